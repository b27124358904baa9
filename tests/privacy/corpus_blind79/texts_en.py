# English texts for blind79. Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES
TEXTS = []

TEXTS += [
("sms", """Hi Mrs ⟦PERSON|Adeyemi⟧, it's ⟦PERSON|Carys⟧ from the family support team at ⟪org_name|Larkhill Hospice⟫. Your mum's syringe driver was changed at 14:20 and she's settled now. Dr added ⟦MEDICAL|midazolam 10mg over 24h⟧ for the agitation. Ring the ward direct on ⟦PHONE|01274 588 213⟧ if you need us tonight (not the main switchboard). She's on ⟪ward_name|Rowan Ward⟫, bed ⟪bed_number|B7⟫ – door code after 8pm is ⟦PASSWORD|2604⟧ x"""),

("email_signature", """Subject: Your donation on 3 June - follow-up

Dear Mr ⟦PERSON|Okonkwo⟧,

Thank you for donating at our ⟪venue_name|Leeds Merrion Centre⟫ session (session code ⟪session_code|LMR-0603-PM⟫). As part of routine screening your sample showed ⟦MEDICAL|a haemoglobin of 118 g/L⟧, which is just below our threshold, so we have placed a 6-month deferral on your record. We also have your date of birth as ⟦DATE_OF_BIRTH|14/09/1979⟧ - please tell us if that is wrong.

Please don't start iron tablets without speaking to your GP first. If you'd like to talk it through, the donor care line is ⟦PHONE|0300 440 7162⟧ (Mon-Fri, 8am-8pm).

Kind regards,

⟦PERSON|Fiona Haldane⟧
Donor Care Nurse
⟪org_name|NorthRidge Blood Service⟫ | ⟦EMAIL|f.haldane@northridge-blood.org.uk⟧
Ref: ⟪ticket_id|DC-2024-118406⟫"""),

("app_log", """⟪timestamp|2024-05-14T07:02:11.384Z⟫ INFO  dispatch.assign job=⟪job_id|NEPT-448120⟫ crew=⟪fleet_callsign|AMB-17⟫ patient="⟦PERSON|HARGREAVES, Doreen⟧" pickup="⟦ADDRESS|Flat 3, 22 Moorside Road, Bradford BD2 4LT⟧" mobility=WCH o2_rx="⟦MEDICAL|oxygen 2L/min continuous⟧"
2024-05-14T07:02:11.391Z DEBUG notify.sms to=⟦PHONE|+447700184233⟧ template=pickup_eta_v3 status=queued
2024-05-14T07:02:12.007Z WARN  geo.lookup upstream ⟦IP_ADDRESS|10.44.8.21⟧:⟪port|8443⟫ slow (1843ms) retry=1
2024-05-14T07:02:12.912Z INFO  dispatch.assign job=NEPT-448120 eta=07:40 build=⟪build_number|b2291⟫"""),

("json_config", """{
  "service": "willowbrook-crm-sync",
  "release": "⟪version|3.14.2⟫",
  "db": {
    "host": "⟦IP_ADDRESS|172.20.14.9⟧",
    "port": ⟪port|5432⟫,
    "user": "crm_sync",
    "password": "⟦PASSWORD|Wb!sync-2024-Q2⟧"
  },
  "sendgrid_api_key": "⟦APIKEY|$sendgrid1⟧",
  "stripe": {
    "publishable_key": "⟪publishable_key|$pk_live1⟫",
    "secret_key": "⟦APIKEY|$stripe_sk1⟧",
    "webhook_secret": "⟦SECRET|$whsec1⟧"
  },
  "alerts_webhook": "⟦SECRET|$slack_hook1⟧",
  "fundraising_contact": "⟦EMAIL|giving@willowbrookhospice.org.uk⟧"
}"""),

("slack_thread", """#it-support
⟦PERSON|kwame.asante⟧  9:12 AM
anyone know why the referrals bot stopped posting?? intake team are asking
⟦PERSON|Jo Whitcombe⟧  9:14 AM
my bad, I rotated the token yday. new one is ⟦APIKEY|$slack_bot1⟧ - will put it in the vault, pls dont copy it anywhere 😬
⟦PERSON|kwame.asante⟧  9:15 AM
lol too late its in slack now. also fyi the bot box is ⟦IP_ADDRESS|10.12.0.37⟧ not .36, updated the runbook (⟪commit_sha|$sha1⟫)
⟦PERSON|Jo Whitcombe⟧  9:17 AM
ty. ⟪org_name|Bridgeway Recovery⟫ shared drive is down till 3pm btw, ticket ⟪ticket_id|INC0048812⟫"""),

("whatsapp", """[09/03/2024, 10:14] ⟦PERSON|Bev Tranter⟧: Hiya, the scooter you delivered for my husband won't charge, red light keeps flashing. Its model ⟪product_code|TGA-Breeze-S4⟫ serial ⟪serial_number|BRZ4-0917733⟫
[09/03/2024, 10:21] ⟪org_name|MobiLift Supplies⟫: Sorry to hear that ⟦PERSON|Bev⟧! Can you confirm the delivery address for us?
[09/03/2024, 10:23] ⟦PERSON|Bev Tranter⟧: ⟦ADDRESS|41 Carr Lane, Wakefield WF1 3JP⟧. He ⟦MEDICAL|had a stroke in January⟧ so he really needs it for his hospital appts
[09/03/2024, 10:25] MobiLift Supplies: Engineer ⟦PERSON|Dale⟧ can come Tuesday am. Normally theres a ⟪price|£45⟫ call-out but you're under warranty, and the ⟦AMOUNT|£65⟧ you paid for extended cover went through on the 2nd so no charge 👍"""),

("call_transcript", """[Call log ⟪timestamp|23:41⟫ - line 2 - handler ⟦PERSON|Niamh⟧ - ref ⟪call_ref|HL-231-0441⟫]
HANDLER: You're through to the ⟪org_name|Harbourlight⟫ listening line, I'm ⟦PERSON|Niamh⟧. Who am I speaking with?
CALLER: It's, um. ⟦PERSON|Rory⟧. ⟦PERSON|Rory McDermott⟧.
HANDLER: Thanks for calling, ⟦PERSON|Rory⟧. Are you safe right now?
CALLER: I dunno. I've got a full box of my ⟦MEDICAL|sertraline 100mg⟧ on the table. I haven't taken any.
HANDLER: Thank you for telling me that. Is anyone with you tonight?
CALLER: Flatmate's away. I got diagnosed with ⟦MEDICAL|bipolar II⟧ last year and this is the worst it's been.
HANDLER: Where are you at the moment, ⟦PERSON|Rory⟧, so we can get someone to you if we need to?
CALLER: ⟦ADDRESS|14 Ashgrove Terrace, Dundee DD3 6HS⟧.
HANDLER: Okay. If we get cut off I'll ring you back, and you can always call us on ⟦PHONE|0800 689 4410⟧."""),

("env_file", """# vaxbook .env -- prod (DO NOT COMMIT)
APP_ENV=production
APP_VERSION=⟪version|2.8.0-rc1⟫
DATABASE_URL=postgres://vaxbook:⟦SECRET|m4rch-Hare-77⟧@⟦IP_ADDRESS|10.0.3.18⟧:⟪port|5433⟫/vaxbook
REDIS_URL=redis://⟪loopback_ip|127.0.0.1⟫:6379/0
TWILIO_ACCOUNT_SID=⟪account_sid|$twilio_ac1⟫
TWILIO_API_KEY=⟦APIKEY|$twilio_sk1⟧
TWILIO_AUTH_TOKEN=⟦SECRET|$twilio_auth1⟧
GOOGLE_MAPS_KEY=⟦APIKEY|$google1⟧
DJANGO_SECRET_KEY='⟦SECRET|$django_key1⟧'
ADMIN_EMAIL=⟦EMAIL|p.lindqvist@vaxbook-clinics.co.uk⟧
SENTRY_RELEASE=⟪commit_sha|$sha2⟫"""),

("csv_export", """patient_id,name,dob,address,phone,device_serial,flow_lpm,diagnosis
⟪patient_ref|HOX-20931⟫,"⟦PERSON|Pritchard, Alan⟧",⟦DATE_OF_BIRTH|1941-02-19⟧,"⟦ADDRESS|7 Glebe Close, Ludlow SY8 1QW⟧",⟦PHONE|01584 872 310⟧,⟪serial_number|IC5-22-118834⟫,2,⟦MEDICAL|COPD⟧
⟪patient_ref|HOX-20932⟫,"⟦PERSON|Begum, Rahima⟧",⟦DATE_OF_BIRTH|1952-11-30⟧,"⟦ADDRESS|Flat 12 Tenter House, 4 Mill St, Oldham OL1 3HF⟧",⟦PHONE|07911 562 048⟧,⟪serial_number|IC5-21-097120⟫,1.5,⟦MEDICAL|pulmonary fibrosis⟧
⟪patient_ref|HOX-20940⟫,"⟦PERSON|Lloyd-Evans, Gwen⟧",⟦DATE_OF_BIRTH|1938-07-04⟧,"⟦ADDRESS|Ty Newydd, Llanbedr LL45 2NA⟧",⟦PHONE|01341 241 779⟧,⟪serial_number|EV3-19-004417⟫,3,⟦MEDICAL|heart failure (NYHA IV)⟧"""),

("sql_insert", """-- backfill from paper forms, session 2 July
INSERT INTO donor_appointments (appt_id, donor_name, email, mobile, blood_group, venue, slot, created_ip)
VALUES
 (⟪appointment_id|884201⟫, '⟦PERSON|Tomasz Wrona⟧', '⟦EMAIL|t.wrona88@gmail.com⟧', '⟦PHONE|07845 220913⟧', '⟦MEDICAL|O neg⟧', '⟪venue_name|Guildhall, Bath⟫', '⟪timestamp|2024-07-02 11:15:00⟫', '⟦IP_ADDRESS|86.143.22.17⟧'),
 (⟪appointment_id|884202⟫, '⟦PERSON|Shreya Patil⟧', '⟦EMAIL|shreya.patil@outlook.com⟧', '⟦PHONE|+44 7723 019 448⟧', '⟦MEDICAL|AB pos⟧', 'Guildhall, Bath', '2024-07-02 11:30:00', '⟦IP_ADDRESS|2a00:23c7:9d14:6b01:5d2e:88a1:c3f0:1e42⟧');"""),

("stack_trace", """Traceback (most recent call last):
  File "⟪file_path|/srv/mobishop/app/checkout.py⟫", line 212, in charge
    resp = stripe.PaymentIntent.create(amount=total_pence, currency="gbp", customer=cust_id)
  File "/usr/lib/python3.11/site-packages/stripe/api_requestor.py", line 409, in handle_error_response
    raise err
stripe.error.CardError: Request ⟪request_id|req_8Kd2LmQx0aPZ7s⟫: Your card was declined.
--- debug context (remove before go-live!!) ---
customer: ⟦PERSON|Gareth Pryce⟧ <⟦EMAIL|gpryce61@btinternet.com⟧>
card: ⟦CARD|$card_visa1⟧ exp 08/27 cvc ⟦CVV|402⟧
basket: ⟪sku|RL-ROLLATOR-4W-NAVY⟫ x1 @ ⟪price|£89.99⟫ + delivery
charge attempted: ⟦AMOUNT|£94.98⟧
client_ip: ⟦IP_ADDRESS|82.132.219.54⟧"""),

("helpdesk_ticket", """Ticket #⟪ticket_id|HD-30177⟫ | Priority: P3 | Queue: Service Desk
Requester: Sister ⟦PERSON|Mary-Clare Devlin⟧ (In-Patient Unit)
Ext: ⟦PHONE|01904 622 415 ext 2231⟧

Description:
locked out of the EPR again after the update. my login is ⟦PERSON|mdevlin⟧. I tried my old password ⟦PASSWORD|Lourdes1958!⟧ and the new one ⟦PASSWORD|Lourdes1958!!⟧ and neither works. Please ring me, I'm on the ward till 8.

Agent note (⟦PERSON|Imran K⟧): reset done, temp password ⟦PASSWORD|Tmp-7741-Ward⟧ set to expire in 24h. Reminded user not to put passwords in tickets. Closing. See ⟪kb_article|KB0012044⟫."""),

("web_form", """=== Online booking form submission ===
Form: Travel Health Consultation    Submitted: ⟪timestamp|2024-03-11 19:52:07⟫
Full name: ⟦PERSON|Aoife Brennan⟧
Date of birth: ⟦DATE_OF_BIRTH|22/10/1990⟧
Email: ⟦EMAIL|aoife.brennan90@gmail.com⟧
Mobile: ⟦PHONE|087 614 2290⟧
Passport number (for your certificate): ⟦PASSPORT|$pp_ie1⟧
Destination(s): ⟪place_name|Peru, Bolivia⟫
Previous vaccines: ⟦MEDICAL|Hep A x2 (2016), typhoid 2019⟧
Allergies: ⟦MEDICAL|egg allergy - anaphylaxis as a child⟧
Current medication: none
Deposit paid: ⟦AMOUNT|€40.00⟧ (ref ⟪payment_ref|PAY-7Q2D9K⟫)
Note: yellow fever vaccine is ⟪price|€75⟫ per dose, payable on the day."""),

("meeting_minutes", """Clinical Governance Sub-Committee - minutes (approved)
Date: ⟪meeting_date|12 February 2024⟫    Venue: Board Room, ⟪org_name|Saltmarsh Hospice⟫
Present: Chair, Director of Nursing, Medical Director, Head of Quality, Pharmacy lead

1. Falls audit Q3: 14 falls, none above "low harm". Rate ⟪percentage|0.41%⟫ against a target of 0.5%.
2. Syringe driver fleet: all 22 pumps are now on firmware ⟪version|v4.1.7⟫; the two units still on 3.9 were withdrawn.
3. Controlled drugs: quarterly audit clean. Next external CD inspection booked.
4. Finance: lottery income for the quarter was ⟪org_total|£412,880⟫ against a budget of ⟪org_total|£390,000⟫.
5. AOB: none. Next meeting ⟪meeting_date|11 March 2024⟫, 14:00."""),

("dictation", """Dictation begins. Letter to the community palliative care team, re ⟦PERSON|Harold Smethurst⟧, date of birth ⟦DATE_OF_BIRTH|2nd March 1939⟧, of ⟦ADDRESS|18 Beech Grove, Harrogate HG2 0LP⟧ full stop. New paragraph. Mr ⟦PERSON|Smethurst⟧ has ⟦MEDICAL|metastatic prostate cancer with bony mets to the lumbar spine⟧ comma and his pain is no longer controlled on ⟦MEDICAL|oral morphine 20 milligrams four hourly⟧ full stop. His daughter ⟦PERSON|Lynne⟧ is the main carer and can be reached on ⟦PHONE|oh seven eight one two, four four six, nine three one⟧ full stop. I'd be grateful if you could see him this week full stop. Dictated by Dr ⟦PERSON|Anjali Rao⟧ comma not checked. Practice code ⟪practice_code|B82617⟫. Dictation ends. Job ⟪dictation_job_id|DX-55109⟫."""),

("ocr_business_card", """[OCR scan - business card, confidence 0.87]
AirLine Home Oxygen Ltd
⟦PERSON|Dominic Farrelly⟧
Regional Clinical Liaison - North West
M: ⟦PHONE|07700 241 586⟧   T: ⟦PHONE|0161 832 4471⟧
E: ⟦EMAIL|dominic.farrelly@airline-o2.co.uk⟧
24h Patient Line: ⟦PHONE|0800 917 3346⟧
⟪org_address|Unit 9, Brindley Park, Stockport SK4 2QT⟫
Co. Reg. ⟪company_number|08831265⟫   CQC ⟪cqc_provider_id|1-2877401135⟫
[reverse, handwritten] wifi for demo unit: ⟦PASSWORD|o2demo!Farr⟧"""),

("markdown_table", """### NEPT crews - Saturday

| Crew | Base | Mobile | Vehicle | Shift |
|---|---|---|---|---|
| ⟦PERSON|Lee Cartwright⟧ | Halifax | ⟦PHONE|07492 118 630⟧ | ⟪vehicle_reg|YX19 KDF⟫ | 07:00-19:00 |
| ⟦PERSON|Shabana Akhtar⟧ | Halifax | ⟦PHONE|07519 334 205⟧ | YX19 KDF | 07:00-19:00 |
| ⟦PERSON|Pete Doyle⟧ ("⟦PERSON|Stretch⟧") | Huddersfield | ⟦PHONE|07833 901 274⟧ | ⟪vehicle_reg|YB68 OTN⟫ | 10:00-22:00 |

Fuel card PIN for YB68 OTN is ⟦PASSWORD|8852⟧ - ask ⟦PERSON|Lee⟧ if it doesn't work. Control room ⟪ext_number|x4410⟫."""),

("shell_history", """  501  ssh ⟦PERSON|tmbeki⟧@⟦IP_ADDRESS|10.8.2.14⟧
  502  sudo tail -f ⟪file_path|/var/log/nginx/access.log⟫
  503  mysql -h ⟦IP_ADDRESS|10.8.2.30⟧ -u referrals -p'⟦PASSWORD|R3covery#Desk⟧' referrals_db
  504  export AWS_ACCESS_KEY_ID=⟦APIKEY|$aws_akid1⟧
  505  export AWS_SECRET_ACCESS_KEY=⟦SECRET|$aws_secret1⟧
  506  aws s3 cp ⟪s3_path|s3://bridgeway-backups/db/2024-06-01.sql.gz⟫ /tmp/
  507  git log --oneline -3   # ⟪short_sha|a3f9c21⟫ fix export
  508  curl -s http://⟪doc_ip|192.0.2.44⟫/health
  509  ls -la ⟦PERSON|/home/tmbeki⟧"""),

("contract", """HIRE AGREEMENT - POWERED WHEELCHAIR
Agreement No. ⟪agreement_no|MH-HA-2024-00931⟫

This agreement is made on 4 April 2024 between ⟪org_name|Pennine Mobility Hire Ltd⟫ (company no. ⟪company_number|10448273⟫) ("the Supplier") and ⟦PERSON|Margaret Anne Holroyd⟧ of ⟦ADDRESS|Rose Cottage, 3 Chapel Fold, Hebden Bridge HX7 8AD⟧ ("the Hirer"), date of birth ⟦DATE_OF_BIRTH|19 August 1947⟧.

2. Charges. The Hirer shall pay a refundable deposit of ⟦AMOUNT|£250.00⟧ and monthly hire of ⟦AMOUNT|£62.50⟧ by direct debit from account ⟦IBAN|$iban_gb3⟧.
3. The Hirer confirms the chair is needed because of ⟦MEDICAL|multiple sclerosis (secondary progressive)⟧ and consents to the Supplier holding this information.

Signed: ⟦PERSON|M. A. Holroyd⟧          Witness: ⟦PERSON|Ravi Chandran⟧"""),

("invoice", """INVOICE ⟪invoice_no|INV-24-07812⟫
AeroCare Oxygen Services  ·  VAT ⟪vat_number|GB 291 4477 12⟫
Bill to: Mr ⟦PERSON|J. Whitfield⟧
⟦ADDRESS|9 Orchard Rise, Tiverton EX16 4PL⟧
Account ref: ⟪account_ref|CUST-40218⟫
Period: 01/06/2024 - 30/06/2024

Portable concentrator rental (⟪product_code|INOGEN-G5⟫) .......... ⟪price|£95.00⟫
Cylinder refills x3 @ ⟪price|£12.00⟫ .................. £36.00
Delivery ............................................. £0.00
TOTAL DUE ........................................... ⟦AMOUNT|£131.00⟧

Paid by card ending ⟪masked_card|**** 4417⟫ on 03/07/2024 - thank you.
Questions? ⟦PHONE|01884 259 330⟧ / ⟦EMAIL|accounts@aerocare-o2.co.uk⟧"""),

("forum_post", """Posted by ⟦PERSON|sober_since_march⟧ · 2h ago

Day 94 today!! honestly didnt think id get here. Shout out to my key worker ⟦PERSON|Dev⟧ at ⟪org_name|the Anchor Project⟫, he never gave up on me even when I ⟦MEDICAL|relapsed on heroin⟧ in May. Still on ⟦MEDICAL|buprenorphine 8mg⟧ but tapering with the clinic.

If anyone in ⟪place_name|Swindon⟫ wants a coffee buddy DM me or text ⟦PHONE|07403 661 958⟧ (⟦PERSON|Kerry⟧) - no judgement x
Also does anyone know if the ⟪price|£15⟫ gym pass thing is still running?"""),
]

