# -*- coding: utf-8 -*-
# blind43 -- English texts, each typed by hand.  Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES
TEXTS = []
T = TEXTS.append

T(("sms", """Hi ⟦PERSON|Bev⟧, its ⟦PERSON|Carol⟧ from ⟪org_name|Heartwood Home Care⟫. Running abt 20 min late for your mums ⟪visit_time|10:15⟫ call, bus stuck on ⟪place_name|Wellington Rd⟫. Is the key safe still ⟦PASSWORD|2 9 0 6⟧?? Also she needs her ⟦MEDICAL|donepezil⟧ with brekkie pls dont let her skip it. Ring me on ⟦PHONE|07723 418906⟧ if any probs x"""))

T(("email_with_signature", """Subject: Re: March invoice - room 14

Dear Ms ⟦PERSON|Adeyemi⟧,

Thank you for your email. I've checked the account for your father, ⟦PERSON|Samuel Adeyemi⟧, and you are right - the direct debit of ⟦AMOUNT|£1,284.50⟧ was taken twice on ⟪payment_date|1 March⟫. A refund of ⟦AMOUNT|£1,284.50⟧ will go back to the account ending ⟪masked_account|**41⟫ within 5 working days.

For reference the invoice number is ⟪invoice_no|INV-2024-03-0187⟫ and the weekly fee for room ⟪room_number|14⟫ remains ⟪price|£1,195.00⟫ as per the 2024 tariff.

Kind regards,
⟦PERSON|Gillian Thorne⟧
Finance Administrator
⟪org_name|Larchfield House Nursing Home⟫
⟪org_address|22 Kiln Lane, Hessle, HU13 0RP⟫
T: ⟦PHONE|01482 640 229⟧ | ⟦EMAIL|accounts@larchfieldhouse.co.uk⟧"""))

T(("whatsapp_export", """[⟪timestamp|14/02/2024, 21:07⟫] ⟦PERSON|Dan Whitlock⟧: just left st brides. dad v sleepy, theyve started a ⟦MEDICAL|syringe driver⟧ for the ⟦MEDICAL|terminal agitation⟧ + pain
[14/02/2024, 21:09] ⟦PERSON|Kerry⟧: oh god. is Fr ⟦PERSON|Michael⟧ coming?
[14/02/2024, 21:10] ⟦PERSON|Dan Whitlock⟧: tomorrow 11ish. nurse ⟦PERSON|Aoife⟧ said his ⟦MEDICAL|kidneys are shutting down⟧ so could be days not weeks
[14/02/2024, 21:12] ⟦PERSON|Kerry⟧: ok ill drive up first thing. can someone feed ⟪pet_name|Pickle⟫
[⟪timestamp|14/02/2024, 21:15⟫] ⟦PERSON|Mags⟧: I'll do the cat and the bins. ⟦PERSON|Kerry⟧ the ward door code after 9pm is ⟦PASSWORD|1471#⟧, ring ⟪org_name|Bluebell Ward⟫ on ⟦PHONE|0113 496 2270⟧ if it doesnt work"""))

T(("slack_thread", """#rotawell-ops
⟦PERSON|priya.n⟧  09:42
prod-api pods crashlooping since deploy ⟪release_tag|v3.18.2⟫. logs say `FATAL: password authentication failed for user "rota_app"` - did someone rotate the db creds?
⟦PERSON|tom.okafor⟧  09:44
that was me 🙈 new one is in vault but the old .env on ⟦IP_ADDRESS|10.40.2.17⟧ still has DB_PASSWORD=⟦PASSWORD|Gr3yh0und!Rota⟧
⟦PERSON|priya.n⟧  09:45
pls dont paste creds in here lol. also ⟦PERSON|tom.okafor⟧ sentry is still pointing at ⟪commit_sha|$sha1⟫ not the new build
⟦PERSON|tom.okafor⟧  09:47
fixing. restarting ⟪k8s_deployment|rota-api-7c9d⟫ on port ⟪port|8443⟫ now"""))

T(("care_plan_summary", """CARE PLAN - SUMMARY PAGE (reviewed ⟪review_date|03/06/2024⟫)

Name: ⟦PERSON|Winifred May Clarke⟧   Preferred name: ⟦PERSON|Winnie⟧
DOB: ⟦DATE_OF_BIRTH|11/09/1931⟧      NHS No: ⟦NATIONAL_ID|$nhs1⟧
Address: ⟦ADDRESS|Flat 3, 41 Beaconsfield Terrace, Sunderland SR2 7QJ⟧
Next of kin: ⟦PERSON|Graham Clarke⟧ (son) ⟦PHONE|07931 552 084⟧
GP: Dr ⟦PERSON|Ruth Pemberton⟧, ⟪org_name|Millfield Medical Group⟫

Diagnoses: ⟦MEDICAL|vascular dementia⟧, ⟦MEDICAL|type 2 diabetes⟧, ⟦MEDICAL|left hip replacement (2019)⟧
Allergies: ⟦MEDICAL|penicillin - rash⟧
Mobility: walks with ⟪equipment|Zimmer frame⟫, 2 carers for the stairs
Calls per day: 4 (package ⟪package_code|PKG-4D-2C⟫)"""))

T(("call_transcript", """CALLER: Hi, yeah, I'm ringing about my nan's prescription, the delivery never came.
AGENT: Sorry to hear that. Can I take the patient's name?
CALLER: It's ⟦PERSON|Doreen Fitch⟧, ⟦PERSON|F-I-T-C-H⟧.
AGENT: And her date of birth?
CALLER: ⟦DATE_OF_BIRTH|the second of August, nineteen thirty-eight⟧.
AGENT: Thanks. And the first line of the address and postcode?
CALLER: ⟦ADDRESS|9 Orchard Close, Ashby, LE65 2TN⟧.
AGENT: Lovely. So I can see the ⟦MEDICAL|warfarin⟧ and the ⟦MEDICAL|bisoprolol⟧ went out with driver route ⟪route_id|R-17⟫ yesterday, tracking ⟪tracking_number|JD0002213849174⟫. It's showing as left in a safe place.
CALLER: She hasn't got a safe place! Can you call me back on ⟦PHONE|oh seven eight four one, double two six, nine nine one⟧?
AGENT: Of course. Your name?
CALLER: ⟦PERSON|Jade⟧. ⟦PERSON|Jade Fitch⟧."""))

T(("nginx_access_log", """⟦IP_ADDRESS|81.174.229.46⟧ - - [⟪timestamp|12/May/2024:07:02:11 +0100⟫] "POST /api/v2/visits/checkin HTTP/1.1" 201 412 "-" "Rotawell/5.2.0 (Android 13)"
⟦IP_ADDRESS|100.72.14.203⟧ - - [12/May/2024:07:02:15 +0100] "GET /api/v2/carers/⟪carer_uuid|$uuid1⟫/rota?week=19 HTTP/1.1" 200 8812 "-" "Rotawell/5.2.0 (iPhone; iOS 17.4)"
⟪doc_ip|203.0.113.50⟫ - - [12/May/2024:07:02:19 +0100] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"
⟦IP_ADDRESS|2a00:23c7:9e84:1c01:5d2f:8b3a:e10c:77a4⟧ - - [12/May/2024:07:03:40 +0100] "POST /api/v2/auth/login?email=⟦EMAIL|k.brannigan@heartwoodcare.co.uk⟧ HTTP/1.1" 401 63 "-" "Mozilla/5.0"
⟦IP_ADDRESS|192.168.20.14⟧ - - [12/May/2024:07:03:41 +0100] "GET /metrics HTTP/1.1" 200 19044 "-" "Prometheus/⟪version|2.51.1⟫\""""))

T(("env_file", """# rotawell-notify / .env.production  -- DO NOT COMMIT
NODE_ENV=production
PORT=⟪port|3040⟫
DATABASE_URL=postgres://notify_svc:⟦SECRET|tR7#vQ2m!pLw9zK⟧@⟦IP_ADDRESS|10.40.3.22⟧:5432/notify
TWILIO_ACCOUNT_SID=⟪account_sid|AC4f1e9b7c20d84a6e93b5c07a1d2f8e61⟫
TWILIO_AUTH_TOKEN=⟦SECRET|$sec_twilio1⟧
SENDGRID_API_KEY=⟦APIKEY|$ak_sendgrid1⟧
SLACK_ALERT_WEBHOOK=⟦SECRET|$sec_hook_slack1⟧
STRIPE_PUBLISHABLE_KEY=⟪publishable_key|$pk_live1⟫
STRIPE_SECRET_KEY=⟦APIKEY|$ak_stripe3⟧
STRIPE_WEBHOOK_SECRET=⟦SECRET|$sec_whsec1⟧
SUPPORT_FROM=⟦EMAIL|no-reply@rotawell.app⟧
LOG_LEVEL=info"""))

T(("handover_note", """Night handover - ⟪ward_name|Rowan Unit⟫ - ⟪shift_date|Tue 7th⟫

Rm 2 Mr ⟦PERSON|Patel⟧ - ⟦MEDICAL|chest infection⟧, on ⟦MEDICAL|amoxicillin 500mg TDS⟧ day 3 of 7. Sats 94% on air. Dtr ⟦PERSON|Nisha⟧ visiting am.
Rm 5 ⟦PERSON|Eileen⟧ - ⟦MEDICAL|fall at 02:30, no injury⟧ seen by ⟦PERSON|Kwame⟧ (senior carer). ⟦MEDICAL|Obs stable⟧, body map done, incident no ⟪incident_no|IR-0932⟫.
Rm 9 ⟦PERSON|Harold Bates⟧ - ⟦MEDICAL|end of life⟧, ⟦MEDICAL|mouth care 2 hourly⟧. Wife ⟦PERSON|Jean⟧ staying overnight in the family room, code for the family kitchen is ⟦PASSWORD|5582⟧.
Agency nurse tonight: ⟦PERSON|Florin Dumitrescu⟧ (⟪agency_name|Nightingale Staffing⟫)"""))

