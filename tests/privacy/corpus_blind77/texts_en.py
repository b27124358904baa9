# blind77 English texts.  Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES
TEXTS = []

TEXTS.append(("sms_probation_reminder", """Hi ⟦PERSON|Dean⟧, reminder ur appt with ⟦PERSON|Marcia Blake⟧ at ⟪org_name|Northgate Probation Office⟫ is Thurs ⟪appointment_time|10:30⟫. If u cant make it ring ⟦PHONE|0161 832 5519⟧ b4 9am n ask for ⟦PERSON|Marcia⟧ or duty officer. Ref ⟪appointment_ref|APT-448120⟫. Reply STOP to opt out"""))

TEXTS.append(("email_victim_support_referral", """From: ⟦PERSON|Priya Raman⟧ <⟦EMAIL|priya.raman@westmids-victimcare.org.uk⟧>
To: ⟦EMAIL|referrals.cardiff@vs-wales.org.uk⟧
Subject: Referral - burglary victim, our ref ⟪referral_id|VS-22871⟫

Hi team,

New referral for Mrs ⟦PERSON|Gwen Lloyd⟧ (DOB ⟦DATE_OF_BIRTH|04/11/1948⟧), ⟦ADDRESS|17 Heol y Nant, Caerphilly CF83 2JT⟧. Tel ⟦PHONE|07723 418 905⟧. She is 76, lives alone, has ⟦MEDICAL|COPD⟧ and is on ⟦MEDICAL|home oxygen⟧ at night so please no early morning calls. Her daughter ⟦PERSON|Sian Lloyd⟧ is the main contact: ⟦EMAIL|sian.lloyd82@gmail.com⟧.

Police crime ref: ⟪police_crime_ref|55/18832/24⟫. She lost ⟦AMOUNT|£340⟧ cash from a drawer plus her late husband's medals, which is what's upset her most.

Best,
⟦PERSON|Priya Raman⟧
Victim Care Coordinator | ⟪org_name|West Midlands Victim Care⟫
T: ⟦PHONE|0121 675 3320⟧"""))

TEXTS.append(("prison_visit_booking_confirmation", """Prison visit booking - confirmation
Prison: ⟪prison_name|HMP Stocken⟫
Visit type: Social visit (Sat PM)
Lead visitor: ⟦PERSON|Kayleigh Marsh⟧
Date of birth: ⟦DATE_OF_BIRTH|22/06/1994⟧
Email: ⟦EMAIL|kayleighmarsh94@hotmail.co.uk⟧
Mobile: ⟦PHONE|+44 7456 210 883⟧
Address: ⟦ADDRESS|Flat 3, 41 Bramble Road, Leicester LE4 6QW⟧
Additional visitors: ⟦PERSON|Tyler Marsh⟧ (child, age 6), ⟦PERSON|Jordan Pike⟧
Prisoner: ⟦PERSON|Connor Marsh⟧
Booking reference: ⟪booking_ref|VB-7Q2M9L⟫
Session: ⟪visit_session_time|14:00-16:00⟫
Please arrive 45 minutes early with photo ID (passport or driving licence). Lockers take a ⟪price|£1⟫ coin (returned)."""))

TEXTS.append(("slack_devops_alert", """#pvb-alerts
[ALERT] booking-api p95 latency 2.8s (threshold 1.5s) on pvb-api-3 (⟦IP_ADDRESS|10.42.7.19⟧)
  deploy by @⟦PERSON|rkasprzak⟧ - release ⟪version|v4.12.0⟫ sha ⟪commit_sha|$sha1⟫
⟦PERSON|rkasprzak⟧: rolling back, looks like the slot-cache redis at ⟦IP_ADDRESS|10.42.9.4⟧:⟪port|6379⟫ is timing out again
⟦PERSON|nadia.q⟧: ok ta. fyi someone pasted a sendgrid key in #general earlier -> ⟦APIKEY|$sendgrid1⟧ , I've revoked it but pls rotate whatever uses it
⟦PERSON|rkasprzak⟧: 🙈 that was me, sorry. rotating now"""))

TEXTS.append(("web_form_legal_aid_means", """LAA Means Assessment - online form submission #⟪form_submission_id|F-20931⟫
Applicant name: ⟦PERSON|Olumide Adebayo-Clarke⟧
DOB: ⟦DATE_OF_BIRTH|09/02/1991⟧
NI number: ⟦NATIONAL_ID|$nino1⟧
Address: ⟦ADDRESS|22B Kingsland High Street, London E8 2JS⟧
Phone: ⟦PHONE|07911 238 564⟧
Email: ⟦EMAIL|olu.adebayo.clarke@outlook.com⟧
Income: Universal Credit, ⟦AMOUNT|£1,126.80⟧ per month
Savings: ⟦AMOUNT|£640⟧ in ⟪org_name|Monzo⟫ current account
Partner: ⟦PERSON|Ruth Adebayo-Clarke⟧, DOB ⟦DATE_OF_BIRTH|14/07/1993⟧
Dependants: 2
Matter type: Housing - disrepair / possession
Disability or health condition: ⟦MEDICAL|type 2 diabetes⟧, ⟦MEDICAL|depression⟧ (on ⟦MEDICAL|sertraline 100mg⟧)
Declaration accepted: yes   Submitted ⟪timestamp|2024-06-11T14:22:07Z⟫"""))

TEXTS.append(("email_jury_deferral_thread", """Subject: Re: Jury summons ⟪juror_summons_no|4471-0093⟫ - request to defer
From: Jury Central Summoning Bureau <⟦EMAIL|jurysummoning@justice.gov.uk⟧>
To: ⟦EMAIL|g.hollis1966@btinternet.com⟧

Dear Mr ⟦PERSON|Hollis⟧,

Thank you for your email. We have agreed to defer your jury service to the week commencing ⟪service_week|4 November 2024⟫ at ⟪court_name|Snaresbrook Crown Court⟫. You do not need to do anything else now; a new summons will follow.

JCSB

> On 3 Jun 2024, at 09:12, ⟦PERSON|Gareth Hollis⟧ wrote:
> Hi, I've been summoned (juror no. ⟪juror_summons_no|4471-0093⟫) but I'm booked in for a ⟦MEDICAL|knee replacement⟧ at ⟪hospital_name|Homerton⟫ on 10 July and won't be able to sit for 6 weeks after. Letter from my consultant Mr ⟦PERSON|Anand⟧ attached. DOB ⟦DATE_OF_BIRTH|28/09/1966⟧ if you need it. Mobile ⟦PHONE|07834 551 209⟧.
> ⟦PERSON|Gareth⟧"""))

TEXTS.append(("call_transcript_coroner_office", """[Call transcript - ⟪org_name|North London Coroner's Office⟫ - ⟪timestamp|11/06 10:42⟫]
OFFICER (⟦PERSON|Kemi Sandhu⟧): Coroner's office, ⟦PERSON|Kemi⟧ speaking.
CALLER: Hi, yeah, it's ⟦PERSON|Darren Whitlock⟧, I'm ringing about my dad, ⟦PERSON|Raymond Whitlock⟧, he passed away Saturday at the ⟪hospital_name|Whittington⟫.
OFFICER: I'm so sorry, ⟦PERSON|Darren⟧. Can I take his date of birth?
CALLER: ⟦DATE_OF_BIRTH|Fifth of March, nineteen fifty-one⟧.
OFFICER: And his home address?
CALLER: ⟦ADDRESS|14 Cromartie Road, N19 3SJ⟧.
OFFICER: Thank you. The doctor has referred him to us because he had ⟦MEDICAL|a fall on the ward⟧ and he was on ⟦MEDICAL|warfarin⟧, so the coroner may order a ⟦MEDICAL|post-mortem⟧.
CALLER: Right. Can you ring me back on ⟦PHONE|oh seven nine four six, two one three, eight eight zero⟧?
OFFICER: Of course. Our direct line is ⟦PHONE|020 7974 5511⟧. Your reference is ⟪inquest_ref|NLC-24-1187⟫."""))

TEXTS.append(("csv_debt_schedule", """# debt schedule export - ⟪org_name|Bradford Citizens Advice⟫ - adviser: ⟦PERSON|tfarouk⟧ - client: ⟦PERSON|Shannon Doyle⟧ (DOB ⟦DATE_OF_BIRTH|17/12/1987⟧)
creditor,account_ref,balance,offer_pm,priority
⟪org_name|British Gas⟫,⟪masked_account|****3381⟫,"⟦AMOUNT|£1,284.60⟧",⟦AMOUNT|£5.00⟧,priority
Bradford Council (council tax),⟪creditor_account_ref|CT-88201456⟫,"⟦AMOUNT|£912.00⟧",⟦AMOUNT|£20.00⟧,priority
Vanquis,⟪masked_card|**** **** **** 7702⟫,"⟦AMOUNT|£2,450.17⟧",⟦AMOUNT|£1.00⟧,non-priority
Lowell (ex-Very),⟪creditor_account_ref|LW-4471209⟫,"⟦AMOUNT|£618.33⟧",⟦AMOUNT|£1.00⟧,non-priority
TOTAL,,"⟦AMOUNT|£5,265.10⟧",⟦AMOUNT|£27.00⟧,"""))

