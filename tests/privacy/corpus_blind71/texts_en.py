# -*- coding: utf-8 -*-
"""English texts of the blind71 corpus, typed one at a time.

Markup: ⟦TYPE|value⟧ labelled span, ⟪kind|value⟫ decoy, $name -> values.VALUES.
"""
TEXTS = []

# ---- part 1 -------------------------------------------------------------
TEXTS += [
("sms_thread", """Hi ⟦PERSON|Gwen⟧, ⟦PERSON|Dale⟧ from ⟪org_name|Ridgeline Investigations⟫. Subject left the house at ⟪time_of_day|6:42am⟫ in the grey Tacoma, tailed him to a job site off Rt 9 and he was hauling lumber no problem, so much for the ⟦MEDICAL|herniated disc⟧ lol. Pics are up on the portal under ⟪case_number|RI-24-0317⟫.
Heads up your card ending ⟪masked_card|**4471⟫ got declined for the ⟦AMOUNT|$750⟧ top-up. Can u call me on my cell ⟦PHONE|603-555-0187⟧ not the office"""),

("email_with_signature", """From: ⟦PERSON|Marcus Oyelaran⟧ <⟦EMAIL|marcus@swiftserve-legal.com⟧>
To: ⟦PERSON|Priya Raghunathan⟧ <⟦EMAIL|praghunathan@holliskemp-law.com⟧>
Subject: RE: Service on Defendant - Docket ⟪docket_number|2024-CV-01187⟫

⟦PERSON|Priya⟧,

Three attempts at ⟦ADDRESS|2281 Wexford Lane, Apt 4B, Columbus, OH 43215⟧ for ⟦PERSON|Trent Abernathy⟧, no answer on ⟪event_date|6/3⟫, 6/5 and 6/8 (times in the attached log). Neighbor says he moved in w/ his girlfriend ⟦PERSON|Kaylee Druce⟧ somewhere in Grove City. Ran her through our skip tool and got ⟦ADDRESS|3870 Brookside Dr, Grove City, OH 43123⟧ and a cell, ⟦PHONE|614-555-0139⟧. Want me to try there Saturday? Extra stop is ⟪price|$65⟫ per attempt per the ⟪document_name|2024 fee schedule⟫.

⟦PERSON|Marcus Oyelaran⟧
Licensed Process Server #⟪license_number|PS-OH-11482⟫
⟪org_name|SwiftServe Legal Support⟫ | ⟦PHONE|(614) 555-0162⟧ | ⟦EMAIL|marcus@swiftserve-legal.com⟧"""),

("web_form_rental_application", """RENTAL APPLICATION - ⟪org_name|Keystone Tenant Screening⟫   ref ⟪application_id|APP-778120⟫
Applicant full name: ⟦PERSON|Rosalind Achebe-Marsh⟧
Date of birth: ⟦DATE_OF_BIRTH|11/23/1990⟧
SSN: ⟦SSN|$ssn1⟧
Mobile: ⟦PHONE|(215) 555-0193⟧      Email: ⟦EMAIL|ros.achebemarsh@gmail.com⟧
Current address: ⟦ADDRESS|418 S 47th St, Apt 2, Philadelphia, PA 19143⟧
Current rent: ⟦AMOUNT|$1,150⟧ /mo       Gross monthly income: ⟦AMOUNT|$4,820⟧
Employer: ⟪org_name|Schuylkill Dental Group⟫ (hygienist, 3 yrs)
Previous landlord: ⟦PERSON|Gary Feldstein⟧  ⟦PHONE|267-555-0118⟧
Pets: 1 cat (⟪pet_name|Biscuit⟫, indoor)
Screening fee ⟪price|$45.00⟫ charged to: ⟦CARD|$card1⟧  exp 08/27  CVV ⟦CVV|392⟧
[x] I authorize ⟪org_name|Keystone Tenant Screening⟫ to obtain consumer reports.   Signed: ⟦PERSON|Rosalind Achebe-Marsh⟧"""),

("nginx_access_log", """⟦IP_ADDRESS|73.142.88.19⟧ - ⟦PERSON|jkowalczyk⟧ [⟪timestamp|12/Jun/2024:09:14:22 +0000⟫] "GET /api/v2/reports/⟪report_id|BGC-2024-55812⟫ HTTP/1.1" 200 18234 "-" "Mozilla/5.0 (Windows NT 10.0; Win64; x64)"
⟪doc_ip|203.0.113.77⟫ - - [12/Jun/2024:09:14:25 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"
⟦IP_ADDRESS|10.20.4.15⟧ - ⟦PERSON|svalenzuela⟧ [12/Jun/2024:09:15:02 +0000] "POST /api/v2/orders HTTP/1.1" 201 611 "-" "screening-admin/⟪version|5.12.3⟫"
⟦IP_ADDRESS|2600:1700:5a80:3c10:8d2e:41ff:fe19:a3b2⟧ - ⟦PERSON|jkowalczyk⟧ [12/Jun/2024:09:16:40 +0000] "GET /api/v2/reports/BGC-2024-55813/pdf HTTP/1.1" 403 153 "-" "Mozilla/5.0"
⟪loopback_ip|127.0.0.1⟫ - - [12/Jun/2024:09:17:00 +0000] "GET /metrics HTTP/1.1" 200 9921 "-" "prometheus/⟪version|2.51.0⟫"
request_id=⟪request_id|7c0f6d2a-93b1-4e55-b0de-5f1e8a2c4d71⟫ upstream=⟪hostname|report-svc-3⟫:⟪port|9000⟫"""),

("dotenv_config", """# skiptrace-worker .env   (DO NOT COMMIT)   build ⟪version|3.8.1⟫
APP_ENV=production
PORT=⟪port|8080⟫
DATABASE_URL=postgres://skiptrace_app:⟦SECRET|Wr3nch!Harbor77⟧@⟦IP_ADDRESS|10.40.2.17⟧:5432/skiptrace
OPENAI_API_KEY=⟦APIKEY|$ak_openai1⟧
SENDGRID_API_KEY=⟦APIKEY|$ak_sendgrid1⟧
STRIPE_PUBLISHABLE_KEY=⟪publishable_key|pk_live_51HxQa2KvRtuWxY7bZcD9eFgHiJ0kLmNoP⟫
STRIPE_SECRET_KEY=⟦APIKEY|$ak_stripe1⟧
STRIPE_WEBHOOK_SECRET=⟦SECRET|$sec_whsec1⟧
AWS_ACCESS_KEY_ID=⟦APIKEY|$ak_aws1⟧
AWS_SECRET_ACCESS_KEY=⟦SECRET|$sec_aws1⟧
S3_BUCKET=⟪bucket_name|rl-skiptrace-exports⟫
ADMIN_EMAIL=⟦EMAIL|t.nakamura@ridgeline-inv.com⟧
SENTRY_RELEASE=⟪commit_sha|9f3c2a1e8b7d4f60a2c5e1b9d8f7a6c5e4d3b2a1⟫"""),

("polygraph_pretest_notes", """PRE-TEST INTERVIEW  -  case ⟪case_number|PX-0619-B⟫
Examinee: ⟦PERSON|Terrence Oduya⟧   DOB ⟦DATE_OF_BIRTH|March 3, 1984⟧
Referred by counsel: ⟦PERSON|Sheldon Ruiz⟧
Medications disclosed: ⟦MEDICAL|metoprolol 50 mg daily⟧ (beta blocker, may flatten cardio channel), ⟦MEDICAL|sertraline 100 mg⟧. Reports ⟦MEDICAL|obstructive sleep apnea⟧, uses CPAP, slept approx 5 hrs last night. Denies alcohol in past 24h. Examinee states ⟦MEDICAL|type 2 diabetes⟧, last glucose reading ⟦MEDICAL|142 mg/dL⟧ this morning.
Instrument: ⟪device_model|Lafayette LX6⟫, software ⟪version|11.2.0⟫. Format: ⟪technique_name|Utah ZCT⟫.
Examinee paid ⟦AMOUNT|$450⟧ by money order ⟪money_order_number|MO 21-884019⟫.
Examiner: ⟦PERSON|Lorraine Kett⟧"""),

("certificate_of_destruction", """CERTIFICATE OF DESTRUCTION   No. ⟪certificate_number|COD-2024-118734⟫
Customer: ⟪org_name|Lakeview Family Dental⟫   Account ⟪org_account|LV-00932⟫
Site contact: ⟦PERSON|Ingrid Solberg⟧, ⟦PHONE|(651) 555-0124⟧, ⟦EMAIL|isolberg@lakeviewfamilydental.com⟧
Material: ⟪weight|1,240 lbs⟫ mixed office paper, 14 x 95-gal consoles, seals ⟪seal_number|SL-448210⟫ through ⟪seal_number|SL-448223⟫
Destroyed: ⟪timestamp|2024-05-14 10:32 CDT⟫ at plant ⟪facility_code|MSP-2⟫ on shredder s/n ⟪serial_number|HSM-P36-00417⟫
Driver: ⟦PERSON|Jamal Whitfield⟧      Customer witness: ⟦PERSON|Ingrid Solberg⟧
Questions about this certificate: ⟪org_name|Cedarline Shredding⟫ customer care ⟦PHONE|1-800-555-0142⟧"""),

("mediation_minutes", """MEDIATION SESSION 3 - file ⟪file_number|FM-2024-062⟫
Mediator: ⟦PERSON|Audrey Castellanos⟧
Present: ⟦PERSON|Nils Halvorsen⟧ (father), ⟦PERSON|Camille Brandt⟧ (mother). Counsel not present.

1. Parenting time. ⟦PERSON|Nils⟧ proposes alternating weekends + Wednesday dinners. ⟦PERSON|Camille⟧ concerned that ⟦PERSON|Elsa⟧'s ⟦MEDICAL|ADHD medication (Vyvanse 20 mg)⟧ gets skipped at his place on weekends. Agreed: pill organiser travels in ⟦PERSON|Elsa⟧'s backpack.
2. Child support. ⟦PERSON|Nils⟧ currently pays ⟦AMOUNT|$1,380⟧ a month; ⟦PERSON|Camille⟧ asks for ⟦AMOUNT|$1,600⟧ to cover after-school care. Parked until both upload pay stubs.
3. Relocation. ⟦PERSON|Camille⟧ moving to ⟦ADDRESS|77 Linden Ave, Unit 3, Madison, WI 53705⟧ from ⟪event_date|June 1⟫; school district unchanged.
Next session ⟪meeting_date|June 18⟫ at ⟪time_of_day|2:00 pm⟫, ⟪meeting_room|Room B⟫. Sliding-scale fee ⟪hourly_rate|$180/hr⟫ split 50/50."""),

("court_transcript", """                                                        ⟪page_number|14⟫
 1       Q.   Please state your full name and spell your last
 2   name for the record.
 3       A.   ⟦PERSON|Delphine Marie Okonkwo⟧. ⟦PERSON|O-K-O-N-K-W-O⟧.
 4       Q.   And your date of birth, Ms. ⟦PERSON|Okonkwo⟧?
 5       A.   ⟦DATE_OF_BIRTH|September 9th, 1976⟧.
 6       Q.   Where do you currently reside?
 7       A.   ⟦ADDRESS|1140 Kessler Boulevard, Indianapolis, Indiana 46228⟧.
 8       Q.   On the night of ⟪event_date|October 2nd⟫ you were at your sister's home?
 9       A.   Yes. ⟦PERSON|Renata⟧ had her ⟦MEDICAL|chemo⟧ that morning so I stayed
10   over, I was there the whole night.
11       Q.   And ⟦PERSON|Renata⟧'s husband, ⟦PERSON|Curtis Hale⟧, was he there?
12       A.   No sir. He came back around -- I'd say after midnight.
                      ⟪case_number|49D12-2310-CT-040117⟫
         ⟪org_name|Circle City Court Reporting⟫, CSR No. ⟪license_number|CSR-IN-8842⟫"""),

("forensic_document_report", """FORENSIC DOCUMENT EXAMINATION   Report ⟪report_id|QD-24-0091⟫
Submitted by: ⟦PERSON|Harold Pettigrew⟧, Esq., on behalf of the estate.
Q1: personal check no. ⟪check_number|000417⟫ drawn on the account of ⟦PERSON|Mildred Aune⟧ (deceased), payable to ⟦PERSON|Corey Aune⟧ in the amount of ⟦AMOUNT|$18,500.00⟧, dated ⟪document_date|14 February 2023⟫.
K1-K12: known signatures of ⟦PERSON|Mildred Aune⟧ from cancelled checks and ⟪form_number|Form 1040⟫ returns, 2016-2022.
Medical context supplied by counsel: the writer was diagnosed with ⟦MEDICAL|essential tremor⟧ in 2019 and started ⟦MEDICAL|propranolol⟧, per her neurologist Dr. ⟦PERSON|Anil Varghese⟧. K9-K12 show tremor in the terminal strokes; Q1 shows fluent, rapid line quality with no tremor.
Opinion: Q1 was probably not written by ⟦PERSON|Mildred Aune⟧ (ASTM ⟪standard_ref|E1658-08⟫ scale, level 4).
⟦PERSON|Fiona Mackintosh⟧, D-ABFDE       Billing at ⟪hourly_rate|$275/hour⟫, invoice follows."""),

("slack_channel", """#ops-it
[9:02] ⟦PERSON|kyle.b⟧: vpn dropping again for anyone on the ⟦IP_ADDRESS|100.72.14.9⟧ CGNAT range?
[9:03] ⟦PERSON|mina⟧: yep mine's ⟦IP_ADDRESS|100.72.30.211⟧, same thing since the ⟪version|7.4.2⟫ client update
[9:05] ⟦PERSON|kyle.b⟧: ok rotating the case-alerts bot, old token was ⟦APIKEY|$ak_slack1⟧ revoke it after lunch
[9:06] ⟦PERSON|mina⟧: dude don't paste tokens in here 🙄
[9:06] ⟦PERSON|kyle.b⟧: private channel, chill. new one is in 1password
[9:10] ⟦PERSON|Ravi Menon⟧: fyi vendor doc says use ⟪doc_ip|198.51.100.23⟫ for the test gateway, don't touch prod ⟪hostname|gw-01.ridgeline.internal⟫
[9:11] ⟦PERSON|mina⟧: 👍"""),

("invoice", """⟪org_name|Capitol Process & Courier⟫ - ⟪org_address|500 N Capitol St, Suite 210⟫
INVOICE ⟪invoice_number|INV-20931⟫            Date: ⟪invoice_date|05/22/2024⟫
Bill to: ⟦PERSON|Lydia Ferreira-Nunes⟧
         ⟦ADDRESS|9 Orchard Row, Apt 12, Sacramento, CA 95814⟧
Re: service of Summons & Petition (⟪form_number|FL-100⟫) on ⟦PERSON|Antonio Nunes⟧

  Routine service, 1 address ........... ⟪price|$85.00⟫
  Additional attempt (evening) ........ ⟪price|$40.00⟫
  Proof of service filing ............. ⟪price|$35.00⟫
  TOTAL DUE                              ⟦AMOUNT|$160.00⟧
  Paid 05/10 (card ⟪masked_card|XXXX-XXXX-XXXX-2208⟫)      ⟦AMOUNT|$100.00⟧
  BALANCE                                ⟦AMOUNT|$60.00⟧
Questions: ⟦PHONE|(916) 555-0171⟧"""),

("call_transcript", """[00:00:04] AGENT: Hi, this is ⟦PERSON|Shauna⟧ with ⟪org_name|VeriHome Screening⟫, I'm calling to verify employment for a ⟦PERSON|Desmond Tillery⟧?
[00:00:11] HR: Sure, can I get the date of birth he gave you?
[00:00:14] AGENT: ⟦DATE_OF_BIRTH|June 30th 1995⟧.
[00:00:19] HR: Okay, that matches. He's been with us since ⟪event_date|March 2021⟫, forklift lead.
[00:00:25] AGENT: On the application he put a salary of ⟦AMOUNT|fifty-two thousand dollars⟧ and his supervisor as ⟦PERSON|Angela Ruiz⟧.
[00:00:31] HR: ⟦PERSON|Angela⟧'s right. I can confirm an annual base of ⟦AMOUNT|$48,500⟧ though, not 52.
[00:00:38] AGENT: Got it. Best callback if the landlord has questions?
[00:00:41] HR: ⟦PHONE|five oh three, five five five, oh one seven seven⟧, extension ⟪extension|214⟫. Ask for payroll.
[00:00:47] AGENT: Thank you so much. Reference number on our side is ⟪reference_number|VH-6610-2⟫."""),

("csv_export", """order_id,first_name,last_name,dob,ssn,email,package,status
⟪order_id|BG-88120⟫,⟦PERSON|Keisha⟧,⟦PERSON|Lambert⟧,⟦DATE_OF_BIRTH|1993-07-14⟧,⟦SSN|$ssn2⟧,⟦EMAIL|keishalambert93@yahoo.com⟧,⟪package_code|PKG-STD-7⟫,complete
⟪order_id|BG-88121⟫,⟦PERSON|Tomasz⟧,⟦PERSON|Wieczorek⟧,⟦DATE_OF_BIRTH|1979-12-01⟧,⟦SSN|$ssn4⟧,⟦EMAIL|t.wieczorek@protonmail.com⟧,PKG-STD-7,pending_county
⟪order_id|BG-88122⟫,⟦PERSON|Alicia⟧,⟦PERSON|Ng⟧,⟦DATE_OF_BIRTH|2000-04-18⟧,⟦SSN|$ssn5⟧,⟦EMAIL|alicia.ng.2000@icloud.com⟧,⟪package_code|PKG-PRO-12⟫,adverse_action"""),

("python_traceback", """Traceback (most recent call last):
  File "/srv/courtscribe/app/jobs/push.py", line ⟪line_number|88⟫, in upload_transcript
    resp = client.post(url, headers={"Authorization": f"Bearer {token}"})
  File "/home/⟦PERSON|bnwosu⟧/venv/lib/site-packages/requests/models.py", line 1021, in raise_for_status
    raise HTTPError(http_error_msg, response=self)
requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://api.courtscribe.io/v1/jobs/⟪job_id|J-4412907⟫
-- locals --
token = '⟦APIKEY|$jwt3⟧'
user = '⟦PERSON|bnwosu⟧'
db = 'mysql://scribe:⟦SECRET|Tr@nscr1be-2024⟧@⟦IP_ADDRESS|172.19.0.4⟧:⟪port|3306⟫/jobs'
trace_id = ⟪trace_id|4bf92f3577b34da6a3ce929d0e0e4736⟫"""),

("whatsapp_chat", """[14/05/24, 19:02] ⟦PERSON|Sophie Delacroix⟧: Hi ⟦PERSON|Hannah⟧ sorry to msg so late. ⟦PERSON|Luc⟧ didn't bring ⟦PERSON|Noah⟧ back till 7.40 AGAIN 😡 and he forgot his ⟦MEDICAL|asthma inhaler⟧ at the flat
[14/05/24, 19:05] ⟦PERSON|Hannah⟧ (mediator): Thanks for letting me know ⟦PERSON|Sophie⟧. I'll note it for ⟪meeting_date|Thursday⟫'s joint session.
[14/05/24, 19:06] ⟦PERSON|Hannah⟧ (mediator): For Saturday's handover at the contact centre, the key safe code is ⟦PASSWORD|4 7 1 9⟧ - please don't share it on with ⟦PERSON|Luc⟧, he has his own.
[14/05/24, 19:08] ⟦PERSON|Sophie Delacroix⟧: ok thank you xx
[14/05/24, 19:09] ⟦PERSON|Sophie Delacroix⟧: also the ⟪pet_name|Pepper⟫ thing, the dog is staying with me, that's not up for debate lol"""),

("online_review", """★★☆☆☆  ⟦PERSON|Gordon P.⟧ - Mesa, AZ
Booked a residential purge shred with ⟪org_name|ShredRight Mobile⟫, website quoted ⟪quote|$129⟫ for up to 10 boxes. Driver (⟦PERSON|Tony⟧, nice guy) showed up 2 hrs late and then said my boxes were "oversized" so they charged my card ⟦AMOUNT|$214⟧. Called the office at ⟦PHONE|(480) 555-0150⟧ three times, finally got a refund of ⟦AMOUNT|$60⟧ after ⟦PERSON|Tony⟧ vouched for me. Certificate came through (#⟪certificate_number|SRM-55102⟫) so at least that part worked. Would not use again at ⟪price|$12.90⟫/box."""),

("forum_post", """Re: skip tracing when all you have is a 2011 civil case number?

Honestly your best bet is the court's own index first, then the usual header data. We pay about ⟪price|$0.25⟫ per search on the ⟪product_name|SkipSmart⟫ tier, the enterprise tier is ⟪price|$1,900⟫/yr which is silly for a two-person shop. Whatever you do, keep your permissible purpose documented (⟪statute_citation|FCRA § 604(a)(3)⟫) and don't pretext the phone company, that's how people end up in front of a judge.

Also their API docs use ⟪doc_ip|192.0.2.44⟫ in every example so don't panic when you see it in your firewall logs, it's a documentation address. Running ⟪version|v4.2.1⟫ of the desktop client here and it's fine on Win11.

-- posted in ⟪forum_section|Skip Tracing & Locates⟫, thread ⟪thread_id|#88213⟫"""),

("dictation", """Begin dictation. Surveillance report, case ⟪case_number|24-118⟫, claimant ⟦PERSON|Dwayne Petrakis⟧, date of birth ⟦DATE_OF_BIRTH|April 11 1979⟧, residing at ⟦ADDRESS|62 Fenwick Road, Cranston, Rhode Island 02920⟧ period. Claimant is on file with a ⟦MEDICAL|lumbar disc herniation at L4-L5⟧ and a restriction of no lifting over ⟪weight|15 pounds⟫ period. New paragraph. At ⟪time_of_day|0812 hours⟫ investigator observed ⟦PERSON|Petrakis⟧ loading two bags of mulch into the bed of a pickup comma no apparent distress period. Video ⟪file_name|IMG_4471.MOV⟫. Investigator ⟦PERSON|Colleen Marsh⟧ comma license ⟪license_number|RI-PI-0937⟫ period. Callback for questions ⟦PHONE|four zero one, five five five, zero one three four⟧. End dictation."""),

("ocr_business_card", """⟦PERSON|RAYMOND T. OKAFOR⟧
Certified Forensic Polygraph Examiner
APA Full Member • ⟪membership_number|AAPP #2207⟫
⟪org_name|TRUTHLINE POLYGRAPH SERVICES⟫
⟪org_address|1802 Commerce St Ste 400 Dal1as TX 7520l⟫
T ⟦PHONE|214.555.0176⟧  F ⟦PHONE|214.555.0177⟧
C ⟦PHONE|214-555-O198⟧
⟦EMAIL|rokafor@truthlinepoly.com⟧   ⟪url|www.truthlinepoly.com⟫"""),

("yaml_config", """# vaultline-records / backup.yaml   rev ⟪version|2.14.0⟫
storage:
  provider: azure
  connection_string: "DefaultEndpointsProtocol=https;AccountName=vaultlinearchive;AccountKey=⟦SECRET|$sec_azure1⟧;EndpointSuffix=core.windows.net"
  container: ⟪container_name|scans-2024⟫
scanner_hosts:
  - ⟦IP_ADDRESS|192.168.50.21⟧
  - ⟦IP_ADDRESS|192.168.50.22⟧
  - ⟪doc_ip|203.0.113.9⟫   # copied from vendor docs, remove
notify:
  slack_webhook: ⟦SECRET|$sec_slackhook1⟧
  on_call: "⟦PERSON|Wendell Ames⟧ <⟦EMAIL|wames@vaultline-records.com⟧>"
  on_call_phone: "⟦PHONE|+1 412 555 0109⟧"
schedule: "⟪cron_expression|0 2 * * *⟫"
retention_days: ⟪retention_days|2555⟫"""),

("sql_insert", """-- tenant screening import ⟪batch_id|batch_2024_06_03⟫
INSERT INTO applicants (id, full_name, dob, ssn, phone, email, card_on_file, created_at) VALUES
(⟪row_id|40211⟫, '⟦PERSON|Brianna Costa⟧', '⟦DATE_OF_BIRTH|1988-02-29⟧', '⟦SSN|$ssn6⟧', '⟦PHONE|+1-702-555-0131⟧', '⟦EMAIL|bcosta88@outlook.com⟧', '⟦CARD|$card4⟧', '⟪timestamp|2024-06-03 14:22:08⟫'),
(⟪row_id|40212⟫, '⟦PERSON|Omar Haddad⟧', '⟦DATE_OF_BIRTH|1975-10-09⟧', '⟦SSN|$ssn7⟧', '⟦PHONE|+1-702-555-0166⟧', '⟦EMAIL|ohaddad@fastmail.com⟧', NULL, '2024-06-03 14:22:09');
-- rows skipped: 2 (duplicate ⟪uuid|0d8f1a6e-4c2b-4f7e-9a31-6be2d05c7e90⟫)"""),
]

