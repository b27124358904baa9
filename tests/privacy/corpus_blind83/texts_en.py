# -*- coding: utf-8 -*-
"""blind83 - English texts. Every text typed by hand.
Markup: ⟦TYPE|value⟧ = span, ⟪kind|value⟫ = decoy, value `$name` = values.VALUES[name]."""

TEXTS = []

TEXTS += [
("sms_volunteer_shift", r"""
Hi ⟦PERSON|Marguerite⟧, it's ⟦PERSON|Deb⟧ from ⟪org_name|Holloway Rd Food Bank⟫ 🙂 can u cover ⟪shift_slot|Thurs 2-5pm⟫? if not pls text ⟦PERSON|Kwame⟧ on ⟦PHONE|07828 431906⟧. side door code is now ⟦PASSWORD|4 7 1 9⟧ (changed after the break in). Also pallet ⟪pallet_id|PLT-0932⟫ (tinned toms) still needs moving to bay ⟪bin_location|B3⟫ x
"""),

("email_refund_request", r"""
From: ⟦PERSON|Tobias Wren⟧ <⟦EMAIL|tobias.wren@fastmail.co.uk⟧>
To: ⟦EMAIL|help@greenpankits.co.uk⟧
Subject: Missing chicken - order ⟪order_id|GP-448120⟫

Hi there,

My box on Tuesday (order ⟪order_id|GP-448120⟫) came without the chicken thighs for the katsu and the cream had split. I paid ⟦AMOUNT|£52.97⟧ for the week so I'd like ⟦AMOUNT|£11.50⟧ back please, to the card ending ⟪masked_card|•••• 3318⟫ as usual. Recipe card said ⟪recipe_id|R-2207⟫ if that helps.

Thanks,
⟦PERSON|Tobias Wren⟧
⟦ADDRESS|14 Carrow Mews, Norwich NR1 3QZ⟧
m. ⟦PHONE|07951 336 204⟧
"""),

("app_log_auth", r"""
⟪timestamp|2024-06-11T08:14:22.381Z⟫ INFO  [auth] login ok user_id=⟪user_id|u_771203⟫ email=⟦EMAIL|hannah.okoye@gmail.com⟧ ip=⟦IP_ADDRESS|86.142.77.19⟧ app=⟪version|shareshelf-android/5.3.2⟫
2024-06-11T08:14:22.402Z DEBUG [auth] set-cookie: sid=⟦SECRET|$sess01⟧; Path=/; HttpOnly; Secure
2024-06-11T08:15:03.117Z INFO  [listing] create id=⟪listing_id|L-93381⟫ title="2x sourdough, 1 bag spinach" pickup="⟦ADDRESS|Flat 9, 31 Cheetham Hill Rd, Manchester M4 4FY⟧" by=⟦PERSON|hokoye⟧
⟪timestamp|2024-06-11T08:15:03.990Z⟫ WARN  [geo] reverse lookup slow (1830ms) upstream=⟪doc_ip|198.51.100.23⟫
2024-06-11T08:16:41.004Z INFO  [msg] ⟦PERSON|Femi A.⟧ -> ⟦PERSON|hokoye⟧: "can I grab the bread at 6? my number is ⟦PHONE|07412 668 019⟧"
2024-06-11T08:16:41.007Z INFO  [proxy] forwarded-for=⟦IP_ADDRESS|100.64.12.7⟧ via ⟦IP_ADDRESS|10.20.4.17⟧
"""),

("env_file", r"""
# mealbox-api .env (prod) -- DO NOT COMMIT
APP_ENV=production
APP_VERSION=⟪version|3.8.1⟫
DATABASE_URL=postgres://mealbox:⟦SECRET|Tr0ut-Lemon-88⟧@⟦IP_ADDRESS|10.42.0.15⟧:⟪port|5432⟫/mealbox
REDIS_HOST=⟪hostname|cache.internal.mealbox⟫
STRIPE_SECRET_KEY=⟦APIKEY|$sklive01⟧
STRIPE_PUBLISHABLE_KEY=⟪publishable_key|$pklive01⟫
STRIPE_WEBHOOK_SECRET=⟦SECRET|$whsec01⟧
SENDGRID_API_KEY=⟦APIKEY|$sg01⟧
AWS_ACCESS_KEY_ID=⟦APIKEY|$akid01⟧
AWS_SECRET_ACCESS_KEY=⟦SECRET|$awssk01⟧
OPS_CONTACT=⟦EMAIL|r.adeyemi@mealbox.co.uk⟧
"""),

("csv_client_export", r"""
# export ⟪timestamp|2024-03-02 06:10⟫ route ⟪route_code|HGT-R4⟫
client_ref,full_name,dob,address,phone,diet,access_notes
⟪client_ref|MOW-2291⟫,⟦PERSON|Edith Barraclough⟧,⟦DATE_OF_BIRTH|1936-02-11⟧,"⟦ADDRESS|7 Lavender Close, Harrogate HG2 8PW⟧",⟦PHONE|01423 559812⟧,soft,"⟦MEDICAL|type 2 diabetes⟧; key safe ⟦PASSWORD|2580⟧"
⟪client_ref|MOW-2304⟫,⟦PERSON|Walter Pryce⟧,⟦DATE_OF_BIRTH|1931-09-27⟧,"⟦ADDRESS|Flat 2, Ashby Court, Knaresborough HG5 0AJ⟧",⟦PHONE|01423 866 071⟧,normal,"⟦MEDICAL|early dementia⟧ - daughter ⟦PERSON|Lorraine⟧ has keys ⟦PHONE|07733 290 448⟧"
⟪client_ref|MOW-2310⟫,⟦PERSON|Nasreen Akhtar⟧,⟦DATE_OF_BIRTH|1944-12-03⟧,"⟦ADDRESS|58 Skipton Road, Harrogate HG1 4LX⟧",⟦PHONE|01423 503 277⟧,halal/pureed,"⟦MEDICAL|dysphagia⟧ - ⟦MEDICAL|thickened fluids⟧ only"
"""),

("slack_message", r"""
⟪slack_channel|#eng-incidents⟫
*⟦PERSON|Ola Nwosu⟧*  ⟪message_time|10:42 AM⟫
@here heads up, the prod bot token got pasted into #random by accident (my bad 🙈). old one: ⟦APIKEY|$xoxb01⟧ - revoked, new one is in 1Password.
also ⟦PERSON|Ji-woo⟧ spotted ⟦PERSON|Marcin⟧'s PAT ⟦APIKEY|$ghp01⟧ in the CI log for ⟪commit_sha|$sha01⟫ 😬 he's rotating it now
and the #deliveries webhook ⟦SECRET|$slackhook01⟧ is sitting in the public wiki so we'll regen that too
"""),

("call_transcript_referral", r"""
[Call ⟪call_id|C-20240419-0087⟫ | ⟪org_name|Wesley Hall Food Bank⟫ referral line]
Agent (⟦PERSON|Sian⟧): Hiya, food bank referral line, can I take your name?
Caller: Yeah it's ⟦PERSON|Darren⟧. ⟦PERSON|Darren Whitlock⟧.
Agent: Thanks ⟦PERSON|Darren⟧. And the address?
Caller: ⟦ADDRESS|Flat 3, 22 Ropewalk Street, Leicester, LE1 5GH⟧.
Agent: Date of birth?
Caller: ⟦DATE_OF_BIRTH|3rd of September, 1979⟧.
Agent: Best number to reach you?
Caller: ⟦PHONE|oh seven nine four six, two one three, eight eight oh⟧.
Agent: Lovely. Anyone else in the household, any dietary needs?
Caller: Just me and my daughter ⟦PERSON|Mia⟧, she's got ⟦MEDICAL|coeliac disease⟧ so gluten free if you can. I'm on ⟦MEDICAL|sertraline⟧ too, not that it matters.
Agent: Ok, your voucher is ⟪voucher_no|FB-7781-Q⟫, collect from the ⟪place_name|Belgrave⟫ centre on Tuesday.
"""),

("web_form_enrolment", r"""
New booking - ⟪course_code|KNF-201⟫ Knife Skills Saturday (⟪price|£145.00⟫ pp)
Full name: ⟦PERSON|Priyanka Chaudhry⟧
Email: ⟦EMAIL|priyanka.c88@outlook.com⟧
Mobile: ⟦PHONE|+44 7588 184 392⟧
Date of birth: ⟦DATE_OF_BIRTH|14/08/1988⟧
Dietary / allergies: ⟦MEDICAL|severe sesame allergy⟧ (carries ⟦MEDICAL|EpiPen⟧)
Emergency contact: ⟦PERSON|Rohan Chaudhry⟧ (husband) ⟦PHONE|07588 213 660⟧
Card number: ⟦CARD|$card01⟧
Expiry: ⟪card_expiry|09/27⟫   CVC: ⟦CVV|418⟧
Name on card: ⟦PERSON|P Chaudhry⟧
Voucher code: ⟪voucher_code|SPRING24⟫
"""),

("forum_post", r"""
Re: Fridge on ⟪place_name|Cowley Road⟫ being emptied every morning??

posted by ⟦PERSON|sunflowerkaz⟧ » ⟪post_date|Tue 04 Jun⟫

Honestly it's one guy, I've seen him - ⟦PERSON|Gary⟧ something, lives above the launderette. Took 12 yoghurts this morning while I was out walking ⟪pet_name|Biscuit⟫. I told ⟦PERSON|Lou Ashcombe⟧ who does the fridge rota and she said she'd put a sign up. Fridge id on the sticker is ⟪fridge_id|CF-OX-014⟫ if anyone wants to report it to ⟪org_name|Oxford Community Fridges⟫.

Also whoever left the ⟦MEDICAL|insulin⟧ in the door shelf - please don't, we can't keep meds in there! (pharmacy label said ⟦PERSON|M. Haddad⟧, ⟦MEDICAL|Humalog KwikPen⟧)
"""),

("refund_remittance", r"""
⟪org_name|Saltmarsh Cookery School Ltd⟫ - Refund remittance
Remittance no. ⟪remittance_no|RM-000318⟫          Date: ⟪doc_date|12 March 2024⟫

Payee: Ms ⟦PERSON|Clara Fontaine⟧
⟦ADDRESS|Apt 4B, 19 Rue des Vinaigriers, 75010 Paris⟧
IBAN: ⟦IBAN|$iban07⟧    BIC: ⟪bic|BNPAFRPP⟫

Reason: cancellation of Patisserie Intensive (course ⟪course_code|PAT-5D-0424⟫) on medical grounds - ⟦MEDICAL|broken wrist⟧
Amount refunded: ⟦AMOUNT|€640.00⟧ (⟦AMOUNT|£548.20⟧ at ⟪fx_rate|1.1674⟫)
Our VAT reg: ⟪vat_number|GB 318 4471 20⟫
"""),

("shell_history", r"""
  501  ssh -p ⟪port|2222⟫ deploy@⟦IP_ADDRESS|10.8.0.12⟧
  502  mysql -h ⟦IP_ADDRESS|172.31.44.9⟧ -u crm_admin -p'⟦PASSWORD|Lentil$oup2024!⟧' foodbank_crm
  503  export GITHUB_TOKEN=⟦APIKEY|$ghp02⟧
  504  curl -s -H "Authorization: Bearer ⟦APIKEY|$jwt02⟧" https://crm.⟪domain_name|eastleedsfoodbank.org.uk⟫/api/v2/clients?page=3
  505  cd /home/⟦PERSON|tadeyemi⟧/backups
  506  scp clients_2024-05.sql.gz ⟦PERSON|tadeyemi⟧@⟪doc_ip|203.0.113.40⟫:/srv/dump/
  507  git rev-parse HEAD   # ⟪commit_sha|$sha02⟫
  508  history | grep -i passw
"""),

("json_webhook_payload", r"""
{
  "event": "order.created",
  "id": "⟪event_id|evt_1P9xQ2LkT4vR8s⟫",
  "created": ⟪unix_time|1716201244⟫,
  "customer": {
    "name": "⟦PERSON|Bethany Kowalczyk⟧",
    "email": "⟦EMAIL|beth.kowalczyk@protonmail.com⟧",
    "phone": "⟦PHONE|+44 7481 552 093⟧",
    "shipping_address": "⟦ADDRESS|33 Wellfield Road, Cardiff CF24 3PB⟧",
    "delivery_note": "leave in porch, dog is friendly (⟪pet_name|Pickle⟫)",
    "dietary": ["⟦MEDICAL|lactose intolerant⟧", "no pork"]
  },
  "plan": {"sku": "⟪sku|FAM-4P-3R⟫", "list_price": "⟪price|£59.99⟫"},
  "charged": "⟦AMOUNT|£44.99⟧",
  "discount_code": "⟪promo_code|WELCOME25⟫",
  "card": {"brand": "visa", "last4": "⟪card_last4|4471⟫"}
}
"""),

("meeting_minutes", r"""
St Columba's Soup Kitchen - Committee minutes, ⟪meeting_date|Weds 8 May 2024⟫
Present: ⟦PERSON|Aileen Docherty⟧ (chair), ⟦PERSON|Gareth Powys⟧ (treasurer), ⟦PERSON|Kemi Adebayo⟧, Fr ⟦PERSON|Tomasz Zielinski⟧
Apologies: ⟦PERSON|Ruth Abernethy⟧ (recovering from ⟦MEDICAL|knee surgery⟧)

1. Treasurer: bank balance ⟪org_total|£4,812.33⟫; grant from ⟪org_name|Awards for All⟫ of ⟪org_total|£9,950⟫ confirmed. Petty cash owed to ⟦PERSON|Gareth⟧: ⟦AMOUNT|£37.60⟧ - agreed to repay this week.
2. Guests: ⟦PERSON|Stevie⟧ (regular) had a ⟦MEDICAL|seizure⟧ at Tuesday lunch, ambulance called. Volunteers reminded his ⟦MEDICAL|epilepsy⟧ care plan is in the office.
3. Hygiene: rating still ⟪hygiene_rating|5⟫; walk-in fridge logged at ⟪temperature|3.8°C⟫.
Charity no. ⟪charity_number|SC041772⟫
"""),

("python_traceback", r"""
Traceback (most recent call last):
  File "⟪file_path|/srv/boxly/app/workers/charge.py⟫", line ⟪line_number|88⟫, in charge_customer
    conn = psycopg2.connect(dsn)
psycopg2.OperationalError: connection to server at "⟦IP_ADDRESS|10.0.7.21⟧", port ⟪port|5432⟫ failed: FATAL:  password authentication failed for user "orders_rw"

DSN used: postgresql://orders_rw:⟦SECRET|Qz8!vNw2pL⟧@⟦IP_ADDRESS|10.0.7.21⟧:⟪port|5432⟫/orders
job context: {'customer': '⟦PERSON|Ahmed Saleh⟧', 'email': '⟦EMAIL|a.saleh@btinternet.com⟧', 'amount_due': '⟦AMOUNT|£38.50⟧', 'job_id': '⟪job_id|chg-20240522-7731⟫'}
worker=charge-3 host=⟦IP_ADDRESS|10.0.7.44⟧ retry=2/5
"""),

("helpdesk_ticket", r"""
Ticket ⟪ticket_id|#SM-55210⟫ · Priority: normal · Channel: web form
Subject: cant top up dinner money
From: ⟦PERSON|Kirsty Malone⟧ <⟦EMAIL|kirstymalone77@yahoo.co.uk⟧>

Hi, been trying to top up for my son ⟦PERSON|Alfie Malone⟧ (Year 4, ⟪org_name|Brookfield Primary⟫) since friday and the page just spins. Balance says he owes ⟦AMOUNT|£3.40⟧ and the kitchen told him no hot dinner!! Please also make sure the nut flag is still on his account, he has a ⟦MEDICAL|peanut and tree nut allergy⟧. Pupil no is ⟪pupil_ref|BRK-4-0117⟫. my number ⟦PHONE|07840 552 317⟧
--
Agent note (⟦PERSON|Dev P.⟧): portal 502 from ⟪hostname|pay-gw-02⟫, escalated. Failed top-up of ⟦AMOUNT|£10.00⟧ pushed back to parent card.
"""),

("whatsapp_group", r"""
[⟪message_time|06/05/24, 06:02⟫] ⟦PERSON|Stan⟧ 🥛: Morning all, round's about 40 mins late, float's got a flat. Sorry!
[06/05/24, 06:09] ⟦PERSON|Helen Marsh⟧: no worries! can u do 2 extra semi for ⟦ADDRESS|14 Beech Grove, Chorlton M21 8RT⟧ this wk, got the grandkids
[06/05/24, 06:15] ⟦PERSON|Jas Bhullar⟧: ⟦PERSON|Stan⟧ mate I owe you for the last 3 weeks, sending ⟦AMOUNT|£23.85⟧ now - which account?
[06/05/24, 06:16] ⟦PERSON|Stan⟧ 🥛: cheers ⟦PERSON|Jas⟧, ⟦IBAN|$iban18⟧ (name on it is ⟦PERSON|S Pickering⟧)
[06/05/24, 06:20] ⟦PERSON|Helen Marsh⟧: also fyi ⟦PERSON|Doreen⟧ at no. 3 is in hospital, ⟦MEDICAL|fractured hip⟧ after a fall, so stop hers till further notice
[06/05/24, 06:22] ⟦PERSON|Stan⟧ 🥛: 👍 thanks ⟦PERSON|Helen⟧. pints are going up to ⟪price|£1.09⟫ from June btw
"""),
]

