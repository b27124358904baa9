# -*- coding: utf-8 -*-
"""English texts of blind55.  Each entry: (kind, marked_text).  Typed one by one."""
TEXTS = []

# ---------------------------------------------------------------- part 1
TEXTS += [
("salon_booking_sms", """Hi ⟦PERSON|Carla⟧, it's ⟦PERSON|Dev⟧ from ⟪org_name|Shear Genius⟫ 😊 confirming ur cut & colour Thurs ⟪appointment_time|14:30⟫ w/ ⟦PERSON|Marisol⟧. Shade ⟪hair_dye_shade|7.1⟫ + toner like last time. Deposit of ⟦AMOUNT|£25⟧ rec'd, ref ⟪booking_ref|SG-44817⟫. Running late? text ⟦PHONE|07723 418 906⟧
> ⟦PERSON|Carla⟧: perfect ta! can u note my scalp is still sore from the ⟦MEDICAL|psoriasis flare⟧ so gentle w/ the bleach pls x"""),

("tattoo_consent_form", """INKWELL COLLECTIVE — CLIENT CONSENT & HEALTH FORM
Full name: ⟦PERSON|Bethany Rhoads⟧
Date of birth: ⟦DATE_OF_BIRTH|09/11/1996⟧
Address: ⟦ADDRESS|Flat 3, 27 Carrow Road, Norwich NR1 1HU⟧
Mobile: ⟦PHONE|+44 7911 204 577⟧    Email: ⟦EMAIL|beth.rhoads96@gmail.com⟧
Photo ID seen: UK passport no. ⟦PASSPORT|$pp_uk_1⟧ (checked by ⟦PERSON|Tomasz⟧)
Any medical conditions? ⟦MEDICAL|Type 1 diabetes⟧ (wears a pump). ⟦MEDICAL|Keloid scarring⟧ on left shoulder from old piercing.
Current medication: ⟦MEDICAL|NovoRapid insulin⟧
Design: ⟪design_ref|FL-0932⟫ fineline peony, inner forearm, est. ⟪quote|£180–£220⟫
Needle ⟪needle_config|3RL⟫ / ink batch ⟪ink_batch|EI-22-1187⟫
Client signature: ⟦PERSON|B. Rhoads⟧"""),

("matchmaker_crm_note", """Matchmaker notes — client #⟪client_id|MM-2291⟫
Name: ⟦PERSON|Priya Raghunathan⟧ (goes by ⟦PERSON|Pri⟧)
DOB ⟦DATE_OF_BIRTH|1989-02-17⟧, lives ⟦ADDRESS|14 Elmfield Avenue, Leicester LE2 1RB⟧
Membership: Gold, paid ⟦AMOUNT|£2,400⟧ upfront (⟪org_revenue|£38k⟫ gold revenue this qtr lol)
Intake w/ ⟦PERSON|Hannah⟧: divorced 2021, one son (8). Mentioned ⟦MEDICAL|coeliac disease⟧ — dinner venues must be GF. Not keen on smokers. Wants someone in ⟪place_name|Nottingham⟫ or ⟪place_name|Derby⟫ max.
Shortlist: ⟦PERSON|Marcus Bell⟧ (#⟪client_id|MM-2140⟫), ⟦PERSON|Owen T.⟧ (#⟪client_id|MM-2203⟫)"""),

("cleaning_dispatch_slack", """#dispatch — ⟪org_name|Sparkle & Co Cleaning⟫
[08:02] ⟦PERSON|kat.morrow⟧: who's covering Mrs ⟦PERSON|Okonjo⟧'s deep clean today? ⟦ADDRESS|9 Linden Grove, Bristol BS6 7QW⟧
[08:04] ⟦PERSON|dani_p⟧: me + ⟦PERSON|Lwazi⟧. what's the lockbox?
[08:05] ⟦PERSON|kat.morrow⟧: lockbox ⟦PASSWORD|5182⟧, alarm ⟦PASSWORD|0447⟧ then hit ✓. key tag ⟪key_tag|K-17⟫ is in the van
[08:05] ⟦PERSON|kat.morrow⟧: dog ⟪pet_name|Biscuit⟫ stays in the utility room, he's on ⟪pet_medication|Apoquel⟫ so no treats!!
[08:11] ⟦PERSON|dani_p⟧: 👍 invoice ⟪invoice_no|INV-20931⟫ says 4hrs @ ⟪hourly_rate|£18/h⟫ is that right
[08:12] ⟦PERSON|kat.morrow⟧: yep. her mobile if stuck ⟦PHONE|07834 556 201⟧"""),

("nanny_agency_email", """From: ⟦PERSON|Rebecca Thorne⟧ <⟦EMAIL|rebecca@littlelanternnannies.co.uk⟧>
To: ⟦EMAIL|j.adeyemi@outlook.com⟧
Subject: Re: nanny for ⟦PERSON|Ayo⟧ & ⟦PERSON|Tolu⟧ - next steps

Hi ⟦PERSON|Joy⟧,

Lovely to chat this morning. ⟦PERSON|Sofia⟧ can start Mon–Thu from 3 Feb. Her rate is ⟦AMOUNT|£16.50⟧ gross/hr; our placement fee is ⟪agency_fee|£1,150 + VAT⟫ as per the T&Cs.
⟦PERSON|Sofia⟧ carries an EpiPen herself (⟦MEDICAL|peanut allergy⟧) so she is very used to allergy plans. Could you send over ⟦PERSON|Tolu⟧'s care plan? You mentioned ⟦MEDICAL|eczema⟧ and an ⟦MEDICAL|egg allergy⟧.

Best wishes,
⟦PERSON|Rebecca Thorne⟧
Placement Manager | Little Lantern Nannies (Ofsted ⟪org_registration|EY563214⟫)
⟦PHONE|0161 496 0732⟧ | ⟪org_address|Unit 4, Jacksons Yard, Manchester M4 5JD⟫"""),
]

