# -*- coding: utf-8 -*-
"""blind61 en texts, written by hand one at a time."""

TEXTS = []

# ---------------------------------------------------------------- part 1
TEXTS += [
("sms_window_cleaner",
"""Hi ⟦PERSON|Maureen⟧, it's ⟦PERSON|Dougie⟧ from ⟪org_name|ClearView Window Cleaning⟫. Rain forecast Thurs so can I do yours Sat morning instead? Still ⟪price|£18⟫ for front+back. You owe ⟦AMOUNT|£36⟧ from the last 2 visits, no rush. Side gate code still ⟦PASSWORD|2580⟧? Dont want ⟪pet_name|Biscuit⟫ getting out again lol. Any probs ring me on ⟦PHONE|07700 914 362⟧"""),

("whatsapp_cleaning_rota",
"""[⟪chat_timestamp|06/05/2024, 05:41⟫] ⟦PERSON|Kasia Nowak⟧: morning all, rota change for ⟪place|Canary Wharf⟫ - ⟦PERSON|Tomasz⟧ off sick, his back again 🙄 (⟦MEDICAL|sciatica⟧) so ⟦PERSON|Lucy⟧ can u cover 6-9?
[06/05/2024, 05:44] ⟦PERSON|Lucy Wanjiru⟧: ye ok but I need the alarm code for level 3, last time it was wrong
[06/05/2024, 05:45] ⟦PERSON|Kasia Nowak⟧: ⟦PASSWORD|7 3 1 9⟧ then # . fob is in the key safe, key safe is ⟦PASSWORD|0412⟧
[06/05/2024, 05:47] ⟦PERSON|Tomasz Nowicki⟧: sorry guys. doc says 2 weeks, on ⟦MEDICAL|naproxen⟧. will send fit note to ⟦PERSON|Kasia⟧
[06/05/2024, 05:52] ⟦PERSON|Lucy Wanjiru⟧: get well ⟦PERSON|Tomek⟧ 🙏 (site job no ⟪job_number|CW-L3-2291⟫)"""),

("email_quote_followup",
"""From: ⟦PERSON|Gareth Pritchard⟧ <⟦EMAIL|gareth.pritchard@sparkleoffice.co.uk⟧>
To: ⟦PERSON|Imogen Thackeray⟧ <⟦EMAIL|imogen@thackeraylegal.co.uk⟧>
Subject: RE: Quote ⟪quote_ref|Q-22817⟫ – nightly office clean

Hi ⟦PERSON|Imogen⟧,

Thanks for coming back to me. As discussed the quote stands at ⟪price_quote|£1,140⟫ per month (5 nights, 2 operatives), VAT on top. I've attached our RAMS ⟪document_version|v3.2⟫ and the insurance cert.

If you'd like a walk-round I'm in ⟪place|Cardiff⟫ on Tuesday. Alternatively my colleague ⟦PERSON|Bethan Rowe⟧ can pop over - ⟦PHONE|07831 552 907⟧.

Kind regards,
⟦PERSON|Gareth Pritchard⟧
Area Manager | ⟪org_name|Sparkle Office Services Ltd⟫
M: ⟦PHONE|07962 118 430⟧ | T: ⟦PHONE|029 2048 7716⟧
⟦EMAIL|gareth.pritchard@sparkleoffice.co.uk⟧
Company no. ⟪company_reg_no|08817264⟫ | VAT ⟪vat_number|GB 294 1170 62⟫"""),

("helpdesk_ticket_password_reset",
"""Ticket #⟪ticket_id|INC-48213⟫ | Priority: P3 | Client: ⟪org_name|Hollis & Grange Accountants⟫
Opened by: ⟦PERSON|Priya Raghunathan⟧ (⟦EMAIL|priya.r@hollisgrange.co.uk⟧)
Asset: ⟪asset_tag|HG-LT-0117⟫ (Dell ⟪product_model|Latitude 5440⟫, BIOS ⟪bios_version|1.14.0⟫)

⟦PERSON|Priya⟧ locked out of M365 after holiday. Verified ID by calling back on mobile ⟦PHONE|07412 660 183⟧ (on file). Reset pwd to temp ⟦PASSWORD|Welcome-Hollis-2291!⟧ and forced change at next logon. Her MFA was on her old phone so issued new TOTP seed: ⟦SECRET|$totp_1⟧ - told her to scan it then delete the email!!
User IP at time of lockout: ⟦IP_ADDRESS|86.143.22.190⟧ (BT broadband) - not suspicious.
Tech: ⟦PERSON|Callum McTavish⟧"""),

("env_file_laravel",
"""# .env.production - client site (DO NOT COMMIT)
APP_NAME="⟪app_name|Bright Panes Bookings⟫"
APP_ENV=production
APP_KEY=⟦SECRET|$laravel_key_1⟧
DB_HOST=⟦IP_ADDRESS|10.40.2.15⟧
DB_PORT=⟪port|3306⟫
DB_DATABASE=⟪db_name|bp_bookings⟫
DB_USERNAME=bp_app
DB_PASSWORD=⟦PASSWORD|tr0ut-Lake-91⟧
MAIL_HOST=smtp.sendgrid.net
MAIL_USERNAME=apikey
MAIL_PASSWORD=⟦APIKEY|$sendgrid_1⟧
STRIPE_KEY=⟪publishable_key|$stripe_pk_1⟫
STRIPE_SECRET=⟦APIKEY|$stripe_sk_1⟧
STRIPE_WEBHOOK_SECRET=⟦SECRET|$whsec_1⟧
GOOGLE_MAPS_KEY=⟦APIKEY|$gapi_1⟧
# dev contact: ⟦PERSON|Ollie Grant⟧ ⟦EMAIL|ollie@pixelforge.agency⟧"""),

("nginx_access_log",
"""⟦IP_ADDRESS|81.109.44.23⟧ - - [⟪log_timestamp|12/Mar/2024:09:14:02 +0000⟫] "POST /wp-login.php HTTP/1.1" 200 4512 "-" "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/⟪browser_version|122.0.0.0⟫"
⟦IP_ADDRESS|81.109.44.23⟧ - - [12/Mar/2024:09:14:07 +0000] "GET /wp-admin/?user=⟦PERSON|hbellamy⟧ HTTP/1.1" 302 0 "-" "Mozilla/5.0"
⟦IP_ADDRESS|2a02:c7c:5e3a:9b00:8d1:4f2e:aa13:7c01⟧ - - [12/Mar/2024:09:15:40 +0000] "GET /quote?email=⟦EMAIL|keisha.campbell@gmail.com⟧&phone=⟦PHONE|07958224613⟧ HTTP/2.0" 200 ⟪response_bytes|18233⟫ "https://www.google.com/" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_3 like Mac OS X)"
⟪doc_ip|192.0.2.55⟫ - - [12/Mar/2024:09:16:12 +0000] "GET /health HTTP/1.1" 200 2 "-" "kube-probe/1.28"
⟦IP_ADDRESS|100.72.14.9⟧ - - [12/Mar/2024:09:16:30 +0000] "GET /wp-json/wp/v2/users HTTP/1.1" 403 153 "-" "python-requests/2.31.0\""""),

("call_transcript_pest_control",
"""[Call recording transcript - ⟪org_name|Pestaway Services⟫ - ⟪call_time|14:32⟫]
AGENT (⟦PERSON|Shauna⟧): Good afternoon, Pestaway, ⟦PERSON|Shauna⟧ speaking.
CALLER: Hi, yeah, it's ⟦PERSON|Dermot Fitzgerald⟧, I rang last week about the rats in the loft?
AGENT: Ah yes Mr ⟦PERSON|Fitzgerald⟧. Can you confirm the first line of the address and postcode?
CALLER: ⟦ADDRESS|27 Elmwood Crescent, Lisburn, BT28 3QL⟧.
AGENT: Perfect. So the tech, ⟦PERSON|Kwame⟧, left bait boxes - ⟪product_name|Brodifacoum 0.0025% blocks⟫ - and he's due back Thursday.
CALLER: Grand. Only thing is, my wife's ⟦MEDICAL|asthmatic⟧ so is the stuff safe? She's on the brown inhaler, the ⟦MEDICAL|Clenil⟧.
AGENT: Totally sealed, nothing airborne. I'll note it on the job. Best number?
CALLER: Mobile's ⟦PHONE|oh seven eight one two, four four three, nine oh six⟧.
AGENT: Lovely. Reference is ⟪job_ref|PA-30917⟫. Balance on your account is ⟦AMOUNT|£95⟧ for the treatment, you can pay the tech by card."""),

("web_form_skip_booking",
"""=== Skip Hire Booking - form submission #⟪form_id|SB-77120⟫ ===
Skip size: 8 yd builders skip (SKU ⟪sku|SK-08-B⟫)
Delivery date: ⟪delivery_date|2024-04-19⟫
Name: ⟦PERSON|Hamza Qureshi⟧
Email: ⟦EMAIL|hqureshi.builds@outlook.com⟧
Phone: ⟦PHONE|+44 7588 203 115⟧
Delivery address: ⟦ADDRESS|Flat 2, 14 Calder Road, Huddersfield HD1 4RJ⟧
On road? Yes - permit required (⟪org_name|Kirklees Council⟫)
Card: ⟪masked_card|**** **** **** 4471⟫
Amount charged: ⟦AMOUNT|£289.00⟧ (incl. council permit ⟪permit_fee|£45⟫)
Notes: drive is narrow, dont block neighbour (no 16). Dog in garden called ⟪pet_name|Tyson⟫, friendly
Submitted from IP: ⟦IP_ADDRESS|31.52.187.206⟧"""),

("csv_payroll_export",
"""emp_id,surname,forename,dob,ni_number,iban,gross_pay_may,site
⟪employee_id|CL-0031⟫,⟦PERSON|Nowicki⟧,⟦PERSON|Tomasz⟧,⟦DATE_OF_BIRTH|14/07/1990⟧,⟦NATIONAL_ID|$nino_1⟧,⟦IBAN|$iban_gb_1⟧,⟦AMOUNT|£1612.40⟧,⟪site_code|CW-L3⟫
⟪employee_id|CL-0044⟫,⟦PERSON|Wanjiru⟧,⟦PERSON|Lucy⟧,⟦DATE_OF_BIRTH|03/02/1996⟧,⟦NATIONAL_ID|$nino_2⟧,⟦IBAN|$iban_gb_3⟧,⟦AMOUNT|£1488.00⟧,CW-L3
⟪employee_id|CL-0052⟫,⟦PERSON|Adebayo⟧,⟦PERSON|Oluwaseun⟧,⟦DATE_OF_BIRTH|22/09/1985⟧,⟦NATIONAL_ID|$nino_3⟧,⟦IBAN|$iban_gb_2⟧,⟦AMOUNT|£2034.75⟧,⟪site_code|SHD-02⟫"""),

("sql_insert_guard_roster",
"""-- guard_roster seed, exported by ⟦PERSON|rdoherty⟧ ⟪export_date|2024-02-11⟫
INSERT INTO guards (id, full_name, sia_expiry, mobile, email, home_address, pwd_hash) VALUES
 (101, '⟦PERSON|Marcus Oyelaran⟧', '⟪licence_expiry|2025-08-31⟫', '⟦PHONE|07903 441 276⟧', '⟦EMAIL|marcus.oye@gmail.com⟧', '⟦ADDRESS|41 Bellenden Road, London SE15 4QN⟧', '⟪bcrypt_hash|$2b$12$Qm8vXc1Lr0aTz6dK3pYwUeI5nB7sH2jF9gC4tW0oA1xR6vE8kM3yO⟫'),
 (102, '⟦PERSON|Yusuf Demir⟧', '⟪licence_expiry|2024-11-30⟫', '⟦PHONE|07481 009 352⟧', '⟦EMAIL|ydemir@hotmail.co.uk⟧', '⟦ADDRESS|9 Hoe Street, Walthamstow, London E17 6HL⟧', '⟪bcrypt_hash|$2b$12$k3LwP9zQ1aV8mN0rT5yXeOcB2dF7hJ4sG6uI1oE9wA3xZ8vC5nM2q⟫'),
 (103, '⟦PERSON|Fiona Drummond⟧', '2026-01-15', '⟦PHONE|07700 188 604⟧', '⟦EMAIL|fi.drummond@icloud.com⟧', '⟦ADDRESS|112 Fore Street, Edmonton, London N9 0AX⟧', '$2b$12$Zt6hY0bN4mQ8wE2rT7uI1oP5aS9dF3gH6jK0lZ4xC8vB2nM7qW1eR');"""),

("python_stack_trace",
"""Traceback (most recent call last):
  File "⟦PERSON|/home/rkasprzak⟧/projects/cleanbook/app/payments.py", line 88, in charge_customer
    resp = stripe.PaymentIntent.create(amount=amount_pence, currency="gbp", customer=cust_id)
  File "⟦PERSON|/home/rkasprzak⟧/.venv/lib/python3.11/site-packages/stripe/api_requestor.py", line 412, in request
    raise error.AuthenticationError(msg)
stripe.error.AuthenticationError: Invalid API Key provided: ⟪masked_key|sk_live_****************3xQ9⟫
  locals: {'cust_id': '⟪stripe_customer_id|cus_Pq81XyZ0aLmN2b⟫', 'cust_name': '⟦PERSON|Niamh Gallagher⟧', 'cust_email': '⟦EMAIL|niamh.gallagher@eircom.net⟧', 'amount_pence': 14500, 'client_ip': '⟦IP_ADDRESS|89.101.34.72⟧', 'api_key': '⟦APIKEY|$stripe_rk_1⟧'}
  request_id: ⟪request_id|req_7HgT2kLmQ9vXwz⟫"""),
]

