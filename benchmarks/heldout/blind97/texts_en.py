# -*- coding: utf-8 -*-
# English texts for blind97.  Every text typed by hand.
# ⟦TYPE|value⟧ = labelled span, ⟪kind|value⟫ = decoy, $name = values.VALUES[name]

TEXTS = []

TEXTS += [
("sms_club_gate_code",
"""Hi ⟦PERSON|Gareth⟧, its ⟦PERSON|Wendy⟧ from ⟪org_name|Brackley MFC⟫. New gate code for the strip is ⟦PASSWORD|3 8 1 6⟧ then # . Dont text it to the whole list pls, last time someone posted it on FB. Mower man ⟦PERSON|Steve⟧ (⟦PHONE|07700 900418⟧) is on site Sat ⟪session_hours|9-12⟫ so fly from the north box. Subs ⟦AMOUNT|£45⟧ still outstanding from you btw - sort code etc on the website. W"""),

("email_stall_booking",
"""From: "⟦PERSON|Priya Raman⟧" <⟦EMAIL|priya.raman@skydancerkites.co.uk⟧>
To: ⟦EMAIL|colin@whitbykiteweekend.org.uk⟧
Subject: Re: pitch ⟪pitch_number|B14⟫ - ⟪event_name|Whitby Kite Weekend 2025⟫

Hi ⟦PERSON|Colin⟧,

Thanks for holding ⟪pitch_number|B14⟫ for us again. As discussed I've paid the ⟦AMOUNT|£180⟧ stall deposit on my personal Visa because the business card is maxed out after the Dieppe trip: ⟦CARD|$card_visa_1⟧, exp 09/27, CVC ⟦CVV|418⟧. Can you put the receipt in my name not the company's pls, my accountant gets confused otherwise.

We'll bring the big 9m octopus and the ⟪product_name|Edo 180⟫ display. Gazebo is 3x3 as before.

Cheers,
⟦PERSON|Priya⟧

--
⟦PERSON|Priya Raman⟧
Sky Dancer Kites
mob. ⟦PHONE|07841 263905⟧"""),

("nginx_access_log",
"""⟦IP_ADDRESS|81.174.22.19⟧ - - [⟪log_timestamp|14/Mar/2025:09:12:44 +0000⟫] "GET /shop/georgian-townhouse-kit-1-12 HTTP/1.1" 200 18342 "https://www.google.com/" "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 ⟪browser_version|Chrome/122.0.6261.94⟫"
⟦IP_ADDRESS|10.8.0.6⟧ - ⟦PERSON|jtreloar⟧ [⟪log_timestamp|14/Mar/2025:09:13:02 +0000⟫] "POST /wp-login.php HTTP/1.1" 302 0 "-" "curl/8.4.0"
⟦IP_ADDRESS|2a02:c7c:5e12:8800:d1f5:1b2a:9c3e:41f0⟧ - - [14/Mar/2025:09:13:40 +0000] "GET /account/orders?user=⟦PERSON|hmabbott⟧ HTTP/2.0" 200 5120 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_3 like Mac OS X)"
⟪doc_ip|203.0.113.45⟫ - - [14/Mar/2025:09:14:01 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "uptime-probe/1.2"
⟦IP_ADDRESS|100.72.14.3⟧ - - [14/Mar/2025:09:15:27 +0000] "GET /basket/add?sku=⟪sku|DH-GT112-WAL⟫ HTTP/1.1" 302 0 "-" "Mozilla/5.0 (X11; Linux x86_64; rv:123.0) Gecko/20100101 Firefox/123.0\""""),

("dotenv_config",
"""# launchlog .env — DO NOT COMMIT (⟦PERSON|Dave⟧ pls!!)
APP_ENV=production
APP_URL=https://launchlog.northmoor-rocketry.org.uk
DATABASE_URL=postgres://launchlog:⟦SECRET|R0ck3tM4n!Ap0gee⟧@⟦IP_ADDRESS|10.20.4.11⟧:⟪port|5432⟫/launchlog
REDIS_URL=redis://:⟦SECRET|rd_7Qp29vXz⟧@⟦IP_ADDRESS|10.20.4.12⟧:⟪port|6379⟫/0
AWS_ACCESS_KEY_ID=⟦APIKEY|$ak_aws_1⟧
AWS_SECRET_ACCESS_KEY=⟦SECRET|$sec_aws_1⟧
S3_BUCKET=⟪bucket_name|nmrc-flight-cards⟫
SENDGRID_API_KEY=⟦APIKEY|$ak_sendgrid_1⟧
MAIL_FROM=⟦EMAIL|safety.officer@northmoor-rocketry.org.uk⟧
JWT_SECRET=⟦SECRET|$sec_jwtkey_1⟧
SENTRY_RELEASE=⟪release_version|launchlog@2.7.1⟫
# copied from the AWS docs when testing, ignore: ⟪aws_example_key|$dec_aws_example⟫"""),

("whatsapp_group_rc_track",
"""[18/05/2025, 19:42] ⟦PERSON|Kyle Brennan⟧: who's got the transponder for the 1/10 buggy class, mine's showing 0 laps
[18/05/2025, 19:43] ⟦PERSON|Shaz⟧: mylaps number?
[18/05/2025, 19:43] ⟦PERSON|Kyle Brennan⟧: ⟪transponder_id|4437762⟫
[18/05/2025, 19:45] ⟦PERSON|Deano⟧: mate that's ⟦PERSON|Ricky⟧'s, yours is ⟪transponder_id|6120981⟫ lol
[18/05/2025, 19:46] ⟦PERSON|Shaz⟧: also whoever left the pit lane gate unlocked, code is ⟦PASSWORD|1966⟧. lock it next time 🙄
[18/05/2025, 19:48] ⟦PERSON|Deano⟧: ⟦PERSON|Ricky⟧'s new number btw ⟦PHONE|+44 7893 114620⟧
[18/05/2025, 19:50] ⟦PERSON|Ricky P⟧: sent you ⟦AMOUNT|£12⟧ for practice ⟦PERSON|Shaz⟧, check ur monzo
[18/05/2025, 19:51] ⟦PERSON|Shaz⟧: got it ta 👍"""),

("helpdesk_ticket",
"""Ticket ⟪ticket_id|#PZ-20931⟫ | Status: Open | Priority: Normal | Channel: web form
Customer: ⟦PERSON|Margaret Ellery⟧ <⟦EMAIL|m.ellery52@gmail.com⟧>
Order: ⟪order_id|WJ-118204⟫   Product: "Harbour at Dusk" ⟪piece_count|1000pc⟫ (SKU ⟪sku|HD-1000-B⟫)

Message:
Hello, my puzzle arrived with 3 pieces missing (the lighthouse bit, very annoying as its the best part). I paid ⟦AMOUNT|£24.99⟧ plus ⟦AMOUNT|£3.95⟧ postage. Can you send the pieces or refund to my card (⟪masked_card|**** 4417⟫). My address is ⟦ADDRESS|27 Wyndham Close, Chipping Sodbury, Bristol BS37 6HE⟧. Phone ⟦PHONE|01454 318762⟧ if needed, I'm in most afternoons.

Internal note (⟦PERSON|Josh⟧): cutter die for this one was retired, can't reprint pieces. Refund ⟦AMOUNT|£28.94⟧ approved, sent apology voucher."""),

("csv_member_export",
"""member_no,name,email,phone,boat,scale,hull_mm,subs_paid
⟪member_id|MSB-0142⟫,⟦PERSON|Alan Thwaite⟧,⟦EMAIL|alan.thwaite@talktalk.net⟧,⟦PHONE|01924 603118⟧,HMS Cottesmore,⟪model_scale|1:96⟫,630,⟦AMOUNT|£35.00⟧
⟪member_id|MSB-0157⟫,⟦PERSON|Brenda Okafor⟧,⟦EMAIL|b.okafor@outlook.com⟧,⟦PHONE|07958 441207⟧,Tug Kerne,⟪model_scale|1:24⟫,1040,⟦AMOUNT|£35.00⟧
⟪member_id|MSB-0163⟫,"⟦PERSON|Ian 'Skip' McAllister⟧",⟦EMAIL|skipmcallister@gmail.com⟧,⟦PHONE|07711 829354⟧,Sea Scout,1:12,700,⟦AMOUNT|£17.50⟧
⟪member_id|MSB-0170⟫,⟦PERSON|Pauline Hesketh⟧,,⟦PHONE|01924 378006⟧,Grand Banks 42,1:20,920,"""),

("python_stack_trace",
"""2025-02-08 16:03:11,482 ERROR tillpoint.payments capture failed for order ⟪order_id|WG-55102⟫ (customer ⟦PERSON|Rhys Pritchard⟧, charge ⟦AMOUNT|£86.50⟧)
Traceback (most recent call last):
  File "/home/⟦PERSON|gwynfor⟧/tillpoint/app/payments.py", line ⟪line_number|212⟫, in capture
    resp = stripe.PaymentIntent.capture(intent_id, api_key=STRIPE_KEY)
  File "/home/⟦PERSON|gwynfor⟧/tillpoint/venv/lib/python3.11/site-packages/stripe/api_resources/payment_intent.py", line 84, in capture
    return cls._static_request("post", url, params=params)
stripe.error.CardError: Request ⟪request_id|req_8Jd2kLq0PzXy1m⟫: Your card was declined.
Locals at frame 0:
  STRIPE_KEY = '⟦APIKEY|$ak_stripe_1⟧'
  customer_email = '⟦EMAIL|rhys.pritchard@hotmail.co.uk⟧'
  card_display = '⟪masked_card|4000 •••• •••• 0341⟫'
  intent_id = '⟪payment_intent_id|pi_3OqLx2Hd81kQ0sVb1c9Tz4aa⟫'"""),

("web_form_honorarium",
"""SKYHAWK ROCKETRY ASSOCIATION — Speaker Honorarium / Reimbursement Form (⟪form_version|SRA-7 rev 2024-03⟫)

Event: Spring Launch & Symposium, ⟪venue_name|Mesa Verde Field⟫
Full legal name: ⟦PERSON|Dolores M. Whitcomb⟧
Taxpayer ID (SSN): ⟦SSN|$ssn_1⟧
Date of birth: ⟦DATE_OF_BIRTH|06/14/1971⟧
Mailing address: ⟦ADDRESS|4418 Juniper Hollow Rd, Apt 2B, Las Cruces, NM 88011⟧
Phone: ⟦PHONE|(575) 642-0917⟧
Email: ⟦EMAIL|dwhitcomb.rockets@gmail.com⟧
Honorarium: ⟦AMOUNT|$350.00⟧     Mileage claimed: ⟦AMOUNT|$62.40⟧ (⟪mileage|96 mi⟫ @ ⟪reimbursement_rate|$0.65/mi⟫)
Payment method: [x] Check mailed to address above  [ ] Zelle
Approved by (treasurer): ⟦PERSON|Hector Ruiz⟧   Check no. ⟪check_number|10482⟫"""),

("meeting_minutes",
"""Northern Kite Makers Guild — committee minutes, ⟪meeting_date|3 Feb 2025⟫, ⟪venue_name|Scout Hut, Otley⟫

Present: ⟦PERSON|Hazel Brierley⟧ (chair), ⟦PERSON|Tomasz Wójcik⟧ (treasurer), ⟦PERSON|Gemma Lund⟧, ⟦PERSON|Ray Cottam⟧
Apologies: ⟦PERSON|Niamh O'Rourke⟧ (recovering from her ⟦MEDICAL|knee replacement⟧, sends best wishes)

1. Treasurer's report. Guild balance stands at ⟪org_balance|£4,812.33⟫. ⟦PERSON|Tomasz⟧ reimbursed ⟦AMOUNT|£86.20⟧ to ⟦PERSON|Gemma⟧ for ripstop and dacron tape bought for the workshop day.
2. Festival 2025. Pitch fees unchanged at ⟪tariff|£25/day⟫ for traders. ⟦PERSON|Ray⟧ to email the council events team from ⟦EMAIL|ray.cottam@btinternet.com⟧ and copy ⟦PERSON|Hazel⟧.
3. AOB. ⟦PERSON|Ray⟧'s new mobile is ⟦PHONE|07402 615338⟧. Next meeting ⟪meeting_date|3 Mar 2025⟫."""),

("call_transcript",
"""[⟪call_timestamp|00:00:04⟫] AGENT (⟦PERSON|Lucy⟧): Good morning, ⟪org_name|Tiny Rooms Miniatures⟫, ⟦PERSON|Lucy⟧ speaking.
[00:00:07] CALLER: Hi, it's ⟦PERSON|Bernadette Quinlan⟧, I've got the Tudor shop commission with you, ref ⟪commission_ref|TR-2291⟫?
[00:00:15] AGENT: Oh yes, the ⟪model_scale|1:12⟫ one with the bay window. It's ready to go.
[00:00:21] CALLER: Lovely. Can I pay the balance over the phone, it's ⟦AMOUNT|two hundred and forty pounds⟧ isn't it?
[00:00:26] AGENT: That's right. Long card number when you're ready.
[00:00:31] CALLER: ⟦CARD|$card_mc_1⟧, expiry oh-eight twenty-six, and the code on the back is ⟦CVV|271⟧.
[00:01:02] AGENT: Thank you, that's gone through. Delivery address still the same?
[00:01:05] CALLER: No, I've moved — it's ⟦ADDRESS|Flat 6, Rosemount Court, 14 Abbey Road, Barnstaple EX31 1JB⟧.
[00:01:19] AGENT: And a number for the courier?
[00:01:21] CALLER: ⟦PHONE|oh-seven-eight-double-two, four-one-six, nine-nine-three⟧.
[⟪call_timestamp|00:01:30⟫] AGENT: Perfect, ⟦PERSON|Bernadette⟧, it'll be with you Thursday."""),

("bash_history",
"""  501  ssh ⟦PERSON|dmcgregor⟧@⟦IP_ADDRESS|192.168.50.20⟧
  502  sudo systemctl restart ⟪systemd_unit|rc-timing.service⟫
  503  cd /home/⟦PERSON|dmcgregor⟧/orbits-export
  504  mysql -u timing -p'⟦PASSWORD|Heat3Fin@l!⟧' laps < ⟪file_name|fix_heat3.sql⟫
  505  git clone https://⟦APIKEY|$ak_gh_1⟧@github.com/wolds-rc/lapboard.git
  506  cd lapboard && git checkout ⟪commit_sha|$dec_sha_1⟫
  507  scp results_2025-06-01.csv ⟦PERSON|shaz⟧@⟦IP_ADDRESS|100.88.12.4⟧:~/
  508  ping -c3 ⟦IP_ADDRESS|192.168.50.1⟧
  509  curl -s http://⟪loopback|127.0.0.1⟫:⟪port|8080⟫/api/heats/3 | jq .
  510  history | tail"""),

("sql_insert",
"""-- loyalty import from old till, run by ⟦PERSON|cfirth⟧ 2024-11-04
INSERT INTO loyalty_members (id, full_name, email, phone, dob, points, store_credit, created_at) VALUES
(⟪row_id|3301⟫, '⟦PERSON|Callum Firth⟧', '⟦EMAIL|callum.firth94@gmail.com⟧', '⟦PHONE|07523 880146⟧', '⟦DATE_OF_BIRTH|1994-02-11⟧', ⟪loyalty_points|1240⟫, '⟦AMOUNT|£15.00⟧', '⟪db_timestamp|2024-11-02 14:21:07⟫'),
(⟪row_id|3302⟫, '⟦PERSON|Aisha Bello⟧', '⟦EMAIL|aisha.b@protonmail.com⟧', '⟦PHONE|+44 7405 226917⟧', '⟦DATE_OF_BIRTH|1999-09-30⟧', 310, '⟦AMOUNT|£0.00⟧', '2024-11-02 15:03:44'),
(⟪row_id|3303⟫, '⟦PERSON|Jonno Price⟧', NULL, '⟦PHONE|0161 496 0732⟧', '⟦DATE_OF_BIRTH|1987-12-04⟧', 8820, '⟦AMOUNT|£42.50⟧', '⟪db_timestamp|2024-11-03 10:12:59⟫');"""),

("forum_post",
"""Re: Planking the Victory cross-section — warped strips?
Post by ⟦PERSON|OldSaltDerek⟧ » ⟪forum_timestamp|Tue Apr 08, 2025 9:14 pm⟫

Had exactly the same with the Caldercraft kit (ref ⟪kit_reference|9014⟫). Soak the lime strips 20 min in hot water, then clamp over a bent former. My hands aren't what they were since the ⟦MEDICAL|carpal tunnel op⟧ so I use a plank bender rather than tweezers, saves a lot of swearing.

If anyone wants my spare 0.5 x 4 mm walnut strip PM me or ring ⟦PHONE|01302 554871⟧ evenings, ask for ⟦PERSON|Derek⟧. ⟦PERSON|Maggie_B⟧ asked about the Billing Boats plans for the Bluenose, I've got a set going at ⟪sale_price|£10 + post⟫.

Attached: ⟪attachment_name|IMG_4471.jpg⟫ (211 KB)"""),

("product_review",
"""★★☆☆☆  "Lovely image, dreadful cut"
Reviewed by ⟦PERSON|Sandra K.⟧ on ⟪review_date|12 Jan 2025⟫ — Verified purchase

Bought the ⟪piece_count|1500 piece⟫ 'Lakeland Autumn' for my mum, who has ⟦MEDICAL|early-stage dementia⟧ and loves doing puzzles with me on Sundays. Sadly the pieces are nearly all the same shape so it was just frustrating for her. Customer service (thanks ⟦PERSON|Imran⟧) were kind and gave me a code for 20% off (⟪coupon_code|AUTUMN20⟫). I paid ⟦AMOUNT|£32⟧ and got ⟦AMOUNT|£6.40⟧ back, which is fair, but I won't buy this range again.

47 people found this helpful"""),

("invoice",
"""INVOICE                                  No. ⟪invoice_no|SKK-2025-0047⟫
Date: ⟪invoice_date|22/04/2025⟫

From: ⟪org_name|Skylark Kite Works⟫, Anstruther, Fife   Tel ⟦PHONE|01333 312640⟧
VAT reg. ⟪vat_number|GB 284 1190 73⟫

To: Mr ⟦PERSON|Euan Rutherford⟧
    ⟦ADDRESS|Braeside Cottage, 3 Kirk Wynd, Crail, KY10 3TH⟧

Custom 3.2 m Rokkaku, hand-dyed, 6 mm carbon spars ........ ⟪unit_price|£385.00⟫
Line set 2 x 30 m Dyneema 150 lb .......................... ⟪unit_price|£48.00⟫
                                    Total ........... ⟦AMOUNT|£433.00⟧
                 Less deposit paid 10/03 ............ ⟦AMOUNT|£100.00⟧
                           BALANCE DUE .............. ⟦AMOUNT|£333.00⟧

Payment to ⟪org_name|Skylark Kite Works⟫, sort code ⟪org_bank_account|83-44-12 acc 00981276⟫. Thank you ⟦PERSON|Euan⟧ — fly it somewhere windy!"""),

("slack_message",
"""#club-tech  ·  ⟦PERSON|Fiona Marsh⟧  ⟪message_time|10:42 AM⟫
ok who pasted the webhook into #general 😩
⟦SECRET|$sec_slack_hook_1⟧
I've rotated it but the old one was live for 2 days and the channel is public to all 140 members of ⟪org_name|Wolds Aeromodellers⟫. @⟦PERSON|ben.k⟧ can you rotate the bot token too — ⟦APIKEY|$ak_slack_1⟧ — it was in the same screenshot. And pls stop using prod for the ⟪app_name|flightlog-bot⟫ tests 🙏
  ↳ 3 replies  ·  ⟦PERSON|ben.k⟧: on it, give me 10 min"""),

("yaml_config",
"""# fernleaf-shop config.yml — prod
shop:
  name: ⟪org_name|Fernleaf Puzzles⟫
  currency: GBP
  shipping:
    uk_standard: ⟪shipping_tariff|3.95⟫
    eu_tracked: ⟪shipping_tariff|11.50⟫
payments:
  stripe:
    publishable_key: ⟪publishable_key|$dec_stripe_pk_1⟫
    secret_key: ⟦APIKEY|$ak_stripe_2⟧
    webhook_secret: ⟦SECRET|$sec_whsec_1⟧
mail:
  smtp_host: smtp.eu.mailgun.org
  smtp_port: ⟪port|587⟫
  smtp_user: ⟦EMAIL|postmaster@mg.fernleafpuzzles.co.uk⟧
  smtp_pass: ⟦PASSWORD|jigsaw-Otter-1987⟧
  api_key: ⟦APIKEY|$ak_mailgun_1⟧
owner_contact: "⟦PERSON|Rosalind Achebe⟧ <⟦EMAIL|ros@fernleafpuzzles.co.uk⟧>"
build: ⟪build_id|$dec_uuid_1⟫"""),

("voicemail_transcript",
"""Voicemail from ⟦PHONE|+44 1908 611274⟧ · ⟪voicemail_duration|2 min 11 s⟫ · transcribed automatically
"Hi, this is ⟦PERSON|Geoff Lamb⟧, um, I'm calling for ⟦PERSON|Anita⟧ about the buddy-box session at ⟪org_name|Milton Keynes Flyers⟫ on Saturday. My son ⟦PERSON|Ollie⟧, he's eleven, he's got ⟦MEDICAL|type 1 diabetes⟧ so he'll have his ⟦MEDICAL|insulin pump⟧ on and he might need a break to check his levels, just so the instructor knows. Could you call me back on ⟦PHONE|oh seven nine five six, two two one, four oh eight⟧? Oh and I've sent the ⟦AMOUNT|£30⟧ junior membership by bank transfer, reference ⟪payment_reference|MKF JNR⟫. Thanks, bye."
"""),

("ocr_business_card",
"""[OCR ⟪scan_file|card_0318.jpg⟫ · confidence ⟪ocr_confidence|0.91⟫]
⟦PERSON|PETRONELLA VOSS⟧
Miniaturist · ⟪model_scale|1:12⟫ & ⟪model_scale|1:24⟫ Period Interiors
T ⟦PHONE|+31 6 4172 0935⟧
E ⟦EMAIL|petra@vossminiatures.nl⟧
W ⟪website|www.vossminiatures.nl⟫
Home studio (by appointment): ⟦ADDRESS|Kleine Houtstraat 88, 2011 DN Haarlem⟧
KvK ⟪chamber_of_commerce_no|71829304⟫
IBAN ⟦IBAN|$iban_nl_1⟧ (t.n.v. ⟦PERSON|P. Voss⟧)"""),
]

