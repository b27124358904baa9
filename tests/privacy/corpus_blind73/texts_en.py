# -*- coding: utf-8 -*-
"""blind73 English texts.  ⟦TYPE|value⟧ = span, ⟪kind|value⟫ = decoy, $name = values.VALUES[name]."""

TEXTS = []

# ---- batch 1 ---------------------------------------------------------------
TEXTS += [
("sms_reminder",
 "Hi Mrs ⟦PERSON|Adeyemi⟧, ⟦PERSON|Callum⟧ here from ⟪org_name|Brightpath Tutors⟫. Just a reminder ⟦PERSON|Tobi⟧'s invoice ⟪invoice_no|BT-INV-20931⟫ is still open - ⟦AMOUNT|£180.00⟧ for the 6 maths sessions in Feb. U can pay by card on ⟦PHONE|0161 832 4419⟧ or bank transfer, ref TOBI-FEB. Thx! (reply STOP to opt out, short code ⟪short_code|60777⟫)"),

("email_with_signature",
 """Subject: Re: Enrolment - General English 24 weeks (Sept intake)

Dear Ms ⟦PERSON|Sato⟧,

Thank you for sending your documents. We have now registered you as follows:

  Name:            ⟦PERSON|SATO Haruka⟧
  Date of birth:   ⟦DATE_OF_BIRTH|14/02/2004⟧
  Passport no.:    ⟦PASSPORT|$pp_jp_1⟧
  Course:          ⟪course_code|GE-24-B2⟫ (General English, upper-intermediate)
  Homestay:        ⟦PERSON|Pauline⟧ and ⟦PERSON|Graham Whitlock⟧, ⟦ADDRESS|41 Ashburnham Road, Bedford MK40 1DX⟧

Your homestay deposit of ⟦AMOUNT|£350⟧ arrived on Friday (our ref ⟪payment_ref|KGLS-77120⟫). Your host family's number is ⟦PHONE|01234 358 612⟧ if your flight is delayed.

Kind regards,
⟦PERSON|Imogen Barclay⟧
Admissions Officer | ⟪org_name|Kensington Gate Language School⟫
T ⟦PHONE|+44 20 7584 3319⟧ | ⟦EMAIL|i.barclay@kgls.co.uk⟧
Accredited by ⟪accreditation_body|British Council⟫ - Centre no. ⟪centre_number|BC-4471⟫"""),

("nginx_access_log",
 """⟦IP_ADDRESS|10.12.4.77⟧ - ⟦PERSON|jmwangi⟧ [⟪timestamp|12/Mar/2025:09:14:02 +0000⟫] "POST /api/v2/login HTTP/1.1" ⟪http_status|200⟫ 512 "-" "Mozilla/5.0 (X11; Linux x86_64)"
⟦IP_ADDRESS|86.151.22.47⟧ - ⟦PERSON|tfairbairn⟧ [12/Mar/2025:09:14:09 +0000] "GET /cohort/⟪cohort_id|FS-2503⟫/submissions HTTP/1.1" 200 8841 "-" "Mozilla/5.0 (Macintosh)"
⟦IP_ADDRESS|2a02:c7c:5f1e:aa00:1d4:9b2f:61e0:3c8⟧ - - [12/Mar/2025:09:14:11 +0000] "GET /static/app.9f3c1e.js HTTP/2.0" 304 0 "-" "curl/8.5.0"
⟦IP_ADDRESS|10.12.4.77⟧ - ⟦PERSON|jmwangi⟧ [12/Mar/2025:09:15:40 +0000] "GET /api/v2/me HTTP/1.1" 200 230 "Authorization: Bearer ⟦APIKEY|$jwt_1⟧"
⟪loopback|127.0.0.1⟫ - - [12/Mar/2025:09:15:41 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"
⟦IP_ADDRESS|100.72.18.203⟧ - ⟦PERSON|oadebayo⟧ [12/Mar/2025:09:16:02 +0000] "POST /api/v2/submissions HTTP/1.1" ⟪http_status|413⟫ 0 "-" "PostmanRuntime/7.39.0\""""),

("env_file",
 """# capstone-team-4 / .env.production   -- DO NOT COMMIT (⟦PERSON|Rohan⟧ pls read the README)
APP_ENV=production
PORT=⟪port|8080⟫
APP_VERSION=⟪semver|2.3.1⟫
DATABASE_URL=postgres://capstone:⟦SECRET|Wh1sk3yTango!7⟧@⟦IP_ADDRESS|10.40.2.15⟧:5432/capstone_prod
STRIPE_SECRET_KEY=⟦APIKEY|$stripe_sk_1⟧
STRIPE_PUBLISHABLE_KEY=⟪publishable_key|pk_live_51QxT8cLm2HqP0aZr7VbN3kYwE5tUdG6sJfA9hRpC4vXnM1oBiK⟫
SENDGRID_API_KEY=⟦APIKEY|$sendgrid_1⟧
JWT_SECRET=⟦SECRET|$jwt_secret_1⟧
ADMIN_EMAIL=⟦EMAIL|rohan.mehta.dev@gmail.com⟧
SUPPORT_PHONE=⟦PHONE|+44 113 244 0917⟧
FEATURE_FLAGS=payments,waitlist
"""),

("nursery_incident_form",
 """LITTLE ACORNS DAY NURSERY - ACCIDENT / INCIDENT RECORD
Ofsted URN ⟪ofsted_urn|EY563201⟫        Form ref ⟪form_ref|AI-2025-118⟫

Child: ⟦PERSON|Freya Lindqvist⟧      DOB: ⟦DATE_OF_BIRTH|03/07/2021⟧      Room: ⟪room_name|Caterpillars⟫
Known medical: ⟦MEDICAL|severe peanut allergy⟧, ⟦MEDICAL|eczema⟧ - ⟦MEDICAL|EpiPen Jr⟧ in office cupboard

What happened: at approx 10.40 ⟦PERSON|Freya⟧ tripped over the ride-on tractor in the garden while chasing the nursery rabbit ⟪pet_name|Biscuit⟫ and got a ⟦MEDICAL|grazed left knee⟧. Cleaned with water, plaster applied. No head injury.

Parent informed: ⟦PERSON|Sofia Lindqvist⟧ (mum) by phone on ⟦PHONE|07823 551 904⟧ at 11:05.
Staff completing form: ⟦PERSON|Kerry-Ann Boateng⟧ (room leader)   Witness: ⟦PERSON|J. Mistry⟧
Parent signature: ........................"""),

("whatsapp_chat",
 """[14/05/2025, 18:42] ⟦PERSON|Aoife Brennan⟧: Hi ⟦PERSON|Marek⟧, any chance we could move ⟦PERSON|Ciarán⟧'s piano lesson to Thurs? He has a ⟦MEDICAL|chest infection⟧, on ⟦MEDICAL|amoxicillin⟧ till Monday 🙁
[14/05/2025, 18:50] ⟦PERSON|Marek Nowicki⟧: No problem at all! Thurs 5pm works. Btw the Grade 3 entry fee went up to ⟪exam_fee|€61⟫ this session
[14/05/2025, 18:51] ⟦PERSON|Marek Nowicki⟧: I paid it already so with the 6 lessons this half term that's ⟦AMOUNT|€241⟧ all in
[⟪chat_timestamp|14/05/2025, 18:55⟫] ⟦PERSON|Aoife Brennan⟧: perfect, send me your bank details again?
[14/05/2025, 18:56] ⟦PERSON|Marek Nowicki⟧: ⟦PERSON|M Nowicki⟧ ⟦IBAN|$iban_ie_1⟧ 👍"""),

("csv_export",
 """booking_ref,surname,first_name,email,mobile,nationality,passport_no,room,checkin,deposit_paid
⟪booking_ref|UNH-25-00412⟫,⟦PERSON|Okafor⟧,⟦PERSON|Chidinma⟧,⟦EMAIL|chidinma.okafor@yahoo.com⟧,⟦PHONE|+234 803 417 2290⟧,NG,⟦PASSPORT|$pp_ng_1⟧,⟪room_number|B-214⟫,2025-09-20,⟦AMOUNT|GBP 450.00⟧
⟪booking_ref|UNH-25-00413⟫,⟦PERSON|Tran⟧,⟦PERSON|Minh Anh⟧,⟦EMAIL|minhanh.tran2005@gmail.com⟧,⟦PHONE|+84 912 604 318⟧,VN,⟦PASSPORT|$pp_vn_1⟧,⟪room_number|B-215⟫,2025-09-21,⟦AMOUNT|GBP 450.00⟧
⟪booking_ref|UNH-25-00414⟫,⟦PERSON|Rodrigues⟧,⟦PERSON|Beatriz⟧,⟦EMAIL|bia.rodrigues@outlook.com⟧,⟦PHONE|+55 11 98471 3302⟧,BR,⟦PASSPORT|$pp_br_1⟧,⟪room_number|C-009⟫,2025-09-19,⟦AMOUNT|GBP 225.00⟧"""),

("sql_insert",
 """-- scholarship_db / seed for 2025 cycle (from ⟦PERSON|kpatel⟧'s spreadsheet)
INSERT INTO applicants (id, full_name, ssn, dob, email, household_income, award_amount) VALUES
  (⟪row_id|1041⟫, '⟦PERSON|Destiny Alvarez⟧', '⟦SSN|$ssn_1⟧', '⟦DATE_OF_BIRTH|2006-04-11⟧', '⟦EMAIL|dalvarez06@icloud.com⟧', '⟦AMOUNT|$38,500⟧', '⟦AMOUNT|$4,000⟧'),
  (⟪row_id|1042⟫, '⟦PERSON|Marcus Whitehorse⟧', '⟦SSN|$ssn_2⟧', '⟦DATE_OF_BIRTH|2005-12-02⟧', '⟦EMAIL|m.whitehorse@proton.me⟧', '⟦AMOUNT|$27,900⟧', '⟦AMOUNT|$5,500⟧'),
  (⟪row_id|1043⟫, '⟦PERSON|Hana Yilmaz⟧', '⟦SSN|$ssn_3⟧', '⟦DATE_OF_BIRTH|2006-08-30⟧', '⟦EMAIL|hana.yilmaz@students.lakeview.edu⟧', '⟦AMOUNT|$61,200⟧', '⟦AMOUNT|$1,500⟧');
-- fund total for cycle: ⟪org_total|$412,000⟫ ; schema ⟪schema_version|v14⟫"""),
]