TEXTS += [
("email_thread", """From: ⟦PERSON|Denise Alvarado⟧ <⟦EMAIL|dalvarado@sunvalleyhospice.org⟧>
To: ⟦EMAIL|billing@sunvalleyhospice.org⟧
Subject: RE: estate paperwork for ⟦PERSON|Walter Kuznetsov⟧ (case ⟪case_number|SVH-FS-5512⟫)

Hi ⟦PERSON|Marcus⟧,

The son (⟦PERSON|Greg Kuznetsov⟧, executor) called again. He needs the final statement to close out his dad's estate. Decedent SSN on file is ⟦SSN|$ssn1⟧, DOB ⟦DATE_OF_BIRTH|03/17/1936⟧. Outstanding patient responsibility is ⟦AMOUNT|$1,284.60⟧ after Medicare, and he's asking whether the ⟦AMOUNT|$300⟧ he paid in March was applied. Can you call him at ⟦PHONE|(602) 738-4419⟧ before Friday?

Thanks!
⟦PERSON|Denise Alvarado⟧ | Family Services Coordinator
Sun Valley Hospice | EIN ⟪ein|86-1204477⟫"""),

("intake_form", """PATIENT INTAKE - ⟪org_name|Riverbend Community Vaccine Clinic⟫
Name (Last, First MI): ⟦PERSON|Nguyen, Thanh B.⟧
DOB: ⟦DATE_OF_BIRTH|11/02/1987⟧
SSN (optional): ⟦SSN|$ssn7⟧
Address: ⟦ADDRESS|2217 Larkspur Ave Apt 4B, Sacramento, CA 95822⟧
Cell: ⟦PHONE|916-402-7781⟧
Vaccine(s) today: ⟦MEDICAL|Shingrix dose 2 + Fluzone High-Dose⟧
Allergic to latex? ⟦MEDICAL|YES - latex allergy (hives)⟧
Immunocompromised / on steroids? ⟦MEDICAL|on methotrexate for RA⟧
Lot #: ⟪vaccine_lot|AHAVB712AA⟫   NDC ⟪ndc_code|58160-0823-11⟫   VIS edition ⟪vis_edition|02/04/2022⟫
Copay collected: ⟦AMOUNT|$25⟧ (card)"""),

("nginx_access_log", """⟦IP_ADDRESS|100.72.19.204⟧ - - [12/Jun/2024:02:14:55 +0000] "POST /api/chat/session HTTP/1.1" 201 512 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)"
⟦IP_ADDRESS|217.44.186.3⟧ - - [12/Jun/2024:02:15:02 +0000] "GET /chat/⟪uuid|$uuid1⟫/messages?since=0 HTTP/1.1" 200 2291 "-" "Mozilla/5.0 (Windows NT 10.0; Win64; x64)"
⟦IP_ADDRESS|217.44.186.3⟧ - - [12/Jun/2024:02:15:40 +0000] "GET /api/volunteer/login?user=⟦PERSON|ellie.morrow⟧&pw=⟦PASSWORD|Bumblebee!22⟧ HTTP/1.1" ⟪http_status|401⟫ 64 "-" "Mozilla/5.0 (Windows NT 10.0; Win64; x64)"
⟪doc_ip|198.51.100.23⟫ - - [12/Jun/2024:02:15:41 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "⟪user_agent|kube-probe/1.29⟫\""""),

("k8s_secret", """apiVersion: v1
kind: Secret
metadata:
  name: nept-booking-secrets
  namespace: ⟪k8s_namespace|transport-prod⟫
  annotations:
    deployed-image: ⟪image_tag|ghcr.io/pts/booking:1.22.4⟫
type: Opaque
stringData:
  DB_DSN: "booking:⟦SECRET|Kx7!pL2q-Amb⟧@tcp(⟦IP_ADDRESS|10.96.44.12⟧:3306)/booking?parseTime=true"
  GITHUB_TOKEN: "⟦APIKEY|$gh_pat1⟧"
  SENDGRID_KEY: "⟦APIKEY|$sendgrid2⟧"
  SESSION_SECRET: "⟦SECRET|$flask_key1⟧"
  REQUEST_ID_SALT: "⟪build_number|build-7731⟫\""""),

("email", """From: ⟦PERSON|Hannah Oduya⟧ <⟦EMAIL|hannah.oduya@nhs.net⟧>
To: Oxygen orders
Subject: URGENT - removal of oxygen, ⟦ADDRESS|12 Pit Lane, Castleford WF10 4QS⟧

Hi team,

I did a home oxygen risk assessment today for ⟦PERSON|Keith Marsden⟧ (DOB ⟦DATE_OF_BIRTH|05/05/1950⟧). He has ⟦MEDICAL|COPD with type 2 respiratory failure⟧ and is on LTOT 16h/day. He admitted he is still smoking indoors and has ⟦MEDICAL|superficial burns to his nose and upper lip⟧ from last week. His wife ⟦PERSON|Sandra⟧ is very worried.

Please arrange removal of the concentrator and both ⟪product_code|CD-ALU-460⟫ cylinders under the HOOF (order ref ⟪hoof_ref|HOOF-B-3390127⟫). I have told him and will follow up by phone on ⟦PHONE|01977 605 218⟧.

Thanks, ⟦PERSON|Hannah⟧"""),
]

