# English texts of the blind99 corpus.  Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy.
TEXTS = []

TEXTS.append(("whatsapp_group", """
[⟪chat_timestamp|14/06/2024, 07:12⟫] ⟦PERSON|Gaz Whitlock⟧: morning lads, ⟪product_code|12x24 clearspan⟫ for the ⟦PERSON|Okafor⟧ wedding has to be up by 2pm, bride's mum is already on site lol
[⟪chat_timestamp|14/06/2024, 07:13⟫] ⟦PERSON|Gaz Whitlock⟧: venue is ⟪place_name|Holmbury Farm⟫, satnav postcode ⟪venue_postcode|RH5 6NL⟫
[07:15] ⟦PERSON|Priya Rathod⟧: on it. who's got the keys for van 3?
[07:15] ⟦PERSON|Tomasz⟧: me
[07:21] ⟦PERSON|Gaz Whitlock⟧: Mrs ⟦PERSON|Okafor⟧'s mobile if u get lost ⟦PHONE|07823 441906⟧, DON'T give it out to the caterers
[07:40] ⟦PERSON|Priya Rathod⟧: she just rang, says her husband ⟦PERSON|Chidi⟧ has ⟦MEDICAL|a slipped disc⟧ so he's not to lift chairs even if he offers
[07:41] ⟦PERSON|Tomasz⟧: 👍
"""))

TEXTS.append(("email_with_signature", """
Subject: RE: Quote ⟪quote_ref|Q-24-0931⟫ - lighting & PA for ⟦PERSON|Ruby⟧'s 40th

Hi ⟦PERSON|Hannah⟧,

Happy to go ahead with the quote. I've paid the deposit of ⟦AMOUNT|£350.00⟧ by bank transfer this morning, ref ⟪payment_reference|RUBY40⟫. Could the crew please arrive no earlier than 4pm, the hall is booked from then.

Delivery address is our house, not the hall:
⟦ADDRESS|27 Maltings Road, Great Baddow, Chelmsford CM2 7HL⟧

Best wishes
⟦PERSON|Imogen Fairweather-Lyle⟧
⟦PHONE|07911 382 504⟧ | ⟦EMAIL|imogen.fl@btinternet.com⟧

> From: ⟦PERSON|Hannah Kowalczyk⟧ <⟦EMAIL|hannah@lumenrigs.co.uk⟧>
> 2x ⟪product_name|Chauvet Intimidator Spot 360⟫ .......... ⟪price|£45/day⟫
> 1x ⟪product_name|QSC K12.2⟫ pair + sub ................ ⟪price|£120/day⟫
> ⟪org_name|Lumen Rigs Audio Ltd⟫ | Unit 4, ⟪place_name|Widford Industrial Estate⟫ | office ⟦PHONE|01245 950 118⟧
"""))

TEXTS.append(("env_file", """
# tixpoint-api production .env  -- DO NOT COMMIT (again) - ⟦PERSON|rkasprzak⟧
APP_ENV=production
APP_VERSION=⟪version|3.18.2⟫
PORT=⟪port|8443⟫
DATABASE_URL=postgres://tixpoint_app:⟦SECRET|Wq7!vR2#pL9zK4m⟧@⟦IP_ADDRESS|10.40.12.7⟧:⟪port|5432⟫/tixpoint
REDIS_URL=redis://⟦IP_ADDRESS|10.40.12.19⟧:⟪port|6379⟫/0
STRIPE_SECRET_KEY=⟦APIKEY|$stripe_sk1⟧
STRIPE_PUBLISHABLE_KEY=⟪publishable_key|pk_live_51PqR8sLm3TzQe0c7wYvXa9Bk⟫
STRIPE_WEBHOOK_SECRET=⟦SECRET|$whsec1⟧
SENDGRID_API_KEY=⟦APIKEY|$sendgrid1⟧
MAIL_FROM=⟦EMAIL|boxoffice@tixpoint.co.uk⟧
# staging mirror, see runbook
STAGING_HOST=⟪doc_ip|203.0.113.40⟫
SENTRY_RELEASE=⟪commit_sha|9c41e7b0d2a5f3e18c6d7a90b4e2f1c3d5a6b7e8⟫
"""))

TEXTS.append(("nginx_access_log", """
⟦IP_ADDRESS|86.142.77.203⟧ - - [⟪log_timestamp|09/Jul/2024:19:02:11 +0100⟫] "GET /events/⟪event_slug|skyburst-bonfire-night-2024⟫/seats HTTP/1.1" ⟪http_status|200⟫ 18344 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)"
⟦IP_ADDRESS|86.142.77.203⟧ - - [09/Jul/2024:19:02:48 +0100] "POST /checkout?email=⟦EMAIL|d.mcbride77@gmail.com⟧ HTTP/1.1" 302 0 "-" "Mozilla/5.0"
⟦IP_ADDRESS|2a02:c7c:5a1e:8f00:5d3:9b2e:11a4:c07⟧ - - [09/Jul/2024:19:03:05 +0100] "GET /api/v2/orders/⟪order_id|TP-7781203⟫ HTTP/2.0" 200 912 "-" "okhttp/4.12.0"
⟪doc_ip|198.51.100.23⟫ - - [09/Jul/2024:19:03:09 +0100] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"
⟦IP_ADDRESS|100.72.14.9⟧ - - [09/Jul/2024:19:04:30 +0100] "POST /login HTTP/1.1" 401 51 "-" "python-requests/⟪version|2.31.0⟫"
"""))

TEXTS.append(("sms", """
FlushFirst: Hi ⟦PERSON|Bernadette⟧, your 2 x ⟪product_code|luxury unit LX-2⟫ toilets will be delivered Fri between 8-12 to ⟦ADDRESS|Orchard View, 3 Pound Lane, Little Hadham, Ware SG11 2DT⟧. Driver ⟦PERSON|Kev⟧ will call ahead on your number ending ⟪masked_phone|***614⟫. Questions? Call ⟦PHONE|0330 058 7712⟧. Booking ⟪booking_ref|FF-55203⟫
"""))

TEXTS.append(("call_transcript", """
[Crowdline Event Safety - control room recording, ⟪recording_id|CR-2024-08-17-0412⟫]
CONTROL: Control receiving, go ahead.
STEWARD 14: Yeah it's ⟦PERSON|Dele⟧ at gate C, I've got a young lad collapsed by the barrier, conscious, says he's ⟦MEDICAL|type 1 diabetic⟧ and hasn't eaten.
CONTROL: Received. Name and DOB if he can give it?
STEWARD 14: ⟦PERSON|Callum Brierley⟧, born ⟦DATE_OF_BIRTH|3rd March 2006⟧. His mate says he's got ⟦MEDICAL|an insulin pen⟧ in his bumbag.
CONTROL: Medics en route to ⟪grid_reference|grid ref F7⟫. Any contact for a parent?
STEWARD 14: Mum's on ⟦PHONE|07452 118 390⟧, her name's ⟦PERSON|Lorraine⟧.
CONTROL: Logged at ⟪log_time|21:47⟫, incident ⟪incident_number|INC 0293⟫. Stay with him ⟦PERSON|Dele⟧.
"""))

TEXTS.append(("csv_export", """
steward_id,full_name,dob,ni_number,bank_iban,email,sia_expiry
STW-0114,⟦PERSON|Adebayo Ogunleye⟧,⟦DATE_OF_BIRTH|1991-05-22⟧,⟦NATIONAL_ID|$nino1⟧,⟦IBAN|$iban_gb1⟧,⟦EMAIL|ade.ogunleye@outlook.com⟧,⟪expiry_date|2025-11-30⟫
STW-0119,⟦PERSON|Kasia Wróbel⟧,⟦DATE_OF_BIRTH|1994-02-17⟧,⟦NATIONAL_ID|$pesel1⟧,⟦IBAN|$iban_pl1⟧,⟦EMAIL|kasia.wrobel94@wp.pl⟧,⟪expiry_date|2026-03-02⟫
STW-0127,⟦PERSON|Rhys Pritchard⟧,⟦DATE_OF_BIRTH|1988-10-09⟧,⟦NATIONAL_ID|$nino2⟧,⟦IBAN|$iban_gb2⟧,⟦EMAIL|rhys.p@safehands-stewarding.co.uk⟧,⟪expiry_date|2025-07-14⟫
"""))

TEXTS.append(("python_traceback", """
Traceback (most recent call last):
  File "⟦PERSON|/home/fokonkwo⟧/gatequeue/scanner/sync.py", line 88, in push_scans
    conn = psycopg2.connect("host=⟦IP_ADDRESS|172.20.4.31⟧ port=⟪port|5433⟫ dbname=gq_scans user=scanner password=⟦SECRET|G4teQ-scan-2024!⟧")
  File "/usr/lib/python3/dist-packages/psycopg2/__init__.py", line 122, in connect
    conn = _connect(dsn, connection_factory=connection_factory, **kwasync)
psycopg2.OperationalError: connection to server at "⟦IP_ADDRESS|172.20.4.31⟧", port 5433 failed: timeout expired
[⟪log_timestamp|2024-09-01T22:14:07Z⟫] scanner ⟪device_serial|GQ-HH-00917⟫ fw ⟪version|1.9.4⟫ retry 3/5
"""))

TEXTS.append(("web_form_submission", """
=== New enquiry via skyburst.co.uk/book (form ⟪form_id|wpforms-1182⟫) ===
Name: ⟦PERSON|Declan O'Rourke⟧
Email: ⟦EMAIL|declan.orourke@icloud.com⟧
Phone: ⟦PHONE|+44 7700 184 552⟧
Event address: ⟦ADDRESS|Ashgrove House, Brook Lane, Tarporley CW6 9DS⟧
Event date: ⟪event_date|02/11/2024⟫
Package: ⟪package_name|Gold 8-minute display⟫ (⟪price|from £2,950⟫)
Deposit paid: ⟦AMOUNT|£750⟧ by card ending ⟪masked_card|**** 4417⟫
Notes: my daughter ⟦PERSON|Saoirse⟧ has ⟦MEDICAL|autism⟧ and ⟦MEDICAL|severe noise sensitivity⟧, can u do a low-noise finale? Also theres a horse called ⟪pet_name|Biscuit⟫ in the paddock next door
Submitted from ⟦IP_ADDRESS|81.103.56.219⟧ at ⟪timestamp|2024-08-03 21:16:44⟫
"""))