TEXTS += [
("barber_pos_log", """2024-06-14T10:22:07Z INFO  pos.checkout txn=⟪transaction_id|tx_7fd21c⟫ store=⟪store_id|BRB-LDN-03⟫ staff=⟦PERSON|jmensah⟧ client="⟦PERSON|Kwame Osei⟧" amount=⟦AMOUNT|GBP 32.00⟧ tip=⟦AMOUNT|GBP 5.00⟧ card=⟪masked_card|**** 6620⟫
2024-06-14T10:22:08Z WARN  pos.sync retry upstream=⟦IP_ADDRESS|10.12.4.31⟧:⟪port|8443⟫ attempt=2 backoff=400ms
2024-06-14T10:22:09Z DEBUG pos.auth refreshed token, using access_token=⟦APIKEY|$ak_square_1⟧
2024-06-14T10:41:55Z INFO  pos.checkout txn=⟪transaction_id|tx_7fd2a0⟫ store=BRB-LDN-03 staff=⟦PERSON|jmensah⟧ client="⟦PERSON|Rory⟧ (walk-in)" amount=⟦AMOUNT|GBP 18.00⟧ tip=0
⟪timestamp|2024-06-14T10:41:56Z⟫ INFO  pos.receipt sent via sms provider=twilio status=⟪http_status|201⟫"""),

("photo_studio_invoice", """LUMEN & GRAIN PHOTOGRAPHY LTD
Invoice ⟪invoice_no|LG-2024-0417⟫        Date: ⟪invoice_date|02 May 2024⟫
Bill to: ⟦PERSON|Eleanor Fitch-Hayward⟧
⟦ADDRESS|The Old Rectory, Church Lane, Great Bardfield, Braintree CM7 4SA⟧

Newborn session (home)            ⟪price|£295.00⟫
Album 10x10, 20pp                 ⟪price|£340.00⟫
Less deposit paid 11/03           -⟦AMOUNT|£100.00⟧
BALANCE DUE                       ⟦AMOUNT|£535.00⟧

Pay by bank transfer to Lumen & Grain Ltd, sort code ⟪org_sort_code|30-99-50⟫, acct ⟪org_account_no|71522086⟫, ref ⟪payment_ref|LG0417⟫ (IBAN ⟪org_iban|$dk_org_iban_1⟫).
VAT reg ⟪vat_number|GB 284 1173 06⟫ · Co. no. ⟪company_number|09917342⟫"""),

("tailor_whatsapp_export", """[12/03/24, 09:14:51] ⟦PERSON|Nadia Haddad⟧: Hi! Is the suit ready? need it for Sat 🙏
[12/03/24, 09:20:03] ⟪org_name|Stitch Perfect Alterations⟫: Hi ⟦PERSON|Nadia⟧, ready tmrw after 2. Hem + take in waist, total ⟦AMOUNT|£48⟧, you already paid ⟦AMOUNT|£20⟧
[12/03/24, 09:21:40] ⟦PERSON|Nadia Haddad⟧: amazing. my husband ⟦PERSON|Sami⟧ will collect, ticket no ⟪ticket_no|0387⟫
[12/03/24, 09:22:15] ⟦PERSON|Nadia Haddad⟧: can I pay the rest by transfer?
[12/03/24, 09:25:02] Stitch Perfect Alterations: sure - acc name S P Alterations ⟪org_sort_code|40-11-62⟫ ⟪org_account_no|90814422⟫
[⟪timestamp|12/03/24, 09:31:17⟫] ⟦PERSON|Nadia Haddad⟧: sent ⟦AMOUNT|£28⟧ from my ⟦IBAN|$iban_gb_1⟧ account, ref SUIT"""),

("nail_salon_review", """★★☆☆☆  "Lovely decor, shame about the infection" — posted by ⟦PERSON|tasha_b_88⟧
Went to ⟪org_name|Polished Nail Bar⟫ on ⟪place_name|Deansgate⟫ for gel extensions. ⟦PERSON|Linh⟧ was sweet but rushed the cuticle work and 4 days later I had ⟦MEDICAL|paronychia⟧ on two fingers, GP put me on ⟦MEDICAL|flucloxacillin⟧. Paid ⟦AMOUNT|£42⟧ + ⟦AMOUNT|£5⟧ tip (set was listed at ⟪price|£38⟫ online, no idea where the extra came from). Manager Mr ⟦PERSON|Tran⟧ offered a ⟦AMOUNT|£20⟧ voucher which is something I guess.

Owner response: Hi ⟦PERSON|Tasha⟧, we're so sorry. We have retrained the team on our ⟪policy_ref|hygiene SOP v4⟫. Please DM us."""),

("childminder_invoice_csv", """# export invoices_may24.csv generated ⟪timestamp|2024-05-03 18:02⟫
child,parent,parent_email,parent_phone,week,hours,amount_due,notes
⟦PERSON|Isla Grant⟧,⟦PERSON|Fiona Grant⟧,⟦EMAIL|fiona.grant@btinternet.com⟧,⟦PHONE|07700 184 262⟧,⟪week_no|2024-W18⟫,32,⟦AMOUNT|£208.00⟧,⟦MEDICAL|asthma - blue inhaler in bag⟧
⟦PERSON|Leo Nwosu⟧,⟦PERSON|Chidi Nwosu⟧,⟦EMAIL|chidinwosu@yahoo.co.uk⟧,⟦PHONE|+447432901155⟧,2024-W18,24,⟦AMOUNT|£156.00⟧,⟦MEDICAL|nut allergy (EpiPen x2)⟧
⟦PERSON|Ruby Khatun⟧,⟦PERSON|Shirin Khatun⟧,⟦EMAIL|shirin.k@protonmail.com⟧,⟦PHONE|07951 302 448⟧,2024-W18,15,⟦AMOUNT|£97.50⟧,rate ⟪hourly_rate|£6.50⟫ (sibling discount n/a)"""),

("salon_booking_env_file", """# glowbar-booking / .env.production   (DO NOT COMMIT!!)
APP_ENV=production
APP_VERSION=⟪version|3.14.2⟫
APP_KEY=⟦SECRET|$sec_laravel_appkey_1⟧
DB_HOST=⟦IP_ADDRESS|172.19.40.12⟧
DB_PORT=⟪port|5432⟫
DB_USERNAME=⟪service_account|glowbar_app⟫
DB_PASSWORD=⟦PASSWORD|Gl0wb@r!2024prod⟧
STRIPE_KEY=⟪publishable_key|$dk_pk_live_1⟫
STRIPE_SECRET=⟦APIKEY|$ak_stripe_1⟧
STRIPE_WEBHOOK_SECRET=⟦SECRET|$sec_whsec_1⟧
TWILIO_ACCOUNT_SID=⟪account_sid|$dk_twilio_sid_1⟫
TWILIO_AUTH_TOKEN=⟦SECRET|$sec_twilio_token_1⟧
MAIL_FROM=⟦EMAIL|bookings@glowbar.co.uk⟧
# on-call: ⟦PERSON|Serena Odum⟧ ⟦PHONE|07388 620 914⟧"""),

("cleaning_call_transcript", """[Call recording — ⟪org_name|Brightside Home Cleaning⟫ — ⟪call_id|CR-20240611-0093⟫]
AGENT: Brightside, ⟦PERSON|Jordan⟧ speaking.
CALLER: Hi yeah, it's ⟦PERSON|Maureen Kelleher⟧, I had a quote for an end-of-tenancy clean?
AGENT: Lovely, can I take the address?
CALLER: It's ⟦ADDRESS|42 Hawthorn Crescent, Swindon, SN3 4PJ⟧.
AGENT: Got you. And best number?
CALLER: ⟦PHONE|oh seven eight two one, four four six, nine nine three⟧.
AGENT: Perfect. So the quote was ⟪quote|£260⟫ for the three-bed and I can see you paid a ⟦AMOUNT|sixty quid⟧ deposit.
CALLER: Yes, ⟦AMOUNT|sixty pounds⟧, on the card ending ⟪masked_card|4471⟫.
CALLER: Oh and I've got ⟦MEDICAL|COPD⟧ so please no bleach sprays, the fumes set me off.
AGENT: Noted on the job sheet, ref ⟪booking_ref|BHC-88120⟫."""),

("piercing_aftercare_leaflet", """PIERCING AFTERCARE — ⟪org_name|Steel Rose Studio⟫
Clean twice daily with sterile saline (e.g. ⟪product_name|NeilMed Piercing Aftercare⟫). Do NOT use ⟪drug_leaflet|Savlon⟫, TCP or surgical spirit.
Mild swelling, redness and clear/yellow crusting are normal for 1–2 weeks. Spreading redness, hot skin or a fever may mean infection: see a pharmacist or GP.
Healing times: lobe ⟪healing_time|6–8 weeks⟫, helix 6–12 months, septum 6–8 months.
Downsizing: ⟪price|£15⟫ incl. implant-grade titanium post (⟪product_standard|ASTM F136⟫).
Questions? DM ⟪org_handle|@steelrose.studio⟫ · leaflet ⟪document_version|rev 2024-02⟫"""),

("matchmaker_intro_email", """Subject: Introduction: ⟦PERSON|Alistair⟧ ↔ ⟦PERSON|Grace⟧

Hi ⟦PERSON|Grace⟧,

As promised, I'd love to introduce you to ⟦PERSON|Alistair⟧. He's 41, a large-animal vet based near ⟪place_name|Harrogate⟫, loves fell running and terrible puns. He did mention he's ⟦MEDICAL|partially deaf in his left ear⟧, so pick somewhere quiet!
His number: ⟦PHONE|07802 337 146⟧. Please don't share his surname until after the first date (our policy ⟪policy_ref|P-7⟫).

Also a gentle reminder that your renewal of ⟦AMOUNT|£1,250⟧ is due on ⟪due_date|1 July⟫.

Warmly,
⟦PERSON|Philippa Drummond-Leigh⟧
Senior Matchmaker, ⟪org_name|Heart & Hearth Introductions⟫
⟦PHONE|020 7946 0381⟧ | ⟦EMAIL|philippa@heartandhearth.co.uk⟧"""),

("dry_cleaner_sms", """CleanLine Dry Cleaners: Hi Mr ⟦PERSON|Abiodun⟧, your order ⟪order_id|#55120⟫ (2 shirts, 1 wool coat) is ready. Balance ⟦AMOUNT|£23.40⟧. Stain on coat lining couldn't be fully removed (care label ⟪fabric_code|WL-100⟫). Collect by ⟪collection_date|28/06⟫ or call ⟦PHONE|01632 960 442⟧. Reply STOP to opt out"""),

("tattoo_incident_ticket", """Ticket ⟪ticket_id|HD-4821⟫ | Priority: High | Opened by ⟦PERSON|Callum Reid⟧
Subject: Client reaction after session (⟪booking_ref|IK-30917⟫)
Client: ⟦PERSON|Ana Paula Ferreira⟧, DOB ⟦DATE_OF_BIRTH|23 March 1994⟧, tel ⟦PHONE|07491 553 018⟧
Summary: 36h after colour work client reports ⟦MEDICAL|raised itchy rash confined to the red ink areas⟧. Client says she has a ⟦MEDICAL|nickel allergy⟧ (not disclosed on form). Advised antihistamine + GP. Ink: ⟪ink_batch|Eternal Bright Red lot 22-0871⟫. Artist: ⟦PERSON|Jez⟧.
Refund requested: ⟦AMOUNT|£150⟧ of the ⟦AMOUNT|£310⟧ paid. Manager ⟦PERSON|Sunita Bhatt⟧ approved a partial refund of ⟦AMOUNT|£100⟧ to the original card ⟪masked_card|•••• 0913⟫."""),

("salon_server_shell_history", """  501  ssh ⟦PERSON|mkowalczyk⟧@⟦IP_ADDRESS|192.168.1.40⟧
  502  cd /home/⟦PERSON|mkowalczyk⟧/salon-pos
  503  git pull origin ⟪branch_name|release/2.8⟫
  504  export SENDGRID_API_KEY=⟦APIKEY|$ak_sendgrid_1⟧
  505  psql "postgresql://salon:⟦SECRET|Tr1mL1ne#88⟧@⟦IP_ADDRESS|10.0.8.14⟧:5432/bookings"
  506  docker logs -f pos_api --since ⟪timestamp|2024-04-02T09:00:00⟫
  507  scp backup.sql ⟦PERSON|gbaptiste⟧@⟦IP_ADDRESS|100.82.14.7⟧:/srv/backups/
  508  sha256sum backup.sql   # ⟪sha256|$dk_sha256_1⟫
  509  history -c"""),
]

