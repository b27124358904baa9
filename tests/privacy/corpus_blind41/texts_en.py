# -*- coding: utf-8 -*-
"""English texts, typed by hand one at a time.

⟦TYPE|value⟧ = span to detect, ⟪kind|value⟫ = decoy, $name = values.VALUES[name].
"""
TEXTS = []

TEXTS += [
("sms_vet_booster_reminder",
"""Hi ⟦PERSON|Sarah⟧, ⟪pet_name|Biscuit⟫ is due his annual booster (⟪animal_health|DHP + Lepto 4⟫) on ⟪date|14 Jan⟫. Reply YES to confirm or call ⟪org|Oakfield Vets⟫ on ⟦PHONE|01632 960412⟧. Booster ⟪price|£62.50⟫, nurse clinic. Txt STOP to opt out"""),

("whatsapp_livery_yard_group",
"""[09/03/2025, 07:12] ⟦PERSON|Jo Whitcombe⟧: Morning all! Farrier is in on Thursday from 8. ⟦PERSON|Dean⟧ is doing trims at ⟪price|£45⟫ and full sets at ⟪price|£110⟫ this year.
[09/03/2025, 07:15] ⟦PERSON|Priya N⟧: Can you put ⟪horse_name|Toffee⟫ down for a trim please. Also I still owe you ⟦AMOUNT|£180⟧ for Feb livery, will transfer tonight 🙏
[09/03/2025, 07:16] ⟦PERSON|Jo Whitcombe⟧: No rush x same account as always - ⟦IBAN|$iban_gb1⟧
[09/03/2025, 07:31] ⟦PERSON|Mick Stroud⟧: ⟪horse_name|Barney⟫ has thrown a shoe again 🙄 is ⟦PERSON|Dean⟧ ok to do a front pair? I'm on ⟦PHONE|07700 900517⟧ if he wants to ring me
[09/03/2025, 07:40] ⟦PERSON|Priya N⟧: sorry I missed poo picking yesterday, ⟦MEDICAL|migraine⟧ again. Back on the rota from ⟪date|Tuesday⟫
[09/03/2025, 07:42] ⟦PERSON|Jo Whitcombe⟧: Feel better hun. Gate code is still ⟦PASSWORD|4471#⟧ btw, please don't post it on FB again 😂"""),

("email_pet_insurance_claim_settlement",
"""From: PawSure Claims <⟦EMAIL|claims@pawsure-insurance.co.uk⟧>
To: ⟦EMAIL|m.okafor77@gmail.com⟧
Subject: Claim ⟪claim_ref|CLM-2025-118734⟫ - settlement for Juno

Dear Mr ⟦PERSON|Okafor⟧,

Thank you for your claim for ⟪pet_name|Juno⟫ (policy ⟪policy_no|PS-00418827⟫). Our vet team has reviewed the treatment notes for ⟪animal_health|cranial cruciate ligament rupture, left hind - TPLO surgery⟫ and we are pleased to confirm cover.

Invoice from Brambledown Referrals: ⟦AMOUNT|£3,412.80⟧
Less policy excess: ⟪price|£99.00⟫
Less 20% co-payment (pet aged 9+): ⟦AMOUNT|£662.76⟧
Amount payable to you: ⟦AMOUNT|£2,651.04⟧

The payment will be made within 5 working days to the account ending ⟪masked_account|••7743⟫. If you'd rather we paid the practice direct, reply before ⟪date|21 March 2025⟫.

Kind regards,

⟦PERSON|Hannah Greaves⟧
Senior Claims Handler | PawSure Pet Insurance
⟦ADDRESS|Unit 4, Kingsway Business Park, Quedgeley, Gloucester GL2 2ZZ⟧
T: ⟦PHONE|01632 960558⟧  (Mon-Fri ⟪time_range|8.30-17.30⟫)"""),

("allergy_clinic_referral_letter",
"""Paediatric Allergy Service - Referral

Patient: ⟦PERSON|Oliver James Baptiste⟧      DOB: ⟦DATE_OF_BIRTH|02/11/2016⟧
Address: ⟦ADDRESS|27 Cowslip Close, Thetford, IP24 3QX⟧
Parent/carer: ⟦PERSON|Claudette Baptiste⟧ (mother) - mobile ⟦PHONE|07700 900283⟧

Dear Dr ⟦PERSON|Farooqui⟧,

I would be grateful if you could see ⟦PERSON|Oliver⟧, who developed ⟦MEDICAL|generalised urticaria and lip swelling within 10 minutes of eating cashew pesto⟧ on ⟪date|3 February⟫. He was treated in A&E with ⟦MEDICAL|chlorphenamine 2.5 mg⟧ and observed for 4 hours. He has ⟦MEDICAL|moderate atopic eczema⟧ and ⟦MEDICAL|asthma on a salbutamol inhaler as required⟧. He tolerates peanut butter at home. Mum is understandably anxious and would like him assessed for ⟪health_term|tree nut allergy⟫ before he starts the school trip in ⟪date|June⟫.

I have prescribed ⟦MEDICAL|two EpiPen Junior 150 microgram auto-injectors⟧ in the meantime.

Yours sincerely,
Dr ⟦PERSON|Gwen Atterbury⟧
⟪org|Lowfield Surgery⟫, ⟪place|Thetford⟫
Referral ref ⟪referral_ref|RF-33019-ALG⟫"""),

("dermatology_clinic_consultation_note",
"""DERMATOLOGY OUTPATIENTS - consultation note ⟪date|12/06/2025⟫  clinic ⟪room_no|Room 14⟫
Pt: ⟦PERSON|Rhiannon Price-Evans⟧, 34F, DOB ⟦DATE_OF_BIRTH|1990-08-21⟧. Works as a herdswoman on a dairy farm (milking 2x daily).
PC: ⟦MEDICAL|hand dermatitis for 8 months, worse after using teat dip⟧
O/E: ⟦MEDICAL|lichenified plaques on dorsal hands with fissuring⟧, no nail changes.
Patch test (⟪product_code|BSCA baseline series⟫): ⟦MEDICAL|positive to chlorhexidine (++) and thiuram mix (+)⟧.
Plan: ⟦MEDICAL|mometasone 0.1% ointment once daily for 4 weeks⟧, emollient ⟪brand|Epaderm⟫ as soap substitute, nitrile (not rubber) gloves. Letter to employer re: alternative teat dip.
F/U 8/52. Seen by Dr ⟦PERSON|K. Mensah⟧ (registrar), discussed with Prof. ⟦PERSON|Lindqvist⟧'s team."""),

("sleep_clinic_polysomnography_summary",
"""NORTHGATE SLEEP CENTRE - Polysomnography summary
Study ID ⟪study_id|PSG-25-0871⟫   Study date ⟪date|2025-05-19⟫   Bed ⟪bed_no|3⟫
Name: ⟦PERSON|Terrence Albright⟧   DOB: ⟦DATE_OF_BIRTH|14 March 1961⟧   BMI 33.4
Referred by: Dr ⟦PERSON|Nadia Suleiman⟧

Total sleep time ⟪duration|5 h 41 min⟫, sleep efficiency ⟪percentage|78%⟫.
Result: ⟦MEDICAL|severe obstructive sleep apnoea, AHI 38 events/h, lowest SpO2 79%⟧.
Epworth score reported by patient: ⟦MEDICAL|ESS 16/24⟧.
Also noted: ⟦MEDICAL|periodic limb movements (PLMI 22/h)⟧.

Recommendation: ⟦MEDICAL|auto-CPAP 5-15 cmH2O with full face mask⟧; DVLA advice given (HGV driver - farm haulage). Follow-up download at ⟪duration|6 weeks⟫.
Scored by ⟦PERSON|Bea Holloway⟧, RPSGT. Reported by Dr ⟦PERSON|Ian Maitland⟧."""),

("nginx_access_log_farm_portal",
"""⟦IP_ADDRESS|81.174.252.19⟧ - - [18/Apr/2025:06:02:11 +0100] "GET /api/v2/herd/⟪herd_no|UK-344512⟫/animals?page=2 HTTP/1.1" 200 18233 "-" "FarmTrack/4.12.0 (Android 14)"
⟦IP_ADDRESS|81.174.252.19⟧ - - [18/Apr/2025:06:02:14 +0100] "POST /api/v2/auth/login HTTP/1.1" 200 611 "-" "FarmTrack/4.12.0 (Android 14)"
⟪doc_ip|203.0.113.77⟫ - - [18/Apr/2025:06:03:40 +0100] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"
⟦IP_ADDRESS|2a02:c7c:5d1f:6e00:4c1:9ab2:1f3:8e21⟧ - - [18/Apr/2025:06:05:02 +0100] "GET /reports/milk-yield?user=⟦PERSON|ewardle⟧&from=2025-04-01 HTTP/2.0" 200 55120 "https://portal.farmtrack.example/dashboard" "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4)"
⟦IP_ADDRESS|185.220.101.44⟧ - - [18/Apr/2025:06:07:59 +0100] "GET /wp-login.php HTTP/1.1" 404 153 "-" "python-requests/2.31.0"
⟦IP_ADDRESS|10.40.2.15⟧ - - [18/Apr/2025:06:08:00 +0100] "POST /internal/sync HTTP/1.1" 204 0 "-" "sync-worker/⟪version|0.9.3⟫"
⟪doc_ip|198.51.100.23⟫ - - [18/Apr/2025:06:09:12 +0100] "GET /static/app.⟪hash|9f2c1e⟫.js HTTP/1.1" 304 0 "-" "Mozilla/5.0"
⟦IP_ADDRESS|81.174.252.19⟧ - - [18/Apr/2025:06:11:37 +0100] "GET /api/v2/account?email=⟦EMAIL|e.wardle@hillbarnfarm.co.uk⟧ HTTP/1.1" 200 904 "-" "FarmTrack/4.12.0 (Android 14)\""""),

("github_actions_log_greenhouse_deploy",
"""2025-06-02T09:14:07.1182Z ##[group]Run ./scripts/deploy.sh greenhouse-ctl ⟪version|v3.8.1⟫
2025-06-02T09:14:07.1190Z deploy.sh: target=⟪hostname|gh-ctl-prod-02⟫ commit=⟪commit_sha|$sha_1⟫
2025-06-02T09:14:07.5521Z + export GITHUB_TOKEN=⟦APIKEY|$ghp_1⟧
2025-06-02T09:14:08.0031Z + curl -s -H 'Authorization: token ***' https://api.github.com/repos/verdant-ops/greenhouse-ctl/releases
2025-06-02T09:14:09.4410Z Uploading artifact ⟪file_path|dist/greenhouse-ctl-3.8.1-arm64.tar.gz⟫ (⟪file_size|14.2 MB⟫)
2025-06-02T09:14:12.9072Z + ssh -i ~/.ssh/deploy_ed25519 deploy@⟦IP_ADDRESS|172.16.30.12⟧ 'sudo systemctl restart greenhouse-ctl'
2025-06-02T09:14:15.2200Z Warning: Permanently added '⟦IP_ADDRESS|172.16.30.12⟧' (ED25519) to the list of known hosts.
2025-06-02T09:14:18.6613Z notify: posting to ⟦SECRET|$slack_hook1⟧
2025-06-02T09:14:19.0004Z ##[endgroup]
2025-06-02T09:14:19.0012Z Job ⟪build_id|#4471⟫ finished in ⟪duration|12s⟫ (triggered by ⟦PERSON|lhenriksen⟧)"""),

("env_file_clinic_booking_service",
"""# booking-api/.env.production  (DO NOT COMMIT - moved to vault by ⟦PERSON|Tomasz⟧ ⟪date|2025-02-11⟫?)
APP_ENV=production
APP_URL=https://book.riversidederm.co.uk
DATABASE_URL=postgres://booking_app:⟦SECRET|Kx7!moleskin-42⟧@⟦IP_ADDRESS|10.12.0.31⟧:⟪port|5432⟫/bookings
REDIS_URL=redis://:⟦SECRET|r3dis_Qq81vP⟧@⟦IP_ADDRESS|10.12.0.40⟧:⟪port|6379⟫/0
STRIPE_SECRET_KEY=⟦APIKEY|$stripe_sk2⟧
STRIPE_PUBLISHABLE_KEY=⟪app_id|$stripe_pk1⟫
STRIPE_WEBHOOK_SECRET=⟦SECRET|$whsec_1⟧
SENDGRID_API_KEY=⟦APIKEY|$sendgrid_1⟧
TWILIO_ACCOUNT_SID=⟪app_id|$twilio_ac1⟫
TWILIO_API_KEY=⟦APIKEY|$twilio_sk1⟧
TWILIO_AUTH_TOKEN=⟦SECRET|$twilio_token1⟧
SMS_FROM=⟦PHONE|+447700900990⟧
ADMIN_EMAIL=⟦EMAIL|it-admin@riversidederm.co.uk⟧
SENTRY_DSN=
GOOGLE_MAPS_KEY=⟪placeholder|your-google-maps-key-here⟫
SESSION_TTL=⟪duration|3600⟫"""),

("csv_kennel_bookings_export",
"""booking_ref,owner_name,owner_phone,owner_email,dog_name,breed,check_in,check_out,kennel,deposit_paid,notes
⟪booking_ref|HK-25-0412⟫,⟦PERSON|Gareth Lloyd⟧,⟦PHONE|07700 900146⟧,⟦EMAIL|garethlloyd@btinternet.com⟧,⟪pet_name|Nell⟫,Border Collie,⟪date|2025-07-26⟫,2025-08-09,⟪kennel_no|K7⟫,⟦AMOUNT|£60.00⟧,⟪animal_health|on Vetmedin 5mg bd for heart murmur⟫
⟪booking_ref|HK-25-0413⟫,⟦PERSON|Aisha Rahman⟧,⟦PHONE|07700 900389⟧,⟦EMAIL|aisha.rahman@outlook.com⟧,⟪pet_name|Simba⟫,Cockapoo,2025-07-28,2025-08-02,⟪kennel_no|K2⟫,⟦AMOUNT|£30.00⟧,nervous with men - owner says ring her mum ⟦PHONE|01632 960771⟧ if no answer
⟪booking_ref|HK-25-0414⟫,⟦PERSON|Bill⟧ & ⟦PERSON|Rosa Tennant⟧,⟦PHONE|07700 900902⟧,⟦EMAIL|tennantfamily@gmail.com⟧,⟪pet_name|Pip⟫; ⟪pet_name|Squeak⟫,Jack Russell x2,2025-08-01,2025-08-15,⟪kennel_no|K11⟫,⟦AMOUNT|£120.00⟧,share kennel. ⟦PERSON|Rosa⟧ is ⟦MEDICAL|allergic to penicillin⟧ (told us when she got bitten last year!)
⟪booking_ref|HK-25-0415⟫,Dr ⟦PERSON|Femi Adeyemi⟧,⟦PHONE|+44 7700 900654⟧,⟦EMAIL|f.adeyemi@nhs.net⟧,⟪pet_name|Kola⟫,Rhodesian Ridgeback,2025-08-03,2025-08-06,⟪kennel_no|K4⟫,⟦AMOUNT|£45.00⟧,⟪animal_health|raw fed; hip dysplasia - no stairs⟫"""),
]