TEXTS += [
("incident_report",
"""INCIDENT REPORT — ⟪venue_name|Dunmore Moss⟫ launch site, ⟪incident_date|27 Jul 2025⟫
Reported by: ⟦PERSON|Callum Reid⟧ (RSO), tel ⟦PHONE|07391 558204⟧
Injured person: ⟦PERSON|Ishbel Mackay⟧, DOB ⟦DATE_OF_BIRTH|03/11/1998⟧
What happened: ⟪rocket_motor_code|G74-6W⟫ motor CATO'd on pad 4 at ignition. A casing fragment struck her left forearm at approx 15 m.
Injury / treatment: ⟦MEDICAL|2 cm laceration to left forearm⟧, cleaned and dressed on site. She told the paramedics she has a ⟦MEDICAL|penicillin allergy⟧. Taken to ⟪hospital_name|Forth Valley Royal⟫ for a ⟦MEDICAL|tetanus booster⟧ and steri-strips, home same day.
Action: motor lot ⟪motor_lot_number|CTI-0623-117⟫ quarantined, spectator line moved back to 30 m for G and above."""),

("discord_channel",
"""**#launch-ops**
⟦PERSON|apogee_annie⟧ — Today at ⟪message_time|18:03⟫
whoever committed the bot token to the public repo... ⟦APIKEY|$ak_discord_1⟧ — discord auto-revoked it but the webhook for #flight-cards is still in there: ⟦SECRET|$sec_discord_hook_1⟧
@⟦PERSON|Marcus⟧ can u regen both tonight? it's commit ⟪commit_sha|$dec_sha_2⟫ on ⟪git_branch|feature/altimeter-import⟫
⟦PERSON|Marcus Teale⟧ — Today at 18:10
yep doing it now. also changing the club gmail pw from ⟦PASSWORD|Launch2024!⟧ since that was in the README as well 🤦"""),

("json_api_response",
"""{
  "id": "⟪customer_id|cus_Q8r2LmX0aB71⟫",
  "object": "customer",
  "name": "⟦PERSON|Thandiwe Nkosi⟧",
  "email": "⟦EMAIL|thandi.nkosi@icloud.com⟧",
  "phone": "⟦PHONE|+447881902554⟧",
  "shipping_address": "⟦ADDRESS|12 Larch Rise, Kendal LA9 6QW⟧",
  "credit_balance": "⟦AMOUNT|£12.50⟧",
  "created": ⟪unix_timestamp|1717243921⟫,
  "invoice_prefix": "⟪invoice_prefix|8F3A1C2D⟫",
  "metadata": {"dob": "⟦DATE_OF_BIRTH|1990-07-22⟧", "newsletter": true, "fav_range": "wildlife"},
  "livemode": true
}"""),

("docker_compose",
"""version: "3.8"
services:
  db:
    image: ⟪docker_image|postgres:15.6-alpine⟫
    environment:
      POSTGRES_USER: stock
      POSTGRES_PASSWORD: ⟦PASSWORD|W4rh4mm3r_stock⟧
  app:
    image: ghcr.io/dicedungeon/stockkeeper:⟪image_tag|v3.2.0⟫
    environment:
      DATABASE_URL: postgresql://stock:${POSTGRES_PASSWORD}@db:5432/stock
      SHOPIFY_TOKEN: ⟦APIKEY|$ak_shopify_1⟧
      ADMIN_EMAIL: ⟦EMAIL|owner@dicedungeon.co.uk⟧
      TZ: Europe/London
    ports:
      - "⟪port_mapping|8000:8000⟫"
# ⟦PERSON|Kieran⟧: NAS for nightly dumps is ⟦IP_ADDRESS|192.168.1.40⟧, share /backups"""),

("email_visa_invitation",
"""From: ⟦PERSON|Mireille Castaing⟧ <⟦EMAIL|mireille.castaing@orange.fr⟧>
To: ⟦EMAIL|intl.teams@wfkitefest.cn⟧
Subject: Invitation letter - French team (2 pax)

Hello,

for the invitation letter please find our details below.

1. ⟦PERSON|Mireille Castaing⟧ — passport no. ⟦PASSPORT|$pp_fr_1⟧, born ⟦DATE_OF_BIRTH|17 April 1968⟧
2. ⟦PERSON|Olivier Dutertre⟧ — his passport is being renewed, he will send the number next week

We arrive on ⟪flight_number|AF198⟫ on ⟪flight_date|16 April⟫ and will fly the 12 m "Méduse" and two ⟪kite_model|Cody 7⟫ trains. My phone on WhatsApp: ⟦PHONE|+33 6 71 24 58 09⟧.

Merci beaucoup,
⟦PERSON|Mireille⟧"""),

("bank_transfer_confirmation",
"""SEPA Credit Transfer — execution confirmation
Ordering party: ⟪org_name|RC-Rennbahn Lahntal e.V.⟫
Ordering IBAN: ⟪org_iban|$dec_org_iban_2⟫
Beneficiary: ⟦PERSON|Jonas Albrecht⟧
Beneficiary address: ⟦ADDRESS|Am Steinbruch 7, 35094 Lahntal⟧
Beneficiary IBAN: ⟦IBAN|$iban_de_1⟧
BIC: ⟪bic|GENODE51MAR⟫
Amount: ⟦AMOUNT|EUR 65,00⟧
Reference: ⟪payment_reference|Rueckerstattung Startgeld Lauf 4/2025⟫
Execution date: ⟪execution_date|2025-06-12⟫
Transaction ID: ⟪transaction_id|$dec_uuid_2⟫"""),

("forum_private_message",
"""PM from ⟦PERSON|tudorrose_jan⟧ to ⟦PERSON|minibuilder_phil⟧ — ⟪pm_timestamp|Sun 2 Mar, 20:17⟫

Hi ⟦PERSON|Phil⟧, I'll take the Georgian shell (kit ⟪kit_number|GH-07⟫) — I've just sent ⟦AMOUNT|£220⟧ by PayPal friends & family to ⟦EMAIL|phil.merriman@sky.com⟧ so check it's come through.
Can you post it to ⟦PERSON|Janet Hollis⟧, ⟦ADDRESS|9 Orchard Mews, Leek, ST13 5EX⟧ please? If the courier needs a number it's ⟦PHONE|07765 120 884⟧. Wrap the chimney stacks separately, they snap!
⟦PERSON|Jan⟧ x"""),

("live_chat_transcript",
"""Chat started ⟪chat_time|14:02⟫ · Visitor ⟪visitor_id|#48213⟫ · IP ⟦IP_ADDRESS|86.141.77.203⟧ · Page: /spares/wings
Visitor: hi do you have the 1400mm wing for the bixler 3?
Agent ⟦PERSON|Sam⟧: we do, ⟪price|£39.99⟫ and in stock
Visitor: great. my name is ⟦PERSON|Terence Oduya⟧, i ordered last week (order ⟪order_id|#10492⟫) but no email ever came
Agent ⟦PERSON|Sam⟧: found it — it bounced, we had ⟦EMAIL|t.oduya@yaho.co.uk⟧ on file
Visitor: lol typo. its ⟦EMAIL|t.oduya@yahoo.co.uk⟧
Agent ⟦PERSON|Sam⟧: fixed, resending now 👍"""),

("git_commit_diff",
"""commit ⟪commit_sha|$dec_sha_3⟫
Author: ⟦PERSON|Priyanka Desai⟧ <⟦EMAIL|pdesai@hw-rocketry.org⟧>
Date:   ⟪commit_date|Sat Mar 1 22:41:09 2025 +0000⟫

    remove keys from ground station config (oops)

diff --git a/groundstation/config.ini b/groundstation/config.ini
index ⟪git_index|4b1c2e9..a07f3d1⟫ 100644
--- a/groundstation/config.ini
+++ b/groundstation/config.ini
@@ -12,9 +12,6 @@ [telemetry]
 baud = ⟪baud_rate|57600⟫
-totp_seed = ⟦SECRET|$sec_totp_2⟧
-mapbox_token = ⟦APIKEY|$ak_mapbox_1⟧
+mapbox_public = ⟪publishable_key|$dec_mapbox_pk_1⟫
-server = ⟦IP_ADDRESS|10.44.0.9⟧
+server = ${GS_SERVER}"""),

("notes_app",
"""shop logins DO NOT DELETE  (edited 2 Feb)

shopify admin: ⟦EMAIL|haggis@grimdarkgames.co.uk⟧ / ⟦PASSWORD|Ork$mash2023⟧
shopify 2FA backup codes:
⟦SECRET|$sec_rec_1⟧   ⟦SECRET|$sec_rec_2⟧
⟦SECRET|$sec_rec_3⟧   ⟦SECRET|$sec_rec_4⟧
sumup card machine PIN ⟦PASSWORD|2207⟧
alarm ⟦PASSWORD|1 9 8 4⟧ then OFF (⟦PERSON|Morag⟧ knows it too)
wholesale acct ⟪trade_account_no|GW-TA-771904⟫
VAT qtr ends ⟪vat_quarter_end|31/03⟫"""),

("first_aid_log",
"""FIRST AID LOG — ⟪venue_name|Trackside Raceway⟫ — ⟪log_date|Sun 13 Apr 2025⟫
Time  | Name | Injury / illness | Treatment | First aider
⟪time_of_day|11:20⟫ | ⟦PERSON|Liam Doherty⟧ (14) | ⟦MEDICAL|burn to right thumb from hot motor can⟧ | cooled 20 min under tap, ⟦MEDICAL|hydrogel dressing⟧ | ⟦PERSON|K. Osei⟧
⟪time_of_day|13:05⟫ | ⟦PERSON|Graham Pettit⟧ | felt faint in the pits, ⟦MEDICAL|known angina⟧, took his own ⟦MEDICAL|GTN spray⟧ | rested 30 min, wife drove him home | ⟦PERSON|K. Osei⟧
Parent rang for ⟦PERSON|Liam⟧ on ⟦PHONE|07984 330217⟧ at 11:35."""),

("payment_dispute_email",
"""PayPal Resolution Centre — Case ⟪case_id|PP-D-4417-2931⟫

Dear ⟦PERSON|Owen Gallagher⟧,

⟦PERSON|Li Na Zhou⟧ has opened a dispute for ⟦AMOUNT|£54.00 GBP⟧ on transaction ⟪transaction_id|7HX44291BK115264M⟫ ("Custom 1000pc photo puzzle, boxed").

Buyer's message: "The puzzle shows the wrong photo — that's not our dog ⟪pet_name|Biscuit⟫, it's someone else's spaniel!! Please refund."

Please respond by ⟪deadline|28 May 2025⟫. You can contact the buyer at ⟦EMAIL|lina.zhou88@gmail.com⟧."""),

("tax_form_1099",
"""Form 1099-NEC (⟪tax_year|2024⟫) — Copy B, for recipient
PAYER: ⟪org_name|Outer Banks Kite Festival Inc.⟫   Payer TIN (EIN): ⟪ein|56-2183390⟫
RECIPIENT'S name: ⟦PERSON|Travis Delacroix⟧
RECIPIENT'S TIN: ⟦SSN|$ssn_2⟧
Street address: ⟦ADDRESS|117 Sound View Ln, Kill Devil Hills, NC 27948⟧
1 Nonemployee compensation: ⟦AMOUNT|$2,450.00⟧
Account number (see instructions): ⟪payer_account_ref|OBKF-PERF-09⟫
(performer — night-flying LED kite show, 3 evenings)"""),

("email_thread_t4a",
"""> On Tue, Jan 21, ⟦PERSON|Doug Fairweather⟧ <⟦EMAIL|treasurer@halifaxmodelshipwrights.ca⟧> wrote:
> Hi ⟦PERSON|Marie-Ève⟧, the club has to issue you a T4A for the rigging workshops. Could you send your SIN and current address? Total paid to you in 2024 was ⟦AMOUNT|$1,150 CAD⟧.

Hi ⟦PERSON|Doug⟧,
Sure — SIN ⟦NATIONAL_ID|$nid_ca_sin_1⟧, address ⟦ADDRESS|2210 rue Fullum, app. 3, Montréal QC H2K 3P1⟧ (moved in Sept). Can you post it rather than email, I don't love sending the SIN around lol.
⟦PERSON|M-È⟧
Sent from my iPhone"""),

("trade_price_list",
"""⟪org_name|Fernleaf Puzzles⟫ — trade price list, spring 2025 (ex VAT)

SKU          | Title            | Pieces | RRP     | Trade
⟪sku|FP-1000-017⟫  | Bluebell Wood    | 1000   | ⟪price|£22.99⟫  | ⟪trade_price|£12.40⟫
⟪sku|FP-0500-031⟫  | Tide Pools       | 500    | ⟪price|£16.99⟫  | ⟪trade_price|£9.10⟫
⟪sku|FP-2000-002⟫  | The Map Room     | 2000   | ⟪price|£34.99⟫  | ⟪trade_price|£19.25⟫

Minimum first order ⟪minimum_order|£150⟫, carriage paid over ⟪free_shipping_threshold|£300⟫. Prices valid until ⟪validity_date|30/06/2025⟫."""),

("hr_new_starter_form",
"""NEW STARTER FORM — ⟪org_name|Grimdark Games Ltd⟫
Full name: ⟦PERSON|Bethany Ashworth⟧        Known as: ⟦PERSON|Beth⟧
Date of birth: ⟦DATE_OF_BIRTH|21/08/2003⟧
NI number: ⟦NATIONAL_ID|$nid_uk_nino_1⟧
Pay into (IBAN is fine): ⟦IBAN|$iban_gb_3⟧
Starting rate: ⟦AMOUNT|£11.44/hr⟧
Emergency contact: ⟦PERSON|Diane Ashworth⟧ (mum) — ⟦PHONE|07817 442093⟧
Anything medical we should know? ⟦MEDICAL|asthma, blue inhaler in my bag⟧
Payroll no. ⟪payroll_number|PR-0318⟫   Staff discount code ⟪discount_code|STAFF25⟫"""),

("apache_error_log",
"""[⟪log_timestamp|Wed Jan 15 03:12:44.129913 2025⟫] [php:error] [pid ⟪process_id|28871⟫] [client ⟦IP_ADDRESS|5.181.80.117⟧:⟪port|51220⟫] PHP Fatal error:  Uncaught PDOException: SQLSTATE[HY000] [1045] Access denied for user 'wp_minis'@'⟦IP_ADDRESS|172.16.4.20⟧' (using password: YES) in /var/www/tinyhomes/wp-includes/class-wpdb.php:⟪line_number|1982⟫
[Wed Jan 15 03:12:45.004113 2025] [proxy_fcgi:error] [pid 28871] [client ⟦IP_ADDRESS|5.181.80.117⟧:51224] AH01071: Got error 'Primary script unknown', referer: https://tinyhomes-miniatures.co.uk/?author=⟦PERSON|ghollingsworth⟧
[Wed Jan 15 03:14:02.551200 2025] [ssl:warn] [pid 1190] [client ⟦IP_ADDRESS|2a00:23c8:1d04:9f01::5c⟧] AH02227: Failed to set r->user to 'SSL_CLIENT_S_DN_CN'"""),

("markdown_table_rota",
"""## Arena flying rota — Saturday

| Slot | Flyer / team | Contact | Kite |
|---|---|---|---|
| 10:00 | ⟦PERSON|Ade Ogunleye⟧ | ⟦PHONE|07412 905338⟧ | 7-stack quad line |
| 10:30 | ⟪team_name|Flying Squirrels⟫ (⟦PERSON|Kath⟧ & ⟦PERSON|Mo Leadbetter⟧) | ⟦PHONE|07530 662 104⟧ | pairs ballet |
| 11:00 | ⟦PERSON|Jürgen Haas⟧ | ⟦PHONE|+49 171 4420918⟧ | mega-fly, 40 m² |
| 11:30 | ⟦PERSON|Wei-Ling Chua⟧ | ⟦EMAIL|wl.chua@gmail.com⟧ | 8 m ray + line laundry |

PA radio for arena 2: ⟪radio_channel|PMR ch 6⟫. Wind limit ⟪wind_limit|25 mph⟫."""),

("python_script",
"""# lapbot.py — posts lap times to the club Telegram group
# author: ⟦PERSON|Nat Kowalczyk⟧ <⟦EMAIL|nat.k@rcpitlane.co.uk⟧>
# requires ⟪package_version|requests==2.31.0⟫
import requests

BOT_TOKEN = "⟦APIKEY|$ak_tg_1⟧"
CHAT_ID = ⟪chat_id|-1001847263510⟫
TIMING_HOST = "⟦IP_ADDRESS|192.168.10.5⟧"

def post(msg):
    requests.post(f"https://api.telegram.org/bot{BOT_TOKEN}/sendMessage",
                  data={"chat_id": CHAT_ID, "text": msg}, timeout=5)

# TODO ⟦PERSON|Gaz⟧ said move the token into env before we open-source this"""),

("trello_card",
"""Card: Move club website to new host 🔧
List: Doing · Members: ⟦PERSON|Rob H⟧, ⟦PERSON|Sue Pryce⟧ · Due ⟪due_date|14 Sep⟫

Description
Old host cPanel — user cvmfc / pass ⟦PASSWORD|Spitfire!1940⟧
FTP ⟦IP_ADDRESS|185.94.113.22⟧ port ⟪port|21⟫
New nameservers ⟪hostname|ns1.krystal.uk⟫ / ns2.krystal.uk
Drop TTL to 300 the day before.

Comments
⟦PERSON|Sue Pryce⟧: paid the two-year domain renewal on my own card, club owes me ⟦AMOUNT|£23.98⟧ pls ⟦PERSON|Rob⟧"""),

("ocr_handwritten_note",
"""[photo of note taped inside motor store door — OCR]
MOTOR STORE — ⟪org_name|Fenland Rocketry⟫
padlock ⟦PASSWORD|0 4 2 9⟧
safe inside ⟦PASSWORD|17-31-08⟧  (L-R-L !!)
if lost ring ⟦PERSON|Bev⟧ ⟦PHONE|07933 201876⟧
licence ref ⟪licence_ref|ER-2024-0471⟫
do NOT keep more than ⟪storage_limit|2 kg NEQ⟫ in here"""),

("order_confirmation_email",
"""Subject: Your order ⟪order_id|#GD-77120⟫ is confirmed

Hi ⟦PERSON|Zainab⟧,

Thanks for shopping with ⟪org_name|Grimdark Games⟫!

2 x Intercessors box ............. ⟪price|£40.00⟫
1 x Starter paint set ............ ⟪price|£33.50⟫
Royal Mail Tracked 48 ............ ⟪shipping_cost|£4.99⟫

Total charged to ⟪masked_card|Visa ••••2290⟫: ⟦AMOUNT|£78.49⟧

Shipping to: ⟦PERSON|Zainab Hussain⟧, ⟦ADDRESS|Flat 2, 41 Clarendon Road, Leeds LS2 9NZ⟧

Questions? Just reply, or call the shop on ⟦PHONE|0113 496 0281⟧ (Mon–Sat 10–6)."""),
]

