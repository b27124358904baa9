# English texts for corpus_blind11, written by hand one at a time.
# ⟦TYPE|value⟧ = span to detect, ⟪kind|value⟫ = decoy, $name = values.VALUES[name].
TEXTS = []
T = TEXTS.append

T(("email_hr", r"""
From: ⟦PERSON|Priya Raman⟧ <⟦EMAIL|priya.raman@harlowbuild.co.uk⟧>
To: ⟦EMAIL|payroll@harlowbuild.co.uk⟧
Subject: Salary change – effective ⟪date|1 March 2026⟫

Hi team,

Please update ⟦PERSON|Tomasz Wiśniewski⟧'s base salary from ⟦AMOUNT|£44,000⟧ to ⟦AMOUNT|£48,500⟧ per annum, cost centre ⟪cost_centre|CC-4471⟫. The uplift was approved at the ⟪date|12 February⟫ pay panel (minutes ref ⟪reference_no|PP-26-019⟫).

⟦PERSON|Tomek⟧ asked that the back pay goes in the March run rather than as a separate transfer.

Thanks,
⟦PERSON|Priya⟧
"""))

T(("slack_chat", r"""
#infra-oncall
⟦PERSON|marcus.b⟧  09:12  anyone know why staging-db is refusing conns from ⟦IP_ADDRESS|10.24.7.31⟧?
⟦PERSON|Jen Okafor⟧  09:13  pg_hba only allows the bastion. hop through ⟦IP_ADDRESS|10.24.0.5⟧
⟦PERSON|marcus.b⟧  09:15  ugh ok. also the README still says ⟪doc_ip|192.0.2.10⟫ lol
⟦PERSON|Jen Okafor⟧  09:16  that's a placeholder. and it's port ⟪port|5432⟫ not 5433
⟦PERSON|marcus.b⟧  09:16  👍 fixed in ⟪ticket_id|INFRA-2291⟫
"""))

T(("support_ticket", r"""
Ticket #⟪ticket_id|ZD-884120⟫ | Priority: High | Channel: web form
Customer: ⟦PERSON|Alana Whitcombe⟧ (⟦EMAIL|alana.whitcombe@fastmail.com⟧)

Message:
hi, your checkout keeps failing. i tried my visa ⟦CARD|$card_visa1⟧ exp ⟪card_expiry|09/27⟫ cvv ⟦CVV|418⟧ three times and got charged ⟦AMOUNT|$89.97⟧ each time?? order ⟪order_id|W-2025-118734⟫. please refund!!

Internal note (⟦PERSON|Devika⟧): card on file shows ⟪masked_card|•••• 3598⟫, 3 auths pending, none captured. Told customer pending auths drop off in 3-5 business days. Macro ⟪macro_id|REF-07⟫ sent.
"""))

T(("nginx_log", r"""
⟦IP_ADDRESS|81.174.22.193⟧ - - [⟪timestamp|12/Dec/2025:08:14:03 +0000⟫] "GET /api/v2/orders/⟪order_id|771203⟫ HTTP/1.1" 200 1834 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)"
⟦IP_ADDRESS|2a02:c7c:5d1e:9f00:4d1:8a2b:61e0:3c17⟧ - - [⟪timestamp|12/Dec/2025:08:14:05 +0000⟫] "POST /login?next=%2Faccount HTTP/1.1" 302 0 "-" "curl/8.5.0"
⟪doc_ip|127.0.0.1⟫ - - [12/Dec/2025:08:14:06 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/⟪version|1.29⟫"
⟦IP_ADDRESS|81.174.22.193⟧ - ⟦PERSON|hkaur⟧ [12/Dec/2025:08:14:09 +0000] "GET /account/statements?month=2025-11 HTTP/1.1" 200 9120 "-" "Mozilla/5.0"
"""))

T(("sshd_log", r"""
Dec 11 23:41:07 bastion-01 sshd[⟪pid|21873⟫]: Failed password for invalid user admin from ⟦IP_ADDRESS|185.220.101.47⟧ port ⟪port|51544⟫ ssh2
Dec 11 23:41:12 bastion-01 sshd[21873]: Failed password for ⟦PERSON|dkowalczyk⟧ from ⟦IP_ADDRESS|185.220.101.47⟧ port 51550 ssh2
Dec 11 23:42:30 bastion-01 sshd[21901]: Accepted publickey for ⟦PERSON|dkowalczyk⟧ from ⟦IP_ADDRESS|172.20.14.9⟧ port 60122 ssh2: ED25519 SHA256:⟪hash|Zx3k9PqL0vRwT7mY2aBcD4eF6gH8iJ1kL3mN5oP7qRs⟫
Dec 11 23:42:30 bastion-01 sshd[21901]: pam_unix(sshd:session): session opened for user ⟦PERSON|dkowalczyk⟧(uid=1004) by (uid=0)
"""))

T(("env_file", r"""
# .env.production  -- DO NOT COMMIT
APP_ENV=production
APP_URL=https://app.quillpay.io
PORT=⟪port|8080⟫
DATABASE_URL=postgres://quill_app:⟦SECRET|vR7#pLx2!mQe9⟧@⟦IP_ADDRESS|10.0.3.18⟧:5432/quill
STRIPE_SECRET_KEY=⟦APIKEY|$stripe_sk_1⟧
STRIPE_PUBLISHABLE_KEY=⟪app_id|$stripe_pk_1⟫
STRIPE_WEBHOOK_SECRET=⟦SECRET|$stripe_whsec_1⟧
SENTRY_DSN=⟦APIKEY|$sentry_dsn_1⟧
SENDGRID_API_KEY=⟦APIKEY|$sendgrid_1⟧
ADMIN_EMAIL=⟦EMAIL|ops@quillpay.io⟧
RELEASE=⟪version|2025.12.3⟫
"""))

T(("medical_note", r"""
CLINIC NOTE — ⟪org_name|Eastgate Family Practice⟫
Patient: ⟦PERSON|Harold Finch-Moreau⟧   DOB: ⟦DATE_OF_BIRTH|04/11/1956⟧
Seen: ⟪date|03/12/2025⟫ by Dr. ⟦PERSON|Aisha Qureshi⟧, room ⟪room_number|B14⟫

S: 69M, known ⟦MEDICAL|type 2 diabetes⟧ and ⟦MEDICAL|hypertension⟧. c/o ⟦MEDICAL|burning feet at night⟧ x 2 months. Wife says his ⟦MEDICAL|sugar⟧ has been "all over the place".
A: ⟦MEDICAL|peripheral neuropathy⟧, poor glycaemic control.
P: start ⟦MEDICAL|pregabalin 75 mg BD⟧, increase ⟦MEDICAL|metformin to 1 g BD⟧. Refer podiatry. Review in 6 weeks (template ⟪version|v2.3⟫).
"""))

T(("pharmacy_record", r"""
DISPENSING RECORD
Walgrove Pharmacy #⟪store_no|0417⟫, ⟪place|Tacoma, WA⟫
Rx# ⟪rx_number|6120734-0291⟫      Filled: ⟪date|12/09/2025⟫
Pt: ⟦PERSON|LEBLANC, Monique⟧      DOB ⟦DATE_OF_BIRTH|1971-08-30⟧
Addr: ⟦ADDRESS|2217 N Proctor St Apt 4, Tacoma WA 98406⟧
Drug: ⟦MEDICAL|SERTRALINE HCL 100 MG TABLET⟧  Qty 30  Refills: 2
Sig: take 1 tablet by mouth daily
Prescriber: ⟦PERSON|K. Adeyemi⟧, MD
Copay: ⟦AMOUNT|$4.00⟧   Plan: ⟪org_name|Premera Blue Cross⟫
"""))

T(("lab_report", r"""
NORTHFIELD PATHOLOGY — FINAL REPORT
Accession: ⟪accession_no|NP25-339812⟫     Collected: ⟪timestamp|2025-12-02 07:45⟫
Patient: ⟦PERSON|Okonkwo, Chidi⟧   Sex: M   DOB: ⟦DATE_OF_BIRTH|17 May 1989⟧
Ordering: Dr ⟦PERSON|S. Lindqvist⟧

Comment: Ferritin and haemoglobin are low; findings consistent with ⟦MEDICAL|iron deficiency anaemia⟧. Coeliac serology ⟦MEDICAL|tTG-IgA positive⟧; suggest referral for ⟦MEDICAL|duodenal biopsy⟧.
Reference ranges per method ⟪version|v4.2⟫. Report page ⟪page_no|1/1⟫.
"""))

T(("insurance_claim", r"""
CLAIM FORM — Part B (Claimant details)
Policy no.: ⟪policy_no|HLP-55102938⟫
Name of insured: ⟦PERSON|Gareth Llewellyn-Price⟧
Date of birth: ⟦DATE_OF_BIRTH|22/02/1964⟧
Address: ⟦ADDRESS|14 Heol y Felin, Pontypridd CF37 2RT⟧
Telephone: ⟦PHONE|07700 900418⟧
Nature of claim: ⟦MEDICAL|left knee arthroscopy⟧ following ⟦MEDICAL|torn meniscus⟧ (rugby)
Date of treatment: ⟪date|14/10/2025⟫   Hospital: ⟪org_name|Spire Cardiff⟫
Amount claimed: ⟦AMOUNT|£3,480.00⟧
Pay to (IBAN): ⟦IBAN|$iban_gb1⟧
"""))

