# blind74 -- English texts, typed one at a time.
# ⟦TYPE|value⟧ = labelled span, ⟪kind|value⟫ = decoy, $name = values.VALUES[name]
TEXTS = []

# ---- batch 1 ---------------------------------------------------------------
TEXTS += [
("sms_nuc_collection",
"""Hi ⟦PERSON|Marcus⟧, it's ⟦PERSON|Eleri⟧ from ⟪org_name|Bryn Teg Apiaries⟫. Your nuc collection is booked for ⟪date|Sat 18 May⟫ 9-11am. Balance of ⟦AMOUNT|£145.00⟧ due on pickup (deposit ⟦AMOUNT|£50⟧ recvd, ref ⟪order_id|BT-NUC-2291⟫). Any probs ring me on ⟦PHONE|07723 418 906⟧. Bring a ventilated box pls!"""),

("email_quote_followup",
"""Subject: RE: Quote ⟪quote_id|Q-4471⟫ - crown reduction, 2x oak

Hi Mrs ⟦PERSON|Pennington⟧,

Thanks for getting back to me. As discussed the works come to ⟪quote_total|£1,380 + VAT⟫ (our standard rate, ⟪price|£460⟫ per tree incl. chipping and removal). I've pencilled you in for w/c 3rd June. The TPO consent ref is ⟪permit_no|TPO/22/0193⟫ so we're fine to go ahead.

Can you confirm access is still via the side gate at ⟦ADDRESS|14 Hollybush Lane, Wrington, Bristol BS40 5QT⟧? Last time the code for the padlock was ⟦PASSWORD|2580⟧ - let me know if that's changed.

Cheers,
⟦PERSON|Dan Okafor⟧
Lead Climber | ⟪org_name|Canopy & Crown Tree Surgery Ltd⟫
M: ⟦PHONE|07958 220 341⟧ | O: ⟦PHONE|01275 463 880⟧
⟦EMAIL|dan.okafor@canopyandcrown.co.uk⟧
Registered in England no. ⟪company_reg_no|08811472⟫"""),

("pump_controller_log",
"""⟪timestamp|2024-04-11T06:02:14.331Z⟫ INFO  pump-ctrl[⟪pid|2214⟫] telemetry upload ok site=⟪site_id|BH-0117⟫ depth_m=⟪borehole_depth|62.4⟫ fw=⟪version|v3.8.12⟫
2024-04-11T06:02:15.002Z WARN  pump-ctrl[2214] modem fallback: wan=⟦IP_ADDRESS|100.77.210.14⟧ lan=⟦IP_ADDRESS|192.168.8.1⟧
2024-04-11T06:02:15.118Z INFO  auth ok user=⟦PERSON|gtrevithick⟧ from ⟦IP_ADDRESS|86.171.40.229⟧
2024-04-11T06:02:17.904Z ERROR sms-gw send failed to=⟦PHONE|+447700184532⟧ err=⟪http_status|HTTP 429⟫ req=⟪uuid|8c1e6f0a-3b7d-4c52-9e1a-5d0f2b6c7e41⟫"""),

("whatsapp_group_pyo_staff",
"""[06/07/24, 07:41] ⟦PERSON|Shona⟧: morning all, strawbs field 3 opens at 9, ⟦PERSON|Kev⟧ can u do the tills
[06/07/24, 07:43] ⟦PERSON|Kev Mbeki⟧: yep. whats the card reader pin again, the new one
[06/07/24, 07:43] ⟦PERSON|Shona⟧: ⟦PASSWORD|6 6 1 4⟧ - dont put it on the whiteboard this time 😂
[06/07/24, 07:45] ⟦PERSON|Priya⟧: running late, ⟦PERSON|Arjun⟧ has got ⟦MEDICAL|tonsillitis⟧ again, taking him to the gp first
[06/07/24, 07:46] ⟦PERSON|Shona⟧: no worries hope he feels better x. prices today ⟪price|£4.20/kg⟫ strawbs, ⟪price|£5.50/kg⟫ rasps
[06/07/24, 07:52] ⟦PERSON|Kev Mbeki⟧: also the lady from yesterday rang, Mrs ⟦PERSON|Adeyemi⟧, she wants her ⟦AMOUNT|£18.60⟧ back, got charged twice. her no is ⟦PHONE|07831 550 272⟧"""),

("env_file_cider_shop",
"""# .env.production - ⟪org_name|Ashcombe Cider Co⟫ webshop
APP_ENV=production
APP_VERSION=⟪version|2.14.0⟫
DATABASE_URL=postgres://ashcombe_app:⟦SECRET|Kn0tty-Pippin-77⟧@⟦IP_ADDRESS|10.40.2.15⟧:⟪port|5432⟫/shop
STRIPE_PUBLISHABLE_KEY=⟪publishable_key|$stripe_pk_1⟫
STRIPE_SECRET_KEY=⟦APIKEY|$stripe_sk_1⟧
STRIPE_WEBHOOK_SECRET=⟦SECRET|$stripe_whsec_1⟧
SENDGRID_API_KEY=⟦APIKEY|$sendgrid_1⟧
MAIL_FROM=⟦EMAIL|orders@ashcombecider.co.uk⟧
ADMIN_EMAIL=⟦EMAIL|harriet.vowles@ashcombecider.co.uk⟧
SESSION_SECRET=⟦SECRET|$flask_secret_1⟧"""),

("web_form_hawk_walk",
"""== Hawk Walk Experience - Booking Form ==
Experience: ⟪product_code|HW-90⟫ Owl & Hawk Walk (90 min)   Price: ⟪price|£75pp⟫
Lead booker: ⟦PERSON|Imogen Latham-Reeve⟧
Date of birth (must be 18+ to handle birds): ⟦DATE_OF_BIRTH|22/09/1996⟧
Email: ⟦EMAIL|imo.lr96@gmail.com⟧
Mobile: ⟦PHONE|+44 7418 663 015⟧
Address: ⟦ADDRESS|Flat 3, 27 Tavistock Road, Exeter EX4 6BH⟧
Guest 2: ⟦PERSON|Ruairi Byrne⟧, DOB ⟦DATE_OF_BIRTH|03/02/1995⟧
Any medical conditions we should know about? ⟦MEDICAL|asthma, carries a salbutamol inhaler⟧. guest 2 has ⟦MEDICAL|mild hay fever⟧
Bird you'd most like to meet: ⟪pet_name|Juno⟫ the Harris hawk
Voucher code: ⟪voucher_code|GIFT-7K2Q-PL⟫
Paid: ⟦AMOUNT|£150.00⟧ by card ending ⟪masked_card|•••• 4417⟫"""),

("slack_grow_room_ops",
"""#⟪channel_name|grow-room-ops⟫
⟦PERSON|tomasz.w⟧: humidity controller in room B dropped off again, it's on ⟦IP_ADDRESS|172.20.14.33⟧
⟦PERSON|aoife⟧: can you ssh in? creds are in 1pass but the jump box is ⟦IP_ADDRESS|172.20.0.4⟧ now
⟦PERSON|tomasz.w⟧: tried, key rejected. used the old deploy key
⟦PERSON|aoife⟧: ugh ok here's the alerting bot token so you can at least silence it: ⟦APIKEY|$slack_bot_1⟧ - rotate after pls
⟦PERSON|tomasz.w⟧: 👍 also fw on the controller is ⟪version_ip_lookalike|4.1.0.7⟫ not the ⟪version|4.2.x⟫ we thought
⟦PERSON|aoife⟧: fine. and the vendor doc example uses ⟪doc_ip|192.0.2.10⟫, don't copy that lol"""),

("invoice_borehole",
"""⟪org_name|Severn Vale Water Wells Ltd⟫
⟪org_address|Unit 6, Ludlow Business Park, SY8 1XE⟫ · VAT ⟪vat_number|GB 294 7781 16⟫

INVOICE ⟪invoice_no|SVW-24-0387⟫                 Date: ⟪date|29/02/2024⟫
Bill to: ⟦PERSON|Gareth Prosser⟧, ⟦ADDRESS|Pen-y-Bryn Farm, Llanfair Waterdine, Knighton LD7 1TU⟧

Mobilisation, rig + compressor        1      ⟪price|£650.00⟫
Drilling 150mm open hole             72 m    ⟪price|£58.00/m⟫
Steel casing, grouted                12 m    ⟪price|£41.50/m⟫
Test pumping + water sample           1      ⟪price|£480.00⟫

Amount due: ⟦AMOUNT|£6,914.40⟧ (incl. VAT)
Paid on account 12/01: ⟦AMOUNT|£1,500.00⟧
Please pay by BACS to ⟪org_bank_account|Severn Vale Water Wells, sort 30-94-57, acc 11820475⟫"""),

("call_transcript_tree_delivery",
"""[Call recording ⟪call_id|CR-118204⟫ - 00:04:12]
AGENT (⟦PERSON|Bethan⟧): ⟪org_name|Evergreen Hollow⟫ Christmas trees, ⟦PERSON|Bethan⟧ speaking, how can I help?
CALLER: Hi, yeah, it's ⟦PERSON|Lorraine Fitch⟧, I ordered a two-metre ⟪tree_species|Nordmann⟫ for delivery and it never came.
AGENT: Sorry about that. Can I take the order number?
CALLER: It's ⟪order_id|EH-44918⟫.
AGENT: Thanks. And the phone number on the account?
CALLER: ⟦PHONE|oh seven nine six one, four four zero, two one eight⟧.
AGENT: Lovely. I can see you paid ⟦AMOUNT|sixty-four pounds fifty⟧ including delivery. I can refund the ⟦AMOUNT|nine pounds ninety-five⟧ delivery charge or rebook.
CALLER: Just rebook it. Same address, ⟦ADDRESS|42 Kingfisher Close, Thatcham, RG19 4PL⟧.
AGENT: And for security, last four of the card?
CALLER: ⟪masked_card|ending 3071⟫."""),

("k8s_secret_frost_alerts",
"""apiVersion: v1
kind: Secret
metadata:
  name: orchard-frost-alerts
  namespace: ⟪namespace|cider-prod⟫
type: Opaque
stringData:
  TWILIO_ACCOUNT_SID: ⟪account_sid|$twilio_ac_1⟫
  TWILIO_API_KEY: ⟦APIKEY|$twilio_sk_1⟧
  TWILIO_API_SECRET: ⟦SECRET|$twilio_auth_1⟧
  ALERT_TO: "⟦PHONE|+44 7946 301 558⟧"
  ONCALL_NAME: "⟦PERSON|Wojciech Nowicki⟧"
  MQTT_URL: "mqtts://sensors:⟦SECRET|fr0st-P0cket-19⟧@⟦IP_ADDRESS|10.8.0.21⟧:⟪port|8883⟫"
  IMAGE_TAG: "⟪version|1.9.3-rc2⟫\""""),

("forum_post_varroa",
"""Re: Varroa treatment timing - anyone used oxalic in a cold snap?

Posted by ⟦PERSON|hivemind_harry⟧ » ⟪timestamp|Tue Jan 16, 2024 8:14 pm⟫

Did mine on the 2nd when it was 4C, 12 colonies, lost one (was weak going in). Dribbled 5ml per seam, ⟪vet_product|Api-Bioxal⟫ as per the label. Batch was ⟪lot_number|LOT 23B0471⟫ if anyone's checking theirs.

Off topic but has anyone else's skin gone mad from handling the sugar syrup?? my ⟦MEDICAL|eczema⟧ has flared right up on both hands.

Anyway anyone near ⟪place|Malvern⟫ want a swarm trap box, free to collect, ring ⟦PHONE|07812 664 390⟧. cheers, ⟦PERSON|Harry⟧"""),

("csv_season_pass_holders",
"""member_id,name,email,phone,area,pass,paid,notes
⟪member_id|PYO-0041⟫,⟦PERSON|Alison Creedy⟧,⟦EMAIL|ali.creedy@btinternet.com⟧,⟦PHONE|07700 153 882⟧,⟪postcode_district|TN12⟫,family,⟦AMOUNT|£45.00⟧,
⟪member_id|PYO-0042⟫,⟦PERSON|Dev Raghunathan⟧,⟦EMAIL|devr@outlook.com⟧,⟦PHONE|07412 908 117⟧,⟪postcode_district|TN11⟫,single,⟦AMOUNT|£20.00⟧,"⟦MEDICAL|wheelchair user⟧ - use ramp by gate 2"
⟪member_id|PYO-0043⟫,⟦PERSON|Carys Whitlow⟧,,⟦PHONE|01892 771 403⟧,TN12,family,⟦AMOUNT|£45.00⟧,"son has ⟦MEDICAL|severe nut allergy⟧, carries ⟦MEDICAL|epipen⟧"
⟪member_id|PYO-0044⟫,⟦PERSON|Tobias Fenn⟧,⟦EMAIL|tfenn@fennfamily.net⟧,⟦PHONE|07956 302 649⟧,TN2,family,⟦AMOUNT|£0.00⟧,comp - staff"""),

("python_stack_trace_payments",
"""Traceback (most recent call last):
  File "⟪file_path|/srv/hawkwalk/app/payments.py⟫", line 212, in charge_booking
    resp = stripe.PaymentIntent.create(amount=7500, currency="gbp", customer=cust_id)
  File "/home/⟦PERSON|ngallagher⟧/.venv/lib/python3.11/site-packages/stripe/api_requestor.py", line 139, in request
    rbody, rcode, rheaders, my_api_key = self.request_raw(method.lower(), url, params)
stripe.error.AuthenticationError: Invalid API Key provided: ⟦APIKEY|$stripe_rk_1⟧
Request-Id: ⟪request_id|req_9Lw3TqPz1xYb2K⟫
while handling booking ⟪booking_ref|HAWK-5521⟫ for ⟦EMAIL|s.mbatha@icloud.com⟧ (client ⟦IP_ADDRESS|2a02:c7c:5e1d:a00:4d1:88ff:fe21:9b03⟧)"""),

("committee_minutes_cider_coop",
"""⟪org_name|Three Counties Cider Growers Co-operative⟫ - Committee minutes, ⟪date|14 March 2024⟫
Present: ⟦PERSON|R. Hensley⟧ (chair), ⟦PERSON|Mags O'Driscoll⟧ (treasurer), ⟦PERSON|Pete Lunn⟧, ⟦PERSON|Yvonne Tasker⟧. Apologies: ⟦PERSON|Sid Amadi⟧ (⟦MEDICAL|recovering from a knee replacement⟧).
1. Treasurer's report: co-op current account stands at ⟪org_total|£38,412.66⟫. Pressing fee for members stays at ⟪tariff|£0.32/litre⟫.
2. ⟦PERSON|Pete⟧ raised that his grading payment for the ⟪apple_variety|Dabinett⟫ is still outstanding - ⟦AMOUNT|£2,180⟧. ⟦PERSON|Mags⟧ to chase.
3. Grower payments: ⟦PERSON|Yvonne⟧ has changed bank, new account ⟦IBAN|$iban_gb_1⟧.
4. AOB: new bottling line (⟪product_code|Modulfill VFS⟫?) quote received at ⟪quote_total|£64,000⟫. Next meeting ⟪date|11 April⟫."""),

("shell_history_wells_server",
"""  501  ssh ⟦PERSON|mdlamini⟧@⟦IP_ADDRESS|10.12.0.9⟧
  502  sudo systemctl restart wellsensor
  503  export AWS_ACCESS_KEY_ID=⟦APIKEY|$aws_akid_1⟧
  504  export AWS_SECRET_ACCESS_KEY=⟦SECRET|$aws_secret_1⟧
  505  aws s3 cp logs/ s3://⟪bucket_name|sv-wells-telemetry⟫/2024/ --recursive
  506  mysql -h ⟦IP_ADDRESS|10.12.0.30⟧ -u reporting -p'⟦PASSWORD|Aquifer#2024⟧' wells
  507  git checkout ⟪commit_sha|4e1c9a7⟫
  508  curl -s http://⟪loopback_ip|127.0.0.1⟫:9100/metrics | head
  509  cat /home/⟦PERSON|mdlamini⟧/notes.txt
  510  history -c"""),

("review_grow_kit",
"""★★☆☆☆ Grow kit arrived mouldy - ⟦PERSON|Jen T.⟧, ⟪place|Leeds⟫

Ordered the oyster mushroom kit (⟪sku|OYS-GRY-2L⟫) as a birthday present for my dad. Green mould all over it within a week. Emailed support twice and heard nothing, finally rang ⟦PHONE|0113 278 5510⟧ and the lady said they'd refund the ⟦AMOUNT|£24.99⟧ but it's been three weeks. Also FYI to anyone with ⟦MEDICAL|a mould allergy⟧ like me - don't open the bag indoors. Won't order again.

Response from ⟪org_name|Fungi Foundry⟫: Hi ⟦PERSON|Jen⟧, really sorry - the refund went through today, ref ⟪refund_ref|RF-20931⟫. ⟦PERSON|Callum⟧"""),

("email_picker_payroll_details",
"""From: ⟦PERSON|Agnieszka Wróbel⟧ <⟦EMAIL|a.wrobel88@wp.pl⟧>
To: ⟦EMAIL|payroll@bramleyhillfarm.co.uk⟧
Subject: my details for payroll - picker no. ⟪staff_id|P-112⟫

Hello ⟦PERSON|Sarah⟧,
As asked here are my details for this season:
Full name: ⟦PERSON|Agnieszka Maria Wróbel⟧
Date of birth: ⟦DATE_OF_BIRTH|17.06.1994⟧
PESEL: ⟦NATIONAL_ID|$pesel_1⟧
NI number (I got it last year): ⟦NATIONAL_ID|$nino_1⟧
Bank (⟪org_name|Revolut⟫): ⟦IBAN|$iban_gb_2⟧
Phone UK ⟦PHONE|07488 213 905⟧, PL ⟦PHONE|+48 601 442 718⟧
Also I have ⟦MEDICAL|type 1 diabetes⟧ so I need short break for ⟦MEDICAL|insulin⟧ - ⟦PERSON|Kamil⟧ said this is ok. Caravan is ⟪caravan_no|C14⟫ again.
Thank you,
⟦PERSON|Aga⟧"""),

("sql_insert_arb_crm",
"""INSERT INTO customers (id, full_name, email, phone, address, created_at) VALUES
(⟪row_id|1042⟫, '⟦PERSON|Hugh Abernethy⟧', '⟦EMAIL|hugh@abernethy-family.me.uk⟧', '⟦PHONE|01738 552 901⟧', '⟦ADDRESS|Birchfield House, 9 Kinnoull Terrace, Perth PH2 7DL⟧', '⟪timestamp|2024-02-08 10:31:07⟫'),
(1043, '⟦PERSON|Fiona MacRae⟧', '⟦EMAIL|fi.macrae@gmail.com⟧', '⟦PHONE|07889 410 226⟧', '⟦ADDRESS|3 Rose Crescent, Scone, Perth PH2 6LS⟧', '2024-02-09 08:02:55');
INSERT INTO jobs (customer_id, job_ref, species, quote_gbp) VALUES
(1042, '⟪job_ref|TS-24-118⟫', '⟪tree_species|Fagus sylvatica⟫', ⟪quote_total|1850.00⟫);"""),

("helpdesk_ticket_payment_failed",
"""Ticket #⟪ticket_id|48213⟫ - Payment failed twice, please help
Status: Open · Priority: Normal · Channel: web
Customer: ⟦PERSON|Oluwaseun Adebayo⟧ (⟦EMAIL|seun.adebayo@yahoo.co.uk⟧)

Message:
hi, tried to buy the national hive starter kit (⟪sku|NAT-STK-01⟫, ⟪price|£289⟫) and it keeps failing. i even typed the card in by hand: ⟦CARD|$card_visa_1⟧ exp 08/27 cvv ⟦CVV|614⟧. bank says nothing is blocked. pls call me ⟦PHONE|07535 902 118⟧ after 6

Internal note (⟦PERSON|Lewis⟧): customer pasted full PAN into the ticket - redacted in the gateway, asked him to delete. Gateway error ⟪error_code|card_declined/do_not_honor⟫."""),

("voice_memo_accident_book",
"""Voice memo transcript, ⟪date|Thursday 9 May⟫. Note for the accident book. At about ten past two ⟦PERSON|Jamie Coutts⟧ was rigging down the ash at the Orchard Lane job and the rope grab slipped, he came down about two metres onto the chipper side. He's got ⟦MEDICAL|a suspected fractured left wrist⟧ and ⟦MEDICAL|a cut above the eye, three stitches⟧, they're seeing him at the ⟪hospital_name|Royal Berks⟫. Next of kin is his partner ⟦PERSON|Leanne⟧, number is ⟦PHONE|oh one one eight, nine four six, two two seven zero⟧. The rope was serial ⟪rope_serial|TE-11-40-2291⟫, quarantine it. The saw, ⟪equipment_serial|MS 261 s/n 179400321⟫, wasn't involved."""),

("vet_product_leaflet",
"""⟪drug_name|Apivar⟫ 500 mg ⟪active_ingredient|amitraz⟫ strips for honey bees - directions for use.
Insert 2 strips per brood chamber between frames 3-4 and 7-8. Leave for 6-10 weeks, then remove. Do not use while honey supers are on the hive. Batch ⟪lot_number|A2301-17⟫, expiry ⟪expiry_date|09/2026⟫.
Keep out of reach of children. Wear gloves; may cause skin irritation in sensitive people. Marketing authorisation ⟪ma_number|Vm 21937/4001⟫.
Distributed by ⟪org_name|Véto-pharma⟫, ⟪place|Palaiseau, France⟫."""),

("docker_compose_honeycam",
"""services:
  honeycam:
    image: ⟪image_tag|ghcr.io/wildflower-apiary/honeycam:0.7.3⟫
    restart: unless-stopped
    environment:
      - TELEGRAM_BOT_TOKEN=⟦APIKEY|$telegram_bot_1⟧
      - TELEGRAM_CHAT_ID=⟪chat_id|-1001873340192⟫
      - CAM_RTSP=rtsp://admin:⟦SECRET|B33swax!⟧@⟦IP_ADDRESS|192.168.1.64⟧:⟪port|554⟫/stream1
      - OWNER=⟦PERSON|Nia Penhaligon⟧
    ports:
      - "8080:8080\""""),
]

