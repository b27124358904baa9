# English texts for blind95. Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES
TEXTS = []

TEXTS += [
("whatsapp_group_chat", r"""
[⟪chat_timestamp|06:58, 14/06/2024⟫] ⟦PERSON|Dele Adeyemi⟧: morning team!! gas delivery at 9 at the unit, can someone be there? padlock code is ⟦PASSWORD|2 5 8 0⟧ (top one not the side gate)
[07:03, 14/06/2024] ⟦PERSON|Marta⟧: i can go. send me the depot number pls
[07:04, 14/06/2024] ⟦PERSON|Dele Adeyemi⟧: ⟦PHONE|0161 872 3390⟧ ask for ⟦PERSON|Gav⟧, order ref ⟪supplier_order_ref|CAL-558102⟫. he'll want the ⟪product_code|PRO-47⟫ cylinders x2
[07:09, 14/06/2024] ⟦PERSON|Marta⟧: ok. also ⟦PERSON|dele⟧ u still owe me ⟦AMOUNT|£38.50⟧ from the cash n carry run 😅
[07:10, 14/06/2024] ⟦PERSON|Dele Adeyemi⟧: lol yes sending now. card machine float is in the blue tin
[07:31, 14/06/2024] ⟦PERSON|Kwame⟧: fyi im off today, ⟦MEDICAL|migraine⟧ again, took ⟦MEDICAL|sumatriptan⟧ at 6 and its not touching it. sorry guys
"""),

("email_with_signature", r"""
Subject: Re: Dinner for 12 – Sat 3rd Aug – menu + deposit

Hi ⟦PERSON|Harriet⟧,

Lovely to speak earlier. Confirming the tasting menu for Saturday at ⟦ADDRESS|Flat 2, 17 Albemarle Crescent, Bristol BS8 4JQ⟧ – I'll arrive around 3pm to set up.

Dietary notes I've got down: your brother-in-law ⟦PERSON|Tom⟧ is ⟦MEDICAL|coeliac⟧ (so no cross-contamination, I'll bring separate boards), and ⟦PERSON|Priya⟧ has a ⟦MEDICAL|severe sesame allergy⟧ and carries an ⟦MEDICAL|EpiPen⟧ – I'll keep sesame out of the kitchen entirely.

The deposit of ⟦AMOUNT|£360⟧ landed this morning, thank you – balance of ⟦AMOUNT|£840⟧ is due on the night. Menu is the ⟪menu_code|SUMMER-B⟫ one at ⟪price_per_head|£100 per head⟫ as discussed.

Best,
⟦PERSON|Olu Bankole⟧
Chef / owner, ⟪company_name|Salt & Ember Private Dining Ltd⟫
m: ⟦PHONE|07982 114 657⟧ | e: ⟦EMAIL|olu@saltandember.co.uk⟧
Company no. ⟪company_number|11843927⟫ · VAT ⟪vat_number|GB 318 2261 40⟫
"""),

("stallholder_application_form", r"""
RIVERSIDE FARMERS' MARKET – STALLHOLDER APPLICATION 2024

Full name: ⟦PERSON|Bethan Morgan-Lloyd⟧
Trading name: ⟪trading_name|Cwm Bach Goat Dairy⟫
Date of birth: ⟦DATE_OF_BIRTH|09/11/1979⟧
Home address: ⟦ADDRESS|Ty Newydd Farm, Llanfihangel, Powys SY22 5HD⟧
Mobile: ⟦PHONE|07412 660 983⟧
Email: ⟦EMAIL|bethan.goats@btinternet.com⟧
National Insurance no: ⟦NATIONAL_ID|$nino_01⟧
Pitch requested: ⟪pitch_number|B14⟫ (corner if poss, need the water point)
Products: goats cheese, kefir, soap. Price range ⟪price_range|£4.50–£7⟫
Public liability: NFU Mutual, policy ⟪insurance_policy_no|PL-7720193-BM⟫
Food hygiene: 5 stars (⟪fhrs_id|FHRS 1184027⟫)
Emergency contact: husband ⟦PERSON|Rhys⟧, ⟦PHONE|07412 660 984⟧
Signed: ⟦PERSON|B. Morgan-Lloyd⟧
"""),

("nginx_access_log", r"""
⟦IP_ADDRESS|81.174.226.19⟧ - - [⟪log_timestamp|22/Jun/2024:18:04:11 +0100⟫] "GET /menu/saturday HTTP/1.1" 200 5123 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)"
⟦IP_ADDRESS|2a02:c7c:9d1e:3200:5d4a:8c1f:e2b7:41a0⟧ - - [22/Jun/2024:18:04:13 +0100] "POST /api/preorder HTTP/2.0" 201 88 "https://eat.canalsidefeast.co.uk/" "Mozilla/5.0 (Linux; Android 14)"
⟦IP_ADDRESS|100.72.14.9⟧ - ⟦PERSON|nkhumalo⟧ [22/Jun/2024:18:04:20 +0100] "GET /vendor/dashboard HTTP/1.1" 200 20411 "-" "Mozilla/5.0 (Windows NT 10.0)"
⟪doc_ip|203.0.113.45⟫ - - [22/Jun/2024:18:04:21 +0100] "GET /healthz HTTP/1.1" 200 2 "-" "⟪user_agent_version|kube-probe/1.29⟫"
upstream ⟦IP_ADDRESS|10.12.0.7⟧:⟪port|8080⟫ response_time=0.231 request_id=⟪request_id|7c1e0a9d4b2f⟫
"""),

("dotenv_config", r"""
# canalside feast – POS bridge (DO NOT COMMIT)
APP_ENV=production
APP_VERSION=⟪app_version|3.14.2⟫
PORT=⟪port|8443⟫
DATABASE_URL=postgres://pos_bridge:⟦SECRET|Tr0llyBus!Feb⟧@⟦IP_ADDRESS|172.20.4.11⟧:5432/canalside
STRIPE_PUBLISHABLE_KEY=⟪publishable_key|pk_live_51NqTz2KcB7xVh3dLw9PaQe0Rm4Ys8Ju6Fo1Gi5Hk2Jl3Mn4Bp5Cq6Dr7Es8Ft9Gu0Hv1Iw2Jx3Ky4Lz5Ma6Nb⟫
STRIPE_SECRET_KEY=⟦APIKEY|$stripe_sk_02⟧
STRIPE_WEBHOOK_SECRET=⟦SECRET|$whsec_01⟧
MAILCHIMP_API_KEY=⟦APIKEY|$mailchimp_01⟧
MAILCHIMP_LIST_ID=⟪list_id|a91c3e0f27⟫
ADMIN_EMAIL=⟦EMAIL|ops.canalside@gmail.com⟧
"""),

("sms_thread", r"""
From ⟦PHONE|+44 7723 918 402⟧ (Sat 11:02): Hiya is this ⟪company_name|Bubbles & Bus⟫? Want to book the prosecco van for my sister's 40th, Sat 21 Sept. ⟦PERSON|Lucy Fairweather⟧ btw
To (11:20): Hi ⟦PERSON|Lucy⟧! Yes we're free 🥂 the Prosecco Pop-Up is ⟪package_price|£495⟫ for 3 hrs, deposit secures the date
From (11:24): amazing ok here's the card for the deposit ⟦CARD|$card_12⟧ exp 08/27 ⟦CVV|614⟧ name on card ⟦PERSON|L J Fairweather⟧
To (11:31): Thanks ⟦PERSON|Lucy⟧, put ⟦AMOUNT|£150⟧ through just now, receipt no. ⟪receipt_no|BB-2024-0917⟫. pls don't send card details by text in future tho, use the link next time 🙈
From (11:33): oops sorry!! x
"""),

("slack_thread", r"""
#supperclub-dev
⟦PERSON|tomasz.w⟧  10:42
ugh I just pushed the deploy script with my token in it 🤦 `GH_TOKEN=⟦APIKEY|$gh_pat_01⟧` in commit ⟪commit_sha|9f2c1e74b0a3d5e6f7a8b9c0d1e2f3a4b5c6d7e8⟫
⟦PERSON|kemi⟧  10:43
revoke it now pls, and force-push isn't enough, it's already in the PR ⟪pr_number|#212⟫
⟦PERSON|tomasz.w⟧  10:45
revoked ✅ also fyi the guest export in that branch has ⟦PERSON|Adaeze Obi⟧'s card as ⟪masked_card|**** 6620⟫ only, so that's fine
⟦PERSON|kemi⟧  10:47
ok. bump to ⟪release_version|v0.9.3⟫ once CI is green and ping ⟦PERSON|Adaeze Obi⟧ that her booking for the 27th is still fine
"""),

("call_transcript", r"""
[⟪call_timecode|00:00:03⟫] AGENT: Good afternoon, Shaker School, ⟦PERSON|Imogen⟧ speaking.
[00:00:06] CALLER: Hi, yeah, I booked the gin masterclass for my hen do, name's ⟦PERSON|Chloe Whitcombe⟧, booking ⟪booking_ref|SS-HEN-4471⟫?
[00:00:14] AGENT: Lovely, I've got you, ten people on the 9th. Can I just check a contact number?
[00:00:17] CALLER: It's ⟦PHONE|oh seven nine one one, four double two, three eight one⟧.
[00:00:24] AGENT: And email still ⟦EMAIL|chloe.whitcombe92@outlook.com⟧?
[00:00:27] CALLER: Yep. Thing is, one of the girls is ⟦MEDICAL|allergic to egg white⟧, so no sours with egg in?
[00:00:33] AGENT: No problem, we'll use aquafaba for her. It's ⟪price_per_head|£55 a head⟫ still.
[00:00:38] CALLER: Great. Oh and last time you refunded ⟦AMOUNT|forty-two pounds⟧ to the wrong card, can that not happen again, ha.
[00:00:44] AGENT: Noted, sorry about that ⟦PERSON|Chloe⟧!
"""),

("invoice", r"""
INVOICE ⟪invoice_no|INV-0427⟫                          Date: ⟪invoice_date|05/07/2024⟫

From: ⟦PERSON|Aurélie Fontaine⟧ – Private Chef
      ⟦ADDRESS|41 Chalcot Road, London NW1 8LS⟧
To:   Mr ⟦PERSON|James Hendry⟧
      ⟦ADDRESS|The Old Rectory, Church Lane, Great Missenden HP16 0AZ⟧

| Item                         | Unit     | Total     |
|------------------------------|----------|-----------|
| Canapés (40)                 | ⟪unit_price|£3.50⟫    | £140.00   |
| 5-course dinner x 14         | ⟪unit_price|£85.00⟫   | £1,190.00 |
| Wine pairing service         |          | £122.00   |

Total due: ⟦AMOUNT|£1,452.00⟧
Less deposit paid: ⟦AMOUNT|£400.00⟧
Balance: ⟦AMOUNT|£1,052.00⟧

Payment within 14 days to IBAN ⟦IBAN|$iban_gb_3⟧ (BIC ⟪bic|NWBKGB2L⟫), ref ⟪invoice_no|INV-0427⟫.
"""),

("forum_post", r"""
Re: Wild garlic walk w/ ⟪company_name|Hedgerow Harvest⟫ – anyone else get ill??
Posted by ⟦PERSON|mossyboots_kat⟧ » ⟪post_timestamp|Sun Apr 14, 2024 9:12 pm⟫

Not trying to start a pile-on but my partner ⟦PERSON|Stu⟧ ended up in A&E the night after the course. One of the "wild garlic" leaves in his bag was lords-and-ladies apparently. He had ⟦MEDICAL|swelling of the throat⟧ and they gave him ⟦MEDICAL|chlorphenamine⟧ and ⟦MEDICAL|IV hydrocortisone⟧, kept him in till 4am.
The leader (⟦PERSON|Gareth⟧ something?) was lovely on the day tbf. Course was ⟪price|£45pp⟫ and they've offered a refund of ⟦AMOUNT|£90⟧ which is fine but I'd rather they checked the baskets properly.
Thread ⟪thread_id|#88213⟫ has the photos if anyone wants to ID the leaves.
"""),

("meeting_minutes", r"""
Hackney Yard Street Food Collective – traders' meeting, ⟪meeting_date|2 July 2024⟫
Present: ⟦PERSON|Nadia Haddad⟧ (chair), ⟦PERSON|Joon-ho Park⟧, ⟦PERSON|Siobhan Kearney⟧, ⟦PERSON|Marcus Johnson⟧ (⟦PERSON|Jonno⟧)
Apologies: ⟦PERSON|Femi Adewale⟧

1. Pitch fees Q3 – stay at ⟪tariff|£85/day⟫ weekdays, ⟪tariff|£120/day⟫ Saturdays. Agreed.
2. Arrears – ⟦PERSON|Jonno⟧ is ⟦AMOUNT|£340⟧ behind; agreed he pays ⟦AMOUNT|£50⟧ a week from Friday.
3. Collective account stands at ⟪org_total|£12,406.17⟫ after the generator repair.
4. ⟦PERSON|Joon-ho⟧ back from ⟦MEDICAL|knee arthroscopy⟧, on light duties till Aug – others to help with his setup.
5. ⟦PERSON|Siobhan⟧'s van gas safety cert ⟪certificate_no|GSR-558-2210⟫ expires 31/07 – renew.
6. ⟦PERSON|Nadia⟧ to chase council street trading licence ⟪licence_ref|STL/24/0193⟫.
"""),

("python_traceback", r"""
Traceback (most recent call last):
  File "/home/⟦PERSON|rkowalczyk⟧/apps/supperclub/bookings/views.py", line ⟪line_number|214⟫, in confirm_booking
    send_confirmation(guest.email, booking)
  File "/home/⟦PERSON|rkowalczyk⟧/apps/supperclub/.venv/lib/⟪runtime_version|python3.11⟫/site-packages/django/core/mail/message.py", line 298, in send
    return self.get_connection(fail_silently).send_messages([self])
smtplib.SMTPRecipientsRefused: {'⟦EMAIL|jo.mensah@yahoo.co.uk⟧': (550, b'5.1.1 <⟦EMAIL|jo.mensah@yahoo.co.uk⟧>: Recipient address rejected')}

During handling of the above exception, another exception occurred:
django.db.utils.OperationalError: connection to server at "⟦IP_ADDRESS|10.0.3.21⟧", port ⟪port|5432⟫ failed: FATAL:  password authentication failed for user "supper"
[booking_id=⟪booking_id|BK-20240713-0042⟫]
"""),

("csv_export", r"""
staff_id,full_name,ni_number,mobile,day_rate,notes
⟪staff_id|MB-017⟫,⟦PERSON|Callum Reid⟧,⟦NATIONAL_ID|$nino_02⟧,⟦PHONE|07855 301 442⟧,⟦AMOUNT|£140⟧,"personal licence holder"
⟪staff_id|MB-021⟫,⟦PERSON|Zainab Hussain⟧,⟦NATIONAL_ID|$nino_04⟧,⟦PHONE|07391 228 650⟧,⟦AMOUNT|£125⟧,"⟦MEDICAL|type 1 diabetic⟧ - needs proper breaks"
⟪staff_id|MB-024⟫,⟦PERSON|Ollie Brandt⟧,⟦NATIONAL_ID|$nino_03⟧,⟦PHONE|07508 877 013⟧,⟦AMOUNT|£110⟧,"no driving licence"
MB-025,⟦PERSON|Sasha Petrova⟧,,⟦PHONE|07466 120 955⟧,⟦AMOUNT|£110⟧,"NI no. to follow"
"""),

("yaml_config", r"""
# shaker-school/booking-service/config/production.yaml
service:
  name: booking-service
  version: ⟪app_version|2.7.0-rc1⟫
  port: ⟪port|8080⟫
smtp:
  host: smtp.sendgrid.net
  user: apikey
  password: ⟦APIKEY|$sendgrid_01⟧
twilio:
  account_sid: ⟪account_sid|AC9b2e47d1c06a58f3e7b14d29c8a0f615⟫
  api_key: ⟦APIKEY|$twilio_sk_01⟧
  auth_token: ⟦SECRET|$twilio_auth_01⟧
  from_number: "⟦PHONE|+44 7480 123 905⟧"
notifications:
  owner_mobile: "⟦PHONE|+44 7961 440 218⟧"
  owner_email: ⟦EMAIL|freddie@shakerschool.co.uk⟧
admin:
  username: ⟦PERSON|fhawkins⟧
  password: ⟦PASSWORD|Negroni-Sbagliato-1968⟧
"""),

("google_review", r"""
★★★★★  ⟦PERSON|Hannah Y.⟧ · Local Guide · ⟪review_count|84 reviews⟫ · 2 weeks ago
Best birria in Leeds, hands down. ⟦PERSON|Rafa⟧ on the grill remembered my daughter is ⟦MEDICAL|coeliac⟧ from last time and did hers on corn tortillas with a clean pan without me even asking. Quesabirria combo was ⟪price|£11.50⟫ which is fair for the size. Queue at 1pm on a Saturday is brutal tho, go early. (order ⟪order_number|#4471⟫ if the owner reads this – the consommé was cold)

Response from the owner: Thanks so much ⟦PERSON|Hannah⟧! Sorry about the consommé, next one's on us 🌮
"""),

("web_form_submission", r"""
New submission – "Book a seat" (The Long Table Supper Club)
Name: ⟦PERSON|Gwen Adebayo-Clarke⟧
Email: ⟦EMAIL|gwen.ac@protonmail.com⟧
Phone: ⟦PHONE|+44 (0)7534 882 019⟧
Seats: 2
Date: ⟪event_date|Fri 16 Aug 2024⟫
Dietary / medical: I'm ⟦MEDICAL|lactose intolerant⟧ and my plus one (⟦PERSON|Dan⟧) has ⟦MEDICAL|type 2 diabetes⟧, nothing dramatic, just go easy on sugar pls
Promo code: ⟪promo_code|LONGTABLE10⟫
Submission ID: ⟪form_submission_id|sub_5e81c2a9⟫
Submitted from: ⟦IP_ADDRESS|86.147.22.190⟧
"""),

("bash_history", r"""
  501  ssh ⟦PERSON|ptaylor⟧@⟦IP_ADDRESS|192.168.1.44⟧
  502  cd /home/⟦PERSON|ptaylor⟧/till-sync
  503  export AWS_ACCESS_KEY_ID=⟦APIKEY|$aws_akid_01⟧
  504  export AWS_SECRET_ACCESS_KEY=⟦SECRET|$aws_secret_01⟧
  505  aws s3 sync ./receipts s3://⟪bucket_name|bao-bus-receipts-2024⟫
  506  mysql -u till -p'⟦PASSWORD|BaoBus#2019⟧' -h ⟦IP_ADDRESS|10.8.0.3⟧ tills
  507  git clone https://⟦APIKEY|$gh_pat_02⟧@github.com/baobus/till-sync.git
  508  docker pull ghcr.io/baobus/till-sync:⟪image_tag|1.8.3⟫
  509  sudo systemctl restart till-sync
  510  history | grep ssh
"""),

("ocr_business_card", r"""
[OCR ⟪file_name|card_0031.jpg⟫, confidence ⟪ocr_confidence|0.91⟫]
WILD & FOUND
foraging · fermenting · feasts
⟦PERSON|Ffion Pritchard⟧
Lead Forager & Course Tutor
☎ ⟦PHONE|07963 5I4 228⟧
✉ ⟦EMAIL|ffion@wildandfound.wales⟧
⟦ADDRESS|Bryn Celyn, Capel Curig, Betws-y-Coed LL24 0EN⟧
IG @⟦PERSON|ffion.forages⟧
⟪website|wildandfound.wales⟫   Est. 2016   courses from ⟪price|£65⟫
"""),

("jira_ticket", r"""
⟪ticket_id|SFM-1182⟫  [Bug] Vendor app logs user out when switching pitch
Reporter: ⟦PERSON|Ama Owusu⟧    Assignee: ⟦PERSON|dkrause⟧    Priority: P2
Build: ⟪build_number|android 4.2.0 (build 512)⟫

Steps: log in as vendor, open Pitch Map, switch from ⟪pitch_number|C3⟫ to C7 -> kicked to login.

Attached log excerpt:
2024-07-19T11:02:55Z WARN auth refresh failed vendor_id=⟪vendor_id|V-3391⟫ ip=⟦IP_ADDRESS|100.101.7.42⟧
Authorization: Bearer ⟦APIKEY|$jwt_01⟧

Comment – ⟦PERSON|dkrause⟧: @⟦PERSON|Ama⟧ please don't paste live tokens into tickets 🙏 revoked it, can you grab a fresh log?
"""),

("sql_insert", r"""
-- seed: market_vendors (staging copy from prod -- SCRUB BEFORE SHARING!!)
INSERT INTO vendors (id, name, email, phone, dob, iban, created_at) VALUES
(⟪row_id|1041⟫, '⟦PERSON|Oksana Melnyk⟧', '⟦EMAIL|oksana.m@ukr.net⟧', '⟦PHONE|+44 7308 551 270⟧', '⟦DATE_OF_BIRTH|1986-02-19⟧', '⟦IBAN|$iban_pl_1⟧', '⟪timestamp|2024-03-02 09:14:07⟫'),
(⟪row_id|1042⟫, '⟦PERSON|Luis Ortega Ruiz⟧', '⟦EMAIL|lortega.churros@gmail.com⟧', '⟦PHONE|+44 7702 640 381⟧', '⟦DATE_OF_BIRTH|1991-10-30⟧', '⟦IBAN|$iban_es_1⟧', '2024-03-02 09:20:51'),
(1043, '⟦PERSON|Grace Mwangi⟧', '⟦EMAIL|grace@mamamwangiskitchen.com⟧', '⟦PHONE|+44 7440 019 336⟧', '⟦DATE_OF_BIRTH|1979-12-01⟧', '⟦IBAN|$iban_gb_2⟧', '2024-03-04 16:45:12');
"""),

("voicemail_transcript", r"""
Voicemail (auto-transcribed) – received ⟪voicemail_timestamp|16:41, 3 Sept⟫ – 1 min 12 s
"Hi, this is ⟦PERSON|Derek Ashworth⟧, I'm booked on the autumn fungi course on the twenty-eighth, ref ⟪booking_ref|FF-0928-11⟫. Just wanted to flag that I'm on ⟦MEDICAL|warfarin⟧ after my ⟦MEDICAL|heart valve replacement⟧, so, um, is there anything in the tasting bit I should avoid? If you could ring me back on ⟦PHONE|zero one two two five, seven seven three, nine oh four⟧ that'd be great. Oh and my wife paid ⟦AMOUNT|sixty-five pounds⟧ twice by mistake, so one of those wants refunding. It's the ⟪price|£85⟫ course, not the short one. Cheers, bye."
"""),
]

