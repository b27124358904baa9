# English texts for blind64.  Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES
TEXTS = []

# ---- part 1
TEXTS += [
("sms", """\
Hi ⟦PERSON|Becky⟧, it's ⟦PERSON|Dani⟧ from ⟪org_name|Pop & Float Balloons⟫ 🎈 just confirming the organic arch for Sat at yours - ⟦ADDRESS|27 Wrenfield Close, Harrogate HG2 8PN⟧. Deposit of ⟦AMOUNT|£60⟧ recvd, balance ⟦AMOUNT|£145⟧ on the day pls. Order ⟪order_id|PF-22817⟫, colours ⟪product_code|SEM-0342⟫ matte blush + gold. Any probs ring me on ⟦PHONE|07723 418905⟧ x"""),

("email_with_signature", """\
From: ⟦PERSON|Marcus Ellery⟧ <⟦EMAIL|marcus@elleryantiques.co.uk⟧>
To: ⟦PERSON|Priyanka Desai⟧ <⟦EMAIL|priya.desai84@gmail.com⟧>
Subject: Re: George III mahogany bureau (stock ⟪stock_number|EA-1187⟫)

Dear Ms ⟦PERSON|Desai⟧,

Sorry the bureau sold before you could view it. As agreed on the phone I've sent back your holding deposit of ⟦AMOUNT|£250.00⟧ to ⟦IBAN|$iban_gb3⟧ - it should land within 2 working days. The ticket price had been ⟪price|£2,600⟫, and we do have a similar one coming in from the ⟪auction_house|Tennants⟫ sale on the ⟪event_date|14th⟫ if you'd like first refusal.

Kind regards,
⟦PERSON|Marcus Ellery⟧
⟪org_name|Ellery & Daughter Antiques⟫
T ⟦PHONE|01423 566210⟧ | M ⟦PHONE|07812 904337⟧
VAT no. ⟪vat_number|GB 284 6612 09⟫"""),

("whatsapp_chat", """\
[09/05, 18:42] ⟦PERSON|Kerry-Ann⟧: hiya is that ⟦PERSON|Magic Marvin⟧?? got ur number off the school fb group
[09/05, 18:44] ⟦PERSON|Marvin⟧: Yes that's me! How can I help 🪄
[09/05, 18:47] ⟦PERSON|Kerry-Ann⟧: my lad ⟦PERSON|Ollie⟧ is 6 on the 14th, party at the church hall 2-4. few things u should know - ⟦PERSON|Ollie⟧ has a ⟦MEDICAL|severe peanut allergy⟧ (epipen in my bag) and one of his mates ⟦PERSON|Zain⟧ is ⟦MEDICAL|autistic⟧ and doesnt like loud bangs
[09/05, 18:49] ⟦PERSON|Marvin⟧: No bother, I'll skip the popping balloon bit. The certificate needs his full name + DOB?
[09/05, 18:52] ⟦PERSON|Kerry-Ann⟧: ⟦PERSON|Oliver James Pritchard⟧, ⟦DATE_OF_BIRTH|14/03/2019⟧ 😊
[09/05, 18:53] ⟦PERSON|Marvin⟧: Lovely. Package B is ⟪price|£180⟫ for 2hrs, ⟪duration|45 min⟫ show + games. Deposit to secure"""),

("nginx_access_log", """\
⟦IP_ADDRESS|81.174.233.19⟧ - - [17/Sep/2024:19:02:11 +0100] "GET /book?table=⟪table_id|T4⟫&date=2024-09-21 HTTP/1.1" 200 5120 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)"
⟦IP_ADDRESS|81.174.233.19⟧ - - [17/Sep/2024:19:02:48 +0100] "POST /book/confirm?email=⟦EMAIL|tomasz.wrobel@outlook.com⟧&name=⟦PERSON|Tomasz+Wrobel⟧ HTTP/1.1" 302 0 "-" "Mozilla/5.0"
⟪doc_ip|203.0.113.54⟫ - - [17/Sep/2024:19:03:02 +0100] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"
⟦IP_ADDRESS|2a02:c7c:5b1e:8f00:d1a3:62ff:fe41:9b07⟧ - - [17/Sep/2024:19:05:37 +0100] "GET /games/⟪product_code|wingspan-2e⟫ HTTP/2.0" 200 8812 "-" "Mozilla/5.0 (Android 14)"
⟦IP_ADDRESS|100.72.14.203⟧ - - [17/Sep/2024:19:06:10 +0100] "POST /admin/login HTTP/1.1" 401 77 "-" "curl/8.4.0"
⟦IP_ADDRESS|100.72.14.203⟧ - - [17/Sep/2024:19:06:14 +0100] "POST /admin/login HTTP/1.1" 200 91 "-" "curl/8.4.0"
upstream ⟪loopback|127.0.0.1⟫:⟪port|8081⟫ responded in ⟪duration|0.031s⟫"""),

("env_file", """\
# kiln & co booking app - prod
APP_ENV=production
APP_VERSION=⟪version|3.8.12⟫
PORT=⟪port|8443⟫
DATABASE_URL=postgres://kiln_app:⟦SECRET|Gl4zeF1re!2024⟧@⟦IP_ADDRESS|10.40.2.17⟧:5432/bookings
STRIPE_SECRET_KEY=⟦APIKEY|$sk_live1⟧
STRIPE_PUBLISHABLE_KEY=⟪publishable_key|$pk_live1⟫
STRIPE_WEBHOOK_SECRET=⟦SECRET|$whsec1⟧
SENDGRID_API_KEY=⟦APIKEY|$sendgrid1⟧
MAIL_FROM=⟪example_email|bookings@kilnandco.example⟫
ADMIN_EMAIL=⟦EMAIL|hollie.markham@kilnandco.co.uk⟧
SENTRY_DSN=https://⟪sentry_public_key|5f0c8e2a91d84b6fa8b1f0c2d7e4a913⟫@o45123.ingest.sentry.io/⟪project_id|4507712⟫"""),

("support_ticket", """\
Ticket ⟪ticket_id|#CH-40917⟫ | Priority: normal | Channel: web
Customer: ⟦PERSON|Gareth Lloyd-Hughes⟧ (⟦EMAIL|g.lloydhughes@btinternet.com⟧, ⟦PHONE|+44 7960 312 884⟧)

> I hired the Gruffalo and Mouse costumes (⟪sku|COS-GRF-02⟫, ⟪sku|COS-MSE-07⟫) for world book day and you've taken the payment twice, once on 3rd and again on 5th. Card ending ⟪masked_card|**** 7716⟫. Please refund the extra ⟦AMOUNT|£38.50⟧ asap, my wife ⟦PERSON|Sian⟧ is already chasing me about it lol

Agent note (⟦PERSON|Jodie P⟧): confirmed duplicate capture on ⟪payment_ref|pi_3PqK8w2eZvKYlo2C0n8d⟫. Refund of ⟦AMOUNT|£38.50⟧ issued 06/03, told cust 5-10 days."""),

("call_transcript", """\
[Recording - Velvet Room Karaoke, bookings line, 21:14]
AGENT: Velvet Room, ⟦PERSON|Shona⟧ speaking.
CALLER: Hiya, I want to book the big room for Friday, it's for my sister's hen do.
AGENT: Lovely. Can I take a name?
CALLER: ⟦PERSON|Natalie Okafor⟧, ⟦PERSON|O-K-A-F-O-R⟧.
AGENT: And a contact number?
CALLER: It's ⟦PHONE|oh seven nine four six, two one eight, three three oh⟧.
AGENT: Great. The ⟪room_name|Diamond Suite⟫ is ⟪price|£35 an hour⟫ Fridays, minimum three hours, we take ⟦AMOUNT|fifty pounds⟧ deposit now on card.
CALLER: Okay, it's ⟦CARD|$card_m1⟧, expiry ⟪card_expiry|09/27⟫, and the three digits on the back are ⟦CVV|418⟧.
AGENT: Thank you ⟦PERSON|Natalie⟧, that's gone through. Reference ⟪booking_ref|VR-7731⟫."""),

("web_form", """\
BounceAbout Inflatables - Online Hire Request
-----------------------------------------
Full name*: ⟦PERSON|Rhiannon Cole⟧
Date of birth* (hirer must be 18+): ⟦DATE_OF_BIRTH|02/11/1990⟧
Email*: ⟦EMAIL|rhi.cole90@yahoo.co.uk⟧
Mobile*: ⟦PHONE|07455 902 118⟧
Delivery address*: ⟦ADDRESS|Flat 3, 88 Cavendish Road, Bristol BS7 9LW⟧
Item: ⟪product_name|Pirate Ship Combo 15x18ft⟫ (⟪sku|BA-PIR-1518⟫)
Event date: ⟪event_date|Sun 22 June 2025⟫
Surface: grass / tarmac / indoor  -> grass
Anything we should know? My son ⟦PERSON|Kai⟧ has ⟦MEDICAL|epilepsy⟧ so please no strobe light add-on
[x] I accept the ⟪doc_version|T&Cs v4.2⟫"""),

("slack_message", """\
#dev-shop-site
⟦PERSON|liam.b⟧  10:12 AM
ok the product image upload is fixed, I had the wrong creds in the lambda. for the record these are the ones that work (pls dont paste in public channels lol):
AWS_ACCESS_KEY_ID=⟦APIKEY|$aws_akid1⟧
AWS_SECRET_ACCESS_KEY=⟦SECRET|$aws_sk1⟧
bucket ⟪bucket_name|partypalace-product-images⟫ in ⟪aws_region|eu-west-2⟫
⟦PERSON|fatima.r⟧  10:14 AM
@⟦PERSON|liam.b⟧ you literally just pasted them in a channel 🙃 rotate pls. also the docs example is ⟪example_key|AKIAIOSFODNN7EXAMPLE⟫ if you need a placeholder
⟦PERSON|liam.b⟧  10:15 AM
oops. on it"""),

("meeting_minutes", """\
Northfield Furniture Restorers' Co-op - monthly meeting, minutes
Present: ⟦PERSON|Alan Birtwistle⟧ (chair), ⟦PERSON|Bernadette Quigley⟧, ⟦PERSON|Tunde Adeyemi⟧, ⟦PERSON|Hana Kowalczyk⟧
Apologies: ⟦PERSON|Rob Ferris⟧ - off after his ⟦MEDICAL|hernia op⟧, back in ⟪duration|3 weeks⟫

1. Apprentice: agreed ⟦PERSON|Tunde⟧'s apprentice ⟦PERSON|Callum⟧ goes up to ⟦AMOUNT|£11.44⟧/hr from April. ⟦PERSON|Bernadette⟧ to update payroll.
2. Workshop H&S: ⟦PERSON|Hana⟧ reported ⟦MEDICAL|contact dermatitis⟧ from the new stripper, GP has her on ⟦MEDICAL|hydrocortisone 1% cream⟧. Switching to ⟪product_name|Nitromors Craftsman⟫ and gloves compulsory.
3. Commission from ⟪org_name|Ripon Cathedral⟫: 14 pews, quote ⟪quote_amount|£9,800⟫ sent.
Next meeting ⟪event_date|Thu 10 Apr⟫, minute ref ⟪minute_ref|NFRC-25-03⟫."""),

("csv_export", """\
client_id,parent_name,child_name,phone,email,notes
⟪client_id|C0192⟫,⟦PERSON|Sophie Marsh⟧,⟦PERSON|Isla⟧,⟦PHONE|07700 943221⟧,⟦EMAIL|sophiemarsh@icloud.com⟧,⟦MEDICAL|dairy intolerance⟧ - no chocolate prizes
⟪client_id|C0193⟫,⟦PERSON|Imran Chaudhry⟧,⟦PERSON|Ayaan⟧,⟦PHONE|07956 118034⟧,⟦EMAIL|imran.chaudhry@gmail.com⟧,
⟪client_id|C0194⟫,⟦PERSON|Lorraine Baxter⟧,⟦PERSON|Freddie⟧,⟦PHONE|01632 960571⟧,⟦EMAIL|lbaxter1979@hotmail.co.uk⟧,"⟦MEDICAL|asthma⟧, brings ⟦MEDICAL|blue inhaler⟧"
⟪client_id|C0195⟫,⟦PERSON|Kwame Mensah⟧,⟦PERSON|Abena⟧,⟦PHONE|07412 775690⟧,⟦EMAIL|kmensah@protonmail.com⟧,twins - book ⟪package_name|Double Trouble⟫ package"""),

("stack_trace", """\
2024-11-02 14:31:07,882 ERROR [pos-sync-⟪thread_id|7⟫] MeepleCafe.Till.PaymentSync - capture failed
Traceback (most recent call last):
  File "/opt/till/⟪file_path|sync/payments.py⟫", line ⟪line_number|218⟫, in push_capture
    resp = gateway.capture(order)
  File "/opt/till/venv/lib/python3.11/site-packages/sumup/client.py", line 95, in capture
    raise GatewayError(payload)
sumup.errors.GatewayError: {'order': '⟪order_id|MC-0048812⟫', 'pan': '⟦CARD|$card_v2⟧', 'holder': '⟦PERSON|EMMA R HOLLAND⟧', 'amount': '⟦AMOUNT|GBP 23.60⟧', 'receipt_email': '⟦EMAIL|emma.holland@live.co.uk⟧'}
build ⟪build_number|till-2.14.3+b511⟫ host ⟪hostname|till-front-01⟫"""),

("invoice", """\
INVOICE ⟪invoice_number|INV-2025-0311⟫
⟪org_name|Canvas & Pole Marquees Ltd⟫ · Co. no. ⟪company_number|09843127⟫

Bill to: Mr & Mrs ⟦PERSON|D. Fairweather⟧
⟦ADDRESS|Hollybank Farm, Long Lane, Thirsk YO7 4RD⟧

9m x 15m clearspan marquee, 2 nights ......... ⟪price|£2,450.00⟫
Coconut matting + lining ....................... ⟪price|£380.00⟫
Total .................................................. ⟪invoice_total|£2,830.00⟫
Paid (deposit, 12/01) ............................ ⟦AMOUNT|£700.00⟧
Balance due from you by 01/06 .................. ⟦AMOUNT|£2,130.00⟧

Pay to: ⟪org_bank_account|Canvas & Pole Marquees Ltd, sort 40-47-84, acc 71298564⟫
Queries: ⟦PHONE|01845 577 902⟧"""),
]

