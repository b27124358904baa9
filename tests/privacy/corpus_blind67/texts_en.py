# -*- coding: utf-8 -*-
# blind67 English texts. Each entry typed by hand: (kind, marked_text).
# ⟦TYPE|value⟧ = labelled span, ⟪kind|value⟫ = decoy, $name = values.VALUES[name].
TEXTS = []

# ---------------------------------------------------------------- part 1: drone operators, aerial survey
TEXTS += [
("email_onboarding", """Subject: Welcome aboard - site induction Mon 14th

Hi ⟦PERSON|Callum⟧,

Great to have you on the team. Before your first survey job can you send me a scan of your passport (the renewed one, ⟦PASSPORT|$pp_uk1⟧ I think?) and confirm your DOB is ⟦DATE_OF_BIRTH|19/07/1993⟧ - the insurer's form says 1998 which is def wrong lol.

Your kit: Matrice 350 RTK s/n ⟪drone_serial|1ZNBJ7R00C00XK⟫, batteries TB65 x4. Our CAA operator ID is ⟪caa_operator_id|GBR-OP-7KXN2M4QDR1T⟫, stick it on the airframe before Monday.

Ring ⟦PERSON|Ffion⟧ on ⟦PHONE|07712 486 309⟧ if the gate at the quarry is locked, code is ⟦PASSWORD|2580#⟧.

Cheers,
⟦PERSON|Rhys Pritchard⟧
Chief Pilot | ⟪org_name|Skylark Aerial Surveys Ltd⟫
⟦PHONE|01633 875 412⟧ | ⟦EMAIL|rhys.pritchard@skylark-aerial.co.uk⟧
Company no. ⟪company_number|11482093⟫"""),

("slack_message", """#survey-uploads  ⟪timestamp|09:42⟫
⟦PERSON|tomasz.k⟧: ok pipeline is back. for anyone uploading from the field laptops use these til ⟦PERSON|Nadia⟧ rotates them tmrw:
AWS_ACCESS_KEY_ID=⟦APIKEY|$ak_aws1⟧
AWS_SECRET_ACCESS_KEY=⟦SECRET|$sk_aws1⟧
bucket ⟪bucket_name|skylark-ortho-raw-euw2⟫ region ⟪cloud_region|eu-west-2⟫, outputs in ⟪epsg_code|EPSG:27700⟫
⟦PERSON|Nadia⟧: pls dont paste keys in channels 🙄 rotating tonight
⟦PERSON|tomasz.k⟧: sorry sorry. also NB the one in the README is ⟪example_key|AKIAIOSFODNN7EXAMPLE⟫, not a real key, someone tried to use it lol"""),

("env_file", """# photogrammetry-worker/.env  (DO NOT COMMIT)
NODE_ENV=production
APP_VERSION=⟪version|3.14.2⟫
MAPBOX_PUBLIC_TOKEN=⟪publishable_key|$pk_mapbox1⟫
MAPBOX_SECRET_TOKEN=⟦APIKEY|$ak_mapbox1⟧
CESIUM_ION_TOKEN=⟦APIKEY|$ak_jwt3⟧
DATABASE_URL=postgres://odm:⟦SECRET|Orth0m0saic!77⟧@⟦IP_ADDRESS|10.40.3.18⟧:⟪port|5432⟫/surveys
METRICS_BIND=⟪loopback_ip|127.0.0.1⟫:9100
REDIS_URL=redis://:⟦SECRET|r3d1s-skylark-2291⟧@⟦IP_ADDRESS|10.40.3.21⟧:⟪port|6379⟫/0
ADMIN_EMAIL=⟦EMAIL|ops@skylark-aerial.co.uk⟧
WORKER_CONCURRENCY=4
"""),

("flight_log_csv", """flight_id,date,pilot,observer,aircraft_sn,site,max_alt_m,duration
⟪flight_id|FL-2024-0611⟫,2024-06-03,⟦PERSON|R. Pritchard⟧,⟦PERSON|C. Baird⟧,⟪drone_serial|1ZNBJ7R00C00XK⟫,⟪place_name|Llanwern Quarry⟫,118,00:41
⟪flight_id|FL-2024-0612⟫,2024-06-03,⟦PERSON|C. Baird⟧,⟦PERSON|R. Pritchard⟧,⟪drone_serial|1581F6Q8D23C70041⟫,Llanwern Quarry,95,00:27
⟪flight_id|FL-2024-0613⟫,2024-06-05,⟦PERSON|F. Morgan-Hale⟧,⟦PERSON|C. Baird⟧,1ZNBJ7R00C00XK,Tredegar solar,60,00:09
⟪flight_id|FL-2024-0614⟫,2024-06-07,⟦PERSON|D. Lewis⟧,none,⟪drone_serial|1581F5FHD229Q00L7⟫,Blaenavon,110,00:38
"""),

("incident_report", """INCIDENT REPORT - ⟪incident_ref|IR-0457⟫
Date/time: ⟪timestamp|12/06/2024 14:20⟫   Site: Tredegar House solar farm (client: ⟪org_name|Gwent Renewables⟫)
Remote pilot: ⟦PERSON|Ffion Morgan-Hale⟧   Observer: ⟦PERSON|Callum Baird⟧
Summary: loss of GNSS at ~60m AGL, aircraft entered ATTI mode and drifted into the perimeter fence. Firmware ⟪firmware_version|v09.01.0300⟫.
Injury: while recovering the aircraft the RP sustained a ⟦MEDICAL|laceration to the right forearm (approx 4 cm)⟧ from a prop, first aid on site, later ⟦MEDICAL|3 sutures⟧ at Royal Gwent A&E. RP also mentioned she is ⟦MEDICAL|on warfarin⟧ so the bleeding took a while to stop.
Landowner contact: Mr ⟦PERSON|Idris Vaughan⟧, ⟦ADDRESS|Ty Gwyn Farm, Pound Lane, Coedkernew, Newport NP10 8UD⟧, ⟦PHONE|07968 220145⟧.
Reported to CAA, occurrence ref ⟪report_ref|MOR 2024/11873⟫."""),

("invoice", """INVOICE ⟪invoice_no|SKY-INV-2207⟫          Date: 28 June 2024
Bill to: ⟦PERSON|Gwen Ellis-Rowe⟧, ⟦ADDRESS|Pen-y-Bryn, Llanfihangel Crucorney, Abergavenny NP7 8DH⟧

Item                                   Qty   Unit       Total
Multispectral crop health survey (ha)  42    ⟪unit_price|£18.50⟫     ⟪line_total|£777.00⟫
NDVI report + shapefiles               1     ⟪unit_price|£240.00⟫    £240.00
Travel                                 1     ⟪unit_price|£65.00⟫     £65.00

Deposit received from Mrs ⟦PERSON|Ellis-Rowe⟧ on 3 June: ⟦AMOUNT|£300.00⟧
Balance due: ⟦AMOUNT|£782.00⟧ within 30 days.
Pay to Skylark Aerial Surveys Ltd, sort code ⟪org_sort_code|60-83-71⟫ acc ⟪org_account_no|31447820⟫. VAT reg ⟪vat_number|GB 318 4471 26⟫."""),

("whatsapp_chat", """[07:12] ⟦PERSON|Dai⟧: morning. gate code for Blaenavon site changed, now ⟦PASSWORD|1 9 4 7⟧ then the green button
[07:13] ⟦PERSON|Ffion⟧: ta. can u bring the spare ND filters, I left mine at ⟦PERSON|Gar⟧'s
[07:15] ⟦PERSON|Dai⟧: yep. also the farmer's dog ⟪pet_name|Biscuit⟫ is loose again so mind the kit bag 😂
[07:16] ⟦PERSON|Ffion⟧: lol. is his number still ⟦PHONE|07700 154 882⟧? no wait thats old, its ⟦PHONE|07836 401 229⟧
[07:31] ⟦PERSON|Dai⟧: NOTAM ⟪notam_id|H2417/24⟫ active til 1600 for the airshow, stay under ⟪altitude|90m⟫"""),

("contractor_form", """CONTRACTOR INTAKE - ⟪org_name|Horizon Line Aerial LLC⟫ (Part 107 ops)
Full legal name: ⟦PERSON|Marcus T. Delgado⟧
Preferred name: ⟦PERSON|Marc⟧
SSN: ⟦SSN|$ssn1⟧
DOB: ⟦DATE_OF_BIRTH|04/22/1988⟧
Home address: ⟦ADDRESS|2217 W Alameda Ave Apt 3B, Denver, CO 80223⟧
Mobile: ⟦PHONE|(720) 318-4407⟧
Email: ⟦EMAIL|marc.delgado88@gmail.com⟧
Part 107 cert #: ⟪faa_cert_no|4712093⟫
Day rate agreed: ⟦AMOUNT|$650/day⟧ + mileage
Emergency contact: ⟦PERSON|Elena Delgado⟧ (wife) ⟦PHONE|(720) 318-9920⟧"""),

("stack_trace", """⟪timestamp|2024-06-12 18:02:44⟫ ERROR ortho-sync batch failed
Traceback (most recent call last):
  File "/home/⟦PERSON|cbaird⟧/dev/ortho-sync/sync.py", line ⟪line_number|212⟫, in upload_batch
    resp = session.put(url, data=chunk, timeout=30)
  File "/home/⟦PERSON|cbaird⟧/.venv/lib/python3.11/site-packages/requests/sessions.py", line 649, in put
    return self.request("PUT", url, data=data, **kwargs)
requests.exceptions.ConnectionError: HTTPSConnectionPool(host='⟦IP_ADDRESS|81.149.22.173⟧', port=⟪port|8443⟫): Max retries exceeded with url: /api/v2/batches/⟪uuid|$uuid1⟫/chunks/17 (Caused by NewConnectionError('<urllib3.connection.HTTPSConnection object at ⟪memory_address|0x7f3a2c1b9d90⟫>: Failed to establish a new connection: [Errno 111] Connection refused'))
⟪timestamp|2024-06-12 18:02:45⟫ WARN retrying with bearer ⟦APIKEY|$ak_jwt1⟧"""),

("call_transcript", """[Call recording - Skylark office - ⟪call_id|CR-88214⟫]
AGENT (⟦PERSON|Bethan⟧): Skylark Aerial, ⟦PERSON|Bethan⟧ speaking.
CALLER: Hiya, it's ⟦PERSON|Alan Mostyn⟧, you did the roof inspection on my house last week, I want to pay the balance.
AGENT: Lovely, that's ⟦AMOUNT|£185⟧ outstanding. Long card number when you're ready.
CALLER: ⟦CARD|$card_v1⟧.
AGENT: Expiry?
CALLER: ⟪card_expiry|09/27⟫, and the three on the back is ⟦CVV|418⟧.
AGENT: And the billing address?
CALLER: ⟦ADDRESS|14 Heol y Coed, Rhiwbina, Cardiff CF14 6HJ⟧.
AGENT: Thanks Mr ⟦PERSON|Mostyn⟧, that's gone through, auth code ⟪auth_code|A7X2Q9⟫. Receipt to ⟦EMAIL|al.mostyn@btinternet.com⟧?
CALLER: Yes please, cheers."""),

("preflight_brief", """PRE-FLIGHT BRIEF  job ⟪job_no|J-3391⟫
Site: Severn estuary viewpoint (⟪grid_ref|ST 4210 8755⟫)
Airspace: Cardiff CTR class D, permission ref ⟪atc_permission_ref|CWL/UAS/2024/118⟫, ATC tel is on the permission letter.
NOTAMs: ⟪notam_id|H2531/24⟫ (crane 312ft AMSL), ⟪notam_id|H2540/24⟫ (para drop, Llandow).
Wx: ⟪metar|EGFF 130950Z 24012KT 9999 FEW025 17/11 Q1014⟫, Kp ⟪kp_index|3⟫.
Aircraft: M350 RTK, firmware ⟪firmware_version|v09.01.0400⟫, RC ⟪rc_serial|5YSZL9200B0123⟫.
Max alt ⟪altitude|120 m⟫ AGL. Batteries at ⟪battery_cycles|41/38/40/44⟫ cycles, all OK."""),

("email_thread", """From: ⟦EMAIL|k.okonjo@hillcrestestates.co.uk⟧
To: ⟦EMAIL|quotes@skylark-aerial.co.uk⟧
Subject: RE: Quote ⟪quote_ref|Q-24-0788⟫ - topographic survey, Hillcrest phase 2

Hi ⟦PERSON|Rhys⟧,
Thanks for the quote. ⟪quote_amount|£4,950 + VAT⟫ is a bit over our budget, the previous firm charged ⟪quote_amount|£3,800⟫ for phase 1. Could you do GSD ⟪gsd|2.5 cm/px⟫ instead of 1.5?
Also, personal thing - I'm ⟦MEDICAL|pregnant (due in Sept)⟧ and not great on uneven ground at the mo, so my colleague ⟦PERSON|Tunde Bakare⟧ (⟦PHONE|07931 662 054⟧) will meet your pilot on site.
Kind regards
⟦PERSON|Kemi Okonjo⟧
Development Manager, ⟪org_name|Hillcrest Estates⟫
⟦PHONE|029 2048 7710⟧"""),

("shell_history", """  501  ssh ⟦PERSON|fmorganhale⟧@⟦IP_ADDRESS|192.168.50.12⟧
  502  cd /srv/odm/projects/⟪project_code|hillcrest-ph2⟫
  503  docker run -ti --rm -v $(pwd):/datasets opendronemap/odm:⟪docker_tag|3.5.1⟫ --project-path /datasets proj
  504  export OPENAI_API_KEY=⟦APIKEY|$ak_openai1⟧
  505  python3 summarise_report.py --job ⟪job_no|J-3402⟫ --in report.pdf
  506  scp -i ~/.ssh/id_ed25519 ortho.tif ⟦PERSON|fmorganhale⟧@⟦IP_ADDRESS|100.71.18.4⟧:/data/out/
  507  sshpass -p '⟦PASSWORD|Drizzle-Pylon-83⟧' ssh pi@⟦IP_ADDRESS|192.168.50.31⟧
  508  history | tail"""),

("voice_memo", """Voice memo transcript, ⟪timestamp|Tue 18 Jun 16:05⟫: "Note for ⟦PERSON|Bethan⟧ - new client, ⟦PERSON|Harriet Quayle⟧, phone ⟦PHONE|oh seven eight four one, two two six, nine oh three⟧, she wants the barn roof done before her insurance renewal. Address is ⟦ADDRESS|Old Mill Cottage, 3 Brook Street, Usk, NP15 1BU⟧. She said she'll pay the ⟦AMOUNT|two hundred and fifty quid⟧ deposit by bank transfer. Her lad flies a ⟪product_model|Mini 4 Pro⟫ round there, remind him about the ⟪airspace|EGD 420⟫ danger area... actually no that's miles off, scrap that. Job number ⟪job_no|J-3417⟫." """),

("ocr_id_scan", """[OCR - onboarding/docs/scan_0412.pdf p1]
NEDERLAND  IDENTITEITSKAART
Naam / Surname: ⟦PERSON|VAN DEN BERG⟧
Voornamen / Given names: ⟦PERSON|Sanne Maria⟧
Geb. datum / Date of birth: ⟦DATE_OF_BIRTH|11 MAR 1990⟧
Persoonsnummer / Personal No.: ⟦NATIONAL_ID|$bsn1⟧
Geldig tot / Date of expiry: ⟪expiry_date|04 08 2031⟫
---
ops note (⟦PERSON|Bethan⟧): ⟦PERSON|Sanne⟧ is flying for us on the Rotterdam port job, her EU operator reg is ⟪eu_operator_id|NLDrx4t9k2m8c1p⟫.
Pay invoices to ⟦IBAN|$iban_nl1⟧ (t.n.v. ⟦PERSON|S.M. van den Berg⟧)"""),

("sms", """SKYLARK: Hi ⟦PERSON|Harriet⟧, your drone roof survey is booked for ⟪appointment_date|Thu 27 Jun⟫ 10:00. Pilot ⟦PERSON|Dai Lewis⟧ will call from ⟦PHONE|07583 119 640⟧ on arrival. Ref ⟪booking_ref|BK-55913⟫. Reply STOP to ⟪sms_shortcode|60777⟫ to opt out."""),

("github_issue", """**Bug: tile proxy leaks keys in logs** #⟪issue_number|214⟫
opened by ⟦PERSON|nadia-h⟧ · ⟪version|v2.8.0⟫

When the tile proxy fails it logs the full upstream URL including the key:
```
⟪timestamp|2024-06-20T11:03:52Z⟫ ERROR upstream 502 https://maps.googleapis.com/maps/api/staticmap?center=⟪coordinates|51.58,-2.99⟫&zoom=17&key=⟦APIKEY|$ak_google1⟧ from ⟦IP_ADDRESS|172.20.4.9⟧
```
The deploy bot PAT (⟦APIKEY|$ak_gh1⟧) also ends up in the CI output. @⟦PERSON|tomasz-k⟧ can you redact + rotate? Looks like ⟪commit_sha|$sha2⟫ introduced it."""),
]

