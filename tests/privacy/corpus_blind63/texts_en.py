# blind63 – English texts. Every text typed by hand.
# ⟦TYPE|value⟧ = span, ⟪kind|value⟫ = decoy, $name = value from values.py
TEXTS = []

# ---------------------------------------------------------------- part 1
TEXTS += [
("whatsapp_chat", """[⟪timestamp|12/03/2024, 10:14⟫] Hollis & Daughter: Morning ⟦PERSON|Sarah⟧, your ring is back from the workshop – resized from K½ to M and two claws re-tipped. Job ⟪repair_ticket|HD-4471⟫.
[12/03/2024, 10:16] ⟦PERSON|Sarah Pemberton⟧: brilliant!! can my husband pick it up, ⟦PERSON|Tom⟧? he'll bring ID
[12/03/2024, 10:17] Hollis & Daughter: Of course. Balance left to pay is ⟦AMOUNT|£85.00⟧ (you put down ⟦AMOUNT|£40⟧ in Feb). Re-tipping is normally ⟪price_list|£18 a claw⟫ btw but we didn't charge for the second.
[12/03/2024, 10:19] ⟦PERSON|Sarah Pemberton⟧: ur stars. new mobile btw ⟦PHONE|07723 418905⟧ the old one died
[12/03/2024, 10:20] Hollis & Daughter: Noted 👍 we're open till 5.30, ⟪business_address|22 Market Row, Frome BA11 1BH⟫"""),

("email_with_signature", """From: ⟦PERSON|Imelda Rossiter⟧ <⟦EMAIL|imelda@tickandtock.co.uk⟧>
To: ⟦PERSON|Graham Okonjo⟧ <⟦EMAIL|g.okonjo@fastmail.co.uk⟧>
Subject: Re: Estimate ⟪estimate_no|EST-2291⟫ – Omega Seamaster ref. ⟪watch_reference|2254.50⟫

Hi ⟦PERSON|Graham⟧,

Lovely, we'll go ahead with the full service and leave the bezel insert as it is. Should be ready in 3-4 weeks; we'll send it back signed-for to the Gladstone Terrace flat like you asked.

Kind regards,
⟦PERSON|Imelda⟧

⟦PERSON|Imelda Rossiter⟧ | Watchmaker
Tick & Tock Repairs, ⟪business_address|5 Rose Street Lane North, Edinburgh EH2 3DX⟫
T: ⟦PHONE|0131 225 8874⟧

> On ⟪timestamp|4 Mar 2024, at 19:02⟫, ⟦PERSON|Graham Okonjo⟧ wrote:
> go ahead with the full service but skip the new bezel insert. fwiw I paid ⟦AMOUNT|£310⟧ for the last service in 2019 elsewhere and it was losing 20s a day within a year so fingers crossed
> Post it back to: ⟦ADDRESS|Flat 3, 41 Gladstone Terrace, Edinburgh EH9 1LG⟧
> Mobile ⟦PHONE|07918 220 461⟧ if the courier needs it
> G"""),

("nginx_access_log", """⟦IP_ADDRESS|81.143.207.19⟧ - - [⟪timestamp|07/Apr/2024:09:12:44 +0100⟫] "GET /books/⟪isbn|9780571334650⟫ HTTP/1.1" 200 18344 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_3 like Mac OS X)"
⟦IP_ADDRESS|2a02:c7c:5d1e:9f00:b1c3:7a2:41e9:d06⟧ - - [07/Apr/2024:09:12:51 +0100] "POST /account/login HTTP/1.1" 302 0 "-" "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/124.0"
⟦IP_ADDRESS|10.20.0.14⟧ - ⟦PERSON|mfairweather⟧ [07/Apr/2024:09:13:02 +0100] "GET /admin/orders/⟪order_id|BK-118204⟫ HTTP/1.1" 200 6621 "-" "curl/8.4.0"
⟪doc_ip|198.51.100.23⟫ - - [07/Apr/2024:09:13:10 +0100] "GET /health HTTP/1.1" 200 2 "-" "kube-probe/1.29"
⟦IP_ADDRESS|86.7.154.231⟧ - - [07/Apr/2024:09:13:37 +0100] "GET /search?q=knitting+for+beginners HTTP/1.1" 200 9120 "https://www.google.com/" "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) Safari/605.1.15"
⟦IP_ADDRESS|100.72.18.5⟧ - ⟦PERSON|jbaptiste⟧ [07/Apr/2024:09:14:02 +0100] "PUT /admin/stock/⟪isbn|9781529111163⟫ HTTP/1.1" 204 0 "-" "python-requests/2.31.0\""""),

("dotenv_config", """# .env – Puddleduck Toys storefront (prod) – DO NOT COMMIT
# last edited by ⟦PERSON|Hannah⟧, ask her before rotating anything
APP_NAME=puddleduck-shop
APP_ENV=production
APP_PORT=⟪port|8080⟫
DATABASE_URL=postgres://shopapp:⟦SECRET|Duck!pond_2024⟧@⟦IP_ADDRESS|10.4.12.7⟧:5432/puddleduck
REDIS_URL=redis://⟪loopback|127.0.0.1⟫:6379/0
STRIPE_PUBLISHABLE_KEY=⟪publishable_key|$pk_live1⟫
# STRIPE_SECRET_KEY=⟪doc_example_key|sk_test_4eC39HqLyjWDarjtT1zdp7dc⟫  <- example from the Stripe docs, ignore
STRIPE_SECRET_KEY=⟦APIKEY|$stripe_sk1⟧
STRIPE_WEBHOOK_SECRET=⟦SECRET|$stripe_whsec1⟧
SENDGRID_API_KEY=⟦APIKEY|$sendgrid1⟧
MAIL_FROM=⟦EMAIL|orders@puddleducktoys.co.uk⟧
ADMIN_CONTACT=⟦EMAIL|hannah.whitlock@puddleducktoys.co.uk⟧
SENTRY_RELEASE=⟪version|2.14.3⟫"""),

("call_transcript", """[Call recording – ⟪org_name|Benham Upholstery⟫ – ⟪timestamp|14:02:17⟫]
AGENT (⟦PERSON|Lorna⟧): Benham Upholstery, ⟦PERSON|Lorna⟧ speaking.
CALLER: Hiya, it's Mrs ⟦PERSON|Fairclough⟧, ⟦PERSON|Dorothy Fairclough⟧, I had the wingback chair done last spring?
AGENT: Oh yes, the green velvet. What can I do for you?
CALLER: My daughter's bought me a two-seater and I want it recovered to match. Only thing, I've got a terrible ⟦MEDICAL|dust mite allergy⟧, so can you do it without feathers?
AGENT: Yes, we'd use a fibre wrap, no feather. I'll need to pop round and measure. Still the same address?
CALLER: That's it, ⟦ADDRESS|9 Orchard Close, Hessle, HU13 0JB⟧.
AGENT: And best number?
CALLER: ⟦PHONE|Oh-one-four-eight-two, six-four-eight, three-one-nine⟧. Landline, I don't do mobiles.
AGENT: Lovely. We'd want a deposit of ⟦AMOUNT|a hundred and fifty pounds⟧ when you approve the fabric, same as last time.
CALLER: Fine.
AGENT: Fabric is the Linwood Omega range, code ⟪fabric_code|LW-OM-114⟫, that's ⟪price|£42 a metre⟫."""),

("web_form_submission", """--- New repair booking (form ⟪form_id|#7⟫) ---
Submitted: ⟪timestamp|2024-05-19 21:47:03 UTC⟫
Full name: ⟦PERSON|Aleksander Nowicki⟧
Email: ⟦EMAIL|olek.nowicki@gmail.com⟧
Phone: ⟦PHONE|+44 7402 113 958⟧
Return address: ⟦ADDRESS|27 Wexham Street, Beaconsfield, HP9 2JF⟧
Camera / lens: Nikon FM2 body, serial ⟪camera_serial|8412269⟫ (I think)
Fault: shutter sticks at ⟪shutter_speed|1/1000⟫, light meter dead too. Dropped it in ⟪place_name|Crete⟫, my fault.
Preferred contact: text please
How did you hear about us: friend (⟦PERSON|Zofia Nowicka⟧)
Consent to store data: yes
Client IP: ⟦IP_ADDRESS|92.40.185.77⟧"""),

("slack_chat", """#shop-floor — Woolly Mammoth Yarns
⟦PERSON|Jess Thornbury⟧  9:02 AM
morning! card machine is being weird again, keeps asking for the admin PIN. anyone know it?
⟦PERSON|Callum Reid⟧  9:04 AM
@⟦PERSON|Jess⟧ it's ⟦PASSWORD|7 3 0 5⟧. please don't write it on the till like last time 😅
⟦PERSON|Jess Thornbury⟧  9:05 AM
lol fair. also the shop laptop wants me to log in again, user is ⟪service_login|woolly-admin⟫?
⟦PERSON|Callum Reid⟧  9:06 AM
yep, password is ⟦PASSWORD|Merino&Moss19⟧ — ⟦PERSON|Priya⟧ changed it after the break-in
⟦PERSON|Priya Ramaswamy⟧  9:11 AM
I did. guest wifi is ⟪wifi_ssid|WoollyGuest⟫ / ⟦PASSWORD|knitone-purlone⟧ but don't give out the staff one pls
⟦PERSON|Priya Ramaswamy⟧  9:12 AM
also the Drops delivery is coming today, invoice ⟪supplier_invoice|DRP-55013⟫, ⟪org_total|~£612⟫ for the shop – don't pay it from your own card"""),

("stack_trace", """Traceback (most recent call last):
  File "⟦PERSON|/home/okwabena⟧/coinvault/sync/auction_import.py", line ⟪line_number|88⟫, in <module>
    main()
  File "⟦PERSON|/home/okwabena⟧/coinvault/sync/auction_import.py", line 61, in main
    conn = psycopg2.connect(dsn)
  File "⟦PERSON|/home/okwabena⟧/.venv/lib/python3.11/site-packages/psycopg2/__init__.py", line 122, in connect
    conn = _connect(dsn, connection_factory=connection_factory, **kwasync)
psycopg2.OperationalError: connection to server at "⟦IP_ADDRESS|172.16.40.3⟧", port ⟪port|5433⟫ failed: FATAL:  password authentication failed for user "⟪db_user|vault⟫"
DSN was: postgresql://vault:⟦SECRET|Sovereign1817!⟧@⟦IP_ADDRESS|172.16.40.3⟧:5433/coins?sslmode=require
[coinvault ⟪version|3.2.0⟫ | commit ⟪commit_sha|6086e5c⟫ | batch ⟪lot_batch|LOT-2024-0419⟫]"""),

("invoice", """ALTERED STATES TAILORING
⟪business_address|118 Chapel Street, Salford M3 5DW⟫ · VAT Reg ⟪vat_number|GB 318 4471 26⟫

INVOICE ⟪invoice_no|AST-09817⟫        Date: ⟪invoice_date|02/05/2024⟫
Bill to: ⟦PERSON|Kwame Asante-Boateng⟧
⟦ADDRESS|Apartment 14, 9 Chapel Wharf, Salford M3 5HU⟧
Mobile: ⟦PHONE|07590 336 182⟧

Qty  Description                               Price
1    Suit jacket – take in side seams          ⟪price|£38.00⟫
1    Trousers – shorten, blind hem             £16.50
2    Shirts – taper body                       £28.00
1    Wedding waistcoat – let out back (rush)   £24.00

Deposit paid 12/04:         ⟦AMOUNT|£40.00⟧
Balance paid on collection: ⟦AMOUNT|£66.50⟧

Bank transfer to: ⟪org_bank_account|$org_iban_gb⟫ (Altered States Tailoring Ltd)

Fitting notes (⟦PERSON|Nadia⟧): right shoulder sits ~1.5cm lower since his ⟦MEDICAL|collarbone fracture⟧ – pad right side only."""),

("sms_thread", """SMS with ⟦PHONE|+32 478 61 22 90⟧
⟪timestamp|Thu 16 May, 11:40⟫
Me (⟪org_name|Penny Black Stamps⟫): Hi Mr ⟦PERSON|Dubois⟧, sorry – the Mauritius cover you ordered (lot ⟪lot_number|MU-1859/07⟫) turned out to have a repaired corner. Full refund coming. Can you send bank details?
Them: Merci. Please use my Belgian account ⟦IBAN|$iban_be1⟧, name ⟦PERSON|Étienne Dubois⟧
Me: Got it. Refund of ⟦AMOUNT|€260.00⟧ going out today, plus ⟦AMOUNT|€18⟧ for the return postage you paid.
Them: Parfait. And keep me on the list for Penny Reds, plate ⟪plate_number|77⟫ (⟪stamp_catalogue_no|SG 43⟫) if one ever turns up 😂
Me: Ha, dream on! Will do."""),

("meeting_minutes", """Marginalia Books – staff meeting minutes, ⟪meeting_date|Tues 9 April⟫
Present: ⟦PERSON|Ruth Adeyemi⟧ (chair), ⟦PERSON|Owen Tremlett⟧, ⟦PERSON|Bea Lindqvist⟧, ⟦PERSON|Sunil Kapoor⟧. Apologies: ⟦PERSON|Harriet⟧.

1. ⟦PERSON|Harriet⟧ is off until mid-May after her ⟦MEDICAL|hip replacement⟧; ⟦PERSON|Owen⟧ covering Saturdays. ⟦PERSON|Ruth⟧ to send card + flowers.
2. Author event on 25 Apr: 60 tickets at ⟪ticket_price|£8⟫, ⟪org_total|~£480 gross⟫ for the shop. Publisher rep is ⟦PERSON|Gemma⟧ at ⟪org_name|Faber⟫, ⟦PHONE|07811 540 239⟧, she'll bring stock.
3. Till short on 3 Apr. ⟦PERSON|Bea⟧ covered it out of her own pocket – ⟦PERSON|Ruth⟧ says the shop will pay her back the ⟦AMOUNT|£20⟧ with this month's wages (she'd put in ⟦AMOUNT|£20⟧ cash, receipt in the float tin).
4. ⟦PERSON|Sunil⟧'s pay rise to ⟦AMOUNT|£12.40⟧/hr agreed from 1 May.
5. Next meeting: 14 May, 8.30am before opening."""),

("forum_post", """Re: Who services Leica M rangefinders in the UK these days?
Posted by ⟦PERSON|shutterbug_dave⟧ » ⟪timestamp|Sun Jan 14, 2024 8:31 pm⟫

Sent my M6 (no. ⟪masked_serial|1712xxx⟫) to ⟦PERSON|Peter Kovacs⟧ at ⟪org_name|Kovacs Camera Repair⟫ in ⟪place_name|Leeds⟫ last autumn. Took 7 weeks, CLA + rangefinder alignment + new shutter curtains, cost me ⟦AMOUNT|£420⟧ all in. Worth every penny. He's a one-man band so ring rather than email: ⟦PHONE|0113 245 7716⟧. Don't bother with the eBay "technicians" selling "fully serviced" M3s for ⟪listing_price|£2,400⟫ lol.

My eyes aren't what they were after the ⟦MEDICAL|cataract op⟧ so I use a focus magnifier now anyway.

-- ⟦PERSON|Dave⟧ (Rochdale)"""),

("csv_export", """# Little Knitters Saturday club – ⟪session_info|Sat 8 June 10:00-12:00⟫ – ⟪price|£45 per child⟫
booking_ref,child_name,dob,parent_name,parent_phone,parent_email,allergies_medical,paid
⟪booking_ref|KC-0601⟫,⟦PERSON|Isla Fernsby⟧,⟦DATE_OF_BIRTH|14/02/2015⟧,⟦PERSON|Moira Fernsby⟧,⟦PHONE|07984 112 305⟧,⟦EMAIL|moira.fernsby@btinternet.com⟧,"⟦MEDICAL|nut allergy (EpiPen in bag)⟧",⟦AMOUNT|£45.00⟧
⟪booking_ref|KC-0602⟫,⟦PERSON|Rory Chaudhry⟧,⟦DATE_OF_BIRTH|03/09/2014⟧,⟦PERSON|Anjali Chaudhry⟧,⟦PHONE|07455 890 214⟧,⟦EMAIL|anjali.c@outlook.com⟧,none,⟦AMOUNT|£45.00⟧
KC-0603,⟦PERSON|Matilda Osei⟧,⟦DATE_OF_BIRTH|22/11/2016⟧,⟦PERSON|Kofi Osei⟧,⟦PHONE|07823 560 448⟧,⟦EMAIL|kofi.osei@gmail.com⟧,"⟦MEDICAL|asthma – blue inhaler⟧",⟦AMOUNT|£22.50⟧"""),

("sql_dump", """-- restore of customers table from ⟪backup_file|tt_prod_2024-03-02.sql.gz⟫
INSERT INTO customers (id, full_name, email, phone, shipping_address, card_last4, created_at) VALUES
(⟪db_row_id|40211⟫, '⟦PERSON|Gwen Arkwright⟧', '⟦EMAIL|gwen.arkwright@yahoo.co.uk⟧', '⟦PHONE|07711 204 663⟧', '⟦ADDRESS|3 Captain French Lane, Kendal LA9 4PU⟧', '⟪masked_card|**** 6620⟫', '⟪timestamp|2024-02-28 14:22:10⟫'),
(40212, '⟦PERSON|Marcus de Villiers⟧', '⟦EMAIL|marcusdv@icloud.com⟧', '⟦PHONE|+27 82 456 1190⟧', '⟦ADDRESS|Flat B, 61 Clapham Park Road, London SW4 7EH⟧', '⟪masked_card|**** 1187⟫', '2024-02-28 15:01:47'),
(40213, '⟦PERSON|Fatima Zahra Benali⟧', '⟦EMAIL|fz.benali@gmail.com⟧', '⟦PHONE|07832 670 991⟧', '⟦ADDRESS|112 Wilmslow Road, Manchester M14 5AQ⟧', NULL, '2024-02-29 09:12:05');"""),

("google_review", """★★★★★  ⟦PERSON|Chloe M.⟧ · 3 reviews · 2 months ago
Took my late nan's engagement ring to ⟪org_name|Sutcliffe's⟫ to have the band replaced. ⟦PERSON|Dev⟧ on the counter was so patient, explained the ⟪metal_purity|18ct⟫ vs 9ct thing without making me feel stupid. They quoted ⟪repair_quote|£180⟫ and the final bill was ⟦AMOUNT|£165⟧, which I didn't expect. Only downside is parking on ⟪place_name|Northgate⟫ is a nightmare. Ask for ⟦PERSON|Dev⟧!!

Response from the owner: Thank you ⟦PERSON|Chloe⟧, we're so glad your nan's ring is back on a hand where it belongs. – ⟦PERSON|Sue Sutcliffe⟧"""),

("shell_history", """  ⟪history_line_no|501⟫  ssh ⟦PERSON|tbeaumont⟧@⟦IP_ADDRESS|192.168.10.20⟧
  502  cd /var/www/lensandlight
  503  git pull origin main
  504  mysql -u shopdb -p'⟦PASSWORD|Aperture#f2.8⟧' -h ⟦IP_ADDRESS|192.168.10.31⟧ lensandlight_prod
  505  export AWS_ACCESS_KEY_ID=⟦APIKEY|$aws_akid1⟧
  506  export AWS_SECRET_ACCESS_KEY=⟦SECRET|$aws_secret1⟧
  507  aws s3 sync ./product-images s3://lensandlight-media/products --delete
  508  curl -H "Authorization: Bearer ⟦APIKEY|$gh_pat1⟧" https://api.github.com/repos/lensandlight/site/actions/runs
  509  ping -c 3 ⟦IP_ADDRESS|8.8.8.8⟧
  510  sudo systemctl restart ⟪package_version|php8.2-fpm⟫
  511  git log -1 --format=%H   # ⟪commit_sha|$sha_a⟫"""),

("yaml_config", """# auction-sync.yaml (Whitcombe Numismatics) – owner: ⟦PERSON|Ifeoma Whitcombe⟧ <⟦EMAIL|ifeoma@whitcombecoins.com⟧>
service:
  name: auction-sync
  version: "⟪version|1.8.2⟫"
  bind: "⟪unspecified_ip|0.0.0.0⟫:⟪port|9100⟫"
square:
  location_id: ⟪location_id|L8Y2KQ0W3M5TR⟫
  access_token: ⟦APIKEY|$square_tok1⟧
notify:
  slack_webhook: "⟦SECRET|$slack_hook1⟧"
  telegram_bot_token: "⟦APIKEY|$telegram1⟧"
  telegram_chat_id: ⟪chat_id|-1001864402275⟫
db:
  host: ⟦IP_ADDRESS|10.8.0.22⟧
  user: sync
  password: ⟦PASSWORD|Guinea-1663-gold⟧"""),
]

