# English texts, written one at a time.  ⟦TYPE|value⟧ = span, ⟪kind|value⟫ = decoy.
TEXTS = [
("email_hr", """Subject: Offer letter – Senior Analyst (ref ⟪ticket_id|HR-20417⟫)

Hi ⟦PERSON|Priya⟧,

Following up on our call on ⟪date|Tuesday 14 April⟫. Your base salary will be ⟦AMOUNT|$118,500⟧ per year with a signing bonus of ⟦AMOUNT|$7,000⟧, paid in your first payroll run. The role sits in our ⟪place|Denver⟫ office, 4th floor.

Please send the signed copy back to ⟦EMAIL|recruiting@harlowlabs.io⟧ by ⟪date|April 21⟫.

Best,
⟦PERSON|Gareth Molyneux⟧
Talent Acquisition, ⟪company|Harlow Labs Inc.⟫"""),

("slack_chat", """#infra-oncall
[09:12] ⟦PERSON|dkowalczyk⟧: prod-db-2 is at ⟦IP_ADDRESS|10.24.7.19⟧ now, the old ⟪doc_ip|192.0.2.44⟫ in the runbook is just the example
[09:13] ⟦PERSON|mei.tan⟧: ty. still on port ⟪port|6432⟫ via pgbouncer?
[09:13] ⟦PERSON|dkowalczyk⟧: yep. creds are in vault, DON'T paste them here again pls
[09:15] ⟦PERSON|mei.tan⟧: lol fair. bumping to ⟪version|v2.18.3⟫ after lunch"""),

("env_file", """# .env.production — do not commit
NODE_ENV=production
PORT=⟪port|8080⟫
DATABASE_URL=postgres://orders_app:⟦SECRET|Tr0ut-Lake-88⟧@⟦IP_ADDRESS|10.40.2.15⟧:5432/orders
STRIPE_SECRET_KEY=⟦APIKEY|$stripe_sk1⟧
STRIPE_PUBLISHABLE_KEY=⟪app_id|$stripe_pk1⟫
SENTRY_DSN=⟦APIKEY|$sentry_dsn1⟧
RELEASE=⟪version|2025.11.3⟫"""),

("support_ticket", """Ticket #⟪ticket_id|548120⟫ — Billing dispute
Customer: ⟦PERSON|Harold Finch-Abbott⟧
Phone on file: ⟦PHONE|(312) 555-0187⟧
Card ending ⟪masked_card|•••• 7731⟫, exp ⟪card_expiry|08/27⟫

Customer says he was charged twice for order ⟪order_id|ORD-77120-B⟫ (⟪price|$49.99⟫ each). Refunded the duplicate charge (⟦AMOUNT|USD 49.99⟧) to his card on file. Escalated to tier 2 in case he calls again."""),

("web_form", """APPLICATION FOR RESIDENTIAL LEASE
Unit applied for: ⟪place|Maple Court⟫ #3B   Advertised rent: ⟪price|$1,850/mo⟫
Applicant name: ⟦PERSON|Rosalind T. Okafor⟧
Date of birth: ⟦DATE_OF_BIRTH|03/22/1991⟧
SSN: ⟦SSN|412-58-7730⟧
Current address: ⟦ADDRESS|2214 W. Hollis Ave, Apt 6, Chicago, IL 60622⟧
Monthly income: ⟦AMOUNT|$5,400⟧
Emergency contact: ⟦PERSON|Chidi Okafor⟧ ⟦PHONE|773-555-0142⟧
Signed: ⟦PERSON|R. Okafor⟧   Date: ⟪date|11/02/2025⟫"""),

("medical_note", """PROGRESS NOTE  ⟪date|2025-09-18⟫
Pt: ⟦PERSON|Delgado, Marisol⟧  DOB ⟦DATE_OF_BIRTH|1968-07-02⟧
S: 57F w/ hx of ⟦MEDICAL|type 2 diabetes⟧ and ⟦MEDICAL|hypertension⟧, c/o ⟦MEDICAL|blurred vision⟧ x2 wks. Reports missing doses of ⟦MEDICAL|metformin 1000 mg BID⟧.
O: BP 152/94, A1c 8.9%.
A/P: ⟦MEDICAL|uncontrolled T2DM⟧. Add ⟦MEDICAL|empagliflozin 10 mg daily⟧. Refer ophthalmology (⟪company|Lakeside Eye Associates⟫). F/u 6 wks.
Allergies: ⟦MEDICAL|sulfa drugs (rash)⟧
— ⟦PERSON|Kenji Aoyama⟧, MD"""),

("app_log", """2025-11-28T03:14:07.552Z INFO  auth-svc ⟪version|1.42.0⟫ login ok user=⟦EMAIL|b.nwosu@quillmail.com⟧ ip=⟦IP_ADDRESS|84.17.203.61⟧ session=⟪uuid|9f0c2e1a-77b4-4d3e-a0f1-5be6e2c1d8aa⟫
2025-11-28T03:14:09.004Z WARN  auth-svc rate limit near threshold src=⟪doc_ip|198.51.100.23⟫ (synthetic probe)
2025-11-28T03:14:11.871Z DEBUG auth-svc issued token=⟦APIKEY|$jwt1⟧ ttl_s=⟪number|3600⟫"""),

("whatsapp_chat", """[12/10/25, 19:02] ⟦PERSON|Tasha⟧: hey what's the wifi at the cabin again
[12/10/25, 19:04] ⟦PERSON|Marcus B⟧: network is ⟪ssid|PineHollow_5G⟫ pw is ⟦PASSWORD|bluejay-river-1974⟧
[12/10/25, 19:04] ⟦PERSON|Marcus B⟧: and the lockbox code for the key is ⟦PASSWORD|4 4 9 1⟧
[12/10/25, 19:05] ⟦PERSON|Tasha⟧: ur a legend. I venmo'd you ⟦AMOUNT|$215⟧ for my share of the rental btw
[12/10/25, 19:06] ⟦PERSON|Marcus B⟧: got it 👍 listing said ⟪price|$860 for 3 nights⟫ so we're square"""),

("yaml_config", """# config/payments.yaml
service: checkout
region: ⟪place|eu-west-1⟫
aws:
  access_key_id: ⟦APIKEY|$aws_akid1⟧
  secret_access_key: ⟦SECRET|$aws_secret1⟧
  bucket: receipts-prod-⟪version|2025⟫
smtp:
  host: smtp.mailrelay.net
  port: ⟪port|587⟫
  user: notifications
  password: ⟦PASSWORD|Qv7!mPz2#relay⟧"""),

("csv_export", """customer_id,full_name,email,phone,card_last4,lifetime_value
⟪order_id|C-100231⟫,⟦PERSON|Ingrid Solberg⟧,⟦EMAIL|ingrid.solberg@fjordpost.no⟧,⟦PHONE|+47 912 34 508⟧,⟪masked_card|4417⟫,⟪price|1290.00⟫
⟪order_id|C-100232⟫,⟦PERSON|Tomasz Wrona⟧,⟦EMAIL|t.wrona84@pocztex.pl⟧,⟦PHONE|+48 601 228 947⟧,⟪masked_card|0932⟫,⟪price|88.50⟫
⟪order_id|C-100233⟫,⟦PERSON|Aylin Demir⟧,⟦EMAIL|aylin.d@kuzeymail.com.tr⟧,⟦PHONE|+90 532 418 77 09⟧,⟪masked_card|5521⟫,⟪price|412.75⟫"""),

("payment_chat", """Agent (⟪company|Northwind Travel⟫): To complete the booking I'll need the card details.
Caller: ok it's ⟦CARD|$visa2⟧
Agent: And the expiry?
Caller: ⟪card_expiry|11/28⟫
Agent: And the three digit code on the back?
Caller: ⟦CVV|604⟧
Agent: Thank you. The fare of ⟪price|$1,274.60⟫ for flight ⟪flight_no|NW 482⟫ is confirmed. Your reference is ⟪order_id|QZ7K4P⟫."""),

("python_code", '''import os
import requests

# TODO(⟦PERSON|amira⟧): move this to secrets manager before release ⟪version|0.9⟫
OPENAI_KEY = "⟦APIKEY|$openai1⟧"
HEADERS = {"Authorization": f"Bearer {OPENAI_KEY}"}

def summarize(text):
    r = requests.post("https://api.openai.com/v1/chat/completions", headers=HEADERS,
                      json={"model": "⟪version|gpt-4o-mini⟫", "messages": [{"role": "user", "content": text}]},
                      timeout=⟪port|30⟫)
    return r.json()
'''),

("discharge_summary", """DISCHARGE SUMMARY — ⟪company|St. Brendan's General Hospital⟫
Patient: ⟦PERSON|Owen Pritchard⟧   Admitted ⟪date|02 Nov 2025⟫  Discharged ⟪date|07 Nov 2025⟫
Diagnosis: ⟦MEDICAL|community-acquired pneumonia, right lower lobe⟧; ⟦MEDICAL|COPD exacerbation⟧.
Treatment: ⟦MEDICAL|IV ceftriaxone 1 g daily⟧, switched to ⟦MEDICAL|oral amoxicillin 500 mg TID⟧ on day 3.
Discharge meds: ⟦MEDICAL|tiotropium 18 mcg inhaled once daily⟧, ⟦MEDICAL|prednisolone 30 mg x5 days⟧.
GP: Dr ⟦PERSON|Helen Ashworth⟧, ⟪place|Crickhowell Surgery⟫. Ward ⟪room_number|7B⟫."""),

("bank_statement", """⟪company|Crestline Savings Bank⟫ — Statement period ⟪date|01 Oct – 31 Oct 2025⟫
Account holder: ⟦PERSON|Beatrice L. Hammond⟧
Mailing address: ⟦ADDRESS|88 Ferncliff Road, Westbury, NY 11590⟧
Opening balance ⟦AMOUNT|$12,408.33⟧   Closing balance ⟦AMOUNT|$9,871.02⟧
10/03  ACH PAYROLL ⟪company|GREYSTONE DENTAL⟫        +⟦AMOUNT|$3,212.44⟧
10/09  ZELLE TO ⟦PERSON|J HAMMOND⟧                 -⟦AMOUNT|$400.00⟧
10/17  CHECK #⟪check_no|1184⟫                      -⟦AMOUNT|$2,150.00⟧
Customer service: ⟪hotline|1-800-555-0199⟫"""),

("incident_report", """INCIDENT ⟪ticket_id|SEC-2025-0311⟫ — Leaked GitHub token
Reporter: ⟦PERSON|Lars Eriksen⟧
Summary: A personal access token (⟦APIKEY|$ghp1⟧) was committed to ⟪repo|acme/billing-ui⟫ in commit ⟪hash|4e1f9a2c⟫ and was public for ~40 min.
Actions: token revoked at ⟪timestamp|2025-03-11 14:22 UTC⟫; audit log shows clone from ⟦IP_ADDRESS|185.220.101.47⟧ (tor exit) and ⟦IP_ADDRESS|2a02:c207:2051:8841::1⟧.
Status: closed, no data exfiltration confirmed."""),

("sms", """⟪company|Bank of Lowell⟫: Hi ⟦PERSON|Rhonda⟧, your verification code is ⟪otp_code|482915⟫. Never share this code. We will never call to ask for it. Card ⟪masked_card|**5530⟫ — if this wasn't you call ⟪hotline|1-888-555-0102⟫."""),

("resume", """⟦PERSON|JONATHAN A. REYES⟧
⟦ADDRESS|417 Birchwood Lane, Austin, TX 78745⟧ · ⟦PHONE|512-555-0163⟧ · ⟦EMAIL|jon.reyes.dev@gmail.com⟧
github.com/⟦PERSON|jreyes⟧

EXPERIENCE
⟪company|Tessellate Systems⟫ — Backend Engineer (⟪date|2021–present⟫)
- Cut p99 latency on the ledger API from 800ms to 120ms
- Migrated 40 services to ⟪version|Kubernetes 1.27⟫
EDUCATION
B.S. Computer Science, ⟪place|Texas State University⟫, ⟪date|2019⟫"""),

("voicemail_transcript", """[Voicemail transcript — ⟪timestamp|Mon 3:42 PM⟫]
"Hi, this is ⟦PERSON|Gloria⟧ from Dr. ⟦PERSON|Feldman⟧'s office calling for ⟦PERSON|Nathaniel Brooks⟧. Your ⟦MEDICAL|MRI of the lumbar spine⟧ results are in and the doctor would like to discuss the ⟦MEDICAL|herniated disc at L4-L5⟧. Please call us back at ⟦PHONE|617-555-0126⟧, extension ⟪extension|204⟫. Our office is closed on ⟪date|Thanksgiving⟫. Thanks, bye.\""""),

("json_payload", """{
  "event": "user.updated",
  "id": "⟪uuid|evt_3Nf82KaP1qYz⟫",
  "created": ⟪timestamp|1764213345⟫,
  "data": {
    "user_id": ⟪order_id|88127⟫,
    "name": "⟦PERSON|Camille Rousseau⟧",
    "email": "⟦EMAIL|camille.rousseau@laposte.net⟧",
    "phone": "⟦PHONE|+33 6 41 27 88 05⟧",
    "iban": "⟦IBAN|$iban_fr1⟧",
    "plan": "pro",
    "plan_price_eur": ⟪price|29⟫
  }
}"""),

("forum_post", """Re: Best budget mechanical keyboard 2025?

Honestly the ⟪product|Keychron K2⟫ at ⟪price|$79⟫ is still hard to beat. I picked mine up from ⟪company|Micro Center⟫ in ⟪place|Cambridge⟫ during the ⟪date|Black Friday⟫ sale. Swapped the keycaps for a ⟪price|$25⟫ PBT set and it feels way better (shoutout to ⟦PERSON|Dave⟧ at the store for the tip). Firmware ⟪version|1.3.2⟫ fixed the bluetooth dropouts for me."""),

("insurance_claim", """CLAIM FORM — ⟪company|Meridian Mutual⟫  Claim no. ⟪claim_no|MM-3381-2291⟫
Claimant: ⟦PERSON|Desmond Achterberg⟧
Date of birth: ⟦DATE_OF_BIRTH|14 June 1979⟧
Home address: ⟦ADDRESS|15 Kestrel Way, Bristol BS7 9QT⟧
Date of loss: ⟪date|29 August 2025⟫
Description: slipped on wet stairs, sustained ⟦MEDICAL|fractured left wrist (distal radius)⟧, treated with ⟦MEDICAL|closed reduction and cast⟧.
Amount claimed: ⟦AMOUNT|£3,460.00⟧
Pay to: ⟦IBAN|$iban_gb1⟧"""),

("shell_history", """  501  ssh ⟦PERSON|rkowalski⟧@⟦IP_ADDRESS|172.16.40.8⟧
  502  export GITLAB_TOKEN=⟦APIKEY|$glpat1⟧
  503  curl -H "PRIVATE-TOKEN: $GITLAB_TOKEN" https://gitlab.internal/api/v4/projects/⟪order_id|214⟫
  504  mysql -h ⟦IP_ADDRESS|172.16.40.22⟧ -u report --password=⟦PASSWORD|Kx9#vv2Lq⟧ analytics
  505  ping ⟪doc_ip|203.0.113.7⟫
  506  git checkout release/⟪version|4.2⟫"""),

("passport_form", """VISA APPLICATION — SECTION 2: TRAVEL DOCUMENT
Surname: ⟦PERSON|HAVLÍČEK⟧   Given names: ⟦PERSON|Ondřej⟧
Nationality: Czech   Passport no.: ⟦PASSPORT|41827350⟧
Date of issue: ⟪date|05.03.2021⟫   Date of expiry: ⟪date|05.03.2031⟫
Date of birth: ⟦DATE_OF_BIRTH|19.11.1986⟧
Intended arrival: ⟪date|12.01.2026⟫ via ⟪place|Vienna⟫
Application fee paid: ⟪price|€80⟫"""),

("product_review", """★★★★☆ Solid blender, a bit loud
Bought the ⟪product|Vortex 900⟫ for ⟪price|$129.99⟫ on ⟪date|Cyber Monday⟫. Crushes ice fine, smoothies are smooth. Lid seal started leaking after 3 months but ⟪company|Vortex⟫ support sent a replacement (ticket ⟪ticket_id|VX-58213⟫) within a week. Model ⟪product_code|VB-900-BLK⟫."""),

("github_issue", """### Bug: webhook signature check fails after upgrade to ⟪version|3.1.0⟫

Steps: set `STRIPE_WEBHOOK_SECRET` and send a test event.

```
stripe_webhook_secret = "⟦SECRET|$stripe_whsec1⟧"  # oops, real one from staging, rotating now
endpoint = "https://api.shopfront.dev/hooks/stripe"
```

Error: `No signatures found matching the expected signature for payload` (event ⟪uuid|evt_1QhX92⟫). Started after ⟪date|Nov 20⟫. cc @⟦PERSON|nadia-haddad⟧"""),

("payroll_slip", """⟪company|BRIGHTWATER LOGISTICS LTD⟫ — PAYSLIP   Period: ⟪date|November 2025⟫
Employee: ⟦PERSON|Callum McTavish⟧    Employee no: ⟪employee_no|E-4471⟫
NI number: ⟦NATIONAL_ID|$nino1⟧
Gross pay: ⟦AMOUNT|£3,875.00⟧
Income tax: ⟦AMOUNT|£562.40⟧   NI: ⟦AMOUNT|£301.12⟧
Net pay: ⟦AMOUNT|£3,011.48⟧
Paid to sort code ⟪masked_account|**-**-41⟫ account ⟪masked_account|****7702⟫"""),

("letter", """⟦ADDRESS|Flat 2, 31 Cairnfield Terrace
Aberdeen AB15 5RP⟧

⟪date|3 December 2025⟫

Dear Mrs ⟦PERSON|Lindqvist⟧,

Thank you for your letter regarding your late husband's pension. We confirm a lump sum of ⟦AMOUNT|£14,200⟧ will be paid to you within 28 days. Please quote reference ⟪ticket_id|PN/88213/L⟫ in all correspondence with ⟪company|Caledonia Pensions Trust⟫.

Yours sincerely,
⟦PERSON|Fergus Dalgleish⟧"""),

("k8s_secret", """apiVersion: v1
kind: Secret
metadata:
  name: notifier-creds
  namespace: ⟪namespace|prod-eu⟫
type: Opaque
stringData:
  SLACK_BOT_TOKEN: ⟦APIKEY|$xoxb1⟧
  SLACK_WEBHOOK_URL: ⟦SECRET|$slack_hook1⟧
  SENDGRID_API_KEY: ⟦APIKEY|$sendgrid1⟧
  FROM_ADDRESS: ⟦EMAIL|noreply@brightpath.health⟧
  # image ⟪version|notifier:2.4.1⟫"""),

("call_transcript", """[00:01:12] AGENT: Thanks for calling ⟪company|Cobalt Wireless⟫, can I get the account holder's name?
[00:01:15] CALLER: Yeah, it's ⟦PERSON|Dwayne Holloway⟧.
[00:01:18] AGENT: And for security, the last four of your social?
[00:01:20] CALLER: ⟪id_tail|4 0 1 9⟫.
[00:01:24] AGENT: Great. And your account PIN?
[00:01:26] CALLER: ⟦PASSWORD|7 3 3 0⟧.
[00:01:40] AGENT: I see the ⟪price|$65⟫ unlimited plan and a past-due balance of ⟦AMOUNT|$187.42⟧.
[00:01:52] CALLER: Can you send it to my new number, ⟦PHONE|(404) 555-0178⟧?"""),

("meeting_notes", """Q4 planning — notes (⟪date|Oct 7⟫)
Attendees: ⟦PERSON|Sven⟧, ⟦PERSON|Olu⟧, ⟦PERSON|Rebecca Tran⟧, ⟦PERSON|JP⟧
- Budget for the ⟪project|Atlas⟫ migration approved at ⟪price|$240k⟫
- ⟦PERSON|Olu⟧ to chase ⟪company|Databricks⟫ on the renewal quote
- ⟦PERSON|Rebecca Tran⟧ out ⟪date|Oct 20–24⟫
- Next sync in room ⟪room_number|4.12⟫"""),

("nginx_log", """⟦IP_ADDRESS|66.249.79.14⟧ - - [⟪timestamp|28/Nov/2025:10:02:11 +0000⟫] "GET /robots.txt HTTP/1.1" 200 68 "-" "Googlebot/2.1"
⟦IP_ADDRESS|91.134.22.187⟧ - - [⟪timestamp|28/Nov/2025:10:02:13 +0000⟫] "POST /login HTTP/1.1" 401 512 "-" "python-requests/⟪version|2.31.0⟫"
⟪doc_ip|203.0.113.250⟫ - - [⟪timestamp|28/Nov/2025:10:02:15 +0000⟫] "GET /health HTTP/1.1" 200 2 "-" "synthetic-monitor\""""),

("prescription", """℞  ⟪company|Riverside Family Practice⟫
Patient: ⟦PERSON|Elena Vukovic⟧   DOB: ⟦DATE_OF_BIRTH|09/30/1984⟧
⟦MEDICAL|Sertraline 50 mg⟧ tab — 1 PO daily × 30 days, refills: 2
Dx: ⟦MEDICAL|generalized anxiety disorder⟧
Prescriber: ⟦PERSON|Aaron Feinstein⟧, MD   NPI ⟪npi|1457392018⟫
Date: ⟪date|11/14/2025⟫"""),

("marketing_email", """Subject: 48 hours only — 30% off everything 🎉

Our ⟪event|Winter Warmup⟫ sale ends ⟪date|Sunday at midnight⟫! Use code ⟪promo_code|WARM30⟫ at checkout. Free shipping on orders over ⟪price|$50⟫. Visit us at ⟪place|Union Square⟫ or shop online.

Unsubscribe · ⟪company|Loom & Thread Co.⟫, ⟪place|Portland, OR⟫"""),

("hotel_booking", """Booking confirmation ⟪order_id|HB-6620194⟫
Guest: Mr. ⟦PERSON|Ahmed Al-Rashid⟧ (+1 adult)
Check-in ⟪date|15 Jan 2026⟫, check-out ⟪date|18 Jan 2026⟫, ⟪place|The Harbourview, Sydney⟫
Room rate ⟪price|AUD 289/night⟫. Deposit charged to ⟦CARD|$mc2⟧ (exp ⟪card_expiry|04/29⟫): ⟦AMOUNT|AUD 289.00⟧
Passport on file: ⟦PASSPORT|K48219376⟧
Contact: ⟦EMAIL|a.alrashid@emirates-mail.ae⟧"""),

("audit_log", """{"ts":"⟪timestamp|2025-12-01T08:15:44Z⟫","actor":"⟦EMAIL|svc-deploy@corp.example⟧","action":"iam.key.create","target":"⟦APIKEY|$aws_akid2⟧","src_ip":"⟦IP_ADDRESS|10.12.0.4⟧","ua":"aws-cli/⟪version|2.15.10⟫"}
{"ts":"⟪timestamp|2025-12-01T08:15:45Z⟫","actor":"⟦PERSON|tmorrison⟧","action":"console.login","mfa":true,"src_ip":"⟦IP_ADDRESS|81.2.69.160⟧"}"""),

("court_filing", """IN THE CIRCUIT COURT OF ⟪place|COOK COUNTY⟫, ILLINOIS
Case No. ⟪case_no|2025-L-004417⟫

⟦PERSON|TERRENCE J. WALLACE⟧, Plaintiff,
v.
⟪company|MIDWEST FREIGHT SOLUTIONS, LLC⟫, Defendant.

SETTLEMENT AGREEMENT
Defendant shall pay Plaintiff the sum of ⟦AMOUNT|$85,000.00⟧ within thirty (30) days of ⟪date|December 1, 2025⟫. Plaintiff's counsel: ⟦PERSON|Maria Esposito-Klein⟧, ⟪company|Esposito Klein LLP⟫."""),

("password_manager_export", """name,url,username,password,totp
Chase,https://chase.com,⟦PERSON|lucy.oyelaran⟧,⟦PASSWORD|Gr33nTea!Morning⟧,
AWS root,https://console.aws.amazon.com,⟦EMAIL|lucy.oyelaran@outlook.com⟧,⟦PASSWORD|r00t-Plum-Canyon-7⟧,⟦SECRET|$totp1⟧
Netflix,https://netflix.com,⟦EMAIL|lucy.oyelaran@outlook.com⟧,⟦PASSWORD|netflixnchill22⟧,
Router,http://⟦IP_ADDRESS|192.168.1.1⟧,admin,⟦PASSWORD|Tplink#4420⟧,"""),

("it_helpdesk_chat", """IT Helpdesk — chat transcript ⟪ticket_id|INC0098821⟫
⟦PERSON|Kerry⟧ (IT): Hi, what's the issue?
⟦PERSON|Wendell Ochoa⟧: locked out of my laptop again, sorry
⟦PERSON|Kerry⟧ (IT): no worries. I've reset it — temporary password is ⟦PASSWORD|Winter-Falcon-38⟧, you'll be asked to change it
⟦PERSON|Wendell Ochoa⟧: thanks! also my badge doesnt open floor ⟪room_number|6⟫
⟦PERSON|Kerry⟧ (IT): that's facilities, ext ⟪extension|4410⟫"""),

("tax_form_ocr", """Form W-2 Wage and Tax Statement ⟪date|2024⟫
a Employee's social security number  ⟦SSN|531-06-2284⟧
b Employer identification number (EIN)  ⟪ein|84-1937265⟫
c Employer's name  ⟪company|Pinecrest Veterinary Group⟫
e Employee's first name and initial  ⟦PERSON|Sandra K⟧   Last name ⟦PERSON|Whitfield⟧
f Employee's address  ⟦ADDRESS|903 Larkspur Dr, Boise ID 83704⟧
1 Wages, tips, other comp.  ⟦AMOUNT|61,240.18⟧
2 Federal income tax withheld  ⟦AMOUNT|7,112.90⟧"""),

("git_diff", """diff --git a/deploy/terraform.tfvars b/deploy/terraform.tfvars
index ⟪hash|3a91c0e⟫..⟪hash|b72d4f1⟫ 100644
--- a/deploy/terraform.tfvars
+++ b/deploy/terraform.tfvars
@@ -4,6 +4,8 @@ region = "⟪place|us-east-2⟫"
 instance_type = "t3.medium"
+datadog_api_key = "⟦APIKEY|$datadog1⟧"
+datadog_app_key = "⟦SECRET|$dd_app1⟧"
 bastion_cidr = "⟪doc_ip|198.51.100.0⟫/24"
-db_password = "⟪placeholder|changeme⟫"
+db_password = "⟦PASSWORD|Fv8$e!Harbor21⟧\""""),

("tenant_email", """hey Mr. ⟦PERSON|Patel⟧ — sorry, ⟦PERSON|Vikram⟧ i mean, i know u prefer first names 🙂

rent for dec is sent, ⟦AMOUNT|$1,640⟧ via zelle to ⟦PHONE|201-555-0139⟧ like always. the sink in unit ⟪room_number|2F⟫ is dripping again tho. also my sister ⟦PERSON|Noor⟧ might stay w me over the holidays, hope thats ok

- ⟦PERSON|Yasmin⟧"""),

("crash_report", """Exception in thread "main" java.lang.IllegalStateException: could not connect
  at com.fintrail.ledger.Db.open(Db.java:⟪line_no|118⟫)
Caused by: org.postgresql.util.PSQLException: FATAL: password authentication failed for user "ledger"
  jdbc url: jdbc:postgresql://⟦IP_ADDRESS|10.3.14.27⟧:5432/ledger?user=ledger&password=⟦SECRET|L3dger!Pw_2025⟧
Build ⟪version|7.2.0-rc1⟫, JVM ⟪version|21.0.2⟫, host ⟪hostname|ledger-worker-3⟫"""),

("job_application", """Applicant: ⟦PERSON|Siobhán Ní Bhriain⟧
Email: ⟦EMAIL|siobhan.nibhriain@eircom.net⟧
Mobile: ⟦PHONE|+353 87 412 9930⟧
Address: ⟦ADDRESS|Apt 12, Clontarf Court, Dublin 3, D03 KX72⟧
PPS / national ID: (not required at this stage)
Position: Data Engineer — ref ⟪ticket_id|JR-1182⟫
Expected salary: ⟦AMOUNT|€72,000⟧ (advertised band ⟪price|€65k–€80k⟫)"""),

("dating_profile_report", """Trust & Safety report ⟪ticket_id|TS-442981⟫
Reported user: ⟦PERSON|jake_m⟧ (⟦PERSON|Jacob Merriweather⟧)
Reporter says he asked her to move to WhatsApp and sent his number ⟦PHONE|+1 702 555 0194⟧, then asked for a ⟦AMOUNT|$300⟧ "loan" via gift cards.
Profile location: ⟪place|Las Vegas⟫. Account created ⟪date|2025-10-02⟫. Last login IP ⟦IP_ADDRESS|45.133.1.88⟧."""),

("sql_dump", """INSERT INTO `patients` (`id`,`name`,`dob`,`phone`,`condition`,`created_at`) VALUES
(⟪order_id|5012⟫,'⟦PERSON|Ruth Abernathy⟧','⟦DATE_OF_BIRTH|1952-02-11⟧','⟦PHONE|503-555-0117⟧','⟦MEDICAL|atrial fibrillation⟧','⟪timestamp|2025-06-03 10:11:00⟫'),
(⟪order_id|5013⟫,'⟦PERSON|Lionel Baptiste⟧','⟦DATE_OF_BIRTH|1975-09-27⟧','⟦PHONE|503-555-0168⟧','⟦MEDICAL|sleep apnea⟧','⟪timestamp|2025-06-03 10:14:52⟫');"""),

("changelog", """## [⟪version|4.8.0⟫] — ⟪date|2025-11-30⟫
### Added
- Support for IPv6 allow-lists, e.g. `⟪doc_ip|2001:db8::42⟫`
- New `--dry-run` flag for `sync`
### Fixed
- Crash when `config.port` was ⟪port|0⟫
- Docs: example uses ⟪doc_ip|192.0.2.10⟫ instead of a real host
### Thanks
- ⟪company|Fastly⟫ for CI minutes"""),

("wire_transfer", """INTERNATIONAL TRANSFER REQUEST
Ordering customer: ⟦PERSON|Henrik Vasquez-Lund⟧
Debit account (IBAN): ⟦IBAN|$iban_de2⟧
Beneficiary: ⟦PERSON|Astrid Lund⟧
Beneficiary IBAN: ⟦IBAN|$iban_se1⟧
BIC: ⟪bic|HANDSESS⟫
Amount: ⟦AMOUNT|EUR 25,000.00⟧
Purpose: family support — reference ⟪ticket_id|TRF-991204⟫
Fee: ⟪price|EUR 15.00⟫"""),

("school_form", """⟪company|Oak Hollow Elementary⟫ — Student Health Form ⟪date|2025–26⟫
Student: ⟦PERSON|Mateo Alvarez⟧   Grade: ⟪grade|3⟫
Birthdate: ⟦DATE_OF_BIRTH|April 4, 2017⟧
Allergies: ⟦MEDICAL|peanuts (anaphylaxis)⟧ — carries ⟦MEDICAL|EpiPen Jr 0.15 mg⟧
Conditions: ⟦MEDICAL|mild asthma⟧, uses ⟦MEDICAL|albuterol inhaler as needed⟧
Parent/guardian: ⟦PERSON|Lucía Alvarez⟧ ⟦PHONE|(915) 555-0131⟧
Pediatrician: Dr. ⟦PERSON|Ramesh Iyer⟧"""),

("docker_compose", """services:
  redis:
    image: redis:⟪version|7.2⟫
    command: redis-server --requirepass ⟦PASSWORD|rEd1s-Sunflower-77⟧
    ports: ["⟪port|6379⟫:6379"]
  worker:
    image: registry.gitlab.com/acme/worker:⟪version|1.9.4⟫
    environment:
      HF_TOKEN: ⟦APIKEY|$hf1⟧
      MAILGUN_API_KEY: ⟦APIKEY|$mailgun1⟧
      RABBIT_URL: amqp://worker:⟦SECRET|b7Gq2-Wm!xR⟧@⟦IP_ADDRESS|10.8.0.31⟧:5672/"""),

("police_report", """INCIDENT REPORT ⟪case_no|#25-118342⟫   ⟪place|Tacoma Police Dept.⟫
Reporting party: ⟦PERSON|Gwendolyn Sears⟧, DOB ⟦DATE_OF_BIRTH|08/12/1959⟧
Residence: ⟦ADDRESS|6120 S Puget Sound Ave, Tacoma WA 98409⟧   Ph: ⟦PHONE|253-555-0154⟧
Narrative: RP states her wallet was taken from her cart at ⟪place|Fred Meyer⟫ around ⟪timestamp|1430 hrs⟫. Wallet contained approx ⟦AMOUNT|$220⟧ cash, her WA driver license, and a debit card ending ⟪masked_card|8841⟫. RP has cancelled the card.
Officer: Sgt. ⟦PERSON|D. Kamara⟧"""),
]