TEXTS += [
("sql_insert_vet_practice_clients",
"""-- seed data restored from backup ⟪file_path|pms_2025-03-30.sql.gz⟫ (ticket ⟪ticket_no|OPS-2291⟫)
INSERT INTO clients (client_id, title, first_name, last_name, email, mobile, address_line, postcode, account_note, created_at) VALUES
(⟪record_id|10442⟫, 'Mrs', '⟦PERSON|Deborah⟧', '⟦PERSON|Fairweather⟧', '⟦EMAIL|deb.fairweather@icloud.com⟧', '⟦PHONE|07700900731⟧', '⟦ADDRESS|Hollins Farm, Back Lane, Slaidburn⟧', '⟦ADDRESS|BB7 3EP⟧', 'owes ⟦AMOUNT|£214.60⟧ (Dec visit)', '2019-04-02 10:11:00'),
(⟪record_id|10443⟫, 'Mr', '⟦PERSON|Kwame⟧', '⟦PERSON|Boateng⟧', '⟦EMAIL|kboateng@protonmail.com⟧', '⟦PHONE|07700900045⟧', '⟦ADDRESS|Flat 2, 19 Tanner Street⟧', '⟦ADDRESS|LA1 1TS⟧', NULL, '2021-09-14 16:40:12'),
(⟪record_id|10444⟫, 'Ms', '⟦PERSON|Ffion⟧', '⟦PERSON|Pritchard-Jones⟧', NULL, '⟦PHONE|01632960229⟧', '⟦ADDRESS|Ty Newydd, Llanrhaeadr⟧', '⟦ADDRESS|SY10 0AD⟧', 'pays monthly, ⟦AMOUNT|£58.20⟧ o/s', '2022-01-07 09:02:55'),
(⟪record_id|10445⟫, NULL, '⟪org|Fellside⟫', '⟪org|Alpaca Trekking Ltd⟫', '⟦EMAIL|bookings@fellsidealpacas.co.uk⟧', '⟦PHONE|01632960880⟧', '⟦ADDRESS|Fellside Barn, Kentmere⟧', '⟦ADDRESS|LA8 9JP⟧', 'herd TB test invoice ⟦AMOUNT|£1,290.00⟧ unpaid', '2023-05-30 12:00:00');
-- NB: test row below is fake, do not restore
-- (99999, 'Mr', 'Test', 'Client', '⟪example_email|test@example.com⟫', '⟪dummy_phone|00000000000⟫', ...)"""),

("python_traceback_booking_api",
"""[2025-04-03 22:41:09,114] ERROR in app: Exception on /api/appointments [POST]
Traceback (most recent call last):
  File "/srv/clinicbook/venv/lib/python3.11/site-packages/flask/app.py", line ⟪line_no|1473⟫, in wsgi_app
    response = self.full_dispatch_request()
  File "/srv/clinicbook/app/routes/appointments.py", line ⟪line_no|88⟫, in create_appointment
    slot = book_slot(clinic_id=payload["clinic_id"], patient=payload["patient"])
  File "/srv/clinicbook/app/services/slots.py", line 142, in book_slot
    raise SlotTakenError(f"slot {slot_id} already held for {patient['email']}")
app.errors.SlotTakenError: slot ⟪uuid|$uuid_1⟫ already held for ⟦EMAIL|joanna.mcbride@yahoo.co.uk⟧
Request headers: {'Host': 'api.clinicbook.io', 'Authorization': 'Bearer ⟦APIKEY|$jwt_1⟧', 'X-Forwarded-For': '⟦IP_ADDRESS|86.12.201.7⟧, ⟦IP_ADDRESS|172.31.4.18⟧', 'User-Agent': 'ClinicBook-iOS/⟪version|2.14.1⟫'}
Request body: {"clinic_id": "⟪app_id|sleep-leeds-02⟫", "patient": {"name": "⟦PERSON|Joanna McBride⟧", "dob": "⟦DATE_OF_BIRTH|1972-12-05⟧", "email": "⟦EMAIL|joanna.mcbride@yahoo.co.uk⟧", "phone": "⟦PHONE|+447700900318⟧", "reason": "⟦MEDICAL|snoring and daytime sleepiness, suspected sleep apnoea⟧"}}"""),

("ticket_garden_centre_refund",
"""Ticket ⟪ticket_no|#58210⟫ | Status: Pending refund | Channel: web form | Priority: normal

Customer: ⟦PERSON|Lorraine Whitfield⟧ <⟦EMAIL|lorraine.w@talktalk.net⟧>  tel ⟦PHONE|01632 960617⟧
Order: ⟪order_ref|GC-W-2025-004481⟫ placed ⟪date|28 April⟫ (click & collect, ⟪place|Ashby⟫ store)

Customer message:
"I bought 3 x Acer palmatum 'Bloodgood' (⟪price|£34.99⟫ each) and one of them arrived with the leader snapped. I'd like a refund for that one please, I paid ⟦AMOUNT|£104.97⟧ on my card ending ⟪masked_card|**** 6620⟫. Also my husband ⟦PERSON|Phil⟧ says the loyalty points didn't go on - card number ⟪loyalty_no|GRN 7734 1190⟫."

Agent note (⟦PERSON|Sunita K⟧): photos check out. Refund of ⟦AMOUNT|£31.49⟧ (after 10% member discount) approved to original payment method, ref ⟪refund_ref|RF-119204⟫. Added 350 points manually. Plant SKU ⟪sku|ACP-BLD-3L⟫ flagged to ⟦PERSON|Martin⟧ in goods-in."""),

("web_form_riding_lessons_junior",
"""Willowbrook Equestrian Centre - Junior Rider Registration (submitted ⟪timestamp|2025-03-16 19:22⟫)

Rider's full name: ⟦PERSON|Isla Mae Robertson⟧
Date of birth: ⟦DATE_OF_BIRTH|09/05/2014⟧
Height / weight: ⟪measurement|142 cm / 38 kg⟫
Riding experience: ⟪riding_level|Stage 1, can canter on the lunge⟫
Parent/guardian name: ⟦PERSON|Catriona Robertson⟧
Address: ⟦ADDRESS|Braeside Cottage, 4 Kirk Wynd, Auchterarder PH3 1AB⟧
Mobile: ⟦PHONE|07700 900460⟧      Email: ⟦EMAIL|cat.robertson@gmail.com⟧
Emergency contact (not parent): ⟦PERSON|Hamish Robertson⟧ (grandad) ⟦PHONE|01632 960145⟧
Medical conditions we should know about: ⟦MEDICAL|asthma - blue Ventolin inhaler in her bag, uses before exercise⟧; ⟦MEDICAL|allergic to horse hair dander - mild, takes cetirizine 5 mg⟧
GP surgery: ⟪org|Strathearn Medical Practice⟫
Photo consent: Yes
Preferred lesson slot: ⟪time_slot|Sat 10:00 group (£28)⟫
How did you hear about us? Facebook"""),

("meeting_minutes_agri_coop_board",
"""FENLAND GROWERS CO-OPERATIVE LTD - Minutes of Board Meeting
Held ⟪date|Tuesday 11 February 2025⟫, 7pm, ⟪place|Whittlesey⟫ Community Hall

Present: ⟦PERSON|Graham Shadbolt⟧ (Chair), ⟦PERSON|Sue Keal⟧, ⟦PERSON|Rob Ingleby⟧, ⟦PERSON|Parminder Gill⟧, ⟦PERSON|Tom Ashworth⟧ (Treasurer)
Apologies: ⟦PERSON|Jenny Pell⟧ (⟦MEDICAL|recovering from hip replacement⟧ - card sent from the board)

1. Minutes of ⟪date|14 January⟫ approved.
2. Treasurer's report: bank balance ⟪price|£412,880⟫; onion store loan repayment of ⟪price|£18,500⟫ made on schedule. Member levy stays at ⟪percentage|1.5%⟫ of turnover.
3. Member hardship: ⟦PERSON|Rob⟧ declared an interest and left the room. Board agreed to defer ⟦PERSON|Rob Ingleby⟧'s levy arrears of ⟦AMOUNT|£3,240⟧ until after harvest.
4. Sugar beet contract: ⟪count|62⟫ members signed for 2025; price ⟪price|£40.10/t⟫ at 16% sugar.
5. Grain dryer quote from ⟪org|Perry of Oakley⟫ - ⟪price|£96,400 + VAT⟫. ⟦PERSON|Parminder⟧ to chase a second quote.
6. AOB: ⟦PERSON|Sue⟧ reported the weighbridge ticket printer is broken again (serial ⟪serial_no|WB-88-20331⟫).
Next meeting ⟪date|11 March⟫. Meeting closed 9.05pm."""),

("call_transcript_pet_insurance_payment",
"""[Call recording transcript - auto-generated - ⟪call_id|CALL-7781-0042⟫ - duration ⟪duration|06:14⟫]

AGENT: Good afternoon, Tailwise Pet Insurance, you're speaking with ⟦PERSON|Connor⟧, how can I help?
CALLER: Hiya, it's ⟦PERSON|Shona Fitzgerald⟧, I've had a letter saying my direct debit failed for ⟪pet_name|Mabel⟫'s policy.
AGENT: Sorry to hear that. Can I take your date of birth and postcode for security?
CALLER: Yeah it's the ⟦DATE_OF_BIRTH|30th of June 1988⟧, and the postcode is ⟦ADDRESS|NE46 3RT⟧.
AGENT: Thank you. And the first line of the address?
CALLER: ⟦ADDRESS|12 Priestpopple Terrace⟧.
AGENT: Lovely, that's all verified. So there's ⟦AMOUNT|£38.72⟧ outstanding. Would you like to pay that by card today?
CALLER: Yeah go on. It's a Visa, ⟦CARD|$card_visa1⟧.
AGENT: And the expiry?
CALLER: ⟪card_expiry|09/28⟫.
AGENT: And the three digits on the back?
CALLER: ⟦CVV|417⟧.
AGENT: Thank you, that's gone through, authorisation code ⟪auth_code|884213⟫. I'll also switch the monthly premium of ⟦AMOUNT|£19.36⟧ to this card.
CALLER: Brilliant. Oh and can you update my mobile, it's ⟦PHONE|07700 900835⟧ now.
AGENT: Done. Anything else?
CALLER: No, that's it, thanks ⟦PERSON|Connor⟧."""),

("dictation_tree_surgeon_site_visit",
"""Voice memo transcript, site visit, ⟪date|Friday 23rd May⟫. Okay. Client is Mrs ⟦PERSON|Beverley Oduya⟧, that's O-D-U-Y-A, at ⟦ADDRESS|The Old Rectory, Church Lane, Great Missenden, HP16 0AZ⟧. Mobile ⟦PHONE|oh seven seven double oh nine double oh two six one⟧. Um, her email's ⟦EMAIL|bev.oduya@gmail.com⟧. Large copper beech on the south boundary, ⟪tree_tag|T4⟫ on the TPO map, ⟪tpo_ref|TPO/2011/07⟫, so we need consent before anything. Crown reduction about ⟪measurement|2 metres⟫, remove the deadwood over the drive. Leylandii hedge, ⟪measurement|30 metres⟫, reduce to ⟪measurement|2.4⟫. Quote roughly ⟪price|£1,850 plus VAT⟫ for the beech and ⟪price|£640⟫ for the hedge, chipper and grab lorry needed. She mentioned she's ⟦MEDICAL|undergoing chemotherapy⟧ so prefers we don't start before ten and no radio please. Neighbour Mr ⟦PERSON|Hollis⟧ at number 3 wants a quote for his walnut too."""),

("ocr_business_card_equine_vet",
"""MARSHLANDS
EQUINE HOSPITAL
---------------------------
Dr. ⟦PERSON|Leonie Castellanos⟧ BVSc CertAVP(EM) MRCVS
Clinical Director - Lameness & Imaging

⟦ADDRESS|Marshlands Lane, Wiggenhall St Germans,
King's Lynn, Norfolk PE34 3DX⟧
M  ⟦PHONE|07700 900 972⟧
T  ⟦PHONE|01632 960 300⟧ (24h emergencies)
E  ⟦EMAIL|l.castellanos@marshlandsequine.co.uk⟧
www.marshlandsequine.co.uk
RCVS Practice Standards ⟪accreditation|Tier 3 Hospital⟫  ·  VAT ⟪vat_no|GB 294 1187 06⟫"""),
]