# ---------------------------------------------------------------- part 2: 3D printing and prototyping bureaus
TEXTS += [
("order_confirmation", """Subject: Order ⟪order_id|#PB-40917⟫ confirmed - 3 parts, SLS nylon PA12

Hi ⟦PERSON|Jonas⟧,
thanks for your order at ⟪org_name|PrintBay Prototyping⟫! Summary:
 - ⟪stl_filename|gimbal_mount_v7_FINAL2.stl⟫  x2   ⟪unit_price|£38.40⟫
 - ⟪stl_filename|battery_clip.stl⟫  x1   ⟪unit_price|£12.90⟫
Paid: ⟦AMOUNT|£89.70⟧ by card ending ⟪masked_card|•••• 2241⟫
Ship to: ⟦PERSON|Jonas Weidmann⟧, ⟦ADDRESS|Flat 2, 41 Gloucester Road, Bristol BS7 8AD⟧
Tracking will follow from DPD. Questions? ⟦EMAIL|orders@printbay.co.uk⟧ or ⟦PHONE|0117 403 2298⟧ (Mon-Fri)."""),

("yaml_config", """# ~/.octoprint/config.yaml   (print farm node pi-07)
api:
  key: ⟦APIKEY|$ak_octo1⟧
server:
  host: ⟦IP_ADDRESS|192.168.20.57⟧
  port: ⟪port|5000⟫
  onlineCheck:
    host: ⟪doc_ip|192.0.2.53⟫
plugins:
  discordremote:
    webhook: ⟦SECRET|$wh_discord1⟧
  telegram:
    token: ⟦APIKEY|$ak_tg1⟧
    chat: ⟪chat_id|-1001847203344⟫
  email_notifier:
    to: ⟦EMAIL|farm@printbay.co.uk⟧
serial:
  port: /dev/ttyACM0
  baudrate: ⟪baudrate|115200⟫
webcam:
  stream: http://⟦IP_ADDRESS|192.168.20.57⟧:8080/?action=stream
printerProfiles:
  default: ⟪printer_model|prusa_mk4⟫
"""),

("forum_post", """Re: MK4 layer shift after firmware ⟪firmware_version|6.0.3⟫?

Had the same on two of ours. Rolled back to ⟪firmware_version|5.1.2⟫, re-tensioned belts to ⟪belt_tension|85 Hz⟫ and it's been fine for ~300 print hours. Also check the X-axis idler, part ⟪part_number|MK4-XIDL-03⟫, ours had a cracked one. Slicer was PrusaSlicer ⟪version|2.7.4⟫, profile ⟪slicer_profile|0.20mm QUALITY @MK4IS⟫. Filament ⟪filament_sku|PLA-GAL-GRY-1KG⟫ at ⟪temperature|215°C⟫ / bed ⟪temperature|60°C⟫. Hope that helps, it drove me mad for a week."""),

("support_ticket", """Ticket ⟪ticket_id|ZD-118204⟫ · Priority: normal · Channel: email
Requester: ⟦PERSON|Katrin Hollweg⟧ <⟦EMAIL|k.hollweg@posteo.de⟧>
Subject: Warped parts / refund please

Hello, the 4 enclosure halves (order ⟪order_id|PB-40388⟫) arrived warped, photos attached. I'd prefer a refund of ⟦AMOUNT|€146.20⟧ rather than a reprint as my deadline has passed. Card refunds take ages with my bank, so please send it to ⟦IBAN|$iban_de1⟧ (⟦PERSON|Katrin Hollweg⟧, Commerzbank).
Danke, ⟦PERSON|Katrin⟧
---
Internal note (⟦PERSON|Priya⟧): approved, refund ⟦AMOUNT|€146.20⟧ via Wise, batch ⟪payout_batch|WB-7781⟫. Root cause: bed temp drift on printer ⟪printer_id|P-12⟫."""),

("curl_command", """$ curl -s -H "X-Shopify-Access-Token: ⟦APIKEY|$ak_shopify1⟧" "https://⟪hostname|printbay-store.myshopify.com⟫/admin/api/⟪api_version|2024-04⟫/customers/search.json?query=email:⟦EMAIL|d.achterberg@gmail.com⟧"
{"customers":[{"id":⟪customer_id|7241183903771⟫,"email":"⟦EMAIL|d.achterberg@gmail.com⟧","first_name":"⟦PERSON|Daan⟧","last_name":"⟦PERSON|Achterberg⟧","phone":"⟦PHONE|+31 6 41829907⟧","orders_count":3,"tags":"trade, vip","created_at":"⟪timestamp|2023-11-02T14:11:09+01:00⟫"}]}"""),

("trustpilot_review", """★★☆☆☆  "Good prints, rubbish comms"
⟦PERSON|Mo Farouk⟧ · GB · 3 reviews

Ordered a batch of resin miniatures (order ⟪order_id|PB-39877⟫) for my tabletop shop. Quality was fine but I paid ⟦AMOUNT|£212⟧ for express and they arrived 6 days late. Emailed ⟦PERSON|Priya⟧ three times, no reply. Their site says "express from ⟪price|£24.99⟫" which is a joke.
Date of experience: ⟪date|14 May 2024⟫

Reply from ⟪org_name|PrintBay Prototyping⟫: Sorry ⟦PERSON|Mo⟧, the courier lost a day in Swindon. We've refunded the express surcharge of ⟦AMOUNT|£31.50⟧ to your card."""),

("sql_insert", """-- dump of quote_requests, ⟪timestamp|2024-07-01 02:00:01⟫
INSERT INTO quote_requests (id, name, email, phone, company, material, qty, notes, created) VALUES
(⟪row_id|8812⟫, '⟦PERSON|Oluwaseun Adeyemi⟧', '⟦EMAIL|seun.adeyemi@outlook.com⟧', '⟦PHONE|07418 339 201⟧', NULL, 'TPU 95A', 40, 'insoles for my son, he has ⟦MEDICAL|flat feet and mild cerebral palsy⟧, his physio sent the scans', '2024-06-29'),
(⟪row_id|8813⟫, '⟦PERSON|Greta Lindqvist⟧', '⟦EMAIL|greta@lindqvist-design.se⟧', '⟦PHONE|+46 70 418 22 91⟧', '⟪org_name|Lindqvist Design AB⟫', 'PA12', 250, 'see attached STEP, NDA needed', '2024-06-30'),
(⟪row_id|8814⟫, '⟦PERSON|Sam O''Neill⟧', '⟦EMAIL|samoneill@icloud.com⟧', '⟦PHONE|+353 87 204 6613⟧', NULL, 'PETG', 1, 'replacement knob for my nan''s ⟪product_model|Dualit 4-slice⟫ toaster lol', '2024-06-30');"""),

("slack_thread", """#farm-ops
⟦PERSON|Liam⟧ 10:14  who changed the admin pw on the Bambu farm? cant get in
⟦PERSON|Priya⟧ 10:15  me, sorry. it's ⟦PASSWORD|Filament$Goblin42⟧ now. LAN access codes are on the stickers, P1S-03 is ⟦PASSWORD|38201957⟧
⟦PERSON|Liam⟧ 10:16  ta. also the gitlab CI token for slicer-profiles: ⟦APIKEY|$ak_gl1⟧ - expires ⟪expiry_date|2024-09-30⟫
⟦PERSON|Priya⟧ 10:18  put it in the vault not here 🙃
⟦PERSON|Liam⟧ 10:18  k. printer ⟪printer_serial|01P09C470100391⟫ throwing ⟪error_code|HMS_0300_0D00_0001_0004⟫ again btw"""),

("nda_contract", """MUTUAL NON-DISCLOSURE AGREEMENT

This Agreement is made on ⟪contract_date|2 July 2024⟫ between:
(1) ⟪org_name|PrintBay Prototyping Ltd⟫, company number ⟪company_number|12093384⟫, registered office ⟪business_address|Unit 7, Albion Dockside, Bristol BS1 6UT⟫ ("PrintBay"); and
(2) Dr ⟦PERSON|Anjali Menon⟧, an individual, of ⟦ADDRESS|22 Cotham Brow, Bristol BS6 6AS⟧ ("the Inventor").

1. Purpose. The parties wish to evaluate the manufacture of a wearable sensor housing (the "Prototype").
2. Term. Obligations survive for ⟪term|five (5) years⟫ from the date above.

Signed ⟦PERSON|Anjali Menon⟧
Signed for PrintBay: ⟦PERSON|Liam Thackeray⟧, Director
Witness: ⟦PERSON|Ruth Ogden⟧, ⟦ADDRESS|9 Redland Grove, Bristol BS6 6PR⟧"""),

("job_card", """JOB CARD ⟪job_no|PB-J-1177⟫    Printer: ⟪printer_id|Formlabs F3 #2⟫   Resin: ⟪resin_sku|RS-F2-BMBL-01⟫
Customer: ⟦PERSON|Declan Fahy⟧   Tel: ⟦PHONE|07862 550 318⟧
Brief: custom liner insert for his ⟦MEDICAL|below-knee prosthesis (left)⟧. Customer has ⟦MEDICAL|contact dermatitis to acrylates⟧ so biocompatible resin only, NO standard grey. Scan from clinic, ref ⟪clinic_ref|LMC-22-0931⟫.
Deposit taken: ⟦AMOUNT|£120⟧ cash. Balance on collection.
Tech: ⟦PERSON|Ola⟧ - check fit w/ ⟦PERSON|Declan⟧ on Weds."""),

("payslip", """PAYSLIP   ⟪pay_period|Period 04 (Jul 2024)⟫
Employee: ⟦PERSON|Priya Raghunathan⟧      Employee no ⟪employee_no|E0027⟫
NI number: ⟦NATIONAL_ID|$nino1⟧          Tax code ⟪tax_code|1257L⟫
Basic pay ......... ⟦AMOUNT|£2,437.50⟧
Overtime 6h ....... ⟦AMOUNT|£131.63⟧
Income tax ........ ⟦AMOUNT|-£303.60⟧
NI ................ ⟦AMOUNT|-£121.44⟧
Net pay ........... ⟦AMOUNT|£2,144.09⟧
Paid to ⟦IBAN|$iban_gb2⟧ on ⟪pay_date|26/07/2024⟫
Employer: PrintBay Prototyping Ltd, PAYE ref ⟪paye_ref|120/PB48311⟫"""),

("web_form", """[Web form submission · printbay.co.uk/contact · ⟪form_id|wpcf7-f112⟫]
Name: ⟦PERSON|Tobias Reinholt⟧
Email: ⟦EMAIL|tobi.reinholt@gmx.de⟧
Phone (optional): ⟦PHONE|+49 1523 7748190⟧
Message: hi, I need 20 copies of a bracket for my wheelchair (I'm a ⟦MEDICAL|T6 paraplegic⟧), the OEM part costs ⟪price|€89⟫ each lol. can you print in CF nylon? file attached ⟪attachment|bracket_rev3.3mf⟫
IP: ⟦IP_ADDRESS|91.64.182.203⟧   UA: ⟪user_agent|Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0⟫"""),

("pos_receipt", """PRINTBAY COUNTER - RECEIPT ⟪receipt_no|R-00993⟫
⟪timestamp|05/07/24 15:41⟫   Till 1   Served by: ⟦PERSON|Ola⟧
FDM print, PETG black, 212 g        ⟪line_total|£21.20⟫
Post-processing (sanding)           ⟪line_total|£8.00⟫
VISA ⟪masked_card|**** **** **** 6620⟫        Paid ⟦AMOUNT|£29.20⟧
AID ⟪emv_aid|A0000000031010⟫   Auth ⟪auth_code|081544⟫
Loyalty card: ⟦PERSON|J. Okafor⟧, stamps 7/10
Thank you! VAT no ⟪vat_number|GB 402 1187 55⟫"""),

("api_log_jsonl", """{"ts":"⟪timestamp|2024-07-08T09:12:01.338Z⟫","lvl":"info","msg":"quote created","quote":"⟪quote_ref|Q-7781⟫","client_ip":"⟦IP_ADDRESS|86.12.201.44⟧","user":"⟦EMAIL|greta@lindqvist-design.se⟧"}
{"ts":"⟪timestamp|2024-07-08T09:12:03.102Z⟫","lvl":"debug","msg":"pricing","material":"PA12","volume_cm3":214.6,"price_gbp":⟪quote_amount|318.4⟫}
{"ts":"⟪timestamp|2024-07-08T09:14:40.907Z⟫","lvl":"warn","msg":"stripe call","auth":"Bearer ⟦APIKEY|$ak_stripe2⟧","idempotency_key":"⟪uuid|$uuid2⟫"}
{"ts":"⟪timestamp|2024-07-08T09:14:41.552Z⟫","lvl":"info","msg":"payment ok","customer":"⟪stripe_customer_id|cus_QH2x8RkLm1Vt3a⟫","amount_paid":"⟦AMOUNT|£318.40⟧"}"""),

("teams_chat", """⟦PERSON|Ruth Ogden⟧  14:02
Can someone send ⟦PERSON|Anjali⟧ the login for the customer portal? She's the inventor on the NDA job.
⟦PERSON|Liam Thackeray⟧  14:05
⟪hostname|portal.printbay.co.uk⟫  user: ⟦EMAIL|anjali.menon@bristol-medtech.org⟧  temp pw: ⟦PASSWORD|Welcome2PrintBay!⟧ (forces reset on first login)
⟦PERSON|Ruth Ogden⟧  14:06
thx. and her 2FA backup codes in case she gets locked out: ⟦SECRET|$rc_num1⟧, ⟦SECRET|$rc_num2⟧
⟦PERSON|Liam Thackeray⟧  14:07
🤦 please don't send those over Teams ⟦PERSON|Ruth⟧"""),

("delivery_note", """DELIVERY NOTE ⟪delivery_note_no|DN-2024-1193⟫
From: PrintBay Prototyping Ltd, ⟪business_address|Unit 7, Albion Dockside, Bristol BS1 6UT⟫
To: ⟦PERSON|Hamish Carruthers⟧, ⟦ADDRESS|Croft Cottage, 11 Shore Road, Portsoy, Banff AB45 2PB⟧
Tel: ⟦PHONE|01261 843 077⟧
Consignment: ⟪tracking_number|15501938277201⟫ (DPD Next Day)
Contents: 1x ⟪part_number|PB-RC-HULL-V2⟫ RC boat hull (ASA), 1x hatch lid
Gross weight ⟪weight|2.4 kg⟫
Customer note: leave with neighbour at no. 9 if out."""),
]

