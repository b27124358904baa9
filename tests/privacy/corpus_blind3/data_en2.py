# English texts, batch 2 (hand-written)

g = gkey()
E("en", "stacktrace",
  "Error: Request failed with status code 403\n    at createError (/app/node_modules/axios/lib/core/createError.js:16:15)\n"
  "    at settle (/app/node_modules/axios/lib/core/settle.js:17:12)\n"
  f"  config: {{ url: 'https://maps.googleapis.com/maps/api/geocode/json?address=742+Evergreen+Terrace,+Springfield&key={g}' }}",
  [("APIKEY", g)],
  [("http_status", "403"), ("line_number", "16:15"), ("line_number", "17:12")])

E("en", "hr_note",
  "Reference check - candidate: kowalski, piotr\nSpoke with former manager (Ms. Adeyemi). Said he left after a long "
  "sick leave for burnout / major depressive disorder, fully recovered now. Last salary there: PLN 21,000 gross monthly. "
  "Would rehire: yes. Req #REQ-4471.",
  [("PERSON", "kowalski, piotr"), ("PERSON", "Adeyemi"), ("MEDICAL", "burnout"), ("MEDICAL", "major depressive disorder"),
   ("AMOUNT", "PLN 21,000")],
  [("requisition_id", "#REQ-4471")])

E("en", "other",
  "Voicemail transcript (auto): \"hi it's uh Deb from Dr. Kaplan's office calling for Eleanor Whitfield, "
  "your thyroid results came back and the levothyroxine dose is going up to 75 micrograms, call us back at "
  "five oh three, five five five, oh one two two, thanks\"",
  [("PERSON", "Deb"), ("PERSON", "Kaplan"), ("PERSON", "Eleanor Whitfield"), ("MEDICAL", "levothyroxine"), ("MEDICAL", "75 micrograms"),
   ("PHONE", "five oh three, five five five, oh one two two")],
  [])

ad = aadhaar("49827361540")
E("en", "form",
  "KYC - Individual\nApplicant: Venkataraman Subramaniam\nAadhaar: " + ad + "\nPAN holder since: 2011\n"
  "Address: Flat 3B, Lakshmi Residency, 14th Main Rd, Jayanagar 4th Block, Bengaluru, Karnataka 560011\nMobile: +91 98450 31762",
  [("PERSON", "Venkataraman Subramaniam"), ("NATIONAL_ID", ad),
   ("ADDRESS", "Flat 3B, Lakshmi Residency, 14th Main Rd, Jayanagar 4th Block, Bengaluru, Karnataka 560011"), ("PHONE", "+91 98450 31762")],
  [("year", "2011")])

E("en", "chat",
  "lmao @marcus_oyelaran u left ur debit pin on the fridge note again. 2 4 8 0. i'm changing the lock screen to a picture of u",
  [("PERSON", "marcus_oyelaran"), ("PASSWORD", "2 4 8 0")],
  [])

E("en", "log",
  "nginx: 94.102.61.7 - - [30/Nov/2026:23:58:01 +0000] \"GET /reset?email=harriet.okafor%40gmail.com&token=9c2e HTTP/1.1\" 302 0 \"-\" \"curl/8.4.0\"\n"
  "nginx: 203.0.113.45 - - [30/Nov/2026:23:58:02 +0000] \"GET /health HTTP/1.1\" 200 2 \"-\" \"kube-probe/1.29\"",
  [("IP_ADDRESS", "94.102.61.7"), ("EMAIL", "harriet.okafor%40gmail.com")],
  [("timestamp", "30/Nov/2026:23:58:01 +0000"), ("http_status", "302"), ("ip_doc", "203.0.113.45"), ("version", "curl/8.4.0"), ("version", "kube-probe/1.29")])

