# English texts for blind47.  Every entry typed by hand.
# ⟦TYPE|value⟧ = labelled span, ⟪kind|value⟫ = decoy, $name = values.py
TEXTS = []

TEXTS += [
("whatsapp_plumber_booking", """[09:14] ⟦PERSON|Gemma Whitlock⟧: hi is this ⟦PERSON|Carl⟧? got your number off the ⟪org_name|Checkatrade⟫ listing. boiler pressure keeps dropping to 0.5
[09:16] ⟦PERSON|Carl Rooney⟧ (plumber): yes thats me. whats the address
[09:17] ⟦PERSON|Gemma Whitlock⟧: ⟦ADDRESS|14 Larkspur Close, Kettering NN15 6RT⟧. key safe by the back door, code is ⟦PASSWORD|2 7 0 4⟧. my mum lives with us, shes on ⟦MEDICAL|home oxygen⟧ so pls dont turn the gas off without telling me first. my mobile if u get lost ⟦PHONE|07831 562 049⟧
[09:20] ⟦PERSON|Carl Rooney⟧ (plumber): no probs. callout is ⟪price|£65⟫ + parts, boiler is a ⟪product_model|Worcester Greenstar 30i⟫ yeah?"""),

("email_party_wall_surveyor", """Subject: RE: Party wall – schedule of condition

Dear Mr ⟦PERSON|Okonkwo⟧,

Further to our site visit on ⟪meeting_date|3 March⟫, I attach the schedule of condition for the party wall at ⟦ADDRESS|22 Ashgrove Road, Bristol BS7 9LQ⟧. Your neighbour Mrs ⟦PERSON|Halloran⟧ has appointed her own surveyor, so the award will follow under our ref ⟪case_ref|PW/2291/B⟫.

We received your payment of ⟦AMOUNT|£575.00⟧ on 28 February, thank you.

Kind regards

⟦PERSON|Priya Raman⟧ MRICS
Senior Building Surveyor
⟪org_name|Raman & Loft Chartered Surveyors⟫
T: ⟦PHONE|0117 923 4410⟧
⟦EMAIL|priya.raman@ramanloft.co.uk⟧"""),

("skip_hire_call_transcript", """AGENT (⟪org_name|Brennan Skip Hire⟫): Thanks for holding, you're through to ⟦PERSON|Dee⟧. Can I take the name on the booking?
CALLER: Yeah it's ⟦PERSON|Martin Oduya⟧, ⟦PERSON|O-D-U-Y-A⟧.
AGENT: Lovely. And the delivery address?
CALLER: ⟦ADDRESS|Flat 2, 61 Carnarvon Street, Leicester LE2 1NP⟧ – it's going on the drive so no permit.
AGENT: Great, so that's a ⟪product_code|6YD-BLDR⟫, ⟪price|£245⟫ for a fortnight. Card number when you're ready.
CALLER: ⟦CARD|$card01⟧, expiry oh-nine twenty-seven, and the three on the back is ⟦CVV|418⟧.
AGENT: That's gone through, ⟦AMOUNT|two hundred and forty-five pounds⟧ taken. Booking ref ⟪booking_ref|BSH-774102⟫. Best number for the driver?
CALLER: ⟦PHONE|oh seven nine four one, two two eight, three oh five⟧."""),

("council_bulky_waste_form", """Bulky Waste Collection – Request Form (⟪org_name|Harrowfield District Council⟫)
Full name: ⟦PERSON|Aisling Moynihan⟧
Collection address: ⟦ADDRESS|9 Rookery Lane, Harrowfield NN16 8DW⟧
Contact phone: ⟦PHONE|01536 418 220⟧
Email: ⟦EMAIL|aisling.moynihan@btinternet.com⟧
Items: 1x sofa (3-seat), 1x fridge-freezer, 2x mattress
Assisted collection required? Yes – I had a ⟦MEDICAL|hip replacement⟧ in January and can't carry items to the kerb.
Payment: card ending ⟪masked_card|**** 0385⟫ – ⟪tariff|£38.50 per 3 items⟫
Ticket: ⟪ticket_id|BWC-2024-018833⟫
Submitted from ⟦IP_ADDRESS|86.153.22.71⟧"""),

("heat_pump_survey_notes", """HEAT PUMP SURVEY – ⟪job_id|JOB-HP-3317⟫
Customer: ⟦PERSON|Rhys Pritchard⟧ & ⟦PERSON|Ffion Pritchard⟧
Site: ⟦ADDRESS|Tŷ Gwyn, Heol y Felin, Llandeilo SA19 6BE⟧
Tel: ⟦PHONE|07712 640 193⟧
Existing: oil boiler ⟪product_model|Grant Vortex 26kW⟫, 2019
Proposed: ⟪product_model|Vaillant aroTHERM plus 7kW⟫, heat loss calc 6.4 kW (⟪standard_ref|MCS 031⟫)
Notes: ⟦PERSON|Ffion⟧ asked we keep the radiator in the back bedroom warm overnight – she has ⟦MEDICAL|Raynaud's⟧ and the ⟦MEDICAL|MS⟧ makes her very sensitive to cold. BUS grant applied, ⟪grant_amount|£7,500⟫ (paid to installer).
Dog in garden ("⟪pet_name|Mabli⟫") – friendly."""),

("nginx_access_log_resident_portal", """⟦IP_ADDRESS|81.174.203.56⟧ - - [⟪timestamp|12/Mar/2024:08:14:02 +0000⟫] "POST /api/v1/login?email=⟦EMAIL|j.mcallister@gmail.com⟧ HTTP/1.1" 200 512 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_3 like Mac OS X)"
⟦IP_ADDRESS|10.20.4.11⟧ - - [12/Mar/2024:08:14:05 +0000] "GET /residents/⟦PERSON|jmcallister⟧/service-charges HTTP/1.1" 200 8812 "-" "-"
⟦IP_ADDRESS|10.20.4.11⟧ - - [12/Mar/2024:08:14:09 +0000] "GET /account?token=⟦APIKEY|$jwt1⟧ HTTP/1.1" 302 0 "-" "-" ⟪request_id|req_8f3a21c9⟫
⟦IP_ADDRESS|2a02:c7c:5a21:9d00:b0e3:41ff:fe12:7c3a⟧ - - [12/Mar/2024:08:15:40 +0000] "GET /health HTTP/1.1" 200 2 "-" "⟪user_agent|kube-probe/1.29⟫"
⟪doc_ip|203.0.113.50⟫ - - [12/Mar/2024:08:16:11 +0000] "GET /wp-login.php HTTP/1.1" 404 153 "-" "curl/8.4.0\""""),

("slack_ops_key_leak", """#ops-alerts
⟦PERSON|Tomasz Zielinski⟧  10:42 AM
who pushed the SolarEdge key to the repo?? `SOLAREDGE_API_KEY=⟦APIKEY|$solaredge1⟧` is in ⟪commit_sha|4e1b9c07d2a85f3366e0b1c94f7d2a18e05c6b3f⟫
⟦PERSON|Hannah Bright⟧  10:44 AM
me, sorry 🙈 rotating now. site id ⟪site_id|2841190⟫ is the only one using it
⟦PERSON|Tomasz Zielinski⟧  10:45 AM
also the slack hook in config/alerts.yml – ⟦SECRET|$slack_hook1⟧ – revoke that too pls
⟦PERSON|Hannah Bright⟧  10:47 AM
on it. @⟦PERSON|tzielinski⟧ can you bump ⟪version|monitor-agent 2.14.3⟫ after"""),

("cis_subcontractor_form", """CIS SUBCONTRACTOR DETAILS – ⟪org_name|Pennine Roofing & Leadwork Ltd⟫
Name: ⟦PERSON|Declan Fitzgerald⟧
Trading as: ⟪org_name|DF Slate & Tile⟫
Home address: ⟦ADDRESS|33 Moorview Terrace, Halifax HX2 0QJ⟧
Date of birth: ⟦DATE_OF_BIRTH|19/06/1987⟧
NI number: ⟦NATIONAL_ID|$nino1⟧
Pay into (IBAN): ⟦IBAN|$iban_gb1⟧
Mobile: ⟦PHONE|07588 214 930⟧   Email: ⟦EMAIL|declanfitz87@gmail.com⟧
HMRC verification ref: ⟪hmrc_verification_ref|V4471829300/A⟫
Medical conditions we should know about: ⟦MEDICAL|type 1 diabetes⟧, carries ⟦MEDICAL|insulin⟧ in the van"""),

("gas_engineer_payment_call", """[Call recording – ⟪org_name|Northwold Gas Services⟫ – ⟪call_id|CALL-20240311-0932⟫]
OPERATOR: Can I confirm your name please?
CUSTOMER: ⟦PERSON|Margaret Ellison⟧. My son usually deals with it but he's away.
OPERATOR: No problem Mrs ⟦PERSON|Ellison⟧. The engineer found fault ⟪fault_code|F.28⟫ – ignition lockout – and he's replaced the electrode. That's ⟦AMOUNT|£142.80⟧ outstanding on your account.
CUSTOMER: I'll pay by card. It's ⟦CARD|$card12⟧.
OPERATOR: And the security code?
CUSTOMER: ⟦CVV|207⟧.
OPERATOR: Thank you. We've also got you on the ⟪scheme_name|Priority Services Register⟫ because of your ⟦MEDICAL|heart condition⟧ – is that still right?
CUSTOMER: Yes, and I've got a ⟦MEDICAL|pacemaker⟧ fitted now.
OPERATOR: I'll update that. Receipt to ⟦EMAIL|m.ellison1947@talktalk.net⟧?"""),

("dotenv_solar_portal", """# ⟪org_name|Brightfield Solar⟫ customer portal – production
APP_ENV=production
APP_URL=https://portal.brightfieldsolar.co.uk
DATABASE_URL=postgres://portal_app:⟦SECRET|Tr1ple-Glaz3d!2024⟧@⟦IP_ADDRESS|10.12.0.8⟧:⟪port|5432⟫/portal
STRIPE_PUBLISHABLE_KEY=⟪publishable_key|pk_live_51Hx2bKJd8sYQ0cW1tVnRz3mA⟫
STRIPE_SECRET_KEY=⟦APIKEY|$stripe_sk1⟧
STRIPE_WEBHOOK_SECRET=⟦SECRET|$whsec1⟧
SENDGRID_API_KEY=⟦APIKEY|$sendgrid1⟧
OCTOPUS_API_KEY=⟦APIKEY|$octopus1⟧
ADMIN_EMAIL=⟦EMAIL|k.adeyemi@brightfieldsolar.co.uk⟧
SENTRY_RELEASE=⟪version|portal@3.8.1⟫"""),

("hoa_board_minutes_us", """Willow Creek Homeowners Association – Board Meeting Minutes, ⟪meeting_date|April 9, 2024⟫
Present: ⟦PERSON|Linda Marchetti⟧ (President), ⟦PERSON|Gary Holtz⟧ (Treasurer), ⟦PERSON|Denise Owusu⟧ (Secretary)
1. Delinquencies: the owner at ⟦ADDRESS|4127 Sable Ridge Dr, Round Rock, TX 78681⟧ remains ⟦AMOUNT|$2,310.00⟧ in arrears. Treasurer to send second notice.
2. Clubhouse roof: bid from ⟪org_name|Lone Star Roofing⟫ at ⟪quote|$48,900⟫ approved 3-0.
3. Architectural request ⟪arc_request_id|ARC-24-017⟫ (solar panels, Lot 88) approved with conditions.
4. ⟦PERSON|Denise⟧ will be out in May for ⟦MEDICAL|knee surgery⟧; the President will take minutes.
Next meeting: May 14, 7pm, clubhouse."""),

("sms_scaffold_deposit", """Hi ⟦PERSON|Shaz⟧, ⟦PERSON|Wayne⟧ from the scaffold co. Can u pay the deposit ⟦AMOUNT|£400⟧ today so we can get the tower up Thurs. Easiest if u ring me on ⟦PHONE|07403 118 652⟧ or just text it. Thx
---
ok its ⟦CARD|$card05⟧ exp 11/26 cvv ⟦CVV|661⟧. name on card ⟦PERSON|Sharon Agyeman⟧. pls dont block next doors drive again lol
---
cheers ⟦PERSON|Sharon⟧ 👍 job ref ⟪job_ref|SC-1187⟫. council permit is ⟪permit_ref|HW/SCAF/24/0931⟫, tower is a ⟪product_model|BoSS Clima 5.2m⟫"""),

("json_tenant_record", """{
  "tenant_id": "⟪tenant_id|TNT-00418⟫",
  "name": "⟦PERSON|Oluwaseun Bakare⟧",
  "dob": "⟦DATE_OF_BIRTH|1991-08-23⟧",
  "email": "⟦EMAIL|seun.bakare@outlook.com⟧",
  "phone": "⟦PHONE|+44 7911 402 786⟧",
  "unit": "⟦ADDRESS|Flat 14, Calder House, 2 Wharf Street, Manchester M4 6BZ⟧",
  "deposit_held": {"amount": "⟦AMOUNT|£1,150.00⟧", "scheme": "⟪scheme_name|TDS⟫", "cert": "⟪certificate_id|TDS-DPC-88213471⟫"},
  "right_to_rent": {"doc": "passport", "number": "⟦PASSPORT|$pp_uk1⟧", "checked_by": "⟦PERSON|kfarrell⟧"},
  "updated_at": "⟪timestamp|2024-02-27T16:03:11Z⟫"
}"""),

("python_traceback_plant_hire", """2024-03-18 11:02:44,918 ERROR [booking-api] PaymentService - charge failed for booking ⟪booking_ref|PH-55120⟫ client_ip=⟦IP_ADDRESS|92.40.188.17⟧
2024-03-18 11:02:44,902 DEBUG [booking-api] config loaded: STRIPE_KEY=⟦APIKEY|$stripe_rk1⟧
Traceback (most recent call last):
  File "/srv/hire/app/payments.py", line 88, in charge
    resp = gateway.charge(card="⟦CARD|$card04⟧", cvc="⟦CVV|552⟧", amount=⟪amount_minor_units|38400⟫, customer="⟦EMAIL|b.kowalczyk@kowalczykbuild.pl⟧")
  File "⟦PERSON|/home/mdrummond⟧/.venv/lib/python3.11/site-packages/stripe/api_requestor.py", line 412, in request
stripe.error.CardError: Your card was declined. (request ⟪request_id|req_Qm2xY81LpZ0a⟫)"""),

("planning_objection_letter", """To: Planning Services, ⟪org_name|Fenmoor District Council⟫
Re: Application ⟪planning_ref|24/00871/HOUSE⟫ – two-storey rear extension at ⟦ADDRESS|7 Orchard Way, Saxilby LN1 2QE⟧

I write as the owner-occupier of ⟦ADDRESS|5 Orchard Way, Saxilby LN1 2QE⟧. The proposed extension would overshadow our kitchen and garden and conflicts with ⟪policy_ref|Local Plan Policy S53⟫. My husband ⟦PERSON|Ray⟧ is ⟦MEDICAL|registered blind⟧ and relies on the garden path being well lit; the extension would put it in shade all afternoon.

⟦PERSON|Jennifer Coulthard⟧ (Mrs)
⟦EMAIL|jencoulthard@hotmail.co.uk⟧   ⟦PHONE|01522 703 946⟧"""),

("architect_email_refund", """From: ⟦PERSON|Anouk de Vries⟧ <⟦EMAIL|anouk@devries-architecten.nl⟧>
To: ⟦PERSON|Sam Whitaker⟧ <⟦EMAIL|samwhitaker@protonmail.com⟧>
Subject: Stage 3 invoice + refund

Hi,

Thanks for settling stage 2 – we received ⟦AMOUNT|€4.800,00⟧ on 2 April, which was ⟦AMOUNT|€350⟧ more than invoiced. We'll refund the difference to the account you gave us, ⟦IBAN|$iban_nl1⟧. Stage 3 is ⟪invoice_id|INV-2024-0147⟫, no change to the fee schedule.

Met vriendelijke groet / kind regards,
⟦PERSON|Anouk⟧
⟪org_name|De Vries Architecten B.V.⟫ | KvK ⟪company_reg_no|61284417⟫ | ⟦PHONE|+31 20 794 3318⟧"""),

("sql_payroll_roofing", """-- payroll import, ⟪org_name|Ridgeline Roofing LLC⟫, week ⟪week_number|2024-W11⟫
INSERT INTO employees (id, full_name, ssn, dob, hourly_rate) VALUES
(⟪row_id|1041⟫, '⟦PERSON|Hector Villanueva⟧', '⟦SSN|$ssn1⟧', '⟦DATE_OF_BIRTH|1984-02-11⟧', 28.50),
(1042, '⟦PERSON|Tyler Brandt⟧', '⟦SSN|$ssn2⟧', '⟦DATE_OF_BIRTH|1996-10-30⟧', 24.00),
(1043, '⟦PERSON|Marisol Peña⟧', '⟦SSN|$ssn3⟧', '⟦DATE_OF_BIRTH|1979-05-06⟧', 31.75);"""),

("roofer_review_one_star", """★☆☆☆☆  Avoid ⟪org_name|Apex Roofline Solutions⟫. Paid ⟦AMOUNT|£3,600⟧ upfront for new fascias and guttering in October, they turned up once. The owner, ⟦PERSON|Lee Carver⟧, now won't answer ⟦PHONE|07967 330 815⟧. When I told him my dad has ⟦MEDICAL|COPD⟧ and can't have dust blowing in he laughed. Trading Standards ref ⟪case_ref|TS/HRT/24/1102⟫.
– ⟦PERSON|Bev T.⟧, ⟪place_name|Stevenage⟫"""),

("eicr_certificate_ocr", """ELECTRICAL INSTALLATION CONDITION REPORT   Cert No: ⟪certificate_id|EICR-0092217⟫
Client: Mr ⟦PERSON|D. Nwachukwu⟧          Client mobile: ⟦PHONE|07532 908 114⟧
Installation address: ⟦ADDRESS|118 Gainsborough Road, Ipswich IP4 2UR⟧
Inspector: ⟦PERSON|Craig Lamont⟧   ⟪registration_no|NICEIC reg 605431⟫
Supply: TN-C-S, Ze 0.21 ohm, PFC 1.6 kA
Observations: C2 – no RCD protection on socket circuits (⟪regulation_ref|411.3.3⟫)
Overall assessment: UNSATISFACTORY
Signed ⟦PERSON|C. Lamont⟧   date 14/03/2024   Tel ⟦PHONE|01473 272 094⟧"""),

("github_actions_workflow", """# .github/workflows/deploy.yml – ⟪repo_name|binroute/collection-planner⟫
# maintainer: ⟦PERSON|Femi Adebayo⟧ (@⟦PERSON|fadebayo⟧)
env:
  AWS_ACCESS_KEY_ID: ⟦APIKEY|$aws_id1⟧
  AWS_SECRET_ACCESS_KEY: ⟦SECRET|$aws_sec1⟧
  AWS_REGION: eu-west-2
  EXAMPLE_KEY: ⟪example_key|AKIAIOSFODNN7EXAMPLE⟫   # from the docs, ignore
  NPM_TOKEN: ⟦APIKEY|$npm1⟧
jobs:
  deploy:
    runs-on: ⟪runner_label|ubuntu-22.04⟫
    steps:
      - uses: ⟪action_ref|actions/checkout@v4⟫
      - run: ./deploy.sh --notify ⟦EMAIL|ops-oncall@binroute.io⟧"""),

("water_priority_register_form", """⟪org_name|Severn Vale Water⟫ – Priority Services Register application
Account holder: ⟦PERSON|Glenys Probert⟧     Account no: ⟪customer_account_no|SVW 4410 2287 19⟫
Supply address: ⟦ADDRESS|2 Brynteg Cottages, Crickhowell NP8 1AR⟧
Date of birth: ⟦DATE_OF_BIRTH|02/11/1941⟧
Reason(s): [x] ⟦MEDICAL|kidney dialysis at home⟧  [x] ⟦MEDICAL|limited mobility⟧  [ ] ⟪form_option|hearing impairment⟫
Nominee for bills: ⟦PERSON|Huw Probert⟧ (son), ⟦PHONE|07800 613 229⟧
Password for callers (so you know it's really us): ⟦PASSWORD|bluebell42⟧"""),

("bash_history_property_admin", """  311  ssh -i ~/.ssh/id_ed25519 ⟦PERSON|ngrant⟧@⟦IP_ADDRESS|172.20.14.6⟧
  312  sudo tail -f /var/log/hoa-portal/app.log
  313  mysql -u portal -p'⟦PASSWORD|W1ndsor#Court88⟧' -h ⟦IP_ADDRESS|172.20.14.9⟧ hoa_prod
  314  export GITHUB_TOKEN=⟦APIKEY|$ghp1⟧
  315  git clone https://github.com/⟪repo_name|ashdown-pm/resident-portal⟫.git
  316  ls -la ⟦PERSON|/home/pvasquez⟧/backups
  317  scp dump_⟪date_stamp|20240314⟫.sql.gz ⟦PERSON|pvasquez⟧@⟦IP_ADDRESS|100.84.12.201⟧:/srv/dumps/
  318  ping -c 3 ⟪doc_ip|198.51.100.14⟫"""),

("right_to_work_check_notes", """RTW check – ⟪org_name|Tallis Access Scaffolding⟫
Worker: ⟦PERSON|Gurpreet Singh Sandhu⟧, DOB ⟦DATE_OF_BIRTH|7 Jan 1990⟧
Document: Indian passport ⟦PASSPORT|$pp_in1⟧, expires 2031
NI: ⟦NATIONAL_ID|$nino2⟧
Checked by ⟦PERSON|Kerry Atkins⟧ on ⟪check_date|18/03/2024⟫, copy saved to ⟪file_path|HR/RTW/2024/⟫
Note: ⟦PERSON|Gurpreet⟧ has a history of ⟦MEDICAL|vertigo⟧ – NOT to work above first lift until OH clearance. OH provider ⟪org_name|Medigold Health⟫ on ⟦PHONE|0330 024 8890⟧."""),

("whatsapp_residents_group", """[18:02] ⟦PERSON|Nadia⟧ Flat 6: anyone else's hot water off?? ⟪org_name|Cadent⟫ say no works planned
[18:05] ⟦PERSON|Bill Hargreaves⟧: Boiler room alarm again. I've called the contractor, ⟦PERSON|Steve⟧ is on his way. Fob code for the plant room is still ⟦PASSWORD|4471⟧ if anyone needs to let him in
[18:06] ⟦PERSON|Nadia⟧ Flat 6: pls don't post codes in the group 🙄
[18:11] ⟦PERSON|Priti⟧: also service charge – I paid ⟦AMOUNT|£612.40⟧ by BACS on Monday but the portal still says outstanding. ref ⟪payment_ref|SC-F9-Q1⟫
[18:12] ⟦PERSON|Bill Hargreaves⟧: I'll chase ⟪org_name|Hallmark Block Management⟫"""),

("solar_invoice_us", """INVOICE ⟪invoice_id|SS-10482⟫                         ⟪org_name|SunSpan Solar Inc.⟫
Bill to: ⟦PERSON|Karen Delgado-Ruiz⟧
         ⟦ADDRESS|1590 Alder Creek Rd, Grass Valley, CA 95945⟧
Description                          Qty   Unit        Total
⟪product_model|REC Alpha Pure-R 410W⟫       18   ⟪unit_price|$289.00⟫     $5,202.00
⟪product_model|Enphase IQ8M-72⟫             18   $178.00     $3,204.00
Labor & permitting                                 $4,850.00
Deposit received (card ⟪masked_card|XXXX-XXXX-XXXX-2291⟫)      -⟦AMOUNT|$2,000.00⟧
Balance due from customer                          ⟦AMOUNT|$11,256.00⟧
Questions: ⟦PHONE|(530) 274-6618⟧ / ⟦EMAIL|billing@sunspansolar.com⟧"""),

("diy_forum_reply", """Re: Combi keeps losing pressure – advice?
Posted by ⟦PERSON|sparky_dave81⟧ » ⟪post_timestamp|Tue Mar 12, 2024 9:41 pm⟫

Had the same on a ⟪product_model|Baxi 800⟫. Turned out to be the PRV weeping into the condensate. FWIW I'm Gas Safe (⟪licence_no|reg 552817⟫) and work round ⟪place_name|Swindon⟫ – PM me or ring ⟦PHONE|07459 227 038⟧, ask for ⟦PERSON|Dave⟧.

Quote from ⟦PERSON|heatherloft⟧:
> landlord says it's my fault because I top it up every week. my partner ⟦PERSON|Jess⟧ is ⟦MEDICAL|pregnant⟧ and we've had no heating for 3 days"""),

("plant_hire_booking_email", """From: ⟦EMAIL|hire@kestrelplant.co.uk⟧
To: ⟦EMAIL|ian.mcbride@mcbridegroundworks.com⟧
Subject: Booking confirmed – 8t excavator ⟪booking_ref|KP-HR-20931⟫

Hi,

Confirming the ⟪product_model|JCB 86C-2⟫ 8-tonne excavator with operator ⟦PERSON|Liam Doherty⟧ from Monday. Hire rate ⟪hire_rate|£310/day⟫ plus ⟪tariff|£95 delivery each way⟫. We've taken the security deposit of ⟦AMOUNT|£1,500⟧ on the Amex ⟦CARD|$card03⟧ (CID ⟦CVV|4092⟧) – it is released on off-hire.

Site contact: ⟦PERSON|Ian McBride⟧ ⟦PHONE|07720 884 316⟧

Regards,
⟦PERSON|Tasha Greenwood⟧ | Hire Desk"""),

("building_control_csv", """inspection_id,date,site_address,applicant,inspector,stage,result,notes
⟪inspection_id|BC-24-3381⟫,2024-03-04,"⟦ADDRESS|12 Hollins Lane, Marple SK6 6AW⟧",⟦PERSON|Jas Dhillon⟧,⟦PERSON|R.Wainwright⟧,foundations,PASS,
BC-24-3390,2024-03-05,"⟦ADDRESS|3 Beech Grove, Romiley SK6 4HT⟧",⟦PERSON|Olena Kravets⟧,⟦PERSON|R.Wainwright⟧,drainage,FAIL,"air test failed, re-book; owner's son on site ⟦PHONE|07384 519 620⟧"
BC-24-3402,2024-03-06,"⟪business_address|Unit 4, 20 Stockport Road, Marple SK6 6BD⟫",⟪org_name|Marple Vets Ltd⟫,⟦PERSON|A.Byrne⟧,pre-plaster,PASS,"practice cat ""⟪pet_name|Biscuit⟫"" shut in office\""""),
]

