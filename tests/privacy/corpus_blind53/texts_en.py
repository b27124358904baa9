# blind53 -- English texts, typed one at a time.
# Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES[name]

TEXTS = []

# ---------------------------------------------------------------- part 1
TEXTS += [
("whatsapp_marketplace_chat", """[14/03/2024, 18:02] ⟦PERSON|Dylan Fraser⟧: hi is the bugaboo pram still available? saw it on ⟪marketplace_name|Gumtree⟫
[14/03/2024, 18:05] ⟦PERSON|Megan Hollis⟧: yes still got it, ⟪asking_price|£180⟫ ono. collection only, ⟦ADDRESS|14 Carrick Road, Ayr KA7 2RB⟧
[14/03/2024, 18:06] ⟦PERSON|Dylan Fraser⟧: can do ⟦AMOUNT|£160⟧ cash? my numbers ⟦PHONE|07700 914382⟧ if easier
[14/03/2024, 18:09] ⟦PERSON|Megan Hollis⟧: go on then. ring when ur outside, ask for ⟦PERSON|Meg⟧ not my partner lol. ⟦PHONE|07911 623054⟧
[14/03/2024, 18:10] ⟦PERSON|Dylan Fraser⟧: 👍 sent ⟦AMOUNT|£20⟧ deposit by bank transfer, ref ⟪payment_reference|PRAM0314⟫
[14/03/2024, 18:11] ⟦PERSON|Megan Hollis⟧: got it ta"""),

("kyc_support_email", """Subject: Re: Verification stuck - case ⟪case_number|KYC-448120⟫

Hi ⟦PERSON|Tomasz⟧,

thanks for bearing with us. Compliance couldn't match the passport you uploaded (no. ⟦PASSPORT|$pp_uk1⟧) to the address on your ⟪app_name|Finlo⟫ profile. We have ⟦ADDRESS|Flat 3, 27 Mill Lane, Leeds LS6 2DX⟧ but the utility bill shows a different flat. Could you reply with a bank statement dated in the last 3 months? Please DON'T send your full card number - we only ever need the last four (⟪masked_card|•••• 4471⟫).

Your date of birth is on file as ⟦DATE_OF_BIRTH|19 March 1993⟧, no change needed there.

Kind regards,
⟦PERSON|Aoife Brennan⟧
Customer Verification, Finlo Ltd
⟦PHONE|+44 20 3807 1195⟧ | ⟦EMAIL|verify@finlo.app⟧
Finlo Ltd is registered in England and Wales (company no. ⟪company_number|11820457⟫)."""),

("nginx_access_log", """⟦IP_ADDRESS|81.174.22.190⟧ - - [03/Jun/2024:07:41:09 +0100] "POST /v2/basket/checkout HTTP/1.1" 201 812 "-" "FreshKartApp/⟪app_version|5.14.2⟫ (iPhone; iOS 17.5)"
⟦IP_ADDRESS|10.12.0.37⟧ - - [03/Jun/2024:07:41:10 +0100] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"
⟦IP_ADDRESS|2a02:c7c:5e3f:9a00:1d4e:8b21:f0c2:77a1⟧ - - [03/Jun/2024:07:41:12 +0100] "GET /v2/account/lookup?email=⟦EMAIL|rosa.delgado88@gmail.com⟧ HTTP/1.1" 200 4410 "-" "FreshKartApp/5.14.2 (Android 14)"
⟪doc_ip|198.51.100.23⟫ - - [03/Jun/2024:07:41:15 +0100] "GET /v2/promo/⟪promo_code|SPRING25⟫ HTTP/1.1" 404 0 "-" "curl/8.4.0"
⟦IP_ADDRESS|100.72.14.201⟧ - - [03/Jun/2024:07:41:19 +0100] "POST /v2/rider/ping HTTP/1.1" 204 0 "-" "RiderApp/3.2.0 (⟪device_model|SM-A546B⟫)\""""),

("dotenv_file", """# inkhaus-api .env  (prod)  -- DO NOT COMMIT, ask ⟦PERSON|Priya⟧ for rotation
NODE_ENV=production
PORT=⟪port|8080⟫
DATABASE_URL=postgres://inkhaus:⟦SECRET|Vr7!qpLm2zWd⟧@⟦IP_ADDRESS|10.40.3.12⟧:5432/inkhaus_prod
STRIPE_SECRET_KEY=⟦APIKEY|$stripe_sk1⟧
STRIPE_PUBLISHABLE_KEY=⟪publishable_key|$pk_live1⟫
STRIPE_WEBHOOK_SECRET=⟦SECRET|$whsec1⟧
SHIPPO_TOKEN=⟦APIKEY|$shippo1⟧
PRINTFUL_STORE_ID=⟪store_id|9912047⟫
SENTRY_RELEASE=⟪release_sha|$sha1⟫
ADMIN_EMAIL=⟦EMAIL|priya.nair@inkhaus.co⟧"""),

("payroll_export_csv", """employee_id,full_name,ssn,dob,pay_rate,ytd_gross,acct_masked,state
⟪employee_id|E-10482⟫,⟦PERSON|Marcus Whitfield⟧,⟦SSN|$ssn1⟧,⟦DATE_OF_BIRTH|1986-04-22⟧,⟦AMOUNT|$31.50⟧,⟦AMOUNT|$48216.00⟧,⟪masked_account|****6620⟫,⟪us_state|OH⟫
⟪employee_id|E-10483⟫,⟦PERSON|Lucía Ortega⟧,⟦SSN|$ssn2⟧,⟦DATE_OF_BIRTH|1994-11-03⟧,⟦AMOUNT|$27.00⟧,⟦AMOUNT|$39870.25⟧,****1187,OH
⟪employee_id|E-10491⟫,⟦PERSON|Kwame Boateng⟧,⟦SSN|$ssn3⟧,⟦DATE_OF_BIRTH|1979-07-30⟧,⟦AMOUNT|$44.75⟧,⟦AMOUNT|$71002.10⟧,****3309,KY"""),

("slack_thread", """#build-infra
⟦PERSON|Jonas Eklund⟧  10:14 AM
ci is red again on ⟪branch_name|release/2.8⟫, the upload step cant auth to the artifact bucket
⟦PERSON|Rafaela Costa⟧  10:16 AM
i rotated the bot creds yesterday, try the new one: ⟦APIKEY|$xoxb1⟧
also the github token for the pipeline is ⟦APIKEY|$ghp1⟧ (expires in 30d)
⟦PERSON|Jonas Eklund⟧  10:17 AM
:facepalm: pls don't paste tokens in channel @⟦PERSON|rafa.costa⟧ now we have to rotate again
⟦PERSON|Rafaela Costa⟧  10:18 AM
ugh. ok revoking. build ⟪build_number|#4471⟫ can be retried after
⟦PERSON|Dmitri Volkov⟧  10:21 AM
fyi commit ⟪commit_sha|$sha2⟫ bumped unity to ⟪engine_version|2022.3.21f1⟫, might also be why"""),

("support_call_transcript", """[Call transcript - ⟪org_name|Coinvault⟫ support - ⟪ticket_id|CV-20931⟫ - auto-generated]
AGENT (⟦PERSON|Hannah⟧): Thanks for calling Coinvault, you're speaking with ⟦PERSON|Hannah⟧. Can I take your full name?
CALLER: yeah it's ⟦PERSON|Derek Ashworth⟧
AGENT: Thanks ⟦PERSON|Derek⟧. And your date of birth for security?
CALLER: ⟦DATE_OF_BIRTH|9th of August 1981⟧
AGENT: And the mobile number on the account?
CALLER: ⟦PHONE|oh seven eight two four, five five one, nine oh six⟧
AGENT: Great. I can see a withdrawal of ⟦AMOUNT|0.42 BTC⟧ pending since this morning to an external wallet. Was that you?
CALLER: no! I never made that. I had like ⟦AMOUNT|three thousand quid⟧ in there. My email's ⟦EMAIL|d.ashworth81@btinternet.com⟧ and I haven't had any alerts
AGENT: OK, I've frozen withdrawals. The login came from ⟦IP_ADDRESS|185.220.101.47⟧, which isn't a location we've seen before. I'll reset your 2FA as well.
CALLER: and my card ending ⟪card_last4|0932⟫ is linked, should I cancel it?
AGENT: I'd recommend it. For reference the BTC rate right now is ⟪exchange_rate|£51,204⟫."""),

("app_store_review_reply", """App Store review - ⟪app_name|Tiny Harbor: Merge & Build⟫ - version ⟪app_version|3.7.1⟫ - United Kingdom
★★☆☆☆  Crashes after the lighthouse level
Love the game but since the update it crashes every time I open the event tab. iPad Air, iPadOS 17.4. Spent real money on gems so pretty annoyed.

Developer Response
Sorry about this! It's a known issue in build ⟪build_number|3.7.1 (1184)⟫ on iPadOS 17.4 and a fix is in review now (⟪app_version|3.7.2⟫). If it keeps happening please contact us in-game via Settings > Help and quote ref ⟪support_ref|TH-5512⟫. Gem packs start at ⟪price|£1.99⟫ and any lost purchases will be restored."""),

("python_stack_trace", """2024-05-12T09:13:44.118Z ERROR ledger-sync worker-3 Unhandled exception in job ⟪job_id|sync_8812ab⟫
Traceback (most recent call last):
  File "⟪file_path|/srv/ledgerly/app/jobs/bank_feed.py⟫", line 212, in run
    conn = psycopg2.connect(dsn)
  File "/usr/lib/python3.11/site-packages/psycopg2/__init__.py", line 122, in connect
    conn = _connect(dsn, connection_factory=connection_factory, **kwasync)
psycopg2.OperationalError: connection to server at "⟦IP_ADDRESS|172.19.8.44⟧", port ⟪port|6432⟫ failed: FATAL:  password authentication failed for user "ledgerly_rw"
DSN was: postgresql://ledgerly_rw:⟦SECRET|fe2#Kd81!Ytq0⟧@⟦IP_ADDRESS|172.19.8.44⟧:6432/books?sslmode=require
context: tenant=⟪tenant_id|t_40917⟫ user=⟦EMAIL|accounts@harbourbakes.co.uk⟧ requested_by=⟦PERSON|fiona.mcleish⟧ feed=⟪bank_feed_provider|TrueLayer⟫"""),

("sql_seed_insert", """-- seed from prod export, scrubbed?? (NOT scrubbed, ⟦PERSON|Ollie⟧ pls fix before merging)
INSERT INTO sellers (id, display_name, legal_name, email, phone, payout_iban, created_at) VALUES
(⟪row_id|5501⟫, '⟦PERSON|vintage_vera⟧', '⟦PERSON|Vera Lindqvist⟧', '⟦EMAIL|vera.lindqvist@telia.com⟧', '⟦PHONE|+46 70 412 88 31⟧', '⟦IBAN|$iban_nl1⟧', '⟪timestamp|2023-10-02 11:20:07⟫'),
(5502, '⟦PERSON|kofi_sneaks⟧', '⟦PERSON|Kofi Mensah⟧', '⟦EMAIL|kofimensah@outlook.com⟧', '⟦PHONE|+44 7402 118093⟧', '⟦IBAN|$iban_gb1⟧', '2023-10-02 11:24:51'),
(5503, '⟪org_handle|ShopRetroBits⟫', '⟪org_name|Retro Bits Ltd⟫', '⟦EMAIL|hello@retrobits.shop⟧', '⟦PHONE|+44 161 496 0772⟧', '⟪org_iban|$org_iban2⟫', '2023-10-03 08:02:13');"""),

("pod_invoice", """INKHAUS PRINT CO.                                  INVOICE ⟪invoice_no|INV-2024-00871⟫
⟪org_address|Unit 6, Riverside Works, Sheffield S3 8EN⟫           Date: ⟪invoice_date|11/04/2024⟫
VAT reg ⟪vat_number|GB 318 4472 09⟫

Bill to:
⟦PERSON|Grace Adebayo-Holt⟧
⟦ADDRESS|22 Wellington Crescent, Bristol BS6 5HL⟧
⟦EMAIL|grace.ah@protonmail.com⟧   Tel ⟦PHONE|07823 449102⟧

Qty  Item                                   SKU          Unit     Line
 12  Tote bag, natural, 2-col screen print  ⟪sku|TB-NAT-2C⟫    ⟪unit_price|£6.40⟫    £76.80
  1  Setup fee                              SETUP-01     £15.00   £15.00
                                            Subtotal              £91.80
                                            VAT 20%               £18.36
                                            TOTAL PAID            ⟦AMOUNT|£110.16⟧
Paid by card ⟪masked_card|**** **** **** 2209⟫ on 11/04/2024. Thank you for your order!"""),

("subscription_support_ticket", """Ticket ⟪ticket_id|#88213⟫ - ⟪org_name|SnackCrate UK⟫ - Priority: High
From: ⟦PERSON|Naomi Fischer⟧ <⟦EMAIL|naomi.fischer@gmail.com⟧>
Subject: peanuts in my box AGAIN

Hi, I've told you twice that my son has a ⟦MEDICAL|severe peanut allergy⟧ (he carries an ⟦MEDICAL|EpiPen⟧) and the March box had the ⟪product_name|Crunchy Nut Bar⟫ in it. He's fine but that's not the point. Please cancel the subscription and refund the last box (⟦AMOUNT|£24.99⟧).

---- internal note (⟦PERSON|Sam K⟧) ----
allergy flag was set on the acct in Feb but the picker list ignored it, bug ⟪jira_key|OPS-1193⟫. Refunded ⟦AMOUNT|£24.99⟧ + ⟦AMOUNT|£10⟧ goodwill credit. Cancelled."""),

("seller_forum_post", """Title: Beware buyer "⟦PERSON|jessa_mae92⟧" - fake PayPal emails
Posted by ⟦PERSON|northern_lass⟧ » ⟪post_timestamp|Tue 7 May 2024 21:40⟫

Sold a ⟪product_name|Nintendo Switch OLED⟫ on ⟪marketplace_name|eBay⟫ for ⟦AMOUNT|£245⟧. Buyer ⟦PERSON|jessa_mae92⟧ asked me to ship to ⟦ADDRESS|Apt 4B, 118 Ferry Road, Edinburgh EH6 4AL⟧ and then I got an "email from PayPal" from ⟦EMAIL|service-paypal.uk@mail-secure-support.com⟧ saying the payment was on hold until I posted tracking. Called the number in it (⟦PHONE|0800 098 8413⟧) and the guy wanted my login. Didn't give it thank god. Reported, listing ⟪listing_id|295817420031⟫."""),

("shell_history", """  ⟪history_index|501⟫  cd ~/src/tallyup-api
  502  git pull origin main
  503  export AWS_ACCESS_KEY_ID=⟦APIKEY|$aws_ak1⟧
  504  export AWS_SECRET_ACCESS_KEY=⟦SECRET|$aws_sk1⟧
  505  aws s3 ls s3://⟪bucket_name|tallyup-prod-exports⟫/2024/ --region ⟪aws_region|eu-west-2⟫
  506  ssh -i ~/.ssh/id_ed25519 ⟦PERSON|bkaraca⟧@⟦IP_ADDRESS|18.133.207.61⟧
  507  scp ⟦PERSON|bkaraca⟧@⟦IP_ADDRESS|18.133.207.61⟧:/var/log/tallyup/app.log .
  508  mysql -h ⟦IP_ADDRESS|10.0.22.9⟧ -u tally_ro -p'⟦PASSWORD|Kestrel-88-bramble⟧' tallyup
  509  cp /home/⟦PERSON|bkaraca⟧/.aws/credentials /tmp/creds.bak
  510  history | grep AWS"""),

("onboarding_api_capture", """POST /api/onboarding/step3   (captured with ⟪tool_name|Charles Proxy⟫)
{
  "applicant": {
    "first_name": "⟦PERSON|Brianna⟧",
    "last_name": "⟦PERSON|Kowalczyk⟧",
    "dob": "⟦DATE_OF_BIRTH|1998-02-14⟧",
    "ssn": "⟦SSN|$ssn4⟧",
    "phone": "⟦PHONE|(614) 555-0187⟧",
    "email": "⟦EMAIL|bri.kowalczyk@icloud.com⟧",
    "address": "⟦ADDRESS|4410 Maple Ridge Dr, Apt 12, Columbus, OH 43214⟧",
    "annual_income": "⟦AMOUNT|$52,000⟧",
    "employer": "⟪employer_name|Kroger⟫"
  },
  "device": {"ip": "⟦IP_ADDRESS|73.22.141.8⟧", "app_build": "⟪app_build|2024.18.3⟫", "request_id": "⟪request_id|$uuid1⟫"}
}"""),

("meeting_minutes", """PayNest - Payroll Ops weekly, ⟪meeting_date|16 May 2024⟫
Present: ⟦PERSON|Ruth Okonkwo⟧ (chair), ⟦PERSON|Ben Tallis⟧, ⟦PERSON|Iqbal Hussain⟧, ⟦PERSON|Chloe Marsh⟧ (notes)
Apologies: ⟦PERSON|Stefan⟧

1. May run: 1,842 payslips processed, total gross ⟪org_total|£3,918,440⟫. Two failed BACS lines - ⟦PERSON|Iqbal⟧ to chase.
2. Client ⟪org_name|Brightwater Care⟫: employee ⟦PERSON|D. Fenwick⟧ underpaid by ⟦AMOUNT|£312.60⟧ (wrong tax code ⟪tax_code|1257L⟫ vs BR). Correction in June run.
3. Sick pay: ⟦PERSON|J. Amadi⟧ on SSP since 29 Apr (⟦MEDICAL|knee reconstruction⟧), fit note to 10 Jun.
4. Release ⟪app_version|v4.12⟫ of the RTI connector goes live Monday; ⟦PERSON|Ben⟧ owns rollout.
AOB: office door code changed to ⟦PASSWORD|5 8 0 3⟧ - do NOT write it on the whiteboard again."""),

("rider_voice_memo", """Voice note (rider app), ⟪timestamp|19:42⟫:
"ok note to self, customer at ⟦ADDRESS|flat 9, 31 Albion Street, Hull HU1 3TG⟧ wants the bags left with the neighbour, neighbour's Mrs ⟦PERSON|Patel⟧ at number 7. Customer's name is ⟦PERSON|Gordon Beattie⟧, his number is ⟦PHONE|zero seven seven three one, four four six, two one eight⟧, he said call don't text. Also he's ⟦MEDICAL|diabetic⟧ so if the ⟪product_name|Lucozade⟫ gets substituted ring him first. Tip was ⟦AMOUNT|three pounds fifty⟧ cash. Order ⟪order_id|FK-7719043⟫, next drop is the ⟪store_name|Co-op on Beverley Road⟫." """),
]