p = pem("OPENSSH PRIVATE KEY", 3)
E("en", "markdown",
  "Setting up the deploy box\n\nCopy this into `~/.ssh/id_ed25519` (yes i know, temp only, rotate after 12/15):\n\n```\n" + p +
  "\n```\n\nThen `ssh deploy@52.14.203.88`. Host fingerprint SHA256:nThbg6kXUpJWGl7E1IGOCspRomTxdCARLviKw6E5SY8.",
  [("SECRET", p), ("IP_ADDRESS", "52.14.203.88")],
  [("date", "12/15"), ("host_fingerprint", "SHA256:nThbg6kXUpJWGl7E1IGOCspRomTxdCARLviKw6E5SY8")])

E("en", "email",
  "From: \"Van der Berg, Pieter\" <p.vdberg@kpnmail.nl>\nTo: claims@example.com\nSubject: claim 2026-88123\n\n"
  "Hello, my new address is Prinsengracht 263-2, 1016 GV Amsterdam and phone 06-41827730. Please pay the €1.875,00 "
  "to " + iban("NL", "INGB0007513428") + ". Regards, Pieter",
  [("PERSON", "Van der Berg, Pieter"), ("EMAIL", "p.vdberg@kpnmail.nl"), ("ADDRESS", "Prinsengracht 263-2, 1016 GV Amsterdam"),
   ("PHONE", "06-41827730"), ("AMOUNT", "€1.875,00"), ("IBAN", iban("NL", "INGB0007513428")), ("PERSON", "Pieter", 2)],
  [("claim_id", "2026-88123"), ("example_email", "claims@example.com")])

st = steuer_id("4729301846")
E("en", "csv",
  "Personalnummer;Name;Vorname;Steuer-ID;Geburtsdatum;Bruttogehalt\n00871;Schäfer;Annika;" + st + ";07.09.1988;4.950,00\n"
  "00872;Wagner;Till;" + steuer_id("3819470263") + ";22.02.1979;6.120,00",
  [("PERSON", "Schäfer"), ("PERSON", "Annika"), ("NATIONAL_ID", st), ("DATE_OF_BIRTH", "07.09.1988"), ("AMOUNT", "4.950,00"),
   ("PERSON", "Wagner"), ("PERSON", "Till"), ("NATIONAL_ID", steuer_id("3819470263")), ("DATE_OF_BIRTH", "22.02.1979"), ("AMOUNT", "6.120,00")],
  [("employee_id", "00871"), ("employee_id", "00872")])

t = twilio_sk(); tok_ = hexs(32); sid = "AC" + hexs(32)
E("en", "config",
  "// twilio.config.js\nmodule.exports = {\n  accountSid: '" + sid + "',\n  apiKey: '" + t + "',\n  apiSecret: '" + tok_ + "',\n"
  "  from: '+14155550123',\n  alertTo: '+1 929 418 2273', // Jamal's cell\n};",
  [("APIKEY", t), ("SECRET", tok_), ("PHONE", "+1 929 418 2273"), ("PERSON", "Jamal")],
  [("phone_service", "+14155550123"), ("account_sid", sid)])

E("en", "sql",
  "SELECT p.mrn, p.name, d.icd10, d.description\nFROM patients p JOIN diagnoses d USING (mrn)\nWHERE p.name ILIKE 'o''brien, siobhan%';\n"
  "-- mrn | name | icd10 | description\n-- 88102 | O'Brien, Siobhan M. | F31.9 | Bipolar disorder, unspecified\n(1 row)",
  [("PERSON", "o''brien, siobhan"), ("PERSON", "O'Brien, Siobhan M."), ("MEDICAL", "F31.9"), ("MEDICAL", "Bipolar disorder, unspecified")],
  [("record_id", "88102")])

E("en", "shell",
  "$ gpg --batch --passphrase 'correct horse battery staple 1987' -d backup-2026-11.tar.gz.gpg | tar xz\n"
  "gpg: AES256.CFB encrypted data\ngpg: encrypted with 1 passphrase\n$ ls\nbackup-2026-11  README.txt",
  [("PASSWORD", "correct horse battery staple 1987")],
  [("file_name", "backup-2026-11.tar.gz.gpg"), ("product", "AES256.CFB")])