# ---- batch 2 ---------------------------------------------------------------
TEXTS += [
("call_transcript",
 """[call recording 00:00:03] AGENT: ⟪org_name|Northgate Exam Centre⟫, ⟦PERSON|Lucy⟧ speaking, how can I help?
CALLER: Hiya, it's ⟦PERSON|Bilal Chaudhry⟧, I'm booked on the ⟪exam_name|IELTS Academic⟫ on the 21st but I've renewed my passport since
AGENT: OK no worries. What's the new number?
CALLER: ⟦PASSPORT|$pp_gb_2⟧
AGENT: And can you confirm your date of birth for me?
CALLER: ⟦DATE_OF_BIRTH|9th of November 2001⟧
AGENT: Lovely. Best number to reach you on?
CALLER: ⟦PHONE|oh seven nine four six, two two one, double eight three⟧
AGENT: Perfect, I've updated it. There's no charge for an ID change, it's only the transfer fee of ⟪tariff|£48⟫ if you move the date. Reference ⟪ticket_id|NEC-CS-30417⟫.
[00:02:41 call ends]"""),

("bursary_application_form",
 """HARDSHIP BURSARY 2025/26 - ONLINE APPLICATION (submitted ⟪timestamp|2025-10-03 22:17:54⟫)
Full name ............ ⟦PERSON|Nathaniel Osei-Bonsu⟧
Preferred name ....... ⟦PERSON|Nat⟧
Email ................ ⟦EMAIL|nat.oseibonsu@gmail.com⟧
Mobile ............... ⟦PHONE|07459 228 130⟧
Term-time address .... ⟦ADDRESS|Flat 3, 27 Kingsland Road, London E2 8AA⟧
NI number ............ ⟦NATIONAL_ID|$nino_1⟧
Bank account (IBAN) .. ⟦IBAN|$iban_gb_1⟧
Monthly rent ......... ⟦AMOUNT|£720⟧
Other income ......... ⟦AMOUNT|£310/month⟧ (weekend job)
Health / disability .. ⟦MEDICAL|dyslexia⟧; ⟦MEDICAL|type 1 diabetes⟧ (⟦MEDICAL|insulin pump⟧)
Fund note: total pot this year ⟪org_total|£240,000⟫, max award ⟪policy_cap|£1,500⟫ per student."""),

("python_stack_trace",
 """Traceback (most recent call last):
  File "/home/⟦PERSON|ewhitfield⟧/grades-api/app/db.py", line ⟪line_number|42⟫, in get_engine
    engine.connect()
  File "/usr/lib/⟪python_version|python3.11⟫/site-packages/sqlalchemy/engine/base.py", line 3268, in connect
    return self._connection_cls(self)
sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "⟦IP_ADDRESS|172.31.22.9⟧", port ⟪port|5432⟫ failed: FATAL:  password authentication failed for user "⟦PERSON|ewhitfield⟧"

DSN used: postgresql://⟦PERSON|ewhitfield⟧:⟦SECRET|Gr@des2024!bootcamp⟧@⟦IP_ADDRESS|172.31.22.9⟧:5432/grades
(Background on this error at: https://sqlalche.me/e/20/e3q8)
request_id=⟪request_id|$uuid_1⟫"""),

("tenancy_agreement",
 """ASSURED SHORTHOLD TENANCY AGREEMENT (student let)
Landlord: ⟪org_name|Castlegate Student Living Ltd⟫, Company No. ⟪company_reg_no|09837215⟫
Tenant: ⟦PERSON|Lena Hoffmann⟧, born ⟦DATE_OF_BIRTH|22.06.2003⟧, passport no. ⟦PASSPORT|$pp_de_1⟧
Guarantor: Dr ⟦PERSON|Klaus Hoffmann⟧ of ⟦ADDRESS|Lindenstraße 14, 50674 Köln, Germany⟧
Premises: ⟦ADDRESS|Room 4, 18 Hyde Park Road, Leeds LS6 1PY⟧
Term: 44 weeks from ⟪contract_date|06/09/2025⟫
Rent: ⟦AMOUNT|£155⟧ per week, payable termly. Deposit: ⟦AMOUNT|£620⟧, protected with ⟪org_name|the Deposit Protection Service⟫ (scheme ref ⟪scheme_ref|DPS-7781-2093⟫).
Deposit refunds will be paid to the tenant's account ⟦IBAN|$iban_de_1⟧ within 10 days of check-out."""),

("price_list",
 """⟪org_name|Oakfield Home Tutors⟫ - 2025/26 rates (all prices incl. VAT, VAT reg ⟪vat_number|GB 318 6642 07⟫)

| Level              | 1 hr   | 10-pack |
|--------------------|--------|---------|
| KS2 / 11+          | ⟪price|£38⟫    | ⟪price|£345⟫    |
| GCSE               | ⟪price|£45⟫    | ⟪price|£420⟫    |
| A-level            | ⟪price|£55⟫    | ⟪price|£510⟫    |
| Oxbridge interview | ⟪price|£80⟫    | n/a     |

Travel surcharge outside ⟪place_name|Didsbury⟫ ⟪price|£5⟫. Cancellation within 24h charged in full. Book online at ⟪url|oakfieldhometutors.co.uk/book⟫."""),

("forum_post",
 """Title: HELP pushed my .env to github by mistake?? (week 9 project)
Posted by ⟦PERSON|kwame_dev⟧ » ⟪post_timestamp|Tue Apr 08, 2025 11:52 pm⟫

so i was rushing the weather-app submission and my commit ⟪commit_sha|$sha_1⟫ has this in it:

    OPENAI_API_KEY=⟦APIKEY|$openai_1⟧
    GITHUB_TOKEN=⟦APIKEY|$gh_pat_1⟧

is deleting the file enough?? repo is ⟪github_repo|kwame-asante/weather-app⟫

---
Reply from ⟦PERSON|mentor_ines⟧ (TA):
No, deleting it is not enough, it's still in the git history. Revoke BOTH keys right now, then rotate. For next time, your .env.example should only have placeholders like ⟪example_key|OPENAI_API_KEY=sk-your-key-here⟫. Ping me on Slack if you get stuck @⟦PERSON|kwame_dev⟧"""),

("slack_thread",
 """#bootcamp-infra  ⟪slack_channel_id|C05QW7R2KLM⟫
⟦PERSON|Priyanka Raghunathan⟧  10:02 AM
who set up the deploy alerts? the webhook is sitting in plain text in the pinned msg 😬 ⟦SECRET|$slack_hook_1⟧
⟦PERSON|Tom Ellery⟧  10:05 AM
that was me, sorry. also the CI runner still uses my personal keys, AKID ⟦APIKEY|$aws_akid_1⟧ / secret ⟦SECRET|$aws_secret_1⟧ - I'll move them to Vault today
⟦PERSON|Priyanka Raghunathan⟧  10:06 AM
pls. and not the AWS docs ones either lol (⟪example_key|AKIAIOSFODNN7EXAMPLE⟫ is in like 4 READMEs)
⟦PERSON|Tom Ellery⟧  10:09 AM
done, rotated. runner is now ⟦IP_ADDRESS|10.0.14.31⟧, old box ⟦IP_ADDRESS|10.0.14.12⟧ can be terminated. ticket ⟪jira_key|INFRA-2291⟫"""),
]