TEXTS.append(("minutes_referral_order_panel", """YOUTH OFFENDING TEAM - REFERRAL ORDER PANEL - MINUTES
Date: ⟪meeting_date|19 June 2024⟫, Room 2, ⟪org_name|Leyton Youth Hub⟫
Present: Cllr ⟦PERSON|Aisha Rahman⟧ (panel chair), ⟦PERSON|Tom Bevan⟧ (YOT officer), ⟦PERSON|Jade Okonkwo⟧ (community volunteer)
Young person: ⟦PERSON|Kyle Fenwick⟧ (15), attended with mum ⟦PERSON|Lisa Fenwick⟧

1. ⟦PERSON|Tom⟧ summarised the offence (criminal damage to bus shelter; ⟪org_amount|£780⟫ repair cost met by the council's insurer).
2. ⟦PERSON|Kyle⟧ has ⟦MEDICAL|ADHD⟧ and takes ⟦MEDICAL|methylphenidate⟧ (⟦MEDICAL|Concerta XL 36mg⟧) - school report says focus is better since March.
3. Contract agreed: 12 sessions reparation at the allotments; letter of apology to the victim, Mr ⟦PERSON|Sohail Chaudhry⟧.
4. ⟦PERSON|Kyle⟧'s mobile: ⟦PHONE|07388 210 476⟧. ⟦PERSON|Lisa⟧ prefers email: ⟦EMAIL|lisa.fenwick@yahoo.co.uk⟧.
Next panel: ⟪meeting_date|17 July 2024⟫ at 4pm."""))

TEXTS.append(("dotenv_victim_portal", """# victimcare-portal/.env.production   (DO NOT COMMIT!!)
APP_ENV=production
APP_URL=⟪org_url|https://portal.victimcare-wm.org.uk⟫
DB_HOST=⟦IP_ADDRESS|10.20.4.11⟧
DB_PORT=⟪port|5432⟫
DB_USERNAME=vcp_app
DATABASE_URL=postgres://vcp_app:⟦SECRET|Wm!Vict1m-Care#2024⟧@⟦IP_ADDRESS|10.20.4.11⟧:5432/vcp
SMTP_PASSWORD=⟦PASSWORD|smtp-Relay-4471⟧
MAILGUN_API_KEY=⟦APIKEY|$mailgun1⟧
STRIPE_PUBLISHABLE_KEY=⟪publishable_key|$pk_live1⟫
STRIPE_SECRET_KEY=⟦APIKEY|$stripe_sk1⟧
STRIPE_WEBHOOK_SECRET=⟦SECRET|$whsec1⟧
SESSION_SECRET=⟦SECRET|$jwt_secret1⟧
SENTRY_RELEASE=victimcare-portal@⟪version|3.8.2⟫
ADMIN_CONTACT="⟦PERSON|Helen Marsh-Taylor⟧ <⟦EMAIL|h.marshtaylor@victimcare-wm.org.uk⟧>"
REDIS_URL=redis://:⟦SECRET|R3dis-vcp-88!⟧@⟦IP_ADDRESS|10.20.4.12⟧:6379/0"""))

TEXTS.append(("whatsapp_family_visit", """[14/06/24, 19:02] ⟦PERSON|Shanice⟧: visit booked for sat 2pm at ⟪prison_name|HMP Bronzefield⟫ 🙏 ref ⟪booking_ref|8KD3-PQ2⟫
[14/06/24, 19:03] ⟦PERSON|Shanice⟧: they need everyones dob for the form. nan yours is ⟦DATE_OF_BIRTH|03/08/1958⟧ yeah?
[14/06/24, 19:05] Nan ⟦PERSON|Pauline⟧: Yes love. Do I need my passport its expired
[14/06/24, 19:06] ⟦PERSON|Shanice⟧: expired is fine i think, its ⟦PASSPORT|$pp_uk1⟧ isnt it, i put that
[14/06/24, 19:07] ⟦PERSON|Marcus⟧: I cant come, on shift. send ⟦PERSON|Tash⟧ my love
[14/06/24, 19:08] ⟦PERSON|Shanice⟧: 😔 ok. also she said her canteen money ran out, can someone send ⟦AMOUNT|£25⟧ to her prison account
[14/06/24, 19:10] ⟦PERSON|Marcus⟧: sent ⟦AMOUNT|£30⟧ on the gov site just now. ⟪transaction_ref|SPM-00913725⟫"""))

TEXTS.append(("stack_trace_jury_portal", """⟪timestamp|2024-06-12 08:41:19,377⟫ ERROR [summons-api] request_id=⟪uuid|$uuid1⟫ user=⟦PERSON|p.nakamura-jones⟧
Traceback (most recent call last):
  File "/srv/jury/app/handlers/deferral.py", line 214, in post
    juror = Juror.lookup(summons_no="⟪juror_summons_no|5520-1183⟫", dob="⟦DATE_OF_BIRTH|1979-04-30⟧")
  File "/srv/jury/app/models/juror.py", line 88, in lookup
    raise JurorNotFound(f"no match for {surname!r} / {dob}")
app.errors.JurorNotFound: no match for '⟦PERSON|Achterberg⟧' / ⟦DATE_OF_BIRTH|1979-04-30⟧
client_ip=⟦IP_ADDRESS|86.144.27.203⟧ ua="Mozilla/5.0 (iPhone; CPU iPhone OS ⟪os_version|17_5⟫ like Mac OS X)\""""))

TEXTS.append(("sql_insert_legal_aid_clients", """-- legal aid CMS data fix, ticket ⟪ticket_id|LA-3390⟫ (approved by ⟦PERSON|jmcallister⟧)
INSERT INTO clients (id, full_name, dob, ni_number, phone, email, address)
VALUES
 (⟪sql_row_id|10441⟫, '⟦PERSON|Bogdan Wiśniewski⟧', '⟦DATE_OF_BIRTH|1983-11-02⟧', '⟦NATIONAL_ID|$nino2⟧', '⟦PHONE|07452 118 903⟧', '⟦EMAIL|bogdan.wisn@gmail.com⟧', '⟦ADDRESS|5 Hatherley Court, Gloucester GL1 4QP⟧'),
 (⟪sql_row_id|10442⟫, '⟦PERSON|Fatuma Hersi⟧', '⟦DATE_OF_BIRTH|1996-05-19⟧', '⟦NATIONAL_ID|$nino3⟧', '⟦PHONE|+44 7723 006 451⟧', '⟦EMAIL|fatuma.h96@icloud.com⟧', '⟦ADDRESS|31 Stapleton Road, Bristol BS5 0QX⟧');
UPDATE matters SET status = 'closed' WHERE client_id = ⟪sql_row_id|10440⟫;"""))

TEXTS.append(("ocr_business_card", """[OCR scan - business card, 2 sides]
⟪org_name|HARGREAVES & OBI SOLICITORS⟫
Legal Aid Contract - Crime & Family
⟦PERSON|Nneka Obi⟧
Partner, Family Dept
D: ⟦PHONE|0113 243 9912⟧   M: ⟦PHONE|07519 446 020⟧
E: ⟦EMAIL|n.obi@hargreavesobi.co.uk⟧
⟪org_address|3rd Floor, Park Row House, 19 Park Row, Leeds LS1 5JF⟫
SRA No. ⟪org_registration_no|612044⟫   VAT ⟪vat_number|GB 298 4471 06⟫
[reverse] Out of hours police station rota: ⟦PHONE|0800 046 9722⟧"""))

TEXTS.append(("forum_post_prison_visit", """Title: First visit to ⟪prison_name|HMP Wandsworth⟫ - what actually happens? (long sorry)
Posted by u/⟦PERSON|throwaway_visitmum⟧ · 2y

So my son got remanded last month and i finally got a visit booked through the online thing after 3 failed tries. For anyone in the same boat the visits booking line is ⟦PHONE|0300 060 6508⟧ but expect to hang on for 40 mins.

Tips: take a ⟪price|£1⟫ coin for the locker, no underwired bra (the scanner goes off), and if you're on meds tell them at the desk. I'm a ⟦MEDICAL|type 1 diabetic⟧ and they let me keep my ⟦MEDICAL|insulin pen⟧ and some dextrose after a chat. My partner ⟦PERSON|Dwayne⟧ came too, he got properly searched, they even checked his shoes lol.

Get the ⟪bus_route|44⟫ or the ⟪bus_route|270⟫ bus, the walk from the station is ages.

EDIT: no I'm not posting my son's name, stop DMing me"""))

TEXTS.append(("google_review_cab", """★★★★★ ⟪org_name|Citizens Advice Hackney⟫ - review by ⟦PERSON|Maryam Siddiqui⟧ · Local Guide
Cant thank ⟦PERSON|Gloria⟧ enough. I walked in with a ⟦AMOUNT|£3,400⟧ council tax arrears letter and bailifs threatening to come round. She rang the council for me on ⟦PHONE|020 8356 3000⟧, got it onto a ⟦AMOUNT|£40 a month⟧ plan and did the hardship fund form with me. Opening hours are weird tho (⟪opening_hours|Tue/Thu 10-1⟫). Ask for ⟦PERSON|Dev⟧ if ⟦PERSON|Gloria⟧ is off, hes lovely too.
👍 23"""))

TEXTS.append(("invoice_interpreter", """INVOICE   No. ⟪invoice_id|INV-2024-0618⟫
From: ⟦PERSON|Zeynep Arslan⟧ - Turkish / Kurmanji interpreter (freelance)
⟦ADDRESS|12 Mercer Close, Coventry CV2 4HN⟧ · ⟦PHONE|07983 330 182⟧ · ⟦EMAIL|zeynep.arslan.interp@gmail.com⟧
To: ⟪org_name|Midlands Legal Aid Advice Centre⟫, accounts payable
Date: ⟪invoice_date|18/06/2024⟫

Attendance 11/06 - client interview, 3h @ ⟪hourly_rate|£32.00/h⟫ ........ ⟦AMOUNT|£96.00⟧
Travel 42 miles @ ⟪mileage_rate|45p/mile⟫ ........................ ⟦AMOUNT|£18.90⟧
TOTAL DUE ......................................... ⟦AMOUNT|£114.90⟧

Payment within 30 days to: ⟦PERSON|Z ARSLAN⟧, IBAN ⟦IBAN|$iban_gb3⟧
Thank you!"""))

