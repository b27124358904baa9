# English texts for blind72. Each entry: (kind, marked_text). Typed by hand.
# Markup: ⟦TYPE|value⟧ labelled span, ⟪kind|value⟫ decoy, $name -> values.VALUES
TEXTS = []

TEXTS += [
("sms_class_confirmation", """Hi ⟦PERSON|Priya⟧! ⟦PERSON|Dana⟧ here from ⟪org_name|Lotus Root Yoga⟫ 🙏 Ur 7am Vinyasa (⟪class_code|VIN-0712⟫) is booked. We took ⟦AMOUNT|$22.50⟧ from ur card ending ⟪masked_card|•••• 4471⟫. Door code for the early class is ⟦PASSWORD|3 9 1 7⟧, pls dont share it. Running late? text me on ⟦PHONE|(415) 862-0197⟧"""),

("email_new_client_form", """From: ⟦PERSON|Hannah Okafor⟧ <⟦EMAIL|hannah.okafor@gmail.com⟧>
To: ⟦EMAIL|frontdesk@corestrongpilates.co.uk⟧
Subject: new client form - sorry its late!

Hi,

Attaching my details as asked. Full name ⟦PERSON|Hannah Adaeze Okafor⟧, DOB ⟦DATE_OF_BIRTH|14/09/1991⟧, address ⟦ADDRESS|27 Wellfield Road, Roath, Cardiff CF24 3PB⟧. Mobile ⟦PHONE|07912 448 301⟧.

Re the health questions: I had a ⟦MEDICAL|C-section⟧ in March 2023 and still have some ⟦MEDICAL|diastasis recti⟧ (about 2 fingers). Also ⟦MEDICAL|mild asthma⟧, I carry a ⟦MEDICAL|salbutamol inhaler⟧. No other injuries. I've booked the ⟪product_name|Mat Foundations 6-week⟫ course starting the ⟪course_start|10th⟫.

My physio was ⟦PERSON|Rhys Pugh⟧ at the ⟪org_name|Llandaff Physio Centre⟫ if you need to check anything.

Thanks,
⟦PERSON|Hannah⟧"""),

("slack_channel_alerts", """#studio-app-alerts
[09:14] deploybot: ✅ booking-api ⟪semver|v2.14.3⟫ deployed (⟪commit_sha|$dk_commit_2⟫) to prod
[09:16] ⟦PERSON|marcus.lee⟧: heads up, someone pasted the Stripe live key in #general, rotating now. it was ⟦APIKEY|$key_stripe_1⟧
[09:17] ⟦PERSON|marcus.lee⟧: @⟦PERSON|tamsin.b⟧ can u also kill the webhook secret ⟦SECRET|$sec_whsec_1⟧, it was in the same msg
[09:21] ⟦PERSON|tamsin.b⟧: done. new ones are in the ⟪vault_name|Studio Prod⟫ vault. publishable key ⟪publishable_key|$dk_pk_live_1⟫ stays the same btw
[09:22] ⟦PERSON|marcus.lee⟧: 👍 also blocked ⟦IP_ADDRESS|81.143.22.9⟧ which was hammering ⟪route_path|/api/login⟫, ~4k req/min"""),

("app_log_booking", """2024-06-11T08:02:17.412Z INFO  [req ⟪request_id|7f3c9a1e⟫] POST /v1/appointments 201 user=⟦EMAIL|li.wenjun@outlook.com⟧ ip=⟦IP_ADDRESS|86.12.201.44⟧ practitioner="Dr ⟦PERSON|Shirley Tam⟧" slot=⟪timestamp|2024-06-14T10:30⟫
2024-06-11T08:02:17.530Z WARN  [req 7f3c9a1e] notes field contains PHI: "⟦MEDICAL|IVF cycle day 9⟧, on ⟦MEDICAL|Menopur 225iu⟧"
2024-06-11T08:02:18.004Z INFO  sms.send to=⟦PHONE|+44 7839 214556⟧ tmpl=appt_confirm status=queued
2024-06-11T08:03:40.991Z ERROR [req ⟪request_id|a04be2d7⟫] POST /v1/payments 402 card_last4=⟪masked_card|0932⟫ amount=⟦AMOUNT|£65.00⟧ client_ip=⟦IP_ADDRESS|10.40.2.17⟧"""),

("yaml_config", """# config/production.yaml  -- DO NOT COMMIT (lol)
app:
  name: ⟪app_name|knead-booking⟫
  version: ⟪semver|3.8.0⟫
  port: ⟪port|8443⟫
database:
  url: postgres://knead_app:⟦SECRET|Sh1atsu!Prod#2024⟧@⟦IP_ADDRESS|172.20.4.11⟧:5432/knead
  pool: 12
twilio:
  account_sid: ⟪account_sid|$dk_twilio_sid⟫
  auth_token: ⟦SECRET|$sec_twilio_1⟧
  api_key: ⟦APIKEY|$key_twilio_1⟧
sendgrid_key: ⟦APIKEY|$key_sendgrid_1⟧
admin_contact: ⟦EMAIL|rkasprzak@kneadmassage.ie⟧
ssh_user: ⟦PERSON|rkasprzak⟧"""),

("call_transcript", """[Call recording – ⟪org_name|Backbone Family Chiropractic⟫ front desk, ⟪call_time|14:02⟫]
RECEPTIONIST (⟦PERSON|Jolene⟧): Backbone Family Chiro, ⟦PERSON|Jolene⟧ speaking.
CALLER: Hi, yeah, it's ⟦PERSON|Travis Mendez⟧, I'm a new patient, I hurt my lower back lifting, the ER said ⟦MEDICAL|lumbar strain⟧.
RECEPTIONIST: Oh no. Okay ⟦PERSON|Travis⟧, can I grab a date of birth?
CALLER: ⟦DATE_OF_BIRTH|March 3rd 1986⟧.
RECEPTIONIST: And best number?
CALLER: It's ⟦PHONE|five oh three, two two one, oh eight four six⟧.
RECEPTIONIST: Great. Insurance?
CALLER: Cash for now. Can I pay the ⟦AMOUNT|sixty-five bucks⟧ over the phone?
RECEPTIONIST: Sure. So that's ⟦CARD|$card_visa_1⟧, expiry ⟪card_expiry|09/27⟫, and the three digits on the back?
CALLER: ⟦CVV|518⟧."""),

("invoice", """⟪org_name|StepWell Podiatry Ltd⟫ · ⟪clinic_address|Unit 4, 18 Market Street, Harrogate HG1 1BA⟫ · VAT ⟪vat_number|GB 318 4471 06⟫
INVOICE ⟪invoice_no|SW-2024-00871⟫      Date: ⟪invoice_date|02 Jul 2024⟫
Bill to: Mr ⟦PERSON|Geoffrey Atherton⟧, ⟦ADDRESS|9 Beckwith Crescent, Harrogate HG2 0BQ⟧
Patient DOB: ⟦DATE_OF_BIRTH|11/02/1947⟧
Treatment: ⟦MEDICAL|partial nail avulsion, L hallux, with phenol⟧ ........ ⟪price|£245.00⟫
Follow-up dressing x2 ........ ⟪price|£40.00⟫
Amount paid: ⟦AMOUNT|£285.00⟧ by card ⟪masked_card|**** **** **** 7310⟫
Balance due: ⟦AMOUNT|£0.00⟧"""),

("whatsapp_group", """[18/04/24, 21:03] ⟦PERSON|Keisha Brown⟧: guys who's covering Sunday 9am at ⟪place_name|Clapham⟫? I'm out, my mum's having her ⟦MEDICAL|hip replacement⟧ 😬
[18/04/24, 21:05] ⟦PERSON|Tomasz⟧: I can do it if someone takes my Weds restorative
[18/04/24, 21:06] ⟦PERSON|Keisha Brown⟧: ur a star ⟦PERSON|Tom⟧ 🙏 the studio key safe is ⟦PASSWORD|0 4 8 2⟧ now btw, they changed it
[18/04/24, 21:08] ⟦PERSON|Aoife M⟧: I'll take weds. ⟦PERSON|Tomasz⟧ can you send me the playlist? also did anyone get paid for march yet, I'm still missing ⟦AMOUNT|£180⟧
[18/04/24, 21:10] ⟦PERSON|Tomasz⟧: got mine, ⟦AMOUNT|£412.50⟧ went in tuesday. email ⟦PERSON|rosa⟧ at ⟦EMAIL|payroll@soulflowyoga.co.uk⟧ and quote ⟪payroll_ref|PR-0324⟫
[18/04/24, 21:11] ⟦PERSON|Aoife M⟧: ta. ⟪chat_system|Messages and calls are end-to-end encrypted⟫ lol why does it keep showing that"""),

("env_file", """# .env.production — nourish-dietetics portal
NODE_ENV=production
PORT=⟪port|3000⟫
DATABASE_URL=mysql://nourish:⟦SECRET|kale&quinoa77⟧@⟦IP_ADDRESS|10.0.12.8⟧:3306/portal
OPENAI_API_KEY=⟦APIKEY|$key_openai_1⟧
MAILCHIMP_KEY=⟦APIKEY|$key_mailchimp_1⟧
SESSION_SECRET=⟦SECRET|$sec_sign_1⟧
GOOGLE_OAUTH_CLIENT_ID=⟪client_id|$dk_google_client⟫
SENTRY_RELEASE=⟪release_tag|portal@2024.06.3⟫
ADMIN_EMAIL=⟦EMAIL|sinead.obrien@nourishdietetics.ie⟧
# old aws creds from the docs, ignore
AWS_ACCESS_KEY_ID=⟪example_key|$dk_aws_example⟫"""),

("clinic_results_email", """Subject: Your results – cycle 2 (ref ⟪case_ref|FC-22817⟫)

Dear ⟦PERSON|Amira⟧ and ⟦PERSON|Yusuf⟧,

Following your consultation with Dr ⟦PERSON|Helena Voss⟧ on Tuesday, here is a summary:
• ⟦PERSON|Amira⟧: ⟦MEDICAL|AMH 8.2 pmol/L⟧, ⟦MEDICAL|antral follicle count 9⟧, no sign of ⟦MEDICAL|polycystic ovaries⟧.
• ⟦PERSON|Yusuf⟧: ⟦MEDICAL|semen analysis shows reduced motility (28% progressive)⟧.
Recommended next step: ⟦MEDICAL|ICSI⟧. The package price is ⟪price|£5,950⟫ (see our ⟪doc_name|2024 Fee Schedule⟫). You have already paid a deposit of ⟦AMOUNT|£1,000⟧.

Please call the nurse line on ⟦PHONE|020 7183 4420⟧ to book your baseline scan.

Kind regards,
⟦PERSON|Nadia Bell⟧
Patient Coordinator, ⟪org_name|Harbour Fertility⟫"""),

("sql_dump", """-- seed data copied from prod by mistake, see ⟪ticket_id|OPS-1182⟫
INSERT INTO ⟪table_name|clients⟫ (id, full_name, email, phone, dob, ssn, notes) VALUES
 (⟪row_id|10231⟫, '⟦PERSON|Brittany Kowalczyk⟧', '⟦EMAIL|bkowalczyk88@yahoo.com⟧', '⟦PHONE|(614) 728-3391⟧', '⟦DATE_OF_BIRTH|1988-07-22⟧', '⟦SSN|$ssn_1⟧', '⟦MEDICAL|plantar fasciitis R foot⟧; ⟦MEDICAL|custom orthotics⟧'),
 (⟪row_id|10232⟫, '⟦PERSON|Dwayne Fisher⟧', '⟦EMAIL|dfisher@fishermotors.com⟧', '⟦PHONE|(614) 290-1187⟧', '⟦DATE_OF_BIRTH|1961-12-03⟧', '⟦SSN|$ssn_2⟧', '⟦MEDICAL|type 2 diabetic⟧, ⟦MEDICAL|neuropathy both feet⟧, on ⟦MEDICAL|metformin⟧');"""),

("online_review", """★★☆☆☆  "Good massage, terrible admin"
Went to ⟪org_name|Serenity Hands Massage⟫ on ⟪place_name|Fulton St⟫ for a deep tissue with ⟦PERSON|Marco⟧. Massage itself was great, he worked on my ⟦MEDICAL|frozen shoulder⟧ really carefully. BUT they charged me twice – ⟦AMOUNT|$140⟧ instead of ⟦AMOUNT|$70⟧ – and when I called ⟦PHONE|(718) 644-2093⟧ the manager ⟦PERSON|Denise⟧ said refunds take "⟪policy_text|5-7 business days⟫". It's been 3 weeks. Still waiting on my ⟦AMOUNT|$70⟧.
Update: got it back after I emailed corporate. — ⟦PERSON|Kev O.⟧
(Visited ⟪visit_month|May 2024⟫ · 4 photos)"""),

("referral_letter", """REFERRAL – Paediatric Speech & Language Therapy
To: ⟪org_name|Riverside Children's SLT Service⟫
From: Dr ⟦PERSON|Oluwaseun Adebayo⟧, GP, ⟪org_name|Parkview Surgery⟫ (practice code ⟪practice_code|F84117⟫)

Child: ⟦PERSON|Maya Lindqvist-Hart⟧   DOB: ⟦DATE_OF_BIRTH|06.08.2020⟧
Home: ⟦ADDRESS|Flat 3, 41 Albion Road, London N16 9PS⟧
Parent: ⟦PERSON|Sofie Lindqvist⟧ (mother), ⟦PHONE|07401 226 918⟧, ⟦EMAIL|sofie.lindqvist@protonmail.com⟧

Reason for referral: ⟦MEDICAL|expressive language delay⟧, approx. 20 words at 3y10m; ⟦MEDICAL|history of glue ear, grommets inserted Jan 2023⟧. Hearing re-test normal. Nursery reports frustration and biting when not understood."""),

("python_traceback", """Traceback (most recent call last):
  File "⟦PERSON|/home/jokonkwo⟧/acu-sync/sync.py", line ⟪line_number|212⟫, in push_patient
    resp = client.post(url, json=payload, headers=hdrs)
  File "⟪file_path|/usr/lib/python3.11/site-packages/requests/api.py⟫", line 115, in post
requests.exceptions.HTTPError: ⟪http_status|401⟫ Client Error: Unauthorized for url: ⟪api_url|https://api.acuclinic.io/v2/patients⟫
payload={'name': '⟦PERSON|Rahel Tesfaye⟧', 'dob': '⟦DATE_OF_BIRTH|1979-05-30⟧', 'phone': '⟦PHONE|+1 416 803 2297⟧', 'dx': '⟦MEDICAL|chronic migraine⟧, ⟦MEDICAL|acupuncture 6 sessions⟧'}
hdrs={'Authorization': 'Bearer ⟦APIKEY|$key_jwt_1⟧'}"""),

("web_form_submission", """New submission — "Book a Discovery Call" form (⟪form_id|wpforms-1187⟫)
Submitted: ⟪timestamp|2024-05-02 22:41:09 UTC⟫
Name: ⟦PERSON|Chloe Martinez-Ruiz⟧
Email: ⟦EMAIL|chloe.mruiz@icloud.com⟧
Phone: ⟦PHONE|+1 (512) 907-4418⟧
Date of birth: ⟦DATE_OF_BIRTH|09/21/1994⟧
Goals: lose weight, stop the bloating, more energy
Medical conditions: ⟦MEDICAL|PCOS⟧, ⟦MEDICAL|IBS-D⟧, ⟦MEDICAL|lactose intolerant⟧
Medications: ⟦MEDICAL|spironolactone 100mg⟧, ⟦MEDICAL|inositol⟧
How did you hear about us? saw a reel
Submitted from IP: ⟦IP_ADDRESS|73.222.14.180⟧ | User agent: ⟪user_agent|Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)⟫"""),

("shell_history", """  501  ssh ⟦PERSON|dpatel⟧@⟦IP_ADDRESS|192.168.10.42⟧
  502  cd /var/www/zenpodiatry && git pull origin ⟪git_branch|release/2.3⟫
  503  export STRIPE_SECRET_KEY=⟦APIKEY|$key_stripe_2⟧
  504  mysql -u root -p'⟦PASSWORD|Bunion$2024⟧' clinic < ⟪file_name|backup_2024-05-30.sql⟫
  505  scp ⟦PERSON|/home/dpatel⟧/.ssh/id_ed25519.pub deploy@⟦IP_ADDRESS|100.72.13.9⟧:~
  506  curl -H "Authorization: token ⟦APIKEY|$key_gh_1⟧" https://api.github.com/user
  507  ping -c 3 ⟪doc_ip|203.0.113.50⟫
  508  history | grep -i passw"""),

("meeting_minutes", """Staff meeting minutes – ⟪org_name|Align Chiropractic Group⟫, Tues ⟪meeting_date|4 June 2024⟫
Present: Dr ⟦PERSON|Ben Adeyemi⟧, Dr ⟦PERSON|Claire Whitfield⟧, ⟦PERSON|Sam⟧ (front desk), ⟦PERSON|Georgia⟧ (billing)
1. Complaint – Mr ⟦PERSON|Harold Finch⟧ reports ⟦MEDICAL|neck pain⟧ after ⟦MEDICAL|cervical manipulation⟧ on 28/05. ⟦PERSON|Claire⟧ to call him back on ⟦PHONE|0161 832 7719⟧ today.
2. Billing – ⟦PERSON|Georgia⟧ flagged that Mrs ⟦PERSON|Patel⟧'s account is overdue by ⟦AMOUNT|£320⟧; agreed a plan of ⟦AMOUNT|£80⟧ a month.
3. Q2 clinic revenue ⟪org_total|£148,200⟫ (up 6%).
4. New X-ray unit (serial ⟪device_serial|XR-7741-DK⟫) arrives 17/06, ⟦PERSON|Sam⟧ to clear room 3."""),

("voicemail_transcript", """Voicemail (auto-transcribed, confidence ⟪confidence_score|0.82⟫) – ⟪timestamp|11 Mar, 18:47⟫, from ⟦PHONE|+61 412 887 305⟧
"Hi this is ⟦PERSON|Bronwyn⟧, I've got a booking with ⟦PERSON|Lachie⟧ on Thursday, um, just letting you know my ⟦MEDICAL|sciatica⟧'s flared up again so I might need the longer one, the ⟪service_name|90 min remedial⟫. Also can you put it on the same card as last time, and my new email is ⟦EMAIL|bronwyn.teague@bigpond.com⟧. Ta, bye."
[Auto-tag: ⟪crm_tag|callback_needed⟫]"""),

("json_api_response", """{
  "request_id": "⟪request_id|$dk_uuid_1⟫",
  "api_version": "⟪api_version|2024-04-10⟫",
  "member": {
    "id": ⟪member_id|88412⟫,
    "name": "⟦PERSON|Ngozi Eze⟧",
    "email": "⟦EMAIL|ngozi.eze@hotmail.co.uk⟧",
    "mobile": "⟦PHONE|+447846119203⟧",
    "birthday": "⟦DATE_OF_BIRTH|1990-11-17⟧",
    "health_flags": ["⟦MEDICAL|pregnant (22 wks)⟧", "⟦MEDICAL|pelvic girdle pain⟧"],
    "emergency_contact": {"name": "⟦PERSON|Chidi Eze⟧", "relation": "husband", "phone": "⟦PHONE|+447851330472⟧"},
    "last_login_ip": "⟦IP_ADDRESS|2a02:c7c:5e31:b200::1f⟧"
  },
  "membership": {"plan": "⟪plan_name|Reformer 8-pack⟫", "list_price": "⟪price|£184.00⟫", "paid": "⟦AMOUNT|£165.60⟧"}
}"""),

("ocr_business_card", """[⟪file_name|scan_0042.jpg⟫ · OCR]
Dr. ⟦PERSON|Amelia Ross⟧, DPM
Podiatric Surgeon
⟪org_name|Northside Foot & Ankle⟫
⟪clinic_address|2200 N. Lincoln Ave, Suite 310, Chicago, IL 60614⟫
T ⟦PHONE|(773) 281-0456⟧   F ⟦PHONE|(773) 281-0457⟧
M ⟦PHONE|(312) 9O5-6620⟧
⟦EMAIL|amelia.ross@northsidefoot.com⟧
NPI ⟪provider_npi|1588664213⟫"""),

("support_ticket_chat", """Ticket ⟪ticket_id|#48213⟫ · Priority: High · Channel: in-app chat · App ⟪app_version|5.2.1 (build 731)⟫
Customer: ⟦PERSON|Fernando Albuquerque⟧ (⟦EMAIL|fernando.alb@gmail.com⟧)
> hi I can't log in, it says account locked. my password is ⟦PASSWORD|Ashtanga!1985⟧ if that helps
Agent ⟦PERSON|Lucy⟧: Please don't send passwords in chat! I've reset it – the temporary one is ⟦PASSWORD|Tmp-7731-yoga⟧, change it after login.
> ok thanks. also why was I charged ⟦AMOUNT|€89⟧ twice on the 3rd?? refund to my bank pls ⟦IBAN|$iban_pt_1⟧
Agent ⟦PERSON|Lucy⟧: I see two charges of ⟦AMOUNT|€89.00⟧ on the card ⟪masked_card|•••• 2291⟫, one is a pending auth and should drop off. If not we'll refund to ⟦IBAN|$iban_pt_1⟧ within 5 days."""),

("consent_form", """⟪org_name|Golden Needle Acupuncture⟫ — Informed Consent & Health History (form ⟪form_version|GN-CF v3.2⟫)
Patient name: ⟦PERSON|Rebecca Sørensen⟧         Date of birth: ⟦DATE_OF_BIRTH|1 April 1982⟧
Address: ⟦ADDRESS|Skovvej 14, 2.tv, 8000 Aarhus C, Denmark⟧
Are you pregnant or trying to conceive? [x] Yes – ⟦MEDICAL|TTC 14 months⟧, ⟦MEDICAL|one miscarriage (Oct 2023)⟧
Do you have a pacemaker? [ ]
Are you taking blood thinners? [x] ⟦MEDICAL|warfarin 5mg⟧
Needle sensitivity / fainting? [x] ⟦MEDICAL|fainted during a blood test once⟧
Signature: ⟦PERSON|R. Sørensen⟧      Witness: ⟦PERSON|Li Na Zhou⟧, L.Ac.      Clinic use: ⟪room_number|Room 2⟫"""),
]

