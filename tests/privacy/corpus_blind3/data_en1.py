# English texts, batch 1 (hand-written)

k = ghp()
E("en", "chat",
  f"hey priya, can u rotate the bot token? i pasted {k} into #deploys by accident lol. "
  "the build on v4.12.0 is green otherwise",
  [("PERSON", "priya"), ("APIKEY", k)],
  [("version", "v4.12.0")])

E("en", "email",
  "Hi Tomasz,\n\nThanks for the call. As agreed, your starting salary will be $118,500 per year, "
  "paid biweekly. Please send me your SSN (I know, I know, HR needs it) - or just confirm the one on file, 412-68-3307.\n\n"
  "Best,\nMarguerite O'Connell-Reyes\nPeople Ops, Larkspur Analytics\nm.oconnell@larkspur-analytics.io | +1 (617) 555-\n0142",
  [("PERSON", "Tomasz"), ("AMOUNT", "$118,500"), ("SSN", "412-68-3307"), ("PERSON", "Marguerite O'Connell-Reyes"),
   ("EMAIL", "m.oconnell@larkspur-analytics.io"), ("PHONE", "+1 (617) 555-\n0142")],
  [("company", "Larkspur Analytics")])

c = card("4716", sep="-", groups=(4, 4, 4, 4))
E("en", "sms",
  f"Bank alert: card ending differently? No - u sent the full number {c} exp 09/28 cvv 614 to me by text. Delete this. -Dad",
  [("CARD", c), ("CVV", "614")],
  [("date", "09/28")])

E("en", "log",
  "2026-11-28T14:02:17.331Z INFO  auth.session login ok user=jmukherjee src=81.143.27.190 ua=\"Mozilla/5.0\" "
  "req_id=7f3c9e21 status=200 latency_ms=48\n"
  "2026-11-28T14:02:19.004Z WARN  ratelimit near limit ip=81.143.27.190 bucket=login port=8443",
  [("PERSON", "jmukherjee"), ("IP_ADDRESS", "81.143.27.190"), ("IP_ADDRESS", "81.143.27.190", 2)],
  [("timestamp", "2026-11-28T14:02:17.331Z"), ("http_status", "200"), ("port", "8443"), ("request_id", "7f3c9e21")])

a = anthropic()
E("en", "config",
  "# ~/.config/notes-sync/env\n"
  f"ANTHROPIC_API_KEY={a}\n"
  "MODEL=claude-sonnet-4-5\nMAX_TOKENS=4096\nLISTEN=127.0.0.1:7070\n",
  [("APIKEY", a)],
  [("ip_loopback", "127.0.0.1"), ("port", "7070"), ("quantity", "4096")])

E("en", "ticket",
  "ZD-48213 | Priority: High\nCustomer says: \"my name is Okonkwo, Chidi and I can't log in since the update. "
  "My date of birth is 14 March 1979 if you need to verify. Phone is 0161 496 0873.\"\n"
  "Agent note: verified via DOB, reset sent. App build 2291.",
  [("PERSON", "Okonkwo, Chidi"), ("DATE_OF_BIRTH", "14 March 1979"), ("PHONE", "0161 496 0873")],
  [("ticket_id", "ZD-48213"), ("build_number", "2291")])

E("en", "medical_note",
  "Pt: Hollis, Dana (F, 52). DOB 02/11/1974. Presents w/ worsening shortness of breath x3 days. Hx: COPD, "
  "high blood pressure. Meds: tiotropium 18 mcg inhaled daily, amlodipine 5mg. Allergic to penicillin. "
  "Plan: CXR, recheck in 2 wks. Room 4B.",
  [("PERSON", "Hollis, Dana"), ("DATE_OF_BIRTH", "02/11/1974"), ("MEDICAL", "shortness of breath"), ("MEDICAL", "COPD"),
   ("MEDICAL", "high blood pressure"), ("MEDICAL", "tiotropium 18 mcg"), ("MEDICAL", "amlodipine 5mg"),
   ("MEDICAL", "Allergic to penicillin")],
  [("quantity", "x3 days"), ("room", "Room 4B")])

E("en", "hr_note",
  "1:1 notes - Aug 14\n- rafael (rafa) brought up he's been struggling w/ panic attacks, asked for flexible hours. "
  "Approved Fri WFH.\n- Comp review: bump from 92k to 101k effective Jan 1, pending Shreya's sign-off.\n"
  "- He's on sertraline, doesn't want it in his file (so... don't share this doc).",
  [("PERSON", "rafael"), ("PERSON", "rafa", 2), ("MEDICAL", "panic attacks"), ("AMOUNT", "92k"), ("AMOUNT", "101k"),
   ("PERSON", "Shreya"), ("MEDICAL", "sertraline")],
  [("date", "Aug 14"), ("date", "Jan 1")])

