# blind70 — English texts, each typed by hand.
# Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES[name]
TEXTS = []

TEXTS += [
("sms", r"""Hi ⟦PERSON|Margaret⟧, it's ⟦PERSON|Tom⟧ at ⟪org_name|Hollins & Pike Cheesemongers⟫. Your half-wheel of Colston Bassett (order ⟪order_id|HP-20931⟫) is in. Balance left to pay ⟦AMOUNT|£46.80⟧ after your ⟦AMOUNT|£20⟧ deposit. Ring ⟦PHONE|07700 914 382⟧ if Saturday's no good, we shut at ⟪opening_hours|4pm⟫ x"""),

("whatsapp_chat", r"""[⟪timestamp|09:14, 03/05/2024⟫] ⟦PERSON|Dev Raghunathan⟧: morning! can I get 2 kg of lamb shoulder for Sunday, the usual
[09:16, 03/05/2024] Mather's Butchers: Course ⟦PERSON|Dev⟧, that's ⟪price|£14.50/kg⟫ at the mo. Want it boned?
[09:17, 03/05/2024] ⟦PERSON|Dev Raghunathan⟧: yes boned pls. also my wife ⟦PERSON|Anjali⟧ is on that ⟦MEDICAL|low-FODMAP diet⟧ for her ⟦MEDICAL|IBS⟧ so NO garlic in the sausages 🙏
[09:18, 03/05/2024] Mather's Butchers: Noted. Pay on pickup or card now?
[09:21, 03/05/2024] ⟦PERSON|Dev Raghunathan⟧: card now, ⟦CARD|$card_01⟧ exp ⟪card_expiry|09/27⟫ cvv ⟦CVV|417⟧
[09:23, 03/05/2024] Mather's Butchers: Ta, ⟦AMOUNT|£29.00⟧ taken. Receipt to ⟦EMAIL|dev.raghunathan@fastmail.co.uk⟧ as usual?"""),

("email_signature", r"""Subject: Re: wholesale account – Kenya AA Kiambu

Hi ⟦PERSON|Priya⟧,

Thanks for the cupping notes, glad the washed lot landed well. We've set your café up on net-30; first invoice ⟪invoice_no|INV-2024-0387⟫ goes out Monday. The deposit of ⟦AMOUNT|€350⟧ can go to our account ⟪org_iban|$org_iban_02⟫, ref ⟪payment_reference|WHS-0412⟫.

Beste Grüße / best,
⟦PERSON|Jonas Weber⟧
Head Roaster, ⟪org_name|Kaffeerösterei Nordlicht GmbH⟫
⟪business_address|Hafenstraße 14, 20457 Hamburg⟫
Tel. ⟦PHONE|+49 40 3861 2275⟧ · Mobil ⟦PHONE|+49 171 448 2093⟧
⟦EMAIL|j.weber@nordlicht-roesterei.de⟧"""),

("nginx_access_log", r"""⟦IP_ADDRESS|81.156.42.19⟧ - - [⟪timestamp|12/Jun/2024:14:02:11 +0100⟫] "POST /api/checkout HTTP/1.1" 201 512 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)"
⟦IP_ADDRESS|2a02:c7c:3e19:4b00:8d1f:22ab:91c4:6e07⟧ - - [12/Jun/2024:14:02:40 +0100] "GET /account?email=⟦EMAIL|kerry.oduya@gmail.com⟧ HTTP/1.1" 200 3312 "-" "Mozilla/5.0 (Linux; Android 14)"
⟦IP_ADDRESS|100.72.14.201⟧ - - [12/Jun/2024:14:03:02 +0100] "GET /orders/⟪order_id|GL-118204⟫/receipt HTTP/1.1" 200 1877 "-" "okhttp/4.12.0"
⟪doc_ip|203.0.113.54⟫ - - [12/Jun/2024:14:03:05 +0100] "GET /healthz HTTP/1.1" 200 2 "-" "uptime-probe"
upstream ⟦IP_ADDRESS|10.0.4.12⟧:⟪port|8000⟫ response_time=0.041"""),

("env_file", r"""# .env — leafandladle prod, DO NOT COMMIT
APP_ENV=production
APP_VERSION=⟪version|3.14.2⟫
DATABASE_URL=postgres://leaf_app:⟦SECRET|Darj33ling!Autumn⟧@⟦IP_ADDRESS|10.20.3.15⟧:⟪port|5432⟫/shop
STRIPE_SECRET_KEY=⟦APIKEY|$stripe_sk_01⟧
STRIPE_PUBLISHABLE_KEY=⟪publishable_key|$stripe_pk_01⟫
STRIPE_WEBHOOK_SECRET=⟦SECRET|$whsec_01⟧
SENDGRID_API_KEY=⟦APIKEY|$sendgrid_01⟧
MAIL_FROM=⟦EMAIL|orders@leafandladle.co.uk⟧
ADMIN_EMAIL=⟦EMAIL|h.okafor@leafandladle.co.uk⟧
SENTRY_RELEASE=⟪commit_sha|$sha1_01⟫"""),

("support_ticket", r"""Ticket ⟪ticket_id|#CS-44810⟫ | Priority: High | Channel: web form
Customer: ⟦PERSON|Fiona McAllister⟧ <⟦EMAIL|fiona.mcallister@btinternet.com⟧>
Phone: ⟦PHONE|0131 496 0823⟧

"My son ⟦PERSON|Callum⟧ (8) has a ⟦MEDICAL|severe tree-nut allergy⟧ and ended up needing his ⟦MEDICAL|EpiPen⟧ after eating your 'nut-free' sea salt caramel box (batch ⟪batch_no|L24-117⟫, best before ⟪best_before|30/09/2024⟫). We spent the night at the Sick Kids. I want a full refund of ⟦AMOUNT|£38.50⟧ and an explanation of how this happened."

Agent note: refund approved by ⟦PERSON|Ruth⟧ to card ⟪masked_card|**** **** **** 6620⟫, escalated to QA."""),

("sql_insert", r"""-- migrated from ⟪software_version|ShopKeep v2.8.1⟫ loyalty module
INSERT INTO customers (id, full_name, email, phone, dob, address, created_at) VALUES
(⟪row_id|10482⟫, '⟦PERSON|Gareth Pryce⟧', '⟦EMAIL|gpryce71@hotmail.co.uk⟧', '⟦PHONE|+44 7911 204 587⟧', '⟦DATE_OF_BIRTH|1971-08-02⟧', '⟦ADDRESS|18 Severn Grove, Pontcanna, Cardiff CF11 9EN⟧', '⟪timestamp|2024-02-11 10:22:05⟫'),
(⟪row_id|10483⟫, '⟦PERSON|Siân Morgan-Ellis⟧', '⟦EMAIL|s.morganellis@outlook.com⟧', '⟦PHONE|07823 550 194⟧', '⟦DATE_OF_BIRTH|1988-11-23⟧', '⟦ADDRESS|4 Clos Cae Mawr, Penarth CF64 2TT⟧', '2024-02-11 10:24:51');"""),

("call_transcript", r"""[Call recording — ⟪org_name|Brixham Quay Fish Co.⟫ order line — ⟪timestamp|2024-03-14 08:41⟫]
AGENT: Morning, Brixham Quay Fish, ⟦PERSON|Lou⟧ speaking.
CALLER: Hiya love, it's ⟦PERSON|Sandra Whitlock⟧. It's for my mum's eightieth, at hers.
AGENT: Lovely. Delivery address?
CALLER: ⟦ADDRESS|Flat 2, 14 Harbour View, Dartmouth TQ6 9BE⟧.
AGENT: And a number in case the van's late?
CALLER: ⟦PHONE|zero seven eight one two, four four nine, double six three⟧.
AGENT: Three dozen rock oysters and a whole turbot... oysters are ⟪price|£1.20 each⟫, so it comes to ⟦AMOUNT|eighty-four pounds sixty⟧.
CALLER: Oh and nothing battered, mum's ⟦MEDICAL|coeliac⟧. Card's ⟦CARD|$card_04⟧.
AGENT: Security code on the back?
CALLER: ⟦CVV|902⟧."""),

("slack_thread", r"""#ops-roastery
⟦PERSON|mikael.lund⟧  10:02 AM  deploy of ⟪version|roast-planner 2.7.0⟫ failing, the action can't pull the private repo (build ⟪build_number|#1184⟫)
⟦PERSON|Aoife Brennan⟧  10:04 AM  PAT expired. use mine for now ⟦APIKEY|$gh_pat_01⟧ — rotate after pls
⟦PERSON|mikael.lund⟧  10:05 AM  👍 also the Loring PLC is on ⟦IP_ADDRESS|192.168.40.23⟧ again, someone changed DHCP
⟦PERSON|Aoife Brennan⟧  10:07 AM  that was me sorry. alerts bot token is ⟦APIKEY|$slack_bot_01⟧ and the webhook ⟦SECRET|$slack_hook_01⟧ if you need to re-add it
⟦PERSON|Tariq⟧  10:09 AM  pls stop pasting tokens in here 🙃 last good commit was ⟪commit_sha|$sha1_02⟫"""),

("web_form", r"""PARTY BOOKING — ⟪org_name|Scoops & Sprinkles Gelateria⟫
Parent/guardian name: ⟦PERSON|Rebecca Tolland⟧
Child's name: ⟦PERSON|Isla Tolland⟧
Child's date of birth: ⟦DATE_OF_BIRTH|14/07/2017⟧
Allergies / dietary needs: ⟦MEDICAL|cow's milk protein allergy⟧, takes ⟦MEDICAL|cetirizine 5mg⟧ if hives
Contact phone: ⟦PHONE|07456 118 903⟧
Email: ⟦EMAIL|bex.tolland@icloud.com⟧
Home address: ⟦ADDRESS|27 Larkspur Way, Bishopbriggs, Glasgow G64 1QE⟧
Deposit paid: ⟦AMOUNT|£25.00⟧ (non-refundable)
Package: ⟪product_code|PARTY-12⟫ — ⟪price|£9.95 per child⟫
Submitted: ⟪timestamp|2024-05-20T19:44:03Z⟫"""),

("ocr_business_card", r"""OCR output (conf 0.91)
⟪org_name|MING & BROOK TEA MERCHANTS⟫
⟦PERSON|Eleanor Vasquez-Ming⟧
Senior Buyer — Oolong & Pu'er
M ⟦PHONE|+1 (415) 823-0198⟧
T ⟦PHONE|+1 415 867 2210⟧ ext ⟪extension|204⟫
E ⟦EMAIL|eleanor@mingandbrook.com⟧
⟪business_address|1180 Grant Ave, San Francisco, CA 94133⟫
W ⟪url|www.mingandbrook.com⟫
WeChat ⟦PERSON|eleanor_vm88⟧ · after hours ⟦PHONE|+1 628 204 7719⟧"""),

("shell_history", r"""  501  ssh deploy@⟦IP_ADDRESS|51.89.144.207⟧
  502  export AWS_ACCESS_KEY_ID=⟦APIKEY|$aws_akid_01⟧
  503  export AWS_SECRET_ACCESS_KEY=⟦SECRET|$aws_secret_01⟧
  504  aws s3 cp ./exports/ ⟪s3_bucket|s3://delinova-exports-eu⟫ --recursive
  505  mysql -h ⟦IP_ADDRESS|10.8.0.6⟧ -u ⟦PERSON|cfarrugia⟧ -p'⟦PASSWORD|Prosciutto#2024⟧' deli_pos
  506  cd /home/⟦PERSON|cfarrugia⟧/backups && ls -la
  507  git log -1 --format=%H   # ⟪commit_sha|$sha1_03⟫
  508  curl -s http://⟪loopback|127.0.0.1⟫:⟪port|8080⟫/health"""),

("invoice", r"""INVOICE ⟪invoice_no|NC-2024-0611⟫
⟪org_name|The Nutty Cheddar Ltd⟫ · VAT reg ⟪vat_number|GB 318 4472 09⟫

Bill to: ⟦PERSON|Olivia Brandt⟧ & ⟦PERSON|Sam Achebe⟧
⟦ADDRESS|Garden Flat, 9 Rodney Road, Cheltenham GL50 1HX⟧

Wedding cheese tower, 5 tiers ............ ⟪price|£420.00⟫
Delivery & set-up ........................ ⟪price|£35.00⟫
TOTAL DUE ................................ ⟦AMOUNT|£455.00⟧
Deposit received 02/04 ................... ⟦AMOUNT|£150.00⟧
Balance .................................. ⟦AMOUNT|£305.00⟧

Payable to ⟪org_iban|$org_iban_01⟫ within 14 days. Thank you!"""),

("stack_trace", r"""Traceback (most recent call last):
  File "/srv/cocoa/app/checkout.py", line 212, in charge
    resp = stripe.PaymentIntent.create(amount=total, customer=cust_id)
  File "/usr/lib/⟪version|python3.11⟫/site-packages/stripe/api_requestor.py", line 398, in request
stripe.error.CardError: Request ⟪request_id|req_8Ghs2LkQpWm3Ty⟫: Your card was declined.
Locals: {'email': '⟦EMAIL|marta.kowalczyk@wp.pl⟧', 'name': '⟦PERSON|Marta Kowalczyk⟧', 'total': ⟪amount_minor_units|6400⟫, 'card_number': '⟦CARD|$card_02⟧', 'cvc': '⟦CVV|381⟧', 'api_key': '⟦APIKEY|$stripe_sk_02⟧', 'client_ip': '⟦IP_ADDRESS|83.24.191.66⟧'}"""),

("meeting_minutes", r"""Minutes – staff meeting, ⟪org_name|Ridgeback Coffee Roasters⟫, ⟪date|Tue 9 July 2024⟫
Present: ⟦PERSON|Hannah Oyelaran⟧ (chair), ⟦PERSON|Kit Daly⟧, ⟦PERSON|R. Sandoval⟧, ⟦PERSON|Benji⟧

1. Roaster #2 (⟪model_number|Giesen W15A⟫) afterburner service booked, quote ⟪quote_amount|£1,240⟫ + VAT.
2. ⟦PERSON|Kit⟧ back from ⟦MEDICAL|knee surgery⟧ on the 22nd — light duties, no lifting sacks until physio signs off.
3. Payroll: ⟦PERSON|Benji⟧'s back-pay of ⟦AMOUNT|£312.40⟧ goes out with July wages.
4. Safe code changed to ⟦PASSWORD|6 0 2 8⟧ — do NOT write it on the rota this time.
5. AOB: ⟦PERSON|Hannah⟧'s leaving do at the Crown on the 26th."""),

("forum_post", r"""Re: anyone else get the "terminal upgrade" scam call??
Posted by ⟦PERSON|gelato_gav⟧ » ⟪timestamp|Thu Mar 07, 2024 9:12 pm⟫

Had a bloke ring the parlour claiming to be from the card machine company, asked for our merchant ID (gave him ⟪merchant_id|MID 4471092238⟫ like an idiot) then wanted the admin password for the terminal. Didn't give him that. He rang from ⟦PHONE|0203 880 1147⟧ and said his name was ⟦PERSON|Craig Lomas⟧. Reported to Action Fraud, ref ⟪crime_ref|NFRC240301772⟫.
My other half ⟦PERSON|Jo⟧ reckons it's the same lot that hit ⟪org_name|Dolce Vita Ices⟫ in ⟪place_name|Whitley Bay⟫ last year, they lost ⟪org_loss|£2,300⟫. PM me or ⟦EMAIL|gav.ices@gmail.com⟧ if it happens to you."""),

("product_review", r"""★★★★☆  "Lovely smoky lapsang but the tin arrived dented"
⟦PERSON|Derek H.⟧ — verified buyer — ⟪date|12 Feb 2024⟫
Bought the ⟪product_code|LS-250-TIN⟫ for my dad who's on ⟦MEDICAL|warfarin⟧ and has to watch the green tea (vitamin K thing) so black only for him. Order ⟪order_id|#MB77120⟫ took 9 days which isn't great. Customer service (⟦PERSON|Priti⟧) sorted a ⟦AMOUNT|£5⟧ refund same day though, so 4 stars."""),

("k8s_secret_yaml", r"""apiVersion: v1
kind: Secret
metadata:
  name: pos-sync
  namespace: ⟪k8s_namespace|gelato-prod⟫
stringData:
  TWILIO_ACCOUNT_SID: ⟪account_sid|$twilio_sid_01⟫
  TWILIO_AUTH_TOKEN: ⟦SECRET|$twilio_token_01⟧
  SMS_FROM: "⟦PHONE|+447480 811 392⟧"
  OWNER_MOBILE: "⟦PHONE|+44 7384 226 019⟧"
  MAILGUN_API_KEY: ⟦APIKEY|$mailgun_01⟧
  TOTP_SEED_ADMIN: ⟦SECRET|$totp_01⟧
  REDIS_URL: redis://:⟦SECRET|cr3am!Sundae77⟧@⟦IP_ADDRESS|172.20.1.9⟧:⟪port|6379⟫/0
  IMAGE_TAG: ⟪image_tag|v5.2.3-alpine⟫"""),

("job_application_email", r"""Subject: Application – Saturday counter assistant (ref ⟪job_ref|REF-SAT-07⟫)

Dear Ms ⟦PERSON|Rinaldi⟧,

I'd like to apply for the weekend counter role at ⟪org_name|Casa Morandi Deli⟫. I'm in my first year at ⟪institution_name|Leeds Beckett⟫ and worked two summers on a cheese counter.
My details: ⟦PERSON|Chiamaka Eze⟧, DOB ⟦DATE_OF_BIRTH|03/03/2005⟧, NI number ⟦NATIONAL_ID|$nino_01⟧, mobile ⟦PHONE|07946 330 218⟧, address ⟦ADDRESS|41 Brudenell Grove, Leeds LS6 1HR⟧.
I should mention I have ⟦MEDICAL|type 1 diabetes⟧, well managed — I just need to keep glucose tablets by the till. My last job paid ⟦AMOUNT|£11.44 an hour⟧.

Kind regards,
⟦PERSON|Chiamaka⟧"""),

("voice_dictation", r"""Note for ⟦PERSON|Sheila⟧ — right, wages this week. ⟦PERSON|Darren⟧ did forty-two hours so that's ⟦AMOUNT|four hundred and eighty pounds⟧ give or take, ⟦PERSON|Kieran⟧ twenty hours so ⟦AMOUNT|two hundred and eight quid⟧. Pay ⟦PERSON|Darren⟧ into his new account, it's ⟦IBAN|$iban_01⟧, he's changed banks. Council inspection is ⟪date|Thursday the 18th⟫, inspector's a Mr ⟦PERSON|Abbas⟧. Order another ⟪quantity|20 kilos⟫ of beef dripping from ⟪org_name|Ashworth Wholesale⟫, our account's ⟪supplier_account|ASH-00912⟫. Ta."""),

("voicemail_transcript", r"""Voicemail from ⟦PHONE|+353 87 614 2290⟧ — ⟪timestamp|Fri 14:37⟫ — length ⟪duration|0:48⟫
"Hi, this is ⟦PERSON|Niamh Gallagher⟧ about the smoked salmon, the Christmas order, ⟪order_id|XMAS-SALM-0338⟫. I paid the ⟦AMOUNT|€60⟧ deposit already. Could you deliver to my sister's instead, ⟦ADDRESS|Apt 4, 22 Ailesbury Road, Ballsbridge, Dublin 4, D04 X2K7⟧? She's ⟦PERSON|Gráinne⟧, her number's ⟦PHONE|oh eight three, two one seven, five five four nine⟧. Thanks a million, bye." """),

("csv_export", r"""customer_id,name,email,phone,plan,price,next_ship,card
⟪customer_id|C-30018⟫,⟦PERSON|Leon Barthes⟧,⟦EMAIL|leon.barthes@orange.fr⟧,⟦PHONE|+33 6 12 48 90 37⟧,⟪plan_name|Espresso Monthly⟫,⟪price|€18.90⟫,⟪date|2024-08-01⟫,⟪masked_card|••6612⟫
C-30019,⟦PERSON|Inês Carvalho⟧,⟦EMAIL|inescarvalho@sapo.pt⟧,⟦PHONE|+351 912 448 301⟧,Filter Fortnightly,€12.50,2024-07-25,••0934
C-30020,⟦PERSON|Wout De Smet⟧,⟦EMAIL|wout.desmet@telenet.be⟧,⟦PHONE|+32 478 21 66 09⟧,Espresso Monthly,€18.90,2024-08-01,⟪masked_card|••7781⟫"""),
]