TEXTS += [
("sms_kite_collection",
"""Hiya, it's ⟦PERSON|Morwenna⟧ from ⟪org_name|Kernow Kites⟫ 🪁 your delta (order ⟪order_id|KK-318⟫) is finished! Balance is ⟦AMOUNT|£62⟧, you paid ⟦AMOUNT|£50⟧ deposit already. Can collect from the workshop Thurs or I can post for ⟪postage_quote|£6.50⟫ - if posting is it still ⟦ADDRESS|Chy an Mor, 4 Lower Fore St, St Ives TR26 1HE⟧? x"""),

("email_refund_notice",
"""Subject: Refund – cancelled Victorian kitchen set

Dear Ms ⟦PERSON|Ní Bhriain⟧,

I'm so sorry, the range stove in your set has been discontinued by our caster (product code ⟪product_code|VK-1224-RS⟫) and I can't make the set as pictured. We'll refund ⟦AMOUNT|€145.00⟧ to the IBAN you gave us, ⟦IBAN|$iban_ie_1⟧ (account holder ⟦PERSON|Áine Ní Bhriain⟧), within 5 working days.

Kind regards,
⟦PERSON|Harriet Okonjo⟧
Little Larder Miniatures · ⟦PHONE|+44 1243 771902⟧ · ⟪website|littlelarder.co.uk⟫"""),

("jira_ticket",
"""⟪ticket_id|RCT-482⟫  Booking page returns 500 when heat is full
Reporter: ⟦PERSON|Olu Adebayo⟧ · Assignee: ⟦PERSON|Conor Fitz⟧ · Priority: High · Fix version: ⟪fix_version|2.14.1⟫

Steps: book the last slot in a heat from the kiosk, then book again from the web.

Log:
⟪log_timestamp|2025-05-03T09:41:17Z⟫ WARN  auth: token near expiry for kiosk token=⟦APIKEY|$ak_jwt_3⟧
2025-05-03T09:41:18Z ERROR booking: HeatFullException heat_id=⟪heat_id|H-2025-0503-07⟫ client=⟦IP_ADDRESS|10.12.0.33⟧

Comment (⟦PERSON|Conor Fitz⟧): the kiosk token is long-lived and shouldn't be in logs at all, raising ⟪ticket_id|RCT-483⟫."""),

("k8s_secret_manifest",
"""apiVersion: v1
kind: Secret
metadata:
  name: telemetry-secrets
  namespace: ⟪k8s_namespace|launch-prod⟫
  annotations:
    owner: ⟦EMAIL|r.vasquez@desertrocketry.org⟧
type: Opaque
stringData:
  OPENAI_API_KEY: ⟦APIKEY|$ak_openai_1⟧
  GRAFANA_ADMIN_PASSWORD: ⟦PASSWORD|Mach-1.3_grafana⟧
  TWILIO_ACCOUNT_SID: ⟪account_sid|$dec_twilio_ac_1⟫
  TWILIO_API_KEY: ⟦APIKEY|$ak_twilio_1⟧
  TWILIO_AUTH_TOKEN: ⟦SECRET|$sec_twilio_1⟧"""),

("changelog",
"""## puzzlecart ⟪release_version|4.3.0⟫ (⟪release_date|2025-03-18⟫)
- Fix rounding of VAT on bundles (#⟪issue_number|812⟫)
- Upgrade to ⟪dependency_version|Django 4.2.11⟫
- New piece-count filter (250 / 500 / 1000 / 1500 / 2000)
- Default UK shipping tariff is now ⟪shipping_tariff|£4.20⟫
- Sample config uses ⟪doc_ip|192.0.2.10⟫ and ⟪example_email|orders@example.com⟫ as placeholders

## puzzlecart 4.2.7 (2025-02-02)
- Security: bump ⟪dependency_version|Pillow 10.2.0⟫
- Release tarball sha256 ⟪build_hash|$dec_sha256_1⟫"""),

("product_review_spoken",
"""⭐⭐⭐⭐⭐ Big chunky pieces at last!
⟦PERSON|Glenys Parry⟧, Rhyl — ⟪review_date|3 March 2025⟫ — order ⟪order_id|FL-220931⟫

My husband ⟦PERSON|Emrys⟧ has ⟦MEDICAL|rheumatoid arthritis⟧ in both hands and can't manage normal pieces any more. This ⟪piece_count|300 XL piece⟫ range is perfect for him. Only niggle: I paid ⟦AMOUNT|nineteen pounds ninety-nine⟧ and the box arrived crushed, but the lady on the phone (⟦PERSON|Carys⟧ I think?) sent a new one free. Diolch!"""),

("marketplace_messages",
"""Marketplace · Traxxas Slash 4x4 VXL, barely used — ⟪listing_price|£185⟫
⟦PERSON|Dean Whitlock⟧: still available mate?
You: yeah, comes with 2 lipos and the charger
⟦PERSON|Dean Whitlock⟧: can u do ⟪counter_offer|160 posted⟫
You: 170 and its yours
⟦PERSON|Dean Whitlock⟧: go on then. sent ⟦AMOUNT|£170⟧ on paypal. address ⟦ADDRESS|58 Garth Road, Bangor LL57 2RT⟧, mob ⟦PHONE|07860 215449⟧ for the courier
You: got it 👍 DPD tomorrow, tracking ⟪tracking_number|15501234567890⟫"""),

("bank_statement_extract",
"""Treasurer – April statement (pasted from online banking)
Date   | Description                         | In       | Out       | Balance
01 Apr | FPS ⟦PERSON|A THWAITE⟧ SUBS 2025           | ⟦AMOUNT|£35.00⟧   |           | ⟪org_balance|£2,114.60⟫
03 Apr | FPS ⟦PERSON|P HESKETH⟧ SUBS+RAFFLE         | ⟦AMOUNT|£37.00⟧   |           | ⟪org_balance|£2,151.60⟫
07 Apr | CARD ⟪supplier_name|CORNWALL MODEL BOATS⟫ |          | ⟪org_expense|£212.45⟫   | ⟪org_balance|£1,939.15⟫
11 Apr | FPS ⟦PERSON|B OKAFOR⟧ REFUND POND FEE      |          | ⟦AMOUNT|£12.00⟧    | ⟪org_balance|£1,927.15⟫"""),

("app_auth_log",
"""2025-04-19 22:01:13 WARN  login failed user='⟦PERSON|kpatterson⟧' ip=⟦IP_ADDRESS|31.94.20.187⟧ reason=bad_password attempts=3
2025-04-19 22:01:40 WARN  login failed user='admin' ip=⟦IP_ADDRESS|45.155.205.233⟧ reason=no_such_user
2025-04-19 22:01:41 WARN  login failed user='administrator' ip=⟦IP_ADDRESS|45.155.205.233⟧ reason=no_such_user
2025-04-19 22:02:05 INFO  login ok user='⟦PERSON|kpatterson⟧' ip=⟦IP_ADDRESS|31.94.20.187⟧ session=⟦SECRET|$sec_cookie_1⟧
2025-04-19 22:02:05 INFO  ⟪app_version|clubhub 1.9.4⟫ build ⟪commit_sha|$dec_sha_4⟫ worker=⟪worker_id|gunicorn-3⟫"""),

("email_rocketry_cert",
"""Subject: L2 cert attempt paperwork — ⟦PERSON|Bryce Hallorann⟧

Hi ⟦PERSON|Bryce⟧,

For your Level 2 attempt at ⟪event_name|LDRS 44⟫ I'll need the form filled in with your DOB (⟦DATE_OF_BIRTH|March 3, 1986⟧ is what we have on file, shout if that's wrong). Written exam is Friday 8am. Motor you listed: ⟪rocket_motor_code|J350W⟫ — fine. Fee is ⟪event_fee|$40⟫ at the registration table.

Also, you mentioned your ⟦MEDICAL|hearing loss in the left ear⟧ — stand on my right during the safety brief so you catch the countdown.

⟦PERSON|Sandy Okoro⟧, prefect
⟦PHONE|(928) 713-2260⟧"""),

("insurance_claim_form",
"""HOBBY EQUIPMENT CLAIM — policy ⟪policy_number|HBY-00418832⟫
Claimant: ⟦PERSON|Maurice Delaney⟧        Tel: ⟦PHONE|028 9066 4471⟧
Address: ⟦ADDRESS|14 Lisburn Avenue, Belfast BT9 7AD⟧
Item: scratch-built ⟪model_scale|1:72⟫ HMS Hood, radio controlled
What happened: collision with another member's tug at ⟪venue_name|Victoria Park lake⟫ on ⟪incident_date|6 July 2025⟫, hull holed below waterline, sank in 1.5 m.
Amount claimed: ⟦AMOUNT|£1,250⟧ (repair estimate ⟪document_ref|EST-5521⟫ attached)
Other party: ⟦PERSON|Stephen Agnew⟧"""),

("voice_note_transcript",
"""🎤 Voice message (0:47) — transcribed
"Hey ⟦PERSON|Jodie⟧, it's ⟦PERSON|Mark⟧. I'm stuck in traffic on the ⟪road_name|A165⟫ so can you open up the stall? Float's in the blue tin, should be ⟦AMOUNT|eighty quid⟧ — that's my own money not the till's, so keep it separate. Card reader PIN is ⟦PASSWORD|five five three one⟧. If the festival office asks, we're pitch ⟪pitch_number|C7⟫. Cheers love.\""""),

("terraform_tfvars",
"""# terraform.tfvars — jigsaw-shop prod  (⟦PERSON|ewan.mcrae⟧: local only, never commit!!)
region         = "⟪cloud_region|eu-west-2⟫"
aws_access_key = "⟦APIKEY|$ak_aws_2⟧"
aws_secret_key = "⟦SECRET|$sec_aws_2⟧"
db_password    = "⟦PASSWORD|Tessellate#42⟧"
admin_cidr     = "⟦IP_ADDRESS|82.132.219.64⟧/32"
instance_type  = "⟪instance_type|t3.small⟫"
ami_id         = "⟪ami_id|ami-0b9c9f62b6a0e3f14⟫\""""),

("curl_api_call",
"""# ⟦PERSON|Tariq⟧ testing the flights endpoint from home (⟦IP_ADDRESS|109.144.210.17⟧)
$ curl -s -H "Authorization: Bearer ⟦APIKEY|$ak_jwt_1⟧" "https://api.launchlog.org/v1/flights?flyer=⟦PERSON|mhollis⟧&limit=1"
[{"flight_id":"⟪flight_id|FL-88213⟫","motor":"⟪rocket_motor_code|H128W⟫","apogee_ft":⟪altitude|2310⟫,"flyer":"⟦PERSON|Megan Hollis⟧","recovered":true}]"""),

("event_registration_csv",
"""reg_id,first,last,email,phone,cert,emergency_contact,emergency_phone
⟪registration_id|R-1041⟫,⟦PERSON|Kenji⟧,⟦PERSON|Watanabe⟧,⟦EMAIL|kwatanabe@comcast.net⟧,⟦PHONE|614-555-0187⟧,⟪cert_level|L1⟫,⟦PERSON|Aiko Watanabe⟧,⟦PHONE|614-402-7751⟧
⟪registration_id|R-1042⟫,⟦PERSON|Destiny⟧,⟦PERSON|Moore⟧,⟦EMAIL|destiny.moore.rkt@gmail.com⟧,⟦PHONE|(740) 281-0936⟧,⟪cert_level|L3⟫,⟦PERSON|Carl Moore⟧,"""),

("loan_agreement_contract",
"""LOAN AGREEMENT

This agreement is made on ⟪agreement_date|1 October 2025⟫ between ⟦PERSON|Cordelia Ashby-Finch⟧ of ⟦ADDRESS|The Old Rectory, Church Lane, Little Wittenham, OX14 4RA⟧ ("the Lender") and ⟪org_name|The Wimborne Dolls' House Collection⟫ ("the Borrower").

1. The Lender lends the item known as "the Wittenham baby house, c.1760" (catalogue ref ⟪catalogue_ref|WDC/L/2025/03⟫) for the exhibition period ending ⟪end_date|31 March 2026⟫.
2. Agreed insurance valuation: ⟪insured_value|£18,500⟫, nail-to-nail.
3. The Lender's identity was checked against UK passport ⟦PASSPORT|$pp_uk_1⟧.

Signed ⟦PERSON|C. Ashby-Finch⟧ (Lender)      Witness ⟦PERSON|Robert Lyle⟧"""),

("social_media_post",
"""⟦PERSON|Bex Tanaka⟧ @⟦PERSON|bexflies⟧ · 2h
Massive thanks to everyone at #⟪hashtag|PortsmouthKiteFest⟫ 🪁 the 30 m whale survived the gusts!! Whoever found my phone by the arena fence — cracked green case — pls ring my other number ⟦PHONE|07700 914552⟧ 🙏
⟪engagement_stats|312 reposts · 2.1K likes⟫"""),

("photo_sticky_note",
"""[photo: sticky note on clubhouse router]
WiFi ⟪wifi_ssid|CVMFC-Clubhouse⟫
pw ⟦PASSWORD|lancaster-B17-bomber⟧
router ⟦IP_ADDRESS|192.168.0.1⟧  admin / ⟦PASSWORD|Merlin66⟧
BT faults ⟦PHONE|0800 800 150⟧  acct ⟪isp_account_no|BT-7730012⟫
— ⟦PERSON|Ken⟧"""),

("junior_consent_form",
"""JUNIOR MEMBER CONSENT — ⟪org_name|Tamworth Model Boat Club⟫
Child's name: ⟦PERSON|Poppy Garside⟧            DOB: ⟦DATE_OF_BIRTH|2014-05-09⟧
Parent / guardian: ⟦PERSON|Natasha Garside⟧     Mobile: ⟦PHONE|07711 230996⟧
Allergies: ⟦MEDICAL|wasp stings — carries an EpiPen⟧
Regular medication: ⟦MEDICAL|cetirizine 10 mg daily in summer⟧
GP surgery: ⟪gp_practice|Wilnecote Health Centre⟫, ⟦PHONE|01827 280817⟧
Photo consent: YES / ~~NO~~        Form version ⟪form_version|JM-2025.1⟫"""),

("job_application",
"""TRACK MARSHAL APPLICATION — ⟪org_name|Thunder Alley RC Speedway⟫
Name: ⟦PERSON|DeShawn Pruitt⟧
SSN: ⟦SSN|$ssn_3⟧        DOB: ⟦DATE_OF_BIRTH|11/02/1995⟧
Phone: ⟦PHONE|(502) 868-3317⟧
Availability: Fri nights, Sat all day
Pay band (per posting): ⟪pay_scale|$14–16/hr⟫
Last job: stock associate, ⟪store_number|Kroger #412⟫ (2021–2024)"""),

("teams_chat",
"""⟦PERSON|Hamish⟧  09:12
delivery from ⟪supplier_name|Warlord Games⟫ came, 3 boxes short on ⟪purchase_order|PO-2025-118⟫
⟦PERSON|Hamish⟧  09:13
invoice says ⟪org_invoice_total|£1,482.60⟫ but we got maybe twelve hundred quid of stuff tops
⟦PERSON|Priti⟧  09:20
I'll email their trade desk, case ref is ⟪case_id|WG-SUP-33910⟫"""),

("etsy_conversation",
"""Etsy · Conversation with ⟦PERSON|Harriet Blyth⟧ · order ⟪order_id|#3318204977⟫
⟦PERSON|Harriet⟧: Hi! Could you add "Happy 80th Grandad ⟦PERSON|Arthur⟧" to the kite tail?
You: Of course — lettering is ⟪price_quote|+£8⟫, I'll send a request.
⟦PERSON|Harriet⟧: Lovely, just paid the extra ⟦AMOUNT|£8.00⟧. Ship to ⟦ADDRESS|Rose Cottage, 2 Mill Lane, Hay-on-Wye, HR3 5AB⟧ please, not my billing address!"""),
]

