# English texts, corpus_blind17. Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES
TEXTS = []

TEXTS += [
("airline_refund_email", """
Subject: Refund processed – booking ⟪booking_ref|QX7RM2⟫

Dear Ms ⟦PERSON|Harriet Osei⟧,

Following the cancellation of flight ⟪flight_number|BA2491⟫ on ⟪date|14 November 2026⟫, we have refunded ⟦AMOUNT|£412.80⟧ to the Visa card ending ⟪masked_card|**** 6627⟫. Please allow 5–7 working days.

Your original fare was ⟪price|£389.00⟫ plus ⟪price|£23.80⟫ in seat selection (seat ⟪seat_number|14C⟫).

Kind regards,
⟦PERSON|Callum Reid⟧
Customer Relations, Skyward Atlantic
⟦PHONE|0344 493 0787⟧ | ⟦EMAIL|refunds@skywardatlantic.co.uk⟧
"""),
("hotel_checkin_sms", """
Hi ⟦PERSON|Tomasz⟧, your room at ⟪org_name|The Linden Quay Hotel⟫ is ready. Room ⟪room_number|412⟫, key-safe code ⟦PASSWORD|7193⟧. Wi-Fi: LindenGuest / ⟦PASSWORD|harbour-lights-22⟧. Late checkout until ⟪time|13:00⟫ is ⟪price|£25⟫. Reply STOP to opt out.
"""),
("gym_direct_debit_form", """
IRONWORKS GYM — DIRECT DEBIT MANDATE
Member name: ⟦PERSON|Jasmine Okonkwo-Baptiste⟧
Member no.: ⟪member_id|IW-00418832⟫
Home address: ⟦ADDRESS|Flat 3, 27 Argyle Terrace, Bath BA2 3JT⟧
Mobile: ⟦PHONE|07700 900418⟧
Date of birth: ⟦DATE_OF_BIRTH|09/02/1994⟧
Account holder: ⟦PERSON|J. Okonkwo-Baptiste⟧
IBAN: ⟦IBAN|$iban_gb1⟧
Plan: ⟪product_code|PEAK-12M⟫ at ⟪price|£39.99⟫/month, joining fee waived (normally ⟪price|£20.00⟫)
First collection: ⟪date|01/01/2027⟫
Signed: ⟦PERSON|JOB⟧   Witnessed by: ⟦PERSON|Marcus⟧ (front desk)
"""),
("yoga_studio_whatsapp", """
[07:02] ⟦PERSON|Leonie⟧: morning all 🌞 Sunrise flow is on at ⟪place|Hove seafront⟫ today, not the studio
[07:03] ⟦PERSON|Leonie⟧: if you're coming to the studio later the side door code changed to ⟦PASSWORD|4-8-2-6⟧ then hash
[07:05] ⟦PERSON|Priya R⟧: thanks! is the ⟪price|£12⟫ drop-in still ok or do I need the class pass
[07:06] ⟦PERSON|Leonie⟧: drop-in is fine. ⟦PERSON|Gwen⟧ is covering ⟪time|18:30⟫ yin, she's lovely
[07:11] ⟦PERSON|Sam Achterberg⟧: my knee is still bad after the ⟦MEDICAL|meniscus repair⟧ so I'll skip the standing sequence 🙏
"""),
("charity_gift_aid_declaration", """
Riverside Food Bank – Gift Aid declaration

I want to Gift Aid my donation of ⟦AMOUNT|£250.00⟧ and any donations I make in the future or have made in the past 4 years to Riverside Food Bank (registered charity no. ⟪charity_number|1163482⟫).

Title: Mr   First name: ⟦PERSON|Declan⟧   Surname: ⟦PERSON|Mulgrew⟧
Home address: ⟦ADDRESS|14 Hollybush Lane, Walthamstow, London E17 4QR⟧
Date: ⟪date|22/11/2026⟫

Gift Aid adds ⟪percentage|25%⟫ to your gift at no extra cost to you.
"""),
("church_volunteer_rota_email", """
From: Revd ⟦PERSON|Anne Kittering⟧ <⟦EMAIL|office@stmaryshendon.org.uk⟧>
To: Flower & Welcome team
Subject: December rota

Hello everyone,

Advent Sunday: welcome desk ⟦PERSON|Brenda Oyelaran⟧ and ⟦PERSON|Ted⟧; flowers Mrs ⟦PERSON|Pyke⟧ (her hip is healing after the ⟦MEDICAL|hip replacement⟧, so please help her with the buckets).
Carol service ⟪date|20 December⟫: refreshments led by ⟦PERSON|Graham Ellery⟧, mince pies ⟪price|£1⟫ each towards the roof fund.
The hall alarm code for volunteers is ⟦PASSWORD|2209⟧ — please don't write it on the noticeboard again!

Blessings,
⟦PERSON|Anne⟧
⟦PHONE|020 8203 4417⟧
"""),
("electricity_bill_complaint", """
To: ⟦EMAIL|complaints@brightgrid-energy.co.uk⟧
Subject: Account ⟪account_ref|BG-55102387⟫ – estimated bill far too high

Hello,

My November bill is ⟦AMOUNT|£486.19⟧ which is almost four times my usual. It's an estimated reading; my actual meter reading today is ⟪meter_reading|041873⟫ (meter serial ⟪serial_number|E17UP22093⟫). Your unit rate is ⟪price|28.62p/kWh⟫ and standing charge ⟪price|53.35p/day⟫ so this cannot be right.

I have already paid ⟦AMOUNT|£120.00⟧ by card on ⟪date|3 December⟫. Please recalculate and refund the difference.

Property: ⟦ADDRESS|62 Carrow Road, Norwich NR1 1HU⟧
Phone: ⟦PHONE|07700 900562⟧

⟦PERSON|Eleanor Fitch-Hardy⟧
"""),
("broadband_support_chat", """
[Chat transcript – FibreNest Support – case ⟪case_number|FN-20261203-7741⟫]
Agent ⟦PERSON|Kwame⟧: Hi, thanks for waiting. Who am I speaking with?
Customer: ⟦PERSON|Ruth Adebayo-Lind⟧, the account holder.
Agent ⟦PERSON|Kwame⟧: Thanks ⟦PERSON|Ruth⟧. Can you confirm the security answer?
Customer: mother's maiden name is ⟦PASSWORD|Hallworth⟧
Agent ⟦PERSON|Kwame⟧: Perfect. I can see the router at ⟦IP_ADDRESS|86.143.22.71⟧ dropping every few minutes. Its LAN side is ⟪doc_ip|192.0.2.1⟫ in our test template, ignore that. Can you log in to the hub at ⟦IP_ADDRESS|192.168.1.254⟧?
Customer: I changed the admin password to ⟦PASSWORD|N3stHub!2026⟧ last week, is that the problem?
Agent ⟦PERSON|Kwame⟧: No, it's a line fault. An engineer visit is free under your ⟪product_code|FULLFIBRE-500⟫ plan (⟪price|£34.99⟫ a month). I'll add a ⟦AMOUNT|£15.00⟧ credit to your next bill for the outage.
"""),
("mobile_porting_sms", """
Your PAC is ⟪otp_code|ZKT 482 911⟫ and is valid until ⟪date|31/12/2026⟫. If you leave Volt Mobile you'll pay your remaining balance of ⟦AMOUNT|£67.42⟧. Questions? Call ⟦PHONE|0333 014 7700⟧. Ref ⟪case_number|VM-PAC-1902⟫.
"""),
("car_dealership_finance_email", """
Subject: Your PCP agreement – 2024 Škoda Octavia Estate

Hi ⟦PERSON|Gareth⟧,

Great to see you on Saturday. As discussed, the figures for the Octavia (VIN ⟪vin|TMBJR7NX3RY108452⟫, reg ⟪vehicle_plate|KX24 LMV⟫) are:

  Cash price            ⟪price|£27,495⟫
  Your deposit          ⟦AMOUNT|£4,000⟧
  Part-exchange (Focus) ⟦AMOUNT|£6,250⟧
  Monthly payment       ⟦AMOUNT|£289.60⟧ x 47
  Optional final payment ⟪price|£11,820⟫
  Representative APR    ⟪percentage|9.9%⟫

I'll need your driving licence number and a utility bill. The finance company will do a soft search first.

Cheers,
⟦PERSON|Danny Whitcombe⟧ | Sales Executive | ⟪org_name|Whitcombe & Sons Motors⟫
⟦PHONE|01603 555 219⟧
"""),
("mot_reminder_sms", """
MOT due for ⟪vehicle_plate|YR19 OKP⟫ on ⟪date|12 Jan⟫. Book with ⟪org_name|Parsons Autocare⟫ for ⟪price|£54.85⟫ (max fee). Reply YES and we'll call you, ⟦PERSON|Bev⟧. Tel ⟦PHONE|0114 496 0382⟧
"""),
("parking_fine_appeal", """
Penalty Charge Notice ⟪pcn_number|LB60184452⟫
Vehicle: ⟪vehicle_plate|LD68 WXA⟫   Contravention code ⟪code|12⟫   Date ⟪date|08/11/2026⟫ ⟪time|14:22⟫

Dear Sir/Madam,

I am appealing this PCN. I was parked in bay 4 on ⟪place|Cranbrook Road⟫ while my blue badge was clearly displayed (badge no. ⟪badge_number|B1042 7781⟫). I am registered disabled because of ⟦MEDICAL|multiple sclerosis⟧ and cannot walk more than 50 metres.

I have paid the reduced charge of ⟦AMOUNT|£65.00⟧ under protest and ask for it to be refunded. The full charge would have been ⟪price|£130⟫.

Yours faithfully,
⟦PERSON|Alistair McGowan-Reece⟧
⟦ADDRESS|5 Elm Court, 201 Cranbrook Road, Ilford IG1 4UA⟧
"""),
("esports_payout_ticket", """
Ticket #⟪ticket_number|EP-88213⟫ · Priority: High · Queue: Creator Payouts

From: ⟦EMAIL|noah.lindqvist@proton.me⟧
Handle: xXFrostbyteXx (team ⟪org_name|Nordic Wolves⟫)

Hi, my winnings from the ⟪event_name|Winter Clash 2026⟫ qualifier (⟦AMOUNT|€1,750.00⟧, 3rd place) still haven't arrived. The payout page shows IBAN ⟦IBAN|$iban_se1⟧ but the bank says the name doesn't match — the account is in my legal name ⟦PERSON|Noah Lindqvist⟧ and the form auto-filled "Frostbyte". Personnummer for the tax form: ⟦NATIONAL_ID|$nid_se1⟧.

Prize pool was ⟪price|€25,000⟫ total.

— ⟦PERSON|Noah⟧
"""),
("streaming_account_takeover_ticket", """
[Trust & Safety] Case ⟪case_number|TS-4410872⟫ – suspected account takeover
Reporter: ⟦PERSON|Imogen Castellanos⟧ (⟦EMAIL|imo.castellanos@gmail.com⟧)
Channel: "cozypixel" (partner since ⟪date|2023-05⟫)

Timeline (UTC):
2026-11-29 02:14:07  login success  ip=⟦IP_ADDRESS|185.220.101.47⟧  ua=⟪user_agent|Mozilla/5.0 (X11; Linux x86_64)⟫
2026-11-29 02:15:31  email changed -> ⟦EMAIL|streamhelpdesk.verify@outlook.com⟧
2026-11-29 02:16:02  payout method changed, pending balance ⟦AMOUNT|$3,918.44⟧
2026-11-29 09:40:55  login success  ip=⟦IP_ADDRESS|73.162.88.19⟧  (owner's usual ISP)

Action: revert email, freeze payouts, force logout all sessions (session id ⟦SECRET|$sec_session1⟧ revoked). Assigned to ⟦PERSON|Oren B.⟧
"""),
("university_offer_letter", """
UNIVERSITY OF NORTHGATE – Admissions Office
Unconditional offer

Applicant: ⟦PERSON|Adaeze Nwachukwu⟧
Applicant ID: ⟪applicant_id|2627-UG-048812⟫
Date of birth: ⟦DATE_OF_BIRTH|17 June 2007⟧
Passport: ⟦PASSPORT|A09384726⟧ (Nigeria)
Programme: BEng Chemical Engineering (UCAS code ⟪course_code|H810⟫), start ⟪date|September 2027⟫

Tuition fee (international): ⟪price|£26,950 per year⟫
Scholarship awarded: Northgate Global Excellence, ⟦AMOUNT|£5,000⟧ off your first-year fee.
Deposit required to secure CAS: ⟪price|£2,000⟫

Contact: Dr ⟦PERSON|Fiona Carraway⟧, Admissions Tutor, ⟦EMAIL|ug-admissions@northgate.ac.uk⟧
"""),
("ethics_approval_minutes", """
Faculty Research Ethics Committee – minutes of ⟪date|26 November 2026⟫
Present: Prof. ⟦PERSON|Ingrid Solberg⟧ (chair), Dr ⟦PERSON|Kamal Haddad⟧, ⟦PERSON|Rosa Bellweather⟧ (lay member)

Item 3. Application ⟪application_ref|FREC-2026-117⟫, "Sleep and screen time in adolescents" (PI Dr ⟦PERSON|Luca Ferretti⟧).
Approved subject to: participant information sheet to state that data are pseudonymised; compensation of ⟪price|£15 voucher⟫ per participant; withdrawal possible until ⟪date|31 March 2027⟫.
Budget ⟪price|£48,200⟫ (UKRI grant ⟪grant_ref|EP/Y019283/1⟫).

Item 4. Complaint from a participant in study ⟪application_ref|FREC-2025-062⟫: participant 014 reported that the researcher ⟦PERSON|Ellis⟧ discussed her ⟦MEDICAL|type 1 diabetes⟧ in front of other participants. Chair to write an apology.
"""),
("us_tax_return_cover_note", """
From: ⟦PERSON|Maria Delgado-Hunt⟧, EA
To: ⟦PERSON|Kevin⟧ and ⟦PERSON|Shauna Brennan⟧
Re: 2025 Form 1040 – ready to sign

Hi ⟦PERSON|Kevin⟧ and ⟦PERSON|Shauna⟧,

Your joint return is attached. Summary:
- Taxpayer SSN ⟦SSN|$ssn_1⟧, spouse SSN ⟦SSN|$ssn_2⟧
- Dependent: ⟦PERSON|Aiden Brennan⟧, SSN ⟦SSN|$ssn_3⟧
- AGI ⟦AMOUNT|$142,380⟧; refund due ⟦AMOUNT|$2,614⟧
- Direct deposit to account ending ⟪id_tail|…4471⟫

My fee this year is ⟪price|$475⟫ (same as last year). Please e-sign by ⟪date|April 10⟫. Call me at ⟦PHONE|(608) 555-0134⟧ with questions.

⟦PERSON|Maria⟧
"""),
("visa_application_form", """
UK Standard Visitor visa – application summary (GWF ref ⟪application_ref|GWF071839204⟫)

Given names: ⟦PERSON|Rohan Vikram⟧          Family name: ⟦PERSON|Deshpande⟧
Date of birth: ⟦DATE_OF_BIRTH|03-11-1986⟧   Place of birth: ⟪place|Pune⟫
Nationality: Indian   Passport number: ⟦PASSPORT|Z6183927⟧   Expiry: ⟪date|19/04/2032⟫
Aadhaar (supporting doc): ⟦NATIONAL_ID|$nid_aadhaar1⟧
Home address: ⟦ADDRESS|B-704, Lodha Paradise, Majiwada, Thane West, Maharashtra 400601⟧
Phone: ⟦PHONE|+91 98220 41736⟧
Purpose: visiting sister ⟦PERSON|Meera Kulkarni⟧ in ⟪place|Leicester⟫
Funds available: ⟦AMOUNT|₹8,40,000⟧ (bank statement attached)
Visa fee: ⟪price|£127⟫
"""),
("cv_header", """
⟦PERSON|SIOBHAN MARGARET KEANE⟧
⟦ADDRESS|22 Rathgar Avenue, Dublin 6, D06 X2K4⟧ · ⟦PHONE|+353 87 412 9930⟧ · ⟦EMAIL|siobhan.keane.dev@gmail.com⟧
linkedin.com/in/⟦PERSON|siobhankeane⟧ · github.com/⟦PERSON|skeane⟧

PROFILE
Data engineer with 7 years' experience (Python 3.12, Spark 3.5, dbt 1.8) building pipelines at ⟪org_name|Kerrigan Logistics⟫ and ⟪org_name|Bluebay Insurance⟫.

EXPERIENCE
2021–present  Senior Data Engineer, ⟪org_name|Bluebay Insurance⟫, ⟪place|Dublin⟫
 - Cut warehouse cost by ⟪percentage|38%⟫ by moving to incremental models
 - Mentored ⟦PERSON|Conor⟧ and ⟦PERSON|Aoife⟧ through their first on-call rotation
REFERENCES available on request
"""),
("job_offer_letter", """
Private & Confidential

Mr ⟦PERSON|Oluwaseun Adeyemi⟧
⟦ADDRESS|88 Moss Lane, Altrincham WA15 8AZ⟧

⟪date|1 December 2026⟫

Dear ⟦PERSON|Seun⟧,

Offer of employment – Logistics Planner (ref ⟪job_ref|REQ-30418⟫)

We are pleased to offer you the above role at ⟪org_name|Harrow & Vale Distribution Ltd⟫ with a start date of ⟪date|5 January 2027⟫. Your basic salary will be ⟦AMOUNT|£36,500⟧ per annum, plus a one-off signing bonus of ⟦AMOUNT|£1,500⟧ payable with your first salary. The role is graded ⟪grade|PB4⟫ (band ⟪price|£33,000–£39,000⟫).

Please send your National Insurance number and bank details to ⟦PERSON|Hayley Cordner⟧ in HR (⟦EMAIL|hr@harrowvale.co.uk⟧) before your start date.

Yours sincerely,
⟦PERSON|Martin Tollerton⟧, Operations Director
"""),
("background_check_report", """
CLEARLINE SCREENING – Consumer report
Report ID ⟪report_id|CLS-7719-0043⟫   Ordered by: ⟪org_name|Pinecrest Home Health⟫   Package: ⟪product_code|PRO-7⟫

Subject: ⟦PERSON|BRADLEY, Tanya Louise⟧
AKA: ⟦PERSON|Tanya Bradley-Hoss⟧
DOB: ⟦DATE_OF_BIRTH|1988-02-23⟧   SSN: ⟦SSN|$ssn_4⟧
Current address: ⟦ADDRESS|4127 Willow Creek Dr, Apt 2B, Columbus, OH 43229⟧
Previous: ⟦ADDRESS|919 E 5th Ave, Columbus, OH 43201⟧

County criminal (Franklin): no records found
Motor vehicle: 1 speeding violation (⟪date|2023-08-14⟫), fine ⟦AMOUNT|$150⟧ paid
Employment verification: ⟪org_name|Riverside Senior Living⟫ 2019-2024, confirmed by ⟦PERSON|D. Marchetti⟧
"""),
("wedding_planner_email", """
Hi ⟦PERSON|Chloe⟧ & ⟦PERSON|Jamal⟧!

Quick update for the big day (⟪date|Saturday 12 June 2027⟫) at ⟪place|Oakhurst Barn⟫:

• Venue hire balance: ⟦AMOUNT|£6,400⟧ due by ⟪date|12 March⟫ (you've paid the ⟦AMOUNT|£2,000⟧ deposit ✔)
• Catering: ⟪org_name|Fenwick Kitchen⟫, 92 guests at ⟪price|£68 per head⟫
• Florist: ⟦PERSON|Bea⟧ from ⟪org_name|Wild Stem⟫ will call ⟦PERSON|Chloe⟧ on ⟦PHONE|07700 900277⟧
• Your nan's wheelchair access is sorted, and the kitchen knows about ⟦PERSON|Jamal⟧'s ⟦MEDICAL|sesame allergy⟧.

Love,
⟦PERSON|Priyanka⟧ x
Ever After Events | ⟦PHONE|01273 555 804⟧
"""),
("crypto_kyc_ticket", """
KYC review – case ⟪case_number|KYC-2026-559031⟫ – Tier 2 upgrade
User UID: ⟪user_id|40017736⟫
Name on document: ⟦PERSON|Lucas Ferreira Andrade⟧
CPF: ⟦NATIONAL_ID|$nid_cpf1⟧
DOB: ⟦DATE_OF_BIRTH|21/08/1992⟧
Selfie liveness score: 0.97 (threshold ⟪threshold|0.90⟫)
Deposit wallet: ⟪wallet_address|0x9f3b2C41a7E0d8b55c3A1e6f7D02b9cE4a18F6d3⟫
Source of funds: salary; declared annual income ⟦AMOUNT|R$ 186.000⟧
First deposit tx ⟪tx_hash|0x5e1c9a7f03bd28e64c1f0a9d3b72e58c4a6d19f0b3e8c27a54d61f09e3b7a2c8⟫
Reviewer: ⟦PERSON|agnieszka.w⟧ — APPROVED
"""),
("exchange_bot_env", """
# .env for grid-bot (do NOT commit)
EXCHANGE=binance
BINANCE_API_KEY=⟦APIKEY|$key_exch1⟧
BINANCE_API_SECRET=⟦SECRET|$sec_exch1⟧
TELEGRAM_BOT_TOKEN=⟦APIKEY|$key_telegram1⟧
TELEGRAM_CHAT_ID=⟪chat_id|-1001876543210⟫
SYMBOL=ETHUSDT
GRID_LEVELS=⟪config_value|40⟫
MAX_POSITION_USDT=⟪price|2500⟫
LOG_DIR=/home/⟦PERSON|mkowalczyk⟧/gridbot/logs
"""),
("farm_coop_invoice_email", """
From: ⟦EMAIL|accounts@valleyfieldgrowers.coop⟧
To: ⟦PERSON|Hamish Drummond⟧
Subject: Invoice ⟪invoice_number|VFG-INV-20931⟫ – November potatoes

Hi ⟦PERSON|Hamish⟧,

Thanks for the 18 tonnes of Maris Piper. Co-op price this month is ⟪price|£215/tonne⟫ less the ⟪percentage|4%⟫ marketing levy. Net payable to you: ⟦AMOUNT|£3,715.20⟧, paid on ⟪date|15 December⟫ to ⟦IBAN|$iban_gb3⟧.

The blight in field 7 (your note) is noted — our agronomist ⟦PERSON|Lorna⟧ says ⟪animal_health|late blight⟫ doesn't affect the stored crop. Your ewes' ⟪animal_health|foot rot⟫ treatment is on the vet account, not this invoice.

Regards, ⟦PERSON|Fraser McAllister⟧ – Valleyfield Growers Co-operative
"""),
]