# ---- batch 2 ---------------------------------------------------------------
TEXTS += [
("whatsapp_dm_wages_xmas_farm",
"""⟦PERSON|Deano⟧: ⟦PERSON|Gav⟧ mate send us ur bank deets for wages, ⟦AMOUNT|£612⟧ for the fortnight
⟦PERSON|Gav⟧: its still the irish account, ⟦IBAN|$iban_ie_1⟧ name ⟦PERSON|Gavin Reilly⟧
⟦PERSON|Deano⟧: sound. and ur PPS for the forms? boss needs it for the emergency tax thing
⟦PERSON|Gav⟧: ⟦NATIONAL_ID|$ppsn_1⟧. and u still owe me ⟦AMOUNT|€40⟧ from the netting machine bet dont think i forgot
⟦PERSON|Deano⟧: lol. netting machine's jammed again btw, serial ⟪equipment_serial|NM-2209⟫, ring ⟪org_name|Ridgeway Farm Supplies⟫ on ⟦PHONE|01235 771 902⟧ about order ⟪order_id|RFS-77120⟫"""),

("nginx_access_log_bookings",
"""⟦IP_ADDRESS|81.155.203.47⟧ - - [⟪timestamp|12/Jul/2024:09:14:22 +0100⟫] "POST /api/slots/book HTTP/1.1" ⟪http_status|201⟫ 512 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)"
⟦IP_ADDRESS|2a00:23c7:8f1c:4b01:1d2e:7c40:ab2:3f19⟧ - - [12/Jul/2024:09:14:25 +0100] "GET /api/slots?date=2024-07-13&field=raspberries HTTP/1.1" 200 2210 "-" "Mozilla/5.0 (Linux; Android 14)"
⟦IP_ADDRESS|100.88.3.201⟧ - ⟦PERSON|ops_kwame⟧ [12/Jul/2024:09:15:01 +0100] "GET /admin/export?token=⟦APIKEY|$jwt_1⟧ HTTP/1.1" 200 88213 "-" "curl/8.5.0"
⟪doc_ip|203.0.113.77⟫ - - [12/Jul/2024:09:15:09 +0100] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/⟪version|1.29⟫\""""),

("contract_borehole_drilling",
"""WATER BOREHOLE DRILLING AGREEMENT (Contract No. ⟪contract_no|AQ-2024-061⟫)

This agreement is made on ⟪date|2 April 2024⟫ between ⟪org_name|Aquarius Drilling Services Ltd⟫ (company no. ⟪company_reg_no|10274419⟫) ("the Contractor") and Mr ⟦PERSON|Alistair James Fettes⟧ and Mrs ⟦PERSON|Morag Fettes⟧ of ⟦ADDRESS|Upper Balloch Farm, Crieff PH7 4HN⟧ ("the Client").

2.1 The Client shall pay a deposit of ⟦AMOUNT|£3,000.00⟧ on signing and the balance on completion.
2.2 Drilling is charged at ⟪tariff|£62.00 per metre⟫; the estimated depth of ⟪borehole_depth|80 metres⟫ is not guaranteed.
4.3 The Client confirms that Mr ⟦PERSON|Fettes⟧ holds abstraction licence ⟪licence_no|CAR/R/1184021⟫ for the site.

Signed for the Client: ⟦PERSON|A. J. Fettes⟧
ID seen (passport): ⟦PASSPORT|$pp_gb_1⟧"""),

("ocr_business_card_falconer",
"""[OCR scan - confidence ⟪ocr_confidence|0.91⟫]
⟪org_name|KESTREL RIDGE⟫
Birds of Prey Centre
⟦PERSON|ROSALIND ACHTERBERG⟧
Head Fa1coner · Lantern-Trained
M  ⟦PHONE|O7790 315 448⟧
T  ⟦PHONE|01544 388 120⟧
E  ⟦EMAIL|roz@kestrelridge-bopc.co.uk⟧
W  ⟪url|www.kestrelridge-bopc.co.uk⟫
Zoo licence ⟪licence_no|ZL/0219⟫"""),

("email_thread_1099_payroll",
"""From: ⟦PERSON|Dana Whitcomb⟧ <⟦EMAIL|dana@stonewallorchard.com⟧>
To: ⟦PERSON|Lou Perreault⟧ <⟦EMAIL|lperreault@gmail.com⟧>
Subject: ⟪form_name|1099⟫ / payroll stuff

⟦PERSON|Lou⟧ -
Thanks again for helping out with the press this fall. For the 1099 I need your SSN again, I know you sent it before but our bookkeeper ⟦PERSON|Marty⟧ lost the email (don't ask).
Also the ⟦AMOUNT|$1,840⟧ for October went out Friday, check #⟪check_number|3318⟫.

> On Oct 29, ⟦PERSON|Lou Perreault⟧ wrote:
> SSN is ⟦SSN|$ssn_1⟧. Address is ⟦ADDRESS|118 Sugarhouse Rd, Shelburne, VT 05482⟧, cell ⟦PHONE|(802) 448-2917⟧ if anything's missing.

⟦PERSON|Dana Whitcomb⟧
⟪org_name|Stonewall Orchard & Cidery⟫ · ⟪org_address|2207 Route 7, Charlotte VT⟫"""),
]