T(("performance_review", r"""
2025 Mid-Year Review — CONFIDENTIAL
Employee: ⟦PERSON|Rachel Tan⟧ | Manager: ⟦PERSON|Owen Sutherland⟧ | Team: Platform Reliability

⟦PERSON|Rachel⟧ had a difficult Q2: she was out for six weeks after ⟦MEDICAL|surgery for endometriosis⟧ and came back on a phased return. Since then her incident handling has been excellent (MTTR down from 47 to 31 minutes on runbook ⟪version|v3⟫).
Rating: Meets+   |   Bonus recommendation: ⟦AMOUNT|SGD 6,800⟧
Merit increase: 4% effective ⟪date|1 Jan 2026⟫
Next check-in ⟪date|14 Jan⟫, ⟦PERSON|Owen⟧ to book room ⟪room_number|7-12⟫.
"""))

T(("call_transcript", r"""
[00:00:03] AGENT: Thanks for calling ⟪org_name|Meridian Bank⟫, you're speaking with ⟦PERSON|Luis⟧. Can I take your full name?
[00:00:08] CALLER: Yeah it's ⟦PERSON|Bernadette Okoro⟧.
[00:00:14] AGENT: Thanks Ms ⟦PERSON|Okoro⟧. And your date of birth?
[00:00:16] CALLER: ⟦DATE_OF_BIRTH|the ninth of June, nineteen eighty-two⟧.
[00:00:22] AGENT: And the last four of your social?
[00:00:24] CALLER: ⟪id_tail|4471⟫.
[00:00:31] AGENT: Perfect. I'm texting a code to the phone ending ⟪masked_phone|0142⟫, can you read it back?
[00:00:40] CALLER: ⟪otp_code|5 9 2 0 1 7⟫.
[00:00:44] AGENT: You're verified. I see a transfer of ⟦AMOUNT|$2,150⟧ to an account at ⟪org_name|Wells Fargo⟫ yesterday, was that you?
"""))

T(("voicemail", r"""
Voicemail (auto-transcribed) — ⟪timestamp|Tue 2:47 PM⟫, 0:41
"Hey ⟦PERSON|Sam⟧, it's ⟦PERSON|Deb⟧ from ⟪org_name|Riverside Dental⟫. Just a reminder about your ⟦MEDICAL|root canal⟧ on Thursday at ten. If you need to move it call us back on ⟦PHONE|(503) 555-0147⟧. Oh and the pre-auth came through, your part is ⟦AMOUNT|$312⟧. Also the code for the back lot gate changed, it's ⟦PASSWORD|4 4 9 1⟧ then pound. Okay, bye."
Callback number on file: ⟪masked_phone|(503) ***-**47⟫
"""))

T(("python_code", r"""
# services/triage/summarize.py
import anthropic

# TODO(⟦PERSON|mchen⟧): move this to secrets manager before merge!!
client = anthropic.Anthropic(api_key="⟦APIKEY|$anthropic_1⟧")

def summarize(ticket_id: str, body: str) -> str:
    msg = client.messages.create(
        model="⟪model_name|claude-sonnet-4-5⟫",
        max_tokens=⟪number|1024⟫,
        messages=[{"role": "user", "content": f"Summarise ticket {ticket_id}:\n{body}"}],
    )
    return msg.content[0].text
"""))

T(("js_code", r"""
// src/config/firebase.js
export const firebaseConfig = {
  apiKey: "⟦APIKEY|$google_api_1⟧",
  authDomain: "trailmix-prod.firebaseapp.com",
  projectId: "trailmix-prod",
  storageBucket: "trailmix-prod.appspot.com",
  messagingSenderId: "⟪app_id|418202675531⟫",
  appId: "⟪app_id|1:418202675531:web:8c2f0b1d9e7a44c1⟫",
  measurementId: "⟪app_id|G-7QX2LMK9RD⟫",
};
"""))

T(("go_code", r"""
package notify

// Twilio creds for the SMS fallback. ⟦PERSON|Ferhat⟧ says rotate after the demo.
const (
	twilioAccountSID = "⟪app_id|$twilio_ac_1⟫"
	twilioAPIKey     = "⟦APIKEY|$twilio_sk_1⟧"
	twilioAuthToken  = "⟦SECRET|$twilio_auth_1⟧"
	fromNumber       = "⟦PHONE|+12065550100⟧"
	retryLimit       = ⟪number|3⟫
)
"""))

T(("git_diff", r"""
From ⟪commit_sha|9c1e77ab40f2d3e8a6b5c4d3e2f1a0b9c8d7e6f5⟫ Mon Sep 17 00:00:00 2001
From: ⟦PERSON|Nadia Haddad⟧ <⟦EMAIL|nadia@ferncloud.dev⟧>
Date: ⟪timestamp|Wed, 10 Dec 2025 16:22:41 +0100⟫
Subject: [PATCH] enable datadog in prod

diff --git a/deploy/values-prod.yaml b/deploy/values-prod.yaml
--- a/deploy/values-prod.yaml
+++ b/deploy/values-prod.yaml
@@ -12,7 +12,7 @@ image:
-  tag: ⟪version|1.14.2⟫
+  tag: ⟪version|1.14.3⟫
 env:
-  DATADOG_API_KEY: ""
+  DATADOG_API_KEY: "⟦APIKEY|$datadog_api_1⟧"
   DD_SITE: datadoghq.eu
"""))

T(("legal_contract", r"""
SETTLEMENT AGREEMENT

THIS AGREEMENT is made on ⟪date|5 November 2025⟫ BETWEEN:
(1) ⟪org_name|Calloway & Finch LLP⟫ (company number ⟪company_no|OC301774⟫) ("the Employer"); and
(2) ⟦PERSON|Marguerite Oyelaran⟧ of ⟦ADDRESS|Flat 3, 22 Albion Road, London N16 9PS⟧ ("the Employee").

1. The Employer shall pay the Employee the sum of ⟦AMOUNT|£27,500⟧ as compensation for loss of office, without deduction of tax under section 401 ITEPA 2003.
2. The Employer shall make a contribution of ⟪price|£750 plus VAT⟫ towards the Employee's legal fees, payable directly to her adviser.
"""))

T(("sms_thread", r"""
Messages — ⟦PHONE|+44 7700 900233⟧
⟪timestamp|Today 18:02⟫  hiya its ⟦PERSON|Kez⟧, new number!! save it x
⟪timestamp|Today 18:05⟫  omg hi!! what happened to the old one
18:06  dropped it in the canal lol. can u send me the netflix login again
18:09  email is ⟦EMAIL|hollyandtheboys@outlook.com⟧ pw ⟦PASSWORD|Biscuit2019!⟧ dont change it pls
18:10  ur a legend. parcel locker at ⟪place|Tesco Extra⟫ code is ⟦PASSWORD|558203⟧ btw, ur trainers came
"""))

T(("calendar_invite", r"""
BEGIN:VEVENT
DTSTART:⟪timestamp|20260114T150000Z⟫
DTEND:⟪timestamp|20260114T153000Z⟫
SUMMARY:1:1 ⟦PERSON|Ines⟧ / ⟦PERSON|Rob⟧ - comp discussion
ORGANIZER;CN=⟦PERSON|Ines Duarte⟧:mailto:⟦EMAIL|ines.duarte@veloxa.pt⟧
ATTENDEE;CN=⟦PERSON|Robert Kaye⟧;ROLE=REQ-PARTICIPANT:mailto:⟦EMAIL|robert.kaye@veloxa.pt⟧
LOCATION:https://veloxa.zoom.us/j/⟪meeting_id|86120934471⟫?pwd=⟦PASSWORD|Vx7yTq2LmR⟧
UID:⟪uuid|$uuid_1⟫
END:VEVENT
"""))

T(("school_notice", r"""
Hollybrook Primary — Year 4 Trip Letter

Dear Parent/Carer,
Our trip to ⟪place|Bristol Aquarium⟫ is on ⟪date|Friday 6 February⟫. The cost is ⟪price|£14.50⟫ per child, payable on ParentPay. Please return the slip below by ⟪date|23 January⟫.
--------------------------------------------------------------
Child's name: ⟦PERSON|Alfie Brennan⟧          Class: ⟪class_name|4M⟫
Medical needs: ⟦MEDICAL|severe peanut allergy⟧, carries ⟦MEDICAL|EpiPen 0.3 mg⟧
Emergency contact: ⟦PERSON|Sinead Brennan⟧ (mum) ⟦PHONE|07700 900871⟧
Voluntary contribution to the coach fund enclosed: ⟦AMOUNT|£20⟧
"""))

T(("tenancy_agreement", r"""
ASSURED SHORTHOLD TENANCY AGREEMENT
Landlord: ⟦PERSON|Vikram Choudhury⟧, c/o ⟪org_name|Fairhaven Lettings⟫
Tenants: ⟦PERSON|Ellie-Mae Thornton⟧ and ⟦PERSON|Jordan Asante⟧
Property: ⟦ADDRESS|41 Clarendon Street, Leamington Spa CV32 5SS⟧
Term: 12 months from ⟪date|1 October 2025⟫
Rent: ⟦AMOUNT|£1,150⟧ per calendar month, payable on the 1st.
Deposit: ⟦AMOUNT|£1,326⟧, protected with the DPS under reference ⟪reference_no|DPS-0778123⟫.
Key safe at side gate, code ⟦PASSWORD|0719⟧ (change after check-in).
"""))

T(("visa_application", r"""
APPLICATION FOR A VISITOR VISA — SECTION 2: PERSONAL DETAILS
Family name: ⟦PERSON|OLUWASEUN⟧        Given names: ⟦PERSON|ADEBAYO MICHAEL⟧
Date of birth: ⟦DATE_OF_BIRTH|1990-03-27⟧     Place of birth: ⟪place|Ibadan⟫
Passport number: ⟦PASSPORT|A09384721⟧   Issued: ⟪date|2021-08-12⟫   Expires: ⟪date|2031-08-11⟫
Residential address: ⟦ADDRESS|12 Bode Thomas Street, Surulere, Lagos 101283⟧
Phone: ⟦PHONE|+234 803 555 0192⟧
Email: ⟦EMAIL|adebayo.oluwaseun@yahoo.com⟧
Funds available for the trip: ⟦AMOUNT|NGN 14,200,000⟧
Application fee: ⟪price|GBP 127⟫ (non-refundable)
"""))

