# English texts, written by hand one at a time. Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES
TEXTS = []
T = TEXTS.append

T(("crew_agency_email", """
Subject: Crew change ⟪vessel_name|MV Nordic Juniper⟫ – ⟪place|Rotterdam⟫ ⟪date|14 Jan⟫

Hi ⟦PERSON|Marta⟧,

Please find the joining details for our two ABs below. Both are cleared by the P&I doctor.

1. ⟦PERSON|REYES, Joel Bautista⟧ – passport ⟦PASSPORT|P4471902B⟧, DOB ⟦DATE_OF_BIRTH|02/11/1991⟧, seaman's book ⟪document_ref|SB-0938812⟫
2. ⟦PERSON|Dario Mendoza⟧ – passport ⟦PASSPORT|P2930067A⟧, DOB ⟦DATE_OF_BIRTH|17/06/1987⟧

Dario is on ⟦MEDICAL|metformin 500 mg⟧ twice daily for ⟦MEDICAL|type 2 diabetes⟧, fit for sea duty with restrictions (no galley night shift).
Flights: ⟪flight_number|KL 808⟫ arriving ⟪time|06:40⟫, seats ⟪seat_number|34A⟫/⟪seat_number|34B⟫.

Their allotments go to the usual accounts; ⟦PERSON|Joel⟧'s wife asked that this month's ⟦AMOUNT|USD 1,450⟧ be split.

Best regards,
⟦PERSON|Kristoffer Aalund⟧
Crewing Officer, ⟪org_name|Skagen Marine Manning ApS⟫
T: ⟦PHONE|+45 98 44 21 70⟧ | ⟦EMAIL|crewing@skagenmarine.dk⟧
"""))

T(("ship_manifest_csv", """
voyage,rank,surname,given_names,nationality,passport,dob,sign_on_port
⟪voyage_ref|VY2611E⟫,Master,⟦PERSON|KOWALCZYK⟧,⟦PERSON|Tomasz⟧,PL,⟦PASSPORT|EK7120448⟧,⟦DATE_OF_BIRTH|1972-09-03⟧,⟪place|Gdynia⟫
⟪voyage_ref|VY2611E⟫,Ch.Eng,⟦PERSON|ILIESCU⟧,⟦PERSON|Radu⟧,RO,⟦PASSPORT|058813347⟧,⟦DATE_OF_BIRTH|1980-01-22⟧,⟪place|Constanta⟫
⟪voyage_ref|VY2611E⟫,Cook,⟦PERSON|DELA CRUZ⟧,⟦PERSON|Arnel⟧,PH,⟦PASSPORT|P6610284C⟧,⟦DATE_OF_BIRTH|1994-12-30⟧,⟪place|Manila⟫
# IMO ⟪imo_number|9734512⟫  gross tonnage ⟪quantity|32,410⟫
"""))

T(("aviation_tech_log", """
TECH LOG – ⟪aircraft_reg|G-OKRT⟫ ATR72-600   Page ⟪page_ref|004417⟫
Date: ⟪date|2026-11-03⟫   Stn: ⟪airport_code|EGPH⟫
Defect: #2 engine ITT fluctuation during climb, reported by Capt. ⟦PERSON|Fiona Strachan⟧.
Action: Replaced T6 harness P/N ⟪part_number|3072915-01⟫ S/N ⟪serial_number|KH55219⟫ IAW AMM ⟪manual_ref|77-21-00⟫. Ground run satisfactory.
Certifying engineer: ⟦PERSON|D. Okonkwo⟧  licence ⟪licence_ref|UK.66.1184732⟫  stamp ⟪stamp_ref|B1-22⟫
CRS issued ⟪time|21:47Z⟫. Next check due ⟪quantity|450 FH⟫.
"""))

T(("pilot_licence_renewal_form", """
CAA Medical & Licence Renewal – applicant section
Full name: ⟦PERSON|Harriet June Okafor⟧
Date of birth: ⟦DATE_OF_BIRTH|8 April 1985⟧
National Insurance no.: ⟦NATIONAL_ID|$nino1⟧
Address: ⟦ADDRESS|14 Cromwell Terrace, Didsbury, Manchester M20 6RE⟧
Mobile: ⟦PHONE|07700 900418⟧
Class 1 medical: limitation VML (⟦MEDICAL|must wear corrective lenses⟧); declared ⟦MEDICAL|mild hypertension⟧ controlled with ⟦MEDICAL|amlodipine 5mg⟧.
Fee paid: ⟪price|£248.00⟫ (standard renewal tariff) – receipt ⟪receipt_ref|RCP-55810⟫
AME: Dr ⟦PERSON|Sanjay Bhatt⟧, ⟪org_name|Northern Aeromedical Ltd⟫
"""))

T(("freight_broker_sms", """
hey ⟦PERSON|Luis⟧ its ⟦PERSON|Brandy⟧ @ ⟪org_name|Redline Logistics⟫. load ⟪load_ref|#88231⟫ Laredo→Memphis picked up, rate con says ⟦AMOUNT|$2,850⟧ all in, quick pay minus 3%. call me ⟦PHONE|(901) 555-0147⟧
"""))

T(("bill_of_lading_ocr", """
STRAIGHT BILL OF LADING – NOT NEGOTIABLE          B/L No. ⟪bol_number|RL-4471-0923⟫
SHIPPER: ⟪org_name|Gulf Coast Poly Inc.⟫, ⟦ADDRESS|7710 Navigation Blvd, Houston, TX 77011⟧
CONSIGNEE: ⟪org_name|Tri-State Packaging⟫, ⟦ADDRESS|220 Industrial Pkwy, Dayton, OH 45414⟧
CARRIER: ⟪org_name|Hollis Freight LLC⟫  SCAC ⟪scac_code|HFLL⟫  Trailer ⟪trailer_number|53-22187⟫  Seal ⟪seal_number|0049182⟫
Driver: ⟦PERSON|Wendell Pruitt⟧   Cell: ⟦PHONE|(713) 555-0182⟧
22 pallets PE film, 38,400 lbs  NMFC ⟪product_code|156600⟫ Class 70
Freight charges: Prepaid    COD amount: ⟦AMOUNT|$1,975.00⟧
Received subject to the classifications and tariffs in effect on the date of issue.
"""))

T(("driver_onboarding_sql", """
INSERT INTO drivers (id, full_name, ssn, cdl_number, dob, phone, hire_date) VALUES
(⟪record_id|5521⟫, '⟦PERSON|Tamika R. Boone⟧', '⟦SSN|$ssn1⟧', '⟪licence_ref|B4417729⟫', '⟦DATE_OF_BIRTH|1990-07-14⟧', '⟦PHONE|214-555-0133⟧', '⟪date|2026-10-01⟫'),
(⟪record_id|5522⟫, '⟦PERSON|Cody Akers⟧', '⟦SSN|$ssn2⟧', '⟪licence_ref|A0911384⟫', '⟦DATE_OF_BIRTH|1983-02-27⟧', '⟦PHONE|214-555-0161⟧', '⟪date|2026-10-06⟫');
-- migration ⟪migration_id|20261006_0412⟫
"""))

T(("eld_driver_log", """
[ELD] unit ⟪truck_number|T-318⟫ driver=⟦PERSON|mpatel⟧ status=OFF_DUTY→DRIVING ts=⟪timestamp|2026-11-19T04:12:55Z⟫ odo=⟪quantity|412,883⟫
[ELD] unit ⟪truck_number|T-318⟫ driver=⟦PERSON|mpatel⟧ status=DRIVING→ON_DUTY ts=⟪timestamp|2026-11-19T09:40:02Z⟫ loc="I-40 MM 221"
[ELD] violation warning: 11h limit in ⟪duration|01:15⟫  co-driver=⟦PERSON|jgrant⟧
[SYNC] upload to ⟦IP_ADDRESS|10.40.3.17⟧:⟪port|8443⟫ ok
"""))