# ---- part 2 -------------------------------------------------------------
TEXTS += [
("email_tenant_reference", """Subject: Reference check ⟪reference_number|HR-REF-30917⟫ - query on NI number

Hi ⟦PERSON|Ciaran⟧,

Thanks for sending over ⟦PERSON|Bethany Holt⟧'s paperwork. Before we can issue the reference I need her National Insurance number confirmed - the form says ⟦NATIONAL_ID|$nid_nino1⟧ but the payslip shows something else, can you double check with her? Employer confirmed a salary of ⟦AMOUNT|£31,200⟧ p.a. Her deposit refund from the last tenancy (⟦AMOUNT|£1,050⟧) is going to ⟦IBAN|$iban_gb1⟧ per the DPS form.

Guarantor is her dad, ⟦PERSON|Malcolm Holt⟧, ⟦PHONE|07700 900412⟧.

Our fee for this check is ⟪price|£24 inc VAT⟫ (VAT reg ⟪vat_number|GB 284 6613 02⟫).

Kind regards,
⟦PERSON|Imogen Tate⟧
Referencing Team, ⟪org_name|Lettsafe Referencing Ltd⟫
⟦PHONE|0161 496 0733⟧"""),

("support_ticket", """Ticket ⟪ticket_id|#48117⟫  -  Can't log into ⟪product_name|VaultView⟫ after MFA change
Requester: ⟦PERSON|Daniel Okereke⟧ <⟦EMAIL|d.okereke@brightwaterlegal.co.uk⟧>
Priority: High    Channel: email

Hi, I've been locked out since this morning. My password is ⟦PASSWORD|Brightwater#2291⟧ (I know, I know) and I still have two of the backup codes: ⟦SECRET|$sec_rc1⟧ and ⟦SECRET|$sec_rc2⟧. We need box ⟪box_barcode|VB-0098812⟫ pulled from storage by Friday for a trial, please help!!

--- internal note (⟦PERSON|Kerry-Ann⟧) ---
Told customer never to send creds by email, forced a reset and burned the codes. Client IP at lockout ⟦IP_ADDRESS|86.143.21.77⟧, geo matches their Leeds office. Retrieval request ⟪work_order|WO-22871⟫ raised."""),

("shell_history", """  501  ssh ⟦PERSON|mharlow⟧@⟦IP_ADDRESS|10.12.0.8⟧
  502  cd /home/⟦PERSON|mharlow⟧/cases/⟪case_number|2024-077⟫
  503  export GITHUB_TOKEN=⟦APIKEY|$ak_gh1⟧
  504  git pull origin main
  505  mysql -u analyst -p'⟦PASSWORD|Sk1pTr4ce!⟧' -h ⟦IP_ADDRESS|10.12.0.21⟧ cases
  506  python3 pull_records.py --subject "⟦PERSON|Lena Marchetti⟧" --dob ⟦DATE_OF_BIRTH|1981-05-22⟧ --out /tmp/out.json
  507  sha256sum /tmp/out.json
  508  scp /tmp/out.json backup@⟪hostname|nas01.local⟫:/volume1/⟪case_number|2024-077⟫/
  509  history -c"""),

("json_api_response", """{
  "request_id": "⟪request_id|req_01HZX4R7Q2M8N5P3K6T9V1W0YB⟫",
  "status": "completed",
  "candidate": {
    "name": "⟦PERSON|Ananya Krishnamurthy⟧",
    "dob": "⟦DATE_OF_BIRTH|1992-08-05⟧",
    "aadhaar": "⟦NATIONAL_ID|$nid_aadhaar1⟧",
    "passport_no": "⟦PASSPORT|$pp_in1⟧",
    "mobile": "⟦PHONE|+91 98450 31277⟧"
  },
  "checks": [
    {"type": "address", "result": "verified", "address": "⟦ADDRESS|No. 14, 3rd Cross, Jayanagar 4th Block, Bengaluru 560011⟧"},
    {"type": "criminal", "result": "clear", "court_search_id": "⟪search_id|CRS-IN-778201⟫"}
  ],
  "api_version": "⟪api_version|2024-05-01⟫"
}"""),

("markdown_retention_schedule", """## Records Retention Schedule ⟪policy_id|RS-2024-03⟫ (⟪version|v3.1⟫)

| Record series              | Retention   | Trigger       | Destruction                 |
|----------------------------|-------------|---------------|-----------------------------|
| Client intake files        | ⟪retention_period|7 years⟫     | file closed   | ⟪destruction_method|cross-cut shred (P-4)⟫     |
| Surveillance video         | ⟪retention_period|3 years⟫     | case closed   | degauss + ⟪destruction_method|drive crush⟫      |
| Invoices / AR              | 7 years     | fiscal year end | cross-cut shred (P-4)     |
| Court exhibits (copies)    | until appeal period ends | judgment | return to counsel |

Legal basis: ⟪statute_citation|CPLR 4518⟫ and our E&O carrier's guidance. Bins are collected every ⟪weekday|Tuesday⟫ by the vendor; ask the office manager for a console key (do NOT prop the console open). Boxes going off-site get a barcode from the ⟪barcode_range|VB-0100000 to VB-0109999⟫ block."""),

("polygraph_report", """POLYGRAPH EXAMINATION REPORT
Examinee: ⟦PERSON|Kristoffer Lund⟧          DOB: ⟦DATE_OF_BIRTH|02/17/1989⟧
Requested by: ⟦PERSON|Maria Esposito⟧, attorney for the petitioner
Exam date: ⟪exam_date|07/09/2024⟫     Technique: ⟪technique_name|Federal You-Phase⟫
During the pre-test the examinee disclosed a current prescription for ⟦MEDICAL|Adderall XR 20 mg⟧ (last dose 07:00) and a history of ⟦MEDICAL|generalized anxiety disorder⟧. No contraindication to testing was found.
R1  Since January 1st of this year, have you used cocaine?                 No
R2  Since January 1st of this year, have you driven with your children after drinking?   No
RESULT: No Significant Reactions (⟪result_code|NSR⟫), total score ⟪score|+9⟫.
Examiner: ⟦PERSON|Lorraine Kett⟧, ⟪org_name|Kett Polygraph & Forensic⟫"""),

("affidavit_of_service", """SUPREME COURT OF THE STATE OF NEW YORK, COUNTY OF NEW YORK      Index No. ⟪index_number|652281/2024⟫
AFFIDAVIT OF SERVICE
I, ⟦PERSON|Victor Amadi⟧, being duly sworn, depose and say: I am over 18 years of age and not a party to this action. On ⟪service_date|May 29, 2024⟫ at ⟪time_of_day|7:18 PM⟫, at ⟦ADDRESS|241 West 137th Street, Apt 5C, New York, NY 10030⟧, I served the within Summons and Verified Complaint upon ⟦PERSON|Jerome Whitlock⟧, the defendant therein named, by delivering a true copy to him personally.
Description: male, black skin, grey hair, approx. 45 yrs, 5'10", 190 lbs, glasses.
Sworn to before me this 30th day of May, 2024
⟦PERSON|Alessandra Pino⟧, Notary Public, No. ⟪notary_commission|01PI6392210⟫
⟦PERSON|Victor Amadi⟧, Lic. No. ⟪license_number|2091377-DCA⟫"""),

("skip_trace_report", """SKIP TRACE SUMMARY    order ⟪order_id|ST-30418⟫
Subject: ⟦PERSON|Leland Ortiz⟧   AKA ⟦PERSON|Lee Ortiz⟧
DOB: ⟦DATE_OF_BIRTH|1968-01-23⟧    SSN on file: ⟪masked_ssn|XXX-XX-4410⟫
Possible phones:
  ⟦PHONE|(505) 555-0148⟧  wireless, last seen 04/2024
  ⟦PHONE|505-555-0102⟧    landline, disconnected
Address history:
  ⟦ADDRESS|4710 Glenwood Hills Dr NE, Albuquerque, NM 87111⟧  (2019-2024)
  ⟦ADDRESS|PO Box 3391, Rio Rancho, NM 87174⟧  (mail drop)
Possible relatives: ⟦PERSON|Martina Ortiz⟧ (mother), ⟦PERSON|Ray Ortiz⟧ (brother)
Email: ⟦EMAIL|leeortiz68@aol.com⟧
Confidence ⟪confidence_score|0.82⟫, data as of ⟪data_date|2024-06-10⟫"""),

("chain_of_custody_form", """CHAIN OF CUSTODY    Lab case ⟪lab_case_number|FDL-2024-0312⟫
Item  Description                                   Released by          Received by        Date/time
⟪exhibit_number|Q1⟫    original will of ⟦PERSON|Evelyn Roark⟧, 4 pp         ⟦PERSON|Harold Pettigrew⟧     ⟦PERSON|F. Mackintosh⟧      ⟪timestamp|03/12/2024 10:05⟫
⟪exhibit_number|K1-K6⟫ bank signature cards, photocopies       ⟦PERSON|Harold Pettigrew⟧     ⟦PERSON|F. Mackintosh⟧      03/12/2024 10:05
Q1    returned after exam                         ⟦PERSON|F. Mackintosh⟧       ⟦PERSON|Dmitri Sokolov⟧ (courier)  ⟪timestamp|04/02/2024 15:40⟫
Shipped via ⟪carrier|FedEx Priority⟫ tracking ⟪tracking_number|7719 4402 1186⟫, tamper bag ⟪seal_number|TB-0098213⟫"""),

("teams_chat", """[10:14] ⟦PERSON|Natalie Brooks⟧: can someone send me the login for the county audio portal? the ⟪case_number|CR-23-1187⟫ hearing audio is finally up
[10:15] ⟦PERSON|Josh Feld⟧: user is ⟪org_account|transcripts.lakecounty⟫, pw ⟦PASSWORD|LakeCty!Audio24⟧
[10:15] ⟦PERSON|Josh Feld⟧: 2FA goes to ⟦PERSON|Pam⟧'s phone tho so ping her
[10:16] ⟦PERSON|Natalie Brooks⟧: ugh ok. ⟦PERSON|Pam⟧ you around?
[10:21] ⟦PERSON|Pam Whitaker⟧: yep sent you the code in DM. pls change the pw after, it's been the same since March
[10:22] ⟦PERSON|Natalie Brooks⟧: will do. expedited rate on this one is ⟪price|$6.50/page⟫ right?
[10:22] ⟦PERSON|Pam Whitaker⟧: yes, 3-day turnaround, ⟪page_count|212 pages⟫ est."""),

("voicemail_transcript", """Voicemail from ⟦PHONE|+1 (971) 555-0193⟧ · ⟪duration|0:48⟫ · ⟪timestamp|Tue 4:12 PM⟫
"Hi, this is ⟦PERSON|Renee Kowalski⟧, I'm calling for ⟦PERSON|Margaret⟧ about the mediation with my ex, ⟦PERSON|Scott⟧. Um, I can't do the 21st because I've got my ⟦MEDICAL|MRI⟧ that morning, the one for my ⟦MEDICAL|MS⟧, so could we do the 28th instead? Also I sent the retainer, ⟦AMOUNT|six hundred dollars⟧, through Zelle yesterday. You can call me back on this number or at work, that's ⟦PHONE|971-555-0107⟧. Okay thanks, bye."
(transcribed by ⟪product_name|PhoneLine VM⟫, confidence ⟪confidence_score|91%⟫)"""),

("identity_verification_record", """IDENTITY VERIFICATION - ⟪org_name|Northstar Background Screening⟫   check ⟪check_id|IDV-661902⟫
Candidate: ⟦PERSON|Oliver James Pennington⟧
Document: UK passport ⟦PASSPORT|$pp_uk1⟧, issued ⟪issue_date|2019-03-11⟫, expires ⟪expiry_date|2029-03-11⟫
Date of birth (from MRZ): ⟦DATE_OF_BIRTH|27 OCT 1991⟧      Place of birth: ⟪place_name|Leeds⟫
Candidate mobile: ⟦PHONE|+44 7911 204 886⟧
Liveness score ⟪score|0.97⟫ - PASS.  Reviewed by ⟦PERSON|Sana Qureshi⟧"""),

("markdown_oncall_roster", """### Field on-call, ⟪week_number|week 24⟫

| Name | Role | Mobile | Email |
|------|------|--------|-------|
| ⟦PERSON|Dale Whitcombe⟧ | field lead | ⟦PHONE|603-555-0187⟧ | ⟦EMAIL|dwhitcombe@ridgeline-inv.com⟧ |
| ⟦PERSON|Priscilla Vang⟧ | surveillance | ⟦PHONE|603-555-0121⟧ | ⟦EMAIL|pvang@ridgeline-inv.com⟧ |
| ⟦PERSON|Hector Ybarra⟧ | process service | ⟦PHONE|603-555-0159⟧ | ⟦EMAIL|hybarra@ridgeline-inv.com⟧ |

Radio ⟪radio_channel|Ch 7⟫. Pool car is ⟪vehicle_id|Unit 12⟫, keys in the lockbox."""),

("engagement_contract", """ENGAGEMENT AGREEMENT
This agreement is made between ⟪org_name|Harbor Point Investigations LLC⟫ ("Agency"), MA license ⟪license_number|LIC-P-1187⟫, and ⟦PERSON|Celeste Varga⟧ of ⟦ADDRESS|18 Pilgrim Way, Plymouth, MA 02360⟧ ("Client").
3. Retainer. Client shall pay a retainer of ⟦AMOUNT|$2,500.00⟧ upon signing. Agency bills at ⟪hourly_rate|$95.00⟫ per investigator hour plus mileage at ⟪mileage_rate|$0.67⟫ per mile, drawn against the retainer.
4. Scope. Background and asset research concerning ⟦PERSON|Bradley Varga⟧ in connection with Client's pending divorce, ⟪docket_number|PL24D0571DR⟫.
5. Confidentiality. ...
Client: ⟦PERSON|Celeste Varga⟧ ________   Agency: ⟦PERSON|Thomas Greer⟧, Principal ________"""),

("payment_confirmation", """Payment received - thank you!

From:       ⟦PERSON|Aoife Gallagher⟧
IBAN:       ⟦IBAN|$iban_ie1⟧
Amount:     ⟦AMOUNT|€420.00⟧
Reference:  ⟪payment_reference|MED-0424-117⟫
To:         ⟪org_name|Clearwater Family Mediation⟫ (account ⟪org_iban|IE29 AIBK 9311 5212 3456 78⟫)
For:        joint session ⟪session_date|24 April 2024⟫, 2 hrs @ ⟪hourly_rate|€210⟫

Your mediator: ⟦PERSON|Declan Moriarty⟧ · ⟦PHONE|+353 87 555 0142⟧"""),

("jira_ticket", """SHRED-412  Rotate leaked Teams webhook in route-planner
Reporter: ⟦PERSON|Priyanka Das⟧    Assignee: ⟦PERSON|Colm Brennan⟧    Sprint: ⟪sprint|Sprint 31⟫    Affects: ⟪version|1.9.4⟫
Description:
The incoming webhook for the #dispatch channel got committed in ⟪commit_sha|3e1b7c9⟫ to config/notify.json:
{code}"teams_url": "⟦SECRET|$sec_teamshook1⟧"{code}
Same file also has the Maps key ⟦APIKEY|$ak_google1⟧ with no referrer restriction. The Mapbox public token (⟪publishable_key|pk.eyJ1IjoiY2VkYXJsaW5lIn0.c2FtcGxl⟫) is fine to leave, it's meant to be public.
AC: webhook regenerated, key restricted, secrets moved to ⟪product_name|Vault⟫."""),

("mediation_intake_form", """FAMILY MEDIATION INTAKE (confidential)
Your name: ⟦PERSON|Jasmine Abiodun⟧            DOB: ⟦DATE_OF_BIRTH|19/02/1986⟧
Other party: ⟦PERSON|Kwame Abiodun⟧
Children (name / age): ⟦PERSON|Tobi⟧ 9, ⟦PERSON|Ada⟧ 6
Any health issues we should know about? I was diagnosed with ⟦MEDICAL|postnatal depression⟧ after ⟦PERSON|Ada⟧ was born and still take ⟦MEDICAL|citalopram⟧. Its under control.
Income: net ⟦AMOUNT|£2,150⟧ per month
Best number: ⟦PHONE|07456 882 019⟧ (texts ok, not after 6pm pls)
How did you hear about us? ⟪referral_source|Citizens Advice⟫
Office use: MIAM ⟪appointment_id|MIAM-0583⟫, fee exempt (⟪fee_band|legal aid⟫)"""),

("sms_thread", """⟪org_name|RentCheck Canada⟫: Hi ⟦PERSON|Marc-André⟧, to finish your application for unit ⟪unit_number|1207⟫ please reply with your SIN (optional) or call us.
Me: ok its ⟦NATIONAL_ID|$nid_sin1⟧. also my new cell is ⟦PHONE|416-555-0129⟧ the old one is dead
RentCheck Canada: Thanks ⟦PERSON|Marc-André⟧! Consent recorded ⟪timestamp|2024-06-11 18:04 EDT⟫. Reply ⟪sms_keyword|STOP⟫ to opt out."""),

("docker_compose", """# courtscribe stack - compose file ⟪version|3.9⟫
services:
  db:
    image: postgres:⟪image_tag|16.2-alpine⟫
    environment:
      POSTGRES_USER: scribe
      POSTGRES_PASSWORD: ${PG_PASS}
    ports: ["⟪port_mapping|5433:5432⟫"]
  worker:
    image: courtscribe/worker:⟪image_tag|2024.06.1⟫
    environment:
      DATABASE_URL: postgres://scribe:⟦SECRET|c0urtR3p0rt!ng⟧@db:5432/scribe
      HF_TOKEN: ⟦APIKEY|$ak_hf1⟧
      WHISPER_MODEL: ⟪model_name|large-v3⟫
    labels:
      maintainer: "⟦EMAIL|ops@courtscribe.io⟧"
"""),

("adverse_action_letter", """⟪org_name|Northstar Background Screening⟫
⟪org_address|PO Box 41190, Charlotte⟫

⟪letter_date|June 12, 2024⟫

Mr. ⟦PERSON|Julian Fairweather⟧
⟦ADDRESS|3302 Sunnyside Ave, Charlotte, NC 28205⟧

Dear Mr. ⟦PERSON|Fairweather⟧,

This is to let you know that ⟪org_name|Carolina Lofts Management⟫ has taken adverse action on your rental application based in whole or in part on information in a consumer report (#⟪report_id|NBS-220841⟫) that we provided. We did not make the decision and cannot tell you why it was made. You have the right to a free copy of the report if you ask within ⟪time_period|60 days⟫, and to dispute anything that is inaccurate. Call ⟦PHONE|1-888-555-0136⟧, Mon-Fri. A Summary of Your Rights (⟪form_number|CFPB 2018⟫) is enclosed."""),

("receipt", """TRUTHLINE POLYGRAPH SERVICES
Receipt ⟪receipt_number|R-10448⟫      ⟪timestamp|06/14/2024 11:52⟫
Client: ⟦PERSON|Eduardo Salas⟧
  Pre-employment polygraph ...... ⟪price|$350.00⟫
  Rush report ................... ⟪price|$75.00⟫
  AMOUNT PAID                     ⟦AMOUNT|$425.00⟧
VISA ⟪masked_card|************9031⟫   AUTH ⟪auth_code|04417B⟫
Thank you! ⟪url|truthlinepoly.com/reviews⟫"""),

("evidence_log", """EVIDENCE LOG - ⟪case_number|RI-24-0317⟫
1. SD card from ⟪device_model|Sony FDR-AX43⟫ (s/n ⟪serial_number|5512093⟫), collected by ⟦PERSON|Dale Whitcombe⟧ 06/12 1915 hrs, sealed bag ⟪seal_number|EB-20417⟫.
2. Curbside trash pull, ⟦ADDRESS|14 Alder Court, Concord, NH 03301⟧: pharmacy bag w/ label ⟦MEDICAL|oxycodone 10 mg, #90⟧ in the name of ⟦PERSON|Warren Steele⟧, plus gym check-in receipt.
3. SHA-256 of video file: ⟪sha256|5e884898da28047151d0e56f8dc6292773603d0d6aabbdd62a11ef721d1542d8⟫
Custodian: ⟦PERSON|Dale Whitcombe⟧"""),
]

