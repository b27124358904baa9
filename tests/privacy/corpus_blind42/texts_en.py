# English texts of the blind42 corpus. Every entry typed by hand.
# Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, `$name` -> values.VALUES[name].

TEXTS = []

TEXTS += [
("support_ticket", """Ticket ⟪ticket_id|#RH-448201⟫ — Lost item / fare dispute
Rider: ⟦PERSON|Priya Raman⟧ (⟦EMAIL|priya.raman84@gmail.com⟧, ⟦PHONE|+44 7700 900412⟧)
Trip ⟪trip_id|TRP-2024-06-11-88213⟫ from ⟪place_name|Leeds⟫ station, driver ⟦PERSON|Tomasz Wójcik⟧ (badge ⟪driver_badge|LD-3391⟫).
Rider says she left her ⟦MEDICAL|insulin⟧ pen on the back seat (she's ⟦MEDICAL|type 1 diabetic⟧, needs it before dinner) and was charged ⟦AMOUNT|£38.40⟧ instead of the quoted ⟪fare_quote|£24.10⟫.
Refund of ⟦AMOUNT|£14.30⟧ approved by ⟦PERSON|Gemma⟧ in T2. Driver contacted, pen handed in at depot."""),

("whatsapp_chat", """[09:14] ⟦PERSON|Marco⟧: hey its ⟦PERSON|marco⟧ from the desk at ⟪org_name|SunCoast Car Hire⟫, ur booking ⟪booking_ref|SCH-77120⟫ is ready
[09:15] ⟦PERSON|Dana Whitfield⟧: great!! can u add my husband as 2nd driver? ⟦PERSON|Kevin Whitfield⟧, dob ⟦DATE_OF_BIRTH|14/08/1979⟧
[09:16] ⟦PERSON|Marco⟧: sure, need his licence + passport pls
[09:20] ⟦PERSON|Dana Whitfield⟧: passport no ⟦PASSPORT|$pp_uk1⟧, his mobile ⟦PHONE|07700 900731⟧
[09:21] ⟦PERSON|Marco⟧: ok thx. deposit hold of ⟦AMOUNT|€450⟧ goes on the card ending ⟪masked_card|•••• 2210⟫, released 7 days after return
[09:21] ⟦PERSON|Dana Whitfield⟧: 👍"""),

("dotenv_config", """# dispatch-api/.env.production  (do NOT commit - ⟦PERSON|ravi⟧)
APP_VERSION=⟪app_version|4.18.2⟫
PORT=⟪port|8080⟫
DATABASE_URL=postgres://dispatch_rw:⟦SECRET|Tr4ffic!Lane#22⟧@⟦IP_ADDRESS|10.42.7.15⟧:5432/dispatch
REDIS_URL=redis://:⟦SECRET|r3d1s-Kq8vZpLm⟧@⟦IP_ADDRESS|10.42.7.21⟧:6379/0
GOOGLE_MAPS_KEY=⟦APIKEY|$aiza1⟧
STRIPE_SECRET_KEY=⟦APIKEY|$sk_live1⟧
STRIPE_PUBLISHABLE_KEY=⟪publishable_key|$pk_live1⟫
TWILIO_ACCOUNT_SID=⟪twilio_account_sid|AC3f0c9a1d7e2b4c8a9f6e5d4c3b2a1f09⟫
TWILIO_API_KEY=⟦APIKEY|$twsk1⟧
TWILIO_API_SECRET=⟦SECRET|Xk29vLq0PzR7mWn4Tb8sYc1dHf6Jg3Ae⟧
JWT_SIGNING_SECRET=⟦SECRET|$jwtsec1⟧
SENTRY_RELEASE=⟪commit_sha|$sha1⟫"""),

("telematics_log", """⟪timestamp|2024-05-03T04:12:55Z⟫ INFO  telematics-gw unit=⟪telematics_imei|$imei1⟫ driver_login=⟦PERSON|rkasprzak⟧ src=⟦IP_ADDRESS|100.72.14.203⟧ speed=0
2024-05-03T04:12:56Z WARN  telematics-gw hos_violation driver="⟦PERSON|Robert Kasprzak⟧" remaining_drive=0m truck=⟪fleet_plate|WX 4821K⟫
2024-05-03T04:13:02Z INFO  auth user=⟦PERSON|rkasprzak⟧ token=⟦APIKEY|$jwt1⟧ ua=FleetApp/⟪app_version|7.3.0⟫
2024-05-03T04:13:09Z ERROR payroll-sync could not post per-diem ⟦AMOUNT|PLN 320.00⟧ for "⟦PERSON|Robert Kasprzak⟧" (PESEL ⟦NATIONAL_ID|$pesel1⟧): upstream ⟪doc_ip|203.0.113.40⟫ timeout after 30s"""),

("email_with_signature", """Subject: Lesson booking – ⟦PERSON|Aoife Brennan⟧ – Thu 4pm

Hi ⟦PERSON|Declan⟧,

Confirming ⟦PERSON|Aoife⟧'s next three lessons (package ⟪package_code|PKG-10H⟫). She has paid ⟦AMOUNT|€275⟧ so far, balance ⟦AMOUNT|€165⟧ due before the test. DOB on her file is ⟦DATE_OF_BIRTH|2 March 2006⟧.
FYI she's ⟦MEDICAL|epileptic⟧ — seizure-free 3 yrs, on ⟦MEDICAL|Keppra 500mg⟧, the NDLS has cleared her. Pick-up from home as usual: ⟦ADDRESS|14 Griffith Avenue, Drumcondra, Dublin 9, D09 X2F7⟧.

Thanks,
⟦PERSON|Siobhán Kelly⟧
Bookings | ⟪org_name|Clontarf School of Motoring⟫
⟦PHONE|01 555 0192⟧ | ⟦EMAIL|bookings@clontarfmotoring.ie⟧"""),

("call_transcript", """AGENT (⟦PERSON|Nadia⟧): ⟪org_name|VoltGrid⟫ support, ⟦PERSON|Nadia⟧ speaking, can I take your name?
CALLER: ⟦PERSON|Gareth Pryce⟧. The charger at ⟪site_name|Hollins Retail Park⟫ took ⟦AMOUNT|forty-two pounds⟧ and I only got like nine kilowatt hours.
AGENT: Sorry about that. Which bay was it?
CALLER: Says ⟪evse_id|GB*VGD*E04417*2⟫ on the sticker.
AGENT: And the email on the account?
CALLER: ⟦EMAIL|gpryce@btinternet.com⟧. Mobile's ⟦PHONE|oh seven seven double oh nine double oh five six two⟧.
AGENT: Right, I can see session ⟪charging_session_id|CS-88120394⟫, ⟪energy_reading|9.4 kWh⟫ at ⟪tariff|79p/kWh⟫. I'll refund ⟦AMOUNT|£34.57⟧ to the card on file, three to five working days.
CALLER: Cheers ⟦PERSON|Nadia⟧."""),
]