T(("web_form_submission", """New enquiry - ⟪form_name|Fertility consultation request⟫
Submitted: ⟪timestamp|2024-04-18T19:44:02Z⟫  Form id: ⟪form_id|wf_88213⟫

Your name: ⟦PERSON|Hannah Okonjo-Reid⟧
Partner's name: ⟦PERSON|Marcus Reid⟧
Email: ⟦EMAIL|hannah.okonjoreid@gmail.com⟧
Mobile: ⟦PHONE|+44 7412 903 318⟧
Date of birth: ⟦DATE_OF_BIRTH|1988-02-26⟧
How long have you been trying to conceive? 2 years 3 months
Any diagnoses? ⟦MEDICAL|PCOS⟧, partner had ⟦MEDICAL|low sperm motility on semen analysis⟧ last year
Preferred clinic: ⟪clinic_site|Harbourside - Bristol⟫
How did you hear about us? Instagram"""))

T(("ocr_business_card", """⟪org_name|CLEARVIEW OPTICIANS⟫
Independent Eyecare Since 1987

⟦PERSON|AMRIT SANDHU⟧ BSc(Hons) MCOptom
Optometrist & Director

⟪org_address|14 High Street, Knaresborough HG5 0EQ⟫
Tel ⟦PHONE|01423 86O 514⟧   Mob ⟦PHONE|07788 2I4 660⟧
⟦EMAIL|amrit@clearview-opticians.co.uk⟧
www.clearview-opticians.co.uk
Practice no. ⟪practice_code|OPH-4417⟫"""))

T(("sql_insert", """-- seed for staging, copied from prod by mistake?? check with ⟦PERSON|Lena⟧
INSERT INTO service_users (id, first_name, last_name, dob, postcode, phone, notes) VALUES
 (⟪row_id|1041⟫, '⟦PERSON|Arthur⟧', '⟦PERSON|Mountford⟧', '⟦DATE_OF_BIRTH|1935-07-14⟧', '⟪postcode_district|BS16⟫', '⟦PHONE|0117 965 4410⟧', '⟦MEDICAL|COPD, home oxygen 2L⟧'),
 (⟪row_id|1042⟫, '⟦PERSON|Maureen⟧', '⟦PERSON|Kealy⟧', '⟦DATE_OF_BIRTH|1940-12-01⟧', 'BS15', '⟦PHONE|07700 123 987⟧', '⟦MEDICAL|Parkinsons - meds at 7/11/3/7 strictly⟧'),
 (1043, '⟦PERSON|Ivor⟧', '⟦PERSON|Price⟧', '⟦DATE_OF_BIRTH|1929-03-30⟧', 'BS16', NULL, 'likes radio 4, no meds');
-- created_by: ⟪db_role|migration_bot⟫ ⟪timestamp|2024-05-02 11:20:07⟫"""))

T(("review", """★★★★★ Midwives on ⟪ward_name|Delivery Suite 2⟫ were incredible

Gave birth to our little girl ⟦PERSON|Isla⟧ on ⟦DATE_OF_BIRTH|29 March 2024⟧ after a 30 hour labour and an ⟦MEDICAL|emergency c-section⟧. Special thanks to ⟦PERSON|Bronagh⟧ and ⟦PERSON|Teresa⟧ who stayed past the end of their shift. Only complaint is the car park - ⟪price|£14⟫ for the day (⟪price|£3.50⟫ per hour) is daylight robbery when you're in for ⟦MEDICAL|pre-eclampsia⟧ monitoring.
- ⟦PERSON|Chloe D.⟧, ⟪place_name|Preston⟫"""))

T(("shell_history", """  501  ssh ⟦PERSON|rkasprzak⟧@⟦IP_ADDRESS|10.40.1.5⟧
  502  cd /home/⟦PERSON|rkasprzak⟧/rota-importer
  503  git pull origin ⟪git_branch|feature/visit-gaps⟫
  504  export AWS_ACCESS_KEY_ID=⟦APIKEY|$ak_aws1⟧
  505  export AWS_SECRET_ACCESS_KEY=⟦SECRET|$sec_aws1⟧
  506  aws s3 cp s3://⟪s3_bucket|rotawell-exports-prod⟫/2024-06/ . --recursive
  507  python3 import.py --tenant ⟪tenant_id|hw-care⟫ --dry-run
  508  mysql -h ⟦IP_ADDRESS|172.22.8.40⟧ -u importer -p'⟦PASSWORD|Impt!2024jun⟧' rota
  509  history | grep aws"""))


T(("discharge_summary", """⟪org_name|St Aidan's Eye Hospital⟫ - Discharge summary
Patient: Mr ⟦PERSON|Desmond O'Leary⟧   DOB ⟦DATE_OF_BIRTH|04.01.1947⟧   NHS ⟦NATIONAL_ID|$nhs2⟧
Procedure: ⟦MEDICAL|right phacoemulsification + IOL⟧ on ⟪procedure_date|22/05/2024⟫, surgeon Mr ⟦PERSON|Vikram Rao⟧
Lens: ⟪lens_model|Tecnis ZCB00⟫ lot ⟪lot_number|L2319-0884⟫
Post-op drops: ⟦MEDICAL|Maxitrol QDS 4 weeks⟧, ⟦MEDICAL|ketorolac BD 4 weeks⟧
Follow up: ⟪clinic_code|CATFU⟫ clinic 4 weeks. If pain or sudden loss of vision call ⟦PHONE|0161 276 5597⟧ (24h eye casualty)."""))

T(("patient_intake_form", """PATIENT INTAKE - ⟪org_name|Sunrise Home Health of Tucson⟫
Name: ⟦PERSON|Rosalind T. Vega⟧    DOB: ⟦DATE_OF_BIRTH|03/17/1941⟧    SSN: ⟦SSN|$ssn1⟧
Address: ⟦ADDRESS|2210 E Helen St, Tucson, AZ 85719⟧
Phone: ⟦PHONE|(520) 318-4472⟧
Emergency contact: ⟦PERSON|Marisol Vega-Ruiz⟧ (daughter) ⟦PHONE|520-609-1183⟧
Primary dx: ⟦MEDICAL|CHF, EF 30%⟧; ⟦MEDICAL|stage 3 CKD⟧
Payer: Medicare Part A, plan code ⟪payer_code|MCR-A⟫, episode ⟪episode_id|EP-558120⟫
Referred by ⟪org_name|Saguaro Regional Medical Center⟫ on ⟪referral_date|06/03/2024⟫"""))

T(("pharmacy_invoice", """⟪org_name|MedsToDoor Pharmacy⟫  |  VAT ⟪vat_number|GB 318 4471 26⟫
INVOICE ⟪invoice_no|MTD-118204⟫        Date: ⟪invoice_date|08/07/2024⟫

Bill to: Mrs ⟦PERSON|Olive Grainger⟧, ⟦ADDRESS|7 Station Cottages, Llandeilo SA19 6NP⟧

⟪product_code|SKU 40021⟫  Monthly blister packing service ........ ⟪price|£12.00⟫
Private Rx: ⟦MEDICAL|pregabalin 75mg caps x 56⟧ ............ ⟪price|£28.45⟫
Delivery (rural zone 3) ..................... ⟪price|£5.95⟫

Total paid: ⟦AMOUNT|£46.40⟧ by card ⟪masked_card|•••• 3317⟫ (cardholder Mr ⟦PERSON|Rhys Grainger⟧)"""))

T(("phone_order_transcript", """[rec 00:02:41] OP: Lovely, and how would you like to pay for the ⟦MEDICAL|Ozempic⟧ today?
CUST: Card, on my husband's card if that's ok, he's here. ⟦PERSON|Terry⟧ - ⟦PERSON|Terry⟧, give me your card.
OP: Name as it appears?
CUST: ⟦PERSON|T J Halloran⟧.
OP: And the long number?
CUST: ⟦CARD|$card_v1⟧.
OP: Expiry?
CUST: Oh nine twenty-seven.
OP: And the three digits on the back?
CUST: ⟦CVV|481⟧.
OP: Thank you, that's ⟦AMOUNT|£179.99⟧ taken. Order reference ⟪order_id|RX-44019-B⟫, it'll come with ⟪courier|DPD⟫ tomorrow between ⟪delivery_window|9 and 1⟫."""))

T(("email", """From: ⟦PERSON|Jürgen Albrecht⟧ <⟦EMAIL|j.albrecht@posteo.de⟧>
To: ⟦EMAIL|office@cedarlodge-care.co.uk⟧
Subject: Refund of deposit - my mother ⟦PERSON|Ilse Albrecht⟧

Dear ⟦PERSON|Sandra⟧,

Thank you again for everything your team did for Mutti during her last months. As discussed on the phone, please refund the remaining deposit of ⟦AMOUNT|€2,150⟧ (or the GBP equivalent) to my account in Germany:

IBAN ⟦IBAN|$iban_de1⟧
BIC ⟪bic|COBADEFFXXX⟫
Account name: ⟦PERSON|Jürgen Albrecht⟧

Your reference was ⟪account_ref|CL-RES-0291⟫. I am at ⟦ADDRESS|Lindenstraße 48, 50674 Köln⟧ until the end of the year if you need to post anything.

Mit freundlichen Grüßen / kind regards
⟦PERSON|Jürgen⟧
⟦PHONE|+49 221 4820 3391⟧"""))

T(("k8s_secret_yaml", """apiVersion: v1
kind: Secret
metadata:
  name: ⟪k8s_secret_name|rota-api-secrets⟫
  namespace: ⟪k8s_namespace|rotawell-prod⟫
  labels:
    app.kubernetes.io/version: "⟪version|3.19.0⟫"
type: Opaque
stringData:
  GOOGLE_MAPS_KEY: "⟦APIKEY|$ak_google1⟧"
  INTERNAL_SERVICE_TOKEN: "⟦APIKEY|$ak_jwt1⟧"
  JWT_SIGNING_SECRET: "⟦SECRET|Vh2Tq9xLm4Pz8Rk1Wn6Yc3Bd7Fs0Gj5⟧"
  REDIS_URL: "redis://default:⟦SECRET|r3d1s-Pw-7781-rota⟧@⟦IP_ADDRESS|10.40.5.9⟧:6379/0"
  SENTRY_DSN: "https://⟪sentry_public_key|3f1c9a7e2b8d4e6f⟫@⟪sentry_host|o451220.ingest.sentry.io⟫/⟪sentry_project_id|6618734⟫"
"""))

