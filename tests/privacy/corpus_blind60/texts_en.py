# -*- coding: utf-8 -*-
"""blind60 - English texts, each typed by hand.  Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name from values.py."""
TEXTS = []

# ---------------------------------------------------------------- part 1
TEXTS += [
("sms", "Hi ⟦PERSON|Callum⟧, it's ⟦PERSON|Tess⟧ from ⟪org_name|Roadwise Driving School⟫. Ur lesson is moved to Thu 4pm, pick up from ⟦ADDRESS|14 Larch Close, Didcot OX11 7QE⟧ as usual. Still ⟦AMOUNT|£96⟧ outstanding from the block booking, can pay by card in the car. Any probs text me on ⟦PHONE|07700 900418⟧. Ref ⟪booking_ref|RW-24-1187⟫"),

("email_with_signature", """From: ⟦PERSON|Marta Kowalczyk⟧ <⟦EMAIL|marta.kowalczyk88@gmail.com⟧>
To: ⟦EMAIL|projects@linguabridge-translations.co.uk⟧
Subject: Re: Quote ⟪quote_ref|Q-5521⟫ - sworn translation of birth cert

Hi ⟦PERSON|Owen⟧,

thanks, the quote (⟪quote_total|£85.00 + VAT⟫) is fine. I've sent the deposit of ⟦AMOUNT|£40⟧ this morning from ⟦IBAN|$pl1⟧ (my polish account, sorry if it takes a day). For the certified copy pls use my PESEL ⟦NATIONAL_ID|$pesel1⟧ and date of birth ⟦DATE_OF_BIRTH|12.04.1990⟧ exactly as on the original. Full name on the cert is ⟦PERSON|Marta Zofia Kowalczyk⟧, maiden name ⟦PERSON|Nowak⟧.

Post to ⟦ADDRESS|Flat 3, 27 Cranbrook Road, Bristol BS6 7BL⟧ please, not the work address.

Best,
⟦PERSON|Marta⟧
--
⟦PERSON|Marta Kowalczyk⟧ | m. ⟦PHONE|+44 7700 900263⟧"""),

("nginx_access_log", """⟦IP_ADDRESS|81.174.22.109⟧ - - [⟪timestamp|14/Mar/2024:19:02:11 +0000⟫] "POST /api/v2/bookings HTTP/1.1" 201 512 "https://lockedinrooms.co.uk/rooms/the-vault" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_3 like Mac OS X)"
⟦IP_ADDRESS|100.72.14.3⟧ - - [⟪timestamp|14/Mar/2024:19:02:15 +0000⟫] "GET /api/v2/slots?room=vault&date=2024-03-16 HTTP/1.1" 200 2281 "-" "okhttp/4.12.0"
⟦IP_ADDRESS|2a02:c7c:5d21:9e00:1c4b:88ff:fe12:3a7d⟧ - - [⟪timestamp|14/Mar/2024:19:03:40 +0000⟫] "GET /booking/confirm?email=⟦EMAIL|dan.okafor@outlook.com⟧&sid=⟦SECRET|$sess1⟧ HTTP/1.1" 302 0 "-" "Mozilla/5.0 (Windows NT 10.0; Win64; x64)"
⟪doc_ip|203.0.113.54⟫ - - [⟪timestamp|14/Mar/2024:19:04:02 +0000⟫] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"
⟦IP_ADDRESS|10.40.2.17⟧ - - [⟪timestamp|14/Mar/2024:19:04:09 +0000⟫] "POST /admin/login HTTP/1.1" 401 87 "-" "curl/8.4.0" -"""),

("whatsapp_group", """[18/05/24, 20:14] ⟦PERSON|Jo Whitfield⟧: Evening all 💃 costume money for the summer show is ⟪price|£35 per dancer⟫, cash or bank transfer to the school account by Fri pls
[18/05/24, 20:16] ⟦PERSON|Priya Raman⟧: Paid ⟦AMOUNT|£70⟧ for both girls just now x
[18/05/24, 20:17] ⟦PERSON|Jo Whitfield⟧: Got it thanks ⟦PERSON|Priya⟧!!
[18/05/24, 20:31] ⟦PHONE|+44 7911 204577⟧: Hi it's ⟦PERSON|Gemma⟧ (⟦PERSON|Isla⟧'s mum) new number. Just a heads up ⟦PERSON|Isla⟧ has ⟦MEDICAL|exercise-induced asthma⟧ so she'll have her ⟦MEDICAL|blue inhaler⟧ in her bag at dress rehearsal
[18/05/24, 20:33] ⟦PERSON|Jo Whitfield⟧: Noted, I'll let Miss ⟦PERSON|Kayleigh⟧ know. Rehearsal is at ⟪place_name|Abingdon Guildhall⟫ 10am sharp, show programme is ⟪file_name|summer_show_v3.pdf⟫"""),

("web_form_consent", """INKWELL COLLECTIVE - CLIENT CONSENT & MEDICAL FORM (submitted ⟪timestamp|2024-06-02 14:51⟫)
Full name: ⟦PERSON|Siobhán Delaney⟧
Date of birth: ⟦DATE_OF_BIRTH|03/11/1996⟧
Address: ⟦ADDRESS|41 Gardiner Street Lower, Dublin 1, D01 X2K7⟧
Mobile: ⟦PHONE|+353 87 614 2290⟧
Email: ⟦EMAIL|siobhan.delaney96@gmail.com⟧
Photo ID seen: passport ⟦PASSPORT|$pp_ie1⟧
Do you have any of the following?  [ ] ⟪form_option|haemophilia⟫  [ ] ⟪form_option|diabetes⟫  [x] other: ⟦MEDICAL|latex allergy⟧
Current medication: ⟦MEDICAL|sertraline 50mg⟧
Design: ⟪design_ref|FL-0932⟫ fineline peony, placement left forearm
Deposit paid: ⟦AMOUNT|€60⟧ (non-refundable)
Artist: ⟦PERSON|Rory⟧
Aftercare leaflet given - see ⟪leaflet_code|AC-2023-v4⟫"""),

("slack_thread", """#dev-printportal
⟦PERSON|Kofi Mensah⟧  10:42
pushed the fix for the proof-upload bug to ⟪git_branch|fix/proof-upload-timeout⟫ (⟪commit_sha|$sha1⟫). also rotated the S3 creds, new ones below till we move them into vault
```
AWS_ACCESS_KEY_ID=⟦APIKEY|$akid1⟧
AWS_SECRET_ACCESS_KEY=⟦SECRET|$awssec1⟧
AWS_REGION=⟪aws_region|eu-west-2⟫
BUCKET=⟪s3_bucket|signcraft-proofs-prod⟫
```
⟦PERSON|Hannah Ives⟧  10:44
@⟦PERSON|kofi.m⟧ pls don't paste keys in here 🙃 delete + DM me
⟦PERSON|Kofi Mensah⟧  10:45
oops. done. the old key ⟦APIKEY|$akid2⟧ is deactivated anyway"""),

("call_transcript", """[Call recording - Strikezone Bowl customer line - ⟪call_id|CR-88172⟫]
AGENT (⟦PERSON|Leanne⟧): Strikezone, ⟦PERSON|Leanne⟧ speaking, how can I help?
CALLER: Hiya, my name's ⟦PERSON|Darren Pike⟧, I booked two lanes for my lad's party Saturday and got charged twice.
AGENT: Sorry about that. Can I take the booking email?
CALLER: It's ⟦EMAIL|dazpike@hotmail.co.uk⟧.
AGENT: Thanks ⟦PERSON|Darren⟧. Yep I can see two payments of ⟦AMOUNT|£64.80⟧ on the card ending ⟪card_last4|4417⟫. I'll refund one now, it'll show in 3 to 5 working days.
CALLER: Brilliant. Can you text me when it's done? ⟦PHONE|oh seven seven double oh, nine double oh, three one two⟧.
AGENT: Lovely. Refund reference is ⟪refund_ref|RF-20240611-07⟫."""),

("invoice", """⟪org_name|THE GILT EDGE⟫ - Bespoke Picture Framing
⟪org_address|Unit 4, Tanners Yard, Frome BA11 1HB⟫ · VAT Reg ⟪vat_number|GB 318 4471 26⟫
INVOICE ⟪invoice_no|GE-2417⟫    Date: ⟪invoice_date|09/07/2024⟫
Bill to: Mrs ⟦PERSON|Annabel Fforde⟧, ⟦ADDRESS|The Old Forge, Church Lane, Mells, Frome BA11 3PT⟧

1 x Oak box frame 50x70cm, museum glass ........ ⟪price|£212.00⟫
1 x Conservation mount, ivory ................... ⟪price|£38.50⟫
Float mounting (embroidery sampler, c.1840) ..... ⟪price|£45.00⟫
Subtotal ⟪invoice_subtotal|£295.50⟫   VAT 20% ⟪vat_amount|£59.10⟫   Total ⟪invoice_total|£354.60⟫
Paid on deposit: ⟦AMOUNT|£100.00⟧ (card ending ⟪card_last4|0932⟫)
Balance due on collection: ⟦AMOUNT|£254.60⟧

Questions? ⟦PHONE|01373 461920⟧ or ⟦EMAIL|hello@giltedgeframing.co.uk⟧"""),

("env_file", """# lumenhouse-booking/.env.production  (DO NOT COMMIT)
APP_ENV=production
APP_PORT=⟪port|8080⟫
APP_URL=https://book.lumenhouse.studio
DATABASE_URL=postgres://lumen_app:⟦SECRET|Fj7#pQ2vX9!m⟧@⟦IP_ADDRESS|10.12.0.8⟧:5432/lumen_prod
REDIS_URL=redis://:⟦SECRET|r3d1s-Lum3n-2024⟧@⟦IP_ADDRESS|10.12.0.9⟧:6379/0
STRIPE_PUBLISHABLE_KEY=⟪publishable_key|$pklive1⟫
STRIPE_SECRET_KEY=⟦APIKEY|$sklive1⟧
STRIPE_WEBHOOK_SECRET=⟦SECRET|$whsec1⟧
SMTP_HOST=smtp.mailgun.org
SMTP_USER=⟦EMAIL|postmaster@mg.lumenhouse.studio⟧
SMTP_PASSWORD=⟦PASSWORD|Sh00tDay!Golden⟧
MAILGUN_API_KEY=⟦APIKEY|$mailgun1⟧
ADMIN_NOTIFY=⟦EMAIL|ewa.lindqvist@lumenhouse.studio⟧
SENTRY_RELEASE=⟪version|lumen-booking@3.8.2⟫"""),

("voicemail_transcript", """Voicemail ⟪timestamp|Tue 11:02⟫ from ⟦PHONE|07842 336019⟧ (auto-transcribed, confidence ⟪confidence_score|0.81⟫)
"hi yeah this is ⟦PERSON|Tomasz⟧ er ⟦PERSON|Tomasz Wiśniewski⟧, I'm booked in for the mock test with ⟦PERSON|Geoff⟧ on wednesday out of the ⟪place_name|Reading⟫ centre. just to say they've moved my ⟦MEDICAL|knee arthroscopy⟧ to that morning so can we do friday instead. also my card got changed so the ⟦AMOUNT|forty-two pounds⟧ for last lesson bounced, I'll transfer it tonight. call me back on this or my work one which is ⟦PHONE|zero one one eight, four nine six, two two seven one⟧. cheers bye" """),

("csv_export", """member_id,full_name,dob,grade,phone,email,medical_notes,emergency_contact
⟪member_id|TKD-0412⟫,⟦PERSON|Aiden Kowalski⟧,⟦DATE_OF_BIRTH|2011-02-17⟧,⟪belt_grade|green tag⟫,⟦PHONE|07723 118406⟧,⟦EMAIL|kowalski.fam@btinternet.com⟧,⟦MEDICAL|type 1 diabetes - carries glucose tabs⟧,⟦PERSON|Ola Kowalski⟧ ⟦PHONE|07723 118407⟧
⟪member_id|TKD-0413⟫,⟦PERSON|Ruby Achterberg⟧,⟦DATE_OF_BIRTH|2009-09-30⟧,⟪belt_grade|blue⟫,⟦PHONE|07480 552913⟧,⟦EMAIL|r.achterberg@gmail.com⟧,none,⟦PERSON|Saskia Achterberg⟧ ⟦PHONE|+31 6 4418 2093⟧
⟪member_id|TKD-0414⟫,⟦PERSON|Mohammed Al-Sayed⟧,⟦DATE_OF_BIRTH|2013-06-05⟧,⟪belt_grade|white⟫,⟦PHONE|07555 019822⟧,⟦EMAIL|alsayed.h@yahoo.co.uk⟧,⟦MEDICAL|peanut allergy (EpiPen)⟧,⟦PERSON|Hana Al-Sayed⟧ ⟦PHONE|07555 019821⟧"""),

("forum_post", """Re: Best escape rooms in the north-west? (thread ⟪thread_id|#44871⟫)
Did ⟪room_name|The Alchemist's Cellar⟫ at ⟪org_name|Clueless Escapes⟫ in ⟪place_name|Preston⟫ last month - 4 of us, got out with 3 mins left. ⟪price|£22pp⟫ off-peak which is decent. The lock on the chest is a ⟪product_code|Master Lock 1500iD⟫ directional one so if ur bad at arrows bring someone who isnt lol. Their booking app (⟪version|v2.3.1⟫) kept crashing on android tho. 8/10, would do ⟪room_name|Blackout Asylum⟫ next."""),

("stack_trace", """Traceback (most recent call last):
  File "/home/⟦PERSON|dmoyo⟧/framepos/app/orders.py", line 214, in create_order
    conn = psycopg2.connect("host=⟦IP_ADDRESS|172.20.4.11⟧ port=⟪port|5432⟫ dbname=framepos user=pos_writer password=⟦SECRET|Mitre-Joint-88⟧")
psycopg2.OperationalError: connection to server at "⟦IP_ADDRESS|172.20.4.11⟧", port 5432 failed: FATAL:  password authentication failed for user "pos_writer"

During handling of the above exception, another exception occurred:
  File "/home/⟦PERSON|dmoyo⟧/framepos/app/notify.py", line 57, in send_receipt
    mailer.send(to="⟦EMAIL|g.okonkwo@icloud.com⟧", subject="Your frame order ⟪order_id|FP-100392⟫")
framepos.errors.MailError: SMTP 535 auth failed (release ⟪version|framepos 5.2.0⟫, ⟪commit_sha|$sha2⟫)"""),

("ocr_business_card", """[OCR scan - business card, confidence ⟪ocr_confidence|0.87⟫]
LINGUA|BRIDGE
Translation · Interpreting · Certification
Dr ⟦PERSON|Amara Nwosu-Heller⟧ MCIL CL
Senior Conference Interpreter (EN / DE / IG)
T ⟦PHONE|+44 (0)20 7946 0321⟧
M ⟦PHONE|+44 (0)7700 900775⟧
E ⟦EMAIL|a.nwosu-heller@linguabridge.co.uk⟧
WeChat ⟦PERSON|amara_interprets⟧ · linkedin.com/in/⟦PERSON|amaranwosuheller⟧
⟪org_address|2nd Floor, 18 Hatton Garden, London EC1N 8AT⟫
⟪website|www.linguabridge.co.uk⟫ · ⟪company_reg_no|Company no. 09127734⟫"""),

("meeting_minutes", """SIGNWORKS LTD - weekly team meeting - ⟪meeting_date|Mon 3 June⟫
Present: ⟦PERSON|Gary Holt⟧ (chair), ⟦PERSON|Bea Lindgren⟧, ⟦PERSON|Tunde Bakare⟧, ⟦PERSON|Mags⟧ (notes)
1. Vinyl plotter - ⟪product_code|Roland GS2-24⟫ blade holder replaced, ⟪price|£149⟫ from supplier.
2. Staff - ⟦PERSON|Tunde⟧ off from 10th for ⟦MEDICAL|hernia repair surgery⟧, back approx 3 wks. ⟦PERSON|Bea⟧ covering installs.
3. Pay - ⟦PERSON|Gary⟧ confirmed ⟦PERSON|Bea⟧'s rate goes to ⟦AMOUNT|£13.20/hr⟧ from July.
4. Security - new alarm code for the unit is ⟦PASSWORD|5 2 8 0 1⟧, old one stops working Fri. DON'T write it on the whiteboard again (⟦PERSON|Gary⟧!!)
5. AOB - van ⟪vehicle_plate|KX19 FHD⟫ MOT due end of month."""),

("sql_dump", """-- dump from inkbook (⟪version|MariaDB 10.11.6⟫), table appointments
INSERT INTO appointments (id, client_name, client_phone, client_email, artist, deposit, card_last4, notes, created_at) VALUES
(⟪row_id|5531⟫, '⟦PERSON|Lena Fischer⟧', '⟦PHONE|+49 151 2374 8810⟧', '⟦EMAIL|lena.fischer@web.de⟧', '⟦PERSON|Marco⟧', '⟦AMOUNT|50.00 EUR⟧', '⟪card_last4|2291⟫', '⟦MEDICAL|keloid scarring on left shoulder⟧ - avoid that area', '⟪timestamp|2024-04-19 16:22:05⟫'),
(⟪row_id|5532⟫, '⟦PERSON|Jasper de Wit⟧', '⟦PHONE|+31 6 2107 5543⟧', '⟦EMAIL|jasperdewit@protonmail.com⟧', '⟦PERSON|Marco⟧', '⟦AMOUNT|80.00 EUR⟧', '⟪card_last4|7740⟫', 'cover-up, bring ref photos', '⟪timestamp|2024-04-19 17:03:41⟫');"""),

("review", """★★☆☆☆  ⟦PERSON|Claire B.⟧ - reviewed ⟪review_date|2 weeks ago⟫
Booked the newborn package at ⟪org_name|Little Lumen Studio⟫ (⟪price|£295⟫ package). Photographer ⟦PERSON|Jess⟧ was lovely but the edits took 9 weeks and half the gallery was missing. After 3 emails they refunded ⟦AMOUNT|£120⟧ which I appreciate but still. Our dog ⟪pet_name|Biscuit⟫ was in the family shots and they cropped him out of most lol. Would not rebook.
  Response from the owner: Hi ⟦PERSON|Claire⟧, really sorry about the delays, I've emailed you directly. - ⟦PERSON|Nadia⟧"""),
]