# ---------------------------------------------------------------- part 2
TEXTS += [
("nanny_employment_contract", """NANNY EMPLOYMENT CONTRACT — summary page
Employer: ⟦PERSON|Daniel Okafor⟧ and ⟦PERSON|Helen Okafor⟧, ⟦ADDRESS|31 Beechwood Road, Sheffield S11 8DL⟧
Employee: ⟦PERSON|Agnieszka Wróbel⟧, born ⟦DATE_OF_BIRTH|14.08.1991⟧
NI no. ⟦NATIONAL_ID|$nid_uk_nino_1⟧; PESEL ⟦NATIONAL_ID|$nid_pl_pesel_1⟧ (seen for right-to-work check)
Start date: ⟪start_date|6 January 2025⟫. Hours: 45/week, Mon–Fri.
Gross salary: ⟦AMOUNT|£31,200⟧ per annum, paid monthly to ⟦IBAN|$iban_gb_3⟧.
Payroll bureau: ⟪org_name|NannyTax Direct⟫, employer PAYE ref ⟪paye_reference|120/NA48213⟫.
Children: ⟦PERSON|Ezra⟧ (4) and ⟦PERSON|Naomi⟧ (18 months). ⟦PERSON|Naomi⟧ has ⟦MEDICAL|reflux, takes Gaviscon Infant⟧ with feeds.
Signed: ⟦PERSON|D. Okafor⟧ / ⟦PERSON|A. Wróbel⟧"""),

("photo_model_release_w9", """BRIGHT ALLEY STUDIOS — MODEL RELEASE + W-9 INFO
Model: ⟦PERSON|Kayla Jean Morrison⟧      DOB: ⟦DATE_OF_BIRTH|07/22/1999⟧
Address: ⟦ADDRESS|418 W Alameda Ave Apt 6, Burbank, CA 91506⟧
Phone: ⟦PHONE|(818) 402-7719⟧   Email: ⟦EMAIL|kaylajmorrison@icloud.com⟧
Taxpayer ID (SSN): ⟦SSN|$ssn_1⟧
ID presented: US passport ⟦PASSPORT|$pp_us_1⟧, exp. ⟪expiry_date|2031-05-02⟫
Session fee: ⟦AMOUNT|$650.00⟧ flat, paid via Zelle conf. ⟪payment_confirmation|ZL7731A0⟫
Job ⟪job_number|BA-2207⟫ "Desert Bloom" lookbook for ⟪client_brand|Marlow & Pine⟫
Photographer: ⟦PERSON|Luis Ocampo⟧"""),

("salon_notify_yaml", """# notify.yaml — salon-notify service (⟪version|v0.9.3⟫)
slack:
  channel: "#front-desk"
  webhook_url: ⟦SECRET|$sec_slack_hook_1⟧
  # example from the docs, do not use: ⟪example_webhook|$dk_slack_doc_hook⟫
mailgun:
  domain: ⟪domain|mg.curlupanddye.co.uk⟫
  api_key: ⟦APIKEY|$ak_mailgun_1⟧
maps:
  google_api_key: ⟦APIKEY|$ak_google_1⟧
sms:
  sender_id: CURLUPDYE
  fallback_host: ⟪doc_ip|198.51.100.23⟫
owner_alerts:
  - name: ⟦PERSON|Bronagh McAteer⟧
    phone: "⟦PHONE|+44 28 9045 6612⟧"
  - name: ⟦PERSON|Siobhan⟧
    phone: "⟦PHONE|+44 7522 801 339⟧"
retry: { max: 3, backoff_ms: ⟪config_number|1500⟫ }"""),

("barber_instagram_dm", """⟪org_handle|@fadefactory.ldn⟫ ↔ @⟦PERSON|big_tunde⟧
⟦PERSON|big_tunde⟧: yo bro u got anything sat morning? need a skin fade n beard
fadefactory.ldn: Morning ⟦PERSON|Tunde⟧! 10:15 with ⟦PERSON|Kofi⟧ is free. Skin fade + beard is ⟪price|£27⟫
⟦PERSON|big_tunde⟧: bet. fyi i got an ⟦MEDICAL|alopecia areata⟧ patch at the back, doc's got me on ⟦MEDICAL|steroid injections⟧ so go easy w the clippers there
fadefactory.ldn: no worries at all fam. name + number for the booking?
⟦PERSON|big_tunde⟧: ⟦PERSON|Babatunde Adebayo⟧ ⟦PHONE|07405 662 918⟧
fadefactory.ldn: locked in ✅ ref ⟪booking_ref|FF-5530⟫. use code ⟪promo_code|FRESH10⟫ for 10% off products"""),

("dating_signup_json", """POST /api/v2/members   ⟪request_id|req_8c1e44b0⟫
{
  "first_name": "⟦PERSON|Imogen⟧",
  "last_name": "⟦PERSON|Sackville⟧",
  "email": "⟦EMAIL|imogen.sackville@hotmail.co.uk⟧",
  "mobile": "⟦PHONE|+447700912388⟧",
  "dob": "⟦DATE_OF_BIRTH|1987-10-05⟧",
  "area": "⟪outward_postcode|TW9⟫",
  "password": "⟦PASSWORD|Luna&Pip2019!⟧",
  "seeking": "man",
  "age_range": [38, 50],
  "health_disclosure": "⟦MEDICAL|type 2 diabetic, well controlled⟧",
  "plan": "⟪plan_code|SILVER_12M⟫",
  "signup_ip": "⟦IP_ADDRESS|86.142.77.203⟧",
  "client_version": "⟪version|web-4.22.1⟫",
  "consent_id": "⟪uuid|$dk_uuid_1⟫"
}"""),

("cleaning_invoice_us", """MAID IN HEAVEN CLEANING CO. — Invoice #⟪invoice_no|10482⟫
Customer: ⟦PERSON|Gregory Tamburello⟧
Service address: ⟦ADDRESS|2716 N Kedzie Blvd, Unit 2F, Chicago, IL 60647⟧
Phone: ⟦PHONE|773-294-6610⟧
Date of service: ⟪service_date|09/14/2024⟫     Cleaner: ⟦PERSON|Yesenia⟧
Recurring biweekly clean (2BR)          ⟪price|$145.00⟫
Inside oven add-on                      ⟪price|$35.00⟫
Sales tax                               ⟪tax_rate|10.25%⟫
TOTAL CHARGED                           ⟦AMOUNT|$198.45⟧ (Visa ending ⟪masked_card|1184⟫)
Client note: fragrance-free products only, ⟦PERSON|Greg⟧ has ⟦MEDICAL|contact dermatitis⟧. Side gate code ⟦PASSWORD|1963⟧."""),

("tailor_order_card_ocr", """[OCR scan — order card, ⟪org_name|Savile & Sons Bespoke⟫]
CUST: ⟦PERSON|R. Venkataraman⟧    TEL ⟦PHONE|07956 441203⟧
Emai1: ⟦EMAIL|r.venkat@venkataraman-law.co.uk⟧
ORDER ⟪order_id|B-7719⟫   2pc navy ⟪fabric_code|VBC 4521⟫
CHEST 41  WAIST 35  INSEAM 31½  SLV 25 (⟪measurement|L sleeve +1/4⟫)
N0TES: ⟦MEDICAL|scoliosis - R shoulder sits 2cm lower⟧, adjust pad
DEP0SIT ⟦AMOUNT|£450⟧ PD 12/2    BAL ⟦AMOUNT|£1,050⟧
FITTING 2: ⟪fitting_date|Thu 7/3 11am⟫ w/ Mr ⟦PERSON|Pellegrini⟧"""),

("childminder_incident_record", """ACCIDENT / INCIDENT RECORD — ⟪org_name|Acorn Cottage Childminding⟫ (Ofsted ⟪org_registration|EY498870⟫)
Child: ⟦PERSON|Harvey Lomax⟧     DOB: ⟦DATE_OF_BIRTH|2021-03-30⟧
Date/time: ⟪incident_time|14/10/2024 10:40⟫     Location: garden, ⟪location|climbing frame⟫
What happened: ⟦PERSON|Harvey⟧ slipped on the wet step and bumped his forehead. ⟦MEDICAL|2cm graze and small bump above left eyebrow⟧. Cold compress applied, no loss of consciousness.
First aid given by: ⟦PERSON|Jo Pennington⟧ (paediatric first aid cert ⟪certificate_no|PFA-22-1183⟫)
Parent informed: ⟦PERSON|Kirsty Lomax⟧ on ⟦PHONE|07866 120 447⟧ at 10:52
Known conditions: ⟦MEDICAL|mild haemophilia A⟧ — parent advised to watch for bruising overnight.
Parent signature: ⟦PERSON|K. Lomax⟧"""),

("nail_booking_stack_trace", """Traceback (most recent call last):
  File "/srv/nailbook/app/payments.py", line ⟪line_number|214⟫, in charge_deposit
    intent = stripe.PaymentIntent.create(amount=deposit_pence, currency="gbp", customer=cust_id)
  File "/srv/nailbook/venv/lib/⟪runtime_version|python3.11⟫/site-packages/stripe/_api_requestor.py", line 197, in request
    raise self.handle_error_response(rbody, rcode, resp)
stripe._error.CardError: Request ⟪request_id|req_Qz81bTn⟫: Your card was declined. (customer=⟪customer_id|cus_PkL92mXa⟫, email=⟦EMAIL|zara.ahmed92@gmail.com⟧)
[2024-08-02 19:44:10,113] ERROR nailbook.payments: deposit failed booking=⟪booking_ref|NB-61207⟫ client="⟦PERSON|Zara Ahmed⟧" amount=⟦AMOUNT|£35.00⟧ ip=⟦IP_ADDRESS|31.94.17.220⟧
[2024-08-02 19:44:10,114] DEBUG nailbook.config STRIPE_SECRET_KEY=⟦APIKEY|$ak_stripe_rk_1⟧ (loaded from env)"""),

("photo_crm_sql_dump", """-- studio_crm dump ⟪timestamp|2024-03-19 02:00:01⟫, schema ⟪schema_version|v12⟫
INSERT INTO clients (id, full_name, email, phone, dob, password_hash, notes) VALUES
 (⟪row_id|1041⟫, '⟦PERSON|Théo Marchand⟧', '⟦EMAIL|theo.marchand@orange.fr⟧', '⟦PHONE|+33 6 12 48 77 90⟧', '⟦DATE_OF_BIRTH|1990-06-21⟧', '⟪password_hash|$2b$12$Lq8yKJ0v2mQeW7sYtZp1ZeR4uN6cVb9XoA3hT5gD8fK1jL0iP2wSa⟫', 'wedding pkg; ⟦MEDICAL|epilepsy - no strobe flash⟧'),
 (⟪row_id|1042⟫, '⟦PERSON|Erik Lindqvist⟧', '⟦EMAIL|erik.lindqvist@telia.se⟧', '⟦PHONE|+46 70 318 22 64⟧', '⟦DATE_OF_BIRTH|1985-06-07⟧', NULL, 'corporate headshots; personnummer ⟦NATIONAL_ID|$nid_se_pnr_1⟧ for invoice');"""),

("tattoo_paypal_notification", """From: ⟦EMAIL|service@paypal.co.uk⟧
Subject: You've got money

You received ⟦AMOUNT|£50.00 GBP⟧ from ⟦PERSON|Chloe Brennan⟧ (⟦EMAIL|chloebrennan.art@gmail.com⟧)
Note from ⟦PERSON|Chloe Brennan⟧: "deposit for sleeve consult w/ ⟦PERSON|Marco⟧ 🌙 (design ⟪design_ref|moth-v2⟫)"
Transaction ID: ⟪transaction_id|8RF29341XK7730512⟫
Paid to: ⟪org_name|Blackmoth Tattoo Ltd⟫
Fee: ⟪processing_fee|£1.74⟫"""),

("matchmaker_voice_memo", """[voice memo, transcribed by ⟪app_name|Otter⟫ — 3 min]
ok new client for the ⟪place_name|Bath⟫ office, it's Mrs ⟦PERSON|Georgina Ashdown⟧, spelled ⟦PERSON|A-S-H-D-O-W-N⟧, date of birth the ⟦DATE_OF_BIRTH|14th of July 1982⟧, widowed 2019, two grown-up daughters. Number is ⟦PHONE|oh seven seven three four, double two one, eight five oh⟧, email I'll type in, it's ⟦EMAIL|g.ashdown@btinternet.com⟧. She had ⟦MEDICAL|breast cancer, in remission since 2021⟧ and is quite open about it. Looking for someone sixty-ish, non-smoker, likes walking, ideally around ⟪place_name|Bradford-on-Avon⟫. She went for Platinum, ⟦AMOUNT|four and a half grand⟧, paying by card today. Ask ⟦PERSON|Tamsin⟧ to run the usual checks. End memo."""),
]

