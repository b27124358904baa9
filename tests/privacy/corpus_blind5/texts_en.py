# English texts, written one by one for corpus_blind5.
E = []
def T(kind, text, spans=(), decoys=()):
    E.append(("en", kind, text, spans, decoys))

T("chat", "hey it's marcus — can you ping dana okafor before 3? her cell is (415) 555-0187 but she only picks up after lunch. also we're still on v2.3.1 of the app so don't mention the new export",
  [("PERSON", "marcus"), ("PERSON", "dana okafor"), ("PHONE", "(415) 555-0187")], [("version", "v2.3.1")])

T("chat", "lol the wifi password is still Bl00mfield-Attic!! since forever. router admin is at 192.168.1.1 if u need it, port 8080",
  [("PASSWORD", "Bl00mfield-Attic!!"), ("IP_ADDRESS", "192.168.1.1")], [("port", "8080")])

T("chat", "ok so Rossi, Giulia just got the offer: 68,500 EUR base + relocation. dont forward pls. the contract template is HR-TPL-0042",
  [("PERSON", "Rossi, Giulia"), ("AMOUNT", "68,500 EUR")], [("ticket_id", "HR-TPL-0042")])

T("chat", "[10:42] tomasz: my PIN for the door panel is 4471, the old one 0000 got reset\n[10:43] tomasz: oh and the printer on floor 3 is at 10.20.4.17 now",
  [("PERSON", "tomasz"), ("PASSWORD", "4471"), ("IP_ADDRESS", "10.20.4.17")], [("timestamp", "10:42"), ("timestamp", "10:43")])

T("chat", "did anyone get sipho's new number? i have +27 82 555 0143 saved but it bounced. he moved to 14 Kloof Street, Gardens, Cape Town 8001 last month",
  [("PERSON", "sipho"), ("PHONE", "+27 82 555 0143"), ("ADDRESS", "14 Kloof Street, Gardens, Cape Town 8001")])

T("log", "2026-11-30T22:14:03.118Z WARN auth.session user=eleanor.whitfield ip=81.174.22.206 reason=mfa_timeout attempt=3 req_id=7f3a9c1e-2b44-4d1e-9a0f-1c2d3e4f5a6b",
  [("PERSON", "eleanor.whitfield"), ("IP_ADDRESS", "81.174.22.206")],
  [("timestamp", "2026-11-30T22:14:03.118Z"), ("uuid", "7f3a9c1e-2b44-4d1e-9a0f-1c2d3e4f5a6b")])

T("log", "Nov 30 04:12:55 bastion-2 sshd[22871]: Accepted publickey for deploy from 185.220.101.47 port 51822 ssh2: RSA SHA256:q8Xv3nLw0yZbA9tRkP2mE7cUoJ4sHdF6gIaB1CxVnMw",
  [("IP_ADDRESS", "185.220.101.47")], [("pid", "22871"), ("port", "51822"), ("fingerprint", "SHA256:q8Xv3nLw0yZbA9tRkP2mE7cUoJ4sHdF6gIaB1CxVnMw")])

T("log", "INFO  payments.charge ok amount=49.99 currency=USD sku=KB-MX-221 card=**** **** **** 4412 | DEBUG raw_pan=@@visa1@@ cvv=318 (should be masked!!)",
  [("CARD", "@@visa1@@"), ("CVV", "318")], [("price", "49.99"), ("sku", "KB-MX-221")])

T("log", "[worker-7] GET /api/v1/users/export?email=fatima.al-sayed%40gmail.com&token=@@bearer1@@ 200 312ms",
  [("EMAIL", "fatima.al-sayed%40gmail.com"), ("APIKEY", "@@bearer1@@")], [("http_status", "200"), ("duration", "312ms")])

T("config", "# .env.production -- do NOT commit\nDATABASE_URL=postgres://app_rw:Tq7%23mZ!v9pLx@db-prod-1.internal:5432/orders\nOPENAI_API_KEY=@@openai1@@\nLOG_LEVEL=info\nPORT=3000",
  [("SECRET", "Tq7%23mZ!v9pLx"), ("APIKEY", "@@openai1@@")], [("port", "5432"), ("port", "3000")])

T("config", "[smtp]\nhost = smtp.sendgrid.net\nport = 587\nuser = apikey\npassword = @@sg1@@\nfrom = noreply@example.com",
  [("APIKEY", "@@sg1@@")], [("port", "587"), ("public_email", "noreply@example.com")])

T("config", "aws_access_key_id     = @@akia1@@\naws_secret_access_key = @@awssec1@@\nregion = eu-west-1\n# rotated 2026-10-02 by k.nakamura",
  [("APIKEY", "@@akia1@@"), ("SECRET", "@@awssec1@@"), ("PERSON", "k.nakamura")], [("date", "2026-10-02")])

T("config", "<connectionStrings>\n  <add name=\"Crm\" connectionString=\"Server=10.0.12.9,1433;Database=crm;User Id=sa;Password=Winter#2026crm;\" />\n</connectionStrings>",
  [("IP_ADDRESS", "10.0.12.9"), ("SECRET", "Winter#2026crm")], [("port", "1433")])

