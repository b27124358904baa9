# -*- coding: utf-8 -*-
"""English texts for blind92.  Each entry: (kind, marked_text).
Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES[name]."""

TEXTS = []

TEXTS += [
("whatsapp_surf_booking", """[⟪chat_timestamp|07/06/24, 08:12⟫] ⟦PERSON|Tamsin Pengelly⟧: morning! is the 10am lesson still on for sat? theres 3 of us, me + my 2 nephews
[⟪chat_timestamp|07/06/24, 08:19⟫] ⟪org_name|Swell Street Surf School⟫: Hi ⟦PERSON|Tamsin⟧ yes running at ⟪place_name|Fistral North⟫, swell looks 2-3ft. Booking ref ⟪booking_ref|SSS-24-0611⟫. Deposit of ⟦AMOUNT|£54.00⟧ came through, balance ⟦AMOUNT|£81.00⟧ on the day
[⟪chat_timestamp|07/06/24, 08:21⟫] ⟦PERSON|Tamsin Pengelly⟧: amazing. the younger one ⟦PERSON|Alfie⟧ has ⟦MEDICAL|asthma⟧, he'll bring his ⟦MEDICAL|blue inhaler (salbutamol)⟧ is that ok??
[⟪chat_timestamp|07/06/24, 08:24⟫] ⟪org_name|Swell Street Surf School⟫: totally fine, just tell the instructor when ⟦PERSON|Alfie⟧ arrives. Any q's ring the hut on ⟦PHONE|01637 852 441⟧
[⟪chat_timestamp|07/06/24, 08:25⟫] ⟦PERSON|Tamsin Pengelly⟧: cheers!! my mob is ⟦PHONE|07841 226 039⟧ if the tide thing changes"""),

("scuba_medical_webform", """DIVER MEDICAL QUESTIONNAIRE - online submission #⟪form_submission_id|48213⟫
Dive centre: ⟪org_name|Blue Hollow Divers⟫, ⟪place_name|Dahab⟫
Full name: ⟦PERSON|Oluwaseun Adeyemi-Clarke⟧
Date of birth: ⟦DATE_OF_BIRTH|19/02/1986⟧
Passport no.: ⟦PASSPORT|$pp_uk1⟧
Home address: ⟦ADDRESS|Flat 3, 27 Kingsdown Parade, Bristol BS6 5UE⟧
Mobile: ⟦PHONE|+44 7932 418 660⟧   Email: ⟦EMAIL|seun.adeyemiclarke@outlook.com⟧
Q3 Asthma, wheezing or chest tightness? YES - ⟦MEDICAL|exercise-induced asthma, last attack 2019⟧
Q7 Currently taking prescription medication? YES - ⟦MEDICAL|sertraline 50mg daily⟧
Q9 Ear or sinus surgery? NO
Physician sign-off required: yes (form ⟪form_version|RSTC 2020-v3⟫)
Emergency contact: ⟦PERSON|Abimbola Adeyemi⟧ (sister) ⟦PHONE|+44 7480 551 207⟧"""),

("balloon_booking_email", """From: ⟪org_name|Skylark Balloon Flights⟫ <⟦EMAIL|flights@skylarkballoons.co.uk⟧>
To: ⟦EMAIL|g.okonkwo-hale@btinternet.com⟧
Subject: Your flight voucher ⟪voucher_code|SKY-7Q4M-22⟫ - sunrise flight, Bath launch

Dear Mrs ⟦PERSON|Okonkwo-Hale⟧,

Thank you for booking 2 places on our sunrise flight on ⟪flight_date|Sat 14 Sept 2024⟫. We have taken ⟦AMOUNT|£398.00⟧ from the card ending ⟪masked_card|**** 4471⟫. Passengers must be over 1.4m tall and weigh under ⟪weight_limit|120kg⟫.

Your second passenger, ⟦PERSON|Desmond Hale⟧, mentioned ⟦MEDICAL|a replaced left hip (2021)⟧ - landings can be bumpy so please bring a short note from his GP.

Meeting point: ⟪place_name|Royal Victoria Park⟫, 05:30. Flight line ⟦PHONE|01225 580 914⟧ (live from 04:00 on flight days).

Kind regards,
⟦PERSON|Harriet Moss⟧
Flight Coordinator | ⟪org_name|Skylark Balloon Flights⟫
m: ⟦PHONE|07715 302 887⟧"""),

("skydive_manifest_csv", """# manifest export ⟪export_timestamp|2024-08-03T09:41:07Z⟫  load ⟪load_number|L07⟫  aircraft ⟪aircraft_reg|G-DZKY⟫
jumper_id,name,dob,weight_kg,jump_type,canopy,id_doc,emergency_phone,paid
⟪jumper_id|J-20931⟫,⟦PERSON|Ravi Chandrasekaran⟧,⟦DATE_OF_BIRTH|1991-11-04⟧,82,tandem,⟪canopy_model|Sigma 340⟫,passport ⟦PASSPORT|$pp_in1⟧,⟦PHONE|07956 118 203⟧,⟦AMOUNT|£289.00⟧
⟪jumper_id|J-20932⟫,⟦PERSON|Kasia Wróblewska⟧,⟦DATE_OF_BIRTH|1990-08-12⟧,61,AFF L3,⟪canopy_model|Navigator 260⟫,PESEL ⟦NATIONAL_ID|$pesel1⟧,⟦PHONE|+48 512 904 377⟧,⟦AMOUNT|£310.00⟧
⟪jumper_id|J-20940⟫,⟦PERSON|Dean Fairweather⟧,⟦DATE_OF_BIRTH|1979-03-30⟧,97,fun jump,own rig,BPA ⟪bpa_membership|BPA 118204⟫,⟦PHONE|07402 663 018⟧,⟦AMOUNT|£32.00⟧
# note: ⟦PERSON|Dean Fairweather⟧ declared ⟦MEDICAL|type 2 diabetes, on metformin⟧ - CI signed off"""),

("kayak_hire_sms", """From ⟦PHONE|07533 840 129⟧: hi is that ⟪org_name|Tarka Paddle Hire⟫? can we get 2 doubles tomoz 9am, names ⟦PERSON|Jonty Ashworth⟧ + ⟦PERSON|Fen Liu⟧
Reply: Hi ⟦PERSON|Jonty⟧ - yep 2 x double sit-on-tops 9am-1pm, ⟪price|£35 per boat per half day⟫. Launch from ⟪place_name|Appledore slipway⟫, ref ⟪booking_ref|TPH-3391⟫
From ⟦PHONE|07533 840 129⟧: perfect. sending the deposit now, ⟦AMOUNT|£20⟧ via bank transfer, ref ⟦PERSON|JONTY⟧
Reply: Got it ta. If you're running late call ⟦PERSON|Bryony⟧ on ⟦PHONE|07990 214 675⟧
From ⟦PHONE|07533 840 129⟧: legend. ps ⟦PERSON|Fen⟧ cant swim v well, ok w buoyancy aid?"""),
]