TEXTS += [
("voicemail_transcript", r"""
Voicemail ⟪vm_id|VM-3391⟫ received ⟪timestamp|Tue 14:37⟫ from ⟦PHONE|07703 118 542⟧ (auto-transcribed)
"Hi, er, this is ⟦PERSON|Rajesh Iyer⟧, I'm calling about my mum, ⟦PERSON|Kamala Iyer⟧ - she's on your Tuesday and Friday round, ⟪route_code|Route 9⟫. She's at ⟦ADDRESS|41 Orchard Rise, Basingstoke RG21 7TL⟧. She came out of ⟪org_name|Basingstoke and North Hampshire Hospital⟫ yesterday after a ⟦MEDICAL|hip replacement⟧ and she's on ⟦MEDICAL|warfarin⟧ now, so the nurse said no cranberry juice in the meals please. Can someone ring me back on ⟦PHONE|07703 118 542⟧, that's ⟦PHONE|oh seven seven oh three, one one eight, five four two⟧. Thanks, bye."
"""),

("ocr_business_card", r"""
[OCR scan - confidence ⟪ocr_confidence|0.91⟫]
⟪org_name|THE PANTRY C0OKERY SCHOOL⟫
Chef ⟦PERSON|Olu Bankole⟧
Head Tut0r - West African & Caribbean
m: ⟦PHONE|+44 (0)7392 045 118⟧
t: ⟦PHONE|020 8127 4460⟧ (bookings)
e: ⟦EMAIL|olu@thepantrycookery.co.uk⟧
⟪website|www.thepantrycookery.co.uk⟫
⟪org_address|Unit 6, Tannery Yard, London SE1 3XR⟫
insta @⟦PERSON|chefolub⟧
"""),

("markdown_rota", r"""
## Kitchen rota - w/c ⟪week_commencing|13 May⟫

| Day | Lead | Mobile | Helpers | Notes |
|-----|------|--------|---------|-------|
| Mon | ⟦PERSON|Aileen D.⟧ | ⟦PHONE|07891 204 663⟧ | ⟦PERSON|Sam⟧, ⟦PERSON|Priti⟧ | veg from ⟪org_name|FareShare⟫ ~10am |
| Tue | ⟦PERSON|Kemi⟧ | ⟦PHONE|07456 339 120⟧ | ⟦PERSON|Joe K⟧ | ⟦PERSON|Kemi⟧ is ⟦MEDICAL|22 wks pregnant⟧ - no heavy lifting |
| Wed | ⟦PERSON|Bartek⟧ | ⟦PHONE|07522 781 946⟧ | ⟦PERSON|Ines⟧, ⟦PERSON|Ruth A.⟧ | pot wash broken, ticket ⟪ticket_id|HLP-0442⟫ |
| Thu | ⟦PERSON|Aileen D.⟧ | ⟦PHONE|07891 204 663⟧ | tbc | |
| Fri | ⟦PERSON|Gareth⟧ | ⟦PHONE|07970 118 250⟧ | ⟦PERSON|Stevie⟧ (guest vol) | ⟦PERSON|Stevie⟧ has ⟦MEDICAL|epilepsy⟧, meds in office drawer |
"""),

("sql_insert", r"""
-- seed for pantry intake, NEVER run on prod (⟪ticket_id|PANTRY-212⟫)
INSERT INTO households (head_name, dob, ssn, phone, address, household_size, snap_case_no)
VALUES
 ('⟦PERSON|Maria Delgado⟧', '⟦DATE_OF_BIRTH|1985-11-30⟧', '⟦SSN|$ssn01⟧', '⟦PHONE|(915) 342-7781⟧', '⟦ADDRESS|2214 Montana Ave, El Paso, TX 79903⟧', 4, '⟪case_no|SN-0048812⟫'),
 ('⟦PERSON|Terrence Holloway⟧', '⟦DATE_OF_BIRTH|1962-04-09⟧', '⟦SSN|$ssn02⟧', '⟦PHONE|(915) 588-2046⟧', '⟦ADDRESS|507 N Kansas St Apt 2, El Paso, TX 79901⟧', 1, '⟪case_no|SN-0051207⟫'),
 ('⟦PERSON|Ngoc Anh Tran⟧', '⟦DATE_OF_BIRTH|1991-01-22⟧', '⟦SSN|$ssn03⟧', '⟦PHONE|(915) 779-3310⟧', '⟦ADDRESS|8830 Dyer St, El Paso, TX 79904⟧', 3, NULL);
"""),

("freelance_contract", r"""
FREELANCE TUTOR AGREEMENT
between ⟪org_name|Saltmarsh Cookery School Ltd⟫ (company no. ⟪company_number|09931746⟫) ("the School")
and ⟦PERSON|Isabela Ferreira Santos⟧ of ⟦ADDRESS|27 Priory Walk, Lewes BN7 1XG⟧ ("the Tutor").

Tutor date of birth: ⟦DATE_OF_BIRTH|2 February 1990⟧     NI number: ⟦NATIONAL_ID|$nid01⟧
CPF (Brazil, for the overseas tax record): ⟦NATIONAL_ID|$nid10⟧

3. Fees. The School will pay the Tutor ⟦AMOUNT|£220⟧ per full-day class, monthly in arrears, to:
   Account name: ⟦PERSON|I F Santos⟧    IBAN: ⟦IBAN|$iban13⟧
4. Health. The Tutor has disclosed ⟦MEDICAL|asthma⟧ and keeps a ⟦MEDICAL|salbutamol inhaler⟧ in the kitchen first-aid box.

Signed: ⟦PERSON|I. Ferreira Santos⟧   ⟪doc_date|01/04/2024⟫        For the School: ⟦PERSON|Harriet Gove⟧, Director
"""),

("app_review", r"""
★★☆☆☆  "Used to be great"  - ⟦PERSON|jess_mcq⟧, ⟪review_date|3 Apr 2024⟫, app ⟪version|v7.2.1⟫
Third week in a row the box had eggs in it even tho my profile says my son has an ⟦MEDICAL|egg allergy⟧. Also got charged ⟦AMOUNT|£29.99⟧ twice for one box. ⟦PERSON|Arjun⟧ in customer service was lovely and refunded one of them but honestly. Plan works out ⟪price|£4.99⟫ a portion which was the whole point...

Reply from ⟪org_name|Boxly⟫: Hi ⟦PERSON|Jess⟧, so sorry - we've added a note to your account. Use ⟪promo_code|SORRY15⟫ on your next box.
"""),
]

