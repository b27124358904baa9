# -*- coding: utf-8 -*-
# blind88 English texts. Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name from values.VALUES.
TEXTS = []

TEXTS += [
("sms",
"""Hi it's ⟦PERSON|Gethin⟧ the hedger. Can do the laying at yours ⟪event_date|w/c 3rd Feb⟫, weather permitting. Roughly ⟪length_measurement|60m⟫ of hawthorn so ⟪duration|4 days⟫. Deposit of ⟦AMOUNT|£150⟧ to hold the slot pls, rest on completion. Address I've got is ⟦ADDRESS|Ty Newydd, Llanfihangel Rhydithon, Llandrindod Wells LD1 5PA⟧ - that right? Ring me on ⟦PHONE|07823 415906⟧ if not. Ta"""),

("email_with_signature",
"""From: ⟦PERSON|Morag Dunbar⟧ <⟦EMAIL|morag.dunbar@btinternet.com⟧>
To: ⟦EMAIL|enquiries@fellsidewalling.co.uk⟧
Subject: Re: gap in wall by the beck

Hi ⟦PERSON|Alasdair⟧,

Thanks for coming out Tuesday. Happy to go ahead with the rebuild of the 11 yards (your quote ⟪quote_id|Q-2291⟫ at ⟪price|£68 per metre⟫ + stone). I've sent the deposit of ⟦AMOUNT|£400⟧ this morning from my account ending ⟪masked_account|4471⟫, ref DUNBAR WALL.

Please mind the tup in the top field and keep the gate shut, ⟪pet_name|Bess⟫ will be out with me most days.

Best,
⟦PERSON|Morag Dunbar⟧
⟦ADDRESS|Low Garth Farm, Ravenstonedale, Kirkby Stephen CA17 4NQ⟧
tel ⟦PHONE|015396 23418⟧ / mob ⟦PHONE|07712 889340⟧

-- 
Sent from ⟪org_name|BT Yahoo⟫ Mail"""),

("whatsapp_group",
"""[14/03/2024, 19:02] ⟦PERSON|Wyn Roberts⟧: anyone got a spare clog iron size 7?? mine snapped on the lathe
[14/03/2024, 19:04] ⟦PERSON|Deb Hollinrake⟧: I've got two, will bring sat. ⟪pet_name|Dotty⟫ chewed the strap off one mind
[14/03/2024, 19:05] ⟦PERSON|Wyn Roberts⟧: legend 🙌
[14/03/2024, 19:11] ⟦PERSON|Stan Ogden-Pyke⟧: fyi the alder from ⟪org_name|Hebden Timber⟫ is in, ⟪price|£14 a blank⟫. they said ring ⟦PERSON|Kev⟧ direct ⟦PHONE|07934 221 087⟧ not the office
[14/03/2024, 19:12] ⟦PERSON|Deb Hollinrake⟧: ta ⟦PERSON|Stan⟧. also reminder subs due, ⟦AMOUNT|£25⟧ each to ⟦PERSON|Wyn⟧ by end of month 🙏
[14/03/2024, 19:15] ⟦PERSON|Wyn Roberts⟧: bank is ⟦IBAN|$iban_gb_2⟧ if anyones doing it online
[14/03/2024, 19:20] ⟦PERSON|Stan Ogden-Pyke⟧: 👍"""),

("nginx_access_log",
"""⟦IP_ADDRESS|81.174.229.36⟧ - - [⟪timestamp|02/May/2024:08:14:51 +0100⟫] "GET /courses/hedgelaying-weekend HTTP/1.1" 200 18342 "-" "Mozilla/5.0 (Windows NT 10.0; Win64; x64) ⟪version|Chrome/124.0.6367.91⟫"
⟦IP_ADDRESS|81.174.229.36⟧ - - [⟪timestamp|02/May/2024:08:15:07 +0100⟫] "POST /basket/add?sku=⟪product_code|HL-WKND-0524⟫ HTTP/1.1" 302 0 "-" "Mozilla/5.0"
⟪doc_ip|203.0.113.77⟫ - - [02/May/2024:08:15:09 +0100] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"
⟦IP_ADDRESS|2a02:c7c:5d14:e600:9d2e:41ff:fe07:b3a1⟧ - - [02/May/2024:08:17:33 +0100] "GET /account/orders/⟪order_id|ORD-118204⟫ HTTP/2.0" 200 5120 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)"
⟦IP_ADDRESS|10.20.4.11⟧ - - [02/May/2024:08:17:34 +0100] "POST /internal/mailer HTTP/1.1" 202 0 "-" "python-requests/2.31.0"
⟪loopback_ip|127.0.0.1⟫ - - [02/May/2024:08:18:00 +0100] "GET /metrics HTTP/1.1" 200 9811 "-" "Prometheus/2.51.1\""""),

("env_file",
"""# basket shop - production. DO NOT COMMIT (yes I know, ⟦PERSON|Tamsin⟧)
APP_ENV=production
APP_URL=https://⟪org_domain|withyandwillow.shop⟫
DATABASE_URL=postgres://willow_app:⟦SECRET|Sm0kedW1llow!2024⟧@⟦IP_ADDRESS|10.0.3.14⟧:⟪port|5432⟫/shop
STRIPE_SECRET_KEY=⟦APIKEY|$stripe_sk_1⟧
STRIPE_PUBLISHABLE_KEY=⟪publishable_key|$pk_live_1⟫
STRIPE_WEBHOOK_SECRET=⟦SECRET|$whsec_1⟧
SENDGRID_API_KEY=⟦APIKEY|$sendgrid_1⟧
MAIL_FROM=⟦EMAIL|orders@withyandwillow.shop⟧
ADMIN_EMAIL=⟦EMAIL|tamsin.kerrow@gmail.com⟧
SESSION_LIFETIME=⟪duration_minutes|120⟫
# old one, revoked? check with ⟦PERSON|Tamsin⟧
#SENDGRID_API_KEY=⟪example_key|SG.xxxxxxxxxxxxxxxxxxxxxx.yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy⟫"""),
]

