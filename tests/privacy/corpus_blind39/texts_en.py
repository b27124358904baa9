"""English texts, hand-written one at a time.

Markup: ⟦TYPE|value⟧ = span to detect, ⟪kind|value⟫ = decoy (must not be flagged).
`$name` refers to values.VALUES[name].
"""

TEXTS = []

# 1
TEXTS.append(("sms_box_office_reminder", """
Hi ⟦PERSON|Priya⟧, this is the ⟪org|Corn Exchange Theatre⟫ box office. Your 2 tickets for ⟪work_title|Hedda Gabler⟫ on ⟪date|Sat 14 Feb⟫ (⟪seat|Stalls F11-F12⟫) are ready to collect from 6pm. Ref ⟪booking_ref|CXT-448213⟫. Questions? Call ⟦PHONE|01632 960 418⟧. Reply STOP to opt out.
"""))

# 2
TEXTS.append(("email_library_overdue", """
From: Harrowgate Lane Library <⟦EMAIL|loans@harrowgatelane-libraries.org.uk⟧>
To: ⟦EMAIL|t.okonkwo77@gmail.com⟧
Subject: Overdue items on card ⟪library_card|2937 0041 8826⟫

Dear ⟦PERSON|Tobenna Okonkwo⟧,

Our records show the following items on your card are now overdue:

  1. ⟪work_title|The Salt Path⟫ - ⟪call_number|914.2358 WIN⟫ - ISBN ⟪isbn|978-1-4059-3718-6⟫ - due ⟪date|02/03/2026⟫
  2. Beginner's Guide to Sourdough - ⟪call_number|641.815 HAD⟫ - due ⟪date|05/03/2026⟫

Fines accrue at ⟪price|20p⟫ per item per day, capped at ⟪price|£6.00⟫ per item. Your current balance is ⟦AMOUNT|£4.80⟧. You can renew online or pay at any branch.

Kind regards,

⟦PERSON|Marguerite Ellison⟧
Customer Services Librarian
Harrowgate Lane Library, ⟦ADDRESS|14 Harrowgate Lane, Leeds LS7 3QJ⟧
Tel ⟦PHONE|0113 496 0582⟧
"""))

# 3
TEXTS.append(("gym_pt_intake_form", """
PULSE FITNESS - PERSONAL TRAINING INTAKE (web form #⟪form_id|PT-INT-20931⟫)
Full name: ⟦PERSON|Dominic Achterberg⟧
Date of birth: ⟦DATE_OF_BIRTH|17/09/1984⟧
Mobile: ⟦PHONE|07700 900 314⟧
Email: ⟦EMAIL|dom.achterberg@outlook.com⟧
Home address: ⟦ADDRESS|Flat 3, 22 Colliery Road, Sheffield S9 4LT⟧
Emergency contact: ⟦PERSON|Ruth Achterberg⟧ (wife) ⟦PHONE|07700 900 871⟧
Membership no.: ⟪membership_no|PF-0048817⟫   Home club: ⟪place|Sheffield Attercliffe⟫
Package: ⟪product_code|PT10-OFFPEAK⟫ (10 sessions, ⟪price|£320⟫)

Health questionnaire
Q3 Any heart condition? No
Q5 Current medication: ⟦MEDICAL|ramipril 5 mg once daily⟧ for ⟦MEDICAL|high blood pressure⟧
Q7 Injuries in the last 2 years: ⟦MEDICAL|left ACL reconstruction (March 2023)⟧, still get ⟦MEDICAL|swelling after running more than 5 km⟧
Q9 Anything else your trainer should know? ⟦MEDICAL|mild asthma - uses salbutamol inhaler before exercise⟧
Goals: lose ⟪weight|8 kg⟫ before June, get back to 5-a-side.
Preferred trainer: ⟦PERSON|Kez⟧ (⟦PERSON|Kerry-Ann Douglas⟧), Tues/Thurs ⟪time|06:30⟫
Declaration signed: ⟪date|04/01/2026⟫
"""))

# 4
TEXTS.append(("gp_referral_letter_physio", """
Riverside Medical Practice
⟦ADDRESS|41 Canal Street, Nottingham NG1 7EH⟧
Tel: ⟦PHONE|0115 496 0233⟧   Fax: ⟦PHONE|0115 496 0234⟧

⟪date|12 January 2026⟫

To: Sports Injury Physiotherapy Team, ⟪org|Trentside Physio & Sports Injury Clinic⟫

Dear colleague,

Re: ⟦PERSON|Lakshmi Venkataraman⟧, DOB ⟦DATE_OF_BIRTH|03.06.1991⟧
⟦ADDRESS|9 Hawthorn Close, West Bridgford, Nottingham NG2 6RR⟧

Thank you for seeing this 34-year-old amateur netball player who presents with ⟦MEDICAL|a 6-week history of right-sided anterior knee pain⟧, worse on stairs and after matches. Examination suggests ⟦MEDICAL|patellofemoral pain syndrome⟧; there is no effusion and the ligaments are stable. X-ray on ⟪date|05/01/2026⟫ showed ⟦MEDICAL|no bony abnormality⟧.

PMH: ⟦MEDICAL|hypothyroidism⟧ on ⟦MEDICAL|levothyroxine 75 micrograms daily⟧; ⟦MEDICAL|penicillin allergy (rash)⟧.
She has been taking ⟦MEDICAL|naproxen 250 mg twice daily⟧ with partial relief.

I would be grateful for assessment and a graded loading programme.

Yours sincerely,

Dr ⟦PERSON|Owen Pritchard-Lewis⟧
GP Partner
"""))

# 5
TEXTS.append(("nginx_access_log_ticketing", """
⟦IP_ADDRESS|86.153.40.212⟧ - - [⟪timestamp|14/Feb/2026:19:02:11 +0000⟫] "GET /events/hedda-gabler/seats?perf=⟪performance_id|88213⟫ HTTP/2.0" 200 18422 "https://tickets.cornexchange-theatre.co.uk/whats-on" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X)"
⟦IP_ADDRESS|86.153.40.212⟧ - - [⟪timestamp|14/Feb/2026:19:02:15 +0000⟫] "POST /basket/add HTTP/2.0" 302 0 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X)"
⟪doc_ip|203.0.113.77⟫ - - [⟪timestamp|14/Feb/2026:19:02:16 +0000⟫] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"
⟦IP_ADDRESS|2a02:c7c:6a41:e700:5d1b:33f2:9c0e:18a4⟧ - - [⟪timestamp|14/Feb/2026:19:02:19 +0000⟫] "GET /account/orders?email=⟦EMAIL|helen.barraclough@btinternet.com⟧ HTTP/2.0" 200 3310 "-" "Mozilla/5.0 (Windows NT 10.0; Win64; x64)"
⟦IP_ADDRESS|10.20.4.17⟧ - svc_⟦PERSON|mwhitlock⟧ [⟪timestamp|14/Feb/2026:19:02:24 +0000⟫] "POST /admin/refunds/⟪order_ref|ORD-7730412⟫ HTTP/1.1" 201 512 "-" "python-requests/2.31.0"
⟦IP_ADDRESS|185.220.101.46⟧ - - [⟪timestamp|14/Feb/2026:19:02:31 +0000⟫] "GET /wp-login.php HTTP/1.1" 404 153 "-" "Mozilla/5.0 zgrab/0.x"
⟪doc_ip|198.51.100.23⟫ - - [⟪timestamp|14/Feb/2026:19:02:40 +0000⟫] "GET /static/app.⟪build_id|9f3c1e7a⟫.js HTTP/2.0" 304 0 "-" "synthetic-monitor/3.4"
"""))

# 6
TEXTS.append(("ci_log_membership_deploy", """
2026-01-22T10:14:03.1182Z ##[group]Run ./scripts/deploy.sh production
2026-01-22T10:14:03.1190Z   AWS_REGION: eu-west-2
2026-01-22T10:14:03.1193Z   AWS_ACCESS_KEY_ID: ⟪masked_secret|***⟫
2026-01-22T10:14:03.1195Z ##[endgroup]
2026-01-22T10:14:04.0021Z Triggered by ⟦PERSON|nadia-osei⟧ (push to main, commit ⟪commit_sha|4be91c07d2a35f8e61b0c9d4e77a2f5013c8b6de⟫)
2026-01-22T10:14:04.0107Z + git config user.email ⟦EMAIL|nadia.osei@clubhub.dev⟧
2026-01-22T10:14:04.2290Z + export APP_VERSION=⟪version|2.18.0-rc.3⟫
2026-01-22T10:14:04.2291Z + set -x
2026-01-22T10:14:04.2310Z + aws configure set aws_access_key_id ⟦APIKEY|$aws_id_1⟧
2026-01-22T10:14:04.2315Z + aws configure set aws_secret_access_key ⟦SECRET|$aws_secret_1⟧
2026-01-22T10:14:06.8842Z + docker push 4711.dkr.ecr.eu-west-2.amazonaws.com/membership-api:⟪build_id|build-20260122.7⟫
2026-01-22T10:14:41.5530Z Pushed layer ⟪hash|sha256:0c3e9a51f2b7d48e⟫
2026-01-22T10:15:12.0012Z Deploy finished in ⟪duration|1m 08s⟫ (run ⟪build_id|#5521⟫)
"""))

# 7
TEXTS.append(("env_file_box_office", """
# box-office-api/.env.production  (DO NOT COMMIT)
NODE_ENV=production
PORT=⟪port|8080⟫
DATABASE_URL=postgres://boxoffice_app:⟦SECRET|tR4v!ata-2026#q⟧@⟦IP_ADDRESS|10.40.2.11⟧:5432/boxoffice
REDIS_URL=redis://:⟦SECRET|mQ8zXv3pL0sWn2cK⟧@redis-prod.internal:6379/0
STRIPE_SECRET_KEY=⟦APIKEY|$stripe_sk_2⟧
STRIPE_PUBLISHABLE_KEY=⟪app_id|pk_live_51MzQ3rHk2vT9aXcY0bN4e7LdPq⟫
STRIPE_WEBHOOK_SECRET=⟦SECRET|$stripe_whsec_1⟧
SENDGRID_API_KEY=⟦APIKEY|$sendgrid_1⟧
MAIL_FROM=⟦EMAIL|boxoffice@lyceum-arts.org.uk⟧
ADMIN_ALERT_EMAIL=⟦EMAIL|j.mcnulty@lyceum-arts.org.uk⟧
SLACK_WEBHOOK_URL=⟦SECRET|$slack_hook_1⟧
JWT_SECRET=⟦SECRET|$jwt_signing_1⟧
SENTRY_ENVIRONMENT=production
RELEASE=⟪version|box-office-api@4.12.3⟫
SEATMAP_CDN=https://cdn.lyceum-arts.org.uk/seatmaps/v3
"""))