T(("python_traceback", """Traceback (most recent call last):
  File "/srv/rotawell/app/workers/sms.py", line ⟪line_number|214⟫, in send_visit_reminder
    resp = client.messages.create(to=carer.phone, body=msg)
  File "/srv/rotawell/.venv/lib/python3.11/site-packages/twilio/rest/api/v2010/account/message/__init__.py", line 891, in create
    raise TwilioRestException(...)
twilio.base.exceptions.TwilioRestException: HTTP 400 error: Unable to create record: The 'To' number ⟦PHONE|+44 7700 1O9 452⟧ is not a valid phone number.
  carer_id=⟪carer_id|c_00912⟫ carer_name='⟦PERSON|Blessing Nwosu⟧' visit=⟪visit_id|v_7781203⟫ client='⟦PERSON|A. Hartigan⟧'
  worker=⟪hostname|sms-worker-2⟫ pid=⟪pid|40418⟫ ts=⟪timestamp|2024-06-11T05:59:02.114Z⟫"""))

T(("jira_ticket", """⟪jira_key|ROTA-2291⟫  Data subject deletion request - former carer
Priority: High   Reporter: ⟦PERSON|Lisa Hendry⟧   Assignee: ⟦PERSON|Owen Price⟧
Sprint: ⟪sprint_name|Sprint 47 (Bramble)⟫

Ex-employee ⟦PERSON|Jacqueline Moyo⟧ (⟦EMAIL|jackie.moyo82@outlook.com⟧, mobile ⟦PHONE|07856 330 214⟧) has asked for all her data to be erased under Art. 17. She left on ⟪leave_date|30/04/2024⟫.
Tables to purge: ⟪table_name|carers⟫, ⟪table_name|carer_documents⟫, visit_gps_points (anonymise, keep aggregates)
NB her DBS certificate scan is still in the bucket under /docs/⟪object_key|c_00577/dbs_2022.pdf⟫
Her home address ⟦ADDRESS|118 Grangewood Rd, Crawley RH10 3PB⟧ also appears in the mileage export - purge that too."""))

T(("clinic_letter", """⟪org_name|Riverside Children's Centre⟫ - Paediatric Respiratory Clinic

Re: ⟦PERSON|Leo Marchetti⟧, DOB ⟦DATE_OF_BIRTH|19/10/2017⟧, NHS No ⟦NATIONAL_ID|$nhs3⟧
⟦ADDRESS|25 Peel Street, Derby DE22 3GU⟧

Dear Dr ⟦PERSON|Okwuosa⟧,

I saw ⟦PERSON|Leo⟧ today with his mum ⟦PERSON|Francesca⟧. He has had three admissions this winter with ⟦MEDICAL|acute asthma⟧. Weight ⟦MEDICAL|22.4 kg (50th centile)⟧. Technique with his spacer was poor.
Plan: step up to ⟦MEDICAL|Clenil 100mcg 2 puffs BD⟧, ⟦MEDICAL|montelukast 5mg nocte⟧ trial for 8 weeks. Review in ⟪clinic_code|PRC3⟫ in ⟪interval|3 months⟫.

Yours sincerely,
Dr ⟦PERSON|Hélène Baptiste⟧, Consultant Paediatrician"""))

T(("therapy_report", """SPEECH AND LANGUAGE THERAPY - PROGRESS REPORT
Child: ⟦PERSON|Ayaan Chaudhry⟧      D.O.B. ⟦DATE_OF_BIRTH|2 May 2019⟧
School: ⟪school_name|Greenfield Primary⟫ (Reception)
Therapist: ⟦PERSON|Niamh Gallagher⟧, Highly Specialist SLT

⟦PERSON|Ayaan⟧ was referred for ⟦MEDICAL|developmental stammer⟧ and ⟦MEDICAL|phonological delay (fronting, stopping)⟧. After 6 sessions of the ⟪programme_name|Lidcombe Program⟫ his severity rating has gone from 6 to 3. Parents ⟦PERSON|Imran⟧ and ⟦PERSON|Sana⟧ do daily practice at home.
Hearing test on ⟪test_date|14/02/2024⟫: ⟦MEDICAL|mild conductive loss right ear (glue ear)⟧ - ENT referral made, ref ⟪referral_ref|ENT-55102⟫."""))

T(("ot_home_assessment", """OT HOME VISIT - ⟪visit_date|Thurs 20 June⟫
Client: ⟦PERSON|Bernard Ashworth⟧, 88
Address: ⟦ADDRESS|Rose Cottage, 4 Back Lane, Haworth, Keighley BD22 8QT⟧
Access: key safe left of front door, code ⟦PASSWORD|C 3 8 1⟧ (push button down first)
Dx: ⟦MEDICAL|CVA Feb 2024, left-sided weakness⟧, ⟦MEDICAL|mild aphasia⟧
Recommendations:
- ⟪equipment|Mowbray toilet frame⟫ (order ref ⟪order_id|EQ-31877⟫)
- second stair rail, ⟪equipment|perching stool⟫
- ⟦MEDICAL|falls risk high - 2 falls in 6 weeks⟧
Wife ⟦PERSON|Sheila⟧ is main carer, struggling; carers assessment requested. Seen with son ⟦PERSON|Paul Ashworth⟧ ⟦PHONE|07970 415 882⟧."""))

T(("price_list", """⟪org_name|Harbourside Fertility Centre⟫ - Self-funded price list (from ⟪effective_date|1 April 2024⟫)

| Treatment                          | Price      |
|------------------------------------|------------|
| Initial consultation               | ⟪price|£250⟫       |
| IVF cycle (incl. scans, retrieval) | ⟪price|£4,950⟫     |
| ICSI add-on                        | ⟪price|£1,200⟫     |
| Frozen embryo transfer             | ⟪price|£1,650⟫     |
| Embryo storage (per year)          | ⟪price|£395⟫       |

Prices are per cycle and exclude medication. HFEA licence ⟪hfea_licence|L0217/12⟫. Payment plans available via ⟪finance_partner|Clarity Finance⟫."""))

T(("payment_plan_email", """Hi ⟦PERSON|Rebecca⟧,

Thanks for coming in on Friday. Just confirming your payment plan for your ⟦MEDICAL|first IVF cycle with ICSI⟧:
- Deposit paid ⟪payment_date|12 July⟫: ⟦AMOUNT|£1,500⟧
- Remaining balance: ⟦AMOUNT|£4,650⟧, split into 3 payments of ⟦AMOUNT|£1,550⟧
Your patient portal login is ⟦EMAIL|becky.lindqvist@icloud.com⟧ and your temporary password is ⟦PASSWORD|Harb0ur-7741⟧ - please change it when you first log in.
Your ⟦MEDICAL|AMH result (8.2 pmol/L)⟧ is in the portal too; Dr ⟦PERSON|Mensah⟧ will talk it through at your next scan.

Best wishes,
⟦PERSON|Kirsty⟧, Patient Coordinator
⟪org_name|Harbourside Fertility Centre⟫ | ⟦PHONE|0117 332 8840⟧"""))

T(("birth_plan", """MY BIRTH PLAN
Name: ⟦PERSON|Chanel Wright⟧   EDD: ⟪due_date|17/09⟫   Hospital no: ⟪hospital_site|LGI⟫
Birth partner(s): ⟦PERSON|Jerome⟧ (partner) and my mum ⟦PERSON|Pauline⟧
Important: I have ⟦MEDICAL|gestational diabetes⟧ on ⟦MEDICAL|metformin⟧ and I'm ⟦MEDICAL|Group B Strep positive⟧ so I know I need antibiotics in labour.
Pain relief: would like to try the pool + gas & air first, open to an epidural.
Please no students in the room. If baby needs special care please call ⟦PERSON|Jerome⟧ on ⟦PHONE|07448 190 663⟧.
Feeding: breastfeeding 🤞"""))

T(("csv_export", """visit_id,carer,client,client_postcode,scheduled,actual_in,actual_out,gps_in
⟪visit_id|V-88120⟫,⟦PERSON|Adaeze Eze⟧,⟦PERSON|G. Whitfield⟧,⟪postcode_district|NE4⟫,07:30,07:41,08:05,"⟪gps_coord|54.9701,-1.6402⟫"
V-88121,⟦PERSON|Adaeze Eze⟧,⟦PERSON|M. Doherty⟧,NE4,08:15,08:22,08:52,"54.9688,-1.6455"
V-88122,⟦PERSON|Kaveh Rahimi⟧,⟦PERSON|E. Stobbart⟧,NE15,08:00,,,
V-88123,⟦PERSON|Kaveh Rahimi⟧,⟦PERSON|G. Whitfield⟧,NE4,12:30,12:28,12:58,"54.9701,-1.6402"
# exported by ⟦PERSON|d.mcnally⟧ on ⟪timestamp|2024-06-14 16:02⟫ (⟪report_name|missed-visits-weekly⟫)"""))

T(("git_diff", """commit ⟪commit_sha|$sha2⟫
Author: ⟦PERSON|Maciej Nowicki⟧ <⟦EMAIL|maciej.nowicki@rotawell.app⟧>
Date:   ⟪commit_date|Mon Jun 17 18:22:09 2024 +0100⟫

    wip: geocode client addresses

diff --git a/mobile/src/config.ts b/mobile/src/config.ts
index ⟪git_blob|4e1a9c2..b77d013⟫ 100644
--- a/mobile/src/config.ts
+++ b/mobile/src/config.ts
@@ -8,6 +8,8 @@ export const config = {
   apiBase: "https://api.rotawell.app/v2",
+  mapsKey: "⟦APIKEY|$ak_google2⟧",
+  sentryRelease: "mobile@⟪version|5.3.0-beta.2⟫",
   featureFlags: { ⟪feature_flag|gpsCheckin⟫: true },"""))

T(("sentry_event_json", """{
  "event_id": "⟪event_id|9c1e4b7a0d2f43f8a61b5e2c7d9f0a31⟫",
  "release": "rotawell-web@⟪version|4.12.1⟫",
  "environment": "production",
  "user": {
    "id": "⟪user_id|u_48213⟫",
    "email": "⟦EMAIL|sinead.farrelly@brightstarcare.ie⟧",
    "username": "⟦PERSON|sfarrelly⟧",
    "ip_address": "⟦IP_ADDRESS|86.44.197.23⟧"
  },
  "request": {"url": "https://app.rotawell.app/clients/⟪client_uuid|$uuid2⟫/notes", "method": "PATCH"},
  "exception": {"values": [{"type": "ValueError", "value": "note too long (client: ⟦PERSON|Bridie Kavanagh⟧, note starts '⟦PERSON|Bridie⟧ had a ⟦MEDICAL|hypo at 3am, BM 2.8⟧...')"}]}
}"""))