# ---------------------------------------------------------------- part 2
TEXTS += [
("ocr_business_card", """[OCR scan – business card, confidence ⟪ocr_confidence|0.87⟫]
MERIDIAN WATCH W0RKSHOP
Horology · Restoration · lnsurance Valuations

⟦PERSON|Anselm Vogt⟧
Master Watchmaker (WOSTEP)

M: ⟦PHONE|+44 (0)7881 962 014⟧
T: ⟦PHONE|01225 44 6190⟧
E: ⟦EMAIL|anselm@meridianwatch.co.uk⟧
⟪business_address|Unit 4, The Corridor, Bath BA1 5AW⟫
⟪website|www.meridianwatch.co.uk⟫   Est. 1987   Co. No. ⟪company_reg_no|05519274⟫"""),

("support_ticket", """Ticket #⟪ticket_id|48213⟫ | Status: Open | Priority: High
Channel: email | Created: ⟪timestamp|2024-06-02 08:55⟫
Requester: ⟦PERSON|Bronwen Llewellyn⟧ <⟦EMAIL|bronwen.llew@gmail.com⟧>

Subject: charged twice for the X100VI preorder!!

Hi, I placed order ⟪order_id|LL-20931⟫ on Friday and my banking app shows two payments of ⟦AMOUNT|£1,599.00⟧ to "⟪org_name|LENS & LIGHT LTD⟫", card ⟪masked_card|ending 4471⟫. I only want one camera 😅 can you refund the duplicate? My number is ⟦PHONE|07964 551 302⟧, call after 5.

Agent note (⟦PERSON|Kieran⟧): duplicate auth confirmed in Stripe (⟪payment_intent_id|pi_3PNx7cLkdIwHu7ix0Zq2Wt1a⟫). Refunded ⟦AMOUNT|£1,599.00⟧ at 10:12, customer informed. Stock ref ⟪sku|X100VI-BLK⟫."""),

("phone_order_note", """PHONE ORDER – ⟦PERSON|Hargreaves⟧ – curtains (interlined, pinch pleat) x2 pairs
Taken by: ⟦PERSON|Marisol⟧   Date: ⟪order_date|21/03⟫
Customer: Mrs ⟦PERSON|Joan Hargreaves⟧, ⟦PHONE|0161 428 7735⟧
Fitting address: ⟦ADDRESS|16 Beech Avenue, Cheadle Hulme, SK8 6LH⟧
Deposit (50%) taken by card over the phone: ⟦AMOUNT|£520.00⟧
Card: ⟦CARD|$mc_a⟧  exp 11/26  CVC ⟦CVV|308⟧
Fabric: Sanderson "Dandelion Clocks" ⟪fabric_code|DCAV226340⟫, 14.5m @ ⟪trade_price|£68/m⟫ (trade)
NB do NOT keep card details on paper – shred after processing!!! (M.)"""),

("json_api_response", """HTTP/1.1 200 OK
X-Request-Id: ⟪request_id|$uuid1⟫
Content-Type: application/json

{
  "order_id": "⟪order_id|PTT-77412⟫",
  "placed_at": "⟪timestamp|2024-11-29T19:04:55Z⟫",
  "customer": {
    "name": "⟦PERSON|Ngozi Eze-Hartley⟧",
    "email": "⟦EMAIL|ngozi.eh@protonmail.com⟧",
    "phone": "⟦PHONE|+44 7517 228 940⟧"
  },
  "ship_to": "⟦ADDRESS|44 Fernbank Road, Redland, Bristol BS6 6PZ⟧",
  "items": [
    {"sku": "⟪sku|BRIO-33052⟫", "name": "Railway Starter Set", "unit_price": "⟪price|£29.99⟫", "qty": 1},
    {"sku": "LEGO-10318", "name": "Concorde", "unit_price": "£179.99", "qty": 1}
  ],
  "amount_paid": "⟦AMOUNT|£209.98⟧",
  "gift_message": "Happy 6th birthday ⟦PERSON|Ollie⟧! love from Grandma & Grandpa",
  "client_ip": "⟦IP_ADDRESS|2a00:23c7:8e11:3b01:7d2:9a1f:c44:e1b0⟧"
}"""),

("email_consignment", """From: ⟦PERSON|Dale Whitaker⟧ <⟦EMAIL|dwhitaker58@comcast.net⟧>
To: ⟦EMAIL|consign@brassfieldcoins.com⟧
Subject: W-9 info for the Morgan dollars

Hi ⟦PERSON|Rosa⟧,

Per your note, here's what you need for the ⟪tax_form_name|1099-B⟫. SSN is ⟦SSN|$ssn_a⟧. Address is ⟦ADDRESS|2218 Alder St, Eugene, OR 97405⟧. Please make the check out to me personally, not the LLC.

Just so I'm clear on the numbers – your catalog estimate was ⟪auction_estimate|$6,000–8,000⟫ and after your ⟪commission_rate|15%⟫ my cut came to ⟦AMOUNT|$7,352.50⟧, right? I'd rather get it by ACH, I'll call with the routing info: ⟦PHONE|541-686-0273⟧.

Thanks,
⟦PERSON|Dale⟧"""),

("insurance_claim_form", """ASSURA HOME & CONTENTS – Claim form (extract)
Policy number: ⟪policy_number|HC-2209-558173⟫
Claimant: Mr ⟦PERSON|Rajesh Balasubramanian⟧
Date of birth: ⟦DATE_OF_BIRTH|17 August 1979⟧
Address: ⟦ADDRESS|8 Lytton Grove, Putney, London SW15 2EZ⟧
Contact: ⟦EMAIL|r.bala@balasub.me⟧ / ⟦PHONE|07703 415 226⟧
Item: Omega Speedmaster Professional, ref ⟪watch_reference|311.30.42.30.01.005⟫
Valuation by: ⟪org_name|Hartley & Sons Jewellers⟫ (valuation no. ⟪valuation_no|V-10492⟫)
Circumstances: watch taken from gym locker, 3 March. Crime ref ⟪crime_ref|MET/24/0031772⟫.
Amount claimed: ⟦AMOUNT|£6,450.00⟧"""),

("markdown_table", """### Alterations rota – ⟪week_label|w/c 10 June⟫
| Day | Seamstress | Mobile | Machine |
|-----|------------|--------|---------|
| Mon | ⟦PERSON|Agnieszka Wrona⟧ | ⟦PHONE|07712 093 441⟧ | ⟪machine_model|Juki DDL-8700⟫ #2 |
| Tue | ⟦PERSON|Precious Ndlovu⟧ | ⟦PHONE|07448 302 775⟧ | Juki #2 |
| Wed | ⟦PERSON|Agnieszka Wrona⟧ | ⟦PHONE|07712 093 441⟧ | Overlocker ⟪machine_model|MO-6714S⟫ |
| Thu | closed | | |
| Fri | ⟦PERSON|Tomasz Grabowski⟧ (cover) | ⟦PHONE|07950 661 810⟧ | Juki #1 |

Key safe by the back door: code ⟦PASSWORD|4-8-2-6⟧ (changes 1 July). Don't text it to anyone."""),

("docker_compose", """# docker-compose.yml – Chapter & Verse bookshop stack
services:
  db:
    image: mariadb:⟪image_tag|10.11⟫
    environment:
      MARIADB_ROOT_PASSWORD: "⟦PASSWORD|Quire&Folio_88⟧"
      MARIADB_PASSWORD: "⟦PASSWORD|shelfmark-2024⟧"
  app:
    image: ghcr.io/chapterandverse/shop:⟪image_tag|1.4.7⟫
    ports:
      - "⟪port|8000⟫:8000"
    environment:
      MAILGUN_API_KEY: ⟦APIKEY|$mailgun1⟧
      MAILGUN_DOMAIN: ⟪hostname|mg.chapterandverse.co.uk⟫
      SHOP_OWNER_EMAIL: ⟦EMAIL|fenella@chapterandverse.co.uk⟧
      TRUSTED_PROXY: ⟦IP_ADDRESS|172.18.0.1⟧"""),

("voice_memo_transcript", """Voice memo ⟪duration|0:47⟫ (auto-transcribed): "Note to self, Thursday. Ring Mrs ⟦PERSON|Achterberg⟧ back about the chunky yarn – she's got ⟦MEDICAL|rheumatoid arthritis⟧ in both hands so she wants the ⟪needle_size|12 mil⟫ bamboo needles, not the metal ones. Her number's ⟦PHONE|oh seven nine six six, two one four, nine nine three⟧. She already paid ⟦AMOUNT|thirty-two pounds⟧ for the kit so just post the needles, no charge. Oh and tell ⟦PERSON|Kirsty⟧ the ⟪org_name|Rowan⟫ rep is in on the fourteenth." """),

("kyc_record", """CUSTOMER DUE DILIGENCE – high value dealer cash transaction
Dealer: ⟪org_name|Sterling & Bright Bullion Ltd⟫, HMRC MLR reg ⟪mlr_reg_no|XJML00000129847⟫
Customer: Ms ⟦PERSON|Oluwaseun Adebayo-Price⟧
DOB: ⟦DATE_OF_BIRTH|1984-06-03⟧
ID seen: UK passport no. ⟦PASSPORT|$pp_uk1⟧ (exp 2031), verified in person by ⟦PERSON|G. Hartnell⟧
Residential address: ⟦ADDRESS|31 Harcourt Road, Sheffield S10 1DH⟧
Tel: ⟦PHONE|0114 268 3340⟧
Transaction: 10 x 1oz Britannia gold, product ⟪product_code|BRIT24-1OZ⟫, paid ⟦AMOUNT|£19,870.00⟧ cash
Spot at time of sale: ⟪spot_price|$2,331.40/oz⟫
Source of funds: sale of inherited jewellery (receipts on file)"""),

("git_commit_diff", """commit ⟪commit_sha|$sha_b⟫
Author: ⟦PERSON|Nell Okafor⟧ <⟦EMAIL|nell.okafor@pageturnersbooks.co.uk⟧>
Date:   ⟪timestamp|Tue Feb 20 16:41:09 2024 +0000⟫

    add recommendations endpoint (WIP) – cc @⟦PERSON|achandra⟧ for review

diff --git a/recs/config.py b/recs/config.py
index ⟪git_blob_range|3e4a1c2..9b07d5f⟫ 100644
--- a/recs/config.py
+++ b/recs/config.py
@@ -1,6 +1,8 @@
 MODEL = "⟪model_name|gpt-4o-mini⟫"
+OPENAI_API_KEY = "⟦APIKEY|$openai_key1⟧"
+ANTHROPIC_KEY = "⟦APIKEY|$anthropic_key1⟧"
 MAX_RECS = 6"""),

("instagram_dm", """⟪org_handle|@the.wooden.ark⟫ ↔ @⟦PERSON|kerry_mcallister_⟧
⟦PERSON|kerry_mcallister_⟧: hiya! is the personalised name train still a thing? want one for my nephew ⟦PERSON|Alfie⟧ for xmas
the.wooden.ark: yes! ⟪price_list|£6 per letter carriage⟫ + ⟪price_list|£14 engine⟫, made to order, 2 wks
⟦PERSON|kerry_mcallister_⟧: perfect, ive just sent ⟦AMOUNT|£44⟧ on paypal to ⟦EMAIL|hello@thewoodenark.co.uk⟧
the.wooden.ark: got it, thanks ⟦PERSON|Kerry⟧! where's it going?
⟦PERSON|kerry_mcallister_⟧: ⟦PERSON|Kerry McAllister⟧, ⟦ADDRESS|2/1, 58 Hyndland Road, Glasgow G12 9UP⟧. pls no bells on it, ⟦PERSON|Alfie⟧ has ⟦MEDICAL|autism⟧ and hates jingly things x"""),

("subject_access_request", """Dear Data Protection Officer, ⟪org_name|Focal Point Cameras Ltd⟫

SUBJECT ACCESS REQUEST – ⟪legal_reference|Article 15 UK GDPR⟫

My name is ⟦PERSON|Tadhg Ó Briain⟧ (date of birth ⟦DATE_OF_BIRTH|02/12/1991⟧). I have been a customer since about 2017, first at ⟦ADDRESS|19 Cowley Road, Oxford OX4 1HP⟧ and since 2022 at ⟦ADDRESS|7 Marston Street, Oxford OX4 1JU⟧. My account email is ⟦EMAIL|tadhg.obriain@posteo.net⟧ and phone ⟦PHONE|07380 915 447⟧.

Please send me all personal data you hold about me, including CCTV from your Cowley Road store on ⟪cctv_date|11 January 2024⟫ between 14:00 and 15:00 and any notes made about my complaint (your ref ⟪complaint_ref|FPC-C-3381⟫).

Yours faithfully,
⟦PERSON|Tadhg Ó Briain⟧"""),

("auth_log", """Jun 11 03:14:07 yarnshop-vps sshd[⟪pid|228104⟫]: Failed password for invalid user admin from ⟦IP_ADDRESS|45.148.10.92⟧ port ⟪port|52214⟫ ssh2
Jun 11 03:14:09 yarnshop-vps sshd[228104]: Failed password for root from ⟦IP_ADDRESS|45.148.10.92⟧ port 52230 ssh2
Jun 11 07:55:41 yarnshop-vps sshd[229310]: Accepted publickey for ⟦PERSON|kmacleod⟧ from ⟦IP_ADDRESS|86.152.33.118⟧ port 61822 ssh2: ED25519 ⟪key_fingerprint|SHA256:q3V9mB1xKc7T0ZpLr2yWdE8uNfHs4aJgQ6iXoP5vC0k⟫
Jun 11 07:55:41 yarnshop-vps systemd-logind[812]: New session ⟪session_number|4411⟫ of user ⟦PERSON|kmacleod⟧.
Jun 11 08:02:13 yarnshop-vps sudo:  ⟦PERSON|kmacleod⟧ : TTY=pts/0 ; PWD=⟦PERSON|/home/kmacleod⟧ ; USER=root ; COMMAND=/usr/bin/apt upgrade"""),

("handover_note", """Closing handover – Fri
- Night safe: new combination is ⟦PASSWORD|2-9-1-7-4⟧ (⟦PERSON|Gareth⟧ changed it after Mr ⟦PERSON|Penrose⟧ left). Memorise, don't write it down.
- Alarm code ⟦PASSWORD|6610⟧, set zones 1–3 only, workshop PIR is faulty (engineer booked, job no. ⟪engineer_job_no|ADT-448102⟫).
- Mrs ⟦PERSON|Abimbola Chukwu⟧ collecting her re-strung pearls tomorrow – she's paid ⟦AMOUNT|£75⟧ already, check ID.
- Repair bag ⟪repair_bag_no|117⟫ (Cartier Tank, customer Mr ⟦PERSON|L. Fontaine⟧) – waiting on crown from Swatch Group, quote ⟪repair_quote|£260⟫ sent."""),

("new_hire_form", """NEW HIRE INFORMATION – ⟪org_name|Lantern & Quill Booksellers⟫, Portland OR
Legal name: ⟦PERSON|Marisa Delgado-Kim⟧
Preferred name: ⟦PERSON|Ris⟧
DOB: ⟦DATE_OF_BIRTH|04/19/1998⟧
SSN: ⟦SSN|$ssn_b⟧
Home address: ⟦ADDRESS|4127 SE Division St Apt 6, Portland, OR 97202⟧
Cell: ⟦PHONE|(503) 729-4410⟧
Emergency contact: ⟦PERSON|Hyun-woo Kim⟧ (father) ⟦PHONE|(503) 729-8812⟧
Health/accommodation notes: ⟦MEDICAL|Type 1 diabetic⟧ – may need to step off the floor to check glucose / eat.
Pay rate: ⟦AMOUNT|$18.50⟧/hr      Start date: ⟪start_date|06/03/2024⟫   Store #: ⟪store_number|LQ-02⟫"""),

("till_receipt", """     THE PATCHWORK BASKET
     Craft & Haberdashery
 ⟪business_address|3 Bridge St, Hebden Bridge HX7 8EX⟫
     VAT No. ⟪vat_number|GB 274 0192 55⟫
--------------------------------
Aida 14ct white 50x50      ⟪price|£8.95⟫
DMC ⟪thread_colour_code|310⟫ x4 @ £1.25      £5.00
Embroidery hoop 6"         £3.40
--------------------------------
TOTAL                     ⟪receipt_total|£17.35⟫
VISA CONTACTLESS  ⟪masked_card|************4471⟫
AUTH ⟪auth_code|038271⟫   TID ⟪terminal_id|52213809⟫
⟪timestamp|12/06/24 15:42⟫   TILL 2   OP 04
Thank you for shopping local!"""),
]