TEXTS += [
("ae_triage_note", """
EMERGENCY DEPARTMENT – TRIAGE
Arrival ⟪timestamp|03/12/2026 23:41⟫ by ambulance (incident ⟪incident_number|CAD-118402⟫)
Patient: ⟦PERSON|KOWALCZYK, Zofia⟧   MRN ⟪mrn|RX4471920⟫   DOB ⟦DATE_OF_BIRTH|30/06/1951⟧
NHS number on file; next of kin: son ⟦PERSON|Piotr⟧ ⟦PHONE|07700 900731⟧

PC: fall at home, ⟦MEDICAL|left neck of femur fracture⟧ suspected. ⟦MEDICAL|Shortened and externally rotated left leg⟧.
PMH: ⟦MEDICAL|atrial fibrillation⟧ on ⟦MEDICAL|apixaban 5 mg BD⟧, ⟦MEDICAL|hypertension⟧, ⟦MEDICAL|osteoporosis⟧.
Obs: HR 104 irregular, BP 158/92, SpO2 96% RA, temp 36.4, pain 8/10.
Manchester triage category: ⟪triage_category|Orange⟫ (target ⟪duration|10 min⟫)
Triage nurse: ⟦PERSON|L. Achebe⟧ RN
"""),
("discharge_summary", """
DISCHARGE SUMMARY – Ward 7B (Respiratory)
Patient: ⟦PERSON|Terence Whitlock⟧   Hospital no. ⟪mrn|H0938817⟫   DOB ⟦DATE_OF_BIRTH|12.09.1947⟧
Admitted ⟪date|24/11/2026⟫   Discharged ⟪date|02/12/2026⟫   Consultant: Dr ⟦PERSON|Nadia Sewell⟧

Diagnosis: ⟦MEDICAL|infective exacerbation of COPD⟧, ⟦MEDICAL|type 2 respiratory failure⟧ (resolved).
Treatment: ⟦MEDICAL|BiPAP⟧ for 48 h, ⟦MEDICAL|IV amoxicillin⟧ then oral, ⟦MEDICAL|prednisolone 30 mg⟧ for 5 days.
Medication on discharge: ⟦MEDICAL|Trelegy Ellipta 92/55/22 mcg⟧ one puff OD; ⟦MEDICAL|salbutamol 100 mcg inhaler⟧ PRN; ⟦MEDICAL|home oxygen 2 L/min⟧.
Follow-up: COPD nurse ⟦PERSON|Gemma⟧ to phone within ⟪duration|72 hours⟫; clinic in ⟪duration|6 weeks⟫.
GP: ⟪org_name|Hartcliffe Medical Practice⟫
"""),
("community_pharmacy_prescription", """
Rx  ⟪prescription_id|EPS 4F7A2C-B81992-11E3K⟫
Patient: Mrs ⟦PERSON|Gloria Ampofo⟧, ⟦ADDRESS|31 Ladywood Middleway, Birmingham B16 8HA⟧
DOB: ⟦DATE_OF_BIRTH|04 Apr 1963⟧
1. ⟦MEDICAL|Metformin 500 mg⟧ modified-release tablets – 2 at night – 56
2. ⟦MEDICAL|Ramipril 5 mg⟧ capsules – 1 daily – 28
3. ⟦MEDICAL|Atorvastatin 20 mg⟧ – 1 at night – 28
Prescriber: Dr ⟦PERSON|R. Banerjee⟧ (GMC ⟪registration_number|7028415⟫)
Charge: exempt (age 60+). Standard NHS prescription charge ⟪price|£9.90⟫ per item.
"""),
("lab_results_portal", """
Patient portal – Results released ⟪timestamp|2026-12-02 16:05⟫
Hello ⟦PERSON|Jordan⟧, Dr ⟦PERSON|Okafor⟧ has released new results.

Test                 Result    Ref range
HbA1c                58 mmol/mol  (⟪reference_range|20–41⟫)   HIGH
Fasting glucose      8.1 mmol/L
eGFR                 ⟪reference_range|>90⟫
TSH                  2.1 mU/L

Comment from Dr ⟦PERSON|Okafor⟧: "Your results confirm ⟦MEDICAL|type 2 diabetes⟧. Let's start ⟦MEDICAL|metformin⟧ and book you onto the education course." 
Order no. ⟪order_number|LAB-552819⟫ · Sample ⟪sample_id|S26-338104⟫
"""),
("therapy_session_note", """
Session 9 – ⟪date|1 Dec 2026⟫ – 50 min – video
Client: ⟦PERSON|A.M.⟧ (⟦PERSON|Amara Mensah⟧), ref ⟪client_id|CL-0732⟫
Presenting: ⟦MEDICAL|generalised anxiety disorder⟧, ⟦MEDICAL|panic attacks⟧ (3 this week, down from 7). Sleep improved since ⟦MEDICAL|sertraline 50 mg⟧ started by GP.
Content: discussed conflict with manager ⟦PERSON|Neil⟧ and fear of redundancy; partner ⟦PERSON|Kofi⟧ supportive. Practised interoceptive exposure.
Risk: no SI/SH. ⟪scale_score|GAD-7 14⟫ (was 17), ⟪scale_score|PHQ-9 8⟫.
Plan: continue CBT, graded exposure to crowded trains. Fee ⟪price|£85⟫/session, invoice sent.
— ⟦PERSON|Hannah Gillespie⟧, BABCP accredited
"""),
("counselling_intake_form", """
Student Counselling Service – self-referral form
Preferred name: ⟦PERSON|Ollie⟧   Legal name: ⟦PERSON|Oliver James Hartnell⟧
Student number: ⟪student_id|22049183⟫   Course: MSc Economics
Term-time address: ⟦ADDRESS|Room 14, Block C, Caledonia Halls, 31 Marchmont Street, Edinburgh EH9 1EP⟧
Mobile: ⟦PHONE|07700 900859⟧
What would you like help with? "Since my dad died in the summer I haven't been sleeping. My GP said it's ⟦MEDICAL|depression⟧ and put me on ⟦MEDICAL|mirtazapine⟧ but I'd rather talk to someone. I also have ⟦MEDICAL|ADHD⟧."
Can we leave a voicemail? Yes
How did you hear about us? Flyer in ⟪place|Teviot Row House⟫
"""),
("airflow_task_log", """
[2026-12-03, 02:00:04 UTC] {taskinstance.py:1157} INFO - Dependencies all met for <TaskInstance: daily_billing_export.extract_invoices ⟪run_id|scheduled__2026-12-02T02:00:00+00:00⟫ [queued]>
[2026-12-03, 02:00:05 UTC] {standard_task_runner.py:57} INFO - Started process 48213 to run task
[2026-12-03, 02:00:05 UTC] {base.py:73} INFO - Using connection ID 'billing_pg' for task execution.
[2026-12-03, 02:00:06 UTC] {sql.py:418} INFO - Running statement: SELECT * FROM invoices WHERE issued_at >= '2026-12-02', parameters: None
[2026-12-03, 02:00:06 UTC] {logging_mixin.py:188} WARNING - DEBUG conn uri = postgresql://etl_user:⟦SECRET|$sec_pg1⟧@⟦IP_ADDRESS|10.42.7.19⟧:⟪port|5432⟫/billing
[2026-12-03, 02:03:41 UTC] {sql.py:427} INFO - Rows affected: 18233
[2026-12-03, 02:03:42 UTC] {taskinstance.py:1400} INFO - Marking task as SUCCESS. dag_id=daily_billing_export, task_id=extract_invoices, execution_date=20261202T020000, start_date=20261203T020005, end_date=20261203T020342
[2026-12-03, 02:03:42 UTC] {local_task_job_runner.py:228} INFO - Task exited with return code 0
[2026-12-03, 02:03:42 UTC] {taskinstance.py:2778} INFO - 1 downstream tasks scheduled from follow-on schedule check (owner: ⟦PERSON|fkaminski⟧)
"""),
("dbt_profiles_yaml", """
# ~/.dbt/profiles.yml  (laptop of ⟦PERSON|Ines Carvalho⟧)
analytics:
  target: dev
  outputs:
    dev:
      type: snowflake
      account: ⟪account_id|xy12345.eu-west-1⟫
      user: ⟦PERSON|INES_CARVALHO⟧
      password: ⟦PASSWORD|Sn0wfl@ke-Tuesday⟧
      role: TRANSFORMER
      database: ANALYTICS_DEV
      warehouse: WH_XS
      schema: "⟦PERSON|icarvalho⟧"
      threads: ⟪config_value|8⟫
    prod:
      type: snowflake
      account: ⟪account_id|xy12345.eu-west-1⟫
      user: SVC_DBT
      private_key_path: /secrets/rsa_key.p8
"""),
("jupyter_customer_output", """
In [14]: df_churn[df_churn.ltv > 5000].head()
Out[14]:
     customer_id              name                   email  ltv_gbp  plan
3812    ⟪customer_id|C-088213⟫   ⟦PERSON|Beatrix Holloway⟧   ⟦EMAIL|bea.holloway@icloud.com⟧   ⟦AMOUNT|7412.50⟧   ⟪product_code|PRO⟫
4409    ⟪customer_id|C-091776⟫     ⟦PERSON|Femi Adelakun⟧     ⟦EMAIL|femi.a@adelakun.ng⟧   ⟦AMOUNT|5230.00⟧   TEAM
5120    ⟪customer_id|C-102284⟫    ⟦PERSON|Yusuf Demirci⟧  ⟦EMAIL|ydemirci@outlook.de⟧   ⟦AMOUNT|9988.15⟧   ENTERPRISE

In [15]: df_churn.ltv.describe()["mean"]
Out[15]: 1834.2219
"""),
("sql_dump_insert", """
-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
-- Host: ⟦IP_ADDRESS|172.20.3.44⟧    Database: bookings_prod
LOCK TABLES `guests` WRITE;
INSERT INTO `guests` (`id`,`first_name`,`last_name`,`email`,`phone`,`passport_no`,`balance_due`,`created_at`) VALUES
(⟪row_id|10231⟫,'⟦PERSON|Mateo⟧','⟦PERSON|Rinaldi⟧','⟦EMAIL|mateo.rinaldi@libero.it⟧','⟦PHONE|+39 347 812 0945⟧','⟦PASSPORT|YA4418273⟧',⟦AMOUNT|312.00⟧,'⟪timestamp|2026-10-11 09:14:22⟫'),
(⟪row_id|10232⟫,'⟦PERSON|Saoirse⟧','⟦PERSON|Dunleavy⟧','⟦EMAIL|saoirse.d@eircom.net⟧','⟦PHONE|+353 86 220 4471⟧',NULL,⟦AMOUNT|0.00⟧,'⟪timestamp|2026-10-11 09:20:03⟫'),
(⟪row_id|10233⟫,'⟦PERSON|Kenji⟧','⟦PERSON|Watanabe⟧','⟦EMAIL|k.watanabe@docomo.ne.jp⟧','⟦PHONE|+81 90-4821-7730⟧','⟦PASSPORT|TR8820461⟧',⟦AMOUNT|1045.60⟧,'⟪timestamp|2026-10-12 17:45:51⟫');
UNLOCK TABLES;
"""),
("git_log", """
commit ⟪commit_sha|9c1e4f27a3b8d05e6f1a2c93b74d8e0f51a6c2d7⟫
Author: ⟦PERSON|Rafał Kasprzak⟧ <⟦EMAIL|rkasprzak@tidewater.dev⟧>
Date:   Tue Dec 1 17:42:09 2026 +0100

    fix(payments): stop logging full card numbers in retry path

commit ⟪commit_sha|3f8a0b61d2c947e5a0b7c1d3e9f2a4b6c8d0e1f2⟫
Author: ⟦PERSON|dmitri.volkov⟧ <⟦EMAIL|dmitri.volkov@tidewater.dev⟧>
Date:   Mon Nov 30 11:03:55 2026 +0000

    chore: rotate staging key (old one was ⟦APIKEY|$key_stripe_rk1⟧, revoked)

    Reviewed-by: ⟦PERSON|Rafał⟧
commit ⟪commit_sha|a04d7e9b3c2f1e8d6a5b4c3d2e1f0a9b8c7d6e5f⟫
Merge: ⟪commit_sha|9b2c4e1⟫ ⟪commit_sha|7d3f0a8⟫
Author: ⟦PERSON|Priya Nair⟧ <⟦EMAIL|priya@tidewater.dev⟧>
    Merge pull request #⟪pr_number|412⟫ from ⟦PERSON|pnair⟧/release-⟪version|2.14.0⟫
"""),
("dockerfile", """
FROM python:⟪version|3.12.7⟫-slim-bookworm
LABEL maintainer="⟦PERSON|Oksana Hrytsenko⟧ <⟦EMAIL|oksana.h@bramblelabs.io⟧>"
WORKDIR /app
ENV PIP_NO_CACHE_DIR=1 \\
    HF_TOKEN=⟦APIKEY|$key_hf1⟧ \\
    OPENAI_API_KEY=⟦APIKEY|$key_openai1⟧ \\
    MODEL_NAME=distilbert-base-uncased
COPY requirements.txt .
RUN pip install -r requirements.txt  # torch==⟪version|2.5.1⟫ transformers==⟪version|4.46.2⟫
COPY . .
EXPOSE ⟪port|8080⟫
CMD ["uvicorn", "app.main:app", "--host", "⟪bind_address|0.0.0.0⟫", "--port", "8080"]
"""),
("github_actions_workflow", """
name: deploy-web
on:
  push:
    branches: [main]
jobs:
  deploy:
    runs-on: ubuntu-22.04
    env:
      AWS_REGION: eu-west-2
      AWS_ACCESS_KEY_ID: ⟦APIKEY|$key_aws1⟧          # TODO move to secrets, says ⟦PERSON|lgreaves⟧
      AWS_SECRET_ACCESS_KEY: ⟦SECRET|$sec_aws1⟧
      NPM_TOKEN: ${{ ⟪secret_ref|secrets.NPM_TOKEN⟫ }}
      SLACK_WEBHOOK: ⟦SECRET|$sec_slackhook1⟧
    steps:
      - uses: actions/checkout@⟪version|v4⟫
      - uses: actions/setup-node@⟪version|v4⟫
        with: { node-version: 20 }
      - run: npm ci && npm run build
      - run: aws s3 sync dist/ s3://bramble-web-prod --delete
      - run: aws cloudfront create-invalidation --distribution-id ⟪resource_id|E2QWRUHAPOMQZL⟫ --paths "/*"
"""),
("docker_compose", """
version: "3.9"
services:
  db:
    image: postgres:⟪version|16.4⟫
    environment:
      POSTGRES_USER: shopadmin
      POSTGRES_PASSWORD: ⟦PASSWORD|Pa55w0rd-Bakery!⟧
    ports: ["⟪port|5432⟫:5432"]
  minio:
    image: minio/minio:⟪version|RELEASE.2024-10-13T13-34-11Z⟫
    environment:
      MINIO_ROOT_USER: ⟦PERSON|gwilliams⟧
      MINIO_ROOT_PASSWORD: ⟦PASSWORD|$sec_minio1⟧
  app:
    build: .
    environment:
      DATABASE_URL: postgres://shopadmin:⟦SECRET|$sec_mysql1⟧@db:5432/shop
      STRIPE_SECRET_KEY: ⟦APIKEY|$key_stripe1⟧
      STRIPE_PUBLISHABLE_KEY: ⟪app_id|pk_live_51NzQ2hLkT9aV0bYc3Xw8pR4s⟫
    ports: ["⟪port|8000⟫:8000"]
"""),
("cloud_billing_alert", """
From: AWS Budgets <⟦EMAIL|no-reply@budgets.amazonaws.com⟧>
To: ⟦EMAIL|finops@hollowayanalytics.com⟧
Subject: AWS Budgets: "monthly-total" has exceeded your alert threshold

Dear ⟦PERSON|Beatriz Alcántara⟧,

You requested that we alert you when the actual cost associated with your "monthly-total" budget is greater than ⟪percentage|80%⟫ of ⟪price|$4,000.00⟫ for the current month.
Current actual: ⟦AMOUNT|$3,611.27⟧
Forecast: ⟪amount_forecast|$5,420.00⟫
Account: ⟪account_id|4418-2209-7731⟫
Top service: Amazon SageMaker (ml.g5.2xlarge in eu-west-1)
"""),
("saas_support_chat_2fa", """
Helpdesk – ticket ⟪ticket_number|#58812⟫ – "Locked out after phone reset"
[10:02] ⟦PERSON|Ryo Tanaka-Meyer⟧: I lost my phone and can't get into Planlane. I saved recovery codes somewhere
[10:03] Agent ⟦PERSON|Beth⟧: Sorry about that! If you have one of your recovery codes you can use it on the login page.
[10:05] ⟦PERSON|Ryo Tanaka-Meyer⟧: found them: ⟦SECRET|$sec_recovery1⟧ and ⟦SECRET|$sec_recovery2⟧
[10:05] Agent ⟦PERSON|Beth⟧: Please don't paste them here! I've flagged this chat for redaction. Use one on the login page, then regenerate the set.
[10:07] ⟦PERSON|Ryo Tanaka-Meyer⟧: ok worked. also the TOTP secret from my old setup was ⟦SECRET|$sec_totp1⟧ if that helps
[10:08] Agent ⟦PERSON|Beth⟧: I'll reset that too. Your Business plan (⟪price|$12/user/mo⟫) renews ⟪date|Jan 4⟫.
"""),
("restaurant_booking_confirmation", """
Booking confirmed ✔
⟪org_name|Osteria Vellutata⟫ · ⟦ADDRESS|48 Frith Street, London W1D 4SJ⟧
Name: ⟦PERSON|Camille Duret⟧ · Party of 6 · ⟪date|Fri 18 Dec⟫ at ⟪time|19:45⟫ · table ⟪table_number|T12⟫
Notes: one guest with ⟦MEDICAL|coeliac disease⟧ (⟦PERSON|Camille⟧'s mother), birthday cake
Deposit taken: ⟦AMOUNT|£60.00⟧ (card ⟪masked_card|•••• 0193⟫). Tasting menu ⟪price|£95 pp⟫.
Reference ⟪booking_ref|OV-7731-DEC⟫ · Questions: ⟦PHONE|020 7946 0811⟧
"""),
("catering_quote_email", """
Hi ⟦PERSON|Rebecca⟧,

Thanks for your enquiry for the ⟪org_name|Lenton Academy⟫ leavers' lunch on ⟪date|9 July⟫. Our quote for 140 covers:

Hot buffet (menu B)      ⟪price|£18.50 pp⟫
Vegan/GF options         included
Staff (4 x 5 hrs)        ⟪price|£22.00/hr⟫
Total                    ⟪quote_total|£3,030.00⟫ + VAT

To hold the date we need a 20% deposit. The school's bursar Mr ⟦PERSON|Tiwari⟧ paid ⟦AMOUNT|£450⟧ last year for the same event, so we can credit that against the balance.

Best,
⟦PERSON|Dominika⟧ – Saffron & Thyme Catering
⟦PHONE|0115 496 0728⟧
"""),
("conveyancing_completion_email", """
From: ⟦PERSON|Geraldine Ashworth⟧ <⟦EMAIL|g.ashworth@ashworthcole-law.co.uk⟧>
To: ⟦PERSON|Ben⟧ and ⟦PERSON|Laura Okereke⟧
Subject: Purchase of ⟦ADDRESS|17 Meadowsweet Close, Harrogate HG2 9LR⟧ – completion statement

Dear ⟦PERSON|Ben⟧ and ⟦PERSON|Laura⟧,

Completion is booked for ⟪date|Friday 18 December⟫. Purchase price ⟦AMOUNT|£412,500⟧; mortgage advance from ⟪org_name|Yorkshire Building Society⟫ ⟦AMOUNT|£330,000⟧; Stamp Duty ⟦AMOUNT|£10,625⟧; our fees ⟦AMOUNT|£1,485⟧ incl. VAT. Balance required from you: ⟦AMOUNT|£94,610⟧.

IMPORTANT: our bank details never change by e-mail. Please phone ⟦PHONE|01423 555 090⟧ to confirm before sending. Client account: ⟦IBAN|$iban_gb2⟧.

Kind regards, ⟦PERSON|Geraldine⟧ – ⟪org_name|Ashworth Cole LLP⟫, SRA no. ⟪registration_number|612944⟫
"""),
("mortgage_application_form", """
SECTION 2 – APPLICANT DETAILS
Applicant 1: ⟦PERSON|HOLLIS Nathaniel J⟧
Date of birth: ⟦DATE_OF_BIRTH|28/01/1989⟧   NI number: ⟦NATIONAL_ID|$nid_nino1⟧
Current address: ⟦ADDRESS|9 Foundry Walk, Sheffield S3 8ER⟧ (since 2019)
Employer: ⟪org_name|Castleford Rail Systems⟫   Gross basic salary: ⟦AMOUNT|£52,400⟧   Bonus (last 12m): ⟦AMOUNT|£3,100⟧
Monthly commitments: car finance ⟦AMOUNT|£212⟧, credit cards ⟦AMOUNT|£1,900⟧ outstanding
Loan requested: ⟦AMOUNT|£248,000⟧ over 30 years; product ⟪product_code|FX5-85-1299⟫ at ⟪percentage|4.39%⟫ fixed
Broker: ⟦PERSON|Aisha Rahman⟧ (FCA ⟪registration_number|824401⟫)
"""),
("public_health_article", """
Winter vomiting bug: how to stop norovirus spreading at home

Norovirus cases are ⟪percentage|45%⟫ higher than the five-year average for this time of year, according to the latest surveillance report (week 47). ⟪health_term|Norovirus⟫ causes sudden ⟪health_term|vomiting and diarrhoea⟫ and is most common between November and April.

Alcohol hand gels don't kill the virus, so wash hands with soap and warm water. Clean surfaces with a bleach-based product and wash contaminated clothing at ⟪temperature|60°C⟫. Stay off work or school for ⟪duration|48 hours⟫ after symptoms stop.

Older people and those with ⟪health_term|weakened immune systems⟫ are more at risk of ⟪health_term|dehydration⟫. Call NHS 111 if you're worried.
"""),
("kettle_product_manual", """
AURELIA KX-200 Smart Kettle – Quick Specification (rev. ⟪version|C.3⟫)

Model: ⟪product_code|KX-200-UK⟫   Firmware: ⟪version|v2.8.14⟫
Capacity: 1.7 L · Power: 3000 W, 220–240 V ~ 50/60 Hz
Keep-warm: 40–100 °C in 5 °C steps · Auto-off after ⟪duration|30 min⟫
Wi-Fi: 2.4 GHz 802.11 b/g/n · App: Aurelia Home ⟪version|4.2⟫ or later
Default setup hotspot: AURELIA-SETUP, app connects to ⟪doc_ip|192.0.2.10⟫ during pairing (documentation example)
RRP: ⟪price|£89.99⟫ · Warranty: 2 years · Barcode ⟪product_code|5056123400872⟫
Descale every 4 weeks in hard water areas.
"""),
("bus_timetable", """
Route 42 – Northfield ⇄ City Centre (from ⟪date|4 January 2027⟫)
Mon–Fri     Northfield Depot  ⟪time|06:12⟫  ⟪time|06:42⟫  then every 15 min  ⟪time|22:57⟫
            Oak Lane Shops    06:19  06:49                       23:04
            General Hospital  06:31  07:01                       23:16
            City Bus Station  06:44  07:14                       23:29
Adult single ⟪price|£2.00⟫ (fare cap) · Day ticket ⟪price|£4.80⟫ · Under-19 ⟪price|£1.20⟫
Operated by ⟪org_name|Midshire Buses⟫. Customer line open 8am–6pm.
"""),
("garage_price_list", """
HARTLEY ROAD GARAGE – SERVICE PRICES 2027 (all incl. VAT)
Interim service (up to 1.6 L) ............ ⟪price|£129⟫
Full service (up to 2.0 L) ............... ⟪price|£219⟫
MOT test (class 4) ........................ ⟪price|£45.00⟫
Air-con regas (R134a) ..................... ⟪price|£69⟫
Brake fluid change ........................ ⟪price|£49.50⟫
Labour rate ⟪price|£78/hour⟫. Prices valid until ⟪date|31/12/2027⟫. Parts per ⟪org_name|Autodata⟫ list.
"""),
("driving_licence_renewal_letter", """
DVLA                                               ⟪date|30 November 2026⟫
Mr ⟦PERSON|Desmond Achterberg⟧
⟦ADDRESS|Holly Cottage, 3 Church Lane, Little Snoring, Fakenham NR21 0HR⟧

Your driving licence number ⟪licence_number|ACHTE601145D99LK⟫ expires on ⟪date|14/01/2027⟫.

Because you told us you have ⟦MEDICAL|diabetes treated with insulin⟧ and ⟦MEDICAL|glaucoma in both eyes⟧, we need a completed medical questionnaire (form ⟪form_code|DIAB1⟫) and an eyesight report before we can renew. There is no fee for a medical renewal (normally ⟪price|£14⟫ online).

If you have questions call ⟦PHONE|0300 790 6806⟧.
"""),
("universal_credit_letter", """
Universal Credit – your payment statement
Claimant: ⟦PERSON|Kayleigh Bostock⟧   NI number ⟦NATIONAL_ID|$nid_nino2⟧
Assessment period ⟪date|4 November⟫ to ⟪date|3 December 2026⟫

Standard allowance (single, 25 or over)   ⟪price|£400.14⟫
Child element (first child)               ⟪price|£339.00⟫
Housing element                           ⟦AMOUNT|£475.00⟧
Earnings deduction                       −⟦AMOUNT|£212.37⟧
Advance repayment                         −⟦AMOUNT|£41.60⟧
You will get                              ⟦AMOUNT|£960.17⟧ on ⟪date|10 December 2026⟫
Your work coach is ⟦PERSON|Rhys⟧. Your journal is the best way to contact us.
"""),
]

