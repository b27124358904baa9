# English texts for corpus_blind8, written one at a time.
# ⟦TYPE|value⟧ = span, ⟪kind|value⟫ = decoy, $name = value from values.py
TEXTS = [
("sms", r"""
hey its ⟦PERSON|Marisol⟧, new number is ⟦PHONE|(602) 481-7735⟧. lost my phone at the ⟪place|Tempe Marketplace⟫ lol. door code for the apt is still ⟦PASSWORD|4 8 1 9⟧ if u get there before me
"""),
("group_chat", r"""
[18:02] ⟦PERSON|Kev⟧: who has the wifi pw for the cabin
[18:03] ⟦PERSON|tash⟧: ⟦PASSWORD|BlueHeron_2291⟧ network is LakeHouse5G
[18:03] ⟦PERSON|Kev⟧: ty. also ⟦PERSON|Darnell⟧ venmo me the ⟦AMOUNT|$86.40⟧ for groceries
[18:05] ⟦PERSON|Darnell⟧: sent. receipt says ⟪order_id|#A-55120⟫ if anyone cares
[18:06] ⟦PERSON|tash⟧: checkout is ⟪date|Sunday 11am⟫ btw
"""),
("support_ticket", r"""
Ticket ⟪ticket_id|SUP-48213⟫ | Priority: P2 | Opened ⟪timestamp|2026-11-14 09:41 UTC⟫
Customer: ⟦PERSON|Gregory Ashworth⟧ <⟦EMAIL|g.ashworth@fastmail.com⟧>
Phone on file: ⟦PHONE|+1 312 555 2291⟧
Issue: charged twice for order ⟪order_id|ORD-7781-2290⟫ (⟪price|$149.99⟫ each). Card ending ⟪masked_card|**** 4417⟫, exp ⟪card_expiry|09/28⟫.
Agent note (⟦PERSON|Priyanka S.⟧): refund of ⟦AMOUNT|$149.99⟧ issued to customer, ref ⟪invoice_number|RF-20261114-03⟫.
"""),
("email", r"""
Hi ⟦PERSON|Tomasz⟧,

Attaching the signed lease. My new mailing address from December is ⟦ADDRESS|2207 Kellogg Ave Apt 3B, Ames, IA 50010⟧. Deposit of ⟦AMOUNT|$1,150⟧ was sent by Zelle this morning — the confirmation # is ⟪booking_ref|ZL8K2Q9⟫.

If anything's missing call me at ⟦PHONE|515-290-6648⟧.

Thanks,
⟦PERSON|Hannah Okoro⟧
"""),
("env_file", r"""
# prod .env — DO NOT COMMIT (lol)
APP_ENV=production
PORT=⟪port|8443⟫
DATABASE_URL=postgres://app_rw:⟦SECRET|tR7!vq2Lx0pZ⟧@⟦IP_ADDRESS|10.20.4.17⟧:5432/orders
REDIS_URL=redis://⟦IP_ADDRESS|10.20.4.22⟧:6379/0
STRIPE_SECRET_KEY=⟦APIKEY|$stripe_sk1⟧
STRIPE_PUBLISHABLE_KEY=⟪app_id|$stripe_pk1⟫
STRIPE_WEBHOOK_SECRET=⟦SECRET|$stripe_whsec1⟧
SENTRY_DSN=⟦APIKEY|$sentry_dsn1⟧
RELEASE=⟪version|4.18.2⟫
"""),
("medical_note", r"""
Pt: ⟦PERSON|Eleanor Vance⟧, DOB ⟦DATE_OF_BIRTH|03/22/1951⟧, MRN ⟪case_number|00481273⟫
S: c/o ⟦MEDICAL|SOB on exertion⟧ x 2 wks, ⟦MEDICAL|ankle swelling⟧. Hx ⟦MEDICAL|CHF⟧, ⟦MEDICAL|T2DM⟧.
Meds: ⟦MEDICAL|furosemide 40 mg daily⟧, ⟦MEDICAL|metformin 500 mg BID⟧
A/P: ⟦MEDICAL|CHF exacerbation⟧ likely. BMP, BNP today. f/u ⟪date|12/02⟫ w/ ⟦PERSON|Dr. Halvorsen⟧.
Room ⟪room_number|4B-12⟫
"""),
("shell_history", r"""
  501  ssh ⟦PERSON|rkowalski⟧@⟦IP_ADDRESS|172.16.8.41⟧
  502  export AWS_ACCESS_KEY_ID=⟦APIKEY|$aws_id1⟧
  503  export AWS_SECRET_ACCESS_KEY=⟦SECRET|$aws_secret1⟧
  504  aws s3 ls s3://acme-backups-2026/
  505  curl -s http://⟪doc_ip|192.0.2.10⟫:⟪port|9100⟫/metrics | head
  506  git checkout ⟪commit_hash|$sha1_short⟫
  507  mysql -h ⟦IP_ADDRESS|10.0.12.5⟧ -u root -p'⟦PASSWORD|Winter2026!!⟧'
"""),
("stack_trace", r"""
Traceback (most recent call last):
  File "/home/⟦PERSON|dmitri.volkov⟧/proj/billing/sync.py", line 212, in push_invoice
    resp = client.post(url, json=payload, timeout=30)
  File "/usr/lib/python3.11/site-packages/requests/api.py", line 115, in post
requests.exceptions.ConnectionError: HTTPSConnectionPool(host='⟦IP_ADDRESS|34.117.59.81⟧', port=⟪port|443⟫): Max retries exceeded
payload={'invoice': '⟪invoice_number|INV-2026-00913⟫', 'customer_email': '⟦EMAIL|lwheeler@brightpath.io⟧', 'total': '⟪price|240.00⟫'}
"""),
("hr_note", r"""
CONFIDENTIAL – HR file note
Employee: ⟦PERSON|Marcus Delgado⟧ (emp id ⟪employee_id|E-20417⟫)
Met w/ ⟦PERSON|Marcus⟧ + his manager ⟦PERSON|Jen Whitaker⟧ on ⟪date|Nov 19⟫. Discussed attendance; he disclosed ⟦MEDICAL|migraines⟧ and is starting ⟦MEDICAL|sumatriptan⟧, requested flexible start.
Agreed: 10am start for 8 wks. Salary unchanged at ⟦AMOUNT|$78,500⟧.
SSN on file ⟦SSN|418-62-3097⟧ – verified for benefits enrollment.
"""),
("csv_export", r"""
customer_id,first_name,last_name,email,phone,signup_date,plan
⟪order_id|100234⟫,⟦PERSON|Aisha⟧,⟦PERSON|Rahman⟧,⟦EMAIL|aisha.rahman92@gmail.com⟧,⟦PHONE|+1-646-318-2274⟧,⟪date|2025-03-11⟫,pro
⟪order_id|100235⟫,⟦PERSON|Liam⟧,⟦PERSON|O'Connell⟧,⟦EMAIL|liamoc@outlook.ie⟧,⟦PHONE|+353 87 412 6603⟧,⟪date|2025-03-11⟫,free
⟪order_id|100236⟫,⟦PERSON|Yuki⟧,⟦PERSON|Tanabe⟧,⟦EMAIL|ytanabe@icloud.com⟧,⟦PHONE|+81 90-4471-2038⟧,⟪date|2025-03-12⟫,team
"""),
("yaml_config", r"""
smtp:
  host: smtp.mailgun.org
  port: ⟪port|587⟫
  username: ⟦EMAIL|postmaster@mg.tidewater-apps.com⟧
  password: ⟦APIKEY|$mailgun1⟧
oauth:
  google:
    client_id: ⟪app_id|418832760115-k2h9f0qv7c4pmsd1ae3lbn8r6uto5jgi.apps.googleusercontent.com⟫
    client_secret: ⟦SECRET|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⟧
maps_api_key: ⟦APIKEY|$gapi1⟧
"""),
("bank_statement_email", r"""
Dear ⟦PERSON|Mr. Fitzgerald⟧,
Your balance on account ⟦IBAN|$iban_ie1_s⟧ as of ⟪date|30 Nov 2026⟫ is ⟦AMOUNT|€3,412.87⟧.
A standing order of ⟦AMOUNT|€650.00⟧ to ⟦PERSON|Siobhan Fitzgerald⟧ will be paid on ⟪date|1 Dec⟫.
Reference: ⟪invoice_number|SO-0091128⟫. Please do not reply to this email.
⟪company|Bank of Ireland⟫ – Customer Care
"""),
("chat_dm", r"""
⟦PERSON|jordan⟧: can u send me ur card details so i can book the hostel for both of us
⟦PERSON|mia⟧: ok dont judge me for sending this over chat
⟦PERSON|mia⟧: ⟦CARD|$visa1_s⟧ exp ⟪card_expiry|11/27⟫ cvv ⟦CVV|418⟧
⟦PERSON|jordan⟧: got it, booking ref is ⟪booking_ref|HW-K8821⟫, deleting ur msg now
⟦PERSON|mia⟧: total was ⟪price|€184⟫ right?
"""),
("prescription", r"""
Rx — ⟪company|Lakeside Family Clinic⟫
Patient: ⟦PERSON|Benjamin Stroud⟧   DOB: ⟦DATE_OF_BIRTH|1987-07-30⟧
Address: ⟦ADDRESS|88 Tanner Street, Portland, ME 04101⟧
⟦MEDICAL|Amoxicillin 875 mg⟧ PO BID x 10 days
Dx: ⟦MEDICAL|acute sinusitis⟧. Allergies: ⟦MEDICAL|sulfa⟧
Prescriber: ⟦PERSON|Lauren Medina⟧, NP   DEA ⟪license_number|MM4829113⟫   Date ⟪date|11/28/2026⟫
"""),
("app_log", r"""
2026-11-30T14:22:07.118Z INFO  auth  login ok user=⟦EMAIL|priya.nair@kestrelhealth.com⟧ ip=⟦IP_ADDRESS|81.2.69.144⟧ req=⟪uuid|$uuid1⟫
2026-11-30T14:22:09.402Z WARN  auth  mfa retry user=⟦EMAIL|priya.nair@kestrelhealth.com⟧ ip=⟦IP_ADDRESS|81.2.69.144⟧
2026-11-30T14:22:15.990Z INFO  api   GET /v2/patients/⟪order_id|883102⟫ 200 41ms build=⟪build_number|b1942⟫
2026-11-30T14:23:01.003Z ERROR api   upstream ⟪doc_ip|198.51.100.23⟫:⟪port|8080⟫ timeout
"""),
("voicemail_transcript", r"""
[Voicemail, 0:42] "Hi, this is ⟦PERSON|Denise⟧ from ⟪company|Harbor Dental⟫ calling for ⟦PERSON|Robert Kimura⟧. Just confirming your ⟦MEDICAL|root canal⟧ on ⟪date|Thursday the 4th⟫ at 2:30. Dr. ⟦PERSON|Amsel⟧ asked that you keep taking the ⟦MEDICAL|clindamycin⟧ until then. Call us back at ⟪masked_phone|xxx-xxx-0192⟫— sorry, the front desk at ⟦PHONE|808-946-2210⟧. Thanks, bye."
"""),
("password_manager_export", r"""
name,url,username,password,note
Chase,https://secure.chase.com,⟦PERSON|mbrennan⟧,⟦PASSWORD|Rx8#kLp2!vQ⟧,
Netflix,https://netflix.com,⟦EMAIL|megan.brennan@yahoo.com⟧,⟦PASSWORD|couchpotato77⟧,shared w/ ⟦PERSON|Sean⟧
Home Wi-Fi,,,⟦PASSWORD|Brennan-Family-2024⟧,router ⟪sku|NETGEAR R7000⟫
Garage,,,⟦PASSWORD|7341⟧,keypad
"""),
("meeting_minutes", r"""
Minutes — Platform sync, ⟪date|Dec 1 2026⟫
Present: ⟦PERSON|Ana Lucía Ferreira⟧, ⟦PERSON|Oskar Lindqvist⟧, ⟦PERSON|Tunde Bakare⟧ (notes)
1. Release ⟪version|v3.9.0⟫ slips to next wk; blocker ⟪ticket_id|PLAT-2231⟫.
2. ⟦PERSON|Oskar⟧ rotating the staging DB password (old one ⟦PASSWORD|stg_Pass_0419⟧ was pasted in #general, oops).
3. ⟦PERSON|Tunde⟧ out ⟪date|Dec 8-12⟫ — ⟦MEDICAL|knee surgery⟧.
Action items tracked in ⟪ticket_id|PLAT-2240⟫.
"""),
("git_commit", r"""
commit ⟪commit_hash|$sha2⟫
Author: ⟦PERSON|Felipe Araújo⟧ <⟦EMAIL|felipe.araujo@nubank-labs.dev⟧>
Date:   ⟪timestamp|Tue Nov 24 17:03:55 2026 -0300⟫

    remove hardcoded slack token from notifier (oops)

-SLACK_TOKEN = "⟦APIKEY|$xoxb1⟧"
+SLACK_TOKEN = os.environ["SLACK_TOKEN"]
"""),
("insurance_claim", r"""
CLAIM FORM — ⟪company|Northfield Mutual⟫
Policy #: ⟪policy_number|NFM-HO-4418207⟫
Claimant: ⟦PERSON|Patricia Lowe⟧   Phone: ⟦PHONE|(973) 744-0148⟧
Property address: ⟦ADDRESS|14 Birchwood Lane, Montclair, NJ 07042⟧
Date of loss: ⟪date|10/29/2026⟫   Cause: burst pipe, kitchen ceiling
Amount claimed: ⟦AMOUNT|$18,240.00⟧   Deductible: ⟪price|$1,000⟫
Adjuster: ⟦PERSON|R. Castellanos⟧
"""),
("text_no_pii", r"""
Reminder: the ⟪place|Elm Street⟫ farmers market moves indoors from ⟪date|Dec 6⟫. Booth fee is ⟪price|$35⟫/day. Parking at lot ⟪room_number|C2⟫. Questions? ticket ⟪ticket_id|FM-1120⟫ on the city portal.
"""),
("json_payload", r"""
{"event":"payment.succeeded","id":"⟪uuid|$uuid2⟫","created":⟪timestamp|1764513022⟫,
 "customer":{"name":"⟦PERSON|Olivia Grant⟧","email":"⟦EMAIL|ogrant@protonmail.com⟧","phone":"⟦PHONE|+44 7823 419006⟧"},
 "card":{"brand":"visa","last4":"⟪masked_card|2851⟫","exp":"⟪card_expiry|08/29⟫"},
 "amount":⟦AMOUNT|4599⟧,"currency":"gbp","billing_address":"⟦ADDRESS|Flat 2, 17 Cromwell Road, Bristol BS6 5HA⟧"}
"""),
("school_note", r"""
Dear ⟦PERSON|Mrs. Adeyemi⟧,
⟦PERSON|Tobi⟧ was sent to the nurse today (⟪date|Tues⟫) after an ⟦MEDICAL|asthma⟧ flare at recess. He used his ⟦MEDICAL|albuterol inhaler⟧ and is fine now. Please send a refill for the nurse's office — the one we have expires ⟪date|01/2027⟫.
Room ⟪room_number|114⟫ · ⟦PERSON|Ms. Kerrigan⟧ (3rd grade)
"""),
("real_estate", r"""
Listing ⟪order_id|MLS# 24-118832⟫ — 3bd/2ba, ⟪place|Cedar Park⟫ TX, list ⟪price|$429,000⟫.
Offer from buyer ⟦PERSON|Nikhil Rao⟧ & ⟦PERSON|Deepa Rao⟧: ⟦AMOUNT|$421,500⟧, earnest money ⟦AMOUNT|$8,000⟧, closing ⟪date|Jan 15⟫.
Buyers' current address: ⟦ADDRESS|5120 Running Deer Trl, Austin, TX 78749⟧. Agent ⟦PERSON|Kelly Brandt⟧ ⟦PHONE|512.771.3094⟧.
"""),
("travel_itinerary", r"""
Booking confirmed ✈ ⟪booking_ref|QX7RPL⟫
Passenger: ⟦PERSON|HOLLOWAY/JAMES MR⟧   Passport: ⟦PASSPORT|568213947⟧ (USA) exp ⟪date|2031-05-09⟫
⟪flight_number|UA 901⟫ SFO→FRA ⟪date|18 Dec⟫ 16:10, seat 32K
⟪flight_number|LH 1234⟫ FRA→PRG ⟪date|19 Dec⟫ 12:45
Contact: ⟦EMAIL|jholloway.travel@gmail.com⟧ / ⟦PHONE|+1 415 830 2276⟧
"""),
("police_report", r"""
INCIDENT REPORT #⟪case_number|26-031877⟫  ⟪place|Riverside PD⟫
Reporting party: ⟦PERSON|Carlos Mendez⟧, DOB ⟦DATE_OF_BIRTH|05/14/1979⟧, ⟦ADDRESS|3391 Magnolia Ave #7, Riverside, CA 92506⟧, cell ⟦PHONE|951-288-4410⟧
RP states vehicle ⟪vehicle_reg|8KZT 442⟫ was broken into overnight; laptop + wallet taken. Wallet held CA DL and SS card (⟦SSN|561-07-8823⟧).
Suspect unknown. Officer ⟦PERSON|B. Nguyen⟧ badge ⟪employee_id|4471⟫.
"""),
("toml_config", r"""
[server]
bind = "⟦IP_ADDRESS|10.8.0.3⟧"
port = ⟪port|7000⟫

[github]
token = "⟦APIKEY|$ghp1⟧"
org = "riverbend-labs"

[notify]
slack_webhook = "⟦SECRET|$slack_hook1⟧"
owner = "⟦EMAIL|ops-oncall@riverbend-labs.com⟧"
"""),
("customer_chat", r"""
Agent (⟦PERSON|Shay⟧): Thanks for waiting! Can I get the last 4 of the card on the account?
Customer: ⟪masked_card|0339⟫
Agent (⟦PERSON|Shay⟧): Perfect. And for security, your date of birth?
Customer: ⟦DATE_OF_BIRTH|june 2 1990⟧
Agent (⟦PERSON|Shay⟧): Thank you ⟦PERSON|Ms. Petrakis⟧. I see a late fee of ⟪price|$39⟫ — I've waived it. Your new balance is ⟦AMOUNT|$1,206.14⟧.
Customer: ty!! also my new email is ⟦EMAIL|eleni.petrakis@hey.com⟧
"""),
("dev_onboarding_wiki", r"""
## Local setup
1. Copy `.env.example` to `.env`.
2. Ask @⟦PERSON|rachel-cho⟧ for the shared OpenAI key — DON'T paste it here. (too late: ⟦APIKEY|$openai1⟧)
3. The test Stripe card is ⟪test_card|4242 4242 4242 4242⟫, any CVC, any future date.
4. Staging runs at ⟪doc_ip|203.0.113.40⟫ in docs, real box is ⟦IP_ADDRESS|10.40.2.11⟧.
"""),
("sms", r"""
Your ⟪company|CityRide⟫ code is ⟪otp_code|448201⟫. Don't share it. Trip receipt ⟪price|$23.80⟫ sent to ⟦EMAIL|b.oduya@gmail.com⟧.
"""),
("discharge_summary", r"""
DISCHARGE SUMMARY — ⟪place|St. Brigid's Hospital⟫, Ward ⟪room_number|6 East⟫
Name: ⟦PERSON|MURPHY, Declan⟧   DOB: ⟦DATE_OF_BIRTH|17-Feb-1946⟧   Hosp No: ⟪case_number|H0038291⟫
Admitted ⟪date|21/11/2026⟫ with ⟦MEDICAL|community-acquired pneumonia⟧, background ⟦MEDICAL|COPD⟧ and ⟦MEDICAL|atrial fibrillation⟧.
Treated with ⟦MEDICAL|IV co-amoxiclav⟧, stepped down to oral. Continue ⟦MEDICAL|apixaban 5 mg BD⟧.
GP: ⟦PERSON|Dr. Fiona Grady⟧. Next of kin: ⟦PERSON|Aoife Murphy⟧ (daughter) ⟦PHONE|087 224 6190⟧.
"""),
("ini_config", r"""
[database]
host=⟦IP_ADDRESS|192.168.50.12⟧
port=⟪port|1433⟫
user=sa
password=⟦PASSWORD|Sq1Srv#Prod_2025⟧

[ldap]
bind_dn=cn=svc-reader,ou=svc,dc=corp,dc=local
bind_pw=⟦PASSWORD|Ld@pR3ad!ng⟧
server=⟦IP_ADDRESS|192.168.50.2⟧
"""),
("email", r"""
From: ⟦PERSON|Rebecca Stiles⟧ <⟦EMAIL|rstiles@whitmorelaw.com⟧>
To: ⟦PERSON|Anton Baranov⟧ <⟦EMAIL|anton.baranov@gmx.de⟧>
Subject: Settlement payment

⟦PERSON|Anton⟧, the settlement of ⟦AMOUNT|€42,000⟧ will be wired to your account ⟦IBAN|$iban_de1⟧ by ⟪date|Dec 10⟫. Please confirm the IBAN is correct before then. Our file ref is ⟪case_number|WL-2026-0417⟫.
Best, ⟦PERSON|Rebecca⟧
"""),
("payroll_tsv", r"""
emp_id	name	ssn	annual_salary	bank_routing	dept
⟪employee_id|0142⟫	⟦PERSON|Tamara Jovanovic⟧	⟦SSN|237-81-4406⟧	⟦AMOUNT|92000⟧	⟪routing_number|021000021⟫	Finance
⟪employee_id|0157⟫	⟦PERSON|Andre Baptiste⟧	⟦SSN|508-33-7129⟧	⟦AMOUNT|64500⟧	⟪routing_number|026009593⟫	Ops
⟪employee_id|0163⟫	⟦PERSON|Wen Huang⟧	⟦SSN|149-60-2281⟧	⟦AMOUNT|118750⟧	⟪routing_number|121000358⟫	Eng
"""),
("kubernetes_secret", r"""
apiVersion: v1
kind: Secret
metadata:
  name: payments-api
  namespace: prod
  uid: ⟪uuid|$uuid3⟫
stringData:
  ANTHROPIC_API_KEY: "⟦APIKEY|$anthropic1⟧"
  DB_PASSWORD: "⟦PASSWORD|p9Vd-7ehQ!x2m⟧"
  JWT_SIGNING_KEY: "⟦SECRET|$hook_secret1⟧"
"""),
("forum_post", r"""
Re: ⟦MEDICAL|Lexapro⟧ side effects?
been on ⟦MEDICAL|escitalopram 10mg⟧ for ⟦MEDICAL|anxiety⟧ since august, the ⟦MEDICAL|insomnia⟧ finally went away around week 6. talk to ur doc before changing anything. (posting from my work acct, it's ⟦PERSON|Gabe⟧ from the ⟪place|Denver⟫ meetup)
"""),
("pharmacy_ad", r"""
This week at ⟪company|MedPlus Pharmacy⟫: ⟪drug_ad|Claritin 24-hr⟫ 30ct ⟪price|$17.99⟫, ⟪drug_ad|ibuprofen 200mg⟫ 100ct ⟪price|$6.49⟫. Flu shots walk-in, no appt. Offer valid through ⟪date|12/14/2026⟫. SKU ⟪sku|MP-88213⟫.
"""),
("passport_application", r"""
DS-82 draft — renewal
Last name: ⟦PERSON|KOWALCZYK⟧   First/middle: ⟦PERSON|Monika Anna⟧
Date of birth: ⟦DATE_OF_BIRTH|09/03/1984⟧   Place of birth: ⟪place|Chicago, IL⟫
SSN: ⟦SSN|331-48-9052⟧
Most recent passport no.: ⟦PASSPORT|A09341826⟧, issued ⟪date|2016-07-19⟫
Mailing address: ⟦ADDRESS|6218 N Sheridan Rd Apt 1104, Chicago, IL 60660⟧
Phone: ⟦PHONE|773-406-1189⟧
"""),
("slack_message", r"""
@⟦PERSON|dev.singh⟧ the prod bastion is ⟦IP_ADDRESS|52.14.203.97⟧ now, old one ⟦IP_ADDRESS|18.222.41.6⟧ is being torn down. key is in 1pass under "bastion-2026". pls don't use ⟪doc_ip|127.0.0.1⟫ tunnels on port ⟪port|2222⟫ anymore, ⟦PERSON|Lena⟧ changed the sshd config
"""),
("bank_transfer_form", r"""
International transfer request
Sender: ⟦PERSON|Julien Moreau⟧, account ⟦IBAN|$iban_fr1_s⟧
Beneficiary: ⟦PERSON|Sofía Ramírez Ortega⟧
Beneficiary IBAN: ⟦IBAN|$iban_es1_s⟧   BIC: ⟪app_id|CAIXESBBXXX⟫
Amount: ⟦AMOUNT|EUR 2 300,00⟧   Purpose: rent Dec
Fee: ⟪price|EUR 4,50⟫   Value date: ⟪date|02.12.2026⟫
"""),
("python_snippet", r"""
# quick script to pull tickets — TODO move creds out
import requests
JIRA_USER = "⟦EMAIL|k.mensah@tallgrass.io⟧"
JIRA_TOKEN = "⟦APIKEY|$atlassian1⟧"
r = requests.get("https://tallgrass.atlassian.net/rest/api/3/search?jql=project=⟪ticket_id|OPS⟫",
                 auth=(JIRA_USER, JIRA_TOKEN), timeout=20)
print(r.status_code, r.json()["total"])
"""),
("apartment_application", r"""
Rental application — ⟪place|Maple Court⟫ unit ⟪room_number|12C⟫ (listed ⟪price|$2,150/mo⟫)
Applicant: ⟦PERSON|Destiny Carter⟧  DOB ⟦DATE_OF_BIRTH|11/08/1996⟧  SSN ⟦SSN|447-19-6630⟧
Current address: ⟦ADDRESS|902 W Grace St, Richmond, VA 23220⟧ (2 yrs)
Employer: ⟪company|VCU Health⟫, monthly income ⟦AMOUNT|$5,400⟧
Emergency contact: ⟦PERSON|Angela Carter⟧ ⟦PHONE|804-355-9127⟧
"""),
("ssh_config", r"""
Host prod-db
    HostName ⟦IP_ADDRESS|10.114.0.9⟧
    User ⟦PERSON|hgarcia⟧
    IdentityFile ~/.ssh/id_ed25519
Host jump
    HostName ⟦IP_ADDRESS|2a01:4f8:c17:9b2e::1⟧
    Port ⟪port|22022⟫
Host docs-example
    HostName ⟪doc_ip|2001:db8::42⟫
"""),
("call_transcript", r"""
AGENT: ⟪company|Verity Wireless⟫, this is ⟦PERSON|Malik⟧, can I have the account PIN?
CALLER: yeah it's ⟦PASSWORD|two six one one⟧... wait no, ⟦PASSWORD|2 6 1 8⟧
AGENT: Thank you. And the name on the account?
CALLER: ⟦PERSON|Veronica Hale⟧, H-A-L-E.
AGENT: I see two lines, one ending ⟪masked_phone|...4402⟫. Which one's the problem?
CALLER: the other one, ⟦PHONE|(216) 390-7718⟧, it's my son ⟦PERSON|Evan⟧'s.
"""),
("docker_compose", r"""
services:
  db:
    image: postgres:⟪version|16.4⟫
    environment:
      POSTGRES_USER: metabase
      POSTGRES_PASSWORD: ⟦PASSWORD|mb_Pg!2026_ch4nge⟧
  app:
    image: metabase/metabase:⟪version|v0.51.3⟫
    ports: ["⟪port|3000⟫:3000"]
    environment:
      MB_EMAIL_SMTP_PASSWORD: ⟦APIKEY|$sendgrid1⟧
"""),
("expense_report", r"""
Expense report — ⟦PERSON|Ruth Abernathy⟧ — trip ⟪booking_ref|TRV-6621⟫ (⟪place|Boston⟫, ⟪date|Nov 17–19⟫)
Hotel (⟪company|Omni Parker House⟫) ⟪price|$612.44⟫
Flights ⟪flight_number|B6 1185⟫ / ⟪flight_number|B6 1290⟫ ⟪price|$388.20⟫
Meals ⟪price|$141.75⟫
Total reimbursement due to employee: ⟦AMOUNT|$1,142.39⟧
Paid on corp card ⟪masked_card|xxxx-xxxx-xxxx-9913⟫: no
"""),
("contract_excerpt", r"""
EMPLOYMENT AGREEMENT (excerpt)
This Agreement is made on ⟪date|1 December 2026⟫ between ⟪company|Halcyon Robotics Ltd⟫ ("the Company") and ⟦PERSON|Imogen Clarke-Whitfield⟧ of ⟦ADDRESS|42 Ashgrove Road, Sevenoaks, Kent TN13 1SS⟧ ("the Employee").
3.1 Base salary: ⟦AMOUNT|£68,000⟧ per annum, paid monthly.
3.2 Sign-on bonus: ⟦AMOUNT|£5,000⟧, repayable if the Employee leaves within 12 months.
National Insurance No.: ⟦NATIONAL_ID|$nino1⟧
"""),
("gov_form_canada", r"""
Application for benefits — Section B
Surname: ⟦PERSON|Tremblay⟧        Given name(s): ⟦PERSON|Marie-Ève⟧
Social Insurance Number: ⟦NATIONAL_ID|$sin1⟧
Date of birth (YYYY-MM-DD): ⟦DATE_OF_BIRTH|1972-10-05⟧
Address: ⟦ADDRESS|1184 rue Saint-Denis, app. 3, Montréal QC H2X 3J6⟧
Telephone: ⟦PHONE|514-872-3309⟧      Office use: file ⟪case_number|QC-77-40318⟫
"""),
("github_actions_log", r"""
Run ./deploy.sh
  env:
    AWS_REGION: eu-west-1
    NPM_TOKEN: ⟦APIKEY|$npm1⟧
+ docker login -u ci-bot -p ⟦APIKEY|$docker_pat1⟧ registry.hub.docker.com
WARNING! Using --password via the CLI is insecure.
Login Succeeded
Pushed image sha256:⟪checksum|$sha256_1⟫ (build ⟪build_number|#8812⟫)
"""),
("teams_chat", r"""
⟦PERSON|Brooke Simmons⟧ 9:14 AM
anyone know ⟦PERSON|Raj⟧'s cell? need him to approve the PO before 10
⟦PERSON|Hector Ruiz⟧ 9:15 AM
⟦PHONE|347-610-2258⟧ but he's at the ⟦MEDICAL|oncologist⟧ w his dad this morning fyi
⟦PERSON|Brooke Simmons⟧ 9:15 AM
oh no ok. I'll ask ⟦PERSON|Sandra⟧ to approve then. PO ⟪order_id|PO-33918⟫, ⟪price|$12,400⟫
"""),
("sql_dump", r"""
INSERT INTO `users` (`id`,`username`,`email`,`password_hash`,`last_ip`,`created_at`) VALUES
(⟪order_id|5811⟫,'⟦PERSON|ksatterfield⟧','⟦EMAIL|kim.satterfield@comcast.net⟧','$2y$10$⟪checksum|Qw4nRt8sLp0vZx2mYb6cE.uH3kJfG9aN1dTs5oPq7rWlVbXcZy0iO⟫','⟦IP_ADDRESS|73.162.88.201⟧','⟪timestamp|2024-06-02 11:08:44⟫'),
(⟪order_id|5812⟫,'⟦PERSON|ahmed_farouk⟧','⟦EMAIL|ahmed.farouk@yahoo.co.uk⟧','$2y$10$⟪checksum|Zp1xR5cVb8nM2kLq4wEs7tYu0iOp3aSd6fGh9jKl.ZxCvBnMqWeRtY⟫','⟦IP_ADDRESS|86.145.32.17⟧','⟪timestamp|2024-06-02 13:51:09⟫');
"""),
("voice_assistant_log", r"""
user said: "remind me to pick up grandma's ⟦MEDICAL|warfarin⟧ prescription at ⟪company|Walgreens⟫ at 5"
assistant: Reminder set for ⟪timestamp|5:00 PM⟫.
user said: "and text ⟦PERSON|Luis⟧ that the gate code is ⟦PASSWORD|1 9 7 3 pound⟧"
assistant: Sending to ⟦PERSON|Luis Ortega⟧ (⟦PHONE|+1 305 417 8821⟧)...
"""),
("insurance_card_ocr", r"""
⟪company|BlueRidge Health Plan⟫  PPO
Member: ⟦PERSON|SAMUEL J OKAFOR⟧
Member ID: ⟪policy_number|BRH8842017703⟫   Group: ⟪policy_number|77130⟫
Dependents: ⟦PERSON|NGOZI OKAFOR⟧, ⟦PERSON|CHIDI OKAFOR⟧
Rx BIN ⟪app_id|610014⟫  PCN ⟪app_id|MEDDPRIME⟫
Copay: PCP ⟪price|$25⟫ / Spec ⟪price|$50⟫ / ER ⟪price|$250⟫
"""),
("aws_credentials_file", r"""
[default]
aws_access_key_id = ⟦APIKEY|$aws_id2⟧
aws_secret_access_key = ⟦SECRET|$aws_secret2⟧
region = us-east-2

[sandbox]
aws_access_key_id = ⟦APIKEY|$aws_sts_id1⟧
aws_secret_access_key = ⟦SECRET|$aws_secret3⟧
aws_session_token = ⟦APIKEY|FwoGZXIvYXdzEBYaDHVnQ2x3OFJhcmp5IqwBJKm9P2VhTnRqL1dxWm5LbzRHcUJ0ZkN4bWRSaWpGNnpZeE9sUXdtY2VhVHJ3SkxNcFN0YWJmcW1Oa1ZZdUhCc2dMZ3Rpb0FvWDdLeGZFUzJoV3JlS0hQdm5YaU1aOXFnPT0=⟧
"""),
("sms", r"""
Hi ⟦PERSON|Ms. Delacroix⟧, ⟪company|Greenway Auto⟫ here: your Civic (⟪vehicle_reg|7RFM219⟫) is ready. Balance due ⟦AMOUNT|$486.12⟧. We close at 6. Reply STOP to opt out.
"""),
("therapy_intake", r"""
Intake form (page 2)
Name: ⟦PERSON|Jasmine Patel⟧    Preferred: ⟦PERSON|Jas⟧
DOB: ⟦DATE_OF_BIRTH|2001-04-27⟧    Phone: ⟦PHONE|(919) 604-3382⟧
Reason for visit: ⟦MEDICAL|panic attacks⟧, ⟦MEDICAL|trouble sleeping⟧ since starting grad school
Current meds: ⟦MEDICAL|sertraline 50 mg⟧ (started by PCP in ⟪date|Sept⟫)
Previous dx: ⟦MEDICAL|ADHD⟧ (age 9)
Insurance: ⟪company|Aetna⟫ student plan
"""),
("crash_report", r"""
FATAL EXCEPTION: main
Process: com.pocketbank.android, PID: ⟪build_number|21844⟫
java.lang.IllegalStateException: session invalid for user=⟦EMAIL|tanya.w@pocketbank.app⟧
    at com.pocketbank.auth.SessionStore.refresh(SessionStore.kt:88)
    at com.pocketbank.ui.HomeActivity.onResume(HomeActivity.kt:143)
Authorization: Bearer ⟦APIKEY|$jwt1⟧
App version ⟪version|5.12.0 (51200)⟫, device id ⟪uuid|3f9c2b1a-77e4-4d0a-9b6e-1c5a8e2f0d47⟫
"""),
("wedding_rsvp_sheet", r"""
Guest | Party size | Dietary | Contact
⟦PERSON|Omar⟧ & ⟦PERSON|Leila Haddad⟧ | 2 | ⟦MEDICAL|celiac⟧ (⟦PERSON|Leila⟧) | ⟦PHONE|617-288-0941⟧
Aunt ⟦PERSON|Rosa⟧ | 1 | ⟦MEDICAL|diabetic⟧ | ⟦EMAIL|rosa.bellini48@aol.com⟧
⟦PERSON|Tyler Brooks⟧ +1 | 2 | vegan | ⟦PHONE|617-902-4415⟧
Venue: ⟪place|Larz Anderson Park⟫, ⟪date|June 13, 2027⟫. Table ⟪room_number|7⟫.
"""),
("bug_report", r"""
Bug ⟪ticket_id|#4471⟫: export fails for accounts with apostrophes
Steps: log in as ⟦EMAIL|qa+oreilly@tessellate.dev⟧ / ⟦PASSWORD|Tess3llate-QA-09⟧ (staging), go to Settings > Export.
Expected: CSV downloads. Actual: 500, see trace id ⟪uuid|a61f02e8-5c3d-4b7a-8e19-d24c7f6b0a53⟫.
Paid with ⟪test_card|5555 5555 5555 4444⟫ in sandbox. Reproduced on ⟪version|2.40.1⟫, not on ⟪version|2.39.7⟫. cc ⟦PERSON|Siobhan⟧ ⟦PERSON|Mateo⟧
"""),
("loan_application", r"""
Applicant: ⟦PERSON|Gerald P. Whitcombe⟧
SSN: ⟦SSN|289 44 1736⟧   DOB: ⟦DATE_OF_BIRTH|Aug 21, 1968⟧
Gross annual income: ⟦AMOUNT|$143,000⟧   Monthly mortgage: ⟦AMOUNT|$2,880⟧
Outstanding student loan: ⟦AMOUNT|$11,420⟧
Requested: ⟦AMOUNT|$35,000⟧ home equity line at ⟪price|7.25% APR⟫
Loan # ⟪invoice_number|HEL-0093382⟫   Branch: ⟪place|Overland Park⟫
"""),
("terraform_tfvars", r"""
project_id      = "meridian-prod-3391"
region          = "us-central1"
db_root_password = "⟦PASSWORD|Mer1dian!root#77⟧"
datadog_api_key = "⟦APIKEY|$datadog1⟧"
allowed_cidrs   = ["⟦IP_ADDRESS|35.190.14.0/24⟧", "⟪doc_ip|198.51.100.0/24⟫"]
vault_token     = "⟦APIKEY|$vault_tok1⟧"
"""),
("text_no_pii", r"""
Release notes ⟪version|v2.7.3⟫ (build ⟪build_number|3318⟫)
- fixed crash when port ⟪port|5432⟫ is already in use
- checksum for installer: ⟪checksum|$md5_1⟫
- see ⟪ticket_id|CORE-1189⟫ and ⟪ticket_id|CORE-1192⟫
"""),
("email", r"""
Hi all —
Quick update on Dad: the cardiologist confirmed it was a ⟦MEDICAL|minor heart attack⟧. They put in ⟦MEDICAL|a stent⟧ yesterday and he's on ⟦MEDICAL|Plavix⟧ + ⟦MEDICAL|a statin⟧ now. Visiting hrs 11–8, room ⟪room_number|512⟫ at ⟪place|Mercy West⟫.
If you want to send cards: ⟦ADDRESS|77 Larkspur Ct, Dayton, OH 45459⟧.
love, ⟦PERSON|Kat⟧
"""),
("hotel_registration", r"""
GUEST REGISTRATION — ⟪company|Hotel Alma Lisboa⟫
Nome/Name: ⟦PERSON|Ricardo Nunes Almeida⟧   Nationality: PRT
NIF: ⟦NATIONAL_ID|$nif1⟧   Doc: ⟦PASSPORT|CB482917⟧
Arrival ⟪date|05/12/2026⟫  Departure ⟪date|08/12/2026⟫  Room ⟪room_number|304⟫
Rate ⟪price|€142/night⟫   Email ⟦EMAIL|r.almeida@sapo.pt⟧
"""),
("linkedin_message", r"""
Hi ⟦PERSON|Chiara⟧! Great meeting you at ⟪place|Web Summit⟫. As promised here's my personal email ⟦EMAIL|davide.conti.dev@gmail.com⟧ and WhatsApp ⟦PHONE|+39 347 218 9934⟧. For the contractor paperwork, my codice fiscale is ⟦NATIONAL_ID|$cf4⟧. — ⟦PERSON|Davide⟧
"""),
("pem_in_chat", r"""
⟦PERSON|nate⟧: here's the deploy key, don't lose it again
⟦SECRET|$pem_ssh1⟧
⟦PERSON|nate⟧: public half is already on ⟦IP_ADDRESS|10.30.1.5⟧
"""),
("grade_export", r"""
Student,ID,Email,Midterm,Final,Accommodations
"⟦PERSON|Nguyen, Bao⟧",⟪employee_id|S2048813⟫,⟦EMAIL|bnguyen27@umass.edu⟧,84,91,
"⟦PERSON|Reyes, Camila⟧",⟪employee_id|S2051177⟫,⟦EMAIL|creyes@umass.edu⟧,77,88,extra time (⟦MEDICAL|dyslexia⟧)
"⟦PERSON|Ohm, Jacob⟧",⟪employee_id|S2049920⟫,⟦EMAIL|johm@umass.edu⟧,69,73,
"""),
("checkout_log", r"""
[checkout] cart=⟪order_id|c_88213⟫ user=⟦EMAIL|dana.whitfield@me.com⟧ pan=⟦CARD|$mc1⟧ cvc=⟦CVV|902⟧ exp=⟪card_expiry|0728⟫
[checkout] risk score 12 ip=⟦IP_ADDRESS|24.6.193.77⟧
[checkout] 3DS challenge ok, charged ⟪price|$64.20⟫ txn=⟪invoice_number|ch_3QfT8bLk2aYz⟫
"""),
("voicemail_transcript", r"""
"Yeah hi, it's ⟦PERSON|Frank⟧ from upstairs, ⟦PHONE|two zero six, five five one, eight three four zero⟧. Your package got left at my door, I'll leave it with ⟦PERSON|Mrs. Alvarez⟧ in ⟪room_number|2A⟫. Tracking number on it is ⟪tracking_number|1Z 999 AA1 01 2345 6784⟫ if you wanna check."
"""),
("visa_application", r"""
Schengen visa application — checklist for ⟦PERSON|Adaeze Nwosu⟧
Passport no. ⟦PASSPORT|A11804392⟧ (Nigeria), valid until ⟪date|14/03/2032⟫
Date of birth ⟦DATE_OF_BIRTH|02/11/1993⟧, born ⟪place|Enugu⟫
Host in NL: ⟦PERSON|Pieter de Groot⟧, BSN ⟦NATIONAL_ID|$bsn1⟧, ⟦ADDRESS|Kerkstraat 118-2, 1017 GP Amsterdam⟧
Bank statement shows balance ⟦AMOUNT|₦4,870,000⟧. Appointment ⟪booking_ref|VFS-LOS-88213⟫.
"""),
("whatsapp_chat", r"""
[02/12/26, 21:14] ⟦PERSON|Priya⟧: did the landlord ever send back ur deposit
[02/12/26, 21:15] ⟦PERSON|Sam Okeke⟧: half of it 🙄 ⟦AMOUNT|£600⟧ out of ⟦AMOUNT|£1,200⟧
[02/12/26, 21:15] ⟦PERSON|Sam Okeke⟧: send me ur sort code + acc and I'll give u back the ⟦AMOUNT|£45⟧ for the cleaner
[02/12/26, 21:17] ⟦PERSON|Priya⟧: ⟦IBAN|$iban_gb1⟧ easier lol
[02/12/26, 21:17] ⟦PERSON|Priya⟧: ref "cleaner" pls
"""),
("audit_log_csv", r"""
ts,actor,action,target,src_ip
⟪timestamp|2026-11-28T08:01:12Z⟫,⟦EMAIL|admin@lumencare.org⟧,user.create,⟦EMAIL|h.obi@lumencare.org⟧,⟦IP_ADDRESS|10.2.14.66⟧
⟪timestamp|2026-11-28T08:01:40Z⟫,⟦EMAIL|admin@lumencare.org⟧,role.grant,⟦EMAIL|h.obi@lumencare.org⟧,⟦IP_ADDRESS|10.2.14.66⟧
⟪timestamp|2026-11-28T09:12:03Z⟫,⟦EMAIL|h.obi@lumencare.org⟧,login,-,⟦IP_ADDRESS|fd12:3456:789a:1::2f⟧
⟪timestamp|2026-11-28T09:30:55Z⟫,system,backup.ok,db-main,⟪doc_ip|127.0.0.1⟫
"""),
("gym_membership_form", r"""
Member: ⟦PERSON|Tyrone Jackson⟧    Plan: Annual (⟪price|$49/mo⟫)
Phone ⟦PHONE|404 771 2096⟧  Email ⟦EMAIL|tjax_fit@gmail.com⟧
Health questionnaire: ⟦MEDICAL|high blood pressure⟧ (controlled w/ ⟦MEDICAL|lisinopril⟧), ⟦MEDICAL|old ACL tear⟧ left knee
Locker ⟪room_number|118⟫ combo ⟦PASSWORD|32-08-17⟧
Autopay card: ⟦CARD|$visa2_s⟧  exp ⟪card_expiry|04/30⟫
"""),
("sms", r"""
⟪company|Chase⟫: A charge of ⟪price|$912.00⟫ at BESTBUY was declined on card ending ⟪masked_card|7720⟫. Reply YES if this was you, ⟦PERSON|Keisha⟧. Msg&data rates may apply.
"""),
("bug_bounty_report", r"""
Title: Leaked credentials in public JS bundle
Found in https://cdn.orbitpay.io/static/main.⟪checksum|8f3a2c19⟫.js:
  firebaseConfig.apiKey = "⟦APIKEY|$gapi2⟧"
  appId: "⟪app_id|1:847120339921:web:4c81f0a2be93d75e1a6c02⟫"
  twilioAuthToken: "⟦SECRET|$twilio_tok1⟧"  (account ⟪app_id|$twilio_sid1⟫)
Reporter: ⟦PERSON|Vikram Joshi⟧ (⟦EMAIL|vjoshi.sec@proton.me⟧)
"""),
("court_filing", r"""
IN THE CIRCUIT COURT OF ⟪place|COOK COUNTY⟫, ILLINOIS
Case No. ⟪case_number|2026-DV-004418⟫
⟦PERSON|LATOYA M. HARRIS⟧, Petitioner, v. ⟦PERSON|DERRICK A. HARRIS⟧, Respondent.
Respondent shall pay child support of ⟦AMOUNT|$1,340⟧ per month commencing ⟪date|January 1, 2027⟫, and arrears of ⟦AMOUNT|$7,820⟧.
Petitioner's address is confidential pursuant to 750 ILCS 60/.
"""),
("iot_device_log", r"""
Dec 02 03:11:54 cam-frontdoor wpa_supplicant[412]: wlan0: SSID "Ortiz-Home" psk="⟦PASSWORD|sunflower-ortiz-88⟧"
Dec 02 03:11:56 cam-frontdoor dhcpcd[430]: wlan0: leased ⟦IP_ADDRESS|192.168.1.143⟧ for 86400 seconds
Dec 02 03:11:57 cam-frontdoor cloudlink[511]: registered device ⟪uuid|c7d0e4b2-1a95-4f38-b6e2-90f3d5a8c114⟫ fw ⟪version|1.4.22⟫
Dec 02 03:12:03 cam-frontdoor cloudlink[511]: ntp ok via ⟪doc_ip|203.0.113.5⟫
"""),
("reference_letter", r"""
To whom it may concern,
I have supervised ⟦PERSON|Ms. Hyun-joo Kim⟧ at ⟪company|Pinecrest Analytics⟫ since 2022. ⟦PERSON|Hyun-joo⟧ is dependable and sharp. She may be reached at ⟦PHONE|(206) 915-4470⟧.
Sincerely,
⟦PERSON|Douglas Ferrante⟧, Director of Data Science
"""),
("ticket_resale_email", r"""
Your order ⟪order_id|TM-55-19380⟫ is confirmed!
⟪place|Madison Square Garden⟫ — ⟪date|Sat Jan 17 2027⟫ — Sec 112 Row F
Tickets transferred to ⟦PERSON|Alexis Romero⟧ (⟦EMAIL|lexi.romero@icloud.com⟧).
Charged ⟪price|$318.40⟫ to Amex ⟪masked_card|•••• 1009⟫.
"""),
("ehr_problem_list", r"""
PROBLEM LIST — ⟦PERSON|Hollis, Wendell R.⟧ (⟦DATE_OF_BIRTH|1958-12-03⟧)
1. ⟦MEDICAL|Hypertension⟧ — on ⟦MEDICAL|amlodipine 10 mg⟧
2. ⟦MEDICAL|Hyperlipidemia⟧ — on ⟦MEDICAL|atorvastatin 40 mg⟧
3. ⟦MEDICAL|Gout⟧, last flare ⟪date|Aug 2026⟫
4. ⟦MEDICAL|Penicillin allergy (hives)⟧
PCP ⟦PERSON|Dr. Imani Brooks⟧ · updated ⟪timestamp|2026-11-30 16:02⟫
"""),
("nginx_access_log", r"""
⟦IP_ADDRESS|66.249.79.104⟧ - - [⟪timestamp|02/Dec/2026:10:14:22 +0000⟫] "GET /robots.txt HTTP/1.1" 200 68
⟦IP_ADDRESS|91.203.5.146⟧ - - [⟪timestamp|02/Dec/2026:10:14:25 +0000⟫] "POST /login?user=⟦EMAIL|gwen.ashby@kbmail.com⟧ HTTP/1.1" 302 0
⟦IP_ADDRESS|2a02:c7c:5e21:8800:9d4:1f2b:c0a1:6e3f⟧ - - [⟪timestamp|02/Dec/2026:10:14:31 +0000⟫] "GET /reset?token=⟦APIKEY|$bearer1⟧ HTTP/2" 200 1532
"""),
("swiss_payslip", r"""
Lohnabrechnung / Payslip ⟪date|November 2026⟫
Mitarbeiter: ⟦PERSON|Lukas Brunner⟧   Pers.-Nr. ⟪employee_id|00871⟫
AHV-Nr.: ⟦NATIONAL_ID|$ahv1⟧
Bruttolohn ⟦AMOUNT|CHF 9,250.00⟧   Nettolohn ⟦AMOUNT|CHF 7,604.35⟧
Auszahlung auf ⟦IBAN|$iban_ch1_s⟧
"""),
("airline_complaint", r"""
Hello, I flew ⟪flight_number|AA 2417⟫ on ⟪date|Nov 22⟫, confirmation ⟪booking_ref|HTQZWM⟫. My checked bag never arrived (file ⟪case_number|DFWAA48112⟫). It contained my ⟦MEDICAL|insulin⟧ and ⟦MEDICAL|CGM sensors⟧ — I'm ⟦MEDICAL|type 1 diabetic⟧ — so this is urgent. Deliver to ⟦ADDRESS|1650 Elm Hill Pike Unit 9, Nashville, TN 37210⟧. ⟦PERSON|Courtney Akers⟧, ⟦PHONE|615-480-2273⟧.
"""),
("code_review_comment", r"""
> const API = "https://api.openweathermap.org/data/2.5/weather?appid=⟦APIKEY|3f6b1d9a72c04e85b1a9e0d47c52f8a1⟧";
@⟦PERSON|mkhan⟧ please don't inline keys, use process.env. also the retry loop on line ⟪build_number|118⟫ never exits if status is ⟪port|429⟫.
"""),
("employee_directory", r"""
Name | Title | Ext | Mobile | Desk
⟦PERSON|Grace Liu⟧ | VP Sales | ⟪port|4410⟫ | ⟦PHONE|+1 (650) 308-1174⟧ | ⟪room_number|3F-21⟫
⟦PERSON|Mohammed Al-Sayed⟧ | Sales Eng | ⟪port|4413⟫ | ⟦PHONE|+1 (650) 308-2290⟧ | ⟪room_number|3F-24⟫
⟦PERSON|Birgit Hansen⟧ | Office Mgr | ⟪port|4400⟫ | ⟦PHONE|+45 22 71 48 09⟧ | ⟪room_number|1F-02⟫
"""),
("dental_invoice", r"""
⟪company|Bright Smiles Dental⟫ — Statement ⟪invoice_number|BSD-77104⟫
Patient: ⟦PERSON|Noah Lindgren⟧ (age 8) — guarantor ⟦PERSON|Erik Lindgren⟧
⟪date|11/12/2026⟫ ⟦MEDICAL|sealants x4⟧ ⟪price|$180.00⟫
⟪date|11/12/2026⟫ ⟦MEDICAL|fluoride varnish⟧ ⟪price|$42.00⟫
Insurance paid ⟪price|$177.60⟫. Patient balance due: ⟦AMOUNT|$44.40⟧
"""),
("group_chat", r"""
⟦PERSON|Becca⟧: ok who's driving sat
⟦PERSON|Liam R⟧: me, pickup 8am at ⟦PERSON|Noor⟧'s — ⟦ADDRESS|2614 Fulton St, Berkeley⟧ right?
⟦PERSON|Noor⟧: yes! buzz ⟪room_number|#4⟫, or text ⟦PHONE|510-221-6093⟧
⟦PERSON|Becca⟧: bringing snacks. ⟦PERSON|Liam R⟧ remember ⟦PERSON|Noor⟧ is ⟦MEDICAL|allergic to peanuts⟧
"""),
("bank_fraud_email", r"""
Dear ⟦PERSON|Hiroshi Watanabe⟧,
We blocked a transaction on your card ⟦CARD|$jcb1_s⟧ for ⟪price|¥86,400⟫ at an overseas merchant. If you did not make it, call ⟪company|MUFG⟫ at ⟪masked_phone|0120-xxx-xxx⟫. Your passport ⟦PASSPORT|TR4419827⟧ is on file for identity confirmation.
Case ⟪case_number|FRD-2026-118342⟫
"""),
("pip_conf", r"""
[global]
index-url = https://svc_build:⟦SECRET|Xk4mP9qz7Lw2⟧@nexus.internal.corp/repository/pypi/simple
trusted-host = nexus.internal.corp
timeout = ⟪port|60⟫
"""),
("sms", r"""
mom pls send ⟦PERSON|Ethan⟧'s ⟦SSN|612 40 9973⟧ again, the school nurse form wants it and I deleted the txt. also his ⟦MEDICAL|EpiPen⟧ expires ⟪date|jan⟫
"""),
("vpn_config", r"""
[Interface]
PrivateKey = ⟦SECRET|$wg_priv1⟧
Address = ⟦IP_ADDRESS|10.66.0.14/32⟧
DNS = ⟦IP_ADDRESS|10.66.0.1⟧

[Peer]
PublicKey = ⟪checksum|$wg_pub1⟫
Endpoint = ⟦IP_ADDRESS|145.239.86.12⟧:⟪port|51820⟫
"""),
("south_africa_form", r"""
FICA verification — ⟪company|Capitec⟫
Full names: ⟦PERSON|Thabo Sipho Mokoena⟧
ID number: ⟦NATIONAL_ID|$za1⟧
Date of birth: ⟦DATE_OF_BIRTH|1988-02-14⟧
Residential address: ⟦ADDRESS|17 Jacaranda Street, Sunnyside, Pretoria 0002⟧
Cell: ⟦PHONE|082 614 3390⟧
"""),
("sales_crm_note", r"""
Call w/ ⟦PERSON|Fernanda Costa⟧ (procurement, ⟪company|Grupo Lisboa⟫) — wants 40 seats at ⟪price|$29/seat⟫. She's out ⟪date|Dec 9-20⟫, loop in ⟦PERSON|Rui⟧ (⟦EMAIL|rui.matos@grupolisboa.pt⟧). Deal ⟪order_id|OPP-11820⟫. Her CPF for the contract: ⟦NATIONAL_ID|$cpf1⟧.
"""),
("text_no_pii", r"""
Office closure notice: ⟪place|Building 4⟫ is closed ⟪date|Dec 24⟫–⟪date|Jan 1⟫. Badge readers will be offline; the lobby kiosk (⟪app_id|KSK-02⟫) stays up. Server room ⟪room_number|B-110⟫ access via ticket ⟪ticket_id|FAC-3302⟫.
"""),
("w2_excerpt", r"""
Form W-2 Wage and Tax Statement 2025 (copy B)
a Employee's SSN: ⟦SSN|402-71-8836⟧     b EIN: ⟪invoice_number|84-2917733⟫
c Employer: ⟪company|Cascade Timber Supply LLC⟫, Eugene OR
e Employee: ⟦PERSON|Rosalind K. Beaumont⟧
f ⟦ADDRESS|3180 Willakenzie Rd Apt 22, Eugene, OR 97401⟧
1 Wages: ⟦AMOUNT|58,214.77⟧   2 Fed tax withheld: ⟦AMOUNT|6,402.10⟧
Spouse (joint return): ⟦PERSON|Adrian Beaumont⟧, SSN ⟦SSN|219-46-5570⟧, DOB ⟦DATE_OF_BIRTH|04/09/1982⟧
"""),
("eu_hr_export", r"""
name;country;national_id;iban;work_email
⟦PERSON|Sanne Visser⟧;NL;⟦NATIONAL_ID|$bsn2⟧;⟦IBAN|$iban_nl2⟧;⟦EMAIL|s.visser@northwind-eu.com⟧
⟦PERSON|Javier Morales Gil⟧;ES;⟦NATIONAL_ID|$dni1⟧;⟦IBAN|$iban_es2⟧;⟦EMAIL|j.morales@northwind-eu.com⟧
⟦PERSON|Camille Laurent⟧;FR;⟦NATIONAL_ID|$nir1⟧;⟦IBAN|$iban_fr2⟧;⟦EMAIL|c.laurent@northwind-eu.com⟧
⟦PERSON|Jonas Peeters⟧;BE;⟦NATIONAL_ID|$be1⟧;⟦IBAN|$iban_be1⟧;⟦EMAIL|j.peeters@northwind-eu.com⟧
⟦PERSON|Sabine Gruber⟧;AT;-;⟦IBAN|$iban_at1⟧;⟦EMAIL|s.gruber@northwind-eu.com⟧
exported ⟪timestamp|2026-12-01 07:30⟫ by ⟪app_id|workday-sync⟫ job ⟪build_number|#5521⟫
"""),
("card_dispute_call", r"""
AGENT: Card services, ⟦PERSON|Tracy⟧ speaking. Full card number please?
CALLER: ⟦CARD|$amex1_s⟧
AGENT: And the four-digit code on the front?
CALLER: ⟦CVV|8127⟧
AGENT: Last four of your social? CALLER: ⟪id_tail|8836⟫. AGENT: Date of birth?
CALLER: ⟦DATE_OF_BIRTH|twelfth of March, 1975⟧
AGENT: Thanks ⟦PERSON|Mr. Pemberton⟧. I see the ⟪price|$2,340⟫ charge from ⟪company|SkyHigh Travel⟫. We'll send a replacement to ⟦ADDRESS|45 Orchard Hill Dr, Westport, CT 06880⟧ — ⟦PHONE|203-227-9461⟧ still good?
CALLER: yes. and my wife ⟦PERSON|Alison⟧'s card too, ⟦CARD|$amex2_s⟧
"""),
("referral_letter", r"""
Dear ⟦PERSON|Dr. Okonkwo⟧,
Re: ⟦PERSON|Harriet Blume⟧, DOB ⟦DATE_OF_BIRTH|19/09/1964⟧, ⟦ADDRESS|9 Marlowe Close, Norwich NR4 7QT⟧, tel ⟦PHONE|01603 448 215⟧
Thank you for seeing this lady with ⟦MEDICAL|progressive dysphagia⟧ and ⟦MEDICAL|6 kg weight loss⟧ over three months. She has ⟦MEDICAL|Barrett's oesophagus⟧ (last OGD ⟪date|2023⟫) and takes ⟦MEDICAL|omeprazole 40 mg⟧ daily. Her daughter ⟦PERSON|Nina⟧ (⟦PHONE|07962 115 384⟧) will accompany her.
Yours sincerely, ⟦PERSON|Dr. Ravi Chandran⟧, ⟪company|Eaton Park Surgery⟫
"""),
("vcard_export", r"""
BEGIN:VCARD
FN:⟦PERSON|Mateus Oliveira⟧
TEL;TYPE=CELL:⟦PHONE|+55 11 98472-3306⟧
EMAIL:⟦EMAIL|mateus.oliveira@uol.com.br⟧
ADR;TYPE=HOME:;;⟦ADDRESS|Rua Augusta 1508, apto 72, São Paulo - SP, 01304-001⟧
NOTE:CPF ⟦NATIONAL_ID|$cpf2⟧ / birthday ⟦DATE_OF_BIRTH|1990-11-23⟧
REV:⟪timestamp|20261128T101500Z⟫
UID:⟪uuid|$uuid2⟫
END:VCARD
"""),
("nordic_payroll", r"""
Palkka / Lön — ⟪date|11/2026⟫ — ⟪company|Saimaa Logistics Oy⟫
⟦PERSON|Aino Virtanen⟧ | HETU ⟦NATIONAL_ID|$fi2⟧ | IBAN ⟦IBAN|$iban_fi1_s⟧ | netto ⟦AMOUNT|3 412,60 €⟧
⟦PERSON|Elias Korhonen⟧ | HETU ⟦NATIONAL_ID|$fi1⟧ | IBAN ⟦IBAN|$iban_dk1⟧ | netto ⟦AMOUNT|2 188,05 €⟧
⟦PERSON|Maja Lindström⟧ | personnr ⟦NATIONAL_ID|$se2⟧ | IBAN ⟦IBAN|$iban_se1⟧ | netto ⟦AMOUNT|31 940 SEK⟧
Contact payroll: ⟦EMAIL|palkat@saimaalog.fi⟧  batch ⟪build_number|PAY-2611-04⟫
"""),
("embassy_group_form", r"""
Group visa list — tour ⟪booking_ref|GT-ISL-0412⟫, arriving ⟪flight_number|FI 614⟫ ⟪date|02 FEB 2027⟫
1. ⟦PERSON|MACDONALD, Ewan⟧ — GBR — ⟦PASSPORT|543871209⟧ — ⟦DATE_OF_BIRTH|11 OCT 1969⟧
2. ⟦PERSON|MACDONALD, Fiona⟧ — GBR — ⟦PASSPORT|547120986⟧ — ⟦DATE_OF_BIRTH|03 MAY 1971⟧
3. ⟦PERSON|RAUTENBACH, Petra⟧ — ZAF — ⟦PASSPORT|A06183472⟧ — ⟦DATE_OF_BIRTH|05 JUL 1993⟧, ID ⟦NATIONAL_ID|$za2⟧
4. ⟦PERSON|SINGH, Harpreet⟧ — IND — ⟦PASSPORT|V2918437⟧ — ⟦DATE_OF_BIRTH|28 DEC 1985⟧
Tour leader: ⟦PERSON|Ewan⟧, ⟦PHONE|+44 7481 203 557⟧
"""),
("mailing_list_bounce", r"""
Delivery failed for 4 recipients (campaign ⟪order_id|NL-2026-48⟫):
  ⟦EMAIL|t.abernathy@lakesidecu.org⟧ — 550 mailbox full
  ⟦EMAIL|gloria.pena77@hotmail.com⟧ — 550 user unknown
  ⟦EMAIL|mr.kwabena.asante@yahoo.com⟧ — 421 try later
  ⟦EMAIL|dfoley@foleyplumbing.ie⟧ — 554 spam
Sent from ⟪doc_ip|203.0.113.77⟫ via relay ⟦IP_ADDRESS|54.240.8.99⟧, msgid ⟪uuid|b8e2c4a0-91f7-4d36-8a5c-0f1e2d3c4b5a⟫
"""),
("fastapi_debug_log", r"""
DEBUG  request POST /api/v1/transfer from ⟦IP_ADDRESS|100.64.12.9⟧ user_id=⟪order_id|77120⟫ email=⟦EMAIL|owen.pryce@kitebank.co.uk⟧
DEBUG  headers={'authorization': 'Bearer ⟦APIKEY|$jwt3⟧', 'x-request-id': '⟪uuid|$uuid3⟫'}
DEBUG  body={'to_iban': '⟦IBAN|$iban_gb2⟧', 'amount': '⟦AMOUNT|2500.00⟧', 'payee': '⟦PERSON|Gwen Pryce⟧', 'pin': '⟦PASSWORD|9034⟧'}
INFO   transfer queued ref=⟪invoice_number|TRF-99120-A⟫ ⟪version|api 3.4.1⟫
"""),
("estate_letter", r"""
Estate of the late ⟦PERSON|Margaret Ellen Doyle⟧ (d. ⟪date|14 August 2026⟫)
Distribution: to ⟦PERSON|Patrick Doyle⟧ ⟦AMOUNT|£84,250⟧ (⟦IBAN|$iban_gb3⟧); to ⟦PERSON|Bernadette Quinn⟧ ⟦AMOUNT|£84,250⟧; to ⟪company|St Columba's Hospice⟫ a gift of ⟪price|£5,000⟫.
Outstanding ⟦AMOUNT|£3,118.40⟧ owed by the estate to ⟦PERSON|P. Doyle⟧ for funeral costs is to be repaid first.
Executor: ⟦PERSON|Eamon Brady⟧, solicitor, ⟦EMAIL|ebrady@bradyandco.ie⟧, ⟦PHONE|+353 1 662 4810⟧
"""),
("aussie_tax_email", r"""
G'day ⟦PERSON|Bec⟧, for your tax return I need your TFN — last year's says ⟦NATIONAL_ID|$tfn1⟧, is that still right? Also ⟦PERSON|Shane⟧'s is ⟦NATIONAL_ID|$tfn2⟧. Your refund estimate is ⟦AMOUNT|A$2,874⟧. I'll lodge by ⟪date|31 Oct⟫. Send the medicare card too (⟦PERSON|Shane⟧'s ⟦MEDICAL|knee reconstruction⟧ is claimable).
Cheers, ⟦PERSON|Daryl⟧ — ⟦PHONE|0412 588 306⟧
"""),
]