TEXTS += [
("cleaners_whatsapp_group", """Sparkly Maids 🧽 (group chat)
⟦PERSON|Rosa⟧: girls for tmrw: 9am is ⟦ADDRESS|Flat 12, Marlowe Court, 5 Park Rd, Reading RG1 6DG⟧, main door code is ⟦PASSWORD|2 5 8 0⟧ then the flat key is in the key safe, ⟦PASSWORD|1166⟧
⟦PERSON|Ileana⟧: ok 👌 wifi there? last time 4g was dead
⟦PERSON|Rosa⟧: wifi ⟪wifi_ssid|BT-7HQK2A⟫ pw ⟦PASSWORD|fV7kR4dQx9Nh⟧
⟦PERSON|Ileana⟧: ta. who's the client again
⟦PERSON|Rosa⟧: Mr ⟦PERSON|Whitfield⟧, he's just home after a ⟦MEDICAL|hip replacement⟧ so keep it quiet & don't move his walker
⟦PERSON|Bea⟧: i can do the 1pm one in ⟪place_name|Caversham⟫
⟦PERSON|Rosa⟧: thanks hun. payday fri, ur each getting ⟦AMOUNT|£312⟧ for the fortnight 💷"""),

("salon_subject_access_request", """To: ⟦EMAIL|privacy@thecuttingroom.co.uk⟧
From: ⟦EMAIL|ollie.brandt@fastmail.com⟧
Subject: Subject access request + deletion

Hello,
Under UK GDPR Art. 15 and 17 I'm requesting a copy of all data you hold on me, then deletion. To help you find me:
Name: ⟦PERSON|Oliver Brandt⟧
Previous address: ⟦ADDRESS|7 Cromwell Terrace, Bath BA1 5RD⟧
Date of birth: ⟦DATE_OF_BIRTH|3 January 1993⟧
Loyalty card: ⟪loyalty_number|TCR-00-38817⟫
Your stylist ⟦PERSON|Gemma⟧ kept notes about my ⟦MEDICAL|seborrhoeic dermatitis⟧ - I want those deleted specifically.
Please reply within one month (see your ⟪policy_ref|privacy notice v3.1⟫).
⟦PERSON|Ollie⟧"""),

("nanny_share_markdown", """## Nanny share — ⟪period|autumn term⟫ costs (draft v2)
| Family | Parent | Phone | Kid | Notes | Monthly share |
|---|---|---|---|---|---|
| ⟦PERSON|Patel⟧ | ⟦PERSON|Anjali Patel⟧ | ⟦PHONE|07701 339 582⟧ | ⟦PERSON|Arjun⟧ (3) | ⟦MEDICAL|sickle cell trait⟧ | ⟦AMOUNT|£1,420⟧ |
| ⟦PERSON|Hughes⟧ | ⟦PERSON|Tom Hughes⟧ | ⟦PHONE|07987 604 215⟧ | ⟦PERSON|Maisie⟧ (2) | ⟦MEDICAL|cows' milk protein allergy⟧ | ⟦AMOUNT|£1,420⟧ |

Nanny: ⟦PERSON|Chiara⟧, total package ⟦AMOUNT|£2,840⟧/month gross, payroll via ⟪org_name|PayFriendly⟫.
Host house is the ⟦PERSON|Patel⟧ place in ⟪place_name|Crystal Palace⟫; outings kitty split ⟪split_ratio|50/50⟫."""),

("photo_sync_toml_config", """# ~/.config/studio-sync/sync.toml — pushes RAW files to the NAS
[remote]
host = "⟦IP_ADDRESS|192.168.50.20⟧"
port = ⟪port|2222⟫
user = "⟦PERSON|hpaterson⟧"
key = '''
⟦SECRET|$sec_ssh_1⟧
'''

[backup]
s3_bucket = "⟪bucket_name|lumen-raw-archive⟫"
aws_access_key_id = "⟦APIKEY|$ak_aws_1⟧"
aws_secret_access_key = "⟦SECRET|$sec_aws_1⟧"
# from the AWS docs, ignore: ⟪example_key|$dk_aws_example⟫

[notify]
email = "⟦EMAIL|hamish@paterson-photo.co.uk⟧"
version = "⟪version|1.4.0-rc2⟫\""""),

("barber_payroll_csv", """employee_id,name,ni_or_id,iban,gross_month,notes
⟪employee_id|E014⟫,⟦PERSON|Dimitri Papadakis⟧,⟦NATIONAL_ID|$nid_uk_nino_2⟧,⟦IBAN|$iban_gb_2⟧,⟦AMOUNT|£2,350.00⟧,
E015,⟦PERSON|Aisha Kamara⟧,⟦NATIONAL_ID|$nid_uk_nino_3⟧,⟦IBAN|$iban_ie_1⟧,⟦AMOUNT|£1,980.00⟧,⟦MEDICAL|phased return after C-section⟧
E016,⟦PERSON|Javier Ruiz⟧,⟦NATIONAL_ID|$nid_es_nie_1⟧,⟦IBAN|$iban_de_2⟧,⟦AMOUNT|£2,190.00⟧,NI no. applied for
# totals: gross ⟪org_total|£6,520.00⟫, employer NIC ⟪org_total|£712.44⟫
# payroll run ⟪payroll_run|2024-09⟫ prepared by ⟦PERSON|Lorraine⟧"""),
]