TEXTS.append(("shell_history_probation_etl", """$ history | tail -12
  501  ssh deploy@⟦IP_ADDRESS|10.8.0.14⟧
  502  cd ⟦PERSON|/home/adeyemi.o⟧/probation-etl
  503  export AWS_ACCESS_KEY_ID=⟦APIKEY|$aws_akid1⟧
  504  export AWS_SECRET_ACCESS_KEY=⟦SECRET|$aws_secret1⟧
  505  aws s3 ls s3://⟪bucket_name|hmpps-etl-landing⟫/2024/06/
  506  psql "postgresql://etl_user:⟦SECRET|Nd3lius_2024!⟧@⟦IP_ADDRESS|10.8.0.22⟧:⟪port|5433⟫/delius_mirror"
  507  mysql -u ⟦PERSON|ckowalczyk⟧ -p'⟦PASSWORD|Kowal!Probation9⟧' -h ⟦IP_ADDRESS|10.8.0.31⟧
  508  git log --oneline -3
  509  curl -s http://⟪doc_ip|192.0.2.44⟫/health
  510  sudo -u postgres psql"""))

TEXTS.append(("form_jury_expenses_claim", """JURY SERVICE - CLAIM FOR LOSS OF EARNINGS AND EXPENSES (⟪form_code|Form 5228⟫)
Juror name: Mrs ⟦PERSON|Elaine Margaret Pritchard⟧
Court: ⟪court_name|Cardiff Crown Court⟫        Pool no: ⟪jury_pool_no|0624-CDF-17⟫
Days attended: 8
Travel: own car, 22 miles return per day @ ⟪mileage_rate|31.4p per mile⟫ = ⟦AMOUNT|£55.26⟧
Loss of earnings claimed: ⟦AMOUNT|£642.50⟧ (employer does not pay during jury service - letter attached)
Childcare: ⟦AMOUNT|£96.00⟧
TOTAL CLAIMED: ⟦AMOUNT|£793.76⟧
Pay by BACS to account name ⟦PERSON|E M Pritchard⟧, IBAN ⟦IBAN|$iban_gb4⟧
National Insurance no: ⟦NATIONAL_ID|$nino4⟧
Signed: ⟦PERSON|E. Pritchard⟧     Date: ⟪signature_date|28/06/2024⟫"""))

TEXTS.append(("dictation_coroners_officer", """Dictation - coroner's officer DS (retd) ⟦PERSON|Paul Ingram⟧ - inquest file prep, ref ⟪inquest_ref|2024-0412⟫
"...the deceased is ⟦PERSON|Anthony James Kerrigan⟧, date of birth ⟦DATE_OF_BIRTH|twenty-second of October nineteen seventy-eight⟧, last address ⟦ADDRESS|7 Gladstone Terrace, Sunderland SR4 7RL⟧. Found by his landlord on the fourteenth. GP records show ⟦MEDICAL|alcohol dependence⟧ and ⟦MEDICAL|liver cirrhosis⟧, prescribed ⟦MEDICAL|diazepam⟧ and ⟦MEDICAL|thiamine⟧. Toxicology pending from the lab in ⟪place_name|Newcastle⟫, expect six weeks. Next of kin his sister, Mrs ⟦PERSON|Bernadette Kerrigan-Shaw⟧, ⟦PHONE|zero one nine one, five two two, six six zero four⟧. Full stop. New paragraph...\""""))

TEXTS.append(("leaflet_trauma_coping", """⟪org_name|Victim Support⟫ - Coping after a crime (leaflet text, ⟪leaflet_version|v3 March 2023⟫)

It is very common to have trouble sleeping, flashbacks or panic attacks after a crime. Some people go on to develop ⟪leaflet_condition|PTSD⟫, which is treatable. If your GP suggests medication such as ⟪drug_name_leaflet|sertraline⟫ or ⟪drug_name_leaflet|propranolol⟫, ask about side effects and how long to take it. Talking therapies are free on the NHS - you can refer yourself online at ⟪org_url|www.nhs.uk/talk⟫.

You don't have to have reported the crime to the police to get our help."""))

TEXTS.append(("helm_values_yot_portal", """# yot-case-portal / helm/values-prod.yaml
image:
  repository: ⟪container_image|ghcr.io/yot-digital/case-portal⟫
  tag: "⟪version|2.14.1⟫"
env:
  SMTP_HOST: smtp.office365.com
  SMTP_USER: ⟦EMAIL|yot-notify@lambeth-yot.org.uk⟧
  SMTP_PASSWORD: "⟦PASSWORD|Lambeth!YOT-notify-77⟧"
  TEAMS_WEBHOOK: "⟦SECRET|$teams_hook1⟧"
  GITHUB_TOKEN: "⟦APIKEY|$gh_pat2⟧"
  GOOGLE_MAPS_KEY: "⟦APIKEY|$google1⟧"
  OAUTH_CLIENT_ID: "⟪client_id|$gapp1⟫"
  ADMIN_ALLOWLIST: "⟦IP_ADDRESS|81.109.44.7⟧,⟦IP_ADDRESS|100.72.15.3⟧"
resources:
  limits: { cpu: "500m", memory: "⟪resource_limit|512Mi⟫" }"""))

TEXTS.append(("sms_victim_support_callback", """Hi ⟦PERSON|Ade⟧, this is ⟦PERSON|Rhiannon⟧ from ⟪org_name|Victim Support Gwent⟫. Tried to ring u about the court date being moved. Pls call me back on ⟦PHONE|01633 207 486⟧ (⟪opening_hours|Mon-Fri 9-5⟫) or the 24/7 Supportline ⟦PHONE|08 08 16 89 111⟧. Our ref ⟪case_ref|VSG/24/3381⟫ x"""))

TEXTS.append(("whatsapp_card_for_prison_money", """⟦PERSON|Jodie⟧: babe can u put money on ⟦PERSON|Liam⟧'s account, the site wont take my card 😤
⟦PERSON|Kerry-Ann⟧: yeah send me ur card il do it now
⟦PERSON|Jodie⟧: ⟦CARD|$card_visa1⟧ exp 11/26 cvv ⟦CVV|418⟧ name on it ⟦PERSON|J HALLORAN⟧
⟦PERSON|Jodie⟧: its ⟦AMOUNT|£45⟧ for his phone credit n canteen
⟦PERSON|Kerry-Ann⟧: done, ⟦AMOUNT|£45⟧ sent. ref on the email is ⟪transaction_ref|SMTSP-7741093⟫
⟦PERSON|Kerry-Ann⟧: delete them card numbers off here now!!"""))

TEXTS.append(("jira_ticket_visit_booking", """⟪ticket_id|PVB-2291⟫  Visitor cannot complete booking - passport number rejected
Reporter: ⟦PERSON|Imogen Tait⟧ (service desk)   Priority: P3   Component: visitor-id-check   Affects: pvb-public ⟪version|6.3.0⟫

Description
Visitor ⟦PERSON|Agnieszka Wróbel⟧ rang in (⟦PHONE|07404 552 813⟧). Her Polish passport ⟦PASSPORT|$pp_pl1⟧ fails validation because we only accept 9 digits. She is visiting her partner at ⟪prison_name|HMP Peterborough⟫ on the 29th.

Steps: enter passport -> "Enter a valid passport number"
Log: ⟪timestamp|2024-06-20T09:14:55Z⟫ WARN id-check rejected pattern=^[0-9]{9}$ src=⟦IP_ADDRESS|2a02:c7c:5f21:9d00:8c4e:1b3f:ae02:71d6⟧"""))

TEXTS.append(("email_jury_eligibility_us_citizen", """Subject: Jury summons - I think this is a mistake?

Hi,

I got a jury summons for ⟪court_name|Southwark Crown Court⟫ (ref ⟪juror_summons_no|3390-7720⟫) but I'm an American citizen here on a ⟪visa_type|Skilled Worker visa⟫ so I don't think I'm eligible? The online form keeps asking for a National Insurance number, which I do have (⟦NATIONAL_ID|$nino5⟧), but I'm not on the electoral register as far as I know. If you need ID I can send my US passport, ⟦PASSPORT|$pp_us1⟧. (Your form had an "other ID" box so I put my SSN ⟦SSN|$ssn1⟧ in there - hope that wasn't dumb.)

Thanks,
⟦PERSON|Brooke Castellano⟧
⟦PHONE|+44 7487 330 291⟧"""))

TEXTS.append(("file_note_immigration_advice", """FILE NOTE - ⟪org_name|Islington Law Centre⟫ - immigration drop-in
Date: ⟪file_note_date|12.06.24⟫   Adviser: ⟦PERSON|Farah Qureshi⟧   Time: 25 mins (⟪time_units|2.5 units⟫)
Client: ⟦PERSON|Harpreet Kaur Sandhu⟧, DOB ⟦DATE_OF_BIRTH|03.01.1990⟧. Indian passport ⟦PASSPORT|$pp_in1⟧ (valid to 2031); Aadhaar ⟦NATIONAL_ID|$aadhaar1⟧ (copy on file - do we need to keep this??)
Client says husband has withheld her passport in the past; DV disclosed. Referred to Refuge helpline ⟦PHONE|0808 2000 247⟧.
Likely eligible under the ⟪form_code|DDVC⟫ concession. Client has ⟦MEDICAL|panic attacks⟧, GP prescribed ⟦MEDICAL|mirtazapine⟧ last month.
FQ to call client Fri (safe number only: ⟦PHONE|07442 019 357⟧, don't leave voicemail)."""))