TEXTS += [
("teams_chat", """[Teams] ⟪org_name|PlasmaPoint Köln⟫ - front desk
⟦PERSON|Lena Vogt⟧ 08:31  donor ⟦PERSON|Milan Petrović⟧ says his compensation for April never arrived, 4 donations = ⟦AMOUNT|€100⟧. IBAN he gave me today: ⟦IBAN|$iban_de1⟧
⟦PERSON|Jonas Berger⟧ 08:40  we have ⟦IBAN|$iban_de2⟧ on file?? different one, maybe he switched banks. ask him for a screenshot from his banking app pls
⟦PERSON|Lena Vogt⟧ 08:42  ok. also his ⟦MEDICAL|total protein was 58 g/l⟧ on Tuesday so he's deferred 2 wks anyway
⟦PERSON|Jonas Berger⟧ 08:43  👍 payout batch ⟪batch_id|PB-2024-05-B⟫ goes Friday, total ⟪org_total|€48,375⟫ for all donors"""),

("referral_letter", """REFERRAL - Residential Rehabilitation
Client: ⟦PERSON|Callum Fraser⟧      DOB: ⟦DATE_OF_BIRTH|27.01.1993⟧
NI number: ⟦NATIONAL_ID|$nino1⟧ (needed for the HB claim)
Current address: ⟦ADDRESS|Room 4, 61 Albert Road, Paisley PA3 2HB⟧ (supported accommodation)
Substance use: ⟦MEDICAL|alcohol dependence, ~30 units/day, withdrawal seizure Feb 2024⟧
Current meds: ⟦MEDICAL|thiamine 100mg TDS, chlordiazepoxide reducing regime⟧
Keyworker: ⟦PERSON|Siobhan Laird⟧, ⟦PHONE|0141 887 3020⟧
Funding: ADP ref ⟪funding_ref|ADP-RR-24-117⟫ - placement ⟪tariff|£2,150 per week⟫ met by the partnership, not the client."""),

("voicemail_transcript", """Voicemail from ⟦PHONE|07980 553 112⟧ - received Tue ⟪timestamp|14:07⟫ - duration ⟪duration|0:48⟫
"Hi, yeah, this is ⟦PERSON|Terry Blackwood⟧, I rang last week about the riser recliner for my mother-in-law, ⟦PERSON|Edna Platt⟧, order ⟪order_id|ORD-771203⟫. Um, she's at ⟦ADDRESS|26 Hollins Court, Bury BL9 5RT⟧ now, not the old place. She's ⟦MEDICAL|registered blind⟧ so if the driver could ring me rather than her... my number's ⟦PHONE|oh seven nine eight oh, five five three, one one two⟧. Oh and I paid the ⟦AMOUNT|two hundred quid⟧ deposit over the phone to your lad, just want to check that's gone through. Cheers."
(transcription confidence: low)"""),

("incident_report", """INCIDENT REPORT ⟪incident_id|IR-2024-0388⟫    Category: patient fall during transfer
Date/time: ⟪timestamp|16/04/2024 15:32⟫    Location: ⟪place_name|Royal Cornwall Hospital, main entrance⟫
Patient: ⟦PERSON|Ivy Pascoe⟧ (88)
Crew: ⟦PERSON|Jason Trelawny⟧ (attendant), ⟦PERSON|Mel Kitto⟧ (driver)
What happened: patient slid from the carry chair on the ramp while the strap was being adjusted. Sustained ⟦MEDICAL|skin tear to left forearm (approx 4cm)⟧ and ⟦MEDICAL|bruising to left hip⟧. Pt takes ⟦MEDICAL|apixaban⟧ so ED review requested.
Vehicle ⟪vehicle_reg|WK21 PTX⟫, carry chair ⟪asset_tag|CC-0917⟫ (strap worn - removed from service).
NOK informed: ⟦PERSON|Brian Pascoe⟧ (son), ⟦PHONE|07766 402 991⟧, at 16:05."""),

("system_email", """From: Donor Session Planner <⟦EMAIL|no-reply@dsp.bloodservice-north.org.uk⟧>
Subject: Your two-step verification backup codes

Hi ⟦PERSON|Abdul⟧,

You (⟦EMAIL|abdul.rahman.k@nhs.net⟧) turned on two-step verification for the Donor Session Planner. Keep these backup codes somewhere safe - each one works once.

    ⟦SECRET|$rc1⟧     ⟦SECRET|$rc2⟧
    ⟦SECRET|$rc3⟧     ⟦SECRET|$rc4⟧
    ⟦SECRET|$rc5⟧     ⟦SECRET|$rc6⟧

Generated ⟪timestamp|2024-08-19 09:03 UTC⟫ from ⟦IP_ADDRESS|51.140.77.213⟧ (Chrome on Windows).
If this wasn't you, call the service desk on ⟦PHONE|0113 820 0155⟧ quoting ⟪ticket_id|SD-55871⟫.
Planner ⟪version|v5.2.1⟫"""),

("discharge_summary", """DISCHARGE SUMMARY - ⟪org_name|St Brigid's Hospice⟫ IPU        form ⟪form_code|DS-07 rev 3⟫
Patient: ⟦PERSON|O'Sullivan, Patrick⟧    DOB ⟦DATE_OF_BIRTH|09/12/1944⟧
Diagnosis: ⟦MEDICAL|carcinoma of the pancreas with liver metastases⟧
Reason for admission: symptom control - ⟦MEDICAL|intractable nausea and vomiting⟧
Discharge meds: ⟦MEDICAL|levomepromazine 6.25mg nocte; OxyContin 20mg bd; OxyNorm 5mg prn⟧
Equipment: profiling bed, pressure mattress (⟪product_code|Alto-Plus 2⟫), commode - via ⟪org_name|Wessex Community Equipment⟫, delivery ref ⟪delivery_ref|WCE-661204⟫
Discharged to: ⟦ADDRESS|The Old Forge, Milton Abbas, Blandford DT11 0BW⟧
Contact: wife ⟦PERSON|Maureen⟧, ⟦PHONE|01258 880 412⟧
Discharging clinician: Dr. ⟦PERSON|Felicity Nwosu⟧      GP: Dr ⟦PERSON|Hamish Barr⟧, ⟪org_name|Abbey Surgery⟫"""),

("docker_compose", """version: "3.9"
services:
  asterisk:
    image: ⟪image_tag|andrius/asterisk:18.20.0⟫
    environment:
      - SIP_TRUNK_HOST=⟦IP_ADDRESS|185.44.221.17⟧
      - SIP_TRUNK_USER=hlcrisis01
      - SIP_TRUNK_PASSWORD=⟦PASSWORD|vq8Rz!41Lt0m⟧
    ports:
      - "⟪port|5060⟫:5060/udp"
  recorder:
    image: crisis/recorder:⟪version|0.9.4⟫
    environment:
      - S3_ACCESS_KEY=⟦APIKEY|$aws_akid2⟧
      - S3_SECRET_KEY=⟦SECRET|$aws_secret2⟧
      - RETENTION_DAYS=90
      - ALERT_DISCORD=⟦SECRET|$discord_hook1⟧
      - ONCALL_EMAIL=⟦EMAIL|oncall.tech@harbourlight.org.uk⟧"""),

("review", """★☆☆☆☆  Took my money and vanished - ⟦PERSON|Glenys R.⟧, ⟪place_name|Rhyl⟫

Ordered a folding scooter (⟪product_code|Pride i-Go Plus⟫, advertised at ⟪price|£1,199⟫) in January for my husband who has ⟦MEDICAL|Parkinson's⟧. Paid ⟦AMOUNT|£1,249⟧ including delivery on my credit card. Six weeks later nothing. Customer services on ⟦PHONE|0345 271 9904⟧ never answer. A lady called ⟦PERSON|Tracey⟧ promised me a refund of ⟦AMOUNT|£1,249⟧ on 2 March, still waiting.

Response from ⟪org_name|ScootAbout Direct⟫: Hi ⟦PERSON|Glenys⟧, we're very sorry. Order ⟪order_id|SAD-20931⟫ has now been refunded in full."""),

("terraform_tfvars", """# terraform.tfvars  (prod)
project             = "vaxclinic-booking"
region              = "⟪cloud_region|eu-west-2⟫"
db_admin_user       = "vcadmin"
db_admin_password   = "⟦PASSWORD|Tz9#fluJab2024⟧"
bastion_allowed_ips = ["⟦IP_ADDRESS|31.94.18.201⟧/32", "⟦IP_ADDRESS|109.153.40.7⟧/32"]
github_token        = "⟦APIKEY|$gh_fine1⟧"
npm_token           = "⟦APIKEY|$npm1⟧"
ami_id              = "⟪ami_id|ami-0a8e7c2d41f3b9e6c⟫"
kms_key_arn         = "⟪arn|arn:aws:kms:eu-west-2:448812093317:key/5c1e0f7a-2b94-4d3e-9a61-0c7d8e2f4b13⟫"
deploy_key          = <<EOT
⟦SECRET|$pem_ssh1⟧
EOT"""),

("handover_note", """Night handover 21:00 - ⟪ward_name|Larch⟫ ward
Rm 1 ⟦PERSON|Enid Catterall⟧ - ⟦MEDICAL|end stage dementia⟧, ⟦MEDICAL|Cheyne-Stokes breathing since 18:00⟧, family aware. Daughter ⟦PERSON|Paula⟧ staying overnight (camp bed).
Rm 2 Mr ⟦PERSON|Desmond Achebe⟧ - ⟦MEDICAL|syringe driver: diamorphine 15mg + midazolam 5mg/24h⟧, rate checked 20:30 ✔. Wife wants a call if any change: ⟦PHONE|07712 349 008⟧.
Rm 4 empty - deep clean booked, job ⟪job_id|FM-22817⟫.
Rm 5 ⟦PERSON|Kath⟧ (⟦PERSON|Kathleen Moody⟧) - ⟦MEDICAL|hypercalcaemia⟧, ⟦MEDICAL|zoledronic acid⟧ given today. V chatty, loves her cat ⟪pet_name|Biscuit⟫ - photos on the wall.
CD keys with NIC. Drug fridge ⟪fridge_temp|4.2°C⟫."""),

("complaint_email", """Subject: Charge I don't recognise - acct ⟪account_ref|MX-22817⟫

Hi there,

I'm writing about a charge of ⟦AMOUNT|$3,480.00⟧ on my card ⟦CARD|$card_amex1⟧ dated 05/21 from "MEDEQUIP*STAIRLIFT". I did get a quote from you guys for a stairlift (quote ⟪quote_id|Q-10492⟫, ⟪quote_amount|$3,480⟫) but I never agreed to go ahead! The rep took my card details over the phone including the 4-digit code ⟦CVV|7715⟧ "just to hold the slot".

My name is ⟦PERSON|Loretta Simms⟧, ⟦ADDRESS|88 Pinecrest Dr, Asheville, NC 28805⟧, phone ⟦PHONE|(828) 274-9013⟧. I'm on ⟦MEDICAL|home oxygen⟧ and can't manage stairs, but I'm going with a different company.

Please refund the ⟦AMOUNT|$3,480.00⟧ within 10 days or I'll dispute it with Amex."""),

("crontab", """# m h dom mon dow command     -- owner: ⟦PERSON|rkowalczyk⟧ (⟪ext_number|ext 2290⟫) ask before editing!!
⟪cron_expr|15 2 * * *⟫ /opt/routes/bin/nightly_optimise.sh >> /var/log/routes.log 2>&1
*/10 * * * * curl -fsS -X POST -H "Authorization: Bearer ⟦APIKEY|$jwt2⟧" https://api.o2routes.internal/v1/sync
0 6 * * 1 /usr/bin/python3 /opt/routes/weekly_report.py --smtp-pass '⟦PASSWORD|Route$Mon6am⟧' --to ⟦EMAIL|depot.managers@breathewell-homecare.co.uk⟧
30 1 * * * autossh -M 0 -N -L ⟪port|5433⟫:localhost:5432 routes@⟦IP_ADDRESS|10.30.5.11⟧"""),

("consent_form", """SCHOOL-AGED IMMUNISATION - CONSENT FORM (scanned, page 1 of 2)
Child's full name: ⟦PERSON|Oliwia Nowak⟧          Date of birth: ⟦DATE_OF_BIRTH|14/08/2016⟧
School: ⟪school_name|St Aidan's CE Primary⟫     Year/class: 3B
Home address: ⟦ADDRESS|57 Wensley Drive, Leeds LS7 2NN⟧
Parent/guardian: ⟦PERSON|Katarzyna Nowak⟧     Tel: ⟦PHONE|07395 208 117⟧
Does your child have any allergies? ⟦MEDICAL|yes - gelatine (pork) allergy⟧
Has your child ever had asthma? ⟦MEDICAL|mild asthma, uses blue inhaler (salbutamol)⟧
Vaccine offered: nasal flu (⟪drug_name_leaflet|Fluenz⟫). NB the nasal vaccine contains porcine gelatine; an injected alternative is available.
Signature: ⟦PERSON|K. Nowak⟧      Form ⟪form_code|SAIS-C1 v2024⟫"""),

("python_snippet", """import requests

# TODO move these to env before the trustees demo!!
TELEGRAM_TOKEN = "⟦APIKEY|$tg_bot1⟧"
CHAT_ID = ⟪chat_id|-1001873340215⟫
MAILGUN_KEY = "⟦APIKEY|$mailgun1⟧"
MAILGUN_DOMAIN = "⟪domain_name|mg.stepsforward.org.uk⟫"

TEST_CLIENT = {
    "name": "⟦PERSON|Danny Reid⟧",
    "phone": "⟦PHONE|+447855310642⟧",
    "email": "⟦EMAIL|dannyreid1989@hotmail.co.uk⟧",
    "group": "⟪group_code|SMART-TUE-PM⟫",
    "med": "⟦MEDICAL|methadone 45ml daily⟧",
}

def remind(client):
    msg = f"Hi {client['name']}, your group starts at 6pm"
    requests.post(f"https://api.telegram.org/bot{TELEGRAM_TOKEN}/sendMessage", json={"chat_id": CHAT_ID, "text": msg})"""),

("sms_thread", """From ⟪sender_id|VaxClinic⟫: Hi ⟦PERSON|Sunita⟧, reminder of your COVID autumn booster appt Thu 17 Oct 10:40 at ⟪venue_name|Kingsway Pharmacy, Derby⟫. Reply C to cancel. Ref ⟪booking_ref|VX8-22K9⟫
Reply: hiya can i bring my dad too, hes 81, ⟦PERSON|Mohan Lal Sharma⟧. he had a ⟦MEDICAL|pacemaker fitted in August⟧ is that ok for the jab?
From VaxClinic: Hi ⟦PERSON|Sunita⟧, yes that's fine, just bring his NHS app. Any questions ring ⟦PHONE|01332 401 880⟧.
Reply: thank u x"""),

("remittance_advice", """REMITTANCE ADVICE
From: ⟪org_name|Saltmarsh Hospice Lottery⟫ (Gambling Commission licence ⟪licence_number|000-012744-R-319471⟫)
To: Mrs ⟦PERSON|Pauline Hendry⟧
Payee account: ⟦IBAN|$iban_gb1⟧
Payment: ⟦AMOUNT|£1,000.00⟧ - weekly draw ⟪draw_number|#1482⟫, first prize
Payment date: 26/07/2024     Reference: ⟪payment_ref|SHL1482W⟫
Queries: ⟦EMAIL|lottery@saltmarshhospice.org.uk⟧ / ⟦PHONE|01472 350 918⟧
Total prizes paid this week: ⟪org_total|£3,250⟫"""),
]

