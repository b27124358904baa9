# English texts, batch 3 (hand-written; heavier on IDs, cards and DOBs)

E("en", "form",
  "W-4 / onboarding packet (scanned, OCR)\nEmployee name: DESHAWN A. PRICE\nSocial Security number: 5 2 8 - 4 1 - 9 0 6 2\n"
  "Home address: 3107 Magnolia Ave Apt 2, Long Beach CA 90806\nDate of birth: 10/09/1996\nHourly rate: $24.75",
  [("PERSON", "DESHAWN A. PRICE"), ("SSN", "5 2 8 - 4 1 - 9 0 6 2"), ("ADDRESS", "3107 Magnolia Ave Apt 2, Long Beach CA 90806"),
   ("DATE_OF_BIRTH", "10/09/1996"), ("AMOUNT", "$24.75")],
  [("form_id", "W-4")])

c = card("4", groups=(4, 4, 4, 4), sep="")
E("en", "chat",
  f"bestie can u book the concert tix for us? use my visa {c} exp 11/27 code on back is 092. " 
  "my billing zip is 78704. i'll venmo u for yours ($89.50)",
  [("CARD", c), ("CVV", "092")],
  [("date", "11/27"), ("price", "$89.50")])

E("en", "email",
  "Subject: Re: passport renewal\n\nHi Eoin,\nYour old passport number was PA7733918 (Irish) and the new one is PB2209541, both need to be on the form. "
  "Born 29/02/1988 in Cork - yes the leap day confuses their system every time.\n\nNiamh",
  [("PERSON", "Eoin"), ("PASSPORT", "PA7733918"), ("PASSPORT", "PB2209541"), ("DATE_OF_BIRTH", "29/02/1988"), ("PERSON", "Niamh")],
  [])

pan = card("5555", groups=None)
E("en", "log",
  "[2026-11-30 19:44:10,221] payments.fraud WARNING velocity rule hit: pan=" + pan + " bin=555555 ip=41.58.104.220 amount=1250.00 merchant=MCH-0091\n"
  "[2026-11-30 19:44:10,229] payments.fraud INFO  decision=REVIEW rule_id=VEL-7 version=14",
  [("CARD", pan), ("IP_ADDRESS", "41.58.104.220"), ("AMOUNT", "1250.00")], [("timestamp", "2026-11-30 19:44:10,221"), ("merchant_id", "MCH-0091"), ("rule_id", "VEL-7")])

E("en", "csv",
  "case_id,patient,dob,sex,dx,med\nC-1001,\"Barros, Luiz\",1961-08-30,M,atrial fibrillation,apixaban 5 mg\n"
  "C-1002,\"Kovacs, Eszter\",1979-03-12,F,hypothyroidism,levothyroxine 100 mcg\nC-1003,\"Mbeki, Thandi\",2002-11-07,F,epilepsy,lamotrigine",
  [("PERSON", "Barros, Luiz"), ("DATE_OF_BIRTH", "1961-08-30"), ("MEDICAL", "atrial fibrillation"), ("MEDICAL", "apixaban 5 mg"),
   ("PERSON", "Kovacs, Eszter"), ("DATE_OF_BIRTH", "1979-03-12"), ("MEDICAL", "hypothyroidism"), ("MEDICAL", "levothyroxine 100 mcg"),
   ("PERSON", "Mbeki, Thandi"), ("DATE_OF_BIRTH", "2002-11-07"), ("MEDICAL", "epilepsy"), ("MEDICAL", "lamotrigine")],
  [("case_id", "C-1001"), ("case_id", "C-1002"), ("case_id", "C-1003")])

ib = iban("IT", "X0542811101000000123456")
E("en", "markdown",
  "## Supplier bank details (verified by phone 2026-11-12)\n\n**Beneficiary:** Studio Moretti di Alessandro Moretti  \n**IBAN:** `" + ib + "`  \n"
  "**BIC:** BPMOIT22XXX  \n**Contact:** alessandro@studiomoretti.it, +39 02 8645 1930  \n**Outstanding:** €12.400 (fatture 114-117)",
  [("PERSON", "Alessandro Moretti"), ("IBAN", ib), ("EMAIL", "alessandro@studiomoretti.it"), ("PHONE", "+39 02 8645 1930"), ("AMOUNT", "€12.400")],
  [("date", "2026-11-12"), ("bic", "BPMOIT22XXX"), ("invoice_range", "114-117")])

E("en", "sql",
  "COPY staff (staff_id, given_name, family_name, sin, hired) FROM stdin WITH CSV;\n"
  "771,Marie-Ève,Tremblay," + sin("13042871") + ",2019-04-01\n772,Arjun,Bhattacharya," + sin("72815530") + ",2021-10-18\n\\.",
  [("PERSON", "Marie-Ève"), ("PERSON", "Tremblay"), ("NATIONAL_ID", sin("13042871")), ("PERSON", "Arjun"), ("PERSON", "Bhattacharya"),
   ("NATIONAL_ID", sin("72815530"))],
  [("date", "2019-04-01"), ("date", "2021-10-18")])