# ---- batch 3 ---------------------------------------------------------------
TEXTS += [
("invoice",
 """INVOICE ⟪invoice_no|#2025-017⟫                                   date: ⟪invoice_date|31 Jan 2025⟫
From: ⟦PERSON|Hélène Marchetti⟧ LRSM - violin & viola tuition
      ⟦ADDRESS|12 Clarendon Villas, Hove BN3 3RD⟧
To:   Mr & Mrs ⟦PERSON|Gallagher⟧ (re: ⟦PERSON|Niamh⟧)

  8 x 30 min lessons @ ⟪unit_price|£24.00⟫ ............ ⟦AMOUNT|£192.00⟧
  ABRSM Grade 4 entry (reimbursement) .... ⟦AMOUNT|£49.00⟧
  TOTAL DUE .............................. ⟦AMOUNT|£241.00⟧

Please pay by ⟪due_date|14 February⟫ to ⟦IBAN|$iban_gb_3⟧ (⟦PERSON|H Marchetti⟧). Thank you!"""),

("support_ticket",
 """Ticket ⟪ticket_id|#48213⟫ | Priority: Normal | Site: ⟪site_name|Riverside Court⟫ | Opened by: ⟦PERSON|Yusuf Demir⟧
Category: Maintenance > Heating

Hi, the radiator in ⟪room_number|Flat 6C⟫ hasn't worked since Sunday and it's freezing. I'm away at my placement Tue-Thu so the engineer can let himself in - the key safe by the bin store is ⟦PASSWORD|4 7 1 9⟧. Please text me on ⟦PHONE|07712 604 883⟧ before coming. Thanks, ⟦PERSON|Yusuf⟧

--- internal note (⟦PERSON|Gemma Rowntree⟧, Residence Team) ---
Booked ⟪contractor_name|Kelvin Heating Ltd⟫ for Tue AM, job no ⟪job_number|KH-55910⟫. Reminded tenant not to post codes in tickets; code to be changed after visit."""),

("shell_history",
 """  501  cd ~/cohort-14
  502  ssh ⟦PERSON|dokonkwo⟧@⟦IP_ADDRESS|178.62.41.113⟧
  503  mysql -u admin -p'⟦PASSWORD|Ch4ngeM3@later⟧' -h ⟦IP_ADDRESS|10.8.0.5⟧ lms_prod
  504  export AWS_ACCESS_KEY_ID=⟦APIKEY|$aws_akid_2⟧
  505  export AWS_SECRET_ACCESS_KEY=⟦SECRET|$aws_secret_2⟧
  506  aws s3 ls s3://⟪bucket_name|cohort14-submissions⟫
  507  git checkout ⟪git_branch|feature/grading-rubric⟫
  508  scp ./dump.sql ⟦PERSON|dokonkwo⟧@⟦IP_ADDRESS|178.62.41.113⟧:/home/⟦PERSON|dokonkwo⟧/backups/
  509  history | tail -20"""),

("meeting_minutes",
 """Whitcombe Educational Trust - Bursary Panel, minutes of meeting held ⟪meeting_date|12 March 2025⟫
Present: ⟦PERSON|A. Greenhalgh⟧ (chair), ⟦PERSON|R. Sandhu⟧, ⟦PERSON|Felicity Odell⟧. Apologies: ⟦PERSON|P. Kerr⟧.

Item 3 - Applications
3.1 ⟦PERSON|Jordan Pike⟧: household income below threshold, mother recently diagnosed with ⟦MEDICAL|multiple sclerosis⟧. Award ⟦AMOUNT|£2,400⟧ over the year. Agreed.
3.2 ⟦PERSON|Samira El-Amin⟧: requested ⟦AMOUNT|£1,800⟧ for laptop + travel; panel approved ⟦AMOUNT|£1,200⟧, laptop via loan scheme.
3.3 Deferred to April (evidence missing).

Item 4 - Finance: fund balance ⟪org_total|£86,350⟫ after this round. Next meeting ⟪meeting_date|9 April 2025⟫, room ⟪room_name|Boardroom 2⟫."""),

("online_review",
 """★★★★☆  "Great tutor, messy admin" - ⟪review_date|reviewed 3 weeks ago⟫
We used ⟪org_name|Clever Clogs Tuition⟫ for our son's 11+ prep. His tutor ⟦PERSON|Rachel⟧ was brilliant and he passed for ⟪school_name|Queen Elizabeth's⟫. Only downside was billing: we were charged twice in October and it took 5 weeks to get the ⟦AMOUNT|£260⟧ refunded. Office manager ⟦PERSON|Dev⟧ sorted it in the end. Would still recommend, but check your statements!
- ⟦PERSON|Sandra P.⟧, ⟪place_name|Barnet⟫
👍 14 found this helpful   Owner response: "Thanks ⟦PERSON|Sandra⟧, we've changed our payment provider since. ⟦PERSON|Dev⟧ (Clever Clogs)\""""),

("voicemail_transcript",
 """Voicemail - received ⟪timestamp|Fri 16:47⟫ - duration ⟪duration|0:52⟫ - auto-transcribed
"Hi ⟦PERSON|Bernie⟧, it's ⟦PERSON|Claire Ashworth⟧, ⟦PERSON|Ollie⟧'s mum. Just to let you know he won't be coming Monday, he's had a reaction, they think it's an ⟦MEDICAL|egg allergy⟧ so we've got an appointment at the ⟪hospital_name|Royal Victoria⟫ allergy clinic. Oh and I've done the transfer for February, the ⟦AMOUNT|six hundred and forty pounds⟧, should be with you by Monday. My new number's ⟦PHONE|07936 118 452⟧ by the way, old one's dead. Thanks, bye."
"""),

("json_config",
 """{
  "service": "results-publisher",
  "version": "⟪semver|4.12.0⟫",
  "board": "⟪org_name|Midlands Examinations Board⟫",
  "session": "⟪exam_session|JUN25⟫",
  "sftp": {
    "host": "⟦IP_ADDRESS|51.140.88.214⟧",
    "port": ⟪port|2222⟫,
    "user": "results_upload",
    "password": "⟦PASSWORD|Tq7#vL9m!pRz2025⟧"
  },
  "notify": {
    "telegram_bot_token": "⟦APIKEY|$telegram_1⟧",
    "chat_id": ⟪chat_id|-1001874433210⟫,
    "on_call": "⟦PERSON|Oluwaseun Adeyemi-Clarke⟧ <⟦EMAIL|seun.ac@meb-exams.org.uk⟧>"
  },
  "result_api_token": "⟦APIKEY|$jwt_2⟧",
  "build": "⟪build_id|b8812⟫"
}"""),

("docker_compose",
 """version: "⟪compose_version|3.9⟫"
services:
  db:
    image: ⟪docker_image|postgres:16.3-alpine⟫
    environment:
      POSTGRES_USER: bootcamp
      POSTGRES_PASSWORD: ⟦PASSWORD|p0stgr3s-Cohort15!⟧
  api:
    build: ./api
    ports:
      - "⟪port_mapping|8000:8000⟫"
    environment:
      DJANGO_SECRET_KEY: "⟦SECRET|$django_key_1⟧"
      MAILGUN_API_KEY: ⟦APIKEY|$mailgun_1⟧
      GOOGLE_MAPS_KEY: ⟦APIKEY|$google_1⟧
      ALLOWED_HOSTS: "⟪loopback|127.0.0.1⟫,⟪doc_ip|203.0.113.40⟫"
    # maintainer: ⟦PERSON|Ana Lucía Ferreyra⟧ <⟦EMAIL|analucia.ferreyra@hey.com⟧>"""),

("card_payment_form",
 """CodeForge Bootcamp - secure deposit form (captured by support agent, ticket ⟪ticket_id|CF-SUP-7720⟫)
Applicant: ⟦PERSON|Kieran O'Sullivan⟧
Cohort: ⟪cohort_id|JS-FT-2509⟫ (full-time JavaScript, Sept)
Deposit amount: ⟦AMOUNT|£500.00⟧
Card number: ⟦CARD|$visa_1⟧
Expiry: ⟪card_expiry|08/27⟫    CVC: ⟦CVV|417⟧
Name on card: ⟦PERSON|K O SULLIVAN⟧
Billing postcode: ⟦ADDRESS|BS6 5QA⟧
Agent note: customer read the card out over the phone, PLEASE redact after processing (⟦PERSON|Harriet⟧)"""),

("exam_timetable",
 """⟪org_name|Westbrook Exam Centre⟫ - Summer 2025 timetable (candidates must arrive 30 min early)
Mon ⟪exam_date|12 May⟫  09:00  ⟪paper_code|8300/1H⟫ Maths Paper 1 (Higher)     ⟪room_name|Sports Hall⟫
Mon 12 May  13:30  ⟪paper_code|8461/1H⟫ Biology Paper 1            ⟪room_name|Hall B⟫
Wed ⟪exam_date|14 May⟫  09:00  ⟪paper_code|8702/1⟫  English Literature 1      Sports Hall
Centre number ⟪centre_number|28411⟫. Contingency day: ⟪exam_date|25 June⟫. Access arrangements queries to the exams office, ext ⟪extension|214⟫."""),

("reference_letter",
 """To whom it may concern,

I have taught ⟦PERSON|Elif Şahin⟧ (born ⟦DATE_OF_BIRTH|2 March 2007⟧) piano for six years, from Grade 1 to Grade 8 (Distinction, ⟪exam_session|Autumn 2024⟫). ⟦PERSON|Elif⟧ is hard-working and musical. She managed her studies alongside ⟦MEDICAL|juvenile arthritis⟧ with real maturity, and I fully support her application to the ⟪programme_name|Junior Conservatoire Scholarship⟫.

Please contact me on ⟦PHONE|020 8342 7716⟧ or ⟦EMAIL|margaret.ilford.piano@btinternet.com⟧ with any questions.

⟦PERSON|Margaret Ilford⟧ ARCM
⟦ADDRESS|9 Cranley Gardens, London N10 3AB⟧"""),
]

