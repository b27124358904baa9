# English texts of the blind69 corpus. Each text typed by hand.
# Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES[name]
TEXTS = []

TEXTS += [
("email_refund_request", """Subject: Refund for cancelled Stage 3 block - Otterbrook Swim School

Hi Otterbrook team,

My son ⟦PERSON|Rafferty Quinn⟧ (DOB ⟦DATE_OF_BIRTH|14/02/2017⟧) was booked on the Saturday 9:30 Stage 3 block, course code ⟪course_code|OSS-S3-SAT-0930⟫, booking ref ⟪booking_ref|OTB-448213⟫. Unfortunately he had ⟦MEDICAL|grommets fitted in both ears⟧ on Tuesday and the consultant says no swimming for at least 6 weeks.

I paid ⟦AMOUNT|£126.00⟧ for the 9-week block on 2 Sept (your website says ⟪price|£14 per lesson⟫). He only made 2 sessions so I make it ⟦AMOUNT|£98⟧ owed back? Please refund to the card I paid with, the one ending ⟪masked_card|**** 4471⟫.

Thanks,
⟦PERSON|Siobhan Quinn⟧
⟦PHONE|07823 446190⟧
⟦EMAIL|siobhan.quinn84@gmail.com⟧
"""),

("sms", """hey its ⟦PERSON|Mads⟧ 🙂 left my bag in locker ⟪locker_number|117⟫ at ⟪venue_name|Glacier Point Ice Arena⟫, pin is ⟦PASSWORD|2580⟧ can u grab it b4 they close at 10? skate hire ticket ⟪ticket_id|GP-SK-20931⟫ is in the front pocket if they ask. my phone's on 3% lol. if u cant get in call ⟦PERSON|Tobi⟧ on ⟦PHONE|07414 908 332⟧ hes still there"""),

("whatsapp_group_export", """[⟪chat_timestamp|12/05/24, 19:02⟫] ⟦PERSON|Gaz⟧: right lads STAG PAINTBALL at ⟪venue_name|Redwood Ridge Paintball⟫ is booked for 8 june 🎯🎯
[12/05/24, 19:03] ⟦PERSON|Gaz⟧: its ⟪price|£39pp⟫ incl 500 balls, extra paint is ⟪price|£8 per 100⟫ on the day
[12/05/24, 19:04] ⟦PERSON|Gaz⟧: send ur money to me by friday pls, revolut or bank:
[12/05/24, 19:05] ⟦PERSON|Gaz⟧: ⟦PERSON|Gareth Whitlock⟧ ⟦IBAN|$iban_gb1⟧
[12/05/24, 19:11] ⟦PERSON|Dev Patel⟧: sent ⟦AMOUNT|£39⟧ 👍
[12/05/24, 19:15] ⟦PERSON|Marek⟧: mate ill send ⟦AMOUNT|£78⟧ covering me and ⟦PERSON|Tomasz⟧, he sorted my train ticket
[12/05/24, 19:20] ⟦PERSON|Robbo⟧: someone remind ⟦PERSON|Jonno⟧ he still owes ⟦AMOUNT|£20⟧ from the go karts lol
[12/05/24, 19:22] ⟦PERSON|Gaz⟧: also ⟦PERSON|Kieran⟧ bring ur inhaler, last time ur ⟦MEDICAL|asthma⟧ kicked off in the smoke grenade bit
[⟪chat_timestamp|12/05/24, 19:40⟫] ⟦PERSON|Kieran⟧: 🙄 yes dad"""),

("slack_thread", """#⟪slack_channel|bouncezone-dev⟫
⟦PERSON|priya.r⟧  10:14 AM
hey did someone commit the live stripe key?? CI log for build ⟪build_number|#4412⟫ shows STRIPE_SECRET_KEY=⟦APIKEY|$stripe_sk1⟧
⟦PERSON|tomasz.k⟧  10:16 AM
ugh that was me, sorry. rotating now. the publishable one (⟪publishable_key|$stripe_pk1⟫) is fine to leave in the frontend bundle right?
⟦PERSON|priya.r⟧  10:17 AM
yes pk is fine. revert ⟪commit_sha|$sha1⟫ pls. @⟦PERSON|hamish⟧ can you check the webhook signing secret ⟦SECRET|$whsec1⟧ isn't in there too
⟦PERSON|hamish⟧  10:21 AM
it is 🙃 in config/stripe.yml. rotating both. checkout is still ⟪version|v3.18.2⟫ so nothing customer facing changes"""),

("dotenv_config", """# kartbook .env - production (DO NOT COMMIT)
APP_NAME=KartBook
APP_VERSION=⟪version|2.7.0⟫
APP_PORT=⟪port|8080⟫
DATABASE_URL=postgres://kartbook_app:⟦SECRET|Ap3x-Chicane!19⟧@⟦IP_ADDRESS|10.40.2.15⟧:⟪port|5432⟫/kartbook
REDIS_URL=redis://:⟦SECRET|r3d1s-Hairpin-772⟧@⟦IP_ADDRESS|10.40.2.16⟧:⟪port|6379⟫/0
STRIPE_SECRET_KEY=⟦APIKEY|$stripe_sk2⟧
STRIPE_PUBLISHABLE_KEY=⟪publishable_key|$stripe_pk2⟫
STRIPE_WEBHOOK_SECRET=⟦SECRET|$whsec2⟧
SENDGRID_API_KEY=⟦APIKEY|$sendgrid1⟧
MAIL_FROM=⟦EMAIL|bookings@apexkarting.co.uk⟧
AWS_ACCESS_KEY_ID=⟦APIKEY|$aws_ak1⟧
AWS_SECRET_ACCESS_KEY=⟦SECRET|$aws_sk1⟧
AWS_REGION=⟪cloud_region|eu-west-2⟫
S3_BUCKET=⟪bucket_name|apex-kart-waivers-prod⟫
SENTRY_RELEASE=⟪commit_sha|$sha2⟫
# on-call: ⟦PERSON|Lewis Okonkwo⟧
"""),

("accident_report", """INCIDENT / ACCIDENT REPORT - ⟪venue_name|Cragside Bouldering Centre⟫
Report no: ⟪incident_no|IR-2024-0387⟫      Date/time: ⟪event_datetime|17/03/2024 18:42⟫
Area: Cave wall, ⟪route_id|problem 14⟫ (blue tag, graded ⟪route_grade|V4⟫)

Injured person: ⟦PERSON|Callum Ferreira-Dunn⟧
DOB: ⟦DATE_OF_BIRTH|03/11/1996⟧
Address: ⟦ADDRESS|Flat 2, 48 Mowbray Street, Sheffield S3 8EN⟧
Tel: ⟦PHONE|07962 115 480⟧
Member no: ⟪member_no|CB-20931⟫

What happened: climber came off the top of the problem (approx 3.5 m) and landed half off the matting. Complained of ⟦MEDICAL|pain in left shoulder, suspected dislocation⟧. He told us he takes ⟦MEDICAL|warfarin⟧ after a ⟦MEDICAL|DVT⟧ last year so we rang ⟪emergency_number|999⟫ straight away.
First aider: ⟦PERSON|Nadia Brennan⟧ (duty manager)
Witness: ⟦PERSON|Ollie Stroud⟧, ⟦PHONE|07700 318 224⟧
Ambulance on site 19:05, taken to ⟪hospital_name|Northern General⟫.
"""),

("web_form_submission", """--- New membership application ---
form_id: ⟪form_id|$uuid1⟫
submitted_at: ⟪timestamp|2024-09-03T08:14:22Z⟫
first_name: ⟦PERSON|Imogen⟧
last_name: ⟦PERSON|Achterberg⟧
date_of_birth: ⟦DATE_OF_BIRTH|1999-06-30⟧
email: ⟦EMAIL|imo.achterberg@outlook.com⟧
mobile: ⟦PHONE|+44 7456 203918⟧
address: ⟦ADDRESS|27 Hollybank Road, Leeds LS6 4DJ⟧
membership: ⟪membership_tier|Off-Peak Monthly⟫ (⟪price|£42/month⟫)
emergency_contact_name: ⟦PERSON|Pieter Achterberg⟧ (father)
emergency_contact_phone: ⟦PHONE|+31 6 4172 9930⟧
medical_conditions: ⟦MEDICAL|mild asthma, uses a salbutamol inhaler⟧
how_did_you_hear: instagram
waiver_version: ⟪version|waiver v5.2⟫
"""),

("call_transcript", """[Call recording - ⟪org_name|Timber & Steel Axe Co.⟫, line 2]
AGENT (⟦PERSON|Becca⟧): Thanks for calling ⟪org_name|Timber and Steel⟫, ⟦PERSON|Becca⟧ speaking.
CALLER: Hi yeah, I booked a lane for Friday, reference ⟪booking_ref|TS-77120⟫, I need to move it to Saturday.
AGENT: No problem. Name on the booking?
CALLER: ⟦PERSON|Dwayne Mercer⟧. ⟦PERSON|M-E-R-C-E-R⟧.
AGENT: And for security, date of birth?
CALLER: ⟦DATE_OF_BIRTH|ninth of August 1988⟧.
AGENT: Lovely. There's a ⟪fee|£5 change fee⟫ for moving within 48 hours, is that ok?
CALLER: Fine, stick it on a card.
AGENT: I'll need the long number, we don't keep it on file.
CALLER: It's ⟦CARD|$card_m1⟧, expiry oh-nine twenty-seven, three on the back is ⟦CVV|614⟧.
AGENT: That's gone through, ⟦AMOUNT|five pounds⟧ taken, you're on lane ⟪lane_number|4⟫ at 7pm Saturday. Confirmation to ⟦EMAIL|dmercer.builds@yahoo.co.uk⟧?
CALLER: Yep. Oh, my mate ⟦PERSON|Kwame⟧'s coming too, he's got a ⟦MEDICAL|prosthetic left hand⟧, is that ok for throwing?
AGENT: Absolutely, the coaches adapt grips all the time.
"""),

("nginx_access_log", """⟦IP_ADDRESS|81.154.22.197⟧ - - [⟪log_timestamp|14/Jul/2024:19:02:11 +0100⟫] "GET /sessions/disco-skate?date=2024-07-19 HTTP/1.1" 200 5120 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)"
⟦IP_ADDRESS|81.154.22.197⟧ - - [14/Jul/2024:19:02:40 +0100] "POST /checkout HTTP/1.1" 302 0 "https://rollerdromebristol.co.uk/sessions" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)"
⟪doc_ip|203.0.113.54⟫ - - [14/Jul/2024:19:03:02 +0100] "GET /wp-login.php HTTP/1.1" 404 153 "-" "python-requests/2.31"
⟦IP_ADDRESS|100.72.14.9⟧ - - [14/Jul/2024:19:03:15 +0100] "GET /api/availability?rink=main HTTP/1.1" 200 877 "-" "okhttp/4.12.0"
⟦IP_ADDRESS|2a02:c7c:5e1a:4b00:8d3:19ff:fe2c:71a0⟧ - - [14/Jul/2024:19:04:51 +0100] "GET /account/lookup?email=⟦EMAIL|lolaskates@icloud.com⟧ HTTP/2.0" 200 1432 "-" "Mozilla/5.0 (Macintosh)"
⟦IP_ADDRESS|192.168.10.21⟧ - - [14/Jul/2024:19:05:00 +0100] "GET /healthz HTTP/1.1" 200 2 "-" "⟪user_agent|kube-probe/1.29⟫"
"""),

("csv_export", """lesson_id,child_name,dob,parent_name,parent_mobile,medical_notes,lane
⟪lesson_id|SW-TUE-1600⟫,⟦PERSON|Amara Osei⟧,⟦DATE_OF_BIRTH|2016-04-11⟧,⟦PERSON|Kofi Osei⟧,⟦PHONE|07931 550 274⟧,"⟦MEDICAL|type 1 diabetes, Libre sensor on left arm⟧",⟪lane_number|L2⟫
SW-TUE-1600,⟦PERSON|Harvey Lindley⟧,⟦DATE_OF_BIRTH|2015-12-02⟧,⟦PERSON|Jess Lindley⟧,⟦PHONE|07580 221 963⟧,none,L2
SW-TUE-1600,⟦PERSON|Zofia Nowicka⟧,⟦DATE_OF_BIRTH|2016-07-19⟧,⟦PERSON|Agnieszka Nowicka⟧,⟦PHONE|07766 013 448⟧,"⟦MEDICAL|epilepsy - last seizure 2022, buccal midazolam in bag⟧",L3
SW-TUE-1600,⟦PERSON|Theo Mbeki-Hart⟧,⟦DATE_OF_BIRTH|2016-01-28⟧,⟦PERSON|Rachel Hart⟧,⟦PHONE|07388 640 117⟧,"⟦MEDICAL|verruca - wear sock⟧",L3
"""),

("sql_insert", """-- payroll import, ⟪org_name|SkyHigh Trampoline Park⟫ Columbus OH, period ending ⟪pay_period_end|2024-08-16⟫
INSERT INTO staff_payroll (emp_id, full_name, ssn, gross_pay, dd_email, created_at) VALUES
(⟪employee_id|E1043⟫, '⟦PERSON|Brianna Koval⟧', '⟦SSN|412-67-3098⟧', '⟦AMOUNT|$1,085.00⟧', '⟦EMAIL|bri.koval@gmail.com⟧', '⟪timestamp|2024-08-17 02:00:00⟫'),
(⟪employee_id|E1051⟫, '⟦PERSON|Tyrell Simmons⟧', '⟦SSN|287-30-5516⟧', '⟦AMOUNT|$642.75⟧', '⟦EMAIL|tyrellsimmons22@yahoo.com⟧', '2024-08-17 02:00:00'),
(⟪employee_id|E1060⟫, '⟦PERSON|Hannah Lu⟧', '⟦SSN|530-18-4427⟧', '⟦AMOUNT|$1,302.40⟧', '⟦EMAIL|hannah.lu.oh@outlook.com⟧', '2024-08-17 02:00:00');
-- court monitor rate is ⟪pay_rate_table|$13.00/hr base⟫, see handbook
"""),

("python_traceback", """2024-06-02 17:44:09,311 ERROR [flipzone.mail] failed to send booking confirmation user_id=⟪user_id|58213⟫ name='⟦PERSON|Jayden McAllister⟧'
Traceback (most recent call last):
  File "⟪file_path|/srv/flipzone/app/api/bookings.py⟫", line 212, in create_booking
    send_confirmation(user.email, booking)
  File "/srv/flipzone/app/mail.py", line 48, in send_confirmation
    resp = client.sendmail(FROM, [to], msg.as_string())
smtplib.SMTPRecipientsRefused: {'⟦EMAIL|jayden.mcallister@hotmial.com⟧': (550, b'5.1.1 <⟦EMAIL|jayden.mcallister@hotmial.com⟧>: Recipient address rejected')}
request headers: {'Authorization': 'Bearer ⟦APIKEY|$jwt2⟧', 'X-Request-ID': '⟪request_id|$uuid2⟫', 'X-Forwarded-For': '⟦IP_ADDRESS|86.12.140.77⟧, ⟦IP_ADDRESS|10.0.12.4⟧', 'User-Agent': 'FlipZone/⟪app_version|4.3.1⟫ (Android 14)'}
"""),

("meeting_minutes", """MINUTES - Staff meeting, ⟪venue_name|Riverside Ice Centre⟫, ⟪meeting_date|Tue 8 Oct 2024⟫
Present: ⟦PERSON|Helen Marsh⟧ (GM), ⟦PERSON|Stuart Adeyemi⟧ (Ops), ⟦PERSON|Fran Kowalczyk⟧ (Skate School), ⟦PERSON|Dean O'Rourke⟧ (Plant)
Apologies: ⟦PERSON|Lucy Tan⟧ - on sick leave after her ⟦MEDICAL|gallbladder removal⟧, back approx 21 Oct.

1. Trading: Sept income ⟪org_total|£184,320⟫ vs budget ⟪org_total|£176,000⟫. Public session attendance up 9%.
2. Ice plant: brine holding at ⟪measurement|-9.5°C⟫; compressor 2 service quote ⟪quote|£4,870 + VAT⟫ approved.
3. Staffing: ⟦PERSON|Helen⟧ confirmed ⟦PERSON|Fran⟧'s salary review, new salary ⟦AMOUNT|£31,500⟧ from 1 Nov. ⟦PERSON|Dean⟧ raised overtime still owed from the Halloween disco setup - ⟦AMOUNT|£212.40⟧ to go on Nov payroll.
4. Safeguarding: coaches must not text skaters under 16 from personal phones; use the rink line ⟦PHONE|0115 948 2270⟧.
AOB: ⟦PERSON|Stuart⟧ to chase ⟪org_name|Zamboni UK⟫ re the blade sharpener.
Next meeting ⟪meeting_date|Tue 5 Nov 2024⟫.
"""),

("invoice", """INVOICE  ⟪invoice_no|INV-10482⟫
⟪org_name|Ashdown Paintball Ltd⟫ | ⟪org_address|Unit 4, Forest Row Business Park, RH18 5DW⟫ | VAT reg ⟪vat_number|GB 284 7719 03⟫

Bill to: Ms ⟦PERSON|Harriet Oyelaran⟧
         ⟦ADDRESS|9 Cedar Close, Crawley RH10 3PL⟧
Event: hen party, 14 players, ⟪event_date|Sat 22 June 2024⟫

Description              Qty   Unit       Total
Walk-on package           14   ⟪unit_price|£32.00⟫     ⟪line_total|£448.00⟫
Extra paint (x500)         6   ⟪unit_price|£30.00⟫     ⟪line_total|£180.00⟫
Less deposit you paid 2 May           -⟦AMOUNT|£150.00⟧
BALANCE DUE                            ⟦AMOUNT|£478.00⟧

Pay to ⟪org_name|Ashdown Paintball Ltd⟫, IBAN ⟪org_iban|$org_iban1⟫, quoting ⟪invoice_no|INV-10482⟫.
Queries: ⟦EMAIL|accounts@ashdownpaintball.co.uk⟧ / ⟦PHONE|01342 822 190⟧
"""),

("forum_post", """Title: 6 weeks post scaphoid fracture - when did u get back on the board?

Posted by ⟦PERSON|kickflip_kez⟧ » Thu Feb 15, 2024 9:41 pm

bit of background, I'm ⟦PERSON|Keziah⟧, 31, skate mostly at ⟪place_name|Hove Lagoon⟫. slammed on the ⟪park_feature|mini ramp⟫ in december and ended up with a ⟦MEDICAL|non-displaced scaphoid fracture⟧ in my right wrist. cast came off monday, physio says I've got ⟦MEDICAL|about 60% grip strength compared to the left⟧ and I'm still on ⟦MEDICAL|naproxen 500mg twice a day⟧.

anyone been thru this? looking at the ⟪product_name|Triple Eight Wristsaver⟫ guards (⟪price|£24.99⟫) for when I go back.

---
Re: 6 weeks post scaphoid fracture
by ⟦PERSON|OllieNoComply⟧ » Fri Feb 16, 2024 7:02 am
@⟦PERSON|kickflip_kez⟧ broke mine in 2019, took me 4 months to trust it on transition. wear the guards, don't rush. my surgeon Mr ⟦PERSON|Adebayo⟧ said bone heals way before confidence does lol
"""),
]

