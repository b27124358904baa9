# -*- coding: utf-8 -*-
"""English texts for blind78.  Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES."""

TEXTS = []

TEXTS += [
("sms_credit_union_member",
"""Hi ⟦PERSON|Dionne⟧, its ⟦PERSON|Marcus Oyelaran⟧ from the tues appt at ⟪org_name|Riverside Community Credit Union⟫. The car loan deposit of ⟦AMOUNT|£1,450⟧ went out this morn from my Nationwide acct, ref ⟪payment_ref|RCCU-LN-88213⟫. can u confirm?? my new mobile is ⟦PHONE|07723 418 096⟧ (old one ⟪masked_phone|07*** ***512⟫ is dead). cheers"""),

("email_kyc_stockbroker",
"""Subject: RE: Account opening - missing docs

Hi ⟦PERSON|Priya⟧,

Thanks for sending these over. I still need a certified copy of your passport - the scan of ⟦PASSPORT|$pp_uk1⟧ was cut off at the bottom. Your date of birth on the form (⟦DATE_OF_BIRTH|14/08/1979⟧) is fine now.

For the ISA transfer we'll need the ceding account; you gave ⟦IBAN|$iban_gb1⟧, which works. The transfer-in value you quoted, ⟦AMOUNT|£61,200⟧, will be invested per the model portfolio.

Kind regards,
⟦PERSON|Tomasz Wielgosz⟧
Client Onboarding | ⟪org_name|Halberd & Finch Stockbrokers Ltd⟫
T: ⟦PHONE|+44 20 3872 5519⟧ | E: ⟦EMAIL|t.wielgosz@halberdfinch.co.uk⟧
Authorised and regulated by the FCA, ⟪org_registration|FRN 612984⟫"""),

("app_log_bnpl_checkout",
"""2024-06-11T09:14:22.481Z INFO  [checkout-svc] order=⟪order_id|BN-7781-2294⟫ customer_email=⟦EMAIL|kelechi.obi84@gmail.com⟧ client_ip=⟦IP_ADDRESS|86.143.22.190⟧ plan=PAY_IN_4 first_instalment=⟦AMOUNT|£37.49⟧
2024-06-11T09:14:22.502Z WARN  [risk] soft-decline for ⟦PERSON|Kelechi Obi⟧ dob=⟦DATE_OF_BIRTH|1994-03-02⟧ reason=THIN_FILE score=412
2024-06-11T09:14:23.009Z DEBUG [psp] card=⟪masked_card|**** **** **** 4417⟫ 3ds=frictionless gw=⟪hostname|psp-gw-02.internal⟫ latency_ms=⟪latency_ms|188⟫"""),

("dotenv_p2p_lending",
"""# lendbridge-api .env  (DO NOT COMMIT!!)
APP_ENV=production
APP_VERSION=⟪version|3.18.2⟫
DATABASE_URL=postgres://lb_app:⟦SECRET|Vq7!rT92zLp^e⟧@⟦IP_ADDRESS|10.20.4.31⟧:⟪port|5432⟫/lendbridge
STRIPE_SECRET_KEY=⟦APIKEY|$stripe_sk1⟧
STRIPE_PUBLISHABLE_KEY=⟪publishable_key|$pk_live1⟫
STRIPE_WEBHOOK_SECRET=⟦SECRET|$whsec1⟧
SENDGRID_API_KEY=⟦APIKEY|$sendgrid1⟧
OPS_ALERT_WEBHOOK=⟦SECRET|$slack_hook1⟧
SUPPORT_INBOX=⟦EMAIL|support@lendbridge.co.uk⟧
"""),

("whatsapp_friendly_society_claim",
"""[14/03/2024, 19:02] ⟦PERSON|Bev Hollis⟧: hiya hun did u get the claim pack off the ⟪org_name|Wensleydale Friendly Society⟫
[14/03/2024, 19:03] ⟦PERSON|Sandra K⟧: yeah doing it now. they want GP letter + my NI number ⟦NATIONAL_ID|$nid_uk1⟧
[14/03/2024, 19:05] ⟦PERSON|Bev Hollis⟧: put the ⟦MEDICAL|sciatica⟧ AND the ⟦MEDICAL|depression⟧ down, Dr ⟦PERSON|Amin⟧ signed u off for 6 wks didnt he
[14/03/2024, 19:06] ⟦PERSON|Sandra K⟧: 8 wks. on ⟦MEDICAL|sertraline 50mg⟧ now too 🙄
[14/03/2024, 19:07] ⟦PERSON|Bev Hollis⟧: they pay ⟪tariff|£15 a week⟫ for the first 26 wks on the basic plan so thats ⟦AMOUNT|£120⟧ owed u already x"""),

("csv_wealth_client_export",
"""client_id,full_name,dob,email,mobile,aum,risk
⟪client_ref|WM-00412⟫,⟦PERSON|Harriet Ashdown-Clarke⟧,⟦DATE_OF_BIRTH|1958-11-30⟧,⟦EMAIL|h.ashdownclarke@btinternet.com⟧,⟦PHONE|+447811204577⟧,⟦AMOUNT|GBP 1284550⟧,cautious
⟪client_ref|WM-00413⟫,⟦PERSON|Rajesh Venkataraman⟧,⟦DATE_OF_BIRTH|1966-02-07⟧,⟦EMAIL|rajv66@outlook.com⟧,⟦PHONE|+447700918233⟧,⟦AMOUNT|GBP 412080⟧,balanced
⟪client_ref|WM-00419⟫,⟦PERSON|Olamide Adeyemi-Brown⟧,⟦DATE_OF_BIRTH|1982-09-15⟧,⟦EMAIL|olamide.ab@proton.me⟧,⟦PHONE|+447958330142⟧,⟦AMOUNT|GBP 97315⟧,adventurous
"""),

("sql_insert_p2p_borrowers",
"""-- seed for staging, copied from prod by mistake?? check w/ ⟦PERSON|Hannah⟧
INSERT INTO borrowers (id, first_name, last_name, ssn, dob, email, phone, requested_amount, signup_ip, created_at) VALUES
(⟪db_row_id|90211⟫, '⟦PERSON|Dwayne⟧', '⟦PERSON|McAllister⟧', '⟦SSN|$ssn1⟧', '⟦DATE_OF_BIRTH|1987-08-21⟧', '⟦EMAIL|dmac.1987@hotmail.com⟧', '⟦PHONE|(614) 555-0187⟧', '⟦AMOUNT|$8,500.00⟧', '⟦IP_ADDRESS|73.162.44.201⟧', '⟪db_timestamp|2024-02-19 16:40:02⟫'),
(⟪db_row_id|90212⟫, '⟦PERSON|Lucía⟧', '⟦PERSON|Ferreira-Santos⟧', '⟦SSN|$ssn2⟧', '⟦DATE_OF_BIRTH|1993-12-04⟧', '⟦EMAIL|lucia.fsantos@gmail.com⟧', '⟦PHONE|(305) 712-4408⟧', '⟦AMOUNT|$15,000.00⟧', '⟦IP_ADDRESS|2601:58b:c200:3e10:9d4:1f2a:77c0:15e3⟧', '⟪db_timestamp|2024-02-19 16:52:47⟫');"""),

("python_stack_trace_fx_kyc",
"""[2024-05-28 11:02:17,644] ERROR request_id=⟪request_id|7f3c9a1e-55b2-4d0e-9a61-2c8e1b0d4f77⟫ client_ip=⟦IP_ADDRESS|100.72.14.9⟧ amount=⟦AMOUNT|USD 2,000⟧
Traceback (most recent call last):
  File "⟪file_path|/srv/fxdesk/app/kyc.py⟫", line ⟪line_number|214⟫, in verify_customer
    resp = client.check(passport_no=doc, dob=dob)
  File "/srv/fxdesk/venv/lib/⟪runtime_version|python3.11⟫/site-packages/idv/client.py", line 88, in check
    raise IdvError(f"document rejected: {passport_no} / {dob}")
idv.errors.IdvError: document rejected: ⟦PASSPORT|$pp_us1⟧ / ⟦DATE_OF_BIRTH|1971-05-19⟧ (customer=⟦PERSON|Gwendolyn Pruitt⟧, branch=⟪branch_code|LHR-T5-03⟫)"""),

("helpdesk_ticket_bnpl_double_charge",
"""Ticket #⟪ticket_id|ZD-448120⟫ | Priority: High | Channel: web form
From: ⟦PERSON|Aoife Gallagher⟧ <⟦EMAIL|aoifeg.1990@yahoo.ie⟧>
Subject: charged twice for the sofa?!

Hi, I was charged ⟦AMOUNT|€212.50⟧ twice on the 3rd. The card is ⟦CARD|$card_visa1⟧ exp ⟪card_expiry|09/27⟫ cvv ⟦CVV|417⟧ - please refund ONE of them asap, my rent is due. Order was ⟪order_id|KL-2024-0099182⟫ at ⟪merchant_name|Harvey Lane Furniture⟫.
Phone me on ⟦PHONE|087 214 6630⟧ after 6.
⟦PERSON|Aoife⟧"""),

("call_transcript_broker_idv",
"""AGENT (⟦PERSON|Leon⟧): Thanks for calling ⟪org_name|Carrow Street Brokers⟫, you're through to ⟦PERSON|Leon⟧. Can I take your full name?
CALLER: Yeah it's Mr ⟦PERSON|Desmond Achterberg⟧. ⟦PERSON|A-C-H-T-E-R-B-E-R-G⟧.
AGENT: Thank you Mr ⟦PERSON|Achterberg⟧. And your date of birth?
CALLER: ⟦DATE_OF_BIRTH|twelfth of June nineteen sixty-four⟧.
AGENT: Lovely. And just the first and fourth digits of your telephone PIN please.
CALLER: erm... the PIN's ⟦PASSWORD|8 3 0 6⟧, I can never work out which is the fourth
AGENT: Please don't read out the full PIN, sir - I'll have to reset that for you after the call.
CALLER: Sorry. I want to sell the ⟪share_quantity|2,000⟫ ⟪ticker|RR.⟫ shares and send the proceeds, about ⟦AMOUNT|eleven thousand pounds⟧, to my ⟪org_name|Barclays⟫ account."""),
]

