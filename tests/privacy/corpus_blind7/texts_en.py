# English texts for corpus_blind7. Written by hand, one at a time.
# Markup: ⟦TYPE|value⟧ = sensitive span, ⟪kind|value⟫ = decoy, $name = values.VALUES[name]

TEXTS = [
("voicemail_transcript", r"""Voicemail 1 of 3 — received ⟪timestamp|09:14⟫, duration 0:52
Transcript (automatic, may contain errors):
"Hey, it's ⟦PERSON|Dolores Aguilar-Finch⟧ from unit 4B. Um, the landlord changed the lobby code, it's now ⟦PASSWORD|7391 pound⟧, so you can get in Saturday. Call me back at ⟦PHONE|503 284 7716⟧, not the office line. Oh and I left your package with ⟦PERSON|Ruben⟧ on the second floor, the tracking number was ⟪tracking_number|9400 1118 9922 3364 8801 27⟫ or something. Okay bye.\""""),

("whatsapp_chat_export", r"""[⟪timestamp|12/03/26, 21:04:17⟫] ⟦PERSON|Kemi Adebayo⟧: did you get the wifi pw for the airbnb?
[⟪timestamp|12/03/26, 21:05:02⟫] ⟦PERSON|Tom⟧: yeah it's ⟦PASSWORD|SunsetVilla_2291!⟧
[12/03/26, 21:05:40] ⟦PERSON|Kemi Adebayo⟧: and the host's number in case we get locked out?
[12/03/26, 21:06:11] ⟦PERSON|Tom⟧: ⟦PHONE|+34 612 48 90 33⟧, her name is ⟦PERSON|Lucía⟧
[12/03/26, 21:06:30] ⟦PERSON|Tom⟧: booking ref ⟪booking_ref|HMX4T29QKA⟫, check-in from 3pm
[12/03/26, 21:07:02] ⟦PERSON|Kemi Adebayo⟧: <Media omitted>"""),

("kubernetes_secret_manifest", r"""apiVersion: v1
kind: Secret
metadata:
  name: ⟪k8s_resource|payments-api-credentials⟫
  namespace: prod
  uid: ⟪uuid|$uuid1⟫
  resourceVersion: "⟪build_number|88120457⟫"
type: Opaque
stringData:
  STRIPE_SECRET_KEY: ⟦APIKEY|$stripe1⟧
  STRIPE_WEBHOOK_SECRET: ⟦SECRET|$whsec1⟧
  STRIPE_PUBLISHABLE_KEY: ⟪publishable_key|$publishable1⟫
  DATABASE_URL: postgres://payments:⟦SECRET|q8Vd-x2LmZr7Tk⟧@⟦IP_ADDRESS|10.42.7.19⟧:⟪port|5432⟫/ledger"""),

("env_file", r"""# .env.production  -- DO NOT COMMIT
APP_NAME=fieldnotes
APP_VERSION=⟪version|3.14.2⟫
OPENAI_API_KEY=⟦APIKEY|$openai1⟧
ANTHROPIC_API_KEY=⟦APIKEY|$anthropic1⟧
SENTRY_RELEASE=⟪commit_hash|$commit1⟫
REDIS_URL=redis://default:⟦SECRET|Ff83kd0qPzWm⟧@⟦IP_ADDRESS|172.31.44.210⟧:6379/0
ADMIN_EMAIL=⟦EMAIL|hannah.volkova@fieldnotes.app⟧
SESSION_SECRET=⟦SECRET|$flask_secret1⟧"""),

("nginx_access_log", r"""⟦IP_ADDRESS|81.174.22.9⟧ - - [⟪timestamp|03/Dec/2026:08:12:44 +0000⟫] "GET /api/v2/orders/⟪order_id|880214457⟫ HTTP/1.1" 200 1432 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X)"
⟦IP_ADDRESS|2a02:8108:1f40:6e00:4d1c:9a2b:77e0:15c3⟧ - ⟦PERSON|mkowalczyk⟧ [03/Dec/2026:08:12:45 +0000] "GET /account/settings HTTP/2.0" 200 8812 "-" "Mozilla/5.0 (X11; Linux x86_64)"
⟦IP_ADDRESS|10.0.3.17⟧ - - [03/Dec/2026:08:12:47 +0000] "POST /login?user=⟦EMAIL|r.okafor@gmail.com⟧&password=⟦PASSWORD|Okafor1987!⟧ HTTP/1.1" 302 0 "-" "curl/⟪version|8.4.0⟫"
⟪doc_ip|203.0.113.40⟫ - - [03/Dec/2026:08:12:51 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29\""""),

("systemd_journal", r"""Dec 03 02:11:09 build-07 sshd[41822]: Accepted publickey for ⟦PERSON|anaya.k⟧ from ⟦IP_ADDRESS|10.20.8.144⟧ port ⟪port|52214⟫ ssh2: ED25519 ⟪ssh_fingerprint|$sha1fp1⟫
Dec 03 02:11:09 build-07 systemd-logind[812]: New session 3318 of user ⟦PERSON|anaya.k⟧.
Dec 03 02:14:52 build-07 sudo[41907]:  ⟦PERSON|anaya.k⟧ : TTY=pts/2 ; PWD=/home/⟦PERSON|anaya.k⟧/deploy ; USER=root ; COMMAND=/usr/bin/systemctl restart billing-worker
Dec 03 02:14:53 build-07 billing-worker[41911]: starting version ⟪version|2.8.0⟫ (git ⟪commit_hash|$short1⟫)"""),

("python_traceback", r"""Traceback (most recent call last):
  File "/home/⟦PERSON|dmitri.sokolov⟧/projects/ingest/run.py", line 88, in <module>
    client = Client(api_key="⟦APIKEY|$hf1⟧")
  File "/usr/lib/python3.11/site-packages/hub/client.py", line 214, in __init__
    raise AuthError(f"token rejected for {self.user!r}")
hub.errors.AuthError: token rejected for '⟦PERSON|dmitri.sokolov⟧' (request id ⟪uuid|$uuid2⟫)"""),

("java_stack_trace", r"""⟪timestamp|2026-12-03 10:41:22.918⟫ ERROR 1 --- [nio-8080-exec-7] c.a.billing.CardService : Charge failed for customer=⟦PERSON|Whitfield, Gordon⟧ card=⟦CARD|$visa1⟧ cvv=⟦CVV|$cvv1⟧
java.lang.IllegalStateException: gateway timeout after 30000ms (txn ⟪order_id|TX-20261203-004417⟫)
    at com.acme.billing.gateway.HttpGateway.charge(HttpGateway.java:212)
    at com.acme.billing.CardService.charge(CardService.java:97)
    at jdk.internal.reflect.GeneratedMethodAccessor144.invoke(Unknown Source)
    ... 41 common frames omitted"""),

("sql_insert", r"""INSERT INTO customers (id, full_name, email, phone, ssn, dob, created_at) VALUES
  (10442, '⟦PERSON|Beatrice Okonkwo⟧', '⟦EMAIL|bea.okonkwo@outlook.com⟧', '⟦PHONE|(312) 846-2290⟧', '⟦SSN|412-68-3307⟧', '⟦DATE_OF_BIRTH|1979-05-23⟧', '⟪timestamp|2026-11-30 17:02:11⟫'),
  (10443, '⟦PERSON|Harlan Q. Duchesne⟧', '⟦EMAIL|hduchesne@proton.me⟧', '⟦PHONE|(646) 219-7754⟧', '⟦SSN|523-09-8841⟧', '⟦DATE_OF_BIRTH|1991-12-02⟧', '⟪timestamp|2026-11-30 17:04:56⟫');"""),

("crm_csv_export", r"""contact_id,first_name,last_name,account,email,phone,open_deal_value,stage
⟪record_id|0034000001Xy7QAE⟫,⟦PERSON|Priya⟧,⟦PERSON|Raman⟧,⟪company|Northwind Traders⟫,⟦EMAIL|priya.raman@northwind-traders.com⟧,⟦PHONE|+44 20 7183 4420⟧,⟪price|48000.00⟫,Negotiation
⟪record_id|0034000001Xy7QBF⟫,⟦PERSON|Jonas⟧,⟦PERSON|Eklund⟧,⟪company|Fjordline Logistics AB⟫,⟦EMAIL|jonas.eklund@fjordline.se⟧,⟦PHONE|+46 70 412 88 31⟧,⟪price|12500.00⟫,Closed Won
⟪record_id|0034000001Xy7QCG⟫,⟦PERSON|Ama⟧,⟦PERSON|Boateng⟧,,⟦EMAIL|ama.b@gmail.com⟧,,0.00,Lead"""),

("payroll_tsv", r"""emp_no	name	dept	base_salary	bonus_2026	bank_iban
⟪employee_id|E-20931⟫	⟦PERSON|Sophie Lindqvist⟧	Engineering	⟦AMOUNT|€74,500⟧	⟦AMOUNT|€6,200⟧	⟦IBAN|$iban_nl1⟧
⟪employee_id|E-20932⟫	⟦PERSON|Marco Bellandi⟧	Sales	⟦AMOUNT|€58,000⟧	⟦AMOUNT|€11,750⟧	⟦IBAN|$iban_it1⟧
⟪employee_id|E-20947⟫	⟦PERSON|Aoife Brennan⟧	Finance	⟦AMOUNT|€66,300⟧	⟦AMOUNT|€4,000⟧	⟦IBAN|$iban_ie1⟧
# export ⟪timestamp|2026-12-01T06:00:00Z⟫ rows=3 sha256=⟪checksum|$sha256_1⟫"""),

("pharmacy_prescription", r"""RIVERBEND PHARMACY — Rx #⟪rx_number|6621804⟫
Patient: ⟦PERSON|Eleanor P. Whitcombe⟧   DOB: ⟦DATE_OF_BIRTH|04/17/1952⟧
Address: ⟦ADDRESS|218 Larkspur Lane, Apt 3, Bozeman, MT 59715⟧
Rx: ⟦MEDICAL|Warfarin 5 mg tablets, take 1 daily except 2.5 mg on Sundays⟧
Prescriber: Dr. ⟦PERSON|Samuel Oduya⟧, NPI ⟪npi|1467583920⟫
Qty 30, Refills 2. Copay ⟦AMOUNT|$12.40⟧ charged to card on file ⟪masked_card|•••• 3310⟫.
Counsel: avoid large changes in leafy greens; report unusual bruising."""),

("hospital_discharge_summary", r"""DISCHARGE SUMMARY
Name: ⟦PERSON|OYELARAN, Tobi⟧      MRN: ⟪mrn|00482217⟫      NHS No: ⟦NATIONAL_ID|$nhs1⟧
Admitted: ⟪date|26/11/2026⟫   Discharged: ⟪date|01/12/2026⟫   Ward 7B
Diagnosis: ⟦MEDICAL|community-acquired pneumonia, right lower lobe⟧; background ⟦MEDICAL|type 2 diabetes⟧ and ⟦MEDICAL|COPD⟧.
Discharge medications: ⟦MEDICAL|amoxicillin 500 mg three times daily for 5 days⟧; ⟦MEDICAL|metformin 1 g twice daily⟧ (unchanged).
Follow-up with GP Dr ⟦PERSON|Harriet Combs⟧ in 2 weeks. Next of kin: ⟦PERSON|Funmi Oyelaran⟧ (daughter) ⟦PHONE|07700 318 442⟧."""),

("lab_report", r"""QUESTLINE LABS   Accession ⟪accession|QL-26-7781043⟫
Patient ⟦PERSON|Garza, Ignacio⟧   Sex M   DOB ⟦DATE_OF_BIRTH|1968-09-30⟧
Collected ⟪timestamp|2026-12-02 07:40⟫   Reported ⟪timestamp|2026-12-02 15:12⟫
HbA1c ........ 8.9 %   (H)  ref 4.0-5.6
LDL-C ........ 162 mg/dL (H)
eGFR ......... 54 mL/min/1.73m2 (L)
Interpretation: consistent with ⟦MEDICAL|poorly controlled diabetes⟧ and ⟦MEDICAL|stage 3a chronic kidney disease⟧. Ordering clinician: ⟦PERSON|R. Mehta⟧, MD."""),

("dental_reminder_sms", r"""Hi ⟦PERSON|Jordan⟧! Reminder from ⟪company|Bright Arches Dental⟫: your cleaning + ⟦MEDICAL|root canal follow-up (tooth #19)⟧ is on ⟪date|Thu Dec 10⟫ at 8:30am with Dr. ⟦PERSON|Nakamura⟧. Reply C to confirm. Balance due ⟦AMOUNT|$145.00⟧. Appt ID ⟪appointment_id|BA-10-88431⟫"""),

("visa_application_form", r"""APPLICATION FOR SCHENGEN VISA — section 1-12
1. Surname: ⟦PERSON|CHEN⟧        2. Given names: ⟦PERSON|XIAOYU⟧
4. Date of birth: ⟦DATE_OF_BIRTH|14-03-1988⟧   5. Place of birth: ⟪place|Beijing⟫
9. Sex: F   10. Civil status: single
11. National identity number: ⟦IDCARD|$id1⟧
13. Travel document: ordinary passport, no. ⟦PASSPORT|EJ4418273⟧, issued ⟪date|2023-05-09⟫, valid until ⟪date|2033-05-08⟫
19. Home address: ⟦ADDRESS|Room 1702, Building 3, 12 Jinhui Road, Chaoyang District, Beijing 100020⟧
    Tel ⟦PHONE|+86 139 1044 2871⟧   e-mail ⟦EMAIL|xiaoyu.chen88@163.com⟧
Application no. ⟪application_id|FRA-PEK-2026-0091842⟫"""),

("hotel_checkin_record", r"""GUEST REGISTRATION — Hotel Albero, Lisbon        Folio ⟪folio|F-449120⟫
Guest: ⟦PERSON|Lindiwe Mokoena⟧   Nationality: ZA
ID document: ⟦NATIONAL_ID|$zaid2⟧ / passport ⟦PASSPORT|A07823194⟧
Arrival ⟪date|03.12.2026⟫  Departure ⟪date|06.12.2026⟫  Room 512  Rate ⟪price|EUR 189.00⟫/night
Guarantee: ⟦CARD|$mc1⟧ exp ⟪card_expiry|08/29⟫
Home address: ⟦ADDRESS|14 Jacaranda Street, Melville, Johannesburg 2092, South Africa⟧
Signature: ⟦PERSON|L. Mokoena⟧"""),

("car_rental_agreement", r"""RENTAL AGREEMENT ⟪agreement_no|RA 7730-8812-04⟫
Renter: ⟦PERSON|Kowalski, Adam⟧        Licence: checked (PL, cat. B)
Additional driver: ⟦PERSON|Zofia Kowalska⟧
Vehicle: VW Golf, VIN ⟪vin|WVWZZZCDZPW118402⟫, plate ⟪plate|WX 4417K⟫
Pick-up ⟪timestamp|03 Dec 2026 10:05⟫ Gdańsk Airport; return ⟪timestamp|09 Dec 2026 10:00⟫
Deposit ⟦AMOUNT|PLN 2,500⟧ pre-authorised on ⟦CARD|$mc4⟧.
Emergency contact ⟦PHONE|+48 601 772 940⟧"""),

("gym_membership_form", r"""IRONWORKS GYM — Membership Application
Full name: ⟦PERSON|Tariq Rahimi⟧
Date of birth: ⟦DATE_OF_BIRTH|July 2, 1994⟧
Mobile: ⟦PHONE|0412 883 071⟧   Email: ⟦EMAIL|tariq.rahimi94@yahoo.com.au⟧
Address: ⟦ADDRESS|7/41 Bourke Street, Surry Hills NSW 2010⟧
Health declaration: ⟦MEDICAL|asthma (uses Ventolin inhaler)⟧; ⟦MEDICAL|previous ACL reconstruction, left knee⟧
Plan: 12-month Flex ⟪price|$24.95/week⟫, direct debit BSB ⟪bsb|062-000⟫
Locker PIN chosen: ⟦PASSWORD|4471⟧"""),

("tax_return_notes", r"""Notes for 2025 return — client ⟦PERSON|Rosalind Feeney⟧ (SSN ⟦SSN|298-41-6650⟧)
- W-2 wages ⟦AMOUNT|$91,240⟧; employer ⟪company|Caldera Health Systems⟫ EIN ⟪ein|84-3312075⟫
- Spouse ⟦PERSON|Martin Feeney⟧, SSN ⟦SSN|301-77-2094⟧, 1099-NEC income ⟦AMOUNT|$18,600⟧
- HSA contributions ⟦AMOUNT|$4,150⟧ — note ⟦MEDICAL|Martin's insulin pump supplies⟧ paid out of HSA
- Refund last year direct-deposited to routing ⟪routing_number|021000021⟫
- Prep fee quoted ⟪price|$425⟫ (firm standard)"""),

("loan_application", r"""LOAN APPLICATION (personal, unsecured)         ref ⟪application_id|LA-88213-C⟫
Applicant: ⟦PERSON|Sipho Dlamini⟧       SA ID: ⟦NATIONAL_ID|$zaid1⟧   DOB ⟦DATE_OF_BIRTH|1986-07-04⟧
Employer: ⟪company|Ubuntu Freight (Pty) Ltd⟫    Gross monthly income: ⟦AMOUNT|R 38,400⟧
Existing debt: vehicle finance balance ⟦AMOUNT|R 112,900⟧
Amount requested: ⟦AMOUNT|R 60,000⟧ over 36 months; advertised rate ⟪rate|prime + 4.5%⟫
Salary account: FNB ⟪account_masked|****8812⟫
Contact: ⟦PHONE|+27 82 661 3094⟧, ⟦EMAIL|sipho.dlamini@webmail.co.za⟧"""),
]