TEXTS += [
("k8s_secret_yaml", r"""
apiVersion: v1
kind: Secret
metadata:
  name: sms-gateway
  namespace: ⟪k8s_namespace|foodbank-prod⟫
  annotations:
    rotated-by: ⟦PERSON|nmuthoni⟧
    rotated-at: "⟪rotation_date|2024-04-02⟫"
type: Opaque
stringData:
  TWILIO_ACCOUNT_SID: "⟪account_sid|$twac01⟫"
  TWILIO_API_KEY: "⟦APIKEY|$twsk01⟧"
  TWILIO_AUTH_TOKEN: "⟦SECRET|$twtok01⟧"
  TWILIO_FROM: "⟦PHONE|+44 113 320 4418⟧"
  ADMIN_ALERT_EMAIL: "⟦EMAIL|it-alerts@eastleedsfoodbank.org.uk⟧"
  ADMIN_MOBILE: "⟦PHONE|+447913552081⟧"
"""),

("email_with_signature", r"""
From: ⟦PERSON|Bernadette Quigley⟧ <⟦EMAIL|b.quigley@calderdalemeals.org.uk⟧>
To: ⟦EMAIL|practice.nurse@hebdenbridgesurgery.nhs.uk⟧
Subject: Concern - Mr ⟦PERSON|Alan Greaves⟧

Hi ⟦PERSON|Sunita⟧,

Re: Mr ⟦PERSON|Alan Greaves⟧, DOB ⟦DATE_OF_BIRTH|19/06/1938⟧, NHS no. ⟦NATIONAL_ID|$nid31⟧.
Our driver has noticed he's been leaving most of his lunches for about a fortnight and looks like he's lost weight. He also mentioned ⟦MEDICAL|a sore on his heel that's weeping⟧, and told her he'd "stopped bothering" with his ⟦MEDICAL|metformin⟧. Could someone do a home visit?

Kind regards,
⟦PERSON|Bernadette Quigley⟧
Meals on Wheels Coordinator, ⟪org_name|Calderdale Community Meals⟫
⟦PHONE|01422 392 611⟧ | ⟦EMAIL|b.quigley@calderdalemeals.org.uk⟧
Registered charity ⟪charity_number|1102934⟫
"""),

("incident_report", r"""
ACCIDENT / INCIDENT REPORT          ref ⟪incident_ref|IR-24-019⟫
Site: ⟪org_name|Leith Cookery Academy⟫, Kitchen 2        Date/time: ⟪incident_time|17/02/2024 11:20⟫
Injured person: ⟦PERSON|Callum Urquhart⟧ (student, ⟪course_code|PRO-CHEF-L2⟫)
DOB: ⟦DATE_OF_BIRTH|05.11.2003⟧
What happened: knocked a pan of hot oil, ⟦MEDICAL|superficial burns to left forearm⟧. Cooled under running water 20 mins, ⟦MEDICAL|Burnshield dressing⟧ applied by first aider ⟦PERSON|Morag Kerr⟧.
Outcome: sent home, mum ⟦PERSON|Fiona Urquhart⟧ collected (⟦PHONE|07834 660 215⟧).
RIDDOR reportable: No.   Equipment: splash guard on range ⟪asset_tag|KIT-RNG-07⟫ missing - reported.
"""),

("gift_aid_form", r"""
GIFT AID DECLARATION - ⟪org_name|Bradford Central Foodbank⟫ (registered charity ⟪charity_number|1163421⟫)
Title: Mrs    First name: ⟦PERSON|Yasmin⟧    Surname: ⟦PERSON|Chowdhury⟧
Home address: ⟦ADDRESS|112 Toller Lane, Bradford⟧         Postcode: ⟦ADDRESS|BD8 9DA⟧
Email: ⟦EMAIL|yasmin.chowdhury@hotmail.co.uk⟧
Donation: ⟦AMOUNT|£25⟧ monthly by standing order from ⟪start_date|1 July 2024⟫
[x] I am a UK taxpayer and understand that if I pay less Income Tax and/or Capital Gains Tax than the amount of Gift Aid claimed on all my donations in that tax year it is my responsibility to pay any difference.
Signature: ⟦PERSON|Y. Chowdhury⟧       Office use: HMRC ref ⟪hmrc_ref|XR84219⟫
"""),

("discord_chat", r"""
#bot-dev  |  ⟪server_name|FoodRescue Volunteers⟫
⟦PERSON|kofi_dev⟧ - Today at 21:14
ok the alerts hook is ⟦SECRET|$discordhook01⟧ plug that into the scraper
⟦PERSON|mira.l⟧ - Today at 21:16
and the telegram bot for the drivers group is ⟦APIKEY|$tg01⟧ , chat id ⟪chat_id|-1002214738891⟫
⟦PERSON|kofi_dev⟧ - Today at 21:17
👍 pls dont paste real keys in here tho lol. README example is fine: ⟪example_key|123456:ABC-DEF1234ghIkl-zyx57W2v1u123ew11⟫
"""),

("nginx_access_log", r"""
⟦IP_ADDRESS|81.174.226.93⟧ - - [⟪timestamp|12/Jun/2024:19:02:11 +0100⟫] "GET /api/v1/slots?area=LS9 HTTP/2.0" ⟪http_status|200⟫ 812 "-" "⟪user_agent|okhttp/4.12.0⟫"
⟦IP_ADDRESS|2a00:23c7:4d1f:9e01:b1c2:5e3f:88a0:1d47⟧ - - [12/Jun/2024:19:02:14 +0100] "POST /api/v1/login HTTP/2.0" 401 64 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)"
⟦IP_ADDRESS|100.72.9.201⟧ - - [12/Jun/2024:19:02:20 +0100] "GET /unsubscribe?email=⟦EMAIL|gloria.mbeki@gmail.com⟧&list=weekly HTTP/2.0" 302 0 "-" "Mozilla/5.0"
⟪doc_ip|192.0.2.10⟫ - - [12/Jun/2024:19:02:30 +0100] "GET /healthz HTTP/1.1" ⟪http_status|200⟫ 2 "-" "kube-probe/1.29"
⟦IP_ADDRESS|172.16.9.41⟧ - - [12/Jun/2024:19:02:31 +0100] "POST /internal/reindex HTTP/1.1" 204 0 "-" "python-requests/2.31.0"
"""),

("jira_ticket", r"""
BOX-1184  [Bug] Agent pasted full card details into order note   Priority: Highest (PCI)
Reporter: ⟦PERSON|Niamh Costello⟧    Assignee: ⟦PERSON|Sergei Volkov⟧

Customer ⟦PERSON|Gordon Ellery⟧ phoned in (⟦PHONE|0131 552 4089⟧) because checkout kept failing, and the agent typed his card into the free-text note on order ⟪order_id|BX-2290417⟫:
  "cust card ⟦CARD|$card03⟧ exp ⟪card_expiry|11/26⟫ cvv ⟦CVV|072⟧ pls retry manually"
This is now in the DB, the ⟪vendor_name|Zendesk⟫ export and last night's backup (bucket ⟪bucket_name|boxly-backups-eu⟫).
To do: purge note, re-run export, tell the DPO (⟦EMAIL|dpo@boxly.co.uk⟧).
"""),

("payroll_csv", r"""
period,employee_id,name,ni_number,gross,net,iban
⟪pay_period|2024-05⟫,⟪employee_id|E014⟫,⟦PERSON|Grace Mwangi⟧,⟦NATIONAL_ID|$nid02⟧,"⟦AMOUNT|£2,450.00⟧","⟦AMOUNT|£1,986.12⟧",⟦IBAN|$iban10⟧
⟪pay_period|2024-05⟫,⟪employee_id|E022⟫,⟦PERSON|Luca Bianchi⟧,⟦NATIONAL_ID|$nid20⟧,"⟦AMOUNT|£1,820.50⟧","⟦AMOUNT|£1,561.09⟧",⟦IBAN|$iban01⟧
"""),

("recovery_codes_printout", r"""
ShareShelf - two-factor recovery codes
Account: ⟦EMAIL|t.oyelaran@gmail.com⟧      generated ⟪timestamp|2024-02-19 22:41 UTC⟫
Keep these somewhere safe. Each code works once.

   ⟦SECRET|$rc01⟧      ⟦SECRET|$rc02⟧
   ⟦SECRET|$rc03⟧      ⟦SECRET|$rc04⟧
   ⟦SECRET|$rc05⟧      ⟦SECRET|$rc06⟧

Authenticator setup key (if you lose your phone): ⟦SECRET|$totp03⟧
Support ref ⟪support_ref|SS-2FA-88120⟫ · app build ⟪build_number|5.3.2 (4410)⟫
"""),

("school_meal_application", r"""
FREE & REDUCED-PRICE SCHOOL MEALS APPLICATION 2024-25 - ⟪org_name|Dayton Public Schools⟫ Nutrition Services
Adult signing: ⟦PERSON|Keisha Lamont⟧        Last four digits of SSN: ⟪masked_ssn|XXX-XX-4821⟫
Children: ⟦PERSON|Jaylen Lamont⟧ (gr. 3, ⟪org_name|Westwood PreK-8⟫), ⟦PERSON|Amara Lamont⟧ (gr. 6)
Household income: ⟦AMOUNT|$2,140⟧ every two weeks (wages) + ⟦AMOUNT|$310⟧ monthly child support
Address: ⟦ADDRESS|1418 Hoover Ave, Dayton, OH 45402⟧    Phone: ⟦PHONE|(937) 274-6610⟧
Email: ⟦EMAIL|keishalamont@icloud.com⟧
SNAP case #: ⟪case_no|OH-SNAP-77310284⟫
Special diet on file: ⟦PERSON|Amara⟧ - ⟦MEDICAL|celiac disease⟧ (doctor's statement attached)
"""),

("postmortem_doc", r"""
# Postmortem: leaked AWS key in the meal-plan generator (⟪incident_ref|INC-2024-031⟫)
Authors: ⟦PERSON|Hamza Qureshi⟧, ⟦PERSON|Rebecca Lindqvist⟧

## Timeline (UTC)
- ⟪timestamp|09:12⟫ secret-scanner alert: ⟦APIKEY|$akid02⟧ committed in ⟪short_sha|e4d1a7c⟫
- 09:20 ⟦PERSON|Rebecca⟧ deactivated the key. The secret half (⟦SECRET|$awssk02⟧) sat in the same fixture file.
- 09:45 three EC2 instances found, launched from ⟦IP_ADDRESS|45.137.21.9⟧

## Root cause
The test fixture was meant to use the docs placeholder ⟪example_key|AKIAIOSFODNN7EXAMPLE⟫ but a real key was pasted over it.

## Cost
Bill spike of ⟪org_total|$1,930.44⟫, credited by AWS support.
"""),

("sms_milk_bill", r"""
⟪org_name|Acorn Dairy⟫: Hi Mr ⟦PERSON|Oduya⟧, your milk bill to ⟪bill_period|Sun 26 May⟫ is ⟦AMOUNT|£18.40⟧ (acct ⟪customer_account|AD-30912⟫). Pay at ⟪url|acorndairy.co.uk/pay⟫ or call ⟦PHONE|01604 770 118⟧. ⟦PERSON|Dean⟧ says thanks for leaving the bottles out! Reply STOP to opt out
"""),

("docker_compose", r"""
version: "3.9"
services:
  db:
    image: ⟪docker_image|postgres:16.2-alpine⟫
    environment:
      POSTGRES_USER: pantry
      POSTGRES_PASSWORD: ⟦PASSWORD|Chickpea-Stew-41⟧
    ports: ["⟪port|5433⟫:5432"]
  mailer:
    image: ⟪docker_image|hillside/mailer:1.4.0⟫
    environment:
      MAILGUN_API_KEY: ⟦APIKEY|$mg01⟧
      MAILGUN_DOMAIN: ⟪domain_name|mg.hillsidepantry.org⟫
      REPLY_TO: ⟦EMAIL|coordinator@hillsidepantry.org⟧
  app:
    environment:
      DATABASE_URL: postgres://pantry:${POSTGRES_PASSWORD}@db:5432/pantry
      ADMIN_ALLOWLIST: "⟦IP_ADDRESS|82.13.201.77⟧,⟦IP_ADDRESS|192.168.1.44⟧"
"""),

("driver_handover_note", r"""
Handover for ⟦PERSON|Chris⟧ (covering my Weds round while I'm off) - ⟦PERSON|Pauline⟧

- Mr ⟦PERSON|Iqbal⟧, ⟦ADDRESS|9 Fern Street, Oldham OL8 1SD⟧: key safe by back door, code ⟦PASSWORD|1944⟧. He's ⟦MEDICAL|registered blind⟧ so put the tray on his left.
- ⟦PERSON|Betty Lomax⟧, ⟦ADDRESS|Flat 12 Heron House, Oldham OL1 3HJ⟧: buzz 12. She's ⟦MEDICAL|diabetic⟧ - sugar-free pudding, blue lid.
- ⟦PERSON|Des⟧ at no. 31: if no answer ring his niece ⟦PERSON|Carla⟧ on ⟦PHONE|07795 420 118⟧ before you leave, he had a ⟦MEDICAL|fall⟧ last month.
Van keys in ⟪locker_no|locker 4⟫. Route sheet ⟪route_code|OLD-W3⟫.
"""),

("price_list", r"""
⟪org_name|Harvest & Hob⟫ meal kits - price list from ⟪effective_date|1 June 2024⟫ (⟪version|v2024.06⟫)

| Plan                        | SKU      | Per week | Per portion |
|-----------------------------|----------|----------|-------------|
| Classic 2-person, 3 recipes | ⟪sku|HH-C2-3⟫ | ⟪price|£38.99⟫ | ⟪price|£6.50⟫ |
| Family 4-person, 4 recipes  | ⟪sku|HH-F4-4⟫ | ⟪price|£69.99⟫ | ⟪price|£4.37⟫ |
| Veggie 2-person, 5 recipes  | ⟪sku|HH-V2-5⟫ | ⟪price|£57.49⟫ | ⟪price|£5.75⟫ |

Delivery ⟪price|£4.99⟫, free over ⟪price|£60⟫. ⟪promo_code|FIRSTBOX50⟫ = 50% off your first box. Prices incl. VAT where applicable.
"""),

("volunteer_background_check", r"""
⟪org_name|Tri-County Harvest Food Bank⟫ - Volunteer Background Check Authorization
Legal name: ⟦PERSON|Daniel Okonkwo-Reyes⟧          Other names used: ⟦PERSON|Daniel Reyes⟧
DOB: ⟦DATE_OF_BIRTH|07/21/1994⟧          SSN: ⟦SSN|$ssn05⟧
Current address: ⟦ADDRESS|3309 Larkspur Dr, Lansing, MI 48911⟧
US passport no. (optional): ⟦PASSPORT|$pp03⟧
Email: ⟦EMAIL|dokonkwo.reyes@gmail.com⟧     Cell: ⟦PHONE|517-882-4419⟧
Consent ID ⟪consent_id|BGC-99813⟫ · screening package ⟪package_code|VOL-BASIC-2⟫
"""),

("teams_chat", r"""
[⟪message_time|09:31⟫] ⟦PERSON|Shona McBride⟧ (Catering Manager): ⟦PERSON|Louise⟧ has been signed off again, ⟦MEDICAL|stress and anxiety⟧ this time, fit note runs to ⟪fit_note_end|28 June⟫
[09:33] ⟦PERSON|Tariq Hussain⟧ (HR): ok noted. she goes onto SSP after this so ~⟦AMOUNT|£116.75⟧ a week. who covers ⟪org_name|Greenfield Juniors⟫ kitchen?
[09:35] ⟦PERSON|Shona McBride⟧ (Catering Manager): I'll ask ⟦PERSON|Bev⟧ from St Mark's, her mobile is ⟦PHONE|07411 093 287⟧ if you need it for the agency form
[09:36] ⟦PERSON|Tariq Hussain⟧ (HR): ta. allergen matrix ⟪document_version|rev 14⟫ still needs signing btw
"""),

("android_logcat", r"""
06-14 18:22:09.114  ⟪pid|4410⟫  4471 D OkHttp  : --> POST https://api.⟪domain_name|fridgeshare.app⟫/v3/claims
06-14 18:22:09.115  ⟪pid|4410⟫  4471 D OkHttp  : Authorization: Bearer ⟦APIKEY|$jwt03⟧
06-14 18:22:09.116  ⟪pid|4410⟫  4471 D OkHttp  : {"listing":"⟪listing_id|LST-55021⟫","claimer":"⟦PERSON|Rosa Ventimiglia⟧","claimer_phone":"⟦PHONE|+447559031842⟧","note":"can collect after 7, ⟦MEDICAL|nut allergy⟧ so no pesto pls"}
06-14 18:22:09.420  ⟪pid|4410⟫  4471 D OkHttp  : <-- 201 Created (305ms)
06-14 18:22:11.002  ⟪pid|4410⟫  ⟪pid|4410⟫ E AndroidRuntime: FATAL EXCEPTION: main  Process: ⟪package_name|app.fridgeshare.android⟫
"""),

("food_safety_certificate", r"""
CERTIFICATE OF ACHIEVEMENT
⟪org_name|Northgate Culinary Institute⟫ certifies that

        ⟦PERSON|Adaeze Nwachukwu⟧
        (date of birth ⟦DATE_OF_BIRTH|30 October 1999⟧)

has completed the Level 2 Award in Food Safety in Catering.
Certificate no. ⟪certificate_no|NCI-FS2-240611-0293⟫     Qualification no. ⟪qualification_no|603/2460/1⟫
Issued ⟪issue_date|11 June 2024⟫ · verify at ⟪website|verify.northgateculinary.ac.uk⟫
Signed ⟦PERSON|Malcolm Reid⟧, Head of Centre
"""),

("complaint_letter", r"""
⟦ADDRESS|21 Gladstone Terrace, Gateshead NE8 4DX⟧
⟪letter_date|3rd May 2024⟫

To the manager, ⟪org_name|Tyneside Soup Run⟫

Dear Sir/Madam,
I am writing again about the queue outside my house on Friday nights near ⟪place_name|Gateshead Interchange⟫. My husband ⟦PERSON|Ken⟧ has ⟦MEDICAL|COPD⟧ and the smoke coming in the front window is making him really poorly. I have spoken to your volunteer ⟦PERSON|Bryony⟧ twice already. Please phone me on ⟦PHONE|0191 477 2093⟧.

Yours faithfully,
⟦PERSON|Patricia Harland⟧ (Mrs)
"""),

("python_config", r"""
# food_rescue_alerts/config.py
BOT_TOKEN = "⟦APIKEY|$tg02⟧"
DRIVERS_CHAT_ID = ⟪chat_id|-1001877340219⟫
ADMINS = ["@⟦PERSON|gloria_mbk⟧", "@⟦PERSON|tunde_drives⟧"]
OPENAI_API_KEY = "⟦APIKEY|$openai01⟧"  # summarises surplus listings
SURPLUS_SOURCES = ["⟪org_name|Greggs Eldon Square⟫", "⟪org_name|Tesco Extra Kingston Park⟫"]
POLL_SECONDS = ⟪poll_interval|90⟫
"""),

("sms_parcel_reminder", r"""
Hi ⟦PERSON|Mohammed⟧, your food parcel is ready at ⟪org_name|Sparkhill Foodbank⟫ Thurs ⟪time_window|10-12⟫. Bring voucher ⟪voucher_no|SPK-20931⟫. Can't make it? call ⟦PHONE|0121 772 4018⟧ or reply to this no. - ⟦PERSON|Amina⟧
"""),
]