T(("payslip", """⟪org_name|Heartwood Home Care Ltd⟫                      PAYSLIP
Employee: ⟦PERSON|Adaeze Eze⟧          Pay date: ⟪pay_date|28/06/2024⟫   Tax code: ⟪tax_code|1257L⟫
⟦ADDRESS|Flat 11, Hawthorn Court, 2 Byker Bank, Newcastle NE6 1LJ⟧

Hours worked 148.5 @ ⟪pay_rate|£12.40⟫ ........ ⟦AMOUNT|£1,841.40⟧
Mileage 312 mi @ ⟪mileage_rate|£0.45⟫ ......... ⟦AMOUNT|£140.40⟧
Gross pay ...................... ⟦AMOUNT|£1,981.80⟧
Net pay ........................ ⟦AMOUNT|£1,702.16⟧
Year to date gross ............. ⟦AMOUNT|£6,044.90⟧
Paid to a/c ⟪masked_account|****8812⟫"""))

T(("voicemail_transcript", """Voicemail from ⟦PHONE|07391 664 027⟧, received ⟪timestamp|Sat 10:42⟫, 38 seconds:
"Hiya, it's ⟦PERSON|Stacey⟧ from ⟪org_name|Parkside Pharmacy⟫, just to let you know your ⟦MEDICAL|methotrexate⟧ and the ⟦MEDICAL|folic acid⟧ are ready in the collection locker outside the shop, locker number ⟪locker_number|12⟫, and your PIN is ⟦PASSWORD|seven three three zero⟧. It's valid for 72 hours. Any problems give us a ring on ⟦PHONE|01752 771 390⟧. Ta-ra.\""""))

T(("forum_post", """Re: anyone done IVF at ⟪org_name|Harbourside⟫?? (⟪thread_id|thread #88231⟫)

posted by ⟦PERSON|hopeful_hels⟧ » ⟪post_time|Tue 11 Jun, 23:14⟫

we did 2 rounds there. first round ⟦MEDICAL|OHSS⟧ so everything got frozen, second was a ⟦MEDICAL|chemical pregnancy⟧ 💔 total we've spent about ⟦AMOUNT|£13k⟧ incl meds. the nurses are lovely esp ⟦PERSON|Tash⟧. dr ⟦PERSON|Mensah⟧ is very straight talking which i actually liked. if anyone wants to chat my insta is @⟦PERSON|hels.ttc.journey⟧ x
my sig: 35, ⟦MEDICAL|endo stage 3⟧, ⟦MEDICAL|low AMH⟧, ttc since 2020"""))

T(("admission_agreement", """RESIDENT ADMISSION AGREEMENT - ⟪org_name|Cedar Lodge Care Home⟫ (CQC location ⟪cqc_location_id|1-5587203114⟫)

This agreement is made on ⟪agreement_date|3 June 2024⟫ between the Home and ⟦PERSON|Margaret Eleanor Pugh⟧ (the Resident), born ⟦DATE_OF_BIRTH|14 February 1936⟧, of ⟦ADDRESS|12 Ffordd y Parc, Mold CH7 1PT⟧, and ⟦PERSON|David Pugh⟧ (the Fee Payer).

4.1 The weekly fee for a single en-suite room is ⟪price|£1,340⟫.
4.2 The Fee Payer has paid a deposit of ⟦AMOUNT|£2,680⟧, equal to two weeks' fees, refundable under clause 9.
4.3 The local authority contribution of ⟦AMOUNT|£812.50⟧ per week is paid directly to the Home; the Fee Payer tops up the balance of ⟦AMOUNT|£527.50⟧ weekly.

Signed: ⟦PERSON|D. Pugh⟧ ........   for the Home: ⟦PERSON|Angharad Lewis⟧, Registered Manager"""))

T(("meeting_minutes", """Residents & Relatives Meeting - minutes (⟪meeting_date|18/06/2024⟫)
Present: ⟦PERSON|Angharad Lewis⟧ (chair), ⟦PERSON|Huw Roberts⟧ (activities), relatives: ⟦PERSON|David Pugh⟧, Mrs ⟦PERSON|Jenkins⟧, ⟦PERSON|Lorraine Bevan⟧
Apologies: ⟦PERSON|Gareth⟧ (maintenance)

1. Laundry - several items lost incl. Mr ⟦PERSON|Hughes⟧' cardigans. Name labels now ⟪price|£9.99⟫ per 50 from the office.
2. Menu - ⟦PERSON|Lorraine⟧ asked for more soft options as her dad now has ⟦MEDICAL|dysphagia, IDDSI level 5⟧.
3. Visiting - front door code changes on Monday to ⟦PASSWORD|2024*⟧; relatives will get a text.
4. AOB - fundraising total for the minibus is ⟪org_total|£3,412⟫.
Next meeting ⟪meeting_date|17/09/2024⟫."""))

T(("incident_report", """INCIDENT REPORT ⟪incident_no|IR-2024-0417⟫ - medication error
Location: ⟪org_name|Beechwood Nursing Home⟫, ⟪ward_name|Oak floor⟫, ⟪room_number|Rm 23⟫
Date/time: ⟪timestamp|09/06/2024 08:10⟫
Person affected: ⟦PERSON|Cyril Banks⟧ (DOB ⟦DATE_OF_BIRTH|22/12/1933⟧)
What happened: Resident was given ⟦MEDICAL|furosemide 40mg⟧ twice - morning round by ⟦PERSON|Precious Dube⟧ (RN) and again by agency nurse ⟦PERSON|Tomasz Wrona⟧ because the MAR chart had not been signed.
Outcome: ⟦MEDICAL|BP 98/60, dizzy, no fall⟧. GP Dr ⟦PERSON|Levinson⟧ informed 08:55, advised obs 4 hourly and ⟦MEDICAL|U&Es tomorrow⟧.
Family informed: niece ⟦PERSON|Sharon Banks⟧ ⟦PHONE|07812 556 309⟧ at 09:20."""))

T(("lens_order_form", """⟪org_name|Clearview Opticians⟫ - Spectacle order ⟪order_id|ORD-20240611-044⟫
Patient: Mrs ⟦PERSON|Yvonne Aldridge⟧    Tel ⟦PHONE|01423 507 118⟧
Rx (⟦PERSON|A. Sandhu⟧, ⟪exam_date|04/06/2024⟫): ⟦MEDICAL|R -3.25 / -0.75 x 170, L -2.75 / -1.00 x 10, Add +2.25⟧
Note: ⟦MEDICAL|early cataract L, monitor 12m⟧
Frame: ⟪frame_model|Lindberg 1038 C07⟫   Lens: ⟪lens_product|Varilux Comfort Max 1.67⟫
Price: frame ⟪price|£189⟫ + lenses ⟪price|£420⟫, less NHS voucher
Paid today: ⟦AMOUNT|£521.00⟧ on card ⟦CARD|$card_m1⟧ exp 03/26 CVC ⟦CVV|902⟧ (card taken over phone, daughter ⟦PERSON|Lisa Aldridge⟧ paying)"""))

T(("java_stacktrace", """2024-06-20 03:12:44.907 ERROR 1 --- [pool-3-thread-2] c.r.sync.PayrollExportJob : export failed
org.postgresql.util.PSQLException: Connection to ⟦IP_ADDRESS|172.19.0.4⟧:⟪port|5433⟫ refused. Check that the hostname and port are correct.
	at org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:⟪line_number|342⟫)
	at com.zaxxer.hikari.pool.HikariPool.createPoolEntry(HikariPool.java:476)
	at com.rotawell.sync.PayrollExportJob.run(PayrollExportJob.java:88)
Caused by: config spring.datasource.url=jdbc:postgresql://⟦IP_ADDRESS|172.19.0.4⟧:5433/payroll?user=payroll_rw&password=⟦SECRET|Pa55-payroll-9931x⟧
	... 14 common frames omitted
[job=⟪job_id|payroll-export-20240620⟫ tenant=hw-care build=⟪build_number|#1882⟫]"""))

T(("hr_onboarding_checklist", """INTERNATIONAL RECRUIT - ONBOARDING CHECKLIST
Name: ⟦PERSON|Maria Luisa Bautista⟧         Role: Registered Nurse (Band 5), ⟪org_name|Beechwood Nursing Home⟫
DOB: ⟦DATE_OF_BIRTH|07/08/1991⟧             Nationality: Filipino
Passport no: ⟦PASSPORT|$pp_ph1⟧  (issued Manila, exp ⟪doc_expiry|2031⟫)
CoS reference: ⟪cos_reference|C2G8X41172K⟫   Visa: Health & Care Worker
UK address: ⟦ADDRESS|Staff House Room 4, 77 Tettenhall Road, Wolverhampton WV3 9NE⟧
Mobile: ⟦PHONE|+44 7458 220 913⟧   WhatsApp (home): ⟦PHONE|+63 917 553 0428⟧
Email: ⟦EMAIL|marialuisa.bautista91@yahoo.com⟧
[x] Right to work check done by ⟦PERSON|Precious Dube⟧  [x] DBS applied  [ ] OSCE booked
Relocation loan advanced: ⟦AMOUNT|£1,800⟧ (repayable over 12 months)"""))

T(("drug_leaflet", """PACKAGE LEAFLET: INFORMATION FOR THE USER
⟪drug_name_leaflet|Alendronic Acid 70 mg Tablets⟫

Read all of this leaflet carefully before you start taking this medicine.
- Take ONE tablet once a WEEK, on the same day each week.
- Swallow with a full glass of plain water (at least 200 ml) at least 30 minutes before food.
- Do not lie down for at least 30 minutes after taking your tablet.
Possible side effects: heartburn, difficulty swallowing, stomach pain. Rarely, jaw problems (osteonecrosis).
If you take more than you should, drink a full glass of milk and contact your doctor.
Marketing Authorisation Holder: ⟪org_name|Accord Healthcare Ltd⟫, PL ⟪licence_number|20075/0062⟫
Batch: ⟪batch_number|BX40217⟫   EXP: ⟪expiry_date|11/2026⟫   This leaflet was last revised in ⟪revision_date|03/2023⟫."""))