TEXTS += [
("wire_transfer_confirmation", r"""SWIFT MT103 — outgoing transfer confirmation
:20: Reference ⟪transaction_ref|FT26337A9QX2⟫
:32A: Value date ⟪date|261203⟫ EUR ⟦AMOUNT|14,870.00⟧
:50K: Ordering customer ⟦PERSON|Henrik Aalto⟧, ⟦ADDRESS|Runeberginkatu 14 B 22, 00100 Helsinki⟧
:57A: Beneficiary bank ⟪bic|BKAUATWW⟫
:59: /⟦IBAN|$iban_at1⟧
     ⟦PERSON|Greta Pichler⟧
:70: deposit flat Wipplingerstrasse, invoice ⟪invoice_number|2026-1187⟫
:71A: OUR   fee ⟪price|EUR 25.00⟫"""),

("pull_request_review_comment", r"""**⟦PERSON|lena-hoffmann⟧** commented on `config/settings.py` (line 42):

> ```python
> GITHUB_TOKEN = "⟦APIKEY|$ghp1⟧"
> ```

Please don't hardcode this — it's a live classic PAT with `repo` scope. Move it to the Actions secret and rotate it today. Also the fixture on line 88 uses ⟪test_card|4242 4242 4242 4242⟫, which is fine, that's Stripe's test number. Approving once the token is gone. cc @⟦PERSON|vikram-shah⟧

Commit ⟪commit_hash|$commit2⟫ · 3 files changed"""),

("ci_pipeline_log", r"""Running with gitlab-runner ⟪version|17.5.2⟫ (⟪commit_hash|$short2⟫)
  on docker-autoscaler-3 ⟪runner_id|xK2pQ9vR⟫, system ID: s_4f1c0de2a917
Preparing the "docker+machine" executor
Using docker image sha256:⟪checksum|$sha256_2⟫ for node:20-alpine ...
$ npm ci
added 1184 packages in 41s
$ npm test -- --ci
Tests:       2 skipped, 411 passed, 413 total
Snapshots:   38 passed, 38 total
Uploading artifacts for successful job  build #⟪build_number|482917⟫
Job succeeded"""),

("ci_pipeline_log", r"""#14 [build 6/9] RUN echo "//registry.npmjs.org/:_authToken=⟦APIKEY|$npm1⟧" > ~/.npmrc && npm publish
#14 0.412 npm notice Publishing to https://registry.npmjs.org/ with tag latest and default access
#14 2.881 + @fieldkit/geo@⟪version|4.0.1⟫
#15 [build 7/9] RUN twine upload dist/* -u __token__ -p ⟦APIKEY|$pypi1⟧
#15 3.004 Uploading fieldkit_geo-4.0.1-py3-none-any.whl
#15 4.217 View at: https://pypi.org/project/fieldkit-geo/4.0.1/
#16 exporting to image  writing image sha256:⟪checksum|$sha256_3⟫ done"""),

("ansible_inventory", r"""[web]
web-01 ansible_host=⟦IP_ADDRESS|10.12.0.21⟧
web-02 ansible_host=⟦IP_ADDRESS|10.12.0.22⟧

[db]
pg-primary ansible_host=⟦IP_ADDRESS|10.12.4.5⟧ ansible_user=⟦PERSON|rtanaka⟧ ansible_become_pass=⟦PASSWORD|Kuro-neko!77⟧

[all:vars]
ansible_python_interpreter=/usr/bin/python3
ntp_server=⟪doc_ip|192.0.2.123⟫
app_release=⟪version|10.4.2.1⟫"""),

("ssh_config", r"""# ~/.ssh/config  (⟦PERSON|Beatriz Monteiro⟧'s laptop)
Host bastion
    HostName ⟦IP_ADDRESS|35.180.77.214⟧
    User ⟦PERSON|bmonteiro⟧
    Port ⟪port|2222⟫
    IdentityFile ~/.ssh/id_ed25519_work

Host analytics-*
    ProxyJump bastion
    User ubuntu
    # old password if key auth fails: ⟦PASSWORD|Lisboa#Marés2024⟧"""),

("known_hosts", r"""|1|⟪b64_hash|$b64blob1⟫ ssh-ed25519 ⟪ssh_host_key|$ssh_hostkey1⟫
⟦IP_ADDRESS|185.199.110.42⟧ ecdsa-sha2-nistp256 ⟪ssh_host_key|$ssh_hostkey2⟫
[⟦IP_ADDRESS|10.8.0.3⟧]:2222 ssh-ed25519 ⟪ssh_host_key|$ssh_pub1⟫
# added by ⟦PERSON|kofi.mensah⟧ ⟪date|2026-11-18⟫"""),

("browser_password_export", r"""name,url,username,password,note
accounts.google.com,https://accounts.google.com/,⟦EMAIL|nadia.farouk@gmail.com⟧,⟦PASSWORD|Zaytoun_88!kite⟧,
www.netflix.com,https://www.netflix.com/login,⟦EMAIL|nadia.farouk@gmail.com⟧,⟦PASSWORD|ZaytounTV2023⟧,
⟦IP_ADDRESS|192.168.1.1⟧,http://⟦IP_ADDRESS|192.168.1.1⟧/,admin,⟦PASSWORD|r0uter-Farouk⟧,home router
portal.hmrc.gov.uk,https://www.tax.service.gov.uk/,⟪user_id|3814 7720 1159⟫,⟦PASSWORD|Cairo@Leeds2019⟧,"gov gateway id, not a card"
"""),

("password_manager_note", r"""Secure Note — "Mum's accounts" (shared vault, last edited by ⟦PERSON|Ibrahim⟧ ⟪date|2026-11-29⟫)

Bank app PIN: ⟦PASSWORD|280461⟧
Online banking memorable word: ⟦PASSWORD|marigold⟧
Debit card ⟦CARD|$visa4⟧ — she keeps the card in the blue purse, CVV ⟦CVV|$cvv2⟧
Pension login: ⟦EMAIL|zainab.haddad1961@btinternet.com⟧ / ⟦PASSWORD|Haddad!Garden61⟧
Burglar alarm: ⟦PASSWORD|1 9 0 6⟧ then OFF
GP surgery: Dr ⟦PERSON|Pryce⟧, repeat prescription for ⟦MEDICAL|levothyroxine 75 micrograms⟧"""),

("parent_teacher_message", r"""Hi Ms. ⟦PERSON|Alvarez⟧,

This is ⟦PERSON|Dana Whitaker⟧, ⟦PERSON|Noah⟧'s mom (3rd grade, room 114). Just a heads-up that ⟦PERSON|Noah⟧ was diagnosed with ⟦MEDICAL|ADHD⟧ last week and is starting ⟦MEDICAL|methylphenidate 10 mg in the mornings⟧, so he may be a bit off for a few days. His dad ⟦PERSON|Chris⟧ will pick him up Thursday — ⟦PERSON|Chris⟧'s cell is ⟦PHONE|(617) 904-3318⟧.

Thanks so much,
⟦PERSON|Dana⟧"""),

("wedding_guest_list", r"""Guest list v7 (⟪date|Sat 19 June 2027⟫, Ashdown Manor)   | table | dietary | RSVP
⟦PERSON|Eilidh⟧ & ⟦PERSON|Callum Fraser⟧       | 3     | —       | yes
Granny ⟦PERSON|Morag⟧ (⟦PERSON|Morag Fraser⟧)          | 1     | ⟦MEDICAL|coeliac⟧ | yes
⟦PERSON|Dev Patel⟧ +1                                  | 6     | vegan   | yes
Aunt ⟦PERSON|Siobhan⟧                                  | 2     | ⟦MEDICAL|nut allergy (EpiPen)⟧ | maybe
Venue deposit ⟪price|£3,000⟫ paid; caterer quote ⟪price|£68 pp⟫"""),

("obituary_draft", r"""DRAFT — please check dates before we send to the paper

⟦PERSON|Walter James Pemberton⟧, 84, of Keene, passed away peacefully on ⟪date|November 28, 2026⟫, after a long illness with ⟦MEDICAL|Parkinson's disease⟧. Born ⟦DATE_OF_BIRTH|March 3, 1942⟧ in Brattleboro to ⟦PERSON|Agnes⟧ and ⟦PERSON|Harold Pemberton⟧, ⟦PERSON|Walt⟧ worked 38 years at ⟪company|Cheshire Mills⟫. He is survived by his wife of 60 years, ⟦PERSON|June⟧, and daughters ⟦PERSON|Carol Pemberton-Reyes⟧ and ⟦PERSON|Linda Shaw⟧.
Calling hours Friday 4–7 pm at ⟪company|Foley Funeral Home⟫. Cards may be sent to ⟦ADDRESS|62 Marlboro Street, Keene, NH 03431⟧."""),
]