TEXTS += [
("google_review", """★☆☆☆☆  ⟦PERSON|Karen Whitfield-Boyd⟧ · Local Guide · 41 reviews · 3 weeks ago
Took my two to ⟪session_name|Toddler Bounce⟫ at ⟪venue_name|Jumpopolis Basingstoke⟫ and it was carnage, big kids everywhere. My youngest ⟦PERSON|Alfie⟧ (4) came off the foam pit edge and ended up with a ⟦MEDICAL|sprained ankle⟧, 3 hours in A&E. The girl on the desk, ⟦PERSON|Jordan⟧, was lovely and got ice on it straight away but the manager Mr ⟦PERSON|Singh⟧ basically said you signed the waiver so tough. Eventually got ⟦AMOUNT|£40⟧ refunded after emailing twice. For ⟪price|£13.50 a jump⟫ you'd expect more marshals.

Response from the owner · 2 weeks ago
Hi ⟦PERSON|Karen⟧, we're so sorry to hear about ⟦PERSON|Alfie⟧'s injury. Toddler sessions are capped at ⟪capacity|30 jumpers⟫ and we are reviewing the footage. Please contact ⟦EMAIL|feedback@jumpopolis.co.uk⟧ quoting ⟪booking_ref|JMP-BAS-55810⟫."""),

("shell_history", """  501  ssh ⟦PERSON|mbanerjee⟧@⟦IP_ADDRESS|172.16.40.12⟧
  502  sudo systemctl restart ⟪service_name|routesetter-api⟫
  503  mysql -u booking -p'⟦PASSWORD|Crimp&Pinch2024⟧' -h ⟦IP_ADDRESS|172.16.40.30⟧ climbing_prod
  504  export OPENAI_API_KEY=⟦APIKEY|$openai1⟧
  505  python3 grade_predictor.py --gym ⟪site_code|leeds-01⟫ --since 2024-04-01
  506  scp backup_2024-05-01.sql.gz ⟦PERSON|mbanerjee⟧@⟦IP_ADDRESS|172.16.40.12⟧:/home/⟦PERSON|mbanerjee⟧/backups/
  507  cat /home/⟦PERSON|mbanerjee⟧/.ssh/id_ed25519.pub
  508  curl -s http://⟪loopback_ip|127.0.0.1⟫:⟪port|9100⟫/metrics | grep node_load
  509  sha256sum backup_2024-05-01.sql.gz   # ⟪sha256|$sha256_1⟫
  510  history | grep -i pass
"""),

("k8s_secret_yaml", """apiVersion: v1
kind: Secret
metadata:
  name: lasertag-scoring
  namespace: ⟪k8s_namespace|arena-prod⟫
  labels:
    app.kubernetes.io/version: "⟪version|1.12.4⟫"
type: Opaque
stringData:
  DB_PASSWORD: "⟦PASSWORD|Ph0ton-Vest-88⟧"
  JWT_SIGNING_SECRET: "⟦SECRET|$jwt_secret1⟧"
  SLACK_ALERT_WEBHOOK: "⟦SECRET|$slack_hook1⟧"
  TWILIO_ACCOUNT_SID: "⟪account_sid|$twilio_ac1⟫"
  TWILIO_AUTH_TOKEN: "⟦SECRET|$twilio_tok1⟧"
  TWILIO_FROM: "⟦PHONE|+14156829013⟧"
  OWNER_EMAIL: "⟦EMAIL|d.amankwah@photonforce.gg⟧"
  ARENA_GATEWAY: "⟦IP_ADDRESS|10.8.0.1⟧"
"""),

("employment_contract", """CONTRACT OF EMPLOYMENT (extract)
This contract is made between ⟪org_name|Tidewater Swim Academy Ltd⟫ (company no. ⟪company_reg_no|11837264⟫) of ⟪org_address|Harbour Leisure Centre, Quay Road, Poole BH15 1HJ⟫ ("the Employer") and:

Employee: ⟦PERSON|Maisie Elaine Thorne⟧
Address: ⟦ADDRESS|41 Blandford Road, Hamworthy, Poole BH15 4AY⟧
Date of birth: ⟦DATE_OF_BIRTH|22 January 2001⟧
National Insurance number: ⟦NATIONAL_ID|$nino1⟧
Job title: Swimming Teacher (STA Level 2)
Start date: ⟪start_date|2 September 2024⟫
Salary: ⟦AMOUNT|£23,400⟧ per annum pro rata, paid monthly by BACS to
  Account name: ⟦PERSON|M E Thorne⟧   IBAN: ⟦IBAN|$iban_gb3⟧
Hours: 30 per week, including Saturday mornings.

Signed (employee): ⟦PERSON|Maisie Thorne⟧        Signed for the Employer: ⟦PERSON|Gareth Pryce⟧, Director
"""),

("helpdesk_ticket", """Ticket #⟪ticket_id|88412⟫  "Charged twice??"
Requester: ⟦PERSON|Ana Lucía Restrepo⟧ <⟦EMAIL|analu.restrepo@gmail.com⟧>
Assignee: ⟦PERSON|Connor Bly⟧
Tags: billing, chargeback_risk, ⟪site_code|site_mk⟫
Status: Open | Priority: High

⟦PERSON|Ana Lucía⟧ wrote:
Hi, I booked the ⟪package_name|Grand Prix Experience⟫ for my husband's birthday and I've been charged twice, ⟦AMOUNT|£189.00⟧ on 28/09 and again on 29/09. My banking app shows card ⟪masked_card|•••• 9017⟫. If it isn't refunded by Friday I'll raise a chargeback with ⟪org_name|Monzo⟫.

Internal note (⟦PERSON|Connor Bly⟧):
Both payments are in Stripe, ⟪payment_id|pi_3PqL2bKd81xYzT0a1c9F⟫ and ⟪payment_id|pi_3PqLx0Kd81xYzT0a0Vv2⟫. Second one is the kiosk timeout duplicate (⟪bug_id|KART-2291⟫). Refunding ⟦AMOUNT|£189.00⟧ now, told her 5-10 working days.
"""),

("voice_memo_transcript", """[Voice memo transcript - coach ⟦PERSON|Priyanka⟧, Wednesday ⟪class_time|four-fifteen group⟫]
Okay, notes for the Wednesday group. ⟦PERSON|Evie Hartnell⟧ can do ten metres front crawl unaided, moving her up to ⟪level_name|stage four⟫. ⟦PERSON|Noah Bakshi⟧ still needs a float for backstroke, and his mum said he has ⟦MEDICAL|glue ear⟧ so no jumping in yet. ⟦PERSON|Tallulah⟧ sat out, she's got an ⟦MEDICAL|eczema flare-up⟧ on both legs and the chlorine is making it worse. Uh, need to ring ⟦PERSON|Noah⟧'s dad back about the Friday swap, his number is ⟦PHONE|oh seven eight nine one, two two four, double six oh⟧. That's it, ⟪lane_number|lane three⟫ was freezing again, tell maintenance."""),

("ocr_business_card", """[OCR - business card, front]
GLIDEWELL RINK SUPPLY
Skate sharpening • Rental fleet • Dasher boards
⟦PERSON|TOBIAS LINDQVIST⟧
Regional Sales Manager - UK & Ireland
M ⟦PHONE|+44 (0)7788 214 090⟧
T ⟦PHONE|+44 (0)1604 771 320⟧
E ⟦EMAIL|t.lindqvist@glidewell-rink.com⟧
⟪org_address|Unit 12, Brackmills Ind. Est., Northampton NN4 7PB⟫
www.glidewell-rink.com | ⟪company_reg_no|Reg. 09921346⟫
[back, handwritten] met at ⟪event_name|BIAPS expo⟫ - wants our blade profiling numbers, call after 3"""),

("markdown_rota", """## Week 42 rota - ⟪venue_name|Skatefields Roller Rink⟫ (front of house)

| Shift | Name | Mobile | Emergency contact |
|---|---|---|---|
| ⟪shift_time|Fri 17:00-23:00⟫ | ⟦PERSON|Kayden Brooks⟧ | ⟦PHONE|07451 887 203⟧ | ⟦PERSON|Shaniqua Brooks⟧ (mum) ⟦PHONE|07451 330 912⟧ |
| ⟪shift_time|Sat 10:00-16:00⟫ | ⟦PERSON|Elif Yildiz⟧ | ⟦PHONE|07908 114 562⟧ | ⟦PERSON|Murat Yildiz⟧ ⟦PHONE|020 8365 2291⟧ |
| ⟪shift_time|Sat 16:00-23:30⟫ | ⟦PERSON|Jamie-Lee Fox⟧ | ⟦PHONE|07533 027 815⟧ | - |
| ⟪shift_time|Sun 11:00-18:00⟫ | ⟦PERSON|Rhys Pritchard⟧ | ⟦PHONE|07812 660 049⟧ | ⟦PERSON|Bethan⟧ ⟦PHONE|07812 661 700⟧ |

Till float is ⟪till_float|£150 float⟫. Closing alarm code is ⟦PASSWORD|3 9 0 6⟧ - do NOT write it on the whiteboard again (⟦PERSON|Rhys⟧!!)
"""),

("json_api_response", """HTTP/1.1 200 OK
Content-Type: application/json
X-Request-Id: ⟪request_id|$uuid3⟫

{
  "id": "⟪customer_id|cus_Q8xT2mLp4VbN7k⟫",
  "name": "⟦PERSON|Florence Adjei-Mensah⟧",
  "email": "⟦EMAIL|flo.adjeimensah@icloud.com⟧",
  "phone": "⟦PHONE|+447911204583⟧",
  "dob": "⟦DATE_OF_BIRTH|2003-10-27⟧",
  "address": "⟦ADDRESS|112 Kingsland Road, London E2 8DP⟧",
  "wallet_balance": "⟦AMOUNT|£17.50⟧",
  "default_card": {"brand": "visa", "last4": "⟪card_last4|0386⟫"},
  "jump_passes_remaining": 3,
  "created": ⟪unix_timestamp|1709217000⟫,
  "app_build": "⟪build_number|2024.10.3-rc1⟫"
}"""),

("email_thread", """From: ⟦PERSON|Lorcan Devlin⟧ <⟦EMAIL|lorcan.devlin@btinternet.com⟧>
To: ⟦EMAIL|claims@hollandshieldinsurance.co.uk⟧
Subject: Re: Claim ⟪claim_ref|HSI-PL-2024-06631⟫ - injury at ⟪venue_name|Lumberjack Alley Glasgow⟫

Hi ⟦PERSON|Priti⟧,

As requested: the axe bounced off the board on lane 6 and caught my shin. I needed ⟦MEDICAL|9 stitches to a laceration on the left shin⟧ at ⟪hospital_name|Queen Elizabeth University Hospital⟫ and got a ⟦MEDICAL|tetanus booster⟧. I'm a self-employed joiner and lost 8 working days, so I'm claiming ⟦AMOUNT|£1,360⟧ lost earnings plus ⟦AMOUNT|£46.80⟧ for taxis and the prescription.

Photo ID - passport number ⟦PASSPORT|$pp_gb1⟧. Home address ⟦ADDRESS|3/2, 17 Hyndland Street, Glasgow G11 5QF⟧.

Cheers
⟦PERSON|Lorcan⟧
⟦PHONE|07871 552 306⟧

> On 4 Jul 2024, ⟦PERSON|Priti Raman⟧ <⟦EMAIL|p.raman@hollandshieldinsurance.co.uk⟧> wrote:
> Dear Mr ⟦PERSON|Devlin⟧, please send a short description of the incident, your injuries and any financial losses, plus one form of photo ID.
"""),

("notes_app", """📝 rink admin 2fa   (edited 09:12)

Booking system (⟪org_name|IceTrack Pro⟫) admin login ⟦EMAIL|ops@northwoldicerink.com⟧
TOTP secret for the new phone: ⟦SECRET|$totp1⟧
backup codes:
⟦SECRET|$rec1⟧
⟦SECRET|$rec2⟧
⟦SECRET|$rec3⟧
⟦SECRET|$rec4⟧
⟦SECRET|$rec5⟧
stripe dashboard 2FA goes to ⟦PERSON|Gemma⟧'s phone ⟦PHONE|07596 441 038⟧
staff wifi ⟪wifi_ssid|NIR-Staff-5G⟫ / ⟦PASSWORD|ZamboniDriver#2⟧
"""),

("python_config", """# paintball_alerts/config.py
# pings the marshals' group whenever a field booking lands
TELEGRAM_BOT_TOKEN = "⟦APIKEY|$tg_bot1⟧"
MARSHALS_CHAT_ID = ⟪chat_id|-1001847239915⟫
FIELDS = ["⟪field_name|Bunker Hill⟫", "⟪field_name|Ghost Town⟫", "⟪field_name|The Trenches⟫"]
BOOKING_API = "http://⟦IP_ADDRESS|192.168.50.12⟧:⟪port|8000⟫/api/v1/bookings"
GOOGLE_MAPS_KEY = "⟦APIKEY|$google1⟧"
OWNER = "⟦PERSON|Ryan Castellanos⟧"  # ⟦PHONE|+1 (512) 846-2290⟧, texts only
PRICE_PER_PLAYER_USD = ⟪price|34.99⟫
"""),

("github_issue", """### lap timer cloud sync fails after upgrading to 0.9.4  #⟪issue_number|212⟫

**⟦PERSON|jbaptiste-karts⟧** opened this issue

Running ⟪version|openlaptime 0.9.4⟫ on a Pi 4 at our track. After the upgrade the transponder sync to the cloud dashboard fails with 401. Config:

```yaml
cloud:
  endpoint: https://api.openlaptime.dev/v1
  token: ⟦APIKEY|$gh_pat1⟧   # used a github token bc the docs said so??
  venue_id: ⟪venue_id|ven_0193⟫
decoder:
  host: ⟦IP_ADDRESS|192.168.1.77⟧
  port: ⟪port|5403⟫
```

```
[⟪log_timestamp|2024-04-19 14:02:33⟫] sync: POST /v1/laps -> 401 Unauthorized (trace ⟪trace_id|4bf92f3577b34da6a3ce929d0e0e4736⟫)
```

---
**⟦PERSON|mira-dev⟧** commented
@⟦PERSON|jbaptiste-karts⟧ revoke that token now, it's a real PAT and this repo is public. The cloud token comes from the dashboard (prefix `olt_`). Also put your own contact email in, not ⟪example_email|you@example.com⟫ from the sample config.
"""),

("email_with_table", """Subject: Passport details - U14 ice hockey tour to ⟪place_name|Ottawa⟫ (Feb half term)

Hi Mrs ⟦PERSON|Kaur⟧,
Passport details for the airline booking below - please check them against the actual passports at Thursday's training.

| Player | DOB | Passport no. | Nationality |
|---|---|---|---|
| ⟦PERSON|Ethan Greaves⟧ | ⟦DATE_OF_BIRTH|04/05/2010⟧ | ⟦PASSPORT|$pp_gb2⟧ | British |
| ⟦PERSON|Maya Okafor⟧ | ⟦DATE_OF_BIRTH|21/09/2010⟧ | ⟦PASSPORT|$pp_ie1⟧ | Irish |
| ⟦PERSON|Lukas Brandt⟧ | ⟦DATE_OF_BIRTH|30/12/2010⟧ | ⟦PASSPORT|$pp_de1⟧ | German |
| ⟦PERSON|Aiden Cho⟧ | ⟦DATE_OF_BIRTH|15/03/2011⟧ | ⟦PASSPORT|$pp_nz1⟧ | NZ |

Tour cost is ⟪price|£1,450 per player⟫; ⟦PERSON|Aiden⟧'s parents have paid a ⟦AMOUNT|£500⟧ deposit, everyone else is paid in full.
Flight ⟪flight_number|AC 849⟫ departs LHR ⟪event_datetime|15 Feb 11:55⟫.

⟦PERSON|Craig Halloran⟧, team manager, ⟦PHONE|07707 239 118⟧
"""),

("lost_property_log", """LOST PROPERTY - ⟪venue_name|Bayside Trampoline Park⟫ - October
Date | Item | Where | Tag | Claimed by | Contact
⟪event_date|03/10⟫ | black iPhone 13, cracked | dodgeball court | ⟪property_tag|LP-1071⟫ | ⟦PERSON|Shauna Greer⟧ | ⟦PHONE|07425 118 907⟧
05/10 | car keys (VW) + house key | foam pit | ⟪property_tag|LP-1072⟫ | unclaimed | -
06/10 | child's glasses, pink | toddler zone | ⟪property_tag|LP-1073⟫ | Mr ⟦PERSON|D. Hennessy⟧ | ⟦EMAIL|dhennessy71@gmail.com⟧
09/10 | purse, ⟪org_name|Tesco⟫ clubcard + bank card ⟪masked_card|***2231⟫ | cafe | ⟪property_tag|LP-1074⟫ | unclaimed | -
09/10 | blue ⟦MEDICAL|EpiPen⟧ pouch, name label ⟦PERSON|Isla M⟧ | cafe | ⟪property_tag|LP-1075⟫ | ⟦PERSON|Isla⟧'s mum | ⟦PHONE|07390 552 841⟧
"""),

("handover_note", """Poolside handover Thu PM -> Fri AM
- chlorine ⟪chemical_reading|1.8 ppm⟫, pH ⟪chemical_reading|pH 7.4⟫ at 20:30. ⟪equipment_id|Pump B⟫ making the noise again.
- ⟦PERSON|Ruby Castellano⟧ (Fri 9am Stage 2) had a ⟦MEDICAL|seizure⟧ at home on Wed. Mum (⟦PERSON|Sara⟧) says she can swim but needs 1:1 with a teacher in arm's reach. Mum's mobile ⟦PHONE|07482 906 315⟧.
- ⟦PERSON|Ahmed⟧ in the Fri 10am adult improvers: ⟦MEDICAL|right knee replacement in August⟧, no breaststroke kick yet.
- lifeguard ⟦PERSON|Connie Wray⟧ off sick with ⟦MEDICAL|tonsillitis⟧, ⟦PERSON|Marcus⟧ covering 7-11.
- reception ⟪till_float|£200.00 float⟫ counted and bagged.
"""),

("http_request_dump", """POST /api/v2/waivers HTTP/1.1
Host: api.highpointclimbing.com
Cookie: _ga=⟪analytics_cookie|GA1.2.1938457712.1716200214⟫; sessionid=⟦SECRET|$sess1⟧
X-Forwarded-For: ⟦IP_ADDRESS|151.224.87.3⟧
User-Agent: ⟪user_agent|HighPoint/7.2.0 (iOS 17.4)⟫
Content-Type: application/json

{"participant":{"first":"⟦PERSON|Ines⟧","last":"⟦PERSON|Carvalho-Reid⟧","dob":"⟦DATE_OF_BIRTH|2009-02-17⟧"},
 "guardian":{"name":"⟦PERSON|Duarte Carvalho⟧","phone":"⟦PHONE|07700 654 219⟧","email":"⟦EMAIL|duarte.carvalho@sapo.pt⟧"},
 "medical":"⟦MEDICAL|hypermobility syndrome, wears a knee brace to climb⟧",
 "waiver_version":"⟪version|2024.03⟫","signed_at":"⟪timestamp|2024-05-20T10:37:02+01:00⟫"}
"""),

("curl_command", r"""$ curl https://connect.squareup.com/v2/payments \
  -X POST \
  -H 'Square-Version: ⟪api_version|2024-07-17⟫' \
  -H 'Authorization: Bearer ⟦APIKEY|$square1⟧' \
  -H 'Content-Type: application/json' \
  -d '{"idempotency_key":"⟪idempotency_key|$uuid4⟫","amount_money":{"amount":2400,"currency":"USD"},"note":"axe lane deposit - ⟦PERSON|Brody Kalani⟧"}'
# ⟦PERSON|Leilani⟧: that's the PROD token!!! use the sandbox one for testing pls"""),

("docker_compose", """version: "3.9"
services:
  timing-db:
    image: ⟪docker_image|postgres:15.6-alpine⟫
    environment:
      POSTGRES_USER: timing
      POSTGRES_PASSWORD: ⟦PASSWORD|Kerb&Apex2023!⟧
    ports: ["⟪port_mapping|5433:5432⟫"]
  timing-api:
    image: ⟪docker_image|ghcr.io/gridlinekarting/timing-api:1.8.2⟫
    environment:
      DATABASE_URL: postgresql://timing:${POSTGRES_PASSWORD}@timing-db:5432/laps
      MQTT_URL: mqtt://transponder:⟦SECRET|tr4nsp0nd3r-mq⟧@⟦IP_ADDRESS|172.20.0.5⟧:⟪port|1883⟫
      DISCORD_WEBHOOK: ⟦SECRET|$discord_hook1⟧
      ADMIN_EMAIL: ⟦EMAIL|sam.oduya@gridlinekarting.com⟧
"""),

("terraform_tfvars", """# terraform.tfvars - climbing-centre-infra (⟦PERSON|ahmed.siddiqui⟧ laptop copy, do not share)
aws_region          = "⟪cloud_region|eu-west-1⟫"
aws_access_key      = "⟦APIKEY|$aws_ak2⟧"
aws_secret_key      = "⟦SECRET|$aws_sk2⟧"
vpc_cidr            = "⟪cidr_block|10.60.0.0/16⟫"
bastion_allowed_ip  = "⟦IP_ADDRESS|94.173.201.58⟧/32"   # ⟦PERSON|Ahmed⟧ home broadband
booking_db_password = "⟦PASSWORD|Jug-Crimp-Sloper-9⟧"
ami_id              = "⟪ami_id|ami-0c1f3a8e2b7d94f61⟫"
instance_type       = "⟪instance_type|t3.medium⟫"
alert_email         = "⟦EMAIL|infra-alerts@boulderbarn.co.uk⟧"
"""),
]