T(("release_notes", """## Rotawell ⟪version|5.4.0⟫ - release notes (⟪release_date|2024-07-01⟫)

### Added
- Carers can now swap visits from the app (⟪jira_key|ROTA-2310⟫)
- New "double-up" badge for 2-carer calls
### Fixed
- GPS check-in failing on Android 14 when battery saver is on (⟪jira_key|ROTA-2288⟫)
- Timesheet export rounded 7.5 min breaks down to 7 (⟪pr_number|#1416⟫)
### Infra
- API now served from ⟪aws_region|eu-west-2⟫; old ⟪hostname|api-legacy.rotawell.app⟫ will be switched off on ⟪sunset_date|2024-09-30⟫
- Minimum iOS version raised to ⟪version|16.0⟫

Full changelog: ⟪commit_range|v5.3.2...v5.4.0⟫"""))

T(("api_docs", """# Authenticating to the Rotawell API

Every request needs an API key in the `X-Api-Key` header. Keys are created under **Settings → Developers**.

```bash
curl https://api.rotawell.app/v2/visits \\
  -H "X-Api-Key: ⟪example_key|rw_test_xxxxxxxxxxxxxxxxxxxx⟫"
```

If you export to S3, configure the bucket with the usual AWS variables, for example:

```
AWS_ACCESS_KEY_ID=⟪example_key|AKIAIOSFODNN7EXAMPLE⟫
AWS_SECRET_ACCESS_KEY=⟪example_key|wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY⟫
```

Webhooks are signed; test them from ⟪doc_ip|198.51.100.23⟫ using the sandbox tenant ⟪tenant_id|demo-care-01⟫. Rate limit: ⟪rate_limit|600 requests/min⟫."""))

T(("statement_of_account", """⟪org_name|Lakeside Hospice & Palliative Care⟫ - STATEMENT OF ACCOUNT
Statement date: ⟪statement_date|07/15/2024⟫    Account #: ⟪account_number_org|LHP-ACC-30918⟫

Patient: ⟦PERSON|Harold J. Kowalczyk⟧   SSN (last 4): ⟪masked_ssn|***-**-4410⟫
Responsible party: ⟦PERSON|Debra Kowalczyk⟧, ⟦ADDRESS|4419 N Lincoln Ave, Apt 2B, Chicago, IL 60625⟧

Medicare hospice benefit covers routine home care. Charges below are for the ⟦MEDICAL|respite stay 6/28-7/3⟧ not covered:
  Room & board (5 days @ ⟪price|$310.00⟫) ...... ⟦AMOUNT|$1,550.00⟧
  Payment received 7/05 - thank you ........ -⟦AMOUNT|$600.00⟧
BALANCE DUE .................................. ⟦AMOUNT|$950.00⟧
Questions? Billing office ⟦PHONE|(773) 508-2240⟧, Mon-Fri 9-4."""))

T(("registration_form", """⟪org_name|Little Oaks Pediatrics⟫ - NEW PATIENT REGISTRATION

Child's name: ⟦PERSON|Mateo Alvarez-Brooks⟧    Date of birth: ⟦DATE_OF_BIRTH|11/30/2021⟧    Sex: M
Parent/guardian 1: ⟦PERSON|Gabriela Alvarez⟧     SSN: ⟦SSN|$ssn2⟧
Parent/guardian 2: ⟦PERSON|Nathan Brooks⟧        SSN: ⟦SSN|$ssn3⟧
Home address: ⟦ADDRESS|88 Maple Ridge Dr, Cary, NC 27513⟧
Cell: ⟦PHONE|919-441-0872⟧   Email: ⟦EMAIL|gabi.alvarez.brooks@gmail.com⟧
Allergies: ⟦MEDICAL|peanuts (anaphylaxis - carries EpiPen)⟧
Previous pediatrician: ⟪org_name|Triangle Kids Clinic⟫
Card on file for copays: ⟦CARD|$card_d1⟧   exp 08/27   CVV ⟦CVV|377⟧
I authorize ⟪org_name|Little Oaks Pediatrics⟫ to charge copays (⟪price|$25⟫ per visit) to this card."""))

T(("ci_log", """2024-06-21T10:02:11.2231Z ##[group]Run ./scripts/deploy.sh
2024-06-21T10:02:11.2240Z env:
2024-06-21T10:02:11.2241Z   DEPLOY_ENV: staging
2024-06-21T10:02:11.2242Z   GH_TOKEN: ⟪masked_secret|***⟫
2024-06-21T10:02:11.2243Z ##[endgroup]
2024-06-21T10:02:12.9017Z + echo 'cloning with token ⟦APIKEY|$ak_ghp1⟧'
2024-06-21T10:02:12.9021Z cloning with token ⟦APIKEY|$ak_ghp1⟧
2024-06-21T10:02:14.0012Z + docker push ⟪docker_image|ghcr.io/rotawell/api:sha-5f2c1e0⟫
2024-06-21T10:02:31.7718Z Run ID ⟪ci_run_id|9612044871⟫ finished in 20s"""))

T(("docker_compose", """version: "3.9"
services:
  db:
    image: ⟪docker_image|postgres:15.6-alpine⟫
    environment:
      POSTGRES_USER: rota
      POSTGRES_PASSWORD: ⟦PASSWORD|local-dev-R0ta!⟧
    ports: ["⟪port_mapping|5432:5432⟫"]
  api:
    build: ./api
    environment:
      DATABASE_URL: postgres://rota:⟦SECRET|local-dev-R0ta!pg⟧@db:5432/rota
      MAILGUN_API_KEY: ⟦APIKEY|$ak_mailgun1⟧
      ADMIN_SEED_EMAIL: ⟦EMAIL|f.oyelaran@rotawell.app⟧
      ADMIN_SEED_PASSWORD: ⟦PASSWORD|ChangeMe-Funmi-2024⟧
    ports: ["8080:8080"]"""))

T(("terraform_tfvars", """# prod.tfvars -- TODO move to SSM before the audit!!
region              = "⟪aws_region|eu-west-2⟫"
instance_type       = "⟪instance_type|t3.large⟫"
bastion_allowed_ips = ["⟦IP_ADDRESS|81.2.69.160⟧/32", "⟦IP_ADDRESS|90.216.134.7⟧/32"]  # office + ⟦PERSON|Maciej⟧ home
ami_id              = "⟪ami_id|ami-0b9c2f4a71e3d8a55⟫"
ci_access_key       = "⟦APIKEY|$ak_aws2⟧"
ci_secret_key       = "⟦SECRET|$sec_aws2⟧"
ops_alert_email     = "⟦EMAIL|ops-alerts@rotawell.app⟧"
ssh_private_key     = <<EOF
⟦SECRET|$sec_pem_ec⟧
EOF"""))

T(("pagerduty_alert", """[FIRING:1] ⟪alert_name|HighAPILatency⟫ rotawell-prod (⟪severity|P2⟫)
Incident ⟪incident_id|Q1X7PZ3K9WLM⟫ triggered at ⟪timestamp|2024-06-22 07:01 BST⟫
p95 latency 4.8s on ⟪hostname|api-3.prod.rotawell.internal⟫ (⟦IP_ADDRESS|10.40.2.31⟧), upstream db ⟦IP_ADDRESS|10.40.3.22⟧ cpu 97%
Runbook: ⟪url_path|/runbooks/api-latency.md⟫
Assigned to: ⟦PERSON|Tom Okafor⟧ (primary, ⟦PHONE|+44 7903 118 456⟧), escalation ⟦PERSON|Priya Natarajan⟧
Ack: reply 4 to ⟪short_code|81022⟫"""))

T(("audit_log_jsonl", """{"ts":"⟪timestamp|2024-06-22T08:14:09Z⟫","actor":"⟦EMAIL|k.brannigan@heartwoodcare.co.uk⟧","action":"client.view","target":"⟪client_id|cl_00318⟫","ip":"⟦IP_ADDRESS|81.174.229.46⟧"}
{"ts":"2024-06-22T08:14:55Z","actor":"⟦EMAIL|k.brannigan@heartwoodcare.co.uk⟧","action":"client.export_pdf","target":"cl_00318","ip":"⟦IP_ADDRESS|81.174.229.46⟧"}
{"ts":"2024-06-22T08:31:40Z","actor":"system","action":"login.failed","target":"⟦EMAIL|d.mcnally@heartwoodcare.co.uk⟧","ip":"⟦IP_ADDRESS|185.220.101.47⟧","reason":"bad_password","attempt":5}
{"ts":"2024-06-22T08:31:41Z","actor":"system","action":"account.locked","target":"⟦EMAIL|d.mcnally@heartwoodcare.co.uk⟧","ip":"⟦IP_ADDRESS|185.220.101.47⟧","request_id":"⟪request_id|req_7f3a91c2e4⟫"}
{"ts":"2024-06-22T08:40:02Z","actor":"⟪service_account|svc-rota-sync⟫","action":"rota.publish","target":"⟪rota_id|rota_2024_w26⟫","ip":"⟪loopback_ip|127.0.0.1⟫"}"""))

T(("teams_chat", """⟦PERSON|Angharad Lewis⟧ 10:02
Morning - has anyone chased ⟦PERSON|Maria Luisa⟧'s BRP? Her visa vignette runs out on the 30th
⟦PERSON|Huw Roberts⟧ 10:05
yes it's at the post office. I've got a copy of her passport, number's ⟦PASSPORT|$pp_ph1⟧ if HR need it for the check
⟦PERSON|Angharad Lewis⟧ 10:06
thanks. also Mr ⟦PERSON|Ellis⟧ in 7 - family say he's had ⟦MEDICAL|3 UTIs since March⟧, can we get the GP to do a ⟦MEDICAL|urine culture⟧ not just a dip
⟦PERSON|Huw Roberts⟧ 10:09
on it. Dr ⟦PERSON|Levinson⟧'s round is Thursday"""))

