# blind86 English texts.  ⟦TYPE|value⟧ = span, ⟪kind|value⟫ = decoy, $name = values.VALUES[name]
TEXTS = []

TEXTS += [
("sms_delivery_notice",
 "Hi Mrs ⟦PERSON|Gallagher⟧, this is ⟦PERSON|Ciarán⟧ from ⟪org_name|NorthWest Fuels⟫. ⟪fuel_volume|900L⟫ kero for "
 "⟦ADDRESS|Rathmore House, Ballinode, Co. Monaghan H18 X2K7⟧ booked Thurs between 8-12. Balance due on delivery "
 "⟦AMOUNT|€812.40⟧, card or cash. Order ⟪order_id|NWF-230917⟫. Any probs ring the yard ⟦PHONE|047 81 226⟧ or me ⟦PHONE|087 335 9142⟧"),

("email_with_signature",
 """Subject: Re: Heat pump survey Tuesday

Hi ⟦PERSON|Aoife⟧,

Thanks for coming out Tuesday. As discussed the BER came back as ⟪ber_rating|D1⟫ so we need the attic insulation done first. For the grant form SEAI want the homeowner's PPSN - mine is ⟦NATIONAL_ID|$pps1⟧ and my husband ⟦PERSON|Colm⟧'s is ⟦NATIONAL_ID|$pps2⟧. MPRN is ⟪meter_id|10008416275⟫ if that helps.

Also just so the lads know, ⟦PERSON|Colm⟧ has ⟦MEDICAL|COPD⟧ and is on ⟦MEDICAL|home oxygen⟧, so they can't cut the power to the back bedroom without warning us. Please tell whoever's doing the install that ⟦PERSON|Colm⟧ needs the concentrator running all day.

Quote ref ⟪quote_ref|Q-2024-0418⟫, you said ⟪quote_total|€13,950⟫ before grant.

Thanks a million,
⟦PERSON|Siobhán Kearney⟧
⟦ADDRESS|14 Glenview Park, Ballincollig, Co. Cork P31 W6T2⟧
⟦PHONE|086 204 7731⟧
"""),

("nginx_access_log",
 """⟦IP_ADDRESS|86.44.173.20⟧ - - [⟪timestamp|12/Nov/2024:08:14:02 +0000⟫] "GET /api/v2/jobs?installer=⟦PERSON|kdonnelly⟧ HTTP/1.1" 200 5123 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X)"
⟦IP_ADDRESS|10.40.2.17⟧ - - [12/Nov/2024:08:14:09 +0000] "POST /api/v2/jobs/⟪job_id|HP-88213⟫/photos HTTP/1.1" 201 88 "-" "okhttp/4.12.0"
⟦IP_ADDRESS|100.72.19.201⟧ - - [12/Nov/2024:08:15:47 +0000] "GET /api/v2/sync?token=⟦APIKEY|$ak_jwt1⟧ HTTP/1.1" 200 1404 "-" "ecoheat-sync/⟪app_version|3.8.1⟫"
⟪doc_ip|203.0.113.50⟫ - - [12/Nov/2024:08:16:00 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"
⟦IP_ADDRESS|2a02:8084:4c2:1f80:9d1e:55b0:e2a1:3c0f⟧ - - [12/Nov/2024:08:17:31 +0000] "GET /customer/⟪customer_uuid|$dk_uuid1⟫/invoice.pdf HTTP/2.0" 200 48211 "-" "Mozilla/5.0 (Windows NT 10.0; Win64; x64)"
"""),

("whatsapp_chat",
 """[09/10/2024, 18:02] ⟦PERSON|Gareth⟧ Stoves: Evening, HETAS cert for your install is ⟪cert_number|HETAS-2417705⟫, I'll post it out
[09/10/2024, 18:05] ⟦PERSON|Lucy Penhaligon⟧: Brilliant thank you!! Can you send it to my mums instead, ⟦ADDRESS|Flat 2, 31 Trelawney Road, Falmouth TR11 3LY⟧ - we're staying there while the smell clears
[09/10/2024, 18:06] ⟦PERSON|Gareth⟧ Stoves: no worries. Did you settle the last bit? Shows ⟦AMOUNT|£645⟧ outstanding on mine
[09/10/2024, 18:09] ⟦PERSON|Lucy Penhaligon⟧: Bank transfer this morning ref ⟪invoice_number|INV-3391⟫ 🙂
[09/10/2024, 18:10] ⟦PERSON|Lucy Penhaligon⟧: oh and mum says the smoke set off her ⟦MEDICAL|asthma⟧ a bit, is that normal for first burns?
[09/10/2024, 18:14] ⟦PERSON|Gareth⟧ Stoves: Yep thats the paint curing, windows open for first 3-4 fires. Stove is a ⟪model_number|Clearview Pioneer 400⟫ fyi
"""),

("dotenv_config",
 """# clearflow-booking .env (prod) -- DO NOT COMMIT
APP_ENV=production
APP_URL=https://book.clearflowseptic.co.uk
DB_HOST=⟦IP_ADDRESS|10.12.0.45⟧
DB_PORT=⟪port|5432⟫
DB_USER=⟪service_account|clearflow_app⟫
DB_PASSWORD=⟦PASSWORD|Sludg3-Truck!2024⟧
STRIPE_KEY=⟪publishable_key|$dk_pk_stripe1⟫
STRIPE_SECRET=⟦APIKEY|$ak_stripe1⟧
STRIPE_WEBHOOK_SECRET=⟦SECRET|$sc_whsec1⟧
TWILIO_ACCOUNT_SID=⟪account_sid|$dk_twilio_ac1⟫
TWILIO_AUTH_TOKEN=⟦SECRET|$sc_twilio1⟧
MAIL_FROM=⟦EMAIL|bookings@clearflowseptic.co.uk⟧
ADMIN_EMAIL=⟦EMAIL|t.okafor@clearflowseptic.co.uk⟧
SENTRY_RELEASE=⟪release_version|2.14.0⟫
"""),

("call_transcript",
 """AGENT: Good afternoon, ⟪org_name|Wessex Water Softeners⟫, ⟦PERSON|Priya⟧ speaking.
CALLER: Hi, it's ⟦PERSON|Martin Oduya⟧, you serviced our ⟪brand_name|Kinetico⟫ last spring. Salt's not going down and the water's gone hard again.
AGENT: Oh no. Can I take the address please?
CALLER: ⟦ADDRESS|12 Combe Road, Combe Down, Bath BA2 5HX⟧.
AGENT: Lovely. Earliest is Friday, call-out is ⟪price|£89⟫ plus parts. Can I take a card to secure it?
CALLER: Yeah go on. It's ⟦CARD|$card_v4⟧, and the security code is ⟦CVV|413⟧.
AGENT: Thank you, that's gone through, deposit of ⟦AMOUNT|£30.00⟧ taken. Booking ref ⟪booking_ref|WWS-55102⟫. Shall we text ⟦PHONE|07700 914 382⟧ the morning of?
CALLER: Yes please. Oh - my wife's on ⟦MEDICAL|a low-sodium diet⟧ for her ⟦MEDICAL|high blood pressure⟧, should we even be drinking the softened water?
AGENT: We always recommend a separate hard-water drinking tap for that, the engineer can check yours.
"""),

("python_stack_trace",
 """2024-11-03 06:00:14,882 ERROR heatmon.sync push failed
Traceback (most recent call last):
  File "⟦PERSON|/home/jfarrow⟧/heatmon/app/sync.py", line 88, in push_readings
    resp = client.post(url, json=payload, headers={"Authorization": f"Bearer {token}"})
  File "⟦PERSON|/home/jfarrow⟧/heatmon/venv/lib/python3.11/site-packages/httpx/_client.py", line ⟪line_number|1145⟫, in post
    return self.request("POST", url, json=json, headers=headers)
httpx.HTTPStatusError: Client error '⟪http_status|401 Unauthorized⟫' for url 'https://api.heatmon.io/v2/readings/batch'
Locals at frame push_readings:
    token = '⟦APIKEY|$ak_octopus1⟧'
    user_email = '⟦EMAIL|f.mbeki-ross@outlook.com⟧'
    peer = '⟦IP_ADDRESS|192.168.1.64⟧'
    site = {'id': ⟪site_id|4471⟫, 'unit': '⟪model_number|aroTHERM plus 7kW⟫', 'flow_temp': 45}
"""),

("support_ticket",
 """Ticket ⟪ticket_id|#48817⟫ | Priority: ⟪ticket_priority|P2⟫ | Queue: Rainwater Installs
Opened by: ⟦PERSON|Declan Moss⟧ <⟦EMAIL|declan.moss@harvestrain.ie⟧>
Customer: ⟦PERSON|Bernadette Ní Riain⟧, ⟦ADDRESS|Cnoc na Gaoithe, Spiddal, Co. Galway H91 E2P4⟧, ⟦PHONE|+353 91 553 218⟧

Issue: 5000L underground tank (⟪product_code|GRAF-CAR-5000⟫) pump not priming, toilets not filling. Pump is ⟪model_number|Grundfos SB 3-45⟫.
Customer says last engineer (⟦PERSON|Fergal⟧) left the float switch disconnected. She is ⟦MEDICAL|registered blind⟧ so please phone before arriving, do not rely on text.
Paid deposit ⟦AMOUNT|€350⟧ on ⟪date|02/10/2024⟫, balance ⟦AMOUNT|€2,940⟧ on completion.
"""),

("web_form_submission",
 """New submission: Free Home Energy Assessment request
------------------------------------------------
Full name:        ⟦PERSON|Harriet Oyelaran-Smith⟧
Email:            ⟦EMAIL|hattie.os@btinternet.com⟧
Phone:            ⟦PHONE|01865 407 229⟧
Address:          ⟦ADDRESS|7 Cherwell Drive, Marston, Oxford OX3 0LY⟧
Date of birth:    ⟦DATE_OF_BIRTH|22/04/1951⟧
Eligible benefit: Pension Credit
Anyone in the home with a health condition made worse by the cold? ⟦MEDICAL|Yes - rheumatoid arthritis, on methotrexate⟧
Property type:    Semi-detached, ⟪build_year|1930s⟫, solid wall
How did you hear about us: Leaflet from ⟪org_name|Oxford Warm Homes⟫
Submitted: ⟪timestamp|2024-10-28T19:44:03Z⟫ from ⟦IP_ADDRESS|81.108.215.77⟧
Form id: ⟪form_id|$dk_uuid2⟫
"""),

("price_list",
 """SEASONED HARDWOOD - 2024/25 PRICES (collected / delivered within 10 miles)

| Product                         | Moisture | Collected | Delivered |
|---------------------------------|----------|-----------|-----------|
| Ash & beech, ⟪log_volume|1m³⟫ bulk bag  | <20%     | ⟪price|£110⟫      | ⟪price|£125⟫      |
| Mixed hardwood, ⟪log_volume|1.5m³⟫ crate | ⟪moisture_reading|<18%⟫     | £150      | ⟪price|£170⟫      |
| Kindling net (⟪product_code|KND-3KG⟫)       | kiln dried | £4.50   | -         |
| Heat logs, pack of 10 (⟪product_code|HL-10⟫) | 8%       | £6.99     | -         |

Ready to Burn certified ⟪cert_number|RTB-0419⟫. Prices inc. VAT at ⟪vat_rate|5%⟫. Orders over ⟪price|£300⟫ get free delivery to ⟪town|Hereford⟫ and ⟪town|Leominster⟫.
"""),

("shell_history",
 """  501  ssh ⟦PERSON|rkasprzak⟧@⟦IP_ADDRESS|172.19.4.22⟧
  502  cd /opt/oilroute && git pull
  503  export AWS_ACCESS_KEY_ID=⟦APIKEY|$ak_aws1⟧
  504  export AWS_SECRET_ACCESS_KEY=⟦SECRET|$sc_aws1⟧
  505  aws s3 cp s3://⟪bucket_name|oilroute-manifests⟫/2024-11-18.csv .
  506  psql "postgresql://routeadmin:⟦SECRET|T4nker_Rte#88⟧@⟦IP_ADDRESS|172.19.4.30⟧:⟪port|6432⟫/routes"
  507  docker run --rm oilroute/optimizer:⟪image_tag|1.22.3⟫ --depot ⟪depot_code|MGN-01⟫
  508  curl -s http://⟪loopback|127.0.0.1⟫:8080/health
  509  history | tail
"""),

("invoice",
 """KILNSIDE STOVES LTD                       INVOICE ⟪invoice_number|KS-10482⟫
Unit 4, Ashfield Trading Estate, ⟪town|Kendal⟫   VAT Reg ⟪vat_number|GB 284 1196 53⟫

Bill to: Mr & Mrs ⟦PERSON|D. Holroyd⟧
⟦ADDRESS|Low Fold Barn, Crook Road, Staveley, Kendal LA8 9NH⟧

Supply & fit Charnwood C-Five multifuel stove (⟪product_code|CHW-C5-BLK⟫)   ⟪line_total|£1,695.00⟫
Twin-wall flue system 4.2m                                   ⟪line_total|£780.00⟫
HETAS compliance certificate                                 ⟪line_total|£55.00⟫
Less deposit received ⟪date|14/08/2024⟫                        -⟦AMOUNT|£500.00⟧
BALANCE DUE                                                  ⟦AMOUNT|£2,030.00⟧

Pay by card over the phone on ⟦PHONE|015395 60 114⟧ or BACS.
"""),
]