TEXTS += [
("coasteering_waiver_ocr", """[OCR p1/2 - ⟪scan_filename|waiver_0823_017.pdf⟫]
RISK ACKN0WLEDGEMENT & PARTICIPANT DECLARATI0N
⟪org_name|Pembroke Rock & Swell Coasteering Ltd⟫   Co. reg ⟪company_reg_no|09124471⟫
Participant narne: ⟦PERSON|Gethin Llewellyn-Price⟧
D.0.B: ⟦DATE_OF_BIRTH|02/07/2009⟧     Age on day: 15
Parent/guardian (if under 18): ⟦PERSON|Sian Llewellyn⟧ (mother)
Adress: ⟦ADDRESS|14 Heol y Bryn, Haverfordwest SA61 2QT⟧
Tel: ⟦PHONE|O7816 553 902⟧
Any rnedical conditions? ⟦MEDICAL|Epilepsy - controlled, last seizure 2022⟧ ; ⟦MEDICAL|allergic to wasp stings (carries EpiPen)⟧
Can the participant swim 50m? Y
Signed: ⟦PERSON|S. Llewellyn⟧     Date: ⟪signature_date|23/08/2024⟫
Session: ⟪session_code|CST-AM-0823⟫   Lead guide: ⟦PERSON|Ifan⟧"""),

("env_file_wakeboard", """# cablepark-booking/.env.production   (DO NOT COMMIT - ⟦PERSON|Marco⟧ pls!!)
APP_ENV=production
APP_VERSION=⟪app_version|3.14.2⟫
DATABASE_URL=postgres://cable_app:⟦SECRET|Tr1ck-Ramp!88⟧@⟦IP_ADDRESS|10.40.2.17⟧:⟪port|5432⟫/cablepark
REDIS_URL=redis://:⟦SECRET|kicker-rail-2290⟧@⟦IP_ADDRESS|10.40.2.18⟧:⟪port|6379⟫/0
STRIPE_PUBLISHABLE_KEY=⟪publishable_key|$pk_live1⟫
STRIPE_SECRET_KEY=⟦APIKEY|$stripe_sk1⟧
STRIPE_WEBHOOK_SECRET=⟦SECRET|$whsec1⟧
SENDGRID_API_KEY=⟦APIKEY|$sendgrid1⟧
MAIL_FROM=⟦EMAIL|ride@lakesidecable.ie⟧
ADMIN_EMAIL=⟦EMAIL|marco.brennan@lakesidecable.ie⟧
SENTRY_DSN=⟪sentry_dsn|https://4f1c0a9e2b7d4e33a1c9f0b2d7e8a6c5@o450912.ingest.sentry.io/6711204⟫
TZ=Europe/Dublin"""),

("treetop_incident_report", """INCIDENT REPORT ⟪incident_id|IR-2024-0147⟫ - ⟪org_name|Canopy Trails Adventure Park⟫ (⟪place_name|Thetford Forest⟫)
Date/time: ⟪incident_datetime|18/05/2024 14:52⟫   Course: Red, ⟪course_element|element R-12 "wobbly bridge"⟫
Injured party: ⟦PERSON|Priya Venkataraman⟧, age 34
Home address: ⟦ADDRESS|88 Mill Road, Cambridge CB1 2AW⟧
Contact: ⟦PHONE|07388 014 552⟧ / ⟦EMAIL|priya.v.raman@gmail.com⟧
What happened: guest slipped on wet platform, harness took the load, guest swung into trunk. Reported pain in right wrist.
First aid: ⟦PERSON|Connor Blake⟧ (instructor, FAW cert ⟪certificate_no|FAW-77310⟫) applied splint. Suspected ⟦MEDICAL|distal radius fracture⟧. Guest told us she is ⟦MEDICAL|on warfarin⟧ - bleeding risk passed to paramedics.
Ambulance called 15:01, ⟦PERSON|Priya⟧ taken to ⟪hospital_name|Addenbrooke's⟫.
Refund authorised: ⟦AMOUNT|£42.50⟧ (her ticket) by ⟦PERSON|J. Okafor⟧, duty manager."""),

("sql_seed_staff", """-- seed staff for the Encinitas school, run ONCE  (⟦PERSON|dcortez⟧ ⟪script_date|2024-03-02⟫)
INSERT INTO staff (id, full_name, ssn, dob, email, phone, hourly_rate, bank_routing)
VALUES
 (⟪db_row_id|101⟫, '⟦PERSON|Daniela Cortez⟧', '⟦SSN|$ssn1⟧', '⟦DATE_OF_BIRTH|1994-07-19⟧', '⟦EMAIL|dani.cortez@swamisurfco.com⟧', '⟦PHONE|(760) 436-2841⟧', '⟦AMOUNT|$24.50⟧', '⟪bank_routing_number|122000661⟫'),
 (⟪db_row_id|102⟫, '⟦PERSON|Keoni Kahananui⟧', '⟦SSN|$ssn2⟧', '⟦DATE_OF_BIRTH|2001-01-08⟧', '⟦EMAIL|keonik808@gmail.com⟧', '⟦PHONE|(808) 291-7730⟧', '⟦AMOUNT|$21.00⟧', '⟪bank_routing_number|121042882⟫'),
 (⟪db_row_id|103⟫, '⟦PERSON|Marisol Ybarra⟧', '⟦SSN|$ssn3⟧', '⟦DATE_OF_BIRTH|1988-12-02⟧', '⟦EMAIL|mybarra.surf@yahoo.com⟧', '⟦PHONE|(619) 847-3306⟧', '⟦AMOUNT|$27.75⟧', '⟪bank_routing_number|322271627⟫');
-- TODO: stop storing raw SSNs here, move to the ⟪vendor_name|Gusto⟫ employee id"""),

("nginx_access_log", """⟦IP_ADDRESS|81.174.9.203⟧ - - [⟪log_timestamp|12/Mar/2024:10:22:41 +0000⟫] "GET /book/night-dive?ref=⟪booking_ref|ND-5520⟫ HTTP/1.1" 200 8123 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_3 like Mac OS X)"
⟦IP_ADDRESS|100.72.14.9⟧ - - [12/Mar/2024:10:22:58 +0000] "POST /admin/login?user=⟦PERSON|mhendricks⟧&pw=⟦PASSWORD|Nudibranch#42⟧ HTTP/1.1" 302 0 "-" "curl/⟪software_version|8.4.0⟫"
⟪doc_ip|203.0.113.50⟫ - - [12/Mar/2024:10:23:00 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "uptime-probe"
⟦IP_ADDRESS|2a02:c7c:5b14:a200:7d1e:22ff:fe19:4b03⟧ - - [12/Mar/2024:10:23:17 +0000] "GET /courses/open-water HTTP/2.0" 200 14502 "-" "Mozilla/5.0 (Linux; Android 14)"
⟦IP_ADDRESS|192.168.10.44⟧ - - [12/Mar/2024:10:24:02 +0000] "PUT /api/bookings/⟪booking_id|88412⟫ HTTP/1.1" 204 0 "-" "BlueHollow-POS/⟪app_version|2.9.1⟫"
⟪loopback_ip|127.0.0.1⟫ - - [12/Mar/2024:10:24:05 +0000] "GET /nginx_status HTTP/1.1" 200 97 "-" "-" """),

("balloon_call_transcript", """CALL TRANSCRIPT ⟪call_id|CALL-55190⟫ | ⟪org_name|Cotswold Sky Balloons⟫ reservations | agent: ⟦PERSON|Lydia⟧
Agent: Good morning, ⟪org_name|Cotswold Sky Balloons⟫, ⟦PERSON|Lydia⟧ speaking.
Caller: Hiya, my name's ⟦PERSON|Bernard Achterberg⟧, I've got a voucher from the kids for my 70th.
Agent: Lovely! Can I take the voucher number?
Caller: ⟪voucher_code|CSB-VCH-448120⟫.
Agent: And a contact number in case the flight's weathered off?
Caller: ⟦PHONE|oh seven seven one two, four four nine, three eight one⟧.
Agent: Super. There's a champagne upgrade, that's ⟪price|£45 supplement⟫ per person.
Caller: Go on then. Card is ⟦CARD|$visa4⟧, the three on the back are ⟦CVV|318⟧.
Agent: Thank you, that's ⟦AMOUNT|forty-five pounds⟧ gone through. Anything we should know health-wise?
Caller: I had ⟦MEDICAL|a triple heart bypass in 2019⟧, and I'm about ⟪weight|105 kilos⟫.
Agent: We'll need a GP letter for the bypass. Where shall I post the flight certificate?
Caller: ⟦ADDRESS|The Old Forge, Bourton Road, Moreton-in-Marsh GL56 0BQ⟧."""),

("python_traceback", """Traceback (most recent call last):
  File "/home/⟦PERSON|tfairclough⟧/dz-booking/app/jobs/sync_manifest.py", line ⟪line_number|88⟫, in run
    conn = psycopg2.connect(os.environ["MANIFEST_DB"])
  File "/usr/lib/python3/dist-packages/psycopg2/__init__.py", line 122, in connect
    conn = _connect(dsn, connection_factory=connection_factory, **kwasync)
psycopg2.OperationalError: connection to server at "⟦IP_ADDRESS|172.20.4.11⟧", port ⟪port|5433⟫ failed: FATAL:  password authentication failed for user "manifest_rw"
DEBUG MANIFEST_DB=postgresql://manifest_rw:⟦SECRET|Canopy$wing2024⟧@⟦IP_ADDRESS|172.20.4.11⟧:⟪port|5433⟫/manifest
[job ⟪job_id|7f3e2c⟫] retry 3/5 in 30s, alerting ⟦SECRET|$slack_hook1⟧
[job ⟪job_id|7f3e2c⟫] host ⟪hostname|dz-worker-02⟫ python ⟪software_version|3.11.4⟫"""),

("slack_channel_ops", """#ops-river
⟦PERSON|oisin.mcgrath⟧  ⟪message_time|9:02 AM⟫
morning all, van keys are in the lockbox, code is ⟦PASSWORD|2 7 1 8⟧ (changed yday)
⟦PERSON|Beth Kowalczyk⟧  ⟪message_time|9:05 AM⟫
ta. fyi Mr ⟦PERSON|Dawes⟧ from booking ⟪booking_ref|RVK-1022⟫ paid ⟦AMOUNT|€140⟧ cash, its in the safe (combo ⟦PASSWORD|36-12-08⟧)
⟦PERSON|oisin.mcgrath⟧  ⟪message_time|9:11 AM⟫
also the new card reader (firmware ⟪firmware_version|3.2.17⟫) wants the account pw: ⟦PASSWORD|Liffey-Otter-77⟧ lol dont share
⟦PERSON|Beth Kowalczyk⟧  ⟪message_time|9:13 AM⟫
🙈 deleting that in 5. Customer ⟦PERSON|Noor Haddad⟧ rang, ⟦PHONE|087 614 2290⟧, she's ⟦MEDICAL|38 weeks pregnant⟧ so cancelling, refund ⟦AMOUNT|€65⟧ pls"""),

("coasteering_minutes", """Minutes - guides' meeting, ⟪meeting_date|4 April 2024⟫, ⟪place_name|St Davids⟫ base
Present: ⟦PERSON|Rhodri Evans⟧ (chair), ⟦PERSON|Mali Thomas⟧, ⟦PERSON|Josh Penhaligon⟧, ⟦PERSON|Anwen Jenkins⟧ (notes)
1. Season rota - ⟦PERSON|Rhodri⟧ to circulate by 12/4.
2. Wetsuits: 18 new from ⟪supplier_name|Gul⟫, invoice ⟪invoice_no|INV-30917⟫, total ⟪org_total|£2,340⟫ on the club account.
3. ⟦PERSON|Josh⟧ back after ⟦MEDICAL|ACL reconstruction⟧, physio cleared him for jumps under 5m.
4. Pay: ⟦PERSON|Mali⟧'s day rate goes to ⟦AMOUNT|£145⟧ from May; ⟦PERSON|Anwen⟧ is owed ⟦AMOUNT|£212.40⟧ mileage - pay into ⟦IBAN|$iban_gb1⟧.
5. Tides: spring low ⟪tide_time|06:48⟫ on 10/4 so no Abereiddi sessions that morning.
AOB: on-call phone is now ⟦PHONE|07867 330 415⟧."""),

("stripe_webhook_log", """⟪log_timestamp|2024-07-21 16:04:11⟫ INFO  webhook received ⟪stripe_event_id|evt_1PfK2mL8vQ9xZ3aa⟫ type=charge.succeeded
⟪log_timestamp|2024-07-21 16:04:11⟫ DEBUG verifying signature with ⟦SECRET|$whsec2⟧
⟪log_timestamp|2024-07-21 16:04:11⟫ DEBUG payload={"billing_details":{"email":"⟦EMAIL|aoife.ni.bhriain@gmail.com⟧","name":"⟦PERSON|Aoife Ní Bhriain⟧","phone":"⟦PHONE|+353 86 402 1177⟧"},"card":{"brand":"visa","last4":"⟪card_last4|7304⟫"},"client_ip":"⟦IP_ADDRESS|89.101.57.230⟧","metadata":{"session":"⟪session_slot|cable-2-1600⟫"}}
2024-07-21 16:04:12 INFO  charged ⟦AMOUNT|EUR 45.00⟧ to customer ⟪stripe_customer_id|cus_Qx81LmN0pZ⟫ for 2hr cable pass
2024-07-21 16:04:12 INFO  request_id=⟪request_id|req_9sKd0PqW2mXv⟫ latency_ms=⟪latency_ms|184⟫"""),
]

