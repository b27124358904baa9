TEXTS = []
T = TEXTS.append

T(("bike_repair_sms", """Hi ⟦PERSON|Gareth⟧, your Brompton is ready at ⟪org_name|Spokesmith Cycles⟫. Total ⟦AMOUNT|£86.40⟧ (new chain + ⟪product_code|SRAM PC-1110⟫). Pick up before ⟪time|5:30pm⟫ Sat. Ref ⟪order_ref|WS-20931⟫"""))

T(("bike_workshop_ticket", """Workshop ticket ⟪ticket_ref|#4471⟫
Customer: ⟦PERSON|HALLORAN, Bridget⟧
Mobile: ⟦PHONE|07700 900214⟧
Bike: ⟪product_code|Trek FX 3 Disc⟫, frame no. ⟪serial_no|WTU318C0442K⟫
Job: full service, bleed rear brake. Quoted ⟪price|£120⟫ service tier.
Deposit paid ⟦AMOUNT|£40.00⟧ by card ending ⟪masked_card|****4471⟫
Notes: customer mentions she has ⟦MEDICAL|rheumatoid arthritis⟧ - fit ergonomic grips, easy-release levers.
Mechanic: ⟦PERSON|tomasz⟧"""))

T(("photo_studio_booking_email", """From: ⟦EMAIL|bookings@lumenrow-studio.co.uk⟧
To: ⟦EMAIL|priya.raman84@gmail.com⟧
Subject: Newborn session confirmed - ⟪date|14 March⟫

Dear ⟦PERSON|Priya⟧,

Thank you for booking our newborn package (⟪price|£295⟫, as listed on our site). We have received your deposit of ⟦AMOUNT|£95.00⟧; the balance of ⟦AMOUNT|£200.00⟧ is due on the day.

Our studio is at ⟦ADDRESS|Unit 4, 18 Canal Street, Manchester M1 3HE⟧. Parking is available on ⟪place|Sackville Street⟫.

Please let us know if baby has any ⟪health_term|skin sensitivities⟫ so we can adapt props.

Warm regards,
⟦PERSON|Elif Marsh⟧
Lead Photographer, ⟪org_name|Lumen Row Studio⟫
⟦PHONE|0161 496 0732⟧"""))

T(("photo_gallery_access_log", """⟦IP_ADDRESS|81.174.22.139⟧ - - [⟪timestamp|09/Jan/2026:11:02:44 +0000⟫] "GET /gallery/⟦PERSON|okafor⟧-wedding/?key=⟦SECRET|g7Q2xVmPz81LwRtA⟧ HTTP/1.1" 200 51234 "-" "Mozilla/5.0"
⟦IP_ADDRESS|81.174.22.139⟧ - - [⟪timestamp|09/Jan/2026:11:02:51 +0000⟫] "GET /static/app.⟪hash|9f2c1e7a⟫.js HTTP/1.1" 200 88120
⟪doc_ip|127.0.0.1⟫ - - [⟪timestamp|09/Jan/2026:11:03:00 +0000⟫] "GET /healthz HTTP/1.1" 200 2"""))

T(("architecture_fee_email", """Hi ⟦PERSON|Marcus⟧,

Following the site visit at ⟦ADDRESS|27 Elm Grove, Bristol BS7 8PL⟧, please find attached our fee proposal ⟪invoice_ref|AP-2026-017⟫ for the rear extension. Stage 1-3 fees come to ⟦AMOUNT|£7,850⟧ plus VAT. Our standard hourly rate is ⟪price|£95/hour⟫ for additional work.

Planning submission target: ⟪date|3 April 2026⟫.

Best,
⟦PERSON|Ines Carvalho⟧ RIBA
⟪org_name|Carvalho & Wren Architects⟫ | ⟦PHONE|0117 496 0581⟧ | ⟦EMAIL|ines@carvalhowren.co.uk⟧"""))

T(("interior_design_csv", """client_id,client_name,email,phone,project,deposit_gbp
⟪customer_ref|ID-3301⟫,⟦PERSON|Harriet Okoye⟧,⟦EMAIL|h.okoye@fastmail.com⟧,⟦PHONE|07700 900488⟧,kitchen refit,⟦AMOUNT|2500⟧
⟪customer_ref|ID-3302⟫,⟦PERSON|Dominic Reyes⟧,⟦EMAIL|dreyes@outlook.com⟧,⟦PHONE|07700 900915⟧,loft bedroom,⟦AMOUNT|1800⟧
⟪customer_ref|ID-3303⟫,⟦PERSON|Yuki Tanabe⟧,⟦EMAIL|yuki.tanabe@proton.me⟧,⟦PHONE|07700 900062⟧,living room,⟦AMOUNT|950⟧"""))