# ---------------------------------------------------------------- part 2
TEXTS += [
("card_dispute_form", """CARD DISPUTE FORM | Cardholder: ⟦PERSON|Renee Castillo⟧ | Card number: ⟦CARD|$visa1⟧ | Merchant: ⟪merchant_name|PINSETTER BOWL & ARCADE #112⟫ | Merchant ID ⟪merchant_id|MID 4450128830⟫ | Amount disputed: ⟦AMOUNT|$186.40⟧ | Transaction date ⟪transaction_date|05/14/2024⟫ | Reason: charged for 3 lanes, only used 1, manager said he'd void it and never did. | Contact: ⟦PHONE|(512) 555-0147⟧, ⟦EMAIL|renee.castillo@yahoo.com⟧ | Mailing address: ⟦ADDRESS|2207 Wickersham Ln, Austin, TX 78741⟧"""),

("onboarding_checklist", """Onboarding checklist - ⟪org_name|Lone Star Driver Ed⟫ - contract instructor
Name (as shown on your income tax return): ⟦PERSON|Marcus T. Greene⟧
Address: ⟦ADDRESS|4410 Meadowlark Dr, Round Rock, TX 78664⟧
Taxpayer Identification Number - SSN: ⟦SSN|$ssn1⟧
Date of birth: ⟦DATE_OF_BIRTH|September 2, 1979⟧
Emergency contact: ⟦PERSON|Lorraine Greene⟧ (wife) ⟦PHONE|512-555-0182⟧
Direct deposit - bank routing no. ⟪routing_number|111000614⟫
Rate: ⟦AMOUNT|$28.50/hr⟧ behind-the-wheel, ⟦AMOUNT|$22/hr⟧ classroom
Form ⟪form_version|Rev. March 2024⟫"""),

("shell_history", """  501  ssh ⟦PERSON|mbeltran⟧@⟦IP_ADDRESS|192.168.10.21⟧
  502  sudo systemctl restart lightroom-sync
  503  export GITHUB_TOKEN=⟦APIKEY|$ghp1⟧
  504  git clone https://github.com/⟪org_handle|shutterbox-studio⟫/gallery-uploader.git
  505  cd gallery-uploader && git checkout ⟪git_tag|v1.4.0⟫
  506  mysql -h ⟦IP_ADDRESS|10.0.5.30⟧ -u gallery -p'⟦PASSWORD|Ap3rture!f2.8⟧' galleries
  507  curl -H "Authorization: Bearer ⟦APIKEY|$jwt1⟧" https://api.shutterbox.photo/v1/clients/⟪client_record_id|8812⟫
  508  ping ⟪doc_ip|198.51.100.23⟫
  509  history -c"""),

("email_card_details", """Hi ⟦PERSON|Dana⟧,

Sorry, couldn't get the online checkout to work on my phone. Here's my card for the wedding balance of ⟦AMOUNT|$1,450⟧ (invoice ⟪invoice_no|SB-2024-118⟫, the ⟪package_name|Golden Hour Elopement⟫ package, ⟪price|$2,900⟫ total):

Name on card: ⟦PERSON|Jonathan R. Pryce⟧
Card: ⟦CARD|$amex1⟧
CID: ⟦CVV|4471⟧
Billing address: ⟦ADDRESS|88 Orchard St Apt 5B, Brooklyn, NY 11211⟧

Please delete this email once it's run!! Thanks, ⟦PERSON|Jon⟧

⟦PERSON|Jonathan Pryce⟧ | ⟦PHONE|(718) 555-0139⟧"""),

("helpdesk_ticket", """Ticket ⟪ticket_id|#20931⟫ · Priority: High · Queue: Booking platform
From: ⟦PERSON|Ines Carvalho⟧ <⟦EMAIL|ines@puzzlevault.pt⟧>
Subject: Lost phone, can't log into admin

Hi support, I lost my phone with the authenticator app. I saved these backup codes when I set it up, can you check if they still work?
⟦SECRET|$rec1⟧  ⟦SECRET|$rec2⟧  ⟦SECRET|$rec3⟧
My admin username is ⟦PERSON|icarvalho⟧ and the account is ⟪account_name|Puzzle Vault Lisboa⟫ (plan ⟪plan_name|Pro 3 rooms⟫).
Obrigada, ⟦PERSON|Inês⟧"""),

("interpreter_timesheet", """INTERPRETER TIMESHEET - ⟪org_name|VozClara Interpretación S.L.⟫
Interpreter: ⟦PERSON|Lucía Ferrer Ibáñez⟧    DNI: ⟦NATIONAL_ID|$dni1⟧
Assignment: ⟪job_no|JOB-7719⟫ - medical consultation, ⟪place_name|Hospital del Mar⟫
Patient (records only): ⟦PERSON|Ahmed Benali⟧ - ⟦MEDICAL|post-op cardiology follow-up⟧
Hours: 2.5 x ⟪tariff|€45/h⟫ + travel
Payment to: ⟦IBAN|$es1⟧
Fee claimed: ⟦AMOUNT|€127,50⟧
Signed ⟪sign_date|12/03/2024⟫"""),

("json_config", """{
  "venue": "⟪org_name|Kingpin Lanes Leeds⟫",
  "scoring": {"host": "⟦IP_ADDRESS|10.8.1.50⟧", "port": ⟪port|7771⟫, "firmware": "⟪firmware_version|BES X 3.2.1⟫"},
  "notifications": {
    "slack_webhook": "⟦SECRET|$slackhook1⟧",
    "telegram_bot_token": "⟦APIKEY|$tg1⟧",
    "telegram_chat_id": "⟪chat_id|-1002213344556⟫"
  },
  "payments": {"stripe_secret": "⟦APIKEY|$sklive2⟧", "terminal_merchant": "⟪merchant_id|MCK7P2Q9⟫"},
  "owner_contact": "⟦EMAIL|rob.haigh@kingpinlanes.co.uk⟧"
}"""),

("sms_thread", """⟪org_name|Pigment & Paper⟫: Hi ⟦PERSON|Ffion⟧, your order ⟪order_id|PP-55102⟫ (⟪product_code|Cotman 24 half pans⟫ + 2x ⟪product_code|A3 Bockingford 300gsm⟫) is ready. Collect from the locker by the door, PIN ⟦PASSWORD|3308⟧. Store credit left: ⟦AMOUNT|£12.40⟧.
Reply from ⟦PHONE|07958 440126⟧: thanks!! can my partner ⟦PERSON|Huw⟧ pick it up instead?"""),

("model_release", """MODEL RELEASE - ⟪org_name|North Light Photography Ltd⟫
Model: ⟦PERSON|Zara Okonjo⟧    Date of birth: ⟦DATE_OF_BIRTH|21st January 2008⟧ (minor - parent/guardian signature required)
Parent/guardian: ⟦PERSON|Chidi Okonjo⟧, ⟦ADDRESS|7 Mabel Street, Manchester M40 8PY⟧
Shoot: ⟪shoot_ref|NLP-2403-EDU⟫ "back to school" campaign for ⟪client_org|Bramhall Uniforms⟫
Fee: the Model shall receive ⟦AMOUNT|£150⟧, payable to the guardian within 30 days.
The Model grants the Photographer the right to use the images in perpetuity, worldwide, in all media.
Signed: ________  Date: ________  Witness: ⟦PERSON|Sofia Reyes⟧ (studio manager)"""),

("incident_report", """INCIDENT REPORT - ⟪org_name|Iron Lotus Kickboxing⟫ - report no ⟪report_no|IR-2024-017⟫
Date/time: ⟪incident_time|22/02/2024 19:40⟫   Location: mat 2
Injured person: ⟦PERSON|Kieran Walsh⟧ (age 34)
Description: during light sparring with ⟦PERSON|Dev Patel⟧, ⟦PERSON|Kieran⟧ took a kick to the ribs, reported pain and shortness of breath. Coach ⟦PERSON|Ana Lima⟧ stopped the session.
Injury: ⟦MEDICAL|suspected fractured rib (left, 7th)⟧. ⟦PERSON|Kieran⟧ mentioned he's on ⟦MEDICAL|apixaban⟧ so ambulance called as a precaution.
Next of kin informed: ⟦PERSON|Erin Walsh⟧ ⟦PHONE|07391 662048⟧
First aider: ⟦PERSON|Ana Lima⟧ - kit restocked (⟪product_code|instant ice pack x2⟫)"""),

("yaml_config", """# tms/config/production.yml
app:
  name: ⟪org_name|Transcreo TMS⟫
  version: ⟪version|4.12.0⟫
mt_engines:
  deepl:
    api_key: ⟦APIKEY|$deepl1⟧
    glossary_id: ⟪glossary_id|$uuid1⟫
  google:
    api_key: ⟦APIKEY|$gkey1⟧
    project: ⟪gcp_project|transcreo-mt-prod⟫
sftp:
  host: ⟦IP_ADDRESS|34.89.201.77⟧
  user: ⟦PERSON|abaptiste⟧
  key_file: /home/⟦PERSON|abaptiste⟧/.ssh/id_ed25519
notify:
  email: ⟦EMAIL|ops-alerts@transcreo.eu⟧
  smtp_password: ⟦PASSWORD|Gl0ssary#Night⟧"""),

("markdown_table", """### Teacher roster - spring term
| Teacher | Style | Mobile | Rate | Notes |
|---|---|---|---|---|
| ⟦PERSON|Camille Roux⟧ | ballet, grades 1-5 | ⟦PHONE|07812 330194⟧ | ⟦AMOUNT|£32/hr⟧ | DBS ok |
| ⟦PERSON|Dwayne⟧ "⟦PERSON|DJ⟧" ⟦PERSON|Jackson⟧ | hip hop | ⟦PHONE|07469 210558⟧ | ⟦AMOUNT|£28/hr⟧ | off till May, ⟦MEDICAL|ACL rehab⟧ |
| ⟦PERSON|Mei Tanaka⟧ | contemporary | ⟦PHONE|07700 900611⟧ | ⟦AMOUNT|£30/hr⟧ | cover only |

Class prices stay the same: ⟪price|£8 drop-in⟫, ⟪price|£60 ten-class card⟫. Saturday classes move to ⟪room_name|Studio B⟫."""),

("sms", "⟪org_name|Black Tulip Tattoo⟫: Hi ⟦PERSON|Nico⟧! Day 3 of healing - keep washing 2x a day w/ unscented soap, thin layer of ⟪product_name|Bepanthen⟫. Peeling is normal. Touch-up is free within ⟪policy_period|8 weeks⟫. Reply STOP to opt out. Msg ⟪message_id|#TX58820⟫"),

("discord_chat", """#staff-chat
⟦PERSON|Mo_Rahimi⟧: reset for the 6pm Vault group done. chest combo still ⟪puzzle_solution|7-3-1-9⟫, UV torch batteries swapped
⟦PERSON|kaz⟧: ty. btw new code for the staff room door is ⟦PASSWORD|2580#⟧ - ⟦PERSON|Ellie⟧ changed it this morning
⟦PERSON|Ellie⟧: yep and pls stop propping it open with the fire extinguisher 🙃
⟦PERSON|Mo_Rahimi⟧: bot is posting to the wrong channel btw, webhook is ⟦SECRET|$discordhook1⟧ if someone can fix
⟦PERSON|kaz⟧: on it. GM rota for sat is up, ⟪room_name|Asylum⟫ needs 2 GMs, booking ⟪booking_ref|VLT-0611⟫ is a hen party 🙈"""),

("email_proof_approval", """Subject: Proof approval - shopfront fascia ⟪job_no|SW-8841⟫

Hi ⟦PERSON|Gary⟧, proof v3 looks great, approved. Go ahead with the ⟪material_spec|3mm ACM, matt black, 4200x600mm⟫ and lettering in ⟪pantone|Pantone 7527 C⟫. Install address is the shop: ⟪org_address|Brew & Bloom, 22 High St, Hebden Bridge HX7 8AD⟫ - but send the invoice to my home address ⟦ADDRESS|Flat 2, 9 Bankfoot Terrace, Hebden Bridge HX7 6JL⟧. I'll pay the ⟦AMOUNT|£480⟧ balance on completion. My mobile for the fitters: ⟦PHONE|07981 004563⟧.

Cheers, ⟦PERSON|Rosie Maddox⟧"""),

("app_log_jsonl", """{"ts":"⟪timestamp|2024-05-07T08:12:44.201Z⟫","level":"info","msg":"login ok","user":"⟦EMAIL|s.adeyemi@gmail.com⟧","ip":"⟦IP_ADDRESS|86.15.203.44⟧","req":"⟪request_id|req_7f3a9c1e⟫"}
{"ts":"⟪timestamp|2024-05-07T08:12:51.930Z⟫","level":"warn","msg":"token refresh","user":"⟦EMAIL|s.adeyemi@gmail.com⟧","authorization":"Bearer ⟦APIKEY|$jwt2⟧","ip":"⟦IP_ADDRESS|2a00:23c7:8e14:1b01:5d9a:2210:c4e3:9f11⟧"}
{"ts":"⟪timestamp|2024-05-07T08:13:02.114Z⟫","level":"error","msg":"sms send failed","to":"⟦PHONE|+447700900884⟧","provider":"twilio","account":"⟪account_sid|$twac1⟫","err":"⟪error_code|21610⟫"}"""),

("ocr_sticky_note", """(photo of sticky note on the till, OCR)
Mrs ⟦PERSON|Patel⟧ - collect SAT
job ⟪job_no|FR-0731⟫ (wedding photo, ⟪frame_size|A3⟫ walnut)
paid ⟦AMOUNT|£45⟧ dep, ⟦AMOUNT|£60⟧ to pay
tel ⟦PHONE|07722 51 84 09⟧
wifi for card machine = ⟦PASSWORD|GiltEdge2019!⟧"""),
]

