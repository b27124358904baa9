# blind65 - English texts.  Each entry typed by hand: (kind, marked_text)
# ⟦TYPE|value⟧ = labelled span, ⟪kind|value⟫ = decoy, $name = values.VALUES[name]
TEXTS = []

# ---------------------------------------------------------------- part 1
TEXTS.append(("sms", """Hi ⟦PERSON|Margaret⟧, it's ⟦PERSON|Col⟧ from ⟪org_name|Brightflue Sweeps⟫. Confirming sweep Thurs 9am at ⟦ADDRESS|14 Nether Lane, Hathersage, S32 1DB⟧. Pls clear the hearth + move ⟪pet_name|Biscuit⟫'s basket lol. Deposit of ⟦AMOUNT|£25⟧ recvd, ta. Any probs ring ⟦PHONE|07831 446 902⟧. Ref ⟪job_ref|BF-2291⟫"""))

TEXTS.append(("email_with_signature", """Subject: Re: Bosch dishwasher E24 – visit booked

Hi Mrs ⟦PERSON|Okonkwo⟧,

Thanks for your call this morning. Engineer ⟦PERSON|Tomasz Wilk⟧ will attend ⟦ADDRESS|Flat 3, 22 Clarendon Road, Leeds LS2 9NZ⟧ on ⟪appointment_date|Tue 14 May⟫ between 8–12. The ⟪error_code|E24⟫ code usually means a blocked drain hose — please don't run it before he arrives.

We took the callout fee of ⟦AMOUNT|£79.00⟧ on the card ending ⟪masked_card|**** 6620⟫. Your booking number is ⟪booking_ref|APX-558013⟫.

Kind regards,
⟦PERSON|Shauna Reilly⟧
Customer Service | ⟪org_name|Apex Appliance Repairs Ltd⟫
T: ⟦PHONE|0113 245 7710⟧  E: ⟦EMAIL|shauna.reilly@apexappliance.co.uk⟧"""))

TEXTS.append(("whatsapp_group", """[09:14, 03/04/2024] ⟦PERSON|Gary Pocock⟧: job for tmrw lads, sky dish realign + 2nd point in bedroom
[09:14, 03/04/2024] ⟦PERSON|Gary Pocock⟧: ⟦PERSON|Brenda Hollis⟧, ⟦ADDRESS|7 Meadow Rise, Wroughton, Swindon SN4 9BX⟧, tel ⟦PHONE|07962 318804⟧
[09:15, 03/04/2024] ⟦PERSON|Kev⟧: whats the wifi for the sky q box
[09:16, 03/04/2024] ⟦PERSON|Gary Pocock⟧: she said its ⟦PASSWORD|hollis1958rose⟧ lol. dish is a ⟪dish_model|Zone 2 80cm⟫ with an ⟪lnb_model|Inverto quad LNB⟫ so bring a spare
[09:16, 03/04/2024] ⟦PERSON|Kev⟧: 👍 has she paid the ⟦AMOUNT|£40⟧ deposit?
[09:17, 03/04/2024] ⟦PERSON|Gary Pocock⟧: yep bank transfer, ref ⟪payment_ref|SKY0403⟫"""))

TEXTS.append(("env_file", """# bluewater-pools booking app — prod
APP_ENV=production
APP_URL=⟪org_url|https://book.bluewaterpools.co.uk⟫
PORT=⟪port|8080⟫
DATABASE_URL=postgres://bw_app:⟦SECRET|Chl0rine!Shock-22⟧@⟦IP_ADDRESS|10.40.2.17⟧:5432/bookings
STRIPE_PUBLISHABLE_KEY=⟪publishable_key|$pk_live1⟫
STRIPE_SECRET_KEY=⟦APIKEY|$stripe_sk1⟧
STRIPE_WEBHOOK_SECRET=⟦SECRET|$whsec1⟧
SENDGRID_API_KEY=⟦APIKEY|$sendgrid1⟧
MAIL_FROM=⟦EMAIL|bookings@bluewaterpools.co.uk⟧
ADMIN_EMAIL=⟦EMAIL|dean.whitlock@bluewaterpools.co.uk⟧
SENTRY_RELEASE=⟪release_version|bw-booking@3.14.2⟫"""))

TEXTS.append(("stack_trace", """Traceback (most recent call last):
  File "/srv/fixit/app/jobs/sync.py", line ⟪line_number|212⟫, in push_job
    resp = client.create(job)
  File "/usr/lib/python3.11/site-packages/fsm_client/api.py", line 88, in create
    raise ApiError(r.status_code, r.text)
fsm_client.errors.ApiError: (422, '{"error":"invalid postcode","job":{"id":"⟪job_id|J-20931⟫","customer":"⟦PERSON|Declan Furey⟧","phone":"⟦PHONE|+44 7700 183 552⟧","addr":"⟦ADDRESS|41 Harcourt St, Bangor BT20 5AN⟧","appliance":"⟪appliance_model|Hotpoint NSWM 1043C⟫","fault":"drum bearing"}}')
  request_id=⟪request_id|$uuid1⟫ user=⟦PERSON|sbhatti⟧ host=⟦IP_ADDRESS|172.16.8.23⟧"""))

TEXTS.append(("call_transcript", """[Call recording 14:02 – ⟪call_id|CR-7781-0442⟫]
AGENT (⟦PERSON|Priya⟧): Good afternoon, ⟪org_name|Ascenda Stairlifts⟫, ⟦PERSON|Priya⟧ speaking.
CALLER: Hi love, I'm ringing for my mum, ⟦PERSON|Edna Braithwaite⟧, she's just come out of hospital after a ⟦MEDICAL|hip replacement⟧ and can't manage the stairs.
AGENT: Sorry to hear that. Can I take her date of birth?
CALLER: ⟦DATE_OF_BIRTH|3rd of May 1941⟧.
AGENT: And the address for the survey?
CALLER: ⟦ADDRESS|22 Oakfield Avenue, Ilkeston, DE7 5GH⟧. It's a straight staircase, thirteen steps.
AGENT: Lovely. Our straight lifts start at ⟪price|£1,895⟫ fitted. Does she use a ⟦MEDICAL|walking frame⟧ at all?
CALLER: Yeah, and she's on ⟦MEDICAL|warfarin⟧ so she bruises like a peach.
AGENT: Noted for the fitter. Best number to reach you?
CALLER: Mine, it's ⟦PHONE|oh seven eight nine four, two two six, five one oh⟧.
AGENT: And your name?
CALLER: ⟦PERSON|Karen Braithwaite⟧."""))

TEXTS.append(("invoice", """⟪org_name|Vale Drainage & Tanker Services⟫
⟪org_address|Unit 4, Marsh Lane Industrial Est., Evesham⟫   VAT Reg ⟪vat_number|GB 318 4471 26⟫

INVOICE ⟪invoice_no|INV-24-0917⟫            Date: ⟪invoice_date|12/06/2024⟫
Bill to: Mr & Mrs ⟦PERSON|Pettifer⟧
⟦ADDRESS|Lower Barn, Church Lench, Evesham WR11 4UB⟧
Phone on file: ⟦PHONE|01386 872 419⟧
Engineer: ⟦PERSON|Lewis Daintree⟧

Septic tank empty (up to 4,000 L)        ⟪unit_price|£285.00⟫
Jetting inlet pipe                       ⟪unit_price|£60.00⟫
Waste disposal                           ⟪unit_price|£35.00⟫

TOTAL (inc VAT)   ⟦AMOUNT|£456.00⟧
Deposit paid      ⟦AMOUNT|£100.00⟧
BALANCE DUE       ⟦AMOUNT|£356.00⟧

Pay by BACS to Vale Drainage Ltd, sort ⟪org_sort_code|30-96-26⟫ acc ⟪org_account|41827730⟫, quoting the invoice no.
Tank next due approx ⟪service_date|Dec 2025⟫."""))

TEXTS.append(("slack_thread", """#dev-website
⟦PERSON|mfarrow⟧  10:42 AM
deploy's failing again on the shutters configurator, can someone look? CI says auth failed pulling the private pkg
⟦PERSON|jo.lindqvist⟧  10:44 AM
try this, it's mine but fine for now `⟦APIKEY|$gh_pat1⟧`
⟦PERSON|mfarrow⟧  10:45 AM
⟦PERSON|jo⟧ pls don't paste tokens in here 😬 revoke it after. also npm needs ⟦APIKEY|$npm1⟧ in .npmrc for @shutterly/ui ⟪package_version|2.8.0⟫
⟦PERSON|jo.lindqvist⟧  10:47 AM
ok ok. build ⟪ci_build_number|#1184⟫ green now, commit ⟪commit_sha|$sha_a⟫"""))

TEXTS.append(("online_review", """★★★★★ ⟦PERSON|Hazel M.⟧ · 2 weeks ago
Took my ⟪vacuum_model|Dyson DC40⟫ into ⟪org_name|Sew & Suck Repairs⟫ on ⟪street_name|Fore Street⟫ (great name lol). ⟦PERSON|Ravi⟧ had it sorted same day, new brush bar + belt, I paid ⟦AMOUNT|£42.50⟧ which is loads cheaper than a new one. He even fixed the bobbin winder on my mums old ⟪sewing_machine_model|Singer 99K⟫ for free. Ask for ⟦PERSON|Ravi⟧!!"""))

TEXTS.append(("web_form", """New enquiry via website form (⟪form_id|wpforms-2231⟫)
Name: ⟦PERSON|Alasdair Rennie⟧
Email: ⟦EMAIL|ally.rennie@btinternet.com⟧
Phone: ⟦PHONE|01350 727 118⟧
Address: ⟦ADDRESS|Tigh na Bruaich, Strathtay, Pitlochry PH9 0PG⟧
Appliance: multi-fuel stove, ⟪stove_model|Clearview Pioneer 400⟫
Message: last swept Oct, smells of smoke when the wind's from the east. Also my wife has ⟦MEDICAL|COPD⟧ so we need it done soon pls. Happy to pay the ⟪tariff|£70 single flue rate⟫.
Submitted: ⟪timestamp|2024-02-19 21:13:07⟫ from ⟦IP_ADDRESS|86.142.77.203⟧"""))