T(("bank_statement", r"""
Statement  ⟪date|01 Nov 2025⟫ – ⟪date|30 Nov 2025⟫
Account holder: ⟦PERSON|Kwame Mensah-Bonsu⟧
IBAN: ⟦IBAN|$iban_gb2⟧      Sort code: ⟪sort_code|04-00-04⟫

03 Nov   ⟪org_name|Pret A Manger⟫                -⟦AMOUNT|£6.45⟧
07 Nov   SALARY HOLLOWAY ANALYTICS          +⟦AMOUNT|£2,912.33⟧
15 Nov   Standing order ⟦PERSON|J HARGREAVES⟧    -⟦AMOUNT|£975.00⟧
Closing balance                             ⟦AMOUNT|£3,104.87⟧
"""))

T(("payslip", r"""
BRECKENRIDGE TOOL & DIE INC. — EARNINGS STATEMENT
Pay period: ⟪date|11/16/2025⟫ - ⟪date|11/30/2025⟫     Pay date: ⟪date|12/05/2025⟫
Employee: ⟦PERSON|Dwayne T. Merriweather⟧      SSN: ⟪id_tail|XXX-XX-6434⟫
⟦ADDRESS|5521 Ridgecrest Dr, Dayton, OH 45424⟧

Gross pay (80.0 reg + 6.5 OT hrs)      ⟦AMOUNT|$2,804.69⟧
Federal W/H                           -⟦AMOUNT|$311.20⟧
Net pay                                ⟦AMOUNT|$1,987.42⟧
Deposited to checking ⟪masked_account|****2290⟫     Advice no. ⟪check_no|0048213⟫
"""))

T(("tax_form", r"""
Form W-2  Wage and Tax Statement  ⟪year|2024⟫   Copy B—To Be Filed With Employee's FEDERAL Tax Return
a  Employee's social security number        ⟦SSN|$ssn_1⟧
b  Employer identification number (EIN)     ⟪ein|84-1937225⟫
c  Employer's name: ⟪org_name|Bluestem Logistics LLC⟫, ⟪place|Omaha, NE⟫
e  Employee's first name and initial  ⟦PERSON|Carla J.⟧     Last name  ⟦PERSON|Whitfield⟧
f  Employee's address and ZIP code    ⟦ADDRESS|3318 S 46th Ave, Omaha NE 68106⟧
1  Wages, tips, other compensation    ⟦AMOUNT|61482.17⟧
2  Federal income tax withheld        ⟦AMOUNT|7011.90⟧
OMB No. ⟪form_no|1545-0008⟫
"""))

T(("loan_application", r"""
PERSONAL LOAN APPLICATION — ⟪org_name|Lakeshore Credit Union⟫
Applicant: ⟦PERSON|Terrence O'Malley⟧     SSN: ⟦SSN|$ssn_2⟧      DOB: ⟦DATE_OF_BIRTH|03/18/1979⟧
Home: ⟦ADDRESS|1407 W Argyle St, Chicago, IL 60640⟧      Years at address: 6
Mobile: ⟦PHONE|312-555-0178⟧
Employer: ⟪org_name|Morgan Stanley⟫ (⟪place|Chicago⟫ office), annual income ⟦AMOUNT|$118,000⟧
Loan requested: ⟦AMOUNT|$25,000⟧ over 60 months   |   Advertised APR from ⟪rate|9.49%⟫
Existing debts: car loan ⟦AMOUNT|$14,300⟧ remaining; student loans ⟦AMOUNT|$6,120⟧
Application ID ⟪application_id|LCU-APP-2025-77104⟫
"""))

T(("kyc_form", r"""
Customer Due Diligence — Individual
Full name (as in NRIC): ⟦PERSON|TAN WEI MING, DESMOND⟧
NRIC/FIN: ⟦NATIONAL_ID|$nid_sg1⟧
Date of birth: ⟦DATE_OF_BIRTH|02-Dec-1989⟧       Nationality: Singapore Citizen
Residential address: ⟦ADDRESS|Blk 418 Bedok North Ave 2, #07-133, Singapore 460418⟧
Mobile: ⟦PHONE|+65 9123 4706⟧
Source of wealth: employment; declared monthly income ⟦AMOUNT|S$9,400⟧
Screening: no match (⟪reference_no|WC-SCR-55109⟫).  Checked by ⟦PERSON|N. Ramasamy⟧ on ⟪date|09-Dec-2025⟫
"""))

T(("hr_onboarding", r"""
New Hire Form — Payroll (Canada)
Legal name: ⟦PERSON|Geneviève Paquette-Roy⟧     Preferred name: ⟦PERSON|Gen⟧
SIN: ⟦NATIONAL_ID|$nid_ca1⟧
Date of birth: ⟦DATE_OF_BIRTH|1995-07-08⟧
Address: ⟦ADDRESS|2150 rue Beaubien Est, app. 6, Montréal QC H2G 1M5⟧
Direct deposit: institution ⟪bank_code|815⟫, transit ⟪bank_code|30041⟫, account ⟪masked_account|•••4418⟫
Start date: ⟪date|2026-01-05⟫    Salary: ⟦AMOUNT|CAD 72,000⟧
TD1: basic personal amount ⟪public_amount|$16,129⟫
"""))

T(("passport_ocr", r"""
[OCR — scan_0007.jpg, page 2, conf 0.91]
PASSPORT  PASSEPORT            CANADA
Type P   Issuing Country/Pays émetteur CAN   Passport No./N° de passeport ⟦PASSPORT|$passport_ca_mrz⟧
Surname/Nom ⟦PERSON|TREMBLAY⟧
Given names/Prénoms ⟦PERSON|JOSÉE MARIE⟧
Nationality/Nationalité CANADIAN/CANADIENNE
Date of birth/Date de naissance ⟦DATE_OF_BIRTH|19 FEB /FÉV 87⟧
Sex/Sexe F     Place of birth/Lieu de naissance ⟪place|CHICOUTIMI CAN⟫
Date of issue ⟪date|11 JUN /JUIN 20⟫    Date of expiry ⟪date|11 JUN /JUIN 30⟫
P<CAN ⟦PERSON|TREMBLAY<<JOSEE<MARIE⟧<<<<<<<<<<<<<<<<<<<<<<
⟦PASSPORT|$passport_ca_mrz⟧<8CAN8702193F3006117<<<<<<<<<<<<<<<0
"""))

T(("travel_manifest", r"""
PAX MANIFEST — ⟪flight_no|AK 2714⟫ KUL-SYD — ⟪date|12DEC25⟫
SEQ  NAME                       NAT  DOC         DOB        SEAT
001  ⟦PERSON|LIM/KHAI SHENG⟧ MR       MYS  ⟦PASSPORT|A41937286⟧   ⟦DATE_OF_BIRTH|03MAR88⟧    ⟪seat|14C⟫
002  ⟦PERSON|NGUYEN/THI LAN⟧ MS       VNM  ⟦PASSPORT|C8830415⟧    ⟦DATE_OF_BIRTH|21OCT95⟧    ⟪seat|14D⟫
003  ⟦PERSON|OKAFOR/CHINEDU⟧ MR       GBR  ⟦PASSPORT|559201847⟧   ⟦DATE_OF_BIRTH|09JAN71⟧    22A
TOTAL PAX 3    GATE ⟪gate|B7⟫    STD ⟪time|0945L⟫
"""))

T(("hotel_reservation", r"""
Fwd: Booking.com reservation ⟪confirmation_no|4417.302.118⟫
The Harbourview Hotel, ⟪place|Hobart⟫
Guest: Mr ⟦PERSON|Callum Fitzgerald⟧
Arrival ⟪date|Fri 19 Dec 2025⟫ · Departure Sun 21 Dec 2025 · 2 nights
Room: Deluxe King, non-smoking — rate ⟪price|AUD 289⟫ per night
Guarantee card: ⟦CARD|$card_mc1⟧  exp ⟪card_expiry|04/28⟫  CVC ⟦CVV|072⟧
Guest contact: ⟦PHONE|0491 570 156⟧ / ⟦EMAIL|cal.fitz@bigpond.com⟧
Requests: ground floor please, ⟦MEDICAL|recovering from a hip replacement⟧
"""))

T(("ecommerce_order", r"""
Order confirmed! #⟪order_id|114-7730291-5518843⟫
Hi ⟦PERSON|Bethany⟧, thanks for your order.

Ships to:
⟦PERSON|Bethany Kowalski-Reyes⟧
⟦ADDRESS|88 Larkspur Lane, Unit 2B, Boulder, CO 80304⟧

  Anker 737 Power Bank ............ ⟪price|$89.99⟫
  Tea sampler (x2) ................ ⟪price|$24.00⟫
Charged to Visa ending in ⟪masked_card|2693⟫: ⟦AMOUNT|$121.43⟧
Tracking: ⟪tracking_number|1Z999AA10123456784⟫
"""))