TEXTS += [
("court_filing_excerpt", r"""IN THE CIRCUIT COURT OF COOK COUNTY, ILLINOIS
COUNTY DEPARTMENT, DOMESTIC RELATIONS DIVISION
In re the Marriage of ⟦PERSON|DANIELLE M. KRUSE⟧, Petitioner, and ⟦PERSON|STEVEN R. KRUSE⟧, Respondent.     Case No. ⟪case_number|2026 D 004417⟫

7. Respondent's gross annual income from ⟪company|Lakeshore Mechanical LLC⟫ is ⟦AMOUNT|$112,400⟧. Respondent has arrears of temporary support in the amount of ⟦AMOUNT|$6,850⟧.
8. The marital residence is located at ⟦ADDRESS|4418 N. Damen Ave., Chicago, IL 60625⟧.
9. Petitioner has been treated for ⟦MEDICAL|major depressive disorder⟧ since 2024 (see Exhibit C, filed under seal)."""),


("police_report_excerpt", r"""INCIDENT REPORT #⟪case_number|26-118302⟫   Reporting officer: Sgt. ⟦PERSON|Ramírez⟧, badge ⟪badge_number|4471⟫
Date/time: ⟪timestamp|12/02/2026 23:40⟫   Location: 1200 blk W. Colfax Ave, ⟪place|Denver⟫
Victim: ⟦PERSON|LEE, Ji-yeon⟧, DOB ⟦DATE_OF_BIRTH|05/17/1990⟧, Korean national, RRN ⟦NATIONAL_ID|$kr1⟧
Victim states an unknown male took her handbag containing her passport ⟦PASSPORT|M84219037⟧ and a Visa card ending ⟪masked_card|6672⟫. Victim lives at ⟦ADDRESS|1550 N. Gaylord St, Apt 207, Denver, CO 80206⟧, cell ⟦PHONE|720-381-5524⟧.
Witness ⟦PERSON|Marcus Bell⟧ described the suspect as approx. 6'0", grey hoodie."""),

("customer_complaint_letter", r"""Dear ⟪company|SwiftHome Appliances⟫ Customer Relations,

I am writing for the third time about order ⟪order_id|SH-4410298⟫. The washing machine delivered on ⟪date|14 November⟫ leaked and flooded our kitchen. Your technician, ⟦PERSON|Gary⟧, admitted the inlet hose was cracked. I paid ⟦AMOUNT|£649.99⟧ on my card ⟪masked_card|ending 4412⟫ and have spent a further ⟦AMOUNT|£310⟧ on floor repairs, which I expect you to reimburse.

You can reach me on ⟦PHONE|07911 204 887⟧ or at ⟦ADDRESS|27 Holloway Crescent, Didsbury, Manchester M20 6RT⟧.

Yours faithfully,
⟦PERSON|Patricia Ogunleye⟧ (Mrs)"""),

("marketplace_listing", r"""FOR SALE: Trek Marlin 7 mountain bike, 2023, size L — ⟪price|$650 OBO⟫
Barely used, new chain, comes with lock. Serial ⟪serial_number|WTU318C2041K⟫ (registered, happy to show receipt).
Pickup only near Capitol Hill. Text ⟦PERSON|Mateo⟧ at ⟦PHONE|(206) 473-0918⟧ — no calls after 9pm. Venmo or cash. Posted ⟪date|12/01⟫, listing id ⟪listing_id|7712093381⟫."""),

("dating_profile_message", r"""⟦PERSON|Rafa⟧ 🌵: ok I'll admit the cactus photo was a trap 😂 you passed
⟦PERSON|Ingrid⟧: haha. so, drinks thursday? I'm usually in Kreuzberg
⟦PERSON|Rafa⟧ 🌵: yes!! here's my number so we can stop using this app ⟦PHONE|+49 1523 8841907⟧
⟦PERSON|Ingrid⟧: saved. full disclosure I'm on ⟦MEDICAL|sertraline⟧ so I'll be on mocktails lol
⟦PERSON|Rafa⟧ 🌵: totally fine, I don't drink much either. my insta is @⟦PERSON|rafael.quintero⟧"""),

("job_offer_letter", r"""⟪date|December 3, 2026⟫

Ms. ⟦PERSON|Adaeze Nwosu⟧
⟦ADDRESS|1187 Peachtree St NE, Unit 904, Atlanta, GA 30309⟧

Dear ⟦PERSON|Adaeze⟧,

On behalf of ⟪company|Halvorsen Robotics, Inc.⟫, I am pleased to offer you the position of Senior Controls Engineer (req. ⟪requisition_id|REQ-2026-0417⟫), starting ⟪date|January 11, 2027⟫. Your annual base salary will be ⟦AMOUNT|$162,000⟧, with a sign-on bonus of ⟦AMOUNT|$20,000⟧ and an equity grant described in the attached plan.

Please return the signed offer and your I-9 documents; HR will need your SSN (you listed ⟦SSN|667-24-1903⟧) for payroll setup.

Sincerely,
⟦PERSON|Karl Halvorsen⟧, CEO"""),

("reference_letter", r"""To whom it may concern,

I supervised ⟦PERSON|Siddharth "Sid" Menon⟧ for three years at ⟪company|Bayview Community Clinic⟫. ⟦PERSON|Sid⟧ was the most dependable nurse on my team. In 2025 he took six weeks' leave for ⟦MEDICAL|treatment of a herniated disc⟧ and came back stronger than ever.

I recommend him without reservation. Feel free to call me at ⟦PHONE|+1 415 663 2081⟧ or write to ⟦EMAIL|m.ferreira@bayviewclinic.org⟧.

⟦PERSON|Marta Ferreira⟧, RN, Nurse Manager"""),
]