TEXTS.append(("sql_insert", """-- migrate legacy customers (mobility) batch ⟪batch_id|MIG-0007⟫
INSERT INTO customers (id, full_name, dob, condition_notes, phone, address, created_at) VALUES
 (⟪row_id|10231⟫, '⟦PERSON|Winifred Amos⟧', '⟦DATE_OF_BIRTH|1938-09-02⟧', '⟦MEDICAL|Parkinsons disease⟧', '⟦PHONE|01752 664 301⟧', '⟦ADDRESS|5 Tavy Close, Plymouth PL5 2QR⟧', '⟪timestamp|2019-05-02 10:11:00⟫'),
 (10232, '⟦PERSON|Trevor Lusk⟧', '⟦DATE_OF_BIRTH|1951-01-27⟧', '⟦MEDICAL|below-knee amputation (L)⟧', '⟦PHONE|07811 220 954⟧', '⟦ADDRESS|Flat 12, Ocean Court, Plymouth PL1 3JB⟧', '2019-05-03 14:40:00');"""))

TEXTS.append(("support_ticket", """Ticket ⟪ticket_id|#48210⟫ | Priority: High | Channel: email
From: ⟦PERSON|Leon Castellano⟧ <⟦EMAIL|leon.castellano88@gmail.com⟧>
Subject: charged twice for dish install!!!

You took ⟦AMOUNT|£189⟧ off my card TWICE on the 4th. Card is ⟦CARD|$card_v1⟧ exp ⟪card_expiry|09/27⟫, I want one of them refunded asap. The installer (⟦PERSON|Dwayne⟧) said the card machine glitched.

--- internal note (⟦PERSON|Abi Tran⟧) ---
customer pasted full PAN, redacted in Stripe. refund of ⟦AMOUNT|£189⟧ issued, ref ⟪refund_id|re_3P0xQ2LkdIwHu7ix0Y8Bq1Zs⟫."""))

TEXTS.append(("helm_values_yaml", """# drainscope-api values.prod.yaml
image:
  repository: registry.drainscope.io/api
  tag: ⟪image_tag|v4.2.1⟫
replicaCount: 3
env:
  AWS_REGION: eu-west-2
  AWS_ACCESS_KEY_ID: ⟦APIKEY|$aws_ak1⟧
  AWS_SECRET_ACCESS_KEY: ⟦SECRET|$aws_sk1⟧
  S3_BUCKET: ⟪bucket_name|drainscope-survey-videos⟫
  REDIS_HOST: ⟦IP_ADDRESS|10.0.14.9⟧
  GOOGLE_MAPS_KEY: ⟦APIKEY|$google_key1⟧
  SLACK_ALERTS: ⟦SECRET|$slack_hook1⟧
  OPS_CONTACT: ⟦EMAIL|niamh.oconnell@drainscope.io⟧
# docs example, do not use: ⟪example_key|AKIAIOSFODNN7EXAMPLE⟫"""))

TEXTS.append(("voice_memo_dictation", """[Voice memo → text, 16:48] Job notes. Customer Mrs ⟦PERSON|Gallagher⟧, first name ⟦PERSON|Siobhan⟧, ⟦ADDRESS|twelve Larch Grove, Cramlington, NE23 6RT⟧. Fridge freezer, ⟪appliance_model|Beko CFG1582⟫, not cooling, compressor clicking on and off. Replaced the PTC relay, part number ⟪part_number|4346220185⟫. She paid cash ⟦AMOUNT|ninety five pounds⟧, receipt number ⟪receipt_no|0771⟫. Note for office — key safe code is ⟦PASSWORD|2 0 8 1⟧ for next visit as she'll be at the ⟦MEDICAL|dialysis⟧ unit Tuesdays. Callback on ⟦PHONE|07446 901 238⟧. End of note."""))

TEXTS.append(("markdown_table", """### Hot tub round – week 10

| Customer | Site | Tub | Last service | Notes |
|---|---|---|---|---|
| ⟦PERSON|G. Okafor⟧ | ⟦ADDRESS|3 Beech Hill, Wokingham RG40 1XL⟧ | ⟪hot_tub_model|Lay-Z-Spa Milan⟫ | ⟪service_date|2024-03-02⟫ | side gate code ⟦PASSWORD|1966#⟧ |
| ⟦PERSON|Pam⟧ & ⟦PERSON|Rob Treloar⟧ | ⟦ADDRESS|Kestle Farm, Mevagissey PL26 6RR⟧ | ⟪hot_tub_model|Jacuzzi J-335⟫ | 2024-03-05 | dog (⟪pet_name|Pasty⟫) loose in garden |
| ⟦PERSON|Imran Qureshi⟧ | ⟦ADDRESS|88 Station Rd, Chinnor OX39 4PU⟧ | ⟪hot_tub_model|Wellis Kobuk⟫ | 2024-03-06 | balance owed ⟦AMOUNT|£210⟧ |"""))

TEXTS.append(("shell_history", """  501  ssh ⟦PERSON|dtremayne⟧@⟦IP_ADDRESS|192.168.10.4⟧
  502  sudo systemctl restart poolctl
  503  psql "postgresql://poolctl:⟦SECRET|Sk1mmer#Basket9⟧@⟦IP_ADDRESS|10.8.0.21⟧/poolctl_prod"
  504  export TWILIO_ACCOUNT_SID=⟪twilio_account_sid|$twilio_ac1⟫
  505  export TWILIO_AUTH_TOKEN=⟦SECRET|$twilio_auth1⟧
  506  export TWILIO_API_KEY=⟦APIKEY|$twilio_sk1⟧
  507  curl -s http://⟪loopback_ip|127.0.0.1⟫:9100/metrics | head
  508  git log -1 --format=%H   # ⟪commit_sha|$sha_b⟫
  509  cd /home/⟦PERSON|dtremayne⟧/backups && ls -la"""))

TEXTS.append(("email_refund", """From: ⟦EMAIL|accounts@liftwellmobility.ie⟧
To: ⟦EMAIL|breda.kinsella@eircom.net⟧
Subject: Refund of deposit – order ⟪order_id|LW-IE-30455⟫

Dear ⟦PERSON|Breda⟧,

As agreed with ⟦PERSON|Fergal⟧ on the phone, we're refunding your deposit of ⟦AMOUNT|€650⟧ as the curved rail can't be fitted due to the landing width. Could you confirm the account is still ⟦IBAN|$iban_ie1⟧ (⟦PERSON|Breda Kinsella⟧)? It'll show as LIFTWELL REF ⟪payment_ref|30455R⟫ within 5 working days.

For our records we also hold your PPS number ⟦NATIONAL_ID|$ppsn1⟧ from the grant application — let us know if you'd like it deleted.

Le meas,
⟦PERSON|Orla Devane⟧
Accounts, ⟪org_name|Liftwell Mobility Ltd⟫ · ⟦PHONE|+353 1 495 2270⟧"""))

# ---------------------------------------------------------------- part 2
TEXTS.append(("finance_application", """SPA FINANCING APPLICATION — ⟪org_name|Lone Star Spas & Pools⟫ (Round Rock, TX)
Applicant: ⟦PERSON|Cody R. Whitfield⟧        DOB: ⟦DATE_OF_BIRTH|08/17/1983⟧
SSN: ⟦SSN|$ssn1⟧
Home address: ⟦ADDRESS|2207 Brushy Creek Dr, Round Rock, TX 78664⟧
Cell: ⟦PHONE|(512) 828-3364⟧
Employer: ⟪employer_name|Dell Technologies⟫     Annual income: ⟦AMOUNT|$86,500⟧
Co-applicant: ⟦PERSON|Amber Whitfield⟧    SSN ⟦SSN|$ssn2⟧
Model: ⟪hot_tub_model|Hot Spring Highlife Grandee⟫   Cash price ⟪price|$14,999⟫   Down payment ⟦AMOUNT|$2,000⟧
Dealer #: ⟪dealer_id|TX-0412⟫    App ID ⟪application_id|FIN-88310-B⟫"""))

TEXTS.append(("nginx_access_log", """⟦IP_ADDRESS|81.104.22.190⟧ - - [⟪timestamp|11/Mar/2024:08:15:02 +0000⟫] "GET /shutters/tier-on-tier?colour=pure-white HTTP/1.1" 200 18423 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_3 like Mac OS X)"
⟦IP_ADDRESS|2a00:23c7:9e14:3b01:c1d8:7a2e:4f10:88b2⟧ - - [11/Mar/2024:08:15:09 +0000] "POST /api/newsletter?email=⟦EMAIL|t.mbeki77@outlook.com⟧ HTTP/1.1" 201 112 "https://www.shutterly.co.uk/book" "Mozilla/5.0 (Windows NT 10.0; Win64; x64)"
⟦IP_ADDRESS|100.72.14.3⟧ - - [11/Mar/2024:08:15:11 +0000] "GET /account?sessionid=⟦SECRET|$sess1⟧ HTTP/1.1" 302 0 "-" "⟪user_agent|okhttp/4.12.0⟫"
⟪doc_ip|203.0.113.77⟫ - - [11/Mar/2024:08:16:40 +0000] "GET /healthz HTTP/1.1" ⟪http_status|200⟫ 2 "-" "kube-probe/1.29\""""))

TEXTS.append(("hr_new_starter_form", """NEW STARTER FORM — ⟪org_name|Fixright Domestic Appliances⟫ (HR use only)
Full name: ⟦PERSON|Mateusz Zieliński⟧
Role: Field engineer (white goods)    Start date: ⟪start_date|01/07/2024⟫
DOB: ⟦DATE_OF_BIRTH|14/07/1991⟧
NI number: ⟦NATIONAL_ID|$nino1⟧
Right to work: EU settled status, PESEL ⟦NATIONAL_ID|$pesel1⟧ on file
Address: ⟦ADDRESS|9 Cavendish Street, Derby DE1 1DW⟧
Mobile: ⟦PHONE|07518 449 030⟧
Bank: ⟦IBAN|$iban_gb1⟧ (salary paid monthly, ⟦AMOUNT|£31,200⟧ p.a.)
Emergency contact: ⟦PERSON|Agnieszka Zielińska⟧ (wife) ⟦PHONE|07518 449 031⟧
Medical / adjustments: ⟦MEDICAL|type 1 diabetic, carries insulin⟧
Van: fleet no. ⟪van_fleet_no|FX-17⟫   Uniform size: L"""))