# ---------------------------------------------------------------- part 3
TEXTS += [
("live_chat_transcript", """LiveChat transcript – puddleducktoys.co.uk – chat ⟪chat_id|LC-9F27A1⟫
14:31 Visitor: hi I ordered the Schleich farm set for my daughter but need to change the delivery address
14:31 Agent ⟦PERSON|Hannah⟧: Hi! Happy to help – can you confirm the email on the order?
14:32 Visitor: ⟦EMAIL|priyanka.sood@hotmail.co.uk⟧
14:32 Agent ⟦PERSON|Hannah⟧: Thanks ⟦PERSON|Priyanka⟧, found it – order ⟪order_id|PDT-30418⟫. What's the new address?
14:33 Visitor: ⟦ADDRESS|71 Kingsway, Hove, BN3 4FA⟧ – it's my mum's, she'll wrap it
14:34 Agent ⟦PERSON|Hannah⟧: Done ✔ It'll go ⟪shipping_service|Royal Mail Tracked 48⟫, tracking ⟪tracking_number|JV102938475GB⟫ once dispatched.
14:34 Visitor: amazing thank you x"""),

("stripe_webhook_event", """POST /webhooks/stripe 200 (⟪latency|38ms⟫)
{
  "id": "⟪event_id|evt_1PQx2sLkdIwHu7ixGZ0bQwv3⟫",
  "type": "charge.succeeded",
  "created": ⟪unix_timestamp|1718035521⟫,
  "livemode": true,
  "data": {"object": {
    "amount": 8450,
    "currency": "gbp",
    "description": "Chapter & Verse web order – you paid ⟦AMOUNT|£84.50⟧",
    "billing_details": {
      "name": "⟦PERSON|Lucinda Farrow-Hughes⟧",
      "email": "⟦EMAIL|lucinda.fh@gmail.com⟧",
      "address": "⟦ADDRESS|Rosebank Cottage, Church Lane, Ledbury HR8 1DW⟧"
    },
    "payment_method_details": {"card": {"brand": "visa", "last4": "⟪masked_card|0417⟫"}},
    "metadata": {"order": "⟪order_id|CV-11873⟫", "customer_ip": "⟦IP_ADDRESS|82.132.219.44⟧"}
  }}
}"""),

("email_supplier_details", """Subject: Fiche fournisseur / supplier details – ⟦PERSON|Céline Marchetti⟧

Hi ⟦PERSON|Duncan⟧,

As requested for your accounts, here are my details as freelance trimmer (passementerie) on the Holloway Road job:

Name: ⟦PERSON|Céline Marchetti⟧
Born: ⟦DATE_OF_BIRTH|14/09/1981⟧, Paris
N° sécurité sociale: ⟦NATIONAL_ID|$nir_a⟧
IBAN: ⟦IBAN|$iban_fr1⟧
Address: ⟦ADDRESS|27 rue des Vinaigriers, 75010 Paris⟧, France
Mobile: ⟦PHONE|+33 6 71 28 44 05⟧
Email: ⟦EMAIL|celine.marchetti@orange.fr⟧

Invoice ⟪invoice_no|CM-2024-007⟫ for the 6 days at my usual ⟪day_rate|€320/day⟫ will follow – so ⟦AMOUNT|€1,920⟧ to the IBAN above, when you can.

Bises,
C."""),

("cron_job_log", """[⟪timestamp|2024-06-14 06:00:01⟫] newsletter.send START list=⟪list_id|woolly-weekly⟫ recipients=⟪recipient_count|2341⟫
[2024-06-14 06:00:44] WARN hard bounce ⟦EMAIL|maggie.oconnell@eircom.net⟧ (⟪smtp_status|550 5.1.1⟫ user unknown)
[2024-06-14 06:00:45] WARN soft bounce ⟦EMAIL|t.nakamura@yahoo.co.jp⟧ (452 mailbox full)
[2024-06-14 06:03:12] sent=2339 failed=2 duration=191s
[2024-06-14 06:03:12] POST ⟦SECRET|$discord_hook1⟧ -> 204
[2024-06-14 06:03:13] done on worker ⟦IP_ADDRESS|10.0.5.21⟧ (build ⟪build_id|a91f3c2⟫)"""),

("workshop_job_card", """CAMERA CLINIC – workshop job card   No. ⟪job_card_no|6642⟫
In: ⟪intake_date|03/06⟫   Promised: 24/06   Tech: ⟦PERSON|Yusuf⟧
Owner: Mr ⟦PERSON|B. Achebe⟧   Tel: ⟦PHONE|07421 338 906⟧
Item: Hasselblad 500C/M + 80mm Planar (lens s/n ⟪lens_serial|6517883⟫)
Fault: A12 back light leak, mirror not returning
Estimate given: ⟪repair_quote|£185–£240⟫
Deposit paid: ⟦AMOUNT|£60 cash⟧
Notes: camera belonged to his late father, sentimental – handle w/ care. Customer is ⟦MEDICAL|hard of hearing⟧, text don't call."""),

("contract", """BESPOKE COMMISSION AGREEMENT

Between ⟪org_name|Fenwick & Hale Tailors Ltd⟫ (company no. ⟪company_reg_no|09124487⟫), ⟪business_address|31 Sackville Street, London W1S 3DZ⟫ ("the Tailor")
and ⟦PERSON|Oluwadamilare Akinola⟧ ("⟦PERSON|Dami⟧"), of ⟦ADDRESS|5 Quilter Street, London E2 7BT⟧ ("the Client").

1. The Tailor will make one two-piece suit in cloth ⟪cloth_ref|HS-2451⟫, three fittings included.
2. Price ⟪list_price|£4,200 inc. VAT⟫. The Client has paid a deposit of ⟦AMOUNT|£2,100⟧ on signing; the balance of ⟦AMOUNT|£2,100⟧ is payable at the final fitting.
3. Deposits are non-refundable once cloth has been cut.

Signed for the Tailor: ⟦PERSON|Rupert Hale⟧          Date: ⟪signing_date|8 March 2024⟫
Signed, the Client: ⟦PERSON|O. Akinola⟧"""),

("ebay_message", """eBay messages – item ⟪ebay_item_no|395128840071⟫ "GB 1841 2d blue plate 4, ⟪stamp_catalogue_no|SG 14⟫, 4 margins"
From buyer ⟦PERSON|r.j.castellano⟧ (feedback ⟪feedback_score|412⟫ ★)

Hi, I paid ⟦AMOUNT|$148.00⟧ through PayPal (⟦EMAIL|ronjcastellano@aol.com⟧). Please ship to:
⟦PERSON|Ronald J. Castellano⟧
⟦ADDRESS|88 Ridgewood Ave
Glen Ridge, NJ 07028⟧
USA
Phone for customs: ⟦PHONE|973-748-2261⟧
Any chance you'd mark it as a gift? lol kidding."""),

("bank_transfer_email", """From: ⟦EMAIL|accounts@goldsmithsgallery.ie⟧
Subject: Refund – your cancelled commission

Dear ⟦PERSON|Siobhán⟧,

We have today sent a refund of ⟦AMOUNT|€1,150.00⟧ to IBAN ⟦IBAN|$iban_ie1⟧ (account name ⟦PERSON|S. Ní Bhriain⟧), reference ⟪payment_ref|GG-REF-22817⟫. Funds normally arrive within 1–2 working days.

If you have any questions please call us on ⟦PHONE|+353 1 677 4312⟧.

Kind regards,
⟦PERSON|Declan Byrne⟧, Accounts
⟪org_name|Goldsmiths Gallery⟫, ⟪business_address|Powerscourt Centre, South William Street, Dublin 2⟫"""),

("whatsapp_group_chat", """Tuesday Stitchers 🧶
⟦PERSON|Brenda⟧: Right ladies, ⟦PERSON|Maureen⟧ starts her ⟦MEDICAL|chemo⟧ on the 18th so let's get those hats done. Soft cotton only pls, her scalp will be sensitive
⟦PERSON|Pauline⟧: On it. what colours do you like?
⟦PERSON|Maureen Kettle⟧: anything but orange 😂 thank you all, honestly. Drop them at mine, ⟦ADDRESS|12 Glebe Road, Wigston LE18 2AP⟧, any time after 2
⟦PERSON|Brenda⟧: also whoever wants the ⟪yarn_product|Rico Baby Cotton Soft DK⟫, it's ⟪price|£3.49 a ball⟫ at ⟪org_name|Purl & Pine⟫. I paid ⟦AMOUNT|£36.40⟧ for a bag of it Saturday
⟦PERSON|Pauline⟧: I'll send you ⟦AMOUNT|£12⟧ tonight ⟦PERSON|Bren⟧"""),

("jira_ticket_comment", """⟪jira_key|OPS-214⟫  Renew TLS cert for ⟪hostname|shop.pageturnersbooks.co.uk⟫
Comment by ⟦PERSON|Arjun Chandra⟧ (⟦PERSON|achandra⟧) – ⟪timestamp|12/Jul/24 10:03⟫
New cert uploaded. Private key below so ⟦PERSON|Vic⟧ can install it on the Pi behind the till (yes I know, I'll move it to the vault after):

⟦SECRET|$pem_ec1⟧

Cert serial ⟪cert_serial|04:A3:19:7F:C2:0B:5E:11⟫, expires ⟪cert_expiry|2024-10-10⟫."""),

("ci_variables_listing", """$ glab variable list -R puddleduck/storefront
KEY                    VALUE                                          PROTECTED  MASKED
GITLAB_DEPLOY_TOKEN    ⟦APIKEY|$gitlab1⟧                           true       true
NPM_TOKEN              ⟦APIKEY|$npm1⟧       true       true
FIGMA_TOKEN            ⟦APIKEY|$figma1⟧  false      false
SENTRY_DSN             ⟪sentry_public_dsn|https://5f0c9a2e7b1d4c3e8a6f2b9d0e1c7a44@o4505.ingest.sentry.io/4505123⟫
DEPLOY_HOST            ⟦IP_ADDRESS|51.89.143.207⟧
DEPLOY_USER            ⟪service_login|deploy⟫"""),

("payroll_onboarding", """Payroll onboarding – ⟪org_name|Queen West Camera Exchange⟫ (Toronto)
Employee: ⟦PERSON|Mei-Lin Fraser⟧
Date of birth: ⟦DATE_OF_BIRTH|March 3, 1996⟧
SIN: ⟦NATIONAL_ID|$sin_a⟧
Address: ⟦ADDRESS|221 Euclid Ave, Unit 2, Toronto, ON M6J 2J9⟧
Phone: ⟦PHONE|416-533-8790⟧
Direct deposit: void cheque on file (institution ⟪bank_institution_no|004⟫, transit ⟪bank_transit_no|10302⟫)
Salary: ⟦AMOUNT|$52,000⟧/yr, paid biweekly
TD1 claim code: ⟪tax_claim_code|1⟫"""),

("monitoring_alert", """🔴 [FIRING:1] HighErrorRate – bookshop-web (prod)
Summary: 5xx rate ⟪percentage|12.4%⟫ over 5m on ⟦IP_ADDRESS|10.20.0.14⟧:⟪port|8080⟫
Instances: web-1 (⟦IP_ADDRESS|10.20.0.14⟧), web-2 (⟦IP_ADDRESS|10.20.0.15⟧)
Top client: ⟦IP_ADDRESS|185.220.101.47⟧ (1,932 req/min) – probably a scraper
Synthetic probe from ⟪doc_ip|203.0.113.40⟫: OK
Silence: ⟪alert_id|$uuid2⟫
On call: @⟦PERSON|mfairweather⟧ — ack'd by ⟦PERSON|Mags Fairweather⟧ at 02:17"""),

("complaint_letter", """Dear Mr ⟦PERSON|Benham⟧,

I am writing about the re-upholstery of my mother's Ercol sofa (your job sheet ⟪job_sheet_no|BU-1187⟫). I paid you ⟦AMOUNT|£780⟧ in full on 2 February and within a fortnight the piping had split on two seat cushions.

I would bring it back myself but I have ⟦MEDICAL|severe osteoporosis⟧ and cannot lift anything, so I would be grateful if you could collect it from ⟦ADDRESS|Flat 6, Beaumont Court, 40 Stanley Road, Harrogate HG1 4DQ⟧. I am in most mornings, or ring ⟦PHONE|01423 502 668⟧.

Yours sincerely,
⟦PERSON|Gillian Ashworth⟧ (Mrs)"""),

("csv_exhibitor_list", """table,dealer,contact,email,mobile,stand_fee
⟪table_no|A12⟫,Ashcombe Coins,⟦PERSON|Nigel Ashcombe⟧,⟦EMAIL|nigel@ashcombecoins.co.uk⟧,⟦PHONE|07860 442 917⟧,paid
⟪table_no|A13⟫,⟦PERSON|Tessa Ruiz⟧ Numismatics,⟦PERSON|Tessa Ruiz⟧,⟦EMAIL|tessa.ruiz@btconnect.com⟧,⟦PHONE|07799 306 528⟧,owes ⟦AMOUNT|£95.00⟧
B02,(private),⟦PERSON|Clive Marriott⟧,⟦EMAIL|clive.marriott1952@gmail.com⟧,⟦PHONE|07704 119 385⟧,paid
# fee ⟪price|£95 per table⟫, ⟪price|£60 half table⟫ – York Racecourse, ⟪event_date|Sat 20 July⟫"""),

("password_reset_email", """From: ⟦EMAIL|no-reply@yarnandco.shop⟧
To: ⟦EMAIL|esme.whitfield@gmail.com⟧
Subject: Your temporary password

Hi ⟦PERSON|Esme⟧,

An administrator (⟦PERSON|Callum⟧) has reset the password for your Yarn & Co staff account "⟦PERSON|ewhitfield⟧".
Temporary password: ⟦PASSWORD|Tw1st-Lamb-482⟧
You'll be asked to choose a new one when you next sign in at ⟪url|https://yarnandco.shop/staff⟫.

Didn't expect this? Call the office on ⟦PHONE|0131 557 2290⟧.
Request ID ⟪request_id|$uuid3⟫ · sent ⟪timestamp|2024-07-02 09:14 BST⟫"""),

("dealer_price_list", """ALDERNEY STAMP CO. – Great Britain, QV line engraved – June list
All prices GBP, post free UK over ⟪price_threshold|£50⟫. Catalogue refs Stanley Gibbons 2024.

⟪stamp_catalogue_no|SG 1⟫    1d black, plate 1a, 4 margins, fine used, red MC        ⟪price|£375⟫
SG 2    1d black, plate 6, 3 margins, on piece                 £240
SG 8    1d red-brown, imperf, block of 4, unmounted mint      ⟪price|£1,150⟫
SG 14   2d blue, plate 4, small tear, space filler            £45

Orders by post only, quoting list ref ⟪list_ref|ASC-0624⟫, to ⟪business_address|PO Box 19, St Anne, Alderney GY9 3AA⟫."""),
]