# ---------------------------------------------------------------- part 3: observatories, planetariums, astronomy societies
TEXTS += [
("observing_log", """NIGHT LOG   ⟪telescope|INT 2.5m⟫ / ⟪instrument|IDS⟫   Night of ⟪date|2024-03-11/12⟫
Observers: ⟦PERSON|M. Okwuosa⟧ (PI), ⟦PERSON|L. Ferreira-Santos⟧    TO: ⟦PERSON|Juanma⟧
19:52  bias + flats done, ⟪fits_filename|r1874402.fit⟫ .. ⟪fits_filename|r1874431.fit⟫
20:31  ⟪target_name|SN 2024ggi⟫  RA/Dec ⟪ra_dec|11:18:22.09 -32:50:15.3⟫  airmass 2.1, 3x900s
22:10  dome closed, humidity 91% (⟪weather_station|WS-3⟫)
01:45  reopened. ⟪target_name|NGC 2392⟫, seeing ⟪seeing|1.1 arcsec⟫
05:58  twilight flats. MJD ⟪mjd|60381.25⟫
Notes: ⟦PERSON|Lucía⟧ felt unwell after midnight (⟦MEDICAL|altitude sickness, headache and nausea⟧), went down to the residencia at 02:30, ⟦PERSON|Juanma⟧ covered the rest."""),

("visitor_registration_email", """Subject: Visitor registration - ⟪proposal_id|P24A-031⟫, nights 8-11 April

Dear Ms ⟦PERSON|Ortega⟧,
Please find below the details for the residencia and the access road permit as requested:
  Name: ⟦PERSON|Carmen Ortega Ruiz⟧
  DNI: ⟦NATIONAL_ID|$dni1⟧
  DOB: ⟦DATE_OF_BIRTH|23/09/1979⟧
  Flight: ⟪flight_no|IB3922⟫ MAD-SPC arriving 14:35
  Dietary: vegetarian; ⟦MEDICAL|severe peanut allergy (carries an EpiPen)⟧
  Mobile: ⟦PHONE|+34 612 480 937⟧
My student ⟦PERSON|Héctor Balaguer⟧ joins on 10 April, his NIE is ⟦NATIONAL_ID|$nie1⟧.
Best,
⟦PERSON|Carmen⟧
Dept. of Astrophysics, ⟪org_name|Universidad de La Laguna⟫"""),

("group_booking_form", """STARDOME PLANETARIUM - GROUP BOOKING
Booking ref: ⟪booking_ref|SD-GRP-20931⟫
School: ⟪org_name|St Aidan's C of E Primary⟫
Lead teacher: Mrs ⟦PERSON|Joanne Whitlock⟧   Mobile ⟦PHONE|07544 902 176⟧   Email ⟦EMAIL|j.whitlock@staidans.sch.uk⟧
Show: "Journey to the Edge", ⟪show_time|Tue 14 May 10:30⟫, 58 pupils + 7 adults
Price: ⟪tariff|£6.50 per pupil⟫, accompanying adults free
SEN / medical: one pupil with ⟦MEDICAL|photosensitive epilepsy⟧ (no laser segment please), one ⟦MEDICAL|wheelchair user⟧
Deposit paid on my own card (school reimburses me): ⟦CARD|$card_v3⟧ exp ⟪card_expiry|11/26⟫ CVC ⟦CVV|207⟧, amount ⟦AMOUNT|£75.00⟧"""),

("membership_csv", """membership_no,name,email,phone,town,joined,sub_paid,status
⟪membership_no|HAS-0142⟫,⟦PERSON|Derek Ainsworth⟧,⟦EMAIL|derek.ainsworth@talktalk.net⟧,⟦PHONE|01422 361 884⟧,⟪place_name|Halifax⟫,2009,⟦AMOUNT|£28.00⟧,active
⟪membership_no|HAS-0198⟫,⟦PERSON|Shabana Qureshi⟧,⟦EMAIL|shabz.q@gmail.com⟧,⟦PHONE|07861 447 020⟧,⟪place_name|Brighouse⟫,2016,⟦AMOUNT|£18.00 (conc)⟧,active
⟪membership_no|HAS-0231⟫,⟦PERSON|Eileen Pickles⟧,⟦EMAIL|eileen.pickles@btinternet.com⟧,⟦PHONE|01422 882 503⟧,⟪place_name|Hebden Bridge⟫,2019,⟦AMOUNT|£28.00⟧,active
⟪membership_no|HAS-0240⟫,⟦PERSON|Wojciech Nowak⟧,⟦EMAIL|w.nowak@o2.pl⟧,⟦PHONE|07458 129 330⟧,⟪place_name|Sowerby Bridge⟫,2021,,lapsed
"""),

("agm_minutes", """HALIFAX ASTRONOMICAL SOCIETY - AGM MINUTES, ⟪date|7 March 2024⟫
Present: ⟦PERSON|D. Ainsworth⟧ (Chair), ⟦PERSON|S. Qureshi⟧ (Sec), ⟦PERSON|Wojciech Nowak⟧, ⟦PERSON|Eileen Pickles⟧ + 19 members. Apologies: ⟦PERSON|Graham Royle⟧ (⟦MEDICAL|recovering from a hip replacement⟧).
1. Treasurer's report: income for the year ⟪org_total|£3,412.60⟫, expenditure ⟪org_total|£2,988.15⟫, balance c/f ⟪org_total|£5,701.33⟫.
2. Dome repair: quote from ⟪org_name|Pennine Domes⟫ of ⟪quote_amount|£1,850⟫ approved.
3. ⟦PERSON|Shabana⟧ to be reimbursed ⟦AMOUNT|£64.20⟧ for outreach leaflets; ⟦PERSON|Derek⟧ waived his ⟦AMOUNT|£40⟧ mileage claim.
4. Next meeting: talk by Dr ⟦PERSON|Amrit Sandhu⟧ on exoplanet atmospheres, 4 April. Members' nights at the dark site resume; the code for the new padlock is ⟦PASSWORD|0-4-1-1⟧ (do NOT post it on Facebook!!)."""),

("java_stack_trace", """⟪timestamp|2024-04-02 23:14:07,512⟫ ERROR [dome-ctrl] o.o.telescope.DomeClient - auth failed for bearer ⟦APIKEY|$ak_jwt2⟧
java.net.SocketTimeoutException: Connect timed out (⟦IP_ADDRESS|10.8.0.14⟧:⟪port|7624⟫)
    at java.base/sun.nio.ch.NioSocketImpl.timedFinishConnect(NioSocketImpl.java:⟪line_number|546⟫)
    at org.observatory.telescope.DomeClient.open(DomeClient.java:88)
    at org.observatory.scheduler.NightQueue.run(NightQueue.java:141)
    at java.base/java.lang.Thread.run(Thread.java:1583)
context: user=⟦PERSON|mokwuosa⟧ sessionid=⟦SECRET|$ck_django1⟧ remote=⟦IP_ADDRESS|2a02:c7c:5d1e:ae00:8d2:41ff:fe3a:1b7⟧
build ⟪build_number|obsctl-4.2.0+b1187⟫"""),

("accident_book", """STARDOME - FIRST AID / ACCIDENT BOOK    Entry ⟪accident_book_no|#0311⟫
Date: ⟪date|Sat 20 Apr 2024⟫   Time: 15:12   Location: Dome 1, row F
Injured person: ⟦PERSON|Isla McBride⟧ (child, 9)   DOB: ⟦DATE_OF_BIRTH|02/11/2014⟧
Parent/guardian: ⟦PERSON|Kirsty McBride⟧, ⟦ADDRESS|27 Marchmont Crescent, Edinburgh EH9 1HQ⟧, ⟦PHONE|07723 418 066⟧
What happened: during the aurora sequence ⟦PERSON|Isla⟧ had a ⟦MEDICAL|tonic-clonic seizure lasting about 2 min⟧. Mum says she has ⟦MEDICAL|epilepsy, on levetiracetam⟧ and had missed this morning's dose. Recovery position, ambulance not needed per mum.
First aider: ⟦PERSON|Ewan Dunbar⟧    Show: ⟪show_name|Northern Lights Live⟫ (⟪show_time|15:00⟫)"""),

("newsletter", """HAS Skywatch - May 2024
🌠 The ⟪meteor_shower|Eta Aquariids⟫ peak on the night of ⟪date|5/6 May⟫, ZHR up to ⟪zhr|50⟫ from southern latitudes, far fewer from Yorkshire. Best after 03:00 BST.
🪐 Jupiter slips into the evening twilight; comet ⟪comet_designation|C/2023 A3⟫ (Tsuchinshan-ATLAS) is a morning object at about mag ⟪magnitude|+9.5⟫.
🔭 Loan scope: the ⟪telescope_model|Skywatcher 200P Dobsonian⟫ is back, sign-out sheet at the clubhouse. Hire is ⟪price|£5 a month⟫ for members.
📅 Observing nights at ⟪place_name|Ogden Water⟫ car park, Fridays if clear. New Moon ⟪moon_phase|8 May⟫."""),

("discord_chat", """#astro-dev  (⟪server_name|NightSky Coders⟫)
⟦PERSON|starhopper_kev⟧ - Today at 21:14
finally got the allsky cam bot working 🎉 token is ⟦APIKEY|$ak_tg2⟧ if anyone wants to fork it, just swap it out
⟦PERSON|nebula.nat⟧ - Today at 21:16
⟦PERSON|kev⟧ mate 😬 rotate that. also your slack webhook is sitting in the repo: ⟦SECRET|$wh_slack2⟧
⟦PERSON|starhopper_kev⟧ - Today at 21:17
ffs. the ⟪repo_name|allsky-notify⟫ one right? commit ⟪commit_sha|$sha3⟫
⟦PERSON|nebula.nat⟧ - Today at 21:18
yep. and the pi is wide open at ⟦IP_ADDRESS|82.28.141.97⟧:⟪port|8080⟫, lock it down"""),

("grant_application", """Visiting Fellowship Application - scheme ⟪scheme_code|RAS-VF-2024⟫
1. Applicant: Dr ⟦PERSON|Ananya Krishnamurthy⟧
2. Home institution: ⟪org_name|Indian Institute of Astrophysics⟫, Bengaluru
3. Date of birth: ⟦DATE_OF_BIRTH|17 August 1991⟧
4. Passport no.: ⟦PASSPORT|$pp_in1⟧ (valid to ⟪expiry_date|03/2031⟫)
5. Aadhaar (only for the Indian travel co-funding): ⟦NATIONAL_ID|$aadhaar1⟧
6. Correspondence: ⟦EMAIL|ananya.k@iiap.res.in⟧, ⟦PHONE|+91 98450 31762⟧
7. Proposed host: Prof. ⟦PERSON|Helen Ashdown⟧, Jodrell Bank
8. Requested for the applicant: stipend ⟦AMOUNT|£2,100/month⟧ x 3 months; travel ⟦AMOUNT|£1,150⟧ (scheme maximum ⟪scheme_cap|£8,000⟫)
9. Declarations: no conflicts of interest."""),

("refund_email", """From: ⟦EMAIL|gareth.boyce77@yahoo.co.uk⟧
To: ⟦EMAIL|boxoffice@stardome.org.uk⟧
Subject: refund - show cancelled

Hi, the 19:30 "Black Holes" show on Friday was cancelled (projector fault they said). I booked 4 tickets, order ⟪order_id|SD-118877⟫, total ⟦AMOUNT|£46.00⟧ on my Mastercard ending ⟪masked_card|**4419⟫. Can you refund or move us to next week? My daughter ⟦PERSON|Maisie⟧ has ⟦MEDICAL|ADHD⟧ so an earlier show would suit her better tbh.
Thanks, ⟦PERSON|Gareth Boyce⟧
⟦PHONE|07977 310 462⟧
---
Hi ⟦PERSON|Gareth⟧, refunded ⟦AMOUNT|£46.00⟧ today, ref ⟪refund_ref|RF-2291⟫. Sorry about that! ⟦PERSON|Tasha⟧, Box Office"""),

("ini_config", """; /etc/allsky/upload.ini  -- HAS dark site
[sftp]
host = ⟦IP_ADDRESS|51.195.44.120⟧
port = ⟪port|2222⟫
user = ⟦PERSON|dainsworth⟧
password = ⟦PASSWORD|M31andM33!⟧
remote_dir = /var/www/allsky
[camera]
model = ⟪camera_model|ZWO ASI224MC⟫
exposure_max_ms = ⟪exposure|60000⟫
[weather]
url = https://api.openweathermap.org/data/2.5/weather?lat=⟪coordinates|53.7421⟫&lon=⟪coordinates|-1.9128⟫&appid=⟦APIKEY|$ak_dd1⟧
"""),

("markdown_table", """### Saturday volunteers - Stardome
| Volunteer | Role | Mobile | Shift | Notes |
|---|---|---|---|---|
| ⟦PERSON|Ewan Dunbar⟧ | first aider | ⟦PHONE|07812 330 915⟧ | ⟪shift|Sat AM⟫ | |
| ⟦PERSON|Priyanka Shah⟧ | usher | ⟦PHONE|07459 208 741⟧ | ⟪shift|Sat PM⟫ | ⟦MEDICAL|type 1 diabetic⟧, keep juice at FOH |
| ⟦PERSON|Bill Crosland⟧ | telescope demo | ⟦PHONE|0131 229 4418⟧ | ⟪shift|Sat eve⟫ | ⟦MEDICAL|wears hearing aids⟧, speak clearly on the radio |
| ⟦PERSON|Nkechi Eze⟧ | shop till | ⟦PHONE|07355 617 280⟧ | ⟪shift|all day⟫ | till PIN ⟦PASSWORD|5512⟧ |"""),

("whatsapp_group", """HAS Observing 🔭
[21:03] ⟦PERSON|Shabana Q⟧: clear skies at Ogden!! who's coming
[21:04] ⟦PERSON|Derek A⟧: on my way. bringing the 10 inch
[21:05] ⟦PERSON|Wojtek⟧: me too. ⟦PERSON|Eileen⟧ says she can't, her ⟦MEDICAL|knee's playing up again since the op⟧
[21:07] ⟦PERSON|Shabana Q⟧: aw. padlock code same as in the AGM minutes, don't share pls
[21:09] ⟦PERSON|Derek A⟧: anyone got ⟦PERSON|Graham⟧'s new number?
[21:10] ⟦PERSON|Wojtek⟧: ⟦PHONE|07940 552 813⟧
[21:41] ⟦PERSON|Derek A⟧: seeing is awful, ⟪seeing|4 arcsec⟫ at least. ⟪target_name|M13⟫ looks like mush"""),

("guest_registration", """REGISTRO DE HUESPEDES / GUEST REGISTRATION - ⟪org_name|Hostería Vicuña Observatorio⟫
Guest: ⟦PERSON|Rebecca Nakamura-Hill⟧
Nationality: USA      Passport: ⟦PASSPORT|$pp_us2⟧
Date of birth: ⟦DATE_OF_BIRTH|March 3, 1984⟧
Home address: ⟦ADDRESS|4418 NE Going St, Portland, OR 97218⟧
Arrival ⟪date|2024-05-02⟫   Departure ⟪date|2024-05-09⟫   Room ⟪room_number|12⟫
Card: ⟦CARD|$card_a1⟧   CID ⟦CVV|4410⟧   Deposit ⟦AMOUNT|USD 180.00⟧
Group: ⟪org_name|CTIO visiting observers⟫"""),

("jira_ticket", """⟪ticket_id|SD-IT-442⟫  Digistar show server won't sync to the projector rack
Reporter: ⟦PERSON|Tasha Greenhalgh⟧   Assignee: ⟦PERSON|Kwame Asante⟧   Priority: High

Since the ⟪version|Digistar 7.2⟫ update, render nodes ⟦IP_ADDRESS|10.10.40.11⟧ to ⟦IP_ADDRESS|10.10.40.16⟧ drop off after ~20 min. Vendor support asked for remote access so I gave them the jump box login (user ⟪service_account|dsvendor⟫ / ⟦PASSWORD|Dome!Render2024⟧), please change it after they're done.
Vendor engineer: ⟦PERSON|Lars Øvergaard⟧, ⟦EMAIL|lars.overgaard@es-dome.no⟧
Attachment: ⟪attachment|render05_syslog.tgz⟫ (⟪file_size|48 MB⟫)"""),

("expense_claim", """EXPENSE CLAIM - ⟪org_name|Mont Mégantic Observatory⟫ outreach
Claimant: ⟦PERSON|Étienne Gauthier⟧      SIN: ⟦NATIONAL_ID|$sin1⟧
Address: ⟦ADDRESS|1187 rue Principale, Notre-Dame-des-Bois, QC J0B 2E0⟧
Items: fuel for star party shuttle ⟦AMOUNT|CAD 86.40⟧; eyepiece repair ⟦AMOUNT|CAD 142.00⟧
Total claimed: ⟦AMOUNT|CAD 228.40⟧
Approved by: ⟦PERSON|Nathalie Roy⟧    Cost centre ⟪cost_centre|CC-4410-OUT⟫    Claim no ⟪claim_no|EXP-24-0317⟫"""),
]