TEXTS.append(("hire_agreement", """EQUIPMENT HIRE AGREEMENT — ⟪org_name|Mobility Direct (Torbay)⟫    Agreement ⟪agreement_no|HA-2024-1193⟫
Hirer: ⟦PERSON|Jennifer Ashworth-Bell⟧
ID seen: UK passport no. ⟦PASSPORT|$pp_uk1⟧ (checked by ⟦PERSON|Kerry T.⟧)
Address during hire: ⟦ADDRESS|Apartment 6, The Osborne, Meadfoot Sea Road, Torquay TQ1 2LQ⟧ (holiday let)
Equipment: ⟪product_code|MD-WC-LITE⟫ folding wheelchair ×1, ⟪product_code|MD-SCOOT-4⟫ boot scooter ×1
Hire period: 7 days @ ⟪tariff|£9.50/day⟫ + scooter ⟪tariff|£15/day⟫
Security deposit taken: ⟦AMOUNT|£150⟧ on ⟦CARD|$card_mc1⟧ (pre-auth)
User: hirer's husband, ⟦PERSON|Malcolm Bell⟧ — ⟦MEDICAL|MS, can't walk more than 200m⟧
Signed ____________   Date ⟪signature_date|22/07/2024⟫"""))

TEXTS.append(("bug_report", r"""BUG-2291: Engineer app returns 500 on job completion photo upload

Steps:
curl -X POST https://api.fixright.app/v2/jobs/⟪job_id|88412⟫/photos \
  -H "Authorization: Bearer ⟦APIKEY|$jwt1⟧" \
  -F "file=@⟪file_name|IMG_4471.jpg⟫"

Response: 500 {"trace":"⟪trace_id|4bf92f3577b34da6a3ce929d0e0e4736⟫"}
Env: app ⟪app_version|5.3.0 (build 771)⟫, Android 14, Pixel 7
Job 88412 was for ⟦PERSON|Delphine Auclair⟧, ⟦ADDRESS|16 Fernbank Road, Ascot SL5 8HA⟧.
Reporter: ⟦PERSON|Callum Brodie⟧ — reproduced on ⟦PERSON|Sana⟧'s tablet too.
Note: token above is ⟦PERSON|Callum⟧'s live engineer token, rotate after debugging."""))

TEXTS.append(("webhook_json", """{
  "id": "⟪event_id|evt_1P2cLdA7uTz3kqB0m9QeXYZa⟫",
  "type": "charge.succeeded",
  "created": ⟪unix_timestamp|1716301122⟫,
  "data": {"object": {
    "amount_display": "⟦AMOUNT|£95.00⟧",
    "billing_details": {
      "name": "⟦PERSON|Rhodri Pritchard⟧",
      "email": "⟦EMAIL|rhodri.p@hotmail.co.uk⟧",
      "phone": "⟦PHONE|+447903118402⟧",
      "address": "⟦ADDRESS|4 Heol y Coed, Rhiwbina, Cardiff CF14 6HP⟧"
    },
    "payment_method_details": {"card": {"brand": "visa", "last4": "⟪card_last4|4412⟫", "exp_month": 3, "exp_year": 2027}},
    "metadata": {"booking": "⟪booking_ref|SWP-1172⟫", "service": "2 flues + bird guard"}
  }}
}"""))

TEXTS.append(("price_list", """⟪org_name|Sootbusters Chimney Care⟫ — 2024 PRICES
Single flue sweep (open fire / stove) .......... ⟪price|£70⟫
Additional flue, same visit ..................... ⟪price|£35⟫
CCTV flue inspection ............................ ⟪price|£95⟫
Bird nest removal ............................... from ⟪price|£60⟫
Cowl supply & fit ............................... ⟪price|£85 – £140⟫
All sweeps include a ⟪certificate_type|HETAS-style certificate⟫ for your insurer.
Member no. ⟪trade_membership_no|NACS 1174⟫ · covering ⟪place_name|Ludlow⟫, ⟪place_name|Leominster⟫ & ⟪place_name|Tenbury Wells⟫"""))

TEXTS.append(("whatsapp_chat", """⟦PERSON|Tash⟧: hiya is this ⟦PERSON|Lee⟧ the drain man? got ur number off ⟦PERSON|Jas⟧ next door
⟦PERSON|Lee⟧: yes mate whats up
⟦PERSON|Tash⟧: toilet backing up into the bath 🤢 can u come today. ⟦ADDRESS|41 Grange Rd, Erdington, B24 0DG⟧
⟦PERSON|Lee⟧: can do after 3. its ⟪callout_fee|£80 callout⟫ inc first hour then ⟪hourly_rate|£45/hr⟫
⟦PERSON|Tash⟧: ok fine. code for the side gate is ⟦PASSWORD|1904⟧ if im not back from school run
⟦PERSON|Lee⟧: 👍
⟦PERSON|Lee⟧: all done, was wipes + fat in the chamber. ⟦AMOUNT|£80.00⟧ total, cash or transfer to ⟦PERSON|L. Hanratty⟧ ⟦IBAN|$iban_gb3⟧
⟦PERSON|Tash⟧: sent ✅ thank u so much"""))

TEXTS.append(("meeting_minutes", """MINUTES – Ops meeting, ⟪meeting_date|Wed 8 May 2024⟫, ⟪meeting_room|Room 2⟫
Present: ⟦PERSON|Hilary Cotton⟧ (chair), ⟦PERSON|Dev Malhotra⟧, ⟦PERSON|Sue Ibbotson⟧, ⟦PERSON|Tony Freer⟧
Apologies: ⟦PERSON|Megan Lloyd⟧ (off until 20th – ⟦MEDICAL|carpal tunnel surgery⟧)

1. Complaints. Mr ⟦PERSON|Ogunleye⟧ (stairlift ⟪serial_number|SN 22-0917-4C⟫) still getting ⟪error_code|E7⟫ beeps. ⟦PERSON|Tony⟧ to attend Friday. Customer has threatened small claims for ⟦AMOUNT|£640⟧ (the call-out charges he paid). ⟦PERSON|Dev⟧ to pull invoices.
2. Q1 revenue ⟪org_revenue|£1.26m⟫, up 9% on last year.
3. AOB: new van key safe, code ⟦PASSWORD|7355⟧ — do NOT write it on the whiteboard.
Next meeting ⟪meeting_date|5 June⟫."""))

TEXTS.append(("contract", """POOL MAINTENANCE AGREEMENT (ANNUAL)
between ⟪org_name|Azur Pool Care SARL⟫ (SIRET ⟪company_reg_no|812 447 309 00021⟫) and
⟦PERSON|Jonathan Heald⟧ and ⟦PERSON|Claire Heald⟧ (the "Owners"), of ⟦ADDRESS|Mas des Oliviers, 1120 chemin de la Colle, 06140 Vence, France⟧.
1. Services: weekly visits 1 May–30 Sept; winterisation in October.
2. Fee: ⟪contract_fee|€2,340 per season⟫ payable by SEPA direct debit in six instalments.
3. Owners' account: ⟦IBAN|$iban_fr1⟧ (BIC ⟪bic_code|BNPAFRPPXXX⟫).
4. Owners' UK contact: ⟦PHONE|+44 7712 604 381⟧, ⟦EMAIL|jon.heald@me.com⟧.
5. Gate and pump-house keys are held in the key box, code ⟦PASSWORD|0611⟧.
Signed at ⟪place_name|Vence⟫ on ⟪signature_date|14 April 2024⟫."""))

TEXTS.append(("recovery_codes_file", """github-recovery-codes.txt   (account: ⟦PERSON|bernie-okoro⟧)
Keep these in a safe place. Each code can be used only once.

⟦SECRET|$rc1⟧
⟦SECRET|$rc2⟧
⟦SECRET|$rc3⟧
⟦SECRET|$rc4⟧
⟦SECRET|$rc5⟧
⟦SECRET|$rc6⟧
⟦SECRET|$rc7⟧
⟦SECRET|$rc8⟧

Generated ⟪timestamp|2024-01-09T10:22:41Z⟫ on the ⟪org_name|Thread & Hoover Repairs⟫ shop laptop, authenticator on iPhone (⟪device_model|A2482⟫)"""))

TEXTS.append(("email_it_support", """From: ⟦PERSON|Rakesh Nair⟧ <⟦EMAIL|rakesh.n@helpdeskhero.co.uk⟧>
To: ⟦EMAIL|mandy@skyhighaerials.co.uk⟧
Subject: your 2FA for the accounts portal [⟪ticket_id|HDH-5521⟫]

Hi ⟦PERSON|Mandy⟧, the QR won't scan on your old phone so enter this manually in Google Authenticator:
  Account: ⟦EMAIL|mandy@skyhighaerials.co.uk⟧
  Key: ⟦SECRET|$totp1⟧
  Type: time based
Temporary password for first login is ⟦PASSWORD|Aerial-Mast-4402⟧ (you'll be asked to change it).
Portal: ⟪org_url|https://accounts.skyhighaerials.co.uk⟫

Cheers, ⟦PERSON|Rakesh⟧ — ⟪org_name|HelpDeskHero⟫"""))

TEXTS.append(("ocr_job_card", """JOB CARD    No. ⟪job_card_no|00482⟫          Date ⟪job_date|3/2/24⟫
Cust: MRS ⟦PERSON|P. ANSTEY⟧        Tel: ⟦PHONE|O1603 7I2 448⟧
Addr: ⟦ADDRESS|27 Thorpe Rd, Norwich NR1 1UH⟧
Machine: ⟪appliance_model|Zanussi ZWF81463W⟫   Fault: wont spin / E20
Parts: pump ⟪part_number|132411160⟫ (fitted)   Labour 1hr
Paid: ⟦AMOUNT|£118.OO⟧ cash ✓     Engr: ⟦PERSON|D. Mutch⟧
Notes: cust wears ⟦MEDICAL|hearing aid⟧ — knock loud / text first"""))