# ---------------------------------------------------------------- part 2
TEXTS += [
("ocr_business_card", """[OCR scan, confidence 0.87]
  BLOCKFORGE OTC
  ⟦PERSON|Adrian Velasquez-Moore⟧
  Senlor Trader, lnstitutional Desk
  M: ⟦PHONE|+1 (646) 555 0129⟧
  O: ⟦PHONE|+1 212 555 0100⟧ ext 4
  ⟦EMAIL|a.velasquez@blockforge.io⟧
  Telegram: @⟦PERSON|adrianvm_otc⟧
  ⟪org_address|1 World Trade Ctr, 85th Fl, New York NY 10007⟫
  ⟪website|www.blockforge.io⟫   ⟪license_number|NMLS #2291847⟫"""),

("markdown_oncall_table", """## LiveOps on-call - Q3 (⟪studio_name|Pixelmoor Games⟫)

| Week | Primary | Phone | Backup | Phone |
|------|---------|-------|--------|-------|
| 27 | ⟦PERSON|Sofia Marchetti⟧ | ⟦PHONE|+39 347 218 6650⟧ | ⟦PERSON|Liam O'Rourke⟧ | ⟦PHONE|+353 87 914 2277⟧ |
| 28 | ⟦PERSON|Liam O'Rourke⟧ | ⟦PHONE|+353 87 914 2277⟧ | ⟦PERSON|Haruto Sato⟧ | ⟦PHONE|+81 90 4127 3308⟧ |
| 29 | ⟦PERSON|Haruto Sato⟧ | ⟦PHONE|+81 90 4127 3308⟧ | ⟦PERSON|Sofia Marchetti⟧ | ⟦PHONE|+39 347 218 6650⟧ |

Escalation: PagerDuty service ⟪service_id|PX7Q2LM⟫, runbook ⟪doc_url|https://wiki.pixelmoor.dev/liveops/runbook⟫
Grafana admin login is `liveops` / `⟦PASSWORD|Moor$ide_2024⟧` (yes I know, ⟦PERSON|Sofia⟧ will move it to 1Password)"""),

("k8s_secret_yaml", """apiVersion: v1
kind: Secret
metadata:
  name: basketbee-payments
  namespace: ⟪k8s_namespace|payments-prod⟫
  annotations:
    owner: "⟦EMAIL|t.nakamura@basketbee.com⟧"
type: Opaque
stringData:
  ADYEN_MERCHANT_ACCOUNT: "⟪merchant_id|BasketBeeGB_ECOM⟫"
  SENDGRID_API_KEY: "⟦APIKEY|$sendgrid1⟧"
  SLACK_ALERTS_WEBHOOK: "⟦SECRET|$slack_hook1⟧"
  REDIS_URL: "redis://default:⟦SECRET|q8ZrT4vN1xLp⟧@⟦IP_ADDRESS|10.96.14.3⟧:6379/0"
  GOOGLE_MAPS_KEY: "⟦APIKEY|$gapi1⟧"
  FIREBASE_PROJECT_ID: "⟪project_id|basketbee-prod-7a1c⟫\""""),

("exchange_webhook_json", """{
  "event": "withdrawal.created",
  "id": "⟪withdrawal_id|wd_01HZ8K3M4Q9R⟫",
  "created_at": "⟪timestamp|2024-06-18T14:22:05Z⟫",
  "user": {"id": ⟪user_id|558120⟫, "name": "⟦PERSON|Elif Demir⟧", "email": "⟦EMAIL|elif.demir@gmx.de⟧", "kyc_level": 2},
  "display_amount": "⟦AMOUNT|€2,450.00⟧",
  "fee": "⟪fee|€1.00⟫",
  "destination": {"type": "sepa", "iban": "⟦IBAN|$iban_de1⟧", "holder": "⟦PERSON|Elif Demir⟧"},
  "client_ip": "⟦IP_ADDRESS|91.64.187.22⟧",
  "risk": {"score": ⟪risk_score|0.18⟫, "rule": "⟪rule_id|R-SEPA-NEWDEST⟫"}
}"""),

("sms_thread", """From ⟦PHONE|+44 7700 182 445⟧ (⟦PERSON|Jaz⟧):
hiya its ⟦PERSON|Jaz⟧ re the ⟪product_name|Dyson V11⟫ on ⟪marketplace_name|Vinted⟫. ive put it in the InPost locker at ⟪place_name|Tesco Extra Seacroft⟫, locker code is ⟦PASSWORD|8812 4470⟧

Me: amazing thank u!! sent the last ⟦AMOUNT|£40⟧ now

From ⟦PERSON|Jaz⟧:
got it x if it doesnt open ring InPost on ⟦PHONE|0330 808 4000⟧ not me lol im at work til 6"""),

("chargeback_complaint_email", """From: ⟦PERSON|Harold Jenkins⟧ <⟦EMAIL|hjenkins1952@aol.com⟧>
To: ⟦EMAIL|support@craftly.market⟧
Subject: charged twice!!! (case ⟪case_number|DSP-30917⟫)

To whom it may concern,
I was charged TWICE for order ⟪order_id|CR-66120-B⟫ (a quilt from the seller ⟪shop_name|PatchworkPenny⟫). ⟦AMOUNT|$189.00⟧ on the 3rd and again ⟦AMOUNT|$189.00⟧ on the 5th. My card is ⟦CARD|$amex1⟧, exp 09/27, security code ⟦CVV|4417⟧ so you can check it yourselves. I do not have time for this. Please refund ⟦AMOUNT|$189.00⟧ immediately or I will call my bank.
You can phone me on ⟦PHONE|(803) 555-0142⟧ after 10am.
⟦PERSON|Harold⟧"""),

("play_store_review", """Google Play - ⟪app_name|CoinNest: Buy Bitcoin⟫ - ★☆☆☆☆
⟦PERSON|Rahul Mehta⟧ - ⟪review_date|2 June 2024⟫
Withdrawals stuck for 9 days. ⟦AMOUNT|₹48,000⟧ sitting in my wallet and support just sends copy paste replies. Ticket ⟪ticket_id|CN-778213⟫. Dont deposit here.
312 people found this review helpful

CoinNest Support replied - 3 June 2024
Hi ⟦PERSON|Rahul⟧, we're sorry for the delay. Withdrawals to UPI were paused for maintenance (⟪maintenance_window|28 May-4 Jun⟫). Please email ⟦EMAIL|help@coinnest.in⟧ with your registered mobile and we will prioritise it. Our fees are listed at ⟪fee_schedule|₹0 deposit / 0.1% per trade⟫."""),

("pos_z_report", """FRESHWAY EXPRESS #0412 - Z REPORT
⟪org_address|188 Kingsland High St, London E8 2NS⟫
Business date ⟪business_date|05/06/2024⟫   Terminal ⟪terminal_id|TID 22418807⟫
-----------------------------------
Gross sales            ⟪org_total|£8,412.55⟫
Card                   £6,990.10
Cash                   £1,422.45
Refunds (4)            £31.80
Voids                  2
Top SKU  ⟪sku|5000128-SRDGH⟫  x 212
Software ⟪software_version|EPOS 7.4.19⟫   Report ⟪report_id|Z-0412-1559⟫"""),

("github_issue", """### Bug: order sync fails with 401 after app reinstall  #⟪issue_number|212⟫

**Environment**: printbridge ⟪package_version|2.3.0⟫, Node 20, Shopify Admin API ⟪api_version|2024-04⟫

**Steps**
1. Reinstall app on store `⟪shop_domain|mugsmith-uk.myshopify.com⟫`
2. Run `npx printbridge sync --since 2024-05-01`

**Logs**
```
[printbridge] using token ⟦APIKEY|$shpat1⟧
[printbridge] GET /admin/api/2024-04/orders.json -> 401 {"errors":"[API] Invalid API key or access token"}
[printbridge] notifying fallback webhook ⟦SECRET|$discord_hook1⟧
```
edit: oops just realised I pasted the token, have revoked it. -- @⟦PERSON|tomgreaves⟧

---
**⟦PERSON|lena-k⟧** commented: thanks ⟦PERSON|Tom⟧, please rotate the Discord webhook too. Closing as dup of #⟪issue_number|198⟫."""),

("docker_compose_yaml", """version: "3.9"
services:
  payroll-api:
    image: ⟪docker_image|registry.gitlab.com/ledgerlane/payroll-api:4.8.1⟫
    environment:
      DB_DSN: "mysql://payroll:⟦SECRET|Wq3-Lk9!zR2p⟧@db:3306/payroll"
      SMTP_USER: "⟦EMAIL|payroll-noreply@ledgerlane.io⟧"
      SMTP_PASS: "⟦PASSWORD|noreplyLL#2024⟧"
      HMRC_SENDER_ID: "⟪sender_id|LL-RTI-00412⟫"
      GITLAB_TOKEN: "⟦APIKEY|$glpat1⟧"
      JWT_SIGNING_SECRET: "⟦SECRET|$jwt_secret1⟧"
    ports:
      - "⟪port_mapping|8443:8443⟫"
  db:
    image: ⟪docker_image|mysql:8.0⟫
    environment:
      MYSQL_ROOT_PASSWORD: "⟦PASSWORD|r00t-ledger-lane⟧"
# maintainer: ⟦PERSON|Oskar Nilsson⟧ <⟦EMAIL|oskar@ledgerlane.io⟧>"""),

("chat_widget_transcript", """Intercom conversation ⟪conversation_id|#215530918⟫ - ⟪org_name|VinoDrop⟫
⟦PERSON|Charlotte Baines⟧: hi, my box got sent back because the courier said no ID??
Bot: I can help with delivery issues! Please confirm your order number.
⟦PERSON|Charlotte Baines⟧: ⟪order_id|VD-41877⟫
⟦PERSON|Marco⟧ (VinoDrop): Hi ⟦PERSON|Charlotte⟧, sorry about that! Alcohol deliveries need someone over 18 to sign. I can rebook for Saturday - can you confirm your date of birth and the delivery address?
⟦PERSON|Charlotte Baines⟧: ⟦DATE_OF_BIRTH|03/11/1996⟧ and its ⟦ADDRESS|7 Orchard Close, Harpenden AL5 1QY⟧. my partner ⟦PERSON|Will⟧ might be in instead
⟦PERSON|Marco⟧ (VinoDrop): Perfect. Redelivery is free and I've added a ⟦AMOUNT|£5⟧ credit to your account. The ⟪product_name|Discovery 6⟫ box goes to ⟪price|£39/month⟫ from next month as per the email."""),

("hr_onboarding_email", """From: ⟦PERSON|Jasmine Ortiz⟧ <⟦EMAIL|jasmine.ortiz.92@gmail.com⟧>
To: ⟦EMAIL|people@brightledger.com⟧
Subject: onboarding docs - start date ⟪start_date|1 July⟫

Hi ⟦PERSON|Kevin⟧,

here's the info you asked for since the Gusto link kept timing out:

Legal name: ⟦PERSON|Jasmine Marie Ortiz⟧
SSN: ⟦SSN|$ssn5⟧
DOB: ⟦DATE_OF_BIRTH|07/21/1992⟧
Home: ⟦ADDRESS|2217 W Catalpa Ave, Unit 2, Chicago, IL 60625⟧
Direct deposit: ⟪bank_name|Chase⟫, routing ⟪routing_number|071000013⟫, same account as on my old paystub (ends ⟪masked_account|...6034⟫)
Emergency contact: my mom, ⟦PERSON|Rosa Ortiz⟧, ⟦PHONE|773-555-0163⟧

One thing - I have ⟦MEDICAL|physical therapy⟧ Thursday mornings for a ⟦MEDICAL|herniated disc⟧ and I'm on ⟦MEDICAL|gabapentin⟧, so I may need to start at 10 those days. Agreed salary was ⟦AMOUNT|$68,500⟧ per the offer letter.

Thanks!
⟦PERSON|Jasmine⟧"""),

("discord_dev_chat", """#bots-dev
⟦PERSON|kaiju_kev⟧ - ⟪chat_timestamp|Today at 02:13⟫
leaderboard bot keeps dying on the VPS, restarting it with the new token
```⟦APIKEY|$discord_bot1⟧```
⟦PERSON|meowmixer⟧ - Today at 02:15
bro thats the prod token 💀 delete
also why is the VPS ip ⟦IP_ADDRESS|139.59.188.14⟧ in the pinned msg
⟦PERSON|kaiju_kev⟧ - Today at 02:16
deleted. its 2am dont judge me. server runs ⟪software_version|discord.py 2.3.2⟫ btw, guild id ⟪guild_id|1098841726451339274⟫
⟦PERSON|meowmixer⟧ - Today at 02:18
also the webhook in #patch-notes is ⟦SECRET|$discord_hook2⟧ and everyone with manage-channel can see it lol"""),

("w9_form_ocr", """Form W-9 (⟪form_revision|Rev. March 2024⟫) - OCR extract, seller payout onboarding, ⟪marketplace_name|Knotwork⟫
1 Name: ⟦PERSON|Delores Whitcombe⟧
2 Business name/disregarded entity: ⟪org_name|Whitcombe Woodcraft⟫
3 Federal tax classification: [x] Individual/sole proprietor
5 Address, city, state, ZIP: ⟦ADDRESS|818 Quarry Hill Rd, Montpelier, VT 05602⟧
Part I  Social security number: ⟦SSN|$ssn6⟧
        Employer identification number: ⟪ein|83-1947201⟫
Signature: ⟦PERSON|D. Whitcombe⟧   Date: ⟪signature_date|04/02/2024⟫
Reviewed by ⟦PERSON|A. Lindgren⟧ - TIN match OK"""),

("incident_postmortem", """# Postmortem: card top-up outage (⟪incident_id|INC-2024-0611⟫)

**Summary**: between 14:02 and 14:47 UTC top-ups via ⟪psp_name|Adyen⟫ failed for ~38% of users. No funds lost.

**Timeline**
- 14:02 deploy ⟪commit_sha|$sha3⟫ of `topup-svc` rolled out by ⟦PERSON|Nikhil Rao⟧
- 14:09 alerts from ⟪hostname|topup-svc-7c9f6-xk2lp⟫ (⟦IP_ADDRESS|10.8.41.17⟧): TLS handshake failures to PSP
- 14:20 ⟦PERSON|Grace Liu⟧ (on-call) paged, rolled back at 14:44
- 14:47 recovered

**Customer impact**: 4,112 failed attempts. One customer, ⟦PERSON|Martin Szabo⟧, was double-charged ⟦AMOUNT|€250.00⟧ and refunded manually; he also complained via ⟦EMAIL|m.szabo@freemail.hu⟧.

**Root cause**: the new HTTP client pinned an intermediate cert and the PSP rotated it. Egress NAT ⟦IP_ADDRESS|35.189.77.140⟧ was fine.

**Actions**: remove pinning (⟦PERSON|Nikhil⟧), add a synthetic top-up probe (⟦PERSON|Grace⟧)."""),

("crashlytics_report", """Crashlytics - ⟪app_bundle_id|com.pixelmoor.tinyharbor⟫ ⟪build_number|3.7.1 (1184)⟫
Fatal Exception: java.lang.NullPointerException
  at com.pixelmoor.events.EventTabAdapter.bind(EventTabAdapter.java:88)
  at androidx.recyclerview.widget.RecyclerView$Adapter.onBindViewHolder(RecyclerView.java:7254)
Device: ⟪device_model|Pixel 7a⟫, Android 14, RAM free 412MB
Custom keys:
  player_id = ⟪player_id|PM-3349120⟫
  user_name = ⟦PERSON|LilyN07⟧
  account_email = ⟦EMAIL|lily.nguyen.2007@gmail.com⟧
  last_iap = ⟦AMOUNT|$9.99⟧ gem pack
  ip = ⟦IP_ADDRESS|2600:1700:3e40:5d10:8c1:22ab:91f4:6e07⟧
Session ⟪session_uuid|$uuid2⟫, crashed 00:41 after launch"""),

("fraud_review_notes", """Referral abuse review - analyst ⟦PERSON|K. Oyelaran⟧ - ⟪case_number|FR-00931⟫
Cluster of 4 accounts sharing device fingerprint ⟪device_fingerprint|fp_9b1e44c0⟫ and IP ⟦IP_ADDRESS|102.89.34.211⟧:
  acct ⟪account_id|A-77120⟫  ⟦PERSON|Chinedu Eze⟧   DOB ⟦DATE_OF_BIRTH|12/05/1999⟧  ⟦PHONE|+234 803 441 2290⟧
  acct A-77133  ⟦PERSON|Chinedu E.⟧     DOB ⟦DATE_OF_BIRTH|12/05/1999⟧  ⟦PHONE|+234 803 441 2291⟧
  acct A-77140  ⟦PERSON|Ngozi Eze⟧     DOB ⟦DATE_OF_BIRTH|30/01/2001⟧  ⟦PHONE|+234 816 002 7745⟧
  acct A-77152  ⟦PERSON|Emeka Obi⟧     DOB ⟦DATE_OF_BIRTH|12/05/1999⟧  ⟦PHONE|+234 803 441 2292⟧
Referral bonuses paid: ⟦AMOUNT|₦15,000⟧ x 3. Recommend clawback and closing A-77133 / A-77152 - same DOB on 3 accounts is a strong signal."""),
]