TEXTS += [
("webhook_request_dump", """POST /webhooks/stripe HTTP/1.1
Stripe-Signature: t=⟪unix_ts|1719310022⟫,v1=⟪hmac_signature|$dk_sha256_1⟫
{"id":"⟪event_id|evt_3PVx2LKa9Qz1mB0c⟫","type":"charge.refunded","account":"⟪stripe_account_id|$dk_stripe_acct⟫","data":{"object":{"description":"Refund ⟦AMOUNT|£450.00⟧ – cancelled ⟦MEDICAL|FET cycle⟧","billing_details":{"name":"⟦PERSON|Imogen Clarke-Baptiste⟧","email":"⟦EMAIL|imogen.cb@btinternet.com⟧","phone":"⟦PHONE|+44 7723 508 114⟧"}}}}
(endpoint secret for this handler: ⟦SECRET|$sec_whsec_2⟧ — move to vault!!)"""),

("patient_intake_form", """NEW PATIENT INTAKE — ⟪org_name|Summit Spine & Wellness⟫ (⟪place_name|Denver⟫)
Name: ⟦PERSON|Kayla Brooks⟧   Sex: F   DOB: ⟦DATE_OF_BIRTH|02/14/1993⟧
SSN: ⟦SSN|$ssn_3⟧  (for billing only)
Address: ⟦ADDRESS|1842 S Pearl St, Apt 2B, Denver, CO 80210⟧
Cell: ⟦PHONE|720-318-4426⟧
Chief complaint: ⟦MEDICAL|whiplash from rear-end collision 05/02⟧, ⟦MEDICAL|headaches⟧
Insurance: ⟪org_name|Anthem BCBS⟫ group ⟪insurance_group_no|GRP 0048812⟫   Copay: ⟪copay_tariff|$35 per visit⟫"""),

("refund_email_iban", """Hi ⟦PERSON|Lena⟧,

So sorry to hear about your ⟦MEDICAL|ACL tear⟧ 😔 of course we'll refund the teacher training deposit. Could you confirm the account? I have:
Account holder: ⟦PERSON|Lena Hoffmann⟧
IBAN: ⟦IBAN|$iban_de_1⟧
BIC: ⟪swift_bic|COBADEFFXXX⟫
Amount: ⟦AMOUNT|€750,00⟧

The ⟪fee_policy|€150 admin fee⟫ is non-refundable per the T&Cs (clause ⟪clause_ref|7.2⟫), sorry!

Namaste,
⟦PERSON|Jess⟧ @ ⟪org_name|Bodhi Tree Yoga School⟫"""),

("international_patient_checklist", """International patient checklist – ⟪org_name|Clínica Vida Fertility⟫, ⟪place_name|Alicante⟫
Patient: ⟦PERSON|Olivia Grant⟧ (UK) – passport ⟦PASSPORT|$pp_uk_1⟧, exp ⟪doc_expiry|2031-08⟫
Partner: ⟦PERSON|Marcus Grant⟧ – passport ⟦PASSPORT|$pp_us_1⟧ (US)
Donor egg programme. History: ⟦MEDICAL|two failed IVF cycles⟧ in the UK; ⟦MEDICAL|endometriosis stage III⟧ (⟦MEDICAL|laparoscopy⟧ 2022).
Transfer fee paid: ⟦AMOUNT|€3,200⟧ — remaining ⟦AMOUNT|€4,150⟧ due before stimulation.
Coordinator: ⟦PERSON|Inés Navarro⟧, ⟦PHONE|+34 965 21 48 70⟧"""),

("markdown_roster", """## Therapist roster (internal)
| Therapist | Mobile | Client rate | Notes |
|---|---|---|---|
| ⟦PERSON|Aroha Ngata⟧ | ⟦PHONE|021 448 3907⟧ | ⟪tariff|NZ$95/hr⟫ | prenatal cert |
| ⟦PERSON|Liam O'Sullivan⟧ | ⟦PHONE|027 611 2054⟧ | ⟪tariff|NZ$95/hr⟫ | off till 20th, ⟦MEDICAL|wrist tendinitis⟧ |
| ⟦PERSON|Mei Tanaka⟧ | ⟦PHONE|022 390 7718⟧ | ⟪tariff|NZ$110/hr⟫ | senior |

Rooms ⟪room_code|R1-R4⟫ · last updated ⟪timestamp|2024-03-02⟫"""),

("sms_thread", """⟪sender_id|FootFirst⟫: Reminder: ⟦PERSON|Gary⟧, your appointment with ⟦PERSON|Sunita⟧ is Wed 12 Jun 3:15pm. Reply Y to confirm.
Me: Y. can u send the portal login again
FootFirst: Your portal username is ⟦PERSON|gary.whitlock⟧ and temporary PIN ⟦PASSWORD|662914⟧. Valid 24h. Never share this PIN.
Me: cheers. what do I owe from last time
FootFirst: Outstanding balance ⟦AMOUNT|£42.00⟧ for ⟦MEDICAL|verruca treatment (cryo)⟧. Pay at ⟪url|footfirst.co.uk/pay⟫ ref ⟪payment_ref|FF-88120⟫"""),

("github_issue", """**Bug: sync job fails with AccessDenied** (#⟪issue_number|212⟫)

Opened by ⟦PERSON|kwame-asante⟧ · labels: bug, infra · cc @⟦PERSON|lucia-ferrer⟧

Steps: run `python sync_s3.py --bucket ⟪bucket_name|stretchlab-media-prod⟫` on ⟦IP_ADDRESS|10.8.0.23⟧
Config used (sorry, will redact later):
```
aws_access_key_id = ⟦APIKEY|$key_aws_1⟧
aws_secret_access_key = ⟦SECRET|$sec_aws_1⟧
region = ⟪aws_region|eu-west-2⟫
```
Error: `botocore.exceptions.ClientError: An error occurred (AccessDenied)` request id ⟪request_id|9QK2H8Z7R1W4⟫
The README example uses ⟪example_key|$dk_aws_example⟫ which obviously doesn't work lol"""),

("soap_note", """SOAP NOTE — ⟪visit_id|V-20240611-07⟫
Pt: ⟦PERSON|Derek Oyelaran⟧, 47M, DOB ⟦DATE_OF_BIRTH|17-Oct-1976⟧
S: ⟦MEDICAL|low back pain radiating to L leg⟧ x3 wks, worse sitting. Hx ⟦MEDICAL|L4/5 disc bulge (MRI 2021)⟧. Takes ⟦MEDICAL|naproxen 500mg bd⟧.
O: ⟦MEDICAL|SLR positive L at 45°⟧, reduced lumbar flexion.
A: ⟦MEDICAL|lumbar radiculopathy, mechanical⟧
P: SMT + flexion-distraction, 2x/wk for 3 wks. Re-eval ⟪followup_date|02/07⟫.
Clinician: ⟦PERSON|A. Moreau⟧, DC   Billing code ⟪billing_code|98940⟫"""),

("payslip_email", """Subject: Payslip – June 2024

Hi ⟦PERSON|Darnell⟧,

Your payslip for June is attached (the PDF password is your DOB as DDMMYYYY, e.g. ⟪example_password|01011990⟫).
Gross: ⟦AMOUNT|$4,210.00⟧ · Tips: ⟦AMOUNT|$612.40⟧ · Net pay: ⟦AMOUNT|$3,388.17⟧
Paid to account ⟪masked_account|****6620⟫ on ⟪pay_date|06/28/2024⟫.
SSN on file: ⟪masked_ssn|XXX-XX-4471⟫ — please check it's right.

Thanks,
⟦PERSON|Renée Castillo⟧, Office Manager
⟪org_name|Tranquil Touch Day Spa⟫ · ⟦PHONE|(305) 672-8810⟧"""),

("discord_chat", """#⟪channel_name|instructor-lounge⟫
**⟦PERSON|pilates_with_pia⟧**: anyone else get that "studio insurance" email? they wanted my bank details 🙄
**⟦PERSON|jordyn_k⟧**: yep. sent them nothing. ⟦PERSON|Pia⟧ did u report it?
**⟦PERSON|pilates_with_pia⟧**: yeah to ⟪org_name|Action Fraud⟫, ref ⟪crime_ref|NFRC240612883⟫
**⟦PERSON|benji.fitz⟧**: fyi the bot webhook for this channel leaked in the pinned msg: ⟦SECRET|$sec_discord_hook_1⟧ — regenerated it
**⟦PERSON|jordyn_k⟧**: ty ⟦PERSON|Benji⟧"""),

("nutrition_plan", """PERSONALISED NUTRITION PLAN — prepared for ⟦PERSON|Siobhán Reilly⟧
Dietitian: ⟦PERSON|Aisling Byrne⟧ MINDI (CORU reg ⟪professional_reg_no|DI018822⟫)
Diagnosis: ⟦MEDICAL|coeliac disease⟧ (biopsy confirmed), ⟦MEDICAL|iron-deficiency anaemia⟧ (⟦MEDICAL|ferritin 9 µg/L⟧)
Targets: ⟪nutrient_target|1,900 kcal/day⟫ · protein 90 g · iron 18 mg
Supplement: ⟦MEDICAL|ferrous fumarate 210 mg⟧ on alternate days
Avoid: wheat, barley, rye; check oats are labelled ⟪label_text|"gluten-free"⟫
Next review: ⟪appointment_slot|Thu 18 Jul, 10:40⟫ (video). Fee for this plan: ⟪price|€120⟫"""),

("price_list", """⟪org_name|Sunrise Flow Studio⟫ — Summer Timetable & Prices (valid ⟪date_range|1 Jun–31 Aug 2024⟫)
Drop-in class ............ ⟪price|$24⟫
10-class pack ............ ⟪price|$210⟫ (expires 4 months)
Unlimited monthly ........ ⟪price|$159⟫ / month (auto-renew)
Private session (60 min) . ⟪price|$95⟫
Intro offer: 2 weeks unlimited for ⟪price|$40⟫ — code ⟪coupon_code|SUNRISE40⟫
All prices incl. ⟪tax_rate|8.875%⟫ sales tax. Studio: ⟪clinic_address|311 Bedford Ave, Brooklyn, NY 11211⟫"""),

("jira_ticket", """[⟪ticket_id|CLIN-904⟫] Patient portal shows other patients' appointments
Reporter: ⟦PERSON|Hiroshi Nakamura⟧   Assignee: ⟦PERSON|Greta Lindahl⟧   Sprint: ⟪sprint_name|Sprint 42⟫
Description:
Logged in as the test patient and saw ⟦PERSON|Wanjiru Kamau⟧'s next visit ("⟦MEDICAL|orthotic casting⟧, Dr ⟦PERSON|Ellis⟧") on my dashboard. Session cookie was ⟦SECRET|$sec_cookie_1⟧ (sessionid). Reproduced from ⟦IP_ADDRESS|10.2.14.77⟧ and from office wifi.
Env: ⟪environment|staging-eu⟫, build ⟪build_number|#1187⟫"""),

("voice_dictation", """Dictation ⟪dictation_id|DX-5521⟫ – therapist ⟦PERSON|Ruth Abernethy⟧
"Session notes for ⟦PERSON|Oscar Pemberton⟧, aged seventy-two, seen at home, ⟦ADDRESS|fourteen Gorse Lane, Truro, TR1 3HQ⟧. ⟦PERSON|Oscar⟧ had a ⟦MEDICAL|left MCA stroke⟧ in February, presenting with ⟦MEDICAL|expressive aphasia⟧ and ⟦MEDICAL|mild dysphagia⟧, currently on ⟦MEDICAL|IDDSI level 5 minced and moist⟧ diet. Wife ⟦PERSON|Margaret⟧ reports he is frustrated. Plan: continue semantic feature analysis twice weekly. ⟦PERSON|Margaret⟧'s mobile for scheduling is ⟦PHONE|oh seven eight two four, five five one, three oh nine⟧. End of dictation." [audio ⟪duration|03:12⟫]"""),

("gift_voucher_email", """Hi,
I'd like to buy a gift voucher for my sister ⟦PERSON|Fatima⟧ for her birthday (she has ⟦MEDICAL|fibromyalgia⟧ so gentle pressure please!). The ⟪product_name|90-minute Signature Ritual⟫ voucher, ⟦AMOUNT|£120⟧.
Card: ⟦CARD|$card_mc_1⟧  exp ⟪card_expiry|11/26⟫  CVC ⟦CVV|204⟧
Name on card: ⟦PERSON|Zainab Hussain⟧
Billing address: ⟦ADDRESS|66 Stratford Road, Sparkhill, Birmingham B11 1AN⟧
If the website had worked I wouldn't be emailing this 🙃 (it kept saying error ⟪error_code|ERR_PAY_0x19⟫)
Thanks, ⟦PERSON|Zainab⟧"""),

("forum_post", """Re: Clomid round 3 – anyone else get awful headaches?   [thread ⟪thread_id|#88213⟫]
Posted by ⟦PERSON|hopefulmama_jen⟧ » ⟪post_time|Tue Jun 04, 2024 11:52 pm⟫

Yes!! Round 2 of ⟦MEDICAL|Clomid 100mg⟧ gave me ⟦MEDICAL|migraines⟧ every night. My RE (Dr ⟦PERSON|Castellanos⟧ at ⟪org_name|Bay Area Fertility Partners⟫) switched me to ⟦MEDICAL|letrozole⟧ and it's been way better. Also FWIW my ⟦MEDICAL|AMH was 1.1⟧ so they're pushing IVF next. Insurance covered nothing, we've put ⟦AMOUNT|$18k⟧ on credit cards so far 😩
Sending baby dust to everyone ✨"""),

("csv_export", """client_id,name,email,plan,balance_owed
⟪client_id|C-1001⟫,⟦PERSON|Emma Whitcombe⟧,⟦EMAIL|emma.w@me.com⟧,⟪plan_name|Unlimited⟫,⟦AMOUNT|$0.00⟧
⟪client_id|C-1002⟫,⟦PERSON|Rajesh Iyer⟧,⟦EMAIL|rajesh.iyer@gmail.com⟧,⟪plan_name|10-pack⟫,⟦AMOUNT|$48.00⟧"""),

("email_reply_thread", """Thanks ⟦PERSON|Tess⟧, paid today from the joint account. Heads up ⟦PERSON|Aanya⟧ has ⟦MEDICAL|hay fever⟧ season coming so she might be sniffly on Thursday.
⟦PERSON|Rohan⟧

On Mon, 10 Jun 2024 at 09:12, ⟦PERSON|Tess Mulligan⟧ <⟦EMAIL|tess@clearvoiceslt.com.au⟧> wrote:
> Hi Mr ⟦PERSON|Agarwal⟧, just confirming ⟦PERSON|Aanya⟧'s block of 8 sessions for her ⟦MEDICAL|stutter⟧ (⟦MEDICAL|Lidcombe Program⟧). Invoice attached, ⟦AMOUNT|A$1,560⟧, plan-managed.
>
> ⟦PERSON|Tess Mulligan⟧ | Certified Practising Speech Pathologist
> ⟪org_name|Clear Voice Speech Therapy⟫ | ⟪clinic_address|Level 2, 80 George St, Parramatta NSW 2150⟫
> P ⟦PHONE|02 9635 7714⟧ | ABN ⟪abn|51 824 753 556⟫"""),

("sms_staff_note", """Hey it's ⟦PERSON|Marguerite⟧ — I'm off tmrw. Till float is in the office safe, code is ⟦PASSWORD|seven two two nine one⟧ then hash. Count should be the usual ⟪till_float|$200 float⟫. ⟦PERSON|Abernathy⟧ is in ⟪room_number|Room 3⟫ at 10 for her ⟦MEDICAL|lymphatic drainage⟧ (post-⟦MEDICAL|mastectomy⟧, L side only!!)
— sent via ⟪app_name|StaffHub⟫"""),

("ics_calendar_invite", """BEGIN:VCALENDAR
PRODID:⟪prodid|-//Acuity Scheduling//EN⟫
BEGIN:VEVENT
UID:⟪uuid|$dk_uuid_2⟫
DTSTART:⟪ics_datetime|20240619T083000Z⟫
SUMMARY:Initial Podiatry Assessment – ⟦PERSON|Connor McBride⟧
DESCRIPTION:Reason: ⟦MEDICAL|ingrown toenail, infected⟧. Diabetic? No. Phone ⟦PHONE|+353 87 214 6603⟧. Deposit paid ⟦AMOUNT|€30⟧.
ORGANIZER;CN=⟪org_name|Foot Clinic Galway⟫:mailto:⟦EMAIL|bookings@footclinicgalway.ie⟧
ATTENDEE;CN=⟦PERSON|Connor McBride⟧:mailto:⟦EMAIL|connor.mcb@eircom.net⟧
END:VEVENT
END:VCALENDAR"""),

("nginx_access_log", """⟦IP_ADDRESS|94.173.56.210⟧ - - [⟪log_timestamp|12/Jun/2024:07:44:01 +0100⟫] "GET /book/pilates-reformer?utm_source=ig HTTP/2.0" ⟪http_status|200⟫ 5321 "-" "Mozilla/5.0"
⟦IP_ADDRESS|2a00:23c7:8d11:4501:b1d4:7f0e:22c9:4a10⟧ - - [12/Jun/2024:07:44:09 +0100] "POST /login HTTP/2.0" 302 0 "-" "okhttp/4.9.2"
⟪loopback_ip|127.0.0.1⟫ - - [12/Jun/2024:07:45:00 +0100] "GET /healthz HTTP/1.1" 200 2 "-" "⟪probe_ua|kube-probe/1.29⟫"
⟦IP_ADDRESS|100.100.4.18⟧ - - [12/Jun/2024:07:45:13 +0100] "GET /account?email=⟦EMAIL|jo.pritchard@sky.com⟧ HTTP/2.0" 200 1877 "-" "Mozilla/5.0\""""),

("imessage_siblings", """⟦PERSON|Ellie⟧: did dad go to the chiro in the end?
Me: yep. Dr ⟦PERSON|Kahn⟧ says it's ⟦MEDICAL|spinal stenosis⟧ not a slipped disc, he needs an ⟦MEDICAL|MRI⟧
⟦PERSON|Ellie⟧: omg. how much was it
Me: ⟦AMOUNT|two hundred and ten quid⟧ for the first visit 😳 put it on my card, he owes me lol
⟦PERSON|Ellie⟧: I'll chip in ⟦AMOUNT|£70⟧. what's ur ⟪org_name|Monzo⟫ again
Me: just send to ⟦PHONE|07845 220 913⟧, it's linked
[⟪read_receipt|Read 21:14⟫]"""),
]