TEXTS.append(("case_note_scam_victim", """Case note - Scams Action / ⟪org_name|Citizens Advice Sefton⟫
Client ⟦PERSON|Doreen Ashworth⟧ (82) phoned very distressed. Yesterday she got a call from "HMRC" saying she owed tax and would be arrested. Caller gave name "Officer ⟦PERSON|Daniel Price⟧".
She read out her debit card ⟦CARD|$card_mc1⟧, the expiry and the 3 digits on the back (⟦CVV|207⟧), then moved ⟦AMOUNT|£1,950⟧ from savings by bank transfer.
Number that called her: ⟦PHONE|020 3287 1164⟧.
Advised: ring bank fraud line now; report to Action Fraud ⟦PHONE|0300 123 2040⟧.
Client has ⟦MEDICAL|early-stage dementia⟧ (per son). Son ⟦PERSON|Graham Ashworth⟧ holds LPA, mob ⟦PHONE|07812 660 349⟧. Consent to speak to him recorded ⟪timestamp|24/06/2024 11:20⟫."""))

TEXTS.append(("jsonl_livechat_log", """{"ts":"⟪timestamp|2024-06-21T18:03:44.102Z⟫","level":"info","svc":"vs-livechat","session":"⟪uuid|$uuid2⟫","visitor":{"name":"⟦PERSON|Callum Reid⟧","email":"⟦EMAIL|callumreid.88@gmail.com⟧","ip":"⟦IP_ADDRESS|82.12.190.44⟧"},"msg":"chat started","agent":"⟦PERSON|ebrennan⟧"}
{"ts":"⟪timestamp|2024-06-21T18:05:10.611Z⟫","level":"info","svc":"vs-livechat","session":"⟪uuid|$uuid2⟫","from":"visitor","text":"he said if i went to the police he'd post the pics. my number is ⟦PHONE|07455 902 318⟧ pls dont call before 6"}
{"ts":"⟪timestamp|2024-06-21T18:06:02.004Z⟫","level":"warn","svc":"vs-livechat","msg":"safeguarding keyword match","rule":"⟪rule_id|SG-IMG-ABUSE-02⟫"}"""))

TEXTS.append(("markdown_duty_rota", """## YOT duty rota - ⟪week_number|week 26⟫

| Day | Duty officer | Work mobile | Backup |
|-----|--------------|-------------|--------|
| Mon | ⟦PERSON|Sam Oyelaran⟧ | ⟦PHONE|07825 114 600⟧ | ⟦PERSON|Becca Lund⟧ |
| Tue | ⟦PERSON|Becca Lund⟧ | ⟦PHONE|07825 114 613⟧ | ⟦PERSON|Sam Oyelaran⟧ |
| Wed | ⟦PERSON|Marek Dudek⟧ | ⟦PHONE|07825 114 627⟧ | ⟦PERSON|Becca Lund⟧ |

Court cover at ⟪court_name|Highbury Corner Magistrates⟫ from ⟪court_time|09:30⟫, room ⟪room_number|3⟫. Out of hours -> EDT ⟦PHONE|020 7226 0992⟧."""))

TEXTS.append(("handover_approved_premises", """AP HANDOVER - ⟪org_name|Ashley House AP⟫ - nights ⟪shift_date|21/06⟫
- ⟪room_number|Rm 4⟫ ⟦PERSON|G. Mensah⟧: ⟦MEDICAL|methadone 60ml⟧ collected from ⟪org_name|Boots⟫ 09:10, fine.
- ⟪room_number|Rm 7⟫ ⟦PERSON|Lewis Tranter⟧: c/o ⟦MEDICAL|chest pain⟧ 23:40, paramedics attended, ⟦MEDICAL|ECG normal⟧, not conveyed.
- ⟪room_number|Rm 9⟫ new arrival ⟦PERSON|Kwame Asante-Boateng⟧. Licence: curfew ⟪curfew_hours|21:00-07:00⟫, no contact with ⟦PERSON|Leanne Hart⟧.
- Office safe code changed to ⟦PASSWORD|6 2 8 0 4⟧ - do NOT write it on the whiteboard again!!
Signed ⟦PERSON|Bex⟧"""))

TEXTS.append(("client_care_letter_legal_aid", """CLIENT CARE LETTER - PUBLICLY FUNDED (CIVIL)
Our ref: ⟪matter_ref|FAM/0447/KD⟫

Ms ⟦PERSON|Danuta Kowalczyk-Dunn⟧
⟦ADDRESS|Flat 12, Orchard Court, 90 Bath Road, Swindon SN1 4BA⟧

Dear Ms ⟦PERSON|Kowalczyk-Dunn⟧,

Your legal aid certificate has been granted with a monthly contribution of ⟦AMOUNT|£118.40⟧, payable to the ⟪org_name|Legal Aid Agency⟫. Please be aware of the statutory charge: if you recover or keep property in these proceedings (your share of the equity in the house is estimated at ⟦AMOUNT|£64,000⟧), the LAA may recover our costs from it.

Our rates are set by the LAA (currently ⟪legal_aid_rate|£53.45 per hour⟫ for preparation). Your case is handled by ⟦PERSON|Kirsty Dawes⟧, supervised by ⟦PERSON|Ahmed Benali⟧. Complaints: ⟪org_url|www.legalombudsman.org.uk⟫."""))

TEXTS.append(("forum_post_jury_aibu", """AIBU to be fuming about jury service timing?
Posted by ⟦PERSON|SaffronMumof3⟧ · ⟪thread_id|thread 5104471⟫

Got called for 2 weeks at ⟪court_name|Inner London Crown Court⟫ starting the SAME day DS2 has his ⟦MEDICAL|grommets⟧ op. I'm also ⟦MEDICAL|28 weeks pregnant⟧ and get awful ⟦MEDICAL|SPD⟧. Loss of earnings is capped at ⟪statutory_cap|£64.95 a day⟫ for the first 10 days and I'm self employed, so I'd lose about ⟦AMOUNT|£900⟧. Deferral form says "give reasons" - is all of that enough or am I being precious??"""))

TEXTS.append(("chatbot_visit_booking", """BOT: Welcome to prison visits. What is the prisoner's date of birth?
USER: ⟦DATE_OF_BIRTH|12/02/2001⟧
BOT: Thanks. What is your full name?
USER: ⟦PERSON|Chantelle Burke⟧
BOT: And your email?
USER: ⟦EMAIL|chanty.b@live.co.uk⟧
BOT: Slots at ⟪prison_name|HMP Risley⟫: ⟪visit_slot|Tue 25 Jun 13:45⟫ or ⟪visit_slot|Thu 27 Jun 09:30⟫
USER: thurs plz. my mums coming too her name is ⟦PERSON|Denise Burke⟧ dob ⟦DATE_OF_BIRTH|30/10/1969⟧
BOT: Booked ✅ Reference ⟪booking_ref|RSL-51902⟫. Please bring photo ID for each adult."""))

TEXTS.append(("inquest_listing_notice", """⟪org_name|HM Senior Coroner for Avon⟫ - inquest hearings, week commencing ⟪listing_date|24 June 2024⟫
⟪org_address|Flax Bourton Coroner's Court, Old Weston Road, Flax Bourton BS48 1UL⟫

Mon ⟪hearing_time|10:00⟫  ⟦PERSON|Terence Alan Maddox⟧ (67) - Area Coroner ⟦PERSON|Roseanne Whitby⟧
Tue ⟪hearing_time|14:00⟫  ⟦PERSON|Olivia Grace Penhaligon⟧ (19) - Senior Coroner ⟦PERSON|Maria Voisin⟧
Wed ⟪hearing_time|10:30⟫  Pre-inquest review: ⟦PERSON|Jamal Idris⟧ (34)

Enquiries ⟦PHONE|0117 342 2970⟧ | ⟦EMAIL|coroners.office@bristol.gov.uk⟧"""))

TEXTS.append(("nginx_access_log_jury", """⟦IP_ADDRESS|86.27.153.201⟧ - - [⟪timestamp|22/Jun/2024:07:58:12 +0100⟫] "GET /summons/confirm?ref=⟪juror_summons_no|6612-4031⟫ HTTP/1.1" ⟪http_status|200⟫ 4512 "-" "Mozilla/5.0"
⟪doc_ip|203.0.113.77⟫ - - [22/Jun/2024:07:58:40 +0100] "POST /login HTTP/1.1" 401 310 "-" "curl/8.4.0"
⟦IP_ADDRESS|2a00:23c7:1a04:e801:5d2:9a3f:6b1e:4c20⟧ - ⟦PERSON|ssingh⟧ [22/Jun/2024:08:01:03 +0100] "GET /admin/jurors/export.csv HTTP/1.1" 200 88213 "-" "Mozilla/5.0"
⟦IP_ADDRESS|100.81.14.9⟧ - - [22/Jun/2024:08:01:09 +0100] "GET /summons/status HTTP/1.1" 200 912 "-" "okhttp/4.12.0"
⟪loopback_ip|127.0.0.1⟫ - - [22/Jun/2024:08:01:10 +0100] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29\""""))

TEXTS.append(("slack_dm_door_codes", """⟦PERSON|Hayley⟧  08:12  morning! first day at the ⟪org_name|Salford Victim Hub⟫ 🙂 whats the door code?
⟦PERSON|Olu Bankole⟧  08:13  front door is ⟦PASSWORD|4 7 1 9⟧ then #. key safe for the interview room keys is ⟦PASSWORD|2381⟧
⟦PERSON|Olu Bankole⟧  08:13  wifi: VSHub-Staff / ⟦PASSWORD|Sunflower!Salford22⟧
⟦PERSON|Hayley⟧  08:14  amazing ty. the CMS email says temp password ⟦PASSWORD|Tmp#88kd2Q⟧ - do i change it straight away?
⟦PERSON|Olu Bankole⟧  08:15  yes pls and set up MFA. IT are on ext ⟪phone_extension|4410⟫"""))