TEXTS.append(("slack_thread", """
⟦PERSON|Marcus Feeney⟧  10:42 AM
@⟦PERSON|jo.tanaka⟧ the truss load-calc uploader is failing again. creds it's using are below, can you rotate after??
aws_access_key_id = ⟦APIKEY|$aws_akid1⟧
aws_secret_access_key = ⟦SECRET|$aws_secret1⟧
region = ⟪cloud_region|eu-west-2⟫
bucket = ⟪bucket_name|steelhenge-loadcalcs-prod⟫
⟦PERSON|Jo Tanaka⟧  10:47 AM
ffs ⟦PERSON|Marcus⟧ 😅 rotating now. for the wiki pls only ever paste the AWS doc ones: ⟪example_key|AKIAIOSFODNN7EXAMPLE⟫ / ⟪example_key|wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY⟫
"""))

TEXTS.append(("invoice", """
VOLTWAGON POWER HIRE LTD                          INVOICE ⟪invoice_no|VW-INV-10288⟫
VAT reg ⟪vat_number|GB 318 4462 90⟫                Date: ⟪invoice_date|19 Aug 2024⟫

Bill to: Mr ⟦PERSON|Graham Teasdale⟧
⟦ADDRESS|Low Fold Barn, Hawkshead Hill, Ambleside LA22 0PW⟧

⟪product_code|20kVA silent diesel generator⟫   2 days @ ⟪price|£95.00/day⟫      ⟪line_item_price|£190.00⟫
Fuel  ⟪quantity|62 L⟫ @ ⟪price|£1.62/L⟫                                  ⟪line_item_price|£100.44⟫
Delivery & collection (zone C)                        ⟪line_item_price|£122.00⟫

TOTAL DUE                                              ⟦AMOUNT|£412.44⟧
Paid on account                                        ⟦AMOUNT|£150.00⟧
BALANCE                                                ⟦AMOUNT|£262.44⟧

Pay to ⟪org_name|VoltWagon Power Hire Ltd⟫, sort code ⟪org_account|40-11-62⟫, account ⟪org_account|73192044⟫
Queries: ⟦EMAIL|accounts@voltwagon.co.uk⟧ / ⟦PHONE|01539 728 400⟧
"""))

TEXTS.append(("meeting_minutes", """
Safety Advisory Group - pre-event meeting, ⟪event_name|Riverside Lights Festival⟫
Date: ⟪meeting_date|12 September 2024⟫, ⟪place_name|Kingston Guildhall⟫, Room 3
Present: ⟦PERSON|Sandra Mbeki⟧ (Crowdline, Head of Safety), PC ⟦PERSON|Ian Royle⟧, Cllr ⟦PERSON|Avni Desai⟧, ⟦PERSON|T. Harrington⟧ (SAG chair), ⟦PERSON|Femi Adewale⟧ (minutes)

1. Capacity agreed at ⟪capacity|14,500⟫, ingress from 17:00 via ⟪gate_number|Gates A-D⟫.
2. Steward ratio ⟪ratio|1:250⟫ plus ⟪headcount|12 SIA⟫ on the bridge.
3. ACTION ⟦PERSON|Sandra⟧ to circulate the radio plan (⟪radio_channel|Ch 4 Control⟫). Out-of-hours for ⟦PERSON|Sandra⟧: ⟦PHONE|07968 220 145⟧.
4. ⟦PERSON|Harrington⟧ noted the ⟪document_version|EMP v7.2⟫ still lists ⟦PERSON|Gary Lund⟧ as deputy; he left in July. Replace with ⟦PERSON|Nkechi Obi⟧ (⟦PHONE|07519 604 377⟧).
5. AOB: ⟦PERSON|Ian⟧ asked that future minutes leave out his personal mobile.
"""))

TEXTS.append(("accident_book_entry", """
ACCIDENT BOOK - ⟪org_name|Steelhenge Staging Ltd⟫ - entry ⟪accident_ref|AB/24/031⟫
Person injured: ⟦PERSON|Liam Costigan⟧        DOB: ⟦DATE_OF_BIRTH|14/12/1996⟧
Home address: ⟦ADDRESS|Flat 2, 61 Cemetery Road, Sheffield S11 8FQ⟧
Tel: ⟦PHONE|07384 550 219⟧
What happened: lowering a ⟪product_code|Layher deck 2.07m⟫ at ⟪place_name|Don Valley Bowl⟫, deck slipped and trapped L hand against the ledger.
Injury: ⟦MEDICAL|fractured left ring finger⟧, ⟦MEDICAL|laceration to palm (6 stitches)⟧ - treated at ⟪place_name|Northern General⟫ A&E
First aid by: ⟦PERSON|Mo Haddad⟧ (crew chief)   Time: ⟪log_time|14:20⟫
RIDDOR reported: Y, ref ⟪riddor_ref|201-0488-7731⟫
"""))

TEXTS.append(("shell_history", """
  501  ssh ⟦PERSON|dchowdhury⟧@⟦IP_ADDRESS|10.8.0.14⟧
  502  cd /srv/stubhouse && git pull origin ⟪git_branch|release/2.7⟫
  503  git checkout ⟪commit_sha|4be1f09⟫ -- config/
  504  docker compose up -d --build
  505  mysql -h ⟦IP_ADDRESS|10.8.0.22⟧ -u boxoffice -p'⟦PASSWORD|Stubh0use#Nov24⟧' stubhouse_prod
  506  export TWILIO_API_KEY=⟦APIKEY|$twilio_sk1⟧
  507  scp ⟦PERSON|/home/dchowdhury⟧/backups/⟪file_name|stubhouse_2024-10-01.sql.gz⟫ backup@⟪doc_ip|192.0.2.77⟫:/mnt/
  508  history | grep -i pass
"""))

TEXTS.append(("chargeback_dispute", """
From: ⟦PERSON|Ewan Galbraith⟧ <⟦EMAIL|ewan.galbraith@hotmail.co.uk⟧>
To: ⟦EMAIL|disputes@gatequeue.com⟧
Subject: Charged twice - order ⟪order_id|GQ-448120⟫

Hello,
I bought 4 tickets (⟪price|£18.50 each⟫) for the ⟪event_name|Nova Fireworks Spectacular⟫ and my card ⟦CARD|$card1⟧ was charged twice, ⟦AMOUNT|£74.00⟧ on the 3rd and again on the 4th. Security code is ⟦CVV|418⟧ if you need to check it's mine (I know, I know).
I've opened a case with my bank (⟪bank_case_ref|CB-99173⟫) but would rather you just refund it.
Thanks, ⟦PERSON|Ewan⟧
"""))

TEXTS.append(("hr_onboarding_form", """
HIRE PACKET - ⟪org_name|Truss & Tackle Rigging (US) Inc.⟫ - local crew call, ⟪place_name|Austin, TX⟫
Employee name: ⟦PERSON|Marisol Quintanilla⟧
SSN: ⟦SSN|$ssn1⟧          DOB: ⟦DATE_OF_BIRTH|07/19/1990⟧
Home address: ⟦ADDRESS|4417 Avenue F, Apt 2B, Austin, TX 78751⟧
Cell: ⟦PHONE|(512) 874-3309⟧
Emergency contact: ⟦PERSON|Rogelio Quintanilla⟧ (brother) ⟦PHONE|(512) 690-2271⟧
Direct deposit: routing ⟪bank_routing_number|114000093⟫, account ⟪masked_account|******6620⟫
Union: ⟪org_name|IATSE Local 205⟫   Crew call: ⟪shift_time|06:00 load-in⟫
"""))

TEXTS.append(("voicemail_transcription", """
Voicemail (auto-transcribed) - ⟪timestamp|Tue 10:14⟫ - from ⟦PHONE|07700 955231⟧ - 0:52
"Hi, it's ⟦PERSON|Moira Lennox⟧ calling about the marquee for my dad's eightieth on the twenty-first. Um, I've transferred ⟦AMOUNT|four hundred and fifty pounds⟧ as the deposit this morning so if someone could confirm that'd be great. My number's ⟦PHONE|oh seven nine five six, two two one, four oh eight⟧. Oh and Dad's had ⟦MEDICAL|a stroke⟧ last year so we'll need the ramp and the matting at the door, ⟦PERSON|Stuart⟧ said that was included in the ⟪package_name|Silver package⟫. Thanks, bye."
"""))

TEXTS.append(("customer_review", """
★★★★☆  "Clean units, late collection"  - posted ⟪review_date|2 weeks ago⟫
Hired 6 units from ⟪org_name|Throne Zone Portable Toilets⟫ for our village fete in ⟪place_name|Much Wenlock⟫. Units were spotless and the hand-wash station was a nice touch. Price was ⟪price|£85 per unit⟫ plus ⟪price|£60 delivery⟫, fair for the area. Collection was two days late which annoyed the parish council. Order ref ⟪order_id|TZ-30417⟫.

Reply from ⟪org_name|Throne Zone⟫: Thanks for the feedback - collections that week were delayed by the ⟪event_name|Shrewsbury Flower Show⟫ overrun. We've added a ⟪discount_code|FETE10⟫ code to your account for next year.
"""))

