# English texts for blind48. Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name from values.VALUES.
TEXTS = [
("whatsapp_group", """[⟪chat_timestamp|07:42⟫] ⟦PERSON|Fiona Gallagher⟧: morning all, race committee says first gun is 11:00 not 10:30. check the NOR ⟪version|v3.2⟫
[07:44] ⟦PERSON|Dev Patel⟧: ok. whos bringing the spinnaker? ⟦PERSON|Tomasz⟧ has the shed key
[07:45] ⟦PERSON|Tomasz Wróbel⟧: yep. shed padlock is still ⟦PASSWORD|2-8-0-6⟧ btw, pls dont change it again 😅
[07:51] ⟦PERSON|Fiona Gallagher⟧: ⟦PERSON|Dev⟧ can u transfer your share of the berth, ⟦AMOUNT|£185⟧, to the club acct before sat
[07:52] ⟦PERSON|Dev Patel⟧: done, sent ⟦AMOUNT|£185⟧ from monzo just now
[08:03] ⟦PERSON|Fiona Gallagher⟧: ta. also ⟦PERSON|Ruth⟧'s knee is playing up again (⟦MEDICAL|torn meniscus⟧, physio says no hiking out for 6 wks) so we need a 4th for ⟪boat_name|Wild Goose⟫
[08:05] ⟦PERSON|Tomasz Wróbel⟧: my cousin ⟦PERSON|Kasia⟧ can crew, her number ⟦PHONE|07700 912 448⟧"""),

("email_refund_request", """Subject: Refund for ⟪event_name|Harbour City Marathon⟫ entry #⟪order_id|HCM24-55831⟫

Hi,

I had to withdraw from the marathon after my GP diagnosed a ⟦MEDICAL|stress fracture in my left tibia⟧ (note attached). Could you refund the ⟦AMOUNT|$145⟧ entry fee to my card ending ⟪masked_card|4471⟫? My bib was ⟪bib_number|2208⟫.

Thanks so much,
⟦PERSON|Danielle Okafor⟧
Mob: ⟦PHONE|+1 (415) 838-2071⟧
⟦EMAIL|danielle.okafor82@gmail.com⟧"""),

("timing_api_log", """⟪log_timestamp|2024-09-14T06:58:03.112Z⟫ INFO  timing-api ⟪version|v2.8.1⟫ listening on ⟪bind_address|0.0.0.0⟫:⟪port|8443⟫
2024-09-14T07:01:17.540Z INFO  mat=START-A reader=⟦IP_ADDRESS|10.40.3.21⟧ chip=⟪transponder_id|E2801160600002081F4C⟫ bib=⟪bib_number|1187⟫ t=07:01:17.540
2024-09-14T07:01:17.902Z WARN  reader ⟦IP_ADDRESS|10.40.3.22⟧ rssi low (-71dBm), retry 1/3
2024-09-14T07:02:44.010Z INFO  POST /api/v1/athletes/⟪bib_number|1187⟫/splits 201 from ⟦IP_ADDRESS|100.72.14.9⟧ (ua=RaceTimer/5.1)
2024-09-14T07:03:09.377Z ERROR auth failed for user ⟦PERSON|mkovacs⟧ from ⟦IP_ADDRESS|185.220.14.77⟧: bad token
2024-09-14T07:03:12.004Z INFO  upstream results-db at ⟦IP_ADDRESS|172.19.0.4⟧:⟪port|5432⟫ ok"""),

("membership_web_form", """New membership application — ⟪org_name|Oakridge Golf & Country Club⟫
Full name: ⟦PERSON|Margaret "Peggy" Whitfield⟧
Date of birth: ⟦DATE_OF_BIRTH|03/22/1961⟧
Address: ⟦ADDRESS|1840 Briar Lane, Lexington, KY 40502⟧
Phone: ⟦PHONE|(859) 277-4416⟧
Email: ⟦EMAIL|pwhitfield61@outlook.com⟧
Handicap index: ⟪handicap_index|18.4⟫
Membership tier: Senior Social (⟪price|$2,400/yr⟫)
Medical notes (optional): ⟦MEDICAL|left hip replacement⟧ 2019; takes ⟦MEDICAL|warfarin⟧ — pls keep on file for first aid
Payment: Visa ⟪masked_card|•••• 8812⟫, first quarter dues ⟦AMOUNT|$600⟧ charged 2024-03-02
Ref: ⟪application_id|APP-2024-0317⟫"""),

("slack_channel", """#website-dev
⟦PERSON|ollie.brandt⟧: pushed the court booking fix to main (⟪commit_sha|a3f9c21⟫). stripe live key lives in the env now, NOT in the repo pls 🙏
⟦PERSON|ollie.brandt⟧: for the record the old ⟪truncated_key|sk_live_...⟫ was revoked yesterday
⟦PERSON|priya.n⟧: cool. I still see STRIPE_SECRET_KEY=⟦APIKEY|$stripe1⟧ in ⟪file_path|staging/.env.bak⟫ on the box at ⟦IP_ADDRESS|10.12.0.18⟧ — deleting it now
⟦PERSON|priya.n⟧: publishable key ⟪publishable_key|$pk_live1⟫ is fine to leave in the frontend bundle
⟦PERSON|ollie.brandt⟧: 👍 also the court 4 floodlight timer is on ⟦IP_ADDRESS|192.168.50.23⟧, admin pin ⟦PASSWORD|4490⟧"""),

("incident_report", """INCIDENT REPORT – ⟪org_name|Alpenrose Ski School⟫, ⟪place_name|Lech⟫
Date/time: 11 Feb 2025, 14:20      Report no. ⟪report_id|IR-25-0042⟫
Instructor: ⟦PERSON|Jonas Leitner⟧ (Level 3)
Pupil: ⟦PERSON|Noah Fairbairn⟧, age 9, DOB ⟦DATE_OF_BIRTH|30 June 2015⟧, staying at ⟪hotel_name|Hotel Post⟫
Parent contact: ⟦PERSON|Claire Fairbairn⟧ ⟦PHONE|+44 7911 458 302⟧
What happened: ⟦PERSON|Noah⟧ caught an edge on the ⟪piste_name|Schlegelkopf⟫ blue run and fell onto his right wrist. Suspected ⟦MEDICAL|distal radius fracture⟧; splinted on slope and taken to Dr. ⟦PERSON|Huber⟧'s practice by ski patrol. X-ray confirmed a ⟦MEDICAL|buckle fracture⟧. He is ⟦MEDICAL|asthmatic⟧ (uses ⟦MEDICAL|Ventolin⟧) — inhaler was in his jacket.
Refund for the remaining 3 lessons: ⟦AMOUNT|€285⟧ to be credited to the parent's card."""),

("sql_dump", """-- swim_school.enrolments backup ⟪backup_date|2024-05-02⟫
INSERT INTO pupils (id, first_name, last_name, dob, guardian_phone, medical_notes, term_fee_paid) VALUES
 (⟪row_id|3101⟫, '⟦PERSON|Amara⟧', '⟦PERSON|Osei⟧', '⟦DATE_OF_BIRTH|2016-04-11⟧', '⟦PHONE|+44 20 8741 3350⟧', '⟦MEDICAL|epilepsy - carries buccal midazolam⟧', '⟦AMOUNT|GBP 96.00⟧'),
 (⟪row_id|3102⟫, '⟦PERSON|Leo⟧', '⟦PERSON|Marchetti⟧', '⟦DATE_OF_BIRTH|2017-09-02⟧', '⟦PHONE|07823 554019⟧', NULL, '⟦AMOUNT|GBP 96.00⟧'),
 (⟪row_id|3103⟫, '⟦PERSON|Sophie⟧', '⟦PERSON|Lindqvist⟧', '⟦DATE_OF_BIRTH|2015-12-19⟧', '⟦PHONE|07398 220 671⟧', '⟦MEDICAL|grommets in both ears⟧ - no diving', '⟦AMOUNT|GBP 48.00⟧');"""),

("dotenv_config", """# .env — ⟪team_name|Nightjar Esports⟫ discord bot (prod)
NODE_ENV=production
PORT=⟪port|3000⟫
DISCORD_TOKEN=⟦APIKEY|$discordbot1⟧
DISCORD_CLIENT_ID=⟪client_id|1187452200913381416⟫
ALERT_WEBHOOK=⟦SECRET|$discordhook1⟧
RIOT_REGION=⟪region_code|euw1⟫
DATABASE_URL=postgres://nightjar_bot:⟦SECRET|V3ry-l0ng-Pass!⟧@⟦IP_ADDRESS|10.8.0.5⟧:5432/roster
OPENAI_API_KEY=⟦APIKEY|$openai1⟧
ADMIN_USERS=⟦PERSON|kestrelvoss⟧,⟦PERSON|lumi_ko⟧"""),

("email_season_ticket", """From: Ticket Office <⟦EMAIL|tickets@ashgrovefc.co.uk⟧>
To: ⟦PERSON|Gareth Pryce⟧ <⟦EMAIL|g.pryce@btinternet.com⟧>
Subject: Your ⟪season_label|2025/26⟫ season ticket renewal – ⟪seat_number|Block N4, Row 12, Seat 118⟫

Dear Mr ⟦PERSON|Pryce⟧,

Thank you for renewing. We have taken ⟦AMOUNT|£489.00⟧ from the account ending ⟪masked_account|***71⟫; your direct debit reference is ⟪dd_reference|AFC-DD-204417⟫. Your concession (disabled supporter, ⟦MEDICAL|wheelchair user⟧) has been carried over, and your companion ⟦PERSON|Lewis Pryce⟧ will keep seat 119.

Any questions, call us on ⟦PHONE|0161 832 4410⟧ or reply to this email.

⟪org_name|Ashgrove FC⟫ Ticket Office
Registered in England No. ⟪company_reg_no|01122334⟫"""),

("dojo_waiver_form", """⟪org_name|KAIZEN JU-JITSU ACADEMY⟫ — Participant waiver & medical declaration
Student: ⟦PERSON|Rahul Menon⟧        DOB: ⟦DATE_OF_BIRTH|14-08-2009⟧
Parent/guardian: ⟦PERSON|Lakshmi Menon⟧   Tel: ⟦PHONE|+91 98450 71236⟧
Address: ⟦ADDRESS|Flat 4B, Prestige Palms, 12th Cross, Indiranagar, Bengaluru 560038⟧
Conditions: ⟦MEDICAL|Type 1 diabetes⟧ (⟦MEDICAL|insulin pump⟧), ⟦MEDICAL|mild asthma⟧
Emergency contact: ⟦PERSON|Arjun Menon⟧ (uncle) ⟦PHONE|080 4112 9087⟧
Aadhaar (for state competition registration): ⟦NATIONAL_ID|$nid_in1⟧
Belt: ⟪belt_grade|Orange (4th kyu)⟫   Membership #⟪membership_no|KJA-0778⟫
Paid this month: ⟦AMOUNT|₹2,500⟧ (Aug, UPI)"""),

("csv_expense_claims", """ref_id,name,email,match_id,fixture,mileage_km,claim_amount,iban
⟪referee_id|R-2231⟫,⟦PERSON|Stephen Achterberg⟧,⟦EMAIL|s.achterberg@kpnmail.nl⟧,⟪match_id|M-88410⟫,⟪fixture|VV Rijnsburg v ASV Texel⟫,84,⟦AMOUNT|€ 41.20⟧,⟦IBAN|$iban04⟧
⟪referee_id|R-2232⟫,⟦PERSON|Joyce van Dam⟧,⟦EMAIL|joycevd@ziggo.nl⟧,⟪match_id|M-88412⟫,⟪fixture|Quick Boys 2 v SJC⟫,36,⟦AMOUNT|€ 17.65⟧,⟦IBAN|$iban20⟧
⟪referee_id|R-2240⟫,⟦PERSON|Mehmet Kaya⟧,⟦EMAIL|mehmetkaya.ref@gmail.com⟧,⟪match_id|M-88415⟫,⟪fixture|Katwijk v Noordwijk⟫,51,⟦AMOUNT|€ 25.00⟧,⟦IBAN|$iban15⟧"""),

("email_guide_booking", """Hi ⟦PERSON|Marco⟧,

Booking confirmed for the ⟪place_name|Gran Paradiso⟫ ascent, ⟪trip_dates|18–20 July⟫. For the rifugio and the paperwork you asked for:
- Full name as on passport: ⟦PERSON|Hannah Elise Brückner⟧
- Passport no.: ⟦PASSPORT|$pp_de1⟧ (German), exp 2031
- DOB: ⟦DATE_OF_BIRTH|1993-01-28⟧
- Allergies: ⟦MEDICAL|penicillin⟧, ⟦MEDICAL|bee stings⟧ (I carry an ⟦MEDICAL|EpiPen⟧)
Deposit of ⟦AMOUNT|€450⟧ sent today by bank transfer from ⟦IBAN|$iban01⟧, ref ⟪payment_reference|GP-JULY-HB⟫.

Cheers, ⟦PERSON|Hannah⟧
⟦PHONE|+49 171 3982204⟧"""),

("python_traceback", """Traceback (most recent call last):
  File "⟪file_path|/srv/raceresults/app/ingest.py⟫", line 212, in push_results
    conn = psycopg2.connect("host=⟦IP_ADDRESS|172.31.22.40⟧ port=⟪port|5432⟫ dbname=results user=rr_ingest password=⟦SECRET|Tr4ck&Field#2024⟧")
  File "/usr/lib/python3/dist-packages/psycopg2/__init__.py", line 122, in connect
psycopg2.OperationalError: connection to server at "⟦IP_ADDRESS|172.31.22.40⟧", port ⟪port|5432⟫ failed: timeout expired
deployed by /home/⟦PERSON|sbalogun⟧ (build ⟪build_number|1.14.7+g5c2e1d0⟫)"""),

("forum_post", """Posted by ⟦PERSON|runnerbean_74⟧ » ⟪post_timestamp|Sun Oct 13, 2024 9:12 pm⟫
Just did the ⟪event_name|Lakeshore Half⟫. Chip time ⟪race_time|1:52:07⟫ (PB by 4 min!!). Course was great but bag drop was chaos. Also heads up — the timing company (⟪org_name|SplitSecond Timing⟫) emailed my results to the wrong runner: a bloke called ⟦PERSON|Des Fairweather⟧ got MY certificate with my full name and age category on it. I've emailed ⟦EMAIL|support@splitsecondtiming.com⟧ but nothing back yet. anyone else had this??"""),

("call_transcript", """[Call recording – Pro Shop, ⟪org_name|Westmere Golf Club⟫ – duration ⟪call_duration|00:03:41⟫]
Agent: Westmere pro shop, ⟦PERSON|Callum⟧ speaking.
Caller: Hi ⟦PERSON|Callum⟧, it's ⟦PERSON|Brenda Kowalczyk⟧, member number ⟪membership_no|5521⟫. I want to settle my bar tab and order the new driver.
Agent: Sure Mrs ⟦PERSON|Kowalczyk⟧. Your tab's sitting at ⟦AMOUNT|£212.40⟧. The ⟪product_code|G430 MAX⟫ is ⟪price|£529⟫ on the price list.
Caller: Right, put both on my Mastercard, it's ⟦CARD|$card14⟧, expiry oh-nine twenty-seven, security code ⟦CVV|318⟧.
Agent: Thank you. And the billing address?
Caller: ⟦ADDRESS|27 Heathfield Road, Wimbledon, London SW19 8PF⟧.
Agent: Lovely. Receipt to ⟦EMAIL|brendak@icloud.com⟧?
Caller: Yes please."""),
]

