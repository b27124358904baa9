# -*- coding: utf-8 -*-
"""blind58 English texts, typed by hand. Markup: ⟦TYPE|value⟧ spans, ⟪kind|value⟫ decoys, $name from values.VALUES."""
TEXTS = []

# ---------------------------------------------------------------- part 1
TEXTS += [
("email", """Subject: Your move on Fri 14 June – booking ⟪booking_ref|HLR-24-0612⟫ confirmed

Hi ⟦PERSON|Deborah⟧,

Thanks for choosing ⟪org_name|Hallam & Lowe Removals⟫. Just confirming we've taken your deposit of ⟦AMOUNT|£350.00⟧ on the card ending ⟪masked_card|**** 9012⟫. The balance of ⟦AMOUNT|£1,240.00⟧ is due 48 hrs before the move.

Collection: ⟦ADDRESS|14 Rowan Close, Harrogate HG2 7QT⟧
Delivery:   ⟦ADDRESS|Flat 3, 62 Marsh Lane, Leeds LS9 8AB⟧

Crew lead on the day is ⟦PERSON|Gaz Whitely⟧ (mobile ⟦PHONE|07824 516 093⟧). If anything changes pls ring the office on ⟦PHONE|01423 880 415⟧ or just reply to ⟦EMAIL|bookings@hallamlowe.co.uk⟧.

Kind regards,
⟦PERSON|Shona Pettigrew⟧
Move Coordinator | ⟪org_name|Hallam & Lowe Removals Ltd⟫ | VAT reg ⟪vat_number|GB 284 6619 03⟫
"""),

("sms_thread", """Contact: ⟦PERSON|Ifan⟧ (piano) ⟦PHONE|07968 204771⟧

Thu 09:14 > Hi is that ⟦PERSON|Ifan⟧? Got your number off the ⟪org_name|Rhiwbina Music Club⟫ noticeboard. Our old Challen upright (serial ⟪piano_serial|71893⟫) is badly flat, hasnt been done since 2015 lol
Thu 09:31 < Morning! Yes ⟦PERSON|Ifan Jenkins⟧ here. If it's not been touched since then it'll need a pitch raise + fine tune. My rates are ⟪price_list|£85 tune / £35 pitch raise⟫. Could do Tues 2pm?
Thu 09:33 > Perfect. Address is ⟦ADDRESS|9 Heol Llanishen Fach, Rhiwbina, Cardiff CF14 6LA⟧. I'm ⟦PERSON|Rhiannon⟧ btw. If I'm not back from the school run the key safe by the back gate is ⟦PASSWORD|2081⟧
Tue 16:02 < All done. It was ⟪pitch_offset|38 cents⟫ flat, brought it up to ⟪pitch_standard|A440⟫. Hammers are getting worn, worth a reface next yr.
Tue 18:40 > Thank you!! Sent ⟦AMOUNT|£120⟧ by bank transfer, ref ⟪payment_ref|PIANO TUES⟫
"""),

("web_form", """New rental enquiry – ⟪org_name|StowSafe Self Storage⟫ (Didcot)
form_id: ⟪form_id|wf_8812⟫   submitted: ⟪timestamp|2024-05-03T18:22:41Z⟫
Full name: ⟦PERSON|Marguerite Okonkwo-Bell⟧
Email: ⟦EMAIL|m.okonkwobell@gmail.com⟧
Mobile: ⟦PHONE|+44 7591 338 204⟧
Date of birth: ⟦DATE_OF_BIRTH|11/09/1983⟧
Home address: ⟦ADDRESS|Flat 12, Brunel House, 4 Station Road, Didcot OX11 7NR⟧
Unit: ⟪unit_size|50 sq ft⟫ (⟪unit_number|Unit B-117⟫)
Photo ID: UK passport ⟦PASSPORT|$pp_uk1⟧
Card for monthly billing: ⟦CARD|$card_visa1⟧  exp 08/27  CVC ⟦CVV|418⟧
Gate access PIN (choose 4-6 digits): ⟦PASSWORD|770912⟧
Contents cover: ⟪insurance_tier|Bronze (up to £2,000)⟫
Notes: moving abroad for 18 months, my brother ⟦PERSON|Tunde⟧ will need gate access too
"""),

("slack_channel", """#proj-elm-road  (⟪org_name|Fenwick Arbery Architects⟫)
⟦PERSON|priya.n⟧  10:02  @⟦PERSON|tom.h⟧ did the decision notice for ⟪planning_ref|23/01874/FUL⟫ go to the ⟦PERSON|Adeyemis⟧?
⟦PERSON|tom.h⟧  10:05  not yet, their email bounced. ⟦PERSON|Kemi⟧ gave me a new one: ⟦EMAIL|kemi.adeyemi@outlook.com⟧
⟦PERSON|priya.n⟧  10:06  ok. also building control want the SAP calcs by fri, ⟪drawing_no|EA-104 rev C⟫ needs the revised wall build-up (⟪u_value|0.18 W/m²K⟫)
⟦PERSON|tom.h⟧  10:09  fine. fyi client portal login for the ⟦PERSON|Adeyemi⟧ job is ⟦PERSON|kemi⟧ / ⟦PASSWORD|ElmRoad#2024⟧ if you need to upload
⟦PERSON|priya.n⟧  10:10  🙈 pls don't post passwords in here ⟦PERSON|tom⟧
"""),

("genealogy_report", """⟪org_name|Threadneedle Family History⟫ — Research Report, case ⟪case_ref|TFH-2291⟫
Client: ⟦PERSON|Alasdair McCrindle⟧, ⟦ADDRESS|3 Kirkbrae Gardens, Stirling FK8 2PL⟧
Researcher: ⟦PERSON|Hazel Dunmore⟧

Findings
1. ⟦PERSON|Robert McCrindle⟧ (your great-grandfather) was born ⟦DATE_OF_BIRTH|4 March 1871⟧ at Kilsyth and baptised ⟪baptism_date|19 March 1871⟫. He appears in the 1881 census (⟪census_ref|RG11/0347 f.22⟫) aged 10, living with an uncle.
2. His wife ⟦PERSON|Janet Rankin⟧, b. ⟦DATE_OF_BIRTH|22 November 1874⟧, died ⟪death_date|8 February 1919⟫; cause given on the certificate as ⟦MEDICAL|influenzal pneumonia⟧ (⟪cert_ref|GROS 486/2 0031⟫).
3. No trace yet of the brother ⟦PERSON|Wm. McCrindle⟧ after 1891 — possibly emigrated via ⟪place_name|Greenock⟫.

Our standard research rate is ⟪price|£45 per hour⟫. Balance outstanding from you for this stage: ⟦AMOUNT|£480.00⟧.
"""),

("csv_export", """job_id,date_in,customer,phone,email,bike,frame_no,work,quote,paid
⟪job_id|WS-10231⟫,⟪job_date|2024-04-02⟫,⟦PERSON|Callum Reid⟧,⟦PHONE|07713 402918⟧,⟦EMAIL|callum.reid88@btinternet.com⟧,Trek Domane AL2,⟪frame_serial|WTU281C4417K⟫,"full service, new chain + cassette",⟪quote|£145.00⟫,⟦AMOUNT|£152.50⟧
⟪job_id|WS-10232⟫,⟪job_date|2024-04-02⟫,⟦PERSON|Aoife Brannigan⟧,⟦PHONE|07931 665 208⟧,⟦EMAIL|aoifeb@icloud.com⟧,Brompton M6L,⟪frame_serial|1903A21877⟫,"rear hub service + inner tube",⟪quote|£55.00⟫,⟦AMOUNT|£60.00⟧
⟪job_id|WS-10233⟫,⟪job_date|2024-04-03⟫,⟦PERSON|Mehmet Yilmaz⟧,⟦PHONE|07450 118 737⟧,⟦EMAIL|m.yilmaz@protonmail.com⟧,Specialized Rockhopper,⟪frame_serial|WSBC60418833H⟫,"bleed brakes, true front wheel",⟪quote|£75.00⟫,⟦AMOUNT|£40.00⟧
"""),


("email", """From: ⟦PERSON|Lotte Brandauer⟧ <⟦EMAIL|lotte.brandauer@web.de⟧>
To: ⟦EMAIL|enquiries@pennant-surveyors.co.uk⟧
Subject: RE: Level 3 survey – your quote ⟪quote_ref|PS/Q/0932⟫

Dear Mr ⟦PERSON|Pennant⟧,

Thank you, I accept the quote for the Level 3 survey of ⟦ADDRESS|The Old Forge, Church Lane, Bledington, Chipping Norton OX7 6XA⟧. I am still in Munich until end of month so I have paid the fee of ⟦AMOUNT|€1,150⟧ from my Sparkasse account, IBAN ⟦IBAN|$iban_de1⟧ — please let me know when it arrives, the exchange rate was ⟪fx_rate|0.8512⟫ so maybe there is a small difference.

The vendor (Mrs ⟦PERSON|Gwendolen Pike⟧) says access is fine any weekday, her number is ⟦PHONE|01608 658 220⟧. My UK mobile is ⟦PHONE|+44 7480 219 557⟧ but Whatsapp is easier.

Mit freundlichen Grüßen / best wishes
⟦PERSON|Lotte Brandauer⟧
"""),
]