TEXTS += [
("web_form_travel_money_order",
"""--- Travel Money Order Form (submitted 18:22) ---
First name: ⟦PERSON|Imogen⟧
Surname: ⟦PERSON|Thackeray-Boyd⟧
Date of birth: ⟦DATE_OF_BIRTH|02/02/1988⟧
Email: ⟦EMAIL|imogen.tb@icloud.com⟧
Mobile: ⟦PHONE|07452 903 118⟧
Collection branch: ⟪place_name|Manchester Piccadilly⟫ (branch ⟪branch_code|0147⟫)
Currency: EUR   Amount: ⟦AMOUNT|1,200.00 EUR⟧   Rate locked: ⟪fx_rate|1.1642⟫
You pay: ⟦AMOUNT|£1,030.75⟧
Payment card: ⟦CARD|$card_mc1⟧   Security code: ⟦CVV|552⟧
Photo ID for collection: Passport no. ⟦PASSPORT|$pp_uk2⟧"""),

("email_invoice_factoring_availability",
"""From: ⟦EMAIL|credit.control@tyneside-factors.co.uk⟧
To: ⟦PERSON|Graham Pettigrew⟧ <⟦EMAIL|graham@pettigrewjoinery.co.uk⟧>
Subject: Funds in use / availability - w/c 8 July

⟦PERSON|Graham⟧,
We've released ⟦AMOUNT|£18,600⟧ to you (sole trader, t/a ⟪trading_name|Pettigrew Joinery⟫) against invoices ⟪invoice_no|INV-3391⟫ and ⟪invoice_no|INV-3394⟫ at 85% prepayment. Remittance goes to your nominated account ⟦IBAN|$iban_gb3⟧.
Please note ⟪org_name|Kellbrook Construction Ltd⟫ (debtor) are now 74 days past terms on ⟪invoice_no|INV-3302⟫, invoice value ⟪org_invoice_total|£9,420.00⟫ - recourse kicks in at 90 days.
Discount fee this month: ⟪fee_rate|2.15% over base⟫.

Regards
⟦PERSON|Shona Dalgleish⟧
Client Manager, ⟪org_name|Tyneside Invoice Finance⟫
DD: ⟦PHONE|0191 496 2273⟧"""),

("slack_thread_aws_key_rotation",
"""#platform-oncall
*⟦PERSON|Ravi Menon⟧*  10:42
anyone know why the trade-confirm lambda is 403ing?
*⟦PERSON|Jess Kowalczyk⟧*  10:44
rotated the keys last night, new ones are
AWS_ACCESS_KEY_ID=⟦APIKEY|$aws_akid1⟧
AWS_SECRET_ACCESS_KEY=⟦SECRET|$aws_sk1⟧
pls dont paste them anywhere else lol
*⟦PERSON|Ravi Menon⟧*  10:45
ty. fwiw the wiki still says ⟪doc_example_key|AKIAIOSFODNN7EXAMPLE⟫ so ppl keep copying that
*⟦PERSON|Jess Kowalczyk⟧*  10:47
yeah. also bastion moved to ⟦IP_ADDRESS|172.31.18.207⟧, the ⟪doc_ip|198.51.100.23⟫ in the runbook was only ever a placeholder"""),

("forum_post_p2p_investor",
"""Re: FundingBridge withdrawals frozen?? (page 3)

Quote from ⟪forum_handle_generic|MoneyMaverick_UK⟫: "they're solvent, relax"

⟦PERSON|gareth_pryce77⟧ wrote:
Relax?? I've got ⟦AMOUNT|£23,400⟧ stuck across 61 loan parts, withdrawal request from 2 March still "pending". Rang their so-called priority line ⟦PHONE|0330 088 2164⟧ three times. My wife ⟦PERSON|Ffion⟧ managed to get hers out in Jan (⟦AMOUNT|£6k⟧ ish) so it is possible. I'm 67 with ⟦MEDICAL|COPD⟧, this was meant to be my top-up pension. They keep bragging about ⟪org_total|£1.2bn lent since 2015⟫ and a ⟪interest_rate|7.1% target rate⟫ on the homepage but cant process one withdrawl."""),

("markdown_table_wealth_review",
"""### Q3 review prep - ⟦PERSON|Ines⟧'s clients

| Client | DOB | Holdings | Notes |
|---|---|---|---|
| Mrs ⟦PERSON|Evelyn Hartigan⟧ | ⟦DATE_OF_BIRTH|03/09/1947⟧ | ⟦AMOUNT|£642k⟧ GIA + ISA | widowed Jan; ⟦MEDICAL|early-stage Alzheimer's⟧ per son, LPA registered |
| Mr & Mrs ⟦PERSON|Chukwu⟧ (⟦PERSON|Obinna⟧ & ⟦PERSON|Adaeze⟧) | ⟦DATE_OF_BIRTH|11/04/1970⟧ / ⟦DATE_OF_BIRTH|27/06/1972⟧ | ⟦AMOUNT|£1.31m⟧ joint | want to gift to daughter; ⟪allowance_limit|ISA allowance £20,000⟫ already used |
| Dr ⟦PERSON|Felix Brandt⟧ | ⟦DATE_OF_BIRTH|21/01/1961⟧ | ⟦AMOUNT|£1.9m⟧ discretionary | on ⟦MEDICAL|warfarin⟧ after ⟦MEDICAL|AF diagnosis⟧, travel cover excluded |

Model portfolio for all three: ⟪fund_name|Ashgrove Balanced 60/40 Acc⟫ (⟪isin|GB00BK5XQ441⟫)"""),

("shell_history_fx_dev",
"""  501  ssh ⟦PERSON|lmbeki⟧@⟦IP_ADDRESS|10.8.0.14⟧
  502  cd ⟦PERSON|/home/lmbeki⟧/fx-quote-engine
  503  git pull origin ⟪git_branch|release/2.7⟫
  504  export OPENAI_API_KEY=⟦APIKEY|$openai1⟧
  505  python3 scripts/backfill_rates.py --since ⟪cli_date_arg|2024-05-01⟫
  506  mysql -h ⟦IP_ADDRESS|10.8.2.5⟧ -u fxadmin -p'⟦SECRET|W1nter2024!!⟧' fxdesk
  507  curl -s http://⟪loopback_ip|127.0.0.1⟫:⟪port|8080⟫/healthz
  508  history | grep -i key"""),

("ocr_business_card_wealth",
"""[OCR scan - ⟪file_name|card_0412.jpg⟫, confidence ⟪ocr_confidence|0.91⟫]
ASHGROVE PRIVATE WEALTH
Chartered Wealth Managers

⟦PERSON|Nikhil Sarabhai-Ross⟧  CFP®
Senior Partner
M ⟦PHONE|+44 7908 551 236⟧
T ⟦PHONE|028 9024 7713⟧
E ⟦EMAIL|nikhil.sr@ashgrovepw.co.uk⟧
⟪office_address|12 Lanyon Place, Belfast BT1 3LP⟫
ashgrovepw.co.uk"""),

("loan_agreement_credit_union",
"""PERSONAL LOAN AGREEMENT (regulated by the ⟪statute_ref|Consumer Credit Act 1974⟫)
Lender: ⟪org_name|Pennine Valleys Credit Union Ltd⟫, FCA FRN ⟪org_registration|213744⟫
Borrower: Mr ⟦PERSON|Kwabena Asante-Mensah⟧, ⟦ADDRESS|47 Birchfield Road, Huddersfield HD3 4QT⟧
Date of birth: ⟦DATE_OF_BIRTH|29 October 1985⟧
Amount of credit: ⟦AMOUNT|£4,800.00⟧
Total amount payable: ⟦AMOUNT|£5,377.44⟧
APR: ⟪apr|12.7% representative⟫
Repayments: 36 monthly instalments of ⟦AMOUNT|£149.37⟧ by direct debit from ⟦IBAN|$iban_gb4⟧
Signed: ⟦PERSON|K. Asante-Mensah⟧          Date: ⟪signature_date|04/03/2024⟫"""),

("voicemail_transcript_funeral_benefit",
"""Voicemail 3 of 5 - received Mon 09:41 - auto-transcribed
"Hello, this is ⟦PERSON|Maureen Pickering⟧ ringing about my husband ⟦PERSON|Dennis⟧'s funeral benefit, he passed away on the second of May, it was the ⟦MEDICAL|pancreatic cancer⟧ in the end. The lady said there'd be ⟦AMOUNT|two thousand five hundred pounds⟧ paid out to me but I've heard nothing. His membership number is ⟪membership_no|FS-22871⟫. Could somebody ring me back on ⟦PHONE|oh one two one, four nine six, three three oh eight⟧. Thank you, bye now." """),

("json_webhook_bnpl_repayment_failed",
"""{
  "event": "repayment.failed",
  "id": "⟪event_id|evt_01HZX4R8K2M9Q7TJ⟫",
  "created": "⟪iso_timestamp|2024-07-02T06:00:14Z⟫",
  "data": {
    "customer": {
      "name": "⟦PERSON|Sophie Lindqvist⟧",
      "email": "⟦EMAIL|sophie.lindqvist@gmail.com⟧",
      "phone": "⟦PHONE|+46 70 312 48 19⟧",
      "personnummer": "⟦NATIONAL_ID|$nid_se1⟧",
      "dob": "⟦DATE_OF_BIRTH|1977-02-14⟧"
    },
    "instalment": {"number": 3, "amount": "⟦AMOUNT|SEK 1 249,00⟧", "due": "2024-07-01"},
    "card_last4": "⟪card_last4|2291⟫",
    "ip": "⟦IP_ADDRESS|83.250.117.64⟧"
  }
}"""),

("board_minutes_credit_union_hardship",
"""NORTHGATE & DISTRICT CREDIT UNION - Credit Committee minutes, 16 April
Present: ⟦PERSON|J. Okonkwo⟧ (chair), ⟦PERSON|R. Stainforth⟧, ⟦PERSON|Alisha Mirza⟧. Apologies: ⟦PERSON|Tom Bellingham⟧.

4. Hardship referrals
4.1 Member ⟦PERSON|M. O'Leary⟧ (loan bal. ⟦AMOUNT|£2,310⟧) - recently diagnosed with ⟦MEDICAL|multiple sclerosis⟧, reduced hours. Agreed: payment holiday 3 months, interest frozen.
4.2 Member ⟦PERSON|Jean-Baptiste Mukendi⟧ - arrears ⟦AMOUNT|£640⟧; wife undergoing ⟦MEDICAL|chemotherapy⟧. Agreed: reduce to ⟦AMOUNT|£25/wk⟧ for 6 months.
5. Any other business: new loan product at ⟪interest_rate|1% per month (12.68% APR)⟫ approved for launch; total lending book now ⟪org_total|£3.4m⟫.
Next meeting ⟪meeting_date|21 May⟫, 6.30pm, ⟪place_name|St Aidan's Hall⟫."""),

("email_fx_bureau_aml_request",
"""Dear Mr ⟦PERSON|Rathore⟧,

Following your purchase of ⟦AMOUNT|£9,800⟧ in cash at our ⟪place_name|Wembley⟫ branch on ⟪transaction_date|12 June⟫, our compliance team needs the following before we can release the remaining ⟦AMOUNT|INR 4,50,000⟧ to your account:

  - a clear copy of passport ⟦PASSPORT|$pp_in1⟧ (photo page and address page)
  - your Aadhaar number - you wrote ⟦NATIONAL_ID|$nid_in1⟧ on the form, please confirm
  - proof of address dated within 3 months for ⟦ADDRESS|Flat 6, 221 Harrow Road, Wembley HA9 6DJ⟧

Reply to this email or call our AML desk on ⟦PHONE|020 8124 6690⟧ (Mon-Fri). Reference: ⟪case_id|AML-2024-06-3317⟫.

Yours sincerely,
⟦PERSON|Bronwen Tate⟧
MLRO, ⟪org_name|Sterling Gate Currency Exchange⟫"""),
]

