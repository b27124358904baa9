# -*- coding: utf-8 -*-
# English texts for blind68. Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name from values.py
TEXTS = [
("sms", """Hi ⟦PERSON|Dave⟧, it's ⟦PERSON|Marcus Oyelaran⟧ from the forge. Gate hinges done, bal owing ⟦AMOUNT|£340⟧ - bank transfer fine or card over the phone. Ring me on ⟦PHONE|07823 416 902⟧ after 4. Ref ⟪job_number|JOB-2291⟫. Coke delivery ⟪date|Thurs 14th⟫ so yard's shut till ⟪time|11am⟫."""),

("email_signature", """Subject: Re: commission - pendant lights x6

Hi ⟦PERSON|Priya⟧,

Thanks for the deposit of ⟦AMOUNT|£1,200⟧, received this morning. I'll start gathering colour next week (we're using Reichenbach ⟪glass_colour_code|R-137⟫ amber). Invoice ⟪invoice_no|INV-2024-0417⟫ attached.

Could you confirm the delivery address is still ⟦ADDRESS|27 Marlowe Road, Faversham ME13 8BN⟧?

Best,
⟦PERSON|Joanna Whitcombe⟧
⟪org_name|Hot Glass Studio Whitstable⟫
m: ⟦PHONE|07700 913 448⟧ | ⟦EMAIL|joanna@hotglasswhitstable.co.uk⟧"""),

("app_log", """⟪timestamp|2024-05-14T09:12:44.118Z⟫ INFO  [checkout] order=⟪order_id|ORD-88314⟫ customer_email=⟦EMAIL|kfairbrother@gmail.com⟧ ip=⟦IP_ADDRESS|86.142.77.19⟧ total=⟦AMOUNT|£86.40⟧
2024-05-14T09:12:44.502Z WARN  [payments] card declined for ⟦EMAIL|kfairbrother@gmail.com⟧ (issuer code 51) retry_in=30s
2024-05-14T09:13:10.090Z INFO  [checkout] order=⟪order_id|ORD-88314⟫ paid via saved card ⟪masked_card|**** 4431⟫
2024-05-14T09:13:10.311Z DEBUG [engrave] plate_text="⟦PERSON|Kevin Fairbrother⟧ - Club Champion 2024" font=⟪font_name|Copperplate Gothic⟫"""),

("whatsapp_chat", """[⟪chat_timestamp|09/03/2024, 18:42⟫] ⟦PERSON|Sian Pritchard⟧: hiya, are the half chaps ready?
[09/03/2024, 18:45] ⟦PERSON|Rhodri⟧ (Saddler): yes love, ⟦AMOUNT|£145⟧ left to pay. ⟪horse_name|Bella⟫'s girth will be another week, the mare's got a ⟪animal_condition|girth gall⟫ so didn't want to fit it yet
[09/03/2024, 18:46] ⟦PERSON|Sian Pritchard⟧: no worries, I'll pop in sat. my pin for the card machine never works lol its ⟦PASSWORD|7716⟧ right?
[09/03/2024, 18:47] ⟦PERSON|Rhodri⟧ (Saddler): don't send me your PIN!! 🙈"""),

("csv_export", """customer_id,name,email,phone,city,last_order,balance
⟪customer_id|C-1041⟫,⟦PERSON|Harriet Ng⟧,⟦EMAIL|harriet.ng@outlook.com⟧,⟦PHONE|+44 7911 204 388⟧,Oxford,⟪order_id|BB-3310⟫,⟦AMOUNT|£18.50⟧
⟪customer_id|C-1042⟫,⟦PERSON|Tomasz Wiśniewski⟧,⟦EMAIL|t.wisniewski@wp.pl⟧,⟦PHONE|+48 601 447 219⟧,Cambridge,⟪order_id|BB-3316⟫,⟦AMOUNT|£62.50⟧
⟪customer_id|C-1043⟫,⟦PERSON|Ellen Marsh-Okafor⟧,⟦EMAIL|ellenmo@btinternet.com⟧,⟦PHONE|01865 559 230⟧,Oxford,⟪order_id|BB-3318⟫,⟦AMOUNT|£215.00⟧"""),

("env_file", """# .env.production - wick & tallow shop sync
SHOPIFY_STORE=⟪shop_domain|wick-and-tallow.myshopify.com⟫
SHOPIFY_ADMIN_TOKEN=⟦APIKEY|$shp01⟧
STRIPE_SECRET_KEY=⟦APIKEY|$sk01⟧
STRIPE_PUBLISHABLE_KEY=⟪publishable_key|$pk01⟫
STRIPE_WEBHOOK_SECRET=⟦SECRET|$whsec01⟧
DATABASE_URL=postgres://wt_app:⟦SECRET|Tallow!Dip88⟧@⟦IP_ADDRESS|10.14.2.7⟧:⟪port|5432⟫/wt_prod
MAILGUN_API_KEY=⟦APIKEY|$mg01⟧
ADMIN_NOTIFY=⟦EMAIL|becca.holloway@wickandtallow.co.uk⟧
APP_VERSION=⟪version|3.8.2⟫"""),

("support_ticket", """Ticket #⟪ticket_id|WR-20931⟫ | Status: Awaiting parts
Customer: Mr ⟦PERSON|Anthony Castellano⟧
DOB (for insurance valuation): ⟦DATE_OF_BIRTH|02/11/1958⟧
Item: Omega Seamaster 300, ref. ⟪watch_reference|165.024⟫, case serial ⟪masked_serial|2371xxxx⟫ (partly illegible)
Contact: ⟦PHONE|0161 832 7720⟧ / ⟦EMAIL|a.castellano58@yahoo.co.uk⟧
Notes: customer mentioned he has a ⟦MEDICAL|pacemaker⟧ - do NOT use the demagnetiser on the counter while he's in the shop. Quoted ⟪quote|£385⟫ for full service (movement ⟪movement_calibre|cal. 552⟫). Deposit ⟦AMOUNT|£100⟧ paid cash."""),

("slack_thread", """#ops-alerts
⟦PERSON|Tariq Mahmood⟧  ⟪message_time|10:02⟫
prod box is throwing 502s again, ssh'd in as ⟦PERSON|tmahmood⟧@⟦IP_ADDRESS|185.221.34.90⟧ and nginx is fine, it's the engraving queue worker
⟦PERSON|Kerry-Anne Blyth⟧  10:04
restart it. also can someone rotate the bot token, I pasted it in #general yesterday like an idiot: ⟦APIKEY|$xoxb01⟧
⟦PERSON|Tariq Mahmood⟧  10:05
done, revoked. new one is in 1Password not here 😅 worker back up on ⟪version|v2.14.0⟫, commit ⟪git_short_sha|4e1a9c2⟫"""),

("web_form", """VIOLIN RENTAL AGREEMENT - Online Application
Renter name: ⟦PERSON|Danielle Okonkwo-Reyes⟧
Student name: ⟦PERSON|Amara Reyes⟧ (age 9, 1/2 size)
Date of birth (renter): ⟦DATE_OF_BIRTH|1984-07-22⟧
SSN (for credit check): ⟦SSN|$ssn01⟧
Address: ⟦ADDRESS|4410 Alder Creek Dr, Apt 12, Beaverton, OR 97006⟧
Phone: ⟦PHONE|(503) 688-2714⟧
Email: ⟦EMAIL|dokonkwo.reyes@gmail.com⟧
Card on file: ⟦CARD|$card01⟧  Exp ⟪card_expiry|08/27⟫  CVV ⟦CVV|412⟧
Monthly rate: ⟪tariff|$18.00⟫ (1/2 size outfit, model ⟪model_number|SV-130⟫)"""),

("stack_trace", """Traceback (most recent call last):
  File "⟦PERSON|/home/ewilloughby⟧/bindery/sync_orders.py", line 88, in <module>
    client = Client(api_key="⟦APIKEY|$sg01⟧")
  File "⟪library_path|/usr/lib/python3.11/site-packages/sendgrid/client.py⟫", line 41, in __init__
    raise ConnectionError("could not reach ⟪api_domain|api.sendgrid.com⟫ from ⟦IP_ADDRESS|172.31.40.211⟧")
ConnectionError: could not reach ⟪api_domain|api.sendgrid.com⟫ from ⟦IP_ADDRESS|172.31.40.211⟧"""),

("call_transcript", """[Call recording - ⟪org_name|Oakfield Saddlery⟫ - ⟪recording_offset|00:03:12⟫]
AGENT (⟦PERSON|Lewis⟧): ⟪org_name|Oakfield Saddlery⟫, ⟦PERSON|Lewis⟧ speaking.
CALLER: Hi, it's ⟦PERSON|Fiona Dalgleish⟧, I booked a saddle fitting for ⟪horse_name|Monty⟫ on Tuesday?
AGENT: Lovely, yes I've got you. Fitting's ⟪tariff|£60⟫ flat rate. Can I take a contact number in case the fitter's running late?
CALLER: Yeah it's ⟦PHONE|oh seven eight nine four, three three one, five oh two⟧.
AGENT: And card now or on the day?
CALLER: Now's fine, let me read it off: ⟦CARD|$card13⟧, expiry ⟪card_expiry|oh-nine twenty-six⟫, security code ⟦CVV|558⟧.
AGENT: Thanks ⟦PERSON|Fiona⟧. That's ⟦AMOUNT|sixty pounds⟧ taken, you'll get a text."""),

("shell_history", """  501  cd /var/www/cremona-strings
  502  git pull origin main
  503  export AWS_ACCESS_KEY_ID=⟦APIKEY|$akid01⟧
  504  export AWS_SECRET_ACCESS_KEY=⟦SECRET|$awssec01⟧
  505  aws s3 sync ./media ⟪bucket_name|s3://cremona-strings-media⟫ --region ⟪cloud_region|eu-west-2⟫
  506  mysql -u ⟦PERSON|mbonvicini⟧ -p'⟦PASSWORD|Liuteria#1984⟧' -h ⟦IP_ADDRESS|10.0.8.15⟧ shop_db
  507  ssh root@⟦IP_ADDRESS|51.68.140.22⟧
  508  sudo tail -f ⟪file_path|/var/log/nginx/access.log⟫"""),

("invoice", """INVOICE  No. ⟪invoice_no|0417/24⟫                      Date: 3 June 2024
⟪org_name|Black Dog Forge⟫, ⟪org_address|Unit 4 Tannery Yard, Hexham NE46 3SG⟫ · VAT ⟪vat_number|GB 318 4472 09⟫

Bill to: Mrs ⟦PERSON|Gwen Ashcroft⟧, ⟦ADDRESS|Low Riding Farm, Allendale, Hexham NE47 9DX⟧

1  Pair of strap hinges, hand forged, 600mm ........ ⟪price|£180.00⟫
2  Thumb latch, beeswax finish ...................... ⟪price|£65.00⟫
   Subtotal ⟪subtotal|£245.00⟫   VAT 20% ⟪vat_amount|£49.00⟫   TOTAL DUE ⟦AMOUNT|£294.00⟧

Payments to: ⟪org_name|Black Dog Forge Ltd⟫, ⟪org_bank_account|sort code 40-22-61, acc 73019955⟫
Thanks ⟦PERSON|Gwen⟧ - the latch wants a drop of oil once a year."""),

("forum_post", """Re: Burn on forearm from scale - how long to heal?

Posted by ⟦PERSON|anvil_annie⟧ » ⟪post_timestamp|Sat Feb 10, 2024 9:14 pm⟫

Not a doctor but I had a ⟦MEDICAL|2nd-degree burn⟧ from flux last winter, GP put me on ⟦MEDICAL|silver sulfadiazine cream⟧ and it took about three weeks. Honestly go see someone - my mate ⟦PERSON|Gareth Pugh⟧ ignored his and ended up with ⟦MEDICAL|cellulitis⟧ and a course of ⟦MEDICAL|flucloxacillin⟧.

Also whoever asked about the ⟪product_name|Ridgid 3-burner⟫ forge, mine's for sale, ⟪price|250 quid⟫, PM me."""),

("json_config", """{
  "device": "⟪device_id|kiln-ctrl-02⟫",
  "firmware": "⟪firmware_version|4.2.17⟫",
  "wifi": {"ssid": "⟪wifi_ssid|GlassHouse_5G⟫", "psk": "⟦PASSWORD|molten-amber-77⟧"},
  "cloud": {
    "endpoint": "⟪api_url|https://api.kilnlink.io/v2⟫",
    "api_key": "⟦APIKEY|$gapi01⟧",
    "device_secret": "⟦SECRET|$hmac01⟧"
  },
  "owner": {"name": "⟦PERSON|Søren Kjeldgaard⟧", "email": "⟦EMAIL|soren@kjeldgaardglas.dk⟧", "phone": "⟦PHONE|+45 28 91 44 07⟧"},
  "lan_ip": "⟦IP_ADDRESS|192.168.1.48⟧",
  "schedule": [{"segment": 1, "rate": 150, "target": ⟪temperature_setpoint|1160⟫}]
}"""),

("meeting_minutes", """Thameside Bookbinders' Guild - Committee minutes, ⟪meeting_date|12 March 2024⟫
Present: ⟦PERSON|Ruth Adeyemi⟧ (chair), ⟦PERSON|Colin Ferris⟧, ⟦PERSON|Mei-Ling Hartmann⟧, ⟦PERSON|Anjali Desai⟧ (treasurer)
Apologies: ⟦PERSON|Bernard Kowalczyk⟧ (⟦MEDICAL|hip replacement⟧, recovering well)

1. Treasurer's report: balance ⟪org_total|£4,312.18⟫ (Guild account). ⟦PERSON|Anjali⟧ has reimbursed ⟦PERSON|Colin⟧ ⟦AMOUNT|£86.40⟧ for the leather order.
2. Workshop venue: ⟪place_name|St Anne's hall⟫ hire now ⟪tariff|£35/session⟫. Agreed.
3. Membership: ⟦PERSON|Mei-Ling⟧ to chase three lapsed members. Annual sub remains ⟪membership_fee|£40⟫.
4. AOB: ⟦PERSON|Colin⟧ reminded everyone the guillotine is PIN locked - code is ⟦PASSWORD|2580⟧, don't write it on the wall again.
Next meeting 9 April."""),

("sql_insert", """INSERT INTO customers (id, full_name, dob, email, phone, address, ni_number) VALUES
 (⟪row_id|2207⟫, '⟦PERSON|Beatrice Okafor⟧', '⟦DATE_OF_BIRTH|1990-03-15⟧', '⟦EMAIL|bea.okafor@icloud.com⟧', '⟦PHONE|07412 558 031⟧', '⟦ADDRESS|3 Wren Close, Kettering NN15 6RT⟧', '⟦NATIONAL_ID|$nino01⟧'),
 (⟪row_id|2208⟫, '⟦PERSON|Graham Tulloch⟧', '⟦DATE_OF_BIRTH|1949-12-01⟧', '⟦EMAIL|gtulloch@talktalk.net⟧', '⟦PHONE|01536 727 604⟧', '⟦ADDRESS|88 Rockingham Rd, Corby NN17 1AF⟧', '⟦NATIONAL_ID|$nino02⟧');
-- migrated from legacy CSV, batch ⟪batch_date|2024-06-02⟫, checksum sha256:⟪hash|$sha01⟫"""),

("product_review", """★★☆☆☆  "Engraving spelled my son's name wrong"
Reviewed by ⟦PERSON|Louise Garnham⟧, ⟪review_date|18 Nov 2023⟫ - Verified purchase

Ordered the 10" crystal star award (SKU ⟪sku|TRX-CS10⟫) for my son ⟦PERSON|Callum⟧'s under-11s player of the year. Paid ⟦AMOUNT|£47.99⟧, it arrived with "⟦PERSON|Calum Garnham⟧" engraved. Shop offered a refund of ⟦AMOUNT|£15⟧ or a remake, we took the remake but it came after the presentation night. Customer service (⟦PERSON|Dean⟧) was polite at least. Won't use ⟪org_name|Podium Trophies Direct⟫ again."""),

("docker_compose", """version: "⟪compose_version|3.9⟫"
services:
  shop:
    image: ⟪docker_image|ghcr.io/lathercraft/shop:2.3.1⟫
    environment:
      - DATABASE_URL=mysql://lather:⟦SECRET|Saponify2023!⟧@⟦IP_ADDRESS|172.18.0.3⟧:⟪port|3306⟫/lather
      - SENDGRID_API_KEY=⟦APIKEY|$sg02⟧
      - SESSION_SECRET=⟦SECRET|$djsec01⟧
      - ADMIN_EMAIL=⟦EMAIL|nadia.farouk@lathercraft.co.uk⟧
    ports:
      - "⟪port_mapping|8080:80⟫"
  db:
    image: ⟪docker_image|mysql:8.0.36⟫
    environment:
      MYSQL_ROOT_PASSWORD: "⟦PASSWORD|r00t-Lye-Water⟧\""""),

("newsletter", """Wick & Tallow - Spring newsletter

New this season: our soy-coconut container blend (⟪product_code|WT-SC40⟫) pours at ⟪temperature|72°C⟫ and holds up to 10% fragrance load. Pillar blend ⟪product_code|WT-P58⟫ is back in stock.

Workshop dates: 6 April, 20 April, 4 May. Tickets ⟪price|£55 per person⟫, includes materials. Gift vouchers from ⟪price|£25⟫.

Order by 28 March for Mother's Day dispatch. Questions? Reply to this email or visit ⟪url|wickandtallow.co.uk/workshops⟫."""),

("dictation_note", """Dictated ⟪dictation_date|3/14⟫ - repair intake, please type up. Customer is Mr. ⟦PERSON|Howard Feinstein⟧, spelled ⟦PERSON|F-E-I-N-S-T-E-I-N⟧, cello, ⟪instrument_label|Mirecourt label⟫, crack along the bass bar. He's a retired surgeon, mentioned he has ⟦MEDICAL|essential tremor⟧ so he'd like us to call rather than email - number is ⟦PHONE|two one two, five five seven, eight one four three⟧. Estimate was ⟪quote|nine hundred to twelve hundred⟫, he left a deposit of ⟦AMOUNT|three hundred dollars⟧ by check. Social for the insurance rider, he insisted on giving it, is ⟦SSN|$ssn02⟧. Ugh, shred that after."""),
]
TEXTS += [
("jira_ticket", """⟪ticket_id|GLS-482⟫  Checkout 401 after login  [Bug] [Priority: High]
Reporter: ⟦PERSON|Inês Carvalho⟧   Assignee: ⟦PERSON|Bartek Zieliński⟧
Env: ⟪environment_name|staging-2⟫ (app ⟪version|5.1.0-rc3⟫)

Steps: log in as ⟦EMAIL|ines.carvalho@glassworks-studio.pt⟧, add "Murano cane sampler" (SKU ⟪sku|MCS-12⟫) to basket, checkout -> 401.
Request headers from devtools:
  Authorization: Bearer ⟦APIKEY|$jwt01⟧
  X-Forwarded-For: ⟦IP_ADDRESS|94.63.118.202⟧
  Cookie: sessionid=⟦SECRET|$sess01⟧
Expected: payment page. Actual: {"error":"token_expired","request_id":"⟪request_id|$uuid01⟫"}"""),

("receipt", """⟪org_name|TICK & TOCK REPAIRS⟫
⟪org_address|41 Bridge Street, Chester CH1 1NQ⟫
Tel ⟦PHONE|01244 318 602⟧

Date ⟪transaction_time|21/08/2024  14:37⟫     Till 2   Clerk: ⟦PERSON|PHIL⟧
Service: Rolex Datejust ⟪watch_reference|16233⟫, full overhaul + crystal
Customer: Mrs ⟦PERSON|S. Abernethy⟧

VISA CONTACTLESS   ⟪masked_card|************5308⟫
Auth code ⟪auth_code|048812⟫
AMOUNT    ⟦AMOUNT|GBP 495.00⟧
Thank you for your custom!"""),

("ocr_business_card", """⟦PERSON|ANSELM VOGT⟧
Geigenbaumeister · Violin Maker
Werkstatt: ⟪org_address|Hauptstr. 17, 82481 Mittenwald⟫
Mobil ⟦PHONE|+49 171 552 3098⟧
⟦EMAIL|anselm.vogt@geigenbau-vogt.de⟧
⟪url|www.geigenbau-vogt.de⟫   USt-IdNr. ⟪vat_number|DE284711903⟫"""),

("password_manager_export", """name,url,username,password,totp,notes
Shopify admin,⟪url|https://bindery-hallam.myshopify.com/admin⟫,⟦EMAIL|oliver@hallambindery.co.uk⟧,⟦PASSWORD|Qv7#marbled-endpapers⟧,⟦SECRET|$totp01⟧,
Royal Mail Click&Drop,⟪url|https://business.parcel.royalmail.com⟫,⟦EMAIL|oliver@hallambindery.co.uk⟧,⟦PASSWORD|Sp1ne&Headband!⟧,,
Barclays business,⟪url|https://www.barclays.co.uk⟫,⟦PERSON|ohallam84⟧,⟦PASSWORD|8812-Gilt-Tooling⟧,,memorable word: ⟦PASSWORD|CHEVRON⟧
Etsy,⟪url|https://www.etsy.com⟫,⟪shop_handle|HallamBindery⟫,⟦PASSWORD|etsy-Coptic-2022⟧,⟦SECRET|$totp02⟧,recovery: ⟦SECRET|$rec01⟧ ⟦SECRET|$rec02⟧"""),

("email_payroll", """From: ⟦EMAIL|payroll@ironbridgeforge.co.uk⟧
To: ⟦PERSON|Sam Okoye⟧ <⟦EMAIL|sam.okoye84@gmail.com⟧>
Subject: Your March payslip & ⟪tax_form|P60⟫ query

Hi ⟦PERSON|Sam⟧,

Your net pay for March is ⟦AMOUNT|£2,184.63⟧ (gross ⟦AMOUNT|£2,750.00⟧), paid to the account ⟪masked_account|ending 7731⟫ on ⟪pay_date|28/03⟫. Your NI number on file is ⟦NATIONAL_ID|$nino03⟧ - if that's wrong please tell us before the ⟪tax_form|P60⟫ run.

Re your sick days 4-8 March: the fit note says ⟦MEDICAL|lower back strain⟧, so that's SSP for 2 days, no problem.

Thanks,
⟦PERSON|Maggie Threlfall⟧
Office Manager, ⟪org_name|Ironbridge Forge Ltd⟫ · ⟦PHONE|01952 433 180⟧"""),

("nginx_access_log", """⟦IP_ADDRESS|86.17.203.58⟧ - - [⟪log_timestamp|12/Jun/2024:14:03:51 +0100⟫] "POST /account/login HTTP/1.1" 302 0 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)"
⟦IP_ADDRESS|86.17.203.58⟧ - - [12/Jun/2024:14:03:52 +0100] "GET /account/orders?email=⟦EMAIL|jen.mcallister@gmail.com⟧ HTTP/1.1" 200 5120 "-" "Mozilla/5.0"
⟦IP_ADDRESS|10.8.0.14⟧ - admin [12/Jun/2024:14:05:10 +0100] "GET /admin/export.csv?token=⟦APIKEY|$ghp01⟧ HTTP/1.1" 200 88213 "-" "⟪user_agent|curl/8.4.0⟫"
⟪doc_ip|203.0.113.7⟫ - - [12/Jun/2024:14:06:00 +0100] "GET ⟪url_path|/healthz⟫ HTTP/1.1" 200 2 "-" "⟪user_agent|kube-probe/1.29⟫"
⟦IP_ADDRESS|2a02:c7c:5e4f:1200:9d3:4b1:7e1a:22f0⟧ - - [12/Jun/2024:14:06:41 +0100] "GET /trophies/glass-awards HTTP/1.1" 200 18311 "-" "Mozilla/5.0\""""),

("contract_clause", """APPRENTICESHIP AGREEMENT (extract)

This agreement is made on ⟪contract_date|2 September 2024⟫ between ⟪org_name|Hollins Forge & Ironwork Ltd⟫ (company no. ⟪company_reg_no|09823114⟫) ("the Employer") and ⟦PERSON|Jordan Mbeki-Harrison⟧, born ⟦DATE_OF_BIRTH|11 May 2006⟧, of ⟦ADDRESS|19 Coppice Way, Stoke-on-Trent ST4 8PL⟧ ("the Apprentice").

3.1 The Apprentice shall receive a starting wage of ⟦AMOUNT|£15,600⟧ per annum, reviewed after the end-point assessment.
4.2 The Apprentice has disclosed ⟦MEDICAL|mild asthma⟧ (⟦MEDICAL|salbutamol inhaler⟧ as required); the Employer will provide RPE in the forge.

Signed: ⟦PERSON|Dorothy Hollins⟧, Director        Signed: ⟦PERSON|Jordan Mbeki-Harrison⟧
Witness: ⟦PERSON|Peter Szabo⟧"""),

("sticky_note_ocr", """[photo of sticky note on the till - OCR]
WIFI ⟪wifi_ssid|Forge-Guest⟫ / pw: ⟦PASSWORD|hammer&tongs2024⟧
card machine reset PIN ⟦PASSWORD|0492⟧
alarm code ⟦PASSWORD|7 3 1 9⟧ (NOT the old one)
⟦PERSON|Sue⟧ mobile ⟦PHONE|07938 552 016⟧
⟪org_name|Bristol Horseshoe Supplies⟫ acct ⟪supplier_account|BH-55120⟫"""),

("customs_worksheet", """ATA CARNET / TEMPORARY EXPORT - worksheet
Holder: Ms. ⟦PERSON|Mirela Constantinescu⟧
Nationality: Romanian / UK resident
Passport no.: ⟦PASSPORT|$pp24⟧ (UK)   Date of birth: ⟦DATE_OF_BIRTH|14.06.1979⟧
Goods: 1 violin, French school, c.1860, with bow (pernambuco) and case
Declared value: ⟪valuation|£38,000⟫ (insured by ⟪org_name|Allianz Musical Insurance⟫, policy ⟪policy_no|AMI-7734120⟫)
Destination: Tokyo, ⟪place_name|Suntory Hall⟫ residency ⟪date_range|3-19 Oct⟫
Agent contact: ⟦PERSON|Rupert Lang⟧, ⟦PHONE|020 3865 4471⟧, ⟦EMAIL|rupert@langfreight.co.uk⟧"""),

("git_diff", """commit ⟪commit_sha|$commit04⟫
Author: ⟦PERSON|Femi Adebayo⟧ <⟦EMAIL|femi@engraveworks.io⟧>
Date:   ⟪commit_date|Tue Apr 2 16:20:11 2024 +0100⟫

    add laser queue config (TODO remove creds)

diff --git a/config/laser.yml b/config/laser.yml
new file mode ⟪file_mode|100644⟫
index 0000000..⟪git_short_sha|4aec28d⟫
--- /dev/null
+++ b/config/laser.yml
@@ -0,0 +1,6 @@
+controller_host: ⟦IP_ADDRESS|192.168.40.12⟧
+controller_port: ⟪port|5025⟫
+openai_key: ⟦APIKEY|$oai01⟧
+notify_webhook: ⟦SECRET|$slackhook01⟧
+ssh_key: |
+  (see deploy/id_ed25519)"""),

("voicemail_transcript", """Voicemail from ⟦PHONE|+44 7468 221 930⟧, ⟪call_duration|2 min 14 s⟫, received ⟪time|16:48⟫
"Hiya, this is ⟦PERSON|Bronwen Lloyd-Jones⟧, I did the glassblowing taster (course ⟪course_code|GB-TST1⟫) on Saturday with my partner ⟦PERSON|Kieran⟧... I think I left my reading glasses and my ⟦MEDICAL|inhaler⟧ on the bench by the glory hole, it's a blue ⟦MEDICAL|Ventolin⟧ one. Also I got charged twice, ⟦AMOUNT|£89⟧ came out two times, so I'd like one refunded please. You can call me back on this number or my work line ⟦PHONE|oh-two-nine two oh four eight, seven seven one five⟧. Ta-ra.\""""),

("k8s_secret", """apiVersion: v1
kind: Secret
metadata:
  name: booking-api-creds
  namespace: ⟪k8s_namespace|luthier-prod⟫
  uid: ⟪k8s_uid|$uuid02⟫
type: Opaque
stringData:
  TWILIO_ACCOUNT_SID: ⟪account_sid|$twac01⟫
  TWILIO_API_KEY: ⟦APIKEY|$twsk01⟧
  TWILIO_API_SECRET: ⟦SECRET|$tcsk02⟧
  GOOGLE_CLIENT_ID: ⟪client_id|$gcid01⟫
  GOOGLE_CLIENT_SECRET: ⟦SECRET|$gocspx01⟧
  SMTP_PASSWORD: "⟦PASSWORD|Fiddleback-Maple-19⟧"
  OWNER_CONTACT: "⟦PERSON|Chiara Bellandi⟧ <⟦EMAIL|chiara@bellandiviolins.com⟧>\""""),

("booking_form", """Workshop booking - Soy Candle Masterclass (code ⟪course_code|CM-HEN⟫)
Lead booker: ⟦PERSON|Aisha Rahman⟧
Mobile: ⟦PHONE|07521 600 884⟧
Email: ⟦EMAIL|aisha.r@hotmail.co.uk⟧
Group size: 8 (⟪tariff|£42 pp⟫) - deposit ⟦AMOUNT|£100⟧ paid, balance ⟦AMOUNT|£236⟧ due on the day
Dietary / medical: one guest (⟦PERSON|Holly⟧) has a ⟦MEDICAL|severe nut allergy⟧ - please no almond or coconut scented products near her. Another is ⟦MEDICAL|28 weeks pregnant⟧.
Promo code: ⟪promo_code|HENDO10⟫"""),

("audit_log", """{"ts":"⟪timestamp|2024-09-02T08:14:22Z⟫","actor":"⟦PERSON|lmcguinness⟧","action":"customer.update","target":"⟪customer_id|cus_Qm81xPz⟫","changes":{"phone":["⟦PHONE|07700 118 204⟧","⟦PHONE|07852 330 119⟧"]},"ip":"⟦IP_ADDRESS|100.72.14.9⟧"}
{"ts":"2024-09-02T08:15:03Z","actor":"⟦PERSON|lmcguinness⟧","action":"refund.create","target":"⟪charge_id|ch_3PkT92⟫","amount":"⟦AMOUNT|£120.00⟧","customer":"⟦PERSON|Graeme Dunleavy⟧","ip":"⟦IP_ADDRESS|100.72.14.9⟧"}
{"ts":"2024-09-02T08:20:47Z","actor":"system","action":"apikey.rotate","old":"⟪masked_key|rk_live_...9f2⟫","new":"⟦APIKEY|$rk01⟧"}"""),

("github_issue", """Title: Chime schedule drifts after DST change (⟪version|v1.8.3⟫)

**Describe the bug**
Our turret clock controller (ESP32, firmware ⟪version|v1.8.3⟫) chimes an hour late since the clocks went back. Logs below.

```
[ntp] synced with ⟦IP_ADDRESS|162.159.200.1⟧ offset=+3600.2s
[wifi] connected, ip=⟦IP_ADDRESS|192.168.0.231⟧ gw=⟦IP_ADDRESS|192.168.0.1⟧
[mqtt] connecting to broker ⟦IP_ADDRESS|35.178.41.90⟧:⟪port|8883⟫ as user=⟪service_account|stmarys_clock⟫
```
**Environment**: St Mary's church, Ledbury (clock restored 2019 by ⟪org_name|Hereford Clockworks⟫)
cc @⟦PERSON|eleanor-voss⟧ who wrote the DST module"""),

("chargeback_dispute", """Dispute #⟪dispute_id|DP-55810-US⟫ - Reason: Product not received
Cardholder: ⟦PERSON|Marisol Gutiérrez⟧
Card: Visa ⟪masked_card|ending 2386⟫
Transaction: ⟪transaction_date|07/02/2024⟫, ⟦AMOUNT|$64.20⟧, merchant "⟪org_name|SUDS & CO SOAPWORKS⟫"
Cardholder statement: "I ordered 6 goat milk bars, tracking ⟪tracking_number|9400 1118 9922 3344 5566 77⟫ says delivered to ⟦ADDRESS|1802 W Pershing Rd, Chicago, IL 60609⟧ but I live at ⟦ADDRESS|1820 W Pershing⟧. Neighbor says nothing came."
Merchant response due: ⟪due_date|07/24/2024⟫"""),

("handover_note", """Handover Fri -> Mon (⟦PERSON|Kasia⟧)
- Mrs ⟦PERSON|Patel⟧'s Longines (job ⟪job_number|7712⟫) - mainspring fitted, on the timegrapher, ⟪rate_measurement|+4 s/d⟫. She's collecting Tues, balance ⟦AMOUNT|£140⟧ paid already.
- Safe code changed to ⟦PASSWORD|5-0-2-8-8-1⟧, old one no longer works.
- Alarm company (⟪org_name|Securitas⟫) called re engineer visit, ref ⟪reference_no|SEC-22918⟫, their number ⟦PHONE|0345 270 1300⟧.
- Mr ⟦PERSON|Hargreaves⟧ rang AGAIN about his grandfather clock. Wants a call on ⟦PHONE|07747 260 513⟧. He's ⟦MEDICAL|hard of hearing⟧ so speak up.
- Shop email password for Outlook is still ⟦PASSWORD|Escapement_77⟧ - change it pls!!"""),

("insurance_claim", """HOME & CONTENTS CLAIM FORM - Section C: Theft of specified items
Policyholder: ⟦PERSON|Catriona MacLeod⟧       Policy no. ⟪policy_no|NFU-HC-4482017⟫
Date of birth: ⟦DATE_OF_BIRTH|30 January 1972⟧
Address: ⟦ADDRESS|Tigh na Mara, 6 Shore Road, Portree, Isle of Skye IV51 9DX⟧
Items stolen from tack room (break-in ⟪incident_date|04/04/2024⟫, police ref. ⟪police_ref|PS/2024/11873⟫):
  1 x ⟪product_name|Stübben Siegfried⟫ saddle 17.5" - I paid ⟦AMOUNT|£2,150⟧ (receipt attached)
  2 x bridles, 1 x rug
Total claimed: ⟦AMOUNT|£2,980⟧
Bank details for settlement: IBAN ⟦IBAN|$iban15⟧
Signature: ⟦PERSON|C. MacLeod⟧"""),

("price_list", """ENGRAVING PRICE LIST 2024 (all prices incl. VAT)
Standard text engraving ............ ⟪price|25p per letter⟫ (min ⟪price|£5.00⟫)
Logo / crest set-up fee ............ ⟪price|£18.00⟫ (one-off, artwork kept on file)
Glass awards, laser etched ......... from ⟪price|£12.50⟫
Medal ribbons (per 10) ............. ⟪price|£6.90⟫
Turnaround: 3 working days; express 24h ⟪surcharge|+£10⟫
Club discount 10% on orders over ⟪price|£200⟫ - quote ⟪promo_code|CLUB24⟫"""),

("sms", """⟪org_name|Anvil & Tongs Supply⟫: your order ⟪order_id|AT-100482⟫ for ⟦PERSON|Lucy Okwuosa⟧ is out for delivery to ⟦ADDRESS|5 Orchard Mews, Ludlow SY8 1DH⟧ between ⟪delivery_window|10:15 and 11:15⟫. Not in? Call ⟦PHONE|0800 046 2291⟧ or reply STOP."""),

("email", """From: ⟦PERSON|Jake Brennan⟧ <⟦EMAIL|jbrennan.guitars@gmail.com⟧>
To: ⟦EMAIL|accounts@midwestbluegrassfest.org⟧
Subject: ⟪tax_form|W-9⟫ for the repair booth

Hi ⟦PERSON|Carol⟧,

Attached is my ⟪tax_form|W-9⟫. For your records: ⟦PERSON|Jacob T. Brennan⟧, SSN ⟦SSN|$ssn04⟧, ⟦ADDRESS|2291 Fillmore Ave, Apt 3B, Buffalo, NY 14214⟧. Total for the weekend was ⟦AMOUNT|$1,840⟧ (22 setups + 3 fret jobs), invoice ⟪invoice_no|INV-JB-0719⟫, please pay by ACH if you can.

Thanks!
⟦PERSON|Jake⟧ - ⟦PHONE|(716) 430-2277⟧"""),
]
TEXTS += [
("hr_onboarding_form", """NEW STARTER FORM - ⟪org_name|Ashdown Ironworks⟫ (form ⟪form_version|v3.2⟫)
Employee no.: ⟪employee_no|EMP-0193⟫      Start date: ⟪start_date|03/06/2024⟫
Full name: ⟦PERSON|Radosław Kasprzak⟧ (goes by "⟦PERSON|Radek⟧")
Date of birth: ⟦DATE_OF_BIRTH|17/04/1988⟧
Nationality: Polish - PESEL ⟦NATIONAL_ID|$pesel01⟧ (for Polish pension transfer)
NI number: ⟦NATIONAL_ID|$nino04⟧
Home address: ⟦ADDRESS|Flat 2, 41 Station Road, Crowborough TN6 2BX⟧
Emergency contact: ⟦PERSON|Agnieszka Kasprzak⟧ (wife) ⟦PHONE|07456 882 310⟧
Salary account IBAN: ⟦IBAN|$iban27⟧
Medical: ⟦MEDICAL|type 1 diabetes⟧ - carries ⟦MEDICAL|glucose tablets⟧, colleagues briefed
IT: login created ⟦PERSON|rkasprzak⟧ / temp password ⟦PASSWORD|Kowal2024!⟧"""),

("teams_chat", """[Teams] #studio-ops
⟦PERSON|Nkechi Obi⟧ ⟪message_time|9:41 AM⟫
can someone send me the glory hole burner service guy's number? flame's gone yellow
⟦PERSON|Ollie Brandt⟧ 9:43 AM
⟦PERSON|Gaz⟧ from ⟪org_name|FurnaceCare⟫ - ⟦PHONE|07811 294 650⟧. tell him it's account ⟪supplier_account|FC-3318⟫
⟦PERSON|Nkechi Obi⟧ 9:44 AM
ta. also pls stop putting the studio card in the group chat 😬 it was ⟦CARD|$card17⟧ exp ⟪card_expiry|11/26⟫ cvc ⟦CVV|309⟧
⟦PERSON|Ollie Brandt⟧ 9:44 AM
deleting now sorry!!"""),

("accident_report", """ACCIDENT / INCIDENT REPORT   (RIDDOR ref: n/a)
Date/time: ⟪incident_datetime|15/07/2024 11:20⟫     Location: ⟪work_area|Forge bay 2⟫, ⟪org_name|Wealden Smithy⟫
Injured person: ⟦PERSON|Callum Fraser-Reid⟧, DOB ⟦DATE_OF_BIRTH|05/09/1999⟧, apprentice
Description: While drawing out a taper on ⟪material_spec|20mm square bar⟫, hot scale flew up; ⟦MEDICAL|contact burn to left wrist⟧ approx. 3cm. Also reports scale went behind his safety glasses - possible ⟦MEDICAL|corneal abrasion⟧.
First aid: cooled 20 min under running water, ⟦MEDICAL|hydrogel dressing⟧. Sent to ⟪place_name|Pembury A&E⟫; discharged with ⟦MEDICAL|chloramphenicol eye drops⟧.
First aider: ⟦PERSON|Marta Lindqvist⟧   Tel ⟦PHONE|07896 220 471⟧
Manager informed: ⟦PERSON|Owen Thackeray⟧"""),

("auth_log", """Mar  3 02:14:09 bindery-vps sshd[⟪pid|21877⟫]: Failed password for invalid user admin from ⟦IP_ADDRESS|45.148.10.183⟧ port ⟪port|52114⟫ ssh2
Mar  3 02:14:12 bindery-vps sshd[21879]: Failed password for root from ⟦IP_ADDRESS|45.148.10.183⟧ port 52188 ssh2
Mar  3 08:01:55 bindery-vps sshd[22410]: Accepted publickey for ⟦PERSON|ewilloughby⟧ from ⟦IP_ADDRESS|82.33.146.7⟧ port 60122 ssh2: ED25519 ⟪key_fingerprint|SHA256:Qm5v2aL0xY8kR1tB3dN7pW9sZc4uH6jF2gE0iV8oTqA⟫
Mar  3 08:02:10 bindery-vps sudo: ⟦PERSON|ewilloughby⟧ : TTY=pts/0 ; PWD=⟦PERSON|/home/ewilloughby⟧ ; USER=root ; COMMAND=/usr/bin/systemctl restart ⟪service_name|bindery-shop⟫"""),

("reference_letter", """⟪place_name|Cremona⟫, ⟪letter_date|4 marzo 2024⟫

To whom it may concern,

I am pleased to recommend ⟦PERSON|Matteo Bonvicini⟧ (codice fiscale ⟦NATIONAL_ID|$cf02⟧, born ⟦DATE_OF_BIRTH|2 May 1984⟧), who worked at my bottega from 2015 to 2023. ⟦PERSON|Matteo⟧ built 14 violins and 3 violas under my supervision, and his varnish work is among the best I have seen.

He can be reached at ⟦PHONE|+39 347 882 1905⟧ or ⟦EMAIL|matteo.bonvicini@liuteria-bv.it⟧.

⟦PERSON|Giulia Ferraresi⟧
Maestra liutaia - ⟪org_address|Via Platina 22, 26100 Cremona⟫"""),

("crash_report", """Incident Identifier: ⟪incident_id|$uuid03⟫
Hardware Model:      ⟪hardware_model|iPhone15,2⟫
Process:             TimegrapherPro [⟪pid|4138⟫]
Version:             ⟪app_version|2.6.1 (341)⟫
OS Version:          iPhone OS 17.4.1 (⟪os_build|21E236⟫)
Date/Time:           2024-04-18 21:07:33.4127 +0200
Exception Type:  EXC_CRASH (SIGABRT)
Last Exception Backtrace:
0   CoreFoundation    0x1a2b3c4d8 __exceptionPreprocess + 164
1   TimegrapherPro    ⟪memory_address|0x104f2a118⟫ -[SyncManager uploadReadings:] + 412 (SyncManager.m:88)
Application Specific Information:
*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'bad auth for user ⟦EMAIL|jdevries@horlogerie-devries.nl⟧ (key ⟦APIKEY|$gapi02⟧)'"""),

("discord_chat", """#leather-talk
[⟪message_time|22:14⟫] ⟦PERSON|stitchwitch_mel⟧: anyone used the ⟪product_name|Weaver 8-ton clicker press⟫? thinking of buying one off a guy in ⟪place_name|Leeds⟫ for ⟪price|£1,100⟫
[22:15] ⟦PERSON|hide_n_seek_dan⟧: yes mine's great. btw @⟦PERSON|stitchwitch_mel⟧ I still owe u ⟦AMOUNT|£35⟧ for the veg tan offcuts, what's ur paypal
[22:16] ⟦PERSON|stitchwitch_mel⟧: ⟦EMAIL|melanie.hurst.leather@gmail.com⟧ ta!!
[22:18] ⟦PERSON|hide_n_seek_dan⟧: sent 👍 also my hand's been killing me, doc says ⟦MEDICAL|carpal tunnel⟧, might need the op
[22:20] ⟦PERSON|mod_tomasz⟧: whoever pasted the bot token ⟦APIKEY|$discord01⟧ in #general, I've reset it. please don't."""),

("sql_query_result", """mysql> SELECT id, name, email, ssn_last4, dob, card_token FROM award_recipients WHERE team='⟪team_name|Lakeview U12⟫';
+-----+-------------------+---------------------------+-----------+------------+-------------+
| id  | name              | email                     | ssn_last4 | dob        | card_token  |
+-----+-------------------+---------------------------+-----------+------------+-------------+
| ⟪row_id|311⟫ | ⟦PERSON|Mason Kowalczyk⟧   | ⟦EMAIL|kowalczyk.fam@gmail.com⟧   | ⟪ssn_last4|4410⟫      | ⟦DATE_OF_BIRTH|2012-08-19⟧ | ⟪payment_token|tok_1Pq8ZxL⟫ |
| ⟪row_id|312⟫ | ⟦PERSON|Harper Delacroix⟧  | ⟦EMAIL|hdelacroix@comcast.net⟧    | ⟪ssn_last4|0937⟫      | ⟦DATE_OF_BIRTH|2013-01-05⟧ | ⟪payment_token|tok_1Pq8ZyQ⟫ |
+-----+-------------------+---------------------------+-----------+------------+-------------+
2 rows in set (⟪query_time|0.00 sec⟫)"""),

("tutorial", """## Deploying the engraving-queue service

1. Copy `.env.example` to `.env` and fill in your own keys. The example file ships with
   AWS_ACCESS_KEY_ID=⟪example_key|AKIAIOSFODNN7EXAMPLE⟫ and AWS_SECRET_ACCESS_KEY=⟪example_key|wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY⟫ - these are AWS's documentation placeholders and will not work.
2. Point the worker at your laser controller, e.g. `LASER_HOST=⟪doc_ip|192.0.2.44⟫` (replace with your LAN address).
3. For IPv6-only hosts use something like `⟪doc_ipv6|2001:db8:4::12⟫`.
4. Run `docker compose up -d` and check `curl http://⟪loopback|127.0.0.1⟫:⟪port|8080⟫/healthz` returns `ok`.
Tested with engraving-queue ⟪version|0.9.4⟫ on Debian 12."""),

("whatsapp_family", """[Family 🧼]
Mum: Did you get the lye order (⟪order_id|LY-2210⟫) sorted?
Me: yes, ⟦AMOUNT|£78.40⟧ on my card, you owe me half 😂
Mum: I'll transfer it tonight. Your aunt ⟦PERSON|Rosalind⟧ wants 12 lavender bars for the church fair, she'll pay cash
Me: tell Auntie ⟦PERSON|Ros⟧ it's mates rates, ⟪price|£3 each⟫
Dad: Your mum's ⟦MEDICAL|blood pressure tablets⟧ ran out, can you pick up the ⟦MEDICAL|amlodipine⟧ from ⟪org_name|Boots⟫ on the way, it's under ⟦PERSON|Linda Pearce⟧"""),

("invoice", """INVOICE ⟪invoice_no|2024-0188⟫
⟪org_name|Glasblazerij De Vlam⟫ · ⟪org_address|Oudegracht 212, 3511 NV Utrecht⟫ · KvK ⟪company_reg_no|81234567⟫ · VAT ⟪vat_number|NL862199735B01⟫
Customer: ⟦PERSON|Sanne de Wit⟧, ⟦ADDRESS|Kievitstraat 14, 3514 VG Utrecht⟧
2 x hand-blown carafe, cobalt, @ ⟪price|€145.00⟫
Total due: ⟦AMOUNT|€350.90⟧ (incl. 21% VAT)
Paid via iDEAL by ⟦PERSON|S. de Wit⟧ from ⟦IBAN|$iban19⟧ on ⟪payment_date|12-03-2024⟫. Thank you!"""),

("job_application", """Subject: Application - Watchmaker (WOSTEP) vacancy ref ⟪vacancy_ref|WM-11⟫

Dear Mr ⟦PERSON|Lindgren⟧,

Please find attached my CV. I completed the WOSTEP 3,000-hour programme in ⟪place_name|Neuchâtel⟫ in 2019 and since then have worked at a Rolex-accredited service centre in ⟪place_name|Geneva⟫.

A couple of personal details you asked for: I was born on ⟦DATE_OF_BIRTH|22 March 1981⟧ in ⟪place_name|Malmö⟫, my Swedish personnummer is ⟦NATIONAL_ID|$pnr01⟧, and I currently hold a Swiss B permit. My current salary is ⟦AMOUNT|CHF 86,000⟧; I'd be looking for something similar.

I'm ⟦MEDICAL|partially colour-blind (red/green)⟧, which has never affected my work but I mention it for transparency.

Kind regards,
⟦PERSON|Ingrid Sjöberg⟧
⟦PHONE|+41 79 413 22 58⟧ · ⟦EMAIL|ingrid.sjoberg@protonmail.com⟧"""),

("email_order", """From: Coach ⟦PERSON|Terrence Willis⟧ <⟦EMAIL|twillis.coach@yahoo.com⟧>
To: ⟦EMAIL|orders@championtrophyco.com⟧
Subject: Re: Quote ⟪quote_id|Q-2291⟫ - 18 medals + 1 cup

Go ahead with the order. Put it on my card, it's an Amex: ⟦CARD|$card07⟧, exp ⟪card_expiry|04/27⟫, CID ⟦CVV|7741⟧.
Name on card ⟦PERSON|Terrence L Willis⟧.
Need it by the banquet on ⟪event_date|the 14th⟫. Ship to ⟦ADDRESS|1122 Marietta St NW, Atlanta, GA 30318⟧.
Thx - T"""),

("forum_post", """Subject: Mercury pendulum - safe to handle?

I've got a Victorian regulator with a mercury jar pendulum (about ⟪weight|2.5 kg⟫ Hg). The leaflet that came with my spill kit says "⟪leaflet_wording|Mercury vapour may cause tremor, irritability and kidney damage with chronic exposure⟫" - generic but scary. I'm ⟦MEDICAL|31 weeks pregnant⟧ so my husband ⟦PERSON|Theo⟧ is doing the cleaning, not me.

For reference the movement is a ⟪model_number|Dent No. 1906⟫, serial ⟪item_serial|21044⟫.
- ⟦PERSON|clockmad_harriet⟧ (⟦PERSON|Harriet Osei⟧)"""),

("sms_thread", """From: ⟦PHONE|+33 6 12 48 90 37⟧
Bonjour! It's ⟦PERSON|Camille⟧ (⟦PERSON|Vautrin⟧) - I'm the luthier renting your studio (listing ⟪listing_id|#58213⟫) in June. What's the key box code again?
To: ⟦PERSON|Camille⟧
Hi ⟦PERSON|Camille⟧, keybox is ⟦PASSWORD|3481⟧, wifi "⟪wifi_ssid|Atelier-Lyon⟫" password ⟦PASSWORD|violon2024⟧. Rent for June is ⟦AMOUNT|€950⟧, please transfer by ⟪due_date|the 1st⟫ to ⟦IBAN|$iban04⟧. Don't give the code to anyone!"""),

("calendar_invite", """BEGIN:VEVENT
UID:⟪event_uid|$uuid04⟫@bookbindingcircle.org
DTSTART:⟪ical_timestamp|20240917T180000Z⟫
SUMMARY:Coptic stitch workshop (online)
ORGANIZER;CN=⟦PERSON|Maren Solheim⟧:mailto:⟦EMAIL|maren.solheim@bookbindingcircle.org⟧
ATTENDEE;CN=⟦PERSON|Declan Moriarty⟧:mailto:⟦EMAIL|declanmoriarty@eircom.net⟧
ATTENDEE;CN=⟦PERSON|Yuki Tanabe⟧:mailto:⟦EMAIL|y.tanabe.binds@gmail.com⟧
DESCRIPTION:Join: ⟪meeting_url|https://zoom.us/j/83412279055⟫  Passcode: ⟦PASSWORD|771204⟧
END:VEVENT"""),

("bank_transfer_confirmation", """Transfer confirmation
From: ⟦PERSON|Lena Hoffmann⟧, ⟦IBAN|$iban01⟧
To: ⟪org_name|Sattlerei Brandl GmbH⟫ (supplier acct ⟪supplier_account|4471-BR⟫)
Amount: ⟦AMOUNT|EUR 1.240,00⟧
Reference: ⟪invoice_ref|Rechnung 2024-311⟫ / Dressursattel ⟦PERSON|Lena H.⟧
Executed: ⟪execution_date|05.08.2024⟫"""),

("ocr_id_scan", """Scanned for the viola sale (sale ⟪sale_ref|#V-0088⟫) - ID checked by ⟦PERSON|Pablo⟧, file ⟪file_name|scan_0412.jpg⟫
--- OCR ---
ESPAÑA  DOCUMENTO NACIONAL DE IDENTIDAD
APELLIDOS  ⟦PERSON|GARCÍA SOLANA⟧
NOMBRE  ⟦PERSON|LUCÍA⟧
SEXO F   NACIONALIDAD ESP
FECHA DE NACIMIENTO ⟦DATE_OF_BIRTH|09 11 1991⟧
DNI ⟦NATIONAL_ID|$dni01⟧
VALIDEZ ⟪document_expiry|14 02 2029⟫"""),

("slack_incident", """@channel heads up - GitGuardian flagged our repo ⟪repo_name|engraving-web⟫ at ⟪message_time|14:02⟫:
  - AWS key ⟦APIKEY|$akid04⟧ / secret ⟦SECRET|$awssec04⟧  (IAM user ⟪service_account|ci-deployer⟫)
  - Stripe restricted key ⟦APIKEY|$rk02⟧
  - Private key in ⟪file_path|deploy/id_ed25519⟫:
⟦SECRET|$pem02⟧
I've revoked the AWS one; ⟦PERSON|Priyanka⟧ please rotate Stripe. Incident ⟪incident_id|INC-0093⟫, postmortem Thursday.
- ⟦PERSON|Dmitri⟧"""),

("google_review", """★★★★★ Local Guide · ⟪review_count|84 reviews⟫
Brilliant blacksmithing experience day with ⟦PERSON|Ned⟧ at ⟪org_name|Copperbeech Forge⟫! My partner bought it for my 40th (⟦AMOUNT|£195⟧ - worth every penny). ⟦PERSON|Ned⟧ was patient even though I've got ⟦MEDICAL|arthritis in both thumbs⟧. Made a fire poker and a bottle opener. Only gripe: parking on ⟪place_name|Mill Lane⟫ is tight.
- ⟦PERSON|Stephen Achterberg⟧"""),

("ci_workflow", """name: deploy
on: [push]
jobs:
  build:
    runs-on: ⟪runner_image|ubuntu-22.04⟫
    env:
      NPM_TOKEN: ⟦APIKEY|$npm01⟧
      HF_TOKEN: ⟦APIKEY|$hf01⟧
      GITLAB_MIRROR_TOKEN: ⟦APIKEY|$glpat01⟧
      DEPLOY_HOST: ⟦IP_ADDRESS|139.59.201.14⟧
      DEPLOY_USER: ⟦PERSON|ahallam⟧
    steps:
      - uses: ⟪action_ref|actions/checkout@v4⟫
      - uses: actions/setup-node@v4
        with:
          node-version: ⟪version|20.11.1⟫
      - run: npm ci && npm run build"""),
]
TEXTS += [
("visa_invitation_letter", """INVITATION LETTER - ⟪org_name|Newark School of Violin Making⟫ summer course

Dear Visa Officer,

We confirm that Mr ⟦PERSON|Kim Dohyun⟧ (date of birth ⟦DATE_OF_BIRTH|12/03/1993⟧, passport no. ⟦PASSPORT|$pp20⟧, Korean resident registration no. ⟦NATIONAL_ID|$rrn02⟧) has been accepted onto our 4-week bow rehair and setup course (course code ⟪course_code|NSVM-S24⟫) running ⟪date_range|1-26 July 2024⟫. Course fees of ⟦AMOUNT|£3,400⟧ have been paid in full by Mr ⟦PERSON|Kim⟧.

Accommodation: ⟦ADDRESS|9 Balderton Gate, Newark NG24 1UW⟧ (host: Mrs ⟦PERSON|Pauline Ebdon⟧, tel ⟦PHONE|01636 611 942⟧).

Yours faithfully,
Dr ⟦PERSON|Alasdair Greig⟧, Course Director"""),

("firewall_log", """⟪log_timestamp|2024-10-02 03:11:45,102⟫ fail2ban.actions [812]: NOTICE [sshd] Ban ⟦IP_ADDRESS|193.32.162.47⟧
2024-10-02 03:12:01,559 fail2ban.actions [812]: NOTICE [⟪jail_name|nginx-botsearch⟫] Ban ⟦IP_ADDRESS|2a01:4f8:c17:8d2e::1⟧
2024-10-02 03:40:18,004 fail2ban.actions [812]: NOTICE [sshd] Unban ⟦IP_ADDRESS|100.115.92.6⟧
2024-10-02 03:40:18,010 fail2ban.filter  [812]: INFO [sshd] Ignore ⟦IP_ADDRESS|10.20.30.4⟧ by ignoreip
2024-10-02 03:41:00,000 fail2ban.server  [812]: INFO Starting Fail2ban ⟪version|v1.0.2⟫"""),

("occupational_health_note", """Occupational health review - ⟪org_name|Brightwater Glass Studio⟫   Case ref ⟪case_ref|OH-2024-117⟫
Employee: ⟦PERSON|Tamsin Kerrigan⟧   DOB: ⟦DATE_OF_BIRTH|1992-10-28⟧   Staff ID: ⟪staff_id|BGS-044⟫
Reason for referral: ⟦MEDICAL|recurrent eye strain⟧ / glare from furnace.
Findings: ⟦MEDICAL|early posterior subcapsular cataract, right eye⟧; ⟦MEDICAL|visual acuity 6/9 R, 6/6 L⟧. Using ⟦MEDICAL|prednisolone eye drops⟧ since August (unrelated ⟦MEDICAL|uveitis flare⟧).
Recommendation: ⟪product_name|didymium/IR glasses⟫ at all times at the glory hole; review in 6 months.
Clinician: Dr ⟦PERSON|Femi Oduya⟧, OH Physician. Tel ⟦PHONE|0117 929 4410⟧"""),

("webhook_payload", """{
  "id": "⟪event_id|evt_1PxR8bK2⟫",
  "type": "charge.succeeded",
  "created": ⟪unix_timestamp|1726398012⟫,
  "data": {"object": {
    "amount": 4650, "currency": "gbp", "amount_display": "⟦AMOUNT|£46.50⟧",
    "billing_details": {"name": "⟦PERSON|Rhiannon Beaumont⟧", "email": "⟦EMAIL|rhi.beaumont@gmail.com⟧", "phone": "⟦PHONE|+447700123456⟧",
      "address": "⟦ADDRESS|12 Holly Bank, Hebden Bridge HX7 8DP⟧"},
    "payment_method_details": {"card": {"brand": "visa", "last4": "⟪card_last4|2214⟫", "exp_month": 3, "exp_year": 2027}},
    "receipt_url": "⟪receipt_url|https://pay.stripe.com/receipts/acct_1Mx/rcpt_9Q⟫"
  }}
}"""),

("marketplace_message", """eBay message from buyer  ·  item ⟪item_id|#295811046372⟫ "⟪listing_title|Hand-stitched bridle leather belt, 38in⟫"
From: ⟦PERSON|gw_collectables⟧ (⟦PERSON|Gordon Whitlock⟧)
Hi, belt arrived but it's 36 not 38 as listed. I paid ⟦AMOUNT|£54.99⟧ + ⟦AMOUNT|£3.95⟧ postage. Happy to send it back if you refund the full ⟦AMOUNT|£58.94⟧ to my PayPal ⟦EMAIL|gordon.whitlock@sky.com⟧. My address for the return label is ⟦ADDRESS|7 Glebe Close, Market Rasen LN8 3HA⟧.
Cheers, ⟦PERSON|Gordon⟧"""),

("markdown_table", """Staff rota ⟪document_version|v7⟫ - updated ⟪update_date|02/09/2024⟫

| Name | Bench | Mobile | Emergency contact | Notes |
|---|---|---|---|---|
| ⟦PERSON|Beatriz Almeida⟧ | ⟪bench_id|B1⟫ | ⟦PHONE|07379 480 215⟧ | ⟦PERSON|Rui Almeida⟧ (husband) ⟦PHONE|07379 480 216⟧ | ⟦MEDICAL|allergic to rosewood dust⟧ |
| ⟦PERSON|Kwame Asante⟧ | ⟪bench_id|B2⟫ | ⟦PHONE|07940 662 018⟧ | ⟦PERSON|Abena Asante⟧ ⟦PHONE|0121 454 3390⟧ | - |
| ⟦PERSON|Freya Lund⟧ | ⟪bench_id|B3⟫ | ⟦PHONE|07512 909 443⟧ | Mum: ⟦PHONE|01223 351 806⟧ | ⟦MEDICAL|epilepsy⟧ (well controlled, ⟦MEDICAL|keppra⟧) - no lone working |"""),

("email_it_support", """From: ⟦PERSON|Hassan Qureshi⟧ <⟦EMAIL|hassan@qureshi-it.co.uk⟧>
To: ⟦PERSON|Brenda⟧ at ⟪org_name|Elite Engraving⟫ <⟦EMAIL|brenda@eliteengraving.co.uk⟧>
Subject: new SSL key for the shop server

Hi ⟦PERSON|Brenda⟧, as discussed here is the private key for ⟪domain_name|eliteengraving.co.uk⟫ - please DON'T forward this email, just paste it into the hosting panel under SSL/TLS > Private key:

⟦SECRET|$pem01⟧

The certificate (CSR ref ⟪csr_ref|4411-EE⟫) is already installed. Server is ⟦IP_ADDRESS|217.160.0.201⟧. Invoice for the renewal: ⟪quote|£48 + VAT⟫.
⟦PERSON|Hassan⟧
⟦PHONE|07983 110 524⟧"""),

("live_chat_transcript", """Live chat - ⟪domain_name|BinderyWarehouse.co.uk⟫ - chat ⟪chat_id|#LC-90311⟫
Visitor (⟦PERSON|Aled⟧): hi my order ⟪order_id|BW-77120⟫ hasn't shipped, paid 5 days ago
Agent ⟦PERSON|Shona⟧: Sorry ⟦PERSON|Aled⟧! Can you confirm the email on the order?
Visitor (⟦PERSON|Aled⟧): ⟦EMAIL|aled.rhys.bookarts@gmail.com⟧
Agent ⟦PERSON|Shona⟧: Thanks. Looks like the payment failed. You can pay by card via the link, but please don't type the full number in chat.
Visitor (⟦PERSON|Aled⟧): oh too late lol ⟦CARD|$card31⟧ ⟪card_expiry|12/27⟫
Agent ⟦PERSON|Shona⟧: I've flagged it for redaction ✔ please use the secure link instead."""),

("commission_agreement", """CUSTOM SADDLE COMMISSION AGREEMENT
Maker: ⟪org_name|Rio Bravo Saddlery LLC⟫, ⟪org_address|4410 County Rd 12, Weatherford, TX 76088⟫
Client: ⟦PERSON|Dustin R. Hollowell⟧, ⟦ADDRESS|881 Bluebonnet Trail, Aledo, TX 76008⟧; DOB ⟦DATE_OF_BIRTH|06/19/1977⟧
Horse: "⟪horse_name|Whiskey⟫", 15.3hh Quarter Horse gelding (fitting template ref ⟪template_ref|RB-T-2291⟫)
Price: ⟪price|$6,850⟫. Deposit of ⟦AMOUNT|$2,000⟧ received ⟪payment_date|03/02/2024⟫ by check no. ⟪check_number|1147⟫ from the client. Balance ⟦AMOUNT|$4,850⟧ due on delivery.
Client SSN (for 1099-K reporting): ⟦SSN|$ssn11⟧
Signed: ⟦PERSON|Dustin Hollowell⟧   /   ⟦PERSON|Ray Benavides⟧, for the Maker"""),

("cron_mail", """From: root@⟪hostname|tick-server⟫ (Cron Daemon)
Subject: Cron <backup@⟪hostname|tick-server⟫> /opt/backup/run.sh

+ pg_dump postgresql://backup:⟦SECRET|Hairspring%2141⟧@⟦IP_ADDRESS|10.0.0.12⟧:⟪port|5432⟫/repairs
+ rclone copy /var/backups ⟪bucket_name|remote:b2-tick-backups⟫
+ curl -s -X POST -H 'Content-type: application/json' --data '{"text":"backup ok"}' ⟦SECRET|$slackhook02⟧
Transferred: ⟪data_size|1.204 GiB / 1.204 GiB⟫, 100%, 8.1 MiB/s
Elapsed time: ⟪duration|2m31.4s⟫"""),

("gdpr_ticket", """Zendesk ⟪ticket_id|#48812⟫ - GDPR erasure request
Requester: ⟦PERSON|Oksana Melnyk⟧ <⟦EMAIL|oksana.melnyk@ukr.net⟧>
"Please delete all my data. I bought from you twice (orders ⟪order_id|SC-2093⟫ and ⟪order_id|SC-2231⟫). My old address was ⟦ADDRESS|14 Larkspur Drive, Didcot OX11 7HS⟧, new one is ⟦ADDRESS|3/2 Gorgie Road, Edinburgh EH11 2LA⟧. I have very sensitive skin (⟦MEDICAL|eczema⟧) and your ⟪product_name|Oat & Honey bar⟫ gave me a ⟦MEDICAL|rash⟧, which is why I won't be ordering again. Also please remove the card ⟪masked_card|ending 6620⟫ from your system."
Internal note (⟦PERSON|Callum T⟧): customer's DOB on account is ⟦DATE_OF_BIRTH|1986-02-11⟧ - verify before deleting."""),

("supplier_payments_csv", """payee,country,iban,amount,ref
"⟦PERSON|Hannes Gruber⟧ (tonewood, ⟪place_name|Val di Fiemme⟫)",IT,⟦IBAN|$iban06p⟧,⟦AMOUNT|€2,400.00⟧,⟪payment_ref|TW-24-031⟫
"⟦PERSON|Dolores Ibáñez Ruiz⟧",ES,⟦IBAN|$iban17p⟧,⟦AMOUNT|€780.50⟧,⟪payment_ref|TW-24-032⟫
"⟦PERSON|Lars Ottesen⟧",DK,⟦IBAN|$iban13p⟧,⟦AMOUNT|€1,150.00⟧,⟪payment_ref|TW-24-033⟫
"⟪org_name|Holzhandel Alpin GmbH⟫",AT,⟪org_iban|$iban07p⟫,⟪org_payment|€5,320.00⟫,⟪payment_ref|TW-24-034⟫"""),

("voice_memo_transcript", """⟪recording_id|Voice memo 0047⟫ - transcribed by ⟪product_name|Otter⟫
"Right, note for ⟦PERSON|Jess⟧. Lady came in, Mrs ⟦PERSON|Priscilla Akande⟧, wants a pony headcollar with a brass nameplate, engraving '⟪pet_name|Pebbles⟫'. Her email is ⟦EMAIL|p dot akande at btinternet dot com⟧, phone ⟦PHONE|zero seven seven one two, four four three, nine eight one⟧. She paid ⟦AMOUNT|forty quid⟧ deposit cash, it's in the float tin. Oh and she said her grandson ⟦PERSON|Jayden⟧ will collect, he's about fifteen.\""""),

("terraform_tfvars", """# terraform.tfvars - DO NOT COMMIT
region            = "⟪cloud_region|eu-west-1⟫"
db_password       = "⟦PASSWORD|W1ck-Trim-Soy-44⟧"
do_token          = "⟦APIKEY|$dop01⟧"
cloudflare_zone   = "⟪zone_id|c1f2e9a4b7d6⟫"
admin_ip_allow    = ["⟦IP_ADDRESS|81.98.144.20⟧/32", "⟪subnet|10.10.0.0/16⟫"]
alert_email       = "⟦EMAIL|it@hearthandwick.co.uk⟧"
ssh_private_key   = <<EOF
⟦SECRET|$pem05⟧
EOF"""),

("workshop_licence", """WORKSHOP LICENCE - ⟪unit_no|Unit 7⟫, ⟪org_name|Zinc Yard Makers' Space⟫, Antwerp
Licensee: ⟦PERSON|Lotte Verhaegen⟧ (glassblower), born ⟦DATE_OF_BIRTH|30 July 1985⟧, national register no. ⟦NATIONAL_ID|$be01⟧
Residential address: ⟦ADDRESS|Lange Leemstraat 118, 2018 Antwerpen⟧
Licence fee: ⟪tariff|€620/month⟫; deposit ⟦AMOUNT|€1,240⟧ paid ⟪payment_date|01/03/2024⟫ from ⟦IBAN|$iban09⟧ (account holder ⟦PERSON|L. Verhaegen⟧)
Guarantor: ⟦PERSON|Joris Verhaegen⟧, ⟦PHONE|+32 475 21 88 03⟧"""),

("sms", """Hi it's ⟦PERSON|Derek Fontaine⟧, re the ⟪brand_name|Seiko⟫ you couldn't fix (job ⟪job_number|W-3318⟫) - for the ⟦AMOUNT|£65⟧ refund my details are: ⟦PERSON|D FONTAINE⟧, IBAN ⟦IBAN|$iban11⟧. Cheers. Oh and the case back has my late wife's engraving on it, please don't polish it off"""),

("java_stack_trace", """⟪log_timestamp|2024-11-04 10:22:17.884⟫ ERROR 1 --- [main] o.h.engine.jdbc.spi.SqlExceptionHelper : Access denied for user '⟪service_account|erp_svc⟫'@'⟦IP_ADDRESS|172.20.1.9⟧' (using password: YES)
org.springframework.beans.factory.BeanCreationException: Error creating bean 'dataSource': jdbc:mysql://⟦IP_ADDRESS|172.20.1.5⟧:⟪port|3306⟫/trophy_erp?user=⟪service_account|erp_svc⟫&password=⟦SECRET|Gold!Plate#2023⟧
	at org.springframework.beans.factory.support.AbstractAutowireCapableBeanFactory.initializeBean(⟪source_location|AbstractAutowireCapableBeanFactory.java:1804⟫)
	at com.podiumtrophies.erp.ErpApplication.main(ErpApplication.java:21)
Caused by: java.sql.SQLException: Access denied"""),

("contact_form", """Contact form submission ⟪form_id|CF-5530⟫ - Bespoke brass trophy enquiry
Name: ⟦PERSON|Vikram Raghunathan⟧
Company: (personal order)
Phone: ⟦PHONE|+91 98450 33127⟧
Email: ⟦EMAIL|vikram.r@rediffmail.com⟧
Message: Need 3 engraved brass cups for our family cricket tournament. Courier to Bengaluru needs my Aadhaar for customs KYC, it's ⟦NATIONAL_ID|$aadhaar01⟧. Budget around ⟪budget|₹25,000 total⟫. Address: ⟦ADDRESS|No. 14, 3rd Cross, Indiranagar 2nd Stage, Bengaluru 560038⟧.
Submitted from ⟦IP_ADDRESS|49.207.51.118⟧ at ⟪submission_time|2024-08-08 19:44 IST⟫"""),

("email_payroll", """Subject: payroll setup - new bench tech

Hi ⟦PERSON|Martine⟧,
Please add ⟦PERSON|Étienne Bouchard⟧ to payroll starting Monday (employee ⟪employee_no|#E-117⟫, position code ⟪position_code|BT-2⟫). SIN ⟦NATIONAL_ID|$sin01⟧, DOB ⟦DATE_OF_BIRTH|1996-04-03⟧, address ⟦ADDRESS|2215 rue Rachel Est, Montréal QC H2H 1R7⟧. Hourly rate ⟦AMOUNT|$24.50⟧ as agreed. Direct deposit form attached.
Thanks - ⟦PERSON|Guillaume⟧
⟪org_name|Atelier Lutherie Plamondon⟫ · ⟦PHONE|514-522-0190⟧"""),

("yaml_config", """# config/storage.yml (glassworks-cn mirror)
oss:
  endpoint: ⟪api_domain|oss-cn-hangzhou.aliyuncs.com⟫
  bucket: ⟪bucket_name|lumen-glass-assets⟫
  access_key_id: ⟦APIKEY|$ltai01⟧
  access_key_secret: ⟦SECRET|$alisec01⟧
sms:
  provider: aliyun
  sign_name: ⟪sms_sign_name|LumenGlass⟫
  template_code: ⟪template_code|SMS_465120331⟫
  admin_mobile: "⟦PHONE|+86 138 1762 4409⟧\""""),

("call_transcript", """[Call transcript - ⟪org_name|Harmonia Strings⟫ - financing application]
Rep: Can I get your full name and date of birth?
Customer: Sure, ⟦PERSON|Teresa Villanueva-Cho⟧, ⟦DATE_OF_BIRTH|March 3rd, 1988⟧.
Rep: And for the credit application we need your full social.
Customer: Okay... ⟦SSN|$ssn15⟧.
Rep: Annual household income?
Customer: About ⟦AMOUNT|ninety-two thousand dollars⟧.
Rep: Great. You're approved for the ⟪product_name|Gliga Genial II⟫ outfit, ⟪price|$2,450⟫ over 12 months at ⟪interest_rate|0% APR⟫. First payment of ⟦AMOUNT|$204.17⟧ is due ⟪due_date|April 15⟫."""),
]