TEXTS += [
("web_form",
"""== Booking form: Hedgelaying Weekend (Midland bullock style) ==
Course code: ⟪course_code|HLW-MID-24B⟫
Full name: ⟦PERSON|Rhiannon Faulkner-Bligh⟧
Date of birth: ⟦DATE_OF_BIRTH|09/11/1994⟧
Email: ⟦EMAIL|rhi.fb94@outlook.com⟧
Mobile: ⟦PHONE|+44 7458 302 611⟧
Address: ⟦ADDRESS|Flat 2, 17 Wharf Street, Stourport-on-Severn, DY13 8DQ⟧
Medical conditions / allergies we should know about: ⟦MEDICAL|asthma (carry a blue inhaler)⟧ and ⟦MEDICAL|allergic to wasp stings⟧ - I have an ⟦MEDICAL|EpiPen⟧ in my bag
Emergency contact: ⟦PERSON|Owain Bligh⟧ (partner) ⟦PHONE|07458 119 204⟧
Dietary: veggie pls
How did you hear about us: ⟪org_name|National Hedgelaying Society⟫ newsletter
Fee: ⟪price|£185 (incl. lunch & billhook hire)⟫
Paid: ⟦AMOUNT|£185.00⟧ by card ⟪masked_card|**** **** **** 6620⟫"""),

("call_transcript",
"""[Call recording – ⟪org_name|Dorset Wheelwrights & Carriage Co.⟫ – ⟪timestamp|2024-06-11 14:32⟫ – duration ⟪duration|06:41⟫]
AGENT (⟦PERSON|Jodie⟧): Dorset Wheelwrights, ⟦PERSON|Jodie⟧ speaking.
CALLER: Hiya, it's ⟦PERSON|Clive Anstey⟧, I had the dog-cart wheels done, you said ring when I'm ready to pay the balance.
AGENT: Lovely, yes, got you here, ⟪job_number|job W-2207⟫, two wheels rebuilt and re-tyred, so the balance is ⟦AMOUNT|one thousand two hundred and sixty pounds⟧.
CALLER: Right. It's a Visa, ⟦CARD|$card_visa_1⟧.
AGENT: Expiry?
CALLER: ⟪card_expiry|09/27⟫.
AGENT: And the three digits on the back?
CALLER: ⟦CVV|418⟧.
AGENT: And the billing address please.
CALLER: ⟦ADDRESS|3 Cowleaze Cottages, Winterborne Came, Dorchester DT2 8NU⟧.
AGENT: Thank you ⟦PERSON|Clive⟧, that's gone through, auth code ⟪auth_code|55120Q⟫. We'll drop them over Thursday."""),

("meeting_minutes",
"""⟪org_name|DSWA Cumbria Branch⟫ – minutes of committee meeting, ⟪event_date|7 March 2024⟫, Shap Memorial Hall

Present: ⟦PERSON|Alasdair Kerr⟧ (chair), ⟦PERSON|Jean Metcalfe⟧ (treasurer), ⟦PERSON|Tom Rigg⟧, ⟦PERSON|Bryony Atkinson⟧, ⟦PERSON|Pete Hutton⟧ ("⟦PERSON|Gaffer⟧")
Apologies: ⟦PERSON|Mags Ellwood⟧

1. Treasurer's report. Branch funds stand at ⟪org_total|£6,412.18⟫. ⟦PERSON|Jean⟧ reported that ⟦PERSON|Tom⟧'s travel claim of ⟦AMOUNT|£86.40⟧ for the Kendal show demo has been paid and that ⟦PERSON|Bryony⟧ is still owed ⟦AMOUNT|£42⟧ for the hi-vis vests.
2. Competitions. Entry fee to stay at ⟪price|£15 per pair⟫. Best Novice trophy to be re-engraved (quote ⟪price|£38⟫).
3. Training list. ⟦PERSON|Bryony⟧ asked that her mobile ⟦PHONE|07849 330 512⟧ go on the list instead of the landline.
4. ⟦PERSON|Gaffer⟧ is recovering from his ⟦MEDICAL|knee replacement⟧ and hopes to be back on the wall by June. Card sent from the branch.
AOB: none. Next meeting ⟪event_date|4 April⟫, 7.30pm, same place."""),

("invoice",
"""INVOICE   No. ⟪invoice_no|INV-2024-0392⟫                 Date: ⟪invoice_date|18/06/2024⟫

From: ⟦PERSON|Josiah Penhallow⟧ – Wheelwright & Wainwright
      ⟦ADDRESS|The Old Forge, Trelan, St Keverne, Helston TR12 6PA⟧
      ⟦PHONE|01326 280 447⟧  ·  ⟦EMAIL|josiah@penhallowwheels.co.uk⟧

Bill to: Mrs ⟦PERSON|Eleanor Voss⟧
         ⟦ADDRESS|Higher Bosvathick, Constantine, Falmouth TR11 5RD⟧

  Restore pair of 3ft 6in cart wheels (oak spokes, elm naves) ....... ⟪price|£1,450.00⟫
  Hot tyring x2 ...................................................... ⟪price|£280.00⟫
  Collection & delivery ............................................... ⟪price|£60.00⟫

  Less deposit paid ............................................... -⟦AMOUNT|£500.00⟧
  BALANCE DUE ....................................................... ⟦AMOUNT|£1,290.00⟧

Payment by bank transfer to ⟦PERSON|J Penhallow⟧, IBAN ⟦IBAN|$iban_gb_1⟧, quoting the invoice number.
Terms: ⟪payment_terms|30 days⟫. Thank you for your custom!"""),

("stack_trace",
"""Traceback (most recent call last):
  File "/srv/caskorders/app/views.py", line ⟪line_number|212⟫, in submit_order
    send_confirmation(order.customer_email, order)
  File "/srv/caskorders/app/mail.py", line ⟪line_number|48⟫, in send_confirmation
    smtp.login(SMTP_USER, SMTP_PASS)
  File "⟪file_path|/usr/lib/python3.11/smtplib.py⟫", line 750, in login
    raise last_exception
smtplib.SMTPAuthenticationError: (535, b'5.7.8 Username and Password not accepted')

Locals at frame mail.py:48
    SMTP_USER = '⟦EMAIL|orders@speysidecasks.co.uk⟧'
    SMTP_PASS = '⟦PASSWORD|Quaich&Stave88⟧'
    to_addr   = '⟦EMAIL|f.mcintyre@hotmail.co.uk⟧'
    order     = <Order #⟪order_id|CK-30912⟫ 2 x ⟪product_code|HHD-250L-REFURB⟫ for ⟦PERSON|Fraser McIntyre⟧>
Request from ⟦IP_ADDRESS|86.142.77.203⟧ at ⟪timestamp|2024-08-02T10:41:27Z⟫, worker pid ⟪process_id|21877⟫"""),

("slack_channel",
"""#ops-website
⟦PERSON|Priya Nair⟧  10:14 AM
ok who pushed aws creds into the public repo 😬 secret scanning just pinged me on commit ⟪commit_sha|$sha_2⟫
⟦PERSON|Dan Whitlow⟧  10:16 AM
…me. sorry. they're the ones for the charcoal photo bucket
```
AWS_ACCESS_KEY_ID=⟦APIKEY|$aws_akid_1⟧
AWS_SECRET_ACCESS_KEY=⟦SECRET|$aws_secret_1⟧
AWS_REGION=⟪cloud_region|eu-west-2⟫
```
⟦PERSON|Priya Nair⟧  10:17 AM
rotating now. fyi the pair in the README (⟪example_key|AKIAIOSFODNN7EXAMPLE⟫ / ⟪example_key|wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY⟫) are the AWS docs examples, those can stay
⟦PERSON|Dan Whitlow⟧  10:18 AM
👍 bucket is ⟪bucket_name|kiln-photos-prod⟫ btw, nothing private in it except the invoices folder"""),

("support_ticket",
"""Ticket #⟪ticket_id|48213⟫   Status: Open   Priority: Normal   Channel: web form
Subject: can't log in + order not showing
Requester: ⟦PERSON|Gwen Ashworth⟧ <⟦EMAIL|gwen.ashworth@yahoo.co.uk⟧>

Hello, I ordered the red leather clogs (size 38) on Sunday, order number ⟪order_id|WC-20240517-0087⟫, and paid ⟦AMOUNT|£129⟧ but it isn't showing under My Orders. Tried to reset password but the email never comes. The password I used was ⟦PASSWORD|Clogdance_1987⟧ unless I changed it. I'm not good with computers, my granddaughter set it up. Please phone me on ⟦PHONE|01422 845 031⟧ after 4pm.
Thanks, ⟦PERSON|Gwen⟧

--- internal note (⟦PERSON|Ravi⟧) ---
found it, was under her old email gwen_ashworth@... merged accounts. card on file ⟪masked_card|ending 3391⟫. told her NOT to send passwords by email 🙄"""),

("gp_referral_letter",
"""⟪org_name|Calder Valley Medical Practice⟫
Dr ⟦PERSON|S. Okafor⟧

Re: Mrs ⟦PERSON|Anne Threlfall⟧   DOB ⟦DATE_OF_BIRTH|22.04.1961⟧
    ⟦ADDRESS|4 Bank Terrace, Mytholmroyd, Hebden Bridge HX7 5EZ⟧

Dear Colleague,

Thank you for seeing this ⟪age|63⟫-year-old basket maker (willow, 40 years at the trade) with a six-month history of ⟦MEDICAL|bilateral de Quervain's tenosynovitis⟧, worse on the right. She has had ⟦MEDICAL|two steroid injections⟧ (most recently ⟪event_date|14/02⟫) with only short-lived relief.

Background: ⟦MEDICAL|type 2 diabetes⟧ on ⟦MEDICAL|metformin 500 mg bd⟧; ⟦MEDICAL|hypertension⟧ on ⟦MEDICAL|ramipril 5 mg⟧. Allergy: ⟦MEDICAL|penicillin (rash)⟧.

I would be grateful for your opinion regarding surgical release.

Yours sincerely,
Dr ⟦PERSON|Samuel Okafor⟧, GP"""),
]