TEXTS += [
("jira_ticket_co2_sensors",
"""[⟪ticket_id|GROW-412⟫] CO2 sensors reporting 0 ppm in Room 4 since firmware ⟪version|2.3.1⟫
Reporter: ⟦PERSON|Lindiwe Khumalo⟧    Assignee: ⟦PERSON|p.ostrowski⟧
Environment: gateway ⟦IP_ADDRESS|10.30.4.2⟧, sensors ⟦IP_ADDRESS|10.30.4.51⟧-⟦IP_ADDRESS|10.30.4.58⟧

Description:
After the OTA push on ⟪date|2024-03-02⟫ all 8 ⟪product_code|SCD41⟫ units return 0. Rolling back needs the vendor portal - login ⟦EMAIL|ops@mycelia-farms.ie⟧ / ⟦PASSWORD|Shiitake!2023⟧ (I know, I know, moving it to the vault this week).
Firmware blob sha256: ⟪sha256|9b4e1f27c0d3a85e6f12b7c94d0a3e58f61c2b7d8e9a04f3c5b6d7e8f9012a3b⟫"""),

("voicemail_swarm_report",
"""Voicemail received ⟪timestamp|Sun 02 Jun 14:07⟫ (0:52)
"Hi, this is a message for the swarm collector, I got your number off the ⟪org_name|BBKA⟫ swarm map. My name's ⟦PERSON|Derek Ampofo⟧, there's a big swarm hanging off the apple tree in my front garden at ⟦ADDRESS|61 Meadow Rise, Hitchin, SG5 2JR⟧. I'm ⟦MEDICAL|allergic to bee stings⟧, I carry an ⟦MEDICAL|EpiPen⟧, so I'm not going anywhere near it. Call me back on ⟦PHONE|zero seven seven one two, three eight eight, five nine one⟧. Happy to pay whatever, I think the website said ⟪price|£40 callout⟫? Cheers.\""""),

("json_api_user_profile",
"""{
  "status": "ok",
  "request_id": "⟪request_id|a7f3c2e1-44b0-4f6e-9d21-0c8e5b7f1a92⟫",
  "user": {
    "id": ⟪user_id|58213⟫,
    "username": "⟦PERSON|hgreenhalgh⟧",
    "display_name": "⟦PERSON|Hattie Greenhalgh⟧",
    "email": "⟦EMAIL|hattie.g@protonmail.com⟧",
    "phone": "⟦PHONE|+447583902644⟧",
    "dob": "⟦DATE_OF_BIRTH|1989-11-04⟧",
    "last_login_ip": "⟦IP_ADDRESS|92.40.183.19⟧",
    "birds": [{"name": "⟪pet_name|Pippin⟫", "species": "⟪species|Falco tinnunculus⟫", "ring": "⟪ring_number|UK 47213 IBR⟫"}]
  },
  "api_version": "⟪version|2024-05-01⟫"
}"""),

("insurance_claim_form_storm",
"""HOUSEHOLD CLAIM FORM - Policy no. ⟪policy_no|HH-7729031-B⟫
Policyholder: ⟦PERSON|Kathleen Dunmore⟧        DOB: ⟦DATE_OF_BIRTH|14 Aug 1958⟧
Address: ⟦ADDRESS|Ivy Cottage, Church Street, Bampton, Tiverton EX16 9NW⟧
Incident: storm on ⟪date|02/11/2023⟫ brought down neighbour's beech onto the conservatory.
Contractor: ⟪org_name|Exe Valley Arb⟫ - emergency removal, invoice ⟪invoice_no|EVA-1187⟫
Amount claimed: ⟦AMOUNT|£7,245.00⟧ (policy excess ⟦AMOUNT|£250⟧)
Injuries? ⟦MEDICAL|bruised ribs, seen at A&E, X-ray clear⟧
Pay claim to: ⟦IBAN|$iban_gb_3⟧
Signature: ⟦PERSON|K Dunmore⟧"""),

("teams_chat_trade_order",
"""[10:02] ⟦PERSON|Ferdie Oyelaran⟧: the ⟪place|Bristol⟫ pub group order - ⟪org_name|Longwell Inns⟫ - their buyer wants 40 cases of the ⟪product_name|Kingston Black 2022⟫ at ⟪price|£38/case⟫ trade
[10:05] ⟦PERSON|Jo Beattie⟧: ok. raise it on the portal, client id ⟪client_id|lw-inns-0093⟫. their AP inbox is ⟦EMAIL|accounts@longwellinns.co.uk⟧
[10:06] ⟦PERSON|Ferdie Oyelaran⟧: can't log in, ⟦PERSON|Jo⟧ what's the shared pw
[10:06] ⟦PERSON|Jo Beattie⟧: ⟦PASSWORD|Wassail-Rocks-91⟧ but i'm changing it fri"""),

("github_issue_hive_scale",
"""### Bug: upload fails with 401 after upgrading to v0.9.0

**Describe the bug**
Since ⟪version|v0.9.0⟫ the scale uploader gets 401 on every push. Config below (tokens redacted... oops, not redacted)

```toml
[cloud]
endpoint = "⟪url|https://api.hivescale.io/v2⟫"
release_token = "⟦APIKEY|$gh_pat_1⟧"
device_id = "⟪device_id|hs-scale-00231⟫"
[wifi]
ssid = "⟪wifi_ssid|Bramble_Apiary_2G⟫"
psk = "⟦PASSWORD|honeyb33z4life⟧"
```

**Environment**: Raspberry Pi OS ⟪version|12.5⟫, Python 3.11, commit ⟪commit_sha|9f2c1ab⟫
-- @⟦PERSON|drone_brewer_wyn⟧

---
**⟦PERSON|mkaradeniz⟧** commented: @⟦PERSON|drone_brewer_wyn⟧ you just posted a live GitHub token, revoke it now. The ssid is fine to share."""),

("sms_thread_pump_failure",
"""From: ⟦PHONE|+44 7723 904 116⟧
Pump's stopped again, no water at the house since last night. Farmhouse at ⟦ADDRESS|Cwm Isaf, Llanddewi Brefi, Tregaron SY25 6RS⟧. ⟦PERSON|Eirlys⟧

To: ⟦PHONE|+44 7723 904 116⟧
Hi ⟦PERSON|Eirlys⟧, ⟦PERSON|Huw⟧ here from ⟪org_name|Teifi Water Services⟫. Probably the pressure switch again (⟪part_number|PS-3/40⟫). Can be with you 2pm. Callout is ⟪tariff|£95 + parts⟫. Is your dad still on ⟦MEDICAL|home dialysis⟧? If the water's critical for him I'll come sooner.

From: ⟦PHONE|+44 7723 904 116⟧
Yes - ⟦MEDICAL|haemodialysis 3x a week⟧, we need the water. Thank you ⟦PERSON|Huw⟧"""),
]

