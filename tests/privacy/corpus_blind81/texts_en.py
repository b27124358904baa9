# English texts for blind81.  Each entry typed by hand: (kind, marked_text).
# ⟦TYPE|value⟧ = labelled span, ⟪kind|value⟫ = decoy, $name = values.VALUES[name]
TEXTS = []

# ---- part 1 -------------------------------------------------------------
TEXTS += [
('whatsapp_chat', '''[⟪timestamp|07/03/2024, 08:12⟫] ⟦PERSON|Priya Raman⟧: Hi ⟦PERSON|Dan⟧, new key safe code for the side gate is ⟦PASSWORD|4 7 1 9⟧ (changed it after the builders left)
[07/03/2024, 08:13] ⟦PERSON|Dan Whitlock⟧: got it 👍 is ⟪pet_name|Biscuit⟫ still on the ⟪pet_medication|Apoquel⟫?
[07/03/2024, 08:15] ⟦PERSON|Priya Raman⟧: yes half a tab with brekkie. also fyi im on crutches after my ⟦MEDICAL|ACL reconstruction⟧ so could u do the 6pm one as well this week
[07/03/2024, 08:16] ⟦PERSON|Dan Whitlock⟧: no probs, evening slot is ⟪price|£14⟫. I'll add it to the invoice and send to ⟦EMAIL|priya.raman84@outlook.com⟧
[07/03/2024, 08:16] ⟦PERSON|Priya Raman⟧: perfect, thx x'''),

('adoption_email', '''Subject: Re: Application for ⟪pet_name|Juno⟫ (ref ⟪application_ref|RH-24-0917⟫)

Hi ⟦PERSON|Maeve⟧,

Thanks for coming to meet Juno on Saturday. The home check went well and ⟦PERSON|Colm⟧ said the garden fencing is grand now. Our standard adoption donation is ⟪fee_tariff|€195⟫, and as you already paid the ⟦AMOUNT|€60⟧ holding deposit there's ⟦AMOUNT|€135⟧ left to pay before she goes home with you.

You mentioned your son has a ⟦MEDICAL|mild dog allergy⟧ - Juno is a poodle cross so hopefully ok, but do tell us if anything flares up in the first fortnight.

Once paid I'll move her chip (⟪microchip_no|985 112 006 443 871⟫) into your name.

Kind regards,
⟦PERSON|Siobhan Keane⟧
Rehoming Coordinator | ⟪org_name|Hope Hollow Animal Rescue⟫
Office: ⟦PHONE|+353 45 872 310⟧ | Mob: ⟦PHONE|+353 86 419 0275⟧
⟦EMAIL|siobhan.keane@hopehollowrescue.ie⟧
Registered charity no. ⟪charity_no|CHY 20871⟫'''),

('web_form', '''Sit Request Form - ⟪org_name|PawsAtHome Sitters⟫
Full name: ⟦PERSON|Gareth Pryce-Evans⟧
Email: ⟦EMAIL|gpryce.evans@btinternet.com⟧
Mobile: ⟦PHONE|07841 226 903⟧
Home address: ⟦ADDRESS|Flat 2, 19 Clifton Terrace, Cardiff CF24 3PL⟧
Dates needed: ⟪booking_dates|12 Aug - 26 Aug⟫
Pets: 2 cats (⟪pet_name|Mochi⟫, ⟪pet_name|Sesame⟫), 1 bearded dragon (⟪pet_name|Norbert⟫) - see care sheet
Alarm code: ⟦PASSWORD|2580⟧ then press #
Wi-Fi: network "⟪wifi_ssid|PRYCE_5G⟫", password ⟦PASSWORD|tortoise-Brie-77⟧
Anything we should know about you / your household?: I'm ⟦MEDICAL|type 1 diabetic⟧ so there are ⟦MEDICAL|insulin pens⟧ in the fridge door, please dont move them!!
Emergency contact: my sister ⟦PERSON|Carys Pryce⟧, ⟦PHONE|07923 551 082⟧'''),

('microchip_transfer_form', '''⟪org_name|PETTRACE UK⟫ - Change of Keeper
Microchip number: ⟪microchip_no|826 098 102 334 517⟫
Animal: Ferret, "⟪pet_name|Widget⟫", sable jill, DOB ⟪pet_dob|03/05/2022⟫
Previous keeper: ⟦PERSON|Aled Morgan⟧, ⟦ADDRESS|7 Heol Y Nant, Swansea SA2 0FE⟧, tel ⟦PHONE|01792 298 644⟧
New keeper: ⟦PERSON|Harriet Ng⟧
New keeper address: ⟦ADDRESS|41b Ropewalk Court, Nottingham NG1 5DU⟧
New keeper DOB: ⟦DATE_OF_BIRTH|22/11/1991⟧
New keeper phone: ⟦PHONE|07593 018 227⟧
Account PIN chosen by new keeper: ⟦PASSWORD|8832⟧
Transfer fee: ⟦AMOUNT|£16.50⟧ paid by card ending ⟪masked_card|**** 4471⟫
Ref: ⟪transfer_ref|PT-TRF-5520193⟫'''),

('app_log', '''⟪timestamp|2024-06-02T07:58:11.204Z⟫ INFO  [auth] login ok user=⟦EMAIL|tomasz.wojcik@gmail.com⟧ ip=⟦IP_ADDRESS|86.152.44.19⟧ ua="WalkiesApp/⟪app_version|3.8.1⟫ (iOS 17.5)"
2024-06-02T07:58:11.390Z DEBUG [auth] issued token=⟦APIKEY|$jwt1⟧ ttl=⟪ttl_seconds|86400⟫
2024-06-02T07:59:40.017Z INFO  [booking] create booking_id=⟪booking_id|BK-771045⟫ walker=⟦PERSON|rkasprzak⟧ client_id=4410 slot=08:30
2024-06-02T08:01:02.655Z WARN  [geo] walker ⟦PERSON|rkasprzak⟧ last ping from ⟦IP_ADDRESS|100.72.14.203⟧ (carrier NAT)
2024-06-02T08:03:27.118Z INFO  [health] probe from ⟦IP_ADDRESS|10.20.0.7⟧ ok
2024-06-02T08:03:27.120Z INFO  [health] probe from ⟪doc_ip|203.0.113.40⟫ ok (synthetic)'''),

('env_file', '''# .env.production - ⟪org_name|Suds & Scissors⟫ booking site
APP_URL=⟪url|https://book.sudsandscissors.co.uk⟫
APP_VERSION=⟪app_version|2.14.0⟫
DATABASE_URL=postgres://suds_app:⟦SECRET|Gr00mR00m!2024⟧@⟦IP_ADDRESS|10.0.4.21⟧:⟪port|5432⟫/suds_prod
STRIPE_PUBLISHABLE_KEY=⟪publishable_key|$pk_live1⟫
STRIPE_SECRET_KEY=⟦APIKEY|$sk_live1⟧
STRIPE_WEBHOOK_SECRET=⟦SECRET|$whsec1⟧
SENDGRID_API_KEY=⟦APIKEY|$sg1⟧
TWILIO_ACCOUNT_SID=⟪account_sid|$twac1⟫
TWILIO_AUTH_TOKEN=⟦SECRET|$twauth1⟧
ADMIN_EMAIL=⟦EMAIL|nadia.ferreira@sudsandscissors.co.uk⟧
SENTRY_RELEASE=⟪commit_sha|$sha1⟫'''),

('call_transcript', '''[Call recording 14:02 - ⟪org_name|Rainbow Bridge Pet Cremation⟫, line 2]
AGENT: Rainbow Bridge, you're speaking to ⟦PERSON|Leanne⟧, how can I help?
CALLER: Hi, yes, my name's ⟦PERSON|Robert Ashworth⟧, our dog ⟪pet_name|Kiko⟫ passed this morning and the vet said to ring you.
AGENT: I'm so sorry Mr ⟦PERSON|Ashworth⟧. Is it the individual cremation you'd like, with ashes returned?
CALLER: Yes please. The vet said it'd be about ⟪quote|£210⟫?
AGENT: That's right, for dogs up to ⟪weight_limit|20 kilos⟫. I can take payment now if that's easier.
CALLER: OK, it's a Visa, ⟦CARD|$card_v1⟧, expiry ⟪card_expiry|09/27⟫, and the three on the back are ⟦CVV|518⟧.
AGENT: Thank you. And a contact number?
CALLER: It's ⟦PHONE|oh seven seven nine one, four four two, three oh six⟧.
AGENT: Lovely. So that's ⟦AMOUNT|two hundred and ten pounds⟧ taken, reference ⟪payment_ref|RB-30877⟫. We'll collect Kiko from ⟪org_name|Westgate Vets⟫ this afternoon.'''),

('sms', '''Hi Mrs ⟦PERSON|Okafor⟧, ⟪pet_name|Pepper⟫ is all done & looking v fluffy 🐩 Total for today is ⟦AMOUNT|£48⟧ incl de-matting, pay on collection or transfer to Suds & Scissors (sort code ⟪org_sort_code|40-47-31⟫, acc ⟪org_account|71029584⟫). Pls collect by ⟪time|4:30⟫, we shut at 5. Any probs call ⟦PERSON|Nadia⟧ on ⟦PHONE|07384 672 119⟧. Reply STOP to opt out'''),

('slack_thread', '''#ops-tech
⟦PERSON|jlindqvist⟧  10:41
ugh, who committed the backup script with real creds?? 🙃
```
# backup.sh
export AWS_ACCESS_KEY_ID=⟦APIKEY|$akid1⟧
export AWS_SECRET_ACCESS_KEY=⟦SECRET|$awssec1⟧
aws s3 sync ⟦PERSON|/home/mbrennan⟧/adoptions s3://⟪s3_bucket|hopehollow-adoption-docs⟫ --region ⟪cloud_region|eu-west-1⟫
```
⟦PERSON|mbrennan⟧  10:44
my bad 🙈 rotating now. fwiw the bucket is private. @⟦PERSON|jlindqvist⟧ can u purge it from history? it's commit ⟪commit_sha|$sha2⟫
⟦PERSON|jlindqvist⟧  10:45
on it. also pls stop using the doc example ⟪example_key|AKIAIOSFODNN7EXAMPLE⟫ in the README, people keep copy-pasting it lol'''),

('forum_post', '''Title: WARNING - "⟪org_name|Coastal Morphs⟫" / ⟦PERSON|Kyle Renner⟧ - paid for a het pied ball python, never arrived

Posted by ⟦PERSON|scaled_sarah⟧ » ⟪timestamp|Tue Apr 16, 2024 9:14 pm⟫

Long story short, I sent ⟦PERSON|Kyle Renner⟧ ⟦AMOUNT|$350⟧ via PayPal F&F (to ⟦EMAIL|kyle.renner.reptiles@gmail.com⟧) on March 2 for a 2023 ⟪morph|het pied⟫ female, hatch date ⟪hatch_date|07/19/23⟫. He stopped answering after the "shipping got delayed" excuse. His number was ⟦PHONE|(941) 447-2086⟧, now disconnected. If anyone bought from him at the ⟪place_name|Tampa⟫ expo or has his address (he told me ⟦ADDRESS|2217 Palmetto Ridge Dr, Sarasota, FL 34238⟧) pls DM me. Filed with PayPal, case ⟪dispute_id|PP-D-48712903⟫.

Edit: mods, happy to share screenshots. Not after a pile-on, just want my ⟦AMOUNT|$350⟧ back.'''),

('review', '''★★★★★ ⟦PERSON|Lucy Haddon⟧ - ⟪org_name|Sit Happens Dog Training⟫
⟦PERSON|Lucy⟧ is a miracle worker. Our rescue lurcher ⟪pet_name|Tilly⟫ was so reactive we couldnt walk past another dog. After 6 one-to-one sessions (we paid ⟦AMOUNT|£240⟧ for the block, worth every penny) she can now do a loose lead walk round ⟪place_name|Sefton Park⟫. ⟦PERSON|Lucy⟧ also didn't bat an eyelid that I'm ⟦MEDICAL|deaf in one ear⟧ and need her to face me when she talks. Highly recommend - her number is on the site but it's ⟦PHONE|07952 330 184⟧ if you can't find it.
- ⟦PERSON|Jonathan Mbeki⟧, ⟪place_name|Liverpool⟫'''),

('csv_export', '''client_id,first_name,last_name,email,mobile,address,dog_name,breed,key_code,notes
⟪client_id|C-0141⟫,⟦PERSON|Hannah⟧,⟦PERSON|Bishop⟧,⟦EMAIL|hbishop77@gmail.com⟧,⟦PHONE|07711 402 935⟧,"⟦ADDRESS|8 Wren Close, Reading RG4 7HB⟧",⟪pet_name|Murphy⟫,⟪breed|Cockapoo⟫,⟦PASSWORD|1166⟧,"owner has ⟦MEDICAL|MS⟧, ring bell long"
⟪client_id|C-0142⟫,⟦PERSON|Imran⟧,⟦PERSON|Qureshi⟧,⟦EMAIL|imran.q@live.co.uk⟧,⟦PHONE|07448 103 617⟧,"⟦ADDRESS|Flat 12, Kennet House, 3 Bridge St, Reading RG1 2LU⟧",⟪pet_name|Luna⟫,⟪breed|Staffy⟫,⟦PASSWORD|0904⟧,
⟪client_id|C-0143⟫,⟦PERSON|Beatriz⟧,⟦PERSON|Lopes⟧,⟦EMAIL|bea.lopes@sapo.pt⟧,⟦PHONE|+351 912 447 603⟧,"⟦ADDRESS|27 Grange Ave, Earley, Reading RG6 1DJ⟧",⟪pet_name|Chorizo⟫,⟪breed|Dachshund⟫,,"pays cash, ⟦MEDICAL|allergic to wasps⟧ - ⟦MEDICAL|epipen⟧ in hall drawer"'''),

('sql_insert', '''-- adopters backfill from paper forms, do NOT commit to public repo
INSERT INTO adopters (id, full_name, dob, email, phone, address, id_doc_type, id_doc_no, created_at) VALUES
 (⟪row_id|3318⟫, '⟦PERSON|Marcus Oyelaran⟧', '⟦DATE_OF_BIRTH|1985-02-19⟧', '⟦EMAIL|marcus.oyelaran@yahoo.co.uk⟧', '⟦PHONE|+44 7936 204 118⟧', '⟦ADDRESS|Flat 5, 61 Choumert Rd, London SE15 4AR⟧', 'passport', '⟦PASSPORT|$pp_uk1⟧', '⟪timestamp|2024-05-11 10:22:07⟫'),
 (⟪row_id|3319⟫, '⟦PERSON|Fiona McAllister⟧', '⟦DATE_OF_BIRTH|1972-09-03⟧', '⟦EMAIL|fiona.mcal@gmail.com⟧', '⟦PHONE|07914 552 018⟧', '⟦ADDRESS|3F1, 14 Dalmeny St, Edinburgh EH6 8PG⟧', 'passport', '⟦PASSPORT|$pp_ie1⟧', '2024-05-11 10:25:41');'''),

('stack_trace', '''Traceback (most recent call last):
  File "⟦PERSON|/home/okowalczyk⟧/chipsearch/lookup.py", line ⟪line_number|88⟫, in <module>
    rec = registry.find(chip="⟪microchip_no|941000024417765⟫")
  File "⟦PERSON|/home/okowalczyk⟧/chipsearch/registry.py", line 142, in find
    conn = psycopg2.connect("host=⟦IP_ADDRESS|172.16.8.40⟧ dbname=petlog user=chip_ro password=⟦SECRET|Ch1pR3ad!only⟧")
⟪exception_class|psycopg2.OperationalError⟫: connection to server at "⟦IP_ADDRESS|172.16.8.40⟧", port ⟪port|5432⟫ failed: FATAL:  password authentication failed for user "chip_ro"'''),

('meeting_minutes', '''Hope Hollow Animal Rescue - Trustees' meeting, ⟪meeting_date|4 June 2024⟫
Present: ⟦PERSON|Siobhan Keane⟧ (chair), ⟦PERSON|Padraig Doyle⟧ (treasurer), ⟦PERSON|Aoife Brennan⟧, Dr ⟦PERSON|Niamh Ferriter⟧ (vet adviser)
Apologies: ⟦PERSON|Conor Walsh⟧

1. Finance. ⟦PERSON|Padraig⟧ reported total donations for Q1 of ⟪org_total|€18,420⟫ against kennel costs of ⟪org_total|€11,960⟫. Gift Aid claim pending.
2. Volunteers. ⟦PERSON|Aoife⟧ asked that we note ⟦PERSON|Conor⟧ is off until August following ⟦MEDICAL|heart surgery⟧; his walking rota shifts go to ⟦PERSON|Ruth Lacey⟧. ⟦PERSON|Ruth⟧'s Garda vetting came back clear.
3. Refund. Agreed to refund ⟦PERSON|Declan Gallagher⟧'s ⟦AMOUNT|€60⟧ holding deposit for ⟪pet_name|Bramble⟫ since the home check fell through.
4. AOB. ⟦PERSON|Niamh⟧ confirmed the ⟪animal_health|parvo outbreak⟫ in the puppy block is contained.
Next meeting: 2 July, 7pm, ⟪place_name|Naas⟫ community hall.'''),

('invoice', '''INVOICE  #⟪invoice_no|HS-2024-031⟫
From: ⟦PERSON|Katja Lindholm⟧ - ⟪org_name|Home & Paws Sitting⟫ (sole trader)
To: Mr & Mrs ⟦PERSON|D. Whitcombe⟧, ⟦ADDRESS|14 Lark Rise, Marlow SL7 2EJ⟧
Date: ⟪invoice_date|30/04/2024⟫

House & pet sit 14-28 April, 14 nights @ ⟪rate|£38⟫/night, incl. vet-run mileage for ⟪pet_name|Pickle⟫
Total due: ⟦AMOUNT|£550.40⟧

Payment by bank transfer within 14 days to:
⟦PERSON|Katja Lindholm⟧   IBAN ⟦IBAN|$iban_gb1⟧
Questions: ⟦EMAIL|katja@homeandpaws.uk⟧ | ⟦PHONE|07722 631 440⟧'''),

('dictation', '''Dictation - intake note, ⟪org_name|Meadowview Pet Crematorium⟫. Owner is Mrs ⟦PERSON|Evelyn Castellanos⟧, that's ⟦PERSON|C A S T E L L A N O S⟧, landline ⟦PHONE|zero one two two five, seven six three, four nine one⟧, mobile ⟦PHONE|oh seven eight two one, double four nine, one six oh⟧. Address ⟦ADDRESS|twelve Orchard Way, Corsham, S N thirteen nine Q Y⟧ - I'll type that properly: ⟦ADDRESS|12 Orchard Way, Corsham SN13 9QY⟧. Pet is ⟪pet_name|Dexter⟫, elderly ⟪breed|beagle⟫, put to sleep at ⟪org_name|Ladbroke Vets⟫ for ⟪animal_health|bone cancer⟫. Communal cremation, no ashes back. She's paid ⟦AMOUNT|forty-five pounds⟧ by phone. Note she's ⟦MEDICAL|hard of hearing⟧ so please ring the mobile not the landline, and speak slowly.'''),

('shell_history', '''  501  ssh deploy@⟦IP_ADDRESS|51.89.160.22⟧
  502  cd /var/www/scalesandtails
  503  git pull origin ⟪git_branch|main⟫
  504  mysql -u shop -p'⟦PASSWORD|Ge(k0_Tail#88⟧' shop_db < migrations/⟪migration_file|0042_add_morphs.sql⟫
  505  export SHOPIFY_TOKEN=⟦APIKEY|$shpat1⟧
  506  curl -s -H "Authorization: Bearer ⟦APIKEY|$ghp1⟧" https://api.github.com/repos/scalesandtails/site/releases/latest
  507  sudo tail -f /var/log/nginx/access.log | grep ⟦IP_ADDRESS|81.107.33.205⟧
  508  cp ~/.ssh/id_ed25519 ⟦PERSON|/home/bvanderberg⟧/backup/
  509  history -c'''),

('yaml_config', '''# rehome-api/config/production.yaml
service:
  name: rehome-api
  version: ⟪app_version|4.2.7⟫
  port: ⟪port|8443⟫
database:
  host: ⟦IP_ADDRESS|10.42.3.15⟧
  user: rehome
  password: "⟦PASSWORD|Kennel-Lights-Out-9⟧"
auth:
  jwt_signing_secret: "⟦SECRET|$jwtsec1⟧"
  admin_bootstrap_token: ⟦APIKEY|$jwt4⟧
notifications:
  slack_webhook: ⟦SECRET|$slackhook1⟧
  on_call: "⟦PERSON|Grace Oduya⟧ <⟦EMAIL|grace.oduya@hopehollowrescue.ie⟧>, ⟦PHONE|+353 87 214 6638⟧"
maps:
  google_api_key: ⟦APIKEY|$gapi1⟧
  default_region: ⟪region_code|IE⟫'''),

('ocr_business_card', '''[OCR scan - business card, conf 0.87]
⟪org_name|BARK & BEYOND⟫
Hondentraining · Puppy Classes · 1:1 Behaviour
⟦PERSON|Femke de Wit⟧   ⟪certification|CCPDT-KA⟫
Lead Trainer
M: ⟦PHONE|+31 6 4821 7730⟧
E: ⟦EMAIL|femke@barkandbey0nd.nl⟧
W: ⟪url|www.barkandbeyond.nl⟫
KvK ⟪company_reg_no|81234567⟫ · BTW ⟪vat_no|NL003912457B01⟫
[reverse]
Betalen / payment: ⟦IBAN|$iban_nl1⟧ t.n.v. ⟦PERSON|F. de Wit⟧'''),

('markdown_table', '''## Sitter rota - ⟪rota_week|w/c 17 June⟫

| Client | Address | Pets | Sitter | Key / code | Sitter mobile |
|---|---|---|---|---|---|
| Mrs ⟦PERSON|Pettifer⟧ | ⟦ADDRESS|3 Quarry Lane, Bath BA2 4LP⟧ | ⟪pet_name|Otis⟫ (cat) | ⟦PERSON|Kemi Adeyemi⟧ | lockbox ⟦PASSWORD|7391⟧ | ⟦PHONE|07511 290 664⟧ |
| ⟦PERSON|J. Harrow⟧ | ⟦ADDRESS|22 Sion Hill, Bath BA1 2UW⟧ | ⟪pet_name|Gizmo⟫ + ⟪pet_name|Dot⟫ (rabbits) | ⟦PERSON|Tom Farrant⟧ | key under slate, alarm ⟦PASSWORD|0420⟧ | ⟦PHONE|07866 115 392⟧ |
| Dr ⟦PERSON|Amina Farouk⟧ | ⟦ADDRESS|9 Kingsmead Sq, Bath BA1 2AE⟧ | Leopard gecko "⟪pet_name|Sunny⟫" | ⟦PERSON|Kemi Adeyemi⟧ | door code ⟦PASSWORD|5 5 1 2⟧ | ⟦PHONE|07511 290 664⟧ |

> ⟦PERSON|Kemi⟧: Dr ⟦PERSON|Farouk⟧ is ⟦MEDICAL|immunosuppressed⟧ (⟦MEDICAL|post-transplant⟧) - wash hands before & after, no visitors pls.'''),

('contractor_onboarding', '''Contractor onboarding - ⟪org_name|Bark Avenue Walkers LLC⟫ (⟪place_name|Austin, TX⟫)
Contractor: ⟦PERSON|Destiny Alvarez⟧
SSN: ⟦SSN|$ssn5⟧
DOB: ⟦DATE_OF_BIRTH|08/14/1996⟧
Home address: ⟦ADDRESS|4807 Avenue H, Apt 3, Austin, TX 78751⟧
Phone: ⟦PHONE|(512) 694-3318⟧
Email: ⟦EMAIL|destiny.alvarez96@icloud.com⟧
Direct deposit - routing ⟪bank_routing_no|111000614⟫ / account ending ⟪masked_account|••••3391⟫
Background check fee (⟪fee|$35⟫) deducted from first payout.
Emergency contact: ⟦PERSON|Rosa Alvarez⟧ (mother) ⟦PHONE|(512) 430-7756⟧
Notes: has ⟦MEDICAL|asthma⟧, carries ⟦MEDICAL|inhaler⟧ on walks. Prefers small dogs under ⟪weight_limit|40 lb⟫.'''),
]

