# -*- coding: utf-8 -*-
"""blind51 en texts, typed by hand one at a time."""

TEXTS = []

# ---- part 1 -------------------------------------------------------------
TEXTS += [
("sms_reminder", """Hi ⟦PERSON|Marcus⟧, reminder from ⟪org_name|Kestrel Lane Dental⟫: hygiene appt Tue 14 May 09:40 with ⟦PERSON|Priya Raman⟧. Balance from your last visit ⟦AMOUNT|£38.50⟧ is still outstanding. Reply Y to confirm or ring ⟦PHONE|0161 496 0732⟧. Ref ⟪booking_ref|KLD-55310⟫"""),

("email_patient_signature", """From: ⟦PERSON|Oluwaseun Adeyemi⟧ <⟦EMAIL|seun.adeyemi84@gmail.com⟧>
To: ⟦EMAIL|frontdesk@brightwell-optometry.co.uk⟧
Subject: Re: CL prescription + DOB check

Hi ⟦PERSON|Hannah⟧,

Sorry for the delay. For your records my DOB is ⟦DATE_OF_BIRTH|03/11/1984⟧ and I've moved to ⟦ADDRESS|Flat 2, 17 Rosebery Avenue, Leeds LS8 4QT⟧. The ⟪brand_name|Acuvue Oasys⟫ trial lenses felt ok but my left eye still gets really dry in the evenings - Dr ⟦PERSON|Lindqvist⟧ said it might be ⟦MEDICAL|mild blepharitis⟧ so I've been doing the lid wipes. Can I pick up the ⟪product_code|AO-1D-8.5-14.2⟫ boxes Saturday?

Cheers,
⟦PERSON|Seun⟧
⟦PHONE|07700 900 318⟧
"""),

("nginx_access_log", """⟦IP_ADDRESS|81.174.22.140⟧ - - [⟪timestamp|12/Mar/2024:08:14:03 +0000⟫] "POST ⟪api_path|/api/v2/repeat-rx⟫ HTTP/1.1" 201 512 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_3 like Mac OS X)"
⟦IP_ADDRESS|10.20.4.17⟧ - - [12/Mar/2024:08:14:05 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "⟪version|kube-probe/1.28⟫"
⟦IP_ADDRESS|2a02:c7c:5e10:9400:d4e1:3bff:fe21:7a0c⟧ - - [12/Mar/2024:08:15:41 +0000] "GET /collect?email=⟦EMAIL|j.okonkwo@btinternet.com⟧&dob=⟦DATE_OF_BIRTH|1961-09-02⟧ HTTP/1.1" 302 0 "-" "Mozilla/5.0"
⟪doc_ip|203.0.113.50⟫ - - [12/Mar/2024:08:16:00 +0000] "GET /robots.txt HTTP/1.1" 404 153 "-" "⟪version|curl/8.4.0⟫"
"""),

("whatsapp_chat", """[09/04/24, 18:02] ⟦PERSON|Gemma Doyle⟧: hiya is there any chance i can move thurs to fri?? the ⟦MEDICAL|sciatica⟧ flared up again after the long drive
[09/04/24, 18:05] ⟪org_name|FlexWell Physio⟫: Hi ⟦PERSON|Gemma⟧, Fri 11:15 with ⟦PERSON|Tomasz⟧ is free. Are you still on the ⟦MEDICAL|naproxen 500mg⟧ the GP gave you?
[09/04/24, 18:07] ⟦PERSON|Gemma Doyle⟧: yes twice a day, makes my stomach a bit funny tbh
[09/04/24, 18:08] ⟪org_name|FlexWell Physio⟫: Booked ✅ Fri 12 Apr 11:15. Your excess for this block is ⟦AMOUNT|£45⟧, pay on the day. Gate code for the car park is ⟦PASSWORD|2580#⟧ 🚗
[09/04/24, 18:09] ⟦PERSON|Gemma Doyle⟧: legend thank u x"""),

("dotenv_config", """# sleepdx-portal .env (prod) - DO NOT COMMIT
APP_ENV=production
APP_VERSION=⟪version|3.14.2⟫
DATABASE_URL=postgres://sleepdx_app:⟦SECRET|Tr0ub4dor&3-cpap⟧@⟦IP_ADDRESS|10.42.8.15⟧:⟪port|5432⟫/sleepdx
REDIS_URL=redis://⟪loopback_ip|127.0.0.1⟫:⟪port|6379⟫/0
STRIPE_SECRET_KEY=⟦APIKEY|$stripe_sk2⟧
STRIPE_PUBLISHABLE_KEY=⟪publishable_key|pk_live_51Hc2dQK9fXbT3n0aPqL7rWmE⟫
STRIPE_WEBHOOK_SECRET=⟦SECRET|$whsec1⟧
SENDGRID_API_KEY=⟦APIKEY|$sendgrid1⟧
ONCALL_SLACK_WEBHOOK=⟦SECRET|$slack_hook1⟧
SUPPORT_INBOX=⟦EMAIL|it-support@restfulnights-clinic.com⟧
GOOGLE_OAUTH_CLIENT_ID=⟪client_id|381204775163-k2v9q0l7m3p8r1s4t6u0w2y5z7a9c1e3.apps.googleusercontent.com⟫
"""),

("intake_form_us", """NEW CLIENT INTAKE - ⟪org_name|Harborview Home Nursing LLC⟫
Client name: ⟦PERSON|Dolores M. Whitaker⟧
DOB: ⟦DATE_OF_BIRTH|07/22/1938⟧     SSN: ⟦SSN|$ssn1⟧
Address: ⟦ADDRESS|418 Alder Creek Rd, Apt 3B, Tacoma, WA 98404⟧
Primary contact: ⟦PERSON|Kevin Whitaker⟧ (son) ⟦PHONE|(253) 555-0187⟧
Diagnoses: ⟦MEDICAL|CHF⟧, ⟦MEDICAL|type 2 diabetes⟧, ⟦MEDICAL|stage 3 pressure ulcer, sacrum⟧
Meds: ⟦MEDICAL|furosemide 40 mg daily⟧, ⟦MEDICAL|metformin 500 mg BID⟧
Visit frequency: 3x/wk skilled nursing, order form ⟪form_code|HHA-ORD-7⟫
Referral #: ⟪referral_id|RF-2024-08812⟫   Intake RN: ⟦PERSON|J. Castellanos⟧
"""),

("csv_export", """patient_id,first_name,last_name,dob,phone,email,audiogram_summary,aid_model,serial_no
⟪patient_id|AUD-00417⟫,⟦PERSON|Bernard⟧,⟦PERSON|Kowalczyk⟧,⟦DATE_OF_BIRTH|1947-03-30⟧,⟦PHONE|+44 7911 204558⟧,⟦EMAIL|bkowalczyk47@outlook.com⟧,⟦MEDICAL|moderate bilateral sensorineural loss⟧,⟪product_model|Phonak Audeo L90-R⟫,⟪serial_no|2231X0Q8⟫
⟪patient_id|AUD-00418⟫,⟦PERSON|Aisling⟧,⟦PERSON|Ní Bhriain⟧,⟦DATE_OF_BIRTH|1952-12-08⟧,⟦PHONE|+353 87 412 9930⟧,,⟦MEDICAL|tinnitus L>R with mild high-freq loss⟧,⟪product_model|Oticon Intent 1⟫,⟪serial_no|OT5K71932⟫
⟪patient_id|AUD-00419⟫,⟦PERSON|Rajesh⟧,⟦PERSON|Venkataraman⟧,⟦DATE_OF_BIRTH|1939-06-14⟧,⟦PHONE|020 7946 0311⟧,⟦EMAIL|r.venkat39@yahoo.co.uk⟧,⟦MEDICAL|profound right-sided loss; CI candidate⟧,,
"""),

("slack_thread", """#dental-it
⟦PERSON|mo.haddad⟧  10:42 AM
ugh the imaging bridge sync broke again after the ⟪version|v2.8.1⟫ update. logs say 401 from the repo. regenerated the token: ⟦APIKEY|$gh_pat1⟧ can someone drop it into the runner secrets pls
⟦PERSON|Lucy Fairbanks⟧  10:44 AM
@⟦PERSON|mo.haddad⟧ pls don't paste tokens in channel 🙃 revoke that one. also the sensor PC in Surgery 3 is on ⟦IP_ADDRESS|192.168.10.53⟧ not .52, see ⟪ticket_id|INC-40921⟫
⟦PERSON|mo.haddad⟧  10:45 AM
oops. revoked. commit ⟪commit_sha|$short_1⟫ has the new config path
"""),

("call_transcript", """[Call recording - ⟪org_name|Greenway Community Pharmacy⟫ - 00:03:12]
AGENT: ...so that's the ⟦MEDICAL|Eliquis 5mg twice daily⟧, who's it for?
CALLER: It's for my mum, ⟦PERSON|Margaret Ellison⟧, she's ⟦DATE_OF_BIRTH|4th of June 1941⟧.
AGENT: Lovely. And the delivery address?
CALLER: ⟦ADDRESS|22 Furze Hill Road, Redhill, RH1 6JQ⟧.
AGENT: She's exempt so no prescription charge, just the delivery fee which is ⟪price|£2.50⟫.
CALLER: Fine. Card is ⟦CARD|$card_v1⟧, expiry ⟪card_expiry|09/27⟫, the three digits on the back are ⟦CVV|418⟧.
AGENT: Thank you. And a contact number for the driver?
CALLER: ⟦PHONE|oh seven seven oh oh, nine double oh, three one two⟧.
AGENT: Great, ⟦PERSON|Margaret⟧'s order number is ⟪order_id|GW-118204⟫.
"""),

("online_review", """★☆☆☆☆  ⟦PERSON|Tanya R.⟧ · 2 weeks ago
Went to ⟪org_name|Lumière Skin & Laser⟫ on ⟪place_name|Deansgate⟫ for ⟦MEDICAL|lip filler⟧. Paid ⟦AMOUNT|£280⟧ for 1ml and ended up with a ⟦MEDICAL|suspected vascular occlusion⟧ and bruising for 10 days!! The nurse injector (⟦PERSON|Keeley⟧) was lovely but the manager ⟦PERSON|Damon⟧ refused a partial refund and said their price list clearly states ⟪price|£250-£320 per ml⟫. Still waiting on my ⟦AMOUNT|£95⟧ deposit for the cancelled 2nd session. avoid."""),

("sql_insert", """INSERT INTO patients (id, full_name, email, phone, dob, ni_number, notes, created_at) VALUES
(⟪row_id|8812⟫, '⟦PERSON|Callum Fraser⟧', '⟦EMAIL|cal.fraser@protonmail.com⟧', '⟦PHONE|07911 123456⟧', '⟦DATE_OF_BIRTH|1990-02-17⟧', '⟦NATIONAL_ID|$nino1⟧', '⟦MEDICAL|C5-C6 facet irritation⟧, desk worker', '⟪timestamp|2024-02-03 10:11:54⟫'),
(⟪row_id|8813⟫, '⟦PERSON|Imogen Pryce-Jones⟧', '⟦EMAIL|imogen.pj@icloud.com⟧', '⟦PHONE|07623 884 190⟧', '⟦DATE_OF_BIRTH|1976-10-05⟧', '⟦NATIONAL_ID|$nino2⟧', 'post-natal ⟦MEDICAL|pelvic girdle pain⟧', '⟪timestamp|2024-02-03 10:26:08⟫');
"""),

("python_traceback", """⟪timestamp|2024-05-21T14:03:22.118Z⟫ ERROR [booking-svc] Unhandled exception while creating appointment
Traceback (most recent call last):
  File "⟪file_path|/srv/app/booking/api.py⟫", line 212, in create_appointment
    patient = crm.lookup(email="⟦EMAIL|d.mwangi.optom@gmail.com⟧", dob="⟦DATE_OF_BIRTH|1988-07-19⟧")
  File "/srv/app/booking/crm.py", line 87, in lookup
    r = session.get(url, headers={"Authorization": "Bearer ⟦APIKEY|$jwt1⟧"})
requests.exceptions.ConnectionError: HTTPSConnectionPool(host='⟦IP_ADDRESS|172.31.9.204⟧', port=443): Max retries exceeded (request id ⟪request_id|$uuid_1⟫)
"""),

("repair_ticket", """Ticket ⟪ticket_id|HA-REP-20931⟫ | Priority: normal | Opened by: ⟦PERSON|acheung⟧
Customer: Mr ⟦PERSON|Frank O'Rourke⟧, ⟦PHONE|028 9018 4471⟧
Device: ⟪product_model|Signia Pure C&G 7AX⟫, serial ⟪serial_no|SN 4410-88123⟫, warranty until ⟪date|2025-01-31⟫
Issue: right aid dead after getting wet. Customer has ⟦MEDICAL|severe-to-profound hearing loss⟧ and ⟦MEDICAL|Ménière's disease⟧, needs a loaner urgently.
Courier label to: ⟦ADDRESS|9 Glenview Park, Lisburn BT28 3LP⟧
Repair quote ⟪quote|£145 + VAT⟫, customer agreed to pay ⟦AMOUNT|£174⟧ incl. VAT on the card on file ⟪masked_card|**** **** **** 6620⟫.
"""),

("meeting_minutes", """Minutes - weekly ops huddle - ⟪org_name|CarePoint Nursing Ltd⟫ - 16/05
Present: ⟦PERSON|Adaeze Okafor⟧ (chair), ⟦PERSON|Ben Hollis⟧, ⟦PERSON|Sinéad Walsh⟧, ⟦PERSON|R. Patel⟧
1. Mr ⟦PERSON|Hargreaves⟧ - ⟦MEDICAL|PEG⟧ site looking red and weepy, ⟦PERSON|Sinéad⟧ to escalate to the district nurse today.
2. ⟦PERSON|Ben⟧ raised the mileage backlog - his own claim of ⟦AMOUNT|£312.40⟧ from March still unpaid. Finance to chase.
3. Keysafe at Mrs ⟦PERSON|Odunsi⟧'s changed, new code ⟦PASSWORD|1 9 7 3⟧ - do NOT write it on the rota.
4. Agency turnover Q1 was ⟪org_total|£1.2m⟫, target for Q2 ⟪org_target|£1.35m⟫.
Next meeting ⟪date|23/05⟫.
"""),

("invoice", """INVOICE ⟪invoice_no|INV-DRM-7741⟫                 Date: ⟪date|02 Apr 2024⟫
⟪org_name|Halden Dermatology Partners⟫, ⟪org_address|Unit 4, Marlowe Court, Bristol BS1 6QA⟫

Bill to: ⟦PERSON|Ingrid Solberg⟧, ⟦ADDRESS|31 Cotham Brow, Bristol BS6 6AR⟧
Procedure: ⟦MEDICAL|excision of atypical naevus, left shoulder⟧ + histology
Amount due: ⟦AMOUNT|£640.00⟧

The refund for your cancelled ⟦MEDICAL|cryotherapy⟧ session will go to your account ⟦IBAN|$iban_gb1⟧.
Payments to us: ⟪org_iban|$iban_org1⟫  ·  VAT reg ⟪vat_number|GB 284 7761 09⟫
"""),

("shell_history", """  501  ssh ⟦PERSON|nkhumalo⟧@⟦IP_ADDRESS|10.8.0.21⟧
  502  cd ⟦PERSON|/home/nkhumalo⟧/psg-exports
  503  ls -la
  504  scp night_2024-03-11_⟪study_id|PSG-3318⟫.edf backup@⟦IP_ADDRESS|100.72.14.9⟧:/srv/edf/
  505  mysql -u psgadmin -p'⟦PASSWORD|Sn0reLab!2024⟧' -h ⟦IP_ADDRESS|10.8.0.30⟧ psgdb
  506  export AWS_ACCESS_KEY_ID=⟦APIKEY|$aws_akid1⟧
  507  export AWS_SECRET_ACCESS_KEY=⟦SECRET|$aws_secret1⟧
  508  aws s3 cp ./reports s3://⟪bucket_name|restwell-psg-reports⟫/2024/ --recursive
  509  git log -1 --format=%H   # ⟪commit_sha|$sha_1⟫
"""),

("web_form_deposit", """--- Online deposit form (submitted ⟪timestamp|2024-06-08 21:14⟫) ---
Full name: ⟦PERSON|Chloé Marchand⟧
Email: ⟦EMAIL|chloe.marchand@orange.fr⟧
Mobile: ⟦PHONE|+33 6 12 48 90 37⟧
Treatment: ⟦MEDICAL|Profhilo, 2 sessions⟧
Skin concerns / allergies: ⟦MEDICAL|allergic to lidocaine⟧, history of ⟦MEDICAL|cold sores⟧
Card number: ⟦CARD|$card_m1⟧
Expiry: ⟪card_expiry|11/26⟫   CVC: ⟦CVV|072⟧
Deposit: ⟦AMOUNT|€150⟧
Promo code: ⟪promo_code|GLOW24⟫
Form ID: ⟪form_id|$uuid_2⟫
"""),
]