# ---- part 2
TEXTS += [
("google_review", """\
★★★★★ ⟦PERSON|Jess Tremlett⟧ · Local Guide · 2 weeks ago
Took my two to ⟪org_name|Glaze Craze⟫ on a rainy Saturday and honestly the best ⟪price|£12⟫ I've spent all half term. ⟦PERSON|Mo⟧ at the front desk was so patient with my youngest who kept changing her mind about the unicorn vs the dinosaur plate 😂 Pieces were ready to collect in ⟪duration|7 days⟫ as promised. Parking on ⟪street_name|Station Road⟫ is a nightmare tho."""),

("shell_history", """\
  501  ssh ⟦PERSON|dkarimi⟧@⟦IP_ADDRESS|172.20.4.11⟧
  502  cd /home/⟦PERSON|dkarimi⟧/ktv-songdb
  503  mysql -u songdb_rw -p'⟦PASSWORD|Kar40ke#Night⟧' -h ⟦IP_ADDRESS|172.20.4.30⟧ songs
  504  export OPENAI_API_KEY=⟦APIKEY|$openai1⟧
  505  python3 lyrics_sync.py --since ⟪date|2024-10-01⟫ --limit 500
  506  curl -s -H "Authorization: Bearer ⟦APIKEY|$jwt4⟧" https://api.velvetroom.example/v2/rooms | jq .
  507  sudo systemctl restart ktv-queue
  508  ping -c 3 ⟪doc_ip|198.51.100.23⟫
  509  pip install requests==⟪version|2.32.3⟫
  510  history | tail -n 20"""),

("forum_post", """\
Re: Shellac allergy?? (thread ⟪thread_id|t=88214⟫)
Posted by ⟦PERSON|oldgrainjoe⟧ » 12 Feb 2025, 21:40

Been french polishing ⟪duration|30 yrs⟫ and last winter my hands went red raw. Dermatologist at the ⟪org_name|Royal Hallamshire⟫ did ⟦MEDICAL|patch testing⟧ and it came back ⟦MEDICAL|positive for colophony⟧, not the shellac itself. So if you're reacting to ⟪product_name|Liberon Button Polish⟫ it might be something else in the mix.
@⟦PERSON|VeneerQueen⟧ - the barrier cream you suggested is ok but I've gone to nitrile gloves full time now.
Anyone near ⟪place_name|Sheffield⟫ wanting a box of old polishing rubbers free to collect, drop me a line: ⟦EMAIL|joe.haslam.restorer@gmail.com⟧"""),

("rental_contract", """\
COSTUME HIRE AGREEMENT  No. ⟪contract_number|FDH/2025/0418⟫
Fancy Dress Heaven (Leeds) and the Hirer named below.

Hirer: ⟦PERSON|Declan Moriarty⟧
Address: ⟦ADDRESS|14 Ashgrove Terrace, Leeds LS6 1DR⟧
DOB: ⟦DATE_OF_BIRTH|19 July 1988⟧
ID seen: Irish passport no. ⟦PASSPORT|$pp_ie1⟧
Mobile: ⟦PHONE|07388 461220⟧

Items: ⟪sku|FDH-VIC-118⟫ Victorian undertaker (full), ⟪sku|FDH-HAT-022⟫ silk top hat
Hire period: ⟪date_range|Fri 31 Oct - Mon 3 Nov⟫
Hire fee (tariff B): ⟪price|£65.00⟫
Security deposit paid by hirer: ⟦AMOUNT|£100.00⟧, refundable on return undamaged.

Signed: ⟦PERSON|D. Moriarty⟧      For FDH: ⟦PERSON|K. Sandhu⟧"""),

("docker_compose", """\
services:
  songdb:
    image: mariadb:⟪version|11.4.2⟫
    environment:
      MARIADB_ROOT_PASSWORD: ⟦PASSWORD|r00t-Singalong-77⟧
      MARIADB_DATABASE: ktv
  queue:
    image: redis:⟪docker_tag|7.2-alpine⟫
    command: redis-server --requirepass ⟦PASSWORD|QueueMeUp!2024⟧
  api:
    build: ./api
    environment:
      DB_DSN: "mysql://ktv:⟦SECRET|micDrop_9921⟧@songdb:3306/ktv"
      TELEGRAM_BOT_TOKEN: ⟦APIKEY|$tg1⟧
      ADMIN_CHAT_ID: "⟪chat_id|-1002231847710⟫"
    ports:
      - "⟪port|8080⟫:8080"
    networks:
      ktvnet:
        ipv4_address: ⟦IP_ADDRESS|172.28.0.12⟧"""),

("insurance_claim", """\
CLAIM FORM - Household / Collectables
Policy number: ⟪policy_number|HCI-77310452⟫   Claim ref: ⟪claim_ref|CLM-0092231⟫
Policyholder: ⟦PERSON|Philippa Strand⟧
Correspondence address: ⟦ADDRESS|The Old Forge, 2 Mill Lane, Ludlow SY8 1BB⟧
Daytime tel: ⟦PHONE|01584 873 401⟧

Describe what happened: Regency rosewood sofa table (bought from ⟪org_name|Corve Street Antiques⟫, their stock ⟪stock_number|CS-3340⟫) dropped by the couriers on the step. Top split along the grain. I also ⟦MEDICAL|sprained my wrist⟧ trying to catch it and was ⟦MEDICAL|in a splint⟧ for 2 weeks.
Amount claimed: ⟦AMOUNT|£1,875.00⟧ (restoration estimate attached, ⟪quote_ref|Q-1182⟫)
Pay settlement to: ⟦IBAN|$iban_gb4⟧"""),

("voicemail_transcript", """\
Voicemail from ⟦PHONE|07882 451609⟧ - 14:07, 33 sec
"Oh hi, this is ⟦PERSON|Gemma⟧, ⟦PERSON|Lily-Mae⟧'s mum, we booked ⟦PERSON|Cupcake Kate⟧ for the 7th at ⟪venue_name|Ashby Scout Hut⟫. Just to say I've transferred the ⟦AMOUNT|eighty quid⟧ deposit this morning, reference was ⟦PERSON|Lily-Mae⟧ party. Oh and one of the kids, ⟦PERSON|Harvey⟧, is ⟦MEDICAL|coeliac⟧ so if there's sweets can they be gluten free. Call me back on ⟦PHONE|oh seven eight eight two, four five one, six oh nine⟧. Ta, bye." """),

("email_receipt", """\
Subject: Your receipt from ⟪org_name|Meeple & Mug⟫

Hi ⟦PERSON|Ruth⟧,
Thanks for playing with us today! Here's your receipt.

Table ⟪table_number|12⟫ · 4 players · ⟪duration|3h 10m⟫
Cover charge x4 ............ ⟪price|£24.00⟫
Flat white x2 ................ ⟪price|£6.80⟫
Total paid ...................... ⟦AMOUNT|£30.80⟧
Paid with ⟪masked_card|Visa •••• 3381⟫, auth ⟪auth_code|0A7711⟫
Loyalty no. ⟪loyalty_number|MM-448120⟫ - you have ⟪loyalty_points|5 stamps⟫
Receipt sent to ⟦EMAIL|ruth.okonkwo@gmail.com⟧"""),

("jira_ticket", """\
SHOP-1421  Customer PII leaking into checkout debug log
Reporter: ⟦PERSON|Priya Raman⟧   Assignee: ⟦PERSON|Ben Hartley⟧   Fix version: ⟪version|2025.4⟫
Description:
Found this in ⟪file_path|/var/log/partyshop/checkout-debug.log⟫ on ⟪hostname|web-02⟫:
{{code}}
DEBUG addr_validate ok name="⟦PERSON|Chloe Adebayo⟧" line1="⟦ADDRESS|41 Tennyson Avenue, Wolverhampton WV3 9JH⟧" phone="⟦PHONE|07539 201774⟧" ip=⟦IP_ADDRESS|86.142.77.201⟧ basket=⟪order_id|PS-550193⟫
{{code}}
Expected: no PII at DEBUG. ⟦PERSON|Ben⟧ pls also purge the last ⟪duration|30 days⟫ of logs."""),

("sql_insert", """\
INSERT INTO bookings (id, client_name, client_email, client_phone, venue_address, child_dob, fee_paid, notes) VALUES
(⟪row_id|4471⟫, '⟦PERSON|Aoife Brennan⟧', '⟦EMAIL|aoifebrennan@eircom.net⟧', '⟦PHONE|+353 87 214 6630⟧', '⟦ADDRESS|12 Seafield Park, Clontarf, Dublin 3, D03 V2K8⟧', '⟦DATE_OF_BIRTH|2018-08-30⟧', '⟦AMOUNT|EUR 150.00⟧', 'balloon modelling + ⟪package_name|Wizard Hour⟫'),
(⟪row_id|4472⟫, '⟦PERSON|Conor Walsh⟧', '⟦EMAIL|conorwalsh@gmail.com⟧', '⟦PHONE|+353 86 550 1291⟧', '⟦ADDRESS|3 Ard na Mara, Malahide, Co. Dublin K36 F2X4⟧', '⟦DATE_OF_BIRTH|2017-01-09⟧', '⟦AMOUNT|EUR 95.00⟧', 'child is a ⟦MEDICAL|wheelchair user⟧ - ground floor only');"""),

("handover_note", """\
Depot handover - Fri night -> ⟦PERSON|Wes⟧ (weekend)
- Keysafe by the roller door, code is ⟦PASSWORD|4 7 1 9⟧ then push down
- Transit ⟪vehicle_reg|YK19 TVX⟫ alarm fob in the drawer, pin for the tracker app ⟦PASSWORD|0622⟧
- Sat drops: castle ⟪asset_tag|C-07⟫ to Mrs ⟦PERSON|Okoro⟧, ⟦ADDRESS|9 Beech Grove, Rotherham S60 2QA⟧ by 9am
- blower on ⟪asset_tag|B-12⟫ is tripping, use the spare
- if anything goes wrong ring ⟦PERSON|Deano⟧ ⟦PHONE|07931 662 048⟧ not me, I'm at my brother's wedding!!
⟦PERSON|Shaz⟧"""),
]