TEXTS += [
("w9_form", r"""
Form W-9 (⟪form_revision|Rev. March 2024⟫) – Request for Taxpayer Identification Number and Certification
1  Name: ⟦PERSON|Jorge Luis Castañeda⟧
2  Business name: ⟪business_name|Humo Barbacoa Truck LLC⟫
3  Federal tax classification: [x] Individual/sole proprietor
5  Address: ⟦ADDRESS|2417 E Cesar Chavez St, Apt 3, Austin, TX 78702⟧
Part I  Social security number: ⟦SSN|$ssn_01⟧
        Employer identification number: ⟪ein|82-1937465⟫ (LLC - not used)
Signature: ⟦PERSON|J. L. Castañeda⟧      Date: ⟪signature_date|03/18/2024⟫
--
sent by ⟦PERSON|Jorge⟧ from ⟦EMAIL|humobarbacoa.jorge@gmail.com⟧ / cell ⟦PHONE|(512) 639-0472⟧
"""),

("email_payroll", r"""
From: ⟦PERSON|Dana Whitfield⟧ <⟦EMAIL|dana@pinkpigbbq.com⟧>
To: ⟦EMAIL|books@ledgerlinecpa.com⟧
Subject: new hires for payroll - need these in before Fri

Hi ⟦PERSON|Sam⟧,
Two new starters on the truck:
- ⟦PERSON|Maria Guadalupe Reyes⟧, SSN ⟦SSN|$ssn_02⟧, DOB ⟦DATE_OF_BIRTH|04/22/1998⟧, ⟦AMOUNT|$17/hr⟧
- ⟦PERSON|Tyrell Banks⟧, SSN ⟦SSN|$ssn_05⟧, DOB ⟦DATE_OF_BIRTH|11/02/2001⟧, ⟦AMOUNT|$16.50/hr⟧
Also ⟦PERSON|Tyrell⟧ is still owed ⟦AMOUNT|$212.40⟧ back pay from the June rodeo weekend.
Health permit # ⟪health_permit_no|MFU-2024-00871⟫ if you need it for the state form, truck VIN ⟪vin|1FC4E4KS7KDC18842⟫.
thx
⟦PERSON|Dana⟧
"""),

("discord_chat", r"""
#rally-organisers — Food Truck Fridays Tulsa
⟦PERSON|bigmikesmokes⟧ — Today at 9:14 AM
aight here's the webhook for the vendor signup form so it posts in #new-vendors
⟦SECRET|$discord_webhook_01⟧
⟦PERSON|Renee_T⟧ — Today at 9:20 AM
⟦PERSON|mike⟧ you can't post that in here lol anyone with the link can spam it
also who has the square login?? ⟦PERSON|Tasha⟧ said its on the clipboard in the truck
⟦PERSON|bigmikesmokes⟧ — Today at 9:22 AM
fine ill regen it. vendor fee is ⟪vendor_fee|$75⟫ this yr btw, city permit ref ⟪permit_ref|TUL-SE-2231⟫, bot is on ⟪bot_version|v2.4.1⟫
"""),

("markdown_table", r"""
### Seasonal staff – Borough Street Eats festival (sponsor licence ⟪sponsor_licence_no|9XKL2R4T1⟫)

| Name | Nationality | Passport | DOB | CoS |
|---|---|---|---|---|
| ⟦PERSON|Arjun Mehta⟧ | Indian | ⟦PASSPORT|$pp_in_01⟧ | ⟦DATE_OF_BIRTH|14 Feb 1996⟧ | ⟪cos_number|C2G8X91047Q⟫ |
| ⟦PERSON|Chloé Martin⟧ | French | ⟦PASSPORT|$pp_fr_01⟧ | ⟦DATE_OF_BIRTH|02/09/1999⟧ | ⟪cos_number|C2G8X91052M⟫ |
| ⟦PERSON|Liam O'Connor⟧ | Irish | ⟦PASSPORT|$pp_ie_01⟧ | ⟦DATE_OF_BIRTH|27/06/2000⟧ | n/a (CTA) |

⟦PERSON|Arjun⟧ lands on ⟪flight_number|AI 161⟫ on the 2nd, ⟦PERSON|Priyanka⟧ is picking him up from T4.
"""),

("seating_plan", r"""
SEATING – Lantern Supper Club, Sat ⟪event_date|7 Sept⟫, 19:30 (covers: 18)
Table 1: ⟦PERSON|Ines Carvalho⟧ +1, ⟦PERSON|Bo Lindqvist⟧, ⟦PERSON|Kit Marlowe⟧
Table 2: Dr ⟦PERSON|Ruth Abernethy⟧, ⟦PERSON|Ade⟧ & ⟦PERSON|Sunny⟧ (voucher ⟪voucher_code|LANTERN-GIFT-0912⟫)
Kitchen notes:
 - ⟦PERSON|Bo⟧ – ⟦MEDICAL|shellfish anaphylaxis⟧, ⟦MEDICAL|EpiPen⟧ in his bag, NO bisque on his plate
 - ⟦PERSON|Ruth⟧ – ⟦MEDICAL|IBS⟧, low-FODMAP where poss (no garlic/onion in her jus)
 - corkage ⟪price|£8/bottle⟫, wine flight ⟪price|£28⟫
"""),

("stripe_webhook_json", r"""
{
  "id": "⟪event_id|evt_3PQa8rK2cB7x1LmN0d4vT9Qe⟫",
  "type": "charge.refunded",
  "created": ⟪unix_timestamp|1722950400⟫,
  "data": {"object": {
    "id": "⟪charge_id|ch_3PQa8rK2cB7x1LmN1f7wA2Rs⟫",
    "amount_refunded": 7200,
    "refund_display": "⟦AMOUNT|£72.00⟧",
    "billing_details": {"name": "⟦PERSON|Teodora Vasić⟧", "email": "⟦EMAIL|teo.vasic@icloud.com⟧", "phone": "⟦PHONE|+447593118204⟧"},
    "payment_method_details": {"card": {"brand": "visa", "last4": "⟪card_last4|3097⟫", "exp_month": 4, "exp_year": 2027}},
    "metadata": {"class": "Tiki Masterclass 14/09", "client_ip": "⟦IP_ADDRESS|31.94.18.250⟧"}
  }}
}
"""),

("waiver_form", r"""
FORAGING FOR BEGINNERS – PARTICIPANT DECLARATION & WAIVER
Participant: ⟦PERSON|Marguerite Oyelaran⟧          DOB: ⟦DATE_OF_BIRTH|3rd March 1962⟧
Emergency contact (name / relationship / phone): ⟦PERSON|Bayo Oyelaran⟧ / son / ⟦PHONE|07721 045 338⟧
Medical conditions, allergies or medication we should know about:
   ⟦MEDICAL|epilepsy⟧ (well controlled, on ⟦MEDICAL|lamotrigine⟧), ⟦MEDICAL|allergic to bee stings⟧
I understand that wild food can be toxic and that I must not eat anything unless it has been identified by the tutor.
Course: ⟪course_code|FB-SPR-06⟫   Fee paid: ⟦AMOUNT|£70⟧ (card ⟪masked_card|xxxx xxxx xxxx 1185⟫)
Signed: ⟦PERSON|M. Oyelaran⟧        Date: ⟪signature_date|12/04/2024⟫
"""),

("market_tariff_sheet", r"""
SOUTHGATE FARMERS' MARKET – PITCH TARIFF 2024/25 (⟪doc_version|v2.3⟫)
Standard 3x3m gazebo pitch .......... ⟪tariff|£32 per market⟫
Double pitch ........................ ⟪tariff|£58 per market⟫
Electric hook-up (16A) .............. ⟪tariff|£6 per day⟫
Hot food surcharge .................. £5
Seasonal pass (24 markets) .......... ⟪tariff|£640⟫ – pay by ⟪deadline|31 March⟫
Pitches ⟪pitch_range|A1–A12⟫ are under cover. Dates are on the council website (ref ⟪council_ref|SFM/2024/TR⟫).
All traders must hold ⟪insurance_cover|£5m public liability⟫ cover and a food hygiene rating of 3 or above.
"""),

("quote_email", r"""
To: ⟦EMAIL|connor.aoife.wed@gmail.com⟧
Hi ⟦PERSON|Connor⟧ & ⟦PERSON|Aoife⟧,

Congrats again on the engagement! Quote ⟪quote_ref|Q-2231⟫ for the horsebox bar at ⟪venue|Hazelwood Barns⟫ on 14/06/2025:
 - Horsebox bar + 2 mixologists, 6 hrs ..... ⟪quote_line|£1,150⟫
 - Two signature cocktails, 120 guests ..... ⟪quote_line|£960⟫
 - Travel (38 miles) ....................... ⟪quote_line|£76⟫
Total ⟪quote_total|£2,186⟫ inc VAT, valid 30 days. A ⟪deposit_terms|25% deposit⟫ holds the date.

Give me a ring on ⟦PHONE|07849 302 117⟧ if you want to tweak anything.
Cheers, ⟦PERSON|Benji⟧ – The Tipsy Trailer
"""),

("kubernetes_secret", r"""
apiVersion: v1
kind: Secret
metadata:
  name: market-app-secrets
  namespace: ⟪k8s_namespace|street-eats-prod⟫
type: Opaque
stringData:
  SESSION_SECRET: "⟦SECRET|$flask_secret_01⟧"
  GOOGLE_MAPS_API_KEY: "⟦APIKEY|$google_01⟧"
  REDIS_URL: "redis://:⟦SECRET|Fr1ttata-Ch1ps⟧@⟦IP_ADDRESS|10.96.14.203⟧:⟪port|6379⟫/0"
  SMTP_PASSWORD: "⟦PASSWORD|yellowgazebo77⟧"
  IMAGE_DIGEST: "⟪image_digest|sha256:4c1f9a0e7b2d8c6e5f3a1b9d7c0e2f4a6b8d0c1e3f5a7b9d1c3e5f7a9b0d2c4e⟫"
"""),

("whatsapp_chat", r"""
[18/09/24, 20:11] ⟦PERSON|Niamh Gallagher⟧: Hi ⟦PERSON|Cormac⟧, it's ⟦PERSON|Niamh⟧ from Saturday's mushroom walk 🍄 is the thing in the pic a chanterelle or a false one?
[18/09/24, 20:26] ⟦PERSON|Cormac⟧: False chanterelle I'd say, gills too forked. Don't eat it!
[18/09/24, 20:28] ⟦PERSON|Niamh Gallagher⟧: ha grand. before the weekend course I should mention I'm ⟦MEDICAL|allergic to penicillin⟧ in case anything happens out in the woods lol
[18/09/24, 20:31] ⟦PERSON|Cormac⟧: Noted 👍 balance for the weekend (⟪course_code|WKND-AUT-2⟫) is ⟦AMOUNT|€120⟧, bank: ⟦IBAN|$iban_ie_1⟧ BIC ⟪bic|IPBSIE2D⟫, ref your surname
[18/09/24, 21:02] ⟦PERSON|Niamh Gallagher⟧: Sent ⟦AMOUNT|€120⟧ ✅
"""),

("sshd_auth_log", r"""
Aug 14 03:12:44 pitchpi sshd[⟪pid|21877⟫]: Failed password for invalid user admin from ⟦IP_ADDRESS|45.134.26.171⟧ port ⟪port|53212⟫ ssh2
Aug 14 03:12:47 pitchpi sshd[21879]: Failed password for root from ⟦IP_ADDRESS|45.134.26.171⟧ port 53290 ssh2
Aug 14 07:58:02 pitchpi sshd[22410]: Accepted publickey for ⟦PERSON|mbaptiste⟧ from ⟦IP_ADDRESS|100.88.3.17⟧ port 50122 ssh2: ED25519 SHA256:⟪key_fingerprint|q3Vf8Jx2LkP0aZt7RwY5nB1cD9eH4gM6sU2oQ8iT0vE⟫
Aug 14 07:58:02 pitchpi systemd-logind[611]: New session 94 of user ⟦PERSON|mbaptiste⟧.
Aug 14 08:03:19 pitchpi sudo: ⟦PERSON|mbaptiste⟧ : TTY=pts/0 ; PWD=/home/⟦PERSON|mbaptiste⟧ ; USER=root ; COMMAND=/usr/bin/apt upgrade
Aug 14 09:40:51 pitchpi sshd[23102]: Connection closed by ⟪doc_ip|198.51.100.23⟫ port 41122 [preauth]
"""),

("email_with_signature", r"""
From: ⟦PERSON|Felicity Crane⟧ (EA to ⟦PERSON|Rupert Vane⟧)
Sent: Tue 9 July 16:02
Subject: Team masterclass 25/07 – payment

Hi there, please take payment for the 24-person Tiki masterclass (your quote ⟪quote_ref|SQ-0719⟫) on ⟦PERSON|Rupert⟧'s personal card, he's authorised it:
⟦CARD|$card_03⟧, exp 11/26, security code ⟦CVV|4821⟧, name as ⟦PERSON|R H VANE⟧.
Billing address: ⟦ADDRESS|14 Cadogan Gardens, London SW3 2RP⟧.
Receipt to me please.

⟦PERSON|Felicity Crane⟧ | Executive Assistant | ⟪company_name|Vane Halloway Capital⟫ | ⟦PHONE|020 7318 4402⟧
"""),

("reddit_post", r"""
r/FoodTrucks • Posted by u/⟦PERSON|jenna_eats_atx⟧ • 5h
Commissary owner ghosted us with our deposit — what are my options?

Long story short, we signed a 12-month lease at a commissary kitchen on the east side for our ⟪vehicle_model|2019 Ford F-59⟫ step van, paid ⟦AMOUNT|$2,300⟧ deposit + first month. Kitchen rate was ⟪price|$1,150/mo⟫, lease # ⟪lease_no|CK-1142⟫. The guy (⟦PERSON|Randy Kessler⟧, if anyone in Austin knows him) now won't answer texts and the place is padlocked. My husband ⟦PERSON|Luke⟧ wants to go to small claims. Also the stress has my ⟦MEDICAL|ulcerative colitis⟧ flaring so that's fun.

Edit: Venmo shows the ⟦AMOUNT|$2,300⟧ went to @⟦PERSON|randy-kessler-22⟧, so at least there's a paper trail.
"""),

("incident_report", r"""
ENVIRONMENTAL HEALTH – FOOD COMPLAINT          Ref ⟪ehp_ref|EH/FC/24/3318⟫
Complainant: Mr ⟦PERSON|Adrian Booth⟧
Address: ⟦ADDRESS|6 Larkspur Close, Chelmsford CM1 6WT⟧      Tel: ⟦PHONE|01245 380 915⟧
Premises: stall ⟪stall_id|K7⟫ (jerk chicken), Chelmsford Street Food Fest, ⟪event_date|Sun 18 Aug⟫
Account: ate approx 13:30. From about 22:00 ⟦MEDICAL|vomiting and diarrhoea⟧, temp 38.6. Saw GP on Tues, stool sample ⟦MEDICAL|positive for Campylobacter⟧, prescribed ⟦MEDICAL|clarithromycin⟧. Wife ate the same and was fine.
Officer: ⟦PERSON|L. Osei⟧      Sample ref ⟪lab_sample_id|CHL-24-08871⟫
"""),

("python_source", r"""
# bot.py – order alerts for the Saturday stall (goes to ⟦PERSON|Nikos⟧'s phone)
# requirements: ⟪dependency_version|pyTelegramBotAPI==4.21.0⟫
import telebot

BOT_TOKEN = "⟦APIKEY|$telegram_01⟧"
CHAT_ID = ⟪telegram_chat_id|-1002184417730⟫
ADMIN_IDS = [⟪telegram_user_id|558210934⟫]
bot = telebot.TeleBot(BOT_TOKEN)

def alert(order):
    bot.send_message(CHAT_ID, f"New order #{order.id}: {order.items} – collect {order.slot}")

# TODO ask ⟦PERSON|Eleni⟧ for the card reader PIN again, it's not ⟦PASSWORD|4 0 9 2⟧ anymore
"""),

("terraform_tfvars", r"""
# infra/prod.tfvars – night market ticketing
aws_region     = "⟪cloud_region|eu-west-2⟫"
aws_account_id = "⟪aws_account_id|381492765013⟫"
aws_access_key = "⟦APIKEY|$aws_akid_02⟧"
aws_secret_key = "⟦SECRET|$aws_secret_02⟧"
ticket_bucket  = "⟪bucket_name|nightmarket-tix-prod⟫"
alert_email    = "⟦EMAIL|ops+alerts@peckhamnightmarket.co.uk⟧"
bastion_cidr   = "⟦IP_ADDRESS|82.13.207.64⟧/32"
instance_type  = "⟪instance_type|t3.small⟫"
"""),

("voice_memo_notes", r"""
Voice memo -> notes (Tues)
Mrs ⟦PERSON|Okafor⟧ – 60th birthday lunch, 8 ppl, Sunday. House is ⟦ADDRESS|22 Windermere Avenue, Wembley HA9 8QT⟧, go round the side gate, key safe code ⟦PASSWORD|3914⟧. Her husband ⟦PERSON|Chidi⟧ is ⟦MEDICAL|diabetic⟧ and on a low-salt diet since his ⟦MEDICAL|stroke⟧ last year – check the stock cubes!! She's paying ⟦AMOUNT|£650⟧ all in, ⟦AMOUNT|£200⟧ already received. Buy: 2 guinea fowl, scotch bonnets, plantain x6. Fishmonger order ⟪supplier_order_ref|FM-22817⟫ for Sat pick-up.
"""),

("support_chat", r"""
Intercom – conversation ⟪conversation_id|#215009874⟫ (TableSpace ticketing, iOS app ⟪app_version|5.12.1⟫)
⟦PERSON|Rosa Lindgren⟧ (host, Feast Club Malmö): hi I lost my phone and cant get into my host dashboard, 2FA 😩
Agent ⟦PERSON|Kofi⟧: Sorry to hear that ⟦PERSON|Rosa⟧! Do you have one of your backup codes?
⟦PERSON|Rosa Lindgren⟧: I have these from when I set it up: ⟦SECRET|$recovery_01⟧ ⟦SECRET|$recovery_02⟧ ⟦SECRET|$recovery_03⟧ and I also wrote down the setup key ⟦SECRET|$totp_01⟧ if that helps?
Agent ⟦PERSON|Kofi⟧: Please don't share those in chat – I've invalidated all of them. I'll send a reset link to ⟦EMAIL|rosa@feastclubmalmo.se⟧ now. Your plan (Host Pro, ⟪price|kr 299/mån⟫) is unaffected.
⟦PERSON|Rosa Lindgren⟧: thanks, my number is ⟦PHONE|+46 70 318 44 19⟧ if thats easier
"""),

("contract", r"""
PRIVATE CHEF SERVICES AGREEMENT
This Agreement is made on ⟪contract_date|August 2, 2024⟫ between ⟦PERSON|Camille Roussel⟧ ("Chef") and ⟦PERSON|Brandon Whitaker⟧ and ⟦PERSON|Alexis Whitaker⟧ ("Clients") of ⟦ADDRESS|88 Harbor View Rd, Sag Harbor, NY 11963⟧.
1. Services. Chef will prepare dinners five nights per week during the season (⟪season_dates|June 1 – August 31⟫).
2. Fee. Clients shall pay Chef ⟦AMOUNT|$18,500⟧ for the season, of which ⟦AMOUNT|$5,000⟧ was paid on signing.
3. Dietary. ⟦PERSON|Alexis⟧ has ⟦MEDICAL|celiac disease⟧; the Clients' son follows a ketogenic diet for ⟦MEDICAL|epilepsy⟧ under his neurologist's supervision.
4. Tax. Chef is an independent contractor (SSN ⟦SSN|$ssn_06⟧ provided for Form 1099).
5. This Agreement is governed by the laws of the State of ⟪place_name|New York⟫.
"""),

("pos_receipt", r"""
   GREENACRE ORCHARD – stall 12
   Stroud Farmers' Market
   ⟪receipt_timestamp|Sat 05/10/2024 10:47⟫
   Apple juice 1L x2          £7.00
   Perry 750ml                ⟪price|£6.50⟫
   Cider vinegar              £4.00
   TOTAL                      ⟦AMOUNT|£17.50⟧
   VISA CONTACTLESS   ⟪masked_card|************2231⟫
   AUTH ⟪auth_code|083544⟫   TID ⟪terminal_id|29471803⟫
   Served by: ⟦PERSON|Meg⟧
   Loyalty card: ⟦PERSON|Philippa Arden⟧ – 9/10 stamps
"""),
]