T(("translation_quote_form", """Translation agency - quote request
Name: ⟦PERSON|Andrzej Kowalczyk⟧
Email: ⟦EMAIL|andrzej.k@wp.pl⟧
Documents: birth certificate, ⟪doc_type|driving licence⟫ (Polish > English)
PESEL (as on certificate): ⟦NATIONAL_ID|$pesel1⟧
Date of birth: ⟦DATE_OF_BIRTH|17/05/1988⟧
Certified translation fee: ⟪price|£45 per page⟫
Turnaround: ⟪duration|3 working days⟫"""))

T(("translation_slack", """#linguists
⟦PERSON|maria.santos⟧: anyone free for a medical report FR>EN? patient has ⟦MEDICAL|type 1 diabetes⟧ and a ⟦MEDICAL|Medtronic 780G insulin pump⟧, 4 pages
⟦PERSON|jpeterson⟧: I can take it, deadline?
⟦PERSON|maria.santos⟧: ⟪date|Thursday⟫ noon. client is Mme ⟦PERSON|Lefèvre⟧'s GP, job ⟪job_ref|TR-88213⟫
⟦PERSON|jpeterson⟧: ok, rate ⟪price|0.12/word⟫ as usual"""))

T(("music_lesson_whatsapp", """[⟪timestamp|18:42⟫] ⟦PERSON|Sophie⟧: Hi Mrs ⟦PERSON|Abbott⟧, ⟦PERSON|Leo⟧ can't make Tuesday's violin lesson, he's got ⟦MEDICAL|tonsillitis⟧ again 😔
[⟪timestamp|18:45⟫] ⟦PERSON|Helen Abbott⟧: Oh poor thing! No problem, we'll do ⟪date|Friday⟫ 4pm instead
[⟪timestamp|18:46⟫] ⟦PERSON|Sophie⟧: Perfect. I've sent the ⟦AMOUNT|£132⟧ for this half-term by bank transfer
[⟪timestamp|18:50⟫] ⟦PERSON|Helen Abbott⟧: Received, thanks x"""))

T(("orchestra_membership_sql", """INSERT INTO members (id, full_name, instrument, email, phone, subs_paid) VALUES
(⟪row_id|101⟫, '⟦PERSON|Fenella Grice⟧', 'viola', '⟦EMAIL|fenella.grice@btinternet.com⟧', '⟦PHONE|07700 900331⟧', ⟦AMOUNT|60.00⟧),
(⟪row_id|102⟫, '⟦PERSON|Oluwaseun Adeyemi⟧', 'cello', '⟦EMAIL|seun.adeyemi@gmail.com⟧', '⟦PHONE|07700 900713⟧', ⟦AMOUNT|45.00⟧),
(⟪row_id|103⟫, '⟦PERSON|Rhys Pugh⟧', 'timpani', '⟦EMAIL|rhyspugh@yahoo.co.uk⟧', '⟦PHONE|07700 900590⟧', ⟦AMOUNT|30.00⟧);"""))

T(("beekeeping_newsletter", """⟪org_name|Harrowgate Beekeepers' Association⟫ - ⟪date|February⟫ newsletter

Winter feeding: check fondant every ⟪duration|two weeks⟫. ⟪animal_health|Varroa⟫ counts at the apiary were low after the ⟪product_code|oxalic acid⟫ treatment.

Members' news: ⟦PERSON|Derek Holloway⟧ is stepping down as treasurer; thanks Derek for ⟪duration|nine years⟫. Please send subs (⟪price|£28⟫) to ⟦PERSON|Janet⟧ at ⟦EMAIL|treasurer.hba@gmail.com⟧.

Apiary gate code has changed to ⟦PASSWORD|4718⟧ - please don't share."""))

T(("allotment_plot_letter", """Dear Mr ⟦PERSON|Nnamdi Obi⟧,

Plot ⟪plot_ref|14B⟫, ⟪place|Ferry Lane Allotments⟫

Your rent of ⟦AMOUNT|£64.50⟧ for ⟪date|2026⟫ is now overdue. The society's fee for a half plot remains ⟪price|£58.00⟫ plus water charge.

Please pay to the society account or call our secretary ⟦PERSON|Gwen Talbot⟧ on ⟦PHONE|01632 960418⟧.

Yours sincerely,
⟪org_name|Ferry Lane Allotment Society⟫"""))

T(("boat_hire_agreement", """BOAT HIRE AGREEMENT ⟪booking_ref|BH-77310⟫
Hirer: ⟦PERSON|Callum Fraser⟧   DOB: ⟦DATE_OF_BIRTH|02/11/1979⟧
Address: ⟦ADDRESS|9 Harbour Row, Oban PA34 4LS⟧
Vessel: ⟪vessel|Seaspray 21⟫, ⟪duration|4 hours⟫
Hire paid: ⟦AMOUNT|£260.00⟧   Security hold: ⟦AMOUNT|£500.00⟧ on card ⟦CARD|$card1⟧ exp ⟪card_expiry|08/28⟫
Skipper declares: ⟦MEDICAL|epilepsy, controlled with lamotrigine 100mg⟧
Signed: ⟦PERSON|C. Fraser⟧"""))

