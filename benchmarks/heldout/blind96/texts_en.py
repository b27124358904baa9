# -*- coding: utf-8 -*-
"""English texts of the blind96 corpus.  Typed by hand, one at a time.
Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES[name]."""

TEXTS = []

# 1
TEXTS.append(("sms", """hey its ⟦PERSON|Kofi⟧ from the diabolo pitch by the fountain. permit ref ⟪permit_ref|BPS/24/0917⟫ came thru!! but they say i still owe ⟦AMOUNT|£42.50⟧ for the late renewal?? can u ring me on ⟦PHONE|07723 418906⟧ before 6, im on pitch ⟪pitch_number|P14⟫ til then"""))

# 2
TEXTS.append(("email_with_signature", """Subject: Re: Aerial silks intermediate – spring term

Hi ⟦PERSON|Leila⟧,

Thanks for sending the enrolment form back. Your deposit of ⟦AMOUNT|£120⟧ arrived yesterday so your place is held. The rest is on invoice ⟪invoice_no|INV-20931⟫ (for reference the published term fees are ⟪price_list|£180⟫ beginners / ⟪price_list|£210⟫ intermediate).

On the health form you ticked a previous ⟦MEDICAL|rotator cuff tear⟧ and ⟦MEDICAL|mild asthma⟧ - could you bring your ⟦MEDICAL|salbutamol inhaler⟧ to every class and tell the coach before warm-up?

Best,
⟦PERSON|Marta Kowalczyk⟧
Head of Aerial, ⟪org_name|Big Top Skills Academy⟫
⟪org_address|Unit 4, Fishponds Trading Estate, Bristol BS16 3HN⟫
direct: ⟦PHONE|+44 117 965 2280⟧ | ⟦EMAIL|marta.k@bigtopskills.co.uk⟧"""))

# 3
TEXTS.append(("nginx_access_log", """⟦IP_ADDRESS|81.2.69.142⟧ - - [⟪log_timestamp|14/Mar/2025:09:12:44 +0000⟫] "POST /api/v2/permits/apply HTTP/1.1" 201 512 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_3 like Mac OS X)"
⟦IP_ADDRESS|100.72.14.9⟧ - - [14/Mar/2025:09:12:51 +0000] "GET /api/v2/permits/status?email=⟦EMAIL|tom.nowicki88@gmail.com⟧ HTTP/1.1" 200 88 "-" "okhttp/4.12.0"
⟪loopback_ip|127.0.0.1⟫ - - [14/Mar/2025:09:13:00 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"
⟪doc_ip|203.0.113.45⟫ - - [14/Mar/2025:09:13:02 +0000] "GET /robots.txt HTTP/1.1" 404 0 "-" "curl/8.5.0"
⟦IP_ADDRESS|2a02:c7c:51e4:9e00:8d1:3f2a:77b0:1c4e⟧ - - [14/Mar/2025:09:13:19 +0000] "POST /api/v2/permits/pay HTTP/1.1" 402 61 "-" "Mozilla/5.0" req_id=⟪request_id|b7e1c0f4a9d2⟫"""))

# 4
TEXTS.append(("dotenv_config", """# Northern Society of Magicians - members portal
APP_ENV=production
APP_VERSION=⟪version|3.14.2⟫
DATABASE_URL=postgres://nsm_app:⟦SECRET|Abracad4bra!2024⟧@⟦IP_ADDRESS|10.20.4.17⟧:⟪port|5432⟫/members
STRIPE_SECRET_KEY=⟦APIKEY|$api_stripe1⟧
STRIPE_PUBLISHABLE_KEY=⟪publishable_key|pk_live_51NsmQ2KpW7rTz0aLm4XcVb8Y⟫
STRIPE_WEBHOOK_SECRET=⟦SECRET|$sec_whsec1⟧
MAILGUN_API_KEY=⟦APIKEY|$api_mailgun1⟧
MAILGUN_DOMAIN=⟪mail_domain|mg.nsmagic.org.uk⟫
ADMIN_EMAIL=⟦EMAIL|treasurer@nsmagic.org.uk⟧
SESSION_SECRET=⟦SECRET|$sec_django1⟧"""))

# 5
TEXTS.append(("slack_thread", """⟪channel_name|#ops-yesand⟫
⟦PERSON|Dana Whitlock⟧  10:14 AM
anyone have the login for the eventbrite account? ⟦PERSON|Jules⟧ changed it on friday
⟦PERSON|Jules Okonkwo⟧  10:16 AM
yeah sorry!! its ⟦PASSWORD|YesAnd!Harold77⟧ now, user is ⟦EMAIL|boxoffice@yesandschool.org⟧
⟦PERSON|Dana Whitlock⟧  10:17 AM
ty. also the scheduling bot died, new token is ⟦APIKEY|$api_slack1⟧ - pls dont paste tokens in here next time lol
⟦PERSON|Jules Okonkwo⟧  10:19 AM
🙈 will rotate. fyi the level 2 showcase event id is ⟪event_id|812345901277⟫ and the app is on ⟪version|v4.2.1⟫"""))

# 6
TEXTS.append(("call_transcript", """[Call recording - Laughing Cellar box office - 00:03:41]
AGENT: Laughing Cellar box office, you're speaking to ⟦PERSON|Priyanka⟧, how can I help?
CALLER: Hi, yeah, I bought two tickets for the Friday late show but I've tested positive for ⟦MEDICAL|covid⟧ so I can't come.
AGENT: Oh no, sorry to hear that. Can I take the booking reference?
CALLER: It's ⟪booking_ref|LC-88213⟫.
AGENT: And the name on the booking?
CALLER: ⟦PERSON|Hamish McTavish⟧. That's ⟦PERSON|M-C-T-A-V-I-S-H⟧.
AGENT: Lovely. Tickets were ⟪ticket_price|£18⟫ each so that's a refund of ⟦AMOUNT|£36⟧ back to the card ending ⟪masked_card|4410⟫.
CALLER: Ah, that card's been cancelled. Can you put it on my new one? ⟦CARD|$card2⟧, expiry oh-nine twenty-seven, security code ⟦CVV|318⟧.
AGENT: I'll pass that to my supervisor. If there's a problem we'll call you back - is ⟦PHONE|07851 203 447⟧ still best?
CALLER: Yep."""))

# 7
TEXTS.append(("yaml_config", """service: jugglecon-registration
version: ⟪version|2.8.0⟫
database:
  host: ⟦IP_ADDRESS|172.18.0.5⟧
  port: ⟪port|3306⟫
  user: reg_writer
  password: "⟦PASSWORD|Cl4ssic-3ball-Cascade⟧"
smtp:
  host: smtp.sendgrid.net
  api_key: ⟦APIKEY|$api_sendgrid1⟧
payments:
  merchant_id: ⟪merchant_id|MID-000482211⟫
alerts:
  slack_webhook: ⟦SECRET|$sec_slackhook1⟧
admins:
  - name: ⟦PERSON|Ingrid Solberg⟧
    email: ⟦EMAIL|ingrid.solberg@jugglecon.eu⟧
    phone: "⟦PHONE|+47 918 44 207⟧"
  - name: ⟦PERSON|Tariq Haddad⟧
    email: ⟦EMAIL|t.haddad@jugglecon.eu⟧
build: ⟪commit_sha|9f2c4e1a7b⟫"""))

# 8
TEXTS.append(("web_form_submission", """Busking Permit Application - submitted ⟪submission_timestamp|2025-04-02 14:31⟫
Full name: ⟦PERSON|Tomasz Nowicki⟧
Stage name: ⟦PERSON|Tommy Two-Hats⟧
Date of birth: ⟦DATE_OF_BIRTH|03/11/1994⟧
Home address: ⟦ADDRESS|Flat 2, 17 Cowley Road, Oxford OX4 1HP⟧
Mobile: ⟦PHONE|07984 220 613⟧
Email: ⟦EMAIL|tom.nowicki88@gmail.com⟧
Act type: juggling + fire staff
Preferred pitches: ⟪place_name|Cornmarket⟫ (⟪pitch_code|P3⟫), ⟪place_name|Broad Street⟫ (⟪pitch_code|P7⟫)
Medical conditions we should know about (fire acts only): ⟦MEDICAL|epilepsy⟧, well controlled, no seizures since 2019
Fee: ⟪tariff|£25⟫ standard 12-month permit"""))

# 9
TEXTS.append(("stack_trace", """Traceback (most recent call last):
  File "/srv/cellar/app/booking.py", line ⟪line_number|212⟫, in charge_customer
    intent = stripe.PaymentIntent.create(amount=total_pence, currency="gbp", customer=cust_id)
  File "/usr/lib/python3.11/site-packages/stripe/api_requestor.py", line 399, in request
stripe.error.AuthenticationError: Invalid API Key provided: ⟪masked_key|sk_live_****************zvE1⟫

During handling of the above exception, another exception occurred:

sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "⟦IP_ADDRESS|10.0.3.41⟧", port 5432 failed: FATAL:  password authentication failed for user "cellar"
(Background on this error at: https://sqlalche.me/e/20/⟪error_code|e3q8⟫)
env snapshot: DATABASE_URL=postgresql://cellar:⟦SECRET|Pun1chline$Late⟧@⟦IP_ADDRESS|10.0.3.41⟧:5432/bookings  WORKER=⟪hostname|cellar-worker-2⟫"""))

# 10
TEXTS.append(("ocr_business_card", """THE GREAT ZAMBINI ✦ cl0se-up & parlour magic
⟦PERSON|Enzo Zambelli⟧
M: ⟦PHONE|07812 336 091⟧
E: ⟦EMAIL|enzo@greatzambini.com⟧
W: ⟪website|www.greatzambini.com⟫
lnsta: @⟦PERSON|thegreatzambini⟧
Bookings via ⟪org_name|Acme Entertainment Agency Ltd⟫, Co. No. ⟪company_reg_no|08831245⟫
Est. ⟪year|2009⟫ • weddings • corporate • ⟪place_name|Yorkshire⟫"""))