# ---------------------------------------------------------------- part 3
TEXTS += [
("translation_order_form", """Certified Translation Order - ⟪order_id|CT-240915-044⟫
Document: passport bio page + CPF card   Pair: PT (BR) > EN   ⟪word_count|312 words⟫
Name as in document: ⟦PERSON|Thiago Henrique Moreira⟧
Passport no.: ⟦PASSPORT|$pp_ca1⟧
CPF: ⟦NATIONAL_ID|$cpf1⟧
Date of birth: ⟦DATE_OF_BIRTH|1992-10-04⟧
Contact: ⟦EMAIL|thiago.hmoreira@gmail.com⟧ / ⟦PHONE|+55 11 98842-3170⟧
Delivery: ⟪delivery_option|Express 48h⟫
Amount paid: ⟦AMOUNT|R$ 380,00⟧ via Pix"""),

("instructor_diary_dictation", """Instructor diary - dictated, ⟪timestamp|Fri 17 May 18:20⟫
lesson 9 with ⟦PERSON|Harpreet⟧, good on roundabouts, still rushing the mirror check. ⟦PERSON|Harpreet Sandhu⟧'s mum asked about a test date, told her end of July realistically. ⟦PERSON|Lewis⟧ cancelled again, that's twice, charge him the ⟦AMOUNT|£38⟧ late fee. new pupil ⟦PERSON|Abigail Frost⟧ told me she had ⟦MEDICAL|a seizure in 2022⟧, need to check she's declared the ⟦MEDICAL|epilepsy⟧ to the ⟪org_name|DVLA⟫ before we go out. her number ⟦PHONE|07413 882650⟧. car ⟪vehicle_plate|YE21 KPU⟫ needs front tyres. fuel card PIN is ⟦PASSWORD|8 1 7 2⟧ dont forget again"""),

("gitlab_ci_yaml", """# .gitlab-ci.yml
variables:
  DOCKER_IMAGE: ⟪docker_image|registry.gitlab.com/printhaus/w2p:2.7.3⟫
  NPM_TOKEN: ⟦APIKEY|$npm1⟧
  DO_TOKEN: ⟦APIKEY|$dop1⟧
deploy:
  stage: deploy
  script:
    - echo ⟦APIKEY|$glpat1⟧ | docker login registry.gitlab.com -u ⟦PERSON|jkowalczyk⟧ --password-stdin
    - ssh deploy@⟦IP_ADDRESS|159.65.23.148⟧ "cd /srv/w2p && ./release.sh"
  only: [⟪git_branch|main⟫]"""),

("piercing_waiver", """Walk-in waiver - ⟪org_name|Sacred Needle Tattoo & Piercing⟫, ⟪place_name|Honolulu⟫
Name: ⟦PERSON|Brooke Ashworth⟧
DOB: ⟦DATE_OF_BIRTH|07/22/1998⟧
ID type: passport #⟦PASSPORT|$pp_us1⟧
Piercing: ⟪service|helix, titanium stud 16g⟫
Allergies: ⟦MEDICAL|nickel⟧
Pregnant? no   Blood thinners? no
Paid: ⟦AMOUNT|$85⟧ cash (incl. jewelry)
Piercer: ⟦PERSON|Kekoa⟧"""),

("remittance_advice", """Remittance advice - ⟪org_name|Polyglot Partners Ltd⟫
To: ⟦PERSON|Élodie Marchand⟧ <⟦EMAIL|elodie.marchand.trad@orange.fr⟧>

We have today paid ⟦AMOUNT|€1,284.60⟧ to your account ⟦IBAN|$fr1⟧ for invoices ⟪invoice_no|EM-2024-031⟫ and ⟪invoice_no|EM-2024-032⟫ (our ⟪po_number|PO-88104⟫).
Any questions please contact accounts on ⟦PHONE|+44 161 496 0734⟧ (ask for ⟦PERSON|Graham⟧)."""),

("payroll_call_notes", """Payroll call notes - ⟪org_name|Pointe & Flex Dance Academy⟫ - ⟪call_date|6/3⟫
Spoke w/ ⟦PERSON|Kiara Washington⟧ (new tap teacher). She read her SSN as ⟦SSN|$ssn2⟧, DOB ⟦DATE_OF_BIRTH|1/15/1995⟧. Pay ⟦AMOUNT|$30 an hour⟧, first check 6/14. Address for the W-2: ⟦ADDRESS|1120 Peachtree Walk NE Apt 8, Atlanta, GA 30309⟧. She has ⟦MEDICAL|plantar fasciitis⟧ flaring up so no more than 4 classes back to back for now, keep her out of ⟪room_name|Room 3⟫ (concrete under the floor). Cell ⟦PHONE|404-555-0176⟧."""),

("gallery_access_csv", """client,email,gallery_url,gallery_password,expires
⟦PERSON|Nguyen Thi Mai⟧,⟦EMAIL|mai.nguyen.0407@gmail.com⟧,⟪gallery_url|https://galleries.brightframe.co/g/7731⟫,⟦PASSWORD|lotus-bridge-44⟧,⟪expiry_date|2024-12-31⟫
⟦PERSON|Ben⟧ & ⟦PERSON|Sasha⟧,⟦EMAIL|bensasha.wedding@outlook.com⟧,⟪gallery_url|https://galleries.brightframe.co/g/7733⟫,⟦PASSWORD|confetti!!⟧,⟪expiry_date|2025-03-01⟫"""),

("aftercare_faq", """Aftercare FAQ - ⟪org_name|Ironclad Piercing Co.⟫ (⟪doc_version|v5, Jan 2024⟫)
Q: What should I clean my piercing with?
A: Sterile saline spray only, e.g. ⟪drug_name_leaflet|NeilMed Piercing Aftercare⟫. Don't use ⟪drug_name_leaflet|Savlon⟫, tea tree or alcohol.
Q: Can I take painkillers?
A: ⟪drug_name_leaflet|Paracetamol⟫ is fine; avoid ⟪drug_name_leaflet|ibuprofen⟫ for the first 24h as it can increase bleeding.
Q: Healing times? Lobe 6-8 weeks, cartilage 6-12 months. Downsizing costs ⟪price|£15⟫ + jewellery.
Find us at ⟪org_address|5 Stokes Croft, Bristol BS1 3PR⟫, walk-ins till 6."""),

("slack_message", """⟦PERSON|Tariq⟧ 3:12 PM
for the new Zapier flow I made a restricted key (read-only on charges): ⟦APIKEY|$rklive1⟧
endpoint is ⟪endpoint_url|https://hooks.exitstrategyrooms.com/stripe⟫ on account ⟪stripe_account_id|acct_1OqT5zHk2LmN8pQr⟫, signing secret ⟦SECRET|$whsec2⟧
⟦PERSON|Paula Ng⟧ 3:15 PM
👍 putting both in 1Password under "⟪vault_item|Stripe - Zapier⟫". pls edit your msg now"""),

("background_check_form", """BACKGROUND CHECK AUTHORIZATION - ⟪org_name|Breakout Games Tulsa⟫
Applicant: ⟦PERSON|Tyler J. Brandt⟧ (other names used: ⟦PERSON|Tyler Kowalczyk⟧)
SSN: ⟦SSN|$ssn3⟧    DOB: ⟦DATE_OF_BIRTH|03-08-2001⟧
Current address: ⟦ADDRESS|615 S Boston Ave Apt 1204, Tulsa, OK 74119⟧
Email: ⟦EMAIL|tbrandt01@gmail.com⟧
Position: Game Master (⟪job_code|GM-PT⟫)
Screening vendor: ⟪vendor_name|Checkr⟫, package ⟪package_name|Basic+⟫"""),

("whatsapp_chat", """[10:02] ⟦PERSON|Friederike⟧: Hallo! The frame arrived but the glass is cracked 😢 photo attached
[10:15] ⟪org_name|Rahmenwerk Berlin⟫: Oh no, so sorry ⟦PERSON|Friederike⟧! We'll refund the frame, ⟦AMOUNT|89,00 €⟧. Can you send your IBAN?
[10:21] ⟦PERSON|Friederike⟧: ⟦IBAN|$de1⟧ - account holder ⟦PERSON|F. Hoffmann-Lutz⟧
[10:22] ⟪org_name|Rahmenwerk Berlin⟫: Danke! Refund goes out today, ref ⟪refund_ref|RW-R-0192⟫"""),

("docker_compose", """services:
  db:
    image: ⟪docker_image|mariadb:10.11⟫
    environment:
      MYSQL_ROOT_PASSWORD: ⟦PASSWORD|Tr1pod-Legs-Three⟧
      MYSQL_PASSWORD: ⟦PASSWORD|nc_db_9Kq2x⟧
  app:
    image: ⟪docker_image|nextcloud:28-apache⟫
    ports: ["⟪port|8443⟫:443"]
    environment:
      NEXTCLOUD_ADMIN_USER: ⟦PERSON|ywebb⟧
      NEXTCLOUD_ADMIN_PASSWORD: ⟦PASSWORD|Bokeh&Blur77⟧
      NEXTCLOUD_TRUSTED_DOMAINS: cloud.yasminwebbphoto.com ⟦IP_ADDRESS|192.168.1.40⟧
      SMTP_NAME: ⟦EMAIL|yasmin@yasminwebbphoto.com⟧"""),

("agm_minutes", """Tuesday Night Mixed League - AGM minutes (⟪meeting_date|14 Jan⟫)
Attendees: 16 bowlers. Chair: ⟦PERSON|Pat Keogh⟧. Treasurer: ⟦PERSON|Linda Soames⟧.
Treasurer's report: league account balance ⟪org_total|£2,318.44⟫, prize fund ⟪org_total|£960⟫. ⟦PERSON|Linda⟧ noted that ⟦PERSON|Steve Grady⟧ still owes ⟦AMOUNT|£45⟧ in lineage fees from the autumn.
Handicap stays at ⟪handicap_rule|90% of 220⟫. High game of the season: ⟦PERSON|Marie Chen⟧ with ⟪bowling_score|279⟫.
⟦PERSON|Pat⟧ is stepping down as chair after 6 years following his ⟦MEDICAL|shoulder replacement⟧.
Next meeting at ⟪place_name|Hollywood Bowl Dundrum⟫."""),

("sms", "DVSA: ⟦PERSON|Olusegun Adebayo⟧, your car driving test is booked for ⟪test_datetime|Mon 12 Aug 2024 10:27⟫ at ⟪place_name|Wood Green (London)⟫. Booking ref ⟪booking_ref|93028111⟫. Bring your photocard licence. Questions: ⟦PHONE|0300 200 1122⟧"),

("git_diff", """diff --git a/src/mt/client.py b/src/mt/client.py
index ⟪git_blob|4e1c2a9⟫..⟪git_blob|7b03d5f⟫ 100644
--- a/src/mt/client.py
+++ b/src/mt/client.py
@@ -12,7 +12,7 @@ import os
-OPENAI_KEY = "⟦APIKEY|$openai1⟧"
+OPENAI_KEY = os.environ["OPENAI_API_KEY"]
-ANTHROPIC_KEY = "⟦APIKEY|$anthropic1⟧"
+ANTHROPIC_KEY = os.environ["ANTHROPIC_API_KEY"]
 # maintainer: ⟦PERSON|Rafael Souza⟧ <⟦EMAIL|rafael.souza@verbalink.io⟧>
 MODEL = "⟪model_name|gpt-4o-mini⟫\""""),

("email_with_signature", """Subject: SSF competition registration - ⟦PERSON|Lim Wei Jie⟧

Dear Coach ⟦PERSON|Tan⟧,

Please find my son's details for the ⟪event_name|National Junior Wushu Championships 2024⟫:
Name: ⟦PERSON|Lim Wei Jie⟧
NRIC: ⟦NATIONAL_ID|$nric2⟧
DOB: ⟦DATE_OF_BIRTH|14 Aug 2010⟧
School: ⟪school_name|Bukit Timah Primary⟫
He has ⟦MEDICAL|mild scoliosis⟧ but his doctor has cleared him to compete.
Entry fee of ⟦AMOUNT|S$45⟧ paid by PayNow to the club UEN ⟪org_uen|201912345K⟫.

Regards,
⟦PERSON|Lim Hui Min⟧
⟦PHONE|+65 9123 4476⟧"""),

("java_log", """2024-03-02 11:41:07.392 ERROR ⟪pid|40127⟫ --- [nio-8080-exec-4] c.p.w2p.checkout.OrderService : Failed to create order
com.printhaus.w2p.payment.PaymentException: card declined for customer ⟦EMAIL|m.oduya@gmail.com⟧ (phone ⟦PHONE|+234 803 555 0192⟧), amount ⟪order_total|GBP 214.80⟫, order ⟪order_id|W2P-77120⟫
    at com.printhaus.w2p.payment.StripeGateway.charge(StripeGateway.java:88)
    at com.printhaus.w2p.checkout.OrderService.place(OrderService.java:142)
    ... 41 common frames omitted"""),
]