pw = "Tr0ub4dor&3-lemon"
E("en", "shell",
  f"$ mysql -h 10.24.8.117 -u app_rw -p'{pw}' orders_prod -e 'select count(*) from orders where id > 880211'\n"
  "+----------+\n| count(*) |\n+----------+\n|     4127 |\n+----------+",
  [("IP_ADDRESS", "10.24.8.117"), ("PASSWORD", pw)],
  [("order_id", "880211"), ("quantity", "4127")])

k = openai()
E("en", "json",
  '{"provider":"openai","base_url":"https://api.openai.com/v1","auth":{"type":"bearer","token":"' + k + '"},'
  '"retry":{"max":3,"backoff_ms":250},"request_id":"req_8c1f0e5b2a"}',
  [("APIKEY", k)],
  [("request_id", "req_8c1f0e5b2a"), ("quantity", "250")])

E("en", "form",
  "APPLICATION FOR RESIDENTIAL LEASE\nFull legal name: Beatriz Souza Lima\nCurrent address: Rua Harmonia 1043, apto 72, "
  "Vila Madalena, São Paulo - SP, 05435-001\nMobile: +55 11 98417-2260\nMonthly income (R$): 14.800,00\n"
  "Passport no. (if non-US): FZ482917\nSigned: ____ Date: 11/03/2026",
  [("PERSON", "Beatriz Souza Lima"), ("ADDRESS", "Rua Harmonia 1043, apto 72, Vila Madalena, São Paulo - SP, 05435-001"),
   ("PHONE", "+55 11 98417-2260"), ("AMOUNT", "14.800,00"), ("PASSPORT", "FZ482917")],
  [("date", "11/03/2026")])

E("en", "yaml",
  "database:\n  host: db-primary.internal\n  port: 5432\n  url: postgresql://svc_billing:Wq7%24zPm!2kL@db-primary.internal:5432/billing\n"
  "  pool: 20\nsentry:\n  release: billing@3.8.2\n",
  [("SECRET", "Wq7%24zPm!2kL")],
  [("port", "5432"), ("version", "billing@3.8.2")])

E("en", "markdown",
  "## On-call contacts (Dec)\n\n| who | phone | backup |\n|---|---|---|\n| Amara Nwosu | +44 7700 900481 | Luca |\n"
  "| Kenji Watanabe | 090-3318-7702 | Amara |\n| ~~Sven~~ (left) | - | - |\n\nEscalation policy v2.1, see PD service P7XK2Q.",
  [("PERSON", "Amara Nwosu"), ("PHONE", "+44 7700 900481"), ("PERSON", "Luca"), ("PERSON", "Kenji Watanabe"),
   ("PHONE", "090-3318-7702"), ("PERSON", "Amara", 2), ("PERSON", "Sven")],
  [("version", "v2.1"), ("resource_id", "P7XK2Q")])

E("en", "sql",
  "INSERT INTO customers (id, full_name, email, phone, dob) VALUES\n"
  "  (10231, 'Ingrid Halvorsen', 'ingrid.halvorsen@posteo.no', '+47 412 83 905', '1990-06-21'),\n"
  "  (10232, 'Mehmet Yılmaz', 'myilmaz84@gmail.com', '+90 532 614 22 81', '1984-12-02');",
  [("PERSON", "Ingrid Halvorsen"), ("EMAIL", "ingrid.halvorsen@posteo.no"), ("PHONE", "+47 412 83 905"),
   ("DATE_OF_BIRTH", "1990-06-21"), ("PERSON", "Mehmet Yılmaz"), ("EMAIL", "myilmaz84@gmail.com"),
   ("PHONE", "+90 532 614 22 81"), ("DATE_OF_BIRTH", "1984-12-02")],
  [("record_id", "10231"), ("record_id", "10232")])

