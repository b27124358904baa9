# -*- coding: utf-8 -*-
# blind57 English texts. Every text typed by hand.
# ⟦TYPE|value⟧ = span, ⟪kind|value⟫ = decoy, $name = value from values.py
TEXTS = []

TEXTS.append(("sms_thread", """⟪org_name|Paws & Suds⟫: Hi ⟦PERSON|Charlotte⟧, just a reminder ⟪pet_name|Biscuit⟫ is booked in Thurs 10:30 for a full groom (cockapoo full groom ⟪service_price|£48⟫). Reply Y to confirm or ring ⟦PHONE|0117 329 4410⟧.
⟦PERSON|Charlotte⟧: Y!! can u do his nails too x  also mum said stick it on her card as shes paying, its ⟦CARD|$visa1⟧ exp 09/27 back number ⟦CVV|417⟧ name ⟦PERSON|Margaret Ellison⟧
⟪org_name|Paws & Suds⟫: Thanks ⟦PERSON|Charlotte⟧ - nails are +⟪service_price|£8⟫. Pls dont text card numbers tho, we'll take payment at the desk. See you Thurs!"""))

TEXTS.append(("email_with_signature", """From: ⟦PERSON|Dieter Vandenberghe⟧ <⟦EMAIL|d.vandenberghe@telenet.be⟧>
To: ⟦EMAIL|orders@cellarandvine.co.uk⟧
Subject: Re: Order ⟪order_id|CV-20931⟫ - corked bottles

Hello,

Two of the six bottles of the ⟪vintage|2016⟫ ⟪wine_name|Chateau Musar⟫ in order ⟪order_id|CV-20931⟫ were corked (photos attached). Your colleague ⟦PERSON|Hannah⟧ said on the phone you would refund rather than replace. Please send the ⟦AMOUNT|€184.50⟧ to my Belgian account:

IBAN ⟦IBAN|$iban_be1⟧
BIC ⟪bank_bic|GKCCBEBB⟫
Account holder: ⟦PERSON|Dieter Vandenberghe⟧

I'd prefer not to have store credit. If it helps, my phone is ⟦PHONE|+32 475 21 88 09⟧.

Met vriendelijke groeten,
⟦PERSON|Dieter⟧

--
⟦PERSON|Dieter Vandenberghe⟧
⟦ADDRESS|Kortrijksesteenweg 412, 9000 Gent, Belgium⟧"""))

TEXTS.append(("nginx_access_log", """⟦IP_ADDRESS|81.174.250.33⟧ - - [⟪timestamp|14/Mar/2025:09:12:44 +0000⟫] "GET /plants/hellebore-ice-n-roses HTTP/1.1" 200 18233 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_3 like Mac OS X)"
⟦IP_ADDRESS|10.20.4.17⟧ - - [14/Mar/2025:09:12:45 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/⟪version|1.29⟫"
⟦IP_ADDRESS|2a02:c7c:5e10:9a00:1d4f:88b2:e3a1:40c7⟧ - - [14/Mar/2025:09:13:02 +0000] "POST /account/login HTTP/1.1" 302 0 "https://shop.bramblecross.co.uk/account" "Mozilla/5.0 (Windows NT 10.0; Win64; x64)"
⟦IP_ADDRESS|2a02:c7c:5e10:9a00:1d4f:88b2:e3a1:40c7⟧ - ⟦PERSON|jthornbury⟧ [14/Mar/2025:09:13:03 +0000] "GET /account/orders HTTP/1.1" 200 6621 "-" "Mozilla/5.0 (Windows NT 10.0; Win64; x64)"
⟪doc_ip|203.0.113.54⟫ - - [14/Mar/2025:09:13:10 +0000] "GET /wp-login.php HTTP/1.1" ⟪http_status|404⟫ 162 "-" "python-requests/⟪version|2.31.0⟫"
⟦IP_ADDRESS|100.72.14.201⟧ - ⟦PERSON|mwhitlock⟧ [14/Mar/2025:09:14:27 +0000] "POST /basket/add?sku=⟪sku|HEL-ICE-2L⟫ HTTP/1.1" 200 88 "-" "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_2)"
⟦IP_ADDRESS|86.12.197.4⟧ - - [14/Mar/2025:09:15:01 +0000] "GET /offers/compost-3-for-20 HTTP/1.1" 200 9120 "-" "Mozilla/5.0 (Linux; Android 14)\""""))

TEXTS.append(("env_file", """# crumb & co online orders - PROD. do not commit!!
APP_ENV=production
APP_PORT=⟪port|8080⟫
DATABASE_URL=postgres://crumb_app:⟦SECRET|Rye&Caraway#2024⟧@⟦IP_ADDRESS|10.0.3.12⟧:⟪port|5432⟫/orders
REDIS_URL=redis://:⟦SECRET|dough-proof-88⟧@⟦IP_ADDRESS|10.0.3.14⟧:⟪port|6379⟫/0
STRIPE_PUBLISHABLE_KEY=⟪publishable_key|pk_live_51NqZr8KpTz3vWm2Yb7Lc0dFh⟫
STRIPE_SECRET_KEY=⟦APIKEY|$stripe1⟧
STRIPE_WEBHOOK_SECRET=⟦SECRET|$whsec1⟧
SENDGRID_API_KEY=⟦APIKEY|$sendgrid1⟧
MAIL_FROM=⟦EMAIL|orders@crumbandco.co.uk⟧
ADMIN_EMAIL=⟦EMAIL|ellie.m@crumbandco.co.uk⟧
FLASK_SECRET_KEY=⟦SECRET|$flask1⟧
TZ=Europe/London
CUTOFF_HOUR=14"""))

TEXTS.append(("kennel_intake_form", """OAKWOOD BOARDING KENNELS - INTAKE FORM
Owner name: Mrs ⟦PERSON|Jean Pollard⟧
Address: ⟦ADDRESS|7 Church View, Little Haywood, Stafford ST18 0TX⟧
Mobile: ⟦PHONE|07841 226 093⟧    Email: ⟦EMAIL|jeanpollard52@btinternet.com⟧
Emergency contact (not travelling): ⟦PERSON|Alan Pollard⟧ (son) ⟦PHONE|07966 310 472⟧
Dog: ⟪pet_name|Mabel⟫, ⟪pet_breed|Border Terrier⟫, 9 yrs, microchip ⟪microchip_number|826098102334871⟫
Medication (dog): ⟪animal_medication|Vetmedin 2.5mg⟫ twice daily with food
Vaccinations: KC + L4, card seen
Reason for stay: owner in hospital for ⟦MEDICAL|a hip replacement⟧ 3-10 June, then respite at daughter's.
Kennel: ⟪kennel_number|Run 14⟫    Deposit paid: ⟦AMOUNT|£60.00⟧"""))

TEXTS.append(("cake_order_form", """Custom cake enquiry - ⟪org_name|Sugarloaf Bakes⟫
Name: ⟦PERSON|Priya Raman⟧
Phone: ⟦PHONE|07453 882 160⟧
Collection: Sat 21 June
Cake for: my daughter ⟦PERSON|Anika⟧'s 6th birthday (she was born ⟦DATE_OF_BIRTH|22/06/2019⟧ so party is the day before!)
Design: unicorn, pastel rainbow, ⟪cake_size|8" round⟫ 3 tier
Allergies/dietary: ⟦PERSON|Anika⟧ has a ⟦MEDICAL|severe peanut allergy⟧ (carries an ⟦MEDICAL|EpiPen⟧) - please confirm nut-free kitchen. Also my husband is ⟦MEDICAL|coeliac⟧ but he wont eat the cake lol
Quote given: ⟪quote|£95⟫
Deposit: paid ⟦AMOUNT|£30⟧ by bank transfer, ref ⟪payment_reference|SLB-0621⟫
How did you hear: Instagram ⟪social_handle|@sugarloafbakes⟫"""))

TEXTS.append(("payroll_csv", """employee_id,name,ni_number,tax_code,gross_monthly,bank_iban,dob
⟪employee_id|GC-0114⟫,"⟦PERSON|Wróbel, Tomasz⟧",⟦NATIONAL_ID|$nino2⟧,⟪tax_code|1257L⟫,"⟦AMOUNT|£2,210.00⟧",⟦IBAN|$iban_gb2⟧,⟦DATE_OF_BIRTH|1988-11-03⟧
⟪employee_id|GC-0121⟫,⟦PERSON|Shona McAllister⟧,⟦NATIONAL_ID|$nino4⟧,⟪tax_code|1257L⟫,"⟦AMOUNT|£1,985.50⟧",⟦IBAN|$iban_gb5⟧,⟦DATE_OF_BIRTH|1996-05-19⟧
⟪employee_id|GC-0132⟫,⟦PERSON|Kwame Asante-Boateng⟧,⟦NATIONAL_ID|$nino1⟧,⟪tax_code|BR⟫,"⟦AMOUNT|£2,640.00⟧",⟦IBAN|$iban_gb1⟧,⟦DATE_OF_BIRTH|1979-07-30⟧
⟪employee_id|GC-0140⟫,⟦PERSON|Lily-Mae Horrocks⟧,⟦NATIONAL_ID|$nino3⟧,⟪tax_code|0T M1⟫,"⟦AMOUNT|£1,120.00⟧",⟦IBAN|$iban_gb3⟧,⟦DATE_OF_BIRTH|2006-01-12⟧"""))

TEXTS.append(("slack_thread", """#taproom-dev
[10:42] ⟦PERSON|ollie.h⟧: anyone know why the stock sync to Square keeps 401ing since Friday?
[10:43] ⟦PERSON|ollie.h⟧: config on the pi in the cold store is:
SQUARE_APP_ID=⟪app_id|sq0idp-7Hf2kQx0VbLm3PzRtY9wNa⟫
SQUARE_ACCESS_TOKEN=⟦APIKEY|$square1⟧
AWS_ACCESS_KEY_ID=⟦APIKEY|$akia1⟧
AWS_SECRET_ACCESS_KEY=⟦SECRET|$awssecret1⟧
[10:45] ⟦PERSON|priya.s⟧: @⟦PERSON|ollie.h⟧ mate thats the prod token in a channel with the freelancers in it 🙃 rotate pls
[10:45] ⟦PERSON|priya.s⟧: also the pi is ⟦IP_ADDRESS|192.168.40.23⟧ right? i can ssh in from the office
[10:47] ⟦PERSON|ollie.h⟧: yeah pi@⟦IP_ADDRESS|192.168.40.23⟧, pw is still ⟦PASSWORD|hopsandbarley⟧ (i know i know)
[10:48] ⟦PERSON|dan.kerrigan⟧: the 401 is prob the token expiring btw, square moved us to API version ⟪api_version|2024-01-18⟫
[10:52] ⟦PERSON|priya.s⟧: rotated. new one is in 1password under "Square prod". deleting the msgs above"""))