TEXTS += [
("instagram_dm", r"""
Instagram · DMs with ⟪org_handle|@thesecretsupperclub_mcr⟫
⟦PERSON|lottie.bakes.things⟧: hiii is there still space for the 14th?? 2 of us
thesecretsupperclub_mcr: Hey! Yes 2 seats left 🙌 it's ⟪price|£48pp⟫, 7 courses, BYOB
⟦PERSON|lottie.bakes.things⟧: amazing. can I do bank transfer? my name's ⟦PERSON|Charlotte Dunne⟧
thesecretsupperclub_mcr: Sure, send ⟦AMOUNT|£96⟧ to the account in our bio and drop your email for the address reveal
⟦PERSON|lottie.bakes.things⟧: ⟦EMAIL|charlotte.dunne@hotmail.co.uk⟧ 💌 oh and my bf has ⟦MEDICAL|gout⟧ so maybe go easy on the offal for him lol
"""),

("gitlab_ci_yaml", r"""
# .gitlab-ci.yml  (foodtruck-finder)
variables:
  DOCKER_IMAGE: registry.gitlab.com/trucktrack/finder:⟪image_tag|2024.08.3⟫
  GITLAB_API_TOKEN: "⟦APIKEY|$gitlab_01⟧"
  SLACK_WEBHOOK: "⟦SECRET|$slack_webhook_01⟧"
  CI_REGISTRY_PASSWORD: "⟦PASSWORD|Taco!Tuesday2024⟧"

deploy_prod:
  stage: deploy
  script:
    - ssh deploy@⟦IP_ADDRESS|51.89.142.7⟧ "docker compose pull && docker compose up -d"
  only: [main]
  tags: [⟪runner_tag|hetzner-runner-02⟫]
# maintainer: ⟦PERSON|Yusuf Demir⟧ <⟦EMAIL|yusuf@trucktrack.io⟧>
"""),

("complaint_email", r"""
To: ⟦EMAIL|hello@thewaffleworks.com⟧
From: ⟦PERSON|Karen Delgado⟧ <⟦EMAIL|kdelgado77@aol.com⟧>
Subject: Your truck made my son sick - I want this paid

On Saturday at the Riverside Food Truck Rally I told your cashier TWICE that my son ⟦PERSON|Mateo⟧ has a ⟦MEDICAL|peanut allergy⟧. Twenty minutes after eating the "plain" waffle he broke out in hives, we had to use his ⟦MEDICAL|EpiPen⟧ and go to the ER. The ER bill was ⟦AMOUNT|$1,840⟧ after insurance.
Order ⟪order_number|#W-20931⟫, paid with my card ending ⟪card_last4|0417⟫. I expect the ⟦AMOUNT|$14.50⟧ refunded AND the hospital bill covered.
Call me at ⟦PHONE|(314) 792-3381⟧. I have already contacted the health department (ref ⟪complaint_ref|DOH-24-77120⟫).
"""),

("staff_rota", r"""
THE GIN JAR – event rota, w/c ⟪week_commencing|19 Aug⟫
Fri 23 – wedding, ⟪venue|Pencarrow House⟫ (van ⟪vehicle_reg|WK19 XPT⟫)
   15:00–00:30  ⟦PERSON|Jess Penrose⟧ (lead)  ⟦PHONE|07817 440 392⟧
   17:00–00:30  ⟦PERSON|Tomos⟧  ⟦PHONE|07492 118 604⟧
Sat 24 – Truro Food Festival, pitch ⟪pitch_number|F22⟫
   10:00–18:00  ⟦PERSON|Jess Penrose⟧, ⟦PERSON|Kai Nankervis⟧
Notes: ⟦PERSON|Kai⟧ can't lift anything yet after his ⟦MEDICAL|hernia repair⟧, so ⟦PERSON|Jess⟧ does the ice. Float ⟪cash_float|£180⟫ is in the safe, code ⟦PASSWORD|1 9 6 4⟧.
"""),

("bank_notification", r"""
N26 · Transaction details
Outgoing transfer – completed
From: ⟦PERSON|Katrin Vogel⟧ · ⟦IBAN|$iban_de_1⟧
To: ⟪org_account_name|Markthalle Neun GmbH⟫ · ⟪doc_example_iban|DE89 3704 0044 0532 0130 00⟫
Amount: ⟦AMOUNT|−€240.00⟧
Reference: ⟪payment_reference|Standmiete Q3 Stand 41⟫
Booking date: ⟪booking_date|01.07.2024⟫
Card used for fees: Mastercard ⟪masked_card|•••• 5518⟫
Transaction ID: ⟪transaction_id|8c2e61f0-4b7a-4d19-a3e5-0f9b72c41d08⟫
"""),

("sentry_event_json", r"""
{"event_id":"⟪event_id|b8f4c2a19e7d4f6a8c3b1d0e5f7a9c2b⟫","release":"⟪release_version|chefbook-web@1.33.0⟫","environment":"production",
 "user":{"id":"⟪user_id|u_44190⟫","email":"⟦EMAIL|marcus.oyelowo@gmail.com⟧","username":"⟦PERSON|moyelowo⟧","ip_address":"⟦IP_ADDRESS|2a00:23c7:8c1e:b901:1d4f:9a22:6e0b:3c51⟧"},
 "request":{"url":"https://chefbook.co/checkout","method":"POST","headers":{"Cookie":"sessionid=⟦SECRET|$session_01⟧"}},
 "exception":{"values":[{"type":"KeyError","value":"'allergens'","module":"checkout.views"}]},
 "timestamp":"⟪timestamp|2024-08-30T19:22:41.118Z⟫"}
"""),

("survey_csv", r"""
timestamp,name,email,event,rating,comment
⟪timestamp|2024-09-08 21:14:02⟫,⟦PERSON|Priti Shah⟧,⟦EMAIL|priti.shah@gmail.com⟧,⟪event_code|MZ-0908⟫,5,"⟦PERSON|Diego⟧ was brilliant!! learnt loads"
2024-09-08 21:40:55,⟦PERSON|Owen Hughes⟧,⟦EMAIL|owen.h@sky.com⟧,MZ-0908,3,"fine but too much smoke in the room for my ⟦MEDICAL|asthma⟧"
2024-09-09 08:02:13,anon,,MZ-0908,4,"good value at ⟪price|£45 a ticket⟫, more mezcal less talking pls"
"""),

("voice_note_transcript", r"""
Voice note – ⟦PERSON|Jordi Puig⟧ → Fruits del Bosc (supplier), ⟪audio_duration|0:48⟫
"Hola ⟦PERSON|Montse⟧, it's ⟦PERSON|Jordi⟧ from the empanada truck. For the invoice you need my details, no? So: ⟦PERSON|Jordi Puig Serra⟧, DNI ⟦NATIONAL_ID|$dni_01⟧, address ⟦ADDRESS|Carrer de Verdi 112, 3r 2a, 08012 Barcelona⟧. Pay the refund into ⟦IBAN|$iban_es_2⟧, it was ⟦AMOUNT|ninety-six euros⟧ for the mushrooms that came mouldy. And my mobile changed, new one is ⟦PHONE|six one two, four four eight, three nine one⟧. Invoice number was ⟪invoice_no|FDB-2024-117⟫ I think. Gràcies!"
"""),

("email_accountant", r"""
From: ⟦PERSON|Sanne de Vries⟧ <⟦EMAIL|sanne@devriesadministratie.nl⟧>
Subject: payroll details – new chef for the supper club

Hi ⟦PERSON|Matteo⟧,
To register ⟦PERSON|Yara Bakker⟧ with the Belastingdienst I still need to confirm her BSN – she wrote ⟦NATIONAL_ID|$bsn_01⟧, please check it against her ID card. Agreed salary ⟦AMOUNT|€2,950 gross⟧ per month for 32 hrs, paid to ⟦IBAN|$iban_nl_1⟧.
Company wage tax number ⟪wage_tax_number|8610.42.917.L01⟫, KvK ⟪kvk_number|81234567⟫.
Groet,
⟦PERSON|Sanne⟧
"""),

("tender_application", r"""
HAWKER CENTRE STALL TENDER – APPLICANT PARTICULARS
Name (as in NRIC): ⟦PERSON|Tan Wei Ming⟧
NRIC No.: ⟦NATIONAL_ID|$nric_01⟧
Contact: ⟦PHONE|+65 9184 2270⟧
Residential address: ⟦ADDRESS|Blk 208 Ang Mo Kio Ave 1, #11-452, Singapore 560208⟧
Assistant: ⟦PERSON|Siti Nurhaliza binte Rahman⟧ (NRIC ⟦NATIONAL_ID|$nric_02⟧)
Stall applied: ⟪stall_id|#01-37⟫, Old Airport Road Food Centre
Tender bid (monthly rent): ⟪tender_bid|S$1,380⟫
Cuisine: fishball noodles
"""),

("permit_application", r"""
City of Toronto – Mobile Food Vending Permit (form ⟪form_number|MLS-FV-22⟫)
Applicant: ⟦PERSON|Deepa Raghunathan⟧
SIN: ⟦NATIONAL_ID|$sin_01⟧
Home address: ⟦ADDRESS|45 Dovercourt Rd, Unit 2, Toronto, ON M6J 3C2⟧
Phone: ⟦PHONE|416-738-2290⟧     Email: ⟦EMAIL|deepa.dosatruck@gmail.com⟧
Vehicle plate: ⟪vehicle_plate|CKRW 418⟫
Food handler cert: ⟪certificate_no|FHC-1120-4471⟫
Permit fee paid by applicant: ⟦AMOUNT|CAD 5,112.23⟧
"""),

("licence_application_email", r"""
LIQUOR LICENCE APPLICATION – supporting info
Proposed licensee: ⟦PERSON|CHAN Ka-yan⟧ (⟦PERSON|Karen⟧)
HKID: ⟦NATIONAL_ID|$hkid_01⟧
Mobile: ⟦PHONE|+852 9137 6624⟧
Residential address: ⟦ADDRESS|Flat B, 12/F, Block 3, Kornhill, 8 Kornhill Road, Quarry Bay⟧
Premises (supper club): ⟪business_address|Shop 3, G/F, 18 Wing Fung Street, Wan Chai⟫
Co-host: ⟦PERSON|LEUNG Pui-sze⟧, HKID ⟦NATIONAL_ID|$hkid_02⟧
Application fee: ⟪fee|HK$2,640⟫ (per FEHD schedule)
"""),

("new_starter_form", r"""
NEW STARTER FORM – Hillside Berries market stalls
Surname: ⟦PERSON|Wiśniewska⟧        First name: ⟦PERSON|Agnieszka⟧
Date of birth: ⟦DATE_OF_BIRTH|17.04.1990⟧
PESEL (Polish ID no.): ⟦NATIONAL_ID|$pesel_01⟧
UK address: ⟦ADDRESS|Caravan 4, Hillside Farm, Wisbech Road, March PE15 0BA⟧
Mobile: ⟦PHONE|+48 512 330 871⟧ (PL sim)
Hourly rate: ⟦AMOUNT|£11.44⟧
Medical: ⟦MEDICAL|hay fever⟧, takes ⟦MEDICAL|cetirizine⟧
Payroll no: ⟪payroll_no|HB-S24-031⟫
"""),

("guide_registration", r"""
Lapland Wild Food Tours – guide registration, season 2024
Name: ⟦PERSON|Aino Korhonen⟧
Personal identity code: ⟦NATIONAL_ID|$hetu_01⟧
Date of birth: ⟦DATE_OF_BIRTH|5.11.1986⟧
Address: ⟦ADDRESS|Koskikatu 27 B 14, 96200 Rovaniemi⟧
Phone: ⟦PHONE|+358 40 726 1188⟧
Day rate: ⟦AMOUNT|€260⟧ per tour day
First aid cert ⟪certificate_no|SPR-EA1-557102⟫, valid until ⟪expiry_date|03/2026⟫
Notes: ⟦MEDICAL|coeliac⟧, packs own lunch. Husky farm pickup at ⟪place_name|Sinettä⟫.
"""),

("employment_contract", r"""
EMPLOYMENT CONTRACT (English version)
Employer: ⟪company_name|Fjordbar AS⟫, org. no. ⟪org_number|921 884 305⟫
Employee: ⟦PERSON|Henrik Solberg⟧, national identity number ⟦NATIONAL_ID|$fnr_01⟧, born ⟦DATE_OF_BIRTH|23 June 1979⟧
Address: ⟦ADDRESS|Kalfarveien 41, 5018 Bergen⟧
Position: head bartender, mobile bars (festival season)
Pay: ⟦AMOUNT|NOK 285⟧ per hour plus 12% holiday pay
Signed in Bergen, ⟪contract_date|12.05.2024⟫
"""),

("freelance_invoice", r"""
FACTUUR / INVOICE nr ⟪invoice_no|2024-031⟫
⟦PERSON|Lotte Peeters⟧ – freelance mixologist
⟦ADDRESS|Kammenstraat 58 bus 3, 2000 Antwerpen⟧
National number: ⟦NATIONAL_ID|$belg_01⟧     VAT ⟪vat_number|BE 0712.884.391⟫
Tel ⟦PHONE|+32 478 21 09 66⟧
Client: ⟪company_name|Bar Mobiel BV⟫
Cocktail masterclass 14/09, 3 hrs x ⟪unit_price|€95/hr⟫ + ingredients
Total to pay: ⟦AMOUNT|€345,00⟧ to ⟦IBAN|$iban_be_1⟧
"""),

("tax_form_export", r"""
Skatteverket e-service – application for F-tax (export, translated)
Name: ⟦PERSON|Elin Sjöberg⟧
Personal identity number: ⟦NATIONAL_ID|$pnr_01⟧
Date of birth: ⟦DATE_OF_BIRTH|1991-02-14⟧
Business: supper club / private dining ("Långbordet")
Estimated profit 2024: ⟦AMOUNT|SEK 180 000⟧
Address: ⟦ADDRESS|Skånegatan 71, 116 37 Stockholm⟧
Case number: ⟪case_number|131 445278-24/5114⟫
"""),

("insurance_claim_form", r"""
CLAIM FORM – Mobile Catering Unit
Policyholder: ⟦PERSON|Sipho Dlamini⟧    ID number: ⟦NATIONAL_ID|$said_01⟧    Date of birth: ⟦DATE_OF_BIRTH|1988/09/03⟧
Cell: ⟦PHONE|082 417 3390⟧    Email: ⟦EMAIL|sipho@kasibraai.co.za⟧
Policy no: ⟪insurance_policy_no|MCU-558213-ZA⟫
Incident: gas regulator failure at the Saturday market, fire damage to trailer kitchen. ⟦PERSON|Sipho⟧ treated for ⟦MEDICAL|second-degree burns to the left forearm⟧.
Amount claimed: ⟦AMOUNT|R48 600⟧        Excess: ⟪policy_excess|R2 500⟫
"""),

("email", r"""
Hi ⟦PERSON|Aoibheann⟧,
For the Revenue registration for the market stall I need your PPS number – is it ⟦NATIONAL_ID|$pps_01⟧? The one on the form is smudged. Your first payslip will be ⟦AMOUNT|€612.40⟧ net, paid Friday.
Also can you confirm your address is still ⟦ADDRESS|14 Mill Street, Westport, Co. Mayo F28 X2K6⟧?
Our employer reg is ⟪employer_reg_no|9876543WA⟫ if Revenue asks.
Thanks, ⟦PERSON|Declan⟧ – ⟦PHONE|087 214 9930⟧
"""),

("vendor_kyc_form", r"""
Vendor KYC – Bengaluru Street Food Carnival 2024
Vendor: ⟦PERSON|Ravi Shankar Gowda⟧     Stall: ⟪stall_id|B-112⟫ (donne biryani)
Aadhaar: ⟦NATIONAL_ID|$aadhaar_01⟧
Mobile: ⟦PHONE|+91 98450 21763⟧
UPI: ⟦PERSON|ravigowda⟧@okaxis
Stall fee paid: ⟦AMOUNT|₹18,000⟧
Electricity load: ⟪power_load|3 kW⟫, gas cylinders: 2 commercial
"""),

("travel_booking_email", r"""
Hi ⟦PERSON|Lukas⟧, for the flights + hotel for Cocktail Week I need it exactly as in your passport:
> ⟦PERSON|Lukas Brenner⟧, DE passport ⟦PASSPORT|$pp_de_01⟧, born ⟦DATE_OF_BIRTH|19.01.1990⟧ in Leipzig
Flight ⟪flight_number|SK 1674⟫ BER→CPH, booking code ⟪flight_booking_code|QX7K2M⟫. Hotel is ⟪hotel_name|Hotel Sanders⟫, 4 nights.
Per diem is ⟦AMOUNT|€60/day⟧, paid with your fee. Any allergies I should tell the hotel about? Last time you mentioned ⟦MEDICAL|a latex allergy⟧.
⟦PERSON|Mette⟧
"""),
]

