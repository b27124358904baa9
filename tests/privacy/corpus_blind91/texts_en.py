# -*- coding: utf-8 -*-
"""English texts for blind91.  Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name from values.py."""

TEXTS = []

TEXTS += [
("sms_thread", """Tue 14:02 <- hiya is that the record shop on Dominick St? its ⟦PERSON|Dervla Keane⟧, i had the Blue Note ⟪catalogue_number|BLP 4195⟫ on hold under my name
Tue 14:09 -> Hi ⟦PERSON|Dervla⟧! yes still here, ⟪shelf_price|€42⟫ on the sticker. hold runs til Sat
Tue 14:11 <- grand. can u text me on ⟦PHONE|087 214 6653⟧ when the coltrane repress lands too. i paid the ⟦AMOUNT|€15⟧ deposit on it already
Tue 14:15 -> yep ⟦AMOUNT|€15⟧ logged against hold ⟪hold_id|H-22817⟫, will text ya ⟦PERSON|Dervla⟧ 👍 - Spindle & Groove"""),

("email_with_signature", """From: ⟦PERSON|Aurelio Bassi⟧ <⟦EMAIL|a.bassi.nibs@fastmail.com⟧>
To: ⟦EMAIL|repairs@inkwellandquill.co.uk⟧
Subject: Re: ⟪pen_model|Pelikan M800⟫ - nib regrind quote

Hi ⟦PERSON|Priya⟧,

Thanks for the quote (⟪repair_quote|£65⟫ for the regrind + ⟪postage_rate|£12.50⟫ return postage) - please go ahead. It was my late father's pen so be gentle with it!
I've paid the ⟦AMOUNT|£77.50⟧ by card just now, confirmation ⟪payment_ref|PAY-7Q2K91⟫.

Post it back to:
⟦PERSON|Aurelio Bassi⟧
⟦ADDRESS|Flat 3, 41 Marchmont Crescent
Edinburgh EH9 1HG⟧

Best,
⟦PERSON|Aurelio⟧
--
⟦PERSON|Aurelio Bassi⟧ | Lecturer, School of Divinity
m. ⟦PHONE|+44 7842 615 390⟧"""),
]

TEXTS += [
("nginx_access_log", """# edge-02 /var/log/nginx/access.log (excerpt) - solexchange
⟦IP_ADDRESS|86.143.27.190⟧ - ⟦PERSON|jkowalczyk⟧ [⟪log_timestamp|12/Mar/2024:09:14:02 +0000⟫] "POST /api/v2/checkout HTTP/1.1" 201 512 "https://solexchange.io/p/⟪sneaker_style_code|DZ5485-612⟫" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_3 like Mac OS X)"
⟦IP_ADDRESS|2a02:c7c:5f21:9e00:1d4e:77ab:40c2:e18f⟧ - - [12/Mar/2024:09:14:05 +0000] "GET /p/FQ8138-002?size=10.5 HTTP/1.1" 200 18231 "-" "Mozilla/5.0 (Windows NT 10.0; Win64; x64)"
⟪documentation_ip|203.0.113.77⟫ - - [12/Mar/2024:09:14:06 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "⟪user_agent_version|kube-probe/1.29⟫"
⟦IP_ADDRESS|10.24.3.17⟧ - ⟦PERSON|t.obi⟧ [12/Mar/2024:09:14:09 +0000] "GET /api/v2/me?access_token=⟦APIKEY|$jwt2⟧ HTTP/1.1" 200 733 "-" "okhttp/4.12.0"
⟦IP_ADDRESS|10.24.3.17⟧ - ⟦PERSON|t.obi⟧ [12/Mar/2024:09:14:11 +0000] "PUT /admin/listings/88121 HTTP/1.1" 403 61 "-" "okhttp/4.12.0\""""),

("support_ticket", """Ticket #⟪ticket_id|CS-40918⟫ - Pull-list billing
Customer: ⟦PERSON|Marcus Oyelaran⟧ (⟦EMAIL|m.oyelaran@protonmail.com⟧)
Store: ⟪org_name|Panel Beaters Comics⟫, ⟪place_name|Leeds⟫
Opened by: ⟦PERSON|Shauna Pickering⟧

Cust says he was charged twice for the March pull list (⟦AMOUNT|£38.40⟧ x2). Card on file ends ⟪masked_card|•••• 2207⟫. Refunded ⟦AMOUNT|£38.40⟧ via Stripe, ref ⟪refund_id|re_3OvK2LJx9aQ1bZ⟫.
⟦PERSON|Marcus⟧ asked for a call back on ⟦PHONE|0113 496 2281⟧ after 5, he works shifts. Happy with store credit next time if it happens again.
- SP"""),

("env_file", """# .env.production - dragonshield-stock  (do NOT commit this again ⟦PERSON|Kenji⟧!!)
APP_ENV=production
APP_VERSION=⟪app_version|3.14.2⟫
DATABASE_URL=postgres://tcg_admin:⟦SECRET|mE7vRq2Lp9xWzk⟧@⟦IP_ADDRESS|10.8.0.12⟧:⟪port|5432⟫/stock
REDIS_URL=redis://⟦IP_ADDRESS|10.8.0.13⟧:6379/0
STRIPE_SECRET_KEY=⟦APIKEY|$stripe_sk1⟧
STRIPE_PUBLISHABLE_KEY=⟪publishable_key|$pk_live1⟫
STRIPE_WEBHOOK_SECRET=⟦SECRET|$whsec1⟧
TCGPLAYER_APP_ID=⟪app_id|4417⟫
SENTRY_RELEASE=⟪commit_sha|$sha1⟫
ADMIN_EMAIL=⟦EMAIL|kenji.watanabe@dragonshieldgames.co.uk⟧
SLACK_WEBHOOK_URL=⟦SECRET|$slack_hook1⟧
"""),

("call_transcript", """[Call recording - Hornby & Hatch Model Railways, order line, 11:42]
AGENT (⟦PERSON|Gareth⟧): Hornby and Hatch, ⟦PERSON|Gareth⟧ speaking.
CALLER: Hi, yeah, I'm after the Class 47 in BR blue, the ⟪product_code|R30083⟫?
AGENT: We've one left at ⟪shelf_price|£189.99⟫. Can I take a name?
CALLER: ⟦PERSON|Trevor Ashdown⟧. ⟦PERSON|A-S-H-D-O-W-N⟧.
AGENT: And a contact number in case there's a problem with it?
CALLER: ⟦PHONE|oh one two two five, three four seven, nine eight one⟧.
AGENT: Lovely. Card number when you're ready.
CALLER: ⟦CARD|$card_v1⟧.
AGENT: Expiry and the three digits on the back?
CALLER: Oh-nine twenty-seven, and it's ⟦CVV|418⟧.
AGENT: That's gone through, ⟦AMOUNT|£194.98⟧ with the postage. Delivering to?
CALLER: ⟦ADDRESS|14 Lansdown Grove Court, Bath BA1 5EU⟧.
AGENT: Order ref is ⟪order_id|HH-230611⟫. Anything else today, ⟦PERSON|Trevor⟧?
CALLER: No that's me, cheers."""),

("whatsapp_chat", """[02/05/24, 21:13] ⟦PERSON|Inês Carvalho⟧: hi!! is the 80s levis trucker still available? tag says ⟪product_model|70506-0216⟫, size L
[02/05/24, 21:15] Thrift Theory: hey yes!! ⟪listing_price|£55⟫ + ⟪shipping_rate|£3.90⟫ tracked
[02/05/24, 21:16] ⟦PERSON|Inês Carvalho⟧: perfect sending now to ur paypal
[02/05/24, 21:19] ⟦PERSON|Inês Carvalho⟧: done, ⟦AMOUNT|£58.90⟧ sent, it says ref ⟪paypal_txn_id|6KL81023TB447262S⟫
[02/05/24, 21:20] Thrift Theory: got it ty! address?
[02/05/24, 21:24] ⟦PERSON|Inês Carvalho⟧: ⟦ADDRESS|Flat 12, Cranbrook House, 88 Mare Street, London E8 3RD⟧. if im not in leave it w ⟦PERSON|Tomasz⟧ at no. 10 lol
[02/05/24, 21:25] Thrift Theory: 👍 will post tmrw, royal mail tracking to follow"""),

("python_traceback", """Traceback (most recent call last):
  File "⟦PERSON|/home/mlindqvist⟧/nibworks/shop/payments.py", line 88, in capture
    resp = gateway.transaction.sale({"amount": order.total, "payment_method_nonce": nonce})
  File "⟦PERSON|/home/mlindqvist⟧/.venv/lib/⟪runtime_version|python3.11⟫/site-packages/braintree/configuration.py", line 212, in _check
    raise AuthenticationError("bad credentials for merchant %s" % self.merchant_id)
braintree.exceptions.authentication_error.AuthenticationError: bad credentials for merchant ⟪merchant_id|7kq3vbn4xw2tjc9d⟫
-- locals (frame 1) --
  self.environment = 'production'
  self.public_key = '⟪public_key|qm3t8kd9xw7rj2bv⟫'
  self.private_key = '⟦SECRET|d41f7a9c0e2b58f36a7c9d1e4b0a2f85⟧'
  order.id = '⟪order_id|NW-2024-00517⟫'
  order.email = '⟦EMAIL|h.abernethy@btinternet.com⟧'
  request.remote_addr = '⟦IP_ADDRESS|31.94.18.206⟧'"""),

("trade_credit_application", """ReclaimWorks Salvage - Trade Account Application
Submitted: ⟪submission_timestamp|2024-04-18 16:02 CDT⟫
Business name: ⟪org_name|Hollis Restoration LLC⟫
EIN: ⟪org_tax_id|84-3921176⟫
Principal: ⟦PERSON|Delia M. Hollis⟧
Principal SSN (personal guarantee): ⟦SSN|$ssn1⟧
Date of birth: ⟦DATE_OF_BIRTH|07/22/1979⟧
Home address: ⟦ADDRESS|2217 Magnolia Ave, New Orleans, LA 70115⟧
Mobile: ⟦PHONE|(504) 381-2967⟧
Email: ⟦EMAIL|delia@hollisrestoration.com⟧
Requested credit line: ⟪credit_limit_request|$15,000⟫
Bank reference: Whitney Bank, acct ending ⟪masked_account|…4410⟫
Interested in: heart pine flooring, cast-iron clawfoot tubs, ⟪lot_number|LOT 88-C⟫
Signature: /s/ ⟦PERSON|Delia M. Hollis⟧"""),

("slack_thread", """#ops-webstore
⟦PERSON|nkapoor⟧  ⟪message_time|10:02 AM⟫
importer for the Lunar FOC feed is 401ing since ~2am, logs on ⟦IP_ADDRESS|172.20.14.9⟧ just say unauthorized
⟦PERSON|sbrennan⟧  10:04 AM
thats the shopify side not lunar. i regenerated the admin token yesterday, new one: ⟦APIKEY|$shopify_at1⟧
⟦PERSON|sbrennan⟧  10:04 AM
(deleting this in 5 min)
⟦PERSON|nkapoor⟧  10:05 AM
👍 also @⟦PERSON|Rosie Tran⟧ the ⟪distributor_item_code|MAR241087⟫ variant covers sold out, can you flip them to preorder
⟦PERSON|Rosie Tran⟧  10:11 AM
done. fyi ⟦PERSON|Walt Cieslak⟧ keeps calling about his pull box, his number is ⟦PHONE|412-867-3391⟧, he's still owed ⟦AMOUNT|$23.96⟧ from the double-ship"""),

("sql_dump", """-- consignors, kicksvault_prod, dumped ⟪dump_date|2024-05-02⟫
INSERT INTO consignors (id, full_name, email, phone, payout_iban, payout_pending) VALUES
 (⟪db_row_id|1041⟫, '⟦PERSON|Jasper van Leeuwen⟧', '⟦EMAIL|jasper.vl@ziggo.nl⟧', '⟦PHONE|+31 6 4128 7730⟧', '⟦IBAN|$iban_nl1⟧', '⟦AMOUNT|EUR 412.50⟧'),
 (1042, '⟦PERSON|Noor El Amrani⟧', '⟦EMAIL|noor.elamrani@gmail.com⟧', '⟦PHONE|+31 6 2290 1184⟧', '⟦IBAN|$iban_nl2⟧', '⟦AMOUNT|EUR 1,180.00⟧'),
 (1043, '⟦PERSON|Kwame Mensah-Bonsu⟧', '⟦EMAIL|kmb.kicks@outlook.com⟧', '⟦PHONE|+44 7380 552 194⟧', '⟦IBAN|$iban_gb1⟧', '⟦AMOUNT|GBP 96.00⟧');
-- schema ⟪schema_version|v27⟫, rows: 3"""),

("forum_post", """Re: Best pens for shaky hands?
Posted by ⟦PERSON|inkstainedwretch⟧ » ⟪post_timestamp|14 Feb 2024, 19:40⟫

My dad was diagnosed with ⟦MEDICAL|essential tremor⟧ last year and he's on ⟦MEDICAL|propranolol⟧ now which helps a bit, but his old ⟪pen_model|Parker 51⟫ skips and blots all over. I've got ⟦MEDICAL|rheumatoid arthritis⟧ in both thumbs myself so I get it lol.
Huge thanks to ⟦PERSON|Gwen⟧ at the ⟪place_name|Harrogate⟫ shop who let him try a fat-grip pen with a ⟪nib_size|1.1mm stub⟫ - he wrote a whole birthday card with it.

> Quote from: ⟦PERSON|penpal_mo⟧
> try a heavier brass body, the weight damps the shake"""),

("invoice", """INVOICE  No. ⟪invoice_no|INV-SAL-04471⟫
Brackenridge Architectural Salvage Ltd, ⟪org_address|Unit 7 Tannery Lane, Ludlow SY8 1EF⟫
VAT Reg ⟪org_vat_number|GB 318 4462 09⟫

Bill to: ⟦PERSON|Rhiannon Pryce-Evans⟧
⟦ADDRESS|The Old Forge, 3 Church Row, Clun, Craven Arms SY7 8JG⟧
Tel ⟦PHONE|07968 441 207⟧

Qty  Item                                   Unit       Total
12   Victorian encaustic tiles (sq m)       ⟪unit_price|£145.00⟫    £1,740.00
1    Pitch pine church pew, 8ft             £680.00    £680.00
1    Delivery zone C                        £95.00     £95.00
Subtotal £2,515.00   VAT ⟪vat_rate|20%⟫ £503.00   TOTAL £3,018.00

Deposit received 02/04/24: ⟦AMOUNT|£750.00⟧
Balance due on collection: ⟦AMOUNT|£2,268.00⟧

Pay to Brackenridge Architectural Salvage Ltd, IBAN ⟪org_bank_account|$org_iban_gb⟫"""),

("discord_chat", """#trade-night | The Sideboard Games
[Fri 6:02 PM] ⟦PERSON|Mags⟧: anyone bringing a playset of ⟪card_set_code|OTJ-222⟫ tonight?
[Fri 6:05 PM] ⟦PERSON|deckbuilder_dre⟧: got 3, ⟪quoted_price|$18 ea⟫
[Fri 6:06 PM] ⟦PERSON|Mags⟧: ill take all 3. venmo?
[Fri 6:06 PM] ⟦PERSON|deckbuilder_dre⟧: yeah @⟦PERSON|andre-lutz-7⟧
[Fri 6:09 PM] ⟦PERSON|Mags⟧: sent ⟦AMOUNT|$54⟧, memo says "thoughtseize tax" lol
[Fri 6:15 PM] ⟦PERSON|Priyanka⟧ (staff): reminder back room wifi is ⟪wifi_ssid|SIDEBOARD-GUEST⟫, pw ⟦PASSWORD|manaflood2024⟧. if you're staying for the late draft the side door keypad is ⟦PASSWORD|2-8-0-6⟧ then #
[Fri 6:16 PM] ⟦PERSON|deckbuilder_dre⟧: ty ⟦PERSON|Priyanka⟧"""),
]