TEXTS += [
("w9_onboarding_form", """Referee onboarding – W-9 details (⟪org_name|Mid-Valley Soccer Referees Assn⟫)
Legal name: ⟦PERSON|Travis L. Beaumont⟧
SSN: ⟦SSN|$ssn01⟧
Mailing address: ⟦ADDRESS|4410 Alder Creek Dr, Sacramento, CA 95821⟧
Grade: ⟪referee_grade|USSF Grassroots Referee (2025)⟫
Game fees paid YTD: ⟦AMOUNT|$1,865.00⟧
Direct deposit bank routing: ⟪bank_routing_number|121000358⟫
Form rev. ⟪form_version|W-9 (Rev. March 2024)⟫"""),

("sms", """Hi ⟦PERSON|Jen⟧, it's ⟦PERSON|Marcus⟧ from ⟪club_name|Fernhill Tennis⟫. Clubhouse door code changes to ⟦PASSWORD|5173#⟧ from Monday. Courts 5-6 closed for resurfacing till ⟪closure_date|14/6⟫. Key for your locker (no. ⟪locker_number|42⟫) is behind the bar. Don't share the code pls! – ⟦PERSON|Marcus⟧ ⟦PHONE|07459 118 204⟧"""),

("json_registration_payload", """{
  "tournament_id": "⟪tournament_id|VCT-CQ-2025-EU-017⟫",
  "team": {"name": "⟪team_name|Riverside Ravens⟫", "tag": "⟪team_tag|RVN⟫"},
  "players": [
    {"ign": "⟦PERSON|Sk4dii⟧", "real_name": "⟦PERSON|Lukas Haverkamp⟧", "dob": "⟦DATE_OF_BIRTH|2005-03-09⟧", "email": "⟦EMAIL|lukas.haverkamp05@web.de⟧", "country": "DE"},
    {"ign": "⟦PERSON|morrow⟧", "real_name": "⟦PERSON|Elif Demir⟧", "dob": "⟦DATE_OF_BIRTH|2004-11-21⟧", "email": "⟦EMAIL|elif.dmr@gmail.com⟧", "country": "TR"}
  ],
  "captain_discord": "⟦PERSON|Sk4dii⟧#0412",
  "overlay_public_key": "⟪public_overlay_key|ovl_pub_93AA21⟫",
  "submitted_from": "⟦IP_ADDRESS|84.151.203.17⟧",
  "created_at": "⟪iso_timestamp|2025-01-07T19:44:10Z⟫"
}"""),

("invoice", """INVOICE No. ⟪invoice_no|2024/1187⟫
⟪org_name|Royal Solent Yacht Racing Association⟫
Bill to: Mr ⟦PERSON|Peter Hallsworth⟧, ⟦ADDRESS|9 Quay Street, Lymington SO41 3AS⟧
Entry: Round the Island Race – J/109 "⟪boat_name|Jackdaw⟫", sail no. ⟪sail_number|GBR 1091R⟫
Entry fee (per tariff) ........ ⟪tariff|£340.00⟫
Late entry surcharge .......... ⟪tariff|£60.00⟫
Total due from Mr ⟦PERSON|Hallsworth⟧: ⟦AMOUNT|£400.00⟧
Pay to: RSYRA, IBAN ⟪org_iban|$iban_org2⟫, BIC ⟪bic|NWBKGB2L⟫
VAT reg ⟪org_vat|GB 123 4567 89⟫"""),

("shell_history", """  501  ssh ⟦PERSON|tkaminski⟧@⟦IP_ADDRESS|10.20.1.5⟧
  502  export AWS_ACCESS_KEY_ID=⟦APIKEY|$aws1⟧
  503  export AWS_SECRET_ACCESS_KEY=⟦SECRET|$awssec1⟧
  504  aws s3 sync ./results s3://⟪bucket_name|tempo-timing-results-2024⟫/ --region ⟪region_code|eu-west-1⟫
  505  psql "postgresql://results:⟦SECRET|Kp9wz_33r!⟧@⟦IP_ADDRESS|10.20.1.9⟧:5432/results" -f fix_splits.sql
  506  curl -H "Authorization: Bearer ⟦APIKEY|$ghp1⟧" https://api.github.com/repos/tempotiming/chipd/releases
  507  git checkout ⟪git_tag|v4.2.0⟫
  508  history | grep curl"""),

("voice_dictation", """Note to self, dictated Tuesday. Client ⟦PERSON|Gordon McAllister⟧, fifty-eight, says he had a ⟦MEDICAL|stent⟧ fitted in 2021 after a ⟦MEDICAL|mild heart attack⟧, he's on ⟦MEDICAL|clopidogrel⟧ and ⟦MEDICAL|atorvastatin⟧, so keep him below ⟪altitude|3,000 metres⟫ on day one and skip the ⟪route_name|Aonach Eagach⟫. His wife ⟦PERSON|Shona⟧'s mobile is ⟦PHONE|oh seven eight one two, four four six, nine three one⟧. He paid the deposit, ⟦AMOUNT|two hundred and fifty pounds⟧ cash, receipt number ⟪receipt_no|G-4410⟫. End of note."""),

("markdown_table", """### ⟪org_name|Whistler Peak Snow School⟫ – seasonal instructors ⟪season_label|2024-25⟫ (HR only!)

| Name | Cert | ID | DOB | Phone |
|---|---|---|---|---|
| ⟦PERSON|Aiden Thibodeau⟧ | ⟪certification_level|CSIA L2⟫ | SIN ⟦NATIONAL_ID|$nid_ca1⟧ | ⟦DATE_OF_BIRTH|1999-02-14⟧ | ⟦PHONE|(604) 938-2217⟧ |
| ⟦PERSON|Freya Holmberg⟧ | ⟪certification_level|CSIA L3⟫ | personnummer ⟦NATIONAL_ID|$nid_se1⟧ | ⟦DATE_OF_BIRTH|1987-03-22⟧ | ⟦PHONE|+46 70 412 88 03⟧ |
| ⟦PERSON|Callum Reid⟧ | ⟪certification_level|BASI 2⟫ | passport ⟦PASSPORT|$pp_gb1⟧, NI ⟦NATIONAL_ID|$nid_uk1⟧ | ⟦DATE_OF_BIRTH|2001-05-30⟧ | ⟦PHONE|+44 7700 154 902⟧ |"""),

("fan_club_notice", """⟪club_name|Ravens Supporters' Club⟫ — away travel, March
Coach to Bristol leaves the ⟪venue|Fox & Hounds⟫ at ⟪departure_time|07:30⟫ sharp, back approx 21:00.
Seats ⟪price|£28⟫ members / ⟪price|£35⟫ non-members. Match tickets via the club portal (our allocation: ⟪org_total|1,450⟫).
Booking code ⟪booking_ref|RSC-AWAY-0311⟫. Kick-off 15:00. No alcohol on the coach please!"""),

("email_card_details", """hi, my direct debit bounced so heres my card instead: ⟦CARD|$card01⟧ exp ⟪card_expiry|11/27⟫ cvv ⟦CVV|402⟧. name on card is ⟦PERSON|Kerry-Ann Whitlock⟧. pls take the ⟦AMOUNT|£45⟧ for march plus the ⟦AMOUNT|£10⟧ late fee. sorry!!
thx ⟦PERSON|Kerry-Ann⟧ (⟪class_name|Tues kickboxing 7pm⟫)
membership ref ⟪membership_no|MBR-20931⟫"""),

("email_licence_application", """Dear Registrar,

Please find attached my application for the ⟪course_code|UEFA B⟫ course.
Name: ⟦PERSON|Théo Lambert-Rousseau⟧, born ⟦DATE_OF_BIRTH|4 September 1990⟧ in ⟪place_name|Lyon⟫
French passport no. ⟦PASSPORT|$pp_fr1⟧
Home: ⟦ADDRESS|18 rue Paul Bert, 69003 Lyon⟧
Medical: ⟦MEDICAL|ACL reconstruction⟧ (right knee, 2016), fully recovered.
The course fee of ⟦AMOUNT|€1,150⟧ was paid on ⟪payment_date|02/02⟫ from my account ⟦IBAN|$iban03⟧.

Best regards,
⟦PERSON|Théo Lambert-Rousseau⟧ | ⟦PHONE|+33 6 71 24 58 90⟧ | ⟦EMAIL|theo.lr@orange.fr⟧"""),

("syslog_access_control", """Mar 02 13:14:55 ⟪hostname|gate-ctrl-07⟫ accessd[2291]: GRANT badge=⟪badge_id|0x4F22A1⟫ holder="⟦PERSON|Okonkwo, Chidi⟧" door=⟪door_id|TURNSTILE-E12⟫ src=⟦IP_ADDRESS|10.66.7.41⟧
Mar 02 13:15:02 ⟪hostname|gate-ctrl-07⟫ accessd[2291]: DENY  badge=⟪badge_id|0x4F09C3⟫ holder="⟦PERSON|Lindgren, Maja⟧" reason=season_pass_suspended src=⟦IP_ADDRESS|10.66.7.41⟧
Mar 02 13:15:40 gate-ctrl-02 accessd[1877]: ADMIN login user=⟦PERSON|hbrennan⟧ from ⟦IP_ADDRESS|100.101.22.8⟧ via vpn
Mar 02 13:16:01 gate-ctrl-02 accessd[1877]: sync to cloud ⟦IP_ADDRESS|18.133.40.221⟧:443 ok (fw ⟪firmware_version|3.9.12⟫)"""),

("receipt", """RECEIPT #⟪receipt_no|GL-0932⟫ — ⟪org_name|Sunningvale Golf Academy⟫
Received from: Mrs ⟦PERSON|Ingrid Solberg⟧ on behalf of ⟦PERSON|Emil Solberg⟧ (junior)
For: 6 x 30 min lessons with PGA pro ⟦PERSON|Ravi Chandran⟧
Amount received: ⟦AMOUNT|NOK 3 600⟧ by bank transfer from ⟦IBAN|$iban13⟧
Balance remaining on account: ⟦AMOUNT|NOK 0⟧
(Standard price: ⟪price|NOK 650⟫ per lesson.)"""),

("api_docs", """## Authentication

Send your key in the `X-Api-Key` header:

    curl -H 'X-Api-Key: ⟪example_key|rt_test_EXAMPLEKEY000000⟫' https://api.example-timing.com/v2/events

Webhooks are sent from ⟪doc_ip|203.0.113.40⟫ and ⟪doc_ip|203.0.113.41⟫ — allow-list both. Rate limit is ⟪rate_limit|600 req/min⟫.
For S3 uploads use an IAM role; never paste keys such as ⟪aws_example_key|AKIAIOSFODNN7EXAMPLE⟫ into tickets."""),

("medical_tent_log", """Tent B (⟪course_marker|km 38⟫) — patient log
14:02 bib ⟪bib_number|4410⟫ — M, ~40s, collapsed. ⟦MEDICAL|Temp 40.1⟧, ⟦MEDICAL|exertional heat stroke⟧, ice bath, to ⟪hospital_name|St Mary's⟫ by ambulance. Name per bib DB: ⟦PERSON|Owen Gallacher⟧, ICE contact ⟦PERSON|Niamh⟧ ⟦PHONE|087 612 4471⟧
14:20 bib ⟪bib_number|9023⟫ — F, ⟦PERSON|Yuki Tanabe⟧, ⟦MEDICAL|hyponatraemia⟧ suspected (⟦MEDICAL|Na 128⟧ on i-STAT), IV withheld, transferred.
14:35 bib ⟪bib_number|771⟫ — ⟦MEDICAL|blisters⟧, taped, continued."""),

("support_ticket", """Ticket #⟪ticket_id|88214⟫ | Priority: normal | Requester: ⟦PERSON|Stan Lewandowski⟧ <⟦EMAIL|stanlew1958@aol.com⟧>
Subject: cant log in to members area
Message: Hello I am locked out AGAIN. My username is ⟦PERSON|stanlew58⟧ and the password i set is ⟦PASSWORD|Ravens4ever!!⟧ but it says wrong. I renewed on ⟪renewal_date|3 jan⟫ and paid ⟦AMOUNT|$75⟧ so I should have access. Call me ⟦PHONE|(412) 731-0966⟧
Internal note: reset link sent, told customer never to email passwords. Account id ⟪account_id|0019283⟫."""),

("yaml_config", """app:
  name: teetime-booker
  version: ⟪version|2.3.0⟫
  base_url: ⟪url|https://book.briarwoodgolf.com⟫
smtp:
  host: smtp.sendgrid.net
  port: ⟪port|587⟫
  username: apikey
  password: ⟦APIKEY|$sendgrid1⟧
sms:
  provider: twilio
  account_sid: ⟪account_sid|AC3f9d2b71c08e4a5f6b0c9d8e7a1b2c3d⟫
  api_key: ⟦APIKEY|$twilio1⟧
  api_secret: ⟦SECRET|pQ7vR2sLx9mN4bT6yW1cZ8dF3hJ5kA0e⟧
  from_number: "⟦PHONE|+1 843 720 1498⟧"
admin:
  notify: ["⟦EMAIL|kwashington@briarwoodgolf.com⟧", "⟦EMAIL|proshop@briarwoodgolf.com⟧"]"""),

("meeting_minutes", """Minutes – ⟪club_name|Carrick Bay Sailing Club⟫ AGM, ⟪meeting_date|9 Nov 2024⟫
Present: ⟦PERSON|R. Donnelly⟧ (Commodore), ⟦PERSON|A. Byrne⟧ (Treasurer), ⟦PERSON|S. Quinlan⟧, ⟦PERSON|M. Ó Sé⟧ and 31 members.
1. Treasurer's report: club income ⟪org_total|€84,220⟫; surplus ⟪org_total|€6,310⟫. ⟦PERSON|A. Byrne⟧ noted that ⟦PERSON|Kieran Foley⟧ still owes ⟦AMOUNT|€640⟧ in mooring fees from 2023; payment plan of ⟦AMOUNT|€80⟧ a month agreed.
2. Safety: rescue RIB '⟪boat_name|Puffin⟫' needs a new outboard (quote ⟪quote|€7,450⟫).
3. Commodore thanked ⟦PERSON|Siobhán Quinlan⟧ for running junior week despite her ⟦MEDICAL|chemo⟧ — applause.
4. AOB: new gate code for the dinghy park is ⟦PASSWORD|1-9-6-4⟧, do NOT post it on Facebook."""),
]