# ---------------------------------------------------------------- part 3
TEXTS += [
("developer_support_email", """Subject: App Store Connect API returns 401 - Team ⟪apple_team_id|7QX4K2M9LP⟫

Hello Developer Support,

Our CI (fastlane ⟪tool_version|2.220.0⟫) started getting 401 NOT_AUTHORIZED yesterday when uploading builds of ⟪app_bundle_id|br.brisalabs.runaway⟫. Key ID ⟪key_id|8KJ2Q7XV3N⟫, Issuer ID ⟪issuer_id|$uuid3⟫. In case it helps, this is the key file we are using:

⟦SECRET|$p8_1⟧

It was created by our former admin ⟦PERSON|Juliana Prado⟧ (⟦EMAIL|juliana@brisalabs.com.br⟧), whose Apple ID is no longer active. Could you confirm whether the key was revoked when her account was removed?

Best regards,
⟦PERSON|Mateus Ferreira⟧
Brisa Labs - ⟦PHONE|+55 11 98844-3172⟧

> Hello ⟦PERSON|Mateus⟧, thank you for contacting Apple Developer Support (case ⟪case_number|102938475612⟫). For your security, please revoke the key included in your message right away and generate a new one under Users and Access > Integrations."""),

("freelancer_invoice_email", """Subject: Rechnung / Invoice 2024-017 - character sprites, May

Hi ⟦PERSON|Ines⟧,

attached is my invoice for the May sprite batch (42 frames). Summary:

Invoice no.: ⟪invoice_no|2024-017⟫
Amount: ⟦AMOUNT|€3,360.00⟧ (42 x ⟪unit_rate|€80⟫, Kleinunternehmer, no VAT per §19 UStG)
Pay to: ⟦PERSON|Lukas Brandt⟧, ⟦IBAN|$iban_de2⟧, BIC ⟪bic|COBADEFFXXX⟫
Steuer-ID: ⟦NATIONAL_ID|$steuer1⟧
Address: ⟦ADDRESS|Lindenstraße 41, 50674 Köln⟧

Payment terms 14 days. Last month's ⟦AMOUNT|€2,880⟧ is still outstanding btw, could you check with accounting?

Danke & cheers,
⟦PERSON|Lukas⟧
⟦PHONE|+49 176 4420 9183⟧"""),

("kyc_review_csv", """review_queue_export_2024-06-21.csv
case,applicant,nationality,doc_type,doc_number,dob,status,reviewer
⟪case_number|KYC-90411⟫,⟦PERSON|Javier Morales Gil⟧,⟪country_code|ES⟫,DNI,⟦NATIONAL_ID|$dni1⟧,⟦DATE_OF_BIRTH|1989-03-02⟧,approved,⟦PERSON|mkovacs⟧
KYC-90412,⟦PERSON|Femke de Vries⟧,NL,BSN,⟦NATIONAL_ID|$bsn1⟧,⟦DATE_OF_BIRTH|1993-07-18⟧,pending_poa,⟦PERSON|mkovacs⟧
KYC-90415,⟦PERSON|Agnieszka Wójcik⟧,PL,PESEL,⟦NATIONAL_ID|$pesel1⟧,⟦DATE_OF_BIRTH|1990-06-14⟧,approved,⟦PERSON|tlaine⟧
KYC-90419,⟦PERSON|Aino Virtanen⟧,FI,HETU,⟦NATIONAL_ID|$hetu1⟧,⟦DATE_OF_BIRTH|1987-11-21⟧,rejected_blurry,⟦PERSON|tlaine⟧
rows: 4   exported by ⟪service_account|svc-kyc-export⟫"""),

("passport_ocr_extraction", """Document AI extraction - job ⟪job_id|docai-7f31c2⟫
document_type: PASSPORT
issuing_state: ⟪country_code|D⟫ (Germany)
surname: ⟦PERSON|HOFFMANN⟧
given_names: ⟦PERSON|KATHARINA ELISABETH⟧
passport_no: ⟦PASSPORT|$pp_de1⟧
nationality: DEUTSCH
date_of_birth: ⟦DATE_OF_BIRTH|14.09.1985⟧
place_of_birth: ⟪place_name|MÜNCHEN⟫
sex: F
date_of_expiry: ⟪doc_expiry_date|22.03.2031⟫
authority: ⟪issuing_authority|Stadt München⟫
confidence: 0.94 (surname), 0.71 (passport_no - check glare)
matched_account: ⟦EMAIL|k.hoffmann85@web.de⟧ / liveness ⟪liveness_score|0.962⟫"""),

("notes_app_export", """Notes export - "crypto stuff DO NOT DELETE"
⟪org_name|Kraken⟫
  login: ⟦EMAIL|sam.whitlock@fastmail.com⟧
  pw: ⟦PASSWORD|Tr0ut-Season-1987!⟧
  2FA seed (from the QR): ⟦SECRET|$totp1⟧
  backup codes: ⟦SECRET|$rec1⟧  ⟦SECRET|$rec2⟧  ⟦SECRET|$rec3⟧  ⟦SECRET|$rec4⟧
  master key / global settings lock: ⟦PASSWORD|heron lantern basil 42⟧
⟪product_name|Ledger Nano X⟫
  PIN ⟦PASSWORD|6 0 9 1 1 4⟧
  (seed phrase is on paper, NOT here!!)
Coinbase
  ⟦EMAIL|sam.whitlock@fastmail.com⟧ / same pw as above but with ? at the end
  support case ⟪case_number|CB-55102-KQ⟫"""),

("uk_payslip", """PAYSLIP - ⟪employer_name|Brightwater Care Ltd⟫          Period: ⟪pay_period|Month 2 (May 2024)⟫
Employee: ⟦PERSON|Danielle Fenwick⟧        Emp No: ⟪employee_id|BWC-0218⟫
NI number: ⟦NATIONAL_ID|$nino1⟧        Tax code: ⟪tax_code|1257L⟫   NI cat: A
PAYE ref: ⟪paye_reference|120/BA41870⟫

Payments                          Deductions
Basic pay        ⟦AMOUNT|£1,980.00⟧       Income tax     ⟦AMOUNT|£186.40⟧
Overtime         ⟦AMOUNT|£142.50⟧         Employee NI    ⟦AMOUNT|£86.72⟧
Arrears (corr.)  ⟦AMOUNT|£312.60⟧         Pension 5%     ⟦AMOUNT|£105.95⟧

NET PAY  ⟦AMOUNT|£2,056.03⟧     paid to ⟪masked_account|****4471⟫ on 31/05/2024"""),

("marketplace_scam_dm", """Marketplace - conversation about ⟪listing_title|PS5 Slim + 2 controllers⟫ ⟪listing_price|£380⟫ - thread ⟪conversation_id|t_7719203841⟫
⟦PERSON|Tyler Brookes⟧: Hi is this still available
You: yes
⟦PERSON|Tyler Brookes⟧: great ill take it, im working offshore so my courier will collect. To pay i need to verify ur the real seller, pls send card details for the secure escrow
You: that sounds like a scam tbh
⟦PERSON|Tyler Brookes⟧: no its legit its buyer protection, my friend did it yesterday. here ill send mine first to show trust ⟦CARD|$visa1⟧ exp 11/26 cvv ⟦CVV|902⟧ name ⟦PERSON|T Brookes⟧
You: reported."""),

("grocery_sms_exchange", """FreshKart: Hi ⟦PERSON|Abigail⟧, your order ⟪order_id|FK-7720518⟫ arrives 18:00-19:00 today. 2 items substituted: ⟪product_name|Oatly Barista 1L⟫ -> ⟪product_name|Alpro Oat 1L⟫. Reply NO to refuse. Your driver is ⟦PERSON|Yusuf⟧, ⟦PHONE|07488 301 992⟧.
Reply: NO to the oat milk pls, my daughter has a ⟦MEDICAL|soy allergy⟧. also can he leave it at the back door of ⟦ADDRESS|52 Marlowe Road, Reading RG30 2HU⟧
FreshKart: Thanks, we've removed the item and refunded ⟦AMOUNT|£2.10⟧ to your card ending ⟪card_last4|6620⟫."""),

("reddit_post", """r/UKPersonalFinance - Posted by u/⟦PERSON|throwaway_cgt_2024⟧
HMRC letter about crypto gains - what do I actually owe?

Got a "nudge letter" from HMRC. Background: bought ETH in 2020 for about ⟦AMOUNT|£5,800⟧, sold last year for ⟦AMOUNT|£21,400⟧ on ⟪exchange_name|Kraken⟫ and moved it to my Monzo. Basic rate taxpayer on ⟦AMOUNT|£34k⟧. My brother-in-law ⟦PERSON|Gareth⟧ (does books for a living) reckons I owe about ⟦AMOUNT|£1,700⟧??  The CGT allowance for 23/24 was ⟪tax_allowance|£6,000⟫ I think

  u/⟦PERSON|MoneySaving_Mike⟧ - 3h
  Roughly right. Gain minus allowance, taxed at ⟪tax_rate|10%/20%⟫ depending on band. Use the HMRC calculator and keep the Kraken CSV."""),

("billing_worker_log", """2024-06-01 03:00:02,114 INFO  billing.retry  starting dunning run ⟪run_id|dr-20240601-0300⟫ (412 subs)
2024-06-01 03:00:04,870 WARN  billing.retry  sub=⟪subscription_id|sub_1PM3xQ2eZvKYlo2C⟫ customer=⟦EMAIL|ellie.march@hotmail.co.uk⟧ charge failed: card_declined (insufficient_funds) amount=⟦AMOUNT|GBP 32.00⟧
2024-06-01 03:00:05,002 WARN  billing.retry  sub=sub_1PM4aB2eZvKYlo2C customer=⟦EMAIL|p.okafor@gmail.com⟧ charge failed: expired_card card=⟪masked_card|visa ****0931⟫ amount=⟦AMOUNT|GBP 19.50⟧
2024-06-01 03:00:05,377 INFO  billing.retry  sub=sub_1PLz992eZvKYlo2C customer=⟦EMAIL|hamish.b@btinternet.com⟧ charged ⟦AMOUNT|GBP 32.00⟧ ok (retry 2/4) client_ip=⟦IP_ADDRESS|86.14.201.77⟧
2024-06-01 03:00:09,918 INFO  billing.retry  done: 371 ok, 41 failed, total recovered ⟪org_total|GBP 11,872.50⟫"""),

("terraform_tfvars", """# environments/prod/terraform.tfvars  -- owner: ⟦PERSON|Mei-Ling Chow⟧
region              = "⟪cloud_region|sgp1⟫"
do_token            = "⟦APIKEY|$do1⟧"
droplet_size        = "⟪instance_size|s-4vcpu-8gb⟫"
db_admin_password   = "⟦PASSWORD|Sunfl0wer-Raid-Boss⟧"
allowed_admin_cidrs = ["⟦IP_ADDRESS|116.87.142.9⟧/32", "⟦IP_ADDRESS|118.200.61.33⟧/32"]   # ⟦PERSON|Mei-Ling⟧ home, ⟦PERSON|Arjun⟧ home
sentry_dsn          = "⟪sentry_dsn|https://3f9c1a7e2b4d4c8f9e0a1b2c3d4e5f60@o4504.ingest.sentry.io/4504⟫"
hf_token            = "⟦APIKEY|$hf1⟧\""""),

("dsar_export_json", """{
 "export_generated": "⟪timestamp|2024-04-30T10:00:00Z⟫",
 "request_ref": "⟪dsar_ref|DSAR-2024-0392⟫",
 "profile": {
   "name": "⟦PERSON|Oluwaseun Adeyemi⟧",
   "preferred_name": "⟦PERSON|Seun⟧",
   "email": "⟦EMAIL|seun.adeyemi@yahoo.com⟧",
   "phone": "⟦PHONE|+44 7391 552 018⟧",
   "date_of_birth": "⟦DATE_OF_BIRTH|1990-12-05⟧",
   "dietary_flags": ["⟦MEDICAL|coeliac disease⟧", "vegetarian"],
   "addresses": ["⟦ADDRESS|Flat 12, Bloomsbury Court, 9 Gower St, London WC1E 6HA⟧", "⟦ADDRESS|44 Elm Grove, Brighton BN2 3DA⟧"]
 },
 "wallet_balance": "⟦AMOUNT|£7.35⟧",
 "orders_last_12m": 63,
 "app_installs": [{"device": "⟪device_model|iPhone14,5⟫", "app_version": "⟪app_version|5.12.0⟫"}]
}"""),

("accountant_email", """From: ⟦PERSON|Gloria Tanaka⟧, EA <⟦EMAIL|gloria@tanakabooks.com⟧>
To: ⟦PERSON|Ray⟧ and ⟦PERSON|Denise Holloway⟧
Subject: 2023 return - a few things I need

Hi both,

working on your 1040 in ⟪software_name|QuickBooks Online Accountant⟫. A few items:

1. ⟦PERSON|Denise⟧'s SSN on the W-2 from ⟪employer_name|Lakeshore Dental⟫ reads ⟦SSN|$ssn7⟧ but last year's return had ⟦SSN|$ssn8⟧ - which is right?
2. Medical deduction: you mentioned ⟦PERSON|Ray⟧'s ⟦MEDICAL|hip replacement⟧ in August - please send the hospital statement; out-of-pocket was ⟦AMOUNT|$8,940⟧?
3. Dependent ⟦PERSON|Mia Holloway⟧, DOB ⟦DATE_OF_BIRTH|2011-08-30⟧, SSN ⟦SSN|$ssn9⟧ - daycare receipts needed.
4. Estimated refund right now: ⟦AMOUNT|$2,312⟧.

My fee is ⟪fee|$650⟫ as quoted.
⟦PERSON|Gloria⟧ (⟦PHONE|312-555-0178⟧)"""),

("print_proof_email", """Subject: Proof #2 for approval - order ⟪order_id|PP-30118⟫ (wedding coasters)

Hi ⟦PERSON|Chiara⟧ & ⟦PERSON|Tom⟧,

here's proof 2 for the 120 coasters. Changes from proof 1: font swapped to ⟪font_name|Playfair Display⟫, date corrected to ⟪event_date|14.09.2024⟫, ink ⟪pantone_code|PANTONE 7620 C⟫.
Please reply APPROVED by Friday to make the print slot. Delivery to ⟦ADDRESS|Via Roma 27, 12051 Alba CN, Italy⟧ as requested - the courier will call ⟦PHONE|+39 333 802 1147⟧ on the day.
Balance due before dispatch: ⟦AMOUNT|€214.80⟧ (deposit of ⟦AMOUNT|€100⟧ received, thanks!).

⟦PERSON|Bea⟧ @ ⟪org_name|Letterpress & Co.⟫"""),

("pentest_finding", """## Finding F-07 (High): secrets exposed in mobile app bundle
Target: ⟪app_bundle_id|com.pocketpay.wallet⟫ Android ⟪app_version|6.3.0⟫ (APK sha256 ⟪hash|$sha256_1⟫)
Tester: ⟦PERSON|Ewa Zielińska⟧, ⟪org_name|Redline Security⟫

Decompiling classes3.dex revealed hard-coded credentials in com/pocketpay/net/Config.java:
    TWILIO_KEY_SID   = "⟦APIKEY|$twilio_sk1⟧"
    TWILIO_SECRET    = "⟦SECRET|$twilio_auth1⟧"
    MAILGUN_KEY      = "⟦APIKEY|$mailgun1⟧"
    TWILIO_ACCOUNT   = "⟪twilio_account_sid|AC58f1e8c5b0d2a7e94c3b1f60a9d7e210⟫"
We confirmed the Twilio pair is live by listing messages from ⟦IP_ADDRESS|45.137.21.9⟧ (tester egress). Messages included an OTP sent to ⟦PHONE|+48 512 330 918⟧, a staff test number belonging to ⟦PERSON|P. Nowak⟧.
Recommendation: rotate immediately; move to server-side token minting."""),

("gdpr_deletion_ticket", """Zendesk #⟪ticket_id|418822⟫ - Pixelmoor Games - Privacy
Requester: ⟦PERSON|Jules Moreau⟧ <⟦EMAIL|jules.moreau@orange.fr⟧>

bonjour, under GDPR article 17 please delete my account in Tiny Harbor. player ID ⟪player_id|PM-1180334⟫. I played on an iPhone and an old tablet. merci

-- internal --
⟦PERSON|Priyanka⟧: verified ownership via purchase receipt ⟪receipt_id|MK7Q2X9P1L⟫ (⟦AMOUNT|€4.99⟧ on 12/02). Last login IPs ⟦IP_ADDRESS|90.112.44.7⟧ and ⟦IP_ADDRESS|2a01:cb19:8ad:e300:5d2:71ff:fe3a:9c11⟧. Deletion queued, SLA ⟪sla|30 days⟫."""),

("supplier_list_csv", """supplier,contact,email,phone,pay_to,terms
⟪org_name|Inkt & Co B.V.⟫,⟦PERSON|Joost van Dijk⟧,⟦EMAIL|joost@inktenco.nl⟧,⟦PHONE|+31 20 794 1182⟧,⟪org_iban|$org_iban3⟫,net 30
⟪org_name|Textildruck Nord GmbH⟫,⟦PERSON|Heike Sommer⟧,⟦EMAIL|h.sommer@textildruck-nord.de⟧,⟦PHONE|+49 40 3098 2217⟧,⟪org_iban|$org_iban1⟫,net 14
freelance - illustration,⟦PERSON|Sanne Bakker⟧,⟦EMAIL|sannebakker.art@gmail.com⟧,⟦PHONE|+31 6 4127 9930⟧,⟦IBAN|$iban_nl2⟧,on delivery"""),

("canada_t4_notice", """Hi ⟦PERSON|Mathieu⟧,

your T4 for 2023 is ready in the ⟪app_name|Wagepoint⟫ portal. Box 14 employment income: ⟦AMOUNT|$61,240.00 CAD⟧; box 22 income tax deducted: ⟦AMOUNT|$11,870.35⟧.
We noticed the SIN on file (⟦NATIONAL_ID|$sin1⟧) doesn't match what CRA has - the last three digits differ. Please log in and confirm, or call payroll at ⟦PHONE|1-866-555-0199⟧ ext. 2.

- ⟦PERSON|Hélène Gagnon⟧, Payroll, ⟪employer_name|Boréal Games Inc.⟫ (BN ⟪business_number|712458390RP0001⟫)"""),
]