TEXTS += [
("visa_support_letter", r"""
⟪org_name|Saltmarsh Cookery School Ltd⟫ · ⟪org_address|4 Harbour Row, Brighton BN2 1TS⟫

⟪letter_date|22 January 2024⟫
To the Entry Clearance Officer,

We confirm that ⟦PERSON|Ananya Raghunathan⟧ (date of birth ⟦DATE_OF_BIRTH|9 March 1996⟧, Indian passport no. ⟦PASSPORT|$pp07⟧), of ⟦ADDRESS|Flat 302, Prestige Garden Towers, 14 Residency Road, Bengaluru 560025⟧, has enrolled on our 10-week Professional Patisserie Diploma (course ⟪course_code|PPD-10W-S24⟫, ⟪course_dates|8 April - 14 June 2024⟫).

Tuition of ⟦AMOUNT|£6,850⟧ has been paid in full. Accommodation is not provided by the School.

Yours faithfully,
⟦PERSON|Harriet Gove⟧
Director
"""),

("stripe_export_csv", r"""
id,created,customer_email,amount,currency,status,card_last4,description
⟪charge_id|ch_3PGx8RKa21Qm0f1c0VbT⟫,⟪timestamp|2024-05-18 10:02⟫,⟦EMAIL|hollie.brennan@gmail.com⟧,⟦AMOUNT|£95.00⟧,gbp,succeeded,⟪card_last4|0341⟫,Bread Masterclass ⟪course_code|BRD-01⟫
⟪charge_id|ch_3PGxBbKa21Qm0f1c1Zl2⟫,⟪timestamp|2024-05-18 10:07⟫,⟦EMAIL|osei.kwabena@yahoo.com⟧,⟦AMOUNT|£190.00⟧,gbp,succeeded,⟪card_last4|7719⟫,Bread Masterclass x2
⟪charge_id|ch_3PGyAXKa21Qm0f1c0pQe⟫,⟪timestamp|2024-05-18 11:40⟫,⟦EMAIL|m.ferrand@orange.fr⟧,⟦AMOUNT|€110.00⟧,eur,refunded,⟪card_last4|2208⟫,Knife Skills (refund: ⟦MEDICAL|hand surgery⟧)
"""),

("sms_thread", r"""
⟦PERSON|Siobhán⟧: hi ⟦PERSON|Declan⟧, for the mileage claim can u send me your IBAN + PPS no? finance need both now 🙄
⟦PERSON|Declan⟧: sure - ⟦IBAN|$iban04⟧ and PPS ⟦NATIONAL_ID|$nid34⟧
⟦PERSON|Declan⟧: it's ⟦AMOUNT|€42.30⟧ for the two runs to the ⟪org_name|Crosscare⟫ depot in ⟪place_name|Tallaght⟫
⟦PERSON|Siobhán⟧: perfect thanks. how's the back?
⟦PERSON|Declan⟧: ⟦MEDICAL|slipped disc⟧ they reckon, physio tues. wont be lifting crates for a while lol
⟦PERSON|Siobhán⟧: mind yourself x
"""),

("webhook_handler_code", r"""
// routes/stripe.js  (cooking-school bookings)
const stripe = require('stripe')(process.env.STRIPE_KEY || '⟦APIKEY|$rklive01⟧'); // TODO remove fallback!!
const endpointSecret = '⟦SECRET|$whsec02⟧';

router.post('/webhook', express.raw({type: 'application/json'}), (req, res) => {
  const sig = req.headers['stripe-signature'];
  let event = stripe.webhooks.constructEvent(req.body, sig, endpointSecret);
  if (event.type === 'checkout.session.completed') {
    // e.g. {"customer_email":"⟦EMAIL|farah.haddad.cooks@gmail.com⟧","amount_total":18000}
    notifyKitchen(event.data.object, '⟦EMAIL|kitchen@saltmarshcookery.co.uk⟧');
  }
  res.sendStatus(⟪http_status|200⟫);
});
// pinned: stripe-node ⟪version|14.25.0⟫, api ⟪api_version|2024-04-10⟫
"""),

("live_chat_transcript", r"""
Chat ⟪chat_session_id|LC-7730921⟫ · ⟪org_name|Boxly⟫ support · ⟪timestamp|Sat 15 Jun 2024 19:48⟫
⟪bot_name|Ava⟫ (bot): Hi! What's your order number?
Customer: ⟪order_id|BX-2301199⟫. I can't log in at all
Agent ⟦PERSON|Marcus⟧: Hi there, I can see order ⟪order_id|BX-2301199⟫ under ⟦PERSON|Lydia Fairweather⟧ - is that you?
Customer: yes. email is ⟦EMAIL|lydia.fairweather@btinternet.com⟧. my password is ⟦PASSWORD|Sunflower!2023⟧ if that helps?? it says wrong
Agent ⟦PERSON|Marcus⟧: Please don't share your password here! I've sent a reset link. Also I've updated delivery to ⟦ADDRESS|6 Mill Lane, Wantage OX12 9DT⟧ as you asked.
Customer: thank u. card on file ending ⟪card_last4|5512⟫ is fine
"""),

("gitlab_ci_yaml", r"""
# .gitlab-ci.yml - school-meals-portal
variables:
  NODE_VERSION: "⟪version|20.12⟫"
  NPM_TOKEN: "⟦APIKEY|$npm01⟧"          # FIXME move to masked CI var
  GITLAB_API_TOKEN: "⟦APIKEY|$glpat01⟧"
  DEPLOY_HOST: "⟦IP_ADDRESS|51.89.143.210⟧"
  DEPLOY_USER: "deploy"

deploy_prod:
  stage: deploy
  image: ⟪docker_image|node:20-bookworm⟫
  script:
    - ssh deploy@⟦IP_ADDRESS|51.89.143.210⟧ "cd /srv/portal && git pull && pm2 restart portal"
  only: [main]
  # owner: ⟦PERSON|Callum Fraser⟧ (⟦EMAIL|c.fraser@edinburghschoolmeals.org⟧)
"""),

("foodbank_referral_form", r"""
FOODBANK E-REFERRAL     Voucher ⟪voucher_no|TRF-24-18820⟫
Referring agency: ⟪org_name|Citizens Advice Torbay⟫      Referrer: ⟦PERSON|Jonathan Pike⟧, ⟦PHONE|01803 380 117⟧
Client: ⟦PERSON|Kayleigh Stannard⟧      DOB: ⟦DATE_OF_BIRTH|22/12/1997⟧
Address: ⟦ADDRESS|Flat B, 40 Belgrave Road, Torquay TQ2 5HS⟧
Household: 1 adult, 2 children (ages 4 and 18 months)
Reason for referral: benefit delay - UC advance repaid, ⟦AMOUNT|£0⟧ until ⟪payment_date|28th⟫
Notes: client is ⟦MEDICAL|24 weeks pregnant⟧, needs baby formula (stage 2) and nappies size 5. Client mobile ⟦PHONE|07472 881 905⟧, ok to text.
"""),

("notebook_ocr_ledger", r"""
[photo of milk round book - OCR, page ⟪page_no|14⟫]
WK ending ⟪week_ending|2/6⟫
No.4   Mrs ⟦PERSON|Patel⟧ ..... ⟦AMOUNT|£6.20⟧  pd
No.7   ⟦PERSON|Jonno⟧ ......... ⟦AMOUNT|£11.45⟧  owes 2 wks
No.11  Mr ⟦PERSON|Oakley⟧ ...... ⟦AMOUNT|£4.10⟧  pd (cash under mat)
No.15  ⟦PERSON|Sheila⟧ ........ ⟦AMOUNT|£8.85⟧  - away til 9th, NO MILK
No.2O  ⟦PERSON|Tony Brigg5⟧ .... ⟦AMOUNT|£13.30⟧ owes, said pay Fri
eggs ⟪price|£2.40⟫/doz   semi ⟪price|£1.05⟫   gold top ⟪price|£1.25⟫
"""),
]