T(("k8s_secret", r"""
apiVersion: v1
kind: Secret
metadata:
  name: billing-worker-aws
  namespace: ⟪namespace|billing⟫
  annotations:
    owner: ⟦PERSON|rpatel⟧
    created: "⟪timestamp|2025-11-30T09:14:00Z⟫"
type: Opaque
stringData:
  AWS_ACCESS_KEY_ID: ⟦APIKEY|$aws_akid_1⟧
  AWS_SECRET_ACCESS_KEY: ⟦SECRET|$aws_secret_1⟧
  AWS_REGION: ⟪region|eu-west-1⟫
  SMTP_PASSWORD: ⟦PASSWORD|Tr0ub4dor&3x⟧
"""))

T(("terraform", r"""
provider "alicloud" {
  access_key = "⟦APIKEY|$alibaba_akid_1⟧"
  secret_key = "⟦SECRET|$alibaba_secret_1⟧"
  region     = "⟪region|cn-hangzhou⟫"
}

resource "alicloud_instance" "web" {
  instance_type = "⟪instance_type|ecs.g7.large⟫"
  image_id      = "⟪image_id|ubuntu_22_04_x64_20G_alibase_20240130.vhd⟫"
  private_ip    = "⟦IP_ADDRESS|172.16.8.21⟧"
  tags = { Owner = "⟦PERSON|li.jun⟧" }
}
"""))

T(("helm_values", r"""
# values-prod.yaml  (chart ⟪chart|bitnami/redis⟫ ⟪version|19.6.4⟫)
auth:
  enabled: true
  password: "⟦PASSWORD|r3d1s-Pr0d-2025!⟧"
alertmanager:
  slack_api_url: ⟦SECRET|$slack_webhook_1⟧
  channel: "#alerts-prod"
smtp:
  host: smtp.eu.mailgun.org
  port: ⟪port|587⟫
  user: ⟦EMAIL|postmaster@mg.kestrel.app⟧
  api_key: ⟦APIKEY|$mailgun_1⟧
"""))

T(("docker_compose", r"""
services:
  db:
    image: postgres:⟪version|16.4⟫
    environment:
      POSTGRES_USER: metabase
      POSTGRES_PASSWORD: ⟦PASSWORD|mb_Sup3rS3cret⟧
    ports: ["⟪port|5433⟫:5432"]
  minio:
    image: minio/minio:⟪version|RELEASE.2024-11-07T00-52-20Z⟫
    environment:
      MINIO_ROOT_USER: ⟦PERSON|okonkwo⟧
      MINIO_ROOT_PASSWORD: ⟦PASSWORD|8fQm!x2WzLr#pT⟧
"""))

T(("github_actions", r"""
name: publish
on:
  push:
    tags: ["v*"]
jobs:
  release:
    runs-on: ubuntu-⟪version|22.04⟫
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with: { node-version: 20, registry-url: "https://registry.npmjs.org" }
      - run: npm publish --access public
        env:
          NODE_AUTH_TOKEN: ⟦APIKEY|$npm_1⟧   # FIXME use secrets.NPM_TOKEN  (@⟦PERSON|bmurphy⟧)
      - run: echo "published ${{ github.ref_name }} build ⟪build_number|1187⟫"
"""))

T(("ci_log", r"""
[⟪timestamp|2025-12-11T10:02:14Z⟫] Build #⟪build_number|4812⟫ started by ⟦PERSON|Oksana Levchenko⟧
[2025-12-11T10:02:20Z] + export GITLAB_TOKEN=⟪masked_secret|[MASKED]⟫
[2025-12-11T10:02:20Z] + curl -sf -H "PRIVATE-TOKEN: ⟦APIKEY|$gitlab_pat_1⟧" https://gitlab.internal/api/v4/projects/⟪project_id|218⟫/packages
[2025-12-11T10:02:21Z] curl: (7) Failed to connect to ⟦IP_ADDRESS|10.40.2.17⟧ port 443
[2025-12-11T10:02:21Z] ERROR: Job failed: exit code ⟪exit_code|7⟫
"""))

T(("db_log", r"""
2025-12-12 03:14:55.102 UTC [⟪pid|88213⟫] LOG:  connection authorized: user=report_ro database=crm application_name=metabase host=⟦IP_ADDRESS|10.12.0.44⟧
2025-12-12 03:14:57.771 UTC [88213] ERROR:  duplicate key value violates unique constraint "customers_email_key"
2025-12-12 03:14:57.771 UTC [88213] DETAIL:  Key (email)=(⟦EMAIL|t.nakamura82@gmail.com⟧) already exists.
2025-12-12 03:14:57.771 UTC [88213] STATEMENT:  INSERT INTO customers (full_name, email, phone) VALUES ('⟦PERSON|Takeshi Nakamura⟧', '⟦EMAIL|t.nakamura82@gmail.com⟧', '⟦PHONE|+81 90-5521-0394⟧')
2025-12-12 03:15:00.004 UTC [⟪pid|88240⟫] LOG:  checkpoint starting: time
"""))

T(("teams_chat", r"""
[Teams] HR Partners — private chat
⟦PERSON|Gloria Estrada-Ruiz⟧  10:41
Heads up, ⟦PERSON|Martin Adebayo⟧ called in. He's been signed off for 4 weeks with ⟦MEDICAL|work-related stress and anxiety⟧. Fit note from his GP dated ⟪date|8 Dec⟫.
⟦PERSON|Hamish Greer⟧  10:44
Thanks. Does he stay on full pay under the sickness policy? He's on ⟦AMOUNT|£3,950⟧ a month I think.
⟦PERSON|Gloria Estrada-Ruiz⟧  10:46
Yes, full pay for the first 8 weeks. I'll log it in ⟪product|Workday⟫ under case ⟪case_no|HR-11873⟫. Let's not mention the ⟦MEDICAL|panic attacks⟧ to his line manager.
"""))

T(("whatsapp_chat", r"""
[⟪timestamp|12/12/2025, 19:03⟫] Mum: Party at ours Sat from 2! Address for the new ones: ⟦ADDRESS|27 Wattle Grove, Kellyville NSW 2155⟧
[12/12/2025, 19:05] ⟦PERSON|Jacinta⟧: what's the wifi again
[12/12/2025, 19:05] Mum: network ⟪wifi_ssid|Telstra5G-8E21⟫ password ⟦PASSWORD|kangaroo-paw-1962⟧
[12/12/2025, 19:07] Uncle ⟦PERSON|Baz⟧: I'll bring the esky. ⟦PERSON|Shazza⟧ can't come, her ⟦MEDICAL|gout⟧'s flared up again
[12/12/2025, 19:09] ⟦PERSON|Jacinta⟧: lol poor aunty. I'll grab the cake from ⟪org_name|Michel's Patisserie⟫
"""))

T(("telegram_chat", r"""
Telegram · DevOps 🛠
⟦PERSON|Artem⟧: bot is dead again
⟦PERSON|Artem⟧: token was ⟦APIKEY|$telegram_1⟧ right? did someone regenerate it in ⟪app_name|@BotFather⟫
⟦PERSON|Zhanna K.⟧: yes yesterday, new one is in vault under ⟪file_path|kv/bots/alerts⟫
⟦PERSON|Zhanna K.⟧: old one is revoked. bot id ⟪app_id|5332539581⟫ unchanged, just redeploy ⟪version|v0.9.7⟫
"""))

T(("referral_letter", r"""
⟪org_name|Kingsbridge Medical Centre⟫
⟪date|10 December 2025⟫

Dear Dr ⟦PERSON|Mahmoud⟧,

Re: Ms ⟦PERSON|Leonie Achterberg⟧, DOB ⟦DATE_OF_BIRTH|30.01.1998⟧, ⟦ADDRESS|9 Tamar View, Saltash PL12 4EX⟧

Thank you for seeing this 27-year-old woman with a two-year history of ⟦MEDICAL|low mood⟧ and ⟦MEDICAL|binge eating⟧, now with ⟦MEDICAL|passive suicidal thoughts⟧ but no plans. She is ⟦MEDICAL|14 weeks pregnant⟧, and stopped her ⟦MEDICAL|fluoxetine 20 mg⟧ herself in October. I would be grateful for an urgent perinatal mental health assessment.

Yours sincerely,
Dr ⟦PERSON|Tom Ebbrell⟧
Practice code ⟪practice_code|L83044⟫
"""))

T(("discharge_summary", r"""
DISCHARGE SUMMARY — Ward ⟪ward|7B⟫, ⟪org_name|St Columba's Hospital⟫
Name: ⟦PERSON|Fergus McAllister⟧   DOB: ⟦DATE_OF_BIRTH|11/07/1948⟧   Admitted: ⟪date|01/12/2025⟫   Discharged: ⟪date|09/12/2025⟫
Diagnosis: ⟦MEDICAL|community-acquired pneumonia⟧ on a background of ⟦MEDICAL|COPD⟧ and ⟦MEDICAL|atrial fibrillation⟧
Procedure: ⟦MEDICAL|chest drain insertion⟧
Discharge meds: ⟦MEDICAL|apixaban 5 mg BD⟧; ⟦MEDICAL|doxycycline 100 mg OD for 5 days⟧; ⟦MEDICAL|Trelegy Ellipta 1 puff daily⟧
Allergies: ⟦MEDICAL|codeine (vomiting)⟧
District nurse to visit at ⟦ADDRESS|4 Braeside Cottages, Killin FK21 8TN⟧, key safe ⟦PASSWORD|2205⟧.
"""))

T(("expense_report", r"""
EXPENSE CLAIM ⟪claim_no|EXP-2025-3391⟫
Claimant: ⟦PERSON|Ana Lucía Ferreyra⟧ (Field Sales LATAM)
Trip: ⟪place|Bogotá⟫ client visit, ⟪date|17–20 Nov 2025⟫
1  17/11  Taxi airport to hotel                 ⟦AMOUNT|COP 62.000⟧
2  18/11  Client dinner (4 pax)                 ⟦AMOUNT|COP 684.500⟧
3  20/11  ⟪org_name|Casa Dann Carlton⟫, 3 nights     ⟦AMOUNT|COP 1.455.000⟧
Per diem cap (policy): ⟪price|USD 85/day⟫
Total reimbursement requested: ⟦AMOUNT|USD 559.40⟧
Approver: ⟦PERSON|R. Villanueva⟧
"""))