TEXTS += [
("volunteer_application", """VOLUNTEER APPLICATION - ⟪org_name|Desert Rose Hospice⟫ (Tucson)
Name: ⟦PERSON|Raymond T. Ocampo⟧        Preferred name: ⟦PERSON|Ray⟧
DOB: ⟦DATE_OF_BIRTH|July 4, 1958⟧
SSN (for background check only): ⟦SSN|$ssn2⟧
Address: ⟦ADDRESS|4410 E Calle Mira, Tucson, AZ 85718⟧
Phone: ⟦PHONE|520-881-3074⟧     Email: ⟦EMAIL|rayocampo58@yahoo.com⟧
Why do you want to volunteer? My wife ⟦PERSON|Cecilia⟧ was cared for by your team in 2021 when she had ⟦MEDICAL|ALS⟧. I want to give something back.
Health conditions we should know about: ⟦MEDICAL|type 2 diabetes⟧, well controlled.
Note: TB test required - ⟪price|$35⟫, reimbursed by the hospice.    Application ID ⟪application_id|VOL-2024-0192⟫"""),

("ocr_mrz_log", """[scan-svc] ⟪timestamp|2024-09-02 10:21:44⟫ MRZ parse ok doc_type=P issuing=USA
  name="⟦PERSON|WASHINGTON-LEE, TAMIKA JOY⟧"
  passport_no=⟦PASSPORT|$pp_us1⟧ dob=⟦DATE_OF_BIRTH|1984-06-30⟧ sex=F expiry=⟪expiry_date|2031-11-14⟫
  matched appointment ⟪appointment_id|TV-55021⟫ -> planned: ⟦MEDICAL|yellow fever vaccine (YF-VAX) + rabies PrEP dose 1⟧
  stored image s3://tv-scans/⟪uuid|$uuid2⟫.jpg
[scan-svc] uploader ip=⟦IP_ADDRESS|73.162.48.119⟧ device=⟪device_id|kiosk-03⟫ build=⟪version|1.8.12⟫"""),

("email", """Subject: Re: oxygen concentrator for my father - documents

Hi ⟦PERSON|Femke⟧,

As requested, here are the details for my father, ⟦PERSON|Hendrik van der Berg⟧ ("⟦PERSON|Henk⟧"):

BSN: ⟦NATIONAL_ID|$bsn1⟧
Date of birth: ⟦DATE_OF_BIRTH|3 November 1939⟧
Address: ⟦ADDRESS|Dorpsstraat 14, 3451 BK Vleuten⟧

He has ⟦MEDICAL|emphysema⟧ and the pulmonologist prescribed ⟦MEDICAL|2 l/min at night⟧. For the eigen risico please debit ⟦IBAN|$iban_nl1⟧, which is in my name (⟦PERSON|Sanne van der Berg⟧). Mobile ⟦PHONE|+31 6 4172 9930⟧ if the driver gets lost - the house is behind the ⟪place_name|Vleuten⟫ church.

Kind regards,
⟦PERSON|Sanne⟧"""),

("patient_leaflet", """PATIENT INFORMATION LEAFLET - Shingles vaccine (⟪drug_name_leaflet|Shingrix⟫)
Leaflet code ⟪leaflet_code|PIL-SHX-0424⟫, version ⟪version|4.2⟫

Who should have it? Adults aged 65 and over, and people aged 50 and over with a severely weakened immune system. Two doses are given, 2 to 6 months apart.

Common side effects: a sore arm, tiredness, muscle aches, headache and shivering for a day or two. These are normal and show the immune system is responding.

Do not have the vaccine if you have had a severe allergic reaction to a previous dose or to any of its ingredients (for example the ⟪drug_name_leaflet|QS-21⟫ adjuvant).

Private clinics typically charge ⟪price|£190-£220 per dose⟫. The batch number of your vaccine is recorded by the clinic. Questions? Visit ⟪url|www.nhs.uk/vaccinations⟫."""),

("webhook_payload", """{
  "id": "⟪event_id|evt_3PZq1bL8kR2m0dX41x0c9F7a⟫",
  "type": "charge.succeeded",
  "created": ⟪unix_timestamp|1721034851⟫,
  "data": {"object": {
    "id": "⟪charge_id|ch_3PZq1bL8kR2m0dX41⟫",
    "amount": 5000,
    "currency": "gbp",
    "description": "Donation ⟦AMOUNT|£50.00⟧ in memory",
    "billing_details": {"name": "⟦PERSON|Eleanor Whitby-Clarke⟧", "email": "⟦EMAIL|ellie.wc@icloud.com⟧", "phone": "⟦PHONE|+447412902266⟧"},
    "metadata": {"gift_aid": "yes", "in_memory_of": "⟦PERSON|Frank Whitby⟧"},
    "payment_method_details": {"card": {"brand": "visa", "last4": "⟪card_last4|8831⟫", "exp_year": 2027}}
  }}
}"""),

("ci_log", """Job #⟪job_id|884120⟫ (build:stock-sync) on runner ⟪runner_name|gl-runner-02⟫
$ echo "Using token $CI_PUSH_TOKEN"
Using token ⟦APIKEY|$gitlab1⟧
$ git clone https://oauth2:⟦APIKEY|$gitlab1⟧@gitlab.mobilityplus.co.uk/stock/sync.git
Cloning into 'sync'...
$ python sync.py --summary-key ⟦APIKEY|$openai1⟧
Fetched 1,284 SKUs from ⟦IP_ADDRESS|10.50.1.8⟧
ERROR: customer row 211 malformed: "⟦PERSON|Derek Holt⟧;⟦PHONE|01923 448 210⟧;⟦ADDRESS|2 Vale Rd, Watford WD18 0NQ⟧;attendant-controlled chair"
Job failed: exit code 1 (commit ⟪commit_sha|$sha3⟫)"""),

("pagerduty_alert", """[PagerDuty] #⟪incident_number|48812⟫ TRIGGERED: dispatch-api 5xx rate > 5% (prod)
Service: ⟪service_name|nept-dispatch-api⟫     Urgency: high
Host: ⟪hostname|ip-10-61-4-22⟫ (⟦IP_ADDRESS|10.61.4.22⟧)
Assigned to: ⟦PERSON|Priyanka Menon⟧ (⟦PHONE|+44 7469 330 812⟧)
Escalates to: ⟦PERSON|Tom O'Hare⟧ after 15 min
Last error: psycopg2.OperationalError: FATAL: password authentication failed for user "dispatch" (dsn postgresql://dispatch:⟦SECRET|Amb-Dispatch-99!⟧@⟦IP_ADDRESS|10.61.9.5⟧:5432/dispatch)
Runbook: ⟪url|https://wiki.internal/runbooks/dispatch-5xx⟫"""),

("call_transcript", """AGENT: ⟪org_name|Able Living Direct⟫, ⟦PERSON|Shauna⟧ speaking.
CALLER: Hi, I want to pay for the bath lift, the order's ⟪order_id|AL-509113⟫.
AGENT: Lovely. Can I take the name on the card?
CALLER: Mr ⟦PERSON|D. Ferguson⟧. ⟦PERSON|Donald Ferguson⟧.
AGENT: And the long number?
CALLER: ⟦CARD|$card_mc1⟧.
AGENT: Expiry?
CALLER: Oh-nine, twenty-six.
AGENT: And the three digits on the back?
CALLER: ⟦CVV|318⟧.
AGENT: Thanks. That's ⟦AMOUNT|£379.00⟧ taken. On the VAT relief form you've ticked that you have ⟦MEDICAL|rheumatoid arthritis⟧, so there's no VAT - list price is ⟪price|£455⟫ inc VAT.
CALLER: And it's going to ⟦ADDRESS|5 Kirkhill Gardens, Penicuik EH26 8JQ⟧?
AGENT: That's right, delivery slot ⟪delivery_slot|Thu AM⟫."""),

("nginx_config", """# /etc/nginx/sites-available/donate.conf
upstream donate_app {
    server ⟪loopback_ip|127.0.0.1⟫:⟪port|8081⟫;
    server ⟪doc_ip|203.0.113.10⟫:8081 backup;
}
server {
    listen 443 ssl http2;
    server_name ⟪domain_name|donate.willowbrookhospice.org.uk⟫;
    ssl_certificate /etc/letsencrypt/live/donate/fullchain.pem;
    # copied from the AWS docs, NOT a real key: ⟪example_key|AKIAIOSFODNN7EXAMPLE⟫
    add_header X-App-Version ⟪version|2024.06.3⟫;
    location /api/ {
        proxy_pass http://donate_app;
        proxy_set_header X-Request-Id $request_id;
    }
}"""),

("safety_plan", """## My Safety Plan - ⟦PERSON|Jade Okafor⟧

**Warning signs:** not sleeping, skipping my ⟦MEDICAL|lithium⟧, ⟦MEDICAL|urges to self-harm (cutting)⟧ getting louder.

**People I can call:**
- my sister ⟦PERSON|Chioma⟧ - ⟦PHONE|07588 213 440⟧
- CPN ⟦PERSON|Gavin Teale⟧ - ⟦PHONE|0114 271 6630⟧ (Mon-Fri)
- ⟪org_name|Harbourlight⟫ night line - ⟦PHONE|0800 689 4410⟧

**Keeping safe:** ask ⟦PERSON|Chioma⟧ to hold my meds. Spare key is in the key safe, code ⟦PASSWORD|1 9 7 3⟧.

Reviewed ⟪review_date|03/05/2024⟫ - template ⟪form_code|SP-v6⟫."""),

("hr_email", """Subject: Onboarding docs - ⟦PERSON|Anitha Joseph⟧ (Staff Nurse, IPU)

Hi ⟦PERSON|Gemma⟧,

Right to work checks are done for our new international recruit:
- Passport: ⟦PASSPORT|$pp_in1⟧ (Republic of India), expiry ⟪expiry_date|18/02/2033⟫
- Aadhaar (she sent it by mistake, please delete from the shared drive): ⟦NATIONAL_ID|$aadhaar1⟧
- DOB: ⟦DATE_OF_BIRTH|02/06/1995⟧
- CoS: ⟪cos_number|C2G8K31004X⟫
- UK address: ⟦ADDRESS|Flat 2, 19 Clarendon Road, Southport PR8 4DD⟧
- Personal email: ⟦EMAIL|anithajoseph95@gmail.com⟧

Salary agreed at ⟦AMOUNT|£29,970 p.a.⟧ plus a relocation allowance of ⟦AMOUNT|£1,500⟧ paid with the first salary.

Thanks,
⟦PERSON|Rachel Dunmore⟧, HR Advisor"""),

("customer_email", """Hello,

I'm filling in the paperwork for my oxygen rental (order ⟪order_id|ON-O2-22819⟫) and I think I accidentally put my SIN ⟦NATIONAL_ID|$sin1⟧ in the box for my health card number on page 2 of form ⟪form_code|4620-87⟫. Could you please shred that page?

Details: ⟦PERSON|Marie-Ève Gagnon⟧, ⟦ADDRESS|1407 Carling Ave, Unit 6, Ottawa ON K1Z 7L3⟧, ⟦PHONE|613-729-4480⟧. My respirologist says I have ⟦MEDICAL|pulmonary hypertension⟧ so I need the unit running by the weekend.

Your website says the rental is ⟪price|$470.00⟫/month and ADP covers 75%, so my part is ⟦AMOUNT|$117.50 CAD⟧. Please charge the card on file: ⟦CARD|$card_visa2⟧, CVV ⟦CVV|906⟧.

Merci!"""),

("csv_export", """# export ⟪timestamp|2024-09-01T18:00:02Z⟫ event=⟪event_code|WALK24⟫
reg_id,first,last,email,mobile,donation_paid,in_memory_of
⟪registration_id|W24-0001⟫,⟦PERSON|Gemma⟧,⟦PERSON|Rowlands⟧,⟦EMAIL|gemma.rowlands@gmail.com⟧,⟦PHONE|07944 110 257⟧,⟦AMOUNT|£25.00⟧,⟦PERSON|Joan Rowlands⟧
⟪registration_id|W24-0002⟫,⟦PERSON|Ade⟧,⟦PERSON|Balogun⟧,⟦EMAIL|ade.b@protonmail.com⟧,⟦PHONE|07380 902 614⟧,⟦AMOUNT|£10.00⟧,
⟪registration_id|W24-0003⟫,⟦PERSON|Lucy⟧,⟦PERSON|Fairweather-Hunt⟧,⟦EMAIL|lucyfh@btinternet.com⟧,⟦PHONE|07861 337 095⟧,⟦AMOUNT|£50.00⟧,⟦PERSON|Peter Hunt⟧"""),

("family_email", """Dear Ms ⟦PERSON|Hartley⟧,

Regarding the transfer of my mother, ⟦PERSON|Halina Wiśniewska⟧, from ⟪org_name|Hospicjum św. Łazarza⟫ in ⟪place_name|Kraków⟫ to your unit: for the S2 form they need her PESEL, which is ⟦NATIONAL_ID|$pesel1⟧ (born ⟦DATE_OF_BIRTH|22.03.1957⟧).

She has ⟦MEDICAL|ovarian cancer, stage IV, with malignant ascites⟧ and needs ⟦MEDICAL|paracentesis roughly every 10 days⟧. The air ambulance is quoted at ⟪quote_amount|€7,800⟫; I have already paid the ⟦AMOUNT|€2,000⟧ deposit from my account ⟦IBAN|$iban_pl1⟧.

While she is with you I will stay at ⟦ADDRESS|34 Greenbank Road, Bristol BS5 6HD⟧; my UK number is ⟦PHONE|07521 884 306⟧.

Best regards,
⟦PERSON|Agnieszka Wiśniewska-Moore⟧"""),

("slack_thread", """#donor-insights
⟦PERSON|ben.adeyinka⟧ 15:02  trying the LLM summariser on donor feedback, key is ⟦APIKEY|$openai1⟧ if anyone wants to test (team one)
⟦PERSON|sara.lindholm⟧ 15:03  🙃 pls revoke, this channel has 140 ppl in it
⟦PERSON|ben.adeyinka⟧ 15:05  fine, switching to the local model. HF token ⟦APIKEY|$hf1⟧
⟦PERSON|sara.lindholm⟧ 15:05  ⟦PERSON|BEN⟧
⟦PERSON|ben.adeyinka⟧ 15:09  ok ok revoked both. model is ⟪model_name|Llama-3.1-8B-Instruct⟫ on the ⟪gpu_model|A10G⟫ box at ⟦IP_ADDRESS|10.3.7.41⟧"""),

("booking_request", """Booking request - non-emergency patient transport (sjukresa)    ref ⟪booking_ref|SR-24-118032⟫
Patient: ⟦PERSON|Erik Lindgren⟧      Personnummer: ⟦NATIONAL_ID|$pnr1⟧
Date of birth: ⟦DATE_OF_BIRTH|30 May 1971⟧
Pickup: ⟦ADDRESS|Storgatan 12B, 903 26 Umeå⟧
Destination: ⟪place_name|Norrlands universitetssjukhus⟫, dialysis unit
Reason: ⟦MEDICAL|haemodialysis 3x weekly⟧; ⟦MEDICAL|wheelchair user after below-knee amputation⟧
Patient fee: ⟪tariff|SEK 130 per trip⟫ (high-cost protection after ⟪tariff|SEK 1,400⟫)
Contact: ⟦PHONE|+46 70 318 44 92⟧   ⟦EMAIL|erik.lindgren71@telia.com⟧
Booked by: ⟦PERSON|Anna Sjöberg⟧ (nurse)"""),

("whatsapp", """⟪org_name|Fundación Alba Cuidados⟫ - volunteers
[14:02] ⟦PERSON|Pilar⟧: Hi ⟦PERSON|Sheila⟧, for the volunteer insurance I need your NIE please
[14:10] ⟦PERSON|Sheila Moffat⟧: Hi ⟦PERSON|Pilar⟧ it's ⟦NATIONAL_ID|$nie1⟧. My husband ⟦PERSON|Ron⟧ is volunteering too, his is on his TIE card, I'll send it tonight
[14:11] ⟦PERSON|Pilar⟧: perfect. and the DNI of the family contact for Sr. ⟦PERSON|Ortega⟧?
[14:15] ⟦PERSON|Sheila Moffat⟧: his daughter ⟦PERSON|Lucía Ortega⟧, ⟦NATIONAL_ID|$dni1⟧, mobile ⟦PHONE|+34 612 448 903⟧
[14:16] ⟦PERSON|Pilar⟧: gracias!! training is Thursday at the ⟪place_name|Benalmádena⟫ centre, room ⟪room_number|2.14⟫"""),

("referral_email", """To: intake, ⟪org_name|Koivukoti Hospice⟫
Subject: Palliative referral

Patient: ⟦PERSON|Aarne Mäkelä⟧, henkilötunnus ⟦NATIONAL_ID|$hetu1⟧, born ⟦DATE_OF_BIRTH|2.12.1948⟧
Diagnosis: ⟦MEDICAL|glioblastoma, progressing despite temozolomide⟧
Home: ⟦ADDRESS|Mannerheimintie 88 A 12, 00250 Helsinki⟧
Next of kin: ⟦PERSON|Kaisa Mäkelä⟧, ⟦PHONE|+358 40 712 3398⟧
Transfer by ⟪org_name|Helsingin Sairaankuljetus⟫ on ⟪appointment_date|14.6.⟫, referral no. ⟪referral_id|KK-2024-311⟫"""),

("vaccination_record", """Vaccination record export - Centre de vaccination ⟪org_name|Lyon Gerland⟫   printed ⟪timestamp|2024-10-08 16:40⟫
Patient: ⟦PERSON|DUBOIS Céline⟧
N° sécurité sociale: ⟦NATIONAL_ID|$nir1⟧
Date of birth: ⟦DATE_OF_BIRTH|17/09/1964⟧
Address: ⟦ADDRESS|12 rue Béchevelin, 69007 Lyon⟧     Tel: ⟦PHONE|06 71 44 28 90⟧
Administered: ⟦MEDICAL|DTP booster (Repevax) + pneumococcal (Prevenar 20)⟧
Allergies: ⟦MEDICAL|penicillin⟧
Lots: ⟪vaccine_lot|X3K72⟫ / ⟪vaccine_lot|LL9041⟫"""),

("email", """Subject: Politiattest for volunteer - ⟦PERSON|Ingrid Haugen⟧

Hei, for the crisis line volunteer check:
Fødselsnummer: ⟦NATIONAL_ID|$fnr1⟧ (born ⟦DATE_OF_BIRTH|15.07.1962⟧)
Address: ⟦ADDRESS|Tordenskjolds gate 9, 7011 Trondheim⟧
Reference: ⟦PERSON|Per-Olav Nilsen⟧ (⟦PHONE|+47 922 41 837⟧)
Once approved, her line login is ⟦PERSON|ihaugen⟧ with temporary password ⟦PASSWORD|Fyr-lykt-2024⟧ - she must change it at first login.
Case ⟪case_number|FRV-0931⟫"""),

("order_confirmation", """Order confirmation - ⟪org_name|BreatheEasy Medical Pte Ltd⟫ (UEN ⟪uen|201834552K⟫)
Customer: ⟦PERSON|Tan Wei Ling⟧    NRIC: ⟦NATIONAL_ID|$nric1⟧
Patient: ⟦PERSON|Tan Ah Kow⟧ (husband)    NRIC: ⟦NATIONAL_ID|$nric3⟧
Item: 5L oxygen concentrator, rental ⟪price|S$180/month⟫
Delivery: ⟦ADDRESS|Blk 412 Bedok North Ave 2, #08-115, Singapore 460412⟧
Deposit paid: ⟦AMOUNT|S$500⟧ via PayNow (⟪payment_ref|PN20240611-88123⟫)
Contact: ⟦PHONE|+65 9123 4471⟧
Clinical note: ⟦MEDICAL|SpO2 86% on room air, post-COVID lung fibrosis⟧"""),
]