TEXTS += [
("forum_review_thread", """Re: treetop course nr Leeds - worth it with kids??
Posted by ⟦PERSON|yorkshire_mam_of3⟧ » ⟪post_timestamp|Sun Jun 02, 2024 9:14 pm⟫
Went to ⟪org_name|Highwire Woods⟫ last wknd with my lot. ⟪price|£28 adults / £22 under-16s⟫, parking ⟪price|£4 all day⟫. My eldest ⟦PERSON|Keeley⟧ has ⟦MEDICAL|dyspraxia⟧ and was dreading the zip wire but the staff (shout out ⟦PERSON|Marcus⟧ with the beard!!) were brill with her. ⟪rating|4/5⟫, cafe overpriced.
Posted by ⟦PERSON|DaveOnTheZipline⟧ » ⟪post_timestamp|Mon Jun 03, 2024 7:02 am⟫
Agree re cafe lol. Black course is proper hard, 11m up. Glad ⟦PERSON|Keeley⟧ enjoyed it 👍"""),

("payroll_onboarding_form", """GULF BREEZE PADDLE CO. - NEW HIRE FORM (seasonal)          page 1 of 2
Legal name: ⟦PERSON|Tyler J. Broussard⟧          Preferred: ⟦PERSON|TJ⟧
SSN: ⟦SSN|$ssn4⟧          DOB: ⟦DATE_OF_BIRTH|03/22/2002⟧
Home address: ⟦ADDRESS|4417 Bayou Vista Dr, Pensacola, FL 32507⟧
Cell: ⟦PHONE|850-312-7764⟧
Position: kayak guide / rental desk   Start: ⟪start_date|05/20/2024⟫   Rate: ⟦AMOUNT|$15.75/hr⟧
Direct deposit routing ⟪bank_routing_number|063107513⟫ (Regions)
Allergies / conditions for our first-aid file: ⟦MEDICAL|severe shellfish allergy⟧
Emergency contact: ⟦PERSON|Renee Broussard⟧ ⟦PHONE|850-776-0931⟧
HR use only: I-9 verified by ⟦PERSON|K. Delacroix⟧, form rev ⟪form_version|2023-09⟫"""),

("liveaboard_manifest_md", """## MV ⟪vessel_name|Sea Sparrow⟫ - Raja Ampat 10 nights, dep ⟪departure_date|2024-11-03⟫

| Cabin | Guest | Passport | Nationality | Nitrox | Notes |
|---|---|---|---|---|---|
| ⟪cabin_no|C2⟫ | ⟦PERSON|Annika Steinhoff⟧ | ⟦PASSPORT|$pp_de1⟧ | DE | y | ⟦MEDICAL|seasick - scopolamine patch⟧ |
| ⟪cabin_no|C2⟫ | ⟦PERSON|Lukas Steinhoff⟧ | ⟦PASSPORT|$pp_de2⟧ | DE | y | - |
| ⟪cabin_no|C5⟫ | ⟦PERSON|Haruto Mizuno⟧ | ⟦PASSPORT|$pp_jp1⟧ | JP | n | vegetarian |
| ⟪cabin_no|M1⟫ | ⟦PERSON|Chloé Lefèvre⟧ | ⟦PASSPORT|$pp_fr1⟧ | FR | y | ⟦MEDICAL|penicillin allergy⟧ |

Cruise director: ⟦PERSON|Wayan Sudarsa⟧ (sat phone ⟪sat_phone_imei|300234065218770⟫)"""),

("yaml_pilot_roster", """# roster.yaml  season 2024  (last edit ⟪git_commit|$sha1⟫)
pilots:
  - name: ⟦PERSON|Gareth Pryce⟧
    phone: "⟦PHONE|+44 7823 550 190⟧"
    medical_expiry: ⟪medical_cert_expiry|2025-03-31⟫
    notes: "⟦MEDICAL|must wear corrective lenses⟧"
  - name: ⟦PERSON|Sophie Marchetti⟧
    phone: "⟦PHONE|+44 7391 004 826⟧"
    medical_expiry: ⟪medical_cert_expiry|2024-12-15⟫
envelopes:
  - reg: ⟪balloon_reg|G-CKXP⟫
    model: ⟪balloon_model|Cameron Z-315⟫
    hours: 412
  - reg: ⟪balloon_reg|G-OBFT⟫
    model: ⟪balloon_model|Ultramagic N-425⟫
chase_crew_whatsapp: "⟦PERSON|Dylan⟧ ⟦PHONE|07464 118 325⟧\""""),

("voicemail_transcript", """Voicemail (auto-transcribed) from ⟦PHONE|+44 7918 240 663⟧ | ⟪call_duration|0:47⟫ | ⟪received_at|Thu 11:36⟫
"Hi, it's ⟦PERSON|Mo Siddiqui⟧, calling about my tandem on Sunday, booking ⟪booking_ref|TDM-4471-B⟫. Just wanted to check, I'm on ⟦MEDICAL|apixaban⟧ after a ⟦MEDICAL|DVT⟧ in January, is that gonna be a problem? I've already paid the ⟦AMOUNT|two hundred and sixty quid⟧ so let me know. Ring me back on ⟦PHONE|oh seven nine one eight, two four oh, six six three⟧ or drop me an email, ⟦EMAIL|mo.siddiqui@proton.me⟧. Cheers."
"""),

("tariff_price_list", """RIVERSIDE SUP & KAYAK HIRE - 2024 TARIFF (⟪price_list_version|v2.3⟫)
Solo SUP: 1hr ⟪price|£18⟫ | 2hr ⟪price|£28⟫ | half day ⟪price|£40⟫
Double kayak: 1hr ⟪price|£24⟫ | half day ⟪price|£52⟫
Canadian canoe (3 seats): ⟪price|£60 half day⟫
Groups of 6+: 10% off with code ⟪promo_code|PADDLE10⟫
Open ⟪opening_hours|09:00-18:00⟫, last hire out 16:30. Wetsuit hire ⟪price|£6⟫.
Satnav: ⟪business_postcode|HR9 6BL⟫ (⟪place_name|Symonds Yat East⟫)"""),
]