TEXTS += [
("markdown_rota_dog_grooming_salon",
"""## Muddy Paws Grooming - staff rota w/c ⟪date|16 June⟫

| Day | Groomer | Bather | On call mobile |
|-----|---------|--------|----------------|
| Mon | ⟦PERSON|Kayleigh⟧ | ⟦PERSON|Ruby-Jean⟧ | ⟦PHONE|07700 900112⟧ |
| Tue | ⟦PERSON|Kayleigh⟧ | ⟦PERSON|Dom⟧ | ⟦PHONE|07700 900112⟧ |
| Wed | ⟦PERSON|Marcia Flynn⟧ | ⟦PERSON|Ruby-Jean⟧ | ⟦PHONE|07700 900674⟧ |
| Thu | ⟦PERSON|Marcia Flynn⟧ | ⟦PERSON|Dom⟧ | ⟦PHONE|07700 900674⟧ |
| Fri | CLOSED - ⟪event|Crufts prep day⟫ | | |

Notes
- Table ⟪table_no|2⟫ hydraulic ram leaking again, don't use above ⟪weight|30 kg⟫.
- ⟦PERSON|Dom⟧ is off Tue pm for his ⟦MEDICAL|physio for the frozen shoulder⟧, ⟦PERSON|Kayleigh⟧ covering the 2pm ⟪pet_name|Bertie⟫ (⟪animal_health|matted, sedated at vet's first⟫).
- Price list updated: small dog full groom ⟪price|£38⟫, large double coat ⟪price|£65⟫, nail clip ⟪price|£8⟫.
- Till float is ⟪price|£50⟫, safe code changed to ⟦PASSWORD|2609⟧ - don't write it on the whiteboard!"""),

("bash_history_farm_mgmt_server",
"""  501  cd /home/⟦PERSON|rkasprzak⟧/herdwatch-sync
  502  git pull origin main
  503  export AWS_ACCESS_KEY_ID=⟦APIKEY|$aws_akid1⟧
  504  export AWS_SECRET_ACCESS_KEY=⟦SECRET|$aws_secret1⟧
  505  aws s3 ls s3://⟪bucket|hw-backups-eu-west-2⟫/daily/ --region eu-west-2
  506  mysql -h ⟦IP_ADDRESS|10.0.8.21⟧ -u herd_rw -p'⟦PASSWORD|Ewe&Lamb2025⟧' herdwatch < migrate_⟪version|0042⟫.sql
  507  scp backup.tgz ⟦PERSON|rkasprzak⟧@⟦IP_ADDRESS|51.148.77.203⟧:/data/
  508  sudo -u postgres psql -c "ALTER USER grafana WITH PASSWORD '⟦PASSWORD|graf4na-pasture!⟧';"
  509  curl -X POST -H "PRIVATE-TOKEN: ⟦APIKEY|$glpat_1⟧" https://gitlab.herdwatch.internal/api/v4/projects/⟪project_id|118⟫/pipeline
  510  ping -c3 ⟪doc_ip|192.0.2.10⟫
  511  history | grep ssh
  512  ssh -p ⟪port|2222⟫ ⟦PERSON|mdaniels⟧@⟦IP_ADDRESS|10.0.8.5⟧
  513  vim /etc/herdwatch/config.yml
  514  systemctl restart herdwatch-sync
  515  journalctl -u herdwatch-sync --since "⟪timestamp|2025-05-02 06:00⟫" | tail -50"""),

("contract_grazing_licence_agreement",
"""GRAZING LICENCE

This Licence is made on ⟪date|1st April 2025⟫ BETWEEN:

(1) ⟦PERSON|Margaret Anne Thorley⟧ of ⟦ADDRESS|Low Ings Farm, Ings Lane, Kirkby Malzeard, Ripon HG4 3SB⟧ ("the Licensor"); and
(2) ⟦PERSON|Daniel Ifeanyi Chukwu⟧ of ⟦ADDRESS|2 Fountains View, Grewelthorpe, Ripon HG4 3BP⟧ ("the Licensee").

1. LAND. The Licensor permits the Licensee to graze ⟪count|40⟫ breeding ewes with lambs at foot on the land known as ⟪field_id|OS 4417 "Top Pasture"⟫ and ⟪field_id|OS 5523 "Beck Field"⟫ extending to ⟪area|18.6 hectares⟫.
2. TERM. From ⟪date|1 April 2025⟫ to ⟪date|31 October 2025⟫. This licence does not create a tenancy under the Agricultural Tenancies Act 1995.
3. FEE. The Licensee shall pay a fee of ⟦AMOUNT|£2,790⟧ (being ⟪price|£150 per hectare⟫) in two instalments of ⟦AMOUNT|£1,395⟧ on 1 April and 1 July, to the Licensor's account ⟦IBAN|$iban_gb3⟧.
4. The Licensee shall keep all stock tagged in accordance with ⟪regulation|The Sheep and Goats (Records, Identification and Movement) (England) Order 2009⟫ and provide his flock number ⟪flock_no|UK 0 123456⟫ on request.
5. The Licensee shall not apply fertiliser or sprays without written consent.

Signed ............................ ⟦PERSON|M. A. Thorley⟧
Signed ............................ ⟦PERSON|D. I. Chukwu⟧
Witness: ⟦PERSON|Elaine Morrow⟧, solicitor, ⟪org|Morrow & Bain LLP⟫, Ripon"""),

("invoice_farrier_services",
"""⟦PERSON|CALLUM REID⟧ DipWCF - Farrier
⟦ADDRESS|Forge Cottage, Mill Road, Tetbury GL8 8JB⟧ · ⟦PHONE|07700 900 533⟧ · ⟦EMAIL|callumreidfarrier@gmail.com⟧

INVOICE ⟪invoice_no|INV-0719⟫                                   Date: ⟪date|30/04/2025⟫
Bill to: ⟦PERSON|Harriet Ellingham⟧, ⟦ADDRESS|Cotswold Edge Stables, Westonbirt, Tetbury GL8 8QT⟧

Horse                 Work                          Rate
⟪horse_name|Maestro⟫               Full set hot shod, pads       ⟪price|£145.00⟫
⟪horse_name|Little Wren⟫           Trim                          ⟪price|£40.00⟫
⟪horse_name|Maestro⟫               Remove & replace stud holes   ⟪price|£15.00⟫
Call-out (shared yard)                              ⟪price|£0.00⟫

TOTAL DUE                                           ⟦AMOUNT|£200.00⟧
Previous balance                                    ⟦AMOUNT|£35.00⟧
Please pay ⟦AMOUNT|£235.00⟧ within 14 days.
Bank: ⟦IBAN|$iban_gb2⟧  Ref: ⟪payment_ref|ELLINGHAM0719⟫
Not VAT registered. Thank you for your custom!"""),

("receipt_garden_centre_till",
"""   HILLSIDE GARDEN CENTRE
   Wragby Road, Lincoln
   VAT No ⟪vat_no|GB 731 5580 12⟫
--------------------------------
MULTI-PURPOSE COMPOST 50L  ⟪price|£6.99⟫
  3 @ £6.99               ⟪price|£20.97⟫
ROSA 'GERTRUDE JEKYLL' 4L ⟪price|£19.99⟫
SLUG PELLETS ORGANIC 1KG  ⟪price|£8.49⟫
HOLLY BLUE BIRD FEEDER    ⟪price|£12.50⟫
LOYALTY DISCOUNT 10%      ⟪price|-£6.20⟫
--------------------------------
TOTAL                     ⟦AMOUNT|£55.75⟧
VISA CONTACTLESS          ⟦AMOUNT|£55.75⟧
CARD  ⟪masked_card|************2284⟫
AID ⟪app_id|A0000000031010⟫   AUTH ⟪auth_code|093377⟫
--------------------------------
Served by: ⟦PERSON|JANINE⟧   Till ⟪till_no|04⟫  Trans ⟪transaction_id|8812⟫
⟪timestamp|17/05/25 14:26⟫
Loyalty member: MR ⟦PERSON|D HEATHCOTE⟧  Points: ⟪count|1,204⟫
  Thank you for shopping with us!"""),

("forum_post_allergy_parents",
"""Re: Anyone had oral immunotherapy for peanut on the NHS?

Posted by ⟦PERSON|NutFreeMumOf3⟧ » ⟪timestamp|Mon Jun 09, 2025 9:47 pm⟫

Hi all, long time lurker. My youngest (⟦PERSON|Alfie⟧, 7) has ⟦MEDICAL|anaphylaxis to peanut - skin prick test 12 mm, specific IgE 48 kU/L⟧ and we've just been offered a place on the ⟪health_term|oral immunotherapy⟫ pathway at ⟪org|Addenbrooke's⟫. He'd be starting on ⟦MEDICAL|Palforzia 0.5 mg daily⟧ with build-up every 2 weeks. I'm terrified tbh, he ended up in resus last ⟪date|August⟫ after a "nut free" flapjack at a farm open day.

For background I also have ⟦MEDICAL|coeliac disease⟧ so the kitchen is already a minefield lol.

Did anyone's kid have ⟪health_term|gastrointestinal side effects⟫ in the first weeks? General info says up to ⟪percentage|30%⟫ do. PM me or email ⟦EMAIL|karen.w.allergymum@gmail.com⟧ if you'd rather not post publicly.

⟦PERSON|Karen⟧ x

-- 
Quote from ⟦PERSON|SamsDad_Leeds⟧: "We did it at ⟪org|Leeds General⟫, ⟪duration|18 months⟫ in, he can eat 4 peanuts a day now. Totally worth it.\""""),

("review_dog_groomer_google",
"""★★★★★  ⟦PERSON|Bethan Lewis-Moore⟧ · ⟪review_meta|Local Guide · 41 reviews⟫ · ⟪relative_time|2 weeks ago⟫
Can't recommend ⟦PERSON|Tasha⟧ at ⟪org|The Dog House Grooming⟫ enough!! Our rescue greyhound ⟪pet_name|Ziggy⟫ is terrified of clippers and she spent ⟪duration|2 hours⟫ doing it all by hand with scissors, lots of breaks. Only charged the standard ⟪price|£42⟫. She also noticed ⟪animal_health|a lump on his flank⟫ and told us to get it checked - turned out to be a ⟪animal_health|lipoma⟫ thank goodness. Booked again for ⟪date|August⟫ 🐾

Response from the owner: Thank you ⟦PERSON|Bethan⟧! Ziggy is a superstar. - ⟦PERSON|Tasha⟧ & ⟦PERSON|Lou⟧"""),

("handover_note_vet_night_shift",
"""NIGHT HANDOVER - ⟪org|Brookside Vets⟫ hospital ⟪date|Sat 7/6 → Sun 8/6⟫
From: ⟦PERSON|Ellie⟧ (RVN)  To: ⟦PERSON|Marcus⟧ / Dr ⟦PERSON|Okonjo⟧ (day vet)

KENNEL 1 - ⟪pet_name|Pepper⟫, ⟪animal_health|8yo lab, pyometra spay 19:00, on Vetergesic 0.02 mg/kg q6h⟫. Eating a little. Owner Mrs ⟦PERSON|Danielle Harker⟧ asked for a call before 9 - ⟦PHONE|07700 900358⟧.
KENNEL 3 - ⟪pet_name|Mr Whiskers⟫, ⟪animal_health|blocked tom, urinary catheter, fluids 10 ml/h⟫. Owner ⟦PERSON|Gordon Pratt⟧ rang twice at 2am, very anxious. NB he told me he's ⟦MEDICAL|just out of hospital himself after a heart attack⟧ so please be gentle. Mobile ⟦PHONE|07700 900219⟧.
ISO - ⟪pet_name|Bramble⟫ (rabbit), ⟪animal_health|suspected RHD2, not eating⟫. PPE on.
Controlled drugs register checked with ⟦PERSON|Ellie⟧ + ⟦PERSON|Sam⟧ at 06:30 - ⟪count|all balances correct⟫.
Lab: bloods for Pepper in the fridge, courier collects 10:00, pot ⟪sample_id|LB-554102⟫.
Door alarm code changed overnight by ⟦PERSON|Sam⟧: ⟦PASSWORD|5830⟧ then ✓."""),
]