TEXTS += [
("call_notes", """Insurance verification - ⟪org_name|New Dawn Recovery Center⟫ admissions
Caller: ⟦PERSON|Brittany Kowalski⟧ (self)    DOB ⟦DATE_OF_BIRTH|1996-12-09⟧
SSN ⟦SSN|$ssn3⟧ (for Medicaid eligibility lookup)
Presenting: ⟦MEDICAL|fentanyl use disorder, last use 2 days ago, Suboxone bridge from the ED⟧
Callback: ⟦PHONE|480-209-6613⟧
Detox bed ⟪bed_number|D-4⟫ available 8/14. Private pay rate for reference only: ⟪tariff|$850/day⟫"""),

("live_chat", """Live chat - ⟪org_name|EasyReach Mobility⟫ - session ⟪session_id|LC-7F2K91⟫
Visitor (⟦PERSON|Joyce⟧): hello i cant get the checkout to work for the perching stool
Agent ⟦PERSON|Marek⟧: Sorry about that ⟦PERSON|Joyce⟧! What error do you see?
Visitor (⟦PERSON|Joyce⟧): keeps saying declined but the card is fine. its ⟦CARD|$card_visa3⟧ exp 11/25 and the code is ⟦CVV|551⟧
Agent ⟦PERSON|Marek⟧: Please don't share card details in chat - I've masked them on our side (now shows ⟪masked_card|4716-****-****-8036⟫).
Visitor: sorry!! im ⟦MEDICAL|partially sighted⟧ so its hard to read the page
Agent: No problem, I can email you a payment link instead?
Visitor: ⟦EMAIL|joyce.pembridge@sky.com⟧
Agent: Sent. The stool is ⟪price|£34.99⟫ with free delivery."""),

("jira_ticket", """⟪jira_key|OPS-2291⟫  TLS cert renewal for the text-line gateway
Reporter: ⟦PERSON|Nadia Rahman⟧    Assignee: ⟦PERSON|Colm Brady⟧    Priority: High

New cert from ⟪org_name|Sectigo⟫ attached. Private key below because the upload kept failing (I know, I know):

⟦SECRET|$pem_ec1⟧

CSR fingerprint ⟪sha256_fingerprint|$sha256_1⟫. Gateway is ⟦IP_ADDRESS|172.16.40.2⟧.

Comment - ⟦PERSON|Colm Brady⟧: installed. Key was pasted into Jira, so treat it as compromised and re-issue next sprint."""),

("it_onboarding", """New starter IT pack - ⟦PERSON|Oluwaseun Adebayo⟧ (Donor Carer, ⟪place_name|Tooting⟫ donor centre)
Username: ⟦PERSON|oadebayo⟧
Initial password: ⟦PASSWORD|Welcome!Blood24⟧ (you'll be asked to change it)
Authenticator: if you can't scan the QR code, type this key in manually:
    ⟦SECRET|$totp1⟧
Laptop asset ⟪asset_tag|LT-22910⟫, desk phone ⟪ext_number|ext 4471⟫
Service desk: ⟦PHONE|0208 672 9900⟧"""),

("bug_report", """Bug report: duplicate direct debits (⟪ticket_id|BUG-1187⟫)
Steps: logged in as supporter ⟦EMAIL|h.mccready@gmail.com⟧, opened /my-giving, clicked "Change amount" twice.

curl 'https://give.lanternhospice.org.uk/api/dd/amend' \\
  -H 'Cookie: sessionid=⟦SECRET|$cookie_dj1⟧; csrftoken=⟪redacted|[REDACTED]⟫' \\
  --data-raw '{"plan":"⟪plan_id|monthly-std⟫","amount":"15.00"}'

Result: two mandates created and ⟦PERSON|Hugh McCready⟧ was charged ⟦AMOUNT|£15.00⟧ twice on 1 Aug from ⟦IBAN|$iban_gb2⟧.
Server web-2 (⟦IP_ADDRESS|10.0.12.52⟧), release ⟪version|4.7.0⟫."""),

("customer_email", """Dear Sir or Madam,

I will travel to ⟪place_name|Edinburgh⟫ from 12 to 19 August and need oxygen delivered to my hotel (⟪org_address|The Caledonian, Princes Street, Edinburgh EH1 2AB⟫).

Name: ⟦PERSON|Jürgen Hoffmann⟧
Passport: ⟦PASSPORT|$pp_de1⟧
Date of birth: ⟦DATE_OF_BIRTH|08.04.1952⟧
Diagnosis: ⟦MEDICAL|COPD GOLD 3, 2 l/min at rest and 4 l/min on exertion⟧

I live in Basel, so please invoice me and I will transfer from ⟦IBAN|$iban_ch1⟧. Mobile ⟦PHONE|+41 79 382 55 10⟧.

Mit freundlichen Grüßen
⟦PERSON|J. Hoffmann⟧"""),

("fit_to_fly_request", """FIT TO FLY - letter request
Patient: ⟦PERSON|Sheila Brannigan⟧ (passport ⟦PASSPORT|$pp_gb1⟧)
Travelling to ⟪place_name|Málaga⟫, flight ⟪flight_number|LS871⟫ on 3 Sept
Condition: ⟦MEDICAL|metastatic breast cancer, stable; needs in-flight oxygen 2L/min⟧
POC: ⟪product_code|Inogen One G4⟫ (airline approved model)
Requested by: ⟦PERSON|Dermot Brannigan⟧, ⟦PHONE|07432 880 163⟧
Letter fee ⟪price|£35⟫ (waived for hospice patients)"""),

("letter", """To whom it may concern,                                         Our ref: ⟪letter_ref|AH/KM/0722⟫

This letter confirms that ⟦PERSON|Moira Campbell⟧ (date of birth ⟦DATE_OF_BIRTH|21/01/1940⟧) is an in-patient at ⟪org_name|Ardgowan Hospice⟫ with ⟦MEDICAL|end-stage heart failure⟧, and her prognosis is likely to be days to short weeks. Her son, ⟦PERSON|Alasdair Campbell⟧ (Canadian passport ⟦PASSPORT|$pp_ca1⟧), needs to travel urgently from ⟪place_name|Calgary⟫ to be with her.

Yours faithfully,
Dr ⟦PERSON|Kirsty Mowat⟧, Specialty Doctor
Tel ⟦PHONE|01475 726 830⟧"""),

("booking_email", """Booking ⟪booking_ref|WH-LDN-44180⟫ - wheelchair hire, 5 days
Name: ⟦PERSON|Haruka Tanaka⟧
Card: ⟦CARD|$card_jcb1⟧   Exp 04/28   CVC ⟦CVV|260⟧
Delivery to hotel: ⟪org_address|Premier Inn, 1 Westminster Bridge Rd, London SE1 7PB⟫
Hire total: ⟦AMOUNT|£87.50⟧ (5 days x ⟪tariff|£17.50⟫)
Mobile (Japan): ⟦PHONE|+81 90 4418 2275⟧
Note: customer has ⟦MEDICAL|a fractured left ankle⟧ - please fit the elevating leg rest."""),

("ansible_inventory", """[depot_servers]
leeds-depot   ansible_host=⟦IP_ADDRESS|10.20.30.11⟧
hull-depot    ansible_host=⟦IP_ADDRESS|10.20.31.11⟧

[depot_servers:vars]
ansible_user=deploy
ansible_become_pass=⟦PASSWORD|D3pot-Sud0!⟧

[telemetry]
o2-telemetry  ansible_host=⟦IP_ADDRESS|18.133.92.40⟧ ansible_port=⟪port|2222⟫

# vault id ⟪vault_id|prod@~/.vault_prod⟫ -- maintained by ⟦PERSON|sgreenhalgh⟧"""),

("sentry_event", """Sentry ⟪sentry_issue|VAXBOOK-3K1⟫  TypeError: Cannot read properties of undefined (reading 'slot')
release: ⟪version|vaxbook-web@2.8.1⟫   environment: production
user: {"id": "⟪user_id|u_77310⟫", "email": "⟦EMAIL|grace.otieno@yahoo.co.uk⟧", "ip_address": "⟦IP_ADDRESS|2a02:c7c:5b21:8800:1d4e:2f90:7c31:aa05⟧"}
breadcrumb: fetch GET https://maps.googleapis.com/maps/api/geocode/json?address=⟦ADDRESS|14+Kenilworth+Rd+Coventry+CV4+7AF⟧&key=⟦APIKEY|$google2⟧ [200]
extra: {"patient_name": "⟦PERSON|Grace Otieno⟧", "eligibility": "⟦MEDICAL|pregnant, 28 weeks⟧", "vaccine": "pertussis"}"""),

("annual_report", """Extract from the Annual Report 2023/24 - ⟪org_name|Pathways Recovery Trust⟫ (registered charity ⟪charity_number|1098824⟫)

In 2023/24 we supported 2,411 people in treatment and recovery across the county. Total income was ⟪org_total|£6.82m⟫, of which statutory contracts made up ⟪org_total|£5.1m⟫. Unrestricted reserves stood at ⟪org_total|£1.34m⟫, around ⟪reserves_months|2.4 months⟫ of expenditure.

"Every person who walks through our door deserves to be met with hope." - ⟦PERSON|Yvonne Achterberg⟧, Chief Executive

Registered office: ⟪org_address|Unit 4, Canal Wharf, Leeds LS11 5PS⟫. Auditor: ⟪org_name|Fenwick & Ross LLP⟫."""),

("payroll_csv", """cost_centre,name,ni_number,tax_code,gross,net,iban
⟪cost_centre|CC-410 IPU⟫,"⟦PERSON|Okoro, Blessing⟧",⟦NATIONAL_ID|$nino2⟧,⟪tax_code|1257L⟫,⟦AMOUNT|£2,418.75⟧,⟦AMOUNT|£1,962.10⟧,⟦IBAN|$iban_gb4⟧
⟪cost_centre|CC-420 Community⟫,"⟦PERSON|Hughes, Dafydd⟧",⟦NATIONAL_ID|$nino3⟧,⟪tax_code|BR⟫,⟦AMOUNT|£640.00⟧,⟦AMOUNT|£512.00⟧,⟦IBAN|$iban_gb5⟧"""),

("calendar_invite", """BEGIN:VCALENDAR
VERSION:2.0
BEGIN:VEVENT
SUMMARY:Crisis line volunteer debrief
ORGANIZER;CN=⟦PERSON|Marguerite Olsen⟧:mailto:⟦EMAIL|m.olsen@harbourlight.org.uk⟧
ATTENDEE;CN=⟦PERSON|Femi Adewale⟧:mailto:⟦EMAIL|femi.adewale@harbourlight.org.uk⟧
DTSTART:⟪timestamp|20240612T180000Z⟫
LOCATION:Zoom ⟪meeting_id|851 2290 4471⟫
DESCRIPTION:Passcode ⟦PASSWORD|Debrief!612⟧ - please don't forward
UID:⟪uuid|$uuid3⟫
END:VEVENT
END:VCALENDAR"""),

("delivery_note", """DELIVERY NOTE ⟪delivery_note_no|DN-0088412⟫     Route ⟪route_code|R7-SOUTH⟫     Driver: ⟦PERSON|Kev Mahoney⟧
Deliver to: Mrs ⟦PERSON|Agnes Thornbury⟧
⟦ADDRESS|Flat 7, Marlowe House, 2 Tower St, Canterbury CT1 2AZ⟧
Tel: ⟦PHONE|01227 451 093⟧
Items: 1 x ⟪sku|ZIM-FRAME-ADJ⟫ walking frame; 1 x ⟪sku|RT-SEAT-3IN⟫ raised toilet seat
Access: key safe code ⟦PASSWORD|0411⟧, ring twice - customer is ⟦MEDICAL|hard of hearing⟧
Received by: ⟦PERSON|A. Thornbury⟧     Time: 11:42"""),

("github_workflow", """name: deploy-donations
on: push
env:
  SLACK_WEBHOOK: ⟦SECRET|$slack_hook2⟧
  STRIPE_RESTRICTED_KEY: ⟦APIKEY|$stripe_rk1⟧
  STRIPE_WEBHOOK_SECRET: ⟦SECRET|$whsec2⟧
jobs:
  deploy:
    runs-on: ⟪runner_label|ubuntu-22.04⟫
    steps:
      - uses: ⟪action_ref|actions/checkout@v4⟫
      - run: ./deploy.sh --host ⟦IP_ADDRESS|35.177.84.102⟧ --user deploy
      - run: echo "deployed by @⟦PERSON|hollie-fenn⟧\""""),

("survey_response", """Survey: post-vaccination feedback      response ⟪response_id|R_2xQ9kLm⟫
Q1 How satisfied were you overall? 2/5
Q4 Anything else? "The nurse (I think her name was ⟦PERSON|Bronwen⟧?) was lovely but I waited 50 mins with an 8-week-old. My son ⟦PERSON|Idris⟧ had ⟦MEDICAL|a fever of 38.9 and vomited⟧ the night after his ⟦MEDICAL|8-week jabs (6-in-1, MenB, rotavirus)⟧ - is that normal? nobody rang me back. My number is ⟦PHONE|07812 605 339⟧. ⟦PERSON|Carys Evans-Pugh⟧"
Q5 May we contact you? Yes - ⟦EMAIL|carys.ep@gmail.com⟧"""),

("audit_log", """{"ts":"⟪timestamp|2024-02-20T03:14:09Z⟫","actor":"⟦PERSON|jpelham⟧","action":"VIEW","record":"⟪record_id|EPR-000918273⟫","patient":"⟦PERSON|Dunmore, Terence⟧","src_ip":"⟦IP_ADDRESS|10.1.40.77⟧","reason":"break-glass"}
{"ts":"2024-02-20T03:14:51Z","actor":"⟦PERSON|jpelham⟧","action":"EXPORT_PDF","record":"EPR-000918273","src_ip":"⟦IP_ADDRESS|10.1.40.77⟧"}
{"ts":"2024-02-20T07:02:30Z","actor":"⟪role_account|privacy.officer⟫","action":"FLAG","record":"EPR-000918273","note":"access outside care team - investigating"}"""),

("postman_environment", """{
  "id": "⟪uuid|$uuid4⟫",
  "name": "NEPT-partner-prod",
  "values": [
    {"key": "baseUrl", "value": "https://api.transport-partner.co.uk/v2", "enabled": true},
    {"key": "clientId", "value": "⟪client_id|nept-portal-web⟫", "enabled": true},
    {"key": "basicUser", "value": "⟦PERSON|akhalid⟧", "enabled": true},
    {"key": "basicPass", "value": "⟦PASSWORD|Ambul@nce2024⟧", "enabled": true},
    {"key": "accessToken", "value": "⟦APIKEY|$jwt1⟧", "enabled": true},
    {"key": "slackToken", "value": "⟦APIKEY|$slack_bot2⟧", "enabled": false},
    {"key": "testPatientPhone", "value": "⟦PHONE|07700 318 452⟧", "enabled": true}
  ],
  "_postman_exported_at": "⟪timestamp|2024-06-03T08:11:45.102Z⟫",
  "_postman_exported_using": "⟪version|Postman/10.24.16⟫"
}"""),

("refund_letter", """Dear Mr ⟦PERSON|Álvaro Serrano⟧,

Following the return of the portable concentrator (serial ⟪serial_number|PC-7Q-44019⟫), we have refunded your deposit of ⟦AMOUNT|€300.00⟧ to ⟦IBAN|$iban_es1⟧. The holiday oxygen charges for your stay in ⟪place_name|Torrevieja⟫ (⟦AMOUNT|€214.50⟧) were settled on your card ending ⟪masked_card|•••• 0917⟫.

Reference ⟪refund_ref|RF-ES-20418⟫. If you need anything further please call ⟦PHONE|+34 965 70 12 88⟧."""),

("donation_email", """Hello,

I'd like to make a donation of ⟦AMOUNT|€500⟧ in memory of my grandfather ⟦PERSON|Giuseppe Ferraro⟧, who was cared for at your hospice last spring. Can I transfer from my Italian account ⟦IBAN|$iban_it1⟧? Your website only shows ⟪org_account|sort code 40-11-62, account 71044108⟫.

Please send the receipt to ⟦EMAIL|chiara.ferraro@libero.it⟧.

Grazie,
⟦PERSON|Chiara Ferraro⟧
⟦ADDRESS|Via Garibaldi 27, 10122 Torino⟧"""),
]