TEXTS += [
("invoice", """⟪org_name|Marigold & Finch Interiors⟫
INVOICE ⟪invoice_no|MF-2024-0318⟫            Date: 18 Mar 2024

Bill to: Ms ⟦PERSON|Harriet Osei-Mensah⟧
⟦ADDRESS|41 Belsize Park Gardens, London NW3 4JJ⟧

Design fee – living room + snug (fixed)            ⟪line_total|£2,200.00⟫
Farrow & Ball Hague Blue ⟪paint_ref|No. 30⟫, 5L x 4        ⟪unit_price|£112.00⟫ ea
Velvet, Pierre Frey ⟪fabric_code|F3614-004⟫, 9m            ⟪unit_price|£148.00⟫ /m

Total due:          ⟦AMOUNT|£4,386.40⟧
Deposit received:   ⟦AMOUNT|£1,500.00⟧

Please pay by BACS to ⟪org_name|Marigold & Finch Ltd⟫, sort code ⟪org_sort_code|40-11-62⟫, acc ⟪org_account_no|71829304⟫. Queries: ⟦PERSON|Nell Finch⟧, ⟦PHONE|020 8123 4419⟧
"""),

("app_log", """2024-06-11 02:14:07,331 INFO  gate-ctl[⟪pid|2291⟫] keypad auth OK unit=⟪unit_number|C-044⟫ user=⟦PERSON|dmcallister⟧ src=⟦IP_ADDRESS|10.40.2.17⟧
2024-06-11 02:14:07,902 WARN  gate-ctl[2291] out-of-hours entry -> notify duty manager
2024-06-11 02:14:08,115 DEBUG sms-gw twilio key=⟦APIKEY|$ak_twilio1⟧ secret=⟦SECRET|$sec_twilio1⟧ account=⟪account_sid|AC5f0e3b9a1c7d24e8b6f0a9c3d1e7b2f4⟫
2024-06-11 02:14:08,480 INFO  sms-gw sent to=⟦PHONE|+447862551390⟧ status=⟪http_status|201⟫
2024-06-11 02:15:44,002 INFO  cctv-sync upload from ⟦IP_ADDRESS|86.153.204.71⟧ ok (⟪file_size|14.2 MB⟫)
"""),

("call_transcript", """[Call recording – ⟪org_name|Swift Crate Movers⟫ sales line, call ⟪call_id|CR-88104⟫, 11:42]
AGENT (⟦PERSON|Bethany⟧): Swift Crate, ⟦PERSON|Bethany⟧ speaking.
CALLER: Hiya, I had a quote off you for a two-bed, the reference is ⟪quote_ref|Q-55910⟫.
AGENT: Lovely, can I take your name?
CALLER: ⟦PERSON|Declan Moriarty⟧. ⟦PERSON|D-E-C-L-A-N⟧.
AGENT: And the best number, ⟦PERSON|Declan⟧?
CALLER: ⟦PHONE|oh seven nine four six, two two one, eight oh three⟧.
AGENT: And that's from ⟦ADDRESS|22 Albert Street, Rugby CV21 2RS⟧?
CALLER: Yeah. I'll pay the deposit now if that's ok, it was ⟦AMOUNT|two hundred and fifty pounds⟧?
AGENT: That's right. Long card number when you're ready.
CALLER: ⟦CARD|$card_mc1⟧, expires oh-six twenty-six, and the three on the back are ⟦CVV|902⟧.
AGENT: Perfect, that's gone through. Quote was ⟪quote|£1,180 inc VAT⟫ so the balance is due on the day.
"""),

("shell_history", """  501  ssh ⟦PERSON|rkhanna⟧@⟦IP_ADDRESS|10.12.0.8⟧
  502  export AWS_ACCESS_KEY_ID=⟦APIKEY|$ak_aws1⟧
  503  export AWS_SECRET_ACCESS_KEY=⟦SECRET|$sk_aws1⟧
  504  aws s3 sync ./renders s3://⟪bucket_name|fa-renders-archive⟫ --region ⟪aws_region|eu-west-2⟫
  505  mysql -h ⟦IP_ADDRESS|172.20.1.44⟧ -u ⟦PERSON|rkhanna⟧ -p'⟦PASSWORD|Tr1angul8!⟧' revit_licences
  506  git clone https://⟦APIKEY|$ak_gh1⟧@github.com/fenarb/bim-tools.git
  507  cd bim-tools && git checkout ⟪commit_sha|9f2c1e7a⟫
  508  cat /home/⟦PERSON|rkhanna⟧/.ssh/id_ed25519.pub
  509  curl -s https://ifconfig.me    # ⟦IP_ADDRESS|82.13.177.204⟧
  510  history | grep ssh
"""),

("review", """★★★★★  Best bike shop in Bristol, honestly
Took my old Brompton into ⟪org_name|Spokes & Sprockets⟫ on Gloucester Rd after another shop said the hub was "beyond saving". The lad on the counter had it stripped and rebuilt in 2 days. Their basic service is ⟪price|£65⟫ which is fair for round here, and they didnt try to upsell me a new ⟪product_code|BWR-3⟫ hub. Only niggle – parking is a nightmare after 4pm. Ordered a set of ⟪tyre_size|16x1.35⟫ Marathons through them too, arrived next day. Will be back. (visited ⟪visit_date|March 2024⟫)
"""),

("yaml_config", """# stowsafe-booking / config/production.yaml
app:
  name: stowsafe-booking
  version: ⟪version|3.14.2⟫
  port: ⟪port|8080⟫
database:
  url: postgres://booking_svc:⟦SECRET|Gx7!vTq2#Lm9⟧@⟦IP_ADDRESS|10.0.3.21⟧:⟪port|5432⟫/stowsafe
stripe:
  publishable_key: ⟪publishable_key|pk_live_51NfQ2kHx7rBv0aWz3TqLm8YcDp⟫
  secret_key: ⟦APIKEY|$ak_stripe2⟧
  webhook_secret: ⟦SECRET|$sec_whsec1⟧
mailer:
  sendgrid_key: ⟦APIKEY|$ak_sendgrid1⟧
  from: ⟦EMAIL|noreply@stowsafe.co.uk⟧
alerts:
  slack_webhook: ⟦SECRET|$sec_hook_slack1⟧
  oncall: "⟦PERSON|Dominic Achterberg⟧ ⟦PHONE|+44 7403 118 652⟧"
"""),
]

TEXTS += [
("job_card_ocr", """PIANO REPAIR — JOB CARD          No. ⟪job_id|0774⟫
Cust: Mrs ⟦PERSON|B. Okafor⟧
Tel: ⟦PHONE|0161 445 2093⟧ (wk)   mob ⟦PHONE|07539 880 126⟧
Addr: ⟦ADDRESS|18 Kingsway Pk, Urmston, Manchester M41 0SP⟧
lnstrument: Yamaha U1   s/n ⟪piano_serial|1283374⟫
Work: replace 3 bass strings (⟪string_gauge|No. 17⟫), regulate action, ease sticking keys ⟪key_range|C4–E4⟫
Est: ⟪estimate|£260⟫     Dep pd: ⟦AMOUNT|£60 cash⟧
NB cust has ⟦MEDICAL|severe hearing loss⟧ – knock LOUD, dont rely on the bell
"""),

("json_api_response", """{
  "user_id": "⟪user_id|u_48213⟫",
  "display_name": "⟦PERSON|Moira Kavanagh⟧",
  "email": "⟦EMAIL|moira.kav@eircom.net⟧",
  "dob": "⟦DATE_OF_BIRTH|1956-07-19⟧",
  "phone": "⟦PHONE|+353 87 214 6630⟧",
  "kit_status": "⟪status_code|RESULTS_READY⟫",
  "last_login_ip": "⟦IP_ADDRESS|2a02:8084:4c1:a900:9d13:2bb4:e7c1:5f0a⟧",
  "session": {"token": "⟦APIKEY|$ak_jwt1⟧", "expires": "⟪timestamp|2024-06-04T09:00:00Z⟫"},
  "trees": [{"id": "⟪uuid|5b8d1c9e-3f0a-4e27-9b61-0c4e8d2a7f13⟫", "root_person": "⟦PERSON|Bridget Kavanagh⟧", "root_born": "⟪historic_year|c. 1848⟫"}]
}
"""),

("meeting_minutes", """⟪org_name|Oduya Mercer Architects⟫ — partners' meeting, ⟪meeting_date|2 May 2024⟫
Present: ⟦PERSON|Adaeze Oduya⟧, ⟦PERSON|Simon Mercer⟧, ⟦PERSON|Lucy Tran⟧ (practice manager)

1. Staffing — ⟦PERSON|Jakub⟧ back from ⟦MEDICAL|knee surgery⟧ on the 13th, phased return 3 days/wk. ⟦PERSON|Lucy⟧ to update his HR file.
2. Pay review — ⟦PERSON|Ngozi Ekwueme⟧ moves Part 2 → Part 3 grade, salary ⟦AMOUNT|£38,500⟧ from June. Agreed.
3. Fees — ⟪org_name|Haverly Homes Ltd⟫ still owe ⟪org_receivable|£18,400⟫ on invoice ⟪invoice_no|OMA-0412⟫. ⟦PERSON|Simon⟧ to chase.
4. IT — studio Wi-Fi password changed to ⟦PASSWORD|Cantilever-88⟧; guest network ⟪wifi_ssid|OMA-Guest⟫ unchanged.
Next meeting ⟪meeting_date|6 June 2024⟫.
"""),

("support_ticket", """Ticket ⟪ticket_id|#58213⟫ — Checkout double-charging some customers
Reporter: ⟦PERSON|Ollie Brandreth⟧ <⟦EMAIL|ollie@wheelwrightcycles.co.uk⟧>
Priority: P2      Env: prod, theme ⟪version|v2.8.1⟫

Customer ⟦PERSON|Sunita Rao⟧ rang the shop (⟦PHONE|0117 924 0118⟧) – she was charged twice, ⟦AMOUNT|£849.99⟧ each time, for the Ribble CGR. Orders ⟪order_id|#WW-10442⟫ and ⟪order_id|#WW-10443⟫. Refunded one manually.
Looks like the webhook retried after a ⟪http_status|504⟫. Private app token in the theme settings is ⟦APIKEY|$ak_shopify1⟧ – that shouldn't be in there either tbh, can someone rotate it.
"""),
]