TEXTS.append(("email_probation_referral_ap", """From: ⟦PERSON|Siobhan Keane⟧ <⟦EMAIL|siobhan.keane@justice.gov.uk⟧>
To: AP referrals
Subject: Referral - Mr ⟦PERSON|J. Oduya⟧

Hi both,

Please find attached referral for ⟦PERSON|Joseph Oduya⟧, DOB ⟦DATE_OF_BIRTH|11 May 1985⟧, release date ⟪release_date|02/07/2024⟫ from ⟪prison_name|HMP Durham⟫. Release address will be yours. He has ⟦MEDICAL|epilepsy⟧ (on ⟦MEDICAL|levetiracetam⟧) so please can he have a ground floor room.

Regards, ⟦PERSON|Siobhan⟧
--
⟦PERSON|Siobhan Keane⟧ | Probation Practitioner | ⟪org_name|Gateshead PDU⟫ | ⟦PHONE|0191 478 3321⟧"""))

TEXTS.append(("teams_chat_test_env_login", """[10:02] ⟦PERSON|Naomi Fletcher⟧: can someone give me the login for the ChildView test env? ⟦PERSON|Gav⟧ is off
[10:04] ⟦PERSON|Priti Shah⟧: yot_test_admin / ⟦PASSWORD|ChildV!ew-Test-2024⟧
[10:04] ⟦PERSON|Priti Shah⟧: and the CI deploy token is ⟦APIKEY|$gitlab1⟧ (dont paste it in the ticket pls)
[10:05] ⟦PERSON|Naomi Fletcher⟧: ta!! where does it live again
[10:06] ⟦PERSON|Priti Shah⟧: https://⟪hostname|childview-test.yot.local⟫:⟪port|8443⟫ - build ⟪build_number|#1187⟫ is on there"""))

TEXTS.append(("voicemail_transcript_cab", """Voicemail - ⟪org_name|Citizens Advice Mid Devon⟫ - received ⟪timestamp|Mon 24 Jun 08:07⟫ - auto-transcribed, may contain errors
"Hiya it's er ⟦PERSON|Bryony Tuckett⟧, I was in last week about my ⟪benefit_name|PIP⟫ appeal, I've had a letter saying they've stopped my money, it was ⟦AMOUNT|a hundred and eighty four pound thirty⟧ a week so I'm really stuck. Could someone ring me on ⟦PHONE|oh seven eight four three, nine double oh, two one six⟧, I'm in all day, I can't get out much with my ⟦MEDICAL|fibromyalgia⟧. Date of birth is ⟦DATE_OF_BIRTH|the ninth of the twelfth, eighty-two⟧ if you need it. Thanks, bye.\""""))

TEXTS.append(("csv_visit_bookings_export", """booking_ref,prison,slot,lead_visitor,visitor_dob,visitor_phone,status
⟪booking_ref|LIN-88102⟫,⟪prison_name|HMP Lincoln⟫,2024-07-02 14:00,⟦PERSON|Stacey Holt⟧,⟦DATE_OF_BIRTH|1990-08-14⟧,⟦PHONE|07700 118 223⟧,CONFIRMED
⟪booking_ref|LIN-88117⟫,⟪prison_name|HMP Lincoln⟫,2024-07-02 14:00,⟦PERSON|Rahim Uddin⟧,⟦DATE_OF_BIRTH|1975-03-03⟧,⟦PHONE|07961 405 772⟧,CONFIRMED
⟪booking_ref|LIN-88130⟫,⟪prison_name|HMP Lincoln⟫,2024-07-03 09:30,⟦PERSON|Paulette Grant⟧,⟦DATE_OF_BIRTH|1962-12-25⟧,⟦PHONE|+44 7415 330 908⟧,CANCELLED"""))

TEXTS.append(("email_forwarded_scam_text", """From: ⟦PERSON|Marjorie Lyle⟧ <⟦EMAIL|marjorie.lyle@talktalk.net⟧>
To: ⟦EMAIL|advice@cabwarrington.org.uk⟧
Subject: Fwd: is this real??

Dear Sir/Madam, I got this text on my mobile (⟦PHONE|07719 402 655⟧) this morning and I'm worried sick. I have never missed jury service in my life.

> HMCTS: You failed to attend jury service on ⟪event_date|12/06⟫. A fine is now due. Pay at ⟪phishing_url|hmcts-jury-fines.com/pay⟫ or call ⟦PHONE|020 3514 8892⟧ today to avoid a warrant.

Sent from my iPad"""))

TEXTS.append(("json_stripe_webhook_donation", """{
  "id": "⟪event_id|evt_3PU0kT2eZvKYlo2C1m9a0Wq1⟫",
  "type": "charge.succeeded",
  "data": {"object": {
    "amount": 2500, "currency": "gbp",
    "billing_details": {"name": "⟦PERSON|Theo Marchetti⟧", "email": "⟦EMAIL|theo.marchetti@proton.me⟧",
                        "address": "⟦ADDRESS|48 Elm Grove, Brighton BN2 3ES⟧"},
    "payment_method_details": {"card": {"brand": "visa", "last4": "⟪masked_card|4471⟫", "exp_month": 3, "exp_year": 2027}},
    "metadata": {"campaign": "⟪campaign_code|legal-aid-appeal-24⟫", "gift_aid": true}
  }}
}"""))

TEXTS.append(("notes_app_logins", """Notes - "work logins DO NOT LOSE"
Jury portal admin - user ⟦PERSON|mokafor⟧
  pw ⟦PASSWORD|Bramble-Otter-Lantern-61⟧
  MFA seed (backup) ⟦SECRET|$totp2⟧
  recovery codes: ⟦SECRET|$rc1⟧  ⟦SECRET|$rc2⟧  ⟦SECRET|$rc3⟧  ⟦SECRET|$rc4⟧
home wifi (⟪wifi_ssid|BT-7K2Q⟫) ⟦PASSWORD|eK94mPq7Lr3XvT⟧
bank PIN ⟦PASSWORD|0624⟧
gym locker ⟦PASSWORD|1357⟧
renew car insurance ⟪reminder_date|3 Aug⟫!!"""))

TEXTS.append(("sms_jury_attendance", """JURY SERVICE: your attendance at ⟪court_name|Leeds Combined Court⟫ is confirmed for ⟪service_date|Mon 8 Jul⟫ at ⟪court_time|09:00⟫. There is no juror parking. Bring this text + photo ID. Queries ⟦PHONE|0300 456 1024⟧ (⟪opening_hours|8.30-5⟫). Do not reply."""))

TEXTS.append(("json_means_calculator_response", """{
  "request_id": "⟪request_id|mc-77f3a1c0⟫",
  "calculator_version": "⟪version|2024.04.1⟫",
  "applicant": {"name": "⟦PERSON|Yusuf Demir⟧", "dob": "⟦DATE_OF_BIRTH|1988-07-21⟧"},
  "gross_monthly_income": "⟦AMOUNT|£2,150.00⟧",
  "disposable_capital": "⟦AMOUNT|£3,870.55⟧",
  "thresholds": {"gross_income_limit": "⟪eligibility_threshold|£2,657⟫", "capital_limit": "⟪eligibility_threshold|£8,000⟫"},
  "result": "ELIGIBLE_WITH_CONTRIBUTION",
  "monthly_contribution": "⟦AMOUNT|£37.12⟧"
}"""))

TEXTS.append(("oasys_risk_summary_extract", """R10 RISK OF SERIOUS HARM SUMMARY (extract) - prepared by ⟦PERSON|A. Whitfield⟧, ⟪org_name|Kent PDU⟫
Name: ⟦PERSON|Ryan Tolley⟧   Assessment date: ⟪assessment_date|14/05/2024⟫   Tier: ⟪risk_tier|B3⟫
Who is at risk: known adult (ex-partner, ⟦PERSON|Chloe Vance⟧).
Nature of risk: physical and emotional harm, escalating when drinking.
Factors: ⟦MEDICAL|alcohol misuse⟧; ⟦MEDICAL|emotionally unstable personality disorder⟧ diagnosed 2019; stopped taking ⟦MEDICAL|quetiapine⟧ in March.
Protective: engaging with ⟪org_name|Forward Trust⟫; employment with uncle's firm."""))

TEXTS.append(("email_school_yot_referral", """From: Mrs ⟦PERSON|D. Haworth⟧ - DSL
Subject: Re: YOT prevention referral

Hi ⟦PERSON|Callum⟧,
Further to our call, referral details for the Turnaround programme:
Pupil: ⟦PERSON|Ellis Mahoney⟧, Year 9, DOB ⟦DATE_OF_BIRTH|2 February 2010⟧
Home: ⟦ADDRESS|27 Larkspur Way, Oldham OL8 3PN⟧ (lives with mum and two younger siblings)
SEN: ⟦MEDICAL|autism⟧ (EHCP in place), ⟦MEDICAL|dyslexia⟧
Concerns: seen with older lads from the estate, carrying a knife on 3 June (police ref ⟪police_crime_ref|GMP-24-0603-1187⟫), 62% attendance this term.
Thanks, ⟪org_name|Oak Bank Academy⟫ safeguarding"""))

TEXTS.append(("github_issue_coroner_cms", """### Bug: inquest scheduler crashes when hearing moved across BST change  #⟪issue_number|412⟫

**Reporter:** @⟦PERSON|lbarnaby⟧ · **Version:** ⟪version|cms-coroner 1.9.3⟫

Steps: move hearing from 27/10 to 28/10. Response:

```
HTTP/1.1 500
x-request-id: ⟪uuid|$uuid3⟫
Authorization: Bearer ⟦APIKEY|$jwt2⟧
TypeError: Cannot read properties of undefined (reading 'tzOffset') at scheduler.js:88
```

@⟦PERSON|mfolarin⟧ can you take a look? (sorry, I pasted my token above, have revoked it)"""))