TEXTS.append(("json_webhook_payload", """
{
  "id": "⟪event_id|evt_3PzK8wLm2Qa1bC9d0eF4gH5j⟫",
  "type": "checkout.session.completed",
  "api_version": "⟪api_version|2024-06-20⟫",
  "data": {
    "object": {
      "id": "⟪checkout_session_id|cs_live_a1Kx9QmT0pLz⟫",
      "amount_display": "⟦AMOUNT|£64.00⟧",
      "customer_details": {
        "name": "⟦PERSON|Yusuf Demir⟧",
        "email": "⟦EMAIL|yusuf.demir@protonmail.com⟧",
        "phone": "⟦PHONE|+447418305926⟧"
      },
      "metadata": {"event": "⟪event_slug|crimson-comet-nye⟫", "seats": "⟪seat_number|B14,B15⟫", "client_ip": "⟦IP_ADDRESS|212.58.244.71⟧"}
    }
  }
}
"""))

TEXTS.append(("k8s_secret_yaml", """
apiVersion: v1
kind: Secret
metadata:
  name: dmx-cloud-bridge
  namespace: ⟪k8s_namespace|northbeam-prod⟫
  annotations:
    owner: ⟦EMAIL|s.adeyemi@northbeam.audio⟧
type: Opaque
stringData:
  DB_PASSWORD: "⟦PASSWORD|n0rthB3am-dmx-77⟧"
  SLACK_WEBHOOK_URL: "⟦SECRET|$slack_hook1⟧"
  GITHUB_TOKEN: "⟦APIKEY|$gh_pat1⟧"
  ARTNET_GATEWAY: "⟦IP_ADDRESS|192.168.50.20⟧"
  IMAGE: "⟪docker_image_tag|northbeam/bridge:4.2.0-alpine⟫"
"""))

TEXTS.append(("2fa_backup_note", """
BOX OFFICE ADMIN - 2FA BACKUP (printed, kept in ⟪safe_location|office safe #2⟫)
Account: ⟦EMAIL|admin@stubhouse.co.uk⟧
Authenticator secret: ⟦SECRET|$totp2⟧
Recovery codes:
  ⟦SECRET|$rec1⟧    ⟦SECRET|$rec2⟧
  ⟦SECRET|$rec3⟧    ⟦SECRET|$rec4⟧
Set up by ⟦PERSON|Niamh Carberry⟧ on ⟪date|2024-03-11⟫. Safe code is ⟦PASSWORD|2 9 0 6 1 4⟧, don't write it anywhere else!! (yes I see the irony) - ⟦PERSON|Niamh⟧
App: ⟪app_name|Aegis 3.1⟫, issuer ⟪org_name|Stubhouse Ticketing⟫
"""))

TEXTS.append(("helpdesk_ticket", """
Ticket ⟪ticket_id|#58213⟫ | Priority ⟪priority|P3⟫ | Queue: Box Office Tech
Requester: ⟦PERSON|Oluwaseun Adeyemi-Clarke⟧ <⟦EMAIL|seun.ac@gatequeue.com⟧>
Opened: ⟪timestamp|2024-10-02 08:55 BST⟫

Hi team, locked out of the scanner admin portal since the update to ⟪version|5.0.1⟫. My login is ⟦PERSON|sadeyemiclarke⟧ and the temp password I got was ⟦PASSWORD|Welcome2GQ!⟧ but it says expired. I'm on venue wifi, IP shows as ⟦IP_ADDRESS|82.69.14.201⟧ if that helps with the allowlist.
Cheers, ⟦PERSON|Seun⟧

-- Agent note (⟦PERSON|Bartek⟧): reset done, new temp pw sent by SMS to ⟦PHONE|07496 332 018⟧. Closing.
"""))

TEXTS.append(("radio_log", """
RADIO LOG - ⟪event_name|Harbourside Summer Sessions⟫ - Ch 2 Stewarding
⟪log_time|18:02⟫ ⟪callsign|Delta 3⟫ > Control: lost child, girl approx 7, pink coat, near ⟪location|Bar 2⟫, name given as ⟦PERSON|Ellie-Mae⟧
18:06 Control > all: ⟦PERSON|Ellie-Mae⟧ not yet found. Mother ⟦PERSON|Jade Corrigan⟧ on ⟦PHONE|07587 301 846⟧, coming to welfare tent
18:11 Delta 3: reunited at welfare. child has ⟦MEDICAL|asthma⟧, inhaler with mum, all ok
18:30 ⟪callsign|Sierra 1⟫: ejection at ⟪gate_number|Gate 5⟫, male refused search, gave name ⟦PERSON|Connor Daly⟧ DOB ⟦DATE_OF_BIRTH|22/08/2001⟧, police informed ⟪police_ref|CAD 4417⟫
"""))

TEXTS.append(("ansible_inventory", """
[lighting_consoles]
foh-grandma  ansible_host=⟦IP_ADDRESS|10.101.1.10⟧ ansible_user=⟦PERSON|tbrennan⟧
mon-console  ansible_host=⟦IP_ADDRESS|10.101.1.11⟧ ansible_user=⟦PERSON|tbrennan⟧

[nodes]
node-sr ansible_host=⟦IP_ADDRESS|10.101.2.21⟧
node-sl ansible_host=⟦IP_ADDRESS|10.101.2.22⟧   # ⟪mac_address|00:50:C2:7A:11:0E⟫

[all:vars]
ansible_become_password=⟦PASSWORD|Gr4ndMA-foh!⟧
ansible_ssh_private_key_file=~/.ssh/⟪file_name|northbeam_ed25519⟫
ntp_server=⟪doc_ip|192.0.2.123⟫
ma_software=⟪version|3.9.60.91⟫
"""))

TEXTS.append(("refund_authorisation", """
REFUND AUTHORISATION - ⟪org_name|Pegasus Tent Hire⟫
Customer: ⟦PERSON|Helga Brandt⟧     Booking: ⟪booking_ref|PTH-2024-0617⟫
Reason: event cancelled (Met Office amber wind warning). Deposit refunded in full: ⟦AMOUNT|€1,200.00⟧
Pay to: ⟦PERSON|Helga Brandt⟧, IBAN ⟦IBAN|$iban_de1⟧, BIC ⟪bic_code|COBADEFFXXX⟫
Customer tel: ⟦PHONE|+49 171 4429803⟧
Approved: ⟦PERSON|Craig Devlin⟧ (ops)  ⟪date|16/07/2024⟫
"""))

TEXTS.append(("forum_post", """
Re: Generator for a small festival - what size?      [⟪forum_name|UKFestivalCrew⟫]
Posted by ⟦PERSON|sparky_dan84⟧ » ⟪post_timestamp|Sat Mar 02, 2024 9:41 pm⟫

for a 300 cap field with PA + lights you want at least a ⟪kva_rating|60kVA⟫, three phase. dont bother with the ⟪product_name|Honda EU22i⟫ daisy-chain nonsense. We used ⟪org_name|Kilowatt Kings⟫ last yr, ask for ⟦PERSON|Shaz⟧ on ⟦PHONE|01603 881 247⟧, she sorted the ⟪voltage|415V⟫ distro and the earth spike, ⟪price|£640 for the weekend⟫.
edit: no I won't DM u my mate's number lol
"""))

TEXTS.append(("travel_manifest", """
CREW TRAVEL MANIFEST - ⟪org_name|Nova Fireworks⟫ - ⟪event_name|Festival d'Art Pyrotechnique⟫, ⟪place_name|Cannes⟫
Flight ⟪flight_number|BA 342⟫ LHR-NCE, ⟪date|24 Jul⟫, check-in 05:30

Name                | DOB          | Passport   | Nat
⟦PERSON|Daniel Hargreaves⟧   | ⟦DATE_OF_BIRTH|11 Jan 1982⟧  | ⟦PASSPORT|$pp_uk1⟧  | GBR
⟦PERSON|Aoife Brennan⟧       | ⟦DATE_OF_BIRTH|30 Sep 1993⟧  | ⟦PASSPORT|$pp_ie1⟧  | IRL
⟦PERSON|Jakub Nowicki⟧       | ⟦DATE_OF_BIRTH|5 May 1990⟧   | ⟦PASSPORT|$pp_pl1⟧  | POL
⟦PERSON|Ravi Menon⟧          | ⟦DATE_OF_BIRTH|18 Feb 1987⟧  | ⟦PASSPORT|$pp_in1⟧   | IND

Product ships separately: ⟪un_number|UN0335⟫ 1.3G, ⟪net_explosive_quantity|NEQ 412 kg⟫.
Team leader (roaming): ⟦PHONE|+44 7831 206 774⟧
"""))

TEXTS.append(("github_issue", """
### deploy.sh fails on ticket-scanner-sync  #⟪issue_number|412⟫
**opened by ⟦PERSON|lkhumalo⟧**

Steps: ran `./deploy.sh prod` from the jump box (⟦IP_ADDRESS|172.31.22.140⟧), fails at the rsync step with `Permission denied (publickey)`.
Here's the key we use so you can reproduce:

```
⟦SECRET|$pem2⟧
```

version ⟪version|v0.14.2⟫ / commit ⟪commit_sha|a3f9c1d⟫

---
**⟦PERSON|kofi-mensah⟧** commented: please never paste private keys in issues 🙃 revoked it and added the new pubkey for ⟦PERSON|lkhumalo⟧. closing.
"""))

TEXTS.append(("expense_claim", """
EXPENSE CLAIM - ⟪org_name|HighLine Rigging Crew Ltd⟫          Claim no. ⟪claim_no|EXP-2024-0883⟫
Claimant: ⟦PERSON|Bronwen Pugh⟧      Employee no. HL-219     Period: ⟪date_range|1-31 Oct 2024⟫

Mileage ⟪distance|412 miles⟫ @ ⟪rate|45p/mile⟫ ................ ⟪line_item_price|£185.40⟫
Hotel, ⟪place_name|Premier Inn Cardiff Bay⟫, 3 nights ........ ⟪line_item_price|£241.00⟫
Pharmacy - ⟦MEDICAL|co-codamol 30/500⟧ (prescription) ...... excluded, not business

Total claimed: ⟦AMOUNT|£426.40⟧   Pay to: ⟦IBAN|$iban_gb3⟧
Approved: ⟦PERSON|Rhodri Evans⟧, ops mgr
"""))