# ---------------------------------------------------------------- part 2
TEXTS += [
("records_request_form", """⟪org_name|Rootstock Genealogy LLC⟫ — SS-5 (FOIA) request worksheet
Requester: ⟦PERSON|Carol Ann Wisniewski⟧, ⟦ADDRESS|2214 W Augusta Blvd, Chicago, IL 60622⟧, ph ⟦PHONE|(312) 486-7720⟧
Subject (deceased): ⟦PERSON|Stanley J. Wisniewski⟧
SSN of subject: ⟦SSN|$ssn01⟧
Date of birth: ⟦DATE_OF_BIRTH|June 3, 1931⟧       Date of death: ⟪death_date|Nov 12, 2009⟫
Relationship to subject: daughter
SSA fee: ⟪fee_schedule|$27.50 computer extract / $29 photocopy⟫ — our handling invoice ⟪invoice_no|RG-3391⟫ to follow
"""),

("email", """From: ⟦PERSON|Marisol Vega⟧ <⟦EMAIL|mvega@bluebonnetmoving.com⟧>
To: Payroll
Subject: new hire — mover/driver, starts Mon

Hi ⟦PERSON|Trent⟧,
New guy for the Austin crew, paperwork's in the shared drive but here's the basics:
Name: ⟦PERSON|Dwayne Hollister⟧
SSN: ⟦SSN|$ssn02⟧
DOB: ⟦DATE_OF_BIRTH|08/22/1994⟧
Rate: ⟦AMOUNT|$19.50/hr⟧ to start, review after 90 days
His DOT medical card is on file, restriction = ⟦MEDICAL|corrective lenses⟧.
Truck assignment ⟪fleet_no|Unit 17⟫.
Thx, M.
"""),

("env_file", """# .env.production  — tunebook (piano tuning bookings)
NODE_ENV=production
PORT=⟪port|3000⟫
DATABASE_URL=mysql://tunebook:⟦SECRET|p1anoF0rte!77⟧@⟦IP_ADDRESS|10.8.0.14⟧:⟪port|3306⟫/tunebook
NEXTAUTH_SECRET=⟦SECRET|$sec_nextauth1⟧
GOOGLE_MAPS_API_KEY=⟦APIKEY|$ak_google1⟧
GOOGLE_CLIENT_ID=⟪client_id|843920117554-q1v8kd0m3t5s2ahf9jr7cplx6e4nbo0g.apps.googleusercontent.com⟫
MAILCHIMP_API_KEY=⟦APIKEY|$ak_mailchimp1⟧
SENTRY_RELEASE=⟪version|tunebook@1.9.0⟫
ADMIN_EMAIL=⟦EMAIL|ifor.tunes@gmail.com⟧
"""),

("whatsapp_group", """[07/06/24, 06:48] ⟦PERSON|Kev Mulrooney⟧: morning lads. first job ⟦ADDRESS|7 Clover Way, Bicester OX26 3FL⟧ then over to Witney. Customer is Mrs ⟦PERSON|Doherty⟧
[07/06/24, 06:50] ⟦PERSON|Jonno⟧: 👍 whats the code for the storage unit again
[07/06/24, 06:51] ⟦PERSON|Kev Mulrooney⟧: ⟦PASSWORD|1 9 7 3 #⟧ — unit ⟪unit_number|44⟫ at ⟪org_name|Cherwell Self Store⟫
[07/06/24, 06:52] ⟦PERSON|Kev Mulrooney⟧: also she has a dog called ⟪pet_name|Biscuit⟫ who bites apparently 😂 and her husband just had ⟦MEDICAL|a hip replacement⟧ so dont let him lift anything
[07/06/24, 07:30] ⟦PERSON|Jonno⟧: on site. she's paid the balance ⟦AMOUNT|£640⟧ cash, counted twice
"""),

("hr_form", """Payroll set-up — Amsterdam studio (⟪org_name|Kade Architecten B.V.⟫)
Medewerker / employee: ⟦PERSON|Femke de Wit⟧
BSN: ⟦NATIONAL_ID|$nid_bsn1⟧
IBAN: ⟦IBAN|$iban_nl1⟧
Bruto maandsalaris: ⟦AMOUNT|€4.250⟧
Adres: ⟦ADDRESS|Van Woustraat 112-2, 1073 LS Amsterdam⟧
Noodcontact: ⟦PHONE|06 4187 2290⟧
Start: ⟪start_date|1 september 2024⟫     contract ⟪contract_ref|KA-HR-0917⟫
"""),

("email", """Subject: T4 2023 — wrong SIN
From: ⟦EMAIL|jp.gagnon77@videotron.ca⟧
To: ⟦EMAIL|hr@northboundmoving.ca⟧

Hi ⟦PERSON|Priyanka⟧,

My T4 for 2023 came back from CRA because the SIN on it is wrong. The one you have ends ⟪masked_id|*** *** 481⟫ but mine is ⟦NATIONAL_ID|$nid_sin1⟧. Can you reissue? I need it for my return before the ⟪deadline|April 30⟫ deadline.

Thanks,
⟦PERSON|Jean-Philippe Gagnon⟧
Driver, ⟪org_name|Northbound Moving & Storage⟫ (employee #⟪employee_no|2207⟫)
"""),

("contract", """RENOVATION AGREEMENT (extract, p.1)
This agreement is made on ⟪contract_date|14 March 2024⟫ between ⟪org_name|Lumen & Loft Interiors Pte Ltd⟫ (UEN ⟪company_reg_no|201934517K⟫) ("the Contractor") and ⟦PERSON|Tan Wei Ling⟧ (NRIC ⟦NATIONAL_ID|$nid_nric1⟧) of ⟦ADDRESS|Blk 428 Serangoon Central, #09-117, Singapore 550428⟧ ("the Owner").
2.1 The Owner shall pay the Contract Sum of ⟦AMOUNT|S$48,600⟧ in stages per Schedule B.
2.2 A deposit of ⟦AMOUNT|S$4,860⟧ has been received on signing.
3.4 HDB renovation permit ⟪permit_no|HDB/RP/24/118832⟫ to be displayed at the unit door.
"""),

("kyc_checklist", """KYC checklist — ⟪org_name|SafeBox Storage, Indiranagar⟫
Customer name: ⟦PERSON|Raghav Subramaniam⟧
Aadhaar: ⟦NATIONAL_ID|$nid_aadhaar1⟧ (verified, copy on file)
Passport: ⟦PASSPORT|$pp_in1⟧
Mobile: ⟦PHONE|+91 98450 31762⟧
Locker ⟪locker_no|L-22⟫, plan ⟪plan_code|6M-STD⟫. Advance ⟦AMOUNT|₹18,000⟧ received by UPI, ref ⟪upi_ref|412893551207⟫
Checked by: ⟦PERSON|Kavya⟧
"""),

("python_traceback", """[ERROR] ⟪timestamp|2024-02-19 23:07:55⟫ gedcom-import worker-3 failed on record ⟪record_id|@I1043@⟫
Traceback (most recent call last):
  File "/srv/ancestry-import/worker.py", line ⟪line_no|212⟫, in import_person
    person = Person.objects.create(**row)
  File "/usr/lib/python3.11/site-packages/django/db/models/query.py", line 658, in create
    obj.save(force_insert=True, using=self.db)
django.db.utils.IntegrityError: duplicate key value violates unique constraint "people_person_email_key"
DETAIL:  Key (email)=(⟦EMAIL|h.achebe.family@gmail.com⟧) already exists.
row = {'given': '⟦PERSON|Hannah⟧', 'surname': '⟦PERSON|Achebe⟧', 'birth': '⟦DATE_OF_BIRTH|1949-02-11⟧', 'email': '⟦EMAIL|h.achebe.family@gmail.com⟧'}
db host: ⟦IP_ADDRESS|10.20.30.5⟧  (pool ⟪pool_name|pg-main⟫)
"""),

("valuation_report", """⟪org_name|Carrow Lane Chartered Surveyors⟫ — Mortgage Valuation Report, ref ⟪survey_ref|CL/MV/24/0218⟫
Applicants: ⟦PERSON|Nathan Oyelowo⟧ and ⟦PERSON|Imogen Hart⟧
Property: ⟦ADDRESS|27 Thorpe Road, Norwich NR1 1UH⟧
Agreed purchase price: ⟦AMOUNT|£312,000⟧
Our opinion of market value: ⟪valuation_figure|£305,000⟫ (comparables: No. 19 sold ⟪comparable_price|£298,500⟫ 11/23; No. 41 ⟪comparable_price|£309,000⟫ 02/24)
Construction: solid brick, ⟪build_period|c.1890⟫, slate roof. EPC ⟪epc_rating|D (61)⟫.
Surveyor: ⟦PERSON|Owen Castell⟧ MRICS
"""),

("email_thread", """From: ⟦PERSON|Julian Fairweather⟧ <⟦EMAIL|j.fairweather@me.com⟧>
Sent: Tue 14:02
Hi ⟦PERSON|Saskia⟧ — for the curtains deposit just use my Amex ⟦CARD|$card_amex1⟧, exp 11/26, code on the front ⟦CVV|4417⟧. Cheers, J

From: ⟦PERSON|Saskia Lindqvist⟧
Sent: Tue 14:20
Hi ⟦PERSON|Julian⟧, please please don't email card numbers 🙂 I've deleted it from our inbox. I've taken the deposit of ⟦AMOUNT|£1,275⟧ over the phone instead, receipt ⟪receipt_no|R-00912⟫ attached.
Best, ⟦PERSON|Saskia⟧
--
⟦PERSON|Saskia Lindqvist⟧ | Founder, ⟪org_name|Lindqvist Studio Interiors⟫
m ⟦PHONE|07712 388 104⟧ | ⟪url|www.lindqviststudio.co.uk⟫
"""),
]