# ---------------------------------------------------------------- part 3
TEXTS += [
("salon_sticky_note_card", """Front desk note (photo of a sticky note, typed up by ⟦PERSON|Leanne⟧ for the manager):
'Mrs ⟦PERSON|Hargreaves⟧ rang 11:40 - wants to pay balance for bridal trial + day (⟦AMOUNT|£385⟧). Card ⟦CARD|$card_visa_1⟧ exp ⟪card_expiry|09/27⟫ CVV ⟦CVV|318⟧. Name on card ⟦PERSON|Joanne M Hargreaves⟧. Call back on ⟦PHONE|01943 608 215⟧ if it declines'
⟦PERSON|Leanne⟧ - please shred this once it's keyed into ⟪product_name|Phorest⟫, we can't keep card numbers on paper (⟪compliance_standard|PCI DSS⟫). Thx, ⟦PERSON|Marcia⟧"""),

("guest_artist_1099_email", """Subject: 1099 paperwork for your guest spot 🖤

Hey ⟦PERSON|Rafa⟧,
Stoked to have you at ⟪org_name|Iron Lotus Tattoo⟫ ⟪date_range|Oct 3–6⟫! For the 1099 I just need the W-9 bits back:
Legal name: ⟦PERSON|Rafael Domínguez-Ortiz⟧
SSN: ⟦SSN|$ssn_2⟧
Mailing address: ⟦ADDRESS|1187 Calle Loma Verde, Chula Vista, CA 91910⟧
Payout is the usual 60/40 - the routing no. on the form (⟪bank_routing_number|122000661⟫) is OUR bank lol, I need yours.
— ⟦PERSON|Dee⟧ | Iron Lotus | ⟦PHONE|(619) 308-2214⟧

> ⟦PERSON|Rafa⟧: done ✍️ also for the team lunch, I have a ⟦MEDICAL|shellfish allergy⟧"""),

("matchmaker_background_check_order", """To: ⟦EMAIL|orders@verifyfirst-screening.com⟧
Re: Standard Plus screening — order ⟪order_id|VF-339102⟫
Account: ⟪org_account|ELITE-MATCH-NYC-04⟫

Subject: ⟦PERSON|Jonathan R. Weiss⟧
DOB: ⟦DATE_OF_BIRTH|Nov 2, 1978⟧
SSN: ⟦SSN|$ssn_3⟧
Current address: ⟦ADDRESS|245 E 19th St Apt 9C, New York, NY 10003⟧
Prior address: ⟦ADDRESS|80 Prospect Park W, Brooklyn, NY 11215⟧
Package: ⟪package_code|SP-7Y⟫ (7-yr criminal, registry, marital records) — ⟪price|$189⟫ per subject

Requested by ⟦PERSON|Michelle Adair⟧, Senior Matchmaker, ⟦PHONE|212-647-3390⟧"""),

("sitter_verify_json_log", """{"ts":"⟪timestamp|2024-07-09T15:02:11.482Z⟫","svc":"sitter-verify","level":"info","msg":"check created","check_id":"⟪check_id|chk_01J2F8Q5⟫","candidate":"⟦PERSON|Brianna Coles⟧","ssn":"⟪masked_ssn|***-**-2275⟫"}
{"ts":"2024-07-09T15:02:11.907Z","svc":"sitter-verify","level":"debug","msg":"vendor request","body":{"first":"⟦PERSON|Brianna⟧","last":"⟦PERSON|Coles⟧","ssn":"⟦SSN|$ssn_6⟧","dob":"⟦DATE_OF_BIRTH|1998-12-09⟧","zip":"⟪zip_code|30309⟫"}}
{"ts":"2024-07-09T15:02:12.015Z","svc":"sitter-verify","level":"warn","msg":"PII in debug log, see ⟪issue_ref|SEC-112⟫","client_ip":"⟦IP_ADDRESS|73.162.45.118⟧","auth":"Bearer ⟦APIKEY|$ak_jwt_2⟧"}"""),

("dry_cleaner_damage_claim", """Subject: Claim — silk dress ruined (ticket ⟪ticket_no|DC-7781⟫)

Dear ⟪org_name|Pristine Dry Cleaners⟫,
I dropped off a silk ⟪brand_name|Reiss⟫ dress on ⟪dropoff_date|2 Sept⟫ and it came back with dye run right across the bodice. I paid ⟦AMOUNT|£14.50⟧ for the clean and the dress itself cost ⟦AMOUNT|£189⟧ (receipt attached). I am claiming the ⟦AMOUNT|£189⟧ under the ⟪policy_ref|TSA Fair Claims Guidance⟫.
Please refund to the card I paid with (⟦CARD|$card_visa_4⟧). I can be reached on ⟦PHONE|07812 990 317⟧ or at ⟦ADDRESS|4 Wexford Mews, Harrogate HG1 2PL⟧.
Regards,
⟦PERSON|Harriet Osei-Bonsu⟧"""),

("nail_app_slack_token_leak", """#dev-bookings  (⟪org_name|Lacquer House⟫ booking app)
⟦PERSON|priya.s⟧ 10:02 AM: here's the token for the reminder bot so u can test: ⟦APIKEY|$ak_slack_1⟧
⟦PERSON|priya.s⟧ 10:02 AM: and the GH one ⟦APIKEY|$ak_github_1⟧
⟦PERSON|tom.kerr⟧ 10:05 AM: 😬 pls don't paste tokens in channels, rotating both now. use ⟪tool_name|1Password⟫ share links
⟦PERSON|priya.s⟧ 10:06 AM: sorry!! my bad
⟦PERSON|tom.kerr⟧ 10:19 AM: rotated. new ones in the vault under ⟪vault_item|bookings/reminder-bot⟫. ⟦PERSON|Priya⟧ can you check staging (⟦IP_ADDRESS|10.40.2.17⟧) isn't still on the old one
⟪bot_name|Slackbot⟫ 10:20 AM: Reminder: stand-up in 10 min"""),

("photo_site_github_workflow", """# .github/workflows/deploy.yml — snapshot-studio-site
# owner: ⟦PERSON|Nkechi Obi⟧ <⟦EMAIL|nkechi@lightboxstudio.io⟧>
name: deploy
on: { push: { branches: [main] } }
env:
  NODE_VERSION: ⟪version|20.11.1⟫
  DEPLOY_HOST: ⟪doc_ip|203.0.113.10⟫
  # TODO move these to repo secrets!!
  GH_TOKEN: ⟦APIKEY|$ak_github_2⟧
  HF_TOKEN: ⟦APIKEY|$ak_hf_1⟧
  OPENAI_API_KEY: ⟦APIKEY|$ak_openai_1⟧
jobs:
  build:
    runs-on: ⟪runner_label|ubuntu-22.04⟫
    steps:
      - uses: actions/checkout@⟪commit_sha|$dk_sha_1⟫
      - run: npm ci && npm run build
      - run: rsync -az dist/ deploy@${{ env.DEPLOY_HOST }}:/var/www/studio"""),

("colour_consultation_record", """COLOUR CONSULTATION & SKIN TEST RECORD — ⟪org_name|The Blow Dry Room⟫
Client: ⟦PERSON|Yasmin Aziz⟧     DOB: ⟦DATE_OF_BIRTH|19/05/1990⟧     Mob: ⟦PHONE|07723 004 871⟧
Skin test (48h) done ⟪test_date|3/9⟫ with ⟪product_name|Wella Koleston⟫ ⟪hair_dye_shade|6/0⟫: ⟦MEDICAL|positive - redness and itching behind the ear⟧
Other info: ⟦MEDICAL|currently 24 weeks pregnant⟧; ⟦MEDICAL|takes levothyroxine⟧
Outcome: NO permanent colour. Offered a semi-permanent gloss after a second test.
Stylist: ⟦PERSON|Fern⟧       Client signature: ⟦PERSON|Y. Aziz⟧"""),

("tattoo_aftercare_sms", """Hi ⟦PERSON|Reece⟧, ⟦PERSON|Mags⟧ here from ⟪org_name|Anchor & Rose⟫ 🌹 how's the ribs piece healing? pls send a pic. If the ⟦MEDICAL|redness around the linework⟧ you mentioned is spreading get it checked asap. Touch-ups are free within ⟪warranty_period|8 weeks⟫ and your remaining ⟦AMOUNT|£120⟧ can be paid then. Studio: ⟦PHONE|01273 771 045⟧"""),

("matchmaker_kyc_checklist", """KYC checklist — ⟪org_name|Maison Élise Matchmaking⟫ (Paris / London)
Client A: ⟦PERSON|Katharina Vogel⟧ — German passport ⟦PASSPORT|$pp_de_1⟧, verified via ⟪vendor_name|Onfido⟫ check ⟪check_id|ch_5e8f21aa⟫ ✅
Client B: ⟦PERSON|Amélie Roux⟧ — passeport ⟦PASSPORT|$pp_fr_1⟧, n° sécu ⟦NATIONAL_ID|$nid_fr_nir_1⟧ (she volunteered it, we must NOT store it, delete!)
Client C: ⟦PERSON|Rahul Mehta⟧ — Indian passport ⟦PASSPORT|$pp_in_1⟧, Aadhaar ⟦NATIONAL_ID|$nid_in_aadhaar_1⟧ (again, not needed)
Fees received: A ⟦AMOUNT|€6,000⟧, B ⟦AMOUNT|€6,000⟧, C ⟦AMOUNT|£4,800⟧
Reviewed by ⟦PERSON|Élise Marchetti⟧ on ⟪review_date|12/02/2025⟫"""),

("salon_price_list", """⟪org_name|CUT & CO⟫ — PRICE LIST (from ⟪effective_date|1 March 2025⟫)
Ladies cut & blow dry ........ ⟪price|£52⟫
Gents cut ..................... ⟪price|£30⟫
Full head highlights .......... from ⟪price|£110⟫
Skin test required 48h before any colour service (free of charge).
Cancellation within 24h: ⟪cancellation_fee|50% of service⟫
Senior stylist supplement: ⟪price|£8⟫
Gift vouchers in ⟪voucher_denomination|£25 / £50 / £100⟫ · ⟪org_address|14 Market Place, Ludlow SY8 1AH⟫"""),

("cleaner_job_advert", """JOB: Domestic Cleaner — ⟪org_name|HomeGleam Ltd⟫ (⟪place_name|Cheltenham⟫ & surrounding villages)
Pay ⟪pay_rate|£12.60–£13.50/hr⟫ + mileage at ⟪mileage_rate|45p/mile⟫. 16–30 hrs/week, Mon–Fri, no weekends.
Must have own car and the right to work in the UK. Enhanced DBS paid by us. Uniform + eco products provided.
Apply via ⟪job_board|Indeed⟫ ref ⟪job_ref|HG-CLN-0925⟫ or ⟪url|homegleam.co.uk/careers⟫. Closing date ⟪closing_date|30 Sept⟫."""),

("nail_stripe_webhook_log", """POST /webhooks/stripe 200 (⟪latency|84ms⟫)
Stripe-Signature: t=⟪unix_timestamp|1723042881⟫,v1=⟪signature_hash|$dk_sha256_2⟫
{
  "id": "⟪event_id|evt_3Pl2Qx4Hk9sA0c1B⟫",
  "type": "charge.refunded",
  "data": {"object": {
    "currency": "gbp",
    "billing_details": {"name": "⟦PERSON|Kerry-Ann Whyte⟧", "email": "⟦EMAIL|kerryann.whyte@gmail.com⟧", "phone": "⟦PHONE|+447553218804⟧"},
    "payment_method_details": {"card": {"brand": "mastercard", "last4": "⟪masked_card|2204⟫", "exp_month": 4, "exp_year": 2027}},
    "metadata": {"booking": "⟪booking_ref|LH-22719⟫", "refund_note": "⟦AMOUNT|£25⟧ refunded, client had an ⟦MEDICAL|allergic reaction to acrylic monomer⟧"}
  }}
}"""),

("tailor_forum_thread", """Re: Is £90 reasonable to shorten suit sleeves from the shoulder?
posted by u/⟦PERSON|dapper_dan_1987⟧
Got quoted ⟪quote|£90⟫ at a place in ⟪place_name|Shoreditch⟫ vs ⟪quote|£35⟫ to shorten at the cuff. Ended up taking it to ⟦PERSON|Mehmet⟧ at ⟪org_name|Kings Cross Tailoring⟫, he did it from the cuff and re-cut the working buttonholes for ⟦AMOUNT|£55⟧. Honestly perfect. He even allowed for my ⟦MEDICAL|left arm being 2cm shorter after a childhood fracture⟧.
  ↳ u/⟦PERSON|SartorialSam⟧: ⟦PERSON|Mehmet⟧ is a legend. Tip: ask for a half-canvas check first."""),

("wedding_photography_contract", """WEDDING PHOTOGRAPHY AGREEMENT — ⟪contract_no|WPA-2025-031⟫
Between ⟪org_name|Fern & Fable Photography⟫ ("the Photographer") and ⟦PERSON|Samuel Adeyemi-Clarke⟧ & ⟦PERSON|Lucy Warrender⟧ ("the Clients") of ⟦ADDRESS|22 Orchard Rise, Malvern WR14 3NJ⟧.
1. Event: ⟪event_date|Saturday 14 June 2025⟫ at ⟪venue_name|Eastnor Castle⟫.
2. Fee: total ⟦AMOUNT|£2,150⟧; non-refundable retainer ⟦AMOUNT|£500⟧ received ⟪payment_date|3 Nov 2024⟫; balance ⟦AMOUNT|£1,650⟧ due 28 days before.
3. Clients' contact: ⟦PHONE|07968 114 372⟧ / ⟦EMAIL|lucy.warrender@outlook.com⟧.
4. Access: ⟦PERSON|Lucy⟧'s father uses a wheelchair (⟦MEDICAL|multiple sclerosis⟧); the Photographer will plan step-free group shots.
5. This agreement is governed by the law of England and Wales."""),

("barber_google_reviews", """⟪org_name|Gentry Barbers⟫ — Google reviews
⭐⭐⭐⭐⭐ ⟦PERSON|Callum O'Neill⟧ · 2 weeks ago
Best fade in ⟪place_name|Leeds⟫. ⟦PERSON|Sully⟧ is a magician. Paid ⟦AMOUNT|£22⟧ and tipped him ⟦AMOUNT|a fiver⟧, worth every penny.
⭐ ⟦PERSON|J Pickering⟧ · a month ago
Booked online, turned up, no booking. Waited 40 min.
   Owner reply: Sorry ⟦PERSON|James⟧, our booking system (⟪product_name|Booksy⟫) had an outage on ⟪incident_date|12 May⟫. DM us and we'll sort a free cut.
⭐⭐⭐⭐ ⟦PERSON|Ade⟧ · 3 months ago
Good cut, bit pricey at ⟪price|£24⟫ for a skin fade but worth it"""),

("nanny_reference_letter", """To whom it may concern,

I am delighted to recommend ⟦PERSON|Marta Kowalczyk⟧, who cared for our twins ⟦PERSON|Felix⟧ and ⟦PERSON|Iris⟧ from ⟪employment_period|2019 to 2024⟫. ⟦PERSON|Marta⟧ managed ⟦PERSON|Felix⟧'s ⟦MEDICAL|type 1 diabetes⟧ (carb counting, glucagon kit, night checks) with total calm, and ⟦PERSON|Iris⟧ adored her.
By the end of her time with us she was paid ⟦AMOUNT|£34,000⟧ gross, which I mention only because she undersells herself.
Please feel free to call me on ⟦PHONE|07720 338 119⟧.

Dr ⟦PERSON|Caroline Ashby⟧
⟦ADDRESS|The Coach House, 3 Mill Lane, Kenilworth CV8 1LB⟧"""),
]