T(("marina_berth_telegram", """⟦PERSON|Anders⟧: berth ⟪berth|C-17⟫ free from ⟪date|Monday⟫?
Marina office: yes, ⟪price|€42/night⟫ for under 10m
⟦PERSON|Anders⟧: great, book 3 nights. boat is ⟪vessel|Fjordlys⟫
Marina office: done, shower block code ⟦PASSWORD|2580#⟧, wifi ⟪wifi_ssid|Marina-Guest⟫"""))

T(("wine_merchant_receipt", """⟪org_name|Cask & Cellar Wine Merchants⟫
⟪order_ref|Order 55128⟫
Customer: ⟦PERSON|Rosalind Ashdown⟧
6 x ⟪product_code|Chablis 1er Cru 2021⟫ @ ⟪price|£29.99⟫
3 x Rioja Reserva 2018 @ ⟪price|£18.50⟫
Case discount -10%
TOTAL CHARGED: ⟦AMOUNT|£211.88⟧
Visa ⟪masked_card|XXXX XXXX XXXX 6610⟫ ⟪auth_code|AUTH 041877⟫"""))

T(("wine_club_email", """Hi ⟦PERSON|Tom⟧,

Your ⟪org_name|Vinothek Club⟫ direct debit from ⟦IBAN|$iban_gb⟧ will rise to ⟦AMOUNT|£45.00⟧ per month from ⟪date|1 May⟫. The club tier price is now ⟪price|£49⟫ for new members, so you keep your loyalty rate.

Cheers,
⟦PERSON|Ottilie⟧ @ Vinothek"""))

T(("coworking_door_codes", """Welcome to ⟪org_name|Hive Desk Shoreditch⟫, ⟦PERSON|Kwame⟧!
Hot desk: Level 2
Front door PIN: ⟦PASSWORD|739104⟧
Locker ⟪locker|L-22⟫ combination: ⟦PASSWORD|0-3-8⟧
Wi-Fi: HiveDesk-Members / ⟦PASSWORD|honeycomb-Orbit-77⟧
Guest Wi-Fi: no password
Community manager: ⟦PERSON|Saoirse⟧, ⟦PHONE|07700 900877⟧"""))

T(("coworking_invoice", """INVOICE ⟪invoice_ref|HD-2026-0311⟫
Bill to: ⟦PERSON|Lucia Ferraro⟧, ⟪org_name|Ferraro Design Ltd⟫
⟦ADDRESS|Flat 3, 41 Redchurch Street, London E2 7DJ⟧
Dedicated desk (⟪date|March 2026⟫) ... ⟪price|£325.00⟫
Meeting room 6h ......................... ⟪price|£90.00⟫
Amount due: ⟦AMOUNT|£498.00⟧ (incl. VAT)
Pay to: ⟦IBAN|$iban_gb2⟧"""))

T(("research_dsa_excerpt", """DATA SHARING AGREEMENT - Schedule 2
Data Provider contact: Dr ⟦PERSON|Annika Lindqvist⟧, ⟦EMAIL|annika.lindqvist@ki-research.se⟧
Recipient contact: Prof. ⟦PERSON|Samuel Whitcombe⟧, ⟦EMAIL|s.whitcombe@ucl-demo.ac.uk⟧
Dataset: ⟪dataset|SWE-COHORT-v3.2⟫, pseudonymised, ⟪count|12,480⟫ participants
Transfer endpoint: sftp to ⟦IP_ADDRESS|130.237.42.18⟧ port ⟪port|2222⟫
Example record (for illustration, do not transmit): personnummer ⟦NATIONAL_ID|$se1⟧
Retention: ⟪duration|5 years⟫ from ⟪date|1 June 2026⟫"""))

T(("lab_sample_log", """[⟪timestamp|2026-01-12T08:14:03Z⟫] INFO lims.sync: batch ⟪batch_id|B-0932⟫ received 48 tubes
[⟪timestamp|2026-01-12T08:14:05Z⟫] INFO lims.sync: uploader=⟦PERSON|hnakamura⟧ host=⟦IP_ADDRESS|10.40.3.17⟧
[⟪timestamp|2026-01-12T08:14:09Z⟫] WARN lims.sync: sample ⟪sample_id|S-88201⟫ haemolysed, flag for redraw
[⟪timestamp|2026-01-12T08:14:11Z⟫] DEBUG auth bearer=⟦APIKEY|$jwt6⟧
[⟪timestamp|2026-01-12T08:14:12Z⟫] INFO lims.sync: checksum ⟪hash|sha256:4be1c09d7f3a⟫ ok"""))