TEXTS.append(("sql_insert", """
-- export for mailing house, ⟪ticket_id|JIRA TIX-2291⟫
INSERT INTO customers (id, full_name, email, phone, address, opt_in, created_at) VALUES
(⟪row_id|88213⟫, '⟦PERSON|Fenella Drummond⟧', '⟦EMAIL|fenella.d@gmail.com⟧', '⟦PHONE|07842 661019⟧', '⟦ADDRESS|9 Rowan Crescent, Perth PH1 1QA⟧', 1, '⟪timestamp|2024-05-11 10:02:33⟫'),
(⟪row_id|88214⟫, '⟦PERSON|Ahmed Siddiqui⟧', '⟦EMAIL|ahmed.sidd@yahoo.co.uk⟧', '⟦PHONE|+44 7903 552 180⟧', '⟦ADDRESS|112 Moseley Road, Birmingham B12 9AH⟧', 0, '2024-05-11 10:04:09'),
(⟪row_id|88215⟫, '⟦PERSON|O'Brien, Siobhan⟧', '⟦EMAIL|siobhanob@eircom.net⟧', '⟦PHONE|+353 87 441 2096⟧', '⟦ADDRESS|4 Marine Parade, Bray, Co. Wicklow A98 K7X2⟧', 1, '2024-05-11 10:09:51');
"""))

TEXTS.append(("hire_contract", """
MARQUEE HIRE AGREEMENT  -  ⟪contract_no|WMC/2025/044⟫
Between ⟪org_name|Wealden Marquee Company Ltd⟫ (company no. ⟪company_reg_no|08841276⟫) ("the Company") and ⟦PERSON|Rosalind Achterberg⟧ of ⟦ADDRESS|The Old Forge, Church Street, Rotherfield, Crowborough TN6 3LG⟧ ("the Hirer").

3.1 The hire fee is ⟪price|£6,480 incl. VAT⟫ as per Schedule A.
3.2 The Hirer has paid a non-refundable deposit of ⟦AMOUNT|£1,944.00⟧ (30%).
3.3 A damage bond of ⟪contract_term_price|£500⟫ is payable 14 days before the build.
7.1 Hirer identification checked: UK passport ⟦PASSPORT|$pp_uk2⟧.
9.4 Ground conditions: no pegging within ⟪dimension|1.5 m⟫ of the septic tank.

Signed for the Hirer: ⟦PERSON|R. Achterberg⟧   Date ⟪date|03/02/2025⟫
"""))

TEXTS.append(("java_stack_trace", """
2024-11-08 03:12:44.118 ERROR 1 --- [pool-3-thread-7] c.t.sync.SeatMapImporter : import failed for venue ⟪venue_id|V-0042⟫
org.postgresql.util.PSQLException: FATAL: password authentication failed for user "seatmap"
	at org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)
	at org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:203)
	at com.tixpoint.sync.SeatMapImporter.run(SeatMapImporter.java:118)
Caused by config: spring.datasource.url=jdbc:postgresql://⟦IP_ADDRESS|10.12.0.5⟧:5432/seatmap?user=seatmap&password=⟦SECRET|S3atMap_r0tate_me⟧
pod ⟪container_id|tix-sync-7c9f6d8b4-xk2lp⟫ trace ⟪trace_id|4bf92f3577b34da6a3ce929d0e0e4736⟫
on-call: ⟦PERSON|Ngozi Eze⟧ ⟦PHONE|+44 7356 104 882⟧
"""))

TEXTS.append(("sms", """
Hi ⟦PERSON|Terry⟧, gen for ⟪site_name|Bramley Showground⟫ is on its way, driver ⟦PERSON|Wojciech⟧ ETA 7.40. Gate padlock code is ⟦PASSWORD|3 8 1 5⟧ pls dont share. Fuel bowser PIN ⟦PASSWORD|0442⟧. Any probs ring me ⟦PHONE|07961 447 230⟧ - ⟦PERSON|Bev⟧ @ ⟪org_name|GenSet Direct⟫ (job ⟪job_number|GD-8812⟫)
"""))

TEXTS.append(("markdown_table", """
## Crew contacts - ⟪event_name|Tidewater Festival⟫ main stage (CONFIDENTIAL)

| Role | Name | Mobile | Email | Dietary / medical |
|---|---|---|---|---|
| Production mgr | ⟦PERSON|Esther Nakamura⟧ | ⟦PHONE|07720 551 093⟧ | ⟦EMAIL|esther@steelhenge.events⟧ | ⟦MEDICAL|coeliac⟧ |
| Head rigger | ⟦PERSON|Callum Reid⟧ (⟦PERSON|Cal⟧) | ⟦PHONE|07855 910 342⟧ | ⟦EMAIL|cal.reid@highline-rigging.com⟧ | - |
| Stage mgr | ⟦PERSON|Priyanka Shah⟧ | ⟦PHONE|07415 208 661⟧ | ⟦EMAIL|pshah.sm@gmail.com⟧ | ⟦MEDICAL|peanut allergy (carries EpiPen)⟧ |
| LX | ⟦PERSON|Toby Ainsworth⟧ | ⟦PHONE|07932 004 517⟧ | - | veggie |

Truss: ⟪product_code|Prolyte H30V⟫, ⟪load_rating|max UDL 480 kg⟫. Motors ⟪product_code|CM Lodestar 1t⟫.
"""))

TEXTS.append(("teams_message", """
⟦PERSON|Abigail Osei⟧  09:14
can someone run right-to-work for the new starter pls, details from his form:
⟦PERSON|Mateus Carvalho⟧, DOB ⟦DATE_OF_BIRTH|4 October 1999⟧, NI no. ⟦NATIONAL_ID|$nino3⟧. He also put his Spanish NIE ⟦NATIONAL_ID|$nie1⟧ from the Benidorm season.
⟦PERSON|Zoltan Kiss⟧  09:20
done, all clear. rota'd him for ⟪shift_name|Saturday Gate B lates⟫. ⟪headcount|42 stewards⟫ confirmed for Sat now
⟦PERSON|Abigail Osei⟧  09:21
legend ty ⟦PERSON|Zoltan⟧
"""))

TEXTS.append(("incident_writeup", """
Post-incident note - gate scanner outage ⟪incident_number|INC-2024-117⟫
Summary: from ⟪log_time|19:04⟫ to 19:31 the ⟪product_name|GQ Scan Pro⟫ handhelds got 401s. Root cause: the service token had been hard-coded by ⟦PERSON|Hamza Rafiq⟧ and was rotated by the nightly job.
Repro:
  curl -H "Authorization: Bearer ⟦APIKEY|$jwt1⟧" https://api.gatequeue.com/v3/scans?event=⟪event_id|E-7781⟫
Affected gateway ⟦IP_ADDRESS|100.88.3.17⟧ (Tailscale) and the venue uplink ⟦IP_ADDRESS|81.2.69.160⟧.
Actions: move token to vault (owner ⟦PERSON|Hamza⟧), add alert.  Ticket sales during outage: ⟪org_total|£12,840 across 612 orders⟫ - no refunds needed.
"""))

TEXTS.append(("discord_chat", """
[⟪chat_timestamp|Today at 19:22⟫] ⟦PERSON|PyroPete⟧: anyone else's firing app crashing on ⟪version|4.3.1⟫ since the update?
[19:23] ⟦PERSON|kez_bangs⟧: yeah same. btw i set up the alerts bot for the crew server, hook is ⟦SECRET|$discord_hook1⟧ dont leak it lol
[19:25] ⟦PERSON|PyroPete⟧: u literally just posted it in #general 🤦
[19:26] ⟦PERSON|kez_bangs⟧: oh ffs. ok regenerating
[19:31] ⟦PERSON|Marv the Rigger⟧: lmao. anyway who's on the ⟪event_name|Bonfire Night⟫ show at ⟪place_name|Alexandra Palace⟫, need a hand with ⟪product_code|50mm mortar racks⟫
"""))

TEXTS.append(("insurance_claim_form", """
EVENT LIABILITY CLAIM - ⟪org_name|Thistle Mutual⟫          Policy ⟪policy_number|EVT-PL-7730912⟫
Claimant: Dr ⟦PERSON|Nadia Farouk⟧       DOB ⟦DATE_OF_BIRTH|1979-06-02⟧
Address: ⟦ADDRESS|22 Belvoir Avenue, Leicester LE2 3HQ⟧     Tel: ⟦PHONE|0116 270 9943⟧
Incident: hired ⟪product_code|6x9m pagoda⟫ lifted in a gust during daughter's graduation party; guest ⟦PERSON|Arthur Bellamy⟧ (72) fell and sustained ⟦MEDICAL|a bruised hip⟧ and ⟦MEDICAL|a cut above the left eye⟧.
Hire company: ⟪org_name|Pegasus Tent Hire⟫, booking ⟪booking_ref|PTH-2024-0702⟫
Amount claimed: ⟦AMOUNT|£3,870.00⟧        Settlement account: ⟦IBAN|$iban_gb4⟧
"""))

TEXTS.append(("password_reset_email", """
From: TixPoint <⟦EMAIL|no-reply@tixpoint.co.uk⟧>
To: ⟦EMAIL|chloe.okonjo@gmail.com⟧
Subject: Your temporary password

Hi ⟦PERSON|Chloe⟧,
We've reset your account. Your temporary password is ⟦PASSWORD|Tp-93kLm-qz⟧ - you'll be asked to change it when you sign in.
This request came from ⟦IP_ADDRESS|5.151.43.18⟧ (⟪place_name|Leeds, GB⟫) on ⟪browser_version|Chrome 126.0⟫. Not you? Call us on ⟦PHONE|0345 120 4410⟧.
Ref ⟪request_id|req_8c1e2f0a⟫ · ⟪org_name|TixPoint Ltd⟫, company ⟪company_reg_no|11230554⟫
"""))