TEXTS += [
("forum_post", """⟪forum_name|LFGSS⟫ › Stolen › STOLEN – Condor Fratello, Hackney, Fri night
Posted by ⟦PERSON|spokeydokey_ella⟧

Gutted. Taken from the railings outside my flat at ⟦ADDRESS|63 Mare Street, London E8 4RG⟧ sometime after midnight, cut through a ⟪product_code|Kryptonite Evolution⟫ lock.
Frame no. ⟪frame_serial|CF1123478⟫, size ⟪frame_size|54cm⟫, grey with a brown Brooks saddle, registered on BikeRegister (⟪bikeregister_id|BR-44X9021⟫).
Crime ref ⟪crime_ref|CAD 4471/02AUG24⟫.
If you see it on Gumtree/FB please call me ⟦PHONE|07867 330 442⟧ or DM. I'm ⟦PERSON|Ella⟧ btw, thanks all x
"""),

("ci_log", """Run npm publish --access public
  env:
    NODE_AUTH_TOKEN: ***
actor: ⟦PERSON|ltran-oma⟧   runner: ⟪runner_name|ubuntu-22.04⟫   run ⟪run_id|9102283377⟫
npm notice package: @oma/site-kit@⟪version|0.7.3⟫
npm notice shasum: ⟪sha1|3d9a0c4b7e21f58a6c0e9b2d4f17a3c8e5b06d92⟫
npm verb config //registry.npmjs.org/:_authToken=⟦APIKEY|$ak_npm1⟧ (from /home/runner/work/.npmrc)
npm ERR! code E403
npm ERR! 403 Forbidden - PUT https://registry.npmjs.org/@oma%2fsite-kit - You do not have permission to publish
"""),

("out_of_office", """Auto-reply: Out of office until ⟪return_date|Mon 22 July⟫

Thank you for your email. I am on annual leave with limited access to email. For urgent survey matters please contact my colleague ⟦PERSON|Ruairi Fennelly⟧ on ⟦PHONE|028 9023 7761⟧ or ⟦EMAIL|rfennelly@lagansurveyors.co.uk⟧. Instructions for new Home Surveys can go to ⟦EMAIL|instructions@lagansurveyors.co.uk⟧.

⟦PERSON|Clodagh Burke⟧ BSc MRICS
⟪org_name|Lagan Chartered Surveyors⟫ | Regulated by RICS, firm no. ⟪rics_firm_no|047112⟫
"""),

("python_config", """# spokes-bot/config.py  — shop Discord community bot
DISCORD_TOKEN = "⟦APIKEY|$ak_discord1⟧"
GUILD_ID = ⟪guild_id|1098823345190021140⟫
ALERT_WEBHOOK = "⟦SECRET|$sec_hook_discord1⟧"
STRAVA_CLIENT_ID = ⟪client_id|118342⟫
STRAVA_CLIENT_SECRET = "⟦SECRET|$sec_strava1⟧"
OWNER = "⟦PERSON|marcus.oyelaran⟧"
WORKSHOP_OPEN = "⟪opening_hours|09:00-17:30⟫"
"""),

("jira_ticket", """⟪ticket_id|IT-1182⟫  Can't SSH to render node
Reporter: ⟦PERSON|Ngozi Ekwueme⟧      Assignee: ⟦PERSON|R. Khanna⟧      Status: ⟪status_code|Done⟫

I get "Permission denied (publickey)" when connecting to ⟦IP_ADDRESS|10.12.4.31⟧ (render-03). Here is my key in case it's the wrong format:

⟦SECRET|$sec_pem_ssh1⟧

— Comment from ⟦PERSON|R. Khanna⟧:
⟦PERSON|Ngozi⟧!! never paste a private key anywhere. I've removed it from authorized_keys, please make a new pair with ssh-keygen and send me only the .pub file. Fingerprint of the revoked one was ⟪key_fingerprint|SHA256:q8Xk2yV7mN0pLr4sT1uW9zA3bC6dE5fG8hJ0kL2mN4o⟫.
"""),

("voicemail_transcript", """Voicemail — ⟪org_name|Lock & Leave Storage⟫ Slough, received ⟪timestamp|Sat 21:13⟫, 0:52
"Hi, this is ⟦PERSON|Grace Adebayo-Hughes⟧, unit ⟪unit_number|214⟫. The keypad on the main gate isn't taking my code, I've tried ⟦PASSWORD|five five eight three⟧ like five times now. Can someone call me back on ⟦PHONE|zero seven seven three two, four nine one, six six oh⟧? I've paid up to the end of June, ⟦AMOUNT|ninety-eight pounds⟧ went out on the first, so it's not that. Thanks, bye."
"""),
]

# ---------------------------------------------------------------- part 3
TEXTS += [
("move_file_note", """Overseas move file ⟪file_ref|OV-ES-0452⟫ — ⟪org_name|Britannia Global Movers⟫
Customers: ⟦PERSON|Graham Ashworth⟧ & ⟦PERSON|Pauline Ashworth⟧
UK passport (⟦PERSON|Graham⟧): ⟦PASSPORT|$pp_uk2⟧
NIE (⟦PERSON|Graham⟧): ⟦NATIONAL_ID|$nid_nie1⟧   (⟦PERSON|Pauline⟧'s NIE still pending – chase)
Destination: ⟦ADDRESS|Calle Almendro 14, 03730 Jávea, Alicante⟧
Container: ⟪container_size|20ft⟫ groupage, ETA ⟪eta_date|Valencia 3 Oct⟫; customs agent ⟪org_name|Transitarios Levante SL⟫
Balance paid ⟦AMOUNT|£5,870⟧ from ⟦IBAN|$iban_gb1⟧ on ⟪payment_date|12/09⟫
"""),

("email", """Subject: Fattura for the sofa + lamps

Hi ⟦PERSON|Giulia⟧,

Quick one — for the fattura the supplier in Milan needs your codice fiscale. I have ⟦NATIONAL_ID|$nid_cf1⟧ from the order form, can you confirm that's right (born ⟦DATE_OF_BIRTH|22/07/1990⟧ in Rome)? Also confirm delivery is still to ⟦ADDRESS|Via Marghera 22, 20149 Milano MI⟧ and not the London flat.

Lead time on the ⟪product_code|Cassina 271 Mex⟫ is 10–12 weeks, I'll chase.

Thanks!
⟦PERSON|Bea Okonjo⟧
⟪org_name|Okonjo Interiors⟫ · ⟦PHONE|+44 20 3872 5516⟧
"""),

("teams_chat", """[Teams] HR – France payroll
⟦PERSON|Aurélie Marchand⟧ 09:12: Bonjour! for the mutuelle form I need your numéro de sécurité sociale please ⟦PERSON|Camille⟧
⟦PERSON|Camille Roux⟧ 09:40: sure it's ⟦NATIONAL_ID|$nid_nir1⟧
⟦PERSON|Camille Roux⟧ 09:41: and my new address is ⟦ADDRESS|18 rue des Tanneurs, 69001 Lyon⟧ since march
⟦PERSON|Aurélie Marchand⟧ 09:43: merci. the form also asks for "affection longue durée" – you mentioned ⟦MEDICAL|Crohn's disease⟧ last year, do you want it declared? (only if you want)
⟦PERSON|Camille Roux⟧ 09:50: yes please declare it
⟦PERSON|Aurélie Marchand⟧ 09:51: ok 👍 policy ⟪policy_no|MUT-2024-88412⟫
"""),

("agency_registration", """⟪org_name|ShiftWorks Recruitment⟫ — temp worker registration (warehouse & removals)
Surname: ⟦PERSON|Zielińska⟧      First name: ⟦PERSON|Agnieszka⟧
Date of birth: ⟦DATE_OF_BIRTH|22.04.1984⟧
PESEL (if Polish): ⟦NATIONAL_ID|$nid_pesel1⟧
NI number: ⟦NATIONAL_ID|$nid_nino1⟧
Mobile: ⟦PHONE|07405 772 318⟧
Bank (for weekly pay): ⟦IBAN|$iban_gb2⟧
Forklift licence: ⟪licence_category|Counterbalance B1⟫, expires ⟪expiry_date|03/2026⟫
Health declaration: ⟦MEDICAL|mild asthma, uses inhaler⟧
"""),

("customs_declaration", """Import declaration — private removal (piano) — ⟪declaration_no|FI24-0077813⟫
Consignee: ⟦PERSON|Eero Mäkinen⟧
Finnish personal identity code: ⟦NATIONAL_ID|$nid_hetu1⟧
Delivery address: ⟦ADDRESS|Mechelininkatu 19 B 23, 00100 Helsinki⟧
Goods: 1 x used grand piano, Blüthner Model 6, serial ⟪piano_serial|143512⟫, gross ⟪weight|395 kg⟫
Commodity code ⟪hs_code|9201 20 00⟫ — declared as household effects (transfer of residence)
Shipper: ⟪org_name|Hartwell Piano Removals⟫, contact ⟦PERSON|Dan Hartwell⟧ ⟦PHONE|+44 1273 604 227⟧
"""),

("json_config", """{
  "workspace": "⟪workspace_id|marigold-finch⟫",
  "figma": { "personal_access_token": "⟦APIKEY|$ak_figma1⟧", "team_id": "⟪team_id|1129874660231998⟫" },
  "notion": { "token": "⟦APIKEY|$ak_notion1⟧", "projects_db": "⟪notion_db_id|8f1d2c77e4a94b07a6c3b1f9d02e5a18⟫" },
  "slack": { "bot_token": "⟦APIKEY|$ak_slack1⟧", "channel": "⟪slack_channel|C05K2QJ7L3B⟫" },
  "owner": "⟦EMAIL|nell@marigoldfinch.co.uk⟧",
  "schema_version": ⟪version|4⟫
}
"""),

("email", """Subject: W-9 for the Hendricks project

Hey ⟦PERSON|Dana⟧,
Here's what you asked for so you can set me up as a 1099 contractor for the styling work:

Legal name: ⟦PERSON|Keisha Monroe-Abbott⟧
Business name (DBA): ⟪org_name|Monroe Abbott Styling⟫
SSN: ⟦SSN|$ssn03⟧  (no EIN yet)
Address: ⟦ADDRESS|4819 Magnolia Ave, Apt 3C, Chattanooga, TN 37407⟧

Invoice ⟪invoice_no|MAS-031⟫ for ⟦AMOUNT|$2,340⟧ is attached — net 30 is fine.
⟦PERSON|Keisha⟧
"""),

("rental_application", """⟪org_name|Lone Star Self Storage⟫ — Tenant Application (Unit ⟪unit_number|D-209⟫, ⟪unit_size|10x15⟫)
Tenant: ⟦PERSON|Rodrigo Salinas⟧          DOB: ⟦DATE_OF_BIRTH|02/17/1979⟧
SSN (for lien-law notice only): ⟦SSN|$ssn04⟧
Home: ⟦ADDRESS|1207 Pecan Hollow Dr, San Antonio, TX 78232⟧
Cell: ⟦PHONE|(210) 847-3316⟧
Card on file (autopay): ⟦CARD|$card_disc1⟧   exp 04/28   CVV ⟦CVV|261⟧
Alternate contact: ⟦PERSON|Lucia Salinas⟧ (wife) ⟦PHONE|(210) 902-1148⟧
Monthly rent ⟪rate_card|$149.00⟫ + admin fee ⟪rate_card|$25.00⟫ (standard rates)
"""),
]