TEXTS += [
("sms", r"""hiya ⟦PERSON|Bea⟧ can u grab my order from ⟪org_name|Fenwick's Deli⟫ on ur way home, its under ⟦PERSON|Ollie Marchetti⟧ (⟪order_id|FD-5531⟫), already paid ⟦AMOUNT|£32.75⟧. just leave it inside, key safe code is ⟦PASSWORD|3 9 1 4⟧, flat is ⟦ADDRESS|Flat 7, 88 Chapel Street, Salford M3 5DW⟧. dont let ⟪pet_name|Biscuit⟫ out!! ta xx"""),

("email", r"""From: ⟦PERSON|Lucie Marchand⟧ <⟦EMAIL|lucie.marchand@cacao-atelier.fr⟧>
To: ⟦PERSON|Mathieu Vidal⟧
Subject: facture Pâques / Easter moulds

Bonjour ⟦PERSON|Mathieu⟧,

Please find my freelance invoice ⟪invoice_no|F-2024-019⟫ for the Easter moulding work at ⟪org_name|Chocolaterie Vidal⟫: ⟦AMOUNT|€1,860.00⟧. Attention, new personal account: ⟦IBAN|$iban_03⟧ (BIC ⟪bic|CCBPFRPPNTE⟫). Your accountant also asked for my n° de sécu: ⟦NATIONAL_ID|$nir_01⟧.

Merci et à bientôt,
⟦PERSON|Lucie⟧ — ⟦PHONE|+33 6 71 28 44 90⟧"""),

("json_app_log", r"""{"ts":"⟪timestamp|2024-04-02T11:15:09.331Z⟫","level":"warn","svc":"checkout","trace_id":"⟪trace_id|4bf92f3577b34da6a3ce929d0e0e4736⟫","msg":"address validation failed","user":{"id":⟪user_id|77120⟫,"email":"⟦EMAIL|tom.okonkwo@proton.me⟧","ip":"⟦IP_ADDRESS|86.12.201.77⟧"},"shipping":"⟦ADDRESS|12B Ferndale Road, Brixton, London SW9 8BJ⟧"}
{"ts":"2024-04-02T11:15:10.002Z","level":"info","svc":"checkout","msg":"retry ok","user":{"id":77120,"email":"⟦EMAIL|tom.okonkwo@proton.me⟧"},"total":"⟦AMOUNT|GBP 27.40⟧","auth":"Bearer ⟦APIKEY|$jwt_01⟧"}"""),

("hr_onboarding_form", r"""NEW HIRE FORM — ⟪org_name|Frosty Pete's Creamery⟫, ⟪place_name|Cape Cod⟫
Employee: ⟦PERSON|Kayla M. Donnelly⟧
SSN: ⟦SSN|$ssn_01⟧
DOB: ⟦DATE_OF_BIRTH|June 3, 2006⟧
Home address: ⟦ADDRESS|56 Cranberry Hwy, Wareham, MA 02571⟧
Emergency contact: ⟦PERSON|Pat Donnelly⟧ (mother) ⟦PHONE|(508) 291-4470⟧
Pay: ⟦AMOUNT|$16.50/hr⟧, direct deposit, bank routing ⟪routing_number|011000138⟫
⟪form_id|I-9⟫ List A document seen: US passport ⟦PASSPORT|$passport_03⟧"""),

("markdown_table", r"""## Stew & Steep — shop contacts (⟪doc_version|rota v12⟫, updated ⟪date|3 Mar 2024⟫)

| Name | Role | Mobile | Email | Notes |
|---|---|---|---|---|
| ⟦PERSON|Yusuf Demir⟧ | Shop lead | ⟦PHONE|07712 448 091⟧ | ⟦EMAIL|yusuf@stewandsteep.co.uk⟧ | keys + alarm (code ⟦PASSWORD|8842#⟧) |
| ⟦PERSON|Grace Whitfield⟧ | Weekends | ⟦PHONE|07388 120 556⟧ | ⟦EMAIL|gracewhitfield02@gmail.com⟧ | ⟦MEDICAL|asthmatic⟧, inhaler in office |
| ⟦PERSON|Tomasz Nowicki⟧ | Blending | ext ⟪extension|23⟫ | — | forklift cert ⟪cert_number|FLT-22-0871⟫ |"""),

("git_commit_diff", r"""commit ⟪commit_sha|$sha1_04⟫
Author: ⟦PERSON|Rosa Albescu⟧ <⟦EMAIL|rosa.albescu@bonbonniere.io⟧>
Date:   ⟪timestamp|Mon Jan 15 16:40:12 2024 +0100⟫

    add shopify sync (temp creds, will move to vault)

diff --git a/config/shopify.yml b/config/shopify.yml
+store: ⟪shop_domain|bonbonniere-eu.myshopify.com⟫
+admin_token: ⟦APIKEY|$shopify_01⟧
+api_version: ⟪api_version|2024-01⟫
+notify_webhook: ⟦SECRET|$discord_hook_01⟧
+fallback_smtp_password: ⟦PASSWORD|pralin3-Noisette⟧"""),

("sms", r"""⟪org_name|FreshCatch Direct⟫: your driver ⟦PERSON|Marek⟧ will arrive 10:30–11:30 today. Track: ⟪tracking_url|fcd.sh/t/9XK2PQ⟫. Paid ⟦AMOUNT|£41.20⟧ on card ending ⟪masked_card|**44⟫. Questions? Call ⟦PHONE|0345 600 8812⟧ (Mon–Sat). Ref ⟪order_id|FCD-771204⟫"""),

("accident_book", r"""ACCIDENT BOOK ENTRY — ⟪org_name|Hartley & Sons Butchers⟫, ⟪place_name|Skipton⟫
Date/time: ⟪timestamp|17/11/2023 15:20⟫
Injured person: ⟦PERSON|Maureen Tetley⟧ (customer), DOB ⟦DATE_OF_BIRTH|22/06/1948⟧
Address: ⟦ADDRESS|3 Raikes Road, Skipton BD23 1NP⟧   Tel: ⟦PHONE|01756 793 028⟧
What happened: slipped on wet floor by the door. ⟦MEDICAL|Suspected fractured left wrist⟧, ⟦MEDICAL|graze to forehead⟧. First aid given by ⟦PERSON|Liam Hartley⟧. Ambulance not called, her daughter drove her to A&E.
Witness: ⟦PERSON|Gordon Ibbotson⟧"""),

("pos_receipt", r"""⟪org_name|GELATO MIO⟫
⟪business_address|14 Market Place, Whitby YO21 3BS⟫
⟪vat_number|VAT 284 5519 63⟫
Till 2   ⟪timestamp|28/07/24 16:52⟫   Served by ⟦PERSON|Chloe⟧
2x Pistachio cone        ⟪price|£7.80⟫
1x Affogato              ⟪price|£4.25⟫
TOTAL                    ⟦AMOUNT|£12.05⟧
VISA CONTACTLESS  ⟪masked_card|************4471⟫
AUTH ⟪auth_code|083412⟫
Loyalty: ⟦PERSON|J. Okoro⟧ — 7/10 stamps"""),

("json_config", r"""{
  "merchant_id": "⟪merchant_id|ML8T3D5QW2H1K⟫",
  "location_id": "⟪location_id|L7H2K9M4Q3P8⟫",
  "application_id": "⟪app_id|sq0idp-7Hq2xZk4M1pW9aR3tL8vNc⟫",
  "access_token": "⟦APIKEY|$square_01⟧",
  "webhook_signature_key": "⟦SECRET|$signsec_01⟧",
  "owner": {"name": "⟦PERSON|Giulia Ferraro⟧", "phone": "⟦PHONE|+39 347 218 8390⟧", "email": "⟦EMAIL|giulia@salumeriaferraro.it⟧"}
}"""),

("crm_note", r"""CRM › Contacts › ⟦PERSON|Harriet Lyle-Bowen⟧
Company: ⟪org_name|Northgate Architects⟫   Owner: ⟦PERSON|Ed⟧
Last contact ⟪date|04/12/2023⟫: ordered 40 staff Christmas hampers (quote ⟪quote_amount|£3,960⟫, invoiced to company). Also paid ⟦AMOUNT|£85⟧ herself for one extra hamper to her mum, on ⟦CARD|$card_07⟧, CVV ⟦CVV|290⟧ (card no. + CVV noted by mistake — pls delete!!).
Mobile ⟦PHONE|07887 412 650⟧. PA is ⟦PERSON|Nadia⟧, ⟦EMAIL|nadia.q@northgatearchitects.co.uk⟧."""),

("live_chat", r"""[Live chat ⟪chat_id|#LC-90213⟫]
⟪bot_name|Leafy⟫: Hi! I'm Leafy 🌿 How can I help?
Customer: cant log in, email is ⟦EMAIL|pjanssens@telenet.be⟧
Agent (⟦PERSON|Sofie⟧): Hi! I can send a reset link to that address.
Customer: ive tried. just tell me if my password is ⟦PASSWORD|Earlgrey1990!⟧ or ⟦PASSWORD|earlgrey1990⟧
Agent (⟦PERSON|Sofie⟧): Please never share your password in chat 🙏 I've sent a reset. Your next box (⟪product_code|SUB-BLK-M⟫) ships ⟪date|15 May⟫.
Customer: ok thx. im ⟦PERSON|Pieter⟧ btw. and charge my new card not the old one ⟦CARD|$card_11⟧
Agent (⟦PERSON|Sofie⟧): I can't take card numbers here, please update it under Account › Billing."""),

("docker_compose", r"""services:
  roastlog:
    image: ⟪docker_image|ghcr.io/emberroast/roastlog:1.9.4⟫
    environment:
      - DB_URL=mysql://roast:⟦SECRET|B3anSt0ck!⟧@db:⟪port|3306⟫/roastlog
      - OPENAI_API_KEY=⟦APIKEY|$openai_01⟧
      - ADMIN_USER=⟦PERSON|nkemp⟧
      - ADMIN_PASSWORD=⟦PASSWORD|Yirg@cheffe-2023⟧
      - SCALE_HOST=⟦IP_ADDRESS|192.168.7.41⟧
    ports:
      - "⟪port_mapping|8088:80⟫"
"""),

("supply_contract", r"""SUPPLY AGREEMENT (extract) — No. ⟪contract_no|SA-2024-017⟫
Between ⟪org_name|Highland Smokehouse Partners LLP⟫ ("the Buyer") and ⟦PERSON|Alasdair Munro⟧, sole trader trading as ⟪trading_name|Munro Creel Fish⟫, of ⟦ADDRESS|Tigh na Mara, 7 Shore Street, Ullapool IV26 2UR⟧ ("the Supplier").
3.1 The Buyer shall pay the Supplier ⟦AMOUNT|£2,750 per month⟧ for langoustine and hand-dived scallops.
3.2 Payment by transfer to the Supplier's account ⟦IBAN|$iban_20⟧.
9. Notices: ⟦EMAIL|alasdair.munro@btconnect.com⟧, tel ⟦PHONE|01854 612 447⟧.
Signed ⟦PERSON|A. Munro⟧, ⟪date|1 March 2024⟫. Witness: ⟦PERSON|Morag Fraser⟧."""),

("social_post", r"""📣 WE'RE OPEN! ⟪org_name|Nonna's Gelato Bar⟫ is now scooping at ⟪business_address|22 The Parade, Leamington Spa CV32 4AT⟫ 🍦 Cones from ⟪price|£3.20⟫, tubs ⟪price|£5.50⟫. 20% off with code ⟪coupon_code|SUMMER20⟫ until ⟪date|31 Aug⟫ — tag us #nonnasgelato"""),

("remittance_advice", r"""REMITTANCE ADVICE
From: ⟪org_name|Old Dairy Cheese Co.⟫ — Refunds (⟦EMAIL|refunds@olddairycheese.com⟧)
To: ⟦PERSON|Benedikt Sauer⟧ (⟦PHONE|+49 152 2804 7716⟧)
Amount: ⟦AMOUNT|EUR 74,20⟧
Credited to: ⟦IBAN|$iban_02⟧
Reason: damaged parcel, order ⟪order_id|ODC-55190⟫
Value date: ⟪date|2024-06-03⟫   Our ref: ⟪payment_reference|RF-2024-0603-11⟫"""),

("email", r"""Hi ⟦PERSON|Claudette⟧!

So excited about the favours. Final numbers: ⟪quantity|112 guests⟫. One thing — my fiancé ⟦PERSON|Rohan⟧ has ⟦MEDICAL|a peanut allergy⟧ (the anaphylaxis kind) so please make the whole batch in the nut-free kitchen. Wedding's at ⟪venue_name|Hengrave Hall⟫ on ⟪date|14th September⟫. I've just transferred the second instalment of ⟦AMOUNT|£640⟧.
Could you deliver to my parents', ⟦ADDRESS|Oak Cottage, 2 Church Lane, Lavenham, Sudbury CO10 9SA⟧, the day before? Ring me on ⟦PHONE|07811 093 552⟧ if anything.

xx ⟦PERSON|Meera⟧"""),

("sql_query_output", r"""mysql> SELECT emp_id, name, ssn, hourly, hired FROM payroll WHERE store='⟪store_code|BKLYN-02⟫';
+--------+------------------+-------------+--------+------------+
| emp_id | name             | ssn         | hourly | hired      |
+--------+------------------+-------------+--------+------------+
| ⟪employee_id|E-2291⟫ | ⟦PERSON|Marisol Peña⟧     | ⟦SSN|$ssn_02⟧ | ⟦AMOUNT|$19.25⟧ | ⟪date|2021-04-12⟫ |
| E-2304 | ⟦PERSON|Avi Rosenbaum⟧    | ⟦SSN|$ssn_03⟧ | ⟦AMOUNT|$22.00⟧ | 2019-10-01 |
| E-2317 | ⟦PERSON|DeShawn Lyles⟧    | ⟦SSN|$ssn_05⟧ | ⟦AMOUNT|$18.50⟧ | 2023-06-19 |
+--------+------------------+-------------+--------+------------+
3 rows in set (⟪query_time|0.00 sec⟫)"""),

("email", r"""Hi ⟦PERSON|Gemma⟧,
⟦PERSON|Rhys⟧ dropped his fit note (⟪document_type|MED3⟫) in this morning — signed off two weeks with ⟦MEDICAL|lower back strain⟧. GP's put him on ⟦MEDICAL|naproxen 500mg⟧ and a ⟦MEDICAL|physio referral⟧. He asked if SSP can go to his usual account. Back ⟪date|Mon 22nd⟫ hopefully. ⟦PERSON|Ant⟧'s covering the Saturdays.
Cheers, ⟦PERSON|Pete⟧ — ⟪org_name|Pryce Family Butchers⟫"""),

("wholesale_order_form", r"""WHOLESALE ORDER — ⟪org_name|Pengelly Fish Merchants⟫
Account holder: ⟦PERSON|Kwame Asante⟧ (trading as ⟪trading_name|Jollof & Co. Kitchen⟫)
Mobile: ⟦PHONE|07404 556 218⟧   Email: ⟦EMAIL|kwame.asante@jollofandco.com⟧
⟪product_code|HAL-FIL-2KG⟫  Halibut fillet   x3   ⟪price|£38.00/2kg⟫
Delivery slot: ⟪delivery_slot|06:00–07:00⟫
Pay by: AMEX ⟦CARD|$card_03⟧  CID ⟦CVV|4471⟧
Total charged: ⟦AMOUNT|£212.60⟧"""),

("incident_report", r"""INCIDENT ⟪incident_id|SEC-2024-006⟫ — failed logins on shop admin
Timeline (UTC)
⟪timestamp|02:14⟫  1,204 failed logins for user ⟦PERSON|admin.hfoster⟧ from ⟦IP_ADDRESS|185.220.101.47⟧ and ⟦IP_ADDRESS|45.153.160.2⟧
02:31  successful login from ⟦IP_ADDRESS|2001:41d0:303:2c4b::1⟧
03:05  attacker added payout account ⟦IBAN|$iban_12⟧ (reverted 03:40)
Owner ⟦PERSON|Harry Foster⟧ confirmed the password was ⟦PASSWORD|roastmaster1⟧ (reused elsewhere). Reset, MFA enforced, WAF rule ⟪rule_id|942100⟫ enabled. Office IP ⟦IP_ADDRESS|62.31.88.140⟧ allow-listed; runbook example range ⟪doc_ip|198.51.100.7⟫ removed."""),

("email", r"""To: ⟦EMAIL|privacy@cuttysarktea.co.uk⟧
Subject: Subject Access Request

Under the UK GDPR I request a copy of all personal data ⟪org_name|Cutty Sark Tea Co.⟫ holds about me.
Name: Ms ⟦PERSON|Hollie Brennan-Keyes⟧
Customer no.: ⟪customer_id|CST-004418⟫
DOB: ⟦DATE_OF_BIRTH|9 May 1979⟧
Address: ⟦ADDRESS|22 Quarry Rise, Totnes TQ9 5HP⟧
Email: ⟦EMAIL|hollie.bk@gmx.co.uk⟧
Proof of ID: passport ⟦PASSPORT|$passport_04⟧ (scan attached).
Please respond by ⟪date|12 July 2024⟫."""),
]