TEXTS += [
("finance_application",
 """HEATSMART FINANCE - Application #⟪application_id|HSF-77120-B⟫
Installer: ⟪org_name|Granite State Heat Pumps⟫ (dealer ⟪dealer_id|D-0193⟫)
Project: Mitsubishi Hyper-Heat ducted, 3 zones   Contract price: ⟪quote_total|$18,400.00⟫

Applicant: ⟦PERSON|Raymond J. Thibodeau⟧
SSN: ⟦SSN|$ssn1⟧      DOB: ⟦DATE_OF_BIRTH|03/09/1962⟧
Home: ⟦ADDRESS|48 Old Pound Rd, Gilford, NH 03249⟧
Cell: ⟦PHONE|(603) 528-4417⟧   Email: ⟦EMAIL|rthibodeau62@comcast.net⟧
Employer: ⟪org_name|Lakes Region Hospital⟫   Gross annual income: ⟦AMOUNT|$71,500⟧
Co-applicant: ⟦PERSON|Denise Thibodeau⟧   SSN: ⟦SSN|$ssn2⟧   DOB: ⟦DATE_OF_BIRTH|11/27/1964⟧
Requested term: 120 months @ ⟪interest_rate|7.99% APR⟫
Submitted ⟪timestamp|2024-09-14 10:22:51 EDT⟫ from ⟦IP_ADDRESS|73.149.22.180⟧
"""),

("slack_thread",
 """⟪channel_name|#ops-alerts⟫
⟦PERSON|Becky Marsh⟧  ⟪time|9:14 AM⟫
ok who pasted this in #general yesterday 🙃
```
SLACK_BOT_TOKEN=⟦APIKEY|$ak_slack1⟧
ALERT_WEBHOOK=⟦SECRET|$sc_slackhook1⟧
```
rotating both now. @⟦PERSON|tomasz.w⟧ was it the new job-sheet bot?
⟦PERSON|Tomasz Wiśniewski⟧  9:17 AM
guilty 😬 sorry. was testing from my laptop at home (⟦IP_ADDRESS|92.40.187.13⟧ if u need it for the audit log)
⟦PERSON|Becky Marsh⟧  9:18 AM
np. new token goes in the 1Password vault ⟪vault_name|Ops-Shared⟫, NOT slack. bot is pinned to ⟪git_branch|release/2.3⟫ now
"""),

("csv_export",
 """account_ref,name,phone,delivery_address,tank_litres,plan_monthly,last_delivery,notes
⟪customer_account|BP-00417⟫,⟦PERSON|Eamon Walsh⟧,⟦PHONE|0872219904⟧,"⟦ADDRESS|Cloonfad, Ballyhaunis, Co. Mayo F35 K8N2⟧",⟪tank_capacity|1350⟫,⟦AMOUNT|€95.00⟧,2024-10-02,
BP-00418,⟦PERSON|Marguerite Devane⟧,⟦PHONE|094 963 1187⟧,"⟦ADDRESS|4 Church View, Kiltimagh, Co. Mayo F12 TP20⟧",1000,⟦AMOUNT|€70.00⟧,2024-09-19,"dog ⟪pet_name|Bruno⟫ loose - ring first"
BP-00421,⟦PERSON|Joe 'Dinny' Cafferkey⟧,⟦PHONE|0861187342⟧,"⟦ADDRESS|Lisduff, Charlestown, Co. Mayo F12 W9C3⟧",2500,⟦AMOUNT|€140.00⟧,2024-10-11,"⟦MEDICAL|on dialysis Tue/Thu⟧ - deliver Mon/Wed/Fri only"
BP-00430,⟦PERSON|Ann-Marie Golden⟧,⟦PHONE|087 402 6630⟧,"⟦ADDRESS|Apt 6 The Maltings, Castlebar, Co. Mayo F23 X4R1⟧",1000,⟦AMOUNT|€65.00⟧,2024-08-30,
"""),

("yaml_config",
 """# heatmon-edge config  (site: ⟪site_code|LDS-0932⟫)
mqtt:
  broker: ⟦IP_ADDRESS|192.168.50.2⟧
  port: ⟪port|8883⟫
  username: ⟪service_account|edge-gw⟫
  password: ⟦PASSWORD|r4dIat0r-Zone2⟧
  client_id: ⟪client_id|hm-edge-7f3a⟫
modbus:
  host: ⟦IP_ADDRESS|192.168.50.17⟧   # ⟪model_number|Daikin Altherma 3 H HT⟫ controller
  unit_id: 1
cloud:
  endpoint: https://ingest.heatmon.io
  geocode_api_key: ⟦APIKEY|$ak_google1⟧
owner:
  name: ⟦PERSON|Mehmet Arslan⟧
  notify_sms: "⟦PHONE|+44 7412 558 093⟧"
firmware: ⟪firmware_version|4.1.0-rc2⟫
"""),

("meeting_minutes",
 """Harvest Rain Ltd - weekly ops meeting, ⟪date|Mon 4 Nov 2024⟫
Present: ⟦PERSON|Declan Moss⟧ (chair), ⟦PERSON|Grace Adebayo⟧, ⟦PERSON|Fergal Quinlan⟧, ⟦PERSON|Kasia Nowak⟧
Apologies: ⟦PERSON|Liam O'Shea⟧ (⟦MEDICAL|knee surgery⟧, back wk of 18th on light duties)

1. Install backlog 14 jobs. ⟦PERSON|Fergal⟧ to take the two Clare jobs (⟪job_number|J-6610⟫, ⟪job_number|J-6614⟫).
2. ⟦PERSON|Grace⟧ flagged the Spiddal complaint - customer wants her ⟦AMOUNT|€350⟧ deposit back. Agreed refund if not fixed by Fri.
3. ⟦PERSON|Kasia⟧'s probation passed, salary goes to ⟦AMOUNT|€38,500⟧ from December.
4. Van 3 tracker offline since firmware ⟪firmware_version|2.0.7⟫ - ⟦PERSON|Declan⟧ to ring ⟪org_name|Trackline⟫.
Next meeting ⟪date|11 Nov⟫.
"""),

("voicemail_transcript",
 """[Voicemail - received ⟪timestamp|Tue 19 Nov 16:42⟫ - duration ⟪duration|0:51⟫ - auto-transcribed]
"Hi yeah this is ⟦PERSON|Dorothy Pyle⟧ ringing about the septic tank, the alarm's going off on the, the treatment plant thing, the ⟪model_number|Klargester BioDisc⟫. Um, you emptied it in the summer. Could somebody call me back on ⟦PHONE|oh one two nine three, four double six, five one eight⟧, or my son ⟦PERSON|Graham⟧'s mobile which is ⟦PHONE|oh seven eight one two, three three nine, oh four seven⟧. I'm in all day, I don't get out much since my ⟦MEDICAL|hip replacement⟧. Oh and I think I still owe you ⟦AMOUNT|a hundred and twenty pound⟧ from last time, I can pay that when you come. Thanks, bye."
"""),

("dictation_note",
 """Dictation - EPC site visit - assessor ⟦PERSON|Nadia Rahman⟧, accreditation ⟪assessor_accreditation|EES/019934⟫.
Property ⟦ADDRESS|22 Pendle Street, Nelson BB9 7NH⟧, mid-terrace, ⟪build_year|circa 1905⟫, solid brick. Occupier Mr ⟦PERSON|Kevin Lyster⟧, date of birth given as ⟦DATE_OF_BIRTH|14th of June 1948⟧, lives alone, says he only heats the front room because of his ⟦MEDICAL|COPD⟧ and the cost. Combi boiler ⟪model_number|Baxi 600 Combi 2⟫, approx ⟪boiler_age|11 years⟫ old. Loft 100 mil, recommend top-up to 270. Current rating ⟪epc_rating|E 47⟫, potential C 71. He mentioned his daughter ⟦PERSON|Tracey⟧ handles the bills, her number ⟦PHONE|07939 226 015⟧, full stop. Refer to ⟪scheme_name|ECO4⟫ and warm home discount. End of dictation.
"""),

("product_review",
 """★★★★☆  "Fast and clean"
⟦PERSON|Sandra K.⟧ · GB · ⟪review_count|3 reviews⟫
Date of experience: ⟪date|October 22, 2024⟫

Booked ⟪org_name|Clearflow Septic⟫ after our tank backed up on a Sunday. ⟦PERSON|Tunde⟧ and ⟦PERSON|Rob⟧ turned up Monday 8am, emptied the lot, hosed down and even spotted the outlet baffle was cracked. Total was ⟦AMOUNT|£285⟧ which felt fair for a ⟪tank_volume|4000 gallon⟫ tank. Only star off is the phone line ⟦PHONE|0800 046 1190⟧ going to voicemail twice, but they did call back. Would use again!

Reply from ⟪org_name|Clearflow Septic⟫: Thanks ⟦PERSON|Sandra⟧, we'll pass it on to ⟦PERSON|Tunde⟧ and ⟦PERSON|Rob⟧!
"""),

("forum_post",
 """Re: Stove glass blackening on Vogue Midi
Posted by ⟦PERSON|woodsmoke_dave⟧ » ⟪timestamp|Sat Nov 16, 2024 9:21 pm⟫

Had same on mine, turned out the wood wasnt as dry as the seller claimed, meter said ⟪moisture_reading|27%⟫. If anyone in North Yorks wants decent logs PM me, my lad ⟦PERSON|Josh Whitaker⟧ sells kiln dried, ring ⟦PHONE|07593 118 640⟧ (not after 8pm he's got a newborn lol). Also make sure the airwash is fully open on startup.

Stove: ⟪model_number|Stovax Vogue Midi T⟫, 6" liner, fitted ⟪year|2019⟫
__________________
⟦PERSON|Dave⟧ | burning since 1987 | ⟪website|www.yorkslogs.co.uk⟫
"""),

("sql_insert",
 """-- softserve prod: customers table patch 2024-11-07
INSERT INTO customers (id, full_name, email, phone, address, install_date, unit_serial, notes) VALUES
(⟪row_id|10231⟫, '⟦PERSON|Gwen Pritchard⟧', '⟦EMAIL|gwen.pritchard@gmail.com⟧', '⟦PHONE|01291 624 887⟧', '⟦ADDRESS|Ty Gwyn, Shirenewton, Chepstow NP16 6RL⟧', '2019-05-14', '⟪serial_number|HR-S3-0091827⟫', 'resin changed 2023'),
(10232, '⟦PERSON|Alun Bevan⟧', '⟦EMAIL|alun.bevan66@hotmail.co.uk⟧', '⟦PHONE|07811 402 356⟧', '⟦ADDRESS|3 Maes-y-Coed, Caldicot NP26 4HL⟧', '2021-03-02', '⟪serial_number|HR-S3-0133471⟫', '⟦MEDICAL|eczema⟧ - softened water for bath only'),
(10233, '⟦PERSON|Sunita Mehra⟧', '⟦EMAIL|s.mehra@protonmail.com⟧', '⟦PHONE|07385 991 204⟧', '⟦ADDRESS|18 Larkfield Avenue, Chepstow NP16 5PY⟧', '2022-11-21', '⟪serial_number|KIN-PP-558210⟫', 'dog: ⟪pet_name|Biscuit⟫, friendly');
"""),

("direct_debit_mandate",
 """SEPA DIRECT DEBIT MANDATE - ⟪org_name|Midland Oil Supplies Ltd⟫ Budget Plan
Creditor Identifier: ⟪creditor_id|IE12ZZZ304871⟫
Unique Mandate Reference: ⟪mandate_ref|MOS-BP-2024-0872⟫

By signing this mandate form, you authorise (A) Midland Oil Supplies Ltd to send instructions to your bank to debit your account and (B) your bank to debit your account in accordance with those instructions.

Name of debtor: ⟦PERSON|Patrick Mannion⟧
Address: ⟦ADDRESS|Derrylahan, Mountbellew, Co. Galway H53 YR96⟧
IBAN: ⟦IBAN|$iban_ie1⟧
BIC: ⟪bic|AIBKIE2D⟫
Monthly amount: ⟦AMOUNT|€110.00⟧ on the 28th of each month, starting ⟪date|28/11/2024⟫
Signature: ⟦PERSON|P. Mannion⟧      Date: 12/11/2024
"""),

("ocr_business_card",
 """[OCR scan - business card, 2 sides, confidence 0.91]
⟪org_name|ECOTHERM RENEWABLES⟫
⟦PERSON|Ruairí Ó Floinn⟧  MCS | BPEC
Heat Pump Design & Commissioning
M: ⟦PHONE|+353 (0)85 771 4402⟧   T: ⟦PHONE|+353 (0)61 443 900⟧
E: ⟦EMAIL|ruairi@ecotherm-renewables.ie⟧
⟪website|www.ecotherm-renewables.ie⟫
MCS Cert No ⟪mcs_number|NAP-60417⟫ | SEAI Reg ⟪seai_reg|38821⟫
-- reverse --
Scan for a free heat loss survey  [QR]
Unit 9, Raheen Business Park, ⟪town|Limerick⟫
"""),

("product_leaflet",
 """SEPTI-BOOST Monthly Bacterial Treatment - Product Information
Pack: 12 x 40 g sachets (⟪product_code|SB-12⟫)   Barcode ⟪ean_barcode|$dk_ean1⟫
Directions: Flush one sachet down the toilet furthest from the tank each month. Do not use with chlorine bleach.
Safety: Keep out of reach of children. If swallowed, rinse mouth and seek medical advice. Contains subtilisin (⟪cas_number|CAS 9014-01-1⟫) - may cause an allergic skin reaction. Wear gloves if you have sensitive skin.
Not a medicine. Households where someone is taking ⟪drug_name_leaflet|antibiotics⟫ should note that high doses flushed into the system can reduce bacterial activity.
Batch ⟪batch_number|L24-0871⟫   Best before ⟪expiry_date|03/2027⟫
Manufactured for ⟪org_name|EnviroFlow Products Ltd⟫, ⟪town|Warrington⟫.
"""),

("java_stack_trace",
 """2024-11-12 02:00:03.417 ERROR 1 --- [scheduling-1] c.w.o.dispatch.RouteJob : Route build failed for depot ⟪depot_code|ATH-02⟫
org.postgresql.util.PSQLException: Connection to ⟦IP_ADDRESS|10.20.4.11⟧:5432 refused.
    at org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:⟪line_number|342⟫)
    at org.postgresql.Driver.connect(Driver.java:297)
    at com.westoil.dispatch.DataSourceConfig.routeDb(DataSourceConfig.java:41)
Caused by: java.net.ConnectException: Connection refused
    ... 14 common frames omitted
Effective config: spring.datasource.url=jdbc:postgresql://⟦IP_ADDRESS|10.20.4.11⟧:5432/dispatch?user=dispatch_svc&password=⟦SECRET|Kero$ene-Van7⟧&sslmode=require
spring.mail.username=⟦EMAIL|ops-alerts@westoil.co.uk⟧  spring.mail.password=⟦PASSWORD|Tr1angle!Depot⟧
build=⟪build_number|dispatch-5.3.0+b1187⟫ commit=⟪commit_sha|$dk_commit1⟫
"""),

("teams_chat",
 """Microsoft Teams - chat: Install Scheduling (NI)
⟦PERSON|Orla McAleese⟧ 10:02
Lads the connector for the job board keeps failing, here's the webhook if someone can test: ⟦SECRET|$sc_teamshook1⟧
⟦PERSON|Stephen Gault⟧ 10:05
works from here 👍 posted a test card for ⟪job_number|NI-3318⟫
⟦PERSON|Orla McAleese⟧ 10:06
thanks. fyi customer on ⟪job_number|NI-3321⟫ (Mrs ⟦PERSON|Hawthorne⟧, ⟦ADDRESS|9 Rosetta Park, Belfast BT6 0DJ⟧) is ⟦MEDICAL|immunocompromised, on chemo⟧ so masks + overshoes please. Her number is ⟦PHONE|028 9064 1173⟧. Unit is an ⟪model_number|Ecodan PUZ-WM85⟫.
"""),

("email_hr",
 """From: ⟦EMAIL|hr@kilnsidestoves.co.uk⟧
To: ⟦EMAIL|m.zielinski.pl@gmail.com⟧
Subject: Right to work check - documents

Hi ⟦PERSON|Marek⟧,

Thanks for sending these over. For our records I've noted:
 - Passport: ⟦PASSPORT|$pp_pl1⟧ (Poland)
 - PESEL: ⟦NATIONAL_ID|$pesel1⟧
 - Date of birth: ⟦DATE_OF_BIRTH|04/06/1987⟧
 - National Insurance: ⟦NATIONAL_ID|$nino1⟧
Your first day is ⟪date|Monday 25 November⟫, report to the ⟪town|Staveley⟫ yard at 7:30. Payroll will confirm your rate of ⟦AMOUNT|£15.20⟧ an hour separately.

Best,
⟦PERSON|Hannah Birkett⟧
HR & Payroll, ⟪org_name|Kilnside Stoves Ltd⟫
"""),

("new_starter_form",
 """NEW STARTER FORM - ⟪org_name|Peak Stove & Flue Co⟫
Surname: ⟦PERSON|OKONKWO⟧        Forename(s): ⟦PERSON|Chidi Emmanuel⟧
DOB: ⟦DATE_OF_BIRTH|1994-02-08⟧       NI number: ⟦NATIONAL_ID|$nino2⟧
Passport no: ⟦PASSPORT|$pp_uk1⟧ (GBR)
Home address: ⟦ADDRESS|41 Cromford Road, Belper DE56 1EL⟧
Mobile: ⟦PHONE|07454 802 117⟧    Personal email: ⟦EMAIL|chidi.okonkwo94@icloud.com⟧
Emergency contact: ⟦PERSON|Adaeze Okonkwo⟧ (sister) ⟦PHONE|07454 309 668⟧
Any medical conditions we should know about: ⟦MEDICAL|Type 1 diabetic, carries insulin pen⟧
Start date: ⟪date|02/12/2024⟫    Job title: Stove fitter (HETAS trainee)    Starting salary: ⟦AMOUNT|£26,000⟧ p.a.
Employee no: ⟪employee_number|PSF-0077⟫
"""),

("markdown_handover",
 """## Handover - week 46 (heat pump commissioning)

| Job | Customer | Address | Unit | Status | Notes |
|---|---|---|---|---|---|
| ⟪job_number|HP-2291⟫ | ⟦PERSON|Ferris, Alan⟧ | ⟦ADDRESS|5 Mill Lane, Ledbury HR8 2DS⟧ | ⟪model_number|Samsung EHS 8kW⟫ | commissioned | flow temp 40°C, happy |
| HP-2294 | Ms ⟦PERSON|J. Oduya⟧ | ⟦ADDRESS|Orchard Cottage, Much Marcle HR8 2NL⟧ | ⟪model_number|Vaillant aroTHERM 5kW⟫ | awaiting DNO | G99 submitted ⟪dno_ref|WPD-4417820⟫ |
| HP-2302 | ⟦PERSON|Bryn⟧ & ⟦PERSON|Carys Llewellyn⟧ | ⟦ADDRESS|Glan yr Afon, Hay-on-Wye HR3 5PJ⟧ | ⟪model_number|Mitsubishi Ecodan 11.2kW⟫ | snagging | ⟦PERSON|Bryn⟧ has ⟦MEDICAL|dementia⟧ - speak to ⟦PERSON|Carys⟧ only |
| HP-2305 | ⟦PERSON|Pawlak, Zofia⟧ | ⟦ADDRESS|27 Bridge Street, Kington HR5 3DL⟧ | ⟪model_number|Samsung EHS 12kW⟫ | balance outstanding | owes ⟦AMOUNT|£1,180⟧, card declined twice |

Handed over by ⟦PERSON|Jordan⟧ -> ⟦PERSON|Priyanka⟧.
"""),

("booking_confirmation",
 """From: ⟪org_name|Clearflow Septic⟫ <⟦EMAIL|noreply@clearflowseptic.co.uk⟧>
To: ⟦EMAIL|p.hennessy@yahoo.co.uk⟧
Subject: Your booking ⟪booking_ref|CFS-240119⟫ is confirmed

Dear ⟦PERSON|Paul Hennessy⟧,

Your septic tank empty is booked for ⟪date|Wednesday 27 November⟫, AM slot.
Site: ⟦ADDRESS|Hillside Farm, Bredon Road, Tewkesbury GL20 7HB⟧
Tanker access notes: gate code ⟦PASSWORD|2580⟧, max ⟪weight_limit|18t⟫ on the farm track.
Payment: ⟦AMOUNT|£310.00⟧ will be charged to the card ending ⟪masked_card|**** 6620⟫ on completion.

Questions? Call ⟦PHONE|01684 770 431⟧ (Mon-Fri 8-5).
Clearflow Septic Services | Company No. ⟪company_number|09841127⟫
"""),

("gdpr_request_letter",
 """⟦ADDRESS|Flat 11, Albion Court, 2 Kings Road, Harrogate HG1 5JW⟧
⟪date|18 November 2024⟫

Data Protection Officer
⟪org_name|Yorkshire Heat Pumps Ltd⟫

Subject access request

Dear Sir or Madam,

Under ⟪legal_reference|Article 15 UK GDPR⟫ I request copies of all personal data you hold about me, including call recordings and the credit check you ran in March. My details: ⟦PERSON|Eleanor Voss⟧, date of birth ⟦DATE_OF_BIRTH|9 March 1979⟧, customer number ⟪customer_number|YHP-031145⟫, phone ⟦PHONE|07825 660 913⟧.

I also withdraw consent for you to keep notes about my ⟦MEDICAL|anxiety disorder⟧, which your engineer wrote on the job sheet without asking me.

Please respond within one month.

Yours faithfully,
⟦PERSON|Eleanor Voss⟧
"""),

("helpdesk_ticket",
 """IT-HELPDESK ⟪ticket_id|#2231⟫  [Resolved]  Shared admin 2FA for supplier portal (⟪org_name|Calor⟫ trade account)
Requester: ⟦PERSON|Gemma Hartley⟧ (office manager)
> Can you store the 2FA so the drivers' supervisor can log in when I'm off?
Resolution (⟦PERSON|it-mike⟧): moved to the vault. For the record before I wipe this ticket:
  otpauth secret: ⟦SECRET|$sc_totp1⟧
  backup codes: ⟦SECRET|$sc_rc1⟧ ⟦SECRET|$sc_rc2⟧ ⟦SECRET|$sc_rc3⟧ ⟦SECRET|$sc_rc4⟧
  portal login: ⟦EMAIL|accounts@hartleyfuels.co.uk⟧ / ⟦PASSWORD|Gas&Oil-Winter24⟧
NOTE: the example in the wiki (⟪doc_example_totp|JBSWY3DPEHPK3PXP⟫) is NOT ours, ignore it.
Closed ⟪timestamp|2024-11-20 17:05⟫
"""),

("till_receipt",
 """SLANE FIREWOOD CO. - RECEIPT
Date: ⟪date|16/11/2024⟫  Time: 11:42   Till: ⟪till_id|02⟫
Customer: ⟦PERSON|Nuala Brady⟧  (acct ⟪customer_account|SF-2291⟫)
2 x Kiln-dried ash 1m3 @ €135.00        ⟪line_total|€270.00⟫
1 x Kindling 10kg                       €9.50
Delivery - Navan area                   €20.00
TOTAL PAID (Visa contactless)           ⟦AMOUNT|€299.50⟧
Card: ⟪masked_card|XXXX XXXX XXXX 0417⟫   Auth code: ⟪auth_code|08Q61K⟫
Thank you! Reorder on ⟦PHONE|041 982 4471⟧ or slanefirewood.ie
"""),
]