T(("wire_transfer", r"""
Payment confirmation — SEPA Credit Transfer
Executed: ⟪date|11.12.2025⟫        Reference: ⟪reference_no|SCT-25345-770183⟫
Ordering party: ⟦PERSON|Lukas Brandstätter⟧, ⟦IBAN|$iban_at1⟧
Beneficiary: ⟦PERSON|Sofia Marchetti⟧
Beneficiary IBAN: ⟦IBAN|$iban_it1⟧    BIC: ⟪bic|BCITITMM⟫
Amount: ⟦AMOUNT|EUR 18,450.00⟧
Remittance info: Kaution + 1. Miete ⟦ADDRESS|Via dei Serpenti 41, 00184 Roma⟧
Charges: ⟪price|EUR 0.00⟫
"""))

T(("incident_report", r"""
SECURITY INCIDENT REPORT — ⟪ticket_id|SIR-2025-044⟫
Summary: on ⟪date|2025-12-08⟫ a developer (⟦PERSON|Kai Rasmussen⟧) pushed commit ⟪commit_sha|a41f0c9⟫ to a public repo containing long-lived AWS credentials:
    aws_access_key_id = ⟦APIKEY|$aws_akid_2⟧
    aws_secret_access_key = ⟦SECRET|$aws_secret_2⟧
Within 11 minutes the key was used from ⟦IP_ADDRESS|45.148.10.92⟧ and ⟦IP_ADDRESS|2a0e:97c0:3e3:1f4::7⟧ to launch 38 ⟪instance_type|p4d.24xlarge⟫ instances in ⟪region|us-east-2⟫.
Estimated cost to the company: ⟪price|USD 41,200⟫ (credited by AWS). Key deactivated ⟪timestamp|2025-12-08 14:52 UTC⟫.
Note: the runbook example address ⟪doc_ip|198.51.100.23⟫ is unrelated.
"""))

T(("rental_listing", r"""
TO LET — 2 bed upper flat, ⟪place|Jesmond, Newcastle⟫
⟪price|£925 pcm⟫ · deposit ⟪price|£1,067⟫ · available from ⟪date|5 January 2026⟫
Gas central heating, EPC rating C, council tax band B, unfurnished.
Five minutes from ⟪place|West Jesmond Metro⟫ and the shops on Acorn Road.
Agent: ⟪org_name|Sutton & Grey Lettings⟫ — enquire through the portal quoting ⟪listing_id|RL-44871⟫.
"""))

T(("news_article", r"""
MARKET WRAP — ⟪date|11 December 2025⟫
Shares in ⟪org_name|Johnson Matthey⟫ rose 4.1% after the company confirmed the sale of its catalyst unit for ⟪price|£1.8bn⟫. ⟪org_name|Marks & Spencer⟫ slipped 0.6%, while the FTSE 100 closed at ⟪index_value|8,312.44⟫. In ⟪place|Frankfurt⟫ the DAX added 0.3%, and Brent crude traded at ⟪price|$73.10⟫ a barrel. Analysts at ⟪org_name|Goldman Sachs⟫ kept their year-end target unchanged.
"""))

T(("drug_ad", r"""
NEW ⟪drug_ad|Allevia 180 mg⟫ — non-drowsy relief from hay fever for a full 24 hours.
Ask your pharmacist if Allevia is right for you. Now just ⟪price|$14.99⟫ for 30 tablets at ⟪org_name|Walgreens⟫.
Also try ⟪drug_ad|Allevia-D nasal spray⟫ for blocked sinuses.
Always read the label. Offer ends ⟪date|31/01/2026⟫. Use promo code ⟪promo_code|SNEEZE20⟫ online.
"""))

T(("health_article", r"""
Health explainer: what is prediabetes?
By Dr. ⟦PERSON|Hannah Okafor⟧ | ⟪date|9 Dec 2025⟫ | 6 min read

About one in three adults has ⟪health_info|prediabetes⟫, and most don't know it. Blood sugar is higher than normal but not yet high enough to count as ⟪health_info|type 2 diabetes mellitus⟫. Lifestyle change cuts the risk by more than half; some doctors also suggest ⟪health_info|metformin⟫ for people at very high risk. Screening is free at ⟪org_name|Boots⟫ pharmacies this month.
"""))

T(("court_filing", r"""
SUPERIOR COURT OF CALIFORNIA, COUNTY OF ⟪place|ALAMEDA⟫
Case No. ⟪case_no|RG25-118274⟫
⟦PERSON|DANIELA REYES-MORGAN⟧, Petitioner,
v.
⟦PERSON|TREVOR A. MORGAN⟧, Respondent.

DECLARATION RE: CHILD SUPPORT
I, ⟦PERSON|Daniela Reyes-Morgan⟧, declare:
1. I live at ⟦ADDRESS|2740 Fruitvale Ave, Apt 12, Oakland, CA 94601⟧ with our son ⟦PERSON|Mateo⟧ (age 7), who has ⟦MEDICAL|type 1 diabetes⟧ and uses an ⟦MEDICAL|insulin pump⟧.
2. Respondent earns about ⟦AMOUNT|$9,800⟧ per month. He has paid nothing since ⟪date|August 2025⟫ and owes ⟦AMOUNT|$7,450⟧ in arrears.
Hearing: ⟪date|January 22, 2026⟫, Dept. ⟪room_number|504⟫
"""))

T(("job_application", r"""
Application — Senior Data Engineer (Req ⟪req_id|R-20417⟫)
Name: ⟦PERSON|Siddharth Venkataraman⟧ (goes by ⟦PERSON|Sid⟧)
Email: ⟦EMAIL|sid.venkat@protonmail.com⟧    Phone: ⟦PHONE|+91 98450 31276⟧
Location: ⟪place|Bengaluru⟫, open to relocation
Current CTC: ⟦AMOUNT|₹38 LPA⟧    Expected: ⟦AMOUNT|₹52 LPA⟧    Notice period: 60 days
Aadhaar (for background verification): ⟦NATIONAL_ID|$nid_in1⟧
GitHub: github.com/⟦PERSON|sidvenkat⟧
Referred by: ⟦PERSON|Meera Pillai⟧
"""))

T(("background_check", r"""
Background screening request — ⟪org_name|Screenwise B.V.⟫    Order ⟪order_id|SW-88213⟫
Candidate: ⟦PERSON|Jeroen van der Linden⟧
Citizen service number (BSN): ⟦NATIONAL_ID|$nid_nl1⟧
Date of birth: ⟦DATE_OF_BIRTH|14-03-1986⟧
Address: ⟦ADDRESS|Prinsengracht 812-III, 1017 JL Amsterdam⟧
Checks: identity, education (⟪org_name|TU Delft⟫), certificate of conduct (VOG)
Requested by ⟦EMAIL|talent@brightpath.nl⟧ on ⟪date|2025-12-01⟫. Fee ⟪price|€49⟫ per check.
"""))

T(("bug_report", r"""
### Bug: /v1/me returns 401 after token refresh
**Version:** ⟪version|3.8.1⟫   **OS:** macOS 14.6

Steps:
1. log in as ⟦EMAIL|qa.tester07@lumenhq.com⟧ / ⟦PASSWORD|Lumen!test07⟧
2. wait 15 min, click Refresh

Failing request:
```
GET /v1/me HTTP/1.1
Host: api.lumenhq.com
Authorization: Bearer ⟦APIKEY|$jwt_1⟧
```
API gateway logs `invalid signature` for client ⟦IP_ADDRESS|34.117.59.81⟧. Related: #⟪issue_no|1942⟫  cc @⟦PERSON|dmitri-v⟧
"""))

T(("app_log_json", r"""
{"ts":"⟪timestamp|2025-12-12T08:00:01.442Z⟫","level":"info","msg":"payment captured","order":"⟪order_id|ORD-55812⟫","amount":"⟦AMOUNT|€149.00⟧","customer":"⟦PERSON|Mireille Dufresne⟧","card":"⟪masked_card|************8722⟫","trace":"⟪trace_id|4bf92f3577b34da6a3ce929d0e0e4736⟫"}
{"ts":"2025-12-12T08:00:03.019Z","level":"warn","msg":"AVS mismatch","customer_email":"⟦EMAIL|m.dufresne@orange.fr⟧","billing":"⟦ADDRESS|17 rue des Tanneurs, 67000 Strasbourg⟧","ip":"⟦IP_ADDRESS|90.12.188.47⟧"}
"""))

T(("java_stacktrace", r"""
Exception in thread "main" java.sql.SQLException: Access denied for user 'svc_ledger'@'⟦IP_ADDRESS|10.8.4.23⟧' (using password: YES)
	at com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:⟪line_no|130⟫)
	at com.mysql.cj.jdbc.ConnectionImpl.createNewIO(ConnectionImpl.java:⟪line_no|832⟫)
	at com.acme.ledger.Main.main(Main.java:41)
Caused by: url=jdbc:mysql://db-ledger.prod:⟪port|3306⟫/ledger?user=svc_ledger&password=⟦SECRET|Ledg3r#Prod!2024⟧
build ⟪build_number|2025.12.0-rc4⟫
"""))