TEXTS += [
("hotel_phone_booking_notes", """
Reservations – phone booking notes (agent ⟦PERSON|Marisol⟧, ⟪timestamp|03 Dec 2026 15:20⟫)
Guest: ⟦PERSON|Anjali Sethi⟧ (booked and paid by her husband, Dr. ⟦PERSON|Vikram Sethi⟧)
Stay: ⟪date|22 Dec⟫ – ⟪date|27 Dec⟫, Deluxe King, rate code ⟪rate_code|BAR-FLEX⟫ at ⟪price|€245⟫/night
Guarantee card: ⟦CARD|$card_amex1⟧ exp ⟪card_expiry|09/28⟫ CID ⟦CVV|4821⟧ (to be deleted after check-in!)
Total pre-authorised: ⟦AMOUNT|€1,225.00⟧
Requests: ground floor — guest uses a ⟦MEDICAL|wheelchair⟧ after ⟦MEDICAL|spinal surgery⟧
Contact: ⟦PHONE|+1 (415) 555-0183⟧
"""),
("travel_agency_itinerary", """
GLOBETROT TRAVEL – Itinerary ⟪booking_ref|GT-55Q81⟫
Travellers: ⟦PERSON|WANJIKU/ESTHER⟧ MS, ⟦PERSON|WANJIKU/DAVID⟧ MSTR
Passports: ⟦PASSPORT|AK0938172⟧ / ⟦PASSPORT|AK1104836⟧ (Kenya)

⟪date|04JAN⟫  ⟪flight_number|KQ100⟫  NBO 23:55 → LHR 06:15+1   seats ⟪seat_number|32A⟫/⟪seat_number|32B⟫
⟪date|11JAN⟫  ⟪flight_number|KQ101⟫  LHR 19:25 → NBO 06:30+1
Hotel: ⟪org_name|Premier Inn London County Hall⟫, 7 nights, ref ⟪booking_ref|PI88213407⟫

Total paid: ⟦AMOUNT|KES 487,300⟧ (M-Pesa ref ⟪transaction_id|RKL4TQ82XP⟫)
Agent: ⟦PERSON|Njoki⟧ · ⟦PHONE|+254 722 410 638⟧ · ⟦EMAIL|njoki@globetrot.co.ke⟧
"""),
("personal_trainer_intake", """
PT Consultation – ⟪date|Mon 30 Nov⟫
Client: ⟦PERSON|Deborah "Debs" Fairweather⟧, 47, ⟦PHONE|07700 900644⟧
Goals: lose 8 kg before daughter's wedding, run 5k
Health questionnaire (PAR-Q): ⟦MEDICAL|asthma⟧ (uses ⟦MEDICAL|Clenil Modulite 100⟧), ⟦MEDICAL|lower back pain⟧ since 2019, ⟦MEDICAL|borderline hypertension⟧ (GP monitoring)
Bench 30 kg x 8, goblet squat 16 kg x 10, plank 45 s
Package: 10 sessions ⟪price|£400⟫ → ⟦PERSON|Debs⟧ paid ⟦AMOUNT|£360⟧ (10% referral discount via ⟦PERSON|Shona⟧)
Trainer: ⟦PERSON|Callum⟧ – Level 3 PT, ⟪org_name|Forge Fitness Leeds⟫
"""),
("charity_card_donation_phone", """
Telephone donation – Hope Harbour Hospice (call logged by ⟦PERSON|Tilly⟧)
Donor: Mr ⟦PERSON|Roy Blanchflower⟧ (in memory of wife ⟦PERSON|Pauline⟧)
Address: ⟦ADDRESS|41 Beacon Road, Broadstairs CT10 3DG⟧
Amount: ⟦AMOUNT|£100⟧ one-off + ⟦AMOUNT|£10⟧ monthly
Card: ⟦CARD|$card_visa3⟧   Expiry ⟪card_expiry|11/27⟫   Security code ⟦CVV|318⟧
Gift Aid: yes. Tribute fund page: ⟪url|hopeharbour.org.uk/tribute/pauline⟫
"""),
("volunteer_dbs_form_excerpt", """
VOLUNTEER APPLICATION – Youth Football (U11s)
Full name: ⟦PERSON|Gideon Asante-Mills⟧
Previous names: ⟦PERSON|Gideon Mills⟧ (until 2015)
DOB: ⟦DATE_OF_BIRTH|5th March 1984⟧
Address history: ⟦ADDRESS|12 Tannery Yard, Kendal LA9 4DP⟧ (2018–now); ⟦ADDRESS|Flat 6, 90 Stricklandgate, Kendal LA9 4PU⟧ (2013–2018)
Passport no.: ⟦PASSPORT|531928467⟧ (UK)
Referee: Coach ⟦PERSON|Tom Bexley⟧, ⟦PHONE|01539 555 116⟧
DBS check fee ⟪price|£0 (volunteer)⟫, certificate ref ⟪certificate_number|001728394056⟫
"""),
("water_bill_dispute_letter", """
⟦PERSON|Kerry-Ann Mothersole⟧
⟦ADDRESS|2 Reservoir Cottages, Dovestone, Greenfield OL3 7NE⟧

To: Northwest Waters Customer Resolution
Customer reference: ⟪account_ref|NWW 7720 4418 09⟫

I dispute the bill dated ⟪date|18 November 2026⟫ for ⟦AMOUNT|£1,204.55⟧. A contractor confirmed a leak on your side of the stopcock (job no. ⟪job_number|J-558102⟫). My normal half-yearly charge is around ⟦AMOUNT|£190⟧. Your published leak allowance policy says you will rebill at the average rate (⟪price|£2.31 per m³⟫).

Please call me on ⟦PHONE|0161 496 0355⟧.
"""),
("mobile_carrier_complaint_chat", """
[Volt Mobile live chat]
You: hi, I've been charged ⟦AMOUNT|£38.40⟧ roaming in ⟪place|Switzerland⟫ but I was on the EU pass
Volt (⟦PERSON|Aminah⟧): Hello! Could I have the number on the account please?
You: ⟦PHONE|07700 900915⟧, name ⟦PERSON|Callum O'Shea⟧
Volt (⟦PERSON|Aminah⟧): Thanks ⟦PERSON|Callum⟧. Switzerland isn't in the EU Roam zone, it's Zone 2 at ⟪price|£2.99/day⟫. As a goodwill gesture I've refunded ⟦AMOUNT|£20.00⟧.
You: fine. also my PUK is ⟦PASSWORD|48117203⟧ right? phone is asking
Volt (⟦PERSON|Aminah⟧): Yes that matches. Please don't share it elsewhere.
"""),
("garage_repair_invoice", """
INVOICE ⟪invoice_number|BRS-014482⟫ – Brisk Auto Repairs, ⟦ADDRESS|Unit 7, Canal Side Industrial Estate, Stoke-on-Trent ST4 2PQ⟧
Customer: ⟦PERSON|Lydia Pemberton-Shah⟧   Vehicle: Ford Fiesta ⟪vehicle_plate|SN17 XRT⟫   Mileage ⟪odometer|81,204⟫
1 x front brake discs & pads (⟪product_code|MINTEX MDK0304⟫)   ⟪price|£148.00⟫
1 x nearside track rod end                        ⟪price|£36.50⟫
Labour 2.3 h @ ⟪price|£72⟫                            ⟪price|£165.60⟫
TOTAL DUE                                         ⟦AMOUNT|£420.12⟧
Paid by card ⟪masked_card|XXXX XXXX XXXX 3317⟫ – thank you, ⟦PERSON|Lydia⟧!
Technician: ⟦PERSON|Wojtek⟧
"""),
("gaming_discord_bot_ticket", """
Support ticket ⟪ticket_number|GS-110937⟫ – "Our bot got hijacked"
Submitted by: ⟦PERSON|ellie_marchbanks⟧ (server owner, "Pixel Pines SMP")

Someone posted scam links through our moderation bot last night. I think I leaked the token in a public GitHub gist by mistake:
  client.login('⟦APIKEY|$key_discord1⟧')
The gist was up for about ⟪duration|40 minutes⟫. We also had a webhook in the same file: ⟦SECRET|$sec_discordhook1⟧
Server ID ⟪server_id|1048722390017654784⟫, bot application ID ⟪app_id|1048730912258211931⟫.
Can you confirm nobody bought Nitro with our server boost balance? It showed ⟦AMOUNT|$49.99⟧ charged on ⟪date|Nov 30⟫.
Thanks, ⟦PERSON|Ellie⟧
"""),
("streamer_payout_email", """
Subject: Your November creator payout

Hi ⟦PERSON|Tobias⟧,

Your payout of ⟦AMOUNT|€2,187.34⟧ for ⟪date|November 2026⟫ has been sent to IBAN ⟦IBAN|$iban_de1⟧ (⟦PERSON|Tobias Engelhardt⟧).
  Subscriptions      ⟦AMOUNT|€1,640.00⟧
  Bits / tips        ⟦AMOUNT|€412.50⟧
  Ads                ⟦AMOUNT|€134.84⟧
Your Steuer-ID on file: ⟦NATIONAL_ID|$nid_steuer1⟧. Minimum payout threshold is ⟪price|€100⟫.
Payout ID ⟪transaction_id|po_9F2KQ7X1M3⟫
"""),
("scholarship_award_email", """
From: Graduate School Funding <⟦EMAIL|gs-funding@uni-helsinki-demo.fi⟧>
To: ⟦PERSON|Aino Virtanen⟧

Dear ⟦PERSON|Aino⟧,

Congratulations! You have been awarded the Doctoral Pathway grant for ⟪date|2027⟫: ⟦AMOUNT|€2,450⟧ per month for 12 months. To set up payments we hold your personal identity code ⟦NATIONAL_ID|$nid_hetu1⟧ and account ⟦IBAN|$iban_fi1⟧.

Your supervisor, Professor ⟦PERSON|Mikko Laaksonen⟧, has confirmed your research plan. The grant ceiling for this call was ⟪price|€2,800⟫/month.

Best regards,
⟦PERSON|Sanna Heikkilä⟧, Funding Coordinator
"""),
("research_lab_slack", """
#lab-bioinf  ·  ⟪date|Thursday, December 3rd⟫
⟦PERSON|Yara Haddad⟧  9:14 AM
anyone else getting auth errors on the cluster? I think my ssh key expired
⟦PERSON|Tom Whitaker⟧  9:16 AM
@⟦PERSON|yara⟧ try ssh ⟦PERSON|yhaddad⟧@⟦IP_ADDRESS|10.16.0.45⟧, the old login node at ⟪doc_ip|198.51.100.20⟫ in the wiki is just the example
⟦PERSON|Yara Haddad⟧  9:20 AM
works now 🎉. btw I pushed the HF token to the notebook by accident, can someone rotate it: ⟦APIKEY|$key_hf2⟧
Prof. ⟦PERSON|Dev Patel⟧  9:31 AM
Rotated. Reminder: grant ⟪grant_ref|BB/X004219/1⟫ budget for compute is ⟪price|£18,000⟫ this year, don't burn it on A100s
"""),
("irs_call_transcript", """
CALL TRANSCRIPT – Taxpayer Assistance, ⟪date|11/30/2026⟫, ID ⟪call_id|TA-77120-B⟫
AGENT: Thank you for calling, this is Agent ⟦PERSON|Morales⟧, badge ⟪badge_number|1004872⟫. Can I have your full name?
CALLER: ⟦PERSON|Denise Carter-Whaley⟧.
AGENT: And your Social Security number?
CALLER: ⟦SSN|$ssn_5⟧.
AGENT: Date of birth?
CALLER: ⟦DATE_OF_BIRTH|July 9th, 1971⟧.
AGENT: Thank you, Ms. ⟦PERSON|Carter-Whaley⟧... sorry, ⟦PERSON|Denise⟧. I see a balance due of ⟦AMOUNT|$1,842.16⟧ for tax year 2024, including a failure-to-pay penalty. You can set up a short-term plan; the setup fee online is ⟪price|$22⟫.
CALLER: My husband ⟦PERSON|Ray⟧ died in March, his SSN was ⟦SSN|$ssn_6⟧, does that change anything?
"""),
("schengen_visa_checklist_email", """
Hi ⟦PERSON|Naledi⟧,

For your Spanish Schengen visa appointment on ⟪date|15 January⟫ at ⟪place|BLS Johannesburg⟫, bring:
1. Passport ⟦PASSPORT|M00412783⟧ (valid until ⟪date|2031⟫)
2. Invitation letter from your host ⟦PERSON|Javier Moreno Ruiz⟧, DNI ⟦NATIONAL_ID|$nid_dni1⟧, address ⟦ADDRESS|Calle de Alcalá 214, 3º B, 28028 Madrid⟧
3. Proof of funds: your statement shows ⟦AMOUNT|R 64,900⟧
4. Visa fee ⟪price|€90⟫ + service fee ⟪price|R 570⟫
Your ⟪booking_ref|BLS/JHB/2026/44102⟫ reference must be printed.

– ⟦PERSON|Thandi⟧, Kruger Travel Desk
"""),
("recruitment_whatsapp", """
[14:02] ⟦PERSON|Gemma⟧ (Apex Recruitment): Hi ⟦PERSON|Ashok⟧! The client loved you 🙌 they're offering ⟦AMOUNT|£58k⟧ + ⟪percentage|10%⟫ bonus
[14:03] ⟦PERSON|Ashok⟧: amazing! I was hoping for ⟦AMOUNT|60⟧ tbh
[14:05] ⟦PERSON|Gemma⟧ (Apex Recruitment): I'll push. The band is ⟪price|£52-62k⟫. Can you send your right-to-work share code and NI number for the background check?
[14:09] ⟦PERSON|Ashok⟧: share code ⟪share_code|W7K 2PX 9QM⟫, NI ⟦NATIONAL_ID|$nid_nino3⟧
[14:10] ⟦PERSON|Gemma⟧ (Apex Recruitment): perfect x start date ⟪date|1 Feb⟫ ok?
"""),
("wedding_guest_list_csv", """
guest_name,party,rsvp,meal,dietary,table,gift_pledge_gbp
⟦PERSON|Hollie Brannagh⟧,bride,yes,beef,,⟪table_number|1⟫,⟦AMOUNT|150⟧
⟦PERSON|Connor Brannagh⟧,bride,yes,fish,⟦MEDICAL|shellfish allergy⟧,⟪table_number|1⟫,⟦AMOUNT|150⟧
Auntie ⟦PERSON|Mo⟧,bride,yes,veg,,⟪table_number|3⟫,
⟦PERSON|Dev Kapoor⟧,groom,no,,,,⟦AMOUNT|75⟧
⟦PERSON|Ishaan Kapoor⟧,groom,yes,beef,⟦MEDICAL|type 1 diabetic⟧,⟪table_number|4⟫,⟦AMOUNT|200⟧
⟦PERSON|Rosie Teale⟧,groom,yes,veg,⟦MEDICAL|coeliac⟧,⟪table_number|4⟫,
"""),
("crypto_withdrawal_scam_report", """
To: ⟦EMAIL|security@coinvale.exchange⟧
Subject: URGENT withdrawal I did not make – UID ⟪user_id|88120457⟫

My name is ⟦PERSON|Sebastian Hoyle⟧. At ⟪timestamp|2026-12-02 21:47 UTC⟫ someone withdrew 0.84 BTC (≈ ⟦AMOUNT|$81,300⟧) to ⟪wallet_address|bc1q9h7ya2u3k0r6xgv5j8t2eqz4nld6f0mz3w8pcs⟫, tx ⟪tx_hash|4a7f0e2d9c6b1a85f3e0d27c94b61a8e5d3f2c10b97e4a6d8c5f1e3b2a09d7c6⟫.
The day before, "support" on Telegram asked me to "verify" my wallet and I typed my recovery phrase into their site:
⟦SECRET|canyon brisk tattoo melt orbit famous seven lucky wagon pencil husband ridge⟧
I know. I'm an idiot. I also gave them my 2FA backup key ⟦SECRET|$sec_totp2⟧.
Please freeze my account. Phone ⟦PHONE|+44 7700 900381⟧.
"""),
("fintech_card_dispute", """
Dispute form – Plumb Money app
Cardholder: ⟦PERSON|Marguerite Olafsdottir⟧
Card number: ⟦CARD|$card_mc3⟧   Exp ⟪card_expiry|04/29⟫   CVC ⟦CVV|772⟧
Transaction: ⟪merchant|AMZN Mktp DE⟫ · ⟪date|28.11.2026⟫ · ⟦AMOUNT|€329.99⟧ · auth code ⟪auth_code|08471Z⟫
Reason: goods not received. Seller promised refund of ⟦AMOUNT|€329.99⟧ by ⟪date|1 Dec⟫, nothing arrived.
Contact: ⟦EMAIL|m.olafsdottir@gmx.net⟧ / ⟦PHONE|+354 690 2218⟧
"""),
("food_wholesale_order_email", """
From: ⟦PERSON|Ravi Chaudhry⟧ <⟦EMAIL|orders@chaudhryfoods.co.uk⟧>
To: ⟦EMAIL|sales@eastgatewholesale.com⟧
Subject: PO ⟪po_number|CF-2026-1187⟫

Hi ⟦PERSON|Jess⟧,
Please deliver Thursday to ⟦ADDRESS|Unit 3, Thornbury Trade Park, Bradford BD3 8HN⟧:
 - 40 x 20kg basmati (⟪product_code|EG-BAS-20⟫) @ ⟪price|£27.40⟫
 - 25 x 10L rapeseed oil (⟪product_code|EG-RSO-10⟫) @ ⟪price|£14.95⟫
 - 12 x chickpeas 2.5kg tins
Our account balance shows ⟦AMOUNT|£2,118.60⟧ outstanding — I paid that on ⟪date|27/11⟫, can you check?
Thanks, ⟦PERSON|Ravi⟧ – ⟦PHONE|01274 555 390⟧
"""),
("inpatient_nursing_note", """
Ward 12 – Nursing evaluation – night shift ⟪date|02/12⟫
Bed ⟪bed_number|12-04⟫: Mr ⟦PERSON|F. Lindqvist⟧, 78
Day 3 post ⟦MEDICAL|laparoscopic right hemicolectomy⟧. Settled overnight. Pain controlled with ⟦MEDICAL|oxycodone 5 mg⟧ PRN x1 at 02:00. ⟦MEDICAL|Delirium⟧ screen (4AT) 0. Wife ⟦PERSON|Marit⟧ called at 21:00, updated.
Stoma active, ⟪fluid_volume|350 mL⟫ output. ⟦MEDICAL|Enoxaparin 40 mg⟧ given 18:00.
— ⟦PERSON|Chidinma⟧ (RN), bleep ⟪bleep_number|4417⟫
"""),
("psychiatry_clinic_letter", """
Community Mental Health Team – Clinic letter
Re: ⟦PERSON|Jonah Beaumont-Reyes⟧, DOB ⟦DATE_OF_BIRTH|19/10/1998⟧, ⟦ADDRESS|Flat 2, 11 Gloucester Place, Brighton BN1 4AA⟧

Dear Dr ⟦PERSON|Halloran⟧,

I reviewed ⟦PERSON|Jonah⟧ on ⟪date|25 November 2026⟫. Diagnosis: ⟦MEDICAL|bipolar affective disorder, currently hypomanic⟧. He stopped ⟦MEDICAL|lithium carbonate 800 mg⟧ in October. Plan: restart ⟦MEDICAL|lithium⟧ at 400 mg nocte, levels in 5 days; add ⟦MEDICAL|quetiapine 100 mg⟧ for sleep. His mother ⟦PERSON|Carmen⟧ is aware.

Care coordinator: ⟦PERSON|Felix Adair⟧ ⟦PHONE|01273 555 642⟧

Dr ⟦PERSON|Saskia Brandt⟧, Consultant Psychiatrist
"""),
("slack_incident_leaked_key", """
#inc-2291-sendgrid-abuse
⟦PERSON|Hamza Iqbal⟧ 11:02 — SendGrid suspended us for spam. Someone scraped our old key from the public repo ⟪repo|tidewater/marketing-site⟫
⟦PERSON|Hamza Iqbal⟧ 11:03 — leaked value: ⟦APIKEY|$key_sendgrid1⟧ (in commit ⟪commit_sha|e19b7c2⟫)
⟦PERSON|Lucía Ferrán⟧ 11:05 — revoked. new one is in Vault at ⟪vault_path|secret/data/marketing/sendgrid⟫, not pasting it here
⟦PERSON|Lucía Ferrán⟧ 11:06 — also rotating the Mailgun fallback ⟦APIKEY|$key_mailgun1⟧ just in case
⟦PERSON|Hamza Iqbal⟧ 11:09 — estimated overage from the spam run: ⟪price|$1,420⟫ at list price, support says they'll waive
"""),
("nginx_access_log", """
⟦IP_ADDRESS|81.174.230.12⟧ - - [⟪timestamp|03/Dec/2026:08:14:02 +0000⟫] "GET /api/v2/orders?page=2 HTTP/1.1" 200 5123 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X)"
⟦IP_ADDRESS|2a02:c7c:5e2f:8d00:14a1:9b3e:7f20:6c5d⟧ - - [03/Dec/2026:08:14:05 +0000] "POST /api/v2/login HTTP/1.1" 401 61 "-" "python-requests/⟪version|2.32.3⟫"
⟪doc_ip|127.0.0.1⟫ - - [03/Dec/2026:08:14:06 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"
⟦IP_ADDRESS|192.168.40.17⟧ - ⟦PERSON|lmorrison⟧ [03/Dec/2026:08:14:09 +0000] "GET /admin/export?token=⟦SECRET|$sec_session2⟧ HTTP/1.1" 200 88211 "-" "curl/8.5.0"
⟦IP_ADDRESS|81.174.230.12⟧ - - [03/Dec/2026:08:14:11 +0000] "GET /static/app.⟪hash|4f1c9a2e⟫.js HTTP/1.1" 304 0 "-" "Mozilla/5.0"
"""),
("python_stack_trace", """
Traceback (most recent call last):
  File "/home/⟦PERSON|agarcia⟧/projects/kyc-sync/sync.py", line 88, in <module>
    main()
  File "/home/⟦PERSON|agarcia⟧/projects/kyc-sync/sync.py", line 71, in main
    resp = client.upsert_customer(customer)
  File "/usr/lib/python3.11/site-packages/kycvendor/client.py", line 212, in upsert_customer
    raise ValidationError(f"bad field national_id for {payload}")
kycvendor.errors.ValidationError: bad field national_id for {'name': '⟦PERSON|Katarzyna Zielińska⟧', 'pesel': '⟦NATIONAL_ID|$nid_pesel1⟧', 'dob': '⟦DATE_OF_BIRTH|1991-08-17⟧', 'country': 'PL', 'request_id': '⟪uuid|6f1d2c8a-3b47-4e9a-a0c5-2d18e7f94b31⟫'}
"""),
("ini_config_file", """
; /etc/mailrelay/relay.ini — managed by ⟦PERSON|Bogdan Ionescu⟧
[server]
listen = ⟪bind_address|0.0.0.0⟫:⟪port|2525⟫
upstream = ⟦IP_ADDRESS|10.8.14.3⟧
allowed_nets = ⟪cidr|10.8.0.0/16⟫

[auth]
username = relay-bot
password = ⟦PASSWORD|Gr33nT3a&Biscuits⟧
smtp_api_key = ⟦APIKEY|$key_twilio1⟧

[alerts]
notify = ⟦EMAIL|bogdan.ionescu@carpatia-mail.ro⟧
"""),
]