TEXTS += [
("aircraft_tech_log", """TECH LOG  A/C ⟪aircraft_registration|G-OBNK⟫  ATR 72-600  Stn EMA  Page ⟪techlog_page|004127⟫
Defect: #2 eng bleed FAULT light on climb, ATA ⟪ata_chapter|36-11⟫. Deferred under ⟪mel_item|MEL 36-11-01⟫ pending parts.
Action: replaced PRSOV P/N ⟪part_number|3291578-4⟫ S/N ⟪serial_number|SN4471-0093⟫ IAW AMM ⟪amm_task|36-11-42-400-801⟫. Leak + ops check satisfactory.
Cert: ⟦PERSON|D. Okonkwo⟧ B1, stamp 4471.
Shift note: ⟦PERSON|Okonkwo⟧ off from 12/06 for ⟦MEDICAL|knee surgery⟧ (⟦MEDICAL|torn meniscus⟧), cover is ⟦PERSON|Lisa Marr⟧ ⟦PHONE|+44 7700 900815⟧. Door code for the stores cage changed to ⟦PASSWORD|7316#⟧ — ask ⟦PERSON|Lisa⟧."""),

("workshop_job_card", """⟪org_name|Spoke & Sprocket Cycles⟫ — Workshop job card ⟪job_number|WJ-10382⟫
Customer: ⟦PERSON|Hannah Lindqvist⟧   Tel: ⟦PHONE|0161 496 0734⟧   Email: ⟦EMAIL|h.lindqvist@outlook.com⟧
Bike: ⟪bike_model|Trek FX 3⟫, frame ⟪frame_serial|WTU291C4418K⟫, tyres ⟪tyre_size|700x35c⟫
Work: gold service ⟪price|£89.00⟫ / KMC X10 chain ⟪price|£24.99⟫ / bar tape ⟪price|£15.00⟫
Deposit paid: ⟦AMOUNT|£40.00⟧   Balance due on collection: ⟦AMOUNT|£88.99⟧
Notes: ⟦PERSON|Hannah⟧ had ⟦MEDICAL|a hip replacement⟧ in Jan — drop the saddle 5mm and fit a step-through kickstand. Call before 5."""),

("booking_confirmation", """⟪org_name|Irish Sea Link⟫ — Booking confirmation ⟪booking_ref|NLF-5K2Q9T⟫
Route: Holyhead → Dublin, sailing ⟪sailing_number|HD0845⟫ departing ⟪departure_date|22 Aug 2024⟫ 08:45
Lead passenger: Mr ⟦PERSON|Alan Cho⟧
Passengers: ⟦PERSON|Alan Cho⟧ (DOB ⟦DATE_OF_BIRTH|1981-11-03⟧), ⟦PERSON|Mei Cho⟧ (DOB ⟦DATE_OF_BIRTH|1984-06-19⟧), ⟦PERSON|Ethan Cho⟧ (child, 7)
Vehicle: car up to 6m, class ⟪vehicle_class|CAR-6M⟫
Contact: ⟦EMAIL|alan.cho@protonmail.com⟧ / ⟦PHONE|+44 20 7946 0381⟧
Paid: ⟦AMOUNT|£312.50⟧ by Visa ⟪masked_card|**** **** **** 4417⟫
Special assistance: ⟦PERSON|Mei⟧ has ⟦MEDICAL|multiple sclerosis⟧ and uses a wheelchair — lift access to deck 7 requested."""),

("stack_trace", """Traceback (most recent call last):
  File "/srv/dispatch/app/matching/assign.py", line 214, in assign_driver
    driver = pool.best_match(ride, radius_km=3)
  File "/srv/dispatch/app/matching/pool.py", line 88, in best_match
    raise NoDriverAvailable(f"ride={ride.id} rider={ride.rider_phone}")
dispatch.errors.NoDriverAvailable: ride=⟪ride_id|R-90412277⟫ rider=⟦PHONE|+1 415 555 0134⟧
locals: rider_name='⟦PERSON|Jonah Feld⟧' pickup='⟦ADDRESS|2231 Alabama St, San Francisco, CA 94110⟧' fare_estimate=⟪fare_estimate|18.75⟫
[worker ⟪hostname|dispatch-worker-7c9f⟫ pid ⟪pid|31877⟫ release ⟪release_tag|v2024.06.3⟫ client_ip=⟦IP_ADDRESS|73.189.44.12⟧]"""),

("sql_insert", """-- seed data copied from prod by mistake?? see ⟪jira_key|OPS-2291⟫, scrub before merge
INSERT INTO renters (id, full_name, email, phone, dob, doc_type, doc_number, card_token, created_at) VALUES
 (⟪row_id|10231⟫, '⟦PERSON|Lucía Fernández Ortega⟧', '⟦EMAIL|lucia.fdez@yahoo.es⟧', '⟦PHONE|+34 612 345 987⟧', '⟦DATE_OF_BIRTH|1990-02-17⟧', 'DNI', '⟦NATIONAL_ID|$dni1⟧', '⟪card_token|tok_1PqR7sLmN2xYz⟫', '⟪timestamp|2024-03-02 11:04:55⟫'),
 (10232, '⟦PERSON|Jan de Vries⟧', '⟦EMAIL|jdevries@ziggo.nl⟧', '⟦PHONE|+31 6 48213957⟧', '⟦DATE_OF_BIRTH|1975-09-30⟧', 'BSN', '⟦NATIONAL_ID|$bsn1⟧', 'tok_1PqR8aBcD3eFg', '2024-03-02 11:09:12'),
 (10233, '⟦PERSON|Chidi Eze⟧', '⟦EMAIL|chidi.eze@gmail.com⟧', '⟦PHONE|+234 803 555 0192⟧', '⟦DATE_OF_BIRTH|1988-12-05⟧', 'PASSPORT', '⟦PASSPORT|$pp_ng1⟧', 'tok_1PqR9hIjK4lMn', '2024-03-02 11:15:40');"""),

("forum_post", """Title: Brompton nicked outside ⟪place_name|Temple Meads⟫ – frame no. ⟪frame_serial|BMP-2211987⟫
Posted by ⟦PERSON|wheelie_dan⟧ · 3 replies

Gutted. Black M6L, bought it in 2021 for ⟦AMOUNT|£1,450⟧ and it's gone from the racks. If anyone sees it pls DM or ring me on ⟦PHONE|07700 900288⟧. Insurer (⟪org_name|Cyclecover⟫) wants a crime ref — got it: ⟪crime_reference|5224/118839⟫.
---
Reply from ⟪shop_handle|GearUpBikes_BRS⟫: sorry ⟦PERSON|dan⟧! we'll keep an eye out at the workshop
Reply from ⟦PERSON|Jess Okoro⟧: saw one on a marketplace listing for ⟪listing_price|£300⟫, sent you the link"""),

("slack_thread", """*⟦PERSON|Wen Li⟧* 02:14  paging @⟦PERSON|mkowalczyk⟧ – drivers in zone ⟪zone_id|LHR-3⟫ not receiving offers
*⟦PERSON|Marta Kowalczyk⟧* 02:16  looking. matcher pods restarting, OOMKilled on node ⟦IP_ADDRESS|10.12.3.44⟧
*⟦PERSON|Marta Kowalczyk⟧* 02:21  rolled back to ⟪image_tag|matcher:2024.06.14-1⟫, offers flowing again
*⟦PERSON|Marta Kowalczyk⟧* 02:23  also, who pasted the bot token in #general yesterday?? rotate pls: ⟦APIKEY|$xoxb1⟧
*⟦PERSON|Wen Li⟧* 02:24  my bad 🙈 rotating now. incident doc ⟪incident_id|INC-3120⟫"""),

("web_form_submission", """=== Driver application ⟪application_id|DA-2024-08812⟫ ===
First name: ⟦PERSON|Kwame⟧
Last name: ⟦PERSON|Asante⟧
Date of birth: ⟦DATE_OF_BIRTH|07/04/1992⟧
SSN: ⟦SSN|$ssn3⟧
Mobile: ⟦PHONE|(312) 555-0178⟧
Email: ⟦EMAIL|kwame.asante92@gmail.com⟧
Home address: ⟦ADDRESS|4417 N Kedzie Ave Apt 2B, Chicago, IL 60625⟧
Vehicle: 2017 Ford Transit Connect, VIN ⟪vin|$vin1⟫
Direct deposit routing: ⟪routing_number|071000013⟫
Background check consent: YES     Signature: /⟦PERSON|Kwame Asante⟧/"""),

("formal_letter", """⟦PERSON|Samir Haddad⟧
⟦ADDRESS|27 Cranbrook Road, Ilford IG1 4PU⟧

Dear Mr ⟦PERSON|Haddad⟧,

Further to the return inspection of ⟪fleet_unit|unit 4471⟫ on 3 June (agreement ⟪rental_agreement_no|RA-6620194⟫), we are charging ⟦AMOUNT|£650.00⟧, the damage excess, to the Mastercard ⟦CARD|$mc1⟧ you provided at pick-up. The estimate from ⟪org_name|Marsh Lane Bodyshop⟫ (quote ⟪quote_number|Q-88213⟫, ⟪quote_total|£1,184.20⟫) is attached.
You may dispute this within 28 days at ⟦EMAIL|claims@drivewayrentals.co.uk⟧.

Yours sincerely,
⟦PERSON|Fiona Abernethy⟧
Damage Recovery Team, ⟦PHONE|0800 048 5512⟧"""),

("crew_list_csv", """vessel,imo,rank,surname,given_names,nationality,dob,passport_no
⟪vessel_name|MV Northern Tern⟫,⟪imo_number|$imo1⟫,Master,⟦PERSON|SANTOS⟧,⟦PERSON|Rodel Mark⟧,PHL,⟦DATE_OF_BIRTH|1975-03-08⟧,⟦PASSPORT|$pp_ph1⟧
MV Northern Tern,⟪imo_number|$imo1⟫,C/E,⟦PERSON|NAIR⟧,⟦PERSON|Anil Kumar⟧,IND,⟦DATE_OF_BIRTH|1980-10-21⟧,⟦PASSPORT|$pp_in1⟧
MV Northern Tern,⟪imo_number|$imo1⟫,AB,⟦PERSON|OMONDI⟧,⟦PERSON|Peter⟧,KEN,⟦DATE_OF_BIRTH|1993-07-29⟧,⟦PASSPORT|$pp_ke1⟧
MV Northern Tern,⟪imo_number|$imo1⟫,Cook,⟦PERSON|DELA CRUZ⟧,⟦PERSON|Jenny⟧,PHL,⟦DATE_OF_BIRTH|1988-02-14⟧,⟦PASSPORT|$pp_ph2⟧"""),

("github_issue", """### Bug: driver app logs the full auth header at DEBUG
**Version:** ⟪app_build|driver-app 5.2.1 (build 5210)⟫ on Android 14
Steps: enable debug logging, log in, open profile. Logcat:

```
D/OkHttp: Authorization: Bearer ⟦APIKEY|$jwt3⟧
D/OkHttp: X-Device-Id: ⟪device_id|$uuid1⟫
D/Profile: {"name":"⟦PERSON|Alejandro Ruiz⟧","phone":"⟦PHONE|+52 55 5012 3344⟧","home":"⟦ADDRESS|Calle Durango 214, Roma Nte., 06700 Ciudad de México, CDMX⟧"}
```
cc @⟦PERSON|jlaurent⟧ — same leak as ⟪issue_ref|#1187⟫, we never shipped the redaction interceptor."""),

("email_complaint", """From: ⟦PERSON|Ingrid Solberg⟧ <⟦EMAIL|ingrid.solberg@online.no⟧>
To: ⟦EMAIL|kundeservice@ladenett.no⟧
Subject: Charge tag blocked

Hei, my charging tag ⟪rfid_tag_id|NO-LNT-00421877⟫ stopped working at ⟪site_name|Gardermoen P10⟫. I topped up ⟦AMOUNT|500 kr⟧ on Monday and the app still shows a balance of ⟦AMOUNT|NOK 12⟧. If you can't fix it, please refund to ⟦IBAN|$iban_no1⟧.
Fødselsnummer for verification: ⟦NATIONAL_ID|$fnr1⟧

Mvh ⟦PERSON|Ingrid⟧
⟦PHONE|+47 412 55 890⟧"""),

("sms_thread", """FROM ⟦PHONE|+1 (602) 555-0148⟧ 06:02 this is ⟦PERSON|Luis⟧ truck ⟪truck_number|#418⟫, stuck at the scale, logbook says im out of hours
TO ⟦PHONE|+1 (602) 555-0148⟧ 06:05 ok ⟦PERSON|Luis⟧ park at exit 17 truck stop, reset is 10h. load ⟪load_number|LD-559031⟫ gets relayed
FROM ⟦PHONE|+1 (602) 555-0148⟧ 06:40 fuel card declined too. the one ending ⟪masked_card|XXXX-XXXX-XXXX-8812⟫
FROM ⟦PHONE|+1 (602) 555-0148⟧ 06:41 if u cant reach me call my wife ⟦PERSON|Rosa⟧ ⟦PHONE|602-555-0191⟧. left my ⟦MEDICAL|blood pressure meds⟧ at home lol
TO ⟦PHONE|+1 (602) 555-0148⟧ 06:50 calling fleet now. BOL ⟪bill_of_lading|BOL 7781230⟫ stays with the trailer"""),

("invoice", """INVOICE ⟪invoice_number|INV-24-03318⟫            Date ⟪invoice_date|2024-04-30⟫
Bill to: ⟪org_name|Skylark Regional Airways Ltd⟫, Accounts Payable, attn Mrs ⟦PERSON|J. Patel⟧
Work order ⟪work_order|WO-77120⟫ — PW127M ESN ⟪engine_serial|ED0512⟫ hot section inspection
Labour 142.5 h @ ⟪labour_rate|£95.00/h⟫ ................ ⟪line_total|£13,537.50⟫
Parts (see annex A) ............................ ⟪line_total|£41,880.00⟫
TOTAL DUE ...................................... ⟪invoice_total|£55,417.50⟫
Remit to ⟪org_name|Fenland Aero Engines⟫, ⟪org_bank_account|sort 20-45-77 acct 60321884⟫
Queries: ⟦PERSON|Tom Hegarty⟧, ⟦EMAIL|t.hegarty@fenlandaero.co.uk⟧, ⟦PHONE|01632 960555⟧"""),

("app_store_review", """★☆☆☆☆  ⟦PERSON|Becca M.⟧ · Android · ⟪app_version|v9.14.0⟫
driver cancelled 3 times then the app charged me ⟦AMOUNT|$5⟧ cancellation fee TWICE. support (⟦PERSON|Aaron⟧??) said refund in 5-7 days, its been 3 weeks. im ⟦MEDICAL|32 weeks pregnant⟧ and was stood in the rain 40 min. surge was ⟪surge_multiplier|2.3x⟫ too. DONT use this app
— Developer response (⟪response_date|Jun 12, 2024⟫): Hi ⟦PERSON|Becca⟧, please DM us your trip ID ⟪trip_id|TRP-2024-06-02-10077⟫ and we'll look into it."""),

("helm_values_yaml", """# ocpp-csms/values-prod.yaml
csms:
  image: registry.voltgrid.io/csms:⟪image_tag|3.9.4⟫
  replicas: 3
  listen: "⟪bind_address|0.0.0.0⟫:9000"
  security:
    authorizationKey: "⟦SECRET|$ocppsec1⟧"
  db:
    host: ⟦IP_ADDRESS|172.20.14.8⟧
    user: csms
    password: "⟦PASSWORD|Gr1d-Volt$2024!⟧"
  notifications:
    slackWebhook: ⟦SECRET|$slackhook1⟧
  maps:
    googleKey: ⟦APIKEY|$aiza2⟧
  support:
    onCall: ⟦PERSON|Jonas Berg⟧ <⟦EMAIL|jonas.berg@voltgrid.io⟧>
  examples:
    # copied from the vendor docs, never used
    awsAccessKeyId: ⟪example_key|AKIAIOSFODNN7EXAMPLE⟫"""),
]