TEXTS += [
("markdown_display_rota",
"""## Flying display rota - ⟪date|August 2024⟫

| Handler | Birds | Mobile | Emergency contact | Notes |
|---|---|---|---|---|
| ⟦PERSON|Ty Morgan-Price⟧ | ⟪pet_name|Odin⟫ (eagle owl), ⟪pet_name|Sable⟫ | ⟦PHONE|07966 118 204⟧ | ⟦PERSON|Ffion⟧ ⟦PHONE|07966 118 339⟧ | - |
| ⟦PERSON|Bex Hollins⟧ | ⟪pet_name|Dusty⟫ (barn owl) | ⟦PHONE|07401 775 062⟧ | mum ⟦PHONE|01633 420 915⟧ | ⟦MEDICAL|epilepsy⟧ - no solo flying |
| ⟦PERSON|Sunil Varma⟧ | kestrel ⟪pet_name|Biscuit⟫ | ⟦PHONE|07922 553 810⟧ | ⟦PERSON|Anjali Varma⟧ ⟦PHONE|07922 553 811⟧ | ⟦MEDICAL|penicillin allergy⟧ |"""),

("appsettings_json_bookings",
"""{
  "ConnectionStrings": {
    "Default": "Server=⟦IP_ADDRESS|172.31.18.40⟧;Database=⟪db_name|TreeBookings⟫;User Id=tb_web;Password=⟦SECRET|N0rdmann&Fraser-22⟧;TrustServerCertificate=True"
  },
  "Smtp": { "Host": "⟪hostname|smtp.office365.com⟫", "Port": ⟪port|587⟫, "User": "⟦EMAIL|bookings@hollytreefarm.co.uk⟧", "Pass": "⟦PASSWORD|Holly!Bookings2023⟧" },
  "GoogleMaps": { "ApiKey": "⟦APIKEY|$google_key_1⟧" },
  "Jwt": { "Issuer": "hollytree", "SigningKey": "⟦SECRET|$jwt_secret_1⟧" },
  "Logging": { "LogLevel": { "Default": "Warning" } },
  "AllowedHosts": "*"
}"""),

("gp_referral_letter_venom",
"""⟪org_name|Wye Valley Medical Practice⟫                 Ref: ⟪referral_id|REF-WV-30918⟫

Re: Mr ⟦PERSON|Bernard Oakes⟧, DOB ⟦DATE_OF_BIRTH|07/05/1961⟧, NHS no. ⟦NATIONAL_ID|$nhs_1⟧
Address: ⟦ADDRESS|The Old Forge, Llangrove, Ross-on-Wye HR9 6EY⟧   Tel ⟦PHONE|01989 770 251⟧

Dear Dr ⟦PERSON|Sandhu⟧,
I would be grateful if you could see this 62-year-old commercial beekeeper who had ⟦MEDICAL|an anaphylactic reaction to a honeybee sting⟧ on ⟪date|18 June⟫ requiring ⟦MEDICAL|two doses of IM adrenaline⟧ from the ambulance crew. He keeps around 200 colonies and is keen to be assessed for ⟦MEDICAL|venom immunotherapy⟧. He also has ⟦MEDICAL|hypertension, on ramipril 5mg⟧, which may be relevant.

Yours sincerely,
Dr ⟦PERSON|Ellen Marsh⟧"""),

("classified_ad_hives",
"""FOR SALE: 6 x National hives, cedar, with supers & frames. ⟪price|£120 each or £650 the lot⟫. Collection only from ⟪place|nr Sudbury⟫. Also a ⟪product_name|Lyson 4-frame extractor⟫, ⟪price|£180⟫ ono. Text ⟦PERSON|Graham⟧ on ⟦PHONE|07540 229 817⟧ or email ⟦EMAIL|gwoodhatch@aol.com⟧. No timewasters. Bees NOT included lol"""),

("cron_daemon_email_backup",
"""From: Cron Daemon <root@⟪hostname|press-srv01⟫>
Subject: Cron <⟦PERSON|bwatkins⟧@press-srv01> /opt/backup/run.sh

+ pg_dump postgresql://backup:⟦SECRET|Ci4der-Vat-0091⟧@⟦IP_ADDRESS|10.0.3.7⟧/pressdb
pg_dump: error: connection to server at "⟦IP_ADDRESS|10.0.3.7⟧", port ⟪port|5432⟫ failed: timeout expired
+ rsync -az /var/backups/ ⟦PERSON|bwatkins⟧@⟦IP_ADDRESS|100.101.44.12⟧:/srv/offsite/
rsync: connection unexpectedly closed (0 bytes received so far)
job ⟪job_id|8831⟫ exit 2"""),

("support_chat_subscription_card",
"""Chat started ⟪timestamp|2024-09-03 19:22⟫ · Agent: ⟦PERSON|Mei⟧ (⟪org_name|Spore & Stem⟫)
Visitor (⟦PERSON|Thandiwe⟧): hi i want to update my card for the monthly box
⟦PERSON|Mei⟧: Hi ⟦PERSON|Thandiwe⟧! You can do that under Account > Billing. For security please don't share card numbers in chat.
Visitor: too late lol ⟦CARD|$card_mc_1⟧, ⟦CVV|207⟧, 11/26
⟦PERSON|Mei⟧: I've hidden that from the transcript view, please update via the portal. Your next box (⟪subscription_id|SUB-00918⟫, ⟪price|£22/month⟫) ships Friday.
Visitor: ok also can u change the address to ⟦ADDRESS|Flat 12, 80 Wilmslow Road, Manchester M14 5AL⟧"""),

("price_list_pyo",
"""⟪org_name|Greenacre Pick Your Own⟫ - 2024 prices
Strawberries ⟪price|£4.80/kg⟫ · Raspberries ⟪price|£7.20/kg⟫ · Tayberries ⟪price|£7.90/kg⟫ · Gooseberries ⟪price|£4.00/kg⟫
Entry free; minimum spend ⟪price|£5⟫ per car. Open ⟪opening_hours|9am-6pm⟫ daily, last entry 5pm.
Car park postcode for satnav: ⟪postcode_org|CM3 4QF⟫. Dogs on leads please. Guest Wi-Fi: ⟪wifi_ssid|Greenacre-Guest⟫ (no password)."""),

("email_cites_passport",
"""Hi ⟦PERSON|Rafaela⟧,

For the CITES export permit for ⟪pet_name|Aurora⟫ (gyr x saker, ring ⟪ring_number|IBR 39104 W⟫) APHA need my passport details, so here they are: ⟦PERSON|Benedict Aldous-Kerr⟧, passport no. ⟦PASSPORT|$pp_gb_2⟧, expires 2031, DOB ⟦DATE_OF_BIRTH|30 January 1977⟧. Flight is ⟪flight_no|EK 030⟫ on ⟪date|6 Feb⟫. I've already paid the ⟦AMOUNT|£46⟧ application fee, permit ref ⟪permit_no|GB-CITES-24-0881⟫.

Thanks,
⟦PERSON|Ben⟧"""),

("expense_claim_arborist",
"""Expense claim - ⟦PERSON|Connor Leigh⟧ - ⟪period|May 2024⟫ - cost centre ⟪cost_centre|CC-ARB-02⟫ - vehicle ⟪fleet_no|Van 3⟫
Date   | Item                        | Amount
02/05  | Diesel for chipper          | ⟦AMOUNT|£84.20⟧
09/05  | Climbing rope 45m           | ⟦AMOUNT|£139.99⟧
17/05  | Boots (company policy)      | ⟦AMOUNT|£95.00⟧
Total claimed: ⟦AMOUNT|£319.19⟧
Reimburse to: ⟦IBAN|$iban_gb_4⟧
Approved: ⟦PERSON|P. Sorensen⟧"""),

("postmortem_leaked_key",
"""# Post-incident review: leaked API key (⟪incident_id|INC-2024-017⟫)

**Summary**: on ⟪date|2024-06-21⟫ a Mailgun key was committed to the public repo `⟪repo_name|heatherhive/shopfront⟫` in commit ⟪commit_sha|b41e0c9d2a7f⟫ by ⟦PERSON|Olamide⟧.
**Leaked**: `⟦APIKEY|$mailgun_1⟧` (rotated 14:32 UTC).
**Impact**: ~1,900 phishing mails sent from our domain. 3 customers reported, incl. ⟦EMAIL|p.hargreaves@tiscali.co.uk⟧ who lost ⟦AMOUNT|£212.50⟧ to a fake invoice - we've reimbursed her.
**Attacker IPs**: ⟦IP_ADDRESS|45.137.21.9⟧ and ⟦IP_ADDRESS|2a0d:5600:24:1a7::3⟧ (our runbook example used ⟪doc_ip|198.51.100.23⟫, ignore that one).
**Owners**: ⟦PERSON|Olamide Bello⟧ / ⟦PERSON|Kit Farrow⟧"""),
]