TEXTS.append(("call_transcript", """Order line — ⟪org_name|HooverSpares Direct⟫ — call ⟪call_id|#20931-77⟫
OP: Thanks for holding, can I take the long number on the card?
CUST: Yeah it's ⟦CARD|$card_v4⟧.
OP: Expiry?
CUST: ⟪card_expiry|11/26⟫.
OP: And the three digits on the back?
CUST: ⟦CVV|418⟧.
OP: Name as it appears on the card?
CUST: ⟦PERSON|D J Fairclough⟧.
OP: Delivery address?
CUST: ⟦ADDRESS|Ivy Cottage, 3 Mill Lane, Kirkby Lonsdale, LA6 2AZ⟧.
OP: So that's the ⟪product_code|Numatic HVR200 hose 607157⟫ at ⟪price|£21.99⟫ plus delivery — total taken ⟦AMOUNT|£26.94⟧.
CUST: Lovely. Email for the receipt is ⟦EMAIL|djfair@talktalk.net⟧."""))

TEXTS.append(("gitlab_ci_yaml", """stages: [test, deploy]
variables:
  DOCKER_IMAGE: "registry.gitlab.com/liftlink/telemetry:⟪image_tag|1.9.4⟫"
  GITLAB_TOKEN: "⟦APIKEY|$gitlab1⟧"
  MQTT_BROKER: "⟦IP_ADDRESS|51.140.88.12⟧"
  MQTT_PASS: "⟦PASSWORD|st41rl1ft-telemetry⟧"
  # staging broker ⟪doc_ip|198.51.100.23⟫ (doc range, ignore)

deploy:
  stage: deploy
  script:
    - ssh -i $DEPLOY_KEY deploy@⟦IP_ADDRESS|51.140.88.30⟧ "docker pull $DOCKER_IMAGE && docker compose up -d"
  only: [⟪git_branch|main⟫]
# owner: ⟦PERSON|Fiona Gillespie⟧ <⟦EMAIL|f.gillespie@liftlink.io⟧>"""))

TEXTS.append(("forum_post", """Re: Cloudy water after shock??
Posted by ⟦PERSON|tubtime_trev⟧ » ⟪post_timestamp|Sun Jun 02, 2024 7:41 pm⟫

Readings this morning: FC ⟪chemical_reading|0.5 ppm⟫, pH ⟪chemical_reading|7.9⟫, TA ⟪chemical_reading|140⟫. Shocked last night with 2 capfuls of MPS. The missus came out with a ⟦MEDICAL|red itchy rash⟧ on her arms — GP said ⟦MEDICAL|contact dermatitis⟧, probably the bromine. Switching to chlorine granules. Tub is a ⟪hot_tub_model|Swim Spa SS-700⟫ on a ⟪controller_model|Balboa BP2100⟫ pack.

@⟦PERSON|SpaSue⟧ you said you had the same?"""))

TEXTS.append(("certificate", """CERTIFICATE OF CHIMNEY SWEEPING      Cert no. ⟪certificate_no|GUILD-24-55710⟫
Property: ⟦ADDRESS|2 Stable Mews, Malton YO17 7LX⟧
Letting agent: ⟪org_name|Ryedale Lettings⟫, for owner ⟦PERSON|Anneliese Kirkby⟧
Tenant: ⟦PERSON|Jordan Pike⟧   tel ⟦PHONE|07399 551 027⟧
Appliance: open fire, flue ⟪measurement|9" x 9"⟫ clay liner
Smoke test: PASS    Draw test: PASS
Sweep: ⟦PERSON|Colin Heseltine⟧ (⟪trade_membership_no|Guild member 0872⟫)   Date ⟪service_date|18/09/2024⟫
Next sweep recommended within ⟪service_interval|12 months⟫."""))

# ---------------------------------------------------------------- part 3
TEXTS.append(("insurance_claim_form", """CLAIM FORM – Home Mobility Equipment
Insurer: ⟪org_name|Keystone Senior Benefits⟫     Claim # ⟪claim_id|KSB-2024-0071842⟫
Patient: ⟦PERSON|Dolores A. Fenwick⟧      DOB: ⟦DATE_OF_BIRTH|02/11/1944⟧
SSN: ⟦SSN|$ssn3⟧
Address: ⟦ADDRESS|418 Linden Ave, Scranton, PA 18505⟧
Diagnosis: ⟦MEDICAL|severe osteoarthritis, both knees⟧; ⟦MEDICAL|congestive heart failure (NYHA II)⟧
Prescribing physician: Dr. ⟦PERSON|Anil Rao⟧, NPI ⟪npi_number|1740293385⟫
Item: curved stairlift, ⟪product_model|Bruno Elite CRE-2110⟫, installed by ⟪org_name|Keystone Mobility⟫ on ⟪install_date|04/18/2024⟫
Amount paid by member: ⟦AMOUNT|$11,480.00⟧     Amount claimed: ⟦AMOUNT|$9,184.00⟧
For callbacks we verify the SSN shown as ⟪masked_ssn|XXX-XX-2231⟫ only."""))

TEXTS.append(("slack_dm", """DM  ⟦PERSON|Marisol Vega⟧ ↔ ⟦PERSON|Brett Kowalski⟧
⟦PERSON|Marisol⟧: hey ⟦PERSON|Brett⟧, payroll needs your ⟪tax_form|W-9⟫ for the ⟪tax_form|1099⟫ — can u just send SSN + address here, the portal is down
⟦PERSON|Brett⟧: sure, ⟦SSN|$ssn4⟧, ⟦ADDRESS|1187 Palmetto Way, Apt 12B, Tampa, FL 33610⟧
⟦PERSON|Marisol⟧: thx. direct deposit routing ⟪routing_number|063100277⟫ acct ending ⟪masked_account|••4471⟫ still right?
⟦PERSON|Brett⟧: yep. also im out thurs, ⟦MEDICAL|root canal⟧ 🙃
⟦PERSON|Marisol⟧: feel better!! your check for last week is ⟦AMOUNT|$1,340.50⟧, goes out fri"""))

TEXTS.append(("travel_request", """TRAVEL REQUEST — overseas install
Company: ⟪org_name|Aquaserve International⟫     Request ⟪request_id|TR-0588⟫
Traveller: ⟦PERSON|Ashok Pillai⟧
Passport: Indian, no. ⟦PASSPORT|$pp_in1⟧, expires ⟪passport_expiry|2031-03-14⟫
Aadhaar (visa agent asked for it): ⟦NATIONAL_ID|$aadhaar1⟧
DOB: ⟦DATE_OF_BIRTH|21 October 1986⟧
Destination: ⟪place_name|Palm Jumeirah⟫, Dubai — villa pool plant commissioning for client ⟦PERSON|Fahad Al-Mansoori⟧
Flights: ⟪flight_number|EK 2⟫ LHR→DXB, return EK 3
Per diem: ⟪per_diem_rate|AED 250/day⟫     Cash advance paid to traveller: ⟦AMOUNT|£600⟧
Approved: ⟦PERSON|Gemma Rudd⟧"""))

TEXTS.append(("payroll_setup", """Payroll setup — ⟪org_name|Queen West Sew & Vac⟫, store #⟪store_number|003⟫
Employee: ⟦PERSON|Minh-Anh Tran⟧      Position: ⟪job_title|Repair technician II⟫
SIN: ⟦NATIONAL_ID|$sin1⟧
DOB: ⟦DATE_OF_BIRTH|1998-06-30⟧
Address: ⟦ADDRESS|55 Dovercourt Rd, Unit 4, Toronto, ON M6J 3C2⟧
Wage: ⟦AMOUNT|CAD 19.50/hr⟧
Direct deposit: transit ⟪bank_transit_number|04512⟫
Emergency contact: ⟦PERSON|Hoa Tran⟧ ⟦PHONE|416-531-8890⟧"""))

TEXTS.append(("whatsapp_business", """Hi ⟦PERSON|Shirley⟧, for the condo security pass the MCST needs the installers' names and the owner's NRIC:
Owner: ⟦PERSON|Tan Mei Ling⟧, NRIC ⟦NATIONAL_ID|$nric1⟧, unit ⟦ADDRESS|#12-07, 88 Tanjong Rhu Road, Singapore 436920⟧
Installers: ⟦PERSON|Ravi s/o Murugan⟧, ⟦PERSON|Lim Jun Hao⟧
Job: 6 x zebra blinds ⟪product_code|ZB-2201 Linen⟫, quote ⟪quote_no|Q-SG-7719⟫ (⟪quote_total|S$1,860⟫)
Deposit received ⟦AMOUNT|S$560⟧ by PayNow to UEN ⟪org_uen|201912345K⟫ 🙏
Any qns call ⟦PHONE|+65 9123 4417⟧"""))

TEXTS.append(("email_subsidy", """Subject: ISDE subsidy paperwork – heat pump for pool

Hi ⟦PERSON|Joost⟧,

Attached the invoice for the ⟪product_model|Zodiac Z550iQ⟫ install. For the RVO form they need: name ⟦PERSON|Joost van der Berg⟧, BSN ⟦NATIONAL_ID|$bsn1⟧, IBAN ⟦IBAN|$iban_nl1⟧, address ⟦ADDRESS|Kastanjelaan 41, 3833 AN Leusden⟧. The amount you paid was ⟦AMOUNT|€4.125,00⟧ incl. BTW — they refund up to ⟪subsidy_cap|€2.100⟫ for this category.

Groeten,
⟦PERSON|Wendy Kuipers⟧ | ⟪org_name|PoolWarmte BV⟫ | ⟦PHONE|033 299 6410⟧"""))