# ---------------------------------------------------------------- part 4
TEXTS += [
("phone_order_slip", """Phone order - ⟪org_name|Cadmium & Co Art Supplies⟫ - taken by ⟦PERSON|Nell⟧
Customer: ⟦PERSON|Gwen Alderley⟧, ⟦ADDRESS|12 Tennyson Avenue, Harrogate HG1 3LE⟧
Items: ⟪product_code|SCH-AQ-12⟫ Horadam half-pan set, ⟪product_code|ARCH-CP-300⟫ cold-press pad
Card: ⟦CARD|$mc1⟧   sec code ⟦CVV|382⟧
Charged ⟦AMOUNT|£146.30⟧, receipt to ⟦EMAIL|gwen.alderley@btinternet.com⟧
NB shred this slip after processing!!"""),

("booking_confirmation", """Booking confirmed ⟪booking_ref|INT-5520⟫
Event: ⟪event_name|EuroMedTech Summit⟫, ⟪venue|ExCeL London⟫, ⟪event_dates|23-24 Oct⟫
Language pair: ⟪language_pair|EN<>JA⟫, simultaneous, 2 interpreters in booth
Interpreters: ⟦PERSON|Haruka Endo⟧, ⟦PERSON|Sam Whitlock⟧
Client contact on the day: ⟦PERSON|Nikhil Rao⟧ ⟦PHONE|+44 7700 900347⟧
Fee as quoted: ⟪quote_total|£3,960 + VAT⟫"""),

("python_script", """# lanebot.py - quick & dirty lane availability bot, ⟦PERSON|Mikey⟧ 2023
import telebot
VERSION = "⟪version|0.3.1⟫"
bot = telebot.TeleBot("⟦APIKEY|$tg2⟧")
ADMIN_CHAT = ⟪chat_id|481920335⟫
DB = "mysql://lanebot:⟦SECRET|Gutt3rB4ll!⟧@⟦IP_ADDRESS|172.31.8.14⟧/lanes"
OPENING = "⟪opening_hours|10:00-23:00⟫"
"""),

("review", """⭐⭐⭐⭐⭐ "Passed first time!!" - ⟦PERSON|Aaliyah M⟧, ⟪place_name|Leicester⟫
Can't recommend ⟦PERSON|Ravi⟧ at ⟪org_name|Clearview Driving⟫ enough. I have ⟦MEDICAL|really bad anxiety⟧ and he was so patient, did the ⟪course_name|10-hour intensive⟫ and passed with 2 minors. Lessons are ⟪price|£36/hr⟫ which is about average. Thank u ⟦PERSON|Ravi⟧ 🚗"""),

("email_starter_form", """Hi ⟦PERSON|Becca⟧,

For my starter form - NI number is ⟦NATIONAL_ID|$nino1⟧, tax code on my P45 from ⟪org_name|Escape Hunt⟫ was ⟪tax_code|1257L⟫. Wages to my Revolut pls, ⟦IBAN|$gb2⟧ (it's a GB IBAN, hope that works for payroll). Start date ⟪start_date|1 July⟫ is fine. Also I'm allergic to ⟦MEDICAL|penicillin⟧ in case anything happens on shift lol

⟦PERSON|Jamie Ochoa⟧
⟦PHONE|07700 900519⟧"""),

("server_log", """2024/06/09 03:14:22 [error] ⟪pid|1187#1187⟫: *⟪connection_id|55310⟫ open() "/var/www/inkwell/wp-login.php" failed (2: No such file or directory), client: ⟦IP_ADDRESS|45.155.204.19⟧, server: inkwellcollective.ie
2024-06-09 03:14:25,611 fail2ban.actions [⟪pid|912⟫]: NOTICE [nginx-botsearch] Ban ⟦IP_ADDRESS|45.155.204.19⟧
2024-06-09 03:20:02,004 fail2ban.actions [912]: NOTICE [sshd] Ban ⟦IP_ADDRESS|2a0a:4cc0:1:11b4::7⟧
2024-06-09 03:31:47,992 fail2ban.filter [912]: INFO [sshd] Ignore ⟪loopback_ip|127.0.0.1⟫ by ip"""),

("guest_artist_contract", """GUEST ARTIST AGREEMENT
Between ⟪org_name|Old Anchor Tattoo Parlour⟫ ("the Studio") and ⟦PERSON|Giulia Ferraro⟧ ("the Artist"), passport no. ⟦PASSPORT|$pp_it1⟧, residing at ⟦ADDRESS|Via dei Serragli 41, 50124 Firenze⟧.
1. Term: ⟪contract_term|2 September - 27 September 2024⟫.
2. Split: the Artist retains ⟪commission_rate|60%⟫ of each tattoo fee. Payouts weekly to ⟦IBAN|$it1⟧.
3. The Studio advances the Artist's travel costs of ⟦AMOUNT|£310⟧, deducted from the first payout.
Signed ⟦PERSON|G. Ferraro⟧ / for the Studio ⟦PERSON|Dean Mallory⟧"""),

("python_script", """# sync_jobs.py - pulls sign jobs from Airtable into the Figma proof template
# last edited by ⟦PERSON|Priyanka Desai⟧ ⟪edit_date|2024-02-11⟫
AIRTABLE_TOKEN = "⟦APIKEY|$airtable1⟧"
BASE_ID = "⟪airtable_base_id|appX2k9LmQ4rT7vWz⟫"
FIGMA_TOKEN = "⟦APIKEY|$figd1⟧"
FIGMA_FILE = "⟪figma_file_key|q8ZkJd2bN4xYw1⟫"
NOTIFY = ["⟦EMAIL|studio@neonandnail.co.uk⟧", "⟦EMAIL|priyanka@neonandnail.co.uk⟧"]"""),

("bank_notification", """Faster Payment received ⟪timestamp|12 Sep 09:41⟫
From: MR ⟦PERSON|O ADEYEMI⟧
Amount: ⟦AMOUNT|£180.00⟧
Reference: ⟦PERSON|TOLU⟧ BALLET T2
To: ⟪org_account|EN POINTE SCHOOL OF DANCE⟫ ⟪masked_account|****4470⟫"""),

("email_customer", """Hej / Hi,
I ordered prints (order ⟪order_id|FL-33018⟫, ⟪print_size|13x18 cm⟫ on ⟪paper_type|Fuji Crystal Archive lustre⟫) and chose invoice payment. The checkout asks for personnummer: ⟦NATIONAL_ID|$pnr1⟧. Delivery to ⟦ADDRESS|Södermannagatan 14, 116 23 Stockholm⟧.
Can you also fix the name on the order, it should be ⟦PERSON|Johanna Lindström⟧ not ⟦PERSON|Johanna Lindstrom⟧.
Tack, ⟦PERSON|Johanna⟧
⟦PHONE|070-318 44 92⟧"""),

("risk_assessment", """Site RA - ⟪site_name|Piece Hall unit 12⟫ - install ⟪job_no|SW-8902⟫
Team: ⟦PERSON|Tunde Bakare⟧ (lead), ⟦PERSON|Josh Pell⟧
Height work: MEWP required, ⟪equipment|Genie GS-1930⟫ hired from ⟪org_name|Speedy Hire⟫
Note: ⟦PERSON|Josh⟧ has declared ⟦MEDICAL|vertigo⟧ - ground duties only.
Emergency: site contact ⟦PERSON|Carol Hirst⟧ ⟦PHONE|01422 525217⟧"""),

("product_listing", """⟪product_name|Golden Heavy Body Acrylic⟫ - ⟪product_code|GLD-1100-2⟫ Titan Buff, 59ml
⟪price|£11.95⟫ (⟪unit_price|£20.25 / 100ml⟫)
In stock at our ⟪place_name|Glasgow⟫ and ⟪place_name|Edinburgh⟫ stores. Pigment ⟪pigment_code|PW6/PBk9⟫, lightfastness ⟪rating|ASTM I⟫. Barcode ⟪barcode|0738905110022⟫.
Customers also bought: ⟪product_code|GLD-3010⟫ gel medium."""),

("slack_incident", """#incidents
⟦PERSON|Ellie⟧: fyi guest in Asylum 7pm had an ⟦MEDICAL|asthma attack⟧, think it was the haze machine. she used her inhaler and said she's fine, friend drove her home. name on booking ⟦PERSON|Chloe Dunmore⟧, ⟦PHONE|07700 900902⟧. I comped it, ⟦AMOUNT|£96⟧ refunded to her card
⟦PERSON|Mo_Rahimi⟧: 😬 ok. switching to ⟪fluid_type|low-density water-based haze fluid⟫ from tomorrow. ⟪room_name|Asylum⟫ is ⟪booking_status|off sale⟫ till Tuesday"""),

("email_tax_receipt", """Bonjour / Hello,

For the tax receipt for ⟦PERSON|Léo⟧'s karate classes at ⟪org_name|Karaté Shotokan Plateau⟫ (⟪season|automne 2023⟫), here is the info you asked for:
Parent: ⟦PERSON|Marie-Ève Tremblay⟧
SIN: ⟦NATIONAL_ID|$sin1⟧
Address: ⟦ADDRESS|4521 rue Saint-Denis, app. 3, Montréal QC H2J 2L4⟧
Total paid: ⟦AMOUNT|412,50 $⟧ (your receipt ⟪receipt_no|2023-118⟫)

Merci! ⟦PERSON|Marie-Ève⟧"""),

("api_response_json", """{"customer": {"id": "⟪customer_id|cus_Q8mZ2LpR7xT4⟫", "name": "⟦PERSON|Adaeze Umeh⟧", "email": "⟦EMAIL|adaeze.umeh@gmail.com⟧", "phone": "⟦PHONE|+44 7700 900126⟧", "dob": "⟦DATE_OF_BIRTH|1989-05-30⟧"},
 "session": {"type": "⟪session_type|maternity⟫", "notes": "⟦MEDICAL|34 weeks pregnant⟧, ⟦MEDICAL|gestational diabetes⟧ - keep it under 1h", "studio": "⟪room_name|Daylight Room⟫"},
 "payment": {"deposit_paid": "⟦AMOUNT|GBP 75.00⟧", "status": "confirmed"}}"""),

("sms", "⟪org_name|Ironclad Piercing Co.⟫: reminder ⟦PERSON|Saoirse⟧, your ⟪service|septum⟫ appt is tomorrow ⟪appointment_time|2:30pm⟫. Bring photo ID (16+ only, under 18s need a parent). Running late? Call ⟦PHONE|0117 496 0852⟧"),

("helpdesk_ticket", """Ticket ⟪ticket_id|#5083-B⟫ - can't deploy to print server
From: ⟦PERSON|Ollie Brennan⟧
Hi, deploy fails with "Permission denied (publickey)". here's my key in case it helps:
⟦SECRET|$pem3⟧
server is ⟦IP_ADDRESS|10.77.3.2⟧ (⟪os_version|Debian 12.5⟫), user ⟦PERSON|obrennan⟧

Reply from IT (⟦PERSON|Sunita⟧): ⟦PERSON|Ollie⟧!! never send a private key. I've revoked it (⟪key_fingerprint|SHA256:Xb7f1o0qPZc3m9nQ2rJt8sYk4uLw6aV5eD1gH0iB2cE⟫), make a new one with ssh-keygen."""),
]