TEXTS += [
("csv_export",
"""customer_id,name,email,phone,last_order,bags_10kg,notes
⟪customer_id|C-0091⟫,⟦PERSON|Harriet Moss⟧,⟦EMAIL|hmoss.coniston@gmail.com⟧,⟦PHONE|07700 954112⟧,⟪order_date|2024-05-30⟫,6,leave by woodshed
⟪customer_id|C-0112⟫,⟦PERSON|Idris Bevan⟧,⟦EMAIL|idris@bevanbbq.co.uk⟧,⟦PHONE|01539 441 208⟧,⟪order_date|2024-06-02⟫,40,trade - invoice monthly
⟪customer_id|C-0118⟫,"⟦PERSON|O'Hara, Niamh⟧",⟦EMAIL|niamh.ohara@protonmail.com⟧,,⟪order_date|2024-06-04⟫,2,
⟪customer_id|C-0120⟫,⟪org_name|Grizedale Outdoor Centre⟫,⟦EMAIL|bookings@grizedale-oc.org.uk⟧,⟦PHONE|01229 860 775⟧,⟪order_date|2024-06-05⟫,25,"""),

("sql_insert",
"""-- seed from old spreadsheet, ⟪date_event|Nov 2023⟫ clog orders
INSERT INTO customers (id, full_name, email, phone, dob, created_at) VALUES
 (⟪row_id|1042⟫, '⟦PERSON|Ffion Pugh⟧', '⟦EMAIL|ffionpugh@icloud.com⟧', '⟦PHONE|+447790123456⟧', '⟦DATE_OF_BIRTH|1989-07-13⟧', '⟪timestamp|2023-11-02 11:20:41⟫'),
 (⟪row_id|1043⟫, '⟦PERSON|Bernard Tuohy⟧', '⟦EMAIL|b.tuohy@eircom.net⟧', '⟦PHONE|+353 87 412 3390⟧', NULL, '⟪timestamp|2023-11-02 11:20:41⟫');
INSERT INTO orders (customer_id, sku, size, price_pence) VALUES (1042, '⟪product_code|CLG-LTH-RED⟫', 38, ⟪price_pence|12900⟫);"""),

("online_review",
"""★★★★★  ⟦PERSON|marjorie_h⟧ · Local Guide · 2 weeks ago
Took Grandad's old ladderback chair to ⟦PERSON|Lenny⟧ for a new rush seat and it's come back better than new. He showed me how the corners are woven & even let the dog (⟪pet_name|Pickle⟫) sit in the workshop. ⟦AMOUNT|£120⟧ for a full reseat which I thought was very fair. Cane seats are ⟪price|£2.50 a hole⟫ if you need those. Highly recommend ⟪org_name|Seat & Sedge Workshop⟫!

Response from the owner: Thanks ⟦PERSON|Marjorie⟧, ⟪pet_name|Pickle⟫ is welcome any time – ⟦PERSON|Lenny⟧"""),

("forum_post",
"""Re: Best billhook for Welsh Border style?  « Reply #7 on: ⟪timestamp|March 03, 2024, 09:41:12 PM⟫ »
Quote from: ⟦PERSON|hedgehog_hollis⟧ on March 03, 2024
> Anyone used the ⟪product_name|Morris Y-type⟫?

I've had mine since the 90s, the ⟪product_name|Elwell 12"⟫ is lighter though. If you're near Ludlow, ⟦PERSON|Sid Pardoe⟧ does sharpening days, ⟪price|a fiver a tool⟫. Or PM me, happy to lend one. – ⟦PERSON|thornbank_tam⟧
Last edit: ⟪timestamp|March 03, 2024, 09:44:02 PM⟫ by ⟦PERSON|thornbank_tam⟧"""),

("shell_history",
"""  501  ssh ⟦PERSON|rkasprzak⟧@⟦IP_ADDRESS|192.168.40.12⟧
  502  cd /home/⟦PERSON|rkasprzak⟧/kiln-monitor
  503  git pull origin ⟪git_branch|feature/temp-alerts⟫
  504  export GITHUB_TOKEN=⟦APIKEY|$gh_pat_1⟧
  505  pip install -r requirements.txt
  506  mysql -u kiln -p'⟦PASSWORD|W3glarz#Drzewny⟧' -h ⟦IP_ADDRESS|192.168.40.5⟧ kilnlog
  507  sudo systemctl restart kilnmon.service
  508  tail -f /var/log/kilnmon.log
  509  curl -s http://⟪loopback_ip|127.0.0.1⟫:⟪port|8080⟫/status | jq .
  510  history -c"""),

("docker_compose_yaml",
"""# docker-compose.yml  – wheelwright bookings (⟦PERSON|Hal⟧'s laptop only!!)
version: "⟪version|3.9⟫"
services:
  db:
    image: ⟪docker_image|postgres:16.2-alpine⟫
    environment:
      POSTGRES_USER: bookings
      POSTGRES_PASSWORD: ⟦PASSWORD|Felloe-and-Spoke-7⟧
      POSTGRES_DB: bookings
    ports:
      - "⟪port|5433⟫:5432"
  app:
    build: .
    environment:
      ADMIN_EMAIL: ⟦EMAIL|hal.whitcombe@proton.me⟧
      TZ: ⟪timezone|Europe/London⟫
    depends_on: [db]"""),

("voicemail_transcript",
"""Voicemail from ⟪masked_phone|07*** ***219⟫, ⟪timestamp|Tue 9 Jul 16:05⟫:
"Oh hello, yes, this is ⟦PERSON|Dorothy Fairclough⟧, I'm ringing about the two chairs, the spindle-backs, for rushing, ⟦PERSON|Maureen⟧ gave me your number. Could you call me back on ⟦PHONE|oh one five two four, double six one, four oh eight⟧, that's the house phone, I'm in most afternoons. Thank you, bye now, bye.\""""),

("onboarding_email",
"""Subject: Welcome aboard + paperwork for Monday
From: ⟦PERSON|Carla Jennings⟧ <⟦EMAIL|cjennings@bluegrasscooperage.com⟧>
To: ⟦PERSON|Tyler Beaumont⟧ <⟦EMAIL|tylerbeau22@gmail.com⟧>

Hey ⟦PERSON|Tyler⟧,

Glad you're joining the raising crew! I've pre-filled your I-9/W-4 from what you sent over the phone, please double check:

  Name: ⟦PERSON|Tyler J. Beaumont⟧
  SSN: ⟦SSN|$ssn_1⟧
  DOB: ⟦DATE_OF_BIRTH|04/17/2001⟧
  Address: ⟦ADDRESS|1188 Tates Creek Rd, Apt 4B, Lexington, KY 40502⟧

The posted scale for raisers starts at ⟪pay_scale|$19.50/hr⟫, overtime after 40. Shift starts 6:00 AM at ⟪org_name|Barrel Plant 2⟫, bring steel toes. Ask for ⟦PERSON|Ray⟧ at the gate.

Thanks,
⟦PERSON|Carla⟧ – HR, ⟪org_name|Bluegrass Cooperage Co.⟫ | ⟦PHONE|(859) 555-0143⟧"""),

("ocr_business_card",
"""[OCR scan – business card, front]
~ KLOMPEN & CLOGS ~
⟦PERSON|Joost van der Kolk⟧
master klompenmaker
⟦ADDRESS|Dorpsstraat 41, 7261 AS Ruurlo⟧, NL
T ⟦PHONE|+31 573 45 12 08⟧    M ⟦PHONE|+31 6 2418 7730⟧
⟦EMAIL|joost@klompenvdkolk.nl⟧
www.klompenvdkolk.nl   KvK ⟪company_number|08214731⟫
[back] Open di–za 10:00–17:00 · ⟪opening_hours|zo gesloten⟫"""),

("visa_application_form",
"""UK Standard Visitor – supporting letter (extract, OCR)
Applicant: ⟦PERSON|Wanjiru Kamau⟧
Nationality: ⟪country|Kenya⟫
Date of birth: ⟦DATE_OF_BIRTH|3 August 1990⟧
Passport no.: ⟦PASSPORT|$pp_ke_1⟧   Issued: ⟪issue_date|12 Jan 2022⟫   Expires: ⟪expiry_date|11 Jan 2032⟫
Purpose: to demonstrate sisal basket weaving at the ⟪event_name|Craft Heritage Fair⟫, Ludlow, ⟪event_date|14–16 June⟫
Host: ⟦PERSON|Helen Yarwood⟧, ⟦ADDRESS|The Granary, Bitterley, Ludlow SY8 3HH⟧
Funds: the applicant holds ⟦AMOUNT|KES 412,000⟧ in savings (statement attached) and the fair covers travel.
Ref: ⟪application_ref|GWF071188243⟫"""),

("employment_contract_extract",
"""ANSTÄLLNINGSAVTAL / Employment agreement – English summary for the accountant
Employer: ⟪org_name|Korgmakarna i Dalarna AB⟫ (org.nr ⟪org_registration|556912-4471⟫)
Employee: ⟦PERSON|Elin Lindqvist⟧, personnummer ⟦NATIONAL_ID|$pnr_1⟧ (born ⟦DATE_OF_BIRTH|21 May 1987⟧)
Position: basket maker (spruce root & birch bark), 80 %
Monthly salary: ⟦AMOUNT|SEK 29 400⟧ before tax, paid on the 25th to ⟦IBAN|$iban_se_1⟧
Holiday: 25 days. Notice: ⟪notice_period|1 month⟫. Start: ⟪start_date|2024-09-01⟫."""),
]