TEXTS += [
("instagram_dm", """@⟦PERSON|lulu.rides.waves⟧: heyy do u still do the womens surf weekend?? saw it on ur story
@⟪org_handle|saltwater_sisters_surf⟫: hiya! yes ⟪event_dates|21-22 Sept⟫, ⟪price|£165 incl board + wetsuit⟫. want me to pencil u in?
@⟦PERSON|lulu.rides.waves⟧: yes pls!! its me and my mate ⟦PERSON|Georgie Platt⟧. I'm ⟦PERSON|Lucy Amankwah⟧ btw, number is ⟦PHONE|07725 903 148⟧
@⟪org_handle|saltwater_sisters_surf⟫: done ✅ ⟦PERSON|Lucy⟧ + ⟦PERSON|Georgie⟧. Deposits via the link in bio"""),

("dive_log_export_json", """{
  "export": {"app": "DiveMate", "version": "⟪app_version|5.0.3⟫", "generated": "⟪export_timestamp|2024-09-09T18:20:44Z⟫"},
  "diver": {"name": "⟦PERSON|Tomasz Zieliński⟧", "email": "⟦EMAIL|t.zielinski@wp.pl⟧", "device_ip": "⟦IP_ADDRESS|31.61.140.22⟧"},
  "dives": [
    {"no": 212, "site": "⟪dive_site|Blue Hole, Gozo⟫", "max_depth_m": ⟪dive_depth|31.4⟫, "bottom_time": "⟪dive_duration|00:42:10⟫", "gas": "EAN32", "start_bar": ⟪tank_pressure|210⟫, "end_bar": 60},
    {"no": 213, "site": "⟪dive_site|Um El Faroud⟫", "max_depth_m": 34.8, "notes": "ear squeeze on descent, ⟦MEDICAL|pseudoephedrine⟧ before dive 2"}
  ],
  "buddy": "⟦PERSON|Ola Zielińska⟧"
}"""),

("balloon_weights_email", """Subject: passenger weights for Sat flight ⟪flight_ref|FL-0928-AM⟫

Hi ⟦PERSON|Ines⟧,

As requested, weights for our group (we're a hen party!!):
⟦PERSON|Rosie Albright⟧ - ⟪weight|68kg⟫
⟦PERSON|Kerry-Ann Doyle⟧ - ⟪weight|74kg⟫ (⟦MEDICAL|3 months post C-section⟧, hope that's ok?)
⟦PERSON|Becca Lin⟧ - ⟪weight|59kg⟫

Thanks so much, see you at the launch field at ⟪place_name|Ashton Court⟫!
⟦PERSON|Rosie⟧
sent from my iPhone"""),

("slack_dm_2fa", """⟦PERSON|Nadia Petrov⟧ 2:41 PM
hey can u log into the manifest admin for me, i'm stuck at the airfield with no laptop
username ⟦PERSON|npetrov⟧ / pw ⟦PASSWORD|Freefall!Tuesday9⟧
and the authenticator seed if it asks is ⟦SECRET|$totp3⟧
⟦PERSON|Callum Reid⟧ 2:44 PM
ok in. moved ⟦PERSON|Hamish⟧'s AFF level 4 to ⟪load_slot|load 9⟫, refunded him ⟦AMOUNT|£62⟧ for the weather hold
⟦PERSON|Nadia Petrov⟧ 2:45 PM
legend. ill rotate the pw tonight i promise 🙃 (ticket ⟪ticket_id|IT-2291⟫)"""),

("damage_claim_email", """From: ⟦EMAIL|hire@estuarypaddle.nl⟧
To: ⟦EMAIL|jeroen.vdmeer@ziggo.nl⟧
Subject: Schade aan board / damage to board ⟪asset_tag|SUP-BLU-014⟫

Dear ⟦PERSON|Jeroen van der Meer⟧,

On ⟪hire_date|17 August⟫ the inflatable SUP you hired came back with a 9cm tear in the rail. Repair quote from ⟪supplier_name|Red Paddle Co⟫ is ⟪repair_quote|€180⟫; your damage deposit covers part of it, so we will keep ⟦AMOUNT|€100⟧ and ask you to pay the remaining ⟦AMOUNT|€80⟧ to our account, or we refund nothing and close the case.

If you'd rather we refund the deposit and you repair it yourself, reply with your IBAN (we have ⟦IBAN|$iban_nl1⟧ on file from the booking - please confirm that's still right).

Met vriendelijke groet,
⟦PERSON|Saskia Mulder⟧ - ⟪org_name|Estuary Paddle Rentals⟫, ⟪place_name|Zeeland⟫"""),

("docker_compose_yaml", """version: "⟪compose_version|3.9⟫"
services:
  booking:
    image: registry.cablepark.local/booking:⟪image_tag|2024.06.3⟫
    environment:
      - DB_HOST=⟦IP_ADDRESS|172.18.0.5⟧
      - DB_PASSWORD=⟦SECRET|wake-n-bake-0614⟧
      - MAILGUN_KEY=⟦APIKEY|$mailgun1⟧
      - GOOGLE_MAPS_KEY=⟦APIKEY|$google1⟧
      - OPS_CONTACT=⟦EMAIL|siobhan.k@wakeparkgalway.ie⟧
    ports:
      - "⟪port|8080⟫:⟪port|8080⟫"
  db:
    image: postgres:⟪image_tag|15.6-alpine⟫
    environment:
      POSTGRES_PASSWORD: ⟦SECRET|wake-n-bake-0614⟧"""),

("treetop_booking_confirmation", """Booking confirmed ✔  ⟪booking_ref|TTA-88213⟫
⟪org_name|Tree Top Trek Ashford⟫ - Junior course, ⟪session_datetime|Sun 28 July, 10:30⟫

Lead booker: ⟦PERSON|Fatima Rahimi⟧, ⟦EMAIL|fatima.rahimi84@hotmail.co.uk⟧
Participants:
  1. ⟦PERSON|Zain Rahimi⟧ - DOB ⟦DATE_OF_BIRTH|14/05/2015⟧ - height 138cm
  2. ⟦PERSON|Layla Rahimi⟧ - DOB ⟦DATE_OF_BIRTH|30/09/2017⟧ - height 121cm (⟦MEDICAL|type 1 diabetic, carries glucose gel⟧)
Paid: ⟦AMOUNT|£46.00⟧ by Apple Pay
Min height for junior course ⟪height_limit|1.2m⟫. Please arrive 20 min early."""),

("telegram_bot_config", """# coast_guides_bot/config.py
BOT_TOKEN = "⟦APIKEY|$telegram1⟧"
ADMIN_CHAT_ID = ⟪chat_id|-1001874402211⟫
WEATHER_API = "https://api.open-meteo.com/v1/marine"   # free, no key
GUIDES = {
    "⟦PERSON|Cerys⟧": "⟦PHONE|+44 7511 402 339⟧",
    "⟦PERSON|Tomos⟧": "⟦PHONE|+44 7940 118 660⟧",
}
SWELL_LIMIT_M = ⟪threshold_value|1.8⟫
BOT_VERSION = "⟪app_version|0.4.1⟫"
"""),

("surf_camp_invoice", """FATURA / INVOICE Nº ⟪invoice_no|FT 2024/0418⟫
⟪org_name|Ericeira Surf Lodge Lda⟫ - NIPC ⟪company_tax_id|514 237 890⟫
Cliente: ⟦PERSON|Benedikt Haas⟧, ⟦ADDRESS|Gollierstraße 41, 80339 München⟧
Período: ⟪stay_dates|08/06 - 15/06/2024⟫

Surf camp 7 nights (dorm)          ⟪line_item_price|€540.00⟫
Board upgrade (7x)                 ⟪line_item_price|€35.00⟫
IVA 6%                             ⟪tax_amount|€34.50⟫
Total paid by client               ⟦AMOUNT|€609.50⟧

Pago por transferência de ⟦IBAN|$iban_de1⟧ em ⟪payment_date|01/06/2024⟫. Obrigado!"""),

("github_actions_log", """Run ./scripts/deploy_site.sh
  env:
    AWS_REGION: ⟪cloud_region|eu-west-2⟫
+ echo "deploying skylark-web@⟪git_commit|$sha2⟫"
deploying skylark-web@⟪git_commit|$sha2⟫
+ export AWS_ACCESS_KEY_ID=⟦APIKEY|$aws_akid1⟧
+ export AWS_SECRET_ACCESS_KEY=⟦SECRET|$aws_secret1⟧
+ aws s3 sync ./public s3://⟪s3_bucket|skylark-balloons-www⟫ --delete
upload: public/index.html to s3://⟪s3_bucket|skylark-balloons-www⟫/index.html
##[warning]secrets echoed by set -x, ask ⟦PERSON|hmoss⟧ to rotate
Job finished in ⟪duration|1m 12s⟫"""),
]

TEXTS += [
("dive_refund_dispute_email", """From: ⟦PERSON|Craig Whitlock⟧ <⟦EMAIL|craigwhitlock71@bigpond.com⟧>
To: ⟦EMAIL|reservations@coralcoastdive.com.au⟧
Subject: RE: RE: refund for cancelled reef trip ⟪booking_ref|CCD-20417⟫

Mate, it's been 3 weeks. The boat was cancelled for engine trouble on ⟪trip_date|9 March⟫, not weather, so your own T&Cs (⟪terms_clause|clause 7.2⟫) say full refund. I paid ⟦AMOUNT|AUD 389⟧ for me and my son ⟦PERSON|Riley⟧ and you've refunded ⟦AMOUNT|$120⟧. Still owed ⟦AMOUNT|$269⟧.

> On 26 Mar, ⟦PERSON|Jess⟧ at ⟪org_name|Coral Coast Dive⟫ wrote:
> Hi ⟦PERSON|Craig⟧, sorry for the delay, our accounts person is away. We'll process the balance by Friday.

⟦PERSON|Craig⟧
⟦PHONE|0412 774 920⟧"""),

("sms_reminders_batch", """[SMS OUT ⟪sms_batch_id|batch 7731⟫ - ⟪org_name|Skydive Northumbria⟫]
to ⟦PHONE|+447700 811204⟧: Hi ⟦PERSON|Ellie⟧, reminder: tandem Sat ⟪slot_time|08:30⟫. Bring photo ID. Reply STOP to opt out
to ⟦PHONE|+447853 226190⟧: Hi ⟦PERSON|Arjun⟧, reminder: AFF ground school Sat ⟪slot_time|09:00⟫. Bring photo ID. Reply STOP to opt out
to ⟦PHONE|+447419 005372⟧: Hi ⟦PERSON|Gráinne⟧, your balance of ⟦AMOUNT|£179⟧ is due before jumping. Pay at ⟪short_url|sdn.uk/pay⟫
delivered 3/3, cost ⟪sms_cost|£0.12⟫"""),

("dive_briefing_notes", """DIVE BRIEFING - ⟪dive_site|Ras Mohammed / Shark Reef⟫ - boat ⟪vessel_name|Blue Horizon II⟫
Entry ⟪briefing_time|09:40⟫ from the mooring, drift with the current towards ⟪dive_site|Yolanda Reef⟫.
Max depth ⟪dive_depth|25 m⟫, turn pressure ⟪tank_pressure|100 bar⟫, safety stop 3 min at 5 m.
Current ⟪current_speed|1-2 knots⟫ N-S. Vis 25m+. Water ⟪water_temp|26°C⟫.
Buddy teams as on the whiteboard. DSMB per team. Pick-up by RIB ⟪rib_callsign|Zodiac 2⟫.
Emergency O2 in the saloon, VHF ch ⟪vhf_channel|16⟫."""),

("cctv_request_ticket", """Ticket ⟪ticket_id|#4471⟫  ·  priority: normal  ·  channel: web form
Requester: ⟦PERSON|Anouk de Wit⟧ (⟦EMAIL|anouk.dewit@kpnmail.nl⟧)
Subject: CCTV footage of my fall on the kicker

Hi, I crashed on the big kicker at your cable park on ⟪incident_date|Saturday 3rd Aug⟫ around 15:20 and ended up with ⟦MEDICAL|a torn rotator cuff⟧. My insurer (⟪insurer_name|Allianz⟫ claim ⟪insurance_claim_no|CLM-99-447120⟫) is asking for the footage. My BSN if needed: ⟦NATIONAL_ID|$bsn1⟧.

--- internal note (⟦PERSON|Ciarán⟧): cam ⟪camera_id|CAM-04⟫ retains 30 days, exported clip, sent via WeTransfer. DPO ok'd."""),

("staff_rota_csv", """week,day,name,role,mobile,course
⟪iso_week|2024-W31⟫,Mon,⟦PERSON|Kyle Ferns⟧,instructor,⟦PHONE|07551 302 188⟧,red
⟪iso_week|2024-W31⟫,Mon,⟦PERSON|Dorota Lis⟧,instructor,⟦PHONE|07388 540 761⟧,black
⟪iso_week|2024-W31⟫,Mon,⟦PERSON|Sam Oyelaran⟧,rescue lead,⟦PHONE|07942 663 105⟧,all
⟪iso_week|2024-W31⟫,Tue,⟦PERSON|Kyle Ferns⟧,instructor,⟦PHONE|07551 302 188⟧,junior
⟪iso_week|2024-W31⟫,Tue,⟦PERSON|Abby Nuttall⟧,till,⟦PHONE|07818 227 049⟧,-
# rope access kit check: ⟪equipment_batch|batch KJ-2204⟫ due ⟪inspection_date|09/08⟫"""),

("insurance_claim_form", """PERSONAL ACCIDENT CLAIM - ⟪insurer_name|Harbour Mutual⟫ - policy ⟪policy_no|HM-ADV-004517⟫ (held by ⟪org_name|Gower Coasteering Co⟫)
Claimant: ⟦PERSON|Bethan Morgan-Rees⟧
National Insurance number: ⟦NATIONAL_ID|$nino1⟧
Date of birth: ⟦DATE_OF_BIRTH|11 October 1993⟧
Address: ⟦ADDRESS|6 Rhyd-y-Defaid Drive, Swansea SA2 8AL⟧
Injury: ⟦MEDICAL|laceration to left shin, 7 stitches⟧, ⟦MEDICAL|tetanus booster given⟧ at ⟪hospital_name|Morriston A&E⟫
Amount claimed: ⟦AMOUNT|£640⟧ (lost earnings 4 days)
Guide on session: ⟦PERSON|Aled⟧   Session ref ⟪session_code|GCC-PM-0716⟫"""),

("bash_history", """  501  ssh ⟦PERSON|jkealoha⟧@⟦IP_ADDRESS|10.0.8.21⟧
  502  cd /var/www/surfschool && git pull
  503  git log -1 --format=%H   # ⟪git_commit|$sha3⟫
  504  mysql -u booking -p'⟦SECRET|LongBoard_99!⟧' -h ⟦IP_ADDRESS|10.0.8.30⟧ surf_prod
  505  export OPENAI_API_KEY=⟦APIKEY|$openai1⟧
  506  python3 tools/reply_bot.py --dry-run --port ⟪port|8765⟫
  507  scp backups/⟪backup_filename|bookings_20240611.sql.gz⟫ ⟦PERSON|jkealoha⟧@⟦IP_ADDRESS|100.91.3.44⟧:~/
  508  history -c"""),

("visa_support_letter", """⟪org_name|Lembongan Reef Divers⟫ · Jl. Jungutbatu · Nusa Lembongan, Bali

To: Imigrasi Denpasar
Re: KITAS sponsorship - dive instructor

We confirm that ⟦PERSON|Siobhan Carragher⟧, born ⟦DATE_OF_BIRTH|23 January 1990⟧, Irish passport no. ⟦PASSPORT|$pp_ie1⟧, has been offered the position of PADI Staff Instructor from ⟪contract_start|1 December 2024⟫ at a monthly salary of ⟦AMOUNT|IDR 14.500.000⟧. Her home address is ⟦ADDRESS|22 Seafield Crescent, Clontarf, Dublin 3, D03 W2K8⟧.

Company NIB ⟪company_tax_id|9120305871234⟫.
Signed, ⟦PERSON|I Made Suartana⟧, Director"""),

("messenger_group_chat", """Chase Crew 🎈🚐
⟦PERSON|Pete Lumley⟧: landed in a field of cows behind ⟪place_name|Little Wittenham⟫ lol, farmer not thrilled
⟦PERSON|Kez⟧: omw. what3words?
⟦PERSON|Pete Lumley⟧: ⟪what3words|///tidy.lamp.fruit⟫
⟦PERSON|Kez⟧: 10 min. ⟦PERSON|Ola⟧ bring the landowner gift bottle
⟦PERSON|Ola Brennan⟧: got it. also passenger Mrs ⟦PERSON|Jacobs⟧ went a bit grey on landing, says she has ⟦MEDICAL|low blood pressure⟧, sat her in the van w water
⟦PERSON|Pete Lumley⟧: good call. flight ⟪flight_ref|FL-0914-PM⟫ logged, ⟪flight_duration|58 min⟫"""),
]

