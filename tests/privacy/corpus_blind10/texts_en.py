# English texts for corpus_blind10, written by hand one at a time.
# Markup: ⟦TYPE|value⟧ = span to detect, ⟪kind|value⟫ = decoy; `$name` = values.VALUES[name].
TEXTS = [

("email_payroll", """From: ⟦PERSON|Dana Whitfield⟧ <⟦EMAIL|dana.whitfield@brightmoor-logistics.com⟧>
To: ⟦EMAIL|payroll@brightmoor-logistics.com⟧
Date: ⟪timestamp|Tue, 14 Oct 2025 09:12:44 +0100⟫
Subject: Bank details change from next pay run

Hi team,

I've switched banks, could you pay my salary into the new account from the November run please?

Account name: ⟦PERSON|Dana M Whitfield⟧
IBAN: ⟦IBAN|$iban_gb1⟧
The old account (ending ⟪id_tail|7731⟫) can be closed on your side.

My net pay last month was ⟦AMOUNT|£3,412.67⟧ so just flagging in case anything looks off after the switch.

Thanks,
⟦PERSON|Dana⟧
⟪org_name|Brightmoor Logistics⟫ | Goods-in, ⟪place|Avonmouth⟫"""),

("slack_chat", """#infra-alerts (Slack export)
[10:02] ⟦PERSON|marcus.bell⟧: billing-api ⟪version|v4.18.2⟫ failed on staging again, build ⟪build_number|#8812⟫
[10:03] ⟦PERSON|marcus.bell⟧: think the runner lost its creds
[10:05] ⟦PERSON|Priya R⟧: try these, new ones from the vault rotation
[10:05] ⟦PERSON|Priya R⟧: AWS_ACCESS_KEY_ID=⟦APIKEY|$aws_akid1⟧
[10:05] ⟦PERSON|Priya R⟧: AWS_SECRET_ACCESS_KEY=⟦SECRET|$aws_secret1⟧
[10:06] ⟦PERSON|marcus.bell⟧: 👍 works. pls rotate after, this channel has 140 ppl
[10:07] ⟦PERSON|Priya R⟧: yeah yeah. bucket is ⟪resource_name|s3://bm-billing-exports-eu⟫, region ⟪region|eu-west-2⟫"""),

("nginx_log", """⟦IP_ADDRESS|10.42.7.19⟧ - - [⟪timestamp|14/Oct/2025:08:15:02 +0000⟫] "GET /api/v2/orders/⟪order_id|ORD-558201⟫ HTTP/1.1" 200 1432 "-" "okhttp/4.12.0"
⟪doc_ip|203.0.113.44⟫ - - [14/Oct/2025:08:15:03 +0000] "POST /login HTTP/1.1" 401 87 "-" "Mozilla/5.0"
⟦IP_ADDRESS|81.187.33.214⟧ - ⟦PERSON|jlarkin⟧ [14/Oct/2025:08:15:07 +0000] "GET /admin/export?fmt=csv HTTP/1.1" 200 88412 "-" "curl/⟪version|8.4.0⟫"
⟦IP_ADDRESS|2a01:4f8:c17:2b1e::3⟧ - - [14/Oct/2025:08:15:09 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"
⟪loopback|127.0.0.1⟫ - - [14/Oct/2025:08:15:10 +0000] "GET /nginx_status HTTP/1.1" 200 97 "-" "-\""""),

("env_file", """# billing-api .env (staging) -- DO NOT COMMIT
APP_ENV=staging
APP_PORT=⟪port|8080⟫
DATABASE_URL=postgres://billing_svc:⟦SECRET|Tr0mb0ne-Quilt-88⟧@⟦IP_ADDRESS|10.20.4.11⟧:⟪port|5432⟫/billing
REDIS_URL=redis://:⟦SECRET|q7XvLr2mPz⟧@⟦IP_ADDRESS|10.20.4.12⟧:⟪port|6379⟫/0
STRIPE_SECRET_KEY=⟦APIKEY|$stripe_sk1⟧
STRIPE_PUBLISHABLE_KEY=⟪app_id|$stripe_pk1⟫
STRIPE_WEBHOOK_SECRET=⟦SECRET|$stripe_whsec1⟧
SENTRY_DSN=⟦APIKEY|$sentry_dsn1⟧
SENDGRID_API_KEY=⟦APIKEY|$sendgrid1⟧
ADMIN_EMAIL=⟦EMAIL|ops@billing.brightmoor-logistics.com⟧
FEATURE_FLAGS=new-invoices,eu-vat"""),

("support_ticket", """Ticket ⟪ticket_id|#CS-204871⟫ | Priority: Normal | Channel: Web form
Customer: ⟦PERSON|Harriet Okonkwo-Bell⟧
Email: ⟦EMAIL|hokonkwobell@example.net⟧
Phone: ⟦PHONE|+1 (415) 555-0142⟧

Message:
Hi, I was charged twice for order ⟪order_id|7734-1182⟫ (⟦AMOUNT|$89.00⟧, the blue duvet set). Both charges show on my card ending in ⟪id_tail|3309⟫. I already called my bank and they said it has to come from you. Can you refund one of them?

Agent note (⟦PERSON|Kofi⟧): confirmed duplicate capture, refunded ⟦AMOUNT|$89.00⟧ to card ⟪masked_card|•••• •••• •••• 3309⟫ on ⟪date|10/14/2025⟫, told customer 5-10 business days."""),

("referral_letter", """NORTHGATE FAMILY PRACTICE · ⟪place|Leeds⟫

Referral: Rheumatology, ⟪org_name|St. Bartram's Hospital⟫
Date: ⟪date|02/09/2025⟫

Dear Dr. ⟦PERSON|Aslam⟧,

Re: Mr ⟦PERSON|Colin FENWICK⟧, DOB ⟦DATE_OF_BIRTH|17/03/1961⟧, NHS No. ⟦NATIONAL_ID|$uk_nhs1⟧
    ⟦ADDRESS|22 Moorfield Avenue, Leeds LS12 3RB⟧

Thank you for seeing this 64-year-old gentleman with a 4-month history of ⟦MEDICAL|symmetrical small-joint polyarthritis⟧ affecting both hands, with ⟦MEDICAL|early morning stiffness⟧ lasting over an hour. He has ⟦MEDICAL|type 2 diabetes⟧ (diet-controlled) and ⟦MEDICAL|hypertension⟧ on ⟦MEDICAL|amlodipine 5 mg once daily⟧. He is ⟦MEDICAL|allergic to penicillin⟧ (rash).

I have started ⟦MEDICAL|naproxen 500 mg twice daily⟧ with ⟦MEDICAL|omeprazole 20 mg⟧ cover pending your review.

Yours sincerely,
Dr. ⟦PERSON|Helen Marsh⟧
GP Partner"""),

("python_code", """import os
from openai import OpenAI

# TODO(⟦PERSON|jpark⟧): move to secrets manager before ⟪version|v1.3.0⟫ ships
client = OpenAI(
    api_key="⟦APIKEY|$openai1⟧",
    organization="⟪app_id|$openai_org1⟫",
)


def summarize(ticket_text: str) -> str:
    resp = client.chat.completions.create(
        model="⟪model_name|gpt-4o-mini⟫",
        messages=[{"role": "user", "content": ticket_text}],
        max_tokens=400,
    )
    return resp.choices[0].message.content"""),

("sms_inbox", """From: ⟪short_code|60022⟫
⟪timestamp|14/10 08:31⟫  Your one-time passcode is ⟪otp_code|771 204⟫. It expires in 10 minutes. We will never call you to ask for it.

From: ⟦PHONE|+44 7700 900418⟧
14/10 08:40  hey its ⟦PERSON|Leanne⟧, new number!! save it x also the gate code for mums is now ⟦PASSWORD|4471⟧#

From: Royal Mail
14/10 09:02  Your parcel ⟪tracking_number|JD014600003829104857⟫ will be delivered today between 13:05-14:05."""),

("git_diff", """commit ⟪hash|9b1f0c3e7d2a48c6b0e5f1a2d3c4b5a6978e1f20⟫
Author: ⟦PERSON|Tomasz Wrona⟧ <⟦EMAIL|tomasz.wrona@kestrelworks.io⟧>
Date:   ⟪timestamp|Mon Oct 13 17:44:09 2025 +0200⟫

    remove hardcoded provider tokens (rotated already)

diff --git a/deploy/terraform/providers.tf b/deploy/terraform/providers.tf
index ⟪hash|3f9c2e1⟫..⟪hash|a71b0d4⟫ 100644
--- a/deploy/terraform/providers.tf
+++ b/deploy/terraform/providers.tf
@@ -1,9 +1,8 @@
 provider "digitalocean" {
-  token = "⟦APIKEY|$do_pat1⟧"
+  token = var.do_token
 }
 
 provider "cloudflare" {
-  api_token = "⟦APIKEY|$cloudflare1⟧"
+  api_token = var.cf_api_token
 }"""),

("calendar_invite", """BEGIN:VEVENT
DTSTART:⟪timestamp|20251021T140000Z⟫
DTEND:20251021T143000Z
SUMMARY:1:1 ⟦PERSON|Rachel⟧ / ⟦PERSON|Tom⟧ - comp review
LOCATION:Zoom https://kestrelworks.zoom.us/j/⟪meeting_id|84512239071⟫?pwd=⟦SECRET|Vk1xRmtDa2Y2eTdPc2pXdQ⟧
ORGANIZER;CN=⟦PERSON|Rachel Adeyemi⟧:mailto:⟦EMAIL|rachel.adeyemi@kestrelworks.io⟧
ATTENDEE;CN=⟦PERSON|Tom Hadley⟧;ROLE=REQ-PARTICIPANT:mailto:⟦EMAIL|tom.hadley@kestrelworks.io⟧
DESCRIPTION:Discuss 2026 raise (proposal: base from ⟦AMOUNT|$118,000⟧ to ⟦AMOUNT|$127,500⟧) and RSU refresh.
UID:⟪uuid|7f3c2a10-91d4-4b6e-8a0f-2c1d9e7b5a44⟫@kestrelworks.io
END:VEVENT"""),

("job_application_form", """EMPLOYMENT APPLICATION — Form ⟪form_id|HR-12⟫ (rev. 2024)
Last name: ⟦PERSON|Delgado⟧        First: ⟦PERSON|Marisol⟧       MI: T
Date of birth: ⟦DATE_OF_BIRTH|04/22/1989⟧
SSN: ⟦SSN|$ssn1⟧
Home address: ⟦ADDRESS|1187 Sycamore Ln Apt 3B, Tucson, AZ 85719⟧
Cell: ⟦PHONE|(520) 555-0187⟧
E-mail: ⟦EMAIL|mari.delgado89@example.com⟧
Position applied for: Warehouse Lead (Req ⟪req_id|#WH-3310⟫)
Desired pay: ⟦AMOUNT|$24.50/hr⟧
Available start date: ⟪date|11/03/2025⟫"""),

("voicemail_transcript", """Voicemail — received ⟪timestamp|Wed 8 Oct, 4:52 PM⟫ — 0:47
Transcription (auto, may contain errors):
"Hi, this is ⟦PERSON|Gloria⟧ from Dr. ⟦PERSON|Patel⟧'s office at ⟪org_name|Lakeview Dermatology⟫, calling for ⟦PERSON|Benjamin⟧, um, ⟦PERSON|Ben Okafor⟧. Your ⟦MEDICAL|skin biopsy⟧ results are back and the doctor would like to go over them with you, nothing urgent. Also your prescription for the ⟦MEDICAL|tretinoin cream 0.05%⟧ is ready. If you could call me back directly at ⟦PHONE|312-555-0166⟧ and, uh, have your date of birth handy, that's it. Okay, thanks, bye." """.rstrip()),

("k8s_secret", """apiVersion: v1
kind: Secret
metadata:
  name: payments-worker
  namespace: prod
  labels:
    app.kubernetes.io/version: "⟪version|2.7.4⟫"
type: Opaque
stringData:
  TWILIO_ACCOUNT_SID: "⟪app_id|$twilio_sid1⟫"
  TWILIO_API_KEY: "⟦APIKEY|$twilio_sk1⟧"
  TWILIO_AUTH_TOKEN: "⟦SECRET|$twilio_token1⟧"
  MAILGUN_API_KEY: "⟦APIKEY|$mailgun1⟧"
  MAILGUN_DOMAIN: "mg.kestrelworks.io"
  DB_PASSWORD: "⟦PASSWORD|Hx9!vLq2#Tm⟧\""""),

("performance_review", """Performance Review — FY2025 H1
Employee: ⟦PERSON|Nguyen, Bao⟧ (⟪employee_id|E-10447⟫)    Manager: ⟦PERSON|Siobhan Carr⟧
Rating: 3 – Meets expectations

Summary
⟦PERSON|Bao⟧ delivered the warehouse slotting project two weeks late but under budget (⟪price|$41k⟫ spent vs ⟪price|$55k⟫ planned). Peer feedback highlights that he is patient with new starters; ⟦PERSON|B. Nguyen⟧ also covered the night shift during ⟦PERSON|Siobhan⟧'s leave.

Notes (confidential)
⟦PERSON|Bao⟧ disclosed in our 1:1 that he has been dealing with ⟦MEDICAL|anxiety⟧ and ⟦MEDICAL|sleep problems⟧ since March; agreed reduced on-call for Q3. Merit increase recommended: 3.5% (base to ⟦AMOUNT|$68,310⟧)."""),

("sshd_log", """⟪timestamp|Oct 14 03:12:51⟫ bastion-02 sshd[⟪pid|21877⟫]: Failed password for invalid user admin from ⟦IP_ADDRESS|185.220.101.47⟧ port ⟪port|51022⟫ ssh2
Oct 14 03:12:55 bastion-02 sshd[21877]: Failed password for invalid user oracle from ⟦IP_ADDRESS|185.220.101.47⟧ port 51240 ssh2
Oct 14 07:58:03 bastion-02 sshd[22410]: Accepted publickey for ⟦PERSON|svetlana.ivanova⟧ from ⟦IP_ADDRESS|10.8.0.14⟧ port 60112 ssh2: ED25519 ⟪hash|SHA256:q3Lk9yGm0vX2pTz7sWfR4dJhN8cBaE1uYoK6iQ5lMnP⟫
Oct 14 07:58:03 bastion-02 sshd[22410]: pam_unix(sshd:session): session opened for user ⟦PERSON|svetlana.ivanova⟧(uid=1017) by (uid=0)
Oct 14 08:01:37 bastion-02 sshd[22502]: Connection closed by ⟪doc_ip|198.51.100.23⟫ port 40992 [preauth]"""),

("insurance_claim", """⟪org_name|ACME MUTUAL⟫ — Travel Insurance Claim
Policy no.: ⟪policy_no|TRV-88-2041937⟫
Claimant: Mr. ⟦PERSON|Julian Ashcroft⟧
Date of birth: ⟦DATE_OF_BIRTH|9 January 1978⟧
Passport: ⟦PASSPORT|533187204⟧ (United Kingdom)
Address: ⟦ADDRESS|Flat 4, 27 Cromwell Grove, London W6 7RQ⟧
Incident: ⟦MEDICAL|fractured left wrist (distal radius)⟧ after a fall in ⟪place|Chamonix⟫, ⟪date|28/08/2025⟫
Treatment: ⟦MEDICAL|closed reduction and cast⟧, local hospital
Amount claimed: ⟦AMOUNT|€2,340.00⟧ (medical) + ⟦AMOUNT|€180.00⟧ (taxi/pharmacy)
Pay to: ⟦IBAN|$iban_gb2⟧"""),

("app_log_json", """⟪timestamp|2025-10-14T11:20:03.118Z⟫ INFO  user-svc  GET /v1/users/⟪record_id|48211⟫ -> 200 (34ms)
{"id":48211,"name":"⟦PERSON|Aisha Rahman⟧","email":"⟦EMAIL|aisha.rahman@example.org⟧","phone":"⟦PHONE|+44 20 7946 0321⟧","dob":"⟦DATE_OF_BIRTH|1994-02-11⟧","address":"⟦ADDRESS|5 Quarry Row, Sheffield S11 8EH⟧","plan":"family","monthly_fee":"⟪price|£14.99⟫","created_at":"⟪timestamp|2023-06-30T08:12:44Z⟫"}"""),

("bank_statement_ocr", """⟪org_name|NORTHERN STAR BANK plc⟫                Statement ⟪date|09/2025⟫
Mr ⟦PERSON|D J PRENTICE⟧
⟦ADDRESS|Flat 2, 18 Albion Street
Bristol BS1 5HN⟧
IBAN ⟦IBAN|$iban_gb3⟧

Date     Description                         Out       In        Balance
01 Sep   Opening balance                                        ⟦AMOUNT|1,204.55⟧
02 Sep   TFR FROM ⟦PERSON|D PRENTICE⟧ SAVINGS                ⟦AMOUNT|500.00⟧
05 Sep   CARD ⟪id_tail|4921⟫ TESCO STORES ⟪store_id|2231⟫        ⟦AMOUNT|63.18⟧
15 Sep   SALARY ⟪org_name|HALVERN ENGINEERING LTD⟫           ⟦AMOUNT|2,874.10⟧
30 Sep   Closing balance                                        ⟦AMOUNT|4,515.47⟧"""),

("go_code", """package notify

const (
	slackWebhook = "⟦SECRET|$slack_webhook1⟧"
	channel      = "⟪channel_name|#deploys⟫"
	botName      = "shipit"
)

// Notify posts a deploy message. Owner: @⟦PERSON|fernando.ruiz⟧ (see ⟪ticket_id|OPS-2291⟫)
func Notify(svc, version string) error {
	body := fmt.Sprintf(`{"channel":%q,"username":%q,"text":"%s %s deployed"}`, channel, botName, svc, version)
	_, err := http.Post(slackWebhook, "application/json", strings.NewReader(body))
	return err
}"""),

("whatsapp_chat", """[⟪timestamp|12/10/25, 19:04:11⟫] Mum: did you get dad's prescription
[12/10/25, 19:06:40] ⟦PERSON|Tasha⟧: yes the ⟦MEDICAL|bisoprolol 2.5mg⟧ and the new ⟦MEDICAL|inhaler⟧
[12/10/25, 19:07:02] Mum: ok. card pin is ⟦PASSWORD|2 6 1 8⟧ if you need cash for the window man, he wants ⟦AMOUNT|£260⟧
[12/10/25, 19:07:55] ⟦PERSON|Tasha⟧: mum don't send pins on whatsapp 🙈
[12/10/25, 19:08:10] Mum: its only you and ⟦PERSON|Craig⟧ in here
[12/10/25, 19:09:31] ⟦PERSON|Craig⟧: 👀 also dad's appointment moved to ⟪date|Thursday 23rd⟫"""),

("csv_export", """customer_id,full_name,email,phone,city,signup_date,lifetime_value
⟪record_id|C-100231⟫,⟦PERSON|Olivia Brandt⟧,⟦EMAIL|olivia.brandt@example.com⟧,⟦PHONE|+1-202-555-0113⟧,⟪place|Washington⟫,⟪date|2022-03-14⟫,"⟦AMOUNT|$1,284.50⟧"
⟪record_id|C-100232⟫,⟦PERSON|Rafael Quintero⟧,⟦EMAIL|rquintero@example.net⟧,⟦PHONE|+1-305-555-0178⟧,⟪place|Miami⟫,2022-03-15,"⟦AMOUNT|$312.00⟧"
⟪record_id|C-100233⟫,⟦PERSON|Mei-Ling Cho⟧,⟦EMAIL|meiling.cho@example.org⟧,⟦PHONE|+1-646-555-0129⟧,⟪place|New York⟫,2022-03-15,"⟦AMOUNT|$2,050.75⟧\""""),

("rust_code", """use serenity::prelude::*;

// quick hack for the guild bot, will move to env later -- ⟦PERSON|ash⟧
const TOKEN: &str = "⟦APIKEY|$discord_bot1⟧";
const GUILD_ID: u64 = ⟪app_id|1098234477120534578⟫;

#[tokio::main]
async fn main() {
    let intents = GatewayIntents::GUILD_MESSAGES | GatewayIntents::MESSAGE_CONTENT;
    let mut client = Client::builder(TOKEN, intents).await.expect("client");
    client.start().await.unwrap();
}"""),

("immigration_form", """APPLICATION FOR TEMPORARY RESIDENT VISA (⟪form_id|IMM 5257⟫)
1. Family name: ⟦PERSON|OYELARAN⟧   Given name(s): ⟦PERSON|Adebola Funmilayo⟧
2. Sex: F   Date of birth: ⟦DATE_OF_BIRTH|1991-07-03⟧   Place of birth: ⟪place|Ibadan, Nigeria⟫
3. Passport number: ⟦PASSPORT|A09284713⟧   Country of issue: NGA   Expiry: ⟪date|2030-05-18⟫
4. Current residential address: ⟦ADDRESS|14 Adeniyi Jones Avenue, Ikeja, Lagos 100271, Nigeria⟧
5. Telephone: ⟦PHONE|+234 803 555 0142⟧    Email: ⟦EMAIL|bola.oyelaran@example.com⟧
6. Purpose of visit: attend graduation of spouse, ⟪place|Toronto⟫, 12-20 June 2026
7. Funds available: ⟦AMOUNT|CAD 8,400⟧
8. UCI (if known): —"""),

("terraform", """provider "azurerm" {
  features {}
  subscription_id = "⟪uuid|5c1f9a2e-6b7d-4e3c-9a81-2f0d4b6c8e17⟫"
  tenant_id       = "⟪uuid|b3e81d24-0c5f-4a9b-8e2d-71f6c3a9d05e⟫"
  client_id       = "⟪app_id|e7a94c12-3b58-4f0d-a6c1-9d2e8b4f7a30⟫"
  client_secret   = "⟦SECRET|$azure_client_secret1⟧"
}

resource "azurerm_storage_account" "logs" {
  name                     = "kwlogsprod01"
  resource_group_name      = "rg-logging-prod"
  location                 = "⟪region|westeurope⟫"
  account_tier             = "Standard"
  account_replication_type = "GRS"
}"""),

("pharmacy_ad", """SPRING WELLNESS SALE — this week only at ⟪org_name|Hollis & Grant Pharmacy⟫
• ⟪drug_ad|Cetirizine 10 mg⟫, 30 tablets — ⟪price|$8.99⟫ (was ⟪price|$12.49⟫)
• ⟪drug_ad|Omeprazole 20 mg delayed-release⟫, 42 ct — ⟪price|$19.99⟫
• ⟪drug_ad|Vitamin D3 2000 IU⟫ softgels — 2 for ⟪price|$15⟫
Flu shots available, walk-ins welcome Mon–Sat 9am–6pm. Most insurance plans accepted.
Store ⟪store_id|#2217⟫ · Promo code ⟪promo_code|SPRING25⟫ · Offer valid ⟪date|03/18/2026⟫–⟪date|03/24/2026⟫"""),

("telegram_chat", """Telegram — "Flat 3 hunters"
⟦PERSON|Jonas⟧: found one, 2-bed in ⟪place|Leith⟫, ⟪price|£1,150 pcm⟫ advertised, viewing ⟪date|Thurs 6pm⟫
⟦PERSON|Jonas⟧: agent is ⟪org_name|Morgan & Reid⟫, ask for ⟦PERSON|Callum⟧
⟦PERSON|Freya⟧: my max is ⟦AMOUNT|£600⟧ each tbh, I'm still paying off the car (⟦AMOUNT|£3,200⟧ left)
⟦PERSON|Jonas⟧: I'll send the holding deposit from my acc if we get it, you can pay me back
⟦PERSON|Freya⟧: ok. my new number btw ⟦PHONE|07700 900 771⟧"""),

("java_code", """public final class ReportingDataSource {

    // @author ⟦PERSON|kwame.asante⟧  (ticket ⟪ticket_id|RPT-1192⟫)
    private static final String URL =
        "jdbc:sqlserver://⟦IP_ADDRESS|10.14.2.30⟧:⟪port|1433⟫;databaseName=reporting;user=rpt_reader;password=⟦SECRET|Summer2025!Rpt⟧;encrypt=true";

    private static final int POOL_SIZE = 12;
    private static final String VERSION = "⟪version|3.2.0-RC1⟫";

    public static HikariDataSource create() {
        HikariConfig cfg = new HikariConfig();
        cfg.setJdbcUrl(URL);
        cfg.setMaximumPoolSize(POOL_SIZE);
        return new HikariDataSource(cfg);
    }
}"""),

("lab_report", """CITYLAB DIAGNOSTICS — Final Report
Patient: ⟦PERSON|HOLLOWAY, Grace E.⟧     Specimen: ⟪specimen_id|CL-25-771203⟫    DOB: ⟦DATE_OF_BIRTH|05/12/1958⟧    Sex: F
Ordering: Dr. ⟦PERSON|Samuel Ibekwe⟧     Collected: ⟪timestamp|10/09/2025 07:42⟫   Reported: 10/09/2025 15:10

Test                     Result      Flag   Ref range
HbA1c                    8.1 %       H      4.0–5.6
Fasting glucose          9.4 mmol/L  H      3.9–5.5
eGFR                     52          L      >60
Interpretation: consistent with ⟦MEDICAL|poorly controlled type 2 diabetes⟧; ⟦MEDICAL|CKD stage 3a⟧."""),

("teams_chat", """[Teams] IT Helpdesk ↔ ⟦PERSON|Ewa Kowalczyk⟧
⟦PERSON|Ewa Kowalczyk⟧ ⟪timestamp|09:14⟫
hi, locked out again after the password change 😩
⟦PERSON|Arjun⟧ (IT Support) 09:16
Hi ⟦PERSON|Ewa⟧, I've reset it. Temp password: ⟦PASSWORD|Kestrel-Plum-4471⟧ — you'll be asked to change it on first login. The MFA code will go to your phone ending ⟪masked_phone|••06⟫.
⟦PERSON|Ewa Kowalczyk⟧ 09:17
thx! also wifi for the guest room in building C?
⟦PERSON|Arjun⟧ (IT Support) 09:18
SSID ⟪ssid|KW-Guest⟫, key is ⟦PASSWORD|lanternfish2025⟧"""),

("shell_script", """#!/usr/bin/env bash
set -euo pipefail
# mirror internal charts to GHCR -- run from ⟪hostname|ci-runner-07⟫ only
export GH_TOKEN="⟦APIKEY|$gh_pat1⟧"
echo "$GH_TOKEN" | helm registry login ghcr.io -u ⟦PERSON|ocorrigan⟧ --password-stdin
helm push charts/orders-⟪version|0.14.3⟫.tgz oci://ghcr.io/kestrelworks/charts
curl -s -H "Authorization: Bearer $GH_TOKEN" https://api.github.com/user | jq .login"""),

("pharmacy_label", """RX LABEL REPRINT — Store ⟪store_id|0419⟫
Rx#: ⟪rx_number|6620418-03⟫     Filled: ⟪date|10/02/2025⟫    Refills left: 2
Patient: ⟦PERSON|Deshawn M. Pruitt⟧        DOB ⟦DATE_OF_BIRTH|11/30/1972⟧
⟦ADDRESS|1840 W Harmon St, Apt 12, Las Vegas NV 89103⟧
Drug: ⟦MEDICAL|METFORMIN HCL ER 750 MG TAB⟧ — take 2 tablets by mouth with evening meal
Prescriber: ⟦PERSON|Lindqvist, Karin⟧ MD
Ins: BCBS NV   Copay: ⟦AMOUNT|$4.00⟧   Plan paid: ⟦AMOUNT|$11.27⟧
Allergies: ⟦MEDICAL|SULFA DRUGS⟧"""),

("ci_log", """⟪timestamp|2025-10-13T22:04:11.5823910Z⟫ ##[group]Run npm publish --access public
2025-10-13T22:04:11.5825102Z npm publish --access public
2025-10-13T22:04:11.5861449Z shell: /usr/bin/bash -e {0}
2025-10-13T22:04:11.5862001Z env:
2025-10-13T22:04:11.5862310Z   NODE_AUTH_TOKEN: ⟪masked_secret|***⟫
2025-10-13T22:04:11.5862998Z ##[endgroup]
2025-10-13T22:04:14.0127741Z npm notice 📦  @kestrelworks/ui-kit@⟪version|2.9.0⟫
2025-10-13T22:04:14.9981230Z npm ERR! code E401
2025-10-13T22:04:14.9983117Z npm ERR! 401 Unauthorized - PUT https://registry.npmjs.org/@kestrelworks%2fui-kit
2025-10-13T22:04:15.0010443Z debug: .npmrc contents: //registry.npmjs.org/:_authToken=⟦APIKEY|$npm1⟧
2025-10-13T22:04:15.2210871Z ##[error]Process completed with exit code 1. (run ⟪build_number|11873402215⟫, attempt 2)"""),

("docker_compose", """version: "3.9"
services:
  db:
    image: postgres:⟪version|16.4⟫
    environment:
      POSTGRES_USER: crm
      POSTGRES_PASSWORD: "⟦PASSWORD|b1rchwood!Owl7⟧"
    ports: ["⟪port|5433⟫:5432"]
  app:
    image: registry.kestrelworks.io/crm-web:⟪version|1.22.0⟫
    depends_on: [db]
    environment:
      DATABASE_URL: postgresql://crm:⟦SECRET|b1rchwood!Owl7⟧@db:5432/crm
      MAILCHIMP_API_KEY: ⟦APIKEY|$mailchimp1⟧
      GOOGLE_MAPS_API_KEY: ⟦APIKEY|$google_api1⟧
      ADMIN_CONTACT: "⟦PERSON|Nadia Haddad⟧ <⟦EMAIL|nadia.haddad@kestrelworks.io⟧>\""""),

("helm_values", """# values-prod.yaml for orders-api (chart ⟪version|0.14.3⟫)
replicaCount: 3
image:
  repository: registry.kestrelworks.io/orders-api
  tag: "⟪version|5.1.7⟫"
datadog:
  apiKey: ⟦APIKEY|$dd_api1⟧
  appKey: ⟦APIKEY|$dd_app1⟧
  site: datadoghq.eu
ingress:
  hosts:
    - orders.kestrelworks.io
  loadBalancerIP: ⟦IP_ADDRESS|34.89.122.17⟧
extraEnv:
  - name: NEW_RELIC_API_KEY
    value: ⟦APIKEY|$newrelic1⟧
  - name: ALLOWED_CIDR
    value: ⟪doc_ip|192.0.2.0⟫/24"""),

("ini_config", """; ~/.pypirc  (generated ⟪date|2025-02-03⟫ by twine ⟪version|5.1.1⟫)
[distutils]
index-servers =
    pypi
    testpypi

[pypi]
username = __token__
password = ⟦APIKEY|$pypi1⟧

[testpypi]
repository = https://test.pypi.org/legacy/
username = ⟦PERSON|hgreaves⟧
password = ⟦PASSWORD|Greaves#Test#2024⟧"""),

("toml_config", """# assistant-bot config — owner: ⟦PERSON|Lukas Brenner⟧
[server]
host = "0.0.0.0"
port = ⟪port|8443⟫
public_url = "https://bot.kestrelworks.io"

[llm]
provider = "anthropic"
model = "⟪model_name|claude-sonnet-4-5⟫"
api_key = "⟦APIKEY|$anthropic1⟧"
max_tokens = 2048

[embeddings]
hf_token = "⟦APIKEY|$hf1⟧"
model_id = "⟪model_name|sentence-transformers/all-MiniLM-L6-v2⟫"

[admin]
notify = ["⟦EMAIL|lukas.brenner@kestrelworks.io⟧", "⟦EMAIL|oncall@kestrelworks.io⟧"]"""),

("notebook", r"""{
 "cells": [
  {
   "cell_type": "code",
   "execution_count": 3,
   "metadata": {},
   "outputs": [],
   "source": [
    "from huggingface_hub import login\n",
    "login(token=\"⟦APIKEY|$hf2⟧\")  # ⟦PERSON|ana⟧'s token, ask before using\n",
    "ds = load_dataset(\"⟪dataset_name|kestrel/support-tickets⟫\", split=\"train[:5%]\")"
   ]
  },
  {
   "cell_type": "markdown",
   "metadata": {},
   "source": ["Notebook by ⟦PERSON|Ana Sousa⟧, last run ⟪date|2025-09-30⟫ on gpu-node-3 (⟦IP_ADDRESS|10.30.0.21⟧)"]
  }
 ],
 "metadata": {"kernelspec": {"name": "python3"}, "language_info": {"version": "⟪version|3.11.9⟫"}}
}"""),

("settlement_agreement", """SETTLEMENT AGREEMENT AND GENERAL RELEASE

This Settlement Agreement ("Agreement") is entered into on ⟪date|October 3, 2025⟫ by and between ⟪org_name|Quillon Freight Systems, Inc.⟫, a Delaware corporation ("Company"), and ⟦PERSON|Teresa M. Valdivia⟧, residing at ⟦ADDRESS|402 Orchard Hill Road, Unit 7, Rockville, MD 20850⟧ ("Employee").

1. Payment. Company shall pay Employee the gross sum of ⟦AMOUNT|$47,500.00⟧ (⟦AMOUNT|forty-seven thousand five hundred dollars⟧), less applicable withholdings, within fourteen (14) days of the Effective Date, by wire to the account ending ⟪id_tail|0592⟫.
2. Release. Employee releases all claims arising from her employment, including claims under the Family and Medical Leave Act relating to her leave for ⟦MEDICAL|postpartum depression⟧ in 2024.
3. Confidentiality. Employee shall not disclose the terms of this Agreement except to her spouse, attorney or tax adviser.

Related matter: Case No. ⟪case_no|8:25-cv-01877-PX⟫ (D. Md.)"""),

("tenancy_agreement", """ASSURED SHORTHOLD TENANCY AGREEMENT
Property: ⟦ADDRESS|3 Ferncliffe Terrace, Harrogate HG1 4LN⟧
Landlord: ⟦PERSON|Graham Pickersgill⟧, c/o ⟪org_name|Dale & Fell Lettings⟫, ⟪org_address|12 Station Parade, Harrogate⟫
Tenant(s): ⟦PERSON|Chloe Ambrose⟧ and ⟦PERSON|Femi Adewale⟧
Term: 12 months from ⟪date|1 November 2025⟫
Rent: ⟦AMOUNT|£1,095⟧ per calendar month, payable on the 1st by standing order
Deposit: ⟦AMOUNT|£1,263.46⟧, protected with the DPS within 30 days (scheme ref ⟪policy_no|DPS-5530217⟫)
Tenant emergency contact: ⟦PERSON|Ruth Ambrose⟧, ⟦PHONE|07700 900 234⟧"""),

("school_notice", """⟪org_name|Oakfield Primary School⟫ — Year 4 trip to the ⟪place|Natural History Museum⟫
Date: ⟪date|Friday 14 November 2025⟫. Coaches leave 8:45am, back by 3:30pm.
Cost: ⟪price|£12.50⟫ per child (voluntary contribution). Please pay via ParentPay by 7 November.
⟪health_info|Children with inhalers or EpiPens must bring them on the day.⟫

-------- reply slip --------
Child's name: ⟦PERSON|Alfie Burrows⟧      Class: ⟪room_number|4W⟫ (Mrs ⟦PERSON|Whitlock⟧)
Medical needs: ⟦MEDICAL|severe peanut allergy⟧, carries ⟦MEDICAL|EpiPen 0.3 mg⟧; ⟦MEDICAL|mild asthma⟧ (⟦MEDICAL|blue inhaler⟧)
Parent/carer: ⟦PERSON|Jade Burrows⟧     Mobile: ⟦PHONE|07700 900 613⟧
Paid on ParentPay ✔ (ref ⟪order_id|PP-44821⟫)"""),

("call_transcript", """[Call recording transcript — Ref ⟪case_no|CR-2025-10-14-00917⟫ — Agent: ⟦PERSON|Imogen⟧ (ID ⟪employee_id|4471⟫)]
AGENT: Thanks for calling ⟪org_name|Harbourline Card Services⟫, you're speaking with ⟦PERSON|Imogen⟧. Can I take your full name?
CALLER: Yeah it's ⟦PERSON|Patrick Dunleavy⟧.
AGENT: Thanks ⟦PERSON|Patrick⟧. And the long card number?
CALLER: Sure, it's ⟦CARD|$visa3⟧.
AGENT: Expiry?
CALLER: Oh-nine, twenty-eight. So ⟪card_expiry|09/28⟫.
AGENT: And the three digits on the back?
CALLER: ⟦CVV|841⟧.
AGENT: And your date of birth?
CALLER: ⟦DATE_OF_BIRTH|Twelfth of June, eighty-three⟧.
AGENT: Lovely. I can see a payment of ⟦AMOUNT|€1,249.00⟧ to ⟪org_name|Currys⟫ on ⟪date|the 11th⟫ that you've flagged?
CALLER: Yeah that wasn't me. My balance is showing ⟦AMOUNT|€3,880⟧ now, it should be about ⟦AMOUNT|two and a half grand⟧.
AGENT: I'll block the card now and raise a dispute. The new card will go to ⟦ADDRESS|9 Beech Close, Swords, Co. Dublin, K67 X2P4⟧, is that right?
CALLER: Yes."""),

("order_confirmation", """Order confirmation — ⟪org_name|Larkspur & Vine⟫
Order ⟪order_id|#LV-20931877⟫ · placed ⟪timestamp|14 Oct 2025, 21:07⟫

Hi ⟦PERSON|Keisha⟧,

Thanks for your order! Here's what's on its way:
  1 × Linen throw, sage          ⟪price|$64.00⟫
  2 × Stoneware mug (set of 2)   ⟪price|$38.00⟫
  Shipping                        ⟪price|$0.00⟫
  Total charged                  ⟦AMOUNT|$102.00⟧  (Visa ⟪masked_card|•••• 6620⟫)

Shipping to:
⟦PERSON|Keisha Morrow⟧
⟦ADDRESS|77 Bramble Court
Asheville, NC 28801⟧

Track it: ⟪tracking_number|1Z 999 AA1 01 2345 6784⟫"""),

("flight_manifest", """FLIGHT MANIFEST  ⟪flight_no|NZ0289⟫  AKL-NRT  STD ⟪timestamp|2025-11-02 09:55⟫  A/C ⟪aircraft_reg|ZK-NZJ⟫
SEQ  NAME                     NAT  PASSPORT     DOB         SEAT
001  ⟦PERSON|TANAKA/HIROSHI⟧ MR        JPN  ⟦PASSPORT|TK4829107⟧    ⟦DATE_OF_BIRTH|1969-08-14⟧  ⟪seat|14A⟫
002  ⟦PERSON|TANAKA/YUMI⟧ MRS          JPN  ⟦PASSPORT|TK5530912⟧    ⟦DATE_OF_BIRTH|1972-01-30⟧  ⟪seat|14B⟫
003  ⟦PERSON|WHAREPAPA/TANE⟧ MR        NZL  ⟦PASSPORT|LM482209⟧     ⟦DATE_OF_BIRTH|1988-11-02⟧  22C
004  ⟦PERSON|OKONJO/CHIDERA⟧ MS        GBR  ⟦PASSPORT|548120937⟧    ⟦DATE_OF_BIRTH|1995-05-19⟧  31F
TOTAL PAX 4   CREW 9   PREPARED BY ⟪employee_id|OPS-AKL-17⟫"""),

("passport_ocr", """PASSPORT / PASSEPORT        CANADA
Type/Type P   Issuing Country/Pays émetteur CAN   Passport No./N° de passeport ⟦PASSPORT|HK482917⟧
Surname/Nom ⟦PERSON|MARTEL⟧
Given names/Prénoms ⟦PERSON|SOPHIE ANNE⟧
Nationality/Nationalité CANADIAN/CANADIENNE
Date of birth/Date de naissance ⟦DATE_OF_BIRTH|03 FEB/FÉV 87⟧
Sex/Sexe F   Place of birth/Lieu de naissance ⟪place|GATINEAU⟫ CAN
Date of issue/Date de délivrance ⟪date|21 MAR/MARS 22⟫
Date of expiry/Date d'expiration ⟪date|21 MAR/MARS 32⟫
P<CANMARTEL<<⟦PERSON|SOPHIE<ANNE⟧<<<<<<<<<<<<<<<<<<<<
⟦PASSPORT|HK482917⟧<2CAN8702034F3203215<<<<<<<<<<<<<<08"""),

("crash_report", """Sentry issue ⟪ticket_id|KESTREL-WEB-4Q1⟫ — TypeError: Cannot read properties of undefined (reading 'postcode')
  at formatAddress (webpack://app/src/checkout/address.ts:48:22)
  at CheckoutSummary (webpack://app/src/checkout/Summary.tsx:112:9)
User: id=⟪record_id|u_88213⟫ email=⟦EMAIL|gabriel.fontaine@example.fr⟧ ip_address=⟦IP_ADDRESS|90.12.184.77⟧
Browser: Firefox ⟪version|131.0⟫   OS: Windows 10   Release: ⟪version|web@2025.10.13-2⟫
Breadcrumbs:
  [ui.input] input#card-number  (value filtered)
  [http] POST /api/checkout/validate 422
  [console] customer = ⟦PERSON|Gabriel Fontaine⟧, address = ⟦ADDRESS|18 rue des Tanneurs, 69002 Lyon⟧, country=null"""),

("postgres_log", """⟪timestamp|2025-10-14 02:11:09.412 UTC⟫ [⟪pid|28841⟫] FATAL:  password authentication failed for user "app_ro"
2025-10-14 02:11:09.412 UTC [28841] DETAIL:  Connection matched pg_hba.conf line 97: "host all all ⟪cidr|10.0.0.0/8⟫ scram-sha-256"
2025-10-14 02:11:12.007 UTC [28850] LOG:  connection received: host=⟦IP_ADDRESS|10.0.14.203⟧ port=⟪port|49822⟫
2025-10-14 02:13:40.551 UTC [28911] ERROR:  duplicate key value violates unique constraint "users_email_key"
2025-10-14 02:13:40.551 UTC [28911] DETAIL:  Key (email)=(⟦EMAIL|k.obrien@example.ie⟧) already exists.
2025-10-14 02:13:40.551 UTC [28911] STATEMENT:  INSERT INTO users (email, full_name, phone) VALUES ('⟦EMAIL|k.obrien@example.ie⟧', '⟦PERSON|Kieran O''Brien⟧', '⟦PHONE|+353 85 155 0147⟧')
2025-10-14 02:15:02.118 UTC [28930] LOG:  statement: ALTER USER report_writer WITH PASSWORD '⟦PASSWORD|Wexford#Gull#19⟧';"""),

("sql_dump", """-- MySQL dump 10.13  Distrib ⟪version|8.0.39⟫, for Linux (x86_64)
-- Host: ⟦IP_ADDRESS|10.0.9.15⟧    Database: clinic
INSERT INTO `patients` VALUES
(⟪record_id|1041⟫,'⟦PERSON|Margaret⟧','⟦PERSON|Oduya⟧','⟦DATE_OF_BIRTH|1949-12-03⟧','⟦EMAIL|margaret.oduya@example.com⟧','⟦MEDICAL|COPD⟧, on ⟦MEDICAL|tiotropium 18 mcg daily⟧','⟪timestamp|2025-09-30 10:12:01⟫'),
(⟪record_id|1042⟫,'⟦PERSON|Stefan⟧','⟦PERSON|Lindgren⟧','⟦DATE_OF_BIRTH|2001-06-17⟧',NULL,'⟦MEDICAL|ADHD⟧ — ⟦MEDICAL|methylphenidate XL 36 mg⟧','2025-09-30 10:14:45'),
(1043,'⟦PERSON|Yusuf⟧','⟦PERSON|Demir⟧','⟦DATE_OF_BIRTH|1977-03-28⟧','⟦EMAIL|ydemir@example.net⟧','none recorded','2025-10-01 08:02:19');"""),

("release_notes", """## orders-api ⟪version|5.2.0⟫ (⟪date|2025-10-09⟫)

### Fixed
- Retry on 503 from the payment gateway no longer double-posts (⟪ticket_id|#1841⟫)
- Healthcheck binds to ⟪loopback|127.0.0.1⟫:⟪port|9090⟫ by default; set HEALTH_ADDR to override
- Example config now uses ⟪doc_ip|192.0.2.10⟫ / ⟪doc_ip|2001:db8::10⟫ instead of real hosts

### Changed
- Bumped pg driver to ⟪version|8.13.1⟫, node to ⟪version|20.18.0⟫
- Default currency formatting shows ⟪price|€1.234,56⟫ for the de-DE locale

Full diff: ⟪hash|4e1d2b7⟫...⟪hash|9ac03f1⟫"""),

("expense_claim", """EXPENSE CLAIM  ⟪claim_id|EC-2025-0388⟫
Claimant: ⟦PERSON|Owen Llewellyn⟧ (Sales, ⟪place|Cardiff⟫)     Manager approval: ⟦PERSON|R. Castellano⟧
Period: ⟪date|01/09/2025⟫ – ⟪date|30/09/2025⟫

Date        Item                                    Amount
03/09/25    Train Cardiff–London Paddington         ⟦AMOUNT|£142.60⟧
04/09/25    Hotel (1 night), ⟪org_name|Premier Inn Euston⟫     ⟦AMOUNT|£118.00⟧
04/09/25    Client dinner (4 covers), ⟪org_name|Dishoom⟫        ⟦AMOUNT|£167.35⟧
Total to reimburse:                                 ⟦AMOUNT|£427.95⟧
Reimburse to: payroll account on file"""),

("payroll_tsv", """emp_id\tname\tnino\tgross\ttax\tni\tnet\tpay_date
⟪employee_id|E-2201⟫\t⟦PERSON|Caroline Mbeki⟧\t⟦NATIONAL_ID|$uk_nino1⟧\t⟦AMOUNT|4,250.00⟧\t⟦AMOUNT|641.20⟧\t⟦AMOUNT|318.44⟧\t⟦AMOUNT|3,290.36⟧\t⟪date|2025-09-26⟫
⟪employee_id|E-2202⟫\t⟦PERSON|Gareth Lowry⟧\t⟦NATIONAL_ID|$uk_nino2⟧\t⟦AMOUNT|3,180.00⟧\t⟦AMOUNT|427.00⟧\t⟦AMOUNT|190.80⟧\t⟦AMOUNT|2,562.20⟧\t2025-09-26
⟪employee_id|E-2203⟫\t⟦PERSON|Ines Carvalho⟧\t⟦NATIONAL_ID|$uk_nino3⟧\t⟦AMOUNT|5,900.00⟧\t⟦AMOUNT|1,262.40⟧\t⟦AMOUNT|450.12⟧\t⟦AMOUNT|4,187.48⟧\t2025-09-26"""),

("court_filing", """IN THE COUNTY COURT AT ⟪place|MANCHESTER⟫            Claim No. ⟪case_no|K4QZ7731⟫
BETWEEN
    MR ⟦PERSON|ANTHONY RICHARD KEANE⟧            Claimant
    - and -
    ⟪org_name|SWIFTFIX PLUMBING & HEATING LTD⟫     Defendant

PARTICULARS OF CLAIM
1. The Claimant resides at ⟦ADDRESS|61 Birchfields Road, Manchester M13 0XQ⟧.
2. On ⟪date|4 March 2025⟫ the Defendant installed a boiler at the Claimant's home for the agreed price of ⟦AMOUNT|£2,850⟧, which the Claimant paid in full.
3. The boiler failed on 19 March 2025. The Claimant paid ⟦AMOUNT|£640⟧ to a second engineer for repairs.
4. The Claimant claims ⟦AMOUNT|£640⟧ plus interest at 8% and the court fee of ⟪price|£115⟫.
Statement of truth signed: ⟦PERSON|A R Keane⟧, 12 June 2025"""),

("hr_case_note", """HR CASE NOTE — CONFIDENTIAL
Case: ⟪case_no|HRC-0912⟫   Employee: ⟦PERSON|Lena Hoffmann⟧ (Finance)   Prepared by: ⟦PERSON|M. Osei⟧, HR Business Partner
Date: ⟪date|08/10/2025⟫

⟦PERSON|Lena⟧ called in to say she will be off for at least 6 weeks following surgery for ⟦MEDICAL|endometriosis⟧ (⟦MEDICAL|laparoscopic excision⟧, booked 20 Oct). Fit note received from Dr. ⟦PERSON|Kaur⟧ covering 20/10–30/11. She also mentioned she is ⟦MEDICAL|14 weeks pregnant⟧ and would like to discuss a phased return and maternity dates later. Occupational health referral raised (⟪case_no|OH-3381⟫). Sick pay: full pay for first 4 weeks then half pay, per policy ⟪policy_no|4.2⟫."""),

("github_issue", """### Map tiles fail to load on Android 14 (⟪ticket_id|#482⟫)

**Describe the bug**
Tiles stay grey after upgrading to ⟪version|11.6.0⟫. Here's my init:

```kotlin
MapboxOptions.accessToken = "⟪app_id|$mapbox_pk1⟫"
val downloads = MapboxDownloadsToken("⟦APIKEY|$mapbox_sk1⟧")
```

**Device:** Pixel 7, Android 14 (build ⟪build_number|UQ1A.240205.004⟫)
**Reporter:** @⟦PERSON|hwangjiwoo⟧"""),

("forum_post", """Title: python-telegram-bot: "Conflict: terminated by other getUpdates request"

I'm running my bot on a VPS (Ubuntu ⟪version|22.04⟫, python-telegram-bot ⟪version|21.6⟫) and keep getting the error below. Code:

    app = ApplicationBuilder().token("⟦APIKEY|$telegram_bot1⟧").build()
    app.run_polling()

Traceback (most recent call last):
  File "/home/⟦PERSON|dmitri⟧/bots/weatherbot/main.py", line 41, in <module>
telegram.error.Conflict: Conflict: terminated by other getUpdates request; make sure that only one bot instance is running

EDIT: thanks @⟦PERSON|mkhalil⟧, it was a second copy running in tmux. (yes I've revoked the token now)"""),

("audit_log", """{"ts":"⟪timestamp|2025-10-14T06:01:22Z⟫","actor":"⟦EMAIL|admin@kestrelworks.io⟧","action":"user.role.update","target":"⟦EMAIL|noor.siddiqui@kestrelworks.io⟧","from":"viewer","to":"billing_admin","ip":"⟦IP_ADDRESS|172.16.40.9⟧","request_id":"⟪request_id|req_8f21c0a9e4⟫"}
{"ts":"2025-10-14T06:03:10Z","actor":"⟦EMAIL|noor.siddiqui@kestrelworks.io⟧","action":"api_key.create","key_prefix":"⟪key_prefix|kw_live_3f9a⟫","ip":"⟦IP_ADDRESS|2003:e1:7f2a:9c00:5d1:8ab2:41c7:e09f⟧","request_id":"⟪request_id|req_8f22d1b07c⟫"}
{"ts":"2025-10-14T06:04:55Z","actor":"system","action":"login.failed","target":"⟦EMAIL|noor.siddiqui@kestrelworks.io⟧","ip":"⟪doc_ip|203.0.113.201⟫","reason":"bad_password"}"""),

("email_offer", """Subject: RE: Offer paperwork - start date ⟪date|Nov 17⟫

Hi ⟦PERSON|Gabrielle⟧,

Thanks for sending everything back so quickly. I've got your signed offer, the direct deposit form and your void cheque. One thing — the ⟪form_id|TD1⟫ form has your SIN as ⟦NATIONAL_ID|$ca_sin1⟧ but the one on your direct deposit form is one digit off; can you confirm which is right?

Your starting salary is confirmed at ⟦AMOUNT|$92,000 CAD⟧ per year and the ⟦AMOUNT|$2,500⟧ signing bonus will be paid on your first pay date (⟪date|Dec 5⟫).

Cheers,
⟦PERSON|Mathieu Gagnon⟧ | Talent Acquisition, ⟪org_name|Northbeam Analytics⟫
⟦EMAIL|mathieu.gagnon@northbeam-analytics.ca⟧ | ⟦PHONE|514-555-0133⟧"""),

("email_hr_details", """From: ⟦PERSON|Lucía Ferrer Ortega⟧ <⟦EMAIL|lucia.ferrer@example.es⟧>
To: ⟦EMAIL|rrhh@castellmar-hoteles.example⟧
Subject: New starter — payroll details

Hello ⟦PERSON|Marta⟧,

As requested, here are my details for payroll (writing in English since the portal is in English):
DNI: ⟦NATIONAL_ID|$es_dni1⟧
Bank account (IBAN): ⟦IBAN|$iban_es1⟧
Address: ⟦ADDRESS|Calle de Embajadores 118, 3º B, 28045 Madrid⟧
Mobile: ⟦PHONE|+34 611 482 903⟧

My contract reference is ⟪contract_ref|CT-2025-1193⟫ and I start at ⟪org_name|Hotel Castellmar Valencia⟫ on ⟪date|3 November⟫.

Best,
⟦PERSON|Lucía⟧"""),

("payslip", """PAYSLIP (English copy)   Period ⟪date|10-2025⟫
Employer: ⟪org_name|Vandenberg Installatietechniek B.V.⟫   Chamber of Commerce no. ⟪company_reg_no|81234567⟫
Employee: ⟦PERSON|J.P. de Wit⟧ (⟦PERSON|Joris⟧)      Staff no. ⟪employee_id|0457⟫
BSN: ⟦NATIONAL_ID|$nl_bsn1⟧
Address: ⟦ADDRESS|Lange Nieuwstraat 42-bis, 3512 PH Utrecht⟧
Gross salary            ⟦AMOUNT|€ 4.120,00⟧
Wage tax withheld       ⟦AMOUNT|€ 1.018,37⟧
Net paid                ⟦AMOUNT|€ 2.904,12⟧  → ⟦IBAN|$iban_nl1⟧"""),

("kyc_form", """KYC VERIFICATION — Savings account opening (Branch: ⟪place|Koramangala, Bengaluru⟫)
Applicant name: ⟦PERSON|Ramesh Venkataraman Iyer⟧
Father's name: ⟦PERSON|Venkataraman Subramaniam Iyer⟧
Date of birth: ⟦DATE_OF_BIRTH|21-08-1984⟧
Aadhaar: ⟦NATIONAL_ID|$in_aadhaar1⟧   (masked on copy as ⟪masked_id|XXXX XXXX 5641⟫)
Mobile: ⟦PHONE|+91 98450 17236⟧
Address: ⟦ADDRESS|No. 14, 2nd Cross, 5th Block, Koramangala, Bengaluru 560095⟧
Initial deposit: ⟦AMOUNT|₹25,000⟧
Verified by: ⟦PERSON|S. Lakshmi⟧ (Emp ⟪employee_id|20981⟫)"""),

("clinic_registration", """⟪org_name|RAFFLES PLACE MEDICAL CLINIC⟫ — New Patient Registration
Name (as in NRIC): ⟦PERSON|TAN WEI MING, BENJAMIN⟧
NRIC/FIN: ⟦NATIONAL_ID|$sg_nric3⟧
DOB: ⟦DATE_OF_BIRTH|02/11/1990⟧   Gender: M
Address: ⟦ADDRESS|Blk 412 Bedok North Avenue 2, #08-117, Singapore 460412⟧
HP: ⟦PHONE|+65 9123 4567⟧
Drug allergy: ⟦MEDICAL|NSAIDs (ibuprofen)⟧ – hives
Chronic conditions: ⟦MEDICAL|hyperlipidaemia⟧, on ⟦MEDICAL|atorvastatin 20mg ON⟧
Reason for visit today: ⟦MEDICAL|cough x 1 week⟧, ⟦MEDICAL|fever⟧
Consultation fee: ⟪price|S$38⟫ (excl. medication)
Queue no: ⟪queue_no|A047⟫"""),

("tfn_declaration", """TFN declaration — summary (submitted via employee portal)
Payee: Ms ⟦PERSON|Kirra Donnelly⟧
TFN: ⟦NATIONAL_ID|$au_tfn1⟧
Home address: ⟦ADDRESS|7/23 Wattle Street, Fremantle WA 6160⟧
DOB: ⟦DATE_OF_BIRTH|15/04/1999⟧
Resident for tax purposes: Yes | Claim tax-free threshold: Yes | HELP/STSL debt: Yes (⟦AMOUNT|$18,420⟧ outstanding)
Employer: ⟪org_name|Saltbush Hospitality Pty Ltd⟫ (ABN ⟪company_reg_no|51 824 753 556⟫)
Mobile: ⟦PHONE|0491 570 156⟧
Submitted: ⟪timestamp|06/10/2025 14:22 AWST⟫"""),

("loan_application", """Personal Loan Application — Ref ⟪application_id|PL-77120⟫
Applicant: ⟦PERSON|Sipho Ndlovu⟧
ID number: ⟦NATIONAL_ID|$za_id1⟧
Employer: ⟪org_name|Mthembu Freight (Pty) Ltd⟫, since 2019
Gross monthly income: ⟦AMOUNT|R28,500⟧
Existing debt: vehicle finance ⟦AMOUNT|R4,120⟧ p.m.
Loan amount requested: ⟦AMOUNT|R60,000⟧ over 36 months @ 18.25%
Physical address: ⟦ADDRESS|23 Protea Street, Kensington, Johannesburg 2094⟧
Cell: ⟦PHONE|082 555 0193⟧
Branch: ⟪place|Rosebank⟫"""),

("live_chat", """Live chat — ⟪org_name|Loja Aurora⟫ (EN support)
Customer (⟦PERSON|Beatriz Mendes⟧): hi, my order ⟪order_id|300-8841726⟫ is stuck at "awaiting fiscal data"
Agent ⟦PERSON|Paulo⟧: Hi ⟦PERSON|Beatriz⟧! For the nota fiscal we need your CPF, could you confirm it?
Customer (⟦PERSON|Beatriz Mendes⟧): ⟦NATIONAL_ID|$br_cpf1⟧
Agent ⟦PERSON|Paulo⟧: Thanks. And delivery is still ⟦ADDRESS|Rua Harmonia 512, apto 34, Vila Madalena, São Paulo - SP, 05435-000⟧?
Customer (⟦PERSON|Beatriz Mendes⟧): yes
Agent ⟦PERSON|Paulo⟧: Perfect, released. You paid ⟦AMOUNT|R$ 389,90⟧ by Pix, correct? Tracking will go to ⟦EMAIL|bea.mendes@example.com.br⟧ within ⟪duration|48h⟫."""),

("rental_contract", """RENTAL CONTRACT (English translation) — residential lease 4+4
Landlord: ⟪org_name|Immobiliare Ferretti S.r.l.⟫, ⟪org_address|Via Roma 12, Bologna⟫
Tenant: ⟦PERSON|Giulio Santoro⟧, born in ⟪place|Turin⟫, tax code (codice fiscale) ⟦NATIONAL_ID|$it_cf1⟧
Property: ⟦ADDRESS|Via Saragozza 88, int. 5, 40123 Bologna⟧ (to be the tenant's residence)
Monthly rent: ⟦AMOUNT|€950,00⟧, due by the 5th of each month
Security deposit: ⟦AMOUNT|€2.850,00⟧, paid by bank transfer to ⟦IBAN|$iban_it1⟧
Registered with the Agenzia delle Entrate on ⟪date|22/09/2025⟫, code ⟪contract_ref|TJK25T012884000HC⟫"""),

("payment_debug_log", """⟪timestamp|2025-10-12 18:44:02,118⟫ DEBUG [checkout-7f9c] gateway.request POST https://api.payflex-gw.example/v3/charges
2025-10-12 18:44:02,119 DEBUG [checkout-7f9c] payload={"currency":"USD","card":{"number":"⟦CARD|$mc2⟧","exp_month":"⟪card_expiry|07⟫","exp_year":"⟪card_expiry|2027⟫","cvc":"⟦CVV|318⟧"},"billing":{"name":"⟦PERSON|Evan Castellanos⟧"},"metadata":{"cart":"⟪order_id|CRT-99182⟫"}}
2025-10-12 18:44:02,842 WARN  [checkout-7f9c] gateway.response 402 card_declined (insufficient_funds) for charge of ⟦AMOUNT|$214.80⟧
2025-10-12 18:44:02,843 INFO  [checkout-7f9c] user=⟦EMAIL|evan.c@example.com⟧ ip=⟦IP_ADDRESS|73.164.22.90⟧ retry=false"""),

("tax_form_ocr", """Form W-2 Wage and Tax Statement 2024          OMB No. ⟪form_id|1545-0008⟫
a Employee's social security number   ⟦SSN|$ssn2⟧
b Employer identification number (EIN) ⟪company_reg_no|84-3310927⟫
c Employer's name, address, and ZIP code
  ⟪org_name|Pinecrest Dental Group LLC⟫, ⟪org_address|2200 Lakeshore Dr, Suite 410, Madison WI 53705⟫
e Employee's first name and initial   Last name
  ⟦PERSON|Andrea L⟧                           ⟦PERSON|Kowalski-Boyd⟧
f Employee's address and ZIP code
  ⟦ADDRESS|518 Jenifer St Apt 2, Madison WI 53703⟧
1 Wages, tips, other comp.   ⟦AMOUNT|58,214.33⟧      2 Federal income tax withheld   ⟦AMOUNT|6,102.87⟧
3 Social security wages      ⟦AMOUNT|58,214.33⟧      4 Social security tax withheld  ⟦AMOUNT|3,609.29⟧"""),

("patient_intake_form", """NEW PATIENT INTAKE — ⟪org_name|Riverbend Orthopedics⟫
Patient name: ⟦PERSON|Marcus J. Whitaker-Lane⟧     Preferred name: ⟦PERSON|MJ⟧
DOB: ⟦DATE_OF_BIRTH|08/02/1966⟧     SSN (last 4 only please): ⟪masked_id|***-**-4410⟫
Insurance: ⟪org_name|Aetna PPO⟫ (card scanned at front desk)
Reason for visit: ⟦MEDICAL|right knee pain⟧, worse on stairs, ~3 months; previous ⟦MEDICAL|ACL reconstruction⟧ 2009
Current medications: ⟦MEDICAL|lisinopril 10 mg daily⟧; ⟦MEDICAL|ibuprofen 400 mg as needed⟧
Allergies: ⟦MEDICAL|latex⟧
Emergency contact: ⟦PERSON|Denise Whitaker-Lane⟧ (wife) ⟦PHONE|608-555-0172⟧
Patient signature: ________  Date: ⟪date|10/06/2025⟫"""),

("background_check", """CONFIDENTIAL — Consumer Report (FCRA)          Report ID ⟪report_id|BG-2025-558130⟫
Subject: ⟦PERSON|HARLAN, Wesley Dean⟧        AKA: ⟦PERSON|Wes Harlan⟧
SSN: ⟦SSN|$ssn3⟧ (issued AZ)              DOB: ⟦DATE_OF_BIRTH|1985-10-09⟧
Address history:
  2021–present  ⟦ADDRESS|3319 E Monte Vista Rd, Phoenix AZ 85008⟧
  2016–2021     ⟦ADDRESS|88 Canyon Loop, Flagstaff AZ 86001⟧
Criminal search (⟪place|Maricopa County⟫): no records found
Employment verified: ⟪org_name|Desert Sun Solar⟫, Installer, 2019–2024
Requested by: ⟪org_name|Copperline Staffing⟫ (account ⟪account_ref|77104⟫)"""),

("slack_dm", """Slack DM — ⟦PERSON|Hollie Grant⟧ ↔ ⟦PERSON|Devon Achebe⟧
⟦PERSON|Hollie Grant⟧  ⟪timestamp|2:41 PM⟫
can you book the offsite venue on the company card? they only take it over the phone lol
⟦PERSON|Hollie Grant⟧  2:42 PM
⟦CARD|$amex2⟧ exp ⟪card_expiry|11/27⟫ cid ⟦CVV|7731⟧   billing zip is the office one
⟦PERSON|Devon Achebe⟧  2:44 PM
got it, their deposit is ⟪price|$1,500⟫ right?
⟦PERSON|Hollie Grant⟧  2:44 PM
yep, venue quote says ⟪price|$6,200⟫ total for the day
⟦PERSON|Hollie Grant⟧  2:45 PM
delete this msg after pls 🙏"""),

("hotel_booking_email", """Subject: Booking request – 2 rooms, 19–21 Nov – guarantee details

Dear Reservations team at ⟪org_name|Hotel Kranzler Eck⟫,

Please hold two double rooms for ⟪date|19–21 November⟫ under the name of Dr. ⟦PERSON|Annika Rössler⟧ (arriving late, approx. 23:30).
Guarantee card (Visa): ⟦CARD|$visa4⟧, valid until ⟪card_expiry|04/29⟫, security code ⟦CVV|062⟧.
Cardholder: ⟦PERSON|Annika Rössler⟧
Your rate of ⟪price|€189⟫ per night incl. breakfast is fine.

Kind regards
⟦PERSON|Annika Rössler⟧
Mobile ⟦PHONE|+49 151 2384 9170⟧"""),

("js_code", """// checkout.e2e.spec.js — DO NOT use real cards in fixtures!! (someone did, see ⟪ticket_id|SEC-118⟫)
const customer = {
  name: '⟦PERSON|Rosalind Achterberg⟧',
  email: '⟦EMAIL|r.achterberg@example.nl⟧',
  phone: '⟦PHONE|+31 6 4821 0937⟧',
};

const card = {
  number: '⟦CARD|$visa5⟧',
  expiry: '⟪card_expiry|10/26⟫',
  cvc: '⟦CVV|509⟧',
};

test('pays with saved card', async ({ page }) => {
  await page.goto('http://localhost:⟪port|3000⟫/checkout?sku=⟪sku|TSHIRT-BLK-M⟫');
  await page.fill('#cc-number', card.number);
  await expect(page.locator('.total')).toHaveText('⟪price|$24.00⟫');
});"""),

("employee_record", """EMPLOYEE MASTER RECORD — ⟪place|Seoul⟫ branch (exported ⟪date|2025-10-01⟫)
Name: ⟦PERSON|KIM Min-jun⟧ (⟦PERSON|김민준⟧)
Resident registration no.: ⟦NATIONAL_ID|$kr_rrn1⟧
Position: Senior Engineer, Grade ⟪grade|M3⟫
Address: ⟦ADDRESS|301-1204, 45 Olympic-ro 35-gil, Songpa-gu, Seoul 05510⟧
Mobile: ⟦PHONE|+82 10-5512-3847⟧
Annual salary: ⟦AMOUNT|KRW 78,000,000⟧
Record owner: HR Ops (ticket ⟪ticket_id|HRO-7716⟫)"""),

("hr_email", """Subject: My Number submission for year-end adjustment

Hi ⟦PERSON|Sato⟧-san,

For the year-end adjustment, here is my Individual Number (My Number): ⟦NATIONAL_ID|$jp_mynumber1⟧
I will bring my daughter ⟦PERSON|Hina⟧'s notification card in person, since it is a paper one.
Also my new address after the move: ⟦ADDRESS|2-14-7 Kichijoji Honcho, Musashino-shi, Tokyo 180-0004⟧

Employee no. ⟪employee_id|30917⟫ — sorry it's a day after the ⟪date|11/28⟫ deadline.

Thanks,
⟦PERSON|Daniel Whitmore⟧"""),

("reimbursement_form", """HEALTH INSURANCE REIMBURSEMENT REQUEST — ⟪org_name|CPAM de Paris⟫ (English translation)
Insured person: Mme ⟦PERSON|Claire DUVAL-MARCHETTI⟧
Social security number (NIR): ⟦NATIONAL_ID|$fr_nir1⟧
Address: ⟦ADDRESS|27 rue Oberkampf, 75011 Paris⟧
Care received: ⟦MEDICAL|physiotherapy⟧, 12 sessions for ⟦MEDICAL|lower back pain⟧ (⟦MEDICAL|lumbar disc herniation⟧), prescribed by Dr. ⟦PERSON|Benoît Lamarque⟧
Amount paid by patient: ⟦AMOUNT|€384.00⟧    Reimbursement requested: ⟦AMOUNT|€230.40⟧
Refund to: ⟦IBAN|$iban_fr1⟧
Form ⟪form_id|S3125⟫ · received ⟪date|09/10/2025⟫"""),

("employment_contract", """EMPLOYMENT CONTRACT — between ⟪org_name|Brouwerij De Smet BV⟫ (the employer), enterprise no. ⟪company_reg_no|0712.845.903⟫, and
Mrs. ⟦PERSON|Lieve Vermeulen⟧, national register no. ⟦NATIONAL_ID|$be_nrn2⟧, residing at ⟦ADDRESS|Kortrijksesteenweg 212, 9000 Gent⟧ (the employee).

Art. 1 Position: Head Brewer, joint committee ⟪policy_no|118⟫.
Art. 2 Gross monthly salary: ⟦AMOUNT|€3,650⟧, paid into ⟦IBAN|$iban_be1⟧.
Art. 3 Start date: ⟪date|1 December 2025⟫. Working hours: 38 h/week.

Signed in ⟪place|Ghent⟫, 10 October 2025, in two originals."""),

("housing_application", """Subject: Application – 2 rok, Hornsgatan (object ⟪listing_id|12-3401-7⟫)

Hej! Sorry for writing in English.

I would like to apply for the first-hand contract advertised at ⟪price|9 840 kr/month⟫.
Name: ⟦PERSON|Johanna Lindqvist Berg⟧, personnummer ⟦NATIONAL_ID|$se_pnr2⟧
Current address: ⟦ADDRESS|Ringvägen 101 lgh 1304, 118 60 Stockholm⟧
Employer: ⟪org_name|Karolinska Universitetssjukhuset⟫, permanent position
Monthly income before tax: ⟦AMOUNT|36 500 SEK⟧
Phone: ⟦PHONE|070-174 06 42⟧

Best regards,
⟦PERSON|Johanna⟧"""),

("tax_card_request", """Tax card request (skattekort) — summary
Name: ⟦PERSON|Eirik Haugland⟧
National identity number: ⟦NATIONAL_ID|$no_fnr1⟧
Address: ⟦ADDRESS|Thorvald Meyers gate 58B, 0552 Oslo⟧
Expected 2026 income: ⟦AMOUNT|NOK 640 000⟧
Employer: ⟪org_name|Fjellheim Data AS⟫ (org.nr ⟪company_reg_no|923 609 016⟫)
Submitted ⟪timestamp|2025-10-13 20:41⟫ · confirmation ⟪confirmation_no|SK-2025-4471092⟫"""),

("pharmacy_receipt", """⟪org_name|Apteekki Kalevankatu⟫ — pharmacy receipt, e-prescription dispensed
Customer: ⟦PERSON|Aino Kettunen⟧   Personal identity code ⟦NATIONAL_ID|$fi_hetu2⟧
Medicine: ⟦MEDICAL|Sertraline 50 mg film-coated tablets⟧, 98 pcs — 1 tablet daily
Kela reimbursement applied: 40 %   Customer paid: ⟦AMOUNT|11,64 €⟧
Pharmacist: ⟦PERSON|M. Heikkilä⟧   Date: ⟪timestamp|13.10.2025 15:07⟫
Receipt no. ⟪receipt_no|0093-2281-551⟫"""),

("cv", """CURRICULUM VITAE
⟦PERSON|Katarzyna Wiśniewska-Nowak⟧ (⟦PERSON|Kasia⟧)
⟦ADDRESS|ul. Długa 17/4, 31-147 Kraków⟧ · ⟦PHONE|+48 512 034 918⟧ · ⟦EMAIL|kasia.wisniewska@example.pl⟧
PESEL: ⟦NATIONAL_ID|$pl_pesel1⟧ (required by Polish employers)

EXPERIENCE
2021–now   Data Analyst, ⟪org_name|Wawel Logistics sp. z o.o.⟫ — reporting in Python ⟪version|3.12⟫ and dbt
2018–2021  Junior Analyst, ⟪org_name|Kraków Airport⟫

REFERENCES
Prof. ⟦PERSON|Tomasz Zieliński⟧, AGH University — on request"""),

("car_rental_agreement", """RENTAL AGREEMENT  ⟪contract_ref|RA-FRA-0029184⟫   Station: ⟪place|Frankfurt Airport T1⟫
Driver: ⟦PERSON|Maximilian Brandauer⟧
ID document: identity card no. ⟦NATIONAL_ID|$de_pa1⟧, valid to ⟪date|2031-03-14⟫
Driving licence: class B since 2008
Address: ⟦ADDRESS|Schwanthalerstraße 74, 80336 München⟧
Vehicle: VW Golf 8 Variant, reg ⟪vehicle_reg|F-KR 4821⟫, fuel full/full
Deposit blocked on card: Mastercard ⟪masked_card|**** 7702⟫ — ⟦AMOUNT|€300.00⟧"""),

("tenant_registration", """TENANT REGISTRATION — ⟪org_name|Harbour View Mansion⟫ Management Office
Name: ⟦PERSON|LEUNG Ka Yan⟧ (⟦PERSON|梁嘉欣⟧)
HKID: ⟦NATIONAL_ID|$hk_hkid1⟧
Flat: ⟦ADDRESS|Flat D, 18/F, Block 2, Harbour View Mansion, 28 King's Road, North Point, Hong Kong⟧
Contact: ⟦PHONE|9123 8876⟧
Car park: none   Access card: ⟪access_card|AC-02-18D-3⟫
Move-in date: ⟪date|01/11/2025⟫   Management fee: ⟪price|HK$2,180⟫ per month (building-wide rate)"""),

("employment_certificate", """CERTIFICATE OF EMPLOYMENT (for visa application)

This is to certify that Ms. ⟦PERSON|LIN, Yi-Chen⟧ (⟦PERSON|林怡臻⟧), ID No. ⟦NATIONAL_ID|$tw_id2⟧, has been employed by ⟪org_name|Formosa Precision Components Co., Ltd.⟫ since March 2018 as Quality Assurance Manager, with an annual salary of ⟦AMOUNT|NT$1,280,000⟧.

She has been granted leave from ⟪date|2025/12/20⟫ to ⟪date|2026/01/04⟫ for travel to Canada.

Issued in ⟪place|Taichung⟫, 2025/10/07.
HR Department — contact: ⟦PERSON|Wang Mei-Hua⟧, ext. 2231"""),

("health_article", """Five myths about cholesterol

Myth 1: Only overweight people have high cholesterol. In fact, ⟪health_info|familial hypercholesterolaemia⟫ affects about 1 in 250 people regardless of weight.

Myth 2: Statins are dangerous. ⟪drug_ad|Atorvastatin⟫ and ⟪drug_ad|rosuvastatin⟫ are among the most studied drugs in the world; ⟪health_info|muscle aches are reported by a minority of users⟫ and usually settle.

Myth 3: You'll feel it if your cholesterol is high. ⟪health_info|High LDL has no symptoms⟫, which is why the ⟪org_name|Heart Foundation⟫ recommends a check every 5 years from age 40.

Published ⟪date|14 October 2025⟫ · 6 min read · Reviewed by the editorial board"""),

("status_page", """Incident: Elevated error rates in ⟪region|eu-west-1⟫ (resolved)

⟪timestamp|Oct 14, 09:12 UTC⟫ — Investigating: We are seeing elevated 5xx rates (~4%) on the Orders API for customers in Europe.
Oct 14, 09:31 UTC — Identified: A configuration push in release ⟪version|2025.10.14-1⟫ pointed the read pool at a decommissioned replica (⟪doc_ip|198.51.100.14⟫). Rolled back.
Oct 14, 09:58 UTC — Monitoring: Error rates back to baseline. Queued webhooks are being retried.
Oct 14, 10:40 UTC — Resolved. Affected window 09:04–09:36 UTC. Post-incident review ⟪ticket_id|PIR-0412⟫ will be published within 5 business days."""),

("line_chat", """[LINE] Tokyo Expat Parents
⟪timestamp|19:02⟫ ⟦PERSON|Megan O.⟧: anyone know a pediatrician near ⟪place|Nakameguro⟫ who speaks English?
19:05 ⟦PERSON|Kenji⟧: Dr. ⟦PERSON|Fujimoto⟧ at ⟪org_name|Meguro Kids Clinic⟫! my son had ⟦MEDICAL|hand-foot-mouth⟧ and she was great
19:06 ⟦PERSON|Megan O.⟧: thank you!! ⟦PERSON|Lily⟧ has had a ⟦MEDICAL|fever⟧ since Sunday and a ⟦MEDICAL|rash on her hands⟧
19:09 ⟦PERSON|Kenji⟧: they open ⟪time|9:00⟫, walk-ins ok before 11. hope she feels better 🙏"""),

("sms_reminder", """From: ⟪short_code|BRIGHTSMILE⟫
Hi ⟦PERSON|Priyanka⟧, this is a reminder of your appointment with Dr ⟦PERSON|Okoro⟧ at ⟪org_name|Bright Smiles Dental⟫ on ⟪date|Thu 23 Oct at 10:40⟫ for your ⟦MEDICAL|root canal (lower left molar)⟧. Reply C to confirm or R to reschedule. Balance outstanding on your account: ⟦AMOUNT|£85.00⟧. To opt out text STOP to ⟪short_code|88440⟫."""),

("therapy_progress_note", """PROGRESS NOTE — Session 7 (telehealth, 50 min)
Client: ⟦PERSON|Jordan Ellis-Park⟧ (they/them)   Clinician: ⟦PERSON|Renata Vasquez⟧, LCSW
Date of service: ⟪date|10/09/2025⟫   CPT ⟪procedure_code|90834⟫
S: ⟦PERSON|Jordan⟧ reports ⟦MEDICAL|panic attacks⟧ decreased from ~4/week to 1/week. Reports ⟦MEDICAL|fragmented sleep⟧ (~5 h). Mentions ⟦MEDICAL|passive suicidal ideation⟧ last weekend, no plan or intent.
O: Affect constricted; speech normal; oriented x3.
A: ⟦MEDICAL|Panic disorder⟧, improving; ⟦MEDICAL|major depressive disorder, recurrent, moderate⟧.
P: Continue ⟦MEDICAL|CBT⟧; safety plan reviewed; coordinate with psychiatrist re: ⟦MEDICAL|sertraline 100 mg daily⟧ (up from 50 mg)."""),

("visa_decision_letter", """UK Visas and Immigration — Decision on your application
Reference: ⟪case_no|GWF071928834⟫

Dear Mr ⟦PERSON|Oluwaseun Bankole⟧,

Your application for a Skilled Worker visa has been approved.
Passport number: ⟦PASSPORT|B02749183⟧ (Nigeria)
Date of birth: ⟦DATE_OF_BIRTH|30 November 1990⟧
Sponsor: ⟪org_name|Thamesgate Health NHS Trust⟫ (licence no. ⟪company_reg_no|9XK2L04Q7⟫)
Salary stated on your CoS: ⟦AMOUNT|£38,700⟧ per year
Collect your BRP from: Post Office, ⟪org_address|24-28 William IV Street, London WC2N 4DL⟫"""),

("resume", """⟦PERSON|DANIEL OKAFOR-REYES⟧
Software Engineer · ⟪place|Austin, TX⟫ · ⟦PHONE|(512) 555-0148⟧ · ⟦EMAIL|dokafor.reyes@example.com⟧ · github.com/⟦PERSON|dokaforreyes⟧

EXPERIENCE
Senior Backend Engineer, ⟪org_name|Lumenfield⟫ (2021–present)
- Cut p99 latency of the pricing API from 480 ms to 95 ms; led the migration to Go ⟪version|1.22⟫
- Mentored 4 engineers; ran the on-call rotation for 30+ services

REFERENCES
⟦PERSON|Ngozi Achebe⟧, Engineering Manager — available on request"""),

("wire_confirmation", """OUTGOING PAYMENT CONFIRMATION — MT103 copy
Value date: ⟪date|2025-10-15⟫      Reference: ⟪transaction_ref|FT25288X4KQ2⟫
Ordering customer: Mrs ⟦PERSON|Elif Yilmaz-Baumann⟧, ⟦ADDRESS|Seefeldstrasse 131, 8008 Zürich⟧
Debit account: ⟦IBAN|$iban_ch1⟧
Beneficiary: ⟦PERSON|Deniz Yilmaz⟧, ⟦IBAN|$iban_de2⟧
Beneficiary bank: BIC ⟪bic|COBADEFFXXX⟫ (⟪org_name|Commerzbank⟫, Frankfurt)
Amount: ⟦AMOUNT|CHF 12,500.00⟧ → ⟦AMOUNT|EUR 13,348.20⟧ (rate 1.06786)
Charges: OUR   Fee: ⟪price|CHF 25.00⟫
Remittance info: loan repayment, thanks ⟦PERSON|Deniz⟧"""),

("json_config", """{
  "Logging": { "LogLevel": { "Default": "Information" } },
  "ConnectionStrings": {
    "Blob": "DefaultEndpointsProtocol=https;AccountName=kwinvoicesprod;AccountKey=⟦SECRET|$azure_storage1⟧;EndpointSuffix=core.windows.net",
    "Sql": "Server=tcp:kw-sql-prod.database.windows.net,⟪port|1433⟫;Initial Catalog=invoices;User ID=invoices_app;Password=⟦SECRET|P@ssw0rd-Invoices-22⟧;Encrypt=True;"
  },
  "AzureAd": {
    "TenantId": "⟪uuid|$uuid1⟫",
    "ClientId": "⟪app_id|$uuid2⟫",
    "ClientSecret": "⟦SECRET|$azure_client_secret2⟧"
  },
  "Support": { "Owner": "⟦PERSON|Ioana Petrescu⟧" }
}"""),

("jira_ticket", """[⟪ticket_id|OPS-3120⟫] Deploy key for legacy SFTP sync not working
Reporter: ⟦PERSON|Hamid Karimi⟧   Assignee: ⟦PERSON|Beatriz Coelho⟧   Priority: High   Created: ⟪timestamp|13/Oct/25 16:02⟫

Description:
Sync from sftp.partner-logistics.example fails with "Permission denied (publickey)". Here's the key we're using (copied from the old wiki page):

{noformat}
⟦SECRET|$pem_openssh1⟧
{noformat}

Server is ⟦IP_ADDRESS|10.60.2.8⟧, port ⟪port|2222⟫, user kwsync. Partner contact: ⟦PERSON|Lotte Vink⟧ (⟦EMAIL|lotte.vink@partner-logistics.example⟧)."""),

("ansible_inventory", """[web]
⟪hostname|web-01⟫ ansible_host=⟦IP_ADDRESS|10.11.0.21⟧
⟪hostname|web-02⟫ ansible_host=⟦IP_ADDRESS|10.11.0.22⟧

[db]
db-01 ansible_host=⟦IP_ADDRESS|10.11.0.40⟧ ansible_user=postgres ansible_become_pass=⟦PASSWORD|Quarry!Lantern!58⟧

[all:vars]
ansible_user=deploy
ansible_ssh_pass=⟦PASSWORD|Deploy2025#kw⟧
ntp_server=⟪doc_ip|192.0.2.123⟫
# maintained by ⟦PERSON|r.ferreira⟧, last change ⟪date|2025-09-18⟫"""),

("gitlab_ci", """variables:
  DOCKER_DRIVER: overlay2
  VAULT_ADDR: "https://vault.kestrelworks.io:⟪port|8200⟫"
  VAULT_TOKEN: "⟦APIKEY|$vault1⟧"
  RUNNER_REG_TOKEN: "⟦APIKEY|$gitlab_runner1⟧"

deploy_staging:
  stage: deploy
  image: alpine:⟪version|3.20⟫
  script:
    - apk add curl
    - curl --fail -H "PRIVATE-TOKEN: ⟦APIKEY|$gitlab_pat1⟧" "https://gitlab.kestrelworks.io/api/v4/projects/⟪record_id|412⟫/pipelines"
  only: [main]"""),

("waf_log", """{"timestamp":"⟪timestamp|2025-10-14T13:22:51Z⟫","action":"BLOCK","rule":"⟪rule_id|SQLi-942100⟫","clientIp":"⟦IP_ADDRESS|2607:fb90:2c1a:44e5:91b2:7d0f:3a61:c208⟧","country":"US","uri":"/search?q=1%27%20OR%201=1--","httpMethod":"GET","requestId":"⟪uuid|$uuid3⟫"}
{"timestamp":"2025-10-14T13:22:53Z","action":"ALLOW","rule":"Default_Action","clientIp":"⟪doc_ip|198.51.100.77⟫","country":"ZZ","uri":"/healthz","httpMethod":"GET","requestId":"⟪uuid|$uuid4⟫"}
{"timestamp":"2025-10-14T13:23:07Z","action":"COUNT","rule":"RateLimit-2000","clientIp":"⟦IP_ADDRESS|5.148.201.66⟧","country":"GB","uri":"/api/login","httpMethod":"POST","requestId":"⟪uuid|$uuid5⟫"}"""),

("vet_record", """⟪org_name|PAWSWORTH VETERINARY HOSPITAL⟫ — Patient summary
Patient: "⟪pet_name|Biscuit⟫" (canine, Labrador x, 7 y, MN)   Microchip: ⟪microchip|941000024817356⟫
Owners: ⟦PERSON|Harriet⟧ & ⟦PERSON|Sam Pemberton-Lowe⟧
Address: ⟦ADDRESS|12 Kiln Lane, Farnham GU9 7PX⟧
Phone: ⟦PHONE|07700 900 882⟧
Visit ⟪date|14/10/2025⟫: limping right hind, ⟪pet_health|suspected CCL rupture⟫; prescribed ⟪pet_health|meloxicam 1.5 mg/ml oral suspension⟫
Invoice ⟪invoice_no|INV-55820⟫: consult ⟪price|£58.00⟫, X-ray ⟪price|£240.00⟫ — paid in full by owner (⟦AMOUNT|£298.00⟧)"""),

("password_manager_export", """# Bitwarden export ⟪timestamp|2025-10-14T07:55:02Z⟫ (unencrypted .csv)
folder,favorite,type,name,notes,fields,login_uri,login_username,login_password,login_totp
Work,1,login,GitLab (kestrel),,,https://gitlab.kestrelworks.io,⟦PERSON|bnguyen⟧,⟦PASSWORD|Gl!tch-Rabbit-73⟧,otpauth://totp/Kestrel%20GitLab:⟦PERSON|bnguyen⟧?secret=⟦SECRET|$totp1⟧&issuer=Kestrel%20GitLab
Personal,,login,⟪org_name|Monzo⟫,,,https://monzo.com,⟦EMAIL|bao.nguyen.1990@example.com⟧,,
Personal,,login,Home router,"admin panel at ⟦IP_ADDRESS|192.168.1.1⟧",,http://⟦IP_ADDRESS|192.168.1.1⟧,admin,⟦PASSWORD|Tp-Link-Attic-5521⟧,
Work,,login,AWS console (root - DO NOT USE),,,https://signin.aws.amazon.com,⟦EMAIL|ops+root@kestrelworks.io⟧,⟦PASSWORD|R00t!Vault!Kestrel!2024⟧,⟦SECRET|$totp2⟧"""),

("curl_debug", """$ curl -v -H "Authorization: Bearer ⟦APIKEY|$bearer1⟧" https://api.kestrelworks.io/v2/shipments?status=delayed
*   Trying ⟦IP_ADDRESS|10.44.0.12⟧:⟪port|443⟫...
* Connected to api.kestrelworks.io (⟦IP_ADDRESS|10.44.0.12⟧) port 443 (#0)
> GET /v2/shipments?status=delayed HTTP/2
> Host: api.kestrelworks.io
> user-agent: curl/⟪version|8.5.0⟫
> authorization: Bearer ⟦APIKEY|$bearer1⟧
< HTTP/2 200
< x-request-id: ⟪uuid|$uuid6⟫
$ export JIRA_API_TOKEN=⟦APIKEY|$atlassian1⟧
$ jira issue list -q "assignee = '⟦EMAIL|wtanaka@kestrelworks.io⟧' AND status = 'In Progress'"
KEY        SUMMARY                               STATUS
⟪ticket_id|SHIP-4471⟫  Customs hold at ⟪place|Felixstowe⟫               In Progress"""),

]