# ---- part 2 -------------------------------------------------------------
TEXTS += [
('account_security_email', '''From: ⟪org_name|PetLog Registry⟫ <⟦EMAIL|no-reply@petlogregistry.co.uk⟧>
To: ⟦PERSON|Alistair Fenwick⟧ <⟦EMAIL|a.fenwick@protonmail.com⟧>
Subject: Two-step verification is on

Hello ⟦PERSON|Alistair⟧,

Two-step verification is now switched on for the keeper account ⟦PERSON|afenwick1962⟧ (sign-in from ⟦IP_ADDRESS|82.132.219.7⟧, ⟪device_model|Pixel 7⟫, near ⟪place_name|Leeds⟫). Keep these backup codes somewhere safe - each one works once:

  ⟦SECRET|$rec1⟧   ⟦SECRET|$rec2⟧
  ⟦SECRET|$rec3⟧   ⟦SECRET|$rec4⟧

If you lose your phone, ring the keeper line on ⟦PHONE|0330 912 4455⟧ (Mon-Fri 8-6).
Sent ⟪timestamp|2024-02-11 19:04 GMT⟫'''),

('support_ticket', '''Ticket #⟪ticket_id|58213⟫ · Priority: normal · Channel: in-app chat
Requester: ⟦PERSON|Olusegun Bakare⟧ (⟦EMAIL|olusegun.bakare@gmail.com⟧)
Subject: cant log in after changing phone

Hi, I changed my number from ⟦PHONE|07903 445 128⟧ to ⟦PHONE|07903 445 812⟧ (typo on my side originally lol) and now the OTP goes to the old one. My sitter ⟦PERSON|Bronwen⟧ is booked for ⟪booking_date|3 Aug⟫ and I need to send her the door code asap

--- internal note (agent: ⟦PERSON|mhalvorsen⟧) ---
Verified via last 4 of card (⟪masked_card|**** 6620⟫) and DOB ⟦DATE_OF_BIRTH|02/06/1979⟧. Last login from ⟦IP_ADDRESS|92.40.198.11⟧ (mobile). Updated phone to ⟦PHONE|07903 445 812⟧, forced OTP reset. App ⟪app_version|6.2.0⟫ build ⟪build_number|1874⟫.'''),

('nginx_access_log', '''⟦IP_ADDRESS|86.29.114.7⟧ - - [⟪timestamp|12/Jul/2024:09:14:22 +0100⟫] "GET /api/v2/walks/⟪booking_id|BK-771902⟫/track HTTP/2.0" ⟪http_status|200⟫ 1834 "-" "WalkiesApp/⟪app_version|3.8.2⟫ CFNetwork/1494.0.7 Darwin/23.4.0"
⟦IP_ADDRESS|100.88.3.61⟧ - - [12/Jul/2024:09:14:25 +0100] "POST /api/v2/password-reset?email=⟦EMAIL|joanna.pike@gmail.com⟧ HTTP/2.0" 202 41 "-" "okhttp/4.12.0"
⟦IP_ADDRESS|2a02:c7c:5d3a:9e00:1d4f:88b2:c03e:71a2⟧ - - [12/Jul/2024:09:14:31 +0100] "GET /walkers/⟦PERSON|rkasprzak⟧/profile HTTP/2.0" 200 5120 "-" "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)"
⟪doc_ip|192.0.2.15⟫ - - [12/Jul/2024:09:15:00 +0100] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/⟪app_version|1.29⟫"
⟪loopback_ip|127.0.0.1⟫ - - [12/Jul/2024:09:15:02 +0100] "GET /metrics HTTP/1.1" 200 9921 "-" "Prometheus/2.51.0"
⟦IP_ADDRESS|188.29.164.52⟧ - - [12/Jul/2024:09:15:40 +0100] "GET /api/v2/walkers/⟦PERSON|rkasprzak⟧/reviews HTTP/2.0" 200 764 "-" "WalkiesApp/3.8.2"'''),

('json_record', '''{
  "order_id": "⟪order_id|MV-2024-00871⟫",
  "created": "⟪timestamp|2024-03-19T15:40:02+00:00⟫",
  "service": {"type": "individual", "casket": "oak-s", "price_gbp": ⟪price|185.00⟫},
  "pet": {"name": "⟪pet_name|Rolo⟫", "species": "cat", "dob": "⟪pet_dob|2009-04-01⟫", "weight_kg": 4.2},
  "owner": {
    "name": "⟦PERSON|Sunita Chauhan⟧",
    "phone": "⟦PHONE|+447824310559⟧",
    "email": "⟦EMAIL|sunita.chauhan@sky.com⟧",
    "address": "⟦ADDRESS|5 Brookfield Rd, Leicester LE2 3DF⟧",
    "notes": "owner recently bereaved and on ⟦MEDICAL|antidepressants⟧ - handle gently, call before 6pm"
  },
  "payment": {"method": "card", "last4": "⟪card_last4|2291⟫", "amount_paid": "⟦AMOUNT|£185.00⟧", "auth_code": "⟪auth_code|A7F21C⟫"}
}'''),

('docker_compose', '''version: "⟪compose_version|3.9⟫"
services:
  shop:
    image: ghcr.io/scalesandtails/shop:⟪image_tag|1.19.3⟫
    environment:
      - DATABASE_URL=mysql://shop:⟦SECRET|Mbz8-Uromastyx-2⟧@db:3306/shop_db
      - REDIS_URL=redis://:⟦SECRET|r3dis4Geckos⟧@redis:⟪port|6379⟫/0
      - PAYPAL_CLIENT_ID=⟪client_id|AcQ7vX2mPZ0n4kR9sT1uW3yB5dF8gH6jL0oN2qE4rU7iY9aS1cD3fG5hJ7kL9zX1⟫
      - PAYPAL_CLIENT_SECRET=⟦SECRET|EJ4hK8mN2pQ6sT0vX4zB8dF2gH6jL0nP4rT8wY2aC6eG0iK4mO8qS2uW6yA0cE4⟧
      - OPENAI_API_KEY=⟦APIKEY|$openai1⟧
      - MAIL_FROM=⟦PERSON|Ben van der Berg⟧ <⟦EMAIL|ben@scalesandtails.co.uk⟧>
  db:
    image: mysql:⟪image_tag|8.0.36⟫
    environment:
      MYSQL_ROOT_PASSWORD: "⟦PASSWORD|tegu-Argentine-red-77⟧"
    ports: ["3306:3306"]'''),

('instagram_dm', '''@⟪org_handle|pawsitive.steps.training⟫
hiya! just confirming ⟪class_time|Sat 10am⟫ puppy class for ⟪pet_name|Waffles⟫ 🐶

@⟦PERSON|megan_okoro_⟧
amazing thank u!! I've sent the ⟦AMOUNT|£75⟧ to your paypal (⟦EMAIL|hello@pawsitivesteps.co.uk⟧) - is that right? also forgot to say im ⟦MEDICAL|30 wks pregnant⟧ so might need to sit down for some of it haha

@pawsitive.steps.training
got it ⟦PERSON|Megan⟧ ✅ no worries at all, there's a bench. Parking is free at ⟪place_name|Hollins Rec⟫. See you Sat! - ⟦PERSON|Jade⟧'''),

('price_list', '''⟪org_name|SUDS & SCISSORS⟫ - Price list from ⟪effective_date|1 April 2024⟫
Full groom (small) ⟪price|£42⟫ | (medium) ⟪price|£52⟫ | (large) ⟪price|£61+⟫
Bath & brush ⟪price|£30⟫
Puppy intro ⟪price|£25⟫
De-shedding add-on ⟪price|£12⟫
Flea bath (⟪product_name|FRONTLINE⟫ / ⟪product_name|Advocate⟫) £8
Loyalty card: 10th groom half price. Code ⟪coupon_code|SPRING10⟫ = 10% off online.
Open ⟪opening_hours|Tue-Sat 8:30-17:00⟫. Book online at ⟪url|sudsandscissors.co.uk⟫'''),

('classified_listing', '''FOR SALE - 2024 captive bred Crested Geckos (⟪species_latin|Correlophus ciliatus⟫) 🦎
Breeder: ⟦PERSON|Zuri Okonkwo-Hale⟧, ⟪org_name|Ridgeback Reptiles⟫ (Leeds)
- ⟪product_code|CG24-07⟫ "Harlequin Pinstripe", hatched ⟪hatch_date|02/03/2024⟫, 9g - ⟪price|£95⟫
- ⟪product_code|CG24-11⟫ "Lilly White" het, hatched ⟪hatch_date|18/03/2024⟫, 7.5g - ⟪price|£180⟫
- ⟪product_code|CG24-13⟫ "Dalmatian", hatched 21/03/2024, 8g - ⟪price|£70⟫
Collection from ⟪place_name|Horsforth⟫ or courier (⟪price|£45⟫ animal courier). Deposit secures. Message me on ⟦PHONE|07830 552 197⟧ or ⟦EMAIL|zuri.hale@gmail.com⟧. My partner ⟦PERSON|Dean⟧ does most courier runs, his number is ⟦PHONE|07411 908 336⟧.
- ⟦PERSON|Zuri⟧ x'''),

('call_transcript', '''Agent (⟦PERSON|Chloe⟧): ⟪org_name|Animal Tracker UK⟫, ⟦PERSON|Chloe⟧ speaking.
Caller: Hi, I've found, well, my neighbour's dog got out and I've got him, it's Mr ⟦PERSON|Petrakis⟧'s dog but he's away.
Agent: OK. Are you on the chip record at all?
Caller: I'm the emergency contact, ⟦PERSON|Yiannis Petrakis⟧ put me down. I'm ⟦PERSON|Helen Marsh⟧.
Agent: Can I take your address and date of birth to confirm, ⟦PERSON|Helen⟧?
Caller: It's ⟦ADDRESS|28 Elm Grove, Bristol BS7 9AH⟧, and I was born ⟦DATE_OF_BIRTH|3rd of May 1968⟧.
Agent: Thank you. And the password Mr ⟦PERSON|Petrakis⟧ set for emergency contacts?
Caller: It's ⟦PASSWORD|Kalamata1⟧.
Agent: That's matched. Chip ⟪microchip_no|956000012348879⟫ is ⟪pet_name|Bruno⟫, male Labrador. I'll text Mr ⟦PERSON|Petrakis⟧ on his number ending ⟪masked_phone|***558⟫ so he knows.'''),

('tax_form', '''Form 1099-NEC  Nonemployee Compensation   Tax year ⟪tax_year|2023⟫
PAYER'S name: ⟪org_name|Bark Avenue Walkers LLC⟫      PAYER'S TIN: ⟪ein|87-2190446⟫
RECIPIENT'S TIN: ⟦SSN|$ssn3⟧
RECIPIENT'S name: ⟦PERSON|Treadwell, Marcus J.⟧
Street address (incl. apt. no.), city, state, ZIP: ⟦ADDRESS|9120 Brodie Ln Apt 1207, Austin, TX 78748⟧
Account number (see instructions): ⟪account_ref|BAW-C-0088⟫
1 Nonemployee compensation  ⟦AMOUNT|$18,240.00⟧
4 Federal income tax withheld  ⟦AMOUNT|$0.00⟧
-- emailed to ⟦EMAIL|marcus.treadwell@gmail.com⟧ on ⟪sent_date|01/24/2024⟫ by ⟦PERSON|Destiny⟧ (admin)'''),

('volunteer_application', '''VOLUNTEER APPLICATION - ⟪org_name|Oakfield Dogs Trust⟫ rehoming centre
Name: ⟦PERSON|Bethan Lloyd-Hughes⟧       Preferred name: ⟦PERSON|Beth⟧
Date of birth: ⟦DATE_OF_BIRTH|17.09.2001⟧
Address: ⟦ADDRESS|4 Maes y Llan, Llandeilo SA19 6BD⟧
Mobile: ⟦PHONE|07488 209 771⟧
Email: ⟦EMAIL|bethlh01@gmail.com⟧
National Insurance no. (for expenses): ⟦NATIONAL_ID|$nino1⟧
Do you have any health conditions we should know about? ⟦MEDICAL|Epilepsy⟧ (well controlled on ⟦MEDICAL|lamotrigine⟧) so I can't drive the van
DBS certificate no.: ⟪dbs_cert_no|001784396122⟫
Availability: ⟪availability|Sat/Sun mornings⟫
Signed: ⟦PERSON|B. Lloyd-Hughes⟧   Date: ⟪signature_date|02/02/2024⟫'''),

('ferry_booking', '''BOOKING CONFIRMED - ⟪org_name|Atlantic Pet Ferries⟫
Booking ref: ⟪booking_ref|APF-8841-QX⟫   Sailing: ⟪place_name|Portsmouth⟫ → ⟪place_name|Santander⟫, ⟪sailing_date|14 Sep 2024, 17:15⟫
Lead passenger: Sra. ⟦PERSON|Carmen Ruiz Delgado⟧   ID (DNI): ⟦NATIONAL_ID|$dni1⟧
Passenger 2: ⟦PERSON|Oliver Grant⟧   Passport: ⟦PASSPORT|$pp_au1⟧
Pet: dog "⟪pet_name|Chispa⟫", chip ⟪microchip_no|724098100662491⟫, pet passport ⟪pet_passport_no|GB52-0034512⟫, rabies vacc. ⟪vaccination_date|02/02/2024⟫
On-board kennel: ⟪kennel_no|K14⟫
Contact: ⟦PHONE|+44 7402 339 815⟧ / ⟦EMAIL|carmen.ruiz.d@gmail.com⟧
Amount paid: ⟦AMOUNT|£612.40⟧ (pet supplement ⟪tariff|£39⟫ each way included)'''),

('git_commit', '''commit ⟪commit_sha|$sha3⟫
Author: ⟦PERSON|Ravi Subramanian⟧ <⟦EMAIL|ravi.s@walkiesapp.dev⟧>
Date:   ⟪timestamp|Mon Jul 1 18:22:09 2024 +0100⟫

    remove hardcoded bot token + maps key (oops)

    Co-authored-by: ⟦PERSON|Leah Brandt⟧ <⟦EMAIL|leah.brandt@walkiesapp.dev⟧>

diff --git a/notify/telegram.py b/notify/telegram.py
index ⟪git_blob_hash|3e4f1a2..9b0c7d1⟫ 100644
--- a/notify/telegram.py
+++ b/notify/telegram.py
@@ -4,8 +4,8 @@ import os
-BOT_TOKEN = "⟦APIKEY|$tg1⟧"
-MAPS_KEY = "⟦APIKEY|$gapi2⟧"
-ADMIN_CHAT_ID = ⟪chat_id|184422907⟫  # ⟦PERSON|Ravi⟧
+BOT_TOKEN = os.environ["TG_BOT_TOKEN"]
+MAPS_KEY = os.environ["MAPS_KEY"]
+ADMIN_CHAT_ID = int(os.environ["TG_ADMIN_CHAT"])'''),

('python_script', '''# post_new_arrivals.py - runs nightly on the kennel PC (owner: ⟦PERSON|Agnieszka⟧)
import requests

WEBHOOK = "⟦SECRET|$discordhook1⟧"
REHOME_API = "⟪url|https://api.rehomefinder.org/v1⟫"
API_TOKEN = "⟦APIKEY|$jwt2⟧"   # ⟦PERSON|Agnieszka⟧'s personal token, TODO service account

def post(dog):
    msg = f"🐾 New arrival: {dog['name']} ({dog['breed']}, {dog['age']}) - kennel {dog['kennel']}"
    requests.post(WEBHOOK, json={"content": msg}, timeout=10)

if __name__ == "__main__":
    post({"name": "⟪pet_name|Marmite⟫", "breed": "Jack Russell", "age": "3y", "kennel": "⟪kennel_no|B7⟫"})'''),

('refund_email', '''Hi ⟦PERSON|Tobias⟧,

Sorry again that Saturday's session was cancelled at short notice. I've refunded ⟦AMOUNT|£55⟧ to the card you paid with (Mastercard ⟪masked_card|**0112⟫), it can take 3-5 working days to show. Transaction ID: ⟪transaction_id|3K7Q-88XT-2Z⟫.

If you'd rather rebook I have slots on the ⟪slot_date|14th⟫ or the ⟪slot_date|21st⟫. P.S. re your ⟦MEDICAL|hip replacement⟧ - the new field is flat and has a car park right by the gate.

Best,
⟦PERSON|Jess Ormerod⟧
⟪org_name|Paws & Reflect Dog Training⟫
⟦PHONE|07562 388 410⟧'''),

('forum_post', '''Re: Salmonella from beardies - how worried should I be?

Quote from: ⟦PERSON|gecko_gav⟧
> My vet says my beardie ⟪pet_name|Spike⟫ has ⟪animal_health|low-level salmonella shedding⟫, totally normal apparently...

Honestly take it seriously. I ended up in hospital for 4 days last year with ⟦MEDICAL|salmonella poisoning⟧ (stool culture came back ⟦MEDICAL|Salmonella Pomona⟧) after cleaning ⟪pet_name|Rex⟫'s tub and not washing properly. I was on ⟦MEDICAL|IV fluids⟧ and ⟦MEDICAL|ciprofloxacin⟧. Fine now, but the leaflet my GP gave me says ⟪generic_health_advice|people on immunosuppressants or with young kids⟫ need to be extra careful. Wash hands, keep the viv stuff out of the kitchen.
- ⟦PERSON|Dani⟧ (⟦PERSON|danielle_voss⟧ on the old forum)'''),

('voicemail_transcript', '''Voicemail (auto-transcribed) · received ⟪time|09:47⟫ · ⟪duration|42s⟫
"Hi, this is ⟦PERSON|Patrick Obi⟧, uh, I got your number off the ⟪platform_name|Nextdoor⟫ post about dog walking. We've got a two-year-old ⟪breed|springer⟫ called ⟪pet_name|Rufus⟫ who's driving us mad. We're at ⟦ADDRESS|15 Cavendish Road, Chorlton, M21 8UG⟧. Could you ring me back on ⟦PHONE|oh seven nine five six, two one two, eight eight four⟧? If no one's in, the gate code is ⟦PASSWORD|one nine nine four⟧. Oh and I should say I've got a ⟦MEDICAL|slipped disc⟧, which is why I can't walk him myself. Cheers."'''),

('messenger_chat', '''⟦PERSON|Kerry-Ann⟧: babe can u cover my Fri-Sun sit in ⟪place_name|Didsbury⟫? Client is Mr ⟦PERSON|Lowther⟧, 2 cats + a tortoise
⟦PERSON|Kerry-Ann⟧: key in the box, code ⟦PASSWORD|3 1 4 1 5⟧, wifi "⟪wifi_ssid|LowtherHome⟫" pw ⟦PASSWORD|Cumbria1959⟧
⟦PERSON|Kerry-Ann⟧: he's paying ⟦AMOUNT|£150⟧ for the wkend, I'll transfer u the lot
⟦PERSON|Sophie Tan⟧: yeah go on!! anything I need to know?
⟦PERSON|Kerry-Ann⟧: tortoise (⟪pet_name|Sheldon⟫) is on ⟪pet_medication|Baytril drops⟫ for a ⟪animal_health|shell infection⟫, in fridge. He himself is ⟦MEDICAL|diabetic⟧ & a bit forgetful, he's at his daughter's but might ring confused, be nice x his number ⟦PHONE|0161 445 2983⟧
⟦PERSON|Sophie Tan⟧: aw ok 💕'''),

('k8s_secret', '''apiVersion: v1
kind: Secret
metadata:
  name: crematorium-portal-secrets
  namespace: prod
  labels: {app: portal, owner: ⟦PERSON|hkowalski⟧}
  uid: ⟪uuid|$uuid1⟫
type: Opaque
stringData:
  DJANGO_SECRET_KEY: "⟦SECRET|$djsecret1⟧"
  AWS_ACCESS_KEY_ID: "⟦APIKEY|$akid2⟧"
  AWS_SECRET_ACCESS_KEY: "⟦SECRET|$awssec2⟧"
  MAILGUN_API_KEY: "⟦APIKEY|$mg1⟧"
  GOOGLE_OAUTH_CLIENT_ID: "⟪client_id|$gclient1⟫"
  GOOGLE_OAUTH_CLIENT_SECRET: "⟦SECRET|$gocspx1⟧"'''),

('receipt_email', '''Receipt from ⟪org_name|Meadowview Pet Crematorium⟫
Receipt no. ⟪receipt_no|MPC-R-20931⟫ · ⟪receipt_date|18 May 2024⟫

Billed to: ⟦PERSON|Gwen Hartley-Price⟧ (⟦EMAIL|gwen.hp@btinternet.com⟧)
Individual cremation (cat, up to 6 kg) ........ ⟪price|£165.00⟫
Scatter tube, "forget-me-not" ................ ⟪price|£12.00⟫
Paw print keepsake ............................ ⟪price|£18.00⟫
Total paid .................................... ⟦AMOUNT|£195.00⟧
Paid with Visa ⟪masked_card|•••• 1049⟫ (contactless)
Collected by: ⟦PERSON|Rhys Hartley-Price⟧ (son), ID checked
In memory of ⟪pet_name|Marmalade⟫ 🐾'''),

('incident_report', '''INCIDENT REPORT - ⟪org_name|Happy Tails Dog Walking⟫ (public liability policy ⟪policy_no|PL-55120834⟫)
Date/time: ⟪incident_time|11/03/2024 approx 13:20⟫
Walker: ⟦PERSON|Callum Reid⟧
Dog involved: "⟪pet_name|Tyson⟫", 4yo Staffy x, owner Mrs ⟦PERSON|J. Ofori⟧
Injured party: ⟦PERSON|Agnes Whitfield⟧, 71, of ⟦ADDRESS|3 Mill Lane, Knaresborough HG5 0DA⟧, tel ⟦PHONE|01423 869 540⟧
Injury: ⟦MEDICAL|puncture wounds to left forearm⟧, seen at ⟪org_name|Harrogate District Hospital⟫ A&E; ⟦MEDICAL|4 stitches⟧, ⟦MEDICAL|tetanus booster⟧, course of ⟦MEDICAL|co-amoxiclav⟧.
Witness: ⟦PERSON|Dev Patel⟧ (jogger), ⟦PHONE|07713 902 446⟧
Ms ⟦PERSON|Whitfield⟧'s solicitor has indicated a claim of around ⟦AMOUNT|£3,500⟧.'''),

('payroll_onboarding', '''New hire - ⟪org_name|Fluff & Buff Grooming Inc.⟫ (⟪place_name|Calgary⟫)
Employee: ⟦PERSON|Nguyen, Thi Lan⟧  (goes by "⟦PERSON|Lana⟧")
SIN: ⟦NATIONAL_ID|$sin1⟧
Date of birth: ⟦DATE_OF_BIRTH|1998-07-23⟧
Address: ⟦ADDRESS|1204 17 Ave SW, Unit 6, Calgary AB T2T 0B8⟧
Cell: ⟦PHONE|403-619-2284⟧
Starting wage: ⟦AMOUNT|$21.50⟧/hr, reviewed after probation (⟪probation_period|90 days⟫)
TD1 basic personal amount: ⟪tax_threshold|$15,705⟫
Allergies: ⟦MEDICAL|latex⟧ - use nitrile gloves in the tub room
Employee no. ⟪employee_no|FB-0217⟫'''),
]