T("ticket", "JIRA SUP-8812 — Customer Hannah Schmidt (hannah.schmidt@web.de) says she was charged twice, total €1.284,50 on her account. Order #A-99017. Callback on +49 30 9018 4471, she's available after 16:00.",
  [("PERSON", "Hannah Schmidt"), ("EMAIL", "hannah.schmidt@web.de"), ("AMOUNT", "€1.284,50"), ("PHONE", "+49 30 9018 4471")],
  [("ticket_id", "SUP-8812"), ("order_id", "#A-99017"), ("time", "16:00")])

T("ticket", "Priority: P2\nReporter: o'brien, siobhan\nSummary: laptop won't boot after update 23H2 build 22631.4602\nNotes: user gave me her windows PIN (829104) over the phone so i could test, pls make her change it",
  [("PERSON", "o'brien, siobhan"), ("PASSWORD", "829104")], [("build", "22631.4602"), ("version", "23H2")])

T("ticket", "Zendesk #448120: Mr. Rafael Souza asked to update the billing address to Rua Oscar Freire, 1128, apto 52, Jardins, São Paulo - SP, 01426-001. Card on file ending 0095 stays.",
  [("PERSON", "Rafael Souza"), ("ADDRESS", "Rua Oscar Freire, 1128, apto 52, Jardins, São Paulo - SP, 01426-001")], [("ticket_id", "#448120")])

T("ticket", "INC0041977 — SSN visible in PDF export. Sample row: Darnell Brooks, 523-41-7789, DOB 07/14/1986. Severity 1, fix in release 4.12.0.",
  [("PERSON", "Darnell Brooks"), ("SSN", "523-41-7789"), ("DATE_OF_BIRTH", "07/14/1986")], [("ticket_id", "INC0041977"), ("version", "4.12.0")])

T("email", "Hi Mr. Lindqvist,\n\nPlease wire the remaining 12 400 SEK to the account below before Friday:\nIBAN: @@de1_g@@\nRef: INV-2026-1187\n\nBest,\nAnnika Berg\nFinance, Nordvik AB\n+46 8 555 218 40",
  [("PERSON", "Lindqvist"), ("AMOUNT", "12 400 SEK"), ("IBAN", "@@de1_g@@"), ("PERSON", "Annika Berg"), ("PHONE", "+46 8 555 218 40")],
  [("invoice_id", "INV-2026-1187"), ("company", "Nordvik AB")])

T("email", "From: \"Okonkwo, Chidi\" <chidi.okonkwo@outlook.com>\nTo: support@example.org\nSubject: Re: passport renewal\n\nMy passport number is A07731942 (Nigeria), expires 2029. I attached the scan.\n\nChidi",
  [("PERSON", "Okonkwo, Chidi"), ("EMAIL", "chidi.okonkwo@outlook.com"), ("PASSPORT", "A07731942"), ("PERSON", "Chidi")],
  [("public_email", "support@example.org")])

T("email", "Dear team, the signature below got mangled by Outlook again:\n\n--\nMargaret \"Peggy\" Thornton-\nHayes | Senior Counsel\nm.thornton-hayes@\nlawfirm-th.co.uk | 020 7946 0321\n\nplease fix the template (case ref LIT-2207)",
  [("PERSON", "Margaret \"Peggy\" Thornton-\nHayes"), ("EMAIL", "m.thornton-hayes@\nlawfirm-th.co.uk"), ("PHONE", "020 7946 0321")], [("case_id", "LIT-2207")])

T("email", "hi, quick one - the Stripe webhook signing secret for staging is @@whsec1@@ and the restricted key is @@stripe2@@. both go in vault, not in slack please. thx, ravi",
  [("SECRET", "@@whsec1@@"), ("APIKEY", "@@stripe2@@"), ("PERSON", "ravi")], [("company", "Stripe")])

T("csv", "employee_id,full_name,dob,salary_usd,ssn\nE-1042,\"Nguyen, Thi Lan\",1990-03-22,84500,612-08-4431\nE-1043,Kwame Mensah,1978-11-05,121000,401-77-2089",
  [("PERSON", "Nguyen, Thi Lan"), ("DATE_OF_BIRTH", "1990-03-22"), ("AMOUNT", "84500"), ("SSN", "612-08-4431"),
   ("PERSON", "Kwame Mensah"), ("DATE_OF_BIRTH", "1978-11-05"), ("AMOUNT", "121000"), ("SSN", "401-77-2089")],
  [("employee_id", "E-1042"), ("employee_id", "E-1043")])

T("csv", "sku;name;price;qty\nKB-MX-221;Mech keyboard;89.00;4\nMS-LOG-07;Mouse;24.50;12\n# contact for reorders: Pieter de Vries, 06-12345678",
  [("PERSON", "Pieter de Vries"), ("PHONE", "06-12345678")], [("sku", "KB-MX-221"), ("price", "89.00"), ("sku", "MS-LOG-07"), ("price", "24.50")])