TEXTS += [
("meeting_minutes", """Groove Collective Records - staff meeting minutes
Date: ⟪meeting_date|Thu 7 March 2024⟫   Minutes taken by: ⟦PERSON|Sunita Varma⟧
Present: ⟦PERSON|Hamish Reid⟧ (chair), ⟦PERSON|Ola Bankole⟧, ⟦PERSON|Jo Whitcombe⟧, ⟦PERSON|Sunita Varma⟧
Apologies: ⟦PERSON|Callum⟧ (off with ⟦MEDICAL|flu⟧)

1. Rota - ⟦PERSON|Ola⟧ is off from 18 Mar for ⟦MEDICAL|ACL reconstruction⟧ on her left knee, expects ~6 wks. ⟦PERSON|Jo⟧ covering Saturdays.
2. Pay - agreed ⟦PERSON|Sunita⟧ moves to ⟦AMOUNT|£12.60⟧/hr from April (was ⟦AMOUNT|£11.44⟧).
3. RSD - allocation confirmed at ⟪rsd_allocation|312 titles⟫, cash float ⟪cash_float|£400⟫ each till. Queue opens 7am.
4. New till PIN for Saturday staff is ⟦PASSWORD|5531⟧ - don't write it on the till this time.
5. ⟦PERSON|Hamish⟧ to ring the landlord Mr ⟦PERSON|Dobrev⟧ on ⟦PHONE|0117 924 3381⟧ re the damp in the basement racks.
Next meeting ⟪meeting_date|4 April⟫."""),

("k8s_secret_yaml", """apiVersion: v1
kind: Secret
metadata:
  name: locoyard-shop-secrets
  namespace: ⟪k8s_namespace|shop-prod⟫
  annotations:
    owner: ⟦EMAIL|f.mcallister@locoyard.co.uk⟧
type: Opaque
stringData:
  SMTP_HOST: smtp.sendgrid.net
  SMTP_USER: apikey
  SMTP_PASSWORD: ⟦APIKEY|$sendgrid1⟧
  MAILCHIMP_API_KEY: ⟦APIKEY|$mailchimp1⟧
  ADMIN_BOOTSTRAP_PASSWORD: ⟦PASSWORD|Duchess0fHamilton!46229⟧
  PAYPAL_CLIENT_ID: ⟪client_id|$paypal_client1⟫
  PAYPAL_CLIENT_SECRET: ⟦SECRET|$paypal_sec1⟧
  SESSION_SIGNING_KEY: ⟦SECRET|$jwt_secret1⟧
  DB_DSN: mysql://shop:⟦SECRET|tR4in$potter_77⟧@⟦IP_ADDRESS|10.42.7.21⟧:3306/shop
# image: ⟪container_image|ghcr.io/locoyard/shop:2.8.1⟫"""),

("payroll_csv", """# Thread & Bone Vintage - payroll export, period ⟪payroll_period|2024-04⟫
employee_no,name,ni_number,dob,gross_month,bank_iban,tax_code
⟪employee_number|TB007⟫,⟦PERSON|Keeley Mountford⟧,⟦NATIONAL_ID|$uk_nino1⟧,⟦DATE_OF_BIRTH|1996-08-13⟧,⟦AMOUNT|£1842.50⟧,⟦IBAN|$iban_gb2⟧,⟪tax_code|1257L⟫
TB009,⟦PERSON|Dario Esposito⟧,⟦NATIONAL_ID|$uk_nino2⟧,⟦DATE_OF_BIRTH|2001-01-30⟧,⟦AMOUNT|£1210.00⟧,⟦IBAN|$iban_gb5⟧,1257L
TB012,⟦PERSON|Anjali Menon⟧,⟦NATIONAL_ID|$uk_nino3⟧,⟦DATE_OF_BIRTH|1988-11-02⟧,⟦AMOUNT|£2305.75⟧,⟦IBAN|$iban_ie1⟧,BR
# 3 rows, generated by ⟪software_version|BrightPay 24.1.0⟫"""),

("shell_history", """  501  ssh ⟦PERSON|mokafor⟧@⟦IP_ADDRESS|159.65.88.214⟧
  502  sudo tail -f /var/log/kicksvault/worker.log
  503  mysql -h ⟦IP_ADDRESS|10.116.0.4⟧ -u admin -p'⟦PASSWORD|Jordan4Retro!!⟧' kicksvault
  504  export AWS_ACCESS_KEY_ID=⟦APIKEY|$aws_akid1⟧
  505  export AWS_SECRET_ACCESS_KEY=⟦SECRET|$aws_secret1⟧
  506  aws s3 sync s3://kv-product-shots ./shots --region eu-west-2
  507  curl -H "Authorization: Bearer ⟦APIKEY|$gh_pat1⟧" https://api.github.com/repos/kicksvault/infra/actions/runs
  508  curl http://⟪loopback_ip|127.0.0.1⟫:⟪port|8000⟫/healthz
  509  git checkout ⟪git_branch|hotfix/size-chart-eu⟫
  510  docker pull ⟪container_image|redis:7.2.4-alpine⟫
  511  ping -c3 ⟪documentation_ip|198.51.100.23⟫
  512  ssh -i ~/.ssh/id_ed25519 deploy@⟦IP_ADDRESS|100.71.12.50⟧
  513  history | grep ⟦PERSON|mokafor⟧"""),

("ocr_business_card", """[scan_0412.jpg - OCR, conf 0.86]
THE NIB WHlSPERER
custom grinds · restorations · ⟪place_name|Kraków⟫
⟦PERSON|Rafał Dziedzic⟧
Nibmeister
M: ⟦PHONE|+48 601 288 415⟧
Studi0: ⟦PHONE|+48 12 422 09 71⟧
E: ⟦EMAIL|rafal@nibwhisperer.pl⟧
IG @⟦PERSON|rafal.grinds⟧
NIP ⟪org_tax_id|6762458013⟫  |  ⟪event_name|Warsaw Pen Show 2024⟫ - booth ⟪booth_number|B14⟫"""),

("product_review", """★★★★☆  Great pressing, slight dish - reviewed ⟪review_date|3 January 2024⟫
Bought the ⟪reissue_series|Tone Poet⟫ reissue of ⟪catalogue_number|BST 84185⟫ from the ⟪place_name|Camden⟫ branch for ⟪shelf_price|£34.99⟫. Deadwax reads ⟪matrix_number|BST-84185-A-RE1⟫, pressed at ⟪pressing_plant|RTI⟫, ⟪record_weight|180g⟫. Slight dish on side B but it tracks fine on my ⟪turntable_model|Technics SL-1200MK7⟫. Gatefold is gorgeous. Staff knew their stuff. Order ⟪order_id|CMD-771204⟫ arrived in 2 days."""),

("voicemail_transcript", """Voicemail - ⟪voicemail_received|Mon 09:17⟫, 1 min 48 s (auto-transcribed, may contain errors)
"Hi, this is ⟦PERSON|Bernadette Quigley⟧, I'm ringing about the ⟪item_description|cast iron fireplaces⟫. We're clearing my mother's house at ⟦ADDRESS|22 Wellington Road, Ballsbridge, Dublin 4, D04 T6K2⟧ and there's two Victorian ones and a load of ⟪material|Bangor slate⟫ in the back. Could somebody call me back on ⟦PHONE|oh eight six, four four one, double two seven nine⟧, that's ⟦PHONE|086 441 2279⟧. My brother ⟦PERSON|Declan⟧ is there Thursdays if you want to look, his mobile is ⟦PHONE|087 930 1164⟧. The key safe is ⟦PASSWORD|3307⟧ and the alarm is ⟦PASSWORD|1-9-6-8⟧. Thanks, bye.\""""),

("travel_booking_sheet", """Team trip - WCS Yokohama - flights sheet (shared with ⟪org_name|Horizon Group Travel⟫)
Booking ref ⟪booking_reference|QX7T4M⟫

| Traveller | DOB | Passport | Nat. |
|---|---|---|---|
| ⟦PERSON|Liam Gallacher⟧ | ⟦DATE_OF_BIRTH|03/09/1998⟧ | ⟦PASSPORT|$pp_uk1⟧ | GBR |
| ⟦PERSON|Hana Sato⟧ | ⟦DATE_OF_BIRTH|21/12/2002⟧ | ⟦PASSPORT|$pp_jp1⟧ | JPN |
| ⟦PERSON|Callum Reyes⟧ | ⟦DATE_OF_BIRTH|11/04/1995⟧ | ⟦PASSPORT|$pp_us1⟧ | USA |

Flights ⟪flight_number|BA7⟫ LHR-HND 13 Aug, back BA6 on 20 Aug. Fare quoted ⟪fare_quote|£1,142⟫ pp.
Emergency contact: ⟦PERSON|Moira Gallacher⟧ (⟦PERSON|Liam⟧'s mum) ⟦PHONE|07731 206 558⟧
Dietary/medical: ⟦PERSON|Hana⟧ is ⟦MEDICAL|coeliac⟧; ⟦PERSON|Callum⟧ carries an ⟦MEDICAL|EpiPen⟧ (⟦MEDICAL|peanut allergy⟧)."""),

("gdpr_request_email", """From: ⟦PERSON|Siobhán Mac Aodha⟧ <⟦EMAIL|siobhan.macaodha@eircom.net⟧>
To: ⟦EMAIL|hello@forbiddenpanel.ie⟧
Subject: Subject access request (⟪legal_article|GDPR Art. 15⟫)

Hi,
I'd like a copy of all personal data you hold on me. To find me: customer no ⟪customer_number|FP-20931⟫, signed up with my old address ⟦ADDRESS|Apt 6, 19 Ranelagh Road, Dublin 6, D06 XR82⟧ and phone ⟦PHONE|+353 85 172 4490⟧.
Please also confirm you deleted the photo of my passport (⟦PASSPORT|$pp_au1⟧) that staff took for the signed-issue raffle at ⟪event_name|Free Comic Book Day 2019⟫. That should never have been kept.

Regards,
⟦PERSON|Siobhán⟧"""),

("chargeback_response", """Dispute response - case ⟪dispute_case_id|dp_1P2xQ7LkB9s0⟫  Reason: fraudulent
Order ⟪order_id|SX-118402⟫, placed 2024-02-09 22:41 UTC, ⟪sneaker_style_code|FD1437-400⟫ size ⟪shoe_size|US 9.5⟫
Cardholder on order: ⟦PERSON|Brandon Whitlock⟧
Billing & shipping: ⟦ADDRESS|4410 Kessler Blvd N Dr, Indianapolis, IN 46228⟧
Delivered 2024-02-13, signed "⟦PERSON|B. Whitlock⟧"
Checkout IP ⟦IP_ADDRESS|73.152.204.18⟧ - same IP as 3 previous undisputed orders
Device fingerprint ⟪device_fingerprint|$sha2⟫
Amount disputed: ⟦AMOUNT|$287.40⟧
Customer emailed from ⟦EMAIL|bwhitlock317@yahoo.com⟧ on 02-14 asking whether we buy back worn pairs (screenshot attached).
Card: ⟪masked_card|Visa ending 4471⟫"""),

("incident_report", """ACCIDENT / INCIDENT REPORT - ⟪org_name|Old Mill Reclamation⟫
Report no ⟪incident_number|IR-2024-019⟫   Date/time: 06/06/2024 14:25
Injured person: ⟦PERSON|Kieran Doyle-Marsh⟧   DOB: ⟦DATE_OF_BIRTH|15 Aug 1990⟧
Home address: ⟦ADDRESS|7 Foundry Cottages, Stalybridge SK15 2QT⟧   Tel: ⟦PHONE|07412 889 305⟧
What happened: ⟦PERSON|Kieran⟧ was de-nailing reclaimed oak joists in bay ⟪yard_bay|B4⟫ when a 900mm offcut slipped off the trestle. ⟦MEDICAL|Deep laceration to left forearm⟧, approx 6cm.
First aid by ⟦PERSON|Nadia Osei⟧. Driven to ⟪org_name|Tameside General⟫ A&E by ⟦PERSON|Phil⟧ - ⟦MEDICAL|7 stitches⟧ and a ⟦MEDICAL|tetanus booster⟧. NB ⟦PERSON|Kieran⟧ is ⟦MEDICAL|type 1 diabetic⟧; sugar checked on site, ⟦MEDICAL|4.1 mmol/L⟧.
RIDDOR reportable: no (under 7 days off)."""),

("json_api_response", """GET /v1/members/⟪loyalty_member_id|SBG-00813⟫  -> 200 OK
{
  "member_id": "SBG-00813",
  "first_name": "⟦PERSON|Oluwaseun⟧",
  "last_name": "⟦PERSON|Adebayo-Clarke⟧",
  "preferred_name": "⟦PERSON|Seun⟧",
  "email": "⟦EMAIL|seun.ac@gmail.com⟧",
  "phone": "⟦PHONE|+447845390116⟧",
  "dob": "⟦DATE_OF_BIRTH|2004-05-17⟧",
  "store_credit": "⟦AMOUNT|GBP 41.50⟧",
  "tier": "⟪loyalty_tier|Mythic⟫",
  "created_at": "⟪iso_timestamp|2022-09-03T15:21:09Z⟫",
  "last_seen_ip": "⟦IP_ADDRESS|81.107.44.213⟧",
  "api_version": "⟪api_version|2024-01-15⟫"
}"""),
]