TEXTS.append(("call_transcript", """[Call recording ⟪call_timestamp|00:00:03⟫] AGENT: ⟪org_name|Blossom & Bough⟫, ⟦PERSON|Kerry⟧ speaking.
CALLER: Hi, yes, I'd like to send flowers to my sister in ⟪place_name|Leeds⟫, it's her birthday tomorrow.
AGENT: Lovely. Can I take the recipient's name and address?
CALLER: It's ⟦PERSON|Fiona Gallagher⟧, ⟦ADDRESS|23 Otley Road, Headingley, Leeds LS6 3AA⟧.
AGENT: And a phone number for the courier?
CALLER: Her mobile is ⟦PHONE|oh seven nine one two, four four six, double eight one⟧.
AGENT: Perfect. The seasonal hand-tied is ⟪price|£45⟫ and next-day delivery is ⟪delivery_fee|£6.95⟫. Message for the card?
CALLER: "Happy birthday ⟦PERSON|Fi⟧, love D and the kids xx"
AGENT: Aw. And how would you like to pay?
CALLER: Visa, it's ⟦CARD|$visa4⟧, expiry oh-eight twenty-six, and the three on the back are ⟦CVV|291⟧. Name on the card is ⟦PERSON|Declan Gallagher⟧.
AGENT: Thank you, that's gone through, ⟦AMOUNT|£51.95⟧ taken. Can I grab a number for you in case of problems?
CALLER: ⟦PHONE|07388 190 552⟧.
AGENT: Lovely, thanks ⟦PERSON|Declan⟧. Bye now.
[Call ended ⟪call_timestamp|00:03:41⟫]"""))

TEXTS.append(("yaml_config", """# reefwatch.yaml - tank monitoring for ⟪org_name|Coral Cove Aquatics⟫ (shop floor + fish room)
version: 3
controllers:
  - name: display-reef
    host: ⟦IP_ADDRESS|192.168.1.61⟧
    port: ⟪port|80⟫
    firmware: ⟪firmware_version|8.11.2⟫
  - name: quarantine-sys
    host: ⟦IP_ADDRESS|192.168.1.64⟧
    port: 80
    firmware: 8.9.0
alerts:
  email:
    smtp_host: smtp.office365.com
    smtp_port: ⟪port|587⟫
    username: ⟦EMAIL|alerts@coralcoveaquatics.co.uk⟧
    password: "⟦PASSWORD|Clownfish!Anemone7⟧"
    to: [⟦EMAIL|mark.tennant@coralcoveaquatics.co.uk⟧]
  slack_webhook: ⟦SECRET|$slackhook1⟧
  sms:
    provider: twilio
    account_sid: ⟪account_sid|AC5f3e8a1c9b2d4e6f7a8b9c0d1e2f3a4b⟫
    auth_token: ⟦SECRET|$twilio_auth1⟧
    to: "⟦PHONE|+447912604388⟧"
thresholds:
  temp_c: [⟪temperature|24.5⟫, 26.5]
  ph: [7.9, 8.4]"""))

TEXTS.append(("forum_post", """Re: Salmonella from beardies - how worried should I be?
Posted by ⟦PERSON|gecko_gran_ruth⟧ » ⟪post_timestamp|Tue 4 Feb 2025 8:12 pm⟫

Honestly I wouldn't panic. I got ⟦MEDICAL|salmonella poisoning⟧ in 2019 (pretty sure from cleaning the viv without gloves, my own fault) and was on ⟦MEDICAL|ciprofloxacin⟧ for a week, felt rough but fine after. Wash hands, keep the dragon off the kitchen worktop, job done.

My grandson ⟦PERSON|Jayden⟧ handles ⟪pet_name|Spike⟫ most days and he's never had so much as a tummy ache. The lads at ⟪org_name|Scales & Tails⟫ in ⟪place_name|Norwich⟫ sell the reptile-safe hand gel for ⟪price|£3.49⟫ if you want to be extra careful.

@⟦PERSON|DragonDadDan⟧ - the vet said Spike had a touch of ⟪animal_condition|metabolic bone disease⟫ last year, UVB tube is the thing, not the calcium dust on its own.

- ⟦PERSON|gecko_gran_ruth⟧"""))

TEXTS.append(("stack_trace", """2025-06-02 07:41:19,882 ERROR [catbook.api] booking failed
Traceback (most recent call last):
  File "/srv/catbook/app/bookings.py", line ⟪line_number|212⟫, in create_booking
    conn = psycopg2.connect("host=⟦IP_ADDRESS|10.8.0.5⟧ dbname=catbook user=catbook password=⟦SECRET|Whiskers_2023!⟧ sslmode=require")
  File "/usr/lib/python3/dist-packages/psycopg2/__init__.py", line ⟪line_number|122⟫, in connect
    conn = _connect(dsn, connection_factory=connection_factory, **kwasync)
psycopg2.OperationalError: connection to server at "⟦IP_ADDRESS|10.8.0.5⟧", port ⟪port|5432⟫ failed: FATAL:  password authentication failed for user "catbook"

request_id=⟪request_id|req_8f41c2a07b⟫ remote_addr=⟦IP_ADDRESS|89.101.45.210⟧
body={"owner": "⟦PERSON|Sinéad Brennan⟧", "email": "⟦EMAIL|sineadb@eircom.net⟧", "phone": "⟦PHONE|+353 87 413 2290⟧", "cats": ["⟪pet_name|Pudding⟫", "⟪pet_name|Miso⟫"], "from": "2025-07-19", "to": "2025-08-02", "pen": "⟪cattery_pen|B7⟫"}"""))

TEXTS.append(("invoice", """⟪org_name|GREENWAY LANDSCAPES LTD⟫
⟪org_address|Unit 4, Mill Lane Industrial Estate, Horsham RH13 5PX⟫
VAT Reg: ⟪vat_number|GB 284 1190 37⟫

INVOICE No. ⟪invoice_number|GL-2025-0412⟫        Date: 02/05/2025

Bill to: Mr & Mrs ⟦PERSON|R. Okonkwo⟧
⟦ADDRESS|Flint Cottage, 18 Guildford Road, Rudgwick, Horsham RH12 3BT⟧
Site contact: Mrs ⟦PERSON|Okonkwo⟧ ⟦PHONE|07812 443 019⟧

Porcelain patio 24m2 supplied & laid @ ⟪unit_price|£68/m2⟫ ............ £1,632.00
Sleeper raised beds x3 ......................................... £1,140.00
Turf, 60m2 incl. prep ........................................... £1,315.00
Skip hire + waste ..................................................... £270.00
Subtotal £4,357.00   VAT 20% ⟪tax_rate|20%⟫
TOTAL DUE: ⟦AMOUNT|£4,905.60⟧ (incl. adjustments agreed on site)
Less deposit received: ⟦AMOUNT|£1,000.00⟧
BALANCE: ⟦AMOUNT|£3,905.60⟧ payable within 14 days

Payment to ⟪org_name|Greenway Landscapes Ltd⟫, sort code ⟪org_account|40-11-62 / 71820394⟫. Thank you for your business!"""))

TEXTS.append(("meeting_minutes", """⟪org_name|Hopfather Brewing Co⟫ - staff meeting minutes, 11 Sept
Present: ⟦PERSON|Gareth⟧ (chair), ⟦PERSON|Becca L⟧, ⟦PERSON|Tomás⟧, ⟦PERSON|Ines⟧, ⟦PERSON|Kyle⟧
Apologies: ⟦PERSON|Marnie⟧ (off sick - recovering from ⟦MEDICAL|gallbladder surgery⟧, back w/c 22nd)

1. Canning line - ⟦PERSON|Kyle⟧ says the seamer is leaking again, part no. ⟪part_number|SK-4410-B⟫ on order.
2. Beer festival - ⟦PERSON|Becca⟧ to run the stall; float ⟪org_cash_float|£200⟫ from the office.
3. Pay - ⟦PERSON|Gareth⟧ confirmed the ⟪percentage|3%⟫ rise from Oct. ⟦PERSON|Ines⟧ asked about the ⟦AMOUNT|£450⟧ she's owed for overtime in August; ⟦PERSON|Gareth⟧ will sort by Friday.
4. ⟦PERSON|Tomás⟧'s visa renewal - sponsor file needs a copy of his passport (no. ⟦PASSPORT|$pp_de12⟧). ⟦PERSON|Becca⟧ has it in the locked drawer.
5. AOB: the ⟦MEDICAL|cetirizine⟧ in the first aid box is ⟦PERSON|Kyle⟧'s for his ⟦MEDICAL|hayfever⟧, not for general use.
Next meeting 9 Oct."""))

TEXTS.append(("web_form", """⟪org_name|Petal Pushers Floral Design⟫ - Employment Application  (form ⟪form_version|HR-12 rev 2023⟫)
First name: ⟦PERSON|Jasmine⟧
Last name: ⟦PERSON|Ortiz-Whitfield⟧
Date of birth: ⟦DATE_OF_BIRTH|March 3, 1998⟧
Social Security No.: ⟦SSN|$ssn1⟧
Home address: ⟦ADDRESS|4418 NE Going St, Portland, OR 97218⟧
Phone: ⟦PHONE|(503) 284-7710⟧
Email: ⟦EMAIL|jaz.ortiz98@gmail.com⟧
Position applied for: Floral designer (part-time), req ⟪job_requisition|REQ-0087⟫
Desired pay: ⟦AMOUNT|$19/hr⟧
Emergency contact: ⟦PERSON|Rosa Ortiz⟧ (mother) ⟦PHONE|(971) 330-2854⟧
Any health conditions relevant to the role? ⟦MEDICAL|Latex allergy⟧ - I use nitrile gloves, no problem with flower foam.
Available from: June 2 | Store: ⟪place_name|Alberta Arts District⟫"""))

