# -*- coding: utf-8 -*-
"""English texts for corpus_blind12, written one at a time by hand.

⟦TYPE|value⟧ = span to detect, ⟪kind|value⟫ = decoy, `$name` = values.VALUES[name].
"""

TEXTS = [
("email_deposit_return", """From: ⟦PERSON|Harriet Okafor⟧ <⟦EMAIL|h.okafor@brightlettings.co.uk⟧>
To: ⟦PERSON|Tomasz Wiśniewski⟧ <⟦EMAIL|tomwis84@gmail.com⟧>
Subject: Deposit return – ⟦ADDRESS|Flat 3, 27 Albion Road, Harrogate HG1 4QJ⟧

Hi ⟦PERSON|Tomasz⟧,

Following the check-out inspection on ⟪date|14 November⟫, the landlord has agreed to return ⟦AMOUNT|£1,380.00⟧ of your ⟦AMOUNT|£1,650.00⟧ deposit. The ⟦AMOUNT|£270.00⟧ deduction covers the carpet clean (invoice ⟪invoice_number|CL-20931⟫) and the broken blind in the back bedroom.

The money goes to the account you gave us, the one ending ⟪id_tail|5512⟫. If that has changed, reply with the new details rather than phoning them through.

Your deposit was protected with the scheme under certificate ⟪reference|4471-AB-228⟫.

Kind regards,
⟦PERSON|Harriet⟧
Bright Lettings, ⟪place|Harrogate⟫ branch"""),

("rental_listing", """2 BED GARDEN FLAT – ⟪place|Stoke Newington⟫ N16
⟪price|£2,350 pcm⟫ | deposit ⟪price|£2,711⟫ (5 weeks) | holding deposit ⟪price|£542⟫
Available from ⟪date|1 March⟫. EPC rating C. Council tax band C (⟪price|£1,842⟫/yr).
Unfurnished, gas central heating, shared garden, 6 min walk to ⟪place|Rectory Road⟫ Overground.
Viewings Saturday 10:00–13:00 only, ask for the listing ref ⟪reference|SN-0419⟫ when you call the branch.
No DSS restrictions. Pets considered with an extra ⟪price|£50⟫ per month.
Listed by ⟪org_name|Foxton Hale Estates⟫."""),

("whatsapp_agent_tenant", """[09/01/2026, 18:42] ⟦PERSON|Marlon⟧ (Lettings): hi ⟦PERSON|Shireen⟧ its ⟦PERSON|Marlon⟧ from ⟪org_name|Kingsley Morgan Lettings⟫, keys are in the lockbox by the bins
[09/01/2026, 18:42] ⟦PERSON|Marlon⟧ (Lettings): code is ⟦PASSWORD|8 0 4 1⟧ then pull the lever down
[09/01/2026, 18:44] ⟦PERSON|Shireen Baig⟧: thanks!! is that the front door one or the building
[09/01/2026, 18:45] ⟦PERSON|Marlon⟧ (Lettings): building. flat door key is the blue tag. main door fob code ⟦PASSWORD|2219#⟧
[09/01/2026, 18:47] ⟦PERSON|Shireen Baig⟧: ok and wifi?
[09/01/2026, 18:47] ⟦PERSON|Marlon⟧ (Lettings): router under the tv, network ⟪wifi_ssid|VM4471208⟫ pw ⟦PASSWORD|mzq7Tkhxpl2r⟧
[09/01/2026, 18:48] ⟦PERSON|Marlon⟧ (Lettings): first rent of ⟦AMOUNT|£1,125⟧ due on the ⟪date|15th⟫ pls, standing order ref ⟪reference|FLAT9-0126⟫
[09/01/2026, 18:50] ⟦PERSON|Shireen Baig⟧: 👍 will set it up tonight"""),

("tenancy_agreement_excerpt", """ASSURED SHORTHOLD TENANCY AGREEMENT

1. THE PARTIES
1.1 Landlord: ⟦PERSON|Geoffrey Alan Pike⟧ of ⟦ADDRESS|The Old Forge, 4 Mill Lane, Bampton, Oxfordshire OX18 2HE⟧
1.2 Tenant(s): ⟦PERSON|Adaeze Nwosu⟧ and ⟦PERSON|Callum Fraser⟧

2. THE PROPERTY
2.1 ⟦ADDRESS|14B Canal Walk, Oxford OX2 6BE⟧ ("the Property"), including the use of bin store 3.

3. TERM AND RENT
3.1 The Term begins on ⟪date|1 February 2026⟫ for twelve months.
3.2 The Rent is ⟦AMOUNT|£1,475⟧ per calendar month payable in advance on the first day of each month.
3.3 The Deposit of ⟦AMOUNT|£1,701⟧ will be registered with an approved scheme within 30 days.

4. PERMITTED OCCUPIERS
4.1 No person other than the Tenants may live at the Property without written consent. Clause ⟪clause_number|4.1⟫ does not restrict overnight guests.

Signed by the Landlord ............ ⟦PERSON|G. A. Pike⟧
Signed by the Tenants ............ ⟦PERSON|A. Nwosu⟧ / ⟦PERSON|C. Fraser⟧"""),

("shipping_notice_email", """Subject: Arrival notice – BL ⟪bill_of_lading|MEDU4471902⟫ / CNTR ⟪container_number|MSCU 704312-6⟫

Dear Ms ⟦PERSON|Rahman⟧,

Your LCL consignment (4 packages, 312 kg, HS ⟪hs_code|9403.60⟫) has arrived at ⟪place|Felixstowe⟫ and will be devanned on ⟪date|Thursday 22 January⟫.

Delivery address on file: ⟦ADDRESS|22 Hollybush Crescent, Leicester LE5 3TN⟧
Contact on file: ⟦PHONE|07700 900 418⟧

Import duty and VAT due from you: ⟦AMOUNT|£418.27⟧. Terminal handling is charged at the published rate of ⟪price|£95.00⟫ per shipment.

Please pay by ⟪date|20 January⟫ to avoid storage at ⟪price|£12/day⟫.

⟪org_name|Harbour & Wright Freight⟫ – Import desk"""),
]

TEXTS += [
("bill_of_lading_ocr", """BILL OF LADING  No. ⟪bill_of_lading|ONEYSZPB1187340⟫        ORIGINAL
SHIPPER: ⟪org_name|Shenzhen Lianfa Lighting Co., Ltd⟫
CONSIGNEE: ⟦PERSON|DANIEL K. ASANTE⟧
  ⟦ADDRESS|41 Brookfield Ave, Unit 2, Paterson NJ 07501, USA⟧
NOTIFY PARTY: SAME AS CONSIGNEE  TEL ⟦PHONE|+1 973 555 0162⟧
VESSEL/VOY: ⟪vessel|ONE HAMMERSMITH⟫ 071E     PORT OF LOADING: ⟪place|YANTIAN⟫
PORT OF DISCHARGE: ⟪place|NEW YORK⟫       CONTAINER/SEAL: ⟪container_number|TCNU 889104-2⟫ / ⟪seal_number|CN2290417⟫
DESCRIPTION: 38 CTNS LED PANEL LIGHTS   GROSS WT 611.40 KGS   MEAS 4.210 CBM
FREIGHT PREPAID   DATE OF ISSUE ⟪date|2025-12-03⟫   PLACE OF ISSUE ⟪place|SHENZHEN⟫"""),

("customs_declaration_personal", """HM Revenue & Customs – Declaration of personal effects (ToR01) – page 1 of 2

Surname: ⟦PERSON|MENSAH⟧          Forenames: ⟦PERSON|Abena Serwaa⟧
Date of birth: ⟦DATE_OF_BIRTH|07/08/1979⟧       Passport no.: ⟦PASSPORT|G48819302⟧ (Ghana)
Address in the UK: ⟦ADDRESS|9 Carlton Mews, Reading RG1 7PL⟧
Date of arrival: ⟪date|03/11/2025⟫     Previous country of residence: ⟪place|Ghana⟫
Goods: household effects, 2 x bicycles, books.  Packed in ⟪container_number|CMAU 310552-7⟫.
Value of goods declared by the applicant: ⟦AMOUNT|GBP 6,400⟧
Reference: ⟪reference|TOR-2025-118872⟫  Agent: ⟪org_name|Cargo Movers Ltd⟫"""),

("courier_sms", """DPD: Hi ⟦PERSON|Dave⟧, your parcel ⟪tracking_number|15501234567890⟫ was delivered at 13:52 and left in your safe place (behind the side gate). Gate code we used: ⟦PASSWORD|4471⟧ - please change it if you don't want us keeping it on file. Photo: dpd.co.uk/p/⟪reference|Q8ZK2M⟫"""),

("warehouse_wms_log", """2026-01-12T06:01:44Z INFO  wms.auth  login ok user=⟦PERSON|jmercer⟧ terminal=RF-17 src=⟦IP_ADDRESS|10.42.8.117⟧
2026-01-12T06:02:10Z INFO  wms.pick  task=⟪order_id|PK-5518207⟫ sku=⟪sku|HX-2210-BLK⟫ qty=24 loc=⟪bin_location|A-14-03-B⟫ user=⟦PERSON|jmercer⟧
2026-01-12T06:02:55Z WARN  wms.pick  short pick task=⟪order_id|PK-5518208⟫ expected=12 found=9 user=⟦PERSON|jmercer⟧
2026-01-12T06:04:31Z INFO  wms.auth  login ok user=⟦PERSON|aokonkwo⟧ terminal=RF-09 src=⟦IP_ADDRESS|10.42.8.131⟧
2026-01-12T06:05:02Z ERROR wms.label printer ZT410 at ⟪doc_ip|192.0.2.55⟫ not responding (test fixture still configured?)
2026-01-12T06:05:03Z INFO  wms.build  version ⟪version|4.18.2⟫ build ⟪build_number|#20931⟫"""),

("vet_clinical_record", """PAWS & CLAWS VETERINARY SURGERY – Consultation record
Owner: Mrs ⟦PERSON|Bethany Cole⟧   Tel: ⟦PHONE|07700 900 274⟧
Address: ⟦ADDRESS|63 Juniper Drive, Swindon SN3 5EW⟧
Patient: ⟪pet_name|Biscuit⟫ (Cocker Spaniel, M/N, 7y)   Microchip on file   Weight 14.2 kg
Hx: scratching ears 5 days, head shaking. O/E: ⟪pet_health|bilateral otitis externa⟫, malodorous discharge L>R.
Tx: ear clean in clinic; ⟪pet_health|Osurnia ear gel⟫ 1 tube each ear, repeat in 7 days.
Vet: ⟦PERSON|R. Delacroix⟧ MRCVS
Charges: consultation ⟪price|£58.00⟫, ear gel ⟪price|£41.50⟫. Paid by owner today: ⟦AMOUNT|£99.50⟧ (card ⟪masked_card|**** 8830⟫)."""),

("vet_reminder_sms", """Hi ⟦PERSON|Priyanka⟧, ⟪pet_name|Luna⟫ and ⟪pet_name|Mochi⟫ are due their annual booster at ⟪org_name|St Francis Vets⟫ on ⟪date|Tue 3 Feb⟫ at 16:20. Our current vaccination price is ⟪price|£62⟫ per cat (health plan members free). Reply C to confirm or call ⟦PHONE|01632 960 517⟧. Ref ⟪booking_ref|VX-30192⟫"""),

("dental_clinical_note", """Patient: ⟦PERSON|Oluwaseun Adeyemi⟧   DOB ⟦DATE_OF_BIRTH|22/04/1991⟧   Chart D-004518
Date of visit: ⟪date|08/01/2026⟫   Clinician: Dr ⟦PERSON|Fiona Grady⟧ BDS
PC: sharp pain LR6 on biting, 2 weeks; sensitive to cold.
MH: ⟦MEDICAL|penicillin allergy (rash)⟧; ⟦MEDICAL|type 2 diabetes⟧ – takes ⟦MEDICAL|metformin 500 mg bd⟧. Non-smoker.
O/E: ⟦MEDICAL|deep distal caries 46⟧, TTP +, cold test lingering. BPE 1/1/1 2/1/2.
Dx: ⟦MEDICAL|symptomatic irreversible pulpitis 46⟧
Tx today: LA 2.2 ml ⟪drug_ad|articaine 4%⟫ IANB, pulp extirpation, ⟪material|Ledermix⟫ dressing. Rx ⟦MEDICAL|clindamycin 300 mg qds 5 days⟧ given the allergy.
Next: RCT completion, ⟪duration|60 min⟫ appt. Fee band 2 (NHS) ⟪price|£73.50⟫."""),

("physio_referral_letter", """⟪org_name|Riverside Medical Practice⟫
Date: ⟪date|5 January 2026⟫

To: MSK Physiotherapy Service, ⟪place|Wycombe General⟫

Re: Mr ⟦PERSON|Kieran O'Donnell⟧   DOB ⟦DATE_OF_BIRTH|30.09.1983⟧   NHS No. ⟦NATIONAL_ID|$nid_nhs_1⟧
⟦ADDRESS|18 Hazel Grove, High Wycombe HP13 6RT⟧   Mob ⟦PHONE|07700 900 632⟧

Dear colleague,

I would be grateful if you could see this 42-year-old delivery driver with a 10-week history of ⟦MEDICAL|right-sided low back pain radiating to the buttock⟧, no red flags. He has had ⟦MEDICAL|naproxen 500 mg twice daily⟧ with partial relief and is off work. Past history of ⟦MEDICAL|anxiety⟧, well controlled on ⟦MEDICAL|sertraline 50 mg⟧.

Yours sincerely,
Dr ⟦PERSON|Anjali Deshmukh⟧, GP"""),
]