E("en", "sms",
  "Hi its Maggie from the dentist, reminder for Tues 9:40 w Dr Osei. Pls bring your list of meds (you mentioned warfarin). Reply C to confirm",
  [("PERSON", "Maggie"), ("PERSON", "Osei"), ("MEDICAL", "warfarin")],
  [("time", "Tues 9:40")])

fc = card("37", length=15, groups=(4, 6, 5))
E("en", "json",
  '{"checkout":{"cart_id":"c_7782","items":[{"sku":"HDPH-200","price":129.0,"qty":1}],"payment":{"brand":"amex","number":"' + fc + '","cid":"4417","exp":"04/29",'
  '"holder":"ELENA VASQUEZ-MORROW"},"billing":"88 Beacon St #4, Boston MA 02108"}}',
  [("CARD", fc), ("CVV", "4417"), ("PERSON", "ELENA VASQUEZ-MORROW"), ("ADDRESS", "88 Beacon St #4, Boston MA 02108")],
  [("cart_id", "c_7782"), ("sku", "HDPH-200"), ("price", "129.0"), ("date", "04/29")])

E("en", "ticket",
  "#44120 [Billing] customer 'tomoko.h' says she was double-charged. Invoice INV-88213 total $642.18 charged twice on 11/27. "
  "Customer's account balance now -$642.18. Refund approved by J. Alvarez. Plan: Pro (annual, $199/yr)",
  [("PERSON", "tomoko.h"), ("AMOUNT", "$642.18"), ("AMOUNT", "-$642.18"), ("PERSON", "J. Alvarez")],
  [("ticket_id", "#44120"), ("invoice_id", "INV-88213"), ("date", "11/27"), ("price", "$199/yr")])

E("en", "calendar",
  "Reminder: Mum's GP appt - Fri 4 Dec 10:20\nDr Harriet Lowe, Riverside Surgery, 12 Mill Lane, Bakewell DE45\n"
  "bring her repeat prescription (ramipril, atorvastatin) and the blood pressure diary. NHS no. 721 309 4580",
  [("PERSON", "Harriet Lowe"), ("ADDRESS", "12 Mill Lane, Bakewell DE45"), ("MEDICAL", "ramipril"), ("MEDICAL", "atorvastatin"),
   ("NATIONAL_ID", "721 309 4580")],
  [("date", "Fri 4 Dec 10:20"), ("company", "Riverside Surgery")])

k = openai_old()
E("en", "git_commit",
  "a91f3e2 (HEAD -> main) chore: bump openai to 1.54.3\nb7c0d11 wip notebook\n\ndiff --git a/notebooks/eval.ipynb b/notebooks/eval.ipynb\n"
  f"+    \"openai.api_key = \\\"{k}\\\"\\n\",",
  [("APIKEY", k)],
  [("git_hash", "a91f3e2"), ("git_hash", "b7c0d11"), ("version", "1.54.3")])

E("en", "yaml",
  "# docker-compose.override.yml (local only!!)\nservices:\n  redis:\n    command: redis-server --requirepass \"p1nk-fl4mingo\"\n"
  "    ports: [\"6379:6379\"]\n  web:\n    environment:\n      - ADMIN_EMAIL=grace.hopkins@brightwater.io\n      - IMAGE_TAG=2026.11.30-rc2",
  [("PASSWORD", "p1nk-fl4mingo"), ("EMAIL", "grace.hopkins@brightwater.io")],
  [("port", "6379:6379"), ("build_number", "2026.11.30-rc2")])

E("en", "medical_note",
  "Telehealth, 11/30. Spoke w/ pt Mr. Abebe Girma re: sugar levels, A1c 8.9 (was 7.6). Reports feeling thirsty all the time, "
  "peeing at night. Increase metformin to 1000 mg BID, add empagliflozin 10 mg. Wife (Selam) manages pillbox. Pharmacy: Walgreens #03319.",
  [("PERSON", "Abebe Girma"), ("MEDICAL", "A1c 8.9"), ("MEDICAL", "feeling thirsty all the time"), ("MEDICAL", "peeing at night"),
   ("MEDICAL", "metformin to 1000 mg"), ("MEDICAL", "empagliflozin 10 mg"), ("PERSON", "Selam")],
  [("date", "11/30"), ("store_id", "Walgreens #03319")])