TEXTS += [
("github_issue_leaked_pat",
"""### Bug: `LoanPartsClient.list()` returns 401 after token refresh #⟪issue_number|482⟫

**⟦PERSON|tadewale⟧** opened this issue

**Environment:** lendkit-python ⟪version|v0.9.4⟫, Python 3.12, macOS 14.5

Repro:
```python
from lendkit import LoanPartsClient
c = LoanPartsClient(token="⟦APIKEY|$ghp1⟧", base_url="https://api.sandbox.lendkit.dev")
print(c.list(status="late"))
```
Bisected to ⟪commit_sha|a3f9c4e1b27d08f6e5c9b3a1d7e2f40c8b6a9d15⟫.

---
**⟦PERSON|mkaragiannis⟧** commented:
@⟦PERSON|tadewale⟧ you just pasted a live PAT 😬 revoke it now. For the sandbox use the docs key ⟪doc_example_key|sk_test_4eC39HqLyjWDarjtT1zdp7dc⟫ style placeholders, never prod tokens."""),

("k8s_secret_yaml_wealth",
"""apiVersion: v1
kind: Secret
metadata:
  name: portfolio-api-secrets
  namespace: ⟪k8s_namespace|wealth-prod⟫
type: Opaque
stringData:
  DB_DSN: "mysql://portfolio:⟦SECRET|Hq2$kR8wNm!c⟧@⟦IP_ADDRESS|10.42.7.19⟧:3306/portfolio"
  SESSION_SIGNING_KEY: "⟦SECRET|$flask1⟧"
  TWILIO_API_KEY: "⟦APIKEY|$twilio_sk1⟧"
  TWILIO_API_SECRET: "⟦SECRET|$twilio_tok1⟧"
  TWILIO_ACCOUNT_SID: "⟪account_sid|AC7d1e02c4b9a85f63e0d2a7c41b9f8e26⟫"
  ADMIN_CONTACT: "⟦EMAIL|devops.lead@carlowpw.com⟧"
---
# image: ⟪image_tag|registry.carlowpw.com/portfolio-api:2024.06.3⟫"""),

("brokerage_account_application_us",
"""NEW ACCOUNT APPLICATION - Individual Brokerage (Form NA-1)
1. Applicant
   Legal name: ⟦PERSON|Terrence D. Whitfield⟧
   SSN/TIN: ⟦SSN|$ssn3⟧
   Date of birth: ⟦DATE_OF_BIRTH|07/22/1969⟧
   Residential address: ⟦ADDRESS|1184 Larkspur Ln, Apt 2B, Overland Park, KS 66212⟧
   Phone: ⟦PHONE|913-448-2907⟧     Email: ⟦EMAIL|twhitfield69@att.net⟧
2. Employment
   Employer: ⟪org_name|Prairie Fiber Systems⟫   Annual income: ⟦AMOUNT|$142,000⟧   Liquid net worth: ⟦AMOUNT|$380,000⟧
3. Funding
   ACH from ⟪org_name|Commerce Bank⟫, routing ⟪routing_number|101000019⟫
4. Trusted contact
   ⟦PERSON|Renée Whitfield⟧ (spouse)  ⟦PHONE|913-448-6615⟧
Investment objective: growth   Margin: ⟪form_option|No⟫"""),

("email_income_protection_claim",
"""From: ⟦PERSON|Callum Rafferty⟧ <⟦EMAIL|callum.rafferty@gmail.com⟧>
To: ⟦EMAIL|claims@hollinsfs.org.uk⟧
Subject: new claim - member ⟪membership_no|HFS/0093312⟫

Hello,

I'm claiming under my income protection plan (⟪product_code|IP-Plus 2019⟫). I had a ⟦MEDICAL|lumbar discectomy⟧ on 3 Feb at ⟪org_name|Spire Leeds⟫ and the surgeon says I'm off until mid-April at the earliest. Deferred period was 4 weeks so I think payments should have started.

My salary is ⟦AMOUNT|£2,950 a month⟧ net. NI no. ⟦NATIONAL_ID|$nid_uk2⟧. Same bank account as before please.

Thanks,
⟦PERSON|Callum⟧"""),

("review_fx_bureau_no_pii",
"""★★☆☆☆  "Rates fine, queue awful" - posted on ⟪review_site|Trustpilot⟫
Went to the ⟪place_name|Leicester Square⟫ bureau on saturday. Board said ⟪fx_rate|1.1520⟫ for euros which is decent vs the airport (⟪fx_rate|1.0210⟫ lol) but there was a ⟪fee|£3.99⟫ "handling fee" nobody mentioned and the queue took 40 mins. staff were polite tho. Order ref ⟪order_id|SG-TM-550187⟫ if anyone from head office reads this."""),

("syslog_wealth_portal_auth",
"""Jun 30 02:11:09 ⟪hostname|auth-01⟫ portal[⟪pid|2231⟫]: failed login user=⟦PERSON|a.petrovic⟧ src=⟦IP_ADDRESS|45.133.172.88⟧ ua="Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/⟪browser_version|126.0.6478.127⟫"
Jun 30 02:11:15 auth-01 portal[2231]: failed login user=⟦PERSON|a.petrovic⟧ src=⟦IP_ADDRESS|45.133.172.88⟧
Jun 30 02:11:40 auth-01 portal[2231]: login ok user=⟦PERSON|hkristiansen⟧ src=⟦IP_ADDRESS|100.101.4.230⟧ mfa=totp
Jun 30 02:11:40 auth-01 portal[2231]: DEBUG set-cookie: pw_session=⟦SECRET|s%3AJ9kq2X7vN4mRtY0pLc8wZb3F.Hd6sQeW1aTy9uVn2xK5oMp7rCg4jLf0bZi8NwEh3Ds⟧; Path=/; HttpOnly; Secure
Jun 30 02:12:02 auth-01 portal[2231]: password reset requested for ⟦EMAIL|anja.petrovic@posteo.de⟧ from ⟦IP_ADDRESS|2a02:8108:1dc0:4a2::7f3⟧"""),

("dictation_file_note_wealth",
"""[Dictaphone transcript - file note, ⟪recording_id|DX-20240611-03⟫]
File note comma client Mr ⟦PERSON|Tobias Wren⟧ comma date of birth ⟦DATE_OF_BIRTH|fifth of March nineteen fifty-two⟧ comma met at home today with his daughter ⟦PERSON|Clare⟧ present full stop. New paragraph. ⟦PERSON|Tobias⟧ confirmed diagnosis of ⟦MEDICAL|Parkinson's disease⟧ last autumn and is now on ⟦MEDICAL|co-careldopa⟧ comma tremor noticeable but capacity not in doubt full stop. He wishes to withdraw ⟦AMOUNT|forty thousand pounds⟧ from the ⟪trust_name|Wren Family Discretionary Trust⟫ to fund a stairlift and wet room comma to be paid to his ⟪org_name|Coutts⟫ account ending ⟪masked_account|…4471⟫ full stop. ⟦PERSON|Clare⟧'s mobile for follow-up ⟦PHONE|07712 380 554⟧ full stop. End of note."""),

("factoring_personal_guarantee_schedule",
"""SCHEDULE 3 - PERSONAL GUARANTEE AND INDEMNITY
Client: ⟪org_name|Brightwater Logistics Ltd⟫ (Company No. ⟪company_reg_no|11873402⟫)
Guarantor: ⟦PERSON|Siobhán Ní Bhriain⟧
Address: ⟦ADDRESS|Apartment 14, The Maltings, Grand Canal Dock, Dublin 2, D02 X285⟧
Date of birth: ⟦DATE_OF_BIRTH|17.09.1976⟧
PPS number: ⟦NATIONAL_ID|$nid_ie1⟧
Passport: ⟦PASSPORT|$pp_ie1⟧
Guarantee limit: ⟦AMOUNT|€150,000⟧ (⟦AMOUNT|one hundred and fifty thousand euro⟧)
Client facility limit: ⟪facility_limit|€600,000⟫
Witnessed by: ⟦PERSON|Declan Moriarty⟧, solicitor"""),

("python_telegram_bot_config",
"""# fx_alert_bot.py -- pings me when GBP/EUR crosses the threshold
import os, telebot

BOT_TOKEN = "⟦APIKEY|$tg_bot1⟧"   # TODO move to env before pushing!!
CHAT_ID = ⟪chat_id|-1001874420915⟫
THRESHOLD = ⟪fx_threshold|1.1850⟫     # for the ⟦AMOUNT|£20k⟧ house deposit transfer
MY_PHONE = "⟦PHONE|+44 7391 022 845⟧"  # twilio fallback
# owner: ⟦PERSON|dfarrugia⟧ / ⟦EMAIL|daniel.farrugia@gmx.co.uk⟧
bot = telebot.TeleBot(BOT_TOKEN)"""),

("java_stack_trace_bnpl",
"""2024-04-03 14:22:51.118 ERROR 1 --- [⟪thread_name|nio-8443-exec-7⟫] c.p.b.api.InstalmentController : Unhandled exception for customer ⟦EMAIL|m.delacroix@orange.fr⟧
java.lang.NullPointerException: Cannot invoke "com.paylater.model.Card.getBin()" because "card" is null
	at com.paylater.service.InstalmentService.schedule(InstalmentService.java:⟪line_number|311⟫)
	at com.paylater.api.InstalmentController.create(InstalmentController.java:88)
Request headers: {Authorization=Bearer ⟦APIKEY|$jwt1⟧, X-Forwarded-For=⟦IP_ADDRESS|90.112.47.203⟧, X-Request-Id=⟪request_id|c1b0e7a2-9d44-4f3e-8b15-6a2f0d9c3e81⟫}
Request body: {"customerName":"⟦PERSON|Mathilde Delacroix⟧","basketTotal":"⟦AMOUNT|EUR 489.90⟧","instalments":3}"""),

("live_chat_broker_lockout",
"""[Live chat - session ⟪chat_session|LC-88123-B⟫]
⟦PERSON|Ayesha⟧ (Support): Hi, you're chatting with ⟦PERSON|Ayesha⟧. How can I help?
Customer: hi i cant log in since the app update, username is ⟦PERSON|ben.okoro⟧ and password ⟦PASSWORD|Arsenal#1986okoro⟧ its definetly right
⟦PERSON|Ayesha⟧ (Support): Please don't share your password in chat ⟦PERSON|Ben⟧! I'll send you a reset link. Do you still have your 2FA backup codes?
Customer: yeah from the setup email: ⟦SECRET|48213-90577⟧ ⟦SECRET|11094-63820⟧ ⟦SECRET|75522-01948⟧
⟦PERSON|Ayesha⟧ (Support): Thanks - which app version are you on?
Customer: ⟪app_version|5.12.0 (build 3391)⟫ on android"""),

("csv_p2p_investor_payouts",
"""payout_batch=⟪batch_id|PB-2024-07-W2⟫ currency=EUR
investor,iban,amount,country
⟦PERSON|Katarzyna Wróblewska⟧,⟦IBAN|$iban_pl16⟧,⟦AMOUNT|EUR 312.44⟧,PL
⟦PERSON|Jeroen van Dijk⟧,⟦IBAN|$iban_nl11⟧,⟦AMOUNT|EUR 1,080.00⟧,NL
⟦PERSON|Margaux Lefebvre⟧,⟦IBAN|$iban_fr9⟧,⟦AMOUNT|EUR 57.10⟧,FR
⟦PERSON|Florian Haas⟧,⟦IBAN|$iban_de6⟧,⟦AMOUNT|EUR 2,415.67⟧,DE
TOTAL,,⟪batch_total|EUR 3,865.21⟫,"""),
]