# ---------------------------------------------------------------- part 4: amateur radio clubs, phone and laptop repair
TEXTS += [
("net_log", """⟪club_callsign|GX4HRC⟫ Tuesday 2m net - ⟪frequency|145.325 MHz⟫ FM, CTCSS ⟪ctcss_tone|77.0 Hz⟫
Net control: ⟦PERSON|Pete Hargreaves⟧
Check-ins:
 21:00  ⟦PERSON|Sandra⟧ (mobile, M62) 5/9
 21:02  ⟦PERSON|Alun Jenkins⟧ via ⟪repeater_callsign|GB3HC⟫ 5/7
 21:04  ⟦PERSON|Rob⟧ portable on Pendle, locator ⟪grid_locator|IO83uu⟫
 21:07  ⟦PERSON|Margaret Ellery⟧ - apologies for next week, ⟦MEDICAL|cataract op on the 14th⟧
 21:15  ⟦PERSON|Tariq⟧ - HF report, 20m open to VK around ⟪frequency|14.205 MHz⟫
Next net ⟪date|Tue 21 May⟫. 73 all"""),

("sepa_mandate_email", """Subject: DX club sub 2024 - SEPA mandate

Hi ⟦PERSON|Siobhán⟧,
Sorry for the delay. Please set up the direct debit for the annual sub (⟪tariff|€45 full / €25 student⟫) from my account:
  Account holder: ⟦PERSON|Cathal Ó Briain⟧
  IBAN: ⟦IBAN|$iban_ie1⟧
  BIC: ⟪bic|AIBKIE2D⟫
  Mandate ref: ⟪mandate_ref|SDXC-2024-0077⟫
I'll pay the ⟦AMOUNT|€30⟧ I owe for the antenna raffle tickets at the next meeting.
73 de ⟦PERSON|Cathal⟧
⟦PHONE|087 331 5942⟧ | ⟦ADDRESS|14 Ard na Gréine, Knocknacarra, Galway H91 X2T6⟧
⟪org_name|Galway Bay DX Club⟫"""),

("svxlink_config", """# /etc/svxlink/svxlink.d/ModuleEchoLink.conf  (GB3HC node)
[ModuleEchoLink]
CALLSIGN=⟪repeater_callsign|GB3HC-R⟫
PASSWORD=⟦PASSWORD|Pendle2mRocks⟧
SYSOPNAME=⟦PERSON|Alun Jenkins⟧
LOCATION=[Svx] ⟪frequency|145.7125⟫, Halifax
PROXY_SERVER=⟪doc_ip|198.51.100.40⟫
PROXY_PORT=⟪port|8100⟫
LINK_IP=⟦IP_ADDRESS|185.44.78.210⟧
ADMIN_EMAIL=⟦EMAIL|alun.jenkins@gx4hrc.org.uk⟧
AUTOCON_ECHOLINK_ID=⟪echolink_node|284771⟫
DESCRIPTION="GB3HC 2m repeater. Keeper ⟦PERSON|Alun⟧, faults to ⟦PHONE|07851 224 603⟧"
"""),

("classified_ad", """FOR SALE: Icom IC-7300, boxed, s/n ⟪serial_no|02154873⟫, firmware ⟪firmware_version|1.42⟫ - ⟪price|£850 ono⟫
Barely used, comes with ⟪accessory_sku|HM-219⟫ mic and the original PSU lead. Collection from ⟪place_name|Todmorden⟫ or courier at buyer's cost (about ⟪shipping_cost|£15⟫). No timewasters pls. Text ⟦PERSON|Rob⟧ on ⟦PHONE|07925 841 306⟧ or PM me here. PayPal F&F to ⟦EMAIL|robhowarth.radio@gmail.com⟧ once agreed."""),

("exam_registration", """FOUNDATION LICENCE EXAM - CANDIDATE REGISTRATION (club-run)
Exam centre: ⟪exam_centre_code|C0471⟫    Invigilators: ⟦PERSON|P. Hargreaves⟧, ⟦PERSON|S. Dyson⟧
Candidate surname: ⟦PERSON|OKONKWO⟧     Forenames: ⟦PERSON|Chidi Emmanuel⟧
Date of birth: ⟦DATE_OF_BIRTH|09-Jan-2008⟧
Address: ⟦ADDRESS|3 Moorfield Terrace, Luddenden, Halifax HX2 6JB⟧
Email: ⟦EMAIL|chidi.okonkwo08@icloud.com⟧
Reasonable adjustments: ⟦MEDICAL|dyslexia - 25% extra time, coloured overlay⟧
Parent/guardian consent: ⟦PERSON|Ngozi Okonkwo⟧
Fee: ⟪exam_fee|£27.50⟫ (club voucher)    Candidate no. ⟪candidate_no|F-24-118830⟫"""),

("shell_history", """pi@⟪hostname|shack-pi⟫:~ $ history
   12  sudo nano ⟪config_path|/etc/direwolf.conf⟫
   13  git clone https://⟦PERSON|ahargreaves⟧:⟦APIKEY|$ak_ghfg1⟧@github.com/⟪repo_name|gx4hrc/logbook-sync⟫.git
   14  cd logbook-sync && cp env.sample .env
   15  echo "QRZ_PASSWORD=⟦PASSWORD|Yagi5el!⟧" >> .env
   16  python3 sync.py --since ⟪date|2024-05-01⟫
   17  ping -c3 ⟦IP_ADDRESS|192.168.1.44⟧
   18  ssh ⟦PERSON|tariq⟧@⟦IP_ADDRESS|192.168.1.60⟧
   19  sudo systemctl restart direwolf"""),

("sms_thread", """⟦PERSON|Pete⟧: shack key safe code is ⟦PASSWORD|3 3 0 9⟧, hang the key back after pls
Me: cheers ⟦PERSON|pete⟧, is the 6m beam back up?
⟦PERSON|Pete⟧: yes. ⟦PERSON|Sandra⟧ paid the ⟦AMOUNT|£120⟧ for the rotator (⟪product_model|Yaesu G-450C⟫) so thank her
Me: will do. whats the mast height limit on the planning?
⟦PERSON|Pete⟧: ⟪planning_ref|23/00412/HOU⟫ says 12m, dont go mad"""),

("treasurer_csv", """date,payee,description,amount,paid_by,receipt
2024-04-02,⟦PERSON|Pete Hargreaves⟧,coax LMR400 30m,⟦AMOUNT|£96.30⟧,BACS,⟪receipt_ref|R-041⟫
2024-04-09,⟦PERSON|Sandra Dyson⟧,rotator G-450C,⟦AMOUNT|£120.00⟧,BACS,⟪receipt_ref|R-042⟫
2024-04-20,⟪org_name|Moonraker UK⟫,SWR meter,⟪supplier_payment|£64.99⟫,club card,⟪receipt_ref|R-043⟫
2024-05-01,⟦PERSON|Tariq Mahmood⟧,hall hire refund,⟦AMOUNT|£35.00⟧,cash,⟪receipt_ref|R-044⟫
TOTAL,,,⟪org_total|£316.29⟫,,
"""),

("incident_email", """Subject: Field Day accident - for the insurers

All,
For the record: on Saturday ⟪date|8 June⟫ at the ⟪place_name|Cragg Vale⟫ site, ⟦PERSON|Margaret Ellery⟧ tripped over a guy line while we were putting up the ⟪antenna_model|G5RV⟫. She has a ⟦MEDICAL|fractured left wrist (distal radius)⟧ and was seen at Calderdale Royal. She is ⟦MEDICAL|type 2 diabetic⟧, A&E were told. Witnesses: ⟦PERSON|Rob Howarth⟧, ⟦PERSON|Alun Jenkins⟧.
Public liability policy ⟪policy_no|RSGB-PL-88120⟫, the club will make the claim. ⟦PERSON|Margaret⟧'s contact details for the insurer: ⟦PHONE|01422 843 516⟧, ⟦ADDRESS|Ivy House, 2 Church Bank, Mytholmroyd HX7 5DQ⟧.
⟦PERSON|Pete⟧ (Sec.)"""),

("repair_job_card", """FIXPOINT REPAIRS - JOB ⟪job_no|FX-20931⟫
Booked in: ⟪timestamp|15/05/2024 11:20⟫ by ⟦PERSON|Kasia⟧
Customer: ⟦PERSON|Jermaine Clarke⟧   Tel ⟦PHONE|07403 228 571⟧   Email ⟦EMAIL|jermaine.c@hotmail.co.uk⟧
Device: iPhone 13, model ⟪model_number|A2633⟫, IMEI ⟪imei|$imei1⟫, iOS ⟪os_version|17.4.1⟫
Fault: smashed screen + Face ID not working after a drop
Passcode (for testing): ⟦PASSWORD|280795⟧
Quote: screen ⟪quote_amount|£189⟫, Face ID diag ⟪quote_amount|£25⟫
Deposit paid: ⟦AMOUNT|£50⟧ (card)
Condition: back glass cracked top-left, customer aware."""),

("sms_notification", """FixPoint: Hi ⟦PERSON|Jermaine⟧, your iPhone (job ⟪job_no|FX-20931⟫) is ready. Balance to pay on collection: ⟦AMOUNT|£164.00⟧. We're open ⟪opening_hours|till 6pm⟫ at ⟪business_address|212 Stretford Rd⟫. Questions? ⟦PHONE|0161 872 4410⟧"""),

("data_recovery_report", """DATA RECOVERY REPORT - case ⟪case_no|DR-0588⟫
Client: ⟦PERSON|Beatrice Nwosu⟧   Device: Dell XPS 13, SSD ⟪serial_no|S4EVNF0M812233⟫ (⟪capacity|512 GB⟫)
Recovered 41,208 files (⟪data_size|118.4 GB⟫). Structure:
  C:\\Users\\⟦PERSON|bnwosu⟧\\Documents\\...
  C:\\Users\\⟦PERSON|bnwosu⟧\\Desktop\\passwords.txt   <- client asked us to confirm this one came back. First lines:
      bank: ⟦PASSWORD|Lagos2Leeds#88⟧
      netflix: ⟦PASSWORD|bea1987!!⟧
  C:\\Users\\⟦PERSON|bnwosu⟧\\Documents\\NHS\\⟪file_name|discharge_letter_2023.pdf⟫ (preview mentions ⟦MEDICAL|sickle cell disease⟧, not opened further)
Fee: ⟪tariff|£299 fixed⟫. Client paid ⟦AMOUNT|£299.00⟧ on collection.
Technician: ⟦PERSON|Kasia Wróbel⟧"""),

("google_review", """⭐⭐⭐⭐⭐  ⟦PERSON|Dylan Matthews⟧ · Local Guide · 41 reviews · ⟪relative_time|2 weeks ago⟫
Cracked my ⟪device_model|Pixel 7⟫ screen on a Saturday, ⟦PERSON|Kasia⟧ had it done in an hour. Paid ⟦AMOUNT|£149⟧ which was cheaper than the ⟪price|£179⟫ Google quoted me. They even moved my stuff off the old phone. Proper honest shop, go here!
Response from the owner: Thanks ⟦PERSON|Dylan⟧! ⟦PERSON|Kasia⟧ & ⟦PERSON|Imran⟧"""),

("voice_note_transcript", """[WhatsApp voice note, ⟪duration|0:48⟫, auto-transcript]
"hiya it's ⟦PERSON|Beverley⟧ from the flats, I dropped my tablet in yesterday, the ⟪brand|Samsung⟫. ⟦PERSON|Imran⟧ said send the unlock pattern, I haven't got a pattern it's a PIN, it's ⟦PASSWORD|nine one one two four⟧... no wait, ⟦PASSWORD|nine one one two six⟧. And ring me on my other number cos this phone's dying, ⟦PHONE|oh seven nine five six, three three oh, one one eight⟧. Oh and my grandson says back up the photos of ⟪pet_name|Pickle⟫ before you wipe anything please love, ta" """),

("buyin_record", """SECOND-HAND BUY-IN RECORD ⟪buyin_no|BI-0413⟫    ⟪date|22/05/2024⟫
Seller: ⟦PERSON|Agnieszka Kowalczyk⟧
ID seen: Polish ID card, PESEL ⟦NATIONAL_ID|$pesel1⟧
DOB: ⟦DATE_OF_BIRTH|14.05.1990⟧
Address: ⟦ADDRESS|Flat 6, 88 Cheetham Hill Road, Manchester M8 8PE⟧
Item: iPhone 12 64GB, IMEI ⟪imei|$imei2⟫, checked on ⟪check_service|CheckMEND⟫, cert ⟪check_cert|CM-77183920⟫: clear
Price paid to seller: ⟦AMOUNT|£140⟧ cash
Staff: ⟦PERSON|Imran Siddiqui⟧"""),

("complaint_email", """To: ⟦EMAIL|hello@fixpoint.repair⟧
From: ⟦EMAIL|n.achebe.work@gmail.com⟧
Subject: Formal complaint - job ⟪job_no|FX-20874⟫

I was quoted ⟪quote_amount|£95⟫ for a MacBook battery but charged ⟦AMOUNT|£145⟧ on collection. Your tech ⟦PERSON|Imran⟧ said it was "extra labour". I have raised a chargeback with my bank (Visa ending ⟪masked_card|•• 7713⟫). I also need the logic board serial ⟪serial_no|C02XK1YEJGH5⟫ on an invoice for my insurer.
Please refund ⟦AMOUNT|£50⟧ to the card within 14 days.

⟦PERSON|Nnamdi Achebe⟧
⟦ADDRESS|41 Great Western Street, Moss Side, Manchester M14 4AU⟧"""),

("app_log", """[⟪timestamp|2024-05-23 09:01:17⟫] INFO  booking-api: POST /bookings from ⟦IP_ADDRESS|31.94.17.202⟧ name="⟦PERSON|Leanne Pickering⟧" phone="⟦PHONE|07491 338 207⟧" device="⟪device_model|Galaxy S23⟫"
[⟪timestamp|2024-05-23 09:01:18⟫] DEBUG sms: twilio api_key=⟦APIKEY|$ak_twsk1⟧ api_secret=⟦SECRET|$sk_twauth1⟧ from=⟦PHONE|+447480781220⟧
[⟪timestamp|2024-05-23 09:01:18⟫] INFO  sms: queued ⟪message_sid|SM5f1e2c7a9b0d4e3f8a6c1b2d3e4f5a6b⟫ to ⟦PHONE|+447491338207⟧
[⟪timestamp|2024-05-23 09:03:40⟫] WARN  rate limit 429 from ⟪doc_ip|203.0.113.19⟫ (test harness)"""),

("whatsapp_business_chat", """FixPoint Repairs (business account)
[10:02] Customer: hi is my laptop ready? its under ⟦PERSON|Okafor⟧
[10:05] FixPoint: Hi! Yes, HP Envy job ⟪job_no|FX-21002⟫ is ready. SSD swapped + Windows reinstall. Balance ⟦AMOUNT|£82.50⟧. Your old drive is in the bag.
[10:06] Customer: can I pay by bank?
[10:07] FixPoint: sure, sort code ⟪org_sort_code|30-94-57⟫ acc ⟪org_account_no|20118734⟫, ref ⟪job_no|FX-21002⟫
[10:07] Customer: done. whats the admin password u set?
[10:08] FixPoint: it's ⟦PASSWORD|Fixpoint2024⟧, please change it when you log in 🙏
[10:30] Customer: my brother ⟦PERSON|Chuka⟧ is picking it up, he'll show ID"""),

("repair_receipt", """HKFIX Phone & Tablet Repair - RECEIPT ⟪receipt_no|HK-A-55102⟫
Customer: ⟦PERSON|WONG Ka-ming⟧   HKID (warranty registration): ⟦NATIONAL_ID|$hkid1⟧
Tel: ⟦PHONE|9187 4420⟧
Device: iPad Air 5, s/n ⟪serial_no|DMPXK2Q1HJ⟫ - battery + charging port
Paid: ⟦AMOUNT|HK$1,280⟧ (Octopus)
Warranty 90 days. ⟪business_address|Shop 214, 2/F, Sin Tat Plaza, 83 Argyle St, Mong Kok⟫"""),

("new_hire_packet", """NEW HIRE PACKET - ⟪org_name|QuickFix Tech, Tempe AZ⟫
Employee: ⟦PERSON|Destiny Ramírez⟧
SSN: ⟦SSN|$ssn2⟧    DOB: ⟦DATE_OF_BIRTH|1999-12-02⟧
Address: ⟦ADDRESS|1530 E Apache Blvd #214, Tempe, AZ 85281⟧
Phone: ⟦PHONE|480-921-6640⟧
Starting wage: ⟦AMOUNT|$17.50/hr⟧
Direct deposit: routing ⟪bank_routing_no|122105155⟫, account ending ⟪masked_account|****8812⟫
Emergency contact: ⟦PERSON|Rosa Ramírez⟧ (mother) ⟦PHONE|480-921-3307⟧
Allergies: ⟦MEDICAL|latex⟧ - use the nitrile gloves at the bench
HR contact: ⟦PERSON|Kyle Brennan⟧"""),
]