# 11
TEXTS.append(("sql_insert", """-- improv school: new intake, spring
INSERT INTO students (id, first_name, last_name, email, phone, dob, emergency_contact, notes) VALUES
(⟪row_id|4411⟫, '⟦PERSON|Chidi⟧', '⟦PERSON|Okafor⟧', '⟦EMAIL|chidi.okafor@outlook.com⟧', '⟦PHONE|+44 7388 901 245⟧', '⟦DATE_OF_BIRTH|1991-08-19⟧', '⟦PERSON|Ngozi Okafor⟧ (sister) ⟦PHONE|07388 114 930⟧', '⟦MEDICAL|dyslexia⟧ - prefers scripts in large print'),
(⟪row_id|4412⟫, '⟦PERSON|Ana Lucía⟧', '⟦PERSON|Ferreira⟧', '⟦EMAIL|analu.ferreira@gmail.com⟧', '⟦PHONE|+351 912 448 306⟧', '⟦DATE_OF_BIRTH|1987-02-05⟧', NULL, '⟦MEDICAL|type 1 diabetes⟧, carries ⟦MEDICAL|glucagon⟧');
-- course: ⟪course_code|IMP-201⟫ Level 2 Long Form, cohort ⟪cohort_id|2025A⟫"""))

# 12
TEXTS.append(("whatsapp_group", """[⟪chat_timestamp|12/06/25, 19:02⟫] ⟦PERSON|Bea Souza⟧: ok who has the key to the studio this wk
[12/06/25, 19:05] ⟦PERSON|Fergus⟧: me. door code changed btw, its ⟦PASSWORD|2 5 8 0⟧ then #
[12/06/25, 19:05] ⟦PERSON|Fergus⟧: dont put it on insta lol
[12/06/25, 19:07] ⟦PERSON|Bea Souza⟧: 😂 noted. also ⟦PERSON|Marguerite⟧'s red nose session moved to ⟪room_name|Studio B⟫
[12/06/25, 19:11] ⟦PHONE|+44 7946 311 082⟧: hi all, this is ⟦PERSON|Noor⟧, new here! can I pay the ⟦AMOUNT|£60⟧ for the weekend intensive by bank transfer?
[12/06/25, 19:15] ⟦PERSON|Bea Souza⟧: yes! acc name ⟪org_name|Red Nose Lab CIC⟫ sort ⟪org_sort_code|20-45-77⟫ acc ⟪org_bank_account|43015568⟫, ref your name pls"""))

# 13
TEXTS.append(("incident_report", """INCIDENT REPORT ⟪incident_no|IR-2025-031⟫
Event: Hebden Bridge Juggling Convention, ⟪venue_name|Main Hall⟫
Date/time of incident: ⟪event_datetime|19 July 2025, 15:40⟫
Injured person: ⟦PERSON|Oskar Lindqvist⟧ (visitor from Sweden)
DOB: ⟦DATE_OF_BIRTH|9 September 1985⟧   Personnummer: ⟦NATIONAL_ID|$nid_pnr1⟧
Description: struck on the nose by a club during a 7-club passing pattern. ⟦MEDICAL|Nosebleed⟧, ⟦MEDICAL|suspected nasal fracture⟧.
First aider: ⟦PERSON|Siobhán Ó Briain⟧
Treatment: ice pack, ⟦MEDICAL|paracetamol 1g⟧; referred to ⟪hospital_name|Calderdale Royal⟫ A&E.
Contact: ⟦EMAIL|oskar.lindqvist@telia.se⟧ / ⟦PHONE|+46 70 412 38 19⟧"""))

# 14
TEXTS.append(("invoice", """INVOICE  No. ⟪invoice_no|VT-2025-044⟫
From: ⟪org_name|The Velvet Trance Ltd⟫ - VAT reg ⟪vat_number|GB 293 4410 82⟫
To: Ms ⟦PERSON|Harriet Quinlan⟧, ⟦ADDRESS|8 Larch Close, Harrogate HG2 0PL⟧
Event: 40th birthday party, ⟪event_date|Sat 23 Aug 2025⟫
60-min comedy hypnosis show ............ ⟪line_item_price|£650.00⟫
Travel (48 miles @ ⟪mileage_rate|45p⟫) ........ ⟪line_item_price|£21.60⟫
Deposit paid 12 Jun ..................... ⟦AMOUNT|-£200.00⟧
BALANCE DUE ............................. ⟦AMOUNT|£471.60⟧
Pay to: The Velvet Trance Ltd, sort code ⟪org_sort_code|40-11-62⟫, account ⟪org_bank_account|71234567⟫
Queries: ⟦PHONE|01423 771 552⟧"""))

# 15
TEXTS.append(("shell_history", """  501  ssh -i ~/.ssh/id_ed25519 ⟦PERSON|rkasprzak⟧@⟦IP_ADDRESS|10.8.0.12⟧
  502  cd ⟦PERSON|/home/rkasprzak⟧/backups && ls -lah
  503  export AWS_ACCESS_KEY_ID=⟦APIKEY|$api_aws1⟧
  504  export AWS_SECRET_ACCESS_KEY=⟦SECRET|$sec_aws1⟧
  505  aws s3 sync ./videos s3://⟪s3_bucket|flying-saucer-circus-media⟫ --region ⟪cloud_region|eu-west-2⟫
  506  mysql -u admin -p'⟦PASSWORD|Tr4peze#Night⟧' -h ⟦IP_ADDRESS|10.8.0.20⟧ enrolments
  507  git log --oneline | head -3
  508  git checkout ⟪commit_sha|4be71c9⟫
  509  curl -s -H "Authorization: Bearer ⟦APIKEY|$api_gh1⟧" https://api.github.com/user
  510  ping -c 3 ⟪doc_ip|192.0.2.10⟫
  511  history | grep ssh"""))

# 16
TEXTS.append(("meeting_minutes", """NORTHERN SOCIETY OF MAGICIANS - Committee minutes, ⟪meeting_date|4 March 2025⟫
Present: ⟦PERSON|Geoffrey Pell⟧ (Chair), ⟦PERSON|Margot Delacroix⟧ (Treasurer), ⟦PERSON|Yuki Tanabe⟧ (Secretary), ⟦PERSON|Benedikt Auer⟧
Apologies: Rev. ⟦PERSON|Alan Whitby⟧

1. Treasurer's report. Society balance stands at ⟪org_total|£14,302.17⟫. ⟦PERSON|Margot⟧ reported that ⟦PERSON|Dmitri Volkov⟧ still owes ⟦AMOUNT|£85⟧ in subs for 2024.
2. ⟦PERSON|Benedikt⟧'s claim of ⟦AMOUNT|£312.40⟧ for printing the lecture notes was approved, to be paid to ⟦IBAN|$iban3⟧.
3. Welfare: ⟦PERSON|Geoffrey⟧ noted that ⟦PERSON|Yuki⟧ is recovering from ⟦MEDICAL|knee surgery⟧ and may miss the April close-up night.
4. Next meeting: ⟪meeting_date|1 April 2025⟫, ⟪room_name|Room 3⟫, ⟪venue_name|Carlton Working Men's Club⟫.
Action: ⟦PERSON|Yuki⟧ to circulate the lecture list from ⟦EMAIL|secretary@nsmagic.org.uk⟧."""))

# 17
TEXTS.append(("forum_post", """Re: best beanbags for 5-ball??
Post by ⟦PERSON|devilstick_dave⟧ » ⟪post_timestamp|Tue Feb 11, 2025 9:47 pm⟫

> ⟦PERSON|jugglingjen⟧ wrote: anyone tried the new ⟪product_name|Sirius Pro 2⟫ thuds?

yeah got a set of five last month, ⟪price|£4.50⟫ each from the convention stall. way better than my old ⟪product_code|PX-120⟫ ones. only thing is my physio reckons my ⟦MEDICAL|tennis elbow⟧ is from overthrowing so take it slow lol. 
also ⟦PERSON|jugglingjen⟧ if ur coming to the club thurs bring the 5-club pattern notes
thread ⟪thread_id|#t=40921⟫ page 3"""))

# 18
TEXTS.append(("online_review", """★★☆☆☆  ⟦PERSON|Katarzyna W.⟧ · Local Guide · 38 reviews
Went to the Thursday open mic at ⟪venue_name|The Laughing Cellar⟫. Drinks ⟪price|£7.80⟫ a pint which is steep. The MC (I think his name was ⟦PERSON|Declan⟧?) picked on my friend ⟦PERSON|Sunita⟧ about her hair - she has ⟦MEDICAL|alopecia⟧ - not funny mate. Then they charged my card twice, ⟦AMOUNT|£24⟧ each time, and I'm still waiting for the second ⟦AMOUNT|£24⟧ back.

Response from the owner: Hi ⟦PERSON|Katarzyna⟧, really sorry. Please email bookings with your order number (looks like ⟪order_id|ORD-551902⟫) and we'll sort it today. We've spoken to ⟦PERSON|Declan⟧."""))

# 19
TEXTS.append(("contract", """PERFORMER AGREEMENT (street performance programme)
This agreement is made on ⟪contract_date|2 May 2025⟫ between ⟪org_name|Southbank Street Arts Ltd⟫ (company no. ⟪company_reg_no|10293847⟫) ("the Company") and Mr ⟦PERSON|Rafael Duarte Lima⟧ of ⟦ADDRESS|44 Baylis Road, London SE1 7AA⟧ ("the Performer"), Brazilian passport no. ⟦PASSPORT|FP718204⟧, CPF ⟦NATIONAL_ID|$nid_cpf1⟧.
3.1 The Company shall pay the Performer ⟦AMOUNT|£1,250⟧ per programmed weekend, by transfer to ⟦IBAN|$iban2⟧.
3.2 Pitches are allocated per Schedule B (⟪pitch_code|SB-04⟫, ⟪pitch_code|SB-09⟫). Standard pitch fees in Schedule C (⟪tariff|£15/day⟫) do not apply to the Performer.
7.4 Either party may terminate on 14 days' written notice.
Signed: ⟦PERSON|R. Duarte Lima⟧            For the Company: ⟦PERSON|Helen Achterberg⟧, Programme Director"""))

# 20
TEXTS.append(("support_ticket", """Ticket ⟪ticket_id|#48213⟫ | Priority: normal | Channel: web
Requester: ⟦PERSON|Yuki Tanabe⟧ <⟦EMAIL|yuki.tanabe@proton.me⟧>
Subject: can't log in after password reset

hi, I reset my password to "⟦PASSWORD|Moonwalk-Harold-22⟧" (sorry, I know I shouldn't send it) but the app still says error ⟪error_code|0x80070005⟫. phone on the account is ⟦PHONE|+81 90 3412 7781⟧. I paid ⟦AMOUNT|¥12,000⟧ for the online improv course, if it can't be fixed I'd like a refund.

--- internal note (⟦PERSON|Carla⟧) ---
login attempts came from ⟦IP_ADDRESS|86.143.22.197⟧, not on blocklist. Browser ⟪browser_version|Chrome 122.0.6261.94⟫. Reset token ⟪reset_token_id|rt_7731⟫ already used. Escalating to tier 2."""))

