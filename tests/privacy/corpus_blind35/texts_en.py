TEXTS = [
("wedding_guest_list_csv", """
guest_id,full_name,table,dietary,plus_one,rsvp_phone
⟪guest_ref|G-0417⟫,⟦PERSON|Harriet Ollerenshaw⟧,7,vegetarian,yes,⟦PHONE|07700 900412⟧
⟪guest_ref|G-0418⟫,⟦PERSON|Tomasz Wierzbicki⟧,7,⟦MEDICAL|coeliac disease⟧ - gluten free only,no,⟦PHONE|07700 900583⟧
⟪guest_ref|G-0419⟫,⟦PERSON|Priya Ramaswamy⟧,3,none,yes,⟦PHONE|07700 900127⟧
⟪guest_ref|G-0420⟫,"⟦PERSON|McBRIDE, Aoife⟧",12,⟦MEDICAL|severe peanut allergy - carries EpiPen⟧,no,⟦PHONE|07700 900961⟧
# venue: ⟪place|Thornbury Barn⟫, reception ⟪date|Sat 13 June 2026⟫, ⟪price|£95 per head⟫ (3 courses)
"""),
("hen_party_whatsapp", """
[19:02] ⟦PERSON|Jodie⟧: ok girls deposit for the cottage is due friday!! ⟦AMOUNT|£60⟧ each to me pls
[19:03] ⟦PERSON|Steph B⟧: sent ✅ ⟦AMOUNT|£60⟧ via bank
[19:05] ⟦PERSON|Kaz⟧: can u resend ur details hun
[19:06] ⟦PERSON|Jodie⟧: ⟦PERSON|J Marchetti⟧ sort ⟪sort_code_partial|xx-xx-19⟫ acc ending ⟪id_tail|4471⟫ lol just use the ⟦IBAN|$iban_gb1⟧ one
[19:08] ⟦PERSON|Kaz⟧: done, paid ⟦AMOUNT|£60⟧ + ⟦AMOUNT|£12.50⟧ for the cocktail class
[19:09] ⟦PERSON|Jodie⟧: legend 🍸 class is ⟪price|£25pp⟫ normally so we got a deal. booking ref ⟪booking_ref|HEN-ML-3302⟫
"""),
("stag_booking_email", """
From: ⟦EMAIL|bookings@wildweekends.co.uk⟧
To: ⟦EMAIL|craig.mulholland84@gmail.com⟧
Subject: Your Stag Weekend - Booking ⟪booking_ref|WW-88120⟫

Hi ⟦PERSON|Craig⟧,

Thanks for booking the Newcastle Stag Package for ⟪count|12⟫ people on ⟪date|22-24 May⟫.
We have received your deposit of ⟦AMOUNT|£480.00⟧. The remaining balance of ⟦AMOUNT|£1,716.00⟧ is due
8 weeks before arrival. Card used: ⟪masked_card|**** **** **** 9042⟫.

Quad biking is ⟪price|£45 per person⟫ if you want to add it later.
Group leader mobile on file: ⟦PHONE|07700 900338⟧.

Cheers,
⟦PERSON|Becky Lawson⟧
Wild Weekends Ltd | ⟦PHONE|0191 496 0732⟧
"""),
("tour_passenger_manifest", """
TOUR: ⟪tour_code|ICE-NL-0926⟫  Northern Lights & Glaciers  Departure ⟪date|2026-09-26⟫  Flight ⟪flight_number|FI451⟫
#  NAME                      PASSPORT     DOB          DIET / MEDICAL
1  ⟦PERSON|ABERNETHY Graham⟧        ⟦PASSPORT|532819076⟧    ⟦DATE_OF_BIRTH|14/02/1957⟧   ⟦MEDICAL|type 2 diabetes, insulin⟧
2  ⟦PERSON|ABERNETHY Maureen⟧       ⟦PASSPORT|532819144⟧    ⟦DATE_OF_BIRTH|30/11/1959⟧   vegetarian
3  ⟦PERSON|OKAFOR Chidi⟧            ⟦PASSPORT|A07731952⟧    ⟦DATE_OF_BIRTH|02/06/1988⟧   halal
4  ⟦PERSON|LINDQVIST Sara⟧          ⟦PASSPORT|91XK40273⟧    ⟦DATE_OF_BIRTH|19/08/1990⟧   ⟦MEDICAL|lactose intolerant⟧
Coach seat plan: ⟪seat_number|12A⟫-⟪seat_number|13D⟫. Guide: ⟦PERSON|Einar⟧ (⟦PHONE|+354 612 4407⟧)
"""),
("ski_school_booking_form", """
ALPINE TRACKS SKI SCHOOL - Private lesson request
Student name: ⟦PERSON|Oliver Pennington-Smythe⟧ (age ⟪age|9⟫)
Parent/guardian: ⟦PERSON|Lucinda Pennington-Smythe⟧
Mobile: ⟦PHONE|+44 7700 900215⟧   Email: ⟦EMAIL|lucinda.ps@outlook.com⟧
Level: ⟪ski_level|Flocon⟫ / ⟪ski_level|1st Star⟫
Medical info: ⟦MEDICAL|mild asthma - blue Ventolin inhaler in jacket pocket⟧
Lesson: ⟪date|16/02/2027⟫ 09:00-11:00, meeting point ⟪place|Le Praz chairlift⟫
Price ⟪price|€165 / 2h⟫. Paid today: ⟦AMOUNT|€165.00⟧ (card ⟪masked_card|xxxx 3318⟫)
"""),
("sailing_crew_list", """
CREW LIST - Yacht "⟪vessel_name|Kittiwake II⟫" (⟪sail_number|GBR 4471⟫) - Fastnet qualifier ⟪date|Aug 2026⟫
Skipper:  ⟦PERSON|Rhodri Vaughan⟧   ⟦PHONE|07700 900674⟧   NOK: ⟦PERSON|Eleri Vaughan⟧ ⟦PHONE|07700 900675⟧
Mate:     ⟦PERSON|Fiona "Fi" Drummond⟧   passport ⟦PASSPORT|558201937⟧
Crew:     ⟦PERSON|Ben Achterberg⟧ (NL) ⟦NATIONAL_ID|$bsn1⟧
Crew:     ⟦PERSON|Siobhan Kearney⟧
Medical declarations: ⟦PERSON|Ben⟧ - ⟦MEDICAL|penicillin allergy⟧; ⟦PERSON|Siobhan⟧ - ⟦MEDICAL|takes sertraline 50mg daily⟧
Liferaft serviced ⟪date|03/2026⟫, EPIRB HEX ID ⟪beacon_id|9A2E3C7D1F00001⟫
"""),
("scuba_medical_form", """
RSTC DIVER MEDICAL - PARTICIPANT QUESTIONNAIRE
Name: ⟦PERSON|Kowalczyk, Marta⟧   Date of birth: ⟦DATE_OF_BIRTH|1991-07-04⟧
Address: ⟦ADDRESS|22 Gullane Road, Edinburgh EH4 6PL⟧
Q3 Asthma, wheezing? YES - ⟦MEDICAL|exercise-induced asthma, salbutamol PRN⟧
Q7 Ear surgery? YES - ⟦MEDICAL|left tympanoplasty 2019⟧
Q10 Currently pregnant? NO
Physician sign-off required. Examined by Dr ⟦PERSON|Hamish Reid⟧ on ⟪date|12 Mar 2026⟫ - fit to dive to ⟪depth|18m⟫.
Centre: ⟪org_name|Blue Lagoon Divers⟫, course ⟪course_code|PADI OW⟫, fee ⟪price|£429⟫
"""),
("mountain_rescue_callout_log", """
2026-01-17T14:22:09Z CALLOUT #⟪incident_ref|MR-26-014⟫ team=⟪org_name|Keswick MRT⟫ grid=⟪grid_ref|NY 3421 1539⟫
2026-01-17T14:22:40Z caller=⟦PERSON|Daniel Okoro⟧ tel=⟦PHONE|07700 900871⟧ reports companion fallen on ⟪place|Sharp Edge⟫
2026-01-17T14:25:12Z casualty=⟦PERSON|Lewis Tranter⟧ age=34 ⟦MEDICAL|suspected fractured left ankle⟧, ⟦MEDICAL|hypothermic, shivering⟧
2026-01-17T14:31:55Z paged: ⟦PERSON|mhalloran⟧ ⟦PERSON|tjessop⟧ ⟦PERSON|rwhitfield⟧ (⟪count|9⟫ responders)
2026-01-17T15:48:03Z helimed ⟪callsign|Rescue 936⟫ tasked, ETA ⟪duration|14 min⟫
2026-01-17T16:30:20Z casualty handed to NWAS, ⟦MEDICAL|Entonox administered⟧
"""),
("ot_home_visit_notes", """
Occupational Therapy - Home Visit Report
Client: Mrs ⟦PERSON|Edna Fairclough⟧ NHS no. on file
Visit address: ⟦ADDRESS|7 Chapel Row, Hebden Bridge HX7 8AQ⟧
Date: ⟪date|04/03/2026⟫  OT: ⟦PERSON|Nadia Qureshi⟧
Presenting: ⟦MEDICAL|osteoarthritis both knees⟧, ⟦MEDICAL|left hip replacement (2024)⟧. Struggles with bath transfers.
Recommendations: bath board + ⟪product_code|AQ-BB-680⟫ grab rail by front step, raised toilet seat.
Key safe code given by daughter ⟦PERSON|Janet⟧: ⟦PASSWORD|4 0 9 1⟧. Neighbour Mr ⟦PERSON|Clegg⟧ holds spare.
Equipment ordered via ⟪org_name|Calderdale Community Equipment⟫, ref ⟪order_ref|CE-228104⟫.
"""),
("wheelchair_service_ticket", """
Ticket ⟪ticket_ref|WSV-55812⟫ | Priority: High | Opened ⟪timestamp|2026-02-09 10:14⟫
Service user: ⟦PERSON|Kwame Asante⟧ | DOB ⟦DATE_OF_BIRTH|09 Sep 1979⟧
Contact: ⟦PHONE|0161 496 0388⟧ / ⟦PHONE|07700 900540⟧
Condition: ⟦MEDICAL|T6 complete spinal cord injury⟧; ⟦MEDICAL|pressure ulcer grade 2 sacrum⟧
Chair: ⟪product_code|Quickie Argon2⟫ serial ⟪serial_number|QA2-1187734⟫, cushion ⟪product_code|ROHO Quadtro⟫
Issue: castor bearing seized. Engineer ⟦PERSON|Gary Pym⟧ booked ⟪date|11/02⟫ AM.
"""),
("stroke_rehab_mdt_minutes", """
Stroke Rehab MDT - Ward 4B - ⟪date|Tue 10 Feb 2026⟫
Present: Dr ⟦PERSON|S. Banerjee⟧ (consultant), ⟦PERSON|Lorna⟧ (physio), ⟦PERSON|Ifeoma⟧ (SLT), ⟦PERSON|Pete H⟧ (OT)

1. Mr ⟦PERSON|Arthur Dunleavy⟧, bed ⟪bed_number|14⟫ - ⟦MEDICAL|left MCA infarct⟧, ⟦MEDICAL|right hemiparesis⟧, ⟦MEDICAL|expressive dysphasia⟧.
   On ⟦MEDICAL|clopidogrel 75mg⟧ + ⟦MEDICAL|atorvastatin 80mg⟧. NIHSS ⟪score|7⟫ (was ⟪score|12⟫).
   Plan: ESD referral; wife ⟦PERSON|Pauline⟧ keen for home by ⟪date|24/02⟫.
2. Mrs ⟦PERSON|Gwen Idowu⟧, bed ⟪bed_number|9⟫ - ⟦MEDICAL|dysphagia⟧, on ⟦MEDICAL|level 5 minced & moist diet⟧. Repeat VFS.
Actions: ⟦PERSON|Lorna⟧ to chase AFO fitting.
"""),
("cardiac_rehab_sms", """
Hi ⟦PERSON|Brian⟧, reminder of your Cardiac Rehab class Thurs ⟪time|2pm⟫ at ⟪place|Riverside Leisure Centre⟫. Bring your ⟦MEDICAL|GTN spray⟧. Any chest pain call ⟦PHONE|01632 960 447⟧. - Sister ⟦PERSON|Moyo⟧
"""),
("respiratory_spirometry_report", """
SPIROMETRY REPORT                              Lab ref: ⟪lab_ref|SPR-2026-00931⟫
Patient: ⟦PERSON|GALLAGHER, Declan⟧   Hosp no: RX4410237   DOB: ⟦DATE_OF_BIRTH|23.05.1962⟧
Height 178 cm  Weight 91 kg  Smoking: ex, ⟪pack_years|40 pack-years⟫
                 Pre        Post      %Pred
FEV1 (L)         1.62       1.71      ⟪percentage|52%⟫
FVC (L)          3.20       3.31      ⟪percentage|78%⟫
FEV1/FVC         0.51       0.52
Interpretation: ⟦MEDICAL|moderate obstructive defect consistent with COPD (GOLD 2)⟧, no significant reversibility.
Current inhalers: ⟦MEDICAL|Trelegy Ellipta 92/55/22⟧ one puff daily.
Reported by: ⟦PERSON|K. Adeyemi⟧, Clinical Physiologist
"""),
("diabetes_course_no_names", """
DESMOND Type 2 Diabetes Education - Course Outline (6 hours)
Session 1: What is ⟪health_term|type 2 diabetes⟫? How ⟪health_term|insulin resistance⟫ develops
Session 2: Food choices - carbohydrates, the glycaemic index and portion sizes
Session 3: Physical activity; understanding ⟪health_term|HbA1c⟫ (target usually ⟪threshold|48 mmol/mol⟫)
Session 4: Complications - feet, eyes, kidneys; ⟪health_term|retinopathy⟫ screening
Session 5: Medicines such as ⟪health_term|metformin⟫ and what to do on sick days
Venue: ⟪place|Room 2, Oakwood Health Centre⟫. Free to attend. Max ⟪count|12⟫ participants.
"""),
("broadband_install_job", """
JOB SHEET #⟪job_ref|FTTP-7719024⟫   Engineer: ⟦PERSON|Ryan Baxendale⟧ (⟦PERSON|rbaxendale⟧)
Customer: Ms ⟦PERSON|Ngozi Ekwueme⟧   Tel ⟦PHONE|07700 900146⟧
Install address: ⟦ADDRESS|Flat 3, 58 Wellington Street, Leeds LS1 4LT⟧
ONT serial ⟪serial_number|ALCLB2F6E9A1⟫  Router ⟪product_code|Hub 6⟫ MAC ⟪mac_address|A4:91:B1:2E:07:C3⟫
WiFi SSID: ⟪ssid|EE-Hub-7QX2⟫  WiFi key handed to customer: ⟦PASSWORD|tide-vapour-ML47⟧
Line test: ⟪speed|910 Mbps⟫ down / ⟪speed|110 Mbps⟫ up. Lead-in via pole ⟪pole_id|DP 1184⟫.
Notes: dog on premises (⟪pet_name|Biscuit⟫), friendly.
"""),
("smart_meter_engineer_app_log", """
2026-03-02 08:12:44 INFO  [job-dispatch] engineer=⟦PERSON|aokonkwo⟧ device=⟪device_id|TAB-0093⟫ login ok from ⟦IP_ADDRESS|10.44.18.201⟧
2026-03-02 08:13:02 INFO  [job-dispatch] assigned ⟪job_ref|SMETS2-INST-448120⟫ MPAN=⟪mpan|1200053218764⟫ MPRN=⟪mprn|7410236605⟫
2026-03-02 08:13:02 DEBUG [job-dispatch] customer_name="⟦PERSON|Gillian Stroud⟧" phone="⟦PHONE|07700 900732⟧" vulnerable=true reason="⟦MEDICAL|home oxygen (concentrator)⟧"
2026-03-02 08:13:03 DEBUG [auth] bearer=⟦APIKEY|$jwt4⟧
2026-03-02 09:47:18 WARN  [comms-hub] ⟪device_id|CHF-00-1B-7A-44⟫ pairing retry 3/5, GSM RSSI ⟪rssi|-97 dBm⟫
2026-03-02 10:05:51 INFO  [job-dispatch] job complete, photo upload to ⟪doc_ip|192.0.2.15⟫ ok
"""),
("solar_finance_agreement", """
SOLAR PV INSTALLATION & FINANCE AGREEMENT                           Agreement No. ⟪contract_ref|SF-2026-03418⟫
Between ⟪org_name|BrightRoof Solar Ltd⟫ and the Customer:
Name: Mr ⟦PERSON|Keith Arkwright⟧ and Mrs ⟦PERSON|Denise Arkwright⟧
Property: ⟦ADDRESS|31 Moorside Lane, Bingley BD16 3RT⟧
MPAN (import): ⟪mpan|1100 0537 2281 946⟫   System: 12 x ⟪product_code|JA Solar 435W⟫, ⟪product_code|GivEnergy 9.5kWh⟫ battery
Cash price ⟪price|£11,950.00⟫ less deposit paid ⟦AMOUNT|£1,500.00⟧ = amount of credit ⟦AMOUNT|£10,450.00⟧
APR ⟪percentage|9.9%⟫ over ⟪duration|120 months⟫; monthly repayment ⟦AMOUNT|£136.41⟧
Direct Debit from: ⟦IBAN|$iban_gb2⟧
Signed ⟦PERSON|K. Arkwright⟧   ⟪date|19/03/2026⟫
"""),
("ev_app_support_chat", """
ChargeNow Support - chat transcript ⟪chat_ref|CS-902211⟫
Agent ⟦PERSON|Mia⟧: Hi there, how can I help?
Customer: my RFID card stopped working at the ⟪place|Tesco Extra Stockport⟫ charger
Agent ⟦PERSON|Mia⟧: Could you confirm the email on the account?
Customer: ⟦EMAIL|paul.whitcombe@btinternet.com⟧, name ⟦PERSON|Paul Whitcombe⟧
Agent ⟦PERSON|Mia⟧: Thanks ⟦PERSON|Paul⟧. Card ⟪rfid_uid|04:A2:19:7C:3B:5E:80⟫ was blocked after a failed top-up. Your balance is ⟦AMOUNT|£3.20⟧.
Agent ⟦PERSON|Mia⟧: I've refunded the duplicate charge of ⟦AMOUNT|£18.74⟧, allow 3-5 days. Tariff there is ⟪price|79p/kWh⟫.
"""),
("ev_app_env_file", """
# chargenow-api/.env.production
NODE_ENV=production
PORT=⟪port|8443⟫
DATABASE_URL=postgres://chargenow:⟦SECRET|Vv7!qPz2mLr9@x⟧@⟦IP_ADDRESS|10.20.4.17⟧:5432/chargenow
STRIPE_SECRET_KEY=⟦APIKEY|$key_stripe1⟧
STRIPE_PUBLISHABLE_KEY=⟪app_id|pk_live_51N8xQ2EAbCdEfGhIjKlMnOpQr⟫
GOOGLE_MAPS_KEY=⟦APIKEY|$key_google1⟧
SENDGRID_API_KEY=⟦APIKEY|$key_sendgrid1⟧
JWT_SIGNING_SECRET=⟦SECRET|$hex641⟧
OCPP_LISTEN=⟪bind_address|0.0.0.0⟫
SENTRY_RELEASE=⟪version|4.18.2⟫
"""),
("wedding_venue_invoice", """
THE OLD RECTORY - Wedding Invoice ⟪invoice_ref|INV-10582⟫
Bill to: ⟦PERSON|Sophie Carrington⟧ & ⟦PERSON|James Oduya⟧, ⟦ADDRESS|2 Beech Mews, Cheltenham GL52 2PX⟧
Wedding date: ⟪date|5 September 2026⟫   Guests: ⟪count|96⟫
Exclusive venue hire (Saturday rate ⟪price|£6,500⟫)
Wedding breakfast 96 x ⟪price|£78.00⟫
Evening buffet
Total ⟦AMOUNT|£17,214.00⟧   Paid to date ⟦AMOUNT|£8,000.00⟧   Balance due ⟦AMOUNT|£9,214.00⟧
Pay by transfer to ⟪org_name|Old Rectory Events Ltd⟫ quoting ⟪invoice_ref|INV-10582⟫.
"""),
("mountain_rescue_radio_transcript", """
[radio transcript, channel ⟪channel|MR2⟫]
Control: Team leader, go ahead.
TL: We have located the missing walker at ⟪grid_ref|SD 7392 7845⟫. Name confirmed ⟦PERSON|Harriet Blaine⟧, spelled B-L-A-I-N-E.
TL: Conscious, ⟦MEDICAL|possible head injury⟧, says she is ⟦MEDICAL|diabetic, on insulin⟧, last ate at ⟪time|11:00⟫.
Control: Copy. Her husband ⟦PERSON|Neil⟧ is at the car park, mobile ⟦PHONE|07700 900093⟧.
TL: Request stretcher party, ⟪count|six⟫ more bodies. ⟦PERSON|Dave⟧ and ⟦PERSON|Kirsty⟧ bring the vac mat.
"""),
("cardiac_rehab_referral_letter_ocr", """
|Cardiology Department, ⟪org_name|St Aldhelm's Hospital⟫
Dear Cardiac Rehab Team,
Re: Mr ⟦PERSON|Vikram Sethi⟧, DOB ⟦DATE_OF_BIRTH|1 Oct 1958⟧, ⟦ADDRESS|44 Haverstock Road, Reading RG1 5JD⟧
Thank you for seeing this 67 year old gentleman following ⟦MEDICAL|NSTEMI⟧ on ⟪date|02/01/2026⟫ treated with
⟦MEDICAL|PCI to LAD (2 x DES)⟧. EF ⟪percentage|45%⟫. Medications: ⟦MEDICAL|ticagrelor 90mg bd⟧, ⟦MEDICAL|bisoprolol 2.5mg⟧,
⟦MEDICAL|ramipril 5mg⟧. He is keen to return to golf.
Yours sincerely, Dr ⟦PERSON|Helen Marsh-Oyelaran⟧ FRCP  Tel ⟦PHONE|0118 496 0021⟧
"""),
("dive_table_no_pii", """
PADI RDP excerpt (air, feet)    -- for training use only
Depth   NDL (min)   Pressure group at NDL
35      205         ⟪pressure_group|Z⟫
40      140         ⟪pressure_group|X⟫
50       80         ⟪pressure_group|V⟫
60       55         ⟪pressure_group|W⟫
70       40         ⟪pressure_group|U⟫
Safety stop 3 min at ⟪depth|15 ft⟫ recommended on every dive. Ascend no faster than ⟪rate|30 ft/min⟫.
Flying after diving: wait at least ⟪duration|18 hours⟫ after repetitive dives.
"""),
("ski_report_no_pii", """
SNOW REPORT - ⟪place|Val Thorens⟫ - ⟪date|Sunday 18 January⟫
Upper slopes: ⟪depth|185 cm⟫ | Lower: ⟪depth|120 cm⟫ | Fresh snow 24h: ⟪depth|22 cm⟫
Lifts open: ⟪count|29/31⟫   Pistes open: ⟪count|82 km⟫
Avalanche risk: ⟪risk_level|3 - considerable⟫ above 2,400 m. Wind: NW 40 km/h.
Day pass ⟪price|€69⟫, 6-day ⟪price|€349⟫. Forecast: sunny spells Monday.
"""),
("diabetes_course_attendance_sql", """
INSERT INTO course_attendance (id, course_id, participant_name, email, hba1c_mmol, meds, fee_paid) VALUES
(⟪row_id|3301⟫, '⟪course_code|DES-LDS-26-04⟫', '⟦PERSON|Abdul Rahman Chowdhury⟧', '⟦EMAIL|a.r.chowdhury@yahoo.co.uk⟧', 64, '⟦MEDICAL|metformin 1g bd⟧', ⟦AMOUNT|12.00⟧),
(⟪row_id|3302⟫, '⟪course_code|DES-LDS-26-04⟫', '⟦PERSON|Bernadette Quigley⟧', '⟦EMAIL|bquigley@talktalk.net⟧', 71, '⟦MEDICAL|gliclazide 80mg, sitagliptin⟧', ⟦AMOUNT|35.00⟧),
(⟪row_id|3303⟫, '⟪course_code|DES-LDS-26-04⟫', '⟦PERSON|Tomos Pritchard⟧', NULL, 58, '⟦MEDICAL|diet controlled⟧', ⟦AMOUNT|35.50⟧);
"""),
]
TEXTS += [
("tour_operator_payment_email", """
From: ⟦PERSON|Marguerite Olsen⟧ <⟦EMAIL|m.olsen@fjordtrails.example.no⟧>
To: ⟦EMAIL|dwaller1962@aol.com⟧
Subject: RE: Balance for Lofoten Walking Week ⟪booking_ref|FT-26-0712⟫

Dear ⟦PERSON|Mr Waller⟧,
We have not yet received the balance of ⟦AMOUNT|NOK 18,400⟧ for yourself and ⟦PERSON|Mrs Waller⟧.
If you prefer to pay by card please call our office on ⟦PHONE|+47 412 90 336⟧ between ⟪time|09:00⟫ and ⟪time|15:00⟫ CET.
Please do not e-mail card numbers. Our bank details: ⟦IBAN|$iban_no1⟧ (⟪org_name|DNB⟫), reference ⟪booking_ref|FT-26-0712⟫.
Note that the single supplement is ⟪price|NOK 3,900⟫.

Med vennlig hilsen,
⟦PERSON|Marguerite⟧
""".replace("⟦PERSON|Mr Waller⟧", "Mr ⟦PERSON|Waller⟧").replace("⟦PERSON|Mrs Waller⟧", "Mrs ⟦PERSON|Waller⟧")),
("us_tour_booking_web_form", """
POST /api/v2/bookings HTTP/1.1  (captured form payload, support case ⟪case_ref|SUP-44190⟫)
first_name=⟦PERSON|Tamika⟧
last_name=⟦PERSON|Okonjo-Reyes⟧
email=⟦EMAIL|tamika.or@icloud.com⟧
phone=⟦PHONE|(312) 555-0147⟧
dob=⟦DATE_OF_BIRTH|03/19/1986⟧
ssn_last4=⟪id_tail|0835⟫
emergency_contact=⟦PERSON|Dwayne Reyes⟧ ⟦PHONE|312-555-0182⟧
card_number=⟦CARD|$visa1⟧
card_exp=⟪card_expiry|08/29⟫
card_cvc=⟦CVV|417⟧
tour=⟪tour_code|YOSE-7D-SEP⟫&travellers=2&total=⟦AMOUNT|3,980.00⟧
"""),
("ssn_payroll_tour_guides_csv", """
employee_id,name,ssn,state,hourly_rate,ytd_gross
⟪employee_id|E1042⟫,⟦PERSON|Marcus Delgado⟧,⟦SSN|$ssn1⟧,CO,⟪price|24.50⟫,⟦AMOUNT|18234.75⟧
⟪employee_id|E1043⟫,⟦PERSON|Jennifer Kowalski⟧,⟦SSN|$ssn2⟧,CO,⟪price|26.00⟫,⟦AMOUNT|21012.00⟧
⟪employee_id|E1051⟫,⟦PERSON|Tyrell Washington⟧,⟦SSN|$ssn3⟧,UT,⟪price|22.75⟫,⟦AMOUNT|9870.25⟧
"""),
("ski_school_instructor_slack", """
#ski-school-ops  ⟪date|Jan 3⟫
⟦PERSON|@chloe.barnes⟧ 08:41  morning! who's got the ⟪ski_level|Snowflake⟫ group today? ⟦PERSON|Arlo⟧'s mum says he ⟦MEDICAL|has a nut allergy⟧, pen is in the blue bag
⟦PERSON|@marco.bellini⟧ 08:43  me. how many kids
⟦PERSON|@chloe.barnes⟧ 08:44  ⟪count|7⟫. also ⟦PERSON|Isla Renwick⟧ had ⟦MEDICAL|a concussion⟧ last week, parent signed off but keep her on greens
⟦PERSON|@marco.bellini⟧ 08:45  👍 meeting at ⟪place|the Bergerie⟫ at ⟪time|9.15⟫
⟦PERSON|@ops-bot⟧ 08:50  lift pass scanner ⟪device_id|LP-SCN-04⟫ offline
""".replace("⟦PERSON|@chloe.barnes⟧", "@⟦PERSON|chloe.barnes⟧").replace("⟦PERSON|@marco.bellini⟧", "@⟦PERSON|marco.bellini⟧").replace("⟦PERSON|@ops-bot⟧", "@ops-bot")),
("sailing_club_membership_renewal", """
Hi ⟦PERSON|Gareth⟧,
Your ⟪org_name|Solent Sailing Club⟫ family membership is due for renewal on ⟪date|1 April⟫.
Family rate this year is ⟪price|£420⟫. We'll collect ⟦AMOUNT|£420.00⟧ by Direct Debit from the account ending ⟪id_tail|2291⟫
unless you tell us otherwise. Dinghy park space ⟪berth_id|D-17⟫ stays reserved for you.
Gate code for the new season: ⟦PASSWORD|C1842X⟧ (please don't share).
Membership Secretary, ⟦PERSON|Annette Drew⟧ - ⟦EMAIL|membership@solentsailing.example.org⟧
"""),
("sailing_medical_declaration_form", """
OFFSHORE CREW MEDICAL DECLARATION
Crew member: ⟦PERSON|Henrik Sjöberg⟧    Personnummer: ⟦NATIONAL_ID|$se1⟧
Emergency contact: ⟦PERSON|Karin Sjöberg⟧ ⟦PHONE|+46 70 123 45 67⟧
Do you have any medical condition that may affect you at sea?  ⟦MEDICAL|Epilepsy - well controlled, seizure free 6 yrs⟧
Medication: ⟦MEDICAL|lamotrigine 200mg twice daily⟧
Seasickness remedy preference: ⟪health_term|Stugeron⟫ (general crew stock)
Race: ⟪event|RORC Channel Race⟫ ⟪date|25/07/2026⟫ Vessel ⟪vessel_name|Tern Again⟫
"""),
("scuba_booking_whatsapp", """
⟦PERSON|Niamh⟧: hey is there space on the wreck dive saturday? me + ⟦PERSON|Oisín⟧
Dive shop: Yes 2 spaces left on the ⟪vessel_name|Maid of Kent⟫, ⟪price|£85 each⟫ inc tanks. Need certs + medicals
⟦PERSON|Niamh⟧: ok. Oisín is AOW, I'm Rescue. he ⟦MEDICAL|had a collapsed lung in 2022⟧ tho is that a problem
Dive shop: Needs a doctor sign off before we can take him sorry. You're fine
⟦PERSON|Niamh⟧: ugh ok just me then. paid ⟦AMOUNT|£85.00⟧ on the link ✅ ⟪order_ref|#DS-20931⟫
""".replace("me + ⟦PERSON|Oisín⟧", "me + ⟦PERSON|Oisín⟧").replace("ok. Oisín is", "ok. ⟦PERSON|Oisín⟧ is")),
("ot_referral_email_signature", """
Hi ⟦PERSON|Sanjay⟧,

Quick one - can you pick up the home visit for ⟦PERSON|Mr Derek Holroyd⟧ (⟦ADDRESS|15 Tanner's Yard, Halifax HX1 2BL⟧)?
He's had ⟦MEDICAL|two falls in the last month⟧ and has ⟦MEDICAL|Parkinson's disease⟧. Wife ⟦PERSON|Maureen⟧ is main carer.
Entry: key safe by the back door, code ⟦PASSWORD|2207⟧. Small dog (⟪pet_name|Pippin⟫) - ⟪animal_health|on steroids for a skin condition⟫, bit grumpy.

Thanks,
⟦PERSON|Ros Tillotson⟧
Senior Occupational Therapist | ⟪org_name|Calderdale Adult Social Care⟫
T: ⟦PHONE|01422 393 000⟧ | M: ⟦PHONE|07700 900477⟧
""".replace("⟦PERSON|Mr Derek Holroyd⟧", "Mr ⟦PERSON|Derek Holroyd⟧")),
("wheelchair_powerchair_quote_pdf", """
QUOTATION  ⟪quote_ref|Q-WS-2026-118⟫    Valid until ⟪date|30/04/2026⟫
Customer: ⟦PERSON|Alisha Bains⟧, ⟦ADDRESS|9 Fernleigh Court, Coventry CV3 6QE⟧
Clinical justification: ⟦MEDICAL|Duchenne muscular dystrophy⟧, ⟦MEDICAL|non-ambulant, scoliosis (Cobb 32°)⟧
Item: ⟪product_code|Permobil F5 Corpus VS⟫ standing powerchair     List ⟪price|£28,940.00⟫
Less NHS voucher                                                  ⟦AMOUNT|-£7,300.00⟧
Less charity grant (⟪org_name|Muscular Dystrophy UK⟫)             ⟦AMOUNT|-£10,000.00⟧
Customer contribution                                             ⟦AMOUNT|£11,640.00⟧
Prepared by ⟦PERSON|Liam O'Rourke⟧, Mobility Assessor
"""),
("stroke_rehab_home_exercise_sms", """
Hi ⟦PERSON|Maureen⟧, it's ⟦PERSON|Tash⟧ from the community stroke team. ⟦PERSON|Ray⟧'s next physio is Wed ⟪date|18th⟫ ⟪time|10:30⟫. Please keep up the ⟦MEDICAL|left arm mirror therapy⟧ 3x daily. Any q's ring ⟦PHONE|0113 496 0555⟧
"""),
("cardiac_rehab_class_register_md", """
| # | Participant | Programme week | Condition | BP today | Notes |
|---|-------------|----------------|-----------|----------|-------|
| 1 | ⟦PERSON|Alan Greaves⟧ | ⟪week|4/8⟫ | ⟦MEDICAL|CABG x3⟧ | ⟪bp_reading|132/84⟫ | RPE 13 |
| 2 | ⟦PERSON|Pat Nwachukwu⟧ | ⟪week|2/8⟫ | ⟦MEDICAL|heart failure (HFrEF), ICD fitted⟧ | ⟪bp_reading|108/70⟫ | keep HR < 110 |
| 3 | ⟦PERSON|Jean-Luc Morin⟧ | ⟪week|7/8⟫ | ⟦MEDICAL|aortic valve replacement⟧ | ⟪bp_reading|141/88⟫ | on ⟦MEDICAL|warfarin⟧ |
| 4 | ⟦PERSON|Sue Pickavance⟧ | ⟪week|1/8⟫ | ⟦MEDICAL|stable angina⟧ | ⟪bp_reading|126/79⟫ | new |
Class lead: ⟦PERSON|Emeka⟧  Room: ⟪place|Gym 2⟫
"""),
("respiratory_clinic_call_transcript", """
[Call recording - Respiratory Nurse Line - ⟪timestamp|2026-02-20 11:02⟫]
Nurse: Respiratory clinic, ⟦PERSON|Bethan⟧ speaking.
Caller: Hi, it's ⟦PERSON|Gordon Mackie⟧, I'm on the oxygen list. My date of birth is the ⟦DATE_OF_BIRTH|fourth of April 1951⟧.
Nurse: Thanks Mr ⟦PERSON|Mackie⟧. What's happening?
Caller: My ⟦MEDICAL|bronchiectasis⟧ is flaring, green sputum, and I've run out of the ⟦MEDICAL|azithromycin⟧.
Nurse: I'll get ⟦PERSON|Dr Farouk⟧ to call you back. Still on ⟦PHONE|01224 496 318⟧?
Caller: Yes. Or my son ⟦PERSON|Stuart⟧ on ⟦PHONE|07700 900802⟧.
""".replace("⟦PERSON|Dr Farouk⟧", "Dr ⟦PERSON|Farouk⟧")),
("inhaler_technique_leaflet_no_pii", """
Using your ⟪health_term|MDI inhaler⟫ with a spacer
1. Remove cap, shake the inhaler and fit it into the ⟪product_code|AeroChamber Plus⟫.
2. Breathe out gently, seal lips around the mouthpiece.
3. Press once, then take ⟪count|5⟫ slow breaths.
4. Wait ⟪duration|30 seconds⟫ before a second puff.
Rinse your mouth after ⟪health_term|steroid inhalers⟫ to reduce the risk of ⟪health_term|oral thrush⟫.
Spacers should be replaced every ⟪duration|12 months⟫. Prescription charge in England: ⟪price|£9.90⟫ per item.
"""),
("diabetes_education_feedback_email", """
From: ⟦EMAIL|lenny.fortune@gmail.com⟧
To: ⟦EMAIL|diabetes.education@oakwoodhealth.example.nhs.uk⟧

Hi,
Just wanted to say thanks to ⟦PERSON|Carys⟧ and ⟦PERSON|Imran⟧ for the course last week. Since my ⟦MEDICAL|type 2 diagnosis⟧ in
October I've been so worried, but my last ⟦MEDICAL|HbA1c of 62⟧ came down and the GP has stopped the ⟦MEDICAL|gliclazide⟧.
I've lost ⟪weight|6 kg⟫!
Could you send me the carb counting slides?

Best,
⟦PERSON|Lenny Fortune⟧
⟦ADDRESS|27 Ashgrove Terrace, Swansea SA1 6HH⟧
"""),
("broadband_router_manual_no_pii", """
HyperHub 3 - Quick Start
Default admin page: ⟪doc_ip|192.0.2.1⟫ (if unreachable, try http://hyperhub.home)
Default Wi-Fi name and key are printed on the sticker on the base.
LEDs: solid white = connected; flashing amber = ⟪status|firmware updating⟫; red = no sync.
To factory reset hold the pin for ⟪duration|15 seconds⟫. Firmware ⟪version|v3.14.7⟫ adds WPA3 support.
Support line: ⟦PHONE|0800 496 0101⟧
"""),
("broadband_installer_nginx_log", """
⟦IP_ADDRESS|81.174.233.19⟧ - - [⟪timestamp|12/Feb/2026:09:14:22 +0000⟫] "GET /booking/confirm?ref=⟪booking_ref|INST-55210⟫&email=⟦EMAIL|f.haddad@virginmedia.com⟧ HTTP/1.1" 200 5123 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4)"
⟦IP_ADDRESS|10.12.0.44⟧ - ⟦PERSON|svc_jhartley⟧ [⟪timestamp|12/Feb/2026:09:14:25 +0000⟫] "POST /api/slots HTTP/1.1" 201 88 "-" "python-requests/⟪version|2.31.0⟫"
⟪doc_ip|203.0.113.77⟫ - - [⟪timestamp|12/Feb/2026:09:15:01 +0000⟫] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"
⟦IP_ADDRESS|2a02:c7c:5e10:8d00:4c1:9a2f:e31b:77d0⟧ - - [⟪timestamp|12/Feb/2026:09:16:40 +0000⟫] "GET /booking/cancel?ref=⟪booking_ref|INST-55187⟫ HTTP/2.0" 302 0
""".replace("⟦PERSON|svc_jhartley⟧", "svc_⟦PERSON|jhartley⟧")),
("smart_meter_customer_letter_ocr", """
⟪org_name|Northern Power Direct⟫   Customer services ⟦PHONE|0345 496 0780⟧
⟦PERSON|Mr & Mrs P Hennessy⟧
⟦ADDRESS|Rose Cottage, 3 Mill Lane, Settle BD24 9EP⟧
Your account number: ⟪account_ref|NPD-004418273⟫      ⟪date|14 January 2026⟫
Dear ⟦PERSON|Mr Hennessy⟧,
Following your smart meter installation, your account is in credit by ⟦AMOUNT|£212.36⟧. We will refund
this to your bank account within 10 working days. Your new monthly Direct Debit will be ⟦AMOUNT|£118.00⟧.
Unit rate ⟪price|24.86p per kWh⟫, standing charge ⟪price|60.12p per day⟫.
""".replace("⟦PERSON|Mr & Mrs P Hennessy⟧", "Mr & Mrs ⟦PERSON|P Hennessy⟧").replace("⟦PERSON|Mr Hennessy⟧", "Mr ⟦PERSON|Hennessy⟧")),
("energy_tariff_table_no_pii", """
Tariff comparison - ⟪date|April 2026⟫ price cap period (direct debit, per region ⟪region|North West⟫)
| Tariff | Unit rate | Standing charge | Exit fee |
|---|---|---|---|
| Standard Variable | ⟪price|24.50p/kWh⟫ | ⟪price|53.68p/day⟫ | none |
| Fixed 12M v14 | ⟪price|23.10p/kWh⟫ | ⟪price|49.90p/day⟫ | ⟪price|£50 per fuel⟫ |
| EV Overnight (00:30-05:30) | ⟪price|7.50p/kWh⟫ | ⟪price|53.68p/day⟫ | none |
Smart Export Guarantee: ⟪price|15p/kWh⟫ exported.
Prepared by ⟦PERSON|Hollie Brandreth⟧ (pricing) - queries to ⟦EMAIL|tariffs@northernpower.example.co.uk⟧
"""),
("solar_installer_ci_log", """
Run #⟪build_id|4417⟫ - solar-portal-api (branch main, commit ⟪commit_sha|9f3c2ab71e0d4c58a11f2b6de0c93d7f15a8e442⟫)
[08:02:11] Step 3/9 : Configure AWS credentials
[08:02:11]   AWS_ACCESS_KEY_ID=⟦APIKEY|$key_aws1⟧
[08:02:11]   AWS_SECRET_ACCESS_KEY=⟦SECRET|$aws_secret1⟧
[08:02:12]   AWS_REGION=⟪region|eu-west-2⟫
[08:02:40] Step 5/9 : npm ci (registry token ⟦APIKEY|$key_npm1⟧)
[08:03:58] Step 7/9 : pytest -q  ... 214 passed
[08:04:20] Step 9/9 : deploy to ⟦IP_ADDRESS|172.31.22.118⟧ as ⟦PERSON|deploy_bkhan⟧ -- OK
""".replace("⟦PERSON|deploy_bkhan⟧", "deploy_⟦PERSON|bkhan⟧")),
("solar_site_survey_notes", """
Site survey - ⟪date|07/02/2026⟫ - surveyor ⟦PERSON|Owain⟧
Customer ⟦PERSON|Lydia Crabtree⟧, ⟦ADDRESS|118 Prospect Road, Stroud GL5 3NN⟧, ⟦PHONE|07700 900266⟧
Roof: south-west, ⟪angle|35°⟫ pitch, concrete interlocking tiles, no shading. Fuse ⟪rating|100A⟫.
MPAN ⟪mpan|22 1234 5678 903⟫ (top line ⟪mpan_profile|01 801 120⟫)
Customer says husband ⟦PERSON|Rob⟧ ⟦MEDICAL|uses a home dialysis machine⟧ - flag as priority services, no power-off without notice.
Quoted ⟪price|£9,480⟫ for 10 panels + 5kWh battery. Customer wants finance options.
"""),
("ev_charging_api_python_traceback", """
Traceback (most recent call last):
  File "/home/⟦PERSON|rkasprzak⟧/chargenow/sync/ocpi_pull.py", line 88, in <module>
    resp = client.fetch_sessions(since="⟪timestamp|2026-03-10T00:00:00Z⟫")
  File "/home/⟦PERSON|rkasprzak⟧/chargenow/sync/client.py", line 41, in fetch_sessions
    raise AuthError(f"401 for token {self.token}")
chargenow.errors.AuthError: 401 for token ⟦SECRET|$session1⟧
  endpoint=https://ocpi.partner.example.com/2.2/sessions  party_id=⟪app_id|GB-CNW⟫  version=⟪version|2.2.1⟫
"""),
("ev_rfid_card_registration_json", """
{
  "request_id": "⟪uuid|3b1e9d6a-52f0-4c4e-9e11-7a0c2f8d91b4⟫",
  "account": {
    "holder": "⟦PERSON|Yusuf Demirci⟧",
    "email": "⟦EMAIL|yusuf.demirci@protonmail.com⟧",
    "mobile": "⟦PHONE|+44 7700 900318⟧",
    "billing_address": "⟦ADDRESS|5 Canal Wharf, Birmingham B1 2JS⟧"
  },
  "rfid": {"uid": "⟪rfid_uid|04:5C:8E:22:AF:61:90⟫", "printed_no": "⟪card_label|GB-CNW-C00412877⟫"},
  "payment": {"card": "⟦CARD|$mc1⟧", "exp": "⟪card_expiry|11/28⟫", "cvc": "⟦CVV|902⟧"},
  "auto_topup": {"threshold": "⟪threshold|£5.00⟫", "amount": "⟦AMOUNT|£20.00⟧"}
}
"""),
("wedding_dj_contract_clause", """
ENTERTAINMENT CONTRACT - ⟪contract_ref|DJ-2026-044⟫
The Client, ⟦PERSON|Ms Rebecca Thornhill⟧ of ⟦ADDRESS|Apartment 12, 40 Deansgate, Manchester M3 2EG⟧, engages
⟦PERSON|Dean "DJ Deano" Hughes⟧ to perform at ⟪place|Hazlewood Castle⟫ on ⟪date|Saturday 15 August 2026⟫ from ⟪time|19:30⟫ to ⟪time|00:00⟫.
Fee: the Client shall pay ⟦AMOUNT|£950⟧, of which a non-refundable booking fee of ⟦AMOUNT|£250⟧ has been received.
Overtime is charged at ⟪price|£120 per hour⟫. Cancellation within 60 days forfeits the full fee.
Signed: ⟦PERSON|R. Thornhill⟧     ⟦PERSON|D. Hughes⟧
""".replace("⟦PERSON|Ms Rebecca Thornhill⟧", "Ms ⟦PERSON|Rebecca Thornhill⟧")),
]
TEXTS += [
("stag_party_telegram_group", """
⟦PERSON|Big Sean⟧: lads the Riga flights are ⟪price|£142⟫ return atm, booking tonight
⟦PERSON|Connor⟧: need everyone's passport no + exact name for the shooting range form
⟦PERSON|Liam McG⟧: ⟦PERSON|LIAM PATRICK McGOWAN⟧ ⟦PASSPORT|547712093⟧
⟦PERSON|Dev⟧: ⟦PERSON|DEVINDER SINGH GILL⟧, ⟦PASSPORT|129884305⟧ exp 2031
⟦PERSON|Connor⟧: cheers. kitty is at ⟦AMOUNT|£1,340⟧ so far, ⟦PERSON|Dev⟧ still owes ⟦AMOUNT|£95⟧ 👀
⟦PERSON|Dev⟧: paying now ffs
⟦PERSON|Big Sean⟧: hotel is ⟪org_name|Hotel Bergs⟫, ⟪booking_ref|conf 77120934⟫
"""),
("tour_dietary_requirements_email", """
Hello ⟦PERSON|Anneliese⟧,

For the ⟪tour_code|Amalfi Food Tour 14-21 May⟫ group please note the following for the restaurants:
- ⟦PERSON|Graham Pike⟧: ⟦MEDICAL|coeliac disease⟧ - strictly no gluten, cross-contamination matters
- ⟦PERSON|Wendy Pike⟧: vegetarian
- ⟦PERSON|Hamid Farahani⟧: ⟦MEDICAL|shellfish anaphylaxis⟧, carries two auto-injectors
- ⟦PERSON|Lotte de Vries⟧: ⟦MEDICAL|type 1 diabetic⟧, will need snacks available

⟦PERSON|Lotte⟧'s Dutch BSN for the Italian insurance form: ⟦NATIONAL_ID|$bsn2⟧.

Kind regards,
⟦PERSON|Siân⟧ - Operations, ⟪org_name|Sunward Journeys⟫  ⟦PHONE|+44 20 7946 0813⟧
"""),
("ski_rental_receipt", """
SKI-LOCATION ⟪org_name|Intersport Chamonix Centre⟫
⟪date|02/02/2026⟫ ⟪time|16:44⟫         Ticket ⟪receipt_ref|000812⟫
Client: ⟦PERSON|HOLLOWAY Jack⟧
Skis ⟪product_code|Rossignol Experience 82⟫ 6j   ⟪price|138,00 €⟫
Chaussures ⟪product_code|Salomon S/Pro 100⟫ 6j   ⟪price|84,00 €⟫
Casque 6j                                ⟪price|24,00 €⟫
Remise -15%
TOTAL PAYÉ                               ⟦AMOUNT|209,10 €⟧
CB ⟪masked_card|************4410⟫  AUT ⟪auth_code|Q71X02⟫
Caution (deposit) held: ⟦AMOUNT|€300.00⟧
"""),
("ski_instructor_accident_report", """
INCIDENT REPORT ⟪incident_ref|ESF-VT-26-0193⟫
Date/time: ⟪date|21/01/2026⟫ ⟪time|11:20⟫   Piste: ⟪place|Cascades (red)⟫
Injured: ⟦PERSON|Élodie Marchand⟧, 16 yrs   Group of instructor ⟦PERSON|Baptiste Roux⟧
Parent: ⟦PERSON|Mathieu Marchand⟧ ⟦PHONE|+33 6 12 48 90 37⟧
Injury: ⟦MEDICAL|suspected ACL tear right knee⟧. Evacuated by pisteurs (blood wagon) to ⟪place|Cabinet Médical Val Thorens⟫.
Known conditions declared: ⟦MEDICAL|Raynaud's syndrome⟧.
Insurance: ⟪policy_ref|Carré Neige 2026-00471881⟫. Rescue fee charged to family ⟦AMOUNT|€420⟧.
"""),
("dinghy_club_committee_minutes", """
Minutes - ⟪org_name|Ullswater Yacht Club⟫ Committee - ⟪date|8 Jan 2026⟫
Present: Commodore ⟦PERSON|Phil Aspinall⟧, ⟦PERSON|J. Treloar⟧ (Treasurer), ⟦PERSON|Bryony⟧, ⟦PERSON|Mike Sowerby⟧
1. Treasurer reported subs income ⟦AMOUNT|£38,420⟧; ⟦PERSON|Dr Ahmed⟧'s subscription of ⟦AMOUNT|£310⟧ still outstanding.
2. Junior week: ⟦PERSON|Bryony⟧ to check DBS for new helpers.
3. Safety boat ⟪vessel_name|RIB 2⟫ engine serviced, cost ⟪price|£640⟫ (quote).
4. ⟦PERSON|Mike Sowerby⟧ stepping down as bosun after ⟦MEDICAL|his hip operation⟧.
Next meeting: ⟪date|12 Feb 2026⟫ at ⟪place|the clubhouse⟫.
""".replace("⟦PERSON|Dr Ahmed⟧", "Dr ⟦PERSON|Ahmed⟧")),
("scuba_dive_centre_stripe_webhook_log", """
2026-04-02T07:12:09.441Z info  webhook received type=charge.succeeded id=⟪event_id|evt_3P8xQe2EAbCdEf0a1B2c3D4e⟫
2026-04-02T07:12:09.442Z debug customer email=⟦EMAIL|k.mbeki.dives@gmail.com⟧ name="⟦PERSON|Kagiso Mbeki⟧"
2026-04-02T07:12:09.442Z debug amount_captured=⟦AMOUNT|64900⟧ currency=gbp description="⟪product_code|PADI Rescue Diver⟫"
2026-04-02T07:12:09.443Z warn  falling back to restricted key ⟦APIKEY|$key_stripe2⟧
2026-04-02T07:12:09.500Z info  signature verified with whsec ⟦SECRET|$client_secret1⟧
2026-04-02T07:12:10.010Z info  booking ⟪booking_ref|DIVE-2026-0341⟫ marked paid
"""),
("dive_buddy_card_ocr", """
~~ DIVER EMERGENCY CARD ~~
Name: ⟦PERSON|Ingrid Halvorsen⟧
Blood group: ⟦MEDICAL|O neg⟧
Conditions: ⟦MEDICAL|migraine with aura⟧; ⟦MEDICAL|allergic to sulfa drugs⟧
In emergency call: ⟦PERSON|Thomas⟧ (husband) ⟦PHONE|+47 922 31 408⟧
DAN member no. ⟪membership_no|3301-77542⟫  Cert: ⟪cert_level|SSI AOW⟫
"""),
("mountain_rescue_donation_receipt", """
Thank you, ⟦PERSON|Mrs Olwen Pritchard⟧!
Your donation of ⟦AMOUNT|£250.00⟧ to ⟪org_name|Ogwen Valley Mountain Rescue Organisation⟫ was received on ⟪date|3 March 2026⟫.
With Gift Aid we can claim an extra ⟦AMOUNT|£62.50⟧. Donation ref ⟪donation_ref|OVMRO-D-18830⟫.
Registered charity no. ⟪charity_number|1124766⟫. A callout costs us on average ⟪price|£1,200⟫.
""".replace("⟦PERSON|Mrs Olwen Pritchard⟧", "Mrs ⟦PERSON|Olwen Pritchard⟧")),
("ot_equipment_loan_db_yaml", """
# equipment_loans/2026-03.yaml
- loan_id: ⟪loan_ref|EQ-903317⟫
  client: ⟦PERSON|Beryl Nuttall⟧
  address: ⟦ADDRESS|64 Victoria Avenue, Blackpool FY1 3HU⟧
  items: [⟪product_code|perching stool PS-200⟫, ⟪product_code|toilet frame TF-11⟫]
  reason: ⟦MEDICAL|rheumatoid arthritis, reduced grip strength⟧
  delivery_window: "⟪date|2026-03-14⟫ AM"
  access_note: "key safe ⟦PASSWORD|1 9 7 3⟧, ring ⟦PERSON|Beryl⟧ first on ⟦PHONE|01253 496 204⟧"
- loan_id: ⟪loan_ref|EQ-903318⟫
  client: ⟦PERSON|Francis Ugwu⟧
  address: ⟦ADDRESS|Flat 9, Talbot House, Talbot Road, Blackpool FY1 1LT⟧
  items: [⟪product_code|bed lever BL-5⟫]
  reason: ⟦MEDICAL|post-op, right TKR⟧
"""),
("wheelchair_charity_iban_request", """
Dear Ms ⟦PERSON|Gallo⟧,
The ⟪org_name|Freedom Wheels Trust⟫ has approved a grant of ⟦AMOUNT|€4,200⟧ towards the new chair for your son ⟦PERSON|Matteo⟧
(diagnosis: ⟦MEDICAL|spastic quadriplegic cerebral palsy⟧). Please confirm the account for payment:
Account holder: ⟦PERSON|Giulia Gallo⟧
IBAN: ⟦IBAN|$iban_it1⟧
Codice fiscale of holder not required. Grant ref ⟪grant_ref|FWT-G-2026-077⟫.
⟦PERSON|Hannah Brecknell⟧, Grants Officer
"""),
("stroke_rehab_discharge_summary", """
DISCHARGE SUMMARY                              Hosp No 7723104
Name: ⟦PERSON|Terence Obi⟧    DOB: ⟦DATE_OF_BIRTH|12/12/1949⟧    NHS: ⟪nhs_number_masked|*** *** 4417⟫
Address: ⟦ADDRESS|3 Lark Rise, Milton Keynes MK7 8PJ⟧
Admitted ⟪date|19/01/2026⟫ Discharged ⟪date|27/02/2026⟫   Consultant: Prof. ⟦PERSON|A. Lindqvist⟧
Diagnosis: ⟦MEDICAL|right PACS ischaemic stroke⟧, ⟦MEDICAL|atrial fibrillation (new)⟧
Discharge meds: ⟦MEDICAL|apixaban 5mg bd⟧, ⟦MEDICAL|atorvastatin 40mg nocte⟧
Follow-up: TIA/stroke clinic 6 weeks. Next of kin ⟦PERSON|Grace Obi⟧ ⟦PHONE|01908 496 771⟧.
"""),
("cardiac_rehab_app_config_toml", """
# cardiorehab-mobile/config/prod.toml
[server]
host = "⟪bind_address|0.0.0.0⟫"
port = ⟪port|8080⟫

[database]
url = "mysql://rehab_app:⟦SECRET|Heart$trong2026⟧@⟦IP_ADDRESS|192.168.40.12⟧:3306/rehab"

[push]
fcm_server_key = "⟦APIKEY|$key_google2⟧"

[analytics]
datadog_api_key = "⟦APIKEY|$key_datadog1⟧"
app_version = "⟪version|3.2.0⟫"
"""),
("respiratory_home_visit_handover", """
Handover - community resp team - ⟪date|Fri 6 Mar⟫
- ⟦PERSON|Edith Sowerbutts⟧ (91): ⟦MEDICAL|COPD exacerbation⟧, started ⟦MEDICAL|prednisolone 30mg x5 days⟧ + ⟦MEDICAL|doxycycline⟧. SpO2 ⟪percentage|89%⟫ on air. Daughter ⟦PERSON|Carol⟧ staying.
- ⟦PERSON|Mr Ng⟧: ⟦MEDICAL|LTOT 2L/min 16h/day⟧, concentrator serviced by ⟪org_name|Dolby Vivisol⟫. Smoking at home again - fire risk discussed.
- ⟦PERSON|Bill Tansey⟧: declined pulmonary rehab. Review in ⟪duration|4 weeks⟫.
Door codes in the shared drive, not here.
""".replace("⟦PERSON|Mr Ng⟧", "Mr ⟦PERSON|Ng⟧")),
("diabetes_pump_support_ticket", """
Case ⟪case_ref|00481923⟫ - Insulin pump support
Contact: ⟦PERSON|Rachel Abernathy⟧ ⟦EMAIL|rabernathy77@hotmail.com⟧ ⟦PHONE|+1 (617) 555-0134⟧
Patient: ⟦PERSON|Owen Abernathy⟧ (son), DOB ⟦DATE_OF_BIRTH|2012-05-30⟧
Device: ⟦MEDICAL|Omnipod 5 insulin pump with Dexcom G7 CGM⟧, PDM serial ⟪serial_number|PDM-7Q2-40918⟫
Issue: ⟦MEDICAL|repeated occlusion alarms⟧, BG ⟪glucose_reading|312 mg/dL⟫ this morning.
Insurance member ID ⟪policy_ref|W27718830⟫. Patient SSN on file: ⟦SSN|$ssn4⟧.
Replacement pods shipped ⟪tracking_number|1Z999AA10123456784⟫ at no charge.
"""),
("broadband_shell_history", """
  501  ssh ⟦PERSON|tgreenwood⟧@⟦IP_ADDRESS|10.8.14.3⟧
  502  sudo systemctl restart radiusd
  503  radtest ⟦PERSON|ahmed.siddiqui⟧@fibrefast ⟦PASSWORD|Summer2026!⟧ localhost 0 ⟦SECRET|radiusSharedK3y#9⟧
  504  tail -f /var/log/radius/radius.log | grep ⟪circuit_id|FTTP-LDS-00918⟫
  505  curl -s -H "PRIVATE-TOKEN: ⟦APIKEY|$key_glpat1⟧" https://gitlab.fibrefast.example/api/v4/projects/⟪project_id|112⟫
  506  ping -c3 ⟪doc_ip|198.51.100.23⟫
  507  history -c
"""),
("smart_meter_ini_config", """
; hes-adapter.ini  (head-end system adapter)
[dcc]
endpoint = https://dcc-adapter.internal:⟪port|9443⟫/gbcs
client_cert = /etc/hes/certs/⟪file_name|hes-prod.pem⟫
client_key_pass = ⟦SECRET|m3terR3adS!gn#71⟧

[mqtt]
broker = ⟦IP_ADDRESS|172.20.9.40⟧
user = ⟦PERSON|hes_svc_lbarker⟧
password = ⟦PASSWORD|yRt6-Qm2-Zp9⟧
topic = meters/⟪region|north⟫/readings
""".replace("⟦PERSON|hes_svc_lbarker⟧", "hes_svc_⟦PERSON|lbarker⟧")),
("solar_feed_in_payment_statement", """
⟪org_name|Octopus Energy⟫ - Smart Export Guarantee statement ⟪statement_ref|SEG-Q1-2026-77812⟫
Generator: ⟦PERSON|Dr Priyanka Menon⟧, ⟦ADDRESS|19 Orchard Close, Didcot OX11 7BG⟧
Export MPAN ⟪mpan|1050 0009 8812 340⟫
Exported ⟪energy|1,284 kWh⟫ @ ⟪price|15.00p/kWh⟫
Payment this quarter: ⟦AMOUNT|£192.60⟧ paid to sort code ⟪sort_code_partial|**-**-41⟫
Year to date earnings: ⟦AMOUNT|£311.85⟧
""".replace("⟦PERSON|Dr Priyanka Menon⟧", "Dr ⟦PERSON|Priyanka Menon⟧")),
("ev_charging_github_actions_secret_leak", """
  - name: Deploy chargepoint firmware notes
    env:
      GH_TOKEN: ⟦APIKEY|$key_ghp1⟧
      SLACK_WEBHOOK: ⟦SECRET|$slack_hook1⟧
      HF_TOKEN: ⟦APIKEY|$key_hf1⟧
    run: |
      echo "release ⟪version|v5.0.3⟫ built from ⟪commit_sha|a41c9e07d2b83f5e66ab0d1c7e9f2354b0a8c611⟫"
      ./notify.sh --channel "⟪slack_channel|#ev-firmware⟫" --author "⟦PERSON|dmitri.volkov⟧"
"""),
("ev_fleet_manager_email_german", """
From: ⟦PERSON|Katrin Vogelsang⟧ <⟦EMAIL|k.vogelsang@stadtwerke-beispiel.de⟧>
Subject: Ladekarten for new drivers

Hi ⟦PERSON|Tom⟧,
please issue charging cards for our two new drivers:
1) ⟦PERSON|Jürgen Hoffmann⟧, Steuer-ID ⟦NATIONAL_ID|$steuer1⟧ (needed for the Dienstwagen tax report)
2) ⟦PERSON|Selin Aydın⟧, Steuer-ID ⟦NATIONAL_ID|$steuer2⟧
Invoice monthly to our account ⟦IBAN|$iban_de1⟧. Home charging reimbursement for ⟦PERSON|Jürgen⟧ last month: ⟦AMOUNT|€86.40⟧.
Fleet tariff is ⟪price|0,39 €/kWh⟫ as agreed.
Gruß, ⟦PERSON|Katrin⟧
"""),
("wedding_guest_rsvp_sms_thread", """
From ⟦PHONE|+1 415-555-0176⟧: Hi it's ⟦PERSON|Marisol⟧! RSVP yes for me + ⟦PERSON|Andre⟧ to ⟦PERSON|Kate⟧ & ⟦PERSON|Luis⟧'s wedding. Andre is ⟦MEDICAL|allergic to tree nuts⟧
To ⟦PHONE|+1 415-555-0176⟧: Thanks ⟦PERSON|Marisol⟧! Noted. Shuttle from ⟪place|Hotel Healdsburg⟫ leaves ⟪time|3:45pm⟫ 🚌
From ⟦PHONE|+1 415-555-0176⟧: perfect. gift registry link?
""".replace("⟦PERSON|Andre⟧ to", "⟦PERSON|Andre⟧ to").replace("wedding. Andre is", "wedding. ⟦PERSON|Andre⟧ is")),
("wedding_planner_card_payment_call", """
[dictation - planner notes - ⟪date|11/05⟫]
Spoke to the bride's father ⟦PERSON|Mr Desmond Achebe⟧, he's paying the florist deposit by card over the phone.
Card number ⟦CARD|$amex1⟧, expiry ⟪card_expiry|04/30⟫, security code ⟦CVV|7310⟧, name on card ⟦PERSON|D O ACHEBE⟧.
Deposit taken ⟦AMOUNT|$1,850⟧. Florist package list price ⟪price|$6,200⟫. Confirmation ⟪order_ref|FL-33019⟫.
""".replace("⟦PERSON|Mr Desmond Achebe⟧", "Mr ⟦PERSON|Desmond Achebe⟧")),
("hen_party_spa_booking_confirmation", """
BOOKING CONFIRMED ✨  ⟪booking_ref|SPA-HEN-20571⟫
Lead guest: ⟦PERSON|Kirsty Maclennan⟧  ⟦EMAIL|kirstymac@live.co.uk⟧
Date: ⟪date|Sat 20 June 2026⟫, ⟪count|10⟫ guests, Prosecco Pamper Package (⟪price|£89pp⟫)
Health notes received: ⟦PERSON|Kirsty⟧ - ⟦MEDICAL|12 weeks pregnant⟧ (no hot stones); ⟦PERSON|Amber Yates⟧ - ⟦MEDICAL|eczema⟧
Paid: ⟦AMOUNT|£445.00⟧ deposit. Remaining ⟦AMOUNT|£445.00 balance⟧ due on the day.
""".replace("⟦AMOUNT|£445.00 balance⟧", "balance ⟦AMOUNT|£445.00⟧")),
("us_ski_patrol_hr_onboarding", """
NEW HIRE - SKI PATROL (seasonal)  ⟪employee_id|SP-26-019⟫
Name: ⟦PERSON|Caleb Whitford⟧   SSN: ⟦SSN|$ssn5⟧   DOB: ⟦DATE_OF_BIRTH|July 8, 1998⟧
Address: ⟦ADDRESS|1420 W Pine St, Missoula, MT 59802⟧
Phone: ⟦PHONE|(406) 555-0119⟧
Certs: ⟪cert_level|OEC⟫, ⟪cert_level|CPR/BLS⟫ (exp ⟪date|2027-11⟫)
Pay: ⟪price|$19.25/hr⟫ starting wage; signing bonus paid ⟦AMOUNT|$500.00⟧
Direct deposit routing ⟪routing_number|021000021⟫ acct ⟪id_tail|****6620⟫
"""),
]
TEXTS += [
("hen_party_refund_dispute_email", """
From: ⟦PERSON|Chantelle Briggs⟧ <⟦EMAIL|chantelle.briggs@yahoo.com⟧>
To: ⟦EMAIL|accounts@glampingpartyco.example.co.uk⟧
Subject: Refund request - booking ⟪booking_ref|GPC-4471⟫

Hiya,
We had to cancel our hen weekend because the bride ⟦PERSON|Leanne⟧ was ⟦MEDICAL|admitted to hospital with appendicitis⟧.
I paid ⟦AMOUNT|£1,120.00⟧ on my card ⟦CARD|$mc3⟧ and your T&Cs say a full refund minus the ⟪price|£75 admin fee⟫ for medical reasons.
So I'm expecting ⟦AMOUNT|£1,045.00⟧ back. Please refund to that card or to ⟦IBAN|$iban_gb3⟧.
My address for the letter is ⟦ADDRESS|41 Dorset Street, Bolton BL2 1HJ⟧.
Thanks, ⟦PERSON|Chantelle⟧
⟦PHONE|07700 900559⟧
"""),
("wedding_guest_hotel_block_csv", """
room_block,guest,email,arrival,nights,card_guarantee,paid
⟪block_ref|WED-OLD-RECT⟫,⟦PERSON|Felicity Ashdown⟧,⟦EMAIL|fliss.ashdown@gmail.com⟧,⟪date|2026-09-04⟫,2,⟦CARD|$visa3⟧,⟦AMOUNT|318.00⟧
⟪block_ref|WED-OLD-RECT⟫,⟦PERSON|Marcus Ibe⟧,⟦EMAIL|marcus.ibe@ibe-family.example.net⟧,⟪date|2026-09-05⟫,1,⟦CARD|$disc1⟧,⟦AMOUNT|159.00⟧
⟪block_ref|WED-OLD-RECT⟫,⟦PERSON|Harriet Moss⟧,⟦EMAIL|hmoss@blueyonder.co.uk⟧,⟪date|2026-09-05⟫,1,⟪masked_card|XXXX-XXXX-XXXX-1180⟫,⟦AMOUNT|159.50⟧
# group rate ⟪price|£159 per night⟫ B&B
"""),
("tour_operator_irish_direct_debit", """
DIRECT DEBIT MANDATE - ⟪org_name|Emerald Coach Tours⟫ Payment Plan
Debtor name: ⟦PERSON|Seamus Ó Briain⟧
Address: ⟦ADDRESS|12 Mount Pleasant Avenue, Rathmines, Dublin 6, D06 X2K8⟧
IBAN: ⟦IBAN|$iban_ie1⟧      BIC: ⟪bic|AIBKIE2D⟫
Amount per instalment: ⟦AMOUNT|€215.00⟧ x 6
Creditor ID: ⟪creditor_id|IE98ZZZ300512⟫   Mandate ref: ⟪mandate_ref|ECT-MND-00931⟫
Signed ⟪date|2 Feb 2026⟫
"""),
("stroke_club_treasurer_spreadsheet", """
Stroke Support Club - subs & donations ⟪date|2025/26⟫
Name              | Paid by   | Amount   | Account / note
⟦PERSON|Eileen Parry⟧      | transfer  | ⟦AMOUNT|£24.00⟧   | ⟦IBAN|$iban_gb4⟧
⟦PERSON|Jack Moorcroft⟧    | cash      | ⟦AMOUNT|£24.00 + £10 donation⟧ | ⟦MEDICAL|aphasia⟧ - wife ⟦PERSON|Rita⟧ handles money
⟦PERSON|Colin Birtles⟧     | card      | ⟦AMOUNT|£50.00⟧   | ⟦CARD|$maestro1⟧ (old card, query)
Annual sub is ⟪price|£24⟫. Treasurer: ⟦PERSON|Val Kershaw⟧
""".replace("⟦AMOUNT|£24.00 + £10 donation⟧", "⟦AMOUNT|£24.00⟧ + ⟦AMOUNT|£10⟧ donation")),
("ev_home_charger_install_portal", """
Home charger install - customer portal export ⟪export_id|EXP-20260314⟫
Customer: ⟦PERSON|Nadia Farrukh⟧ | ⟦EMAIL|nadia.farrukh@outlook.com⟧ | ⟦PHONE|07700 900703⟧
Address: ⟦ADDRESS|26 Beaconsfield Road, Leicester LE3 0FF⟧
Charger: ⟪product_code|Ohme Home Pro 7.4kW⟫, OZEV grant claimed ⟪price|£350 (max)⟫
Customer paid: ⟦AMOUNT|£649.00⟧ by ⟦CARD|$visa4⟧ CVV ⟦CVV|281⟧ (stored in notes - REMOVE)
Portal login: ⟦PERSON|nfarrukh⟧ / ⟦PASSWORD|Leic3ster!EV⟧
Notes: driveway gate code ⟦PASSWORD|0704⟧
"""),
]
TEXTS += [
("broadband_complaint_letter_ocr", """
⟦ADDRESS|17 Hawthorn Crescent, Penrith CA11 8QZ⟧
⟪date|9th March 2026⟫
Complaints Dept, ⟪org_name|FibreFast Broadband⟫, ⟦ADDRESS|Unit 4, Kingsway Business Park, Rochdale OL16 4NW⟧

Dear Sir or Madam,
Account no. ⟪account_ref|FF-7730921⟫ - ⟦PERSON|Mr G. Ellwood⟧
I have been without a working connection since your engineer visited on ⟪date|19 February⟫. As I ⟦MEDICAL|have a heart
monitor that uploads nightly to the Royal Lancaster cardiology team⟧ this is not a minor inconvenience.
Your agent on the phone asked me to read out my account password, which I did (⟦PASSWORD|bramble1962⟧) and I now want
it changed. I request compensation of ⟦AMOUNT|£9.76 per day⟧ as per Ofcom automatic compensation, total ⟦AMOUNT|£185.44⟧.
You can email me at ⟦EMAIL|g.ellwood@btopenworld.com⟧.
Yours faithfully, ⟦PERSON|Geoffrey Ellwood⟧
""".replace("⟦PERSON|Mr G. Ellwood⟧", "Mr ⟦PERSON|G. Ellwood⟧").replace("⟦AMOUNT|£9.76 per day⟧", "⟪price|£9.76 per day⟫")),
("solar_crm_export_json", """
[
 {"lead_id": "⟪lead_ref|L-20418⟫", "name": "⟦PERSON|Owen Prosser⟧", "email": "⟦EMAIL|owen.prosser@gmail.com⟧",
  "address": "⟦ADDRESS|Ty Gwyn, Heol y Bryn, Llandeilo SA19 6RR⟧", "deposit": ⟦AMOUNT|750.0⟧, "source_ip": "⟦IP_ADDRESS|86.15.204.77⟧"},
 {"lead_id": "⟪lead_ref|L-20419⟫", "name": "⟦PERSON|Hina Bashir⟧", "email": "⟦EMAIL|hina.b@sky.com⟧",
  "address": "⟦ADDRESS|3 Clarendon Park Road, Leicester LE2 3AJ⟧", "deposit": ⟦AMOUNT|500.0⟧, "source_ip": "⟦IP_ADDRESS|2a00:23c7:e81:4101:1d4f:22ab:9e0c:61f3⟧"}
]
// exported with SENDGRID key ⟦APIKEY|$key_sendgrid2⟧ by ⟦PERSON|jmorrow⟧ at ⟪timestamp|2026-03-21T16:02:11Z⟫
"""),
("apache_dive_club_booking_log", """
⟦IP_ADDRESS|92.40.188.13⟧ - ⟦PERSON|sbellamy⟧ [⟪timestamp|21/Mar/2026:18:22:04 +0000⟫] "POST /members/login HTTP/1.1" 302 - "https://divers.example.org/login"
⟦IP_ADDRESS|92.40.188.13⟧ - ⟦PERSON|sbellamy⟧ [⟪timestamp|21/Mar/2026:18:22:09 +0000⟫] "GET /members/medical?user=⟦PERSON|sbellamy⟧&cond=⟦MEDICAL|diabetes-type-1⟧ HTTP/1.1" 200 3310
⟦IP_ADDRESS|172.16.4.9⟧ - - [⟪timestamp|21/Mar/2026:18:23:44 +0000⟫] "GET /api/trips?key=⟦APIKEY|$key_google3⟧ HTTP/1.1" 200 812
⟪doc_ip|127.0.0.1⟫ - - [⟪timestamp|21/Mar/2026:18:25:00 +0000⟫] "GET /server-status HTTP/1.1" 200 1450
""".replace("$key_google3", "$key_google2")),
]