# 8
TEXTS.append(("whatsapp_cricket_club", """
[⟪timestamp|18/05/2026, 08:12⟫] ⟦PERSON|Imran Qureshi⟧: Morning all, toss at 1pm at ⟪place|Birchfield Rec⟫ today. Still need an 11th - ⟦PERSON|Gaz⟧ are you free?
[⟪timestamp|18/05/2026, 08:19⟫] ⟦PERSON|Gareth Pugh⟧: Can do but only bowling, ⟦MEDICAL|hamstring still tight from last week⟧ 🙃
[⟪timestamp|18/05/2026, 08:21⟫] ⟦PERSON|Imran Qureshi⟧: Legend. Match fees ⟪price|£12⟫ as usual, teas ⟪price|£4⟫. Bank transfer to the club or cash to ⟦PERSON|Sanjay⟧
[⟪timestamp|18/05/2026, 08:40⟫] ⟦PERSON|Sanjay Patel⟧: Got ⟦AMOUNT|£16⟧ from ⟦PERSON|Tom H⟧ already 👍 ⟦PERSON|Ollie⟧ still owes ⟦AMOUNT|£32⟧ from the last two games
[⟪timestamp|18/05/2026, 08:44⟫] ⟦PERSON|Oliver Bennett⟧: Sorry!! Sending now. New number btw ⟦PHONE|07700 900 562⟧
[⟪timestamp|18/05/2026, 09:02⟫] ⟦PERSON|Imran Qureshi⟧: Scorer today is ⟦PERSON|Maureen⟧, her number is ⟦PHONE|+44 7700 900 118⟧ if you're running late. Weather says ⟪percentage|40%⟫ chance of rain from 4
"""))

# 9
TEXTS.append(("slack_thread_ticket_refund", """
#box-office-support
⟦PERSON|Hannah Clegg⟧  10:42
Customer on the phone wants a refund for ⟪order_ref|LYC-2026-118834⟫ (2x Stalls, ⟪work_title|The Nutcracker⟫, ⟪date|20 Dec⟫). Name on booking: Mrs ⟦PERSON|Valerie Ashdown⟧, ⟦EMAIL|val.ashdown@sky.com⟧, paid with card ending ⟪masked_card|•••• 4417⟫. Total ⟦AMOUNT|£78.50⟧ incl. the ⟪price|£3.50⟫ booking fee.
⟦PERSON|Ravi Chandran⟧  10:45
Performance was moved so she's entitled to a full refund. Pushed it through Stripe: ⟪refund_id|re_3PqL8sK2vT9aXcY01mN4e7Ld⟫ for ⟦AMOUNT|£78.50⟧. 5-10 working days.
⟦PERSON|Hannah Clegg⟧  10:47
thanks! she also asked us to update her phone to ⟦PHONE|01632 960 772⟧
⟦PERSON|Ravi Chandran⟧  10:48
done ✅ (member ⟪membership_no|LYC-M-30017⟫, ⟪count|14⟫ bookings on file)
"""))

# 10
TEXTS.append(("csv_choir_members", """
member_id,name,voice,email,mobile,dob,address,gift_aid
⟪membership_no|SCS-001⟫,⟦PERSON|Aoife Gallagher⟧,S1,⟦EMAIL|aoife.gallagher@gmail.com⟧,⟦PHONE|07700 900 431⟧,⟦DATE_OF_BIRTH|1979-02-11⟧,"⟦ADDRESS|12 Vicarage Lane, Stockport SK4 2LD⟧",Y
⟪membership_no|SCS-002⟫,⟦PERSON|Bernard Oyelaran⟧,B2,⟦EMAIL|b.oyelaran@hotmail.co.uk⟧,⟦PHONE|07700 900 602⟧,⟦DATE_OF_BIRTH|1952-10-30⟧,"⟦ADDRESS|3 Kingsway Court, Didsbury, Manchester M20 5PG⟧",Y
⟪membership_no|SCS-003⟫,⟦PERSON|Chloe Whitfield-Park⟧,A1,⟦EMAIL|chloewp@icloud.com⟧,⟦PHONE|07700 900 017⟧,⟦DATE_OF_BIRTH|2001-07-04⟧,"⟦ADDRESS|Flat 9, 140 Wilmslow Road, Manchester M14 5LH⟧",N
⟪membership_no|SCS-004⟫,⟦PERSON|Desmond Fairweather⟧,T1,⟦EMAIL|des.fairweather@btinternet.com⟧,⟦PHONE|0161 496 0385⟧,⟦DATE_OF_BIRTH|1966-12-19⟧,"⟦ADDRESS|27 Heaton Moor Road, Stockport SK4 4NX⟧",Y
⟪membership_no|SCS-005⟫,⟦PERSON|Eilidh Mackay⟧,A2,⟦EMAIL|eilidh.m@protonmail.com⟧,⟦PHONE|07700 900 958⟧,⟦DATE_OF_BIRTH|1990-03-25⟧,"⟦ADDRESS|5 Brook Street, Cheadle SK8 1BX⟧",Y
⟪membership_no|SCS-006⟫,⟦PERSON|Farhan Siddiqui⟧,B1,⟦EMAIL|farhan.siddiqui@yahoo.co.uk⟧,⟦PHONE|07700 900 289⟧,⟦DATE_OF_BIRTH|1985-08-08⟧,"⟦ADDRESS|88 Burnage Lane, Manchester M19 1EN⟧",N
"""))

# 11
TEXTS.append(("sql_insert_climbing_waivers", """
-- waiver signatures imported from the tablet kiosk, batch ⟪batch_id|2026-03-07-K2⟫
INSERT INTO waivers (id, full_name, email, phone, dob, medical_notes, emergency_name, emergency_phone, signed_at) VALUES
('⟪uuid|$uuid_1⟫', '⟦PERSON|Tomasz Wieczorek⟧', '⟦EMAIL|tomek.wieczorek@wp.pl⟧', '⟦PHONE|+48 601 274 839⟧', '⟦DATE_OF_BIRTH|1993-04-18⟧', '⟦MEDICAL|epilepsy, well controlled on lamotrigine 100 mg⟧', '⟦PERSON|Agnieszka Wieczorek⟧', '⟦PHONE|+48 602 118 455⟧', '⟪timestamp|2026-03-07 10:22:41⟫'),
('⟪uuid|$uuid_2⟫', '⟦PERSON|Jade Okafor⟧', '⟦EMAIL|jadeokafor@gmail.com⟧', '⟦PHONE|07700 900 733⟧', '⟦DATE_OF_BIRTH|2008-11-02⟧', '⟦MEDICAL|dislocated right shoulder in 2024⟧', '⟦PERSON|Chidi Okafor⟧', '⟦PHONE|07700 900 734⟧', '⟪timestamp|2026-03-07 10:31:09⟫'),
('⟪uuid|$uuid_3⟫', '⟦PERSON|Liam O''Rourke⟧', '⟦EMAIL|liam.orourke@outlook.ie⟧', '⟦PHONE|+353 87 412 6630⟧', '⟦DATE_OF_BIRTH|1988-01-29⟧', NULL, '⟦PERSON|Siobhan O''Rourke⟧', '⟦PHONE|+353 87 519 2047⟧', '⟪timestamp|2026-03-07 11:05:58⟫');
"""))

# 12
TEXTS.append(("python_traceback_payment", """
2026-02-02 21:14:55,381 ERROR [tickets.payments] Charge failed for basket ⟪basket_id|bsk_9Qm2XyT4⟫
Traceback (most recent call last):
  File "⟪file_path|/srv/tickets/app/payments/gateway.py⟫", line 214, in charge
    resp = self.client.charge(card=card, amount=basket.total_pence, currency="GBP")
  File "/srv/tickets/venv/lib/python3.11/site-packages/paylink/client.py", line 88, in charge
    raise PaymentDeclined(self._describe(card))
paylink.errors.PaymentDeclined: declined (do_not_honor) for CardDetails(number='⟦CARD|$visa_2⟧', cvc='⟦CVV|731⟧', exp_month=⟪card_expiry|09⟫, exp_year=⟪card_expiry|2028⟫, name='⟦PERSON|GRAHAM T OKOYE⟧')
2026-02-02 21:14:55,390 WARNING [tickets.payments] retry 1/3 for customer ⟦EMAIL|g.okoye@leeds-uni.example.ac.uk⟧ from ⟦IP_ADDRESS|82.132.219.4⟧ (session ⟪session_id|s_7c2f90aa41⟫)
2026-02-02 21:14:56,002 INFO [tickets.payments] paylink-sdk ⟪version|3.9.2⟫, gateway latency ⟪duration|612 ms⟫
"""))

# 13
TEXTS.append(("podiatry_clinical_note", """
FOOTWISE PODIATRY - CLINICAL NOTE
Patient: ⟦PERSON|Gwendolyn Harker⟧   DOB: ⟦DATE_OF_BIRTH|22 Aug 1947⟧   ⟪room|Room 2⟫   Appt: ⟪date|09/03/2026⟫ ⟪time|14:20⟫
Clinician: ⟦PERSON|R. Mistry⟧ (HCPC ⟪registration_no|CH34122⟫)

S: Pt reports ⟦MEDICAL|painful ingrown toenail, left hallux, 3 weeks⟧. Has been cutting nails herself.
PMH: ⟦MEDICAL|type 2 diabetes⟧ (⟦MEDICAL|HbA1c 61 mmol/mol⟧ in Jan), ⟦MEDICAL|peripheral neuropathy both feet⟧, ⟦MEDICAL|atrial fibrillation⟧ on ⟦MEDICAL|apixaban 5 mg twice daily⟧.
O: ⟦MEDICAL|medial nail sulcus inflamed, no pus⟧. Monofilament: ⟦MEDICAL|reduced sensation at 4/10 sites on left foot⟧. Pedal pulses palpable.
P: ⟦MEDICAL|partial nail avulsion with phenol⟧ booked for ⟪date|23/03/2026⟫. Advised re bleeding risk on anticoagulant. Fee ⟪price|£145⟫ (self-pay tariff); deposit ⟦AMOUNT|£40.00⟧ taken, card ending ⟪masked_card|*8821⟫.
NOK: daughter ⟦PERSON|Penny Harker-Boyd⟧ ⟦PHONE|01632 960 905⟧
"""))

# 14
TEXTS.append(("call_transcript_museum_donation", """
[Call recording transcript - Friends of the ⟪org|Hallam Museum of Industry⟫ donation line - ⟪timestamp|2026-03-02 11:07⟫]
AGENT: Thanks for calling the Friends donation line, you're speaking to ⟦PERSON|Bethany⟧. Can I take your name please?
CALLER: Yes, it's ⟦PERSON|Norman Ackroyd⟧, ⟦PERSON|A-C-K-R-O-Y-D⟧.
AGENT: Lovely, thank you Mr ⟦PERSON|Ackroyd⟧. And how much would you like to give today?
CALLER: ⟦AMOUNT|Two hundred and fifty pounds⟧, for the steam engine appeal.
AGENT: That's very generous. The appeal's target is ⟪price|£80,000⟫ and we're at about ⟪percentage|62 percent⟫. Address for the receipt?
CALLER: ⟦ADDRESS|4 Millstone Crescent, Dore, Sheffield, S17 3DX⟧.
AGENT: And a phone number?
CALLER: ⟦PHONE|0114 496 0647⟧.
AGENT: Card number when you're ready.
CALLER: ⟦CARD|$mc_3⟧.
AGENT: Expiry?
CALLER: ⟪card_expiry|eleven twenty-seven⟫.
AGENT: And the three digits on the back?
CALLER: ⟦CVV|904⟧.
AGENT: Thank you. Your reference is ⟪donation_ref|FHM-DN-55120⟫. You'll get a thank-you letter from our director, Professor Dame ⟦PERSON|Alison Keel⟧, in about ⟪duration|two weeks⟫.
"""))