TEXTS += [
("course_leaflet", r"""
HEDGEROW HARVEST – AUTUMN FUNGI FORAY: BEFORE YOU COME (leaflet ⟪leaflet_version|rev. 4, Sept 2024⟫)
• Never eat anything raw on the day. Some species cause ⟪leaflet_term|amatoxin poisoning⟫ – symptoms can take 6 to 24 hours to appear.
• Common ink caps + alcohol = ⟪leaflet_term|coprine reaction⟫. If you take ⟪leaflet_drug_name|metronidazole⟫ avoid the tasting altogether.
• Dogs are welcome on leads but please don't let them eat fungi – ⟪leaflet_term|mushroom toxicity in dogs⟫ is common in autumn.
• Meet at ⟪meeting_point|Ashridge Visitor Centre car park⟫ at 10:00. Course code ⟪course_code|AF-OCT-19⟫, ⟪price|£72⟫ incl. lunch.
"""),

("call_transcript", r"""
[Recorded line – Smokestack Catering order desk]
REP: ...and can I get the name on the card?
CALLER: ⟦PERSON|Brianna Kowalski⟧, K-O-W-A-L-S-K-I.
REP: Thanks ⟦PERSON|Brianna⟧. Card number whenever you're ready.
CALLER: ⟦CARD|$card_09⟧.
REP: Expiration and the three digits on the back?
CALLER: Oh nine twenty-eight, and ⟦CVV|305⟧.
REP: Perfect. So that's the graduation party, 60 guests, brisket and mac, total ⟦AMOUNT|$1,980⟧ charged today. Your order number is ⟪order_number|SC-77340⟫, confirmation goes to ⟦EMAIL|bkowalski.home@gmail.com⟧.
"""),

("slack_thread", r"""
#ops  (shakerschool.co.uk)
⟦PERSON|priya.n⟧  14:02
cert renewal failed again on ⟪hostname|web-02.shakerschool.internal⟫, here's the key from the old box so you can test locally:
```
⟦SECRET|$pem_03⟧
```
⟦PERSON|ben.k⟧  14:05
⟦PERSON|priya.n⟧ please delete that, it's a private key 😬 box is ⟦IP_ADDRESS|10.40.2.18⟧ right? I'll just rerun certbot (⟪software_version|2.11.0⟫) there
"""),

("monitoring_alert", r"""
[ALERTMANAGER] FIRING:2 HighErrorRate (street-eats-api)
 - instance=⟦IP_ADDRESS|10.96.3.41⟧:⟪port|9100⟫ job=node severity=critical
 - instance=⟦IP_ADDRESS|10.96.3.42⟧:9100 job=node severity=critical
Top client by 5xx: ⟦IP_ADDRESS|92.40.181.7⟧ (⟪asn|AS25135⟫)
Synthetic probe from ⟪doc_ip|192.0.2.10⟫: OK
Runbook: https://wiki.streeteats.io/runbooks/⟪runbook_id|RB-0042⟫
Silenced by ⟦PERSON|hkaur⟧ until ⟪timestamp|2024-08-03T02:00Z⟫
"""),

("docker_compose", r"""
services:
  db:
    image: mysql:⟪image_tag|8.0.36⟫
    environment:
      MYSQL_ROOT_PASSWORD: ⟦PASSWORD|Chorizo&Chips_99⟧
  api:
    image: supperclub/menu-api:latest
    environment:
      DATABASE_URL: mysql://menu:⟦SECRET|Q7vP2xL9sR4k⟧@db:3306/menus
      OPENAI_API_KEY: ⟦APIKEY|$openai_01⟧
      ADMIN_CONTACT: ⟦EMAIL|tunde@longtablesupper.club⟧
    ports:
      - "⟪port_mapping|8000:8000⟫"
"""),

("whatsapp_chat", r"""
⟦PERSON|Sharon⟧ (Market Office): morning ⟦PERSON|Brad⟧, for the street trading licence the council need photo ID details by Fri
⟦PERSON|Brad⟧: sure, US passport ok? ⟦PASSPORT|$pp_us_01⟧, name on it is ⟦PERSON|Bradley J. Hutchins⟧, expires 2029
⟦PERSON|Sharon⟧ (Market Office): yep that's fine. licence fee is ⟪fee|£118⟫, pay at the office
⟦PERSON|Brad⟧: cool. heads up im having ⟦MEDICAL|a colonoscopy⟧ on the 12th so won't be trading that sat, my guy ⟦PERSON|Tino⟧ will run the smoker
"""),

("newsletter", r"""
THE LONG TABLE – September dispatch
This month our guest chef is ⟦PERSON|Marisol Ferreira⟧, cooking a Minhota feast: caldo verde, roast kid, pão de ló (⟪price|£55⟫, ⟪event_date|Sat 21 Sept⟫). Tickets drop ⟪release_time|Friday 9am⟫ and usually go in an hour.
Huge thanks to ⟦PERSON|Hamish⟧ at Glen Farm for the lamb last month.
Unsubscribe: https://longtable.us21.list-manage.com/unsubscribe?u=⟪mailchimp_user_id|8f2a91c04d7e3b15a6c9e2f40⟫&id=⟪list_id|3e7b1d90af⟫
"""),

("airbnb_message", r"""
Airbnb Experiences · message from your host ⟦PERSON|Dario⟧
Ciao ⟦PERSON|Grace⟧ & group! Tomorrow's Negroni masterclass is at my flat: ⟦ADDRESS|Via dei Serpenti 54, int. 7, 00184 Roma⟧. Street door code ⟦PASSWORD|5 2 1 9 B⟧, then 3rd floor. WiFi is "DarioCasa", password ⟦PASSWORD|campari1860!⟧ if you want to film. If you get lost call me ⟦PHONE|+39 347 882 1045⟧. Reservation ⟪reservation_code|HMX4ZQ9T2A⟫, see you at ⟪event_time|18:30⟫!
"""),

("dsar_email", r"""
Subject: Subject access request – ⟦PERSON|Helena Rutkowski⟧

Under Article 15 UK GDPR please send me all personal data you hold about me. To help you find it:
Name: ⟦PERSON|Helena Rutkowski⟧ (née ⟦PERSON|Helena Baines⟧)
DOB: ⟦DATE_OF_BIRTH|30/08/1971⟧
Address: ⟦ADDRESS|9 Coronation Terrace, Hebden Bridge HX7 8DN⟧
Email used for bookings: ⟦EMAIL|h.rutkowski@btopenworld.com⟧
Bookings: ⟪booking_ref|FF-0512-03⟫ (May 2023), ⟪booking_ref|FF-1021-07⟫ (Oct 2023)
I also want to know who you shared the health questionnaire with, as I declared my ⟦MEDICAL|Crohn's disease⟧ on it.
"""),

("lost_property_log", r"""
LOST PROPERTY – street food market, Sat 17 Aug
⟪lost_property_id|LP-0817-03⟫  blue inhaler (⟦MEDICAL|salbutamol⟧), label says ⟦PERSON|J. Adeyinka⟧ – collected 16:10 by ⟦PERSON|Joy Adeyinka⟧, tel ⟦PHONE|07931 556 210⟧
⟪lost_property_id|LP-0817-04⟫  black wallet with cards – handed to police, ref ⟪police_ref|CAD 4471/17AUG⟫
⟪lost_property_id|LP-0817-05⟫  dog lead + tag "⟪pet_name|Biscuit⟫" – owner rang back, collected
"""),

("security_log", r"""
SECURITY LOG – Night Market, Fri 23:40
Incident ⟪incident_no|SEC-2024-0388⟫: trader ⟦PERSON|Kenji Watanabe⟧ (stall ⟪stall_id|N14⟫) reported his cash tin taken, approx ⟦AMOUNT|£430⟧ in it.
Male detained by ⟦PERSON|Gary Holt⟧ (badge ⟪badge_no|G-07⟫). Name given: ⟦PERSON|Kyle Rimmer⟧, DOB given ⟦DATE_OF_BIRTH|11/03/1994⟧.
Appeared intoxicated, said he is ⟦MEDICAL|diabetic⟧ – paramedics checked ⟦MEDICAL|blood glucose 5.8 mmol/L⟧, no treatment. Police ref ⟪police_ref|CAD 5512/23AUG⟫.
"""),

("voucher_redemption", r"""
Gift voucher redeemed ✔
Voucher: ⟪voucher_code|SHAKER-GV-8841-KQ⟫ (value ⟪voucher_value|£90 masterclass⟫)
Purchased by: ⟦PERSON|Gillian Marsh⟧ for ⟦PERSON|Rob Marsh⟧
Redeemed for: Whisky Sours & Smoke, ⟪event_date|Thu 10 Oct⟫
Contact: ⟦EMAIL|rob.marsh64@gmail.com⟧ / ⟦PHONE|07700 318 226⟧
Top-up paid by customer: ⟦AMOUNT|£15⟧
"""),

("markdown_table", r"""
Mobile bar enquiries – form responses (Sept)

| Timestamp | Name | Event date | Guests | Phone | Budget | Anything else? |
|---|---|---|---|---|---|---|
| ⟪timestamp|02/09/2024 19:22:10⟫ | ⟦PERSON|Sophie Tremayne⟧ | ⟪event_date|12/07/2025⟫ | 90 | ⟦PHONE|07588 203 447⟧ | ⟦AMOUNT|£1,500⟧ | groom is ⟦MEDICAL|in recovery from alcoholism⟧ so great mocktails pls |
| 03/09/2024 08:15:44 | ⟦PERSON|Marcus Bell⟧ | 28/06/2025 | 140 | ⟦PHONE|+44 7412 998 031⟧ | ⟦AMOUNT|£3k⟧ | need wheelchair access for my nan |
"""),

("shell_history", r"""
$ kubectl create secret generic market-db --from-literal=DB_USER=market --from-literal=DB_PASSWORD='⟦PASSWORD|halloumi-fries-42⟧' -n ⟪k8s_namespace|market-prod⟫
$ kubectl create secret generic stripe --from-literal=webhook_secret=⟦SECRET|$whsec_02⟧ -n market-prod
$ gpg --import ~/keys/⟦PERSON|eoin.byrne⟧.asc
$ scp backup.sql ⟦PERSON|eoin⟧@⟦IP_ADDRESS|172.16.40.5⟧:/srv/backups/
$ helm upgrade market ./chart --version ⟪chart_version|0.14.2⟫
"""),

("dispute_letter", r"""
Dear Sir/Madam,

I am writing to dispute a charge on my Visa card ⟦CARD|$card_17⟧ from ⟪merchant_name|SQ *THE OYSTER SHED⟫ on 14 July for ⟦AMOUNT|£238.60⟧. The supper club was cancelled by the organiser on the day and no refund has been made despite three emails. The merchant ID on my statement is ⟪merchant_id|MID 4418820391⟫.

Yours faithfully,
⟦PERSON|Miriam Achterberg⟧
⟦ADDRESS|Flat 11, Harbour Court, Whitstable CT5 1AB⟧
Case ref: ⟪dispute_ref|DSP-0714-55821⟫
"""),

("javascript_source", r"""
// square.js – truck POS sync (⟦PERSON|Marisa⟧ wrote this, ask her before touching)
const { Client, Environment } = require('square');
const client = new Client({
  accessToken: '⟦APIKEY|$square_01⟧',
  environment: Environment.Production,
});
const APP_ID = '⟪app_id|sq0idp-wGVapF8sNt9PLrdj5znuKA⟫';
const LOCATION_ID = '⟪location_id|L8QZ2XK3D1TNB⟫';
// sandbox test card: ⟪test_card|4111 1111 1111 1111⟫
"""),

("hr_one_to_one_notes", r"""
CONFIDENTIAL – 1:1 notes, ⟦PERSON|Leah Francis⟧ / ⟦PERSON|Ollie Brandt⟧, ⟪meeting_date|04/09⟫
⟦PERSON|Ollie⟧ raised that the late finishes are affecting his ⟦MEDICAL|anxiety⟧; he has been on ⟦MEDICAL|sertraline⟧ since March (GP aware). Agreed: no shifts finishing after 23:00 until review on ⟪review_date|02/10⟫. ⟦PERSON|Ollie⟧ also asked about the ⟦AMOUNT|£95⟧ mileage still owed from Goodwood – ⟦PERSON|Leah⟧ to chase accounts.
"""),

("sms_alert", r"""
Monzo: Did you just spend ⟦AMOUNT|£412.00⟧ at ⟪merchant_name|BOOKER WHOLESALE 0047⟫ on card ⟪masked_card|··4019⟫? Reply Y or N. If it wasn't you, call us on ⟦PHONE|0800 802 1281⟧. Never share this code with anyone: ⟪sms_otp_reference|ref 7Q2K⟫
"""),

("recipe_card", r"""
RECIPE CARD ⟪recipe_id|#R-114⟫ – smoked paprika halloumi fries (truck spec)
Yield 20 portions | food cost ⟪food_cost|£0.82/portion⟫ | sell at ⟪price|£6.50⟫
Fry at ⟪temperature|180°C⟫ for 2½ min, hold max 8 min.
Allergens: ⟪allergen_label|MILK⟫ (halloumi), ⟪allergen_label|GLUTEN⟫ (coating)
Spec ⟪doc_version|v3.1⟫ · batch label ⟪batch_code|HF-2408-B⟫
"""),

("readme_snippet", r"""
## Menu assistant – setup
Copy `.env.example` to `.env`. The example values are the AWS docs placeholders, e.g. `AWS_ACCESS_KEY_ID=⟪doc_example_key|AKIAIOSFODNN7EXAMPLE⟫`.

⚠️ whoever committed the real keys in ⟪commit_sha|a4f09c1⟫ – rotate these today:
```
ANTHROPIC_API_KEY=⟦APIKEY|$anthropic_01⟧
RESEND_API_KEY=⟦APIKEY|$resend_01⟧
HF_TOKEN=⟦APIKEY|$hf_01⟧
```
– ⟦PERSON|Callum⟧, 12 Sep
"""),

("whatsapp_group_chat", r"""
[Market traders 🥕] ⟦PERSON|Pauline Hargreaves⟧: Hi all, our bank has changed!! Please pay September pitch fees to the NEW account ⟦IBAN|$iban_gb_1⟧, name ⟦PERSON|P Hargreaves⟧. Fees still ⟪tariff|£40 a week⟫
[Market traders 🥕] ⟦PERSON|Dev⟧: ⟦PERSON|Pauline⟧ is this real?? thats a personal account
[Market traders 🥕] ⟦PERSON|Pauline Hargreaves⟧: NO!!! my whatsapp was hacked, DO NOT PAY, ring the office on ⟦PHONE|01484 221 730⟧
[Market traders 🥕] ⟦PERSON|Asha⟧: too late I sent ⟦AMOUNT|£160⟧ this morning 😭
"""),
]