T(("oil_rig_roster", """
| Crew | Name | Role | Rotation | Emergency contact |
|---|---|---|---|---|
| A | ⟦PERSON|Callum McIver⟧ | Toolpusher | 21/21 | ⟦PHONE|+44 7700 900731⟧ |
| A | ⟦PERSON|Ingrid Solberg⟧ | Medic | 21/21 | ⟦PHONE|+47 412 88 903⟧ |
| B | ⟦PERSON|Nnamdi Eze⟧ | Derrickman | 14/14 | ⟦PHONE|+234 803 551 2208⟧ |
Platform ⟪asset_name|Brae Echo⟫ · POB limit ⟪quantity|96⟫ · helideck ⟪frequency|129.975⟫
"""))

T(("medevac_report", """
MEDEVAC REQUEST – ⟪case_ref|MV-2026-0311⟫
Site: ⟪place|Tanami North camp⟫, pad ⟪grid_ref|H2⟫
Patient: ⟦PERSON|Shane Dwyer⟧, 41 M, fly-in/fly-out contractor, employee ⟪employee_id|E-77140⟫
Presenting: ⟦MEDICAL|crush injury to left hand⟧, possible ⟦MEDICAL|fracture of 4th metacarpal⟧; hx ⟦MEDICAL|asthma⟧ (uses ⟦MEDICAL|salbutamol inhaler⟧).
Given ⟦MEDICAL|methoxyflurane 3 ml⟧ at 14:05.
Next of kin: ⟦PERSON|Kylie Dwyer⟧ ⟦PHONE|0491 570 156⟧
Requested by site paramedic ⟦PERSON|Tom Baxter⟧. RFDS ETA ⟪duration|55 min⟫.
"""))

T(("refugee_registration_note", """
Registration interview – ⟪place|Kakuma⟫ field office, booth ⟪desk_number|7⟫
Principal applicant: ⟦PERSON|Amina Yusuf Abdi⟧, born ⟦DATE_OF_BIRTH|1 January 1993⟧ (estimated)
Dependants: ⟦PERSON|Hodan⟧ (daughter, 6), ⟦PERSON|Abdirahman⟧ (son, 3)
Documents: expired passport ⟦PASSPORT|P00583212⟧; no other ID.
Vulnerability: ⟦PERSON|Hodan⟧ has ⟦MEDICAL|sickle cell disease⟧, referred to ⟪org_name|IRC clinic⟫.
Case no. ⟪case_ref|KAK-26-041187⟫ · household size ⟪quantity|3⟫ · ration card ⟪card_ref|RC 20931⟫
Interviewer: ⟦PERSON|P. Ndirangu⟧
"""))

T(("ngo_donor_receipt", """
Thank you, ⟦PERSON|Eleanor⟧!

We have received your gift of ⟦AMOUNT|€150.00⟧ to the ⟪campaign_name|Winter Shelter Appeal⟫ on ⟪date|28 November 2026⟫.
Payment method: SEPA direct debit from ⟦IBAN|$iban_ch1⟧
Donor number: ⟪donor_ref|D-0049127⟫
Our target this winter is ⟪price|€250,000⟫ – every euro helps.

⟪org_name|Stichting Open Doors⟫ · KvK ⟪company_reg|71830955⟫ · ⟪place|Utrecht⟫
"""))

T(("voter_roll_extract", """
WARD 7 – REGISTER OF ELECTORS (EXTRACT, NOT FOR PUBLICATION)
Elector no. | Name | Address | Marker
⟪elector_ref|7A-0112⟫ | ⟦PERSON|ABERNATHY, Claire M⟧ | ⟦ADDRESS|3 Linnet Close, Bexhill TN39 4QA⟧ | P
⟪elector_ref|7A-0113⟫ | ⟦PERSON|ABERNATHY, Rupert⟧ | ⟦ADDRESS|3 Linnet Close, Bexhill TN39 4QA⟧ | 
⟪elector_ref|7A-0114⟫ | ⟦PERSON|ADEYEMI, Folake⟧ | ⟦ADDRESS|Flat 2, 19 Sea Road, Bexhill TN40 1JE⟧ | 
Polling station: ⟪place|St Barnabas Hall⟫. Printed ⟪date|02/12/2026⟫.
"""))

T(("election_office_slack", """
#elections-ops
⟦PERSON|dana.whitfield⟧: the VR import failed on row 4412 – the SSN field for ⟦PERSON|Gerald Okafor⟧ came through as ⟦SSN|$ssn3⟧ but the county file has a different one, can someone check before canvass?
⟦PERSON|marco⟧: on it. also the ballot printer at ⟦IP_ADDRESS|172.20.14.9⟧ is throwing ⟪error_code|E-511⟫ again
⟦PERSON|dana.whitfield⟧: ty. reminder early voting opens ⟪date|Oct 21⟫, precinct ⟪precinct_ref|114⟫
"""))

T(("library_overdue_email", """
Dear Mr ⟦PERSON|Patel⟧,

Our records show the following item is overdue on reader card ⟪card_ref|29000 014 882 19⟫:
  "⟪book_title|The Salt Path⟫" – due ⟪date|12 Nov 2026⟫ – barcode ⟪barcode|31182009472⟫
Your outstanding fine is ⟦AMOUNT|£4.60⟧ (daily charge ⟪price|£0.20⟫ per item).

You can pay online or at any branch. If you think this is wrong, reply or call ⟦PHONE|01632 960 552⟧.

⟪org_name|Riverside Libraries⟫
"""))

T(("library_reader_card_form", """
NEW READER CARD – please print
Name: ⟦PERSON|Agnieszka Wróbel⟧
Address: ⟦ADDRESS|Flat 6, 88 Hawthorn Rd, Leeds LS7 2PJ⟧
Email: ⟦EMAIL|aga.wrobel@fastmail.co.uk⟧   Phone: ⟦PHONE|07700 900264⟧
Date of birth: ⟦DATE_OF_BIRTH|23.05.1998⟧
PIN for self-service kiosk (4 digits): ⟦PASSWORD|5817⟧
Staff use: card issued ⟪card_ref|LDS 2200418⟫, category ⟪category|ADULT⟫, branch ⟪place|Chapeltown⟫
"""))

T(("fitness_app_export_json", """
{
  "user": {"id": "⟪user_id|u_8812093⟫", "name": "⟦PERSON|Brooke Halvorsen⟧", "email": "⟦EMAIL|brooke.h@icloud.com⟧"},
  "health_profile": {
    "conditions": ["⟦MEDICAL|hypertrophic cardiomyopathy⟧"],
    "devices": ["⟦MEDICAL|implantable cardioverter-defibrillator⟧"],
    "max_hr_cap": ⟪quantity|145⟫
  },
  "plan": {"tier": "premium", "price": "⟪price|$14.99⟫", "renewal": "⟪date|2027-01-04⟫"},
  "app_version": "⟪version|5.12.3⟫"
}
"""))

T(("trainer_whatsapp", """
[07:02] Coach ⟦PERSON|Dev⟧: morning ⟦PERSON|Priya⟧! today legs + 20 min zone 2
[07:05] ⟦PERSON|Priya⟧: can we go lighter? my ⟦MEDICAL|lower back disc bulge⟧ flared up, physio said no deadlifts for 2 wks
[07:06] Coach ⟦PERSON|Dev⟧: np. also stop the ⟦MEDICAL|creatine⟧ til you see GP about the ⟦MEDICAL|kidney function⟧ bloods
[07:09] ⟦PERSON|Priya⟧: ok. sent you ⟦AMOUNT|£180⟧ for december sessions 👍
[07:10] Coach ⟦PERSON|Dev⟧: got it ta. (12-pack normally ⟪price|£200⟫, you're on the loyalty rate)
"""))

T(("ivf_clinic_letter", """
⟪org_name|Harbourside Fertility Centre⟫
⟦ADDRESS|Level 4, 210 Macquarie Street, Sydney NSW 2000⟧

Re: ⟦PERSON|Natalie Chau⟧ (DOB ⟦DATE_OF_BIRTH|19/09/1988⟧) and partner ⟦PERSON|Andrew Chau⟧
MRN ⟪mrn|HFC-009812⟫

Dear Dr ⟦PERSON|Lim⟧,

Thank you for referring this couple. ⟦PERSON|Natalie⟧ has ⟦MEDICAL|polycystic ovary syndrome⟧ and ⟦MEDICAL|low AMH (6.1 pmol/L)⟧; ⟦PERSON|Andrew⟧'s semen analysis showed ⟦MEDICAL|moderate oligozoospermia⟧. We recommend ICSI with an antagonist protocol (⟦MEDICAL|Gonal-f 225 IU⟧ daily from day 2).
Out-of-pocket cost quoted for cycle 1: ⟦AMOUNT|$6,840⟧ after Medicare rebate.

Kind regards,
Dr ⟦PERSON|Miriam Feld⟧
"""))