TEXTS += [
("sms_thread",
 """From ⟦PERSON|Maureen⟧ (⟦PHONE|07700 316 448⟧):
Hi its ⟦PERSON|Maureen⟧, ⟦PERSON|Edna Lister⟧'s daughter. Mum wont hear the door for the softener service tmrw, key safe is by the back door, code is ⟦PASSWORD|1 9 4 6⟧. Pls ring me not her, she gets muddled since her ⟦MEDICAL|stroke⟧ x

Reply:
Thanks ⟦PERSON|Maureen⟧, noted on job ⟪job_number|WS-70281⟫. ⟦PERSON|Ian⟧ will text you when he's 30 mins out. Salt top-up is ⟪price|£8.50⟫ a bag if she needs it.
"""),

("webhook_payload",
 """POST /hooks/stripe HTTP/1.1
Host: pay.cotswoldkero.co.uk
Stripe-Signature: t=⟪unix_timestamp|1731939941⟫,v1=⟪signature_hash|$dk_sha256_1⟫

{
  "id": "⟪event_id|evt_3QMZpX2eZvKYlo2C1xV5dTra⟫",
  "type": "payment_intent.succeeded",
  "data": {"object": {
    "amount_received": 48763,
    "currency": "gbp",
    "description": "Top-up delivery ⟪order_id|CK-55718⟫, 1000L kerosene",
    "receipt_email": "⟦EMAIL|jill.harcourt@talktalk.net⟧",
    "payment_method_details": {"card": {"brand": "visa", "last4": "⟪card_last4|3306⟫", "exp_month": 4, "exp_year": 2027}},
    "metadata": {
      "customer_name": "⟦PERSON|Jill Harcourt⟧",
      "delivery_address": "⟦ADDRESS|The Old Forge, Upper Slaughter, Cheltenham GL54 2JA⟧",
      "phone": "⟦PHONE|+447962103582⟧",
      "total_display": "⟦AMOUNT|£487.63⟧"
    }
  }}
}
"""),

("k8s_secret_manifest",
 """apiVersion: v1
kind: Secret
metadata:
  name: softserve-api
  namespace: ⟪k8s_namespace|prod-eu⟫
  uid: ⟪k8s_uid|$dk_uuid3⟫
type: Opaque
stringData:
  DATABASE_URL: "postgres://softserve:⟦SECRET|wh1teSalt#Resin9⟧@⟦IP_ADDRESS|10.96.14.3⟧:5432/softserve"
  SENDGRID_API_KEY: "⟦APIKEY|$ak_sendgrid1⟧"
  SESSION_SECRET: "⟦SECRET|$sc_flask1⟧"
  SUPPORT_INBOX: "⟦EMAIL|help@softserve-water.co.uk⟧"
# image: softserve/api:⟪image_tag|2024.11.3⟫   replicas: 3
"""),

("email_to_landlord",
 """From: ⟦PERSON|Nadia Rahman⟧ <⟦EMAIL|nadia@pendle-epc.co.uk⟧>
To: ⟦EMAIL|lettings@brightmoorhomes.co.uk⟧
Subject: EPC access - ⟪property_ref|BMH-0417⟫

Hi ⟦PERSON|Steve⟧,

Couldn't get in on Friday - the tenant, Ms ⟦PERSON|Kowalczyk⟧, says nobody told her. She's ok with Tuesday after 2 but asked we don't ring the landline as she works nights; her mobile is ⟦PHONE|07481 225 309⟧. She also mentioned she's ⟦MEDICAL|pregnant⟧ and asked if the loft check disturbs any insulation dust - I've said no, visual only.

The wasted-visit invoice (⟪invoice_number|PE-2024-311⟫) would be ⟪price|£45⟫ + VAT per our terms, but I'll waive it this once.

Thanks,
⟦PERSON|Nadia⟧
⟪org_name|Pendle EPC Services⟫ | DEA ⟪assessor_accreditation|EES/019934⟫
"""),

("survey_report",
 """DRAINAGE & SEPTIC SURVEY REPORT (pre-purchase)
Report no: ⟪report_number|DSR-24-1193⟫      Surveyor: ⟦PERSON|Alistair Crane⟧ BSc, ⟪accreditation|CIWEM⟫
Client: ⟦PERSON|Hollie Beckwith⟧ (purchaser), c/o ⟪org_name|Farrow & Kemp Solicitors⟫
Property: ⟦ADDRESS|2 Rookery Cottages, Little Snoring, Fakenham NR21 0JG⟧
Vendor: Mr ⟦PERSON|G. Amis⟧

Findings: two-chamber brick septic tank, approx ⟪tank_volume|2,700 litres⟫, discharging directly to a ditch. This does NOT comply with the ⟪legal_reference|General Binding Rules 2020⟫. Replacement with a package treatment plant is recommended - budget estimate ⟪quote_total|£9,500-£12,000⟫ + VAT.
The vendor advised the tank was last emptied ⟪date|June 2023⟫ by ⟪org_name|Norfolk Drain Co⟫.
Fee for this report: ⟦AMOUNT|£425.00⟧, paid by the client on ⟪date|11/11/2024⟫.
"""),

("enrollment_form",
 """PINE TREE FUEL - AUTOMATIC DELIVERY & PRICE CAP ENROLLMENT (2024-25 season)
Customer name: ⟦PERSON|Walter Pelletier⟧        Acct #: ⟪customer_account|PTF-118204⟫
Service address: ⟦ADDRESS|112 Ridge Rd, Skowhegan, ME 04976⟧
Phone: ⟦PHONE|207-474-3318⟧    Alt phone (daughter ⟦PERSON|Lisa⟧): ⟦PHONE|207-649-0172⟧
Tank: 275 gal basement, ⟪product_name|#2 heating oil⟫
Price cap program: ⟪price|$3.59/gal⟫ cap, enrollment fee ⟪fee|$149⟫
Card on file: ⟦CARD|$card_disc1⟧   Exp 09/26   CVC ⟦CVV|702⟧
I authorize Pine Tree Fuel to charge the card above for each delivery.
Signed: ⟦PERSON|W. Pelletier⟧     Date: ⟪date|08/19/2024⟫
"""),

("call_transcript",
 """[Call recording ⟪call_duration|00:03:12⟫ - Granite Septic & Drain - rep: ⟦PERSON|Kayla⟧]
REP: ...so the pump-out plus the baffle repair comes to ⟦AMOUNT|$1,240⟧. We can put that on the 6-month plan through ⟪org_name|Ridgeline Credit⟫ if you like, it's a soft pull.
CUSTOMER: Yeah, let's do that.
REP: Okay, full legal name?
CUSTOMER: ⟦PERSON|Dwayne Everett Colburn⟧.
REP: And your social?
CUSTOMER: ⟦SSN|$ssn7⟧.
REP: Date of birth?
CUSTOMER: ⟦DATE_OF_BIRTH|July 2nd, 1971⟧.
REP: Perfect. And that's for ⟦ADDRESS|77 Lower Bay Rd, Sanbornton, NH 03269⟧?
CUSTOMER: Yup.
REP: You're approved - ⟦AMOUNT|$206.67⟧ a month. Confirmation number ⟪confirmation_number|RC-8830412⟫.
"""),

("changelog",
 """# heatmon-controller CHANGELOG

## ⟪firmware_version|4.2.0⟫ - 2024-11-04
- Weather compensation curve now editable from the app (#⟪issue_number|412⟫)
- Fixed Modbus timeout against ⟪model_number|Daikin EKRHH⟫ gateways
- Legionella cycle default moved to Sunday 03:00
- Build: ⟪commit_sha|$dk_commit2⟫

## 4.1.3 - 2024-09-22
- NTP fallback to ⟪loopback|127.0.0.1⟫ removed; uses pool.ntp.org
- Docs: example broker changed to ⟪doc_ip|198.51.100.23⟫
- SHA256 (heatmon-4.1.3.bin): ⟪file_hash|$dk_sha256_2⟫
"""),

("discord_chat",
 """⟪channel_name|#orders-bot-dev⟫ - Discord
⟦PERSON|logpile_lewis⟧ - Today at ⟪time|19:03⟫
right, webhook for the order bot is ⟦SECRET|$sc_discordhook1⟧ dont share it outside here
⟦PERSON|ChainsawCharlotte⟧ - Today at 19:05
lol you just shared it in a channel with 40 people
⟦PERSON|logpile_lewis⟧ - Today at 19:05
its a private channel ⟦PERSON|charlotte⟧ 🙄
⟦PERSON|ChainsawCharlotte⟧ - Today at 19:06
still. also the bot posted an order with the customers full address in #general: Mrs ⟦PERSON|Fenwick⟧, ⟦ADDRESS|Hawthorn Lea, Bellingham, Hexham NE48 2DP⟧, 2 crates ash, ⟪order_id|#1187⟫. pls fix
⟦PERSON|logpile_lewis⟧ - Today at 19:08
on it
"""),

("ci_workflow_yaml",
 """# .github/workflows/deploy.yml  (rainwater-calc site)
name: deploy
on:
  push:
    branches: [ main ]
jobs:
  build:
    runs-on: ⟪runner_image|ubuntu-22.04⟫
    steps:
      - uses: actions/checkout@⟪action_version|v4⟫
      - uses: actions/setup-node@v4
        with: { node-version: ⟪runtime_version|20.11.1⟫ }
      - run: npm ci && npm run build
      - name: push to pages repo
        env:
          GH_TOKEN: ⟦APIKEY|$ak_ghp1⟧   # TODO move to secrets!! -- ⟦PERSON|sfinnegan⟧
        run: |
          git config user.email "⟦EMAIL|sorcha.finnegan@brightwater-rws.ie⟧"
          git config user.name "⟦PERSON|Sorcha Finnegan⟧"
          git push https://x-access-token:${GH_TOKEN}@github.com/brightwater-rws/site.git HEAD:gh-pages
"""),

("warranty_registration",
 """12-Year Limited Warranty Registration - ⟪org_name|Mitsubishi Electric Trane HVAC US⟫
Confirmation: ⟪confirmation_number|WR-24-3317092⟫
Owner: ⟦PERSON|Priscilla Nakamura-Reyes⟧
Install address: ⟦ADDRESS|9 Birch Hollow Ln, Essex Junction, VT 05452⟧
Email: ⟦EMAIL|pnakamurareyes@gmail.com⟧    Phone: ⟦PHONE|802-878-2264⟧
Outdoor unit: ⟪model_number|MXZ-3C24NAHZ2⟫  S/N ⟪serial_number|3YU04827B⟫
Indoor unit(s): ⟪model_number|MSZ-FS06NA⟫ x2, MSZ-FS12NA
Installed by: ⟪org_name|Green Mountain Comfort⟫, contractor ID ⟪contractor_id|1044-VT⟫, install date ⟪date|10/02/2024⟫
"""),

("complaint_email",
 """From: ⟦EMAIL|rob.ansell@gmail.com⟧
To: ⟦EMAIL|complaints@hearthwarm.co.uk⟧
Subject: FORMAL COMPLAINT - install ⟪job_number|HW-4410⟫ - carbon monoxide

To whom it may concern,

On Saturday our CO alarm went off at 2am. My partner ⟦PERSON|Leanne⟧ and our son ⟦PERSON|Alfie⟧ (6) both had ⟦MEDICAL|headaches and vomiting⟧ and were kept in at ⟪org_name|Royal Derby Hospital⟫ overnight - ⟦PERSON|Alfie⟧'s ⟦MEDICAL|carboxyhaemoglobin was 9%⟧. The gas emergency engineer found your fitter had left the register plate unsealed.

I paid you ⟦AMOUNT|£3,260⟧ for this install in September. I want a full refund, and your fitter ⟦PERSON|Craig⟧ not to come near our house again.

⟦PERSON|Rob Ansell⟧
⟦ADDRESS|31 Kedleston Close, Allestree, Derby DE22 2RF⟧
⟦PHONE|07896 513 207⟧
"""),

("syslog",
 """Nov 20 07:58:12 ⟪hostname|office-gw⟫ dnsmasq-dhcp[⟪pid|1123⟫]: DHCPACK(br-lan) ⟦IP_ADDRESS|192.168.8.114⟧ 3c:22:fb:91:0e:4d ⟦PERSON|kevin⟧-laptop
Nov 20 08:03:40 office-gw dnsmasq-dhcp[1123]: DHCPACK(br-lan) ⟦IP_ADDRESS|192.168.8.131⟧ f0:18:98:3a:77:c2 ⟦PERSON|Sinead⟧-s-iPhone
Nov 20 08:15:02 office-gw dropbear[2210]: Password auth succeeded for 'root' from ⟦IP_ADDRESS|86.40.213.9⟧:51544
Nov 20 08:15:09 office-gw dropbear[2210]: Exit (root) from <⟦IP_ADDRESS|86.40.213.9⟧:51544>: Disconnect received
Nov 20 09:00:00 office-gw wg0: peer ⟪wireguard_public_key|Q2hmFz7vL0xkRkq8mN3pWb9tYc4sJ1dUe6aGiOr5HnE=⟫ endpoint ⟦IP_ADDRESS|100.81.4.77⟧:51820 (road-warrior: ⟦PERSON|dmcnulty⟧)
"""),

("calendar_invite",
 """BEGIN:VEVENT
DTSTART:⟪ical_datetime|20241126T100000Z⟫
SUMMARY:Home energy assessment - ⟦PERSON|Okafor⟧ household (remote walk-through)
ORGANIZER;CN=⟦PERSON|Bronagh Keane⟧:mailto:⟦EMAIL|bronagh.keane@warmhomesni.org⟧
ATTENDEE;CN=⟦PERSON|Tobi Okafor⟧:mailto:⟦EMAIL|tobi.okafor@yahoo.com⟧
LOCATION:https://zoom.us/j/⟪meeting_id|84120937516⟫
DESCRIPTION:Meeting ID ⟪meeting_id|841 2093 7516⟫\\nPasscode: ⟦PASSWORD|Warm24!⟧\\nPlease have your last 2 electricity bills handy.
UID:⟪ical_uid|$dk_uuid4⟫
END:VEVENT
"""),

("quotation",
 """BRIGHTWATER RAINWATER SYSTEMS - QUOTATION ⟪quote_ref|BW-Q-1187⟫
Prepared for: Dr ⟦PERSON|Anil Mehta⟧
Site: ⟦ADDRESS|The Granary, Moor Lane, Kirkby Malzeard, Ripon HG4 3RR⟧
Valid until: ⟪date|31/12/2024⟫

1. Graf Platin 3,000 L underground tank          ⟪price|£1,420.00⟫
2. Excavation & backfill (mini digger 2 days)    ⟪price|£980.00⟫
3. Pump & control unit (⟪model_number|RainMaster Eco⟫)        ⟪price|£655.00⟫
4. Dual-feed plumbing to 3 WCs + washing machine  ⟪price|£760.00⟫
Total (ex VAT)                                   ⟪quote_total|£3,815.00⟫

25% deposit on acceptance. Your surveyor: ⟦PERSON|Conor Haughey⟧, ⟦PHONE|0113 287 5540⟧.
"""),

("grant_application_form",
 """Domestic Waste Water Treatment Systems Grant - Application Form (⟪form_code|DWWTS-2024⟫)
Section A - Applicant
Name: ⟦PERSON|Máire Uí Dhonnchadha⟧
PPS No: ⟦NATIONAL_ID|$pps3⟧
Date of birth: ⟦DATE_OF_BIRTH|30/01/1958⟧
Address of property: ⟦ADDRESS|Baile an tSléibhe, Carna, Co. na Gaillimhe H91 KX4C⟧
Tel: ⟦PHONE|095 32 417⟧    Email: ⟦EMAIL|mairedonnchadha@eircom.net⟧
Section B - Works
Inspection ref: ⟪inspection_ref|EPA-INSP-GY-22-0913⟫    Contractor: ⟪org_name|Connemara Septic Solutions⟫
Cost of remedial works: ⟦AMOUNT|€6,850⟧ (max grant ⟪grant_cap|€5,000⟫)
Section C - Payment details
Account holder: ⟦PERSON|Máire Uí Dhonnchadha⟧    IBAN: ⟦IBAN|$iban_ie3⟧
"""),

("insurance_claim",
 """Claim notification - Home insurance policy ⟪policy_number|HH-7720381-02⟫
Policyholder: ⟦PERSON|Gerald Finch⟧, ⟦ADDRESS|Rose Cottage, Stow Bardolph, King's Lynn PE34 3HU⟧
Incident: theft of heating oil from external bunded tank, discovered ⟪date|09/11/2024⟫
Police crime ref: ⟪crime_reference|NC-09112024-0417⟫
Quantity lost: approx ⟪fuel_volume|1,100 litres⟫ (delivered 28/10, invoice from ⟪org_name|Fenland Fuels⟫ attached)
Amount claimed: ⟦AMOUNT|£742.50⟧ oil + ⟦AMOUNT|£180.00⟧ tank lock/alarm
Contact: ⟦PHONE|01366 385 012⟧, ⟦EMAIL|geraldfinch@btinternet.com⟧
Bank for settlement: sort code ending ⟪masked_sort_code|**-**-47⟫
"""),

("delivery_route_csv",
 """route,stop,eta,drop_litres,customer,lat,lon,driver_note
⟪route_code|R14-TUE⟫,1,07:40,⟪fuel_volume|500⟫,⟦PERSON|B. Keaveney⟧,53.4129,-8.2451,"fill pipe round back"
R14-TUE,2,08:15,900,⟦PERSON|Hession, Tom⟧,53.3994,-8.1882,"⟦PERSON|Tom⟧ says he'll pay ⟦AMOUNT|€720⟧ cash to driver"
R14-TUE,3,08:50,1000,⟦PERSON|Eoin Farrelly⟧,53.4411,-8.3107,"beware ⟪pet_name|Max⟫ (collie)"
R14-TUE,4,09:30,300,⟦PERSON|Rosaleen Kenny⟧,53.5012,-8.2297,"top-up only, ⟦MEDICAL|housebound⟧, door on latch"
driver: ⟦PERSON|Mick Fahy⟧ ⟦PHONE|087 119 0463⟧  van ⟪vehicle_id|VAN-07⟫
"""),

("google_chat",
 """[Google Chat] Space: Accounts - Pine Tree Fuel
⟦PERSON|Darlene Cote⟧, ⟪time|2:41 PM⟫
can u run this one, customer read it out but the terminal froze: ⟦CARD|$card_mc3⟧ exp 11/27 cvv ⟦CVV|586⟧ - for ⟦AMOUNT|$612.40⟧, acct ⟪customer_account|PTF-120377⟫ (⟦PERSON|Bob Theriault⟧)
⟦PERSON|Jesse Morin⟧, 2:44 PM
done. pls delete that msg ⟦PERSON|darlene⟧, PCI...
⟦PERSON|Darlene Cote⟧, 2:45 PM
ugh ok deleting. ⟪promo_code|FALL25⟫ was already applied btw
"""),

("curl_command",
 """$ curl -s --user 'api:⟦APIKEY|$ak_mailgun1⟧' \\
    https://api.mailgun.net/v3/mg.wessexsofteners.co.uk/messages \\
    -F from='⟪org_name|Wessex Softeners⟫ <⟦EMAIL|service@mg.wessexsofteners.co.uk⟧>' \\
    -F to='⟦PERSON|Martin Oduya⟧ <⟦EMAIL|martin.oduya@gmail.com⟧>' \\
    -F subject='Salt delivery reminder ⟪order_id|WWS-S-20931⟫' \\
    -F text='Hi ⟦PERSON|Martin⟧, your 8 x 10kg salt blocks arrive Thursday. ⟦AMOUNT|£54.00⟧ has been taken from your card.'
{"id":"<⟪message_id|20241121094512.1b7c0e44d3a9@mg.wessexsofteners.co.uk⟫>","message":"Queued. Thank you."}
"""),

("terraform_tfvars",
 """# terraform.tfvars - kerosene-tracker infra (⟪env_name|prod⟫)
location              = "⟪cloud_region|uksouth⟫"
resource_group        = "rg-kerotrack-prod"
storage_account_name  = "⟪storage_account|kerotrackprodsa⟫"
storage_account_key   = "⟦SECRET|$sc_azure1⟧"
postgres_admin_login  = "⟦PERSON|jpatelmorris⟧"
postgres_admin_pw     = "⟦PASSWORD|Bund3d-Tank-2024!⟧"
allowed_ips           = ["⟦IP_ADDRESS|81.2.71.44⟧", "⟦IP_ADDRESS|2a00:23c7:9e14:de01::1b⟧", "⟪doc_ip|192.0.2.10⟫"]
tags = { owner = "⟦EMAIL|j.patel-morris@cotswoldkero.co.uk⟧", cost_centre = "⟪cost_centre|CC-410⟫" }
"""),

("google_review",
 """⭐⭐ ⟦PERSON|Kieran Doyle⟧ · ⟪review_count|Local Guide · 48 reviews⟫ · ⟪relative_time|2 weeks ago⟫
Engineer ⟦PERSON|Shane⟧ was grand but the company charged me ⟦AMOUNT|€189⟧ for a "resin clean" that took 10 minutes. Water still tastes salty. Rang ⟦PHONE|01 890 4421⟧ three times, no callback.

Response from the owner: Hi ⟦PERSON|Kieran⟧, sorry to hear this. The resin clean is a fixed ⟪price|€165⟫ + VAT as listed on our site, but I'll have ⟦PERSON|Shane⟧ call out free of charge to check your brine valve. - ⟦PERSON|Aidan⟧, ⟪org_name|PureFlow Water Ireland⟫
"""),
]