TEXTS += [
("performance_review", r"""FY26 Performance Review — CONFIDENTIAL
Employee: ⟦PERSON|Okafor, Chidi⟧ (⟪employee_id|EMP-00731⟫)   Manager: ⟦PERSON|Rebecca Lindholm⟧
Rating: 3 / Meets expectations
Summary: ⟦PERSON|Chidi⟧ delivered the ledger migration on time. Q3 output dipped while he was on leave for ⟦MEDICAL|burnout / anxiety⟧; we agreed a phased return with no on-call until March.
Compensation: merit increase 3.5% → new base ⟦AMOUNT|$128,750⟧; bonus payout ⟦AMOUNT|$9,400⟧ (company pool funded at ⟪percentage|85%⟫)."""),

("exit_interview_notes", r"""Exit interview — ⟦PERSON|Yasmin El-Amin⟧, Product Designer, last day ⟪date|2026-12-18⟫
Interviewer: ⟦PERSON|Tomás⟧ (HRBP)
- Leaving for ⟪company|Canva⟫; offer was ⟦AMOUNT|A$165k⟧ vs her current ⟦AMOUNT|A$138k⟧.
- Said her manager ⟦PERSON|Greg Whitlow⟧ "talks over women in crits". Flag to ER, case ⟪ticket_id|ER-2291⟫.
- Mentioned ⟦MEDICAL|endometriosis⟧ flare-ups made the 8am standups hard; accommodation request was never answered.
- Return laptop asset ⟪asset_tag|LT-004417⟫ by courier; personal email for final payslip: ⟦EMAIL|yasmin.elamin@icloud.com⟧"""),

("landlord_notice", r"""NOTICE OF RENT INCREASE

To: ⟦PERSON|Kwame⟧ and ⟦PERSON|Efua Asante⟧
Premises: ⟦ADDRESS|88 Carlaw Avenue, Unit 3, Toronto, ON M4M 2R7⟧

Take notice that effective ⟪date|March 1, 2027⟫ your rent will increase from ⟦AMOUNT|$2,150⟧ to ⟦AMOUNT|$2,193⟧ per month, an increase of 2.0%, within the provincial guideline. Your arrears as of today are ⟦AMOUNT|$415.00⟧.

Landlord: ⟦PERSON|Harold Vickery⟧, ⟦PHONE|416-922-0734⟧
Form N1, served ⟪date|2026-12-03⟫"""),

("utility_bill", r"""PACIFIC GAS & WATER — Statement
Account ⟪account_number|7710 2048 3391⟫   Statement date ⟪date|11/28/2026⟫
Service for: ⟦PERSON|YOLANDA M. REYES⟧
Service address: ⟦ADDRESS|3026 Alder Creek Dr, Sacramento, CA 95833⟧
Previous balance ⟦AMOUNT|$187.42⟧   Payment received — thank you
Current charges ⟦AMOUNT|$203.18⟧   Due ⟪date|12/19/2026⟫
Meter ⟪serial_number|1004883217⟫: 31,540 → 32,318 kWh
Baseline rate ⟪price|$0.38/kWh⟫ (tier 1)"""),

("mobile_carrier_bill", r"""Your bill for Nov 2026 — account holder ⟦PERSON|Dariusz Wiśniewski⟧
Line ⟦PHONE|+44 7700 183 562⟧ (you)        ⟪price|£18.00⟫ plan + ⟪price|£4.50⟫ roaming
Line ⟦PHONE|+44 7700 183 990⟧ (⟦PERSON|Maja⟧)     ⟪price|£10.00⟫ plan
Total due ⟦AMOUNT|£32.50⟧ — collected by direct debit from ⟦IBAN|$iban_gb1⟧ on ⟪date|1 Dec⟫
Device: iPhone 15, IMEI ⟪imei|353918110427764⟫
Other line on account ⟪masked_phone|07*** ***412⟫ (suspended)"""),

("delivery_driver_notes", r"""Route 14 · van ⟪plate|KX72 HJU⟫ · ⟪date|Thu⟫
stop 6 — Mrs ⟦PERSON|Okoro⟧?? no answer, left w/ neighbour at no. 14
stop 9 — ⟦ADDRESS|Flat 2, 31 Brudenell Road, Leeds LS6 1HA⟧ gate code ⟦PASSWORD|2580#⟧, dog!!
stop 11 — parcel ⟪tracking_number|JD014600006281940712⟫ damaged, photo taken
stop 12 — customer ⟦PERSON|Asif⟧ wants call before arrival ⟦PHONE|07456 902 113⟧
stop 15 — 2 parcels for ⟦PERSON|H. Lindgren⟧, safe place = recycling bin"""),

("iot_device_log", r"""⟪timestamp|2026-12-03T03:12:55Z⟫ thermostat-lr fw=⟪version|5.2.11⟫ mac=⟪mac_address|A4:CF:12:8E:3B:71⟫ boot ok
⟪timestamp|2026-12-03T03:12:57Z⟫ wifi: joined "Fernandez_5G" ip=⟦IP_ADDRESS|192.168.0.47⟧ gw=⟦IP_ADDRESS|192.168.0.1⟧
⟪timestamp|2026-12-03T03:12:58Z⟫ wifi: psk=⟦PASSWORD|chorizo-y-pan-2019⟧ (DEBUG, remove before release)
⟪timestamp|2026-12-03T03:13:02Z⟫ mqtt: connect ssl://iot.nestlike.io:8883 user=dev-88121 token=⟦APIKEY|$jwt2⟧
⟪timestamp|2026-12-03T03:13:03Z⟫ mqtt: subscribed home/⟪device_id|88121⟫/setpoint"""),

("router_admin_page", r"""TP-Link Archer AX55 — Status
Firmware Version: ⟪version|1.1.4 Build 20240531 rel.61229⟫     Hardware Version: Archer AX55 v1.0
Internet:  IPv4 ⟦IP_ADDRESS|86.142.77.203⟧   Gateway ⟦IP_ADDRESS|86.142.76.1⟧
           IPv6 ⟦IP_ADDRESS|2a00:23c7:8e01:ab00::1⟧
Wireless 2.4G: SSID "VM2981447"  Password ⟦PASSWORD|kd8Fxq2hYtzw⟧
Admin login: admin / ⟦PASSWORD|Bramley42!⟧
DHCP clients: ⟦PERSON|Olivia⟧-iPhone ⟦IP_ADDRESS|192.168.1.104⟧ ⟪mac_address|5E:21:AA:90:1C:07⟫"""),
]