TEXTS += [
("payroll_csv", """emp_id,full_name,ssn,hire_date,dept,annual_salary
⟪employee_id|E1042⟫,⟦PERSON|Marisol Vega-Ortiz⟧,⟦SSN|$ssn02⟧,⟪hire_date|2021-08-16⟫,Academy U15,"⟦AMOUNT|$58,500⟧"
⟪employee_id|E1043⟫,⟦PERSON|Darnell Whitaker⟧,⟦SSN|$ssn03⟧,⟪hire_date|2022-01-10⟫,Goalkeeping,"⟦AMOUNT|$61,000⟧"
⟪employee_id|E1051⟫,⟦PERSON|Kyle Brandstetter⟧,⟦SSN|$ssn04⟧,⟪hire_date|2023-06-01⟫,Strength & Cond.,"⟦AMOUNT|$54,250⟧\""""),

("insurance_claim_form", """Claim ref: ⟪claim_ref|TRV-88-20114⟫     Policy: ⟪policy_number|POL-UK-5512093⟫
Policyholder: ⟦PERSON|Anjali Raghunathan⟧
Date of birth: ⟦DATE_OF_BIRTH|12 May 1984⟧
Passport: ⟦PASSPORT|$pp_in1⟧
What happened: fell on an icy traverse while skiing in ⟪place_name|Niseko⟫ — ⟦MEDICAL|torn ACL, left knee⟧, ⟦MEDICAL|arthroscopic surgery⟧ at the local hospital.
Claimed: ⟦AMOUNT|¥1,240,000⟧ medical costs + ⟦AMOUNT|¥96,000⟧ unused ski school days
Pay to: ⟦IBAN|$iban16⟧
Contact: ⟦PHONE|+44 7845 220913⟧ / ⟦EMAIL|anjali.r84@gmail.com⟧"""),

("whatsapp_tennis_ladder", """[Sat ⟪chat_timestamp|09:12⟫] ⟦PERSON|Mia Castellano⟧: who's got court 3 at 10?
[Sat 09:13] ⟦PERSON|Raj⟧: me + ⟦PERSON|Hollis⟧. ⟦PERSON|Mia⟧ there's a ball machine booking under ur name at 11, cancel if not needed
[Sat 09:20] ⟦PERSON|Mia Castellano⟧: cancelled 👍 ladder updated: ⟦PERSON|Raj⟧ 1st (⟪ladder_points|14 pts⟫), ⟦PERSON|Hollis⟧ 2nd (⟪ladder_points|12 pts⟫)"""),

("contract_clause", """PLAYER AGREEMENT — Clause 4 (Compensation)
4.1 The Organisation (⟪org_name|Vantablack Gaming Ltd⟫, company no. ⟪company_reg_no|13482210⟫) shall pay the Player, ⟦PERSON|Kim Seo-yeon⟧ (in-game "⟦PERSON|Seoyeonie⟧"), a monthly stipend of ⟦AMOUNT|£2,200⟧ gross on the 25th to the Player's account ⟦IBAN|$iban02⟧.
4.2 Prize money: the Player receives ⟪percentage|70%⟫ of team winnings; for the ⟪season_label|2024 Summer Split⟫ this amounts to ⟦AMOUNT|£8,412.50⟧ owed to the Player.
4.3 The Player's passport (⟦PASSPORT|$pp_kr1⟧) remains in the Player's possession at all times.
Signed: ⟦PERSON|Kim Seo-yeon⟧ / ⟦PERSON|Declan Rourke⟧ (CEO)"""),

("sms_reminder", """Reminder from ⟪org_name|AquaKids Swim School⟫: ⟦PERSON|Lily⟧'s lesson moves to Thu ⟪lesson_time|16:30⟫ (⟪pool_lane|Pool 2, lane 4⟫). Reply STOP to opt out. Sent to ⟪masked_phone|07*** ***812⟫"""),

("jsonl_export", """{"coach_id":"⟪coach_id|NL-C-00412⟫","name":"⟦PERSON|Sanne de Wit⟧","bsn":"⟦NATIONAL_ID|$nid_nl1⟧","licence":"⟪licence_level|KNVB UEFA-A⟫","expires":"2026-06-30"}
{"coach_id":"⟪coach_id|ES-C-01977⟫","name":"⟦PERSON|Javier Ortega Ruiz⟧","dni":"⟦NATIONAL_ID|$nid_es1⟧","licence":"⟪licence_level|RFEF Nivel 3⟫","expires":"2025-12-31"}
{"coach_id":"⟪coach_id|PL-C-00088⟫","name":"⟦PERSON|Bartosz Zieliński⟧","pesel":"⟦NATIONAL_ID|$nid_pl1⟧","dob":"⟦DATE_OF_BIRTH|1993-07-14⟧","licence":"⟪licence_level|PZPN UEFA-B⟫","expires":"2027-03-01"}"""),

("online_review", """★☆☆☆☆ ⟪club_name|Greenhollow Golf Club⟫ — reviewed by ⟦PERSON|Pat Delaney⟧
Booked the ⟪tee_time|8:10⟫ tee time weeks ago and the starter (some fella called ⟦PERSON|Neville⟧) gave it away to his mates. I paid ⟦AMOUNT|£65⟧ for a course with sand in every bunker except the ones that should have it. Refund request ignored. Never again. (⟪review_rating|1/5⟫)"""),

("sql_query_output", """mysql> SELECT holder_id, name, phone, card_last4, seat FROM season_holders WHERE block='S2' LIMIT 3;
+-----------+------------------+---------------+------------+----------+
| holder_id | name             | phone         | card_last4 | seat     |
+-----------+------------------+---------------+------------+----------+
|     ⟪holder_id|20017⟫ | ⟦PERSON|Graham Otieno⟧    | ⟦PHONE|07911 235 640⟧ | ⟪masked_card|3321⟫       | ⟪seat_number|S2-K-014⟫ |
|     ⟪holder_id|20018⟫ | ⟦PERSON|Bethany Morcombe⟧ | ⟦PHONE|07825 990 117⟧ | ⟪masked_card|0456⟫       | ⟪seat_number|S2-K-015⟫ |
|     ⟪holder_id|20031⟫ | ⟦PERSON|Ifeoma Nwachukwu⟧ | ⟦PHONE|020 8309 5522⟧ | ⟪masked_card|7788⟫       | ⟪seat_number|S2-L-002⟫ |
+-----------+------------------+---------------+------------+----------+
3 rows in set (0.01 sec)"""),

("emergency_call_transcript", """Emergency call transcript (Mountain Rescue), ⟪call_time|16:42⟫
Caller: My friend's fallen on the scree below ⟪place_name|Crib Goch⟫, he's conscious but it's a ⟦MEDICAL|broken ankle⟧ for sure and he's ⟦MEDICAL|diabetic⟧, no food since ten.
Operator: Name of the casualty?
Caller: ⟦PERSON|Ewan Pritchard⟧, ⟦PERSON|P-R-I-T-C-H-A-R-D⟧. I'm ⟦PERSON|Sioned Bowen⟧.
Operator: Your number in case we lose you?
Caller: ⟦PHONE|oh seven nine double four, one six two, eight zero three⟧.
Operator: Grid reference?
Caller: ⟪grid_reference|SH 62480 55210⟫ from the app."""),

("ocr_weigh_in_sheet", """NATI0NAL JUD0 0PEN – WEIGH-IN SHEET   Cat: ⟪weight_category|-73kg⟫
1. ⟦PERSON|HARTMANN, Felix⟧   (GER) 72.4 kg  lic. ⟪licence_no|DJB-44821⟫  ✔
2. ⟦PERSON|O'SULLIVAN, Cian⟧  (IRL) 73.6 kg  lic. ⟪licence_no|IJA-1192⟫   ✘ over — reweigh ⟪reweigh_time|18:00⟫
3. ⟦PERSON|NAKAMURA, Ren⟧     (JPN) 71.9 kg  lic. ⟪licence_no|AJJF-3307⟫  ✔  note: taping L shoulder (⟦MEDICAL|subluxation 2023⟧)
0fficial: ⟦PERSON|M. Ferreira⟧"""),

("race_registration_form", """Event: ⟪event_name|Riverside 10K⟫ (Sun 6 Apr)   Reg #⟪registration_no|RV10-40772⟫
First name: ⟦PERSON|Tamsin⟧   Last name: ⟦PERSON|Achebe-Holt⟧
DOB: ⟦DATE_OF_BIRTH|19.11.1996⟧   Gender: F
Email: ⟦EMAIL|tamsin.ah@protonmail.com⟧   Mobile: ⟦PHONE|07711 430 856⟧
Emergency contact: ⟦PERSON|Olu Achebe⟧ (father) ⟦PHONE|07711 430 002⟧
Medical conditions: ⟦MEDICAL|Raynaud's⟧; ⟦MEDICAL|allergic to ibuprofen⟧
T-shirt: ⟪tshirt_size|S⟫   Estimated finish: ⟪estimated_finish|0:52:00⟫
Entry fee paid: ⟦AMOUNT|£24.00⟧"""),

("ci_pipeline_yaml", """# .gitlab-ci.yml (chip reader firmware)
image: ⟪docker_image|python:3.12-slim⟫
variables:
  FW_VERSION: "⟪firmware_version|5.0.3⟫"
  GITLAB_TOKEN: "⟦APIKEY|$glpat1⟧"
  SLACK_WEBHOOK: "⟦SECRET|$slackhook1⟧"
deploy:
  script:
    - scp build/chipd.bin deploy@⟦IP_ADDRESS|10.50.0.11⟧:⟪file_path|/opt/chipd/⟫
    - curl -X POST -d '{"text":"fw $FW_VERSION deployed by ⟦PERSON|rnakagawa⟧"}' $SLACK_WEBHOOK
  only: [tags]"""),

("email_parent_allergy", """Hi ⟦PERSON|Chloé⟧, just so the instructors know: ⟦PERSON|Max⟧ (group ⟪group_name|Blue 3⟫, bib ⟪bib_number|22⟫) has a ⟦MEDICAL|severe peanut allergy⟧ — his ⟦MEDICAL|EpiPen⟧ is in the left pocket of his red jacket. If anything happens pls call me straight away on ⟦PHONE|+33 6 12 80 44 91⟧ or his dad ⟦PERSON|Antoine⟧ on ⟦PHONE|+33 7 81 55 20 63⟧. Merci!
— ⟦PERSON|Hélène Girard⟧"""),

("bot_log", """[⟪log_timestamp|2025-02-11 20:01:44⟫] [INFO] bot: logged in as ⟪bot_name|BracketBot#6621⟫
[2025-02-11 20:01:45] [WARN] config: TELEGRAM_TOKEN=⟦APIKEY|$tg1⟧ loaded from plain env (move to vault!)
[2025-02-11 20:03:10] [INFO] match ⟪match_id|77-B⟫: "⟦PERSON|frostbyte⟧" reported score ⟪score|13-9⟫ vs team ⟪team_name|Lowkey⟫
[2025-02-11 20:03:12] [INFO] dispute opened by "⟦PERSON|PapaVoss⟧" from ⟦IP_ADDRESS|91.204.77.130⟧"""),

("assessment_report", """Assessment report – Match ⟪match_id|2231/B⟫, ⟪fixture|Northfield Rovers v St Anne's⟫, 12 Oct.
Referee: ⟦PERSON|Abdul-Rahman Siddiqui⟧. AR1: ⟦PERSON|Kelly Marsh⟧. AR2: ⟦PERSON|Ben Okoro-Hill⟧. Assessor: ⟦PERSON|D. Whitlam⟧.
Mark: ⟪assessment_mark|7.9⟫ (above expectation). Positioning good; missed a clear foul at ⟪match_minute|63'⟫. The referee told me he is recovering from a ⟦MEDICAL|hamstring strain⟧ and asked not to be appointed midweek for 3 weeks. Travel expenses of ⟦AMOUNT|£38.40⟧ to be reimbursed to the referee."""),

("crew_list", """CREW LIST – S/Y '⟪boat_name|Northern Tern⟫' – arrival Gibraltar ⟪arrival_date|03/05/2025⟫
1. Skipper ⟦PERSON|Anders Vik⟧ (NOR), fødselsnummer ⟦NATIONAL_ID|$nid_no1⟧, born ⟦DATE_OF_BIRTH|02.06.1984⟧
2. ⟦PERSON|Rebecca Strand⟧ (GBR), passport ⟦PASSPORT|$pp_gb2⟧, born ⟦DATE_OF_BIRTH|17.10.1979⟧
3. ⟦PERSON|Lucie Moreau⟧ (FRA), passport ⟦PASSPORT|$pp_fr2⟧, born ⟦DATE_OF_BIRTH|05.03.1992⟧
Vessel MMSI ⟪mmsi|257118400⟫, call sign ⟪call_sign|LG4521⟫"""),

("whatsapp_golf_trip", """⟦PERSON|Gav⟧: right lads, Portugal trip. villa was ⟪group_total|€2,340⟫ all in so ⟦AMOUNT|€390⟧ each. still waiting on ⟦PERSON|Decko⟧ and ⟦PERSON|Smithy⟧
⟦PERSON|Decko⟧: sent mine last nite mate, ⟦AMOUNT|€390⟧ via revolut
⟦PERSON|Gav⟧: got it ta. ⟦PERSON|Smithy⟧??
⟦PERSON|Smithy⟧: payday fri sorry will send then. can some1 bring spare balls lol
⟦PERSON|Gav⟧: and ⟦PERSON|Decko⟧ bring your ⟦MEDICAL|inhaler⟧ this time after ⟪place_name|Vilamoura⟫ 😂"""),

("forum_mod_notice", """PSA from the mods: there's a fake "ticket exchange" going round (⟪scam_domain|ravens-tix-exchange[.]shop⟫). Official resale is ONLY through the club portal. Face value for Cup tickets is ⟪price|£35 adult⟫ / ⟪price|£15 concession⟫. If you paid the fake site, contact Action Fraud and your bank. Thread locked. Ref ⟪post_ref|MOD-POST-2291⟫"""),
]