T("csv", "name|email|card|exp|cvc\nLuca Bianchi|luca.bianchi87@libero.it|@@mc1_d@@|08/28|552\nAisha Khan|aisha.k@protonmail.com|@@amex1_s@@|11/27|7310",
  [("PERSON", "Luca Bianchi"), ("EMAIL", "luca.bianchi87@libero.it"), ("CARD", "@@mc1_d@@"), ("CVV", "552"),
   ("PERSON", "Aisha Khan"), ("EMAIL", "aisha.k@protonmail.com"), ("CARD", "@@amex1_s@@"), ("CVV", "7310")])

T("stacktrace", "Traceback (most recent call last):\n  File \"/srv/app/billing/charge.py\", line 214, in charge\n    resp = client.post(url, json={\"card\": \"@@visa2@@\", \"holder\": \"Yusuf Demir\"})\n  File \"/usr/lib/python3.11/site-packages/httpx/_client.py\", line 1146, in post\nhttpx.ConnectError: [Errno 111] Connection refused",
  [("CARD", "@@visa2@@"), ("PERSON", "Yusuf Demir")], [("line_number", "214"), ("line_number", "1146"), ("version", "3.11")])

T("stacktrace", "java.sql.SQLException: Access denied for user 'reporting'@'10.14.2.33' (using password: YES)\n\tat com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:130)\n\tat com.acme.etl.Loader.connect(Loader.java:88)\nCaused by: jdbc:mysql://10.14.2.8:3306/dw?user=reporting&password=R3p0rt!ng_2026",
  [("IP_ADDRESS", "10.14.2.33"), ("IP_ADDRESS", "10.14.2.8"), ("SECRET", "R3p0rt!ng_2026")], [("line_number", "130"), ("line_number", "88"), ("port", "3306")])

T("stacktrace", "Error: Request failed with status code 401\n    at createError (node_modules/axios/lib/core/createError.js:16:15)\n    at settle (node_modules/axios/lib/core/settle.js:17:12)\n  config: { headers: { Authorization: 'Bearer @@jwt1@@' } }",
  [("APIKEY", "@@jwt1@@")], [("http_status", "401"), ("line_number", "16:15"), ("line_number", "17:12")])

T("medical_note", "Pt: Beatriz Almeida, 54F. DOB 3 Feb 1972. Presents w/ worsening shortness of breath; hx of COPD and type 2 diabetes. Current meds: metformin 1000 mg BID, tiotropium inhaler. Room 4B, bed 12.",
  [("PERSON", "Beatriz Almeida"), ("DATE_OF_BIRTH", "3 Feb 1972"), ("MEDICAL", "COPD"), ("MEDICAL", "type 2 diabetes"),
   ("MEDICAL", "metformin 1000 mg"), ("MEDICAL", "tiotropium")])

T("medical_note", "follow-up call w/ mr. haruto sato: says the sugar pills (his words for the glipizide) make him shaky. still has high blood pressure, on lisinopril 10mg. next visit 2026-12-09 10:30. called his daughter at 090-3321-7745.",
  [("PERSON", "haruto sato"), ("MEDICAL", "glipizide"), ("MEDICAL", "high blood pressure"), ("MEDICAL", "lisinopril 10mg"), ("PHONE", "090-3321-7745")],
  [("datetime", "2026-12-09 10:30")])

T("medical_note", "Intake — Jordan Ellis (they/them), born 11.09.1999. Reports panic attacks and trouble sleeping since June; started sertraline 50 mg by GP. Allergic to penicillin. Insurance member no. on card.",
  [("PERSON", "Jordan Ellis"), ("DATE_OF_BIRTH", "11.09.1999"), ("MEDICAL", "panic attacks"), ("MEDICAL", "trouble sleeping"),
   ("MEDICAL", "sertraline 50 mg"), ("MEDICAL", "Allergic to penicillin")])

T("hr_note", "1:1 notes — Wed\n- Fernández, Lucía asked about her leave: she's pregnant, due in April, wants to keep it quiet till Jan\n- raise approved: 52k -> 58k GBP from Jan payroll\n- performance: fine. Next review cycle FY27-Q1",
  [("PERSON", "Fernández, Lucía"), ("MEDICAL", "pregnant"), ("AMOUNT", "52k"), ("AMOUNT", "58k GBP")], [("cycle", "FY27-Q1")])

T("hr_note", "Exit interview: Dmitri Volkov, badge 00417. Final paycheck $6,212.80 incl. 9 days PTO. Forwarding address: 2210 W Belmont Ave Apt 3R, Chicago IL 60618. Company laptop asset tag LT-5521 returned.",
  [("PERSON", "Dmitri Volkov"), ("AMOUNT", "$6,212.80"), ("ADDRESS", "2210 W Belmont Ave Apt 3R, Chicago IL 60618")], [("badge", "00417"), ("asset_tag", "LT-5521")])