TEXTS += [
("dns_zone_file", r"""$ORIGIN brightkettle.co.uk.
$TTL 3600
@       IN SOA  ns1.brightkettle.co.uk. hostmaster.brightkettle.co.uk. ( ⟪serial_number|2026120301⟫ 7200 900 1209600 300 )
@       IN A     ⟦IP_ADDRESS|51.89.144.17⟧
www     IN CNAME @
vpn     IN A     ⟦IP_ADDRESS|51.89.144.22⟧
lab     IN A     ⟪doc_ip|198.51.100.14⟫   ; placeholder from the runbook, not live
@       IN AAAA  ⟦IP_ADDRESS|2001:41d0:203:7a11::1⟧
@       IN TXT   "v=spf1 include:_spf.google.com ~all"
@       IN TXT   "google-site-verification=⟪site_verification|pL0x7gTqWz-3aR8KfYc2mN1vHs9dJb4eQ6uA5oZ_iXw⟫"
; owner ⟦PERSON|Callum Reid⟧ ⟦EMAIL|callum@brightkettle.co.uk⟧"""),

("firewall_rules", r"""# iptables-save excerpt, lab template (documentation ranges only)
*filter
:INPUT DROP [0:0]
-A INPUT -i lo -j ACCEPT
-A INPUT -s ⟪doc_ip|192.0.2.0/24⟫ -p tcp --dport ⟪port|22⟫ -j ACCEPT
-A INPUT -s ⟪doc_ip|198.51.100.7⟫ -p tcp --dport ⟪port|443⟫ -j ACCEPT
-A INPUT -d ⟪doc_ip|203.0.113.50⟫ -p udp --dport 51820 -j ACCEPT
-A INPUT -m conntrack --ctstate ESTABLISHED,RELATED -j ACCEPT
COMMIT
# generated by fwgen ⟪version|0.9.3⟫ at ⟪timestamp|2026-12-03 01:00:00⟫"""),

("bank_support_chat", r"""[⟪timestamp|14:02⟫] Agent (⟦PERSON|Keisha⟧): Thanks for contacting Meridian Bank chat. How can I help?
[14:02] You: my card got declined at the pharmacy, it's ⟦CARD|$visa5⟧
[14:03] Agent (⟦PERSON|Keisha⟧): Please don't share your full card number in chat. For security, can you confirm your date of birth?
[14:03] You: ⟦DATE_OF_BIRTH|9/14/1983⟧, name is ⟦PERSON|Darnell Hughes⟧
[14:04] Agent (⟦PERSON|Keisha⟧): Thank you ⟦PERSON|Darnell⟧. I see the card was locked after 3 wrong PIN attempts. Your available balance is ⟦AMOUNT|$1,284.17⟧.
[14:05] You: the pin is ⟦PASSWORD|0914⟧ I swear I typed it right
[14:05] Agent (⟦PERSON|Keisha⟧): Please never share your PIN, even with us. I've unlocked the card. Case ⟪ticket_id|MB-7719203⟫."""),

("insurance_renewal", r"""RENEWAL NOTICE — Homeowners policy ⟪policy_number|HO-3-22918847⟫
Named insured: ⟦PERSON|Gabriel⟧ and ⟦PERSON|Renée Fontaine⟧
Property: ⟦ADDRESS|19 Willow Bend Road, Asheville, NC 28803⟧
Term ⟪date|01/15/2027⟫ – ⟪date|01/15/2028⟫
Annual premium ⟦AMOUNT|$2,318.00⟧ (last year ⟦AMOUNT|$1,996.00⟧); claim paid ⟪date|2026-04⟫: ⟦AMOUNT|$7,450⟧ roof damage
Autopay from checking ⟪account_masked|xxxx0447⟫ unless you opt out by ⟪date|12/31/2026⟫."""),

("crypto_kyc_note", r"""KYC review — account ⟪account_id|U-55120984⟫ (tier 2 → tier 3 upgrade)
Name on ID: ⟦PERSON|ANA CAROLINA DE SOUZA LIMA⟧
CPF: ⟦NATIONAL_ID|$cpf1⟧    DOB ⟦DATE_OF_BIRTH|22/08/1993⟧
Proof of address: ⟦ADDRESS|Rua Harmonia, 412, apto 81, Vila Madalena, São Paulo - SP, 05435-000⟧ (utility bill, Oct)
Source of funds: salary ⟦AMOUNT|R$ 14.200/mês⟧ + sale of car
Deposit wallet (ours, not PII): ⟪wallet_address|bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh⟫
Withdrawal 2FA seed re-issued: ⟦SECRET|$totp2⟧
Analyst: ⟦PERSON|j.mendoza⟧ — APPROVED ⟪timestamp|2026-12-03 09:48 UTC⟫"""),

("email", r"""From: ⟦PERSON|Ritu Bansal⟧ <⟦EMAIL|ritu.bansal@nimbusworks.in⟧>
To: payroll@nimbusworks.in
Subject: PF nomination update

Hi team,
Please update my nominee to my husband ⟦PERSON|Arjun Bansal⟧. His Aadhaar is ⟦NATIONAL_ID|$aadhaar1⟧ (copy attached). This refers to HR ticket ⟪ticket_id|100928374615⟫ from last month.
Salary still goes to HDFC, branch code ⟪ifsc|HDFC0001234⟫, no change there.
Thanks,
⟦PERSON|Ritu⟧"""),
]

TEXTS += [
("chat_line", r"""lol ok my netflix pin is ⟦PASSWORD|4490⟧ don't let ⟦PERSON|jamie⟧ change the profiles again"""),

("support_ticket", r"""Ticket ⟪ticket_id|#48213⟫ · Priority: High · Requester: ⟦PERSON|Olu Bakare⟧ <⟦EMAIL|olu@trellis-events.com⟧>
Subject: transactional emails stopped

Our password-reset emails stopped around ⟪timestamp|06:10 UTC⟫. Config below in case it helps:
  SENDGRID_API_KEY=⟦APIKEY|$sendgrid1⟧
  FROM=no-reply@trellis-events.com
  TEMPLATE_ID=⟪template_id|d-4f1a9c2e7b3d48e0a6c1f5e29b7d3a10⟫
Plan: Pro 100K (⟪price|$89.95/mo⟫). Please advise ASAP."""),

("email", r"""From: ⟦EMAIL|devops-alerts@kestrel.dev⟧
To: ⟦PERSON|Marguerite Olsen⟧
Subject: [URGENT] AWS credentials exposed in public gist

Hi ⟦PERSON|Marguerite⟧,
GitGuardian flagged a public gist by ⟦PERSON|tbrandt⟧ containing:

    aws_access_key_id = ⟦APIKEY|$aws1⟧
    aws_secret_access_key = ⟦SECRET|$aws_secret1⟧
    region = eu-central-1

The key belongs to IAM user ci-deployer (account ⟪aws_account_id|441709823316⟫). I've deactivated it; please confirm nothing ran from ⟦IP_ADDRESS|3.121.84.190⟧ since ⟪timestamp|2026-12-02T22:00Z⟫.
— SecOps"""),

("slack_message", r"""#ops-bots  ⟦PERSON|Nadia Petrov⟧  ⟪timestamp|11:26 AM⟫
ok the deploy bot is back. for the record I re-created it, new token is ⟦APIKEY|$slackb1⟧ — it's already in vault so please stop pasting it in here 🙃
the old incoming webhook ⟦SECRET|$slack_hook1⟧ is revoked.
   ↳ 3 replies  ⟦PERSON|Ben⟧: thx 🙏"""),

("voicemail_transcript", r"""[Voicemail — Lakeside Family Medicine — ⟪timestamp|Wed 16:48⟫]
"Hi, this message is for ⟦PERSON|Gloria Antúnez⟧. This is ⟦PERSON|Shonda⟧, the nurse from Dr. ⟦PERSON|Whitfield⟧'s office. Your ⟦MEDICAL|thyroid panel came back with a high TSH⟧, so the doctor wants to increase your ⟦MEDICAL|levothyroxine to 100 micrograms⟧. We've sent it to the pharmacy on file. Please confirm your date of birth, ⟦DATE_OF_BIRTH|June 8th, 1971⟧, when you call back at ⟦PHONE|262-555-3091⟧ option 2. Thanks, bye.\""""),

("whatsapp_chat_export", r"""03/12/2026, 07:58 - Mum: Morning all, who has the code for gran's key safe?
03/12/2026, 08:02 - ⟦PERSON|Callie⟧: ⟦PASSWORD|1947⟧ (her birth year lol)
03/12/2026, 08:02 - ⟦PERSON|Dev⟧: also her new carer is ⟦PERSON|Bernadette⟧, number ⟦PHONE|07823 447 190⟧
03/12/2026, 08:05 - Mum: thanks. she's on ⟦MEDICAL|donepezil 5mg at night⟧ now, don't let her skip it
03/12/2026, 08:06 - ⟦PERSON|Callie⟧: 👍"""),
]