TEXTS += [
("payout_statement", """Weekly payout statement — ⟪week_number|2024-W23⟫
Driver: ⟦PERSON|Florin Popescu⟧ (ID ⟪driver_id|DRV-55190⟫)
Gross fares ⟦AMOUNT|€1,284.60⟧ | service fee ⟦AMOUNT|€256.92⟧ (⟪commission_rate|20%⟫) | tips ⟦AMOUNT|€41.00⟧
Net payout ⟦AMOUNT|€1,068.68⟧ sent to ⟦IBAN|$iban_de1⟧ on ⟪payout_date|11.06.2024⟫
Questions? Reply to this email or open the Help tab in the driver app."""),

("voicemail_transcript", """Voicemail from ⟦PHONE|07700 900640⟧ · 14:32 · 41 sec (auto-transcribed)
"Hiya, it's ⟦PERSON|Sharon⟧ from ⟪org_name|L-Plate Academy⟫, ringing for ⟦PERSON|Callum⟧ about his test on the 19th at ⟪test_centre|Bishopbriggs⟫. Slot's confirmed, the booking reference is ⟪booking_ref|48812093⟫. Remind him to bring his glasses, he's ⟦MEDICAL|short-sighted⟧ and they do the number plate check first. The lesson before the test is ⟦AMOUNT|thirty-eight pound⟧, he can pay on the day. Ring me back here or the office on ⟦PHONE|0141 496 0233⟧. Ta." """),

("expense_report_csv", """date,driver,payment,site,litres,amount,reimbursable
2024-05-14,⟦PERSON|Craig Mullen⟧,company card ⟪masked_card|*7701⟫,⟪site_name|Carlisle M6 J44⟫,412.3,⟪company_fuel_spend|£612.88⟫,N
2024-05-15,⟦PERSON|Craig Mullen⟧,own money,Tebay services (meal),,⟦AMOUNT|£14.20⟧,Y
2024-05-15,⟦PERSON|Stuart Bell⟧,own money,Gretna (shower + meal),,⟦AMOUNT|£9.75⟧,Y
2024-05-16,⟦PERSON|Stuart Bell⟧,company card *7702,⟪site_name|Abington⟫,388.0,⟪company_fuel_spend|£577.47⟫,N
2024-05-16,⟦PERSON|Stuart Bell⟧,own money,parking fine appeal fee,,⟦AMOUNT|£25.00⟧,Y"""),

("shift_handover_email", """Subject: Night shift handover 14/15 Jul – hangar 2
Team,
- ⟪aircraft_registration|EI-FMK⟫: A-check complete, CRS signed by ⟦PERSON|Pat Quinlan⟧. #3 main wheel changed (P/N ⟪part_number|M01103-04⟫).
- ⟪aircraft_registration|EI-FNW⟫: AOG, hyd leak ATA 29. Parts ETA 06:00 on ⟪air_waybill|AWB 176-88213094⟫.
- AMOS tablet login for the contractors: user mx_contract / pw ⟦PASSWORD|Hangar2!night⟧ (changes Friday)
- ⟦PERSON|Niamh⟧ went home at 02:00 with a ⟦MEDICAL|migraine⟧, don't roster her on the wing walk tomorrow.
Cheers, ⟦PERSON|Brian Kehoe⟧ | Shift lead | ⟦PHONE|+353 87 555 0143⟧"""),

("order_export_json", """$ curl -s -H "X-Shopify-Access-Token: ⟦APIKEY|$shpat1⟧" https://spokeandsprocket.myshopify.com/admin/api/⟪api_version|2024-04⟫/orders/5591042277.json
{
  "id": ⟪order_id|5591042277⟫,
  "name": "⟪order_name|#BK1043⟫",
  "created_at": "⟪timestamp|2024-04-09T17:22:31+01:00⟫",
  "customer": {"first_name": "⟦PERSON|Owen⟧", "last_name": "⟦PERSON|Pritchard⟧", "email": "⟦EMAIL|owen.pritchard@icloud.com⟧", "phone": "⟦PHONE|+447700900177⟧"},
  "shipping_address": "⟦ADDRESS|Flat 3, 9 Heol y Deri, Cardiff CF14 6HF⟧",
  "line_items": [{"sku": "⟪sku|VIT-GRAVEL-54⟫", "price": "⟪unit_price|£629.00⟫"}],
  "shipping": "⟪shipping_rate|£20.00⟫",
  "total_paid": "⟦AMOUNT|£649.00⟧",
  "note": "buzzer broken, call on arrival"
}"""),

("port_gate_log", """GATE-3 IN   ⟪timestamp|2024-02-19 05:41:07⟫ truck ⟪fleet_plate|PO71 KXE⟫ box ⟪container_number|$box1⟫ driver ⟦PERSON|Andrzej Nowak⟧ badge ⟪access_badge_id|PP-204118⟫ kiosk ⟦IP_ADDRESS|10.88.1.23⟧
GATE-3 IN   2024-02-19 05:44:52 truck ⟪fleet_plate|DX68 RRT⟫ box ⟪container_number|$box2⟫ driver ⟦PERSON|Sean Gallagher⟧ badge PP-198802 kiosk ⟦IP_ADDRESS|10.88.1.23⟧
GATE-3 DENY 2024-02-19 05:49:15 driver ⟦PERSON|Mehmet Yilmaz⟧ reason=expired_induction note="escorted out, rang his mobile ⟦PHONE|07700 900502⟧" """),

("shell_history", """  501  ssh ⟦PERSON|mkowalczyk⟧@⟦IP_ADDRESS|34.89.120.7⟧
  502  export AWS_ACCESS_KEY_ID=⟦APIKEY|$akid1⟧
  503  export AWS_SECRET_ACCESS_KEY=⟦SECRET|$awssec1⟧
  504  aws s3 ls s3://dispatch-prod-exports/ --region ⟪aws_region|eu-west-2⟫
  505  psql "postgresql://analytics:⟦SECRET|An4lytics_2024⟧@⟦IP_ADDRESS|10.42.7.16⟧/dispatch" -c "select count(*) from rides"
  506  git show --stat ⟪commit_sha|$sha2⟫
  507  cd ⟦PERSON|/home/mkowalczyk⟧/scratch && ls -la
  508  history -c"""),

("rfid_cardholders_csv", """card_uid,holder,company,email,mobile,monthly_cap
⟪rfid_uid|04:A2:19:B2:7F:61:80⟫,⟦PERSON|Sophie Martens⟧,⟪org_name|Vanderberg Logistics⟫,⟦EMAIL|s.martens@vanderberg-logistics.be⟧,⟦PHONE|+32 470 12 34 56⟧,⟪spend_cap|€300⟫
04:A2:19:B2:80:11:80,⟦PERSON|Luc Peeters⟧,Vanderberg Logistics,⟦EMAIL|l.peeters@vanderberg-logistics.be⟧,⟦PHONE|+32 478 98 76 54⟧,€300
04:A2:19:B2:91:0C:80,⟦PERSON|Amira Benali⟧,Vanderberg Logistics,⟦EMAIL|a.benali@vanderberg-logistics.be⟧,⟦PHONE|+32 486 55 21 09⟧,€500"""),

("rental_agreement", """RENTAL AGREEMENT ⟪rental_agreement_no|RA-7781204⟫
Renter: ⟦PERSON|Björn Aas⟧     Licence: SE     Personnummer: ⟦NATIONAL_ID|$pnr_se1⟧
Date of birth: ⟦DATE_OF_BIRTH|4 February 1987⟧
Address: ⟦ADDRESS|Storgatan 12B, 252 23 Helsingborg⟧
Vehicle: Mercedes Vito, VIN ⟪vin|$vin4⟫
Pick-up: Kastrup 10/07 09:00    Return: Kastrup 17/07
Rate ⟪daily_rate|DKK 845/day⟫ x 7, SCDW ⟪insurance_rate|DKK 120/day⟫
Pre-authorisation ⟦AMOUNT|DKK 7.500⟧ on Visa ⟦CARD|$visa1⟧, CVC ⟦CVV|318⟧, exp 09/27
Signed: ⟦PERSON|B. Aas⟧"""),

("safety_incident_report", """SAFETY INCIDENT REPORT ⟪incident_id|SIR-2024-0617⟫    Severity ⟪severity|P2⟫
Reported by rider ⟦PERSON|Chloe Ansah⟧ (⟦PHONE|+1 646 555 0117⟧) at 23:48 via in-app SOS.
Driver: ⟦PERSON|Viktor Hale⟧, account ⟪driver_id|DRV-30418⟫, deactivated pending review.
Summary: rider states the driver left the route near ⟪place_name|Astoria⟫ and refused to stop. She had a ⟦MEDICAL|panic attack⟧; EMS checked her at the scene, no transport. Her friend ⟦PERSON|Imani⟧ was following the trip via share link.
Fare ⟦AMOUNT|$27.60⟧ refunded in full plus ⟦AMOUNT|$50⟧ credit. Police report ⟪police_report_number|2024-114-08871⟫."""),

("occupational_health_email", """From: Occupational Health <⟦EMAIL|ohs@skylarkmro.com⟧>
To: ⟦PERSON|Gavin Rusk⟧
Subject: Fitness for duty — ⟦PERSON|Kieran Doyle⟧ (staff ⟪staff_id|E10442⟫)

⟦PERSON|Gavin⟧, following ⟦PERSON|Kieran⟧'s ⟦MEDICAL|lumbar disc herniation⟧ and ⟦MEDICAL|microdiscectomy⟧ on 2 May he is fit for restricted duties from 3 June: no lifting above 10 kg, no work at height. He is on ⟦MEDICAL|gabapentin 300mg⟧, which can cause drowsiness — no engine ground runs or towing. Review ⟪review_date|1 July⟫.
Dr ⟦PERSON|Farah Siddiqui⟧, OH Physician, ext ⟪phone_extension|4412⟫"""),

("pos_receipt", """⟪org_name|Ride On Bikes⟫ · ⟪business_address|Unit 4, Cistern Yard, Totnes TQ9 5ZR⟫
Receipt ⟪receipt_number|#4Q7M-2281⟫      ⟪timestamp|15 Mar 2024 11:07⟫
Shimano XT brake set ........ ⟪price|£179.99⟫
Fitting ..................... ⟪price|£30.00⟫
Total paid .................. ⟦AMOUNT|£209.99⟧
Mastercard ⟪masked_card|•••• 4471⟫ · auth ⟪auth_code|082217⟫
Customer: ⟦PERSON|Ellie Fairweather⟧ · receipt sent to ⟦EMAIL|ellie.fw@gmail.com⟧"""),

("k8s_secret_yaml", """apiVersion: v1
kind: Secret
metadata:
  name: dispatch-notifier
  namespace: ⟪k8s_namespace|dispatch-prod⟫
  uid: ⟪k8s_uid|$uuid2⟫
  resourceVersion: "⟪resource_version|88213991⟫"
  annotations:
    owner: ⟦EMAIL|wen.li@fleetcore.io⟧
type: Opaque
stringData:
  SENDGRID_API_KEY: ⟦APIKEY|$sg1⟧
  TELEGRAM_BOT_TOKEN: ⟦APIKEY|$tgbot1⟧
  DISCORD_WEBHOOK: ⟦SECRET|$discordhook1⟧
  OPS_TOTP_SEED: ⟦SECRET|$totp1⟧"""),

("travel_review", """"Cabin flooded, no refund" ★★☆☆☆
Reviewed ⟪review_date|14 October 2023⟫ by ⟦PERSON|GrahamT_Kent⟧
We took the overnight ⟪route_name|Rosslare–Cherbourg⟫ crossing, cabin ⟪cabin_number|8214⟫. Around 2am water came under the door from the shower next door. My wife is ⟦MEDICAL|asthmatic⟧ and the damp set her off so she slept in the lounge. We paid ⟦AMOUNT|€189⟧ for that cabin. Purser (⟦PERSON|Yann⟧ I think) was kind but said refunds go through head office, who have ignored 3 emails. Booking ⟪booking_ref|RC-11873⟫ if anyone from the company reads this."""),

("payslip", """PAYSLIP    Period ⟪pay_period|May 2024⟫    Employee no ⟪employee_number|00418⟫
Name: ⟦PERSON|Deon van Wyk⟧      ID number: ⟦NATIONAL_ID|$za1⟧      Date of birth: ⟦DATE_OF_BIRTH|15/01/1980⟧
Basic ⟦AMOUNT|R 18 450.00⟧   Overtime ⟦AMOUNT|R 3 120.50⟧   Night allowance ⟦AMOUNT|R 1 200.00⟧
PAYE ⟦AMOUNT|R 3 902.14⟧   UIF ⟦AMOUNT|R 177.12⟧
NET PAY ⟦AMOUNT|R 18 691.24⟧   paid to account ⟪masked_account|****5521⟫
Employer: ⟪org_name|Karoo Freight (Pty) Ltd⟫   UIF ref ⟪employer_uif_ref|U123456789⟫"""),

("onboarding_email", """Subject: Welcome aboard – your access
Hi ⟦PERSON|Tariq⟧,
Welcome to the dispatch platform team! To get going:
• VPN: ⟪vpn_hostname|vpn.fleetcore.io⟫, username ⟦PERSON|tmalik⟧, temporary password ⟦PASSWORD|Welcome2Fleet!⟧ — change it on first login.
• GitLab token for the CI runner (read_api only): ⟦APIKEY|$glpat1⟧
• Staging DB is ⟦IP_ADDRESS|10.50.2.9⟧, prod replica ⟦IP_ADDRESS|10.42.7.15⟧ (read-only for now).
• Your buddy is ⟦PERSON|Ines Carvalho⟧, ⟦PHONE|+351 912 345 678⟧.
Docs: ⟪wiki_url|https://wiki.fleetcore.io/onboarding/v3⟫
— ⟦PERSON|Marta⟧"""),

("learner_invoice", """⟪org_name|Green Light Driving School⟫ — Invoice ⟪invoice_number|GL-2024-0193⟫
To: ⟦PERSON|Tyrone Beckford⟧, ⟦ADDRESS|Flat 12, 40 Stockwell Park Road, London SW9 0DA⟧
10 x 1-hour lessons @ ⟪price|£42.00⟫ ......... ⟪line_total|£420.00⟫
Mock test ................................ ⟪price|£55.00⟫
Block discount ........................... ⟪discount|-£20.00⟫
Amount paid: ⟦AMOUNT|£455.00⟧ by transfer from ⟦IBAN|$iban_gb1⟧, reference TBECK
Your instructor: ⟦PERSON|Femi Adeyemi⟧"""),

("nginx_access_log", """⟦IP_ADDRESS|82.132.221.14⟧ - - [⟪timestamp|12/Mar/2024:08:14:02 +0000⟫] "POST /api/v2/sessions/start HTTP/1.1" 201 512 "-" "VoltGridApp/⟪app_version|6.1.0⟫ (iPhone; iOS 17.3)"
⟦IP_ADDRESS|2a02:c7c:5a1e:e400:91b1:3c8f:aa02:71d3⟧ - - [12/Mar/2024:08:14:09 +0000] "GET /api/v2/users/me?email=⟦EMAIL|p.osei@gmail.com⟧ HTTP/1.1" 200 1893 "-" "okhttp/4.12.0"
⟪doc_ip|198.51.100.23⟫ - - [12/Mar/2024:08:14:11 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"
⟦IP_ADDRESS|100.64.18.200⟧ - - [12/Mar/2024:08:14:15 +0000] "POST /api/v2/auth/refresh?refresh_token=⟦APIKEY|$jwt4⟧ HTTP/1.1" 401 0 "-" "VoltGridApp/6.0.2"
⟪loopback_ip|127.0.0.1⟫ - - [12/Mar/2024:08:14:20 +0000] "GET /metrics HTTP/1.1" 200 40421 "-" "Prometheus/2.51.0" """),

("berth_allocation_memo", """BERTH ALLOCATION — ⟪port_name|Port of Larne⟫, ⟪memo_date|Tue 05 Mar⟫
Berth ⟪berth_number|B4⟫: ⟪vessel_name|MV Causeway Star⟫ ETA 06:30, agent ⟦PERSON|Ruairi McCann⟧ ⟦PHONE|028 9649 6014⟧
Berth B6: ⟪vessel_name|MV Clyde Runner⟫, IMO ⟪imo_number|$imo2⟫, pilot Capt. ⟦PERSON|Hugh Ferris⟧
Linesmen: ⟦PERSON|Dermot⟧ + ⟦PERSON|Ciaran⟧ (⟦PERSON|Ciaran⟧ back after a ⟦MEDICAL|hernia repair⟧, light duties only)
Duty harbour master: ⟦PERSON|Alison Greer⟧, mobile ⟦PHONE|07700 900911⟧"""),

("instagram_dm", """@⟦PERSON|lena.rides⟧: hi! is the Cannondale on your story still available??
@⟪shop_handle|velohaus.berlin⟫: Ja! ⟪listing_price|1.290 €⟫, frame 54, just serviced
@⟦PERSON|lena.rides⟧: can i pay ⟦AMOUNT|400 €⟧ deposit now and the rest on pickup? im ⟦PERSON|Lena Hartmann⟧ btw
@velohaus.berlin: klar. we'll send a PayPal request, which email?
@⟦PERSON|lena.rides⟧: ⟦EMAIL|lena.hartmann@web.de⟧ danke!! pickup sat, i'll bring my boyfriend ⟦PERSON|Tobi⟧ to ride it home"""),

("eld_api_json", """{"driver": {"id": "⟪driver_id|d_77120⟫", "name": "⟦PERSON|Marcus Holloway⟧", "cdl": {"state": "TX", "class": "A"}, "ssn_last4": "⟪masked_ssn|***-**-4471⟫", "phone": "⟦PHONE|+1-214-555-0163⟧", "email": "⟦EMAIL|mholloway@lonestarhaul.com⟧",
  "emergency_contact": {"name": "⟦PERSON|Keisha Holloway⟧", "phone": "⟦PHONE|+1-214-555-0177⟧"}},
 "eld_serial": "⟪eld_serial|PT30-8A1C22F9⟫", "vehicle": {"vin": "⟪vin|$vin2⟫", "odometer_mi": ⟪odometer|412880⟫}, "home_terminal": "⟪terminal_name|Dallas Terminal⟫"}"""),

("postmortem_markdown", """# Postmortem: ⟪incident_id|INC-3120⟫ — matcher OOM
**Date:** 2024-06-15  **Author:** ⟦PERSON|Marta Kowalczyk⟧  **Reviewers:** ⟦PERSON|Wen Li⟧, ⟦PERSON|Ravi Menon⟧
## Impact
For 27 minutes riders in ⟪zone_id|LHR-3⟫ got no matches; ⟪metric_count|1,842⟫ requests failed. Estimated lost GMV ⟪org_revenue_loss|£23,400⟫.
## Root cause
Release ⟪release_tag|v2024.06.14⟫ added the surge cache without a TTL.
## Also found
The heap dump we pulled contained rider PII, e.g. `⟦PERSON|Oluwaseun Adebayo⟧ / ⟦PHONE|+44 7700 900954⟧`. Dump deleted from ⟦IP_ADDRESS|10.12.3.44⟧ and from ⟦PERSON|Wen⟧'s laptop."""),
]