# 15
TEXTS.append(("committee_minutes_rowing_club", """
Tamar Valley Rowing Club - Committee Meeting Minutes
Date: ⟪date|Tuesday 3 February 2026⟫, 19:30, clubhouse
Present: ⟦PERSON|Helen Marsh⟧ (Chair), ⟦PERSON|Piotr Zielinski⟧ (Treasurer), ⟦PERSON|Jas Kaur⟧ (Captain), Dr ⟦PERSON|Felix Amankwah⟧ (Welfare), ⟦PERSON|Rosie Tremayne⟧ (Secretary)
Apologies: ⟦PERSON|Gordon Lusk⟧

1. Treasurer's report
Club balance at 31 Jan ⟪org_total|£18,402.77⟫, boat fund ⟪org_total|£6,150.00⟫. ⟦PERSON|Piotr⟧ reported that ⟦PERSON|Callum Reid⟧ still owes ⟦AMOUNT|£157.50⟧ (three quarterly instalments); ⟦PERSON|Jas⟧ will speak to him. Subs stay at ⟪price|£210⟫ seniors / ⟪price|£95⟫ juniors.

2. Welfare
⟦PERSON|Felix⟧ reported that one junior (⟦PERSON|Evie⟧, J15) ⟦MEDICAL|fainted during an ergo test⟧ on 24 Jan. Parents informed; she has since been ⟦MEDICAL|diagnosed with iron deficiency (ferritin 9)⟧ and is cleared for light training.

3. Equipment
New cox box ordered from ⟪org|NK Sports⟫, ⟪price|£389⟫. Hull ⟪serial|WB-8X-2211⟫ back from repair.

4. Fixtures and regattas
The committee agreed to enter ⟪count|six⟫ crews for the spring head races and to host the junior sculling trials on ⟪date|18 April⟫. Trailer towing will again need two volunteers with a B+E licence; the club will cover fuel but not tolls. Launch driver training is booked with the county coach for ⟪date|28 February⟫, ⟪price|£35⟫ per person, half subsidised by the club.

5. Safeguarding training
All coaches working with juniors must complete the online module before the regatta season. Completion currently stands at ⟪percentage|70%⟫. Certificates should be uploaded to the members' area, not emailed.

6. AOB
⟦PERSON|Rosie⟧ to email members about regatta volunteers; replies to ⟦EMAIL|secretary@tamarvalleyrc.org.uk⟧ or ⟦PHONE|0117 496 0341⟧. The bar rota for March is still short of ⟪count|four⟫ evenings. Next meeting ⟪date|3 March⟫, 19:30, clubhouse.
"""))

# 16
TEXTS.append(("invoice_piano_lessons", """
INVOICE ⟪invoice_no|INV-2026-014⟫
From: ⟦PERSON|Mirela Popescu⟧ LRSM - Piano & Theory Tuition
⟦ADDRESS|6 Orchard Mews, Clifton, Bristol BS8 2NP⟧
⟦PHONE|0117 496 0318⟧ · ⟦EMAIL|mirela.piano@gmail.com⟧

Bill to: ⟦PERSON|Amanda Fletcher⟧ (parent of ⟦PERSON|Isla⟧ and ⟦PERSON|Rory⟧)
Term: Spring 2026 (⟪date|12 Jan⟫ to ⟪date|27 Mar⟫)

⟦PERSON|Isla⟧ - Grade 5 piano, 30 min weekly x 11 @ ⟪price|£24.00⟫
⟦PERSON|Rory⟧ - Grade 2 piano, 30 min weekly x 10 @ ⟪price|£24.00⟫
Theory workbook (ABRSM Grade 5) ⟪price|£7.99⟫

Total for term  ⟦AMOUNT|£511.99⟧
Less deposit paid  ⟦AMOUNT|£48.00⟧
Balance due  ⟦AMOUNT|£463.99⟧ by ⟪date|31 January 2026⟫

Bank transfer to ⟦PERSON|M Popescu⟧, IBAN ⟦IBAN|$iban_gb_1⟧, reference ⟪payment_ref|SPR26-014⟫. Cancellations with less than 24 hours' notice are charged in full.
"""))

# 17
TEXTS.append(("receipt_gym_membership", """
IRONWORKS GYM LTD
⟦ADDRESS|Unit 4, Dockside Trading Estate, Hull HU9 1PL⟧
VAT Reg ⟪vat_no|GB 284 5517 90⟫
--------------------------------
RECEIPT ⟪receipt_no|R-0091827⟫
⟪timestamp|05/01/2026 17:48⟫  Till ⟪till_id|T02⟫  Staff: ⟦PERSON|Kyle⟧
Member: ⟦PERSON|Shauna Bellamy⟧ (#⟪membership_no|IW-20417⟫)

12-month Flex membership      ⟪price|£299.00⟫
Joining fee (waived)            ⟪price|£0.00⟫
Locker hire 12m                ⟪price|£36.00⟫
--------------------------------
TOTAL PAID                    ⟦AMOUNT|£335.00⟧
VISA DEBIT ⟪masked_card|************6603⟫  AUTH ⟪auth_code|084412⟫
Thank you for training with us!
"""))

# 18
TEXTS.append(("forum_post_plantar_fasciitis", """
Re: Plantar fasciitis - how long did yours take?
Posted by ⟦PERSON|dkowalczyk⟧ » ⟪timestamp|Sun 15 Mar 2026 9:41 pm⟫

Mine lasted about ⟪duration|7 months⟫. Started after I upped my mileage for ⟪event|Manchester Marathon⟫. For context I'm 52 with ⟦MEDICAL|flat feet and overpronation⟧, and was ⟦MEDICAL|diagnosed with plantar fasciitis in my left heel⟧ last summer.

What finally worked for me (not medical advice!): calf raises off a step every day, a night splint, and six sessions of shockwave at ⟪org|Northern Sports Injury Clinic⟫ (⟪price|£60⟫ a go, ouch). ⟦MEDICAL|A steroid injection in October⟧ only gave me ⟪duration|about 6 weeks⟫ of relief.

> Quote from ⟦PERSON|RunnerRach⟧: has anyone tried the ⟪brand|Hoka⟫ recovery slides?
Yes, wore them round the house, they helped a bit. ⟪public_figure|Paula Radcliffe⟫ swears by them apparently.
"""))

# 19
TEXTS.append(("review_theatre_maps", """
★★★★☆  ⟦PERSON|Colin Ferreira⟧ · Local Guide · ⟪count|48 reviews⟫
⟪date|2 weeks ago⟫
Lovely old theatre, saw ⟪work_title|Blood Brothers⟫ here. Seats in the upper circle (row ⟪seat|K14⟫) are cramped if you're over six foot. Staff were brilliant, especially the usher ⟦PERSON|Grace⟧ who found my wife's scarf after the show. Bar prices are steep (⟪price|£7.20⟫ for a glass of house white). The ⟪place|Quay Street⟫ multi-storey is ⟪price|£6⟫ for the evening.

Response from the owner: Thanks ⟦PERSON|Colin⟧! We'll pass your kind words on to ⟦PERSON|Grace⟧. - ⟦PERSON|Lorna⟧, Front of House Manager
"""))

# 20
TEXTS.append(("teams_chat_archive_searchroom", """
⟦PERSON|Evans, Rhiannon⟧ 09:14
Morning - Dr ⟦PERSON|Samuel Adeyemi-Cole⟧ is in the searchroom asking for the ⟪collection|Tredegar estate papers⟫ (⟪reference_code|D/TE/4/12⟫). He's only got his passport as ID, number ⟦PASSPORT|$pp_uk_2⟧, no proof of address. Reader ticket policy says we need both?
⟦PERSON|Morgan, Dafydd⟧ 09:17
For a one-day ticket the passport alone is fine. Issue a temp ticket (⟪reader_ticket|TMP-26-0419⟫) and note the passport no. on the form. Don't photocopy it.
⟦PERSON|Evans, Rhiannon⟧ 09:18
👍 he gave his address as ⟦ADDRESS|Flat 2, 17 Cathedral Road, Cardiff CF11 9HA⟧ and mobile ⟦PHONE|07700 900 377⟧, adding to the register now. Searchroom closes ⟪time|16:30⟫ today.
"""))

# 21
TEXTS.append(("handover_note_sports_injury_clinic", """
WEEKEND HANDOVER - Sports Injury Clinic (Sat ⟪date|7 Mar⟫)
From ⟦PERSON|Aisha⟧ to ⟦PERSON|Tom B.⟧

• ⟦PERSON|Jordan Maxwell⟧ (rugby, 19): ⟦MEDICAL|day 10 after right ACL reconstruction⟧, ROM 0-95°. Continue phase 2 protocol, crutches off as of today. ⟦MEDICAL|Mild calf tenderness⟧ - checked, Wells score 0, but please recheck Monday.
• ⟦PERSON|Sue Okoro⟧: ⟦MEDICAL|frozen shoulder (L), freezing phase⟧. Had ⟦MEDICAL|hydrodilatation on 2 March⟧, pain 6/10 at night. Keep to gentle ROM.
• Mr ⟦PERSON|Kaczmarek⟧ (⟪room|bay 3⟫): ⟦MEDICAL|L5/S1 disc prolapse with left sciatica⟧, on ⟦MEDICAL|pregabalin 75 mg BD⟧. Cancelled twice; if DNA again, discharge per policy.
• New referral from Dr ⟦PERSON|Hughes⟧ for ⟦PERSON|Kayleigh Dunn⟧ (⟦MEDICAL|grade 2 hamstring strain⟧), booked ⟪date|Tue 10 Mar⟫ ⟪time|08:15⟫ with ⟦PERSON|Tom⟧.
Shockwave unit (⟪serial|SW-ELT-00912⟫) still showing error ⟪error_code|E14⟫ - vendor coming ⟪date|Wed⟫.
"""))

# 22
TEXTS.append(("yaml_config_membership_api", """
# membership-api/config/production.yaml
server:
  bind: ⟪bind_address|0.0.0.0⟫
  port: ⟪port|9000⟫
database:
  primary: ⟦IP_ADDRESS|10.12.0.21⟧
  replica: ⟦IP_ADDRESS|10.12.0.22⟧
  user: members_rw
  password: ⟦PASSWORD|Cl1mb-0n-Up!2026⟧
sms:
  provider: twilio
  account_sid: ⟪app_id|AC4f9b2e71c8d05a36e9b1f2c7d4a80e53⟫
  api_key: ⟦APIKEY|$twilio_sk_1⟧
  auth_token: ⟦SECRET|$twilio_auth_1⟧
  from_number: "⟦PHONE|+44 7700 900 245⟧"
mail:
  smtp_host: smtp.eu.mailgun.org
  api_key: ⟦APIKEY|$mailgun_1⟧
monitoring:
  allowlist:
    - ⟪doc_ip|192.0.2.15⟫
  timeout_seconds: ⟪count|30⟫
"""))