TEXTS += [
("email", """From: ⟦PERSON|Sanne de Vries⟧ <⟦EMAIL|sanne.devries@kpnmail.nl⟧>
Subject: forms for the winter contract

Hi ⟦PERSON|Joost⟧,

Attached the signed contract for the season at ⟪venue_name|IJsbaan De Griene Stjer⟫ (contract ref ⟪contract_ref|WS-2024-117⟫). My BSN is ⟦NATIONAL_ID|$bsn1⟧ and the salary can go to ⟦IBAN|$iban_nl1⟧, account is in my name. I can start ⟪start_date|1 November⟫ on the early resurfacer shift.

Groetjes,
⟦PERSON|Sanne⟧
⟦PHONE|+31 6 2849 1170⟧
"""),

("job_application_form", """APPLICATION - Jump Coach (part time) - ⟪venue_name|AirHop Valencia⟫
Vacancy ref: ⟪vacancy_ref|AHV-JC-09⟫
Full name: ⟦PERSON|Lucía Ferrer Montoya⟧
NIE / DNI: ⟦NATIONAL_ID|$nie1⟧
Date of birth: ⟦DATE_OF_BIRTH|07/04/1998⟧
Mobile: ⟦PHONE|+34 612 48 93 07⟧
Email: ⟦EMAIL|lucia.ferrer.m@gmail.com⟧
Experience: 3 yrs gymnastics coach at ⟪org_name|Club Gimnàstic Turia⟫, first aid cert valid to 2026
Availability: weekends + Wed evenings
Expected pay: ⟪pay_band|band B⟫ as advertised
"""),

("ocr_tax_slip", """[OCR] T4 - Statement of Remuneration Paid - ⟪tax_year|2023⟫
Employer's name: ⟪org_name|Lakeshore Arena Inc.⟫   Employer account no.: ⟪employer_account_no|87341 5526 RP0001⟫
Employee: ⟦PERSON|BOUCHARD, Émilie⟧
Address: ⟦ADDRESS|48 Rue Dufferin, Sherbrooke QC J1H 4M5⟧
Social insurance number  12  ⟦NATIONAL_ID|$sin1⟧
Employment income        14  ⟦AMOUNT|$28,614.50⟧
Income tax deducted      22  ⟦AMOUNT|$3,402.11⟧
CPP contributions        16  ⟦AMOUNT|$1,489.20⟧
Province of employment   10  QC
"""),

("whatsapp_message", """[21:07] ⟦PERSON|Arjun Nair⟧: Hi ⟦PERSON|Meera⟧ ma'am, details for the sponsorship form as asked 🙏
[21:07] ⟦PERSON|Arjun Nair⟧: Passport - ⟦PASSPORT|$pp_in1⟧
[21:08] ⟦PERSON|Arjun Nair⟧: Aadhaar - ⟦NATIONAL_ID|$aadhaar1⟧
[21:08] ⟦PERSON|Arjun Nair⟧: DOB ⟦DATE_OF_BIRTH|12-08-1994⟧
[21:09] ⟦PERSON|Arjun Nair⟧: IFMGA aspirant cert no ⟪certificate_no|IMF/AG/2291⟫, I'll scan tomorrow. Also flagging I have ⟦MEDICAL|mild colour blindness⟧, hope ok for reading the route tags 😅
[21:15] ⟦PERSON|Meera Kulkarni⟧: Thanks ⟦PERSON|Arjun⟧, colour tags are also numbered so no problem. Induction is at the ⟪venue_name|Vertical Limits Pune⟫ wall on the 3rd."""),

("email", """Subject: Bank + ID details for the coaching contract

Hej ⟦PERSON|Malin⟧!

Here's what payroll asked for. Personnummer: ⟦NATIONAL_ID|$pnr1⟧. Salary account IBAN ⟦IBAN|$iban_se1⟧ (⟪org_name|Swedbank⟫). I'll be on the ice Tue/Thu for the ⟪programme_name|Learn to Skate⟫ groups and the ⟪programme_name|adult power skating⟫ block from week 45.

Can you send the invoice for my own skate sharpening separately? I owe ⟦AMOUNT|450 kr⟧ from last month.

/⟦PERSON|Johan Lindberg⟧
⟦PHONE|070-482 19 36⟧
"""),

("insurance_form", """SPORTS INSURANCE ENROLMENT - summer hockey camp ⟪camp_code|HC-TRE-24⟫, ⟪venue_name|Tampere Ice Hall⟫
Participant: ⟦PERSON|Aleksi Virtanen⟧
Personal identity code (henkilötunnus): ⟦NATIONAL_ID|$hetu1⟧
Guardian: (adult participant)
Phone: ⟦PHONE|+358 40 719 2284⟧
Previous injuries: ⟦MEDICAL|ACL reconstruction left knee 2019⟧
Premium: ⟪premium|€38 per week⟫ - refunds of overpaid premium to IBAN ⟦IBAN|$iban_fi1⟧
Policy no: ⟪policy_no|FI-SPT-0093312⟫
"""),

("sms", """Hei ⟦PERSON|Ingrid⟧, this is ⟦PERSON|Erlend⟧ from ⟪org_name|Oslo Skøyteklubb⟫. The insurance form for ⟦PERSON|Sigrid⟧'s competition licence needs her fødselsnummer, we have ⟦NATIONAL_ID|$fnr1⟧ on file - can you confirm that's right? Licence fee ⟪fee|NOK 650 licence fee⟫ is paid by the club. Reply or call ⟦PHONE|+47 922 41 807⟧."""),

("payroll_record", """KARTA PRACOWNIKA / staff record - ⟪org_name|Paintball Arena Kraków⟫
Name: ⟦PERSON|Katarzyna Wójcik⟧
PESEL: ⟦NATIONAL_ID|$pesel1⟧
DOB: ⟦DATE_OF_BIRTH|11.02.1986⟧
Role: field marshal, ⟪contract_type|umowa zlecenie⟫
Rate: ⟦AMOUNT|32 zł⟧ per hour
Bank: ⟦IBAN|$iban_pl1⟧
Notes: ⟦MEDICAL|hearing aid in left ear⟧ - use radio earpiece on the right, not the left
Record updated ⟪timestamp|2024-03-14 16:20⟫ by ⟦PERSON|T. Zieliński⟧
"""),

("registration_form", """ISCRIZIONE / REGISTRATION - adult figure skating course, ⟪venue_name|Palaghiaccio Agorà Milano⟫
Course: ⟪course_code|PAT-ADU-2⟫ (Mon & Thu 20:30)
Surname / Name: ⟦PERSON|Bianchi Giulia⟧
Born: ⟦DATE_OF_BIRTH|12/05/1994⟧ in ⟪place_name|Milano⟫
Codice fiscale: ⟦NATIONAL_ID|$cf1⟧
Mobile: ⟦PHONE|+39 347 219 0886⟧
E-mail: ⟦EMAIL|giulia.bianchi94@libero.it⟧
Medical certificate (non-agonistic) expires ⟪expiry_date|03/2025⟫
Fee: ⟪price|€280 per term⟫, paid at desk
"""),

("employer_letter", """ATTESTATION EMPLOYEUR - employer certificate (translation)
⟪org_name|Trampoline Park Paris Est SAS⟫, ⟪company_reg_no|SIRET 842 193 775 00018⟫

We certify that ⟦PERSON|Mathieu Girardot⟧, social security number ⟦NATIONAL_ID|$nir1⟧, residing at ⟦ADDRESS|12 rue des Vignoles, 75020 Paris⟧, was employed as a safety steward from ⟪start_date|15/01/2022⟫ to ⟪end_date|31/08/2024⟫.
Last monthly gross salary: ⟦AMOUNT|2 140,00 €⟧.
Final pay including holiday compensation of ⟦AMOUNT|1 318,45 €⟧ was transferred to ⟦IBAN|$iban_fr1⟧.

⟦PERSON|Claire Dumont⟧, HR
"""),

("booking_confirmation", """✅ Booking confirmed - ⟪org_name|Karting Genk Indoor⟫
Reference: ⟪booking_ref|KGI-240817-033⟫
Driver: ⟦PERSON|Pieter Claes⟧
Rijksregisternummer (required for the licence day): ⟦NATIONAL_ID|$be1⟧
Session: ⟪session_name|Licence Day 2 - Advanced⟫, 17 Aug, 09:00
Paid: ⟦AMOUNT|€145.00⟧ (deposit retained if cancelled < 48h: ⟪policy_amount|€50⟫)
Refunds go back to ⟦IBAN|$iban_be1⟧.
Questions? ⟦PHONE|+32 89 30 44 10⟧
"""),

("email", """From: ⟦PERSON|Niamh Brosnan⟧
To: payroll
Subject: P45 / new starter

Hi ⟦PERSON|Declan⟧,
Here's my stuff for the swim teacher job at ⟪venue_name|Aquaspray Swim School Tallaght⟫:
PPSN ⟦NATIONAL_ID|$ppsn1⟧
Bank: ⟦IBAN|$iban_ie2⟧
Address: ⟦ADDRESS|Apt 6, Belgard Court, Tallaght, Dublin 24, D24 X2F3⟧
My previous employer (⟪org_name|Splash Leisure Ltd⟫) is sending the P45 direct.
Thanks!
⟦PERSON|Niamh⟧ - ⟦PHONE|087 334 2190⟧
"""),

("tax_declaration_form", """TFN declaration - NEW STAFF (scanned, typed up by ⟦PERSON|Kirra⟧ at front desk)
Payer: ⟪org_name|Ramp Nation Skatepark Pty Ltd⟫  ABN ⟪abn|51 824 753 556⟫
Payee: ⟦PERSON|Lachlan O'Dea⟧
TFN: ⟦NATIONAL_ID|$tfn1⟧
DOB: ⟦DATE_OF_BIRTH|19/11/2004⟧
Home address: ⟦ADDRESS|7 Banksia Street, Burleigh Heads QLD 4220⟧
Passport (for right-to-work copy): ⟦PASSPORT|$pp_au1⟧
Claiming tax-free threshold: YES
"""),

("email", """Subject: Re: onboarding paperwork (Tokyo gym)

Hi ⟦PERSON|Hannah⟧,

Sorry for slow reply. My details:
- My Number: ⟦NATIONAL_ID|$mynum1⟧
- Passport: ⟦PASSPORT|$pp_jp1⟧
- Residence: ⟦ADDRESS|2-14-7 Kamimeguro, Meguro-ku, Tokyo 153-0051⟧
Setting shifts at ⟪venue_name|B-Pump Ogikubo⟫ start Monday. Also I am allergic to ⟦MEDICAL|latex⟧, so please no rubber gloves in the first aid kit for me 🙏

⟦PERSON|Kenta Morishita⟧
"""),

("booking_chat", """Live chat - ⟪org_name|Kartódromo Granja Viana⟫ (English desk)
Visitor: hi, booking a 2-person race for saturday, do you need my CPF?
⟦PERSON|Rafaela⟧ (agent): Hi! Yes, for the invoice (nota fiscal). Name and CPF please.
Visitor: ⟦PERSON|Thiago Albuquerque⟧, CPF ⟦NATIONAL_ID|$cpf1⟧
⟦PERSON|Rafaela⟧ (agent): Perfect. Total for 2 drivers is ⟦AMOUNT|R$ 398,00⟧, payment link sent to your WhatsApp ⟦PHONE|+55 11 98432-7710⟧. Session ⟪session_name|Rental 30 min⟫, heat ⟪heat_number|heat 7⟫.
Visitor: valeu!"""),

("price_list", """⟪venue_name|THE CHOPPING BLOCK⟫ - AXE THROWING PRICES (from 1 March)
Walk-in lane (up to 4 throwers, 1 hr) ........ ⟪price|£60 per lane⟫
Throw & Dine package ......................... ⟪price|£34.50 pp⟫
Big Axe Challenge add-on ..................... ⟪price|£5 add-on⟫
League night (8 weeks) ....................... ⟪price|£96 league fee⟫
Under-18s must be accompanied. Closed-toe shoes required. Lane 7 is our accessible lane.
Gift vouchers in any value at the bar. Group bookings 12+: ⟪discount|10% off⟫ Sun-Thu.
"""),

("safety_leaflet", """⟪venue_name|SKYZONE CENTRAL⟫ - BEFORE YOU JUMP
Please do not use the trampolines if you ⟪leaflet_medical_wording|are pregnant⟫, ⟪leaflet_medical_wording|have a heart condition⟫, ⟪leaflet_medical_wording|have had recent surgery⟫ or ⟪leaflet_medical_wording|suffer from back or neck problems⟫.
One jumper per trampoline. No somersaults outside the ⟪zone_name|Tumble Track⟫. Grip socks (⟪price|£2.50 socks⟫) must be worn at all times.
Wristband colour shows your session: ⟪wristband_code|RED = 60 min⟫, ⟪wristband_code|BLUE = 90 min⟫.
Waiver version ⟪version|SZ-W-2024.2⟫.
"""),

("lap_results", """RESULTS - ⟪event_name|Thursday Night Arrive & Drive⟫ - Heat ⟪heat_number|H14⟫
Pos  Driver           Kart  Best lap   Gap
1    ⟦PERSON|BigDaveR⟧         ⟪kart_number|#17⟫   ⟪lap_time|41.882⟫     -
2    ⟦PERSON|Sophie W⟧         ⟪kart_number|#3⟫    ⟪lap_time|42.015⟫     +0.133
3    ⟦PERSON|mo_salah_ish⟧     ⟪kart_number|#11⟫   ⟪lap_time|42.340⟫     +0.458
4    ⟦PERSON|T. Okoro⟧         ⟪kart_number|#8⟫    ⟪lap_time|43.106⟫     +1.224
Track record: ⟪lap_time|40.117⟫ (⟪record_date|Aug 2023⟫)
Next heat 20:40 - drivers to the briefing room."""),

("discord_chat", """#⟪discord_channel|general⟫ - ⟪org_name|Neon Havoc Laser Tag⟫ Clan Server
⟦PERSON|Vyper⟧ — Today at 18:02
who's in for sat league? we need 6
⟦PERSON|kaelen_plays⟧ — Today at 18:04
me + my bro. can someone dm ⟦PERSON|Rosa⟧ her number is ⟦PHONE|07468 201 995⟧ she never checks discord
⟦PERSON|Vyper⟧ — Today at 18:05
lol don't post numbers here dude. also ⟦PERSON|kaelen_plays⟧ u still owe me ⟦AMOUNT|a tenner⟧ for the last entry fee
⟦PERSON|ghostpepper⟧ — Today at 18:09
league entry is ⟪price|£8 a head⟫ this season btw, arena code ⟪promo_code|NEONLEAGUE24⟫ gets 20% off"""),

("reddit_post", """r/⟪subreddit|rollerskating⟫ · Posted by u/⟦PERSON|quadsquad_mel⟧

Rink charged me twice and now ignoring me?

Went to ⟪venue_name|Roll Arena Leicester⟫ for the 80s night last Friday, paid ⟦AMOUNT|£14⟧ entry + skate hire on my debit card and it went out twice. Emailed ⟦EMAIL|hello@rollarena.co.uk⟧ on Monday, nothing. Their Facebook page says the card machine had "issues" lol. Anyone had this and got the money back? Total I'm down ⟦AMOUNT|£28⟧ for one night which for a student is not nothing 😭

Edit: ⟦PERSON|Mel⟧ here again, they refunded! Manager ⟦PERSON|Craig⟧ rang me, was really nice.
"""),
]