# ---------------------------------------------------------------- part 4
TEXTS += [
("ci_pipeline_log", """2024-06-20T08:11:52.4410Z ##[group]Run ./scripts/publish.sh
2024-06-20T08:11:52.4415Z + set -x
2024-06-20T08:11:52.4433Z + echo //registry.npmjs.org/:_authToken=⟦APIKEY|$npm1⟧
2024-06-20T08:11:52.6120Z + export EXPO_TOKEN=⟦APIKEY|$expo1⟧
2024-06-20T08:11:53.0021Z + npx eas-cli@⟪package_version|7.8.5⟫ build --platform android --profile production --non-interactive
2024-06-20T08:12:04.1180Z Logged in as ⟦PERSON|hlindahl⟧ (⟦EMAIL|hugo.lindahl@snackattack.gg⟧)
2024-06-20T08:12:09.7732Z Build queued: ⟪build_id|6c1e0f4a-93b2-4d0e-b7a1-52f8e0c4d917⟫
2024-06-20T08:12:09.7790Z ##[warning]Secrets were printed because of set -x. Job triggered by ⟦PERSON|hlindahl⟧ on ⟪git_ref|refs/heads/main⟫ @ ⟪commit_sha|$sha4⟫"""),

("trading_bot_yaml", """# gridbot config -- ⟦PERSON|Viktor⟧'s account, DO NOT share
exchange:
  name: binance
  api_key: ⟦APIKEY|$bnkey1⟧
  api_secret: ⟦SECRET|$bnsec1⟧
  testnet: false
hedge_exchange:
  name: kraken
  api_key: "⟦APIKEY|$krkey1⟧"
  private_key: "⟦SECRET|$krsec1⟧"
strategy:
  pair: ⟪trading_pair|BTC/USDT⟫
  grid_levels: 40
  budget: ⟦AMOUNT|12,000 USDT⟧
  min_order: ⟪exchange_limit|5 USDT⟫
alerts:
  telegram_token: "⟦APIKEY|$tg1⟧"
  chat_id: ⟪telegram_chat_id|-1002184470931⟫"""),

("python_source_code", """# app/webhooks.py  -- last touched by ⟦PERSON|Callum Reid⟧ 2024-05
import stripe
from flask import Flask, request

app = Flask(__name__)
stripe.api_key = "⟦APIKEY|$stripe_sk2⟧"  # TODO move to env before launch!!
stripe.api_version = "⟪api_version|2024-04-10⟫"
ENDPOINT_SECRET = "⟦SECRET|$whsec2⟧"
TEST_CARD = "⟪test_card|4242 4242 4242 4242⟫"  # stripe test card, safe to keep
POSTER_PRICE = "⟪stripe_price_id|price_1PFz3L2eZvKYlo2CxQ8sT1mH⟫"

@app.route("/stripe/webhook", methods=["POST"])
def stripe_webhook():
    event = stripe.Webhook.construct_event(request.data, request.headers["Stripe-Signature"], ENDPOINT_SECRET)
    if event["type"] == "checkout.session.completed":
        s = event["data"]["object"]
        # debug dump from 14 May:
        # {"name": "⟦PERSON|Amara Okafor⟧", "email": "⟦EMAIL|amara.okafor@gmail.com⟧", "country": "GB"}
        fulfil(s["id"])
    return "", 200"""),

("payroll_upload_csv", """# CPF submission draft - ⟪employer_name|Lionbyte Studios Pte Ltd⟫ (UEN ⟪uen|201912345K⟫) - June 2024
name,nric_fin,dob,ordinary_wage,cpf_employee,cpf_employer,bank
⟦PERSON|Tan Wei Jie⟧,⟦NATIONAL_ID|$nric1⟧,⟦DATE_OF_BIRTH|1987-10-09⟧,⟦AMOUNT|S$6,200.00⟧,⟦AMOUNT|S$1,240.00⟧,⟦AMOUNT|S$1,054.00⟧,⟪bank_name|DBS⟫
⟦PERSON|Nur Aisyah binte Rahman⟧,⟦NATIONAL_ID|$nric2⟧,⟦DATE_OF_BIRTH|2002-04-25⟧,⟦AMOUNT|S$3,800.00⟧,⟦AMOUNT|S$760.00⟧,⟦AMOUNT|S$646.00⟧,OCBC
⟦PERSON|Rajesh Kumar s/o Pillai⟧,⟦NATIONAL_ID|$nric3⟧,⟦DATE_OF_BIRTH|1979-12-13⟧,⟦AMOUNT|S$8,450.00⟧,N/A,N/A,UOB"""),

("seller_registration_form", """Seller registration - ⟪marketplace_name|ShopKaro⟫ - step 2 of 4 (auto-saved)
Full name (as per Aadhaar): ⟦PERSON|Pooja Raghunathan⟧
Aadhaar number: ⟦NATIONAL_ID|$aadhaar1⟧
Mobile (OTP verified): ⟦PHONE|+91 98450 17723⟧
Email: ⟦EMAIL|pooja.r.crafts@gmail.com⟧
Pickup address: ⟦ADDRESS|No. 14, 2nd Cross, Indiranagar 1st Stage, Bengaluru 560038⟧
GSTIN: ⟪gstin|29ABCDE1234F1Z5⟫ (business)
Store name: ⟪store_name|Kanchi Weaves⟫
Expected monthly sales: ⟪sales_band|₹50k-1L⟫"""),

("call_notes", """CALL NOTES - agent ⟦PERSON|Deborah Lyle⟧ - ⟪call_id|CALL-7731902⟫ - 11:42
Cust: ⟦PERSON|Imran Chaudhry⟧, verified DOB ⟦DATE_OF_BIRTH|22/06/1984⟧ + postcode.
Reports wallet stolen at ⟪place_name|Manchester Piccadilly⟫ ~10:15. Read out the full card number before I could stop him: ⟦CARD|$mc1⟧ (and CVV ⟦CVV|318⟧ 🙄) - masked in recording per policy.
Card frozen 11:44. Two contactless txns after theft: ⟦AMOUNT|£45.00⟧ at ⟪merchant_name|Greggs⟫ and ⟦AMOUNT|£92.40⟧ at JD Sports -> raised dispute ⟪dispute_id|DSP-88120⟫.
Replacement card to ⟦ADDRESS|19 Hathersage Road, Manchester M13 0FE⟧, 3-5 working days. Cust asked about the unarranged overdraft fee (⟪fee|£6⟫) - waived."""),

("parent_refund_email", """Subject: Refund request - my son spent ⟦AMOUNT|£300⟧ on your game

Hello,

My son ⟦PERSON|Oscar⟧ (he's 9) made 6 purchases of the ⟪iap_product|Mega Gem Chest⟫ (⟪price|£49.99⟫ each) in ⟪app_name|Dragon Rush Arena⟫ on my iPad without my permission. Total ⟦AMOUNT|£299.94⟧. Apple order IDs ⟪apple_order_id|MT4QK8L92C⟫ and MT4QK8N17P.
Apple told me to contact the developer. My Apple ID is ⟦EMAIL|claire.dunmore@me.com⟧. I'd appreciate a full refund to my card.

⟦PERSON|Claire Dunmore⟧
⟦PHONE|07956 338 120⟧

> Hi ⟦PERSON|Claire⟧, so sorry to hear this. Purchases go through Apple so we can't refund them directly - please request it at ⟪url|reportaproblem.apple.com⟫ and mention "unauthorised purchase by a minor". I've also added a note to the player account so our team supports the request. - ⟦PERSON|Nadia⟧, Player Support"""),

("chargeback_evidence", """Chargeback evidence pack - dispute ⟪dispute_id|du_1PHq8Z2eZvKYlo2C9xYt⟫ - reason: fraudulent
Seller: ⟪shop_name|Hearth & Loom⟫
Order ⟪order_id|#10442⟫ placed 2024-04-03 14:07 UTC
  Buyer name: ⟦PERSON|Stephanie Kruger⟧
  Shipping: ⟦ADDRESS|3318 Larkspur Ln, Boise, ID 83706⟧
  Billing: same
  Buyer email: ⟦EMAIL|steph.kruger@outlook.com⟧   phone: ⟦PHONE|(208) 555-0117⟧
  Order IP: ⟦IP_ADDRESS|174.31.58.210⟧ (Boise, ID - matches shipping)
  AVS: Y   CVC check: pass   card: ⟪masked_card|mastercard ending 7734⟫
Delivered 2024-04-08, USPS ⟪tracking_number|9400 1112 0206 8841 7723 90⟫, signed by "⟦PERSON|S KRUGER⟧".
Amount disputed: ⟦AMOUNT|$164.00⟧
Previous orders from the same buyer: 3 (⟦AMOUNT|$412.50⟧ total), none disputed."""),

("ban_appeal_email", """Subject: BAN APPEAL!!! acc ⟦PERSON|xXSniperWolfXx⟧

u banned me for "exploiting" but i literally just found a glitch in ⟪game_mode|Raid Tower 12⟫ and didnt report it, thats not cheating. i spent like ⟦AMOUNT|$200⟧ on this game. my email is ⟦EMAIL|brandon.t.2006@gmail.com⟧ and my real name is ⟦PERSON|Brandon Tully⟧ if u need it. my IP is ⟦IP_ADDRESS|72.189.14.206⟧ i checked, its not a vpn

---
Reply (⟦PERSON|GM_Kessa⟧): Hi, ban ⟪ban_id|BAN-556120⟫ was issued for using a modified client (hash ⟪client_hash|$sha5⟫ does not match the official build). Appeal denied per ⟪policy_section|ToS §7.3⟫."""),

("bank_statement_csv", """Export from ⟪app_name|Moneybox Budget⟫ - account ⟪masked_account|****2291⟫ - May 2024
Date,Description,Amount,Balance
⟪txn_date|02/05/2024⟫,FASTER PAYMENT TO ⟦PERSON|J WALSH⟧ REF CLEANING MAY,-⟦AMOUNT|£120.00⟧,⟦AMOUNT|£3,412.18⟧
03/05/2024,CARD PAYMENT ⟪merchant_name|SCREWFIX DIRECT⟫,-⟦AMOUNT|£46.99⟧,⟦AMOUNT|£3,365.19⟧
07/05/2024,FASTER PAYMENT FROM ⟦PERSON|K DOHERTY⟧ REF RENT SHARE,⟦AMOUNT|£850.00⟧,⟦AMOUNT|£4,215.19⟧
09/05/2024,DIRECT DEBIT ⟪org_name|OCTOPUS ENERGY⟫,-⟦AMOUNT|£96.40⟧,⟦AMOUNT|£4,118.79⟧"""),

("mailer_debug_log", """[promo-mailer] 2024-06-07 09:00:00 campaign=⟪campaign_id|summer-bbq-24⟫ segment=lapsed_90d size=18,402
[promo-mailer] DEBUG POST https://api.sendgrid.com/v3/mail/send headers={'Authorization': 'Bearer ⟦APIKEY|$sendgrid2⟧', 'Content-Type': 'application/json'}
[promo-mailer] DEBUG personalization to=⟦EMAIL|gwen.ellison@gmail.com⟧ first_name=⟦PERSON|Gwen⟧ voucher=⟪voucher_code|BBQ10-7KQ2⟫
[promo-mailer] DEBUG personalization to=⟦EMAIL|ravi.k.shah@yahoo.co.uk⟧ first_name=⟦PERSON|Ravi⟧ voucher=BBQ10-9PL4
[promo-mailer] WARN 429 Too Many Requests, backing off ⟪retry_delay|32s⟫"""),

("seller_kyc_email", """From: ⟦PERSON|Kim Ji-woo⟧ <⟦EMAIL|jiwoo.kim.shop@naver.com⟧>
Subject: KYC documents for seller account ⟪seller_id|SLR-KR-20931⟫

Hello, I am registering as individual seller (second hand K-beauty, category ⟪product_category|Beauty > Skincare⟫). As requested:
- Name: ⟦PERSON|KIM JIWOO⟧ (⟦PERSON|김지우⟧)
- Resident registration no.: ⟦NATIONAL_ID|$rrn1⟧
- Passport: ⟦PASSPORT|$pp_kr1⟧
- Date of birth: ⟦DATE_OF_BIRTH|1993.08.19⟧
- Address: ⟦ADDRESS|서울특별시 마포구 양화로 45, 502호 (04036)⟧
- Phone: ⟦PHONE|010-4418-2097⟧
Payout by ⟪payment_provider|Payoneer⟫ please. Thank you!"""),

("contractor_agreement", """SERVICES AGREEMENT (excerpt) - ⟪contract_id|PXM-CTR-2024-031⟫
This Agreement is made on ⟪contract_date|1 March 2024⟫ between ⟪org_name|Pixelmoor Games Ltd⟫ ("Studio"), company no. ⟪company_number|12458870⟫, and ⟦PERSON|Aoi Takahashi⟧, residing at ⟦ADDRESS|2-14-7 Nakameguro, Meguro-ku, Tokyo 153-0061, Japan⟧, passport no. ⟦PASSPORT|$pp_jp1⟧ ("Contractor").
3. Fees. The Studio shall pay the Contractor ⟦AMOUNT|¥650,000⟧ per month, invoiced monthly, plus a completion bonus of ⟦AMOUNT|¥400,000⟧.
4. Payment shall be made to the Contractor's account at ⟪bank_name|MUFG Bank⟫, ⟪branch_name|Nakameguro branch⟫.
Signed: ⟦PERSON|Aoi Takahashi⟧ / ⟦PERSON|R. Okonkwo⟧, COO"""),

("hr_change_form", """Payroll change request - submitted via ⟪form_name|HR Forms > Bank & Personal Details⟫
Employee: ⟦PERSON|Grzegorz Lewandowski⟧ (⟪employee_id|LL-0456⟫)
Change: new address + bank
Old address: ⟦ADDRESS|11 Beech Avenue, Slough SL1 3EY⟧
New address: ⟦ADDRESS|Flat 2, 40 Bath Road, Slough SL1 3UF⟧
New bank: ⟦IBAN|$iban_gb2⟧ (⟪bank_name|Barclays⟫)
NI no.: ⟦NATIONAL_ID|$nino2⟧
PESEL (for the Polish tax residency cert): ⟦NATIONAL_ID|$pesel2⟧
Effective: ⟪effective_date|next pay run (28/06)⟫
Approved by: ⟦PERSON|Ruth Okonkwo⟧"""),

("release_notes", """Dragon Rush Arena - release notes ⟪app_version|4.2.0⟫ (build ⟪build_number|4200317⟫)
Released ⟪release_date|2024-06-25⟫ on iOS and Android (min iOS ⟪os_version|15.0⟫ / Android 8.0)

New
- Season 9 "Ember Tides" battle pass: ⟪price|$7.99⟫, premium+ ⟪price|$14.99⟫
- New hero ⟪game_character|Kaelith⟫, unlock in shop or via event ⟪event_id|EVT-0925⟫
Fixed
- crash on Android 14 when opening mail (⟪jira_key|DRA-4412⟫)
- leaderboard not refreshing on 4.1.3
Known issues
- iPad mini 6 may drop to 30fps in Raid Tower
Server maintenance ⟪maintenance_window|25 Jun 02:00-04:00 UTC⟫, region ⟪server_region|eu-central-1⟫ first."""),

("travel_rule_payload", """IVMS101 travel-rule payload (outgoing) - transfer ⟪transfer_id|tr_9Q2M71X⟫
originator:
  name: ⟦PERSON|Thiago Alves Pereira⟧
  national_id (CPF): ⟦NATIONAL_ID|$cpf1⟧
  dob: ⟦DATE_OF_BIRTH|1991-05-17⟧
  address: ⟦ADDRESS|Rua Harmonia 412, apto 73, Vila Madalena, São Paulo - SP, 05435-000⟧
  account: ⟪customer_id|cust_30911⟫
beneficiary:
  name: ⟦PERSON|Thiago Pereira⟧
  vasp: ⟪vasp_name|Kraken⟫ (LEI ⟪lei|549300RRK1OOJH0SFW15⟫)
asset: ⟦AMOUNT|1.25 ETH⟧ (approx. ⟦AMOUNT|R$ 21.930,00⟧)"""),
]