# ---- part 3 -------------------------------------------------------------
TEXTS += [
("email_order_request", """Subject: Order ⟪order_id|INT-20240611-07⟫ - two international checks

Hi team,

Please run the EU package on:
1) ⟦PERSON|Joost van der Meer⟧, DOB ⟦DATE_OF_BIRTH|3 May 1987⟧, BSN ⟦NATIONAL_ID|$nid_bsn1⟧, last address ⟦ADDRESS|Lijnbaansgracht 118-2, 1016 VX Amsterdam⟧
2) ⟦PERSON|Katharina Vogel⟧, DOB ⟦DATE_OF_BIRTH|21.11.1990⟧, passport ⟦PASSPORT|$pp_de1⟧

Signed consent forms attached. Bill to our account ⟪org_account|ACC-5521-HR⟫ at the usual ⟪price|€89⟫ per candidate.

Thanks,
⟦PERSON|Lisette Moreau⟧ | Talent Ops | ⟦PHONE|+31 20 555 0148⟧"""),

("sshd_auth_log", """⟪timestamp|Jun 13 02:11:47⟫ vault-archive-01 sshd[⟪pid|21877⟫]: Failed password for invalid user admin from ⟦IP_ADDRESS|185.220.101.47⟧ port ⟪port|51122⟫ ssh2
Jun 13 02:11:49 vault-archive-01 sshd[21877]: Failed password for invalid user admin from ⟦IP_ADDRESS|185.220.101.47⟧ port 51130 ssh2
Jun 13 07:58:03 vault-archive-01 sshd[22410]: Accepted publickey for ⟦PERSON|ewojcik⟧ from ⟦IP_ADDRESS|10.8.0.14⟧ port 50412 ssh2: ED25519 SHA256:⟪key_fingerprint|Xq3b1Tt0pHc8n0fJ2Jd6kGz5l0v3YQm4wR9sUe7aB1c⟫
Jun 13 07:58:03 vault-archive-01 sshd[22410]: pam_unix(sshd:session): session opened for user ⟦PERSON|ewojcik⟧(uid=⟪uid|1004⟫)
Jun 13 08:20:19 vault-archive-01 sudo: ⟦PERSON|ewojcik⟧ : TTY=pts/0 ; PWD=/home/⟦PERSON|ewojcik⟧ ; USER=root ; COMMAND=/usr/bin/systemctl restart ⟪service_name|scan-ingest⟫"""),

("json_lines_app_log", """{"ts":"⟪timestamp|2024-06-12T18:22:41Z⟫","level":"info","event":"attempt_logged","server":"⟦PERSON|hybarra⟧","job":"⟪job_id|SRV-88214⟫","address":"⟦ADDRESS|55 Pleasant St, Unit 2, Nashua, NH 03060⟧","result":"no_answer","gps_acc_m":8}
{"ts":"2024-06-12T18:49:05Z","level":"info","event":"served","server":"⟦PERSON|hybarra⟧","job":"SRV-88214","recipient":"⟦PERSON|Gail Comeau⟧","method":"substitute","relationship":"co-resident","client_ip":"⟦IP_ADDRESS|174.242.66.18⟧"}
{"ts":"2024-06-12T18:49:06Z","level":"warn","event":"push_failed","device":"⟪device_model|iPhone14,5⟫","app":"⟪version|serveLog 4.0.7⟫"}"""),

("terraform_tfvars", """# shredtrack prod   workspace ⟪workspace|tf-prod-us-east⟫
region              = "⟪cloud_region|us-east-1⟫"
aws_access_key      = "⟦APIKEY|$ak_aws2⟧"
aws_secret_key      = "⟦SECRET|$sec_aws2⟧"
# docs example, do not use: ⟪example_key|AKIAIOSFODNN7EXAMPLE⟫
db_username         = "shredtrack"
db_password         = "⟦PASSWORD|Consol3-Bin-Route⟧"
alert_email         = "⟦EMAIL|devops@cedarlineshred.com⟧"
bastion_allowed_ips = ["⟦IP_ADDRESS|98.118.42.7⟧/32", "⟪doc_ip|198.51.100.0⟫/24"]
instance_type       = "⟪instance_type|t3.medium⟫\""""),

("sms_thread", """⟪org_name|Truthline Polygraph⟫: Hi ⟦PERSON|Eduardo⟧, confirming your exam ⟪appointment_date|Fri 6/14⟫ at ⟪time_of_day|9:30 AM⟫. Please don't take ⟦MEDICAL|Xanax⟧ or other sedatives 24h before unless prescribed, and let us know. Bring photo ID. Reply C to confirm ⟪url|tlps.co/r/8821⟫
⟦PERSON|Eduardo⟧: C. but i do take ⟦MEDICAL|lisinopril⟧ for ⟦MEDICAL|high blood pressure⟧ is that ok
Truthline Polygraph: That's fine ⟦PERSON|Eduardo⟧, just tell ⟦PERSON|Ray⟧ at the start. Questions: ⟦PHONE|214.555.0176⟧"""),

("deposition_errata_sheet", """ERRATA SHEET - Deposition of ⟦PERSON|Samuel K. Otieno⟧, taken ⟪deposition_date|May 2, 2024⟫
Page:Line   Now reads              Should read              Reason
⟪page_line_ref|12:4⟫        "Mr. ⟦PERSON|Okoro⟧"            "Mr. ⟦PERSON|Okoye⟧"             name misspelled
⟪page_line_ref|31:17⟫       "⟦MEDICAL|lisinopril⟧"           "⟦MEDICAL|lorazepam⟧"              wrong medication
⟪page_line_ref|58:2⟫        "fifteen"              "⟦AMOUNT|$15,000⟧"                amount of the loan to my brother
I have read the foregoing transcript and, with the above changes, it is true and correct.
Signed: ⟦PERSON|Samuel K. Otieno⟧             Reporter: ⟦PERSON|Bernadette Lowry⟧, CSR"""),

("credit_report_excerpt", """CONSUMER CREDIT SUMMARY   ⟪org_name|Keystone Tenant Screening⟫   report ⟪report_id|KTS-CR-449201⟫
Consumer: ⟦PERSON|WILLIAMS, DARNELL J⟧     SSN: ⟦SSN|$ssn8⟧     DOB: ⟦DATE_OF_BIRTH|08/14/1983⟧
Address reported: ⟦ADDRESS|901 Ridge Ave, Apt 3F, Pittsburgh, PA 15212⟧
COLLECTIONS
  ⟪org_name|Midland Credit Mgmt⟫ (orig. ⟪org_name|Verizon Wireless⟫)    balance ⟦AMOUNT|$1,284⟧    opened 03/2021
  ⟪org_name|Apex Medical Billing⟫ (⟦MEDICAL|ER visit⟧ 11/2022)          balance ⟦AMOUNT|$415⟧
TRADELINES
  ⟪masked_account|CAPITAL ONE ****8812⟫   revolving   balance ⟦AMOUNT|$2,710⟧   pays as agreed
Model: ⟪score_model|VantageScore 4.0⟫"""),

("osint_notes", """OSINT notes - subj ⟦PERSON|Bianca Ferraro⟧ (⟪case_number|HP-24-031⟫)
- IG @⟦PERSON|bianca.ferraro.fit⟧, public, ~2.1k followers. Posted from Cabo 5/18-5/25 while off work with a ⟦MEDICAL|rotator cuff tear⟧ (per claim file). Paddleboarding vids 5/21.
- Email in old breach data: ⟦EMAIL|biancaf.1990@hotmail.com⟧
- Phone from a 2021 Craigslist furniture ad: ⟦PHONE|(619) 555-0182⟧
- Her reply to the client's lawyer has originating IP ⟦IP_ADDRESS|2603:8001:7d00:1c3a::4e2⟧ in the headers (cable ISP, San Diego).
- Frequent tags: ⟦PERSON|Nico Bravo⟧, gym "⟪org_name|IronTide Fitness⟫" in ⟪place_name|Chula Vista⟫. Do NOT contact gym staff."""),

("raw_email_headers", """Received: from mail-yw1-f171.google.com (mail-yw1-f171.google.com [⟦IP_ADDRESS|209.85.128.171⟧])
	by mx.mackintosh-qde.co.uk (Postfix) with ESMTPS id ⟪queue_id|4W1Hq52T7vz9sWk⟫
	for <⟦EMAIL|fiona@mackintosh-qde.co.uk⟧>; ⟪timestamp|Tue, 11 Jun 2024 09:41:07 +0100⟫
Received: from [⟦IP_ADDRESS|192.168.1.64⟧] (cpc91234-oxfd12-2-0-cust77.cable.virginm.net [⟦IP_ADDRESS|82.31.144.209⟧])
From: ⟦PERSON|Graham Whitlow⟧ <⟦EMAIL|g.whitlow.solicitor@gmail.com⟧>
Subject: Exemplars for ⟪case_number|QDE-24-117⟫ - scans attached
Message-ID: <⟪message_id|CAF7k2m+Lp9_Q1xZ@mail.gmail.com⟫>
X-Mailer: ⟪mailer_version|iPhone Mail (21F90)⟫"""),

("parenting_plan", """PARENTING PLAN (draft 2)
In re the Marriage of ⟦PERSON|Rachel Okafor⟧ and ⟦PERSON|Daniel Reyes⟧, case ⟪case_number|2023DR30418⟫
4.2 Health. ⟦PERSON|Mateo⟧ (age 7) has a ⟦MEDICAL|severe peanut allergy⟧ and must have two ⟦MEDICAL|EpiPen Jr⟧ auto-injectors with him at all times, including during exchanges. His pediatrician is Dr. ⟦PERSON|Helen Suarez⟧, ⟦PHONE|(303) 555-0115⟧.
4.3 Exchanges take place in the ⟪place_name|King Soopers⟫ parking lot on Colfax at ⟪time_of_day|5:30 p.m.⟫ on Fridays.
4.4 Uninsured medical costs are split 60/40; ⟦PERSON|Daniel⟧ reimburses ⟦PERSON|Rachel⟧ within 30 days of receiving a receipt."""),

("csv_route_sheet", """stop,customer,contact,phone,access_notes,bins
1,⟪org_name|Lakeview Family Dental⟫,⟦PERSON|Ingrid Solberg⟧,⟦PHONE|651-555-0124⟧,"side door, buzz suite ⟪suite_number|110⟫",4
2,⟪org_name|Hennepin Tax & Bookkeeping⟫,⟦PERSON|Raj Patel⟧,⟦PHONE|612-555-0193⟧,"gate code ⟦PASSWORD|2580#⟧ then 2nd left",2
3,RESIDENTIAL PURGE,⟦PERSON|Maureen Fitch⟧,⟦PHONE|952-555-0177⟧,"⟦ADDRESS|4417 Drew Ave S, Edina, MN 55410⟧ - boxes in garage, keypad ⟦PASSWORD|7734⟧",⟪box_count|6 boxes⟫
# route ⟪route_id|MSP-TUE-03⟫ truck ⟪truck_id|T-19⟫"""),

("web_form_checkout", """Secure checkout - Document retrieval request ⟪request_id|DRR-10982⟫
Name on card:   ⟦PERSON|Patricia Lindqvist⟧
Card number:    ⟦CARD|$card2⟧
Expiry:         11/26          Security code: ⟦CVV|508⟧
Email receipt:  ⟦EMAIL|plindqvist@comcast.net⟧
Retrieval fee ⟪price|$18.00⟫ · Courier ⟪price|$12.50⟫ · Total charged ⟦AMOUNT|$30.50⟧
[ Pay now ]     🔒 ⟪compliance_badge|PCI DSS Level 1⟫"""),

("python_settings", """# alerts/settings.py   ⟪version|v0.9.3⟫
SECRET_KEY = "⟦SECRET|$sec_django1⟧"
DEBUG = False
ALLOWED_HOSTS = ["⟪hostname|alerts.ridgeline-inv.com⟫", "⟦IP_ADDRESS|10.12.0.30⟧"]
TELEGRAM_BOT_TOKEN = "⟦APIKEY|$ak_tg1⟧"
TELEGRAM_ADMIN_CHAT_IDS = [⟪chat_id|-1001877234410⟫]
TWILIO_ACCOUNT_SID = "⟪account_sid|AC4f2e8b1c9d0a7e6f5b4c3d2e1f0a9b8c⟫"
TWILIO_AUTH_TOKEN = "⟦SECRET|$sec_twilioauth1⟧"
ADMINS = [("⟦PERSON|Ravi Menon⟧", "⟦EMAIL|rmenon@ridgeline-inv.com⟧")]"""),

("email_with_signature", """Dear Mr ⟦PERSON|Whitlow⟧,

Thank you for the exemplars. Your client, Mrs ⟦PERSON|Hale⟧, has paid the deposit of ⟦AMOUNT|€600⟧; the balance of ⟦AMOUNT|€1,250⟧ is due when the report is released. As I work as a sole examiner, please transfer to my own account:

Account holder: Dr. ⟦PERSON|Ulrike Brandtner⟧
IBAN: ⟦IBAN|$iban_de1⟧
BIC: ⟪bic|COBADEFFXXX⟫
Reference: ⟪payment_reference|QDE-24-117/INV2⟫

Kind regards
⟦PERSON|Ulrike Brandtner⟧
Forensic Handwriting Examiner (⟪certification|GFS⟫)
⟦PHONE|+49 89 5550 1732⟧"""),

("exhibit_index", """INDEX OF EXHIBITS
⟪exhibit_number|Exhibit 14⟫   Lease agreement dated ⟪document_date|03/01/2022⟫ .............. ⟪page_number|22⟫
Exhibit 15   ⟪document_type|Rent ledger printout⟫ .............................. 31
Exhibit 16   Email chain, ⟪bates_range|DEF000412-DEF000419⟫ ................... 47
Exhibit 17   Photographs of unit (6) ................................ 52
Certified by ⟪org_name|Circle City Court Reporting⟫, job ⟪job_id|CCR-88012⟫, ⟪page_count|118 pages⟫"""),

("forum_post", """r/Renters · Screening company says I have an eviction that isn't mine??

So I applied for a place in Tempe and got denied bc the screening report from ⟪org_name|ClearPath Resident Screening⟫ shows an eviction judgment for a ⟦PERSON|Jessica M. Alvarez⟧ in 2019. I'm ⟦PERSON|Jessica Alvarez⟧ but my middle name is ⟦PERSON|Renee⟧ and I have never lived in Nevada lol. Already paid ⟦AMOUNT|$55⟧ in app fees and lost my ⟦AMOUNT|$500⟧ holding deposit. Filed a dispute (#⟪dispute_id|CP-D-77120⟫), they say ⟪time_period|30 days⟫.

edit: their number is ⟦PHONE|(866) 555-0184⟧ if anyone else needs it, ask for disputes"""),

("k8s_secret_manifest", """apiVersion: v1
kind: Secret
metadata:
  name: ⟪k8s_object_name|examiner-portal-secrets⟫
  namespace: ⟪k8s_namespace|polygraph-prod⟫
type: Opaque
stringData:
  SESSION_SIGNING_KEY: "⟦SECRET|$sec_jwtsecret1⟧"
  ADMIN_TOTP_SEED: "⟦SECRET|$sec_totp1⟧"
  GOOGLE_OAUTH_CLIENT_ID: "⟪client_id|448120937716-k3v9q0d2m5n8p1r4s7t0u3w6x9y2z5a8.apps.googleusercontent.com⟫"
  GOOGLE_OAUTH_CLIENT_SECRET: "⟦SECRET|$sec_gocspx1⟧"
  ANTHROPIC_API_KEY: "⟦APIKEY|$ak_anthropic1⟧\""""),

("case_note", """CASE NOTE - ⟪org_name|Lion City Investigations Pte Ltd⟫   ⟪case_number|LCI/24/0193⟫
Client ⟦PERSON|Tan Wei Ling⟧ (NRIC ⟦NATIONAL_ID|$nid_nric1⟧) suspects her husband ⟦PERSON|Lim Boon Keat⟧ (NRIC ⟦NATIONAL_ID|$nid_nric2⟧) of keeping a second household in Johor Bahru. Subject's associate is ⟦PERSON|Nurul Ain binte Rashid⟧, work pass FIN ⟦NATIONAL_ID|$nid_nric3⟧.
Contact client ONLY on ⟦PHONE|+65 9123 4872⟧ (not the home line). Retainer received ⟦AMOUNT|S$3,000⟧ on ⟪payment_date|10 Jun⟫.
Next: 2-man team at Woodlands checkpoint ⟪time_of_day|0630⟫ Sat."""),

("tenant_file_note", """Tenant file - property ⟪property_code|MAD-CHM-0412⟫
Applicant: ⟦PERSON|Lucía Fernández Ortega⟧, DNI ⟦NATIONAL_ID|$nid_dni1⟧
Co-applicant: ⟦PERSON|Matteo Ricci⟧, NIE ⟦NATIONAL_ID|$nid_nie1⟧
Combined net monthly income: ⟦AMOUNT|€4.300⟧
Deposit (2 months) to come from ⟦IBAN|$iban_es1⟧
Rent-default insurance quoted at ⟪quote|€312/yr⟫ by ⟪org_name|Segurent⟫
Agent: ⟦PERSON|Beatriz Salgado⟧ ⟦PHONE|+34 612 555 018⟧"""),

("background_check_result", """Background check - Brazil   vendor ref ⟪vendor_ref|BR-CHK-55210⟫
Name: ⟦PERSON|Rafael Augusto Nogueira⟧
CPF: ⟦NATIONAL_ID|$nid_cpf1⟧
Date of birth: ⟦DATE_OF_BIRTH|12/06/1985⟧
Criminal records (⟪court_name|TJSP⟫, federal): none found
Civil: 1 labor claim, ⟪case_number|1002345-67.2021.5.02.0011⟫, settled; candidate received ⟦AMOUNT|R$ 18.000⟧
Email on application: ⟦EMAIL|rafa.nogueira@uol.com.br⟧"""),

("referral_letter", """Referral - family mediation
Client: ⟦PERSON|Elin Sjöberg⟧, personnummer ⟦NATIONAL_ID|$nid_pnr1⟧, born ⟦DATE_OF_BIRTH|23 June 1979⟧
Address: ⟦ADDRESS|Götgatan 48, 118 26 Stockholm⟧
Referred by ⟪org_name|Socialtjänsten Södermalm⟫, case officer ⟦PERSON|Johan Lindgren⟧
Please note the client has ⟦MEDICAL|hearing loss in the left ear⟧; use the ⟪equipment|hearing loop⟫ in room 2 and seat her on the right.
Reference ⟪reference_number|SOC-2024-11872⟫"""),

("ocr_id_card", """OCR output - ID scan (KR resident registration card)
NAME    ⟦PERSON|KIM JI-YEON⟧
RRN     ⟦NATIONAL_ID|$nid_rrn1⟧
DOB     ⟦DATE_OF_BIRTH|1990.04.15⟧
ADDR    ⟦ADDRESS|12, Teheran-ro 87-gil, Gangnam-gu, Seoul 06164⟧
ISSUED  ⟪issue_date|2019.08.02⟫   ⟪issuing_authority|Gangnam-gu Office⟫
engine ⟪ocr_engine|tesseract 5.3.4⟫  conf 0.88"""),
]