# 21
TEXTS.append(("csv_export", """class_code,first_name,surname,email,mobile,dob,parent_guardian,balance_owed
⟪class_code|YT-SAT-10⟫,⟦PERSON|Hamza⟧,⟦PERSON|Rahimi⟧,⟦EMAIL|hamza.rahimi@gmail.com⟧,⟦PHONE|07412 558 013⟧,⟦DATE_OF_BIRTH|14/02/2009⟧,⟦PERSON|Farida Rahimi⟧,⟦AMOUNT|£0.00⟧
⟪class_code|YT-SAT-10⟫,⟦PERSON|Isla⟧,⟦PERSON|McGregor⟧,⟦EMAIL|fionamcg@btinternet.com⟧,⟦PHONE|07890 114 622⟧,⟦DATE_OF_BIRTH|30/09/2010⟧,⟦PERSON|Fiona McGregor⟧,⟦AMOUNT|£95.00⟧
⟪class_code|AD-WED-19⟫,⟦PERSON|Kwame⟧,⟦PERSON|Asante⟧,⟦EMAIL|k.asante@yahoo.co.uk⟧,⟦PHONE|07533 209 874⟧,⟦DATE_OF_BIRTH|02/12/1996⟧,,⟦AMOUNT|£47.50⟧
# exported ⟪export_timestamp|2025-01-08T07:00:01Z⟫ by job ⟪job_id|nightly-export-112⟫"""))

# 22
TEXTS.append(("voice_memo_transcript", """Voice memo 14, transcribed automatically: note to self - call ⟦PERSON|Gwen⟧'s mum back, her number is ⟦PHONE|oh seven nine one one, four four two, nine eight one⟧. ⟦PERSON|Gwen⟧'s ⟦MEDICAL|EpiPen⟧ has to be in the kit bag every session, she's ⟦MEDICAL|allergic to peanuts⟧. Also the new alarm code for the prop shed is ⟦PASSWORD|one nine nine four⟧. Pay ⟦PERSON|Sanjay⟧ ⟦AMOUNT|forty quid⟧ for fixing the ⟪product_size|20-inch⟫ unicycle. Workshop ⟪session_number|3⟫ starts at ⟪time_of_day|half six⟫."""))

# 23
TEXTS.append(("kubernetes_secret", """apiVersion: v1
kind: Secret
metadata:
  name: ticketing-secrets
  namespace: ⟪k8s_namespace|ejc-2025⟫
  uid: ⟪uuid|6f1d2b7e-0c9a-4e3f-b1d8-2a7c5e9f0b14⟫
  resourceVersion: "⟪resource_version|48812093⟫"
type: Opaque
stringData:
  GITHUB_TOKEN: ⟦APIKEY|$api_gh2⟧
  TELEGRAM_BOT_TOKEN: ⟦APIKEY|$api_tg1⟧
  ADMIN_TOTP_SEED: ⟦SECRET|$sec_totp1⟧
  DB_PASSWORD: "⟦PASSWORD|juggl3-Ov3rhead!⟧"
  DB_HOST: "⟦IP_ADDRESS|10.96.14.203⟧"
"""))

# 24
TEXTS.append(("email_with_signature", """From: ⟦PERSON|Marcus J. Bell⟧ <⟦EMAIL|marcusbellcomedy@gmail.com⟧>
To: ⟦PERSON|Rosa Delgado⟧ <⟦EMAIL|rosa@thepunchlineroom.com⟧>
Subject: W-9 + payment for Sat

Hi ⟦PERSON|Rosa⟧,
Attaching the W-9. For payroll: legal name ⟦PERSON|Marcus Jerome Bell⟧, SSN ⟦SSN|$ssn1⟧, address ⟦ADDRESS|2217 N Kedzie Ave, Apt 3, Chicago, IL 60647⟧.
Please send the ⟦AMOUNT|$450⟧ set fee by direct deposit, bank routing ⟪bank_routing_number|071000013⟫. Headliner spot on ⟪show_date|Sat 6/14⟫, ⟪show_time|9:30pm⟫ show, right?

thx,
⟦PERSON|Marcus⟧
⟦PHONE|(773) 489-2261⟧"""))

# 25
TEXTS.append(("json_log", """{"ts":"⟪log_timestamp|2025-05-03T11:02:09Z⟫","level":"info","svc":"permits-pay","msg":"payment captured","permit_id":"⟪permit_id|BPS-2025-1183⟫","amount":"⟦AMOUNT|£25.00⟧","payer_email":"⟦EMAIL|lwanjiru@protonmail.com⟧","card_last4":"⟪card_last4|7719⟫","client_ip":"⟦IP_ADDRESS|185.44.78.201⟧","trace_id":"⟪trace_id|4bf92f3577b34da6a3ce929d0e0e4736⟫"}
{"ts":"2025-05-03T11:02:10Z","level":"warn","svc":"permits-pay","msg":"geo mismatch","client_ip":"⟦IP_ADDRESS|185.44.78.201⟧","proxy_ip":"⟦IP_ADDRESS|100.101.7.33⟧","upstream":"⟪doc_ip|198.51.100.23⟫"}
{"ts":"2025-05-03T11:02:12Z","level":"info","svc":"mailer","msg":"receipt sent","to":"⟦EMAIL|lwanjiru@protonmail.com⟧","template":"⟪template_id|receipt_v7⟫"}"""))

# 26
TEXTS.append(("ssh_config_note", """# notes for the new volunteer sysadmin (juggling club VPS)
# login as yourself, not root:
Host clubvps
    HostName ⟦IP_ADDRESS|51.89.147.20⟧
    User ⟦PERSON|lwanjiru⟧
    IdentityFile ⟦PERSON|/home/lwanjiru⟧/.ssh/clubvps_ed25519
    Port ⟪port|2222⟫
# the key itself (yes I know, move it to the vault):
⟦SECRET|$sec_pem1⟧
# web admin: https://clubvps:⟪port|8443⟫  user admin / pass ⟦PASSWORD|Cascade-4-Mills-Mess⟧
# OS: ⟪os_version|Debian 12.5⟫"""))

# 27
TEXTS.append(("python_source", """# heckle_bot.py - posts tonight's line-up to the comics' Telegram group
import os, requests

BOT_TOKEN = "⟦APIKEY|$api_tg2⟧"   # TODO move to env before pushing!!
GROUP_CHAT_ID = ⟪group_chat_id|-1001987654321⟫
LINEUP_API = "http://⟦IP_ADDRESS|192.168.50.14⟧:⟪port|8000⟫/api/lineup"

def post(text):
    url = f"https://api.telegram.org/bot{BOT_TOKEN}/sendMessage"
    return requests.post(url, json={"chat_id": GROUP_CHAT_ID, "text": text}, timeout=⟪timeout_seconds|10⟫)

# owner: ⟦PERSON|Siddharth Rao⟧ <⟦EMAIL|sid.rao.standup@gmail.com⟧>  requests==⟪package_version|2.31.0⟫"""))

# 28
TEXTS.append(("markdown_table", """## House team "Yes, Obviously" - autumn roster

| Player | Phone | Email | Notes |
|---|---|---|---|
| ⟦PERSON|Dana Whitlock⟧ (captain) | ⟦PHONE|07700 182 334⟧ | ⟦EMAIL|dana.w@yesandschool.org⟧ | |
| ⟦PERSON|Jules Okonkwo⟧ | ⟦PHONE|07591 440 218⟧ | ⟦EMAIL|jules.ok@gmail.com⟧ | ⟦MEDICAL|broken wrist⟧, back in Nov |
| ⟦PERSON|Paloma Reyes⟧ | ⟦PHONE|+34 611 209 448⟧ | ⟦EMAIL|palomareyes.impro@gmail.com⟧ | |
| ⟦PERSON|Ben "Biscuit" Harrow⟧ | ⟦PHONE|07423 661 905⟧ | ⟦EMAIL|biscuit@harrow.me⟧ | ⟦MEDICAL|hearing aid⟧ left ear, face him when giving notes |

Shows: ⟪show_date|every 2nd Friday⟫, ⟪venue_name|The Bread & Roses⟫, ⟪show_time|8pm⟫. Door split ⟪revenue_split|60/40⟫."""))

# 29
TEXTS.append(("calendar_invite", """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Red Nose Lab//Workshops ⟪version|1.2⟫//EN
BEGIN:VEVENT
UID:⟪ics_uid|a3c5e2f0-7b1d-4c88-9e61-0f2d4b7a9c13@rednoselab.org⟫
DTSTART:⟪ics_datetime|20250913T100000Z⟫
SUMMARY:Bouffon & Clown - weekend intensive
LOCATION:⟪venue_name|St Margaret's Church Hall⟫, ⟪place_name|Leicester⟫
ORGANIZER;CN=⟦PERSON|Marguerite Aubert⟧:mailto:⟦EMAIL|marguerite@rednoselab.org⟧
ATTENDEE;CN=⟦PERSON|Noor Aziz⟧;RSVP=TRUE:mailto:⟦EMAIL|noor.aziz91@hotmail.co.uk⟧
ATTENDEE;CN=⟦PERSON|Fergus Lennox⟧;RSVP=TRUE:mailto:⟦EMAIL|fergus.lennox@gmail.com⟧
DESCRIPTION:Bring loose clothes. ⟦PERSON|Fergus⟧ has the studio door code. Fee ⟪tariff|£140⟫ incl. lunch.
END:VEVENT
END:VCALENDAR"""))

# 30
TEXTS.append(("medical_waiver_form", """FLYING SAUCER CIRCUS SCHOOL - PARTICIPANT HEALTH DECLARATION (aerial & acrobatics)
Participant: ⟦PERSON|Beatriz Souza⟧          Date of birth: ⟦DATE_OF_BIRTH|22 April 1990⟧
Address: ⟦ADDRESS|31 Chesterton Road, Cambridge CB4 3AN⟧
Conditions (tick all that apply): [ ] heart condition  [x] ⟦MEDICAL|asthma⟧  [ ] epilepsy  [ ] back injury
Medication currently taken: ⟦MEDICAL|sertraline 50mg daily⟧
Allergies: ⟦MEDICAL|latex⟧
Recent surgery / injury (last 12 months): ⟦MEDICAL|ACL reconstruction, right knee (Feb)⟧
GP practice: ⟪org_name|Chesterton Medical Centre⟫, tel ⟦PHONE|01223 365 555⟧
Emergency contact: ⟦PERSON|João Souza⟧ (husband) ⟦PHONE|07960 338 102⟧
Form version ⟪form_version|HD-03 rev 5⟫ - office use: class ⟪class_code|AER-INT-2⟫"""))