# ---- part 3
TEXTS += [
("cv", """\
⟦PERSON|MAYA LINDQVIST-OBI⟧
⟦ADDRESS|Flat 9, 221 Chorlton Road, Manchester M16 7WW⟧ · ⟦PHONE|07817 330 594⟧ · ⟦EMAIL|maya.lo.ceramics@gmail.com⟧
DOB ⟦DATE_OF_BIRTH|3 May 1999⟧ · NI ⟦NATIONAL_ID|$nino1⟧ (for payroll, as your advert asked)

Applying for: Studio Assistant (ref ⟪job_ref|PPS-0425⟫), ⟪org_name|Paint A Pot Salford⟫

Experience
2022-now  Kiln tech, ⟪org_name|Hulme Clay Collective⟫ - loading/firing ⟪kiln_temp|cone 6⟫, glaze mixing
2020-22   Party host, ⟪org_name|Little Makers⟫ kids' clay parties

Other: I have ⟦MEDICAL|dyslexia⟧ - spoken instructions work best for me. Full clean driving licence.
References from Dr ⟦PERSON|Ifeoma Nwosu⟧ on request."""),

("payroll_email", """\
To: ⟦EMAIL|accounts@hillcrestbookkeeping.co.uk⟧
Cc: ⟦PERSON|Tasha⟧
Subject: new starter + Sept changes - Neon Nights Karaoke

Hi ⟦PERSON|Graham⟧,

New starter from 1 Oct: ⟦PERSON|Rafael Souza⟧, bar/host, ⟦AMOUNT|£12.60⟧ an hour, NI no. ⟦NATIONAL_ID|$nino2⟧, bank ⟦IBAN|$iban_gb6⟧. He's on an emergency tax code till his P45 turns up.
⟦PERSON|Tasha Greenwood⟧'s salary goes up to ⟦AMOUNT|£28,500⟧ as she's now assistant manager.
⟦PERSON|Kev⟧ was off ⟪duration|4 nights⟫ with ⟦MEDICAL|tonsillitis⟧ - SSP please, fit note attached.

Cheers,
⟦PERSON|Lou⟧
PAYE ref ⟪paye_reference|120/NA47321⟫"""),

("github_issue", """\
Map preview blank on /delivery-zones  #⟪issue_number|212⟫
opened by ⟦PERSON|hjmcallister⟧ · balloon-quote-calc ⟪version|v1.9.0⟫

Steps: set up per README, open /delivery-zones -> grey box. Console says RefererNotAllowedMapError.
My config.js:
```
export default {
  mapsKey: "⟦APIKEY|$google1⟧",
  depot: { lat: ⟪coordinates|52.4862⟫, lng: ⟪coordinates|-1.8904⟫ },
  contact: "⟦EMAIL|hamish@bigbangballoons.co.uk⟧"
}
```
Tried at commit ⟪commit_sha|9f2c4e1b7a03d58e6c2f1a9b04d7e3c5a8b16f20⟫ too.

⟦PERSON|nadia-dev⟧ commented: @⟦PERSON|hjmcallister⟧ please revoke that key, you've just posted it publicly. Add your domain under HTTP referrers."""),

("auction_catalogue", """\
LOT ⟪lot_number|214⟫
A George II walnut bachelor's chest, c.1740, the fold-over top above four graduated drawers, on bracket feet.
⟪dimensions|78cm high, 76cm wide, 41cm deep⟫
Provenance: by descent in the family of Col. ⟦PERSON|Henry Ashworth-Beale⟧, Wrexham; thence to the present vendor.
Estimate ⟪price_estimate|£3,000-5,000⟫
Condition: old worm to the back boards, later handles. Report from ⟦PERSON|Sarah-Jane Rudd⟧, ⟦EMAIL|sjrudd@northwalesauctions.co.uk⟧, ⟦PHONE|01978 290 155⟧.
Buyer's premium ⟪percentage|26% + VAT⟫."""),

("staff_rota", """\
MEEPLE & MUG - rota wk ⟪week_number|38⟫
Mon  ⟦PERSON|Aisha⟧ (open) / ⟦PERSON|Jonno⟧ (close)
Tue  ⟦PERSON|Jonno⟧ / ⟦PERSON|Priti⟧
Wed  CLOSED - ⟪event_name|D&D league night⟫ private hire
Thu  ⟦PERSON|Priti⟧ / ⟦PERSON|Stefan⟧
Fri  ⟦PERSON|Aisha⟧ / ⟦PERSON|Stefan⟧ + ⟦PERSON|Marguerite⟧ (game teacher)
Sat/Sun everyone pls!!
Back door code changed to ⟦PASSWORD|2580#⟧ - don't write it on the board this time
Sick? Text ⟦PERSON|Aisha⟧ on ⟦PHONE|07700 158 342⟧ before 8am."""),

("price_list", """\
NEON NIGHTS KARAOKE - ROOM PRICES (from ⟪date|1 Sept 2024⟫)
⟪room_name|Room 1-3 (up to 8)⟫ ....... ⟪price|£25/hr⟫ Sun-Thu, ⟪price|£35/hr⟫ Fri-Sat
⟪room_name|Disco Suite (up to 20)⟫ ... ⟪price|£60/hr⟫, ⟪min_spend|min spend £150⟫
Cocktail jugs ................. ⟪price|£22⟫
Student night Tue: show card, ⟪percentage|20% off⟫, code ⟪voucher_code|STUDENT20⟫
Open ⟪opening_hours|5pm-2am⟫. Over 18s after 9pm."""),

("k8s_secret", """\
apiVersion: v1
kind: Secret
metadata:
  name: partyshop-api
  namespace: ⟪k8s_namespace|shop-prod⟫
  uid: ⟪uuid|3c1f9b2e-6a47-4d0e-9b85-2f7a1c0e4d93⟫
type: Opaque
stringData:
  SHOPIFY_ADMIN_TOKEN: "⟦APIKEY|$shpat1⟧"
  MAILCHIMP_KEY: "⟦APIKEY|$mailchimp1⟧"
  REDIS_URL: "redis://:⟦SECRET|Hh2-balloon-cache-91⟧@⟦IP_ADDRESS|10.96.14.22⟧:6379/0"
  SLACK_ALERTS_WEBHOOK: "⟦SECRET|$slack_hook1⟧"
  SHOP_DOMAIN: "⟪hostname|partypalace-uk.myshopify.com⟫\""""),

("calendar_invite", """\
BEGIN:VEVENT
SUMMARY:Valuation - Dowager's Georgian silver (house call)
DTSTART:⟪timestamp|20250318T100000Z⟫
ORGANIZER;CN=⟦PERSON|Edmund Thorne⟧:mailto:⟦EMAIL|edmund@thorneandvale.co.uk⟧
ATTENDEE;CN=Mrs ⟦PERSON|Rosalind Pike⟧:mailto:⟦EMAIL|rosalindpike@aol.com⟧
LOCATION:⟦ADDRESS|Coppice House, 7 Church Street, Tetbury GL8 8JG⟧
DESCRIPTION:Park at rear. Gate code ⟦PASSWORD|1966⟧. Mrs ⟦PERSON|Pike⟧ is ⟦MEDICAL|hard of hearing⟧ - ring the bell twice. Backup tel ⟦PHONE|01666 502 387⟧.
UID:⟪uuid|a61d0c4e-92b8-4f71-8d2a-07e5c3b9f184⟫
END:VEVENT"""),
]