TEXTS += [
("employment_contract_summary",
"""Contract summary (translated from Polish for the UK charcoal co-op)
Worker: ⟦PERSON|Radosław Kasprzak⟧
PESEL: ⟦NATIONAL_ID|$pesel_1⟧    date of birth ⟦DATE_OF_BIRTH|17.09.1983⟧
Home address: ⟦ADDRESS|ul. Leśna 14/3, 38-600 Lesko⟧, Poland
Role: charcoal burner (retort kilns), seasonal ⟪contract_period|April–October⟫
Pay: ⟦AMOUNT|PLN 6 200⟧ gross per month to ⟦IBAN|$iban_pl_1⟧, plus accommodation in the caravan at ⟪place_name|Bowland Forest⟫
Login for the kiln logger: ⟦PERSON|rkasprzak⟧ (ask ⟦PERSON|Radek⟧ to set his own password)"""),

("payroll_email",
"""Subject: nieuwe medewerker – payroll details
From: ⟦PERSON|Sanne de Wit⟧ <⟦EMAIL|sanne@klompenmakerij-achterhoek.nl⟧>
To: ⟦EMAIL|salaris@boekhoudburo-lochem.nl⟧

Hoi ⟦PERSON|Erik⟧, sorry for the English, copying in our new apprentice who doesn't read Dutch yet.

Name: ⟦PERSON|Anouk Brinkman⟧
BSN: ⟦NATIONAL_ID|$bsn_1⟧
Start: ⟪start_date|1 oktober⟫, 32 hrs
Gross: ⟦AMOUNT|€2.450⟧ per month (⟪pay_scale|CAO schaal 4⟫)
IBAN: ⟦IBAN|$iban_nl_1⟧

Her old employer still has the wrong IBAN on file, ⟪masked_iban|NL** RABO **** **** 17⟫, please ignore that one.

Groetjes,
⟦PERSON|Sanne⟧"""),

("python_script",
"""#!/usr/bin/env python3
# kiln_alert.py - pings the group when the retort goes over temp. ⟦PERSON|Radek⟧ wrote this, ⟦PERSON|Phil⟧ broke it
import requests, time
from w1thermsensor import W1ThermSensor

BOT_TOKEN = "⟦APIKEY|$tg_bot_1⟧"
CHAT_ID = ⟪chat_id|-1002231874455⟫          # "Kiln crew" group
PI_ADDR = "⟦IP_ADDRESS|192.168.1.77⟧"
LIMIT_C = ⟪temperature_threshold|480⟫

def send(msg):
    requests.post(f"https://api.telegram.org/bot{BOT_TOKEN}/sendMessage",
                  data={"chat_id": CHAT_ID, "text": msg}, timeout=10)

while True:
    t = W1ThermSensor().get_temperature()
    if t > LIMIT_C:
        send(f"🔥 retort 2 at {t:.0f}°C (pi {PI_ADDR})")
    time.sleep(⟪interval_seconds|60⟫)"""),

("github_actions_yaml",
"""name: publish-pattern-lib
on:
  push:
    tags: ['v*']
jobs:
  publish:
    runs-on: ⟪runner_label|ubuntu-22.04⟫
    steps:
      - uses: ⟪action_ref|actions/checkout@v4⟫
      - uses: ⟪action_ref|actions/setup-node@v4⟫
        with:
          node-version: ⟪version|20.11⟫
          registry-url: https://registry.npmjs.org
      - run: npm ci && npm publish --access public
        env:
          NODE_AUTH_TOKEN: ${{ ⟪secret_reference|secrets.NPM_TOKEN⟫ }}
          # TODO(⟦PERSON|kit.ainsworth⟧): remove fallback once secret works
          NPM_TOKEN_FALLBACK: ⟦APIKEY|$npm_1⟧"""),

("json_config",
"""{
  "site": "⟪org_domain|wheelwrightdays.co.uk⟫",
  "maps": { "apiKey": "⟦APIKEY|$google_1⟧", "defaultZoom": ⟪zoom_level|12⟫ },
  "sms": {
    "provider": "twilio",
    "accountSid": "⟪account_sid|$twilio_ac_1⟫",
    "apiKeySid": "⟦APIKEY|$twilio_sk_1⟧",
    "authToken": "⟦SECRET|$twilio_auth_1⟧",
    "from": "⟦PHONE|+441392 345678⟧"
  },
  "owner": { "name": "⟦PERSON|Hal Whitcombe⟧", "notify": "⟦EMAIL|hal.whitcombe@proton.me⟧" },
  "build": "⟪build_number|2024.07.3-4471⟫"
}"""),

("markdown_table",
"""### Hedgelaying match – entries (Novice & Open)

| # | Name | Class | Mobile | Notes |
|---|------|-------|--------|-------|
| ⟪entry_number|14⟫ | ⟦PERSON|Callum Breese⟧ | Novice | ⟦PHONE|07961 402 118⟧ | first match |
| ⟪entry_number|15⟫ | ⟦PERSON|Ann-Marie Tolley⟧ | Open | ⟦PHONE|07812 550 093⟧ | ⟦MEDICAL|type 1 diabetic⟧, keeps jelly babies in van |
| ⟪entry_number|16⟫ | ⟦PERSON|F. Gwilliam⟧ | Open | – | entry fee ⟦AMOUNT|£20⟧ unpaid |
| ⟪entry_number|17⟫ | ⟦PERSON|Josh Bywater⟧ | Novice | ⟦PHONE|07474 118 620⟧ | |

Plot length ⟪length_measurement|10 yards⟫ each. Judging from ⟪time_of_day|1pm⟫."""),

("grant_application",
"""Hedgerow Restoration Grant – application (extract)
Section A – applicant
Name: ⟦PERSON|Ciarán Maguire⟧
PPS number: ⟦NATIONAL_ID|$pps_1⟧
Herd no.: ⟪herd_number|C1234567⟫
Address: ⟦ADDRESS|Drumlish Upper, Ballinamore, Co. Leitrim N41 X2K7⟧
Phone: ⟦PHONE|086 301 4475⟧
Section C – works: lay ⟪length_measurement|420 m⟫ of overgrown whitethorn by the Irish method
Section D – payment: grant of ⟦AMOUNT|€3,150⟧ to be paid to ⟦IBAN|$iban_ie_1⟧
Scheme rate for reference: ⟪tariff|€7.50/m⟫"""),

("sick_note_summary",
"""Sykmelding – summary for the insurance (workshop copy)
Patient: ⟦PERSON|Håkon Brekke⟧, f.nr. ⟦NATIONAL_ID|$fnr_1⟧, born ⟦DATE_OF_BIRTH|02.11.1976⟧
Occupation: wheelwright / hjulmaker
Diagnosis: ⟦MEDICAL|L84 lumbago with sciatica⟧ after lifting a wagon hub
Treatment: ⟦MEDICAL|physiotherapy 2x week⟧, ⟦MEDICAL|ibuprofen 400 mg⟧
Off work: ⟪period|100% 12.08–01.09⟫
GP: ⟪org_name|Lillehammer legesenter⟫"""),

("craft_fair_registration",
"""Stall registration – ⟪event_name|Nordic Craft Days 2024⟫
Maker: ⟦PERSON|Aino Heikkinen⟧
Henkilötunnus (for invoicing): ⟦NATIONAL_ID|$hetu_1⟧
Born: ⟦DATE_OF_BIRTH|30.8.1992⟧
Craft: birch-bark baskets, shoulder bags (tuohikontti)
E-mail: ⟦EMAIL|aino.heikkinen@kolumbus.fi⟧  Phone: ⟦PHONE|+358 40 718 2264⟧
Stall: ⟪stall_number|B-17⟫ (⟪dimension|3 x 2 m⟫), fee ⟪price|€95⟫"""),

("insurance_claim",
"""Claim form – personal accident (extract)
Policy holder: ⟦PERSON|Lotte Claes⟧
Rijksregisternummer: ⟦NATIONAL_ID|$benn_1⟧   Date of birth: ⟦DATE_OF_BIRTH|14/02/1981⟧
Address: ⟦ADDRESS|Kapelstraat 8, 2440 Geel⟧
What happened: splitting willow with a cleave, the knife slipped → ⟦MEDICAL|deep laceration left palm, 7 stitches⟧, ⟦MEDICAL|tetanus booster⟧ given at A&E
Amount claimed: ⟦AMOUNT|€640,00⟧ (lost income 2 weeks + physio)
Policy no. ⟪policy_number|AX-771-20931⟫"""),

("payslip",
"""PAYSLIP (English copy for the secondment file) – period ⟪pay_period|August 2024⟫
Employer: ⟪org_name|Tonnellerie des Borderies SAS⟫, SIRET ⟪company_number|512 889 104 00027⟫
Employee: ⟦PERSON|ROUX Mathieu⟧ – qualified cooper (tonnelier)
Social security no.: ⟦NATIONAL_ID|$nir_1⟧
Basic salary ⟦AMOUNT|€2,480.00⟧ · overtime ⟦AMOUNT|€214.60⟧
Net pay ⟦AMOUNT|€2,131.47⟧ paid to ⟦IBAN|$iban_fr_1⟧
Collective agreement ⟪collective_agreement|IDCC 1411⟫ · hours ⟪hours_worked|151.67⟫"""),
]