TEXTS += [
("call_transcript", """[Transcribed call - ⟪venue_name|Bounce Bros Peterborough⟫ party line]
STAFF: Party bookings, ⟦PERSON|Leah⟧ speaking.
CUSTOMER: Hiya, I want to book the ⟪package_name|Mega Party⟫ for my daughter ⟦PERSON|Poppy⟧'s seventh, Sunday the 14th.
STAFF: Lovely. Our deposit is ⟪fee|£50 for all party packages⟫, comes off the total. Card number when you're ready?
CUSTOMER: ⟦CARD|$card_v1⟧, expiry twelve twenty-six, security code ⟦CVV|207⟧.
STAFF: And the billing address?
CUSTOMER: ⟦ADDRESS|22 Thistle Drive, Hampton Vale, Peterborough PE7 8LS⟧.
STAFF: That's ⟦AMOUNT|fifty pounds⟧ taken. Any allergies in the group?
CUSTOMER: ⟦PERSON|Poppy⟧ has a ⟦MEDICAL|severe sesame allergy⟧, so no burger buns please.
"""),

("email", """Subject: Your refund from ⟪org_name|Frozen Planet Ice Rink⟫ - ⟪refund_ref|RF-20931⟫

Dear ⟦PERSON|Olusegun⟧,

We're sorry the Saturday ⟪session_name|Disco on Ice⟫ session was cancelled because of the ice plant fault. We have refunded ⟦AMOUNT|£37.80⟧ to the card ending ⟪masked_card|XXXX-XXXX-XXXX-5512⟫. Please allow 3-5 working days.

As a goodwill gesture we've also added ⟦AMOUNT|£10.00⟧ credit to your account (⟪member_no|FP-004417⟫).

Kind regards,
⟦PERSON|Abigail Nwosu⟧
Guest Services | ⟦PHONE|01482 325 900⟧
"""),

("onboarding_form", """EMPLOYEE ONBOARDING - ⟪org_name|Speedway Karts Orlando LLC⟫
Section 1 (completed by employee)
Last name: ⟦PERSON|Delgado⟧     First name: ⟦PERSON|Marisol⟧
Address: ⟦ADDRESS|5120 Conroy Rd Apt 1214, Orlando, FL 32811⟧
Date of birth: ⟦DATE_OF_BIRTH|03/22/2002⟧
U.S. Social Security Number: ⟦SSN|589-44-2107⟧
Email: ⟦EMAIL|marisol.delgado02@gmail.com⟧      Phone: ⟦PHONE|(407) 829-5561⟧
List A document: U.S. Passport, number ⟦PASSPORT|$pp_us1⟧, expires ⟪expiry_date|2031-06-18⟫
Position: track marshal, pay grade ⟪pay_grade|M2⟫ per handbook
"""),

("consent_form", """CONSENT TO BACKGROUND CHECK - ⟪org_name|Blue Lagoon Swim School⟫, Austin TX
Applicant: ⟦PERSON|Caleb J. Whitaker⟧
Other names used: ⟦PERSON|Caleb Jones⟧ (until 2016)
SSN: ⟦SSN|455-71-0938⟧        DOB: ⟦DATE_OF_BIRTH|August 2, 1995⟧
Current address: ⟦ADDRESS|2307 Riverside Dr #4B, Austin, TX 78741⟧
Position: swim instructor (⟪job_code|SI-PT-03⟫)
Screening vendor: ⟪org_name|Checkr⟫, package ⟪package_name|Pro Criminal⟫
Signature: /s/ ⟦PERSON|Caleb Whitaker⟧     Date: ⟪signature_date|06/03/2024⟫
"""),

("email", """Subject: claim for ⟦PERSON|Brody⟧'s concussion - policy ⟪policy_no|AHL-4471902⟫

Hello,
I'm sending the bills for my son ⟦PERSON|Brody Kowalski⟧ (DOB ⟦DATE_OF_BIRTH|2011-01-09⟧), who got a ⟦MEDICAL|grade 2 concussion⟧ at the ⟪event_name|Metro Youth Hockey Showcase⟫ at ⟪venue_name|Centennial Ice Arena⟫. The ER visit was ⟦AMOUNT|$1,240⟧ and the CT scan ⟦AMOUNT|$880⟧. Policyholder is me, ⟦PERSON|Greg Kowalski⟧, SSN ⟦SSN|318-52-6674⟧.
Best number is ⟦PHONE|(847) 392-0193⟧.
Greg
"""),

("bank_transfer_confirmation", """Transfer confirmation (screenshot)
Ordering party: ⟦PERSON|Jonas Hartmann⟧
Your IBAN: ⟦IBAN|$iban_de1⟧
Payee: ⟪org_name|Kletterhalle Blocwerk GmbH⟫
Payee IBAN: ⟪org_iban|$org_iban2⟫
Amount: ⟦AMOUNT|EUR 240.00⟧
Reference: ⟪payment_reference|Gruppenbuchung GB-2291 Geburtstag⟫
Executed: ⟪event_date|05.03.2024⟫   Transaction no. ⟪transaction_id|TX0093318720⟫
"""),

("voicemail_transcript", """Voicemail · received 16:42 · from ⟦PHONE|07519 602 118⟧ · 38 sec
"Hi, it's ⟦PERSON|Gemma Rowe⟧, ⟦PERSON|Oscar⟧'s mum from the Tuesday ⟪class_name|Minnows⟫ class. Just to say ⟦PERSON|Oscar⟧ won't be in tomorrow, he's come down with ⟦MEDICAL|chickenpox⟧, so, yeah. Could someone ring me about a make-up lesson? My number's ⟦PHONE|oh seven five one nine, six oh two, one one eight⟧. Thanks, bye." """),

("teams_chat", """⟦PERSON|Nikhil Rao⟧  14:02
hey can you reset my EPOS login, locked out again 🙃
⟦PERSON|Sara Holmqvist⟧  14:05
done. temp password is ⟦PASSWORD|Skate!Temp0925⟧, change it on first login. username still ⟦PERSON|nrao⟧
⟦PERSON|Nikhil Rao⟧  14:06
ty! is the manager override PIN for refunds still ⟦PASSWORD|8842⟧?
⟦PERSON|Sara Holmqvist⟧  14:07
yes but don't ask in chat 😬 also ⟪terminal_id|TILL-03⟫ is throwing ⟪error_code|E-1107⟫ again, ticket raised"""),

("jira_ticket", """[⟪jira_key|OPS-1184⟫] Waiver kiosk crashes when email contains "+"
Reporter: ⟦PERSON|Fiona Gallagher⟧   Assignee: ⟦PERSON|Dimitri Papadakis⟧   Priority: P2   Fix version: ⟪version|kiosk 5.0.3⟫

Steps: on kiosk ⟪device_id|KSK-02⟫ enter ⟦EMAIL|tom+climb@brightwave.io⟧, tap Continue -> white screen.

2024-08-11T10:22:31Z kiosk=KSK-02 ip=⟦IP_ADDRESS|10.12.0.52⟧ ERROR ValidationError: invalid email '⟦EMAIL|tom+climb@brightwave.io⟧' at build ⟪commit_sha|$sha3⟫

The customer (⟦PERSON|Tom Ashworth⟧) signed a paper waiver in the end.
"""),

("git_diff", """diff --git a/src/notify.js b/src/notify.js
index ⟪git_short_sha|3f9c2e1⟫..⟪git_short_sha|8ab04d7⟫ 100644
--- a/src/notify.js
+++ b/src/notify.js
@@ -1,9 +1,9 @@
 const sgMail = require('@sendgrid/mail');
-sgMail.setApiKey('⟦APIKEY|$sendgrid2⟧');
+sgMail.setApiKey(process.env.SENDGRID_API_KEY);
 const mailchimp = require('@mailchimp/mailchimp_marketing');
-mailchimp.setConfig({ apiKey: '⟦APIKEY|$mailchimp1⟧', server: 'us21' });
+mailchimp.setConfig({ apiKey: process.env.MAILCHIMP_KEY, server: 'us21' });
 // TODO(⟦PERSON|cwozniak⟧): move the swim-school list id to config
 const LIST_ID = '⟪list_id|a4f9e21c07⟫';
-const FROM = '⟦EMAIL|coralie.wozniak@splashstation.com⟧';
+const FROM = '⟦EMAIL|no-reply@splashstation.com⟧';
"""),

("cron_email", """From: root@⟪hostname|rinkdb01⟫ (Cron Daemon)
To: ⟦EMAIL|it@glacierpointarena.co.uk⟧
Subject: Cron <root@rinkdb01> /opt/scripts/nightly_backup.sh

+ pg_dump postgresql://backup_user:⟦SECRET|Blu3L1ne-Icing!⟧@⟦IP_ADDRESS|10.20.1.5⟧:5432/rinkpos -Fc -f /backups/rinkpos-⟪date_stamp|20240915⟫.dump
+ rsync -az /backups/ ⟦PERSON|dkeane⟧@⟦IP_ADDRESS|10.20.1.40⟧:/mnt/nas/rink/
+ echo 'backup ok'
backup ok
"""),

("postman_environment", """{
  "id": "⟪uuid|$uuid5⟫",
  "name": "ClimbHQ prod",
  "values": [
    {"key": "base_url", "value": "https://api.climbhq.io/v3", "enabled": true},
    {"key": "hf_token", "value": "⟦APIKEY|$hf1⟧", "enabled": true},
    {"key": "anthropic_key", "value": "⟦APIKEY|$anthropic1⟧", "enabled": true},
    {"key": "test_member_email", "value": "⟦EMAIL|t.nakamura.climbs@gmail.com⟧", "enabled": true},
    {"key": "gym_id", "value": "⟪gym_id|gym_4417⟫", "enabled": true}
  ],
  "_postman_exported_at": "⟪timestamp|2024-07-02T09:41:17.552Z⟫",
  "_postman_exported_using": "⟪user_agent|Postman/11.2.14⟫"
}"""),

("spreadsheet_paste", """Hen do - ⟪venue_name|Axe & Grind Leeds⟫ - ⟪event_date|Sat 9 Nov⟫ (⟪price|£42 per head⟫)
Name	Deposit paid	Still owed	How
⟦PERSON|Chloe Barnard⟧	⟦AMOUNT|£25.00⟧	⟦AMOUNT|£17.00⟧	bank
⟦PERSON|Priya Desai⟧	⟦AMOUNT|£42.00⟧	⟦AMOUNT|£0.00⟧	card
⟦PERSON|Sam Lockhart⟧	⟦AMOUNT|£0.00⟧	⟦AMOUNT|£42.00⟧	-
⟦PERSON|Jade O'Connell⟧	⟦AMOUNT|£20.00⟧	⟦AMOUNT|£22.00⟧	paypal
"""),

("party_booking_form", """🎂 PARTY BOOKING - ⟪venue_name|Laserzone Milton Keynes⟫
Booking no: ⟪booking_ref|LZ-PTY-7719⟫
Birthday child: ⟦PERSON|Reuben Adeyinka⟧   turning 9 on ⟦DATE_OF_BIRTH|18 May 2015⟧
Parent/guardian: ⟦PERSON|Funmi Adeyinka⟧   mobile ⟦PHONE|07849 301 662⟧
Guests: 12    Package: ⟪package_name|Ultimate Laser Party⟫
Food allergies: ⟦MEDICAL|Reuben - tree nut allergy (carries EpiPen)⟧
Deposit paid: ⟦AMOUNT|£60.00⟧ on card ⟪masked_card|**** **** **** 3390⟫
Arrival 13:45 for ⟪session_time|14:00 game⟫
"""),

("medical_consent_form", """YOUTH SQUAD - MEDICAL INFORMATION & CONSENT
⟪org_name|Boulder Barn Youth Squad⟫, season ⟪season|2024/25⟫
Climber: ⟦PERSON|Isabelle Fenwick-Ross⟧        DOB: ⟦DATE_OF_BIRTH|29.07.2011⟧
Medical conditions: ⟦MEDICAL|ADHD⟧
Medication: ⟦MEDICAL|methylphenidate 18mg each morning⟧ (taken at home)
Allergies: ⟦MEDICAL|penicillin⟧
GP surgery: ⟪org_name|Westgate Medical Practice⟫, ⟦PHONE|0191 273 4400⟧
I consent to first aid and emergency treatment.   Signed: ⟦PERSON|Alistair Fenwick-Ross⟧ (parent)
"""),
]