# ---------------------------------------------------------------- part 4
TEXTS += [
("photo_gallery_delivery_email", """From: ⟦PERSON|Ines Carvalho⟧ <⟦EMAIL|hello@inescarvalhophoto.com⟧>
To: ⟦EMAIL|mattandjess.wed@gmail.com⟧
Subject: Your wedding gallery is ready!! 🥂

Hi ⟦PERSON|Jess⟧ & ⟦PERSON|Matt⟧,
Your full gallery (⟪image_count|642 images⟫) is live: ⟪url|https://inescarvalho.pic-time.com/-jm2024/gallery⟫
Gallery password: ⟦PASSWORD|harwood0614⟧
Download PIN: ⟦PASSWORD|8834⟧
The album proof will follow in ⟪turnaround|3–4 weeks⟫. Your final balance of ⟦AMOUNT|£780⟧ has been received, thank you!
⟦PERSON|Ines⟧ x
⟦PHONE|+44 7449 120 553⟧"""),

("minor_piercing_consent", """MINOR PIERCING CONSENT — ⟪org_name|Halo Piercing Studio⟫ (16–17 only, no intimate piercings)
Minor's name: ⟦PERSON|Ellie-May Foster⟧       DOB: ⟦DATE_OF_BIRTH|28/02/2008⟧
Piercing: ⟪piercing_type|helix⟫, ⟪jewellery_spec|16g titanium labret 6mm⟫
Parent/guardian: ⟦PERSON|Donna Foster⟧ (mother)
Guardian ID: UK passport ⟦PASSPORT|$pp_uk_2⟧ — photo matches ✔
Address: ⟦ADDRESS|58 Kingsway, Hove BN3 4FB⟧
Medical: ⟦MEDICAL|currently taking isotretinoin (Roaccutane)⟧ -> piercer advised waiting 6 months after the course ends. Consent form parked.
Deposit kept: ⟦AMOUNT|£10⟧. Piercer: ⟦PERSON|Skye⟧ · council licence ⟪council_licence|BHCC-SP-0412⟫"""),

("dating_trust_safety_ticket", """[Trust & Safety] Ticket ⟪ticket_id|TS-55120⟫ — suspected romance scam
Reporter: ⟦PERSON|Wendy Albright⟧ (member ⟪member_id|#418827⟫), 63
Reported profile: "Capt. ⟦PERSON|Mark Davies⟧"
Summary: claims to work on an oil rig, asked reporter for ⟦AMOUNT|£2,000⟧ in gift cards "for customs"; she has already sent ⟦AMOUNT|£450⟧.
Signals: logins from ⟦IP_ADDRESS|41.203.72.19⟧ and ⟦IP_ADDRESS|102.89.34.150⟧ while profile says ⟪place_name|Aberdeen⟫; WhatsApp number given ⟦PHONE|+234 803 771 2209⟧; photos match stock image (hash ⟪image_hash|$dk_md5_1⟫).
Action: profile banned. Reporter phoned by ⟦PERSON|Tayo⟧ and referred to ⟪org_name|Action Fraud⟫ (ref ⟪police_ref|NFRC240711093⟫)."""),

("cleaning_deposit_email", """Subject: Re: deep clean ⟪quote_no|Q-3318⟫ — paid ✔

Hi ⟦PERSON|Sandeep⟧,
Thanks for the quote (⟪quote|£340⟫ incl. oven + carpets). ⟦PERSON|Nisha⟧ paid the ⟦AMOUNT|£170⟧ deposit last night by bank transfer, ref ⟪payment_ref|DEEPCLEAN-Q3318⟫. Remaining ⟦AMOUNT|£170⟧ on the day.
Access: key under the blue pot, alarm code ⟦PASSWORD|7 3 9 1⟧ then OFF. Please mind the cat ⟪pet_name|Mochi⟫, she's on ⟪pet_medication|methimazole⟫ and hides under the sofa.
Address reminder: ⟦ADDRESS|7 Elm Close, Didsbury, Manchester M20 6RQ⟧
Cheers, ⟦PERSON|Rohan⟧ ⟦PHONE|07403 228 916⟧"""),

("barber_rota_markdown", """### ⟪org_name|Kutz & Co⟫ rota — ⟪week_label|w/c 21 Oct⟫
| Barber | Mon | Tue | Wed | Thu | Fri | Sat | Mobile |
|---|---|---|---|---|---|---|---|
| ⟦PERSON|Kyle⟧ | 9-6 | 9-6 | off | 9-6 | 10-8 | 8-5 | ⟦PHONE|07511 846 207⟧ |
| ⟦PERSON|Hassan Ali⟧ | off | 9-6 | 9-6 | 9-6 | 10-8 | 8-5 | ⟦PHONE|07462 330 918⟧ |
| ⟦PERSON|Jay-Jay⟧ | 9-6 | off | 9-6 | 12-8 | off | 8-5 | ⟦PHONE|07380 552 164⟧ |

Notes: ⟦PERSON|Hassan Ali⟧ off Mon for ⟦MEDICAL|physio on his wrist (carpal tunnel)⟧. Chair rent ⟪chair_rent|£120/wk⟫ unchanged. Till float ⟪till_float|£50⟫."""),

("salon_nginx_access_log", """⟦IP_ADDRESS|81.107.23.66⟧ - - [⟪timestamp|18/Nov/2024:09:12:44 +0000⟫] "GET /book?stylist=⟦PERSON|chloe⟧&service=⟪service_code|CB-45⟫ HTTP/1.1" 200 5120 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS ⟪os_version|17_1⟫ like Mac OS X)"
⟦IP_ADDRESS|2a02:c7c:5e4b:9a00:1d3f:8e2a:4c11:7b90⟧ - - [18/Nov/2024:09:13:02 +0000] "POST /api/bookings HTTP/1.1" 201 88 "-" "okhttp/4.12.0"
⟦IP_ADDRESS|81.107.23.66⟧ - - [18/Nov/2024:09:13:40 +0000] "GET /confirm?email=⟦EMAIL|c.mbeki@gmail.com⟧&ref=⟪booking_ref|SB-90114⟫ HTTP/1.1" 302 0 "-" "Mozilla/5.0"
⟪loopback_ip|127.0.0.1⟫ - - [18/Nov/2024:09:13:41 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/⟪version|1.29⟫\""""),

("nail_salon_2fa_backup_sheet", """⟪product_name|Fresha⟫ business account — 2FA backup (printed + saved by ⟦PERSON|Sinead Doherty⟧, owner, ⟪org_name|Gloss Nail & Beauty⟫)
Account email: ⟦EMAIL|sinead@glossnailbeauty.ie⟧
Authenticator secret (if phone is lost): ⟦SECRET|$sec_totp_1⟧
Backup codes, each works once:
  ⟦SECRET|$sec_recovery_1⟧    ⟦SECRET|$sec_recovery_2⟧
  ⟦SECRET|$sec_recovery_3⟧    ⟦SECRET|$sec_recovery_4⟧
Generated ⟪timestamp|2024-02-11 21:47⟫ · kept in the office safe (combination ⟦PASSWORD|31-07-88⟧)"""),

("dry_cleaner_till_receipt", """⟪org_name|PRESTO CLEANERS⟫ — ⟪store_branch|Branch 04 Fulham⟫
Receipt ⟪receipt_no|0418-22917⟫        ⟪timestamp|19/11/2024 17:32⟫
Served by: ⟦PERSON|Mariana⟧
Customer: ⟦PERSON|BLACKWOOD, Edward⟧   Acct ⟪customer_account|C-20418⟫
2x shirt laundered ............ ⟪price|£7.00⟫
1x 2pc suit dry clean ......... ⟪price|£16.00⟫
1x duvet (king) ............... ⟪price|£24.00⟫
TOTAL PAID ⟦AMOUNT|£47.00⟧   CONTACTLESS ⟪masked_card|************8841⟫
Ready Fri after 3pm · Tel ⟦PHONE|020 7385 9912⟧"""),

("tattoo_liability_claim", """PUBLIC LIABILITY CLAIM NOTIFICATION — insurer ⟪insurer_name|Hiscox⟫, policy ⟪policy_number|PL-8830217-TT⟫
Insured: ⟪org_name|Needle & Thread Tattoo Co⟫
Claimant: ⟦PERSON|Liam Fairbairn⟧, DOB ⟦DATE_OF_BIRTH|02-Sep-1989⟧, ⟦ADDRESS|19 Bellfield Street, Edinburgh EH15 2BR⟧
Claimant's solicitor: ⟦PERSON|Morag Simpson⟧ (⟪law_firm|Leith Legal LLP⟫)
Allegation: ⟦MEDICAL|infected tattoo requiring IV antibiotics and two nights in hospital⟧ (⟦MEDICAL|cellulitis, left calf⟧)
Amount claimed: ⟦AMOUNT|£7,500⟧ general damages + ⟦AMOUNT|£640⟧ lost earnings
Artist involved: ⟦PERSON|Drew Halloran⟧. Session ⟪session_date|03/08/2024⟫, autoclave log ⟪sterilisation_log|AC-2024-0803⟫."""),

("au_pair_documents_email", """Subject: Documents for ⟦PERSON|Larissa⟧ (au pair, arriving 2 Sept)

Hi ⟦PERSON|Fran⟧,
As discussed, here are ⟦PERSON|Larissa⟧'s details for the agency file:
Full name: ⟦PERSON|Larissa Fernandes Costa⟧
Date of birth: ⟦DATE_OF_BIRTH|11/04/2003⟧
Brazilian passport: ⟦PASSPORT|FX482197⟧
CPF: ⟦NATIONAL_ID|$nid_br_cpf_1⟧
Her mum's number in ⟪place_name|Curitiba⟫: ⟦PHONE|+55 41 99812-3307⟧
Pocket money agreed: ⟦AMOUNT|£115⟧/week. Agency fee ⟪agency_fee|£475⟫ (we pay that).
She mentioned ⟦MEDICAL|mild asthma, uses a Symbicort inhaler⟧.
Thanks! ⟦PERSON|Becca⟧"""),

("photo_portal_docker_compose", """# docker-compose.yml — client proofing portal (⟪org_name|Northlight Studio⟫)
services:
  db:
    image: ⟪image_tag|postgres:16.2⟫
    environment:
      POSTGRES_USER: proofing
      POSTGRES_PASSWORD: ⟦PASSWORD|n0rthL!ght-db-2024⟧
  cache:
    image: redis:7
    command: redis-server --requirepass ⟦PASSWORD|Rd1s_Prf_77x⟧
  api:
    image: ghcr.io/northlight/proofing-api:⟪version|2.3.7⟫
    environment:
      DATABASE_URL: postgres://portal_ro:⟦SECRET|Pr00f-ro-9921⟧@db:5432/proofing
      JWT_SECRET: ⟦SECRET|$sec_jwt_secret_1⟧
      SENTRY_DSN: ⟪sentry_dsn|https://3f9a1c20b4e5@o450211.ingest.sentry.io/5521873⟫
      ADMIN_EMAIL: ⟦EMAIL|ops@northlightstudio.co.uk⟧
    command: ["gunicorn", "-b", "⟪bind_address|0.0.0.0⟫:8080", "app:app"]
    ports: ["⟪port|8080⟫:8080"]"""),

("matchmaker_whatsapp_feedback", """[WhatsApp] ⟪org_name|Amora Introductions⟫
⟦PERSON|Natasha⟧: Hiii ⟦PERSON|Dominic⟧! How was Thursday with ⟦PERSON|Freya⟧?? 👀
⟦PERSON|Dominic⟧: honestly really nice. she's funny. bit awkward when the waiter brought bread, she's ⟦MEDICAL|coeliac⟧ and I'd picked an Italian 🤦
⟦PERSON|Natasha⟧: haha noted for next time! second date? she said yes from her side 😊
⟦PERSON|Dominic⟧: definitely. can you give her my number? ⟦PHONE|07837 215 640⟧
⟦PERSON|Natasha⟧: will do. also reminder your 2nd instalment of ⟦AMOUNT|£900⟧ goes out ⟪due_date|1st Dec⟫
⟦PERSON|Dominic⟧: 👍"""),

("cleaning_new_hire_form_ca", """Welcome to ⟪org_name|Maple Fresh Cleaning Inc.⟫! — New hire form
Name: ⟦PERSON|Marie-Claude Tremblay⟧
SIN: ⟦NATIONAL_ID|$nid_ca_sin_1⟧
Address: ⟦ADDRESS|3410 rue Saint-Denis, app. 5, Montréal QC H2X 3L1⟧
Cell: ⟦PHONE|514-862-3307⟧     Email: ⟦EMAIL|mc.tremblay@videotron.ca⟧
Emergency contact: ⟦PERSON|Luc Tremblay⟧ (spouse) ⟦PHONE|514-862-4419⟧
Starting wage: ⟦AMOUNT|$19.50⟧/h
Health: ⟦MEDICAL|latex allergy⟧ — supply nitrile gloves only
Direct deposit: void cheque on file (institution ⟪institution_number|815⟫)
HR contact: ⟦PERSON|Kevin Shaw⟧"""),

("aesthetics_medical_history", """ANTI-WRINKLE TREATMENT — MEDICAL HISTORY (⟪org_name|Radiance Beauty Lounge⟫)
Name: ⟦PERSON|Claire Whitmore⟧     DOB: ⟦DATE_OF_BIRTH|December 3, 1976⟧
GP: Dr ⟦PERSON|A. Sandhu⟧, ⟪org_name|Parkside Medical Centre⟫
Current medication: ⟦MEDICAL|sertraline 50mg⟧, ⟦MEDICAL|HRT patch⟧
Allergies: ⟦MEDICAL|penicillin⟧
Previous treatments: ⟪product_name|Botox⟫ 2023, no issues
Prescriber: Nurse ⟦PERSON|Gail Morton⟧ (independent prescriber)
Fee: ⟦AMOUNT|£220⟧ (3 areas), paid in full. Review at ⟪review_period|2 weeks⟫."""),

("tailor_collection_authorisation_sg", """AUTHORISATION LETTER
To: ⟪org_name|Raffles Bespoke Tailors⟫, ⟪org_address|#02-41 Peninsula Plaza, 111 North Bridge Road, Singapore 179098⟫

I, ⟦PERSON|Tan Wei Ling⟧ (NRIC ⟦NATIONAL_ID|$nid_sg_nric_1⟧), authorise ⟦PERSON|Muhammad Faizal bin Rahman⟧ (NRIC ⟦NATIONAL_ID|$nid_sg_nric_2⟧) to collect my order ⟪order_id|RB-2024-1187⟫ (2 shirts, 1 blazer) on my behalf. The balance of ⟦AMOUNT|S$180⟧ has been paid by PayNow.
Contact: ⟦PHONE|+65 9123 4876⟧

Signed, ⟦PERSON|Tan Wei Ling⟧, ⟪signature_date|5 Nov 2024⟫"""),

("photo_chargeback_dispute", """Dispute form — ⟪org_name|American Express⟫ (completed by cardmember)
Cardmember: ⟦PERSON|Victoria Lam⟧
Card number: ⟦CARD|$card_amex_1⟧
Merchant: ⟪merchant_name|SNAPHAUS PHOTO LTD⟫   Merchant ID ⟪merchant_id|9418822031⟫
Transaction: ⟪transaction_date|22 Aug 2024⟫, ⟦AMOUNT|£349.00⟧
Reason: services not provided. Booked a family mini-session, photographer never showed. I have emailed ⟦EMAIL|bookings@snaphaus.co.uk⟧ four times.
Contact: ⟦PHONE|07492 775 310⟧ · ⟦EMAIL|vickylam@me.com⟧
Billing address: ⟦ADDRESS|Apt 7, 2 Canal Wharf, Leeds LS11 5PS⟧"""),

("tattoo_crm_tsv_export", """# exported from ⟪product_name|InkBook⟫ ⟪version|v5.2⟫
client_id	name	instagram	phone	last_session	spent_total	flags
⟪client_id|IL-0091⟫	⟦PERSON|Nyah Campbell⟧	@⟦PERSON|nyah.inks⟧	⟦PHONE|07414 660 382⟧	⟪session_date|2024-10-02⟫	⟦AMOUNT|£1,240⟧	⟦MEDICAL|faints easily - tattoo lying flat⟧
⟪client_id|IL-0092⟫	⟦PERSON|Ozzy Barrow⟧	@⟦PERSON|oz.barrow⟧	⟦PHONE|07958 112 074⟧	2024-09-18	⟦AMOUNT|£3,080⟧	⟦MEDICAL|on warfarin - bleeds more⟧
⟪client_id|IL-0093⟫	⟦PERSON|Precious Mensah⟧	@⟦PERSON|preciousmensah_⟧	⟦PHONE|07788 420 195⟧	2024-11-06	⟦AMOUNT|£265⟧	-"""),
]