TEXTS += [
("flight_manifest", """PAX MANIFEST  ⟪flight_no|LX 1612⟫  ZRH-LHR  ⟪date|04DEC25⟫
SEQ NAME                      DOC  NUMBER       NAT DOB
001 ⟦PERSON|BERGER/ANNELIESE⟧ MS    P    ⟦PASSPORT|X4821937⟧     CHE ⟦DATE_OF_BIRTH|12MAR81⟧
002 ⟦PERSON|OKONKWO/EMEKA⟧ MR       P    ⟦PASSPORT|A09182736⟧    NGA ⟦DATE_OF_BIRTH|03OCT77⟧
003 ⟦PERSON|SATO/HARUKI⟧ MSTR       P    ⟦PASSPORT|TR7715234⟧    JPN ⟦DATE_OF_BIRTH|21JUL15⟧
GATE ⟪gate|A52⟫  STD ⟪timestamp|0710⟫  AIRCRAFT ⟪aircraft|A320-214⟫"""),

("kyc_form", """KYC — Onboarding (Spain)
Nombre completo: ⟦PERSON|Lucía Fernández Ortega⟧
DNI: ⟦NATIONAL_ID|$dni1⟧
Fecha de nacimiento: ⟦DATE_OF_BIRTH|07/05/1990⟧
Domicilio: ⟦ADDRESS|Calle de Cartagena 114, 3º B, 28028 Madrid⟧
IBAN: ⟦IBAN|$iban_es1⟧
Initial deposit: ⟦AMOUNT|€2.500,00⟧   Account fee: ⟪price|€0/month⟫
Reviewed by: ⟦PERSON|J. Moreno⟧  on ⟪date|02/12/2025⟫"""),

("browser_autofill", """{
  "autofill_profiles": [
    {"name_full": "⟦PERSON|Daniela Marquardt⟧", "address_line1": "⟦ADDRESS|Schillerstraße 47, 10627 Berlin⟧", "phone": "⟦PHONE|+49 151 2284 7719⟧", "email": "⟦EMAIL|dani.marquardt@web.de⟧"}
  ],
  "credit_cards": [
    {"name_on_card": "⟦PERSON|D MARQUARDT⟧", "number": "⟦CARD|$mc3⟧", "exp_month": ⟪card_expiry|9⟫, "exp_year": ⟪card_expiry|2028⟫, "cvc": "⟦CVV|381⟧", "nickname": "⟪label|Work Mastercard⟫"}
  ],
  "schema_version": ⟪version|14⟫
}"""),

("expense_report", """EXPENSE REPORT ⟪ticket_id|EXP-2025-1147⟫
Employee: ⟦PERSON|Fatima Zahra Benali⟧   Cost centre ⟪cost_center|CC-310⟫
12/11  Taxi airport → client site        ⟪price|€38.40⟫
12/11  Hotel ⟪place|Novotel Lyon Confluence⟫, 2 nights ⟪price|€246.00⟫
12/12  Client dinner (4 pax)              ⟪price|€212.50⟫
Total to reimburse to employee: ⟦AMOUNT|€496.90⟧
Reimburse to IBAN ⟦IBAN|$iban_fr2⟧
Approver: ⟦PERSON|Olivier Garnier⟧"""),

("teams_chat", """⟦PERSON|Brandon Kellerman⟧ 10:41 AM
can someone share the Azure app creds for the reporting tool? the old secret expired

⟦PERSON|Aiko Matsuda⟧ 10:44 AM
tenant: ⟪uuid|6c1f3b2e-94a7-4e0d-8b1a-2f7e5d9c0a11⟫
client id: ⟪app_id|a3b9e7d2-51c4-4f88-9e2a-7b6c1d0e4f93⟫
client secret: ⟦SECRET|$azure_client_secret1⟧
expires ⟪date|2026-06-01⟫. pls delete this msg after copying

⟦PERSON|Brandon Kellerman⟧ 10:45 AM
👍 done"""),

("lab_result", """⟪company|QuestPoint Diagnostics⟫ — LAB REPORT   Accession ⟪accession|QP25-7781204⟫
Patient: ⟦PERSON|Thibodeaux, Raymond⟧   Sex: M   DOB: ⟦DATE_OF_BIRTH|1963-12-05⟧
Collected: ⟪timestamp|2025-11-19 07:40⟫
TEST                RESULT   FLAG  REF RANGE
HbA1c               7.4 %    H     4.0-5.6
LDL cholesterol     171      H     <100
eGFR                52       L     >60
Interpretation: consistent with ⟦MEDICAL|type 2 diabetes⟧ and ⟦MEDICAL|stage 3a chronic kidney disease⟧."""),

("telehealth_chat", """Patient ⟦PERSON|Rowan⟧: hi doc, the rash on my arms is back and now its on my neck too. itchy as hell
Dr. ⟦PERSON|Sahni⟧: Sorry to hear that, ⟦PERSON|Rowan⟧. Are you still using the ⟦MEDICAL|hydrocortisone 1% cream⟧?
Patient ⟦PERSON|Rowan⟧: yeah twice a day. also started ⟦MEDICAL|lisinopril 10mg⟧ last month if that matters
Dr. ⟦PERSON|Sahni⟧: It might. This could be a ⟦MEDICAL|drug reaction⟧. Please don't stop it yet — I'm sending a note to Dr. ⟦PERSON|Whitcombe⟧. Appointment ⟪ticket_id|TH-50917⟫ ends at ⟪timestamp|4:30 pm⟫."""),

("javascript_code", """// firebase.js
import { initializeApp } from "firebase/app";

const firebaseConfig = {
  apiKey: "⟦APIKEY|$google1⟧",
  authDomain: "⟪hostname|tidepool-app.firebaseapp.com⟫",
  projectId: "tidepool-app",
  messagingSenderId: "⟪app_id|381920447615⟫",
  appId: "⟪app_id|1:381920447615:web:7f2a9c4e1b⟫",
};

export const app = initializeApp(firebaseConfig); // ⟪version|v10.7⟫"""),

("ssh_key_paste", """hey ⟦PERSON|devon⟧ here's the deploy key for the staging box (⟦IP_ADDRESS|10.0.12.45⟧), don't lose it lol

⟦SECRET|$pem_ossh1⟧

user is ubuntu, port ⟪port|2222⟫. staging ticket ⟪ticket_id|OPS-771⟫"""),

("invoice", """INVOICE ⟪invoice_no|INV-000481⟫                Date: ⟪date|30 Nov 2025⟫
From: ⟪company|Pixelhaus Studio GmbH⟫, ⟪place|Hamburg⟫
Bill to: ⟦PERSON|Mariana Costa⟧, ⟦ADDRESS|Rua Augusta 218, 2º Esq, 1100-053 Lisboa⟧
Logo redesign                     ⟪price|€1,800.00⟫
Brand guidelines (20 pp)           ⟪price|€950.00⟫
VAT 19%                            ⟪price|€522.50⟫
Outstanding balance owed by client: ⟦AMOUNT|€3,272.50⟧
Pay to IBAN ⟦IBAN|$iban_de1⟧ within 14 days."""),

("onboarding_form_ca", """NEW HIRE INFORMATION — ⟪company|Maplebrook Foods Ltd.⟫
Legal name: ⟦PERSON|Étienne Gagnon-Tremblay⟧
Social Insurance Number: ⟦NATIONAL_ID|$sin1⟧
Date of birth (YYYY-MM-DD): ⟦DATE_OF_BIRTH|1994-02-17⟧
Home address: ⟦ADDRESS|1290 rue Saint-Denis, app. 4, Montréal QC H2X 3J6⟧
Direct deposit: transit ⟪bank_transit|04521⟫ institution ⟪bank_transit|003⟫
Start date: ⟪date|2026-01-05⟫   Hourly rate: ⟦AMOUNT|$24.75⟧/h"""),

("aadhaar_kyc", """e-KYC verification log ⟪ticket_id|KYC-IN-220918⟫
Name: ⟦PERSON|Ananya Raghunathan⟧
Aadhaar: ⟦NATIONAL_ID|$aadhaar1⟧
Gender: F   YOB: ⟪date|1996⟫
Mobile linked: ⟪masked_phone|XXXXXX4471⟫
OTP sent: ⟪otp_code|771204⟫ (expired)
Address: ⟦ADDRESS|Flat 3B, Sai Krupa Apartments, 14th Cross, Indiranagar, Bengaluru 560038⟧
Result: MATCH  score ⟪score|0.97⟫"""),

("singapore_form", """Tenancy Registration — ⟪company|Lion City Homes Pte Ltd⟫
Tenant: ⟦PERSON|Tan Wei Ling⟧
NRIC: ⟦NATIONAL_ID|$nric1⟧
Contact: ⟦PHONE|+65 9123 4870⟧
Unit: ⟦ADDRESS|Blk 214 Bishan Street 23, #09-117, Singapore 570214⟧
Monthly rent: ⟪price|S$2,900⟫   Security deposit paid by tenant: ⟦AMOUNT|S$5,800⟧
Agent: ⟦PERSON|Muhammad Irfan⟧ (CEA ⟪license_no|R048213J⟫)"""),

("ci_log", """Run actions/checkout@⟪version|v4⟫
Run ./scripts/deploy.sh
+ echo "Deploying build ⟪build_id|#8812⟫ to ⟪place|us-west-2⟫"
+ export NPM_TOKEN=⟦APIKEY|$npm1⟧
+ npm publish --access public
npm notice 📦  @tidepool/sdk@⟪version|3.4.1⟫
+ curl -X POST ⟦SECRET|$discord_hook1⟧ -d '{"content":"released"}'
Error: Process completed with exit code 0."""),

("debt_collection_letter", """⟪company|Summit Recovery Services⟫
⟪date|November 24, 2025⟫

⟦PERSON|Kevin O'Rourke⟧
⟦ADDRESS|55 Harbor View Rd Apt 9, Quincy, MA 02169⟧

RE: Account ⟪account_ref|SRS-448812⟫ — original creditor ⟪company|Bayline Medical Center⟫

Our records show an unpaid balance of ⟦AMOUNT|$2,318.66⟧. If you wish to dispute this debt, contact us within 30 days at ⟪hotline|1-866-555-0148⟫. A payment plan starting at ⟪price|$50 per month⟫ is available."""),

("therapy_note", """Session note — ⟪date|11/20/2025⟫ — 50 min
Client: ⟦PERSON|J.R.⟧ (⟦PERSON|Jordan Reilly⟧)
Presenting: ongoing ⟦MEDICAL|panic attacks⟧ (3-4/wk), ⟦MEDICAL|insomnia⟧. Reports passive thoughts, no plan. Started ⟦MEDICAL|escitalopram 10 mg⟧ 3 wks ago via PCP.
Plan: continue CBT, safety plan reviewed. Next session ⟪date|12/4⟫ at ⟪place|Cedar Street office⟫.
Clinician: ⟦PERSON|Dana Whitlock⟧, LCSW"""),

("twilio_config", """# settings.py
TWILIO_ACCOUNT_SID = "⟪app_id|$twilio_sid1⟫"
TWILIO_AUTH_TOKEN = "⟦SECRET|$twilio_token1⟧"
TWILIO_FROM = "⟪hotline|+1 415 555 0100⟫"
ALERT_RECIPIENTS = ["⟦PHONE|+1 628 555 0183⟧"]  # ⟦PERSON|Sam⟧'s cell
RETRY_LIMIT = ⟪port|3⟫"""),

("car_rental_agreement", """RENTAL AGREEMENT ⟪order_id|RA 7710394⟫ — ⟪company|Sunbelt Car Rental⟫, ⟪place|Orlando MCO⟫
Renter: ⟦PERSON|Patrice Lumumba-Greene⟧   DOB ⟦DATE_OF_BIRTH|05/19/1988⟧
Address: ⟦ADDRESS|7721 Sable Palm Ct, Tampa FL 33615⟧
Vehicle: ⟪vehicle|2025 Toyota Camry⟫  Plate ⟪plate|QRT 4419⟫
Daily rate ⟪price|$58.00⟫  Est. total ⟪price|$348.00⟫
Authorization hold on ⟦CARD|$amex1⟧: ⟦AMOUNT|$500.00⟧"""),

("slack_bot_alert", """:rotating_light: *Payment failed* for customer ⟦PERSON|Greta Lindahl⟧ (⟦EMAIL|greta.lindahl@bredband.se⟧)
• Amount: ⟦AMOUNT|SEK 1 249⟧
• Card: ⟪masked_card|Visa •••• 2207⟫ (exp ⟪card_expiry|01/26⟫)
• Reason: `insufficient_funds`
• Stripe event: ⟪uuid|evt_1QW8x2LmT9⟫
<⟪url|https://dashboard.stripe.com/payments/pi_3QW8x2⟫|Open in dashboard>"""),

("loan_application", """MORTGAGE PRE-APPROVAL WORKSHEET
Borrower: ⟦PERSON|Nathaniel Okoro⟧   SSN ⟦SSN|219-74-0613⟧
Co-borrower: ⟦PERSON|Ifeoma Okoro⟧   SSN ⟦SSN|604-11-8357⟧
Combined annual income: ⟦AMOUNT|$186,400⟧
Liquid assets: ⟦AMOUNT|$62,950⟧
Property: ⟪place|Lot 14, Willow Creek subdivision⟫ — list price ⟪price|$489,000⟫
Rate quoted ⟪rate|6.125%⟫, ⟪date|30-yr fixed⟫
Loan officer: ⟦PERSON|Carla Benedetti⟧ NMLS ⟪license_no|1849207⟫"""),

("reddit_post", """throwaway bc my family knows my main.

my (29F) brother-in-law "borrowed" ⟦AMOUNT|$4,000⟧ from me in ⟪date|2023⟫ for his food truck and has paid back exactly ⟦AMOUNT|$300⟧. now he wants ANOTHER loan. my husband says i'm being petty. for context the truck was from ⟪company|Prestige Custom Trucks⟫ and cost like ⟪price|$90k⟫. AITA for saying no?

EDIT: no I will not post his name lol. EDIT 2: it's in ⟪place|Phoenix⟫ if that matters"""),

("dental_record", """⟪company|Brightsmile Dental⟫ — Treatment Plan
Patient: ⟦PERSON|Colette Ambrose⟧   Chart ⟪chart_no|BD-20931⟫
Findings: ⟦MEDICAL|dental caries #14 and #19⟧, ⟦MEDICAL|gingivitis⟧
Plan: ⟦MEDICAL|root canal therapy #19⟧ + crown; scaling
Premedication: ⟦MEDICAL|amoxicillin 2 g one hour before⟧ (⟦MEDICAL|prosthetic heart valve⟧)
Fee schedule: RCT ⟪price|$1,150⟫, crown ⟪price|$1,300⟫
Patient portion after insurance: ⟦AMOUNT|$865.40⟧"""),

("tsv_export", """employee_id	name	email	ip_last_login	department	hire_date
⟪employee_no|E10442⟫	⟦PERSON|Qiana Holt⟧	⟦EMAIL|qholt@ridgelineco.com⟧	⟦IP_ADDRESS|10.20.4.118⟧	Finance	⟪date|2019-08-12⟫
⟪employee_no|E10443⟫	⟦PERSON|Ruben Salcedo⟧	⟦EMAIL|rsalcedo@ridgelineco.com⟧	⟦IP_ADDRESS|10.20.6.32⟧	Ops	⟪date|2021-02-01⟫
⟪employee_no|E10444⟫	⟦PERSON|Penelope Strand⟧	⟦EMAIL|pstrand@ridgelineco.com⟧	⟦IP_ADDRESS|fd12:3a4b:9c0d:1::2f⟧	Legal	⟪date|2023-11-20⟫"""),

("curl_snippet", """# repro for ⟪ticket_id|API-3321⟫ — the token below is ⟦PERSON|Hannah⟧'s test account, will rotate
curl -s https://api.ledgerly.io/v2/accounts/⟪order_id|acct_88301⟫/balance \\
  -H "Authorization: Bearer ⟦APIKEY|$jwt3⟧" \\
  -H "X-Client-Version: ⟪version|5.0.2⟫"
# → {"available": 1532.10, "currency": "USD"}  (hers, not a list price)"""),

("pharmacy_sms", """⟪company|CareWell Pharmacy⟫: Hi ⟦PERSON|Lorraine⟧, your prescription for ⟦MEDICAL|levothyroxine 75 mcg⟧ is ready for pickup at our ⟪place|Elm St⟫ store. Copay ⟦AMOUNT|$4.20⟧. Rx# ⟪rx_no|6630182⟫. Reply STOP to opt out. Also this week: ⟪drug_ad|Flonase Allergy Relief⟫ ⟪price|2 for $30⟫!"""),

("vehicle_bill_of_sale", """BILL OF SALE — MOTOR VEHICLE
Seller: ⟦PERSON|Douglas Pemberton⟧, ⟦ADDRESS|412 County Road 9, Ames, IA 50010⟧
Buyer: ⟦PERSON|Keisha Monroe⟧, ⟦ADDRESS|88 Lincoln Way #2, Ames, IA 50014⟧
Vehicle: ⟪vehicle|2016 Honda Civic LX⟫, VIN ⟪vin|2HGFC2F59GH504417⟫, odometer ⟪odometer|98,412⟫
Purchase price paid by buyer: ⟦AMOUNT|$9,750.00⟧ (KBB value ⟪price|$10,200⟫)
Date: ⟪date|10/28/2025⟫"""),

("discord_chat", """⟦PERSON|zeph⟧ — Today at 11:02 PM
yo can someone run the bot on their machine, mine's dead
⟦PERSON|kitsune_mika⟧ — Today at 11:03 PM
token is ⟦APIKEY|$telegram1⟧ dont leak it
⟦PERSON|zeph⟧ — Today at 11:03 PM
bro thats the telegram one not discord 💀
⟦PERSON|kitsune_mika⟧ — Today at 11:04 PM
same thing lol. bot runs on python ⟪version|3.12⟫, server ⟪place|EU-Frankfurt⟫"""),

("netherlands_form", """Aanvraag huurtoeslag / rental subsidy (English copy)
Applicant: ⟦PERSON|Sanne de Vries⟧
BSN: ⟦NATIONAL_ID|$bsn1⟧
Partner: ⟦PERSON|Joost van der Meer⟧, BSN ⟦NATIONAL_ID|$bsn2⟧
Address: ⟦ADDRESS|Prinsengracht 622-II, 1017 KT Amsterdam⟧
Bank account: ⟦IBAN|$iban_nl1⟧
Rent: ⟪price|€895 per month⟫ (landlord ⟪company|Ymere⟫)
Submitted ⟪date|28-11-2025⟫"""),

("airline_chat", """Virtual assistant: Hi! How can I help with booking ⟪order_id|7XKQ2M⟫?
Customer: need to add passport info for my daughter
Virtual assistant: Sure. Passenger name as on passport?
Customer: ⟦PERSON|Amelia Rose Cartwright⟧
Virtual assistant: Passport number and expiry?
Customer: ⟦PASSPORT|569204817⟧ exp ⟪date|2031-03-09⟫, she's born ⟦DATE_OF_BIRTH|2012-06-22⟧
Virtual assistant: Thanks! Flight ⟪flight_no|BA 178⟫ on ⟪date|22 Dec⟫ is updated."""),

("terraform_state", """{
  "version": ⟪version|4⟫,
  "terraform_version": "⟪version|1.6.6⟫",
  "resources": [{
    "type": "aws_db_instance", "name": "main",
    "instances": [{"attributes": {
      "address": "⟪hostname|main.c8xk2q.us-east-1.rds.amazonaws.com⟫",
      "username": "dbadmin",
      "password": "⟦PASSWORD|Zq!93mVt-Orchid⟧",
      "port": ⟪port|5432⟫
    }}]
  }]
}"""),

("obit_notice", """⟦PERSON|Eleanor Mae Whitaker⟧, 91, of ⟪place|Harrisonburg⟫, passed peacefully on ⟪date|November 30, 2025⟫. She taught piano at ⟪company|Shenandoah Valley Conservatory⟫ for forty years. She is survived by her son ⟦PERSON|Paul⟧ and granddaughter ⟦PERSON|Lily⟧. Services at ⟪place|Grace Lutheran Church⟫, ⟪date|Saturday 11 a.m.⟫"""),

("gym_membership", """⟪company|IronPeak Fitness⟫ — Membership Agreement
Member: ⟦PERSON|Trevor Nakashima⟧   Phone: ⟦PHONE|808-555-0121⟧
Plan: ⟪plan|Premium 12-month⟫ @ ⟪price|$39.99/mo⟫, enrollment fee ⟪price|$49⟫
Billing card: ⟦CARD|$visa3⟧, exp ⟪card_expiry|06/30⟫, CVV ⟦CVV|912⟧
Health declaration: ⟦MEDICAL|previous ACL reconstruction (right knee)⟧, ⟦MEDICAL|exercise-induced asthma⟧
Locker code: ⟦PASSWORD|5 0 8 2⟧"""),

("reference_letter", """To whom it may concern,

I am pleased to recommend ⟦PERSON|Adaeze Nwachukwu⟧, who worked under my supervision at ⟪company|Halcyon Biotech⟫ from ⟪date|2020⟫ to ⟪date|2025⟫. ⟦PERSON|Adaeze⟧ led our assay automation project and consistently exceeded expectations.

Feel free to contact me at ⟦EMAIL|m.oyelowo@halcyonbio.com⟧ or ⟦PHONE|+44 20 7946 0321⟧.

Dr ⟦PERSON|Michael Oyelowo⟧"""),

("status_page", """Incident: Elevated error rates in ⟪place|ap-southeast-1⟫
⟪timestamp|Dec 2, 14:05 UTC⟫ — Investigating. Customers using API ⟪version|v1⟫ may see 503s.
⟪timestamp|Dec 2, 14:40 UTC⟫ — Identified: a bad config push to edge nodes. Example affected range in our docs: ⟪doc_ip|198.51.100.0⟫/24.
⟪timestamp|Dec 2, 15:12 UTC⟫ — Resolved. Postmortem ⟪ticket_id|PM-118⟫ to follow."""),

("wedding_rsvp_sheet", """Name,Guests,Meal,Dietary,Phone,Table
Aunt ⟦PERSON|Bev⟧ & Uncle ⟦PERSON|Ray⟧,2,Chicken,,⟦PHONE|614-555-0135⟧,⟪table_no|4⟫
⟦PERSON|Kiara Douglas⟧,1,Vegan,⟦MEDICAL|celiac⟧,⟦PHONE|614-555-0176⟧,⟪table_no|7⟫
the ⟦PERSON|Brennans⟧,4,Beef,"⟦MEDICAL|shellfish allergy⟧ (⟦PERSON|Tom⟧)",,⟪table_no|2⟫
Venue ⟪place|Oakridge Barn⟫ — per-plate ⟪price|$85⟫"""),

("divorce_settlement_email", """From: ⟦EMAIL|leah.rosenthal.esq@rosenthalfamilylaw.com⟧
To: ⟦EMAIL|mgrant1979@yahoo.com⟧
Subject: Re: draft MSA v3

⟦PERSON|Michael⟧,

Your wife's counsel has agreed to child support of ⟦AMOUNT|$1,850⟧ per month and a one-time equalization payment from you of ⟦AMOUNT|$42,000⟧. The marital home at ⟦ADDRESS|19 Quarry Hill Rd, Stamford, CT 06903⟧ will be listed at ⟪price|$925,000⟫. Hearing is ⟪date|Jan 14⟫, ⟪place|Stamford Superior Court⟫.

⟦PERSON|Leah⟧"""),

("oauth_config", """[oauth.google]
client_id = "⟪app_id|$client_id2⟫"
client_secret = "⟦SECRET|$client_secret2⟧"
redirect_uri = "https://app.fernweh.travel/auth/callback"

[maps]
browser_key = "⟦APIKEY|$google2⟧"
style_version = "⟪version|2025-09⟫\""""),

("customer_complaint_email", """hi there,

i ordered a sofa (order ⟪order_id|#SF-220815⟫) back on ⟪date|oct 3⟫ and it STILL hasnt arrived. your site said 2-3 weeks. i paid ⟦AMOUNT|$1,499⟧ upfront on my card ending ⟪masked_card|6612⟫. i want a refund or a delivery date.

my address is ⟦ADDRESS|3308 Greenbrier st, apt c, lexington ky 40503⟧ in case you lost that too.

⟦PERSON|tammy jo pruitt⟧
⟦PHONE|859 555 0172⟧"""),

("mrz_ocr", """OCR RESULT (confidence ⟪score|0.93⟫) — page 1
UNITED STATES OF AMERICA   PASSPORT
Type P  Code USA  Passport No. ⟦PASSPORT|583104927⟧
Surname ⟦PERSON|DELACROIX⟧
Given Names ⟦PERSON|MARGOT ELISE⟧
Date of birth ⟦DATE_OF_BIRTH|17 FEB 1990⟧
Place of birth ⟪place|LOUISIANA, U.S.A.⟫
Date of issue ⟪date|08 JUN 2022⟫   Date of expiration ⟪date|07 JUN 2032⟫"""),

("hr_termination_memo", """CONFIDENTIAL — HR
Re: separation of ⟦PERSON|Gordon Tibbetts⟧ (⟪employee_no|#20871⟫)
Effective ⟪date|December 12, 2025⟫. Severance: ⟦AMOUNT|$31,500⟧ (12 weeks) plus COBRA subsidy. Reason: performance; also noted ongoing ⟦MEDICAL|alcohol use disorder⟧ — EAP referral offered, declined.
Return laptop ⟪asset_tag|LT-5521⟫ and badge by last day.
Prepared by ⟦PERSON|Renée Faulkner⟧, HRBP"""),

("support_email_reply", """Hi ⟦PERSON|Dmitri⟧,

Thanks for reaching out to ⟪company|Orbitly⟫ Support. I've reset your 2FA. Your new backup codes are below — store them safely:
⟪otp_code|39120-44817⟫  ⟪otp_code|77302-11958⟫

Note: we will never ask for your password. Your workspace ⟪workspace|orbitly-acme⟫ is on the ⟪plan|Business⟫ plan (⟪price|$12/user/mo⟫).

— ⟦PERSON|Ines⟧, Orbitly Support"""),

("belgian_form", """Formulaire / Form — ⟪company|Mutualité Chrétienne⟫ reimbursement
Affiliate: ⟦PERSON|Mathilde Vanderheyden⟧
National register no.: ⟦NATIONAL_ID|$be_nn1⟧
Treatment: ⟦MEDICAL|physiotherapy for frozen shoulder⟧, 9 sessions
Amount to reimburse to member: ⟦AMOUNT|€214,20⟧
Account: ⟦IBAN|$iban_be1⟧
Date: ⟪date|25/11/2025⟫"""),

("french_social_security", """Attestation de droits — copy for employer (translated)
Name: ⟦PERSON|Hugo Lefèvre⟧
Social security number (NIR): ⟦NATIONAL_ID|$nir1⟧
Caisse: ⟪company|CPAM de Paris⟫
Valid from ⟪date|01/01/2025⟫ to ⟪date|31/12/2025⟫
Contact: ⟦EMAIL|hugo.lefevre@free.fr⟧"""),

("swedish_finnish_chat", """[Slack DM]
⟦PERSON|Elin⟧: hey, payroll in ⟪place|Helsinki⟫ needs your henkilötunnus for the new contract
⟦PERSON|Mikko Laine⟧: sure: ⟦NATIONAL_ID|$hetu1⟧
⟦PERSON|Elin⟧: thx. and ⟦PERSON|Johan⟧ the swedish one?
⟦PERSON|Mikko Laine⟧: his personnummer is ⟦NATIONAL_ID|$pnr1⟧ I think, check w him
⟦PERSON|Elin⟧: ok. contract template ⟪version|v7⟫, deadline ⟪date|fri⟫"""),

("poland_invoice_dispute", """Dear ⟪company|Allegro⟫ seller support,

I am writing about order ⟪order_id|10-44218-90125⟫. The seller requires my PESEL for warranty registration, which I provided: ⟦NATIONAL_ID|$pesel1⟧. Since then I receive spam calls on ⟦PHONE|+48 512 904 331⟧. Please refund the ⟦AMOUNT|PLN 649.00⟧ I paid (listed price was ⟪price|PLN 599⟫ + ⟪price|PLN 50⟫ shipping).

Regards,
⟦PERSON|Katarzyna Zielińska⟧"""),

("brazil_chat", """[WhatsApp] ⟦PERSON|Rafa⟧: oi! pra fazer o pix preciso do teu CPF
[WhatsApp] ⟦PERSON|Bianca⟧: ⟦NATIONAL_ID|$cpf1⟧
[WhatsApp] ⟦PERSON|Rafa⟧: blz, mandei ⟦AMOUNT|R$ 350,00⟧ referente ao show
[WhatsApp] ⟦PERSON|Bianca⟧: recebi! ingresso foi ⟪price|R$ 320⟫ + taxa ⟪price|R$ 30⟫, certinho
[WhatsApp] ⟦PERSON|Rafa⟧: show é dia ⟪date|14/02⟫ no ⟪place|Allianz Parque⟫"""),

("italy_tax_form", """Modulo 730 — dati del contribuente (excerpt)
Codice fiscale: ⟦NATIONAL_ID|$cf1⟧
Cognome: ⟦PERSON|Bellandi⟧   Nome: ⟦PERSON|Chiara⟧
Nata il ⟦DATE_OF_BIRTH|23/06/1980⟧ a ⟪place|Firenze⟫
Residenza: ⟦ADDRESS|Via dei Serragli 41, 50124 Firenze FI⟧
Rimborso spettante: ⟦AMOUNT|€1.182,00⟧
Accredito su IBAN ⟦IBAN|$iban_it1⟧"""),

("hk_taiwan_hr_email", """Subject: visa docs for the ⟪place|Taipei⟫ offsite

Hi ⟦PERSON|Ivy⟧,

For the entry permits I have: ⟦PERSON|Chan Ka Ho⟧ — HKID ⟦NATIONAL_ID|$hkid1⟧; ⟦PERSON|Lin Yu-Ting⟧ — ROC ID ⟦NATIONAL_ID|$twid1⟧. ⟦PERSON|Chan Ka Ho⟧ also gave his passport ⟦PASSPORT|K08231574⟧.

Per diem is ⟪price|TWD 3,000⟫, hotel ⟪place|Grand Hyatt Taipei⟫. Offsite ⟪date|Mar 3–6⟫.

⟦PERSON|Simon⟧"""),

("api_docs", """## Authentication
All requests need an `Authorization` header: `Bearer <YOUR_API_KEY>`. Keys look like `⟪placeholder|sk_live_xxxxxxxxxxxxxxxx⟫`; test keys start with `⟪placeholder|sk_test_⟫`.

Example: `curl https://api.example.com/v1/ping -H "Authorization: Bearer ⟪placeholder|sk_test_4eC39HqLyjWDarjtT1zdp7dc⟫"`

Rate limit: ⟪number|100⟫ requests/min per key. Sandbox base IP: ⟪doc_ip|192.0.2.1⟫."""),
]