T(("trial_adverse_event", """ADVERSE EVENT REPORT - Study ⟪study_ref|NEPH-204⟫
Site: ⟪place|Leeds⟫ ⟪site_ref|Site 07⟫
Participant: ⟪participant_id|07-0193⟫ (⟦PERSON|W. Okonjo⟧)
DOB: ⟦DATE_OF_BIRTH|1961-09-04⟧
Event: ⟦MEDICAL|grade 2 peripheral oedema⟧ onset ⟪date|2026-01-08⟫
Concomitant meds: ⟦MEDICAL|amlodipine 5 mg⟧, ⟦MEDICAL|atorvastatin 20 mg⟧
Relatedness: possibly related to IMP
Reported by: Dr ⟦PERSON|Fiona McLeish⟧, ⟦PHONE|0113 496 0277⟧"""))

T(("trial_consent_form", """PARTICIPANT CONSENT FORM (version ⟪version|4.1⟫, ⟪date|10 Nov 2025⟫)
I, ⟦PERSON|Margaret Ellison-Boyd⟧, confirm that I have read the information sheet.
I understand that my records about my ⟦MEDICAL|chronic kidney disease stage 3⟧ may be looked at by the sponsor.
I agree to be reimbursed ⟪price|£25 per visit⟫ for travel.
Signature: ______  Date: ⟪date|14/01/2026⟫
Person taking consent: Nurse ⟦PERSON|Abena Owusu⟧"""))

T(("home_inspection_report", """HOME INSURANCE INSPECTION - Policy ⟪policy_ref|HX-4419-2207⟫
Insured: ⟦PERSON|Geoffrey⟧ & ⟦PERSON|Linda Parkes⟧
Property: ⟦ADDRESS|Rose Cottage, 3 Mill Lane, Little Hadham SG11 2DY⟧
Roof: slate, moss build-up; valley lead replaced ⟪date|2019⟫
Claim history: escape of water ⟪date|2023⟫, settled ⟦AMOUNT|£4,320⟧
Alarm code supplied for access: ⟦PASSWORD|1 9 6 4⟧ (please change after visit)
Inspector: ⟦PERSON|R. Badenhorst⟧"""))

T(("pest_control_sms", """⟪org_name|Swift Pest Solutions⟫: Hi ⟦PERSON|Denise⟧, your technician ⟦PERSON|Lee⟧ will arrive 10-12 tomorrow for the ⟪health_term|rodent⟫ follow-up. Key safe code noted as ⟦PASSWORD|3-0-9-1⟧. Reply STOP to opt out."""))

T(("pest_control_job_sheet", """JOB SHEET ⟪job_ref|SP-20914⟫
Client: Mrs ⟦PERSON|Ayesha Karim⟧
Site: ⟦ADDRESS|112 Whitehorse Road, Croydon CR0 2JF⟧
Treatment: bed bug heat treatment, 2 rooms
Client note: son has ⟦MEDICAL|asthma⟧ - no pyrethroid sprays in bedroom
Price quoted: ⟪price|£380⟫; paid on completion ⟦AMOUNT|£342⟧ after 10% NHS discount"""))

T(("solar_install_email", """Hi ⟦PERSON|Jonathan⟧,

Your 4.8 kWp system (⟪product_code|12 x JA Solar JAM54S31⟫, ⟪product_code|GivEnergy 5kW hybrid⟫) is booked for ⟪date|23 Feb⟫. Our scaffolder will need access via the side gate at ⟦ADDRESS|58 Larch Drive, Exeter EX2 5QN⟧.

Remaining balance: ⟦AMOUNT|£6,140.00⟧. The inverter monitoring login we set up for you:
user: ⟦PERSON|jonathan.hughes⟧
password: ⟦PASSWORD|SunnyRoof!2026⟧

Thanks, ⟦PERSON|Priti⟧ - ⟪org_name|BrightTile Solar⟫"""))

T(("solar_monitor_env", """# solar-monitor .env
INVERTER_HOST=⟦IP_ADDRESS|192.168.1.48⟧
MQTT_BROKER=mqtt://solar:⟦SECRET|xK9p#2rLq⟧@⟦IP_ADDRESS|192.168.1.10⟧:⟪port|1883⟫
OCTOPUS_API_KEY=⟦APIKEY|$dd1⟧
LISTEN=⟪bind_address|0.0.0.0⟫:⟪port|8080⟫
TARIFF_EXPORT_P=⟪price|15⟫"""))