TEXTS += [
("tax_form_w9",
 """Form W-9 (⟪form_version|Rev. March 2024⟫) - Request for Taxpayer Identification Number and Certification
1 Name: ⟦PERSON|Lucas A. Ferreira⟧
2 Business name/disregarded entity: ⟪org_name|Ferreira Mechanical LLC⟫
3 Federal tax classification: [x] Individual/sole proprietor
5 Address: ⟦ADDRESS|16 Quarry St, Fall River, MA 02723⟧
Part I - Taxpayer Identification Number
Social security number: ⟦SSN|$ssn3⟧
Part II - Certification
Signature of U.S. person: ⟦PERSON|Lucas Ferreira⟧      Date: ⟪date|10/07/2024⟫
Requester: ⟪org_name|Bay State Heat Pumps Inc.⟫
"""),

("csv_vendor_1099",
 """vendor_id,legal_name,tin_type,tin,mailing_address,ytd_paid_usd,1099_box
⟪vendor_id|V-3301⟫,⟦PERSON|Ferreira, Lucas A⟧,SSN,⟦SSN|$ssn3⟧,"⟦ADDRESS|16 Quarry St, Fall River, MA 02723⟧",⟦AMOUNT|$48,210.00⟧,NEC-1
V-3302,⟪org_name|Cape Ductless Services Inc⟫,EIN,⟪ein|04-3318820⟫,"⟪org_address|1 Main St, Hyannis, MA 02601⟫",⟪org_payment|$112,400.00⟫,NEC-1
V-3307,⟦PERSON|Nguyen, Thao⟧,SSN,⟦SSN|$ssn4⟧,"⟦ADDRESS|88 Cedar Ave Apt 2, Brockton, MA 02301⟧",⟦AMOUNT|$19,875.50⟧,NEC-1
V-3311,⟦PERSON|O'Brien, Kevin M⟧,SSN,⟦SSN|$ssn5⟧,"⟦ADDRESS|5 Tremont Pl, Plymouth, MA 02360⟧",⟦AMOUNT|$7,420.00⟧,NEC-1
"""),

("refund_request_email",
 """Subject: Refund - double charge on order ⟪order_id|SF-88190⟫

Hi,
I was charged twice for the 3 crates of kiln-dried ash delivered to our holiday cottage in ⟪town|Dingle⟫ last week (2 x ⟦AMOUNT|€405.00⟧). Could you refund the duplicate to my Dutch account:
Name: ⟦PERSON|Femke van der Berg⟧
IBAN: ⟦IBAN|$iban_nl1⟧
BIC: ⟪bic|INGBNL2A⟫
The address on the order is ⟦ADDRESS|Ceann Trá, Dingle, Co. Kerry V92 R3X6⟧ if you need to find it.
Groeten / thanks,
⟦PERSON|Femke⟧
⟦PHONE|+31 6 4172 0938⟧
"""),

("recruitment_csv",
 """# Heat pump installer shortlist - agency fee ⟪agency_fee|15%⟫ of first 3 months
candidate_id,name,nationality,passport_no,dob,trade,day_rate,availability
⟪candidate_id|HPR-0712⟫,⟦PERSON|Jonas Becker⟧,DE,⟦PASSPORT|$pp_de1⟧,⟦DATE_OF_BIRTH|1989-08-30⟧,F-Gas cat I heat pump engineer,⟦AMOUNT|€320⟧,from ⟪date|2025-01-06⟫
HPR-0715,⟦PERSON|Aisling Moran⟧,IE,⟦PASSPORT|$pp_ie1⟧,⟦DATE_OF_BIRTH|1995-12-14⟧,plumber (MCS trained),⟦AMOUNT|€260⟧,immediate
HPR-0719,⟦PERSON|Tyler Brooks⟧,US,⟦PASSPORT|$pp_us1⟧,⟦DATE_OF_BIRTH|1991-04-22⟧,NATE-certified HVAC tech,⟦AMOUNT|€300⟧,Feb 2025
"""),

("python_script",
 """# logbot.py - takes firewood orders from our Telegram group
import telebot   # ⟪library_version|pyTelegramBotAPI==4.21.0⟫

BOT_TOKEN = "⟦APIKEY|$ak_tg1⟧"
ADMIN_CHAT_ID = ⟪chat_id|-1002214870331⟫
OWNER = "⟦PERSON|Callum Reid⟧"   # ring ⟦PHONE|07884 620 913⟧ if the bot dies
PRICE_PER_CRATE = ⟪price|95.00⟫  # GBP, delivered

bot = telebot.TeleBot(BOT_TOKEN)
"""),

("http_request_dump",
 """GET /api/v1/driver/route/today HTTP/2
Host: dispatch.westoil.co.uk
Authorization: Bearer ⟦APIKEY|$ak_jwt2⟧
Cookie: wo_session=⟦SECRET|$sc_cookie1⟧; _ga=GA1.1.1729330012.1730419200
User-Agent: WestOilDriver/⟪app_version|5.3.0⟫ (Android 14; SM-A546B)
X-Forwarded-For: ⟦IP_ADDRESS|100.77.201.14⟧, ⟦IP_ADDRESS|172.31.9.240⟧
X-Driver-Id: ⟦PERSON|mfahy⟧
X-Request-Id: ⟪request_id|$dk_uuid5⟫
"""),

("git_commit_diff",
 """commit ⟪commit_sha|$dk_commit3⟫
Author: ⟦PERSON|Sorcha Finnegan⟧ <⟦EMAIL|sorcha.finnegan@brightwater-rws.ie⟧>
Date:   ⟪timestamp|Thu Nov 21 15:02:44 2024 +0000⟫

    remove hardcoded keys (oops)

diff --git a/calc/config.py b/calc/config.py
index ⟪blob_hash|3e1a9c2⟫..⟪blob_hash|b70f4d1⟫ 100644
--- a/calc/config.py
+++ b/calc/config.py
@@ -3,6 +3,6 @@
-STRIPE_SECRET = "⟦APIKEY|$ak_stripe2⟧"
-STRIPE_PUBLISHABLE = "⟪publishable_key|$dk_pk_stripe2⟫"
+STRIPE_SECRET = os.environ["STRIPE_SECRET"]
+STRIPE_PUBLISHABLE = os.environ["STRIPE_PUBLISHABLE"]
 RAINFALL_API = "https://api.met.ie/v2"
-ADMIN_PIN = "⟦PASSWORD|660412⟧"
+ADMIN_PIN = os.environ["ADMIN_PIN"]
"""),

("slack_dm",
 """Direct message · ⟦PERSON|Bronagh Keane⟧ → ⟦PERSON|Niall Devlin⟧
⟦PERSON|Bronagh⟧: ⟦PERSON|niall⟧ can u open up the office tmrw, I've a ⟪appointment_time|7am⟫ assessment in ⟪town|Lisburn⟫. alarm code is ⟦PASSWORD|7 3 3 0 #⟧, key under the red bin. wifi ⟪wifi_ssid|WarmHomes-Office⟫ pw ⟦PASSWORD|heatloss2024⟧
⟦PERSON|Niall⟧: no bother. hows the ⟦MEDICAL|sciatica⟧?
⟦PERSON|Bronagh⟧: rotten, physio again Fri 🙃
"""),

("email_thread",
 """From: ⟦PERSON|Grace Adebayo⟧ <⟦EMAIL|grace@harvestrain.ie⟧>
To: ⟦EMAIL|trade@grafireland.ie⟧
Subject: RE: PO ⟪po_number|HR-PO-2291⟫ - 2 x Carat S 4800L

Hi ⟦PERSON|Derek⟧,
Can you confirm delivery Thursday to the Spiddal site? Driver can ring ⟦PERSON|Bernadette⟧ on ⟦PHONE|091 553 218⟧ before arriving - she's ⟦MEDICAL|registered blind⟧ so no texts please.
Thanks,
⟦PERSON|Grace Adebayo⟧ | Operations | ⟪org_name|Harvest Rain Ltd⟫
T ⟦PHONE|+353 91 870 400⟧ | ⟪website|harvestrain.ie⟫

> From: ⟦PERSON|Derek Lally⟧ <⟦EMAIL|derek.lally@grafireland.ie⟧>
> Both tanks in stock, pricing as per trade list ⟪price_list_ref|TL-2024-Q4⟫ (⟪price|€1,890⟫ each ex VAT).
> ⟦PERSON|Derek Lally⟧ | Trade Sales | ⟪org_name|GRAF Ireland⟫
"""),

("voice_note_transcript",
 """[WhatsApp voice note ⟪duration|0:38⟫, transcribed]
"Howya ⟦PERSON|Mick⟧, it's ⟦PERSON|Tom Hession⟧ here. Listen I'll be at the mart Tuesday so I won't be home for the oil, it's the usual ⟪fuel_volume|900 litres⟫, just leave the gate open. I left ⟦AMOUNT|seven hundred and twenty euro⟧ in an envelope under the mat in the porch where ⟪pet_name|Shep⟫ sleeps. Ah and tell the office I've a new number, it's ⟦PHONE|oh eight six, four four one, nine nine two seven⟧. Good man."
"""),

("faq_page",
 """Rainwater Harvesting - Frequently Asked Questions
Q: How big a tank do I need?
A: For a typical 3-bed house with ⟪roof_area|100 m²⟫ of roof in a ⟪rainfall|1,000 mm/yr⟫ area, a ⟪tank_volume|4,500 litre⟫ tank covers toilets and laundry.
Q: What does it cost?
A: Installed systems start from ⟪price|€3,950⟫; rainwater systems are not currently grant-aided.
Q: Can I drink it?
A: Not without UV treatment and filtration (we recommend the ⟪model_number|Viqua VH200⟫).
Q: Where are the manuals?
A: ⟪url|https://brightwater-rws.ie/manuals⟫
"""),

("job_sheet",
 """HETAS INSTALLATION JOB SHEET      Job ⟪job_number|PSF-J-1183⟫
Installer: ⟦PERSON|Chidi Okonkwo⟧ (trainee) / supervisor ⟦PERSON|Rhys Gartside⟧ ⟪hetas_reg|HETAS 4411⟫
Customer: Mrs ⟦PERSON|P. Allsop⟧
Address: ⟦ADDRESS|Toll Bar Cottage, Ashover Road, Matlock DE4 2DL⟧
Appliance: ⟪model_number|Morsø 1410⟫ 5kW, DEFRA exempt
Flue: 150mm liner, 7.5m, cowl ⟪product_code|CL-150-ANT⟫
CO alarm fitted: Yes (S/N ⟪serial_number|23110482⟫)
Notes: grandson ⟦PERSON|Ethan⟧ has ⟦MEDICAL|severe asthma⟧ - used dust sheets + HEPA vac, kept living room door shut.
Payment: balance ⟦AMOUNT|£1,945.00⟧ paid by card on completion.
Customer signature: ⟦PERSON|P. Allsop⟧
"""),

("trade_review",
 """Checkatrade ⟪rating|9.8⟫ - "Stove fitted in a day"
Reviewed by ⟦PERSON|Graham P.⟧, ⟪place_name|Wirksworth⟫ · ⟪date|verified 14/11/2024⟫
⟦PERSON|Rhys⟧ and the young lad ⟦PERSON|Chidi⟧ were brilliant, dust sheets everywhere, explained how to run the stove properly. Quote was ⟪quote_total|£2,650⟫ all in and that's exactly what we paid, no extras.
"""),

("bulk_sms_log",
 """sent_at,to,template,status,cost
⟪timestamp|2024-11-25 08:00:03⟫,⟦PHONE|+447712390455⟧,"Hi ⟦PERSON|Sue⟧, your chimney sweep + stove service is tomorrow 9-11. Reply C to cancel.",delivered,⟪sms_cost|£0.035⟫
2024-11-25 08:00:03,⟦PHONE|+447928116730⟧,"Hi ⟦PERSON|Jas⟧, your chimney sweep + stove service is tomorrow 11-1. Reply C to cancel.",delivered,£0.035
2024-11-25 08:00:04,⟦PHONE|+447401552018⟧,"Hi ⟦PERSON|Wojciech⟧, your chimney sweep + stove service is tomorrow 1-3. Reply C to cancel.",failed (⟪error_code|30006⟫),£0.000
2024-11-25 08:00:04,⟦PHONE|+447833069271⟧,"Hi ⟦PERSON|Bev⟧, your chimney sweep + stove service is tomorrow 3-5. Reply C to cancel.",delivered,£0.035
"""),

("auth_log",
 """Nov 22 03:12:51 ⟪hostname|gw-heatmon⟫ sshd[⟪pid|41877⟫]: Invalid user admin from ⟦IP_ADDRESS|45.148.10.92⟧ port ⟪port|53422⟫
Nov 22 03:12:53 gw-heatmon sshd[41877]: Connection closed by invalid user admin ⟦IP_ADDRESS|45.148.10.92⟧ port 53422 [preauth]
Nov 22 07:41:06 gw-heatmon sshd[42310]: Accepted publickey for ⟦PERSON|jfarrow⟧ from ⟦IP_ADDRESS|2a02:c7c:a01e:5400:8d3b:1e9f:66c2:d10a⟧ port 50122 ssh2: ED25519 SHA256:⟪key_fingerprint|pT4yNq1c0mVb7ZkE3xW9rLs2HdA6uJf8gYiOeQnKzXc⟫
Nov 22 07:41:06 gw-heatmon sshd[42310]: pam_unix(sshd:session): session opened for user ⟦PERSON|jfarrow⟧(uid=1001) by (uid=0)
Nov 22 07:55:30 gw-heatmon sudo: ⟦PERSON|jfarrow⟧ : TTY=pts/0 ; PWD=⟦PERSON|/home/jfarrow⟧ ; USER=root ; COMMAND=/usr/bin/systemctl restart heatmon-sync
"""),
]