TEXTS += [
("complaint_letter", """\
⟦ADDRESS|22 Orchard Rise, Much Wenlock TF13 6HF⟧
⟪date|3 August 2025⟫

Customer Services, ⟪org_name|Big Top Marquee Hire⟫

Dear Sir/Madam,
Your 6x12m frame marquee (your ref ⟪booking_ref|BT-25-0719⟫) partly collapsed at my daughter's 18th on 26 July when the wind got up. A pole came down on my husband ⟦PERSON|Stuart Bellamy⟧'s shoulder; A&E confirmed a ⟦MEDICAL|fractured left clavicle⟧ and he is ⟦MEDICAL|in a sling⟧ for six weeks, off work.
I paid you ⟦AMOUNT|£1,240⟧ in full on ⟪date|4 June⟫. I am asking for a full refund plus ⟦AMOUNT|£310⟧ for the ruined catering. Your crew lead, ⟦PERSON|Daz⟧, admitted the pegs weren't ratcheted.
Yours faithfully,
⟦PERSON|Karen Bellamy⟧  ⟦PHONE|07742 009 815⟧"""),

("instagram_dm", """\
⟪org_handle|@the.balloon.bar.mcr⟫ · Active 2h ago
⟦PERSON|leah_marie_x⟧: omg the sage + cream garland you did for the baby shower 😍 can u do one 3rd may?? its for my nan ⟦PERSON|Jean⟧'s 90th
⟪org_handle|@the.balloon.bar.mcr⟫: Aww happy 90th to her! 3rd is free. A 3m garland starts at ⟪price|£120⟫ installed. Where's the venue?
⟦PERSON|leah_marie_x⟧: her house, ⟦ADDRESS|5 Ferndale Road, Sale M33 3QE⟧. can i pay deposit now
⟪org_handle|@the.balloon.bar.mcr⟫: Sure, ⟦AMOUNT|£40⟧ to secure, I'll send a payment link to your number
⟦PERSON|leah_marie_x⟧: ⟦PHONE|07593 822 407⟧ ta xx"""),

("app_log_json", """\
{"ts":"⟪timestamp|2025-02-14T16:22:09.114Z⟫","lvl":"info","svc":"gigbook-api","req_id":"⟪request_id|req_8fK2pQ71⟫","route":"/v1/performers/login","ip":"⟦IP_ADDRESS|92.40.186.57⟧","user":"⟦EMAIL|zippy.the.magician@gmail.com⟧","status":200,"ms":84}
{"ts":"⟪timestamp|2025-02-14T16:22:11.502Z⟫","lvl":"debug","svc":"gigbook-api","req_id":"⟪request_id|req_8fK2pQ72⟫","auth":"Bearer ⟦APIKEY|$jwt2⟧","route":"/v1/bookings/⟪booking_id|bk_30118⟫","ip":"⟦IP_ADDRESS|92.40.186.57⟧"}
{"ts":"⟪timestamp|2025-02-14T16:22:13.020Z⟫","lvl":"warn","svc":"gigbook-api","msg":"geoip lookup failed","ip":"⟪doc_ip|2001:db8:85a3::8a2e:370:7334⟫","lib":"maxmind ⟪version|4.3.1⟫"}"""),

("incident_report", """\
ACCIDENT / INCIDENT REPORT - Jumping Jacks Inflatables
Report no. ⟪report_number|IR-0057⟫     Unit involved: ⟪asset_tag|Disco Dome #3⟫
Injured person: ⟦PERSON|Mason Doyle⟧   DOB: ⟦DATE_OF_BIRTH|21.06.2016⟧
Parent/guardian: ⟦PERSON|Leanne Doyle⟧, ⟦PHONE|07834 556 190⟧
What happened: two children collided on the slide exit. ⟦PERSON|Mason⟧ ⟦MEDICAL|bumped his head⟧, ⟦MEDICAL|small cut above left eye⟧, no loss of consciousness. First aid by operator ⟦PERSON|Ryan Teague⟧ (cert ⟪certificate_number|EFAW-22-1190⟫). Mum took him to ⟪org_name|Royal Preston Hospital⟫ as a precaution, ⟦MEDICAL|2 steri-strips⟧ applied, discharged same day.
Wind speed at time: ⟪wind_speed|11 mph⟫. Anemometer reading logged."""),

("tweet", """\
⟪org_name|Dice & Slice⟫ 🎲🍕 ⟪org_handle|@diceandslice⟫ · 4h
Huge congrats to @⟦PERSON|sam_plays_catan⟧ for winning our monthly Catan cup for the THIRD time 🏆 Next tourney ⟪event_date|Sat 12th⟫, sign up at the bar. New in this week: ⟪game_title|Heat: Pedal to the Metal⟫, ⟪game_title|Sky Team⟫ 🛩️
#boardgames #⟪place_name|Bristol⟫"""),

("dictation", """\
[dictated note, transcribed - for ⟦PERSON|Bev⟧ to type up as invoice]
Right, invoice for the chairs. Customer is Mister ⟦PERSON|Anand Vishwanath⟧, address ⟦ADDRESS|forty-two Beaumont Gardens, Leicester, L E two, three J Z⟧, phone ⟦PHONE|oh one one six, two seven one, four four eight nine⟧. Six Victorian balloon-back dining chairs, re-glued, two new back splats, French polished. Agreed price ⟦AMOUNT|nine hundred and sixty pounds⟧, he's already paid ⟦AMOUNT|three hundred pounds⟧ cash on collection so balance ⟦AMOUNT|six hundred and sixty pounds⟧, put that in words as well. Job number ⟪job_number|R-0912⟫. Oh and note he had ⟦MEDICAL|a stroke⟧ last year, so deliver and carry in for him. That's it."""),

("ocr_business_card", """\
[OCR scan, confidence 0.91]
⟪org_name|HARCOURT & LYLE⟫
Fine Antiques · Clocks · Barometers
⟦PERSON|Jonathan Lyle⟧ BA (Hons) FRICS
Director
M  ⟦PHONE|+44 (0)7711 2O4 983⟧
E  ⟦EMAIL|jonathan@harcourtlyle.com⟧
Showroom: ⟪business_address|Unit 4, The Old Maltings, Ware SG12 9AB⟫
Member of ⟪org_name|LAPADA⟫ · ⟪membership_number|No. 2231⟫"""),
]