TEXTS += [
("financing_application", """Premium Seat License – Financing Application (⟪venue|Harbor Hawks Arena⟫)
Applicant: ⟦PERSON|Derek J. Mulvaney⟧     DOB: ⟦DATE_OF_BIRTH|08/14/1977⟧
SSN: ⟦SSN|$ssn05⟧
Home address: ⟦ADDRESS|2207 Whitmore Ave, Cleveland, OH 44109⟧
Employer: ⟪org_name|Lakeview Logistics⟫ — annual income ⟦AMOUNT|$96,400⟧
PSL: ⟪seat_number|Section 112, Row F, Seats 7–8⟫ at ⟪price|$4,800 per seat⟫ (per PSL schedule)
Down payment: ⟦AMOUNT|$1,920⟧ charged to Visa ⟦CARD|$card13⟧, CVV ⟦CVV|716⟧"""),

("live_chat", """Visitor (⟦PERSON|Gemma T.⟧): hiya can i renew the family membership over chat?
Agent ⟦PERSON|Rob⟧: Of course! Family tier is ⟪price|£120⟫ for the season.
⟦PERSON|Gemma T.⟧: ok card is amex ⟦CARD|$card03⟧ exp ⟪card_expiry|0526⟫ cid ⟦CVV|8841⟧
Agent ⟦PERSON|Rob⟧: Please don't share full card numbers in chat — use the secure link instead: ⟪payment_link|pay.ravenssc.co.uk/r/7f3a9⟫
⟦PERSON|Gemma T.⟧: oops sorry. my email is ⟦EMAIL|gemma.trotter@sky.com⟧"""),

("email_thread", """From: ⟦PERSON|Marty Feldstein⟧ <⟦EMAIL|treasurer@northshoreflyers.org⟧>
To: ⟦PERSON|Dana Kowalski⟧
Subject: 1099 – need your SSN again

Hey Coach ⟦PERSON|Dana⟧ — for the 1099 I need your SSN again, the one on file (ending ⟪masked_ssn|5610⟫) bounced.

> Sorry!! It's ⟦SSN|$ssn10⟧. Address is the same: ⟦ADDRESS|38 Linden St, Apt 2, Worcester, MA 01609⟧. Total I got paid this year was ⟦AMOUNT|$7,350⟧ I think.
> – ⟦PERSON|Dana⟧

Tax year ⟪tax_year|2024⟫, form ⟪form_version|1099-NEC⟫."""),

("results_csv", """pos,bib,name,club,dob,chip_time,gun_time
1,⟪bib_number|104⟫,⟦PERSON|Jakob Ellingsen⟧,⟪club_name|Tromsø Løpeklubb⟫,⟦DATE_OF_BIRTH|1995-04-02⟧,⟪race_time|2:21:44⟫,2:21:46
2,⟪bib_number|57⟫,⟦PERSON|Hamza Idrissi⟧,⟪club_name|Bergen Friidrett⟫,⟦DATE_OF_BIRTH|1991-09-17⟧,⟪race_time|2:22:09⟫,2:22:12
3,⟪bib_number|212⟫,⟦PERSON|Kristine Aas⟧,⟪club_name|IL Gneist⟫,⟦DATE_OF_BIRTH|1998-12-03⟧,⟪race_time|2:29:51⟫,2:30:02"""),

("postmortem_markdown", """## Postmortem: leaked webhook in public repo

**What happened.** On ⟪utc_timestamp|2025-03-04 09:12 UTC⟫ a commit (⟪commit_sha|$sha3⟫) to `⟪repo_name|marathon-site⟫` added `notify.py` containing our #ops webhook `⟦SECRET|$slackhook2⟧` and the Mailgun key `⟦APIKEY|$mailgun1⟧`. The repo was public for ⟪duration|47 minutes⟫. Found by ⟦PERSON|Ines Caldeira⟧ via secret scanning.

**Impact.** Spam posted to #ops from ⟦IP_ADDRESS|45.83.64.12⟧. No runner data exposed.

**Actions**
- [x] Rotate both secrets (owner: ⟦PERSON|Ines Caldeira⟧)
- [ ] Pre-commit hook (owner: ⟦PERSON|Tobias Lehner⟧)"""),

("waiver_pdf_extract", """ASSUMPTION OF RISK & RELEASE — ⟪org_name|Cascade Alpine Guides⟫
Participant: ⟦PERSON|Jordan Whitcomb-Reyes⟧      DOB: ⟦DATE_OF_BIRTH|1988-10-30⟧
Address: ⟦ADDRESS|915 NE Tillamook St, Portland, OR 97212⟧
Health declaration: I have ⟦MEDICAL|exercise-induced asthma⟧ and take ⟦MEDICAL|montelukast⟧ daily. No other conditions.
Trip: Mt. Baker ⟪route_name|Coleman-Deming⟫ 3-day, dep. ⟪departure_date|2025-07-12⟫, trip code ⟪trip_code|CAG-MB-0712⟫
Signature: /s/ ⟦PERSON|J. Whitcomb-Reyes⟧"""),

("instagram_dm", """@⟦PERSON|coach_bex⟧: hey is this ⟦PERSON|Priya⟧'s mum? ⟦PERSON|Priya⟧ left her goggles + her ⟦MEDICAL|asthma inhaler⟧ at the pool again 🙈 I'll leave them at reception. also her squad fees for spring (⟦AMOUNT|£135⟧) haven't come thru yet, can u check? thx ⟦PERSON|Bex⟧
@⟦PERSON|nita.sharma_⟧: omg thank you!! yes sorry paying now. the blue one is the ⟦MEDICAL|salbutamol⟧ right?
@⟦PERSON|coach_bex⟧: yep the blue one 👍 (squad ⟪squad_name|Dolphins B⟫, ⟪session_time|Tue 17:15⟫)"""),

("tsv_payouts", """player\tteam\tpaypal\tcountry\ttax_id\tpayout
⟦PERSON|Oskar "oskie" Lindahl⟧\t⟪team_name|Nordic Wolves⟫\t⟦EMAIL|oskar.lindahl02@outlook.com⟧\tSE\t⟦NATIONAL_ID|$nid_se2⟧\t⟦AMOUNT|€1,250⟧
⟦PERSON|Aino "ainoX" Virtanen⟧\t⟪team_name|Nordic Wolves⟫\t⟦EMAIL|aino.virtanen@gmail.com⟧\tFI\t⟦NATIONAL_ID|$nid_fi1⟧\t⟦AMOUNT|€1,250⟧
⟦PERSON|Marco "mbell" Bellini⟧\t⟪team_name|Nordic Wolves⟫\t⟦EMAIL|mbell86@libero.it⟧\tIT\t⟦NATIONAL_ID|$nid_it1⟧\t⟦AMOUNT|€600⟧
(event ⟪tournament_id|NWC-Spring-25⟫, FX date ⟪fx_date|2025-04-30⟫)"""),

("google_form_export", """Timestamp,Name,Email,Phone,Role,Dietary/medical
⟪form_timestamp|2025-03-01 10:22:31⟫,⟦PERSON|Harriet Quaye⟧,⟦EMAIL|hquaye@gmail.com⟧,⟦PHONE|07533 286 114⟧,⟪volunteer_role|Water station 4⟫,⟦MEDICAL|coeliac⟧
2025-03-01 11:05:09,⟦PERSON|Bogdan Petrescu⟧,⟦EMAIL|b.petrescu@yahoo.co.uk⟧,⟦PHONE|07402 119 338⟧,⟪volunteer_role|Baggage⟫,none
2025-03-02 08:47:50,⟦PERSON|Wendy Ashdown⟧,⟦EMAIL|wendy.ashdown@btopenworld.com⟧,⟦PHONE|01243 771 902⟧,⟪volunteer_role|Marshal km 12⟫,⟦MEDICAL|type 2 diabetic⟧ - needs regular breaks"""),

("booking_confirmation", """Booking confirmed: ⟪boat_class|RS Quest⟫ hire, Sat 14 June ⟪time_slot|10:00–13:00⟫
Booking ref: ⟪booking_ref|CBSC-H-5521⟫
Hirer: ⟦PERSON|Nadia Haddad⟧
Deposit held: ⟦AMOUNT|£50⟧ (refundable) on card ⟪masked_card|****7723⟫
Instructor on duty: ⟦PERSON|Conor⟧. Please bring photo ID."""),

("steward_report", """Steward report #⟪report_id|SR-4412⟫ – ejection, North Stand, ⟪match_minute|78'⟫
Subject: ⟦PERSON|Kyle Dobbins⟧ (self-identified), approx 25, DOB given as ⟦DATE_OF_BIRTH|23/09/1999⟧, home address ⟦ADDRESS|14 Tern Close, Hull HU5 4QJ⟧. Ejected for pyrotechnics. Had a ⟦MEDICAL|cut above left eye⟧ — treated by St John Ambulance.
Steward: ⟦PERSON|T. Adeyemi⟧ (badge ⟪badge_id|311⟫)"""),

("github_issue", """### Bug: `/api/results` returns 500 when bib has a leading zero
**Version:** ⟪version|3.4.1⟫ (docker `⟪docker_image|openrt/server:3.4.1⟫`)
**Steps:** `curl -H "Authorization: Bearer ⟦APIKEY|$jwt1⟧" http://⟦IP_ADDRESS|192.168.1.40⟧:8080/api/results?bib=⟪bib_number|0042⟫`
**Log:**
    ERROR ResultsController - NumberFormatException: For input string: "⟪bib_number|0042⟫" (client ⟦IP_ADDRESS|192.168.1.77⟧)

edit: oops that token is from our live event server, rotating it now — @⟦PERSON|mfontaine⟧"""),

("email_meet_entries", """Hi meet manager, two late entries for ⟪club_name|Westfield SC⟫:
- ⟦PERSON|Ruby Clarke-Hughes⟧ (DOB ⟦DATE_OF_BIRTH|03/02/2012⟧) 100 free ⟪entry_time|1:08.45⟫
- ⟦PERSON|Omar Haddad⟧ (DOB ⟦DATE_OF_BIRTH|17/07/2011⟧) 200 IM ⟪entry_time|2:41.10⟫ — he has a ⟦MEDICAL|heart murmur⟧, cleared by his cardiologist, letter attached
Entry fees (⟪club_payment|£14.00⟫) will be paid by club BACS.
Thanks, Coach ⟦PERSON|Lorna Baird⟧, ⟦PHONE|07984 310 227⟧"""),

("booking_email", """Booking ID: ⟪booking_ref|ESF-VT-998120⟫
Private lesson, 2h x 3 days, for ⟦PERSON|Benjamin Okafor-Reed⟧ (age 7)
Lead booker: ⟦PERSON|Chiara Okafor-Reed⟧, ⟦EMAIL|chiara.or@gmail.com⟧, ⟦PHONE|+44 7700 183 554⟧
Total paid: ⟦AMOUNT|€612.00⟧
Meeting point: ⟪meeting_point|Place du Front de Neige⟫, ⟪place_name|Val Thorens⟫. Lessons start ⟪lesson_time|09:15⟫."""),

("disciplinary_note", """Panel: Chair ⟦PERSON|G. Mensah⟧, members ⟦PERSON|L. Fairclough⟧, ⟦PERSON|P. Dunleavy⟧.
Respondent: ⟦PERSON|Niall Corrigan⟧ (player, ⟪team_name|Ballyhale Rovers⟫).
The respondent stated he was on prescribed ⟦MEDICAL|sertraline⟧ for ⟦MEDICAL|depression⟧ and had not slept; the panel noted this but upheld a ⟪sanction|6-match ban⟫. Fine of ⟦AMOUNT|€150⟧ payable by the player by ⟪deadline|30 April⟫."""),

("sms_thread", """Coach ⟦PERSON|Ray⟧: Hi ⟦PERSON|Tyrese⟧, purse from Saturday is sorted, ⟦AMOUNT|€1,800⟧ after the promoter's cut. Send me ur bank details
⟦PERSON|Tyrese⟧: cheers coach!! IBAN is ⟦IBAN|$iban12⟧
⟦PERSON|Tyrese⟧: also hand still swollen, doc reckons ⟦MEDICAL|boxer's fracture⟧, getting xray tmrw
Coach ⟦PERSON|Ray⟧: no sparring till cleared. next card is ⟪event_name|Fight Night 14⟫ at the ⟪venue|National Stadium⟫"""),

("club_newsletter", """⟪club_name|Fernhill LTC⟫ — summer newsletter
Court fees from 1 May: members free, guests ⟪price|£6/hour⟫, floodlights ⟪price|£4/session⟫.
The AGM is on ⟪meeting_date|12 June⟫ at 19:30 in the clubhouse. Junior camp (ages 8–14) runs ⟪camp_dates|28 Jul–1 Aug⟫, ⟪price|£145 per child⟫.
Wimbledon ballot results are out — check the LTA portal. Guest WiFi network: ⟪wifi_ssid|FernhillGuest⟫."""),
]