TEXTS += [
("email_credit_union_share_withdrawal",
"""Hi there,

I'm a member (⟪membership_no|No. 40177⟫) at the ⟪place_name|Ballincollig⟫ office. Could you transfer ⟦AMOUNT|€3,500⟧ from my shares to my AIB current account ⟦IBAN|$iban_ie13⟧? It's for my daughter ⟦PERSON|Róisín⟧'s college deposit, due Friday.
Dob is ⟦DATE_OF_BIRTH|9/11/1968⟧ if ye need to verify.

Thanks a million,
⟦PERSON|Pádraig Ó Súilleabháin⟧
⟦PHONE|086 771 2049⟧"""),

("sms_currency_home_delivery",
"""From ⟪sender_id|FXHomeDel⟫: Your currency delivery (⟪order_id|HD-204417⟫) arrives tomorrow 8am-1pm. Photo ID will be checked on the doorstep.
Reply from ⟦PHONE|07834 662 019⟧: thanks! im ⟦PERSON|Lydia Okafor-Hale⟧, address is ⟦ADDRESS|Flat 3, 29 Quarry Hill Road, Tonbridge TN9 2RP⟧ (round the back), gate code is ⟦PASSWORD|2284#⟧. the ⟦AMOUNT|$1,500 USD⟧ is for my honeymoon so pls dont leave it w a neighbour lol"""),

("security_incident_report_key_leak",
"""SECURITY INCIDENT REPORT  ⟪incident_id|SIR-2024-017⟫
Reported by: ⟦PERSON|Hamza Qureshi⟧ (SecOps) ⟦EMAIL|h.qureshi@meridianwealth.co.uk⟧
Summary: a deploy key for the client-reporting server was committed to the public repo meridian-reports (commit ⟪commit_sha|5e0b7d2c91f4a6e8b3d0c7f1a2e95b4d8c6f3a17⟫) by ⟦PERSON|Olu Bankole⟧ on 02/07.
Key material (revoked 02/07 04:10 UTC):
⟦SECRET|$pem_ssh1⟧
The key granted access to ⟦IP_ADDRESS|10.60.12.8⟧ (reports-db). Access logs show a connection from ⟦IP_ADDRESS|185.213.154.66⟧ at ⟪log_time|03:14 UTC⟫, 41 minutes after the push. No client data exfiltration confirmed yet."""),

("python_snippet_square_refund",
"""# bnpl_checkout/square_client.py
from square.client import Client

client = Client(
    access_token="⟦APIKEY|$square1⟧",
    environment="production",
)
APPLICATION_ID = "⟪app_id|sq0idp-Xm4Tz81bQ2aRk7uVnL0d9w⟫"
LOCATION_ID = "⟪location_id|LQ9XH6D1Z2W3V⟫"

# one-off: refund ⟦AMOUNT|£64.99⟧ to Mrs ⟦PERSON|Patel⟧ (ticket ⟪ticket_id|CS-10442⟫), confirm to ⟦EMAIL|rpatel.home@sky.com⟧"""),

("underwriter_notes_p2p_canada",
"""UW notes - app #⟪application_id|C-77105⟫ (LoanNorth P2P marketplace)
Applicant ⟦PERSON|Marie-Ève Tremblay⟧, DOB ⟦DATE_OF_BIRTH|1990-06-08⟧, SIN ⟦NATIONAL_ID|$nid_ca1⟧.
Gross income ⟦AMOUNT|CAD 71,500⟧ (T4 verified); requested ⟦AMOUNT|CAD 18,000⟧ for debt consolidation.
Existing balance ⟦AMOUNT|$9,240⟧ on a ⟪org_name|Desjardins⟫ card + car loan.
Mat leave ended March; child has ⟦MEDICAL|type 1 diabetes⟧ which explains pharmacy spend of ~⟦AMOUNT|$310/mo⟧.
Proposed grade ⟪loan_grade|B2⟫ @ ⟪interest_rate|11.9%⟫ - ok to list. -- ⟦PERSON|PD⟧"""),

("webinar_registrations_friendly_society",
"""## Registrations - "Planning for later life" webinar (⟪event_date|Thu 19 Sept⟫, 7pm)
Join link: ⟪meeting_link|https://zoom.us/j/84120937715⟫

| # | Name | Email | Phone | Member? |
|---|---|---|---|---|
| 1 | ⟦PERSON|Gwilym Rees⟧ | ⟦EMAIL|gwilym.rees@btinternet.com⟧ | ⟦PHONE|01267 230 448⟧ | yes |
| 2 | ⟦PERSON|Trish Molyneux⟧ | ⟦EMAIL|trishmoly@aol.co.uk⟧ | ⟦PHONE|07977 145 302⟧ | yes |
| 3 | ⟦PERSON|Sunil Chaudhry⟧ | ⟦EMAIL|s.chaudhry@nhs.net⟧ | ⟦PHONE|07441 860 277⟧ | no - wants info on the ⟪product_name|Over-50s Plan⟫ |"""),

("call_recording_bnpl_collections",
"""[Call recording ⟪recording_id|CR-5521903⟫, outbound, collections queue]
Agent: Hi, is that ⟦PERSON|Jordan⟧? It's ⟦PERSON|Kezia⟧ calling from ⟪org_name|Splitly⟫ about your overdue instalment.
Customer: yeah... look I've been in hospital, I had ⟦MEDICAL|appendicitis⟧, only got out friday
Agent: Oh I'm sorry to hear that. For security can you confirm your first line of address, postcode and date of birth?
Customer: ⟦ADDRESS|14 Brudenell Grove, LS6 1HR⟧, and ⟦DATE_OF_BIRTH|the 3rd of September 2001⟧
Agent: Thank you. So the overdue amount is ⟦AMOUNT|£86.20⟧.
Customer: can I pay ⟦AMOUNT|£40⟧ now and the rest on the 28th?
Agent: That's fine, and I'll waive the ⟪fee|£5 late fee⟫ given the circumstances."""),

("newsletter_credit_union",
"""📣 ⟪org_name|Harbourside Credit Union⟫ - Summer newsletter
Our savings dividend for 2023/24 is ⟪dividend_rate|2.25%⟫ and loans start from ⟪interest_rate|6.9% APR⟫. Total assets have passed ⟪org_total|£18.7m⟫ - thank you!
Welcome to our new loans officer ⟦PERSON|Kemi Adebayo-Rhodes⟧, who'll be at the ⟪place_name|Bootle⟫ office on Tuesdays.
Christmas Saver payouts go out on ⟪payout_date|1 November⟫.
Questions? Call ⟦PHONE|0151 709 4420⟧, WhatsApp ⟦PHONE|07860 033 129⟧ or email ⟦EMAIL|hello@harbourside-cu.org.uk⟧."""),

("swift_mt103_fx_transfer",
"""{4:
:20:⟪transaction_ref|FXT240611000382⟫
:23B:CRED
:33B:⟦AMOUNT|EUR4750,00⟧
:50K:/⟦IBAN|$iban_gb2⟧
⟦PERSON|ALASDAIR MCKINNON⟧
⟦ADDRESS|9 CRAIGHALL CRESCENT EDINBURGH EH6 4RZ⟧
:52A:⟪swift_bic|STGTGB2L⟫
:57A:⟪swift_bic|CBVILT2X⟫
:59:/⟦IBAN|$iban_lt19⟧
⟦PERSON|RUTA JANKAUSKIENE⟧
⟦ADDRESS|SAVANORIU PR. 124-18, LT-03150 VILNIUS⟧
:70:⟪remittance_info|RENT JULY FLAT 18⟫
:71A:SHA
-}"""),

("email_pension_drawdown_request",
"""From: ⟦EMAIL|eileen.mcguinness47@gmail.com⟧
To: ⟦EMAIL|clientservices@burnsidewealth.co.uk⟧
Subject: drawdown - URGENT pls

Dear Mr ⟦PERSON|Holroyd⟧,

Sorry to chase. I need ⟦AMOUNT|£12,000⟧ from my drawdown before the end of the month for my hip op - I've been told the NHS wait is 14 months and I can't walk to the shops anymore (⟦MEDICAL|severe osteoarthritis⟧, right hip). Private quote from ⟪org_name|Nuffield⟫ is ⟪price_quote|£13,450⟫.

My plan number is ⟪plan_number|BW-SIPP-20931⟫. Please use the ⟪org_name|Santander⟫ account on file.

⟦PERSON|Eileen McGuinness⟧
⟦PHONE|01592 771 356⟧"""),
]