TEXTS += [
("hr_onboarding_checklist", """Onboarding checklist – ⟪org_name|Granville Massage Therapy Clinic⟫
Employee: ⟦PERSON|Simran Gill⟧, RMT (CMTBC reg ⟪professional_reg_no|RMT-04412⟫)
SIN: ⟦NATIONAL_ID|$nid_sin_1⟧
Direct deposit: transit ⟪bank_transit|00410⟫ – void cheque on file
Start date: ⟪start_date|July 2, 2024⟫ · Wage: ⟦AMOUNT|$38/hr⟧ + commission
Emergency contact: ⟦PERSON|Harpreet Gill⟧ ⟦PHONE|604-771-2390⟧"""),

("ndjson_audit_log", """{"ts":"⟪timestamp|2024-06-12T10:21:44Z⟫","actor":"⟦EMAIL|g.moretti@pilatesfactory.it⟧","action":"export_clients","rows":⟪row_count|412⟫,"src_ip":"⟦IP_ADDRESS|151.38.112.6⟧"}
{"ts":"2024-06-12T10:22:03Z","actor":"⟦EMAIL|g.moretti@pilatesfactory.it⟧","action":"update_payout","iban_old":"⟪masked_iban|IT** **** **** 4410⟫","iban_new":"⟦IBAN|$iban_it_1⟧","src_ip":"⟦IP_ADDRESS|151.38.112.6⟧"}
{"ts":"2024-06-12T10:22:05Z","actor":"system","action":"alert","msg":"payout account changed for instructor ⟦PERSON|Giulia Moretti⟧","trace":"⟪trace_id|4bf92f3577b34da6a3ce929d0e0e4736⟫"}"""),

("fax_cover_sheet", """FAX — ⟪org_name|Meadowbank Medical Practice⟫
To: Podiatry Dept, fax ⟦PHONE|01224 559 802⟧    From: ⟦PERSON|Gillian Strachan⟧ (practice nurse), ⟦PHONE|01224 559 800⟧
Pages: ⟪page_count|3⟫ incl. cover
Re: ⟦PERSON|Alexander McLeish⟧ ("⟦PERSON|Sandy⟧"), DOB ⟦DATE_OF_BIRTH|30/11/1952⟧. ⟦MEDICAL|Diabetic foot ulcer, R heel, 2cm⟧ — please see urgently.
CONFIDENTIALITY: ⟪boilerplate|This fax contains confidential information intended only for the addressee.⟫"""),

("android_logcat", """06-12 14:03:55.118  8812  8812 E AndroidRuntime: FATAL EXCEPTION: main
06-12 14:03:55.118  8812  8812 E AndroidRuntime: Process: ⟪package_name|com.flowfit.yoga⟫, PID: ⟪pid|8812⟫
06-12 14:03:55.120  8812  8812 E AndroidRuntime: java.lang.IllegalStateException: bad token ⟦APIKEY|$key_jwt_2⟧
06-12 14:03:55.121  8812  8812 D FlowApi : user=⟦PERSON|ashleigh.m⟧ device_ip=⟦IP_ADDRESS|192.168.0.104⟧ build=⟪build_number|412⟫
06-12 14:03:55.122  8812  8812 D FlowApi : maps key ⟦APIKEY|$key_google_1⟧"""),

("account_statement", """ACCOUNT STATEMENT  ⟪statement_no|ST-55120⟫   ⟪statement_date|06/01/2024⟫
⟦PERSON|Luis Ortega Jr.⟧
⟦ADDRESS|4410 W Olive Ave, Phoenix, AZ 85302⟧
Previous balance ⟦AMOUNT|$260.00⟧ · Payment received ⟦AMOUNT|$120.00⟧ · Amount due ⟦AMOUNT|$235.00⟧
Visit 05/14 – ⟦MEDICAL|spinal adjustment + e-stim⟧ – ⟪cpt_code|98941, 97014⟫
Questions? ⟦PHONE|(602) 934-1178⟧ · Pay online with code ⟪portal_code|AZC-7734⟫"""),

("python_bot_config", """# bot.py — class reminder bot for ⟪org_name|Hot Yoga Lab⟫
TOKEN = "⟦APIKEY|$key_tg_1⟧"
ADMIN_CHAT_ID = ⟪chat_id|-1001849920311⟫
OWNER = "@⟦PERSON|sunnyvega⟧"
DB = "mongodb+srv://hyl_bot:⟦SECRET|Namaste2Hot!⟧@⟪hostname|cluster0.x8kq2.mongodb.net⟫/bot"
WEBHOOK_HOST = "⟦IP_ADDRESS|159.65.28.117⟧"
# test: curl https://api.telegram.org/bot<TOKEN>/getMe"""),

("supplement_leaflet", """PATIENT INFORMATION LEAFLET — ⟪drug_leaflet|Magnesium Glycinate 400 mg⟫ capsules
Batch ⟪lot_number|MG24-0617B⟫ · Exp ⟪expiry_date|03/2027⟫
Adults: 1–2 capsules daily with food. Do not exceed the stated dose. May cause ⟪leaflet_side_effect|mild diarrhoea⟫ in some people. Speak to your practitioner if pregnant or taking ⟪drug_leaflet|levothyroxine⟫.
Manufactured for ⟪org_name|Wholefood Clinic Supplies Ltd⟫, ⟪clinic_address|Unit 9, Enterprise Park, Leeds LS11 5DD⟫. Help: ⟪url|wholefoodclinic.co.uk/help⟫"""),

("email_card_details", """From: ⟦EMAIL|d.akinyemi@gmail.com⟧
To: ⟦EMAIL|accounts@newdawnfertility.com⟧
Subject: Re: embryo storage renewal

Hi ⟦PERSON|Priscilla⟧,
Please renew storage for another year (the ⟪price|$850/yr⟫ rate is fine). Use my Amex: ⟦CARD|$card_amex_1⟧, exp ⟪card_expiry|04/28⟫, CID ⟦CVV|7731⟧.
We have 3 embryos frozen from our ⟦MEDICAL|2022 IVF cycle⟧, patient ref ⟪patient_ref|NDF-30418⟫.
Thanks,
⟦PERSON|Damilola Akinyemi⟧"""),

("gitlab_ci_yaml", """# .gitlab-ci.yml  (⟪repo_name|chiro-collective/booking-web⟫)
# maintainer: ⟦PERSON|Marta Wójcik⟧ <⟦EMAIL|marta.wojcik@chirocollective.pl⟧>
variables:
  DOCKER_IMAGE: registry.gitlab.com/chiro-collective/booking-web:⟪docker_tag|1.19.0-alpine⟫
  GITLAB_TOKEN: "⟦APIKEY|$key_gitlab_1⟧"
  DEPLOY_HOST: "⟦IP_ADDRESS|10.50.1.9⟧"
deploy:
  script:
    - ssh -i key ⟦PERSON|mwojcik⟧@$DEPLOY_HOST "cd /srv/app && ./deploy.sh"
  only:
    - ⟪git_branch|main⟫"""),

("slack_dm_key", """⟦PERSON|Sven⟧  10:42 AM
hey can you put this on the new acupuncture clinic VPS? it's the deploy key
⟦SECRET|$sec_pem_1⟧
⟦PERSON|Sven⟧  10:43 AM
box is ⟦IP_ADDRESS|46.101.77.212⟧, user deploy, port ⟪port|2222⟫
⟦PERSON|Karin Holm⟧  10:51 AM
done ✅ pls delete that msg tho, keys in slack = bad. host fingerprint ⟪key_fingerprint|SHA256:q8Zt3mX0vRk2Lw9sPd1YfH6uJc4Ne7Ab5Tg0Qi8Wz2o⟫"""),

("contractor_tax_invoice", """TAX INVOICE ⟪invoice_no|#0047⟫
From: ⟦PERSON|Jade Whitaker⟧ (sole trader) ABN ⟪abn|83 914 571 673⟫
To: ⟪org_name|Bondi Bliss Yoga⟫
For: 6 x Yin classes @ ⟪rate|$75/class⟫ = ⟦AMOUNT|$450.00⟧ (no GST)
Payment to: BSB ⟪bsb|062-140⟫ Acc ⟪masked_account|xxxx 8812⟫
TFN (for your records, since you asked): ⟦NATIONAL_ID|$nid_tfn_1⟧
Contact: ⟦EMAIL|jade.whitaker.yoga@gmail.com⟧ · ⟦PHONE|0423 118 650⟧"""),

("scam_warning_sms", """⚠️ Scam alert from ⟪org_name|Harmony Acupuncture⟫: we will NEVER text you asking for card details or your portal password. Fake messages are going round saying "Your appointment ⟪fake_ref|#A7719⟫ failed, pay ⟪scam_amount|£1.99⟫ at ⟪phishing_url|harmony-acu-pay.co⟫". Please delete them. Questions? Use the contact form on our website."""),

("gait_analysis_summary", """Gait analysis summary — ⟦PERSON|Kenji Watanabe⟧ (runner), seen by ⟦PERSON|Priyanka Sethi⟧ BSc Pod
Findings: ⟦MEDICAL|overpronation L>R⟧, ⟦MEDICAL|early hallux limitus R⟧, ⟦MEDICAL|Achilles tendinopathy (mid-portion)⟧
Shoes: ⟪product_name|Brooks Adrenaline GTS 23⟫ size ⟪shoe_size|UK 9.5⟫
Orthotic prescription ref ⟪rx_ref|ORX-33917⟫ · Paid ⟦AMOUNT|£210⟧ (card)"""),

("k8s_secret_manifest", """apiVersion: v1
kind: Secret
metadata:
  name: ⟪k8s_resource|booking-secrets⟫
  namespace: ⟪k8s_namespace|massage-prod⟫
type: Opaque
stringData:
  SQUARE_ACCESS_TOKEN: "⟦APIKEY|$key_square_1⟧"
  DB_PASSWORD: "⟦PASSWORD|Kn3ad!ng-Dough⟧"
  JWT_SIGNING_SECRET: "⟦SECRET|$sec_sign_2⟧"
  SMTP_USER: "⟦EMAIL|noreply@pressurepointmassage.com⟧\""""),

("ocr_handwritten_intake", """[OCR – handwritten intake card, ⟪ocr_engine|tesseract 5.3⟫, conf 61%]
Name: ⟦PERSON|Beatrice 0konjo⟧
D.O.B ⟦DATE_OF_BIRTH|03/07/1969⟧     Tel ⟦PHONE|O7956 3l8 442⟧
Complaint: ⟦MEDICAL|tension headaches⟧, ⟦MEDICAL|grinds teeth at night⟧
Pressure: firm    Allergies: ⟦MEDICAL|nut allergy⟧ - NO almond oil!!
GP: Dr ⟦PERSON|Fairbanks⟧, ⟪org_name|Hillside Surgery⟫"""),

("teams_chat", """[Teams] ⟪channel_name|Lab Ops⟫
⟦PERSON|Anjali Rao⟧ 08:14: witness check failed on dish ⟪dish_id|D-2291⟫ — surname mismatch on the label. Hold the ⟦MEDICAL|embryo transfer⟧ for ⟦PERSON|Kaur⟧ until ID is verified pls
⟦PERSON|Tom Everett⟧ 08:20: checked. ⟦PERSON|Manpreet Kaur⟧, passport ⟦PASSPORT|$pp_in_1⟧, matches the consent form. Partner ⟦PERSON|Jaspal Singh⟧ passport ⟦PASSPORT|$pp_ca_1⟧ also ok. Label was printed with the old template (⟪template_version|v1.4⟫)
⟦PERSON|Anjali Rao⟧ 08:22: 👍 releasing"""),

("progress_update_email", """Hi ⟦PERSON|Carmen⟧ and ⟦PERSON|Diego⟧,
Quick update after ⟦PERSON|Mateo⟧'s 6th session: his ⟦MEDICAL|/r/ distortion⟧ is improving (70% accuracy at word level!) and the ⟦MEDICAL|fronting of /k/⟧ has resolved. Homework sheet attached (⟪file_name|home_practice_wk6.pdf⟫).
Reminder that the term invoice (⟦AMOUNT|$720⟧) is still outstanding – you can Zelle it to ⟦EMAIL|billing@talktimespeech.com⟧.
⟦PERSON|Abby⟧
⟪org_name|TalkTime Speech Therapy⟫ · ⟪clinic_hours|Mon–Thu 8–6⟫"""),

("docker_compose", """services:
  api:
    image: ⟪docker_image|ghcr.io/podcare/api:2.7.4⟫
    ports: ["⟪port_mapping|8080:8080⟫"]
    environment:
      DATABASE_URL: postgresql://podcare:⟦SECRET|T0enail-Clippers-99⟧@⟦IP_ADDRESS|172.18.0.5⟧:5432/podcare
      HF_TOKEN: ⟦APIKEY|$key_hf_1⟧
      TOTP_ISSUER_SEED: ⟦SECRET|$sec_totp_2⟧
  redis:
    image: ⟪docker_image|redis:7.2-alpine⟫"""),

("front_desk_logbook", """Front desk log – ⟪log_date|Sat 15 June⟫
07:50 ⟦PERSON|Nikhil⟧ opened, alarm code ⟦PASSWORD|5503⟧ worked fine
09:10 Client ⟦PERSON|Hollie Baxter⟧ fainted in hot class – ⟦MEDICAL|low blood sugar⟧, she's ⟦MEDICAL|type 1 diabetic⟧. Gave juice, ok after 10 min. Partner ⟦PERSON|Dom⟧ picked her up (⟦PHONE|07961 403 227⟧)
11:30 lost property: grey hoodie, water bottle, car key (⟪lost_item|Toyota fob⟫)
13:00 closed. Cash ⟪till_total|£86.50⟫ in safe."""),

("linkedin_message", """⟦PERSON|Chioma Obi⟧ • Registered Dietitian at ⟪org_name|GutWise Clinic⟫
Hi ⟦PERSON|Fraser⟧, thanks for connecting! I'm looking for a locum for Aug–Sept, 3 days/wk, ⟪pay_range|£220–£260/day⟫ depending on experience. If you're interested drop me a line at ⟦EMAIL|chioma@gutwiseclinic.co.uk⟧ or WhatsApp ⟦PHONE|+44 7488 310 562⟧.
⟪ui_text|Seen 3h ago⟫"""),

("bank_statement", """Statement for Miss ⟦PERSON|J. Ferreira⟧   Account ⟦IBAN|$iban_gb_3⟧
03 Jun  CARD PAYMENT ⟪merchant_name|ZEN ACUPUNCTURE LTD⟫        ⟦AMOUNT|£75.00⟧ out
05 Jun  FASTER PAYMENT from ⟦PERSON|R FERREIRA⟧ "acu sessions"  ⟦AMOUNT|£150.00⟧ in
07 Jun  DD ⟪merchant_name|PUREGYM⟫ ⟪dd_ref|PGM-0041772⟫                 ⟦AMOUNT|£24.99⟧ out
Closing balance ⟦AMOUNT|£1,203.11⟧"""),

("bash_backup_script", """#!/bin/bash
# nightly backup – studio booking db  (owner: ⟦PERSON|hkoenig⟧)
export PGPASSWORD='⟦PASSWORD|Downward!Dog42⟧'
pg_dump -h ⟦IP_ADDRESS|10.16.3.2⟧ -U booking studio > /backups/studio_$(date +%F).sql
aws s3 cp /backups/ s3://⟪bucket_name|yogaflow-backups⟫/ --recursive
curl -X POST -H 'Content-type: application/json' --data '{"text":"backup ok"}' ⟦SECRET|$sec_slack_hook_1⟧
# crontab: ⟪cron_expr|15 2 * * *⟫ /opt/scripts/backup.sh"""),
]