TEXTS += [
("python_snippet", r"""# stock_alert.py — pings the shop group when the ice bins run low (pinned requests ⟪version|2.31.0⟫)
import requests

BOT_TOKEN = "⟦APIKEY|$telegram_01⟧"
CHAT_ID = ⟪chat_id|-1001874402231⟫
OWNER = "⟦PERSON|Stavros Papadakis⟧"  # ⟦PHONE|+30 694 512 7730⟧
MAPS_KEY = "⟦APIKEY|$google_01⟧"
MAPS_KEY_DOCS = "⟪placeholder_key|YOUR_API_KEY_HERE⟫"
"""),

("invitation_letter", r"""LETTER OF INVITATION

⟪org_name|Darjeeling Leaf Exchange Pvt Ltd⟫ is pleased to invite Mr ⟦PERSON|Oliver James Penhaligon⟧, British national, passport no. ⟦PASSPORT|$passport_16⟧, date of birth ⟦DATE_OF_BIRTH|17 October 1983⟧, buyer for ⟪org_name|Rowe & Tilly Tea Merchants⟫, to visit our estates near ⟪place_name|Kurseong⟫ from ⟪date|4 to 18 April 2024⟫. All local expenses will be borne by us.
Local contact: ⟦PERSON|Anirban Ghosh⟧, ⟦PHONE|+91 98300 41276⟧, ⟦EMAIL|anirban.ghosh@dlex.in⟧.
Signatory Aadhaar (for the consulate file): ⟦NATIONAL_ID|$aadhaar_01⟧"""),

("notes_app", r"""Shopify backup codes — ⟦PERSON|Carmen Ruiz⟧ (⟦EMAIL|carmen@ultramarinosruiz.es⟧), ⟪org_name|Ultramarinos Ruiz⟫
⟦SECRET|$rc_a1⟧    ⟦SECRET|$rc_a2⟧
⟦SECRET|$rc_a3⟧    ⟦SECRET|$rc_a4⟧
⟦SECRET|$rc_a5⟧    ⟦SECRET|$rc_a6⟧
generated ⟪timestamp|2024-01-08 19:03⟫ · each code works once · store id ⟪store_id|62118840391⟫"""),

("email", r"""Hi there,

Could you issue the invoice (factura) in my name please: ⟦PERSON|Javier Ortega Lumbreras⟧, DNI ⟦NATIONAL_ID|$dni_01⟧, ⟦ADDRESS|Calle del Pez 17, 3º B, 28004 Madrid⟧. The paleta order ⟪order_id|PED-00918⟫ (⟪product_code|JIB-5J-PALETA⟫) came to ⟦AMOUNT|€289.00⟧ from ⟪org_name|Jamones Beltrán⟫.
My colleague ⟦PERSON|Elena⟧ ordered one too, her NIE is ⟦NATIONAL_ID|$nie_01⟧ if you need it for hers.

Thanks!
⟦PERSON|Javi⟧ · ⟦PHONE|+34 612 448 903⟧"""),

("sentry_event", r"""Sentry event ⟪event_id|$uuid_01⟫
KeyError: 'loyalty_tier' in rewards.views.claim for user ⟦PERSON|bfitzgerald⟧
release: ⟪release|scoop-app@4.8.1+311⟫   device: ⟪device_model|Pixel 7⟫
user: id=⟪user_id|55301⟫ email=⟦EMAIL|brid.fitzgerald@eircom.net⟧ ip_address=⟦IP_ADDRESS|2a02:8084:4a1:6b80:d1c2:7fe3:9a04:1e25⟧
breadcrumb: POST /api/v2/birthday {"dob": "⟦DATE_OF_BIRTH|1994-11-02⟧"}
request.headers.Cookie: sessionid=⟦SECRET|$cookie_01⟧"""),

("whatsapp_group", r"""[⟪timestamp|18:02⟫] ⟦PERSON|Amara⟧: who's closing tmrw?
[18:03] ⟦PERSON|Finn⟧: me. whats the alarm code again
[18:03] ⟦PERSON|Amara⟧: ⟦PASSWORD|1 9 7 3⟧ then #
[18:05] ⟦PERSON|Big Stu⟧: walk-in reading ⟪temperature|7°C⟫ again, engineer booked, job ref ⟪job_ref|RF-22817⟫
[18:06] ⟦PERSON|Finn⟧: ⟦PERSON|Amara⟧ can u send me the ⟦AMOUNT|£14⟧ for the milk lol
[18:07] ⟦PERSON|Amara⟧: sent 💸"""),

("terminal_session", r"""$ whoami
⟦PERSON|ssilva⟧
$ cat ~/.ssh/roaster_deploy
⟦SECRET|$pem_02⟧
$ ssh -i ~/.ssh/roaster_deploy ⟦PERSON|ssilva⟧@⟦IP_ADDRESS|88.198.12.74⟧ -p ⟪port|2222⟫
Host key fingerprint is ⟪ssh_fingerprint|SHA256:nThbg6kXUpJWGl7E1IGOCspRomTxdCARLviKw6E5SY8⟫
Last login: ⟪timestamp|Wed May  8 07:12:44 2024⟫ from ⟦IP_ADDRESS|10.42.0.5⟧"""),

("loyalty_statement", r"""Dear ⟦PERSON|Agnieszka⟧,
Your ⟪org_name|Golden Tips Tea Club⟫ statement for ⟪period|June 2024⟫:
Points: ⟪points_balance|1,240 pts⟫
Store credit: ⟦AMOUNT|£12.40⟧
Next box goes to ⟦ADDRESS|Flat 12, Wren House, 5 Cable Street, London E1 8JG⟧ on the 3rd.
Membership no. ⟪membership_no|GT-0093318⟫
Questions? ⟦EMAIL|club@goldentipstea.co.uk⟧ or ⟦PHONE|0161 496 7720⟧"""),

("starter_checklist", r"""Starter checklist — ⟪org_name|Polskie Smaki Deli⟫, ⟪place_name|Ealing⟫
Name: ⟦PERSON|Katarzyna Wiśniewska⟧ ("⟦PERSON|Kasia⟧")
DOB: ⟦DATE_OF_BIRTH|14.02.1990⟧
PESEL (for her PIT form): ⟦NATIONAL_ID|$pesel_01⟧
UK NI no.: ⟦NATIONAL_ID|$nino_03⟧
Wages to: ⟦IBAN|$iban_10⟧ (PL account — check fees!)
First aid note: ⟦MEDICAL|allergic to penicillin⟧
Start ⟪date|1 July⟫, rate ⟦AMOUNT|£12.00/h⟧"""),

("sql_dump", r"""INSERT INTO `wp_users` VALUES (⟪row_id|14⟫,'⟦PERSON|sgoldberg⟧','⟪password_hash|$P$BxY7kq0Zr5nT1uVw3lH8dKe2fJ9sA1.⟫','⟦EMAIL|sarah.goldberg@aol.com⟧','⟪timestamp|2019-03-02 11:20:44⟫','⟦PERSON|Sarah Goldberg⟧');
INSERT INTO `wp_users` VALUES (15,'⟦PERSON|mo.haddad⟧','⟪password_hash|$P$B4mWq9cVz2Lr8Hs6Tk1Yp0Ne3Ux5Dj7.⟫','⟦EMAIL|mo.haddad@yahoo.com⟧','2019-03-05 08:02:17','⟦PERSON|Mohammed Haddad⟧');"""),

("bank_statement", r"""ACCOUNT STATEMENT  ⟪statement_period|01/04/2024 – 30/04/2024⟫
Mr ⟦PERSON|R J Aldous⟧ · account ⟪masked_account|****7731⟫ · sort code ⟪sort_code|50-74-73⟫
IBAN ⟦IBAN|$iban_26⟧
02 Apr  CARD ⟪merchant_name|NEALS YARD DAIRY⟫              ⟦AMOUNT|£48.20⟧
03 Apr  FPS IN ⟦PERSON|T ALDOUS⟧ pocket money                 ⟦AMOUNT|£25.00⟧
30 Apr  Closing balance                                 ⟦AMOUNT|£1,912.33⟧"""),

("email", r"""Hi team,

For the Singapore customs declaration on my tea order ⟪order_id|SG-40217⟫ (⟪hs_code|HS 0902.30⟫) here are my details:
⟦PERSON|Tan Wei Ling⟧, NRIC ⟦NATIONAL_ID|$nric_01⟧
⟦ADDRESS|Blk 214 Bishan Street 23, #07-112, Singapore 570214⟧
hp ⟦PHONE|+65 9123 4780⟧
I paid ⟦AMOUNT|SGD 212.40⟧ incl. shipping. Please don't send via ⟪courier_name|SingPost⟫ again, it took 3 weeks.

Thanks!"""),

("payroll_note", r"""T4 prep — ⟪org_name|Glacier Boréal inc.⟫ (BN ⟪business_number|81234 5678 RT0001⟫), tax year ⟪tax_year|2023⟫
Employee: ⟦PERSON|Émilie Tremblay-Roy⟧   SIN ⟦NATIONAL_ID|$sin_01⟧
⟦ADDRESS|4280 rue Saint-Denis, app. 3, Montréal QC H2J 2K8⟧
Box 14 employment income: ⟦AMOUNT|$18,412.50 CAD⟧"""),

("email", r"""Olá ⟦PERSON|Ben⟧,

For the export paperwork your importer needs my CPF: ⟦NATIONAL_ID|$cpf_01⟧. For lot ⟪lot_number|FZ-SM-2024-07⟫ (⟪quantity|18 bags⟫) the balance due to me is ⟦AMOUNT|US$ 6.840,00⟧ — bank details to follow from my accountant.

Abraço,
⟦PERSON|Sebastião Prado⟧ — ⟪org_name|Fazenda Santa Marta⟫
⟦PHONE|+55 35 99812-4471⟧ (WhatsApp também)"""),

("membership_form", r"""MEMBERSHIP APPLICATION — ⟪org_name|Lam Kee Tea House⟫ (est. 1952)
Name: ⟦PERSON|CHAN Siu-ming⟧        HKID: ⟦NATIONAL_ID|$hkid_01⟧
Mobile: ⟦PHONE|+852 9187 3346⟧      Email: ⟦EMAIL|sm.chan@netvigator.com⟧
Address: ⟦ADDRESS|Flat C, 12/F, Kam Fung Mansion, 88 Castle Peak Road, Sham Shui Po, Kowloon⟧
Fee schedule: ⟪price|HK$380 / year⟫      Paid: ⟦AMOUNT|HK$380.00⟧      Member no. ⟪member_no|LK-M-20417⟫"""),

("supplier_onboarding", r"""Supplier onboarding — ⟪org_name|Kafferosteriet Söder AB⟫ (org.nr ⟪org_number|556677-8899⟫)
Sole director: ⟦PERSON|Linnea Åberg⟧, personnummer ⟦NATIONAL_ID|$pnr_01⟧
Home: ⟦ADDRESS|Götgatan 48, 118 26 Stockholm⟧
⟦PHONE|+46 70 412 88 19⟧ · ⟦EMAIL|linnea@rosterietsoder.se⟧
Director's own account for expense refunds: ⟦IBAN|$iban_19⟧"""),

("hr_record", r"""Dossier personnel — ⟪org_name|Maison Desmet Chocolatier⟫ — ⟪employee_id|EMP-0412⟫
⟦PERSON|Thibault Vermeulen⟧, chocolatier-confiseur (⟪joint_committee|CP 118⟫)
Numéro national: ⟦NATIONAL_ID|$bnn_02⟧ · né le ⟦DATE_OF_BIRTH|15/02/1968⟧
Salaire: ⟦AMOUNT|€3.150 brut⟧ / mois → ⟦IBAN|$iban_23⟧
GSM: ⟦PHONE|+32 475 88 12 04⟧"""),

("payslip", r"""Loonstrook ⟪period|mei 2024⟫ — ⟪org_name|Kaashuis Het Gouden Wiel⟫
Werknemer: ⟦PERSON|Sanne Bakker⟧ · BSN ⟦NATIONAL_ID|$bsn_01⟧ · geb. ⟦DATE_OF_BIRTH|12-08-1997⟧
Netto uitbetaald: ⟦AMOUNT|€2.014,66⟧ naar ⟦IBAN|$iban_04⟧
Loonheffingennummer werkgever: ⟪payroll_tax_number|8124.55.339.L01⟫"""),

("firewall_config", r"""# /etc/nftables.d/shop.conf — managed by ⟦PERSON|jbamford⟧, do not hand-edit
define POS_TERMINALS = { ⟦IP_ADDRESS|192.168.10.21⟧, ⟦IP_ADDRESS|192.168.10.22⟧ }
define OWNER_HOME = ⟦IP_ADDRESS|94.173.52.118⟧
define OWNER_4G = ⟦IP_ADDRESS|100.81.243.9⟧   # CGNAT, changes daily
define DOCS_NET = ⟪doc_ip|192.0.2.0/24⟫
# lan mask ⟪netmask|255.255.255.0⟫, router firmware ⟪firmware_version|10.2.0.41⟫"""),

("note_to_self", r"""Reminder to self: pay ⟦PERSON|Dougie⟧ back ⟦AMOUNT|sixty quid⟧ for the ice. New bank card PIN is ⟦PASSWORD|0 4 1 7⟧ — DELETE THIS. Vet for ⟪pet_name|Skipper⟫ Tuesday (⟪animal_health|ear infection again⟫). Ring ⟦PERSON|Fran⟧ at the harbour office ⟦PHONE|01326 211 874⟧ (or ⟦EMAIL|fran.tregenza@falmouthharbour.co.uk⟧) about the berth for ⟪boat_registration|FH 72⟫."""),

("allergen_leaflet", r"""ALLERGEN INFORMATION — ⟪org_name|Borough Larder⟫
Our kitchen handles ⟪allergen|peanuts⟫, tree nuts, milk, ⟪allergen|sesame⟫ and gluten. If you carry an adrenaline auto-injector (e.g. ⟪drug_name_leaflet|Jext⟫) please tell staff before ordering. People taking ⟪drug_name_leaflet|MAOIs⟫ are usually advised to avoid aged cheeses high in ⟪compound|tyramine⟫. Full policy: ⟪doc_ref|ALG-POL-v3⟫."""),
]