TEXTS += [
("password_manager_export", """name,url,username,password,totp,notes
RICS iConnect,⟪url|https://www.rics.org/login⟫,⟦EMAIL|owen.castell@carrowlane.co.uk⟧,⟦PASSWORD|Valuat10n!Norwich⟧,,
Land Registry portal,⟪url|https://portal.landregistry.gov.uk⟫,⟦PERSON|ocastell⟧,⟦PASSWORD|Hm-LR-2291-oc⟧,⟦SECRET|$sec_totp1⟧,shared w/ ⟦PERSON|Imran⟧
Xero,⟪url|https://login.xero.com⟫,⟦EMAIL|accounts@carrowlane.co.uk⟧,⟦PASSWORD|carrow lane ledger 7⟧,⟦SECRET|$sec_totp2⟧,
Office alarm,,,⟦PASSWORD|6402⟧,,"set code, ⟪alarm_zone|zone 3⟫ = back door"
"""),

("curl_command", """$ curl 'https://admin.wheelwrightcycles.co.uk/api/customers/⟪customer_id|88213⟫' \\
  -H 'Accept: application/json' \\
  -H 'Cookie: sessionid=⟦SECRET|$sec_cookie_django1⟧; csrftoken=⟪csrf_token|Zq1vR8mT0cY4uP7sK2wX9nB5dL3hF6gJ⟫' \\
  -H 'X-Forwarded-For: ⟦IP_ADDRESS|31.94.18.240⟧'
{"id":88213,"name":"⟦PERSON|Harvey Lindqvist-Obi⟧","email":"⟦EMAIL|harvey.lo@hotmail.co.uk⟧","store_credit":"⟦AMOUNT|£35.00⟧","created":"⟪timestamp|2023-11-02T10:14:09Z⟫"}
"""),

("terraform_tfvars", """# infra/prod.tfvars — OMA render farm
do_token          = "⟦APIKEY|$ak_do1⟧"
region            = "⟪cloud_region|lon1⟫"
droplet_size      = "⟪instance_size|c-16⟫"
admin_cidrs       = ["⟦IP_ADDRESS|81.134.202.17⟧/32", "⟪subnet_cidr|10.12.0.0/16⟫"]
ssh_key_fingerprint = "⟪key_fingerprint|3b:7e:91:0c:aa:52:6d:e8:19:44:f0:2c:b7:61:d3:9a⟫"
owner_email       = "⟦EMAIL|it@oma-architects.co.uk⟧"
"""),

("python_script", """# reminders.py — sends tuning reminders via Telegram
import requests, csv
BOT_TOKEN = "⟦APIKEY|$ak_tg1⟧"
CHAT_ID = ⟪chat_id|-1001893204471⟫   # "Tuning bookings" group
ME = "⟦PERSON|Ifor Pugh⟧"  # ⟦PHONE|07977 130 645⟧

def remind(row):
    # row: name, phone, last_tuned, piano
    msg = f"{row['name']} ({row['phone']}) – last tuned {row['last_tuned']}, {row['piano']}"
    requests.post(f"https://api.telegram.org/bot{BOT_TOKEN}/sendMessage", data={"chat_id": CHAT_ID, "text": msg}, timeout=⟪timeout_seconds|10⟫)

# example row from clients.csv:
# ⟦PERSON|Mair Lloyd-Evans⟧, ⟦PHONE|01970 617 224⟧, ⟪last_tuned|2023-10-04⟫, Kemble Classic
"""),

("pos_export", """Square — Transactions export (⟪org_name|Wheelwright Cycles⟫) ⟪export_date|2024-05-31⟫
Date,Time,Customer,Card,Gross,Item,Transaction ID
2024-05-31,10:02,⟦PERSON|Tomasz Nowicki⟧,⟪masked_card|Visa •••• 4418⟫,⟦AMOUNT|£1,899.00⟧,Canyon Grizl CF SL 7,⟪transaction_id|kQ7mX2pL9vR4tY8w⟫
2024-05-31,11:40,⟦PERSON|Ruth Ansah⟧,⟪masked_card|MC •••• 0719⟫,⟦AMOUNT|£24.99⟧,inner tube x2 + levers,⟪transaction_id|bN3cV6zH1jK5sD0q⟫
# api: access_token=⟦APIKEY|$ak_square1⟧ location=⟪location_id|LQ8Z3T1K9RB2M⟫
"""),

("complaint_letter", """⟦ADDRESS|12 Weavers Row, Hebden Bridge HX7 8AT⟧
⟪letter_date|3 September 2024⟫

Claims Department
⟪org_name|Pennine Piano Movers⟫

Your ref: ⟪claim_ref|PPM-CL-0193⟫

Dear Sir or Madam,

On 28 August your crew moved my late mother's Bechstein upright (serial ⟪piano_serial|96721⟫) from storage to the address above. The case was gouged along the left side and the fall board hinge was torn out. I enclose photographs and a repair estimate from ⟪org_name|Calder Valley Piano Restoration⟫.

I am claiming ⟦AMOUNT|£1,460⟧ under your goods-in-transit cover. Please note the piano was declared at ⟪declared_value|£6,000⟫ on the booking form.

You can reach me on ⟦PHONE|01422 843 906⟧ or ⟦EMAIL|rosalind.ackroyd@gmail.com⟧.

Yours faithfully,
⟦PERSON|Rosalind Ackroyd⟧
"""),

("subject_access_request", """To: Data Protection Officer, ⟪org_name|AncestryLink Research Ltd⟫
From: ⟦PERSON|Malcolm Dewhurst⟧ <⟦EMAIL|m.dewhurst1958@talktalk.net⟧>
Re: Subject access request (UK GDPR Art. 15)

Please send me all personal data you hold about me. To help you find my records:
Full name: ⟦PERSON|Malcolm Peter Dewhurst⟧
Date of birth: ⟦DATE_OF_BIRTH|30th January 1958⟧
Current address: ⟦ADDRESS|5 Foxglove Court, Lancaster LA1 4XP⟧
Previous address (to 2019): ⟦ADDRESS|88 Scotforth Road, Lancaster LA1 4SB⟧
Customer no. ⟪customer_id|ALR-0041977⟫; DNA kit ⟪kit_barcode|KT-8823-XQ⟫ (returned ⟪return_date|May 2021⟫)
"""),

("k8s_secret", """apiVersion: v1
kind: Secret
metadata:
  name: gate-controller
  namespace: ⟪k8s_namespace|stowsafe-prod⟫
type: Opaque
stringData:
  MQTT_URL: "mqtts://gatectl:⟦SECRET|kP9#wq2!Xs7d⟧@⟦IP_ADDRESS|172.31.8.40⟧:⟪port|8883⟫"
  DEVICE_KEY.pem: |
    ⟦SECRET|$sec_pem_ec1⟧
  SUPPORT_CONTACT: "⟦PERSON|Dominic Achterberg⟧"
# image: ⟪docker_image|ghcr.io/stowsafe/gatectl:2.3.0⟫
"""),

("accident_report", """⟪org_name|Hallam & Lowe Removals Ltd⟫ — ACCIDENT / INCIDENT REPORT   Form ⟪form_no|AR-07⟫   RIDDOR: ⟪riddor_status|not reportable⟫
Injured person: ⟦PERSON|Liam Cusack⟧      NI no: ⟦NATIONAL_ID|$nid_nino2⟧
Job: ⟪job_id|HLR-24-0655⟫ at customer premises, ⟪incident_time|14:20⟫
What happened: carrying a chest freezer down external steps with ⟦PERSON|Gaz Whitely⟧, ⟦PERSON|Liam⟧ slipped on the 3rd step.
Injury: ⟦MEDICAL|sprained left wrist, bruising to lower back⟧. Seen at Harrogate District A&E, ⟦MEDICAL|X-ray clear⟧, given ⟦MEDICAL|co-codamol 30/500⟧.
Fit note: 7 days. Next of kin informed: ⟦PERSON|Sinéad Cusack⟧ ⟦PHONE|07761 204 883⟧
"""),
]