# 31
TEXTS.append(("bank_transfer_confirmation", """Your transfer has been sent
From: ⟦PERSON|TANABE YUKI⟧, current account ⟪masked_account|•••• 3390⟫
To: ⟦PERSON|Benedikt Auer⟧
IBAN: ⟦IBAN|$iban3⟧   BIC: ⟪bic|COBADEFFXXX⟫
Amount: ⟦AMOUNT|EUR 312.40⟧
Reference: "NSM lecture notes - thanks!"
Transaction ID: ⟪transaction_id|TRX20250306-88120-A⟫
Exchange rate applied: ⟪fx_rate|1 GBP = 1.1874 EUR⟫"""))

# 32
TEXTS.append(("git_diff", """diff --git a/bits/config.py b/bits/config.py
index ⟪git_blob_hash|3e1f9a2⟫..⟪git_blob_hash|b70c44d⟫ 100644
--- a/bits/config.py
+++ b/bits/config.py
@@ -8,7 +8,8 @@ MODEL = "gpt-4o-mini"
-OPENAI_API_KEY = os.environ["OPENAI_API_KEY"]
+# quick hack for the writers' room demo - ⟦PERSON|nfairbanks⟧
+OPENAI_API_KEY = "⟦APIKEY|$api_openai1⟧"
+ANTHROPIC_API_KEY = "⟦APIKEY|$api_anthropic1⟧"
 MAX_JOKES = ⟪config_constant|40⟫
 PUNCHLINE_TEMPERATURE = ⟪config_constant|0.9⟫
Author: ⟦PERSON|Nell Fairbanks⟧ <⟦EMAIL|nell@writersroom.comedy⟧>
Date:   ⟪commit_date|Wed Jan 29 23:41:07 2025 +0000⟫"""))

# 33
TEXTS.append(("docker_compose", """version: "3.9"
services:
  forum:
    image: ⟪docker_image|discourse/base:2.0.20240825⟫
    environment:
      DISCOURSE_HOSTNAME: forum.magicsociety.example
      DISCOURSE_DEVELOPER_EMAILS: "⟦EMAIL|geoff.pell@btinternet.com⟧,⟦EMAIL|ytanabe.magic@gmail.com⟧"
      DISCOURSE_SMTP_ADDRESS: smtp.mailgun.org
      DISCOURSE_SMTP_USER_NAME: ⟦EMAIL|postmaster@mg.nsmagic.org.uk⟧
      DISCOURSE_SMTP_PASSWORD: "⟦PASSWORD|Linking-Rings-1921⟧"
      DISCOURSE_DB_PASSWORD: "⟦PASSWORD|s3cond-deal-Elmsley⟧"
    ports:
      - "⟪port_mapping|8080:80⟫"
    networks:
      backend:
        ipv4_address: ⟦IP_ADDRESS|172.20.0.10⟧
  redis:
    image: ⟪docker_image|redis:7.2-alpine⟫"""))

# 34
TEXTS.append(("instagram_dm", """⟦PERSON|kittyclawscomedy⟧: omg are u doing the ⟪event_name|Last Laugh Fest⟫ this year
⟦PERSON|tashapeel_lol⟧: yeahhh 15 min spot on the sat. they only pay ⟦AMOUNT|£80⟧ tho 💀
⟦PERSON|kittyclawscomedy⟧: same. did u get the form w the bank bit
⟦PERSON|tashapeel_lol⟧: ya just put my sort code + acc in. also had to put my NI number?? ⟦NATIONAL_ID|$nid_nino1⟧ like is that normal
⟦PERSON|kittyclawscomedy⟧: yeah for HMRC. anyway text me ⟦PHONE|07934 552 108⟧ when u land, ill be at ⟪venue_name|Gilded Balloon⟫
⟦PERSON|tashapeel_lol⟧: 👍 ⟪flight_number|EZY 831⟫ gets in at ⟪arrival_time|14:05⟫"""))

# 35
TEXTS.append(("council_complaint", """Noise complaint - ref ⟪complaint_ref|ENV/NC/25/00712⟫
Complainant: ⟦PERSON|Graham Ellery-Stokes⟧
Address: ⟦ADDRESS|Flat 9, Abbey Chambers, 2 Abbey Street, Bath BA1 1NN⟧
Tel: ⟦PHONE|01225 448 907⟧ / ⟦EMAIL|g.ellerystokes@gmail.com⟧
Details: busker with amplified loop pedal at pitch ⟪pitch_code|ABB-2⟫ every day from 10am. I have ⟦MEDICAL|tinnitus⟧ and ⟦MEDICAL|migraines⟧ and this is making them unbearable. He holds permit ⟪permit_ref|BATH-BP-0448⟫ I believe. Decibel app showed ⟪measurement|82 dB⟫ at my window.
Officer notes: spoke to performer (⟦PERSON|Liam Corrigan⟧) on ⟪visit_date|17/06⟫, advised to keep under 75 dB per code of practice ⟪policy_section|s.4.2⟫."""))

# 36
TEXTS.append(("client_intake_form", """HYPNOTHERAPY CLIENT INTAKE (private sessions - not stage shows)
Name: ⟦PERSON|Deborah Ansah⟧     DOB: ⟦DATE_OF_BIRTH|11/07/1978⟧
Reason for attending: ⟦MEDICAL|stop smoking (20 a day for 25 yrs)⟧, also ⟦MEDICAL|fear of flying⟧
Current medication: ⟦MEDICAL|propranolol 40mg⟧ for ⟦MEDICAL|anxiety⟧
Have you ever been diagnosed with psychosis, epilepsy or a personality disorder? No
GP aware? yes - Dr ⟦PERSON|Amadi⟧ at ⟪org_name|Riverside Surgery⟫
Session fee: ⟪tariff|£75 per session⟫, 3-session package ⟪tariff|£195⟫. Paid today: ⟦AMOUNT|£65⟧ deposit by card
Consent signed: ⟦PERSON|D. Ansah⟧   Practitioner: ⟦PERSON|Leon Marsh⟧ (stage name ⟦PERSON|The Velvet Voice⟧)"""))

# 37
TEXTS.append(("newsletter", """THE WAND - monthly bulletin of the ⟪org_name|Northern Society of Magicians⟫, issue ⟪issue_number|No. 317⟫

• April close-up night moves to ⟪venue_name|Carlton Working Men's Club⟫, doors ⟪show_time|7.30pm⟫.
• Lecture: "Coins Across, Sixty Years On" - tickets ⟪ticket_price|£12⟫ members / ⟪ticket_price|£15⟫ guests.
• The library now holds ⟪count|1,412⟫ titles; the new catalogue runs on ⟪software_version|Koha 23.11⟫.
• Convention hotel block code ⟪promo_code|NSM25MAGIC⟫ (valid until ⟪deadline_date|31 May⟫).
• Dealers' hall tables: ⟪price|£40⟫ per day, book via the website.
Registered charity no. ⟪charity_number|1098234⟫."""))

# 38
TEXTS.append(("price_list", """BIG TOP SKILLS ACADEMY - 2025/26 FEES
Course                    | Code     | Term (10 wks) | Drop-in
Kids' Circus (6-11)       | ⟪course_code|KC-01⟫    | ⟪price_list|£95⟫           | ⟪price_list|£11⟫
Teen Aerial               | ⟪course_code|TA-02⟫    | ⟪price_list|£140⟫          | ⟪price_list|£16⟫
Adult Juggling            | ⟪course_code|AJ-03⟫    | ⟪price_list|£88⟫           | ⟪price_list|£10⟫
Static Trapeze (adv.)     | ⟪course_code|ST-04⟫    | ⟪price_list|£165⟫          | n/a
Sibling discount ⟪discount_rate|10%⟫. Hall hire from ⟪price_list|£28/hr⟫. Prices include VAT at ⟪tax_rate|20%⟫."""))

# 39
TEXTS.append(("payroll_note", """PAYROLL - March - coaches (CONFIDENTIAL)
⟦PERSON|Marta Kowalczyk⟧   NI ⟦NATIONAL_ID|$nid_nino2⟧   gross ⟦AMOUNT|£2,310.00⟧   → ⟦IBAN|$iban12⟧
⟦PERSON|Kwabena Owusu⟧     NI ⟦NATIONAL_ID|$nid_nino3⟧   gross ⟦AMOUNT|£1,184.50⟧ (hourly, 67h)   → ⟦IBAN|$iban1⟧
⟦PERSON|Shona Baird⟧       NI pending            gross ⟦AMOUNT|£640.00⟧   → cheque
Notes: ⟦PERSON|Shona⟧ off sick with ⟦MEDICAL|glandular fever⟧ from 14 April, SSP rules per ⟪org_name|HMRC⟫. Tax code ⟪tax_code|1257L⟫ for all. Payroll run ⟪payroll_run_id|PR-2025-03⟫."""))

# 40
TEXTS.append(("hr_onboarding_email", """From: People Ops <⟦EMAIL|people@chucklehutcomedy.com⟧>
To: ⟦PERSON|Alyssa Moreno⟧
Subject: I-9 / onboarding - please confirm

Hi ⟦PERSON|Alyssa⟧, welcome to the touring roster! We have on file:
  SSN: ⟦SSN|$ssn2⟧
  DOB: ⟦DATE_OF_BIRTH|March 3, 1995⟧
  Passport: ⟦PASSPORT|$passport_us1⟧ (exp. ⟪document_expiry|2031-08⟫)
  Address: ⟦ADDRESS|1408 E 7th St, Austin, TX 78702⟧
  Per diem: ⟪per_diem_rate|$55/day⟫ standard rate, your signing bonus of ⟦AMOUNT|$1,500⟧ goes out with the first check.
Employee ID will be E-20931 in ⟪software_name|Gusto⟫. Call ⟦PHONE|(512) 740-3381⟧ if anything is wrong.
- ⟦PERSON|Devon⟧, People Ops"""))