TEXTS += [
("travel_spreadsheet",
"""Bali kite festival trip 2025 — travel sheet (shared with ⟦PERSON|Lorraine⟧ only!)
Name            | Passport   | Nat | Flight  | Room
⟦PERSON|Lorraine Pike⟧   | ⟦PASSPORT|$pp_uk_2⟧  | GBR | ⟪flight_number|SQ 317⟫  | ⟪room_number|214⟫
⟦PERSON|Gary Pike⟧       | ⟦PASSPORT|$pp_ie_1⟧  | IRL | SQ 317  | 214
Villa deposit went on ⟦PERSON|Lorraine⟧'s card ⟦CARD|$card_visa_3⟧ CVV ⟦CVV|552⟧, she gets it back from the kitty."""),

("phone_order_slip",
"""PHONE ORDER — taken by ⟦PERSON|Trev⟧ ⟪order_date|12/03⟫ — club bulk buy
Customer: Mrs ⟦PERSON|P. Okonkwo⟧
2 x balsa sheet pack ⟪product_code|BP-10⟫ @ ⟪unit_price|£18.50⟫
Card ⟦CARD|$card_mc_4⟧   exp 11/26   sec ⟦CVV|904⟧
Deliver to ⟦ADDRESS|27 Hafod Road, Hereford HR1 1SG⟧
Tel ⟦PHONE|01432 355820⟧
SHRED THIS SLIP once keyed in!!"""),

("tax_form_w9",
"""Form W-9 (Rev. March 2024) — Request for Taxpayer Identification Number and Certification
1  Name: ⟦PERSON|Rosa Villanueva⟧
2  Business name: ⟪business_name|Hill Country Tire & Setup⟫ (sole proprietor)
5  Address: ⟦ADDRESS|8803 Bandera Rd, Unit 14, San Antonio, TX 78250⟧
Part I  Social security number: ⟦SSN|$ssn_4⟧
Requester: ⟪org_name|Alamo RC Raceway⟫, vendor no. ⟪vendor_id|V-0093⟫
Signature: /s/ ⟦PERSON|R. Villanueva⟧     Date: ⟪signature_date|02/10/2025⟫"""),

("slack_pem_paste",
"""⟦PERSON|Dmitri⟧  ⟪message_time|21:47⟫
here's the deploy key for the timing box, DON'T share:
```
⟦SECRET|$sec_pem_1⟧
```
⟦PERSON|Leanne⟧  21:49
⟦PERSON|dmitri⟧ you literally just shared it in a 40-person channel 😂 please rotate it. box is still ⟦IP_ADDRESS|10.50.0.14⟧ right?"""),

("wind_forecast_bulletin",
"""Festival wind outlook — ⟪event_name|Swansea Bay Kite Festival⟫
Sat ⟪forecast_date|7 June⟫: SW ⟪wind_speed|12–18 mph⟫, gusts to 26 in the afternoon. Arena A opens 10:00, big display kites after 14:00 only if under 20.
Sun 8 June: W 8–12 mph, lovely for single-line and the kids' workshop.
Source: Met Office site ⟪station_id|3609⟫, outlook ⟪data_version|v2.3⟫. Trader pitch fee reminder: ⟪tariff|£40/day⟫, pay at the office tent."""),

("kit_instructions",
"""STEP 14 — Fit bulwark stanchions (parts ⟪part_number|C-41⟫ to C-58)
Dry-fit first; the 3 mm gap at the bow is deliberate. Paint with ⟪paint_code|Humbrol 60⟫ before fitting, touch up after. Do not glue stanchion C-52 until step 17 (anchor davit).
Kit ⟪kit_reference|MK-2291⟫ · instruction rev ⟪revision|B3⟫ · scale ⟪model_scale|1:64⟫ · sheet 6 of 11"""),

("github_actions_workflow",
"""name: deploy-army-builder
on: push
jobs:
  deploy:
    runs-on: ⟪runner_label|ubuntu-22.04⟫
    steps:
      - uses: ⟪action_ref|actions/checkout@v4⟫
      - run: npm ci
        env:
          NPM_TOKEN: ⟦APIKEY|$ak_npm_1⟧   # TODO move to repo secrets -⟦PERSON|jess⟧
      - run: python -m twine upload dist/*
        env:
          TWINE_USERNAME: __token__
          TWINE_PASSWORD: ⟦APIKEY|$ak_pypi_1⟧
      - run: ./deploy.sh ⟦IP_ADDRESS|46.101.72.188⟧"""),

("welfare_officer_note",
"""Welfare note — CONFIDENTIAL — ⟪org_name|Ripon Model Flying Club⟫
Member: ⟦PERSON|Adrian Colley⟧ (joined ⟪join_year|2019⟫)
⟦PERSON|Adrian⟧ has ⟦MEDICAL|epilepsy (focal seizures)⟧, controlled with ⟦MEDICAL|lamotrigine⟧, seizure-free since 2022. If he has one at the field: hand transmitter to a buddy, put the model in failsafe, keep him safe, time it, call 999 if over 5 min. His partner ⟦PERSON|Jo Farrant⟧ is on ⟦PHONE|07539 114287⟧.
Agreed with ⟦PERSON|Adrian⟧: always flies on a buddy lead. Review ⟪review_date|Jan 2026⟫."""),

("customer_email_typos",
"""hi, you have charged me twice for order ⟪order_id|#RC-20418⟫, ⟦AMOUNT|£64.99⟧ each time, can you refund one pls. the card is ⟦CARD|$card_visa_4⟧ exp 03/28 cvv ⟦CVV|615⟧ if you need it for the refund?? sorry not sure how it works.
⟦PERSON|Kevin Mulvaney⟧
⟦PHONE|07922 430118⟧
sent from my galaxy"""),

("sms_gateway_log",
"""[{"sid": "⟪message_sid|SM4f9b2e7c1a0d4c3b8e6f5a2d1c0b9a87⟫",
  "from": "⟦PHONE|+447480812276⟧",
  "to": "⟦PHONE|+447908551743⟧",
  "body": "Hi ⟦PERSON|Ffion⟧, your Kite Fest volunteer shift is Sat 10-14 at gate B. Compound gate code is ⟦PASSWORD|7244⟧. Thanks! - Vols team",
  "status": "delivered",
  "price": "⟪sms_price|-0.0400⟫",
  "date_sent": "⟪timestamp|Thu, 05 Jun 2025 08:12:40 +0000⟫"}]"""),

("agm_election_results",
"""AGM 2025 — election results, ⟪org_name|Merseyside Miniature Wargames Society⟫
Chair: ⟦PERSON|Graham 'Tank' Fairclough⟧ — ⟪vote_count|41 votes⟫, elected
Treasurer: ⟦PERSON|Olwen Price⟧ — unopposed
Secretary: ⟦PERSON|Sunil Mehta⟧ 29, ⟦PERSON|Jack Rourke⟧ 18 — ⟦PERSON|Sunil⟧ elected
Society funds at year end: ⟪org_balance|£3,206.71⟫. ⟦PERSON|Olwen⟧ to chase the 7 unpaid subs before the ⟪event_name|Salute⟫ trip."""),

("wiki_page",
"""# Track cameras (NVR)
- NVR web UI: http://⟦IP_ADDRESS|192.168.20.8⟧ — admin / ⟦PASSWORD|Pitlane#CCTV9⟧
- Cam 1 (start line): ⟦IP_ADDRESS|192.168.20.21⟧, firmware ⟪firmware_version|V5.7.3 build 230712⟫
- Remote viewing over Tailscale: ⟦IP_ADDRESS|100.101.4.66⟧
- The vendor manual uses ⟪doc_ip|198.51.100.7⟫ in its examples, that's not ours
- Ask ⟦PERSON|Nadia⟧ before changing retention (currently ⟪retention_period|14 days⟫)"""),

("podcast_transcript",
"""[Jigsaw Natter podcast, ep. ⟪episode_number|57⟫, ⟪media_timestamp|00:12:30⟫]
HOST (⟦PERSON|Priscilla⟧): So how did the whimsy pieces start for you?
GUEST (⟦PERSON|Abdul Rahman Said⟧): Honestly? My daughter ⟦PERSON|Amira⟧ drew a cat on the back of a box lid and I traced it into the laser file. Now it's in every puzzle, we do about ⟪production_volume|4,000 puzzles a month⟫.
HOST: And what laser are you running?
GUEST: A ⟪machine_model|Trotec Speedy 400⟫, 120 watt. It eats birch ply."""),

("membership_email_sweden",
"""Hi!

I'd like to join ⟪org_name|Stockholms Modellbåtsklubb⟫. Name ⟦PERSON|Linnea Sjöberg⟧, personnummer ⟦NATIONAL_ID|$nid_se_pnr_1⟧ (your form asks for it for the insurance), born ⟦DATE_OF_BIRTH|14 Feb 1990⟧. Address ⟦ADDRESS|Hornsgatan 112, 117 26 Stockholm⟧. I mostly build ⟪model_scale|1:50⟫ tugs.
Can I pay with Swish? My number is ⟦PHONE|070-482 19 33⟧.

/⟦PERSON|Linnea⟧"""),

("volunteer_registration",
"""Volunteer registration — ⟪event_name|Internationaal Vliegerfestival Scheveningen⟫
Name: ⟦PERSON|Sanne de Vries⟧
BSN (needed for the volunteer allowance): ⟦NATIONAL_ID|$nid_nl_bsn_1⟧
IBAN: ⟦IBAN|$iban_nl_2⟧
Allowance this year: ⟦AMOUNT|€170,00⟧
Shift: ⟪shift_code|Z-03⟫ (beach zone north)   T-shirt: M"""),

("insurance_registration_be",
"""Federation insurance registration — ⟪org_name|VML vzw⟫ / club ⟪club_code|MVC-021⟫
Member: ⟦PERSON|Pieter Claes⟧
Rijksregisternummer: ⟦NATIONAL_ID|$nid_be_1⟧
Date of birth: ⟦DATE_OF_BIRTH|01/12/1979⟧
E-mail: ⟦EMAIL|pieter.claes@telenet.be⟧
Premium 2025: ⟪insurance_premium|€38⟫ (category B, fixed wing < 25 kg)"""),

("festival_entry_form",
"""Entry form — ⟪event_name|Festival Internacional de Cometas de Fuerteventura⟫
Pilot: ⟦PERSON|Javier Ortega Ruiz⟧ | DNI ⟦NATIONAL_ID|$nid_es_dni_1⟧ | ⟦PHONE|+34 612 48 90 37⟧
Co-pilot: ⟦PERSON|Lucía Ortega⟧ | NIE ⟦NATIONAL_ID|$nid_es_nie_1⟧
Category: ⟪competition_category|acrobatic pairs⟫ | Entry fee ⟪entry_fee|€30⟫ per team"""),

("cron_output_email",
"""From: Cron Daemon <root@puzzles-vps>
Subject: Cron <deploy@puzzles-vps> /usr/local/bin/backup.sh

rsync: connection to ⟦IP_ADDRESS|2a01:4f8:c17:b8e::2⟧ refused, retrying in 30s
dumping fernleaf_prod ... done (⟪file_size|412 MB⟫)
uploading to s3://⟪bucket_name|fernleaf-backups⟫ as ⟦APIKEY|$ak_aws_3⟧ (secret ⟪masked_secret|****************⟫) ... ok
md5 ⟪md5_checksum|$dec_md5_1⟫
notifying ⟦EMAIL|ros@fernleafpuzzles.co.uk⟧"""),

("slack_dm_api_key",
"""⟦PERSON|Oksana⟧  ⟪message_time|11:05⟫
for the flying-site map on the club page I made a Maps key: ⟦APIKEY|$ak_google_1⟧
can you restrict it to our domain? I don't know where that setting is
⟦PERSON|Callum B⟧  11:09
done, restricted to ⟪domain_name|*.wymondhamflyers.org.uk⟫. the map id is ⟪map_id|8f1b2c6e9d3a7f40⟫ btw, that one's fine to be public"""),

("restoration_quote_letter",
"""[scanned letter — OCR]
⟪org_name|Hollyhock Restorations⟫
⟪letter_date|14th May 2025⟫

Dear Mr ⟦PERSON|Fenwick⟧,

Thank you for bringing in your grandmother's 1920s Tri-ang dolls' house. Our estimate for re-papering, new windows and rewiring the lighting is ⟪quote_amount|£640⟫; I have received your deposit of ⟦AMOUNT|£160⟧ with thanks.
We will ring you on ⟦PHONE|01904 627 415⟧ when it is ready (approx. 8 weeks).

Yours sincerely,
⟦PERSON|Marjorie Eccles⟧"""),

("membership_renewal_email",
"""Subject: You're renewed for 2025! 🏁

Hi ⟦PERSON|Tyler⟧,

Thanks for renewing your season membership at ⟪org_name|Hot Lap RC Park⟫. We charged ⟦AMOUNT|$185.00⟧ to ⟪masked_card|Mastercard ••••7731⟫ on ⟪charge_date|Jan 4, 2025⟫.
Your new gate fob (⟪fob_number|#0452⟫) will be mailed to ⟦ADDRESS|2931 Maple Creek Dr, Plainfield, IL 60586⟧.

See you on the carpet,
⟦PERSON|Benny Alvarado⟧, track manager"""),
]