T(("ivf_billing_card_call", """
Agent: Harbourside billing, this is ⟦PERSON|Jess⟧.
Caller: Hi, it's ⟦PERSON|Natalie Chau⟧, I'm paying the embryo storage invoice ⟪invoice_ref|INV-77310⟫.
Agent: Sure. Card number when you're ready.
Caller: ⟦CARD|$visa1⟧, expiry ⟪card_expiry|09/29⟫, and the code on the back is ⟦CVV|482⟧.
Agent: Thanks, that's ⟦AMOUNT|$560.00⟧ processed. Annual storage is ⟪price|$600⟫ but you had the early-renewal credit.
"""))

T(("helpline_case_note", """
Helpline contact log – call ⟪call_ref|HL-88412⟫ – ⟪timestamp|23:14⟫
Caller gave first name ⟦PERSON|Rory⟧, age 19, calling from ⟪place|Galway⟫.
Presenting: ⟦MEDICAL|suicidal ideation⟧ without plan; ⟦MEDICAL|panic attacks⟧ nightly; stopped taking ⟦MEDICAL|sertraline 50mg⟧ three weeks ago.
Safety plan agreed; caller will ring his sister ⟦PERSON|Aoife⟧ ⟦PHONE|087 555 0193⟧ tonight.
Volunteer: vol-⟦PERSON|ciara⟧ · supervisor notified · duration ⟪duration|38 min⟫
"""))

T(("therapy_session_dictation", """
dictation start. session five with ⟦PERSON|michael torres⟧ comma forty three year old veteran period. he reports the nightmares have reduced since starting ⟦MEDICAL|prazosin two milligrams⟧ at night period. ongoing ⟦MEDICAL|PTSD⟧ with ⟦MEDICAL|alcohol use disorder⟧ in early remission comma ninety days sober per his AA sponsor ⟦PERSON|Glen⟧ period. plan continue CPT worksheet ⟪worksheet_ref|4⟫ comma next session ⟪date|december ninth⟫ period. dictation end.
"""))

T(("doping_control_form", """
DOPING CONTROL FORM  ⟪form_ref|DCF 4410982⟫   Sample code ⟪sample_code|A 3128844⟫
Athlete: ⟦PERSON|LINDQVIST Emil⟧   Sport: Cycling – Road   Gender: M
Personal ID: ⟦NATIONAL_ID|$se1⟧
Date of birth: ⟦DATE_OF_BIRTH|12.04.1985⟧
Medications / supplements in last 7 days: ⟦MEDICAL|budesonide/formoterol inhaler⟧ (TUE on file), ⟦MEDICAL|iron sulfate 200mg⟧, beta-alanine
Witness / DCO: ⟦PERSON|K. Hellström⟧    Chaperone: ⟦PERSON|Jonas Berg⟧
Arrival at DCS ⟪time|16:52⟫   Specific gravity ⟪quantity|1.012⟫
"""))

T(("sports_club_membership_email", """
Hi ⟦PERSON|Declan⟧,

Welcome back to ⟪org_name|Clontarf Rowing Club⟫ for the ⟪season|2026/27⟫ season. Your direct debit for the annual sub of ⟦AMOUNT|€420⟧ will be taken from ⟦IBAN|$iban_ie1⟧ on ⟪date|1 December⟫.
Junior membership is ⟪price|€180⟫ if ⟦PERSON|Saoirse⟧ wants to join the squad.

Shed code for the boathouse this season is ⟦PASSWORD|4471#⟧ – please don't share it.

⟦PERSON|Orla Keane⟧, Membership Secretary
"""))

T(("tattoo_consent_form", """
INK & IRON STUDIO – CLIENT CONSENT & HEALTH FORM
Client: ⟦PERSON|Jade Thornbury⟧          DOB: ⟦DATE_OF_BIRTH|30/01/2001⟧
Phone: ⟦PHONE|07700 900583⟧
Allergies: ⟦MEDICAL|latex allergy⟧, reacts to ⟦MEDICAL|red pigment (nickel sensitivity)⟧
Medical: ⟦MEDICAL|epilepsy⟧ – last seizure 2023, takes ⟦MEDICAL|lamotrigine⟧
Design: fineline peony, left forearm, approx ⟪dimension|12cm⟫
Deposit paid: ⟦AMOUNT|£60⟧  (hourly rate ⟪price|£110⟫)
Artist: ⟦PERSON|Kez⟧   Aftercare sheet given ✔   Ref ⟪booking_ref|INK-2291⟫
"""))

T(("cinema_box_office_phone", """
Box office: ⟪org_name|Rio Cinema⟫, how can I help?
Caller: Two for the ⟪time|8:15⟫ showing of ⟪film_title|Night Ferry⟫ tomorrow, name ⟦PERSON|Callaghan⟧, ⟦PERSON|Bernadette Callaghan⟧.
Box office: Seats ⟪seat_number|F7⟫ and ⟪seat_number|F8⟫, wheelchair space next to F8. That's ⟦AMOUNT|£23.50⟧ total with the concession. Card?
Caller: Mastercard ⟦CARD|$mc1⟧, expires ⟪card_expiry|03/28⟫, security ⟦CVV|017⟧.
Box office: Lovely. Booking reference ⟪booking_ref|RIO-55K2⟫. Adult tickets are normally ⟪price|£13.50⟫ each.
"""))

T(("theatre_group_booking_email", """
From: ⟦EMAIL|groups@lyceumbristol.org.uk⟧
To: ⟦EMAIL|h.nakamura@stmarysacademy.org.uk⟧

Dear Ms ⟦PERSON|Nakamura⟧,

Your school group booking for ⟪show_title|A Christmas Carol⟫ on ⟪date|17 December⟫ is confirmed: 42 students + 4 staff, stalls rows ⟪seat_number|K⟫–⟪seat_number|M⟫.
Balance outstanding: ⟦AMOUNT|£612.00⟧, due by ⟪date|1 December⟫. Group rate is ⟪price|£14⟫ per student.
Access note: one pupil, ⟦PERSON|Oscar⟧, uses a ⟦MEDICAL|wheelchair⟧ and has ⟦MEDICAL|cerebral palsy⟧ – we've reserved bay ⟪seat_number|W2⟫.

⟦PERSON|Tamsin Ruddock⟧ | Groups Manager | ⟦PHONE|0117 496 0731⟧
"""))

T(("bakery_order_chat", """
Instagram DM – ⟪org_name|Crumb & Co⟫
⟦PERSON|lauren_okeefe⟧: hi! could I order the 8" lemon drizzle for saturday pickup? it's for my son ⟦PERSON|Finn⟧, he has a ⟦MEDICAL|severe peanut allergy⟧ and ⟦MEDICAL|coeliac disease⟧ so it has to be GF and nut free
Crumb & Co: Hi ⟦PERSON|Lauren⟧! Yes we can do GF in our separate prep area. 8" is ⟪price|£32⟫, plus ⟪price|£4⟫ for the message. We take a ⟦AMOUNT|£18⟧ deposit – I'll send a link.
⟦PERSON|lauren_okeefe⟧: perfect, paid 🙏 order ⟪order_ref|#CC-1184⟫
"""))

T(("restaurant_reservation_notes", """
RESERVATIONS – Fri ⟪date|12 Dec⟫
19:00  ⟦PERSON|Hargreaves⟧ x4  tbl ⟪table_number|12⟫  ⟦PHONE|07700 900112⟧  – Mrs ⟦PERSON|Hargreaves⟧ ⟦MEDICAL|shellfish anaphylaxis⟧, carries ⟦MEDICAL|EpiPen⟧
19:30  ⟦PERSON|Okoro⟧ x2  tbl ⟪table_number|4⟫  anniversary, ⟪menu_item|tasting menu⟫ ⟪price|£85pp⟫
20:15  ⟦PERSON|Sebastian Wilde⟧ x6  tbl ⟪table_number|20⟫  deposit ⟦AMOUNT|£120⟧ taken; ⟦PERSON|Seb⟧ is ⟦MEDICAL|lactose intolerant⟧
Walk-ins: bar only. Kitchen closes ⟪time|22:00⟫.
"""))