TEXTS.append(("shell_history", """  ⟪history_number|501⟫  ssh ⟦PERSON|fkowalczyk⟧@⟦IP_ADDRESS|10.42.0.8⟧
  502  cd ⟦PERSON|/home/fkowalczyk⟧/still-logger
  503  git pull origin main
  504  mysql -h ⟦IP_ADDRESS|10.42.0.15⟧ -u stillroom -p'⟦PASSWORD|Juniper&Angelica99⟧' batches
  505  curl -H "Authorization: Bearer ⟦APIKEY|$ghp1⟧" https://api.github.com/repos/kilnhouse/still-logger/releases
  506  scp backup_2025-03-01.sql.gz ⟦PERSON|fkowalczyk⟧@⟦IP_ADDRESS|172.20.1.4⟧:/backups/
  507  export OPENAI_API_KEY=⟦APIKEY|$openai1⟧
  508  python3 label_gen.py --batch ⟪batch_number|GIN-0325⟫ --abv ⟪abv|41.5⟫ --bottles 480
  509  sha256sum labels.pdf   # ⟪sha256|9c4e1f0a7b22d38e5f6a19c0b7e4d2a1f8c3b6e09d7a5f4c2b1e0d9f8a7c6b5e4⟫
  510  history | grep passw"""))

TEXTS.append(("whatsapp_chat", """[12/04/25, 19:02] ⟦PERSON|Nick Haldane⟧: ok wine club ppl, ⟦PERSON|Malcolm⟧'s invoice for the March case is in. Each share is ⟦AMOUNT|£37.50⟧
[12/04/25, 19:03] ⟦PERSON|Sue Pemberton⟧: 👍 sending now
[12/04/25, 19:05] ⟦PERSON|Raj⟧: ⟦PERSON|Nick⟧ can I give you the ⟦AMOUNT|£75⟧ for me and ⟦PERSON|Anjali⟧ in cash thurs
[12/04/25, 19:05] ⟦PERSON|Nick Haldane⟧: yes fine. ⟦PERSON|Sue⟧ you still owe ⟦AMOUNT|£12⟧ from Feb too 😬
[12/04/25, 19:06] ⟦PERSON|Sue Pemberton⟧: argh yes. bank details again?
[12/04/25, 19:07] ⟦PERSON|Nick Haldane⟧: IBAN ⟦IBAN|$iban_gb6⟧ ref ⟪payment_reference|WINECLUB⟫
[12/04/25, 19:09] ⟦PERSON|Malcolm⟧ (⟪org_name|Vinoteca Row⟫): fyi the Etna Rosso is ⟪retail_price|£14.99⟫/btl in the shop, you lot got it at ⟪trade_price|£11.20⟫"""))

TEXTS.append(("ocr_business_card", """[OCR scan - business card, 2 sides]
⟪org_name|FERN & FLAGSTONE⟫
garden design · hard landscaping
⟦PERSON|Callum Rees-Whitaker⟧ BSc (Hons) MSGD
Lead Designer
M: ⟦PHONE|07855 213 908⟧   T: ⟦PHONE|01243 771 640⟧
E: ⟦EMAIL|callum@fernandflagstone.co.uk⟧
W: ⟪website|www.fernandflagstone.co.uk⟫
Studio: ⟪org_address|The Old Forge, Bosham Lane, Chichester PO18 8HP⟫
---
[back, handwritten] met at Chelsea, stand ⟪stand_number|442⟫. design fee quote ⟪quoted_fee|£3k⟫. his home no. ⟦PHONE|01243 59 2210⟧? ask for Weds"""))

TEXTS.append(("voicemail_transcript", """Voicemail - ⟪org_name|Furry Friends Pet Supplies⟫ - ⟪voicemail_timestamp|Tue 14:07⟫ (auto-transcribed)
"Hi, this is ⟦PERSON|Gordon Baptiste⟧, I ordered the ⟪product_name|large two-tier rabbit hutch⟫, order number ⟪order_id|HT-55817⟫, and it still hasn't come. Could someone call me back on ⟦PHONE|oh one two two five, seven seven three, nine oh four⟧. Or my wife's mobile, that's ⟦PERSON|Pauline⟧, ⟦PHONE|oh seven seven one six, two double-three, four five eight⟧. Thanks, bye.\""""))

TEXTS.append(("sql_insert", """-- loyalty import from old till system, 2025-01-06
INSERT INTO loyalty_members (member_no, full_name, email, mobile, dob, pet_names, points, pw_hash) VALUES
('⟪member_number|LM-004821⟫', '⟦PERSON|Harriet Oyelaran⟧', '⟦EMAIL|h.oyelaran@outlook.com⟧', '⟦PHONE|07519 662 308⟧', '⟦DATE_OF_BIRTH|1983-09-14⟧', '⟪pet_name|Pepper;Salt⟫', 1240, '⟪bcrypt_hash|$2b$12$Kq8vN3xT1mZpL0aW7cY5eOq2rHs9dUf4gJ6iB1kC8lM0nP3oQ5tSu⟫'),
('⟪member_number|LM-004822⟫', '⟦PERSON|Bartek Nowicki⟧', '⟦EMAIL|bnowicki@wp.pl⟧', '⟦PHONE|+48 601 228 947⟧', '⟦DATE_OF_BIRTH|1991-02-27⟧', 'Kielbasa', 310, '$2b$12$Xh4pR7bN2cV9mL1qT6wZ0eYu3sDf8gHj5kA2oI7nE4rU9tB6vC1x');"""))

TEXTS.append(("markdown_table", """## Saturday rota - ⟪org_name|Bloom Room⟫ (Northcote Rd)
| Name | Shift | Mobile | Notes |
|---|---|---|---|
| ⟦PERSON|Georgia P⟧ | 07:00-15:00 | ⟦PHONE|07402 119 336⟧ | opening - alarm code ⟦PASSWORD|4 7 1 9⟧ then # |
| ⟦PERSON|Femi⟧ | 09:00-17:30 | ⟦PHONE|07931 508 227⟧ | wedding deliveries x2 (van key in safe) |
| ⟦PERSON|Ros⟧ | 12:00-20:00 | ⟦PHONE|07788 640 115⟧ | closing, safe code ⟦PASSWORD|2291⟧ |
| ⟦PERSON|Hugo⟧ (sat boy) | 09:00-13:00 | - | conditioning stems only |

Wedding today: ⟦PERSON|Harper⟧/⟦PERSON|Lindqvist⟧ at ⟪venue_name|Battersea Arts Centre⟫ - 12 table centres @ ⟪unit_price|£86⟫, arch install ⟪install_slot|14:00⟫"""))

TEXTS.append(("contract_clause", """SCHEDULE 2 - PERSONAL GUARANTEE
2.1 This Guarantee is given by ⟦PERSON|Eleanor Mary Fitzwilliam⟧ (passport no. ⟦PASSPORT|$pp_gb1⟧) of ⟦ADDRESS|3 Larkspur Close, Ashby-de-la-Zouch LE65 1QN⟧ ("the Guarantor") in favour of ⟪org_name|Meadowbank Pet Hotels Limited⟫ (company no. ⟪company_number|11842276⟫) ("the Landlord") in respect of the obligations of ⟪org_name|Whitestone Kennels & Cattery Ltd⟫ under the Lease dated 1 March 2025.
2.2 The Guarantor's aggregate liability under this Schedule shall not exceed ⟪liability_cap|£25,000⟫.
2.3 The Guarantor has today paid a rent deposit of ⟦AMOUNT|£4,500⟧ from her personal account, to be held under clause ⟪clause_number|7.4⟫.

Signed by the Guarantor: ⟦PERSON|E. M. Fitzwilliam⟧
In the presence of (witness): Dr ⟦PERSON|Anil Chaudhry⟧"""))

TEXTS.append(("support_ticket", """Ticket ⟪ticket_id|#48213⟫ | Priority: High | Channel: web form
From: ⟦PERSON|Oliver Strand⟧ <⟦EMAIL|ostrand@protonmail.com⟧>
Subject: someone logged into my account and ordered 3 cases!!

I never placed order ⟪order_id|WM-77120⟫ - ⟦AMOUNT|£612.00⟧ went out on my Amex ⟪masked_card|ending 1009⟫ last night. The login at 03:12 from ⟦IP_ADDRESS|185.220.101.47⟧ was NOT me. I've changed my password. I still have my 2FA backup codes (⟦SECRET|$rc1⟧ and ⟦SECRET|$rc2⟧ left) - do I need to do anything with those?

--- internal note (⟦PERSON|Lucy K⟧) ---
Refunded ⟦AMOUNT|£612.00⟧ to card, locked account, revoked sessions. Customer's usual IP is ⟦IP_ADDRESS|82.24.166.9⟧. Told him to regenerate backup codes. Courier ⟪tracking_number|JD0002251876543⟫ intercepted."""))

TEXTS.append(("json_api_response", """{"order": {"id": "⟪order_id|ord_9QkT2mX⟫", "created": "⟪timestamp|2025-05-30T11:04:22Z⟫",
  "customer": {"name": "⟦PERSON|Mei-Ling Chua⟧", "email": "⟦EMAIL|meiling.chua@gmail.com⟧", "phone": "⟦PHONE|+65 9127 4408⟧"},
  "deliver_to": "⟦ADDRESS|Blk 412 Bedok North Ave 2, #08-115, Singapore 460412⟧",
  "items": [{"sku": "⟪sku|CK-LEMON-8⟫", "qty": 1, "unit_price": "⟪unit_price|28.00⟫"}, {"sku": "CANDLE-NUM-5", "qty": 1}],
  "notes": "no dairy pls - ⟦MEDICAL|lactose intolerant⟧",
  "payment": {"card": "⟪masked_card|•••• •••• •••• 3391⟫", "paid": "⟦AMOUNT|SGD 34.50⟧", "status": "captured"}}}"""))

TEXTS.append(("docker_compose", """# taproom POS stack - ⟪org_name|Wildcraft Ales⟫
services:
  db:
    image: ⟪docker_image_tag|postgres:16.2⟫
    environment:
      POSTGRES_USER: taproom
      POSTGRES_PASSWORD_FILE: /run/secrets/db_pw
  app:
    image: ghcr.io/wildcraft/taproom-pos:⟪version|1.8.3⟫
    environment:
      DATABASE_URL: postgresql://taproom:⟦SECRET|IPA-or-bust-2025⟧@db:5432/pos
      UNTAPPD_CLIENT_ID: ⟪client_id|7F3A2C9E1B4D8A06⟫
      UNTAPPD_CLIENT_SECRET: ⟦SECRET|$appsecret1⟧
      SLACK_BOT_TOKEN: ⟦APIKEY|$xoxb1⟧
      JWT_SECRET: ⟦SECRET|$jwtsecret1⟧
    ports: ["⟪port_mapping|8000:8000⟫"]"""))