# ---- part 4
TEXTS += [
("w9_form", """\
Form W-9 (Rev. ⟪form_revision|March 2024⟫) - Request for Taxpayer Identification Number
1 Name: ⟦PERSON|Dwayne T. Whitaker⟧
2 Business name: ⟪org_name|The Amazing Dwayno Magic & Balloons LLC⟫
3 Federal tax classification: Individual/sole proprietor
5 Address: ⟦ADDRESS|1187 Larkspur Dr, Apt 4B, Columbus, OH 43229⟧
Part I - Taxpayer Identification Number
Social security number: ⟦SSN|$ssn1⟧
Employer identification number (the LLC's, not used for this form): ⟪ein|88-3017462⟫
Requester: ⟪org_name|Funtastic Party Rentals Inc.⟫, attn ⟦PERSON|Marisol⟧, for the 2024 1099-NEC (you paid me ⟦AMOUNT|$4,350⟧ this year)."""),

("background_check", """\
CONSENT TO BACKGROUND CHECK - Hop-N-Pop Bounce Houses (Phoenix, AZ)
Applicant: ⟦PERSON|Brianna Lopez-Castillo⟧
Other names used: ⟦PERSON|Brianna Lopez⟧
DOB: ⟦DATE_OF_BIRTH|08/17/1997⟧      SSN: ⟦SSN|$ssn2⟧
Current address: ⟦ADDRESS|4410 W Camelback Rd #212, Phoenix, AZ 85031⟧
Phone: ⟦PHONE|(602) 555-0148⟧   Email: ⟦EMAIL|bri.lopezc97@gmail.com⟧
Position: weekend setup crew / party attendant - ⟪pay_rate|$17.50/hr⟫ posted rate
Screening vendor: ⟪org_name|Checkr⟫, package ⟪package_name|Basic+ with MVR⟫, invitation ID ⟪invitation_id|inv_7Gx21Kqa⟫"""),

("python_snippet", """\
# reminders.py - texts customers the day before costume return is due
from twilio.rest import Client

ACCOUNT_SID = "⟪account_sid|$twilio_ac1⟫"
AUTH_TOKEN = "⟦SECRET|$twilio_tok1⟧"   # TODO move to env, ⟦PERSON|Fiona⟧ says
FROM = "⟦PHONE|+441134960712⟧"

client = Client(ACCOUNT_SID, AUTH_TOKEN)
for hire in due_tomorrow():            # e.g. ⟪order_id|FD-20931⟫
    client.messages.create(
        to=hire.phone,                 # test with ⟦PHONE|+447720118392⟧ (my mob)
        from_=FROM,
        body=f"Hi {hire.first_name}, your costume from ⟪org_name|Fancy That!⟫ is due back tomorrow by ⟪time|5pm⟫.")"""),

("safety_leaflet", """\
⟪org_name|Paint Pot Studio⟫ - Safety information for parents
• All our glazes are ⟪product_spec|lead-free, AP certified⟫ and food safe after firing at ⟪kiln_temp|1050°C⟫.
• Aprons are provided. Wash hands after painting.
• If your child has sensitive skin, mild reactions can usually be eased with an antihistamine such as ⟪drug_name_leaflet|cetirizine⟫ or ⟪drug_name_leaflet|loratadine⟫ - please ask a pharmacist.
• Studio ⟪allergen_notice|nut-free⟫ zone: no food at the painting tables.
• Fire exits are at the front and rear. First aiders wear a ⟪badge_colour|green lanyard⟫.
Questions? Ask at the counter. Leaflet ref ⟪leaflet_ref|PPS-H&S-03⟫."""),

("onboarding_form", """\
EMPLOYEE ONBOARDING - ⟪org_name|Lone Star Karaoke Lounge⟫, Austin TX
Legal name: ⟦PERSON|Nguyen Thi Thu Ha⟧ (goes by ⟦PERSON|Tina⟧)
DOB: ⟦DATE_OF_BIRTH|1994-12-02⟧
SSN: ⟦SSN|$ssn3⟧
I-9 List A document: US Passport ⟦PASSPORT|$pp_us1⟧, exp ⟪expiry_date|2031-05-19⟫
Home: ⟦ADDRESS|9021 Research Blvd Apt 1106, Austin, TX 78758⟧
Cell: ⟦PHONE|512-555-0187⟧
Position: host/DJ, starting wage ⟦AMOUNT|$15.00⟧/hr + tips
Emergency contact: ⟦PERSON|Nguyen Van Long⟧ (father) ⟦PHONE|512-555-0133⟧
Direct deposit: routing ⟪routing_number|114000093⟫ (bank), account on file"""),

("marketplace_chat", """\
Marketplace · Victorian button-back nursing chair - ⟪price|£95⟫
⟦PERSON|Ewan Buchanan⟧: Hi is this still available? Would you take 80
⟦PERSON|Lorna Kerr⟧: Hiya yes, meet me at 85 and it's yours
⟦PERSON|Ewan Buchanan⟧: deal. I'll send ⟦AMOUNT|£85⟧ by bank transfer now so you hold it
⟦PERSON|Lorna Kerr⟧: ok. pick up from ⟦ADDRESS|16 Thistle Street, Dunfermline KY12 0JA⟧ sat after 10. there's a cat called ⟪pet_name|Pudding⟫ who will try to get in your car lol
⟦PERSON|Ewan Buchanan⟧: haha. my number ⟦PHONE|07868 420 331⟧ if you need it"""),

("bank_transfer_confirmation", """\
Überweisung ausgeführt / Transfer completed
Date: ⟪date|2025-05-06⟫   Bank reference: ⟪transaction_id|TRX-88F2-1190-DE⟫
From: ⟪org_name|Kostümverleih Rheinland GmbH⟫
To: ⟦PERSON|Annika Vogt⟧
IBAN: ⟦IBAN|$iban_de1⟧
Amount: ⟦AMOUNT|EUR 120,00⟧
Purpose: Kaution Rückzahlung Rechnung ⟪invoice_number|R-2025-0407⟫ (Ritterkostüm + Burgfräulein)
Hi ⟦PERSON|Annika⟧, deposit refunded as both costumes came back clean - thanks! ⟦PERSON|Jens⟧"""),

("terraform_tfvars", """\
# terraform.tfvars - meeple-booking (DO NOT COMMIT - ⟦PERSON|rsaunders⟧)
aws_region        = "⟪aws_region|eu-west-1⟫"
aws_access_key    = "⟦APIKEY|$aws_akid2⟧"
aws_secret_key    = "⟦SECRET|$aws_sk2⟧"
db_instance_class = "⟪instance_type|db.t4g.micro⟫"
db_password       = "⟦PASSWORD|Tw1l1ght-Imperium-4eva⟧"
admin_cidrs       = ["⟦IP_ADDRESS|82.31.140.77⟧/32", "⟦IP_ADDRESS|109.157.22.6⟧/32"]
vpc_cidr          = "⟪cidr_block|10.0.0.0/16⟫"
tags = { owner = "⟦EMAIL|rob.saunders@meepleandmug.co.uk⟧", cost_centre = "⟪cost_centre|CC-042⟫" }"""),

("support_live_chat", """\
Live chat - Party Palace UK - transcript ⟪chat_id|LC-771203⟫
⟪timestamp|14:02⟫ Visitor: hi my order hasnt come, order number ⟪order_id|PP-3300918⟫
⟪timestamp|14:02⟫ ⟦PERSON|Jade⟧ (agent): Hi! Sorry about that. Can I take the name on the order?
⟪timestamp|14:03⟫ Visitor: ⟦PERSON|Olusegun Ade⟧
⟪timestamp|14:03⟫ ⟦PERSON|Jade⟧ (agent): Thanks ⟦PERSON|Olusegun⟧. It went to ⟦ADDRESS|31 Mornington Crescent, London NW1 7RG⟧ - is that right? We text ⟪masked_phone|07*** ***884⟫.
⟪timestamp|14:04⟫ Visitor: no!! I moved, it should be ⟦ADDRESS|Flat 2, 9 Kentish Town Road, London NW1 8NH⟧. email ⟦EMAIL|segun.ade@gmail.com⟧
⟪timestamp|14:05⟫ ⟦PERSON|Jade⟧ (agent): Updated and a free reship is on the way 🎉"""),

("whatsapp_group", """\
[Year 2 Parents 🐝]
[12:01] ⟦PERSON|Hayley⟧: RSVPs for ⟦PERSON|Poppy⟧'s party please!! ⟪venue_name|Jungle Jim's soft play⟫ sat 1-3pm
[12:04] ⟦PERSON|Amir K⟧: ⟦PERSON|Yusuf⟧ coming 👍 he's ⟦MEDICAL|allergic to eggs⟧ so no cake for him, I'll send his own
[12:06] ⟦PERSON|Claire Dunne⟧: ⟦PERSON|Evie⟧ yes! 
[12:09] ⟦PERSON|Jo B⟧: sorry ⟦PERSON|Alfie⟧ has ⟦MEDICAL|chickenpox⟧ 😩
[12:15] ⟦PERSON|Hayley⟧: aw no! get well soon ⟦PERSON|Alfie⟧. the magician is ⟦PERSON|Fizzy Phil⟧ btw if anyone wants his number - ⟦PHONE|07491 228 306⟧
[12:16] ⟦PERSON|Claire Dunne⟧: ooh yes we had him, ⟪price|£160⟫ for the hour and worth every penny"""),
]