TEXTS += [
("docker_compose", """# docker-compose.yml - crate & spindle stock sync
services:
  discogs-sync:
    image: ⟪container_image|ghcr.io/crateandspindle/discogs-sync:1.6.0⟫
    environment:
      DISCOGS_USER_TOKEN: ⟦APIKEY|$discogs1⟧
      DISCOGS_USERNAME: ⟪org_account|crateandspindle⟫
      SHOP_DB_PASSWORD: ⟦PASSWORD|Cr4te&Sp1ndle⟧
      NOTIFY_EMAIL: ⟦EMAIL|ben.okonkwo@crateandspindle.com⟧
  db:
    image: ⟪container_image|postgres:16.2⟫
    environment:
      POSTGRES_PASSWORD: ⟦PASSWORD|wax-trax-1979⟧
    ports:
      - "⟪port_mapping|5433:5432⟫"
# ⟦PERSON|Ben⟧'s laptop for local dev: ⟦IP_ADDRESS|192.168.1.44⟧"""),

("notes_app_dump", """shop logins DO NOT DELETE   (edited ⟪note_edit_time|22 Jan 2024 23:18⟫)

github (⟪org_account|forbiddenpanel-dev⟫) recovery codes:
⟦SECRET|$recov1⟧   ⟦SECRET|$recov2⟧
⟦SECRET|$recov3⟧   ⟦SECRET|$recov4⟧
⟦SECRET|$recov5⟧   ⟦SECRET|$recov6⟧

google workspace backup codes (⟦EMAIL|owner@forbiddenpanel.ie⟧)
1. ⟦SECRET|$gcode1⟧   2. ⟦SECRET|$gcode2⟧   3. ⟦SECRET|$gcode3⟧

shopify staff pin ⟦PASSWORD|804417⟧
alarm ⟦PASSWORD|2580⟧ (ask ⟦PERSON|Cormac⟧ if it changes)
wifi ⟪wifi_ssid|ForbiddenPanel_5G⟫ / ⟦PASSWORD|xmen97cartoon⟧"""),

("lease_agreement", """COMMERCIAL LEASE - SHORT FORM
This agreement is made on ⟪contract_date|1 March 2024⟫ between:
Landlord: ⟦PERSON|Gordon Fairweather⟧ of ⟦ADDRESS|Hillcrest, 9 Abbey Lane, Sheffield S7 2QZ⟧ ("the Landlord"); and
Tenant: ⟦PERSON|Yasmin Haddad⟧ trading as ⟪org_name|Second Skin Vintage⟫, of ⟦ADDRESS|41 Bramwith Road, Sheffield S11 7EZ⟧ ("the Tenant").
Premises: ⟪premises_address|Unit 3, Sharrow Vale Arcade, Sheffield S11 8ZF⟫.
Term: three (3) years. Rent: ⟦AMOUNT|£1,150⟧ per calendar month, payable on the 1st to the Landlord's account ⟦IBAN|$iban_gb4⟧.
Deposit: ⟦AMOUNT|£3,450⟧, held in accordance with clause 7.
Signed ⟦PERSON|G. Fairweather⟧ ............  Signed ⟦PERSON|Y. Haddad⟧ ............
Witness: ⟦PERSON|Maureen Platt⟧, ⟦ADDRESS|2 Oakbrook Road, Sheffield S11 7ED⟧"""),

("contact_form_submission", """New submission - "Restoration enquiry" (form ⟪form_id|wf-7781⟫)
Name: ⟦PERSON|Edwin Achterberg⟧
Email: ⟦EMAIL|e.achterberg@telenet.be⟧
Phone: ⟦PHONE|+32 3 248 61 90⟧
Pen: ⟪pen_model|Montblanc 149⟫, ⟪pen_era|1950s⟫, ⟪nib_grade|14C⟫ nib
Message: Hello, this was my grandfather's pen. Piston is seized and the cap ring cracked. Since my ⟦MEDICAL|stroke⟧ in 2022 my handwriting is much larger, could the nib be reground to a ⟪nib_size|BB⟫? I can pay by transfer from ⟦IBAN|$iban_be1⟧.
Submitted from ⟦IP_ADDRESS|178.117.52.9⟧"""),

("sms_reminder", """SoleCheck: Hi ⟦PERSON|Darnell⟧, your legit-check appt is confirmed for ⟪appointment_time|Sat 18 May, 2:30pm⟫ at our Deansgate studio. Ref ⟪booking_reference|LC-55910⟫. Bring box + receipt. Fee ⟪service_fee|£15⟫ payable on the day. To rebook call ⟦PHONE|0161 830 4471⟧.

[internal fwd from ⟦PERSON|Kasia⟧] ⟦PERSON|Darnell Hughes⟧ ⟦PHONE|07958 203 114⟧ already paid ⟦AMOUNT|£15.00⟧ online so dont charge him again at the desk"""),

("git_commit_diff", """commit ⟪commit_sha|4be0c2d19a77f3e0b5c81d2e6a9f04c3b71e8d55⟫
Author: ⟦PERSON|Tobias Engström⟧ <⟦EMAIL|tobias@trackside-models.se⟧>
Date:   ⟪commit_date|Wed Mar 20 10:12:44 2024 +0100⟫

    remove creds from config, use env instead (sorry!!)

diff --git a/config/production.ini b/config/production.ini
index ⟪git_blob_range|3f1c2ab..9e04d17⟫ 100644
--- a/config/production.ini
+++ b/config/production.ini
@@ -12,9 +12,9 @@ [storage]
 bucket = trackside-product-images
 region = ⟪cloud_region|eu-north-1⟫
-aws_access_key_id = ⟦APIKEY|$aws_akid2⟧
-aws_secret_access_key = ⟦SECRET|$aws_secret2⟧
+aws_access_key_id = ${AWS_ACCESS_KEY_ID}
+aws_secret_access_key = ${AWS_SECRET_ACCESS_KEY}
 [mail]
-smtp_password = ⟦PASSWORD|Märklin1935!⟧
+smtp_password = ${SMTP_PASSWORD}
 admin = ⟦EMAIL|orders@trackside-models.se⟧"""),

("job_application_email", """Subject: Application - Saturday Assistant (ref ⟪job_reference|FP-SAT-24⟫)

Hi there,
My name is ⟦PERSON|Tariq Haneef⟧ and I'd love to apply for the Saturday role. I'm 19 (DOB ⟦DATE_OF_BIRTH|2 June 2005⟧) and study illustration at ⟪org_name|Leeds Arts University⟫, and I've been buying from your back-issue bins since I was 12!
I should mention I have ⟦MEDICAL|dyslexia⟧, so written instructions for the till would really help.
Currently on ⟦AMOUNT|£6.40⟧ an hour at a bakery. I live at ⟦ADDRESS|58 Harehills Lane, Leeds LS8 5HE⟧, ten mins walk. Mobile ⟦PHONE|07563 118 940⟧.
Reference: Ms ⟦PERSON|Carole Denby⟧ (my manager) - ⟦PHONE|0113 266 0192⟧

Thanks,
⟦PERSON|Tariq⟧"""),

("marketplace_listing", """Item ⟪marketplace_item_number|296104882371⟫ - Bachmann ⟪product_code|32-285⟫ Class 20 diesel, ⟪model_scale|OO gauge⟫, DCC ready, boxed
Seller: ⟦PERSON|steamfan_1962⟧ (1,284)   ⟪listing_price|£74.99⟫ + ⟪shipping_rate|£4.20⟫ P&P   Item location: ⟪place_name|Crewe⟫

Questions & answers
Q: does it run ok on analogue dc? could collect, ring me ⟦PHONE|07789 340 612⟧ - ⟦PERSON|Keith⟧
A: Hi ⟦PERSON|Keith⟧, yes runs sweet on DC. I'm ⟦PERSON|Roy⟧, collection from ⟦ADDRESS|31 Gresty Road, Crewe CW2 6EL⟧ any evening after 6."""),

("refund_confirmation_email", """Subject: Refund processed - order ⟪order_id|IQ-88213⟫

Dear Frau ⟦PERSON|Weißenborn⟧,

We're so sorry the ⟪ink_name|Iroshizuku Kon-peki⟫ bottle arrived broken. We have refunded ⟦AMOUNT|€28,90⟧ to your account ⟦IBAN|$iban_de1⟧ (account holder: ⟦PERSON|Hannelore Weißenborn⟧). It should arrive within 3-5 working days; our bank's reference is ⟪bank_reference|SEPA-2404-77120⟫.

Kind regards,
⟦PERSON|Priya Raman⟧
Inkwell & Quill | ⟦PHONE|+44 1223 902 417⟧ | ⟦EMAIL|hello@inkwellandquill.co.uk⟧"""),

("kyc_verification_note", """Seller verification - KicksBazaar India  (case ⟪case_number|KYC-IN-30218⟫)
Seller display name: ⟦PERSON|hypebeast_hyd⟧
Legal name: ⟦PERSON|Sai Charan Reddy Kommineni⟧
DOB: ⟦DATE_OF_BIRTH|9 October 1999⟧
Aadhaar (masked on upload, full no. read from the back of the card): ⟦NATIONAL_ID|$in_aadhaar1⟧ / on file as ⟪masked_id|XXXX XXXX 2262⟫
Address: ⟦ADDRESS|Flat 402, Sri Sai Residency, Road No. 12, Banjara Hills, Hyderabad 500034⟧
Mobile: ⟦PHONE|+91 98490 17236⟧
Payout UPI verified; first payout ⟦AMOUNT|₹18,400⟧ released after ⟪hold_period|7-day hold⟫.
Reviewer: ⟦PERSON|Ananya Bose⟧"""),

("vendor_registration_form", """FERIA DEL DISCO DE MADRID - vendor registration (English form)
Stand ⟪stand_number|C-27⟫, 2 tables, ⟪stand_fee|€180⟫ for both days
Vendor: ⟦PERSON|Álvaro Gutiérrez Peña⟧
DNI: ⟦NATIONAL_ID|$es_dni1⟧
Shop (optional): ⟪org_name|Discos Malasaña⟫
Phone: ⟦PHONE|+34 612 48 30 95⟧   Email: ⟦EMAIL|alvaro.gpena@hotmail.es⟧
Refund account for the fee if the fair is cancelled: ⟦IBAN|$iban_es1⟧
Helper on the stand: ⟦PERSON|Lucía Ferrer⟧, NIE ⟦NATIONAL_ID|$es_nie1⟧
Genres: ⟪genre_tags|soul / funk / rumba⟫"""),

("payroll_t4_summary", """Longbox Comics Ltd. - 2023 T4 slip data (draft for accountant)
Employer BN: ⟪business_number|81234 5678 RT0001⟫
Employee: ⟦PERSON|Mathieu Gagnon-Leblanc⟧
SIN: ⟦NATIONAL_ID|$ca_sin1⟧
Address: ⟦ADDRESS|1187 Queen St W, Apt 5, Toronto ON M6J 1H9⟧
Box 14 employment income: ⟦AMOUNT|$38,412.00⟧
Box 22 income tax deducted: ⟦AMOUNT|$4,980.16⟧
Employee: ⟦PERSON|Priyasha Nair⟧
SIN: ⟦NATIONAL_ID|$ca_sin2⟧
Address: ⟦ADDRESS|45 Dundas St E, Unit 1204, Mississauga ON L5A 1W3⟧
Box 14: ⟦AMOUNT|$21,960.50⟧
Prepared by ⟪org_name|Halton Bookkeeping⟫, ⟪form_version|T4 (23)⟫"""),

("consignment_agreement", """KONSIGNATIONSAVTAL / CONSIGNMENT AGREEMENT - ⟪org_name|Second Hand Hjärta AB⟫, Stockholm
Consignor: ⟦PERSON|Elin Sjöberg⟧
Personnummer: ⟦NATIONAL_ID|$se_pnr1⟧ (born ⟦DATE_OF_BIRTH|23 November 1984⟧)
Address: ⟦ADDRESS|Götgatan 48 lgh 1102, 118 26 Stockholm⟧
Mobile: ⟦PHONE|070-482 19 66⟧
Items: ⟪item_count|14 pieces⟫ incl. 1970s ⟪brand_name|Marimekko⟫ dress, Acne leather jacket
Split: ⟪commission_rate|60/40⟫ in consignor's favour. Unsold items returned after 90 days.
Payout to Swish on the mobile above. Advance paid today: ⟦AMOUNT|1 500 kr⟧, signed ⟪contract_date|2024-03-09⟫."""),
]