TEXTS += [
("t4_payroll_email", """Hi ⟦PERSON|Marie-Ève⟧,

For your T4 we still need your SIN - the one on file looks like a typo. Can you confirm it's ⟦NATIONAL_ID|$sin1⟧? Your 2024 gross from the rafting & kayak season was ⟦AMOUNT|CAD 18,420.50⟧ (pay stubs in the staff portal, employer no. ⟪employer_account_no|RP 0001⟫ isn't yours, ignore that line).

Thanks,
⟦PERSON|Doug Ferreira⟧, office manager
⟪org_name|Ottawa River Paddle Co.⟫ · ⟦PHONE|613-646-2250⟧"""),

("google_form_responses_csv", """Timestamp,Full name,Email,Phone,Any injuries or conditions?,Class
⟪form_timestamp|2024/05/11 7:02:15 PM GMT+1⟫,⟦PERSON|Harpreet Kaur⟧,⟦EMAIL|harpreetk.yoga@gmail.com⟧,⟦PHONE|07463 229 801⟧,⟦MEDICAL|lower back pain - L4/L5 disc⟧,SUP yoga sunrise
⟪form_timestamp|2024/05/11 8:44:03 PM GMT+1⟫,⟦PERSON|Imogen Wareham⟧,⟦EMAIL|imo.wareham@icloud.com⟧,⟦PHONE|07920 553 116⟧,none,SUP yoga sunset
⟪form_timestamp|2024/05/12 6:10:51 AM GMT+1⟫,⟦PERSON|Ffion Rhys⟧,⟦EMAIL|ffionrhys@live.co.uk⟧,,⟦MEDICAL|12 weeks pregnant⟧,SUP yoga sunrise"""),

("phone_booking_note", """NOTE on booking ⟪booking_ref|CTA-55102⟫ (taken by phone, ⟪note_timestamp|11/07 16:22⟫, ⟦PERSON|Shannon⟧)
cust ⟦PERSON|Gregor McAllister⟧ wants 4x adult high ropes Sat, card details below bc the online thing kept failing:
⟦CARD|$mc1⟧ exp ⟪card_expiry|04/26⟫ cvv ⟦CVV|772⟧
charged ⟦AMOUNT|£139.80⟧ manually on the PDQ, auth code ⟪auth_code|06624B⟫
!! SHRED THIS NOTE after (PCI) !!"""),

("payment_receipt", """Receipt from ⟪org_name|Loch Lomond Kayak Hire⟫
Receipt #⟪receipt_no|2210-4417⟫   ⟪payment_datetime|22 Jun 2024, 10:14⟫
Billed to ⟦PERSON|Ewan Drummond⟧ · ⟦EMAIL|ewan.drummond@btopenworld.com⟧
2 x Double kayak, 4 hrs
Amount paid: ⟦AMOUNT|£96.00⟧
Card: ⟪masked_card|Mastercard •••• 7044⟫
Questions? Reply to this email or call ⟦PHONE|01389 751 262⟧."""),

("zapier_webhook_json", """{
  "name": "New balloon booking -> Google Sheet + SMS",
  "trigger": {"app": "Bookeo", "event": "booking.created", "account": "⟪org_account_id|bk-acct-55012⟫"},
  "steps": [
    {"app": "Webhooks by Zapier", "url": "⟦SECRET|$zapier_hook1⟧"},
    {"app": "Google Sheets", "spreadsheet": "⟪spreadsheet_id|1aXb93KdQ0pLm7ZtR5yvW2eN8uC4sF6gH⟫"},
    {"app": "Twilio", "account_sid": "⟪twilio_account_sid|$twilio_ac1⟫", "auth_token": "⟦SECRET|$twilio_token1⟧", "from": "⟦PHONE|+441481 420 099⟧"}
  ],
  "owner": "⟦EMAIL|hazel@valeballoons.gg⟧"
}"""),

("w9_contractor_form", """Form W-9 (Rev. ⟪form_version|March 2024⟫) - Request for Taxpayer Identification Number
1 Name: ⟦PERSON|Travis Lee Hendershot⟧
2 Business name: (blank)
3 Federal tax classification: Individual/sole proprietor
5 Address: ⟦ADDRESS|2209 Cessna Way, Apt 4, Lodi, CA 95242⟧
Part I  Social security number: ⟦SSN|$ssn5⟧
Requester: ⟪org_name|Delta Skydive Center LLC⟫, EIN ⟪employer_ein|94-3117205⟫
Note from ops: ⟦PERSON|Travis⟧ packs tandem reserves, paid ⟦AMOUNT|$18 per pack⟧, 1099 at year end."""),

("shopify_app_config", """# dive-shop-sync / settings.toml
[shopify]
shop = "⟪shop_domain|deepblue-dive-supplies.myshopify.com⟫"
admin_token = "⟦APIKEY|$shopify1⟧"
api_version = "⟪api_version|2024-04⟫"

[notify]
owner_email = "⟦EMAIL|lars.holm@deepblue-dive.dk⟧"
sms_to = "⟦PHONE|+45 28 91 44 06⟧"
low_stock_threshold = 3   # e.g. SKU ⟪sku|REG-APEX-XTX50⟫"""),

("google_review_reply", """★★☆☆☆  ⟦PERSON|Chris P.⟧ - ⟪review_date|2 weeks ago⟫
"Guide was great but they wouldn't let my daughter jump because of her ⟦MEDICAL|grommets⟧. Should have been told when booking."

Response from the owner:
Hi ⟦PERSON|Chris⟧, sorry to hear that. With ⟦MEDICAL|grommets⟧ in, water entry from height can push water through the eardrum - it's in our FAQ and booking T&Cs (⟪terms_clause|section 4⟫). We've refunded her place (⟦AMOUNT|£49⟧) back to your card. - ⟦PERSON|Llinos⟧, ⟪org_name|Anglesey Coasteering⟫"""),

("direct_debit_mandate", """SEPA DIRECT DEBIT MANDATE  -  Mandate ref ⟪mandate_ref|WKB-MBR-000872⟫
Creditor: ⟪org_name|Wakeboard Park Hamburg-Ost GmbH⟫, Creditor ID ⟪sepa_creditor_id|DE98ZZZ09999999999⟫
Debtor name: ⟦PERSON|Jannik Oberländer⟧
Address: ⟦ADDRESS|Wandsbeker Chaussee 118, 22089 Hamburg⟧
IBAN: ⟦IBAN|$iban_de3⟧    BIC: ⟪bic|HASPDEHHXXX⟫
Season membership, monthly ⟦AMOUNT|€39.90⟧ from 01.05.2024
Place, date: Hamburg, ⟪signature_date|28.04.2024⟫     Signature: ⟦PERSON|J. Oberländer⟧"""),

("router_config_dump", """! treetop-hq edge router  (exported ⟪export_timestamp|2024-04-02 08:00⟫)
hostname ⟪hostname|tth-edge-01⟫
interface wan0
 ip address ⟦IP_ADDRESS|82.68.41.130⟧ ⟪netmask|255.255.255.248⟫
interface lan0
 ip address ⟦IP_ADDRESS|192.168.50.1⟧ ⟪netmask|255.255.255.0⟫
 dhcp-pool size 100 lease ⟪dhcp_lease|86400⟫
wifi ssid "TreeTop-Staff" psk "⟦PASSWORD|Squirrel-Bridge-2024⟧"
wifi ssid "TreeTop-Guest" open
admin user ⟦PERSON|rwhitcombe⟧ secret ⟦PASSWORD|Acorn!Admin55⟧
ntp server ⟪ntp_server|0.uk.pool.ntp.org⟫
! firmware ⟪firmware_version|7.1.4⟫"""),
]