TEXTS += [
("pharmacy_label", """⟪org_name|BOOTH & LLOYD PHARMACY⟫  ⟪place|Kings Heath⟫
Rx ⟪rx_number|0046631⟫        ⟪date|12/01/26⟫
⟦PERSON|ELEANOR BRIGGS-HART⟧
⟦MEDICAL|LEVOTHYROXINE 75 MICROGRAM TABLETS⟧
Take ONE tablet in the morning, 30 minutes before food.
Qty 28   Dr ⟦PERSON|M. SALEH⟧
Keep out of the reach and sight of children.
Batch ⟪lot_number|LT2291A⟫  Exp ⟪date|09/2027⟫   Prescription charge ⟪price|£9.90⟫"""),

("pharmacy_leaflet", """IBUPROFEN 200 mg COATED TABLETS – PATIENT INFORMATION LEAFLET

What this medicine is used for
⟪drug_ad|Ibuprofen 200 mg⟫ belongs to a group of medicines called non-steroidal anti-inflammatory drugs (NSAIDs). It relieves headache, dental pain, period pain and the aches of colds and flu.

Do not take if you have ever had a stomach ulcer, if you are in the last 3 months of pregnancy, or if you are allergic to aspirin. Adults and children over 12: 1–2 tablets up to three times a day. Do not exceed 6 tablets in 24 hours.

Pack of 16 – RRP ⟪price|£2.49⟫. Leaflet revised ⟪date|March 2025⟫. PL ⟪licence_number|17907/0112⟫.
Manufactured for ⟪org_name|Marlowe Healthcare Ltd⟫, ⟪place|Nottingham⟫."""),

("health_article", """Is it hay fever or a cold? How to tell the difference

By ⟦PERSON|Nadia Ferreira⟧, health correspondent

With pollen counts forecast to reach "very high" across the ⟪place|Midlands⟫ this week, pharmacists are reporting a rush on antihistamines. ⟪health_info|Hay fever⟫ usually causes itchy eyes and a runny nose without a fever, while a ⟪health_info|common cold⟫ tends to bring a sore throat and aches.

Non-drowsy options such as ⟪drug_ad|cetirizine 10 mg⟫ and ⟪drug_ad|loratadine⟫ are sold in supermarkets for as little as ⟪price|£1.50⟫ for 14 tablets. A steroid nasal spray like ⟪drug_ad|beclometasone⟫ takes a few days to work, so start early.

"People with ⟪health_info|asthma⟫ should keep their reliever inhaler with them on high-pollen days," said Dr ⟦PERSON|Samuel Ito⟧ of the ⟪org_name|Royal Pharmaceutical Society⟫."""),

("school_trip_letter", """⟪org_name|Hollins Park Primary School⟫
⟪date|15 January 2026⟫

Dear Parents and Carers,

Year 5 will be visiting the ⟪place|Thinktank Science Museum⟫ on ⟪date|Friday 6 February⟫. The coach leaves at 8:45 from the front gate; please make sure your child arrives by 8:30 in full uniform with a packed lunch.

The cost of the trip is ⟪price|£14.50⟫ per pupil, payable on ParentPay by ⟪date|30 January⟫. Families in receipt of free school meals will not be charged.

If your child needs medication during the day, please speak to Mrs ⟦PERSON|Okonjo⟧ in the school office (room ⟪room_number|G12⟫).

Yours faithfully,
Mr ⟦PERSON|D. Hargreaves⟧
Year 5 Lead"""),

("school_incident_report", """INCIDENT / FIRST AID RECORD – ⟪org_name|St Aidan's C of E Academy⟫
Pupil: ⟦PERSON|Leo Martins-Kaur⟧   Class: ⟪class_code|4R⟫   DOB: ⟦DATE_OF_BIRTH|11/06/2017⟧
Date/time: ⟪timestamp|19/01/2026 12:35⟫   Location: playground, near climbing frame
What happened: ⟦PERSON|Leo⟧ said his chest felt tight after running. Known ⟦MEDICAL|asthmatic⟧ (care plan on file). Given 2 puffs of his own ⟦MEDICAL|salbutamol inhaler⟧ by Mrs ⟦PERSON|J. Whitlock⟧ (first aider) at 12:38. Improved within 10 min. Also has ⟦MEDICAL|nut allergy⟧ – no exposure today.
Parent contacted: ⟦PERSON|Simran Kaur⟧ (mum) on ⟦PHONE|07700 900 855⟧ at 12:50, will collect at 3:15.
Signed: ⟦PERSON|J. Whitlock⟧"""),

("university_admissions_email", """From: ⟦EMAIL|admissions@kelvingrove-university.ac.uk⟧
To: ⟦EMAIL|ayodeji.balogun2007@yahoo.com⟧
Subject: Conditional offer – BSc Marine Biology (⟪course_code|C161⟫) – Applicant 250918334

Dear ⟦PERSON|Ayodeji⟧,

We are delighted to make you a conditional offer for entry in ⟪date|September 2026⟫. To issue your CAS we need:

 • a clear scan of your passport bio page – we currently hold passport number ⟦PASSPORT|B03391457⟧, expiry ⟪date|2029-05-17⟫; please confirm this is still valid;
 • your date of birth as it appears in the passport (our record: ⟦DATE_OF_BIRTH|14 March 2007⟧);
 • your home address for correspondence (our record: ⟦ADDRESS|Plot 12, Adeola Odeku Street, Victoria Island, Lagos, Nigeria⟧).

The international tuition fee for 2026/27 is ⟪price|£24,950⟫ per year. A deposit of ⟪price|£3,000⟫ is required before a CAS can be issued.

Best wishes,
International Admissions Team"""),

("university_finance_call", """[Call recording transcript – Student Finance Office – ⟪timestamp|2026-01-09 14:02⟫]
AGENT: Student finance, ⟦PERSON|Gareth⟧ speaking.
CALLER: Hi, it's ⟦PERSON|Mei-Ling Osei⟧, student number 2241187. I want to clear what's left on my account.
AGENT: Let me look... you've got ⟦AMOUNT|£2,316.40⟧ outstanding from semester one. Paying the full balance today?
CALLER: Yes please. Card number is ⟦CARD|$card_visa5⟧.
AGENT: Expiry?
CALLER: ⟪card_expiry|08/28⟫.
AGENT: And the three digits on the back?
CALLER: ⟦CVV|417⟧.
AGENT: Thanks. That's gone through, authorisation ⟪auth_code|A73Q19⟫. Your receipt will go to your university e-mail.
CALLER: Great, cheers ⟦PERSON|Gareth⟧."""),

("flight_booking_confirmation", """BOOKING CONFIRMATION – ⟪org_name|SKYLARK AIRWAYS⟫
Booking reference (PNR): ⟪booking_ref|K7QX2M⟫        Issued: ⟪date|02JAN26⟫

PASSENGER 1: ⟦PERSON|NGUYEN/THI LAN⟧ MS   Frequent flyer SK 88130294
  Passport ⟦PASSPORT|C7712049⟧ (VNM)  DOB ⟦DATE_OF_BIRTH|19MAY88⟧
PASSENGER 2: ⟦PERSON|NGUYEN/MINH KHOA⟧ MSTR   DOB ⟦DATE_OF_BIRTH|04SEP19⟧

FLIGHT    DATE    FROM  TO    DEP   ARR   CLASS
⟪flight_number|SK 117⟫    14FEB  LHR   SGN   21:35 17:50+1  Y
⟪flight_number|SK 118⟫    28FEB  SGN   LHR   23:10 06:40+1  Y

Fare: ⟪price|GBP 389.00⟫ adult / ⟪price|GBP 292.00⟫ child (published fare).
Total charged to card ⟪masked_card|XXXX XXXX XXXX 6114⟫: ⟦AMOUNT|GBP 842.60⟧
E-ticket numbers: ⟪ticket_number|618-2401993847⟫, ⟪ticket_number|618-2401993848⟫"""),

("hotel_reservation_email", """Dear Mr ⟦PERSON|Halvorsen⟧,

Thank you for booking with ⟪org_name|Hotel Margarethe⟫, ⟪place|Innsbruck⟫.

Arrival: ⟪date|Fri 20 Feb 2026⟫ – Departure: ⟪date|Mon 23 Feb 2026⟫
Room: Superior Double, room ⟪room_number|412⟫ (subject to change)
Rate: ⟪price|EUR 189⟫ per night incl. breakfast (flexible rate)
Guarantee: Visa ending ⟪masked_card|0873⟫, exp ⟪card_expiry|11/27⟫
Deposit already taken: ⟦AMOUNT|EUR 189.00⟧

Guest contact: ⟦PHONE|+47 412 55 918⟧, ⟦EMAIL|erik.halvorsen@online.no⟧
Confirmation no. ⟪booking_ref|HM-2602-7731⟫

Warm regards,
⟦PERSON|Lena⟧ | Front Office"""),
]

