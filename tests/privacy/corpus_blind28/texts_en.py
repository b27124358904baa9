TEXTS = [
("site_induction_sms", """Hi ⟦PERSON|Gary⟧, induction for ⟪org_name|Halbrook Construction⟫ at ⟦ADDRESS|14 Wharf Road, Leeds LS10 1PF⟧ is ⟪date|Mon 9 March⟫ ⟪time|07:30⟫. Bring CSCS card + boots. Gate code ⟦PASSWORD|4471#⟧. Any probs ring ⟦PERSON|Dean⟧ on ⟦PHONE|07700 900431⟧."""),
("site_accident_report", """ACCIDENT / NEAR-MISS REPORT  Ref ⟪case_ref|HC-NM-2291⟫
Site: ⟪place|Kirkstall Forge Block C⟫   Date: ⟪date|03/02/2027⟫  Time: ⟪time|10:42⟫
Injured person: ⟦PERSON|Tomasz Wróbel⟧ (subcontractor, ⟪org_name|Piotrex Dryliners Ltd⟫)
DOB: ⟦DATE_OF_BIRTH|21/06/1988⟧   NI no: ⟦NATIONAL_ID|$nino2⟧
Injury: ⟦MEDICAL|laceration to left forearm⟧, ⟦MEDICAL|suspected fractured wrist⟧. First aid by ⟦PERSON|K. Doyle⟧ (appointed first aider).
Taken to ⟪place|St James's A&E⟫. Scaffold tag ⟪product_code|SCF-77B⟫ found expired; RIDDOR threshold of ⟪quantity|7 days⟫ to be monitored.
Reported by: ⟦PERSON|Sandra Okafor⟧, H&S Manager — ⟦EMAIL|s.okafor@halbrook-construction.co.uk⟧"""),
("planning_objection_email", """From: ⟦PERSON|Miriam Ashworth⟧ <⟦EMAIL|miriam.ashworth@btinternet.com⟧>
To: ⟦EMAIL|planning@calderdale.gov.uk⟧
Subject: Objection to application ⟪case_ref|23/01174/HSE⟫

Dear Sir or Madam,

I live at ⟦ADDRESS|7 Moor End Lane, Hebden Bridge HX7 8QT⟧, directly behind the proposed two-storey extension at no. 9. The ⟪quantity|4.2m⟫ ridge would overshadow my kitchen. I should add that I have ⟦MEDICAL|macular degeneration⟧ and rely on natural light.

The consultation closes ⟪date|14 April⟫; please confirm receipt.

Kind regards,
⟦PERSON|Miriam⟧
⟦PHONE|01422 843 611⟧"""),
("architect_fee_invoice", """⟪org_name|Lindqvist & Rowe Architects⟫ — INVOICE ⟪invoice_ref|LR-2027-0418⟫
Client: Mr ⟦PERSON|Harish Menon⟧, ⟦ADDRESS|22 Beech Grove, Harrogate HG2 0LT⟧
RIBA Stage 2 concept design ........ ⟦AMOUNT|£3,850.00⟧
Planning drawings (⟪quantity|6 sheets⟫) ... ⟦AMOUNT|£1,200.00⟧
VAT ⟪percentage|20%⟫ .................... ⟦AMOUNT|£1,010.00⟧
TOTAL DUE ......................... ⟦AMOUNT|£6,060.00⟧
Pay to IBAN ⟪org_name|Lindqvist & Rowe⟫ ⟦IBAN|$iban_gb0⟧ quoting ⟪invoice_ref|LR-2027-0418⟫. Standard hourly rate ⟪price|£95/hr⟫ applies to extra work."""),
("service_charge_dispute", """Ticket #⟪ticket_ref|PM-55102⟫ | ⟪org_name|Greystone Block Management⟫
Leaseholder: ⟦PERSON|Chidi Nwosu⟧, Flat 12, ⟦ADDRESS|Aldgate Court, 40 Commercial Street, London E1 6LP⟧
Message: I've been billed ⟦AMOUNT|£2,314.77⟧ for the half-year but the budget says ⟪price|£1,980⟫ per flat. I already paid ⟦AMOUNT|£1,150⟧ by standing order from ⟦IBAN|$iban_gb1⟧. Please send the breakdown. Call me on ⟦PHONE|07700 900218⟧ after 6.
Agent note (⟦PERSON|lfarrow⟧): sinking fund levy ⟪percentage|12%⟫ added per AGM ⟪date|2026-11-05⟫; refund ⟦AMOUNT|£164.77⟧ duplicate insurance line."""),
("car_finance_agreement_extract", """HIRE PURCHASE AGREEMENT ⟪policy_ref|HP-7730-194⟫ regulated by the Consumer Credit Act 1974
Dealer: ⟪org_name|Westway Motors (Reading) Ltd⟫
Customer: ⟦PERSON|Alison Jane Pike⟧   Date of birth: ⟦DATE_OF_BIRTH|12 Oct 1979⟧
Address: ⟦ADDRESS|31 Coley Avenue, Reading RG1 6LL⟧
Vehicle: 2024 Skoda Octavia Estate, reg ⟪plate|RK24 XUV⟫, VIN ⟪vin|TMBJG7NX4P0123987⟫
Cash price ⟪price|£21,495.00⟫   Deposit paid ⟦AMOUNT|£3,000.00⟧   Amount of credit ⟦AMOUNT|£18,495.00⟧
⟪quantity|48⟫ monthly payments of ⟦AMOUNT|£447.12⟧   APR ⟪percentage|9.9%⟫
Direct debit from account ⟦IBAN|$iban_gb2⟧"""),
("dealer_whatsapp", """[14:02] ⟦PERSON|Ryan⟧ (Westway Sales): Hi ⟦PERSON|Alison⟧ the Octavia's ready Thursday. Can you bring driving licence and a utility bill?
[14:05] ⟦PERSON|Alison⟧: great! will do. Can I pay the rest on card?
[14:06] ⟦PERSON|Ryan⟧: yes up to ⟪price|£5,000⟫ on card, rest by bank transfer
[14:09] ⟦PERSON|Alison⟧: ok I'll do ⟦AMOUNT|£2,500⟧ on card then"""),
("roadside_call_transcript", """CALL TRANSCRIPT — ⟪org_name|RescueLine⟫ breakdown  job ⟪case_ref|RL-883120⟫
AGENT: RescueLine, you're speaking with ⟦PERSON|Priya⟧, can I take your membership number?
CALLER: It's ⟪policy_ref|M 4419 2270⟫.
AGENT: Thanks. And your full name?
CALLER: ⟦PERSON|Declan Farrelly⟧.
AGENT: Where's the vehicle, ⟦PERSON|Declan⟧?
CALLER: Hard shoulder, M6 northbound just past junction 19, near ⟪place|Knutsford services⟫.
AGENT: Best number to reach you?
CALLER: ⟦PHONE|07700 900 762⟧.
AGENT: Is anyone in the car unwell?
CALLER: My daughter's ⟦MEDICAL|type 1 diabetic⟧, she's got her ⟦MEDICAL|insulin pump⟧ but it's getting cold.
AGENT: I'll flag priority. Patrol ETA ⟪quantity|40 minutes⟫."""),
("tow_receipt", """⟪org_name|Pennine Recovery⟫ RECEIPT ⟪invoice_ref|0004172⟫
Tow from A629 to ⟦ADDRESS|Unit 3, Riverside Industrial Estate, Elland HX5 9DF⟧
Customer: ⟦PERSON|B. Hussain⟧  Tel ⟦PHONE|07700 900 054⟧
Call-out ⟦AMOUNT|£95.00⟧  Mileage ⟪quantity|18 mi⟫ @ ⟪price|£3.50⟫ ⟦AMOUNT|£63.00⟧
Storage ⟪quantity|2 days⟫ ⟦AMOUNT|£40.00⟧
Paid ⟦AMOUNT|£198.00⟧ card ⟪masked_card|**** **** **** 6621⟫  auth ⟪otp_code|093315⟫"""),
("lost_luggage_pir", """PROPERTY IRREGULARITY REPORT   File ref ⟪booking_ref|MANBA41872⟫
Passenger: ⟦PERSON|OYELARAN/FOLASADE⟧ MRS   Flight ⟪flight_no|BA1387⟫ ⟪date|02MAR⟫ LHR-MAN
Bag tag ⟪booking_ref|BA 561204⟫  Colour/type BK 22 (black hardside)
Contents: ⟦MEDICAL|metformin 500mg⟧ tablets, ⟦MEDICAL|CPAP machine⟧, clothing
Delivery address: ⟦ADDRESS|88 Wilmslow Road, Manchester M14 5AL⟧
Contact: ⟦PHONE|+44 7700 900884⟧ / ⟦EMAIL|folaoye@gmail.com⟧
Passport: ⟦PASSPORT|548823917⟧
Interim expenses approved up to ⟪price|£50⟫ per day."""),
("lost_luggage_email_followup", """Dear Mr ⟦PERSON|Castellanos⟧,

Your delayed bag (file ⟪booking_ref|MADIB20931⟫) has been located in ⟪place|Frankfurt⟫ and will arrive on ⟪flight_no|IB3157⟫ tomorrow. Our courier will deliver to the hotel you gave us. We have approved your claim for essentials of ⟦AMOUNT|€186.40⟧, which will be paid to ⟦IBAN|$iban_es8⟧ within ⟪quantity|10 working days⟫.

Regards,
⟦PERSON|Lucía Serrano⟧
Baggage Services, ⟪org_name|Iberia⟫"""),
("cruise_manifest_csv", """cabin,surname,given,dob,nationality,passport,muster,dietary_medical
⟪room_no|8142⟫,⟦PERSON|HALVORSEN⟧,⟦PERSON|Ingrid⟧,⟦DATE_OF_BIRTH|1957-04-19⟧,NOR,⟦PASSPORT|FK3390172⟧,⟪product_code|B4⟫,⟦MEDICAL|coeliac⟧
⟪room_no|8142⟫,⟦PERSON|HALVORSEN⟧,⟦PERSON|Per⟧,⟦DATE_OF_BIRTH|1955-11-02⟧,NOR,⟦PASSPORT|FK3390188⟧,⟪product_code|B4⟫,⟦MEDICAL|warfarin 3mg⟧
⟪room_no|9027⟫,⟦PERSON|MCALLISTER⟧,⟦PERSON|Grant⟧,⟦DATE_OF_BIRTH|1969-08-30⟧,GBR,⟦PASSPORT|533920418⟧,⟪product_code|C2⟫,
⟪room_no|9029⟫,⟦PERSON|DUBOIS⟧,⟦PERSON|Élodie⟧,⟦DATE_OF_BIRTH|1990-01-07⟧,FRA,⟦PASSPORT|19AV48231⟧,⟪product_code|C2⟫,⟦MEDICAL|peanut anaphylaxis⟧"""),
("cruise_onboard_account", """⟪org_name|Aurora Seas⟫ — Onboard Account Statement   Voyage ⟪booking_ref|AS2715⟫
Guest: ⟦PERSON|Grant McAllister⟧  Cabin ⟪room_no|9027⟫
⟪date|11 May⟫  Horizon Bar ......... ⟦AMOUNT|$46.50⟧
⟪date|12 May⟫  Spa – hot stone ...... ⟦AMOUNT|$189.00⟧
⟪date|13 May⟫  Shore excursion Kotor  ⟦AMOUNT|$129.00⟧
Gratuities ⟪price|$16.00 per person per night⟫ ⟦AMOUNT|$112.00⟧
Balance charged to card ending ⟪masked_card|4417⟫: ⟦AMOUNT|$476.50⟧"""),
("theme_park_refund_form", """Refund request — ⟪org_name|Thorncliffe Adventure Park⟫
Order number: ⟪order_ref|TAP-20270611-7731⟫
Name: ⟦PERSON|Kerry-Ann Bassett⟧
Email: ⟦EMAIL|kerryann.bassett@outlook.com⟧
Phone: ⟦PHONE|07700 900 693⟧
Reason: Ride closures on ⟪date|11 June⟫, my son uses a wheelchair (⟦MEDICAL|cerebral palsy⟧) and 4 of the accessible rides were shut.
Amount paid: ⟦AMOUNT|£187.60⟧ (2 adult + 1 child + Ride Access Pass). Day tickets are normally ⟪price|£54.00⟫.
Refund to original card: yes"""),
("accessibility_pass_letter", """Dear ⟦PERSON|Kerry-Ann⟧,

Thank you for registering for the Ride Access Pass. We have verified the supporting evidence for ⟦PERSON|Jayden Bassett⟧ (⟦MEDICAL|autism spectrum disorder⟧, ⟦MEDICAL|ADHD⟧). The pass is valid until ⟪date|31/10/2027⟫ and allows one carer free entry.

Pass ID: ⟪booking_ref|RAP-0093318⟫

⟪org_name|Thorncliffe⟫ Guest Experience"""),
("event_ticket_nginx_log", """⟦IP_ADDRESS|81.107.44.203⟧ - - [⟪timestamp|12/Jun/2027:19:02:11 +0100⟫] "POST /api/refunds HTTP/1.1" 200 512 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)"
⟦IP_ADDRESS|10.20.4.17⟧ - - [⟪timestamp|12/Jun/2027:19:02:12 +0100⟫] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"
⟪doc_ip|203.0.113.50⟫ - - [⟪timestamp|12/Jun/2027:19:02:15 +0100⟫] "GET /tickets/⟪order_ref|EVT-55821⟫?email=⟦EMAIL|dan.whitlock@icloud.com⟧ HTTP/1.1" 302 0
⟦IP_ADDRESS|2a02:c7c:5e1d:8800:91b4:2cf:6ad0:3e71⟧ - - [⟪timestamp|12/Jun/2027:19:02:19 +0100⟫] "POST /login HTTP/2.0" 401 88"""),
("giftaid_declaration", """GIFT AID DECLARATION — ⟪org_name|Brightwater Hospice Trust⟫ (Charity No. ⟪product_code|1093342⟫)
Title: Mrs   First name: ⟦PERSON|Evelyn⟧   Surname: ⟦PERSON|Caffrey⟧
Home address: ⟦ADDRESS|5 Saltash Close, Plymouth PL6 8RJ⟧
I want to Gift Aid my donation of ⟦AMOUNT|£250⟧ and any donations I make in the future or have made in the past 4 years.
I understand that if I pay less Income Tax and/or Capital Gains Tax than the amount of Gift Aid claimed on all my donations in that tax year it is my responsibility to pay any difference.
Signed ⟦PERSON|E. Caffrey⟧   Date ⟪date|08/01/2027⟫"""),
("charity_direct_debit_csv", """donor_id,name,sort_code,account_no,iban,monthly_amount,start_date,giftaid
⟪order_ref|D-40012⟫,⟦PERSON|Rahul Desai⟧,⟪product_code|20-45-77⟫,⟪id_tail|****3391⟫,⟦IBAN|$iban_gb16⟧,⟦AMOUNT|15.00⟧,⟪date|2027-02-01⟫,Y
⟪order_ref|D-40013⟫,⟦PERSON|Moira O'Leary⟧,,,⟦IBAN|$iban_ie11⟧,⟦AMOUNT|10.00⟧,⟪date|2027-02-01⟫,N
⟪order_ref|D-40014⟫,⟦PERSON|Sven Aalders⟧,,,⟦IBAN|$iban_nl6⟧,⟦AMOUNT|25.00⟧,⟪date|2027-02-15⟫,N"""),
("school_trip_payment_email", """Subject: Year 6 residential — payment reminder

Dear parent/carer of ⟦PERSON|Maisie Clarke⟧,

Our records show a balance of ⟦AMOUNT|£145.00⟧ outstanding for the ⟪place|Robinwood⟫ residential (total cost ⟪price|£325.00⟫ per pupil). Please pay via ParentPay by ⟪date|20 February⟫. If you need to discuss a payment plan please contact Mrs ⟦PERSON|Jenkins⟧ in the school office on ⟦PHONE|01632 960 418⟧ or ⟦EMAIL|office@stbedesprimary.sch.uk⟧.

Medical forms: we note ⟦PERSON|Maisie⟧ has ⟦MEDICAL|asthma⟧ and uses a ⟦MEDICAL|salbutamol inhaler⟧ — please send a spare.

⟪org_name|St Bede's Primary School⟫"""),
("parent_portal_json", """{
  "student": {"upn": "⟪product_code|A821450317005⟫", "name": "⟦PERSON|Oscar Lindahl⟧", "year": 9, "dob": "⟦DATE_OF_BIRTH|2012-05-23⟧"},
  "contacts": [
    {"rel": "mother", "name": "⟦PERSON|Freya Lindahl⟧", "mobile": "⟦PHONE|07700900512⟧", "email": "⟦EMAIL|freya.lindahl@proton.me⟧"},
    {"rel": "father", "name": "⟦PERSON|Nils Lindahl⟧", "mobile": "⟦PHONE|07700900947⟧"}
  ],
  "sen": {"flag": true, "need": "⟦MEDICAL|dyslexia⟧"},
  "balance": {"dinner_money": "⟦AMOUNT|12.40⟧", "currency": "GBP"},
  "session": "⟦SECRET|$tok1⟧",
  "api_version": "⟪version|3.2.1⟫"
}"""),
("nursery_allergy_board", """ROOM 2 (TODDLERS) — ALLERGIES & COLLECTION — ⟪date|updated 03/03⟫
• ⟦PERSON|Amara⟧ O. — ⟦MEDICAL|egg allergy⟧ (⟦MEDICAL|EpiPen Jr⟧ in red bag). Collected by mum or Grandma ⟦PERSON|Pat⟧. Password: ⟦PASSWORD|bluebell⟧
• ⟦PERSON|Teddy⟧ W. — ⟦MEDICAL|eczema⟧, own cream ⟦MEDICAL|Diprobase⟧. Password ⟦PASSWORD|tractor77⟧
• ⟦PERSON|Zofia⟧ K. — no known allergies. Dad ⟦PERSON|Marek⟧ collects Tues/Thu.
Snack today: oat bars (contain ⟪health_term|gluten⟫). Room pet ⟪pet_name|Nibbles⟫ the hamster has ⟪animal_health|wet tail⟫ — no handling."""),
("childminder_sms", """Hi ⟦PERSON|Jo⟧ it's ⟦PERSON|Bev⟧. ⟦PERSON|Lily⟧ had a temp of ⟪quantity|38.4⟫ at lunch, gave ⟦MEDICAL|Calpol 5ml⟧ at ⟪time|12:15⟫ as per your consent form. Can you collect early? Invoice for March is ⟦AMOUNT|£612⟧, my rate went up to ⟪price|£6.50/hr⟫ from April x"""),
("speech_assessment_report", """SPEECH AND LANGUAGE THERAPY — INITIAL ASSESSMENT
Client: ⟦PERSON|Ethan Mbeki⟧   DOB: ⟦DATE_OF_BIRTH|14/09/2021⟧   NHS no: ⟪product_code|485 777 3456⟫
Referred by: Dr ⟦PERSON|Anjali Rao⟧ (GP, ⟪org_name|Elmwood Surgery⟫)
Assessment date: ⟪date|18/02/2027⟫   Clinician: ⟦PERSON|Hannah Lowry⟧, SLT
Findings: ⟦MEDICAL|expressive language delay⟧; ⟦MEDICAL|phonological disorder⟧ (fronting, stopping). Hearing screen: ⟦MEDICAL|bilateral glue ear⟧ suspected — onward referral to audiology.
Standard scores: CELF-P3 ⟪quantity|72⟫. Plan: 6 sessions, block 1."""),
("audiology_letter", """Dear Mr ⟦PERSON|Pradeep Kulkarni⟧,

Your hearing test on ⟪date|4 March 2027⟫ showed a ⟦MEDICAL|moderate sensorineural hearing loss⟧ in both ears. We recommend ⟦MEDICAL|bilateral behind-the-ear hearing aids⟧, which will be fitted at ⟦ADDRESS|Audiology, Level 2, 160 Oxford Road, Manchester M13 9WL⟧ on ⟪date|19 March⟫ at ⟪time|10:15⟫.

If you cannot attend please call ⟦PHONE|0161 496 0733⟧.

⟦PERSON|Gemma Thorpe⟧, Clinical Scientist (Audiology)"""),
("addiction_keyworker_note", """Keyworker contact note — ⟪org_name|Turning Point Bristol⟫
Service user: ⟦PERSON|Liam Prosser⟧ (known as ⟦PERSON|Prozzy⟧)   ID ⟪case_ref|TPB-11907⟫
Seen at ⟪place|Broadmead hub⟫. Reports 4 days abstinent from heroin, on ⟦MEDICAL|methadone 60ml⟧ daily supervised at ⟪org_name|Boots Cabot Circus⟫. ⟦MEDICAL|Hepatitis C⟧ treatment started (⟦MEDICAL|Epclusa⟧). Partner ⟦PERSON|Kayleigh⟧ also engaging. Owes ⟦AMOUNT|£300⟧ to a dealer, safeguarding discussed.
Next appt ⟪date|Thu 14:00⟫ with ⟦PERSON|Sue⟧."""),
("midwife_booking_notes", """BOOKING APPOINTMENT — community midwife ⟦PERSON|Rachel Evans⟧
Woman: ⟦PERSON|Natalia Kowalczyk⟧, ⟪quantity|29⟫, G2P1, LMP ⟪date|02/01/2027⟫, EDD ⟪date|09/10/2027⟫
DOB ⟦DATE_OF_BIRTH|17/05/1997⟧   PESEL (Polish ID on file): ⟦NATIONAL_ID|$pesel1⟧
Previous ⟦MEDICAL|emergency caesarean section⟧ 2023 for ⟦MEDICAL|fetal distress⟧. BMI 31. ⟦MEDICAL|Gestational diabetes⟧ risk → GTT at 24-28 wks. Taking ⟦MEDICAL|folic acid 5mg⟧.
Partner ⟦PERSON|Bartek⟧ present, interpreting declined.
Address: ⟦ADDRESS|Flat 3, 19 Beaconsfield Road, Southampton SO17 2AB⟧  Mob ⟦PHONE|07700 900 377⟧"""),
("sexual_health_sms", """⟪org_name|SHine Clinic⟫: Hi ⟦PERSON|Marcus⟧, your recent test results are ready. Please call ⟦PHONE|0300 123 7711⟧ quoting ⟪case_ref|GU-48812⟫, or log in to the portal. Do not reply to this message."""),
("sexual_health_clinic_record", """Clinic number: ⟪case_ref|GU-48812⟫  Name: ⟦PERSON|Marcus Ellery⟧  Preferred name: ⟦PERSON|Mo⟧
Attended ⟪date|27/02⟫. Dx: ⟦MEDICAL|chlamydia⟧ (NAAT +ve), ⟦MEDICAL|gonorrhoea⟧ negative. HIV/syphilis neg.
Rx ⟦MEDICAL|doxycycline 100mg BD 7/7⟧. On ⟦MEDICAL|PrEP⟧ since 2025. Partner notification: 2 contacts, ⟦PERSON|J⟧ and one anonymous.
Clinician: Dr. ⟦PERSON|Fen Okoro⟧"""),
("clinical_trial_sae_form", """SERIOUS ADVERSE EVENT REPORT — Protocol ⟪product_code|NVX-204-03⟫
Site ⟪product_code|GB-017⟫  Participant ID ⟪case_ref|017-0042⟫  Initials ⟦PERSON|R.T.H.⟧  DOB ⟦DATE_OF_BIRTH|03/11/1961⟧
Event: ⟦MEDICAL|grade 3 neutropenia⟧ with ⟦MEDICAL|febrile episode⟧, onset ⟪date|22-Feb-2027⟫
Study drug: ⟪product_code|NVX-204⟫ 200 mg IV q3w, cycle 4. Concomitant: ⟦MEDICAL|amlodipine 5mg⟧.
Outcome: recovering. Causality: possibly related.
Reporter: Dr ⟦PERSON|Imogen Blake⟧, PI — ⟦EMAIL|imogen.blake@nhs.net⟧  ⟦PHONE|0117 496 0102⟧
Participant stipend paid this visit: ⟦AMOUNT|£40⟧ (travel)."""),
("lims_export_csv", """sample_id,barcode,patient_name,dob,test,result,run_id,instrument
⟪product_code|S27-00912⟫,⟪build_id|BC7718241⟫,⟦PERSON|PATEL, Anish⟧,⟦DATE_OF_BIRTH|1984-02-29⟧,BRCA1/2 panel,⟦MEDICAL|BRCA2 c.5946delT pathogenic⟧,⟪build_id|RUN-4471⟫,⟪product_code|NovaSeq-02⟫
⟪product_code|S27-00913⟫,⟪build_id|BC7718242⟫,⟦PERSON|OKONKWO, Chiamaka⟧,⟦DATE_OF_BIRTH|1991-07-08⟧,CFTR,⟦MEDICAL|F508del heterozygous carrier⟧,⟪build_id|RUN-4471⟫,⟪product_code|NovaSeq-02⟫
⟪product_code|S27-00914⟫,⟪build_id|BC7718243⟫,⟦PERSON|WEBB, Harold⟧,⟦DATE_OF_BIRTH|1949-12-14⟧,HFE,no variant detected,⟪build_id|RUN-4471⟫,⟪product_code|NovaSeq-02⟫"""),
("lims_pipeline_log", """⟪timestamp|2027-03-05T02:14:07Z⟫ INFO  pipeline ⟪version|v2.8.4⟫ starting run ⟪build_id|RUN-4471⟫ (⟪commit_sha|$sha1⟫)
⟪timestamp|2027-03-05T02:14:08Z⟫ INFO  connecting to postgresql://lims_rw:⟦SECRET|Qx7!pLm2v9Rr⟧@⟦IP_ADDRESS|10.44.2.15⟧:⟪port|5432⟫/lims
⟪timestamp|2027-03-05T02:14:09Z⟫ INFO  S3 upload using key ⟦APIKEY|$aws_ak1⟧
⟪timestamp|2027-03-05T02:14:09Z⟫ DEBUG aws_secret_access_key=⟦SECRET|$aws_sk1⟧
⟪timestamp|2027-03-05T02:16:51Z⟫ WARN  sample ⟪product_code|S27-00914⟫ coverage ⟪percentage|87.2%⟫ below ⟪percentage|90%⟫ threshold
⟪timestamp|2027-03-05T02:17:30Z⟫ INFO  notified ⟦EMAIL|lab-ops@genomicslab.org⟧"""),
("kyc_vendor_webhook", """POST /webhooks/kyc HTTP/1.1
Host: ⟪place|api.lendfast.co.uk⟫
X-Signature: ⟪hash|$sha256a⟫
Authorization: Bearer ⟦APIKEY|$jwt2⟧

{"check_id":"⟪uuid|$uuid1⟫","status":"approved","document":{"type":"passport","number":"⟦PASSPORT|127733046⟧","country":"GBR","expiry":"⟪date|2031-08-14⟫"},
 "applicant":{"first_name":"⟦PERSON|Olufemi⟧","last_name":"⟦PERSON|Adeyemi⟧","dob":"⟦DATE_OF_BIRTH|1993-03-27⟧"},
 "selfie":{"liveness":0.982,"face_match":"⟪percentage|97%⟫"}}"""),
("kyc_document_check_notes", """Manual review — case ⟪case_ref|KYC-2027-33817⟫
Applicant ⟦PERSON|Sofia Bergström⟧ uploaded Swedish ID card; personnummer ⟦NATIONAL_ID|$se1⟧ matches DOB ⟦DATE_OF_BIRTH|12 June 1985⟧. Selfie shows glasses, liveness pass. Address proof: bank statement for ⟦ADDRESS|Sveavägen 44, 111 34 Stockholm⟧. Risk score ⟪percentage|12%⟫. Approved by ⟦PERSON|mkhan⟧."""),
("siem_failed_login_alert", """[ALERT] ⟪ticket_ref|SOC-118204⟫ Multiple failed logins — severity HIGH
user: ⟦PERSON|rkasprzak⟧@⟪place|corp.thornfield.local⟫
source_ip: ⟦IP_ADDRESS|185.220.101.47⟧ (TOR exit)   dest: ⟦IP_ADDRESS|172.18.9.30⟧:⟪port|443⟫
count: ⟪quantity|37⟫ in ⟪quantity|5 min⟫   first: ⟪timestamp|2027-03-08 03:11:02⟫
rule: ⟪product_code|AUTH-BRUTE-004⟫  ⟪version|v7⟫
Last successful login from ⟪doc_ip|198.51.100.23⟫ (test fixture, ignore)
Assigned: ⟦PERSON|Aisha Verma⟧"""),
("siem_leaked_key_alert", """:rotating_light: *Secret detected in public repo* — ⟪org_name|GitGuardian⟫
repo: thornfield/payments-svc   commit ⟪commit_sha|$sha2⟫   author ⟦PERSON|dmitri.volkov⟧
file: config/settings.py line 42
```
STRIPE_SECRET_KEY = "⟦APIKEY|$stripe_sk1⟧"
STRIPE_PUBLISHABLE_KEY = "⟪app_id|$pk1⟫"
```
@⟦PERSON|dmitri.volkov⟧ please revoke and rotate within ⟪quantity|1h⟫. cc @⟦PERSON|aisha.verma⟧"""),
("mobile_banking_chat", """[Chat — ⟪org_name|Monzeo Bank⟫ support]  ⟪timestamp|21:47⟫
Customer: hi my card got declined at the petrol station and I've got money in there
Agent ⟦PERSON|Callum⟧: Sorry about that! I can see a fraud hold was placed after an attempted payment of ⟦AMOUNT|£1,249.99⟧ at an electronics site. Was that you?
Customer: no!! I only spent ⟦AMOUNT|£62.10⟧ on fuel
Agent ⟦PERSON|Callum⟧: Thanks. I've frozen card ⟪masked_card|•••• 0394⟫ and ordered a new one. Never share your passcode or the 6-digit code we text you (like ⟪otp_code|481 226⟫) with anyone, including us.
Customer: ok. my pin is ⟦PASSWORD|2580⟧ btw should I change it
Agent ⟦PERSON|Callum⟧: Please don't send your PIN in chat — yes, change it in the app once the new card arrives."""),
("banking_dispute_form", """CHARGEBACK CLAIM FORM
Cardholder: ⟦PERSON|Gwen Tallis⟧      Card number: ⟦CARD|$card_visa1⟧   Expiry ⟪card_expiry|09/29⟫   CVV ⟦CVV|418⟧
Merchant: ⟪org_name|SkyHop Travel⟫   Transaction date: ⟪date|14/01/2027⟫   Amount disputed: ⟦AMOUNT|£842.00⟧
Reason: flight cancelled (⟪flight_no|SH 208⟫), no refund after ⟪quantity|45 days⟫.
Contact: ⟦EMAIL|gwen.tallis@yahoo.co.uk⟧ / ⟦PHONE|07700 900 115⟧"""),
("us_loan_application", """LOAN APPLICATION — ⟪org_name|Cedar Ridge Credit Union⟫
Applicant: ⟦PERSON|Marcus T. Holloway⟧   SSN: ⟦SSN|$ssn1⟧   DOB: ⟦DATE_OF_BIRTH|07/04/1983⟧
Address: ⟦ADDRESS|2219 Elm Creek Dr, Plano, TX 75093⟧   Phone: ⟦PHONE|(972) 555-0147⟧
Co-applicant: ⟦PERSON|Denise Holloway⟧   SSN: ⟦SSN|$ssn2⟧
Annual income: ⟦AMOUNT|$86,400⟧   Requested: ⟦AMOUNT|$24,000⟧ auto refinance, term ⟪quantity|60 mo⟫, rate ⟪percentage|6.49%⟫ APR
Vehicle: ⟪vin|1FTFW1E53NFA12345⟫"""),
("us_dealership_email", """From: ⟦EMAIL|finance@lonestarhonda.com⟧
To: ⟦PERSON|Tasha Green⟧ <⟦EMAIL|tasha.green88@gmail.com⟧>

Hi ⟦PERSON|Tasha⟧, to finish your credit app we still need the last 4 of your SSN (we have ⟪id_tail|XXX-XX-4471⟫ on file — please confirm) and proof of income. The 2025 Civic EX is listed at ⟪price|$27,350⟫; with your trade-in at ⟦AMOUNT|$9,200⟧ your amount financed would be ⟦AMOUNT|$19,870.42⟧.

Thanks,
⟦PERSON|Rick Alvarado⟧ | F&I Manager | ⟦PHONE|555-0162⟧"""),
("roadside_app_crash_trace", """Traceback (most recent call last):
  File "/home/⟦PERSON|jwalsh⟧/rescue-app/dispatch/assign.py", line 88, in assign_patrol
    eta = router.eta(job.lat, job.lon)
  File "/opt/venv/lib/python3.11/site-packages/routing/client.py", line 212, in eta
    raise RoutingError(f"upstream 429 for key={self.key}")
routing.errors.RoutingError: upstream 429 for key=⟦APIKEY|$gkey1⟧
job={'id': '⟪case_ref|RL-883141⟫', 'member': '⟦PERSON|Harriet Quinn⟧', 'phone': '⟦PHONE|+447700900652⟧', 'vehicle': '⟪plate|YD19 KLM⟫'}"""),
("towing_dispatch_slack", """#dispatch-north
⟦PERSON|Stu⟧ 09:14: flatbed needed, Ford Transit ⟪plate|BN68 RTY⟫ stuck in ditch off B6265, customer Mrs ⟦PERSON|Oduya⟧ ⟦PHONE|07700 900 808⟧
⟦PERSON|Kev⟧ 09:16: on it, 25 mins. key safe at yard code?
⟦PERSON|Stu⟧ 09:16: ⟦PASSWORD|1966⟧ same as always lol
⟦PERSON|Kev⟧ 09:17: 👍 job ⟪case_ref|PR-2214⟫"""),
("airline_compensation_letter", """Our ref: ⟪case_ref|EU261-77102⟫

Dear Ms ⟦PERSON|Eriksen⟧,

Flight ⟪flight_no|DY1304⟫ from ⟪place|Oslo⟫ on ⟪date|23 December 2026⟫ arrived ⟪quantity|4h 12m⟫ late. Under EC 261/2004 you are entitled to ⟦AMOUNT|€400⟧ for yourself and ⟦AMOUNT|€400⟧ for ⟦PERSON|Magnus Eriksen⟧. We will transfer ⟦AMOUNT|€800⟧ to the account you supplied, ⟦IBAN|$iban_de3⟧.

Yours sincerely,
Customer Relations"""),
("cruise_medical_centre_note", """MEDICAL CENTRE — MV ⟪org_name|Aurora Celeste⟫ — Deck 4
Patient: ⟦PERSON|Per Halvorsen⟧  Cabin ⟪room_no|8142⟫  Age ⟪quantity|71⟫
Presented ⟪timestamp|02:40⟫ with chest pain. ECG: ⟦MEDICAL|atrial fibrillation⟧ with fast ventricular response. On ⟦MEDICAL|warfarin 3mg⟧ at home. Given ⟦MEDICAL|bisoprolol 2.5mg⟧. Recommend disembark at ⟪place|Dubrovnik⟫ for cardiology review.
Consultation fee charged to onboard account: ⟦AMOUNT|$310.00⟧ (ship's tariff ⟪price|$155⟫ per consult, night rate x2).
Dr ⟦PERSON|Ana Lucic⟧"""),
("ticketing_support_ticket", """Zendesk #⟪ticket_ref|884120⟫ — "Refund not received"
Requester: ⟦PERSON|Owen Price⟧ <⟦EMAIL|owen.price@hotmail.co.uk⟧>
Event: ⟪product_code|Summer Sessions — Finsbury Park⟫ ⟪date|5 July⟫ (cancelled)
Order ⟪order_ref|SSFP-00239177⟫, 2 × GA @ ⟪price|£68.50⟫ + fees
> I was told I'd get ⟦AMOUNT|£149.20⟧ back within 14 days, it's been a month.
Internal note by ⟦PERSON|nadia.h⟧: refund batch failed, card ⟪masked_card|************2207⟫ expired. Asked for IBAN instead: customer sent ⟦IBAN|$iban_gb16⟧ — wait, that's his sister ⟦PERSON|Carys⟧'s account; need written authority."""),
("theme_park_season_pass_sql", """INSERT INTO season_passes (pass_no, holder_name, dob, postcode, photo_hash, paid, created_at) VALUES
('⟪booking_ref|SP27-118802⟫', '⟦PERSON|Leah Whitfield⟧', '⟦DATE_OF_BIRTH|2009-10-11⟧', '⟪place|WF1 2PX⟫', '⟪hash|9f2c1e7ab04d⟫', ⟦AMOUNT|119.00⟧, '⟪timestamp|2027-03-01 10:22:41⟫'),
('⟪booking_ref|SP27-118803⟫', '⟦PERSON|Arjun Whitfield⟧', '⟦DATE_OF_BIRTH|2012-01-30⟧', '⟪place|WF1 2PX⟫', '⟪hash|a17d90c3e55f⟫', ⟦AMOUNT|99.00⟧, '⟪timestamp|2027-03-01 10:22:41⟫');"""),
("charity_thankyou_email", """Dear ⟦PERSON|Ravi⟧,

Thank you so much for your gift of ⟦AMOUNT|£1,000⟧ in memory of your father. With Gift Aid that becomes ⟦AMOUNT|£1,250⟧ for ⟪org_name|Brightwater Hospice⟫. It costs ⟪price|£45⟫ to fund one hour of night nursing, so your generosity really matters.

Warmly,
⟦PERSON|Clare Benfield⟧
Supporter Care | ⟦PHONE|01752 960 224⟧ | ⟦EMAIL|supportercare@brightwaterhospice.org.uk⟧"""),
("school_parent_portal_env", """# parent-portal/.env.production
APP_ENV=production
APP_URL=https://parents.⟪place|oakfieldacademy.org.uk⟫
DB_HOST=⟦IP_ADDRESS|10.12.0.8⟧
DB_USER=portal
DB_PASSWORD=⟦PASSWORD|W1nter-Oakfield!27⟧
MAIL_FROM=⟦EMAIL|noreply@oakfieldacademy.org.uk⟧
SENDGRID_API_KEY=⟦APIKEY|$sendgrid1⟧
PARENTPAY_CLIENT_ID=⟪app_id|pp-oakfield-4471⟫
PARENTPAY_CLIENT_SECRET=⟦SECRET|$csec1⟧
JWT_SIGNING_SECRET=⟦SECRET|$tok2⟧
LISTEN=⟪bind_address|0.0.0.0⟫:⟪port|8080⟫"""),
("nursery_pickup_whatsapp", """[08:01] ⟦PERSON|Hollie⟧ (Little Acorns): Morning! Just checking who's collecting ⟦PERSON|Finn⟧ today?
[08:03] ⟦PERSON|Sam Reddy⟧: his uncle ⟦PERSON|Jack Reddy⟧, he's never been before. password is ⟦PASSWORD|purple dinosaur⟧
[08:03] ⟦PERSON|Hollie⟧: Thank you, we'll ask for ID. Also ⟦PERSON|Finn⟧'s ⟦MEDICAL|cetirizine⟧ has run out 🙏
[08:05] ⟦PERSON|Sam Reddy⟧: will drop some in. Fees for Feb sent ⟦AMOUNT|£1,084.50⟧"""),
("hearing_aid_repair_receipt", """⟪org_name|ClearSound Hearing⟫ — Repair Receipt ⟪invoice_ref|CS-30918⟫
Client: ⟦PERSON|Doreen Fairbrother⟧, ⟦ADDRESS|41 Church Lane, Stamford PE9 2JU⟧
Device: ⟦MEDICAL|Phonak Audéo P90 hearing aids⟧ (L+R), serial ⟪product_code|2219A0443⟫
Receiver replacement x2 ............ ⟦AMOUNT|£70.00⟧
Paid cash ⟦AMOUNT|£70.00⟧ — thank you, ⟦PERSON|Imran⟧"""),
("methadone_pharmacy_fax", """FAX — ⟪org_name|Harbour Street Pharmacy⟫ to ⟪org_name|Plymouth Recovery Service⟫
Re: ⟦PERSON|Jason Tregear⟧ DOB ⟦DATE_OF_BIRTH|02/02/1990⟧
Missed ⟪quantity|3⟫ consecutive doses of ⟦MEDICAL|methadone 1mg/ml 45ml⟧ (supervised). Per protocol we will not dispense until prescriber review. Also reports ⟦MEDICAL|low mood⟧ and ⟦MEDICAL|benzodiazepine use⟧ (street diazepam).
Pharmacist: ⟦PERSON|A. Chaudhry⟧   Tel ⟦PHONE|01752 960 330⟧"""),
("maternity_discharge_summary", """POSTNATAL DISCHARGE — ⟪org_name|Royal Berkshire Hospital⟫
Mother: ⟦PERSON|Aoife Brennan⟧  Hosp no ⟪case_ref|RBH-7720193⟫
Delivery ⟪date|01/03/2027⟫ ⟪time|04:18⟫, ⟦MEDICAL|spontaneous vaginal delivery⟧, ⟦MEDICAL|2nd degree perineal tear⟧ sutured. EBL ⟪quantity|650ml⟫ — ⟦MEDICAL|postpartum haemorrhage⟧ (minor).
Baby: girl, ⟦PERSON|Niamh⟧, ⟪quantity|3.42kg⟫. Feeding: breast.
Meds on discharge: ⟦MEDICAL|ferrous sulfate 200mg⟧, ⟦MEDICAL|enoxaparin 40mg⟧ x10 days.
Community midwife: ⟦PERSON|Beth⟧ — ⟦PHONE|0118 496 0855⟧"""),
("trial_participant_payment_csv", """participant_id,visit,payee_name,iban,amount_eur,paid_on
⟪case_ref|NL-04-0007⟫,V3,⟦PERSON|Joost van Leeuwen⟧,⟦IBAN|$iban_nl7⟧,⟦AMOUNT|75.00⟧,⟪date|2027-02-11⟫
⟪case_ref|NL-04-0011⟫,V3,⟦PERSON|Fatima el Amrani⟧,⟦IBAN|$iban_be10⟧,⟦AMOUNT|75.00⟧,⟪date|2027-02-11⟫
⟪case_ref|NL-04-0012⟫,V2,⟦PERSON|Ruud Bakker⟧,⟦IBAN|$iban_de4⟧,⟦AMOUNT|50.00⟧,⟪date|2027-02-12⟫
# BSN of ⟦PERSON|Joost van Leeuwen⟧ for tax form: ⟦NATIONAL_ID|$bsn1⟧"""),
("genomics_report_email", """Subject: Your whole-genome results are ready

Hi ⟦PERSON|Danielle⟧,

Your ⟪org_name|HelixPath⟫ report (kit ⟪product_code|HX-8820-1174⟫) is available. Key finding: you carry one copy of ⟦MEDICAL|HFE C282Y⟧ (⟦MEDICAL|hereditary haemochromatosis carrier⟧). Your ⟦MEDICAL|APOE e3/e4⟧ result is in the restricted section.

Genetic counselling is included; book with ⟦PERSON|Tom Ashby⟧ at ⟦EMAIL|counselling@helixpath.com⟧.

Kits are ⟪price|$199⟫ for family members this month."""),
("kyc_sdk_yaml", """# idv-service/config.yaml
vendor: ⟪org_name|Onfido⟫
region: eu
api_token: ⟦APIKEY|$jwt1⟧
webhook_secret: ⟦SECRET|$tok3⟧
workflow_id: ⟪uuid|$uuid2⟫
max_retries: 3
timeout_ms: 8000
allowed_ips:
  - ⟪cidr|35.176.0.0/15⟫
  - ⟦IP_ADDRESS|52.56.34.118⟧
test_applicant: {name: "⟪masked_name|J*** D**⟫", dob: "⟪date|1990-01-01⟫"}"""),
("github_actions_log", """2027-03-09T11:02:14.1182Z ##[group]Run ./deploy.sh
2027-03-09T11:02:14.2201Z + export GITHUB_TOKEN=⟦APIKEY|$ghp1⟧
2027-03-09T11:02:14.2204Z + export NPM_TOKEN=⟦APIKEY|$npm1⟧
2027-03-09T11:02:15.0031Z + docker push registry.thornfield.io/payments:⟪version|1.14.0⟫
2027-03-09T11:02:22.7710Z digest: sha256:⟪hash|$sha256a⟫
2027-03-09T11:02:23.0012Z Deployed by ⟦PERSON|ebosworth⟧ (run ⟪build_id|8812094417⟫)"""),
("shell_history", """  501  ssh ⟦PERSON|tpatel⟧@⟦IP_ADDRESS|192.168.40.12⟧
  502  cd /home/⟦PERSON|tpatel⟧/kyc-batch
  503  export HF_TOKEN=⟦APIKEY|$hf1⟧
  504  python run_ocr.py --in scans/ --out out/
  505  mysql -h ⟦IP_ADDRESS|10.3.7.21⟧ -u kyc --password=⟦PASSWORD|Tr0ub4dor&3x⟧ kyc_prod
  506  curl -s ⟪doc_ip|127.0.0.1⟫:⟪port|9000⟫/metrics
  507  git log -1 --format=%H   # ⟪commit_sha|$sha2⟫"""),
("tide_table", """TIDE TABLE — ⟪place|Whitby⟫ — ⟪date|Saturday 14 March 2027⟫
High water  ⟪time|04:52⟫  ⟪quantity|5.1 m⟫
Low water   ⟪time|11:08⟫  ⟪quantity|1.0 m⟫
High water  ⟪time|17:15⟫  ⟪quantity|5.3 m⟫
Low water   ⟪time|23:31⟫  ⟪quantity|0.8 m⟫
Times are GMT. Predictions © ⟪org_name|UK Hydrographic Office⟫."""),
("nutrition_label", """NUTRITION INFORMATION   Typical values per ⟪quantity|100g⟫ / per bar (⟪quantity|35g⟫)
Energy ⟪quantity|1843kJ / 440kcal⟫ | ⟪quantity|645kJ / 154kcal⟫
Fat ⟪quantity|18.2g⟫ of which saturates ⟪quantity|6.1g⟫
Carbohydrate ⟪quantity|58.0g⟫ of which sugars ⟪quantity|24.5g⟫
Protein ⟪quantity|7.9g⟫   Salt ⟪quantity|0.31g⟫
Allergy advice: contains ⟪health_term|oats⟫, ⟪health_term|milk⟫; may contain ⟪health_term|nuts⟫. RRP ⟪price|£1.25⟫"""),
("train_delay_notice", """⟪org_name|Northern⟫: The ⟪time|08:17⟫ service from ⟪place|Leeds⟫ to ⟪place|Manchester Victoria⟫ is delayed by approximately ⟪quantity|25 minutes⟫ due to a signalling fault at ⟪place|Huddersfield⟫. Delay Repay claims can be made for delays over ⟪quantity|15 minutes⟫. Ticket prices from ⟪price|£14.90⟫."""),
("software_licence", """MIT License

Copyright (c) ⟪date|2027⟫ ⟦PERSON|Helena Marsh⟧ and ⟪org_name|Thornfield Open Source Contributors⟫

Permission is hereby granted, free of charge, to any person obtaining a copy of this software and associated documentation files (the "Software"), to deal in the Software without restriction, including without limitation the rights to use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND. Version ⟪version|2.0.3⟫."""),
("conference_agenda", """⟪org_name|BuildSafe Summit 2027⟫ — Day 1 agenda (⟪place|ExCeL London⟫, Hall ⟪room_no|S10⟫)
⟪time|09:00⟫ Registration & coffee
⟪time|09:30⟫ Keynote: Digital twins for temporary works
⟪time|10:45⟫ Panel: Mental health on site — ⟪health_term|stress⟫, ⟪health_term|suicide prevention⟫
⟪time|12:30⟫ Lunch (early-bird ticket ⟪price|£295 + VAT⟫)
⟪time|14:00⟫ Workshop: BIM level 2 audits"""),
("property_mgmt_teams", """[Teams] #block-ops  ⟪date|Wed 4 Mar⟫
⟦PERSON|Hannah Cole⟧: Leak in flat 7B at ⟦ADDRESS|Canal Wharf, 3 Bridgewater Street, Manchester M3 4NH⟧ again. Tenant Mr ⟦PERSON|Adebayo⟧ says the ceiling is bowing.
⟦PERSON|Leon⟧: I'll send ⟪org_name|AquaFix⟫. Keysafe at bin store is ⟦PASSWORD|0729⟧?
⟦PERSON|Hannah Cole⟧: yes. Note he has ⟦MEDICAL|COPD⟧ so damp is urgent. Contractor quote capped at ⟪price|£750⟫ without board sign-off.
⟦PERSON|Leon⟧: 👍 ticket ⟪ticket_ref|CW-3319⟫"""),
("service_charge_statement_ocr", """GREYSTONE BL0CK MANAGEMENT LTD
Statement of account   Acc ⟪order_ref|GBM/0412/12⟫
Ms ⟦PERSON|P. Ramaswamy⟧
⟦ADDRESS|Flat 4, Linden House, 27 Abbey Road, Bath BA2 3NQ⟧
Date        Detail                         Debit      Credit
⟪date|01/01/27⟫    Service charge H1             ⟦AMOUNT|1,420.00⟧
⟪date|15/01/27⟫    Payment rec'd - thank you                ⟦AMOUNT|1,420.00⟧
⟪date|01/02/27⟫    Ground rent                   ⟦AMOUNT|250.00⟧
BALANCE DUE                               ⟦AMOUNT|£250.00⟧"""),
("construction_cis_email", """Hi ⟦PERSON|Shaun⟧,

For your CIS verification we need your UTR, NI number and bank details. Got your NI as ⟦NATIONAL_ID|$nino3⟧ — please double-check as HMRC rejected the last one. Your gross for ⟪date|March⟫ is ⟦AMOUNT|£4,860.00⟧ less ⟪percentage|20%⟫ deduction = ⟦AMOUNT|£3,888.00⟧ payable.

⟦PERSON|Marta⟧ — Payroll, ⟪org_name|Kellett Civils⟫ — ⟦PHONE|0113 496 0217⟧"""),
("safety_induction_signin_csv", """date,name,company,cscs_card,emergency_contact,emergency_phone,medical_notes
⟪date|2027-03-09⟫,⟦PERSON|Daniel Kovacs⟧,⟪org_name|Brightline Electrical⟫,⟪product_code|CS-771028⟫,⟦PERSON|Erika Kovacs⟧,⟦PHONE|07700 900 601⟧,⟦MEDICAL|epilepsy - controlled⟧
⟪date|2027-03-09⟫,⟦PERSON|Ahmed Jama⟧,⟪org_name|Halbrook⟫,⟪product_code|CS-552310⟫,⟦PERSON|Hodan Jama⟧,⟦PHONE|07700 900 602⟧,
⟪date|2027-03-09⟫,⟦PERSON|Chris "Tank" O'Neill⟧,⟪org_name|TGO Groundworks⟫,⟪product_code|CS-119447⟫,⟦PERSON|Lisa O'Neill⟧,⟦PHONE|07700 900 603⟧,⟦MEDICAL|type 2 diabetes⟧"""),
("planning_portal_form", """PLANNING APPLICATION — Householder   Ref ⟪case_ref|PP-12904771⟫
Applicant name: ⟦PERSON|Fergus McBride⟧
Applicant address: ⟦ADDRESS|Glenview, 2 Kirk Brae, Edinburgh EH16 6HR⟧
Agent: ⟦PERSON|Ines Duarte⟧, ⟪org_name|Duarte Design Studio⟫, ⟦EMAIL|ines@duartedesign.studio⟧
Site: same as above. Proposal: rear dormer, ⟪quantity|3.1m⟫ wide.
Fee paid: ⟦AMOUNT|£258.00⟧ (fee schedule ⟪version|2026/27⟫ — paid in full)
Payment card: ⟦CARD|$card_mc1⟧ exp ⟪card_expiry|11/28⟫"""),
("dealership_service_sms", """⟪org_name|Arnold Clark⟫: Hi ⟦PERSON|Siobhan⟧, your Corsa ⟪plate|SF21 WKO⟫ is ready for collection. Total ⟦AMOUNT|£386.40⟧. Key drop box code ⟦PASSWORD|3841⟧ if after 6pm. Q's? ⟦PHONE|0141 496 0278⟧"""),

("us_payroll_onboarding_email", """From: ⟦PERSON|Brenda Ruiz⟧ <⟦EMAIL|hr@summitcranes.com⟧>
To: ⟦EMAIL|jake.morrow77@gmail.com⟧
Subject: W-4 and direct deposit

Hi ⟦PERSON|Jake⟧,

Welcome to ⟪org_name|Summit Crane & Rigging⟫! Your start date at the ⟪place|Denver⟫ yard is ⟪date|March 16⟫. I have your SSN as ⟦SSN|$ssn3⟧ from the I-9 — please confirm. Starting wage is ⟦AMOUNT|$34.50/hr⟧ (posted range ⟪price|$30–38/hr⟫). Your site induction password for the LMS is ⟦PASSWORD|Crane#Safe2027⟧; change it on first login.

Thanks,
⟦PERSON|Brenda⟧ | ⟦PHONE|(303) 555-0189⟧"""),
("us_trial_screening_log", """SCREENING LOG — Site 104 (⟪place|Columbus, OH⟫) — Study ⟪product_code|CARD-HF-22⟫
| Screen # | Name | DOB | SSN (for stipend 1099) | Outcome |
|---|---|---|---|---|
| ⟪case_ref|104-001⟫ | ⟦PERSON|Gloria Benton⟧ | ⟦DATE_OF_BIRTH|02/19/1952⟧ | ⟦SSN|$ssn4⟧ | enrolled — ⟦MEDICAL|HFrEF, EF 30%⟧ |
| ⟪case_ref|104-002⟫ | ⟦PERSON|Raymond Ortiz⟧ | ⟦DATE_OF_BIRTH|11/03/1958⟧ | ⟦SSN|$ssn5⟧ | screen fail — ⟦MEDICAL|eGFR 24⟧ |
| ⟪case_ref|104-003⟫ | ⟦PERSON|Lorraine Fitch⟧ | ⟦DATE_OF_BIRTH|06/30/1949⟧ | ⟪id_tail|***-**-2217⟫ | withdrew |
Stipend per visit ⟪price|$75⟫. ⟦PERSON|Gloria Benton⟧ paid ⟦AMOUNT|$150⟧ to date."""),
("us_roadside_membership_form", """⟪org_name|MotorClub Plus⟫ — Membership Enrollment
Name: ⟦PERSON|Dwayne Porter⟧   Date of Birth: ⟦DATE_OF_BIRTH|Aug 9, 1975⟧
SSN (optional, for identity verification): ⟦SSN|$ssn6⟧
Address: ⟦ADDRESS|418 Magnolia St, Savannah, GA 31401⟧
Plan: Premier (⟪price|$119.99/yr⟫)   Paid today incl. tax: ⟦AMOUNT|$128.39⟧
Card: ⟦CARD|$card_amex1⟧   Exp ⟪card_expiry|07/28⟫   CID ⟦CVV|4412⟧
Vehicle: 2019 F-150 ⟪vin|1FTEW1E41KFA90211⟫"""),
("hotel_cruise_precheckin_form", """ONLINE CHECK-IN — ⟪org_name|Aurora Seas⟫ voyage ⟪booking_ref|AS2731⟫
Lead guest: ⟦PERSON|Imelda Faraday⟧  Passport ⟦PASSPORT|561902274⟧  DOB ⟦DATE_OF_BIRTH|30 January 1962⟧
Onboard account card: ⟦CARD|$card_visa3⟧  Expiry ⟪card_expiry|12/29⟫  Security code ⟦CVV|093⟧
Emergency contact ashore: ⟦PERSON|Colin Faraday⟧ ⟦PHONE|+44 7700 900 129⟧
Special assistance: ⟦MEDICAL|mobility scooter⟧, ⟦MEDICAL|oxygen concentrator⟧"""),
("dealer_finance_checkout_log", """⟪timestamp|2027-03-10 15:04:11⟫ INFO  checkout.start deal=⟪order_ref|WM-77120⟫ dealer=⟪org_name|Westway Motors⟫
⟪timestamp|2027-03-10 15:04:11⟫ DEBUG stripe.key=⟦APIKEY|$stripe_sk2⟧
⟪timestamp|2027-03-10 15:04:12⟫ DEBUG card=⟦CARD|$card_mc3⟧ cvc=⟦CVV|281⟧ holder="⟦PERSON|Nathan Osei⟧"
⟪timestamp|2027-03-10 15:04:13⟫ INFO  deposit captured ⟦AMOUNT|£500.00⟧ ref ⟪order_ref|ch_3Oq8Xy⟫
⟪timestamp|2027-03-10 15:04:13⟫ INFO  webhook -> ⟦SECRET|$slackhook2⟧"""),
("property_keysafe_email", """Hi ⟦PERSON|Tom⟧,

The contractor for the service-charge roof works can access flat 2 at ⟦ADDRESS|11 Priory Gardens, Bristol BS8 4RG⟧ on ⟪date|Friday⟫. Key safe code is ⟦PASSWORD|five nine one two⟧ and the alarm is ⟦PASSWORD|7304⟧. My share of the invoice (⟦AMOUNT|£1,870⟧) is paid; the estimate was ⟪price|£9,350⟫ for the whole block.

⟦PERSON|Alicja Nowak⟧
⟦PHONE|07700 900 458⟧ | PESEL ⟦NATIONAL_ID|$pesel2⟧ (for the Polish tax form you asked for)"""),

("architect_client_email_thread", """From: ⟦PERSON|Ines Duarte⟧ <⟦EMAIL|ines@duartedesign.studio⟧>
To: ⟦PERSON|Fergus McBride⟧ <⟦EMAIL|fergus.mcbride@gmail.com⟧>
Date: ⟪date|Tue, 9 Mar 2027 08:41⟫

⟦PERSON|Fergus⟧ — the council validated the dormer application. The neighbour at ⟦ADDRESS|4 Kirk Brae, Edinburgh EH16 6HR⟧ has commented, mostly about the skylight. Our stage fee of ⟦AMOUNT|£1,450⟧ is now due; bank details are on the invoice (⟪invoice_ref|DDS-0319⟫).

> On ⟪date|8 Mar⟫, ⟦PERSON|Fergus McBride⟧ wrote:
> Any news? ⟦PERSON|Morag⟧ is keen to know before the builder's slot in ⟪date|May⟫.

⟦PERSON|Ines⟧
⟪org_name|Duarte Design Studio⟫ · ⟦PHONE|0131 496 0652⟧"""),
("nursery_invoice_receipt", """⟪org_name|Little Acorns Day Nursery⟫ — Invoice ⟪invoice_ref|LA-2027-03-118⟫
Child: ⟦PERSON|Finn Reddy⟧   Parent: ⟦PERSON|Samira Reddy⟧
⟦ADDRESS|27 Hollybush Lane, Welwyn Garden City AL7 4JS⟧
Sessions: ⟪quantity|18 full days⟫ @ ⟪price|£78.00⟫ ........ ⟦AMOUNT|£1,404.00⟧
Less 30 hrs funded entitlement ........ -⟦AMOUNT|£319.50⟧
Total due ............................. ⟦AMOUNT|£1,084.50⟧
Tax-Free Childcare ref ⟪policy_ref|FIN67188SAR⟫"""),
("addiction_referral_web_form", """Self-referral form — ⟪org_name|Change Grow Live⟫
Name: ⟦PERSON|kieran doyle⟧
DOB: ⟦DATE_OF_BIRTH|19/12/1996⟧
Phone: ⟦PHONE|07700900286⟧   OK to leave voicemail? No
Email: ⟦EMAIL|kdoyle96@protonmail.com⟧
Substances: ⟦MEDICAL|alcohol dependence⟧, ⟦MEDICAL|cocaine use⟧ at weekends
Prescribed meds: ⟦MEDICAL|sertraline 100mg⟧
GP: Dr ⟦PERSON|Obi⟧, ⟪org_name|Lawson Street Surgery⟫
How did you hear about us: leaflet at ⟪place|Stockton library⟫"""),
("aws_credentials_file", """# ~/.aws/credentials on build box for ⟦PERSON|hmarsh⟧
[default]
aws_access_key_id = ⟦APIKEY|$aws_ak2⟧
aws_secret_access_key = ⟦SECRET|$aws_sk2⟧
region = eu-west-2

[kyc-prod]
aws_access_key_id = ⟦APIKEY|$aws_ak3⟧
aws_secret_access_key = ⟦SECRET|$aws_sk3⟧
# account ⟪app_id|418229307715⟫, role ⟪product_code|KycBatchRole⟫"""),
("clinical_trial_site_payment_xml", """<Payment batch="⟪build_id|PB-2027-03-07⟫" sponsor="⟪org_name|Nordvance Pharma⟫">
  <Payee>
    <Name>⟦PERSON|Eija Virtanen⟧</Name>
    <HETU>⟦NATIONAL_ID|$hetu1⟧</HETU>
    <IBAN>⟦IBAN|$iban_pt15⟧</IBAN>
    <Amount currency="EUR">⟦AMOUNT|120.00⟧</Amount>
    <Reason>V4 travel + meal</Reason>
  </Payee>
  <Payee>
    <Name>⟦PERSON|Lukas Gruber⟧</Name>
    <IBAN>⟦IBAN|$iban_at14⟧</IBAN>
    <Amount currency="EUR">⟦AMOUNT|80.00⟧</Amount>
  </Payee>
</Payment>"""),
("siem_apache_log_auth", """⟦IP_ADDRESS|86.14.201.77⟧ - ⟦PERSON|cbenfield⟧ [⟪timestamp|09/Mar/2027:10:14:22 +0000⟫] "GET /crm/donors/⟪order_ref|D-40012⟫ HTTP/1.1" 200 4821
⟦IP_ADDRESS|86.14.201.77⟧ - ⟦PERSON|cbenfield⟧ [⟪timestamp|09/Mar/2027:10:14:29 +0000⟫] "GET /crm/export?all=1 HTTP/1.1" 200 1893377
⟦IP_ADDRESS|45.153.160.2⟧ - - [⟪timestamp|09/Mar/2027:10:15:02 +0000⟫] "POST /wp-login.php HTTP/1.1" 401 211
⟪doc_ip|198.51.100.7⟫ - - [⟪timestamp|09/Mar/2027:10:15:03 +0000⟫] "GET /robots.txt HTTP/1.1" 200 68
⟦IP_ADDRESS|fd12:3456:789a:1::25⟧ - ⟦PERSON|svc_backup⟧ [⟪timestamp|09/Mar/2027:10:16:40 +0000⟫] "PUT /backup/db.sql.gz HTTP/1.1" 201 0"""),
("spanish_tenant_kyc_note", """KYC note — ⟪org_name|Costa Living Property Services⟫
Tenant ⟦PERSON|Javier Morales Ruiz⟧, DNI ⟦NATIONAL_ID|$dni1⟧, and partner ⟦PERSON|Chloé Martin⟧, NIE ⟦NATIONAL_ID|$nie1⟧.
Flat: ⟦ADDRESS|Calle de Alcalá 214, 3º B, 28028 Madrid⟧. Deposit ⟦AMOUNT|€2,400⟧ received from ⟦IBAN|$iban_es8⟧. Community fees ⟪price|€95/month⟫ are included in rent.
Phone ⟦PHONE|+34 612 48 90 17⟧"""),
("voicemail_dictation", """Voicemail transcript, ⟪timestamp|Mon 10:02⟫: "Hi, this is ⟦PERSON|Graham⟧ from ⟪org_name|Pennine Recovery⟫ calling for ⟦PERSON|Bilal Hussain⟧, about your Astra we towed Thursday. Storage is now at ⟦AMOUNT|£80⟧, so if you could ring back on ⟦PHONE|07700 900 312⟧, that'd be great. The gate code for after hours collection is ⟦PASSWORD|six six four two⟧. Cheers." """),
]