T(("dry_cleaning_ticket", """
⟪org_name|PRESTO CLEANERS⟫ – ticket ⟪ticket_ref|048812⟫
Customer: ⟦PERSON|J. Abernethy⟧   Tel ⟦PHONE|(617) 555-0129⟧
2 x suit 2pc @ ⟪price|$18.95⟫, 1 x wedding gown preservation
Note: stain on gown bodice (red wine), customer aware.
Total charged: ⟦AMOUNT|$287.90⟧   Paid: VISA ⟪masked_card|****4417⟫
Ready: ⟪date|Thu 11/20⟫ after ⟪time|4pm⟫
"""))

T(("laundry_app_support_ticket", """
Ticket ⟪ticket_ref|#LS-30912⟫ · Priority: normal · Channel: app
Customer: ⟦PERSON|Oluwaseun Adebayo⟧ <⟦EMAIL|seun.adebayo@gmail.com⟧>
Message: Driver left my bag at the wrong door again (⟦ADDRESS|Apt 5C, 411 Kent Ave, Brooklyn, NY 11249⟧). Lobby code is ⟦PASSWORD|2580⟧ for next time. I'd like the ⟦AMOUNT|$34.20⟧ refunded.
Agent ⟦PERSON|Kayla⟧: Refund issued to original payment method. Wash & fold is ⟪price|$1.95/lb⟫ so credited per the 17.5 lb weighed.
Internal: driver ⟪driver_id|DRV-2281⟫, route ⟪route_ref|BK-N4⟫
"""))

T(("home_assistant_secrets_yaml", """
# secrets.yaml – ⟦PERSON|ollie⟧'s house, do NOT commit
wifi_ssid: "⟪wifi_ssid|VM8841923⟫"
wifi_password: "⟦PASSWORD|marmite-toast-1987⟧"
mqtt_user: ha
mqtt_password: "⟦PASSWORD|k3tTle!Br0ker⟧"
alarm_code: "⟦PASSWORD|7342⟧"
ha_long_lived_token: "⟦APIKEY|$ha_tok1⟧"
latitude: ⟪coordinate|51.4613⟫
longitude: ⟪coordinate|-0.1156⟫
nas_host: ⟦IP_ADDRESS|192.168.1.40⟧
"""))

T(("mqtt_broker_log", """
1764201102: New connection from ⟦IP_ADDRESS|192.168.50.23⟧:⟪port|51844⟫ on port ⟪port|1883⟫.
1764201102: New client connected from ⟦IP_ADDRESS|192.168.50.23⟧:⟪port|51844⟫ as ⟪client_id|zigbee2mqtt_9f1c⟫ (p2, c1, k60, u'z2m').
1764201140: Client ⟪client_id|shellyplus1-a8032ab1⟫ disconnected.
1764201177: New connection from ⟪doc_ip|127.0.0.1⟫:⟪port|40122⟫ on port ⟪port|1883⟫.
1764201177: Client ⟪client_id|ha-core⟫ has exceeded timeout, disconnecting.
"""))

T(("smart_home_forum_post", """
Anyone else seeing the Aqara hub drop off after the ⟪version|4.0.7⟫ firmware? My setup: HA on a Pi 4 at ⟦IP_ADDRESS|192.168.0.57⟧, broker on same box bound to ⟪bind_address|0.0.0.0⟫. Logs show the hub at ⟪doc_ip|192.0.2.44⟫ (changed for privacy) timing out every ⟪duration|90 s⟫. Thanks — ⟦PERSON|Gavin⟧
"""))

T(("esp_bounce_log", """
⟪timestamp|2026-11-27 08:14:02⟫ bounce type=hard rcpt=⟦EMAIL|m.ferreira@hotmail.pt⟧ status=⟪smtp_status|5.1.1⟫ mta=⟪hostname|mx3.hotmail.com⟫ msgid=⟪message_id|01000193c5a2⟫
⟪timestamp|2026-11-27 08:14:09⟫ bounce type=soft rcpt=⟦EMAIL|dj.kowalski@onet.pl⟧ status=⟪smtp_status|4.2.2⟫ reason="mailbox full" campaign=⟪campaign_id|cmp_88123⟫
⟪timestamp|2026-11-27 08:15:44⟫ complaint rcpt=⟦EMAIL|sandra.nyberg@telia.se⟧ feedback=abuse ip=⟦IP_ADDRESS|185.42.118.9⟧
"""))

T(("dkim_setup_ticket", """
Ticket ⟪ticket_ref|ESP-4419⟫: DKIM for ⟪domain|mail.fenwickbooks.com⟫
Selector ⟪dkim_selector|s2026⟫, public key published as TXT. Private key pasted below for the sending node (rotate after go-live!):

⟦SECRET|$dkim_priv1⟧

SendGrid fallback key for the same account: ⟦APIKEY|$sendgrid1⟧
Requested by ⟦PERSON|Hannah Fenwick⟧ (⟦EMAIL|hannah@fenwickbooks.com⟧). SPF: include:⟪domain|sendgrid.net⟫ ~all
"""))

T(("helm_values_yaml", """
# values-prod.yaml for ⟪chart_name|billing-api⟫ chart ⟪version|3.8.1⟫
image:
  repository: ⟪registry_path|registry.internal/billing/api⟫
  tag: "sha-⟪image_tag|$img1⟫"
replicaCount: ⟪quantity|4⟫
env:
  DATABASE_URL: "postgres://billing:⟦SECRET|Qv7#pLm2!xZr⟧@⟦IP_ADDRESS|10.12.0.31⟧:⟪port|5432⟫/billing"
  STRIPE_SECRET_KEY: "⟦APIKEY|$sk_live1⟧"
  STRIPE_PUBLISHABLE_KEY: "⟪app_id|$pk_live1⟫"
  SLACK_ALERT_WEBHOOK: "⟦SECRET|$slackhook1⟧"
resources:
  limits: {cpu: "⟪quantity|2⟫", memory: "⟪quantity|2Gi⟫"}
# maintainer: ⟦PERSON|rkasprzak⟧
"""))

T(("k8s_operator_crashloop", """
$ kubectl -n payments logs deploy/⟪deployment|ledger-operator⟫ --previous
⟪timestamp|2026-11-30T02:11:54Z⟫ INFO  reconciling LedgerSync ⟪resource_name|eu-west-1⟫ generation=⟪quantity|42⟫
⟪timestamp|2026-11-30T02:11:55Z⟫ ERROR failed to assume role: InvalidClientTokenId access_key=⟦APIKEY|$aws_id1⟧ secret=⟦SECRET|$aws_sec1⟧
⟪timestamp|2026-11-30T02:11:55Z⟫ ERROR controller ⟪controller|ledgersync⟫ panic: runtime error: invalid memory address
goroutine 118 [running]:
main.(*Reconciler).syncBucket(0xc0004a2000)
        /home/⟦PERSON|tfarouk⟧/src/ledger-operator/reconcile.go:⟪line_number|212⟫ +0x2c4
pod ⟪pod_name|ledger-operator-7d9c5b8f6-kq2xm⟫ restart count ⟪quantity|17⟫
"""))

T(("k8s_secret_manifest", """
apiVersion: v1
kind: Secret
metadata:
  name: ⟪resource_name|gitlab-runner-creds⟫
  namespace: ⟪namespace|ci⟫
  annotations:
    owner: "⟦EMAIL|platform-team@vektora.io⟧"
type: Opaque
stringData:
  runner-registration-token: "⟦APIKEY|$glpat1⟧"
  serviceaccount-token: "⟦SECRET|$k8s_tok1⟧"
  ssh-deploy-key: |
    ⟦SECRET|-----BEGIN OPENSSH PRIVATE KEY-----
    b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW
    QyNTUxOQAAACDk9Vq3xTbLnQ8m1rZ2cY5hX0aWfJtR7eU4oPq6sNdGkwAAAJgr7Xh2K+14
    -----END OPENSSH PRIVATE KEY-----⟧
"""))