TEXTS += [
("http_request_dump", """copying the request from devtools for the bug report (sorry if this is too much):
GET /manager/roster HTTP/2
Host: ⟪hostname|portal.ravenleague.gg⟫
Cookie: _ga=⟪analytics_cookie|GA1.2.1187045521.1706032219⟫; rl_session=⟦SECRET|$sess1⟧; theme=dark
User-Agent: ⟪user_agent|Mozilla/5.0 (Windows NT 10.0; Win64; x64)⟫
X-Forwarded-For: ⟦IP_ADDRESS|2a02:c7c:5e11:9d00:4d2a:1f3b:8e07:21c4⟧
reported by ⟦PERSON|Kwame Asante-Boateng⟧ (team manager, ⟪team_name|Ashfall Esports⟫)"""),

("notes_app", """Notes – club admin accounts (DO NOT SHARE)
Google Workspace: ⟦EMAIL|admin@stmarysrfc.ie⟧ / pw: ⟦PASSWORD|Scrum-Half_1987!⟧
2FA seed (authy lost it once): ⟦SECRET|$totp1⟧
Recovery codes: ⟦SECRET|4921-0837⟧, ⟦SECRET|7755-1206⟧, ⟦SECRET|3390-8841⟧
Web host (⟪org_name|Hostinger⟫) support pin: ⟦PASSWORD|88213⟧
Clubhouse wifi: ⟪wifi_ssid|SMRFC_Members⟫ / ⟦PASSWORD|Ruck&Maul2024⟧"""),

("b2b_invoice", """INVOICE ⟪invoice_no|RT-2025-0412⟫ | ⟪org_name|ChronoTrack Events Ltd⟫ → ⟪org_name|Harbour City Marathon Org. Committee⟫
Attn: ⟦PERSON|Siobhan Keane⟧, Race Director, ⟦EMAIL|siobhan.keane@hcmarathon.ie⟧, ⟦PHONE|+353 1 685 4471⟧
Chip timing, 8,500 participants @ ⟪unit_price|€1.15⟫ .... ⟪org_total|€9,775.00⟫
Mats & gantry hire ........................ ⟪org_total|€2,400.00⟫
VAT 23% ................................... ⟪org_total|€2,800.25⟫
TOTAL ..................................... ⟪org_total|€14,975.25⟫
Pay to ⟪org_iban|$iban_org3⟫ within 30 days."""),

("html_source", """<script src="https://maps.googleapis.com/maps/api/js?key=⟦APIKEY|$google1⟧&callback=⟪js_callback|initCourse⟫"></script>
<!-- hole 7 tee: ⟪venue_coordinates|51.4823,-0.6120⟫ -->
<!-- TODO(⟦PERSON|dpark⟧): restrict this key to *.kingswoodgolf.co.uk referrers before launch -->
<meta name="google-site-verification" content="⟪site_verification_token|q8Xh2VZ0pLrT5nBcY1mE7uKsD4wJ9fGa3NtR6iOy0Hc⟫">"""),

("email_hut_booking", """Grüezi,

I'd like to confirm 2 beds at the ⟪hut_name|Hörnlihütte⟫ for ⟪stay_date|22 Aug⟫. Guests: ⟦PERSON|Matthias Kessler⟧ and ⟦PERSON|Sabine Kessler-Baumann⟧. Please charge the deposit of ⟦AMOUNT|CHF 120⟧ to my card ⟦CARD|$card09⟧, security code ⟦CVV|559⟧.
Our guide is ⟦PERSON|Reto Brunner⟧ (IFMGA). FYI ⟦PERSON|Matthias⟧ has a history of ⟦MEDICAL|altitude sickness⟧ and will bring ⟦MEDICAL|Diamox⟧.

Freundliche Grüsse
⟦PERSON|Sabine Kessler-Baumann⟧"""),

("physio_soap_note", """S: ⟦PERSON|Jamal Okonjo⟧ (first team, #⟪shirt_number|9⟫) reports lateral ankle pain after landing awkwardly v. Dunmore ⟪match_date|14/09⟫.
O: swelling ++, ATFL tender, ⟦MEDICAL|anterior drawer +ve⟧.
A: ⟦MEDICAL|grade II lateral ankle sprain⟧.
P: RICE, ⟦MEDICAL|ibuprofen 400mg tds⟧, boot 5 days, review Fri. No return before ⟪return_date|05/10⟫. — physio ⟦PERSON|K. Lindström⟧"""),

("wifi_controller_log", """⟪log_timestamp|2025-05-18 15:02:11⟫ ⟪access_point|ap-east-117⟫ DHCPACK ⟦IP_ADDRESS|10.201.44.87⟧ to client (⟦PERSON|Ayesha⟧-s-iPhone)
2025-05-18 15:02:14 ⟪access_point|ap-east-117⟫ auth ok user=season.holder:⟦PERSON|hkowalczyk⟧ via captive portal from ⟦IP_ADDRESS|10.201.44.87⟧
2025-05-18 15:03:40 ⟪access_point|ap-west-009⟫ DHCPACK ⟦IP_ADDRESS|10.201.61.3⟧ to client (android-5f2e)
2025-05-18 15:04:02 core-fw NAT ⟦IP_ADDRESS|10.201.61.3⟧ -> ⟦IP_ADDRESS|81.2.69.142⟧:⟪port|50122⟫ -> ⟦IP_ADDRESS|142.250.180.14⟧:443
2025-05-18 15:04:09 core-fw v6 ⟦IP_ADDRESS|2a01:4b00:8e21:700::1f⟧ -> ⟦IP_ADDRESS|2606:4700::6810:84e5⟧"""),

("email_caster_booking", """Hi ⟦PERSON|Aleks⟧ — confirming you for the Spring LAN analyst desk (2 days). Your fee: ⟦AMOUNT|£650⟧ + travel, paid within 14 days of invoice.
Hotel: ⟪hotel_name|Premier Inn Manchester Central⟫, conf. no. ⟪hotel_confirmation|88412077⟫.
Please send your invoice to ⟦EMAIL|finance@ashfall.gg⟧.
Cheers, ⟦PERSON|Joss Pemberton⟧ (Head of Production) — ⟦PHONE|0161 204 7718⟧"""),

("class_register", """⟪class_name|Little Dragons (Sat 9am)⟫ – register
✔ ⟦PERSON|Mateo R.⟧ – ⟦MEDICAL|nut allergy⟧
✔ ⟦PERSON|Isla McP.⟧
✘ ⟦PERSON|Hugo W.⟧ – off sick (⟦MEDICAL|chickenpox⟧)
✔ ⟦PERSON|Zara B.⟧ – new, trial class (paid ⟦AMOUNT|£8⟧)
Instructor: Sensei ⟦PERSON|Kaori Tanaka⟧   Room: ⟪room_number|Studio 2⟫"""),

("pnr_passenger_list", """PNR: ⟪pnr_locator|X7K2QP⟫   ⟪flight_number|QF 9⟫ PER–LHR 14MAR
1. ⟦PERSON|WALSH/JACK⟧ MR    PSPT ⟦PASSPORT|$pp_au1⟧   DOB ⟦DATE_OF_BIRTH|11JUN06⟧
2. ⟦PERSON|NGUYEN/LINH⟧ MS   PSPT ⟦PASSPORT|$pp_au2⟧   DOB ⟦DATE_OF_BIRTH|30JAN05⟧
Ticketing: ⟪org_name|Tennis West Academy⟫, card on file ⟪masked_card|XXXX0019⟫, total ⟪org_total|AUD 7,842.60⟫"""),

("committee_letter", """Dear Mr ⟦PERSON|Abernethy⟧,

The committee has approved your application for a buggy permit on medical grounds (⟦MEDICAL|COPD⟧, per your GP's letter of 3 March). Permit no. ⟪permit_no|BP-0071⟫ is valid until ⟪valid_until|31/12/2025⟫. The buggy pass fee of ⟦AMOUNT|£180⟧ has been taken from your member account; your remaining bar credit is ⟦AMOUNT|£42.60⟧.

⟦PERSON|Hilary Stroud⟧, Club Secretary, ⟪club_name|Kingswood Golf Club⟫, ⟦PHONE|01932 856 302⟧"""),

("push_notification", """WhistleHub: New appointment — ⟪competition_name|U14 County Cup⟫, Sat ⟪kickoff_time|10:30⟫, ⟪pitch|Fairfield Park pitch 3⟫. Home team contact: ⟦PERSON|Jim Caffrey⟧ ⟦PHONE|087 745 1209⟧. Accept by 20:00 Thu. Fee as per county scale."""),

("python_settings", """# settings_local.py  -- DO NOT COMMIT (too late lol)
RESULTS_BUCKET = "⟪bucket_name|sailwave-results-prod⟫"
AWS_ACCESS_KEY_ID = "⟦APIKEY|$aws2⟧"
AWS_SECRET_ACCESS_KEY = "⟦SECRET|$awssec2⟧"
SFTP_HOST = "⟦IP_ADDRESS|10.70.2.14⟧"
SFTP_KEY = \'\'\'⟦SECRET|$pem1⟧\'\'\'
ADMIN_EMAILS = ["⟦EMAIL|race.officer@hyc.org.uk⟧"]
DEBUG = False  # ⟪django_version|Django 4.2.11⟫"""),

("forum_partner_search", """Looking for 1-2 partners for the ⟪route_name|Haute Route⟫ (Chamonix–Zermatt), ⟪trip_dates|12–19 April⟫. I'm 41, strong skier, did the Silvretta last year, glacier travel + crevasse rescue ok. Text me on ⟦PHONE|+41 79 412 88 30⟧ or email ⟦EMAIL|liam.oconnell.ski@gmail.com⟧ — ⟦PERSON|Liam⟧"""),

("dbs_application", """DBS application – volunteer coach (⟪club_name|Otley Juniors FC⟫)
Name: ⟦PERSON|Graham Pickering⟧
NI number: ⟦NATIONAL_ID|$nid_uk2⟧
DOB: ⟦DATE_OF_BIRTH|21 Jan 1972⟧
Address: ⟦ADDRESS|6 Mill Lane, Otley LS21 1AB⟧
ID checked: UK passport ⟦PASSPORT|$pp_gb3⟧
Verifier: ⟦PERSON|S. Akhtar⟧ (club welfare officer)   App ref ⟪application_id|DBS-OJ-0193⟫"""),

("payment_reminder_letter", """Dear Mrs ⟦PERSON|Ferreira-Lopes⟧,

Our records show that ⟦PERSON|Tomás⟧'s autumn term fees of ⟦AMOUNT|€210.00⟧ remain unpaid. A late charge of ⟦AMOUNT|€15.00⟧ has been added, bringing your balance to ⟦AMOUNT|€225.00⟧. The direct debit from account ⟪masked_iban|PT50 **** **** 4417⟫ failed on ⟪failed_date|01/10⟫.
⟪venue|Piscina Municipal do Restelo⟫, Lisboa"""),

("voice_note_transcript", """Voice note (⟪call_duration|0:38⟫): "Hiya ⟦PERSON|Steph⟧, it's ⟦PERSON|Jo⟧. I'm stuck in traffic so can you open up for the juniors at ⟪session_time|half four⟫? The code for the side gate is ⟦PASSWORD|4 7 1 9⟧ and the ball cupboard's the same but backwards. Oh and ⟦PERSON|Alfie⟧'s mum rang, he's got ⟦MEDICAL|conjunctivitis⟧ so he won't be in. Ta, love.\""""),
]