TEXTS += [
("lost_baggage_claim_form", """
DELAYED / DAMAGED BAGGAGE CLAIM – File ref ⟪file_reference|MANBA41872⟫
Passenger: ⟦PERSON|Ifeoma Chukwu-Barnes⟧   Flight: ⟪flight_number|BA1392⟫ ⟪date|27 Nov⟫   Bag tag ⟪bag_tag|BA 482913⟫
Delivery address: ⟦ADDRESS|Apartment 9, Chorlton Mill, 3 Cambridge Street, Manchester M1 5BY⟧
Daytime phone: ⟦PHONE|0161 496 0921⟧   Mobile: ⟦PHONE|07700 900603⟧
Email: ⟦EMAIL|ifeoma.cb@yahoo.co.uk⟧
Essential purchases while bag delayed (receipts attached):
  toiletries ⟦AMOUNT|£23.45⟧, work shirt ⟦AMOUNT|£39.00⟧, phone charger ⟦AMOUNT|£18.99⟧
Total claimed: ⟦AMOUNT|£81.44⟧  (airline guideline: up to ⟪price|£50 per day⟫)
"""),
("hotel_folio_invoice", """
THE GRANARY HOTEL & SPA – GUEST FOLIO
Folio no. ⟪invoice_number|F-771203⟫   Room ⟪room_number|214⟫   Arr ⟪date|29/11/26⟫  Dep ⟪date|01/12/26⟫
Guest: Mr ⟦PERSON|Anders Holmgren⟧, ⟦ADDRESS|Sveavägen 44, 111 34 Stockholm, Sweden⟧
29/11  Room – Classic Double          ⟪price|165.00⟫
29/11  Dinner – Restaurant (table 7)  ⟦AMOUNT|87.50⟧
30/11  Room – Classic Double          ⟪price|165.00⟫ 
30/11  Spa – deep tissue 60'          ⟦AMOUNT|95.00⟧
Balance paid                          ⟦AMOUNT|GBP 512.50⟧  Visa ⟪masked_card|XXXXXXXXXXXX7745⟫
VAT reg ⟪vat_number|GB 284 1177 09⟫ · ⟪org_name|Granary Hotels Ltd⟫ · Tel ⟦PHONE|01223 555 480⟧
"""),
("gym_keyholder_voicemail", """
Voicemail transcript – ⟪timestamp|Wed 02 Dec, 05:48⟫ – from ⟦PHONE|07700 900742⟧
"Hiya ⟦PERSON|Ollie⟧, it's ⟦PERSON|Shaz⟧ from the gym. You're opening up tomorrow, yeah? So the shutter key's in the key safe by the bins, code is ⟦PASSWORD|one nine eight four⟧, and the alarm is ⟦PASSWORD|eight three one six⟧ then the tick button. If it beeps at you ring ⟦PERSON|Big Dave⟧ on ⟦PHONE|07700 900188⟧. Oh and Mrs ⟦PERSON|Abara⟧'s… sorry, ⟦PERSON|Ngozi⟧'s six o'clock PT is cancelled, she's got ⟦MEDICAL|shingles⟧. Cheers, bye."
"""),
("church_standing_order_form", """
St Columba's Parish – Planned Giving Standing Order
To the manager of: ⟪org_name|Bank of Ireland⟫, ⟪place|Drumcondra⟫ branch
Please pay St Columba's Parish Account the sum of ⟦AMOUNT|€40.00⟧ monthly from ⟪date|1 January 2027⟫ until further notice.
Account name: ⟦PERSON|Fionnuala⟧ & ⟦PERSON|Padraig Ó Briain⟧
IBAN: ⟦IBAN|$iban_ie1⟧   BIC: ⟪bic|BOFIIE2D⟫
Address: ⟦ADDRESS|18 Iona Road, Glasnevin, Dublin 9, D09 K2X7⟧
Envelope no. ⟪member_id|218⟫ · Signed ⟦PERSON|F. Ó Briain⟧  ⟪date|30/11/2026⟫
Suggested weekly offering ⟪price|€10⟫
"""),
("broadband_engineer_visit_sms", """
FibreNest: Your engineer ⟦PERSON|Lewis⟧ will arrive on ⟪date|Tue 8 Dec⟫ between ⟪time|8am⟫-⟪time|1pm⟫ at ⟦ADDRESS|Unit 4, Millbrook Court, 12 Station Road, Didcot OX11 7NN⟧. You told us the gate code is ⟦PASSWORD|C2745⟧. Need to rearrange? Call ⟦PHONE|0800 048 7712⟧ quoting ⟪order_number|FN-ORD-338102⟫.
"""),
("garage_phone_deposit_notes", """
Phone deposit – used car reservation (taken by ⟦PERSON|Kieran⟧, ⟪timestamp|01/12 16:05⟫)
Vehicle: 2021 Kia Niro 2 ⟪vehicle_plate|WU21 HPO⟫, stock ⟪stock_number|ST-4431⟫, screen price ⟪price|£17,995⟫
Customer: ⟦PERSON|Samantha Lyle-Bennett⟧, ⟦PHONE|07700 900297⟧, ⟦EMAIL|sam.lylebennett@hotmail.co.uk⟧
Card: ⟦CARD|$card_disc1⟧  exp ⟪card_expiry|03/30⟫  sec ⟦CVV|884⟧
Deposit taken: ⟦AMOUNT|£500.00⟧ (refundable 48 h)
Customer mentioned she can't do stairs after ⟦MEDICAL|knee replacement⟧ — bring car round to front for viewing.
SHRED THIS SHEET AFTER KEYING INTO DMS.
"""),
("esports_player_registration", """
NATIONS CUP 2027 – Player registration (Poland)
In-game name: Kubix       Real name: ⟦PERSON|Jakub Wiśniewski⟧
PESEL: ⟦NATIONAL_ID|$nid_pesel2⟧   Date of birth: ⟦DATE_OF_BIRTH|4 March 2002⟧
Passport: ⟦PASSPORT|EK8120473⟧
Guardian consent: not required (18+)
Entry fee: ⟪price|€25⟫ per player — paid by card ⟦CARD|$card_mc4⟧, CVC ⟦CVV|207⟧
Prize account IBAN: ⟦IBAN|$iban_pl1⟧
Team captain: ⟦PERSON|Bartosz "Bartek" Zając⟧ ⟦PHONE|+48 601 224 587⟧
"""),
("research_participant_payments_csv", """
study_id,participant_ref,full_name,iban,payment_eur,status,paid_on
⟪application_ref|SLEEP-26⟫,⟪participant_id|P014⟫,⟦PERSON|Élodie Marchand⟧,⟦IBAN|$iban_fr1⟧,⟦AMOUNT|60.00⟧,paid,⟪date|2026-11-20⟫
⟪application_ref|SLEEP-26⟫,⟪participant_id|P015⟫,⟦PERSON|Pieter Claes⟧,⟦IBAN|$iban_be1⟧,⟦AMOUNT|45.00⟧,paid,⟪date|2026-11-20⟫
⟪application_ref|SLEEP-26⟫,⟪participant_id|P016⟫,⟦PERSON|Nina Graf⟧,⟦IBAN|$iban_ch2⟧,⟦AMOUNT|60.00⟧,pending,
# rate card: ⟪price|15.00⟫ per session, max 4 sessions; exported by ⟦PERSON|m.ferretti⟧
"""),
("nhs_111_call_transcript", """
111 CALL – ⟪timestamp|03/12/2026 01:22⟫ – call ID ⟪call_id|NHS111-88412⟫
Call handler: Can I take the patient's name?
Caller: It's my son, ⟦PERSON|Reuben Castellano⟧, he's four. I'm his mum, ⟦PERSON|Tasha⟧.
Call handler: And the address you're at now?
Caller: ⟦ADDRESS|45 Primrose Hill Road, Huddersfield HD4 6QG⟧.
Call handler: A phone number in case we get cut off?
Caller: ⟦PHONE|07700 900514⟧.
Call handler: What's happening tonight?
Caller: He's got a ⟦MEDICAL|temperature of 39.4⟧, a ⟦MEDICAL|barking cough⟧ and he's struggling to breathe in. He had ⟦MEDICAL|croup⟧ last winter and they gave him ⟦MEDICAL|dexamethasone⟧.
Call handler: I'm going to arrange for a clinician to call you back within ⟪duration|one hour⟫.
"""),
("umbrella_payroll_email", """
From: ⟦EMAIL|payroll@keystone-umbrella.co.uk⟧
To: ⟦PERSON|Magdalena Nowak⟧
Subject: Payslip week 48 – assignment ⟪assignment_id|KS-22817⟫

Hi ⟦PERSON|Magda⟧,

Your payslip for week 48 is attached: gross ⟦AMOUNT|£1,187.50⟧ (38 hrs), net ⟦AMOUNT|£903.22⟧ paid to ⟦IBAN|$iban_pt1⟧ as requested (we usually pay UK accounts only, so this is a one-off). Our margin is ⟪price|£22 per week⟫.

Your agency consultant ⟦PERSON|Tomasz⟧ says you're moving address — please update it in the portal or reply with the new one.

Keystone Payroll Team · ⟦PHONE|0330 555 7721⟧
"""),
("charity_run_sponsor_page", """
⟦PERSON|Zainab Hussain⟧ is running the ⟪event_name|Great North Run⟫ for ⟪org_name|Mind⟫ 🏃‍♀️
"Two years ago I was diagnosed with ⟦MEDICAL|postnatal depression⟧ and ⟪org_name|Mind⟫ helped me find my way back. Please sponsor me!"
Target: ⟪price|£750⟫   Raised so far: ⟦AMOUNT|£1,024.50⟧
Recent supporters:
  Auntie ⟦PERSON|Rukhsana⟧ – ⟦AMOUNT|£100⟧
  ⟦PERSON|Dan⟧ & ⟦PERSON|Gem⟧ – ⟦AMOUNT|£25⟧
  Anonymous – ⟦AMOUNT|£10⟧ "go on girl!"
  Coach ⟦PERSON|Mike⟧ – ⟦AMOUNT|£30⟧
"""),
]