TEXTS += [
("teams_heatpump_telemetry", """#heatpump-fleet
⟦PERSON|Ines Carvalho⟧: unit ⟪serial_number|HP7-2209-00418⟫ at the ⟦PERSON|Fairbrother⟧ house is reporting from ⟦IP_ADDRESS|100.101.7.33⟧ (mobile CGNAT) but the controller's LAN IP is ⟦IP_ADDRESS|192.168.0.214⟧
⟦PERSON|Ollie Shaw⟧: firmware still ⟪firmware_version|4.2.17.1⟫?
⟦PERSON|Ines Carvalho⟧: yep. also the customer rang, says ⟪metric|SCOP 3.4⟫ is way below the quote. token for the MQTT bridge is ⟦APIKEY|$jwt2⟧ if you want to look
⟦PERSON|Ollie Shaw⟧: please don't paste bearer tokens in here 🙃"""),

("missed_bin_complaint_email", """From: ⟦PERSON|Kwame Asante⟧ <⟦EMAIL|kwame.asante77@yahoo.co.uk⟧>
Subject: Missed collection AGAIN – ⟪case_ref|Case 00931876⟫

Third week running the green bin at ⟦ADDRESS|41 Millbrook Avenue, Swindon SN3 1LP⟧ hasn't been emptied (round ⟪round_id|GW-TUE-07⟫). I pay ⟪tariff|£52 a year⟫ for garden waste like everyone else. My wife ⟦PERSON|Efua⟧ has ⟦MEDICAL|rheumatoid arthritis⟧ and we're on assisted collection, so the crew are meant to take it from the side gate – the gate code ⟦PASSWORD|1906⟧ is on your system.

Call me on ⟦PHONE|07877 046 391⟧.
⟦PERSON|Kwame⟧"""),

("w9_form_ocr", """Form W-9 (Rev. ⟪form_revision|March 2024⟫)  Request for Taxpayer Identification Number
1 Name: ⟦PERSON|Brandon K. Whitfield⟧
2 Business name: ⟪org_name|Whitfield Electric LLC⟫
3 Federal tax classification: [x] Individual/sole proprietor
5-6 Address: ⟦ADDRESS|2207 Pecan Hollow Ln, Denton, TX 76210⟧
Part I  Social security number: ⟦SSN|$ssn4⟧
Email on file: ⟦EMAIL|bwhitfield.electric@gmail.com⟧
Requester: ⟪org_name|Lone Oak Custom Homes⟫, ⟦PHONE|(940) 387-5521⟧
Signature: ⟦PERSON|B. Whitfield⟧   Date: 03/08/2024"""),

("gas_smart_meter_sms", """⟪org_name|GasNet⟫: Hi ⟦PERSON|Joanne⟧, your smart meter at ⟦ADDRESS|27 Thornbury Rise, Leeds LS16 7HF⟧ (⟪meter_point_ref|MPRN 7402281906⟫) hasn't sent a reading since 02/03. Reply with a reading or call ⟦PHONE|0800 048 1197⟧. Your balance is ⟦AMOUNT|£87.16⟧ in credit.
>> reading ⟪meter_reading|04518 m3⟫. also im ⟦MEDICAL|registered disabled⟧ so pls dont send someone round without warning. ⟦PERSON|Jo Pearce⟧"""),

("k8s_secret_bms", """apiVersion: v1
kind: Secret
metadata:
  name: bms-bridge-creds
  namespace: ⟪k8s_namespace|estate-iot⟫
  annotations:
    owner: ⟦EMAIL|r.kaur@ashdownestates.co.uk⟧
stringData:
  MQTT_URL: mqtts://bms:⟦SECRET|qL7#vRx9!mTz⟧@⟦IP_ADDRESS|10.8.33.5⟧:⟪port|8883⟫
  TOTP_SEED: ⟦SECRET|$totp1⟧
  TWILIO_ACCOUNT_SID: ⟪account_sid|AC3f9e2b7d41c05a86e2b19d4c7f03a521⟫
  TWILIO_AUTH_TOKEN: ⟦SECRET|$twilio_tok1⟧
  ONCALL_PHONE: "⟦PHONE|+44 7725 184 620⟧\""""),

("skip_price_list", """⟪org_name|Brennan Skip Hire⟫ – Price list from ⟪effective_date|1 April 2024⟫
Mini skip (2yd) ........ ⟪price|£180⟫
Midi skip (4yd) ........ ⟪price|£235⟫
Builders (6yd) ......... £275
Maxi (8yd) ............. £320
Permit on highway ...... ⟪tariff|£45 + council fee⟫
No plasterboard, tyres or asbestos (⟪waste_code|EWC 17 06 05*⟫) in general skips.
Book online at brennanskips.co.uk quoting ⟪promo_code|SPRING24⟫ for 10% off."""),

("gitlab_ci_job_log", """$ echo "Deploying as ${CI_COMMIT_AUTHOR}"
Deploying as ⟦PERSON|Marek Nowicki⟧ <⟦EMAIL|marek.nowicki@scaffcalc.eu⟧>
$ curl -s -H "PRIVATE-TOKEN: ⟦APIKEY|$gitlab1⟧" https://gitlab.scaffcalc.eu/api/v4/projects/⟪project_id|118⟫/releases
$ export MAPS_KEY=⟦APIKEY|$google1⟧
$ ssh deploy@⟦IP_ADDRESS|185.199.40.17⟧ "systemctl restart scaffcalc"
Checked out ⟪commit_sha|9c1e77ab⟫ on runner ⟪runner_id|#4412 (zxL9pQa1)⟫
Job succeeded in ⟪duration|2m 14s⟫, pipeline ⟪pipeline_id|#88213⟫"""),

("letting_agent_dictation", """Dictation – ⟪dictation_id|DICT 0412⟫ – inventory check-out, ⟦ADDRESS|Flat 3, 88 Kingsway, Hove BN3 4GJ⟧. Tenant Ms ⟦PERSON|Roisin Doyle⟧ present, comma. Carpet in bedroom two stained, full stop. Tenant advises the mould in the bathroom aggravated her ⟦MEDICAL|asthma⟧ and she has a letter from her GP, Dr ⟦PERSON|Menon⟧. New paragraph. Deposit of ⟦AMOUNT|one thousand two hundred pounds⟧ to be returned minus cleaning. Forwarding address ⟦ADDRESS|14 Ballymena Road, Antrim BT41 4HX⟧, mobile ⟦PHONE|oh seven seven one two, four four six, nine oh one⟧. Deposit is with ⟪scheme_name|mydeposits⟫, ref ⟪deposit_ref|MD-2207-1184⟫, full stop."""),

("seai_grant_declaration", """SEAI Heat Pump Grant – Homeowner Declaration
Applicant: ⟦PERSON|Niamh Ó Súilleabháin⟧
MPRN: ⟪mprn|10 305 884 217⟫
Property: ⟦ADDRESS|Cnoc na Gréine, Ballinagree, Macroom, Co. Cork P12 X7F4⟧
PPSN: ⟦NATIONAL_ID|$ppsn1⟧
Grant of ⟦AMOUNT|€6,500⟧ to be paid to: ⟦IBAN|$iban_ie1⟧
Installer: ⟪org_name|Lee Valley Renewables⟫ (SEAI reg ⟪registration_no|HP-10294⟫)
Contact: ⟦PHONE|087 214 6630⟧, ⟦EMAIL|niamhos@eircom.net⟧
BER assessor: ⟦PERSON|Ciarán Walsh⟧"""),

("solar_monitoring_jsonl", """{"ts":"⟪timestamp|2024-03-19T06:00:12Z⟫","site":⟪site_id|3310872⟫,"owner":"⟦PERSON|bhavna.mistry⟧","gw_ip":"⟦IP_ADDRESS|2a00:23c7:8c12:f401::1⟧","fw":"⟪firmware_version|CPU 4.18.32⟫","status":"ok"}
{"ts":"2024-03-19T06:00:14Z","site":3310911,"owner":"⟦PERSON|gkeane⟧","gw_ip":"⟦IP_ADDRESS|82.31.144.90⟧","fw":"CPU 4.18.32","status":"comm_error","retry_from":"⟪doc_ip|192.0.2.44⟫"}
{"ts":"2024-03-19T06:00:15Z","site":3311004,"owner":"⟦PERSON|ahmed.farouk⟧","gw_ip":"⟦IP_ADDRESS|192.168.178.31⟧","api_key":"⟦APIKEY|$solaredge1⟧","status":"ok"}"""),

("waste_transfer_note", """WASTE TRANSFER NOTE   ⟪wtn_id|WTN-0048812⟫
Section A – Description: mixed construction and demolition waste, ⟪waste_code|EWC 17 09 04⟫, 6 yd skip
Section B – Transferor: ⟪org_name|Hollis & Daughters Builders⟫, on behalf of householder Mrs ⟦PERSON|A. Clegg⟧, site ⟦ADDRESS|6 Chapel Fold, Holmfirth HD9 2RU⟧
Section C – Transferee: ⟪org_name|Calder Valley Recycling⟫, waste carrier reg ⟪waste_carrier_reg|CBDU184422⟫
Signed (transferor): ⟦PERSON|Phil Hollis⟧     Signed (transferee): ⟦PERSON|K. Barraclough⟧
Driver mobile: ⟦PHONE|07929 612 458⟧"""),

("whatsapp_roofer_refund", """⟦PERSON|Agnieszka Wójcik⟧: Hi ⟦PERSON|Tom⟧, as agreed pls refund the ⟦AMOUNT|£750⟧ deposit to my account ⟦IBAN|$iban_gb2⟧ (bank ⟪bank_name|Monzo⟫)
⟦PERSON|Tom Reilly⟧ Roofing: No bother, sent today. Sorry we couldnt do the job, the lad who was doing it did his ⟦MEDICAL|ACL⟧ playing football
⟦PERSON|Agnieszka Wójcik⟧: oh no! hope he's ok
⟦PERSON|Tom Reilly⟧ Roofing: he'll live 😂 ref on the transfer will be ⟪payment_ref|REILLY-REF-0317⟫"""),

("rics_level3_survey_extract", """RICS Home Survey – Level 3        Report ref ⟪report_id|HS3-24-0519⟫
Client: Dr ⟦PERSON|Farah Qureshi⟧
Property: ⟦ADDRESS|The Old Forge, Mill Lane, Great Bardfield, Braintree CM7 4SD⟧
Surveyor: ⟦PERSON|Oliver Tunstall⟧ MRICS, RICS no. ⟪rics_member_no|0841772⟫
Vendor: ⟦PERSON|Alan Pettigrew⟧ (present during inspection), ⟦PHONE|01371 810 447⟧
D4 Roof coverings – condition rating ⟪condition_rating|CR3⟫. Artex ceilings in bedrooms 1–2 likely contain ⟪material|chrysotile⟫; the client advised she is ⟦MEDICAL|12 weeks pregnant⟧ so no disturbance before a sample is tested."""),

("aws_credentials_file", """# ~/.aws/credentials on ⟦PERSON|jbarker⟧-laptop
# owner: ⟦PERSON|Jamie Barker⟧ ⟦PHONE|07846 220 915⟧ (plant telematics team)
[default]
aws_access_key_id = ⟦APIKEY|$aws_id2⟧
aws_secret_access_key = ⟦SECRET|$aws_sec2⟧
region = ⟪aws_region|eu-west-1⟫

[ci]
aws_access_key_id = ⟦APIKEY|$aws_id3⟧

[telematics-readonly]
aws_access_key_id = ⟪example_key|AKIAI44QH8DHBEXAMPLE⟫
aws_secret_access_key = ⟪example_secret|je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY⟫
# ^ copied from the docs, replace before use"""),

("building_control_completion_email", """From: ⟪org_name|Ashcombe Borough Council – Building Control⟫ <⟦EMAIL|building.control@ashcombe.gov.uk⟧>
To: ⟦EMAIL|dan.hewitt.builds@gmail.com⟧
Re: Completion certificate – ⟪bc_application_ref|FP/24/00317⟫ – loft conversion, ⟦ADDRESS|19 Tennyson Road, Ashcombe B79 7HN⟧

Dear Mr ⟦PERSON|Osei⟧,

The fire strategy sign-off from your builder, ⟦PERSON|Dan Hewitt⟧, is still outstanding. The inspection fee of ⟦AMOUNT|£396.00⟧ you paid on ⟪payment_date|29 Feb⟫ covers one further visit.

⟦PERSON|Hollie Brannigan⟧ | Building Control Surveyor | ⟦PHONE|01827 709 581⟧"""),

("german_plumber_invoice", """RECHNUNG / INVOICE  Nr. ⟪invoice_id|2024-0388⟫
⟪org_name|Sanitär Brandl GmbH⟫ · ⟪business_address|Leopoldstr. 14 · 80802 München⟫
To: Ms ⟦PERSON|Chloe Barrington⟧, ⟦ADDRESS|Hohenzollernstraße 61, 80801 München⟧
Technician: ⟦PERSON|Florian Huber⟧
Replacement of ⟪product_model|Grohe Eurosmart 33265002⟫ basin mixer; 2.5 h labour at ⟪unit_price|€68.00⟫/h
Amount due incl. 19% VAT: ⟦AMOUNT|€412.30⟧, payable within 14 days.
Your overpayment on invoice 2024-0301 (⟦AMOUNT|€55.00⟧) will be refunded to ⟦IBAN|$iban_de1⟧.
Steuernummer ⟪tax_number|143/218/40571⟫"""),

("roofing_crm_leads_csv", """lead_id,created,name,phone,email,address,source,notes
⟪lead_id|L-20931⟫,⟪timestamp|2024-03-02 14:22⟫,⟦PERSON|Dwayne Tillman⟧,⟦PHONE|404-618-2237⟧,⟦EMAIL|dtillman@bellsouth.net⟧,"⟦ADDRESS|871 Glenwood Ave SE, Atlanta, GA 30316⟧",⟪lead_source|Angi⟫,hail damage claim w/ ⟪org_name|State Farm⟫
L-20932,2024-03-02 15:05,⟦PERSON|Priya Natarajan⟧,⟦PHONE|678-442-9016⟧,⟦EMAIL|priya.n@gmail.com⟧,"⟦ADDRESS|3340 Peachtree Rd NE Apt 1207, Atlanta, GA 30326⟧",Google,"call after 5, works nights\""""),

("hoa_collections_letter", """⟪org_name|Cypress Landing Community Association⟫
c/o ⟪org_name|Keystone Property Management⟫
⟪letter_date|March 15, 2024⟫

⟦PERSON|Robert⟧ and ⟦PERSON|Angela Fenwick⟧
⟦ADDRESS|512 Heron Bay Court, Summerville, SC 29485⟧
Account: ⟪hoa_account_no|CL-0512⟫

Your account reflects a past-due balance of ⟦AMOUNT|$1,284.50⟧, which includes a ⟪late_fee|$25.00 late fee⟫ per month under the collection policy. To set up a payment plan call ⟦PHONE|(843) 552-0198⟧ or email ⟦EMAIL|collections@keystonepm.com⟧.

Sincerely,
⟦PERSON|Theresa Gaines⟧, CMCA"""),

("design_team_minutes", """Design Team Meeting #7 – ⟪project_code|P2291 Harbour View⟫
Attendees: ⟦PERSON|AJ⟧ (architect), ⟦PERSON|Siobhan Kerr⟧ (QS), ⟦PERSON|Mehmet Yıldız⟧ (structures), client rep ⟦PERSON|Colin Pask⟧
Actions
- ⟦PERSON|AJ⟧ to issue rev ⟪drawing_revision|C04⟫ of ⟪drawing_number|HV-A-200-101⟫ by Friday
- Client rep confirmed the board approved the ⟪budget|£2.4m⟫ construction budget
- ⟦PERSON|Mehmet⟧ off from the 25th (⟦MEDICAL|hernia op⟧); cover from ⟦PERSON|Dana⟧
- Shared drive for consultants: folder password ⟦PASSWORD|HarbourV!ew24⟧"""),

("resident_app_helpdesk_ticket", """Ticket ⟪ticket_id|#48213⟫ – Can't log into resident app
Requester: ⟦PERSON|Yusuf Demir⟧ <⟦EMAIL|yusuf.demir@gmx.co.uk⟧>
Priority: normal | Tags: ⟪ticket_tags|login, ios, v5⟫
Message: I reset my password to ⟦PASSWORD|Tulip&Rose1975⟧ and it still says invalid. My flat is ⟦ADDRESS|Apt 22, Quayside Lofts, 5 Mariners Way, Gateshead NE8 2BG⟧. App version ⟪app_version|5.3.0 (412)⟫.
—
Internal note: user's IP ⟦IP_ADDRESS|31.94.22.168⟧ hit the rate limiter 14x. Unlocked. – ⟦PERSON|Becca⟧"""),

("gas_emergency_call_log", """EMERGENCY CALL LOG  ⟪incident_id|INC-GE-240318-0077⟫  ⟪timestamp|18/03/2024 07:42⟫
Caller: ⟦PERSON|Mohammed Rafiq⟧, tel ⟦PHONE|0121 773 4108⟧ (landline)
Address: ⟦ADDRESS|27 Alum Rock Road, Birmingham B8 1JB⟧
Reports smell of gas in kitchen. Vulnerable occupant: caller's mother, 84, ⟦MEDICAL|uses a wheelchair⟧ and is ⟦MEDICAL|on oxygen therapy⟧ – advised NOT to use switches, open windows. Engineer ⟦PERSON|G. Tennant⟧ dispatched, ETA 40 min. Meter ⟪meter_serial|E6S 14829 6119⟫.
Emergency number given: ⟦PHONE|0800 111 999⟧"""),

("django_settings_planning_portal", """# settings/prod.py – planning comments portal
SECRET_KEY = "⟦SECRET|$django_key1⟧"
DEBUG = False
ALLOWED_HOSTS = ["planning.ashcombe.gov.uk", "⟦IP_ADDRESS|51.140.77.212⟧"]
DATABASES = {"default": {"ENGINE": "django.db.backends.postgresql",
                         "HOST": "⟦IP_ADDRESS|10.1.2.40⟧", "USER": "comments",
                         "PASSWORD": "⟦PASSWORD|Plann1ng-Perm!t⟧"}}
MAILGUN_API_KEY = "⟦APIKEY|$mailgun1⟧"
ADMINS = [("⟦PERSON|Nikhil Bose⟧", "⟦EMAIL|nikhil.bose@ashcombe.gov.uk⟧")]
SENTRY_DSN = "https://⟪sentry_public_key|3f8c0d1e9a7b4c2d⟫@o4506.ingest.sentry.io/⟪project_id|4506712⟫"
# pinned: ⟪version|Django 4.2.11⟫"""),

("water_bill_complaint_email", """Dear ⟪org_name|Fenland Water⟫,

Account ⟪customer_account_no|FW 3382 0917 44⟫. I've been billed ⟦AMOUNT|£1,046.22⟧ for six months, which is impossible – there are two of us and I'm at the hospital for ⟦MEDICAL|chemotherapy⟧ three days a week. The meter (⟪meter_serial|11A 204877⟫) must be faulty. I have already paid ⟦AMOUNT|£300⟧ on account with my debit card ending ⟪masked_card|3356⟫.

Please call me on ⟦PHONE|01733 556 804⟧ after 10am.
⟦PERSON|Graham Thirlwell⟧, ⟦ADDRESS|8 Saxon Close, Whittlesey, Peterborough PE7 1RS⟧
DOB ⟦DATE_OF_BIRTH|4 August 1958⟧ if you need it for security."""),

("electrician_job_sheet_ocr", """JOB SHEET  No ⟪job_sheet_no|04417⟫     Date 11/3/24
Cust: Mrs ⟦PERSON|P. Szymanska⟧    Adr: ⟦ADDRESS|42 Ferndale Rd, Luton LU1 3QF⟧   Tel ⟦PHONE|07946 31O 228⟧
Work: replaced ⟪product_model|Wylex NHRS12SL⟫ CU w/ ⟪product_model|Hager VML112RKIT⟫ 10 way, fitted SPD, tested.
Materials 412  Labour 380
Pd cash ⟦AMOUNT|£792⟧ – rec'd ⟦PERSON|JT⟧
NB husband ⟦PERSON|Jerzy⟧ ⟦MEDICAL|on dialysis⟧, machine in back bedroom – keep circuit 7 live!!"""),
]