T("hr_note", "Onboarding checklist for Arjun Mehta: Aadhaar @@aadhaar1_s@@ received, PAN pending. Bank: HDFC, salary credit 18,40,000 INR p.a. Buddy: sarah.k. Laptop MacBook Pro 14 M3.",
  [("PERSON", "Arjun Mehta"), ("NATIONAL_ID", "@@aadhaar1_s@@"), ("AMOUNT", "18,40,000 INR"), ("PERSON", "sarah.k")], [("product", "MacBook Pro 14 M3")])

T("shell", "$ export GITHUB_TOKEN=@@ghp1@@\n$ gh repo clone acme/infra -- --depth 1\nCloning into 'infra'...\n$ curl -s -H \"PRIVATE-TOKEN: @@glpat1@@\" https://gitlab.com/api/v4/projects/4412/jobs",
  [("APIKEY", "@@ghp1@@"), ("APIKEY", "@@glpat1@@")], [("project_id", "4412")])

T("shell", "root@web-03:~# mysql -h 172.31.9.214 -u admin -p'Kx!92mQz#ddl' shop -e 'select count(*) from orders'\n+----------+\n| count(*) |\n+----------+\n|   184223 |\n+----------+",
  [("IP_ADDRESS", "172.31.9.214"), ("PASSWORD", "Kx!92mQz#ddl")], [("count", "184223")])

T("shell", "ubuntu@ip-10-0-3-17:~$ ping -c1 2a03:2880:f12f:83:face:b00c:0:25de\nPING 2a03:2880:f12f:83:face:b00c:0:25de 56 data bytes\n64 bytes from 2a03:2880:f12f:83:face:b00c:0:25de: icmp_seq=1 ttl=57 time=1.42 ms\n$ ping -c1 ::1 # sanity",
  [("IP_ADDRESS", "2a03:2880:f12f:83:face:b00c:0:25de"), ("IP_ADDRESS", "2a03:2880:f12f:83:face:b00c:0:25de"), ("IP_ADDRESS", "2a03:2880:f12f:83:face:b00c:0:25de")],
  [("loopback", "::1"), ("ttl", "ttl=57")])

T("json", "{\"user\": {\"id\": 88213, \"name\": \"Chloé Dubois\", \"email\": \"chloe.dubois@orange.fr\", \"nir\": \"@@nir1_s@@\", \"iban\": \"@@fr1@@\"}, \"created\": \"2026-11-02T09:00:00+01:00\", \"app_version\": \"5.0.2\"}",
  [("PERSON", "Chloé Dubois"), ("EMAIL", "chloe.dubois@orange.fr"), ("NATIONAL_ID", "@@nir1_s@@"), ("IBAN", "@@fr1@@")],
  [("user_id", "88213"), ("timestamp", "2026-11-02T09:00:00+01:00"), ("version", "5.0.2")])

T("json", "{\"level\":\"error\",\"msg\":\"anthropic call failed\",\"status\":529,\"headers\":{\"x-api-key\":\"@@anth1@@\",\"anthropic-version\":\"2023-06-01\"},\"trace\":\"4bf92f3577b34da6a3ce929d0e0e4736\"}",
  [("APIKEY", "@@anth1@@")], [("http_status", "529"), ("api_version", "2023-06-01"), ("trace_id", "4bf92f3577b34da6a3ce929d0e0e4736")])

T("json", "[{\"patient\":\"Kowalski, Marek\",\"dx\":\"atrial fibrillation\",\"rx\":[\"apixaban 5 mg\",\"bisoprolol\"],\"dob\":\"1958-06-30\",\"ward\":\"C2\"},{\"patient\":\"n/a\",\"dx\":null}]",
  [("PERSON", "Kowalski, Marek"), ("MEDICAL", "atrial fibrillation"), ("MEDICAL", "apixaban 5 mg"), ("MEDICAL", "bisoprolol"), ("DATE_OF_BIRTH", "1958-06-30")])

T("sms", "DPD: your parcel 15501234567890 from ASOS arrives today 10:15-11:15. Track/change: dpd.co.uk/t/15501234567890 Reply STOP to 60777",
  [], [("parcel_id", "15501234567890"), ("company", "ASOS"), ("time", "10:15-11:15"), ("short_code", "60777")])

T("sms", "hi its kenji, new num 080-4417-2290 (docomo). pls delete the old one. also i owe u ¥12,000 for the concert tix!",
  [("PERSON", "kenji"), ("PHONE", "080-4417-2290"), ("AMOUNT", "¥12,000")])

T("sms", "Mum - bank says my debit card @@visa3_s@@ got blocked, cvv on back is 094, can u call them? its in my name (Ellie Parker). xx",
  [("CARD", "@@visa3_s@@"), ("CVV", "094"), ("PERSON", "Ellie Parker")], [])

T("form", "APPLICATION FORM\nSurname: GARCÍA LÓPEZ\nGiven names: Mateo Andrés\nDate of birth: 19/04/1993\nPassport No.: PAC482913 (ESP)\nHome address: Calle de Alcalá 145, 3º izq, 28009 Madrid\nPhone: +34 612 48 93 07\nForm version: F-27 rev 3",
  [("PERSON", "GARCÍA LÓPEZ"), ("PERSON", "Mateo Andrés"), ("DATE_OF_BIRTH", "19/04/1993"), ("PASSPORT", "PAC482913"),
   ("ADDRESS", "Calle de Alcalá 145, 3º izq, 28009 Madrid"), ("PHONE", "+34 612 48 93 07")], [("form_id", "F-27 rev 3")])