TEXTS += [
("business_email",
"""Subject: staves for the 500 L butts – delivery + my details for the contract
From: ⟦PERSON|Manuel Castaño Ruiz⟧ <⟦EMAIL|mcastano.tonelero@gmail.com⟧>
To: ⟦PERSON|Fiona Guthrie⟧ <⟦EMAIL|fiona@islaymaltcasks.co.uk⟧>

Dear ⟦PERSON|Fiona⟧,
the 40 sherry butts (⟪product_code|BUTT-500-OL⟫, seasoned 2 yrs oloroso) leave Jerez on the ⟪event_date|22nd⟫, container ⟪container_number|MSKU 418203-7⟫. For the contract your lawyer asked my DNI: ⟦NATIONAL_ID|$dni_1⟧. Payment of my part (⟦AMOUNT|€6,800⟧) please to my personal account ⟦IBAN|$iban_es_1⟧, not the bodega one.
Mobile ⟦PHONE|+34 656 201 884⟧ if anything.
Un saludo,
⟦PERSON|Manuel⟧"""),

("lease_agreement",
"""WORKSHOP LEASE – schedule of parties (extract)
Landlord: ⟪org_name|Immobiliare Colle Verde S.r.l.⟫
Tenant: ⟦PERSON|Giuseppe Bellandi⟧, born ⟦DATE_OF_BIRTH|05/10/1962⟧, codice fiscale ⟦NATIONAL_ID|$cf_1⟧
resident at ⟦ADDRESS|Via dei Bottai 17, 00153 Roma⟧
Premises: ground-floor cooperage, ⟪floor_area|140 m²⟫, Unit ⟪unit_number|4B⟫
Rent: the tenant has paid a security deposit of ⟦AMOUNT|€2,700⟧ and pays a monthly rent of ⟦AMOUNT|€900⟧ on the 5th
Signed ⟪signing_date|Rome, 3 June 2024⟫"""),

("tax_slip",
"""T4 – Statement of Remuneration Paid (summary typed for the bookkeeper)
Year ⟪tax_year|2023⟫
Employer: ⟪org_name|Heritage Wheel & Carriage Ltd.⟫  BN ⟪business_number|81742 3379 RP0001⟫
Employee: ⟦PERSON|TREMBLAY, Marie-Ève⟧
SIN: ⟦NATIONAL_ID|$sin_1⟧
Address: ⟦ADDRESS|27 Mill St E, Elora ON N0B 1S0⟧
Box 14 employment income: ⟦AMOUNT|$48,210.55⟧
Box 22 income tax deducted: ⟦AMOUNT|$6,902.18⟧"""),

("whatsapp_chat",
"""[09/01/24, 11:42] ⟦PERSON|Suresh Patil⟧: Sir for the site entry pass I need ⟦PERSON|Raju⟧ Aadhaar
[09/01/24, 11:45] ⟦PERSON|Anil Mehra⟧: ⟦PERSON|Raju Kumar⟧ ⟦NATIONAL_ID|$aadhaar_1⟧
[09/01/24, 11:45] ⟦PERSON|Anil Mehra⟧: he is the cane weaver for the 60 chairs, mobile ⟦PHONE|98765 40213⟧
[09/01/24, 11:47] ⟦PERSON|Suresh Patil⟧: ok. advance ⟦AMOUNT|₹15,000⟧ sent to his UPI, ref ⟪upi_ref|402918836612⟫
[09/01/24, 11:48] ⟦PERSON|Anil Mehra⟧: 👍 cane rate as per quotation ⟪quote_id|Q/23-24/118⟫, ⟪price|₹85 per sq ft⟫"""),

("safety_leaflet",
"""RETORT KILN – SAFE OPERATION (leaflet ⟪document_code|SK-04 rev C⟫)
1. Never enter the kiln within ⟪duration|48 hours⟫ of a burn. CO levels above ⟪concentration|200 ppm⟫ can kill in minutes.
2. Carbon monoxide alarms (model ⟪product_code|FireAngel CO-9D⟫) must be tested before each burn.
3. Keep ⟪distance|10 m⟫ clear of dry vegetation. Water bowser min. ⟪volume|1000 L⟫.
4. Charring temperature is typically ⟪temperature|400–500 °C⟫; do not open vents above ⟪temperature|550 °C⟫.
5. First aid: for burns, cool under running water for ⟪duration|20 minutes⟫. ⟪drug_name_leaflet|Paracetamol⟫ or ⟪drug_name_leaflet|ibuprofen⟫ may be taken as directed on the pack.
Issued by the ⟪org_name|Coppice Charcoal Co-operative⟫ – ⟪version|version 3.2⟫, ⟪date_event|January 2024⟫."""),

("repair_order",
"""RATTAN & CANE REPAIR – job sheet ⟪job_number|J2024-0815⟫
Customer: ⟦PERSON|Tan Wei Ming⟧   NRIC: ⟦NATIONAL_ID|$nric_1⟧ (for delivery lorry permit)
HP: ⟦PHONE|+65 9127 4480⟧
Delivery address: ⟦ADDRESS|Blk 214 Bishan St 23, #08-117, Singapore 570214⟧
Items: 2 x Peranakan armchairs – re-cane seat & back (⟪pattern_name|7-step hexagonal⟫)
Deposit received ⟦AMOUNT|S$180⟧   Est. collection ⟪date_event|14 Sep⟫"""),

("webhook_payload_json",
"""POST /hooks/stripe  from ⟦IP_ADDRESS|54.187.174.169⟧
{
  "id": "⟪event_id|evt_3PdX1vLkdIwHu7ix0Qm2aGfT⟫",
  "type": "charge.refunded",
  "data": { "object": {
      "customer": "⟪customer_id|$cus_1⟫",
      "billing_details": { "email": "⟦EMAIL|bryn.cadwaladr@gmail.com⟧", "name": "⟦PERSON|Bryn Cadwaladr⟧" },
      "amount_refunded": ⟪amount_minor_units|4500⟫,
      "currency": "gbp",
      "payment_method_details": { "card": { "brand": "visa", "last4": "⟪card_last4|0172⟫", "exp_month": 9 } },
      "description": "refund – ⟦AMOUNT|£45.00⟧ – oak swill basket arrived cracked"
  } }
}"""),

("sms",
"""hiya it's ⟦PERSON|Mandy⟧ (next door to ⟦PERSON|Bob⟧). he's in hospital again with his ⟦MEDICAL|COPD⟧ so won't be there to let you in for the gate posts. key safe by the back door, code is ⟦PASSWORD|4 7 1 9⟧. address for satnav is ⟦ADDRESS|Pen-y-Bryn, Cwm Cewydd, Dinas Mawddwy SY20 9EE⟧ xx"""),

("curl_command",
"""$ curl -sS https://⟪hostname|api.barrelbooking.app⟫/v2/orders?since=⟪date_event|2024-05-20⟫ \\
    -H "Authorization: Bearer ⟦APIKEY|$jwt_1⟧" \\
    -H "X-Request-Id: ⟪request_id|$uuid_1⟫"
{"error":"token_expired","expired_at":"⟪timestamp|2024-05-21T13:40:00Z⟫","hint":"ask ⟦PERSON|Rosalind⟧ for a new integration token"}"""),

("deploy_notes_email",
"""Subject: signing key for the shop app (DELETE AFTER READING)
From: ⟦PERSON|Theo Marwick⟧ <⟦EMAIL|theo@marwickdev.io⟧>
To: ⟦PERSON|Lenny Osei⟧ <⟦EMAIL|lenny@seatandsedge.co.uk⟧>

⟦PERSON|Lenny⟧ – as discussed on the phone, here's the ES256 private key for the booking tokens. Put it in 1Password and delete this mail please.

⟦SECRET|$pem_ec_1⟧

Public key fingerprint (fine to share): ⟪key_fingerprint|SHA256:q3X0n8pR2wYtVvJm1aZ7oKcB4dLfE6hGiN9sUuTyQxM⟫
Invoice for the work to follow, ⟪invoice_no|MD-2024-031⟫.
– ⟦PERSON|Theo⟧"""),

("chat_paste",
"""⟦PERSON|gaz_the_cooper⟧: here's my key for the server, can u add it
⟦PERSON|gaz_the_cooper⟧: ⟦SECRET|$pem_ssh_1⟧
⟦PERSON|imogen.r⟧: gaz that's your PRIVATE key 🤦 i need the .pub one, ⟪file_path|~/.ssh/id_ed25519.pub⟫
⟦PERSON|imogen.r⟧: delete that message and make a new pair please, server is ⟦IP_ADDRESS|46.101.33.219⟧ btw"""),

("changelog",
"""## ⟪version|v2.6.0⟫ – ⟪release_date|2024-04-11⟫
- Added Welsh Border and Derbyshire hedge styles to the pattern library (#⟪issue_number|412⟫)
- Stake spacing calculator now defaults to ⟪measurement|18 in⟫ (was 20 in)
- Fixed crash when exporting PDF on iPadOS 17 (⟪commit_sha|$sha_3⟫)
- Bumped ⟪dependency_version|pdfkit 0.15.0⟫
## ⟪version|v2.5.2⟫ – ⟪release_date|2024-02-27⟫
- Translation fixes (thanks to the Cymraeg volunteers!)"""),

("bash_script",
"""#!/bin/bash
# post weekend match results to the society discord. cron: ⟪cron_expression|0 18 * * 0⟫
WEBHOOK="⟦SECRET|$discord_hook_1⟧"
MSG="Results are up on the site – congrats to ⟦PERSON|Callum Breese⟧ (Novice) 🌿"
curl -H "Content-Type: application/json" -d "{\\"content\\": \\"$MSG\\"}" "$WEBHOOK"
# ping ⟦PERSON|Ann-Marie⟧ if this fails, she owns the server"""),

("password_manager_note",
"""Shop admin – 2FA backup (printed & kept in the cash tin)
account: ⟦EMAIL|admin@withyandwillow.shop⟧
authenticator seed: ⟦SECRET|$totp_1⟧
recovery codes:
  ⟦SECRET|$rc_1⟧   ⟦SECRET|$rc_2⟧
  ⟦SECRET|$rc_3⟧   ⟦SECRET|$rc_4⟧
generated ⟪date_event|12/03/2024⟫ by ⟦PERSON|Tamsin⟧"""),

("http_request_dump",
"""GET /dashboard/ HTTP/1.1
Host: ⟪hostname|orders.hedgelayers.org.uk⟫
User-Agent: Mozilla/5.0 (X11; Linux x86_64; rv:125.0) ⟪version|Gecko/20100101 Firefox/125.0⟫
Cookie: _ga=⟪analytics_cookie|GA1.1.1828364015.1712737720⟫; sessionid=⟦SECRET|$django_sess_1⟧
X-Forwarded-For: ⟦IP_ADDRESS|109.150.38.4⟧, ⟦IP_ADDRESS|172.31.9.40⟧"""),
]