E("en", "chat",
  "[10:14] sofia.r: anyone know whose car is the silver golf in spot 17?\n[10:15] dmitri: thats hannah k's i think\n"
  "[10:15] dmitri: her number is 0412 556 093\n[10:16] sofia.r: ty! (plate KX 4R21? no idea)",
  [("PERSON", "sofia.r"), ("PERSON", "dmitri"), ("PERSON", "hannah k"), ("PHONE", "0412 556 093"), ("PERSON", "dmitri", 2),
   ("PERSON", "sofia.r", 2)],
  [("time", "[10:14]"), ("parking_spot", "spot 17")])

E("en", "log",
  "{\"level\":\"error\",\"ts\":\"2026-12-01T00:41:12Z\",\"msg\":\"kyc check failed\",\"applicant\":\"Lucía Fernández Ortega\",\"dni\":\"" + "48273916"
  + "TRWAGMYFPDXBNJZSQVHLCKE"[48273916 % 23] + "\",\"reason\":\"document_expired\",\"attempt\":3,\"node\":\"10.8.3.22\"}",
  [("PERSON", "Lucía Fernández Ortega"), ("NATIONAL_ID", "48273916" + "TRWAGMYFPDXBNJZSQVHLCKE"[48273916 % 23]), ("IP_ADDRESS", "10.8.3.22")],
  [("timestamp", "2026-12-01T00:41:12Z"), ("quantity", "\"attempt\":3")])

E("en", "other",
  "Postcard draft:\nDear Auntie Bea,\nWe made it to Lisbon! Staying at Rua das Flores 28, 3º esq, 1200-195 Lisboa till the 12th. "
  "Ring us on +351 912 384 551. Love, Theo & Marisol",
  [("PERSON", "Bea"), ("ADDRESS", "Rua das Flores 28, 3º esq, 1200-195 Lisboa"), ("PHONE", "+351 912 384 551"), ("PERSON", "Theo"),
   ("PERSON", "Marisol")],
  [("date", "the 12th"), ("city", "Lisbon")])

ib = iban("FR", "20041010050500013M02606")
n = nir("2870675116042")
E("en", "email",
  "Bonjour,\nFollowing up on Camille Lefèvre's onboarding: bank details " + ib + ", social security no. " + n + ". "
  "Annual gross €46,500. She starts 4 Jan at our Lyon office, 12 rue de la République, 69002 Lyon.\nMerci, Olivier",
  [("PERSON", "Camille Lefèvre"), ("IBAN", ib), ("NATIONAL_ID", n), ("AMOUNT", "€46,500"), ("ADDRESS", "12 rue de la République, 69002 Lyon"), ("PERSON", "Olivier")],
  [("date", "4 Jan"), ("city", "Lyon office")])

E("en", "markdown",
  "| Field | Value |\n|---|---|\n| Tenant | Rossi, Giulia |\n| Address | Via dei Mille 14, int. 5, 00185 Roma RM |\n"
  "| Rent | €1.150/mese |\n| Deposit held | €3.450 |\n| Codice fiscale | RSSGLI91E52H501N |\n| Contract | LOC-2026-0412 |",
  [("PERSON", "Rossi, Giulia"), ("ADDRESS", "Via dei Mille 14, int. 5, 00185 Roma RM"), ("AMOUNT", "€1.150/mese"), ("AMOUNT", "€3.450"),
   ("NATIONAL_ID", "RSSGLI91E52H501N")],
  [("contract_id", "LOC-2026-0412")])