TEXTS += [
("slack_thread_devops_token_leak",
"""#farmops-alerts  ⟪timestamp|10:42 AM⟫
⟦PERSON|Niamh Corrigan⟧: heads up - secret scanner flagged a commit in ⟪repo|agri-telemetry⟫ (⟪commit_sha|$sha_2⟫). someone pasted the bot token into README 😬
⟦PERSON|Niamh Corrigan⟧: `SLACK_BOT_TOKEN=⟦APIKEY|$xoxb_1⟧`
⟦PERSON|Arjun Mehta⟧: that's mine, sorry!! revoking now
⟦PERSON|Arjun Mehta⟧: rotated. new one is in 1Password under "farmops bot", NOT pasting it here lol
⟦PERSON|Niamh Corrigan⟧: 👍 also the example in docs/setup.md still says `xoxb-your-token-here` which is fine, that's a ⟪placeholder|xoxb-your-token-here⟫
⟦PERSON|Ben Okoro⟧: can we add gitleaks to CI? I'll open ⟪ticket_no|FOPS-318⟫"""),

("teams_chat_clinic_it_password_reset",
"""[⟪timestamp|08:03⟫] ⟦PERSON|Gemma Sutcliffe⟧ (Reception, Allergy Clinic): Morning! I'm locked out of EMIS again 😫 can you reset?
[08:05] ⟦PERSON|Raj Patel⟧ (IT Service Desk): Hi ⟦PERSON|Gemma⟧ - done. Temp password is ⟦PASSWORD|Pollen#Season42⟧ , you'll be asked to change it at first login.
[08:06] ⟦PERSON|Gemma Sutcliffe⟧ (Reception, Allergy Clinic): thanks! what's the rule again for the new one?
[08:07] ⟦PERSON|Raj Patel⟧ (IT Service Desk): min ⟪count|12 characters⟫, no reuse of last ⟪count|10⟫. Something like ⟪example_password|Correct-Horse-Battery⟫ style is fine, just not that one 😄
[08:09] ⟦PERSON|Gemma Sutcliffe⟧ (Reception, Allergy Clinic): ok changed it to ⟦PASSWORD|Birch&Grass2025!⟧ lol
[08:09] ⟦PERSON|Raj Patel⟧ (IT Service Desk): ...please don't post your actual password in chat 🙈 I'll expire it, ticket ⟪ticket_no|INC0048812⟫"""),

("yaml_telegram_bot_farm_alerts",
"""# alertbot/config.yaml - Frost & flood alerts for Ridge End Farm
telegram:
  bot_token: "⟦APIKEY|$telegram_1⟧"
  chat_ids:
    - ⟪chat_id|-1001887345210⟫   # farm family group
    - ⟪chat_id|5531880042⟫        # ⟦PERSON|Huw⟧ (night lambing)
thresholds:
  frost_c: ⟪temperature|-2.0⟫
  river_level_m: ⟪measurement|1.85⟫
  soil_moisture_pct: ⟪percentage|18⟫
sensors:
  - id: ⟪sensor_id|RE-SOIL-07⟫
    dev_eui: "⟪device_eui|70B3D57ED005A1C2⟫"
    location: "⟪field_id|Lower Meadow⟫"
  - id: ⟪sensor_id|RE-RIVER-01⟫
    dev_eui: "⟪device_eui|70B3D57ED005A1F9⟫"
notify_sms: "⟦PHONE|+44 7700 900641⟧"
owner_email: ⟦EMAIL|huw.pritchard@ridgeendfarm.wales⟧"""),

("json_api_response_dermatology_patient",
"""{
  "status": "ok",
  "request_id": "⟪request_id|req_01HZX4P8K2T6⟫",
  "data": {
    "patient_id": "⟪record_id|pt_77120⟫",
    "name": {"given": "⟦PERSON|Tobias⟧", "family": "⟦PERSON|Wren⟧"},
    "date_of_birth": "⟦DATE_OF_BIRTH|1983-02-17⟧",
    "contact": {"email": "⟦EMAIL|toby.wren@fastmail.com⟧", "mobile": "⟦PHONE|+44 7700 900077⟧"},
    "problems": [
      {"code": "⟪icd_code|L40.0⟫", "text": "⟦MEDICAL|chronic plaque psoriasis, PASI 14⟧"},
      {"code": "⟪icd_code|E78.0⟫", "text": "⟦MEDICAL|hypercholesterolaemia⟧"}
    ],
    "current_medication": ["⟦MEDICAL|adalimumab 40 mg SC every other week⟧", "⟦MEDICAL|atorvastatin 20 mg nightly⟧"],
    "next_appointment": {"slot": "⟪timestamp|2025-07-04T09:40:00Z⟫", "clinic": "⟪clinic_code|DERM-BIO-2⟫", "room": "⟪room_no|B12⟫"}
  },
  "meta": {"api_version": "⟪version|2024-11-01⟫", "took_ms": ⟪duration|37⟫}
}"""),

("ini_greenhouse_climate_controller",
"""; GrowMaster 5000 climate controller - site: ⟪place|Lea Valley⟫ glasshouse 3
[network]
hostname = ⟪hostname|gm5k-gh3⟫
ip = ⟦IP_ADDRESS|192.168.40.23⟧
gateway = ⟦IP_ADDRESS|192.168.40.1⟧
dns = ⟪public_dns|1.1.1.1⟫
mac = ⟪mac_address|00:1E:C0:4A:7B:19⟫

[mqtt]
broker = mqtts://⟦IP_ADDRESS|185.44.78.12⟧:⟪port|8883⟫
username = gh3-controller
password = ⟦PASSWORD|Tom@toVine!88⟧
topic = site/leavalley/gh3/#

[cloud]
api_key = ⟦APIKEY|$google_1⟧
; example from manual, NOT ours: api_key = ⟪example_key|AIzaSyEXAMPLE-EXAMPLE-EXAMPLE-1234567⟫

[setpoints]
day_temp = ⟪temperature|21.5⟫
night_temp = ⟪temperature|17.0⟫
co2_ppm = ⟪measurement|900⟫
vent_open_rh = ⟪percentage|85⟫

[service]
installer = ⟦PERSON|Wim de Groot⟧ ⟦PHONE|+31 6 1847 2290⟧
serial = ⟪serial_no|GM5-2019-00871⟫
firmware = ⟪version|5.4.2-build.611⟫"""),

("toml_lorawan_gateway_config",
"""# /etc/chirpstack-gateway-bridge/chirpstack-gateway-bridge.toml
# edited by ⟦PERSON|aoconnell⟧ 2025-03-02 - moved to new broker

[backend.semtech_udp]
udp_bind = "0.0.0.0:1700"

[integration.mqtt.auth.generic]
servers = ["ssl://⟦IP_ADDRESS|34.89.201.155⟧:⟪port|8883⟫"]
username = "gw-⟪device_eui|b827ebfffe6c3a21⟫"
password = "⟦PASSWORD|Sil@ge-Clamp-7⟧"
ca_cert = "⟪file_path|/etc/chirpstack/ca.pem⟫"

[integration.mqtt.auth.generic.tls]
# client key pasted inline because file mount broke, FIXME
tls_key = \"\"\"
⟦SECRET|$pem_ec1⟧
\"\"\"

[metrics.prometheus]
bind = "⟪doc_ip|192.0.2.1⟫:9100"
"""),

("apache_error_log_stable_booking",
"""[Sun May 11 14:03:27.118822 2025] [php:error] [pid ⟪pid|28811⟫] [client ⟦IP_ADDRESS|94.119.32.210⟧:⟪port|52110⟫] PHP Fatal error:  Uncaught PDOException: SQLSTATE[HY000] [1045] Access denied for user 'stables_web'@'⟦IP_ADDRESS|10.3.1.14⟧' (using password: YES) in /var/www/hunterslodge/booking/db.php:12
[Sun May 11 14:03:27.119020 2025] [php:notice] [pid 28811] [client ⟦IP_ADDRESS|94.119.32.210⟧:52110] booking attempt: rider=⟦PERSON|Freya Oyelaran⟧ email=⟦EMAIL|freya.oyelaran@hotmail.co.uk⟧ lesson=⟪lesson_code|HL-PRIV-45⟫
[Sun May 11 14:05:02.551001 2025] [ssl:warn] [pid ⟪pid|28790⟫] AH01909: ⟪hostname|www.hunterslodge-equestrian.co.uk⟫:443:0 server certificate does NOT include an ID which matches the server name
[Sun May 11 14:07:44.004213 2025] [authz_core:error] [pid 28814] [client ⟪doc_ip|198.51.100.84⟫:41800] AH01630: client denied by server configuration: /var/www/hunterslodge/.git"""),

("leaflet_hay_fever_general_advice",
"""HAY FEVER: A GUIDE FOR FARM AND GARDEN WORKERS

What is it? ⟪health_term|Allergic rhinitis⟫ triggered by pollen. Around ⟪percentage|1 in 5⟫ people in the UK are affected. Tree pollen peaks ⟪date_range|March-May⟫, grass pollen ⟪date_range|May-July⟫, weed pollen ⟪date_range|June-September⟫.

Common symptoms: ⟪health_term|sneezing⟫, ⟪health_term|itchy, watery eyes⟫, blocked nose, and sometimes ⟪health_term|wheeze⟫ in people with asthma.

What helps:
• Non-drowsy ⟪health_term|antihistamines⟫ such as ⟪drug_generic|cetirizine 10 mg⟫ or ⟪drug_generic|loratadine 10 mg⟫ (pharmacy, from ⟪price|£2.49⟫ for 14 tablets)
• A ⟪health_term|steroid nasal spray⟫ started two weeks before your season
• Wraparound glasses when mowing or baling; shower after work
• Check the pollen count - ⟪pollen_index|"very high" = more than 150 grains/m³⟫

See a pharmacist or GP if symptoms affect sleep or work. Leaflet ⟪leaflet_code|AH-04⟫ v⟪version|3.1⟫, reviewed ⟪date|January 2025⟫."""),

("release_notes_herd_app",
"""HerdTrack ⟪version|4.13.0⟫ - Release notes (⟪date|2025-06-30⟫)

New
- BCMS movement export now supports the ⟪format_name|CTS Web Services v2⟫ schema.
- Sensor pairing: scan the ⟪device_eui|A84041000181C3E7⟫-style DevEUI QR code directly.
- Dark mode for night lambing 🌙

Fixed
- ⟪bug_id|HT-2210⟫: calving dates shifted by one day in UTC-offset timezones.
- ⟪bug_id|HT-2231⟫: the API docs example used a real-looking key; it now reads `Authorization: Bearer ⟪placeholder|<YOUR_API_TOKEN>⟫`.
- Sync retry backoff capped at ⟪duration|300 s⟫.

Self-hosting
- Default bind changed to ⟪doc_ip|192.0.2.50⟫ in the sample compose file; use your own address.
- Minimum Postgres ⟪version|14⟫. Migration ⟪migration_id|0057_add_ear_tag_index⟫ may take ⟪duration|~2 min⟫ on herds over ⟪count|5,000⟫ head.
- Checksums: ⟪hash|$sha256_1⟫  herdtrack-4.13.0-linux-amd64.tar.gz"""),
]