TEXTS.append(("invoice", """FACTURA / INVOICE  ⟪invoice_no|2024/0193⟫
⟪org_name|Piscinas Costa Blanca S.L.⟫   CIF ⟪company_tax_id|B54821733⟫
Client: ⟦PERSON|Graham Stott⟧    NIE ⟦NATIONAL_ID|$nie1⟧
Address: ⟦ADDRESS|Calle Las Adelfas 12, Urb. Los Balcones, 03186 Torrevieja (Alicante)⟧

Monthly pool maintenance (June)        ⟪unit_price|95,00 €⟫
Salt cell clean                        ⟪unit_price|30,00 €⟫
IVA 21%                                ⟪tax_line|26,25 €⟫
TOTAL A PAGAR                          ⟦AMOUNT|151,25 €⟧

Direct debit from ⟦IBAN|$iban_es1⟧
Technician: ⟦PERSON|Paco Ruiz⟧ — Tel ⟦PHONE|+34 622 418 907⟧"""))

TEXTS.append(("customer_email", """Hello, I am ⟦PERSON|Giulia Rossi⟧, I ordered the ⟪product_code|Bernina 1008 feed dog set⟫ (order ⟪order_id|#SM-55102⟫). For the Italian customs they ask my codice fiscale: ⟦NATIONAL_ID|$cf1⟧, date of birth ⟦DATE_OF_BIRTH|22/05/1987⟧. Shipping address: ⟦ADDRESS|Via Padova 118, 20127 Milano MI, Italia⟧. I paid ⟦AMOUNT|£64.80⟧ with PayPal from ⟦EMAIL|giulia.rossi87@libero.it⟧, tracking says ⟪tracking_no|RR184422915GB⟫ but nothing moves since 10 days. Thank you!! Mobile ⟦PHONE|+39 347 218 5590⟧"""))

TEXTS.append(("vat_relief_declaration", """VAT RELIEF – ELIGIBILITY DECLARATION (Notice 701/7)
Supplier: ⟪org_name|Pennine Stairlifts Ltd⟫
I, ⟦PERSON|Harold Ackroyd⟧, of ⟦ADDRESS|6 Moorside Terrace, Haworth, Keighley BD22 8QE⟧, declare that I am chronically sick or disabled by reason of ⟦MEDICAL|motor neurone disease⟧ and that the goods (stairlift ⟪product_model|Handicare 1100⟫, serial ⟪serial_number|HC11-774203⟫) are for my domestic use.
Signed: ⟦PERSON|H. Ackroyd⟧     Date: ⟪signature_date|02/09/2024⟫
Signed on his behalf by (if applicable): ⟦PERSON|Jean Ackroyd⟧ (wife), tel ⟦PHONE|01535 642 880⟧
Price before relief ⟪price|£3,450⟫ → price to customer, zero-rated ⟪price|£2,875⟫"""))

TEXTS.append(("python_script", """# dishbot.py – posts signal alerts for the install vans
import os, requests

WEBHOOK = "⟦SECRET|$discord_hook1⟧"
TELEGRAM_TOKEN = "⟦APIKEY|$tg_bot1⟧"
CHAT_ID = ⟪chat_id|-1001847733210⟫
SATS = {"Astra 2E/2F/2G": "⟪orbital_position|28.2°E⟫", "Hotbird": "13°E"}
DEFAULT_TP = "⟪transponder|11778 V 27500⟫"

def alert(van, snr):
    msg = f"Van {van}: SNR {snr} dB on {SATS['Astra 2E/2F/2G']} — call {os.getenv('ON_CALL', '⟦PERSON|Big Steve⟧')}"
    requests.post(WEBHOOK, json={"content": msg}, timeout=5)

# TODO ask ⟦PERSON|Ollie⟧ to move these into vault"""))

TEXTS.append(("trustpilot_review", """⭐ 1/5 — "Measured wrong TWICE"
⟦PERSON|Danielle K⟧ · GB · ⟪review_date|Updated 3 days ago⟫
Ordered 4 ⟪product_name|perfect-fit pleated blinds⟫ for our conservatory. Fitter (⟦PERSON|Craig⟧) measured wrong twice, second lot still had 1cm gaps. After 6 weeks of chasing they refunded ⟦AMOUNT|£312⟧ of the ⟦AMOUNT|£548⟧ I paid. Customer service (⟦PERSON|Nadia⟧) was lovely but the company is a shambles. Order ⟪order_id|PF-100238⟫ if anyone from ⟪org_name|Conservablind⟫ is reading this.

Reply from Conservablind: Hi ⟦PERSON|Danielle⟧, we're really sorry to read this and have passed it to our install manager."""))

TEXTS.append(("product_leaflet", """SAFE USE OF YOUR RISER RECLINER — customer leaflet ⟪leaflet_code|RR-INFO-03 rev B⟫
If you take medicines that can make you dizzy, such as ⟪drug_name_leaflet|amlodipine⟫ or ⟪drug_name_leaflet|tamsulosin⟫, rise slowly and wait for the chair to stop before standing. People on blood thinners like ⟪drug_name_leaflet|apixaban⟫ should take extra care near the footrest mechanism.
Maximum user weight ⟪measurement|25 stone (159 kg)⟫. Motor duty cycle ⟪duty_cycle|10% (2 min on / 18 min off)⟫.
Help and manuals: ⟪org_url|www.comfortrise.co.uk/help⟫"""))

TEXTS.append(("csv_export", """date,driver,cust_name,address,tank_type,volume_l,access_notes,paid
⟪csv_date|2024-08-05⟫,⟦PERSON|Wayne Sturgess⟧,⟦PERSON|Elspeth Carrow⟧,"⟦ADDRESS|Holly Tree Farm, Ashwell, Baldock SG7 5NL⟧",septic,⟪volume_litres|3600⟫,"gate pin ⟦PASSWORD|5582⟧",⟦AMOUNT|£295⟧
2024-08-05,⟦PERSON|Wayne Sturgess⟧,⟦PERSON|Ray Doughty⟧,"⟦ADDRESS|2 Mill Cottages, Hinxworth SG7 5HQ⟧",cesspit,⟪volume_litres|18000⟫,"low bridge, use 7.5t tanker",⟦AMOUNT|£410⟧
2024-08-06,⟦PERSON|Kyle Bishop⟧,⟪org_name|Ashwell Primary School⟫,"⟪org_address|Station Road, Ashwell⟫",treatment plant,⟪volume_litres|6000⟫,"school hols - ring caretaker ⟦PERSON|Bob⟧ ⟦PHONE|07700 315 881⟧",⟪invoice_terms|on account⟫"""))

TEXTS.append(("k8s_secret_yaml", """apiVersion: v1
kind: Secret
metadata:
  name: aerialpro-api
  namespace: ⟪k8s_namespace|prod⟫
  annotations:
    updated-by: "⟦PERSON|priyanka.d⟧"
    ticket: "⟪ticket_id|OPS-3310⟫"
type: Opaque
stringData:
  OPENAI_API_KEY: "⟦APIKEY|$openai1⟧"
  MAILGUN_API_KEY: "⟦APIKEY|$mailgun1⟧"
  DB_DSN: "aerialpro:⟦SECRET|M4st-H3ad!Yagi⟧@tcp(⟦IP_ADDRESS|10.96.44.7⟧:3306)/jobs?parseTime=true"
  SESSION_SIGNING_SECRET: "⟦SECRET|f9e7c7a14b0d4f1f8c1d2e3b9a6f7081⟧"
  CACHE_TTL: "⟪config_value|3600⟫\""""))

TEXTS.append(("sms_thread", """From: ⟪sender_id|AERIALFIX⟫
Hi ⟦PERSON|Sandra⟧, your engineer ⟦PERSON|Mick⟧ is on his way & should arrive by 11:30. Track: ⟪tracking_url|af.link/t/8Kq2⟫. Job ⟪job_ref|AF-77312⟫. Reply STOP to opt out.
---
From: ⟦PHONE|07984 226 113⟧
hi its ⟦PERSON|mick⟧, cant find the house, is it the one with the green door next to the chippy?
---
To: ⟦PHONE|07984 226 113⟧
yes!! sorry the number fell off 🙈 its ⟦ADDRESS|19a Vicarage St, Nuneaton CV11 4AX⟧"""))

TEXTS.append(("audit_log_jsonl", """{"ts":"⟪timestamp|2024-04-02T09:12:44.120Z⟫","actor":"⟦EMAIL|ops@blindsbypost.co.uk⟧","action":"customer.export","ip":"⟦IP_ADDRESS|86.29.140.5⟧","rows":⟪row_count|1422⟫}
{"ts":"2024-04-02T09:13:02.551Z","actor":"⟦PERSON|kwojcik⟧","action":"customer.update","target":{"name":"⟦PERSON|Ewa Nowacka⟧","phone_old":"⟪masked_phone|07*** ***981⟫","phone_new":"⟦PHONE|07561 300 114⟧"},"ip":"⟦IP_ADDRESS|10.12.0.66⟧"}
{"ts":"2024-04-02T09:15:30.004Z","actor":"system","action":"api_key.rotate","key_id":"⟪key_id|key_01HTQ3M8B9⟫","new_key":"⟦APIKEY|$shopify1⟧"}"""))

TEXTS.append(("referral_letter", """⟪org_name|North Tyneside Community OT Service⟫
Our ref: ⟪referral_no|OT/24/11873⟫

Dear ⟪org_name|Tyne Mobility⟫,

Re: Mr ⟦PERSON|Albert Nesbitt⟧, DOB ⟦DATE_OF_BIRTH|19.12.1936⟧, ⟦ADDRESS|31 Fontburn Road, Seaton Delaval, Whitley Bay NE25 0BS⟧

I assessed Mr ⟦PERSON|Nesbitt⟧ at home on ⟪assessment_date|2 October⟫. He has ⟦MEDICAL|vascular dementia⟧ and ⟦MEDICAL|recurrent falls⟧ and is no longer safe on the stairs. I recommend a straight stairlift with swivel seat and lockable key, plus a ⟪product_type|perching stool⟫. His daughter, Mrs ⟦PERSON|Lorraine Tait⟧ (⟦PHONE|0191 237 5514⟧), holds LPA and will arrange access. A DFG application (⟪grant_ref|DFG-NT-2024-338⟫) is pending; the family will pay a ⟦AMOUNT|£500⟧ contribution.

Yours faithfully,
⟦PERSON|Ruth Oyelaran⟧, Occupational Therapist — ⟦EMAIL|ruth.oyelaran@nhs.net⟧"""))