TEXTS += [
("github_actions_workflow_webhook",
"""name: nightly-reconciliation
on:
  schedule:
    - cron: "⟪cron_expr|15 2 * * *⟫"
jobs:
  recon:
    runs-on: ubuntu-22.04
    steps:
      - uses: ⟪action_ref|actions/checkout@v4⟫
      - name: install private pkgs
        run: npm ci
        env:
          NPM_TOKEN: ⟦APIKEY|$npm1⟧
      - name: notify on failure
        if: failure()
        run: |
          curl -H "Content-Type: application/json" -d '{"content":"recon failed - ping @⟦PERSON|sasha.ivanova⟧"}' ⟦SECRET|$discord_hook1⟧"""),

("letter_friendly_society_death_benefit",
"""⟪org_name|Wigan Mutual Benefit Society⟫
Mrs ⟦PERSON|Doreen Atherton⟧
⟦ADDRESS|22 Marsh Green Lane, Wigan WN5 0JD⟧

Our ref: ⟪claim_ref|DC/2024/0381⟫                                   ⟪letter_date|9 July 2024⟫

Dear Mrs ⟦PERSON|Atherton⟧,

Death benefit - the late Mr ⟦PERSON|Ronald Atherton⟧ (date of birth ⟦DATE_OF_BIRTH|02/12/1939⟧)

Please accept our condolences. We have received the death certificate, which gives the cause of death as ⟦MEDICAL|congestive heart failure⟧. A payment of ⟦AMOUNT|£3,180.42⟧ (sum assured plus bonuses) will be made to your account within five working days.

Yours sincerely,
⟦PERSON|G. Fairclough⟧, Claims Officer
Tel ⟦PHONE|01942 828 310⟧"""),

("teams_chat_factoring_kyc",
"""[Teams - KYC new clients]
⟦PERSON|Lukas Brenner⟧ 09:12: KYC for the new client - director is ⟦PERSON|Annika Vogt⟧, passport ⟦PASSPORT|$pp_de1⟧, DOB ⟦DATE_OF_BIRTH|23.05.1981⟧
⟦PERSON|Lukas Brenner⟧ 09:13: her personal account for the PG fee refund: ⟦IBAN|$iban_de7⟧
⟦PERSON|Mia Schulte⟧ 09:20: ok. facility ⟪facility_limit|€250k⟫ at ⟪advance_rate|80% advance⟫? company turnover ~⟪org_total|€3.1m⟫
⟦PERSON|Lukas Brenner⟧ 09:21: yes. and pls delete the passport scan from this chat after 😅"""),

("complaint_letter_us_brokerage",
"""To: Compliance Department, ⟪org_name|Keystone Ridge Securities LLC⟫ (firm CRD ⟪org_registration|168844⟫)
Re: unauthorized trading, account ⟪masked_account|XXXX-3318⟫

I, ⟦PERSON|Dolores Ramírez-Quintana⟧ (SSN ⟦SSN|$ssn4⟧), am writing to complain that my broker ⟦PERSON|Kyle Brandstetter⟧ executed options trades in my account without my consent between March and May, losing me ⟦AMOUNT|$27,640⟧. I am 74 and was recovering from a ⟦MEDICAL|stroke⟧ at the time and could not have authorized anything.

Please contact me at ⟦PHONE|(520) 318-2296⟧ or by mail at ⟦ADDRESS|4410 E Calle Aurora, Tucson, AZ 85718⟧."""),

("terraform_tfvars_p2p",
"""region          = "⟪cloud_region|eu-west-2⟫"
do_token        = "⟦APIKEY|$do1⟧"
aws_access_key  = "⟦APIKEY|$aws_akid2⟧"
aws_secret_key  = "⟦SECRET|$aws_sk2⟧"
admin_cidrs     = ["⟦IP_ADDRESS|81.174.133.20⟧/32", "⟪doc_ip|203.0.113.10⟫/32"]  # 2nd is the example from the module README, remove
db_instance     = "⟪instance_type|db.t3.medium⟫"
owner_email     = "⟦EMAIL|platform@fundingbridge.io⟧\""""),

("sms_scam_report_credit_union",
"""Fwd from member ⟦PERSON|Carys Llewellyn⟧ (⟦PHONE|07816 440 291⟧):
"got this today is it you?? 👇
'⟪org_name|CAPITAL CU⟫: A new payee has been added. If this wasnt you visit ⟪phishing_url|capitalcu-secure-verify.com⟫ or call ⟦PHONE|0204 577 1182⟧'
I clicked it n put my card number in before I realised 😭 its ⟦CARD|$card_visa2⟧ and theyve already taken ⟦AMOUNT|£750⟧" """),

("jira_ticket_sg_p2p_kyc",
"""[⟪jira_key|LEND-2291⟫] KYC retry loop for MyInfo users
Reporter: ⟦PERSON|Wei Jie Tan⟧   Assignee: ⟦PERSON|Priyanka Raghavan⟧   Priority: P2   Fix version: ⟪version|2.31.0⟫

Description:
User ⟦PERSON|Nur Aisyah binte Rahman⟧ (NRIC ⟦NATIONAL_ID|$nid_sg1⟧, mobile ⟦PHONE|+65 9182 4470⟧) gets stuck at "verifying" after MyInfo consent. Logs show ⟦IP_ADDRESS|116.86.20.155⟧ retrying 40x in 2 min.
Workaround: manually approved her ⟦AMOUNT|S$5,000⟧ loan request in the back office."""),

("ledger_friendly_society_sick_pay",
"""Sick pay ledger - Branch 12 (⟪ledger_period|Q2 2024⟫)

| Member | Condition | Weeks | Paid |
|---|---|---|---|
| ⟦PERSON|A. Whitworth⟧ | ⟦MEDICAL|broken wrist⟧ | 6 | ⟦AMOUNT|£90.00⟧ |
| ⟦PERSON|S. Oduya⟧ | ⟦MEDICAL|long COVID⟧ | 12 | ⟦AMOUNT|£180.00⟧ |
| ⟦PERSON|L. Fenwick⟧ | ⟦MEDICAL|post-natal depression⟧ | 8 | ⟦AMOUNT|£120.00⟧ |

Branch total ⟪org_total|£390.00⟫ at the standard rate of ⟪tariff|£15/wk⟫."""),

("email_amex_fee_payment",
"""Hi ⟦PERSON|Marguerite⟧,

Happy to settle the annual advice fee (⟦AMOUNT|£2,400 + VAT⟧) by card this year. Details below:
⟦CARD|$card_amex1⟧, expiry ⟪card_expiry|11/26⟫, security code ⟦CVV|7731⟧ (the 4 digits on the front).
Name on card: ⟦PERSON|H R Castellano⟧

Best,
⟦PERSON|Hugo⟧
Sent from my iPhone"""),

("slack_analytics_pii_paste",
"""*⟦PERSON|Tariq⟧*: query for the chargeback spike
```select customer_name, email, ip, amount from disputes where created > '⟪sql_date_literal|2024-06-01⟫' limit 2;```
| customer_name | email | ip | amount |
| ⟦PERSON|Bethany Crowe⟧ | ⟦EMAIL|bethcrowe@live.co.uk⟧ | ⟦IP_ADDRESS|92.40.199.12⟧ | ⟦AMOUNT|£319.00⟧ |
| ⟦PERSON|Yusuf Demir⟧ | ⟦EMAIL|ydemir.92@gmail.com⟧ | ⟦IP_ADDRESS|100.88.3.140⟧ | ⟦AMOUNT|£54.50⟧ |
*⟦PERSON|Chloe Armitage⟧*: pls don't paste raw PII in #analytics, use the ⟪dashboard_name|disputes_v2⟫ dashboard"""),

("forum_post_tax_exempt_savings_no_pii",
"""Friendly society tax-exempt savings plans - worth it in 2024?
Posted in ⟪forum_section|Savings & Investments⟫

The max you can put in is ⟪allowance_limit|£270 a year⟫ (or ⟪allowance_limit|£25 a month⟫) and it's a 10 year term. Looked at the ⟪product_name|Greenfold Friendly Junior Savings Plan⟫ - projected growth about ⟪interest_rate|3.2%⟫ after charges. Surely a stocks & shares ISA beats that? Or am I missing something with the guaranteed bonus?"""),

("ios_crash_report_broker_app",
"""Incident Identifier: ⟪uuid|4C2E8A17-93B1-4D5F-A0C6-8E7F21D93B04⟫
Hardware Model:      ⟪device_model|iPhone15,3⟫
Process:             TradeNest [6612]
Version:             ⟪app_version|7.4.1 (7410)⟫
OS Version:          iOS 17.5.1 (21F90)
Exception Type:  EXC_CRASH (SIGABRT)

Last log lines:
  [Auth] refreshing session for ⟦EMAIL|cormac.dunleavy@icloud.com⟧
  [Net] POST /v2/orders from ⟦IP_ADDRESS|172.20.10.4⟧ Authorization: Bearer ⟦APIKEY|$jwt2⟧
  [Order] buy 15 x ⟪ticker|VUSA⟫ limit ⟪price|£86.12⟫ total ⟦AMOUNT|£1,291.80⟧"""),
]