# ---------------------------------------------------------------- part 2
TEXTS += [
("minutes_coworking_committee",
"""THE LOOM COWORKING - Members' Committee, minutes ⟪meeting_date|04/03/2024⟫
Present: ⟦PERSON|Harriet Lowe⟧ (chair), ⟦PERSON|Femi Adeyemi⟧, ⟦PERSON|Elodie Marchand⟧, ⟦PERSON|Pieter van Dijk⟧; apologies: ⟦PERSON|Jasmine Kaur⟧
1. Hot desk pricing - tariff goes to ⟪tariff|£210/month⟫ from April (⟪tariff|£25/day⟫ passes unchanged). Noted.
2. Wi-Fi: guest network ⟪ssid|LOOM-GUEST⟫ password rotates monthly, this month it is "⟦PASSWORD|Teacup!Orbit44⟧". Members SSID unchanged.
3. ⟦PERSON|Elodie⟧ raised that the member at desk 14 (⟦PERSON|Pieter⟧) had his deposit of ⟦AMOUNT|€300⟧ not returned after moving out - ⟦PERSON|Harriet⟧ to chase finance.
4. Accessibility: ⟦PERSON|Jasmine⟧ asked for the quiet room to be kept free Tues pm - she gets ⟦MEDICAL|migraines⟧ and needs a dark room; agreed.
5. AOB: printer on floor 2 (⟦IP_ADDRESS|10.8.0.41⟧) keeps dropping off; ⟦PERSON|Femi⟧ will log it with IT (ticket ⟪ticket_id|LOOM-IT-553⟫).
Next meeting 01/04/2024."""),

("voicemail_transcript",
"""Voicemail transcript (auto) - ⟪call_time|07:52⟫ - from ⟦PHONE|07845 330 219⟧
"Hi, this is ⟦PERSON|Bridget Cassidy⟧, I'm the office manager at the dental practice on ⟪place|Kings Parade⟫... um, your lad was in last night doing the clean and the alarm went off at half eleven. The code for the alarm is ⟦PASSWORD|one nine six six⟧ then enter, not ⟪wrong_code_guess|one nine six eight⟫, I think he got it wrong. Can someone ring me back on this number or the practice on ⟦PHONE|01223 561 904⟧. Oh and I've still not had the refund for the cancelled deep clean, the ⟦AMOUNT|two hundred and forty pounds⟧. Thanks, bye." """),

("ocr_business_card",
"""[OCR scan - ⟪file_name|card_0042.jpg⟫, confidence ⟪ocr_confidence|0.91⟫]
⟪org_name|SECURE-LINE ALARMS⟫
Intruder | CCTV | Access Control
⟦PERSON|Rory Doherty⟧
Senior Engineer, ⟪certification|NSI Gold⟫
M: ⟦PHONE|07524 881 302⟧
T: ⟦PHONE|028 9032 7714⟧
E: ⟦EMAIL|rory.doherty@secureline-alarms.co.uk⟧
⟪place|Belfast⟫ · Newry · Lisburn
--- reverse (handwritten) ---
⟦PERSON|Rory⟧'s personal ⟦PHONE|07395 117 640⟧ - ask for weekend rate"""),

("markdown_catering_staff_table",
"""Event: Harlow Summer Gala - job ⟪job_number|EC-2024-118⟫ - 22 Jun, ⟪place|Harlow⟫

| Name | Role | Mobile | Allergies / medical | Emergency contact |
|---|---|---|---|---|
| ⟦PERSON|Ines Carvalho⟧ | Head chef | ⟦PHONE|07412 553 098⟧ | none | ⟦PERSON|Mateus Costa⟧ ⟦PHONE|07412 553 111⟧ |
| ⟦PERSON|Zainab Bello⟧ | FOH lead | ⟦PHONE|07958 330 472⟧ | ⟦MEDICAL|nut allergy⟧ (⟦MEDICAL|EpiPen⟧ in locker 3) | ⟦PERSON|Ahmed Bello⟧ ⟦PHONE|07958 330 400⟧ |
| ⟦PERSON|Connor Walsh⟧ | Porter | ⟦PHONE|07866 209 715⟧ | ⟦MEDICAL|type 1 diabetic⟧ | mum - ⟦PHONE|028 9446 2217⟧ |
| ⟦PERSON|Siobhán Kelly⟧ | Bar | ⟦PHONE|07771 640 338⟧ | - | ⟦PERSON|Declan Moriarty⟧ ⟦PHONE|07771 641 002⟧ |

Uniform sizes to ⟪org_name|Chef Works UK⟫ by Fri, PO ⟪po_number|PO-55102⟫."""),

("shell_history",
"""  501  ssh admin@⟦IP_ADDRESS|10.12.0.5⟧
  502  sudo -u postgres psql -c "ALTER USER rota_app WITH PASSWORD '⟦PASSWORD|Plinth#Garnet77⟧';"
  503  export AWS_ACCESS_KEY_ID=⟦APIKEY|$aws_akid_1⟧
  504  export AWS_SECRET_ACCESS_KEY=⟦SECRET|$aws_secret_1⟧
  505  aws s3 cp ⟪file_name|backup_2024-05-02.tar.gz⟫ s3://⟪bucket_name|skipsrus-backups⟫/
  506  curl -H "Authorization: Bearer ⟦APIKEY|$ghp_1⟧" https://api.github.com/user
  507  scp ~/Downloads/payroll.xlsx ⟦PERSON|lwanjiru⟧@⟦IP_ADDRESS|172.16.40.22⟧:⟦PERSON|/home/lwanjiru⟧/
  508  mysql -h ⟦IP_ADDRESS|10.12.0.9⟧ -u root --password=⟦PASSWORD|HedgeHog_2023⟧ crm
  509  git rev-parse HEAD   # ⟪commit_sha|$sha1_3⟫"""),

("domestic_cleaning_contract",
"""SCHEDULE 2 - PARTIES AND PAYMENT
This Domestic Cleaning Agreement (ref ⟪contract_ref|DCA-2024-0193⟫) is made between ⟪org_name|Spotless & Co. Ltd⟫ (company no. ⟪company_reg_no|11480265⟫) and the Client: Mrs ⟦PERSON|Agnes Whitcombe⟧ of ⟦ADDRESS|8 Orchard Lane, Kenilworth, CV8 2EX⟧ (date of birth ⟦DATE_OF_BIRTH|02/11/1948⟧, recorded for vulnerable-client safeguarding only).
2.1 The Client shall pay ⟪tariff|£16.50 per hour⟫ (standard domestic tariff).
2.2 The Client has paid a key-holding deposit of ⟦AMOUNT|£50.00⟧, refundable on termination.
2.3 Payment by Direct Debit from ⟦IBAN|$iban_gb_4⟧ in the name of ⟦PERSON|A. M. Whitcombe⟧.
2.4 The Client's daughter, Mrs ⟦PERSON|Sandra Pollard⟧ (⟦PHONE|07713 402 558⟧), is the nominated contact. The Client has ⟦MEDICAL|mild dementia⟧ (diagnosed 2022); the cleaner must not accept instructions about money.
Signed: ⟦PERSON|A. M. Whitcombe⟧      Witness: ⟦PERSON|Dennis Pollard⟧"""),
]