# ---------------------------------------------------------------- part 4
TEXTS.append(("app_debug_log", """⟪log_timestamp|2024-06-11 14:22:07,331⟫ DEBUG [checkout] POST /checkout/pay payload={'name': '⟦PERSON|Olwen Pryce⟧', 'email': '⟦EMAIL|olwenpryce@gmail.com⟧', 'card_number': '⟦CARD|$card_v2⟧', 'cvc': '⟦CVV|907⟧', 'exp': '⟪card_expiry|04/28⟫', 'amount': '⟦AMOUNT|£189.00⟧', 'basket': ['⟪sku|JNM-HD3000⟫']}
2024-06-11 14:22:07,902 INFO  [gateway] auth OK txn=⟪transaction_id|ch_3PQkR2LkdIwHu7ix1aB9cD0e⟫ avs=Y
2024-06-11 14:22:08,015 WARN  [security] PAN logged in clear text by ⟪logger_name|checkout.debug⟫ — disable DEBUG in prod! (reported by ⟦PERSON|hgriffiths⟧)"""))

TEXTS.append(("phone_message_slip", """WHILE YOU WERE OUT
For: ⟦PERSON|Gaz⟧        Taken by: ⟦PERSON|Linda⟧       ⟪message_time|Mon 10.40⟫
Caller: Mr ⟦PERSON|Bashir⟧, ⟦ADDRESS|56 Whitehall Road, Bristol BS5 9BG⟧
Freeview keeps pixelating since you fitted the new ⟪aerial_model|LP45 log periodic⟫ pointing at ⟪transmitter_name|Mendip⟫. Wants a ring back on ⟦PHONE|0117 955 3210⟧ or mobile ⟦PHONE|07402 998 145⟧. Says he paid ⟦AMOUNT|£165⟧ & wants it sorted or his money back. Grumpy!!"""))

TEXTS.append(("right_to_work_record", """RIGHT TO WORK CHECK – record of document seen
Employer: ⟪org_name|Clearwater Pool & Spa Services⟫
Worker: ⟦PERSON|Ciarán Ó Súilleabháin⟧
Document: Irish passport ⟦PASSPORT|$pp_ie1⟧ (Irish citizen – no time limit)
DOB on document: ⟦DATE_OF_BIRTH|09/03/2001⟧
Address given: ⟦ADDRESS|Flat 2, 14 Wellington Street, Cheltenham GL50 1XZ⟧
Hourly rate agreed: ⟦AMOUNT|£12.50⟧
Checked in person by ⟦PERSON|Alison Pryor⟧ on ⟪check_date|15/04/2024⟫ — copy held at ⟪file_path|HR/RTW/2024/COS-0415.pdf⟫"""))

TEXTS.append(("java_log", """2024-07-19 03:14:55.120 ERROR 1 --- [nio-8080-exec-7] u.l.t.SmsNotifier : failed to send fault alert
com.twilio.exception.ApiException: The 'To' number ⟦PHONE|+447812550039⟧ is not a valid phone number.
    at com.twilio.http.TwilioRestClient.request(TwilioRestClient.java:⟪line_number|96⟫)
    at uk.liftlink.telemetry.SmsNotifier.send(SmsNotifier.java:58)
    at uk.liftlink.telemetry.FaultHandler.onFault(FaultHandler.java:112)
Caused by: fault E12 (⟪fault_code|BATTERY_LOW⟫) on unit ⟪serial_number|LL-150-00872⟫, owner=⟦PERSON|Kathleen Moss⟧, site=⟦ADDRESS|9 Beacon View, Penrith CA11 8JT⟧, gateway=⟦IP_ADDRESS|100.81.7.210⟧"""))

TEXTS.append(("customer_email", """Hallo / Hello,

I paid twice for order ⟪order_id|BLP-33019⟫ — once by card and once by bank transfer from my German account (reference ⟪payment_ref|BLP33019⟫). Please refund the transfer of ⟦AMOUNT|€287.40⟧ back to ⟦IBAN|$iban_de1⟧ (⟦PERSON|Katrin Hoffmann⟧, ⟪bank_name|Commerzbank⟫).
My UK address for the blinds is ⟦ADDRESS|22 Priory Walk, St Albans AL1 2JA⟧, in case you need it.

Danke,
⟦PERSON|Katrin⟧
⟦EMAIL|k.hoffmann@web.de⟧"""))

TEXTS.append(("changelog", """## FixRight Engineer App – CHANGELOG

### ⟪version|5.3.1⟫ (⟪release_date|2024-07-02⟫)
- Fix crash when uploading >10 photos (⟪issue_ref|#2291⟫)
- Bump okhttp to ⟪dependency_version|4.12.0⟫
- Hotfix commit ⟪short_sha|9f3c2ab⟫

### 5.3.0 (2024-06-18)
- New parts catalogue sync (⟪build_number|build 771⟫)
- Min SDK raised to ⟪sdk_level|API 26⟫"""))

TEXTS.append(("marketplace_chat", """Marketplace · ⟪listing_title|Singer Featherweight 221 + case⟫ · ⟪listing_price|£450⟫
⟦PERSON|Becca Lyons⟧: Hi is this still available?
⟦PERSON|Gordon Petrie⟧: Yes. Serviced last month by ⟪org_name|Sew Vintage Repairs⟫, runs sweet.
⟦PERSON|Becca Lyons⟧: Amazing. Could you do ⟪offer_price|£400⟫? I can collect Sat
⟦PERSON|Gordon Petrie⟧: ⟪negotiated_price|£420⟫ and it's yours. ⟦ADDRESS|3 Kirk Wynd, Falkland, Cupar KY15 7BN⟧. Ring when outside ⟦PHONE|07593 114 628⟧
⟦PERSON|Becca Lyons⟧: Deal. I'll send a ⟦AMOUNT|£100⟧ deposit by PayPal now if that's ok?
⟦PERSON|Gordon Petrie⟧: PayPal is ⟦EMAIL|g.petrie1952@gmail.com⟧"""))

TEXTS.append(("insurance_claim_email", """Claim ref ⟪claim_id|HX-CF-2024-19302⟫ – chimney fire on ⟪incident_date|17/01/2024⟫

Policyholder: ⟦PERSON|Duncan McAllister⟧, ⟦ADDRESS|Ardmore, 4 Glen Road, Killin FK21 8TS⟧
Injuries: my son ⟦PERSON|Callum McAllister⟧ suffered ⟦MEDICAL|smoke inhalation⟧ and was kept in ⟪org_name|Forth Valley Royal Hospital⟫ overnight.
Claim amount: ⟦AMOUNT|£7,860⟧ (new liner + redecoration). Sweep's report attached from ⟪org_name|Highland Flue Services⟫ (last swept ⟪service_date|March 2023⟫).
Contact: ⟦PHONE|01567 820 774⟧ / ⟦EMAIL|duncan.mcallister@btinternet.com⟧"""))

TEXTS.append(("terraform_tfvars", """# terraform.tfvars — DO NOT COMMIT (committed by ⟦PERSON|asantos⟧ in ⟪commit_sha|$sha_c⟫ 🙃)
aws_region     = "eu-west-1"
aws_access_key = "⟦APIKEY|$aws_ak2⟧"
aws_secret_key = "⟦SECRET|$aws_sk2⟧"
vpc_cidr       = "⟪cidr_block|10.60.0.0/16⟫"
bastion_ip     = "⟦IP_ADDRESS|34.242.18.91⟧"
alert_email    = "⟦EMAIL|alerts@poolsense.ie⟧"
instance_type  = "⟪instance_type|t3.small⟫\""""))

TEXTS.append(("handover_note", """HANDOVER – ⟪org_name|Meadowbank Care Home⟫ laundry, ⟪handover_date|Fri 12 Jul⟫
From ⟦PERSON|Jas Dhillon⟧ to ⟦PERSON|Pete Varley⟧
- Washer 2 (⟪appliance_model|Miele PW 6080⟫) door lock replaced, tested 3 cycles OK.
- Dryer 1 still tripping the RCD — suspect element, part ordered on ⟪po_number|PO-55281⟫.
- Laundry keypad is ⟦PASSWORD|C1478⟧ (changes monthly). Manager ⟦PERSON|Yvonne⟧'s mobile ⟦PHONE|07725 408 117⟧ if locked out, ⟦PERSON|Yvonne⟧ leaves at 4.
- One resident has ⟦MEDICAL|C. diff⟧ so his laundry goes in the red bags, don't open them."""))

TEXTS.append(("quotation", """QUOTATION ⟪quote_no|Q-8841⟫     valid 30 days
⟪org_name|Shutter & Shade Co.⟫
Prepared for: ⟦PERSON|Nikhil⟧ & ⟦PERSON|Ruth Varma⟧, ⟦ADDRESS|The Old Forge, 12 High St, Lavenham, Sudbury CO10 9PT⟧

Bay window, full height, ⟪product_spec|89mm louvre, Silk White⟫ ....... ⟪line_total|£1,240.00⟫
Kitchen tier-on-tier .................................... ⟪line_total|£560.00⟫
Fitting ................................................. ⟪line_total|£180.00⟫
Quote total ............................................. ⟪quote_total|£1,980.00⟫

Accepted by phone ⟪acceptance_date|08/05/24⟫ — 50% deposit ⟦AMOUNT|£990.00⟧ taken from card ending ⟪masked_card|•••• 3317⟫. Balance ⟦AMOUNT|£990.00⟧ due on fitting.
Your fitter: ⟦PERSON|Stuart⟧ ⟦PHONE|07811 603 290⟧"""))

TEXTS.append(("teams_chat", """[Teams] ⟦PERSON|Sam Okoye⟧ 16:02
can't get into the CCTV NVR at the ⟪place_name|Hayle⟫ depot, here's the key I use, pls don't share:
⟦SECRET|$pem_ssh1⟧
host is ⟦IP_ADDRESS|192.168.50.20⟧ user admin, port ⟪port|2222⟫
[Teams] ⟦PERSON|Lucy Farnham⟧ 16:05
⟦PERSON|Sam⟧ 🤦 ok got in. firmware is ⟪firmware_version|V4.30.085 build 210818⟫, updating now"""))