TEXTS += [
("api_request_log_jsonl", r"""
{"ts":"⟪timestamp|2024-07-02T12:00:03Z⟫","svc":"route-planner","req_id":"⟪request_id|9f1c2a77⟫","client_ip":"⟦IP_ADDRESS|94.12.188.240⟧","path":"/maps/api/geocode/json","params":{"address":"⟦ADDRESS|17 Cedar Avenue, Swindon SN2 1LP⟧","key":"⟦APIKEY|$gapi01⟧"},"status":200,"latency_ms":143}
{"ts":"2024-07-02T12:00:04Z","svc":"route-planner","req_id":"⟪request_id|9f1c2a78⟫","client_ip":"⟦IP_ADDRESS|10.12.0.8⟧","path":"/v1/drivers/⟪driver_id|drv_0418⟫/shift","user":"⟦EMAIL|k.achterberg@swindonwheels.org⟧","status":200,"latency_ms":21}
"""),

("parent_email_allergy", r"""
From: ⟦PERSON|Tendai Moyo⟧ <⟦EMAIL|tendai.moyo@gmail.com⟧>
To: ⟦EMAIL|kitchen@stjudesprimary.sch.uk⟧
Subject: Allergy plan for ⟦PERSON|Rufaro⟧ (Reception, class ⟪class_name|Hedgehogs⟫)

Hi Mrs ⟦PERSON|Okafor⟧,
Following our chat at the gate, ⟦PERSON|Rufaro⟧'s ⟦MEDICAL|kiwi anaphylaxis⟧ care plan is attached. She also has ⟦MEDICAL|mild asthma⟧. Her spare ⟦MEDICAL|Jext pen⟧ is in the school office. DOB for your records: ⟦DATE_OF_BIRTH|14.03.2019⟧.
My mobile is ⟦PHONE|07534 908 112⟧, or her dad ⟦PERSON|Farai⟧ on ⟦PHONE|07534 661 290⟧.
Thanks so much, ⟦PERSON|Tendai⟧
"""),

("reddit_post", r"""
r/⟪subreddit|foodbanks⟫ · Posted by u/⟦PERSON|throwaway_mom_ohio⟧ · ⟪post_age|5h⟫
Pantry asked for my SSN?? is this normal

So the pantry at ⟪org_name|Grace Fellowship Pantry⟫ has a sign in sheet where people write their whole SSN, I could literally read the guy above me (⟪masked_ssn|***-**-6617⟫ is all I'll say). The lady running it, Ms. ⟦PERSON|Ruiz⟧, said it's "for TEFAP reporting". I only get ⟦AMOUNT|$180⟧ a month in SNAP for me and 2 kids so I really need the pantry but idk

  ↳ u/⟦PERSON|pantry_volunteer_dave⟧ · 3h
  TEFAP does NOT require an SSN. Call the ⟪org_name|Ohio Association of Foodbanks⟫ line on ⟦PHONE|1-800-648-1176⟧ and tell them.
"""),

("insurance_claim_form", r"""
PERSONAL ACCIDENT CLAIM FORM          Policy ⟪policy_no|PA-CKS-0072291⟫ (⟪org_name|Marlow Mutual⟫)
Insured venue: ⟪org_name|Padstow Seafood Cookery School⟫
Claimant: ⟦PERSON|Ruairi Gallagher⟧            Date of birth: ⟦DATE_OF_BIRTH|1 August 1984⟧
NHS number: ⟦NATIONAL_ID|$nid33⟧
Address: ⟦ADDRESS|3 Quayside Cottages, Padstow PL28 8AB⟧          Email: ⟦EMAIL|ruairi.g@icloud.com⟧
Injury: ⟦MEDICAL|deep laceration to right index finger, 6 stitches⟧ during class ⟪course_code|FISH-FILLET-1⟫
Amount claimed: ⟦AMOUNT|£1,250.00⟧ (loss of earnings, 2 weeks) + ⟦AMOUNT|£64.80⟧ (prescription and travel)
"""),

("terraform_tfvars", r"""
# terraform.tfvars - fridgeshare infra (eu-west-2)
aws_access_key = "⟦APIKEY|$akid03⟧"
aws_secret_key = "⟦SECRET|$awssk03⟧"
db_password    = "⟦PASSWORD|m1nt-Sauce-Sunday⟧"
allowed_cidrs  = ["⟪cidr_block|81.2.69.0/24⟫", "⟪cidr_block|10.0.0.0/16⟫"]
bastion_ip     = "⟦IP_ADDRESS|18.169.42.117⟧"
alarm_email    = "⟦EMAIL|oncall@fridgeshare.app⟧"
instance_type  = "⟪instance_type|t3.small⟫"
"""),

("volunteer_signup_form", r"""
Community Fridge Network - volunteer sign-up
Name: ⟦PERSON|Eilidh Barr⟧        Pronouns: she/her
Email: ⟦EMAIL|eilidh.barr99@gmail.com⟧        Phone: ⟦PHONE|07960 318 447⟧
Date of birth (must be 16+): ⟦DATE_OF_BIRTH|1999-05-02⟧
Which fridge? ⟪fridge_id|CF-GLA-003⟫ (⟪place_name|Govanhill⟫ Baths)
Emergency contact: ⟦PERSON|Rory Barr⟧ ⟦PHONE|07960 551 203⟧
Anything we should know? ⟦MEDICAL|Type 1 diabetic⟧, I carry ⟦MEDICAL|glucose tabs⟧ and have a ⟦MEDICAL|Libre sensor⟧ on my arm so dont panic if it beeps
How did you hear about us: instagram
"""),

("foodbank_intake_form", r"""
⟪org_name|North York Harvest⟫ - client intake (paper form typed up by ⟦PERSON|Wen⟧)
Name: ⟦PERSON|Olena Kovalenko⟧       DOB: ⟦DATE_OF_BIRTH|1987-10-05⟧
SIN (optional, for ODSP referral): ⟦NATIONAL_ID|$nid11⟧
Address: ⟦ADDRESS|88 Jane St, Apt 1204, Toronto, ON M6S 3Y4⟧
Phone: ⟦PHONE|647-318-9042⟧
Household: 3 (self + 2 children)      Monthly income: ⟦AMOUNT|CA$1,640⟧ (Ontario Works)      Rent: ⟦AMOUNT|$1,450⟧
Client #: ⟪client_ref|NYH-553019⟫     Visit quota: ⟪visit_quota|2/month⟫
"""),

("beneficiary_registration", r"""
⟪org_name|Kampung Kitchen SG⟫ - beneficiary registration
Name (as in NRIC): ⟦PERSON|Tan Mei Ling⟧        NRIC: ⟦NATIONAL_ID|$nid06⟧
Address: ⟦ADDRESS|Blk 214 Bedok North Street 1, #08-112, Singapore 460214⟧
HP: ⟦PHONE|+65 9127 4480⟧
Household monthly income: ⟦AMOUNT|S$1,900⟧
Referred by: ⟪org_name|Bedok FSC⟫, caseworker ⟦PERSON|Muhammad Farhan⟧
Dietary notes: ⟦MEDICAL|hypertension⟧, low salt pls. Husband ⟦PERSON|Lim Boon Keng⟧ is ⟦MEDICAL|on dialysis⟧ 3x a week.
Ration pack: ⟪ration_pack|Pack B (family of 4)⟫
"""),

("admission_email", r"""
Subject: Admission confirmed - Diploma in Bakery, ⟪org_name|Mumbai Culinary Studio⟫ batch ⟪batch_code|DB-JUL24⟫

Dear ⟦PERSON|Rohit Deshmukh⟧,
We have received your fee of ⟦AMOUNT|₹85,000⟧ (receipt ⟪receipt_no|MCS/24/0719⟫). For KYC we have recorded Aadhaar ⟦NATIONAL_ID|$nid08⟧ and your address as ⟦ADDRESS|B-12, Shanti Niketan CHS, Tilak Nagar, Chembur, Mumbai 400089⟧.
As you mentioned ⟦MEDICAL|gluten intolerance⟧, the tutor will arrange alternatives for tasting.
Contact: ⟦PHONE|+91 98201 44573⟧ | ⟦EMAIL|admissions@mumbaiculinarystudio.in⟧
"""),

("email_intake_appointment", r"""
From: ⟦PERSON|Sanne de Vries⟧ <⟦EMAIL|intake@voedselbank-amsterdamwest.nl⟧>
Subject: Your intake appointment / je intake

Dear Mr ⟦PERSON|Adeyinka⟧,
Thank you for registering with ⟪org_name|Voedselbank Amsterdam West⟫. For the intake on ⟪appointment_time|Tuesday 9 July, 14:30⟫ at ⟪org_address|Bos en Lommerplein 270⟫, please bring proof of income and rent. From the municipality referral we already have BSN ⟦NATIONAL_ID|$nid05⟧ and IBAN ⟦IBAN|$iban03⟧ - please check they are correct. The address we have is ⟦ADDRESS|Erasmusgracht 41-2, 1056 BD Amsterdam⟧.
Questions? Call ⟦PHONE|020 612 7749⟧ (Mon-Thu).
"""),

("class_booking_confirmation", r"""
Booking ⟪booking_ref|BCN-COOK-88213⟫ - Paella & Tapas evening, ⟪org_name|Escola de Cuina del Born⟫
Lead guest: ⟦PERSON|Lucía Fernández Ortega⟧ (DNI ⟦NATIONAL_ID|$nid03⟧)
Guest 2: ⟦PERSON|Tom Whitaker⟧ (NIE ⟦NATIONAL_ID|$nid04⟧)
Allergies: ⟦PERSON|Tom⟧ - ⟦MEDICAL|shellfish allergy⟧ (!!)
Paid: ⟦AMOUNT|€138⟧ · refunds on cancellation go to IBAN ⟦IBAN|$iban06⟧
Contact phone: ⟦PHONE|+34 612 44 80 93⟧
"""),

("allergen_leaflet", r"""
⟪org_name|Saltmarsh Cookery School⟫ - Allergy information for course participants (⟪document_version|v3, Jan 2024⟫)

We handle all 14 major allergens in our kitchens. If you carry an adrenaline auto-injector (for example ⟪drug_name|Emerade⟫ or ⟪drug_name|Anapen⟫), please show your tutor where you keep it at the start of the session. Non-drowsy antihistamines such as ⟪drug_name|cetirizine⟫ are kept in the first aid box in ⟪room_number|Room 2.04⟫. Colours used in our sugar-work classes include ⟪additive_code|E102⟫ and ⟪additive_code|E129⟫.
"""),

("meals_invoice", r"""
⟪org_name|Swindon Wheels Meals CIC⟫ - INVOICE ⟪invoice_no|INV-2024-06-1187⟫
To: ⟦PERSON|Kenneth Ashdown⟧, ⟦ADDRESS|17 Cedar Avenue, Swindon SN2 1LP⟧
Period: ⟪billing_period|June 2024⟫
  20 x hot lunch @ ⟪price|£5.40⟫
Balance brought forward: ⟦AMOUNT|£16.20⟧
Total now due from you: ⟦AMOUNT|£124.20⟧
Pay by bank transfer to ⟪org_bank_account|Swindon Wheels Meals CIC, 30-96-26 11738842⟫, ref ⟪payment_ref|SWM-0624-117⟫
Questions: ⟦PHONE|01793 614 220⟧
"""),
]