TEXTS += [
("helm_values_yaml", r"""# values-prod.yaml (rendered by ArgoCD, app ⟪k8s_resource|notify-gateway⟫, rev ⟪commit_hash|$commit3⟫)
image:
  repository: registry.internal/notify-gateway
  tag: "⟪version|2026.12.1⟫"
twilio:
  accountSid: ⟪app_id|$twilio_sid1⟫
  apiKeySid: ⟦APIKEY|$twilio1⟧
  fromNumber: "${TWILIO_FROM}"
mailgun:
  apiKey: ⟦APIKEY|$mailgun1⟧
  domain: mg.notify.example
alerts:
  discordWebhook: ⟦SECRET|$discord_hook1⟧"""),

("env_file", r"""GOOGLE_MAPS_API_KEY=⟦APIKEY|$google1⟧
GOOGLE_OAUTH_CLIENT_ID=⟪app_id|$google_client_id1⟫
GOOGLE_OAUTH_CLIENT_SECRET=⟦SECRET|$google_client_secret1⟧
SHOPIFY_ADMIN_TOKEN=⟦APIKEY|$shopify1⟧
SHOPIFY_STORE=luna-ceramics.myshopify.com
DD_API_KEY=⟦APIKEY|$datadog_api1⟧
DD_APP_KEY=⟦APIKEY|$datadog_app1⟧
BUILD_SHA=⟪commit_hash|$commit4⟫
OWNER_CONTACT="⟦PERSON|Luna Castellanos⟧ <⟦EMAIL|luna@lunaceramics.shop⟧>\""""),

("apache_access_log", r"""⟦IP_ADDRESS|94.23.118.240⟧ - - [⟪timestamp|03/Dec/2026:13:55:02 +0100⟫] "GET /wp-login.php HTTP/1.1" 404 196 "-" "python-requests/⟪version|2.32.3⟫"
⟦IP_ADDRESS|172.16.9.40⟧ - ⟦PERSON|elena.marchetti⟧ [03/Dec/2026:13:55:09 +0100] "GET /intranet/hr/payslips/⟦PERSON|elena.marchetti⟧/2026-11.pdf HTTP/1.1" 200 48211 "https://intranet.corp.local/hr/" "Mozilla/5.0"
⟦IP_ADDRESS|172.16.9.41⟧ - - [03/Dec/2026:13:55:12 +0100] "GET /api/export?access_token=⟦APIKEY|$bearer1⟧&format=csv HTTP/1.1" 200 1021442 "-" "Go-http-client/1.1"
⟪doc_ip|127.0.0.1⟫ - - [03/Dec/2026:13:55:15 +0100] "GET /server-status?auto HTTP/1.1" 200 811 "-" "collectd/5.12.0\""""),

("systemd_journal", r"""Dec 03 07:31:44 db-02 postgres[2218]: [⟪timestamp|2026-12-03 07:31:44.102 UTC⟫] FATAL:  password authentication failed for user "⟦PERSON|hkaur⟧"
Dec 03 07:31:44 db-02 postgres[2218]: DETAIL:  Connection matched pg_hba.conf line 97: "host all all 10.0.0.0/8 scram-sha-256"
Dec 03 07:31:52 db-02 postgres[2231]: LOG:  statement: ALTER ROLE ⟦PERSON|hkaur⟧ WITH PASSWORD '⟦PASSWORD|Harpreet#Q4-2026⟧';
Dec 03 07:31:52 db-02 postgres[2231]: LOG:  connection authorized: user=⟦PERSON|hkaur⟧ database=analytics host=⟦IP_ADDRESS|10.4.11.87⟧
Dec 03 07:32:00 db-02 systemd[1]: Started pg_dump nightly backup (job ⟪job_id|$uuid4⟫)."""),

("python_traceback", r"""ERROR:root:could not refresh materialized view
Traceback (most recent call last):
  File "/srv/etl/jobs/refresh.py", line 31, in main
    conn = psycopg2.connect("postgresql://etl_writer:⟦SECRET|Wq7#Lp2vN8zR⟧@⟦IP_ADDRESS|10.60.2.14⟧:5432/warehouse")
  File "/srv/etl/venv/lib/python3.12/site-packages/psycopg2/__init__.py", line 122, in connect
    conn = _connect(dsn, connection_factory=connection_factory, **kwasync)
psycopg2.OperationalError: connection to server at "⟦IP_ADDRESS|10.60.2.14⟧", port 5432 failed: timeout expired
[job ⟪job_id|$uuid3⟫ owner=⟦EMAIL|s.adeyemi@dataplane.io⟧]"""),

("java_stack_trace", r"""Caused by: java.sql.SQLException: Access denied for user 'app_rw'@'⟦IP_ADDRESS|10.1.14.203⟧' (using password: YES)
    at com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:130)
    at com.zaxxer.hikari.pool.HikariPool.<init>(HikariPool.java:115)
    ... 58 more
Config dump: spring.datasource.url=jdbc:mysql://⟦IP_ADDRESS|10.1.14.9⟧:3306/orders?user=app_rw&password=⟦SECRET|N0t-So-S3cret!⟧&useSSL=true
spring.application.version=⟪version|4.12.0-RELEASE⟫   build ⟪build_number|20261203.7⟫"""),

("sql_insert", r"""-- seed for staging, copied from prod by mistake (ticket ⟪ticket_id|DATA-3317⟫)
INSERT INTO mitarbeiter (personal_nr, name, steuer_id, iban, geburtsdatum, gehalt) VALUES
(⟪employee_id|40917⟫, '⟦PERSON|Weber, Jonas⟧', '⟦NATIONAL_ID|$stid1⟧', '⟦IBAN|$iban_de1⟧', '⟦DATE_OF_BIRTH|1985-02-11⟧', ⟦AMOUNT|68400.00⟧),
(⟪employee_id|40918⟫, '⟦PERSON|Yilmaz, Elif⟧', '⟦NATIONAL_ID|$stid2⟧', '⟦IBAN|$iban_de2⟧', '⟦DATE_OF_BIRTH|1992-10-27⟧', ⟦AMOUNT|54150.00⟧);"""),

("crm_csv_export", r"""id;nombre;apellidos;dni_nie;email;telefono;ciudad;ultima_compra
⟪record_id|88102⟫;⟦PERSON|Lucía⟧;⟦PERSON|Fernández Ortega⟧;⟦NATIONAL_ID|$dni1⟧;⟦EMAIL|lucia.fortega@gmail.com⟧;⟦PHONE|+34 655 210 874⟧;⟪place|Valencia⟫;⟪price|129,90 €⟫
⟪record_id|88103⟫;⟦PERSON|Mohamed⟧;⟦PERSON|El Idrissi⟧;⟦NATIONAL_ID|$nie1⟧;⟦EMAIL|m.elidrissi@hotmail.es⟧;⟦PHONE|+34 699 031 552⟧;⟪place|Zaragoza⟫;⟪price|45,00 €⟫"""),

("payroll_tsv", r"""Löneperiod 2026-11	Anst.nr	Namn	Personnummer	Bruttolön	Skatt	Utbetalning
	⟪employee_id|1107⟫	⟦PERSON|Elsa Nyström⟧	⟦NATIONAL_ID|$pnr2⟧	⟦AMOUNT|46 500 kr⟧	⟦AMOUNT|13 210 kr⟧	⟦AMOUNT|33 290 kr⟧
	⟪employee_id|1112⟫	⟦PERSON|Omar Haddad⟧	⟦NATIONAL_ID|$pnr1⟧	⟦AMOUNT|39 800 kr⟧	⟦AMOUNT|10 940 kr⟧	⟦AMOUNT|28 860 kr⟧
Bankgiro ⟪bankgiro|5051-6905⟫ (company)	Export ⟪checksum|$sha256_4⟫"""),

("pharmacy_prescription", r"""NHS PRESCRIPTION (FP10)  Barcode ⟪prescription_id|1A4F2C-K81047-9B8E3Q⟫
Patient: Mr ⟦PERSON|Alistair Boyd⟧   NHS no. ⟦NATIONAL_ID|$nhs2⟧   DoB ⟦DATE_OF_BIRTH|21/01/1959⟧
Address: ⟦ADDRESS|5 Tarvit Terrace, Cupar, Fife KY15 5DE⟧
⟦MEDICAL|Sertraline 50mg tablets, one daily⟧ — 28 tablets
⟦MEDICAL|Atorvastatin 40mg, one at night⟧ — 28 tablets
Prescriber: Dr ⟦PERSON|Fiona McLeish⟧, GMC ⟪gmc_number|7043318⟫
Exempt: age 60+"""),

("hospital_discharge_summary", r"""Sheba-Lev Medical Center — Discharge letter (English copy)
Patient: ⟦PERSON|Avraham Ben-David⟧   ID (Teudat Zehut): ⟦NATIONAL_ID|$tz1⟧
Age 67. Admitted ⟪date|29.11.2026⟫ via ER with ⟦MEDICAL|NSTEMI⟧. Coronary angiography: ⟦MEDICAL|two-vessel disease, stent to LAD⟧.
Discharge meds: ⟦MEDICAL|aspirin 100 mg daily⟧, ⟦MEDICAL|ticagrelor 90 mg twice daily for 12 months⟧, ⟦MEDICAL|rosuvastatin 20 mg⟧.
Cardiology clinic in 4 weeks with Dr. ⟦PERSON|Noa Friedman⟧. Contact: son ⟦PERSON|Eitan⟧ ⟦PHONE|+972 52-418-7730⟧."""),

("lab_report", r"""RIGSHOSPITALET — Klinisk Biokemi, svar (English summary)
CPR: ⟦NATIONAL_ID|$cpr1⟧   Name: ⟦PERSON|Mads Kjærgaard⟧
Requisition ⟪requisition_id|KB-2612-04471⟫  Sampled ⟪timestamp|02.12.2026 08:15⟫
Ferritin   6 µg/L   (L)
Hemoglobin 6.1 mmol/L (L)
Conclusion: ⟦MEDICAL|iron-deficiency anaemia⟧. Started on ⟦MEDICAL|ferrous sulfate 100 mg daily⟧. Ordered by ⟦PERSON|L. Sørensen⟧."""),

("dental_reminder_email", r"""Subject: See you soon, ⟦PERSON|Priyanka⟧! 🦷

Your appointment at ⟪company|Smile Studio Richmond⟫:
  Date: ⟪date|Monday 14 December 2026⟫, 11:20
  With: Dr. ⟦PERSON|Owusu⟧ — ⟦MEDICAL|wisdom tooth extraction (lower right), IV sedation⟧
Please don't eat for 6 hours beforehand and bring someone to drive you home. Outstanding balance from your last visit: ⟦AMOUNT|£86.00⟧.
Booking ⟪booking_ref|SSR-44819⟫ · Unsubscribe"""),

("visa_application_form", r"""e-Visa Application — Republic of Kenya    Ref ⟪application_id|KE-EV-9921847⟫
Surname: ⟦PERSON|IYER⟧   Given name(s): ⟦PERSON|KAVYA⟧
Date of Birth: ⟦DATE_OF_BIRTH|11 Feb 1990⟧   Country of birth: India
Passport No: ⟦PASSPORT|Z4821907⟧   Expiry ⟪date|2031-06-30⟫
National ID (Aadhaar): ⟦NATIONAL_ID|$aadhaar2⟧
Occupation: Software engineer at ⟪company|Infosys⟫
Address in Kenya: ⟦ADDRESS|Hemingways Nairobi, Mbagathi Ridge, Karen, Nairobi⟧
Fee paid ⟪price|USD 51.00⟫ — receipt ⟪invoice_number|RCPT-88213409⟫"""),

("hotel_checkin_record", r"""Marina Bay Suites — walk-in registration  ⟪timestamp|03-Dec-2026 15:42⟫
Guest 1: ⟦PERSON|TAN WEI LING⟧   NRIC ⟦NATIONAL_ID|$nric1⟧   Mobile ⟦PHONE|+65 9123 4780⟧
Guest 2: ⟦PERSON|Rajesh Kumar⟧  FIN ⟦NATIONAL_ID|$fin1⟧
Room 2714 · 2 nights · rate ⟪price|SGD 420.00⟫ ++
Incidentals hold on ⟦CARD|$amex1⟧, CID ⟦CVV|$cid1⟧ (taken by phone, to be shredded)
Car plate ⟪plate|SKH 4417 R⟫ — valet tag ⟪ticket_id|V-0912⟫"""),
]