# 41
TEXTS.append(("invitation_letter", """⟪org_name|Hebden Bridge Juggling Convention⟫
To whom it may concern - Visa invitation

We confirm that ⟦PERSON|Arjun Venkataraman⟧, born ⟦DATE_OF_BIRTH|17 January 1993⟧, holder of Indian passport no. ⟦PASSPORT|$passport_in1⟧, is invited to perform and teach at our convention from ⟪event_dates|17-21 July 2025⟫. Mr ⟦PERSON|Venkataraman⟧ resides at ⟦ADDRESS|12/4, 3rd Cross, Jayanagar 4th Block, Bengaluru 560011⟧. His Aadhaar (provided for the sponsor file) is ⟦NATIONAL_ID|$nid_aadhaar1⟧.
We will cover accommodation and a performance fee of ⟦AMOUNT|£600⟧. Festival passes retail at ⟪ticket_price|£95⟫.
Signed, ⟦PERSON|Ingrid Solberg⟧, Artistic Director - ⟦PHONE|+44 1422 842 610⟧"""))

# 42
TEXTS.append(("booking_confirmation", """Booking confirmed ✈  PNR ⟪booking_ref|K7XQ2M⟫
Passenger 1: ⟦PERSON|VOLKOV/DMITRI⟧ MR   Passport ⟦PASSPORT|$passport_de1⟧
Passenger 2: ⟦PERSON|VOLKOVA/ELENA⟧ MRS  Passport ⟦PASSPORT|$passport_uk2⟧
Flight ⟪flight_number|LH 923⟫ ⟪airport_code|FRA⟫ → ⟪airport_code|LHR⟫  ⟪departure_time|07 Nov 08:35⟫
Seats ⟪seat_number|14C⟫ ⟪seat_number|14D⟫ - Baggage 1 x 23kg (props case pre-booked)
Total charged to card ⟪masked_card|**** **** **** 6620⟫: ⟦AMOUNT|€412.38⟧
Contact: ⟦EMAIL|dvolkov.magic@web.de⟧"""))

# 43
TEXTS.append(("teams_chat", """[Teams] Velvet Trance - Tour Production
⟦PERSON|Leon Marsh⟧ 17:02
who has the lighting desk wifi? the ⟪venue_name|Alhambra⟫ crew changed it
⟦PERSON|Priti Shah⟧ 17:04
SSID ⟪wifi_ssid|ALH-STAGE-5G⟫ pw ⟦PASSWORD|Spotlight!Dimmer9⟧
⟦PERSON|Priti Shah⟧ 17:04
console is on ⟦IP_ADDRESS|192.168.10.40⟧, the old grandMA at ⟦IP_ADDRESS|192.168.10.41⟧ is dead
⟦PERSON|Leon Marsh⟧ 17:06
legend. also volunteer #3 from last night fainted during the induction, her husband called - Mrs ⟦PERSON|Okoye⟧... sorry ⟦PERSON|Chioma Okoye⟧ - she has ⟦MEDICAL|low blood pressure⟧, we should add it to the screening questions
⟦PERSON|Priti Shah⟧ 17:09
on it. show report ⟪report_id|SR-0412⟫ updated"""))

# 44
TEXTS.append(("discord_message", """#bot-dev — ⟪discord_timestamp|Today at 01:12⟫
⟦PERSON|zoltan_the_unready⟧: ok the signup bot posts to #new-members now, here's the hook if anyone wants to test
⟦PERSON|zoltan_the_unready⟧: ⟦SECRET|$sec_discordhook1⟧
⟦PERSON|mx.pip⟧: pls delete that, anyone can spam the channel with it
⟦PERSON|zoltan_the_unready⟧: lol fine. server id is ⟪server_id|1093384455120912384⟫ btw, bot is on discord.py ⟪package_version|2.3.2⟫
⟦PERSON|mx.pip⟧: also someone's member form has their actual home address in the welcome embed: ⟦ADDRESS|5 Tanner Row, York YO1 6JB⟧ 😬 fix the template"""))

# 45
TEXTS.append(("php_error_log", """[⟪log_timestamp|11-Feb-2025 22:40:13 UTC⟫] PHP Warning:  Undefined array key "pitch" in /var/www/permits/apply.php on line ⟪line_number|88⟫
[11-Feb-2025 22:40:13 UTC] PHP Notice:  session debug: PHPSESSID=⟦SECRET|$sec_cookie3⟧ user=⟦EMAIL|kofi.mensah.juggles@gmail.com⟧ ip=⟦IP_ADDRESS|90.214.33.170⟧
[11-Feb-2025 22:40:14 UTC] PHP Fatal error:  Uncaught PDOException: SQLSTATE[⟪sql_state|HY000⟫] [2002] Connection refused in /var/www/permits/db.php:14
[11-Feb-2025 22:40:14 UTC] PHP Stack trace: #0 /var/www/permits/db.php(14): PDO->__construct('mysql:host=10.1...', 'permits', Object(SensitiveParameterValue))
server: ⟪server_software|Apache/2.4.62 (Debian)⟫ PHP/⟪php_version|8.2.26⟫"""))

# 46
TEXTS.append(("payment_receipt", """You sent ⟦AMOUNT|£150.00 GBP⟧ to ⟦PERSON|Fergus Lennox⟧
Note: "unicycle + 3 clubs, cheers!"
Transaction ID ⟪transaction_id|7KD48821XH3390412⟫ · ⟪transaction_date|9 Mar 2025 19:22 GMT⟫
Sent from: ⟦EMAIL|paloma.reyes.bcn@gmail.com⟧
Funding: Visa ⟪masked_card|x-0915⟫
Seller protection: not eligible (friends & family)
Need help? Quote case ID ⟪case_id|PP-D-44871102⟫"""))

# 47
TEXTS.append(("htpasswd_and_vhost", """# /etc/apache2/sites-available/clownlab.conf
<VirtualHost *:⟪port|443⟫>
    ServerName members.rednoselab.org
    <Location /admin>
        AuthType Basic
        AuthUserFile /etc/apache2/.htpasswd
        Require user ⟦PERSON|maubert⟧ ⟦PERSON|flennox⟧
    </Location>
    # staff VPN range only
    Require ip ⟦IP_ADDRESS|10.44.0.7⟧
</VirtualHost>
# /etc/apache2/.htpasswd
⟦PERSON|maubert⟧:⟪bcrypt_hash|$2y$05$Ve9sHq0ymO2pF7xkYjXyY.pV3l0x9kxq8mC7zAqY0Jc6dAbZ1mQ3e⟫
⟦PERSON|flennox⟧:⟪bcrypt_hash|$2y$05$kQ2nT0WcR5pLmZ1yV8xB3OqH6sJ4uE9fG7dC2aN5bK1iM0lP3rX8u⟫
# temp pw for ⟦PERSON|flennox⟧ until he logs in: ⟦PASSWORD|ClownShoes#44⟧"""))

# 48
TEXTS.append(("tax_slip_note", """T4A - Statement of Pension, Retirement, Annuity and Other Income - 2024
Payer: ⟪org_name|Cirque de la Rue Montréal inc.⟫   Payer account no. ⟪business_number|81294 3307 RT0001⟫
Recipient: ⟦PERSON|Gagnon, Élodie⟧
Recipient's SIN: ⟦NATIONAL_ID|$nid_sin1⟧
Address: ⟦ADDRESS|4127 rue Saint-Denis, app. 2, Montréal QC H2W 2M7⟧
Box 048 Fees for services: ⟦AMOUNT|$18,450.00⟧
Box 022 Income tax deducted: ⟦AMOUNT|$0.00⟧
Form ⟪form_code|T4A (24)⟫ - keep for your records"""))

# 49
TEXTS.append(("reference_letter", """To the admissions panel, ⟪org_name|National Centre for Circus Arts⟫

I am delighted to recommend ⟦PERSON|Hamza Rahimi⟧ for the foundation degree. I have coached ⟦PERSON|Hamza⟧ in our youth trapeze group for four years. He is disciplined and generous with younger students. He missed part of last season after a ⟦MEDICAL|stress fracture in his left foot⟧ but came back stronger.
⟦PERSON|Hamza⟧'s family moved recently; his current address is ⟦ADDRESS|22 Whitehall Park Road, London N19 3TS⟧ and he can be reached on ⟦PHONE|07412 558 013⟧.

Yours,
⟦PERSON|Kwabena Owusu⟧, Senior Coach, ⟪org_name|Big Top Skills Academy⟫ (course ⟪course_code|TA-02⟫)"""))

# 50
TEXTS.append(("terraform_tfvars", """# terraform.tfvars - improv school infra (do NOT commit)
do_token          = "⟦APIKEY|$api_do1⟧"
region            = "⟪cloud_region|lon1⟫"
droplet_size      = "⟪instance_size|s-2vcpu-4gb⟫"
ssh_key_fingerprint = "⟪ssh_fingerprint|3b:16:e4:bf:8f:21:0a:4c:9d:aa:71:02:5e:fe:33:c8⟫"
admin_cidr        = "⟦IP_ADDRESS|82.132.221.74⟧/32"
db_admin_password = "⟦PASSWORD|Scene!Partner!2025⟧"
owner_email       = "⟦EMAIL|dana.w@yesandschool.org⟧"
terraform_version = "⟪version|1.9.8⟫\""""))

# 51
TEXTS.append(("sticky_note_ocr", """OCR scan of note taped inside the office cupboard:
CLUB GOOGLE ACCT  - ⟦EMAIL|jugglingclub.leeds@gmail.com⟧
pw: ⟦PASSWORD|Mills-Mess-1994⟧
BACKUP CODES (use once!)
⟦SECRET|$sec_rec1⟧   ⟦SECRET|$sec_rec2⟧
⟦SECRET|$sec_rec3⟧   ⟦SECRET|$sec_rec4⟧
⟦SECRET|$sec_rec5⟧   ⟦SECRET|$sec_rec6⟧
2FA phone = ⟦PERSON|Tariq⟧'s mobile ⟦PHONE|07722 650 194⟧
wifi guest: ⟪wifi_ssid|LJC-Guest⟫  (printed ⟪print_date|03/2024⟫)"""))