TEXTS += [
("ferry_manifest_csv", """# ⟪org_name|North Isles Ferries⟫ passenger manifest  sailing ⟪voyage_number|NI-0412⟫  ⟪date|2026-01-17⟫  ⟪place|Aberdeen⟫ -> ⟪place|Lerwick⟫
seq,surname,given_names,dob,nationality,doc_type,doc_no,cabin
1,⟦PERSON|SINCLAIR⟧,⟦PERSON|Morag Ellen⟧,⟦DATE_OF_BIRTH|1962-02-11⟧,GBR,P,⟦PASSPORT|533017284⟧,⟪room_number|C214⟫
2,⟦PERSON|SINCLAIR⟧,⟦PERSON|Hamish⟧,⟦DATE_OF_BIRTH|1960-10-29⟧,GBR,P,⟦PASSPORT|533017291⟧,⟪room_number|C214⟫
3,⟦PERSON|JANSSEN⟧,⟦PERSON|Pieter⟧,⟦DATE_OF_BIRTH|1995-07-03⟧,NLD,P,⟦PASSPORT|NXC4P81R2⟧,⟪room_number|D108⟫
4,⟦PERSON|OYELARAN⟧,⟦PERSON|Tobi⟧,⟦DATE_OF_BIRTH|2001-12-24⟧,GBR,DL,OYELA012241T99XK,-
# vehicles: 1 car SV19 KZP, fare class ⟪fare_code|CAR-STD⟫ ⟪price|£236.00⟫"""),

("visa_application_form", """APPLICATION FOR A SCHENGEN VISA – (OCR of page 1)
1. Surname (Family name): ⟦PERSON|RAGHAVAN⟧
3. First name(s): ⟦PERSON|Vikram Anand⟧
4. Date of birth (day-month-year): ⟦DATE_OF_BIRTH|02-11-1987⟧   5. Place of birth: ⟪place|Chennai⟫
9. National identity number, where applicable: ⟦NATIONAL_ID|$nid_in_1⟧
13. Number of travel document: ⟦PASSPORT|Z4820193⟧   15. Valid until: ⟪date|21-06-2033⟫
17. Applicant's home address and e-mail address: ⟦ADDRESS|Flat 5C, Lotus Residency, 14 Cathedral Road, Chennai 600086⟧ / ⟦EMAIL|vikram.raghavan87@outlook.com⟧  Telephone: ⟦PHONE|+91 98401 27733⟧
21. Main purpose(s) of the journey: Tourism   Member State of main destination: ⟪place|Italy⟫
29. Intended date of arrival: ⟪date|12-04-2026⟫
33. Cost of travelling and living during stay covered by applicant himself: cash, credit card. Means of support: bank balance ⟦AMOUNT|INR 14,20,000⟧
Visa fee ⟪price|EUR 90⟫ · Service fee ⟪price|INR 1,874⟫ · Appointment ⟪reference|VFS/CHE/260112/0193⟫"""),

("gaming_forum_post", """[Help] Bot keeps crashing after 1.21 update — posted by ⟪username|NightOwl_Gaming⟫ » ⟪date|Jan 11, 2026⟫

so my discord bot for our minecraft server started throwing 401s after the update. heres my config (yes i know lol):

    bot:
      token: "⟦APIKEY|$discord_bot_1⟧"
      application_id: ⟪app_id|1189234401127718912⟫
      guild: ⟪app_id|1042880765219983411⟫
    mc:
      rcon_host: ⟦IP_ADDRESS|51.79.124.66⟧
      rcon_port: ⟪port|25575⟫
      rcon_password: ⟦PASSWORD|creeperz4life⟧

server is on ⟪version|1.21.4⟫ paper build ⟪build_number|#232⟫. tried regenerating the jar, no luck

---
reply from ⟪username|mod_Ironclad⟫: you just posted your bot token AND your rcon pw on a public forum. reset both in the dev portal now. also 401 = token got auto revoked because github scanned it lol"""),

("discord_mod_chat", """#mod-lounge — ⟪date|Today⟫
[21:14] ⟦PERSON|kasia⟧: anyone know why ⟦PERSON|Tyrell⟧ got temp banned
[21:15] ⟪username|vortexx⟫: he doxxed someone in #general, posted their home address
[21:15] ⟦PERSON|kasia⟧: oof. what was posted
[21:16] ⟪username|vortexx⟫: some guy's addy "⟦ADDRESS|1187 Larkspur Ln, Boise ID 83706⟧" + phone ⟦PHONE|(208) 555-0139⟧. deleted within 2 min, logged as case ⟪case_number|#4471⟫
[21:17] ⟦PERSON|Tyrell⟧: i was joking ffs it's my own old place
[21:17] ⟦PERSON|kasia⟧: doesn't matter, rule 6. ban ends ⟪timestamp|Jan 15 21:16⟫
[21:18] ⟪username|vortexx⟫: also pinned the raid schedule: boss reset is ⟪timestamp|Thu 19:00 UTC⟫"""),

("gaming_support_ticket", """Ticket ⟪ticket_id|#GS-8812046⟫ | Account recovery | Priority: normal
Submitted by: ⟦EMAIL|oscar.lindqvist@hotmail.se⟧
Player ID: 7710-4482-0913   Region: EU-West

Message:
hey my account got hacked, the guy changed the email and bought stuff. i'm the original owner. my name is ⟦PERSON|Oscar Lindqvist⟧, born ⟦DATE_OF_BIRTH|3 august 2003⟧. the purchases were ⟦AMOUNT|€49.99⟧ and ⟦AMOUNT|€99.99⟧ on my paypal, orders ⟪order_id|ORD-22817734⟫ and ⟪order_id|ORD-22817790⟫. last card i used to buy gems ended ⟪masked_card|4410⟫. old password was ⟦PASSWORD|Ingvar!2019⟧ if that helps prove it

Agent note (⟦PERSON|Chiara B.⟧): identity matches purchase history. 2FA reset, both orders refunded. Current store price of the Founder Pack is ⟪price|€89.99⟫ (sale) — do NOT quote this as refund amount in the macro."""),

("freelancer_invoice", """INVOICE ⟪invoice_number|INV-2026-004⟫
⟦PERSON|Rosalind Achterberg⟧ – Illustration & Layout
⟦ADDRESS|Kerkstraat 118-2, 1017 GP Amsterdam⟧
KvK 81234590 · BTW NL004321987B01
⟦EMAIL|ros@achterberg.studio⟧ · ⟦PHONE|+31 6 1234 8871⟧

Bill to: ⟪org_name|Gallagher & Swift Publishing Ltd⟫, ⟪place|Dublin⟫
Date: ⟪date|31-12-2025⟫   Due: ⟪date|30-01-2026⟫

Description                          Qty   Rate        Total
Book cover illustration              1     ⟪price|€1,200.00⟫   €1,200.00
Interior spot illustrations          14    ⟪price|€85.00⟫      €1,190.00
Revisions (hours)                    6     ⟪price|€60.00⟫      €360.00
Total due to ⟦PERSON|R. Achterberg⟧: ⟦AMOUNT|€2,750.00⟧  (reverse charge)

Payment to IBAN ⟦IBAN|$iban_nl1⟧, BIC ⟪bic|INGBNL2A⟫"""),

("freelancer_payment_chase", """Hi ⟦PERSON|Joel⟧,

Hope the launch went well! Just a nudge on invoice ⟪invoice_number|#0117⟫ — it was due on ⟪date|Dec 19⟫ and I still haven't seen the ⟦AMOUNT|$3,200⟧ land. I know finance at ⟪org_name|Becker Hughes Digital⟫ batches payments, so if it's stuck there could you forward this to whoever approves?

For reference my day rate hasn't changed (⟪price|$640/day⟫) and I'm happy to take the February sprint too.

PayPal is fine if that's quicker: ⟦EMAIL|marisol.quintero.dev@gmail.com⟧

Thanks!
⟦PERSON|Marisol⟧"""),

("nginx_access_log", """⟦IP_ADDRESS|81.174.22.109⟧ - - [⟪timestamp|12/Jan/2026:09:14:02 +0000⟫] "GET /listings/search?area=clapham&max=2500 HTTP/2.0" 200 18422 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X)"
⟦IP_ADDRESS|81.174.22.109⟧ - - [⟪timestamp|12/Jan/2026:09:14:09 +0000⟫] "POST /api/v2/viewings HTTP/2.0" 201 311 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X)"
⟪doc_ip|203.0.113.77⟫ - - [⟪timestamp|12/Jan/2026:09:14:11 +0000⟫] "GET /healthz HTTP/1.1" 200 2 "-" "uptime-probe/1.4"
⟦IP_ADDRESS|2a02:c7c:5e1a:9b00:8d4:3f1e:aa02:17c4⟧ - - [⟪timestamp|12/Jan/2026:09:14:15 +0000⟫] "GET /tenant/portal?session=⟦APIKEY|$jwt_1⟧ HTTP/2.0" 302 0 "-" "Mozilla/5.0 (Windows NT 10.0)"
⟦IP_ADDRESS|172.31.6.14⟧ - - [⟪timestamp|12/Jan/2026:09:14:20 +0000⟫] "GET /internal/metrics HTTP/1.1" 403 153 "-" "curl/8.5.0\""""),

("sshd_auth_log", """Jan 12 03:11:52 edi-gw01 sshd[22871]: Failed password for invalid user admin from ⟦IP_ADDRESS|45.148.10.92⟧ port ⟪port|51822⟫ ssh2
Jan 12 03:11:55 edi-gw01 sshd[22871]: Failed password for invalid user oracle from ⟦IP_ADDRESS|45.148.10.92⟧ port ⟪port|51840⟫ ssh2
Jan 12 07:58:03 edi-gw01 sshd[23990]: Accepted publickey for ⟦PERSON|pnakamura⟧ from ⟦IP_ADDRESS|10.8.0.21⟧ port ⟪port|60112⟫ ssh2: ED25519 SHA256:⟪hash|q3Xb0Ti9mNzE8v5k1cY2dWJ7uRsaLpQ4oFhG6xKjA0w⟫
Jan 12 07:58:03 edi-gw01 sshd[23990]: pam_unix(sshd:session): session opened for user ⟦PERSON|pnakamura⟧(uid=1004) by (uid=0)
Jan 12 08:02:40 edi-gw01 sshd[24012]: Connection closed by ⟪doc_ip|198.51.100.23⟫ port ⟪port|44120⟫ [preauth]
Jan 12 08:15:19 edi-gw01 sudo: ⟦PERSON|pnakamura⟧ : TTY=pts/0 ; PWD=/opt/edi ; USER=root ; COMMAND=/usr/bin/systemctl restart as2-receiver"""),
]