# ---------------------------------------------------------------- part 4
TEXTS += [
("slack_dm", """⟦PERSON|simon.mercer⟧  3:14 PM
hey, the ⟦PERSON|Hollis⟧ extension is cancelled (planning refused ⟪planning_ref|24/00391/HOU⟫) so we owe them the unused part of the stage 3 fee back
⟦PERSON|lucy.tran⟧  3:16 PM
how much?
⟦PERSON|simon.mercer⟧  3:16 PM
⟦AMOUNT|£2,150⟧ to Mr ⟦PERSON|Hollis⟧'s account, he sent: ⟦IBAN|$iban_gb3⟧, name on acct ⟦PERSON|Geoffrey R Hollis⟧
⟦PERSON|lucy.tran⟧  3:17 PM
ok will do in tomorrow's BACS run. ref ⟪payment_ref|OMA-RF-0088⟫
"""),

("remittance_advice", """REMITTANCE ADVICE
From: ⟦PERSON|Siobhán Ní Bhriain⟧
To: ⟪org_name|Clann Roots Genealogy⟫
Amount: ⟦AMOUNT|€395.00⟧
Paid from: ⟦IBAN|$iban_ie1⟧ (⟪bank_name|Bank of Ireland⟫)
Your invoice: ⟪invoice_no|CR-2024-117⟫ — Foreign Births Register research package
Value date: ⟪value_date|09/04/2024⟫
Message: "for grandad ⟦PERSON|Pádraig Ó Briain⟧'s baptism + marriage certs, thanks!"
"""),

("markdown_table", """## Regulars — autumn round (⟪round_name|Round B⟫, Cotswolds)

| Client | Phone | Address | Piano | Notes |
|---|---|---|---|---|
| ⟦PERSON|Hetty Blandford⟧ | ⟦PHONE|01285 740 316⟧ | ⟦ADDRESS|Old School House, Bibury GL7 5NP⟧ | Broadwood grand ⟪piano_serial|47120⟫ | dog ⟪pet_name|Monty⟫ – keep door shut |
| Rev. Canon ⟦PERSON|A. Pickering⟧ | ⟦PHONE|01451 830 552⟧ | ⟦ADDRESS|The Vicarage, Bourton-on-the-Water GL54 2AN⟧ | church Kawai ⟪piano_model|K-300⟫ | invoice PCC not him |
| ⟦PERSON|Ruby⟧ & ⟦PERSON|Sol Adler⟧ | ⟦PHONE|07887 613 095⟧ | ⟦ADDRESS|2 Mill Cottages, Lechlade GL7 3AQ⟧ | Steinway Model O | pays cash, ⟦AMOUNT|£90⟧ owed from June |
"""),
]

TEXTS += [
("sql_insert", """-- wheelwright_prod.customers  (dump ⟪timestamp|2024-03-08 02:00:01⟫)
INSERT INTO customers (id, full_name, email, phone, dob, pw_hash, finance_limit) VALUES
(⟪row_id|4410⟫, '⟦PERSON|Bartosz Kowal⟧', '⟦EMAIL|bkowal@gmail.com⟧', '⟦PHONE|07462 905 118⟧', '⟦DATE_OF_BIRTH|1990-11-27⟧', '⟪password_hash|$2b$12$Jw8yQp1Vd0eR9sTfXk3LmOaZ7nB4cH6uG2iE5rW8tYqA1sD3fG9hK⟫', ⟦AMOUNT|2500.00 GBP⟧),
(⟪row_id|4411⟫, '⟦PERSON|Imani Okoro⟧', '⟦EMAIL|imani.okoro@yahoo.co.uk⟧', '⟦PHONE|07538 004 671⟧', '⟦DATE_OF_BIRTH|1986-05-02⟧', '⟪password_hash|$2b$12$Qe5rT7yU9iO1pA3sD5fG7hJ9kL1zX3cV5bN7mQ9wE1rT3yU5iO7pA⟫', NULL);
"""),

("nginx_access_log", """⟦IP_ADDRESS|92.40.173.6⟧ - - [⟪log_timestamp|12/Jun/2024:09:14:22 +0100⟫] "GET /projects/elm-road HTTP/1.1" 200 18422 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS ⟪os_version|17_5⟫ like Mac OS X)"
⟦IP_ADDRESS|2a00:23c7:9a8f:1201:5d4e:8c2b:a1f0:7c33⟧ - - [12/Jun/2024:09:14:25 +0100] "POST /contact HTTP/1.1" 302 0 "https://oma-architects.co.uk/contact" "Mozilla/5.0 (Windows NT 10.0; Win64; x64)"
⟪doc_ip|203.0.113.45⟫ - - [12/Jun/2024:09:15:02 +0100] "GET /wp-login.php HTTP/1.1" 404 162 "-" "python-requests/⟪version|2.31.0⟫"
⟦IP_ADDRESS|100.72.14.9⟧ - ⟦PERSON|ltran⟧ [12/Jun/2024:09:16:40 +0100] "GET /intranet/timesheets HTTP/1.1" 200 5311 "-" "Mozilla/5.0 (Macintosh)"
"""),

("party_wall_notice", """PARTY WALL etc. ACT 1996 — NOTICE UNDER SECTION 6 (excavation within 3 metres)

To the adjoining owners: Mr ⟦PERSON|Dennis Okafor⟧ and Mrs ⟦PERSON|Florence Okafor⟧
of ⟦ADDRESS|16 Ashgrove Road, Bristol BS7 9LL⟧

We, ⟦PERSON|Thomas Gurney⟧ and ⟦PERSON|Anya Gurney⟧, owners of ⟦ADDRESS|14 Ashgrove Road, Bristol BS7 9LL⟧, give you notice that we intend to build a rear extension as shown on drawing ⟪drawing_no|AGR-PW-02⟫, excavating to a depth of ⟪depth|1.2m⟫ within 3 metres of your building.
Works to start on or after ⟪start_date|1 October 2024⟫.
Our surveyor: ⟦PERSON|Helen Stroud⟧ MRICS, ⟪org_name|Stroud & Vale Surveyors⟫, ⟦PHONE|0117 973 4410⟧.
"""),
]

TEXTS += [
("webhook_log", """[⟪log_timestamp|2024-05-18T16:02:11.481Z⟫] stripe-listener: event ⟪event_id|evt_3PHq2LAb91xZ0kQm1c7Vd2Rt⟫ type=payment_intent.succeeded
  customer_email=⟦EMAIL|f.achterberg@gmail.com⟧ amount_received=⟦AMOUNT|£2,349.00⟧ currency=gbp
  description="Cube Kathmandu Hybrid EXC 750 – ⟪order_id|order #WW-11820⟫"
  billing_name="⟦PERSON|Floor Achterberg⟧" card=⟪masked_card|visa ••4027⟫
[2024-05-18T16:02:11.502Z] stripe-listener: verifying sig with ⟦SECRET|$sec_whsec2⟧ ... ok
[2024-05-18T16:02:11.640Z] stripe-listener: refund check using restricted key ⟦APIKEY|$ak_stripe3⟧ -> none
"""),

("business_card_ocr", """[OCR scan – business card, front]
⟦PERSON|MATTHEW O'SULLIVAN⟧ Dip.PTT
Piano Tuner & Technician
Member ⟪org_name|Pianoforte Tuners' Association⟫ (#⟪membership_no|0912⟫)
M: ⟦PHONE|07 8 3 1  4 0 2  9 6 6⟧
E: ⟦EMAIL|matt@osullivanpianos.ie⟧
⟦ADDRESS|Unit 4, Ballybrit Business Park, Galway H91 T2X8⟧
[back]  ⟪tagline|"Tuning · Regulation · Restoration since 1998"⟫
"""),

("calendar_invite", """BEGIN:VEVENT
UID:⟪ical_uid|7c1e9a02-44bd-4f6a-9e3d-b82c0f51a7de@lindqviststudio.co.uk⟫
DTSTART:⟪ical_datetime|20240611T100000Z⟫
SUMMARY:Site visit – kitchen measure
LOCATION:⟦ADDRESS|Flat 9, 31 Cadogan Square, London SW1X 0HU⟧
DESCRIPTION:Client ⟦PERSON|Verity Ashcombe⟧ (⟦PHONE|07958 217 440⟧). Concierge has the fob\\; front door code ⟦PASSWORD|2 4 6 0 #⟧. Bring ⟪sample_ref|Fenix NTM 0718⟫ samples.
ATTENDEE;CN=⟦PERSON|Saskia Lindqvist⟧:mailto:⟦EMAIL|saskia@lindqviststudio.co.uk⟧
ATTENDEE;CN=⟦PERSON|Verity Ashcombe⟧:mailto:⟦EMAIL|verity.ashcombe@gmail.com⟧
END:VEVENT
"""),

("lien_notice", """⟪org_name|Lone Star Self Storage⟫ — PRELIMINARY LIEN NOTICE (Tex. Prop. Code §59.044)
Date: ⟪notice_date|August 2, 2024⟫
To: ⟦PERSON|Kendra L. Whitfield⟧
⟦ADDRESS|908 Quail Run Ct, Converse, TX 78109⟧
Unit ⟪unit_number|B-114⟫. Your account is past due. Amount owed as of this notice: ⟦AMOUNT|$412.50⟧ (rent ⟪rate_card|$129.00/mo⟫ x3 + late fees).
If not paid by ⟪deadline|August 23, 2024⟫ the contents may be sold at public auction. Call ⟦PHONE|(210) 590-4477⟧ (office) to pay.
"""),

("finance_application", """⟪org_name|Pedal Forward Bikes⟫ — 0% e-bike finance application (processed by ⟪org_name|Synchrony⟫)
Applicant: ⟦PERSON|Marcus T. Delgado⟧
SSN: ⟦SSN|$ssn05⟧     DOB: ⟦DATE_OF_BIRTH|April 9, 1988⟧
Address: ⟦ADDRESS|3351 N Kedzie Ave, Apt 2, Chicago, IL 60618⟧
Phone: ⟦PHONE|773-490-2216⟧      Email: ⟦EMAIL|mtdelgado88@gmail.com⟧
Annual income: ⟦AMOUNT|$64,000⟧     Housing payment: ⟦AMOUNT|$1,350/mo⟧
Purchase: Trek Allant+ 7, ⟪msrp|MSRP $4,299.99⟫, promo ⟪promo_code|EBIKE12⟫
"""),

("live_chat", """[Live chat – ⟪org_name|BoxHaven Storage⟫ website – session ⟪chat_session|LC-77102⟫]
Visitor (⟦PERSON|Olu⟧): hi I want to pay my overdue bill, can I just give you the card here
Agent ⟦PERSON|Nadia⟧: Hi ⟦PERSON|Olu⟧! For security please use the payment link rather than chat 🙂
Visitor (⟦PERSON|Olu⟧): its fine its ⟦CARD|$card_visa2⟧ 05/27 ⟦CVV|733⟧, name ⟦PERSON|Oluwaseun Adeyinka⟧, unit ⟪unit_number|A-031⟫
Agent ⟦PERSON|Nadia⟧: Thanks – I've masked that in our system (⟪masked_card|4522 **** **** 4099⟫). Payment of ⟦AMOUNT|£186.40⟧ taken, receipt to ⟦EMAIL|olu.adeyinka@gmail.com⟧.
[system] transcript retention: ⟪retention_period|90 days⟫
"""),
]