# ---------------------------------------------------------------- part 5
TEXTS += [
("payroll_csv", """payroll_export_2024-07.csv (⟪export_id|PX-0724⟫)
name,ssn,dob,hourly,location
⟦PERSON|Destiny Howard⟧,⟦SSN|$ssn4⟧,⟦DATE_OF_BIRTH|2002-04-11⟧,⟦AMOUNT|$15.50⟧,⟪location|Tulsa - Brookside⟫
⟦PERSON|Carlos Mendoza⟧,⟦SSN|$ssn5⟧,⟦DATE_OF_BIRTH|1999-12-03⟧,⟦AMOUNT|$17.00⟧,⟪location|Tulsa - Brookside⟫
⟦PERSON|Hannah Reyes-Park⟧,⟦SSN|$ssn6⟧,⟦DATE_OF_BIRTH|2004-08-27⟧,⟦AMOUNT|$15.50⟧,⟪location|Broken Arrow⟫"""),

("instagram_dm", """Instagram DM - @⟪org_handle|framedbyfern⟫
⟦PERSON|lucyinthesky_88⟧: hiii can I pay for the print + frame here? ⟦CARD|$visa4⟧ exp 09/26 cvv ⟦CVV|615⟧ name ⟦PERSON|Lucy Abernathy⟧
⟪org_handle|framedbyfern⟫: Hi ⟦PERSON|Lucy⟧! Please don't send card details in DMs 🙈 I've deleted them my side, here's a secure payment link instead: ⟪payment_link|https://buy.stripe.com/test_5kA8wQ⟫"""),

("meeting_transcript", """Teams meeting ⟪meeting_id|392 118 450 27⟫ - transcript
[00:03:12] ⟦PERSON|Yusuf Demir⟧: ...so the apostille is on the original, I just need the sworn translation into German.
[00:03:20] ⟦PERSON|Katrin Vogel⟧: Okay. And the name should follow your passport, right? Can you read it for me?
[00:03:26] ⟦PERSON|Yusuf Demir⟧: Sure. Passport number ⟦PASSPORT|$pp_de1⟧, surname ⟦PERSON|Demir⟧, given names ⟦PERSON|Yusuf Emre⟧.
[00:03:41] ⟦PERSON|Katrin Vogel⟧: And the delivery address?
[00:03:44] ⟦PERSON|Yusuf Demir⟧: ⟦ADDRESS|Weserstraße 112, 12059 Berlin⟧.
[00:03:55] ⟦PERSON|Katrin Vogel⟧: Great. It's ⟪quote_total|€95⟫ for the certificate, I'll email the invoice to ⟦EMAIL|y.demir@posteo.de⟧."""),

("toml_config", """# config.toml - cadmium-shop-sync
[shopify]
store = "⟪shop_domain|cadmium-co.myshopify.com⟫"
admin_token = "⟦APIKEY|$shpat1⟧"
api_version = "⟪api_version|2024-04⟫"

[email]
sendgrid_key = "⟦APIKEY|$sendgrid1⟧"
from = "⟦EMAIL|orders@cadmiumandco.com⟧"

[ml]
# colour-name generator for product titles
hf_token = "⟦APIKEY|$hf1⟧"
model = "⟪model_name|mistralai/Mistral-7B-Instruct-v0.2⟫\""""),

("email_2fa_setup", """From: ⟦EMAIL|no-reply@drivebook.app⟧
Subject: Set up two-step verification

Hi ⟦PERSON|Sandeep⟧,
Scan the QR code in the app or enter this key manually:
⟦SECRET|$totp2⟧
Account: ⟦EMAIL|sandeep@ridgewaydriving.co.uk⟧ · Issuer: ⟪issuer|DriveBook⟫
Didn't ask for this? Contact support quoting ⟪support_ref|DB-2FA-77310⟫."""),

("party_booking_form", """KIDS PARTY BOOKING - ⟪org_name|Tenpin Towers⟫ ⟪place_name|Swindon⟫
Party for: ⟦PERSON|Alfie Brooks⟧, turning 8 on ⟦DATE_OF_BIRTH|16/08/2016⟧
Package: ⟪package_name|Bowl & Bites⟫ x 12 kids @ ⟪price|£14.99 pp⟫
Allergies/dietary: ⟦PERSON|Alfie⟧ - ⟦MEDICAL|coeliac⟧; one guest has an ⟦MEDICAL|egg allergy⟧ (they'll bring their own cake)
Lead booker: ⟦PERSON|Kerry Brooks⟧ ⟦PHONE|07821 443906⟧ / ⟦EMAIL|kerrybrooks82@gmail.com⟧
Deposit paid: ⟦AMOUNT|£50⟧"""),

("mattermost_chat", """#eng
⟦PERSON|rhys⟧: anyone know why the linear sync stopped? token in the job is ⟦APIKEY|$linear1⟧
⟦PERSON|jo.adeyemi⟧: that got revoked when ⟦PERSON|Kasia⟧ left. use the fine-grained one I made for the bot: ⟦APIKEY|$ghfg1⟧ (only has ⟪repo_name|printhaus/w2p-infra⟫)
⟦PERSON|rhys⟧: legend. also build ⟪build_number|#1482⟫ is red, flaky ⟪test_name|test_bleed_margins⟫ again"""),

("email_group_booking", """Hi team, final names for Friday's ⟪booking_ref|EXIT-2291⟫ (2 x ⟪room_name|Lab 47⟫):
Team A: ⟦PERSON|Aoife Byrne⟧, ⟦PERSON|Cian O'Leary⟧, ⟦PERSON|Priyanka Shah⟧, ⟦PERSON|Tomás Ruiz⟧
Team B: ⟦PERSON|Declan Foley⟧, ⟦PERSON|Niamh Kelly⟧, ⟦PERSON|Oluwaseun Ade⟧, me
⟦PERSON|Niamh⟧ is ⟦MEDICAL|claustrophobic⟧ so she'd like the door left unlocked if possible.
Invoice to our finance team please, PO ⟪po_number|4500118820⟫.
- ⟦PERSON|Gráinne⟧, Office Manager, ⟪org_name|Fernhill Analytics Ltd⟫"""),

("photography_contract", """WEDDING PHOTOGRAPHY AGREEMENT (excerpt)
Clients: ⟦PERSON|Jasmine Ortiz⟧ & ⟦PERSON|Andre Ellison⟧
Wedding date: ⟪event_date|October 19, 2024⟫ · Venue: ⟪venue|The Grove at Lakewood⟫
Package: ⟪package_name|Collection III⟫ - ⟪price|$4,200⟫
Retainer received: ⟦AMOUNT|$1,400⟧ on ⟪payment_date|Jan 8, 2024⟫
Remaining balance of ⟦AMOUNT|$2,800⟧ due 30 days before the wedding.
Clients' mailing address: ⟦ADDRESS|3908 Vinewood Ct, Sacramento, CA 95821⟧
Photographer: ⟦PERSON|Mara Lindqvist⟧, ⟪org_name|Golden Oak Photo Co.⟫"""),

("http_request", """GET /parents/portal/invoices HTTP/2
Host: portal.pirouetteacademy.co.uk
Cookie: connect.sid=⟦SECRET|$sess3⟧; _ga=⟪analytics_cookie|GA1.1.1820377711.1712049230⟫
X-Forwarded-For: ⟦IP_ADDRESS|82.132.219.7⟧
X-Request-Id: ⟪request_id|$uuid2⟫
traceparent: ⟪trace_id|00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01⟫
Referer: https://portal.pirouetteacademy.co.uk/login?next=/parents/portal/invoices&u=⟦EMAIL|hollie.m.parker@icloud.com⟧"""),

("application_form", """APPRENTICESHIP APPLICATION - ⟪org_name|Ironclad Tattoo⟫
Name: ⟦PERSON|Maja Jovanović⟧   Pronouns: she/her
Born: ⟦DATE_OF_BIRTH|2 March 2001⟧
Lives: ⟦ADDRESS|58 Gloucester Road, Bristol BS7 8AS⟧
Phone ⟦PHONE|07700 900458⟧ · Insta @⟦PERSON|maja.inks⟧
Portfolio: ⟪portfolio_url|majainks.carrd.co⟫ (⟪file_count|24 pieces⟫)
Anything we should know? I'm ⟦MEDICAL|dyslexic⟧ so written stuff takes me a bit longer but I'm a fast learner!"""),

("k8s_configmap", """apiVersion: v1
kind: ConfigMap
metadata:
  name: ⟪k8s_object|prop-controller-config⟫
data:
  MQTT_URL: "mqtts://props:⟦SECRET|L4ser-Grid-Tripwire⟧@⟦IP_ADDRESS|10.60.0.5⟧:8883"
  VAULT_ROOM_MAGLOCK: "⟦IP_ADDRESS|10.60.1.21⟧"
  LAB47_RFID_READER: "⟦IP_ADDRESS|10.60.1.33⟧"
  FIRMWARE: "⟪firmware_version|esp32-props 2.1.7⟫"
  SUBNET_MASK: "⟪netmask|255.255.255.0⟫"
  ALERT_WEBHOOK: "⟦SECRET|$slackhook2⟧\""""),

("voicemail_transcript", """Voicemail ⟪voicemail_id|VM-0912-03⟫: "Hello good afternoon, my name is Mrs ⟦PERSON|Folake Adeyemi⟧, mother of ⟦PERSON|Tolu⟧ in the ⟪class_name|Grade 2 Ballet⟫ on Saturday. I paid ⟦AMOUNT|one hundred and eighty pounds⟧ last week but the portal is still showing ⟪portal_status|unpaid⟫. Kindly call me back on ⟦PHONE|zero seven nine one one, two zero four, six six three⟧. Thank you, bye." """),

("wiki_markdown", """## Shop accounts (internal - do not share)
| System | Login | Password |
|---|---|---|
| Wi-Fi "⟪wifi_ssid|PrintHaus-Staff⟫" | - | ⟦PASSWORD|Kerning&Leading2024⟧ |
| Epson web admin (⟦IP_ADDRESS|192.168.0.50⟧) | admin | ⟦PASSWORD|EpsonP9570!⟧ |
| Shared inbox | ⟦EMAIL|orders@printhaus.co.uk⟧ | ⟦PASSWORD|Magenta-Cyan-88⟧ |
| Xero | ⟦EMAIL|deb.collins@printhaus.co.uk⟧ | ask ⟦PERSON|Deb⟧ |

Printer model ⟪product_code|SC-P9500⟫, firmware ⟪firmware_version|AF10F8⟫."""),

("facebook_post", """Post in ⟪group_name|Wedding Planning UK⟫:
PSA: avoid ⟪org_name|Flashbulb Studios Essex⟫. Paid a ⟦AMOUNT|£650⟧ deposit in March, the photographer (⟦PERSON|Craig Denholm⟧) ghosted us 3 weeks before the wedding. His number ⟦PHONE|07700 900233⟧ goes straight to voicemail. Trading standards case ⟪case_ref|TS-24-01877⟫ opened. Comments off."""),

("ocr_passport", """[OCR - passport data page, scanned ⟪scan_time|2024-08-01 10:22⟫]
PASSPORT   UNITED KINGDOM OF GREAT BRITAIN AND NORTHERN IRELAND
Type P   Code GBR   Passport No. ⟦PASSPORT|$pp_uk1⟧
Surname ⟦PERSON|OYELARAN⟧
Given names ⟦PERSON|ADEBOLA GRACE⟧
Nationality BRITISH CITIZEN
Date of birth ⟦DATE_OF_BIRTH|19 JUN /JUIN 87⟧
Sex F   Place of birth ⟪place_name|LONDON⟫
Date of issue ⟪issue_date|03 MAR /MARS 21⟫   Date of expiry ⟪expiry_date|03 MAR /MARS 31⟫"""),

("email_refund_request", """Dear ⟪org_name|Studio Dansk⟫,

Could you refund the remaining ⟦AMOUNT|€72,00⟧ of my daughter's term fee (invoice ⟪invoice_no|SD-2024-0411⟫) to ⟦IBAN|$nl1⟧ t.n.v. ⟦PERSON|M. de Groot-Visser⟧? She had to stop because of a ⟦MEDICAL|stress fracture in her foot⟧ (doctor's note attached).
Her name is ⟦PERSON|Fleur de Groot⟧, class ⟪class_name|Jazz 12-14⟫.

Met vriendelijke groet,
⟦PERSON|Marieke de Groot-Visser⟧
⟦PHONE|06-41882907⟧"""),
]