TEXTS.append(("first_aid_log", """
FIRST AID LOG - ⟪org_name|Gatekeepers Ltd⟫ - medical tent 2 - ⟪date|Sat 20/07⟫
| time  | patient            | age | complaint                         | treatment              | outcome |
| 15:40 | ⟦PERSON|Maisie Tolland⟧     | 19  | ⟦MEDICAL|heat exhaustion⟧                   | ⟦MEDICAL|oral rehydration⟧       | discharged |
| 16:05 | ⟦PERSON|Jordan Blake⟧       | 24  | ⟦MEDICAL|laceration L shin⟧                 | ⟦MEDICAL|steri-strips⟧           | discharged |
| 17:22 | unknown male       | ~30 | ⟦MEDICAL|suspected MDMA toxicity⟧           | obs, O2                | ⟪ambulance_ref|NWAS job 4411⟫ |
Stock used: ⟪drug_name_leaflet|paracetamol 500mg⟫ x 12, ⟪product_code|burns gel 3.5g⟫ x 4
Signed ⟦PERSON|A. Mensah-Bonsu⟧ (⟪qualification|FREC 4⟫)
"""))

TEXTS.append(("price_list", """
STAGE & LX HIRE - 2025 TARIFF (ex VAT)                  ⟪document_version|rev C⟫
⟪product_code|SD-1824⟫  8x4ft stage deck, 0.4-1.0m legs .......... ⟪price|£14.00/day⟫
⟪product_code|LX-PAR64⟫ LED par, RGBW .............................. ⟪price|£9.50/day⟫
⟪product_code|SN-K12⟫   QSC K12.2 active top ....................... ⟪price|£38.00/day⟫
Week rate = ⟪tariff|3 x day rate⟫. Delivery zone A ⟪price|£45⟫, zone B ⟪price|£70⟫.
Weekend hire Fri-Mon charged as ⟪tariff|1.5 days⟫. Damage waiver ⟪tariff|8% of hire value⟫.
⟪org_name|Decibel Depot Ltd⟫ · VAT ⟪vat_number|GB 402 7719 12⟫ · prices valid to ⟪date|31/12/2025⟫
"""))

TEXTS.append(("ocr_business_card", """
[OCR - card_0032.jpg - confidence 0.91]
CRIMSON COMET DISPLAYS
⟦PERSON|Ffion Llewellyn⟧
Lead Pyrotechnlcian | ⟪qualification|BPA Level 3⟫
M: ⟦PHONE|07788 302 415⟧   T: ⟦PHONE|01291 620 118⟧
E: ⟦EMAIL|ffion@crimsoncomet.co.uk⟧
W: ⟪url|www.crimsoncomet.co.uk⟫
⟪org_address|Unit 9, Severn Bridge Ind. Est., Caldicot NP26 5PT⟫
"""))

TEXTS.append(("complaint_email", """
From: ⟦PERSON|Gwen Mallory⟧ <⟦EMAIL|gwen.mallory@btopenworld.com⟧>
To: ⟦EMAIL|bookings@loocrewhire.co.uk⟧
Subject: units for our garden wedding - not good enough

Hi,
We hired 2 units + the accessible one for our wedding on Saturday (invoice ⟪invoice_no|LCH-22917⟫). The accessible unit arrived without its ramp, so my father-in-law ⟦PERSON|Derek⟧, who has ⟦MEDICAL|MS⟧ and uses a frame, couldn't use it all evening. Your driver ⟦PERSON|Lewis⟧ said it was "in the other van".
I'd like a refund of the ⟦AMOUNT|£280⟧ I paid for that unit. I've attached photos (⟪file_name|IMG_4471.HEIC⟫).

⟦PERSON|Gwen Mallory⟧
⟦ADDRESS|Hollybush Cottage, 2 Mill Lane, Llanvihangel Crucorney, Abergavenny NP7 8DE⟧
mob ⟦PHONE|07591 223 780⟧
"""))

TEXTS.append(("docker_compose_yaml", """
services:
  db:
    image: ⟪docker_image_tag|postgres:16.3⟫
    environment:
      POSTGRES_USER: stubhouse
      POSTGRES_PASSWORD: ⟦PASSWORD|hunter2-but-longer-9Q⟧
  web:
    image: ⟪docker_image_tag|ghcr.io/stubhouse/web:2.7.4⟫
    ports:
      - "⟪port_mapping|8080:80⟫"
    environment:
      MAILCHIMP_API_KEY: ⟦APIKEY|$mailchimp1⟧
      GOOGLE_MAPS_KEY: ⟦APIKEY|$google1⟧
      SESSION_SIGNING_SECRET: ⟦SECRET|$jwt_secret1⟧
      ADMIN_EMAIL: ⟦EMAIL|tech@stubhouse.co.uk⟧
      # maintainer ⟦PERSON|Dhruv Chowdhury⟧, ping before changing
"""))

TEXTS.append(("crew_call_sheet", """
CALL SHEET - DAY 2 BUILD - ⟪event_name|Northern Lights Arena Tour⟫ - ⟪place_name|Utilita Arena Sheffield⟫
Load-in ⟪shift_time|07:00⟫ · motors up 10:30 · ⟪document_version|rigging plot v14⟫

Head rigger ........ ⟦PERSON|Mo Haddad⟧ ⟦PHONE|07700 312 884⟧
Up riggers ......... ⟦PERSON|Kieran Walsh⟧, ⟦PERSON|Lena Vogt⟧, ⟦PERSON|Sol Abara⟧
Down rigger ........ ⟦PERSON|Jess Fairclough⟧ ⟦PHONE|07466 120 593⟧
Crew chief (local) . ⟦PERSON|Gordon McAllister⟧ ⟦PHONE|07810 077 264⟧

Notes: ⟦PERSON|Lena⟧ on light duties after ⟦MEDICAL|shoulder surgery⟧ - no climbing. Hotel: ⟪place_name|Novotel Sheffield Centre⟫, conf ⟪booking_ref|NVS-99182⟫.
"""))

TEXTS.append(("terraform_tfvars", """
# terraform.tfvars  (owner: ⟦PERSON|mtravers⟧)
project_id        = "⟪gcp_project_id|skyburst-ticketing-prod⟫"
region            = "⟪cloud_region|europe-west2⟫"
db_admin_password = "⟦PASSWORD|Pyr0-Admin!2024⟧"
openai_api_key    = "⟦APIKEY|$openai1⟧"
allowed_ips       = ["⟦IP_ADDRESS|81.174.250.12⟧/32", "⟦IP_ADDRESS|2a00:23c7:8d10:4e01::1a⟧/128"]
docs_example_ip   = "⟪doc_ip|2001:db8:4::20⟫"
alert_email       = "⟦EMAIL|ops-alerts@skyburst.co.uk⟧"
instance_type     = "⟪instance_type|e2-standard-4⟫"
"""))

TEXTS.append(("accreditation_email", """
Subject: Stage access passes - crew list for Friday

Hi ⟦PERSON|Rachel⟧,
As requested, here are passport details for the two US crew who'll need wristbands for the ⟪event_name|Harbour Lights⟫ show:

1) ⟦PERSON|Tyler Brandvold⟧ - US passport ⟦PASSPORT|$pp_us1⟧, DOB ⟦DATE_OF_BIRTH|March 8, 1991⟧
2) ⟦PERSON|Keisha Raymond⟧ - CA passport, see attached (⟪file_name|raymond_pp.pdf⟫)

Both arrive on ⟪flight_number|AA 100⟫. I'm on ⟦PHONE|+1 917 555 2870⟧ while travelling.
Thanks!
⟦PERSON|Danielle Okafor-Hughes⟧ | Tour Manager | ⟪org_name|Brightwire Productions⟫
"""))

TEXTS.append(("tax_form", """
Form ⟪form_number|W-9⟫ (Rev. ⟪form_revision|March 2024⟫) - Request for Taxpayer Identification Number
1 Name: ⟦PERSON|Dwayne T. Whitfield⟧
2 Business name: ⟪org_name|Whitfield Stage Services LLC⟫
3 Federal tax classification: Individual/sole proprietor
5 Address: ⟦ADDRESS|2210 Magnolia Ave, Unit 4, Long Beach, CA 90806⟧
Part I  Social security number: ⟦SSN|$ssn2⟧
Employer identification number: ⟪ein|84-3017265⟫
Signature: ⟦PERSON|D. Whitfield⟧            Date: ⟪date|04/02/2024⟫
Requester: ⟪org_name|GateQueue Ticketing Inc.⟫, ⟪org_address|500 S Grand Ave, Los Angeles, CA 90071⟫
"""))

TEXTS.append(("lost_property_log", """
LOST PROPERTY - ⟪event_name|Castle Field Proms⟫ - stewards' tent
#⟪item_number|LP-031⟫ brown leather wallet, found ⟪location|Zone C toilets⟫ 20:15 by ⟦PERSON|Ifeoma⟧
   contents: driving licence in name ⟦PERSON|Patrick Hennessy⟧, bank card ⟪masked_card|XXXX XXXX XXXX 7720⟫, ⟪price|£35⟫ cash, GP appt card (⟦MEDICAL|warfarin clinic⟧)
   owner called ⟦PHONE|07849 601 352⟧ 20:40, collected 21:05, ID checked by ⟦PERSON|Stan Booth⟧
#⟪item_number|LP-032⟫ kids' denim jacket, no name. Tag says "⟪pet_name|Mr Snuffles⟫" lol (dog's name?)
"""))