T(("sap_vendor_master", """
LFA1/LFB1 extract – vendor ⟪vendor_number|0000184422⟫ (created by ⟦PERSON|HSCHNEIDER⟧ on ⟪date|04.11.2026⟫)
NAME1: ⟦PERSON|Katrin Vogelsang⟧ (sole trader – translation services)
STRAS: ⟦ADDRESS|Lindenstraße 47, 50674 Köln⟧
TELF1: ⟦PHONE|+49 221 5550 3187⟧
STCD1 (Steuer-Nr): ⟪tax_ref|214/5071/3320⟫
Bank: IBAN ⟦IBAN|$iban_de1⟧  BIC ⟪bic|COLSDE33XXX⟫
Payment terms ⟪payment_terms|ZB30⟫ · Recon account ⟪gl_account|160000⟫ · Company code ⟪company_code|1000⟫
"""))

T(("sap_idoc_payment", """
EDI_DC40  ⟪idoc_number|0000000047718220⟫ PAYEXT PEXR2002  SNDPRN ⟪partner|SAPPRD100⟫
E1IDKU1   currency EUR   amount ⟦AMOUNT|18440.00⟧
E1EDKA1   PARVW BE  NAME1 ⟦PERSON|Pieter de Graaf⟧
E1EDKA1   PARVW BE  STRAS ⟦ADDRESS|Keizersgracht 612, 1017 EP Amsterdam⟧
E1IDB02   IBAN ⟦IBAN|$iban_be1⟧   (duplicate of previous run ⟪idoc_number|0000000047718119⟫)
E1IDPU1   doc ⟪document_ref|5100078812⟫  fiscal year ⟪year|2026⟫
"""))

T(("erp_payroll_csv", """
emp_no,name,ssn,state,gross_pay,net_pay,bank_last4
⟪employee_id|30118⟫,⟦PERSON|Rita Delgado⟧,⟦SSN|$ssn4⟧,LA,⟦AMOUNT|6420.00⟧,⟦AMOUNT|4877.15⟧,⟪id_tail|7731⟫
⟪employee_id|30119⟫,⟦PERSON|Bo Thibodeaux⟧,⟦SSN|$ssn5⟧,LA,⟦AMOUNT|7105.50⟧,⟦AMOUNT|5290.02⟧,⟪id_tail|0942⟫
# pay period ⟪date_range|11/01–11/15⟫, rig ⟪asset_name|Gulf Star 3⟫
"""))

T(("museum_label", """
⟪exhibit_ref|Case 14⟫
Ship's chronometer, brass and mahogany
Made by ⟪org_name|Thomas Mercer Ltd⟫, St Albans, c. ⟪year|1942⟫
Carried aboard Arctic convoy escorts, this instrument kept Greenwich time to within ⟪quantity|two seconds⟫ a day. Loaned by ⟪org_name|the Maritime Heritage Trust⟫.
"""))

T(("assembly_instructions", """
STEP 4 of 9 – Attach side panel (B) to base (A) using 6 x cam bolt ⟪part_number|104321⟫ and 6 x cam lock ⟪part_number|100214⟫.
Tighten locks a quarter turn clockwise. Do not overtighten.
Missing parts? Quote product code ⟪product_code|803.552.14⟫ and batch ⟪batch_ref|B2611⟫.
"""))

T(("stock_market_summary", """
Markets close: FTSE 100 ⟪index_value|8,412.6⟫ (⟪percentage|+0.4%⟫), DAX ⟪percentage|-0.2%⟫. Shipping stocks led gains after freight rates rose ⟪percentage|6%⟫ week on week; Brent settled at ⟪price|$71.80⟫ a barrel. Sterling ⟪fx_rate|1.2710⟫ vs the dollar.
"""))

T(("bus_route_change", """
Service change from ⟪date|Sunday 7 December⟫: Route ⟪route_ref|42⟫ will no longer serve ⟪place|Mill Lane⟫ due to roadworks. Use stops on ⟪place|Station Road⟫ instead. Evening frequency reduced to every ⟪duration|30 minutes⟫. Single fare remains ⟪price|£2.00⟫.
"""))

T(("mit_licence_header", """
MIT License

Copyright (c) ⟪year|2026⟫ ⟪org_name|Harbourlight Contributors⟫

Permission is hereby granted, free of charge, to any person obtaining a copy of this software, to deal in the Software without restriction, subject to the following conditions: the above copyright notice shall be included in all copies. THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND. See ⟪version|v1.4.0⟫ release notes.
"""))

T(("crew_payroll_iban_email", """
From: ⟦PERSON|Ruud Verhoeven⟧ <⟦EMAIL|r.verhoeven@noordzee-crew.nl⟧>
Subject: Wages Nov – ⟪vessel_name|Zeester⟫

⟦PERSON|Sanne⟧, please process the following before Friday:
- ⟦PERSON|Jeroen Bakker⟧, BSN ⟦NATIONAL_ID|$bsn1⟧, ⟦AMOUNT|€3,912.40⟧ net to ⟦IBAN|$iban_nl1⟧
- ⟦PERSON|Mateusz Nowicki⟧, PESEL ⟦NATIONAL_ID|$pesel1⟧, ⟦AMOUNT|€3,105.00⟧ net to ⟦IBAN|$iban_pl1⟧
Sea-days allowance per CBA is ⟪price|€38.50⟫ per day – already included.
Groet, ⟦PERSON|Ruud⟧
"""))

T(("aviation_crew_roster_csv", """
crew_id,name,base,licence,passport,medical_class,medical_expiry
⟪employee_id|FO-2210⟫,⟦PERSON|Sofia Marchetti⟧,⟪airport_code|BGY⟫,⟪licence_ref|IT.FCL.44189⟫,⟦PASSPORT|YA4417021⟧,1,⟪date|2027-03-31⟫
⟪employee_id|CP-0877⟫,⟦PERSON|Henrik Aas⟧,⟪airport_code|OSL⟫,⟪licence_ref|NO.FCL.10932⟫,⟦PASSPORT|FG8823104⟧,1,⟪date|2026-12-18⟫
# note: ⟦PERSON|Henrik⟧ grounded pending review – ⟦MEDICAL|atrial fibrillation⟧ episode, on ⟦MEDICAL|apixaban 5mg⟧
"""))

T(("mro_shift_handover_teams", """
[Teams] Line Maintenance – Night Shift
⟦PERSON|Raj Iyer⟧ 02:14: ⟪aircraft_reg|VT-IKN⟫ AOG at bay ⟪stand_number|C12⟫, hydraulic leak L/H MLG. parts from ⟪place|BLR⟫ on ⟪flight_number|6E 2141⟫
⟦PERSON|Raj Iyer⟧ 02:15: my Aadhaar for the airside pass renewal is ⟦NATIONAL_ID|$aadhaar1⟧, can HR pls update before Thursday
⟦PERSON|Meera Pillai⟧ 02:20: noted ⟦PERSON|Raj⟧. also ⟦PERSON|Sunil⟧'s pass expired, he can't go airside
"""))

T(("trucking_factoring_email", """
Hi ⟦PERSON|Trent⟧,

Attached are 3 invoices for factoring. Please advance to our operating account:
Bank: ⟪org_name|Frost Bank⟫  Routing ⟪routing_number|114000093⟫  Acct ⟪masked_account|xxxx8812⟫
Owner SSN for the UCC filing: ⟦SSN|$ssn6⟧
Invoices: ⟪invoice_ref|HF-1021⟫ ⟦AMOUNT|$3,400⟧, ⟪invoice_ref|HF-1022⟫ ⟦AMOUNT|$2,150⟧, ⟪invoice_ref|HF-1023⟫ ⟦AMOUNT|$4,975⟧
Your fee schedule says ⟪percentage|3.5%⟫ flat.

Thanks,
⟦PERSON|Dolores Hollis⟧ | ⟪org_name|Hollis Freight LLC⟫ | MC ⟪mc_number|1184220⟫ | ⟦PHONE|(409) 555-0114⟧
"""))