TEXTS += [
("lost_property_log", """LOST PROPERTY - ⟪org_name|Croyde Bay Surf Hire⟫ hut
⟪log_date|03/08⟫  black Dryrobe size M, found by ⟦PERSON|Ollie⟧ at rack 3 - shelf B
⟪log_date|04/08⟫  car key (VW) with blue float - collected by owner Mrs ⟦PERSON|Penrose⟧ (ID checked)
⟪log_date|06/08⟫  child's prescription specs, red frame, tag ⟪lost_item_tag|LP-0612⟫
⟪log_date|07/08⟫  iPhone 13, locked, lockscreen shows "if found call ⟦PHONE|07783 449 201⟧"
Unclaimed items go to ⟪charity_name|Cancer Research shop⟫ after 30 days"""),

("emergency_action_plan", """EMERGENCY ACTION PLAN - ⟪org_name|Porthkerris Divers⟫ (rev ⟪document_version|7⟫, ⟪review_date|Jan 2024⟫)
Suspected DCI: give 100% O2, lie flat, call the coastguard on VHF ⟪vhf_channel|ch 16⟫ or 999.
Hyperbaric chamber (⟪facility_name|DDRC Plymouth⟫): ⟦PHONE|01752 209 999⟧
DAN Europe hotline: ⟦PHONE|+39 06 4211 8685⟧
Duty manager phone: ⟦PHONE|07940 882 615⟧ (⟦PERSON|Mark Tregenza⟧)
Boat skipper: ⟦PERSON|Jenna Rowe⟧ ⟦PHONE|07825 331 470⟧
Nearest A&E: ⟪hospital_name|Royal Cornwall Hospital, Truro⟫ (⟪travel_time|45 min⟫)
O2 kit serial ⟪equipment_serial|OX-2231-DK⟫, checked weekly"""),

("landowner_payments_log", """Landing fee / crop damage payments - Q3  (⟪org_name|Vale of York Balloons⟫)
date       landowner                   farm                      paid          method
⟪payment_date|14/07⟫  ⟦PERSON|Geoff Ainsley⟧              ⟪farm_name|Low Moor Farm⟫              ⟦AMOUNT|£30⟧           cash + bottle
⟪payment_date|21/07⟫  Mrs ⟦PERSON|Hilary Thwaite⟧  ⟪farm_name|Thwaite Grange⟫             ⟦AMOUNT|£150⟧          BACS (barley damage)
⟪payment_date|02/08⟫  ⟦PERSON|D. Raine⟧                   ⟪farm_name|Raine's Dairy⟫             ⟦AMOUNT|£25⟧           cash
Q3 total ⟪org_total|£215⟫ - coded to ⟪ledger_code|6120⟫"""),

("k8s_secret_yaml", """apiVersion: v1
kind: Secret
metadata:
  name: manifest-api
  namespace: ⟪k8s_namespace|dz-prod⟫
  annotations:
    owner: "⟦EMAIL|ops@skydiveeastcoast.com⟧"
type: Opaque
stringData:
  JWT_SIGNING_SECRET: "⟦SECRET|$django1⟧"
  SERVICE_TOKEN: "⟦APIKEY|$jwt4⟧"
  TWILIO_API_KEY: "⟦APIKEY|$twilio_sk1⟧"
  TLS_KEY: |
⟦SECRET|$pem1⟧
# image digest sha256:⟪image_digest|$sha256_1⟫"""),

("race_entry_list", """⟪event_name|Thames SUP Sprint 2024⟫ - ENTRY LIST (⟪document_status|provisional⟫)
Bib | Name | DOB | Club | Class
⟪bib_number|101⟫ | ⟦PERSON|Harvey Okoro⟧ | ⟦DATE_OF_BIRTH|07/03/2008⟧ | ⟪club_name|Richmond Canoe Club⟫ | U18 12'6
⟪bib_number|102⟫ | ⟦PERSON|Elspeth Graham⟧ | ⟦DATE_OF_BIRTH|22/11/1975⟧ | ⟪club_name|Kingston Royals⟫ | V40 14'
⟪bib_number|103⟫ | ⟦PERSON|Matteo Russo⟧ | ⟦DATE_OF_BIRTH|15/06/1999⟧ | unattached | Open 14'
Race office: ⟦EMAIL|entries@thamessup.org.uk⟧"""),

("gp_fitness_letter", """⟪practice_name|Harbourside Medical Practice⟫, Dr ⟦PERSON|A. Nwosu⟧
To whom it may concern,

Re: ⟦PERSON|Callum Fitzpatrick⟧, DOB ⟦DATE_OF_BIRTH|09/04/1997⟧, NHS no. ⟪nhs_number_masked|*** *** 4418⟫

Mr ⟦PERSON|Fitzpatrick⟧ sustained ⟦MEDICAL|a grade 2 MCL sprain of the right knee⟧ at a wakeboard park on 14 June. He completed ⟦MEDICAL|6 weeks of physiotherapy⟧ and is now fit to return to water sports. Fee for this letter ⟪letter_fee|£35⟫ (not NHS).

Yours faithfully"""),

("school_trip_consent_email", """From: ⟦EMAIL|t.adebayo@stbrelades-school.je⟧
To: ⟦EMAIL|bookings@jerseycoasteer.je⟧
Subject: Year 9 trip 18 June - consent forms & medical info

Hi ⟦PERSON|Nicky⟧,
Attached are the 26 consent forms (⟪attachment_name|Y9_consent_batch.pdf⟫). A few things your guides need to know:
- ⟦PERSON|Reuben Le Cornu⟧: ⟦MEDICAL|nut allergy, 2 x EpiPens⟧ in his bag
- ⟦PERSON|Amelia Vibert⟧: ⟦MEDICAL|hearing aids⟧, will remove before water
- ⟦PERSON|Jago Renouf⟧ can't swim well, please keep him on the low jumps
School will pay the invoice (⟪invoice_no|JC-24-118⟫, ⟪org_total|£1,170⟫) from the trips budget.
Thanks, ⟦PERSON|Tunde Adebayo⟧ (Head of PE) - ⟦PHONE|01534 481 200⟧"""),
]

TEXTS += [
("npm_publish_log", """$ cat ~/.npmrc
//registry.npmjs.org/:_authToken=⟦APIKEY|$npm1⟧
$ npm publish --access public
npm notice 📦  @⟪npm_scope|surfcheck⟫/booking-widget@⟪package_version|1.8.0⟫
npm notice package size: ⟪package_size|18.2 kB⟫
npm notice shasum: ⟪shasum|$sha4⟫
npm notice integrity: ⟪npm_integrity|sha512-Qm9v3kR1nq8...X2w==⟫
+ @⟪npm_scope|surfcheck⟫/booking-widget@⟪package_version|1.8.0⟫
$ git config user.email   # ⟦EMAIL|ben.trelawny@surfcheck.io⟧"""),

("instructor_reference_letter", """To whom it may concern,

I am pleased to recommend ⟦PERSON|Kalani Akana⟧, who worked as a PADI Divemaster and then Open Water Scuba Instructor at ⟪org_name|Kona Manta Divers⟫ from 2019 to 2023. ⟦PERSON|Kalani⟧ led over 600 night manta dives with an excellent safety record. Pay on leaving was ⟦AMOUNT|$2,900 a month⟧ plus tips.

Please feel free to contact me on ⟦PHONE|(808) 329-4117⟧ or ⟦EMAIL|keola@konamantadivers.com⟧.

⟦PERSON|Keola Kahale⟧, Owner"""),

("gift_voucher_order_fraud_review", """FRAUD REVIEW - web order ⟪order_id|#10488⟫ - ⟪org_name|Wessex Balloon Co⟫
Product: Anytime flight for 2 (⟪sku|VCH-ANY-2⟫)  value ⟪order_value|£379.00⟫
Cardholder name entered: ⟦PERSON|Natalie Osei⟧
Card: ⟦CARD|$amex1⟧  (risk score ⟪risk_score|82⟫)
Billing: ⟦ADDRESS|45 Lower Redland Road, Bristol BS6 6SR⟧
Shipping: different - ⟪shipping_city|Lagos⟫
IP: ⟦IP_ADDRESS|102.89.33.17⟧ / device ⟪device_fingerprint|fp_81ac93d2⟫
Decision by ⟦PERSON|tgriffiths⟧: CANCEL + refund, emailed cardholder."""),

("passport_scan_ocr", """[OCR - ⟪scan_filename|IMG_4471.jpg⟫ - tandem check-in desk]
REPUBLIC OF KOREA   PASSPORT   여권
Type P   Country code KOR   Passport No. ⟦PASSPORT|$pp_kr1⟧
Surname / 성 ⟦PERSON|KIM⟧
Given names / 이름 ⟦PERSON|MINJI⟧
Date of birth ⟦DATE_OF_BIRTH|14 MAR 1996⟧
Date of expiry ⟪passport_expiry|27 JUN 2031⟫
Authority ⟪issuing_authority|MINISTRY OF FOREIGN AFFAIRS⟫"""),

("airbnb_experience_messages", """⟦PERSON|Valentina⟧ · ⟪message_date|Jul 2⟫
Hi! booked your sunset kayak for the 9th, 4 people. Is it ok if my husband joins? he has ⟦MEDICAL|a prosthetic left leg⟧ but is a strong swimmer

⟦PERSON|Fergus⟧ (Host) · ⟪message_date|Jul 2⟫
Hi ⟦PERSON|Valentina⟧, absolutely, we've had lots of adaptive paddlers. Meet at the slipway by ⟪place_name|Portree harbour⟫, 7:15pm. My number for the day: ⟦PHONE|07712 930 854⟧

⟦PERSON|Valentina⟧ · Jul 3
Perfect. I paid ⟦AMOUNT|€248⟧ in total through the app, do we tip in cash?"""),
]