TEXTS.append(("call_transcript", """
BOX OFFICE CALL - ⟪call_id|call-7f2a91⟫ - agent ⟦PERSON|Shannon⟧ - 11:42
AGENT: TixPoint box office, ⟦PERSON|Shannon⟧ speaking.
CALLER: Hi, I'm trying to buy four for the fireworks and the website keeps failing. Can I just give you my card?
AGENT: Of course. Name on the card?
CALLER: ⟦PERSON|Gideon Asante⟧. Number is ⟦CARD|$card5⟧.
AGENT: And the three digits on the back?
CALLER: ⟦CVV|093⟧.
AGENT: Thanks. That's ⟦AMOUNT|£92 total⟧ with booking fees. Email for the e-tickets?
CALLER: ⟦EMAIL|g.asante@live.co.uk⟧
AGENT: Lovely, you're all done, order ⟪order_id|TP-7781877⟫.
[CRM auto-redaction stored card as ⟪masked_card|4036 **** **** 9342⟫]
"""))

TEXTS.append(("whatsapp_chat", """
⟦PERSON|Jonno⟧: venue wifi is "⟪wifi_ssid|WinterGardens_CREW⟫" pw ⟦PASSWORD|Lamp$&Cans2024⟧
⟦PERSON|Jonno⟧: grandMA on ⟦IP_ADDRESS|192.168.1.50⟧, nodes on .51/.52
⟦PERSON|Fatima Zahra⟧: ta. sACN universe 1-4 yeah? ⟪dmx_universe|U1-U4⟫
⟦PERSON|Jonno⟧: ye. ⟦PERSON|Dougie⟧ is off sick, ⟦MEDICAL|tonsillitis⟧ apparently, so ur on followspot 2 sorry
⟦PERSON|Fatima Zahra⟧: 😩 fine. is it the ⟪product_name|Robert Juliat Manon⟫ or the old one
"""))

TEXTS.append(("risk_assessment", """
FIREWORK DISPLAY RISK ASSESSMENT - ⟪document_id|RA-SKY-2411⟫
Site: ⟪place_name|Victoria Park, Leamington Spa⟫   Display date: ⟪event_date|5 November 2024⟫
Operator: ⟪org_name|Skyburst Pyrotechnics Ltd⟫, licence ⟪explosives_licence|EL/2024/0317⟫
Display manager: ⟦PERSON|Owen Rutherford⟧ (mobile on the night: ⟦PHONE|07725 419 066⟧)
Safety distance: ⟪distance|100 m⟫ from firing zone to spectator barrier (⟪product_category|Category F4⟫ product).
Total ⟪net_explosive_quantity|NEQ 186 kg⟫, ⟪un_number|UN0336⟫ / ⟪un_number|UN0335⟫.
Wind limit ⟪wind_speed|20 mph⟫; fallout zone downwind per ⟪standard_ref|BS 7114⟫.
"""))

TEXTS.append(("job_application_form", """
Application - Event Steward (seasonal) - ⟪org_name|Safe Hands Stewarding⟫ Dublin
Full name: ⟦PERSON|Ciarán Ó Dálaigh⟧
Date of birth: ⟦DATE_OF_BIRTH|19/04/2002⟧
PPS number: ⟦NATIONAL_ID|$ppsn1⟧
Address: ⟦ADDRESS|Apt 14, Clarke's Court, Cork Street, Dublin 8, D08 X2T6⟧
Mobile: ⟦PHONE|087 662 3019⟧     Email: ⟦EMAIL|ciaran.odalaigh@gmail.com⟧
Health: ⟦MEDICAL|epilepsy, controlled with lamotrigine⟧, no seizures in 3 years
Availability: ⟪availability|weekends + bank holidays⟫   Referred by: ⟦PERSON|Aisling Kearney⟧
"""))

TEXTS.append(("timesheet_csv", """
week_ending,operative,login,site,hours,rate,gross_pay
⟪week_ending|2024-08-25⟫,⟦PERSON|Marek Zieliński⟧,⟦PERSON|mzielinski⟧,⟪site_name|Reading Festival⟫,⟪hours|54.5⟫,⟪rate|£12.40⟫,⟦AMOUNT|£675.80⟧
2024-08-25,⟦PERSON|Olu Bankole⟧,⟦PERSON|obankole⟧,Reading Festival,48.0,£12.40,⟦AMOUNT|£595.20⟧
2024-08-25,⟦PERSON|Tracy-Ann Gayle⟧,⟦PERSON|tgayle⟧,⟪site_name|Bramley Showground⟫,22.0,⟪rate|£13.10⟫,⟦AMOUNT|£288.20⟧
"""))

TEXTS.append(("auth_log", """
⟪log_timestamp|Oct 14 02:11:09⟫ gw-ticketing sshd[⟪process_id|28811⟫]: Failed password for invalid user admin from ⟦IP_ADDRESS|45.148.10.92⟧ port ⟪port|51822⟫ ssh2
Oct 14 02:11:11 gw-ticketing sshd[28811]: Failed password for invalid user admin from ⟦IP_ADDRESS|45.148.10.92⟧ port 51830 ssh2
Oct 14 02:11:14 gw-ticketing sshd[28813]: Accepted publickey for ⟦PERSON|akowalski⟧ from ⟦IP_ADDRESS|86.21.155.37⟧ port 60122 ssh2: ED25519 SHA256:⟪key_fingerprint|q3bX9tHkV0yPz2LwR8sN1cMd4eFa7gJu6iKo5lQm3nE⟫
Oct 14 02:12:40 gw-ticketing sudo: ⟦PERSON|akowalski⟧ : TTY=pts/0 ; PWD=⟦PERSON|/home/akowalski⟧ ; USER=root ; COMMAND=/usr/bin/systemctl restart ⟪service_name|gatequeue-api⟫
Oct 14 02:13:02 gw-ticketing sshd[28840]: Connection closed by ⟪doc_ip|203.0.113.9⟫ port 44120 [preauth]
"""))

TEXTS.append(("sms_thread", """
Customer ⟦PHONE|07534 882 016⟧ → ⟪org_name|Kilowatt Kings⟫ (⟪date|Thu 12 Sep⟫)
> hi its ⟦PERSON|Shona McPhee⟧ re the 10kva for saturday, can i pay over text? card ⟦CARD|$card11⟧ exp 08/26 cvc ⟦CVV|552⟧
< Hi ⟦PERSON|Shona⟧, please don't send card details by SMS! We've taken the ⟦AMOUNT|£185.00⟧ this time but have deleted your message. Next time use the link: ⟪url|pay.kilowattkings.co.uk/j/4471⟫
> oops sorry!! thanks x
"""))

TEXTS.append(("board_minutes", """
⟪org_name|GateQueue Ticketing Ltd⟫ - Board meeting minutes, ⟪meeting_date|18 March 2025⟫
1. Trading: FY revenue ⟪org_total|£4.82m⟫ (+11%), gross margin ⟪percentage|38.5%⟫. Q4 refunds ⟪org_total|£212k⟫, mainly the ⟪event_name|Bonfire Night⟫ weather cancellations.
2. Tech: migration to ⟪product_name|Postgres 16⟫ done; ⟪ticket_id|PLAT-882⟫ closed.
3. People: headcount ⟪headcount|41⟫. The board thanked ⟦PERSON|Yvonne Achebe⟧ for covering the CFO role.
4. Next meeting ⟪meeting_date|17 June 2025⟫.
"""))

TEXTS.append(("dictation", """
[Dictated by ⟦PERSON|Martin Cleverly⟧, for typing - ⟪dictation_id|dict_0419⟫]
Letter to Mr and Mrs ⟦PERSON|Fenwick⟧ comma, address ⟦ADDRESS|The Granary, Sutton Lane, Great Ayton, Middlesbrough TS9 6NG⟧, new paragraph. Thank you for your payment of ⟦AMOUNT|two thousand three hundred pounds⟧ full stop. The remaining balance of ⟦AMOUNT|four hundred and ten pounds⟧ is due fourteen days before the build comma, i.e. by ⟪due_date|the first of June⟫ full stop. New paragraph. Our rigger ⟦PERSON|Andy⟧ will visit to check the ground on ⟪date|Tuesday the twentieth⟫ full stop. Yours sincerely et cetera.
"""))

TEXTS.append(("slack_message", """
⟦PERSON|Aditi Rao⟧ 4:02 PM
heads up - the #box-office-alerts bot stopped posting because someone regenerated the token. new one is in 1Password, but for the record the old (revoked) one in the repo was ⟦APIKEY|$slack_bot1⟧ and the signing secret ⟦SECRET|$slack_signing1⟧ - both dead now. ⟪ticket_id|OPS-1193⟫
⟦PERSON|Ben Whitaker⟧ 4:05 PM
"revoked" 👀 did u check
⟦PERSON|Aditi Rao⟧ 4:06 PM
yes ⟦PERSON|Ben⟧ 🙄 app id ⟪app_id|A07QX2KJ9LM⟫ shows the new install
"""))

TEXTS.append(("toml_config", """
# firing-alerts.toml - ⟪org_name|Crimson Comet Displays⟫ - maintained by ⟦PERSON|Gethin Morgan⟧
[telegram]
bot_token = "⟦APIKEY|$telegram1⟧"
chat_id   = "⟪chat_id|-1001874420931⟫"

[firing_system]
controller_ip = "⟦IP_ADDRESS|192.168.88.2⟧"
modules       = ⟪quantity|24⟫
firmware      = "⟪version|FS-2.11b⟫"

[notify]
sms_fallback = "⟦PHONE|+447712 093 561⟧"   # ⟦PERSON|Gethin⟧'s mobile
"""))

TEXTS.append(("visa_invitation_letter", """
⟪org_name|Nova Fireworks Ltd⟫ · ⟪org_address|Unit 3, Walworth Business Park, Andover SP10 5LH⟫
⟪date|14 August 2024⟫

Visa Section, British Embassy Beijing
Re: Invitation - Mr ⟦PERSON|HUANG Zhiqiang⟧, passport ⟦PASSPORT|$pp_cn1⟧

We invite Mr ⟦PERSON|Huang⟧ (date of birth ⟦DATE_OF_BIRTH|28 July 1979⟧, PRC ID ⟦IDCARD|$idc3⟧), senior technician at ⟪org_name|Liuyang Golden Star Fireworks Co.⟫, to assist with our displays from ⟪date_range|25 Oct to 10 Nov 2024⟫. We will cover flights and accommodation and pay him a daily allowance of ⟦AMOUNT|£48⟧.

Contact: ⟦PERSON|Daniel Hargreaves⟧, Operations Director, ⟦PHONE|01264 338 900⟧, ⟦EMAIL|daniel.hargreaves@novafireworks.co.uk⟧
"""))