# ---- part 2 -------------------------------------------------------------
TEXTS += [
("email_billing", """From: Billing | ⟪org_name|ClearTone Hearing Center⟫ <⟦EMAIL|billing@cleartonehearing.com⟧>
To: ⟦EMAIL|rhondaj.63@aol.com⟧
Subject: Claim ⟪claim_id|CLM-558204⟫ - info needed

Hi ⟦PERSON|Rhonda⟧,

Your plan denied the claim for the ⟪product_model|ReSound Nexia 9⟫ pair because the member ID didn't match. We have ⟪masked_ssn|***-**-4417⟫ on file but the insurer lists ⟦PERSON|Gary Jefferson⟧ as the primary. If it's easier just call us at ⟦PHONE|1-800-555-0143⟧ ext. 2.

Your remaining balance is ⟦AMOUNT|$2,340.00⟧.

Thanks,
⟦PERSON|Marisol Vega⟧
Patient Accounts
"""),

("yaml_config", """# roster-sync/config.yaml
service:
  name: roster-sync
  version: ⟪version|1.9.0-rc2⟫
  listen: ⟪bind_address|0.0.0.0:8080⟫
database:
  dsn: "mysql://roster:⟦SECRET|H0meVisits#77⟧@⟦IP_ADDRESS|172.20.3.11⟧:⟪port|3306⟫/roster?parseTime=true"
notifications:
  slack:
    bot_token: ⟦APIKEY|$slack_bot1⟧
    channel: "#night-shift"
  sms:
    provider: twilio
    account_sid: ⟪account_sid|AC3f9e2b71c04d58a6e0b1f7d29c84a5e2⟫
    api_key: ⟦APIKEY|$twilio_sk1⟧
    api_secret: ⟦SECRET|$twilio_auth1⟧
    from: "⟦PHONE|+44 7480 532119⟧"
escalation:
  on_call_manager: ⟦PERSON|Folasade Bello⟧
  on_call_mobile: "⟦PHONE|+44 7700 139264⟧"
"""),

("voicemail_transcript", """Voicemail ⟪time|14:22⟫, 3 May (auto-transcribed, may contain errors)
"hi it's ⟦PERSON|Darren Pike⟧ calling about my son ⟦PERSON|Alfie⟧'s appointment, he's had a ⟦MEDICAL|cracked front tooth⟧ since football on saturday and it's now really sensitive to cold. um I know we still owe you ⟦AMOUNT|sixty five pounds⟧ from the last check up, I'll settle that when we come in. can someone call me back on ⟦PHONE|zero seven eight four five, six six one, two zero nine⟧. cheers bye"
Transcription confidence: ⟪confidence_score|0.81⟫   Call ID ⟪call_id|VM-77310-B⟫
"""),

("json_api_response", """{
  "status": "ok",
  "request_id": "⟪request_id|$uuid_3⟫",
  "patient": {
    "name": "⟦PERSON|Jürgen Haas⟧",
    "birthDate": "⟦DATE_OF_BIRTH|1958-04-23⟧",
    "phone": "⟦PHONE|+49 1512 3468870⟧",
    "allergies": ["⟦MEDICAL|penicillin⟧", "⟦MEDICAL|latex⟧"],
    "repeatItems": [{"drug": "⟦MEDICAL|ramipril 5 mg⟧", "pzn": "⟪pzn_code|08727841⟫"}],
    "refundAccount": "⟦IBAN|$iban_de1⟧"
  },
  "pharmacy": {"name": "⟪org_name|Apotheke am Rosenplatz⟫", "branchId": "⟪branch_id|BR-0093⟫"}
}"""),

("fee_table", """⟪org_name|Kestrel Lane Dental⟫ - private fees from 1 April
| Treatment | Fee |
|---|---|
| New patient exam + 2 x-rays | ⟪price|£75⟫ |
| Hygienist (30 min) | ⟪price|£62⟫ |
| Composite filling, small | ⟪price|£140⟫ |
| Home whitening (trays + gel) | ⟪price|£299⟫ |
| Emergency appointment | ⟪price|£98⟫ |
Fees are reviewed annually. Plan code ⟪plan_code|KLD-DP-2024⟫, finance via ⟪org_name|Tabeo⟫ from ⟪price|£25/month⟫.
"""),

("forum_post", """Re: Mask leaks at ⟪device_setting|14cmH2O⟫ - help?
Posted by ⟦PERSON|snorlax_dave⟧ » ⟪timestamp|Sun Mar 10, 2024 11:52 pm⟫

Been on CPAP 6 weeks since my sleep study (⟦MEDICAL|AHI 38, severe OSA⟧). Machine is a ⟪product_model|ResMed AirSense 11⟫, firmware ⟪firmware_version|SX585-0401⟫. The mask keeps leaking at the bridge of my nose and I wake up with ⟦MEDICAL|dry mouth and a sore throat⟧. The clinic (⟪org_name|Riverside Sleep Centre⟫) says try nasal pillows. Anyone tried the ⟪product_model|AirFit P10⟫? My wife ⟦PERSON|Janet⟧ says the snoring's gone at least lol
Also the dog (⟪pet_name|Biscuit⟫, who's on ⟪animal_health|Apoquel for his itchy skin⟫) now sleeps on my side of the bed because of the hose 🙄
"""),

("markdown_rota", """### On-call rota - ⟪org_name|Northgate Physio & Chiro⟫ (w/c 20 May)
| Day | Clinician | Mobile | Room |
|-----|-----------|--------|------|
| Mon | ⟦PERSON|Asha Menon⟧ | ⟦PHONE|07700 900512⟧ | ⟪room_number|R2⟫ |
| Tue | ⟦PERSON|Piotr Zieliński⟧ | ⟦PHONE|07700 900871⟧ | R2 |
| Wed | ⟦PERSON|Asha Menon⟧ | ⟦PHONE|07700 900512⟧ | ⟪room_number|R4⟫ |
| Thu | Dr ⟦PERSON|Kwame Asante⟧ (chiro) | ⟦PHONE|07700 900064⟧ | ⟪room_number|Chiro 1⟫ |
| Fri | locum TBC | - | - |
Front desk: ⟦PHONE|0113 496 0520⟧ · ⟪doc_version|rota rev 7⟫
"""),

("care_contract", """PRIVATE CARE AGREEMENT (extract)
This agreement is made on ⟪date|1 July 2024⟫ between ⟪org_name|Willowbank Home Nursing Ltd⟫ (company no. ⟪company_number|09817724⟫) ("the Agency") and ⟦PERSON|Eleanor Rose Fitzgerald⟧, born ⟦DATE_OF_BIRTH|19 February 1944⟧, of ⟦ADDRESS|The Old Rectory, Church Lane, Little Baddow, Chelmsford CM3 4BT⟧ ("the Client"), represented by her attorney ⟦PERSON|Hugh Fitzgerald⟧.
2.1 The Agency's standard rate is ⟪tariff|£32.50 per hour⟫ on weekdays and ⟪tariff|£41.00 per hour⟫ at weekends.
2.3 The Client shall pay a refundable deposit of ⟦AMOUNT|£2,000⟧.
2.4 Refunds shall be made to the Client's account ⟦IBAN|$iban_gb2⟧.
Schedule 1 (care needs): ⟦MEDICAL|Parkinson's disease⟧; ⟦MEDICAL|dysphagia - IDDSI level 2 fluids⟧; falls risk.
"""),

("dictation", """[Dictation - Dr ⟦PERSON|Fiona MacLeod⟧ - 22/04 - for typing]
letter to GP comma Dr ⟦PERSON|Osei⟧ at ⟪org_name|Parkside Surgery⟫ comma re ⟦PERSON|Lorna Gillespie⟧ comma date of birth ⟦DATE_OF_BIRTH|9.8.1972⟧ full stop. Thank you for referring this fifty one year old lady with a six month history of ⟦MEDICAL|plaque psoriasis⟧ affecting the elbows and scalp full stop. She has tried ⟦MEDICAL|Dovobet gel⟧ with partial response full stop. I have started ⟦MEDICAL|methotrexate 10 mg weekly⟧ with folic acid comma bloods in two weeks full stop. Please copy to patient at ⟦ADDRESS|4 Braeside Crescent, Inverness IV2 4PW⟧ full stop ends.
Typist ref ⟪typing_ref|TYP-2204-19⟫ · clinic code ⟪clinic_code|DERM-IVN-03⟫
"""),

("ocr_business_card", """[OCR scan - confidence 92%]
⟪org_name|SOUNDWISE HEARING⟫
Dr. ⟦PERSON|Ana Lúcia Ferreira⟧, AuD
Cl1nical Audiologist · HCPC ⟪registration_no|HAD08231⟫
M ⟦PHONE|+44 7723 410 882⟧
T ⟦PHONE|0117 496 0199⟧
E ⟦EMAIL|ana.ferreira@soundwise-hearing.co.uk⟧
⟪org_address|12 Whiteladies Rd, Bristol BS8 1PB⟫
⟪website|www.soundwise-hearing.co.uk⟫
"""),

("sms_backup_codes", """[⟪org_name|PharmaLink Portal⟫] Backup codes for ⟦EMAIL|sunita.bhatt@cohenspharmacy.co.uk⟧ - keep them somewhere safe:
⟦SECRET|$rc1⟧  ⟦SECRET|$rc2⟧
⟦SECRET|$rc3⟧  ⟦SECRET|$rc4⟧
Each code works once. Generated ⟪timestamp|2024-04-02 07:58 UTC⟫. Not you? Call ⟦PHONE|0300 555 0176⟧. Msg ref ⟪message_id|PLP-88213⟫"""),

("terminal_output", """$ cat deploy/keys/oximeter_sftp
⟦SECRET|$pem1⟧
$ sftp -i deploy/keys/oximeter_sftp -P ⟪port|2222⟫ oxiupload@⟦IP_ADDRESS|145.239.118.61⟧
Connected to ⟦IP_ADDRESS|145.239.118.61⟧.
sftp> put nightly_⟪batch_id|OX-20240215-07⟫.csv
sftp> bye
$ git log -1 --format='%an <%ae> %h'
⟦PERSON|Tomás Ibarra⟧ <⟦EMAIL|tibarra@dreamwell-sleep.org⟧> ⟪short_sha|$short_2⟫
"""),

("jira_ticket", """[Jira] ⟪ticket_id|OPT-IT-1183⟫  "Shared MFA for the OCT vendor portal"
Reporter: ⟦PERSON|Grace Mbeki⟧    Assignee: ⟦PERSON|kfarrow⟧
Description:
The vendor portal for the OCT only allows one MFA device so ⟦PERSON|Kieran⟧ set it up on his phone. For cover while he's on leave the TOTP secret is ⟦SECRET|$totp2⟧ (otpauth issuer ⟪org_name|CirrusView Portal⟫), login ⟦EMAIL|oct-admin@specsandco-optom.co.uk⟧ / ⟦PASSWORD|Fundus!Photo9⟧.
Pls move this into the password manager asap and rotate. Affects store ⟪store_code|SC-0412⟫, scanner fw ⟪firmware_version|11.2.0.56⟫.
"""),

("dental_claim_form", """ADA DENTAL CLAIM FORM - page 1 (typed)
12. Policyholder name: ⟦PERSON|WASHINGTON, LATOYA D⟧
13. Date of birth: ⟦DATE_OF_BIRTH|05/14/1979⟧   14. Gender: F
15. Policyholder ID (SSN or ID#): ⟦SSN|$ssn2⟧
16. Plan/Group number: ⟪group_number|GRP-770341⟫
20. Patient name: ⟦PERSON|WASHINGTON, JAYDEN M⟧   21. DOB: ⟦DATE_OF_BIRTH|11/02/2011⟧   Relationship: dependent child
24-31. ⟪procedure_code|D2391⟫ posterior composite #30 ⟪fee|$185.00⟫; ⟪procedure_code|D1351⟫ sealant #19 ⟪fee|$52.00⟫
35. Remarks: pt has ⟦MEDICAL|ADHD⟧, takes ⟦MEDICAL|methylphenidate⟧; nitrous used.
48. Billing dentist: ⟪org_name|Sunrise Family Dentistry PC⟫, NPI ⟪npi|1548273966⟫
Patient copay collected: ⟦AMOUNT|$47.40⟧
"""),

("teams_chat", """[Teams] HR Compliance - ⟪org_name|BlueHeron Nursing Agency⟫
⟦PERSON|Ruth Abara⟧ 09:12  morning! new starter ⟦PERSON|Anjali Thomas⟧ (RN, from ⟪place_name|Kochi⟫) sent her docs over. passport ⟦PASSPORT|$pp_in1⟧, Aadhaar ⟦NATIONAL_ID|$aadhaar1⟧, NI number ⟦NATIONAL_ID|$nino3⟧, DOB ⟦DATE_OF_BIRTH|12 Jan 1993⟧
⟦PERSON|Paul Greaves⟧ 09:20  thx, I'll run the DBS today. salary agreed was ⟦AMOUNT|£34,200⟧ + the standard ⟪tariff|£1.50/hr unsocial uplift⟫ right?
⟦PERSON|Ruth Abara⟧ 09:21  yep. start date ⟪date|3 June⟫, induction room ⟪room_number|B1.07⟫
"""),

("patient_email", """To: ⟦EMAIL|hello@velvetskinclinic.co.uk⟧
Subject: Booking - laser hair removal consult

Hej! Sorry for my english. I am ⟦PERSON|Linnea Bergström⟧, born ⟦DATE_OF_BIRTH|1990-08-23⟧, personnummer ⟦NATIONAL_ID|$pnr2⟧ (my clinic in ⟪place_name|Göteborg⟫ asked for it, not sure you need). I live now in ⟦ADDRESS|Flat 5, 88 Holloway Road, London N7 8JG⟧. I have ⟦MEDICAL|PCOS⟧ and take ⟦MEDICAL|spironolactone⟧, is it ok for laser? Your website says consult is ⟪price|£49⟫.
My phone ⟦PHONE|+46 70 412 58 96⟧ (swedish) or whatsapp.
Tack, ⟦PERSON|Linnea⟧
"""),

("drug_leaflet", """PATIENT INFORMATION LEAFLET (extract)
⟪drug_name|Amlodipine⟫ 5 mg tablets
What it is used for: high blood pressure and some types of chest pain (angina).
Possible side effects: ⟪leaflet_text|ankle swelling, flushing, headache⟫. Do not take with grapefruit juice.
Store below 25°C. ⟪lot_number|LOT 2K417B⟫  ⟪expiry_date|EXP 08/2026⟫  ⟪licence_number|PL 20075/0114⟫
Manufactured for ⟪org_name|Meridian Generics Ltd⟫. Leaflet revised ⟪date|11/2023⟫.
"""),
]