TEXTS.append(("incident_postmortem", """Postmortem: Telegram order-bot token exposed - ⟪org_name|Sunny Meadow Garden Centre⟫
Date: 2025-02-17   Author: ⟦PERSON|Hamza Qureshi⟧   Severity: ⟪severity|SEV-3⟫

Summary: the bot token ⟦APIKEY|$tg1⟧ for ⟪bot_username|@SunnyMeadowOrdersBot⟫ was committed to the public repo.

Timeline (GMT)
09:14  ⟦PERSON|Ellis Brookfield⟧ pushed commit ⟪commit_sha|3f9a2c1e8b7d⟫ with config.py
11:02  GitHub secret-scanning alert sent to ⟦EMAIL|it@sunnymeadow.co.uk⟧
11:20  ⟦PERSON|Hamza⟧ revoked the token via BotFather; new token stored in Vault at ⟪vault_path|secret/bots/orders⟫
11:45  found 14 spam messages sent from ⟦IP_ADDRESS|45.133.1.72⟧ using the old token

Impact: ~300 subscribers received a fake "seed sale" link. No payment data involved.
Actions: pre-commit hook (gitleaks), ⟦PERSON|Ellis⟧ to pair with ⟦PERSON|Hamza⟧ on secrets handling."""))

TEXTS.append(("reference_letter", """To whom it may concern,

I am pleased to confirm that ⟦PERSON|Declan Murphy-Hayes⟧ (NI number ⟦NATIONAL_ID|$nino5⟧) worked at ⟪org_name|Larchfield Garden Centre⟫ from April 2019 to January 2025, latterly as ⟪job_title|Plant Area Supervisor⟫. His final salary was ⟦AMOUNT|£27,400⟧ per annum.

⟦PERSON|Declan⟧ was reliable, good with customers and knows his perennials better than I do. He had six weeks off in 2023 after a ⟦MEDICAL|knee operation⟧ (⟦MEDICAL|ACL reconstruction⟧) but returned to full duties including deliveries.

Yours faithfully,
⟦PERSON|Margot Kessler⟧
General Manager, Larchfield Garden Centre
⟦PHONE|01483 920 441⟧"""))

TEXTS.append(("refund_request", """Subject: cancel gin club + refund pls

Hi there,
I signed up to ⟪product_name|Gin of the Month⟫ in January but I've just found out I'm ⟦MEDICAL|pregnant⟧ (yay!) so won't be drinking for a while 😅 Could you cancel and refund the March box I haven't received? That's ⟦AMOUNT|€42.00⟧ (the box is ⟪price|€39⟫ + ⟪delivery_fee|€3⟫ post).
IBAN: ⟦IBAN|$iban_ie3⟧ in the name of ⟦PERSON|Aoife Ní Bhriain⟧. Membership no. ⟪member_number|GOM-31877⟫.

Thanks a million,
⟦PERSON|Aoife⟧
⟦PHONE|087 226 4185⟧"""))

TEXTS.append(("chargeback_dispute", """Dispute ⟪dispute_id|dp_1PxR7aK2eZvKYlo2C8bQm4Tn⟫ - Reason: ⟪reason_code|product_not_received⟫ - Amount: ⟦AMOUNT|$189.00 USD⟧
Customer: ⟦PERSON|Brandon Kemper⟧  ⟦EMAIL|brandon.kemper@yahoo.com⟧
Card: ⟪masked_card|Visa •••• 5521⟫
Shipping: ⟦ADDRESS|2210 Maple Ridge Dr, Plano, TX 75093⟧
Order note: "Deliver to Mom at work - Dr. ⟦PERSON|Linda Kemper⟧, ⟪org_name|Plano Family Dental⟫"
Evidence due: Jul 14, 2025
Our evidence: driver photo 14:32 at front desk, signed "⟦PERSON|L KEMPER⟧", bouquet ⟪sku|BQ-PEONY-LG⟫"""))

TEXTS.append(("batch_sheet", """Sourdough country loaf - bakery batch sheet ⟪document_version|v4⟫ (doubled)
Levain: 200g starter (100% hydration), 400g strong white, 400g water - build 9pm, ⟪temperature|26°C⟫
Dough: 3.6kg ⟪product_name|Shipton Mill No.4⟫ (code ⟪product_code|SM-0104⟫), 400g wholemeal, 3.1kg water @ 30°C, 90g salt
Bulk: 4h @ 24°C, 4 sets of coil folds every 30 min
Divide: 12 x ⟪weight|950g⟫; bench rest 25 min; shape; banneton
Retard 14h @ 4°C in ⟪equipment_id|walk-in #2⟫
Bake: 250°C 20 min lid on, 230°C 22 min lid off; core 96°C
Sell: ⟪wholesale_price|£5.20⟫/loaf to cafes, ⟪retail_price|£6.50⟫ over the counter"""))

TEXTS.append(("price_list", """⟪org_name|CELLAR & VINE⟫ - TRADE PRICE LIST (valid to ⟪validity_date|30/09/2025⟫)
SKU          Wine                                    Vintage  Btl      Case(6)
⟪sku|CV-RHO-221⟫   Crozes-Hermitage, Dom. des Entrefaux    ⟪vintage|2021⟫     ⟪price|£21.50⟫   £119.00
CV-LOI-118   Saumur-Champigny, Ch. de Villeneuve      2020     £18.75   £104.00
CV-SPA-304   Rioja Reserva, ⟪wine_producer|La Rioja Alta⟫ 904  2015     £39.00   £220.00
CV-ENG-007   Classic Cuvée, Nyetimber                 NV       £36.50   £205.00
Delivery free over ⟪delivery_threshold|£150⟫. Prices ex VAT. Account customers pay at 30 days."""))

TEXTS.append(("care_sheet", """CARE SHEET: Leopard gecko (⟪latin_name|Eublepharis macularius⟫) - ⟪org_name|Scales & Tails⟫
Vivarium: ⟪dimensions|90x45x45cm⟫ minimum; hot end 30-32°C, cool end 24°C; thermostat essential.
Feeding: live crickets / dubia roaches 3x a week, dusted with calcium.
Health: a gecko that stops eating or has a soft jaw may have ⟪animal_condition|metabolic bone disease⟫. Vets commonly prescribe ⟪drug_name_leaflet|Baytril (enrofloxacin)⟫ for respiratory infections - never dose your gecko yourself.
Prices: captive-bred hatchlings from ⟪price|£59⟫; starter kit ⟪sku|LG-KIT-90⟫ £189."""))

TEXTS.append(("git_commit", """commit ⟪commit_sha|8e1d4c7b2f09a6e3d5c1b8f7a4e2d0c9b6a3f1e8⟫
Author: ⟦PERSON|Ravi Chandrasekar⟧ <⟦EMAIL|ravi.c@greenthumbsupplies.co.uk⟧>
Date:   ⟪timestamp|Thu Mar 20 16:44:09 2025 +0000⟫

    fix mailchimp sync for plant club newsletter

    temp hardcode until we move to doppler, list id ⟪audience_id|8c2f41ab7e⟫

diff --git a/sync/newsletter.py b/sync/newsletter.py
index ⟪git_blob_hash|3a1f2c9..b74e0d1⟫ 100644
--- a/sync/newsletter.py
+++ b/sync/newsletter.py
@@ -4,3 +4,3 @@
-API_KEY = os.environ["MAILCHIMP_KEY"]
+API_KEY = "⟦APIKEY|$mailchimp1⟧"
 LIST_ID = "8c2f41ab7e\""""))

TEXTS.append(("k8s_secret_yaml", """apiVersion: v1
kind: Secret
metadata:
  name: shopify-sync
  namespace: ⟪k8s_namespace|aquatics-prod⟫
type: Opaque
stringData:
  SHOPIFY_STORE: ⟪shop_domain|bluelagoon-aquatics.myshopify.com⟫
  SHOPIFY_ADMIN_TOKEN: ⟦APIKEY|$shpat1⟧
  SHOPIFY_API_SECRET: ⟦SECRET|$shpss1⟧
  GOOGLE_OAUTH_CLIENT_ID: ⟪client_id|482910334821-3kq8d0bf7l1mtr9pv2cne6h4s5a9ug0j.apps.googleusercontent.com⟫
  GOOGLE_OAUTH_CLIENT_SECRET: ⟦SECRET|$gocspx1⟧
  SMTP_PASSWORD: "⟦PASSWORD|GuppyGrotto!42⟧\""""))

TEXTS.append(("crontab", """# m h dom mon dow  command   (bookings box, user deploy) - ⟪org_name|Hilltop Kennels⟫
15 2 * * * pg_dump "postgresql://backup:⟦SECRET|Kennel$Backup77⟧@⟦IP_ADDRESS|10.10.2.20⟧/bookings" | gzip > /var/backups/bookings_$(date +%F).sql.gz
0 7 * * 1 /opt/scripts/weekly_report.sh --mail ⟦EMAIL|lhargreaves@hilltopkennels.co.uk⟧
*/10 * * * * curl -fsS -m 10 --retry 5 -o /dev/null https://hc-ping.com/⟪uuid|5b8e3f1c-0d2a-4f7e-9b6c-1a2d3e4f5a6b⟫
30 1 * * * AWS_ACCESS_KEY_ID=⟦APIKEY|$akia2⟧ AWS_SECRET_ACCESS_KEY=⟦SECRET|$awssecret2⟧ aws s3 sync /srv/photos s3://⟪bucket_name|hilltop-kennel-photos⟫"""))

TEXTS.append(("onboarding_checklist", """NEW STARTER CHECKLIST - ⟪org_name|Vintry Lane Wines⟫
Name: ⟦PERSON|Anna-Sofia Lindgren⟧      Start: ⟪start_date|07/07/2025⟫      Role: shop assistant (Sat+Sun)
DOB: ⟦DATE_OF_BIRTH|3 October 1979⟧
ID seen: Swedish personnummer ⟦NATIONAL_ID|$sepn1⟧ (ID card), NI no. applied for
Emergency contact: ⟦PERSON|Johan Lindgren⟧ (husband) ⟦PHONE|+46 70 412 88 31⟧
Health: ⟦MEDICAL|Type 1 diabetic⟧ - keeps ⟦MEDICAL|insulin⟧ in the staff fridge, glucose tabs in her bag. Told ⟦PERSON|Marcus⟧ + ⟦PERSON|Jo⟧.
Till login: ⟦PERSON|alindgren⟧ / PIN ⟦PASSWORD|5830⟧  (till ⟪till_number|T2⟫)
Uniform: apron size M  ✔  Keys: front door only ✔"""))