T(("sms_thread", """Tue 13:05 ⟪sender_id|MedsToDoor⟫: Your delivery ⟪tracking_number|MTD-DL-559012⟫ is out today. Driver: ⟦PERSON|Kyle⟧. Window 2-4pm. Reply STOP to opt out.
Tue 14:48 ⟦PHONE|07517 882 640⟧: Hi its ⟦PERSON|Kyle⟧ the driver, nobody answering at ⟦ADDRESS|63 Lavender Hill, Enfield EN2 0QA⟧. Its ⟦MEDICAL|fridge items (insulin)⟧ so cant leave it
Tue 14:50 Me: sorry!! my dad is deaf, go round the side gate, the code is ⟦PASSWORD|1 9 4 4⟧
Tue 14:58 ⟦PHONE|07517 882 640⟧: done, handed to him 👍"""))

T(("visitor_log_ocr", """⟪org_name|MEADOWBANK NURSING HOME⟫ - VISITORS SIGNING IN BOOK    page ⟪page_number|41⟫
DATE     | NAME (PRINT)        | VISITING        | CAR REG  | TIME IN | TIME OUT
⟪log_date|02/07⟫    | ⟦PERSON|J0ANNE PRICHARD⟧     | Mum - ⟦PERSON|Elsie P⟧   | -        | 14:10   | 16:00
02/07    | Rev. ⟦PERSON|Clive Aston⟧    | Mr ⟦PERSON|Barlow⟧       | -        | 15:00   | 15:25
02/07    | ⟦PERSON|SAM OYELARAN⟧        | ⟦PERSON|F Oyelaran⟧      | -        | 18:30   | 19:45
Please use hand gel. Visiting ends ⟪visiting_hours|8pm⟫."""))

T(("mar_chart_ocr", """MEDICATION ADMINISTRATION RECORD   Month: ⟪mar_month|JULY 2024⟫   Cycle start ⟪cycle_date|01/07⟫
Resident: ⟦PERSON|DOROTHY ANNE LISTER⟧   DOB ⟦DATE_OF_BIRTH|16.05.1930⟧   Room ⟪room_number|18⟫   Allergies: ⟦MEDICAL|NKDA⟧
| Medicine                         | 08:00 | 12:00 | 17:00 | 22:00 |
| ⟦MEDICAL|Levothyroxine 75mcg OD⟧         |  PD   |       |       |       |
| ⟦MEDICAL|Sertraline 50mg OD⟧             |  PD   |       |       |       |
| ⟦MEDICAL|Oramorph 2.5mg PRN (max 4/24h)⟧ |       |  R    |       |       |
Codes: R = refused, PD = given by ⟦PERSON|P. Dube⟧.  Pharmacy: ⟪org_name|Boots MDS Unit⟫ ⟪pharmacy_code|FQ218⟫"""))

T(("calendar_invite", """BEGIN:VEVENT
UID:⟪calendar_uid|$uuid3⟫
DTSTART:⟪timestamp|20240709T140000Z⟫
SUMMARY:Family meeting - ⟦PERSON|Harold Kowalczyk⟧ plan of care
LOCATION:⟪room_name|Quiet Room 2⟫\\, Lakeside Hospice
ORGANIZER;CN=⟦PERSON|Renata Silva⟧:mailto:⟦EMAIL|rsilva@lakesidehospice.org⟧
ATTENDEE;CN=⟦PERSON|Debra Kowalczyk⟧:mailto:⟦EMAIL|debrak1962@comcast.net⟧
DESCRIPTION:Discuss ⟦MEDICAL|transition to continuous care - increased dyspnea\\, now on O2 4L⟧. Dial-in ⟦PHONE|+1 312-626-6799⟧ code ⟪meeting_id|884 2201 9930⟫
END:VEVENT"""))

T(("complaint_letter", """⟦ADDRESS|27 Chestnut Avenue
Beverley
HU17 9QS⟧

⟪letter_date|4 July 2024⟫

The Registered Manager
⟪org_name|Larchfield House Nursing Home⟫

Dear Sir/Madam,

I am writing to complain about the care of my aunt, Miss ⟦PERSON|Phyllis Crowther⟧, Room 6. On two visits I found her wearing another resident's hearing aids and her own (a pair of ⟪product_name|Phonak Audéo⟫, serial ⟪serial_number|SN 2219K4410⟫) have been missing since June. She has ⟦MEDICAL|severe hearing loss⟧ and ⟦MEDICAL|macular degeneration⟧, so without them she is completely cut off.
The replacement cost quoted is ⟪price|£2,995⟫. I expect the Home to cover this. I have already paid ⟦AMOUNT|£180⟧ for a private audiology appointment.

Yours faithfully,
⟦PERSON|Anita Crowther-Wells⟧
⟦PHONE|01482 882 115⟧"""))

T(("donation_receipt", """Thank you, ⟦PERSON|Gwen⟧!

We've received your donation of ⟦AMOUNT|£50.00⟧ to ⟪org_name|St Bride's Hospice⟫ in memory of ⟦PERSON|Alan Whitlock⟧.
Donation ref: ⟪donation_ref|DN-2024-113892⟫   Gift Aid: Yes (worth an extra ⟪gift_aid_value|£12.50⟫ to us)
Your details: ⟦PERSON|Gwen Tasker⟧, ⟦ADDRESS|3 Mill Row, Otley LS21 1DX⟧
So far ⟦PERSON|Alan⟧'s tribute page has raised ⟪org_total|£2,318⟫ from 41 people. Charity no. ⟪charity_number|1021364⟫."""))

T(("notes_file", """rotawell admin - 2FA backup (DON'T LOSE)
account: ⟦EMAIL|superadmin@rotawell.app⟧
totp seed: ⟦SECRET|$sec_totp1⟧
recovery codes:
⟦SECRET|$sec_rec1⟧  ⟦SECRET|$sec_rec2⟧
⟦SECRET|$sec_rec3⟧  ⟦SECRET|$sec_rec4⟧
⟦SECRET|$sec_rec5⟧  ⟦SECRET|$sec_rec6⟧
generated ⟪timestamp|2024-03-02 09:10⟫ by ⟦PERSON|Funmi⟧, stored in 1password vault ⟪vault_name|Ops-Root⟫ as well"""))

T(("curl_command", """$ curl -s -X POST https://api.rotawell.app/v2/visits/⟪visit_id|v_7781203⟫/notes \\
    -H "Authorization: Bearer ⟦APIKEY|$ak_jwt2⟧" \\
    -H "Content-Type: application/json" \\
    -d '{"author":"⟦PERSON|Kieran Brannigan⟧","text":"Mrs ⟦PERSON|Hartigan⟧ ⟦MEDICAL|refused her evening insulin⟧, ⟦MEDICAL|BM 17.2⟧, called OOH GP","visibility":"team"}'
{"id":"⟪note_id|n_99120⟫","created_at":"⟪timestamp|2024-06-23T19:40:12Z⟫","status":"ok"}"""))

T(("volunteer_rota_markdown", """### ⟪org_name|St Bride's Hospice⟫ - Day Hospice volunteer rota, w/c ⟪week_commencing|8 July⟫

| Day | Driver | Café | Therapies | Contact |
|-----|--------|------|-----------|---------|
| Mon | ⟦PERSON|Ken Ashby⟧ | ⟦PERSON|Pat Dooley⟧ | ⟦PERSON|Lynne⟧ (reflexology) | ⟦PHONE|07866 201 447⟧ |
| Wed | ⟦PERSON|Ken Ashby⟧ | ⟦PERSON|Marjorie Fenton⟧ | - | ⟦PHONE|0113 258 0917⟧ |
| Fri | ⟦PERSON|Raj Bhatt⟧ | ⟦PERSON|Pat Dooley⟧ | ⟦PERSON|Lynne⟧ | ⟦PHONE|07402 639 155⟧ |

Mileage is paid at ⟪mileage_rate|45p⟫ a mile - claim forms in the blue folder. Minibus ⟪vehicle_id|Bus 2⟫ is off the road until the 15th."""))

T(("whiteboard_ocr", """⟪ward_name|MATERNITY - WARD 21⟫     Date ⟪board_date|05/07⟫    Midwife in charge: ⟦PERSON|BRONAGH⟧
BAY 1  bed 1 ⟦PERSON|K. OSEI⟧  - ⟦MEDICAL|PPH 1.2L⟧, Hb check 2pm
       bed 2 ⟦PERSON|L. TRAN⟧  - ⟦MEDICAL|IOL day 2, prostin x2⟧
       bed 3 ⟦PERSON|R. BUTT⟧  - ⟦MEDICAL|twins, 34+1⟧ NNU aware
SR 4   ⟦PERSON|C. WRIGHT⟧ - ⟦MEDICAL|GDM⟧ BMs hourly in labour  ⟦MEDICAL|GBS+⟧ IV abx
Theatre list 14:00 - ⟪theatre_slot|ELCS x2⟫
Bleep ⟪bleep_number|3317⟫ for anaesthetist"""))

T(("neonatal_discharge", """BABY DISCHARGE CHECKLIST - ⟪org_name|Royal Lancashire Women's Unit⟫
Baby: ⟦PERSON|Isla Duckworth⟧   Born: ⟦DATE_OF_BIRTH|29/03/2024 06:42⟧   Birth weight ⟦MEDICAL|3.105 kg⟧
Mother: ⟦PERSON|Chloe Duckworth⟧   NHS (baby): ⟦NATIONAL_ID|$nhs4⟧
Newborn hearing screen: ⟦MEDICAL|clear response both ears⟧
Blood spot: taken day 5 by community midwife ⟦PERSON|Teresa Coyle⟧
Vitamin K: given IM   Hip check: ⟦MEDICAL|click R hip - USS referral⟧ (ref ⟪referral_ref|US-HIP-2291⟫)
Going home to: ⟦ADDRESS|41 Ribble Bank, Preston PR1 8UT⟧"""))

T(("fertility_cycle_note", """Cycle note - ⟪cycle_id|Cycle #2 (FET)⟫ - ⟪clinic_site|Harbourside Bristol⟫
Patient: ⟦PERSON|Rebecca Lindqvist⟧ (⟦DATE_OF_BIRTH|1987-06-03⟧)  Partner: ⟦PERSON|Tom Lindqvist⟧
⟪scan_day|Day 12⟫ scan: ⟦MEDICAL|endometrium 8.4mm trilaminar⟧. Started ⟦MEDICAL|Cyclogest 400mg BD⟧ from tonight.
Embryo for transfer: ⟪embryo_code|E3 (4AA, day 5)⟫, thaw booked ⟪procedure_time|Thu 10:30⟫.
Consent forms ⟪consent_form|WT⟫ and ⟪consent_form|MT⟫ re-signed. Witnessed by ⟦PERSON|Kirsty Hale⟧.
Outstanding balance ⟦AMOUNT|£1,550⟧ - reminded, pt says paying Friday."""))