T(("fuel_card_dispute", """
Fuel card dispute #⟪case_ref|FC-55019⟫
Driver ⟦PERSON|Marcus Tate⟧ reports card ⟦CARD|$visa3⟧ used at ⟪place|Pilot #412, Amarillo⟫ on ⟪date|11/23⟫ while truck was parked in ⟪place|Tulsa⟫. Disputed: ⟦AMOUNT|$612.44⟧.
Card blocked, replacement shipped to terminal. PIN reset requested – temporary PIN ⟦PASSWORD|9021⟧ sent by SMS to ⟦PHONE|918-555-0175⟧.
"""))

T(("mining_camp_booking", """
Camp accommodation – week 49
Room | Name | Company | Diet | Notes
⟪room_number|B-114⟫ | ⟦PERSON|Liam O'Sullivan⟧ | ⟪org_name|Pilbara Drilling⟫ | std | 
⟪room_number|B-115⟫ | ⟦PERSON|Tui Ngata⟧ | ⟪org_name|Pilbara Drilling⟫ | halal | ⟦MEDICAL|type 1 diabetic⟧, insulin fridge needed
⟪room_number|C-201⟫ | ⟦PERSON|Brett Kowalski⟧ | ⟪org_name|Sandvik⟫ | GF | ⟦MEDICAL|coeliac⟧
Gate code for the wet mess this swing: ⟦PASSWORD|1 9 8 4⟧
"""))

T(("offshore_induction_form", """
OFFSHORE INDUCTION – PERSONAL DETAILS
Name: ⟦PERSON|Kjersti Haugland⟧
Fødselsnummer: ⟪redacted|[on file]⟫   Passport: ⟦PASSPORT|28831745⟧ (NOR)
Next of kin: ⟦PERSON|Per Haugland⟧ ⟦PHONE|+47 930 41 227⟧
Salary account: ⟦IBAN|$iban_no1⟧
BOSIET cert no. ⟪cert_ref|OPITO-7719382⟫ valid to ⟪date|08/2028⟫
Medical: fit, ⟦MEDICAL|hearing aid (right ear)⟧
"""))

T(("ngo_cash_transfer_csv", """
beneficiary_id,name,phone,household,transfer_usd,status
⟪beneficiary_id|BEN-00412⟫,⟦PERSON|Grace Achieng⟧,⟦PHONE|+254 712 555 031⟧,5,⟦AMOUNT|85.00⟧,paid
⟪beneficiary_id|BEN-00413⟫,⟦PERSON|Mohamed Ali Farah⟧,⟦PHONE|+254 722 555 208⟧,7,⟦AMOUNT|110.00⟧,paid
⟪beneficiary_id|BEN-00414⟫,⟦PERSON|Esther Nyokabi⟧,⟦PHONE|+254 733 555 619⟧,3,⟦AMOUNT|60.00⟧,failed
# transfer value per member ⟪price|17.00⟫ USD, round ⟪round_ref|R7⟫
"""))

T(("ngo_volunteer_whatsapp", """
⟦PERSON|Sam⟧: guys the new arrivals list is on the drive. family in tent ⟪tent_number|41⟫ needs the doctor – the grandfather, ⟦PERSON|Yousef⟧, is out of his ⟦MEDICAL|insulin⟧
⟦PERSON|Lena⟧: I'll take him to MSF at ⟪time|9⟫. do we have his UNHCR number?
⟦PERSON|Sam⟧: ⟪case_ref|GRC-26-11893⟫
⟦PERSON|Lena⟧: 👍
"""))

T(("postal_voting_application", """
APPLICATION FOR A POSTAL VOTE
Surname: ⟦PERSON|MACLEOD⟧   First names: ⟦PERSON|Iain Ruaraidh⟧
Date of birth: ⟦DATE_OF_BIRTH|19/03/1956⟧
National Insurance number: ⟦NATIONAL_ID|$nino2⟧
Address where registered: ⟦ADDRESS|2 Balallan Road, Stornoway, Isle of Lewis HS1 2RD⟧
Send ballot to: ⟦ADDRESS|Room 9, Ardvale Care Home, 41 Bayhead, Stornoway HS1 2DU⟧
Reason: ⟦MEDICAL|advanced Parkinson's disease⟧, unable to attend ⟪place|Stornoway Town Hall⟫
Signature waiver requested. Form ⟪form_ref|PV1⟫ ⟪version|v2026.2⟫
"""))

T(("election_results_it_log", """
Nov 05 03:12:44 results-gw nginx: ⟦IP_ADDRESS|10.201.4.18⟧ - ⟦PERSON|bkirby⟧ [05/Nov/2026:03:12:44 +0000] "POST /api/v2/precinct/⟪precinct_ref|0417⟫/tally HTTP/1.1" ⟪http_status|201⟫ 512
Nov 05 03:12:51 results-gw nginx: ⟦IP_ADDRESS|10.201.4.22⟧ - - [05/Nov/2026:03:12:51 +0000] "GET /health HTTP/1.1" ⟪http_status|200⟫ 2
Nov 05 03:13:02 results-gw nginx: ⟪doc_ip|198.51.100.77⟫ - - [05/Nov/2026:03:13:02 +0000] "GET /wp-login.php HTTP/1.1" ⟪http_status|404⟫ 162
"""))

T(("library_ils_sql", """
UPDATE patrons SET fines_owed = ⟦AMOUNT|12.40⟧, blocked = 1 WHERE barcode = '⟪barcode|21982000173344⟫'; -- ⟦PERSON|Okonjo, Chidi⟧
UPDATE patrons SET fines_owed = ⟦AMOUNT|0.00⟧ WHERE barcode = '⟪barcode|21982000190221⟫'; -- ⟦PERSON|Fairweather, Lotte⟧ paid ⟪date|11/28⟫
-- block threshold is ⟪price|10.00⟫ per policy ⟪policy_ref|CIRC-4⟫
"""))

T(("gym_membership_signup", """
Member signup – ⟪org_name|IronWorks Gym⟫ ⟪place|Calgary⟫
Name: ⟦PERSON|Dylan Fraser⟧
SIN (for tax receipt, optional): ⟦NATIONAL_ID|$sin1⟧
Card on file: ⟦CARD|$mc3⟧  exp ⟪card_expiry|11/27⟫  CVC ⟦CVV|904⟧
Monthly: ⟪price|$59.99⟫ + tax · first charge ⟦AMOUNT|$62.99⟧ today
PAR-Q: yes to Q2 – ⟦MEDICAL|angina⟧ (stable), takes ⟦MEDICAL|nitroglycerin spray⟧
"""))

T(("supplement_order_email", """
Order confirmation ⟪order_ref|#SP-228190⟫

Hi ⟦PERSON|Marcus⟧, thanks for your order!
  Whey Isolate 2kg ........ ⟪price|$64.00⟫
  Omega-3 180 caps ........ ⟪price|$21.50⟫
Order total: ⟦AMOUNT|$79.05⟧ (after member discount)
Shipping to: ⟦ADDRESS|4182 Lakeshore Dr, Apt 12, Chicago, IL 60613⟧

Note from your coach ⟦PERSON|Aisha⟧: skip the pre-workout while you're on ⟦MEDICAL|propranolol⟧.
"""))

T(("fertility_donor_profile", """
DONOR PROFILE (internal – identifiable section)
Donor code: ⟪donor_ref|ED-4471⟫
Legal name: ⟦PERSON|Chloé Marchand⟧   DOB ⟦DATE_OF_BIRTH|04/02/1997⟧
Phone ⟦PHONE|+33 6 12 55 47 80⟧   Email ⟦EMAIL|chloe.marchand97@orange.fr⟧
Compensation paid: ⟦AMOUNT|€1,200⟧ to ⟦IBAN|$iban_fr1⟧
Screening: ⟦MEDICAL|carrier of cystic fibrosis ΔF508⟧ – partner-matched only. AMH ⟪lab_value|4.2 ng/mL⟫.
Coordinator: ⟦PERSON|Inès⟧
"""))