# ---- part 5
TEXTS += [
("phone_message_slip", """\
WHILE YOU WERE OUT
To: ⟦PERSON|Gerald⟧       Date: ⟪date|Tues 11th⟫   Time: ⟪time|3.40pm⟫
From: Mrs ⟦PERSON|Penhaligon⟧'s son, ⟦PERSON|Tristan⟧
Tel: ⟦PHONE|01872 264 519⟧ / mob ⟦PHONE|07980 733 162⟧
[x] Please call back
Message: wants a price for clearing his late mother's bureau + longcase clock (⟪object_description|Cornish, 8-day, c.1800⟫). House is ⟦ADDRESS|Trevose, 3 Kenwyn Hill, Truro TR1 3DU⟧. Key with neighbour.
Taken by: ⟦PERSON|Pam⟧"""),

("reference_letter", """\
⟪date|18 February 2025⟫

To whom it may concern,

I am pleased to write in support of ⟦PERSON|Kieran O'Driscoll⟧, who served a three-year apprenticeship with me at ⟪org_name|Kestrel Furniture Conservation⟫. ⟦PERSON|Kieran⟧ is a careful, patient craftsman, particularly strong in veneer repair and traditional polishing. During his time here he also completed his ⟪qualification|City & Guilds Level 3⟫.
In fairness I should mention that ⟦PERSON|Kieran⟧ has ⟦MEDICAL|type 1 diabetes⟧, which has never once affected his work; he simply needs a short break at regular times.
Please contact me on ⟦PHONE|01993 881 402⟧ or ⟦EMAIL|m.achterberg@kestrelconservation.co.uk⟧.

⟦PERSON|Maarten Achterberg⟧ ACR"""),

("lost_property_log", """\
LOST PROPERTY - Neon Nights (bar copy)
⟪date|02/03⟫ Rm 4  black puffer jacket, keys inside (⟪key_tag|Vauxhall fob⟫) - claimed
⟪date|02/03⟫ Rm 2  purse: provisional licence in name ⟦PERSON|Chantelle Mbeki⟧, bank card, ⟦AMOUNT|£35⟧ cash. Called ⟦PHONE|07412 660 981⟧ (number on her booking) - coming sat
⟪date|03/03⟫ Disco Suite  iPhone w/ pink case, lock screen says "if found call ⟦PERSON|Dom⟧ ⟦PHONE|07523 118 047⟧"
⟪date|04/03⟫ Rm 1  reading glasses (⟪brand|Specsavers⟫) - bin after ⟪duration|30 days⟫
Logged by ⟦PERSON|Ravi⟧"""),

("refund_request", """\
Subject: Cancellation - bouncy castle booking ⟪booking_ref|JJ-2290⟫ (storm warning)

Hi there,
Because of the amber wind warning on Saturday we had to cancel the castle for our son's party. You said on the phone we'd get the deposit back. We've since moved back to the Netherlands so please refund ⟦AMOUNT|€70⟧ (it was ⟦AMOUNT|£60⟧) to my Dutch account:
Name: ⟦PERSON|M. van der Berg-Sutcliffe⟧
IBAN: ⟦IBAN|$iban_nl1⟧  BIC: ⟪bic_code|INGBNL2A⟫
Thanks so much,
⟦PERSON|Marieke⟧
⟦PHONE|+31 6 4120 8835⟧"""),

("teams_chat", """\
Balloon Wholesale Direct › General
⟦PERSON|Craig Dunmore⟧ 09:41
The new stock-sync job needs a Stripe key that can read charges but not refund. I made a restricted one:
⟦APIKEY|$rk_live1⟧
Publishable is ⟪publishable_key|$pk_live2⟫ if the front end needs it
⟦PERSON|Yasmin Aziz⟧ 09:44
👍 putting it in the vault now. Also FYI helium supplier invoice ⟪invoice_number|BOC-771022⟫ is ⟪invoice_total|£4,812.60⟫ this month, ouch
⟦PERSON|Craig Dunmore⟧ 09:45
ta. delete the key from here once you've got it pls"""),

("crash_report", """\
Incident Identifier: ⟪uuid|5E1B07C9-3D4A-4F2E-9A66-0C8B71D2E4F3⟫
Hardware Model:      ⟪device_model|iPhone15,3⟫
Process:             SingStar Rooms [⟪pid|4412⟫]
Version:             ⟪version|2.7.1 (311)⟫
OS Version:          iOS ⟪os_version|17.6.1 (21G93)⟫
User:                ⟦EMAIL|k.zhang.sings@icloud.com⟧
Last network:        ⟦IP_ADDRESS|192.168.1.184⟧ via ⟪wifi_ssid|VirginMedia-5G-22B1⟫
Exception Type:      EXC_BAD_ACCESS (SIGSEGV)
Thread 0 Crashed:
0   SingStarRooms   ⟪memory_address|0x0000000104b2c1f8⟫ RoomQueueViewController.reload() + 212"""),

("shop_diary", """\
Shop diary - Tuesday
Quiet morning. Mr ⟦PERSON|Okonjo⟧ came in re the Edwardian inlaid cabinet, paid the rest (⟦AMOUNT|£450⟧, card). Delivering Thurs to ⟦ADDRESS|6 Wellington Place, Hastings TN34 1NY⟧.
⟪pet_name|Mabel⟫ (shop cat) back from vet - ⟪animal_health|hyperthyroid, on methimazole twice a day⟫, tablets in the till drawer.
⟦PERSON|Bridget⟧ rang from the fair organisers, pitch ⟪pitch_number|B17⟫ confirmed for ⟪event_name|Ardingly⟫.
Reminder: my ⟦MEDICAL|cataract op⟧ is the 14th so ⟦PERSON|Tom⟧ is minding the shop."""),
]

TEXTS += [
("changelog", """\
## ⟪version|4.2.0⟫ - ⟪release_date|2025-03-03⟫
- Table booking: waitlist when all ⟪table_count|14 tables⟫ are full
- Game library search now fuzzy (thanks to PR ⟪pr_number|#388⟫)
- Fixed: loyalty stamps double-counted (⟪commit_sha|c41e09a⟫)
## ⟪version|4.1.3⟫ - ⟪release_date|2025-02-10⟫
- Staging API moved to ⟪doc_ip|198.51.100.40⟫ (docs updated)
- Bumped ⟪dependency|express 4.21.2⟫, ⟪dependency|pg 8.13.1⟫
- Build ⟪build_number|#1207⟫ signed with ⟪sha256|sha256:1f3a9c0e7b2d48a6⟫"""),

("discord_chat", """\
#bot-dev — Dice & Slice Community
⟦PERSON|meeple_mike⟧ — Today at 20:14
the lfg bot keeps dying, here's my .env in case someone can spot it
DISCORD_TOKEN=⟦APIKEY|$discord1⟧
GUILD_ID=⟪guild_id|1183377542110294016⟫
⟦PERSON|Rhian⟧ — Today at 20:15
MIKE 😭 that's the live token. regenerate it in the dev portal NOW
⟦PERSON|meeple_mike⟧ — Today at 20:16
done done. new one's in the server only. ⟦PERSON|Rhian⟧ ur a lifesaver"""),

("ticket_confirmation", """\
Your tickets for ⟪event_name|The Great Zambini's Family Magic Show⟫
Order ⟪order_id|#EB-4419037215⟫ · ⟪event_date|Sun 6 April, 2:00pm⟫ · ⟪venue_name|Corn Exchange, Newbury⟫
Name: ⟦PERSON|Harriet Osei-Bonsu⟧
Email: ⟦EMAIL|hosei-bonsu@outlook.com⟧
2 x Adult  ⟪price|£14.00⟫
3 x Child  ⟪price|£9.50⟫
Total charged to your card: ⟦AMOUNT|£56.50⟧
Show this barcode at the door: ⟪barcode|4419037215001⟫"""),

("consent_form", """\
FACE PAINTING & GLITTER TATTOO CONSENT - Sparkle Faces
Child's name: ⟦PERSON|Ruby Akintola⟧       Age: ⟪age|7⟫
Child's date of birth: ⟦DATE_OF_BIRTH|9th January 2018⟧
Parent/carer: ⟦PERSON|Funmi Akintola⟧       Mobile: ⟦PHONE|07957 330 212⟧
Skin conditions/allergies: ⟦MEDICAL|eczema on both arms⟧, reacted to ⟦MEDICAL|latex plasters⟧ before
Paints used: ⟪product_name|Snazaroo⟫ / ⟪product_name|Diamond FX⟫ (water based, batch ⟪batch_number|LOT 24-0917⟫)
Signed: ⟦PERSON|F. Akintola⟧   Event: ⟪event_name|St Luke's summer fete⟫"""),

("valuation_report", """\
INSURANCE VALUATION - Private client
Client: Lady ⟦PERSON|Imogen Fairbairn⟧
Address: ⟦ADDRESS|Brackenhurst, Leigh Woods, Bristol BS8 3PY⟧
Ref: ⟪valuation_ref|VAL/25/0087⟫    Valuer: ⟦PERSON|Charles Okwuosa⟧ FRICS

Item 1: Victorian diamond crescent brooch, approx ⟪gem_weight|2.10ct⟫ total. Replacement value ⟪valuation|£6,500⟫.
Item 2: Pair of George III silver sauce boats, ⟪hallmark|London 1771⟫, maker ⟪maker_mark|WC⟫. Replacement value ⟪valuation|£4,200⟫.
Our fee of ⟪fee_scale|1.5% of total⟫ has been invoiced separately."""),

("ci_config", """\
# .github/workflows/deploy.yml - fancydress-hire storefront
env:
  NODE_VERSION: "⟪version|20.11⟫"
  NPM_TOKEN: ⟦APIKEY|$npm1⟧
  GH_TOKEN: ⟦APIKEY|$ghp1⟧
  SLACK_WEBHOOK: ⟦SECRET|$slack_hook2⟧
jobs:
  deploy:
    runs-on: ⟪runner_label|ubuntu-22.04⟫
    steps:
      - uses: actions/checkout@⟪commit_sha|b4ffde65f46336ab88eb53be808477a3936bae11⟫
      - run: ssh deploy@⟦IP_ADDRESS|51.89.142.203⟧ 'cd /srv/shop && ./release.sh'
# maintainer: ⟦PERSON|Nikhil Varma⟧ <⟦EMAIL|nikhil@fancythat-hire.co.uk⟧>"""),
]