T(("game_crash_log", """Crash report ⟪uuid|6f1d2c8e-9b7a-4f55-a1d0-3c8e2b71f9aa⟫
Build: ⟪version|0.9.14-rc2⟫ (⟪commit_sha|a41f9e0⟫)
Player: handle NightOwl_77, account ⟪player_id|#5521903⟫
Exception: NullReferenceException in InventoryUI.Refresh()
  at C:\\Users\\⟦PERSON|dmitri⟧\\AppData\\LocalLow\\Studio\\Save\\slot2.dat
GPU: ⟪product_code|NVIDIA RTX 3060⟫ driver ⟪version|546.33⟫
Session token: ⟦SECRET|sess_7f3KQm9zPaL2wXe8RtY4⟧"""))

T(("game_ci_pipeline", """$ ./ci/deploy.sh --env=staging
[⟪timestamp|12:04:11⟫] Using build ⟪build_id|#8812⟫ commit ⟪commit_sha|3e9b0c17f2d4⟫
[⟪timestamp|12:04:12⟫] export GITHUB_TOKEN=⟦APIKEY|$ghp1⟧
[⟪timestamp|12:04:12⟫] export STEAM_UPLOAD_PASSWORD=⟦PASSWORD|Cartographer-91!⟧
[⟪timestamp|12:04:13⟫] uploading depot ⟪depot|1822401⟫ ... 2.1 GB
[⟪timestamp|12:06:40⟫] notify ⟦SECRET|https://hooks.slack.com/services/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⟧
[⟪timestamp|12:06:41⟫] done in ⟪duration|2m30s⟫"""))

T(("game_player_support", """Ticket ⟪ticket_ref|PS-310982⟫ - Refund request
Player email: ⟦EMAIL|kaylee.brandt07@hotmail.com⟧
Name: ⟦PERSON|Kaylee Brandt⟧
Message: my little brother bought 3 gem packs on my account without asking, ⟦AMOUNT|$59.97⟧ total. Gem pack price is ⟪price|$19.99⟫. Please refund.
Agent ⟦PERSON|Marco⟧: refunded ⟦AMOUNT|$39.98⟧ (2 packs unused), order ⟪order_ref|GP.3317-0091-2231⟫"""))

T(("fintech_webhook_json", """{
  "id": "⟪event_id|evt_1QxT7hL2d9Ae⟫",
  "type": "payment_intent.succeeded",
  "data": {
    "amount": ⟦AMOUNT|12500⟧,
    "currency": "gbp",
    "customer": {"name": "⟦PERSON|Samira Haddad⟧", "email": "⟦EMAIL|samira.haddad@icloud.com⟧"},
    "payment_method": {"card": {"brand": "visa", "last4": "⟪id_tail|4242⟫", "exp_month": 9, "exp_year": 2029}}
  },
  "livemode": true,
  "publishable_key": "⟪app_id|$pk_live1⟫"
}"""))

T(("fintech_reconcile_script", """#!/usr/bin/env python3
# reconcile.py - nightly ledger vs bank statement
import os
STRIPE_KEY = "⟦APIKEY|$sk_live1⟧"
DB_URL = "postgresql://ledger:⟦SECRET|Qv8!mZt2Wn@x⟧@⟦IP_ADDRESS|10.12.0.5⟧:⟪port|5432⟫/ledger"
THRESHOLD_PENCE = ⟪price|500⟫  # ignore diffs under £5
# known mismatch: customer ⟦PERSON|o.adebayo⟧ refund ⟦AMOUNT|£1,204.50⟧ booked twice on ⟪date|2026-01-09⟫"""))

T(("fintech_ledger_csv", """txn_id,account_holder,iban,direction,amount_eur,booked
⟪txn_ref|T-000981⟫,⟦PERSON|Jeroen de Vries⟧,⟦IBAN|$iban_nl⟧,credit,⟦AMOUNT|1850.00⟧,⟪date|2026-01-02⟫
⟪txn_ref|T-000982⟫,⟦PERSON|Camille Dubois⟧,⟦IBAN|$iban_fr⟧,debit,⟦AMOUNT|72.15⟧,⟪date|2026-01-02⟫
⟪txn_ref|T-000983⟫,⟦PERSON|Klaus Brenner⟧,⟦IBAN|$iban_de⟧,credit,⟦AMOUNT|3200.00⟧,⟪date|2026-01-03⟫"""))

T(("family_whatsapp", """Mum: Has anyone heard from Grandad? not answering landline
⟦PERSON|Ellie⟧: I rang the home, he's fine, just had his ⟦MEDICAL|warfarin⟧ dose changed so feeling tired
Mum: ok thanks love. ⟦PERSON|Josh⟧ can you send me the ⟦AMOUNT|£150⟧ for his birthday present split?
⟦PERSON|Josh⟧: sent 👍 also the new gate code for his place is ⟦PASSWORD|2207⟧
Aunty ⟦PERSON|Bev⟧: 🎂🎂"""))