TEXTS += [
("p2p_loan_contract_spain_translation",
"""PRIVATE LOAN AGREEMENT (courtesy English translation)
Lender: ⟦PERSON|Javier Ortega Lozano⟧, DNI ⟦NATIONAL_ID|$nid_es1⟧, ⟦ADDRESS|Calle de Toledo 58, 3º B, 28005 Madrid⟧
Borrower: ⟦PERSON|Oksana Melnyk⟧, NIE ⟦NATIONAL_ID|$nid_es2⟧, ⟦ADDRESS|Avinguda Meridiana 212, 4-1, 08027 Barcelona⟧
Principal: ⟦AMOUNT|€7.500,00⟧, repayable in 24 monthly instalments of ⟦AMOUNT|€331,46⟧ into ⟦IBAN|$iban_es14⟧.
The platform ⟪org_name|Prestamigo P2P, S.L.⟫ (CIF ⟪company_tax_id|B87654321⟫) acts as intermediary only. Nominal interest: ⟪interest_rate|5,5% TIN⟫."""),

("voicemail_margin_call",
"""Voicemail for ⟦PERSON|Gordon Abernethy⟧ - left 16:52
"⟦PERSON|Gordon⟧, it's ⟦PERSON|Nadia⟧ at ⟪org_name|Thistle & Crane⟫. Your margin account's dropped below maintenance after the ⟪ticker|NVDA⟫ move, so there's a margin call for ⟦AMOUNT|$23,000⟧ - we need it by Thursday's close or we'll have to start liquidating. Ring me on my direct line ⟦PHONE|0131 202 7784⟧ or the mobile, ⟦PHONE|seven seven nine one, four oh two, double six one⟧. Cheers." """),

("whatsapp_family_wedding_fx",
"""[Family 💍 group]
Mum: ⟦PERSON|Anjali⟧ beta did you order the dirhams yet
⟦PERSON|Anjali⟧: yes mum!! got ⟦AMOUNT|AED 8,000⟧ from the bureau near work, rate was ⟪fx_rate|4.62⟫
Dad: good. also send ⟦AMOUNT|£500⟧ to cousin ⟦PERSON|Rohan⟧ for the mehndi decor, his Dutch account is ⟦IBAN|$iban_nl10⟧
⟦PERSON|Anjali⟧: ok. is Nani still coming?
Mum: no beta her ⟦MEDICAL|cataract op⟧ is on the 14th, doctor says no flying for a month 😔
Dad: the hotel in ⟪place_name|Dubai Marina⟫ wants the balance by friday btw"""),

("nginx_access_log_wealth_portal",
"""⟦IP_ADDRESS|31.94.18.202⟧ - - [⟪log_timestamp|02/Jul/2024:10:15:32 +0100⟫] "GET /api/v1/statements/export?token=⟦APIKEY|$jwt3⟧ HTTP/1.1" 200 48213 "-" "Mozilla/5.0"
⟪doc_ip|192.0.2.15⟫ - - [02/Jul/2024:10:15:40 +0100] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/⟪version|1.29⟫"
⟦IP_ADDRESS|10.0.14.221⟧ - - [02/Jul/2024:10:16:01 +0100] "POST /login HTTP/1.1" 302 0 "-" "python-requests/2.31.0"
⟦IP_ADDRESS|2a00:23c7:9e1d:5801:b4e1:6f02:c9a3:11d0⟧ - - [02/Jul/2024:10:16:09 +0100] "GET /portfolio/⟪client_ref|CL-33108⟫/summary HTTP/2.0" 200 9120 "-" "Mozilla/5.0" """),

("payroll_deduction_form_credit_union",
"""PAYROLL DEDUCTION AUTHORITY - ⟪org_name|Civic Staff Credit Union⟫
Employer: ⟪org_name|Metropolitan Borough of Sefton⟫      Payroll no: ⟪payroll_no|P0088412⟫
Employee name: ⟦PERSON|Andrea Kilbride⟧
NI number: ⟦NATIONAL_ID|$nid_uk3⟧
Home address: ⟦ADDRESS|3 Moss Lane, Litherland, Liverpool L21 7NW⟧
I authorise my employer to deduct ⟦AMOUNT|£45.00 per month⟧ (savings) and ⟦AMOUNT|£112.60 per month⟧ (loan repayment) from my salary until further notice.
Signature: ⟦PERSON|A Kilbride⟧       Date: ⟪signature_date|12/04/24⟫"""),

("letter_of_authority_pension",
"""LETTER OF AUTHORITY
To: ⟪org_name|Aviva⟫ (policy ⟪policy_number|PP-7719204⟫) and ⟪org_name|Standard Life⟫ (policy ⟪policy_number|K3318-0042⟫)

I, ⟦PERSON|Bernard Oyelowo-James⟧, of ⟦ADDRESS|The Old Rectory, Church Street, Ledbury HR8 1DH⟧, born ⟦DATE_OF_BIRTH|30/03/1957⟧, authorise ⟪org_name|Fenwick Lowe Wealth⟫ and my adviser ⟦PERSON|Isobel Carr⟧ (⟦EMAIL|isobel.carr@fenwicklowe.co.uk⟧) to request and receive any information about the above plans, including transfer values.

Signed ⟦PERSON|B. Oyelowo-James⟧"""),

("sms_bnpl_payment_reminder",
"""Hi ⟦PERSON|Chloe⟧, your ⟪org_name|Splitly⟫ payment of ⟦AMOUNT|£23.75⟧ for ⟪merchant_name|ASOS⟫ is due tomorrow from card ending ⟪masked_card|•••• 6620⟫. Manage it: ⟪short_url|spl.ly/m/8Hq2⟫ Reply STOP to opt out"""),

("postman_environment_fx_api",
"""{
  "name": "fx-partner-api (prod)",
  "values": [
    {"key": "baseUrl", "value": "https://api.exchangepoint.co.uk/v3"},
    {"key": "mailgunKey", "value": "⟦APIKEY|$mailgun1⟧"},
    {"key": "googleMapsKey", "value": "⟦APIKEY|$google1⟧"},
    {"key": "partnerId", "value": "⟪partner_id|EP-PARTNER-0042⟫"},
    {"key": "sandboxHost", "value": "⟪doc_ip|198.51.100.40⟫"},
    {"key": "testCustomerEmail", "value": "⟪example_email|jane.doe@example.com⟫"}
  ],
  "_postman_exported_by": "⟦PERSON|r.aldridge⟧"
}"""),

("site_visit_notes_factoring",
"""Site visit - ⟪org_name|Corrie Signs & Print Ltd⟫, ⟪visit_date|4 June⟫
Met MD ⟦PERSON|Fergus Coutts⟧ and FD ⟦PERSON|Elspeth Mair⟧.
Key person risk: ⟦PERSON|Fergus⟧ had a ⟦MEDICAL|minor stroke⟧ in Jan, back full time, on ⟦MEDICAL|statins and clopidogrel⟧. ⟦PERSON|Elspeth⟧ covers day-to-day.
PG to be given by ⟦PERSON|Fergus⟧: home ⟦ADDRESS|Braeside, 7 Kirk Brae, Kinross KY13 8EU⟧, personal mobile ⟦PHONE|07803 219 640⟧. Personal net worth stated at ⟦AMOUNT|£450k⟧ (mostly the house).
Debtor book ⟪org_total|£212k⟫, top debtor ⟪org_name|Tesco⟫ at 31%."""),

("email_totp_setup_broker",
"""Subject: Your authenticator setup (do not forward)

Hi ⟦PERSON|Wiktoria⟧,

If you can't scan the QR code, enter this key manually in your authenticator app:

    ⟦SECRET|$totp2⟧

Account: ⟦EMAIL|wiktoria.zielinska@wp.pl⟧   Issuer: ⟪org_name|Vistula Brokers⟫
This request came from IP ⟦IP_ADDRESS|89.64.21.178⟧ (⟪geo_location|Kraków, PL⟫). If this wasn't you, call us on ⟦PHONE|+48 12 395 40 00⟧."""),
]