TEXTS += [
("diary_entry",
"""Thurs 16th. Wet. Finished mortising the nave for ⟦PERSON|Eddie Lusk⟧'s gig wheel, 14 spokes, ⟪wood_species|ash felloes⟫. He paid ⟦AMOUNT|£300⟧ cash on account which went straight on the timber bill. 
Our ⟦PERSON|Sam⟧ home early from school, ⟦MEDICAL|asthma⟧ bad again with the damp – ⟦MEDICAL|brown inhaler doubled to 2 puffs twice a day⟧ per the nurse. ⟦PERSON|Jen⟧ took him to the surgery.
Still owe ⟦PERSON|Arthur⟧ ⟦AMOUNT|£85⟧ for the tyre bending. Must ring him."""),

("dictation",
"""[dictated memo – ⟦PERSON|Fergus Lamont⟧, cooperage office, for typing]
Letter to Mrs ⟦PERSON|Helen Ritchie⟧ comma... no, scratch that, just ⟦PERSON|Helen Ritchie⟧, at ⟦ADDRESS|Croftnacreich, North Kessock, Inverness IV1 3ZE⟧. Dear ⟦PERSON|Helen⟧, thank you for your enquiry about the planters made from our retired whisky casks, full stop. A half-barrel is ⟪price|sixty-five pounds⟫ and delivery to the Black Isle is ⟪price|twelve pounds⟫ full stop. New paragraph. If you'd like to go ahead, ring me on ⟦PHONE|zero seven eight one two, four four three, nine zero six⟧ comma, evenings are best. Yours sincerely et cetera."""),

("sms",
"""hey its ⟦PERSON|Dwayne⟧ – for the 2 bourbon barrels just run my card, ⟦CARD|$card_mc_1⟧ exp ⟪card_expiry|11/26⟫ cvv ⟦CVV|207⟧ zip ⟪postcode_partial|40391⟫. ship to the shop not the house. thx"""),

("cv",
"""CURRICULUM VITAE
⟦PERSON|Nell Entwistle⟧
⟦ADDRESS|12 Hollins Row, Bacup, Lancashire OL13 9PZ⟧ · ⟦PHONE|07393 220 641⟧ · ⟦EMAIL|nell.entwistle.clogs@gmail.com⟧
Date of birth: ⟦DATE_OF_BIRTH|2 June 1998⟧

Experience
⟪date_range|2019–present⟫  Apprentice then journeyman clogger, ⟪org_name|Walkley Clogs⟫, Hebden Bridge – carving alder and sycamore soles, welting, irons.
⟪date_range|2016–2019⟫  Saturday job, ⟪org_name|Bacup Leisure Centre⟫
Qualifications: ⟪qualification|Level 3 Diploma in Leatherwork⟫ (⟪year|2021⟫)
References: ⟦PERSON|Jack Hargreaves⟧ (ex-foreman) – available on request"""),

("incident_report",
"""Police crime report – summary for insurer
Crime ref: ⟪crime_reference|WY-13240918-2024⟫
Victim: ⟦PERSON|Lee Sutcliffe⟧, ⟦DATE_OF_BIRTH|30/01/1979⟧, ⟦ADDRESS|Far Slack Cottage, Cragg Vale, HX7 5SN⟧, tel ⟦PHONE|07950 811 362⟧
Offence: theft from motor vehicle (⟪vehicle_model|Ford Transit Custom⟫), parked at ⟪place_name|Blackstone Edge lay-by⟫
Items: billhooks x3, post knocker, chainsaw (⟪serial_number|Stihl MS 261 s/n 178834120⟫), slashers
Estimated loss to victim: ⟦AMOUNT|£2,340⟧
Officer: PC ⟪officer_number|4471⟫"""),

("tax_form",
"""Form 1099-NEC (copy B) – typed from the paper copy
PAYER: ⟪org_name|Blue Ridge Folk Crafts Cooperative⟫, TIN ⟪employer_ein|56-2298014⟫
RECIPIENT: ⟦PERSON|Loretta Sue Puckett⟧
Recipient TIN: ⟦SSN|$ssn_2⟧
Street: ⟦ADDRESS|4471 Shoal Creek Rd, Spruce Pine, NC 28777⟧
Box 1 Nonemployee compensation: ⟦AMOUNT|$11,640.00⟧  (white oak split baskets, consignment)
Box 4 Federal income tax withheld: ⟦AMOUNT|$0.00⟧
Account number (see instructions): ⟪account_reference|BRFC-0412⟫"""),

("loan_application",
"""Equipment loan – applicant section
Name: ⟦PERSON|Dale R. Whitacre⟧
SSN: ⟦SSN|$ssn_3⟧         DOB: ⟦DATE_OF_BIRTH|08/22/1971⟧
Home: ⟦ADDRESS|212 Cooper Hollow Ln, Lebanon, KY 40033⟧
Phone: ⟦PHONE|270-555-0188⟧     Email: ⟦EMAIL|dwhitacre71@aol.com⟧
Annual income: ⟦AMOUNT|$64,500⟧
Purpose: used stave jointer + croze for barrel shop (quote from ⟪org_name|Kentucky Cooperage Machinery⟫, ⟪quote_id|KCM-22871⟫, ⟪price|$18,900⟫)"""),

("ocr_passport",
"""[OCR – passport data page, low confidence fields marked ?]
Type/Type P   Code/Code ⟪country_code|GBR⟫   Passport No./No. du passeport ⟦PASSPORT|$pp_gb_1⟧
Surname/Nom ⟦PERSON|GRIFFITHS⟧
Given names/Prénoms ⟦PERSON|MEGAN ELERI⟧
Nationality/Nationalité ⟪nationality|BRITISH CITIZEN⟫
Date of birth/Date de naissance ⟦DATE_OF_BIRTH|19 OCT 1985⟧
Sex/Sexe F   Place of birth/Lieu de naissance ⟪place_name|ABERYSTWYTH⟫
Date of issue ⟪issue_date|07 MAR 2019⟫   Authority ⟪issuing_authority|HMPO⟫   Date of expiry ⟪expiry_date|07 MAR 2029⟫
(attached to booking for the ⟪event_name|Drystone Walling Exchange, Galicia⟫)"""),

("ferry_booking",
"""Booking confirmation ⟪booking_ref|IF7XK2⟫ – Rosslare → Pembroke, ⟪travel_date|Fri 20 Sep⟫ 08:45
Lead passenger: ⟦PERSON|Seán Ó Floinn⟧, passport ⟦PASSPORT|$pp_ie_1⟧
2nd passenger: ⟦PERSON|Aoife Ó Floinn⟧
Vehicle: van + trailer (wheel stock for the ⟪event_name|Welsh Wheelwrights Gathering⟫), reg ⟪vehicle_type|LWB van⟫
Paid: ⟦AMOUNT|€412.80⟧ by card ⟪masked_card|•••• 8116⟫
Contact: ⟦EMAIL|sean.ofloinn@gmail.com⟧"""),

("customer_email",
"""Subject: charcoal delivery – wrong bags
Hi,
I ordered 10 x ⟪product_code|LWC-10KG⟫ lumpwood and got briquettes. Order ⟪order_id|#88123⟫. Your website says ring the customer line ⟦PHONE|0800 046 1192⟧ but it rings out. Can someone call me back please.
Regards
⟦PERSON|Paul Hebblethwaite⟧"""),

("kubernetes_secret_yaml",
"""apiVersion: v1
kind: Secret
metadata:
  name: mailer-creds
  namespace: ⟪k8s_namespace|cooperage-prod⟫
  annotations:
    owner: ⟦PERSON|fergus.lamont⟧
type: Opaque
stringData:
  MAILGUN_API_KEY: ⟦APIKEY|$mailgun_1⟧
  MAILGUN_DOMAIN: ⟪org_domain|mg.speysidecasks.co.uk⟫
  SMTP_PASSWORD: ⟦PASSWORD|Hogshead!Raise#2024⟧"""),

("terraform_tfvars",
"""# terraform.tfvars – charcoal co-op website droplet
do_token        = "⟦APIKEY|$do_1⟧"
region          = "⟪cloud_region|lon1⟫"
droplet_size    = "⟪instance_size|s-1vcpu-2gb⟫"
ssh_allow_cidrs = ["⟦IP_ADDRESS|86.13.204.117⟧/32", "⟦IP_ADDRESS|2a00:23c7:8f1d:2e01:5c4e:9a1b:7d22:c301⟧/128"]  # ⟦PERSON|Phil⟧ home, ⟦PERSON|Radek⟧ home
db_password     = "⟦PASSWORD|Birch-Retort-Smoke-19⟧"
admin_ip_note   = "docs example was ⟪doc_ip|198.51.100.23⟫, replaced\""""),

("bug_ticket",
"""JIRA  SEAT-231  Customer cannot upload photo of chair
Reporter: ⟦PERSON|Lenny Osei⟧   Assignee: ⟦PERSON|Theo Marwick⟧   Priority: ⟪priority|Medium⟫
Steps: customer ⟦EMAIL|margaret.pyle@btopenworld.com⟧ on iPad tried to upload HEIC photo of ladderback chair
Server log shows 413 from ⟦IP_ADDRESS|31.94.17.202⟧ at ⟪timestamp|2024-07-03 19:22:08⟫, body ⟪file_size|14.2 MB⟫ > limit ⟪file_size|10 MB⟫
Affects version ⟪version|1.8.4⟫. Related: ⟪issue_key|SEAT-198⟫"""),

("call_transcript",
"""RECEPTION: Good morning, ⟪org_name|Wensleydale Surgery⟫.
PATIENT: Morning, I need to see someone about my hand, I'm a dry stone waller and I crushed my finger under a through-stone on Friday.
RECEPTION: Name and date of birth?
PATIENT: ⟦PERSON|Ben Thwaite⟧, ⟦DATE_OF_BIRTH|eleventh of December nineteen eighty-eight⟧.
RECEPTION: And a contact number?
PATIENT: ⟦PHONE|07814 662 097⟧.
RECEPTION: What's the problem exactly?
PATIENT: ⟦MEDICAL|fingernail's gone black⟧ and it's ⟦MEDICAL|throbbing⟧, and I'm on ⟦MEDICAL|warfarin⟧ so my wife said I'd better check.
RECEPTION: Okay, I'll put you in with the nurse practitioner at ⟪appointment_time|10:40⟫."""),

("agm_minutes",
"""⟪org_name|Somerset Basketmakers' Guild⟫ – AGM minutes, ⟪event_date|20 April 2024⟫
Chair ⟦PERSON|Rosie Callow⟧ welcomed 31 members.
Accounts: income for the year ⟪org_total|£4,218⟫, expenditure ⟪org_total|£3,770⟫. Membership fee unchanged at ⟪price|£18⟫.
⟦PERSON|Rosie⟧ thanked ⟦PERSON|Derek Pople⟧ for 25 years as treasurer; he is stepping down on health grounds (⟦MEDICAL|Parkinson's⟧). Members agreed a gift of a willow chair.
Election: treasurer – ⟦PERSON|Saoirse Keane⟧ (prop. ⟦PERSON|Margaret Dyer⟧, sec. ⟦PERSON|Tony Brice⟧), carried.
⟦PERSON|Margaret⟧ reminded members that ⟦PERSON|Tony⟧'s reimbursement of ⟦AMOUNT|£64.20⟧ for withy bundles is outstanding."""),
]