TEXTS += [
("email_sleep_clinic_appointment_confirmation",
"""Subject: Your appointment at the Sleep Disorders Clinic - ⟪date|Thu 17 July 2025⟫, ⟪time|20:30⟫ (overnight study)

Dear Ms ⟦PERSON|Okwuosa⟧,

We are writing to confirm your overnight sleep study. Please arrive at ⟦ADDRESS|Ward 9, Level 2, Northfield Hospital, 40 Ridgeway Road, Sheffield S12 2SS⟧ by 20:30. Parking is ⟪price|£4.50⟫ overnight (pay at the machine, ⟪parking_zone|Car Park C⟫).

Please bring: your usual medicines, nightwear, and the sleep diary we sent you. Do not drink caffeine after 14:00. As noted on your referral you take ⟦MEDICAL|sertraline 100 mg each morning⟧ - please continue this as normal.

If you need to rearrange, call the booking team on ⟦PHONE|0114 496 0731⟧ quoting booking ⟪booking_ref|SLP-448120⟫, or email ⟦EMAIL|sleep.bookings@northfield.nhs.uk⟧. We cannot rebook by replying to this email.

Sleep Disorders Clinic
This mailbox is not monitored. ⟪legal_footer|Registered in England, Trust ref RHQ⟫"""),

("pet_insurance_policy_schedule",
"""POLICY SCHEDULE                                   Policy number: ⟪policy_no|HPI/LT/0093317⟫
Product: ⟪product_name|Lifetime Plus £7,000⟫                 Period: ⟪date|01/05/2025⟫ to 30/04/2026

Policyholder: Mr ⟦PERSON|Anil Varghese⟧
Address: ⟦ADDRESS|58 Beaumont Road, Bournville, Birmingham B30 2EJ⟧
Date of birth: ⟦DATE_OF_BIRTH|22/10/1979⟧
Joint policyholder: ⟦PERSON|Susan Varghese⟧

Pet: ⟪pet_name|Kiki⟫ · Cat · British Shorthair · female, neutered · microchip ⟪microchip|977200009123456⟫
Pet DOB: ⟪pet_dob|14/03/2019⟫  (pet's own birth date, not the policyholder's)
Pre-existing conditions excluded: ⟪animal_health|hyperthyroidism; dental disease (resorptive lesions)⟫

Vet fee limit per year ⟪price|£7,000⟫ · Excess per condition ⟪price|£120⟫ · Co-pay ⟪percentage|0%⟫
Monthly premium: ⟦AMOUNT|£27.41⟧ by Direct Debit from account ⟪masked_account|****6120⟫
Annual premium: ⟦AMOUNT|£328.92⟧ (includes Insurance Premium Tax at ⟪percentage|12%⟫)"""),

("equestrian_team_travel_form_passports",
"""PONY CLUB AREA 14 - TEAM TRIP TO ⟪place|Bonn⟫ (Show-Jumping, ⟪date|8-11 August⟫)
Travel details for ferry & border - please check and return to ⟦PERSON|Alison⟧ by Friday.

Rider 1: ⟦PERSON|Matilda Greenhalgh⟧ · DOB ⟦DATE_OF_BIRTH|17/01/2010⟧ · Passport (GBR) ⟦PASSPORT|$pp_uk1⟧, exp ⟪date|03/2031⟫
  Horse: ⟪horse_name|Dunmore Lad⟫ · UELN ⟪horse_passport|826002008812345⟫ · microchip ⟪microchip|826098100552317⟫
Rider 2: ⟦PERSON|Ciara Devlin⟧ · DOB ⟦DATE_OF_BIRTH|02/06/2009⟧ · Passport (IRL) ⟦PASSPORT|$pp_ie1⟧
  Horse: ⟪horse_name|Rockabilly Rose⟫ · UELN ⟪horse_passport|372004000456789⟫
Chef d'équipe: ⟦PERSON|Alison Kerr-Whyte⟧ · Passport (GBR) ⟦PASSPORT|$pp_uk2⟧ · mobile ⟦PHONE|+44 7700 900401⟧
Groom: ⟦PERSON|Lukas Brenner⟧ · Reisepass (DEU) ⟦PASSPORT|$pp_de1⟧

Vehicle: horsebox ⟪plate|VX19 KHR⟫, trailer plate ⟪plate|T 4491 LB⟫. Export health certificates (⟪doc_ref|EHC 8343⟫) booked with the vet for ⟪date|6 August⟫."""),

("csv_payroll_seasonal_pickers",
"""employee_no,surname,forename,ni_number,tax_code,start_date,hours_wk,gross_pay,net_pay,bank_iban
⟪employee_no|SP-2025-014⟫,⟦PERSON|Nowak⟧,⟦PERSON|Kacper⟧,⟦NATIONAL_ID|$nino_1⟧,⟪tax_code|1257L⟫,2025-05-06,⟪count|45⟫,⟦AMOUNT|£549.90⟧,⟦AMOUNT|£498.17⟧,⟦IBAN|$iban_pl1⟧
⟪employee_no|SP-2025-015⟫,⟦PERSON|Popescu⟧,⟦PERSON|Ioana⟧,⟦NATIONAL_ID|$nino_2⟧,⟪tax_code|BR⟫,2025-05-06,⟪count|40⟫,⟦AMOUNT|£488.80⟧,⟦AMOUNT|£391.04⟧,⟦IBAN|$iban_gb4⟧
⟪employee_no|SP-2025-016⟫,⟦PERSON|Tkachenko⟧,⟦PERSON|Oleksandr⟧,⟦NATIONAL_ID|$nino_3⟧,⟪tax_code|1257L W1⟫,2025-05-13,⟪count|48⟫,⟦AMOUNT|£586.56⟧,⟦AMOUNT|£529.30⟧,⟦IBAN|$iban_gb5⟧
# NI numbers in the old export were masked like ⟪masked_id|XX 99 99 99 X⟫ - these are the real ones from HMRC"""),

("email_hr_onboarding_us_ranch_hand",
"""From: ⟦PERSON|Denise Calloway⟧ <⟦EMAIL|hr@bigsky-angus.com⟧>
To: ⟦EMAIL|wyatt.eklund92@gmail.com⟧
Subject: Welcome to Big Sky Angus - I-9 and W-4 follow up

Hi ⟦PERSON|Wyatt⟧,

Welcome aboard! Just a couple of things before your first day on ⟪date|June 2⟫:

1. On your W-4 the SSN reads ⟦SSN|$ssn_1⟧ but the copy of your card shows ⟦SSN|$ssn_2⟧. Can you confirm which is right? (Don't reply with a photo, just call me.)
2. Direct deposit: we have routing ⟪routing_no|092905278⟫ (that's ⟪org|Stockman Bank⟫'s public routing number) - please send the account number via the portal, not email.
3. Your starting wage is ⟦AMOUNT|$19.50⟧/hr plus housing in the bunkhouse at ⟦ADDRESS|1140 Shields River Rd, Wilsall, MT 59086⟧.

Call me at ⟦PHONE|(406) 555-0148⟧ or the ranch office ⟦PHONE|(406) 555-0100⟧.

⟦PERSON|Denise Calloway⟧
HR & Payroll, Big Sky Angus LLC"""),
]

TEXTS += [
("employment_contract_dutch_greenhouse",
"""EMPLOYMENT CONTRACT (fixed term) - summary page, English translation
Employer: ⟪org|Kwekerij Van der Lans B.V.⟫, ⟪place|Westland⟫ · KvK ⟪company_no|27184402⟫
Employee: ⟦PERSON|Joanna Wiśniewska⟧
Address in NL: ⟦ADDRESS|Naaldwijkseweg 212, 2691 RV 's-Gravenzande⟧
BSN: ⟦NATIONAL_ID|$bsn_1⟧
Position: harvest worker, tomato glasshouse ⟪field_id|K4⟫
Period: ⟪date|3 March 2025⟫ - 31 October 2025 · ⟪count|38⟫ hours per week
Wage: ⟦AMOUNT|€14,06⟧ gross per hour (CAO Glastuinbouw scale ⟪pay_scale|B⟫) · holiday allowance ⟪percentage|8%⟫
Salary paid to: ⟦IBAN|$iban_nl1⟧
Housing deduction: ⟦AMOUNT|€112,50⟧ per week (⟪place|Honselersdijk⟫ flexhousing, room ⟪room_no|14B⟫)
Signed for the employer: ⟦PERSON|R. van der Lans⟧"""),

("onboarding_form_swedish_reindeer_tours",
"""Seasonal staff onboarding - Lapland Husky & Reindeer Tours AB
Name: ⟦PERSON|Elin Sundqvist⟧
Personnummer: ⟦NATIONAL_ID|$pnr_se1⟧
Date of birth: ⟦DATE_OF_BIRTH|1985-04-12⟧
Phone: ⟦PHONE|+46 70 174 32 88⟧
Next of kin: ⟦PERSON|Johan Sundqvist⟧, ⟦PHONE|+46 73 902 11 54⟧
Salary account: ⟦IBAN|$iban_se1⟧
Role: sled dog handler, ⟪place|Kiruna⟫ base · start ⟪date|1 December⟫
Allergies / medical: ⟦MEDICAL|Raynaud's phenomenon in both hands⟧ - needs heated mittens
Driving licence categories: ⟪licence_class|B, BE⟫ · snowmobile card ⟪permit_no|SK-4471⟫"""),

("invoice_finnish_forestry_contractor",
"""LASKU / INVOICE ⟪invoice_no|2025-031⟫
Metsäpalvelu ⟦PERSON|Mikko Heikkilä⟧ (sole trader) · Y-tunnus ⟪business_id|3188412-7⟫
Henkilötunnus (for the customer's tax credit claim): ⟦NATIONAL_ID|$hetu_1⟧
⟦ADDRESS|Koivukuja 6, 71800 Siilinjärvi⟧ · ⟦PHONE|+358 40 718 2264⟧

Customer: ⟦PERSON|Aino Karjalainen⟧, ⟦ADDRESS|Tervarannantie 14, 73100 Lapinlahti⟧
Work: young stand thinning, ⟪area|3.2 ha⟫, compartment ⟪field_id|12/4⟫
Labour ⟪price|52,00 €/h⟫ × 31 h = 1 612,00 €
Total to pay: ⟦AMOUNT|1 998,88 €⟧ (VAT ⟪percentage|24%⟫ included)
Pay to ⟦IBAN|$iban_fi1⟧ by ⟪date|30.6.2025⟫, reference ⟪payment_ref|10 02653⟫"""),

("membership_form_spanish_olive_coop",
"""Cooperativa Olivarera San Isidro - New member registration (English copy)
Member: ⟦PERSON|Francisco Javier Moreno Ruiz⟧ · DNI ⟦NATIONAL_ID|$dni_1⟧
Spouse / co-holder: ⟦PERSON|Lucía Ortega Blanco⟧ · DNI ⟦NATIONAL_ID|$dni_2⟧
Farm manager (foreign resident): ⟦PERSON|Youssef El Amrani⟧ · NIE ⟦NATIONAL_ID|$nie_1⟧
Address: ⟦ADDRESS|Calle Real 17, 23400 Úbeda (Jaén)⟧
Phone: ⟦PHONE|+34 612 48 09 73⟧ · Email: ⟦EMAIL|fjmoreno.olivar@gmail.com⟧
Plots: ⟪cadastral_ref|23092A01200045⟫, ⟪cadastral_ref|23092A01200046⟫ (⟪area|7.8 ha⟫, Picual)
Entry contribution: ⟪price|€600⟫ share capital per member (statutory)
Settlement account for olive payments: ⟦IBAN|$iban_es1⟧
Signed in ⟪place|Úbeda⟫, ⟪date|12 November 2024⟫"""),

("email_brazil_coffee_farm_supplier",
"""From: ⟦PERSON|Thiago Nogueira⟧ <⟦EMAIL|thiago@fazendaboavista.com.br⟧>
To: purchasing <⟦EMAIL|purchasing@roastandfarm.co.uk⟧>
Subject: RE: Lot ⟪lot_no|BV-2025-07⟫ - invoice & documents

Hi ⟦PERSON|Rachel⟧,

Attached the commercial invoice for ⟪count|60⟫ bags (⟪weight|3,600 kg⟫) of our natural Catuaí, price ⟪price|USD 4.85/lb FOB Santos⟫.

For the export registration our despachante needs the farm owner's CPF, which is my father's: ⟦PERSON|Sebastião Nogueira⟧, CPF ⟦NATIONAL_ID|$cpf_1⟧. The invoice is in his name. My own CPF is ⟦NATIONAL_ID|$cpf_2⟧ in case the bank asks.

Please send the ⟦AMOUNT|USD 18,420.00⟧ advance as usual - the bank details haven't changed.

Abraço,
⟦PERSON|Thiago⟧
WhatsApp ⟦PHONE|+55 35 99812-4471⟧"""),

("payroll_stub_canadian_sugarbush",
"""Érablière Côte-Rouge - Pay statement
Employee: ⟦PERSON|Mathieu Pelletier⟧          SIN: ⟦NATIONAL_ID|$sin_1⟧
Address: ⟦ADDRESS|88 rang Saint-Joseph, Saint-Georges, QC G5Y 2B4⟧
Pay period: ⟪date_range|Mar 16 - Mar 29, 2025⟫        Cheque no.: ⟪cheque_no|004417⟫
Hours: ⟪count|96⟫ @ ⟦AMOUNT|CAD 22.50⟧                 Gross: ⟦AMOUNT|CAD 2,160.00⟧
CPP/QPP -131.76  EI -28.08  Fed tax -201.12   (⟪tax_year|2025⟫ tables)
Net pay: ⟦AMOUNT|CAD 1,686.44⟧
Employer account no. ⟪business_id|883412907 RP0001⟫"""),
]