k = akia(); s = aws_secret()
E("en", "git_commit",
  "commit 3f9a2c71e0b84d5a9c6e21f7b0d3a8e4c5f61b29\nAuthor: Noah Fitzgerald <noah.fitz@quillworks.dev>\n"
  "Date:   Mon Nov 30 18:44:02 2026 +0000\n\n    remove hardcoded creds from deploy.sh (oops)\n\n"
  f"    was: AWS_ACCESS_KEY_ID={k} / AWS_SECRET_ACCESS_KEY={s}\n    rotated in IAM already, refs #1184",
  [("PERSON", "Noah Fitzgerald"), ("EMAIL", "noah.fitz@quillworks.dev"), ("APIKEY", k), ("SECRET", s)],
  [("git_hash", "3f9a2c71e0b84d5a9c6e21f7b0d3a8e4c5f61b29"), ("timestamp", "Mon Nov 30 18:44:02 2026 +0000"),
   ("ticket_id", "#1184")])

E("en", "calendar",
  "BEGIN:VEVENT\nUID:9b2f6e14-7d3a-4c0e-b1a5-52f8e0c7d913@cal.example.com\nDTSTART:20261207T150000Z\n"
  "SUMMARY:Oncology follow-up - Walt Kowalczyk (chemo cycle 3)\nLOCATION:1420 N Lake Shore Dr, Apt 9C, Chicago, IL\n"
  "DESCRIPTION:Bring insurance card. Dial-in PIN 772019\nEND:VEVENT",
  [("PERSON", "Walt Kowalczyk"), ("MEDICAL", "chemo cycle 3"), ("ADDRESS", "1420 N Lake Shore Dr, Apt 9C, Chicago, IL"),
   ("PASSWORD", "772019")],
  [("uuid", "9b2f6e14-7d3a-4c0e-b1a5-52f8e0c7d913"), ("timestamp", "20261207T150000Z")])

E("en", "stacktrace",
  "Traceback (most recent call last):\n  File \"/srv/app/payments/charge.py\", line 212, in charge\n"
  "    resp = gateway.capture(card=\"5425233430109903\", cvc=\"318\", amount_cents=4999)\n"
  "  File \"/srv/app/.venv/lib/python3.12/site-packages/stripe/api_requestor.py\", line 431, in request\n"
  "stripe.error.CardError: Request req_Qm7yT2: Your card was declined. (HTTP 402)",
  [("CARD", "5425233430109903"), ("CVV", "318")],
  [("line_number", "212"), ("line_number", "431"), ("http_status", "402"), ("price", "4999"), ("version", "python3.12")])

E("en", "csv",
  "emp_id,last,first,ni_number,salary_gbp,start\nE0412,Achterberg,Femke,JH 12 34 56 C,54000,2023-02-01\n"
  "E0413,Osei,Kwabena,AB 98 76 54 D,61250,2024-09-16\nE0414,Lindqvist,Elin,WL 31 18 77 A,48900,2025-01-06",
  [("PERSON", "Achterberg"), ("PERSON", "Femke"), ("NATIONAL_ID", "JH 12 34 56 C"), ("AMOUNT", "54000"),
   ("PERSON", "Osei"), ("PERSON", "Kwabena"), ("NATIONAL_ID", "AB 98 76 54 D"), ("AMOUNT", "61250"),
   ("PERSON", "Lindqvist"), ("PERSON", "Elin"), ("NATIONAL_ID", "WL 31 18 77 A"), ("AMOUNT", "48900")],
  [("employee_id", "E0412"), ("employee_id", "E0413"), ("date", "2024-09-16")])

E("en", "other",
  "wifi for the cabin: network is \"PineHollow-5G\", the password is bluebird-canoe-42 (all lower case). "
  "gate code is 1987# and the alarm PIN is 4 digits: 3316. Checkout 11am. Host: Lorraine (text 250-555-0174 if stuck)",
  [("PASSWORD", "bluebird-canoe-42"), ("PASSWORD", "1987#"), ("PASSWORD", "3316"), ("PERSON", "Lorraine"),
   ("PHONE", "250-555-0174")],
  [("product", "PineHollow-5G"), ("time", "11am")])

E("en", "chat",
  "ok so i finally got the tax refund - $2,340 went into my account. also mom's new address is 27 Rosewood Cl, "
  "Harrogate HG2 8LT if you wanna send a card. her bday is 3rd of May, 1951 btw",
  [("AMOUNT", "$2,340"), ("ADDRESS", "27 Rosewood Cl, Harrogate HG2 8LT"), ("DATE_OF_BIRTH", "3rd of May, 1951")],
  [])

k = sendgrid()
E("en", "log",
  "Dec 01 03:12:44 mailer-7 relay[2231]: using api key " + k + " for tenant acme-eu\n"
  "Dec 01 03:12:45 mailer-7 relay[2231]: 250 2.0.0 OK queued as 4F1C2A0B3D to=<sales@example.com>",
  [("APIKEY", k)],
  [("timestamp", "Dec 01 03:12:44"), ("pid", "2231"), ("example_email", "sales@example.com"), ("queue_id", "4F1C2A0B3D")])