# ---------------------------------------------------------------- part 3
TEXTS += [
("invoice_end_of_tenancy",
"""INVOICE ⟪invoice_no|INV-10492⟫                     Date: ⟪invoice_date|31/05/2024⟫
From: ⟪org_name|Fresh Start Cleaning (NI) Ltd⟫  VAT no. ⟪vat_number|311 4829 07⟫
Bill to: ⟦PERSON|Kofi Boateng⟧, ⟦ADDRESS|5 Riverside Mews, Reading RG1 8DQ⟧

Description                      Qty   Rate      Line
End-of-tenancy deep clean         1    £260.00   ⟪line_price|£260.00⟫
Oven clean add-on                 1     £49.00   ⟪line_price|£49.00⟫

Total:            ⟦AMOUNT|£309.00⟧
Deposit paid:     ⟦AMOUNT|£80.00⟧ (12/05)
Balance due:      ⟦AMOUNT|£229.00⟧

Pay to Fresh Start Cleaning, sort code ⟪org_sort_code|98-11-04⟫, account ⟪org_account|40221873⟫
Queries: ⟦EMAIL|accounts@freshstartni.co.uk⟧ / ⟦PHONE|028 9560 1183⟧"""),

("forum_post_alarm_installer",
"""r/HomeSecurity · posted by u/⟦PERSON|brumdad_84⟧ · 3h
Alarm installer won't give me the engineer code??
Had a ⟪product_model|Texecom Premier Elite 24⟫ put in by a local firm (won't name them... ok it's ⟪org_name|Shield Guard Systems⟫). Paid ⟦AMOUNT|£1,150⟧ all in. Now they say I need to take out their ⟪maintenance_fee|£90 a year⟫ contract or they wont release the engineer code. The user code they set was ⟦PASSWORD|5190⟧ which I've changed obvs lol. Engineer was called ⟦PERSON|Lee Harding⟧ if anyone knows him, number on the invoice is ⟦PHONE|0121 455 7093⟧.
Panel firmware shows ⟪firmware_version|V4.02.01⟫, is that even current??
EDIT: mods removed my invoice pic cos it had my address on, fair enough"""),

("google_review_skip_hire",
"""★☆☆☆☆  2 weeks ago
Booked a 6 yard skip with ⟪org_name|Valley Skips⟫ for the 3rd, turned up on the 7th. Driver (⟦PERSON|Gav⟧) was lovely but clipped my wall reversing. Office lady ⟦PERSON|Tracy⟧ promised ⟦AMOUNT|£150⟧ towards the repair, still waiting 3 weeks later. Order ⟪order_id|VS-20931⟫. Called ⟦PHONE|01443 208 915⟧ six times. Avoid.
- ⟦PERSON|Rhodri Evans⟧

Response from the owner: Hi ⟦PERSON|Rhodri⟧, sorry about this. ⟦PERSON|Tracy⟧ has now processed the ⟦AMOUNT|£150⟧ to your card ending ⟪masked_card|••••2209⟫, please allow 3-5 working days. (For anyone reading, our 6 yd skips start at ⟪price|£195⟫.) - ⟦PERSON|Dai⟧"""),

("slack_incident_thread",
"""#ops-incidents
⟦PERSON|Callum McTavish⟧  ⟪chat_time|09:12⟫
:rotating_light: client ⟪org_name|Maple & Finch Interiors⟫ down - their box ⟦IP_ADDRESS|51.89.142.77⟧ not responding, ping fine from the jump host ⟦IP_ADDRESS|172.16.5.3⟧
⟦PERSON|Ravi Menon⟧  09:14
looking. can u DM me the root pw for their vps? one in the vault is old
⟦PERSON|Callum McTavish⟧  09:15
sending via 1pass. fyi hosting panel login is ⟦PERSON|ravi⟧'s email ⟦EMAIL|ravi.menon@northlight-it.co.uk⟧ / ⟦PASSWORD|Quartz-Pelican-8⟧
⟦PERSON|Ravi Menon⟧  09:31
fixed - disk full, mysql binlogs, freed ⟪disk_size|38G⟫. also rotated the alert hook, new one is ⟦SECRET|$slack_hook_1⟧
⟦PERSON|Callum McTavish⟧  09:32
legend 🙌 closing ⟪ticket_id|INC-48390⟫"""),

("github_actions_yaml",
"""# .github/workflows/deploy.yml   (⟪repo_name|pixelforge/windowclean-site⟫)
name: deploy
on:
  push:
    branches: [ main ]
env:
  NODE_VERSION: "⟪node_version|20.11.1⟫"
  SFTP_HOST: ⟦IP_ADDRESS|185.199.220.41⟧
  SFTP_USER: deploy
  SFTP_PASS: ⟦PASSWORD|Bramble-Otter-552⟧   # TODO move to secrets!!
  NPM_TOKEN: ⟦APIKEY|$npm_1⟧
jobs:
  build:
    runs-on: ⟪runner_image|ubuntu-22.04⟫
    steps:
      - uses: actions/checkout@v4
      - run: npm ci && npm run build
      - run: curl -X POST -H 'Content-type: application/json' --data '{"text":"site deployed"}' ⟦SECRET|$slack_hook_2⟧
# last edited by ⟦PERSON|hbellamy⟧"""),

("json_checkout_webhook",
"""{
  "id": "⟪event_id|evt_1OqT7bKx2mP9aQ⟫",
  "type": "checkout.session.completed",
  "created": ⟪unix_timestamp|1712131200⟫,
  "data": {"object": {
    "client_reference_id": "⟪booking_ref|LOOM-DP-8812⟫",
    "payment_intent": "⟪payment_intent_id|pi_3OqT7cKx2mP9aQ1v⟫",
    "customer_details": {
      "name": "⟦PERSON|Jaroslav Dvořák⟧",
      "email": "⟦EMAIL|j.dvorak@seznam.cz⟧",
      "phone": "⟦PHONE|+420 604 118 227⟧",
      "address": "⟦ADDRESS|Vinohradská 112, 130 00 Praha 3, CZ⟧"
    },
    "display_amount": "⟦AMOUNT|€45.00⟧",
    "product": "Day pass - The Loom"
  }}
}"""),

("incident_report_guarding",
"""SECURITY INCIDENT REPORT   No. ⟪incident_no|SIR-0884⟫
Site: ⟪site_name|Meridian House⟫ reception      Date/time: ⟪incident_datetime|14/02/2024 23:40⟫
Reporting officer: ⟦PERSON|Marcus Oyelaran⟧

Male (later identified as ⟦PERSON|Jordan Pike⟧, DOB ⟦DATE_OF_BIRTH|09/06/1999⟧ from his provisional licence) attempted to tailgate through turnstile 2. When challenged he became aggressive and said he was visiting Ms ⟦PERSON|Hale⟧ on the 4th floor (no such booking). Subject had a ⟦MEDICAL|laceration to the left hand⟧; first aid given by ⟦PERSON|Yusuf Demir⟧. Police attended, CAD ref ⟪police_ref|CAD 4471-14022024⟫.
Control room informed on ⟦PHONE|0330 088 2471⟧."""),

("new_starter_form",
"""NEW STARTER FORM - ⟪org_name|Crystal Facilities Group⟫        HR ref ⟪hr_ref|NS-2024-0371⟫
Full name: ⟦PERSON|Agnieszka Wójcik⟧          Preferred name: ⟦PERSON|Aga⟧
Date of birth: ⟦DATE_OF_BIRTH|02/03/2001⟧
Home address: ⟦ADDRESS|Flat 7, 33 Cheetham Hill Road, Manchester M4 4FY⟧
Mobile: ⟦PHONE|07395 260 114⟧        Email: ⟦EMAIL|aga.wojcik01@wp.pl⟧
NI number: ⟦NATIONAL_ID|$nino_4⟧
ID seen: Polish passport ⟦PASSPORT|$pp_pl_1⟧; PESEL ⟦NATIONAL_ID|$pesel_2⟧
Bank (IBAN): ⟦IBAN|$iban_gb_5⟧
Start date: ⟪start_date|15/04/2024⟫   Site: ⟪site_code|MCR-07⟫   Rate: ⟦AMOUNT|£11.44 per hour⟧
Any medical conditions we should know about? ⟦MEDICAL|epilepsy⟧, well controlled on ⟦MEDICAL|lamotrigine⟧, no lone working at height pls
Emergency contact: ⟦PERSON|Paweł Wójcik⟧ (brother) ⟦PHONE|+48 601 442 983⟧"""),

("email_vetting_docs",
"""From: ⟦PERSON|Fiona Drummond⟧ <⟦EMAIL|f.drummond@sentinelguarding.co.uk⟧>
To: ⟦EMAIL|vetting@sentinelguarding.co.uk⟧
Subject: ⟪standard_code|BS7858⟫ vetting - ⟦PERSON|Arjun Pillai⟧ - docs

Hi team, attached scans for ⟦PERSON|Arjun⟧'s screening (starts 1 July, ⟪site_name|Wembley Retail Park⟫ nights).
- Passport (Indian): ⟦PASSPORT|$pp_in_1⟧, exp 2031
- Aadhaar (he offered it, we don't need it - please delete after): ⟦NATIONAL_ID|$aadhaar_1⟧
- Address history: ⟦ADDRESS|22 Ealing Road, Wembley HA0 4TL⟧ since 2021, before that ⟪place|Bengaluru⟫
- DOB ⟦DATE_OF_BIRTH|17 August 1994⟧
Credit check ⟪fee|£12.50⟫ to be recharged to the client.
⟦PERSON|Fiona⟧"""),

("sick_message_email",
"""hiya ⟦PERSON|Kasia⟧,
sorry for short notice, I wont be in tonight or tmrw. GP says its ⟦MEDICAL|gastroenteritis⟧ and I have to stay off 48hrs after the last symptom. also my blood test came back ⟦MEDICAL|low iron⟧ (⟦MEDICAL|ferritin 9⟧) so they put me on ⟦MEDICAL|ferrous sulfate⟧.
I'll do the self cert form. can u make sure I still get SSP, im down to my last ⟦AMOUNT|£40⟧ til payday 😩
cover for ⟪site_name|Quayside Tower⟫ shift ⟪shift_id|SH-3310⟫ - maybe ask ⟦PERSON|Precious⟧?
thanks, ⟦PERSON|Bethany⟧
⟦PHONE|07714 882 091⟧"""),

("expense_claim",
"""EXPENSE CLAIM  ⟪claim_no|EXP-2024-0519⟫
Employee: ⟦PERSON|Ravi Menon⟧     Staff no ⟪employee_id|NL-044⟫     Cost centre ⟪cost_centre|CC-310 Field Services⟫
Date       Description                          Amount
03/05/24   Train ⟪place|Leeds⟫-York (client onsite)     ⟦AMOUNT|£23.40⟧
03/05/24   Parking, York                        ⟦AMOUNT|£9.00⟧
07/05/24   Mileage 112 mi @ ⟪mileage_rate|45p⟫            ⟦AMOUNT|£50.40⟧
Total claimed: ⟦AMOUNT|£82.80⟧
Paid to account on file ⟪masked_account|****8812⟫ - approved ⟦PERSON|Callum McTavish⟧"""),

("complaint_refund_email",
"""Subject: Refund still outstanding - booking ⟪booking_ref|EH-88213⟫

Dear ⟪org_name|PartyKit Hire⟫,

I hired 10 trestle tables and a ⟪product_description|6x3m pop-up gazebo⟫ for my daughter's christening on 18 May. The gazebo arrived with a torn side panel so we couldn't use it. Your driver, ⟦PERSON|Mo⟧, agreed on the day we'd get the gazebo element refunded (⟦AMOUNT|£120⟧) plus my damage deposit back (⟦AMOUNT|£200⟧). I've had the ⟦AMOUNT|£200⟧ back but not the ⟦AMOUNT|£120⟧.
I paid with my Amex (⟪masked_card|XXXX-XXXXXX-X1007⟫) but happy for a bank transfer instead: ⟦IBAN|$iban_gb_6⟧.

Regards,
⟦PERSON|Eilidh Fraser⟧
⟦ADDRESS|3 Craigleith Hill Gardens, Edinburgh EH4 2JH⟧
⟦PHONE|07809 224 650⟧"""),

("wedding_catering_confirmation",
"""BOOKING CONFIRMATION - ⟪org_name|Saffron & Sage Events⟫
Event: Wedding reception, ⟪venue|Hengrave Barn⟫, Sat 7 Sept 2024, 110 guests
Client: ⟦PERSON|Natasha Greaves⟧ & ⟦PERSON|Liam O'Connell⟧
Contact: ⟦PHONE|07936 514 207⟧ / ⟦EMAIL|tash.greaves@yahoo.co.uk⟧
Menu B (⟪menu_price|£68.50 pp⟫)
Deposit received: ⟦AMOUNT|£2,500.00⟧ (card, 12/01/24)
Balance due 14 days before: ⟦AMOUNT|£5,035.00⟧
Dietary: bride's father ⟦MEDICAL|coeliac⟧ - strictly GF, separate prep; 2 guests vegan; flower girl ⟦PERSON|Ava⟧ (6) has a ⟦MEDICAL|severe sesame allergy⟧ - NO sesame on site at all."""),

("alarm_job_sheet",
"""JOB SHEET ⟪job_number|SLA-JS-20931⟫          Engineer: ⟦PERSON|Rory Doherty⟧
Customer: Mrs ⟦PERSON|Gráinne Quinn⟧, ⟦ADDRESS|14 Malone Park, Belfast BT9 6NJ⟧   Tel ⟦PHONE|028 9066 3104⟧
Panel: ⟪product_model|Texecom Premier Elite 48⟫  fw ⟪firmware_version|V4.03.02⟫
Work done: annual service, replaced hall PIR (part ⟪part_number|GHD-0001⟫), new 12V 7Ah battery
CODES - KEEP OFF CUSTOMER COPY: engineer ⟦PASSWORD|9371⟧ / master user ⟦PASSWORD|4406⟧ / duress ⟦PASSWORD|4407⟧
Keyholder: ⟦PERSON|Seán Quinn⟧ (son) ⟦PHONE|07821 330 845⟧
Note: Mrs ⟦PERSON|Quinn⟧ is ⟦MEDICAL|hard of hearing⟧ - knock loudly or text her son first.
Service ⟪price|£135⟫ + PIR ⟪price|£38⟫ - paid on site ⟦AMOUNT|£173.00⟧ by card."""),

("keyholder_list",
"""KEYHOLDER & ALARM RESPONSE LIST - ⟪org_name|Northgate Business Centre⟫ (URN ⟪alarm_urn|NGBC/0441/IR⟫)
1st  ⟦PERSON|Dmitri Volkov⟧ (facilities)  ⟦PHONE|07452 118 903⟧  - lives 10 min away
2nd  ⟦PERSON|Hugo Bellamy⟧  ⟦PHONE|07587 661 240⟧
3rd  ⟪org_name|Sentinel Guarding⟫ control room  ⟦PHONE|0345 222 1047⟧ (24/7)
Verbal password for control-room callbacks: "⟦PASSWORD|blue heron⟧"
Setting code (all staff): ⟦PASSWORD|2684⟧
Last updated by ⟦PERSON|hbellamy⟧ ⟪last_updated|2024-03-18 16:02⟫"""),

("skip_permit_application",
"""SKIP PERMIT APPLICATION - ⟪org_name|Leeds City Council⟫ Highways
Skip operator: ⟪org_name|Yorkshire Skip Co⟫, waste carrier reg ⟪waste_carrier_reg|CBDU188231⟫
Householder: ⟦PERSON|Stanisław Zieliński⟧
Site address: ⟦ADDRESS|61 Harehills Lane, Leeds LS8 5HS⟧
Contact: ⟦PHONE|0113 262 9081⟧ (home), ⟦EMAIL|stan.zielinski@gmail.com⟧
Permit period: ⟪permit_period|22/04/2024 - 05/05/2024⟫
Fee: ⟪permit_fee|£35.00 per week⟫
Householder paid: ⟦AMOUNT|£70.00⟧"""),

("agent_notes_card_payment",
"""CALL ⟪call_time|11:06⟫ - ⟪org_name|PestShield Ltd⟫ accounts line
AGENT NOTES (should have been redacted!!)
Caller: ⟦PERSON|Femi Adeyemi⟧, ⟦ADDRESS|19 Larch Avenue, Bromley BR1 3AF⟧
Card: ⟦CARD|$card_visa_2⟧   exp 09/27   CVV ⟦CVV|318⟧
Taken: ⟦AMOUNT|£78.00⟧ (wasp nest, job ⟪job_ref|PS-11902⟫), auth code ⟪auth_code|A7731Q⟫
Agent: ⟦PERSON|Jade Whitlow⟧ | QA flagged by ⟦PERSON|Stuart⟧ - PCI breach, card data goes in pay-by-link, never in notes"""),
]