# 23
TEXTS.append(("json_api_member_record", """
{
  "member": {
    "id": "⟪uuid|$uuid_4⟫",
    "first_name": "⟦PERSON|Marisol⟧",
    "last_name": "⟦PERSON|Quintanilla⟧",
    "email": "⟦EMAIL|marisol.q@fastmail.com⟧",
    "phone": "⟦PHONE|(512) 555-0143⟧",
    "dob": "⟦DATE_OF_BIRTH|1996-05-27⟧",
    "plan": {"code": "⟪product_code|UNL-MONTHLY⟫", "price": "⟪price|$89.00⟫"},
    "belay_certified": true,
    "last_login_ip": "⟦IP_ADDRESS|72.182.41.9⟧",
    "created_at": "⟪timestamp|2025-08-14T16:02:11Z⟫"
  }
}
"""))

# 24
TEXTS.append(("new_hire_form_youth_soccer", """
NEW HIRE FORM - ⟪org|Eastside Youth Soccer League⟫ (seasonal coach)
Legal name: ⟦PERSON|Derrick A. Holloway⟧
SSN: ⟦SSN|$ssn_1⟧
Date of birth: ⟦DATE_OF_BIRTH|04/11/1989⟧
Address: ⟦ADDRESS|2218 Maple Ridge Dr, Apt 4B, Columbus, OH 43215⟧
Phone: ⟦PHONE|614-555-0172⟧
Position: U12 Girls Head Coach    Stipend: ⟦AMOUNT|$1,800⟧ per season
Background check: ⟪check_id|BGC-88-20417⟫ (cleared ⟪date|01/09/2026⟫)
Emergency contact: ⟦PERSON|Tanya Holloway⟧, ⟦PHONE|614-555-0139⟧
"""))

# 25
TEXTS.append(("letter_choir_director_payroll", """
⟪org|Northgate Choral Society⟫
⟪date|14 April 2026⟫
PRIVATE & CONFIDENTIAL
Ms ⟦PERSON|Celia Drummond⟧
⟦ADDRESS|31 Abbey Road, Durham DH1 3QP⟧

Dear Ms ⟦PERSON|Drummond⟧,

Re: Musical Director fee 2026/27 - National Insurance number ⟦NATIONAL_ID|$nino_1⟧

Thank you for returning your starter checklist. As agreed, your fee for the season is ⟦AMOUNT|£6,400⟧, paid in ten monthly instalments of ⟦AMOUNT|£640⟧ through our payroll bureau (⟪org|Wearside Payroll Services⟫, PAYE reference ⟪paye_ref|120/NA48213⟫). Tax code ⟪tax_code|1257L⟫ will apply until HMRC tells us otherwise.

Yours sincerely,
⟦PERSON|Geoffrey Lumb⟧, Hon. Treasurer
"""))

# 26
TEXTS.append(("volunteer_allowance_form_rowing_nl", """
Volunteer allowance (vrijwilligersvergoeding) - ⟪org|Roeivereniging De Amstel⟫
Name: ⟦PERSON|Sanne de Vries-Bakker⟧
BSN: ⟦NATIONAL_ID|$bsn_1⟧
IBAN: ⟦IBAN|$iban_nl_1⟧ (account holder ⟦PERSON|S. de Vries⟧)
Address: ⟦ADDRESS|Ruysdaelkade 118-2, 1072 AT Amsterdam⟧
Role: youth coach, Saturdays ⟪time|08:00⟫-⟪time|11:00⟫
Allowance 2026: ⟦AMOUNT|€900⟧ (legal maximum ⟪price|€2,100⟫ a year / ⟪price|€210⟫ a month)
Signed ⟪date|10-01-2026⟫
"""))

# 27
TEXTS.append(("apache_error_log_opac", """
[⟪timestamp|Wed Mar 11 02:14:07.553120 2026⟫] [php:error] [pid ⟪pid|18822⟫] [client ⟦IP_ADDRESS|91.108.56.130⟧:51544] PHP Fatal error:  Uncaught PDOException: SQLSTATE[HY000] [1045] Access denied for user 'opac_ro'@'⟦IP_ADDRESS|172.18.0.5⟧' (using password: YES) in ⟪file_path|/var/www/opac/lib/db.php⟫:41
[⟪timestamp|Wed Mar 11 02:14:09.118004 2026⟫] [core:info] [pid ⟪pid|18830⟫] [client ⟪doc_ip|192.0.2.44⟫:40112] AH00128: File does not exist: /var/www/opac/favicon.ico
[⟪timestamp|Wed Mar 11 02:14:12.700391 2026⟫] [proxy_fcgi:error] [pid ⟪pid|18822⟫] [client ⟦IP_ADDRESS|91.108.56.130⟧:51560] AH01071: Got error 'Primary script unknown'
"""))

# 28
TEXTS.append(("bash_history_ticket_server", """
  501  ssh ⟦PERSON|rkasprzak⟧@⟦IP_ADDRESS|10.30.1.14⟧
  502  cd /home/⟦PERSON|rkasprzak⟧/deploy
  503  mysql -u tickets_admin -p'⟦PASSWORD|Foyer#Lights88⟧' -h ⟦IP_ADDRESS|10.30.1.20⟧ tickets < fix_seats.sql
  504  export OPENAI_API_KEY=⟦APIKEY|$openai_1⟧
  505  python3 summarise_feedback.py --since ⟪date|2026-02-01⟫ --limit ⟪count|500⟫
  506  scp exports/members.csv ⟦PERSON|rkasprzak⟧@⟦IP_ADDRESS|10.30.1.15⟧:/tmp/
  507  git log --oneline -3
  508  history | grep ssh
"""))

# 29
TEXTS.append(("markdown_gallery_volunteer_rota", """
## Gallery volunteers - weekend rota (March)

| Volunteer | Phone | Email | Sat | Sun | Notes |
|---|---|---|---|---|---|
| ⟦PERSON|Beryl Achebe⟧ | ⟦PHONE|07700 900 512⟧ | ⟦EMAIL|beryl.achebe@gmail.com⟧ | ✔ | | first aid trained |
| ⟦PERSON|Hamish Sinclair⟧ | ⟦PHONE|0131 496 0071⟧ | ⟦EMAIL|hsinclair@btinternet.com⟧ | ✔ | ✔ | ⟦MEDICAL|uses a wheelchair⟧, ground floor only |
| ⟦PERSON|Yuki Tanabe⟧ | ⟦PHONE|07700 900 655⟧ | - | | ✔ | tours in Japanese |
| ⟦PERSON|Lorraine McBride⟧ | ⟦PHONE|07700 900 029⟧ | ⟦EMAIL|lorraine.mcb@outlook.com⟧ | ✔ | | key holder ⟪key_no|K-07⟫ |

Gallery ⟪room|G4⟫ is closed ⟪date|14-15 March⟫ for the ⟪exhibition|Scottish Colourists⟫ install. Questions to ⟦EMAIL|volunteers@portobellogallery.org.uk⟧.
"""))

# 30
TEXTS.append(("ocr_leisure_membership_card", """
[OCR output, confidence 0.87]
NORTHSIDE LEISURE
MEMBER CARD
NAME   ⟦PERSON|ADEBAYO, FOLAKEMI⟧
D.O.B  ⟦DATE_OF_BIRTH|03/09/1998⟧
MEMBER NO ⟪membership_no|NSL 4471 0932⟫
VALID TO  ⟪card_valid_to|08/2027⟫
⟪barcode|*4471093200*⟫
ADULT OFF-PEAK
If found please return to ⟪org|Northside Leisure Centre⟫, ⟦ADDRESS|Brook Road, Bolton BL1 8QW⟧ or call ⟦PHONE|0161 496 0800⟧
"""))

# 31
TEXTS.append(("dictation_ankle_sprain_letter", """
[Dictation - speech recognition output, not yet checked]
letter to doctor ⟦PERSON|Farrow⟧ at ⟪org|Millbank Surgery⟫ comma re ⟦PERSON|Dean Whitcombe⟧ comma date of birth ⟦DATE_OF_BIRTH|12 May 1990⟧ new paragraph thank you for referring this 35 year old five a side footballer who ⟦MEDICAL|inverted his right ankle on the 3rd of February⟧ full stop he has ⟦MEDICAL|tenderness over the anterior talofibular ligament⟧ with a negative anterior drawer full stop my impression is a ⟦MEDICAL|grade 2 lateral ankle sprain⟧ full stop Ottawa rules were negative so no x-ray full stop of note ⟦MEDICAL|he is allergic to ibuprofen⟧ so I have advised paracetamol only full stop he will attend ⟪count|six⟫ sessions over ⟪duration|eight weeks⟫ full stop yours sincerely ⟦PERSON|Anjali⟧ end of letter
"""))

# 32
TEXTS.append(("telegram_group_bot_token_leak", """
⟦PERSON|Marcus Lindqvist⟧, [⟪time|21:03⟫]
here's the token for the new booking bot, paste it into the server config: ⟦APIKEY|$tg_bot_1⟧
⟦PERSON|Ana Ribeiro⟧, [⟪time|21:05⟫]
dude don't post tokens in the group 😅 revoke it in ⟪public_handle|@BotFather⟫ and DM me the new one
⟦PERSON|Marcus Lindqvist⟧, [⟪time|21:06⟫]
ugh yes. revoked. bot username is ⟪bot_handle|@HallamClimbBookingBot⟫ btw, webhook points at ⟪doc_ip|203.0.113.40⟫ until DNS is sorted
"""))

# 33
TEXTS.append(("contract_choir_accompanist", """
AGREEMENT FOR SERVICES
This agreement is made on ⟪date|1 September 2026⟫ between:
(1) ⟪org|Ashworth Valley Choral Society⟫ (registered charity no. ⟪charity_no|1094455⟫), c/o ⟦ADDRESS|The Old School House, Church Lane, Ramsbottom BL0 9AP⟧ ("the Society"); and
(2) ⟦PERSON|Theodore Nakamura-Hill⟧ of ⟦ADDRESS|19 Peel Brow, Ramsbottom BL0 0AB⟧ ("the Accompanist").
1. Services. The Accompanist will play for weekly rehearsals (Tuesdays ⟪time|19:30⟫-⟪time|21:30⟫) and ⟪count|three⟫ concerts in the 2026/27 season.
2. Fee. The Society will pay the Accompanist ⟦AMOUNT|£95⟧ per rehearsal and ⟦AMOUNT|£220⟧ per concert, within 14 days of invoice, to IBAN ⟦IBAN|$iban_gb_2⟧.
3. Termination. Either party may end this agreement on ⟪duration|one month's⟫ written notice.
Signed for the Society: ⟦PERSON|Winifred Crabtree⟧ (Chair)        Signed: ⟦PERSON|T. Nakamura-Hill⟧
"""))