TEXTS += [
("ci_log_github_actions", """Run npm publish --access public
  npm publish --access public
  shell: /usr/bin/bash -e {0}
  env:
    NODE_VERSION: ⟪version|20.11.0⟫
    NPM_TOKEN: ⟦APIKEY|$npm_1⟧
npm notice
npm notice 📦  @tidewater/parcel-rates@⟪version|3.4.1⟫
npm notice === Tarball Details ===
npm notice shasum:        ⟪hash|5b1d0f2c7e39a44c0b8f6a12de9077c1e2b4a8f3⟫
npm notice integrity:     sha512-⟪hash|Xq2c9KkD0v1Lw8m3Jt6pR4s/Yh0a5bN7e2G1==⟫
npm notice total files:   42
+ @tidewater/parcel-rates@3.4.1
Run ⟪run_id|#1874⟫ completed in 41s · triggered by ⟦PERSON|hbosworth⟧ · commit ⟪hash|a9c41e7⟫"""),

("env_file_property_app", """# .env.production — ⟪org_name|LetLink⟫ property management API
NODE_ENV=production
PORT=⟪port|8080⟫
DATABASE_URL=postgres://letlink_app:⟦SECRET|Qm7v-Rt2w-Hq9z⟧@⟦IP_ADDRESS|10.12.4.40⟧:⟪port|5432⟫/letlink
REDIS_URL=redis://⟪doc_ip|127.0.0.1⟫:⟪port|6379⟫/0
STRIPE_SECRET_KEY=⟦APIKEY|$stripe_sk_2⟧
STRIPE_PUBLISHABLE_KEY=⟪app_id|pk_live_51Lq9XfHk2m0T1xQzA7bP3eYvW⟫
STRIPE_WEBHOOK_SECRET=⟦SECRET|$stripe_whsec_1⟧
TWILIO_ACCOUNT_SID=⟪app_id|AC8e1f4b2a90c3d7e6f5a41b2c3d4e5f60⟫
TWILIO_API_KEY=⟦APIKEY|$twilio_sk_1⟧
TWILIO_AUTH_TOKEN=⟦SECRET|$twilio_token_1⟧
MAILGUN_API_KEY=⟦APIKEY|$mailgun_1⟧
MAILGUN_DOMAIN=mg.letlink.co
ADMIN_BOOTSTRAP_PASSWORD=⟦PASSWORD|Harbourview#2026⟧"""),

("k8s_secret_yaml", """apiVersion: v1
kind: Secret
metadata:
  name: tracking-ingest-aws
  namespace: logistics-prod
  labels:
    app.kubernetes.io/version: "⟪version|2.9.0⟫"
type: Opaque
stringData:
  AWS_ACCESS_KEY_ID: ⟦APIKEY|$aws_akid_1⟧
  AWS_SECRET_ACCESS_KEY: ⟦SECRET|$aws_secret_1⟧
  AWS_REGION: eu-west-2
  S3_BUCKET: tw-pod-images-prod
  CARRIER_WEBHOOK_URL: ⟦SECRET|$slack_webhook_1⟧
---
# owner: ⟦PERSON|Ingrid Solheim⟧ (platform) — rotate before ⟪date|2026-03-31⟫"""),

("terraform_tfvars", """# terraform.tfvars — booking-site infra (DO + Cloudflare)
do_token           = "⟦APIKEY|$do_pat_1⟧"
cloudflare_api_token = "⟦APIKEY|$cloudflare_1⟧"
cloudflare_zone_id = "⟪app_id|9b2f61c0e4a84e3d8a7710c5b2ee4f19⟫"
droplet_size       = "s-2vcpu-4gb"
region             = "ams3"
admin_ip_allowlist = ["⟦IP_ADDRESS|86.92.141.7⟧/32", "⟪doc_ip|192.0.2.10⟫/32"]
db_admin_password  = "⟦PASSWORD|tulip-Canal-88⟧"
tags               = ["travel", "prod", "⟪version|v1.7⟫"]"""),

("python_telegram_bot", """# reminders.py - sends vaccination reminders to pet owners
import os, requests
from datetime import date

BOT_TOKEN = "⟦APIKEY|$telegram_bot_1⟧"   # TODO move to env!!
CLINIC_CHAT = ⟪app_id|-1001984422107⟫

def remind(chat_id, owner, pet, due):
    text = f"Hi {owner}, {pet} is due a booster on {due:%d %b}. Reply YES to book."
    r = requests.post(f"https://api.telegram.org/bot{BOT_TOKEN}/sendMessage",
                      json={"chat_id": chat_id, "text": text}, timeout=10)
    r.raise_for_status()

if __name__ == "__main__":
    # quick manual test - ⟦PERSON|Delphine⟧'s own account
    remind(⟪app_id|551827340⟫, "⟦PERSON|Delphine⟧", "⟪pet_name|Pistache⟫", date(2026, 2, 3))"""),

("git_diff_sendgrid", """commit ⟪hash|3f9e0a1c77d24b58a1e6b0c9d4f2e8a7b6c5d4e3⟫
Author: ⟦PERSON|Tomás Echeverría⟧ <⟦EMAIL|tomas.echeverria@clinicflow.io⟧>
Date:   ⟪timestamp|Tue Jan 13 16:42:07 2026 +0100⟫

    move SendGrid key out of source (was committed in ⟪hash|8c1d2ab⟫)

diff --git a/app/notify/email.py b/app/notify/email.py
index ⟪hash|4be1a09⟫..⟪hash|d71f3c2⟫ 100644
--- a/app/notify/email.py
+++ b/app/notify/email.py
@@ -3,7 +3,7 @@ import os
 from sendgrid import SendGridAPIClient
 
-SENDGRID_KEY = "⟦APIKEY|$sendgrid_1⟧"
+SENDGRID_KEY = os.environ["SENDGRID_KEY"]
 FROM_ADDR = "⟦EMAIL|appointments@clinicflow.io⟧"
 TEMPLATE_DENTAL_REMINDER = "⟪template_id|d-5e2b91f07c3a4d6b8e1f0a2c3b4d5e6f⟫\""""),

("jupyter_notebook_cell", """In [3]:
from huggingface_hub import login
login(token="⟦APIKEY|$hf_1⟧")  # ⟦PERSON|anya⟧'s token, read-only

In [4]:
import pandas as pd
df = pd.read_csv("cohort_2025_grades.csv")
df.head(3)

Out[4]:
   student_id   name               module     mark
0  S2410093    ⟦PERSON|Farah Al-Masri⟧     ⟪course_code|STAT2040⟫   68
1  S2410117    ⟦PERSON|Ben Okoro⟧          ⟪course_code|STAT2040⟫   54
2  S2410245    ⟦PERSON|Lucía Prieto⟧       ⟪course_code|STAT2040⟫   73

In [5]:
model_id = "⟪model_id|distilbert-base-uncased⟫"   # ⟪version|v4.46⟫ transformers"""),

("pharmacy_db_log", """2026-01-14 10:22:31.448 UTC [31877] LOG:  duration: 2.104 ms  statement: INSERT INTO patients (id, full_name, dob, phone, allergies, created_by) VALUES (⟪record_id|88214⟫, '⟦PERSON|Graham Tennant⟧', '⟦DATE_OF_BIRTH|1949-05-30⟧', '⟦PHONE|0161 496 0733⟧', '⟦MEDICAL|aspirin – bronchospasm⟧', '⟦PERSON|sbhatt⟧');
2026-01-14 10:22:31.452 UTC [31877] LOG:  duration: 0.911 ms  statement: INSERT INTO dispensing (patient_id, item, qty, price) VALUES (⟪record_id|88214⟫, '⟦MEDICAL|warfarin 3 mg tablets⟧', 28, ⟪price|4.15⟫);
2026-01-14 10:22:33.020 UTC [31880] ERROR:  password authentication failed for user "reporting"
2026-01-14 10:22:33.019 UTC [31880] LOG:  connection received: host=⟦IP_ADDRESS|10.0.3.57⟧ port=⟪port|50312⟫
2026-01-14 10:22:33.021 UTC [31880] FATAL:  password authentication failed for user "reporting\""""),

("dental_insurance_claim", """DENTAL CLAIM FORM – ⟪org_name|Liberty Mutual Dental⟫ PPO
1. Subscriber name: ⟦PERSON|Ramirez, Lourdes⟧        2. Subscriber SSN: ⟦SSN|$ssn_1⟧
3. Subscriber DOB: ⟦DATE_OF_BIRTH|06/14/1976⟧      4. Group no.: ⟪group_number|G-771203⟫
5. Address: ⟦ADDRESS|2218 W Alvarado St, Apt 4, Los Angeles, CA 90026⟧
6. Patient: ⟦PERSON|Ramirez, Sofia⟧ (dependent, DOB ⟦DATE_OF_BIRTH|03/02/2012⟧)
Procedures:  ⟪procedure_code|D0120⟫ periodic oral eval · ⟪procedure_code|D1351⟫ sealant x4 · ⟦MEDICAL|D2391 resin composite, tooth 30⟧
Fee schedule (UCR): D0120 ⟪price|$65⟫, D1351 ⟪price|$48⟫ ea.
Total charged: ⟦AMOUNT|$417.00⟧   Amount claimed: ⟦AMOUNT|$333.60⟧
Treating dentist: ⟦PERSON|Paul Yoon⟧, DDS  NPI 1487722093"""),
]

TEXTS += [
("hr_note_medical_leave", """CONFIDENTIAL – HR case note
Employee: ⟦PERSON|Desmond Achebe⟧ (forklift operator, ⟪place|Tilbury⟫ DC)   Employee no. E-20417
Date: ⟪date|16 Jan 2026⟫   Present: ⟦PERSON|Claire Whitcombe⟧ (HR BP), ⟦PERSON|Desmond⟧, union rep ⟦PERSON|Sunil Mehra⟧

⟦PERSON|Desmond⟧ has provided a fit note for 4 weeks for ⟦MEDICAL|stress and low mood⟧ and mentioned he has recently been diagnosed with ⟦MEDICAL|sleep apnoea⟧, which he thinks contributed to the near-miss on ⟪date|9 Jan⟫. He is on a waiting list for a ⟦MEDICAL|CPAP machine⟧.

Agreed: full company sick pay for 4 weeks (basic salary ⟦AMOUNT|£31,850⟧ p.a.), OH referral, no FLT duties until cleared. The site's annual training budget (⟪price|£18,000⟫) can fund a refresher course on return.
Next review: ⟪date|13 Feb 2026⟫."""),

("performance_review_teacher", """ANNUAL PERFORMANCE REVIEW 2024–25
Teacher: Ms ⟦PERSON|Hannah Lindgren⟧ · Subject: Chemistry · Reviewer: Mr ⟦PERSON|Owusu⟧ (Head of Science)

Objective 1 – raise A-level ⟪course_code|CHEM-A2⟫ outcomes: Met. 71% A*–B vs 58% the year before.
Objective 2 – lead the Year 9 practical scheme: Exceeded. ⟦PERSON|Hannah⟧ rewrote 14 practicals and trained two ECTs (⟦PERSON|Jake Pruitt⟧ and ⟦PERSON|Amara Diallo⟧).
Objective 3 – attendance at parents' evenings: Met.

Comments: ⟦PERSON|Hannah⟧ is an outstanding practitioner. Recommend progression to UPS2 from ⟪date|1 September 2025⟫ (salary point ⟦AMOUNT|£47,472⟧).
Signed ⟦PERSON|K. Owusu⟧ ⟪date|14/07/2025⟫"""),

("voicemail_transcript", """Voicemail from ⟦PHONE|+1 (617) 555-0114⟧ · ⟪timestamp|Mon 9:47 AM⟫ · 0:41
"Hey, it's ⟦PERSON|Marcus B.⟧ from unit ⟪room_number|3C⟫... uh, the lockbox on the side door is jammed again, I tried my code ⟦PASSWORD|2 6 1 8⟧ like five times. Can someone from ⟪org_name|Brookline Property Group⟫ come look? Also my rent, the ⟦AMOUNT|$2,140⟧, I sent it Friday through Zelle, just want to make sure ⟦PERSON|Denise⟧ saw it. Call me back, thanks." """),

("bank_call_transcript", """Call ID ⟪call_id|CC-88120931⟫   Agent A4471   ⟪timestamp|2026-01-10 11:03:22⟫
AGENT: Thanks for calling, can I take your full name?
CUSTOMER: ⟦PERSON|Patricia Mulvaney⟧.
AGENT: And your date of birth, ⟦PERSON|Patricia⟧?
CUSTOMER: ⟦DATE_OF_BIRTH|February the 9th, 1958⟧.
AGENT: And the first line of your address and postcode?
CUSTOMER: ⟦ADDRESS|7 Orchard Close, Tewkesbury, GL20 5SR⟧.
AGENT: Lovely. Which card is this about?
CUSTOMER: The one ending ⟪masked_card|3157⟫, there's a payment to a holiday company I didn't make, ⟦AMOUNT|£1,249⟧.
AGENT: I can see it. I'll block the card and raise a dispute, reference ⟪case_number|DSP-5519023⟫. I'll text you a code to confirm - read it back to me please.
CUSTOMER: It says ⟪otp_code|604 118⟫.
AGENT: Perfect, that's done. A new card will arrive in 3 to 5 working days."""),

("calendar_invite_physio", """BEGIN:VEVENT
DTSTART:⟪timestamp|20260122T083000Z⟫
DTEND:⟪timestamp|20260122T091500Z⟫
SUMMARY:Physio – ⟦PERSON|Ruth Abernathy⟧ (follow-up, ⟦MEDICAL|post-op ACL reconstruction, L knee⟧)
LOCATION:⟪org_name|Cornerstone Physio⟫, treatment room ⟪room_number|2⟫
DESCRIPTION:Week 6 rehab. Bring shorts. Parking ⟪price|£3.20⟫ pay-and-display.
ORGANIZER;CN=⟦PERSON|Tom Ferreira⟧:mailto:⟦EMAIL|tom@cornerstonephysio.co.uk⟧
ATTENDEE;CN=⟦PERSON|Ruth Abernathy⟧;RSVP=TRUE:mailto:⟦EMAIL|ruth.abernathy@btinternet.com⟧
UID:⟪uuid|5f1c9d2e-7a44-4b0e-9c31-2b8e0d6f4a17⟫
END:VEVENT"""),

("sms_bank_alerts", """⟪org_name|Monzo⟫: Your verification code is ⟪otp_code|482913⟫. Never share it, not even with us.
⟪org_name|Monzo⟫: Card ending ⟪masked_card|4821⟫ was charged ⟪price|£12.99⟫ by NETFLIX.COM on ⟪date|13 Jan⟫.
⟪org_name|Monzo⟫: Your Pot "Rainy day" hit its goal 🎉
⟪org_name|Monzo⟫: Sign-in from a new device (iPhone 15, ⟪place|Manchester⟫). Not you? Freeze your card in the app."""),

("lab_report", """⟪org_name|NORTHGATE PATHOLOGY⟫ – CLINICAL BIOCHEMISTRY REPORT
Patient: ⟦PERSON|HUSSAIN, Imran⟧    DOB: ⟦DATE_OF_BIRTH|17-Oct-1969⟧    Sex: M
Lab no: NP26-0041187    Collected: ⟪timestamp|13-Jan-2026 08:12⟫   Requested by: Dr ⟦PERSON|L. Acheampong⟧

Test              Result     Units      Ref. range
HbA1c             71         mmol/mol   ⟪reference_range|20 - 41⟫   H
Fasting glucose   9.8        mmol/L     ⟪reference_range|3.0 - 6.0⟫   H
eGFR              58         mL/min     ⟪reference_range|>90⟫   L
Cholesterol       6.4        mmol/L     ⟪reference_range|<5.0⟫   H

Comment: Consistent with ⟦MEDICAL|poorly controlled type 2 diabetes⟧ and ⟦MEDICAL|CKD stage 3a⟧. Suggest repeat eGFR in 3 months.
Authorised by Dr ⟦PERSON|P. Vance⟧, Consultant Chemical Pathologist"""),

("oral_surgery_referral", """Referral to: Oral Surgery, ⟪org_name|St Luke's Dental Hospital⟫
From: Dr ⟦PERSON|Yusuf Karimi⟧, ⟪org_name|Smile Street Dental⟫      Date: ⟪date|07/01/2026⟫

Patient: ⟦PERSON|Chloe Abara⟧, DOB ⟦DATE_OF_BIRTH|12/12/1999⟧, tel ⟦PHONE|07700 900 361⟧
Address: ⟦ADDRESS|Flat 11, Pembroke House, 90 Lower Road, London SE16 2XB⟧

Reason: ⟦MEDICAL|mesioangular impacted lower left third molar (38)⟧ with ⟦MEDICAL|recurrent pericoronitis⟧ (3 episodes in 12 months, last treated with ⟦MEDICAL|metronidazole 400 mg⟧). OPG attached (image ⟪image_id|IMG-0038815⟫).
Medical history: ⟦MEDICAL|epilepsy⟧, controlled on ⟦MEDICAL|levetiracetam 500 mg bd⟧; ⟦MEDICAL|12 weeks pregnant⟧ – please consider timing.
Patient is anxious and would like to discuss sedation."""),
]