T("form", "name=olivia+tremblay&sin=@@sin1_s@@&dob=1984-08-17&province=QC&postal=H2T+1S6&submit=Envoyer&csrf=0a9f33c1d2",
  [("PERSON", "olivia+tremblay"), ("NATIONAL_ID", "@@sin1_s@@"), ("DATE_OF_BIRTH", "1984-08-17")], [("csrf", "0a9f33c1d2")])

T("form", "Emergency contact\n  Name ........ Wiremu Ngata (husband)\n  Mobile ...... 021 555 0198\n  Address ..... 7 Ponsonby Rd, Grey Lynn, Auckland\nMedical conditions (optional): epilepsy, takes levetiracetam",
  [("PERSON", "Wiremu Ngata"), ("PHONE", "021 555 0198"), ("ADDRESS", "7 Ponsonby Rd, Grey Lynn, Auckland"), ("MEDICAL", "epilepsy"), ("MEDICAL", "levetiracetam")])

T("yaml", "apiVersion: v1\nkind: Secret\nmetadata:\n  name: hf-cache\nstringData:\n  HF_TOKEN: @@hf1@@\n  NPM_TOKEN: \"@@npm1@@\"\n---\n# image: registry.local/infer:1.8.4",
  [("APIKEY", "@@hf1@@"), ("APIKEY", "@@npm1@@")], [("version", "1.8.4"), ("api_version", "v1")])

T("yaml", "notify:\n  slack:\n    webhook: @@slackhook1@@\n    channel: \"#ops-alerts\"\n  oncall:\n    - name: Björn Svensson\n      phone: \"+46 70 555 12 34\"\n    - name: priya r.\n      phone: \"+91 98450 55321\"",
  [("SECRET", "@@slackhook1@@"), ("PERSON", "Björn Svensson"), ("PHONE", "+46 70 555 12 34"), ("PERSON", "priya r."), ("PHONE", "+91 98450 55321")])

T("yaml", "datasource:\n  url: jdbc:postgresql://203.0.113.40:5432/ledger\n  username: ledger_app\n  password: ${LEDGER_PW:-s3cr3t-Ledger-77}\nserver:\n  port: 8443",
  [("PASSWORD", "s3cr3t-Ledger-77")], [("doc_ip", "203.0.113.40"), ("port", "5432"), ("port", "8443")])

T("markdown", "| Name | Role | Phone | Email |\n|---|---|---|---|\n| Wei Chen | SRE lead | +1 206 555 0144 | wei.chen@fastmail.com |\n| Anneke Jansen | PM | +31 6 5555 0821 | a.jansen@ziggo.nl |\n\n_Last updated for release 3.4.0_",
  [("PERSON", "Wei Chen"), ("PHONE", "+1 206 555 0144"), ("EMAIL", "wei.chen@fastmail.com"), ("PERSON", "Anneke Jansen"), ("PHONE", "+31 6 5555 0821"), ("EMAIL", "a.jansen@ziggo.nl")],
  [("version", "3.4.0")])

T("markdown", "## Incident 2026-11-28\n\nRoot cause: `@@gkey1@@` (Maps key) was hard-coded in `web/map.js` at commit `9c1e4b7`. Key rotated; new key stored in Secret Manager. See PR #1893.",
  [("APIKEY", "@@gkey1@@")], [("date", "2026-11-28"), ("git_hash", "9c1e4b7"), ("pr", "#1893")])

T("markdown", "### Reimbursements Q4\n- **Tanaka Yui**: ¥84,300 (travel Osaka)\n- **Okafor, Emeka**: £412.60\n- printer toner (HP 206A) £89.99 — not a person, office budget",
  [("PERSON", "Tanaka Yui"), ("AMOUNT", "¥84,300"), ("PERSON", "Okafor, Emeka"), ("AMOUNT", "£412.60")], [("product", "HP 206A"), ("price", "£89.99")])

T("sql", "INSERT INTO customers (id, first_name, last_name, email, phone, iban) VALUES\n  (1201, 'Sven', 'Mueller', 'sven.mueller@gmx.de', '+49 151 2345 6789', '@@de2@@'),\n  (1202, 'Test', 'User', 'user@example.com', NULL, NULL);",
  [("PERSON", "Sven"), ("PERSON", "Mueller"), ("EMAIL", "sven.mueller@gmx.de"), ("PHONE", "+49 151 2345 6789"), ("IBAN", "@@de2@@")],
  [("row_id", "1201"), ("public_email", "user@example.com")])