# 52
TEXTS.append(("volunteer_signup_form", """EJC Dublin volunteer sign-up  (form ⟪form_id|VOL-2025⟫, response ⟪response_number|#0213⟫)
Name: ⟦PERSON|Aoife Ní Dhomhnaill⟧
Preferred name: ⟦PERSON|Eefa⟧
Email: ⟦EMAIL|aoife.nid@eircom.net⟧
Phone: ⟦PHONE|+353 87 331 9042⟧
PPS number (Garda vetting for kids' area): ⟦NATIONAL_ID|$nid_pps1⟧
Date of birth: ⟦DATE_OF_BIRTH|05-05-1999⟧
Shifts: gym hall door (⟪shift_code|D2⟫), fire space marshal (⟪shift_code|F1⟫)
Dietary/medical: ⟦MEDICAL|coeliac⟧, ⟦MEDICAL|allergic to penicillin⟧
T-shirt: ⟪tshirt_size|M⟫"""))

# 53
TEXTS.append(("github_issue_comment", """**⟦PERSON|ravi-k-dev⟧** commented ⟪relative_time|3 hours ago⟫

Still failing on ⟪ci_job|build-linux (3.12)⟫. Here's my runner config, maybe you can spot it:

```
[[runners]]
  url = "https://gitlab.com/"
  token = "⟦APIKEY|$api_glpat1⟧"
  executor = "docker"
  [runners.docker]
    image = "⟪docker_image|python:3.12-slim⟫"
```
Failing test: `tests/test_lineup.py::test_sort_by_stage_time` at commit ⟪commit_sha|a91f3e0c2b5d⟫.

**⟦PERSON|mweiss⟧** commented ⟪relative_time|2 hours ago⟫
@⟦PERSON|ravi-k-dev⟧ you just posted a live token. Revoke it now please. Closing as dupe of ⟪issue_number|#212⟫."""))

# 54
TEXTS.append(("phone_order_transcript", """[transcript - merch hotline, juggling convention shop]
OP: Hi, you're through to the convention shop, ⟦PERSON|Callum⟧ speaking.
C: Hiya, I'd like to order the LED club set, product ⟪product_code|LED-CL-3⟫.
OP: Sure, that's ⟪price|£119⟫ plus ⟪shipping_fee|£6.95⟫ postage. Name?
C: ⟦PERSON|Maeve Gallagher⟧.
OP: Delivery address?
C: ⟦ADDRESS|7 Cregagh Park East, Belfast BT6 9GB⟧.
OP: And the card number when you're ready.
C: ⟦CARD|$card13⟧. Expires ten twenty-eight. The three digits on the back are ⟦CVV|560⟧.
OP: Lovely, that's ⟦AMOUNT|£125.95⟧ taken. Order number ⟪order_id|CONV-10442⟫ and a text will go to the number you called from, ⟦PHONE|07703 915 228⟧?
C: That's right."""))

# 55
TEXTS.append(("sms", """Hi ⟦PERSON|Deborah⟧, ⟦PERSON|Leon⟧ here (hypnotherapy). Just confirming Thurs ⟪appointment_time|4.15pm⟫, session 2 of 3. Please don't have caffeine beforehand with the ⟦MEDICAL|propranolol⟧. Parking code at the clinic gate is ⟦PASSWORD|7731⟧. Reply STOP to opt out. ⟪sms_footer|Msg ref 55120⟫"""))

# 56
TEXTS.append(("email_thread", """From: ⟦PERSON|Paloma Reyes⟧ <⟦EMAIL|palomareyes.impro@gmail.com⟧>
Sent: ⟪email_date|Tuesday, 18 March 2025 08:12⟫
Subject: RE: Refund - Level 3 (medical)

Hola ⟦PERSON|Dana⟧, attached the doctor's note - ⟦MEDICAL|herniated disc L4-L5⟧, no physical work for 8 weeks 😢. Could you refund the ⟦AMOUNT|£260⟧ course fee to my Spanish account? ⟦IBAN|$iban6⟧ (titular: ⟦PERSON|Paloma Reyes Ibáñez⟧). My DNI if the bank asks: ⟦NATIONAL_ID|$nid_dni1⟧.

> On Mon, ⟦PERSON|Dana Whitlock⟧ wrote:
> Sorry to hear about your back! Send us the note and we'll sort it. Policy ⟪policy_section|T&C 9.3⟫ allows full refunds before week ⟪week_number|4⟫."""))

# 57
TEXTS.append(("json_config", """{
  "store": "laughing-cellar-merch",
  "shopify": {
    "shop_domain": "⟪shop_domain|laughing-cellar.myshopify.com⟫",
    "admin_api_token": "⟦APIKEY|$api_shopify1⟧",
    "api_version": "⟪api_version|2024-10⟫"
  },
  "stripe": {
    "secret_key": "⟦APIKEY|$api_stripe2⟧",
    "webhook_signing_secret": "⟦SECRET|$sec_whsec2⟧",
    "publishable_key": "⟪publishable_key|pk_live_51Lc7QmXfJ2dR8vT1oY4nK9sPwE3⟫"
  },
  "notify": ["⟦EMAIL|ops@laughingcellar.com⟧", "⟦EMAIL|siobhan.merch@laughingcellar.com⟧"],
  "owner_account_id": "⟪account_id|acct_1Lc7QmXfJ2dR8vT1⟫"
}"""))

# 58
TEXTS.append(("audit_log_csv", """timestamp,actor,action,target,source_ip
⟪log_timestamp|2025-02-20T10:01:44Z⟫,⟦EMAIL|margot.delacroix@nsmagic.org.uk⟧,EXPORT_MEMBERS,members.csv,⟦IP_ADDRESS|212.56.101.9⟧
2025-02-20T10:03:02Z,⟦EMAIL|margot.delacroix@nsmagic.org.uk⟧,UPDATE_BANK,treasurer_account,⟦IP_ADDRESS|212.56.101.9⟧
2025-02-20T10:17:55Z,system,ROTATE_KEY,⟪key_id|kid_2025_02⟫,⟪loopback_ip|127.0.0.1⟫
2025-02-20T11:40:12Z,⟦EMAIL|ytanabe.magic@gmail.com⟧,LOGIN_FAILED,-,⟦IP_ADDRESS|2a00:23c7:8e0a:6f01::4d2⟧
2025-02-20T11:40:30Z,⟦EMAIL|ytanabe.magic@gmail.com⟧,LOGIN,-,⟦IP_ADDRESS|2a00:23c7:8e0a:6f01::4d2⟧
2025-02-20T12:00:00Z,cron,BACKUP,⟪backup_file|db-20250220.sql.gz⟫,⟪doc_ip|198.51.100.7⟫"""))

# 59
TEXTS.append(("bash_script", """#!/bin/bash
# nightly backup - circus school booking db
# maintained by ⟦PERSON|Rafał Kasprzak⟧ (⟦PHONE|07931 402 875⟧ if it breaks)
set -euo pipefail
export AWS_ACCESS_KEY_ID=⟦APIKEY|$api_aws2⟧
export AWS_SECRET_ACCESS_KEY=⟦SECRET|$sec_aws2⟧
STAMP=$(date +%F)
mysqldump -h ⟦IP_ADDRESS|10.8.0.20⟧ -u backup -p'⟦PASSWORD|Bungee!Harness!7⟧' bookings | gzip > /tmp/bookings-$STAMP.sql.gz
aws s3 cp /tmp/bookings-$STAMP.sql.gz s3://⟪s3_bucket|fscs-backups⟫/ --storage-class ⟪storage_class|STANDARD_IA⟫
echo "done, sha256: ⟪sha256|9b74c9897bac770ffc029102a200c5de3b0e5f6d1c7d0e48ab2f1d9c54a3e7f1⟫\""""))

# 60
TEXTS.append(("ocr_signup_sheet", """OPEN MIC - SIGN UP (max ⟪slot_limit|5 min⟫!!)   ⟪event_date|Wed 12 Mar⟫
#  NAME              INSTA / TWITTER        PHONE
1  ⟦PERSON|Gemma Fortt⟧       @⟦PERSON|gemmafortt⟧            ⟦PHONE|07817 2O4 339⟧
2  ⟦PERSON|Big Lou⟧           -                      ⟦PHONE|07455 980 113⟧
3  ⟦PERSON|Ollie Brennan-Shaw⟧ @⟦PERSON|olliebs_comic⟧        ⟦PHONE|07563 118 720⟧
4  ⟦PERSON|Femi A.⟧           @⟦PERSON|femisaysthings⟧        (first time!!)
5  ⟦PERSON|Ruth⟧              -                      ⟦PHONE|07380 662 051⟧
host notes: ⟦PERSON|Big Lou⟧ goes 3rd not 2nd, mic stand ⟪equipment_id|MS-2⟫ wobbly, bar tab limit ⟪tab_limit|£20⟫ per act"""))

# 61
TEXTS.append(("email_with_signature", """Hey ⟦PERSON|Tariq⟧,

For the 1099 from the US tour leg - here's what your accountant asked for:
Name: ⟦PERSON|Jordan Castellanos⟧
SSN: ⟦SSN|$ssn3⟧
Mailing address: ⟦ADDRESS|88 Pleasant St, Unit 2R, Northampton, MA 01060⟧
Total you paid me: ⟦AMOUNT|$3,200⟧ (4 workshops + 2 shows). The ⟪tour_code|NE-SPRING-25⟫ contract says ⟪contract_rate|$400/show⟫ but we agreed the workshops at 600.

Also I'm still on ⟦MEDICAL|physical therapy for my shoulder⟧ so no 7-ball passing in July, sorry!!

-- 
⟦PERSON|Jordan Castellanos⟧ | juggler & teacher
⟦PHONE|+1 413 522 0974⟧ | ⟪website|jordanjuggles.net⟫"""))

# 62
TEXTS.append(("meeting_minutes", """Street Performance Permit Scheme - Steering Group, ⟪meeting_date|28 January 2025⟫
Attendees: Cllr ⟦PERSON|Nadia Rahman⟧ (chair), ⟦PERSON|Pete Olusanya⟧ (Town Centre Mgr), ⟦PERSON|Jo Crane⟧ (Buskers' Forum rep)
1. Permits issued 2024: ⟪statistic|1,284⟫ (up ⟪percent|17%⟫). Income ⟪org_total|£31,900⟫ against budget ⟪org_budget|£28,000⟫.
2. Amplification: new limit proposed ⟪measurement|75 dB at 5m⟫, pilot on pitches ⟪pitch_code|P1⟫-⟪pitch_code|P6⟫.
3. Fees 2025: annual permit stays at ⟪tariff|£25⟫; concession ⟪tariff|£10⟫.
4. ⟦PERSON|Jo⟧ raised the case of a performer refused a permit because of a ⟦MEDICAL|stammer⟧ during the audition - agreed that was wrong; ⟦PERSON|Pete⟧ to apologise.
Next meeting: ⟪meeting_date|25 March 2025⟫, ⟪room_name|Committee Room 2⟫"""))