TEXTS += [
("slack_dm",
"""⟦PERSON|Tamsin Kerrow⟧  3:02 PM
can you put the shopify admin token into the stock-sync thing? it's ⟦APIKEY|$shopify_1⟧
⟦PERSON|Olly Pengelly⟧  3:05 PM
done. store is ⟪shop_domain|withy-and-willow.myshopify.com⟫, api version ⟪api_version|2024-04⟫
⟦PERSON|Olly Pengelly⟧  3:05 PM
also pls don't DM tokens, use the vault next time 🙏
⟦PERSON|Tamsin Kerrow⟧  3:06 PM
sorry!! my bad"""),

("email",
"""Subject: URGENT – change of bank details?? (please confirm by phone)
From: ⟦PERSON|Bethan Rowlands⟧ <⟦EMAIL|bethan.rowlands@outlook.com⟧>
To: ⟦EMAIL|accounts@fellsidewalling.co.uk⟧

Hi, I got an email yesterday saying you'd changed banks and to pay the final ⟦AMOUNT|£2,150⟧ for the field wall to a new account ending ⟪masked_account|***6604⟫. That looks like a scam to me. The details on your original invoice (⟪invoice_no|FW-1187⟫) were your own account, ⟦IBAN|$iban_gb_3⟧ – is that still right? I won't pay anything until I've spoken to ⟦PERSON|Alasdair⟧.
My number is ⟦PHONE|01768 351 904⟧.
⟦PERSON|Bethan⟧"""),

("forum_post",
"""Re: batter frame angles for a Galloway dyke?
Depends on your stone, but as a rule of thumb the batter is about ⟪ratio|1 in 6⟫ each side. Footings ⟪measurement|32 in⟫ wide tapering to ⟪measurement|14 in⟫ under the copes, overall height ⟪measurement|4 ft 6 in⟫. Put your throughs in at ⟪measurement|21 in⟫ and again at ⟪measurement|42 in⟫ if it's a tall one. The ⟪org_name|DSWA⟫ booklet ⟪publication_code|ISBN 978-0-9526-7213-4⟫ has good diagrams. Don't bother with the cheap frame kits, the ⟪product_code|BF-200⟫ warps in the first wet week."""),

("card_receipt",
"""⟪org_name|HAWKSHEAD CRAFT MARKET⟫
Stall 9 – rush seated stools
⟪timestamp|27/07/2024 13:48⟫
MID ⟪merchant_id|**41120993⟫   TID ⟪terminal_id|26781104⟫
VISA CONTACTLESS  ⟪masked_card|************1187⟫
SALE  ⟦AMOUNT|GBP 96.00⟧
AUTH CODE ⟪auth_code|091443⟫
CARDHOLDER COPY – PLEASE RETAIN"""),

("job_advert",
"""Apprentice Cooper (3 years) – ⟪place_name|Speyside⟫
We are looking for a hard-working apprentice to join our team of ⟪staff_count|14⟫ coopers repairing and rebuilding ⟪product_name|ASB barrels⟫, hogsheads and butts. Starting wage per the ⟪pay_scale|Scottish Apprentice Rate band 2⟫, rising annually. Full PPE provided. Must be able to lift ⟪weight|25 kg⟫. Closing date ⟪deadline|31 August⟫. Apply online at ⟪url|careers.speysidecasks.co.uk/apprentice⟫ – ref ⟪job_reference|APP-COOP-24⟫."""),

("invitation_letter",
"""Letter of invitation – Standard Visitor (permitted paid engagement)
To whom it may concern,
I confirm that Mr ⟦PERSON|ZHAO Lei⟧ (born ⟦DATE_OF_BIRTH|9 July 1985⟧, passport ⟦PASSPORT|$pp_cn_1⟧), a bamboo basket maker from Chengdu, is invited to teach a two-day masterclass at our guild on ⟪event_date|5–6 October 2024⟫. His fee of ⟦AMOUNT|£600⟧ and his accommodation will be paid by the guild. Mr ⟦PERSON|Zhao⟧ will stay with me at ⟦ADDRESS|Orchard House, Long Sutton, Langport TA10 9LY⟧.
Yours faithfully,
⟦PERSON|Rosie Callow⟧, Chair, ⟪org_name|Somerset Basketmakers' Guild⟫ (charity no. ⟪charity_number|1092274⟫)
Tel ⟦PHONE|01458 241 337⟧"""),
]

TEXTS += [
("apprenticeship_application",
"""Lancaster County Heritage Trades – Wheelwright Apprenticeship 2025
Applicant: ⟦PERSON|Eli Stoltzfus⟧
SSN: ⟦SSN|$ssn_4⟧   DOB: ⟦DATE_OF_BIRTH|March 3, 2004⟧
Mailing address: ⟦ADDRESS|3361 Old Philadelphia Pike, Bird-in-Hand, PA 17505⟧
Phone (shop, leave msg): ⟦PHONE|717-555-0162⟧
Why do you want to apply? My grandfather built buggy wheels and I'd like to learn the steam bending and hub work properly. I have worked ⟪duration|2 summers⟫ at ⟪org_name|Lapp Carriage Shop⟫.
Program fee: ⟪price|$0 (stipend program)⟫  Cohort: ⟪cohort_code|WW-25-A⟫"""),

("whatsapp_chat",
"""[21/08, 08:12] ⟦PERSON|Kerry Ashby⟧: Morning! Thanks sooo much for having the dogs while we're at the wheelwrights' rally 🐾
[21/08, 08:13] ⟦PERSON|Kerry Ashby⟧: ⟪pet_name|Biscuit⟫ needs his ear drops (⟪animal_condition|otitis externa⟫) morning & night, ⟪pet_name|Moss⟫ is on ⟪animal_medication|half a Metacam dose⟫ with tea for her hips
[21/08, 08:14] ⟦PERSON|Kerry Ashby⟧: vets is ⟪org_name|Fellside Vets⟫ if anything happens, they know them
[21/08, 08:20] ⟦PERSON|Jo Liddle⟧: no problem at all! what's ⟦PERSON|Martin⟧'s mobile in case I can't get you
[21/08, 08:21] ⟦PERSON|Kerry Ashby⟧: ⟦PHONE|07751 603 228⟧
[21/08, 08:21] ⟦PERSON|Jo Liddle⟧: 👍 have fun x"""),
]