# ---- part 3 -------------------------------------------------------------
TEXTS += [
("hl7_message", """MSH|^~\\&|⟪system_name|SOMNOLAB⟫|⟪facility_code|RSC01⟫|EPICCARE|GP|⟪timestamp|20240312091544⟫||ORU^R01|⟪message_id|MSG00088213⟫|P|2.5.1
PID|1||⟪mrn|RSC-448120⟫^^^RSC^MR||⟦PERSON|OYELARAN^TITILAYO^A⟧||⟦DATE_OF_BIRTH|19750622⟧|F|||⟦ADDRESS|7 Kenley Walk^^Croydon^^CR0 2JT^UK⟧||⟦PHONE|07700 900443⟧
OBR|1|||95810^Polysomnography|||20240311
OBX|3|TX|IMP^Impression||⟦MEDICAL|Moderate obstructive sleep apnoea, AHI 27.4/h, nadir SpO2 81%⟧||||||F
"""),

("sms_nurse_handover", """Hi ⟦PERSON|Bev⟧ it's ⟦PERSON|Nadia⟧ from ⟪org_name|Meadowcroft Nursing⟫. Done the 7am call at Mr ⟦PERSON|Pritchard⟧'s (visit ⟪visit_id|V-22891⟫). ⟦MEDICAL|BP 168/94⟧, ⟦MEDICAL|leg ulcer⟧ dressing changed, slight odour so I've swabbed it. Keysafe code is now ⟦PASSWORD|0604⟧ (his daughter changed it). Pls tell ⟦PERSON|Kofi⟧ for the lunch call. Mileage today ⟪distance|23 mi⟫"""),

("complaint_email", """Subject: overcharged for my prescription?!

Hi, I picked up my ⟦MEDICAL|Ozempic 0.5mg pens⟧ yesterday at the ⟪place_name|Harrow⟫ branch and was charged ⟦AMOUNT|£179.99⟧ on my card ending ⟪masked_card|•••• 3319⟫ but your website lists the same dose at ⟪price|£149.99⟫!! I'd like the difference (⟦AMOUNT|£30⟧) refunded please. Receipt no ⟪receipt_no|R-0087-221940⟫.

⟦PERSON|Deepa Raval⟧
⟦PHONE|07958 226 104⟧
"""),

("audit_log_jsonl", """{"ts":"⟪timestamp|2024-06-01T08:02:11Z⟫","actor":"⟦PERSON|hpoulsen⟧","action":"login","ip":"⟦IP_ADDRESS|82.132.214.77⟧","ua":"⟪version|Chrome/125.0⟫"}
{"ts":"2024-06-01T08:03:40Z","actor":"⟦PERSON|hpoulsen⟧","action":"view_record","patient":"⟦PERSON|Zara Whitlock⟧","record":"⟪record_id|DRM-20114⟫"}
{"ts":"2024-06-01T08:05:02Z","actor":"⟦PERSON|hpoulsen⟧","action":"export_photos","count":14,"dest_ip":"⟦IP_ADDRESS|2a00:23c6:9a1c:5f01::1b⟧"}
{"ts":"2024-06-01T08:09:27Z","actor":"system","action":"alert","rule":"⟪rule_id|DLP-07⟫","msg":"bulk export by ⟦PERSON|hpoulsen⟧"}
"""),

("insurance_claim_ca", """EXTENDED HEALTH CLAIM - Paramedical services (Physiotherapy)
Plan member: ⟦PERSON|Marc-André Tremblay⟧    Member DOB: ⟦DATE_OF_BIRTH|1983-06-30⟧
SIN (optional, coordination of benefits): ⟦NATIONAL_ID|$sin1⟧
Patient: same as member
Address: ⟦ADDRESS|2210 rue Sherbrooke Est, app. 4, Montréal QC H2K 1E5⟧
Diagnosis: ⟦MEDICAL|rotator cuff tendinopathy (R)⟧
Provider: ⟪org_name|Physio Plateau Inc.⟫, licence ⟪licence_number|OPPQ 12-448⟫
Amount claimed: ⟦AMOUNT|CAD 480.00⟧ (6 visits x ⟪fee|$80⟫)
Policy no. ⟪policy_number|G-0045512-01⟫
"""),

("benefit_claim_ie", """Treatment Benefit (Optical) - claim, typed by staff
Customer: ⟦PERSON|Siobhán Keaveney⟧
PPS No: ⟦NATIONAL_ID|$ppsn1⟧      DOB: ⟦DATE_OF_BIRTH|14/03/1969⟧
Address: ⟦ADDRESS|12 Sráid an Droichid, Gort, Co. Galway H91 X2K4⟧
Exam: sight test, ⟦MEDICAL|early cataract L eye⟧ noted, referred to GP.
Customer paid ⟦AMOUNT|€65.00⟧ for the frame upgrade; overpayment refund to ⟦IBAN|$iban_ie1⟧.
Optometrist: ⟦PERSON|Declan Furey⟧ MCOI · store ⟪store_code|GAL-03⟫ · claim ref ⟪claim_id|TB-OPT-301842⟫
"""),

("payroll_onboarding", """EMPLOYEE ONBOARDING - ⟪org_name|HearWell Audiology Pty Ltd⟫ (ABN ⟪abn|51 824 753 556⟫)
Name: ⟦PERSON|Bridget Nguyen⟧
Home address: ⟦ADDRESS|14/22 Arthur Street, Fortitude Valley QLD 4006⟧
Mobile: ⟦PHONE|0412 559 307⟧     Personal email: ⟦EMAIL|bridget.ng@hotmail.com⟧
Tax file number: ⟦NATIONAL_ID|$tfn1⟧
Salary: ⟦AMOUNT|AUD 92,500⟧ p.a. + super (⟪award_rate|Health Professionals Award level 2⟫)
Emergency contact: ⟦PERSON|Tuan Nguyen⟧ (husband) ⟦PHONE|0433 781 260⟧
"""),

("whatsapp_booking_sg", """WhatsApp - ⟪org_name|Lion City Home Nurses⟫
[10:31] ⟦PERSON|Jasmine Tan⟧: Hi, need a nurse for my father ⟦PERSON|Tan Ah Kow⟧ after discharge from ⟪org_name|SGH⟫ on Fri. He has a ⟦MEDICAL|urinary catheter⟧ and a ⟦MEDICAL|stage 2 bedsore⟧
[10:33] LCHN: Noted! Pls send his NRIC and address for the booking
[10:35] ⟦PERSON|Jasmine Tan⟧: ⟦NATIONAL_ID|$nric1⟧, ⟦ADDRESS|Blk 412 Bedok North Ave 2, #08-115, Singapore 460412⟧
[10:36] LCHN: Thank you. Rate is ⟪tariff|S$85/visit⟫, first visit Fri 2pm 👍
"""),

("docker_compose", """version: "⟪compose_version|3.8⟫"
services:
  pacs:
    image: orthanc/orthanc-plugins:⟪image_tag|24.2.3⟫
    environment:
      ORTHANC__REGISTERED_USERS: '{"admin": "⟦PASSWORD|Xr4y-Molar-22⟧"}'
      DICOM_AET: ⟪ae_title|KLDENTAL_PACS⟫
    ports: ["⟪port|4242⟫:4242", "8042:8042"]
  backup:
    image: restic/restic:0.16.4
    environment:
      AWS_ACCESS_KEY_ID: ⟦APIKEY|$aws_akid2⟧
      AWS_SECRET_ACCESS_KEY: ⟦SECRET|$aws_secret2⟧
      RESTIC_PASSWORD: ⟦PASSWORD|molar-backup-horse-staple⟧
      RESTIC_REPOSITORY: s3:s3.eu-west-2.amazonaws.com/⟪bucket_name|kld-pacs-backup⟫
"""),

("github_actions", """name: deploy-report-api
on: { push: { branches: [main] } }
env:
  REGISTRY: ⟪registry_host|ghcr.io/dreamwell⟫
  DB_HOST: ⟦IP_ADDRESS|10.60.2.8⟧
jobs:
  deploy:
    runs-on: ⟪runner_label|ubuntu-22.04⟫
    steps:
      - uses: actions/checkout@⟪action_version|v4⟫
      - run: docker login ghcr.io -u ⟦PERSON|tibarra⟧ -p ⟦APIKEY|$gh_pat2⟧   # TODO move to secrets!!
      - run: curl -X POST -H "Content-Type: application/json" -d '{"text":"deployed ${{ github.sha }}"}' ⟦SECRET|$slack_hook2⟧
"""),

("video_call_transcript", """Zoom transcript - new patient tele-consult - ⟪org_name|Spine & Joint Chiropractic⟫
00:00:14 ⟦PERSON|Hollie Carter⟧: Hi, can you hear me ok? Can I just confirm your full name and date of birth?
00:00:19 ⟦PERSON|Owen Price⟧: yeah it's ⟦PERSON|Owen Price⟧, ⟦PERSON|P-R-I-C-E⟧, born ⟦DATE_OF_BIRTH|2nd October 1987⟧
00:00:31 ⟦PERSON|Hollie Carter⟧: lovely, and what's brought you in?
00:00:35 ⟦PERSON|Owen Price⟧: so I've had ⟦MEDICAL|neck pain and pins and needles down my right arm⟧ for about three weeks, GP thinks it might be a ⟦MEDICAL|trapped nerve⟧
00:01:50 ⟦PERSON|Hollie Carter⟧: ok. the first in-person consult is ⟪price|£65⟫ and we take a ⟪policy_text|£20 deposit⟫ to hold the slot
00:02:05 ⟦PERSON|Owen Price⟧: sure, I've just paid ⟦AMOUNT|twenty quid⟧ through the link you sent
Meeting ID ⟪meeting_id|842 1937 5520⟫
"""),

("referral_letter", """⟪org_name|Harbourside Hearing⟫ · ⟪org_address|3 Quay Street, Truro TR1 2HB⟫
Date: ⟪date|8 May 2024⟫

Dear ENT colleague,

Re: Mr ⟦PERSON|Philip Angove⟧, DOB ⟦DATE_OF_BIRTH|21/10/1958⟧, ⟦ADDRESS|Chy an Mor, Trelowarren Lane, Mawgan, Helston TR12 6AF⟧

I saw Mr ⟦PERSON|Angove⟧ today with ⟦MEDICAL|sudden right-sided hearing loss⟧ of 10 days. PTA shows ⟦MEDICAL|asymmetric SNHL of 35 dB at 2-4 kHz⟧ with ⟦MEDICAL|tinnitus⟧. Please see urgently for MRI of the IAMs.

Yours,
⟦PERSON|Morwenna Pascoe⟧, Senior Audiologist, ⟦PHONE|01872 555 204⟧
Ref ⟪referral_id|HH-ENT-0553⟫
"""),

("slack_alert", """[#fridge-alerts] ⟪bot_name|TempBot⟫ APP 03:14
:warning: Vaccine fridge ⟪device_id|FRIDGE-02⟫ at ⟪org_name|Cohens Pharmacy Harrow⟫ reading ⟪sensor_reading|9.4°C⟫ (limit 8.0°C) for 22 min
⟦PERSON|Sunita Bhatt⟧ 07:02  moved all stock to fridge 1, logged on the sheet
⟦PERSON|Arjun⟧ 07:05  ta. fyi TempBot also posts to the discord via ⟦SECRET|$discord_hook1⟧ - that url was visible in ⟦PERSON|Sunita⟧'s screenshot so I'll rotate it. engineer line is ⟦PHONE|0345 600 1299⟧, our account ⟪account_number|CUST-44810⟫
"""),

("refund_request_email", """Subject: Betaling / refund treatment

Dear ⟪org_name|Kliniek Huidzorg Amstel⟫,

I paid ⟦AMOUNT|€1.250,00⟧ on 14/3 for the ⟦MEDICAL|CO2 laser resurfacing⟧ but had to cancel because of a ⟦MEDICAL|herpes outbreak⟧, the doctor told me to wait. Please refund to ⟦IBAN|$iban_nl1⟧ t.n.v. ⟦PERSON|M. de Vries-Bakker⟧. BSN if the insurer needs it: ⟦NATIONAL_ID|$bsn1⟧.

Groetjes, ⟦PERSON|Marloes⟧
Payment ref ⟪payment_ref|TRX 88412-AB⟫ · your invoice ⟪invoice_no|F2024-0311⟫
"""),

("python_script", """# send_recalls.py - quick & dirty, runs from cron on the back office PC
import csv, requests

MAILGUN_KEY = "⟦APIKEY|$mailgun1⟧"
MAILGUN_DOMAIN = "⟪domain|mg.specsandco-optom.co.uk⟫"
GMAPS_KEY = "⟦APIKEY|$google1⟧"      # for the 'find your store' link
SMTP_FALLBACK_PASS = "⟦PASSWORD|Recall2024!!⟧"
TEST_RECIPIENT = "⟦EMAIL|kieran.farrow@gmail.com⟧"   # ⟦PERSON|Kieran⟧'s personal, REMOVE
# docs example: ⟪example_key|key-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx⟫

for row in csv.DictReader(open("recalls_⟪date|2024-05⟫.csv")):
    send(row["email"], template="⟪template_id|recall_v3⟫")
"""),

("registration_form", """Patient registration - ⟪org_name|Active Life Physio⟫, ⟪place_name|Slough⟫
Name: ⟦PERSON|Katarzyna Wójcik⟧     Preferred name: ⟦PERSON|Kasia⟧
DOB: ⟦DATE_OF_BIRTH|04.07.1986⟧   PESEL (from her EHIC form): ⟦NATIONAL_ID|$pesel1⟧
Phone: ⟦PHONE|+48 601 224 587⟧ / ⟦PHONE|07482 119 340⟧
Reason for referral: ⟦MEDICAL|ACL reconstruction rehab, 8 wks post-op⟧
Paid today: ⟦AMOUNT|£110⟧ (2 sessions)
Form ⟪form_version|REG-v3.2⟫
"""),

("visit_log_csv", """visit_id,date,nurse,client,district,arrive,leave,obs,notes
⟪visit_id|VST-30211⟫,2024-05-02,⟦PERSON|S. Walsh⟧,"⟦PERSON|Odunsi, Comfort⟧",⟪postcode_district|SE15⟫,08:05,08:40,⟦MEDICAL|BGL 11.2⟧,given ⟦MEDICAL|Lantus 18 units⟧
⟪visit_id|VST-30212⟫,2024-05-02,⟦PERSON|S. Walsh⟧,"⟦PERSON|Hargreaves, Dennis⟧",⟪postcode_district|SE22⟫,09:10,09:55,⟦MEDICAL|SpO2 93% RA⟧,⟦MEDICAL|PEG flush⟧ ok
⟪visit_id|VST-30213⟫,2024-05-02,⟦PERSON|B. Hollis⟧,"⟦PERSON|Lim, Yvonne⟧",⟪postcode_district|SE5⟫,10:00,10:30,,"declined wash, ⟦MEDICAL|low mood⟧ - flag to ⟦PERSON|Adaeze⟧"
"""),
]