# 34
TEXTS.append(("helpdesk_ticket_password_in_body", """
Ticket #⟪ticket_no|48213⟫ - "Can't log in to my Friends account"
Requester: ⟦PERSON|Brenda Castellanos⟧ <⟦EMAIL|brenda.castellanos@aol.com⟧>
Channel: web form · IP ⟦IP_ADDRESS|174.63.118.20⟧ · Priority: normal

Hi, I have been trying to log in for a week. My username is ⟦PERSON|bcastellanos⟧ and my password is ⟦PASSWORD|Tulip$Garden1962⟧, I've typed it very carefully. Could someone ring me on ⟦PHONE|(617) 555-0191⟧? Thank you!
---
Internal note (⟦PERSON|Jerome⟧): asked her to change it since it's now in the ticket. Account ⟪membership_no|FRN-220815⟫ had locked after ⟪count|5⟫ failed attempts.
"""))

# 35
TEXTS.append(("whatsapp_personal_trainer_client", """
⟦PERSON|Kerry⟧ PT: Hey ⟦PERSON|Mo⟧ 👋 how's the back after Thursday?
⟦PERSON|Mo⟧: Bit stiff but ok. Physio says the ⟦MEDICAL|L4-L5 disc bulge⟧ is settling
⟦PERSON|Kerry⟧ PT: Good. We'll keep deadlifts out for now. Are you still on the ⟦MEDICAL|sertraline 50mg⟧? Some people feel a bit flat with heavy cardio, just tell me
⟦PERSON|Mo⟧: yeah still on it, all fine
⟦PERSON|Kerry⟧ PT: 👍 btw that's ⟦AMOUNT|£90⟧ for the last two sessions when you get a chance. Rate goes up to ⟪price|£50⟫/session from January, or ⟪price|£42⟫ if you buy a 10-pack
⟦PERSON|Mo⟧: sent ✅ ref ⟪payment_ref|MO-PT-NOV⟫
"""))

# 36
TEXTS.append(("box_office_call_log_csv", """
call_id,started,duration,caller_number,caller_name,agent,outcome
⟪call_id|C-88102⟫,⟪timestamp|2026-03-14T10:02:18⟫,⟪duration|00:04:51⟫,⟦PHONE|+447700900611⟧,⟦PERSON|Lewis Armitage⟧,⟦PERSON|dbrennan⟧,exchange
⟪call_id|C-88103⟫,⟪timestamp|2026-03-14T10:05:40⟫,⟪duration|00:01:12⟫,withheld,,⟦PERSON|dbrennan⟧,abandoned
⟪call_id|C-88104⟫,⟪timestamp|2026-03-14T10:09:03⟫,⟪duration|00:07:26⟫,⟦PHONE|+441164960552⟧,⟦PERSON|Philomena Grant⟧,⟦PERSON|skhalil⟧,new booking
"""))

# 37
TEXTS.append(("museum_incoming_loan_agreement", """
INCOMING LOAN AGREEMENT   ⟪loan_no|L2026.07⟫
Lender: ⟦PERSON|Cornelius Ashby-Vane⟧, ⟦ADDRESS|Hollins Hall, Hollins Lane, Bollington SK10 5JB⟧, tel. ⟦PHONE|01632 960 144⟧
Object: longcase clock, ⟪historical_person|Thomas Tompion⟫ (attrib.), c. 1690. Lender's ref. ⟪object_ref|AV/117⟫
Insurance valuation: ⟪valuation|£145,000⟫ nail to nail
Loan period: ⟪date|1 May 2026⟫ - ⟪date|30 April 2027⟫
Credit line: "Lent from a private collection" (lender does not wish to be named on labels).
Courier: Mrs ⟦PERSON|Philippa Okoye⟧ (lender's agent), will accompany the object to ⟪place|Macclesfield⟫.
"""))

# 38
TEXTS.append(("gallery_artist_remittance_advice", """
REMITTANCE ADVICE - ⟪org|Kunsthalle Lindenhof gGmbH⟫
Payee: ⟦PERSON|Jonas Reithmeier⟧
Address: ⟦ADDRESS|Oranienstraße 187, 10999 Berlin⟧
Tax ID (Steuer-ID): ⟦NATIONAL_ID|$steuer_1⟧
IBAN: ⟦IBAN|$iban_de_1⟧   BIC: ⟪bic|COBADEFFXXX⟫
Invoice ⟪invoice_no|JR-2026-03⟫, artist fee, exhibition "⟪work_title|Salt & Signal⟫"   ⟦AMOUNT|€1,840.00⟧
Paid on ⟪date|18.03.2026⟫. Questions: ⟦EMAIL|buchhaltung@kunsthalle-lindenhof.de⟧
"""))

# 39
TEXTS.append(("patient_leaflet_heel_pain", """
HEEL PAIN: A GUIDE FOR PATIENTS

What is plantar heel pain?
⟪health_term|Plantar fasciitis⟫ is irritation of the thick band of tissue under the foot. It affects roughly ⟪percentage|1 in 10⟫ people at some point, most often between ⟪age_range|40 and 60⟫.

Common causes include ⟪health_term|tight calf muscles⟫, ⟪health_term|flat feet⟫, standing for long periods and sudden increases in walking or running.

When to get help: if you have ⟪health_term|diabetes⟫ or ⟪health_term|numbness in your feet⟫, see a podiatrist promptly rather than waiting. Simple painkillers such as ⟪health_term|paracetamol⟫ can help in the short term.

More information: ⟪url|www.footcare-guides.example.org/heel-pain⟫
Leaflet ⟪leaflet_code|POD-PIL-012⟫, version ⟪version|3.1⟫, reviewed ⟪date|January 2026⟫
"""))

# 40
TEXTS.append(("price_list_bouldering_wall", """
THE BOULDER SHED - PRICES FROM ⟪date|1 APRIL 2026⟫
Adult entry ⟪price|£11.50⟫ | Concession ⟪price|£9.50⟫ | Under-16 ⟪price|£8.00⟫
10-visit pass ⟪price|£99⟫ (saves ⟪percentage|14%⟫)
Monthly unlimited ⟪price|£52⟫ / student ⟪price|£44⟫
Shoe hire ⟪price|£4⟫ · Chalk ball ⟪price|£3.50⟫
Induction (compulsory for new climbers): ⟪duration|20 minutes⟫, ⟪price|£5⟫
Open Mon-Fri ⟪time|10:00⟫-⟪time|22:00⟫, weekends ⟪time|09:00⟫-⟪time|20:00⟫
Groups of ⟪count|8+⟫ get ⟪percentage|10% off⟫ - ask at the desk.
"""))

# 41
TEXTS.append(("readme_api_quickstart_placeholders", """
## Quick start

Set your credentials as environment variables:

```bash
export TICKETHUB_API_KEY="⟪placeholder|your-api-key-here⟫"
export TICKETHUB_CLIENT_SECRET="⟪placeholder|<your-client-secret>⟫"
```

Sandbox test cards: ⟪test_card|4242 4242 4242 4242⟫ (success), ⟪test_card|4000 0000 0000 0002⟫ (declined). Use any future expiry and any CVC such as ⟪example_value|123⟫.

```bash
curl -H "Authorization: Bearer ⟪placeholder|$TICKETHUB_API_KEY⟫" \\
     "https://api.tickethub.example/v2/events?venue=⟪example_value|ven_123⟫"
```

Webhooks are sent from ⟪doc_ip|198.51.100.7⟫; add it to your allowlist. Replies go to ⟪example_email|you@example.com⟫ in the sample config.
"""))

# 42
TEXTS.append(("postmortem_leaked_email_api_key", """
Post-incident review: leaked SendGrid key (INC-⟪incident_no|2026-007⟫)

Summary: On ⟪date|9 Feb 2026⟫ at ⟪time|14:12 UTC⟫ an API key used by the membership system was committed to the public repo ⟪repo|clubhub/membership-widgets⟫ in commit ⟪commit_sha|a91f0c3⟫. Secret scanning alerted 7 minutes later. The key was:

    ⟦APIKEY|$sendgrid_2⟧

It was revoked at 14:31 by ⟦PERSON|Priyanka Raman⟧ (on call). ⟪count|1,204⟫ spam messages were sent from our domain in that window.

Owner: ⟦PERSON|Elliot Strand⟧. Actions: rotate every key under ⟪vault_path|kv/prod/membership⟫; enable push protection on all repos.
"""))

# 43
TEXTS.append(("password_manager_export_csv", """
name,url,username,password,totp,notes
Box office admin,https://admin.tickethub.example/login,⟦EMAIL|treasurer@ashworthvalleychoir.org.uk⟧,⟦PASSWORD|Chorale!Bass-2026⟧,⟦SECRET|$totp_3⟧,
Business banking,https://business.examplebank.co.uk,⟪customer_id|84471920⟫,⟦PASSWORD|w8Kp#mQ2r!Lx⟧,,card reader needed
Choir newsletter,https://login.mailchimp.com,⟦PERSON|wcrabtree⟧,⟦PASSWORD|Ramsbottom1979⟧,,shared with ⟦PERSON|Theo⟧
Wi-Fi (church hall),,,⟪placeholder|ask the verger⟫,,SSID ⟪wifi_ssid|StMarys-Guest⟫
"""))

# 44
TEXTS.append(("github_recovery_codes_file", """
github-recovery-codes.txt
Account: ⟦PERSON|jmcnulty-lyceum⟧
Generated: ⟪date|2026-01-05⟫

Keep these somewhere safe. Each code can be used once.

⟦SECRET|4f9k2-m7q1x⟧
⟦SECRET|b83ha-0pz6w⟧
⟦SECRET|t5cue-91jrm⟧
⟦SECRET|q0v7n-xe4d8⟧
⟦SECRET|y2lsk-6wa3p⟧
⟦SECRET|h7rd0-c1m5z⟧

(⟪count|10⟫ codes were issued; ⟪count|4⟫ already used)
"""))

# 45
TEXTS.append(("slack_message_pasted_private_key", """
⟦PERSON|Owen Tate⟧  4:52 PM
@⟦PERSON|callum⟧ the print vendor needs SFTP access for the new ticket stock proofs. Key for the `printproof` user on ⟦IP_ADDRESS|35.178.22.190⟧:
```
⟦SECRET|$pem_ec_1⟧
```
(I know, I know - will rotate after Friday)
⟦PERSON|Callum Fraser⟧  4:55 PM
please delete that 🙏 use the vault link instead: ⟪url|https://vault.lyceum.internal/ui/vault/secrets/kv/show/sftp⟫
"""))

# 46
TEXTS.append(("aws_credentials_ini", """
# ~/.aws/credentials on ⟪hostname|ops-laptop-07⟫
[default]
aws_access_key_id = ⟦APIKEY|$aws_id_2⟧
aws_secret_access_key = ⟦SECRET|$aws_secret_2⟧
region = eu-west-1

[tickets-readonly]
aws_access_key_id = ⟪example_value|AKIAIOSFODNN7EXAMPLE⟫
aws_secret_access_key = ⟪example_value|wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY⟫
# ^ copied from the AWS docs, replace before use -- ⟦PERSON|Nadia⟧
"""))