# ---- batch 4 ---------------------------------------------------------------
TEXTS += [
("sms_thread",
 """Sat 08:12  ⟦PERSON|Jo⟧ (childminder): Morning! Just checking who's collecting ⟦PERSON|Alfie⟧ today?
Sat 08:20  Me: My sister ⟦PERSON|Becca⟧ will, around 5.30. Collection password is ⟦PASSWORD|blue giraffe⟧ as usual
Sat 08:21  ⟦PERSON|Jo⟧ (childminder): Great. Can she bring his ⟦MEDICAL|inhaler⟧? He was a bit ⟦MEDICAL|wheezy⟧ yesterday
Sat 08:25  Me: will do. Her mob is ⟦PHONE|07580 913 276⟧ in case
Sat 08:25  Me: oh and Ofsted inspection thing next week is ⟪date_generic|Thursday⟫ right?"""),

("email_results_notice",
 """From: Candidate Services <⟦EMAIL|noreply@sqaresults.org.uk⟧>
Subject: Result withheld - ⟪case_id|INV-25-0318⟫

Dear ⟦PERSON|Fraser McAllister⟧,

Your result for ⟪qualification_code|X847 75 Higher Physics⟫ has been withheld pending an investigation into a possible irregularity at your centre (⟪centre_number|5230811⟫). Our records show:
  Date of birth: ⟦DATE_OF_BIRTH|17/10/2007⟧
  Home address: ⟦ADDRESS|22 Baird Drive, Paisley PA2 9QT⟧

If any of these details are wrong please call ⟦PHONE|0345 279 1000⟧ quoting case ⟪case_id|INV-25-0318⟫.

Candidate Services Team"""),

("app_log",
 """2025-06-02T14:03:11.482Z INFO  payments webhook received id=⟪event_id|evt_1PNx3bL2kGf0zX9aQw4Rt7Ys⟫ type=checkout.session.completed
2025-06-02T14:03:11.483Z DEBUG verifying signature with secret=⟦SECRET|$whsec_1⟧
2025-06-02T14:03:11.490Z INFO  customer=⟪customer_id|cus_QEr8nXv2LpA0tB⟫ email=⟦EMAIL|j.okwuosa@gmail.com⟧ card=⟪masked_card|**** **** **** 4242⟫ amount=⟦AMOUNT|£1,250.00⟧ (deposit, cohort ⟪cohort_id|DA-PT-2510⟫)
2025-06-02T14:03:11.512Z INFO  enrolment updated student=⟦PERSON|Jennifer Okwuosa⟧ ip=⟦IP_ADDRESS|82.45.190.7⟧
2025-06-02T14:03:11.530Z WARN  slow query 812ms trace_id=⟪trace_id|4bf92f3577b34da6a3ce929d0e0e4736⟫"""),

("k8s_secret",
 """apiVersion: v1
kind: Secret
metadata:
  name: nursery-portal-secrets
  namespace: ⟪k8s_namespace|parents-app-prod⟫
  annotations:
    owner: "⟦PERSON|Stuart Lennox⟧"
type: Opaque
stringData:
  DB_PASSWORD: "⟦PASSWORD|Nurs3ry!Pr0d#88⟧"
  TWILIO_ACCOUNT_SID: "⟪account_sid|ACf3a91c07be24d56f0e8a3b19c4d7e250⟫"
  TWILIO_API_KEY: "⟦APIKEY|$twilio_sk_1⟧"
  TWILIO_AUTH_TOKEN: "⟦SECRET|$twilio_auth_1⟧"
  SESSION_SIGNING_KEY: "⟦SECRET|$flask_key_1⟧"
  PORTAL_JWT: "⟦APIKEY|$jwt_3⟧\""""),

("crontab",
 """# m h dom mon dow  command   (tutor-scheduler box, ⟦PERSON|gkaur⟧)
⟪cron_expression|*/15 * * * *⟫ /opt/scheduler/bin/sync --calendar
0 7 * * 1-5  curl -s -X POST -H 'Content-Type: application/json' -d @/opt/scheduler/today.json ⟦SECRET|$discord_hook_1⟧
30 2 * * *   pg_dump -h ⟦IP_ADDRESS|192.168.10.20⟧ -U tutors tutors_db | gzip > /home/⟦PERSON|gkaur⟧/backups/tutors_$(date +\\%F).sql.gz
0 3 * * 0    /opt/scheduler/bin/rotate-logs --keep ⟪retention_days|14⟫"""),

("medical_consent_form",
 """SUNNYSIDE NURSERY & PRE-SCHOOL - Medication Consent
Child's name: ⟦PERSON|Arlo Fitzgerald-Nwosu⟧        Date of birth: ⟦DATE_OF_BIRTH|29 Jan 2022⟧
Condition: ⟦MEDICAL|febrile convulsions⟧ (history of)
Medication: ⟦MEDICAL|Calpol (paracetamol) 120mg/5ml⟧, ⟦MEDICAL|5 ml⟧ if temp above 38C, max 4 doses in 24h
GP: Dr ⟦PERSON|Hamid⟧, ⟪org_name|Greenbank Medical Centre⟫, ⟦PHONE|0117 942 5560⟧
Parent/carer: ⟦PERSON|Chiamaka Fitzgerald-Nwosu⟧    Signed: C.F-N    Date: ⟪form_date|07/04/2025⟫
Office use: batch no ⟪batch_number|LOT 4471K⟫, expiry ⟪expiry_date|11/2026⟫"""),

("language_school_enrolment",
 """ENROLMENT FORM - ⟪org_name|Harbourside English Academy⟫, Plymouth
1. Surname: ⟦PERSON|García Ortega⟧   Given name(s): ⟦PERSON|Lucía⟧
2. Date of birth: ⟦DATE_OF_BIRTH|05-11-2004⟧    Nationality: Spanish
3. ID / passport: DNI ⟦NATIONAL_ID|$dni_1⟧
4. Email: ⟦EMAIL|lucia.gortega@gmail.com⟧   WhatsApp: ⟦PHONE|+34 622 418 905⟧
5. Course: ⟪course_code|IELTS-PREP-8W⟫   Level test score: ⟪test_score|41/60⟫
6. Emergency contact: ⟦PERSON|Javier García⟧ (father) ⟦PHONE|+34 961 384 207⟧
7. Dietary/medical: ⟦MEDICAL|coeliac disease⟧ - strictly gluten free please"""),

("lost_property_log",
 """LOST PROPERTY - ⟪site_name|Abbey Halls⟫ reception, w/c ⟪date_generic|03/03⟫
| # | item | found where | claimed by | ID seen |
|---|------|-------------|------------|---------|
| ⟪log_entry_id|LP-211⟫ | black Kindle | laundry room | ⟦PERSON|Ishaan Bhatt⟧, ⟪room_number|A17⟫ | student card |
| ⟪log_entry_id|LP-212⟫ | blue water bottle "⟪item_label|Bluey⟫" | gym | - | - |
| ⟪log_entry_id|LP-213⟫ | purse w/ ⟦AMOUNT|£35 cash⟧ | common room | ⟦PERSON|Ewa Zielińska⟧, ⟪room_number|D04⟫ | passport ⟦PASSPORT|$pp_gb_1⟧ |
Checked by ⟦PERSON|Tunde⟧ (night porter)"""),

("refund_request_email",
 """Subject: refund of overpaid rent ?? 2nd time asking

Hi ⟦PERSON|Suzanne⟧,

I still haven't received the refund for the overpayment in January. I paid ⟦AMOUNT|£1,960⟧ instead of ⟦AMOUNT|£980⟧ because the portal took it twice on my card ending ⟪masked_card|••••8831⟫. Your colleague said it would be back in 5 working days but that was ⟪date_generic|Feb 3rd⟫.

Can you please just send it to my bank instead: ⟦IBAN|$iban_nl_1⟧ (⟦PERSON|S. van Dijk⟧). Booking ⟪booking_ref|QH-24-3318⟫.

Thanks,
⟦PERSON|Sander van Dijk⟧
⟦PHONE|+31 6 4129 8870⟧"""),

("discord_message",
 """**#study-group-week7** — ⟪discord_channel|general⟫
**⟦PERSON|luna.codes⟧** — Today at 21:14
guys my bot finally works!! it posts the standup reminder. here's my config if anyone wants to copy 👇
```
DISCORD_TOKEN=⟦APIKEY|$discord_bot_1⟧
GUILD_ID=⟪guild_id|1187745093312098364⟫
OWNER=⟦PERSON|luna.codes⟧
```
**⟦PERSON|Farid H.⟧** — Today at 21:16
@⟦PERSON|luna.codes⟧ delete that msg and reset the token in the dev portal lol, bots scrape discord for those
**⟦PERSON|luna.codes⟧** — Today at 21:16
oh no 💀"""),

("complaint_letter",
 """⟦ADDRESS|14 Rowan Close, Kettering NN15 6PL⟧
⟪letter_date|2 August 2025⟫

Complaints Officer, ⟪org_name|Eastern Counties Examining Board⟫

Re: my son ⟦PERSON|Harvey Doyle⟧, candidate 4417, centre ⟪centre_number|22190⟫

I am writing to complain that ⟦PERSON|Harvey⟧'s access arrangements (25% extra time and a reader, agreed because of his ⟦MEDICAL|ADHD⟧ and ⟦MEDICAL|dyspraxia⟧) were not in place for ⟪paper_code|Paper 2⟫. I enclose the letter from his consultant. I paid ⟦AMOUNT|£95⟧ for the enquiry about results and would like this refunded.

Yours faithfully,
⟦PERSON|Michelle Doyle⟧  (tel ⟦PHONE|01536 418 229⟧)"""),

("markdown_table",
 """### Tutor roster - Spring term (internal, do not forward)
| tutor | subjects | email | mobile | availability |
|-------|----------|-------|--------|---------|
| ⟦PERSON|Aisha Rahman⟧ | Maths, Physics | ⟦EMAIL|aisha.r.tutor@gmail.com⟧ | ⟦PHONE|07481 226 093⟧ | ⟪availability_slot|Mon/Wed eve⟫ |
| ⟦PERSON|Ben Kowalczyk⟧ | Chemistry | ⟦EMAIL|benkowalczyk@outlook.com⟧ | ⟦PHONE|07954 331 870⟧ | ⟪availability_slot|Sat AM only⟫ |
| ⟦PERSON|Grace Oyelaran⟧ | English, 11+ | ⟦EMAIL|g.oyelaran@icloud.com⟧ | ⟦PHONE|07702 918 445⟧ | TBC |
Hourly pay band: ⟪pay_band|Band C⟫"""),
]