E("en", "stacktrace",
  "ValueError: invalid literal for int() with base 10: 'DOB 1985-3-07'\n  File \"import_members.py\", line 58, in parse_row\n"
  "    row = ['Haruto Sato', 'haruto.sato@nifty.com', 'DOB 1985-3-07', '03-5412-8876']\n  File \"import_members.py\", line 21, in <module>",
  [("DATE_OF_BIRTH", "1985-3-07"), ("PERSON", "Haruto Sato"), ("EMAIL", "haruto.sato@nifty.com"), ("DATE_OF_BIRTH", "1985-3-07", 2),
   ("PHONE", "03-5412-8876")],
  [("line_number", "58"), ("line_number", "21")])

k = gh_fine()
E("en", "shell",
  f"git remote set-url origin https://x-access-token:{k}@github.com/oakridge-labs/infra.git\n"
  "git push origin release/3.2\nTo github.com:oakridge-labs/infra.git\n   4c1d9e0..e82b7af  release/3.2 -> release/3.2",
  [("APIKEY", k)],
  [("git_hash", "4c1d9e0"), ("git_hash", "e82b7af"), ("version", "3.2")])

E("en", "hr_note",
  "Payroll correction: Nakamura, Ren - overtime not paid in Oct. Owed: ¥186,400. Bank: MUFG, acct ending 4471 (full no. in Workday). "
  "He mentioned he's on insulin for diabetes and needs the night-shift exemption renewed. Action: Fatima.",
  [("PERSON", "Nakamura, Ren"), ("AMOUNT", "¥186,400"), ("MEDICAL", "insulin"), ("MEDICAL", "diabetes"), ("PERSON", "Fatima")],
  [("company", "MUFG"), ("account_suffix", "4471")])

E("en", "form",
  "Emergency contact card\nStudent: jasper l. okonjo\nParent/guardian: Okonjo, Ngozi  tel 07700 983 214\nHome: 9 Albert Terrace, "
  "Edinburgh EH10 5EA\nAllergies: severe peanut allergy (carries EpiPen)\nConditions: asthma - blue inhaler (salbutamol)\nClass: 4C  Locker 112",
  [("PERSON", "jasper l. okonjo"), ("PERSON", "Okonjo, Ngozi"), ("PHONE", "07700 983 214"), ("ADDRESS", "9 Albert Terrace, Edinburgh EH10 5EA"),
   ("MEDICAL", "severe peanut allergy"), ("MEDICAL", "EpiPen"), ("MEDICAL", "asthma"), ("MEDICAL", "salbutamol")],
  [("class", "4C"), ("locker", "Locker 112")])

E("en", "sms",
  "Hey Bo it's Ines - the new alarm code is 6-0-2-9, and wifi pw changed to SunnyKitchen!2026. Don't give it to Kyle lol",
  [("PERSON", "Bo"), ("PERSON", "Ines"), ("PASSWORD", "6-0-2-9"), ("PASSWORD", "SunnyKitchen!2026"), ("PERSON", "Kyle")],
  [])

E("en", "json",
  '[{"ip":"185.220.101.34","country":"DE","hits":912},{"ip":"127.0.0.1","country":null,"hits":44},'
  '{"ip":"2001:db8::7","country":null,"hits":3},{"ip":"2600:1700:3ec0:8a90::1c","country":"US","hits":17}]',
  [("IP_ADDRESS", "185.220.101.34"), ("IP_ADDRESS", "2600:1700:3ec0:8a90::1c")],
  [("ip_loopback", "127.0.0.1"), ("ip_doc", "2001:db8::7"), ("quantity", "912")])

E("en", "csv",
  "date,description,amount,balance\n2026-11-02,SALARY ACME CORP,+5210.44,8120.90\n2026-11-03,TESCO STORES 2291,-42.18,8078.72\n"
  "2026-11-05,TFR TO R KHAN,-600.00,7478.72",
  [("AMOUNT", "+5210.44"), ("AMOUNT", "8120.90"), ("AMOUNT", "8078.72"), ("PERSON", "R KHAN"), ("AMOUNT", "-600.00"), ("AMOUNT", "7478.72")],
  [("date", "2026-11-02"), ("company", "TESCO STORES 2291"), ("price", "-42.18")])