TEXTS += [
("pull_request", """## PR ⟪pr_number|#214⟫: move render uploads to signed URLs

Closes ⟪issue_ref|#198⟫. Bumps boto3 to ⟪version|1.34.121⟫.

**Testing** — ran `./scripts/upload_test.sh` against staging (⟦IP_ADDRESS|10.12.7.50⟧).
The docs example uses `⟪example_key|AKIAIOSFODNN7EXAMPLE⟫`, that's fine to leave.

~~Temporarily hardcoded my fine-grained token for the CI job: `⟦APIKEY|$ak_ghfg1⟧`~~ — removed in ⟪commit_sha|a41e9c03d7⟫, token revoked. @⟦PERSON|rkhanna⟧ please double-check the Actions secrets.

cc @⟦PERSON|ngozi-e⟧
"""),

("price_list", """⟪org_name|Cotswold Crate & Carry⟫ — 2024 TARIFF (all prices inc. VAT)

Local moves (within 25 miles)
  Studio / 1-bed ............ ⟪tariff|£495⟫
  2-bed ..................... ⟪tariff|£745⟫
  3-bed ..................... ⟪tariff|£1,090⟫
Piano surcharge: upright ⟪tariff|£125⟫, baby grand ⟪tariff|£260⟫ (stairs ⟪tariff|+£40 per flight⟫)
Packing materials: double-wall box ⟪unit_price|£2.80⟫ ea; wardrobe carton ⟪unit_price|£11.50⟫
Storage: ⟪tariff|£28 per container per week⟫ (container = ⟪container_volume|250 cu ft⟫)
Goods-in-transit cover included up to ⟪cover_limit|£40,000⟫. Valid from ⟪valid_from|01/04/2024⟫.
"""),

("email", """Subject: Docs for your relocation to Perth – ⟪file_ref|AU-PER-2209⟫

Hi ⟦PERSON|Hamish⟧ and ⟦PERSON|Niamh⟧,

Thanks for sending the scans. For Australian customs (form B534) I have:
 • ⟦PERSON|Hamish Grieve⟧ – Australian passport ⟦PASSPORT|$pp_au1⟧, DOB ⟦DATE_OF_BIRTH|17 Oct 1985⟧
 • ⟦PERSON|Niamh Grieve⟧ – UK passport ⟦PASSPORT|$pp_uk3⟧
 • Delivery address: ⟦ADDRESS|42 Bayview Terrace, Claremont WA 6010⟧

Sailing is ⟪vessel_voyage|MSC Aurora FA418A⟫ from Southampton. Any questions ring me on ⟦PHONE|023 8063 7720⟧.

⟦PERSON|Jo Pemberton⟧, International Moves, ⟪org_name|Solent Worldwide Removals⟫
"""),

("case_notes", """⟪org_name|Clann Roots Genealogy⟫ — Irish citizenship by descent (FBR) — case ⟪case_ref|CRG-FBR-0611⟫
Applicant: ⟦PERSON|Ethan Callaghan-Reyes⟧, b. ⟦DATE_OF_BIRTH|3 August 1994⟧, Boston MA; current US passport ⟦PASSPORT|$pp_us1⟧
Grandparent (Irish-born): ⟦PERSON|Bridie Callaghan⟧, b. ⟦DATE_OF_BIRTH|11 May 1932⟧, Co. Mayo — civil birth record found (⟪gro_ref|GRO Castlebar 1932 Q2 vol 4 p 211⟫)
Parent: ⟦PERSON|Maureen Reyes⟧ (née ⟦PERSON|Callaghan⟧)
Still needed: ⟦PERSON|Maureen⟧'s long-form birth cert (Massachusetts), ⟦PERSON|Bridie⟧'s marriage cert 1956.
"""),

("python_script", """# draft_report.py — turns site notes into a first draft of the Level 2 report
import os
from openai import OpenAI
import anthropic

OPENAI_KEY = os.getenv("OPENAI_API_KEY", "⟦APIKEY|$ak_openai1⟧")   # TODO remove default!!
claude = anthropic.Anthropic(api_key="⟦APIKEY|$ak_anthropic1⟧")

SURVEYOR = "⟦PERSON|Owen Castell⟧"
MODEL = "⟪model_name|gpt-4o-2024-08-06⟫"
TEMPLATE_VERSION = "⟪version|RICS HS L2 v3.2⟫"
MAX_TOKENS = ⟪max_tokens|4096⟫
"""),
]

# ---------------------------------------------------------------- part 5
TEXTS += [
("email", """From: ⟦PERSON|Björn Lindahl⟧ <⟦EMAIL|bjorn.lindahl@telia.com⟧>
To: ⟦EMAIL|kundtjanst@sodermalmforrad.se⟧
Subject: Storage unit while I'm in London

Hej! Writing in English because my Swedish typing is slow on this laptop 😅
I'd like a ⟪unit_size|6 m²⟫ unit from 1 Sept for about a year. Details:
Name: ⟦PERSON|Björn Erik Lindahl⟧
Personnummer: ⟦NATIONAL_ID|$nid_se1⟧ (born ⟦DATE_OF_BIRTH|15 August 1976⟧)
Current address: ⟦ADDRESS|Hornsgatan 78, 118 21 Stockholm⟧
My sister ⟦PERSON|Karin⟧ (⟦PHONE|+46 70 318 42 95⟧) will have a key.
Your website says ⟪price|1 290 kr/mån⟫ — is that with insurance?
/⟦PERSON|Björn⟧
"""),

("invoice", """⟪org_name|Velo Oficina Bike Co.⟫ — Commercial invoice ⟪invoice_no|VO-INT-0457⟫ (export)
Buyer: ⟦PERSON|Rafael Nogueira Campos⟧
CPF: ⟦NATIONAL_ID|$nid_cpf1⟧
Ship to: ⟦ADDRESS|Rua Harmonia 512, apto 41, Vila Madalena, São Paulo - SP, 05435-000⟧
Tel: ⟦PHONE|+55 11 98734-2210⟧
1 x frameset Ritchey Road Logic, ⟪hs_code|8714.91⟫, declared ⟪declared_value|USD 1,150.00⟫
Paid by buyer: ⟦AMOUNT|US$1,287.40⟧ incl. shipping   Incoterm ⟪incoterm|DAP⟫
"""),

("hr_form", """⟪org_name|Atelier Vandenberghe Architecten⟫ — new employee details (Gent office)
Name: ⟦PERSON|Lotte Verstraete⟧
Rijksregisternummer: ⟦NATIONAL_ID|$nid_be1⟧
Geboortedatum: ⟦DATE_OF_BIRTH|29/02/1988⟧
IBAN (salary): ⟦IBAN|$iban_be1⟧
Address: ⟦ADDRESS|Kortrijksesteenweg 201, 9000 Gent⟧
Mobile: ⟦PHONE|+32 476 21 88 03⟧
Reports to: ⟦PERSON|Pieter Vandenberghe⟧   Start ⟪start_date|02/09/2024⟫   Laptop asset ⟪asset_tag|AVA-LT-031⟫
"""),

("whatsapp_chat", """[14/03/2024, 19:02] ⟦PERSON|Thandiwe Mokoena⟧: Hi ⟦PERSON|Hazel⟧, it's ⟦PERSON|Thandi⟧ from Cape Town 👋 the home affairs office wants my own ID number on the request for my great-grandfather's death notice
[14/03/2024, 19:03] ⟦PERSON|Thandiwe Mokoena⟧: it's ⟦NATIONAL_ID|$nid_za1⟧
[14/03/2024, 19:05] ⟦PERSON|Hazel Dunmore⟧: Thanks ⟦PERSON|Thandi⟧! and can you confirm your DOB is ⟦DATE_OF_BIRTH|7 October 1993⟧? The archive ref is ⟪archive_ref|MOOC 6/9/1432 ref 2871⟫
[14/03/2024, 19:06] ⟦PERSON|Thandiwe Mokoena⟧: yes correct. my number here is ⟦PHONE|+27 82 604 1193⟧ if they need it
"""),
]