TEXTS += [
("accommodation_register_berry_farm",
"""Tunnel Farm - caravan site register (kept for the council HMO licence ⟪licence_no|HMO/2024/0318⟫)
Caravan | Resident | PESEL / ID | Mobile | Check-in
⟪caravan_no|C-03⟫ | ⟦PERSON|Bartosz Zieliński⟧ | ⟦NATIONAL_ID|$pesel_1⟧ | ⟦PHONE|+48 601 224 918⟧ | ⟪date|01/05⟫
⟪caravan_no|C-03⟫ | ⟦PERSON|Natalia Zielińska⟧ | ⟦NATIONAL_ID|$pesel_2⟧ | ⟦PHONE|+48 698 310 447⟧ | 01/05
⟪caravan_no|C-07⟫ | ⟦PERSON|Agnieszka Dudek⟧ | ⟦NATIONAL_ID|$pesel_3⟧ | ⟦PHONE|+44 7700 900816⟧ | ⟪date|12/05⟫
Gas safety cert ⟪cert_no|GS-88120⟫ expires ⟪date|03/2026⟫. Site wifi: ⟪ssid|TunnelFarm-Staff⟫ / ⟦PASSWORD|strawberry2025⟧
Note: ⟦PERSON|Natalia⟧ is ⟦MEDICAL|pregnant (due October)⟧ - no spraying duties, moved to packhouse."""),

("visitor_log_singapore_vertical_farm",
"""SKYGREENS-STYLE VERTICAL FARM @ ⟪place|Lim Chu Kang⟫ - Visitor declaration (food safety zone ⟪zone|B2⟫)
Date: ⟪date|21 Feb 2025⟫
1. ⟦PERSON|Tan Wei Ling⟧ | NRIC ⟦NATIONAL_ID|$nric_1⟧ | ⟪org|SFA⟫ inspector | in 09:02 out 10:45
2. ⟦PERSON|Rajesh s/o Krishnan⟧ | NRIC ⟦NATIONAL_ID|$nric_3⟧ | LED supplier | in 09:30 out 11:10 | ⟦PHONE|+65 9123 4408⟧
3. ⟦PERSON|Nur Aisyah binte Ahmad⟧ | NRIC ⟪masked_id|S****567A⟫ (masked by visitor app) | student intern
Health declaration: "Do you have any of: fever, diarrhoea, skin infection?" - Visitor 2 declared ⟦MEDICAL|mild fever 37.8°C⟧ → entry to grow rooms refused, meeting held in office.
Escort: ⟦PERSON|Darren Goh⟧ (ops manager) ext ⟪extension|218⟫"""),

("membership_application_hk_riding_school",
"""Tuen Mun Public Riding School - Junior Membership Application (English)
Applicant: ⟦PERSON|Chan Hoi Yan, Chloe⟧     HKID: ⟦NATIONAL_ID|$hkid_1⟧
Date of birth: ⟦DATE_OF_BIRTH|5 Sep 2011⟧
Parent: ⟦PERSON|Chan Ka Ming⟧     HKID: ⟦NATIONAL_ID|$hkid_2⟧
Address: ⟦ADDRESS|Flat C, 12/F, Block 3, Siu Hong Court, Tuen Mun, N.T.⟧
Tel: ⟦PHONE|9187 6623⟧ / ⟦PHONE|2461 0075⟧
Email: ⟦EMAIL|chan.kaming1978@yahoo.com.hk⟧
Medical: ⟦MEDICAL|G6PD deficiency⟧ (no mothballs/naphthalene in tack room please)
Fees: annual membership ⟪price|HK$1,200⟫; 10-lesson package ⟪price|HK$6,800⟫. Paid ⟦AMOUNT|HK$8,000⟧ by FPS, ref ⟪payment_ref|FPS20250111-8812⟫."""),

("lohnabrechnung_german_tree_nursery",
"""Baumschule Lindenhof GmbH - Payslip (English summary for employee)
Employee: ⟦PERSON|Stefan Kowalczyk⟧     Personnel no. ⟪employee_no|0417⟫
Tax ID (Steuer-IdNr.): ⟦NATIONAL_ID|$steuer_1⟧     Tax class ⟪tax_class|I⟫
Social insurance no.: ⟪masked_id|12 ****** K 00X⟫
Month: ⟪date|April 2025⟫
Gross salary ⟦AMOUNT|€3,150.00⟧ · Net salary ⟦AMOUNT|€2,127.43⟧
Paid to ⟦IBAN|$iban_de1⟧
Company car: none. Overtime hours ⟪count|6.5⟫ carried forward.
HR contact: Frau ⟦PERSON|Hildegard Brunner⟧, ⟦EMAIL|personal@baumschule-lindenhof.de⟧"""),

("kyc_log_india_agritech_app",
"""[KYC-SVC] ⟪timestamp|2025-04-08 11:52:07 IST⟫ INFO  onboarding farmer_id=⟪record_id|FRM-MH-229104⟫
[KYC-SVC] name="⟦PERSON|Sunil Bhaskar Patil⟧" village="⟪place|Nimgaon Ketki⟫" taluka="Indapur" mobile=⟦PHONE|+91 98220 41736⟧
[KYC-SVC] aadhaar=⟦NATIONAL_ID|$aadhaar_1⟧ verify=OK (uidai ref ⟪txn_id|UIDAI-TXN-77a1c⟫)
[KYC-SVC] nominee="⟦PERSON|Sangita Patil⟧" aadhaar=⟦NATIONAL_ID|$aadhaar_2⟧
[KYC-SVC] bank: IFSC ⟪ifsc|SBIN0001527⟫ (branch code, public) crop_loan_limit=⟦AMOUNT|₹1,80,000⟧
[KYC-SVC] WARN masking disabled in dev profile - ticket ⟪ticket_no|AGRI-5512⟫
[KYC-SVC] sample from docs (not real): aadhaar=⟪dummy_id|XXXX XXXX 1234⟫"""),

("attestation_french_vineyard_worker",
"""ATTESTATION D'EMPLOI - certificate of employment (translation)
Domaine des Trois Chênes, ⟪place|Beaujolais⟫ · SIRET ⟪company_no|812 447 903 00018⟫
We certify that Mme ⟦PERSON|Camille Aubert⟧, born ⟦DATE_OF_BIRTH|12 June 1988⟧ in ⟪place|Villefranche-sur-Saône⟫,
social security no. ⟦NATIONAL_ID|$nir_1⟧, residing at ⟦ADDRESS|7 chemin des Vignes, 69430 Beaujeu⟧,
was employed as a vineyard worker from ⟪date|1 March 2023⟫ to 28 February 2025.
Last monthly gross salary: ⟦AMOUNT|2 046,00 €⟧. Salary was paid to ⟦IBAN|$iban_fr1⟧.
Done at Beaujeu, ⟪date|3 March 2025⟫ - ⟦PERSON|Bernard Lacombe⟧, manager"""),
]

TEXTS += [
("aws_credentials_file_farm_backups",
"""# ~/.aws/credentials on the office NUC (⟪hostname|hollybank-nuc⟫) - copied here by ⟦PERSON|Gethin⟧ for the backup script
[default]
aws_access_key_id = ⟦APIKEY|$aws_akid2⟧
aws_secret_access_key = ⟦SECRET|$aws_secret2⟧
region = ⟪region|eu-west-2⟫

[docs-example]
# straight from the AWS docs, harmless
aws_access_key_id = ⟪example_key|AKIAIOSFODNN7EXAMPLE⟫
aws_secret_access_key = ⟪example_key|wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY⟫"""),

("gitlab_ci_variables_export",
"""$ glab variable list -R vetcloud/booking-web
KEY                    VALUE                                   PROTECTED  MASKED
NPM_TOKEN              ⟦APIKEY|$npm_1⟧   true       false
GITLAB_DEPLOY_TOKEN    ⟦APIKEY|$glpat_2⟧              true       true
SENTRY_ORG             ⟪org_slug|vetcloud-ltd⟫                            false      false
NODE_VERSION           ⟪version|20.14.0⟫                                 false      false
STAGING_HOST           ⟦IP_ADDRESS|10.88.4.17⟧                              false      false
DOCS_HOST              ⟪doc_ip|198.51.100.14⟫                           false      false
PIPELINE_OWNER         ⟦EMAIL|p.adebayo@vetcloud.io⟧                    false      false"""),

("hf_cli_log_crop_disease_model",
"""(venv) ⟦PERSON|lwanjiru⟧@⟪hostname|agri-gpu-01⟫:~/leafspot$ huggingface-cli login --token ⟦APIKEY|$hf_1⟧
Token is valid (permission: write).
Your token has been saved to /home/⟦PERSON|lwanjiru⟧/.cache/huggingface/token
Login successful
(venv) ⟦PERSON|lwanjiru⟧@agri-gpu-01:~/leafspot$ python push.py --repo ⟪repo|shambaai/maize-leafspot-vit⟫ --rev ⟪commit_sha|$sha_3⟫
Uploading model.safetensors: 100%|██████████| ⟪file_size|343M/343M⟫ [00:41<00:00, 8.31MB/s]
Model card: accuracy ⟪percentage|94.2%⟫ on ⟪count|4,180⟫ validation images (⟪dataset|maize_leaf_v3⟫)"""),

("js_snippet_farm_shop_store_locator",
"""<!-- Farm shop store-locator, added by ⟦PERSON|Chloe⟧ 03/25 -->
<div id="map" style="height:420px"></div>
<script>
  // TODO(⟦PERSON|chloe.b⟧): restrict this key to our domain in the Cloud console!!
  const MAPS_KEY = "⟦APIKEY|$google_2⟧";
  // the vendor tutorial used: key=⟪placeholder|YOUR_API_KEY⟫
  const shop = { lat: ⟪coordinates|52.6309⟫, lng: ⟪coordinates|-1.6924⟫, name: "⟪org|Tamworth Farm Shop⟫" };
  loadMaps(MAPS_KEY).then(() => drawPin(shop, "Open ⟪time_range|9-5⟫, closed Mondays"));
</script>"""),

("curl_command_clinic_portal_debug",
"""$ curl -v 'https://api.skinclinic.cloud/v1/patients/⟪record_id|8841⟫/photos' \\
    -H 'Authorization: Bearer ⟦APIKEY|$jwt_3⟧' \\
    -H 'X-Clinic-Id: ⟪app_id|clinic-07⟫' \\
    -H 'Cookie: sessionid=⟦SECRET|p9x2mq7vz4k8rt3n5w6y1c0b⟧'
*   Trying ⟦IP_ADDRESS|35.178.20.141⟧:443...
* Connected to api.skinclinic.cloud (⟦IP_ADDRESS|35.178.20.141⟧) port 443
< HTTP/2 403
< x-request-id: ⟪request_id|$uuid_2⟫
{"error":"forbidden","detail":"token tenant clinic-07 cannot read patient 8841","support":"⟦EMAIL|support@skinclinic.cloud⟧"}"""),

("ticket_private_key_pasted_sftp",
"""Ticket ⟪ticket_no|SD-10427⟫ - "Lab results SFTP not working"  Reporter: ⟦PERSON|Hywel Bowen⟧  Assignee: ⟦PERSON|Kerry-Ann Shaw⟧

Reporter wrote:
Hi, the overnight upload of allergy panel results to ⟪org|Thermo ImmunoCAP⟫ stopped. Here is the key we use, maybe it's expired?

⟦SECRET|$pem_rsa1⟧

Server is ⟦IP_ADDRESS|80.87.14.220⟧ port ⟪port|22⟫, user ⟪username_generic|labupload⟫.

Assignee note: ⟦PERSON|Kerry-Ann Shaw⟧ - key REVOKED and rotated ⟪date|12/06⟫. Please never paste private keys into tickets; fingerprint of the old key was ⟪fingerprint|SHA256:k3Jq0bVh1pYc8fZ2mA9uXwL4oE7tR6sN5dG0iH2yB1c⟫."""),

("note_totp_recovery_codes_vet_admin",
"""PracticeHub admin account - 2FA backup (printed and kept in the safe, ⟪room_no|office 2⟫)
Account: ⟦EMAIL|admin.greenlane@practicehub.vet⟧   Owner: ⟦PERSON|Miriam Oyelowo⟧
TOTP secret (enter manually if QR won't scan): ⟦SECRET|$totp_1⟧
otpauth URI: otpauth://totp/PracticeHub:admin.greenlane?secret=⟦SECRET|$totp_2⟧&issuer=PracticeHub&period=⟪duration|30⟫
Recovery codes (each works once):
⟦SECRET|4f7k-9q2m⟧  ⟦SECRET|h8d3-xw5t⟧  ⟦SECRET|2n6p-vr4j⟧
⟦SECRET|c9z1-b7ye⟧  ⟦SECRET|m5u8-k3la⟧  ⟦SECRET|q1t6-g2sd⟧
Generated ⟪timestamp|2025-01-19 16:02⟫ - app version ⟪version|7.2⟫"""),

("password_manager_csv_export_stables",
"""name,url,username,password,note
"Horsebox tracker","https://app.trakkit.co.uk","⟦EMAIL|office@oakleighstables.co.uk⟧","⟦PASSWORD|Gallop!Trailer77⟧",""
"British Eventing","https://www.britisheventing.com","⟦PERSON|sallyfenwick⟧","⟦PASSWORD|xc-Course#2024⟧","membership ⟪member_no|BE 118440⟫"
"Feed supplier","https://trade.dodsonhorrell.example","⟦EMAIL|sally.fenwick@oakleighstables.co.uk⟧","⟦PASSWORD|Chaff&Oats19⟧",""
"Yard wifi","","⟪ssid|Oakleigh-Yard⟫","⟦PASSWORD|haynetHAYNET⟧","router in tack room"
"Bank","https://www.lloydsbank.co.uk","⟪masked_id|ref ****4417⟫","⟦PASSWORD|Hunter&Hound-1988⟧","memorable word: ⟦PASSWORD|ROSETTE⟧\""""),

("transcript_phone_order_garden_delivery",
"""ORDER LINE - call notes typed by ⟦PERSON|Wendy⟧ (shop floor), ⟪date|Sat 5 April⟫

Customer Mr ⟦PERSON|Leonard Ashby-Carr⟧ rang to order 2 x raised oak beds (⟪sku|RB-OAK-1800⟫, ⟪price|£189⟫ each) + ⟪count|10⟫ bags topsoil.
Delivery to ⟦ADDRESS|Fernlea, 3 Bishops Walk, Cheddar BS27 3DN⟧ - side gate, dogs in garden.
Phone ⟦PHONE|01632 960 812⟧, mobile ⟦PHONE|07700 900 377⟧.
Paid by Mastercard ⟦CARD|$card_mc1⟧ exp ⟪card_expiry|11/27⟫ sec code ⟦CVV|092⟧ - total ⟦AMOUNT|£433.50⟧ incl. delivery ⟪price|£25.50⟫.
(I know we're not meant to write card numbers down - ⟦PERSON|Wendy⟧ - will shred after keying into the terminal)"""),
]