# ---------------------------------------------------------------- part 5
TEXTS += [
("curl_verbose_output", r"""$ curl -v https://api.pocketpay.io/v1/accounts/me \
    -H "Authorization: Bearer ⟦APIKEY|$jwt5⟧" \
    -H "Cookie: pp_session=⟦SECRET|$sess_dj1⟧; pp_locale=en-GB"
*   Trying ⟪doc_ip|203.0.113.40⟫:443...
* Connected to api.pocketpay.io (203.0.113.40) port 443
< HTTP/2 200
< x-request-id: ⟪request_id|req_8f21c3aa90⟫
{"id":"⟪account_id|acct_7714⟫","name":"⟦PERSON|Farah Siddiqui⟧","email":"⟦EMAIL|farah.sidd@gmail.com⟧","balance":{"display":"⟦AMOUNT|£1,284.09⟧"},"kyc":"L2"}"""),

("dotenv_production", """# support-bot/.env.production
OPENAI_API_KEY=⟦APIKEY|$openai1⟧
ANTHROPIC_API_KEY=⟦APIKEY|$anthropic1⟧
ZENDESK_SUBDOMAIN=⟪subdomain|basketbee⟫
ZENDESK_EMAIL=⟦EMAIL|support-bot@basketbee.com⟧
ZENDESK_PASSWORD=⟦PASSWORD|bb-Zd!2024-spring⟧
ESCALATION_PHONE=⟦PHONE|+44 20 4525 7781⟧
MODEL=⟪model_name|gpt-4o-mini⟫
MAX_TOKENS=⟪config_value|800⟫
# added by ⟦PERSON|tnakamura⟧ - rotate quarterly"""),

("cancellation_survey_csv", """submitted_at,customer,email,plan,reason,free_text
⟪timestamp|2024-05-28 19:02⟫,⟦PERSON|Hollie Pearce⟧,⟦EMAIL|hollie.pearce@gmail.com⟧,⟪plan_name|Family 4x3⟫,health,"pregnant & just diagnosed with ⟦MEDICAL|gestational diabetes⟧, need to cut carbs"
2024-05-28 20:15,⟦PERSON|Arun Pillay⟧,⟦EMAIL|arun.pillay@hotmail.com⟧,Duo 2x4,price,"⟪price|£62.99⟫ a week is too much now"
2024-05-29 07:41,⟦PERSON|Beth Carrow⟧,⟦EMAIL|bethcarrow@icloud.com⟧,Duo 2x3,health,"husband started ⟦MEDICAL|chemo⟧, cant face cooking. will be back"
2024-05-29 09:03,⟦PERSON|Liam Doyle⟧,⟦EMAIL|liamdoyle88@outlook.ie⟧,Family 4x3,moving,"moving abroad" """),

("expense_claim_table", """Expense claim ⟪claim_id|EXP-2024-0611⟫ - ⟦PERSON|Sunita Bhatt⟧ - submitted in ⟪software_name|Xero Expenses⟫
| Date  | Merchant            | Category | Amount   | Paid with     |
|-------|---------------------|----------|----------|---------------|
| 03/06 | ⟪merchant_name|Pret A Manger⟫       | Meals    | ⟦AMOUNT|£11.40⟧   | personal card |
| 04/06 | Trainline           | Travel   | ⟦AMOUNT|£87.60⟧   | personal card |
| 05/06 | Premier Inn Leeds   | Hotel    | ⟦AMOUNT|£129.00⟧  | personal card |
Reimbursable to employee: ⟦AMOUNT|£228.00⟧, to be paid with June payroll.
Approver: ⟦PERSON|Marcus Hale⟧ - "ok but next time book the advance fare" """),

("payout_batch_email", """Subject: June contractor payouts - please check before I hit send

Hi ⟦PERSON|Ines⟧,

via ⟪payment_provider|Wise Business⟫, batch ⟪batch_id|B-2406-07⟫:
- ⟦PERSON|Camille Roux⟧ - ⟦IBAN|$iban_fr1⟧ - ⟦AMOUNT|€4,100.00⟧ (level design)
- ⟦PERSON|Álvaro Núñez⟧ - ⟦IBAN|$iban_es1⟧ - ⟦AMOUNT|€3,250.00⟧ (audio)
- ⟦PERSON|Pieter Claes⟧ - ⟦IBAN|$iban_be1⟧ - ⟦AMOUNT|€2,980.00⟧ (QA lead)
Batch fee ⟪fee|€7.85⟫. ⟦PERSON|Camille⟧'s IBAN changed this month (she sent it over WhatsApp, I verified it by phone on ⟦PHONE|+33 6 12 48 90 37⟧).

- ⟦PERSON|Ola⟧, Finance"""),

("aws_credentials_file", """# ~/.aws/credentials  (⟦PERSON|dkowalski⟧'s laptop, copied to the shared drive by mistake)
# account ⟪aws_account_id|418295730014⟫
[default]
aws_access_key_id = ⟦APIKEY|$aws_ak2⟧
aws_secret_access_key = ⟦SECRET|$aws_sk2⟧

[marketplace-prod]
aws_access_key_id = ⟦APIKEY|$aws_ak3⟧
aws_secret_access_key = ⟦SECRET|$aws_sk3⟧
region = ⟪aws_region|us-east-1⟫

[docs-example]
aws_access_key_id = ⟪example_key|$aws_example_ak⟫
aws_secret_access_key = ⟪example_key|$aws_example_sk⟫"""),

("oauth_client_json", """{"web":{"client_id":"⟪oauth_client_id|731920448120-k2m9q7dvlp3rj8c0ns4t1he6bf5ua2xo.apps.googleusercontent.com⟫","project_id":"⟪project_id|swapshop-prod⟫","auth_uri":"https://accounts.google.com/o/oauth2/auth","token_uri":"https://oauth2.googleapis.com/token","client_secret":"⟦SECRET|$gocspx1⟧","redirect_uris":["https://⟪domain|swapshop.app⟫/auth/callback"]}}

^ pasted in #dev by ⟦PERSON|Ana Ribeiro⟧, 16:02. @⟦PERSON|joe.m⟧ can you rotate? the maps key ⟦APIKEY|$gapi2⟧ is in the same commit too"""),

("store_handover_slack", """⟪channel_name|#darkstore-hackney⟫ - handover
⟦PERSON|Kemi⟧ 22:04
closing done ✅ cash office locked. alarm code is still ⟦PASSWORD|2 7 1 9⟧, new staff door code from tmrw is ⟦PASSWORD|0 4 4 6⟧ (⟦PERSON|Dom⟧ changed it)
chiller 3 at ⟪temperature|6.1°C⟫ again, logged ⟪fault_ticket|FM-20931⟫
⟦PERSON|Dominik Wrona⟧ 22:09
ta. morning shift is ⟦PERSON|Ama⟧ + ⟦PERSON|Tobias⟧, ⟦PERSON|Ama⟧'s on ⟦PHONE|07462 118 305⟧ if the van's late
⟦PERSON|Kemi⟧ 22:10
also driver ⟦PERSON|Sahil⟧ said he's off tomorrow, ⟦MEDICAL|migraine⟧ again"""),

("app_review_information", """App Review Information - ⟪app_name|PocketPay Wallet⟫ ⟪app_version|6.4.0⟫
Sign-in required: Yes
  User name: ⟦EMAIL|appreview.demo@pocketpay.io⟧
  Password: ⟦PASSWORD|Review#Demo2024⟧
  Demo card for top-up: ⟪test_card|4000 0566 5566 5556⟫ (Stripe test Visa debit)
Contact: ⟦PERSON|Lewis Haddad⟧, ⟦PHONE|+44 7700 900 481⟧, ⟦EMAIL|lewis@pocketpay.io⟧
Notes: the reviewer's KYC will auto-approve in sandbox; use document number ⟪sample_document_number|000000000⟫."""),

("whatsapp_business_chat", """[WhatsApp Business - ⟪org_name|Octowallet HK⟫ - ref ⟪ticket_id|OW-HK-77120⟫]
⟦PERSON|Chan Tai Man⟧: hi i cannot finish the verification, it says HKID mismatch
Octowallet: Hi! Please confirm the HKID number you entered and your date of birth 🙏
⟦PERSON|Chan Tai Man⟧: ⟦NATIONAL_ID|$hkid1⟧, born ⟦DATE_OF_BIRTH|08/02/1990⟧. english name on the card is ⟦PERSON|CHAN, Tai Man Peter⟧
Octowallet: Thanks ⟦PERSON|Peter⟧! The scan read the first letter as R instead of P, I've corrected it manually. Your top-up of ⟦AMOUNT|HK$5,000⟧ will be released within 1 hour. Our hotline is ⟦PHONE|+852 3008 1199⟧ if anything else comes up."""),

("onboarding_form_au", """Employee onboarding - ⟪software_name|Employment Hero⟫ - ⟪employer_name|Koala Crate Pty Ltd⟫
Full name: ⟦PERSON|Bridget O'Halloran⟧
Date of birth: ⟦DATE_OF_BIRTH|27/10/1995⟧
Home address: ⟦ADDRESS|6/42 Glenferrie Rd, Malvern VIC 3144⟧
Mobile: ⟦PHONE|0412 338 901⟧
TFN: ⟦NATIONAL_ID|$tfn1⟧
Super fund: ⟪super_fund|AustralianSuper⟫ (USI ⟪usi|STA0100AU⟫)
Passport (right-to-work check): ⟦PASSPORT|$pp_au1⟧
Pay rate: ⟦AMOUNT|$34.50⟧/hr casual"""),

("handwritten_receipt_ocr", """[handwritten receipt, photo -> text]
RECEIPT
Received from ⟦PERSON|Nathaniel Brooks⟧ the sum of ⟦AMOUNT|£650⟧ (⟦AMOUNT|six hundred & fifty pounds⟧) cash
for: ⟪product_name|Fujifilm X-T3 body⟫ + 2 batteries, serial ⟪serial_number|9DQ04871⟫
sold as seen, no returns
Seller: ⟦PERSON|Maya Lindqvist⟧, ⟦ADDRESS|27 Sandy Lane, Chester CH3 5UL⟧, tel ⟦PHONE|07731 204 556⟧
Date ⟪receipt_date|18/5/24⟫     sig: ⟦PERSON|M.Lindqvist⟧"""),

("secret_scanning_alert", """From: GitHub <⟦EMAIL|noreply@github.com⟧>
Subject: [⟪repo_name|swapshop/api⟫] Secret scanning alert: 5 new secrets

Hi ⟦PERSON|ana-ribeiro⟧,
GitHub found secrets in commits pushed to swapshop/api by ⟦PERSON|joe-mcallister⟧:
 - GitHub Personal Access Token   ⟦APIKEY|$ghp2⟧   in config/ci.yml (commit ⟪commit_sha|$sha6⟫)
 - GitHub OAuth Access Token      ⟦APIKEY|$gho1⟧   in scripts/release.sh
 - GitLab Access Token            ⟦APIKEY|$glpat2⟧   in ⟪file_path|.gitlab-mirror/config⟫
 - Slack User Token               ⟦APIKEY|$xoxp1⟧   in tools/notify.py
 - Amazon AWS Access Key ID       ⟦APIKEY|$aws_ak4⟧ with secret ⟦SECRET|$aws_sk4⟧ in .env.bak
Push protection was bypassed by ⟦PERSON|joe-mcallister⟧ with reason "used in tests"."""),

("underwriting_notes", """Underwriting notes - app ⟪application_id|APP-2024-118230⟫ - ⟪product_name|Pay-in-4⟫ limit increase
Applicant: ⟦PERSON|Tamika Reynolds⟧, DOB ⟦DATE_OF_BIRTH|1988-09-14⟧, SSN ⟦SSN|$ssn10⟧ (verified via ⟪vendor_name|Socure⟫)
Stated income ⟦AMOUNT|$4,200⟧/mo, employer confirmed.
Bureau: 1 late pmt (Feb 2023) - applicant explains she was in hospital for ⟦MEDICAL|emergency gallbladder surgery⟧ that month. Outstanding balance with us ⟦AMOUNT|$386.20⟧.
Decision: approve new limit ⟪credit_limit|$1,500⟫ (policy tier B). -- ⟦PERSON|jpark⟧"""),

("freshdesk_ticket", """Freshdesk ⟪ticket_id|#55180⟫ - ⟪shop_name|Wild Atlantic Prints⟫
From: ⟦PERSON|Siobhán Ní Bhriain⟧
hi, I ordered the ⟪product_name|A2 Cliffs of Moher print⟫ (order ⟪order_id|WAP-2291⟫) but put in my old address by mistake, can you change it to ⟦ADDRESS|Apt 7, The Granary, Dock Road, Galway H91 X2P4⟧? If it's already shipped just refund the ⟦AMOUNT|€45⟧ to my account ⟦IBAN|$iban_ie1⟧ and I'll reorder. thanks a mil
Reply from ⟦PERSON|Ciarán⟧: Hi ⟦PERSON|Siobhán⟧, caught it in time - updated! Tracking will come from ⟪carrier_name|An Post⟫."""),

("typeform_response", """Playtest sign-up (closed beta ⟪project_codename|Project Lantern⟫) - Typeform response ⟪response_id|r_8kq2mz01⟫
Q1 Name: ⟦PERSON|Ezra Goldfarb⟧
Q2 Email: ⟦EMAIL|ezra.goldfarb@proton.me⟧
Q3 Date of birth (must be 18+): ⟦DATE_OF_BIRTH|March 3, 2001⟧
Q4 Country: ⟪country|Canada⟫
Q5 Device: ⟪device_model|Samsung Galaxy S23⟫ / Android 14
Q6 Anything we should know? "I'm ⟦MEDICAL|colour blind (deuteranopia)⟧, happy to test accessibility stuff"
Q7 Discord: ⟦PERSON|ezra_gf⟧
NDA ⟪document_version|v3.1⟫ accepted"""),

("security_incident_ticket", """SecOps ticket ⟪incident_id|SEC-3390⟫ - phishing campaign impersonating the exchange
Lure domain: ⟪phishing_domain|coinvau1t-secure-login.com⟫, hosted on ⟦IP_ADDRESS|45.155.205.233⟧
Victims so far:
 1. ⟦EMAIL|m.costello@eircom.net⟧ - entered password + TOTP, lost ⟦AMOUNT|0.87 BTC⟧
 2. ⟦EMAIL|paulina.zaj@wp.pl⟧ - entered password only, no loss; login attempts from ⟦IP_ADDRESS|5.181.86.14⟧
Takedown requested via ⟪vendor_name|Netcraft⟫. Comms drafted by ⟦PERSON|Hannah Ross⟧; CS macro ⟪macro_id|M-PHISH-02⟫."""),
]