TEXTS.append(("payroll_change_request", """
PAYROLL CHANGE REQUEST - ⟪org_name|Stubhouse Tickets US LLC⟫ (⟪place_name|Nashville⟫ call center)
Employee: ⟦PERSON|LaToya Simmons⟧      ID E-20417
SSN on file ⟦SSN|$ssn3⟧ -> correct to ⟦SSN|$ssn4⟧ (typo at onboarding, ⟪ticket_id|HR-7731⟫)
Back pay owed after correction: ⟦AMOUNT|$612.40⟧
New address: ⟦ADDRESS|1184 Dickerson Pike, Apt 12, Nashville, TN 37207⟧
Phone: ⟦PHONE|(615) 422-0918⟧
Approved: ⟦PERSON|Carl Jessup⟧, ⟪date|01/14/2025⟫
"""))

TEXTS.append(("apache_error_log", """
[⟪log_timestamp|Wed Jan 15 22:14:03.771201 2025⟫] [php:error] [pid ⟪process_id|40112⟫] [client ⟦IP_ADDRESS|92.40.196.18⟧:⟪port|53110⟫] PHP Fatal error:  Uncaught PDOException: SQLSTATE[HY000] [1045] Access denied for user 'marquee_wp'@'⟦IP_ADDRESS|10.0.3.12⟧' (using password: YES) in /var/www/html/wp-includes/class-wpdb.php:1787, referer: https://⟪domain|wealdenmarquees.co.uk⟫/get-a-quote/
[Wed Jan 15 22:14:09.002118 2025] [core:notice] [pid 40112] AH00052: child pid 40117 exit signal Segmentation fault (11)
[Wed Jan 15 22:15:41.118004 2025] [php:warn] [client ⟦IP_ADDRESS|2a01:4b00:8e21:3c00:a1f4:7d2e:90c1:4b6a⟧:0] PHP Warning:  mail(): failed to send quote to ⟦EMAIL|hattie.brook@gmail.com⟧ in /var/www/html/wp-content/plugins/⟪plugin_name|quote-form-1.4.2⟫/send.php on line 88
"""))

TEXTS.append(("npmrc_file", """
# .npmrc (seat-picker widget) - committed by mistake by ⟦PERSON|hvasquez⟧, see MR ⟪merge_request|!214⟫
//registry.npmjs.org/:_authToken=⟦APIKEY|$npm1⟧
@tixpoint:registry=https://⟪domain|gitlab.tixpoint.dev⟫/api/v4/packages/npm/
//gitlab.tixpoint.dev/api/v4/packages/npm/:_authToken=⟦APIKEY|$gitlab1⟧
always-auth=true
# engines: node ⟪version|20.11.1⟫, pnpm ⟪version|8.15.4⟫
"""))

TEXTS.append(("email_with_attachments", """
Subject: Joining docs - pyro tech, ⟪event_name|Marine Drive NYE⟫ show

Hi ⟦PERSON|Anjali⟧,
Sending the docs you asked for. Aadhaar ⟦NATIONAL_ID|$aadhaar1⟧, bank details below, photo attached (⟪file_name|IMG_20241203_0912.jpg⟫).

Name: ⟦PERSON|Siddharth Kulkarni⟧    DOB: ⟦DATE_OF_BIRTH|12-Aug-1995⟧
Address: ⟦ADDRESS|Flat 702, Sai Krupa CHS, Gokhale Road, Dadar West, Mumbai 400028⟧
Mobile: ⟦PHONE|+91 98201 44372⟧
Could I get an advance of ⟦AMOUNT|₹15,000⟧ for the train + stay in ⟪place_name|Sivakasi⟫ during the product check?

Thanks,
⟦PERSON|Sid⟧
"""))

TEXTS.append(("steward_roster", """
F1 NIGHT RACE - ⟪org_name|Crowdline Asia Pte Ltd⟫ - steward roster ⟪zone|Zone 4 Padang⟫
S/N | Name                      | NRIC        | Contact     | Shift
1   | ⟦PERSON|Tan Wei Ling⟧              | ⟦NATIONAL_ID|$nric1⟧   | ⟦PHONE|9123 4410⟧   | ⟪shift_time|16:00-00:30⟫
2   | ⟦PERSON|Muhammad Irfan bin Rahim⟧  | ⟪masked_nric|S****321A⟫   | ⟦PHONE|8772 0936⟧   | 16:00-00:30
3   | ⟦PERSON|Priya d/o Raman⟧           | ⟪masked_nric|T****887J⟫   | ⟦PHONE|9650 2281⟧   | 18:00-02:00
Supervisor on duty: ⟦PERSON|Gerald Lim⟧ ⟦PHONE|+65 9001 7732⟧
"""))

TEXTS.append(("refund_application", """
REFUND APPLICATION - ⟪org_name|Harbour Tix (HK) Ltd⟫ - ⟪event_name|Victoria Harbour Countdown Concert⟫
Applicant name: ⟦PERSON|CHAN Ka-yan⟧          HKID: ⟦NATIONAL_ID|$hkid1⟧
Contact: ⟦PHONE|+852 6123 8871⟧ / ⟦EMAIL|kayan.chan@netvigator.com⟧
Order: ⟪order_id|HT-2024-100388⟫   Tickets: ⟪seat_number|Block C Row 12 Seats 7-8⟫
Amount to refund: ⟦AMOUNT|HK$1,760⟧ to original card ⟪masked_card|5xxx xxxx xxxx 2210⟫
Reason: ⟦MEDICAL|hospitalised with dengue fever⟧ (medical certificate attached)
"""))

TEXTS.append(("payslip", """
PAYSLIP - ⟪org_name|Lichtwerk Podiumtechniek B.V.⟫ - ⟪pay_period|September 2024⟫
Employee: ⟦PERSON|Sanne de Vries⟧           BSN: ⟦NATIONAL_ID|$bsn1⟧
Address: ⟦ADDRESS|Van Ostadestraat 212-II, 1073 TT Amsterdam⟧
Gross salary ⟦AMOUNT|€3,450.00⟧   Holiday allowance ⟦AMOUNT|€276.00⟧   Net ⟦AMOUNT|€2,614.37⟧
Paid to ⟦IBAN|$iban_nl1⟧ on ⟪date|25-09-2024⟫
Tax table ⟪tax_table|witte tabel 2024⟫ · payroll tax no. ⟪org_tax_number|8123.45.678.L01⟫
"""))

TEXTS.append(("freelance_agreement", """
FREELANCE AGREEMENT - ⟪org_name|Pirotecnia Levante S.L.⟫ (CIF ⟪org_tax_number|B46123457⟫)
Technician: ⟦PERSON|Javier Ortuño Blasco⟧, DNI ⟦NATIONAL_ID|$dni1⟧
Address: ⟦ADDRESS|C/ de la Reina 14, 3º B, 46011 València⟧      Tel. ⟦PHONE|+34 612 884 309⟧
Services: firing and loading for the ⟪event_name|Mascletà⟫ shows, ⟪date_range|1-19 March⟫.
Fee: ⟦AMOUNT|€1,150⟧ per show, paid within 30 days to ⟦IBAN|$iban_es1⟧.
The technician holds a valid ⟪qualification|CRE explosives card⟫.
Signed: ⟦PERSON|J. Ortuño⟧
"""))

TEXTS.append(("tax_slip_summary", """
T4 2024 - Statement of Remuneration Paid
Employer: ⟪org_name|Maple Stageworks Inc.⟫   BN ⟪org_tax_number|81234 5678 RP0001⟫
Employee: ⟦PERSON|Étienne Gagnon⟧
SIN: ⟦NATIONAL_ID|$sin1⟧
Address: ⟦ADDRESS|3390 rue Ontario Est, app. 5, Montréal QC H1W 1P8⟧
Box 14 Employment income .... ⟦AMOUNT|$48,215.60⟧
Box 22 Income tax deducted ... ⟦AMOUNT|$7,902.14⟧
Box 44 Union dues (⟪org_name|IATSE Local 56⟫) ... ⟦AMOUNT|$1,120.00⟧
"""))

TEXTS.append(("customer_email", """
Subject: Refund for cancelled fireworks night - order ⟪order_id|SH-55091⟫

Hello,
I'm writing from France. I bought 2 tickets for the ⟪event_name|Riverside Fireworks⟫ which was cancelled. Your page says refunds are by bank transfer for overseas buyers, so here are my details:
Name: ⟦PERSON|Camille Roussel⟧
IBAN: ⟦IBAN|$iban_fr1⟧   BIC: ⟪bic_code|CCBPFRPPMTG⟫
Amount paid: ⟦AMOUNT|€96.50⟧ (it showed as ⟦AMOUNT|£81.00⟧ on your site)
Phone: ⟦PHONE|+33 6 12 48 77 03⟧
Merci, ⟦PERSON|Camille⟧
"""))

TEXTS.append(("python_config", """
# merch_sync/settings.py  --  ⟪org_name|Stubhouse⟫ merch store sync
SHOP_DOMAIN = "⟪store_domain|stubhouse-merch.myshopify.com⟫"
SHOPIFY_ADMIN_TOKEN = "⟦APIKEY|$shopify1⟧"   # TODO move to env, ⟦PERSON|hvasquez⟧
HF_TOKEN = "⟦APIKEY|$hf1⟧"  # for the FAQ bot
HF_MODEL = "⟪model_name|distilbert-base-uncased⟫"
ALERT_TO = ["⟦EMAIL|merch@stubhouse.co.uk⟧", "⟦EMAIL|h.vasquez@stubhouse.co.uk⟧"]
SYNC_INTERVAL = ⟪interval|900⟫  # seconds
RELEASE = "⟪version|0.9.3⟫"
"""))