TEXTS += [
("ci_workflow_yaml", """name: deploy-dispatch
on: push
# TODO(⟦PERSON|ines.carvalho⟧): move these into repo secrets before the audit
env:
  NPM_TOKEN: ⟦APIKEY|$npm1⟧
  DD_API_KEY: ⟦APIKEY|$dd1⟧
  NODE_VERSION: "⟪node_version|20.11.1⟫"
jobs:
  deploy:
    runs-on: ⟪runner_label|ubuntu-22.04⟫
    steps:
      - uses: actions/checkout@⟪action_pin_sha|$sha3⟫
      - run: ssh -i deploy_key deploy@⟦IP_ADDRESS|18.133.92.41⟧ './release.sh ${{ github.sha }}'"""),

("support_chat", """Rider ⟦PERSON|Zoe Kaplan⟧ · 10:02  hi I left my wallet in the car last night, trip around 1am from ⟪place_name|Shoreditch⟫
Support bot · 10:02  Sorry to hear that! Please pick the trip from the list.
⟦PERSON|Zoe Kaplan⟧ · 10:04  the one ⟪trip_id|TRP-2024-07-06-55310⟫. it has my licence, about ⟦AMOUNT|£200⟧ cash and my amex ⟦CARD|$amex1⟧ pls dont let anyone use it
Agent ⟦PERSON|Ricardo⟧ · 10:09  I've contacted the driver, ⟦PERSON|Hamza⟧. Please also freeze the card with your bank (and please don't share full card numbers in chat 🙏)
⟦PERSON|Zoe Kaplan⟧ · 10:10  omg sorry. ok. he can drop it at ⟦ADDRESS|31 Wilton Way, London E8 1BG⟧ anytime after 6"""),

("jira_ticket", """[⟪jira_key|FIELD-812⟫] Charger ⟪charger_serial|VG-DC150-00731⟫ stuck on firmware ⟪firmware_version|2.14.7.3⟫
Reporter: ⟦PERSON|Amadou Diallo⟧     Priority: ⟪priority|Major⟫
Site host contact: Mrs ⟦PERSON|Okafor⟧ (⟦PHONE|0117 496 0822⟧) has the plant room keys, alarm code ⟦PASSWORD|2580⟧.
Modem: ⟦IP_ADDRESS|100.81.4.77⟧ (CGNAT, SIM ⟪sim_iccid|8944110068227104477⟫)
Tried: OCPP Reset(Hard), TriggerMessage(BootNotification). Still reporting the old build. Next step: USB flash on site Thursday."""),

("sms_notifications", """SUNCOAST: Hi ⟦PERSON|Dana⟧, your Ford Puma (⟪fleet_plate|GF23 ZKT⟫) is ready in bay 14. Key locker PIN ⟦PASSWORD|604217⟧. Reply STOP to opt out.
SUNCOAST: Return reminder: 18:00 today at ⟪branch_name|Faro Airport⟫. Fuel policy full-to-full.
SUNCOAST: Your deposit of ⟦AMOUNT|€450.00⟧ has been released. Final charge ⟦AMOUNT|€312.80⟧, invoice ⟪invoice_number|SC-INV-559102⟫."""),

("whatsapp_group", """[07:02] ⟦PERSON|Gaz⟧ (Transport Mgr): Morning all. Tacho downloads due Friday, anyone not done it I'll be chasing.
[07:05] ⟦PERSON|Wayne P⟧: done mine
[07:11] ⟦PERSON|Gaz⟧ (Transport Mgr): ⟦PERSON|Kasia⟧ your digicard runs out in Sept, renew it now. New yard gate code from tonight is ⟦PASSWORD|1 9 7 4⟧. Trailer ⟪trailer_number|TR-2291⟫ is off road, nearside tyre.
[07:15] ⟦PERSON|Kasia W⟧: thx ⟦PERSON|gaz⟧ 🙏
[07:20] ⟦PERSON|Wayne P⟧: anyone know a good physio near ⟪depot_name|Bellshill depot⟫? ⟦MEDICAL|sciatica⟧ is killing me after the Aberdeen run"""),

("ad_compliance_summary", """AD COMPLIANCE SUMMARY — fleet ATR 72-600, as of ⟪report_date|2024-06-30⟫
AD ⟪ad_number|2023-0187⟫ (EASA) MLG side brace inspection — all 6 a/c complied, next due ⟪due_interval|12,000 FC⟫
AD ⟪ad_number|2024-0032⟫ PW127M fuel nozzle — ⟪aircraft_registration|G-OBNK⟫ complied WO ⟪work_order|WO-77188⟫; ⟪aircraft_registration|G-OBNL⟫ due ⟪due_date|2024-09-30⟫
SB ⟪service_bulletin|ATR72-32-1121⟫ optional, not embodied.
Ref: EASA SIB ⟪sib_number|2022-06R1⟫, CAME ⟪doc_revision|Rev 4⟫."""),

("customer_email", """Subject: bike fit + e-bike question
Hi there,
I'd like to book a bike fit for my dad, ⟦PERSON|Raymond Foley⟧ (he's 71). He had a ⟦MEDICAL|heart bypass⟧ last year and the cardiologist says an e-bike is fine, nothing too aggressive. He's on ⟦MEDICAL|warfarin⟧ too so we're a bit paranoid about falls.
The ⟪bike_model|Orbea Vibe H30⟫ on your site (⟪listed_price|£2,399⟫) looks about right. Could you call me on ⟦PHONE|0113 496 0527⟧? Evenings are best.
Thanks, ⟦PERSON|Siobhan Foley⟧"""),

("manifest_api_response", """GET /manifest/sailing/⟪sailing_number|CB2210⟫ -> 200 OK
[{"seq":1,"surname":"⟦PERSON|GONZÁLEZ⟧","forename":"⟦PERSON|Inés⟧","dob":"⟦DATE_OF_BIRTH|1996-01-23⟧","doc":"NIE ⟦NATIONAL_ID|$nie1⟧","cabin":"⟪cabin_number|5120⟫"},
 {"seq":2,"surname":"⟦PERSON|BAKER⟧","forename":"⟦PERSON|Thomas⟧","dob":"⟦DATE_OF_BIRTH|1962-08-09⟧","doc":"PP ⟦PASSPORT|$pp_uk2⟧","cabin":"5122","assist":"⟦MEDICAL|COPD⟧, portable oxygen on board"}]"""),

("alert_email", """[FIRING:1] ⟪alert_name|DispatchApiHighLatency⟫ (dispatch-prod)
Labels: instance=⟦IP_ADDRESS|10.42.8.31⟧:9102 job=dispatch-api severity=critical
Annotations: p99 latency ⟪metric_value|4.82s⟫ > 2s for 10m
Runbook: ⟪runbook_url|https://wiki.fleetcore.io/runbooks/api-latency⟫
Assigned: ⟦PERSON|Ravi Menon⟧ (⟦PHONE|+44 7700 900366⟧), escalation ⟦PERSON|Marta Kowalczyk⟧
Silence ID: ⟪silence_id|$uuid3⟫"""),

("reddit_post", """r/LearnerDriversUK · posted by u/⟦PERSON|nervous_nat_22⟧
Failed my 3rd practical today 😭 examiner said "undue hesitation" on the big roundabout by ⟪road_name|Kingsway⟫. I have ⟦MEDICAL|ADHD⟧ and the nerves just take over. my instructor ⟦PERSON|Gary⟧ swears I'm ready. that's ⟦AMOUNT|£62⟧ gone again plus ⟦AMOUNT|£45⟧ for the car hire. tests in ⟪place_name|Chelmsford⟫ booked out til March. any tips??
  ↳ u/⟦PERSON|dvsa_examiner_throwaway⟧: hesitation at roundabouts is super common, practise the approach not the junction itself"""),

("customs_email", """Subject: T1 transit for trailer ⟪trailer_number|TR-5530⟫ – Holyhead tonight
Hi ⟦PERSON|Mairead⟧,
Driver tonight is ⟦PERSON|Piotr Zieliński⟧, mobile ⟦PHONE|+48 601 234 567⟧.
MRN ⟪customs_mrn|24GB7X8R1A2B3C4D5E⟫, our EORI ⟪eori_number|GB123456789000⟫, seal ⟪seal_number|SL0099213⟫. Goods value ⟪consignment_value|€84,300⟫ per the commercial invoice.
⟦PERSON|Piotr⟧ still has to collect his ⟦AMOUNT|€120⟧ cash advance from the office, and he's ⟦MEDICAL|diabetic⟧, so the cab fridge has to be fixed before he leaves.
Thanks, ⟦PERSON|Bartek⟧"""),

("gdpr_request", """To: ⟦EMAIL|privacy@cityhop.app⟧
Subject: Subject Access Request

Under Article 15 GDPR I request a copy of all personal data you hold about me.
Full name: ⟦PERSON|Anneliese Vogt⟧
Account email: ⟦EMAIL|a.vogt@posteo.de⟧
Phone: ⟦PHONE|+49 151 23456789⟧
Address: ⟦ADDRESS|Lindenstraße 42, 10969 Berlin⟧
Please also explain why I was charged ⟦AMOUNT|EUR 89.90⟧ on 4 May for a ride I did not take (⟪trip_id|TRP-2024-05-04-99821⟫)."""),

("ocpi_cdr_json", """{"id":"⟪cdr_id|CDR-NL-VGD-77120019⟫","country_code":"NL","party_id":"⟪ocpi_party_id|VGD⟫",
 "start_date_time":"⟪timestamp|2024-05-21T18:02:11Z⟫","end_date_time":"2024-05-21T18:49:40Z",
 "cdr_location":{"evse_uid":"⟪evse_id|NL*VGD*E00913*1⟫","connector_id":"1","power_type":"DC"},
 "total_energy":⟪energy_kwh|38.217⟫,"tariffs":[{"id":"⟪tariff_id|T-DC-PEAK⟫"}],
 "last_updated":"2024-05-21T18:50:02Z"}"""),

("markdown_table", """| Name | Staff no | Course | Result | Notes |
|---|---|---|---|---|
| ⟦PERSON|Kieran Doyle⟧ | ⟪staff_id|E10442⟫ | Human Factors recurrent (⟪course_code|HF-REC-24⟫) | PASS | |
| ⟦PERSON|Agnieszka Lis⟧ | ⟪staff_id|E10517⟫ | EWIS | PASS | |
| ⟦PERSON|Tunde Bakare⟧ | ⟪staff_id|E10533⟫ | ATR72 B1 type | FAIL, retake ⟪course_date|2024-08-12⟫ | ⟦MEDICAL|colour vision deficiency⟧ flagged by OH |
| ⟦PERSON|Sam O'Neill⟧ | E10601 | Fuel tank entry | PASS | |"""),

("rental_waiver_form", """Rental waiver — ⟪org_name|Coastal Cycle Hire⟫    Booking ⟪booking_ref|CCH-3310⟫
Full name: ⟦PERSON|Matteo Bianchi⟧
DOB: ⟦DATE_OF_BIRTH|30.11.1994⟧
Mobile: ⟦PHONE|+39 347 555 1290⟧
Emergency contact: ⟦PERSON|Giulia Rossi⟧ ⟦PHONE|+39 333 555 0871⟧
Medical conditions we should know about: ⟦MEDICAL|bee sting allergy⟧, carries an ⟦MEDICAL|EpiPen⟧
Deposit held: ⟦AMOUNT|€150⟧ on card ⟦CARD|$visa2⟧ exp 04/26 CVV ⟦CVV|905⟧
Bike: ⟪rental_bike_id|E-MTB #07⟫, helmet M"""),

("api_docs_markdown", """## Authentication
Send your key in the header:

    Authorization: Bearer ⟪example_key|<YOUR_API_KEY>⟫

Sandbox example:

    curl -H "x-api-key: ⟪example_key|tk_test_xxxxxxxxxxxxxxxx⟫" https://api.trackfleet.dev/v1/vehicles

> ⚠️ note from ⟦PERSON|Sunil⟧: the token below is PROD, remove before we publish!!

    curl -H "Authorization: Bearer ⟦APIKEY|$jwt2⟧" "https://api.trackfleet.io/v1/vehicles?fleet=⟪fleet_id|FL-0042⟫"

Rate limit: ⟪rate_limit|600 req/min⟫ per key."""),

("crm_notes", """CRM notes — account ⟪account_id|ACC-4419021⟫
12/06 09:14 (⟦PERSON|Ayesha⟧) Cust ⟦PERSON|Derek Whitlock⟧ called re ⟦AMOUNT|$112.40⟧ airport fare, says route was padded. ID verified with DOB ⟦DATE_OF_BIRTH|Aug 3 1958⟧ + card ⟪masked_card|xxxx0934⟫.
12/06 09:20 (⟦PERSON|Ayesha⟧) partial refund ⟦AMOUNT|$38.00⟧ issued. Cust is ⟦MEDICAL|hard of hearing⟧, use SMS/email only: ⟦EMAIL|dwhitlock58@aol.com⟧."""),

("pcn_letter", """Dear Ms ⟦PERSON|Ferreira⟧,
We have received Penalty Charge Notice ⟪pcn_number|LB91234567⟫ from ⟪org_name|London Borough of Camden⟫ for ⟪fleet_plate|YH22 OLP⟫ on ⟪offence_date|14/05/2024⟫ at 15:42, during your rental ⟪rental_agreement_no|RA-6692018⟫.
Under clause 9.3 we have transferred liability to you and charged an admin fee of ⟦AMOUNT|£35.00⟧ to your card ending ⟪masked_card|•••• 7739⟫.
Renter details on file: ⟦PERSON|Catarina Ferreira⟧, ⟦ADDRESS|Rua do Almada 118, 4050-036 Porto, Portugal⟧, ⟦EMAIL|catarina.ferreira@sapo.pt⟧"""),

("vts_sms", """VTS HUMBER: Pilot ⟦PERSON|Jakub Lewandowski⟧ board ⟪vessel_name|MV Baltic Aurora⟫ at ⟪pilot_station|Spurn⟫ 0330, ⟪draught|9.8m⟫ draught, to ⟪berth_number|Immingham EIT 2⟫. Launch from ⟪place_name|Grimsby⟫ 0245. Ack on ⟦PHONE|07700 900358⟧."""),

("terraform_tfvars", """# terraform/envs/prod/terraform.tfvars
region              = "⟪aws_region|eu-west-2⟫"
cluster_version     = "⟪k8s_version|1.29⟫"
db_instance_class   = "⟪instance_type|db.r6g.large⟫"
db_master_password  = "⟦PASSWORD|Xq!7rLp2#wNc⟧"
alicloud_access_key = "⟦APIKEY|$ltai1⟧"
alicloud_secret_key = "⟦SECRET|$alisec1⟧"
bastion_allowed     = ["⟦IP_ADDRESS|86.14.203.77⟧/32", "⟪doc_ip|203.0.113.0⟫/24"]
owner               = "⟦PERSON|ines.carvalho⟧"
bastion_ssh_key     = <<EOT
⟦SECRET|$pem_ec1⟧
EOT"""),

("charger_checkin_review", """Check-in by ⟦PERSON|EVdriver_Rhys⟧ · Kia EV6 · ⟪relative_time|2 days ago⟫
Station ⟪station_id|#48213⟫ "⟪site_name|Cefn Coed Services⟫" — 2 of 4 working, stall 3 shows ⟪error_code|E-0x2F⟫. Got ⟪charge_rate|140 kW⟫ on stall 1. Price ⟪tariff|£0.79/kWh⟫, I paid ⟦AMOUNT|£31.60⟧ for 40 kWh by contactless. Rang the helpline ⟦PHONE|0800 048 7720⟧, they reset stall 3 remotely."""),

("supplier_quote_email", """Hi ⟦PERSON|Jenna⟧,
Quote ⟪quote_number|QT-55120⟫ against your WO ⟪work_order|WO-77188⟫:
  P/N ⟪part_number|3214552-2⟫ fuel nozzle, qty 14, ⟪unit_price|USD 2,340.00⟫ ea, lead time 5 days, ⟪condition_code|OH⟫ with ⟪cert_type|EASA Form 1⟫
  Total ⟪quote_total|USD 32,760.00⟫ FCA Miami.
Regards,
⟦PERSON|Carlos Mendoza⟧ | Sales | ⟪org_name|Aerotrade Parts LLC⟫ | ⟦PHONE|+1 305 555 0144⟧ | ⟦EMAIL|cmendoza@aerotradeparts.com⟧"""),
]