T(("neighbourhood_assoc_minutes", """⟪org_name|Maple Road Residents' Association⟫ - minutes, ⟪date|15 January 2026⟫
Present: ⟦PERSON|Ruth Ainsworth⟧ (chair), ⟦PERSON|Imran Siddiqui⟧, ⟦PERSON|Colin⟧, ⟦PERSON|Agnieszka Nowak⟧
1. Street party: budget ⟪price|£600⟫ agreed. ⟦PERSON|Colin⟧ donated ⟦AMOUNT|£75⟧ towards the bouncy castle.
2. Potholes outside ⟦ADDRESS|44 Maple Road⟧ reported to council, ref ⟪case_ref|CR-771203⟫.
3. AOB: ⟦PERSON|Ruth⟧ to chase the lamp post on the corner of ⟪place|Birch Avenue⟫."""))

T(("us_clinic_intake", """Patient intake - ⟪org_name|Cedar Ridge Family Clinic⟫
Name: ⟦PERSON|Darnell Whitaker⟧  DOB: ⟦DATE_OF_BIRTH|04/22/1983⟧
SSN: ⟦SSN|$ssn1⟧
Phone: ⟦PHONE|(555) 010-4472⟧
Allergies: ⟦MEDICAL|penicillin allergy⟧
Copay collected: ⟦AMOUNT|$35.00⟧  Visit ⟪case_ref|V-22091⟫"""))
T(("us_payroll_row", """emp_id,name,ssn,salary_usd,dept
⟪employee_ref|E1042⟫,⟦PERSON|Maria Gonzalez⟧,⟦SSN|$ssn2⟧,⟦AMOUNT|68500⟧,⟪dept|Workshop⟫
⟪employee_ref|E1043⟫,⟦PERSON|Kevin O'Neill⟧,⟦SSN|$ssn3⟧,⟦AMOUNT|54200⟧,⟪dept|Retail⟫"""))
T(("tax_prep_email", """Hi ⟦PERSON|Brenda⟧, for the ⟪date|2025⟫ return I still need your husband's SSN (⟦SSN|$ssn4⟧ was yours) and the ⟦AMOUNT|$2,140⟧ charity receipt. Our fee is ⟪price|$275⟫ flat. - ⟦PERSON|Walt⟧, ⟪org_name|Hartley Tax Services⟫ ⟦PHONE|555-0143⟧"""))
T(("solar_lease_application", """Solar lease credit check - applicant ⟦PERSON|Jolene Pratt⟧, SSN ⟦SSN|$ssn5⟧, address ⟦ADDRESS|1180 Mesa Verde Dr, Tucson, AZ 85710⟧. System ⟪product_code|7.2 kW⟫, monthly lease ⟪price|$119⟫. Approved ⟪date|01/16/2026⟫."""))
T(("wine_order_card_payment", """Phone order for Mr ⟦PERSON|Hugo Bellamy⟧: 2 cases Barolo. Card ⟦CARD|$card2⟧ exp ⟪card_expiry|11/27⟫ CVC ⟦CVV|492⟧. Charged ⟦AMOUNT|£587.40⟧. Ref ⟪order_ref|CC-7781⟫"""))
T(("boat_hire_card_sms", """Marina desk: ⟦PERSON|Ollie⟧ pls process deposit for Sea Otter, card ⟦CARD|$card3⟧ cvv ⟦CVV|7731⟧ exp ⟪card_expiry|02/29⟫, ⟦AMOUNT|£300⟧. Thanks, ⟦PERSON|Fran⟧"""))
T(("photo_print_order_form", """Print order ⟪order_ref|PO-1193⟫: ⟦PERSON|Naomi Kaplan⟧, 3x A3 giclée. Paid ⟦AMOUNT|£144.00⟧ with card ⟦CARD|$card5⟧ (CVV ⟦CVV|064⟧). Collect from ⟪place|Camden⟫ studio after ⟪date|20 Jan⟫."""))
T(("game_store_chargeback", """Chargeback ⟪case_ref|CB-55012⟫: cardholder ⟦PERSON|Ryan Teague⟧, card ⟦CARD|$card6⟧, disputed ⟦AMOUNT|$89.99⟧, reason code ⟪reason_code|10.4⟫. Player IP ⟦IP_ADDRESS|73.162.44.210⟧."""))
T(("translation_passport_job", """Job ⟪job_ref|TR-90077⟫: certified translation of passport for ⟦PERSON|Ricardo Almeida⟧, passport no. ⟦PASSPORT|FZ408812⟧, CPF ⟦NATIONAL_ID|$cpf1⟧. Fee ⟪price|£60⟫. Due ⟪date|22 Jan⟫."""))
T(("coworking_member_kyc", """Member KYC - ⟦PERSON|Sanne Visser⟧, BSN ⟦NATIONAL_ID|$bsn1⟧, passport ⟦PASSPORT|NX7K21P09⟧, desk ⟪desk|D-14⟫, plan ⟪price|€240/month⟫. Verified by ⟦PERSON|joost⟧ on ⟪date|2026-01-11⟫."""))
T(("research_participant_export", """participant,hetu,visit,diagnosis
⟪participant_id|FI-001⟫,⟦NATIONAL_ID|$hetu1⟧,⟪date|2026-01-05⟫,⟦MEDICAL|multiple sclerosis⟧
⟪participant_id|FI-002⟫,⟦NATIONAL_ID|$hetu3⟧,⟪date|2026-01-06⟫,⟦MEDICAL|optic neuritis⟧"""))
T(("architecture_client_spain", """Client file: ⟦PERSON|Lucía Ortega Marín⟧, DNI ⟦NATIONAL_ID|$dni1⟧, villa renovation ⟪place|Marbella⟫, fee paid ⟦AMOUNT|€12,400⟧, IBAN ⟦IBAN|$iban_es⟧. Project ⟪project_ref|AR-ES-044⟫."""))
T(("bike_shop_canada_finance", """Finance application - ⟪org_name|Northshore Bikes⟫: ⟦PERSON|Gabriel Tremblay⟧, SIN ⟦NATIONAL_ID|$sin1⟧, e-bike ⟪product_code|Rad Power RadCity 5⟫ list ⟪price|$2,499 CAD⟫, down payment ⟦AMOUNT|$500 CAD⟧."""))
T(("music_school_sg_enrolment", """Enrolment: ⟦PERSON|Tan Wei Ling⟧, NRIC ⟦NATIONAL_ID|$nric1⟧, piano grade 5, term fee paid ⟦AMOUNT|S$720⟧, mobile ⟦PHONE|+65 9123 4410⟧. Class ⟪class_ref|P5-SAT-10AM⟫, room ⟪room|3B⟫."""))
T(("nino_payroll_email", """Hi ⟦PERSON|Shona⟧, please add ⟦PERSON|Liam Doherty⟧ to payroll: NI number ⟦NATIONAL_ID|JG 41 82 07 C⟧, start ⟪date|2 Feb⟫, salary ⟦AMOUNT|£27,300⟧. Thanks, ⟦PERSON|Ade⟧"""))
T(("pest_control_sms_short", """⟪org_name|Buzz Off Pest Control⟫: wasp nest removal booked ⟪date|Mon 9am⟫, Mr ⟦PERSON|Patel⟧. Standard fee ⟪price|£65⟫. Call ⟦PHONE|07700 900176⟧ to change."""))
T(("allotment_whatsapp", """⟦PERSON|Bernie⟧: shed padlock is now ⟦PASSWORD|5-5-2-0⟧, don't tell the ⟪pet_name|Flopsy⟫ fan club 😂 ⟦PERSON|Mo⟧ owes me ⟦AMOUNT|£12⟧ for seed potatoes. Plot ⟪plot_ref|7A⟫ water tap fixed."""))
T(("beekeeping_swarm_call", """Swarm call log ⟪date|12 May⟫ ⟪time|14:20⟫: caller ⟦PERSON|Pauline Greaves⟧, ⟦PHONE|07700 900644⟧, swarm in hedge at ⟦ADDRESS|6 Orchard Close, Ludlow SY8 1RT⟧. Collector: ⟦PERSON|Ian⟧. Donation received ⟦AMOUNT|£20⟧."""))
T(("public_health_article_en", """Hay fever season: ⟪health_term|pollen⟫ counts peak in ⟪date|June⟫. ⟪health_term|Antihistamines⟫ such as ⟪health_term|cetirizine 10 mg⟫ are available over the counter for about ⟪price|£3⟫. Speak to a pharmacist if you also have ⟪health_term|asthma⟫."""))
T(("bike_changelog", """Changelog - ⟪product_code|TrailMate⟫ app ⟪version|v3.4.0⟫ (⟪date|2026-01-10⟫)
- Added ⟪product_code|Shimano Di2⟫ battery widget
- Fixed crash on ⟪version|Android 14⟫
- Premium now ⟪price|£2.99/month⟫"""))
T(("ferry_timetable", """⟪org_name|Loch Ferries⟫ winter timetable: ⟪place|Oban⟫ dep ⟪time|07:15⟫, ⟪time|11:40⟫, ⟪time|16:05⟫. Adult single ⟪price|£7.80⟫, car ⟪price|£34.50⟫. Valid from ⟪date|1 Nov⟫ to ⟪date|31 Mar⟫."""))
T(("aws_leak_alert", """GuardDuty alert ⟪alert_id|GD-991203⟫: exposed credentials in repo ⟪repo|studio/tools⟫
aws_access_key_id = ⟦APIKEY|$aws_id1⟧
aws_secret_access_key = ⟦SECRET|$aws_secret1⟧
committed by ⟦PERSON|bwalsh⟧ from ⟦IP_ADDRESS|86.12.201.77⟧, region ⟪region|eu-west-2⟫"""))
T(("sendgrid_config_yaml", """mail:
  provider: sendgrid
  api_key: ⟦APIKEY|$sendgrid1⟧
  from: ⟦EMAIL|noreply@hivedesk.io⟧
  reply_to: ⟦EMAIL|support@hivedesk.io⟧
  port: ⟪port|587⟫"""))