# ---------------------------------------------------------------- part 5: vending and coffee machines, arcades and seaside, zoos and wildlife parks
TEXTS += [
("telemetry_json", """{
  "machine_id": "⟪machine_id|VM-BRW-00418⟫",
  "site": "⟪site_name|Salford Royal - Level 2 Atrium⟫",
  "fw": "⟪firmware_version|4.11.2-r3⟫",
  "modem": {"iccid": "⟪iccid|$iccid1⟫", "ip": "⟦IP_ADDRESS|100.94.212.17⟧", "rssi": -71},
  "cashless": {"reader": "⟪reader_serial|NYX-ONYX-221904⟫", "last_card": "⟪masked_card|476173******0142⟫", "vend_price_gbp": ⟪price|1.60⟫},
  "alerts": ["⟪error_code|E-COIN-07⟫", "⟪error_code|TEMP-HI⟫"],
  "api": {"endpoint": "https://telemetry.brewpoint.io/v2", "token": "⟦APIKEY|$ak_jwt4⟧"},
  "engineer_on_call": {"name": "⟦PERSON|Gary Thwaite⟧", "mobile": "⟦PHONE|07808 611 924⟧"}
}"""),

("engineer_whatsapp", """[08:15] ⟦PERSON|Gary Thwaite⟧: at the Trafford depot, whats the door code?
[08:16] ⟦PERSON|Lorraine⟧ (ops): ⟦PASSWORD|1479⟧ then tick. cash box key is in the lockbox, combo ⟦PASSWORD|6-0-2⟧
[08:20] ⟦PERSON|Gary⟧: ta. machine ⟪machine_id|VM-BRW-00391⟫ coin mech jammed again, ⟪error_code|E-COIN-07⟫. took out ⟪cash_collected|£212.40⟫ coins + ⟪cash_collected|£85 notes⟫
[08:41] ⟦PERSON|Lorraine⟧: nice one. can u swing by ⟪site_name|Sale Leisure Centre⟫ after, Mrs ⟦PERSON|Pattinson⟧ rang, the machine ate her ⟦AMOUNT|£2⟧ coin. her number ⟦PHONE|0161 973 2205⟧
[08:42] ⟦PERSON|Gary⟧: 👍"""),

("dotenv_production", """# brewpoint-cashless/.env.production
STRIPE_SECRET_KEY=⟦APIKEY|$ak_stripe1⟧
STRIPE_PUBLISHABLE_KEY=⟪publishable_key|$pk_stripe1⟫
STRIPE_WEBHOOK_SECRET=⟦SECRET|$sk_whsec1⟧
STRIPE_API_VERSION=⟪api_version|2024-04-10⟫
MERCHANT_ID=⟪merchant_id|BRWPNT-UK-0041⟫
NAYAX_OPERATOR_ID=⟪operator_id|2210574⟫
SENDGRID_API_KEY=⟦APIKEY|$ak_sg1⟧
JWT_SIGNING_SECRET=⟦SECRET|$sk_jwtsecret1⟧
DB_HOST=⟦IP_ADDRESS|172.31.14.207⟧
DB_PASSWORD=⟦PASSWORD|v3nd!ng-Pr0d-2024⟧
SUPPORT_EMAIL=⟦EMAIL|support@brewpoint.io⟧
"""),

("payroll_csv", """emp_id,name,ni_number,route,gross_month,iban
⟪employee_no|D-014⟫,⟦PERSON|Gary Thwaite⟧,⟦NATIONAL_ID|$nino2⟧,⟪route_code|MCR-S1⟫,⟦AMOUNT|£2310.00⟧,⟦IBAN|$iban_gb3⟧
⟪employee_no|D-019⟫,⟦PERSON|Lorraine Bexley⟧,⟦NATIONAL_ID|$nino3⟧,⟪route_code|OPS⟫,⟦AMOUNT|£2650.00⟧,⟦IBAN|$iban_gb1⟧
⟪employee_no|D-022⟫,⟦PERSON|Paweł Zieliński⟧,⟦NATIONAL_ID|$nino4⟧,⟪route_code|MCR-N2⟫,⟦AMOUNT|£2184.50⟧,⟦IBAN|$iban_pl1⟧
"""),

("allergy_complaint_email", """From: ⟦EMAIL|sunita.patel81@gmail.com⟧
Subject: Nut contamination - vending machine, Level 2 atrium

To whom it may concern,
My son ⟦PERSON|Arjun⟧ (14) has a ⟦MEDICAL|severe tree-nut allergy⟧. On ⟪date|12 June⟫ he bought a "nut-free" flapjack (EAN ⟪ean13|$ean1⟫) from your machine ⟪machine_id|VM-BRW-00418⟫ and ⟦MEDICAL|had an anaphylactic reaction needing two doses of adrenaline⟧. He was kept in overnight. Spiral 4 was loaded right next to a hazelnut bar.
I expect a full explanation, and frankly I want his ⟦AMOUNT|£1.95⟧ back on principle.
Dr ⟦PERSON|Sunita Patel⟧
⟦PHONE|07816 207 334⟧"""),

("right_to_work_check", """RIGHT TO WORK CHECK - ⟪org_name|Golden Sands Amusements Ltd⟫
Candidate 1: ⟦PERSON|Liam Doherty⟧ - Irish passport ⟦PASSPORT|$pp_ie1⟧, DOB ⟦DATE_OF_BIRTH|30/06/2003⟧, PPSN ⟦NATIONAL_ID|$ppsn1⟧ (from his P45, Dublin job); UK NI number applied for.
Candidate 2: ⟦PERSON|Grace Adebayo-Lewis⟧ - British passport ⟦PASSPORT|$pp_uk2⟧, DOB ⟦DATE_OF_BIRTH|11/02/2005⟧, NI ⟦NATIONAL_ID|$nino1⟧
   address ⟦ADDRESS|Flat 3, 19 Marine Parade West, Clacton-on-Sea CO15 1RG⟧
Checked by ⟦PERSON|Trevor Nash⟧ on ⟪date|02/05/2024⟫. Copies in ⟪file_path|/hr/rtw/2024/⟫."""),

("cctv_request_email", """Subject: CCTV pull for police - arcade floor ⟪date|Sat 20 July⟫

⟦PERSON|Trev⟧,
Essex Police (PC ⟦PERSON|Dawson⟧, collar ⟪police_collar_no|7731⟫) want the footage of the 2p pusher incident, crime ref ⟪crime_ref|42/118830/24⟫. I've exported cams 3 and 7 from the NVR at ⟦IP_ADDRESS|192.168.0.64⟧ (login admin / ⟦PASSWORD|GoldenSands#2019⟧, yes I know, I'll change it). The camera over the doughnut stand is ⟦IP_ADDRESS|192.168.0.71⟧ and it's been offline since the ⟪firmware_version|V5.7.3 build 220112⟫ update. The manual's example says point it at ⟪doc_ip|192.0.2.10⟫ which is obviously wrong.
The lad who got hurt, ⟦PERSON|Kieran Shaw⟧ (17), has a ⟦MEDICAL|broken nose and concussion⟧ according to his mum.
⟦PERSON|Donna⟧"""),

("sql_query_output", """gs=> SELECT pass_no, holder, email, dob, tokens, topup_total FROM season_passes WHERE expires > '⟪sql_date|2024-09-30⟫';
  pass_no   |      holder       |          email           |    dob     | tokens | topup_total
------------+-------------------+--------------------------+------------+--------+-------------
 ⟪pass_no|GS-S-10293⟫ | ⟦PERSON|Tyler Beaumont⟧    | ⟦EMAIL|tyler.b2009@gmail.com⟧    | ⟦DATE_OF_BIRTH|2009-03-17⟧ |    140 | ⟦AMOUNT|£70.00⟧
 ⟪pass_no|GS-S-10294⟫ | ⟦PERSON|Amelia Gunn⟧       | ⟦EMAIL|amelia.gunn@yahoo.com⟧    | ⟦DATE_OF_BIRTH|2012-11-05⟧ |     35 | ⟦AMOUNT|£20.00⟧
 ⟪pass_no|GS-S-10301⟫ | ⟦PERSON|Harvey O'Connell⟧  | ⟦EMAIL|harveyoc@hotmail.co.uk⟧   | ⟦DATE_OF_BIRTH|2010-07-29⟧ |      0 | ⟦AMOUNT|£110.00⟧
(3 rows)"""),

("tripadvisor_review", """"Fun but pricey" ★★★☆☆
Reviewed ⟪date|3 August 2024⟫ - ⟪org_name|Golden Sands Amusements⟫, Clacton
Tokens are ⟪price|£1 for 4⟫ or ⟪price|£10 for 50⟫ and the grabbers are set impossibly tight. Dodgems were ⟪price|£4 a go⟫. The pier itself is lovely and the doughnut stand by ⟪landmark|the Helter Skelter⟫ is worth it. Parking in ⟪place_name|Clacton town centre⟫ was ⟪parking_tariff|£2.80/hr⟫. Go on a weekday, less queues."""),

("slack_it_alerts", """#it-alerts  (⟪workspace|goldensands.slack.com⟫)
⟦PERSON|Donna Fairweather⟧  16:20
the prize redemption kiosk keeps dying. the bot token for the alert integration is ⟦APIKEY|$ak_slack1⟧ and the incoming webhook is ⟦SECRET|$wh_slack1⟧, whoever set this up pls move them into 1Password
⟦PERSON|Trevor Nash⟧  16:31
that was ⟦PERSON|Jamie⟧ before he left. kiosk is ⟦IP_ADDRESS|10.20.1.35⟧, card reader sn ⟪reader_serial|PAX-A920-0883412⟫, firmware ⟪firmware_version|PayDroid 8.1⟫
⟦PERSON|Donna Fairweather⟧  16:33
the signing secret ⟦SECRET|$sk_slacksign1⟧ is in the same google doc 🙄"""),

("seasonal_staff_form", """⟪org_name|Funland Arcade, Seaside Heights NJ⟫ - SEASONAL STAFF FORM
Name: ⟦PERSON|Brianna Kowalski⟧    Goes by: ⟦PERSON|Bree⟧
SSN: ⟦SSN|$ssn4⟧
DOB: ⟦DATE_OF_BIRTH|08/14/2006⟧   (minor - working papers ⟪working_papers_no|A-22-071145⟫)
Address: ⟦ADDRESS|72 Hiering Ave, Seaside Heights, NJ 08751⟧
Cell: ⟦PHONE|(732) 814-2290⟧
Parent: ⟦PERSON|Dana Kowalski⟧ ⟦PHONE|(732) 814-2291⟧
Medical info: ⟦MEDICAL|asthma, inhaler kept in locker 12⟧; ⟦MEDICAL|bee sting allergy⟧
Wage: ⟦AMOUNT|$15.13/hr⟧"""),

("adoption_order", """⟪org_name|Whitecliff Wildlife Park⟫ - Adopt an Animal
Order ⟪order_id|WWP-AD-6617⟫
Animal: ⟪animal_name|Mabel⟫ the ⟪species|red panda⟫ (ZIMS ⟪zims_id|GAN-4412-0098⟫)
Package: Gold adoption ⟪price|£60.00⟫ + gift wrap
Paid by: ⟦PERSON|Helen Fairclough⟧, ⟦EMAIL|helenfairclough@sky.com⟧, total charged ⟦AMOUNT|£63.50⟧
Name on certificate: "⟦PERSON|Poppy Fairclough⟧" (granddaughter)
Post to: ⟦ADDRESS|8 Larkspur Close, Weymouth DT3 6RQ⟧
Gift aid: no"""),

("keeper_handover", """HANDOVER - Big Cats / Primates, ⟪date|Tue 9 Apr⟫
Animals:
- ⟪animal_name|Tamu⟫ (lioness): ⟪animal_health|off food 2 days, vet to check for dental abscess⟫, ⟪drug_name|meloxicam⟫ in meat AM
- ⟪animal_name|Koshi⟫ (snow leopard): fine, weight ⟪animal_weight|41.2 kg⟫
- ⟪animal_name|Bramble⟫ (gibbon): chip ⟪microchip_no|$chip1⟫ reread OK
Staff:
- ⟦PERSON|Nikhil⟧ off until Fri with a ⟦MEDICAL|lower back strain⟧, light duties after
- ⟦PERSON|Sophie Lund⟧ covering AM feeds, radio ch ⟪radio_channel|4⟫
- keeper room door code is now ⟦PASSWORD|7230⟧ (don't write it on the whiteboard again!)
- vet on call: Dr ⟦PERSON|Aoife Byrne⟧ ⟦PHONE|07770 392 105⟧"""),

("vet_clinical_record", """CLINICAL RECORD - ⟪species|Giraffa camelopardalis⟫ ⟪animal_name|Juniper⟫ (F), ⟪zims_id|GAN-4412-0011⟫
⟪date|2024-04-11⟫ Standing sedation: ⟪drug_name|detomidine⟫ 0.01 mg/kg + ⟪drug_name|butorphanol⟫ IM. Hoof trim RF, ⟪animal_health|mild laminitis suspected⟫, radiographs pending. Faecal egg count ⟪lab_result|350 epg⟫ (strongyles), ⟪drug_name|fenbendazole⟫ 3-day course. Weight est. ⟪animal_weight|780 kg⟫. Recheck ⟪date|2024-04-25⟫."""),

("volunteer_application", """Whitecliff Wildlife Park - Volunteer application
Full name: ⟦PERSON|Eleanor Mbatha⟧
Date of birth: ⟦DATE_OF_BIRTH|5th May 1962⟧
Address: ⟦ADDRESS|Flat 1, 44 Dorchester Road, Weymouth DT4 7JY⟧
Mobile: ⟦PHONE|07824 557 031⟧    Email: ⟦EMAIL|ellie.mbatha@gmail.com⟧
Health: ⟦MEDICAL|type 1 diabetes (insulin pump)⟧, ⟦MEDICAL|penicillin allergy⟧
Emergency contact: ⟦PERSON|Sipho Mbatha⟧ (husband), ⟦PHONE|07824 557 090⟧
Preferred area: ⟪zoo_area|Discovery Farm⟫ / education talks
DBS: happy to apply"""),

("gift_aid_form", """GIFT AID DECLARATION - ⟪org_name|Whitecliff Wildlife Conservation Trust⟫ (reg. charity ⟪charity_number|1183307⟫)
I want to Gift Aid my donation of ⟦AMOUNT|£250⟧ and any donations I make in the future or have made in the past 4 years.
Title: Mr    First name: ⟦PERSON|Geoffrey⟧    Surname: ⟦PERSON|Tallis-Brown⟧
Home address: ⟦ADDRESS|Old Rectory, Church Lane, Osmington, Weymouth DT3 6EW⟧
Date: ⟪date|14/03/2024⟫
Pay by card: ⟦CARD|$card_m4⟧   CVV ⟦CVV|581⟧   exp ⟪card_expiry|08/28⟫
(Gift Aid is worth ⟪gift_aid_rate|25p for every £1⟫ you give.)"""),

("school_trip_email", """Subject: Year 3 trip Thurs - medical list

Hi ⟦PERSON|Megan⟧ (education team),
Final numbers: 62 children, 9 adults. Lunch in the Safari Barn at ⟪time|12:15⟫. Invoice to school as agreed (⟪quote_amount|£8.25 per child⟫).
Medical:
 - ⟦PERSON|Oscar⟧: ⟦MEDICAL|anaphylaxis to egg⟧, 2 auto-injectors with Mrs ⟦PERSON|Hale⟧
 - ⟦PERSON|Zara⟧: ⟦MEDICAL|type 1 diabetes⟧, checks before lunch
 - ⟦PERSON|Leo P.⟧: ⟦MEDICAL|autistic, may need a quiet space and ear defenders⟧
Lead on the day: ⟦PERSON|Rachel Ingham⟧, ⟦PHONE|07950 318 664⟧
⟪org_name|Radipole Primary⟫"""),

("staff_exchange_form", """STAFF EXCHANGE - ⟪programme_code|EAZA-SEA-24⟫
Visiting keeper: ⟦PERSON|Tan Wei Ling⟧ (Singapore)
NRIC: ⟦NATIONAL_ID|$nric2⟧     DOB: ⟦DATE_OF_BIRTH|18 Oct 2000⟧
Accommodation: staff house 2, room ⟪room_number|2B⟫
Host keeper: ⟦PERSON|Sophie Lund⟧
Dietary: ⟦MEDICAL|lactose intolerant⟧
Contact: ⟦EMAIL|tanweiling.keeper@gmail.com⟧, WhatsApp ⟦PHONE|+65 9127 4408⟧
Stipend: ⟦AMOUNT|£150 per week⟧
Arrives ⟪flight_no|SQ322⟫ on ⟪date|2 June⟫"""),
]