# 47
TEXTS.append(("toml_config_gate_scanner", """
[service]
name = "gate-scanner-sync"
version = "⟪version|0.9.14⟫"

[database]
url = "mysql://scanner:⟦SECRET|Ush3r-Gate-77⟧@⟦IP_ADDRESS|10.8.3.4⟧:3306/tickets"

[notify]
discord_webhook = "⟦SECRET|$discord_hook_1⟧"
on_call = "⟦EMAIL|ops-oncall@lyceum-arts.org.uk⟧"

[devices]
gate_a = { ip = "⟦IP_ADDRESS|10.8.7.21⟧", mac = "⟪mac_address|3C:71:BF:0A:9E:44⟫", serial = "⟪serial|ZB-2209-1187⟫" }
gate_b = { ip = "⟦IP_ADDRESS|10.8.7.22⟧", mac = "⟪mac_address|3C:71:BF:0A:9E:51⟫", serial = "⟪serial|ZB-2209-1190⟫" }
"""))

# 48
TEXTS.append(("docker_compose_library_catalogue", """
services:
  koha-db:
    image: mariadb:⟪version|10.11⟫
    environment:
      MYSQL_ROOT_PASSWORD: ⟦PASSWORD|Dewey-Dec1mal-Root!⟧
      MYSQL_USER: koha_lib
      MYSQL_PASSWORD: ⟦PASSWORD|Stacks&Shelves42⟧
  koha:
    image: koha/koha:⟪version|24.05⟫
    environment:
      KOHA_ADMIN_EMAIL: ⟦EMAIL|systems@eastridinglibraries.org.uk⟧
      SMTP_PASSWORD: ⟦PASSWORD|p0stbox-R3turns⟧
      Z3950_HOST: ⟦IP_ADDRESS|81.2.174.66⟧
    ports:
      - "⟪port|8080:8080⟫"
"""))

# 49
TEXTS.append(("app_log_bearer_jwt", """
⟪timestamp|2026-03-21T18:40:02.114Z⟫ DEBUG http.incoming method=GET path=/v1/members/me ip=⟦IP_ADDRESS|81.106.233.58⟧ ua="ClubHub/⟪version|5.3.1⟫ (Android 14)"
⟪timestamp|2026-03-21T18:40:02.115Z⟫ DEBUG http.headers authorization="Bearer ⟦APIKEY|$jwt_2⟧" x-request-id=⟪uuid|$uuid_5⟫
⟪timestamp|2026-03-21T18:40:02.139Z⟫ INFO  members.me resolved member=⟪member_id|7f3c2a91⟫ email=⟦EMAIL|kwame.asante@gmail.com⟧ in ⟪duration|24ms⟫
"""))

# 50
TEXTS.append(("regatta_crew_entry_form", """
⟪event|Trent Spring Head 2026⟫ - crew entry
Club: ⟪org|Nottingham Boat Club⟫   Event: ⟪race_category|J16 4x+⟫   Entry fee: ⟪price|£68⟫
Crew:
Bow  ⟦PERSON|Esme Hartigan⟧     DOB ⟦DATE_OF_BIRTH|14/02/2010⟧
2    ⟦PERSON|Nkechi Obi⟧        DOB ⟦DATE_OF_BIRTH|30/06/2010⟧
3    ⟦PERSON|Lily-Mae Foster⟧   DOB ⟦DATE_OF_BIRTH|09/11/2009⟧   Medical: ⟦MEDICAL|type 1 diabetes - carries glucose tablets and a Libre sensor⟧
Str  ⟦PERSON|Freya Lindholm⟧    DOB ⟦DATE_OF_BIRTH|21/01/2010⟧
Cox  ⟦PERSON|Ben Oduya⟧         DOB ⟦DATE_OF_BIRTH|05/05/2012⟧
Coach / emergency contact: ⟦PERSON|Graham Peel⟧, ⟦PHONE|0115 496 0917⟧
Paid ⟦AMOUNT|£68.00⟧ on ⟪date|02/03/2026⟫. Boat: ⟪boat_name|Ada Lovelace⟫ (club quad).
"""))

# 51
TEXTS.append(("youth_soccer_registration_us", """
Player registration - ⟪org|Lakeview FC⟫ Fall 2026
Player: ⟦PERSON|Mateo Rivera-Lang⟧   DOB: ⟦DATE_OF_BIRTH|March 3, 2015⟧   Division: U12 boys
Parent/guardian: ⟦PERSON|Claudia Rivera⟧   Cell: ⟦PHONE|(773) 555-0168⟧   Email: ⟦EMAIL|claudia.rivera.lang@gmail.com⟧
Allergies / medical: ⟦MEDICAL|tree nut allergy, EpiPen Jr in bag⟧; ⟦MEDICAL|exercise-induced asthma (albuterol as needed)⟧
Registration fee ⟪price|$185⟫, sibling discount ⟪price|$25⟫ - amount paid ⟦AMOUNT|$160.00⟧, confirmation ⟪confirmation_no|LVFC-F26-0938⟫
Jersey size YM, number ⟪jersey_number|14⟫
"""))

# 52
TEXTS.append(("climbing_centre_incident_report", """
INCIDENT REPORT ⟪incident_no|IR-2026-019⟫    Centre: ⟪org|Vertical Chief Climbing Centre⟫
Date/time: ⟪timestamp|22/02/2026 19:40⟫    Location: ⟪location|bouldering cave, wall B⟫
Injured person: ⟦PERSON|Ryan Goldsworthy⟧   DOB: ⟦DATE_OF_BIRTH|11/10/1997⟧   Member: ⟪membership_no|VC-77190⟫
Address: ⟦ADDRESS|44 Fore Street, Redruth TR15 2AF⟧   Tel: ⟦PHONE|07700 900 848⟧
What happened: fell from the top of a ⟪route_grade|V5⟫ problem and landed between mats.
Injury: ⟦MEDICAL|suspected fracture of left wrist (distal radius)⟧, ⟦MEDICAL|graze to left elbow⟧. No loss of consciousness.
First aider: ⟦PERSON|Keziah Polglase⟧. Ambulance not called; partner drove him to ⟪org|Treliske A&E⟫.
Witnesses: ⟦PERSON|Ollie Chen⟧ (staff), ⟦PERSON|Hannah Trevail⟧ (customer, ⟦PHONE|07700 900 212⟧).
"""))

# 53
TEXTS.append(("email_interlibrary_loan_request", """
From: ⟦PERSON|Gabriel Osei-Tutu⟧ <⟦EMAIL|gabriel.osei-tutu@postgrad.example.ac.uk⟧>
Subject: ILL request - reader ⟪library_card|21184009913375⟫

Hello,

Could you request the following through inter-library loan please?
⟪author|Hobsbawm, E.⟫ (1962) ⟪work_title|The Age of Revolution⟫, ISBN ⟪isbn|978-0-349-10484-7⟫

I'm happy to pay the ⟪price|£5.00⟫ request fee and will collect from the ⟪place|Brotherton⟫ desk.

Thanks,
⟦PERSON|Gabriel⟧
"""))

# 54
TEXTS.append(("archive_reader_registration_form", """
READER REGISTRATION - ⟪org|Borthwick County Record Office⟫
Surname: ⟦PERSON|FitzGerald⟧        Forenames: ⟦PERSON|Clodagh Mary⟧
Date of birth: ⟦DATE_OF_BIRTH|29 July 1961⟧
Address: ⟦ADDRESS|The Gatehouse, 2 Mill Lane, Kilkenny R95 X2P4, Ireland⟧
Email: ⟦EMAIL|clodagh.fitzgerald@eircom.net⟧
Proof of identity seen: Irish passport ⟦PASSPORT|$pp_ie_1⟧, checked by ⟦PERSON|J. Marsden⟧
Research: ⟪research_topic|Castlecomer estate tenants, 1840s⟫
Reader ticket ⟪reader_ticket|BRO-26-00871⟫ valid to ⟪date|March 2030⟫
"""))

# 55
TEXTS.append(("choir_tour_passport_table", """
St Cecilia Singers - Leipzig tour, ⟪date|2-6 July 2026⟫
Passport details for the hotel and coach company (⟪org|Saxonia Reisen⟫). Please check yours!

| Name | Nationality | Passport no. | Expiry | DOB |
|---|---|---|---|---|
| ⟦PERSON|Harriet Colquhoun⟧ | British | ⟦PASSPORT|$pp_uk_1⟧ | ⟪passport_expiry|11/2031⟫ | ⟦DATE_OF_BIRTH|08/04/1975⟧ |
| ⟦PERSON|Sébastien Marchetti⟧ | French | ⟦PASSPORT|$pp_fr_1⟧ | ⟪passport_expiry|02/2029⟫ | ⟦DATE_OF_BIRTH|19/12/1983⟧ |
| ⟦PERSON|Bridget Nolan⟧ | Australian | ⟦PASSPORT|$pp_au_1⟧ | ⟪passport_expiry|07/2033⟫ | ⟦DATE_OF_BIRTH|02/02/1969⟧ |
| ⟦PERSON|Kenji Moriyama⟧ | Canadian | ⟦PASSPORT|$pp_ca_1⟧ | ⟪passport_expiry|05/2030⟫ | ⟦DATE_OF_BIRTH|27/08/1990⟧ |

Corrections to ⟦PERSON|Harriet⟧ by ⟪date|1 May⟫ please.
"""))

# 56
TEXTS.append(("summer_school_tutor_payroll", """
⟪org|Lakes International Music Summer School⟫ 2026 - tutor payroll set-up (CONFIDENTIAL)
1. ⟦PERSON|Priyamvada Iyer⟧ (violin) - Aadhaar ⟦NATIONAL_ID|$aadhaar_1⟧ - fee ⟦AMOUNT|£2,750⟧
2. ⟦PERSON|Gabriel Tremblay⟧ (cello) - SIN ⟦NATIONAL_ID|$sin_1⟧ - fee ⟦AMOUNT|£2,750⟧
3. ⟦PERSON|Rafaela Nogueira⟧ (piano) - CPF ⟦NATIONAL_ID|$cpf_1⟧ - fee ⟦AMOUNT|£3,100⟧
4. ⟦PERSON|Wiktor Nowak⟧ (voice) - PESEL ⟦NATIONAL_ID|$pesel_2⟧ - fee ⟦AMOUNT|£2,400⟧
Standard tutor rate is ⟪price|£550⟫ per teaching day; travel reimbursed up to ⟪price|£400⟫. Contracts go out ⟪date|15 May⟫.
"""))

# 57
TEXTS.append(("email_nordic_coach_expenses", """
From: ⟦PERSON|Linnea Sjöberg⟧ <⟦EMAIL|linnea.sjoberg@telia.se⟧>
To: ⟦EMAIL|finance@nordicclimbingcup.org⟧
Subject: Expenses - Tampere round

Hi ⟦PERSON|Aleksi⟧,

Here are the details you asked for so you can pay my and ⟦PERSON|Aino⟧'s travel costs:
Me: personnummer ⟦NATIONAL_ID|$pnr_2⟧, claim ⟦AMOUNT|SEK 4,380⟧ (train + hostel)
⟦PERSON|Aino Virtanen⟧: henkilötunnus ⟦NATIONAL_ID|$hetu_1⟧, claim ⟦AMOUNT|€212.40⟧

Receipts attached (⟪count|7⟫ files). I think the per diem is ⟪price|€45⟫ a day?

/⟦PERSON|Linnea⟧
"""))