TEXTS += [
("pharmacy_price_list", """⟪org_name|WELLSPRING CHEMISTS⟫ – OVER-THE-COUNTER PRICE LIST (from ⟪date|1 Feb 2026⟫)
Item                                   Pack     Price
⟪drug_ad|Paracetamol 500 mg caplets⟫      16       ⟪price|£0.75⟫
⟪drug_ad|Omeprazole 10 mg⟫ (heartburn)     14       ⟪price|£4.99⟫
⟪drug_ad|Fexofenadine 120 mg⟫              30       ⟪price|£7.49⟫
⟪drug_ad|Nicotine patches 21 mg⟫           7        ⟪price|£13.99⟫
Flu vaccination (18+)                           ⟪price|£16.00⟫
Blood pressure check                            FREE
Prices valid at our ⟪place|Chorlton⟫ and ⟪place|Didsbury⟫ branches only. Promo code ⟪promo_code|WINTER10⟫."""),

("legal_settlement_agreement", """SETTLEMENT AGREEMENT (without prejudice save as to costs)

BETWEEN
(1) ⟦PERSON|LUCAS FERNANDO DA SILVA⟧ of ⟦ADDRESS|Apartment 6, 31 Queen's Dock Street, Hull HU1 2AB⟧ ("the Tenant"); and
(2) ⟪org_name|HARBOUR QUAY LETTINGS LIMITED⟫ (company no. ⟪company_reg|09822714⟫) ("the Agent")

1. Within 14 days of the date of this Agreement the Agent shall pay to the Tenant the sum of ⟦AMOUNT|£4,725.00⟧ (four thousand seven hundred and twenty-five pounds) in full and final settlement of claim no. ⟪case_number|K01HU218⟫ in the County Court at ⟪place|Kingston-upon-Hull⟫, comprising the return of the deposit of ⟦AMOUNT|£1,575.00⟧ and a penalty of ⟦AMOUNT|£3,150.00⟧ under s.214 Housing Act 2004.
2. The court fee of ⟪price|£115⟫ shall be borne by each party as already paid.
3. The Tenant shall withdraw the claim within 7 days of receipt.

Dated ⟪date|9 January 2026⟫"""),

("bank_transfer_confirmation", """SEPA Credit Transfer – confirmation
Ordering party: ⟦PERSON|Annelies De Smet⟧
Debit account: ⟦IBAN|$iban_be1⟧
Beneficiary: ⟦PERSON|Julien Marchetti⟧
Beneficiary account: ⟦IBAN|$iban_fr1⟧   BIC ⟪bic|CCBPFRPPMTG⟫
Amount: ⟦AMOUNT|EUR 875,00⟧
Remittance information: "Loyer janvier – appt ⟪room_number|2B⟫"
Execution date: ⟪date|02/01/2026⟫   Reference: ⟪reference|SCT20260102-448190⟫
Fee for SEPA transfers per our tariff: ⟪price|EUR 0,00⟫"""),

("ecommerce_order_email", """Your order ⟪order_id|#112-7730491-2206613⟫ has shipped! 📦

Hi ⟦PERSON|Gabriel⟧,
Good news — your items are on their way with ⟪org_name|Evri⟫, tracking ⟪tracking_number|H01HYA0051928374⟫.

Delivering to:
⟦PERSON|Gabriel Ionescu⟧
⟦ADDRESS|44 Ravenscroft Road, Beckenham, BR3 4TR⟧

1 × Trail running shoes (UK 10)     ⟪price|£89.99⟫
2 × Merino socks                    ⟪price|£14.00⟫
Delivery                            ⟪price|£0.00⟫
Order total paid by you: ⟦AMOUNT|£117.99⟧ (Mastercard ⟪masked_card|•••• 3122⟫)

Estimated delivery: ⟪date|Thu 15 Jan⟫. Returns are free within 30 days."""),

("support_ticket_property_portal", """Ticket ⟪ticket_id|#PP-40219⟫ · Channel: web form · ⟪timestamp|2026-01-11 22:40⟫
From: ⟦PERSON|Rhys Llewellyn⟧ <⟦EMAIL|rhys.llew@protonmail.com⟧>
Subject: cant log in to landlord dashboard

hi i keep getting "invalid credentials". my login is ⟦EMAIL|rhys.llew@protonmail.com⟧ and password is ⟦PASSWORD|Snowdon2024!!⟧ (i know i shouldnt send it). i have 3 properties on the portal, property IDs ⟪property_id|LP-5512⟫, ⟪property_id|LP-5513⟫, ⟪property_id|LP-7091⟫. app version ⟪version|6.2.0⟫ on android

---- internal ----
⟦PERSON|Gwen⟧: password was reset and the user told to change it; ticket redacted in the export. Known bug ⟪issue_id|BUG-3318⟫ on 6.2.0."""),

("tenant_ledger_csv", """unit,tenant,phone,email,rent_pcm,arrears,last_payment
⟪room_number|1A⟫,⟦PERSON|Farouk Haddad⟧,⟦PHONE|07700 900 112⟧,⟦EMAIL|farouk.h@gmail.com⟧,⟦AMOUNT|1150.00⟧,⟦AMOUNT|0.00⟧,⟪date|2026-01-01⟫
⟪room_number|1B⟫,⟦PERSON|Imogen Clarke⟧,⟦PHONE|07700 900 468⟧,⟦EMAIL|imogen.clarke92@outlook.com⟧,⟦AMOUNT|1095.00⟧,⟦AMOUNT|2190.00⟧,⟪date|2025-11-03⟫
⟪room_number|2A⟫,⟦PERSON|Wojciech Nowak⟧,⟦PHONE|07700 900 925⟧,⟦EMAIL|w.nowak@wp.pl⟧,⟦AMOUNT|1225.00⟧,⟦AMOUNT|312.50⟧,⟪date|2025-12-29⟫
⟪room_number|2B⟫,VACANT,,,⟪price|1195.00⟫,,
# exported ⟪timestamp|2026-01-14T07:00:00Z⟫ by ⟪org_name|Rentwell⟫ ⟪version|v3.12⟫"""),

("student_medical_tsv", """pupil	dob	year	medical	emergency_contact	phone
⟦PERSON|Isla Montgomery⟧	⟦DATE_OF_BIRTH|2014-03-22⟧	⟪class_code|Y7⟫	⟦MEDICAL|coeliac disease⟧	⟦PERSON|Fiona Montgomery⟧	⟦PHONE|07700 900 204⟧
⟦PERSON|Kwame Boateng⟧	⟦DATE_OF_BIRTH|2013-11-05⟧	⟪class_code|Y8⟫	⟦MEDICAL|type 1 diabetes, insulin pump⟧	⟦PERSON|Akosua Boateng⟧	⟦PHONE|07700 900 731⟧
⟦PERSON|Ruby Chen⟧	⟦DATE_OF_BIRTH|2014-07-30⟧	⟪class_code|Y7⟫	none	⟦PERSON|David Chen⟧	⟦PHONE|07700 900 586⟧
⟦PERSON|Alfie Barker⟧	⟦DATE_OF_BIRTH|2012-12-01⟧	⟪class_code|Y9⟫	⟦MEDICAL|ADHD – methylphenidate 18 mg at 8am⟧	⟦PERSON|Gemma Barker⟧	⟦PHONE|07700 900 049⟧"""),

("json_api_response", """{
  "request_id": "⟪uuid|0b7c55a2-3e1f-4d69-8f0a-91c2d4e7b6a3⟫",
  "api_version": "⟪version|2024-11-20⟫",
  "applicant": {
    "id": "⟪record_id|app_7HfQ2kLmN9⟫",
    "first_name": "⟦PERSON|Danielle⟧",
    "last_name": "⟦PERSON|Okeke-Ross⟧",
    "dob": "⟦DATE_OF_BIRTH|1993-08-19⟧",
    "ssn": "⟦SSN|$ssn_2⟧",
    "ssn_last4_display": "***-**-⟪id_tail|5971⟫",
    "current_address": "⟦ADDRESS|5120 N Sheridan Rd Apt 1207, Chicago, IL 60640⟧",
    "monthly_income": ⟦AMOUNT|6850⟧,
    "email": "⟦EMAIL|dani.okekeross@icloud.com⟧"
  },
  "listing": {"id": "⟪property_id|CHI-22817⟫", "advertised_rent": ⟪price|1975⟫},
  "screening": {"score": 712, "status": "approved"}
}"""),
]