TEXTS += [
("customs_commercial_invoice", """COMMERCIAL INVOICE - DHL Express, AWB ⟪airway_bill|4829103374⟫
Shipper: ⟪org_name|Kimono Attic Vintage⟫, ⟪place_name|Bristol⟫, UK - EORI ⟪eori_number|GB205672212000⟫
Consignee: ⟦PERSON|Fernanda Albuquerque Lins⟧
CPF: ⟦NATIONAL_ID|$br_cpf1⟧
Address: ⟦ADDRESS|Rua Harmonia 1152, apto 71, Vila Madalena, São Paulo - SP, 05435-001⟧
Tel: ⟦PHONE|+55 11 98765-3021⟧   E-mail: ⟦EMAIL|fe.lins@uol.com.br⟧
Contents: 3 x vintage silk haori (used), HS ⟪hs_code|6211.43⟫, country of origin JP
Incoterm ⟪incoterm|DAP⟫ - import duties payable by consignee."""),

("eu_customer_invoice", """Inkwell & Quill Ltd - INVOICE ⟪invoice_no|IQ-EU-2024-0113⟫ (EU customer, OSS)
Customer: ⟦PERSON|Giulia Ferrante⟧
Codice fiscale: ⟦NATIONAL_ID|$it_cf1⟧
Address: ⟦ADDRESS|Via Vigevano 33, 20144 Milano MI⟧
Email: ⟦EMAIL|giulia.ferrante91@libero.it⟧
1 x ⟪pen_model|Aurora Optima 365⟫, nib ⟪nib_size|F⟫ .......... ⟪unit_price|€495.00⟫
IT VAT ⟪vat_rate|22%⟫
Paid by card ⟪masked_card|**** **** **** 0093⟫ on 14/02/2024: ⟦AMOUNT|€603.90⟧"""),

("raffle_signup_sheet", """RAFFLE - ⟪sneaker_style_code|HQ6998-600⟫ "Lost & Found" - Orchard store - draw ⟪draw_time|Sat 3pm⟫
#  | Name                      | NRIC      | Mobile    | Size
1  | ⟦PERSON|Tan Wei Jie⟧               | ⟦NATIONAL_ID|$sg_nric1⟧ | ⟦PHONE|9127 4480⟧ | US 9
2  | ⟦PERSON|Nur Aisyah binte Rahman⟧   | ⟦NATIONAL_ID|$sg_nric2⟧ | ⟦PHONE|8366 0192⟧ | US 6W
3  | ⟦PERSON|Rajesh s/o Krishnan⟧       | ⟪masked_id|SXXXX417H⟫ | ⟦PHONE|9780 3315⟧ | US 10
note from ⟦PERSON|Jolene⟧: STOP writing full NRIC pls, PDPA!! last 3 chars only"""),

("webhook_debug_log", """2024-03-02T11:20:04.118Z INFO  webhook received ⟪stripe_event_id|evt_1OpQ2rLkB9s0aX7c⟫ type=checkout.session.completed
2024-03-02T11:20:04.119Z DEBUG verifying signature with endpoint secret ⟦SECRET|$whsec2⟧  # TODO remove before launch
2024-03-02T11:20:04.121Z INFO  customer_details={"email":"⟦EMAIL|jwoodward.comics@gmail.com⟧","name":"⟦PERSON|Jamie Woodward⟧","phone":"⟦PHONE|+447931301884⟧"}
2024-03-02T11:20:04.122Z INFO  amount_total=6497 currency=gbp (⟦AMOUNT|£64.97⟧)
2024-03-02T11:20:04.300Z INFO  fulfilment queued for ⟪order_id|DJ-W-10442⟫ (⟪item_sku|SKU-ASM300-CGC98⟫)"""),

("email_with_private_key", """From: ⟦PERSON|Dominic Pryor⟧ <⟦EMAIL|dom@pryor-digital.co.uk⟧>
To: ⟦PERSON|Fiona McAllister⟧ <⟦EMAIL|f.mcallister@locoyard.co.uk⟧>
Subject: server access

⟦PERSON|Fiona⟧ - as discussed, key for the new box below (⟦IP_ADDRESS|46.101.37.152⟧, ⟪os_version|Ubuntu 22.04⟫, ssh on ⟪port|2222⟫). Please don't forward it to anyone.

⟦SECRET|$pem_ec1⟧

host key fingerprint ⟪key_fingerprint|SHA256:q7Xv2d9LkP0wR3tYb8NcZ1hJ5mF6sA4eG0uK2iO7pQ⟫
Cheers, ⟦PERSON|Dom⟧"""),

("sms_gateway_config", """# twilio.conf - order notifications
account_sid = ⟪account_sid|$twilio_acsid1⟫
auth_token  = ⟦SECRET|$twilio_auth1⟧
api_key     = ⟦APIKEY|$twilio_sk1⟧
from_number = ⟦PHONE|+44 1270 918 202⟧
# last sent:
# ⟪message_sid|SM8f3b1c2a9d0e4f7a6b5c4d3e2f1a0b9c⟫ -> ⟦PHONE|+447850117392⟧ "Hi ⟦PERSON|Alan⟧, your ⟪product_code|R3990⟫ has shipped!\""""),

("python_settings", """# dropbot/settings.py
TELEGRAM_TOKEN = "⟦APIKEY|$tg_bot1⟧"
ADMIN_CHAT_IDS = [⟪chat_id|48213377⟫, 90215544]  # me + ⟦PERSON|Zainab⟧
CHANNEL = "⟪channel_handle|@y2kthriftdrops⟫"
DEPOP_SHOP = "⟪org_account|y2k.thrift.ldn⟫"
OWNER_PHONE = "⟦PHONE|+44 7404 883 219⟧"  # sms fallback
PROXY = "http://⟦IP_ADDRESS|185.199.229.156⟧:⟪port|3128⟫\""""),

("bot_env_file", """# pricebot/.env
DISCORD_BOT_TOKEN=⟦APIKEY|$discord_bot1⟧
DISCORD_GUILD_ID=⟪guild_id|1093824411987226624⟫
ALERTS_WEBHOOK=⟦SECRET|$discord_hook1⟧
PRICE_CACHE_TTL=⟪cache_ttl|3600⟫
MAINTAINER=⟦PERSON|Wren Halvorsen⟧ <⟦EMAIL|wren@sideboardgames.com⟧>
LOG_LEVEL=info"""),

("python_script", """# listgen.py - writes Depop descriptions from photos (⟦PERSON|Zainab⟧'s quick hack, don't judge)
import openai, googlemaps
openai.api_key = "⟦APIKEY|$openai_proj1⟧"
gmaps = googlemaps.Client(key="⟦APIKEY|$google_key1⟧")
MODEL = "⟪model_name|gpt-4o-mini⟫"
SHOP_EMAIL = "⟦EMAIL|zainab.y2kthrift@gmail.com⟧"
# stripe docs test key, harmless: ⟪example_key|sk_test_4eC39HqLyjWDarjtT1zdp7dc⟫"""),

("totp_provisioning", """otpauth://totp/Shopify:⟦EMAIL|owner@thrifttheory.co.uk⟧?secret=⟦SECRET|$totp1⟧&issuer=Shopify&algorithm=⟪hash_algorithm|SHA1⟫&digits=6&period=30

^ shopify 2fa. and the seed for the Click & Drop login in case @⟦PERSON|Georgia⟧ needs it on her phone: ⟦SECRET|$totp3⟧
(both also in the shared vault ⟪vault_name|Thrift Theory - Ops⟫)"""),

("curl_command", r"""curl 'https://admin.dustjacketcomics.com/orders/export?from=⟪date_param|2024-01-01⟫' \
  -H 'Cookie: sessionid=⟦SECRET|$cookie_dj1⟧; _ga=⟪analytics_cookie|GA1.2.1938475612.1709251200⟫' \
  -H 'User-Agent: ⟪user_agent|Mozilla/5.0 (Macintosh; Intel Mac OS X 14_3)⟫' \
  -H 'X-Forwarded-For: ⟦IP_ADDRESS|90.214.3.77⟧' \
  -H 'X-Staff-User: ⟦PERSON|lwanjiru⟧'
# copied from ⟦PERSON|/home/lwanjiru⟧/Downloads/admin.har"""),

("sick_note_email", """Subject: fit note for this week

Hi ⟦PERSON|Hamish⟧, attaching my fit note from ⟪org_name|Montpelier Health Centre⟫. It says ⟦MEDICAL|acute lumbar strain⟧, not fit for work until the 22nd. They've put me on ⟦MEDICAL|naproxen 500mg⟧ and a ⟦MEDICAL|physio referral⟧ (leaflet just says ⟪drug_leaflet|NSAIDs may cause stomach upset, take with food⟫). Really sorry about ⟪event_name|Record Store Day⟫ prep 😩 ⟦PERSON|Jo⟧ has the keys.
⟦PERSON|Sunita⟧"""),

("w9_form", """Form W-9 (Rev. ⟪form_revision|March 2024⟫) - Request for Taxpayer Identification Number
1 Name: ⟦PERSON|Marisol Echeverría⟧
3 Federal tax classification: Individual/sole proprietor
5-6 Address: ⟦ADDRESS|3901 W Fullerton Ave Apt 2R, Chicago, IL 60647⟧
Part I - Social security number: ⟦SSN|$ssn2⟧
Signature: ⟦PERSON|M. Echeverría⟧   Date: 04/11/2024
[filed with consignor ⟪consignor_id|CN-7730⟫, ⟪org_name|Windy City Soles⟫]"""),

("insurance_claim_form", """CLAIM FORM - Household contents   Policy ⟪policy_number|HCP-4471029-B⟫
Policyholder: ⟦PERSON|Reginald Oakes⟧   Date of birth: ⟦DATE_OF_BIRTH|12.06.1951⟧
Address: ⟦ADDRESS|Fernlea, 6 Station Approach, Hebden Bridge HX7 8AB⟧   Tel: ⟦PHONE|01422 843 019⟧
What happened: burst pipe in the loft, water came through onto my layout. Locos incl. ⟪product_code|R2336⟫ LNER A4 and about 40 wagons ruined.
Amount claimed: ⟦AMOUNT|£4,820.00⟧ (valuation letter attached). Policy excess ⟪policy_excess|£250⟫.
Please telephone rather than write, I am ⟦MEDICAL|registered partially sighted⟧."""),

("order_confirmation_email", """Subject: Order confirmed ✔ #⟪order_id|SX-120033⟫

Hi ⟦PERSON|Chidinma⟧, thanks for your order!
⟪sneaker_style_code|DV0833-105⟫ Dunk Low "Grey Fog" - ⟪shoe_size|UK 5⟫ - ⟪listing_price|£145.00⟫
Delivering to: ⟦PERSON|Chidinma Eze⟧, ⟦ADDRESS|27 Kingsley Road, Hounslow TW3 1QA⟧
Courier will call: ⟦PHONE|07402 556 871⟧
Paid ⟦AMOUNT|£151.99⟧ with ⟪masked_card|Mastercard •••• 6620⟫
Questions? ⟦EMAIL|help@solexchange.io⟧ or ⟦PHONE|020 3966 1840⟧"""),

("mailing_list_csv", """email,first_name,birthday,opt_in_source,joined
⟦EMAIL|harpreet.k.sandhu@gmail.com⟧,⟦PERSON|Harpreet⟧,⟦DATE_OF_BIRTH|1992-03-08⟧,⟪signup_source|instore-ipad⟫,⟪iso_date|2023-08-19⟫
⟦EMAIL|old.crow.records@btinternet.com⟧,⟦PERSON|Ted⟧,⟦DATE_OF_BIRTH|1958-10-27⟧,website,2023-09-02
⟦EMAIL|nadiamusic@icloud.com⟧,⟦PERSON|Nadia⟧,,website,2024-01-11"""),

("sms_thread", """⟦PERSON|Big Mick⟧: that fella ⟦PERSON|Dessie⟧ wants the 2 doors. says hed give ya ⟦AMOUNT|three hundred quid⟧ cash for the pair
Yard: tell him ⟪quoted_price|£380⟫ or no deal, theyre ⟪item_description|1890s pitch pine⟫ not plywood
⟦PERSON|Big Mick⟧: he'll do ⟦AMOUNT|three forty quid⟧ final
Yard: go on then. his number?
⟦PERSON|Big Mick⟧: ⟦PHONE|07887 612 004⟧. collecting sat from ⟪yard_bay|bay 6⟫"""),

("release_notes", """## stocksync ⟪app_version|v2.9.0⟫ (⟪release_date|2024-05-14⟫)
- Fix: Discogs rate-limit back-off now honours Retry-After (#⟪issue_number|412⟫)
- New: matrix/runout field on import, mapped to ⟪field_name|release.identifiers⟫
- Bump ⟪dependency_version|requests 2.31.0⟫
- Default bind address changed from ⟪unspecified_ip|0.0.0.0⟫ to ⟪loopback_ip|127.0.0.1⟫, see docs/deploy.md
- Example config uses the ⟪example_key|AKIAIOSFODNN7EXAMPLE⟫ placeholder again
sha256 ⟪sha256_checksum|$sha256a⟫  stocksync-2.9.0.tar.gz"""),

("police_report_summary", """Crime ref ⟪crime_reference|13/48820/24⟫ - theft from shop
Reporting person: ⟦PERSON|Shauna Pickering⟧ (staff), ⟪org_name|Panel Beaters Comics⟫
Officer in case: PC ⟦PERSON|Liam Broadbent⟧, collar ⟪collar_number|4471⟫
Suspect: male, 20s, grey puffer, took ⟪item_description|CGC 9.6 Amazing Spider-Man #300⟫ (retail ⟪retail_value|£1,250⟫) from the locked case. Same male paid by card earlier in the week, name on receipt ⟦PERSON|J. Harker⟧. CCTV retained.
Shop contact: ⟦PHONE|0113 244 7391⟧"""),

("raffle_entries_json", """[
 {"entry":"⟪raffle_entry_id|R-88120⟫","name":"⟦PERSON|Kyle Brennan⟧","email":"⟦EMAIL|kylebrennan.99@gmail.com⟧","ip":"⟦IP_ADDRESS|109.76.210.14⟧","flag":"ok"},
 {"entry":"R-88121","name":"⟦PERSON|Kyle Brennan⟧","email":"⟦EMAIL|k.y.l.e.brennan99@gmail.com⟧","ip":"⟦IP_ADDRESS|109.76.210.14⟧","flag":"dupe-ip"},
 {"entry":"R-88122","name":"⟦PERSON|Aoife Nolan⟧","email":"⟦EMAIL|aoifenolan@eircom.net⟧","ip":"⟦IP_ADDRESS|2a01:b340:61:2c::1f⟧","flag":"ok"},
 {"entry":"R-88123","name":"⟪test_record|TEST USER⟫","email":"⟪example_email|test@example.com⟫","ip":"⟪documentation_ip|192.0.2.10⟫","flag":"internal"}
]"""),

("whatsapp_group_chat", """Model Railway Club (Tues nights)
[10:41] ⟦PERSON|Clive⟧: clubroom key safe changed to ⟦PASSWORD|1 9 4 8⟧ (year of nationalisation lol)
[10:43] ⟦PERSON|Stan W⟧: noted. ⟦PERSON|Bill⟧'s home from hospital btw, they fitted a ⟦MEDICAL|pacemaker⟧ so keep the soldering station away from him for a bit
[10:44] ⟦PERSON|Clive⟧: good news. subs are ⟪club_subscription|£35⟫ this year, and ⟦PERSON|Bill⟧ still owes ⟦AMOUNT|£20⟧ for the baseboard timber, no rush
[10:52] ⟦PERSON|Stan W⟧: layout for the ⟪event_name|Wakefield exhibition⟫ needs ⟪track_code|SL-E188⟫ points x4"""),
]