E("en", "sms",
  "ALERT from Westfield CU: we will NEVER ask for your PIN. If someone called asking for it, call us at (888) 555-0163. Ref 00921-X",
  [],
  [("phone_service", "(888) 555-0163"), ("reference", "00921-X"), ("company", "Westfield CU")])

E("en", "ticket",
  "Case 2026-11-0457 (Trust & Safety)\nReporter states her ex, Brandon Kessler, posted her home address (44 Orchard Rd, Fairfield CT 06824) "
  "and her cell 203 555 0147 on a forum. Request removal. Reporter: k.lindstrom (verified).",
  [("PERSON", "Brandon Kessler"), ("ADDRESS", "44 Orchard Rd, Fairfield CT 06824"), ("PHONE", "203 555 0147"), ("PERSON", "k.lindstrom")],
  [("case_id", "2026-11-0457")])

pk = pem("EC PRIVATE KEY", 2)
E("en", "json",
  '{"kid":"sig-2026-11","alg":"ES256","created":"2026-11-02T08:00:00Z","private_pem":' + repr(pk).replace("'", '"') + ',"owner":"platform-security"}',
  [("SECRET", repr(pk).replace("'", '"')[1:-1])], [("key_id", "sig-2026-11"), ("timestamp", "2026-11-02T08:00:00Z")])

E("en", "hr_note",
  "Accommodation request - CONFIDENTIAL\nEmployee: Thompson, Leah (ID 40218)\nCondition: multiple sclerosis (relapsing-remitting), dx 2019; "
  "on ocrelizumab infusions every 6 months.\nRequest: ergonomic chair, remote Mondays. Approved by HR (Dmitri V.).",
  [("PERSON", "Thompson, Leah"), ("MEDICAL", "multiple sclerosis (relapsing-remitting)"), ("MEDICAL", "ocrelizumab"), ("PERSON", "Dmitri V.")],
  [("employee_id", "ID 40218"), ("year", "2019")])

E("en", "calendar",
  "SUMMARY:Mortgage closing – Patel/Okafor\nDTSTART;TZID=America/New_York:20261215T100000\nLOCATION:Title office, 900 Market St Suite 300, Wilmington DE 19801\n"
  "DESCRIPTION:wire $48,250.00 down payment beforehand. Buyer cell: 302-555-0181. Bring DL + SSN card (last four 4471)",
  [("PERSON", "Patel"), ("PERSON", "Okafor"), ("ADDRESS", "900 Market St Suite 300, Wilmington DE 19801"), ("AMOUNT", "$48,250.00"),
   ("PHONE", "302-555-0181")],
  [("timestamp", "20261215T100000"), ("ssn_last4", "4471")])

rc = card("4929", groups=(4, 4, 4, 4))
E("en", "git_commit",
  "commit e1d0f7a\nAuthor: sam-k <samira.khalil@protonmail.com>\n\n    seed data: use fake cards only\n\n"
  "    Replaced 4242 4242 4242 4242 (stripe test card, fine) but also found what looks like a real one: " + rc + " - removed.",
  [("PERSON", "sam-k"), ("EMAIL", "samira.khalil@protonmail.com"), ("CARD", rc)], [("git_hash", "e1d0f7a"), ("test_card", "4242 4242 4242 4242")])

nt = npm(); dsn = hexs(32)
E("en", "yaml",
  "# values-prod.yaml\nimage:\n  tag: 7.3.0-build.5521\ningress:\n  host: shop.example.com\nenv:\n  NPM_TOKEN: " + nt + "\n  SENTRY_DSN: https://" + dsn + "@o4504.ingest.sentry.io/4506\n",
  [("APIKEY", nt), ("SECRET", dsn)], [("version", "7.3.0-build.5521"), ("hostname", "shop.example.com")])

E("en", "stacktrace",
  "Unhandled rejection MongoServerError: E11000 duplicate key error collection: crm.contacts index: email_1 dup key: "
  "{ email: \"obi.nwachukwu@yahoo.co.uk\" }\n    at /srv/crm/node_modules/mongodb/lib/operations/insert.js:50:33\n    code: 11000, contact: { name: 'Obinna Nwachukwu', mobile: '+44 7911 448 203' }",
  [("EMAIL", "obi.nwachukwu@yahoo.co.uk"), ("PERSON", "Obinna Nwachukwu"), ("PHONE", "+44 7911 448 203")],
  [("line_number", "50:33"), ("error_code", "11000")])