T(("mental_health_ehr_note", """
PROGRESS NOTE  ⟪date|2026-11-24⟫   Clinician: ⟦PERSON|L. Agarwal⟧, LCSW
Client: ⟦PERSON|Trevor Nguyen⟧  MRN ⟪mrn|0048812⟫  DOB ⟦DATE_OF_BIRTH|1990-05-09⟧
Dx: ⟦MEDICAL|F33.1 major depressive disorder, recurrent, moderate⟧; ⟦MEDICAL|generalized anxiety disorder⟧
Meds (per psychiatrist): ⟦MEDICAL|escitalopram 20mg⟧, ⟦MEDICAL|bupropion XL 150mg⟧
PHQ-9: ⟪score|14⟫ (was ⟪score|19⟫). Insurance ⟪policy_ref|BCBS 88201-44⟫, copay collected ⟦AMOUNT|$30⟧.
"""))

T(("doping_whereabouts_export", """
{"athlete":"⟦PERSON|Mikko Rantanen⟧","hetu":"⟦NATIONAL_ID|$fi1⟧","dob":"⟦DATE_OF_BIRTH|1988-03-17⟧",
 "whereabouts":[{"date":"⟪date|2026-12-03⟫","slot":"⟪time|06:00-07:00⟫","address":"⟦ADDRESS|Mannerheimintie 88 B 14, 00250 Helsinki⟧"}],
 "tue":[{"substance":"⟦MEDICAL|prednisolone⟧","ref":"⟪tue_ref|FINADA-2026-031⟫"}],
 "federation":"⟪org_name|Finnish Ski Association⟫"}
"""))

T(("sports_club_treasurer_sheet", """
Treasurer report – ⟪org_name|Westbury Harriers⟫ – ⟪month|November⟫
Subs received: ⟦PERSON|A. Kaur⟧ ⟦AMOUNT|£45⟧, ⟦PERSON|T. Bell⟧ ⟦AMOUNT|£45⟧, ⟦PERSON|Rhiannon Pugh⟧ ⟦AMOUNT|£25⟧ (junior)
Refund: ⟦PERSON|Gareth⟧ ⟦AMOUNT|£18⟧ (cancelled relay entry)
Race entry fees this season: ⟪price|£12⟫ affiliated / ⟪price|£14⟫ unattached
Club account balance: ⟪balance_org|£6,412.77⟫
"""))

T(("beauty_salon_patch_test", """
PATCH TEST RECORD – ⟪org_name|Glow Lash & Brow⟫
Client: ⟦PERSON|Hollie Brennan⟧   Mob: ⟦PHONE|07700 900947⟧
Product: lash tint ⟪batch_ref|batch 22K09⟫
Result 48h: ⟦MEDICAL|positive reaction – redness and swelling⟧. Client reports ⟦MEDICAL|eczema⟧ and ⟦MEDICAL|PPD allergy⟧ (hair dye).
Treatment declined, deposit ⟦AMOUNT|£10⟧ refunded. Therapist: ⟦PERSON|Niamh⟧
"""))

T(("cinema_pos_error_trace", """
Traceback (most recent call last):
  File "/opt/boxoffice/pos/payments.py", line ⟪line_number|214⟫, in charge
    resp = gateway.charge(card="⟦CARD|$visa2⟧", cvv="⟦CVV|731⟧", amount=⟦AMOUNT|2850⟧, currency="GBP")
  File "/opt/boxoffice/pos/gateway.py", line ⟪line_number|88⟫, in charge
    raise GatewayError("DECLINED_DO_NOT_HONOUR")
GatewayError: DECLINED_DO_NOT_HONOUR  terminal=⟪terminal_id|RIO-T03⟫ operator=⟦PERSON|sbanerjee⟧
"""))

T(("restaurant_booking_api_json", """
POST /v1/reservations  ⟪http_status|201⟫
{"reservation_id":"⟪booking_ref|rsv_7Hq2Kd⟫","guest":{"name":"⟦PERSON|Elif Demir⟧","phone":"⟦PHONE|+90 532 555 18 44⟧","email":"⟦EMAIL|elif.demir@outlook.com⟧"},
 "party_size":3,"time":"⟪timestamp|2026-12-19T20:00:00+03:00⟫","notes":"guest has ⟦MEDICAL|sesame allergy⟧; high chair",
 "deposit":{"amount":⟦AMOUNT|500⟧,"currency":"TRY"},"api_key":"⟦APIKEY|$gapi1⟧"}
"""))

T(("laundry_route_sms", """
Hi ⟦PERSON|Marguerite⟧, your driver ⟦PERSON|Kwame⟧ will collect between ⟪time_range|7-9am⟫. Gate code on file: ⟦PASSWORD|#4412⟧. Reply STOP to opt out. ⟪org_name|FreshFold⟫
"""))

T(("github_actions_leak", """
Run ./deploy.sh
+ export GH_TOKEN=⟦APIKEY|$ghp1⟧
+ export NPM_TOKEN=⟦APIKEY|$npm1⟧
+ export TWINE_PASSWORD=⟦APIKEY|$pypi1⟧
+ curl -s -X POST ⟦SECRET|$slackhook2⟧ -d '{"text":"release ⟪version|v0.19.2⟫ by ⟦PERSON|okafor-e⟧"}'
##[warning] Secrets were printed in plain text. Commit ⟪commit_sha|$sha2⟫, run ⟪run_id|1182093347⟫.
"""))

T(("ai_service_env", """
# .env.local – ⟦PERSON|priya⟧'s laptop, trainer-matching prototype
OPENAI_API_KEY=⟦APIKEY|$openai1⟧
ANTHROPIC_API_KEY=⟦APIKEY|$anthropic1⟧
HF_TOKEN=⟦APIKEY|$hf1⟧
DATADOG_API_KEY=⟦APIKEY|$datadog1⟧
SESSION_SECRET=⟦SECRET|$sess1⟧
PORT=⟪port|3000⟫
MODEL=⟪model_name|gpt-4o-mini⟫
"""))

T(("shopify_bakery_app_config", """
[shopify]
shop = "⟪domain|crumbandco.myshopify.com⟫"
admin_token = "⟦APIKEY|$shopify1⟧"
api_version = "⟪version|2026-10⟫"

[telegram]
bot_token = "⟦APIKEY|$tgbot1⟧"
chat_id = ⟪chat_id|-1001882047713⟫

[owner]
name = "⟦PERSON|Lauren Pryce⟧"
"""))

T(("discord_bot_incident", """
Incident ⟪incident_ref|INC-0419⟫: the club's Discord bot token was pasted in #general by ⟦PERSON|tomasz_k⟧ at ⟪time|21:04⟫:
⟦APIKEY|$discord1⟧
Token reset at ⟪time|21:11⟫. Bot ⟪app_id|1189204417730219⟫ re-invited. No messages sent by attacker.
"""))

T(("totp_recovery_helpdesk", """
Ticket ⟪ticket_ref|HD-77120⟫ – 2FA reset for ⟦PERSON|Naomi Okwu⟧ (⟦EMAIL|n.okwu@riverside-libraries.org.uk⟧)
Verified via callback to ⟦PHONE|01632 960 218⟧. Old authenticator seed revoked: ⟦SECRET|$totp1⟧
New recovery codes issued (give to user in person only): ⟦SECRET|$recov1⟧
Tech: ⟦PERSON|dpoole⟧
"""))

T(("ssh_shell_history", """
  501  ssh ⟦PERSON|jdoe⟧@⟦IP_ADDRESS|10.14.2.9⟧
  502  mysql -h ⟦IP_ADDRESS|10.14.2.30⟧ -u voters_ro -p'⟦PASSWORD|Ballot!Box22⟧' voter_roll
  503  cat /home/⟦PERSON|jdoe⟧/.aws/credentials
  504  export AWS_ACCESS_KEY_ID=⟦APIKEY|$aws_id2⟧ AWS_SECRET_ACCESS_KEY=⟦SECRET|$aws_sec2⟧
  505  aws s3 ls s3://⟪bucket_name|county-ballot-images⟫
  506  ping ⟪doc_ip|127.0.0.1⟫
"""))