# ---- batch 3 ---------------------------------------------------------------
TEXTS += [
("offer_letter_seasonal_us",
"""⟪org_name|Blue Ridge Fraser Firs LLC⟫

⟦PERSON|Mateo Villanueva⟧
⟦ADDRESS|412 Laurel Fork Rd, Boone, NC 28607⟧

Dear ⟦PERSON|Mateo⟧,
We're pleased to offer you seasonal employment as Lot Supervisor from ⟪date|November 18⟫ through ⟪date|December 23⟫ at ⟦AMOUNT|$19.50 per hour⟧. Please bring to orientation your Social Security card (our records show ⟦SSN|$ssn_2⟧ - please check this), a photo ID and the direct deposit form.
Emergency contact on file: ⟦PERSON|Rosa Villanueva⟧, ⟦PHONE|(828) 419-7730⟧.

Sincerely,
⟦PERSON|Cheryl Dobbins⟧, HR - ⟦PHONE|(828) 262-0418 ext. 12⟧"""),

("kubectl_output_payments",
"""⟦PERSON|ewan⟧@mbp ~ $ kubectl -n shop get secret payments -o jsonpath='{.data}' | base64 -d
{"PAYPAL_CLIENT_ID":"⟪client_id|$paypal_cid_1⟫","PAYPAL_SECRET":"⟦SECRET|$paypal_secret_1⟧"}
⟦PERSON|ewan⟧@mbp ~ $ kubectl -n shop get pods -o wide
NAME                         READY  STATUS   RESTARTS  AGE  IP            NODE
⟪pod_name|shop-web-7d9c8b6f4-x2kq9⟫     1/1    Running  0         3d   ⟦IP_ADDRESS|10.244.1.17⟧   ⟪hostname|node-a⟫
shop-worker-5f6d7c-9mzt2     1/1    Running  4         3d   ⟦IP_ADDRESS|10.244.2.8⟧    node-b"""),

("blog_comment_wild_ferment",
"""⟦PERSON|Rhiannon⟧ (⟪place|Ledbury⟫) says:
⟪timestamp|March 3, 2024 at 9:41 pm⟫
Tried your wild-ferment method with ⟪apple_variety|Yarlington Mill⟫ and it came out lovely and dry. My husband ⟦PERSON|Glyn⟧ is ⟦MEDICAL|coeliac⟧ so we skipped the malt trick - any other ideas for body? Also your PayPal donate button gave me an error after I'd already sent ⟦AMOUNT|£10⟧, not sure if it went through!

⟦PERSON|Mark⟧ (author) says:
Hi ⟦PERSON|Rhiannon⟧ - it did, thanks so much for the ⟦AMOUNT|tenner⟧! For body try a little pear in the blend."""),

("water_test_report",
"""⟪org_name|Cotswold Water Analysis⟫ - Private Water Supply Report ⟪report_no|PWS-24-5530⟫
Client: ⟦PERSON|Helena Brightwell⟧, ⟦ADDRESS|Hill Barn, Bisley Road, Stroud GL6 7BD⟧
Sample: borehole, kitchen tap, taken ⟪date|04/03/2024⟫ by ⟦PERSON|M. Quarrie⟧
E. coli ⟪water_test_value|0 cfu/100ml⟫   Nitrate ⟪water_test_value|31 mg/l⟫   pH ⟪water_test_value|7.4⟫
Comment: compliant. Client phoned with results (⟦PHONE|01453 882 610⟧); she mentioned she is ⟦MEDICAL|pregnant⟧ - nitrate is under 50 mg/l so no action needed.
Fee paid: ⟦AMOUNT|£138.00⟧"""),

("irc_log_falconry_chat",
"""[21:03] <⟦PERSON|merlin_mags⟧> anyone got a spare creance? lost mine in the hedge lol
[21:04] <⟦PERSON|haggard_hal⟧> got a 50m one, a ⟦AMOUNT|fiver⟧ and it's yours
[21:05] <⟦PERSON|merlin_mags⟧> deal. paypal?
[21:05] <⟦PERSON|haggard_hal⟧> ⟦EMAIL|hal.brennan@gmx.co.uk⟧ friends&family pls
[21:09] <⟦PERSON|kite_runner_88⟧> btw someone pinned the webhook for the ⟪channel_name|#sightings⟫ bot: ⟦SECRET|$discord_hook_1⟧ - mods pls delete
[21:10] <⟦PERSON|haggard_hal⟧> deleted. ta ⟦PERSON|kite_runner_88⟧
[21:12] <⟦PERSON|merlin_mags⟧> my lanner ⟪pet_name|Freya⟫ is off her food 2 days now, vet thinks ⟪animal_health|bumblefoot⟫"""),

("tenancy_cottage_picker",
"""TENANCY SUMMARY - ⟪property_ref|Cottage 2⟫, ⟪org_name|Hawthorn Orchards⟫
Tenant: ⟦PERSON|Javier Castillo Ortega⟧, DNI ⟦NATIONAL_ID|$dni_1⟧, Spanish passport ⟦PASSPORT|$pp_es_1⟧
Rent: ⟦AMOUNT|£480 pcm⟧, deducted from wages. Deposit ⟦AMOUNT|£480⟧ protected with ⟪org_name|DPS⟫, ref ⟪deposit_ref|DPS-8821-0457⟫.
Previous address: ⟦ADDRESS|Calle Mayor 14, 3ºB, 50001 Zaragoza⟧
Phone: ⟦PHONE|+34 612 447 908⟧
Signed: ⟦PERSON|J. Castillo⟧"""),

("health_declaration_climbing_course",
"""⟪org_name|ArbSkills Training⟫ - ⟪course_code|CS38⟫ Tree Climbing & Aerial Rescue - Health Declaration
Candidate: ⟦PERSON|Kieran Walsh⟧    Candidate no. ⟪candidate_no|LC-401277⟫
DOB: ⟦DATE_OF_BIRTH|1999-07-12⟧
Any condition that may affect working at height? ⟦MEDICAL|yes - vertigo episodes (BPPV), last one Jan 2024⟧
Medication: ⟦MEDICAL|betahistine 16mg as needed⟧
Recent surgery/injury: ⟦MEDICAL|ACL reconstruction, right knee, 2022⟧
GP: Dr ⟦PERSON|A. Nwosu⟧, ⟪org_name|Bridge Street Surgery⟫
Emergency contact: ⟦PERSON|Siobhan Walsh⟧ (mother) ⟦PHONE|+353 87 224 1905⟧
Course fee paid: ⟦AMOUNT|£895⟧"""),

("python_script_labels",
"""# honey_labels.py - prints batch labels for the jars. ⟦PERSON|Ines Carvalho⟧, 2024
import requests

SHOPIFY_TOKEN = "⟦APIKEY|$shopify_1⟧"
SHOP = "⟪shop_domain|wildheather-honey.myshopify.com⟫"
PRINTER_IP = "⟦IP_ADDRESS|192.168.50.23⟧"
CURRENT_LOT = "⟪lot_number|WH-2024-031⟫"

def fetch_orders():
    url = f"https://{SHOP}/admin/api/⟪api_version|2024-04⟫/orders.json?status=open"
    return requests.get(url, headers={"X-Shopify-Access-Token": SHOPIFY_TOKEN}).json()"""),

("site_visit_notes_borehole",
"""Site visit - ⟪job_ref|BH-5512⟫ - ⟦PERSON|Chidi Achebe⟧ & ⟦PERSON|Ngozi Achebe⟧, ⟦ADDRESS|Lower Trewen Farm, St Neot, Liskeard PL14 6NR⟧
Existing hand-dug well ~⟪borehole_depth|9m⟫, goes dry in Aug. Proposed borehole spot is 15m from the septic tank - too close, moved to ⟪grid_ref|SX 18643 68210⟫.
⟦PERSON|Ngozi⟧ asked about paying in two halves - agreed ⟦AMOUNT|£4,250⟧ now, rest on completion.
Gate code ⟦PASSWORD|1 9 6 6⟧. Dog (⟪pet_name|Bramble⟫) is friendly. ⟦PERSON|Chidi⟧'s mobile ⟦PHONE|07807 633 419⟧."""),

("aws_credentials_file",
"""# ~/.aws/credentials on ⟦PERSON|fmcallister⟧'s laptop
[default]
aws_access_key_id = ⟦APIKEY|$aws_akid_2⟧
aws_secret_access_key = ⟦SECRET|$aws_secret_2⟧
region = ⟪region|eu-west-2⟫
role_arn = arn:aws:iam::⟪aws_account_id|428193027716⟫:role/⟪role_name|orchard-deploy⟫

[docs-example]
aws_access_key_id = ⟪example_key|AKIAIOSFODNN7EXAMPLE⟫
aws_secret_access_key = ⟪example_key|wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY⟫"""),

("ocr_cash_book_farm_gate",
"""[photo of cash book, OCR]
Honesty box - farm gate stall
⟪date|Sun 8/9⟫  box had ⟪org_total|£63.40⟫, all coins
⟦PERSON|Nell⟧ borrowed ⟦AMOUNT|£20⟧ for diesel - pay back!!
Mrs ⟦PERSON|Pargeter⟧ paid for 2 bags ⟪apple_variety|Discovery⟫ by bank transfer ⟦AMOUNT|£6⟧
⟦PERSON|Dave Kinsella⟧ owes ⟦AMOUNT|£45⟧ for the bins of windfalls, ph ⟦PHONE|07772 61O 384⟧"""),

("email_deploy_key",
"""⟦PERSON|Rob⟧, here's the deploy key for the telemetry box, don't lose it again 🙃

⟦SECRET|$pem_ssh_1⟧

Public half is already in authorized_keys on ⟦IP_ADDRESS|10.66.0.12⟧ (box runs ⟪os_version|Ubuntu 22.04.4⟫). Fingerprint ⟪ssh_fingerprint|SHA256:q8Vh3kLx0P2mYb7TfN1uWcD5sRjE9oAiZgK4vH6tB2c⟫, comment ⟪key_comment|deploy@wellmon-03⟫.
- ⟦PERSON|Sani⟧"""),

("eventbrite_attendee_export",
"""Event: Wreath Workshop at ⟪org_name|Pinewood Christmas Tree Farm⟫ (⟪event_id|771204936117⟫)
Order #,Order Date,First Name,Last Name,Email,Ticket Type,Dietary/Access
⟪order_id|8894122051⟫,⟪timestamp|2024-11-02 18:44⟫,⟦PERSON|Gemma⟧,⟦PERSON|Llewellyn⟧,⟦EMAIL|gemmall@hotmail.co.uk⟧,Wreath + mulled wine,⟦MEDICAL|lactose intolerant⟧
8894122052,2024-11-02 18:51,⟦PERSON|Ahmed⟧,⟦PERSON|Siddiqui⟧,⟦EMAIL|a.siddiqui@nhs.net⟧,Wreath only,
8894122107,2024-11-03 09:02,⟦PERSON|Zofia⟧,⟦PERSON|Lis⟧,⟦EMAIL|zofia.lis@o2.pl⟧,Wreath + mulled wine,"⟦MEDICAL|wheelchair user⟧, needs step-free access\""""),

("sentry_event_json",
"""{"event_id":"⟪event_id|f3a9c0de55b84a7e9e0c3b2a1d4f6e78⟫","level":"error","release":"⟪release|pyo-web@3.2.1⟫",
 "user":{"id":"⟪user_id|u_1182⟫","email":"⟦EMAIL|lena.fischer@web.de⟧","ip_address":"⟦IP_ADDRESS|91.64.129.203⟧"},
 "request":{"url":"⟪url|https://book.sunnyfieldspyo.co.uk/checkout⟫","method":"POST","cookies":"sessionid=⟦SECRET|$session_1⟧; cookie_consent=1"},
 "exception":{"values":[{"type":"KeyError","value":"'slot_id'"}]}}"""),

("first_aid_log_pyo",
"""FIRST AID LOG - ⟪org_name|Hatchlands PYO⟫ - ⟪season|Season 2024⟫
#17 ⟪date|20/07⟫ 14:10 - ⟦PERSON|Lily-Mae Cartwright⟧ (age 7), ⟦MEDICAL|wasp sting to left hand, swelling⟧. Parent gave her own ⟦MEDICAL|cetirizine⟧. Parent: ⟦PERSON|Donna Cartwright⟧ ⟦PHONE|07415 336 902⟧. Treated by ⟦PERSON|Abi⟧.
#18 20/07 16:45 - older gentleman, did not give name, ⟦MEDICAL|felt faint in the heat, history of angina⟧ - sat in shade, water, his wife drove him home.
#19 ⟪date|21/07⟫ 10:20 - staff ⟦PERSON|Reuben Oyelowo⟧, ⟦MEDICAL|cut finger on punnet crate⟧, plaster. Treated by ⟦PERSON|Abi⟧."""),

("linkedin_message_job",
"""Hi ⟦PERSON|Tariq⟧, saw your post about the ⟪org_name|Arboricultural Association⟫ conference. I'm a climbing arborist (⟪cert_no|LANTRA cert 0094-2211⟫) relocating to ⟪place|Bristol⟫ in the spring - any openings at ⟪org_name|Avon Tree Care⟫? Current salary is ⟦AMOUNT|£29k⟧ fwiw. Easiest to reach me on ⟦PHONE|+44 7700 421 839⟧ or ⟦EMAIL|nathan.osei.arb@gmail.com⟧. Thanks, ⟦PERSON|Nathan Osei⟧"""),

("w9_form_ocr",
"""Form W-9 (Rev. ⟪form_revision|March 2024⟫)  Request for Taxpayer Identification Number
1 Name: ⟦PERSON|Brandon T. Kowalski⟧
2 Business name: ⟪org_name|Kowalski Apiaries⟫
5 Address: ⟦ADDRESS|8810 County Road 14, Waseca, MN 56093⟧
Part I  Social security number: ⟦SSN|$ssn_3⟧
        or Employer identification number: ⟪ein|41-2093318⟫
Signature: ⟦PERSON|B Kowalski⟧     Date: ⟪date|04/02/2024⟫"""),

("mqtt_debug_log_hive_scale",
"""DEBUG mqtt: connecting to ⟦IP_ADDRESS|fd4a:9b21:3c07::15⟧ port ⟪port|1883⟫ client_id=⟪client_id|scale-hive-07⟫
DEBUG mqtt: CONNECT user=⟦PERSON|jkowalczyk⟧ pass=⟦PASSWORD|Propolis_77⟧
INFO  hive 07 weight ⟪sensor_value|38.42 kg⟫ brood temp ⟪sensor_value|34.9C⟫
WARN  hive 07 weight drop 2.1kg in 10 min - possible swarm! notifying ⟦PHONE|+353 86 771 0924⟧
INFO  firmware ⟪version|0.12.4⟫ build ⟪build_number|#1187⟫"""),

("letter_noise_complaint_hawks",
"""Dear Sir or Madam,

Re: noise complaint ⟪complaint_ref|EH/NC/24/0312⟫

I am writing about the complaint made by my neighbour at number 9, Mr ⟦PERSON|Graves⟧. I keep two ⟪species|Harris hawks⟫ (⟪pet_name|Saffy⟫ and ⟪pet_name|Blaze⟫) and a barn owl, registered under ⟪licence_no|FAL-118⟫, at ⟦ADDRESS|7 Larkspur Way, Bicester OX26 3GE⟧. The hawks do call at dawn in spring but only for a few weeks. My daughter ⟦PERSON|Isla⟧ has ⟦MEDICAL|autism⟧ and looking after the birds is a big part of her routine, so I would really like to resolve this.

Yours faithfully,
⟦PERSON|Moira Lennox⟧
⟦PHONE|01869 240 778⟧ · ⟦EMAIL|moira.lennox@btinternet.com⟧"""),

("bank_payment_confirmation",
"""Payment confirmation - ⟪org_name|Lloyds Bank⟫
From: MR ⟦PERSON|P J HARTNELL⟧, account ⟪masked_account|****4471⟫
Payee: ⟦PERSON|SUSAN MAYHEW⟧
Payee IBAN: ⟦IBAN|$iban_gb_5⟧
Amount: ⟦AMOUNT|£2,600.00⟧
Reference: ⟪payment_ref|ORCHARD RENT Q3⟫
Payment date: ⟪date|28 Sep 2024⟫
Transaction ID: ⟪transaction_id|FP24272GB8830419⟫"""),

("terraform_tfvars_mushroom_lab",
"""# terraform.tfvars - mycology lab infra
project_name        = "⟪project_name|fungi-lab⟫"
region              = "⟪region|eu-central-1⟫"
db_password         = "⟦PASSWORD|M0rel-Season!⟧"
alicloud_access_key = "⟦APIKEY|$ali_akid_1⟧"
alicloud_secret_key = "⟦SECRET|$ali_secret_1⟧"
admin_cidr          = "⟦IP_ADDRESS|86.12.201.77⟧/32"
ssh_user            = "⟦PERSON|tnakamura⟧"
instance_type       = "⟪instance_type|ecs.g7.large⟫\""""),

("google_review_owl_experience",
"""⭐⭐⭐⭐⭐ ⟦PERSON|Priyanka S⟧ · 2 weeks ago
Fantastic owl experience for my mum's 70th! ⟦PERSON|Craig⟧ the falconer was brilliant with her - she has ⟦MEDICAL|Parkinson's⟧ and he let her hold ⟪pet_name|Hooter⟫ sitting down. Worth every penny of the ⟦AMOUNT|£130⟧ we paid.

Response from the owner: Thank you ⟦PERSON|Priyanka⟧! ⟦PERSON|Craig⟧ and Hooter send hugs 🦉 - ⟦PERSON|Lorna⟧, ⟪org_name|Owlcotes Falconry⟫"""),
]