# ---------------------------------------------------------------- part 4
TEXTS += [
("email_customs_info", """Subject: ⟪customs_form|CN23⟫ for the Rolleiflex going to the US – info you asked for

Hi ⟦PERSON|Ewan⟧,

For the customs form: recipient is me, ⟦PERSON|Jonah Feldstein⟧, ⟦ADDRESS|1407 W Berteau Ave, Chicago, IL 60613⟧. FedEx want ID for high value imports so here's my passport number: ⟦PASSPORT|$pp_us1⟧. Phone ⟦PHONE|773-880-4129⟧.

Declared value should be the ⟦AMOUNT|£1,250⟧ I actually paid you (not the ⟪list_price|£1,600⟫ on the website – I know you mean well but customs don't care). HS code for cameras is ⟪hs_code|9006.53⟫.

Thanks!
⟦PERSON|Jonah⟧"""),

("whatsapp_chat", """[⟪timestamp|15/08/2024, 18:22⟫] Kesar Jewellers Belgrave: Namaste ji, for the old gold exchange we need one photo ID copy please. Passport or driving licence?
[15/08/2024, 18:30] ⟦PERSON|Harpreet Kaur Sandhu⟧: passport is at the visa office 🙈 I only have my Aadhaar with me, is that ok? ⟦NATIONAL_ID|$aadhaar_a⟧
[15/08/2024, 18:31] Kesar Jewellers Belgrave: Ok we can note it but bring the passport when it's back. Your exchange: ⟪gold_weight|38.6g⟫ ⟪metal_purity|22ct⟫, we credit you ⟦AMOUNT|£1,842⟧ against the new set
[15/08/2024, 18:33] ⟦PERSON|Harpreet Kaur Sandhu⟧: and I pay the remaining ⟦AMOUNT|£1,108⟧ by card in the shop yes?
[15/08/2024, 18:34] Kesar Jewellers Belgrave: Yes ji. Today's rate ⟪gold_rate|£58.10/g⟫ for 22ct. See you Saturday, ask for ⟦PERSON|Manoj⟧."""),

("warranty_registration", """PENINSULA PHOTO SUPPLIES – Extended Warranty Registration
Product: ⟪product_model|Sony A7C II⟫ body   Serial: ⟪camera_serial|5012877⟫
Invoice: ⟪invoice_no|PPS-240815-031⟫   Purchase date: ⟪purchase_date|15 Aug 2024⟫
Customer name (as in NRIC): ⟦PERSON|Tan Wei Ling, Jasmine⟧
NRIC/FIN: ⟦NATIONAL_ID|$nric_a⟧
Mobile: ⟦PHONE|+65 9127 4480⟧
Email: ⟦EMAIL|jasmine.tanwl@gmail.com⟧
Address: ⟦ADDRESS|Blk 412 Bedok North Ave 2, #08-117, Singapore 460412⟧
Warranty plan: 2-yr extension, ⟦AMOUNT|S$189⟧ paid by customer"""),

("mailing_list_export", """[
  {"id": "⟪subscriber_hash|$md5_a⟫", "email_address": "⟦EMAIL|gracie.obi@gmail.com⟧",
   "merge_fields": {"FNAME": "⟦PERSON|Gracie⟧", "LNAME": "⟦PERSON|Obi⟧"}, "tags": ["sock-club", "vip"],
   "stats": {"avg_open_rate": ⟪open_rate|0.42⟫}},
  {"id": "⟪subscriber_hash|0c1e55d1f0a8b7e94aa35b62c2d8e071⟫", "email_address": "⟦EMAIL|h.pritchard@tiscali.co.uk⟧",
   "merge_fields": {"FNAME": "⟦PERSON|Huw⟧", "LNAME": "⟦PERSON|Pritchard⟧"}, "tags": ["beginners"],
   "stats": {"avg_open_rate": 0.18}}
]
// list ⟪list_id|b21f9c04de⟫ · exported ⟪timestamp|2024-09-01T10:22:13Z⟫"""),

("collection_receipt", """COLLECTION RECEIPT – Tai Ping Watch Co., ⟪business_address|Shop G12, 38 Nathan Road, Tsim Sha Tsui, Kowloon⟫
Job: ⟪job_no|TP-58817⟫   Rolex Datejust ref ⟪watch_reference|16233⟫ – full service + new crystal
Service charge ⟦AMOUNT|HK$3,800⟧ settled by customer (cash)
Collected by: ⟦PERSON|CHAN Siu-ming⟧ (owner)   HKID: ⟦NATIONAL_ID|$hkid_a⟧
Contact: ⟦PHONE|+852 9321 5046⟧
Staff: ⟦PERSON|Winnie Lo⟧
Warranty 24 months from ⟪warranty_start|02/09/2024⟫"""),

("freelance_invoice", """FACTUUR / INVOICE ⟪invoice_no|2024-031⟫
From: ⟦PERSON|Anouk de Wit⟧ – Breiatelier, Utrecht · KvK ⟪chamber_of_commerce_no|81234567⟫ · BTW-id ⟪vat_number|NL003982741B01⟫
To: ⟪org_name|The Yarn Loft⟫, Norwich

Two-day workshop "Brioche for beginners", 14–15 Sept, ⟪day_rate|€275 per day⟫ + travel (train & ferry)
Total due to me: ⟦AMOUNT|€690.00⟧

Please pay to IBAN ⟦IBAN|$iban_nl1⟧ t.n.v. ⟦PERSON|A. de Wit⟧
BSN (your accountant asked for it): ⟦NATIONAL_ID|$bsn_a⟧
Questions: ⟦EMAIL|anouk@breiatelierdewit.nl⟧ / ⟦PHONE|+31 6 4180 2273⟧
Adres: ⟦ADDRESS|Oudegracht 212-bis, 3511 NR Utrecht⟧"""),

("tax_free_form", """GIBRALTAR RETAIL EXPORT SCHEME – tax-free sales form ⟪form_ref|RES-003318⟫
Retailer: ⟪org_name|Main Street Watch Gallery⟫, ⟪business_address|182 Main Street, Gibraltar GX11 1AA⟫
Purchaser: ⟦PERSON|Javier Ortega Luján⟧
DNI: ⟦NATIONAL_ID|$dni_a⟧
Address: ⟦ADDRESS|Calle Real 48, 3º B, 11300 La Línea de la Concepción, Cádiz⟧
Goods: Tudor Black Bay 58, ref. ⟪watch_reference|M79030N-0001⟫
Amount paid by purchaser: ⟦AMOUNT|£3,150.00⟧ (card)"""),

("hr_record", """HR record – ⟪org_name|Stitch Perfect Alterations Ltd⟫ (Peterborough)
Name: ⟦PERSON|Katarzyna Zielińska⟧ ("⟦PERSON|Kasia⟧")
Date of birth: ⟦DATE_OF_BIRTH|03.11.1994⟧
PESEL (Polish ID card): ⟦NATIONAL_ID|$pesel_a⟧
NI number: ⟦NATIONAL_ID|$nino_b⟧
Address: ⟦ADDRESS|67 Lincoln Road, Peterborough PE1 2SH⟧
Right to work checked: ⟪check_date|14/01/2021⟫   Contract: ⟪contract_hours|24 h/wk⟫
Allergies/medical: ⟦MEDICAL|latex allergy⟧ – use nitrile gloves for pinning"""),

("order_note", """Order note – vintage Hasselblad lens to Sweden
Buyer: ⟦PERSON|Linnea Bergström⟧, ⟦ADDRESS|Götgatan 22B, 116 46 Stockholm⟧
Personnummer (PostNord needs it for import VAT over ⟪import_threshold|SEK 1,600⟫): ⟦NATIONAL_ID|$pnr_a⟧
Date of birth on her ID: ⟦DATE_OF_BIRTH|14 May 1987⟧ – matches
Tel ⟦PHONE|+46 70 412 88 31⟧
She paid ⟦AMOUNT|£1,020⟧ by bank transfer, ref ⟪payment_ref|HB-SWE-019⟫. Ship ⟪carrier|PostNord⟫ via Royal Mail Intl Tracked."""),

("email_customs_info", """Hi ⟦PERSON|Felipe⟧ – Correios won't release parcels without the recipient's CPF, so before I send the Bull's Eye (⟪stamp_catalogue_no|Scott 2⟫) can you confirm:

Name: ⟦PERSON|Felipe Andrade Nogueira⟧
CPF: ⟦NATIONAL_ID|$cpf_a⟧
Address: ⟦ADDRESS|Rua Haddock Lobo, 1210, apto 82 – Cerqueira César, São Paulo – SP, 01414-002⟧
Email: ⟦EMAIL|felipe.nogueira@uol.com.br⟧

The ⟦AMOUNT|€2,300⟧ you paid covers insured registered post; tracking will be ⟪tracking_number|RR483920117GB⟫.
Best, Alderney Stamp Co."""),

("email_invoice_request", """Ciao! For the invoice on the tweed jacket (order ⟪order_id|TW-8812⟫, cloth ⟪cloth_ref|HT-40 Harris⟫) please put:

⟦PERSON|Giulia Bianchi⟧
Codice fiscale: ⟦NATIONAL_ID|$cf_a⟧
⟦ADDRESS|Via Solferino 26, 20121 Milano MI⟧
born ⟦DATE_OF_BIRTH|22/04/1986⟧ in Milano (your form asks for it)
email: ⟦EMAIL|giulia.bianchi86@libero.it⟧

I paid the deposit of ⟦AMOUNT|€600⟧ on the 3rd and will bring the other ⟦AMOUNT|€650⟧ in cash at the fitting.
Grazie mille, ⟦PERSON|Giulia⟧"""),

("return_shipment_note", """Return shipment – repaired Leica Q2 to Taiwan (repair ref ⟪repair_ref|LQ2-TW-0093⟫)
Consignee: ⟦PERSON|LIN Yu-ting⟧
National ID (for the EZ WAY customs app): ⟦NATIONAL_ID|$tw_a⟧
Mobile: ⟦PHONE|+886 932 618 054⟧
Address: ⟦ADDRESS|4F, No. 18, Lane 76, Sec. 2, Anhe Rd, Da'an District, Taipei City 106086⟧
Customer paid ⟦AMOUNT|NT$14,800⟧ via Wise on ⟪payment_date|2 Sept⟫. Box dims ⟪parcel_dimensions|30x22x18cm⟫."""),

("dispute_notification", """DISPUTE NOTIFICATION – case ⟪case_id|DP-88201745⟫
Merchant: ⟪org_name|Puddleduck Toys Ltd⟫ (MID ⟪merchant_id|4451 0087 2231⟫)
Cardholder: ⟦PERSON|Erin Castellanos⟧
Card number (as supplied by issuer): ⟦CARD|$visa_b⟧
Transaction: ⟪transaction_date|02/05/2024⟫, ⟦AMOUNT|GBP 149.00⟧
Reason code: ⟪reason_code|13.1⟫ – merchandise not received
Cardholder statement: "Ordered a wooden dolls house for my granddaughter, never arrived. Rang the shop on ⟦PHONE|01273 906 114⟧ twice, nobody answered."
Respond by: 16/05/2024"""),

("python_script", """# notify_collection.py – texts customers when their job is ready (Benham Upholstery)
# requires ⟪package_version|twilio==9.0.4⟫
from twilio.rest import Client

ACCOUNT_SID = "⟪account_sid|$twilio_ac1⟫"
API_KEY = "⟦APIKEY|$twilio_sk1⟧"
AUTH_TOKEN = "⟦SECRET|$twilio_auth1⟧"
FROM = "⟦PHONE|+44 1482 221 930⟧"

client = Client(API_KEY, AUTH_TOKEN, ACCOUNT_SID)
client.messages.create(
    to="⟦PHONE|+447911 302 558⟧",
    from_=FROM,
    body="Hi ⟦PERSON|Dorothy⟧, your two-seater is ready for delivery. Reply YES to book a slot. Job ⟪job_sheet_no|BU-1203⟫",
)"""),

("apache_error_log", """[⟪timestamp|Wed Jul 03 11:02:19.532771 2024⟫] [php:error] [pid ⟪pid|40112⟫] [client ⟦IP_ADDRESS|109.150.21.8⟧:51422] PHP Fatal error:  Uncaught TypeError: number_format(): Argument #1 must be of type float, string given in /var/www/craftbox/checkout.php:⟪line_number|214⟫, referer: https://craftbox.shop/basket?email=⟦EMAIL|lydia.mensah@gmail.com⟧
[Wed Jul 03 11:02:24.118230 2024] [php:warn] [pid 40113] [client ⟦IP_ADDRESS|2a01:4b00:86a2:f900:5d0:4e1b:22c7:9b3a⟧:60114] PHP Warning:  Undefined array key "postcode" in /var/www/craftbox/lib/shipping.php on line 77
[Wed Jul 03 11:02:30.004511 2024] [core:notice] [pid 1] AH00094: Command line: '/usr/sbin/apache2' (⟪version|2.4.59⟫)"""),

("interview_notes", """Interview notes – Saturday bookseller – ⟪interview_date|11 July⟫
Candidate: ⟦PERSON|Theo Marchbank-Price⟧
Contact: ⟦PHONE|07852 119 406⟧ / ⟦EMAIL|theo.mp@outlook.com⟧
Interviewers: ⟦PERSON|Ruth A.⟧, ⟦PERSON|Sunil K.⟧
- Reads widely (SFF, translated fiction). 2 yrs at ⟪org_name|Waterstones⟫ Canterbury.
- Disclosed ⟦MEDICAL|dyslexia⟧ – would like the till font bigger, no problem.
- Current pay ⟦AMOUNT|£11.60⟧/hr; our Saturday rate is ⟪pay_scale|£12.00/hr⟫ for everyone."""),

("product_catalogue_json", """{"catalogue": "Autumn 2024", "currency": "GBP", "items": [
  {"sku": "⟪sku|PLAN-5170⟫", "gtin": "⟪gtin|8854740051708⟫", "name": "Rainbow Stacker", "rrp": ⟪price|24.99⟫, "stock": 14},
  {"sku": "HAPE-E3411", "gtin": "⟪gtin|6943478024311⟫", "name": "Pound & Tap Bench", "rrp": 19.99, "stock": 6},
  {"sku": "GRIMMS-10670", "gtin": "4048565106709", "name": "Large Rainbow", "rrp": 89.00, "stock": 2}
 ],
 "generated": "⟪timestamp|2024-08-30T07:00:00Z⟫", "build": "cat-exporter ⟪version|0.9.4⟫"}"""),
]