TEXTS += [
("ivr_transcript", """IVR session ⟪session_id|7781-22A⟫ — ⟪company|First Prairie Credit Union⟫
SYSTEM: Please say or enter your member number.
CALLER: ⟪member_no|four four zero nine one⟫
SYSTEM: Please say your four-digit PIN.
CALLER: ⟦PASSWORD|two six one eight⟧
SYSTEM: Thank you, ⟦PERSON|Lorna⟧. Your available balance is ⟦AMOUNT|$1,942.16⟧. Our current CD rate is ⟪rate|4.10% APY⟫.
SYSTEM: To hear recent transactions, press ⟪menu_option|2⟫."""),

("vet_record", """⟪company|Willow Creek Animal Hospital⟫ — Patient: "⟪pet_name|Biscuit⟫" (canine, beagle, 7y)
Owner: ⟦PERSON|Harriet Sloane⟧   ⟦PHONE|(541) 555-0129⟧   ⟦ADDRESS|2290 NW Arthur Ave, Bend, OR 97703⟧
Dx: ⟪pet_condition|otitis externa⟫, ⟪pet_condition|mild hip dysplasia⟫
Rx: ⟪pet_drug|Osurnia otic gel⟫ — clinic price ⟪price|$68.00⟫
Owner notes she is ⟦MEDICAL|allergic to dogs' saliva (hives)⟧ and wears gloves when applying.
Balance owed by owner: ⟦AMOUNT|$214.50⟧"""),

("go_code", """package storage

// Credentials for the nightly export job. ⟦PERSON|Marguerite⟧ said she'd move these to SSM by ⟪version|v1.3⟫.
const (
	awsAccessKeyID     = "⟦APIKEY|$aws_akid4⟧"
	awsSecretAccessKey = "⟦SECRET|$aws_secret4⟧"
	bucketRegion       = "⟪place|ca-central-1⟫"
	maxRetries         = ⟪number|5⟫
)

var signingKey = []byte("⟦SECRET|$hex_secret1⟧")"""),

("t4_slip", """T4 — Statement of Remuneration Paid   Year ⟪date|2024⟫
Employer: ⟪company|Northern Lights Brewing Co.⟫   Payroll account ⟪business_no|812345678RP0001⟫
Employee: ⟦PERSON|McAllister, Brianna⟧
Social insurance number: ⟦NATIONAL_ID|$sin2⟧
Address: ⟦ADDRESS|45 Lakeshore Dr, Sudbury ON P3E 5N6⟧
14 Employment income: ⟦AMOUNT|58,210.44⟧
22 Income tax deducted: ⟦AMOUNT|8,903.12⟧
Province of employment: ⟪place|ON⟫"""),

("phishing_email", """From: "⟪brand|PayPal⟫ Security" <⟦EMAIL|service@paypa1-secure-alerts.com⟧>
To: ⟦EMAIL|gwen.holloway@btinternet.com⟧
Subject: Action required: unusual sign-in

Dear ⟦PERSON|Gwen Holloway⟧,

We noticed a sign-in from ⟪place|Minsk, Belarus⟫ on ⟪date|2 December 2025⟫. If this wasn't you, verify your account within ⟪duration|24 hours⟫ at ⟪url|http://paypa1-verify.co/login⟫ or it will be limited. Reference ⟪ticket_id|PP-L-882100⟫.

PayPal Security Team"""),

("survey_export", """response_id,submitted_at,name,dob,zip,q1_health,q2_comments
⟪response_id|R_3kX9⟫,⟪timestamp|2025-11-03 14:22⟫,⟦PERSON|Bernard Quist⟧,⟦DATE_OF_BIRTH|1949-05-30⟧,⟪zip|55401⟫,"⟦MEDICAL|Parkinson's disease⟧","tremor worse on ⟦MEDICAL|carbidopa-levodopa 25/100⟧"
⟪response_id|R_3kXa⟫,⟪timestamp|2025-11-03 14:40⟫,⟦PERSON|Yolanda Pierce⟧,⟦DATE_OF_BIRTH|1961-12-14⟧,⟪zip|55408⟫,"none","great clinic, parking was ⟪price|$12⟫ though\""""),
]