T(("openai_notebook", """# clinical-notes-summariser.ipynb
client = OpenAI(api_key="⟦APIKEY|$openai1⟧")
# sample note (synthetic?): Mrs ⟦PERSON|Dorothy Keane⟧, ⟦MEDICAL|COPD⟧, on ⟦MEDICAL|tiotropium 18 mcg⟧
model = "⟪model|gpt-4o-mini⟫"  # temperature ⟪setting|0.2⟫"""))
T(("hf_token_shell_history", """  501  cd ~/projects/bee-counter
  502  export HF_TOKEN=⟦APIKEY|$hf1⟧
  503  python train.py --epochs ⟪setting|20⟫
  504  scp model.pt ⟦PERSON|ghughes⟧@⟦IP_ADDRESS|10.0.8.31⟧:/srv/models/
  505  git push origin ⟪branch|main⟫"""))
T(("npm_ci_log", """Step 4/9: npm publish @⟪org_name|lumenrow⟫/gallery-ui@⟪version|2.7.1⟫
//registry.npmjs.org/:_authToken=⟦APIKEY|$npm1⟧
+ published by ⟦PERSON|emarsh⟧ in ⟪duration|14s⟫ (job ⟪build_id|41772⟫)"""))
T(("totp_recovery_note", """Studio admin 2FA backup (⟦PERSON|Elif⟧ only):
TOTP seed: ⟦SECRET|$totp1⟧
Recovery codes: ⟦SECRET|7h2k-9dq4⟧ ⟦SECRET|b3xm-1pw8⟧ ⟦SECRET|q5ze-6ty2⟧
Created ⟪date|2026-01-03⟫, device ⟪product_code|iPhone 15⟫"""))
T(("pem_key_ticket", """Ticket ⟪ticket_ref|OPS-3321⟫ from ⟦PERSON|Rafael⟧: can't ssh to ⟦IP_ADDRESS|10.20.1.4⟧, here's my key
⟦SECRET|-----BEGIN OPENSSH PRIVATE KEY-----
b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW
QyNTUxOQAAACBq3kPz8Wm1rXo2aQe7Vt0LhYc9sJdN4uF6gR2bT8xKpAAAAJg1b2c1Xm
-----END OPENSSH PRIVATE KEY-----⟧
Port ⟪port|22⟫, user ⟦PERSON|rafael⟧"""))
T(("helpline_card", """⟪org_name|Anglian Home Insurance⟫ - claims helpline ⟦PHONE|0800 496 0123⟧ (24h). Policy ⟪policy_ref|AH-0045-8812⟫. Excess ⟪price|£250⟫. Renewal ⟪date|14/08/2026⟫."""))
T(("stripe_dispute_mail", """From: ⟦EMAIL|disputes@ledgerly.app⟧
Hi ⟦PERSON|Noor⟧, customer ⟦PERSON|Ethan Cole⟧ disputed ⟦AMOUNT|£49.00⟧ on invoice ⟪invoice_ref|LG-2291⟫. Plan price ⟪price|£9/month⟫. Evidence due ⟪date|29 Jan⟫. - Ledgerly Ops (⟦PERSON|Ben⟧)"""))
T(("hk_tenant_application", """Tenant application: ⟦PERSON|Chan Tai Man⟧, HKID ⟦NATIONAL_ID|$hkid1⟧, monthly rent ⟪price|HK$18,500⟫, deposit paid ⟦AMOUNT|HK$37,000⟧, flat ⟦ADDRESS|Flat 12B, 88 Tai Hang Road, Causeway Bay⟧."""))
T(("pesel_boat_licence", """Skipper licence check: ⟦PERSON|Piotr Zieliński⟧, PESEL ⟦NATIONAL_ID|$pesel2⟧, licence ⟪licence_ref|PL-SJ-40021⟫, hire ⟪booking_ref|BH-77402⟫."""))
T(("se_orchestra_tour", """Tour roster: ⟦PERSON|Ebba Lindgren⟧ (viola), personnummer ⟦NATIONAL_ID|$se2⟧, passport ⟦PASSPORT|AA1234578⟧, flight ⟪flight|SK1531⟫ seat ⟪seat|14C⟫. Per diem ⟪price|€45⟫."""))