E("en", "calendar",
  "From: ops-calendar\nWhen: Wed Dec 9, 2026 09:00-09:30 PT\nWho: secops@northwind.example, Tran Van Minh <minh.tran@tvm-consulting.vn>\n"
  "What: vendor security review\nDial: +1 415-555-0100,,8837201# (host PIN 5544)",
  [("PERSON", "Tran Van Minh"), ("EMAIL", "minh.tran@tvm-consulting.vn"), ("PASSWORD", "5544")],
  [("date", "Wed Dec 9, 2026 09:00-09:30"), ("example_email", "secops@northwind.example"), ("conference_id", "8837201#"),
   ("phone_service", "+1 415-555-0100")])

rk = stripe("rk_live_")
E("en", "ticket",
  "Security incident IR-2026-044\nSummary: restricted key " + rk + " posted in public Discord by contractor (handle: ben.s).\n"
  "Impact: read access to charges from 2026-11-29 14:00 UTC. Key rolled 14:37.",
  [("APIKEY", rk), ("PERSON", "ben.s")],
  [("incident_id", "IR-2026-044"), ("timestamp", "2026-11-29 14:00 UTC")])

E("en", "sql",
  "CREATE USER 'grafana_ro'@'10.0.4.%' IDENTIFIED BY 'Gr4f@na-R3ad0nly';\nGRANT SELECT ON metrics.* TO 'grafana_ro'@'10.0.4.%';\n-- applied by kwame.asante 2026-11-30, change #CR-915",
  [("PASSWORD", "Gr4f@na-R3ad0nly"), ("PERSON", "kwame.asante")],
  [("date", "2026-11-30"), ("ticket_id", "#CR-915")])

E("en", "chat",
  "ugh my landlord (mr. delacroix) wants my full bank statement + ssn 219 09 9999 just to renew?? rent's only going from 1850 to 1925 a month",
  [("PERSON", "delacroix"), ("SSN", "219 09 9999"), ("AMOUNT", "1850"), ("AMOUNT", "1925")],
  [])

E("en", "medical_note",
  "PSYCH INTAKE\nClient: Ortiz, Gabriel (goes by Gabe)\nPresenting: low mood, poor sleep, drinking ~6 beers/night. PHQ-9: 17.\n"
  "Dx: Major depressive disorder, moderate; alcohol use disorder, mild. Start bupropion XL 150mg. Safety plan completed.",
  [("PERSON", "Ortiz, Gabriel"), ("PERSON", "Gabe"), ("MEDICAL", "low mood"), ("MEDICAL", "poor sleep"), ("MEDICAL", "Major depressive disorder, moderate"),
   ("MEDICAL", "alcohol use disorder, mild"), ("MEDICAL", "bupropion XL 150mg")],
  [("score", "PHQ-9: 17")])

E("en", "git_commit",
  "Author: Ayesha Siddiqui <ayesha@siddiqui.me>\n\n    test fixtures: replace real customer with fake\n\n"
  "    Before this the fixture had Ahmad Rahimi, +61 2 9374 4000, 3/41 Crown St, Surry Hills NSW 2010 - sorry!\n    Fixes SEC-88, see v5.0.1 notes",
  [("PERSON", "Ayesha Siddiqui"), ("EMAIL", "ayesha@siddiqui.me"), ("PERSON", "Ahmad Rahimi"), ("PHONE", "+61 2 9374 4000"),
   ("ADDRESS", "3/41 Crown St, Surry Hills NSW 2010")],
  [("ticket_id", "SEC-88"), ("version", "v5.0.1")])

hook = slack_hook()
E("en", "yaml",
  "alertmanager:\n  receivers:\n    - name: team-payments\n      slack_configs:\n        - api_url: " + hook + "\n"
  "      email_configs:\n        - to: oncall-payments@example.com\n          auth_password: 'mX9$vQ2!lP'\n  route: {group_wait: 30s}",
  [("SECRET", hook), ("PASSWORD", "mX9$vQ2!lP")], [("example_email", "oncall-payments@example.com"), ("duration", "30s")])