TEXTS += [
("chatbot_transcript_bnpl_card",
"""Splitly Assistant 🤖: Hi! I can help with payments, refunds and your account.
You: i want to pay off the whole balance now
Splitly Assistant 🤖: Sure! Your outstanding balance is ⟦AMOUNT|£142.18⟧ across 2 plans (⟪plan_id|PL-99812⟫, ⟪plan_id|PL-99907⟫).
You: ok use my other card ⟦CARD|$card_mc3⟧ ⟪card_expiry|08/28⟫ ⟦CVV|309⟧
Splitly Assistant 🤖: For your security, please never type full card details in chat - I've hidden them. You can add a card in the app under Wallet.
You: ugh fine. name on it is ⟦PERSON|Nathaniel Osei-Bonsu⟧ if that matters"""),

("jupyter_notebook_llm_summary",
"""In [12]: import anthropic, os
         client = anthropic.Anthropic(api_key="⟦APIKEY|$anthropic1⟧")

In [13]: resp = client.messages.create(model="⟪model_name|claude-3-haiku-20240307⟫", max_tokens=400,
             messages=[{"role": "user", "content": "Summarise: Dear Ms ⟦PERSON|Achebe⟧, your portfolio fell ⟪percentage|4.2%⟫ this quarter to ⟦AMOUNT|£88,412⟧..."}])

Out[13]: Message(id='⟪message_id|msg_01XkQ2b7VhT9sYcR3mN8pLfA⟫', type='message', role='assistant', ...)

# TODO(⟦PERSON|jgoldberg⟧): move the key to vault before sharing this notebook"""),

("email_w8ben_prefill",
"""Hi ⟦PERSON|Aleksi⟧,

To open US share dealing we need a W-8BEN. I've pre-filled it from our records, please check:

Line 1  Name: ⟦PERSON|Aleksi Järvinen⟧
Line 2  Country of citizenship: ⟪country|Finland⟫
Line 3  Permanent residence address: ⟦ADDRESS|Hämeenkatu 14 B 22, 33100 Tampere⟧
Line 6a Foreign TIN: ⟦NATIONAL_ID|$nid_fi1⟧
Line 8  Date of birth (MM-DD-YYYY): ⟦DATE_OF_BIRTH|06-18-1980⟧
Line 9  Treaty claim: dividends at ⟪withholding_rate|15%⟫

Regards,
⟦PERSON|Hanna Lindholm⟧ | ⟪org_name|Nordvik Securities⟫ | ⟦PHONE|+358 9 4241 8870⟧"""),

("remittance_form_korean_sender",
"""INTERNATIONAL MONEY TRANSFER - SENDER DETAILS
Name (as in passport): ⟦PERSON|KIM Ji-yeon⟧
Date of birth: ⟦DATE_OF_BIRTH|05/10/1993⟧
Korean resident registration no.: ⟦NATIONAL_ID|$nid_kr1⟧
UK address: ⟦ADDRESS|Room 4, 18 Gibson Square, London N1 0RD⟧
Mobile: ⟦PHONE|07950 182 664⟧
Amount to send: ⟦AMOUNT|GBP 2,300.00⟧   Recipient receives approx. ⟦AMOUNT|KRW 4,014,880⟧ at ⟪fx_rate|1745.6⟫
Recipient: ⟦PERSON|KIM Sang-hoon⟧ (father), ⟪org_name|Kookmin Bank⟫ ⟪place_name|Seoul⟫
Transfer fee: ⟪fee|£4.50⟫"""),

("python_slack_bolt_app",
"""from slack_bolt import App

app = App(
    token="⟦APIKEY|$slack_bot1⟧",
    signing_secret="⟦SECRET|$slack_sign1⟧",
)

ADVISERS = {"⟦PERSON|ngallo⟧": "⟪slack_user_id|U04QK7R2M1Z⟫", "⟦PERSON|pstrand⟧": "⟪slack_user_id|U05B9TXL3PA⟫"}

@app.message("drawdown")
def notify(message, say):
    say(f"<@{ADVISERS['⟦PERSON|ngallo⟧']}> new drawdown request logged")"""),

("fraud_timeline_bnpl",
"""Fraud ring ⟪case_id|FR-0716⟫ - timeline (internal, do not forward)
- 07/16 22:04 account created "⟦PERSON|Jamal Whitcombe⟧", ⟦EMAIL|jwhitcombe.88@protonmail.com⟧, device IP ⟦IP_ADDRESS|185.107.56.201⟧ (VPN exit)
- 07/16 22:09 same IP creates "⟦PERSON|Kerry-Ann Doyle⟧", ⟦EMAIL|kadoyle1991@outlook.com⟧
- 07/16 22:30 both place orders at ⟪merchant_name|Currys⟫, ⟦AMOUNT|£1,990⟧ each
- 07/17 01:12 first instalments attempted on card ⟪masked_card|535522******0193⟫, declined
- 07/18 the real ⟦PERSON|Kerry-Ann Doyle⟧ rang us on ⟦PHONE|0161 637 2208⟧ to say she never applied - identity likely stolen"""),

("agm_proxy_form_friendly_society",
"""⟪org_name|Loyal Hearts Friendly Society⟫ - Annual General Meeting, ⟪meeting_date|Saturday 28 September 2024⟫
PROXY FORM
I ⟦PERSON|Winifred Osgood⟧ of ⟦ADDRESS|Flat 2, 41 Chapel Street, Penzance TR18 4AQ⟧, being a member (no. ⟪membership_no|LH 000218⟫), appoint ⟦PERSON|Eleanor Tregothnan⟧ or failing her the Chair of the meeting as my proxy.
Resolution 1 (accounts): FOR      Resolution 2 (re-appoint ⟪org_name|Bishop Fleming⟫ as auditor): FOR
Signed ⟦PERSON|W. Osgood⟧       Tel ⟦PHONE|01736 363 190⟧"""),

("isa_application_form",
"""Stocks & Shares ISA application 2024/25 - ⟪org_name|Larkfield Investment Services⟫
Title: Ms   First name(s): ⟦PERSON|Ngozi Chidinma⟧   Surname: ⟦PERSON|Eze⟧
National Insurance number: ⟦NATIONAL_ID|$nid_uk4⟧
Date of birth: ⟦DATE_OF_BIRTH|21/07/1995⟧
Email: ⟦EMAIL|ngozi.eze@yahoo.co.uk⟧
Subscription: ⟦AMOUNT|£300 per month⟧ plus a lump sum of ⟦AMOUNT|£5,000⟧
Declaration: I will not subscribe more than the overall ISA limit of ⟪allowance_limit|£20,000⟫ this tax year."""),

("ocr_fx_till_receipt",
"""[OCR receipt]
⟪org_name|GLOBEX CURRENCY CENTRE⟫ - ⟪place_name|EDINBURGH WAVERLEY⟫
TXN ⟪transaction_ref|0412-88731⟫   ⟪receipt_timestamp|14/06/24 09:52⟫
WE SOLD:   ⟦AMOUNT|USD 3,000.00⟧
RATE ⟪fx_rate|1.2384⟫   COMMISSION 0.00
YOU PAID:  ⟦AMOUNT|GBP 2,422.48⟧ (CARD)
CUSTOMER: ⟦PERSON|MACLEOD/CATRIONA⟧
ID: PASSPORT ⟦PASSPORT|$pp_au1⟧
CASHIER: ⟦PERSON|Dougie⟧
THANK YOU - RATES AT ⟪public_url|globexcc.co.uk⟫"""),

("stackoverflow_question_pem_leak",
"""Title: jsonwebtoken RS256 "secretOrPrivateKey must be an asymmetric key" with PEM from env

Asked by ⟦PERSON|marta.kowal⟧

I'm signing loan-offer tokens for our P2P app. The key is loaded from an env var and looks like this:

```
⟦SECRET|$pem_rsa1⟧
```
Node ⟪runtime_version|v20.11.1⟫, jsonwebtoken ⟪version|9.0.2⟫. What am I doing wrong?

Comment by ⟪forum_handle_generic|CertainlyNotABot⟫: you've just published your private key. Rotate it first, debug second."""),
]