T(("java_code", r"""
@Configuration
public class GraphClientConfig {
    private static final String TENANT_ID = "⟪app_id|$uuid_2⟫";
    private static final String CLIENT_ID = "⟪app_id|$uuid_3⟫";
    // expires ⟪date|2026-06-30⟫, owner ⟦PERSON|Priyanka Deshmukh⟧
    private static final String CLIENT_SECRET = "⟦SECRET|$azure_client_secret_1⟧";

    @Bean
    public GraphServiceClient graphClient() {
        var cred = new ClientSecretCredentialBuilder()
            .tenantId(TENANT_ID).clientId(CLIENT_ID).clientSecret(CLIENT_SECRET).build();
        return new GraphServiceClient(cred, "https://graph.microsoft.com/.default");
    }
}
"""))

T(("rust_code", r"""
// src/bin/backfill.rs
const HF_TOKEN: &str = "⟦APIKEY|$hf_1⟧"; // ⟦PERSON|jonas⟧'s read-only token
const MODEL: &str = "⟪model_name|sentence-transformers/all-MiniLM-L6-v2⟫";
const BATCH: usize = ⟪number|256⟫;

fn main() -> anyhow::Result<()> {
    let api = hf_hub::api::sync::ApiBuilder::new().with_token(Some(HF_TOKEN.into())).build()?;
    let repo = api.model(MODEL.to_string());
    println!("{:?}", repo.info()?);
    Ok(())
}
"""))

T(("shell_script", r"""
#!/usr/bin/env bash
# deploy.sh — ⟦PERSON|Hiroshi Tanaka⟧, Oct 2025
set -euo pipefail
export DIGITALOCEAN_ACCESS_TOKEN=⟦APIKEY|$do_pat_1⟧
export PGPASSWORD='⟦PASSWORD|h1r0sh1-pg-77⟧'
doctl compute ssh ⟪hostname|web-03⟫ --ssh-command "sudo systemctl restart app"
psql -h ⟦IP_ADDRESS|10.114.0.6⟧ -U app -c "select count(*) from orders where created_at > '⟪date|2025-10-01⟫'"
"""))

T(("jupyter_notebook", r"""
In [3]:
import openai, pandas as pd
openai.api_key = "⟦APIKEY|$openai_1⟧"
df = pd.read_csv("/Users/⟦PERSON|rebecca.lindgren⟧/Downloads/clinic_q3.csv")
df.head(2)

Out[3]:
   name              dx                        visit_date
0  ⟦PERSON|Oskar Nyberg⟧      ⟦MEDICAL|multiple sclerosis⟧        ⟪date|2025-07-14⟫
1  ⟦PERSON|Linnea Sjöberg⟧    ⟦MEDICAL|bipolar II disorder⟧       ⟪date|2025-08-02⟫
"""))

T(("tsv_export", r"""
name	email	mobile	ssn	hire_date	dept
⟦PERSON|Gómez, Alejandro⟧	⟦EMAIL|agomez@pinecrestmfg.com⟧	⟦PHONE|(915) 555-0123⟧	⟦SSN|$ssn_3⟧	⟪date|2019-04-15⟫	Maintenance
⟦PERSON|Whitaker, Joy⟧	⟦EMAIL|jwhitaker@pinecrestmfg.com⟧	⟦PHONE|(915) 555-0164⟧	⟦SSN|$ssn_4⟧	⟪date|2021-09-01⟫	QA
⟦PERSON|Tran, Minh⟧	⟦EMAIL|mtran@pinecrestmfg.com⟧	⟦PHONE|(915) 555-0189⟧	⟦SSN|$ssn_5⟧	⟪date|2023-02-27⟫	Shipping
"""))

T(("csv_export", r"""
order_id,customer,card_number,exp,cvv,total
⟪order_id|100231⟫,⟦PERSON|Ruth Ellison⟧,⟦CARD|$card_amex2⟧,⟪card_expiry|11/26⟫,⟦CVV|7731⟧,⟦AMOUNT|412.50⟧
⟪order_id|100232⟫,⟦PERSON|Ibrahim Sesay⟧,⟦CARD|$card_visa13⟧,⟪card_expiry|02/27⟫,⟦CVV|284⟧,⟦AMOUNT|58.00⟧
"""))

T(("password_reset_email", r"""
From: IT Service Desk <⟦EMAIL|servicedesk@northwind-ins.com⟧>
Subject: Your temporary password

Hi ⟦PERSON|Marisol⟧,

Your account ⟦EMAIL|marisol.quintero@northwind-ins.com⟧ was reset by ⟦PERSON|Kevin Doyle⟧ (IT Helpdesk) on ⟪timestamp|12 Dec 2025 09:31 CET⟫.
Temporary password: ⟦PASSWORD|Winter-Lamp-4417⟧
You'll be asked to change it at first sign-in. Your code for MFA setup is ⟪otp_code|830 214⟫ (valid 10 minutes).
Ticket: ⟪ticket_id|INC0098812⟫
"""))

T(("whiteboard_ocr", r"""
[photo of office whiteboard — OCR]
GUEST WIFI: ⟪wifi_ssid|Brightwater-Guest⟫ / ⟦PASSWORD|sunflower2025⟧
Staff wifi key: ⟦PASSWORD|BW-st@ff-9931⟧
Alarm code (front door): ⟦PASSWORD|7 3 1 9⟧ — ⟦PERSON|Dee⟧ changes it monthly
Printer: ⟦IP_ADDRESS|192.168.1.240⟧     Support line ⟪service_number|1300 652 099⟫
"""))

T(("forum_post", r"""
r/personalfinance · Posted by u/quiet_otter_88 · ⟪timestamp|5h⟫
Got a collections letter for a debt I don't recognise
My wife and I just got a letter saying I owe ⟦AMOUNT|$3,212.40⟧ to ⟪org_name|Midland Credit⟫ for an old store card. I've never had one. They quoted my SSN as ⟪id_tail|***-**-7911⟫, which is correct, and my old address ⟦ADDRESS|4410 Kessler Blvd, Indianapolis, IN 46228⟧. Is this identity theft? My score went from 742 to 688 overnight.
"""))

T(("meeting_minutes", r"""
Board of Directors — Minutes, ⟪date|4 December 2025⟫
Present: ⟦PERSON|A. Whitlock⟧ (Chair), ⟦PERSON|F. Osei⟧, ⟦PERSON|Margaret Liu⟧, ⟦PERSON|D. Hammond⟧ (minutes)
Apologies: ⟦PERSON|Colin Baptiste⟧ (⟦MEDICAL|recovering from heart bypass surgery⟧)
1. 2026 operating budget approved at ⟪price|$2.4M⟫.
2. CEO base salary of ⟦AMOUNT|$310,000⟧ approved; ⟦PERSON|Margaret⟧ abstained.
3. Next meeting ⟪date|5 March 2026⟫, ⟪place|Denver⟫ office, boardroom ⟪room_number|12A⟫.
"""))

T(("dental_record", r"""
Patient: ⟦PERSON|Yusuf Demir⟧    DOB ⟦DATE_OF_BIRTH|1983/05/09⟧
Visit ⟪date|2025/12/10⟫   Surgery ⟪room_number|Op-3⟫
Tx: ⟦MEDICAL|extraction of tooth 36⟧ with ⟦MEDICAL|bone graft⟧; ⟦MEDICAL|bruxism⟧, night guard fitted.
Med hx: on ⟦MEDICAL|warfarin⟧, INR checked ⟪date|2025/12/08⟫.
Fee ⟦AMOUNT|€480⟧ paid by card ⟪masked_card|**** 0057⟫
"""))

T(("therapy_note", r"""
Session note — ⟪date|11/12/2025⟫, session 14
Client: ⟦PERSON|J.R.⟧ (⟦PERSON|Jordan Reilly⟧)
Presenting: ⟦MEDICAL|PTSD⟧ after an assault in 2023; ⟦MEDICAL|nightmares⟧ down to twice a week. Still avoiding the ⟪place|Wexford⟫ bus route. Discussed ⟦MEDICAL|heavy drinking⟧ (~20 units/wk).
Plan: EMDR next session ⟪date|18/12⟫. Fee ⟦AMOUNT|€90⟧ (sliding scale).
"""))

T(("gym_membership", r"""
Membership agreement — ⟪org_name|Anytime Fitness⟫ ⟪place|Parramatta⟫
Member: ⟦PERSON|Chloe Anagnostopoulos⟧     DOB ⟦DATE_OF_BIRTH|07/09/2001⟧
Mobile ⟦PHONE|0491 570 110⟧    Email ⟦EMAIL|chloe.anag@gmail.com⟧
Direct debit ⟦AMOUNT|$21.95⟧ per fortnight from BSB ⟪bank_code|062-000⟫ acct ⟪masked_account|xxxx5521⟫
Health declaration: ⟦MEDICAL|asthma⟧ (uses ⟦MEDICAL|Ventolin⟧), ⟦MEDICAL|previous ACL reconstruction⟧
Door access PIN: ⟦PASSWORD|042117⟧
"""))

T(("tfn_declaration", r"""
Tax file number declaration
1  Tax file number: ⟦NATIONAL_ID|$nid_au1⟧
2  Title: Ms   Surname: ⟦PERSON|Papadakis⟧   First given name: ⟦PERSON|Eleni⟧
4  Home address: ⟦ADDRESS|3/17 Rawson Street, Haberfield NSW 2045⟧
6  Date of birth: ⟦DATE_OF_BIRTH|23/04/1992⟧
Payer: ⟪org_name|Harbour City Cafés Pty Ltd⟫   ABN ⟪abn|53 004 085 616⟫
Signed ⟪date|02/12/2025⟫
"""))