TEXTS.append(("docker_compose_victim_app", """# docker-compose.override.yml  -- local only, do not push
services:
  db:
    image: ⟪container_image|postgres:15.6⟫
    environment:
      POSTGRES_USER: victims
      POSTGRES_PASSWORD: ⟦PASSWORD|V1ct1mS3rv!ce_local⟧
  api:
    build: .
    environment:
      DATABASE_URL: postgresql://victims:${POSTGRES_PASSWORD}@db:5432/victims
      TWILIO_API_KEY: ⟦APIKEY|$twilio1⟧
      GOOGLE_RECAPTCHA_SITE_KEY: ⟪recaptcha_site_key|6LcR4xUpAAAAAJ7dKt0ZqWb9mS2n8vLhE3Pq⟫
    ports:
      - "⟪port|8080⟫:8080\""""))

TEXTS.append(("django_settings_jury_portal", """# jury_portal/settings/production.py
DEBUG = False
SECRET_KEY = "⟦SECRET|$django_key1⟧"
ALLOWED_HOSTS = ["⟪hostname|summons.jury-digital.internal⟫", "⟦IP_ADDRESS|172.18.40.6⟧"]
DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "HOST": "⟦IP_ADDRESS|172.18.40.21⟧",
        "PORT": "⟪port|5432⟫",
        "USER": "jp_rw",
        "PASSWORD": "⟦PASSWORD|Jur0r-Pool#Prod-9⟧",
    }
}
ADMINS = [("⟦PERSON|Tobias Wren⟧", "⟦EMAIL|tobias.wren@jury-digital.org.uk⟧")]
# TODO remove: old AWS creds ⟦APIKEY|$aws_akid2⟧ / ⟦SECRET|$aws_secret2⟧"""))

TEXTS.append(("email_coroner_release_of_body", """Dear Mr ⟦PERSON|Osei⟧,

I'm writing about your mother, Mrs ⟦PERSON|Abena Osei⟧. The ⟦MEDICAL|post-mortem examination⟧ has now been completed and the coroner has released her body. The provisional cause of death is 1a ⟦MEDICAL|pulmonary embolism⟧, 1b ⟦MEDICAL|deep vein thrombosis⟧, 2 ⟦MEDICAL|metastatic breast cancer⟧.

Your funeral director, ⟪org_name|Co-op Funeralcare Tottenham⟫, has been told and can collect her from today. The interim death certificate will be emailed to you at ⟦EMAIL|kofi.osei77@gmail.com⟧.

Kind regards,
⟦PERSON|Harriet Lomax⟧, Coroner's Officer
⟪org_name|North London Coroner's Service⟫ | Case ⟪inquest_ref|NLC-24-1392⟫"""))

TEXTS.append(("cab_benefit_check_notes", """Benefit check - client ⟦PERSON|Tamsin Rowe⟧, single parent, 2 children
Current: UC ⟦AMOUNT|£1,102.34⟧/month (after ⟦AMOUNT|£68.20⟧ deduction for advance repayment), Child Benefit ⟦AMOUNT|£41.90⟧/wk
Missing: childcare element - client pays nursery ⟦AMOUNT|£620⟧ a month, UC can cover 85% (cap ⟪benefit_cap|£1,014.63⟫ for one child)
Action: report childcare costs in journal, request backdating. Client OK with texts: ⟦PHONE|07957 332 018⟧"""))

TEXTS.append(("letter_visit_cancelled_generic", """⟪prison_name|HMP Isle of Wight⟫ - Visits Booking Team

Your visit booked for ⟪visit_date|Saturday 6 July⟫ (session ⟪visit_session_time|13:30-15:30⟫) has been cancelled due to an operational incident. We are sorry for the inconvenience. Please rebook online; this cancellation will not count towards the prisoner's monthly allowance.

Booking reference: ⟪booking_ref|IOW-20417⟫
This is an automated message - replies are not monitored."""))

TEXTS.append(("assetplus_health_extract", """AssetPlus - Foundation - Health (extract)
Young person: ⟦PERSON|Jayden Mc Cormack⟧   YOT: ⟪org_name|Wirral YJS⟫   Case manager: ⟦PERSON|Nicola Bright⟧
Physical health: ⟦MEDICAL|asthma⟧ (⟦MEDICAL|Salbutamol inhaler⟧), ⟦MEDICAL|broken wrist Jan 2024⟧
Mental health: CAMHS open - ⟦MEDICAL|low mood⟧, ⟦MEDICAL|self-harm (cutting) last disclosed April⟧
Substance use: ⟦MEDICAL|cannabis daily⟧ ("helps me sleep")
Speech & language: SLCN screen score ⟪screening_score|14/30⟫ - refer to SALT"""))

TEXTS.append(("victim_personal_statement", """VICTIM PERSONAL STATEMENT (⟪form_code|MG11⟫ continuation)
Statement of: ⟦PERSON|Rebecca Anne Holloway⟧   Age: over 18

Since the attack on 2 March I have not been able to go back to work. I had ⟦MEDICAL|a fractured eye socket⟧ and ⟦MEDICAL|needed surgery with a metal plate⟧. I still get ⟦MEDICAL|double vision⟧ when I'm tired. I have lost about ⟦AMOUNT|£4,000⟧ in wages and had to borrow ⟦AMOUNT|£1,500⟧ from my parents for rent. I jump every time someone comes up behind me in the street.

Signature: ⟦PERSON|R. Holloway⟧   Witnessed by: DC ⟦PERSON|Sunil Mistry⟧ ⟪police_collar_no|4471⟫"""))

TEXTS.append(("csv_helpline_call_log", """call_id,received,caller_name,callback_no,category,outcome
⟪call_id|CL-903311⟫,2024-06-24 09:02,⟦PERSON|Vernon Pugh⟧,⟦PHONE|01792 644 018⟧,family,signposted
⟪call_id|CL-903312⟫,2024-06-24 09:07,anonymous,⟪withheld_number|withheld⟫,housing,advice given
⟪call_id|CL-903313⟫,2024-06-24 09:15,⟦PERSON|Aaliyah Stone-Barker⟧,⟦PHONE|07487 221 930⟧,debt,booked appt
⟪call_id|CL-903314⟫,2024-06-24 09:21,Mr ⟦PERSON|Kumar⟧?,⟦PHONE|0161 226 4480⟧,immigration,call dropped"""))

TEXTS.append(("discord_bot_config_volunteers", """# cab-volunteers-bot/config.toml
[discord]
guild_id = "⟪discord_guild_id|1187442095530917888⟫"
alerts_webhook = "⟦SECRET|$discord_hook1⟧"

[bot]
owner = "⟦PERSON|ffinnegan⟧"
prefix = "!"
version = "⟪version|0.7.2⟫"

[openai]
api_key = "⟦APIKEY|$openai1⟧"
model = "⟪model_name|gpt-4o-mini⟫\""""))

TEXTS.append(("ocr_visitor_log_sheet", """[OCR - visits hall sign-in sheet, p.2 - handwriting, low confidence]
Date ⟪log_date|29/6/24⟫   Session ⟪visit_session|PM⟫   Table
⟦PERSON|Shirley Banda⟧      tbl ⟪table_number|14⟫   in 14:02   veh reg -
⟦PERSON|D. Kowalski⟧        tbl ⟪table_number|9⟫    in 14:05
⟦PERSON|Mo Hashemi⟧ + 2 kids  tbl ⟪table_number|21⟫ in 14:11  ⟦MEDICAL|wheelchair user⟧
⟦PERSON|Lorraine McGinty⟧   tbl ⟪table_number|3⟫    in 14:19  ⟦MEDICAL|nut allergy⟧ - no snacks from the kiosk"""))

TEXTS.append(("form_post_mortem_objection", """Form: Representation about post-mortem / religious concerns
Deceased: ⟦PERSON|Mordechai Feldman⟧   DOB: ⟦DATE_OF_BIRTH|17/01/1940⟧
Person making representation: ⟦PERSON|Rivka Stern⟧ (daughter)
Phone: ⟦PHONE|020 8802 4419⟧   Email: ⟦EMAIL|rivka.stern@btopenworld.com⟧
We ask that a non-invasive ⟦MEDICAL|CT post-mortem⟧ be considered for religious reasons, and that the body be released within 24 hours if possible. Our rabbi, Rabbi ⟦PERSON|Shmuel Lew⟧, can be contacted via the ⟪org_name|Adath Yisroel Burial Society⟫.
Received by: coroner's officer ⟪staff_id|CO-17⟫"""))

TEXTS.append(("letter_cab_to_energy_supplier", """⟪org_name|Citizens Advice Torbay⟫

⟪org_name|OVO Energy⟫ - Customer Support
Re: Mr ⟦PERSON|Ieuan Prosser⟧, ⟦ADDRESS|3 Ellacombe Road, Torquay TQ1 3AP⟧, account ⟪creditor_account_ref|OVO-7733410928⟫

Dear Sir/Madam,
We act for the above client, who has ⟦MEDICAL|severe heart failure⟧ and relies on ⟦MEDICAL|electrical medical equipment⟧ at home. Please add him to the Priority Services Register. His arrears are ⟦AMOUNT|£1,377.42⟧; he can afford ⟦AMOUNT|£8 per week⟧.

Yours faithfully,
⟦PERSON|Janine Aldous⟧, Energy Adviser"""))

TEXTS.append(("timesheet_unpaid_work", """UNPAID WORK - weekly timesheet - project: ⟪project_code|UPW-TOR-06⟫ (Cockington park clearance)
Supervisor: ⟦PERSON|Gareth Pengelly⟧
⟦PERSON|Luke Sherwin⟧     Sat 7h  Sun 7h   (total ordered ⟪hours_ordered|150h⟫)
⟦PERSON|Natasha Ibe⟧      Sat 3.5h - sent home, ⟦MEDICAL|migraine⟧
⟦PERSON|Dale Corrigan⟧    Sat 0h  FTA - no contact, text sent to ⟦PHONE|07588 913 402⟧
Van: ⟪fleet_number|fleet 22⟫   Tools signed back: yes"""))