# ---------------------------------------------------------------- part 5
TEXTS += [
("bot_config_json", """{
  "bot_name": "⟪bot_handle|LensAndLightBot⟫",
  "token": "⟦APIKEY|$telegram2⟧",
  "notify_chat_id": ⟪chat_id|-1002231187641⟫,
  "notify_on": ["new_order", "repair_ready", "stock_low"],
  "owner": "⟦PERSON|Tobias Beaumont⟧ <⟦EMAIL|tobias@lensandlight.co.uk⟧>",
  "webhook_url": "⟪url|https://bots.lensandlight.co.uk/tg/hook⟫",
  "schema": "⟪version|3⟫"
}"""),

("voicemail_transcript", """Voicemail – ⟪timestamp|Fri 14:52⟫ – from ⟦PHONE|07825 613 097⟧ – duration ⟪duration|0:38⟫
"Hi, this is ⟦PERSON|Margaret Oyelaran⟧, I dropped my mother's brooch in for a valuation last week, ticket number, um, ⟪valuation_ticket|V-2210⟫? I'm going into hospital Monday for my ⟦MEDICAL|knee replacement⟧ so could someone ring me back before then, on this number, ⟦PHONE|oh seven eight two five, six one three, oh nine seven⟧. Thanks ever so much, bye." """),

("sms_thread", """From ⟪org_name|Benham Upholstery⟫: Hi Mr ⟦PERSON|Lindgren⟧, we'll deliver the footstool tomorrow ⟪delivery_window|10-12⟫. You said you'd be at work – is the key safe code still ⟦PASSWORD|3391⟧ and it's the grey box by the side gate? Thanks, ⟦PERSON|Lorna⟧
Reply: Yes ⟦PASSWORD|3391⟧, side gate. Dog is friendly (⟪pet_name|Biscuit⟫), just don't let him out – he's on ⟪animal_health|steroid tablets for his itchy paws⟫ so ignore the pill pot on the side. Cheers, ⟦PERSON|Per⟧"""),

("recovery_codes_file", """⟪file_name|github-recovery-codes.txt⟫  (account: ⟦PERSON|fdoyle⟧ – ⟦PERSON|Fenella Doyle⟧, ⟪org_name|Chapter & Verse⟫)
⟦SECRET|$rc1⟧
⟦SECRET|$rc2⟧
⟦SECRET|$rc3⟧
⟦SECRET|$rc4⟧
Generated ⟪timestamp|2024-03-18 21:40⟫. Put these in the safe, NOT on the shop PC."""),

("chat_message", """setting up 2-step for the shop admin – can't scan the QR on the till PC so here's the manual key: ⟦SECRET|$totp3⟧ (⟪totp_params|time-based, 6 digits, SHA1⟫). account ⟦EMAIL|sam.oduya@yarnandco.shop⟧ on store ⟪store_id|yarnandco-uk⟫ – ⟦PERSON|Sam⟧"""),

("aws_credentials_csv", """⟪file_name|credentials (3).csv⟫
User name,Password,Access key ID,Secret access key,Console login link
⟦PERSON|rbianchi-admin⟧,,⟦APIKEY|$aws_akid2⟧,⟦SECRET|$aws_secret2⟧,https://⟪aws_account_id|418273650911⟫.signin.aws.amazon.com/console
# region ⟪aws_region|eu-west-2⟫ – camera shop image bucket
# NB the key on the old wiki page was the docs example ⟪doc_example_key|AKIAIOSFODNN7EXAMPLE⟫, not ours"""),

("layaway_agreement", """LAYAWAY AGREEMENT – ⟪org_name|Birch & Bloom Fine Jewelry⟫, Asheville NC
Customer: ⟦PERSON|Denise Okwuosa-Grant⟧   Phone: ⟦PHONE|(828) 255-6190⟧
Address: ⟦ADDRESS|37 Kimberly Ave, Asheville, NC 28804⟧
Item: 14k yellow gold tennis bracelet, SKU ⟪sku|BB-TB-1422⟫, ticket price ⟪price|$2,480.00⟫
Down payment today: ⟦AMOUNT|$500.00⟧
Card on file for installments: AMEX ⟦CARD|$amex_a⟧  CID ⟦CVV|4421⟧
Remaining balance ⟦AMOUNT|$1,980.00⟧ – 6 monthly payments of ⟦AMOUNT|$330.00⟧
Customer signature: ⟦PERSON|D. Okwuosa-Grant⟧"""),

("engraving_order", """ENGRAVING ORDER – wedding bands (pair)   order ⟪order_id|ENG-3307⟫
Customers: ⟦PERSON|Callum Strachan⟧ & ⟦PERSON|Ailsa Munro⟧   tel ⟦PHONE|07403 558 214⟧
Ring 1: ⟪metal_spec|platinum 950⟫, size ⟪ring_size|T½⟫ – inside: "⟦PERSON|Ailsa⟧ ♥ always"
Ring 2: platinum 950, size ⟪ring_size|L⟫ – inside: "⟦PERSON|Callum⟧ ♥ always"
Font: script, max 22 chars. ⟪price|£45 per ring⟫. Ready for collection ⟪collection_date|4 Oct⟫."""),

("bidder_registration", """Bidder registration – ⟪org_name|Cavendish Philatelic Auctions⟫, sale ⟪sale_number|412⟫
Paddle no: ⟪paddle_number|117⟫
Name: Dr ⟦PERSON|Hamish Lockhart-Reid⟧
Address: ⟦ADDRESS|Ardmore House, 4 Kirk Brae, Cults, Aberdeen AB15 9QU⟧
Tel: ⟦PHONE|01224 868 413⟧   Email: ⟦EMAIL|hamish.lr@btopenworld.com⟧
Card: VISA ⟦CARD|$visa_c⟧, CVV ⟦CVV|271⟧, exp 06/28
Deposit taken: ⟦AMOUNT|£1,000⟧ (refundable if no lots won)"""),

("accident_book_entry", """ACCIDENT BOOK – Puddleduck Toys, Brighton   entry ⟪accident_entry_no|24/07⟫
Date/time: ⟪incident_time|Sat 10 Aug, 11:40⟫
Injured person: ⟦PERSON|Mia Kowalczyk⟧ (age 4), with her father ⟦PERSON|Paweł Kowalczyk⟧, tel ⟦PHONE|07541 220 893⟧
What happened: caught finger in the lid of the toy box display (item ⟪sku|TB-ELM-02⟫).
Injury: ⟦MEDICAL|small cut and bruising to left index finger⟧. ⟦PERSON|Mia⟧ has ⟦MEDICAL|eczema⟧ so we used the hypoallergenic plasters.
First aid given by: ⟦PERSON|Hannah Whitlock⟧. No further treatment needed."""),

("meeting_chat_export", """Zoom chat – wholesale call, ⟪org_name|Kelbourne Fibers⟫ x Woolly Mammoth Yarns – ⟪meeting_date|2024-09-05⟫
10:02:11 From ⟦PERSON|Priya Ramaswamy⟧ to Everyone: hi all, camera off sorry, kid's home sick
10:03:40 From ⟦PERSON|Dana Whitfield⟧ (Kelbourne) to Everyone: no worries! wholesale sheet: ⟪url|https://kelbourne.example/ws-2024.pdf⟫
10:05:02 From ⟦PERSON|Dana Whitfield⟧ (Kelbourne) to Everyone: min order ⟪wholesale_terms|$500, reorders $250⟫
10:09:27 From ⟦PERSON|Priya Ramaswamy⟧ to Everyone: great. invoices to ⟦EMAIL|accounts@woollymammothyarns.co.uk⟧ pls, not my personal one
10:10:45 From ⟦PERSON|Callum Reid⟧ to Everyone: and my direct line is ⟦PHONE|0131 667 0041⟧ if the courier gets lost again 🙃"""),

("email_to_accountant", """Hi ⟦PERSON|Moira⟧,

Sorry this is late again. Year to ⟪tax_year_end|5 April⟫: turnover ⟪business_turnover|£48,220⟫ (that's the business side) and I took drawings of ⟦AMOUNT|£26,400⟧. Personally I also sold my late dad's van for ⟦AMOUNT|£3,100⟧ – does that count for anything?

My NI number is ⟦NATIONAL_ID|$nino_a⟧ and the business account is still with ⟪org_name|Metro Bank⟫.

I was off 6 weeks in January with a ⟦MEDICAL|slipped disc⟧ so income dipped.

Ta,
⟦PERSON|Dennis Benham⟧
⟦PHONE|07967 440 128⟧"""),

("java_stack_trace", """⟪timestamp|2024-10-02 09:00:14.221⟫ ERROR ⟪pid|4471⟫ --- [main] o.h.engine.jdbc.spi.SqlExceptionHelper : Access denied for user 'pos'@'⟦IP_ADDRESS|10.20.0.40⟧' (using password: YES)
2024-10-02 09:00:14.230 ERROR 4471 --- [main] o.s.boot.SpringApplication : Application run failed
org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'dataSource' defined in file [⟦PERSON|/Users/ruthadeyemi⟧/pos/config/application-prod.properties]
	spring.datasource.url=jdbc:mysql://⟦IP_ADDRESS|10.20.0.9⟧:⟪port|3306⟫/marginalia_pos?user=pos&password=⟦SECRET|Hardback%21Spine77⟧
	at org.springframework.beans.factory.support.AbstractAutowireCapableBeanFactory.initializeBean(AbstractAutowireCapableBeanFactory.java:⟪line_number|1786⟫)
	... 17 common frames omitted"""),

("trustpilot_review", """★☆☆☆☆ "Wrong yarn, slow refund" – ⟦PERSON|Siân P.⟧, 2 days ago
Ordered 10 balls of ⟪yarn_product|Drops Air⟫ in ⟪dye_lot|colour 12, lot 56234⟫ and got two different dye lots. Took 3 weeks and four emails to get my ⟦AMOUNT|£41.50⟧ back.

Reply from Yarn & Co: Hi ⟦PERSON|Siân⟧, we're really sorry. ⟦PERSON|Esme⟧ looked into this – the refund of ⟦AMOUNT|£41.50⟧ went out on 4 Oct (ref ⟪refund_ref|YC-R-2231⟫), and we've changed how we pick multi-ball orders."""),

("release_notes", """## tillpoint-pos ⟪version|v4.12.0⟫ (⟪release_date|2024-10-14⟫) – used in the Craft Guild member shops
### Fixed
- Receipts printed the wrong VAT total when a line had a 100% discount (⟪issue_id|#2214⟫)
- Crash on startup with Star TSP143IV printers, firmware ⟪firmware_version|1.3.0⟫ (#2220)
### Changed
- Minimum Android is now 10 (⟪api_level|API 29⟫)
- Bumped sqlite to ⟪version|3.46.1⟫
- Star printer firmware ⟪firmware_version|2.1.0.7⟫ now supported
APK SHA-256: ⟪sha256|$sha256_a⟫
Commit range: ⟪commit_range|a17f3c9..e04b2d1⟫"""),

("probate_valuation", """PROBATE VALUATION – coin collection of the late Mr ⟦PERSON|Arthur Penhaligon⟧
Date of birth: ⟦DATE_OF_BIRTH|30/06/1938⟧
Last address: ⟦ADDRESS|2 Chapel Terrace, St Ives, Cornwall TR26 2HD⟧
Executor: Mrs ⟦PERSON|Carys Penhaligon-Reed⟧ (daughter), ⟦PHONE|07779 341 605⟧, ⟦EMAIL|carys.pr@icloud.com⟧
Valuer: ⟦PERSON|Ifeoma Whitcombe⟧ FRNS, ⟪org_name|Whitcombe Numismatics⟫
Summary: ⟪item_count|214 coins⟫, mostly George III–Victoria silver; 3 gold sovereigns (⟪coin_date|1817⟫, 1821, 1872).
Fee: ⟪fee_schedule|1.5% of value, min £150⟫ + VAT"""),
]