# ---- part 4 -------------------------------------------------------------
TEXTS += [
("whatsapp_group", """Kestrel Lane Team 🦷
[07/05/2024, 07:48] ⟦PERSON|Jo Brennan⟧ (PM): Morning all! New wifi for the surgeries is ⟪wifi_ssid|KLD-Staff-5G⟫ pw ⟦PASSWORD|Floss&Gloss2024⟧ - guests use ⟪wifi_ssid|KLD-Guest⟫ (no pw)
[07/05/2024, 07:49] ⟦PERSON|Jo Brennan⟧ (PM): and the alarm code changed over the weekend, it's ⟦PASSWORD|6 2 8 1⟧ then ✔
[07/05/2024, 07:55] ⟦PERSON|Priya Raman⟧: 👍 is the autoclave fixed? ⟪asset_tag|AC-03⟫ still showing ⟪error_code|E14⟫
[07/05/2024, 08:01] ⟦PERSON|Tariq⟧: engineer coming 11ish, job no ⟪job_number|JN-552091⟫
"""),

("order_ready_email", """Your glasses order ⟪order_id|SC-ORD-882190⟫ is ready for collection 👓

Hi ⟦PERSON|Wiktor⟧,
Your new varifocals are in at ⟪org_name|Specs & Co Opticians⟫, ⟪place_name|Chorlton⟫. Rx on file: ⟦MEDICAL|R -2.25/-0.50 x 180 Add +2.00, L -1.75 DS Add +2.00⟧.
Balance to pay on collection: ⟦AMOUNT|£118.00⟧ (you paid a ⟦AMOUNT|£50.00⟧ deposit on ⟪date|18 April⟫).
Lens code ⟪product_code|VX-1.6-AR-BL⟫ · frame ⟪product_code|RAY-5228-2000⟫
Questions? ⟦PHONE|0161 555 0938⟧
"""),

("prior_auth_fax", """FAX - PRIOR AUTHORIZATION REQUEST - ⟪org_name|Mesa Verde Sleep Disorders Center⟫
To: ⟪org_name|Desert Sun Health Plan⟫   Fax ⟦PHONE|(602) 555-0199⟧
Pages: 3    Date: ⟪date|04/17/2024⟫
Member: ⟦PERSON|Ramon Delgado Jr.⟧    DOB ⟦DATE_OF_BIRTH|08/09/1966⟧    SSN ⟦SSN|$ssn3⟧
Member ID ⟪member_id|DSH884401927⟫
Dx: ⟦MEDICAL|G47.33 obstructive sleep apnea⟧, ⟦MEDICAL|BMI 41⟧
Requested: ⟪hcpcs_code|E0601⟫ CPAP device + ⟪hcpcs_code|A7030⟫ full face mask
Ordering physician: ⟦PERSON|Anita Shah⟧, MD, NPI ⟪npi|1093817264⟫
"""),

("incident_report", """INCIDENT REPORT ⟪incident_id|IR-2024-0177⟫ - ⟪org_name|Willowbank Home Nursing Ltd⟫
Date/time: ⟪timestamp|11/06/2024 19:40⟫
Client: ⟦PERSON|Eleanor Fitzgerald⟧ (DOB ⟦DATE_OF_BIRTH|19/02/1944⟧)
Location: client's home, ⟦ADDRESS|The Old Rectory, Church Lane, Little Baddow, Chelmsford CM3 4BT⟧
Description: carer ⟦PERSON|Mihaela Popescu⟧ found client on the bathroom floor, conscious, ⟦MEDICAL|laceration to left forearm⟧ approx 3cm plus ⟦MEDICAL|skin tear⟧. Client is on ⟦MEDICAL|apixaban⟧ so 111 called. Ambulance ref ⟪ambulance_ref|CAD 448812⟫.
Reported by: ⟦PERSON|M. Popescu⟧    Son ⟦PERSON|Hugh Fitzgerald⟧ informed 20:15
"""),

("live_chat_transcript", """[Live chat - ⟪org_name|MediDirect Online Pharmacy⟫ - session ⟪session_ref|LC-7718204⟫]
Bot: Hi! What can we help with today?
Customer: my order hasnt arrived its been 6 days
Agent (⟦PERSON|Farah⟧): Sorry to hear that! Can I take your full name, DOB and address please?
Customer: ⟦PERSON|Connor Boyle⟧, ⟦DATE_OF_BIRTH|30/01/1995⟧, ⟦ADDRESS|41 Malone Avenue, Belfast BT9 6EP⟧
Agent (⟦PERSON|Farah⟧): Thanks ⟦PERSON|Connor⟧. The ⟦MEDICAL|finasteride 1mg⟧ order ⟪order_id|MD-3390127⟫ came back to us as undeliverable. I've refunded ⟦AMOUNT|£24.99⟧ to the card ending ⟪masked_card|**8841⟫ and you'll get a ⟪voucher_code|SORRY10⟫ code by email.
Customer: ok cheers
"""),

("auth_failure_log", """⟪timestamp|2024-07-02 02:11:07⟫ WARN auth: failed login user=⟦EMAIL|zara.whitlock@gmail.com⟧ src=⟦IP_ADDRESS|185.220.101.34⟧ attempts=5
2024-07-02 02:11:09 WARN auth: failed login user=⟦EMAIL|admin@lumiere-skin.co.uk⟧ src=⟦IP_ADDRESS|185.220.101.34⟧ attempts=12
2024-07-02 02:11:12 WARN auth: failed login user=admin src=⟦IP_ADDRESS|45.148.10.240⟧ attempts=3
2024-07-02 02:11:15 INFO waf: rule ⟪rule_id|942100⟫ blocked ⟦IP_ADDRESS|45.148.10.240⟧ (SQLi) path=/book?ref=⟪booking_ref|LSL-20931⟫
2024-07-02 02:12:00 INFO health: upstream ⟪doc_ip|198.51.100.23⟫ ok, build ⟪build_id|b-4471⟫
"""),

("consent_form", """CONSENT - BOTULINUM TOXIN TREATMENT
Clinic: ⟪org_name|Lumière Skin & Laser⟫    Product batch: ⟪lot_number|AZ2304-117⟫
Client: ⟦PERSON|Natalie Brookes⟧    DOB: ⟦DATE_OF_BIRTH|17 Sep 1991⟧    Tel: ⟦PHONE|07411 803 562⟧
Treatment: ⟦MEDICAL|botulinum toxin, glabella + crow's feet, 50 units⟧
Medical history: ⟦MEDICAL|migraines⟧, takes ⟦MEDICAL|propranolol 40mg⟧
I confirm I am not pregnant or breastfeeding.
Signed: ⟦PERSON|N. Brookes⟧    Practitioner: ⟦PERSON|Keeley Marsh⟧ RN    Date ⟪date|14/06/2024⟫
"""),

("finance_agreement", """CREDIT AGREEMENT SUMMARY - hearing aids
Customer: ⟦PERSON|Dennis Ackroyd⟧, ⟦ADDRESS|56 Moorside Road, Huddersfield HD4 7LP⟧
Goods: 2 x ⟪product_model|Widex Moment Sheer 440⟫ (cash price ⟪price|£4,390⟫)
Deposit paid: ⟦AMOUNT|£590⟧ by card ⟦CARD|$card_v2⟧
Amount of credit: ⟦AMOUNT|£3,800⟧ over 24 months, monthly payment ⟦AMOUNT|£158.33⟧, APR ⟪apr|0%⟫
Lender: ⟪org_name|Snap Finance UK⟫, agreement no ⟪agreement_no|SF-0927731⟫
"""),

("terraform_tfvars", """# prod.tfvars - physio-booking
region            = "⟪cloud_region|lon1⟫"
droplet_size      = "⟪instance_size|s-2vcpu-4gb⟫"
do_token          = "⟦APIKEY|$do1⟧"
db_admin_password = "⟦PASSWORD|Hamstring-Curl-88⟧"
allowed_ssh_cidrs = ["⟦IP_ADDRESS|86.12.177.203⟧/32", "⟪doc_cidr|203.0.113.0/24⟫"]
ops_contact       = "⟦EMAIL|piotr.z@northgatephysio.co.uk⟧"
"""),

("job_advert", """JOB: Dispensing Optician - ⟪org_name|Specs & Co Opticians⟫ (⟪place_name|Altrincham⟫)
Salary ⟪salary_band|£27,000-£31,000⟫ + bonus, 37.5 hrs, alternate Saturdays.
You'll need: ⟪qualification|FBDO⟫, GOC registration, and be confident with ⟪software_name|Optix⟫.
Apply by ⟪date|30 June⟫ quoting ref ⟪vacancy_ref|DO-ALT-0624⟫.
"""),

("sms_payment", """To: ⟪org_name|ClearTone Hearing⟫ text line
hi this is ⟦PERSON|Harold Becker⟧, can you mail me 4 packs of ⟪battery_size|size 312⟫ batteries, I'll pay by card ⟦CARD|$card_a1⟧ exp ⟪card_expiry|02/28⟫ code ⟦CVV|7719⟧. same address as before ⟦ADDRESS|1127 Poplar St, Dubuque, IA 52001⟧. thanks. my aids are the ⟪product_model|Starkey Genesis AI 24⟫"""),

("postgres_log", """⟪timestamp|2024-03-28 22:41:09.331 UTC⟫ [1187] FATAL:  password authentication failed for user "⟦PERSON|aokafor⟧"
2024-03-28 22:41:09.332 UTC [1187] DETAIL:  Connection matched pg_hba.conf line 97: "host all all ⟪cidr|10.0.0.0/8⟫ scram-sha-256"
2024-03-28 22:41:15.870 UTC [1190] LOG:  connection received: host=⟦IP_ADDRESS|10.14.2.66⟧ port=⟪port|51822⟫
2024-03-28 22:41:16.002 UTC app[roster-api] using DATABASE_URL=postgresql://⟦PERSON|aokafor⟧:⟦SECRET|CarePoint!Rota#9⟧@⟦IP_ADDRESS|10.14.2.10⟧:5432/rota
"""),

("supervision_notes", """1:1 supervision - ⟦PERSON|Kofi Mensah⟧ with ⟦PERSON|Bev Stanton⟧, ⟪date|14/05⟫
- ⟦PERSON|Kofi⟧ back from 2 wks sick leave (⟦MEDICAL|lumbar disc prolapse⟧); phased return agreed, no hoist transfers for 4 wks.
- Discussed the medication error on 02/05 (⟪incident_id|IR-2024-0161⟫), no harm.
- Overtime owed: ⟦AMOUNT|£486.75⟧, ⟦PERSON|Bev⟧ to sign off.
- ⟦PERSON|Kofi⟧ asked about funding for the ⟪training_course|Level 3 Diploma in Health & Social Care⟫.
"""),

("patient_email_us", """From: ⟦PERSON|Lauren Kim⟧ <⟦EMAIL|laurenkim.rn@gmail.com⟧>
Subject: billing info for my ⟦MEDICAL|Mohs surgery⟧

Hi! Your billing team asked for my SSN to set up the payment plan, it's ⟦SSN|$ssn4⟧. DOB ⟦DATE_OF_BIRTH|March 3, 1985⟧. Please update my address to ⟦ADDRESS|2217 Juniper Hollow Dr, Round Rock, TX 78664⟧. The ⟦MEDICAL|Mohs surgery for the basal cell carcinoma on my nose⟧ went well btw, Dr ⟦PERSON|Feldman⟧ was amazing.
I can do ⟦AMOUNT|$150/month⟧ toward the ⟦AMOUNT|$1,870⟧ balance.
- ⟦PERSON|Lauren⟧
Sent from ⟪device_signature|Yahoo Mail for iPhone⟫ · case ⟪case_id|BIL-22871⟫
"""),

("ics_calendar", """BEGIN:VEVENT
UID:⟪event_uid|$uuid_4⟫@springchiro.app
DTSTART:⟪timestamp|20240618T163000Z⟫
SUMMARY:Adjustment - ⟦PERSON|Rhys Llewellyn⟧
ORGANIZER;CN=⟦PERSON|Hollie Carter⟧:mailto:⟦EMAIL|hollie@springchiro.co.uk⟧
ATTENDEE;CN=⟦PERSON|Rhys Llewellyn⟧:mailto:⟦EMAIL|rhys.llew@gmail.com⟧
DESCRIPTION:f/u ⟦MEDICAL|SI joint dysfunction⟧\\, pt reports less pain. Paid ⟦AMOUNT|£48⟧ on arrival.
LOCATION:⟪org_address|Spring Chiropractic, 9 Castle Arcade, Cardiff CF10 1BU⟫
END:VEVENT
"""),

("dotfiles_dump", """$ cat ~/.npmrc
//registry.npmjs.org/:_authToken=⟦APIKEY|$npm1⟧
@medidirect:registry=⟪registry_url|https://npm.pkg.github.com⟫
$ cat ~/.cache/huggingface/token
⟦APIKEY|$hf1⟧
$ whoami
⟦PERSON|fkhalil⟧
$ pwd
⟦PERSON|/home/fkhalil⟧/src/rx-label-ocr
$ node -v
⟪version|v20.11.1⟫
"""),

("results_letter", """Subject: Your hearing test results

Dear Mrs ⟦PERSON|Howell⟧,

Thank you for visiting ⟪org_name|Harbourside Hearing⟫ on ⟪date|Tuesday 9 April⟫. Your test showed a ⟦MEDICAL|mild-to-moderate high-frequency hearing loss in both ears⟧. You mentioned you also have ⟦MEDICAL|type 1 diabetes⟧, so please let your GP know about the result.
Our recommended option is a pair of ⟪product_model|Oticon Real 2⟫ at ⟪price|£2,995⟫ including 4 years aftercare. A 30-day trial needs a ⟪policy_text|£250 refundable deposit⟫.

Kind regards,
⟦PERSON|Morwenna Pascoe⟧ - ⟦EMAIL|morwenna@harbourside-hearing.co.uk⟧
"""),
]