TEXTS += [
("credit_application_us_large_animal_vet",
"""PRAIRIE VIEW LARGE ANIMAL CLINIC - Farm Account Credit Application
Ranch / business name: ⟪org|Lazy K Cattle Co.⟫
Applicant: ⟦PERSON|Kenneth R. Lindgren⟧      SSN: ⟦SSN|$ssn_3⟧      DOB: ⟦DATE_OF_BIRTH|04/27/1966⟧
Co-applicant: ⟦PERSON|Marla Lindgren⟧        SSN: ⟦SSN|$ssn_11⟧
Ranch address: ⟦ADDRESS|4410 County Road 17, Sidney, NE 69162⟧
Phone: ⟦PHONE|(308) 555-0163⟧      Email: ⟦EMAIL|lazyk.cattle@pvtnet.com⟧
Herd size: ⟪count|340 cow/calf pairs⟫ · Brand registration ⟪brand_reg|NE-L-K-2291⟫
Requested credit limit: ⟦AMOUNT|$15,000⟧
Terms: net 30, ⟪percentage|1.5%⟫ monthly finance charge on balances over 30 days (clinic policy).
Signature: ⟦PERSON|Kenneth R. Lindgren⟧      Date: ⟪date|03/03/2025⟫"""),

("loan_application_us_fsa_farm",
"""FSA Direct Operating Loan - applicant worksheet (prepared by county office)
Name: ⟦PERSON|Alejandra Ruiz-Whitaker⟧
SSN: ⟦SSN|$ssn_4⟧   Date of birth: ⟦DATE_OF_BIRTH|September 9, 1991⟧
Spouse: ⟦PERSON|Cody Whitaker⟧   SSN: ⟦SSN|$ssn_12⟧
Farm: ⟦ADDRESS|22870 Old Stage Rd, Gonzales, CA 93926⟧ · FSN ⟪farm_serial|4417⟫, tract ⟪tract_no|T-10092⟫
Operation: ⟪area|120 acres⟫ organic lettuce and strawberries
Requested: ⟦AMOUNT|$185,000⟧ for irrigation and a cooler; current household debts ⟦AMOUNT|$41,250⟧
Interest rate (published ⟪date|May 2025⟫): ⟪percentage|5.625%⟫
Loan officer: ⟦PERSON|D. Okafor⟧, ⟦PHONE|(831) 555-0117⟧"""),

("donation_receipt_animal_sanctuary",
"""HOLLOW OAK FARM ANIMAL SANCTUARY (registered charity ⟪charity_no|1184407⟫)
Donation receipt ⟪receipt_no|DR-2025-00831⟫

Thank you, Ms ⟦PERSON|Priyanka Deshmukh⟧, for your gift of ⟦AMOUNT|£250.00⟧ received on ⟪date|14/02/2025⟫ towards ⟪campaign|"A New Barn for Betty"⟫ (our rescued ⟪animal_health|lame⟫ Friesian cow).
Gift Aid: yes - we will claim an extra ⟦AMOUNT|£62.50⟧ from HMRC on your donation.
Address on declaration: ⟦ADDRESS|Apartment 5, The Maltings, Bridge Street, Ware SG12 9DW⟧
Paid by card ⟪masked_card|xxxx-xxxx-xxxx-0931⟫ · campaign total so far ⟪price|£18,420⟫ of ⟪price|£40,000⟫ target
Questions: ⟦EMAIL|supporters@hollowoakfarm.org.uk⟧ · ⟦PHONE|01632 960 249⟧"""),

("poster_lost_dog_ocr",
"""LOST DOG - PLEASE HELP
"⟪pet_name|BONNIE⟫"  ⟪animal_description|Black & white Border Collie, 4 yrs, white tip on tail⟫
Missing since ⟪date|Sunday 12th October⟫ from ⟪place|Ilkley Moor⟫ near the Cow & Calf rocks
She is ⟪animal_health|deaf in one ear and on epilepsy meds (phenobarbital)⟫
Microchipped: ⟪microchip|977200008845112⟫
Do NOT chase - please call ⟦PERSON|Jess⟧ or ⟦PERSON|Mark⟧
📞 ⟦PHONE|07700 900 184⟧  or  ⟦PHONE|07700 900 921⟧
REWARD ⟦AMOUNT|£500⟧"""),

("voicemail_transcript_kennels",
"""Voicemail from ⟦PHONE|+44 7700 900 253⟧ received ⟪timestamp|Tue 22:14⟫ (transcribed, ⟪confidence|83% confidence⟫)
"Hi, it's ⟦PERSON|Gaynor Pilkington⟧, I've got ⟪pet_name|Rolo⟫ and ⟪pet_name|Twix⟫ booked in from the eighteenth. Just to let you know I've paid the balance, ⟦AMOUNT|a hundred and sixty pounds⟧, by bank transfer this afternoon. Oh and my daughter ⟦PERSON|Courtney⟧ will drop them off because I'm ⟦MEDICAL|having my gallbladder out⟧ on the seventeenth. Her number's ⟦PHONE|07700 900 690⟧. Thanks, bye.\""""),

("chatbot_transcript_pet_insurance_web",
"""Chat ⟪chat_id|#WEB-558201⟫ · PetGuard virtual assistant · ⟪timestamp|2025-05-29 18:40 BST⟫
Bot: Hi! I'm Pip 🐾 (automated assistant). How can I help?
User: i need to make a claim for my dog, she ate a corn cob
Bot: Sorry to hear that. Please tell me your policy number or email.
User: ⟦EMAIL|dan.mcgillivray@live.co.uk⟧
Bot: Thanks. For security, what's your date of birth?
User: ⟦DATE_OF_BIRTH|17.08.1984⟧
Bot: Thanks ⟦PERSON|Daniel⟧. I can see ⟪pet_name|Hazel⟫ on policy ⟪policy_no|PG-7713-204⟫. What treatment did she have?
User: ⟪animal_health|surgery to remove the obstruction, 2 nights in⟫. bill was ⟦AMOUNT|£2,980⟧
Bot: I've started claim ⟪claim_ref|C-889104⟫. Your excess is ⟪price|£95⟫. Upload the invoice here: [upload]
User: also im a ⟦MEDICAL|type 1 diabetic⟧, does my own health matter for the policy?
Bot: No - your own health doesn't affect pet cover. (Noted: user disclosed ⟦MEDICAL|type 1 diabetes⟧ - removed from transcript retention per policy ⟪policy_ref|DP-12⟫.)"""),
]

TEXTS += [
("mosquitto_log_iot_dairy_farm",
"""⟪unix_time|1748239201⟫: New connection from ⟦IP_ADDRESS|100.72.14.9⟧:⟪port|51544⟫ on port 8883.
1748239201: New client connected from ⟦IP_ADDRESS|100.72.14.9⟧:51544 as ⟪client_id|parlour-ctrl-02⟫ (p2, c1, k60, u'parlour').
1748239215: Client ⟪client_id|collar-gw-01⟫ [⟦IP_ADDRESS|fd7a:115c:a1e0::5c01:2210⟧]:40112 disconnected, not authorised.
1748239216: Bad password for user 'collar-gw-01' (tried '⟦PASSWORD|M00ve-Herd!⟧', auth plugin debug ON - turn this off ⟦PERSON|Rhys⟧!!)
1748239230: Saving in-memory database to ⟪file_path|/var/lib/mosquitto/mosquitto.db⟫.
1748239244: Socket error on client ⟪client_id|feed-pusher-robot⟫, disconnecting.
1748239290: New connection from ⟪doc_ip|192.0.2.201⟫:60002 on port 1883 (test harness)"""),

("stack_trace_greenhouse_ipv6",
"""greenhouse-ctl[1123]: ERROR ⟪timestamp|2025-01-08T03:12:55Z⟫ modbus poll failed
greenhouse-ctl[1123]: Traceback (most recent call last):
greenhouse-ctl[1123]:   File "/opt/ghctl/drivers/vent.py", line ⟪line_no|212⟫, in poll
greenhouse-ctl[1123]:     resp = client.read_holding_registers(⟪register|40001⟫, 8, unit=⟪unit_id|3⟫)
greenhouse-ctl[1123]: ConnectionRefusedError: [Errno 111] Connection refused ([⟦IP_ADDRESS|2a01:4b00:8f3c:1a00::25⟧]:502)
greenhouse-ctl[1123]: fallback to [⟪doc_ip|2001:db8:0:1::25⟫]:502 (sample config, ignored)
greenhouse-ctl[1123]: alert sent to ⟦EMAIL|nightgrower@lowmoorglasshouses.co.uk⟧ and SMS ⟦PHONE|+447700900554⟧
greenhouse-ctl[1123]: vent position ⟪percentage|37%⟫, house temp ⟪temperature|9.8 °C⟫ (min ⟪temperature|10.0 °C⟫)"""),

("calendar_invite_allergy_food_challenge",
"""BEGIN:VCALENDAR
BEGIN:VEVENT
UID:⟪uuid|$uuid_3⟫
DTSTART:⟪timestamp|20250709T083000Z⟫
DTEND:20250709T153000Z
SUMMARY:Baked egg food challenge - ⟦PERSON|Amelia Nkemelu⟧ (age 4)
LOCATION:⟦ADDRESS|Children's Day Unit, St Mary's Wing, 2 Infirmary Square, Leicester LE1 5WW⟧
DESCRIPTION:Dx ⟦MEDICAL|egg allergy (SPT 6 mm, tolerated egg in cake at home?)⟧. Stop ⟦MEDICAL|cetirizine 2.5 mg⟧ 5 days before. Parent contact ⟦PERSON|Obiageli Nkemelu⟧ ⟦PHONE|07700 900 727⟧. Bring a baked muffin recipe ⟪recipe_ref|BSACI ladder step 2⟫.
ORGANIZER;CN=Allergy Nurse Team:mailto:⟦EMAIL|allergy.nurses@uhl.nhs.uk⟧
END:VEVENT
END:VCALENDAR"""),

("email_dermatology_isotretinoin_prescription",
"""To: ⟦EMAIL|leo.marchetti02@gmail.com⟧
Cc: ⟦EMAIL|pharmacy@brightskin.clinic⟧
Subject: Your repeat prescription - ⟪rx_ref|RX-44820⟫

Hi ⟦PERSON|Leo⟧,

Your pregnancy-prevention / mood check form is received, thank you. Dr ⟦PERSON|Saoirse Mulcahy⟧ has approved month 4 of ⟦MEDICAL|isotretinoin 40 mg daily⟧ for ⟦MEDICAL|nodulocystic acne⟧. Your last bloods showed ⟦MEDICAL|triglycerides 2.4 mmol/L⟧ - slightly raised, so please avoid alcohol and we'll recheck at month 5.

Collection: ⟪place|Bright Skin Clinic pharmacy, Camden⟫, after ⟪time|2pm⟫ on ⟪date|Thursday⟫. Prescription charge ⟪price|£9.90⟫.

Best,
⟦PERSON|Aoife⟧ - Patient Coordinator
⟦PHONE|020 7946 0381⟧"""),

("lab_report_specific_ige_panel",
"""IMMUNOLOGY LABORATORY - SPECIFIC IgE REPORT              Lab no. ⟪sample_id|IM25-0048812⟫
Patient: ⟦PERSON|HALVORSEN, Ingrid⟧     DOB: ⟦DATE_OF_BIRTH|11-Jan-1979⟧     Sex: F
Requested by: Dr ⟦PERSON|P. Varga⟧, Allergy Clinic         Received: ⟪timestamp|03/04/2025 10:12⟫
Clinical details: ⟦MEDICAL|rhinitis and wheeze around horses; works at riding stables⟧

Allergen                          kUA/L     Class
Horse dander (e3)                 ⟦MEDICAL|24.60 (class 4)⟧
Cat dander (e1)                   ⟦MEDICAL|0.62 (class 1)⟧
Timothy grass (g6)                ⟦MEDICAL|3.90 (class 3)⟧
House dust mite (d1)              <0.10     0
Total IgE                         ⟦MEDICAL|412 kU/L (raised)⟧
Reference: <0.35 kUA/L negative.  Method ⟪method|ImmunoCAP, Phadia 250⟫.  Authorised by ⟦PERSON|J. Achebe⟧, Clinical Scientist"""),
]