T("sql", "-- fix typo in patient record, ticket DB-339\nUPDATE patients SET diagnosis = 'hypothyroidism', medication = 'levothyroxine 75 mcg' WHERE mrn = 'MRN0048812' AND last_name = 'Abernathy';",
  [("MEDICAL", "hypothyroidism"), ("MEDICAL", "levothyroxine 75 mcg"), ("PERSON", "Abernathy")], [("ticket_id", "DB-339"), ("record_id", "MRN0048812")])

T("sql", "SELECT * FROM auth_users WHERE username = 'jgarcia' AND password_hash = crypt('Summer2026!', password_hash);  -- took 23 ms on 10.1.0.5",
  [("PERSON", "jgarcia"), ("PASSWORD", "Summer2026!"), ("IP_ADDRESS", "10.1.0.5")], [("duration", "23 ms")])

T("git_commit", "commit 3f9a2c71d4e8b6f05a1c9e27d83b4f60ac17e2d9\nAuthor: Mariana Costa <mariana.costa@users.noreply.github.com>\nDate:   Mon Nov 30 18:22:41 2026 -0300\n\n    remove hardcoded sendgrid key (@@sg2@@) from mailer.py\n\n    Fixes #2231",
  [("PERSON", "Mariana Costa"), ("APIKEY", "@@sg2@@")],
  [("git_hash", "3f9a2c71d4e8b6f05a1c9e27d83b4f60ac17e2d9"), ("public_email", "mariana.costa@users.noreply.github.com"), ("issue", "#2231")])

T("git_commit", "fix(payments): don't log full PAN\n\nPreviously the retry path logged e.g. card=@@mc2@@ for user kim.minjun.\nBumps version to 2.18.1.\n\nSigned-off-by: Lena Hoffmann <lena@hoffmann-it.de>",
  [("CARD", "@@mc2@@"), ("PERSON", "kim.minjun"), ("PERSON", "Lena Hoffmann"), ("EMAIL", "lena@hoffmann-it.de")], [("version", "2.18.1")])

T("git_commit", "Merge branch 'hotfix/ip-allowlist' into main\n\nAdds office egress 62.210.17.88 and VPN 2001:db8::42 (placeholder, real one later) to allowlist.yaml. Reviewed-by: @tfrost",
  [("IP_ADDRESS", "62.210.17.88"), ("PERSON", "tfrost")], [("doc_ip", "2001:db8::42")])

T("calendar", "BEGIN:VEVENT\nDTSTART:20261203T140000Z\nSUMMARY:Salary review - Ahmed Farouk\nDESCRIPTION:current 74k, ask 82k. dial-in +44 20 3481 5500 PIN 556 102#\nORGANIZER;CN=Clara Weiss:mailto:clara.weiss@firm.example.com\nUID:3b1f0c2e-77aa-4c1e-9f5d-2a8e66b0d1c4\nEND:VEVENT",
  [("PERSON", "Ahmed Farouk"), ("PASSWORD", "556 102"), ("AMOUNT", "74k"), ("AMOUNT", "82k"), ("PERSON", "Clara Weiss"), ("EMAIL", "clara.weiss@firm.example.com")],
  [("timestamp", "20261203T140000Z"), ("dialin", "+44 20 3481 5500"), ("uuid", "3b1f0c2e-77aa-4c1e-9f5d-2a8e66b0d1c4")])

T("calendar", "Dentist — Thu 10 Dec, 9:15am, Dr. Patel, 88 Harley St, London W1G 7HJ. Bring list of meds (amlodipine, vitamin D). Reminder 1 day before.",
  [("PERSON", "Patel"), ("ADDRESS", "88 Harley St, London W1G 7HJ"), ("MEDICAL", "amlodipine")], [("date", "Thu 10 Dec"), ("time", "9:15am")])

T("calendar", "Invite: Zoom sync w/ @@jwt3@@?? (sorry pasted the wrong thing) — correct link zoom.us/j/84412093315 pwd=Tr4vel22. When: Dec 4 2026 16:00 CET",
  [("APIKEY", "@@jwt3@@"), ("PASSWORD", "Tr4vel22")], [("meeting_id", "84412093315"), ("datetime", "Dec 4 2026 16:00 CET")])

T("other", "Voicemail transcript: \"hi this is gabriela from the clinic, calling for anita kowalczyk about her lab results, the thyroid thing is fine but she has low iron. call back at 0161 496 0732.\"",
  [("PERSON", "gabriela"), ("PERSON", "anita kowalczyk"), ("MEDICAL", "low iron"), ("PHONE", "0161 496 0732")])

T("other", "Sticky note scanned from desk 14: \"bank pin 7302 / locker combo 18-33-07 / wifi GuestNet pw: sunflower-1988\" — found during clean desk audit AUD-7731.",
  [("PASSWORD", "7302"), ("PASSWORD", "18-33-07"), ("PASSWORD", "sunflower-1988")], [("audit_id", "AUD-7731")])

T("other", "Receipt #0048213 — Harbor Books (Pine St store) — 2x notebook @ $7.50, total $15.00. Paid by card ending 4412. Thank you!",
  [], [("receipt_id", "#0048213"), ("company", "Harbor Books"), ("price", "$7.50"), ("price", "$15.00")])