# ---- batch 5 ---------------------------------------------------------------
TEXTS += [
("remittance_advice",
 """REMITTANCE ADVICE - ⟪org_name|The Ashcombe Music Scholarship Fund⟫ (registered charity ⟪charity_number|1098342⟫)
Paid from: ⟪org_account|$iban_org_1⟫ (Fund current account)
Payee: ⟦PERSON|Thandiwe Mokoena⟧
Payee account: ⟦IBAN|$iban_gb_4⟧
Amount: ⟦AMOUNT|£3,000.00⟧ (instalment 1 of 3, 2025/26 award)
Payment run: ⟪payment_run_id|PR-2025-09-B⟫   Value date: ⟪value_date|15/09/2025⟫
Queries: ⟦PERSON|Declan Halloran⟧, Treasurer - ⟦EMAIL|treasurer.hmsf@gmail.com⟧"""),

("helpdesk_chat",
 """Live chat transcript - ⟪org_name|First Gen Futures Scholarship⟫ help centre - chat ⟪chat_session_id|#LC-884201⟫
Bot: Hi! I'm Sunny 🌞 How can I help?
Visitor: my application says "identity not verified"
Agent ⟦PERSON|Marisol⟧ joined the chat
⟦PERSON|Marisol⟧: Hi there! Can I get your full name and the last 4 of your SSN?
Visitor: ⟦PERSON|Jaylen Brooks⟧, full one is ⟦SSN|$ssn_4⟧
⟦PERSON|Marisol⟧: Thanks ⟦PERSON|Jaylen⟧ - just so you know you only ever need to give us the last four, like ⟪masked_ssn|***-**-4426⟫. I can see the problem: the DOB you typed was ⟦DATE_OF_BIRTH|07/14/2007⟧ but your FAFSA says 2006. Which is right?
Visitor: oh 2007 is right, FAFSA is wrong smh
⟦PERSON|Marisol⟧: No problem, I'll flag it. Reference ⟪ticket_id|FGF-22917⟫."""),

("timesheet",
 """CHILDMINDING TIMESHEET - w/c ⟪week_commencing|10 Nov 2025⟫
Childminder: ⟦PERSON|Donna Fairweather⟧ (Ofsted reg. ⟪ofsted_urn|EY498876⟫)
Child: ⟦PERSON|Isla-Mae Carter⟧
Mon 07:45-17:30 | Tue 07:45-17:30 | Thu 08:00-13:00
Hours: 24.5 @ ⟪hourly_rate|£7.20⟫   = ⟦AMOUNT|£176.40⟧
Less 15h funded entitlement (⟪funding_scheme|3-4yr universal⟫): -⟦AMOUNT|£108.00⟧
Parent to pay: ⟦AMOUNT|£68.40⟧ - paid by ⟦PERSON|Liam Carter⟧ on 14/11 ✔"""),

("payslip",
 """⟪org_name|Lingua Bridge Ltd⟫ - PAYSLIP            Period: ⟪pay_period|M06 Sep 2025⟫
Employee: ⟦PERSON|Róisín Gallagher⟧     Emp no: ⟪employee_number|E0419⟫
NI number: ⟦NATIONAL_ID|$nino_2⟧    Tax code: ⟪tax_code|1257L⟫
Gross pay ............ ⟦AMOUNT|£2,341.67⟧
Income tax ........... ⟦AMOUNT|£258.20⟧
National Insurance ... ⟦AMOUNT|£112.93⟧
NET PAY .............. ⟦AMOUNT|£1,970.54⟧
Paid to a/c ending ⟪masked_account|****4471⟫"""),

("password_reset_email",
 """From: LearnHub <⟦EMAIL|no-reply@learnhub-mail.net⟧>
To: ⟦EMAIL|dimitra.k@student.codeacademyplus.io⟧
Subject: Your temporary password

Hi ⟦PERSON|Dimitra⟧,

An administrator (⟦PERSON|Colin Reyes⟧) has reset your LearnHub password.
Username: ⟦PERSON|dkaralis⟧
Temporary password: ⟦PASSWORD|Spring-Otter-42⟧

This password expires in ⟪expiry_window|24 hours⟫. If you didn't ask for this, contact support and quote ⟪ticket_id|LH-RST-56021⟫.
LearnHub ⟪app_version|v7.4.2⟫ · ⟪org_name|CodeAcademy+⟫"""),

("onboarding_doc",
 """# Welcome to the instructor team! 🎉 (cohort 16)

**Your accounts**
- Slack: you've been invited as ⟦EMAIL|n.achterberg@forgecamp.io⟧
- GitHub org: ⟪github_org|forgecamp-cohorts⟫ - ask ⟦PERSON|Mateo⟧ for a seat
- Lab VM: ssh ⟦PERSON|nachterberg⟧@⟦IP_ADDRESS|10.20.0.47⟧ (key only, no passwords)

**Building**
- Door code for the side entrance: ⟦PASSWORD|2580#⟧ (changes monthly)
- Staff Wi-Fi: ⟪wifi_ssid|FC-Staff⟫ / password ⟦PASSWORD|kettle-Orbit-93⟧
- Guest Wi-Fi: ⟪wifi_ssid|FC-Guest⟫ (no password, captive portal)

Payroll questions → ⟦PERSON|Harjit⟧ (⟦PHONE|0121 456 7720⟧, Tue/Thu only)."""),

("recovery_codes_file",
 """github-recovery-codes.txt   (⟦PERSON|olamide-ade⟧ - bootcamp admin account)
Keep these somewhere safe. Each code can be used once.

⟦SECRET|$rc_1⟧
⟦SECRET|$rc_2⟧
⟦SECRET|$rc_3⟧
⟦SECRET|$rc_4⟧
⟦SECRET|$rc_5⟧

generated ⟪timestamp|2025-01-19 10:42 UTC⟫ · help: ⟪url|docs.github.com/authentication⟫"""),

("git_diff",
 """diff --git a/config/settings.py b/config/settings.py
index ⟪git_blob|4c1e9a2⟫..⟪git_blob|7d03bb1⟫ 100644
--- a/config/settings.py
+++ b/config/settings.py
@@ -12,9 +12,9 @@ DEBUG = False
-HF_TOKEN = "⟦APIKEY|$hf_1⟧"
-ANTHROPIC_API_KEY = "⟦APIKEY|$anthropic_1⟧"
+HF_TOKEN = os.environ["HF_TOKEN"]
+ANTHROPIC_API_KEY = os.environ["ANTHROPIC_API_KEY"]
 MODEL_NAME = "⟪model_name|distilbert-base-uncased⟫"
-# TODO ⟦PERSON|Ravi⟧: remove before demo day
+# secrets now come from the environment (see ⟪issue_ref|#214⟫)"""),

("calendar_invite",
 """BEGIN:VEVENT
SUMMARY:GCSE Chemistry - ⟦PERSON|Zara Hussain⟧ (online)
DTSTART:⟪ics_datetime|20251104T170000Z⟫
DTEND:20251104T180000Z
ORGANIZER;CN=⟦PERSON|Owen Pritchard⟧:mailto:⟦EMAIL|owen.pritchard.tutor@gmail.com⟧
ATTENDEE;CN=⟦PERSON|Nadia Hussain⟧:mailto:⟦EMAIL|nadia.hussain79@yahoo.co.uk⟧
LOCATION:Zoom ⟪meeting_id|853 0217 4469⟫ passcode ⟦PASSWORD|Ch3m1st⟧
DESCRIPTION:Topic: rates of reaction. ⟦AMOUNT|£42⟧ to be paid before the session please.
UID:⟪ics_uid|$uuid_2⟫
END:VEVENT"""),

("visa_support_letter",
 """⟪org_name|Cambridge Crescent English Centre⟫                   ⟪letter_date|18 June 2025⟫

TO WHOM IT MAY CONCERN - VISITOR VISA (SHORT-TERM STUDY)

This is to confirm that ⟦PERSON|Nguyen Thi Lan⟧, born ⟦DATE_OF_BIRTH|21 April 2005⟧, holder of passport ⟦PASSPORT|$pp_vn_2⟧, has been accepted on our ⟪course_name|Academic English 12-week⟫ course from ⟪course_start|1 September 2025⟫.

She has paid tuition fees of ⟦AMOUNT|£4,680⟧ in full. Accommodation is with a host family at ⟦ADDRESS|7 Mill Road, Cambridge CB1 2AZ⟧.

⟦PERSON|Jonathan Everett⟧, Principal"""),

("checkout_damage_report",
 """CHECK-OUT INSPECTION - ⟪site_name|Fenwick House⟫, ⟪room_number|Studio 12⟫
Resident: ⟦PERSON|Tomasz Wiśniewski⟧     Inspector: ⟦PERSON|Carla Benn⟧     Date: ⟪inspection_date|28/06/2025⟫
- Carpet stain near desk: cleaning ⟦AMOUNT|£45.00⟧
- Missing fire blanket: ⟦AMOUNT|£18.50⟧
- Blu-tack marks (fair wear) - no charge
Deposit held ⟦AMOUNT|£400.00⟧ → refund due ⟦AMOUNT|£336.50⟧ to ⟦IBAN|$iban_pl_2⟧
Photos: ⟪photo_ref|IMG_20250628_101544⟫ ... ⟪photo_ref|IMG_20250628_101731⟫"""),

("policy_excerpt",
 """Bursary Policy 2025-26 (extract), section 4: Eligibility

4.1 Students whose household income is below ⟪policy_threshold|£25,000⟫ may apply for the Core Bursary of up to ⟪policy_cap|£2,000⟫ per year.
4.2 Care leavers and estranged students receive an additional ⟪policy_amount|£500⟫.
4.3 Awards are paid in three instalments (⟪payment_schedule|Oct / Jan / Apr⟫).
4.4 The Fund's total budget is set annually by the trustees; for 2025-26 it is ⟪org_total|£1.2m⟫.
4.5 Evidence must be uploaded via the portal (⟪url|bursary.example-college.ac.uk⟫) by ⟪deadline|31 October⟫.
Approved by the Board of Trustees, minute ⟪minute_ref|BT/25/031⟫."""),
]