TEXTS += [
("ci_leak_incident_report", """
SECURITY INCIDENT SIR-2026-031 – secrets printed in public CI logs
Reported by: ⟦PERSON|Temitope Adeyinka⟧ (⟦EMAIL|t.adeyinka@harbourline.io⟧) on ⟪date|2 Dec 2026⟫
Summary: a debug step (`env | sort`) in job ⟪build_id|#88214⟫ of repo ⟪repo|harbourline/mobile-app⟫ printed:
  GITHUB_APP_INSTALLATION_TOKEN=⟦APIKEY|$key_ghs1⟧
  SLACK_USER_TOKEN=⟦APIKEY|$key_slack2⟧
  NPM_AUTH=⟦SECRET|$sec_npmauth1⟧
and the deploy key from ~/.ssh/id_rsa:
⟦SECRET|$sec_pem2⟧
Actions: all four credentials revoked by ⟦PERSON|Callum Fraser⟧ within ⟪duration|35 minutes⟫; logs deleted; runner image ⟪version|ubuntu-24.04-20261130⟫ rebuilt.
Root cause owner: ⟦PERSON|jpereira⟧ (added the debug step in commit ⟪commit_sha|77ad3e1⟫).
"""),
("us_hospital_bill_statement", """
MERCY VALLEY MEDICAL CENTER – Patient Statement
Statement date ⟪date|11/28/2026⟫   Account ⟪account_ref|MV-00918273⟫
Guarantor: ⟦PERSON|Darnell Whitaker⟧, ⟦ADDRESS|2716 Pecan Hollow Ln, Tulsa, OK 74133⟧
Patient: ⟦PERSON|Kiara Whitaker⟧   DOB ⟦DATE_OF_BIRTH|04/17/2011⟧   Guarantor SSN ⟦SSN|$ssn_9⟧
Date of service ⟪date|10/02/2026⟫ – Emergency visit: ⟦MEDICAL|displaced distal radius fracture⟧, ⟦MEDICAL|closed reduction and casting⟧
Total charges        ⟦AMOUNT|$6,482.00⟧
Insurance paid       ⟦AMOUNT|$4,905.60⟧
Adjustments          ⟦AMOUNT|$812.40⟧
PLEASE PAY           ⟦AMOUNT|$764.00⟧ by ⟪date|12/20/2026⟫
Questions: Patient Financial Services ⟦PHONE|(918) 555-0107⟧. Financial assistance available under ⟪percentage|200%⟫ of FPL.
"""),
("corporate_travel_booking_fax", """
CORPORATE BOOKING AUTHORITY – ⟪org_name|Meridian Consulting⟫
To: ⟪org_name|Citywide Travel Management⟫   Fax ⟦PHONE|+44 20 7946 0000⟧
Traveller: Ms ⟦PERSON|Adriana Kostova⟧, passport ⟦PASSPORT|382941107⟧ (Bulgaria)
Trip: LHR–JFK ⟪date|14 Jan⟫, JFK–LHR ⟪date|19 Jan⟫, hotel near ⟪place|Hudson Yards⟫ max ⟪price|$420/night⟫
Lodge card: Diners Club ⟦CARD|$card_diners1⟧  exp ⟪card_expiry|08/28⟫  CVV ⟦CVV|991⟧
Authorised by: ⟦PERSON|Hugh Pemberton⟧, Finance Director, ⟦PHONE|020 7946 0642⟧
"""),
("merch_store_refund_email", """
Hi ⟦PERSON|Aleksander⟧,

Sorry your ⟪product_code|Frostfall hoodie (L)⟫ arrived with a misprint! We've refunded ⟦AMOUNT|€64.00⟧ to your Maestro card ⟦CARD|$card_maestro1⟧ — normally we'd only show the last four digits, but our old template printed the whole number, which we've now fixed. Refunds take ⟪duration|3–5 business days⟫.

The hoodie is back in stock at ⟪price|€59.00⟫ + shipping if you'd like to reorder.

Cheers,
⟦PERSON|Tilde⟧ @ FrostfallTV Merch · order ⟪order_number|FF-20488⟫
"""),
("amsterdam_rental_agreement", """
HUUROVEREENKOMST / RESIDENTIAL LEASE (English translation)
Landlord: ⟦PERSON|Willem van der Berg⟧, ⟦ADDRESS|Prinsengracht 412-II, 1016 JB Amsterdam⟧
Tenant: ⟦PERSON|Rahul Venkataraman⟧, BSN ⟦NATIONAL_ID|$nid_bsn2⟧, phone ⟦PHONE|+31 6 4829 1173⟧
Property: ⟦ADDRESS|Javastraat 88-3, 1094 HK Amsterdam⟧
Term: from ⟪date|1 February 2027⟫, indefinite
Rent: ⟦AMOUNT|€2,150⟧ per month excl. utilities; deposit ⟦AMOUNT|€4,300⟧ paid ⟪date|20-12-2026⟫
Energy label ⟪energy_label|B⟫; points under WWS: ⟪score|187⟫ (liberalised sector above ⟪price|€1,184.82⟫)
"""),
("japan_expat_tax_memo", """
MEMO – Year-end adjustment (nenmatsu chōsei) for secondees
To: ⟦PERSON|Hiroshi Takeda⟧, Payroll   From: ⟦PERSON|Fiona Mackenzie⟧, Global Mobility
Re: Mr ⟦PERSON|David O'Connell⟧ (secondee from Dublin)

⟦PERSON|Hiroshi⟧, please use his Individual Number ⟦NATIONAL_ID|$nid_mynum2⟧ on the withholding slip. His housing allowance (⟦AMOUNT|¥220,000⟧/month) is taxable; the hypothetical tax deduction is ⟦AMOUNT|¥41,300⟧/month. Dependants: spouse ⟦PERSON|Aisling⟧, no income.
Standard policy cap for housing is ⟪price|¥250,000⟫.
"""),
]