TEXTS.append(("app_log_jsonl", """{"ts":"⟪timestamp|2025-04-11T08:02:13.441Z⟫","level":"info","msg":"login ok","user":"⟦PERSON|kmcbride⟧","email":"⟦EMAIL|kirsty.mcbride@gmail.com⟧","ip":"⟦IP_ADDRESS|2.98.17.203⟧","session":"⟦SECRET|$sess1⟧"}
{"ts":"2025-04-11T08:02:40.019Z","level":"warn","msg":"login failed","user":"admin","ip":"⟦IP_ADDRESS|45.95.147.12⟧","attempt":5}
{"ts":"2025-04-11T08:05:51.772Z","level":"info","msg":"booking created","booking":"⟪booking_ref|BK-30551⟫","user":"⟦PERSON|kmcbride⟧","pets":["⟪pet_name|Ziggy⟫"],"deposit":"⟦AMOUNT|£40.00⟧","ip":"⟦IP_ADDRESS|2.98.17.203⟧"}
{"ts":"2025-04-11T08:06:00.003Z","level":"debug","msg":"healthcheck","ip":"⟪loopback_ip|127.0.0.1⟫","latency_ms":⟪latency_ms|12⟫}"""))

TEXTS.append(("csv_export", """sub_id,customer,email,phone,delivery_address,plan,price
⟪subscription_id|FS-1021⟫,⟦PERSON|Amelia Hartigan⟧,⟦EMAIL|amelia.h@icloud.com⟧,⟦PHONE|07826 441 903⟧,"⟦ADDRESS|19 Cotham Brow, Bristol BS6 6AR⟧",Seasonal Fortnightly,⟪tariff|£28/fortnight⟫
⟪subscription_id|FS-1022⟫,⟦PERSON|Osman Yilmaz⟧,⟦EMAIL|osman.yilmaz@btinternet.com⟧,⟦PHONE|07480 316 550⟧,"⟦ADDRESS|Flat 6, 2 Wellington Terrace, Clifton, Bristol BS8 4LE⟧",Monthly Luxe,⟪tariff|£45/month⟫"""))

TEXTS.append(("tax_form_w9", """Form W-9 (⟪form_revision|Rev. March 2024⟫) Request for Taxpayer Identification Number and Certification
1  Name of entity/individual: ⟦PERSON|Luis Alberto Gutierrez⟧
2  Business name/disregarded entity: ⟪org_name|Gutierrez Lawn & Tree LLC⟫
3a Federal tax classification: [x] Individual/sole proprietor
5-6 Address: ⟦ADDRESS|1187 Cedar Hollow Rd, Round Rock, TX 78664⟧
Part I  Social security number: ⟦SSN|$ssn3⟧      Employer identification number: ⟪ein|87-3390214⟫
Part II Signature of U.S. person: ⟦PERSON|Luis A. Gutierrez⟧   Date: 04/02/2025
Requester: ⟪org_name|Bluebonnet Garden Supply⟫, ⟪org_address|900 Industrial Blvd, Austin, TX 78745⟫"""))

TEXTS.append(("insurance_claim_form", """PUBLIC LIABILITY CLAIM FORM    our ref ⟪claim_reference|PL/25/0193⟫
Claimant: Mrs ⟦PERSON|Doreen Ashworth⟧      Date of birth: ⟦DATE_OF_BIRTH|17/08/1946⟧
Address: ⟦ADDRESS|41 Beech Avenue, Ormskirk L39 4RT⟧
Tel: ⟦PHONE|01695 572 318⟧
Incident: slipped on wet decking outside the cafe at ⟪org_name|Ribble Valley Garden Centre⟫, 12 March 2025 approx ⟪incident_time|11:20⟫.
Injuries: ⟦MEDICAL|fractured left wrist (distal radius)⟧, treated at ⟪hospital_name|Ormskirk District General⟫, in plaster 6 weeks, currently having ⟦MEDICAL|physiotherapy⟧.
Amount claimed: ⟦AMOUNT|£3,250⟧ general damages plus ⟦AMOUNT|£186.40⟧ taxi fares to appointments.
Witness: ⟦PERSON|Ken Ashworth⟧ (husband)"""))

TEXTS.append(("product_review", """★★★★★ "Actually safe GF bread!!" - by ⟦PERSON|coeliacmum_kat⟧, 3 weeks ago
My son was diagnosed ⟦MEDICAL|coeliac⟧ last year and finding a bakery that does proper gluten free without cross contamination has been a nightmare. ⟪org_name|Rise & Shine⟫ on ⟪place_name|Market St⟫ have a separate GF room. Seeded loaf ⟪price|£4.80⟫, worth every penny. Staff (shout out to ⟦PERSON|Bogdan⟧!) always double check. Only moan is the parking.
👍 41 people found this helpful"""))

TEXTS.append(("booking_confirmation", """Booking confirmed ✔ - ⟪org_name|The Cat's Whiskers Cattery⟫
Ref: ⟪booking_ref|CW-2025-0871⟫
Guests: ⟪pet_name|Mochi⟫ & Tofu (2 cats, shared penthouse)
Stay: 18 Aug - 1 Sep 2025 (14 nights) @ ⟪tariff|£17.50/night/cat⟫
Owner: Dr ⟦PERSON|Hannah Okafor-Lyons⟧   mobile ⟦PHONE|07723 915 604⟧
Deposit received: ⟦AMOUNT|£98.00⟧ - balance ⟦AMOUNT|£392.00⟧ due on collection
Registered vet: ⟪org_name|Abbeydale Vets⟫, ⟦PHONE|0114 236 8810⟧
Please bring: vaccination card, Mochi's ⟪animal_medication|Felimazole 2.5mg⟫ tablets"""))

TEXTS.append(("cv_snippet", """CURRICULUM VITAE
⟦PERSON|Morag Sinclair-Bain⟧
⟦ADDRESS|14/3 Leith Walk, Edinburgh EH6 8NB⟧ · ⟦PHONE|07544 318 092⟧ · ⟦EMAIL|morag.sb@gmail.com⟧ · linkedin.com/in/⟦PERSON|moragsinclairbain⟧
Date of birth: ⟦DATE_OF_BIRTH|22 Jan 1994⟧

EXPERIENCE
2021-present  Assistant Distiller, ⟪org_name|Port of Leith Distillery⟫ - ran the ⟪equipment_spec|2,000L pot still⟫, cut points, cask fills
2018-2021     Brewer, ⟪org_name|Stewart Brewing⟫
EDUCATION     MSc Brewing & Distilling, ⟪org_name|Heriot-Watt University⟫ (2018)"""))

TEXTS.append(("helpdesk_chat", """[Live chat - ⟪org_name|TillPoint⟫ Support]
Agent (⟦PERSON|Sam⟧): Hi! How can I help today?
Customer: hi its ⟦PERSON|Tanya⟧ from ⟪org_name|Happy Tails Pet Store⟫ in ⟪place_name|Swindon⟫, store ID ⟪store_id|HT-SWI-04⟫. my manager login has locked
Agent (⟦PERSON|Sam⟧): No worries. Can you confirm the email on the account?
Customer: ⟦EMAIL|tanya.obrien@happytailspets.co.uk⟧
Agent (⟦PERSON|Sam⟧): Thanks ⟦PERSON|Tanya⟧. I've reset it - your temporary PIN is ⟦PASSWORD|608214⟧, you'll be asked to change it on first login.
Customer: done, changed it to ⟦PASSWORD|1987⟧ lol my birth year, is that bad
Agent (⟦PERSON|Sam⟧): 😅 maybe pick something less guessable! Anything else?"""))

TEXTS.append(("instagram_dm", """⟪org_handle|@thepetalpantry⟫: Hi! Yes we can do the bridal bouquet for 14 Sept 🌸 deposit is ⟪percentage|25%⟫ to hold the date
@⟦PERSON|lucy.amarante⟧: amazing!! sending now - do you need my address for the consultation pack?
@thepetalpantry: yes please + a number
@⟦PERSON|lucy.amarante⟧: ⟦ADDRESS|Flat 2, 67 Ashley Road, Bristol BS6 5NR⟧, ⟦PHONE|07968 225 741⟧ 💕 oh and my fiancé ⟦PERSON|Theo⟧ is ⟦MEDICAL|allergic to lilies⟧ (like properly, ⟦MEDICAL|asthma attack⟧ last time) so none of those anywhere pls
@thepetalpantry: Noted ✍️ no lilies. Deposit ⟦AMOUNT|£210⟧ received, thank you ⟦PERSON|Lucy⟧!"""))

TEXTS.append(("jira_ticket", """⟪ticket_id|AQUA-212⟫  Set up VPN for new fish-room PC
Reporter: ⟦PERSON|nikhil.b⟧   Assignee: ⟦PERSON|sgreaves⟧   Status: In Progress
New PC in fish room (hostname ⟪hostname|FR-PC-02⟫, MAC ⟪mac_address|3C:52:82:1A:9F:04⟫) needs WireGuard back to the office. Draft config:

[Interface]
PrivateKey = ⟦SECRET|$wg_priv1⟧
Address = ⟦IP_ADDRESS|10.66.0.14⟧/32
[Peer]
PublicKey = ⟪public_key|hT3q0m8VxR2kLp9sYc4bN7eW1uZa6dFgJ5iO0rQvXl8=⟫
Endpoint = ⟦IP_ADDRESS|81.130.41.77⟧:⟪port|51820⟫
AllowedIPs = ⟦IP_ADDRESS|10.66.0.1⟧/32"""))