# 58
TEXTS.append(("email_gym_franchise_new_trainers", """
Subject: Alta de empleados - new trainers for ⟪org|FitVida Valencia Ruzafa⟫

Hi ⟦PERSON|Marta⟧, please register the two new personal trainers starting ⟪date|1 April⟫:
- ⟦PERSON|Javier Domínguez Ruiz⟧, DNI ⟦NATIONAL_ID|$dni_1⟧, IBAN ⟦IBAN|$iban_es_1⟧, mobile ⟦PHONE|+34 612 48 73 90⟧
- ⟦PERSON|Oksana Melnyk⟧, NIE ⟦NATIONAL_ID|$nie_1⟧, mobile ⟦PHONE|+34 655 21 09 47⟧ (bank details to follow)
Both on the standard contract: ⟦AMOUNT|€1,450⟧ gross a month plus ⟪percentage|10%⟫ commission on PT packs.
Thanks,
⟦PERSON|Raúl⟧
"""))

# 59
TEXTS.append(("festival_crew_accreditation_sg", """
⟪event|Lion City Fringe 2026⟫ - visiting crew accreditation
Crew lead: ⟦PERSON|Tan Wei Ling⟧, NRIC ⟦NATIONAL_ID|$nric_1⟧, ⟦PHONE|+65 9123 4470⟧
Lighting: ⟦PERSON|Chan Ka Ho⟧ (Hong Kong), HKID ⟦NATIONAL_ID|$hkid_1⟧, passport ⟦PASSPORT|$pp_hk_1⟧
Sound: ⟦PERSON|Arjun Pillai⟧, FIN ⟦NATIONAL_ID|$fin_1⟧
Passes from the ⟪place|Esplanade stage door⟫ after ⟪time|2pm⟫. Lanyard colour: ⟪colour|amber⟫.
"""))

# 60
TEXTS.append(("email_physio_invoice_polish_insurer", """
From: ⟦EMAIL|k.nowicka88@o2.pl⟧
To: ⟦EMAIL|reception@trentsidephysio.co.uk⟧
Subject: invoice for insurance

Hello, I was treated at your clinic on ⟪date|4 and 11 February⟫ for ⟦MEDICAL|tennis elbow (lateral epicondylitis)⟧. My insurer in Poland (⟪org|PZU⟫) needs an invoice with my PESEL number ⟦NATIONAL_ID|$pesel_1⟧ and my address ⟦ADDRESS|ul. Kwiatowa 14/3, 30-219 Kraków⟧. I paid ⟦AMOUNT|£130⟧ in total. Please also write that I had ⟦MEDICAL|two sessions of shockwave therapy⟧.

Kind regards,
⟦PERSON|Katarzyna Nowicka⟧
"""))

# 61
TEXTS.append(("email_w9_piano_tuner", """
Hi ⟦PERSON|Deb⟧,

Attached is my W-9 for the piano tuning at ⟪org|Riverside Concert Hall⟫ this season.
Name: ⟦PERSON|Howard J. Kessler⟧
SSN: ⟦SSN|$ssn_2⟧
Address: ⟦ADDRESS|1407 Linden Ave, Baltimore, MD 21217⟧
Invoice total Sept-Dec: ⟦AMOUNT|$2,340.00⟧ (18 tunings at the contract rate of ⟪price|$130⟫)

Best,
⟦PERSON|Howard⟧ · ⟦PHONE|410-555-0127⟧
"""))

# 62
TEXTS.append(("chargeback_response_gym", """
CHARGEBACK RESPONSE - case ⟪case_no|CB-2026-03311⟫
Cardholder: ⟦PERSON|Tiffany Okonjo⟧   Card: ⟪masked_card|5412 75•• •••• 9013⟫
Disputed: ⟦AMOUNT|$59.99⟧ on ⟪date|02/15/2026⟫, reason code ⟪reason_code|13.2⟫ (cancelled recurring)
Our position: the member cancelled on ⟪date|02/20/2026⟫, after the billing date; the agreement requires ⟪duration|30 days'⟫ notice.
Agreement signed at the ⟪place|Midtown⟫ club from IP ⟦IP_ADDRESS|98.215.40.166⟧; email on file ⟦EMAIL|tiffany.okonjo@yahoo.com⟧.
Prepared by ⟦PERSON|Marcus Bell⟧, Billing.
"""))

# 63
TEXTS.append(("checkout_debug_log_card_capture", """
⟪timestamp|2026-03-03 20:11:45⟫ [checkout-form] DEBUG submit payload={"name":"⟦PERSON|Alisha Moreno⟧","email":"⟦EMAIL|alisha.m@gmx.com⟧","card_number":"⟦CARD|$visa_5⟧","exp":"⟪card_expiry|04/29⟫","cvv":"⟦CVV|318⟧","amount":"⟦AMOUNT|£64.00⟧","event":"⟪event_code|NUTC-1219-E⟫"} ip=⟦IP_ADDRESS|5.64.201.77⟧
⟪timestamp|2026-03-03 20:11:46⟫ [checkout-form] WARN PCI scrubber disabled in ⟪env_name|staging-2⟫ (ticket ⟪ticket_no|OPS-4410⟫)
"""))

# 64
TEXTS.append(("email_school_group_booking", """
Subject: Group booking - Year 9 trip to ⟪work_title|An Inspector Calls⟫

Dear Box Office,

I'd like to confirm our group booking for the ⟪date|Wednesday 22 April⟫ matinee: ⟪count|42⟫ students and ⟪count|5⟫ staff. I understand the schools rate is ⟪price|£14⟫ per student with every 10th staff ticket free. We paid a deposit of ⟦AMOUNT|£150⟧ on ⟪date|3 March⟫ (your ref ⟪booking_ref|GRP-26-0310⟫).

Two students use wheelchairs, and one has ⟦MEDICAL|severe epilepsy⟧, so aisle seats near an exit would be ideal.

Best wishes,
⟦PERSON|Naomi Castell⟧
Head of English, ⟪org|Hillcrest Academy⟫
⟦ADDRESS|Hillcrest Road, Leicester LE4 9PG⟧ · ⟦PHONE|0116 496 0302 ext. 214⟧
"""))

# 65
TEXTS.append(("insurance_claim_form_physio", """
⟪org|Shamrock Health⟫ - Outpatient Claim Form (Part B, completed by member)
Member name: ⟦PERSON|Declan Moriarty⟧   Policy no.: ⟪policy_no|SH-4471-2290-01⟫   DOB: ⟦DATE_OF_BIRTH|18/03/1986⟧
Treatment: physiotherapy, ⟪count|6⟫ sessions at ⟪org|Galway Sports Physio⟫
Condition: ⟦MEDICAL|right rotator cuff tendinopathy⟧ following a ⟦MEDICAL|shoulder dislocation playing hurling in October 2025⟧
Amount paid: ⟦AMOUNT|€390.00⟧    Amount claimed: ⟦AMOUNT|€234.00⟧ (⟪percentage|60%⟫ cover)
Pay to IBAN: ⟦IBAN|$iban_ie_1⟧
"""))

# 66
TEXTS.append(("voicemail_transcript_cello_teacher", """
Voicemail from ⟦PHONE|07700 900 486⟧ · ⟪timestamp|Tue 10 Mar, 17:52⟫ · ⟪duration|0:41⟫
"Hi ⟦PERSON|Miriam⟧, it's ⟦PERSON|Joanne⟧, ⟦PERSON|Felix⟧'s mum. Sorry, he won't make his cello lesson tomorrow, he's ⟦MEDICAL|come down with chickenpox⟧. Could we move it to next Thursday? Oh, and I still owe you ⟦AMOUNT|thirty-six pounds⟧ from last time, I'll bring it. Call me back on this number or the landline, ⟦PHONE|0121 496 0735⟧. Thanks, bye."
"""))

# 67
TEXTS.append(("sms_box_office_phone_pin", """
⟪org|Lyceum Arts⟫: your new box office telephone PIN is ⟦PASSWORD|4831⟧. We will never ask for your full card number by text. Need help? ⟦PHONE|020 7946 0821⟧
"""))

# 68
TEXTS.append(("email_curator_signature", """
Hi ⟦PERSON|Tom⟧,

Happy to lend the two ⟪historical_person|Grimshaw⟫ nocturnes for the autumn show; our registrar will send the condition reports. Could your courier collect on ⟪date|9 September⟫?

Best,

Dr ⟦PERSON|Imogen Wetherell⟧ | Senior Curator, Fine Art
⟪org|Humber Fine Art Trust⟫ | ⟦ADDRESS|7 Minerva Terrace, Hull HU1 1XB⟧
T ⟦PHONE|01632 960 330⟧ | M ⟦PHONE|07700 900 995⟧ | ⟦EMAIL|i.wetherell@humberfineart.org.uk⟧
Working days Mon-Thu
"""))

# 69
TEXTS.append(("private_view_rsvp_dietary_notes", """
Private view RSVPs - "⟪exhibition|Tidelines⟫" - Fri ⟪date|24 April⟫
Confirmed so far: ⟪count|38⟫. Catering notes:
- ⟦PERSON|Farah Nazari⟧ +1: vegetarian
- ⟦PERSON|Giles Upton⟧: ⟦MEDICAL|severe peanut allergy - carries EpiPen⟧
- ⟦PERSON|Bea Lindgren⟧: ⟦MEDICAL|coeliac disease⟧, strictly no gluten
- ⟦PERSON|Ray Osei⟧: no alcohol
Canapés from ⟪org|Salt & Fig Catering⟫, ⟪price|£18⟫ a head.
"""))

# 70
TEXTS.append(("music_camp_medical_consent_form", """
⟪org|Harbourside Young Musicians⟫ Summer Camp - Medical & Consent
Child's name: ⟦PERSON|Poppy Ashworth-Lee⟧    DOB: ⟦DATE_OF_BIRTH|22/07/2016⟧    Instrument: flute
Medical conditions: ⟦MEDICAL|mild cerebral palsy affecting her left hand⟧; ⟦MEDICAL|hay fever (cetirizine 5 mg each morning)⟧
GP: Dr ⟦PERSON|Okonedo⟧, ⟪org|Harbourside Medical Centre⟫
Parent: ⟦PERSON|Lucy Ashworth⟧   ⟦PHONE|07700 900 160⟧
Photo consent: yes · Sun cream: may self-apply
Camp fee ⟪price|£185⟫, bursary awarded ⟦AMOUNT|£60⟧
"""))