TEXTS += [
("whatsapp_group",
 """WhatsApp · Ecotherm Installs
[⟪time|14:02⟫] ⟦PERSON|Ruairí⟧: at the ⟦PERSON|Mulcahy⟧ job, customer's wifi for the controller is ⟪wifi_ssid|VM2283117⟫ pw ⟦PASSWORD|kx7Fbq9rWtmz⟧
[14:03] ⟦PERSON|Padraig⟧: grand. did she pay ⟪stage_payment|stage 2⟫?
[14:05] ⟦PERSON|Ruairí⟧: yep ⟦AMOUNT|€4,200⟧ transferred this morn. her mobile if the app pairing fails ⟦PHONE|085 118 3327⟧ (⟦PERSON|Helen Mulcahy⟧)
[14:06] ⟦PERSON|Padraig⟧: 👍 gateway is on ⟦IP_ADDRESS|192.168.0.47⟧ then?
"""),

("commissioning_record",
 """MCS Heat Pump Commissioning Checklist (MIS 3005-I)   Cert ⟪mcs_certificate|MCS-HP-0094417213⟫
Installation address: ⟦ADDRESS|Fern Bank, Hollins Lane, Hebden Bridge HX7 8AB⟧
Homeowner: ⟦PERSON|Ruth Ackroyd⟧    Tel ⟦PHONE|01422 844 510⟧
Heat pump: ⟪model_number|Vaillant aroTHERM plus 10kW⟫   S/N ⟪serial_number|21223300100124770⟫
Design flow temp: ⟪temperature|45°C⟫    SCOP: ⟪efficiency|3.6⟫    Heat loss: ⟪heat_loss|8.2 kW⟫
Refrigerant: R290, ⟪refrigerant_charge|1.3 kg⟫
BUS grant voucher: ⟪voucher_ref|BUS-V-448210⟫ (⟪grant_cap|£7,500⟫)
Commissioned by: ⟦PERSON|Jamal Idris⟧, ⟪org_name|Calder Renewables⟫, ⟪date|19/11/2024⟫
"""),

("cancellation_email",
 """Subject: Cancel annual septic maintenance contract
From: ⟦EMAIL|angela.frost@outlook.com⟧

Hi, please cancel the annual emptying contract on our account (⟪contract_number|AMC-20419⟫). We've been connected to the ⟪org_name|Thames Water⟫ mains sewer now. I paid ⟦AMOUNT|£198⟧ up front in April so I'd expect a pro-rata refund of about ⟦AMOUNT|£115⟧ back to the card ending ⟪masked_card|4471⟫.

Kind regards,
⟦PERSON|Angela Frost⟧
⟦ADDRESS|Meadow View, Church Lane, Long Crendon, Aylesbury HP18 9AW⟧
"""),

("docker_compose",
 """services:
  api:
    image: ghcr.io/hearthwarm/booking-api:⟪image_tag|1.9.4⟫
    environment:
      - DATABASE_URL=mysql://booking:⟦SECRET|Fl00r-Plate!5kW⟧@db:3306/booking
      - BREVO_API_KEY=⟦APIKEY|$ak_brevo1⟧
      - ADMIN_EMAIL=⟦EMAIL|craig.hollis@hearthwarm.co.uk⟧
    ports: ["⟪port_mapping|8080:8080⟫"]
  db:
    image: mysql:⟪image_tag|8.0.36⟫
    environment:
      MYSQL_ROOT_PASSWORD: ⟦PASSWORD|r00t-Hearth-2024⟧
"""),

("fuel_invoice",
 """YANKEE FUEL & SERVICE                               INVOICE ⟪invoice_number|YF-442019⟫
Delivered to: ⟦PERSON|Harold Spinney⟧, ⟦ADDRESS|3 Mast Rd, Kittery Point, ME 03905⟧
Delivery date: 11/14/2024    Driver: ⟦PERSON|Manny R.⟧    Truck ⟪truck_number|#12⟫
Product: #2 Heating Oil    Gallons: ⟪fuel_volume|187.4⟫    Price/gal: ⟪price|$3.499⟫
LIHEAP energy assistance credit applied: -⟦AMOUNT|$250.00⟧
AMOUNT DUE FROM CUSTOMER: ⟦AMOUNT|$405.71⟧
"""),

("email_accountant",
 """From: ⟦PERSON|Joan Whitcomb⟧, EA <⟦EMAIL|joan@whitcombtax.com⟧>
To: ⟦EMAIL|priscilla.nr@gmail.com⟧
Subject: Heat pump credit - ⟪tax_form|Form 5695⟫

Hi ⟦PERSON|Priscilla⟧,

Good news - your Mitsubishi install qualifies for the ⟪tax_code|25C⟫ credit. Based on the invoice (⟦AMOUNT|$16,850⟧ incl. labor) you'll get the max ⟪tax_credit_cap|$2,000⟫.
For the return I have your SSN as ⟦SSN|$ssn6⟧ and ⟦PERSON|Ramon⟧'s as ⟦SSN|$ssn8⟧ - please double-check those, last year's had a typo.

⟦PERSON|Joan⟧
"""),

("android_logcat",
 """11-23 18:22:41.903  8812  8812 E AndroidRuntime: FATAL EXCEPTION: main
11-23 18:22:41.903  8812  8812 E AndroidRuntime: Process: ie.slanefirewood.app, PID: ⟪pid|8812⟫
11-23 18:22:41.903  8812  8812 E AndroidRuntime: java.lang.IllegalStateException: Checkout failed for user=⟦EMAIL|nuala.brady77@gmail.com⟧ cart=⟪cart_id|CRT-55120⟫
11-23 18:22:41.904  8812  8812 E AndroidRuntime:   at ie.slanefirewood.app.checkout.SquareClient.charge(SquareClient.kt:⟪line_number|118⟫)
11-23 18:22:41.910  8812  8930 D OkHttp  : --> POST https://connect.squareup.com/v2/payments
11-23 18:22:41.910  8812  8930 D OkHttp  : Authorization: Bearer ⟦APIKEY|$ak_square1⟧
11-23 18:22:41.912  8812  8930 D OkHttp  : {"amount_money":{"amount":15950,"currency":"EUR"},"note":"⟦PERSON|Nuala Brady⟧ - 1 crate ash + kindling","buyer_phone":"⟦PHONE|+353868812046⟧"}
11-23 18:22:42.101  8812  8930 D NetLog  : local addr ⟦IP_ADDRESS|10.143.22.8⟧ via wlan0
"""),

("residents_minutes",
 """Glebe Close Residents - shared sewage treatment plant - AGM minutes ⟪date|20 Nov 2024⟫
Attendees: ⟦PERSON|Pat Wheeler⟧ (no.1), ⟦PERSON|Hussain Bakr⟧ (no.3), ⟦PERSON|Jenny⟧ & ⟦PERSON|Olu Adeyemi⟧ (no.4), ⟦PERSON|Ros Tait⟧ (no.6, by proxy)
- Emptying by ⟪org_name|Severn Tankers⟫ is now ⟪price|£340⟫ per visit, twice a year.
- Contribution for 2025 set at ⟪contribution_rate|£170 per household⟫.
- Arrears: ⟦PERSON|Ros⟧ owes ⟦AMOUNT|£255⟧ from 2024, agreed to pay in January (she has been in hospital with ⟦MEDICAL|pneumonia⟧).
- ⟦PERSON|Hussain⟧ to get 3 quotes for replacing the blower (⟪model_number|Secoh JDK-100⟫).
- Treasurer ⟦PERSON|Pat⟧ to circulate accounts before Christmas.
"""),

("support_chat",
 """Intercom conversation #⟪conversation_id|188204417⟫ - HeatMon support
Customer (⟦PERSON|Mehmet Arslan⟧): the gateway lost its cloud link again (firmware ⟪firmware_version|4.2.0⟫). your tech ⟦PERSON|Jake⟧ said to send the SSH key so he can get in remotely, here it is:
⟦SECRET|$sc_pem1⟧
Agent (⟦PERSON|Jake⟧): Thanks ⟦PERSON|Mehmet⟧ - please never paste a private key in chat! I'll get it revoked and send you a one-time link instead. Your gateway's public IP shows as ⟦IP_ADDRESS|88.97.41.203⟧, is that right?
"""),

("email_certificate",
 """From: ⟦EMAIL|ber@shannonenergyassess.ie⟧
To: ⟦EMAIL|eoin.farrelly@gmail.com⟧
Subject: Your BER certificate ⟪ber_number|118442097⟫

Dear ⟦PERSON|Eoin⟧,
Please find attached the BER certificate for ⟦ADDRESS|Clonfree, Strokestown, Co. Roscommon F42 E6H1⟧. Rating ⟪ber_rating|B2⟫ (⟪energy_value|118.4 kWh/m²/yr⟫). MPRN on file: ⟪meter_id|10013372604⟫.
Fee of ⟦AMOUNT|€220⟧ received with thanks.
Assessor: ⟦PERSON|Siobhán Ní Bhriain⟧, ⟪seai_reg|BER Assessor No. 104882⟫
"""),

("reddit_thread",
 """⟪subreddit|r/DIYUK⟫ · Posted by u/⟦PERSON|damp_dan_88⟧ · ⟪relative_time|3d⟫
Rainwater harvesting for toilets, worth it?
Got quoted ⟪quote_total|£4,100⟫ for a 3000L tank install which seems steep for what it is??

Top comment · u/⟦PERSON|wheelie_binned⟧ · ⟪vote_count|41 points⟫
Did mine DIY for about ⟦AMOUNT|£1,300⟧ all in, the digger hire was the worst bit. If anyone's near Bristol I've a spare 1000L IBC going free, text ⟦PHONE|07367 004 215⟧
"""),

("account_email",
 """Subject: Your Pine Tree Fuel customer portal account

Hi ⟦PERSON|Walter⟧,
An account has been created for you. Log in at ⟪url|https://my.pinetreefuel.com⟫ with:
Username: ⟦EMAIL|wpelletier1948@myfairpoint.net⟧
Temporary password: ⟦PASSWORD|Tank-Gauge-4417⟧
You'll be asked to change it. Your degree-day schedule (⟪k_factor|K-factor 5.2⟫) and next estimated delivery (⟪date|12/03/2024⟫) are on the dashboard.
- Pine Tree Fuel, ⟦PHONE|(207) 474-9000⟧
"""),

("refunds_csv",
 """refund_id,date,customer,reason,amount,method,account
⟪refund_id|RF-1021⟫,2024-11-02,⟦PERSON|Katrin Vogel⟧,duplicate salt order,⟦AMOUNT|€40.50⟧,⟪payment_method|SEPA⟫,⟦IBAN|$iban_de1⟧
RF-1022,2024-11-06,⟦PERSON|Kieran Doyle⟧,goodwill - resin clean,⟦AMOUNT|€189.00⟧,card,⟪masked_card|**** **** **** 2291⟫
RF-1023,2024-11-12,⟦PERSON|Lina Haddad⟧,cancelled service visit,⟦AMOUNT|€95.50⟧,SEPA,⟦IBAN|$iban_fr1⟧
RF-1024,2024-11-19,⟦PERSON|Declan Fox⟧,salt overcharge,⟦AMOUNT|€12.40⟧,SEPA,⟦IBAN|$iban_ie4⟧
"""),

("psql_output",
 """softserve=> SELECT id, customer_name, phone, due_display, last_error FROM payments WHERE status='failed' AND created_at > now() - interval '7 days';
  id   |  customer_name  |     phone     | due_display |  last_error
-------+-----------------+---------------+-------------+---------------
 ⟪row_id|88213⟫ | ⟦PERSON|Gwen Pritchard⟧  | ⟦PHONE|01291 624 887⟧ | ⟦AMOUNT|£64.80⟧      | ⟪error_code|card_declined⟫
 88240 | ⟦PERSON|Dafydd Rees⟧     | ⟦PHONE|07990 318 442⟧ | ⟦AMOUNT|£129.60⟧     | ⟪error_code|expired_card⟫
 88251 | ⟦PERSON|Sunita Mehra⟧    | ⟦PHONE|07385 991 204⟧ | ⟦AMOUNT|£64.80⟧      | card_declined
⟪row_count|(3 rows)⟫
"""),

("installation_contract",
 """HOME IMPROVEMENT CONTRACT (Air-Source Heat Pump) - ⟪contract_number|GSHP-NH-2024-061⟫
This agreement is made on ⟪date|September 16, 2024⟫ between ⟪org_name|Granite State Heat Pumps LLC⟫ (⟪license_number|NH Lic. #4417M⟫) ("Contractor") and ⟦PERSON|Raymond J. Thibodeau⟧ and ⟦PERSON|Denise Thibodeau⟧ ("Owner") of ⟦ADDRESS|48 Old Pound Rd, Gilford, NH 03249⟧.
3. PRICE. The contract price is ⟪quote_total|$18,400.00⟫, payable as set out in Schedule B.
4. DEPOSIT. A deposit of ⟦AMOUNT|$1,840.00⟧ was received from Owner on signing.
5. RIGHT TO CANCEL. Owner may cancel this contract without penalty within three business days of signing.
Signed: /s/ ⟦PERSON|Raymond J. Thibodeau⟧    /s/ ⟦PERSON|Denise Thibodeau⟧    /s/ ⟦PERSON|Carl Lindqvist⟧, President
"""),
]