TEXTS.append(("delivery_note", """DELIVERY NOTE  ⟪delivery_note_number|DN-88214⟫          ⟪org_name|Stonecraft Aggregates⟫
Deliver to: Mr ⟦PERSON|P. Adeyemi⟧, ⟦ADDRESS|9 Kingfisher Way, Bicester OX26 6YQ⟧
Contact on the day: ⟦PHONE|07908 331 476⟧ (⟦PERSON|Pete⟧) - site lead is ⟦PERSON|Lorna⟧ from ⟪org_name|Bramble & Oak Landscapes⟫ ⟦PHONE|07411 902 668⟧
Access: side gate, keypad code ⟦PASSWORD|5506⟧ then # - artic can't get down the lane, tail lift only
Items: 2 x bulk bag MOT Type 1 (⟪weight|850kg⟫), 40 x Indian sandstone 600x600 ⟪product_name|Raj Green⟫, 1 x pallet sharp sand
Driver: ⟦PERSON|Wayne⟧      Received by: ____________"""))

TEXTS.append(("email_with_signature", """From: ⟪org_name|Saffron & Stem⟫ <⟦EMAIL|hello@saffronandstem.com⟧>
To: ⟦PERSON|Emily Carrington⟧; ⟦PERSON|James Oduya⟧
Subject: Your wedding flowers - final invoice & timings

Hi ⟦PERSON|Emily⟧ & ⟦PERSON|James⟧,

So excited for Saturday! We'll arrive at the barn at 9am to start the arch. Your deposit of ⟦AMOUNT|£450⟧ came in on 3 Feb, and the remaining balance of ⟦AMOUNT|£1,380⟧ is due by Wednesday please - bank details are on the invoice (ref ⟪invoice_number|SAS-EC-0614⟫).

I've also noted your bridesmaid ⟦PERSON|Chloe⟧'s ⟦MEDICAL|bee sting allergy⟧, so we'll keep the buttonholes clear of the ⟪product_name|wildflower hive⟫ display.

Love, ⟦PERSON|Nadia⟧ x
Saffron & Stem | ⟦PHONE|07855 602 194⟧"""))

TEXTS.append(("web_order_form", """Funeral tribute order - ⟪org_name|Lily & Laurel Florists⟫
Deceased: ⟦PERSON|Bernard Whitcombe⟧ (known as ⟦PERSON|Bernie⟧)
Service: St Mary's Church, ⟪place_name|Kettering⟫, Fri 9 May 11:00 - funeral director ⟪org_name|Co-op Funeralcare⟫
Tribute: GRANDAD letters in white chrysanthemum (⟪price|£285⟫) + casket spray
Card message: "To the best Grandad, we'll miss you at the allotment. Love always, ⟦PERSON|Kayleigh⟧, ⟦PERSON|Ryan⟧ & ⟦PERSON|Poppy⟧ x"
Ordered by: ⟦PERSON|Kayleigh Whitcombe⟧, ⟦EMAIL|kayleighw91@hotmail.co.uk⟧, ⟦PHONE|07572 884 310⟧
Paid: ⟦AMOUNT|£340.00⟧ (⟪masked_card|Visa ending 8821⟫)"""))

TEXTS.append(("ocr_sticky_note", """[photo of post-it on back office monitor - OCR, some errors]
WIFI  ⟪wifi_ssid|TheGrainStore_Staff⟫ / pw: ⟦PASSWORD|Sourdough#Starter2024⟧
guest wifi ⟪wifi_ssid|TheGrainStore_Guest⟫ (no pw)
router admin ⟦IP_ADDRESS|192.168.0.1⟧  admin / ⟦PASSWORD|Bak3ry!Admin⟧
Sage login ⟦EMAIL|jess.porter@thegrainstore.co.uk⟧ / ⟦PASSWORD|Flour&Water22⟧
card machine helpdesk ⟦PHONE|0345 606 2233⟧  merchant no ⟪merchant_id|4410298⟫"""))

TEXTS.append(("fail2ban_log", """2025-03-02 03:14:55,120 fail2ban.filter  [⟪pid|812⟫]: INFO  [sshd] Found ⟦IP_ADDRESS|218.92.0.107⟧ - 2025-03-02 03:14:55
2025-03-02 03:14:58,442 fail2ban.actions [812]: NOTICE [sshd] Ban ⟦IP_ADDRESS|218.92.0.107⟧
2025-03-02 04:01:12,009 fail2ban.filter  [812]: INFO  [sshd] Found ⟪doc_ip|2001:db8:4:1::2a⟫ - 2025-03-02 04:01:12
2025-03-02 06:30:41,337 fail2ban.actions [812]: NOTICE [sshd] Unban ⟦IP_ADDRESS|218.92.0.107⟧
Mar  2 07:02:19 gc-web01 sshd[30122]: Accepted publickey for ⟦PERSON|tmcgrath⟧ from ⟦IP_ADDRESS|86.149.22.180⟧ port ⟪port|51344⟫ ssh2: RSA SHA256:⟪ssh_key_fingerprint|Qx9kV2mLp4rT8wZ1cN6bY3hF0jS5dA7eU2iO9gK4xM8⟫
Mar  2 07:05:44 gc-web01 sshd[30177]: Failed password for invalid user oracle from ⟦IP_ADDRESS|61.177.172.60⟧ port 40112 ssh2"""))

TEXTS.append(("bank_transfer_receipt", """You've sent ⟦AMOUNT|£1,250.00⟧ to ⟦PERSON|HOLLOWAY K⟧
Reference: wedding cake + dessert table deposit
From: Everyday Current ⟪masked_account|****4417⟫
To: ⟦PERSON|Katrina Holloway⟧ - ⟦IBAN|$iban_gb7⟧
Sent: 14 Feb 2025, 10:32    Transaction ID: ⟪transaction_id|FP25045H8KQ2J0⟫
Confirmation of Payee: ✔ name matched"""))

TEXTS.append(("employee_info_sheet", """EMPLOYEE INFO SHEET - ⟪org_name|Ponderosa Brewing Co.⟫ (⟪place_name|Bend, OR⟫)
Name: ⟦PERSON|Tyler J. Brooks⟧          SSN: ⟦SSN|$ssn4⟧         DOB: ⟦DATE_OF_BIRTH|07/19/1992⟧
Address: ⟦ADDRESS|61523 Ridgeview Ln, Bend, OR 97702⟧
Phone: ⟦PHONE|(541) 390-2217⟧
Position: Cellar hand   Dept: ⟪department_code|PROD-2⟫   Hourly rate: ⟦AMOUNT|$18.50⟧ + tip pool
Emergency contact: ⟦PERSON|Kayla Brooks⟧ ⟦PHONE|(541) 639-0485⟧
I-9 List A document: U.S. passport ⟦PASSPORT|$pp_us4⟧, exp 2031"""))

TEXTS.append(("handover_note", """Night handover - Sun 22:00 - kennel block B
- ⟪kennel_number|Kennel 7⟫ (⟪pet_name|Rex⟫, GSD): ⟪animal_medication|Metacam⟫ given 18:00 ✔
- Owner of Luna (kennel 12) rang, Mrs ⟦PERSON|Dlamini⟧ - she's in hospital, ⟦MEDICAL|started chemo⟧ Friday, asked us to extend to 2 weeks. Neighbour ⟦PERSON|Themba⟧ can collect if needed: ⟦PHONE|07459 201 883⟧
- Door code changes to ⟦PASSWORD|8064⟧ from tomorrow (⟦PERSON|Chris⟧ said)
- Alarm engineer Tues AM, ref ⟪job_reference|ADT-553901⟫
- ⟦PERSON|Zoe⟧ off sick (⟦MEDICAL|migraine⟧), ⟦PERSON|Chris⟧ covering her Mon shift"""))

TEXTS.append(("payment_debug_log", """2025-05-12 14:22:07,511 DEBUG PaymentService - outbound request: {"amount": "⟦AMOUNT|64.50 GBP⟧", "card": {"number": "⟦CARD|$mc1⟧", "exp_month": 3, "exp_year": 2027, "cvc": "⟦CVV|882⟧"}, "billing_name": "⟦PERSON|Theresa Lum⟧", "order": "⟪order_id|CC-58120⟫"}
2025-05-12 14:22:08,032 INFO  PaymentService - auth approved, code ⟪auth_code|04712B⟫, ref ⟪payment_intent_id|pi_3PGxT2L9qWmZ0aKd1c7Yb4Rr⟫
2025-05-12 14:22:08,040 WARN  PCI-scan - raw PAN found in log line above; ticket ⟪ticket_id|SEC-884⟫ raised, log rotation forced"""))

TEXTS.append(("phone_order_pad", """PHONE ORDER  #⟪order_number|227⟫   11/6   taken by ⟦PERSON|Bex⟧
Name: Mrs ⟦PERSON|Alderton⟧ (⟦PERSON|Gillian⟧)
Cake: 2 tier ⟪product_name|lemon & elderflower⟫, piped "Happy 40th ⟦PERSON|Darren⟧"
Card: ⟦CARD|$amex1⟧  exp 04/28  CID ⟦CVV|7731⟧
Collect Fri ⟪collection_time|4pm⟫. PAID IN FULL ⟦AMOUNT|£135⟧ ✔
Tel ⟦PHONE|07736 502 194⟧"""))

TEXTS.append(("background_check_form", """BACKGROUND CHECK AUTHORIZATION - ⟪org_name|Sunshine Paws Grooming Salon⟫, ⟪place_name|Tampa, FL⟫   (form ⟪form_number|FCRA-DISC-01⟫)
Applicant full name: ⟦PERSON|Marisol Delgado-Reyes⟧
Other names used: ⟦PERSON|Marisol Delgado⟧
Social Security Number: ⟦SSN|$ssn6⟧
Date of birth: ⟦DATE_OF_BIRTH|11/28/1989⟧
Current address: ⟦ADDRESS|3309 W Platt St, Apt 4, Tampa, FL 33609⟧
I authorize ⟪org_name|ClearPath Screening Inc.⟫ to obtain consumer reports about me.
Signature: ⟦PERSON|M. Delgado-Reyes⟧     Date: 02/17/2025"""))

TEXTS.append(("sentry_error_report", """Sentry issue ⟪issue_id|AQUASHOP-3F1⟫  KeyError: 'postcode'
Event ID: ⟪event_id|1b9f6d2ac4e84b07a6e1cf33d0a8b219⟫
URL: https://shop.tidalreef.co.uk/checkout/address
User: id ⟪user_id|18842⟫ · email ⟦EMAIL|paul.everett@virginmedia.com⟧ · ip ⟦IP_ADDRESS|86.27.140.93⟧
Request headers: Cookie: sessionid=⟦SECRET|$sess2⟧; cookie_consent=1
Tags: release ⟪version|2.14.0⟫ · browser Chrome ⟪browser_version|124.0⟫ · os Windows 10
Breadcrumb: GET https://maps.googleapis.com/maps/api/geocode/json?address=Sandbanks&key=⟦APIKEY|$gkey1⟧ [200]"""))