# ---- part 3 -------------------------------------------------------------
TEXTS += [
('checkout_debug_log', '''POST /checkout/submit  (captured by debug logger - REMOVE BEFORE GO-LIVE)
{
 "cart_id": "⟪cart_id|c_8841a2⟫",
 "items": [{"sku": "⟪sku|LG-HYPO-24⟫", "desc": "Leopard gecko hypo tangerine", "qty": 1, "unit_price": ⟪price|120.00⟫}],
 "billing": {
   "name_on_card": "⟦PERSON|ALEXANDER T KOVAC⟧",
   "card_number": "⟦CARD|$card_mc1⟧",
   "exp": "⟪card_expiry|11/26⟫",
   "cvc": "⟦CVV|731⟧",
   "address": "⟦ADDRESS|58 Fernbank Road, Sheffield S6 2GR⟧",
   "email": "⟦EMAIL|alex.kovac@gmail.com⟧",
   "phone": "⟦PHONE|07955 180 443⟧"
 },
 "client_ip": "⟦IP_ADDRESS|31.94.18.202⟧",
 "ts": "⟪timestamp|2024-04-02T21:17:53Z⟫"
}'''),

('whatsapp_chat', '''[⟪timestamp|9/5/24 18:02⟫] ⟦PERSON|Rachel Lim⟧: Hi ⟦PERSON|Joel⟧! For the condo guardhouse I need to register you as visitor for the 10 days. They need full name as per NRIC + NRIC no. 🙏
[9/5/24 18:05] ⟦PERSON|Joel Tan Wei Ming⟧: sure - ⟦PERSON|Tan Wei Ming Joel⟧, ⟦NATIONAL_ID|$nric1⟧. my hp ⟦PHONE|+65 9182 4407⟧
[9/5/24 18:06] ⟦PERSON|Rachel Lim⟧: thanks!! door lock PIN ⟦PASSWORD|240981⟧ 😂 ⟪pet_name|Mango⟫'s ⟪pet_medication|Caninsulin⟫ is in the fridge, ⟪dosage|2 units twice daily⟫
[9/5/24 18:07] ⟦PERSON|Rachel Lim⟧: and I'll PayNow you the ⟦AMOUNT|S$480⟧ tonight'''),

('pet_sitting_contract', '''PET-SITTING AGREEMENT (translated from Dutch)
Between: ⟦PERSON|Willemijn Bakker-Verhoef⟧, residing at ⟦ADDRESS|Prinsengracht 412-III, 1016 JH Amsterdam⟧ ("Owner")
and: ⟦PERSON|Thijs Hoogendoorn⟧, BSN ⟦NATIONAL_ID|$bsn1⟧, residing at ⟦ADDRESS|Van Speijkstraat 88-2, 1057 HA Amsterdam⟧ ("Sitter")
1. The Sitter will care for the Owner's two Maine Coons (⟪pet_name|Pluk⟫ and ⟪pet_name|Saartje⟫) from ⟪contract_period|3 to 17 August 2024⟫.
2. Fee: ⟪rate|€35 per day⟫; total ⟦AMOUNT|€525⟧ payable to the Sitter's account ⟦IBAN|$iban_nl2⟧ on completion.
3. The Owner declares that Saartje is ⟪animal_health|FIV positive⟫ (not transmissible to humans).
4. Emergency vet: ⟪org_name|Dierenkliniek De Pijp⟫, ⟦PHONE|+31 20 675 1120⟧.
Signed in Amsterdam, ⟪signature_date|28 July 2024⟫.'''),

('kyc_form', '''⟪org_name|WagWalk India⟫ - Walker KYC (⟪place_name|Bengaluru⟫)
Full name (as on Aadhaar): ⟦PERSON|Keerthana Subramaniam⟧
Aadhaar: ⟦NATIONAL_ID|$aadhaar1⟧
DOB: ⟦DATE_OF_BIRTH|11-02-1997⟧
Mobile: ⟦PHONE|+91 98450 21763⟧
Current address: ⟦ADDRESS|Flat 302, Sai Krupa Apartments, 14th Cross, Indiranagar, Bengaluru 560038⟧
Police verification cert no.: ⟪police_cert_no|KA-BLR-PV-2024-118834⟫
Emergency contact: ⟦PERSON|Subramaniam R.⟧ (father) ⟦PHONE|+91 94480 66215⟧
Medical: ⟦MEDICAL|mild asthma⟧, carries ⟦MEDICAL|inhaler⟧
Form version ⟪form_version|KYC-v5⟫'''),

('agency_registration', '''Registration - ⟪org_name|Cosy Paws Sitting Agency⟫ (Edinburgh)
Surname: ⟦PERSON|WIŚNIEWSKA⟧   First name: ⟦PERSON|Katarzyna⟧
Nationality: Polish   Date of birth: ⟦DATE_OF_BIRTH|17/04/1988⟧
PESEL (for the Polish police certificate): ⟦NATIONAL_ID|$pesel1⟧
Passport no.: ⟦PASSPORT|EM4471206⟧
Settled status share code: ⟪share_code|W7X 4KD 9PQ⟫
Phone: ⟦PHONE|07518 662 904⟧   Email: ⟦EMAIL|kasia.wisniewska88@wp.pl⟧
UK address: ⟦ADDRESS|2F2, 31 Marchmont Crescent, Edinburgh EH9 1HG⟧
Declares no criminal convictions. Health: ⟦MEDICAL|coeliac disease⟧ (no impact on role).'''),

('breeding_loan_contract', '''BREEDING LOAN AGREEMENT - ball python (⟪species_latin|Python regius⟫) "⟪pet_name|Nova⟫", female, ⟪morph|pastel enchi⟫, hatched ⟪hatch_year|2019⟫
Owner: ⟦PERSON|Magnus Ekström⟧, born ⟦DATE_OF_BIRTH|2 December 1979⟧, personnummer ⟦NATIONAL_ID|$pnr1⟧, ⟦ADDRESS|Storgatan 14B, 753 31 Uppsala⟧, tel ⟦PHONE|+46 70 512 88 34⟧
Keeper: ⟦PERSON|Elin Sandqvist⟧, ⟦EMAIL|elin.sandqvist@gmail.com⟧
1. Owner loans the female to Keeper for the 2024/25 season. Keeper pays a ⟦AMOUNT|SEK 2 500⟧ deposit, refundable on return.
2. Clutch split 50/50; Owner has first pick.
3. CITES: not required (⟪cites_appendix|Appendix II⟫, captive bred, EU internal).
Signed Uppsala ⟪signature_date|2024-09-01⟫'''),

('membership_form', '''⟪org_name|PAWFECT GROOMING HK⟫ - Membership Form
Name: ⟦PERSON|CHAN Siu-ming, Kelvin⟧
HKID: ⟦NATIONAL_ID|$hkid1⟧
Mobile: ⟦PHONE|+852 9134 2278⟧
Email: ⟦EMAIL|kelvin.chan.sm@yahoo.com.hk⟧
Address: ⟦ADDRESS|Flat C, 12/F, Block 3, Kingsford Gardens, 18 Tai Hang Road, Tai Hang, Hong Kong⟧
Dog: "⟪pet_name|Doudou⟫", Shiba Inu, licence no. ⟪dog_licence_no|2021-AF-77812⟫
Membership: Gold, ⟪tariff|HK$2,880/yr⟫
Card on file for auto-renew: Visa ⟦CARD|$card_v2⟧ exp ⟪card_expiry|03/28⟫ CVV ⟦CVV|260⟧'''),

('relocation_email', '''From: Relocation desk <⟦EMAIL|moves@petjetrelo.ae⟧>
To: ⟦PERSON|Sarah-Jane Whitmore⟧
Subject: Quote ⟪quote_id|PJ-Q-3310⟫ - 1 x cat (⟪airport_codes|DXB → LHR⟫)

Hi ⟦PERSON|Sarah-Jane⟧,

To book the IATA crate and the export permit we need copies of your US passport (no. ⟦PASSPORT|$pp_us1⟧ as per your form) and your Emirates ID ⟦NATIONAL_ID|$eid1⟧.

Quote total is ⟪quote|AED 6,750⟫; we've received your deposit of ⟦AMOUNT|AED 2,000⟧, thank you. We'll WhatsApp you on ⟦PHONE|+971 50 318 4429⟧ once the vet slot is confirmed.

Kind regards,
⟦PERSON|Omar Haddad⟧, Relocation Coordinator
⟪org_name|Pet Jet Relocations LLC⟫, ⟪place_name|Al Quoz⟫, Dubai'''),

('walker_signup', '''Walker sign-up - ⟪org_name|PatasLisboa⟫
Name: ⟦PERSON|Thiago Henrique Moraes⟧
CPF (Brazil): ⟦NATIONAL_ID|$cpf1⟧
DOB: ⟦DATE_OF_BIRTH|29/01/1993⟧
Phone: ⟦PHONE|+351 936 225 804⟧
Email: ⟦EMAIL|thiago.moraes.h@gmail.com⟧
IBAN for payouts: ⟦IBAN|$iban_pt1⟧
Address: ⟦ADDRESS|Rua dos Lagares 27, 2º Esq, 1100-315 Lisboa⟧
Referral code: ⟪referral_code|PATAS-TH93⟫'''),

('registry_record', '''Change of owner - Finnish pet register (English export)
Animal: cat, chip ⟪microchip_no|246098100447213⟫, name "⟪pet_name|Pörri⟫"
New owner: ⟦PERSON|Aino Kettunen⟧, henkilötunnus ⟦NATIONAL_ID|$hetu1⟧ (DOB ⟦DATE_OF_BIRTH|30.08.1991⟧)
Address: ⟦ADDRESS|Hämeenkatu 22 B 14, 33200 Tampere⟧
Phone: ⟦PHONE|+358 40 771 3092⟧
Previous owner: ⟦PERSON|Jari Laaksonen⟧ (deceased) - estate contact ⟦PERSON|Veera Laaksonen⟧, ⟦EMAIL|veera.laaksonen@outlook.com⟧
Register fee: ⟪fee|10,00 €⟫'''),

('stripe_export_csv', '''id,created,amount,status,customer_name,customer_email,card_brand,card_last4,description
⟪charge_id|ch_3PfK2aL8sTqz01⟫,2024-07-02 09:12,⟦AMOUNT|£95.00⟧,succeeded,⟦PERSON|Hannah Jones⟧,⟦EMAIL|hannah.w.jones@gmail.com⟧,visa,⟪card_last4|4242⟫,Puppy foundation x4
⟪charge_id|ch_3PfM9bL8sTqz77⟫,2024-07-02 11:40,⟦AMOUNT|£120.00⟧,succeeded,⟦PERSON|Farid Rahimi⟧,⟦EMAIL|f.rahimi@outlook.com⟧,mastercard,⟪card_last4|8810⟫,1:1 behaviour x2
⟪charge_id|ch_3PfQ1cL8sTqz52⟫,2024-07-03 16:05,⟦AMOUNT|£30.00⟧,refunded,⟦PERSON|Gemma Ashby⟧,⟦EMAIL|gemma.ashby@icloud.com⟧,amex,⟪card_last4|1007⟫,Drop-in class (cancelled)'''),

('bank_transfer_confirmation', '''Transfer confirmation (online banking export)
Payer: ⟦PERSON|Lukas Brandstätter⟧, IBAN ⟦IBAN|$iban_de1⟧
Payee: ⟦PERSON|Giulia Ferraro⟧, IBAN ⟦IBAN|$iban_it1⟧
Amount: ⟦AMOUNT|1.450,00 EUR⟧
Reference: deposit ⟪species_common|Yemen chameleon⟫ pair + shipping, invoice ⟪invoice_no|2024/117⟫
Execution date: ⟪execution_date|05.03.2024⟫
End-to-end ref: ⟪e2e_ref|NOTPROVIDED⟫
Note to self: ⟦PERSON|Giulia⟧'s mobile for the courier is ⟦PHONE|+39 347 821 0096⟧'''),

('twilio_sms_log', '''[
 {"sid": "⟪message_sid|SM1f0e5a77c2d94b1a8e3f60b2c9d1a4e7⟫", "date_sent": "Tue, 04 Jun 2024 07:51:02 +0000", "from": "⟦PHONE|+447480612233⟧", "to": "⟦PHONE|+447922430615⟧",
  "body": "Hi ⟦PERSON|Leon⟧, ⟦PERSON|Ana⟧ here from ⟪org_name|Muddy Paws⟫ - running 10 min late for ⟪pet_name|Pip⟫'s walk. Key code still ⟦PASSWORD|4418⟧? x", "status": "delivered", "price": "⟪sms_cost|-0.0400⟫", "price_unit": "USD"},
 {"sid": "SM7c2a91be04f34d0f9a6b1d3e8c5f2a90", "date_sent": "Tue, 04 Jun 2024 09:00:00 +0000", "from": "⟦PHONE|+447480612233⟧", "to": "⟦PHONE|+447734118260⟧",
  "body": "Reminder: your walk balance of ⟦AMOUNT|£36⟧ is due Friday. Thanks! Muddy Paws", "status": "delivered", "price": "-0.0400", "price_unit": "USD", "api_version": "⟪api_version|2010-04-01⟫"}
]'''),

('care_sheet', '''CARE SHEET - Leopard Gecko (⟪species_latin|Eublepharis macularius⟫)
Enclosure: min 90x45x45 cm (⟪product_code|PF 90-L⟫). Hot spot ⟪temperature|32-34 °C⟫, cool end ⟪temperature|24-26 °C⟫.
Supplements: ⟪product_name|Repashy Calcium Plus⟫ (SKU ⟪sku|RP-CP-3oz⟫) dusting 2-3x weekly.
Health: watch for ⟪animal_health|metabolic bone disease⟫, retained shed, cryptosporidiosis. Exotics-trained vets only.
Sometimes prescribed by vets: ⟪drug_name_leaflet|Panacur (fenbendazole)⟫ ⟪dosage|50 mg/kg⟫ - never dose without a vet.
Sheet ⟪doc_version|CS-LG-v3.2⟫, updated ⟪doc_date|2024-01-15⟫'''),

('faq_page', '''Microchip FAQ - ⟪org_name|PetLog Registry⟫
Q: Where do I find my pet's chip number?
A: It's a 15-digit number such as ⟪example_chip_no|985 141 000 123 456⟫ printed on the vet record or the rescue paperwork.
Q: I got an email asking me to pay to "renew" my chip. Is it real?
A: No. We never charge renewal fees. Our only fee is keeper transfer, ⟪price|£17.95⟫, listed at ⟪url|petlogregistry.co.uk/fees⟫.
Q: Why does my account show a login from an IP I don't know, e.g. ⟪doc_ip|198.51.100.23⟫?
A: Mobile networks route traffic through shared addresses; if in doubt change your password and turn on two-step verification (see ⟪help_article_id|KB-0412⟫).'''),

('zoom_captions', '''Zoom meeting "⟪meeting_title|Reactive Rover - week 3⟫" · auto captions
[⟪caption_time|00:00:04⟫] ⟦PERSON|Ines Carvalho⟧: OK welcome back everyone, can you all hear me?
[00:00:09] ⟦PERSON|Tom Ellery⟧: yep loud and clear
[00:01:40] ⟦PERSON|Ines Carvalho⟧: ⟦PERSON|Tom⟧, how was ⟪pet_name|Ziggy⟫ on walks this week?
[00:01:48] ⟦PERSON|Tom Ellery⟧: better, fewer lunges. but I've been struggling since my ⟦MEDICAL|bipolar meds⟧ changed, so I missed two days
Chat:
[00:05:22] ⟦PERSON|Rhiannon P⟧: sorry had to mute, if u need me ⟦PHONE|07812 441 690⟧
[00:05:30] ⟦PERSON|Ines Carvalho⟧: thanks! homework sheet going to ⟦EMAIL|rhiannon.pugh@gmail.com⟧ and ⟦EMAIL|tellery@hotmail.com⟧'''),

('sms_thread', '''⟪org_name|Meadowview⟫: Hi ⟦PERSON|Nicola⟧, ⟪pet_name|Bonnie⟫'s ashes are ready to collect from Tues. Please bring photo ID. Your collection passcode is ⟦PASSWORD|7714⟧. Open ⟪opening_hours|Mon-Fri 9-4⟫. Ref ⟪order_id|MPC-20933⟫
⟦PERSON|Nicola⟧: thank you. my partner ⟦PERSON|Jo⟧ will collect as I'm in for ⟦MEDICAL|chemo⟧ tues-thurs, is that ok? she'll have the code
Meadowview: Of course, so sorry to hear that. ⟦PERSON|Jo⟧ will need her own ID and the passcode ⟦PASSWORD|7714⟧. Take care x'''),

('password_manager_export', '''name,url,username,password,totp,notes
⟪service_name|Rover (business)⟫,⟪url|https://www.rover.com⟫,⟦EMAIL|muddypaws.ana@gmail.com⟧,⟦PASSWORD|Wa1kies!Rover22⟧,,shared with ⟦PERSON|Leon⟧
⟪service_name|Google Workspace⟫,https://accounts.google.com,⟦EMAIL|ana@muddypawswalks.co.uk⟧,⟦PASSWORD|Spaniel-Sunday-8⟧,⟦SECRET|$totp1⟧,admin
⟪service_name|Xero⟫,https://login.xero.com,⟦EMAIL|ana@muddypawswalks.co.uk⟧,⟦PASSWORD|X3r0#books⟧,,
⟪service_name|NatWest online⟫,https://www.natwest.com,⟦PERSON|aduarte84⟧,⟦PASSWORD|Bank-3rd-Tues!⟧,,"memorable word ⟦PASSWORD|Rosmaninho⟧"'''),

('jira_ticket', '''⟪issue_key|WALK-2291⟫  [Security] SendGrid key exposed in mobile bundle
Reporter: ⟦PERSON|Priyanka Desai⟧   Assignee: ⟦PERSON|Ravi Subramanian⟧   Priority: Highest   Status: In Progress
Fix version: ⟪app_version|3.8.3⟫   Sprint: ⟪sprint|WALK Sprint 41⟫
Description:
Decompiled the 3.8.2 APK: res/values/strings.xml has the live SG key ⟦APIKEY|$sg1⟧ in plain text, plus the maps key ⟦APIKEY|$gapi3⟧ (restricted to our package, lower risk but still).
Steps: apktool d ⟪file_name|walkies-3.8.2.apk⟫ && grep -r "SG\\." res/
Comments:
⟦PERSON|Ravi Subramanian⟧: rotated the SG key at 14:05, old one revoked. Maps key now pinned to cert SHA-1 ⟪cert_fingerprint|5E:8F:16:06:2E:A3:CD:2C:4A:0D:54:78:76:BA:A6:F3:8C:AB:F6:25⟫.'''),

('background_check_report', '''CONFIDENTIAL - Background Screening Report (pet sitter applicant)
Client: ⟪org_name|Fetch & Stay Pet Sitting⟫, ⟪place_name|Portland OR⟫
Subject: ⟦PERSON|Whitaker, Jolene Marie⟧   AKA: ⟦PERSON|Jolene Burke⟧
SSN: ⟦SSN|$ssn1⟧   DOB: ⟦DATE_OF_BIRTH|03/27/1990⟧
Current address: ⟦ADDRESS|3318 SE Taylor St, Portland, OR 97214⟧
Previous address: ⟦ADDRESS|112 W 9th St, Vancouver, WA 98660⟧
Criminal: no records found (OR, WA, national database)
Sex offender registry: clear
⟦MEDICAL|Drug screen (10-panel): negative⟧
Report ID ⟪report_id|BSR-7720-1184⟫, completed ⟪report_date|2024-02-14⟫'''),

('terraform_tfvars', '''# terraform.tfvars - walkies infra (DO NOT COMMIT) - maintainer: ⟦PERSON|lmensah⟧
do_token        = "⟦APIKEY|$dop1⟧"
hf_token        = "⟦APIKEY|$hf1⟧"   # breed classifier model pulls
region          = "⟪cloud_region|lon1⟫"
droplet_size    = "⟪instance_size|s-2vcpu-4gb⟫"
ssh_allowed_ips = ["⟦IP_ADDRESS|86.150.22.91⟧/32", "⟪cidr_block|10.114.0.0/20⟫"]   # ⟦PERSON|Lamar⟧'s home + VPC
admin_email     = "⟦EMAIL|lamar.mensah@walkiesapp.dev⟧"'''),
]