TEXTS += [
("go_config_datadog", """package telemetry

// Config for the fleet-tracking agent. DO NOT COMMIT REAL KEYS (⟦PERSON|rkowalski⟧ 2025-12-02)
var defaultConfig = Config{
	Site:       "datadoghq.eu",
	APIKey:     "⟦APIKEY|$datadog_api_1⟧",
	AppKey:     "⟦APIKEY|$datadog_app_1⟧",
	Service:    "fleet-tracker",
	Version:    "⟪version|0.14.7⟫",
	StatsdAddr: "⟪doc_ip|127.0.0.1⟫:⟪port|8125⟫",
	SampleRate: 0.25,
}

// GPS gateway in the Rotterdam depot
const gatewayHost = "⟦IP_ADDRESS|192.168.40.12⟧\""""),

("java_jdbc_config", """public final class BookingDb {
    // legacy connection for the travel-agency back office (see ticket ⟪issue_id|TRV-1182⟫)
    private static final String URL =
        "jdbc:mysql://⟦IP_ADDRESS|10.20.30.45⟧:⟪port|3306⟫/bookings?useSSL=true&serverTimezone=UTC";
    private static final String USER = "bo_reader";
    private static final String PASS = "⟦PASSWORD|Gr33nT1cket$⟧";
    private static final String REPORT_URL =
        "jdbc:postgresql://reports.internal:5432/bi?user=bi_etl&password=⟦SECRET|kP2rX9wQm4tZ⟧";

    static Connection open() throws SQLException {
        return DriverManager.getConnection(URL, USER, PASS);
    }
}"""),

("rust_http_client", """use reqwest::header::{AUTHORIZATION, CONTENT_TYPE};

// summarises vet discharge notes for owners; author: ⟦PERSON|Niamh Byrne⟧
const API_KEY: &str = "⟦APIKEY|$anthropic_1⟧";
const MODEL: &str = "⟪model_id|claude-3-5-haiku-20241022⟫";

async fn summarise(client: &reqwest::Client, note: &str) -> anyhow::Result<String> {
    let res = client
        .post("https://api.anthropic.com/v1/messages")
        .header("x-api-key", API_KEY)
        .header("anthropic-version", "⟪version|2023-06-01⟫")
        .header(CONTENT_TYPE, "application/json")
        .json(&serde_json::json!({"model": MODEL, "max_tokens": 400,
              "messages": [{"role": "user", "content": note}]}))
        .send().await?;
    Ok(res.text().await?)
}"""),

("shell_deploy_script", """#!/usr/bin/env bash
# deploy_rates.sh – push new freight rate tables to the customer portal
set -euo pipefail
MG_KEY="⟦APIKEY|$mailgun_1⟧"
RATES=rates_$(date +%Y%m%d).csv

scp -i ~/.ssh/id_ed25519 "$RATES" deploy@⟦IP_ADDRESS|185.199.44.17⟧:/srv/portal/rates/
ssh deploy@⟦IP_ADDRESS|185.199.44.17⟧ 'sudo systemctl reload portal'

curl -s --user "api:$MG_KEY" https://api.eu.mailgun.net/v3/mg.tidewater.co/messages \\
  -F from='Rates Bot <⟦EMAIL|rates@tidewater.co⟧>' \\
  -F to='⟦EMAIL|marguerite.oyelowo@tidewater.co⟧' \\
  -F subject="Rates ⟪version|v2026.01⟫ live"
echo "done (build ⟪build_number|5520⟫)\""""),

("helm_values_yaml", """# values-prod.yaml for school-portal chart ⟪version|1.12.3⟫
image:
  repository: registry.gitlab.com/northfield-academy/portal
  tag: "⟪version|2026.1.4⟫"
imagePullSecrets:
  - name: gitlab-registry
gitlab:
  deployToken: ⟦APIKEY|$gitlab_pat_1⟧
sentry:
  dsn: ⟦APIKEY|$sentry_dsn_1⟧
  environment: production
smtp:
  host: smtp.office365.com
  port: ⟪port|587⟫
  username: ⟦EMAIL|noreply@northfield.sch.uk⟧
  password: ⟦PASSWORD|Northfield!Portal7⟧
ingress:
  hosts: [portal.northfield.sch.uk]
  whitelist: "⟦IP_ADDRESS|81.2.150.14⟧/32,⟪doc_ip|198.51.100.0⟫/28\""""),

("toml_shopify_app", """# shopify.app.toml – ⟪org_name|Barkley & Bones⟫ pet supplies store
name = "bb-loyalty"
client_id = "⟪app_id|6f2e8d1c4b7a9e0f3d5c2b1a8e7f6d4c⟫"
application_url = "https://loyalty.barkleybones.com"

[access_scopes]
scopes = "read_orders,write_customers"

[credentials]
admin_api_token = "⟦APIKEY|$shopify_pat_1⟧"
api_secret = "⟦SECRET|$shopify_ss_1⟧"

[webhooks]
api_version = "⟪version|2025-10⟫"
# contact ⟦PERSON|Ollie Barkley⟧ before rotating"""),

("ini_edi_ftp_config", """; edi.ini – customs broker EDI connection (⟪org_name|Whitfield Customs Brokers⟫)
[ftp]
host = ⟦IP_ADDRESS|62.232.118.9⟧
port = ⟪port|21⟫
user = wcb_edi
password = ⟦PASSWORD|Fr8ght-Edi-2025⟧
passive = true

[as2]
partner_id = ⟪app_id|HMRC-CHIEF-GB⟫
cert_fingerprint = ⟪hash|7A:3C:91:0E:5B:DD:48:22:19:AF:C0:64:3E:71:88:B5:02:9D:CE:11⟫

[notify]
on_error = ⟦EMAIL|ops-edi@whitfieldcb.co.uk⟧"""),

("teams_dispatch_chat", """[Teams] Dispatch – South Region
⟦PERSON|Kelly Thornton⟧ 07:12
morning all, 3 drivers off sick so re-routing. ⟦PERSON|Raj⟧ can you take the ⟪route_code|SR-14⟫ drops?
⟦PERSON|Raj Patel⟧ 07:14
yep. first drop is the care home, the rest are residential right?
⟦PERSON|Kelly Thornton⟧ 07:15
yes. the awkward one is the customer at ⟦ADDRESS|Flat 2, 19 Crane Street, Chichester PO19 1LH⟧ – she's asked for a call 10 min before, ⟦PHONE|07700 900 773⟧. parcel ⟪tracking_number|JD0002211834552⟫
⟦PERSON|Raj Patel⟧ 07:16
👍 van GK71 TXA has the tail lift fault btw, logged as ⟪issue_id|FLT-2291⟫
⟦PERSON|Kelly Thornton⟧ 07:16
noted ty"""),

("slack_dev_chat_aws_leak", """#logistics-eng
⟦PERSON|beatriz⟧  10:41 AM
anyone have creds for the POD image bucket? the lambda's failing with AccessDenied
⟦PERSON|tom.k⟧  10:43 AM
use these for now
AWS_ACCESS_KEY_ID=⟦APIKEY|$aws_akid_2⟧
AWS_SECRET_ACCESS_KEY=⟦SECRET|$aws_secret_2⟧
⟦PERSON|beatriz⟧  10:44 AM
😬 in a public channel?
⟦PERSON|tom.k⟧  10:44 AM
it's private. fine. I'll rotate friday
⟦PERSON|ifeoma⟧  10:52 AM
please rotate now, this channel has 2 external guests from ⟪org_name|Kuehne Stark⟫. also the lambda runtime is ⟪version|python3.12⟫ and the arn is ⟪resource_id|arn:aws:lambda:eu-west-1:123456789012:function:pod-resize⟫"""),
]

TEXTS += [
("telegram_clan_chat", """Telegram · [EU] Iron Wolves clan
⟦PERSON|Kostya⟧: raid at 21:00 server time, be on voice pls
⟦PERSON|Mads⟧: can't tonight, ⟦PERSON|Freja⟧'s birthday dinner
⟦PERSON|Kostya⟧: np. @⟦PERSON|lenka_h⟧ you're tank then
⟦PERSON|lenka_h⟧: ok but my PC died, playing from my brother's. can someone pls share the clan bank login again
⟦PERSON|Kostya⟧: DM'd you. don't paste it here lol
⟦PERSON|lenka_h⟧: oops already got it: user ironwolves_bank pw ⟦PASSWORD|Wolfpack!!77⟧
⟦PERSON|Mads⟧: 🤦 changing it. new season pass is ⟪price|€9.99⟫ btw, patch ⟪version|11.0.7⟫ drops ⟪date|Thursday⟫"""),

("line_chat_travel", """LINE · ⟦PERSON|Yui⟧ 🌸 & ⟦PERSON|Emma⟧
⟦PERSON|Emma⟧ 22:03 ok booking the ryokan in ⟪place|Hakone⟫ now!! need your passport no for the form
⟦PERSON|Yui⟧ 22:05 ⟦PASSPORT|TR4418273⟧ , expires ⟪date|2031/09⟫
⟦PERSON|Yui⟧ 22:05 and my birthday is ⟦DATE_OF_BIRTH|1996/04/11⟧ if they ask
⟦PERSON|Emma⟧ 22:07 done! booking no. ⟪booking_ref|RYK-88102⟫, ⟪price|¥38,500⟫ per person per night w/ dinner
⟦PERSON|Emma⟧ 22:08 I paid the deposit, you owe me ⟦AMOUNT|¥19,250⟧ no rush 🙏
⟦PERSON|Yui⟧ 22:10 sending on PayPay now. check-in is 15:00, ⟪flight_number|NH 874⟫ lands 10:40 so perfect"""),

("uk_visa_decision_letter", """UK Visas and Immigration
Our ref: ⟪reference|GWF071188234⟫                     ⟪date|8 January 2026⟫

Ms ⟦PERSON|Aigerim Bekova⟧
⟦ADDRESS|Flat 21, Moorside Court, 5 Ashley Road, Bristol BS6 5NL⟧

Application for leave to remain as a Skilled Worker

Dear Ms ⟦PERSON|Bekova⟧,
Your application has been granted until ⟪date|14 March 2029⟫. Your details:
  Date of birth: ⟦DATE_OF_BIRTH|23/05/1990⟧
  Passport number: ⟦PASSPORT|N11204837⟧ (Kazakhstan)
  National Insurance number: ⟦NATIONAL_ID|$nid_uk_1⟧
  Sponsor licence: ⟪licence_number|KJ4V8Q2L1⟫ (⟪org_name|Tidewater Logistics Ltd⟫)
The Immigration Health Surcharge you paid, ⟦AMOUNT|£3,105⟧, covers the whole period of leave. The standard application fee is ⟪price|£719⟫."""),

("payroll_form_canada", """TD1 / Direct deposit form – ⟪org_name|Maple Leaf Tutoring Co-op⟫
Legal name: ⟦PERSON|Geneviève Tremblay-Roy⟧
Social Insurance Number: ⟦NATIONAL_ID|$nid_ca_1⟧
Date of birth (YYYY-MM-DD): ⟦DATE_OF_BIRTH|1998-01-27⟧
Home address: ⟦ADDRESS|3450 rue Saint-Urbain, app. 5, Montréal (Québec) H2X 2N5⟧
Phone: ⟦PHONE|514-555-0188⟧
Bank transit/institution: ⟪bank_code|04841-003⟫   Account: ⟪id_tail|•••4412⟫
Hourly tutoring rate (co-op schedule): ⟪price|$38.00⟫/h
Signed: ⟦PERSON|G. Tremblay-Roy⟧   Date: ⟪date|2026-01-05⟫"""),

("tfn_declaration_au", """Tax file number declaration – copy for payer
Section A – payee
1. Tax file number: ⟦NATIONAL_ID|$nid_au_1⟧
2. Title: Mr   Surname: ⟦PERSON|Kowalczyk⟧   First given name: ⟦PERSON|Jarrah⟧
4. Home address: ⟦ADDRESS|12/88 Glebe Point Road, Glebe NSW 2037⟧
5. Primary e-mail: ⟦EMAIL|jarrah.k@student.unimelb.edu.au⟧
6. Date of birth: ⟦DATE_OF_BIRTH|09/12/2000⟧
7. Basis of payment: casual (sessional tutor, ⟪course_code|ECON1001⟫)
Section B – payer: ⟪org_name|University of Sydney⟫  ABN ⟪abn|15 211 513 464⟫
Casual academic rate (EA schedule): ⟪price|$194.48⟫ per tutorial hour"""),

("aadhaar_rental_kyc", """Tenant verification – ⟪org_name|NestAway Homes⟫, ⟪place|Bengaluru⟫
Name: ⟦PERSON|Sneha Kulkarni⟧       Father's name: ⟦PERSON|Prakash Kulkarni⟧
Aadhaar: ⟦NATIONAL_ID|$nid_in_2⟧      PAN: ABCPK1234F
Mobile: ⟦PHONE|+91 98450 33127⟧
Permanent address: ⟦ADDRESS|No. 27, 2nd Cross, Gokula Extension, Mathikere, Bengaluru 560054⟧
Property: 2BHK, ⟪place|HSR Layout⟫ Sector 2 (listing ⟪property_id|BLR-HSR-0918⟫)
Advertised rent ⟪price|₹32,000⟫/month · Security deposit paid by tenant: ⟦AMOUNT|₹1,60,000⟧
Police verification status: submitted ⟪date|06-01-2026⟫"""),

("nric_condo_booking", """Option to Purchase – booking form (⟪org_name|Marina Vista Residences⟫)
Purchaser 1: ⟦PERSON|Tan Wei Ming⟧   NRIC ⟦NATIONAL_ID|$nid_sg_1⟧
Purchaser 2: ⟦PERSON|Lim Hui Xin⟧   NRIC ⟦NATIONAL_ID|$nid_sg_2⟧
Correspondence address: ⟦ADDRESS|Blk 412 Ang Mo Kio Ave 10, #08-1123, Singapore 560412⟧
HP: ⟦PHONE|+65 9123 8842⟧
Unit ⟪room_number|#14-07⟫, 3-bedroom, list price ⟪price|S$1,988,000⟫
Booking fee (5%) paid by purchasers: ⟦AMOUNT|S$99,400⟧ by cheque ⟪cheque_number|004471⟫
Witnessed by: ⟦PERSON|Ravi Chandran⟧ (R012345B)"""),

("cpf_order_brazil", """Order ⟪order_id|BR-77120⟫ – export packing note (⟪org_name|Casa Lunar Ceramics⟫, ⟪place|Porto⟫)
Ship to: ⟦PERSON|Mariana Albuquerque Souza⟧
⟦ADDRESS|Rua Doutor Arnaldo 1142, apto 73, Pinheiros, São Paulo - SP, 05403-000⟧
CPF (required by Brazilian customs): ⟦NATIONAL_ID|$nid_br_1⟧
Tel: ⟦PHONE|+55 11 98123-4471⟧
Contents: 6 hand-painted plates, declared value ⟪price|EUR 180.00⟫ (catalogue price)
Customer paid incl. shipping: ⟦AMOUNT|EUR 214.50⟧
Courier: ⟪org_name|DHL Express⟫ AWB ⟪tracking_number|4471882910⟫"""),

("erasmus_registration_sweden", """Erasmus+ incoming student registration – ⟪org_name|Lund University⟫
Name: ⟦PERSON|Matteo Ferrarini⟧
Swedish personal identity number (after Migrationsverket registration): ⟦NATIONAL_ID|$nid_se_1⟧
Italian tax code: ⟦NATIONAL_ID|$nid_it_1⟧
Address in Sweden: ⟦ADDRESS|Kämnärsvägen 13D, lgh 1204, 226 46 Lund⟧
E-mail: ⟦EMAIL|matteo.ferrarini@studio.unibo.it⟧
Courses: ⟪course_code|EKHM71⟫, ⟪course_code|STAN40⟫ (7.5 credits each)
Semester fee for non-exchange students: ⟪price|SEK 62,500⟫ (not applicable)"""),

("physio_intake_nl", """Physiotherapy intake – ⟪org_name|FysioCentrum Oost⟫, ⟪place|Amsterdam⟫
Patient: ⟦PERSON|Sanne de Vries⟧   Date of birth: ⟦DATE_OF_BIRTH|02-09-1985⟧
BSN: ⟦NATIONAL_ID|$nid_nl_1⟧   Insurer: ⟪org_name|Zilveren Kruis⟫ (supplementary cover)
Address: ⟦ADDRESS|Linnaeusstraat 74-III, 1092 CL Amsterdam⟧
Complaint: ⟦MEDICAL|frozen shoulder, right⟧ since October; history of ⟦MEDICAL|hypothyroidism⟧, on ⟦MEDICAL|levothyroxine 100 mcg⟧.
Plan: 9 sessions, home exercises. Session rate ⟪price|€42.50⟫; first appointment ⟪date|21-01-2026⟫ in room ⟪room_number|3⟫."""),
]