TEXTS += [
("phone_order_form_ocr", """MAIL / PHONE ORDER FORM - Inkwell & Quill   [handwritten, scanned 300dpi]
Date: 3/4/24        Taken by: ⟦PERSON|Priya⟧
Customer: Mrs ⟦PERSON|Hilary Coombes⟧
Address: ⟦ADDRESS|Wisteria House, 14 Bath Road, Marlborough SN8 1NN⟧
Tel: ⟦PHONE|01672 512 338⟧
Items: ⟪pen_model|Sailor Pro Gear Slim⟫ ⟪nib_size|14k M⟫ + 2x ⟪ink_name|Diamine Oxblood⟫
Card No: ⟦CARD|$card_mc1⟧   CV2: ⟦CVV|772⟧
Total taken: ⟦AMOUNT|£236.50⟧  auth ⟪auth_code|041927⟫"""),

("live_chat_transcript", """Live chat - KicksVault support - session ⟪chat_session_id|chat_7f21c9⟫
14:02 Visitor (⟦PERSON|Jordan Mbeki⟧): hey my payment keeps failing at checkout
14:03 Agent ⟦PERSON|Sam⟧: Sorry about that! Do you see an error code?
14:04 Visitor: ⟪error_code|do_not_honor⟫. heres the card so u can just do it manually ⟦CARD|$card_amex1⟧ cvv ⟦CVV|3391⟧
14:05 Agent ⟦PERSON|Sam⟧: Please don't share card details in chat, I've redacted them on our side. Could you retry or use PayPal? Your basket (⟪basket_total|£289.00⟫) is saved.
14:07 Visitor: ok used paypal ⟦EMAIL|jordanmbeki@live.co.uk⟧, went thru 👍"""),

("layaway_agreement", """LAYAWAY AGREEMENT - Rust Belt Vintage, ⟪place_name|Pittsburgh⟫
Customer: ⟦PERSON|Tanisha Greer⟧     Phone: ⟦PHONE|(412) 738-2290⟧
Items: 1960s Pendleton board shirt + Levi's Big E trucker, tag total ⟪tag_price|$420⟫
Deposit today: ⟦AMOUNT|$84.00⟧ (20%). Balance ⟦AMOUNT|$336.00⟧ in 3 payments auto-charged on the 1st to card ⟦CARD|$card_v2⟧.
Layaway fee ⟪layaway_fee|$5⟫ is non-refundable. Items held ⟪hold_period|90 days⟫.
Customer signature: ⟦PERSON|T. Greer⟧"""),

("fraud_screen_log", """[fraud-screen] 2024-04-02 03:14:55 WARN velocity rule ⟪rule_id|VR-12⟫ hit: 5 attempts / 10 min
  payload.card_number=⟦CARD|$card_v3⟧   <-- PAN logged in clear!! raise PCI incident
  payload.cardholder=⟦PERSON|Ryan Callaghan⟧
  payload.email=⟦EMAIL|r.callaghan.tcg@gmail.com⟧
  client_ip=⟦IP_ADDRESS|5.62.43.118⟧ geo=NL (BIN country US)
  cart=[⟪card_set_code|MH3-0241⟫ x4] total=⟪cart_total|$612.00⟫
  decision=REVIEW score=⟪risk_score|0.91⟫"""),

("background_check_authorization", """BACKGROUND CHECK AUTHORIZATION - Sole Society Chicago (Sales Associate)
Full legal name: ⟦PERSON|Devontae James Parrish⟧
Other names used: ⟦PERSON|Devontae Parrish-Hill⟧
Date of birth: ⟦DATE_OF_BIRTH|March 3, 2000⟧
SSN: ⟦SSN|$ssn3⟧
Current address (3+ yrs): ⟦ADDRESS|6120 S Kimbark Ave, Chicago, IL 60637⟧
Email: ⟦EMAIL|dparrish00@gmail.com⟧
I authorize ⟪org_name|CheckRight Screening LLC⟫ to obtain consumer reports about me.
Signed ⟦PERSON|D. Parrish⟧   ⟪signature_date|05/02/2024⟫"""),

("support_ticket", """Zendesk #⟪ticket_id|48213⟫ - "Payout on hold??"
From: ⟦PERSON|Gary Lindqvist⟧ (⟦EMAIL|garylindq@comcast.net⟧)
My payout of ⟦AMOUNT|$1,140.25⟧ for the sealed Base Set box has been on hold 9 days. You said verify identity so here: SSN ⟦SSN|$ssn5⟧, DOB ⟦DATE_OF_BIRTH|1974-02-09⟧. Please release it!!

-- Reply from ⟦PERSON|Mei Fong⟧ (Support): Hi ⟦PERSON|Gary⟧, please never send your SSN by email - I've deleted it from the ticket. Payout batch ⟪payout_batch_id|PO-2024-0419⟫ was released this morning."""),

("tax_free_purchase_record", """Record of Purchase of Consumption Tax-Exempt for Export (copy)
Store: ⟪org_name|Hanjiro Harajuku⟫   Permit no. ⟪tax_office_number|TF-1311-0482⟫
Purchaser: ⟦PERSON|JANSSEN MAXIMILIAN⟧
Nationality: GERMANY     Date of birth: ⟦DATE_OF_BIRTH|1993/07/19⟧
Passport No.: ⟦PASSPORT|$pp_de1⟧   Status: Temporary Visitor   Landing: ⟪landing_date|2024/04/08⟫
Goods: 22 used garments (general goods)
Total paid: ⟦AMOUNT|¥187,400⟧"""),

("identity_verification_result", """Identity verification - case ⟪verification_case_id|idv_8Q2mX71⟫
User ⟦PERSON|cartier_kicks⟧ -> legal name ⟦PERSON|Andre Baptiste⟧
Document: US passport ⟦PASSPORT|$pp_us2⟧
DOB on document: ⟦DATE_OF_BIRTH|14 Feb 1997⟧
Selfie match ⟪match_score|0.97⟫, liveness pass. Login IP ⟦IP_ADDRESS|98.207.61.132⟧
Decision: approved, seller ⟪seller_tier|Tier 2⟫ - reviewer ⟦PERSON|k.ostrowski⟧"""),

("price_list", """BRACKENRIDGE SALVAGE - TRADE PRICE LIST ⟪price_list_edition|Spring 2024⟫ (ex VAT)
Reclaimed London yellow stocks ........ ⟪unit_price|£1.10 each⟫
York stone flags 40-50mm .............. ⟪price_per_area|£95/m²⟫
Cast iron column radiators ............ ⟪price_per_section|£28 per section⟫
Pitch pine boards 6" .................. ⟪price_per_metre|£24.50/lin m⟫  (code ⟪product_code|PP-BRD-6⟫)
Delivery zone A ⟪delivery_tariff|£45⟫, zone B £70, zone C £95
Prices valid to ⟪valid_until|30/06/2024⟫. Collection from the yard Mon-Sat."""),

("ci_workflow_yaml", """# .github/workflows/deploy.yml - sideboard-web   (owner: ⟦PERSON|Wren Halvorsen⟧)
name: deploy
on: push
env:
  NODE_VERSION: ⟪runtime_version|20.11.1⟫
  NPM_TOKEN: ⟦APIKEY|$npm1⟧      # FIXME move to repo secrets!!
  SLACK_BOT_TOKEN: ⟦APIKEY|$slack_bot1⟧
  DEPLOY_HOST: ⟦IP_ADDRESS|139.59.201.88⟧
jobs:
  build:
    runs-on: ⟪runner_label|ubuntu-22.04⟫
    steps:
      - uses: ⟪action_ref|actions/checkout@v4⟫
      - run: npm ci && npm run build"""),

("terraform_tfvars", """# terraform.tfvars - crate-and-spindle prod  (⟦PERSON|Ben⟧ pls don't commit this)
aws_access_key = "⟦APIKEY|$aws_akid3⟧"
aws_secret_key = "⟦SECRET|$aws_secret3⟧"
region         = "⟪cloud_region|eu-west-2⟫"
db_password    = "⟦PASSWORD|N0rthernS0ul!66⟧"
office_cidr    = "⟦IP_ADDRESS|82.132.219.40⟧/32"
admin_email    = "⟦EMAIL|ben.okonkwo@crateandspindle.com⟧"
instance_type  = "⟪instance_type|t3.small⟫"
ami_id         = "⟪ami_id|ami-0b9932f4918a00c4f⟫\""""),

("postman_environment", """{
  "name": "Dust Jacket API - prod (exported by ⟦PERSON|Lydia Wanjiru⟧)",
  "values": [
    {"key": "base_url", "value": "https://api.dustjacketcomics.com/v3"},
    {"key": "staff_email", "value": "⟦EMAIL|lwanjiru@dustjacketcomics.com⟧"},
    {"key": "staff_password", "value": "⟦PASSWORD|Wakanda4ever!!⟧"},
    {"key": "bearer", "value": "⟦APIKEY|$jwt1⟧"},
    {"key": "google_client_id", "value": "⟪client_id|$google_client1⟫"},
    {"key": "test_customer_id", "value": "⟪uuid|$uuid1⟫"}
  ],
  "_postman_exported_at": "⟪iso_timestamp|2024-04-30T09:12:44.019Z⟫"
}"""),

("ssh_auth_log", """Apr 12 03:11:42 shop-web-1 sshd[⟪pid|21877⟫]: Failed password for invalid user admin from ⟦IP_ADDRESS|45.134.26.77⟧ port ⟪source_port|52214⟫ ssh2
Apr 12 03:11:45 shop-web-1 sshd[21879]: Failed password for root from ⟦IP_ADDRESS|45.134.26.77⟧ port 52240 ssh2
Apr 12 08:02:13 shop-web-1 sshd[22140]: Accepted publickey for ⟦PERSON|tengstrom⟧ from ⟦IP_ADDRESS|94.254.71.30⟧ port 60112 ssh2: ED25519 ⟪key_fingerprint|SHA256:Hk3d9Wq1xT0bL7rN2mY5vC8pJ4sZ6aE1fG3uI9oK0eM⟫
Apr 12 08:02:13 shop-web-1 systemd-logind[611]: New session 1482 of user ⟦PERSON|tengstrom⟧.
Apr 12 08:15:40 shop-web-1 sudo: ⟦PERSON|tengstrom⟧ : TTY=pts/0 ; PWD=⟦PERSON|/home/tengstrom⟧ ; USER=root ; COMMAND=/usr/bin/systemctl restart shop"""),

("router_config_export", """! Vigor router config export - Old Mill Reclamation office
wan1 ip ⟦IP_ADDRESS|100.78.204.19⟧   ! CGNAT from ISP, no inbound
lan1 ip ⟦IP_ADDRESS|192.168.50.1⟧ mask 255.255.255.0
dhcp reserve ⟦IP_ADDRESS|192.168.50.23⟧   ! ⟦PERSON|Nadia⟧'s laptop
wifi ssid "⟪wifi_ssid|OldMill-Office⟫" wpa2-psk "⟦PASSWORD|reclaimed-oak-1887⟧"
admin user admin password ⟦PASSWORD|Yard!Admin2023⟧
firmware ⟪firmware_version|4.4.2.3⟫   ntp ⟪ntp_server|pool.ntp.org⟫"""),

("google_review", """⭐⭐⭐⭐⭐ ⟦PERSON|Marguerite Ellison⟧ · Local Guide · 42 reviews · 3 weeks ago
Came in for a birthday present for my son and ⟦PERSON|Hamish⟧ spent half an hour helping me choose between two ⟪artist_name|Nick Drake⟫ pressings. Went with ⟪album_title|Pink Moon⟫. Lovely shop, fair prices.
Response from the owner: Thank you ⟦PERSON|Marguerite⟧! Hope he loves it. - ⟦PERSON|Hamish⟧ (and ⟪pet_name|Biscuit⟫ the shop cat 🐈)"""),

("shift_handover_notes", """HANDOVER Sat close -> Sun open (⟦PERSON|Gareth⟧ -> ⟦PERSON|Lorna⟧)
- Mr ⟦PERSON|Pattinson⟧ collecting his ⟪product_code|R3284⟫ Flying Scotsman, repair already paid (⟦AMOUNT|£42.50⟧). Ring ⟦PHONE|01270 663 918⟧ if he's not in by 12.
- ⟦PERSON|Jenny Ruddock⟧ wants Peco ⟪track_code|SL-100F⟫ x10, we've only 6, she'll wait: ⟦PHONE|07711 584 206⟧
- Safe code changed to ⟦PASSWORD|8 3 1 5 0⟧. Float ⟪cash_float|£150⟫ in the safe.
- ⟪pet_name|Mallard⟫ (shop dog) has had his ⟪animal_medication|arthritis tablet⟫ today, don't give him another!"""),

("repair_ticket", """REPAIR TICKET ⟪repair_ticket_id|RT-3381⟫    In: 02/05/24   Promised: 16/05/24
Customer: ⟦PERSON|Fenella Drummond-Hay⟧   Tel ⟦PHONE|0131 557 2094⟧   ⟦EMAIL|fenella.dh@gmail.com⟧
Pen: ⟪pen_model|Parker Duofold Senior⟫ (1928), mandarin yellow
Work: new sac + pressure bar, flush. !! Customer has a ⟦MEDICAL|latex allergy⟧ - silicone sac ONLY and nitrile gloves when handing it back.
Estimate ⟪repair_quote|£55 + VAT⟫. Deposit taken ⟦AMOUNT|£20⟧."""),

("auction_consignor_sheet", """CONSIGNOR SHEET - Spring Comic & Original Art Auction, sale ⟪sale_number|S24-03⟫
Consignor: ⟦PERSON|Théo Marchetti⟧   (consignor no. ⟪consignor_id|C-1182⟫)
Address: ⟦ADDRESS|12 rue des Trois-Frères, 75018 Paris⟧
Email ⟦EMAIL|theo.marchetti@free.fr⟧   Tél ⟦PHONE|+33 6 71 28 49 03⟧
Lot 114 Tintin, ⟪book_edition|1st ed. 1946⟫ - reserve ⟪reserve_price|€2,500⟫, estimate ⟪estimate_range|€3,000-4,000⟫
Seller's commission ⟪commission_rate|12%⟫. Settlement by SEPA transfer to ⟦IBAN|$iban_fr1⟧ within 35 days of the sale."""),

("tournament_registration", """League Cup - Junior Division registration (parent/guardian form)
Player: ⟦PERSON|Oskar Wójcik⟧    Player ID ⟪player_id|4420917⟫    Division ⟪age_division|Junior⟫
DOB: ⟦DATE_OF_BIRTH|2014-09-28⟧
Parent/guardian: ⟦PERSON|Marta Wójcik⟧   Mobile ⟦PHONE|07955 120 877⟧   ⟦EMAIL|marta.wojcik@onet.pl⟧
Medical info for judges: ⟦MEDICAL|asthma⟧, blue ⟦MEDICAL|salbutamol inhaler⟧ in his bag.
Entry fee ⟪entry_fee|£10⟫ paid at the desk."""),

("dictated_letter", """[voice memo -> text, ⟪memo_timestamp|Tue 08:02⟫]
"Letter to Madame ⟦PERSON|Rousseau⟧, ⟦ADDRESS|4 rue du Moulin, 69130 Écully⟧, France. Dear Madame ⟦PERSON|Rousseau⟧ comma new paragraph. Thank you for your deposit of ⟦AMOUNT|two thousand four hundred euros⟧ for the ⟪item_description|Louis XV oak boiserie panels⟫ full stop. The balance of ⟦AMOUNT|three thousand six hundred euros⟧ is due before collection full stop. Our shipping agent ⟦PERSON|Hervé⟧ will ring you on ⟦PHONE|plus three three, four seven eight, nine one, two two, six zero⟧ to book the van full stop. Yours sincerely etcetera.\""""),

("crm_markdown_table", """### Wholesale buyers - vintage bales (Q2)
| Buyer | Company | Email | Phone | City | Last bale |
|---|---|---|---|---|---|
| ⟦PERSON|Kofi Asante⟧ | ⟪org_name|Accra Thrift Hub⟫ | ⟦EMAIL|kofi@accrathrifthub.com⟧ | ⟦PHONE|+233 24 418 7730⟧ | ⟪place_name|Accra⟫ | ⟪bale_code|BALE-90S-SPORT-45KG⟫ |
| ⟦PERSON|Ewa Kamińska⟧ | Szafa Vintage | ⟦EMAIL|ewa@szafavintage.pl⟧ | ⟦PHONE|+48 512 330 184⟧ | Łódź | BALE-Y2K-DENIM-25KG |
| ⟦PERSON|Dimitris Papadakis⟧ | Retro Athina | ⟦EMAIL|d.papadakis@retroathina.gr⟧ | ⟦PHONE|+30 694 221 5038⟧ | Athens | BALE-80S-KNIT-30KG |"""),

("email_thread_forward", """-----Original Message-----
From: ⟦PERSON|Camille Lefèvre⟧ <⟦EMAIL|camille.lefevre@orange.fr⟧>
Sent: 11 April 2024 18:22
Subject: Re: cancelled order - roll-top bath

Bonjour, since the bath is cracked I would like the ⟦AMOUNT|€650⟧ deposit back to ⟦IBAN|$iban_fr2⟧ please. Merci !

> On 10 Apr, ⟦PERSON|Rhys⟧ at ⟪org_name|Brackenridge Architectural Salvage⟫ wrote:
> So sorry ⟦PERSON|Camille⟧, the ⟪item_description|cast iron roll-top bath⟫ (stock ⟪stock_number|BRK-0771⟫) cracked when we moved it."""),

("authenticity_certificate", """CERTIFICATE OF AUTHENTICITY   No. ⟪certificate_number|SC-AUTH-2024-118733⟫
Item: Air Jordan 1 Retro High OG "Chicago Lost & Found"
Style code: ⟪sneaker_style_code|DZ5485-612⟫   Size: US 10
Tag production date: ⟪production_date|11/09/22⟫   Factory: ⟪factory_code|XC⟫
Result: AUTHENTIC - verified ⟪verification_timestamp|2024-05-18 14:41⟫, Deansgate studio
Check it online: ⟪verification_url|https://solecheck.co.uk/v/8Q2-KX7⟫"""),

("classified_ad", """FREE TO GOOD HOME? no lol - VICTORIAN CAST IRON RADIATORS x7 (Portland, ⟪place_name|SE Division⟫)
Pulled from a 1908 foursquare, pressure tested, ⟪radiator_spec|6-column 24" tall⟫. ⟪asking_price|$150 ea OBO⟫ or ⟪asking_price|$900⟫ the lot.
Text ⟦PERSON|Dave⟧ ⟦PHONE|503-481-2276⟧ (no calls after 8pm). Venmo @⟦PERSON|dave-mercado-pdx⟧ for deposit, ⟦AMOUNT|$50⟧ holds them a week.
posting id ⟪posting_id|7739214055⟫"""),
]