# ---- batch 6 ---------------------------------------------------------------
TEXTS += [
("teacher_notes",
 """my notes - Tues students (don't share)
- ⟦PERSON|Ellie B⟧ - grade 5 theory in Nov. mum (⟦PERSON|Karen⟧) pays termly, owes ⟦AMOUNT|£84⟧ from last term!!
- ⟦PERSON|Sami⟧ - ⟦MEDICAL|epilepsy⟧, no flashing metronome app. dad's mob ⟦PHONE|07841 336 207⟧
- ⟦PERSON|Josh T⟧ - stopped, moving to ⟪place_name|Swindon⟫
- ⟦PERSON|Priya⟧ - new, trial lesson free. plays on ⟪instrument_model|Yamaha P-45⟫
reminder: insurance renewal ⟪policy_number|MU-INS-448120⟫ due ⟪date_generic|1 Dec⟫"""),

("ocr_business_card",
 """[OCR scan - business_card_0042.jpg - confidence 0.91]
ⓘ ⟪org_name|MAPLE LEAF TUTORING⟫
DR. ⟦PERSON|ANIKA SOLBERG⟧, PhD
Director of Studies
M: ⟦PHONE|+44 7798 214 560⟧
E: ⟦EMAIL|anika@mapleleaftutoring.co.uk⟧
⟦ADDRESS|Suite 4, 2 Wellington St, Cheltenham GL50 1XY⟧
⟪url|www.mapleleaftutoring.co.uk⟫ | Reg. in England ⟪company_reg_no|11204478⟫"""),

("sticky_note_ocr",
 """IMG_3312.HEIC → text (Photos Live Text)
-----------------------------
LAB 3 PCs
admin / ⟦PASSWORD|Lab3!Bootcamp⟧
printer ⟪printer_model|HP M404⟫ = ⟦IP_ADDRESS|192.168.30.44⟧
projector pin ⟦PASSWORD|0727⟧
ask ⟦PERSON|Wojtek⟧ if locked out ext ⟪extension|3306⟫
-----------------------------"""),

("exam_registration",
 """COLLEGE ENTRANCE TEST - REGISTRATION CONFIRMATION
Registration no. ⟪registration_no|R-2025-0918-77312⟫
Student: ⟦PERSON|Camila Restrepo⟧
Date of birth: ⟦DATE_OF_BIRTH|March 3, 2008⟧
ID on test day: US passport ⟦PASSPORT|$pp_us_2⟧
SSN (optional, for score reporting): ⟦SSN|$ssn_5⟧
Test center: ⟪test_center|Lincoln High School, Center 44-871⟫
Test date: ⟪exam_date|October 4, 2025⟫ · Fee paid: ⟦AMOUNT|$68.00⟧ (Visa ⟪masked_card|xxxx-1190⟫)
Questions: ⟪org_phone_hours|Mon-Fri 8am-8pm ET⟫"""),

("audit_log",
 """{"ts":"⟪timestamp|2025-09-09T08:01:44Z⟫","event":"login.success","user":"⟦PERSON|mfernandes⟧","src_ip":"⟦IP_ADDRESS|31.94.12.201⟧","mfa":"totp"}
{"ts":"2025-09-09T08:03:02Z","event":"export.candidates","user":"⟦PERSON|mfernandes⟧","rows":⟪row_count|1840⟫,"file":"⟪file_name|candidates_autumn.csv⟫"}
{"ts":"2025-09-09T08:17:55Z","event":"login.failed","user":"⟦PERSON|rbaptiste⟧","src_ip":"⟦IP_ADDRESS|2001:4860:7:60f::c1⟧","reason":"bad_password"}
{"ts":"2025-09-09T08:18:10Z","event":"login.failed","user":"⟦PERSON|rbaptiste⟧","src_ip":"⟪doc_ip|198.51.100.23⟫","reason":"synthetic_probe"}"""),

("postman_collection",
 """{
  "info": { "name": "Tutor Marketplace API", "_postman_id": "⟪postman_id|$uuid_3⟫" },
  "auth": { "type": "apikey", "apikey": [ { "key": "value", "value": "⟦APIKEY|$postman_1⟧" } ] },
  "item": [
    { "name": "Create booking",
      "request": { "method": "POST", "url": "https://api.tutormkt.io/v1/bookings",
        "body": { "raw": "{\\"tutor_id\\": \\"⟪tutor_id|tut_88213⟫\\", \\"student_email\\": \\"⟦EMAIL|felix.braun2009@gmx.de⟧\\", \\"price\\": ⟪price|4500⟫}" } } }
  ],
  "variable": [ { "key": "baseUrl", "value": "https://api.tutormkt.io" } ]
}"""),

("terraform_tfvars",
 """# exams-infra/prod.tfvars  (owner: ⟦PERSON|Gwen Holloway⟧)
region          = "⟪cloud_region|eu-west-2⟫"
instance_type   = "⟪instance_type|t3.medium⟫"
access_key      = "⟦APIKEY|$aws_akid_3⟧"
secret_key      = "⟦SECRET|$aws_secret_3⟧"
allowed_cidrs   = ["⟦IP_ADDRESS|81.134.20.66⟧/32", "⟪doc_ip|192.0.2.10⟫/32"]
db_password     = "⟦PASSWORD|m0nday-Marking-Rush⟧"
alert_email     = "⟦EMAIL|g.holloway@midexams.org⟧\""""),

("firewall_log",
 """Oct 14 21:05:31 fw01 kernel: [UFW BLOCK] IN=eth0 OUT= SRC=⟦IP_ADDRESS|45.83.64.19⟧ DST=⟦IP_ADDRESS|10.1.1.5⟧ LEN=60 PROTO=TCP SPT=⟪port|51422⟫ DPT=⟪port|22⟫
Oct 14 21:05:33 fw01 kernel: [UFW BLOCK] IN=eth0 OUT= SRC=⟦IP_ADDRESS|45.83.64.19⟧ DST=⟦IP_ADDRESS|10.1.1.5⟧ LEN=60 PROTO=TCP SPT=51430 DPT=3389
Oct 14 21:07:02 fw01 sshd[⟪pid|22817⟫]: Accepted publickey for ⟦PERSON|hwinterbottom⟧ from ⟦IP_ADDRESS|100.101.7.12⟧ port 50122 ssh2: ED25519 SHA256:⟪key_fingerprint|vQ3mZk1W8yHc7pLr2sTn0xFb5gJd9aEe4uRi6oKq1Ys⟫"""),

("parent_note",
 """Dear Miss ⟦PERSON|Tasha⟧,
⟦PERSON|Reuben⟧ is on ⟦MEDICAL|antibiotics (penicillin V)⟧ for his ⟦MEDICAL|ear infection⟧ - dose is in the blue bag, please give at lunchtime. He's also still ⟦MEDICAL|lactose intolerant⟧ so oat milk only!
His granny ⟦PERSON|Pat Whelan⟧ is picking up today, she knows the password.
Thanks, ⟦PERSON|Ruth⟧ (⟦PHONE|07490 552 118⟧)"""),

("receipt",
 """⟪org_name|BRIGHTON LANGUAGE HOUSE⟫
⟪org_address|40 Queens Rd, Brighton⟫ · VAT ⟪vat_number|GB 291 4470 82⟫
RECEIPT ⟪receipt_no|R-000731⟫          ⟪receipt_date|05/08/2025 14:22⟫
Student: ⟦PERSON|Kaito Yamamoto⟧
General English 4 wks ........ ⟪price|£1,120.00⟫
Registration fee ............. ⟪price|£75.00⟫
Accommodation deposit ........ ⟪price|£200.00⟫
PAID (Mastercard ⟪masked_card|**** 0932⟫) ⟦AMOUNT|£1,395.00⟧
Thank you! Served by: ⟦PERSON|Lisa⟧"""),

("teams_chat",
 """⟦PERSON|Adebayo, Femi⟧  4:02 PM
hey, the parent of my 4pm (⟦PERSON|Harriet Lowe⟧) says her card was declined on the portal, can you check?
⟦PERSON|Kowalski, Anna⟧  4:05 PM
yep - it's failing 3DS. she's got a new card, she read it to me: ⟦CARD|$mc_1⟧ exp ⟪card_expiry|11/28⟫ cvc ⟦CVV|382⟧. Payment of ⟦AMOUNT|£210⟧ went through now. I'll delete this msg after
⟦PERSON|Adebayo, Femi⟧  4:06 PM
👍 thx. (fyi never take card numbers in chat, use the pay-by-link ⟪payment_link_id|plink_7QmZx2⟫ next time)"""),

("nursery_newsletter",
 """🌈 ⟪org_name|Rainbow Bridge Nursery⟫ - October newsletter

Welcome to our new guinea pigs ⟪pet_name|Pepper⟫ and ⟪pet_name|Salt⟫! The Ladybirds room voted on the names.

📅 Dates: Harvest festival ⟪event_date|17 Oct⟫ · INSET day (closed) ⟪event_date|27 Oct⟫ · Flu spray clinic ⟪event_date|4 Nov⟫
💷 From January our fees change to ⟪tariff|£68⟫ per full day and ⟪tariff|£39⟫ per half day.
🍎 Reminder: we are a nut-free setting. Our menu this month follows the ⟪guideline_name|Eat Better Start Better⟫ guidance.
Ofsted rating: ⟪inspection_grade|Good⟫ (inspection ⟪inspection_ref|EY412093/2024⟫)"""),
]