# ---------------------------------------------------------------- part 4
TEXTS += [
("sepa_mandate",
"""SEPA DIRECT DEBIT MANDATE
Creditor: ⟪org_name|Shine Bright Window Cleaning Ltd⟫     Creditor ID: ⟪sepa_creditor_id|IE98ZZZ362514⟫
Unique mandate reference: ⟪mandate_ref|SBWC-000817⟫
Debtor name: ⟦PERSON|Aoife Brennan⟧
Debtor address: ⟦ADDRESS|4 Seaview Terrace, Howth, Co. Dublin D13 X2F6⟧
Debtor IBAN: ⟦IBAN|$iban_ie_1⟧     BIC: ⟪bic|AIBKIE2D⟫
Payment type: recurring, monthly (⟪tariff|€30 per clean⟫)
Mobile for failed collections: ⟦PHONE|087 331 4429⟧
Signature: ⟦PERSON|A. Brennan⟧       Date: 02/02/2024"""),

("us_coworking_membership",
"""MEMBERSHIP AGREEMENT - ⟪org_name|Foundry Commons⟫ (⟪place|Austin, TX⟫)
Member: ⟦PERSON|Tyrell Jackson⟧ (sole proprietor, ⟪org_name|TJ Window & Pressure Wash⟫)
Plan: Dedicated desk ⟪desk_number|D-17⟫ - ⟪tariff|$425/mo⟫
For 1099 reporting: SSN ⟦SSN|$ssn_1⟧
Card on file: ⟪masked_card|**** 6620⟫
Security deposit paid: ⟦AMOUNT|$500.00⟧ (refundable)
Door access PIN: ⟦PASSWORD|803317⟧
Emergency contact: ⟦PERSON|Dana Jackson⟧ ⟦PHONE|(512) 448-2093⟧"""),

("w9_transcription",
"""Form W-9 (⟪form_version|Rev. March 2024⟫) - transcribed for vendor set-up, ⟪org_name|Pixelforge Agency Ltd⟫
1  Name: ⟦PERSON|Brandon K. Ellis⟧
2  Business name: ⟪org_name|Ellis Pixel Works LLC⟫
5-6 Address: ⟦ADDRESS|2208 Elm Street, Apt 4B, Dallas, TX 75201⟧
Part I  TIN: SSN ⟦SSN|$ssn_5⟧  (individual / sole proprietor box ticked)
Rate card ⟪rate_card|$65/hr⟫; first payment ⟦AMOUNT|USD 2,340.00⟧ wired 05/06
Contact: ⟦EMAIL|brandon@ellispixel.works⟧"""),

("firewall_syslog",
"""⟪log_timestamp|Mar 14 02:17:44⟫ fw01 kernel: [UFW BLOCK] IN=eth0 OUT= MAC=⟪mac_address|00:16:3e:5a:21:0f⟫ SRC=⟦IP_ADDRESS|45.146.164.110⟧ DST=⟦IP_ADDRESS|10.20.0.14⟧ LEN=40 PROTO=TCP SPT=53012 DPT=⟪port|3389⟫
Mar 14 02:17:45 fw01 sshd[⟪pid|20817⟫]: Failed password for invalid user admin from ⟦IP_ADDRESS|193.32.162.71⟧ port 41022 ssh2
Mar 14 02:19:02 fw01 sshd[20901]: Accepted publickey for ⟦PERSON|dvolkov⟧ from ⟦IP_ADDRESS|82.132.215.40⟧ port 50144 ssh2: ED25519 ⟪key_fingerprint|SHA256:Vj3qL8mZ0xT4pR7wK2nB9cF1dH6sY5uA3eG8iO0vQ2M⟫"""),

("docker_compose",
"""services:
  app:
    image: ghcr.io/pixelforge/cleanbook:⟪image_version|1.8.3⟫
    environment:
      DATABASE_URL: postgres://bookings:⟦SECRET|Kestrel!Moss-83⟧@db:⟪port|5432⟫/bookings
      REDIS_URL: redis://:⟦SECRET|n0tSoS3cret⟧@redis:6379/0
      MAILGUN_API_KEY: ⟦APIKEY|$mailgun_1⟧
      TELEGRAM_BOT_TOKEN: ⟦APIKEY|$tg_bot_1⟧    # cleaner shift reminders
      ADMIN_EMAIL: ⟦EMAIL|ollie@pixelforge.agency⟧
    ports: ["⟪port_mapping|8080:8080⟫"]
  db:
    image: ⟪image_tag|postgres:16.2⟫"""),

("k8s_secret_manifest",
"""apiVersion: v1
kind: Secret
metadata:
  name: guardtrack-api
  namespace: ⟪k8s_namespace|sentinel-prod⟫
  uid: ⟪uuid|$uuid_1⟫
  annotations:
    owner: ⟦PERSON|dvolkov⟧
type: Opaque
stringData:
  OPENAI_API_KEY: ⟦APIKEY|$openai_1⟧
  TWILIO_ACCOUNT_SID: ⟪account_sid|$twilio_sid_1⟫
  TWILIO_AUTH_TOKEN: ⟦SECRET|$twilio_token_1⟧
  JWT_SIGNING_SECRET: ⟦SECRET|$jwt_secret_1⟧
  ONCALL_PHONE: "⟦PHONE|+44 7452 118 903⟧\""""),

("git_show_leak",
"""commit ⟪commit_sha|$sha1_1⟫
Author: ⟦PERSON|Ollie Grant⟧ <⟦EMAIL|ollie@pixelforge.agency⟧>
Date:   ⟪commit_date|Tue Apr 2 16:41:09 2024 +0100⟫

    wip: hook up mailer (remove key before push!!)

diff --git a/config/mail.js b/config/mail.js
index ⟪short_sha|4e1c0a2⟫..⟪short_sha|9b7f3d1⟫ ⟪file_mode|100644⟫
--- a/config/mail.js
+++ b/config/mail.js
@@ -3,6 +3,8 @@ module.exports = {
-  apiKey: process.env.SENDGRID_KEY,
+  apiKey: '⟦APIKEY|$sendgrid_2⟧',
+  from: '⟦EMAIL|bookings@shinebright.ie⟧',
+  testRecipient: '⟦EMAIL|aoife.brennan@gmail.com⟧',"""),

("password_manager_csv",
"""name,url,username,password,totp,notes
Xero (Crystal FG),⟪url|https://login.xero.com⟫,⟦EMAIL|accounts@crystalfg.co.uk⟧,⟦PASSWORD|Ledger$Swan-2024⟧,,
M365 global admin,⟪url|https://admin.microsoft.com⟫,⟦EMAIL|it.admin@crystalfg.co.uk⟧,⟦PASSWORD|P@perclip-Vortex19⟧,⟦SECRET|$totp_3⟧,break-glass only
Alarm panel HO,,,,,"engineer ⟦PASSWORD|7702⟧ / user ⟦PASSWORD|1357⟧"
Indeed employer,⟪url|https://employers.indeed.com⟫,⟦EMAIL|hr@crystalfg.co.uk⟧,⟦PASSWORD|Recruit!ng2024⟧,,"shared with ⟦PERSON|Sam P⟧\""""),

("wifi_welcome_notice",
"""WELCOME TO ⟪org_name|HIVE & CO. WORKSPACE⟫ ☕
Wi-Fi: ⟪ssid|HiveCo-Members⟫  /  password: ⟦PASSWORD|honeycomb-2024!⟧
Guests: ⟪ssid|HiveCo-Guest⟫  /  ⟦PASSWORD|buzzbuzz88⟧
Printer: ⟦IP_ADDRESS|10.0.30.12⟧ (or search "⟪device_name|HIVE-PRN-02⟫")
Community manager: ⟦PERSON|Shauna Byrne⟧ - ⟦PHONE|07944 203 611⟧ (text pls, not after 7pm)
Front door after hours: ⟦PASSWORD|C4921⟧ then #"""),

("access_control_csv",
"""# export from door controller ⟦IP_ADDRESS|10.8.0.5⟧
ts,door,badge_id,holder,result
⟪iso_timestamp|2024-05-14T07:58:12Z⟫,Main Entrance,⟪badge_id|0x4A1F22C9⟫,⟦PERSON|Jasmine Kaur⟧,GRANTED
2024-05-14T08:03:40Z,Main Entrance,⟪badge_id|0x4A1F2E10⟫,⟦PERSON|Pieter van Dijk⟧,GRANTED
2024-05-14T08:04:02Z,Server Room,0x4A1F2E10,⟦PERSON|Pieter van Dijk⟧,DENIED
2024-05-14T08:15:33Z,Bike Store,⟪badge_id|0x4A1F3301⟫,⟦PERSON|Femi Adeyemi⟧,GRANTED"""),

("subject_access_request",
"""To: ⟦EMAIL|dpo@sentinelguarding.co.uk⟧
Subject: Subject Access Request - CCTV footage

I, ⟦PERSON|Nadia Petrova⟧, request under Article 15 UK GDPR a copy of CCTV footage showing me at ⟪site_name|Westfield Stratford⟫ car park level 3 on ⟪incident_window|02/03/2024 between 17:00 and 17:30⟫, when my car was damaged.
To verify my identity I attach my passport (⟦PASSPORT|$pp_gb_1⟧) and a utility bill for ⟦ADDRESS|Flat 12, Marlowe Court, 88 Leytonstone Road, London E15 1SQ⟧. My date of birth is ⟦DATE_OF_BIRTH|26/10/1989⟧.
Please reply to ⟦EMAIL|nadia.petrova89@proton.me⟧ or ⟦PHONE|07530 771 902⟧.
[internal: logged as ⟪sar_ref|SAR-24-0117⟫]"""),

("accident_book_entry",
"""ACCIDENT BOOK - entry ⟪entry_no|0047⟫     RIDDOR reportable: NO
Injured person: ⟦PERSON|Precious Moyo⟧, cleaning operative, of ⟦ADDRESS|27 Brook Street, Coventry CV1 4GH⟧
Date/time: ⟪incident_datetime|21/05/2024 06:20⟫    Location: ⟪site_name|Quayside Tower⟫, 9th floor kitchen
What happened: slipped on wet floor (sign not out). ⟦MEDICAL|Sprained right wrist⟧ and ⟦MEDICAL|bruised left hip⟧. Attended ⟪org_name|UHCW⟫ A&E, X-ray clear, advised ⟦MEDICAL|ibuprofen⟧ and rest.
First aider: ⟦PERSON|Kasia Nowak⟧     Witness: none"""),

("pest_service_report",
"""SERVICE REPORT ⟪report_no|PCR-58821⟫ - ⟪org_name|Verminex Pest Solutions⟫
Premises: ⟪org_name|The Copper Kettle Café⟫ (commercial kitchen)
Visit: routine 6-weekly. Technician: ⟦PERSON|Kwame Mensah⟧ (RSPH L2)
Findings: mouse droppings behind dishwasher. 3 bait stations topped up with ⟪product_name|Difenacoum 0.005% wax blocks⟫.
Note: café dog (⟪pet_name|Pepper⟫) had ⟪animal_health|vomiting and lethargy⟫ last week - owner worried about bait; advised vet, stations are tamper-resistant.
Signed for client: ⟦PERSON|L. Fischer⟧ (manager), ⟦PHONE|0161 832 4470⟧ / mobile ⟦PHONE|07506 118 297⟧ (ask for ⟦PERSON|Lena⟧)
Next visit: ⟪next_visit|02/07/2024⟫"""),

("stationery_order_confirmation",
"""ORDER CONFIRMATION ⟪order_id|OS-4471902⟫
⟪org_name|OfficeSupply Direct⟫ - business account ⟪org_account|BA-220917⟫
Qty  SKU            Description                           Unit      Total
20   ⟪sku|PPR-A4-80⟫      A4 copier paper 80gsm, 5 reams        ⟪price|£21.99⟫    £439.80
6    ⟪sku|TNR-HP-59X⟫     HP 59X toner, black                   ⟪price|£12.11⟫    £72.66
Order total (ex VAT): ⟪org_total|£512.46⟫
Delivery window: ⟪delivery_window|Thu 16 May, 08:00-12:00⟫, goods-in
Tracking: ⟪tracking_no|DPD 1550 1234 5678 90⟫ - live chat at officesupplydirect.co.uk"""),

("furniture_delivery_note",
"""DELIVERY NOTE ⟪delivery_note_no|DN-330918⟫            ⟪org_name|ErgoDesk Office Furniture⟫
Deliver to: ⟦PERSON|Tobias Krüger⟧, ⟦ADDRESS|Top floor flat, 19 Marchmont Crescent, Edinburgh EH9 1HN⟧
Tel: ⟦PHONE|07490 315 622⟧
Items: 1 x ⟪product_code|ED-SIT-1600-OAK⟫ sit/stand desk; 1 x ⟪product_code|ED-CH-MESH-BLK⟫ task chair
Access: no lift, 3 flights. Customer has a ⟦MEDICAL|prolapsed disc⟧ - cannot help carry, 2-man team booked.
Paid: ⟦AMOUNT|£749.00⟧ (Access to Work grant + card)"""),

("employer_reference_letter",
"""Our ref: ⟪hr_ref|REF-2024-066⟫

To whom it may concern,

I confirm that ⟦PERSON|Oluwaseun Adebayo⟧ (known to us as ⟦PERSON|Seun⟧) was employed by ⟪org_name|Crystal Facilities Group⟫ as a cleaning supervisor from ⟪employment_period|March 2019 to April 2024⟫. His final salary was ⟦AMOUNT|£26,400 per annum⟧. ⟦PERSON|Seun⟧ was reliable and well liked; his only extended absence was in 2022 following ⟦MEDICAL|a knee operation⟧.

Yours faithfully,
⟦PERSON|Deborah Okonjo⟧, Operations Director - ⟦PHONE|0161 504 2290⟧"""),

("disciplinary_hearing_notes",
"""DISCIPLINARY HEARING - NOTES (confidential)
Employee: ⟦PERSON|Yusuf Demir⟧ (SO, ⟪site_name|Meridian House⟫)   Chair: ⟦PERSON|Fiona Drummond⟧   Notes: ⟦PERSON|Abi Clarke⟧
Companion: ⟦PERSON|Ray Stubbs⟧ (⟪org_name|GMB⟫ rep)
Allegation: asleep on duty 03:10-03:55 on 22/04, seen on ⟪camera_id|CAM-07⟫.
⟦PERSON|Yusuf⟧ said he had taken ⟦MEDICAL|sertraline⟧ for the first time that evening (started by his GP for ⟦MEDICAL|anxiety⟧) and it made him drowsy. Will provide GP letter.
Outcome: adjourned to 02/05, no sanction yet. Case ⟪case_ref|HR-DIS-0091⟫."""),

("whatsapp_payslip_query",
"""Hi ⟦PERSON|Deborah⟧ its ⟦PERSON|Connor⟧ (porter at ⟪org_name|Saffron & Sage⟫) - my May payslip says gross ⟦AMOUNT|£1,204.50⟧ but I did 118 hrs at ⟦AMOUNT|£11.44⟧ so should be ⟦AMOUNT|£1,349.92⟧?? also tax code went to ⟪tax_code|BR⟫ 😡 my NI is ⟦NATIONAL_ID|$nino_5⟧ - think payroll have mixed me up with the other ⟦PERSON|Connor⟧ (pay period ⟪payroll_period|PR-05-2024⟫)"""),
]