TEXTS += [
("solicitor_letter", """⟪org_name|Harcourt Lane Solicitors LLP⟫
Our ref: ⟪case_ref|HL/PI/24/0912⟫

FAO Claims, ⟪org_name|Jump Nation (Swindon) Ltd⟫, ⟪org_address|Unit 3, Kembrey Park, Swindon SN2 8UY⟫

Dear Sirs,

Our client: Mr ⟦PERSON|Jake Pemberton⟧ of ⟦ADDRESS|16 Ferndale Road, Swindon SN2 1EX⟧, date of birth ⟦DATE_OF_BIRTH|11 October 1990⟧.
Accident date: ⟪event_date|27 April 2024⟫

We are instructed that our client was on the ⟪zone_name|Wipeout Zone⟫ when the sweeper arm restarted without warning, causing a ⟦MEDICAL|fracture of the right tibia⟧ which required ⟦MEDICAL|open reduction and internal fixation⟧. His losses to date include ⟦AMOUNT|£3,850⟧ in lost earnings. Please pass this letter to your insurers.

Yours faithfully,
⟦PERSON|Rebecca Hume⟧, Associate
"""),

("coach_notes", """Coach notes - ⟦PERSON|Anya Petrova-Lang⟧ (senior ladies) - ⟪week_label|wk 37⟫
- 3Lo landing 4/10 in practice, better on the harness.
- ⟦MEDICAL|stress reaction in the left fifth metatarsal⟧ confirmed on MRI Tue. Physio (⟦PERSON|Owen⟧) says no jumps for 3 wks, spins + stroking ok.
- on ⟦MEDICAL|iron supplements for low ferritin⟧ since July, bloods again ⟪event_date|14 Oct⟫.
- mum asked re comp costs: ⟪event_name|British Championships⟫ is ⟪fee|£145 entry fee⟫, she's prepaid ⟦AMOUNT|£300⟧ into the club account for the season.
- FS music: ⟪music_track|"Experience" - Einaudi⟫
"""),

("email", """Subject: Direct debit for ⟦PERSON|Ellis⟧ and ⟦PERSON|Freya⟧'s swimming

Hi ⟦PERSON|Tanya⟧,

Please set up the monthly DD for both kids from my account, ⟦PERSON|Robert Ainsworth⟧, IBAN ⟦IBAN|$iban_gb4⟧. I think the sibling rate is ⟪price|£58 a month for two⟫? I also still owe ⟦AMOUNT|£29⟧ for September, just add it to the first collection.

Thanks,
⟦PERSON|Rob⟧
⟦PHONE|07722 915 603⟧
"""),

("whatsapp_chat", """⟦PERSON|Shona⟧: you opening tmrw?
⟦PERSON|Callum R⟧: ye 6am, whats the side door code again
⟦PERSON|Shona⟧: the code is ⟦PASSWORD|4 7 1 9⟧ then hash. alarm panel is ⟦PASSWORD|0 3 3 8⟧
⟦PERSON|Shona⟧: office safe is ⟦PASSWORD|19-42-07⟧ but only take the ⟪till_float|£100 opening float⟫
⟦PERSON|Callum R⟧: 👍 has ⟦PERSON|Hamid⟧ got the resurfacer keys?
⟦PERSON|Shona⟧: yep hes in at 5:30 for the first resurface, ⟪venue_name|Ice Sheffield⟫ hockey at 7"""),

("invitation_letter", """To whom it may concern,

This letter confirms that ⟪org_name|The Climbing Depot Ltd⟫ invites Ms ⟦PERSON|Kendra Lyles⟧, born ⟦DATE_OF_BIRTH|5 March 1987⟧, holder of US passport ⟦PASSPORT|$pp_us2⟧, residing at ⟦ADDRESS|1840 Pearl St, Boulder, CO 80302⟧, to deliver a route-setting clinic at our centre from ⟪event_date|10-14 February 2025⟫.

Her fee of ⟦AMOUNT|$2,500⟧ plus travel and accommodation will be paid by us. Ms ⟦PERSON|Lyles⟧ will not receive any other payment in the UK.

⟦PERSON|Hugh Aldridge⟧, Head Setter
⟦EMAIL|hugh@climbingdepot.co.uk⟧
"""),

("newsletter", """⟪org_name|Edgbaston Ice Skating Club⟫ - Autumn newsletter

What a season! The club raised ⟪org_total|£12,480⟫ at the ⟪event_name|Skate-a-thon⟫ and membership is up to ⟪statistic|412 members⟫. The ⟪event_name|Winter Showcase⟫ is on ⟪event_date|Sunday 15 December⟫ at ⟪venue_name|Planet Ice Birmingham⟫, tickets ⟪price|£8 adults / £5 children⟫. Our new booking app (⟪version|v2.3⟫) launches in November, and committee meetings move to the first Tuesday of the month. See you on the ice!
"""),

("pos_receipt", """⟪org_name|ROCKSOLID CLIMBING CENTRE⟫
⟪org_address|14 Mill Lane, Bristol BS3 4RT⟫
VAT No ⟪vat_number|GB 913 4472 81⟫
------------------------------
Day pass (adult)        ⟪price|£13.50⟫
Shoe hire               ⟪price|£4.00⟫
Chalk ball              ⟪price|£3.50⟫
TOTAL                   ⟪line_total|£21.00⟫
VISA CONTACTLESS  ⟪masked_card|************4821⟫
AUTH ⟪auth_code|083716⟫   TID ⟪terminal_id|29441873⟫
⟪timestamp|23/06/2024 14:11⟫   Receipt ⟪receipt_no|#000418⟫
Thank you for climbing with us!
"""),

("crash_report_json", """{"event_id":"⟪event_id|8c1f6e0b4a9d4f3b9e2d7a1c5b3f0e92⟫","level":"error","platform":"javascript",
 "release":"⟪version|skatepark-app@3.4.0⟫","environment":"production",
 "user":{"id":"⟪user_id|u_77120⟫","email":"⟦EMAIL|jaylen.brooks03@gmail.com⟧","ip_address":"⟦IP_ADDRESS|73.189.44.210⟧","username":"⟦PERSON|jaylenb_skates⟧"},
 "exception":{"values":[{"type":"TypeError","value":"Cannot read properties of undefined (reading 'waiverId')"}]},
 "request":{"url":"https://book.rampworldusa.com/checkout","headers":{"Cookie":"connect.sid=⟦SECRET|$sess2⟧"}},
 "timestamp":⟪unix_timestamp|1718822901.331⟫}"""),

("ansible_inventory", """# inventory/prod.ini - trampoline park venues
[pos_servers]
bristol-pos ansible_host=⟦IP_ADDRESS|10.101.4.10⟧
cardiff-pos ansible_host=⟦IP_ADDRESS|10.102.4.10⟧

[cctv_nvr]
bristol-nvr ansible_host=⟦IP_ADDRESS|10.101.9.2⟧ ansible_port=⟪port|2222⟫

[all:vars]
ansible_user=⟦PERSON|gthorley⟧
ansible_become_password=⟦PASSWORD|Somersault#Pit42⟧
ntp_server=⟪ntp_server|pool.ntp.org⟫
# from the docs, not ours: ⟪doc_ip|198.51.100.23⟫
"""),

("mailing_list_csv", """Email Address,First Name,Last Name,Phone Number,MEMBER_RATING,OPTIN_TIME,TAGS
⟦EMAIL|beth.mccready@hotmail.co.uk⟧,⟦PERSON|Beth⟧,⟦PERSON|McCready⟧,⟦PHONE|07903 218 554⟧,⟪member_rating|4⟫,⟪timestamp|2023-11-02 19:44:10⟫,"roller-disco,adult"
⟦EMAIL|kwabena.o@gmail.com⟧,⟦PERSON|Kwabena⟧,⟦PERSON|Owusu⟧,,2,2024-01-15 08:02:51,"junior-derby"
⟦EMAIL|sk8mumof3@yahoo.com⟧,⟦PERSON|Lorraine⟧,⟦PERSON|Tate⟧,⟦PHONE|07711 480 236⟧,5,2024-02-28 12:30:07,"family,birthday-party"
"""),

("postmortem", """# Postmortem: booking-alert webhook leaked (⟪incident_no|INC-2024-031⟫)

**Summary.** On ⟪event_date|2 Aug⟫ our Slack incoming webhook ⟦SECRET|$slack_hook2⟧ was committed to the public rink-scripts repo. Between 14:10 and 16:55 UTC it received ~2,300 spam posts, mostly from ⟦IP_ADDRESS|185.220.101.47⟧ and ⟦IP_ADDRESS|2001:67c:2e8:22::c100:68b⟧.
**Detection.** ⟦PERSON|Ifeoma Chukwu⟧ spotted the spam in the bookings channel.
**Resolution.** Webhook revoked by ⟦PERSON|Pete Granger⟧ at 16:55; secret scanning turned on. Offending commit ⟪commit_sha|$sha4⟫.
**Note.** The address in the runbook example (⟪doc_ip|192.0.2.10⟫) is a placeholder and unrelated.
"""),

("payment_app_feed", """Venmo feed - bachelor party weekend 🎉
@⟦PERSON|Trent-Mahoney⟧ paid @⟦PERSON|JakeRiv22⟧ ⟦AMOUNT|$62.50⟧ · "paintball + glow ammo 🔫"
@⟦PERSON|Dre-Whitfield⟧ paid @⟦PERSON|JakeRiv22⟧ ⟦AMOUNT|$62.50⟧ · "paintball"
@⟦PERSON|JakeRiv22⟧ charged @⟦PERSON|Sully_OC⟧ ⟦AMOUNT|$125.00⟧ · "u + ur brother, pay up lol"
(field rental at ⟪venue_name|Glowzone Paintball Tustin⟫ was ⟪price|$450 flat⟫ + ⟪price|$35 per player⟫)"""),

("card_authorization_form", """CREDIT CARD AUTHORIZATION FORM - corporate event
⟪org_name|Hatchet House Denver⟫ | Event ID ⟪event_id|EVT-24-3318⟫
Cardholder name: ⟦PERSON|Whitney A. Castellano⟧
Company: ⟪org_name|Brightline Logistics Inc.⟫
Card type: AMEX
Card number: ⟦CARD|$card_a1⟧
Expiration: 08/27     CID (4 digits on front): ⟦CVV|4417⟧
Billing address: ⟦ADDRESS|1675 Larimer St Unit 902, Denver, CO 80202⟧
Phone: ⟦PHONE|(303) 814-2276⟧    Email: ⟦EMAIL|wcastellano@brightlinelogistics.com⟧
I authorize a deposit of ⟦AMOUNT|$750.00⟧ now and the final balance after the event.
Signature: ⟦PERSON|W. Castellano⟧
"""),

("email", """Subject: URGENT - stolen card used for party bookings
To: ⟦EMAIL|disputes@northstar-acquiring.com⟧

Hi team, merchant ID ⟪merchant_id|MID 4410029371⟫.
Two online party bookings on ⟪event_date|19 Oct⟫ were paid with card ⟦CARD|$card_d1⟧ under the name ⟦PERSON|Terrence Vail⟧. The real cardholder, Mrs ⟦PERSON|Dolores Vail⟧, phoned to say the card was stolen. Total ⟦AMOUNT|$389.98⟧, booking refs ⟪booking_ref|SKY-50211⟫ and ⟪booking_ref|SKY-50212⟫. Booker IP was ⟦IP_ADDRESS|45.134.22.91⟧.

⟦PERSON|Marcus Lee⟧, Finance, ⟪org_name|SkyZone Tulsa⟫
⟦PHONE|(918) 604-3310⟧
"""),

("email", """Subject: freeze my membership please - ⟪member_no|CW-118273⟫

Hi,
I'd like to freeze my membership from 1 Dec for 4 months. I'm ⟦MEDICAL|pregnant, due in March⟧ and the midwife says no bouldering. Name is ⟦PERSON|Harriet Lowe-Jennings⟧, DOB ⟦DATE_OF_BIRTH|02/06/1992⟧. Your site says ⟪fee|£5/month freeze fee⟫, fine, take it from the usual DD. I think I'm also owed ⟦AMOUNT|£12⟧ for the cancelled yoga class?
⟦PERSON|Harriet⟧
"""),
]