# ---------------------------------------------------------------- part 5
TEXTS += [
("nanny_agency_payment_form", """Little Acorns Nanny Agency — Family Registration (step 3 of 3)
Registration fee: ⟪price|£95.00⟫ (non-refundable) + ⟪vat_rate|VAT 20%⟫
Amount to pay today: ⟦AMOUNT|£114.00⟧
Cardholder name: ⟦PERSON|Priyanka Sethi-Long⟧
Card number: ⟦CARD|$card_mc_1⟧
Expiry: ⟪card_expiry|11 / 28⟫      Security code: ⟦CVV|907⟧
Billing address: ⟦ADDRESS|Flat 2, 61 Lordship Lane, London SE22 8EP⟧
Email for receipt: ⟦EMAIL|priyanka.sl@gmail.com⟧
☑ I agree to the ⟪document_ref|Terms v7.2⟫
[ Pay now ]     session ⟪session_trace_id|$dk_uuid_2⟫"""),

("dating_phone_payment_transcript", """Call 14:06 — ⟪org_name|Kindred Spirits Introductions⟫ — agent ⟦PERSON|Harriet⟧ / member Mr ⟦PERSON|Colin Pryce⟧
AGENT: ...so that's the six-month package, ⟦AMOUNT|one thousand one hundred pounds⟧. How would you like to pay?
MEMBER: Card. It's a Mastercard, ⟦CARD|$card_mc_4⟧.
AGENT: And the expiry?
MEMBER: ⟪card_expiry|Oh-nine, twenty-six⟫.
AGENT: And the three digits on the back?
MEMBER: ⟦CVV|442⟧.
AGENT: Lovely, that's gone through, authorisation ⟪auth_code|A7Y3KQ⟫. Is ⟦PHONE|01872 553 904⟧ still the best number?
MEMBER: Yes. Oh, I should say I had ⟦MEDICAL|a stroke last year⟧, my speech is a bit slow sometimes.
AGENT: That's absolutely fine, ⟦PERSON|Colin⟧. Take your time."""),

("nail_salon_live_chat", """Live chat — ⟪org_name|Polished & Co Nails⟫ website (⟪chat_widget|Tidio⟫) — ⟪chat_id|chat#88412⟫
Visitor (⟦IP_ADDRESS|90.214.8.133⟧): hi can i pay my deposit here?? the link isnt working
Agent ⟦PERSON|Mel⟧: Hi! Sorry about that, which booking is it?
Visitor: ⟦PERSON|Shanice Okoro⟧, sat 11am gel toes. card is ⟦CARD|$card_disc_1⟧ cvv ⟦CVV|071⟧
Agent ⟦PERSON|Mel⟧: Please don't send card details in chat! I've deleted them. I'll send a new secure link to your email.
Visitor: oops sorry!! ⟦EMAIL|shaniceokoro@live.co.uk⟧
Agent ⟦PERSON|Mel⟧: Sent ✅ deposit is ⟪deposit_policy|£10 per service⟫."""),

("photo_1099_email_to_cpa", """From: ⟦PERSON|Brooke Hennessy⟧ <⟦EMAIL|brooke@goldenhourweddings.co⟧>
Subject: 1099-NEC info for 2024 — second shooters

Hey ⟦PERSON|Marcus⟧,
Here's what I have for my two second shooters this year:
1. ⟦PERSON|Tyler Brandvold⟧ — SSN ⟦SSN|$ssn_4⟧ — paid ⟦AMOUNT|$7,850⟧ over 14 weddings — ⟦ADDRESS|902 Clover Ln, Apt B, Fargo, ND 58103⟧
2. ⟦PERSON|Jasmine Ortega⟧ — SSN ⟦SSN|$ssn_5⟧ — paid ⟦AMOUNT|$4,200⟧ — ⟦ADDRESS|1415 S 4th St, Moorhead, MN 56560⟧
My EIN is ⟪org_ein|87-1920554⟫ if you need it. Contractor total for the business: ⟪org_total|$12,050⟫.
Thanks!! B"""),

("tattoo_router_dhcp_table", """studio-router (⟪device_model|TP-Link Archer AX55⟫, fw ⟪firmware_version|1.1.4 Build 20230219⟫) — DHCP client list
Hostname                MAC                    IP                Lease left
Front-Desk-PC           ⟪mac_address|3C:52:82:1A:9F:04⟫      ⟦IP_ADDRESS|192.168.0.101⟧     23:51:02
iPhone-of-⟦PERSON|Kezia⟧         ⟪mac_address|F2:6B:0C:77:21:AE⟫      ⟦IP_ADDRESS|192.168.0.114⟧     11:02:47
⟦PERSON|Dom⟧-MacBook-Pro         ⟪mac_address|A4:83:E7:5D:10:C9⟫      ⟦IP_ADDRESS|192.168.0.117⟧     22:15:30
Galaxy-S23-⟦PERSON|Marek⟧        ⟪mac_address|9A:41:E2:0B:6C:38⟫      ⟦IP_ADDRESS|192.168.0.129⟧     06:40:11
Guest network ⟪wifi_ssid|NeedleWork_Guest⟫, key ⟦PASSWORD|inkdrinkrepeat24⟧
WAN ⟦IP_ADDRESS|86.29.141.57⟧   LAN gateway ⟦IP_ADDRESS|192.168.0.1⟧"""),

("barber_course_sepa_transfer", """KBC Mobile — SEPA credit transfer confirmation
Ordering party: ⟦PERSON|Wouter Janssens⟧, ⟦IBAN|$iban_be_1⟧
Beneficiary: ⟪org_name|Bartwerk Barbers GmbH⟫, ⟪org_iban|$dk_org_iban_2⟫
Beneficiary address: ⟪org_address|Pontstraße 118, 52062 Aachen⟫
Amount: ⟦AMOUNT|EUR 145,00⟧ (fade masterclass, 2 Dec)
Communication: ⟪structured_reference|+++090/9337/55493+++⟫
Execution date ⟪execution_date|14-11-2024⟫ · bank ref ⟪bank_reference|KBC24319A77Q⟫"""),

("childminder_nl_registration", """Inschrijfformulier / Registration — ⟪org_name|Gastouderbureau Zonnetje⟫
Child: ⟦PERSON|Noor de Vries⟧, born ⟦DATE_OF_BIRTH|17-09-2022⟧
Parent 1: ⟦PERSON|Sanne de Vries⟧, BSN ⟦NATIONAL_ID|$nid_nl_bsn_1⟧
Address: ⟦ADDRESS|Lindengracht 214-2, 1015 KM Amsterdam⟧
Phone: ⟦PHONE|+31 6 4172 8830⟧
IBAN for direct debit: ⟦IBAN|$iban_nl_1⟧
Childminder (gastouder): ⟦PERSON|Fatima El Amrani⟧, LRK no. ⟪lrk_register_number|218734592⟫, rate ⟪hourly_rate|€8,95⟫ per hour
Allergies: ⟦MEDICAL|allergic to kiwi⟧"""),

("photo_pastebin_private_key", """pastebin.com/⟪paste_id|u8Kx2QfL⟫ — "studio-cert-stuff" (unlisted) — by ⟦PERSON|jvanderberg⟧ on ⟪timestamp|Jan 9th, 2025⟫
# letsencrypt failed so using our own cert for the proofing subdomain
# box: ⟦IP_ADDRESS|145.131.8.77⟧ (ssh as ⟦PERSON|jvanderberg⟧)
⟦SECRET|$sec_ec_1⟧
# csr sha256 ⟪sha256|$dk_sha256_3⟫
# CN=⟪domain|proof.lichtkamer-studio.nl⟫, valid ⟪validity_period|365 days⟫"""),

("cleaning_geocode_worker_log", """[worker-3] ⟪timestamp|2024-10-22 07:15:03⟫ GET https://maps.googleapis.com/maps/api/geocode/json?address=⟦ADDRESS|14+Ravenscroft+Road,+Beckenham+BR3+4TR⟧&key=⟦APIKEY|$ak_google_2⟧ -> 200 (⟪latency|112ms⟫)
[worker-3] 2024-10-22 07:15:03 job ⟪job_id|J-55810⟫ client="Mrs ⟦PERSON|T. Oyelaran⟧" cleaner="⟦PERSON|Agata⟧" eta=⟪eta|07:52⟫ trace=⟪trace_id|$dk_uuid_4⟫
[worker-3] 2024-10-22 07:15:04 sms -> ⟦PHONE|+447986220135⟧ via ⟪sms_provider|MessageBird⟫ ok"""),

("salon_telegram_bot_script", """# salon_bot.py — pings the team group when a booking lands (⟪org_name|Mane Street Hair⟫)
import requests

BOT_TOKEN = "⟦APIKEY|$ak_telegram_1⟧"
CHAT_ID = ⟪chat_id|-1001844201937⟫
STAFF = {"⟦PERSON|orla⟧": "⟦PHONE|+353 87 214 6630⟧", "⟦PERSON|niamh_k⟧": "⟦PHONE|+353 86 902 1177⟧"}

def notify(booking):
    text = f"New booking {booking['ref']} for {booking['stylist']}"
    requests.post(f"https://api.telegram.org/bot{BOT_TOKEN}/sendMessage",
                  json={"chat_id": CHAT_ID, "text": text}, timeout=⟪timeout_seconds|10⟫)

if __name__ == "__main__":
    notify({"ref": "⟪booking_ref|MS-4471⟫", "stylist": "⟦PERSON|orla⟧"})"""),

("speed_dating_signup_csv", """event,first_name,age,email,mobile,dietary_or_access
⟪event_code|SD-BRS-0315⟫,⟦PERSON|Hollie⟧,34,⟦EMAIL|hollie.m.dean@gmail.com⟧,⟦PHONE|07590 331 208⟧,veggie
SD-BRS-0315,⟦PERSON|Aaron⟧,37,⟦EMAIL|aaron.k.lowe@yahoo.com⟧,⟦PHONE|07412 004 667⟧,⟦MEDICAL|wheelchair user - spinal injury⟧
SD-BRS-0315,⟦PERSON|Becky⟧,31,⟦EMAIL|beckyjt@hotmail.com⟧,⟦PHONE|07877 629 351⟧,⟦MEDICAL|nut allergy⟧
SD-BRS-0315,⟦PERSON|Gareth⟧,40,⟦EMAIL|garethpowell80@gmail.com⟧,⟦PHONE|07745 890 112⟧,none
# venue ⟪venue_name|The Milk Thistle⟫, ticket ⟪price|£29⟫, organiser ⟪org_name|Bristol Singles Socials⟫"""),

("dry_cleaner_lost_item_call_notes", """[Call notes — ⟪org_name|Lavender Hill Dry Cleaners⟫ — ⟪call_date|Tue 8 Oct⟫]
Caller: Señora ⟦PERSON|Carmen Ibáñez⟧. Says her late husband's ⟪garment|cashmere overcoat⟫ (ticket ⟪ticket_no|LH-30318⟫) has gone missing. Value she puts on it: ⟦AMOUNT|£600⟧.
Will bring her Spanish DNI as ID when collecting: ⟦NATIONAL_ID|$nid_es_dni_1⟧.
Letters to: ⟦ADDRESS|Flat 9, 88 Lavender Hill, London SW11 5RL⟧. Phone ⟦PHONE|07957 118 604⟧, or her son ⟦PERSON|Pablo⟧ on ⟦PHONE|07821 440 936⟧.
Action: ⟦PERSON|Dev⟧ to check the conveyor and the ⟪supplier_name|Johnson's⟫ van."""),

("tattoo_discord_notify_js", """// booking-notify.js — posts new consults to the studio Discord (⟪org_name|Ravenink Collective⟫), node ⟪version|v20.10.0⟫
const WEBHOOK = "⟦SECRET|$sec_discord_hook_1⟧";

async function notify(c) {
  await fetch(WEBHOOK, { method: "POST", headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ content: `New consult: ${c.name} for ${c.artist}` }) });
}

// build ⟪commit_sha|$dk_sha_5⟫ — tested by ⟦PERSON|Juno⟧ on ⟪timestamp|2024-12-01⟫:
// curl -X POST https://book.ravenink.co/api/consults -H "Cookie: connect.sid=⟦SECRET|$sec_session_3⟧" -d '{"name":"⟦PERSON|Ash Pemberton⟧","phone":"⟦PHONE|07380 611 925⟧","artist":"⟦PERSON|Juno⟧","idea":"moth sternum piece"}'"""),

("nanny_cam_signin_alert", """From: ⟦EMAIL|support@lullacam.com⟧
To: ⟦EMAIL|aoife.gallagher@eircom.net⟧
Subject: [Case ⟪case_no|#77120⟫] New sign-in to your LullaCam account

Hi ⟦PERSON|Aoife⟧,
We noticed a sign-in to your account from a new device:
  Device: ⟪device_model|iPad (10th gen)⟫, app ⟪version|4.8.2⟫
  IP: ⟦IP_ADDRESS|109.76.214.33⟧ (⟪place_name|Galway⟫, IE)
  Time: ⟪timestamp|3 Dec 2024 22:41 GMT⟫
If this was your nanny ⟦PERSON|Kasia⟧ on the shared login, no action is needed. Otherwise please reset your password, and don't reply with your current one (your last message included "⟦PASSWORD|Saoirse2019!⟧" 🙈).
Temporary access code: ⟦PASSWORD|604 218⟧
— LullaCam Support"""),

("salon_ai_receptionist_json", """{
  "assistant_name": "⟪bot_persona|Aria⟫",
  "salon": "⟪org_name|Halo Hair Studio⟫",
  "llm": {"provider": "anthropic", "model": "⟪model_name|claude-3-5-sonnet-20241022⟫", "api_key": "⟦APIKEY|$ak_anthropic_1⟧"},
  "escalate_to": {"name": "⟦PERSON|Roisin Kehoe⟧", "mobile": "⟦PHONE|+44 7700 139 552⟧"},
  "shopify": {"store": "⟪store_domain|halo-hair-shop.myshopify.com⟫", "admin_token": "⟦APIKEY|$ak_shopify_1⟧"},
  "stripe_webhook_secret": "⟦SECRET|$sec_whsec_2⟧",
  "faq_version": "⟪version|2024.11.3⟫"
}"""),

("cleaning_django_settings", """# cleanbook/settings/prod.py
SECRET_KEY = "⟦SECRET|$sec_django_1⟧"
DEBUG = False
ALLOWED_HOSTS = ["⟪domain|cleanbook.co.uk⟫", "⟦IP_ADDRESS|178.62.45.201⟧"]
DATABASES = {"default": {"ENGINE": "django.db.backends.postgresql", "HOST": "⟦IP_ADDRESS|10.131.0.6⟧",
             "NAME": "cleanbook", "USER": "cleanbook", "PASSWORD": "⟦PASSWORD|q7!Mop&Bucket#2023⟧", "PORT": "⟪port|5432⟫"}}
EMAIL_HOST_USER = "⟦EMAIL|noreply@cleanbook.co.uk⟧"
EMAIL_HOST_PASSWORD = "⟦PASSWORD|smtp-Cb-8812x⟧"
ADMINS = [("⟦PERSON|Gethin Pugh⟧", "⟦EMAIL|gethin@cleanbook.co.uk⟧")]
SESSION_COOKIE_AGE = ⟪config_number|1209600⟫  # rotated after ⟪incident_ref|INC-0042⟫"""),
]