T("other", "PEM found in pastebin dump (reported by SOC ticket SEC-5512):\n@@pem1@@",
  [("SECRET", "@@pem1@@")], [("ticket_id", "SEC-5512")])

T("log", "level=info ts=2026-12-01T03:00:00Z msg=\"nightly backup ok\" host=198.51.100.7 size=4.2GiB duration=31m sha256=9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
  [], [("timestamp", "2026-12-01T03:00:00Z"), ("doc_ip", "198.51.100.7"), ("file_hash", "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08")])

T("json", "{\"event\":\"signup\",\"props\":{\"utm_source\":\"newsletter\",\"plan\":\"pro\",\"price\":\"$29/mo\",\"ref\":\"ord_9Xk2L\"},\"ip\":\"93.184.216.34\",\"ua\":\"Mozilla/5.0\",\"user_email\":\"b.okafor+shop@icloud.com\"}",
  [("IP_ADDRESS", "93.184.216.34"), ("EMAIL", "b.okafor+shop@icloud.com")], [("price", "$29/mo"), ("order_id", "ord_9Xk2L")])

T("email", "Subject: your account\n\nHello,\nas requested, your temporary password is  q7#Lm-29xPz  (expires in 24h). Your username is d.lee.\nThe Helpdesk\nhelpdesk@example.net",
  [("PASSWORD", "q7#Lm-29xPz"), ("PERSON", "d.lee")], [("public_email", "helpdesk@example.net")])

T("chat", "@channel who left an anthropic key in #random?? @@anth2@@ — revoking now. next time use 1password. (also: prod is 4.2.0, staging 4.3.0-rc.1)",
  [("APIKEY", "@@anth2@@")], [("version", "4.2.0"), ("version", "4.3.0-rc.1")])

T("ticket", "Customer called: Ms. Yamamoto Keiko (山本恵子), lives at 2-14-7 Jingumae, Shibuya-ku, Tokyo 150-0001, owes ¥230,500 on the installment plan. Account note ACC-00912.",
  [("PERSON", "Yamamoto Keiko"), ("PERSON", "山本恵子"), ("ADDRESS", "2-14-7 Jingumae, Shibuya-ku, Tokyo 150-0001"), ("AMOUNT", "¥230,500")], [("account_note", "ACC-00912")])

T("shell", "PS C:\\Users\\j.oconnor> $env:STRIPE_API_KEY = \"@@stripe1@@\"\nPS C:\\Users\\j.oconnor> stripe listen --forward-to localhost:4242/webhook\n> Ready! Your webhook signing secret is @@whsec1@@ (^C to quit)",
  [("PERSON", "j.oconnor"), ("PERSON", "j.oconnor"), ("APIKEY", "@@stripe1@@"), ("SECRET", "@@whsec1@@")], [("port", "4242")])

T("sms", "BofA: Zelle payment of $1,850.00 to MARIA HERNANDEZ was sent. Ref 7Q2MX81. Not you? Call 800-432-1000.",
  [("AMOUNT", "$1,850.00"), ("PERSON", "MARIA HERNANDEZ")], [("reference", "7Q2MX81"), ("service_number", "800-432-1000")])

T("form", "Patient registration (Korea branch)\n성명 / Name: Park Ji-hoon\nAddress: 서울특별시 강남구 테헤란로 152, 12층\nTel: 010-4821-3307\nAllergies: none; Condition: asthma (salbutamol as needed)",
  [("PERSON", "Park Ji-hoon"), ("ADDRESS", "서울특별시 강남구 테헤란로 152, 12층"), ("PHONE", "010-4821-3307"), ("MEDICAL", "asthma"), ("MEDICAL", "salbutamol")])

T("yaml", "# ci/deploy.yml\nenv:\n  TWILIO_API_KEY: @@twilio1@@\n  TWILIO_API_SECRET: @@twiliotok1@@\n  SENTRY_RELEASE: \"web@7.1.3+build.5521\"\n  NODE_VERSION: 20.11.1",
  [("APIKEY", "@@twilio1@@"), ("SECRET", "@@twiliotok1@@")], [("version", "web@7.1.3+build.5521"), ("version", "20.11.1")])

T("hr_note", "Confidential: Gareth Llewellyn's NI number JT 48 21 93 B was on the printed payslip left at reception. Gross pay £3,904.17 this month. Payslip batch PAY-2611.",
  [("PERSON", "Gareth Llewellyn"), ("NATIONAL_ID", "JT 48 21 93 B"), ("AMOUNT", "£3,904.17")], [("batch_id", "PAY-2611")])

T("markdown", "> **Note to self**: moms bday party 12/19 at 6pm. her SSN for the medicare form is 318 52 6604, born 4/2/1951. dont lose this!!",
  [("SSN", "318 52 6604"), ("DATE_OF_BIRTH", "4/2/1951")], [("date", "12/19"), ("time", "6pm")])