TEXTS.append(("letter_subject_access_request", """⟦ADDRESS|Flat 2, 110 Roundhay Road, Leeds LS8 5AJ⟧
⟪letter_date|1 July 2024⟫

Data Protection Team, ⟪org_name|HM Prison & Probation Service⟫

SUBJECT ACCESS REQUEST

I, ⟦PERSON|Marcus Anthony Delaney⟧ (date of birth ⟦DATE_OF_BIRTH|14/04/1983⟧, NI ⟦NATIONAL_ID|$nino6⟧), request a copy of all personal data held about me by probation, including OASys assessments and case notes since 2019. You can contact me on ⟦PHONE|07401 554 290⟧ or ⟦EMAIL|m.delaney83@gmail.com⟧.

Signed ⟦PERSON|M A Delaney⟧"""))

TEXTS.append(("terraform_tfvars_legal_aid", """# envs/prod/terraform.tfvars  (sensitive - use vault!!)
region            = "⟪cloud_region|eu-west-2⟫"
app_name          = "laa-civil-apply"
db_master_pass    = "⟦PASSWORD|Laa-Civ!l-Apply-2024⟧"
alerts_webhook    = "⟦SECRET|$slack_hook1⟧"
sentry_project_id = "⟪sentry_project_id|5512093⟫"
npm_token         = "⟦APIKEY|$npm1⟧"
hf_token          = "⟦APIKEY|$hf1⟧"
office_cidr       = "⟦IP_ADDRESS|51.149.250.18⟧/32"
cidr_example      = "⟪doc_ip|198.51.100.0⟫/24"
owner_email       = "⟦EMAIL|platform-team@laa-digital.org.uk⟧\""""))

TEXTS.append(("trustpilot_review_solicitor", """⭐⭐ "Good in court, awful at phoning back" - ⟦PERSON|Kelly-Marie O.⟧, ⟪review_date|Jun 2024⟫
Got legal aid for my child arrangements case through ⟪org_name|Broadway Family Law⟫. Mr ⟦PERSON|Fairweather⟧ himself was brilliant at the hearing but between hearings it was impossible to get anyone. Emailed ⟦EMAIL|family@broadwaylaw.co.uk⟧ about 10 times. Then they sent me a bill for ⟦AMOUNT|£240⟧ for a letter I never asked for?? Only got it sorted when I rang ⟦PHONE|01908 664 100⟧ and asked for the practice manager.
Reply from ⟪org_name|Broadway Family Law⟫: Hi ⟦PERSON|Kelly-Marie⟧, we're sorry..."""))

TEXTS.append(("payment_log_coroner_transcript", """PAYMENT LOG - inquest audio/transcript requests (⟪org_name|Cumbria Coroner's Office⟫)
⟪timestamp|25/06/2024 15:40⟫  Requester: ⟦PERSON|Alan Jessop⟧ (son of deceased), inquest ⟪inquest_ref|CUM-23-0881⟫
Item: CD copy of hearing - ⟪price|£5.50⟫ standard fee
Taken over phone: ⟦CARD|$card_visa4⟧  exp 08/27  sec code ⟦CVV|366⟧
Auth code ⟪auth_code|A77K2Q⟫   Operator ⟦PERSON|jmcn⟧
[Supervisor note: DO NOT record full card numbers or security codes in this log - redact pls. - ⟦PERSON|L. Hurst⟧]"""))

TEXTS.append(("email_cica_claim_us_student", """Subject: CICA claim help - Victim Support case ⟪case_ref|VS/LDN/24/0771⟫

Hi ⟦PERSON|Marisol⟧,

Thanks for helping me with the compensation claim. Answers to your questions:
- Full name: ⟦PERSON|Grace Elizabeth Whitcombe⟧
- DOB: ⟦DATE_OF_BIRTH|June 3, 2002⟧
- UK address (term time): ⟦ADDRESS|Room 214, Goldsmith House, 21 Pentonville Road, London N1 9HF⟧
- My US insurer also wants my SSN on their form: ⟦SSN|$ssn2⟧ - is it ok to put that on the CICA one too or not needed?
- Hospital bills so far: ⟦AMOUNT|$1,840⟧ (paid by my dad) for the ⟦MEDICAL|dental implant⟧ after the ⟦MEDICAL|two broken front teeth⟧.

Best,
⟦PERSON|Grace⟧
⟦PHONE|+1 (617) 555-0148⟧ / ⟦PHONE|07599 203 114⟧"""))

TEXTS.append(("faq_jury_service_generic", """Jury service - frequently asked questions (⟪document_version|v2.3⟫, updated ⟪update_date|April 2024⟫)

How much will I be paid? You can claim up to ⟪statutory_cap|£64.95 a day⟫ for loss of earnings for the first 10 days, and ⟪mileage_rate|31.4p a mile⟫ if you drive.
Can I defer? Yes, once, to a date within 12 months. Use the online form at ⟪org_url|www.gov.uk/jury-service⟫.
Which court? The court on your summons, for example ⟪court_name|Manchester Minshull Street⟫ or ⟪court_name|Bolton Crown Court⟫.
Is there Wi-Fi? Yes, the network is ⟪wifi_ssid|HMCTS-Public⟫ and no password is needed."""))

TEXTS.append(("notify_api_sms_log", """POST https://api.notifications.service.gov.uk/v2/notifications/sms
Authorization: Bearer ⟦APIKEY|$jwt1⟧
{"phone_number": "⟦PHONE|07852 440 913⟧", "template_id": "⟪uuid|$uuid4⟫",
 "personalisation": {"first_name": "⟦PERSON|Kieran⟧", "appointment": "⟪appointment_time|Tue 2 Jul 14:15⟫", "office": "⟪org_name|Sheffield Probation - Snig Hill⟫"},
 "reference": "⟪notify_reference|PROB-REM-553019⟫"}
-> ⟪http_status|201 Created⟫"""))

TEXTS.append(("whatsapp_volunteer_group", """CAB Volunteers - Tuesday drop-in 💬
⟦PERSON|Hannah W⟧: can someone cover reception 10-1? I've got my ⟦MEDICAL|smear test⟧ 🙈
⟦PERSON|Ravi⟧: I can do it
⟦PERSON|Hannah W⟧: ur a star ⟦PERSON|Ravi⟧ 💛
⟦PERSON|Ruth⟧ (supervisor): thanks both. reminder the new key safe code for the back office is ⟦PASSWORD|0 9 5 5⟧, pls don't share outside this group
⟦PERSON|Ravi⟧: 👍 also heads up client from last wk (the landlord one) came back, said his landlord is now asking ⟦AMOUNT|£2,100⟧ back rent"""))

TEXTS.append(("rj_conference_notes", """Restorative justice conference - ⟪org_name|Camden YJS⟫ - facilitator ⟦PERSON|Owen Pryce⟧
Harmed person: Mrs ⟦PERSON|Farida Begum⟧ (shopkeeper); young person: ⟦PERSON|Reece Okoro⟧ (16)
Outcome agreement:
 - ⟦PERSON|Reece⟧ to pay back ⟦AMOUNT|£150⟧ at ⟦AMOUNT|£10 a week⟧ from his part-time job
 - 10 hrs helping at the shop's stock-take (supervised)
 - No contact with Mrs ⟦PERSON|Begum⟧'s son outside school
Mrs ⟦PERSON|Begum⟧ said she feels "a weight lifted". Follow-up call ⟪followup_date|12 Aug⟫."""))

TEXTS.append(("reg28_report_extract", """REGULATION 28: REPORT TO PREVENT FUTURE DEATHS (extract)
THIS REPORT IS BEING SENT TO: Chief Executive, ⟪org_name|Midshire Community Health NHS Trust⟫
CORONER: ⟦PERSON|Helen Sagoo⟧, Assistant Coroner for ⟪coroner_area|Midshire⟫
INVESTIGATION AND INQUEST: On ⟪inquest_date|4 March 2024⟫ I commenced an investigation into the death of ⟦PERSON|Daniel Peter Hewson⟧, aged 31.
CIRCUMSTANCES: Mr ⟦PERSON|Hewson⟧ had ⟦MEDICAL|treatment-resistant depression⟧. He was discharged from the crisis team without a ⟦MEDICAL|care plan⟧ and died from ⟦MEDICAL|an overdose of amitriptyline⟧ 9 days later.
Your response must be sent by ⟪deadline_date|30 August 2024⟫."""))

TEXTS.append(("bacs_file_jury_payments", """H,JURYPAY,⟪file_date|20240628⟫,⟪batch_id|BATCH-0628-03⟫
D,⟦PERSON|ELAINE PRITCHARD⟧,⟦IBAN|$iban_gb4⟧,⟦AMOUNT|GBP 793.76⟧,⟪juror_summons_no|0624-CDF-17-044⟫
D,⟦PERSON|O ADEYINKA⟧,⟦IBAN|$iban_gb2⟧,⟦AMOUNT|GBP 412.10⟧,⟪juror_summons_no|0624-CDF-17-051⟫
D,⟦PERSON|T J BRENNAN⟧,⟦IBAN|$iban_ie2⟧,⟦AMOUNT|GBP 88.40⟧,⟪juror_summons_no|0624-CDF-17-063⟫
T,3,⟪org_total|GBP 1294.26⟫"""))