# ---------------------------------------------------------------- part 6
TEXTS += [
("email_bug_report", """From: ⟦PERSON|Esme Whitfield⟧ <⟦EMAIL|esme.whitfield@gmail.com⟧>
Subject: admin orders page blank after login??

Hi ⟦PERSON|Callum⟧, the orders page has been plain white since this morning. I copied the request from Chrome like you showed me:

curl 'https://yarnandco.shop/admin/orders?page=2' \\
  -H 'accept: text/html' \\
  -H 'cookie: PHPSESSID=⟦SECRET|$php_sess1⟧; laravel_session=⟦SECRET|$laravel_sess1⟧; cookie_consent=accepted' \\
  -H 'user-agent: Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Chrome/⟪version|126.0.0.0⟫'

It says ⟪http_status|500⟫ at the bottom. The order I was trying to find is ⟪order_id|YC-20417⟫ (Mrs ⟦PERSON|Bhattacharya⟧, she paid ⟦AMOUNT|£58.20⟧ for the sock kit and wants to change colour).
x E"""),

("har_excerpt", """HAR excerpt attached to ⟪jira_key|OPS-231⟫ by ⟦PERSON|achandra⟧ ("admin order page slow")
{"startedDateTime": "⟪timestamp|2024-07-30T10:41:07.118Z⟫",
 "request": {"method": "GET",
   "url": "https://shop.pageturnersbooks.co.uk/admin/orders/order/⟪db_row_id|5521⟫/change/",
   "cookies": [{"name": "sessionid", "value": "⟦SECRET|$django_sess1⟧", "httpOnly": true}]},
 "response": {"status": 200, "content": {"mimeType": "text/html",
   "text": "…<td>⟦PERSON|Wilhelmina Osei-Bonsu⟧</td><td>⟦EMAIL|w.oseibonsu@gmail.com⟧</td><td>⟦PHONE|07983 225 610⟧</td><td>paid ⟦AMOUNT|£27.98⟧</td>…"}},
 "serverIPAddress": "⟦IP_ADDRESS|141.95.22.180⟧",
 "time": ⟪latency|2841.6⟫}"""),
]