TEXTS += [
("benefits_enrollment", """⟪company|Cardinal Health Partners⟫ — 2026 Open Enrollment (submitted ⟪timestamp|11/21/2025 4:12 PM⟫)
Employee: ⟦PERSON|Marcus Delaney-Ruiz⟧   SSN ⟦SSN|287-39-5016⟧   DOB ⟦DATE_OF_BIRTH|02/14/1986⟧
Plan: ⟪plan|PPO Gold⟫ — employee + spouse, premium ⟪price|$212.40/paycheck⟫
Dependent 1: ⟦PERSON|Alana Delaney-Ruiz⟧ (spouse)  SSN ⟦SSN|145-62-3908⟧  DOB ⟦DATE_OF_BIRTH|09/03/1988⟧
HSA election: ⟦AMOUNT|$3,000⟧/yr (IRS limit ⟪price|$4,300⟫)
Tobacco user: no. Pre-existing: ⟦MEDICAL|type 1 diabetes (spouse)⟧"""),

("tax_intake_form", """TAX PREP INTAKE — ⟪company|Harbor Tax & Bookkeeping⟫  Client #⟪client_no|2291⟫
Taxpayer: ⟦PERSON|Loretta Kim⟧   SSN: ⟦SSN|508-71-2246⟧
Address: ⟦ADDRESS|1432 Seminole Trail, Charlottesville VA 22901⟧
Filing status: Head of household. Dependent: ⟦PERSON|Jaden Kim⟧, SSN ⟦SSN|227-90-4415⟧
Last year's refund: ⟦AMOUNT|$2,184⟧. Direct deposit routing ⟪routing_no|051000017⟫ (bank's public routing number).
Prep fee: ⟪price|$275⟫ — due ⟪date|April 15⟫"""),

("pharmacy_receipt", """⟪company|MedPlus Pharmacy #0412⟫   ⟪timestamp|12/01/2025 18:44⟫
RX ⟪rx_no|8830127⟫  ⟦PERSON|HOLLIS, DEAN⟧
  ⟦MEDICAL|ATORVASTATIN 20 MG TAB⟧  QTY 90
  Ins paid ⟪price|$41.17⟫   Your copay ⟦AMOUNT|$10.00⟧
Front store: ⟪drug_ad|ZYRTEC 24HR 30CT⟫ ⟪price|$24.99⟫  — SALE 2 for ⟪price|$40⟫
Ask about ⟪drug_ad|Shingrix⟫ shots, walk-ins welcome!
Thank you for shopping. Survey code ⟪survey_code|4471-0932⟫"""),
]