# ---------------------------------------------------------------- part 5
TEXTS += [
("aws_credentials_file",
"""# ~/.aws/credentials - found on ⟪hostname|WS-ACCT-04⟫ during offboarding of ⟦PERSON|j.whitlow⟧
[default]
aws_access_key_id = ⟦APIKEY|$aws_akid_2⟧
aws_secret_access_key = ⟦SECRET|$aws_secret_2⟧
region = ⟪aws_region|eu-west-2⟫

[billing]
aws_access_key_id = ⟦APIKEY|$aws_akid_3⟧
aws_secret_access_key = ⟦SECRET|$aws_secret_3⟧

[sandbox]   # copied from the AWS docs, never worked
aws_access_key_id = ⟪example_key|AKIAIOSFODNN7EXAMPLE⟫
aws_secret_access_key = ⟪example_key|wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY⟫"""),

("cron_email_output",
"""From: root@⟪hostname|hive-nas01⟫ (Cron Daemon)
To: ⟦EMAIL|itops@northlight-it.co.uk⟧
Subject: Cron <root@hive-nas01> /opt/scripts/offsite_backup.sh

+ mysqldump -h ⟦IP_ADDRESS|10.0.30.5⟧ -u backup -p'⟦PASSWORD|Sn0wdrop#Lane⟧' members
+ ENCRYPT_PASSPHRASE="⟦PASSWORD|correct horse lamp stapler⟧"
+ rsync -az /srv/backup/ rsync://⟦IP_ADDRESS|81.174.250.19⟧:⟪port|873⟫/offsite
sent ⟪transfer_size|1.2G⟫ bytes
rsync error: disk quota exceeded on /mnt/offsite (user ⟦PERSON|mkowalczyk⟧)"""),

("sentry_event_json",
"""{"event_id":"⟪event_id|$md5_1⟫","level":"error","release":"⟪release_version|cleanbook@2.4.0⟫",
 "user":{"id":"⟪user_id|48213⟫","email":"⟦EMAIL|m.oyelaran@outlook.com⟧","ip_address":"⟦IP_ADDRESS|90.218.7.144⟧","username":"⟦PERSON|moyelaran⟧"},
 "request":{"url":"https://book.brightpanes.co.uk/checkout","headers":{"Cookie":"sessionid=⟦SECRET|$django_sess_1⟧"}},
 "extra":{"phone":"⟦PHONE|07903 441 276⟧"},
 "exception":{"values":[{"type":"KeyError","value":"'postcode'"}]},
 "tags":{"browser":"⟪browser_version|Safari 17.4⟫","os":"⟪os_version|iOS 17.4.1⟫"}}"""),

("livechat_transcript",
"""[LiveChat] visitor ⟪visitor_id|V-90214⟫ - started ⟪chat_time|14:02⟫
Visitor: hi i booked meeting room 2 for friday but need to cancel, name is ⟦PERSON|Elodie Marchand⟧
Agent ⟦PERSON|Priya⟧: Hi ⟦PERSON|Elodie⟧! I can see booking ⟪booking_ref|MR2-0517⟫. Can you confirm your email?
Visitor: ⟦EMAIL|elodie.m@marchand-design.fr⟧
Agent ⟦PERSON|Priya⟧: Thanks. It's within 48h so normally your ⟦AMOUNT|£60⟧ isn't refundable, sorry
Visitor: ugh ok. my card was charged twice tho, 2 x ⟦AMOUNT|£60⟧
Agent ⟦PERSON|Priya⟧: You're right - I've refunded the duplicate ⟦AMOUNT|£60⟧ to the card ending ⟪masked_card|****3391⟫, 3-5 days."""),

("cv_extract",
"""CURRICULUM VITAE
⟦PERSON|Mateus Costa⟧
Date of birth: ⟦DATE_OF_BIRTH|11.04.1991⟧      Nationality: Portuguese
Address: ⟦ADDRESS|58 Abbeville Road, London SW4 9NF⟧
⟦PHONE|07412 553 111⟧ | ⟦EMAIL|mateus.costa.chef@gmail.com⟧

2019-present  Sous chef, ⟪org_name|Saffron & Sage Events⟫ (weddings & corporate, up to 400 covers)
2014-2019     Commis then CDP, ⟪org_name|Escola de Hotelaria⟫ placements, ⟪place|Lisbon⟫
Food hygiene L3, cert ⟪certificate_no|FH3-8812204⟫
Salary expectation: ⟦AMOUNT|£34,000⟧"""),

("weekly_timesheet",
"""WEEKLY TIMESHEET  w/c ⟪week_commencing|13/05/2024⟫  ⟪site_name|Northgate Business Centre⟫  contract ⟪contract_ref|CFG-NBC-07⟫
Operative          Mon  Tue  Wed  Thu  Fri  Hrs   Rate      Pay
⟦PERSON|Precious Moyo⟧      3.0  3.0  3.0  3.0  3.0  15.0  ⟦AMOUNT|£11.44⟧    ⟦AMOUNT|£171.60⟧
⟦PERSON|Lucy Wanjiru⟧       2.5  2.5  -    2.5  2.5  10.0  ⟦AMOUNT|£11.44⟧    ⟦AMOUNT|£114.40⟧
⟦PERSON|Hamid Rahimi⟧       3.0  -    3.0  -    3.0   9.0  ⟦AMOUNT|£12.00⟧    ⟦AMOUNT|£108.00⟧
Supervisor sign-off: ⟦PERSON|K. Nowak⟧"""),

("teams_chat_installers",
"""[Teams] Install Team
⟦PERSON|Dmitri Volkov⟧ ⟪chat_time|10:02⟫  who has the NVR admin login for the ⟪place|Harrow⟫ job? customer changing ISP
⟦PERSON|Rory Doherty⟧ 10:05  admin / ⟦PASSWORD|Hikv1sion!Harrow⟧ - set it myself. NVR is ⟦IP_ADDRESS|192.168.1.64⟧, new router gives them public ⟦IP_ADDRESS|86.25.144.201⟧
⟦PERSON|Dmitri Volkov⟧ 10:06  ta. customer Mr ⟦PERSON|Adeyinka⟧ wants the app too, email ⟦EMAIL|t.adeyinka@btinternet.com⟧
⟦PERSON|Rory Doherty⟧ 10:07  👍 NVR model ⟪product_model|DS-7608NI-K2⟫, serial on the sticker"""),

("github_recovery_codes",
"""GitHub recovery codes - account ⟦PERSON|pixelforge-ollie⟧ (⟦EMAIL|ollie@pixelforge.agency⟧)
Keep these somewhere safe. Each code can be used once.

  ⟦SECRET|$rc_1⟧      ⟦SECRET|$rc_2⟧
  ⟦SECRET|$rc_3⟧

Generated ⟪generated_at|2024-04-02 16:55 UTC⟫ - saved as ⟪file_name|github-recovery-codes.txt⟫"""),

("email_note_to_self",
"""From: ⟦PERSON|Deborah Okonjo⟧ <⟦EMAIL|deborah@crystalfg.co.uk⟧>
To: ⟦EMAIL|deborah@crystalfg.co.uk⟧
Date: ⟪email_date|Mon, 8 Jan 2024 07:14⟫
Subject: (no subject)

backup codes for the ⟪org_name|Crystal Facilities Group⟫ workspace super admin (⟦EMAIL|admin@crystalfg.co.uk⟧), customer ID ⟪workspace_customer_id|C03k9x2vd⟫
1. ⟦SECRET|$rc_4⟧
2. ⟦SECRET|$rc_5⟧
3. ⟦SECRET|$rc_6⟧
pw is in the red book but its ⟦PASSWORD|Marigold-Teapot-71⟧ just in case"""),

("equipment_hire_agreement",
"""EQUIPMENT HIRE AGREEMENT   No. ⟪agreement_no|EHA-7731⟫
Hirer: ⟦PERSON|Marek Kowalski⟧ (private)
Address: ⟦ADDRESS|12 Willow Close, Chelmsford CM1 6SE⟧
Items: 2 x ⟪product_code|PATIO-HTR-13KW⟫ patio heaters; 1 x ⟪product_code|GEN-5.5KVA⟫ generator
Hire charge: ⟪tariff|£95 per day⟫ x 2 days
Deposit (pre-auth on card ⟦CARD|$card_mc_4⟧): ⟦AMOUNT|£400.00⟧
Total paid: ⟦AMOUNT|£190.00⟧
Hirer's signature: ⟦PERSON|M. Kowalski⟧"""),

("liability_claim_form",
"""CLAIM FORM - Public Liability    Policy ⟪policy_no|PL-4418203-WC⟫ (insured: ⟪org_name|ClearView Window Cleaning⟫)
Claimant: ⟦PERSON|Imran Siddiqui⟧        DOB: ⟦DATE_OF_BIRTH|05/12/1978⟧
Address: ⟦ADDRESS|44 Pinfold Lane, Bolton BL2 6QT⟧
What happened: cleaner's ladder slipped and cracked the conservatory roof; my son got a ⟦MEDICAL|cut to the forearm⟧ from the glass (⟦MEDICAL|3 stitches⟧ at ⟪place|Royal Bolton Hospital⟫).
Amount claimed: ⟦AMOUNT|£1,875.00⟧ (glazier quote ⟪quote|£1,640⟫ + loss of earnings)
Settlement to: ⟦IBAN|$iban_gb_7⟧"""),

("control_room_log",
"""CONTROL ROOM LOG  ⟪log_date|23/05/2024⟫   Operator: ⟦PERSON|Bridget Nolan⟧
22:04  SO ⟦PERSON|Marcus Oyelaran⟧ patrol ⟪site_name|Meridian House⟫ - all secure
22:47  Lone-worker check-in missed: SO ⟦PERSON|Kieran Doyle⟧ (⟪site_name|Eastgate Depot⟫). Called ⟦PHONE|07862 015 334⟧, no answer.
22:55  ⟦PERSON|Kieran⟧ called back - dizzy, says he's ⟦MEDICAL|diabetic⟧ and missed his tea; ⟦MEDICAL|blood sugar 3.1⟧. Advised to eat. Supervisor ⟦PERSON|Tariq Hussain⟧ attending.
23:30  ⟦PERSON|Tariq⟧ on site, ⟦PERSON|Kieran⟧ OK, continuing."""),

("lost_property_log",
"""LOST PROPERTY - The Loom (log ⟪log_ref|LP-2024-Q2⟫)
#  | found | item | where | claimed by
14 | 03/05 | black Dell ⟪product_model|LA65NS2-01⟫ charger | desk 9 | -
15 | 07/05 | brown wallet: bank card ⟪masked_card|****7761⟫, driving licence ⟦PERSON|S. Lindqvist⟧ | kitchen | ⟦PERSON|Sven Lindqvist⟧ - Swedish ID shown, personnummer ⟦NATIONAL_ID|$pnr_1⟧
16 | 09/05 | ⟦MEDICAL|Ventolin⟧ inhaler | meeting room 3 | ⟦PERSON|Jasmine K⟧ - hers, she's ⟦MEDICAL|asthmatic⟧"""),

("visitor_book_ocr",
"""[OCR] VISITOR SIGN-IN - ⟪org_name|Kingfisher House⟫ - p.12
Date  Name             Company           Visiting       In     Out    Vehicle
14/5  ⟦PERSON|J. Okafor⟧        ⟪org_name|Rapid Pest Ltd⟫    Facilities     09:10  09:55  ⟪van_reg|RP21 VAN⟫
14/5  ⟦PERSON|Leanne Briggs⟧    Skip4U            Yard           10:2O  10:40  ⟪van_reg|SK19 PUX⟫
      mob ⟦PHONE|07711 4O2 339⟧
14/5  ⟦PERSON|Tomás Herrera⟧    Bright IT         ⟦PERSON|D. Volkov⟧      11:05  -"""),

("shift_handover_notes",
"""HANDOVER nights -> days  ⟪site_name|Quayside Tower⟫  Tue
- L7 boardroom carpet, red wine - spotter didn't shift it, book extraction with ⟪org_name|CleanPro Carpets⟫ (quote ⟪quote_ref|CPC-2217⟫)
- new starter ⟦PERSON|Hamid⟧ shadowing ⟦PERSON|Precious⟧ all week, his fob is ⟪fob_id|F-0773⟫
- cleaners cupboard combination changed to ⟦PASSWORD|3-1-7-4⟧ - DON'T write it on the door this time!!
- ⟦PERSON|Lucy⟧ went home 04:30 with a ⟦MEDICAL|migraine⟧
- reception asked us to stop using the bleach spray near ⟦PERSON|Josie⟧'s desk, she's ⟦MEDICAL|pregnant⟧ and it makes her feel sick"""),

("apology_letter_compensation",
"""Dear Mr ⟦PERSON|Zieliński⟧,

Re: damage to driveway - job ⟪job_ref|YSC-48812⟫

Thank you for your patience. As agreed on the phone with our yard manager ⟦PERSON|Gary Hinchcliffe⟧, ⟪org_name|Yorkshire Skip Co⟫ will pay ⟦AMOUNT|£480⟧ towards the resurfacing by bank transfer to the account you gave us (⟦IBAN|$iban_gb_8⟧) within 10 working days. We have also waived the ⟪fee|£30 late-collection charge⟫.

Yours sincerely,
⟦PERSON|Joanne Firth⟧, Customer Services - ⟦PHONE|0113 287 4410⟧"""),

("catering_rota_markdown",
"""### Rota - ⟪event_name|Tech Summit ExCeL⟫ (job ⟪job_number|EC-2024-131⟫), loading via ⟪loading_bay|Gate 4⟫
| Shift | Mon 10 Jun | Tue 11 Jun |
|---|---|---|
| 06:00-14:00 | ⟦PERSON|Ines⟧, ⟦PERSON|Zainab⟧ | ⟦PERSON|Ines⟧, ⟦PERSON|Mateus⟧ |
| 14:00-22:00 | ⟦PERSON|Connor⟧, ⟦PERSON|Siobhán⟧ | ⟦PERSON|Zainab⟧, ⟦PERSON|Connor⟧ |

⟦PERSON|Zainab⟧ - ⟦MEDICAL|EpiPen⟧ in locker as usual, tell the venue first aider."""),

("trustpilot_review",
"""★★★★★ "Saved our bacon"
Our server died the day before payroll and ⟦PERSON|Ravi⟧ from ⟪org_name|Northlight IT⟫ drove over from ⟪place|Leeds⟫ on a Sunday. Had us back up by 4pm. Worth every penny of the ⟪rate_card|£90/hr⟫.
- ⟦PERSON|Harriet W.⟧, ⟪org_name|Wilde & Sons Joinery⟫

Reply from Northlight IT: Thanks ⟦PERSON|Harriet⟧! ⟦PERSON|Ravi⟧ says hi 👋"""),
]