# ---- batch 4 ---------------------------------------------------------------
TEXTS += [
("email_raw_headers",
"""Return-Path: <⟦EMAIL|w.fairbairn@fairbairnforestry.com⟧>
Received: from mail.fairbairnforestry.com (⟦IP_ADDRESS|212.56.98.140⟧)
        by mx.google.com with ESMTPS id ⟪smtp_id|a640c23a62f3a-a6f3c3b7e41si18290166b⟫
Received: from [⟦IP_ADDRESS|192.168.0.47⟧] (host86-140-22-9.range86-140.btcentralplus.com [⟦IP_ADDRESS|86.140.22.9⟧])
Message-ID: <⟪message_id|5f2c1e0b-8d71-4a3c@fairbairnforestry.com⟫>
From: "⟦PERSON|Will Fairbairn⟧" <⟦EMAIL|w.fairbairn@fairbairnforestry.com⟧>
To: ⟦EMAIL|quotes@christmastreesdirect.co.uk⟧
Subject: Fraser fir transplants - 2025 order
X-Mailer: ⟪mailer_version|Microsoft Outlook 16.0⟫"""),

("police_theft_report",
"""Crime ref ⟪crime_ref|43/112907/24⟫ - Theft from motor vehicle
Victim: ⟦PERSON|Stuart Mackie⟧ (DOB ⟦DATE_OF_BIRTH|19/04/1984⟧), self-employed tree surgeon, of ⟦ADDRESS|22 Dalgleish Court, Galashiels TD1 3PX⟧.
Items stolen from locked van overnight: ⟪product_name|Stihl MS 201 TC-M⟫ top-handle saw s/n ⟪equipment_serial|1144-2013⟫, climbing kit, pole saw. Victim estimates his loss at ⟦AMOUNT|£3,400⟧.
Contact: ⟦PHONE|07870 562 113⟧. OIC: PC ⟦PERSON|R. Hume⟧ ⟪collar_number|4417⟫"""),

("sshd_auth_log",
"""Aug 14 03:12:55 orchard-gw sshd[⟪pid|30211⟫]: Failed password for invalid user admin from ⟦IP_ADDRESS|185.220.101.47⟧ port ⟪port|52114⟫ ssh2
Aug 14 03:12:58 orchard-gw sshd[30211]: Failed password for ⟦PERSON|lpetrov⟧ from ⟦IP_ADDRESS|185.220.101.47⟧ port 52120 ssh2
Aug 14 07:40:02 orchard-gw sshd[30877]: Accepted publickey for ⟦PERSON|lpetrov⟧ from ⟦IP_ADDRESS|10.9.0.6⟧ port 50231 ssh2: ED25519 ⟪ssh_fingerprint|SHA256:Zr1mP8wqK3yTn5VbX0cJ2hL7uA9sD4fG6eR1tY8iO3k⟫
Aug 14 07:41:10 orchard-gw sudo:  ⟦PERSON|lpetrov⟧ : TTY=pts/0 ; PWD=/home/⟦PERSON|lpetrov⟧ ; USER=root ; COMMAND=/usr/bin/systemctl restart press-ctl"""),

("email_complaint_honey_reaction",
"""Subject: Order ⟪order_id|HH-20391⟫ - allergic reaction

Hello,
I bought your ⟪product_name|Raw Wildflower Blend 500g⟫ at the ⟪place|Stroud⟫ farmers market. My son ⟦PERSON|Ollie⟧ (6) ⟦MEDICAL|broke out in hives and his lips swelled⟧ within an hour. He has a ⟦MEDICAL|known pollen allergy⟧ but we've never had a problem with honey before. We ended up at urgent care and he was given ⟦MEDICAL|prednisolone⟧. The label doesn't list anything else. I would like a refund of ⟦AMOUNT|£14.50⟧ and to know exactly what's in it.

⟦PERSON|Claire Hutchinson⟧
⟦PHONE|07919 446 285⟧"""),

("noticeboard_hornet_alert",
"""NOTICE - ⟪org_name|Mid-Wales Beekeepers' Association⟫
Asian hornet sighting confirmed near ⟪place|Aberystwyth harbour⟫ on ⟪date|12 Sept⟫. Report any sightings through the ⟪app_name|Asian Hornet Watch⟫ app only and do NOT try to destroy nests yourself.
Next apiary meeting ⟪date|Sat 21 Sept, 2pm⟫ at ⟪venue|Penparcau Community Hall⟫. Subs ⟪price|£32/yr⟫ due by October."""),

("new_starter_form_cherry_farm",
"""NEW STARTER - ⟪org_name|Huon Valley Cherry Picking⟫    Start date ⟪date|02/12/2024⟫   Block ⟪field_block|C3⟫
Name: ⟦PERSON|Chloé Marchand⟧        Visa: ⟪visa_subclass|417 Working Holiday⟫
Passport: ⟦PASSPORT|$pp_fr_1⟧ (France)
DOB: ⟦DATE_OF_BIRTH|11/08/2000⟧
TFN: ⟦NATIONAL_ID|$tfn_1⟧
French social security no.: ⟦NATIONAL_ID|$nir_1⟧
Mobile: ⟦PHONE|0412 883 190⟧
Emergency contact: ⟦PERSON|Hélène Marchand⟧ ⟦PHONE|+33 6 12 48 90 37⟧
Allergies/conditions: ⟦MEDICAL|hay fever (takes loratadine)⟧"""),

("voice_note_driller_sa",
"""[Voice note 0:47] ⟦PERSON|Kobus⟧ here. Listen, we hit water at ⟪borehole_depth|sixty-two metres⟫ at the ⟦PERSON|Dlamini⟧ place, yield is good, about ⟪flow_rate|two thousand litres an hour⟫. Mr ⟦PERSON|Dlamini⟧ wants to pay the balance in cash, ⟦AMOUNT|eighteen thousand rand⟧, I said no, EFT only. His number is ⟦PHONE|oh eight two, five five one, four three nine oh⟧. Tell ⟦PERSON|Thandeka⟧ in the office to send the invoice to ⟦EMAIL|sipho.dlamini@mweb.co.za⟧. Oh and the rig hour meter is on ⟪equipment_reading|4 412⟫."""),

("gitlab_ci_yaml",
"""variables:
  DOCKER_DRIVER: overlay2
  REGISTRY_USER: ⟦PERSON|adesai⟧
  REGISTRY_TOKEN: ⟦APIKEY|$gitlab_1⟧
  HF_TOKEN: ⟦APIKEY|$hf_1⟧        # pulls the species classifier
  MODEL_NAME: ⟪model_name|resnet50-fungi-v3⟫
  SLACK_WEBHOOK: ⟦SECRET|$slack_hook_1⟧

deploy:
  image: ⟪image_tag|registry.gitlab.com/mycofarm/classifier:1.4.0⟫
  script:
    - ssh deploy@⟦IP_ADDRESS|10.20.1.40⟧ "docker compose pull && docker compose up -d"
  only: [main]"""),

("facebook_village_group",
"""⟪place|Marple⟫ Community Noticeboard
⟦PERSON|Becky Lomas⟧: Anyone recommend a tree surgeon? Our willow is leaning over next door's garage. Had a quote from ⟪org_name|TreeTop Services⟫ for ⟪quote_total|£2,100⟫ which seems steep??
   ↳ ⟦PERSON|Sam Hirst⟧: Use ⟦PERSON|Marek⟧, he did ours for about half that. ⟦PHONE|07379 104 556⟧
   ↳ ⟦PERSON|Becky Lomas⟧: thanks ⟦PERSON|Sam⟧!
   ↳ ⟦PERSON|Joan Pilling⟧: ⟦PERSON|Marek⟧'s lovely but book early, he's just had a ⟦MEDICAL|hernia op⟧ so he's only doing half days till March"""),

("ics_calendar_invite",
"""BEGIN:VCALENDAR
BEGIN:VEVENT
UID:⟪uuid|7b1e2f40-9c3a-4d6b-8e15-2a0f9c7d3b61⟫
DTSTART:⟪timestamp|20241012T100000Z⟫
SUMMARY:Cider apple pressing day - ⟪org_name|Wyld Meadow Cider⟫
LOCATION:⟪venue|The Barn, Wyld Meadow⟫
ORGANIZER;CN=⟦PERSON|Tess Armitage⟧:mailto:⟦EMAIL|tess@wyldmeadow.co.uk⟧
ATTENDEE;CN=⟦PERSON|Julian Pyke⟧:mailto:⟦EMAIL|jules.pyke@gmail.com⟧
DESCRIPTION:Bring wellies. Gate code is ⟦PASSWORD|4471#⟧. Lunch ⟪price|£8⟫ cash.
END:VEVENT
END:VCALENDAR"""),

("swarm_collection_log_csv",
"""Date,Caller,Phone,Location,Outcome,Donation
⟪date|14/05/24⟫,Mrs ⟦PERSON|K Oduya⟧,⟦PHONE|07931 228 409⟧,"⟦ADDRESS|5 Elm Walk, Harpenden AL5 1PN⟧",collected - prime swarm,⟦AMOUNT|£20⟧
19/05/24,Dr ⟦PERSON|Felix Amberley⟧,⟦PHONE|01582 760 114⟧,⟪place|Wheathampstead⟫ churchyard,not bees - wasps,
22/05/24,⟦PERSON|Ray⟧ (school caretaker),⟦PHONE|01727 855 020⟧,⟪org_name|St Albans Girls' School⟫,collected - cast,⟦AMOUNT|£15⟧"""),

("payslip_mushroom_farm",
"""⟪org_name|Glebe Farm Mushrooms Ltd⟫                    PAYSLIP
Employee: ⟦PERSON|Ionela Popescu⟧          Employee no: ⟪employee_no|0417⟫
NI number: ⟦NATIONAL_ID|$nino_2⟧           Tax code: ⟪tax_code|1257L⟫
Period: ⟪pay_period|Month 6 (Sep 2024)⟫
Basic pay        ⟦AMOUNT|£1,987.50⟧
Overtime         ⟦AMOUNT|£212.40⟧
PAYE tax         ⟦AMOUNT|-£183.60⟧
Employee NI      ⟦AMOUNT|-£96.22⟧
Net pay          ⟦AMOUNT|£1,920.08⟧
Paid to: ⟦IBAN|$iban_gb_6⟧"""),

("ansible_inventory",
"""[pressroom]
⟪hostname|press-ctl-01⟫ ansible_host=⟦IP_ADDRESS|10.50.0.11⟧ ansible_user=⟦PERSON|hwoodruff⟧
press-ctl-02 ansible_host=⟦IP_ADDRESS|10.50.0.12⟧ ansible_user=⟦PERSON|hwoodruff⟧

[cellar]
⟪hostname|temp-probe-01⟫ ansible_host=⟦IP_ADDRESS|2a01:4f8:c17:3b2e::1⟧ ansible_port=⟪port|2222⟫

[all:vars]
ansible_become_pass=⟦PASSWORD|Keeved&Cloudy1⟧"""),

("wedding_venue_enquiry",
"""Hi there! We're getting married ⟪date|next June⟫ and absolutely love your orchard barn. Budget is around ⟦AMOUNT|£9k⟧ for venue + catering. I'm ⟦PERSON|Shauna⟧, my fiancé is ⟦PERSON|Dmitri Volkov⟧. One guest (my nan) has ⟦MEDICAL|dementia⟧ and uses a walker so step-free is a must. Saw your packages start at ⟪price|£6,500⟫ on ⟪url|orchardbarnweddings.co.uk/pricing⟫. My number is ⟦PHONE|07508 993 164⟧. Thx! ⟦PERSON|Shauna⟧ x"""),

("h2a_crew_roster",
"""H-2A crew roster - ⟪org_name|Yakima Ridge Orchards⟫ - ⟪season|2024 cherry harvest⟫
| Worker | SSN | DOB | Phone | Housing |
|---|---|---|---|---|
| ⟦PERSON|José Luis Paredes⟧ | ⟦SSN|$ssn_4⟧ | ⟦DATE_OF_BIRTH|1986-10-03⟧ | ⟦PHONE|(509) 314-8820⟧ | ⟪housing_unit|Cabin 4⟫ |
| ⟦PERSON|Rigoberto Sánchez⟧ | ⟦SSN|$ssn_5⟧ | ⟦DATE_OF_BIRTH|1979-06-21⟧ | ⟦PHONE|(509) 314-7702⟧ | Cabin 4 |
| ⟦PERSON|Marisol Cruz⟧ | ⟪masked_ssn|***-**-4471⟫ | ⟦DATE_OF_BIRTH|1993-12-09⟧ | ⟦PHONE|(509) 952-0136⟧ | ⟪housing_unit|Cabin 7⟫ |
Piece rate this week: ⟪tariff|$0.28/lb⟫"""),

("sms_tree_delivery",
"""⟪org_name|FirCrest Trees⟫: Hi ⟦PERSON|Naomi⟧, your 7ft Nordmann (order ⟪order_id|FC-10293⟫) will be delivered ⟪date|Sat 7 Dec⟫ 10:00-12:00 to ⟦ADDRESS|19 Ashgrove Road, Sevenoaks TN13 1SU⟧. Your driver is ⟦PERSON|Lukasz⟧, ⟦PHONE|07462 118 903⟧. Reply STOP to opt out."""),

("solicitors_letter_high_hedge",
"""⟪org_name|Penhallow & Trist Solicitors⟫
Our ref: ⟪case_ref|HH/2024/07⟫

Dear Sirs,
We act for Mr ⟦PERSON|Declan Furlong⟧ of ⟦ADDRESS|Rosemerryn, Lamorna, Penzance TR19 6XL⟧ in respect of the leylandii hedge on the boundary with your client, Mrs ⟦PERSON|Veronica Stapleton⟧. Our client has incurred ⟦AMOUNT|£1,275⟧ in arboricultural fees to date (⟪org_name|Kernow Arb⟫ report ⟪report_no|KA-0612⟫), and his GP confirms that his ⟦MEDICAL|seasonal affective disorder⟧ has been aggravated by the loss of light."""),

("android_logcat_crash",
"""07-21 16:02:11.481  8832  8832 E AndroidRuntime: FATAL EXCEPTION: main
07-21 16:02:11.481  8832  8832 E AndroidRuntime: Process: ⟪package_name|uk.co.pickfresh.app⟫, PID: ⟪pid|8832⟫, versionName=⟪version|5.3.0⟫
07-21 16:02:11.482  8832  8832 E AndroidRuntime: java.lang.IllegalStateException: payment sheet failed for user=⟦EMAIL|kayleigh.b2001@gmail.com⟧
07-21 16:02:11.490  8832  9010 D OkHttp: Authorization: Bearer ⟦APIKEY|$jwt_2⟧
07-21 16:02:11.490  8832  9010 D OkHttp: X-Forwarded-For: ⟦IP_ADDRESS|31.94.17.226⟧
07-21 16:02:11.491  8832  9010 D OkHttp: {"publishableKey":"⟪publishable_key|$stripe_pk_2⟫","amount":1850,"currency":"gbp"}"""),

("agm_minutes_beekeepers",
"""Minutes of the AGM - ⟪org_name|Fenland Beekeepers⟫ - held ⟪date|23 Feb 2024⟫ at ⟪venue|March Town Hall⟫
Present: 31 members. Chair ⟦PERSON|Dorothy Quill⟧ opened the meeting. Treasurer ⟦PERSON|Vikram Nair⟧ reported association funds of ⟪org_total|£4,812⟫.
⟦PERSON|Dorothy⟧ thanked ⟦PERSON|Len Haddow⟧, who is stepping down after 22 years following ⟦MEDICAL|a stroke⟧ last autumn. Members agreed to reimburse ⟦PERSON|Len⟧'s ⟦AMOUNT|£86.40⟧ for the queen-rearing kit.
Election: ⟦PERSON|Kezia Obi⟧ elected secretary (⟦EMAIL|secretary.fenlandbees@gmail.com⟧). Subs remain ⟪price|£28⟫."""),

("password_manager_entry",
"""Title: ⟪service_name|Shopify admin - Heatherbell Honey⟫
Vault: ⟪vault_name|Business⟫          Item ID: ⟪uuid|4f0d2b9e-6a1c-4e7b-9c35-1d8e2f7a0b64⟫
Username: ⟦EMAIL|maggie@heatherbellhoney.scot⟧
Password: ⟦PASSWORD|Ling-Heather#1987⟧
TOTP secret: ⟦SECRET|$totp_1⟧
Recovery codes: ⟦SECRET|$rec_1a⟧ ⟦SECRET|$rec_1b⟧ ⟦SECRET|$rec_1c⟧ ⟦SECRET|$rec_1d⟧
Notes: owner ⟦PERSON|Margaret Lindsay⟧, backup phone ⟦PHONE|07720 445 981⟧
Modified: ⟪timestamp|2024-01-19 22:07⟫"""),

("email_wholesale_quote_nl",
"""Hi ⟦PERSON|Joost⟧,

Price for 600 ⟪tree_species|Abies nobilis⟫ 150-175cm is ⟪price|€18.40/tree⟫ ex works, so ⟪quote_total|€11,040⟫ for the load. Payment to our company account ⟪org_iban|$org_iban_nl⟫ (⟪org_name|Kerstbomen Veluwe B.V.⟫, ⟪company_reg_no|KvK 08123456⟫).

Best regards,
⟦PERSON|Anouk de Vries⟧
⟦PHONE|+31 577 40 21 88⟧ · ⟦EMAIL|anouk@kerstbomenveluwe.nl⟧
PS ⟦PERSON|Joost⟧ - my private mobile for the weekend is ⟦PHONE|+31 6 4182 2093⟧."""),

("handover_notes_night_keeper",
"""Handover - ⟪date|Fri 15 Nov⟫
- Alarm code has changed, new one is ⟦PASSWORD|0 9 1 1 *⟧
- ⟪pet_name|Thor⟫ (steppe eagle) weighed ⟪bird_weight|2.95kg⟫ = flying weight, don't feed tomorrow
- ⟦PERSON|Ebony⟧ off sick, ⟦MEDICAL|migraine⟧. ⟦PERSON|Ollie P⟧ covering 10-4
- Vet (⟪org_name|Abbey Exotics⟫) coming re ⟪pet_name|Luna⟫'s ⟪animal_health|aspergillosis⟫ follow-up, ⟪price|£68⟫ consult on the centre account
- Webcam wifi password is now ⟦PASSWORD|OwlCam_2024!⟧
- Lady who fainted at Sunday's display (Mrs ⟦PERSON|Hanley⟧) rang, she's fine, says it was ⟦MEDICAL|low blood sugar⟧. Her no. ⟦PHONE|01623 884 502⟧ if needed"""),
]