TEXTS += [
("complaint_letter_to_vet_practice",
"""⟦ADDRESS|14 Larch Avenue
Penrith
Cumbria CA11 8QP⟧

⟪date|2 June 2025⟫

The Practice Manager
⟪org|Eden Valley Veterinary Group⟫

Dear Sir or Madam,

I am writing to complain about how my late dog ⟪pet_name|Skye⟫ was treated on ⟪date|24 May⟫. She had ⟪animal_health|collapsed with a bleeding splenic mass⟫ and we waited ⟪duration|50 minutes⟫ in the car park. I was charged ⟦AMOUNT|£1,146.20⟧ for the night, including a ⟪price|£240⟫ out-of-hours fee which nobody mentioned on the phone.

I understand emergencies happen, but the receptionist (I believe her name is ⟦PERSON|Carly⟧) told my husband ⟦PERSON|Alan⟧ to "calm down" when he was clearly distressed. ⟦PERSON|Alan⟧ has ⟦MEDICAL|early-onset Parkinson's⟧ and his shaking is not aggression.

I would like a breakdown of the invoice and a partial refund. I can be reached on ⟦PHONE|01768 960 442⟧ or ⟦EMAIL|m.gilfoyle@btopenworld.com⟧.

Yours faithfully,
⟦PERSON|Moira Gilfoyle⟧"""),

("bank_transfer_confirmation_horse_sale",
"""Payment sent ✔
You paid ⟦AMOUNT|€8,500.00⟧ to ⟦PERSON|Siobhán Ní Bhriain⟧
To account ⟦IBAN|$iban_ie1⟧
From ⟪masked_account|Current account •••• 3310⟫
Reference: ⟪payment_ref|MARE TULLAMORE DEW⟫
Date ⟪date|18 Apr 2025⟫ · Transaction ID ⟪transaction_id|TX7Q4P2M9XK1⟫
Exchange rate ⟪exchange_rate|1 GBP = 1.1712 EUR⟫ · Fee ⟪price|€0.00⟫"""),

("readme_farm_api_quickstart",
"""# FieldBook API - Quickstart

1. Create a key in **Settings → API**. Keys look like `fb_live_...`; for this guide we'll use the sandbox key ⟪example_key|fb_test_0000000000000000000000⟫.
2. Call the API:

```bash
curl https://sandbox.fieldbook.example/v1/fields \\
  -H "Authorization: Bearer ⟪placeholder|$FIELDBOOK_API_KEY⟫"
```

3. A sample response:

```json
{"field_id": "⟪field_id|fld_9Xc2⟫", "name": "⟪field_name|North Long Acre⟫", "crop": "winter wheat", "area_ha": ⟪area|12.4⟫,
 "owner": "⟪placeholder|Jane Doe⟫", "contact": "⟪example_email|jane.doe@example.com⟫", "phone": "⟪dummy_phone|+44 000 000 0000⟫"}
```

Use the test card ⟪test_card|4242 4242 4242 4242⟫ with any future expiry and any CVC for billing tests.
JWT example from the spec: ⟪example_jwt|eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c⟫
Rate limit: ⟪count|600⟫ requests/minute. Sandbox server listens on ⟪doc_ip|203.0.113.5⟫."""),

("discord_bot_config_pony_club",
"""// config.js - "Rosette" bot for the ⟪org|Wealdmere Pony Club⟫ Discord
module.exports = {
  token: '⟦APIKEY|$discord_1⟧',
  guildId: '⟪guild_id|1120934470118821983⟫',
  rallyChannel: '⟪channel_id|1120934470118821990⟫',
  // results get mirrored to the old server via webhook
  mirrorWebhook: '⟦SECRET|$discord_hook1⟧',
  admins: ['⟦PERSON|hattie_w⟧', '⟦PERSON|georgiefox⟧'],   // DC: ⟦PERSON|Hattie Warrington⟧
  timezone: '⟪timezone|Europe/London⟫',
};"""),

("jupyter_cell_crop_advisory_chatbot",
"""In [3]:
import os
from openai import OpenAI
from anthropic import Anthropic

# quick test for the agronomy helper - ⟦PERSON|Femi⟧ will move these to env vars
oa = OpenAI(api_key="⟦APIKEY|$openai_1⟧")
cl = Anthropic(api_key="⟦APIKEY|$anthropic_1⟧")
legacy_key = "⟦APIKEY|$openai_2⟧"   # old org, delete after ⟪date|30 June⟫

q = "Septoria on winter wheat at GS32, ⟪measurement|15% leaf area⟫ - spray?"
print(oa.chat.completions.create(model="⟪model_name|gpt-4o-mini⟫", messages=[{"role": "user", "content": q}]).choices[0].message.content)

Out[3]: At GS32 (⟪growth_stage|T1 timing⟫) a protectant plus azole is usual; check label rates..."""),

("docker_compose_clinic_photos",
"""# docker-compose.override.yml (local only!) - derm photo archive
services:
  photo-archive:
    image: ⟪image|ghcr.io/lumen-derm/photo-archive:1.9.4⟫
    environment:
      AZURE_STORAGE_CONNECTION_STRING: "DefaultEndpointsProtocol=https;AccountName=⟪account_name|lumendermphotos⟫;AccountKey=⟦SECRET|$azure_key1⟧;EndpointSuffix=core.windows.net"
      DJANGO_SECRET_KEY: "⟦SECRET|$django_secret1⟧"
      DB_PASSWORD: "⟦PASSWORD|Dermoscope_2024!⟧"
      ADMIN_CONTACT: "⟦PERSON|Viktor Haldorsen⟧ <⟦EMAIL|v.haldorsen@lumenderm.no⟧>"
    ports:
      - "⟪port_mapping|8080:8000⟫\""""),
]

TEXTS += [
("k8s_secret_manifest_farm_erp",
"""apiVersion: v1
kind: Secret
metadata:
  name: ⟪k8s_name|farm-erp-secrets⟫
  namespace: ⟪namespace|agri-prod⟫
  annotations:
    owner: "⟦PERSON|Sven Aaltonen⟧"
type: Opaque
stringData:
  MAILGUN_API_KEY: "⟦APIKEY|$mailgun_1⟧"
  SHOPIFY_ADMIN_TOKEN: "⟦APIKEY|$shopify_1⟧"
  DO_TOKEN: "⟦APIKEY|$do_1⟧"
  SIGNING_KEY: |
    ⟦SECRET|$pem_pk8⟧
  REPLICAS_NOTE: "scale to ⟪count|3⟫ in harvest season\""""),

("email_chargeback_riding_school",
"""From: ⟦EMAIL|k.abernethy@gmx.co.uk⟧
To: ⟦EMAIL|accounts@glenmorrisonequestrian.com⟧
Subject: Double charge for pony camp??

Hi,

I've been charged twice for ⟦PERSON|Ruaridh⟧'s pony camp (⟪date|14-18 July⟫): ⟦AMOUNT|£375.00⟧ on the 2nd and again ⟦AMOUNT|£375.00⟧ on the 3rd. The card is ⟦CARD|$card_visa3⟧ - I know I shouldn't email it but your online form wouldn't take it and I want you to find the transaction quickly.

If it's not sorted by Friday I'll raise a chargeback with ⟪org|Nationwide⟫.

⟦PERSON|Kirsty Abernethy⟧
⟦PHONE|07700 900 098⟧"""),

("sms_bank_fraud_alert",
"""HSBC UK: Did you attempt a payment of ⟦AMOUNT|£349.00⟧ to ⟪merchant|AGRIKIT-SUPPLIES LTD⟫ on card ending ⟪masked_card|4471⟫ at ⟪time|02:14⟫? Reply Y or N. If N we'll block the card. Never share your PIN or one-time passcode. Ref ⟪ref_code|FD8812⟫"""),

("price_list_dog_grooming_salon",
"""THE PAMPERED POOCH - PRICE LIST from ⟪date|1 April 2025⟫
Small breeds (up to ⟪weight|10 kg⟫): full groom ⟪price|£40⟫ · bath & brush ⟪price|£28⟫
Medium breeds (⟪weight|10-25 kg⟫): full groom ⟪price|£52⟫ · bath & brush ⟪price|£36⟫
Large / double coat: from ⟪price|£68⟫ · de-shed treatment ⟪price|+£15⟫
Puppy intro (under ⟪age|6 months⟫): ⟪price|£22⟫
Nail clip (walk-in, no appointment): ⟪price|£8⟫ · Teeth brushing ⟪price|£6⟫
Matted coats charged at ⟪price|£12 per extra 15 min⟫. ⟪percentage|10%⟫ off for rescue dogs.
Dogs must be vaccinated (⟪health_term|DHP and Lepto⟫) and flea-treated. We do not groom dogs showing ⟪animal_health|signs of kennel cough⟫.
Opening hours ⟪time_range|Tue-Sat 8:30-17:00⟫ · card payments only"""),

("roster_volunteer_vet_mission",
"""WORLDVETS-STYLE FIELD MISSION - ⟪place|Arusha⟫, Tanzania · ⟪date_range|3-17 Nov 2025⟫ · Team roster (CONFIDENTIAL)
| # | Name | Role | Nationality | Passport | Emergency contact |
| 1 | Dr. ⟦PERSON|Rebecca Sandoval⟧ | team lead / surgeon | USA | ⟦PASSPORT|$pp_us2⟧ | ⟦PERSON|Luis Sandoval⟧ ⟦PHONE|+1 (505) 555-0176⟧ |
| 2 | ⟦PERSON|Liam Tremblay⟧ | vet tech | Canada | ⟦PASSPORT|$pp_ca1⟧ | ⟦PHONE|+1 (418) 555-0132⟧ |
| 3 | ⟦PERSON|Jacinta Boyd⟧ | vet, large animal | Australia | ⟦PASSPORT|$pp_au1⟧ | ⟦PHONE|+61 491 570 158⟧ |
| 4 | ⟦PERSON|Ananya Krishnamurthy⟧ | vet student | India | ⟦PASSPORT|$pp_in1⟧ | ⟦PHONE|+91 98450 12377⟧ |
Vaccinations required: ⟪health_term|yellow fever, rabies pre-exposure⟫. Flights ⟪flight_no|KL569⟫ / ⟪flight_no|QR1349⟫.
Medical notes: #3 ⟦MEDICAL|severe latex allergy⟧ - pack nitrile only."""),

("payment_gateway_debug_log_farm_shop",
"""⟪timestamp|2025-03-28 21:07:44.902⟫ DEBUG [checkout] session=⟪session_id|cs_9f31aa02⟫ ip=⟦IP_ADDRESS|82.132.219.47⟧ email=⟦EMAIL|sophiebrennan@me.com⟧
⟪timestamp|2025-03-28 21:07:45.013⟫ DEBUG [gateway] POST /v2/authorise payload={"pan":"⟦CARD|$card_amex1⟧","cvv":"⟦CVV|4021⟧","exp":"⟪card_expiry|07/29⟫","name":"⟦PERSON|SOPHIE BRENNAN⟧","amount":"⟦AMOUNT|GBP 86.40⟧"}
⟪timestamp|2025-03-28 21:07:45.388⟫ INFO  [gateway] result=AUTHORISED auth=⟪auth_code|A81127⟫ order=⟪order_ref|FS-100482⟫ (veg box x2, ⟪product_code|VB-LARGE⟫)
⟪timestamp|2025-03-28 21:07:45.390⟫ WARN  [security] PAN and CVV written to debug log - PCI incident ⟪ticket_no|SEC-77⟫ raised by ⟦PERSON|Owain Rees⟧"""),

("w9_form_horse_boarding_contractor",
"""Form W-9 (Rev. ⟪form_rev|March 2024⟫) - Request for Taxpayer Identification Number - as completed
1 Name: ⟦PERSON|Tamsin O'Rourke-Vance⟧
2 Business name: ⟪org|Blue Ridge Mare Motel LLC⟫
3 Tax classification: ⟪tax_class|Single-member LLC (disregarded)⟫
5 Address: ⟦ADDRESS|2651 Turkey Hollow Lane⟧
6 City, state, ZIP: ⟦ADDRESS|Lexington, KY 40511⟧
Part I - Social security number: ⟦SSN|$ssn_5⟧
Employer identification number: ⟪ein|88-4417203⟫ (business, left blank in favour of SSN)
Signature: ⟦PERSON|T. O'Rourke-Vance⟧   Date: ⟪date|01/15/2025⟫
Note from bookkeeper ⟦PERSON|Gus⟧: 1099-NEC for ⟦AMOUNT|$24,600⟧ boarding fees paid in 2024."""),
]