TEXTS += [
("price_list", """⟪org_name|SunCoast Car Hire⟫ — Summer tariff 2024 (Faro, Lisbon, Porto)
Group A (Fiat 500 or similar) ...... ⟪daily_rate|€29/day⟫ · ⟪weekly_rate|€175/week⟫
Group C (VW Golf or similar) ....... ⟪daily_rate|€41/day⟫
Young driver surcharge (21–24) ..... ⟪surcharge|€12/day⟫
Excess reduction (SCDW) ............ ⟪insurance_rate|€18/day⟫
One-way fee Faro → Lisbon .......... ⟪one_way_fee|€95⟫
Tariff ⟪tariff_code|SCH-S24-PT⟫, valid ⟪validity_period|01/06–30/09⟫, prices include ⟪vat_rate|23% IVA⟫."""),

("slack_thread", """*⟦PERSON|Brianna Cole⟧* 11:02  can someone re-run the background check for ⟪driver_id|DRV-61822⟫? ⟪org_name|Checkr⟫ rejected it, name mismatch
*⟦PERSON|Luke Tan⟧* 11:05  licence says ⟦PERSON|Jose A. Ramirez⟧ but the app profile has ⟦PERSON|José Ramírez-Ortiz⟧. SSN on file ⟦SSN|$ssn5⟧, DOB ⟦DATE_OF_BIRTH|1986-10-02⟧
*⟦PERSON|Brianna Cole⟧* 11:06  pls dont paste SSNs in slack ⟦PERSON|luke⟧ 😬
*⟦PERSON|Luke Tan⟧* 11:06  oops, deleting. ticket ⟪ticket_id|#BGC-2290⟫"""),

("ocr_condition_report", """VEHICLE CONDITION REPORT          ⟪form_number|No. 0048812⟫
Reg: ⟪fleet_plate|BK72 WNR⟫    Mileage out: ⟪odometer|18,204⟫    Fuel: 4/4
Customer name: ⟦PERSON|Jhon MacLeod⟧
Tel: ⟦PHONE|0131 496 0O71⟧
Damage: N/S rear bumper scuff 40mm (pre-existing, see photo ⟪photo_id|IMG_4471⟫)
Customer signature: ⟦PERSON|J. MacLeod⟧        Staff: ⟦PERSON|Kirsty⟧"""),

("rate_confirmation_email", """Subject: Load ⟪load_number|#88213-B⟫ rate con — Dallas TX → Memphis TN
Driver: ⟦PERSON|Marcus Holloway⟧, truck ⟪truck_number|#227⟫, cell ⟦PHONE|+1-214-555-0163⟧
Rate: ⟪linehaul_rate|$1,850.00⟫ all-in, detention ⟪detention_rate|$50/hr⟫ after 2 hrs.
Quick pay to carrier ⟪org_name|Lone Star Haul LLC⟫, ⟪mc_number|MC-1122334⟫.
Driver lumper reimbursement ⟦AMOUNT|$175.00⟧ (receipt attached), pay to the driver direct.
— ⟦PERSON|Tasha Greene⟧, ⟦EMAIL|tgreene@bluelinebrokerage.com⟧"""),

("timesheet_csv", """emp,name,week,hours,ot_hours,ot_pay,notes
⟪employee_number|E10517⟫,⟦PERSON|Agnieszka Lis⟧,⟪week_number|2024-W27⟫,40,6,⟦AMOUNT|£243.00⟧,
E10533,⟦PERSON|Tunde Bakare⟧,2024-W27,32,0,⟦AMOUNT|£0.00⟧,off sick Tue (⟦MEDICAL|gastroenteritis⟧)
E10601,⟦PERSON|Sam O'Neill⟧,2024-W27,40,12,⟦AMOUNT|£486.00⟧,"""),

("google_review", """⟦PERSON|Marcus Lee⟧ ★★★★★  "Saved my commute"
Snapped my derailleur hanger on the way to work and ⟦PERSON|Big Tony⟧ at the counter fitted a new one in 20 mins. Charged me ⟦AMOUNT|£18⟧ incl. the part. Legend.
  Owner reply (⟪org_name|Hackney Wheelworks⟫, ⟪reply_date|3 weeks ago⟫): Thanks ⟦PERSON|Marcus⟧! ⟦PERSON|Tony⟧ says hi 👋"""),

("lost_property_form", """LOST PROPERTY REPORT — ⟪org_name|Solent Island Ferries⟫
Sailing: ⟪sailing_number|RY1530⟫ Ryde → Portsmouth, ⟪travel_date|Sat 13 July⟫
Name: ⟦PERSON|Harriet Lowe⟧
Address: ⟦ADDRESS|2 Chine Avenue, Shanklin, Isle of Wight PO37 6AQ⟧
Phone: ⟦PHONE|01983 555014⟧
Item: navy rucksack with my ⟦MEDICAL|Ventolin⟧ inhaler and my ⟦MEDICAL|epilepsy⟧ tablets inside — urgent please
Reference given: ⟪lost_property_ref|LP-24-0713-07⟫"""),

("sentry_event", """Sentry event ⟪event_id|$uuid4⟫ — TypeError: Cannot read properties of undefined (reading 'lat')
  at DispatchMap.render (map.tsx:211)
request:
  url: https://ops.fleetcore.io/dispatch/board?zone=⟪zone_id|MAN-1⟫
  headers:
    Cookie: connect.sid=⟦SECRET|$cookie1⟧; theme=dark
    X-Forwarded-For: ⟦IP_ADDRESS|92.40.175.12⟧
user: {id: ⟪user_id|u_1182⟫, email: ⟦EMAIL|dispatcher.kelly@fleetcore.io⟧, username: ⟦PERSON|rkelly⟧}
release: ⟪release_tag|ops-ui@3.7.0⟫"""),

("installation_booking", """Installation booking — ⟪org_name|WattHome Installs⟫, job ⟪job_number|WH-20931⟫
Customer: ⟦PERSON|Rajesh Pillai⟧ · ⟦PHONE|+44 7700 900245⟧
Install address: ⟦ADDRESS|58 Beech Grove, Harrogate HG2 0ET⟧
Charger: ⟪product_model|Zappi 7kW untethered⟫, serial ⟪serial_number|ZP7-2241908⟫
Deposit paid ⟦AMOUNT|£250⟧ · balance ⟦AMOUNT|£724⟧ on completion
Wi-Fi for commissioning: ⟪wifi_ssid|BT-Hub6-7XQF⟫ / ⟦PASSWORD|mango-tree-4417⟧"""),

("voice_dictation", """Dictation ⟪recording_id|rec_0719_02⟫: "Note for ⟦PERSON|Priya⟧'s file. Lesson eleven with ⟦PERSON|Daniel Osei⟧, ninety minutes, dual carriageway and bay parking, mirrors much better. He mentioned he's started ⟦MEDICAL|sertraline⟧ for ⟦MEDICAL|anxiety⟧ and it makes him drowsy in the mornings so move him to afternoons. His mum ⟦PERSON|Grace⟧ paid ⟦AMOUNT|two hundred and ten pounds⟧ cash for the next block, receipt ⟪receipt_number|1147⟫. Call her back on ⟦PHONE|zero seven seven zero zero nine double zero three one eight⟧." """),

("accident_report", """VEHICLE ACCIDENT REPORT      Ref ⟪accident_ref|AR-2024-031⟫
Our driver: ⟦PERSON|Stuart Bell⟧, DOB ⟦DATE_OF_BIRTH|21 April 1971⟧, licence held 31 yrs
Vehicle: ⟪fleet_plate|SV19 KLA⟫ Volvo FH 500, trailer ⟪trailer_number|TR-3307⟫
Third party: ⟦PERSON|Morag Duncan⟧, ⟦ADDRESS|7 Kirk Wynd, Falkirk FK1 1HT⟧, ⟦PHONE|07700 900172⟧, insured with ⟪org_name|Caledonian Mutual⟫
Injuries: third party complained of ⟦MEDICAL|whiplash⟧, taken to ⟪hospital_name|Forth Valley Royal⟫ as a precaution.
Police attended, incident ⟪police_incident_number|PS-20240611-1187⟫."""),

("it_access_request", """IT ACCESS REQUEST     ⟪request_id|RITM0048812⟫
Requester: ⟦PERSON|Agnieszka Lis⟧ (⟦EMAIL|a.lis@skylarkmro.com⟧)
System: AMOS ⟪software_version|24.04⟫ production, role ⟪role_code|CERT_STAFF_B1⟫
Justification: B1 licence issued, copy attached
Temporary password (set by IT): ⟦PASSWORD|Amos!Lis0724⟧
MFA seed if the QR code won't scan: ⟦SECRET|$totp2⟧
Approved: ⟦PERSON|Gavin Rusk⟧"""),

("bike_registration", """BIKE REGISTRATION CERTIFICATE
Owner: ⟦PERSON|Callum Reid⟧
Address: ⟦ADDRESS|12 Marchmont Crescent, Edinburgh EH9 1HN⟧
Contact: ⟦EMAIL|callum.reid@gmx.co.uk⟧ / ⟦PHONE|0131 496 0419⟧
Make/model: ⟪bike_model|Specialized Allez Sport⟫, red
Frame number: ⟪frame_serial|WSBC604123456K⟫     Marking ID: ⟪marking_id|BR-77X-20931⟫
Registered: ⟪registration_date|03/05/2022⟫"""),

("marketing_email", """Hi ⟦PERSON|Nkechi⟧,
Good news: you've earned ⟦AMOUNT|£10⟧ ride credit because ⟦PERSON|Chinedu⟧ took his first trip with your code ⟪referral_code|RIDE-7QX2⟫. Your credit balance is now ⟦AMOUNT|£25.50⟧.
Credits expire ⟪expiry_date|31/12/2024⟫. Terms: ⟪terms_url|cityhop.app/terms/referrals⟫
Unsubscribe: ⟪unsubscribe_token|u=8f2a1c9e⟫"""),

("pull_request_review", """PR ⟪pr_number|#2417⟫ "Add Telegram alerts for stuck dispatches" — review by ⟦PERSON|ines.carvalho⟧

```diff
+ TELEGRAM_TOKEN = "⟦APIKEY|$tgbot2⟧"
+ CHAT_ID = ⟪telegram_chat_id|-1001882134567⟫
+ requests.post(f"https://api.telegram.org/bot{TELEGRAM_TOKEN}/sendMessage", json=payload, timeout=5)
```
> ⟦PERSON|Ines⟧: please don't hardcode the token, it's now in the history forever (⟪commit_sha|$sha4⟫). Revoke it and read it from env.
> ⟦PERSON|Tariq⟧: 🤦 on it"""),

("refund_letter", """Dear Mr ⟦PERSON|Van den Broeck⟧,
Following your complaint ⟪complaint_ref|CMP-2024-00731⟫ about duplicate session charges in April, we will refund ⟦AMOUNT|€64,20⟧ to ⟦IBAN|$iban_be1⟧ within 10 working days.
Kind regards,
⟦PERSON|Els Wouters⟧, Customer Care, ⟪org_name|Laadpunt Vlaanderen⟫
⟦PHONE|+32 2 555 01 44⟧"""),

("near_miss_report", """Near miss ⟪near_miss_id|NM-0412⟫ — quay 3, reach stacker ⟪equipment_id|RS-07⟫
Reported by: ⟦PERSON|Kofi Mensah⟧ (supervisor)
Involved: ⟦PERSON|Darren Platt⟧ (lasher) stepped into the lane, no contact. ⟦PERSON|Darren⟧ was checked by the first aider ⟦PERSON|Ruth⟧; he said he'd taken ⟦MEDICAL|codeine⟧ for toothache this morning so he was stood down for the shift."""),

("kyc_service_log", """kyc-service ⟪timestamp|2024-08-02T10:44:19+05:30⟫ verify_start booking=⟪booking_ref|ZR-BLR-55121⟫ name="⟦PERSON|Sneha Kulkarni⟧" doc=aadhaar number="⟦NATIONAL_ID|$aadhaar1⟧" phone=⟦PHONE|+91 98450 12345⟧ ip=⟦IP_ADDRESS|49.207.183.22⟧
kyc-service 2024-08-02T10:44:21+05:30 verify_ok score=⟪match_score|0.97⟫ provider=⟪org_name|VeriKYC⟫ latency_ms=2040
kyc-service 2024-08-02T10:44:22+05:30 deposit_hold amount=⟦AMOUNT|INR 5,000⟧ card=⟪masked_card|XXXXXXXXXXXX1182⟫"""),

("invitation_letter", """To whom it may concern,
This is to confirm that Mr ⟦PERSON|Arjun Mehta⟧, passport no. ⟦PASSPORT|$pp_in2⟧, date of birth ⟦DATE_OF_BIRTH|12 December 1985⟧, employed by ⟪org_name|Deccan Aero Services⟫ as a licensed aircraft engineer, will attend engine shop visit training at our facility from ⟪training_dates|9 to 20 September 2024⟫. All costs including accommodation are covered by us.
⟦PERSON|Helen Carter⟧, Training Manager, ⟪org_name|Fenland Aero Engines⟫, ⟦PHONE|01632 960771⟧"""),
]