# 63
TEXTS.append(("registration_email", """Subject: Summer circus camp - registration for ⟦PERSON|Milo⟧

Hi! Registering my son for the week of ⟪camp_week|4-8 August⟫ (camp code ⟪camp_code|SC25-W2⟫).
Child: ⟦PERSON|Milo Achterberg-Price⟧, born ⟦DATE_OF_BIRTH|2 June 2016⟧
Allergies: ⟦MEDICAL|severe tree-nut allergy⟧ (he has 2 ⟦MEDICAL|Jext pens⟧ in his bag), ⟦MEDICAL|hayfever⟧
Collected by: me or his dad ⟦PERSON|Ewan Price⟧ (⟦PHONE|07719 884 302⟧)
I've paid the ⟦AMOUNT|£105⟧ deposit online, receipt ⟪receipt_number|R-778201⟫.
Thanks, ⟦PERSON|Helen Achterberg⟧ - ⟦PHONE|07719 330 645⟧"""))

# 64
TEXTS.append(("chatbot_transcript", """Bot: Welcome to Big Top Skills Academy! How can I help today?
User: i want to pay for my daughters trapeze term
Bot: Great! Which course? (e.g. ⟪course_code|TA-02⟫)
User: teen aerial. her name is ⟦PERSON|Sofia Marchetti⟧
Bot: The term fee is ⟪price|£140⟫. Please enter your card details in the secure form below.
User: ⟦CARD|$card17⟧ exp 11/26 cvc ⟦CVV|902⟧
Bot: For your security please don't type card details in chat. I've hidden your message. Session ⟪session_id|chat-5fd1b2⟫.
User: oops sorry. can i just call? my number is ⟦PHONE|07588 120 493⟧
Bot: Of course, our office line is ⟦PHONE|0117 965 2200⟧ (Mon-Fri ⟪opening_hours|9-5⟫)."""))

# 65
TEXTS.append(("firewall_log", """⟪syslog_timestamp|Mar 02 03:14:07⟫ gw01 kernel: [UFW BLOCK] IN=eth0 OUT= SRC=⟦IP_ADDRESS|45.142.212.61⟧ DST=⟦IP_ADDRESS|10.20.4.17⟧ PROTO=TCP SPT=⟪port|51432⟫ DPT=⟪port|5432⟫
Mar 02 03:14:09 gw01 kernel: [UFW BLOCK] IN=eth0 OUT= SRC=⟦IP_ADDRESS|45.142.212.61⟧ DST=⟦IP_ADDRESS|10.20.4.17⟧ PROTO=TCP SPT=51433 DPT=22
Mar 02 03:15:40 gw01 kernel: [UFW ALLOW] IN=wg0 OUT=eth1 SRC=⟦IP_ADDRESS|100.88.12.4⟧ DST=⟦IP_ADDRESS|10.20.4.17⟧ PROTO=TCP DPT=5432
Mar 02 03:16:02 gw01 kernel: [UFW AUDIT] IN=lo SRC=⟪loopback_ip|127.0.0.1⟫ DST=127.0.0.1 PROTO=UDP DPT=53
Mar 02 03:16:11 gw01 kernel: [UFW BLOCK] IN=eth0 SRC=⟪doc_ip|203.0.113.9⟫ DST=⟦IP_ADDRESS|10.20.4.17⟧ PROTO=ICMP TYPE=8 ⟪kernel_version|6.1.0-18-amd64⟫"""))

# 66
TEXTS.append(("http_request_dump", """POST /v1/members/me/payment-methods HTTP/2
Host: api.rednoselab.org
Authorization: Bearer ⟦APIKEY|$api_jwt1⟧
Cookie: rnl_session=⟦SECRET|$sec_cookie1⟧; consent=⟪cookie_consent|necessary,analytics⟫
User-Agent: RedNoseLab/⟪app_version|5.6.1⟫ (Android 14; Pixel 7)
X-Request-ID: ⟪request_id|0c7d3a5e-1b44-4f1e-9a70-3e5d2c8b6f19⟫
X-Forwarded-For: ⟦IP_ADDRESS|109.147.88.23⟧, ⟦IP_ADDRESS|172.31.4.119⟧
Content-Type: application/json

{"holder":"⟦PERSON|Noor Aziz⟧","iban":"⟦IBAN|$iban5⟧","mandate":"⟪mandate_ref|SEPA-RNL-00931⟫"}"""))

# 67
TEXTS.append(("insurance_letter", """⟪org_name|Performers' Mutual Insurance⟫
Claim number: ⟪claim_number|PMI-CL-2025-3318⟫       Policy: ⟪policy_product|Street & Stage Liability Plus⟫

Dear Mr ⟦PERSON|Corrigan⟧,
Re: injury to a member of the public, ⟪incident_date|3 May 2025⟫, ⟪place_name|Stall Street, Bath⟫
We have reviewed the report regarding Mrs ⟦PERSON|Valerie Pounds⟧, who sustained a ⟦MEDICAL|sprained wrist⟧ after tripping over your amplifier cable. Her solicitor has claimed ⟦AMOUNT|£3,750⟧. Your policy excess of ⟪policy_excess|£250⟫ applies.
Please call your handler ⟦PERSON|Amir Said⟧ on ⟦PHONE|0345 602 1188⟧ quoting the claim number.
Yours sincerely, Claims Team"""))

# 68
TEXTS.append(("sms_gateway_config", """[sms]
provider = twilio
account_sid = ⟪account_sid|AC3f9d2e71b0c54a8896e1d7a2f04c5b38⟫
api_key_sid = ⟦APIKEY|$api_twilio1⟧
api_key_secret = ⟦SECRET|$sec_tcsecret1⟧
from_number = ⟦PHONE|+44 7480 780 112⟧
reminder_template = "Hi {first_name}, your clowning class starts at {time}. Reply STOP to opt out."
rate_limit_per_min = ⟪rate_limit|30⟫
test_recipient = ⟦PHONE|+44 7891 337 205⟧   ; ⟦PERSON|Marguerite⟧'s phone, remove before go-live"""))

# 69
TEXTS.append(("job_advert", """JOB: Clowning & Physical Comedy Tutor (part-time, 0.4 FTE)
⟪org_name|Red Nose Lab CIC⟫ is looking for an experienced clown teacher for our adult evening programme and schools outreach.
Salary: ⟪salary_range|£28,000-£31,500⟫ pro rata, plus ⟪pension_rate|5%⟫ employer pension.
Closing date: ⟪deadline_date|14 April 2025⟫. Interviews in ⟪place_name|Leicester⟫ week commencing ⟪interview_week|28 April⟫.
Ref: ⟪job_ref|RNL-TUT-07⟫. We particularly welcome applications from disabled and neurodivergent artists."""))

# 70
TEXTS.append(("event_poster", """★ HEBDEN BRIDGE JUGGLING CONVENTION ★
⟪event_dates|17-21 July 2025⟫ · ⟪venue_name|Calder High School⟫ · ⟪place_name|Mytholmroyd⟫
Public show Saturday ⟪show_time|7.30pm⟫ - adults ⟪ticket_price|£14⟫, kids ⟪ticket_price|£7⟫
Games: 3-club endurance, diabolo high toss, combat (bring your own clubs)
Camping ⟪price|£8/night⟫ · #⟪hashtag|HBJC2025⟫"""))

# 71
TEXTS.append(("comedy_set_notes", """SET - 20 min (Glasgow, ⟪event_date|Fri 16th⟫)
1. open: ryanair / ⟪flight_number|FR 6412⟫ delayed 4hrs bit
2. dad's ⟦MEDICAL|pacemaker⟧ + airport scanner (works every time)
3. my own ⟦MEDICAL|ADHD⟧ diagnosis at 38 → "so THAT's why"
4. ex flatmate ⟦PERSON|Craig⟧ and the stolen oat milk (name change to "⟦PERSON|Greg⟧" if he's in)
5. callback: ⟦PERSON|Craig⟧
close: ⟦MEDICAL|vasectomy⟧ - the consultant Mr ⟦PERSON|Pillai⟧... 
running time check ⟪duration|19:40⟫ at ⟪venue_name|The Stand⟫ last month"""))

# 72
TEXTS.append(("email", """Subject: props stolen from van - crime ref + insurance

Hi ⟦PERSON|Geoffrey⟧,
Bad news - the van was broken into outside my flat on Saturday night. They took the ⟪product_name|Zig-Zag cabinet⟫ and both dove pans. Police crime reference ⟪crime_ref|13/72004/25⟫. The insurer wants a letter from the Society confirming I'm a member and that I perform for them - could you send it to ⟦ADDRESS|Flat 4, 61 Hyde Park Road, Leeds LS6 1AH⟧? Or email ⟦EMAIL|enzo@greatzambini.com⟧ is fine.
The claim is for ⟦AMOUNT|£2,480⟧, I've got receipts for most of it.
Cheers, ⟦PERSON|Enzo⟧ (⟦PERSON|Zambini⟧)"""))

# 73
TEXTS.append(("contract", """SCHEDULE 1 - ARTIST PARTICULARS (Singapore Street Festival, ⟪event_dates|6-8 June 2025⟫)
Artist name: ⟦PERSON|Lim Wei Jie⟧ ("⟦PERSON|Jackie Lim⟧")
NRIC: ⟦NATIONAL_ID|$nid_nric1⟧
Contact: ⟦PHONE|+65 9123 4470⟧ / ⟦EMAIL|weijie.lim.magic@gmail.com⟧
Residential address: ⟦ADDRESS|Blk 212 Bishan Street 23, #07-115, Singapore 570212⟧
Act: roving close-up magic, 3 x 45 min sets per day, zone ⟪zone_code|Z3⟫
Fee: ⟦AMOUNT|SGD 1,800⟧ payable within 30 days of invoice. Festival GST reg. ⟪gst_number|M90371234K⟫."""))

# 74
TEXTS.append(("permit_application", """Hong Kong - Application for Street Performance at Designated Area (Form ⟪form_code|SP-2⟫)
Applicant: ⟦PERSON|CHAN Ka Yan⟧ (English name ⟦PERSON|Karen⟧)
HKID: ⟦NATIONAL_ID|$nid_hkid1⟧
Tel: ⟦PHONE|9436 8812⟧
Address: ⟦ADDRESS|Flat C, 12/F, Block 3, Kornhill Gardens, Quarry Bay⟧
Performance: diabolo & plate spinning, ⟪area_code|Area B (Tsim Sha Tsui waterfront)⟫
Sound equipment: portable speaker, max ⟪measurement|70 dB(A)⟫
Office use: received ⟪received_date|02/04/2025⟫ by ⟪officer_code|LCSD-07⟫"""))