# ---- part 4 -------------------------------------------------------------
TEXTS += [
("ci_job_log", """Run actions/setup-node@v4
  node-version: ⟪version|20.14.0⟫
+ echo "//registry.npmjs.org/:_authToken=⟦APIKEY|$ak_npm1⟧" > .npmrc
+ npm ci --silent
added 812 packages in 19s
+ git clone https://oauth2:⟦APIKEY|$ak_gitlab1⟧@gitlab.com/northstar-bg/report-renderer.git
Cloning into 'report-renderer'...
+ curl -s -H "Authorization: Bearer ⟦APIKEY|$jwt1⟧" https://api.northstarbg.com/v3/health
{"status":"ok","build":"⟪build_number|8812⟫"}
Job ⟪job_id|#441902⟫ succeeded in ⟪duration|2m 14s⟫ on ⟪runner_name|ubuntu-22.04⟫ (triggered by ⟦PERSON|akhalil⟧)"""),

("email_with_signature", """Subject: ⟦PERSON|Bryce Halloran⟧ - polygraph scheduling

Counselor ⟦PERSON|Vance⟧,

For the exam I have to verify ID. Your client sent a photo of his passport, number ⟦PASSPORT|$pp_us1⟧, and wrote his SSN as ⟦SSN|$ssn3⟧ on the intake - please confirm the last group, it's smudged. He also mentioned he's on ⟦MEDICAL|gabapentin⟧ for ⟦MEDICAL|sciatica⟧, which is fine but I'll note it.
Fee is ⟪price|$600⟫ flat, payable before the exam.

--
⟦PERSON|Lorraine Kett⟧
⟪org_name|Kett Polygraph & Forensic⟫
⟦PHONE|(702) 555-0128⟧"""),

("due_diligence_declaration", """DECLARATION OF DUE DILIGENCE      Case No. ⟪case_number|30-2024-01389122⟫
I, ⟦PERSON|Hector Ybarra⟧, registered process server (⟪registration_number|Orange Co. #2231⟫), attempted service on ⟦PERSON|Kimberly Tran⟧ as follows:
⟪attempt_timestamp|05/20/24 6:05 PM⟫  ⟦ADDRESS|1822 W Chapman Ave, Apt 14, Orange, CA 92868⟧: no answer, lights on, white Civic in carport.
05/22/24 7:10 AM  same address: male occupant stated she "doesn't live here anymore", refused name.
05/24/24 12:30 PM  workplace, ⟪org_name|Harbor Nail Lounge⟫: manager said she quit in April.
Called ⟦PHONE|714-555-0163⟧ (number from client): mailbox full.
I declare under penalty of perjury under the laws of the State of California that the foregoing is true and correct.   ⟦PERSON|Hector Ybarra⟧"""),

("call_transcript", """AGENT (⟦PERSON|Nadia⟧): Okay, I can take payment for the certified transcript now. Your total comes to ⟦AMOUNT|$412.80⟧.
CALLER: Sure. It's an Amex, ⟦CARD|$card3⟧.
AGENT: And the expiration?
CALLER: Oh-nine, twenty-seven.
AGENT: And the four-digit code on the front of the card?
CALLER: ⟦CVV|6093⟧.
AGENT: Name exactly as it appears?
CALLER: ⟦PERSON|Gregory Tam⟧. ⟦PERSON|T-A-M⟧.
AGENT: Thank you, Mr. ⟦PERSON|Tam⟧. Your confirmation number is ⟪confirmation_number|CT-55817⟫, and the transcript for ⟪case_number|BC-2023-118⟫ ships within ⟪time_period|5 business days⟫."""),

("portal_audit_log", """⟪timestamp|2024-06-13T10:02:11Z⟫ portal-audit user=⟦EMAIL|m.fitch52@gmail.com⟧ action=login ip=⟦IP_ADDRESS|73.65.201.14⟧ ua="Safari/17.4" result=success
2024-06-13T10:02:11Z portal-audit set-cookie vv_session=⟦SECRET|$sec_cookie1⟧; Path=/; HttpOnly; Secure
2024-06-13T10:03:40Z portal-audit user=⟦EMAIL|m.fitch52@gmail.com⟧ action=certificate_download cert=⟪certificate_number|COD-2024-120011⟫
2024-06-13T10:05:02Z portal-audit user=⟦EMAIL|admin@cedarlineshred.com⟧ action=impersonate target=⟦EMAIL|m.fitch52@gmail.com⟧ ticket=⟪ticket_id|CS-9921⟫"""),

("memorandum_of_understanding", """MEMORANDUM OF UNDERSTANDING (without prejudice)
Participants: ⟦PERSON|Pieter de Graaf⟧ and ⟦PERSON|Sanne de Graaf-Visser⟧
1. The former family home at ⟦ADDRESS|Van Speijkstraat 31, 2518 EW Den Haag⟧ will be listed for sale by ⟪due_date|1 October 2024⟫; net proceeds split equally.
2. Savings: ⟦PERSON|Pieter⟧ will transfer ⟦AMOUNT|€14,500⟧ to ⟦PERSON|Sanne⟧'s account ⟦IBAN|$iban_nl1⟧ by 1 September 2024.
3. Pensions to be divided under the ⟪statute_citation|Wet verevening pensioenrechten⟫.
Mediator: ⟦PERSON|Marloes Jansen⟧, MfN registration ⟪registration_number|MfN 20817⟫"""),

("web_form_rental_application", """RENTAL APPLICATION (Ontario)   ⟪form_number|OREA Form 410⟫
Applicant: ⟦PERSON|Priya Sandhu⟧           Date of birth: ⟦DATE_OF_BIRTH|1996-09-30⟧
SIN (optional): ⟦NATIONAL_ID|$nid_sin2⟧
Photo ID: passport ⟦PASSPORT|$pp_ca1⟧
Phone: ⟦PHONE|647-555-0186⟧
Employer: ⟪org_name|Humber River Health⟫, RN, 4 yrs     Annual income: ⟦AMOUNT|$72,000 CAD⟧
Unit applied for: ⟪unit_number|#1502⟫, asking rent ⟪price|$2,350⟫/mo"""),

("email_client_instruction", """Bonjour Maître ⟦PERSON|Dubois⟧,

Our client ⟦PERSON|Camille Lefèvre⟧ (social security no. ⟦NATIONAL_ID|$nid_nir1⟧, passport ⟦PASSPORT|$pp_fr1⟧) has asked us to locate her former partner ⟦PERSON|Julien Marchal⟧, last known at ⟦ADDRESS|14 rue des Capucins, 69001 Lyon⟧, for service of the custody application. She can be reached at ⟦PHONE|+33 6 12 55 48 90⟧ after 18h.
Our file number is ⟪case_number|HPI-FR-0077⟫; fees per the engagement letter (⟪hourly_rate|€85/h⟫).

Best regards, ⟦PERSON|Thomas Greer⟧"""),

("lab_bench_notes", """Bench notes - ⟪lab_case_number|QDE-24-131⟫, anonymous letters Q1-Q3
Paper: ⟪paper_spec|20 lb bond⟫, no watermark, same lot as Q1.
Indentation exam (⟪instrument|ESDA⟫) on Q2 shows partial text "...call ⟦PHONE|(541) 555-0190⟧ after 6" and the name "⟦PERSON|Corinne⟧".
Known writers submitted: ⟦PERSON|Corinne Bader⟧ (K1-K8), ⟦PERSON|Wes Hollister⟧ (K9-K15).
Q1-Q3 share ⟪letter_form|looped lowercase k⟫ and baseline habits with K9-K15; no such habits in K1-K8. Continue ⟪next_step|VSC-8000 ink comparison⟫."""),

("price_list", """⟪org_name|Cedarline Shredding⟫ - 2024 Residential & Small Office Rates
  Drop-off shredding ............ ⟪price|$1.00/lb⟫ (minimum ⟪price|$10⟫)
  Purge pick-up, up to 10 boxes . ⟪price|$129⟫, each extra box ⟪price|$9⟫
  Hard drive destruction ........ ⟪price|$15/drive⟫, certificate included
  Community shred day: ⟪event_date|Sat Sept 21⟫, ⟪place_name|Roseville Library⟫ lot, free (⟪quantity_limit|3 box limit⟫)
Prices valid through ⟪valid_until|12/31/2024⟫. NAID AAA certified, ⟪certification_id|NAID #A-1187⟫."""),

("meeting_minutes", """Compliance stand-up, ⟪meeting_date|June 13⟫
Attendees: ⟦PERSON|Aisha Khalil⟧, ⟦PERSON|Tom Brennan⟧, ⟦PERSON|Yuki Sato⟧
1. ⟦PERSON|Yuki⟧ found a Linear API key (⟦APIKEY|$ak_linear1⟧) pasted into ticket ⟪ticket_id|NS-2291⟫ comments. Revoked 10:40, nothing suspicious in audit.
2. Dispute volume up ⟪percentage|14%⟫ MoM; ⟦PERSON|Tom⟧ to audit the county court vendor (⟪vendor_code|CC-7⟫).
3. FCRA refresher training due ⟪due_date|06/30⟫ for all staff."""),

("json_config", """{
  "bot_name": "⟪app_name|stakeout-bot⟫",
  "discord_webhook": "⟦SECRET|$sec_discordhook1⟧",
  "owner": "⟦PERSON|dwhitcombe⟧",
  "owner_email": "⟦EMAIL|dwhitcombe@ridgeline-inv.com⟧",
  "poll_interval_s": 30,
  "application_id": "⟪app_id|1187420093318824076⟫",
  "public_key": "⟪public_key|5c1d0a7e9b3f2c4d8e6a1b0f9c2e7d4a3b8f6e1c0d9a2b7e5f4c3d1a0b9e8f7c⟫"
}"""),

("slack_dm", """⟦PERSON|Natalie Brooks⟧  3:41 PM
hey can you set up the shared authenticator for the ⟪org_account|scribe-ops⟫ AWS root? seed is ⟦SECRET|$sec_totp2⟧
⟦PERSON|Josh Feld⟧  3:43 PM
done. recovery codes in case we lose the phone: ⟦SECRET|$sec_rc3⟧ ⟦SECRET|$sec_rc4⟧ ⟦SECRET|$sec_rc5⟧
⟦PERSON|Natalie Brooks⟧  3:44 PM
ty, deleting this in 5 min"""),

("account_statement", """⟪org_name|Vaultline Records Storage Ltd⟫ - Statement ⟪statement_number|ST-2024-0611⟫
Customer: ⟦PERSON|Geoffrey Pannell⟧ (executor, estate of ⟦PERSON|Margaret Pannell⟧)
          ⟦ADDRESS|7 Larkspur Close, Harrogate HG2 8QT⟧
Boxes in storage: 42 @ ⟪price|£0.38⟫/box/month
Balance brought forward          ⟦AMOUNT|£95.76⟧
Direct debit 02/06 from ⟦IBAN|$iban_gb3⟧   -⟦AMOUNT|£95.76⟧
June storage                     £15.96
Balance due                      ⟦AMOUNT|£15.96 DR⟧"""),

("intake_call_notes", """INTAKE CALL 06/11   (⟪call_id|call 2291⟫)   mediator: ⟦PERSON|Gwen Ashby⟧
Caller: ⟦PERSON|Tanya Briggs⟧, DOB ⟦DATE_OF_BIRTH|December 4th, 1982⟧
Phone (she read it out): ⟦PHONE|seven one eight, five five five, zero one four six⟧
Lives at ⟦ADDRESS|560 Ocean Parkway, Apt 3D, Brooklyn, NY 11218⟧ with the two kids.
Other party: ⟦PERSON|Curtis Briggs⟧. She raised his ⟦MEDICAL|alcohol use disorder⟧; says he's been in AA since Feb. No DV disclosed, screen with ⟪screening_tool|DOVE⟫ at the MIAM.
Fee band: ⟪fee_band|sliding scale C⟫"""),

("sms_thread", """⟦PERSON|Hec⟧ u still near Orange? subj ⟦PERSON|Kim Tran⟧ is at her sisters place ⟦ADDRESS|2290 N Batavia St, Orange, CA 92865⟧, client says she's there til 8. gate code ⟦PASSWORD|#4419⟧. wears scrubs, drives the white civic. pls serve the ⟪document_type|OSC⟫ + ⟪form_number|FL-300⟫, I'll pay u ⟪price|$75⟫ rush rate. -⟦PERSON|Kris⟧"""),

("java_stack_trace", """2024-06-13 11:02:55.418 ERROR [report-svc,⟪trace_id|6a1f0b2c9d3e4f57⟫] c.n.r.ReportBuilder - Failed to render EMPLOYMENT for subject {"name":"⟦PERSON|Hollis Grant⟧","ssn":"⟦SSN|$ssn9⟧","email":"⟦EMAIL|hgrant@me.com⟧"}
java.lang.NullPointerException: Cannot invoke "com.northstar.model.Employer.getName()" because "emp" is null
	at com.northstar.report.ReportBuilder.employment(ReportBuilder.java:⟪line_number|214⟫)
	at com.northstar.report.ReportBuilder.build(ReportBuilder.java:88)
	at com.northstar.api.ReportController.render(ReportController.java:51)
upstream request carried Authorization: Bearer ⟦APIKEY|$jwt2⟧"""),

("online_review", """⭐⭐⭐⭐⭐  ⟦PERSON|Latoya Simmons⟧ · 3 reviews · ⟪relative_time|2 weeks ago⟫
My fiance and I did a couples polygraph with ⟦PERSON|Ray⟧ at ⟪org_name|Truthline⟫ and honestly it saved us a lot of arguing lol. Paid ⟦AMOUNT|$700⟧ for both of us. He explained that my ⟦MEDICAL|anxiety meds⟧ wouldn't mess up the results and was very professional.
Response from the owner: Thank you ⟦PERSON|Latoya⟧, we appreciate you!"""),

("ocr_check", """OCR - item ⟪exhibit_number|Q4⟫ (personal check)
⟦PERSON|ROLAND DUVAL⟧
⟦PERSON|PATRICE DUVAL⟧
⟦ADDRESS|88 BAYBERRY LN
MYSTIC CT 06355⟧                                   ⟪check_number|1207⟫
PAY TO THE ORDER OF  ⟦PERSON|Shane Whitmore⟧          ⟦AMOUNT|$ 2,400.00⟧
⟦AMOUNT|Two thousand four hundred and 00/100 DOLLARS⟧
MEMO  roof repair
⑆⟪routing_number|011900571⟫⑆ 0048213377⑈ 1207"""),

("telegram_chat", """[20:14] ⟦PERSON|Mick⟧: landed. hotel's booked under my real name ⟦PERSON|Michael Doran⟧, room ⟪room_number|1412⟫
[20:15] ⟦PERSON|Jess Whitlam⟧: good. subject ⟦PERSON|Graham Keogh⟧ flies out tomorrow ⟪flight_number|QF 409⟫ 7:05. client gave us his passport no ⟦PASSPORT|$pp_au1⟧ - do NOT try anything at the check-in desk obviously
[20:16] ⟦PERSON|Mick⟧: lol. can u transfer my per diem, ⟦AMOUNT|A$300⟧
[20:16] ⟦PERSON|Jess Whitlam⟧: done, keep receipts"""),
]