TEXTS += [
("phone_order_notes", r"""
Phone order taken by ⟦PERSON|Gemma⟧ ⟪timestamp|11:05⟫ - caller Mr ⟦PERSON|Reginald Thorne⟧, 82, can't use the website
Plan: ⟪plan_name|Easy Cook 2-person⟫ ⟪price|£39.99⟫/wk, first box ⟪start_date|Mon 1 July⟫
Deliver to: ⟦ADDRESS|The Old Forge, 3 Church Street, Ludlow SY8 1AP⟧
Tel: ⟦PHONE|01584 872 306⟧
Card (read out by caller): ⟦CARD|$card12⟧  exp ⟪card_expiry|04/26⟫  sec code ⟦CVV|913⟧
NB low sodium recipes only - ⟦MEDICAL|heart failure⟧, on ⟦MEDICAL|furosemide⟧
"""),

("w9_stipend_form", r"""
Form W-9 (copy kept by ⟪org_name|Riverbend Community Food Bank⟫) - Summer Meals site lead stipend
Name: ⟦PERSON|Shanice Whitfield⟧
Address: ⟦ADDRESS|4120 Alcott St, Denver, CO 80211⟧
Taxpayer identification number (SSN): ⟦SSN|$ssn06⟧
Stipend: ⟦AMOUNT|$1,200⟧ for ⟪program_period|June 10 - Aug 2⟫, site ⟪site_code|SFSP-0417⟫
"""),

("client_assessment", r"""
Meals on Wheels client assessment - ⟪org_name|Lake County Senior Services⟫
Client: ⟦PERSON|Harold Jankowski⟧    DOB ⟦DATE_OF_BIRTH|02/14/1939⟧    SSN ⟦SSN|$ssn07⟧
Address: ⟦ADDRESS|716 W Sheridan Rd, Waukegan, IL 60085⟧
Dx: ⟦MEDICAL|CHF⟧, ⟦MEDICAL|stage 3 CKD⟧ - renal diet, ⟦MEDICAL|fluid restriction 1.5 L/day⟧
Caregiver: ⟦PERSON|Donna Jankowski⟧ (daughter-in-law) ⟦PHONE|(847) 662-0193⟧
Assessor: ⟦PERSON|R. Castillo⟧, RN      Assessment # ⟪assessment_id|LCSS-A-24-1132⟫
"""),

("email_card_update", r"""
Subject: update my card pls

hi, old card expired so my box didnt go out this week. new one is ⟦CARD|$card16⟧ exp ⟪card_expiry|08/28⟫ security no ⟦CVV|305⟧. account email is ⟦EMAIL|deano.k@live.co.uk⟧
cheers ⟦PERSON|Dean Kavanagh⟧

> Auto-reply: Please never send card details by email. Your ticket ⟪ticket_id|#449102⟫ has been created.
"""),

("student_record", r"""
Student record - ⟪org_name|Leith Cookery Academy⟫ international office
Name: ⟦PERSON|PARK Ji-yeon⟧ (⟦PERSON|박지연⟧)
Date of birth: ⟦DATE_OF_BIRTH|8 March 1990⟧
Passport (Republic of Korea): ⟦PASSPORT|$pp17⟧
Resident registration no. (needed for the Korean tax letter): ⟦NATIONAL_ID|$nid15⟧
Email: ⟦EMAIL|jiyeon.park90@naver.com⟧     UK mobile: ⟦PHONE|07459 224 081⟧
Course: ⟪course_code|PRO-CHEF-L2⟫, intake ⟪intake|Sept 2024⟫
"""),

("customer_email", r"""
From: ⟦PERSON|Mikko Lehtinen⟧ <⟦EMAIL|mikko.lehtinen@elisanet.fi⟧>
Subject: Invoice payment in my name

Hi, your billing partner asks my personal identity code so I can pay by invoice. It is ⟦NATIONAL_ID|$nid16⟧. Please send the boxes to ⟦ADDRESS|Mannerheimintie 112 B 14, 00250 Helsinki⟧, phone ⟦PHONE|+358 40 718 2294⟧.
Order ⟪order_id|FI-77201⟫, plan ⟪plan_name|Perhe 4x4⟫.
BR, ⟦PERSON|Mikko⟧
"""),

("volunteer_registration", r"""
Volunteer registration - ⟪org_name|Matbanken Malmö⟫ (English form)
Name: ⟦PERSON|Sofia Lindberg⟧
Personal identity number: ⟦NATIONAL_ID|$nid17⟧        Date of birth: ⟦DATE_OF_BIRTH|1984-07-02⟧
Phone: ⟦PHONE|+46 70 412 88 31⟧        Email: ⟦EMAIL|sofia.lindberg@telia.se⟧
Allergies: ⟦MEDICAL|latex allergy⟧ - please no latex gloves at sorting station ⟪station_id|S-4⟫
"""),

("invoice", r"""
Facture / Invoice ⟪invoice_no|2024-0193⟫ - ⟪org_name|Atelier Gourmand Ixelles⟫
Client: ⟦PERSON|Jean-Philippe Dumont⟧, ⟦ADDRESS|Rue du Bailli 58, 1050 Ixelles⟧
National number (needed for eco-vouchers): ⟦NATIONAL_ID|$nid18⟧
Team-building cooking class for 8 at ⟪price|€95⟫ per person
Paid: ⟦AMOUNT|€760.00⟧ from ⟦IBAN|$iban05⟧
VAT ⟪vat_number|BE 0712.448.390⟫
"""),

("hr_onboarding", r"""
New starter - ⟪org_name|FreshBox Fulfilment⟫ Coventry warehouse
Name: ⟦PERSON|Katarzyna Wiśniewska⟧ ('⟦PERSON|Kasia⟧')
DOB: ⟦DATE_OF_BIRTH|14/05/1988⟧     PESEL: ⟦NATIONAL_ID|$nid09⟧     NI no.: applied, pending
Address: ⟦ADDRESS|23 Cambridge Street, Coventry CV1 5HW⟧
Rate: ⟦AMOUNT|£12.10⟧/hr days, ⟦AMOUNT|£13.60⟧/hr nights
Shift pattern ⟪shift_pattern|4-on-4-off⟫, badge ⟪badge_no|FB-CV-1187⟫
"""),

("github_issue", r"""
Issue #⟪issue_number|212⟫ · ⟪repo_name|openfoodbank/pantry-ai⟫
**Summariser returns 401** - opened by ⟦PERSON|lukas-brandt⟧

my config:
    HF_TOKEN=⟦APIKEY|$hf01⟧
    OPENAI_API_KEY=⟦APIKEY|$openai02⟧
    MODEL=⟪model_name|gpt-4o-mini⟫

**⟦PERSON|amara-o⟧** commented: you just posted live keys publicly 😬 revoke both now please. Use `⟪placeholder_key|sk-...⟫` in issues next time.
"""),

("config_toml", r"""
# farmgate-milk shop app - config.toml
[shopify]
shop = "⟪shop_domain|farmgate-milk.myshopify.com⟫"
admin_token = "⟦APIKEY|$shpat01⟧"

[stripe]
secret = "⟦APIKEY|$sklive02⟧"
publishable = "⟪publishable_key|$pklive02⟫"

[owner]
name = "⟦PERSON|Hattie Cole⟧"
mobile = "⟦PHONE|07812 330 519⟧"
"""),

("slack_key_paste", r"""
⟦PERSON|Ravi⟧  4:12 PM
here's the deploy key for the routing box (⟦IP_ADDRESS|35.178.92.14⟧), save it and I'll delete this msg
```
⟦SECRET|$pem01⟧
```
⟦PERSON|Hollie Dunn⟧  4:15 PM
got it 👍 fingerprint matches ⟪ssh_fingerprint|SHA256:q2bN7Lx0f8vYtK3uR9wHcE1pZaD5sJmQ4iGo6TyV0nU⟫
"""),

("npmrc_dotfile", r"""
# /home/⟦PERSON|cokafor⟧/.npmrc
@foodshare:registry=⟪registry_url|https://npm.pkg.github.com⟫
//npm.pkg.github.com/:_authToken=⟦APIKEY|$gho01⟧
# notion sync for the volunteer rota
# NOTION_TOKEN=⟦APIKEY|$notion01⟧
# NOTION_DB=⟪database_id|8f2d1c3b-9a7e-4f60-b1d2-c3e4f5a6b7c8⟫
"""),

("bug_report_har", r"""
Bug: basket empties on refresh (Chrome ⟪browser_version|126.0.6478.127⟫)
Reporter: ⟦PERSON|Abi Thornton⟧ <⟦EMAIL|abi.thornton@gmail.com⟧>
Request headers from the HAR she attached:
  Cookie: connect.sid=⟦SECRET|$sess02⟧; _ga=⟪analytics_id|GA1.2.1180492837.1718030110⟫
  X-Forwarded-For: ⟦IP_ADDRESS|2a02:c7c:3b10:ea00:9d4:61ff:fe2b:7a14⟧
  X-Request-Id: ⟪uuid|$uuid01⟫
"""),

("password_manager_export", r"""
folder,name,login_uri,login_username,login_password,login_totp,notes
Food bank,FareShare Go,⟪url|https://go.fareshare.org.uk⟫,⟦EMAIL|coordinator@hebdenfoodbank.org.uk⟧,⟦PASSWORD|Bramble-Kettle-93⟧,⟦SECRET|$totp01⟧,
Food bank,Tesco surplus,⟪url|https://surplus.tesco.com⟫,⟦EMAIL|coordinator@hebdenfoodbank.org.uk⟧,⟦PASSWORD|hfb!Tesco2024⟧,,shared with ⟦PERSON|Marion⟧
Personal,Bank,,⟦PERSON|jhollings⟧,⟦PASSWORD|Jh0ll!ngs#77⟧,⟦SECRET|$totp02⟧,
"""),

("oauth_client_json", r"""
{
  "web": {
    "client_id": "⟪client_id|$gcid01⟫",
    "project_id": "⟪project_id|volunteer-portal-41207⟫",
    "auth_uri": "https://accounts.google.com/o/oauth2/auth",
    "client_secret": "⟦SECRET|$oauthcs01⟧",
    "redirect_uris": ["⟪url|https://volunteers.hebdenfoodbank.org.uk/auth/callback⟫"]
  }
}
"""),

("status_page", r"""
⟪org_name|ShareShelf⟫ status - incident resolved
Affected: listings API ⟪version|v5.3.2⟫, rolled back to ⟪version|v5.3.1⟫ (image digest ⟪sha256|$sha256a⟫)
Incident ⟪uuid|$uuid02⟫ · started ⟪timestamp|2024-06-12 07:40 UTC⟫ · resolved ⟪timestamp|2024-06-12 08:55 UTC⟫
Synthetic probes from ⟪doc_ip|198.51.100.7⟫ and ⟪doc_ip|2001:db8:4::1⟫ confirm recovery.
"""),

("dictation_welfare_call", r"""
Dictation - welfare call, ⟪org_name|Rushcliffe Meals on Wheels⟫, ⟪timestamp|Fri 10:20⟫
Spoke to Mrs ⟦PERSON|Gwendoline Ashby⟧, date of birth ⟦DATE_OF_BIRTH|twelfth of June nineteen thirty-four⟧. She says she has been ⟦MEDICAL|dizzy⟧ since starting the new blood pressure tablets, ⟦MEDICAL|amlodipine⟧ she thinks. Advised her to ring the GP, ⟪org_name|Keyworth Medical Practice⟫, on ⟦PHONE|0115 937 3527⟧. Neighbour ⟦PERSON|Pat⟧ will pop in this afternoon. Next call Monday, full stop.
"""),

("pledge_card_ocr", r"""
[scanned pledge card - OCR]
⟪org_name|Harvest Hope Pantry⟫ - Thanksgiving Drive ⟪campaign_code|TG24⟫
Name: ⟦PERSON|Catherine O'Malley⟧
Address: ⟦ADDRESS|92 Brattle St, Cambridge, MA 02138⟧
Gift: ⟦AMOUNT|$250⟧ one-time
Card: ⟦CARD|$card04⟧   Exp ⟪card_expiry|10/27⟫   CID ⟦CVV|6120⟧
Phone: ⟦PHONE|617-441-2098⟧
"""),

("course_registration", r"""
⟪org_name|Harbour Kitchen Academy⟫ - course registration
Name: ⟦PERSON|CHAN Tsz Ho⟧ (⟦PERSON|Ronald⟧)
HKID: ⟦NATIONAL_ID|$nid12⟧
Passport (HKSAR): ⟦PASSPORT|$pp12⟧
Mobile: ⟦PHONE|+852 9128 4470⟧
Fee paid: ⟦AMOUNT|HK$4,800⟧ via FPS, ref ⟪fps_ref|FRN20240611HKBAA7310254⟫
"""),

("customer_signup_form", r"""
⟪org_name|Ballyhoura Milk Rounds⟫ - new customer form
Name: ⟦PERSON|Aoife Ní Bhriain⟧
Address: ⟦ADDRESS|4 Chapel Lane, Kilmallock, Co. Limerick V35 K2T7⟧
Mobile: ⟦PHONE|087 331 9042⟧      Email: ⟦EMAIL|aoife.nibhriain@gmail.com⟧
Direct debit IBAN: ⟦IBAN|$iban15⟧
Standing order: 2 x ⟪product_code|WM-1L-GL⟫ Mon & Thu
"""),

("trustpilot_review", r"""
★☆☆☆☆  ⟦PERSON|Graham W.⟧ · GB · ⟪review_count|3 reviews⟫
Cancelled my subscription in March and they STILL took ⟦AMOUNT|£47.96⟧ in April. Customer service (⟦PERSON|Tasha⟧) said it would be refunded in 5-7 days, it's been a month. Ref ⟪ticket_id|CS-883120⟫. Avoid.
"""),
]