TEXTS += [
("chargeback_response_email", """Subject: Dispute ⟪dispute_id|dp_1OxT55Kq2vLm⟫ - "service not provided"

Hi team,
Re the chargeback from Mr ⟦PERSON|Lindqvist⟧ (card ⟪masked_card|**** **** **** 0525⟫): he DID jump, load 4 on ⟪jump_date|12 May⟫. Evidence attached: signed waiver, manifest, and the video he bought. He paid ⟦AMOUNT|£329⟧ and the bank has pulled the lot plus a ⟪bank_fee|£15 fee⟫.
His Swedish ID from the waiver is ⟦NATIONAL_ID|$pnr1⟧, DOB ⟦DATE_OF_BIRTH|22 May 1987⟧, matches the passport copy.
Can someone submit before ⟪deadline|31 May⟫? I'm off Tues.
⟦PERSON|Jodie⟧"""),

("mailchimp_export_csv", """Email Address,First Name,Last Name,Tags,MEMBER_RATING,OPTIN_TIME,LEID
⟦EMAIL|sally.trewin@gmail.com⟧,⟦PERSON|Sally⟧,⟦PERSON|Trewin⟧,"surf-lessons,2023",⟪member_rating|3⟫,⟪optin_time|2023-06-14 09:22:10⟫,⟪mailchimp_leid|177234901⟫
⟦EMAIL|jpmorrissey@eircom.net⟧,⟦PERSON|JP⟧,⟦PERSON|Morrissey⟧,"camp",⟪member_rating|2⟫,⟪optin_time|2022-08-01 17:45:03⟫,⟪mailchimp_leid|177235118⟫
⟦EMAIL|bodhi.k@outlook.com⟧,⟦PERSON|Bodhi⟧,,"kids-club",⟪member_rating|5⟫,⟪optin_time|2024-02-29 12:00:41⟫,⟪mailchimp_leid|177236004⟫"""),

("subject_access_request", """Dear Data Protection Officer,

Under Article 15 UK GDPR I request a copy of all personal data ⟪org_name|Lakeland Kayak & SUP Ltd⟫ holds about me, including CCTV, booking history and any notes about my ⟦MEDICAL|epilepsy⟧ that I disclosed at booking.

Name: ⟦PERSON|Hamza Qureshi⟧
Address: ⟦ADDRESS|17 Brantfell Road, Bowness-on-Windermere, LA23 3AE⟧
Email used for bookings: ⟦EMAIL|hamza.q@protonmail.com⟧
Booking refs I know of: ⟪booking_ref|LKS-3301⟫, ⟪booking_ref|LKS-4127⟫

Please respond within one month (by ⟪deadline|12 September 2024⟫).
⟦PERSON|Hamza⟧"""),

("whatsapp_dive_buddies", """[⟪chat_timestamp|14:02⟫] ⟦PERSON|Marta⟧: who's in for the wreck dive Sunday? boat leaves ⟪place_name|Swanage pier⟫ 8am
[⟪chat_timestamp|14:05⟫] ⟦PERSON|Jonesy⟧: me. still on ⟦MEDICAL|antibiotics for the ear infection⟧ tho, finish Friday
[⟪chat_timestamp|14:06⟫] ⟦PERSON|Marta⟧: hmm check w the doc before
[⟪chat_timestamp|14:11⟫] ⟦PERSON|Kwabena⟧: in. ⟦PERSON|Marta⟧ I owe u ⟦AMOUNT|£22⟧ for the fills, sending now
[⟪chat_timestamp|14:12⟫] ⟦PERSON|Marta⟧: ta. my sort code/acc is on the group notes, or just use ⟦IBAN|$iban_gb3⟧"""),

("psql_query_output", """surfco=> SELECT id, customer, card_number, cvv, expires FROM legacy_payments WHERE created < '2019-01-01' LIMIT 3;
  id   |      customer       |     card_number      | cvv | expires
-------+---------------------+----------------------+-----+---------
 ⟪db_row_id|10211⟫ | ⟦PERSON|Gwen Harker⟧         | ⟦CARD|$visa5⟧  | ⟦CVV|640⟧ | ⟪card_expiry|08/19⟫
 ⟪db_row_id|10245⟫ | ⟦PERSON|Roland Fitch⟧        | ⟦CARD|$mc3⟧  | ⟦CVV|119⟧ | ⟪card_expiry|11/20⟫
 ⟪db_row_id|10302⟫ | ⟦PERSON|Abena Mensah-Boateng⟧ | ⟦CARD|$disc1⟧  | ⟦CVV|903⟧ | ⟪card_expiry|02/21⟫
(3 rows)
-- yes this table still exists. dropping it tonight - ⟦PERSON|pnancarrow⟧"""),

("terraform_tfvars", """# envs/prod/terraform.tfvars  - treetop booking platform
region            = "⟪cloud_region|eu-west-1⟫"
instance_type     = "⟪instance_type|t3.small⟫"
db_master_password = "⟦SECRET|R0pe&Harness#2024⟧"
gitlab_token      = "⟦APIKEY|$gitlab1⟧"
hf_token          = "⟦APIKEY|$hf1⟧"    # for the chatbot experiment, ⟦PERSON|Ines Carvalho⟧
allowed_admin_ips = ["⟦IP_ADDRESS|86.12.201.77⟧/32", "⟪doc_ip|198.51.100.0⟫/24"]
tags = { owner = "⟦EMAIL|ines.carvalho@skytrailparks.com⟧", cost_centre = "⟪cost_centre|CC-310⟫" }"""),

("prize_payout_sheet", """⟪event_name|Cable Open Leipzig 2024⟫ - prize money payout (finance)
Rider                  Category      Place  Prize      IBAN
⟦PERSON|Lena Vogt⟧              Women Open    1      ⟦AMOUNT|€750⟧       ⟦IBAN|$iban_de4⟧
⟦PERSON|Milan Horvát⟧           Men Open      1      ⟦AMOUNT|€750⟧       ⟦IBAN|$iban_at1⟧
⟦PERSON|Sem Bakker⟧             Men Open      2      ⟦AMOUNT|€400⟧       ⟦IBAN|$iban_nl2⟧
Total event prize fund ⟪org_total|€3,200⟫ (sponsor ⟪sponsor_name|Red Bull⟫). Transfer ref ⟪transfer_ref|COL24-PRIZE⟫"""),

("voice_note_dictation", """[voice note -> text, guide ⟦PERSON|Tegan Price⟧, ⟪recording_time|16:40⟫]
ok so incident from the afternoon session at ⟪place_name|Stackpole Quay⟫, guest ⟦PERSON|Liam O'Sullivan⟧ jumped from the 6 metre ledge, landed flat, complained of ⟦MEDICAL|back pain and winded⟧, we did the spinal assessment, no numbness, he walked out. told him to get checked. his number is ⟦PHONE|oh eight seven, three three one, nine oh four two⟧ full stop. ⟦PERSON|Huw⟧ was second guide. end of note"""),

("surf_camp_registration_es", """INSCRIPCIÓN / REGISTRATION - ⟪org_name|Somo Surf Camp⟫ (Cantabria) - semana ⟪camp_week|29/07-04/08⟫
Participant 1: ⟦PERSON|Irene Gutiérrez Sáez⟧ - DNI ⟦NATIONAL_ID|$dni1⟧ - ⟦PHONE|+34 612 448 309⟧
Participant 2: ⟦PERSON|Youssef El Amrani⟧ - NIE ⟦NATIONAL_ID|$nie1⟧ - ⟦PHONE|+34 699 102 774⟧
Pagado / paid: ⟦AMOUNT|690 €⟧ (2 pax), bizum from ⟦PHONE|+34 612 448 309⟧
Nivel: intermedio. Talla neopreno: M / L
Alergias: ⟦PERSON|Youssef⟧ - ⟦MEDICAL|alergia a la penicilina⟧"""),
]