TEXTS += [
("tax_form", r"""Form W-9 (excerpt) — requester: ⟪org_name|Brooklyn Bean & Bar LLC⟫
1 Name: ⟦PERSON|Danielle Okafor-Reyes⟧
3 Federal tax classification: individual/sole proprietor
5-6 Address: ⟦ADDRESS|311 Halsey St, Apt 2R, Brooklyn, NY 11216⟧
Part I TIN — Social security number: ⟦SSN|$ssn_04⟧
Signature: ⟦PERSON|D. Okafor-Reyes⟧   Date: ⟪date|02/14/2024⟫
(attached to invoice ⟪invoice_no|DOR-0087⟫ — product shoot, ⟦AMOUNT|$1,450.00⟧)"""),

("reference_letter", r"""To whom it may concern,

I'm happy to give a reference for ⟦PERSON|Jordan Ellery-Watts⟧, who worked at ⟪org_name|Moo Moo's Ice Cream Parlour⟫ from ⟪date_range|May 2021 to Sept 2023⟫. ⟦PERSON|Jordan⟧ was reliable, great with kids and trusted with cashing up. There was a spell off with ⟦MEDICAL|glandular fever⟧ in 2022, which didn't affect ⟦PERSON|Jordan⟧'s performance once back. Final salary was ⟦AMOUNT|£21,800⟧ p.a.

Call me on ⟦PHONE|01202 558 310⟧ or email ⟦EMAIL|managers@moomoos.co.uk⟧.
⟦PERSON|Claire Penrose⟧, Store Manager"""),

("webhook_log", r"""⟪timestamp|2024-02-09T21:44:03Z⟫  INFO  webhook received evt=⟪event_id|evt_1OhK2pLx9zQ4mT7v⟫ type=charge.refunded
2024-02-09T21:44:03Z  DEBUG signature v1=⟪signature_hash|$sha256_01⟫
2024-02-09T21:44:03Z  DEBUG verifying with secret ⟦SECRET|$whsec_02⟧   <-- TODO remove this log line!!
2024-02-09T21:44:04Z  INFO  refund ⟦AMOUNT|€22.50⟧ to ⟦PERSON|Anneke Visser⟧ <⟦EMAIL|anneke.visser@ziggo.nl⟧> card ⟪masked_card|•••• 0095⟫
2024-02-09T21:44:04Z  INFO  source ⟦IP_ADDRESS|3.18.12.63⟧"""),

("agm_minutes", r"""Minutes of the AGM — ⟪org_name|Valley Cheese Co-operative Ltd⟫, ⟪date|6 April 2024⟫
Treasurer ⟦PERSON|Ifeoma Nwosu⟧ reported turnover of ⟪org_total|£412,000⟫ and a surplus of ⟪org_total|£18,300⟫. Member ⟦PERSON|Gwil Roberts⟧ asked again about his unpaid dividend of ⟦AMOUNT|£146⟧; to be paid by end of month. Resolution 3 (new cave lease) carried ⟪vote_count|41–3⟫. Chair ⟦PERSON|Bronwen Ellis⟧ closed the meeting at 9.10pm. Next AGM ⟪date|April 2025⟫."""),

("email", r"""Subject: Your authenticator setup — ⟪org_name|Steep Hill Teas⟫ admin

Hi ⟦PERSON|Marcus⟧,
Scan the QR code, or enter this key manually: ⟦SECRET|$totp_02⟧
Account: ⟦EMAIL|marcus.o@steephillteas.com⟧ · issuer ⟪totp_issuer|SteepHill-Admin⟫
If you lose your phone, use one of these recovery codes: ⟦SECRET|$rc_b1⟧, ⟦SECRET|$rc_b2⟧, ⟦SECRET|$rc_b3⟧
Requested from ⟦IP_ADDRESS|212.159.44.31⟧ at ⟪timestamp|10:41 BST⟫."""),

("forum_post", r"""r/roasting · posted by ⟦PERSON|beanwhisperer⟧
Artisan ⟪version|v3.0.2⟫ can't see my Kaleido anymore?? It's on ⟦IP_ADDRESS|192.168.1.77⟧ port ⟪port|502⟫ (Modbus TCP), firmware ⟪firmware_version|2.4.1.3⟫. Was fine roasting the ⟪product_name|Ethiopia Guji G1⟫ from ⟪org_name|Sweet Maria's⟫ last week. Log md5 ⟪md5_hash|$md5_01⟫ if anyone wants it. Ideas? (or mail ⟦EMAIL|beanwhisperer.roasts@gmail.com⟧)"""),

("sms", r"""Hi ⟦PERSON|Ravi⟧, your hamper from ⟪org_name|Ashby's Fine Foods⟫ is out for delivery to ⟦ADDRESS|19 Elm Park Gardens, Chelsea, London SW10 9QE⟧ between ⟪delivery_window|13:05–14:05⟫. Driver ⟦PERSON|Kofi⟧ ⟦PHONE|07957 330 812⟧. Parcel ⟪tracking_number|JD0002212345678901⟫"""),

("csv_export", r"""# export ⟪timestamp|2024-03-01 09:00⟫ — ⟪org_name|Cart & Crema⟫ weekend staff
name,dob,phone,email,role
⟦PERSON|Lola Beaumont⟧,⟦DATE_OF_BIRTH|2003-05-19⟧,⟦PHONE|07418 223 091⟧,⟦EMAIL|lola.b03@gmail.com⟧,⟪role_code|BAR-2⟫
⟦PERSON|Abdi Warsame⟧,⟦DATE_OF_BIRTH|1999-12-01⟧,⟦PHONE|07360 882 415⟧,⟦EMAIL|abdiwarsame@outlook.com⟧,BAR-1"""),

("franchise_agreement", r"""FRANCHISE AGREEMENT — Schedule 1 (Franchisee)
Franchisor: ⟪org_name|Gelateria Aurora Franchising Ltd⟫, company no. ⟪company_number|09876543⟫
Franchisee: ⟦PERSON|Viktor Hartmann⟧, German national, passport ⟦PASSPORT|$passport_05⟧
Residential address: ⟦ADDRESS|Lindenstraße 9, 10969 Berlin⟧   Email: ⟦EMAIL|v.hartmann@posteo.de⟧
Territory: ⟪place_name|Berlin-Kreuzberg⟫
Initial fee paid by the Franchisee: ⟦AMOUNT|€25,000⟧"""),

("helpdesk_ticket", r"""HELPDESK ⟪ticket_id|INC0048213⟫ — Till 3 won't log in
Caller: ⟦PERSON|Shannon Pugh⟧ (⟪store_code|Store 14⟫, ⟪place_name|Merthyr⟫), ⟦PHONE|01685 377 290⟧
User ⟦PERSON|spugh14⟧ locked out. Caller read her password out over the phone (⟦PASSWORD|Sausage!2024⟧) — advised never to do this. Reset to temp ⟦PASSWORD|Welcome-7731⟧, change at next login.
Till IP ⟦IP_ADDRESS|10.14.3.33⟧, ⟪version|EPOS 11.4.2⟫. Assigned to ⟦PERSON|Dafydd⟧."""),

("java_stack_trace", r"""org.postgresql.util.PSQLException: ERROR: duplicate key value violates unique constraint "customers_email_key"
  Detail: Key (email)=(⟦EMAIL|l.moreau@laposte.net⟧) already exists.
	at org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:⟪line_number|2713⟫)
	at com.delicato.orders.CustomerRepo.insert(CustomerRepo.java:88)
request from ⟦IP_ADDRESS|90.84.240.12⟧ ua=⟪user_agent|Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4)⟫
payload={name=⟦PERSON|Lucien Moreau⟧, phone=⟦PHONE|+33 6 48 20 91 77⟧, dob=⟦DATE_OF_BIRTH|1966-09-30⟧}
jdbc:postgresql://⟦IP_ADDRESS|10.3.0.21⟧:⟪port|5433⟫/orders?user=orders_rw&password=⟦SECRET|Ch4rcut3rie_rw⟧"""),

("ocr_chalkboard", r"""XMAS ORDERS (photo of board, OCR)
Mrs ⟦PERSON|Dobbs⟧ — 6kg turkey crown — ⟦PHONE|07812 3345 90⟧ — PAID ⟦AMOUNT|£72⟧
⟦PERSON|Haroon⟧ — 3 rib beef — ⟦PHONE|07723 018 446⟧ — dep ⟦AMOUNT|£40⟧
⟦PERSON|Bev⟧ & ⟦PERSON|Clive⟧ — gammon ⟪weight|4.5kg⟫ — collect ⟪date|23rd⟫
(Tesco ⟪price|£8.99/kg⟫ lol)"""),

("readme_markdown", r"""## Quick start

```
curl https://api.cocoaflow.io/v1/orders \
  -H "Authorization: Bearer ⟪example_key|sk_test_4eC39HqLyjWDarjtT1zdp7dc⟫"
```

For local dev set `AWS_ACCESS_KEY_ID=⟪example_key|AKIAIOSFODNN7EXAMPLE⟫` and `AWS_SECRET_ACCESS_KEY=⟪example_key|wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY⟫`.

<!-- TODO remove before publishing: prod ⟦APIKEY|$aws_akid_02⟧ / ⟦SECRET|$aws_secret_02⟧ — ⟦PERSON|Ingrid⟧ -->

Maintainer: ⟦PERSON|Ingrid Solberg⟧ (⟦EMAIL|ingrid@cocoaflow.io⟧)"""),

("blog_post", r"""Three oolongs for a rainy week — by ⟦PERSON|Wen Hao⟧
I've been off strong caffeine since my ⟦MEDICAL|atrial fibrillation⟧ diagnosis, so these were brewed light. All three came from ⟪org_name|Jade Leaf Emporium⟫ (⟪price|£14 per 50g⟫); the ⟪product_name|Dong Ding⟫ was the standout. Tasted with my friend ⟦PERSON|Rosalind⟧, who preferred the roasted one — the smoky lapsang is off the table for her because of her ⟦MEDICAL|migraines⟧."""),

("insurance_claim", r"""MOTOR CLAIM — policy ⟪policy_number|CVN-448812-03⟫ (⟪org_name|Seaforth Fishmongers Ltd⟫ fleet)
Our driver: ⟦PERSON|Callum Reid⟧
Third party: ⟦PERSON|Agata Zielińska⟧, ⟦ADDRESS|27 Pittodrie Place, Aberdeen AB24 5QQ⟧, ⟦PHONE|07599 310 447⟧, vehicle SV19 KXT
Injuries: third party reports ⟦MEDICAL|whiplash⟧; our driver ⟦MEDICAL|bruised sternum⟧.
Repair estimate ⟪repair_estimate|£2,140⟫ (garage quote)."""),

("email", r"""hey ⟦PERSON|Marcy⟧ — for the ⟪tax_period|Q1 2024⟫ filing: my SSN is ⟦SSN|$ssn_07⟧ and ⟦PERSON|Luis⟧'s is ⟦SSN|$ssn_08⟧ (he's on the LLC now). We each paid ourselves ⟦AMOUNT|$9,000⟧. EIN for the shop is ⟪ein|84-1927365⟫. Call me ⟦PHONE|(971) 330-2281⟧ if anything's missing.
— ⟦PERSON|Tasha⟧, ⟪org_name|Rose City Roasting Co.⟫"""),

("shell_history", r"""  88  curl --header "PRIVATE-TOKEN: ⟦APIKEY|$gitlab_01⟧" https://gitlab.com/api/v4/projects/⟪project_id|51882130⟫/pipelines
  89  export HF_TOKEN=⟦APIKEY|$hf_01⟧
  90  python label_cheeses.py --model ⟪model_name|bert-base-uncased⟫
  91  npm config set //registry.npmjs.org/:_authToken ⟦APIKEY|$npm_01⟧
  92  ping -c 3 ⟦IP_ADDRESS|172.16.8.40⟧
  93  sudo -u ⟦PERSON|ahmetyilmaz⟧ crontab -l   # ⟪cron_expression|*/15 * * * *⟫ sync_stock.sh"""),

("voicemail_transcript", r"""Hi ⟦PERSON|Sadie⟧, it's ⟦PERSON|Norman Pike⟧ from ⟪org_name|Coastline Lettings⟫. Just a reminder the parlour unit rent, the ⟪org_amount|£2,400⟫ quarterly, is due Friday. Separately, your own deposit of ⟦AMOUNT|£1,200⟧ on the flat upstairs goes back to ⟦IBAN|$iban_29⟧ once ⟦PERSON|Gerald⟧ has done the check-out inventory. Call me back on ⟦PHONE|zero one two seven three, four four six, nine one eight⟧. Cheers."""),

("ocr_cheque", r"""OCR — cheque image ⟪image_id|IMG_4471.HEIC⟫
Pay ⟦PERSON|Antonio Greco⟧
⟦AMOUNT|Three hundred and twelve pounds 50p⟧          ⟦AMOUNT|£312.50⟧
Date ⟪date|18/03/24⟫                    Signed ⟦PERSON|M. Kerrigan⟧
⟪cheque_number|000417⟫  ⟪sort_code|30-96-26⟫  ⟪account_number_masked|XXXX2291⟫"""),

("price_list", r"""WHOLESALE PRICE LIST — ⟪org_name|Mercato Fino⟫ — valid from ⟪date|1 Feb 2024⟫
⟪product_code|PRS-24M⟫  Prosciutto di Parma 24m ........ ⟪price|£28.40/kg⟫
⟪product_code|GRN-PAD⟫  Grana Padano .................... ⟪price|£16.90/kg⟫
⟪product_code|NDU-500⟫  'Nduja 500g ..................... ⟪price|£7.15⟫
Free delivery over ⟪threshold|£150⟫. Prices ex VAT. Catalogue ⟪doc_version|v2024.1⟫"""),
]