# ---- batch 7 ---------------------------------------------------------------
TEXTS += [
("scholarship_application",
 """GLOBAL TALENT STEM SCHOLARSHIP - applicant summary (exported ⟪timestamp|2025-02-11 09:30⟫)
Applicant: ⟦PERSON|Ananya Krishnamurthy⟧  | DOB ⟦DATE_OF_BIRTH|19-08-2006⟧ | Chennai, India
Aadhaar (identity check): ⟦NATIONAL_ID|$aadhaar_1⟧
Passport: ⟦PASSPORT|$pp_in_1⟧
Contact: ⟦EMAIL|ananya.k.2006@gmail.com⟧ / ⟦PHONE|+91 98401 22736⟧
Family income declared: ⟦AMOUNT|₹6,40,000⟧ per annum
Requested: full tuition (⟪programme_code|BSc-CS-INTL⟫); scholarship value capped at ⟪policy_cap|£12,000⟫ per year
Reviewer: ⟦PERSON|T. Abernethy⟧ - score ⟪review_score|87/100⟫"""),

("grant_form",
 """Stichting ⟪org_name|Van Rossem Studiefonds⟫ - travel grant form (English version)
Name: ⟦PERSON|Daan Vermeulen⟧
Citizen service number (BSN): ⟦NATIONAL_ID|$bsn_2⟧
Address: ⟦ADDRESS|Oudegracht 211-bis, 3511 NG Utrecht⟧
Bank: ⟦IBAN|$iban_be_1⟧ (Belgian account, I study in Leuven)
Purpose: summer course at ⟪org_name|Lisbon Coding School⟫, cost ⟪price|€1,950⟫
Amount requested: ⟦AMOUNT|€1,200⟧
Signed ⟦PERSON|D. Vermeulen⟧, ⟪form_date|3 March 2025⟫"""),

("phone_booking_notes",
 """Reservations - phone booking notes (⟪shift_name|late shift⟫, agent ⟦PERSON|Kim⟧)
Caller: Mr ⟦PERSON|Everton Blake⟧ booking for daughter ⟦PERSON|Simone Blake⟧, 51-week ensuite, ⟪site_name|Canal Wharf⟫
Card (Amex): ⟦CARD|$amex_1⟧  exp ⟪card_expiry|04/29⟫  CID ⟦CVV|7391⟧
Charged: reservation fee ⟦AMOUNT|£250⟧ - auth code ⟪auth_code|0X71QP⟫
Contact: ⟦PHONE|+1 (876) 924-3318⟧ (Jamaica), ⟦EMAIL|everton.blake@flowja.com⟧
TODO: shred this page after entering into system!"""),

("isa_contract",
 """INCOME SHARE AGREEMENT - schedule 1 (student details)
Provider: ⟪org_name|Northern Lights Code Academy Inc.⟫
Student: ⟦PERSON|Mathieu Tremblay⟧
Social Insurance Number: ⟦NATIONAL_ID|$sin_1⟧
Address: ⟦ADDRESS|3475 rue Saint-Urbain, Apt 6, Montréal QC H2X 2N4⟧
Income threshold: ⟪policy_threshold|CAD 45,000⟫ / year · Share: ⟪percentage|10%⟫ · Cap: ⟪policy_cap|CAD 24,000⟫
Deferred tuition attributed to student: ⟦AMOUNT|CAD 16,500⟧
Signed electronically ⟪esign_id|DS-9F22-71AA⟫ by ⟦PERSON|M. Tremblay⟧"""),

("erasmus_registration",
 """Erasmus+ language course registration - ⟪org_name|Dublin City English Institute⟫
Participant: ⟦PERSON|Zofia Wróblewska⟧
Date of birth: ⟦DATE_OF_BIRTH|14.05.2002⟧
PESEL: ⟦NATIONAL_ID|$pesel_1⟧
Home university: ⟪org_name|Uniwersytet Jagielloński⟫, Erasmus code ⟪erasmus_code|PL KRAKOW01⟫
Grant paid to participant: ⟦AMOUNT|€1,540⟧ → ⟦IBAN|$iban_pl_1⟧
Medical notes: ⟦MEDICAL|asthma⟧ (uses ⟦MEDICAL|Ventolin⟧)"""),

("music_school_registration",
 """Summer Strings Academy 2025 - participant list (extract)
⟦PERSON|Erik Lindholm⟧ · cello · born ⟦DATE_OF_BIRTH|2001-09-23⟧ · personnummer ⟦NATIONAL_ID|$pnr_1⟧ · ⟦EMAIL|erik.lindholm@telia.com⟧
Fee ⟦AMOUNT|SEK 8 400⟧ paid by ⟦PERSON|Karin Lindholm⟧ (mother)
Room: ⟪room_name|Gamla Skolan 2⟫ · instrument insurance ref ⟪policy_number|IF-4471-2025⟫
Faculty contact: Prof. ⟦PERSON|Annika Berg⟧"""),

("tutor_registration",
 """TUTOR REGISTRATION - ⟪org_name|SmartGrade Tuition Agency (Singapore)⟫
Name (as in NRIC): ⟦PERSON|Lim Wei Ling⟧
NRIC: ⟦NATIONAL_ID|$nric_2⟧
Mobile: ⟦PHONE|+65 9127 4483⟧   Email: ⟦EMAIL|weiling.lim@gmail.com⟧
Subjects: H2 Chemistry, Sec 3-4 Pure Chem
Expected rate: ⟪rate_quote|S$60-70/hr⟫
Preferred areas: ⟪place_name|Bishan⟫, ⟪place_name|Toa Payoh⟫
PayNow for agency commission refunds: ⟦PHONE|+65 9127 4483⟧"""),

("tutor_profile_hk",
 """[Internal] HK tutor onboarding checklist - ⟪org_name|Victoria Harbour Tutors⟫
☑ Tutor: ⟦PERSON|Chan Ka Yan, Karen⟧
☑ HKID copy received: ⟦NATIONAL_ID|$hkid_1⟧
☑ Proof of address: ⟦ADDRESS|Flat 12B, 38 Tai Hang Road, Causeway Bay, Hong Kong⟧
☑ DSE results: ⟪grade_profile|5** 5* 5 5 5 4⟫
☐ Bank (HSBC) for payroll: pending
Notes: available Sat, prefers ⟪place_name|Tin Hau⟫ area. Contact ⟦PHONE|+852 6321 0874⟧"""),

("homestay_application",
 """HOMESTAY APPLICATION - ⟪org_name|Vancouver Pacific ESL⟫ (page 2/3)
Student: ⟦PERSON|Park Min-jun⟧
Date of birth: ⟦DATE_OF_BIRTH|2003-01-26⟧
Korean resident registration no. (for insurance): ⟦NATIONAL_ID|$rrn_1⟧
Allergies: ⟦MEDICAL|cats⟧ (mild), ⟦MEDICAL|shellfish⟧ (severe)
Parent/guardian: ⟦PERSON|Kim Soo-jin⟧, ⟦PHONE|+82 10-4417-2286⟧
Homestay fee: ⟪tariff|CAD 1,150/month⟫ · placement fee paid ⟦AMOUNT|CAD 300⟧"""),

("bootcamp_invoice_brazil",
 """FATURA / INVOICE ⟪invoice_no|NF-2025-00871⟫ - ⟪org_name|Bootcamp Tech Recife Ltda⟫ (CNPJ ⟪cnpj|12.345.678/0001-95⟫)
Client: ⟦PERSON|João Pedro Albuquerque⟧ · CPF ⟦NATIONAL_ID|$cpf_1⟧
Course: Full Stack (evening) · class ⟪cohort_id|FS-N-12⟫
Paid: ⟦AMOUNT|R$ 3.600,00⟧ in 6 instalments, card ⟪masked_card|**** 5512⟫
Email: ⟦EMAIL|jp.albuquerque@uol.com.br⟧ · Tel ⟦PHONE|+55 81 99612-4430⟧"""),

("italian_student_record",
 """Student record - ⟪org_name|Edinburgh Language Centre⟫
Surname: ⟦PERSON|BIANCHI⟧   First name: ⟦PERSON|Giulia⟧
DOB: ⟦DATE_OF_BIRTH|08/03/2000⟧   Codice fiscale: ⟦NATIONAL_ID|$cf_1⟧
Italian passport: ⟦PASSPORT|$pp_it_1⟧
Course: ⟪course_code|CAE-10W⟫ · class ⟪class_code|C1-2⟫ · teacher ⟦PERSON|Morag⟧
Outstanding balance: ⟦AMOUNT|£640⟧ (due before week 3)"""),

("moodle_error_page",
 """Debug info: Error reading from database
Error code: ⟪error_code|dmlreadexception⟫
SELECT * FROM mdl_user WHERE username = '⟦PERSON|szhang⟧' AND auth = 'manual'
[NULL]
Error code: ⟪error_code|dmlreadexception⟫
Stack trace:
  line ⟪line_number|486⟫ of /lib/dml/moodle_database.php: dml_read_exception thrown
  line 1179 of /lib/dml/pgsql_native_moodle_database.php: call to moodle_database->query_end()
dbhost = '⟦IP_ADDRESS|10.160.3.21⟧' dbuser = 'moodle' dbpass = '⟦PASSWORD|M00dl3-LangSchool⟧'
Moodle ⟪moodle_version|4.1.9+ (Build: 20240301)⟫"""),
]