T(("sperm_bank_invoice", """⟪org_name|Nordic Cryo Donor Bank ApS⟫
INVOICE ⟪invoice_no|NC-24-07731⟫             Customer no. ⟪customer_no|C-40981⟫
Bill to: ⟦PERSON|Jessica Hume⟧ & ⟦PERSON|Priya Sethi⟧, ⟦ADDRESS|15 Arundel Gardens, London W11 2LN⟧

Donor ⟪donor_code|#6214⟫ - 2 straws ICI, ID-release ................. ⟪price|EUR 1,590.00⟫
Shipping to clinic (dry shipper) ........................... ⟪price|EUR 420.00⟫
Total ...................................................... ⟦AMOUNT|EUR 2,010.00⟧
Paid from IBAN ⟦IBAN|$iban_gb3⟧ on ⟪payment_date|02.07.2024⟫ - thank you."""))


T(("recall_letter", """⟪org_name|Clearview Opticians⟫
⟪org_address|14 High Street, Knaresborough⟫

Dear Mr ⟦PERSON|Osei⟧,

Our records show that your last eye examination was on ⟪exam_date|12 June 2022⟫. As you have ⟦MEDICAL|glaucoma (on Latanoprost)⟧ and a family history of ⟦MEDICAL|diabetes⟧, we recommend a check every 12 months; you are entitled to a free NHS sight test.
To book, call ⟦PHONE|01423 860 514⟧ or reply to this letter. Please quote your patient number ⟪patient_ref|CV-008431⟫.

Yours sincerely,
⟦PERSON|Amrit Sandhu⟧ MCOptom"""))

T(("eye_casualty_triage", """EYE CASUALTY TRIAGE  ⟪triage_time|23:48⟫  Triage cat: ⟪triage_category|2 (orange)⟫
Pt: ⟦PERSON|Kamil Zielinski⟧, 34M   PESEL (on EHIC card): ⟦NATIONAL_ID|$pesel1⟧
DOB given verbally ⟦DATE_OF_BIRTH|14/08/1950⟧ ?? pt looks 34 - turns out card is his FATHER'S (same name). Re-registered.
PC: ⟦MEDICAL|chemical splash R eye (oven cleaner)⟧ ~23:20, irrigated at home 5 min
VA R ⟦MEDICAL|6/36⟧ L 6/6. pH R 9 → irrigate to 7.5
Seen by: Dr ⟦PERSON|Amaka Eze⟧ (ST3)"""))

T(("ot_wheelchair_referral", """WHEELCHAIR SERVICE REFERRAL
Referrer: ⟦PERSON|Sophie Carmichael⟧, Occupational Therapist, ⟪team_name|Community Neuro Rehab Team⟫, bleep ⟪bleep_number|4471⟫
Client: ⟦PERSON|Fergus Muir⟧   DOB ⟦DATE_OF_BIRTH|30/01/1958⟧   CHI ⟪chi_note|on SCI Store⟫
Address: ⟦ADDRESS|Flat 2/1, 19 Battlefield Road, Glasgow G42 9JT⟧ (2nd floor, no lift!)
Diagnosis: ⟦MEDICAL|MND (bulbar onset) diagnosed Nov 2023⟧, ⟦MEDICAL|PEG fed⟧
Requested: tilt-in-space chair, ⟪equipment|Quickie Q500 M⟫ or similar. Weight ⟦MEDICAL|61 kg⟧.
Carer/wife: ⟦PERSON|Morag Muir⟧ ⟦PHONE|0141 632 4408⟧"""))

T(("email", """From: ⟦PERSON|Niamh Gallagher⟧ <⟦EMAIL|niamh.gallagher@nhs.net⟧>
To: ⟦PERSON|Jean Bates⟧ <⟦EMAIL|jeanbates47@btinternet.com⟧>
Subject: ⟦PERSON|Harold⟧'s communication book

Hi ⟦PERSON|Jean⟧,

Lovely to see you both yesterday. As promised I've attached the communication book for ⟦PERSON|Harold⟧ - pictures on the left, words on the right. His ⟦MEDICAL|expressive aphasia⟧ is still quite marked but the yes/no cards worked really well.
The ⟦MEDICAL|thickened fluids (level 2)⟧ advice stays the same for now; the new ⟪product_name|Resource ThickenUp Clear⟫ tins should come with the pharmacy delivery.
I'm off next week, ⟦PERSON|Gemma⟧ will cover on ⟦PHONE|0113 392 6611⟧.

⟦PERSON|Niamh⟧
Speech & Language Therapist"""))

T(("delivery_driver_app_log", """{"level":"info","ts":"⟪timestamp|2024-07-03T11:20:44Z⟫","svc":"driver-app","driver":"⟦PERSON|kyle.b⟧","stop":7,"route":"⟪route_id|N-ENF-03⟫","event":"arrived","addr":"⟦ADDRESS|63 Lavender Hill, Enfield EN2 0QA⟧"}
{"level":"warn","ts":"2024-07-03T11:27:02Z","svc":"driver-app","driver":"⟦PERSON|kyle.b⟧","stop":7,"event":"no_answer","cold_chain":true,"items":["⟦MEDICAL|NovoRapid FlexPen x5⟧"],"client_ip":"⟦IP_ADDRESS|100.81.44.9⟧"}
{"level":"info","ts":"2024-07-03T11:35:50Z","svc":"driver-app","driver":"⟦PERSON|kyle.b⟧","stop":7,"event":"delivered","signed_by":"⟦PERSON|R. Mensah-Bonsu⟧","photo":"⟪object_key|pod/2024/07/03/⟫⟪uuid|$uuid4⟫.jpg","app":"⟪version|2.8.14⟫"}"""))

T(("ansible_inventory", """# inventory/prod.ini  (rotawell)
[api]
api-1 ansible_host=⟦IP_ADDRESS|10.40.2.30⟧
api-2 ansible_host=⟦IP_ADDRESS|10.40.2.31⟧
[db]
pg-primary ansible_host=⟦IP_ADDRESS|10.40.3.22⟧ ansible_port=⟪port|2222⟫
[all:vars]
ansible_user=deploy
ansible_become_password=⟦PASSWORD|Dep!oy-2024-Q2⟧
ansible_ssh_private_key_file=/home/⟦PERSON|tokafor⟧/.ssh/id_ed25519
# jump host ⟦IP_ADDRESS|18.132.44.207⟧ (see wiki ⟪wiki_page|Infra/Bastion⟫)"""))

T(("fail2ban_log", """⟪timestamp|2024-07-04 02:11:09,412⟫ fail2ban.filter  [811]: INFO    [sshd] Found ⟦IP_ADDRESS|45.148.10.92⟧ - 2024-07-04 02:11:09
2024-07-04 02:11:14,020 fail2ban.filter  [811]: INFO    [sshd] Found ⟦IP_ADDRESS|45.148.10.92⟧ - 2024-07-04 02:11:13
2024-07-04 02:11:20,771 fail2ban.actions [811]: NOTICE  [sshd] Ban ⟦IP_ADDRESS|45.148.10.92⟧
2024-07-04 02:40:02,118 fail2ban.filter  [811]: INFO    [rotawell-login] Found ⟦IP_ADDRESS|2a0b:f4c2:2::31⟧ - user ⟦EMAIL|k.brannigan@heartwoodcare.co.uk⟧
2024-07-04 02:45:00,001 fail2ban.actions [811]: NOTICE  [sshd] Unban ⟪doc_ip|192.0.2.77⟫ (test entry)
2024-07-04 03:00:00,000 fail2ban.server  [811]: INFO    version ⟪version|1.0.2⟫ jail count ⟪jail_count|4⟫"""))

T(("slack_thread", """⟦PERSON|Funmi Oyelaran⟧  2:14 PM
the standup bot stopped posting. did the token get revoked?
⟦PERSON|Maciej Nowicki⟧  2:16 PM
prob. I reinstalled the app last night, new bot token is ⟦APIKEY|$ak_slack1⟧ and the signing secret is ⟦SECRET|$sec_slacksign1⟧. updating the helm values now
⟦PERSON|Funmi Oyelaran⟧  2:17 PM
🙃 can you DM those next time. rotating again after you deploy
⟦PERSON|Maciej Nowicki⟧  2:18 PM
fair. app id is ⟪app_id|A06F1K2Q9TR⟫ btw, that one's fine to share"""))

T(("telegram_bot_config", """# oncall-bot/config.toml
[telegram]
token = "⟦APIKEY|$ak_tg1⟧"
chat_id = ⟪chat_id|-1002231448190⟫

[escalation]
primary = "⟦PERSON|Tom Okafor⟧"
primary_phone = "⟦PHONE|+447903118456⟧"
secondary = "⟦PERSON|Priya Natarajan⟧"
secondary_phone = "⟦PHONE|+447729044183⟧"
quiet_hours = "⟪time_range|23:00-07:00⟫\""""))

T(("npmrc", """; ~/.npmrc on build box (⟪hostname|ci-runner-04⟫)
registry=https://registry.npmjs.org/
//registry.npmjs.org/:_authToken=⟦APIKEY|$ak_npm1⟧
@rotawell:registry=https://gitlab.com/api/v4/projects/⟪project_id|48112907⟫/packages/npm/
//gitlab.com/api/v4/projects/48112907/packages/npm/:_authToken=⟦APIKEY|$ak_glpat1⟧
email=⟦EMAIL|builds@rotawell.app⟧
always-auth=true"""))

T(("sms_reminder_render", """[preview] template ⟪template_id|tpl_visit_reminder_v3⟫ rendered for ⟪client_id|cl_00412⟫:
"Hi ⟦PERSON|Joan⟧, this is ⟪org_name|Heartwood Home Care⟫. ⟦PERSON|Tendai⟧ will visit tomorrow at ⟪visit_time|9:00⟫ for your ⟦MEDICAL|eye drops and compression stockings⟧. To change, call ⟦PHONE|0191 645 3300⟧. Reply STOP to opt out."
to=⟦PHONE|+447812009431⟧ segments=2 cost=⟪price|£0.08⟫"""))