# ---------------------------------------------------------------- part 6
TEXTS += [
("reddit_post_pricing",
"""r/CleaningBusiness · u/⟦PERSON|spotless_sarah_mcr⟧
How do you lot price end of tenancy?? (UK)
Been going 18 months, 3 staff. I charge ⟪price|£22/hr⟫ domestic and ⟪price|£180 flat⟫ for a 2-bed EOT but feel like im undercharging... I only pay myself ⟦AMOUNT|£1,800 a month⟧ after wages lol. one client (won't name) still owes me ⟦AMOUNT|£340⟧ from Feb 🙃
Using ⟪software_name|Jobber⟫ for quotes/invoicing if that matters.
Also any tips for back pain? my ⟦MEDICAL|herniated disc⟧ is killing me after 6hr cleans"""),

("release_notes",
"""## cleanbook ⟪version|2.5.0⟫ (2024-05-20)
- Booking widget: postcode lookup moved to ⟪api_version|v3⟫ of the address API
- Fix: duplicate Stripe charges when users double-click "Pay" (#⟪issue_no|412⟫)
- Sessions now expire after 30 min idle
- Deps: django ⟪version|4.2.13⟫, stripe-python ⟪version|9.6.0⟫
Commit range: ⟪commit_sha|$sha1_2⟫...HEAD
Image digest: sha256:⟪image_digest|$sha256_1⟫
Staging: ⟪doc_ip|203.0.113.40⟫ (docs example, not the real box)"""),

("first_aid_poster",
"""FIRST AID - CLEANING CHEMICALS (⟪org_name|Crystal Facilities Group⟫ site poster, ⟪document_version|rev 4⟫)
Eyes: rinse with clean water for 15 minutes, remove contact lenses if easy to do.
Skin (⟪product_name|Sanitex Pro D10⟫, ⟪product_name|Oxy-Blast 5⟫): wash off, remove contaminated clothing.
Pain relief for adults: ⟪drug_leaflet|paracetamol 500 mg⟫, max ⟪dosage_leaflet|8 tablets in 24 hours⟫. Do not give ⟪drug_leaflet|aspirin⟫ to under-16s. Anyone with ⟪leaflet_wording|asthma⟫ should avoid mixing products.
Emergency: dial ⟪emergency_short_code|999⟫. COSHH sheet ⟪coshh_ref|COSHH-SAN-010⟫, ⟪un_number|UN1791⟫ hypochlorite solution."""),

("email_ssh_key_handover",
"""From: ⟦PERSON|Ravi Menon⟧ <⟦EMAIL|ravi.menon@northlight-it.co.uk⟧>
To: ⟦PERSON|Tomás Herrera⟧ <⟦EMAIL|tomas@brightit.co.uk⟧>
Subject: handover - Loom gate controller (⟪ticket_id|NL-CHG-2291⟫)

⟦PERSON|Tomás⟧, as discussed the SSH key for the gate controller (⟪device_name|GATE-CTL-01⟫, ⟦IP_ADDRESS|10.8.0.7⟧) is below. Please put it in your vault and delete this email.

⟦SECRET|$pem_ed_1⟧

User is 'gate', password login disabled. Host key ⟪key_fingerprint|SHA256:q9Xw2Lr8TzM1bV6nKp0aC4yH7sD3fG5jE2uI8oR1tWk⟫.
Cheers, ⟦PERSON|Ravi⟧"""),

("api_access_log",
"""⟪iso_timestamp|2024-06-11T08:02:17.331Z⟫ INFO  api.bookings  POST /v1/rooms/⟪room_code|MR3⟫/book 201 ⟪latency|84ms⟫ ip=⟦IP_ADDRESS|109.150.33.12⟧ user=⟦PERSON|jkaur⟧
  Authorization: Bearer ⟦APIKEY|$jwt_1⟧
2024-06-11T08:02:19.007Z WARN  api.bookings  token near expiry (kiosk, tenant=hub-east)
  Authorization: Bearer ⟦APIKEY|$jwt_4⟧
2024-06-11T08:03:01.118Z INFO  api.health    GET /healthz 200 1ms ip=⟪loopback_ip|127.0.0.1⟫"""),

("telegram_bot_config",
"""{
  "bot_name": "⟪bot_name|SparkleRotaBot⟫",
  "token": "⟦APIKEY|$tg_bot_2⟧",
  "admin_chat_ids": [⟪chat_id|-1001844021973⟫],
  "admins": [
    {"name": "⟦PERSON|Gareth Pritchard⟧", "tg": "@⟦PERSON|gpritch⟧"},
    {"name": "⟦PERSON|Bethan Rowe⟧", "tg": "@⟦PERSON|bethrowe_cardiff⟧"}
  ],
  "openai_key": "⟦APIKEY|$openai_2⟧",
  "timezone": "⟪timezone|Europe/London⟫",
  "version": "⟪version|0.9.4⟫"
}"""),

("uptime_monitor_export",
"""# notification export
{"name": "Client sites -> #alerts", "type": "discord",
 "discordWebhookUrl": "⟦SECRET|$discord_hook_1⟧",
 "discordBotToken": "⟦APIKEY|$discord_bot_1⟧",
 "alertEmail": "⟦EMAIL|alerts+uptime@pixelforge.agency⟧",
 "monitors": [{"url": "⟪url|https://shinebright.ie⟫", "interval": 60}, {"url": "⟪url|https://valleyskips.co.uk⟫", "interval": 60}],
 "createdBy": "⟦PERSON|ogrant⟧", "createdAt": "⟪created_at|2024-02-19 11:20:33⟫",
 "oncall": "⟦PHONE|07700 241 856⟧"}"""),

("us_payroll_change_form",
"""PAYROLL CHANGE FORM - ⟪org_name|BugBusters of Tampa Bay⟫ (franchise #⟪franchise_no|FL-0217⟫)
Employee: ⟦PERSON|Luis Ortega⟧     SSN: ⟦SSN|$ssn_2⟧     DOB: ⟦DATE_OF_BIRTH|1988-03-29⟧
Change: pay rate ⟦AMOUNT|$17.50/hr⟧ -> ⟦AMOUNT|$19.00/hr⟧ effective ⟪effective_date|06/01/2024⟫ (passed state applicator exam)
Direct deposit: routing ⟪bank_routing_no|063100277⟫, account ⟪masked_account|XXXXXX4410⟫
Approved: ⟦PERSON|Megan Pruitt⟧ (GM)"""),

("us_alarm_monitoring_agreement",
"""ALARM MONITORING AGREEMENT - ⟪org_name|Lone Star Alarm Co.⟫ - account ⟪account_no|LSA-330918⟫
Subscriber: ⟦PERSON|Carla Mendez⟧, ⟦ADDRESS|4410 Bluebonnet Dr, Round Rock, TX 78664⟧
Phone: ⟦PHONE|(737) 201-4498⟧    Email: ⟦EMAIL|carla.mendez77@gmail.com⟧
Credit check authorized - SSN ⟦SSN|$ssn_4⟧
Monitoring ⟪tariff|$39.99/month⟫, 36-month term.
Activation paid by card ⟦CARD|$card_disc_1⟧ exp 11/26 CVC ⟦CVV|772⟧ - charged ⟦AMOUNT|$199.00⟧
Verbal passcode for false-alarm cancel: "⟦PASSWORD|armadillo⟧\""""),

("email_canada_onboarding",
"""Hi ⟦PERSON|Anita⟧ - new hire for the ⟪place|Toronto⟫ office-cleaning crew, please set up in ⟪software_name|Ceridian⟫ (pay group ⟪pay_group|TOR-CLN-BW⟫):
Name: ⟦PERSON|Gurpreet Sandhu⟧
SIN: ⟦NATIONAL_ID|$sin_1⟧
DOB: ⟦DATE_OF_BIRTH|14 Feb 1997⟧
Address: ⟦ADDRESS|88 Kennedy Rd S, Unit 12, Brampton, ON L6W 3E7⟧
Rate: ⟦AMOUNT|$18.25/h CAD⟧
Emergency contact: ⟦PERSON|Harjit Sandhu⟧ (father) ⟦PHONE|647-883-2190⟧
Thanks, ⟦PERSON|Wei Ling⟧"""),

("email_dutch_member",
"""From: ⟦PERSON|Pieter van Dijk⟧ <⟦EMAIL|pieter@vandijkdesign.nl⟧>
To: ⟦EMAIL|billing@theloom.work⟧
Subject: invoice details + deposit

Hi, for my membership invoices please use ⟪org_name|Vandijk Design⟫, KvK ⟪kvk_number|81234567⟫, BTW ⟪vat_number|NL004532110B01⟫.
My ⟦AMOUNT|€300⟧ deposit can be refunded to ⟦IBAN|$iban_nl_1⟧.
Your form also asked for my BSN - I don't think you need it? It's ⟦NATIONAL_ID|$bsn_1⟧ if you really must.
Groet, ⟦PERSON|Pieter⟧"""),

("whatsapp_spanish_cleaner",
"""Hola ⟦PERSON|Kasia⟧!! its ⟦PERSON|Lucía⟧ 😊 for the payroll (⟪software_name|BrightPay⟫ ref ⟪payroll_ref|CFG-PR-7712⟫) they asked my documents:
NIE ⟦NATIONAL_ID|$nie_1⟧
my DNI also ⟦NATIONAL_ID|$dni_1⟧
bank ⟦IBAN|$iban_es_1⟧ (my spanish account, is ok?? or better UK one)
address now ⟦ADDRESS|Flat B, 15 Stanley Road, Ilford IG1 1RB⟧
site is ⟪site_code|ILF-02⟫ right? thank youuu 😘"""),

("email_irish_new_hire",
"""Subject: new lad for the ⟪place|Salthill⟫ round

⟦PERSON|Declan⟧ - new hire starting Monday:
Name: ⟦PERSON|Cian Ó Briain⟧     PPSN: ⟦NATIONAL_ID|$ppsn_1⟧
DOB ⟦DATE_OF_BIRTH|30/09/2002⟧     Mobile ⟦PHONE|086 402 7719⟧
He'll be on ⟦AMOUNT|€14.50 an hour⟧ to start. No ladders over ⟪ladder_limit|6m⟫ for now, he's still recovering from a ⟦MEDICAL|broken ankle⟧.
Company van for him is ⟪van_reg|221-G-4410⟫.
- ⟦PERSON|Niamh⟧"""),

("sms_payment_reminder",
"""⟪org_name|Valley Skips⟫: Hi ⟦PERSON|Rhian⟧, your 4yd skip (order ⟪order_id|VS-21408⟫) is due for collection Fri. Outstanding balance ⟦AMOUNT|£185.00⟧. Pay securely at ⟪payment_link|https://pay.valleyskips.co.uk/i/8f2K1q⟫ or call ⟦PHONE|01443 208 915⟧ - your phone-payment PIN is ⟦PASSWORD|6614⟧. Reply STOP to opt out"""),

("accreditation_csv",
"""# ⟪event_name|Rock Werchter 2024⟫ - catering crew accreditation upload
accreditation_id,first_name,last_name,dob,nationality,passport_no,role
⟪accreditation_id|ACC-30117⟫,⟦PERSON|Siobhán⟧,⟦PERSON|Kelly⟧,⟦DATE_OF_BIRTH|1995-05-08⟧,IE,⟦PASSPORT|$pp_ie_1⟧,Bar
⟪accreditation_id|ACC-30118⟫,⟦PERSON|Tobias⟧,⟦PERSON|Krüger⟧,⟦DATE_OF_BIRTH|1990-12-01⟧,DE,⟦PASSPORT|$pp_de_1⟧,Chef
⟪accreditation_id|ACC-30119⟫,⟦PERSON|Hamish⟧,⟦PERSON|Reid⟧,⟦DATE_OF_BIRTH|1987-02-26⟧,GB,⟦PASSPORT|$pp_gb_2⟧,Ops"""),
]