TEXTS += [
("car_rental_agreement", r"""CONTRATO DE ARRENDAMIENTO / RENTAL CONTRACT   No. ⟪agreement_no|CUN-26-004471⟫
Arrendatario / Renter: ⟦PERSON|Mónica Galindo López⟧
CURP: ⟦NATIONAL_ID|$curp1⟧    Fecha de nacimiento: ⟦DATE_OF_BIRTH|22/04/1991⟧
Licencia: verificada (Jalisco)
Vehicle: Nissan Versa 2025, plate ⟪plate|YZX-418-B⟫
Out: Cancún Airport T3 ⟪timestamp|03/12/2026 12:10⟫ — In: ⟪timestamp|07/12/2026 12:00⟫
Insurance LDW ⟪price|MXN 389/día⟫; deposit ⟦AMOUNT|MXN 15,000⟧ held on ⟦CARD|$visa2⟧ CVV ⟦CVV|$cvv3⟧"""),

("gym_membership_form", r"""FITZONE KL — Borang Keahlian / Membership Form
Nama / Name: ⟦PERSON|Nurul Aisyah binti Rahman⟧
No. MyKad: ⟦NATIONAL_ID|$mykad1⟧
Tarikh lahir / DOB: ⟦DATE_OF_BIRTH|12/06/1988⟧
Telefon: ⟦PHONE|+60 12-448 9173⟧
Alamat: ⟦ADDRESS|No. 18, Jalan SS 2/64, 47300 Petaling Jaya, Selangor⟧
Medical: ⟦MEDICAL|hypertension, on amlodipine 5mg⟧
Package: Annual Prime ⟪price|RM 1,788⟫ · Promo code ⟪promo_code|FIT26NOV⟫"""),

("tax_return_notes", r"""T1 2025 prep notes — ⟦PERSON|Gagnon, Marie-Ève⟧
SIN ⟦NATIONAL_ID|$sin1⟧ (spouse ⟦PERSON|Luc Gagnon⟧, SIN ⟦NATIONAL_ID|$sin2⟧)
- T4 employment income ⟦AMOUNT|$83,410⟧ from ⟪company|Hydro-Laurentides⟫
- RRSP contribution ⟦AMOUNT|$7,000⟧, receipt ⟪invoice_number|RRSP-2026-118034⟫
- Medical expenses: ⟦MEDICAL|Luc's CPAP machine for sleep apnea⟧, ⟦AMOUNT|$1,940⟧
- Mailing address ⟦ADDRESS|2215 rue Beaubien Est, Montréal QC H2G 1M8⟧
- NETFILE access code requested ⟪date|2026-02-17⟫"""),

("loan_application", r"""Kredietaanvraag / Loan request — ⟪company|Banque Flandre-Wallonie⟫  dossier ⟪application_id|BFW-2026-33187⟫
Applicant: ⟦PERSON|Pieter Vandenberghe⟧
Rijksregisternummer: ⟦NATIONAL_ID|$rrn_be1⟧  (born ⟦DATE_OF_BIRTH|24/02/1981⟧)
Current account: ⟦IBAN|$iban_be1⟧
Net monthly income: ⟦AMOUNT|€3,420⟧; existing mortgage balance ⟦AMOUNT|€141,700⟧
Purpose: car, ⟦AMOUNT|€22,000⟧ over 60 months at advertised ⟪rate|5.49% APR⟫
Address: ⟦ADDRESS|Kortrijksesteenweg 412, 9000 Gent⟧"""),

("wire_transfer_confirmation", r"""Confirmation de virement SEPA — Ordre n° ⟪transaction_ref|VIR-26337-0081423⟫
Donneur d'ordre : ⟦PERSON|Camille Rousseau⟧ — ⟦IBAN|$iban_fr1⟧
Bénéficiaire : ⟦PERSON|Javier Molina Ruiz⟧ — ⟦IBAN|$iban_es1⟧ — BIC ⟪bic|CAIXESBBXXX⟫
Montant : ⟦AMOUNT|3 250,00 EUR⟧
Motif : "caution appartement Calle Ruzafa + 1er loyer"
Exécuté le ⟪date|03/12/2026⟫ · frais ⟪price|0,00 EUR⟫"""),

("pull_request_review_comment", r"""⟦PERSON|hkim-dev⟧ requested changes on PR ⟪pr_number|#2291⟫ "terraform: add reporting bucket"

infra/providers.tf
```hcl
provider "aws" {
  region     = "ap-northeast-2"
  access_key = "⟦APIKEY|$aws2⟧"
  secret_key = "⟦SECRET|$aws_secret2⟧"
}
```
❌ Static credentials in code — the pre-commit hook should have caught this. Use the OIDC role instead (arn ⟪arn|arn:aws:iam::552018443391:role/gha-deploy⟫). Also `bucket_prefix` says ⟪k8s_resource|reporting-prod-v2⟫ but the README says v3."""),

("ci_pipeline_log", r"""2026-12-03T05:41:10.2215Z ##[group]Run ./scripts/eval.sh
2026-12-03T05:41:10.2219Z env:
2026-12-03T05:41:10.2220Z   ANTHROPIC_API_KEY: ***
2026-12-03T05:41:10.2221Z   GITLAB_TOKEN: ***
2026-12-03T05:41:12.8804Z + echo "debug: using key ⟦APIKEY|$anthropic2⟧"
2026-12-03T05:41:12.8810Z + git clone https://oauth2:⟦APIKEY|$glpat1⟧@gitlab.com/fieldkit/evals.git
2026-12-03T05:41:15.0013Z Cloning into 'evals'... HEAD is now at ⟪commit_hash|$commit5⟫
2026-12-03T05:41:40.7710Z ##[error]Process completed with exit code 1. (run ⟪build_number|7741209388⟫)"""),

("ansible_group_vars", r"""# group_vars/mail/vars.yml   (vault file was supposed to hold these!)
postfix_relayhost: "[smtp.sendgrid.net]:587"
postfix_sasl_user: apikey
postfix_sasl_password: "⟦APIKEY|$sendgrid2⟧"
dovecot_admin_password: "⟦PASSWORD|Gr33nTea&Biscuits⟧"
mail_admins:
  - name: ⟦PERSON|Ewa Nowicka⟧
    email: ⟦EMAIL|ewa.nowicka@pocztownia.pl⟧
role_version: "⟪version|10.2.0.4⟫"
checksum: ⟪checksum|$sha256_5⟫"""),

("password_manager_note", r"""Entry: GitHub (work)
Username: ⟦PERSON|ozan-celik⟧
Password: ⟦PASSWORD|tram-copper-velvet-88⟧
One-time password (TOTP) secret: ⟦SECRET|$totp1⟧
Recovery codes: ⟦PASSWORD|4f2a1-c88d0⟧ ⟦PASSWORD|9b7e3-10aa4⟧ ⟦PASSWORD|e6d02-7731f⟧
Fine-grained token for the release script: ⟦APIKEY|$ghpat1⟧
Notes: SSO via Okta, device ⟪serial_number|C02FK3Q1MD6T⟫"""),

("court_filing_excerpt", r"""OSLO TINGRETT — Sak nr. ⟪case_number|26-118840TVI-TOSL/05⟫ (English translation for the parties)
Saksøker / Plaintiff: ⟦PERSON|Ingrid Solberg Haugen⟧, fødselsnummer ⟦NATIONAL_ID|$fnr1⟧
Saksøkte / Defendant: ⟪company|Nordlys Bolig AS⟫, org. nr. ⟪org_number|918 442 107⟫
The plaintiff claims repayment of a deposit of ⟦AMOUNT|NOK 48 000⟧ for the flat at ⟦ADDRESS|Thereses gate 22B, 0168 Oslo⟧, plus legal costs ⟦AMOUNT|NOK 12 500⟧.
Main hearing set for ⟪date|14 January 2027⟫."""),
]