TEXTS.append(("voicemail_transcript", """Voicemail from ⟦PHONE|01297 443 918⟧ · ⟪voicemail_timestamp|Tue 07:52⟫ · 0:48 · transcription confidence ⟪confidence_score|0.87⟫
"Hi, this is ⟦PERSON|Annie Gosling⟧ at ⟦ADDRESS|Coombe Farm, Shute, Axminster, EX13 7QF⟧, um, our treatment plant alarm's going off again, the ⟪product_model|Klargester BioDisc BA⟫. Your lad ⟦PERSON|Jamie⟧ came out in June. Could someone ring me back on my mobile, ⟦PHONE|07713 480 266⟧. We're away from Friday, the key's under the blue pot and the alarm code's ⟦PASSWORD|1 2 3 9⟧. Thanks, bye.\""""))

TEXTS.append(("subject_access_request", """Subject: Subject Access Request
To: ⟦EMAIL|dpo@careco-mobility.co.uk⟧

I'm writing to request all personal data you hold about me under ⟪legal_reference|Article 15 UK GDPR⟫.
Full name: ⟦PERSON|Bernard Osei-Mensah⟧
DOB: ⟦DATE_OF_BIRTH|7 Feb 1949⟧
NI number (to help you find me): ⟦NATIONAL_ID|$nino2⟧
Address: ⟦ADDRESS|Flat 9, Holloway Court, 40 Camden Road, London N7 0SA⟧
Account no. with you: ⟪customer_account_no|CC-0048812⟫
I bought a ⟪product_model|Pride Colt Executive⟫ scooter in 2021 and have been billed ⟦AMOUNT|£89.99⟧ a month for a care plan I cancelled. Please include any call recordings.

⟦PERSON|B. Osei-Mensah⟧"""))

TEXTS.append(("social_media_post", """⟦PERSON|Jodie⟧ · ⟦PERSON|jodie_marsh88⟧ · ⟪post_time|2h⟫
@⟪org_handle|SkyHelpTeam⟫ 3rd engineer no-show 😡 took ANOTHER day off work. Ref ⟪case_ref|CAS-9981223⟫. DM'd you my number, ⟦PHONE|07808 660 142⟧ in case you've lost it AGAIN
  ↳ @SkyHelpTeam · Hi ⟦PERSON|Jodie⟧, we're so sorry about this, we've replied to your DM."""))

TEXTS.append(("service_report", """SERVICE REPORT  ⟪report_no|SR-40721⟫       Tech: ⟦PERSON|Lauren Chu⟧
Customer: ⟦PERSON|Mark Ellison⟧    ⟦ADDRESS|The Paddocks, Bridle Way, Ponteland NE20 9AD⟧
Water: pH ⟪chemical_reading|7.4⟫, bromine ⟪chemical_reading|4 ppm⟫, TDS ⟪chemical_reading|1,450⟫ → drain & refill advised
Work: replaced ozonator ⟪part_number|Del MCD-50⟫, cleaned filters ×2
Notes: customer's wife is ⟦MEDICAL|28 weeks pregnant⟧ — advised keep water below 37°C and check with midwife.
Access: side gate keypad ⟦PASSWORD|4417*⟧
Paid on the day: ⟦AMOUNT|£135⟧ (BACS)"""))

TEXTS.append(("email_with_signature", """From: ⟦PERSON|Dominic Sealy⟧ <⟦EMAIL|dominic@sealyblinds.co.uk⟧>
Sent: ⟪email_timestamp|Monday, 3 June 2024 08:14⟫
To: ⟦EMAIL|trade@vogueblinds-wholesale.co.uk⟧
Subject: FW: Account ⟪trade_account_no|TA-20441⟫ – credit limit

Hi team, can we bump our limit to ⟪credit_limit|£15,000⟫? Our last 3 invoices (⟪invoice_no|VBW-88120⟫, VBW-88341, VBW-88502) were all paid on time.
Thanks, ⟦PERSON|Dom⟧

⟦PERSON|Dominic Sealy⟧ | Director | ⟪org_name|Sealy Blinds & Shutters Ltd⟫
⟪company_reg_no|Reg. in England 09881274⟫ | ⟦PHONE|01223 778 402⟧ | Mob ⟦PHONE|07931 205 688⟧"""))

# ---------------------------------------------------------------- part 5
TEXTS.append(("irc_log", """[21:04] <⟦PERSON|dishdoctor⟧> anyone got the ⟪receiver_model|Vu+ Uno 4K⟫ working with oscam?
[21:05] <⟦PERSON|kaz_b⟧> yeah mine's on ⟦IP_ADDRESS|192.168.1.77⟧, web if login root / ⟦PASSWORD|dreambox2019⟧ lol dont hack me
[21:05] <⟦PERSON|dishdoctor⟧> lmao ⟦PERSON|kaz⟧ change that
[21:06] <⟦PERSON|kaz_b⟧> cba. image is ⟪firmware_version|OpenATV 7.3⟫, LNB LO ⟪lnb_lo_frequency|9750/10600 MHz⟫
[21:07] <⟦PERSON|mossy⟧> the wiki example says ⟪doc_ip|192.0.2.10⟫ for the server, thats just a placeholder right"""))

TEXTS.append(("docker_compose", """version: "⟪compose_version|3.9⟫"
services:
  sweepbot:
    image: ghcr.io/brightflue/sweepbot:⟪image_tag|2024.05.1⟫
    environment:
      - TG_TOKEN=⟦APIKEY|$tg_bot2⟧
      - GOOGLE_CALENDAR_KEY=⟦APIKEY|$google_key2⟧
      - GCAL_CLIENT_ID=⟪oauth_client_id|$gclient1⟫
      - HF_TOKEN=⟦APIKEY|$hf1⟧
      - OWNER_CHAT=⟦PERSON|colin_sweeps⟧
      - DB_URL=mongodb://sweepbot:⟦SECRET|S00ty-Br00m#7⟧@⟦IP_ADDRESS|172.20.0.5⟧:27017/bookings
    ports: ["⟪port_mapping|8443:8443⟫"]"""))

TEXTS.append(("risk_assessment_dictation", """Risk assessment – dictated by ⟦PERSON|Neil Braddock⟧, site visit ⟪visit_date|21 Aug⟫.
Client Mrs ⟦PERSON|Iris Penhaligon⟧, ninety-one, lives alone at ⟦ADDRESS|Trewartha, 8 Chapel Hill, St Ives TR26 2HG⟧. She has ⟦MEDICAL|macular degeneration⟧ and has a ⟦MEDICAL|pacemaker⟧ fitted, so no magnetic tools near her chest. Stairs: 14 steps, ⟪measurement|770mm⟫ wide at the narrowest point. Hazards: loose stair carpet, and the dog (⟪pet_name|Trixie⟫) sleeps on the bottom step. Her niece ⟦PERSON|Kerensa⟧ has the key, number is ⟦PHONE|oh one seven three six, seven nine six, two four one⟧. Recommend ⟪product_model|Acorn 130⟫ with hinged rail."""))

TEXTS.append(("password_manager_export", """name,url,username,password,notes
Supplier portal,⟪org_url|https://trade.vacspares.co.uk⟫,⟦EMAIL|shop@hooverhospital.co.uk⟧,⟦PASSWORD|Henry!Hoover22⟧,
Shopify admin,⟪org_url|https://hooverhospital.myshopify.com⟫,⟦PERSON|rita.k⟧,⟦PASSWORD|Dyson_V15_detect⟧,"2FA on ⟦PERSON|Rita⟧'s phone"
Royal Mail Click&Drop,https://parcel.royalmail.com,⟦EMAIL|shop@hooverhospital.co.uk⟧,⟦PASSWORD|p0stm4n-Pat!⟧,
Bank (business),https://business.santander.co.uk,⟪org_customer_id|0012873344⟫,⟦PASSWORD|WindmillHill*61⟧,"card reader PIN ⟦PASSWORD|8820⟧\""""))

TEXTS.append(("live_chat_transcript", """Live chat — session ⟪chat_session_id|LC-2024-0611-8842⟫
Bot: Welcome to ⟪org_name|Freesat Installers Direct⟫! What's your name?
Visitor: ⟦PERSON|Olu Adeyemi⟧
Agent (⟦PERSON|Ffion⟧): Hi ⟦PERSON|Olu⟧, to find your account can I have your address and date of birth?
Visitor: ⟦ADDRESS|12 Ashby Close, Luton LU3 2EW⟧ and ⟦DATE_OF_BIRTH|30/01/1979⟧
Agent (⟦PERSON|Ffion⟧): Thanks! I can see the install booked for ⟪appointment_date|Sat 15th⟫ with ⟦PERSON|Marcus⟧.
Visitor: can I change the contact number, new one is ⟦PHONE|07449 817 306⟧. also I paid ⟦AMOUNT|£59⟧ booking fee, is that refundable if I cancel?
Agent (⟦PERSON|Ffion⟧): Yes, in full within 14 days 😊"""))

TEXTS.append(("mailing_list_csv", """Email Address,First Name,Last Name,Postcode,OPTIN_TIME,OPTIN_IP,MEMBER_RATING,LEID
⟦EMAIL|steve.hollins@sky.com⟧,⟦PERSON|Steve⟧,⟦PERSON|Hollins⟧,⟪postcode_district|HU17⟫,⟪timestamp|2023-11-02 19:44:12⟫,⟦IP_ADDRESS|90.218.14.201⟧,⟪member_rating|2⟫,⟪list_member_id|318840221⟫
⟦EMAIL|bev_r@yahoo.co.uk⟧,⟦PERSON|Bev⟧,⟦PERSON|Rowntree⟧,HU13,2023-12-18 08:01:55,⟦IP_ADDRESS|2a02:c7c:5a1e:8800:9d3:21ff:fe4b:1a0c⟧,4,⟪list_member_id|318840559⟫
⟦EMAIL|alan.mcquade@outlook.com⟧,⟦PERSON|Alan⟧,⟦PERSON|McQuade⟧,YO25,2024-01-05 12:30:09,⟦IP_ADDRESS|81.158.3.97⟧,3,318841002"""))