T(("tax_preparer_email_us", """
Hi ⟦PERSON|Dolores⟧,

To finish your 2026 return I still need:
- ⟦PERSON|Ray⟧'s SSN – you wrote ⟦SSN|$ssn7⟧ but the W-2 shows a different one
- your daughter ⟦PERSON|Lupe⟧'s SSN ⟦SSN|$ssn8⟧ and DOB ⟦DATE_OF_BIRTH|2011-06-02⟧ for the child tax credit
- the 1099-NEC from ⟪org_name|Redline Logistics⟫ (they paid you ⟦AMOUNT|$48,210⟧ in dispatch fees)

Estimated refund: ⟦AMOUNT|$3,118⟧. My fee is ⟪price|$325⟫ flat for Schedule C returns.
Mail originals to ⟦ADDRESS|1519 W Gray St, Suite 204, Houston, TX 77019⟧.

⟦PERSON|Benita Flores⟧, EA · ⟦PHONE|(832) 555-0193⟧ · ⟦EMAIL|benita@floresbookkeeping.com⟧
"""))

T(("hotel_ota_card_leak_log", """
2026-12-02 22:41:07,512 ERROR [booking-sync] payload rejected by PMS:
  {"guest":"⟦PERSON|Annika Lindgren⟧","email":"⟦EMAIL|annika.lindgren@gmail.com⟧","card":"⟦CARD|$disc1⟧","cvc":"⟦CVV|318⟧","exp":"⟪card_expiry|07/28⟫",
   "address":"⟦ADDRESS|Sveavägen 44, 111 34 Stockholm⟧","personnummer":"⟦NATIONAL_ID|$se2⟧","total":⟦AMOUNT|4890.00⟧,"rate_plan":"⟪rate_code|BAR-FLEX⟫"}
  upstream=⟦IP_ADDRESS|34.89.120.17⟧ req_id=⟪request_id|$uuid1⟫
"""))

T(("stripe_webhook_config_toml", """
# payments.toml – box office & bakery shared billing service
[stripe]
secret_key = "⟦APIKEY|$sk_live2⟧"
publishable_key = "⟪app_id|$pk_live2⟫"
webhook_signing_secret = "⟦SECRET|$whsec1⟧"

[oauth.google]
client_id = "⟪app_id|558120447713-k3v9q2m1lp0a7f.apps.googleusercontent.com⟫"
client_secret = "⟦SECRET|$gocspx1⟧"

[admin]
contact = "⟦EMAIL|ops@riocinema.co.uk⟧"   # ⟦PERSON|Bernie⟧
"""))

T(("ship_agent_port_call_email", """
From: ⟦EMAIL|ops@aegeanshipagency.gr⟧
To: ⟦EMAIL|master.nordicjuniper@fleetmail.com⟧
Subject: Port call ⟪place|Piraeus⟫ – ETA ⟪date|09 Dec⟫

Dear Captain ⟦PERSON|Kowalczyk⟧,

Agency fees for this call have been advanced by our office; please arrange for your owners to settle ⟦AMOUNT|€4,260.00⟧ to ⟦IBAN|$iban_gr1⟧ (beneficiary ⟪org_name|Aegean Ship Agency SA⟫).
Crew shore leave passes are ready for ⟦PERSON|Radu Iliescu⟧ and ⟦PERSON|Arnel Dela Cruz⟧; collect at ⟦ADDRESS|Akti Miaouli 47, 185 36 Piraeus⟧.
Launch boat: ⟪price|€180⟫ per trip (port tariff).

⟦PERSON|Eleni Papadaki⟧ · Duty agent · ⟦PHONE|+30 210 555 4471⟧
"""))

T(("aviation_school_invoice", """
⟪org_name|Skyward Flight Academy⟫ – STATEMENT OF ACCOUNT
Student: ⟦PERSON|Oisín Gallagher⟧   Student no. ⟪student_id|SFA-2291⟫
Address: ⟦ADDRESS|27 Ballyfermot Road, Dublin 10, D10 X2F5⟧
PPL module 3 (12.5 hrs dual on ⟪aircraft_reg|EI-SKW⟫) ........ ⟦AMOUNT|€3,437.50⟧
Exam fees (IAA schedule ⟪price|€95⟫ per paper) ........ ⟦AMOUNT|€285.00⟧
Balance due: ⟦AMOUNT|€3,722.50⟧ – pay to our account ⟪masked_iban|IE** AIBK **** **** 0412⟫ or call ⟦PHONE|+353 1 555 0147⟧
Student medical on file: Class 2, ⟦MEDICAL|colour vision deficiency (night restriction)⟧
"""))

T(("crm_export_fitness_studio_csv", """
member_id,first_name,last_name,email,phone,address,plan,balance_due
⟪member_id|M-3301⟫,⟦PERSON|Hazel⟧,⟦PERSON|Obi⟧,⟦EMAIL|hazel.obi@protonmail.com⟧,⟦PHONE|020 7946 0321⟧,"⟦ADDRESS|12 Elgin Crescent, London W11 2JA⟧",reformer-8,⟦AMOUNT|96.00⟧
⟪member_id|M-3302⟫,⟦PERSON|Tomás⟧,⟦PERSON|Lindqvist⟧,⟦EMAIL|tomas.l@gmail.com⟧,⟦PHONE|020 7946 0588⟧,"⟦ADDRESS|Flat 3, 7 Ladbroke Grove, London W10 5NP⟧",unlimited,⟦AMOUNT|0.00⟧
⟪member_id|M-3303⟫,⟦PERSON|Yaw⟧,⟦PERSON|Mensah⟧,⟦EMAIL|yaw.mensah@yahoo.co.uk⟧,⟦PHONE|020 7946 0912⟧,"⟦ADDRESS|44 Portobello Rd, London W11 3DL⟧",reformer-4,⟦AMOUNT|48.50⟧
# plan prices: reformer-8 ⟪price|£176⟫, unlimited ⟪price|£229⟫
"""))

T(("eu_refugee_caseworker_email", """
Hallo ⟦PERSON|Jonas⟧,

kurzes Update in English for the file: ⟦PERSON|Oksana Melnyk⟧ (born ⟦DATE_OF_BIRTH|22.09.1984⟧, Ukrainian passport ⟦PASSPORT|FE418227⟧) moved to ⟦ADDRESS|Wiener Straße 19, 10999 Berlin⟧. Her son ⟦PERSON|Danylo⟧ needs a paediatric ⟦MEDICAL|epilepsy⟧ follow-up, he's on ⟦MEDICAL|levetiracetam 250mg⟧.
The monthly benefit of ⟦AMOUNT|€563⟧ should go to her new account ⟦IBAN|$iban_dk1⟧ (Danish bank, opened in ⟪place|Copenhagen⟫); rent of ⟦AMOUNT|€690⟧ goes directly to the landlord.
Case ref ⟪case_ref|LAF-26-771204⟫.
⟦PERSON|Mira⟧
"""))

T(("payment_processor_chargeback_json", """
{"dispute_id":"⟪dispute_id|dp_1QxK2mLk9⟫","reason":"fraudulent",
 "cardholder":{"name":"⟦PERSON|Ricardo Almeida⟧","cpf":"⟦NATIONAL_ID|$cpf1⟧","email":"⟦EMAIL|ricardo.almeida@uol.com.br⟧"},
 "card":{"number":"⟦CARD|$diners1⟧","cvv":"⟦CVV|661⟧","exp":"⟪card_expiry|02/30⟫"},
 "amount_disputed":"⟦AMOUNT|R$ 1.249,90⟧","merchant":"⟪org_name|Academia Corpo Livre⟫","ip":"⟦IP_ADDRESS|177.71.204.38⟧",
 "api_key_used":"⟦APIKEY|$sk_live3⟧"}
"""))

T(("iot_fleet_devops_chat", """
#fleet-telematics
⟦PERSON|nadia.r⟧: who committed the Mapbox/Google key to the tracker repo? ⟦APIKEY|$gapi2⟧ is now public on GitHub
⟦PERSON|ben⟧: me, sorry 😬 rotating now. also the MQTT bridge creds in the same commit: user ⟪username|telematics⟫ pass ⟦PASSWORD|Tr4ck!ng-2026⟧ and the broker token ⟦SECRET|$mqtt_tok1⟧
⟦PERSON|nadia.r⟧: and the Teams alert hook? ⟦SECRET|$teamshook1⟧ – rotate that too please
⟦PERSON|ben⟧: on it. broker is ⟦IP_ADDRESS|10.60.2.14⟧, I'll firewall it to ⟪cidr|10.60.0.0/16⟫
"""))