TEXTS += [
("contract_meeting_notes",
"""Notes – site meeting re hedgerow contract ⟪contract_ref|HC/2024/17⟫, ⟪place_name|Lower Lode Lane⟫
Attendees: ⟦PERSON|Gethin Pritchard⟧ (contractor), ⟦PERSON|Louise Bannerman⟧ (⟪org_name|Tewkesbury Borough Council⟫ countryside officer)
- ⟪length_measurement|380 m⟫ to be laid Midland style before ⟪deadline|15 March⟫ (nesting season).
- Council budget for the lot: ⟪org_total|£9,880⟫ incl. stakes and binders.
- ⟦PERSON|Gethin⟧'s invoice for the ⟪work_phase|phase 1⟫ works (⟦AMOUNT|£3,400⟧) still unpaid – ⟦PERSON|Louise⟧ to chase finance.
- Council switchboard for access issues: ⟦PHONE|01684 295 010⟧."""),

("api_error_log",
"""{"ts":"⟪timestamp|2024-09-14T21:03:11.482Z⟫","level":"error","svc":"pattern-gen","msg":"upstream 401","detail":"Incorrect API key provided: ⟦APIKEY|$openai_1⟧","user":"⟦EMAIL|kit.ainsworth@gmail.com⟧","ip":"⟦IP_ADDRESS|82.21.143.90⟧","req":"⟪request_id|$uuid_2⟫"}
{"ts":"⟪timestamp|2024-09-14T21:03:12.007Z⟫","level":"warn","svc":"pattern-gen","msg":"retry 1/3","latency_ms":⟪latency_ms|525⟫}
{"ts":"⟪timestamp|2024-09-14T21:03:15.940Z⟫","level":"info","svc":"healthcheck","ip":"⟪doc_ip|192.0.2.10⟫","msg":"ok"}"""),

("netrc_and_tokens",
"""# ~/.netrc on the shared workshop laptop (⟦PERSON|kit⟧'s account)
machine ⟪hostname|gitlab.com⟫
  login ⟦PERSON|kit.ainsworth⟧
  password ⟦APIKEY|$gitlab_1⟧
machine ⟪hostname|huggingface.co⟫
  login ⟦PERSON|kitainsworth⟧
  password ⟦APIKEY|$hf_1⟧"""),

("form_responses_csv",
"""Timestamp,Full name,Email,Dietary/allergies,Any medical conditions?,Paid
⟪timestamp|01/06/2024 10:14:02⟫,⟦PERSON|Hannah Quayle⟧,⟦EMAIL|hquayle@manx.net⟧,⟦MEDICAL|coeliac⟧,none,⟦AMOUNT|£75⟧
⟪timestamp|01/06/2024 11:40:55⟫,⟦PERSON|Rob Tinsley⟧,⟦EMAIL|robtinsley@gmail.com⟧,none,⟦MEDICAL|epilepsy – well controlled on lamotrigine⟧,⟦AMOUNT|£75⟧
⟪timestamp|02/06/2024 19:02:31⟫,⟦PERSON|Ceri Mostyn⟧,⟦EMAIL|ceri.mostyn@hotmail.co.uk⟧,⟦MEDICAL|nut allergy (anaphylaxis)⟧,none,pending"""),

("social_media_post",
"""@⟦PERSON|spokeandfelloe⟧ · 3h
First pair of artillery wheels off the bench this year 🛞 14 spokes each, ⟪wood_species|English oak⟫ felloes, dished ⟪measurement|3/4"⟫. Hot-tyred this morning with ⟦PERSON|Big Al⟧ and the lads at ⟪place_name|Kingston Lisle⟫. Commissions open again in ⟪date_event|January⟫ – DM me.
#⟪hashtag|wheelwright⟫ #⟪hashtag|heritagecrafts⟫
💬 12  🔁 40  ❤️ ⟪like_count|388⟫"""),

("parish_newsletter",
"""FROM THE WOODS – our charcoal burner, ⟦PERSON|Jim Ledbetter⟧, has been making charcoal in ⟪place_name|Hembury Woods⟫ for 30 years using a ring kiln he built himself. This summer he's looking for help on burn days (usually ⟪day_of_week|Saturdays⟫). No experience needed, just old clothes! Ring ⟦PERSON|Jim⟧ on ⟦PHONE|01364 631 885⟧. Bags are ⟪price|£8⟫ from the honesty box at ⟪place_name|Holne Cross⟫."""),

("bank_statement",
"""⟪org_name|Nationwide⟫ FlexAccount – statement ⟪statement_number|84⟫
Account holder: Mr ⟦PERSON|Idris J Bevan⟧, ⟦ADDRESS|Tŷ Coch, Llanrhaeadr-ym-Mochnant, Oswestry SY10 0JT⟧
Sort code ⟪masked_sort_code|07-**-**⟫  Account ⟪masked_account|****5521⟫
⟪statement_date|03 Jun⟫  CARD PAYMENT ⟪org_name|SCREWFIX⟫ ................ ⟦AMOUNT|£42.96⟧
⟪statement_date|05 Jun⟫  BANK CREDIT from ⟦PERSON|H MOSS⟧ (charcoal) ........ ⟦AMOUNT|£90.00⟧
⟪statement_date|06 Jun⟫  DIRECT DEBIT ⟪org_name|NFU MUTUAL⟫ ................ ⟦AMOUNT|£61.20⟧
Closing balance ⟦AMOUNT|£1,208.44⟧"""),
]

TEXTS += [
("jupyter_notebook_cell",
"""In [3]:
import anthropic, os
# TODO move to env var before sharing with ⟦PERSON|Helen⟧!!
client = anthropic.Anthropic(api_key="⟦APIKEY|$anthropic_1⟧")
PATTERNS = "/home/⟦PERSON|lwanjiru⟧/notebooks/sisal-patterns/⟪file_name|kiondo_v3.json⟫"
resp = client.messages.create(model="⟪model_name|claude-3-haiku-20240307⟫", max_tokens=⟪max_tokens|800⟫,
    messages=[{"role": "user", "content": "Describe a 3-colour kiondo twining pattern"}])
Out[3]: Message(id='⟪message_id|msg_01XqL7cVd2nR8sTgWm4yPZ6k⟫', ...)"""),

("booking_email",
"""Subject: Booking – Windsor chair seating course, 2 places
From: ⟦PERSON|Marcia Delahunt⟧ <⟦EMAIL|marcia.delahunt@verizon.net⟧>

Hello from Vermont! I'd like to book the two places we discussed for myself and my husband ⟦PERSON|Glenn⟧ on the ⟪event_date|October 12–13⟫ course. Your site's checkout won't take US addresses so here is my card to charge the ⟦AMOUNT|£480⟧ total:
⟦CARD|$card_amex_1⟧, exp ⟪card_expiry|03/28⟫, security code ⟦CVV|6251⟧
Billing: ⟦ADDRESS|88 Maple Hill Rd, Woodstock, VT 05091⟧, USA
Phone ⟦PHONE|+1 802 555 0137⟧
Many thanks, ⟦PERSON|Marcia⟧"""),

("handover_note",
"""HANDOVER – yard & cooperage, while I'm off (⟦PERSON|Fergus⟧)
- Alarm panel in the office: code ⟦PASSWORD|2 9 0 6⟧ then OFF. If it goes off, ⟪org_name|ADT⟫ will ring ⟦PERSON|Moira⟧ first.
- Safe (petty cash, cask ledgers): ⟦PASSWORD|41-17-08⟧, turn left first.
- Wifi "⟪wifi_ssid|Cooperage-Office⟫" password ⟦PASSWORD|toasted-oak-char3⟧
- The firing schedule for the toasting fires is on the board, ⟪temperature|210 °C⟫ for medium toast.
- ⟦PERSON|Moira⟧'s mobile ⟦PHONE|07887 402 119⟧, mine ⟦PHONE|07712 335 660⟧ (for emergencies only please!)"""),

("health_questionnaire",
"""Residential Charcoal Burning Week – participant health questionnaire
Name: ⟦PERSON|Graham Nuttall⟧     DOB: ⟦DATE_OF_BIRTH|1957-12-04⟧
Do you have any of the following? (tick)
[x] Heart condition – details: ⟦MEDICAL|stent fitted 2019, on clopidogrel and atorvastatin⟧
[ ] Respiratory condition
[x] Other – details: ⟦MEDICAL|mild hearing loss (left ear)⟧
Current medication: see above, also ⟦MEDICAL|tamsulosin 400 mcg⟧
GP practice: ⟪org_name|Slaithwaite Health Centre⟫
Next of kin: ⟦PERSON|Pauline Nuttall⟧ (wife) ⟦PHONE|01484 842 776⟧"""),

("price_list",
"""⟪org_name|WEAVERS' WILLOW⟫ – 2024/25 price list (trade)
Buff willow 3ft bolt ............ ⟪price|£14.00⟫
Buff willow 5ft bolt ............ ⟪price|£21.50⟫
Brown (Black Maul) 6ft .......... ⟪price|£19.00⟫
Steamed (Dicky Meadows) 4ft ..... ⟪price|£17.50⟫
Carriage: pallet ⟪price|£65⟫, free over ⟪price|£650⟫
Prices ex VAT. Orders before ⟪deadline|1 December⟫ ship from ⟪date_event|January⟫. Codes: ⟪product_code|BW3⟫, ⟪product_code|BW5⟫, ⟪product_code|BM6⟫, ⟪product_code|DM4⟫."""),
]