T(("insurance_eob", r"""
EXPLANATION OF BENEFITS — THIS IS NOT A BILL
Member: ⟦PERSON|Rosalind Achebe⟧       Group: ⟪group_no|0873214-010⟫      Claim #: ⟪claim_no|EA58120937⟫
Patient: ⟦PERSON|Kofi Achebe⟧ (dependent)     Provider: ⟪org_name|Children's Hospital Colorado⟫
Service date: ⟪date|10/28/2025⟫    Service: ⟦MEDICAL|tonsillectomy and adenoidectomy⟧
Billed ⟦AMOUNT|$14,870.00⟧    Plan discount ⟦AMOUNT|$8,102.44⟧    Plan paid ⟦AMOUNT|$5,414.05⟧
Your responsibility: ⟦AMOUNT|$1,353.51⟧ (deductible ⟦AMOUNT|$1,000.00⟧ + coinsurance ⟦AMOUNT|$353.51⟧)
Questions? Call ⟪service_number|1-800-872-3862⟫
"""))

T(("immigration_receipt", r"""
I-797C, NOTICE OF ACTION — RECEIPT NOTICE
Receipt Number: ⟪receipt_no|IOE0918273645⟫        Case Type: I-485
Received Date: ⟪date|11/14/2025⟫    Priority Date: ⟪date|03/02/2023⟫
Applicant: ⟦PERSON|FERNANDES, PRISCILA DA SILVA⟧     DOB: ⟦DATE_OF_BIRTH|06/30/1991⟧    COB: ⟪place|Brazil⟫
Mail to: ⟦PERSON|PRISCILA FERNANDES⟧, ⟦ADDRESS|77 Summer St Apt 3, Somerville MA 02143⟧
Fee received: ⟪price|$1,440⟫
-- paralegal note (internal) --
SSN ⟦SSN|$ssn_6⟧ issued 05/2024; passport ⟦PASSPORT|FX918273⟧ (BRA); CPF ⟦NATIONAL_ID|$nid_br1⟧
"""))

T(("recruiter_email", r"""
From: ⟦PERSON|Kelsey Brandt⟧ <⟦EMAIL|kelsey@talentforge.io⟧>
To: ⟦EMAIL|d.oyelowo@gmail.com⟧
Subject: Offer details — Staff SRE at ⟪org_name|Helix Robotics⟫

Hi ⟦PERSON|Dami⟧,

Great news! Helix would like to offer you a base of ⟦AMOUNT|$212,000⟧ plus a ⟦AMOUNT|$40,000⟧ sign-on bonus and ⟪number|12,400⟫ options at a strike of ⟪price|$3.11⟫. Start date ⟪date|Feb 2, 2026⟫.
Their published band for the role is ⟪price|$185k–$235k⟫, so this is solidly mid-band.
Call me at ⟦PHONE|(415) 555-0112⟧ when you can.

⟦PERSON|Kelsey⟧
"""))

T(("police_report", r"""
INCIDENT REPORT #⟪case_no|25-041187⟫ — ⟪org_name|Harris County Sheriff's Office⟫
Date/Time: ⟪timestamp|12/09/2025 22:40⟫    Location: ⟪place|Kroger parking lot, Montrose⟫
Victim: ⟦PERSON|Latoya Simmons⟧, DOB ⟦DATE_OF_BIRTH|02/14/1987⟧, ⟦ADDRESS|6114 Goforth St, Houston TX 77021⟧, ph ⟦PHONE|713-555-0136⟧
Suspect: ⟦PERSON|Darnell Hughes⟧ aka "⟦PERSON|Red⟧", approx. 25-30
Narrative: Victim states suspect took her purse containing about ⟦AMOUNT|$240⟧ cash and her Social Security card (⟦SSN|$ssn_7⟧). Victim sustained a ⟦MEDICAL|laceration to the left forearm⟧, treated on scene by medic unit ⟪unit_no|M-42⟫.
Reporting deputy: Dep. ⟦PERSON|R. Castillo⟧
"""))

T(("school_report", r"""
End of Term Report — Autumn 2025          ⟪org_name|St Aidan's C of E Academy⟫
Pupil: ⟦PERSON|Isla McCready⟧    Year 8, tutor group ⟪class_name|8KS⟫

English (Mrs ⟦PERSON|Sandhu⟧): ⟦PERSON|Isla⟧'s creative writing is a real strength; she needs to proofread more carefully.
SENCo note: ⟦MEDICAL|ADHD (combined type)⟧, takes ⟦MEDICAL|methylphenidate 18 mg⟧ at breakfast; extra time in assessments. ⟦MEDICAL|Dyslexia⟧ screening requested.
Parents' evening: ⟪date|15 January⟫, booking code ⟪booking_code|PE-8K-117⟫
"""))

T(("travel_itinerary", r"""
Your trip to ⟪place|Lisbon⟫ — Booking reference ⟪pnr|K7QX2M⟫
Passenger: ⟦PERSON|HOFFMANN/ANNIKA⟧ MS
⟪flight_no|TP 579⟫   ⟪date|14 Feb 2026⟫   FRA 06:10 → LIS 08:25   Seat ⟪seat|23A⟫
Advance Passenger Information: passport ⟦PASSPORT|C4J8R2T71⟧ (DEU), DOB ⟦DATE_OF_BIRTH|1993-11-02⟧, expiry 2031-05-19
Fare paid: ⟦AMOUNT|€312.48⟧ on Mastercard ⟪masked_card|5XXX XXXX XXXX 8633⟫
Baggage allowance 23 kg. Check-in opens 24 h before departure.
"""))

T(("slack_chat_tokens", r"""
#release-eng
⟦PERSON|Tobias Wren⟧  4:02 PM
does anyone have a Jira API token that works with the changelog script? mine expired
⟦PERSON|Ruth⟧  4:05 PM
use the bot account: ⟦EMAIL|jira-bot@orbitalsoft.io⟧ / ⟦APIKEY|$atlassian_1⟧
⟦PERSON|Ruth⟧  4:05 PM
(please don't paste it anywhere else lol)
⟦PERSON|Tobias Wren⟧  4:07 PM
ta. it queries ⟪url|https://orbitalsoft.atlassian.net/rest/api/3/search⟫ with fixVersion=⟪version|5.2.0⟫
"""))

T(("ini_config", r"""
# ~/.my.cnf on db-backup-02   (owner: ⟦PERSON|pkaminski⟧)
[client]
user=backup_agent
password=⟦PASSWORD|Bckp!2025-Dec⟧
host=⟦IP_ADDRESS|10.30.5.12⟧
port=⟪port|3306⟫

[mysqldump]
single-transaction
max_allowed_packet=⟪size|512M⟫
"""))

T(("toml_config", r"""
# config/production.toml
[server]
bind = "⟪doc_ip|127.0.0.1⟫:8443"
workers = ⟪number|8⟫

[database]
url = "mysql://orders:⟦SECRET|Kx9$wq2!Lm⟧@⟦IP_ADDRESS|10.2.0.15⟧:3306/orders"

[github]
app_id = ⟪app_id|381204⟫
token = "⟦APIKEY|$gh_pat_1⟧"

[notify]
admin_email = "⟦EMAIL|oncall@ordersvc.dev⟧"
"""))

T(("postman_collection", r"""
{
  "info": { "name": "Billing API", "_postman_id": "⟪uuid|$uuid_4⟫" },
  "item": [{
    "name": "Create invoice",
    "request": {
      "method": "POST",
      "header": [{ "key": "Authorization", "value": "Bearer ⟦APIKEY|$jwt_2⟧" }],
      "url": "https://billing.internal.example/v2/invoices",
      "body": { "mode": "raw", "raw": "{\"customer\":\"⟦PERSON|Henrietta Vos⟧\",\"amount\":⟦AMOUNT|1250.00⟧,\"currency\":\"EUR\"}" }
    }
  }],
  "auth": { "type": "basic", "basic": [{ "key": "username", "value": "billing-admin" }, { "key": "password", "value": "⟦PASSWORD|B1ll!ng-Adm1n⟧" }] }
}
"""))

T(("qa_forum_curl", r"""
Shopify Admin API returns 401 even though the token is correct

I'm calling the REST API like this:

curl -X GET "https://snowpeak-outfitters.myshopify.com/admin/api/⟪version|2024-10⟫/orders.json?status=any" \
  -H "X-Shopify-Access-Token: ⟦APIKEY|$shopify_pat_1⟧"

The app's API secret key is ⟦SECRET|$shopify_ss_1⟧ and the API key is ⟪app_id|8f3e2a91c0d74b5e9a1f6c2d7e8b4a03⟫. What am I missing?
asked ⟪timestamp|Dec 3 at 14:22⟫ · viewed ⟪number|1,208⟫ times
"""))

T(("audit_log", r"""
2025-12-12T07:58:11Z user.session.start SUCCESS actor=⟦EMAIL|b.achterberg@vandelay.io⟧ ip=⟦IP_ADDRESS|94.31.86.140⟧ geo="⟪place|Utrecht, NL⟫" ua="Chrome ⟪version|131.0⟫"
2025-12-12T07:58:40Z user.mfa.factor.deactivate SUCCESS actor=⟦EMAIL|it-admin@vandelay.io⟧ target="⟦PERSON|Bram Achterberg⟧" ip=⟦IP_ADDRESS|10.9.1.4⟧
2025-12-12T08:01:02Z user.authentication.auth_via_mfa FAILURE actor=⟦EMAIL|b.achterberg@vandelay.io⟧ ip=⟦IP_ADDRESS|2a01:4f8:c17:9b2a::1⟧ reason=INVALID_CREDENTIALS eventId=⟪uuid|$uuid_5⟫
"""))