TEXTS.append(("sms_log_csv", """date_sent,from,to,body,status,price_usd
2025-03-03 10:00:02,⟦PHONE|+441618503377⟧,⟦PHONE|+447815220943⟧,"Hi ⟦PERSON|Dawn⟧! Your Pet Club points: 420. Redeem in store. STOP to opt out",delivered,⟪sms_price|-0.0400⟫
2025-03-03 10:00:03,⟦PHONE|+441618503377⟧,⟦PHONE|+447592118036⟧,"Hi ⟦PERSON|Imran⟧! Your Pet Club points: 1,085. Redeem in store. STOP to opt out",undelivered,⟪sms_price|0.0000⟫
2025-03-03 10:00:03,⟦PHONE|+441618503377⟧,⟦PHONE|+447592118036⟧,retry scheduled,queued,⟪message_sid|SM7c1e9b0d4f2a8e6c3b5d7f9a1c3e5b7d⟫"""))

TEXTS.append(("client_card", """CLIENT CARD - ⟪org_name|Top Dog Grooming⟫
Dog: ⟪pet_name|Winston⟫ (⟪pet_breed|British bulldog⟫), 6y. ⟪animal_condition|Skin fold dermatitis⟫ - wash folds w/ ⟪animal_medication|Hibiscrub⟫. Muzzle: no.
Owner: ⟦PERSON|Clive Marchetti-Young⟧  ⟦PHONE|07917 340 228⟧
Notes: ⟦PERSON|Clive⟧ has ⟦MEDICAL|MS⟧ and uses a wheelchair - collect dog from the car, don't make him come in. Pays cash.
Last visit 02/04: bath & tidy, paid ⟦AMOUNT|£42⟧."""))

TEXTS.append(("github_issue", """401 when downloading model in label-ocr  #⟪issue_number|37⟫
Opened by ⟦PERSON|arunpillai-dev⟧

Steps:
$ export HF_TOKEN=⟦APIKEY|$hf1⟧
$ python ocr.py --model kilnhouse/label-ocr-v2 --img batch_0325.jpg
huggingface_hub.errors.HfHubHTTPError: 401 Client Error: Unauthorized (Request ID: ⟪request_id|Root=1-66f0a1b2-3c4d5e6f7a8b9c0d1e2f3a4b⟫)

Env: transformers ⟪version|4.41.2⟫, torch 2.3.1+cu121, Python 3.11.9
@⟦PERSON|mgrieve⟧ can you add me to the org? (also yes I know I pasted my token, will rotate)"""))

TEXTS.append(("complaint_letter", """Dear Sir/Madam,

On Saturday your driver refused to hand over my order (⟪order_id|#VL-40127⟫) because I "didn't look ⟪age_threshold|25⟫". I showed him my passport (number ⟦PASSPORT|$pp_gb2⟧) and he still typed it into his phone!! I am 31 - born ⟦DATE_OF_BIRTH|4 April 1993⟧ - and frankly found this humiliating in front of my neighbours.

I would like the ⟦AMOUNT|£8.95⟧ delivery charge refunded, and written confirmation that my passport number has been deleted from the driver's device.

Yours faithfully,
⟦PERSON|Imogen Tuckwell⟧
⟦ADDRESS|22 Regent Street, Leamington Spa CV32 5EG⟧"""))

TEXTS.append(("t4_slip", """T4 ⟪form_year|2024⟫  Statement of Remuneration Paid
Employer: ⟪org_name|Fraser Valley Nurseries Ltd⟫    Business No. ⟪business_number|84219 7731 RP0001⟫
Employee: ⟦PERSON|PATEL, Devika⟧
Social insurance number: ⟦NATIONAL_ID|$sin1⟧
Address: ⟦ADDRESS|20414 88 Ave, Langley, BC V1M 2Y6⟧
Box 14 Employment income ⟦AMOUNT|$38,412.55⟧   Box 22 Income tax deducted ⟦AMOUNT|$5,109.20⟧   Box 16 CPP ⟦AMOUNT|$2,118.70⟧
Province of employment: ⟪province_code|BC⟫"""))

TEXTS.append(("seasonal_worker_registration", """Seasonal worker registration - ⟪org_name|Kwekerij Van der Berg⟫ (⟪place_name|Lisse⟫) - bulb season 2025
Name: ⟦PERSON|Oksana Hrytsenko⟧        Date of birth: ⟦DATE_OF_BIRTH|14-09-1997⟧
BSN: ⟦NATIONAL_ID|$bsn1⟧        Passport (UA): ⟦PASSPORT|$pp_ca14⟧
Bank: ⟦IBAN|$iban_nl1⟧
Accommodation: ⟦ADDRESS|Heereweg 211, kamer 14B, 2161 BR Lisse⟧
Hourly wage: ⟦AMOUNT|€14.40⟧ bruto (⟪collective_agreement|CAO Open Teelten⟫)
Start: 3 Feb, induction with ⟦PERSON|Marieke⟧"""))

TEXTS.append(("freelance_invoice", """FACTURA / INVOICE nº ⟪invoice_number|2025-017⟫
Emisor: ⟦PERSON|Lucía Fernández Ortega⟧ - NIF ⟦NATIONAL_ID|$dni1⟧
⟦ADDRESS|C/ de Blasco de Garay 34, 3º B, 28015 Madrid⟧
Cliente: ⟪org_name|Bodega & Co Wine Merchants Ltd⟫, ⟪place_name|London⟫
Concepto: Spanish wine tasting evening, 22 March - presenting 3h + travel
Importe: ⟦AMOUNT|€650.00⟧ (IVA exento, art. ⟪tax_article|21⟫)
Pago por transferencia: ⟦IBAN|$iban_es1⟧"""))

TEXTS.append(("payslip", """PAYSLIP - ⟪org_name|Wicklow Hills Boarding Kennels⟫      Period: ⟪pay_period|Week 18 2025⟫
Employee: ⟦PERSON|Ciarán Ó Dálaigh⟧     PPSN: ⟦NATIONAL_ID|$ppsn2⟧     Emp no: ⟪employee_id|0042⟫
Gross pay          ⟦AMOUNT|€612.00⟧
PAYE               ⟦AMOUNT|€48.20⟧
USC                ⟦AMOUNT|€12.10⟧
PRSI Class A1      ⟦AMOUNT|€24.48⟧
NET PAY            ⟦AMOUNT|€527.22⟧
Paid to: ⟦IBAN|$iban_ie1⟧"""))

TEXTS.append(("part_timer_claim", """⟪org_name|Lion City Aquatics Pte Ltd⟫ (UEN ⟪uen|201934455K⟫) - PART-TIMER CLAIM FORM
Name: ⟦PERSON|Muhammad Hafiz bin Rosli⟧        NRIC: ⟦NATIONAL_ID|$nric1⟧
Mobile (PayNow): ⟦PHONE|8123 4477⟧
Claim month: Jan 2025   Hours: ⟪hours|46.5⟫ @ ⟦AMOUNT|$11/hr⟧ = ⟦AMOUNT|$511.50⟧
Approved by: Ms ⟦PERSON|Tan Wei Ling⟧ (fish room supervisor)"""))

TEXTS.append(("customer_record", """Customer record - ⟪org_name|Kowloon Cellars⟫ (⟪place_name|Tsim Sha Tsui⟫ branch)
Name: ⟦PERSON|CHEUNG Ka-wai⟧ (⟦PERSON|Winnie⟧)
HKID (age check on delivery): ⟦NATIONAL_ID|$hkid1⟧
Tel: ⟦PHONE|9187 2306⟧
Delivery: ⟦ADDRESS|Flat C, 12/F, Block 3, Whampoa Garden, Hung Hom, Kowloon⟧
Account balance: ⟦AMOUNT|HK$3,480⟧ outstanding (Jan order ⟪order_id|KC-11902⟫) - ⟦PERSON|Winnie⟧ says she'll settle by FPS end of month"""))

TEXTS.append(("kyc_form", """KYC - distributor onboarding (India) - ⟪org_name|Kilnhouse Distillery⟫ export desk
Director name: ⟦PERSON|Rohan Mehta⟧
Aadhaar: ⟦NATIONAL_ID|$aadhaar1⟧
Passport: ⟦PASSPORT|$pp_in15⟧
Mobile: ⟦PHONE|+91 98201 44762⟧     Email: ⟦EMAIL|rohan@mehtaimports.in⟧
Company GSTIN: ⟪gstin|27AAPCM1234K1Z5⟫     IEC: ⟪import_export_code|0516904412⟫
Checked by: ⟦PERSON|S. Fairbairn⟧"""))

TEXTS.append(("starter_checklist", """⟪form_name|HMRC Starter Checklist⟫ - completed by hand, scanned
Employee's name: ⟦PERSON|Krzysztof Zieliński⟧
Date of birth: ⟦DATE_OF_BIRTH|12.06.1984⟧
National ID (Polish PESEL, NI no. pending): ⟦NATIONAL_ID|$pesel1⟧
Home address: ⟦ADDRESS|27 Victoria Street, Boston PE21 6HP⟧
Employee statement: ⟪statement_letter|B⟫     Student loan: none
Employer: ⟪org_name|Fenland Plant Nurseries⟫, PAYE ref ⟪paye_reference|120/FA41287⟫"""))

TEXTS.append(("aws_credentials_file", """# ⟦PERSON|/home/hnakamura⟧/.aws/credentials
[default]
aws_access_key_id = ⟦APIKEY|$akia3⟧
aws_secret_access_key = ⟦SECRET|$awssecret3⟧
region = ⟪aws_region|eu-west-2⟫

[docs-example]
aws_access_key_id = ⟪example_key|AKIAIOSFODNN7EXAMPLE⟫
aws_secret_access_key = ⟪example_key|wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY⟫"""))