TEXTS += [
("freelancer_invoice_de", """Invoice no. ⟪invoice_number|2026-003⟫ · ⟪date|12.01.2026⟫
From: ⟦PERSON|Jonas Bergmann⟧, freelance UX research
⟦ADDRESS|Grünberger Str. 61, 10245 Berlin⟧
Tax ID (Steuer-ID): ⟦NATIONAL_ID|$nid_de_1⟧ · Tax no. 37/218/50114
To: ⟪org_name|Wanderlust Travel GmbH⟫, ⟪place|Munich⟫

12 user interviews (booking flow)         12 × ⟪price|€150.00⟫
Synthesis workshop                         1 × ⟪price|€900.00⟫
No VAT charged – small business exemption (§19 UStG)
Amount payable to me: ⟦AMOUNT|€2,700.00⟧
Bank: ⟦IBAN|$iban_de1⟧ · ⟪bic|BELADEBEXXX⟫"""),

("tenancy_contract_madrid", """RENTAL CONTRACT (English courtesy translation) – ⟪place|Madrid⟫, ⟪date|3 January 2026⟫
LANDLORD: Doña ⟦PERSON|Carmen Ortega Ruiz⟧, DNI ⟦NATIONAL_ID|$nid_es_1⟧
TENANT: Mr ⟦PERSON|Oliver Grant⟧, NIE ⟦NATIONAL_ID|$nid_es_nie1⟧, British passport ⟦PASSPORT|550928174⟧
PROPERTY: ⟦ADDRESS|Calle de Embajadores 112, 3º B, 28012 Madrid⟧, cadastral ref. 9872023VH5797S0001WX
RENT: ⟦AMOUNT|€1,250⟧ per month, paid into the landlord's account ⟦IBAN|$iban_es1⟧ before day 5.
DEPOSIT (fianza): ⟦AMOUNT|€1,250⟧ lodged with the ⟪org_name|Agencia de Vivienda Social⟫.
Community fees (⟪price|€85⟫/month) are paid by the landlord."""),

("university_enrolment_bologna", """Iscrizione / Enrolment confirmation – ⟪org_name|Alma Mater Studiorum Università di Bologna⟫
Student: ⟦PERSON|Chiara Rossi⟧   Matricola 0001094473
Codice fiscale: ⟦NATIONAL_ID|$nid_it_2⟧
Born: ⟦DATE_OF_BIRTH|12 July 1993⟧ in ⟪place|Rome⟫
Residence: ⟦ADDRESS|Via Zamboni 44, 40126 Bologna BO⟧
Programme: Laurea Magistrale in Archaeology (⟪course_code|9218⟫)
Tuition band 3 (ISEE based): ⟪price|€1,560⟫ per year; first instalment paid: ⟦AMOUNT|€157.04⟧ on ⟪date|28/09/2025⟫"""),

("driver_onboarding_poland", """DRIVER ONBOARDING CHECKLIST – ⟪org_name|TransEuro Haulage⟫ depot ⟪place|Poznań⟫
Driver: ⟦PERSON|Krzysztof Zieliński⟧
PESEL: ⟦NATIONAL_ID|$nid_pl_2⟧
Mobile: ⟦PHONE|+48 601 447 210⟧
Home: ⟦ADDRESS|ul. Głogowska 118/4, 60-243 Poznań⟧
Driving licence cat. C+E ✔  Tachograph card PL 0000 1187 2231 40 ✔  Code 95 expiry ⟪date|2028-05-30⟫
Medical (occupational): fit, but note ⟦MEDICAL|colour vision deficiency (mild)⟧ – cleared for night driving.
Wage agreed: ⟦AMOUNT|PLN 8,900⟧ gross/month + diets ⟪price|€50⟫/day (company scale)
Truck assigned: PO 7K219"""),

("dental_mutuelle_claim_fr", """Claim for reimbursement – dental (English summary for the insurer's UK office)
Insured person: ⟦PERSON|Thibault Garnier⟧
Social security no. (NIR): ⟦NATIONAL_ID|$nid_fr_1⟧
Address: ⟦ADDRESS|8 rue des Capucins, 69001 Lyon⟧
Treatment: ⟦MEDICAL|ceramic crown on tooth 16 after fracture⟧, dentist Dr ⟦PERSON|Élodie Mercier⟧, ⟪date|11/12/2025⟫
Amount paid by the patient: ⟦AMOUNT|€650.00⟧ · Reimbursed by Assurance Maladie: ⟦AMOUNT|€84.00⟧
Regulated fee for this act (CCAM ⟪procedure_code|HBLD634⟫): ⟪price|€120.00⟫
Claim no. ⟪case_number|MUT-2026-00417⟫"""),

("school_registration_brussels", """School registration form – ⟪org_name|International School of Ixelles⟫
Child: ⟦PERSON|Noah Vandenberghe⟧   Date of birth: ⟦DATE_OF_BIRTH|15/09/1978⟧ (parent) — see below
Correction by office: the DOB above is the father's. Child's DOB: ⟦DATE_OF_BIRTH|04/05/2019⟧
Parent 1: ⟦PERSON|Pieter Vandenberghe⟧, national number ⟦NATIONAL_ID|$nid_be_1⟧
Parent 2: ⟦PERSON|Amélie Dubois⟧
Address: ⟦ADDRESS|Rue du Bailli 27, 1050 Ixelles⟧
Allergies / medical: ⟦MEDICAL|mild eczema⟧, ⟦MEDICAL|allergic to kiwi⟧
Annual fee (Year 2): ⟪price|€18,400⟫ · Registration fee ⟪price|€1,500⟫ (non-refundable)"""),

("vet_pet_insurance_fi", """Pet insurance claim – ⟪org_name|LähiTapiola⟫ (form in English)
Policyholder: ⟦PERSON|Aino Virtanen⟧
Personal identity code: ⟦NATIONAL_ID|$nid_fi_1⟧
Address: ⟦ADDRESS|Hämeenkatu 22 B 14, 33200 Tampere⟧
Animal: ⟪pet_name|Oskari⟫, Finnish Lapphund, microchip 246098100447213
Diagnosis by vet: ⟪pet_health|cruciate ligament rupture, left hind⟫ – TPLO surgery ⟪date|19.12.2025⟫
Invoice from ⟪org_name|Evidensia Tampere⟫: owner paid ⟦AMOUNT|€3,480.00⟧, deductible per policy ⟪price|€150⟫
Payment to: ⟦IBAN|$iban_at1⟧ (account held with Austrian bank)"""),

("travel_booking_chile", """Reserva confirmada / Booking confirmed – ⟪org_name|Andes Trails Expeditions⟫
Lead traveller: ⟦PERSON|Felipe Andrés Muñoz Soto⟧
RUT: ⟦NATIONAL_ID|$nid_cl_1⟧   Phone ⟦PHONE|+56 9 8765 4321⟧
Trip: Torres del Paine W Trek, 5 days, departs ⟪date|10 March 2026⟫ from ⟪place|Puerto Natales⟫
Price per person: ⟪price|USD 1,390⟫ (shared dorms in refugios)
Deposit received from you: ⟦AMOUNT|USD 417.00⟧ — balance ⟦AMOUNT|USD 973.00⟧ due 30 days before departure.
Emergency contact: ⟦PERSON|Camila Soto⟧, ⟦PHONE|+56 9 5512 0083⟧
Booking ⟪booking_ref|ATE-26-0310-07⟫"""),

("hagwon_teacher_contract", """EMPLOYMENT CONTRACT (English version) – ⟪org_name|Bright Future English Academy⟫, ⟪place|Bundang⟫
Employee: ⟦PERSON|Rachel Kim⟧ (Korean-American, F-4 visa)
Resident registration no.: ⟦NATIONAL_ID|$nid_kr_1⟧
US passport: ⟦PASSPORT|647110235⟧
Address in Korea: ⟦ADDRESS|101-1204, 25 Jeongja-ro, Bundang-gu, Seongnam-si, Gyeonggi-do 13561⟧
Term: ⟪date|1 March 2026⟫ – ⟪date|28 February 2027⟫
Monthly salary: ⟦AMOUNT|KRW 2,700,000⟧; housing allowance ⟦AMOUNT|KRW 500,000⟧
Teaching load: 30 hrs/week, classes ⟪class_code|K-2B⟫ to ⟪class_code|M-3A⟫"""),

("exchange_student_japan", """Residence registration memo – international office, ⟪org_name|Tohoku University⟫
Student: ⟦PERSON|Lukas Hofer⟧ (Austria)   Student ID B5TM1042
Residence card: issued at ⟪place|Narita⟫ airport, copy on file
My Number (individual number) issued: ⟦NATIONAL_ID|$nid_jp_1⟧
Address: ⟦ADDRESS|Aoba-ku Katahira 2-1-1, International House 304, Sendai 980-8577⟧
National Health Insurance premium (student, flat): ⟪price|¥1,800⟫/month
Scholarship paid to the student this month: ⟦AMOUNT|¥117,000⟧"""),
]