# ---- part 5 -------------------------------------------------------------
TEXTS += [
("booking_confirmation", """SMILE ABROAD - booking confirmation ⟪booking_ref|SA-BUD-4471⟫
Patient: ⟦PERSON|Kerry-Ann Lowther⟧
Passport no.: ⟦PASSPORT|$pp_uk1⟧    Nationality: British    DOB: ⟦DATE_OF_BIRTH|25/05/1977⟧
Clinic: ⟪org_name|Dunaparti Fogászat Kft.⟫, ⟪place_name|Budapest⟫
Treatment plan: ⟦MEDICAL|6 upper zirconia crowns + 2 implants (UL6, UR6)⟧
Quoted: ⟪quote|€6,480⟫ - deposit paid ⟦AMOUNT|€1,000⟧ on ⟪date|02/02/2024⟫
Flight: ⟪flight_no|W6 2202⟫ LTN-BUD 14 Mar
Coordinator: ⟦PERSON|Bence Tóth⟧, WhatsApp ⟦PHONE|+36 30 412 7789⟧
"""),

("international_intake", """International patient intake - ⟪org_name|Clinique Rive Gauche⟫, ⟪place_name|Paris⟫
Name: ⟦PERSON|Brittany Okoro⟧      ID document: US passport ⟦PASSPORT|$pp_us1⟧
Email: ⟦EMAIL|b.okoro.nyc@gmail.com⟧      US mobile: ⟦PHONE|+1 917 555 0134⟧
Hotel during stay: ⟪hotel_name|Hôtel du Louvre⟫, room ⟪room_number|512⟫
Requested: ⟦MEDICAL|upper lid blepharoplasty⟧; history of ⟦MEDICAL|keloid scarring⟧
Estimate sent: ⟪quote|€4,200 TTC⟫
"""),

("hr_email", """Subject: CoS assignment - ⟦PERSON|Megan Thibodeau⟧ (Band 5 RN)

Hi ⟦PERSON|Ruth⟧,
Please assign the Certificate of Sponsorship for ⟦PERSON|Megan⟧ today. Details for the SMS:
Full name: ⟦PERSON|Megan Claire Thibodeau⟧
Passport: ⟦PASSPORT|$pp_ca1⟧ (Canada), expires ⟪document_expiry|2031-08-14⟫
DOB: ⟦DATE_OF_BIRTH|1996-11-02⟧
Start salary: ⟦AMOUNT|£31,500⟧
Current address: ⟦ADDRESS|88 Rue Champlain, Moncton NB E1A 1N8⟧
Our sponsor licence no. ⟪sponsor_licence|SL-2KX9P41⟫
Thanks, ⟦PERSON|Paul⟧
"""),

("ocr_prescription", """[scan_0093.pdf - OCR]
⟪form_code|FP10SS⟫   ⟪org_name|THE BRAMBLES MEDICAL CENTRE⟫   ⟪practice_code|Y02847⟫
Patient: MRS ⟦PERSON|JOAN ASHWORTH⟧
D.o.B ⟦DATE_OF_BIRTH|12/07/1936⟧   Age 87
Address: ⟦ADDRESS|3 Lilac Close, Accrington BB5 2QX⟧
Rx: ⟦MEDICAL|Co-codamol 30/500 tabs, 2 QDS PRN, 100⟧
    ⟦MEDICAL|Lansoprazole 15mg caps OD, 28⟧
Prescriber: Dr ⟦PERSON|R. Iqbal⟧   ⟪prescriber_code|GMC 4410982⟫
"""),

("forwarded_email", """---------- Forwarded message ---------
From: ⟦PERSON|Stefan Krüger⟧ <⟦EMAIL|s.krueger@zahntechnik-krueger.de⟧>
Date: ⟪date|Mon, 6 May 2024 09:12⟫
Subject: Rechnung / invoice ⟪invoice_no|ZT-2024-118⟫

Dear ⟦PERSON|Jo⟧, please find attached the invoice for the 3-unit bridge (case ⟪case_id|KLD-LAB-7731⟫). I'm a sole trader so payment to my personal account please: ⟦IBAN|$iban_de2⟧, ⟦PERSON|Stefan Krüger⟧. Total ⟦AMOUNT|€842.50⟧.
Mobile ⟦PHONE|+49 171 9932418⟧
---
⟦PERSON|Jo⟧ can you pay this before Friday? thx ⟦PERSON|Priya⟧
"""),

("sentry_event", """{
  "event_id": "⟪event_id|$uuid_5⟫",
  "release": "⟪version|eyebook-web@4.2.7⟫",
  "environment": "production",
  "user": {"id": "⟪user_id|u_88213⟫", "email": "⟦EMAIL|pavel.novak.cz@seznam.cz⟧", "ip_address": "⟦IP_ADDRESS|89.24.113.5⟧"},
  "request": {"url": "https://book.specsandco-optom.co.uk/confirm?name=⟦PERSON|Pavel%20Nov%C3%A1k⟧",
              "headers": {"Cookie": "sessionid=⟦SECRET|$sess1⟧; _ga=⟪analytics_cookie|GA1.2.1183920411.1716301122⟫"}},
  "exception": {"values": [{"type": "ValidationError", "value": "phone '⟦PHONE|+420 602 118 437⟧' is not a UK number"}]},
  "tags": {"browser": "⟪version|Firefox 126.0⟫"}
}"""),

("google_form_csv", """Timestamp,Name,Email,Any injuries or conditions we should know about?,Class
⟪timestamp|15/04/2024 19:02:11⟫,⟦PERSON|Hayley Dunn⟧,⟦EMAIL|hayleyd89@gmail.com⟧,⟦MEDICAL|hypermobility (EDS)⟧,⟪class_code|PIL-MON-1⟫
15/04/2024 19:40:53,⟦PERSON|sam k⟧,⟦EMAIL|samk.runs@outlook.com⟧,none,PIL-MON-1
16/04/2024 07:15:20,⟦PERSON|Olu Bankole⟧,⟦EMAIL|olu.bankole@yahoo.com⟧,"had a ⟦MEDICAL|hip replacement⟧ in jan, ok'd by surgeon",⟪class_code|PIL-WED-2⟫
"""),

("bot_settings", """# reminder_bot/settings.py  (dental recall bot)
TELEGRAM_TOKEN = "⟦APIKEY|$telegram1⟧"
ADMIN_CHAT_ID = ⟪chat_id|-1001847712093⟫
DEFAULT_TZ = "⟪timezone|Europe/London⟫"
# old token, revoked?? -> ⟦APIKEY|$telegram2⟧
OWNER = "⟦PERSON|Tariq Aziz⟧ <⟦EMAIL|tariq@kestrellanedental.co.uk⟧>"
"""),

("trustpilot_review", """⭐⭐⭐⭐⭐ Trustpilot · ⟦PERSON|Graham W⟧ · ⟪place_name|Falmouth⟫
Can't praise ⟦PERSON|Morwenna⟧ enough. After years of the family moaning about the telly volume I finally went. Turns out I've got ⟦MEDICAL|noise-induced hearing loss⟧ from 30 years in the dockyard. Tried the ⟪product_model|Oticon Real 2⟫ and can hear the grandkids again. Not cheap (⟪price|£2,995⟫ a pair) but worth every penny.
Date of experience: ⟪date|12 April 2024⟫
"""),

("sleep_diary_md", """# Sleep diary - export for ⟪org_name|Riverside Sleep Centre⟫
**Patient:** ⟦PERSON|Imani Clarke⟧ · **DOB:** ⟦DATE_OF_BIRTH|2001-04-09⟧ · **Study ref:** ⟪study_id|RSC-PSG-2291⟫

| Night | Bed | Wake | Notes |
|---|---|---|---|
| Mon | 23:40 | 06:50 | took ⟦MEDICAL|melatonin 2mg⟧, woke 3x |
| Tue | 01:15 | 07:05 | ⟦MEDICAL|sleep paralysis⟧ episode ~4am 😰 |
| Wed | 00:30 | 06:55 | ok |

App version ⟪version|2.3.1 (build 88)⟫
"""),

("mail_merge", """Template: "Dear ⟪merge_field|«Title» «LastName»⟫, as you have a long-term condition you're eligible for a free flu vaccine at ⟪org_name|Greenway Community Pharmacy⟫. Book on ⟦PHONE|01737 555 012⟧."
data.csv (row 14):
Title,FirstName,LastName,Address,Eligible
Mr,⟦PERSON|Desmond⟧,⟦PERSON|Achterberg⟧,"⟦ADDRESS|19 Gorse Way, Redhill RH1 4NU⟧",Yes (⟦MEDICAL|COPD⟧)
campaign ⟪campaign_code|FLU24-Q3⟫
"""),

("reddit_post", """r/SkincareAddiction · Posted by u/⟦PERSON|glowyguava_22⟧ · 5h
Month 4 on ⟦MEDICAL|isotretinoin 30mg⟧ - lips are destroyed, anyone else??
My derm (Dr ⟦PERSON|Aziz⟧ at ⟪org_name|Halden Dermatology⟫) said the ⟦MEDICAL|raised ALT⟧ on my last blood test is "borderline". Honestly the ⟦MEDICAL|cystic acne⟧ is 90% gone so I'm not stopping. Stuff that helps: ⟪product_name|Aquaphor⟫, ⟪product_name|Carmex⟫.
edit: no I won't DM you my dermatologist's number lol
⬆ 312   💬 ⟪comment_count|87 comments⟫
"""),

("shift_handover", """END OF SHIFT HANDOVER - ⟪org_name|CarePoint Nursing Ltd⟫ - nights ⟪date|19-20 May⟫
From: ⟦PERSON|Nadia Haddad⟧ -> To: ⟦PERSON|Sinéad Walsh⟧
• Mrs ⟦PERSON|Odunsi⟧ (⟪client_code|CP-118⟫): ⟦MEDICAL|hypo at 02:10, BGL 3.1⟧, treated with juice, recheck 5.8. Keysafe ⟦PASSWORD|1973⟧
• Mr ⟦PERSON|Hargreaves⟧ (⟪client_code|CP-122⟫): ⟦MEDICAL|PEG⟧ site improving, feed running at 75ml/hr
• New client tomorrow: ⟦PERSON|Yvonne Lim⟧ - her daughter's number for access is ⟦PHONE|07700 900276⟧
"""),

("k8s_secret", """apiVersion: v1
kind: Secret
metadata:
  name: report-summariser
  namespace: ⟪k8s_namespace|sleepdx-prod⟫
  uid: ⟪k8s_uid|$uuid_6⟫
type: Opaque
stringData:
  OPENAI_API_KEY: "⟦APIKEY|$openai2⟧"
  JWT_SIGNING_SECRET: "⟦SECRET|$jwtsecret1⟧"
  SMTP_URL: "smtp://reports:⟦SECRET|Pillow#Talk55⟧@⟪smtp_host|smtp.office365.com⟫:587"
"""),

("sms_bank_details", """hi ⟦PERSON|Asha⟧ it's ⟦PERSON|Callum⟧ (tues 6pm slot at ⟪org_name|Northgate Physio⟫). for the refund of the block i cancelled (⟦AMOUNT|£165⟧) my details are ⟦PERSON|Callum J Fraser⟧, ⟦IBAN|$iban_gb3⟧. knee is way better btw, the ⟦MEDICAL|patellar tendinopathy⟧ barely flares now 🙌 booking ref was ⟪booking_ref|NGP-3391⟫"""),

("jupyter_notebook", """In [3]:
import anthropic
client = anthropic.Anthropic(api_key="⟦APIKEY|$anthropic1⟧")
sample = {"patient": "⟦PERSON|Zara Whitlock⟧", "age": 34, "history": "⟦MEDICAL|changing mole on left calf, 7mm, irregular border⟧"}

In [4]:
resp = client.messages.create(model="⟪model_name|claude-3-haiku-20240307⟫", max_tokens=512, messages=[...])
Out[4]: Message(id='⟪message_id|msg_01XkT9pQ4v8YhRZb2L⟫', type='message', ...)
"""),
]