# 75
TEXTS.append(("bank_statement_excerpt", """⟪org_name|Monzo⟫ - statement for ⟦PERSON|Fergus Lennox⟧, account ending ⟪masked_account|•• 4471⟫
Date        Description                         Amount        Balance
⟪statement_date|01 Apr⟫      RED NOSE LAB CIC - WORKSHOP FEES      +⟦AMOUNT|£420.00⟧     ⟦AMOUNT|£1,032.18⟧
03 Apr      ⟪merchant_name|TESCO STORES 2291⟫                    -⟦AMOUNT|£23.40⟧
05 Apr      ⟦PERSON|P REYES⟧ - UNICYCLE                    +⟦AMOUNT|£150.00⟧     ⟦AMOUNT|£1,158.78⟧
07 Apr      RENT - ⟦PERSON|A. MCLEISH⟧                     -⟦AMOUNT|£575.00⟧     ⟦AMOUNT|£583.78⟧
Arranged overdraft interest ⟪interest_rate|39% EAR⟫ · sort code ⟪bank_sort_code_prefix|04-00⟫ (Monzo)"""))

# 76
TEXTS.append(("password_manager_export", """name,url,username,password,note
Eventbrite,https://www.eventbrite.co.uk,⟦EMAIL|boxoffice@yesandschool.org⟧,⟦PASSWORD|YesAnd!Harold77⟧,shared with ⟦PERSON|Dana⟧
Mailchimp,https://login.mailchimp.com,yesandschool,⟦PASSWORD|Zip-Zap-Zop-2024⟧,api key ⟦APIKEY|$api_mailchimp1⟧
Venue alarm,,,⟦PASSWORD|0 8 1 5 #⟧,"⟪venue_name|The Bread & Roses⟫ back room"
Bank (business),https://business.tide.co,⟪org_account_id|TIDE-YASC-01⟫,⟦PASSWORD|hB7!kq2#Lw9z⟧,2FA on ⟦PERSON|Jules⟧'s phone
Zoom,https://zoom.us,⟦EMAIL|classes@yesandschool.org⟧,⟦PASSWORD|harold-and-the-deconstruction⟧,meeting id ⟪meeting_id|842 1190 3356⟫"""))

# 77
TEXTS.append(("incident_postmortem", """## Postmortem: leaked AWS key in public repo (SEV-2)
**Date:** ⟪incident_date|2025-06-11⟫  **Author:** ⟦PERSON|Tariq Haddad⟧  **Status:** resolved

### What happened
A volunteer pushed `scripts/upload_videos.sh` to the public `jugglecon-site` repo containing
`AWS_ACCESS_KEY_ID=⟦APIKEY|$api_aws3⟧` and `AWS_SECRET_ACCESS_KEY=⟦SECRET|$sec_aws3⟧`.
GitHub secret scanning alerted us after ⟪duration|7 minutes⟫. The key was used from ⟦IP_ADDRESS|5.188.62.140⟧ to list buckets (no data exfiltrated per CloudTrail event ⟪event_id|e3b9a1c4-77d2-4c1e-bb0a-9f6d2e1a5c30⟫).

### Timeline (UTC)
- ⟪timeline_time|14:02⟫ push by @⟦PERSON|ben-harrow⟧ (commit ⟪commit_sha|c0ffee4⟫)
- 14:09 alert; 14:15 key disabled by ⟦PERSON|Tariq⟧
### Action items
- pre-commit hook with ⟪tool_name|gitleaks⟫ ⟪tool_version|v8.18⟫"""))

# 78
TEXTS.append(("signal_family_chat", """Mum: did ⟦PERSON|Rosie⟧ get her results back?
Me: yeah, ⟦MEDICAL|iron deficiency anaemia⟧, they've put her on ⟦MEDICAL|ferrous sulfate⟧ for 3 months
Mum: poor love. is she still doing the trapeze show on the ⟪event_date|14th⟫?
Me: she says yes lol. tickets are ⟪ticket_price|£9.50⟫ if you and dad want to come, ⟪venue_name|Circomedia⟫ at 7
Mum: put us down. I'll transfer you ⟦AMOUNT|£19⟧
Me: 👍 my new number btw ⟦PHONE|07825 640 319⟧"""))

# 79
TEXTS.append(("agency_registration", """Registratieformulier artiest / Artist registration - ⟪org_name|Clown & Co Bookings BV⟫
Naam / Name: ⟦PERSON|Sanne de Vries-Bakker⟧
Artiestennaam / Stage name: ⟦PERSON|Clown Pompernikkel⟧
BSN: ⟦NATIONAL_ID|$nid_bsn1⟧
Rekening / Account: ⟦IBAN|$iban5⟧
Adres: ⟦ADDRESS|Lindengracht 118-2, 1015 KJ Amsterdam⟧
Telefoon: ⟦PHONE|06 4381 2207⟧
Tarief: ⟪rate_card|€350 per optreden (45 min)⟫ - agency commission ⟪commission_rate|15%⟫
KvK agency: ⟪kvk_number|74120398⟫"""))

# 80
TEXTS.append(("email", """Subject: Juggling workshop Kraków - accommodation form

Hi ⟦PERSON|Ingrid⟧,
filling in the hostel form for the Polish leg. They need PESEL for Polish citizens so:
⟦PERSON|Tomasz Nowicki⟧ - DOB ⟦DATE_OF_BIRTH|30.11.2002⟧ hmm no that's my brother's... 
OK properly this time:
⟦PERSON|Zofia Nowicka⟧ - born ⟦DATE_OF_BIRTH|14.06.1990⟧ - PESEL ⟦NATIONAL_ID|$nid_pesel1⟧
⟦PERSON|Kacper Nowicki⟧ - born ⟦DATE_OF_BIRTH|30.11.2002⟧ - PESEL ⟦NATIONAL_ID|$nid_pesel2⟧
Deposit ⟦AMOUNT|400 zł⟧ paid from my account ⟦IBAN|$iban10⟧.
Room type ⟪room_type|4-bed dorm⟫, booking ⟪booking_ref|HOS-KRK-5521⟫.
⟦PERSON|Zosia⟧"""))

# 81
TEXTS.append(("membership_application", """SOUTHERN AFRICAN MAGIC CIRCLE - membership application (paper form, typed up)
Surname: ⟦PERSON|Dlamini⟧        First names: ⟦PERSON|Sipho Nkosinathi⟧
ID number: ⟦NATIONAL_ID|$nid_said1⟧        Date of birth: ⟦DATE_OF_BIRTH|1991/12/03⟧
Postal address: ⟦ADDRESS|14 Jacaranda Avenue, Melville, Johannesburg, 2092⟧
Cell: ⟦PHONE|082 614 3390⟧
Speciality: mentalism / card magic
Proposed by: ⟦PERSON|Pieter van Wyk⟧ (member since ⟪year|1998⟫)
Annual subscription ⟪tariff|R650⟫; joining fee ⟪tariff|R200⟫. Paid: ⟦AMOUNT|R850⟧ EFT ref ⟪payment_ref|SAMC-0442⟫"""))

# 82
TEXTS.append(("accessibility_request_form", """Access requirements - Juggling Convention 2025
Name: ⟦PERSON|Rhiannon Pryce⟧
Email: ⟦EMAIL|rhi.pryce@outlook.com⟧
I use a ⟦MEDICAL|wheelchair⟧ (manual) and have ⟦MEDICAL|Ehlers-Danlos syndrome⟧, so I need ground-floor camping near the ⟪facility_name|accessible toilet block C⟫. My PA ⟦PERSON|Gareth⟧ will come with me - does he need a ticket? (carer tickets listed as ⟪ticket_price|£0⟫ on the site).
Also I take ⟦MEDICAL|tramadol⟧ so I can't drive after 8pm; can someone collect me from ⟪place_name|Hebden Bridge station⟫?
Ticket order: ⟪order_id|HBJC-25-00871⟫"""))

# 83
TEXTS.append(("staff_rota", """THE LAUGHING CELLAR - bar & door rota, w/c ⟪week_commencing|14 April⟫
       | Thu           | Fri            | Sat
Door   | ⟦PERSON|Priyanka⟧      | ⟦PERSON|Priyanka⟧       | ⟦PERSON|Callum D⟧
Bar 1  | ⟦PERSON|Sam Okafor⟧    | ⟦PERSON|Sam Okafor⟧     | ⟦PERSON|Lena⟧
Bar 2  | -             | ⟦PERSON|Lena⟧           | ⟦PERSON|Sam Okafor⟧
Tech   | ⟦PERSON|Kev⟧           | ⟦PERSON|Kev⟧            | ⟦PERSON|Kev⟧
Swaps: text ⟦PERSON|Rosa⟧ on ⟦PHONE|07700 415 992⟧ by Wed.
Till float ⟪till_float|£150⟫. Safe code changed - ask ⟦PERSON|Rosa⟧ in person, NOT on the group chat.
Shifts ⟪shift_time|18:30-00:30⟫ Thu/Fri, ⟪shift_time|18:00-01:00⟫ Sat."""))

# 84
TEXTS.append(("cash_receipt", """RECEIPT ⟪receipt_number|No. 0087⟫          ⟪receipt_date|22/02/2025⟫
Received from: ⟦PERSON|Chidi Okafor⟧
The sum of: ⟦AMOUNT|one hundred and twenty pounds⟧ (⟦AMOUNT|£120.00⟧) in cash
For: Mask & Clown weekend - deposit (balance ⟦AMOUNT|£60⟧ due on the day)
Received by: ⟦PERSON|M. Aubert⟧ for ⟪org_name|Red Nose Lab CIC⟫
Receipt book ⟪receipt_book|B-03⟫"""))

# 85
TEXTS.append(("sms", """⟪sender_id|BTSA⟫: Hi ⟦PERSON|Isla⟧'s parent/carer - the outstanding balance of ⟦AMOUNT|£95.00⟧ for Youth Trapeze is now overdue. Pay at bigtopskills.co.uk/pay with ref ⟪payment_ref|YT-SAT-10-ISL⟫ or call ⟦PHONE|0117 965 2200⟧. Ignore if already paid."""))