TEXTS += [
("w9_form_freelancer", """Form W-9 (Rev. March 2024) – Request for Taxpayer Identification Number
1 Name: ⟦PERSON|Devon A. Whitaker⟧
2 Business name: ⟪org_name|Whitaker Motion Design⟫
3 Federal tax classification: Individual/sole proprietor
5 Address: ⟦ADDRESS|808 Juniper St NE, Apt 12⟧
6 City, state, ZIP: ⟦ADDRESS|Atlanta, GA 30308⟧
Part I – Social security number: ⟦SSN|$ssn_3⟧
Signature: ⟦PERSON|Devon Whitaker⟧   Date: ⟪date|01/06/2026⟫
(Requester: ⟪org_name|Peachtree Travel Media⟫ – 1099-NEC threshold ⟪price|$600⟫)"""),

("rental_application_us", """RENTAL APPLICATION – ⟪org_name|Lakeshore Commons⟫ Unit ⟪room_number|4B⟫ (listed at ⟪price|$1,650/mo⟫)
Applicant: ⟦PERSON|Jasmine Trinh⟧     SSN: ⟦SSN|$ssn_4⟧     DOB: ⟦DATE_OF_BIRTH|10/02/1995⟧
Current address: ⟦ADDRESS|2901 Dunlap Ave #7, Phoenix, AZ 85051⟧   How long: 3 yrs
Current landlord: ⟦PERSON|Hector Villanueva⟧ ⟦PHONE|(602) 555-0147⟧
Employer: ⟪org_name|Banner Health⟫ – pharmacy technician – monthly gross ⟦AMOUNT|$4,380⟧
Co-applicant: none. Pets: 1 cat (⟪pet_name|Pickles⟫). Vehicle: AZ CRT4471
Application fee ⟪price|$45⟫ (non-refundable) – paid, receipt ⟪receipt_number|R-100927⟫"""),

("passport_mrz_ocr", """[OCR output – passport data page, scan ⟪image_id|scan_0117.tif⟫, confidence 0.93]
REPUBLIC OF INDIA / PASSPORT
Type P   Country Code IND   Passport No. ⟦PASSPORT|K8830147⟧
Surname ⟦PERSON|IYER⟧
Given Name(s) ⟦PERSON|LAKSHMI PRIYA⟧
Nationality INDIAN   Sex F   Date of Birth ⟦DATE_OF_BIRTH|21/03/1990⟧
Place of Birth ⟪place|MADURAI, TAMIL NADU⟫
Date of Issue ⟪date|14/08/2019⟫   Date of Expiry ⟪date|13/08/2029⟫
MRZ line 2:
⟦PASSPORT|K8830147⟧<3IND9003211F2908133<<<<<<<<<<<<<<04"""),

("warehouse_performance_review", """Mid-year review – ⟪place|Daventry⟫ fulfilment centre
Associate: ⟦PERSON|Bogdan Popescu⟧ (badge DV-33018), shift B
Reviewer: ⟦PERSON|Louise Keane⟧, area manager

Productivity: 112% of the pick-rate target (UPH 148 vs 132). Accuracy 99.6%.
Attendance: 2 absences, both covered by fit notes for ⟦MEDICAL|a back injury⟧ in March.
Behaviours: ⟦PERSON|Bogdan⟧ trained four new starters on the ⟪equipment_id|RF-17⟫ scanners.
Pay: moves from band L2 to L3 — ⟦AMOUNT|£13.40/hour⟧ from ⟪date|1 April⟫. Site bonus pool for Q2 is ⟪price|£40,000⟫ shared across 220 staff.
Signed ⟦PERSON|L. Keane⟧ / ⟦PERSON|B. Popescu⟧"""),

("dental_reminder_email", """Subject: Reminder: your check-up at ⟪org_name|Bridge Street Dental⟫

Hi ⟦PERSON|Tariq⟧,

This is a reminder that you're booked in with our hygienist, ⟦PERSON|Siobhan⟧, on ⟪date|Wednesday 28 January⟫ at 17:40.

Private hygiene appointments are ⟪price|£69⟫ (30 min). Our dental plan starts at ⟪price|£17.50⟫ a month.

If you need to move it, use the link in your patient portal or reply to this email. Please give us 24 hours' notice or a ⟪price|£25⟫ late-cancellation fee applies.

See you soon,
The ⟪org_name|Bridge Street Dental⟫ team
Booking ref ⟪booking_ref|BSD-117402⟫"""),

("physio_discharge_summary", """DISCHARGE SUMMARY – ⟪org_name|Kinetic Physio & Sports Clinic⟫
Client: ⟦PERSON|Oisín Kavanagh⟧, 34   Referred by: self   Sessions: 8 (⟪date|Oct 2025⟫–⟪date|Jan 2026⟫)
Presenting problem: ⟦MEDICAL|right Achilles tendinopathy⟧ (mid-portion), runner, 50 km/week prior.
Outcome: VISA-A 54 → 88. Pain-free hopping, back to 30 km/week. ⟦MEDICAL|Mild left hip OA⟧ noted incidentally – no treatment needed.
Home programme: heavy slow resistance 3x/week, ⟪exercise_code|HSR-2⟫ progression sheet.
Discharged by ⟦PERSON|Ewa Sadowska⟧ MCSP. Outstanding balance on client account: ⟦AMOUNT|€0.00⟧."""),

("pharmacy_refill_webchat", """Live chat – ⟪org_name|MedExpress Online Pharmacy⟫ · ⟪timestamp|14 Jan 2026 19:22⟫
Agent (⟦PERSON|Harpreet⟧): Hi, how can I help?
Customer: hi i need to reorder my inhaler and my mums tablets
Agent (⟦PERSON|Harpreet⟧): Sure. Can I take the patient name and DOB for each?
Customer: me: ⟦PERSON|Leanne Fowler⟧ ⟦DATE_OF_BIRTH|04/07/1988⟧, ⟦MEDICAL|Clenil 100 inhaler⟧. mum: ⟦PERSON|Brenda Fowler⟧ ⟦DATE_OF_BIRTH|30/01/1956⟧, ⟦MEDICAL|amlodipine 5mg⟧ and ⟦MEDICAL|atorvastatin 20mg⟧
Agent (⟦PERSON|Harpreet⟧): Thanks. Both are on repeat with your GP, we'll request them. Delivery is ⟪price|£3.95⟫ or free over ⟪price|£30⟫.
Customer: ok same address as before
Agent (⟦PERSON|Harpreet⟧): ⟦ADDRESS|12 Fern Avenue, Wrexham LL11 2RT⟧ – correct? Your order number is ⟪order_id|MX-5520914⟫."""),

("tenancy_forum_post", """r/LegalAdviceUK · Posted by ⟪username|u/throwaway_tenant_99⟫ · ⟪date|2 days ago⟫
Landlord won't return deposit, says "cleaning". What can I do?

Moved out of a 1-bed in ⟪place|Sheffield⟫ in November. Paid ⟦AMOUNT|£795⟧ deposit, they've kept ⟦AMOUNT|£480⟧ of it for "professional cleaning" with no invoice. Checked the gov site and it was never protected in a scheme??

The agent is ⟪org_name|Sterling & Knight⟫, the landlord's name on the contract is ⟦PERSON|Nigel Foulkes⟧. I have photos from check-out.

Top comment (⟪username|u/HousingNerd⟫): If it wasn't protected you can claim 1–3x the deposit. Small claims fee for under ⟪price|£1,500⟫ is ⟪price|£80⟫ online."""),

("vet_invoice_card_payment", """⟪org_name|Hillside Animal Hospital⟫ – payment taken over the phone
Client: Mr ⟦PERSON|Anthony Russo⟧   Patient: ⟪pet_name|Bella⟫ (Labrador)   Invoice ⟪invoice_number|HAH-90317⟫
Procedure: dental scale & polish + 2 extractions under GA (⟪pet_health|grade 3 periodontal disease⟫)
Total: ⟦AMOUNT|$1,146.20⟧
Card: ⟦CARD|$card_amex1⟧   Exp ⟪card_expiry|04/27⟫   CID ⟦CVV|6612⟧
Billing ZIP 10314   Auth ⟪auth_code|071559⟫
Taken by: ⟦PERSON|Keisha⟧ (front desk) – note: shred this slip after entry!"""),

("travel_agent_whatsapp_card", """[14:02] ⟦PERSON|Ahmed Siddiqui⟧: Bro pls book the Umrah package for me and my wife, the ⟪price|£1,495⟫ one for 10 nights
[14:05] ⟪org_name|Al-Noor Travel⟫: Salaam ⟦PERSON|Ahmed⟧ bhai, we need both passports and card details
[14:07] ⟦PERSON|Ahmed Siddiqui⟧: mine ⟦PASSPORT|561204477⟧, wife ⟦PERSON|Sana⟧ ⟦PASSPORT|561204486⟧
[14:08] ⟦PERSON|Ahmed Siddiqui⟧: card ⟦CARD|$card_mc3⟧ exp ⟪card_expiry|02/29⟫ cvv ⟦CVV|903⟧
[14:10] ⟪org_name|Al-Noor Travel⟫: JazakAllah. Total charged ⟦AMOUNT|£2,990⟧, booking ⟪booking_ref|ANT-UMR-4471⟫. Flights ⟪flight_number|SV 122⟫ ⟪date|12 Mar⟫ from ⟪place|Manchester⟫."""),
]

TEXTS += [
("azure_appsettings_json", """{
  "Logging": { "LogLevel": { "Default": "Warning" } },
  "AllowedHosts": "*",
  "AzureAd": {
    "Instance": "https://login.microsoftonline.com/",
    "TenantId": "⟪uuid|3c9a1f0e-77b2-4d18-a6e5-2f0b9c8d7e61⟫",
    "ClientId": "⟪app_id|b41e6c2d-9a07-4f3e-8d15-6e2a0c7b9f48⟫",
    "ClientSecret": "⟦SECRET|$azure_client_secret_1⟧"
  },
  "Storage": {
    "ConnectionString": "DefaultEndpointsProtocol=https;AccountName=dentalxrays;AccountKey=⟦SECRET|$azure_storage_1⟧;EndpointSuffix=core.windows.net"
  },
  "OpenAI": { "ApiKey": "⟦APIKEY|$openai_1⟧", "Model": "⟪model_id|gpt-4o-mini⟫" },
  "Clinic": { "Name": "⟪org_name|Harley Smile Studio⟫", "SupportEmail": "⟦EMAIL|it-support@harleysmile.co.uk⟧" }
}"""),

("github_workflow_release", """name: release
on:
  push:
    tags: ["v*"]
jobs:
  pypi:
    runs-on: ubuntu-⟪version|22.04⟫
    steps:
      - uses: actions/checkout@⟪version|v4⟫
      - uses: pypa/gh-action-pypi-publish@release/v1
        with:
          password: ⟦APIKEY|$pypi_1⟧   # FIXME ⟦PERSON|Arjun⟧ pasted this, use trusted publishing
      - name: notify jira
        env:
          JIRA_USER: ⟦EMAIL|arjun.menon@shipquote.dev⟧
          JIRA_TOKEN: ⟦APIKEY|$atlassian_1⟧
        run: ./scripts/jira_release.sh ${{ github.ref_name }} ⟪issue_id|SQ-412⟫"""),
]
