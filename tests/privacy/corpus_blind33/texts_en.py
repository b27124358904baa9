TEXTS = [
("airport_pass_email", """
Subject: Airside pass renewal – ⟦PERSON|Oluwaseun Adebayo⟧ (ID badge ⟪badge_ref|AP-77812⟫)

Hi ⟦PERSON|Kirsty⟧,

The counter-terrorism check for ⟦PERSON|Oluwaseun⟧ came back clear on ⟪date|14 October⟫. His passport ⟦PASSPORT|553184907⟧ and NI number ⟦NATIONAL_ID|$nino1⟧ were verified against the original documents at the ⟪place|Terminal 2⟫ ID centre.
He declared ⟦MEDICAL|type 1 diabetes⟧ on the occupational health form, so please flag the insulin pen for the staff search lane.
Pass fee of ⟪price|£95⟫ per applicant is recharged to ⟪org_name|Skyline Ground Handling Ltd⟫.

Thanks,
⟦PERSON|Gareth Pryce⟧
ID Centre Supervisor | ⟦PHONE|0161 496 0734⟧ | ⟦EMAIL|idcentre@manairport-badges.co.uk⟧
"""),
("vetting_form_ocr", """
SECURITY VETTING – PART B (scanned)
Surname: ⟦PERSON|KOWALCZYK⟧   Forenames: ⟦PERSON|Magdalena Ewa⟧
Date of birth: ⟦DATE_OF_BIRTH|23/06/1979⟧   Place: ⟪place|Gdańsk⟫
PESEL: ⟦NATIONAL_ID|$pesel1⟧
Previous addresses (5 yrs): ⟦ADDRESS|Flat 4, 19 Harrow Road, Slough SL1 3EZ⟧
Employer: ⟪org_name|AeroCater Services⟫   Role: ⟪job_title|catering loader⟫
Criminal record declared: none    Form version ⟪version|v3.2⟫
"""),
("customs_broker_email", """
From: ⟦EMAIL|entries@brightwater-customs.co.uk⟧
To: ⟦EMAIL|tomasz.wrobel@polmetal-trade.pl⟧

Dear ⟦PERSON|Tomasz⟧,

We have lodged the import declaration ⟪mrn|24GB7Q3X8K1LN4WA09⟫ for your consignment of fasteners, commodity code ⟪hs_code|7318 15 88⟫, EORI ⟪eori|GB683470514000⟫.
Duty and VAT payable by you: ⟦AMOUNT|£4,812.36⟧. Please settle to our client account ⟦IBAN|$iban_gb1⟧ quoting ⟪invoice_ref|BW-INV-20931⟫.
Our handling fee is ⟪price|£65⟫ per entry as per the tariff sheet.

Kind regards
⟦PERSON|Hannah Okafor⟧ – Customs Entry Team, ⟪org_name|Brightwater Customs Brokers⟫
Direct line ⟦PHONE|+44 1394 555 218⟧
"""),
("crew_list_csv", """
vessel,imo,seq,surname,given_names,rank,nationality,passport,dob
MV Nordic Tern,⟪imo_number|9734561⟫,1,⟦PERSON|HALVORSEN⟧,⟦PERSON|Bjørn Erik⟧,Master,NO,⟦PASSPORT|FK8830271⟧,⟦DATE_OF_BIRTH|1971-04-02⟧
MV Nordic Tern,⟪imo_number|9734561⟫,2,⟦PERSON|DELA CRUZ⟧,⟦PERSON|Rommel⟧,Chief Officer,PH,⟦PASSPORT|P4471093B⟧,⟦DATE_OF_BIRTH|1983-11-19⟧
MV Nordic Tern,⟪imo_number|9734561⟫,3,⟦PERSON|SANTOS⟧,⟦PERSON|Jerome A.⟧,AB,PH,⟦PASSPORT|P2290576A⟧,⟦DATE_OF_BIRTH|1990-07-08⟧
"""),
("offshore_rota_slack", """
#rig-logistics  ⟪time|07:42⟫
⟦PERSON|Callum⟧: swap confirmed – ⟦PERSON|Fraser Dunn⟧ goes out on the ⟪flight_no|BHL 214⟫ chopper ⟪date|Tue 3rd⟫, ⟦PERSON|Iain MacLeod⟧ stays on for the extra hitch.
⟦PERSON|Callum⟧: ⟦PERSON|Iain⟧'s OGUK medical lapses ⟪date|28/02⟫ and he's on ⟦MEDICAL|warfarin⟧ so medic needs a heads-up
⟦PERSON|Steph R⟧: noted. bed ⟪cabin_no|C-14⟫ freed. Weather window ⟪percentage|70%⟫ for Weds.
"""),
("mining_incident_report", """
INCIDENT REPORT ⟪incident_ref|MSR-2291⟫ – ⟪place|Level 4 North drive⟫
Injured person: ⟦PERSON|Dale Whitcombe⟧ (employee no. ⟪employee_no|E-40211⟫)
Nature of injury: ⟦MEDICAL|crush injury to left hand, fractured fourth metacarpal⟧; later reported ⟦MEDICAL|mild concussion⟧.
Treated on site by ⟦PERSON|Priya Natarajan⟧ (ERT paramedic), transferred to ⟪place|Kalgoorlie Health Campus⟫.
Witness: ⟦PERSON|B. Tanner⟧, shift boss. Gas reading at time: CO ⟪measurement|12 ppm⟫.
"""),
("rail_possession_notice", """
WEEKLY OPERATING NOTICE – possession ⟪possession_ref|P2026/1187⟫
Line: ⟪place|Up and Down Fast⟫, ⟪mileage|41m 20ch⟫ to ⟪mileage|44m 06ch⟫. Times ⟪time|00:15⟫–⟪time|05:30⟫.
PICOP: ⟦PERSON|Sandeep Gill⟧ – ⟦PHONE|07700 900184⟧
ES: ⟦PERSON|Marcus Lowry⟧ – ⟦PHONE|07700 900613⟧
Worksite access via ⟦ADDRESS|Station Approach, Tring HP23 5QR⟧. Key safe code ⟦PASSWORD|4471⟧ – do not share on the possession plan.
"""),
("tachograph_infringement_letter", """
Dear Mr ⟦PERSON|Achterberg⟧,

Analysis of your digital tachograph card ⟪card_no_tacho|DB12345678901200⟫ for the week commencing ⟪date|6 January⟫ shows two daily rest infringements (⟪duration|8h 10m⟫ and ⟪duration|7h 55m⟫).
Under company policy ⟪policy_ref|TR-05⟫ a deduction of ⟦AMOUNT|£120.00⟧ will be taken from your next wages.

⟦PERSON|Lorraine Beddoes⟧
Transport Compliance, ⟪org_name|Redline Coaches⟫
"""),
("ambulance_roster_teams", """
[Teams – EOC Rota] ⟦PERSON|Nadia Farouk⟧ ⟪time|16:03⟫
Night cover Sat: ⟦PERSON|Jack Pemberton⟧ + ⟦PERSON|Leah Tsang⟧ on ⟪callsign|Echo 12⟫, ⟦PERSON|Ollie⟧ as HALO.
⟦PERSON|Leah⟧ is back from ⟦MEDICAL|phased return after knee surgery⟧ – light duties only, no stair chairs.
Overtime rate ⟪price|£28.40/h⟫. Questions to rota desk ⟦PHONE|0300 555 0147⟧.
"""),
("police_nonemergency_webform", """
Report type: Anti-social behaviour   Ref: ⟪case_ref|CAD 3318-17/11⟫
Your name: ⟦PERSON|Beverley Shaw⟧
Contact number: ⟦PHONE|07700 900 471⟧
Email: ⟦EMAIL|bev.shaw64@hotmail.co.uk⟧
Where: outside ⟦ADDRESS|27 Alder Crescent, Wolverhampton WV6 8JN⟧
What happened: Group of lads on e-scooters kicking bins again, one called ⟦PERSON|Kyle⟧ by the others. Vehicle seen: silver Corsa ⟪vehicle_plate|KM19 XPT⟫.
Are you happy to be contacted? Yes
"""),
("fire_inspection_report", """
FIRE SAFETY AUDIT – ⟪org_name|The Crown & Anchor⟫, ⟦ADDRESS|4 Quay Street, Falmouth TR11 3HH⟧
Responsible person: ⟦PERSON|Derek Polglase⟧ (licensee)
Inspecting officer: Stn Cdr ⟦PERSON|A. Moyle⟧
Findings: fire door on ⟪place|first-floor landing⟫ wedged open; emergency lighting test log last signed ⟪date|March 2024⟫; ⟪count|2⟫ extinguishers out of service date.
Deficiency notice ⟪notice_ref|DN/24/0712⟫ issued. Re-inspection within ⟪duration|28 days⟫.
"""),
("planning_enforcement_case", """
Case ⟪case_ref|ENF/23/00481⟫ – unauthorised rear dormer
Complainant: Mrs ⟦PERSON|J. Aldous⟧ – wishes to remain anonymous to the owner
Site: ⟦ADDRESS|112 Pemberton Road, Leyton E10 6AT⟧
Owner: ⟦PERSON|Kwame Boateng⟧, tel ⟦PHONE|020 7946 0381⟧
Officer notes: dormer exceeds ⟪measurement|50 cubic metres⟫ PD allowance. Retrospective application fee would be ⟪price|£258⟫. Owner says builder ⟪org_name|Hartley & Sons⟫ advised no permission needed.
"""),
("housing_repair_sms", """
Hi ⟦PERSON|Shanice⟧, ⟪org_name|Clarion Homes⟫ here. Your repair ⟪job_ref|R-558120⟫ (damp & mould, bathroom) is booked for ⟪date|Thu 12 Dec⟫ AM. Operative ⟦PERSON|Wes⟧ will call from ⟦PHONE|0800 555 0199⟧. Reply STOP to opt out.
"""),
("housing_repair_ticket", """
Ticket ⟪ticket_ref|HR-90214⟫ | Priority: P2 | Created ⟪timestamp|2025-01-08 09:14⟫
Tenant: Mr ⟦PERSON|Abdirahman Yusuf⟧ — ⟦ADDRESS|Flat 22, Cedar House, Northway Estate, Leeds LS9 7PB⟧
Phone: ⟦PHONE|0113 496 0582⟧
Notes: tenant's son has ⟦MEDICAL|severe asthma⟧, GP letter supplied; mould in 2 bedrooms. Door entry code for block ⟦PASSWORD|1904#⟧.
Assigned: ⟦PERSON|j.carradine⟧ (Damp Team)
"""),
("foster_panel_minutes", """
FOSTERING PANEL – minutes, ⟪date|19 September⟫
Present: ⟦PERSON|Rachel Ingham⟧ (Chair), Dr ⟦PERSON|Femi Ajayi⟧ (medical adviser), ⟦PERSON|Colin⟧ (agency decision maker)
Applicants: ⟦PERSON|Stuart⟧ and ⟦PERSON|Aileen Bramwell⟧, ⟦ADDRESS|8 Rowan Close, Carlisle CA2 4QX⟧
Medical: ⟦PERSON|Aileen⟧ disclosed ⟦MEDICAL|bipolar II disorder⟧, stable on ⟦MEDICAL|lamotrigine 200 mg⟧ for 6 years; GP supportive.
Recommendation: approval for up to ⟪count|2⟫ children aged ⟪age_range|5-11⟫. Fostering allowance band ⟪price|£285/week⟫.
"""),
("adoption_agency_email", """
Hi ⟦PERSON|Mo⟧ and ⟦PERSON|Gemma⟧,

Quick update after the matching meeting — the little one's ⟦MEDICAL|foetal alcohol spectrum disorder⟧ assessment is now complete and the paediatric report will come to you by secure email.
The adoption support fund application for therapeutic parenting (⟦AMOUNT|£2,500⟧ awarded to your family) has been approved.

Warmly,
⟦PERSON|Anjali⟧
Family Finding Social Worker | ⟪org_name|Northern Adoption Partnership⟫ | ⟦PHONE|01904 555 773⟧
"""),
("yot_case_note", """
YOT case note – ⟪case_ref|YJ-4471⟫
Young person: ⟦PERSON|Tyler-Jay Moss⟧ DOB ⟦DATE_OF_BIRTH|02/02/2009⟧
Seen at ⟪place|Riverside Youth Hub⟫ with mum. Reports ⟦MEDICAL|ADHD⟧, medication (⟦MEDICAL|methylphenidate⟧) not taken since school exclusion.
Reparation hours completed: ⟪count|14⟫ of ⟪count|24⟫. Compensation order: ⟦AMOUNT|£150⟧ to the victim, ⟦AMOUNT|£40⟧ paid so far.
Next appt ⟪date|Mon 10:30⟫ with ⟦PERSON|Kez⟧ (YOT officer).
"""),
("ombudsman_complaint_form", """
Housing Ombudsman – complaint form
Name: ⟦PERSON|Patricia O'Hanlon⟧   Reference: ⟪case_ref|202412345⟫
Landlord: ⟪org_name|Metro Living Housing Association⟫
Address: ⟦ADDRESS|3 Sycamore Walk, Bootle L20 2HG⟧
Complaint: leak since ⟪date|August 2023⟫; ruined carpets and my ⟦MEDICAL|COPD⟧ has got worse. Landlord offered ⟦AMOUNT|£75⟧ goodwill which I rejected. I want ⟦AMOUNT|£1,200⟧ for damaged belongings.
"""),
("union_dues_sql", """
INSERT INTO member_dues (member_no, full_name, branch, sort_code, iban, monthly_dues, arrears) VALUES
(⟪member_no|UN-551903⟫, '⟦PERSON|Keith Amponsah⟧', '⟪branch|Bristol Bus Garage⟫', '⟪sort_code_masked|**-**-41⟫', '⟦IBAN|$iban_gb2⟧', ⟦AMOUNT|16.40⟧, ⟦AMOUNT|49.20⟧),
(⟪member_no|UN-551917⟫, '⟦PERSON|Lisa Treharne⟧', '⟪branch|Bristol Bus Garage⟫', NULL, '⟦IBAN|$iban_gb3⟧', ⟦AMOUNT|12.10⟧, 0.00);
"""),
("callcentre_qa_transcript", """
QA sample ⟪call_id|CID-88123⟫ | agent ⟦PERSON|dnewbould⟧ | score ⟪percentage|82%⟫
AGENT: Thanks for calling, you're speaking to ⟦PERSON|Dan⟧. Can I take your name?
CALLER: It's ⟦PERSON|Maureen Tilley⟧.
AGENT: And first line of the address?
CALLER: ⟦ADDRESS|14 Brook Lane, Hexham NE46 1RT⟧.
AGENT: Lovely. I can see the refund of ⟦AMOUNT|£63.18⟧ went back to the card ending ⟪masked_card|4417⟫.
CALLER: Right, and my security word is ⟦PASSWORD|buttercup⟧ if you need it.
QA note: agent should have stopped caller volunteering the security word.
"""),
("dating_safety_report", """
Safety report ⟪report_id|TRS-77310⟫
Reporter: ⟦PERSON|Chloe⟧ (user ⟪user_id|u_19e8a2⟫)
Reported profile: "⟦PERSON|Ryan⟧, 34" — real name believed to be ⟦PERSON|Ryan Kettleborough⟧
Summary: asked to move chat to WhatsApp on ⟦PHONE|+44 7700 900952⟧, then asked for ⟦AMOUNT|£300⟧ for a "train ticket". ⟦PERSON|Chloe⟧ sent ⟦AMOUNT|£80⟧ before realising.
Action: profile suspended; bank details provided by him: ⟦IBAN|$iban_ie1⟧.
"""),
("shipping_forecast", """
Shipping forecast issued by the Met Office at ⟪time|0505⟫ on ⟪date|Saturday 18 January⟫.
Viking, North Utsire: southwest ⟪wind_force|5 to 7⟫, occasionally gale 8 later. Rough or very rough. Rain then squally showers. Good, occasionally poor.
Dogger, Fisher: west ⟪wind_force|4 or 5⟫. Moderate. Fair. Good.
"""),
("rugby_results", """
Gallagher Premiership – Round ⟪round|11⟫ results
⟪team|Bath⟫ 34–17 ⟪team|Sale Sharks⟫
⟪team|Leicester Tigers⟫ 22–22 ⟪team|Exeter Chiefs⟫
Attendance at the Rec: ⟪count|14,509⟫. Bonus points: ⟪team|Bath⟫ (try bonus).
"""),
("env_file_dispatch", """
# dispatch-api/.env (production)
APP_ENV=production
APP_PORT=⟪port|8443⟫
DB_HOST=⟦IP_ADDRESS|10.40.12.7⟧
DB_USER=dispatch_svc
DB_PASSWORD=⟦PASSWORD|Nf7!qRw2#Lp9⟧
REDIS_URL=redis://:⟦SECRET|Hx42mVbq9TzL⟧@⟦IP_ADDRESS|10.40.12.9⟧:6379/0
AWS_ACCESS_KEY_ID=⟦APIKEY|$aws_ak1⟧
AWS_SECRET_ACCESS_KEY=⟦SECRET|$aws_sk1⟧
SENTRY_RELEASE=⟪version|4.18.2⟫
"""),
("nginx_access_log", """
⟦IP_ADDRESS|81.2.69.142⟧ - - [⟪timestamp|12/Feb/2025:10:41:07 +0000⟫] "POST /api/v1/shifts/claim HTTP/1.1" 200 512 "-" "Mozilla/5.0"
⟦IP_ADDRESS|185.23.104.77⟧ - - [⟪timestamp|12/Feb/2025:10:41:09 +0000⟫] "GET /rota?user=⟦PERSON|hsingh⟧ HTTP/1.1" 200 8133 "-" "okhttp/4.9.3"
⟪doc_ip|203.0.113.25⟫ - - [⟪timestamp|12/Feb/2025:10:41:12 +0000⟫] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"
"""),
("github_actions_log", """
Run ⟪build_id|#4821⟫ deploy-portal
2025-03-04T09:12:55Z  Setting up env
2025-03-04T09:12:56Z  export GH_TOKEN=⟦APIKEY|$ghp1⟧
2025-03-04T09:12:57Z  ##[warning] secret printed in plain text by step "debug env"
2025-03-04T09:13:01Z  pushing image ⟪container_id|ghcr.io/tfl-ops/portal:sha-9f2c1ab⟫
2025-03-04T09:13:04Z  commit ⟪commit_sha|9f2c1ab7d3e04c58a1b2f63e9c0d4b7a8e21f3c6⟫ by ⟦PERSON|rkasprzak⟧
"""),
("stack_trace_java", """
2025-02-11 03:14:22,901 ERROR [payroll-worker-3] c.n.p.DuesCollector - Failed to collect dues for member ⟪member_no|M-0042917⟫
java.lang.IllegalStateException: card declined for cardholder ⟦PERSON|PATEL/NIKHIL⟧ pan=⟦CARD|$card_visa1⟧ cvv=⟦CVV|318⟧ exp=⟪card_expiry|09/27⟫
    at com.nu.payroll.DuesCollector.charge(DuesCollector.java:⟪line_no|211⟫)
    at com.nu.payroll.BatchRunner.run(BatchRunner.java:⟪line_no|88⟫)
Caused by: GatewayException: amount=⟦AMOUNT|18.75 GBP⟧ status=05 DO_NOT_HONOUR
"""),
("us_hr_onboarding", """
New hire checklist – ⟪org_name|Gulfstream Offshore Services⟫ (Houston)
Employee: ⟦PERSON|Travis Boudreaux⟧
SSN: ⟦SSN|$ssn1⟧
Home: ⟦ADDRESS|2210 Bayou Bend Dr, Houma, LA 70360⟧
Cell: ⟦PHONE|(985) 555-0142⟧
Starting rate: ⟦AMOUNT|$38.50⟧/hr offshore, 14/14 rotation. TWIC card expires ⟪date|2027-05⟫.
Emergency contact: ⟦PERSON|Dana Boudreaux⟧ ⟦PHONE|(985) 555-0178⟧
"""),
("us_ssn_dispute_email", """
Hi ⟦PERSON|Marisol⟧,

Payroll here. Your W-2 came back from the SSA with a name/number mismatch. We have ⟦SSN|$ssn2⟧ on file for ⟦PERSON|Marisol Ortega-Reyes⟧; please confirm whether the SSA record is under ⟦PERSON|Marisol Ortega⟧.
The back pay of ⟦AMOUNT|$1,146.22⟧ will be released once fixed.

– ⟦PERSON|Greg⟧, Payroll, ⟦PHONE|555-0131⟧ ext ⟪extension|42⟫
"""),
("whatsapp_bus_drivers", """
[⟪time|05:52⟫] ⟦PERSON|Baz⟧: anyone swap my 6.10 out of ⟪place|Hulme depot⟫?? kids poorly
[⟪time|05:58⟫] ⟦PERSON|Tariq M⟧: I'll do it if you take my Sunday 🙏
[⟪time|05:59⟫] ⟦PERSON|Baz⟧: deal. tacho card left in locker ⟪locker_no|17⟫, combo ⟦PASSWORD|2-9-0-4⟧
[⟪time|06:01⟫] ⟦PERSON|Shelley⟧ (controller): swap logged. Route ⟪route_no|86⟫.
"""),
("police_witness_dictation", """
dictation starts. witness statement, PC ⟦PERSON|Amrit Sandhu⟧ collar number ⟪collar_no|4417⟫, taking statement from Mr ⟦PERSON|Leonard Fairbairn⟧ of ⟦ADDRESS|fifty-two Moorland View, Halifax⟧ comma, contact ⟦PHONE|oh seven seven double oh nine double oh three two eight⟧. He states he saw a white transit van reverse into the bollard at about ⟪time|twenty past eleven⟫ and the driver shouted at ⟦PERSON|Lenny⟧ to mind his own business. end of dictation.
"""),
("ombudsman_final_decision", """
FINAL DECISION – complaint ⟪case_ref|LGO 24 002 917⟫

Ms ⟪pseudonym|Y⟫ complains the Council delayed her son's EHC plan. Her son, whom I shall call ⟪pseudonym|Z⟫, has ⟦MEDICAL|autism spectrum condition⟧ and ⟦MEDICAL|dyspraxia⟧.
The Council should pay Ms ⟪pseudonym|Y⟫ ⟦AMOUNT|£900⟧ for the lost provision and ⟦AMOUNT|£300⟧ for distress, within ⟪duration|one month⟫.
Investigator: ⟦PERSON|Helen Roper⟧
"""),
("fire_door_entry_sms", """
Hi ⟦PERSON|Martin⟧ it's ⟦PERSON|Jo⟧ from ⟪org_name|FlameGuard⟫ – I'm at the block for the door audit at 10. Caretaker said the fob isn't working, what's the side gate code again? Ta
---
⟦PERSON|Martin⟧: ⟦PASSWORD|C4821⟧ then push hard. Flat ⟪flat_no|9⟫ has the loft hatch
"""),
("council_tax_arrears_letter", """
⟪org_name|Wealdon District Council⟫ – Revenues
Account ⟪account_ref|60019284⟫

Mr ⟦PERSON|Ashley Cartwright⟧
⟦ADDRESS|17 Glebe Way, Uckfield TN22 1PD⟧

Our records show arrears of ⟦AMOUNT|£1,038.61⟧. A summons cost of ⟪price|£80.00⟫ will be added if not paid by ⟪date|21 February 2025⟫. Pay online at ⟪url|wealdon.gov.uk/pay⟫ or call ⟦PHONE|01323 555 990⟧.
"""),
("dating_profile_export_json", """
{"profile_id": "⟪user_id|d7f3b9⟫", "display_name": "⟦PERSON|Sinead⟧", "legal_name": "⟦PERSON|Sinéad Ní Bhriain⟧", "dob": "⟦DATE_OF_BIRTH|1992-03-09⟧",
 "email": "⟦EMAIL|sinead.nb@eircom.net⟧", "phone": "⟦PHONE|+353 87 555 0412⟧", "verified": true, "last_ip": "⟦IP_ADDRESS|86.44.19.203⟧",
 "premium_paid": ⟦AMOUNT|29.99⟧, "app_version": "⟪version|7.3.1⟫", "created": "⟪timestamp|2024-11-02T19:22:10Z⟫"}
"""),
("freight_booking_whatsapp", """
⟦PERSON|Ahmed⟧ Freight: Booking ⟪booking_ref|FXB-220914⟫ confirmed, 1x40HC ⟪place|Felixstowe⟫–⟪place|Jebel Ali⟫, vessel ⟪vessel|MSC Aurora⟫ ETD ⟪date|2 Mar⟫
⟦PERSON|Ahmed⟧ Freight: pls pay deposit ⟦AMOUNT|$1,850⟧ to our DE account ⟦IBAN|$iban_de1⟧
Me: is that the same as last time ⟦PERSON|Ahmed⟧?
⟦PERSON|Ahmed⟧ Freight: yes bro. Container ⟪container_no|MSCU 481920 7⟫
"""),
("ti_rota_yaml", """
# offshore rota – Platform Bravo
rotation: 3on3off
crew:
  - name: ⟦PERSON|Ewan Christie⟧
    role: OIM
    mobile: "⟦PHONE|07700 900 281⟧"
    next_out: ⟪date|2025-04-14⟫
  - name: ⟦PERSON|Kerry-Anne Wilson⟧
    role: medic
    mobile: "⟦PHONE|07700 900 349⟧"
    notes: "on ⟦MEDICAL|levothyroxine⟧, carries own supply"
    next_out: ⟪date|2025-04-21⟫
heli_operator: ⟪org_name|Bristow⟫
"""),
("ferry_timetable", """
⟪org_name|Western Isles Ferries⟫ – winter timetable (valid ⟪date_range|27 Oct – 29 Mar⟫)
Uig dep ⟪time|09:40⟫ → Tarbert arr ⟪time|11:25⟫ (Mon–Sat)
Tarbert dep ⟪time|12:00⟫ → Uig arr ⟪time|13:45⟫
Adult single ⟪price|£7.65⟫, car ⟪price|£37.90⟫. Sailings are not tide-dependent. Booking ref format ⟪ref_example|WIF-000000⟫.
"""),
("sds_extract", """
SAFETY DATA SHEET – ⟪product_code|HYDROSOL 40⟫ (rev. ⟪version|5.1⟫)
Section 2: Hazard statements ⟪h_code|H225⟫ Highly flammable liquid and vapour; ⟪h_code|H319⟫ Causes serious eye irritation.
Section 4: If inhaled, move to fresh air. Symptoms may include ⟪health_term|dizziness⟫ and ⟪health_term|headache⟫.
UN number ⟪un_number|UN1993⟫, flash point ⟪measurement|12 °C⟫. Emergency: ⟪org_name|National Chemical Emergency Centre⟫.
"""),
("terms_of_service", """
7. Fees and refunds
7.1 Monthly membership is ⟪price|£14.99⟫; annual membership is ⟪price|£119⟫.
7.2 Refund requests must be made within ⟪duration|14 days⟫ of purchase. We do not refund partial months.
7.3 We may change these Terms on ⟪duration|30 days'⟫ notice. Version ⟪version|2025.02⟫.
"""),
("stripe_webhook_handler_py", """
# payments/handlers.py
import stripe
stripe.api_key = "⟦APIKEY|$sk_live1⟧"   # TODO move to vault
PUBLISHABLE = "⟪app_id|$pk_live1⟫"
WEBHOOK_SECRET = "⟦SECRET|whsec_9aK2mQ7xVt4LpR8sW1eZ6nB3cY5dH0fJ⟧"

def on_refund(evt):
    # e.g. refund ⟪charge_id|ch_3Pq8Xy2eZvKYlo2C0abc1234⟫ for member ⟦PERSON|Aoife Brennan⟧
    log.info("refunded %s", evt["amount"])
"""),
("slack_bot_config_toml", """
[slack]
bot_token = "⟦APIKEY|$xoxb1⟧"
signing_secret = "⟦SECRET|$csec1⟧"
alert_webhook = "⟦SECRET|$slack_hook1⟧"
channel = "#⟪channel|ambulance-fleet-alerts⟫"

[server]
bind = "⟪bind_address|0.0.0.0⟫"
port = ⟪port|3000⟫
"""),
("teams_incident_channel", """
⟦PERSON|Priyanka Rao⟧ ⟪time|11:02 AM⟫
Heads up – someone pasted the prod OpenAI key in #general: ⟦APIKEY|$openai1⟧
I've revoked it. @⟦PERSON|Liam O'Connell⟧ can you rotate the Hugging Face one too? ⟦APIKEY|$hf1⟧
⟦PERSON|Liam O'Connell⟧ ⟪time|11:05 AM⟫
on it. also rotating the Teams connector, it was ⟦SECRET|$teams_hook1⟧
"""),
("shell_history", """
  501  ssh -i ~/.ssh/id_ed25519 ⟦PERSON|mchowdhury⟧@⟦IP_ADDRESS|172.20.4.18⟧
  502  cd /home/⟦PERSON|mchowdhury⟧/crew-manifest
  503  export ANTHROPIC_API_KEY=⟦APIKEY|$anthropic1⟧
  504  python3 build_manifest.py --vessel "⟪vessel|Stena Hollandica⟫" --date ⟪date|2025-05-02⟫
  505  mysql -h ⟦IP_ADDRESS|172.20.4.30⟧ -u manifest -p'⟦PASSWORD|Tern!Deck2025⟧'
  506  git push origin ⟪branch|feature/crew-csv⟫
"""),
("pem_in_ticket", """
Jira ⟪ticket_ref|OPS-3127⟫ – Bastion access for contractor
Reporter: ⟦PERSON|Neil Abernethy⟧
Description: Contractor ⟦PERSON|Ruta Jankauskaite⟧ attached her private key instead of the public one (!!). Pasting here so it can be scrubbed:

⟦SECRET|$pem1⟧

Action: key revoked, asked ⟦PERSON|Ruta⟧ to regenerate. ⟦PERSON|Ruta⟧'s public key fingerprint ⟪key_fingerprint|SHA256:q3X9b2Lk0PmZtY7w4sR1aV8nE5cJ6hG2fD0uK9oI3lM⟫.
"""),
("dutch_payroll_email", """
Hi ⟦PERSON|Sanne⟧,

For the offshore contract with ⟪org_name|Noordzee Energie B.V.⟫ we need: BSN ⟦NATIONAL_ID|$bsn1⟧, IBAN ⟦IBAN|$iban_nl1⟧ and a copy of your passport (⟦PASSPORT|NW8R1KP27⟧).
Day rate agreed: ⟦AMOUNT|€640⟧. Your first invoice of ⟦AMOUNT|€8.960,00⟧ has been approved.

Groet,
⟦PERSON|Joost van Dalen⟧
⟦PHONE|+31 6 5550 2187⟧
"""),
("swedish_crew_form", """
Crew registration – ⟪org_name|Gotland Line⟫
Namn: ⟦PERSON|Lindqvist, Agnes⟧
Personnummer: ⟦NATIONAL_ID|$pnr1⟧
Position: ⟪job_title|Second Engineer⟫
Medical certificate (ENG1 equiv.) valid to ⟪date|2026-08-31⟫ – restriction: ⟦MEDICAL|must wear corrective lenses⟧
Next of kin: ⟦PERSON|Olof Lindqvist⟧ ⟦PHONE|+46 70 555 12 84⟧
"""),
("finnish_mine_induction", """
Induction log – ⟪place|Kittilä⟫ underground
⟦PERSON|Mikko Heikkinen⟧, HETU ⟦NATIONAL_ID|$hetu1⟧, company ⟪org_name|Lapin Louhinta Oy⟫, gas detector ⟪device_id|GD-2291⟫ issued.
⟦PERSON|Aino Virtanen⟧, HETU ⟦NATIONAL_ID|$hetu2⟧, self-rescuer ⟪device_id|SR-0774⟫ issued.
Both completed refuge chamber drill at ⟪time|14:20⟫.
"""),
("spanish_driver_tacho", """
Driver card download – ⟪org_name|Transportes Iberlog S.L.⟫
Conductor: ⟦PERSON|Javier Morales Ruiz⟧  DNI ⟦NATIONAL_ID|$dni1⟧
Co-driver: ⟦PERSON|Florin Popescu⟧  NIE ⟦NATIONAL_ID|$nie1⟧
Period ⟪date_range|01/03–07/03⟫: driving ⟪duration|52h 40m⟫, breaks OK, 1 weekly rest reduced.
Vehicle ⟪vehicle_plate|4821 KLM⟫.
"""),
("indian_crew_agency_email", """
Dear Captain ⟦PERSON|Sharma⟧,

Please find the documents for ⟦PERSON|Rohit Kumar Yadav⟧ (Oiler): Aadhaar ⟦NATIONAL_ID|$aadhaar1⟧, passport ⟦PASSPORT|N5520731⟧, CDC ⟪cdc_no|MUM 204417⟫.
He was treated for ⟦MEDICAL|pulmonary tuberculosis⟧ in 2021 and is now certified fit (sputum negative).
Joining wages: ⟦AMOUNT|USD 1,320⟧ per month.

Regards,
⟦PERSON|Meenakshi Iyer⟧ | ⟪org_name|Oceanic Crew Management Pvt Ltd⟫ | ⟦PHONE|+91 22 5550 8841⟧
"""),
("brazil_union_dues_csv", """
matricula,nome,cpf,mensalidade,pago_em
⟪member_no|88213⟫,⟦PERSON|Luana Ferreira⟧,⟦NATIONAL_ID|$cpf1⟧,⟦AMOUNT|R$ 45,00⟧,⟪date|2025-02-05⟫
⟪member_no|88214⟫,⟦PERSON|Thiago Nunes⟧,⟦NATIONAL_ID|$cpf2⟧,⟦AMOUNT|R$ 45,50⟧,⟪date|2025-02-06⟫
"""),
("canada_bus_driver_medical", """
Driver medical – ⟪org_name|Prairie Transit⟫ (form ⟪form_no|DM-12⟫)
Name: ⟦PERSON|Gordon Whitehorse⟧   SIN: ⟦NATIONAL_ID|$sin1⟧
DOB: ⟦DATE_OF_BIRTH|Aug 14, 1968⟧
Conditions: ⟦MEDICAL|obstructive sleep apnea⟧ – compliant with ⟦MEDICAL|CPAP⟧ (usage report attached). ⟦MEDICAL|Hypertension⟧, on ⟦MEDICAL|amlodipine 5 mg⟧.
Examiner: Dr ⟦PERSON|R. Lachance⟧, ⟦PHONE|306-555-0119⟧
"""),
("singapore_port_pass", """
PSA pass application
Applicant: ⟦PERSON|Tan Wei Ming⟧ (⟦PERSON|陈伟明⟧)  NRIC: ⟦NATIONAL_ID|$nric1⟧
Employer: ⟪org_name|Keppel Marine Logistics⟫  UEN ⟪uen|201912345K⟫
Supervisor: ⟦PERSON|Nurul Huda⟧, FIN ⟦NATIONAL_ID|$fin1⟧
Mobile: ⟦PHONE|+65 9155 0274⟧
Gate: ⟪place|Pasir Panjang Terminal⟫ Gate ⟪gate_no|3⟫
"""),
("card_payment_chat", """
[Support chat ⟪chat_id|#55102⟫]
Customer (⟦PERSON|Denise⟧): I tried to renew my union membership but it keeps failing. card is ⟦CARD|$card_mc1⟧, exp ⟪card_expiry|11/26⟫, the 3 digits on back ⟦CVV|604⟧
Agent ⟦PERSON|Femi⟧: Please don't share full card details here ⟦PERSON|Denise⟧ – I've masked it on our side to ⟪masked_card|5714 **** **** 8080⟫. Your annual dues of ⟦AMOUNT|£187.20⟧ are still outstanding.
"""),
("amex_receipt", """
⟪org_name|HEATHROW EXPRESS⟫ – RECEIPT
Date ⟪timestamp|2025-03-11 06:47⟫  Till ⟪till_no|04⟫
Passenger: MS ⟦PERSON|R KHOURY⟧
AMEX ⟦CARD|$card_amex1⟧
Total charged ⟦AMOUNT|£25.00⟧
Auth code ⟪auth_code|A71K3Q⟫
"""),
("refund_dispute_email", """
Subject: Chargeback ⟪case_ref|CB-40921⟫

Hello,
I was charged twice for the same airport parking (⟪booking_ref|PK88102⟫). Card used: Visa ⟦CARD|$card_visa2⟧ (security code ⟦CVV|771⟧ if you need it). Please refund ⟦AMOUNT|£64.50⟧.
Advertised price was ⟪price|£59.00⟫ for 4 days.

⟦PERSON|Gwen Aspinall⟧
⟦ADDRESS|6 Larkspur Drive, Chelmsford CM2 9LU⟧
"""),
("mining_gas_monitor_json", """
{"site":"⟪site_code|BHP-WN-04⟫","sensor":"⟪device_id|CH4-118⟫","ts":"⟪timestamp|2025-01-21T02:17:44Z⟫","ch4_pct":⟪percentage|1.2⟫,
 "gateway_ip":"⟦IP_ADDRESS|10.88.3.41⟧","operator":"⟦PERSON|kwright⟧","api_key":"⟦APIKEY|$datadog1⟧","fw":"⟪version|2.4.0-rc1⟫"}
"""),
("ambulance_patient_handover", """
ATMIST handover – ⟪incident_ref|INC-7734129⟫
A: ⟦PERSON|Edna Coombes⟧, ⟪age|87⟫, from ⟦ADDRESS|Ivy Lodge Care Home, 2 Church Street, Louth LN11 9LX⟧
T: fall ~⟪time|03:00⟫, found on floor
I: ⟦MEDICAL|shortened externally rotated right leg, suspected NOF fracture⟧
S: BP ⟪measurement|148/90⟫, GCS 15
T: ⟦MEDICAL|morphine 5 mg IV⟧, splinted
Known: ⟦MEDICAL|atrial fibrillation⟧, on ⟦MEDICAL|apixaban⟧. NOK daughter ⟦PERSON|Carol⟧ ⟦PHONE|07700 900 528⟧
"""),
("union_rep_meeting_notes", """
Branch meeting notes – ⟪org_name|RMT⟫ Crewe ⟪date|5 Feb⟫
Attendees: ⟦PERSON|Dave Hulme⟧ (chair), ⟦PERSON|Sue⟧, ⟦PERSON|Nav⟧, ⟦PERSON|big Col⟧
- ⟦PERSON|Sue⟧ raised ⟦PERSON|Nav⟧'s grievance re: being stood down after his ⟦MEDICAL|hernia operation⟧.
- Hardship fund: ⟦AMOUNT|£250⟧ grant approved for ⟦PERSON|Col⟧'s family.
- Dues going up to ⟪price|£17.60⟫/month from April.
"""),
("callcentre_transcript_card", """
[Call recording – auto transcript, ⟪call_id|REC-001928⟫]
Agent: So the total to clear the balance is ⟦AMOUNT|three hundred and twelve pounds forty⟧.
Customer: OK. Card number four nine... sorry, I'll read it properly: ⟦CARD|$card_visa3⟧.
Agent: And the CVV?
Customer: ⟦CVV|209⟧.
Agent: Thank you Mr ⟦PERSON|Oyelaran⟧, payment taken. Reference ⟪payment_ref|PAY-77Q2⟫.
"""),
("discord_bot_leak", """
#dev-chat (dating-app moderation bot)
⟦PERSON|ellie_marsh⟧: bot's down again
⟦PERSON|jonno⟧: restarted. token was in the repo README lol → ⟦APIKEY|$discord1⟧
⟦PERSON|ellie_marsh⟧: 🤦 rotate it. also the sendgrid one in config.js ⟦APIKEY|$sendgrid1⟧
⟦PERSON|jonno⟧: done both, ticket ⟪ticket_ref|MOD-412⟫
"""),
("gitlab_ci_yaml", """
# .gitlab-ci.yml (freight-portal)
variables:
  DOCKER_IMAGE: "⟪container_id|registry.gitlab.com/fwd/portal:1.12.0⟫"
  GITLAB_TOKEN: "⟦APIKEY|$glpat1⟧"
  NPM_TOKEN: "⟦APIKEY|$npm1⟧"
  DB_URL: "postgres://portal:⟦SECRET|Q8vLx2!kP0wz⟧@⟦IP_ADDRESS|10.12.0.5⟧:⟪port|5432⟫/portal"
deploy:
  stage: deploy
  only: [main]
"""),
("totp_recovery_email", """
Subject: Your 2-step verification backup

Hi ⟦PERSON|Ben⟧,
Here is what you asked IT to keep for the ombudsman case portal:
Authenticator seed: ⟦SECRET|$totp1⟧
Recovery codes: ⟦SECRET|$recovery1⟧
Keep these offline. Ticket ⟪ticket_ref|IT-22014⟫.
– ⟦PERSON|Marta⟧ (Service Desk)
"""),
("hk_crew_passport_list", """
| # | Name | HKID | Passport | Rank |
|---|------|------|----------|------|
| 1 | ⟦PERSON|CHAN Tai Man⟧ | ⟦NATIONAL_ID|$hkid1⟧ | ⟦PASSPORT|K52918830⟧ | Bosun |
| 2 | ⟦PERSON|LEUNG Ka Yan⟧ | ⟦NATIONAL_ID|$hkid2⟧ | ⟦PASSPORT|K61073294⟧ | Cook |
Vessel: ⟪vessel|Star Pisces⟫, port of registry ⟪place|Hong Kong⟫.
"""),
("youth_panel_letter", """
Dear ⟦PERSON|Jordan⟧,

Your Referral Order panel meeting is on ⟪date|Wednesday 9 April⟫ at ⟪time|4pm⟫ at ⟪place|Castle Street Youth Centre⟫. Your mum ⟦PERSON|Michelle⟧ is welcome to come.
If you can't make it, ring ⟦PERSON|Abi⟧ on ⟦PHONE|01452 555 612⟧.

⟪org_name|Gloucestershire Youth Justice Service⟫
"""),
("planning_objection_email", """
From: ⟦PERSON|Roger Fenwick⟧ <⟦EMAIL|roger.fenwick@btinternet.com⟧>
To: ⟦EMAIL|planning.enforcement@eastdevon.gov.uk⟧
Subject: Breach of condition 4 – ⟪planning_ref|24/1187/FUL⟫

The holiday lets at ⟦ADDRESS|Higher Barton Farm, Ottery Road, Honiton EX14 1BX⟧ are being run as a wedding venue every weekend. Noise till 1am. My wife has ⟦MEDICAL|Parkinson's⟧ and the disturbance is unbearable.
Roger
"""),
("aws_cloudtrail_snippet", """
{"eventTime":"⟪timestamp|2025-02-27T22:41:09Z⟫","eventName":"CreateAccessKey","userIdentity":{"userName":"⟦PERSON|svetlana.orlova⟧"},
 "sourceIPAddress":"⟦IP_ADDRESS|94.130.68.212⟧","responseElements":{"accessKey":{"accessKeyId":"⟦APIKEY|$aws_ak2⟧","secretAccessKey":"⟦SECRET|$aws_sk2⟧"}},
 "requestID":"⟪uuid|6f1c2d7e-3b8a-4e0f-9c51-2a7d4b8e6f10⟫","recipientAccountId":"⟪account_id|381492770561⟫"}
"""),
("sms_otp_courier", """
Your ⟪org_name|DPD⟫ parcel ⟪tracking_no|15501234567890⟫ is out for delivery today. Driver ⟦PERSON|Marek⟧. Give code ⟪otp_code|4827⟫ to the driver. Manage: ⟪url|dpd.co.uk/m/xYz12⟫
"""),
("ombudsman_phone_note", """
Telephone note – ⟪case_ref|FOS-5591207⟫
Spoke to Mr ⟦PERSON|Haroon Qureshi⟧ (complainant). He confirmed DOB ⟦DATE_OF_BIRTH|11 May 1958⟧ and postcode ⟪place|BD8 7QL⟫.
Business: ⟪org_name|Acme Motor Finance⟫. Complaint about unaffordable lending; he says he is owed ⟦AMOUNT|£6,420⟧ in interest. He mentioned ⟦MEDICAL|depression⟧ at the time of the loan.
Call length ⟪duration|22 min⟫. Note by ⟦PERSON|C. Aguilar⟧.
"""),
("dating_scam_whatsapp", """
[⟪date|03/03/2025⟫ 21:14] Dr ⟦PERSON|Michael Hartmann⟧: my darling I am stuck at the rig, customs hold my gold. Send ⟦AMOUNT|€2,000⟧ to my agent Mrs ⟦PERSON|Grace Ofori⟧
[⟪date|03/03/2025⟫ 21:15] ⟦PERSON|Michael⟧: account ⟦IBAN|$iban_es1⟧
[⟪date|03/03/2025⟫ 21:22] ⟦PERSON|Linda⟧: I already sent you ⟦AMOUNT|€3,500⟧ last week ⟦PERSON|Michael⟧
"""),
("us_union_enrollment_form", """
LOCAL ⟪local_no|1199⟫ MEMBERSHIP APPLICATION
Name: ⟦PERSON|DeShawn Whitfield⟧   SSN: ⟦SSN|$ssn3⟧   DOB: ⟦DATE_OF_BIRTH|04/17/1986⟧
Employer: ⟪org_name|Metro Ambulance Corp.⟫   Job: ⟪job_title|EMT-B⟫
Address: ⟦ADDRESS|418 Cortland Ave, Bronx, NY 10451⟧
Dues check-off authorized: ⟦AMOUNT|$62.30⟧ biweekly. Initiation fee ⟪price|$75⟫ (waived promo ⟪promo_code|NEW25⟫).
Signature: ⟦PERSON|D. Whitfield⟧
"""),
("us_background_check_ticket", """
ServiceNow ⟪ticket_ref|INC0048127⟫ – background check stuck
Opened by ⟦PERSON|kmcallister⟧ for candidate ⟦PERSON|Brianna Kowalski⟧ (airport ramp agent, ⟪place|ORD⟫)
Candidate SSN ⟦SSN|$ssn4⟧ returns "no record" from vendor; her old SSN card shows ⟦SSN|$ssn5⟧ after a name change.
Screening fee is charged through ⟪org_name|Stripe⟫; the live secret key was pasted into the ticket: ⟦APIKEY|$sk_live2⟧ – flagged to security.
Callback: ⟦PHONE|(773) 555-0164⟧
"""),
("tenant_rent_arrears_email", """
From: ⟦EMAIL|income.team@eastgatehousing.org.uk⟧
To: ⟦EMAIL|dwayne.philips77@gmail.com⟧
Subject: Rent account ⟪account_ref|T-0048812⟫

Dear ⟦PERSON|Dwayne⟧,
Your rent account for ⟦ADDRESS|Flat 6, Marlowe Court, 88 Canterbury Road, Margate CT9 5BQ⟧ is ⟦AMOUNT|£1,742.90⟧ in arrears. Your Universal Credit housing element of ⟦AMOUNT|£498.00⟧ was last received on ⟪date|1 March⟫.
Weekly rent is ⟪price|£112.45⟫. Please call ⟦PERSON|Lorna Fitch⟧ on ⟦PHONE|01843 555 207⟧ to agree a plan; we can also refer you to ⟪org_name|StepChange⟫ on ⟦PHONE|0800 138 1111⟧.
"""),
("airport_parking_gate_sms", """
⟪org_name|Stansted Staff Car Park⟫: Hi ⟦PERSON|Ravi⟧, your new barrier PIN is ⟦PASSWORD|660417⟧ from ⟪date|Mon 17 Mar⟫. Permit ⟪permit_no|SCP-31187⟫. Queries ⟦PHONE|01279 555 640⟧ or ⟦EMAIL|staffparking@stn-carpark.co.uk⟧
"""),
("payment_form_post_log", """
POST /donate HTTP/1.1  from ⟦IP_ADDRESS|31.94.12.166⟧
form: name=⟦PERSON|Harriet+Blackwood⟧&email=⟦EMAIL|hblackwood@outlook.com⟧&amount=⟦AMOUNT|50.00⟧&card=⟦CARD|$card_disc1⟧&cvc=⟦CVV|4418⟧&exp=⟪card_expiry|02%2F29⟫&giftaid=yes
response: 402 card_declined  req_id=⟪request_id|req_8HqZ1vT0aE⟫
"""),
("union_member_portal_reset", """
Hi ⟦PERSON|Colette⟧,

I've reset your ⟪org_name|Unite⟫ member portal login. Temporary password: ⟦PASSWORD|Blue-Harbour-42⟧ (you'll be asked to change it).
Your dues record shows ⟦AMOUNT|£214.80⟧ paid this year and ⟦AMOUNT|£17.90⟧ outstanding for March.

⟦PERSON|Nathan Greaves⟧ | Membership Services | ⟦PHONE|0333 555 0441⟧ | ⟦EMAIL|membership@unite-region-sw.org⟧
"""),
("customs_duty_refund_letter", """
⟪org_name|HM Revenue & Customs⟫ – National Clearance Hub

Mr ⟦PERSON|Lukas Brandt⟧
⟦ADDRESS|Unit 4, Orwell Trade Park, Ransomes Way, Ipswich IP3 9SJ⟧

Re: overpaid import VAT, entry ⟪mrn|25GB4K8X0P2Q7R1ST6⟫, commodity ⟪hs_code|8504 40 82⟫.
We will repay ⟦AMOUNT|£3,207.14⟧ to account ⟦IBAN|$iban_gb4⟧ within ⟪duration|30 working days⟫. Interest of ⟦AMOUNT|£41.06⟧ is included.
"""),
("foster_carer_payment_csv", """
carer_id,carer_name,child_initials,weeks,allowance_rate,paid_total,bank_iban
⟪carer_id|FC-221⟫,⟦PERSON|Angela Murtagh⟧,⟪masked_name|T.B.⟫,4,⟪price|301.00⟫,⟦AMOUNT|1204.00⟧,⟦IBAN|$iban_be1⟧
⟪carer_id|FC-238⟫,⟦PERSON|Ifeoma Chukwu⟧,⟪masked_name|L.R.⟫,4,⟪price|268.00⟫,⟦AMOUNT|1072.00⟧,⟦IBAN|$iban_fr1⟧
"""),
("ambulance_crew_whatsapp_codes", """
[⟪time|19:02⟫] ⟦PERSON|Gemma⟧: key safe at ⟦ADDRESS|Willow Cottage, Back Lane, Settle BD24 9HE⟧ is ⟦PASSWORD|3-3-8-1⟧, pt Mr ⟦PERSON|Ramsbottom⟧ lives alone
[⟪time|19:03⟫] ⟦PERSON|Oz⟧: ta. he's the one with ⟦MEDICAL|home oxygen⟧ and ⟦MEDICAL|end-stage COPD⟧ yeah?
[⟪time|19:03⟫] ⟦PERSON|Gemma⟧: yep, DNACPR in the red folder
"""),
("dating_refund_ticket", """
Zendesk ⟪ticket_ref|#281904⟫ | Requester ⟦PERSON|Owen Pritchard⟧ <⟦EMAIL|owenp@protonmail.com⟧>
I cancelled Gold within the cooling-off period but was charged ⟦AMOUNT|£59.99⟧ again. Card ⟦CARD|$card_visa4⟧.
Macro used: REFUND_COOLING_OFF. Refund issued: ⟦AMOUNT|£59.99⟧. Gold is ⟪price|£19.99⟫ per month on the website.
Agent: ⟦PERSON|Bea⟧
"""),
("rail_contractor_induction_ini", """
; possession portal – contractor login
[account]
user = ⟦PERSON|gareth.llewellyn⟧
password = ⟦PASSWORD|Sentinel#7734⟧
sentinel_card = ⟪card_no|SC-4471882⟫
[api]
totp_secret = ⟦SECRET|$totp2⟧
session = ⟦SECRET|$sess1⟧
endpoint = https://⟪domain|possessions.example-rail.co.uk⟫/api
"""),
("ombudsman_energy_award", """
Dear Mrs ⟦PERSON|Kaur⟧,
The Energy Ombudsman has found in your favour. ⟪org_name|BrightSpark Energy⟫ must credit ⟦AMOUNT|£186.40⟧ to your account and send a goodwill cheque for ⟦AMOUNT|£100⟧ to ⟦ADDRESS|22 Balfour Street, Leicester LE3 5EA⟧.
Case handler: ⟦PERSON|Tom Ashworth⟧, ⟦PHONE|0330 555 4417⟧
"""),
]
