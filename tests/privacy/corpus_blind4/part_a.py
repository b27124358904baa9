# English texts, part A (hand-written one by one).
from gen import *

c1 = luhn("4716 2039 8841 570")
c2 = luhn("5425233430109")
c2 = c2[:4] + "-" + c2[4:8] + "-" + c2[8:12] + "-" + c2[12:]  # 16 digits w/ dashes
c3 = luhn("37828224631000")   # amex 15
ib1 = iban("GB", "NWBK60161331926819".replace("NWBK60161331926819", "BARC20035347812093"), grouped=True)
ib2 = iban("NL", "RABO0317425866")
ib3 = iban("FR", "30006000011234567890189".replace("1234567890189", "0048812937705"))
oa1 = k_openai(); an1 = k_anthropic(); gh1 = k_github(); gl1 = k_gitlab()
aws1 = k_aws_id(); aws1s = k_aws_secret(); goo1 = k_google(); st1 = k_stripe(); wh1 = k_whsec()
sl1 = k_slack(); slh1 = k_slack_hook(); sg1 = k_sendgrid(); hf1 = k_hf(); npm1 = k_npm()
tw1 = k_twilio(); ghf1 = k_github_fine(); sg2 = k_sendgrid()
jwt1 = jwt({"sub": "u_88213", "name": "Priya Raman", "iat": 1764547200})
pem1 = pem("OPENSSH PRIVATE KEY", 3)
sin1 = sin("52716384"); nino1 = "JG 10 37 55 C"; aad1 = aadhaar("45821736094")
stid1 = steuer("8609531728"); nir1 = nir("2840575112034")