# ---- part 6
TEXTS += [
("email_card_details", """\
From: ⟦PERSON|Oonagh Feeney⟧ <⟦EMAIL|oonagh.feeney@brightpathhr.ie⟧>
To: bookings@
Subject: team social - pottery painting for 18, Thurs 27th

Hi,
Confirming 18 people for the ⟪package_name|Mug & Munch⟫ evening. I know you said to ring with card details but I'm in meetings all day so here they are, sorry!
Card: ⟦CARD|$card_a1⟧
Exp: ⟪card_expiry|11/26⟫   CID: ⟦CVV|6204⟧
Name on card: ⟦PERSON|O M FEENEY⟧
Please take the ⟦AMOUNT|€200⟧ deposit we discussed. Invoice to ⟪org_name|BrightPath HR Ltd⟫, PO ⟪po_number|PO-11873⟫.
Thanks a mil,
⟦PERSON|Oonagh⟧ | ⟦PHONE|+353 1 554 2208⟧"""),

("ocr_song_slips", """\
[scan: request slips, tray 2]
slip 1  Name: ⟦PERSON|Bex⟧      Table: ⟪table_number|7⟫   Song: ⟪song_title|Dancing Queen⟫ - ABBA
slip 2  Name: ⟦PERSON|Mohammed⟧ + ⟦PERSON|Aziz⟧  Tbl: ⟪table_number|3⟫  Song: ⟪song_title|Bohemian Rhapsody⟫ (duet!!)
slip 3  Name: ⟦PERSON|Siobhan⟧   Table: ⟪table_number|11⟫  Song: ⟪song_title|Mr Brightside⟫ ~ key -2
slip 4  Name: ⟦PERSON|Big Steve⟧ Table: 7   Song: ⟪song_title|My Way⟫  "its for my dads 60th, he's ⟦PERSON|Frank⟧ 😂"
slip 5  Name: illegible        Table: ?    Song: ⟪song_title|Valerie⟫"""),

("voice_note_transcript", """\
[WhatsApp voice note, 0:58, from ⟦PERSON|Gav⟧ (⟪org_name|Canvas & Pole⟫)]
Alright ⟦PERSON|Rachel⟧, it's ⟦PERSON|Gav⟧ from the marquee lot. Listen, the Met Office has gone amber for Saturday, gusts of fifty, so there's no way we can put the twelve-metre up at the farm. We can do the following Saturday, the twenty-first, no extra charge. You've paid ⟦AMOUNT|a thousand quid⟧ deposit already so that just carries over. If you'd rather cancel we'll refund the lot, ⟦AMOUNT|one thousand pounds⟧, to the card you paid with. Give us a bell on ⟦PHONE|zero seven seven one eight, double four two, nine one six⟧. Cheers."""),

("membership_signup", """\
New member - Sing Sing Karaoke Club (web form, submitted ⟪timestamp|2025-01-19 23:41:07⟫)
first_name: ⟦PERSON|Chidera⟧
last_name: ⟦PERSON|Eze⟧
dob: ⟦DATE_OF_BIRTH|1999-07-30⟧
email: ⟦EMAIL|chidera.eze@hotmail.com⟧
mobile: ⟦PHONE|+44 7380 905 117⟧
favourite_genre: ⟪genre|90s R&B⟫
marketing_opt_in: yes
signup_ip: ⟦IP_ADDRESS|2a00:23c7:9b02:4d01:a9f1:3c2e:77b0:18d4⟧
member_no: ⟪member_number|SS-009821⟫
form_version: ⟪doc_version|v7⟫"""),

("postgres_log", """\
⟪timestamp|2025-04-02 09:15:44.318 BST⟫ [⟪pid|21877⟫] FATAL:  password authentication failed for user "⟦PERSON|jwhitfield⟧"
⟪timestamp|2025-04-02 09:15:44.318 BST⟫ [⟪pid|21877⟫] DETAIL:  Connection matched pg_hba.conf line ⟪line_number|98⟫: "host all all ⟪cidr_block|10.12.0.0/16⟫ scram-sha-256"
⟪timestamp|2025-04-02 09:15:51.002 BST⟫ [⟪pid|21880⟫] LOG:  connection authorized: user=⟦PERSON|jwhitfield⟧ database=pottery_bookings host=⟦IP_ADDRESS|10.12.4.57⟧ SSL enabled (protocol=⟪tls_version|TLSv1.3⟫)
⟪timestamp|2025-04-02 09:16:03.477 BST⟫ [⟪pid|21880⟫] LOG:  statement: UPDATE customers SET phone='⟦PHONE|07706 214 883⟧' WHERE email='⟦EMAIL|gillian.harker@gmail.com⟧';"""),

("email_private_key", """\
From: ⟦PERSON|Dominic Shaw⟧ <⟦EMAIL|dom@restorationrooms.co.uk⟧>
To: ⟦PERSON|Ana Ribeiro⟧ <⟦EMAIL|ana.ribeiro.dev@gmail.com⟧>
Subject: server access for the website

Hi ⟦PERSON|Ana⟧, here's the key the old developer left us, hope it still works. Server is ⟦IP_ADDRESS|185.199.61.18⟧, user ⟪username_system|deploy⟫, port ⟪port|2222⟫.

⟦SECRET|$pem_rsa1⟧

Passphrase (if it asks) is ⟦PASSWORD|oak&walnut1874⟧.
Cheers, ⟦PERSON|Dom⟧"""),

("subject_access_request", """\
Data Protection Officer, ⟪org_name|Party Palace UK Ltd⟫

Subject access request under UK GDPR Art. 15
Full name: ⟦PERSON|Bethany Rose Calloway⟧
Previous surname: ⟦PERSON|Tranter⟧
Date of birth: ⟦DATE_OF_BIRTH|27/04/1985⟧
Address: ⟦ADDRESS|88 Kingsway, Derby DE22 3FZ⟧
Email used for orders: ⟦EMAIL|bethtranter85@yahoo.com⟧
Orders I remember: ⟪order_id|PP-1988231⟫, ⟪order_id|PP-2104477⟫
Please send all personal data you hold within ⟪duration|one month⟫."""),

("performer_registration", """\
STARBURST ENTERTAINMENT AGENCY - performer registration (right to work)
Stage name: ⟦PERSON|Pickles the Clown⟧
Legal name: ⟦PERSON|Adrian Kowalewski⟧
DOB: ⟦DATE_OF_BIRTH|07/02/1991⟧
Passport (UK): ⟦PASSPORT|$pp_gb1⟧
Polish PESEL (dual national): ⟦NATIONAL_ID|$pesel1⟧
NI number: ⟦NATIONAL_ID|$nino3⟧
DBS: enhanced, on update service (last checked ⟪date|12/01/2025⟫)
Acts: balloon modelling, bubble show, ⟪act_code|ACT-BUB-2⟫
Fee band: ⟪fee_band|Band C (£180-£220)⟫"""),

("export_licence_application", """\
Application for export of cultural goods - supporting note
Dealer: ⟪org_name|Whitmore & Hale Antiques⟫ (Kensington Church St)
Object: pair of Regency ormolu-mounted rosewood side cabinets, ⟪date_range|c.1815-20⟫
Purchaser: ⟦PERSON|Gustav Lindholm⟧, Stockholm
Purchaser's passport: ⟦PASSPORT|$pp_nl1⟧ (Dutch passport holder resident in Sweden)
Swedish personal identity number: ⟦NATIONAL_ID|$pnr1⟧
Purchaser DOB: ⟦DATE_OF_BIRTH|19 June 1984⟧
Price paid by purchaser: ⟦AMOUNT|£38,000⟧
Shipping agent: ⟪org_name|Gander & White⟫, consignment ⟪consignment_number|GW-55102⟫"""),

("csv_members", """\
member_no,name,email,mobile,birthday,visits
⟪member_number|KK-0101⟫,⟦PERSON|Lauren Fitzgerald⟧,⟦EMAIL|laurenfitz@gmail.com⟧,⟦PHONE|07961 003 412⟧,⟦DATE_OF_BIRTH|1996-03-11⟧,⟪visit_count|14⟫
⟪member_number|KK-0102⟫,⟦PERSON|Dev Malhotra⟧,⟦EMAIL|devm@outlook.com⟧,⟦PHONE|07400 221 967⟧,⟦DATE_OF_BIRTH|1989-10-28⟧,⟪visit_count|3⟫
⟪member_number|KK-0103⟫,⟦PERSON|Kasia Nowicka⟧,⟦EMAIL|k.nowicka@wp.pl⟧,⟦PHONE|+48 512 448 903⟧,⟦DATE_OF_BIRTH|2001-12-05⟧,⟪visit_count|22⟫"""),
]