TEXTS += [
("tax_export_csv", """# 1099-NEC export, tax year 2023 — ⟪org_name|CityHop Mobility Inc.⟫ — CONFIDENTIAL, do not email this file
payee_name,tin,tin_type,address,box1_nonemployee_comp
"⟦PERSON|Kwame Asante⟧",⟦SSN|$ssn3⟧,SSN,"⟦ADDRESS|4417 N Kedzie Ave Apt 2B, Chicago, IL 60625⟧",⟦AMOUNT|$41,882.17⟧
"⟦PERSON|Darnell Brooks⟧",⟦SSN|$ssn9⟧,SSN,"⟦ADDRESS|918 W 63rd St, Chicago, IL 60621⟧",⟦AMOUNT|$28,410.90⟧
"⟦PERSON|Yesenia Morales⟧",⟦SSN|$ssn12⟧,SSN,"⟦ADDRESS|2713 S Trumbull Ave, Chicago, IL 60623⟧",⟦AMOUNT|$36,005.44⟧
"⟪org_name|Windy City Cab Co⟫",⟪org_ein|36-4918227⟫,EIN,"⟪business_address|1200 W Lake St, Chicago, IL 60607⟫",⟪org_payment_total|$118,200.00⟫"""),

("fraud_review_notes", """FRAUD REVIEW ⟪case_id|FR-2024-1182⟫ — card testing on the rental checkout
Between 02:10 and 02:26 UTC, 14 bookings from ⟦IP_ADDRESS|185.220.101.47⟧ and ⟦IP_ADDRESS|2a0b:f4c2:2::1⟧ tried pre-auths with different cards. Full PANs kept in this restricted doc only:
- ⟦CARD|$visa4⟧ exp 11/26 CVV ⟦CVV|114⟧ — declined; issuer confirmed stolen from ⟦PERSON|Maria Lopes⟧
- ⟦CARD|$mc2⟧ exp 03/25 CVV ⟦CVV|730⟧ — ⟦AMOUNT|€1.00⟧ auth approved, then voided
- ⟦CARD|$disc1⟧ exp 07/27 CVV ⟦CVV|552⟧ — declined
Accounts created: ⟦EMAIL|qwerty.rent77@proton.me⟧, ⟦EMAIL|rentfast.k9@tutanota.com⟧
Device fingerprint ⟪device_fingerprint|fp_8c2e91ab47⟫, BIN range ⟪bin_range|414720–414799⟫. Blocked by WAF rule ⟪waf_rule_id|R-3312⟫."""),

("crew_wage_remittance", """Crew wages — ⟪vessel_name|MV Northern Tern⟫ — ⟪pay_period|August 2024⟫ — remittance list for ⟪bank_name|Nordea⟫
| Crew | Rank | Net wage | IBAN | National ID |
|---|---|---|---|---|
| ⟦PERSON|Iker Etxeberria⟧ | C/E | ⟦AMOUNT|EUR 7 900.00⟧ | ⟦IBAN|$iban_es1⟧ | DNI ⟦NATIONAL_ID|$dni2⟧ |
| ⟦PERSON|Camille Roux⟧ | 3/E | ⟦AMOUNT|EUR 3 980.00⟧ | ⟦IBAN|$iban_fr1⟧ | NIR ⟦NATIONAL_ID|$nir1⟧ |
| ⟦PERSON|Aleksi Virtanen⟧ | Bosun | ⟦AMOUNT|EUR 3 410.00⟧ | ⟦IBAN|$iban_fi1⟧ | HETU ⟦NATIONAL_ID|$hetu1⟧ |
| ⟦PERSON|Zuzanna Wiśniewska⟧ | Cadet | ⟦AMOUNT|EUR 1 250.00⟧ | ⟦IBAN|$iban_pl1⟧ | PESEL ⟦NATIONAL_ID|$pesel2⟧ |
Total remitted ⟪org_payroll_total|EUR 16 540.00⟫ from owner account ⟪org_bank_account|Nordea 6021.05.88213⟫"""),
]