ENTRIES = [
("en", "chat",
 "hey, can u send the wifi pw again? the one on the fridge is smudged\n"
 "> sure it's Tangerine!Kite42 (capital T). router is at 10.0.4.1 btw, not 192.168.1.1 like the old one",
 [("PASSWORD", "Tangerine!Kite42"), ("IP_ADDRESS", "10.0.4.1"), ("IP_ADDRESS", "192.168.1.1")],
 []),
("en", "email",
 f"Hi Marguerite,\n\nThanks for the call earlier. As agreed, the retainer for Q1 will be $18,400, invoiced to "
 f"you personally rather than the LLC. Please wire it to IBAN {ib1} (Barclays) by Friday.\n\n"
 f"Kind regards,\nTobias Oyelaran-\nWhitfield\nSenior Partner | +44 20 7946 0831\nOyelaran & Co, 14 Clerkenwell Cl,\nLondon EC1R 0AA",
 [("PERSON", "Marguerite"), ("AMOUNT", "$18,400"), ("IBAN", ib1), ("PERSON", "Tobias Oyelaran-\nWhitfield"),
  ("PHONE", "+44 20 7946 0831"), ("ADDRESS", "14 Clerkenwell Cl,\nLondon EC1R 0AA")],
 [("company", "Barclays"), ("company", "Oyelaran & Co")]),
("en", "log",
 "2026-11-30T22:14:07.331Z INFO  auth.session  login ok user=d.kowalczyk src=84.203.17.66 ua=\"Mozilla/5.0\" req=7f3c9a1e\n"
 "2026-11-30T22:14:07.402Z WARN  auth.session  mfa skipped (trusted device) user=d.kowalczyk build=4.18.2-rc1\n"
 "2026-11-30T22:14:09.118Z INFO  http  GET /api/v2/orders/ORD-559201 200 41ms upstream=127.0.0.1:8080",
 [("PERSON", "d.kowalczyk"), ("IP_ADDRESS", "84.203.17.66"), ("PERSON", "d.kowalczyk")],
 [("timestamp", "2026-11-30T22:14:07.331Z"), ("version", "4.18.2-rc1"), ("order_id", "ORD-559201"),
  ("ip_loopback", "127.0.0.1"), ("http_status", "200")]),
("en", "config",
 "# .env.production  -- DO NOT COMMIT (too late lol)\n"
 f"OPENAI_API_KEY={oa1}\n"
 "DATABASE_URL=postgres://app_rw:Wq7%23pLz2vN@db-prod-3.internal:5432/ledger\n"
 "PORT=3000\nLOG_LEVEL=debug\nFEATURE_FLAGS=checkout_v3,new_nav\n",
 [("APIKEY", oa1), ("SECRET", "Wq7%23pLz2vN")],
 [("port", "5432"), ("port", "3000")]),
("en", "ticket",
 "SUP-48213 | Priority: P2 | Opened 2026-11-28\n"
 "Customer: Fatima Al-Sayed (fatima.alsayed@outlook.com), tel (415) 555-0173\n"
 "Issue: charged twice for order #A-77310 ($129.99 each). Card on file ends 4417. She asked us not to call before 10am PT.\n"
 "Steps: refund second charge, confirm by email.",
 [("PERSON", "Fatima Al-Sayed"), ("EMAIL", "fatima.alsayed@outlook.com"), ("PHONE", "(415) 555-0173")],
 [("ticket_id", "SUP-48213"), ("date", "2026-11-28"), ("order_id", "#A-77310"), ("price", "$129.99")]),
("en", "csv",
 "employee_id,last_name,first_name,dob,salary_usd,ssn,office\n"
 "E1021,Nakamura,Hiroshi,1984-02-29,142000,219-09-9999,Seattle\n"
 "E1022,O'Brien,Siobhan,03/11/1991,98500,536-22-1874,Boston\n"
 "E1023,Mbeki,Thandiwe,1979-12-01,176250,402-61-0395,Remote\n",
 [("PERSON", "Nakamura,Hiroshi"), ("DATE_OF_BIRTH", "1984-02-29"), ("AMOUNT", "142000"), ("SSN", "219-09-9999"),
  ("PERSON", "O'Brien,Siobhan"), ("DATE_OF_BIRTH", "03/11/1991"), ("AMOUNT", "98500"), ("SSN", "536-22-1874"),
  ("PERSON", "Mbeki,Thandiwe"), ("DATE_OF_BIRTH", "1979-12-01"), ("AMOUNT", "176250"), ("SSN", "402-61-0395")],
 [("employee_id", "E1021"), ("employee_id", "E1022"), ("employee_id", "E1023")]),
("en", "stacktrace",
 "Traceback (most recent call last):\n"
 "  File \"/srv/billing/worker.py\", line 212, in charge\n"
 "    resp = stripe.Charge.create(amount=4999, currency='eur', source=tok)\n"
 "  File \"/srv/billing/venv/lib/python3.11/site-packages/stripe/api_requestor.py\", line 398, in request\n"
 f"stripe.error.AuthenticationError: Invalid API Key provided: {st1}\n"
 "  (request_id=req_9Hq2LxV0aZ, job=c1f9e2d4-7b7a-4c1e-9d55-0a3b8f1e6c21)",
 [("APIKEY", st1)],
 [("line_number", "line 212"), ("line_number", "line 398"), ("version", "python3.11"), ("uuid", "c1f9e2d4-7b7a-4c1e-9d55-0a3b8f1e6c21")]),
("en", "medical_note",
 "Pt: Ramírez, José Luis   DOB: 14-Jul-1958   MRN 00482173\n"
 "S: c/o dizziness x3 days, worse on standing. Hx of atrial fibrillation and CKD stage 3. "
 "Takes apixaban 5 mg BID, lisinopril 10mg daily.\n"
 "O: BP 102/64, HR 88 irreg.\nA/P: likely orthostatic hypotension; hold lisinopril, recheck in 1 wk.",
 [("PERSON", "Ramírez, José Luis"), ("DATE_OF_BIRTH", "14-Jul-1958"), ("MEDICAL", "dizziness"),
  ("MEDICAL", "atrial fibrillation"), ("MEDICAL", "CKD stage 3"), ("MEDICAL", "apixaban 5 mg"),
  ("MEDICAL", "lisinopril 10mg"), ("MEDICAL", "orthostatic hypotension")],
 [("record_id", "MRN 00482173"), ("measurement", "102/64")]),
("en", "hr_note",
 "Confidential - HR file note, 2026-11-19\nMet with Kwame Asante re: performance plan. Kwame disclosed he has been "
 "struggling with depression since the spring and is on sertraline; asked that his manager (Lisa Brandt) not be told "
 "details. Agreed: 4 weeks reduced hours, base stays at £61,500. Follow-up 17 Dec.",
 [("PERSON", "Kwame Asante"), ("PERSON", "Kwame"), ("MEDICAL", "depression"), ("MEDICAL", "sertraline"),
  ("PERSON", "Lisa Brandt"), ("AMOUNT", "£61,500")],
 [("date", "2026-11-19"), ("date", "17 Dec")]),
("en", "shell",
 "$ export AWS_ACCESS_KEY_ID=" + aws1 + "\n$ export AWS_SECRET_ACCESS_KEY=" + aws1s + "\n"
 "$ aws s3 cp ./dump-2026-11-30.sql.gz s3://acme-backups/pg/ --region eu-west-1\n"
 "upload: ./dump-2026-11-30.sql.gz to s3://acme-backups/pg/dump-2026-11-30.sql.gz\n$ sha256sum dump-2026-11-30.sql.gz\n"
 "9f2c41d0b7a3e58c61f4d2a09b7e3c5d8a1f6e2b4c7d9a0e3f5b8c1d2e4a6f70  dump-2026-11-30.sql.gz",
 [("APIKEY", aws1), ("APIKEY", aws1s)],
 [("file_hash", "9f2c41d0b7a3e58c61f4d2a09b7e3c5d8a1f6e2b4c7d9a0e3f5b8c1d2e4a6f70")]),
("en", "json",
 '{"event":"user.updated","id":"evt_01JD8Q2Z5M","data":{"user":{"id":48120,"full_name":"Ngozi Eze-Okafor",'
 '"email":"ngozi.eze@protonmail.com","phone":"+234 803 555 0192","address":{"line1":"7 Admiralty Way","city":"Lekki",'
 '"state":"Lagos"}},"plan":"pro","seats":12},"api_version":"2025-10-01"}',
 [("PERSON", "Ngozi Eze-Okafor"), ("EMAIL", "ngozi.eze@protonmail.com"), ("PHONE", "+234 803 555 0192"),
  ("ADDRESS", '7 Admiralty Way","city":"Lekki","state":"Lagos')],
 [("event_id", "evt_01JD8Q2Z5M"), ("version", "2025-10-01")]),
("en", "sms",
 "Ur Chase verification code is 448120. Never share it. If this wasnt u call 1-800-935-9935. Ref 2Q8X",
 [],
 [("otp_or_code", "448120"), ("company", "Chase"), ("public_phone", "1-800-935-9935")]),
("en", "sms",
 "mom the pin for the garage keypad changed, its 7391 now. dad says dont write it on the wall again 🙄",
 [("PASSWORD", "7391")],
 []),
("en", "form",
 "APPLICATION FOR RENTAL - Unit 4B\nFull name: Wojciech Zieliński\nDate of birth: 02.09.1993\n"
 "Current address: 1550 Grant Ave Apt 12, San Francisco, CA 94133\nMonthly income: $7,250\n"
 "SSN (for credit check): 611 48 2209\nEmergency contact: Agata Zielińska, 415.555.0148",
 [("PERSON", "Wojciech Zieliński"), ("DATE_OF_BIRTH", "02.09.1993"),
  ("ADDRESS", "1550 Grant Ave Apt 12, San Francisco, CA 94133"), ("AMOUNT", "$7,250"), ("SSN", "611 48 2209"),
  ("PERSON", "Agata Zielińska"), ("PHONE", "415.555.0148")],
 [("unit", "Unit 4B")]),
("en", "yaml",
 "# helm values, staging\nimage:\n  repository: ghcr.io/acme/api\n  tag: 2.14.0\nservice:\n  port: 8443\n"
 "slack:\n  webhook: " + slh1 + "\n  channel: '#deploys'\nsendgrid:\n  apiKey: \"" + sg1 + "\"\n"
 "replicas: 3\n",
 [("SECRET", slh1), ("APIKEY", sg1)],
 [("version", "2.14.0"), ("port", "8443")]),
("en", "markdown",
 "## On-call rota (Dec)\n\n| Week | Engineer | Mobile | Backup |\n|---|---|---|---|\n"
 "| 49 | Aoife Byrne | +353 87 555 2041 | rk-bot |\n| 50 | Diego Fernández | +34 612 55 83 07 | Aoife |\n"
 "| 51 | Hannah Schulz | 0151 55512873 | — |\n\nEscalation doc: see runbook v3.2, page 14.",
 [("PERSON", "Aoife Byrne"), ("PHONE", "+353 87 555 2041"), ("PERSON", "Diego Fernández"), ("PHONE", "+34 612 55 83 07"),
  ("PERSON", "Aoife"), ("PERSON", "Hannah Schulz"), ("PHONE", "0151 55512873")],
 [("version", "v3.2")]),
("en", "sql",
 "INSERT INTO customers (id, name, email, card_number, card_cvv, created_at) VALUES\n"
 f"  (9001, 'Beatriz Costa', 'bia.costa88@gmail.com', '{c1}', '218', '2026-11-02 09:15:00'),\n"
 f"  (9002, 'Lindqvist, Erik', 'erik@lindqvist.se', '{c3}', '4071', '2026-11-02 09:17:43');",
 [("PERSON", "Beatriz Costa"), ("EMAIL", "bia.costa88@gmail.com"), ("CARD", c1), ("CVV", "218"),
  ("PERSON", "Lindqvist, Erik"), ("EMAIL", "erik@lindqvist.se"), ("CARD", c3), ("CVV", "4071")],
 [("timestamp", "2026-11-02 09:15:00"), ("timestamp", "2026-11-02 09:17:43")]),
("en", "git_commit",
 "commit 3e9a7c1f04b2d85e6a1c9f7b3d2e0a4c5b6d7e8f\nAuthor: Mei-Ling Tan <meiling.tan@fastmail.com>\n"
 "Date:   Sat Nov 29 18:02:11 2026 +0800\n\n    fix: remove hardcoded token from ci script\n\n"
 f"    Accidentally pushed {gh1} in 4f1e2ab, rotating now.\n    Refs #2231",
 [("PERSON", "Mei-Ling Tan"), ("EMAIL", "meiling.tan@fastmail.com"), ("APIKEY", gh1)],
 [("git_hash", "3e9a7c1f04b2d85e6a1c9f7b3d2e0a4c5b6d7e8f"), ("git_hash", "4f1e2ab"), ("issue_id", "#2231")]),
("en", "calendar",
 "BEGIN:VEVENT\nUID:7d1c2a90-33f1-4e6b-b8d2-9a0f1c6e5b44@cal.example.com\nDTSTART:20261208T150000Z\n"
 "SUMMARY:Therapy - Dr. Okonkwo (anxiety follow-up)\nLOCATION:Suite 300, 2200 Pennsylvania Ave NW, Washington, DC 20037\n"
 "ATTENDEE;CN=Rachel Goldberg:mailto:rgoldberg@me.com\nEND:VEVENT",
 [("PERSON", "Okonkwo"), ("MEDICAL", "anxiety"), ("ADDRESS", "Suite 300, 2200 Pennsylvania Ave NW, Washington, DC 20037"),
  ("PERSON", "Rachel Goldberg"), ("EMAIL", "rgoldberg@me.com")],
 [("uuid", "7d1c2a90-33f1-4e6b-b8d2-9a0f1c6e5b44"), ("timestamp", "20261208T150000Z")]),
("en", "other",
 "Post-it on monitor, photographed for the security audit:\n  \"VPN: mjohansson / Fjord-Lantern-88\n   voicemail pin 2604\"\n"
 "Finding F-12 (severity: medium). Host checked: 203.0.113.45 (test range).",
 [("PERSON", "mjohansson"), ("PASSWORD", "Fjord-Lantern-88"), ("PASSWORD", "2604")],
 [("finding_id", "F-12"), ("ip_documentation", "203.0.113.45")]),
("en", "chat",
 "[09:41] priya: whoever set up the grafana alert, pls dont paste ur bearer token in #general 😬\n"
 f"[09:41] priya: Authorization: Bearer {jwt1}\n[09:42] tom.h: oops. mine. revoking. ty priya",
 [("PERSON", "priya"), ("PERSON", "priya"), ("APIKEY", jwt1), ("PERSON", "tom.h"), ("PERSON", "priya")],
 [("time", "[09:41]"), ("time", "[09:42]")]),
("en", "email",
 "From: no-reply@example.com\nTo: sven.lindgren@telia.se\nSubject: Your order SKU-88213-BLK has shipped\n\n"
 "Hi Sven, your Nordic Trail 45L backpack ($189.00) is on its way (status page served from 198.51.100.23). "
 "Track it with id 1Z999AA10123456784.",
 [("EMAIL", "sven.lindgren@telia.se"), ("PERSON", "Sven")],
 [("email_public", "no-reply@example.com"), ("sku", "SKU-88213-BLK"), ("price", "$189.00"), ("tracking_id", "1Z999AA10123456784"),
  ("ip_documentation", "198.51.100.23")]),
("en", "log",
 f"Nov 30 03:12:55 bastion sshd[22817]: Accepted publickey for rthompson from 2a02:8108:1cc0:5f00::1b7 port 51122 ssh2: ED25519 SHA256:q3Zp8vLx2bN7k1M0eYwFh9TcRu4sJdKaGiOm5nXlPQE\n"
 "Nov 30 03:13:02 bastion sudo: rthompson : TTY=pts/1 ; PWD=/home/rthompson ; USER=root ; COMMAND=/usr/bin/systemctl restart nginx\n"
 "Nov 30 03:13:40 bastion sshd[22817]: Failed password for invalid user admin from 45.155.204.12 port 40022 ssh2",
 [("PERSON", "rthompson"), ("IP_ADDRESS", "2a02:8108:1cc0:5f00::1b7"), ("PERSON", "rthompson"), ("PERSON", "rthompson"),
  ("IP_ADDRESS", "45.155.204.12")],
 [("pid", "22817"), ("port", "51122"), ("key_fingerprint", "SHA256:q3Zp8vLx2bN7k1M0eYwFh9TcRu4sJdKaGiOm5nXlPQE"), ("port", "40022")]),
("en", "ticket",
 "JIRA OPS-7719: Payroll export failing for Canada\nReporter: Chloé Tremblay\n"
 f"The export chokes on SIN field for one employee (Gagnon, Marc-André, SIN {sin1}). Looks like the space separator. "
 "Started after upgrade to payroll-sync 5.0.3. Batch #20261130-02.",
 [("PERSON", "Chloé Tremblay"), ("PERSON", "Gagnon, Marc-André"), ("NATIONAL_ID", sin1)],
 [("ticket_id", "OPS-7719"), ("version", "5.0.3"), ("batch_id", "#20261130-02")]),
("en", "form",
 "UK onboarding form (scanned, OCR)\nSurname: PATEL   Forename(s): Anjali R.\nNational Insurance no: " + nino1 + "\n"
 "Passport No. 5493 17288 (GBR)   Expiry 2031-04-17\nBank: " + iban("GB", "LOYD30963844117025") + "\n"
 "Starting salary: GBP 48,000 p.a.",
 [("PERSON", "PATEL"), ("PERSON", "Anjali R."), ("NATIONAL_ID", nino1), ("PASSPORT", "5493 17288"),
  ("IBAN", iban("GB", "LOYD30963844117025")), ("AMOUNT", "GBP 48,000")],
 [("date", "2031-04-17")]),
("en", "config",
 "[smtp]\nhost = smtp.sendgrid.net\nport = 587\nuser = apikey\npassword = " + sg2 + "\n\n"
 "[admin]\nemail = ops@example.org\ninitial_password = Cobalt-Harbor-2026!\n",
 [("APIKEY", sg2), ("PASSWORD", "Cobalt-Harbor-2026!")],
 [("port", "587"), ("email_public", "ops@example.org")]),
("en", "csv",
 "date;description;amount;balance;counterparty_iban\n"
 f"2026-11-03;SALARY NOV ACME BV;+4.820,00;12.311,47;{ib2}\n"
 "2026-11-04;ALBERT HEIJN 1023;-63,18;12.248,29;\n"
 f"2026-11-05;HUUR DE VRIES J;-1.450,00;10.798,29;{iban('NL', 'INGB0007123456')}\n",
 [("AMOUNT", "+4.820,00"), ("AMOUNT", "12.311,47"), ("IBAN", ib2), ("AMOUNT", "12.248,29"), ("PERSON", "DE VRIES J"),
  ("AMOUNT", "-1.450,00"), ("AMOUNT", "10.798,29"), ("IBAN", iban('NL', 'INGB0007123456'))],
 [("date", "2026-11-03"), ("company", "ALBERT HEIJN 1023"), ("price", "-63,18")]),
("en", "stacktrace",
 "java.sql.SQLException: Access denied for user 'report'@'10.32.7.115' (using password: YES)\n"
 "\tat com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:130)\n"
 "\tat com.acme.reports.Db.connect(Db.java:57)\n"
 "Caused by: config jdbc:mysql://report:Xk9!mQ2r@10.32.7.115:3306/reports?useSSL=true",
 [("IP_ADDRESS", "10.32.7.115"), ("SECRET", "Xk9!mQ2r"), ("IP_ADDRESS", "10.32.7.115")],
 [("line_number", "SQLError.java:130"), ("line_number", "Db.java:57"), ("port", "3306")]),
("en", "medical_note",
 "Telehealth summary — patient Grace Whitaker (born 1946-03-22) reports her sugar's been running high, "
 "fasting ~190. Known T2DM, on metformin 1000 mg twice a day, added Ozempic 0.25mg weekly. Also mentions "
 "'water tablets' (furosemide) for her swollen ankles. Callback: 07700 900461.",
 [("PERSON", "Grace Whitaker"), ("DATE_OF_BIRTH", "1946-03-22"), ("MEDICAL", "sugar's been running high"),
  ("MEDICAL", "T2DM"), ("MEDICAL", "metformin 1000 mg"), ("MEDICAL", "Ozempic 0.25mg"), ("MEDICAL", "furosemide"),
  ("MEDICAL", "swollen ankles"), ("PHONE", "07700 900461")],
 [("measurement", "~190")]),
("en", "hr_note",
 "exit interview notes - r. okafor (eng, L5)\n- leaving for stripe, offer 210k base + RSUs\n"
 "- we countered 195k, declined\n- mentioned burnout, back pain from the hybrid setup\n- laptop asset tag LT-00917 returned",
 [("PERSON", "r. okafor"), ("AMOUNT", "210k"), ("AMOUNT", "195k"), ("MEDICAL", "burnout"), ("MEDICAL", "back pain")],
 [("asset_id", "LT-00917"), ("company", "stripe")]),
("en", "shell",
 "root@web-02:~# mysql -u root -p'S3cure#Pass' -h 172.16.40.9 crm -e \"SELECT email FROM users LIMIT 5\"\n"
 "+-----------------------------+\n| email                       |\n+-----------------------------+\n"
 "| lucia.romano@libero.it      |\n| k.yamamoto@docomo.ne.jp     |\n| test@example.com            |\n",
 [("PASSWORD", "S3cure#Pass"), ("IP_ADDRESS", "172.16.40.9"), ("EMAIL", "lucia.romano@libero.it"), ("EMAIL", "k.yamamoto@docomo.ne.jp")],
 [("email_public", "test@example.com")]),
("en", "json",
 '{"hf_token": "' + hf1 + '", "model": "meta-llama/Llama-3.1-8B", "revision": "0e9e39f249a16976918f6564b8830bc894c89659", '
 '"max_tokens": 512, "npmrc": "//registry.npmjs.org/:_authToken=' + npm1 + '"}',
 [("APIKEY", hf1), ("APIKEY", npm1)],
 [("git_hash", "0e9e39f249a16976918f6564b8830bc894c89659"), ("version", "3.1-8B")]),
("en", "yaml",
 "apiVersion: v1\nkind: Secret\nmetadata:\n  name: payments\n  namespace: prod\nstringData:\n"
 f"  STRIPE_WEBHOOK_SECRET: {wh1}\n  GOOGLE_MAPS_KEY: {goo1}\n  uid: 5b1e0c84-2a77-4f0b-9c3e-d1f2a6b7c8e9\n",
 [("SECRET", wh1), ("APIKEY", goo1)],
 [("version", "v1"), ("uuid", "5b1e0c84-2a77-4f0b-9c3e-d1f2a6b7c8e9")]),
("en", "markdown",
 "# Incident 2026-11-27: leaked deploy key\n\n**Summary.** A GitLab PAT (`" + gl1 + "`) belonging to "
 "@svetlana.ivanova was committed in `deploy.sh` at line 42 (commit `a91c03e`).\n\n**Impact.** None observed; the token "
 "had `read_repository` scope only. Rotated at 14:05 UTC.\n",
 [("APIKEY", gl1), ("PERSON", "svetlana.ivanova")],
 [("date", "2026-11-27"), ("line_number", "line 42"), ("git_hash", "a91c03e"), ("time", "14:05 UTC")]),
("en", "sql",
 "-- migration 0087: backfill\nUPDATE patients SET diagnosis = 'Crohn''s disease', dob = DATE '1990-06-15'\n"
 "WHERE patient_no = 'P-330127' AND surname = 'Haddad';\n-- asked by Dr Yusuf Haddad's office, ticket CL-5520",
 [("MEDICAL", "Crohn''s disease"), ("DATE_OF_BIRTH", "1990-06-15"), ("PERSON", "Haddad"), ("PERSON", "Yusuf Haddad")],
 [("migration_id", "0087"), ("record_id", "P-330127"), ("ticket_id", "CL-5520")]),
]