# ---- batch 8 ---------------------------------------------------------------
TEXTS += [
("grant_application_ie",
 """Student Grant - supplementary hardship fund (⟪org_name|Cork School of Music Trust⟫)
Applicant: ⟦PERSON|Siobhán Ní Bhriain⟧
PPS number: ⟦NATIONAL_ID|$ppsn_1⟧
Eircode / address: ⟦ADDRESS|4 Wellington Terrace, Sunday's Well, Cork T23 X2P9⟧
Lone parent household; mother receiving treatment for ⟦MEDICAL|breast cancer⟧
Monthly rent share: ⟦AMOUNT|€450⟧; grant sought ⟦AMOUNT|€1,000⟧
Reference: ⟪application_ref|CSMT-HF-2025-14⟫"""),

("homestay_match_email",
 """Hi ⟦PERSON|Bernadette⟧,

Good news - we've matched you with a new student from Belgium arriving Sunday:
⟦PERSON|Wouter Claes⟧, born ⟦DATE_OF_BIRTH|2 June 1999⟧, rijksregisternummer ⟦NATIONAL_ID|$be_1⟧ (needed for his insurance form - please keep it safe)
Diet: vegetarian. Health: ⟦MEDICAL|hay fever⟧, takes ⟦MEDICAL|cetirizine⟧.
His phone: ⟦PHONE|+32 478 91 22 03⟧
Your payment for the 3 weeks (⟦AMOUNT|£555⟧) will go out with the ⟪payment_run_id|14 March run⟫.

Thanks!
⟦PERSON|Nicola⟧ - Homestay Team, ⟪org_name|Oxford Spires English⟫"""),

("exam_entry_spreadsheet",
 """candidate,dob,id_type,id_number,exam,session,fee
⟦PERSON|Aino Virtanen⟧,⟦DATE_OF_BIRTH|17/04/2001⟧,HETU,⟦NATIONAL_ID|$hetu_1⟧,⟪exam_code|C2 Proficiency⟫,⟪exam_session|JUN-25⟫,⟦AMOUNT|€268⟧
⟦PERSON|Sondre Bakke⟧,⟦DATE_OF_BIRTH|03/08/2004⟧,fodselsnummer,⟦NATIONAL_ID|$fnr_1⟧,⟪exam_code|C1 Advanced⟫,JUN-25,⟦AMOUNT|€251⟧
# fees as paid by each candidate; centre price list is on the intranet (⟪doc_ref|FEES-2025-v3⟫)"""),

("scholarship_payment_email",
 """Sayın ⟦PERSON|Emre Kaya⟧,

Your ⟪programme_name|Anatolia Young Coders⟫ scholarship has been approved. First payment of ⟦AMOUNT|₺45.000⟧ will be sent to ⟦IBAN|$iban_tr_1⟧ on ⟪value_date|1 October⟫.
For tax records we hold your T.C. Kimlik No: ⟦NATIONAL_ID|$tckn_1⟧.
If your details have changed, reply to ⟦EMAIL|burs@anatoliacoders.org.tr⟧ or call ⟦PHONE|+90 212 318 44 70⟧.

Scholarship Office, ⟪org_name|Anatolia Young Coders Foundation⟫"""),

("student_file_note",
 """FILE NOTE - ⟦PERSON|Pimchanok Srisuwan⟧ ("⟦PERSON|Ploy⟧"), class ⟪class_code|B1-3⟫
Thai ID ⟦NATIONAL_ID|$thai_1⟧ / passport ⟦PASSPORT|$pp_th_1⟧ copied for visa extension.
⟦PERSON|Ploy⟧ missed 4 days - GP letter says ⟦MEDICAL|glandular fever⟧. Attendance now ⟪attendance_rate|78%⟫, below the ⟪policy_threshold|80%⟫ visa threshold, DSO not yet informed, notified Welfare (⟦PERSON|Hugh⟧).
Agent: ⟪org_name|Bangkok Study Link⟫"""),

("payment_plan_call",
 """Call notes - payment plan set-up, ⟪org_name|LaunchPad Coding Bootcamp⟫ (US)
Student: ⟦PERSON|Tyrone Mitchell⟧, SSN ⟦SSN|$ssn_6⟧ (for soft credit check only)
Plan: ⟪plan_name|12-month 0% APR⟫, tuition ⟪price|$14,900⟫, down payment ⟦AMOUNT|$1,490⟧ taken today
Card: ⟦CARD|$disc_1⟧, exp ⟪card_expiry|02/30⟫, CVV ⟦CVV|905⟧
Monthly: ⟦AMOUNT|$1,117.50⟧ on the 5th
Callback: ⟦PHONE|(404) 872-3159⟧"""),

("telegram_chat",
 """[Telegram] Tutors - North London 🧑‍🏫
⟦PERSON|Yasmin⟧: anyone know why the booking bot stopped?
⟦PERSON|Dominic Achebe⟧: I regenerated the token, the old one leaked. new one: ⟦APIKEY|$telegram_2⟧ - put it in the .env not in here next time 😅
⟦PERSON|Yasmin⟧: lol that was ME pasting it last week sorry
⟦PERSON|Dominic Achebe⟧: np. bot version ⟪semver|1.8.3⟫ deployed on ⟦IP_ADDRESS|46.101.77.140⟧"""),

("support_ticket_ssh",
 """Ticket ⟪ticket_id|HALLS-IT-3391⟫ - "can't log in to the portal server"
From: ⟦PERSON|Raj Varma⟧ <⟦EMAIL|raj.varma@hallsportal.co.uk⟧>
I regenerated my key but still get "Permission denied (publickey)". Here's my key in case it helps:

⟦SECRET|$pem_ssh_2⟧

Server: ⟦IP_ADDRESS|10.44.0.9⟧, user ⟦PERSON|rvarma⟧. ssh version ⟪software_version|OpenSSH_9.6p1⟫.
---
IT reply: Please NEVER send private keys. Revoking this one now; generate a new pair and send only the .pub file."""),

("award_letter",
 """⟪org_name|Saint Columba Bursary Fund⟫
Private & confidential

Ms ⟦PERSON|R. Achterberg⟧
⟦ADDRESS|23 Marchmont Crescent, Edinburgh EH9 1HQ⟧

⟪letter_date|9 September 2025⟫

Dear ⟦PERSON|Rosalind⟧,
I am pleased to confirm an award of ⟦AMOUNT|£1,750⟧ towards your first-year costs at the ⟪org_name|Royal Conservatoire⟫. Payment will be made to the account ending ⟪masked_account|***7713⟫.
Yours sincerely, ⟦PERSON|Alasdair Munro⟧ (Secretary)"""),
]

# ---- batch 9 ---------------------------------------------------------------
TEXTS += [
("voice_dictation",
 """[dictation - iPhone - ⟪timestamp|07:58⟫] note to self comma for ⟦PERSON|Gill⟧ at the bursary office full stop new paragraph ⟦PERSON|Kofi Mensah-Bonsu⟧ date of birth ⟦DATE_OF_BIRTH|twelfth of January 2006⟧ hmm scratch that ⟦DATE_OF_BIRTH|12/01/2006⟧ full stop his NI number is ⟦NATIONAL_ID|$nino_4⟧ full stop he's been ill with ⟦MEDICAL|long COVID⟧ since Easter so the attendance hit full stop mum is ⟦PERSON|Akosua⟧ on ⟦PHONE|zero seven nine five six four four one two zero eight⟧ full stop end note"""),
]