# ---------------------------------------------------------------- part 7
TEXTS += [
("csv_refund_batch", """# refunds_2024-02.csv — EU web orders stuck at customs, refunded by SEPA (batch ⟪batch_id|RF-EU-0224⟫, approved by ⟦PERSON|Priya⟧)
order_id,customer,country,iban,amount,reason
⟪order_id|WM-19902⟫,⟦PERSON|Lucía Fernández Ortiz⟧,ES,⟦IBAN|$iban_es1⟧,⟦AMOUNT|€46.80⟧,returned by carrier
⟪order_id|WM-19931⟫,⟦PERSON|Matteo Rinaldi⟧,IT,⟦IBAN|$iban_it1⟧,⟦AMOUNT|€112.00⟧,customs charge refused
WM-20007,⟦PERSON|Noémie Favre⟧,CH,⟦IBAN|$iban_ch1⟧,⟦AMOUNT|CHF 58.50⟧,parcel damaged
WM-20015,⟦PERSON|Katharina Gruber⟧,AT,⟦IBAN|$iban_at1⟧,⟦AMOUNT|€39.90⟧,duplicate order
WM-20022,⟦PERSON|Wojciech Nowak⟧,PL,⟦IBAN|$iban_pl1⟧,⟦AMOUNT|€71.25⟧,returned by carrier
WM-20040,⟦PERSON|Inês Carvalho⟧,PT,⟦IBAN|$iban_pt1⟧,⟦AMOUNT|€64.00⟧,customs charge refused
# batch total ⟪org_total|€333.95⟫ plus one CHF refund, from the shop's EUR account, value date ⟪value_date|2024-02-27⟫"""),

("incident_report", """INCIDENT REPORT – possible cardholder data exposure (⟪incident_no|SEC-2024-003⟫)
Shop: ⟪org_name|Aperture & Grain Camera Co.⟫, Portland ME
Reported by: ⟦PERSON|Dana Kowalski⟧ (⟦EMAIL|dana.k@apertureandgrain.com⟧), ⟪report_date|10/14/2024⟫

Found an old spreadsheet "phone orders 2021.xlsx" on the shared NAS (sales folder), not encrypted, last modified 2021. Sample rows:
  ⟦PERSON|Gerald Finch⟧ – ⟦CARD|$visa_a⟧ – exp 04/25 – CVV ⟦CVV|337⟧
  ⟦PERSON|Marisol Ortega⟧ – ⟦CARD|$amex_b⟧ – CID ⟦CVV|9021⟧
  ⟦PERSON|Hiroshi Tanabe⟧ – ⟦CARD|$jcb_a⟧ – no CVV recorded
  ⟦PERSON|Priscilla Adair⟧ – ⟦CARD|$disc_a⟧ – CVV ⟦CVV|480⟧ – notes column: "SSN ⟦SSN|$ssn_f⟧ for layaway credit check"
Action: file moved to quarantine (SHA-256 ⟪sha256|$sha256_b⟫), acquirer notified, affected customers to be contacted by letter."""),
]