TEXTS += [
("call_note_friendly_society_bank_change",
"""Member services call - ⟪call_id|MS-240611-118⟫
Caller: ⟦PERSON|Gillian Ashworth⟧, member since 1998.
"We've retired to Portugal so I'd like my annuity - the ⟦AMOUNT|£212 a quarter⟧ - paid into my Portuguese account from now on. The IBAN is ⟦IBAN|$iban_pt18⟧."
Security: caller gave DOB ⟦DATE_OF_BIRTH|11 February 1955⟧ and new address ⟦ADDRESS|Rua das Flores 17, 8600-315 Lagos, Portugal⟧.
Callback number ⟦PHONE|+351 912 448 071⟧. Handled by ⟦PERSON|Raj⟧."""),

("stock_transfer_form",
"""STOCK TRANSFER FORM
Consideration money: ⟦AMOUNT|£14,250.00⟧
Full name of undertaking: ⟪org_name|Marlowe Engineering plc⟫
Full description of security: ⟪security_desc|Ordinary shares of 10p each⟫
Number or amount of shares: ⟪share_quantity|5,000⟫
Name(s) of registered holder(s): ⟦PERSON|Reginald Arthur Pennington⟧ of ⟦ADDRESS|Cobblers Cottage, Mill Lane, Eye IP23 7EL⟧
Transferee: ⟦PERSON|Lorna Pennington⟧ of the same address
Stamp duty payable at ⟪tax_rate|0.5%⟫"""),

("bnpl_income_expenditure_form",
"""Income & expenditure (submitted in app, form ⟪form_id|IE-3318204⟫)
Name: ⟦PERSON|Daniela Popescu⟧     Dependants: 2
Monthly take-home pay: ⟦AMOUNT|£1,860⟧
Universal Credit: ⟦AMOUNT|£412⟧
Rent: ⟦AMOUNT|£925⟧
Childcare: ⟦AMOUNT|£300⟧
Other: prescriptions for my son's ⟦MEDICAL|ADHD medication⟧
Applicant notes: "I also owe my sister ⟦AMOUNT|£1,200⟧ but she isn't chasing it"
Available limit tiers: ⟪tariff|£250 / £500 / £1,000⟫"""),

("csv_fx_large_transaction_report",
"""# ⟪report_name|LTR daily⟫ ⟪report_date|2024-06-14⟫ branch=⟪branch_code|HTW-02⟫
cust_name,nationality,doc_type,doc_no,amount_gbp_equiv,purpose
⟦PERSON|BAKER Shawn⟧,USA,PASSPORT,⟦PASSPORT|$pp_us2⟧,⟦AMOUNT|GBP 6,400⟧,travel
⟦PERSON|ADEBAYO Funmilayo⟧,NGA,PASSPORT,⟦PASSPORT|$pp_ng1⟧,⟦AMOUNT|GBP 9,150⟧,tuition
⟦PERSON|SANTOS Maria Cristina⟧,PHL,PASSPORT,⟦PASSPORT|$pp_ph1⟧,⟦AMOUNT|GBP 5,020⟧,family support
⟦PERSON|LEBLANC Étienne⟧,CAN,PASSPORT,⟦PASSPORT|$pp_ca1⟧,⟦AMOUNT|GBP 7,775⟧,property deposit"""),

("api_gateway_log_masked_keys",
"""[gw] 2024-07-08T12:00:01Z key=⟪masked_key|sk_live_****************Yp3Q⟫ route=/v1/charges status=429 rate_limited
[gw] 2024-07-08T12:00:02Z key=⟪masked_key|sk_live_****************Yp3Q⟫ route=/v1/charges status=429 rate_limited
[gw] 2024-07-08T12:00:03Z WARN unmasked key in query string from ⟦IP_ADDRESS|52.56.212.9⟧: ?api_key=⟦APIKEY|$stripe_rk1⟧
[gw] 2024-07-08T12:00:03Z merchant=⟪merchant_id|acct_1Nv0FGQ9RKHgCVdK⟫ upstream=⟪hostname|charges-v1.svc.cluster.local⟫"""),

("zoom_transcript_investment_committee",
"""00:04:12 ⟦PERSON|Philippa Grange⟧: Next, the ⟦PERSON|Okonjo⟧ family. ⟦PERSON|Chidi⟧ wants to take ⟦AMOUNT|£75,000⟧ out for his daughter's flat.
00:04:30 ⟦PERSON|Marcus Feld⟧: That's a third of his liquid assets. Is he still ⟦MEDICAL|on dialysis⟧? Life expectancy matters for the IHT plan.
00:04:41 ⟦PERSON|Philippa Grange⟧: Three times a week, yes. I'd fund it by trimming ⟪ticker|LGEN⟫ and the ⟪fund_name|Fundsmith Equity⟫ position.
00:05:02 ⟦PERSON|Marcus Feld⟧: Fine. Minute it and send ⟦PERSON|Chidi⟧ the suitability letter."""),

("sepa_direct_debit_mandate",
"""SEPA Direct Debit Mandate
Creditor: ⟪org_name|St. Canice's Credit Union⟫      Creditor ID: ⟪sepa_creditor_id|IE98ZZZ300214⟫
Unique Mandate Reference: ⟪mandate_ref|SCCU-MDT-002871⟫
Debtor name: ⟦PERSON|Brendan Fitzgerald⟧
Address: ⟦ADDRESS|12 Woodview Park, Kilkenny R95 T2X8⟧
IBAN: ⟦IBAN|$iban_ie12⟧        BIC: ⟪swift_bic|BOFIIE2D⟫
Amount: ⟦AMOUNT|€60.00 fortnightly⟧
Signature: ⟦PERSON|B. Fitzgerald⟧"""),

("imessage_friends_loan_repayment",
"""⟦PERSON|Jonno⟧: mate any chance of the ⟦AMOUNT|£200⟧ back this week? ⟪org_name|Zopa⟫ withdrawal still hasnt landed
⟦PERSON|Kofi⟧: yeh sorry bro, payday fri. send me ur deets again
⟦PERSON|Jonno⟧: ⟦PERSON|Jonathan Pryce⟧, swiss acc since the move ⟦IBAN|$iban_ch17⟧ lol
⟦PERSON|Kofi⟧: 🇨🇭 fancy. will do, plus the ⟦AMOUNT|£35⟧ for the gig tix
⟦PERSON|Jonno⟧: legend"""),

("readme_sdk_install_token",
"""## Installing the private SDK

```bash
pip install lendkit --index-url https://__token__:⟦APIKEY|$pypi1⟧@pypi.internal.fundingbridge.io/simple
```

Example config (placeholders from the vendor docs, do not use real keys):
```
STRIPE_KEY=⟪doc_example_key|sk_test_BQokikJOvBiI2HlWgH4olfQ2⟫
AWS_ACCESS_KEY_ID=⟪doc_example_key|AKIAIOSFODNN7EXAMPLE⟫
AWS_SECRET_ACCESS_KEY=⟪doc_example_key|wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY⟫
API_HOST=⟪doc_ip|203.0.113.80⟫
```
Maintainer: ⟦PERSON|Ilse Verhoeven⟧ <⟦EMAIL|ilse@fundingbridge.io⟧>"""),

("press_release_factoring_no_pii",
"""PRESS RELEASE - ⟪org_name|Tynemouth Trade Finance⟫ passes ⟪org_total|£500m⟫ in funded invoices
⟪place_name|Newcastle upon Tyne⟫, ⟪press_date|3 July 2024⟫ - The invoice finance provider now supports more than ⟪org_stat|1,400 SMEs⟫ across the North East, with an average advance rate of ⟪advance_rate|85%⟫ and discount fees from ⟪fee_rate|1.2%⟫ over base. A spokesperson said the firm would open a second office in ⟪place_name|Teesside⟫ next spring."""),
]