# --- second batch ---
T("email", "Hola Javier,\n\nfor the Madrid flat deposit (1.950 €) please transfer to my Spanish account:\n@@es1_g@@\nbeneficiary: Carmen Ruiz Ortega\n\nI'll send the signed lease (v3, 12 pages) tonight.\nCarmen",
  [("PERSON", "Javier"), ("AMOUNT", "1.950 €"), ("IBAN", "@@es1_g@@"), ("PERSON", "Carmen Ruiz Ortega"), ("PERSON", "Carmen")], [("version", "v3")])

T("form", "W-4 helper (draft)\nfirst: Latoya   last: Jenkins\nSSN: 287 64 1930\nhome: 4417 Magnolia Dr, Unit B, Raleigh, NC 27604\nfiling status: single   form rev. 2026",
  [("PERSON", "Latoya"), ("PERSON", "Jenkins"), ("SSN", "287 64 1930"), ("ADDRESS", "4417 Magnolia Dr, Unit B, Raleigh, NC 27604")], [("form_rev", "2026")])

T("chat", "quick q — for the travel booking, is your passport still 533380127 (US) or did u renew? also seat 14C ok? flight UA 901 departs 17:40",
  [("PASSPORT", "533380127")], [("seat", "14C"), ("flight", "UA 901"), ("time", "17:40")])

T("log", "audit: card_update user_id=551203 old=****1148 new=@@visa1_s@@ cvc2=(redacted) exp=09/29 ip=2a02:c7c:5e31:9a00:1d4f:88b2:3c01:7e6a",
  [("CARD", "@@visa1_s@@"), ("IP_ADDRESS", "2a02:c7c:5e31:9a00:1d4f:88b2:3c01:7e6a")], [("user_id", "551203")])

T("config", "# datadog + mailgun for the status page\nDD_API_KEY=@@dd1@@\nMAILGUN_API_KEY=@@mailgun1@@\nMAILGUN_DOMAIN=mg.status.example.com\nSTATUS_PAGE_VERSION=1.0.0-beta.3",
  [("APIKEY", "@@dd1@@"), ("APIKEY", "@@mailgun1@@")], [("version", "1.0.0-beta.3")])

T("shell", "$ psql \"postgresql://analytics:N0rth%2Fwind-88@35.198.201.14:5432/events?sslmode=require\"\npsql (16.4)\nSSL connection (protocol: TLSv1.3)\nevents=> \\dt",
  [("SECRET", "N0rth%2Fwind-88"), ("IP_ADDRESS", "35.198.201.14")], [("port", "5432"), ("version", "16.4")])

T("medical_note", "ER triage 02:14 — male ~30s, brought in by friend (Noah), says he took \"a handful\" of his mom's oxycodone + drank. Known bipolar disorder, on lithium. Name on ID: Caleb Moreno, born 2/29/1996.",
  [("PERSON", "Noah"), ("MEDICAL", "oxycodone"), ("MEDICAL", "bipolar disorder"), ("MEDICAL", "lithium"), ("PERSON", "Caleb Moreno"), ("DATE_OF_BIRTH", "2/29/1996")], [("time", "02:14")])

T("hr_note", "Payroll correction for Isabelle Fournier: numéro de sécurité sociale @@nir2@@ was typed with a missing digit. Net salary Nov: 3 412,08 €. Payroll run PR-2026-11-B.",
  [("PERSON", "Isabelle Fournier"), ("NATIONAL_ID", "@@nir2@@"), ("AMOUNT", "3 412,08 €")], [("run_id", "PR-2026-11-B")])

T("git_commit", "commit 0d5e1f2a\n\n    ci: move GH token to secrets\n\n    The fine-grained PAT @@ghpat1@@ was in .github/workflows/release.yml\n    since v0.3.0. Revoked by @nadia-haddad.",
  [("APIKEY", "@@ghpat1@@"), ("PERSON", "nadia-haddad")], [("git_hash", "0d5e1f2a"), ("version", "v0.3.0")])

T("sms", "Hey it's Bea from the gym 🙂 pin for the side door is 2580# this week. my number if u get stuck 0412 555 738",
  [("PERSON", "Bea"), ("PASSWORD", "2580"), ("PHONE", "0412 555 738")], [])

T("ticket", "Case 00981123 (Azure): customer pasted a SAS token sig=@@azsas1@@ in the chat transcript. Storage account: stprodlogs01. Contact: Vikram Iyer, vikram.iyer@tatacons.in, +91 22 6778 9000.",
  [("SECRET", "@@azsas1@@"), ("PERSON", "Vikram Iyer"), ("EMAIL", "vikram.iyer@tatacons.in"), ("PHONE", "+91 22 6778 9000")], [("case_id", "00981123")])

T("csv", "account,holder,iban,balance_eur\nACC-301,\"Peeters, Lotte\",@@be1@@,12840.55\nACC-302,\"Van Damme, Jef\",,0.00",
  [("PERSON", "Peeters, Lotte"), ("IBAN", "@@be1@@"), ("AMOUNT", "12840.55"), ("PERSON", "Van Damme, Jef")], [("account_id", "ACC-301"), ("account_id", "ACC-302")])