# ---- part 4 -------------------------------------------------------------
TEXTS += [
('http_request_dump', '''GET /account/bookings HTTP/1.1
Host: ⟪hostname|portal.rainbowbridgepets.co.uk⟫
Cookie: sessionid=⟦SECRET|$cookie1⟧; csrftoken=⟪csrf_token|q7TnW2xLp0Vd8sKe3RbYf6HcJm1UzA4g⟫
X-User: ⟦PERSON|ghartleyprice⟧
X-Forwarded-For: ⟦IP_ADDRESS|90.218.44.130⟧, ⟦IP_ADDRESS|10.0.12.4⟧
User-Agent: Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)

HTTP/1.1 200 OK
X-Request-Id: ⟪request_id|$uuid2⟫
{"name": "⟦PERSON|Gwen Hartley-Price⟧", "next_booking": null, "orders": ["⟪order_id|MPC-R-20931⟫"]}'''),

('terminal_session', '''⟦PERSON|nferreira⟧@⟪hostname|suds-web-01⟫:~$ cat ~/.pgpass
⟦IP_ADDRESS|10.0.4.21⟧:⟪port|5432⟫:⟪db_name|suds_prod⟫:suds_app:⟦SECRET|Gr00mR00m!2024⟧
⟦PERSON|nferreira⟧@suds-web-01:~$ cat ~/.ssh/id_ecdsa
⟦SECRET|$pem3⟧
⟦PERSON|nferreira⟧@suds-web-01:~$ exit'''),

('ci_workflow', '''name: deploy-rehome
on: push
jobs:
  deploy:
    runs-on: ⟪runner_image|ubuntu-22.04⟫
    env:
      NPM_TOKEN: ⟦APIKEY|$npm1⟧          # TODO move to repo secrets!! - ⟦PERSON|Grace⟧
      GITLAB_MIRROR_TOKEN: ⟦APIKEY|$glpat1⟧
    steps:
      - uses: ⟪action_ref|actions/checkout@v4⟫
      - run: echo "//registry.npmjs.org/:_authToken=${NPM_TOKEN}" > .npmrc
      - run: ./deploy.sh --host ⟦IP_ADDRESS|34.240.118.77⟧ --user deploy --tag ⟪image_tag|v4.2.7⟫'''),

('police_report_form', '''Lost/Stolen Dog - online report to ⟪org_name|Gloucestershire Constabulary⟫ (incident ⟪crime_ref|5224019873⟫)
Reporting person: Mr ⟦PERSON|Kwame Asante⟧, DOB ⟦DATE_OF_BIRTH|14/08/1983⟧
Address: ⟦ADDRESS|17 Brunswick Square, Gloucester GL1 1UG⟧
Mobile: ⟦PHONE|07956 203 117⟧   Email: ⟦EMAIL|kwame.asante@gmail.com⟧
Dog: "⟪pet_name|Shadow⟫", black Cane Corso, male, 3 yrs, chip ⟪microchip_no|977200009128845⟫
Last seen: ⟪last_seen_time|22/04/2024 ~19:40⟫ at ⟪place_name|Robinswood Hill⟫
Vehicle: white van, partial plate ⟪vehicle_plate_partial|WX6?⟫
Details: I was walking him with my dad who has ⟦MEDICAL|dementia⟧ and he let go of the lead when a man offered to help.'''),

('linkedin_message', '''Hi ⟦PERSON|Marguerite⟧ - saw your post about expanding ⟪org_name|Pawprint Crematorium⟫ into ⟪place_name|Kent⟫. I run a small dog-walking co-op in ⟪place_name|Maidstone⟫ (12 walkers) and we get asked about aftercare all the time. Would you be up for a referral partnership? I'm on ⟦PHONE|07909 114 372⟧ or ⟦EMAIL|owen@maidstonewalkcoop.co.uk⟧. Cheers, ⟦PERSON|Owen Pritchard⟧'''),

('calendar_invite', '''BEGIN:VCALENDAR
BEGIN:VEVENT
UID:⟪calendar_uid|$uuid3⟫
DTSTART:⟪timestamp|20240612T093000Z⟫
SUMMARY:Groom - ⟪pet_name|Hector⟫ (guide dog, lab) + nail clip
ORGANIZER;CN=⟦PERSON|Nadia Ferreira⟧:mailto:⟦EMAIL|nadia.ferreira@sudsandscissors.co.uk⟧
ATTENDEE;CN=⟦PERSON|Paulina Zielinska⟧:mailto:⟦EMAIL|p.zielinska@o2.pl⟧
LOCATION:⟪org_name|Suds & Scissors⟫
DESCRIPTION:Client mobile ⟦PHONE|07398 220 415⟧. Client is ⟦MEDICAL|registered blind⟧ - meet her at the door and walk her in.
END:VEVENT
END:VCALENDAR'''),

('class_handout', '''⟪org_name|PAWS & REFLECT⟫ - Puppy Foundations, Week 2 homework
1. Sit-stay: 3 sets of 5 reps, build to ⟪duration|10 seconds⟫.
2. Recall with a long line in the garden, high-value treats only.
3. Settle on a mat while you eat dinner.
Class code ⟪class_code|PUP-B-0624⟫ · Venue ⟪venue|St Mark's Hall⟫ · Course fee ⟪tariff|£90 for 6 weeks⟫
Next week: loose lead walking - bring a flat collar, no extendables!'''),

('chatbot_transcript', '''Bot: Hi! I'm ⟪bot_name|Willow⟫ 🌿, ⟪org_name|Rainbow Bridge⟫'s assistant. How can I help?
User: i need to arrange cremation for my cat, she died at home last night
Bot: I'm so sorry. Can I take your name, address and a phone number so a member of our team can call you?
User: ⟦PERSON|Deborah Lingard⟧, ⟦ADDRESS|6 Beech Croft, Ilkley LS29 8QN⟧, ⟦PHONE|07832 660 219⟧
Bot: Thank you ⟦PERSON|Deborah⟧. Would you like to pay the collection deposit now?
User: yes. card ⟦CARD|$card_v3⟧ exp ⟪card_expiry|05/26⟫ cvv ⟦CVV|904⟧
Bot: ⚠️ For your security please don't share card details in chat. A team member will take payment by phone. Session ⟪session_ref|WB-20240419-0087⟫'''),

('nextdoor_post', '''Found: ginger cat with blue collar on ⟪street_name|Fernleigh Ave⟫ 🐈 (not chipped per ⟪org_name|Gable Vets⟫ scan). He's in my porch with food. If yours, message me or call ⟦PERSON|Lorraine⟧ on ⟦PHONE|0117 924 6031⟧. NOT handing him to anyone without photos.
Also - whoever keeps leaving the side gate open at ⟪house_number|no. 14⟫ with the code ⟦PASSWORD|1234⟧ written on the post, please don't 😅'''),

('yelp_review', '''1 star - ⟪org_name|Pampered Paws Mobile Grooming⟫, ⟪place_name|Scottsdale AZ⟫
Booked thru their site, paid ⟦AMOUNT|$145⟧ upfront (card got charged twice, ⟦AMOUNT|$290⟧ total, still waiting on the refund of ⟦AMOUNT|$145⟧ - ugh). Groomer "⟦PERSON|Brittany⟧" showed up 2 hrs late and ⟪animal_health|nicked my poodle's ear⟫. When I called the owner, ⟦PERSON|Derek Haskins⟧, at ⟦PHONE|(480) 712-3390⟧ he hung up on me. Filed a chargeback.
- ⟦PERSON|Melissa R.⟧'''),

('gdpr_request', '''Subject: Subject Access Request - UK GDPR ⟪legal_ref|Art. 15⟫
To: ⟦EMAIL|dpo@petlogregistry.co.uk⟧

Dear Data Protection Officer,

I am writing to request a copy of all personal data you hold about me. To help locate my records:
Full name: ⟦PERSON|Imogen Clare Thursfield⟧ (previous surname ⟦PERSON|Baptiste⟧)
Date of birth: ⟦DATE_OF_BIRTH|9 January 1977⟧
Current address: ⟦ADDRESS|44 Wellington Road, Cheltenham GL52 2AG⟧
Previous address (until 2021): ⟦ADDRESS|7 Church Walk, Stroud GL5 1JL⟧
Email on account: ⟦EMAIL|imogen.thursfield@gmail.com⟧
Chips registered to me: ⟪microchip_no|985112004771263⟫, ⟪microchip_no|985112004771264⟫
A copy of my passport (no. ⟦PASSPORT|118843205⟧) is attached.

Yours faithfully,
⟦PERSON|Imogen Thursfield⟧'''),

('android_logcat', '''⟪log_timestamp|06-11 08:41:22.113⟫  ⟪process_id|4412⟫  4480 D OkHttp  : --> POST ⟪url|https://api.pawpals.app/v1/sitters/verify⟫
06-11 08:41:22.114  4412  4480 D OkHttp  : Authorization: Bearer ⟦APIKEY|$jwt3⟧
06-11 08:41:22.114  4412  4480 D OkHttp  : {"full_name":"⟦PERSON|Kenji Watanabe⟧","passport_no":"⟦PASSPORT|$pp_jp1⟧","nationality":"JPN","dob":"⟦DATE_OF_BIRTH|1989-10-05⟧"}
06-11 08:41:22.530  4412  4480 D OkHttp  : <-- 200 OK (⟪latency|416ms⟫)
06-11 08:41:22.531  4412  4480 I SitterVerify: verified sitter id=⟪sitter_id|77120⟫ device=⟪device_model|Pixel 8⟫ Android 14'''),

('house_notes', '''Welcome ⟦PERSON|Rosa⟧! Notes for the house:
- Front door keypad: ⟦PASSWORD|0 8 1 2⟧ then the tick
- Wifi: "⟪wifi_ssid|Fernhill-Guest⟫" / pass: ⟦PASSWORD|bluebell-meadow-42⟧
- Alarm master code is ⟦PASSWORD|9317⟧ - please don't use it, use the user code ⟦PASSWORD|2268⟧
- Cleaner ⟦PERSON|Maria⟧ comes ⟪schedule|Thursday 10am⟫, she has her own key
- ⟦PERSON|Arthur⟧ (our son) might pop round for post, his number ⟦PHONE|07791 306 225⟧
- Us in Lisbon: ⟦PHONE|+351 918 225 441⟧ (⟦PERSON|Mike⟧), ⟦EMAIL|mike.fernhill@gmail.com⟧
- ⟪pet_name|Rex⟫ the tortoise: see separate sheet. Hens out at 7am.
Thank you!! ⟦PERSON|Mike⟧ & ⟦PERSON|Jen Fernhill⟧'''),

('direct_debit_mandate', '''DIRECT DEBIT INSTRUCTION - ⟪org_name|Forever Friends Pet Funeral Plan⟫
Plan no.: ⟪plan_no|FF-PLN-004412⟫
Account holder: Mr ⟦PERSON|Desmond O'Hare⟧
Address: ⟦ADDRESS|19 Saltwell View, Gateshead NE8 4JS⟧
IBAN: ⟦IBAN|$iban_gb3⟧
Monthly collection: ⟦AMOUNT|£7.50⟧ on the 1st
Service user number: ⟪service_user_no|437120⟫
Signature: ⟦PERSON|D. O'Hare⟧   Date: ⟪signature_date|03/03/2024⟫'''),

('vendor_application', '''Vendor Application - ⟪event_name|Gulf Coast Reptile Expo⟫ (⟪place_name|Houston⟫, Oct 2024)
Business name: ⟪org_name|Scales of Justice Reptiles⟫ (sole proprietor)
Owner: ⟦PERSON|DeShawn Mitchell⟧
Tax ID (SSN or EIN): ⟦SSN|$ssn2⟧
Texas sales tax permit: ⟪tax_permit_no|3-20488-1723-9⟫
Phone: ⟦PHONE|(832) 418-2290⟧   Email: ⟦EMAIL|deshawn@scalesofjusticereptiles.com⟧
Booth: 2 tables @ ⟪tariff|$95/table⟫. Paid ⟦AMOUNT|$190⟧ with card ending ⟪masked_card|***7742⟫.
Animals: ball pythons, western hognoses, crested geckos.'''),

('crm_note', '''Contact: ⟦PERSON|Eleanor Voss-Achebe⟧   Lifecycle: customer   Owner: ⟦PERSON|sbhatt⟧
Phone: ⟦PHONE|+44 20 8761 3304⟧   Email: ⟦EMAIL|eleanor.va@gmail.com⟧
Record ID ⟪crm_record_id|5512093344⟫
Note (⟦PERSON|sbhatt⟧, 12 Mar): Called re ⟪pet_name|Clover⟫ (cockapoo, ⟪behaviour_issue|resource guarding⟫). ⟦PERSON|Eleanor⟧ is ⟦MEDICAL|recovering from a stroke⟧ so walks are short - switching plan to home sessions. Agreed 3 home visits at ⟪quote|£85 each⟫; she paid ⟦AMOUNT|£255⟧ upfront by bank transfer.'''),

('breeder_email', '''Hey ⟦PERSON|Marisol⟧,
Yes the 2024 male "⟪pet_name|Cinder⟫" (⟪morph|hypo het albino⟫ hognose) is still available - ⟪price|$425⟫ plus ⟪price|$65⟫ overnight shipping (FedEx Priority, live animal). I can hold him 48h with a ⟪quote|$100 deposit⟫. Zelle works, same as my email.
P.S. ⟦PERSON|Marisol⟧, your last order note said you're ⟦MEDICAL|allergic to cedar⟧ - I only use aspen bedding so no worries.
Thanks!
--
⟦PERSON|Cody Lindqvist-Reyes⟧
⟪org_name|Lindqvist Hognose Co.⟫ · small breeder
📞 ⟦PHONE|(615) 930-4471⟧ · ✉️ ⟦EMAIL|cody@lindqvisthognose.com⟧
⟪place_name|Nashville, TN⟫'''),

('sql_query_result', '''petlog=> SELECT keeper_id, full_name, phone, postcode_verified, last_ip FROM keepers WHERE chip = '⟪microchip_no|900164001882310⟫';
 keeper_id |    full_name     |     phone      | postcode_verified |    last_ip
-----------+------------------+----------------+-------------------+------------------------
    ⟪row_id|228141⟫ | ⟦PERSON|Moira Fairbairn⟧  | ⟦PHONE|07931 448 016⟧  | t                 | ⟦IP_ADDRESS|109.144.22.87⟧
    ⟪row_id|231907⟫ | ⟦PERSON|Craig Fairbairn⟧  | ⟦PHONE|07931 448 071⟧  | f                 | ⟦IP_ADDRESS|2a00:23c7:8e1a:4c01::5⟧
(2 rows)'''),

('release_notes', '''WalkiesApp ⟪app_version|3.8.3⟫ (build ⟪build_number|1902⟫) - release notes
- Fix: SendGrid key removed from the bundle (⟪issue_key|WALK-2291⟫)
- New: live GPS trail sharing for owners
- Perf: map tiles cached (commit ⟪commit_sha|7a8a0e2⟫)
- Min ⟪os_version|iOS 16.0⟫ / ⟪os_version|Android 9⟫
Released ⟪release_date|2024-07-15⟫'''),

('transport_email', '''Subject: Transport run Sat - ⟪place_name|Tulsa⟫ → ⟪place_name|Denver⟫, 3 dogs
Hi all,
Leg 1 (Tulsa → ⟪place_name|Wichita⟫): ⟦PERSON|Brenda Kowalczyk⟧, ⟦PHONE|(918) 284-6610⟧
Leg 2 (Wichita → Hays): ⟦PERSON|Luis⟧ & ⟦PERSON|Marta Ocampo⟧, ⟦PHONE|(316) 445-0927⟧
Leg 3 (Hays → Denver): me.
Dogs: ⟪pet_name|Biscotti⟫, ⟪pet_name|Duke⟫, ⟪pet_name|Nala⟫. Duke needs his ⟪pet_medication|trazodone⟫ (in the bag).
⟦PERSON|Brenda⟧ - pls text me your plate for the hand-off. Reminder ⟦PERSON|Marta⟧ just had ⟦MEDICAL|knee surgery⟧ so ⟦PERSON|Luis⟧ will do the lifting.
Thanks, ⟦PERSON|Gina Rosetti⟧
Transport Coordinator, ⟪org_name|Plains Paws Rescue⟫
⟦EMAIL|gina.rosetti@plainspaws.org⟧ | cell ⟦PHONE|(720) 341-8856⟧'''),
]