T(("firewall_log", r"""
Dec 12 06:01:33 fw01 kernel: [UFW BLOCK] IN=eth0 OUT= SRC=⟦IP_ADDRESS|103.145.13.208⟧ DST=⟦IP_ADDRESS|10.0.0.12⟧ LEN=40 TTL=244 PROTO=TCP SPT=⟪port|49152⟫ DPT=⟪port|3389⟫
Dec 12 06:01:35 fw01 kernel: [UFW BLOCK] IN=eth0 OUT= SRC=⟦IP_ADDRESS|103.145.13.208⟧ DST=⟦IP_ADDRESS|10.0.0.12⟧ LEN=40 TTL=244 PROTO=TCP SPT=49153 DPT=22
Dec 12 06:02:10 fw01 kernel: [UFW ALLOW] IN=wg0 OUT=eth0 SRC=⟦IP_ADDRESS|fd42:17:9::5⟧ DST=⟦IP_ADDRESS|10.0.0.30⟧ PROTO=TCP DPT=443
# rule 14 copied from the vendor docs: allow from ⟪doc_ip|203.0.113.0⟫/24 to any port 8443
"""))

T(("sms_otp", r"""
⟪sender_id|Monzo⟫: Your login code is ⟪otp_code|913307⟫. Never share it, not even with us. Sent ⟪timestamp|12/12 09:14⟫.
⟪sender_id|AMZN⟫: ⟪otp_code|448120⟫ is your one-time password. Don't share it. Ref ⟪ref_code|77QK⟫
"""))

T(("delivery_note", r"""
DPD — your parcel ⟪tracking_number|15501234567890⟫ is out for delivery
Hi ⟦PERSON|Oliwia⟧, your driver ⟦PERSON|Mehmet⟧ will deliver between ⟪time|10:32–11:32⟫.
Delivery address: ⟦ADDRESS|Flat 9, Ashgrove House, 61 Cowley Road, Oxford OX4 1HR⟧
Your instructions: "if no answer leave with neighbour at no. 63, or use the key box, code ⟦PASSWORD|1984⟧"
Sender: ⟪org_name|ASOS⟫    Track live: ⟪url|dpd.co.uk/t/7XK2P⟫
"""))

T(("discord_chat", r"""
#bot-dev
⟦PERSON|noor⟧ — Today at 11:14 PM
ok pushed the moderation bot, set DISCORD_TOKEN=⟦APIKEY|$discord_bot_1⟧ in the .env on the vps
⟦PERSON|Finn O'Sullivan⟧ — Today at 11:16 PM
you just posted the token in a public server 💀 reset it
⟦PERSON|noor⟧ — Today at 11:16 PM
oh no. resetting. the webhook for #logs is ⟦SECRET|$discord_webhook_1⟧ too, rotating that
⟦PERSON|Finn O'Sullivan⟧ — Today at 11:17 PM
vps is ⟦IP_ADDRESS|159.223.41.77⟧ right? I'll ssh in. application id ⟪app_id|1048137436364951478⟫ stays the same
"""))

T(("line_chat", r"""
[LINE] ⟪date|2025.12.12 Fri⟫
21:03 ⟦PERSON|Yuki⟧  your new place is ⟦ADDRESS|2-14-7 Kichijoji Honcho, Musashino-shi, Tokyo 180-0004, Room 302⟧ right?
21:05 ⟦PERSON|Daniel Osei⟧  yep! landlord is Mr. ⟦PERSON|Hayashi⟧, his number is ⟦PHONE|090-3318-7264⟧ if the key box sticks. box code ⟦PASSWORD|2580⟧
21:06 ⟦PERSON|Yuki⟧  nice, near ⟪place|Inokashira Park⟫?
21:07 ⟦PERSON|Daniel⟧  5 min walk. rent is ⟦AMOUNT|¥98,000⟧, way cheaper than the ⟪price|¥140,000⟫ places on ⟪org_name|SUUMO⟫
"""))

T(("patient_portal_message", r"""
MyChart message — To: Dr. ⟦PERSON|Ellen Sato⟧ / From: ⟦PERSON|Grace Whitaker-Boone⟧ — ⟪timestamp|Dec 11, 2025 9:52 PM⟫
Subject: side effects??
Hi Dr. ⟦PERSON|Sato⟧, since starting the ⟦MEDICAL|lisinopril 10 mg⟧ I've had a ⟦MEDICAL|dry cough⟧ that won't quit and some ⟦MEDICAL|dizziness⟧ when I stand up. My ⟦MEDICAL|migraines⟧ are back too. Should I switch? My pharmacy is the ⟪org_name|CVS⟫ on ⟪place|Elm St⟫.
Thanks, ⟦PERSON|Grace⟧
"""))

T(("pharmacy_sms", r"""
⟪sender_id|CVS Pharmacy⟫: ⟦PERSON|ELIJAH⟧, your Rx ⟪rx_number|#4412809⟫ for ⟦MEDICAL|ATORVASTATIN 40MG TAB⟧ is ready for pickup at ⟪place|CVS Northgate⟫. Copay ⟦AMOUNT|$7.50⟧. Also due for refill: ⟦MEDICAL|TRULICITY 1.5MG/0.5ML PEN⟧. Reply STOP to opt out.
"""))

T(("appsettings_json", r"""
{
  "Logging": { "LogLevel": { "Default": "Information" } },
  "ConnectionStrings": {
    "Blob": "DefaultEndpointsProtocol=https;AccountName=contosoinvoices;AccountKey=⟦SECRET|$azure_storage_1⟧;EndpointSuffix=core.windows.net",
    "Sql": "Server=tcp:contoso-sql.database.windows.net,⟪port|1433⟫;Database=invoices;User ID=invapp;Password=⟦SECRET|Inv0ice$Prod#77⟧;Encrypt=True;"
  },
  "AzureAd": { "TenantId": "⟪app_id|$uuid_6⟫", "ClientId": "⟪app_id|3c9d1e52-7a0b-4f6e-9d2c-81b5e0a4f7c3⟫", "ClientSecret": "⟦SECRET|$azure_client_secret_2⟧" },
  "Support": { "Email": "⟦EMAIL|ap-support@contoso-invoices.com⟧" }
}
"""))

T(("sepa_payroll_csv", r"""
batch_id;execution_date;name;iban;bic;amount;currency;remittance
⟪batch_id|PAY-2025-12⟫;⟪date|2025-12-24⟫;⟦PERSON|Müller, Katharina⟧;⟦IBAN|$iban_de1⟧;⟪bic|DEUTDEDBBER⟫;⟦AMOUNT|4182.55⟧;EUR;Gehalt 12/2025
PAY-2025-12;2025-12-24;⟦PERSON|García Ruiz, Javier⟧;⟦IBAN|$iban_es1⟧;⟪bic|CAIXESBBXXX⟫;⟦AMOUNT|3390.10⟧;EUR;Gehalt 12/2025
PAY-2025-12;2025-12-24;⟦PERSON|Dubois, Amélie⟧;⟦IBAN|$iban_fr1⟧;⟪bic|BNPAFRPPXXX⟫;⟦AMOUNT|3875.00⟧;EUR;Gehalt 12/2025
"""))

T(("rent_increase_letter", r"""
⟪org_name|Greystar Property Management⟫
⟪date|December 1, 2025⟫

Mr. ⟦PERSON|Abdirahman Yusuf⟧
⟦ADDRESS|1120 Cedar Ave S, Unit 408, Minneapolis, MN 55404⟧

Dear Mr. ⟦PERSON|Yusuf⟧,
This letter is notice that your monthly rent will increase from ⟦AMOUNT|$1,425⟧ to ⟦AMOUNT|$1,519⟧ effective ⟪date|February 1, 2026⟫. Our records also show an outstanding balance of ⟦AMOUNT|$212.40⟧ in late fees. Comparable units in the building are currently advertised at ⟪price|$1,595⟫.
Leasing office: ⟦PHONE|(612) 555-0171⟧
"""))

T(("vaccination_record", r"""
IMMUNIZATION RECORD — ⟪org_name|Kaiser Permanente⟫
Name: ⟦PERSON|Paloma Herrera-Quispe⟧    DOB: ⟦DATE_OF_BIRTH|2018-04-22⟧
⟪date|2025-10-03⟫  ⟦MEDICAL|Influenza vaccine (quadrivalent) 0.5 mL IM⟧   Lot ⟪lot_no|UJ482AA⟫
2025-10-03  ⟦MEDICAL|COVID-19 vaccine 2025-26 formula⟧   Lot ⟪lot_no|FK9128⟫
Note: ⟦MEDICAL|egg allergy⟧, observed 15 min, no reaction.
Parent/guardian: ⟦PERSON|Rocío Quispe⟧ ⟦PHONE|(510) 555-0158⟧
"""))

T(("debt_collection_letter", r"""
⟪org_name|Portfolio Recovery Associates⟫
RE: original creditor ⟪org_name|Capital One⟫, account ⟪masked_account|XXXXXXXXXXXX4417⟫        ⟪date|December 5, 2025⟫

⟦PERSON|Shaniqua Barnes⟧
⟦ADDRESS|3902 Old Hickory Trl, Apt 6C, Nashville, TN 37214⟧

Balance due: ⟦AMOUNT|$2,887.16⟧
We will accept ⟦AMOUNT|$1,443.58⟧ as settlement in full if received by ⟪date|January 9, 2026⟫.
--- collector notes ---
⟪timestamp|12/08 14:10⟫ spoke w/ debtor, verified SSN ⟦SSN|$ssn_8⟧ and DOB ⟦DATE_OF_BIRTH|1990-07-19⟧; says she lost her job, asked for a payment plan of ⟦AMOUNT|$150⟧/mo.
"""))