TEXTS += [
("email", """Subject: Reserva piano Yamaha C3 – deposit sent

Hi ⟦PERSON|Alistair⟧,
I confirm I want the restored Yamaha C3 (serial ⟪piano_serial|2417783⟫). Today I sent the deposit of ⟦AMOUNT|€3.000⟧ from my account ⟦IBAN|$iban_es1⟧.
For the invoice: ⟦PERSON|Javier Ortega Ruiz⟧, DNI ⟦NATIONAL_ID|$nid_dni1⟧, ⟦ADDRESS|Calle de Santa Engracia 87, 4º B, 28010 Madrid⟧.
Delivery ideally before ⟪target_date|15 December⟫ – my daughter ⟦PERSON|Lucía⟧ has her conservatorio exam in January.
Un saludo,
⟦PERSON|Javier⟧ · ⟦PHONE|+34 612 48 90 37⟧
"""),

("csv_export", """# 1099-NEC prep 2023 — ⟪org_name|Marlow Vance Design Studio⟫ (payer EIN ⟪payer_ein|84-3317520⟫)
recipient,tin,address,box1_nonemployee_comp
"⟦PERSON|Tamsin Avery⟧",⟦SSN|$ssn06⟧,"⟦ADDRESS|1520 Dresden Dr NE, Atlanta, GA 30319⟧",⟦AMOUNT|$18,720.00⟧
"⟦PERSON|Brandon Yee⟧",⟦SSN|$ssn07⟧,"⟦ADDRESS|77 Cherokee Blvd, Knoxville, TN 37919⟧",⟦AMOUNT|$6,450.00⟧
"⟪org_name|Ridgeline Upholstery LLC⟫",⟪ein|62-1849932⟫,"⟪business_address|210 Industrial Dr, Cleveland, TN 37311⟫",⟪org_payment|$11,200.00⟫
"""),

("card_authorization_form", """CREDIT CARD AUTHORIZATION — ⟪org_name|Heritage Piano Restorations⟫
Cardholder: ⟦PERSON|Geneviève Tremblay⟧
Card number: ⟦CARD|$card_visa3⟧      Exp ⟪card_expiry|09/27⟫      CVV ⟦CVV|584⟧
Billing address: ⟦ADDRESS|4120 rue Saint-Denis, Montréal QC H2W 2M5⟧
Amount authorised: ⟦AMOUNT|CAD 2,640.00⟧ (crating + shipping, Heintzman upright ⟪piano_serial|B71402⟫)
Photo ID (passport no.): ⟦PASSPORT|$pp_ca1⟧
Signature: ______________    Date: ⟪form_date|2024-07-19⟫
"""),

("recovery_codes_file", """github-recovery-codes.txt
Account: ⟦PERSON|ollie-brandreth⟧ (⟦EMAIL|ollie@wheelwrightcycles.co.uk⟧)
Generated ⟪timestamp|2024-01-15 11:02 UTC⟫

⟦SECRET|$sec_rc01⟧
⟦SECRET|$sec_rc02⟧
⟦SECRET|$sec_rc03⟧
⟦SECRET|$sec_rc04⟧
⟦SECRET|$sec_rc05⟧
⟦SECRET|$sec_rc06⟧

Keep your recovery codes in a safe spot. See ⟪help_url|https://docs.github.com/authentication/securing-your-account⟫
"""),

("php_error_log", """[⟪log_timestamp|2024-04-22 13:41:07⟫] production.ERROR: SQLSTATE[HY000] [1045] Access denied for user 'boxhaven'@'⟦IP_ADDRESS|10.1.4.22⟧' (using password: YES)
#0 /var/www/boxhaven/vendor/laravel/framework/src/Illuminate/Database/Connection.php(⟪line_no|822⟫): Illuminate\\Database\\Connection->runQueryCallback()
Request: POST /account/billing  user_id=⟪user_id|30771⟫ email=⟦EMAIL|p.sharma.home@gmail.com⟧ ip=⟦IP_ADDRESS|5.151.88.203⟧
Cookie: laravel_session=⟦SECRET|$sec_cookie_laravel1⟧
ENV: APP_ENV=production DB_HOST=⟦IP_ADDRESS|10.1.4.22⟧ DB_USERNAME=boxhaven DB_PASSWORD=⟦PASSWORD|Bx!haven2023db⟧ APP_VERSION=⟪version|5.2.0⟫
"""),

("incident_postmortem", """# Post-incident review: tokens in a public GitLab snippet (⟪incident_id|INC-2024-007⟫)

**Summary.** On ⟪incident_date|9 May⟫ a public snippet created by ⟦PERSON|dachterberg⟧ contained a Slack user token (`⟦APIKEY|$ak_slack2⟧`) and a GitLab PAT (`⟦APIKEY|$ak_gl1⟧`). Both were revoked at 14:52.
**Impact.** The GitLab token was used from ⟦IP_ADDRESS|185.220.101.47⟧ at 14:31 to clone `gate-firmware` (⟪commit_sha|5c0d2e9b4f⟫). No customer data in that repo.
**Actions.** ⟦PERSON|Dominic Achterberg⟧ to enable secret push protection; all staff to rotate tokens by ⟪deadline|17 May⟫. Tracking in ⟪ticket_id|SEC-31⟫.
"""),

("email", """Objet : Annulation du projet – refund of deposit

Dear ⟦PERSON|Élodie⟧,

I'm sorry the Paris flat project won't go ahead. As agreed we will refund ⟦AMOUNT|€2,400⟧ (your deposit less the design fee per clause ⟪clause_ref|7.2⟫). Could you confirm the account before I send it: ⟦IBAN|$iban_fr1⟧, account holder ⟦PERSON|Élodie Garnier-Baptiste⟧?

Bien à vous,
⟦PERSON|Bea Okonjo⟧ — ⟪org_name|Okonjo Interiors⟫
"""),

("health_report", """⟪org_name|HeritageHelix⟫ — Family Health Tree summary for ⟦PERSON|Morven Laidlaw⟧ (kit ⟪kit_barcode|HH-55120-C⟫)

• Your father, ⟦PERSON|Iain Laidlaw⟧ (b. ⟦DATE_OF_BIRTH|1951-03-08⟧): ⟦MEDICAL|hereditary haemochromatosis (HFE C282Y homozygous)⟧, diagnosed 2009.
• Paternal grandmother ⟦PERSON|Euphemia Laidlaw⟧: ⟦MEDICAL|type 2 diabetes⟧; died ⟪death_date|1988⟫ after a ⟦MEDICAL|stroke⟧.
• You: ⟦MEDICAL|HFE C282Y heterozygous (carrier)⟧; last ⟦MEDICAL|ferritin 212 µg/L⟧.

About this condition: it affects roughly ⟪leaflet_text|1 in 200 people of Northern European descent⟫. This summary is not a diagnosis.
"""),

("questionnaire", """⟪org_name|Apex Bike Fit Studio⟫ — pre-fit questionnaire
Name: ⟦PERSON|Priya Venkataraman⟧          DOB: ⟦DATE_OF_BIRTH|12/06/1979⟧
Email: ⟦EMAIL|priya.venk@outlook.com⟧     Phone: ⟦PHONE|07823 661 059⟧
Injuries / conditions: ⟦MEDICAL|ACL reconstruction, right knee (2016)⟧; ⟦MEDICAL|chronic lower back pain⟧ on rides over 2h; taking ⟦MEDICAL|naproxen⟧ as needed
Bike: Specialized Tarmac SL7, size ⟪frame_size|54⟫, saddle height ⟪saddle_height|71.5 cm⟫, cleats ⟪product_code|Shimano SM-SH11⟫
Package: ⟪package_name|Full Fit Pro⟫ (⟪price|£225⟫) — deposit paid ⟦AMOUNT|£50⟧
"""),

("monitoring_alert", """:rotating_light: *[FIRING:2] HighLoginFailures* — ⟪alert_source|prometheus-prod⟫
• instance: ⟪hostname|gate-api-02.stowsafe.internal⟫ (⟦IP_ADDRESS|10.0.3.44⟧)
• 47 failed logins for user ⟦PERSON|mkowalczyk⟧ from ⟦IP_ADDRESS|100.64.18.203⟧ and ⟦IP_ADDRESS|176.25.140.9⟧
• runbook: ⟪url|https://wiki.stowsafe.internal/runbooks/auth⟫
• silence id ⟪uuid|0e7c1f4a-92b3-4d58-8a61-3f2b7c9d04e5⟫
health probe ⟪loopback_ip|127.0.0.1:9090⟫ ok · alertmanager ⟪version|0.27.0⟫
"""),

("leaflet", """CARING FOR YOUR PIANO AFTER A MOVE — ⟪org_name|Hartwell Piano Removals⟫

• Let the instrument settle for ⟪settle_period|2–3 weeks⟫ before it is tuned.
• Keep relative humidity between ⟪humidity_range|40–60%⟫; a room hygrometer such as the ⟪product_code|Dampp-Chaser DC-HX⟫ helps.
• Concert pitch is ⟪pitch_standard|A440⟫; older pianos may be kept slightly lower.
• Most homes need tuning ⟪service_interval|twice a year⟫.
Questions? See ⟪url|www.hartwellpianoremovals.co.uk/care⟫.
"""),

("http_request", """POST /v2/bookings HTTP/1.1
Host: api.swiftcrate.co.uk
Authorization: Bearer ⟦APIKEY|$ak_jwt2⟧
Cookie: connect.sid=⟦SECRET|$sec_cookie_express1⟧
X-Request-ID: ⟪request_id|b3f7a9d2-1c4e-4e8b-a0f6-7d2c9e5b1a38⟫
Content-Type: application/json

{"customer":{"name":"⟦PERSON|Declan Moriarty⟧","phone":"⟦PHONE|07946221803⟧"},"from_postcode":"⟪postcode_district|CV21⟫","move_date":"⟪move_date|2024-08-30⟫","quote_id":"⟪quote_ref|Q-55910⟫"}
"""),
]