T(("timesheet_dispute_email", """Hi ⟦PERSON|Lisa⟧,

I've been underpaid again. My June timesheet shows 156 hours but I've only been paid for 141. At ⟪pay_rate|£12.40⟫ that is ⟦AMOUNT|£186⟧ short, plus the 3 sleep-ins (⟪pay_rate|£60⟫ each, so ⟦AMOUNT|£180⟧) that aren't on there at all.
The missing visits are the double-ups with ⟦PERSON|Kaveh⟧ at Mr ⟦PERSON|Doherty⟧'s on the 11th, 12th and 19th - the app logged them, I've screenshotted it.
Can you sort this before the next payroll? I'm behind on rent.

Thanks
⟦PERSON|Adaeze⟧
⟦PHONE|07594 120 336⟧"""))


T(("agency_email", """Subject: Helper replacement for Mdm ⟦PERSON|Tan⟧ - urgent

Hi Mr ⟦PERSON|Lim⟧,

Our current helper ⟦PERSON|Siti Rahayu⟧ (FIN ⟦NATIONAL_ID|$fin1⟧) is going home on ⟪contract_end|31 Aug⟫ as her contract ends. My mother Mdm ⟦PERSON|Tan Siew Lan⟧ (NRIC ⟦NATIONAL_ID|$nric1⟧) has ⟦MEDICAL|Alzheimer's, moderate⟧ and ⟦MEDICAL|is wheelchair-bound since her stroke⟧, so we need someone with eldercare experience, ideally who has done the ⟪course_name|caregiver training course⟫.
Budget up to ⟪salary_band|S$750⟫/month as discussed. We already paid the agency deposit of ⟦AMOUNT|S$500⟧ on ⟪payment_date|2 July⟫.
Please call me at ⟦PHONE|9178 3320⟧ after 6pm.

Regards,
⟦PERSON|Jeremy Koh⟧
⟦ADDRESS|Blk 412 Ang Mo Kio Ave 10, #08-1123, Singapore 560412⟧"""))

T(("home_nursing_booking", """⟪org_name|CareNest Home Nursing, Bengaluru⟫ - booking confirmation ⟪booking_id|BK-BLR-20417⟫

Patient: Shri ⟦PERSON|Venkatesh Iyer⟧, 81 - ⟦MEDICAL|post-op hip fracture (DHS), bedbound, catheterised⟧
Attendant assigned: Ms ⟦PERSON|Lakshmi Gowda⟧, Aadhaar ⟦NATIONAL_ID|$aadhaar1⟧ (verified ⟪verification_date|01/07/2024⟫)
Service address: ⟦ADDRESS|No. 17, 4th Cross, Malleswaram, Bengaluru 560003⟧
Contact: son ⟦PERSON|Raghav Iyer⟧, ⟦PHONE|+91 98450 21377⟧
12-hr day shift @ ⟪price|₹1,100⟫/day. Advance received: ⟦AMOUNT|₹15,000⟧ via UPI ⟪upi_txn_id|UTR 418829913407⟫."""))

T(("residents_record_hk", """⟪org_name|Harmony Elderly Home (Kwun Tong)⟫ - Resident Record Card
Name (Eng): ⟦PERSON|CHAN Mei Ling⟧   Name (Chi): ⟦PERSON|陳美玲⟧
HKID: ⟦NATIONAL_ID|$hkid1⟧   DOB: ⟦DATE_OF_BIRTH|03-11-1939⟧   Bed: ⟪bed_number|B-214⟫
Medical history: ⟦MEDICAL|hypertension⟧, ⟦MEDICAL|osteoarthritis both knees⟧, ⟦MEDICAL|cataract OS, op 2021⟧
Diet: ⟪diet_code|minced, diabetic⟫
Next of kin: ⟦PERSON|WONG Ka Ho⟧ (son-in-law) ⟦PHONE|9345 8812⟧, HKID ⟦NATIONAL_ID|$hkid2⟧
Monthly fee ⟪price|HK$14,800⟫ (subsidised place ⟪scheme_code|EBPS⟫)"""))

T(("payroll_csv", """employee_id,name,province,sin,hourly_rate,hours,gross,net,deposit_to
⟪employee_ref|HC-0142⟫,⟦PERSON|Marie-Claude Tremblay⟧,QC,⟦NATIONAL_ID|$sin1⟧,⟪pay_rate|24.50⟫,72,⟦AMOUNT|CAD 1764.00⟧,⟦AMOUNT|CAD 1311.20⟧,⟪masked_account|****2231⟫
⟪employee_ref|HC-0157⟫,⟦PERSON|Joseph Abernethy⟧,ON,⟦NATIONAL_ID|$sin2⟧,26.00,80,⟦AMOUNT|CAD 2080.00⟧,⟦AMOUNT|CAD 1522.64⟧,****0918
# pay period ⟪pay_period|2024-06-16..2024-06-29⟫ - ⟪org_name|Maple Leaf Home Support⟫"""))

T(("expat_email", """Hi ⟦PERSON|Sanne⟧,

Thanks for helping with Mum's move to ⟪org_name|Zorgcentrum De Linde⟫. For the Wlz application they asked for her BSN - it's ⟦NATIONAL_ID|$bsn1⟧. Her date of birth is ⟦DATE_OF_BIRTH|8 October 1937⟧.
The own contribution (eigen bijdrage) will come out of her account ⟦IBAN|$iban_nl1⟧, roughly ⟦AMOUNT|€940⟧ a month according to the CAK calculator.
Her ⟦MEDICAL|Parkinson's medication (Sinemet 4x daily)⟧ must be given on time - please make sure the team on ⟪ward_name|afdeling Lindehof⟫ knows.

Thanks so much,
⟦PERSON|Pieter van Dijk⟧ (in Manchester, ⟦PHONE|+44 7377 490 218⟧)"""))

T(("relocation_form", """RESIDENT TRANSFER - ⟪org_name|Solgården Äldreboende⟫ → ⟪org_name|Eastgate Care Home⟫ (UK)
Name: ⟦PERSON|Ingrid Margareta Holm⟧    Personnummer: ⟦NATIONAL_ID|$pnr1⟧
DOB: ⟦DATE_OF_BIRTH|1941-05-09⟧
Reason: moving near daughter ⟦PERSON|Karin Holm-Davies⟧ (⟦EMAIL|karin.holmdavies@gmail.com⟧)
Meds on transfer: ⟦MEDICAL|Waran (warfarin) 2.5 mg⟧, ⟦MEDICAL|Alvedon 1g QDS⟧
Hearing aids: yes, both. Glasses: reading only.
Travel date ⟪travel_date|2024-08-20⟫, flight ⟪flight_number|SK1531⟫."""))

T(("forum_post", """Title: Carte Vitale for baby + maternity costs in Lyon? (expat)

Hi all, British mum here, had my son at ⟪org_name|Hôpital Femme Mère Enfant⟫ in May. My own NIR is ⟦NATIONAL_ID|$nir1⟧ (yes I know, don't post it online, I'll edit later 🙈) but baby still isn't on my carte vitale after 8 weeks. The CPAM keeps sending letters to our old flat at ⟦ADDRESS|12 rue Dumenge, 69004 Lyon⟧.
I also got a bill for ⟦AMOUNT|€386⟧ for the ⟦MEDICAL|epidural and the 2 extra nights for jaundice⟧ - is that normal?? Mutuelle is ⟪insurer_name|Harmonie⟫.
Thanks, ⟦PERSON|Becca⟧ (⟪forum_user_rank|Newbie⟫)"""))

T(("carer_agreement", """LIVE-IN CARE AGREEMENT (summary)
Client: ⟦PERSON|Brian Hollis⟧, ⟦ADDRESS|Calle Los Almendros 22, 03724 Moraira, Alicante⟧ - NIE ⟦NATIONAL_ID|$nie1⟧
Carer: ⟦PERSON|Florentina Ionescu⟧, ⟦EMAIL|flori.ionescu@gmail.com⟧
Hours: live-in, 2 hrs break daily, 1 day off weekly (⟪day_off|Sunday⟫)
Care needs: ⟦MEDICAL|early Alzheimer's⟧, ⟦MEDICAL|insulin-dependent diabetes⟧, needs supervision with bathing.
Weekly fee: ⟦AMOUNT|€850⟧ paid every Friday to the carer's account ⟦IBAN|$iban_es1⟧.
Agency introduction fee (one-off): ⟪price|€400⟫. Agreement ref ⟪agreement_ref|LIC-ALC-0088⟫."""))

T(("pharmacy_delivery_ticket", """Ticket ⟪ticket_id|#CS-77140⟫ | ⟪org_name|RxRunner Home Delivery⟫ | status: open
Customer: ⟦PERSON|Lorraine Dubois⟧ <⟦EMAIL|lorraine.dubois55@aol.com⟧>
Patient on account: ⟦PERSON|Eugene Dubois⟧, DOB ⟦DATE_OF_BIRTH|09/21/1944⟧, SSN ⟦SSN|$ssn4⟧ (needed for Medicare Part D claim)
Issue: ⟦MEDICAL|Eliquis 5mg⟧ delivery missed twice, pt ran out on ⟪date|7/01⟫. Customer wants refund of the ⟦AMOUNT|$47.00⟧ expedited fee.
Card on file: ⟪card_last_four|Visa ending 1186⟫
Agent note (⟦PERSON|Marcus J.⟧): refund approved, escalated to driver ops ⟪queue_name|DRV-OPS-EAST⟫."""))

T(("travel_letter", """To whom it may concern,

This is to confirm that ⟦PERSON|Patrick Joseph Hennessy⟧, date of birth ⟦DATE_OF_BIRTH|21st June 1952⟧, passport number ⟦PASSPORT|$pp_uk1⟧, is a patient of ⟪org_name|Marie Curie Hospice, Solihull⟫. He has ⟦MEDICAL|metastatic prostate cancer⟧ and carries ⟦MEDICAL|morphine sulfate modified-release 30mg⟧ and ⟦MEDICAL|Oramorph oral solution⟧ for pain, prescribed for personal use.
He is travelling to Cork with his wife ⟦PERSON|Bernadette⟧ from ⟪travel_date|12 to 19 August⟫.

Dr ⟦PERSON|Sunita Mahal⟧, Specialty Doctor, Palliative Medicine
Registered charity no. ⟪charity_number|207994⟫"""))