TEXTS += [
("insurance_renewal", r"""Vakuutuksen uusiminen / Insurance renewal — ⟪company|Pohjola Mutual⟫
Policy ⟪policy_number|KT-4419-88207⟫ (home contents + travel)
Policyholder: ⟦PERSON|Henrik Aalto⟧, personal identity code ⟦NATIONAL_ID|$hetu1⟧
Address: ⟦ADDRESS|Runeberginkatu 14 B 22, 00100 Helsinki⟧
New annual premium ⟦AMOUNT|€412.80⟧ (was ⟦AMOUNT|€389.10⟧). Travel cover excludes ⟦MEDICAL|pre-existing atrial fibrillation⟧ as declared.
Payment reference ⟪payment_reference|RF18 5390 0754 7034⟫, due ⟪date|15.1.2027⟫."""),

("customer_complaint_letter", r"""Objet : réclamation — remboursement non reçu

Madame, Monsieur,

Je me permets de vous écrire (in English, as my French is poor) about my reimbursement claim of ⟪date|12 October⟫. My social security number is ⟦NATIONAL_ID|$nir2⟧. I paid ⟦AMOUNT|€180⟧ for the consultation with Dr ⟦PERSON|Lefèvre⟧ regarding my ⟦MEDICAL|migraines⟧ and the ⟦MEDICAL|sumatriptan⟧ prescription, and I have received ⟦AMOUNT|€0⟧ so far. Dossier ⟪ticket_id|CPAM-33-2026-118402⟫.

Please pay to ⟦IBAN|$iban_fr2⟧.

Regards,
⟦PERSON|Sarah O'Connell⟧
⟦ADDRESS|14 cours de Verdun, 33000 Bordeaux⟧"""),

("email", r"""Van: ⟦PERSON|Bram de Vries⟧ <⟦EMAIL|bramdevries@ziggo.nl⟧>
Aan: ⟪company|Gemeente Utrecht⟫ Burgerzaken
Onderwerp: verhuizing doorgeven / change of address

Hello, I am registering the move of myself and my partner ⟦PERSON|Yara Haddou⟧.
My BSN: ⟦NATIONAL_ID|$bsn1⟧ — ⟦PERSON|Yara⟧'s BSN: ⟦NATIONAL_ID|$bsn2⟧
New address from ⟪date|1 December 2026⟫: ⟦ADDRESS|Biltstraat 88-bis, 3572 BG Utrecht⟧
Reference from your website form: ⟪ticket_id|2026-1203-88411⟫
Met vriendelijke groet, ⟦PERSON|Bram⟧"""),

("email", r"""From: office manager
To: all-staff
Subject: Friday lunch + kitchen

Hi all — lunch this Friday is from ⟪company|Tandoor Express⟫, order closes at 11. The menu is the same as last time (set menu ⟪price|£12.50⟫ per head, paid by the company). Also, whoever left the slow cooker on over the weekend: please don't 🙂 The new fridge (model ⟪model_number|RB38T602DSA⟫) arrives Tuesday, invoice ⟪invoice_number|INV-2026-11873⟫.
Thanks!"""),

("chat_line", r"""deploy of ⟪version|v10.4.2⟫ went out at ⟪timestamp|16:05⟫, build ⟪build_number|8812⟫, commit ⟪commit_hash|$short3⟫ — rollback plan is the usual, ping #release if anything looks off"""),

("support_ticket", r"""[JIRA ⟪ticket_id|OPS-10482⟫] Blob uploads failing from the reporting job
Reporter: ⟦PERSON|Anneke Visser⟧
Steps: job reads its connection string from the app settings:
DefaultEndpointsProtocol=https;AccountName=rptstore01;AccountKey=⟦SECRET|$azure_storage1⟧;EndpointSuffix=core.windows.net
Error: 403 AuthorizationFailure at ⟪timestamp|2026-12-03T07:22:19Z⟫, request-id ⟪uuid|$uuid5⟫
Also tried the Cognitive Services key ⟦APIKEY|$azure1⟧ by mistake, ignore that."""),

("crypto_kyc_note", r"""[KYC][JP] Manual review — user ⟪account_id|8841-2209-117⟫
Name: ⟦PERSON|Sato Haruki⟧ (⟦PERSON|佐藤 陽輝⟧)
Individual Number (My Number): ⟦NATIONAL_ID|$mynum1⟧ — card front/back uploaded
Residence: ⟦ADDRESS|3-14-7 Kamimeguro, Meguro-ku, Tokyo 153-0051⟧
Occupation: employee, annual income declared ⟦AMOUNT|¥7,800,000⟧
Bank for JPY withdrawals: MUFG branch ⟪branch_code|021⟫
Risk score ⟪score|0.12⟫ → approve"""),

("funeral_notice_draft", r"""With great sadness we announce the passing of ⟦PERSON|Margaret "Peggy" Doyle⟧ (née ⟦PERSON|Kilbride⟧), late of ⟦ADDRESS|12 Ashgrove Park, Ballincollig, Co. Cork P31 KX24⟧, on ⟪date|1st December 2026⟫, peacefully at Marymount Hospice. Beloved wife of the late ⟦PERSON|Seán⟧, cherished mother of ⟦PERSON|Aoife⟧, ⟦PERSON|Ciarán⟧ and ⟦PERSON|Orla⟧.
Reposing at ⟪company|O'Connor's Funeral Home⟫ Thursday 5–7pm. Funeral Mass Friday at 11am. House private, please.
(draft by ⟦PERSON|Ciarán⟧ — check with ⟦PERSON|Orla⟧ re: hospice donations link)"""),
]