TEXTS += [
("call_log", r"""
SNAP outreach call log - ⟪org_name|Prairie Table Food Bank⟫
⟪timestamp|10/02 14:10⟫ called ⟦PERSON|Marisol Vega⟧ ⟦PHONE|(612) 874-3310⟧ re: recert. She read her SSN out as ⟦SSN|$ssn12⟧, DOB ⟦DATE_OF_BIRTH|4/9/1977⟧. Sending the form by mail.
⟪timestamp|10/02 14:32⟫ ⟦PERSON|Tom Bjornstad⟧ - SSN on his old paper form is ⟦SSN|$ssn13⟧ (no dashes). Says benefit dropped to ⟦AMOUNT|$23⟧/mo after the COLA.
Barcode on the sample box he asked about: ⟪ean13|$ean01⟫ (just a cereal donation, ignore)
"""),

("csv_retry_queue", r"""
# retry_queue.csv  export ⟪export_id|$uuid03⟫
customer,email,card,reason,amount
⟦PERSON|Nadia Rahimi⟧,⟦EMAIL|nadia.rahimi@gmail.com⟧,⟦CARD|$card02⟧,insufficient_funds,⟦AMOUNT|£34.99⟧
⟦PERSON|Owen Pritchard⟧,⟦EMAIL|owen.p@btopenworld.com⟧,⟦CARD|$card05⟧,do_not_honor,⟦AMOUNT|£52.50⟧
# NOTE(⟦PERSON|sam.k⟧): why is the full PAN in this export?! raise with the ⟪team_name|PCI working group⟫
"""),
]