TEXTS += [
("solar_loan_application", """⟪org_name|Sunward Finance⟫ – solar loan pre-qualification ⟪application_id|APP-7731920⟫
Applicant: ⟦PERSON|Jerome A. Whitlock⟧   SSN: ⟦SSN|$ssn5⟧   DOB: ⟦DATE_OF_BIRTH|11/02/1972⟧
Annual income: ⟦AMOUNT|$86,400⟧
Co-applicant: ⟦PERSON|Tamika Whitlock⟧, SSN ⟦SSN|$ssn6⟧, DOB ⟦DATE_OF_BIRTH|07/19/1975⟧
Property: ⟦ADDRESS|6605 Quail Run Dr, Charlotte, NC 28227⟧
Amount requested: ⟦AMOUNT|$31,200⟧ for a 9.6 kW system, product ⟪loan_product|25yr @ 5.99% APR⟫, installer ⟪org_name|Piedmont Sun Co⟫"""),

("teams_scaffold_site_ops", """[Teams] ⟪org_name|Tallis Access⟫ – Site Ops
⟦PERSON|Kerry Atkins⟧ 08:12: scaff tag inspection at ⟪site_name|Kingsmead Primary⟫ failed – missing toe boards on lift 3. who signed it?
⟦PERSON|Darren Pugh⟧ 08:15: ⟦PERSON|Lewis Mahony⟧ did it but he's signed off with ⟦MEDICAL|sciatica⟧
⟦PERSON|Kerry Atkins⟧ 08:16: ok get someone else to redo it. the tower at ⟦ADDRESS|44 Elm Park Gardens, Sutton SM2 6RJ⟧ (private job, Mrs ⟦PERSON|Coker⟧'s house) needs an adaption too, her number is ⟦PHONE|020 8642 7719⟧
⟦PERSON|Darren Pugh⟧ 08:20: 👍 tag no ⟪scaffold_tag_id|ST-11093⟫"""),

("isde_subsidy_email_nl", """Subject: ISDE subsidy heat pump – your details

Hi ⟦PERSON|Markus⟧,

For the ISDE application at ⟪org_name|RVO⟫ I need your BSN and IBAN. Can you confirm: BSN ⟦NATIONAL_ID|$bsn1⟧, IBAN ⟦IBAN|$iban_nl2⟧ in the name of ⟦PERSON|M. Lindqvist⟧? The subsidy for the ⟪product_model|Daikin Altherma 3 H HT⟫ should come to about ⟪subsidy_estimate|€2,975⟫.
Installation address ⟦ADDRESS|Zeeburgerdijk 211-3, 1095 AD Amsterdam⟧.

Groet,
⟦PERSON|Ruben Smit⟧ – ⟪org_name|Smit Installatietechniek⟫ – ⟦PHONE|06 4128 7730⟧"""),

("neighbourhood_forum_post", """Nextdoor · ⟪place_name|Walthamstow Village⟫
⟦PERSON|Becky Ansah⟧ · 2h
Scaffolding's been up outside ⟦ADDRESS|16 Orford Road, London E17 9NJ⟧ for 11 weeks with no work happening. Licence number on the board is ⟪scaffold_licence_no|SL/2023/4418⟫ and it expired in January. Rang the company (⟪org_name|QuickRig Scaffolding⟫) on ⟦PHONE|020 8521 6604⟧, a guy called ⟦PERSON|Tony⟧ just hung up on me.
  ↳ ⟦PERSON|G. Marsh⟧: that's ⟦PERSON|Elaine⟧'s house, she's been in hospital with a ⟦MEDICAL|broken hip⟧, go easy"""),

("two_factor_recovery_email", """Subject: Your two-factor backup codes

Hi ⟦PERSON|Carys⟧,

You've turned on two-factor sign-in for ⟦EMAIL|carys.lloyd@tyddynlettings.co.uk⟧. If you lose your phone, use one of these recovery codes (each works once):

  ⟦SECRET|7KQ2-M9XD⟧   ⟦SECRET|4HPV-T2LW⟧   ⟦SECRET|ZN8R-61FA⟧

Manual setup key: ⟦SECRET|$totp2⟧

Signed in from ⟦IP_ADDRESS|2a00:23c5:e41d:ab01:19c2:7f30:8e4d:aa12⟧ (⟪geo_location|Cardiff, GB⟫) using ⟪user_agent|Chrome 122 on Windows⟫. Request ⟪request_id|a71f-22c0⟫."""),

("occupational_health_referral", """OH REFERRAL – CONFIDENTIAL
Employee: ⟦PERSON|Stuart Haig⟧   DOB: ⟦DATE_OF_BIRTH|30.09.1969⟧   NI: ⟦NATIONAL_ID|$nino3⟧
Employer: ⟪org_name|Caledonian Plant & Access⟫, ⟪department|MEWP operators⟫
Reason: reports ⟦MEDICAL|numbness and blanching in fingers⟧ after breaker work (exposure ⟪exposure_points|412 pts/day⟫) – suspected ⟦MEDICAL|HAVS⟧. Audiogram 2023 showed ⟦MEDICAL|mild bilateral hearing loss⟧.
Current medication: ⟦MEDICAL|amlodipine 5mg⟧
Manager: ⟦PERSON|Fiona Rennie⟧"""),

("whatsapp_solar_scam", """⟦PERSON|Jason⟧ (⟪org_name|SolarMax⟫): Hi ⟦PERSON|Maureen⟧ just need the ⟦AMOUNT|£99⟧ survey fee to lock in the price, can you send the long number on your card
⟦PERSON|Maureen Kettle⟧: is this safe? my grandson said not to
⟦PERSON|Jason⟧ (SolarMax): 100% we're ⟪accreditation|MCS certified⟫
⟦PERSON|Maureen Kettle⟧: ok ⟦CARD|$card08⟧ and the back is ⟦CVV|390⟧
⟦PERSON|Kieran⟧: NAN STOP. ring the bank now ⟦PHONE|0345 600 7291⟧"""),

("router_config_block_of_flats", """! ⟪hostname|core-sw-01⟫ – ⟪site_name|Riverside Court⟫ BMS network
interface Vlan20
 description residents-wifi
 ip address ⟦IP_ADDRESS|10.20.0.1⟧ ⟪netmask|255.255.255.0⟫
interface Vlan99
 description CCTV
 ip address ⟦IP_ADDRESS|172.31.99.1⟧ ⟪netmask|255.255.255.0⟫
ip route ⟪default_route|0.0.0.0 0.0.0.0⟫ ⟦IP_ADDRESS|62.232.41.145⟧
snmp-server community ⟦PASSWORD|rCourt_r0!⟧ RO
username ⟦PERSON|jokafor⟧ privilege 15 secret 5 ⟪password_hash|$1$mERr$hx5rVt7rPNoS4wqbXKX7m0⟫
ntp server ⟪doc_ip|192.0.2.123⟫
! IOS ⟪software_version|15.2(7)E8⟫"""),

("sms_electrician_key_safe", """Hi it's ⟦PERSON|Rob⟧ the sparky, running 20 min late sorry
> no worries, I'll be at work. key is in the key safe left of the door, code ⟦PASSWORD|5 3 1 8⟧. alarm code is ⟦PASSWORD|0604⟧ then press ✓. dog (⟪pet_name|Bruno⟫) is at my mums. ⟦PERSON|Aoife⟧
> fuse board is under the stairs behind the hoover lol
Thanks ⟦PERSON|Aoife⟧, all done – RCD was tripping from the outside socket, trip time ⟪test_reading|22 ms at 30 mA⟫ now. Bill is ⟦AMOUNT|£120⟧, bank transfer is fine to ⟪org_account_details|RK Electrical, sort 30-99-50⟫"""),

("java_stacktrace_bin_routes", """Exception in thread "main" org.postgresql.util.PSQLException: FATAL: password authentication failed for user "routes"
	at org.postgresql.core.v3.⟪line_ref|ConnectionFactoryImpl.java:693⟫
	at ⟪java_class|uk.gov.binroute.db.Pool.init⟫(Pool.java:41)
Caused by: config jdbc:postgresql://⟦IP_ADDRESS|10.66.3.12⟧:5432/routes?user=routes&password=⟦SECRET|Wh33lie-Bin$2024⟧
Hint: last successful login by ⟦PERSON|akhan⟧ from ⟦IP_ADDRESS|10.66.9.200⟧ at ⟪timestamp|2024-03-20 04:10:55⟫
[crew-app] driver ⟦PERSON|Lenny Fox⟧ (⟦PHONE|07860 229 410⟧) reported sync failure on round 14"""),

("hmo_licence_inspection", """HMO LICENCE INSPECTION – ⟪licence_no|HMO/2024/0117⟫
Property: ⟦ADDRESS|58 Brudenell Road, Leeds LS6 1HB⟧ (5 bed)
Licence holder: ⟦PERSON|Anil Chaudhary⟧, ⟦ADDRESS|3 Sandmoor Drive, Leeds LS17 7DF⟧, ⟦PHONE|07710 352 884⟧
Occupants interviewed: ⟦PERSON|Zofia⟧ (room 2), ⟦PERSON|Callum Reid⟧ (room 4)
Hazards: Cat 1 excess cold (⟪hhsrs_ref|HHSRS 1⟫); damp in room 4 – occupant says it has worsened his ⟦MEDICAL|eczema⟧.
Officer: ⟦PERSON|Hafsa Mirza⟧, ⟪org_name|Private Sector Housing Team⟫"""),

("heat_pump_installer_leaflet", """⟪product_model|Ecodan PUZ-WM85VAA⟫ – installer quick reference
Refrigerant: ⟪refrigerant|R32⟫, 1.4 kg pre-charge; max pipe run 30 m
Flow temperature 25–60 °C; SCOP 4.4 at W35
Controller default service code: ⟪default_service_code|9999⟫ (change on commissioning)
Current firmware: ⟪firmware_version|v3.21.4.7⟫
Warranty registration within 30 days at ⟪url|www.ecodan-warranty.example⟫
Safety: ⟪generic_health_warning|people with pacemakers should keep 30 cm from the controller⟫
Support is via your installer only."""),

("git_log_output", """commit ⟪commit_sha|a3f9c1e27b64d08e5c91f3a7d2b0e4c6f8a1d937⟫
Author: ⟪bot_account|dependabot[bot]⟫ <⟪bot_email|49699333+dependabot[bot]@users.noreply.github.com⟫>
Date:   ⟪timestamp|Mon Mar 18 09:12:44 2024 +0000⟫

    Bump ⟪package_version|pyproj from 3.6.0 to 3.6.1⟫ in /survey-tools

commit ⟪commit_sha|77d0e3b5c2a941f86e0d3c5b7a9f1e2d4c6b8a05⟫
Merge: 4c1e9a0 ⟪short_sha|b83f2d1⟫

    Merge pull request ⟪pr_number|#211⟫ from survey-tools/fix-epsg"""),

("roofing_insurance_call_notes", """Call notes – ⟪org_name|Summit Roofing & Exteriors⟫ – claim assist
Homeowner ⟦PERSON|Curtis Bellamy⟧ called re hail claim ⟪claim_number|CLM-44-8820317⟫ with ⟪org_name|Allstate⟫. Adjuster ⟦PERSON|Renee Sutter⟧ approved ⟦AMOUNT|$14,730⟧ RCV; ACV check received ⟦AMOUNT|$9,112.40⟧; deductible ⟦AMOUNT|$1,000⟧ owed by homeowner.
He wanted to pay the deductible by card over the phone: ⟦CARD|$card10⟧ exp 08/28 CVV ⟦CVV|713⟧. Told him we don't take cards by phone, sent the portal link instead.
Callback ⟦PHONE|(303) 918-4452⟧, or his wife ⟦PERSON|Lorna⟧."""),

("new_starter_docs_email", """Hi ⟦PERSON|Kerry⟧, docs for the new starter attached:
– ⟦PERSON|Jonas Weißmann⟧, German passport ⟦PASSPORT|$pp_de1⟧, settled status share code sent separately
– DOB ⟦DATE_OF_BIRTH|12.04.1993⟧
– UK address ⟦ADDRESS|Room 3, 17 Cranbrook Road, Ilford IG1 4PU⟧
– NI number not issued yet (applied ⟪application_date|4 March⟫)
– CISRS card: ⟪cisrs_card_level|Scaffolder (Part 2)⟫
Emergency contact ⟦PERSON|Lena Weißmann⟧ ⟦PHONE|+49 171 448 2290⟧.
Cheers, ⟦PERSON|Darren⟧ – ⟪org_name|Tallis Access Scaffolding⟫"""),

("app_store_review_bins", """★★  "Booked a bulky collection, app crashed at payment" – ⟦PERSON|kezza_b⟧, ⟪review_date|19/03/2024⟫
Version ⟪app_version|2.7.1⟫ on ⟪device_model|Pixel 7⟫. Got charged ⟦AMOUNT|£42⟧ twice and only one booking shows. That's two lots of ⟦AMOUNT|£42⟧ for one sofa!!
Developer response: Hi ⟦PERSON|Keri⟧, sorry about this! Please email ⟦EMAIL|support@binbuddy.app⟧ with order ⟪order_id|BB-883102⟫ and we'll refund the duplicate."""),

("email_french_renovation", """From: ⟦PERSON|Hélène Marchand⟧ <⟦EMAIL|h.marchand@orange.fr⟧>
To: ⟦EMAIL|mark@dordogne-renovations.com⟧
Subject: Re: roof – payment

⟦PERSON|Mark⟧,

I have transferred the second stage, ⟦AMOUNT|€8 400⟧, today from my account ⟦IBAN|$iban_fr1⟧ (devis ⟪quote_id|D-2024-018⟫, total ⟪quote|€24 600 TTC⟫). Can you send the facture for the notaire? The address on it must be ⟦ADDRESS|La Borie, 24150 Couze-et-Saint-Front⟧. Also the couvreur left the ladder on the ⟪place_name|Lalinde⟫ side. My husband is home from hospital (⟦MEDICAL|bypass surgery⟧) on Friday so please no noise before 10.

Bonne journée,
⟦PERSON|Hélène⟧"""),

("tenant_screening_summary", """Tenant screening – ⟦ADDRESS|2210 Magnolia St Unit B, Pensacola, FL 32503⟧
Applicant: ⟦PERSON|Darnell Reeves⟧, SSN ⟦SSN|$ssn7⟧, DOB ⟦DATE_OF_BIRTH|June 3, 1989⟧, phone ⟦PHONE|(850) 417-2098⟧
Stated monthly income: ⟦AMOUNT|$4,150⟧
Report from ⟪org_name|TransUnion SmartMove⟫: score ⟪credit_score|688⟫, no evictions.
Application fee ⟪tariff|$45⟫ (non-refundable), charge ⟪payment_ref|ch_3OvX2nKJ8sYQ0cW1⟫.
Approved by ⟦PERSON|Kim Thornton⟧, ⟪org_name|Bayline Property Mgmt⟫."""),

("heat_pump_live_chat", """[Live chat – ⟪org_name|Warmflow Connect⟫ – ⟪chat_id|#C-552091⟫]
Bot: Hi! What's your name?
Visitor: ⟦PERSON|Emeka⟧
Bot: And the email on your account?
Visitor: ⟦EMAIL|emeka.nwosu@icloud.com⟧
Agent ⟦PERSON|Sophie⟧: Hi ⟦PERSON|Emeka⟧, I can see your unit went offline at ⟪timestamp|02:14⟫. Its last public IP was ⟦IP_ADDRESS|213.205.198.42⟧ – has your router changed?
Visitor: yes new ⟪isp|Virgin Media⟫ hub. wifi pass is ⟦PASSWORD|Kx7v9-Plm2Qa⟧ if you need it
Agent ⟦PERSON|Sophie⟧: please don't share that here! You can re-pair from the app, version ⟪app_version|3.4.0⟫ or later."""),

("pos_payments_export_csv", """# export from ⟪org_name|Kestrel Plant Hire⟫ POS ⟪version|v8.2.2⟫ – legacy format, full PAN (!)
txn_id,date,customer,card_number,amount,status
⟪transaction_id|TX-900441⟫,2024-03-01,⟦PERSON|Harriet Voss⟧,⟦CARD|$card14⟧,⟦AMOUNT|£260.00⟧,settled
TX-900442,2024-03-01,⟦PERSON|Kofi Mensah⟧,⟪masked_card|5355 **** **** 2044⟫,⟦AMOUNT|£95.00⟧,settled
TX-900443,2024-03-02,⟦PERSON|Lindsay Farr⟧,⟦CARD|$card02⟧,⟦AMOUNT|£1,480.50⟧,refunded"""),

("planning_enforcement_webform", """Report a planning breach – ⟪form_id|ENF-WEB-77120⟫
Your name: ⟦PERSON|Gareth Llewellyn⟧
Your address: ⟦ADDRESS|Penlan, 3 Heol Hir, Cardiff CF14 4RQ⟧
Phone: ⟦PHONE|029 2061 8834⟧
Email: ⟦EMAIL|g.llewellyn@sky.com⟧
Location of breach: land behind the garages off Heol Hir
Details: my neighbour Mr ⟦PERSON|Bevan⟧ is building a two-storey outbuilding with no permission. Work starts at 7am on Sundays. I work nights and I'm ⟦MEDICAL|recovering from a stroke⟧, I need my sleep.
Keep my details confidential: ☑
Submitted ⟪timestamp|20/03/2024 22:41⟫ from ⟦IP_ADDRESS|90.201.14.77⟧ (session ⟪session_ref|ENF-S-4410⟫)"""),

("office_credentials_markdown", """| System | Login | Password | Notes |
|---|---|---|---|
| ⟪system_name|Xero⟫ | ⟦EMAIL|accounts@hartleyroofing.co.uk⟧ | ⟦PASSWORD|Slate&Lead2023!⟧ | 2FA on ⟦PERSON|Janet⟧'s phone |
| Van trackers | ⟦PERSON|jhartley⟧ | ⟦PASSWORD|Transit#19⟧ | |
| Office wifi | ⟪ssid|HARTLEY-5G⟫ | ⟦PASSWORD|ridgetile88⟧ | |
| Alarm | – | ⟦PASSWORD|7 3 3 0⟧ | unset then # |
| Companies House | company no. ⟪company_number|08814273⟫ | auth code in the safe | |"""),

("waste_crew_radio_transcript", """[⟪timestamp|06:52⟫] Control: Unit ⟪vehicle_id|RCV-14⟫, you've got an assisted collection on round ⟪round_id|BIC-R7⟫ – ⟦ADDRESS|2 Foxglove Walk, Bicester OX26 3YH⟧, Mr ⟦PERSON|Danvers⟧. He's ⟦MEDICAL|partially sighted⟧, bins are behind the side gate.
RCV-14: Copy. Gate code?
Control: ⟦PASSWORD|two five eight zero⟧.
RCV-14: ⟦PASSWORD|Two five eight zero⟧, got it. Also ⟦PERSON|Baz⟧ needs to knock off early for his ⟦MEDICAL|physio⟧.
Control: Fine. Tell him to ring ⟦PERSON|Michelle⟧ on ⟦PHONE|07983 116 405⟧."""),

("telegram_sitecam_config", """# sitecam-bot config.ini
[telegram]
bot_token = ⟦APIKEY|$telegram1⟧
chat_id = ⟪chat_id|-1001846621397⟫
[camera]
rtsp = rtsp://admin:⟦SECRET|Cam3ra-Yard!7⟧@⟦IP_ADDRESS|192.168.10.64⟧:⟪port|554⟫/stream1
firmware = ⟪firmware_version|V5.7.3 build 220112⟫
[contacts]
site_manager = ⟦PERSON|Ravi Menon⟧, ⟦PHONE|07825 671 093⟧"""),

("gas_debt_letter_ocr", """⟪org_name|NORTHWOLD GAS⟫  ·  Debt Recovery  ·  Ref ⟪account_ref|NG-77102354⟫
MISS ⟦PERSON|TANYA O'HARE⟧
⟦ADDRESS|FLAT 9 LINDEN COURT, 140 HIGH STREET, CHATHAM ME4 4DS⟧

Dear Miss ⟦PERSON|O'Hare⟧,
Your gas account is in arrears by ⟦AMOUNT|£684.19⟧. We understand from your call with ⟦PERSON|Jamal⟧ on 4 March that you are ⟦MEDICAL|receiving treatment for depression⟧; we have paused collection for 30 days. If you can manage ⟦AMOUNT|£10⟧ a week after that, we will set up a plan.
Call us free on ⟦PHONE|0800 027 3316⟧ quoting ⟪account_ref|NG-77102354⟫."""),

("ssh_key_pasted_in_ticket", """$ cat ⟦PERSON|/home/lwaweru⟧/.ssh/id_ed25519     # pasted into ticket ⟪ticket_id|INV-OPS-2291⟫ by mistake
⟦SECRET|$ssh_key1⟧
$ ssh -p ⟪port|2222⟫ installer@⟦IP_ADDRESS|100.64.18.77⟧
Warning: Permanently added '⟦IP_ADDRESS|100.64.18.77⟧' (ED25519) to the list of known hosts.
Last login: ⟪timestamp|Wed Mar 20 10:02:11 2024⟫ from ⟦IP_ADDRESS|10.9.0.14⟧"""),

("flat_roof_quote_email", """Hi ⟦PERSON|Lorraine⟧,

Thanks for having us round. Quote ⟪quote_id|Q-3381⟫ for the flat roof over the kitchen is ⟪quote|£3,950 + VAT⟫ for ⟪product_model|Firestone RubberCover EPDM⟫ with a 20yr guarantee. If you're happy, a ⟪deposit_policy|25% deposit⟫ secures the date.
Re your question about fumes – EPDM is cold-applied, so it should be fine with your ⟦MEDICAL|asthma⟧.

Cheers
⟦PERSON|Gav⟧
⟪org_name|Summit Flat Roofing⟫ | ⟦PHONE|0161 483 2207⟧ | ⟦EMAIL|gav@summitflatroofing.co.uk⟧"""),

("browser_console_hoa_portal", """> localStorage.getItem('auth')
'{"access_token":"⟦APIKEY|$jwt3⟧","refresh_token":"⟦SECRET|$sess1⟧","user":{"name":"⟦PERSON|Paula Ferreira⟧","unit":"⟪unit_code|B-407⟫","email":"⟦EMAIL|pferreira.home@gmail.com⟧"}}'
> document.cookie
'portal_session=⟦SECRET|$sess2⟧; ⟪analytics_cookie|_ga=GA1.1.2088114731.1710768221⟫'
> navigator.userAgent
'⟪user_agent|Mozilla/5.0 (Macintosh; Intel Mac OS X 14_3)⟫'"""),

("scaffold_hire_agreement", """HIRE AGREEMENT No. ⟪agreement_no|HA-24-0613⟫
Hirer: ⟦PERSON|Gintaras Petrauskas⟧ t/a ⟪org_name|GP Building Services⟫
Hirer's home address: ⟦ADDRESS|71 Bramble Way, Peterborough PE2 8QT⟧   Mobile: ⟦PHONE|07415 208 663⟧
Equipment: 48 m² tube & fitting, 2 lifts – ⟪hire_rate|£185 per week⟫, minimum 4 weeks
Deposit paid: ⟦AMOUNT|£600.00⟧ by card ⟪masked_card|************8817⟫
Personal guarantor: ⟦PERSON|Rasa Petrauskienė⟧, DOB ⟦DATE_OF_BIRTH|21 May 1985⟧
Signed ⟦PERSON|G. Petrauskas⟧   ⟪signature_date|11.03.2024⟫"""),

("subcontractor_register_pesel", """# ⟪org_name|Pennine Roofing & Leadwork Ltd⟫ – subcontractor register
name,dob,id_type,id_number,paid_this_week
⟦PERSON|Paweł Grabowski⟧,⟦DATE_OF_BIRTH|1981-04-12⟧,PESEL,⟦NATIONAL_ID|$pesel1⟧,⟦AMOUNT|£1,140⟧
⟦PERSON|Dorota Grabowska⟧,⟦DATE_OF_BIRTH|2001-09-30⟧,PESEL,⟦NATIONAL_ID|$pesel2⟧,⟦AMOUNT|£620⟧
⟦PERSON|Andrius Kazlauskas⟧,,NINO,⟪example_nino|QQ123456C⟫,⟦AMOUNT|£980⟧
# ^ example NI number copied off the HMRC form, chase the real one
# exported ⟪timestamp|2024-03-22 17:05⟫ by ⟦PERSON|sbrook⟧"""),

("water_incident_review_transcript", """[00:02:14] ⟦PERSON|Andrea Blythe⟧: So the burst main on ⟪street_name|Kingsley Road⟫ took out supply to 340 properties (incident ⟪incident_id|WI-24-0311⟫).
[00:02:31] ⟦PERSON|Raj Patel⟧: Yeah, and two of them were priority customers. Mrs ⟦PERSON|Edwards⟧ at ⟦ADDRESS|19 Kingsley Road, Hounslow TW3 1QA⟧ is ⟦MEDICAL|on home haemodialysis⟧ and we didn't get bottled water to her for six hours.
[00:02:58] ⟦PERSON|Andrea Blythe⟧: Which is a ⟪regulatory_ref|GSS⟫ breach. Compensation?
[00:03:05] ⟦PERSON|Raj Patel⟧: ⟦AMOUNT|£60⟧ auto-credited, plus we offered ⟦AMOUNT|£150⟧ goodwill."""),

("estimating_script_openai", """# estimate_helper.py – quick script, ⟦PERSON|Gordon⟧ 2024, job ⟪job_id|EST-2024-118⟫
import openai   # ⟪version|openai==0.28.1⟫
openai.api_key = "⟦APIKEY|$openai1⟧"   # TODO move to env
HUBSPOT_TOKEN = "⟦APIKEY|$hubspot1⟧"

def summarise(job):
    # e.g. job = {"client": "⟦PERSON|Kemi Adeyemi⟧", "site": "⟦ADDRESS|12 Lockfield Ave, Enfield EN3 7PX⟧"}
    return openai.ChatCompletion.create(model="⟪model_name|gpt-4o-mini⟫", messages=[...])"""),
]