TEXTS.append(("paper_diary_ocr", """⟪diary_date|MON 14 OCT⟫
8.30  Mrs ⟦PERSON|Hobday⟧ – ⟦ADDRESS|Orchard End, Bury Lane, Stretham CB6 3LA⟧ – 2 stoves – ⟦PHONE|01353 649 022⟧ – pd ⟦AMOUNT|£110⟧ ✓
10.30 ⟦PERSON|Gerry⟧ @ the ⟪org_name|Red Lion⟫ – inglenook – invoice to brewery ⟪account_ref|acct GK-44⟫
1.00  Dr ⟦PERSON|Singh⟧ – ⟦ADDRESS|4 Fen View, Wilburton CB6 3RZ⟧ – nest in pot!! bring rods + ⟪product_code|cowl C-200⟫ – gate ⟦PASSWORD|2580⟧
3.30  cancelled (⟦PERSON|Pauline⟧ – ⟦MEDICAL|in hospital w/ broken hip⟧) → rebook"""))

TEXTS.append(("letter_before_claim", """⟦ADDRESS|17 Weavers Row, Frome BA11 1QE⟧
⟪letter_date|28 August 2024⟫

⟪org_name|RapidRod Drainage Ltd⟫
⟪org_address|Unit 9, Marston Trading Estate, Frome⟫

LETTER BEFORE CLAIM — your ref ⟪job_ref|RR/22871⟫

Dear Sirs,
On 2 July your operative, ⟦PERSON|Kieran Dunne⟧, jetted the shared drain at my property and cracked the clay pipe, flooding my cellar. I have paid ⟦AMOUNT|£2,150⟧ to ⟪org_name|Mendip Groundworks⟫ for the repair (invoice enclosed) and ⟦AMOUNT|£380⟧ to replace damaged items. Unless you pay ⟦AMOUNT|£2,530⟧ within 14 days I will issue a claim in the County Court without further notice.

Yours faithfully,
⟦PERSON|Alison Frew⟧
⟦PHONE|07900 318 466⟧"""))

TEXTS.append(("helpdesk_ticket", """Ticket ⟪ticket_id|#77120⟫ — "Pay balance for tub delivery"
Requester: ⟦PERSON|Gavin Lister⟧ <⟦EMAIL|gav.lister@icloud.com⟧>

Hi, just pay the balance off this card pls: ⟦CARD|$card_ax1⟧ exp ⟪card_expiry|02/29⟫ security code ⟦CVV|6612⟧. Balance is ⟦AMOUNT|£3,200⟧ per ⟦PERSON|Craig⟧ in the showroom.

— Internal note by ⟦PERSON|Zara Iqbal⟧: DO NOT process card details from email. Redacted; called customer on ⟦PHONE|07426 118 590⟧ and took payment on the PDQ, auth code ⟪auth_code|A7K2Q9⟫.
Delivery ⟪delivery_slot|Thu 12 Sep AM⟫, crane needed (⟪crane_job_ref|CR-118⟫)."""))

TEXTS.append(("postman_collection", """{
  "info": {"name": "PoolPal API", "_postman_id": "⟪postman_id|$uuid2⟫", "schema": "https://schema.getpostman.com/json/collection/⟪schema_version|v2.1.0⟫/collection.json", "exporter": "⟦PERSON|wtrask⟧"},
  "auth": {"type": "bearer", "bearer": [{"key": "token", "value": "⟦APIKEY|$jwt2⟧"}]},
  "variable": [
    {"key": "baseUrl", "value": "⟪org_url|https://api.poolpal.co.uk⟫"},
    {"key": "stripeKey", "value": "⟦APIKEY|$stripe_rk1⟧"},
    {"key": "testCustomerEmail", "value": "⟦EMAIL|wendy.trask@poolpal.co.uk⟧"},
    {"key": "stagingHost", "value": "⟦IP_ADDRESS|10.30.5.12⟧"}
  ]
}"""))

TEXTS.append(("repair_tag_ocr", """REPAIR TAG   #⟪repair_tag_no|3318⟫
Name: ⟦PERSON|Agnes O'Rourke⟧        Tel ⟦PHONE|028 9066 1473⟧
Machine: ⟪sewing_machine_model|Bernina 830 Record⟫   s/n ⟪serial_number|2041837⟫
Fault: timing out, motor hums
Est: ⟪estimate|£65-£90⟫    Deposit pd ⟦AMOUNT|£20⟧
Collect by: ⟪collection_date|30/9⟫     Staff: ⟦PERSON|Rosie⟧
Note: cust has ⟦MEDICAL|arthritis in hands⟧, grandson ⟦PERSON|Conor⟧ will collect"""))

TEXTS.append(("residents_meeting_notes", """Marbury Green shared septic tank — residents' meeting notes, ⟪meeting_date|19/03/2024⟫
Attending: ⟦PERSON|Wilf⟧ & ⟦PERSON|Sandra Foulkes⟧ (No. 1), ⟦PERSON|Tariq Mahmood⟧ (No. 3), ⟦PERSON|Eileen Dobbs⟧ (No. 5, on speakerphone)
1. Emptying by ⟪org_name|Cheshire Tankers⟫ quoted at ⟪quote_total|£480⟫, split four ways.
2. No. 7 (⟦PERSON|Craig Hollis⟧) still owes ⟦AMOUNT|£120⟧ from last year and ⟦AMOUNT|£120⟧ for this year.
3. ⟦PERSON|Tariq⟧ to set up a shared account; float of ⟦AMOUNT|£50⟧ each.
4. ⟦PERSON|Eileen⟧ asked that visits avoid Tue/Thu mornings (her ⟦MEDICAL|chemo⟧ days)."""))

TEXTS.append(("mdm_export_yaml", """# MDM export – engineer phones (⟪mdm_export_id|exp-20240901⟫)
- user: ⟦PERSON|Tomasz Wilk⟧
  email: ⟦EMAIL|t.wilk@apexappliance.co.uk⟧
  device: ⟪device_model|Samsung Galaxy XCover6 Pro⟫
  imei: "⟪imei|$imei1⟫"
  passcode: "⟦PASSWORD|190784⟧"
  last_ip: ⟦IP_ADDRESS|100.66.201.14⟧
- user: ⟦PERSON|Ama Boateng⟧
  email: ⟦EMAIL|a.boateng@apexappliance.co.uk⟧
  device: ⟪device_model|iPhone SE (3rd gen)⟫
  imei: "⟪imei|$imei2⟫"
  passcode: "⟦PASSWORD|552190⟧"
  last_ip: ⟦IP_ADDRESS|5.64.120.33⟧"""))

TEXTS.append(("home_survey_sheet", """HOME SURVEY — ⟪org_name|Blinds2Go Local⟫ franchise ⟪franchise_no|F-112⟫
Surveyor: ⟦PERSON|Hannah Greaves⟧     Date ⟪survey_date|06/06/2024⟫
Customer: ⟦PERSON|Olivia⟧ & ⟦PERSON|Tom Brennan⟧
Address: ⟦ADDRESS|58 Chestnut Avenue, Beverley HU17 9QJ⟧    Tel ⟦PHONE|01482 860 417⟧
Window 1 (lounge): W ⟪measurement|1425mm⟫ x D ⟪measurement|1610mm⟫ recess
Window 2 (nursery): cordless only, to ⟪safety_standard|EN 13120⟫
Notes: customer has ⟦MEDICAL|photosensitive epilepsy⟧ — no slatted blinds in the south-facing room.
Deposit ⟦AMOUNT|£75⟧ by card."""))

TEXTS.append(("voice_note_transcript", """[WhatsApp voice message, transcribed]
⟦PERSON|Liz⟧: Right so the stairlift people came for Dad today, ⟦PERSON|Gareth⟧ the surveyor was nice. It's ⟪quote_total|£4,100⟫ for the curved one (survey ref ⟪survey_ref|SV-24-3381⟫). I've paid the ⟦AMOUNT|£500⟧ deposit off my card so you owe me ⟦AMOUNT|£250⟧, ⟦PERSON|Rhys⟧. Also his ⟦MEDICAL|blood pressure tablets⟧ got changed and he's dizzy, the GP says ⟦MEDICAL|postural hypotension⟧, plus the ⟦MEDICAL|COPD⟧ obviously. Oh and Dad's new code for the key safe is ⟦PASSWORD|3 3 0 5⟧.
⟦PERSON|Rhys⟧: 👍 will send tonight. Is ⟦PERSON|Gareth⟧ from ⟪org_name|Acorn⟫ or the local lot?"""))

TEXTS.append(("installer_config_sheet", """! Installer config sheet — ⟪org_name|Orbit Rural Broadband⟫ job ⟪job_ref|ORB-5521⟫
customer      : ⟦PERSON|Fergus Laidlaw⟧
site          : ⟦ADDRESS|Balnacoil Lodge, Brora KW9 6LX⟧
terminal      : ⟪terminal_model|Hughes HT2010⟫  s/n ⟪serial_number|HT2K-3391007⟫
wan_ip        : ⟦IP_ADDRESS|100.94.18.201⟧ (CGNAT)
lan_gateway   : ⟦IP_ADDRESS|192.168.100.1⟧
ssid          : ⟪ssid|ORB-5521-5G⟫
wifi_key      : ⟦PASSWORD|heather-stag-2291⟧
admin_pass    : ⟦PASSWORD|ORB!install#88⟧
beam          : ⟪satellite_beam|KA-SAT spot beam 27⟫
installer     : ⟦PERSON|Rob McBain⟧ ⟦PHONE|07836 552 014⟧"""))

TEXTS.append(("google_review_reply", """★★★★☆ ⟦PERSON|Pete Oduya⟧ — Local Guide · ⟪review_count|48 reviews⟫
Turned up on time, v clean, no mess on the carpet. Only 4 stars as the bird guard they fitted (⟪product_name|Colt Cowl Universal⟫) rattles in the wind.

Response from the owner (⟦PERSON|Col⟧, ⟪org_name|Brightflue Sweeps⟫): Thanks ⟦PERSON|Pete⟧! Sorry about the rattle — text me on ⟦PHONE|07831 446 902⟧ and I'll pop back and tighten it, no charge."""))