# ---- part 7
TEXTS += [
("staff_meeting_notes", """\
Studio staff catch-up - Mon (⟦PERSON|Hollie⟧, ⟦PERSON|Jas⟧, ⟦PERSON|Noor⟧, ⟦PERSON|Will⟧)
- Kiln 2 element replaced, next firing ⟪kiln_program|Program 4 - bisque⟫
- Staff wifi (⟪wifi_ssid|KilnCo-Staff⟫) password is now ⟦PASSWORD|blueglaze-mug-42⟧, guests stay on the open one
- ⟦PERSON|Noor⟧ on reduced hours for a few weeks, ⟦MEDICAL|pregnancy-related pelvic pain⟧, lifting = ⟦PERSON|Will⟧ only
- Xmas party bookings: 9 so far, busiest night ⟪date|Fri 13 Dec⟫
- ⟦PERSON|Jas⟧ still owed ⟦AMOUNT|£42.60⟧ expenses for the clay order, ⟦PERSON|Hollie⟧ to pay Friday"""),

("sms_reminder", """\
FancyThat Hire: Hi ⟦PERSON|Rory⟧, your ⟪costume_name|T-Rex inflatable⟫ (⟪sku|INF-TRX-03⟫) was due back 28/10. A late fee of ⟦AMOUNT|£15.00⟧ has been charged to your card today. Please return asap or call ⟦PHONE|0113 496 0712⟧. Reply STOP to opt out."""),

("auction_invoice", """\
BUYER'S INVOICE  ⟪invoice_number|No. 25/3/1187⟫   Sale: ⟪sale_name|Fine Furniture & Works of Art, 19 March⟫
Buyer: ⟦PERSON|Theodora Marchetti⟧     Paddle ⟪paddle_number|412⟫
⟦ADDRESS|Apartment 6, 14 Royal Crescent, Bath BA1 2LR⟧

Lot ⟪lot_number|88⟫  William IV mahogany library table    hammer ⟪hammer_price|£2,900⟫
Buyer's premium @ ⟪percentage|25%⟫ + VAT
TOTAL PAID BY BUYER (card, 20/03)      ⟦AMOUNT|£3,770.00⟧
Card used: ⟪card_last4|Mastercard ending 0451⟫
Collection by ⟪date|4 April⟫ or storage ⟪price|£5/day⟫ applies."""),

("negative_review", """\
★☆☆☆☆ "Avoid on a Saturday" - ⟦PERSON|Craig M.⟧, ⟪place_name|Glasgow⟫
Booked the ⟪room_name|Galaxy Room⟫ for 10 of us. Mic 2 didn't work for the first hour and when we complained the manager (⟦PERSON|Ashleigh⟧ I think?) just shrugged. Charged us the full ⟪price|£180⟫. Songbook hasn't been updated since ⟪year|2019⟫. Drinks ok.
Response from the owner: Hi ⟦PERSON|Craig⟧, sorry to read this - please email us and we'll sort something out."""),

("ocr_order_form", """\
[handwritten order form, OCR]
BALLOON ORDER  No ⟪order_id|0847⟫
Name: ⟦PERSON|Tracey Wainwr1ght⟧
Tel: ⟦PHONE|O7790 3l2 558⟧
Deliver to: ⟦ADDRESS|17 Primrose Way, Crewe CW1 4TD⟧
Date: ⟪event_date|Sat 19/7⟫  Time: ⟪time|11am⟫
Qty 30 x 12" latex (⟪color_code|pastel mix⟫) + 1 foil number "4O"
Price ⟪price|£64⟫   Pd dep ⟦AMOUNT|£20⟧   Bal ⟦AMOUNT|£44⟧
Taken by: ⟦PERSON|Sue⟧"""),

("login_alert_email", """\
Subject: New sign-in to your Party Palace seller account
Hi ⟦PERSON|Omar⟧,
We noticed a new sign-in to ⟦EMAIL|omar.haddad@partypalace.co.uk⟧.
When: ⟪timestamp|Tue 8 Apr 2025 02:13 BST⟫
Device: ⟪user_agent|Chrome 135 on Windows 11⟫
IP address: ⟦IP_ADDRESS|45.146.165.37⟧ (approx. ⟪place_name|Amsterdam, NL⟫)
If this wasn't you, reset your password and check your ⟪feature_name|2-step verification⟫ settings.
Security team · ⟪ticket_id|SEC-ALRT-90113⟫"""),

("sick_note", """\
Fit note summary (HR copy) - Dice & Slice Ltd
Employee: ⟦PERSON|Callum Reid⟧   Payroll no. ⟪payroll_number|E0042⟫
NI: ⟦NATIONAL_ID|$nino4⟧
Condition: ⟦MEDICAL|lumbar disc prolapse⟧; ⟦MEDICAL|awaiting physiotherapy⟧
Fit for work: may be fit with adjustments (no lifting boxes of games >10kg) from ⟪date|22/04⟫
Medication per employee: ⟦MEDICAL|naproxen 500mg⟧, may be drowsy
GP practice: ⟪org_name|Bridge Street Medical Centre⟫"""),

("membership_form_sg", """\
KRAZY KTV (Clarke Quay) - Premier Card application
Name (as in NRIC): ⟦PERSON|Tan Wei Ling, Rachel⟧
NRIC: ⟦NATIONAL_ID|$nric1⟧
Date of birth: ⟦DATE_OF_BIRTH|14-02-1993⟧
Mobile: ⟦PHONE|+65 9123 8876⟧
Email: ⟦EMAIL|rachel.tan.wl@gmail.com⟧
Mailing address: ⟦ADDRESS|Blk 412 Bedok North Ave 2, #08-117, Singapore 460412⟧
Card type: ⟪card_tier|Gold⟫ (annual fee ⟪price|S$38⟫)
Staff: ⟦PERSON|Jun Hao⟧  Outlet code ⟪outlet_code|CQ-01⟫"""),

("kyc_form_in", """\
Vendor onboarding (KYC) - Gubbare Wale Events, Pune
Freelance decorator: ⟦PERSON|Snehal Deshpande⟧
Aadhaar: ⟦NATIONAL_ID|$aadhaar1⟧
PAN (business): ⟪org_tax_id|AAFCG4412K⟫
Mobile: ⟦PHONE|+91 98220 41376⟧
UPI for payouts: ⟪upi_handle|gubbarewale@okaxis⟫ (company)
Per-event payout agreed: ⟦AMOUNT|₹3,500⟧ + travel
Address: ⟦ADDRESS|Flat B-704, Sai Samarth Heights, Kothrud, Pune 411038⟧"""),

("t4a_slip_note", """\
Hi ⟦PERSON|Jean-Luc⟧,
For your T4A from ⟪org_name|Big Bounce Rentals Ottawa⟫ I need your SIN - please confirm it's ⟦NATIONAL_ID|$sin1⟧? The one on file was ⟦NATIONAL_ID|$sin2⟧, which CRA rejected.
Fees paid to you in 2024: ⟦AMOUNT|CAD 6,840.00⟧ (setup/takedown, 57 events).
Mailing address on file: ⟦ADDRESS|221 Rue Principale, Gatineau, QC J9H 3L2⟧
Thanks - ⟦PERSON|Patty⟧, office, ⟦PHONE|613-555-0194⟧ ext ⟪phone_extension|4⟫"""),

("customer_record_es", """\
Costume Corner Málaga - customer card
Customer: ⟦PERSON|Lucía Fernández Ortega⟧
DNI: ⟦NATIONAL_ID|$dni1⟧
Tel: ⟦PHONE|+34 652 118 407⟧
Email: ⟦EMAIL|luciafdez.ortega@gmail.com⟧
Hired: ⟪costume_name|Flamenco dress (red, size M)⟫ ⟪sku|CC-FLA-M-04⟫ for ⟪event_name|Feria de Agosto⟫
Deposit held: ⟦AMOUNT|€50⟧ cash
Partner also hired (NIE ⟦NATIONAL_ID|$nie1⟧) - ⟦PERSON|Tom Atherton⟧"""),

("oauth_config_json", """\
{
  "web": {
    "client_id": "⟪client_id|418822019473-5r1o8gqbk2e1m0vm9c4a7tfd6huh2jpl.apps.googleusercontent.com⟫",
    "project_id": "⟪project_id|meeple-mug-bookings⟫",
    "auth_uri": "https://accounts.google.com/o/oauth2/auth",
    "client_secret": "⟦SECRET|$google_cs1⟧",
    "redirect_uris": ["https://book.meepleandmug.co.uk/auth/callback"],
    "javascript_origins": ["https://book.meepleandmug.co.uk"]
  },
  "_note": "created by ⟦PERSON|r.saunders⟧ - maps key is ⟦APIKEY|$google2⟧"
}"""),
]

# ---- part 8
TEXTS += [
("pci_incident_ticket", """\
SEC-⟪ticket_id|0093⟫ [P1] Full card numbers found on shared drive - Party Palace UK
Reported by: ⟦PERSON|Aleksandra Nowak⟧ (ops)   Owner: ⟦PERSON|Omar Haddad⟧
Found ⟪file_path|\\\\fs01\\exports\\phone_orders_OLD.csv⟫ (last modified ⟪timestamp|2023-11-28 17:02⟫). Sample rows, now deleted:
  ⟦PERSON|Glenda Mayhew⟧, ⟦CARD|$card_a3⟧, cvv ⟦CVV|7719⟧, ⟦AMOUNT|£212.40⟧
  ⟦PERSON|Rashid Karim⟧, ⟦CARD|$card_v9⟧, cvv ⟦CVV|305⟧, ⟦AMOUNT|£48.99⟧
The old phone-order screen wrote the whole PAN; current build (⟪version|7.3.0⟫) only stores ⟪masked_card|****-****-****-2290⟫ style.
Actions: notify acquirer, reset the ⟪system_name|MOTO terminal⟫ admin password, rotate session key ⟦SECRET|$cookie_js1⟧ seen in the same folder."""),
]