TEXTS += [
("met_briefing_notam", """MET & NOTAM BRIEF - balloon ops ⟪briefing_date|Sat 05 Oct⟫ AM
METAR ⟪metar|EGBB 050550Z 20004KT 9999 FEW035 08/06 Q1021⟫
TAF trend: wind backing SE 6-8kt after 0900, inversion ~⟪altitude|1500ft⟫
NOTAM ⟪notam_id|H4471/24⟫: para drop zone active ⟪place_name|Hinton-in-the-Hedges⟫ 0800-SS, avoid
Launch sites: ⟪launch_site|Ryton Pools⟫ (primary), ⟪launch_site|Stoneleigh⟫ (backup)
Fuel: 4 x ⟪fuel_cylinder|CB599⟫ full, 1 at 40%
GO / NO-GO: GO for 06:45 inflation (⟪flight_ref|FL-1005-AM⟫)"""),

("form_1099_summary", """2024 Form 1099-NEC summary - ⟪org_name|Skydive Carolina Coast LLC⟫ (payer TIN ⟪employer_ein|56-2290331⟫)
Recipient: ⟦PERSON|Dominique Arceneaux⟧   TIN (SSN): ⟦SSN|$ssn6⟧
Address: ⟦ADDRESS|118 Pelican Point Rd, Wilmington, NC 28409⟧
Box 1 nonemployee compensation: ⟦AMOUNT|$31,480.00⟧ (videographer, 412 jumps)
Recipient: ⟦PERSON|Brett Kowalski⟧   TIN (SSN): ⟦SSN|$ssn7⟧
Box 1 nonemployee compensation: ⟦AMOUNT|$9,150.00⟧ (packer)
Filed via ⟪vendor_name|Track1099⟫ on ⟪filing_date|01/27/2025⟫"""),

("sentry_error_json", """{
  "event_id": "⟪sentry_event_id|$uuid1⟫",
  "level": "error",
  "release": "⟪release_version|sup-app@2.3.0⟫",
  "exception": {"type": "ValidationError", "value": "phone must be E.164"},
  "user": {"id": "⟪user_id|u_88120⟫", "email": "⟦EMAIL|kirsty.mcallan@gmail.com⟧", "ip_address": "⟦IP_ADDRESS|2a00:23c7:9f10:4c01:c5d3:8e2a:1b4f:70aa⟧", "username": "⟦PERSON|kirstymc⟧"},
  "request": {"url": "https://book.paddlepoint.co.uk/checkout", "data": {"phone": "⟦PHONE|07906 55 21 83⟧", "promo": "⟪promo_code|SUMMERSUP⟫"}},
  "timestamp": "⟪event_timestamp|2024-06-30T11:08:54.212Z⟫"
}"""),

("parent_email_wake_camp", """Hi ⟦PERSON|Conor⟧,

⟦PERSON|Saoirse⟧ is booked on the junior wake camp ⟪camp_week|week of 15 July⟫. Couple of things:
1) she has ⟦MEDICAL|coeliac disease⟧ so no gluten in the packed lunches please
2) she's on ⟦MEDICAL|Ritalin⟧ in the mornings, I'll give it before drop-off
3) I paid ⟦AMOUNT|€295⟧ on the website but got charged twice?? Can you refund one of them to the same card.

Her dad ⟦PERSON|Ronan⟧ will collect on Weds, mobile ⟦PHONE|085 771 3092⟧.

Thanks a million,
⟦PERSON|Gráinne Ó Súilleabháin⟧"""),

("kiosk_payment_log", """[kiosk-03] ⟪log_timestamp|2024-08-11 11:02:17⟫ TXN ⟪transaction_id|T-990131⟫ APPROVED ⟪masked_card|437716******4823⟫ amount ⟪ticket_price|GBP 31.50⟫ (Adult Explorer)
[kiosk-03] 2024-08-11 11:04:50 TXN T-990132 DECLINED ⟪masked_card|5168******1120⟫ code 05
[kiosk-03] 2024-08-11 11:05:12 WARN debug_pan_logging=true  pan=⟦CARD|$mc2⟧ cardholder="⟦PERSON|A SHARMA⟧"
[kiosk-03] 2024-08-11 11:05:13 TXN ⟪transaction_id|T-990133⟫ APPROVED amount ⟦AMOUNT|GBP 63.00⟧ (2 x Adult Explorer, cardholder ⟦PERSON|A SHARMA⟧)
[kiosk-03] config build ⟪build_number|b2217⟫, terminal ⟪terminal_id|TID 40088123⟫"""),

("rental_agreement_no", """UTLEIEAVTALE / RENTAL AGREEMENT - ⟪org_name|Lofoten Kajakk⟫
Leietaker / Renter: ⟦PERSON|Sindre Haugland⟧
Fødselsnummer: ⟦NATIONAL_ID|$fnr1⟧    Født / born: ⟦DATE_OF_BIRTH|17.01.1989⟧
Telefon: ⟦PHONE|+47 915 40 227⟧
Utstyr: 1 x havkajakk ⟪asset_tag|KJ-07⟫, spruttrekk, vest
Leie 3 dager: ⟪rental_price|NOK 1 950⟫, depositum betalt ⟦AMOUNT|NOK 2 000⟧
Kontakt ved nødsituasjon: ⟦PERSON|Ingrid Haugland⟧ ⟦PHONE|+47 922 18 604⟧"""),

("hostel_checkin_brazil", """CHECK-IN ⟪room_no|Room 4 / bed B⟫ - ⟪org_name|Peniche Surf Hostel⟫ - ⟪checkin_date|19/09/2024⟫
Nome: ⟦PERSON|Thiago Nascimento Lopes⟧   CPF: ⟦NATIONAL_ID|$cpf1⟧
Passaporte: (brazilian, didn't have it - used CPF + driving licence)
E-mail: ⟦EMAIL|thiago.nlopes@uol.com.br⟧   WhatsApp: ⟦PHONE|+55 21 99714-3306⟧
5 nights + 3 lessons: ⟦AMOUNT|€285⟧ paid, card
Staff: ⟦PERSON|Inês⟧"""),

("nric_hr_record", """STAFF RECORD - ⟪org_name|Tioman Blue Divers Pte Ltd⟫ (SG office)
Name: ⟦PERSON|Tan Wei Ling⟧ (⟦PERSON|Weiling⟧)
NRIC: ⟦NATIONAL_ID|$nric1⟧
DOB: ⟦DATE_OF_BIRTH|1992-04-27⟧   Mobile: ⟦PHONE|+65 9127 4480⟧
Role: Dive instructor (MSDT), basic ⟦AMOUNT|SGD 3,600⟧/mth
CPF account: employer ref ⟪cpf_employer_ref|201533017K⟫
Medical: ⟦MEDICAL|G6PD deficiency⟧ - noted for first aid"""),

("volunteer_list_festival", """⟪event_name|Bristol Balloon Fiesta⟫ - crew volunteers, Thursday mass ascent
⟦PERSON|Mick Danvers⟧ - ⟦PHONE|07932 006 118⟧ - chase driver (van ⟪vehicle_reg|WU19 KXP⟫)
⟦PERSON|Soraya Haddou⟧ - ⟦PHONE|07453 887 290⟧ - ground crew
⟦PERSON|Ben Hollis⟧ (aka ⟦PERSON|Badger⟧) - ⟦PHONE|07581 224 930⟧ - ground crew, ⟦MEDICAL|bad back, no lifting baskets⟧
Meet at the crew tent by ⟪meeting_point|Gate C⟫ at ⟪meeting_time|05:15⟫. Hi-vis from ⟪crew_tent|tent 12⟫.
Coordinator: ⟦PERSON|Dawn⟧"""),
]

TEXTS += [
("gitlab_ci_variables", """# Settings > CI/CD > Variables  (exported by ⟦PERSON|fmacleod⟧ for the migration, ⟪export_date|2024-10-02⟫)
KEY                      VALUE                                        PROTECTED  MASKED
AWS_ACCESS_KEY_ID        ⟦APIKEY|$aws_akid2⟧                         yes        no
AWS_SECRET_ACCESS_KEY    ⟦SECRET|$aws_secret2⟧     yes        no
ANTHROPIC_API_KEY        ⟦APIKEY|$anthropic1⟧   yes   yes
DEPLOY_HOST              ⟦IP_ADDRESS|18.133.90.41⟧                                yes        no
SLACK_WEBHOOK            ⟦SECRET|$slack_hook2⟧   no   no
PIPELINE_IMAGE           ⟪docker_image|python:3.12-slim⟫                     no         no
# project id ⟪gitlab_project_id|48112093⟫, runner tag ⟪runner_tag|dz-shared⟫"""),

("kayak_rental_fi", """VUOKRASOPIMUS / RENTAL - ⟪org_name|Saimaa Canoe & SUP⟫, ⟪place_name|Puumala⟫
Vuokraaja / renter: ⟦PERSON|Aino Kettunen⟧
Henkilötunnus: ⟦NATIONAL_ID|$hetu1⟧  (syntynyt ⟦DATE_OF_BIRTH|4.9.1995⟧)
Puh: ⟦PHONE|+358 40 771 2094⟧
Kalusto: 2 x SUP (⟪asset_tag|SUP-11⟫, ⟪asset_tag|SUP-12⟫), 2 x liivi
Hinta 2 vrk: ⟪rental_price|120 €⟫ - maksettu ⟦AMOUNT|120,00 EUR⟧ MobilePay"""),

("live_chat_transcript", """Live chat - ⟪org_name|Zip & Climb Adventure Parks⟫ - ⟪chat_session_id|chat_58810⟫
[⟪chat_timestamp|10:02⟫] Visitor: hi i cant log in to change my booking
[⟪chat_timestamp|10:02⟫] ⟦PERSON|Aaliyah⟧ (support): Hi! Can I take the email on the account?
[10:03] Visitor: ⟦EMAIL|d.okafor.lagos@yahoo.com⟧ - its ⟦PERSON|Daniel Okafor⟧
[10:03] Visitor: i tried my usual password ⟦PASSWORD|Chelsea2012!⟧ and it says wrong
[10:04] ⟦PERSON|Aaliyah⟧ (support): Please don't share passwords here 🙂 I've sent a reset link. Booking ⟪booking_ref|ZC-71442⟫ is for Sat 10:00, 2 adults. Want to move it?
[10:05] Visitor: yes to sunday pls. and my son ⟦PERSON|Tobi⟧ has ⟦MEDICAL|sickle cell⟧, is there shade/water stations
[10:06] ⟦PERSON|Aaliyah⟧ (support): Moved to Sun 10:00 ✔ Water fountains at ⟪course_station|platform 1 and 9⟫."""),

("skydive_registration_za", """SKYDIVE ROBERTSON - JUMPER REGISTRATION (⟪form_no|form 0381⟫)
Name: ⟦PERSON|Sipho Dlamini⟧
SA ID no: ⟦NATIONAL_ID|$za1⟧
Date of birth: ⟦DATE_OF_BIRTH|1992/07/19⟧
Cell: ⟦PHONE|082 447 3019⟧   Email: ⟦EMAIL|sipho.dlamini92@gmail.com⟧
Licence: PASA ⟪licence_grade|B-licence⟫, jumps 148
Paid: ⟦AMOUNT|R 1 850⟧ (10-jump ticket block)
Next of kin: ⟦PERSON|Nomsa Dlamini⟧ ⟦PHONE|072 880 1146⟧
Declared: ⟦MEDICAL|mild hypertension, amlodipine 5mg⟧"""),
]