TEXTS += [
("starter_checklist", """Starter checklist (HMRC) — ⟪org_name|Pilates Loft Bristol⟫
Surname: ⟦PERSON|Adeyemi-Clarke⟧   First names: ⟦PERSON|Tobi⟧
NI number: ⟦NATIONAL_ID|$nid_nino_1⟧
DOB: ⟦DATE_OF_BIRTH|22/05/1996⟧
Employee statement: ⟪form_option|B⟫ – this is my only job
Student loan: ⟪loan_plan|Plan 2⟫
Salary paid to: ⟦IBAN|$iban_gb_1⟧"""),

("retreat_booking_confirmation", """Retreat booking confirmation – ⟪org_name|Ubud Prana Retreats⟫
Guest: ⟦PERSON|Harriet Lowe⟧   Passport: ⟦PASSPORT|$pp_au_1⟧ (AUS)
Room: ⟪room_type|Garden Villa, twin share⟫   Dates: ⟪date_range|3–10 Sept 2024⟫
Paid: ⟦AMOUNT|AUD 2,480⟧ · Balance: ⟦AMOUNT|AUD 620⟧ due 1 Aug
Dietary / medical: vegan, ⟦MEDICAL|bee sting allergy — carries EpiPen⟧
Emergency contact: ⟦PERSON|Callum Lowe⟧ ⟦PHONE|+61 438 551 209⟧"""),

("clinic_registration", """Registration – ⟪org_name|Södermalm Akupunktur⟫ (English form)
Name: ⟦PERSON|Erik Lindgren⟧
Personnummer: ⟦NATIONAL_ID|$nid_pnr_1⟧
Born: ⟦DATE_OF_BIRTH|14 May 1986⟧
Reason for visit: ⟦MEDICAL|chronic tennis elbow⟧, ⟦MEDICAL|insomnia⟧
Email: ⟦EMAIL|erik.lindgren@telia.com⟧
Fee per session ⟪price|650 SEK⟫, pay by Swish to ⟪org_swish|123 456 78 90⟫"""),

("collections_letter", """⟪org_name|Riverbend Chiropractic⟫ — FINAL NOTICE
⟦PERSON|Tyrone Jackson⟧
⟦ADDRESS|88 Maple Ct, Apt 4, Dayton, OH 45402⟧
Our records show an unpaid balance of ⟦AMOUNT|$412.75⟧ for services on ⟪service_date|02/19/2024⟫ (⟦MEDICAL|chiropractic manipulation, 3 regions⟧).
If not paid within 30 days the account will be referred to ⟪org_name|Midwest Recovery Services⟫. Account # ⟪account_no|RB-20931⟫.
Call ⟦PHONE|(937) 222-4817⟧ to set up a payment plan."""),

("w9_form_copy", """Form W-9 (typed copy) — requested by ⟪org_name|Evergreen Massage Collective LLC⟫
Name: ⟦PERSON|Samantha J. Greer⟧
Business name: ⟪org_name|Cedar Hands Bodywork⟫
Address: ⟦ADDRESS|1209 NE 65th St, Seattle, WA 98115⟧
TIN: SSN ⟦SSN|$ssn_4⟧
Signature: /s/ ⟦PERSON|S. Greer⟧   Date: ⟪sign_date|05/30/2024⟫"""),

("podcast_show_notes", """Ep. ⟪episode_number|48⟫ — Pelvic floor myths (with Dr ⟦PERSON|Leah Kessler⟧)
Host: ⟦PERSON|Bea Montgomery⟧ · Runtime ⟪duration|54:12⟫
00:00 intro · 03:40 why "just do kegels" is bad advice · 22:15 listener question from ⟦PERSON|Marisol⟧ about ⟦MEDICAL|prolapse after her second baby⟧ · 41:00 reformer tips
Use code ⟪coupon_code|PELVIC15⟫ for 15% off the ⟪product_name|Core Restore⟫ course. Sponsor: ⟪org_name|Balanced Body⟫"""),

("acupuncture_treatment_record", """TREATMENT RECORD #⟪record_no|0093⟫ · ⟪visit_date|12/06/2024⟫
Patient: Ms ⟦PERSON|Nneka Okoro⟧
Tongue/pulse: ⟦MEDICAL|pale tongue with teeth marks, thready pulse⟧
TCM dx: ⟦MEDICAL|Spleen Qi deficiency with Damp⟧
Western dx: ⟦MEDICAL|IBS-C⟧, ⟦MEDICAL|anxiety⟧ (on ⟦MEDICAL|sertraline 50mg⟧)
Points: ST36, SP6, CV12, PC6, Yintang · needles ⟪needle_spec|0.25×30mm⟫, 25 min
Herbs: ⟦MEDICAL|Shen Ling Bai Zhu San granules 6g bid⟧
Practitioner: ⟦PERSON|Wei-Ling Cheung⟧ Lic.Ac"""),

("zapier_task_json", """{
  "zap_id": "⟪zap_id|Z-88120447⟫",
  "trigger": "calendly.invitee.created",
  "auth": {"calendly_pat": "⟦APIKEY|$key_jwt_3⟧"},
  "invitee": {"name": "⟦PERSON|Olamide Bankole⟧", "email": "⟦EMAIL|olamide.bankole@yahoo.co.uk⟧", "text_reminder_number": "⟦PHONE|+44 7534 661 920⟧",
    "questions_and_answers": [{"question": "What would you like help with?", "answer": "⟦MEDICAL|Crohn's in remission⟧, want to gain weight after ⟦MEDICAL|bowel resection⟧"}]},
  "event_type": "⟪event_type|Initial consultation (60 min)⟫",
  "created_at": "⟪timestamp|2024-06-17T19:02:11.000000Z⟫"
}"""),

("whatsapp_group_mums", """[WhatsApp] ⟪group_name|Reformer Mums 💪⟫
⟦PERSON|Bex⟧: anyone know if ⟦PERSON|Clara⟧'s teaching tmrw?
⟦PERSON|Nadia K⟧: she's off, her little one has ⟦MEDICAL|hand foot and mouth⟧ 🙈
⟦PERSON|Bex⟧: ugh poor thing. I've got ⟦MEDICAL|pelvic floor physio⟧ at 11 anyway lol
⟦PERSON|Jo⟧: 🤣 same. btw the ⟪event_name|end of term lunch⟫ was ⟪price_per_head|£18pp⟫ and I paid for everyone, so u all owe me ⟦AMOUNT|£18⟧ 😘"""),

("sentry_error_event", """Sentry issue ⟪sentry_issue|CLINIC-WEB-3F2⟫: TypeError: Cannot read properties of undefined (reading 'dob')
User: id=⟪user_id|55120⟫ email=⟦EMAIL|m.deschamps@orange.fr⟧ ip_address=⟦IP_ADDRESS|90.84.12.203⟧
Breadcrumb: POST /api/intake {"full_name":"⟦PERSON|Margaux Deschamps⟧","nir":"⟦NATIONAL_ID|$nid_nir_1⟧","reason":"⟦MEDICAL|stammering assessment (adult)⟧"}
Release ⟪release_tag|web@4.12.0⟫ · env ⟪environment|production⟫"""),

("membership_application", """⟪org_name|Orchard Wellness Massage⟫ — Membership Application
Name (as in NRIC): ⟦PERSON|Tan Bee Lian⟧
NRIC: ⟦NATIONAL_ID|$nid_nric_1⟧
Mobile: ⟦PHONE|9127 4403⟧
Package: ⟪package_name|20x Tui Na⟫ — list ⟪price|S$1,880⟫, promo applied
Paid by PayNow to UEN ⟪uen|201912345K⟫ — amount ⟦AMOUNT|S$1,680.00⟧
Health declaration: ⟦MEDICAL|high blood pressure⟧, ⟦MEDICAL|knee replacement (2019)⟧"""),

("api_docs_snippet", """### Authentication
All requests must include your secret key in the `Authorization` header:

    curl https://api.bookwell.dev/v1/classes -H "Authorization: Bearer ⟪example_key|sk_test_4eC39HqLyjWDarjtT1zdp7dc⟫"

Webhook source IPs to allow-list: ⟪doc_ip|198.51.100.14⟫, ⟪doc_ip|198.51.100.15⟫ and ⟪doc_ip|2001:db8:85a3::8a2e:370:7334⟫.
Example response: {"id": "⟪example_id|cls_00000000000000⟫", "instructor": "⟪placeholder_name|Jane Doe⟫", "price": "⟪price|$25.00⟫"}
Rate limit ⟪rate_limit|100 req/min⟫ · API version ⟪api_version|2023-10-01⟫"""),

("home_visit_schedule", """### Home visits – Thu (van ⟪vehicle_reg|WU19 KTX⟫)
| Time | Patient | Address | Notes |
|---|---|---|---|
| ⟪appointment_time|09:30⟫ | Mr ⟦PERSON|Ernest Boateng⟧ | ⟦ADDRESS|5 Linden Walk, Swindon SN2 7DJ⟧ | ⟦MEDICAL|diabetic⟧, nail care |
| ⟪appointment_time|11:00⟫ | Mrs ⟦PERSON|Irene Castle⟧ | ⟦ADDRESS|Flat 12, Rowan House, Swindon SN1 4QG⟧ | ⟦MEDICAL|on warfarin⟧, key safe ⟦PASSWORD|1966⟧ |"""),

("website_chatbot_transcript", """Bot: Hi! I'm ⟪bot_name|Ivy⟫, the ⟪org_name|Cradle Fertility⟫ assistant. How can I help?
User: hi what does egg freezing cost
Bot: Our egg freezing package starts from ⟪price|$7,900⟫ plus medication (typically ⟪price_range|$3,000–$5,000⟫).
User: ok. I'm 36 and my ⟦MEDICAL|AMH was low, like 0.9⟧. is it still worth it? my name is ⟦PERSON|Rachel Kim⟧, email ⟦EMAIL|rkim.nyc@gmail.com⟧ or text ⟦PHONE|646 389 2071⟧
Bot: Thanks ⟦PERSON|Rachel⟧. I can't give medical advice, but a fertility nurse will contact you at ⟦EMAIL|rkim.nyc@gmail.com⟧ within 1 business day."""),

("ytt_registration", """YTT 200hr – Registration (⟪org_name|Ganga Kriya Yoga Shala⟫, ⟪place_name|Rishikesh⟫)
Student: ⟦PERSON|Ananya Krishnan⟧
Aadhaar: ⟦NATIONAL_ID|$nid_aadhaar_1⟧
Mobile/WhatsApp: ⟦PHONE|+91 98450 31276⟧
Fees paid: ⟦AMOUNT|₹45,000⟧ (UPI ref ⟪upi_ref|4172 9930 1187⟫), balance ⟦AMOUNT|₹20,000⟧ on arrival
Health: ⟦MEDICAL|hypothyroid⟧, on ⟦MEDICAL|Thyronorm 50⟧"""),

("phone_call_notes", """Call notes ⟪call_id|#C-7781⟫ – 10:05 – ⟦PERSON|Marisa⟧ (reception)
⟦PERSON|Owen Kavanagh⟧ rang re his bill. Says he paid ⟦AMOUNT|one hundred and forty euro⟧ cash on the day, receipt lost. DOB confirmed ⟦DATE_OF_BIRTH|9th of August 1979⟧.
Ledger only shows ⟦AMOUNT|€100⟧. Told him I'd ask Dr ⟦PERSON|Brennan⟧.
Call back on ⟦PHONE|087 331 9045⟧ after 5."""),

("client_registration_expat", """Client registration – ⟪org_name|Kraków Pilates Studio⟫ (English form for expats)
Full name: ⟦PERSON|Katarzyna Zielińska⟧
PESEL: ⟦NATIONAL_ID|$nid_pesel_1⟧
Date of birth: ⟦DATE_OF_BIRTH|3 August 1991⟧
Phone: ⟦PHONE|+48 601 442 738⟧
Injuries / conditions: ⟦MEDICAL|scoliosis (Cobb 18°)⟧
Monthly pass: ⟪price|420 PLN⟫"""),

("contract_extract", """LOCUM SERVICES AGREEMENT (extract)
This agreement is made between ⟪org_name|Nordic Foot Health Oy⟫ ("the Clinic") and ⟦PERSON|Aino Virtanen⟧, personal identity code ⟦NATIONAL_ID|$nid_hetu_1⟧ ("the Podiatrist").
3.1 The Clinic shall pay the Podiatrist ⟦AMOUNT|€42⟧ per hour worked, invoiced monthly.
7.4 Notices to the Podiatrist shall be sent to ⟦ADDRESS|Mannerheimintie 48 B 12, 00260 Helsinki⟧.
Signed in ⟪place_name|Helsinki⟫ on ⟪sign_date|1.6.2024⟫"""),

("google_form_responses", """Timestamp,Parent name,Child first name,Child age,Main concern
⟪timestamp|6/3/2024 20:14:51⟫,⟦PERSON|Grace Oduya⟧,⟦PERSON|Tobenna⟧,4,"⟦MEDICAL|not saying s sounds, lisp⟧"
⟪timestamp|6/4/2024 07:02:10⟫,⟦PERSON|Stuart Fenwick⟧,⟦PERSON|Isla⟧,2,"⟦MEDICAL|late talker⟧, ⟦MEDICAL|tongue tie snipped at birth⟧\""""),

("out_of_office_reply", """Auto-reply: I'm out of the office until ⟪return_date|Monday 24 June⟫ attending the ⟪event_name|Podiatry Annual Conference⟫. For anything urgent please contact ⟦PERSON|Hamish Doyle⟧ on ⟦PHONE|0131 557 2093⟧ or ⟦EMAIL|hamish@edinburghfootclinic.co.uk⟧.
⟦PERSON|Fiona⟧
[⟪mail_header|X-Autoreply: yes⟫]"""),
]