TEXTS.append(("crm_notes", """
CONTACT: Rev ⟦PERSON|Alun Parry⟧ - ⟪org_name|St Asaph Church Fete Committee⟫
Landline ⟦PHONE|01745 582 330⟧ (mornings only!)
Wife ⟦PERSON|Glenys⟧ does the bookings: ⟦EMAIL|glenys.parry@tiscali.co.uk⟧
History: 2023 - ⟪product_code|festoon kit FK-50⟫ + small PA. Paid ⟦AMOUNT|£180⟧ cash at depot, receipt ⟪receipt_no|R-5521⟫.
2024 - quote ⟪quote_ref|Q-24-1102⟫ sent, no reply. ⟦PERSON|Alun⟧ mentioned ⟦MEDICAL|hip replacement⟧ in spring, so call ⟦PERSON|Glenys⟧ instead.
"""))

TEXTS.append(("telegram_group", """
RIGGERS NORTH (Telegram) 
⟦PERSON|Big Al Murray⟧: who's got a spare ⟪product_code|1t Lodestar⟫ for tmrw, mine's at ⟪place_name|First Direct Arena⟫
⟦PERSON|Shez⟧: I have. ⟪price|£40/day⟫ mates rate
⟦PERSON|Dom K⟧: also lads I'm sorting the group tickets for the ⟪event_name|Rigging Awards⟫, ⟦PERSON|Shez⟧ u said ud put it on ur amex? 
⟦PERSON|Shez⟧: yeh ⟦CARD|$card4⟧ code ⟦CVV|7731⟧ just do it, its ⟦AMOUNT|£360⟧ for 6 yeah
⟦PERSON|Dom K⟧: mate. delete that 😂
"""))

TEXTS.append(("web_chat_transcript", """
Live chat - ⟪org_name|TixPoint⟫ support - session ⟪session_ref|LC-30918⟫
[10:02] Bot: Hi! To find your booking please tell us your email and date of birth.
[10:02] Visitor: ⟦EMAIL|mags.oconnell@gmail.com⟧ and ⟦DATE_OF_BIRTH|02/03/1961⟧
[10:03] Bot: Thanks ⟦PERSON|Margaret⟧, I found order ⟪order_id|TP-7790412⟫.
[10:03] Visitor: I need to swap to the accessible area, I have ⟦MEDICAL|COPD⟧ and can't do the stairs
[10:05] Agent ⟦PERSON|Priyesh⟧: Hi ⟦PERSON|Margaret⟧, done - moved to ⟪seat_number|Platform A, space 4⟫. A carer ticket is free, what's their name?
[10:06] Visitor: my son ⟦PERSON|Declan O'Connell⟧
"""))

TEXTS.append(("incident_report", """
NEAR-MISS / INJURY REPORT - ⟪org_name|Skyburst Pyrotechnics⟫ - ⟪report_id|IR-24-019⟫
Display: ⟪event_name|Warwick Castle Bonfire⟫, ⟪date|02/11/2024⟫, cue ⟪cue_number|Q47⟫
Description: ⟪product_code|30mm 25-shot cake⟫ tipped on ignition. Technician ⟦PERSON|Owen Rutherford⟧ sustained ⟦MEDICAL|a second-degree burn to the right forearm⟧; cooled 20 min, dressed with ⟦MEDICAL|hydrogel⟧. Attended ⟪place_name|Warwick Hospital⟫ minor injuries.
Witness: ⟦PERSON|Becca Lowndes⟧ (⟦PHONE|07813 660 427⟧)
Root cause: base board not staked; see ⟪procedure_ref|SOP-F4-07⟫.
"""))

TEXTS.append(("shell_session", """
⟦PERSON|lwanjiru⟧@db-jump:~$ pwd
⟦PERSON|/home/lwanjiru⟧
⟦PERSON|lwanjiru⟧@db-jump:~$ cat .my.cnf
[client]
user=⟦PERSON|lwanjiru⟧
password=⟦PASSWORD|Jiru!Maz3-2024⟧
host=⟦IP_ADDRESS|10.20.30.40⟧
port=⟪port|3306⟫
⟦PERSON|lwanjiru⟧@db-jump:~$ mysql -e "select count(*) from ⟪table_name|gq_orders⟫"
⟪query_result|1840217⟫
"""))

TEXTS.append(("recovery_codes_file", """
GitHub recovery codes - org ⟪org_name|steelhenge-staging⟫ - account ⟦PERSON|esther-nakamura⟧
Keep somewhere safe. Each code can be used once.
⟦SECRET|$rec5⟧
⟦SECRET|$rec6⟧
⟦SECRET|$rec7⟧
⟦SECRET|$rec8⟧
Generated ⟪timestamp|2024-06-01T09:12:44Z⟫ · downloaded to ⟪file_name|github-recovery-codes.txt⟫
"""))

TEXTS.append(("wallet_pass_config", """
# Apple Wallet ticket passes - signing config (⟪org_name|GateQueue⟫)
passTypeIdentifier: ⟪pass_type_id|pass.com.gatequeue.eventticket⟫
teamIdentifier: ⟪team_id|7K2QX9LM4P⟫
webServiceURL: https://⟪domain|passes.gatequeue.com⟫/v1
signerKey: |
⟦SECRET|$pem3⟧
signerKeyOwner: ⟦EMAIL|mobile@gatequeue.com⟧
# rotated by ⟦PERSON|Hamza Rafiq⟧ ⟪date|2024-12-02⟫
"""))

TEXTS.append(("support_email", """
From: ⟦PERSON|Kenny Ballantyne⟧ <⟦EMAIL|kenny@bigtopcanvas.scot⟧>
To: ⟦EMAIL|support@hostbright.co.uk⟧
Subject: SSL for booking site

Hiya, your installer keeps saying the key doesn't match. Here's the private key off the old server, can you just install it for us?

⟦SECRET|$pem1⟧

Cert is for ⟪domain|book.bigtopcanvas.scot⟫, order ⟪order_id|HB-771203⟫.
Cheers, ⟦PERSON|Kenny⟧ - ⟪org_name|Big Top Canvas Co⟫, ⟦PHONE|01463 712 004⟧
"""))

TEXTS.append(("form_export_csv", """
Timestamp,Full name,Email,Date of birth,Any medical conditions we should know about?,Emergency contact number
⟪timestamp|12/05/2024 18:41:07⟫,⟦PERSON|Hollie Brett⟧,⟦EMAIL|holliebrett01@gmail.com⟧,⟦DATE_OF_BIRTH|16/09/2001⟧,⟦MEDICAL|Type 2 diabetes⟧,⟦PHONE|07702 418 335⟧
⟪timestamp|12/05/2024 19:02:55⟫,⟦PERSON|Sam Okoro⟧,⟦EMAIL|sam.okoro@hotmail.com⟧,⟦DATE_OF_BIRTH|03/11/1998⟧,none,⟦PHONE|07380 992 116⟧
⟪timestamp|13/05/2024 08:10:20⟫,⟦PERSON|Beth Ingram⟧,⟦EMAIL|b.ingram@outlook.com⟧,⟦DATE_OF_BIRTH|27/01/1985⟧,⟦MEDICAL|hearing impaired (wears aids)⟧,⟦PHONE|07971 305 660⟧
"""))

TEXTS.append(("sms", """
LooCrew: Reminder - your units at ⟪site_name|Fernhill Park⟫ will be serviced ⟪date|Sun 14 Jul⟫ 07:00-09:00. Please keep the access gate open. Emergency service line (24h): ⟦PHONE|0800 046 7719⟧. Job ⟪job_number|LC-88123⟫. Reply STOP to opt out.
"""))

TEXTS.append(("invoice", """
INVOICE ⟪invoice_no|SHS-2025-0142⟫                      ⟪org_name|Safe Hands Stewarding Ltd⟫
To: ⟪org_name|Lantern Folk Festival CIC⟫, FAO ⟦PERSON|Idris Bevan⟧
Event: ⟪event_name|Lantern Folk 2025⟫, ⟪date_range|19-21 July 2025⟫
38 SIA stewards x 3 days x 12 h @ ⟪price|£19.80/hr⟫ ............ ⟪line_item_price|£27,086.40⟫
Supervisors (2) ........................................ ⟪line_item_price|£1,077.60⟫
TOTAL (ex VAT) ......................................... ⟪org_total|£28,164.00⟫
Pay to: ⟪org_account|sort 30-94-57 acc 01928374⟫, terms ⟪payment_terms|30 days⟫
Queries: ⟦PERSON|Kemi⟧ in accounts, ⟦PHONE|0161 496 2283⟧ or ⟦EMAIL|accounts@safehands-stewarding.co.uk⟧
"""))

TEXTS.append(("subject_access_request", """
Subject: Subject access request

To the Data Protection Officer, ⟪org_name|GateQueue Ticketing Ltd⟫

Under the UK GDPR I'm asking for a copy of all personal data you hold about me, including scan logs from the ⟪event_name|Nova Fireworks Spectacular⟫ and any records of the login attempts from ⟦IP_ADDRESS|94.173.220.61⟧ that I didn't make.

Name: ⟦PERSON|Philippa Ashdown-Rees⟧
Date of birth: ⟦DATE_OF_BIRTH|9th November 1974⟧
Address: ⟦ADDRESS|41 Glebe Road, Cheltenham GL52 2LD⟧
Account email: ⟦EMAIL|pip.ashdownrees@gmail.com⟧
Order numbers I know of: ⟪order_id|GQ-451882⟫, ⟪order_id|GQ-452017⟫

Regards,
⟦PERSON|Philippa Ashdown-Rees⟧
"""))