TEXTS.append(("wiki_table", """## Integrations (internal wiki - last edited by ⟦PERSON|gemma.w⟧)
| Service | Key | Owner |
|---|---|---|
| Stripe (live) | ⟦APIKEY|$stripe2⟧ | ⟦PERSON|Gemma W⟧ |
| Stripe (docs example, unit tests only) | ⟪example_key|sk_test_4eC39HqLyjWDarjtT1zdp7dc⟫ | - |
| Google Maps (restricted to our domain) | ⟦APIKEY|$gkey2⟧ | ⟦PERSON|Tom⟧ |
| Mailgun | ⟦APIKEY|$mailgun1⟧ | ⟦PERSON|Tom⟧ |
| Xero | OAuth app, client id ⟪client_id|1F6A2B3C4D5E6F708192A3B4C5D6E7F8⟫ | ⟦PERSON|Gemma W⟧ |"""))

TEXTS.append(("teams_chat", """[Teams] #customer-orders - ⟪org_name|Oakfield Garden Centre⟫
⟦PERSON|Bryony Hale⟧ 09:12: customer on the phone wants 3 ⟪product_name|olive standards⟫ delivered, paying by card, can someone take it?
⟦PERSON|Bryony Hale⟧ 09:13: Mr ⟦PERSON|Okafor⟧, card ⟦CARD|$visa5⟧ exp 10/26 sec ⟦CVV|662⟧
⟦PERSON|Liam Doherty⟧ 09:15: ⟦PERSON|Bryony⟧!! dont put card numbers in Teams 😬 delete it, I'll ring him back. number?
⟦PERSON|Bryony Hale⟧ 09:15: sorry!! ⟦PHONE|07383 447 120⟧
⟦PERSON|Liam Doherty⟧ 09:21: done, taken on the PDQ, delivery slot ⟪delivery_slot|Thu AM⟫"""))

TEXTS.append(("bank_fraud_sms", """From: ⟪sender_id|HSBC UK⟫
Did you attempt a payment of ⟦AMOUNT|£249.99⟧ to ⟪merchant_name|REPTILE CENTRE LTD⟫ with card ⟪masked_card|ending 3320⟫ on 08/03 at 16:41? Reply Y if it was you or N if not. If you didn't, call us on ⟦PHONE|0345 740 4404⟧. We'll never ask for your PIN. Ref ⟪alert_reference|FA-71829⟫"""))

TEXTS.append(("club_newsletter", """⟪org_name|Tropical Fish Society of North Staffs⟫ - August newsletter
Meetings: 2nd Tuesday, 7.30pm, ⟪venue_name|Hanley Methodist Hall⟫. Subs ⟪tariff|£15/year⟫.

Happy 94th birthday to our longest-serving member ⟦PERSON|Stan Whiteley⟧ (born ⟦DATE_OF_BIRTH|2 August 1931⟧), who joined in 1962 and still breeds the best Apistogramma in the county.

Auction results: ⟦PERSON|Stan⟧'s L-number plecos went for ⟪auction_price|£40 a pair⟫, ⟪fish_species|Corydoras sterbai⟫ £12 for 6.

Secretary: ⟦PERSON|Pam Gidman⟧, ⟦PHONE|01782 613 904⟧, ⟦EMAIL|tfsns.secretary@gmail.com⟧"""))

TEXTS.append(("subject_access_request", """Subject: Subject Access Request - UK GDPR Article 15

Under ⟪legal_reference|UK GDPR Article 15⟫ I request copies of all personal data you hold about me, including CCTV from 3 May 2025 (approx 14:00-15:00) and my Greenfingers Club account (member no. ⟪member_number|GF-229184⟫).

Name: ⟦PERSON|Rhiannon Pryce-Jones⟧
Date of birth: ⟦DATE_OF_BIRTH|09/11/1985⟧
Address: ⟦ADDRESS|8 Heathwood Road, Cardiff CF14 4HQ⟧
Email: ⟦EMAIL|rpj85@gmail.com⟧

Your staff member ⟦PERSON|Darren⟧ told me I had been "flagged" on your system, which is why I am making this request. You have one month to respond."""))

TEXTS.append(("discord_chat", """#bot-dev  (⟪org_name|Reef Rats Aquatics⟫ community server)
⟦PERSON|fishnerd_jules⟧: ok the restock bot works!! posting alerts via this webhook: ⟦SECRET|$discordhook1⟧
⟦PERSON|fishnerd_jules⟧: bot token is ⟦APIKEY|$discord1⟧ if anyone wants to test locally
⟦PERSON|mod_kev⟧: ⟦PERSON|jules⟧ please 🤦 regen both NOW. also stop pinging ⟪mention|@everyone⟫ at 3am
⟦PERSON|fishnerd_jules⟧: sorry sorry. regenerated. bot is on ⟪version|v0.4.1⟫ now"""))

TEXTS.append(("return_to_work_form", """RETURN TO WORK INTERVIEW - ⟪org_name|Crust & Crumb Bakery⟫
Employee: ⟦PERSON|Natasha Volkova⟧          Manager: ⟦PERSON|Ian Beardsley⟧
Absence: 3-14 March (9 working days)
Reason: ⟦MEDICAL|tendonitis in right wrist⟧ (GP fit note), now taking ⟦MEDICAL|naproxen⟧. Flour-bag lifting restricted to ⟪weight_limit|10kg⟫ for 4 weeks.
Occupational health referral: yes, ref ⟪referral_reference|OH-2025-118⟫
SSP paid for period: ⟦AMOUNT|£349.50⟧"""))

TEXTS.append(("wine_club_signup", """Wine Club Signup - ⟪org_name|Willamette Ridge Cellars⟫
Name: ⟦PERSON|Greg Tanaka⟧        Date of birth: ⟦DATE_OF_BIRTH|1971-05-30⟧ (must be 21+)
Billing address: ⟦ADDRESS|8812 SW Barbur Blvd, Portland, OR 97219⟧
Card: ⟦CARD|$mc4⟧   exp 02/29   CVV ⟦CVV|508⟧
Phone: ⟦PHONE|503-915-3342⟧
Club tier: ⟪club_tier|Reserve 6⟫ - 4 shipments/yr, typically ⟪price_range|$120-$180⟫ each"""))

TEXTS.append(("support_chat", """Gusto support chat
⟦PERSON|Tammy⟧ (owner, ⟪org_name|Evergreen Lawn Care⟫): hi one of my guys' W-2 has the wrong SSN on it. it says ⟦SSN|$ssn8⟧ but should be ⟦SSN|$ssn7⟧
Agent ⟦PERSON|Rachel⟧: I can help with that! Which employee is it?
⟦PERSON|Tammy⟧: ⟦PERSON|Jose Luis Ibarra⟧, he's on crew 2
Agent ⟦PERSON|Rachel⟧: Thanks. For security please don't share full SSNs in chat - I'll send a secure correction form to ⟦EMAIL|tammy@evergreenlawncare.com⟧ for ⟪form_name|W-2c⟫ tax year ⟪tax_year|2024⟫."""))

TEXTS.append(("review_reply", """★☆☆☆☆ ⟦PERSON|Gail Hindmarsh⟧ - "Acer died within 3 weeks. Expensive mistake."

Response from the owner: Hi ⟦PERSON|Gail⟧, so sorry about your acer. We've checked our records - you bought it on 6 April (receipt ⟪receipt_number|0041-2289⟫) and our ⟪guarantee_terms|12-month plant guarantee⟫ applies, so we've refunded ⟦AMOUNT|£64.99⟧ to your card. If you'd like advice on a replacement, ask for ⟦PERSON|Terry⟧ at the plant desk on ⟦PHONE|01942 832 007⟧. - ⟪org_name|Wigan Lane Garden Centre⟫"""))

TEXTS.append(("terraform_tfvars", """# prod.tfvars - cask-tracker (⟪org_name|Copper Fox Distillery⟫)
project           = "cask-tracker"
region            = "⟪aws_region|eu-west-1⟫"
instance_type     = "⟪instance_type|t3.small⟫"
gitlab_token      = "⟦APIKEY|$glpat1⟧"
db_admin_password = "⟦PASSWORD|Cask&Barrel!2025⟧"
allowed_cidrs     = ["⟦IP_ADDRESS|81.134.20.66⟧/32"]
sendgrid_api_key  = "⟦APIKEY|$sendgrid2⟧"
terraform_version = "⟪version|1.7.5⟫\""""))

TEXTS.append(("sms_message", """Hi ⟦PERSON|Megan⟧ it's ⟦PERSON|Alison⟧ (⟪pet_name|Bramble⟫'s mum lol). Key safe is by the back door, code is ⟦PASSWORD|1 9 6 3⟧. Bramble has had her ⟪animal_medication|Apoquel⟫ this morning. I'm at the hospital for my ⟦MEDICAL|20 week scan⟧ til about 3!! Money for this week (⟦AMOUNT|£60⟧) is on the side x"""))

TEXTS.append(("npmrc_file", """# ~/.npmrc on ⟦PERSON|Jodie⟧'s laptop (⟪org_name|Sweet Crumbs⟫ website)
//registry.npmjs.org/:_authToken=⟦APIKEY|$npm1⟧
⟪npm_scope|@sweetcrumbs⟫:registry=https://npm.pkg.github.com/
//npm.pkg.github.com/:_authToken=⟦APIKEY|$ghp2⟧
email=⟦EMAIL|jodie.fenwick@sweetcrumbs.co.uk⟧
init-version=⟪version|0.1.0⟫"""))

TEXTS.append(("agm_minutes", """⟪org_name|Bloomsbury Growers' Co-op⟫ - AGM minutes, 19 January
Chair: ⟦PERSON|Rupert Vane⟧. 23 members present.
1. Treasurer ⟦PERSON|Faith Mensah⟧ reported co-op turnover of ⟪org_turnover|£184,200⟫ (up ⟪percentage|6%⟫) and a surplus of ⟪org_surplus|£12,950⟫.
2. ⟦PERSON|Faith⟧ noted that Mr ⟦PERSON|Doyle⟧'s unpaid stall fees (⟦AMOUNT|£320⟧) have now been settled.
3. New member application: ⟦PERSON|Saskia de Boer⟧ (cut flowers, Enfield) - approved unanimously.
4. Market pitch fee stays at ⟪tariff|£35/day⟫ for 2025."""))

TEXTS.append(("deploy_notes", """deploy notes for the kennel website (copied off ⟦PERSON|Ash⟧'s laptop) - MOVE THIS TO VAULT!!
server: ⟦IP_ADDRESS|51.89.142.17⟧ (⟪hosting_provider|OVH VPS⟫), user ⟪service_account|deploy⟫, port ⟪port|2222⟫
key:
⟦SECRET|$pem_rsa1⟧
then: cd /var/www/kennels && git pull && systemctl restart php8.2-fpm"""))