TEXTS.append(("email_password_reset_nDelius", """From: ⟪noreply_sender|no-reply@delius⟫
To: ⟦EMAIL|keisha.vernon@justice.gov.uk⟧
Subject: Your password has been reset

Hello ⟦PERSON|Keisha Vernon⟧,
Your account ⟦PERSON|kvernon01⟧ has been reset by the service desk (ticket ⟪ticket_id|INC0771204⟫).
Temporary password: ⟦PASSWORD|Winter-Gate-0473⟧
You will be asked to change it when you next sign in from ⟪hostname|ndelius.probation.service.justice.gov.uk⟫. It expires in 24 hours."""))

TEXTS.append(("apvs_travel_claim", """ASSISTED PRISON VISITS - CLAIM FOR TRAVEL COSTS
Claimant: ⟦PERSON|Bernadette Ní Bhriain⟧    Relationship: mother
Visit: ⟪prison_name|HMP Maghaberry⟫, ⟪visit_date|15 June 2024⟫
Benefit: Pension Credit (proof attached)
Ferry Holyhead-Dublin + train: ⟦AMOUNT|£143.60⟧
Overnight B&B: ⟦AMOUNT|£65.00⟧
Pay to IBAN ⟦IBAN|$iban_ie1⟧ (⟪org_name|AIB⟫)
Phone ⟦PHONE|+353 87 641 2290⟧"""))

TEXTS.append(("ocr_bank_statement_cab", """[OCR - bank statement p.1 of 3 - uploaded by client for DRO application]
⟪org_name|Santander⟫   Everyday Current Account
Miss ⟦PERSON|Leanne J Cartwright⟧
⟦ADDRESS|44 Tennyson Street, Burnley BB11 4DS⟧
Date      Description                 Paid out    Paid in    Balance
03 Jun    DWP UC                                  ⟦AMOUNT|£1,018.66⟧  ⟦AMOUNT|£1,032.90⟧
04 Jun    ⟪merchant_name|LOWELL FINANCIAL⟫         ⟦AMOUNT|£25.00⟧               ⟦AMOUNT|£1,007.90⟧
05 Jun    ⟪merchant_name|PAYPAL *KLARNA⟫           ⟦AMOUNT|£61.47⟧               ⟦AMOUNT|£946.43⟧
Card ending ⟪masked_card|**** 6620⟫"""))

TEXTS.append(("tech_abuse_login_check", """Victim Support - tech abuse check with client ⟦PERSON|Nadia Haddad⟧ (⟪case_ref|VS-TA-0419⟫), done by ⟦PERSON|Ciaran Doyle⟧
Google account > Security > Your devices / recent activity:
 - ⟪timestamp|24 Jun 22:41⟫  Windows PC, ⟦IP_ADDRESS|92.40.185.17⟧ (Three UK mobile) - NOT client's device; ex-partner ⟦PERSON|Karim⟧ has a Windows laptop
 - ⟪timestamp|25 Jun 07:03⟫  Pixel 7, ⟦IP_ADDRESS|100.66.201.45⟧ - client's phone
 - ⟪timestamp|25 Jun 13:12⟫  iPad, ⟦IP_ADDRESS|2a01:4b00:8e1c:7a00:1d3:77fe:aa12:6b0c⟧ - unknown, removed
Changed password together (client chose a new one - not recorded here). Turned on 2SV with her phone number ⟦PHONE|07429 118 560⟧."""))

TEXTS.append(("c100_form_excerpt", """C100 - Application under the Children Act 1989 (excerpt) - prepared with ⟪org_name|Coram Children's Legal Centre⟫
Section 2 - The children
1. ⟦PERSON|Amara Nwosu-Blake⟧   Date of birth ⟦DATE_OF_BIRTH|19/08/2016⟧   Gender F
2. ⟦PERSON|Tobi Nwosu-Blake⟧    Date of birth ⟦DATE_OF_BIRTH|02/03/2019⟧   Gender M
Section 3 - Applicant: ⟦PERSON|Chidinma Nwosu⟧, ⟦ADDRESS|9 Rowan Walk, Reading RG2 7TN⟧
Respondent: ⟦PERSON|Jason Blake⟧, address unknown
MIAM exemption claimed: domestic abuse evidence (⟪form_code|Form C1A⟫ attached). Court fee ⟪court_fee|£263⟫ - help with fees ref ⟪hwf_ref|HWF-A7K-29Q⟫."""))

TEXTS.append(("code_review_comment_token", """Review comment on PR #⟪pr_number|883⟫ (victims-code-compliance-bot) by @⟦PERSON|tadeusz-w⟧:

> const slack = new WebClient("⟦APIKEY|$slack_bot1⟧");

Please don't hardcode the bot token 🙏 - it's now in git history for commit ⟪commit_sha|$sha2⟫. I've asked @⟦PERSON|jen-achebe⟧ to revoke and reissue it. Read it from `process.env.SLACK_BOT_TOKEN` instead, and the signing secret too (you have ⟦SECRET|8f2e1c07a9d44b6eb3c5f1d20a7e9c4b⟧ on line 14)."""))

TEXTS.append(("email_inquest_witness_list", """Subject: Inquest touching the death of ⟦PERSON|Sean Patrick Gilligan⟧ - witnesses for 16 July

Dear all,
The coroner intends to call the following witnesses (⟪inquest_ref|WYC-2023-1120⟫):
 1. Dr ⟦PERSON|Amelia Forsyth⟧, consultant, ⟪hospital_name|Leeds General Infirmary⟫
 2. PC ⟦PERSON|Martin Coyle⟧ ⟪police_collar_no|WY 2281⟫
 3. ⟦PERSON|Bridget Gilligan⟧ (wife), ⟦PHONE|07863 412 077⟧
Written evidence will be read from ⟦PERSON|Tomasz Nowak⟧ (witness at scene).
Hearing: ⟪court_name|West Yorkshire Coroner's Court, Wakefield⟫, ⟪hearing_time|10:00⟫, 2 days listed.
⟦PERSON|Lydia Carr⟧, Coroner's Officer"""))

TEXTS.append(("web_form_juror_adjustments", """Reasonable adjustments request - juror ⟪juror_summons_no|7781-2209⟫
Name: ⟦PERSON|Precious Mutasa⟧
Contact email: ⟦EMAIL|precious.mutasa@nhs.net⟧
Tell us about your needs: I have ⟦MEDICAL|Crohn's disease⟧ and need to sit near a toilet and take breaks when needed. I also have a ⟦MEDICAL|stoma⟧. I take ⟦MEDICAL|azathioprine⟧ so I'm immunosuppressed - can I avoid crowded assembly rooms?
Supporting letter from: Dr ⟦PERSON|Okafor⟧ at ⟪org_name|Moss Side Health Centre⟫
Submitted ⟪timestamp|2024-06-26 21:47⟫"""))

TEXTS.append(("dro_application_summary", """DEBT RELIEF ORDER - intermediary summary (⟪org_name|Citizens Advice Knowsley⟫)
Debtor: ⟦PERSON|Stephen Kenneth Halewood⟧   DOB ⟦DATE_OF_BIRTH|23/11/1971⟧
Address: ⟦ADDRESS|61 Cherryfield Drive, Kirkby, Liverpool L32 8SA⟧
Total debts: ⟦AMOUNT|£17,940.22⟧ (limit ⟪statutory_cap|£50,000⟫)
Surplus income: ⟦AMOUNT|£41.80⟧/month (limit ⟪statutory_cap|£75⟫)
Assets: car worth approx ⟦AMOUNT|£900⟧
Fee: ⟪court_fee|£90⟫ - paid in full ⟪payment_date|21/06⟫"""))

TEXTS.append(("em_curfew_violation_log", """EM monitoring - violation log export (⟪org_name|Electronic Monitoring Service⟫)
subject_id ⟪em_subject_id|EMS-4471902⟫  tag ⟪device_serial|HMU-88A1-20417⟫
curfew address: ⟦ADDRESS|Flat 6, Dunmore House, Ilford IG1 2RU⟧
⟪timestamp|2024-06-23 23:14:07⟫ STRAP_OK
⟪timestamp|2024-06-23 23:52:41⟫ ABSENCE_START  (base unit ⟪device_serial|HMU-BU-7720⟫)
⟪timestamp|2024-06-24 00:31:18⟫ ABSENCE_END    duration 38m37s
Responsible officer notified: ⟦PERSON|D. Achterberg⟧ ⟦EMAIL|d.achterberg@justice.gov.uk⟧"""))

TEXTS.append(("changelog_visit_booking_release", """## pvb-staff ⟪version|7.2.0⟫ (⟪release_date|2024-06-27⟫)
- Slot capacity now shared across ⟪prison_name|HMP Brixton⟫ wings (⟪ticket_id|PVB-2304⟫)
- Fix timezone bug in visit confirmation texts (⟪ticket_id|PVB-2291⟫)
- Bump rails to ⟪version|7.1.3.4⟫, puma to ⟪version|6.4.2⟫
- Staging health check now hits ⟪doc_ip|192.0.2.10⟫ instead of localhost
Commit: ⟪commit_sha|$sha3⟫   Image digest: sha256:⟪sha256|$sha256_1⟫"""))

TEXTS.append(("letter_parenting_order", """⟪org_name|Bury Youth Justice Service⟫

Ms ⟦PERSON|Carla Whitehead⟧
⟦ADDRESS|18 Brandlesholme Road, Bury BL8 1BD⟧

Dear Ms ⟦PERSON|Whitehead⟧,
PARENTING ORDER - ⟦PERSON|Tyler-James Whitehead⟧
As discussed, the court made a Parenting Order on ⟪order_date|18 June 2024⟫ for 12 weeks. Your worker will be ⟦PERSON|Shabnam Iqbal⟧ (⟦PHONE|0161 253 6830⟧). Sessions are on ⟪session_day|Wednesdays⟫ at 5pm. We know you have ⟦MEDICAL|arthritis⟧ so we can visit you at home if the stairs are a problem.
Yours sincerely, ⟦PERSON|S. Iqbal⟧"""))