# 71
TEXTS.append(("gym_door_access_log", """
door_controller=⟪device_id|DC-02⟫ site=⟪site_code|HUL-DOCK⟫
⟪timestamp|2026-03-12 05:58:14⟫ GRANTED fob=⟪fob_id|0x4A91F2⟫ member="⟦PERSON|Shauna Bellamy⟧" door=MAIN
⟪timestamp|2026-03-12 06:01:40⟫ GRANTED fob=⟪fob_id|0x4A7730⟫ member="⟦PERSON|Kofi Mensah⟧" door=MAIN
⟪timestamp|2026-03-12 06:02:05⟫ DENIED  fob=⟪fob_id|0x4A22C9⟫ member="⟦PERSON|Reece Daly⟧" reason=membership_frozen note="⟦MEDICAL|medical freeze - knee surgery⟧"
⟪timestamp|2026-03-12 06:15:51⟫ GRANTED fob=⟪fob_id|0x4A91F2⟫ member="⟦PERSON|Shauna Bellamy⟧" door=STUDIO
"""))

# 72
TEXTS.append(("syslog_ticket_scanner_gate", """
Mar 14 18:55:02 ⟪hostname|gate-a-01⟫ scannerd[⟪pid|812⟫]: link up, addr ⟦IP_ADDRESS|10.8.7.21⟧/24 gw ⟦IP_ADDRESS|10.8.7.1⟧ mac ⟪mac_address|3c:71:bf:0a:9e:44⟫
Mar 14 18:55:03 gate-a-01 scannerd[812]: firmware ⟪version|4.2.0-b17⟫ serial ⟪serial|ZB-2209-1187⟫
Mar 14 19:01:17 gate-a-01 scannerd[812]: scan OK ticket=⟪ticket_barcode|LYC9X2K4Q7⟫ seat=⟪seat|C14⟫ ms=⟪duration|83⟫
Mar 14 19:01:19 gate-a-01 scannerd[812]: scan REJECT ticket=⟪ticket_barcode|LYC9X2K4Q7⟫ reason=already_used
Mar 14 19:03:44 gate-a-01 scannerd[812]: sync to ⟦IP_ADDRESS|10.8.3.4⟧ failed: timeout, retrying via ⟪doc_ip|192.0.2.200⟫
"""))

# 73
TEXTS.append(("direct_debit_mandate_gym", """
DIRECT DEBIT INSTRUCTION - ⟪org|Ironworks Gym Ltd⟫ (service user no. ⟪sun|442190⟫)
Name of account holder: ⟦PERSON|Kofi Mensah⟧
Address: ⟦ADDRESS|12 Lister Street, Hull HU1 2PR⟧
IBAN: ⟦IBAN|$iban_gb_3⟧
Reference: ⟪mandate_ref|IRONWK-20533⟫
Amount: ⟦AMOUNT|£24.99⟧ monthly, first collection on or after ⟪date|1 April 2026⟫
Signed electronically ⟪date|12/03/2026⟫ from ⟦IP_ADDRESS|81.99.40.213⟧
"""))

# 74
TEXTS.append(("sms_personal_trainer_payment_reminder", """
Hi ⟦PERSON|Jules⟧, friendly reminder from ⟦PERSON|Dan⟧ @ ⟪org|CoreStrength PT⟫ - ⟦AMOUNT|£135⟧ is still outstanding for March (3 sessions). Bank details as before, or pay here: ⟪url|pay.corestrength.example/inv-0319⟫ 🙏
"""))

# 75
TEXTS.append(("cricket_match_report_notes", """
⟪org|Birchfield CC⟫ 2nd XI v ⟪org|Moseley Ashfield CC⟫ - ⟪date|18 May 2026⟫
Birchfield ⟪score|187/8⟫ (40 ov): ⟦PERSON|I. Qureshi⟧ 64, ⟦PERSON|S. Patel⟧ 31*, ⟦PERSON|O. Bennett⟧ 22
Moseley Ashfield ⟪score|172 all out⟫ (38.4 ov): ⟦PERSON|G. Pugh⟧ 4-29
Birchfield won by ⟪margin|15 runs⟫. Player of the match: ⟦PERSON|Gareth Pugh⟧. ⟦PERSON|Tom Haslam⟧ retired hurt on 9 after a ⟦MEDICAL|blow to the right thumb⟧, X-ray on Monday.
"""))

# 76
TEXTS.append(("subject_access_request_cctv", """
Subject access request - CCTV footage
To: Data Protection Officer, ⟪org|Hallam Museum of Industry⟫ (⟦EMAIL|dpo@hallam-museums.org.uk⟧)

I request a copy of CCTV images of me in your ⟪location|Engine Hall⟫ on ⟪date|Saturday 7 March 2026⟫ between ⟪time|14:00⟫ and ⟪time|14:45⟫. I was wearing a red raincoat and pushing a buggy.

Name: ⟦PERSON|Roxanne Delacroix-Shaw⟧
DOB: ⟦DATE_OF_BIRTH|1 November 1988⟧
Address: ⟦ADDRESS|56 Abbeydale Road, Sheffield S7 1FD⟧
Phone: ⟦PHONE|0114 496 0277⟧
A copy of my driving licence is enclosed as proof of identity.
"""))

# 77
TEXTS.append(("box_office_weekly_rota", """
BOX OFFICE ROTA w/c ⟪date|16 March⟫ (v2)
Mon  10-4 ⟦PERSON|Hannah⟧ · 4-9 ⟦PERSON|Dev⟧
Tue  10-4 ⟦PERSON|Ravi⟧ · 4-9 ⟦PERSON|Hannah⟧ + ⟦PERSON|Lou⟧ (press night, ⟪count|620⟫ seats sold)
Wed  closed for ⟪event|get-in⟫
Cover list: ⟦PERSON|Bex Morley⟧ ⟦PHONE|07700 900 411⟧ · ⟦PERSON|Dev Sharma⟧ ⟦PHONE|07700 900 388⟧
Duty manager phone: ⟦PHONE|07700 900 100⟧
"""))

# 78
TEXTS.append(("lost_property_log_opera_house", """
LOST PROPERTY - ⟪org|Grand Opera House⟫ front of house
⟪lp_ref|LP-0311⟫ | ⟪date|11/03⟫ | black e-reader, row ⟪seat|M22⟫ | claimed by ⟦PERSON|Adaeze Nwosu⟧ ⟦PHONE|07700 900 927⟧ ✔
⟪lp_ref|LP-0312⟫ | ⟪date|11/03⟫ | prescription glasses, ⟪seat|Box B⟫ | unclaimed
⟪lp_ref|LP-0313⟫ | ⟪date|12/03⟫ | inhaler (⟦MEDICAL|Ventolin 100 mcg⟧) with name label "⟦PERSON|S. Kilbride⟧" | rang ⟦PHONE|028 9649 6013⟧, left message
"""))

# 79
TEXTS.append(("choir_audition_application", """
AUDITION APPLICATION - ⟪org|City of Bath Chamber Choir⟫
Name: ⟦PERSON|Percival Adjei⟧    Voice: tenor 2
Email: ⟦EMAIL|percy.adjei@gmail.com⟧    Mobile: ⟦PHONE|07700 900 703⟧
Previous choirs: ⟪org|Bristol Cathedral Consort⟫ (2019-2024)
Anything we should know? I have ⟦MEDICAL|mild hearing loss in my left ear⟧, so I prefer to stand on the left of the section.
Preferred audition slot: ⟪date|Sat 25 April⟫, ⟪time|11:20⟫
Audition fee (⟪price|£10⟫) paid: yes
"""))

# 80
TEXTS.append(("background_check_authorization_chaperone", """
BACKGROUND CHECK AUTHORIZATION - ⟪org|Metro Youth Orchestra⟫ volunteer chaperones
Full legal name: ⟦PERSON|Lorraine Beatrice Whitaker⟧
Other names used: ⟦PERSON|Lorraine Mitchell⟧ (maiden name)
Date of birth: ⟦DATE_OF_BIRTH|09/22/1971⟧      SSN: ⟦SSN|$ssn_3⟧
Current address: ⟦ADDRESS|88 Cedar Hollow Rd, Ann Arbor, MI 48105⟧
I authorize ⟪org|ClearPath Screening LLC⟫ to obtain consumer reports for volunteer screening purposes.
Signature on file · ⟪date|03/02/2026⟫
"""))

# 81
TEXTS.append(("payroll_export_csv_climbing_gym", """
employee_id,name,ssn,role,hourly_rate,hours,gross_pay
⟪employee_id|E-1042⟫,"⟦PERSON|Brooks, Tanner⟧",⟦SSN|$ssn_4⟧,route setter,⟦AMOUNT|$22.50⟧,64,⟦AMOUNT|$1,440.00⟧
⟪employee_id|E-1057⟫,"⟦PERSON|Alvarez, Nicole⟧",⟦SSN|$ssn_5⟧,front desk,⟦AMOUNT|$17.00⟧,52,⟦AMOUNT|$884.00⟧
⟪employee_id|E-1063⟫,"⟦PERSON|Nguyen, Bao⟧",⟦SSN|$ssn_6⟧,youth coach,⟦AMOUNT|$19.25⟧,40,⟦AMOUNT|$770.00⟧
# pay period ⟪date|03/01/2026⟫-⟪date|03/15/2026⟫, run ⟪payroll_run_id|PR-2026-05⟫
"""))

# 82
TEXTS.append(("email_travel_agent_amex_orchestra", """
From: ⟦EMAIL|tours@meridiantravel.example.com⟧
Subject: RE: ⟪org|Brookline Community Orchestra⟫ - Vienna flights, payment

Hi ⟦PERSON|Sharon⟧,

Thanks for calling through the card details. For our records (this email is deleted after ticketing):
Card: ⟦CARD|$amex_1⟧   CID: ⟦CVV|4471⟧   Exp: ⟪card_expiry|06/28⟫   Name: ⟦PERSON|SHARON K FELDMAN⟧
Deposit charged: ⟦AMOUNT|$6,200.00⟧ for ⟪count|31⟫ passengers (fare ⟪price|$1,148⟫ per person).

We still need passport numbers for ⟦PERSON|Eli Feldman⟧ and ⟦PERSON|Ruth Okafor⟧; we have yours (⟦PASSPORT|$pp_us_1⟧).

⟦PERSON|Daniel⟧ · Meridian Group Travel · ⟦PHONE|(617) 555-0110⟧
"""))

# 83
TEXTS.append(("museum_shop_order_confirmation", """
Order confirmation ⟪order_ref|MSH-300941⟫ - ⟪org|Hallam Museum Shop⟫
Thanks ⟦PERSON|Eleanor⟧! We'll send your order to:
⟦PERSON|Eleanor Pryce⟧
⟦ADDRESS|Flat 6, Westbourne House, 18 Clarkehouse Road, Sheffield S10 2LB⟧

1 x Steam Engine Tea Towel     ⟪price|£9.50⟫
1 x Kids' Explorer Backpack    ⟪price|£14.00⟫
Postage                        ⟪price|£3.95⟫
Total charged ⟦AMOUNT|£27.45⟧ to ⟪masked_card|Mastercard •••• 2219⟫
Tracking ⟪tracking_no|JD014600003829371⟫
"""))

# 84
TEXTS.append(("sms_spin_class_waitlist", """
⟪org|Ironworks Gym⟫: good news - a space has opened in Spin (⟪time|18:30⟫, ⟪room|Studio 2⟫) on ⟪date|Thu 19 Mar⟫. Confirm in the app within ⟪duration|30 min⟫ or it goes to the next person on the waitlist (you're ⟪count|#2⟫).
"""))