ib = iban("GB", "BARC20005573928371")
E("en", "email",
  f"Dear Mr Achebe,\n\nPlease pay invoice INV-2026-0917 (total £3,460.00) to our account:\nIBAN: {ib}\n"
  "Account name: Hartwell & Pryce Joinery Ltd\n\nKind regards,\nSusan",
  [("PERSON", "Achebe"), ("AMOUNT", "£3,460.00"), ("IBAN", ib), ("PERSON", "Susan")],
  [("invoice_id", "INV-2026-0917"), ("company", "Hartwell & Pryce Joinery Ltd")])

E("en", "sms",
  "Ur verification code is 482 913. Never share it. If this wasn't you call 1-800-555-0199.",
  [],
  [("otp_code", "482 913"), ("phone_tollfree", "1-800-555-0199")])

E("en", "ticket",
  "JIRA SEC-771: Customer upload contained a scan of passport (US) number 548213097 for holder Marcus T. Bell, "
  "DOB Jan 9 1988. File sha256 e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855. Purge from bucket s3://kyc-raw.",
  [("PASSPORT", "548213097"), ("PERSON", "Marcus T. Bell"), ("DATE_OF_BIRTH", "Jan 9 1988")],
  [("ticket_id", "SEC-771"), ("file_hash", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")])

k = hf()
E("en", "shell",
  f"(venv) dev@gpu-box:~$ export HF_TOKEN={k}\n(venv) dev@gpu-box:~$ huggingface-cli download org/tiny-model --revision 0a1b2c3\n"
  "Fetching 6 files: 100%|██████████| 6/6",
  [("APIKEY", k)],
  [("git_hash", "0a1b2c3"), ("quantity", "6/6")])

E("en", "medical_note",
  "Discharge summary. Name: Ruiz-Castillo, Ana María. Admitted for diabetic ketoacidosis, now resolved. "
  "Known type 1 diabetes since age 9. Discharged on insulin glargine 22 units nightly + lispro sliding scale. "
  "Also mild depression, on escitalopram 10 mg. F/u endo clinic 12/14.",
  [("PERSON", "Ruiz-Castillo, Ana María"), ("MEDICAL", "diabetic ketoacidosis"), ("MEDICAL", "type 1 diabetes"),
   ("MEDICAL", "insulin glargine 22 units"), ("MEDICAL", "lispro"), ("MEDICAL", "mild depression"),
   ("MEDICAL", "escitalopram 10 mg")],
  [("date", "12/14")])

E("en", "json",
  '{"event":"profile.updated","ts":1764558123,"user":{"id":"u_58213","name":"Siobhan Gallagher",'
  '"address":{"line1":"14 Fitzwilliam Sq","city":"Dublin 2","country":"IE"},"phone":"+353 87 214 6630"},"client_ip":"2a02:8084:4082:c00:5d1e:8a3f:19b2:e47c"}',
  [("PERSON", "Siobhan Gallagher"), ("ADDRESS", "14 Fitzwilliam Sq"), ("PHONE", "+353 87 214 6630"),
   ("IP_ADDRESS", "2a02:8084:4082:c00:5d1e:8a3f:19b2:e47c")],
  [("timestamp", "1764558123"), ("user_id", "u_58213")])

E("en", "config",
  "[smtp]\nserver = smtp.fastmail.com\nport = 465\nusername = h.vandermeer@fastmail.com\npassword = gR8-kT4w-2zQp-xN9m\n"
  "[app]\nversion = 0.19.3\nadmin_contact = admin@example.org",
  [("EMAIL", "h.vandermeer@fastmail.com"), ("PASSWORD", "gR8-kT4w-2zQp-xN9m")],
  [("port", "465"), ("version", "0.19.3"), ("example_email", "admin@example.org")])

sk = stripe(); wh = "whsec_" + tok(32)
E("en", "yaml",
  "apiVersion: v1\nkind: Secret\nmetadata:\n  name: stripe-keys\n  namespace: payments\nstringData:\n"
  f"  STRIPE_SECRET_KEY: {sk}\n  STRIPE_WEBHOOK_SECRET: {wh}\n",
  [("APIKEY", sk), ("SECRET", wh)], [("version", "v1")])

E("en", "git_commit",
  "Merge pull request #2291 from kbrennan/fix-tz\n\nfix(bookings): birthdays stored in UTC shifted a day\n\n"
  "Repro: user katie.brennan@gmail.com born 1993-07-31 saw 07-30. Co-authored-by: Dev Patel <dev.patel@hollowpine.co>",
  [("PERSON", "kbrennan"), ("EMAIL", "katie.brennan@gmail.com"), ("DATE_OF_BIRTH", "1993-07-31"),
   ("PERSON", "Dev Patel"), ("EMAIL", "dev.patel@hollowpine.co")],
  [("pr_number", "#2291")])

E("en", "calendar",
  "Invitation: Salary discussion - Greta Lindholm @ Thu Dec 10, 2026 2pm - 2:30pm (CET)\n"
  "Organizer: hr-nordics@veltra.se\nJoin: https://meet.example.com/abc-defg-hij?pwd=Lk93mQ2x\n"
  "Notes: proposed 58 000 SEK/month, she currently makes 51 500.",
  [("PERSON", "Greta Lindholm"), ("EMAIL", "hr-nordics@veltra.se"), ("PASSWORD", "Lk93mQ2x"), ("AMOUNT", "58 000 SEK"), ("AMOUNT", "51 500")],
  [("date", "Thu Dec 10, 2026"), ("meeting_id", "abc-defg-hij")])

n = sin("52749103"); n = n[:3] + " " + n[3:6] + " " + n[6:]
E("en", "form",
  "Direct deposit enrolment (payroll)\nName: Gauthier, Jean-Philippe\nSIN: " + n + "\nAddress: 3480 rue Saint-Denis, Montréal QC H2X 3L3\nPhone: (514) 555-0187\nForm PD7A rev. 2024-03",
  [("PERSON", "Gauthier, Jean-Philippe"), ("NATIONAL_ID", n),
   ("ADDRESS", "3480 rue Saint-Denis, Montréal QC H2X 3L3"), ("PHONE", "(514) 555-0187")],
  [("form_id", "PD7A"), ("date", "2024-03")])

E("en", "stacktrace",
  "java.sql.SQLException: Access denied for user 'reporting'@'172.31.44.9' (using password: YES)\n"
  "\tat com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:130)\n"
  "\tat com.acme.etl.Loader.connect(Loader.java:88)\n"
  "Caused by: config jdbc:mysql://reporting:S3cure!Report2026@172.31.44.9:3306/dw",
  [("IP_ADDRESS", "172.31.44.9"), ("IP_ADDRESS", "172.31.44.9", 2), ("SECRET", "S3cure!Report2026")],
  [("line_number", "130"), ("line_number", "88"), ("port", "3306")])

E("en", "csv",
  "order_id,sku,qty,unit_price,customer_email,ship_to\n"
  "ORD-55120,SKU-TR-0042,2,19.99,lena.fischer92@web.de,\"Kastanienallee 31, 10435 Berlin\"\n"
  "ORD-55121,SKU-MG-1180,1,249.00,user@example.com,\"1 Infinite Loop, Cupertino, CA 95014\"",
  [("EMAIL", "lena.fischer92@web.de"), ("ADDRESS", "Kastanienallee 31, 10435 Berlin"), ("ADDRESS", "1 Infinite Loop, Cupertino, CA 95014")],
  [("order_id", "ORD-55120"), ("sku", "SKU-TR-0042"), ("price", "19.99"), ("order_id", "ORD-55121"), ("price", "249.00"),
   ("example_email", "user@example.com")])

E("en", "sql",
  "UPDATE accounts SET balance = 18250.75, pin_hash = NULL, temp_pin = '0419' WHERE account_holder = 'FERREIRA, JOAO' AND branch_id = 301;\n"
  "-- ticket CHG-20331, approved by m.okafor",
  [("AMOUNT", "18250.75"), ("PASSWORD", "0419"), ("PERSON", "FERREIRA, JOAO"), ("PERSON", "m.okafor")],
  [("branch_id", "301"), ("ticket_id", "CHG-20331")])

E("en", "markdown",
  "### Expense reimbursements - Nov\n\n- [x] **Yusuf Demir** - flights LHR-IST £412.60, IBAN " + iban("DE", "500105175400114320") +
  "\n- [ ] Claire Dubois - hotel 3 nights €540 (receipt missing)\n- [ ] team lunch, 8 ppl, $236 (corp card)\n",
  [("PERSON", "Yusuf Demir"), ("AMOUNT", "£412.60"), ("IBAN", iban("DE", "500105175400114320")), ("PERSON", "Claire Dubois"),
   ("AMOUNT", "€540")],
  [("price", "$236"), ("quantity", "8 ppl")])
