# blind75 -- English texts.  Each entry typed by hand: (kind, marked_text)
# ⟦TYPE|value⟧ = labelled span, ⟪kind|value⟫ = decoy, $name = values.VALUES[name]

TEXTS = []

# ---- patent & trademark attorneys ------------------------------------------
TEXTS += [
("email_signature", """Subject: Re: PCT filing - ⟪application_number|PCT/GB2024/051187⟫ formalities

Hi ⟦PERSON|Dariusz⟧,

Thanks for sending the signed declaration back so quickly. We've got the certified priority doc from the ⟪org_name|UK IPO⟫ and will file tomorrow morning. The official fee (⟪tariff|£75 per extra 5 pages⟫) is billed to the firm account, not to you.

One thing - your inventor address on the ADS still shows the old flat. Can you confirm it should now read ⟦ADDRESS|Flat 3, 22 Clarendon Road, Leeds LS2 9NZ⟧ ?

Best,
⟦PERSON|Harriet Oyelaran⟧
Chartered Patent Attorney | ⟪org_name|Kestrel & Vane LLP⟫
D: ⟦PHONE|+44 113 496 0724⟧ | M: ⟦PHONE|07700 900418⟧
⟦EMAIL|h.oyelaran@kestrelvane.co.uk⟧
"""),

("slack_thread", """#docketing
⟦PERSON|mkowalczyk⟧  9:14 AM
anyone know why the translation sync died overnight? last good run ⟪timestamp|2024-11-05T02:00:13Z⟫

⟦PERSON|tbrennan⟧  9:16 AM
the google translate key got rotated by IT. new one is in vault, the old one was ⟦APIKEY|$ak_google1⟧ (revoked... eventually lol)

⟦PERSON|mkowalczyk⟧  9:17 AM
ok ta. pod is still pinned to ⟦IP_ADDRESS|10.42.7.19⟧ btw, can u bounce it

⟦PERSON|tbrennan⟧  9:20 AM
done. fyi the renewal for ⟪patent_number|EP 3 456 789 B1⟫ is due ⟪deadline|30 Nov⟫. client is ⟦PERSON|Ines Carvalho⟧, she wants to pay the annuity herself so dont invoice her
"""),

("web_form", """TRADE MARK APPLICATION - ONLINE INTAKE (step 2 of 4)
Applicant type: [x] Individual  [ ] Company
Full name: ⟦PERSON|Nkechi Adaeze Obi⟧
Date of birth: ⟦DATE_OF_BIRTH|14/09/1988⟧
Nationality: British
Passport no.: ⟦PASSPORT|$pp_uk1⟧
Address for service: ⟦ADDRESS|41 Wexford Street, Manchester M4 1HW⟧
Email: ⟦EMAIL|nkechi.obi88@gmail.com⟧
Mobile: ⟦PHONE|+44 7911 204337⟧
Mark: ADAEZE SKIN (word)
Classes: ⟪nice_class|Class 3⟫, ⟪nice_class|Class 44⟫
Fee shown: ⟪price|£170 + £50 per extra class⟫
Draft ref: ⟪order_id|TMF-2024-08812⟫
"""),

("invoice", """⟪org_name|HALDANE BROOK IP⟫
12 Gray's Inn Square, London
INVOICE ⟪invoice_id|HB-INV-0047731⟫        Date: ⟪invoice_date|02/10/2024⟫

Bill to: ⟦PERSON|Rafael Menezes-Clarke⟧
⟦ADDRESS|Apartment 9, 118 Hope Street, Glasgow G2 6LH⟧

Matter: ⟪application_number|GB2318842.6⟫ - response to examination report
Professional fees (3.5 h @ ⟪hourly_rate|£310/h⟫) ......... ⟪fee_line|£1,085.00⟫
Official fee ............................................ ⟪fee_line|£0.00⟫
VAT 20% ................................................. ⟪tax_line|£217.00⟫
TOTAL DUE ............................................... ⟦AMOUNT|£1,302.00⟧

Received with thanks: deposit of ⟦AMOUNT|£500.00⟧ paid by card ⟪masked_card|**** **** **** 2291⟫ on 14/09.
Balance outstanding: ⟦AMOUNT|£802.00⟧
Pay to ⟪org_account|Haldane Brook IP client account, sort code 20-45-77⟫, ref ⟪invoice_id|HB-INV-0047731⟫
"""),

("forum_post", """Posted by ⟦PERSON|gearhead_lukas⟧ in r/smallbusiness-IP

so i finally got my utility patent granted (⟪patent_number|US 11,982,415 B2⟫ if anyone cares lol). total damage over 3 yrs was about ⟦AMOUNT|$14,200⟧ incl. attorney fees. my guy was ⟦PERSON|Ron Abernathy⟧ at ⟪org_name|Abernathy & Shaw⟫, honestly solid, answers email at 11pm.

the ⟪org_name|USPTO⟫ maintenance fee at 3.5 yrs is ⟪tariff|$800 for micro entity⟫ - set a reminder!!

edit: ppl asking for his contact, its ⟦EMAIL|ron@abernathyshaw-ip.com⟧, tell him ⟦PERSON|Lukas⟧ sent u
"""),

("docketing_csv", """matter_no,client,inventor,inventor_email,jurisdiction,app_no,next_deadline,action
⟪matter_number|KV-2291-EP⟫,⟪org_name|Orbisense GmbH⟫,⟦PERSON|Katrin Vöhringer⟧,⟦EMAIL|k.voehringer@orbisense.de⟧,EP,⟪application_number|EP23198877.4⟫,⟪deadline|2025-01-14⟫,reply to R71(3)
⟪matter_number|KV-2302-US⟫,⟪org_name|Orbisense GmbH⟫,⟦PERSON|Jonas Pfeiffer⟧,⟦EMAIL|jonas.pfeiffer@orbisense.de⟧,US,⟪application_number|18/442,917⟫,⟪deadline|2025-02-03⟫,IDS
⟪matter_number|KV-2310-CN⟫,⟪org_name|Lumetra Ltd⟫,⟦PERSON|Aoife Gallagher⟧,⟦EMAIL|aoife@lumetra.ie⟧,CN,⟪application_number|202410556123.X⟫,⟪deadline|2025-01-30⟫,OA response
"""),

("call_transcript", """[Call recording - ⟪org_name|Kestrel & Vane⟫ reception - ⟪timestamp|14:02:51⟫]
RECEPTION: Kestrel and Vane, ⟦PERSON|Priya⟧ speaking.
CALLER: Hi, yeah, it's ⟦PERSON|Gareth Pugh⟧, I've got a trade mark thing going with ⟦PERSON|Harriet⟧?
RECEPTION: Of course Mr ⟦PERSON|Pugh⟧. Can I take a number in case we get cut off?
CALLER: Sure, ⟦PHONE|oh-seven-nine-five-six, four-four-one, two-oh-eight⟧.
RECEPTION: So that's ⟦PHONE|07956 441 208⟧.
CALLER: That's it. I paid the opposition fee last week, ⟦AMOUNT|four hundred and twenty quid⟧, and haven't heard anything.
RECEPTION: I can see the payment against matter ⟪matter_number|KV-TM-0871⟫. ⟦PERSON|Harriet⟧'s in a hearing until three, she'll call you back.
"""),

("meeting_minutes", """IP Committee - minutes, ⟪meeting_date|7 March 2024⟫
Present: ⟦PERSON|S. Achterberg⟧ (chair), ⟦PERSON|Mei-Lin Tsai⟧, ⟦PERSON|O. Nwachukwu⟧, Dr ⟦PERSON|Felix Raab⟧ (external counsel)

1. Portfolio review. 14 live families; ⟪patent_number|EP 3 901 122⟫ lapses unless renewal paid by ⟪deadline|31 March⟫. Agreed to let it lapse.
2. Inventor remuneration. ⟦PERSON|Mei-Lin Tsai⟧ confirmed her award of ⟦AMOUNT|EUR 6,000⟧ under the inventor bonus scheme has been paid; ⟦PERSON|O. Nwachukwu⟧ still owed ⟦AMOUNT|€2,500⟧.
3. Budget. Annual prosecution budget set at ⟪org_total|€480,000⟫ (no change).
4. AOB. Dr ⟦PERSON|Raab⟧ on sick leave from April (⟦MEDICAL|knee replacement⟧); ⟦PERSON|S. Achterberg⟧ covers.
"""),

("stack_trace", """2024-06-18 03:12:44,901 ERROR [renewals-worker] annuity payment failed
Traceback (most recent call last):
  File "/opt/ipms/renewals/pay.py", line ⟪line_number|212⟫, in charge_client
    resp = stripe.Charge.create(amount=amt, currency="eur", customer=cust, api_key="⟦APIKEY|$ak_stripe3⟧")
  File "/usr/lib/python3.11/site-packages/stripe/api_resources/charge.py", line 54, in create
stripe.error.CardError: Your card was declined. (customer=⟪customer_id|cus_Q8f2LmZ0aKr1Tt⟫, card=⟪masked_card|•••• 4410⟫)
context: matter=⟪matter_number|HB-8871-DE⟫ holder="⟦PERSON|Wojciech Duda⟧" email=⟦EMAIL|wduda@duda-design.pl⟧ ip=⟦IP_ADDRESS|83.24.117.9⟧
release=⟪version|ipms 4.12.3⟫ host=⟪hostname|renew-prod-02⟫
"""),

("contract_clause", """ASSIGNMENT OF INVENTION (extract)

This Assignment is made on ⟪agreement_date|1 August 2024⟫ between ⟦PERSON|Marguerite Aliyu Fontaine⟧, born ⟦DATE_OF_BIRTH|19 January 1992⟧ in ⟪place_name|Lyon⟫, residing at ⟦ADDRESS|17 rue des Tanneurs, 67000 Strasbourg⟧, holder of French social security number ⟦NATIONAL_ID|$nir2⟧ (the "Assignor"), and ⟪org_name|Orbisense GmbH⟫, registered under ⟪company_number|HRB 734512⟫ (the "Assignee").

1. In consideration of the sum of ⟦AMOUNT|EUR 12,000⟧ (⟦AMOUNT|twelve thousand euros⟧), receipt of which the Assignor acknowledges, the Assignor assigns all rights in the invention disclosed in ⟪application_number|FR 2309914⟫.
2. Payment was made to the Assignor's account ⟦IBAN|$iban_fr1⟧.
3. The Assignor shall sign any further documents reasonably required. Notices to the Assignor: ⟦EMAIL|m.fontaine@laposte.net⟧.
"""),
]

# ---- notaries public ---------------------------------------------------------
TEXTS += [
("sms_thread", """[SMS] ⟪timestamp|Tue 10:41⟫ from ⟦PHONE|+1 (415) 555-0187⟧
Hi ⟦PERSON|Tom⟧, this is ⟦PERSON|Amara⟧ from ⟪org_name|Bayview Mobile Notary⟫. Confirming your signing Thu 12/12 at 6:30pm at your place, loan docs from ⟪org_name|Pacific Crest Title⟫. Pls have a govt photo ID ready. Fee is ⟪tariff|$15 per notarized signature⟫ plus ⟪tariff|$40 travel⟫.

[SMS] Tue 10:55 to ⟦PHONE|+1 (415) 555-0187⟧
thx! addr is ⟦ADDRESS|2218 Lyon St Apt 4, San Francisco, CA 94115⟧ , buzz 4 and the lobby door code is ⟦PASSWORD|#4471⟧ . my wife ⟦PERSON|Jenna⟧ signs too
"""),

("notary_journal", """### Notary journal - ⟪journal_book|Book 7⟫, p. 41
| # | Date/time | Signer | ID type / no. | Address | Phone | Doc | Fee |
|---|---|---|---|---|---|---|---|
| 311 | ⟪timestamp|2024-10-09 17:05⟫ | ⟦PERSON|Desmond A. Okafor⟧ | US passport ⟦PASSPORT|$pp_us1⟧ | ⟦ADDRESS|480 Classon Ave #3R, Brooklyn, NY 11238⟧ | ⟦PHONE|(718) 555-0143⟧ | Acknowledgment - deed | ⟪tariff|$2.00⟫ |
| 312 | ⟪timestamp|2024-10-09 17:20⟫ | ⟦PERSON|Yesenia Duarte⟧ | NY DL ⟪masked_id|•••••7731⟫ | ⟦ADDRESS|77 Hancock St, Brooklyn, NY 11216⟧ | ⟦PHONE|(347) 555-0199⟧ | Jurat - affidavit of support | ⟪tariff|$2.00⟫ |

Notary: ⟦PERSON|Lourdes M. Ibarra⟧, commission ⟪notary_commission_no|01IB6398224⟫, exp. ⟪expiry_date|07/22/2027⟫
"""),

("email", """From: ⟦PERSON|Jakob Lindemann⟧ <⟦EMAIL|jakob.lindemann@posteo.de⟧>
To: ⟦EMAIL|kanzlei@notariat-amhafen.de⟧
Subject: certified copy + apostille for company registration in Shenzhen

Dear Notary ⟦PERSON|Wendtland⟧,

as discussed on the phone I need a certified copy of my passport with apostille for the WFOE registration in China. Details:

  Name: ⟦PERSON|Jakob Matthias Lindemann⟧
  Born: ⟦DATE_OF_BIRTH|23.06.1986⟧ in ⟪place_name|Kiel⟫
  Passport: ⟦PASSPORT|$pp_de1⟧, issued ⟪issue_date|04.03.2021⟫
  Address: ⟦ADDRESS|Holtenauer Str. 112, 24105 Kiel⟧
  Mobile: ⟦PHONE|+49 151 2374 8810⟧

The apostille has to go through the ⟪org_name|Landgericht Kiel⟫, right? Your office quoted ⟪quote_amount|EUR 65 plus postage⟫ which is fine. I already transferred ⟦AMOUNT|65,00 €⟧ from ⟦IBAN|$iban_de1⟧.

Viele Grüße
⟦PERSON|Jakob⟧
"""),

("fee_schedule", """⟪org_name|HARBOURSIDE NOTARIES⟫ - SCHEDULE OF FEES (from ⟪effective_date|1 April 2024⟫)

Notarial certificate, single signatory ........ ⟪tariff|£95.00⟫
Each additional signatory ..................... ⟪tariff|£35.00⟫
Certified copy of passport (per page) ......... ⟪tariff|£30.00⟫
Apostille - standard service (FCDO fee incl.) . ⟪tariff|£75.00⟫
Apostille - premium same-day .................. ⟪tariff|£120.00⟫
Attendance outside office (per hour) .......... ⟪hourly_rate|£150.00⟫

All fees are exclusive of VAT at ⟪percentage|20%⟫. Urgent work by arrangement. Payment by BACS to ⟪org_account|Harbourside Notaries Ltd, a/c 41873305⟫ or card on the day. Company no. ⟪company_number|08812274⟫.
"""),

("ron_session_log", """{"ts":"⟪timestamp|2024-09-30T19:44:02.118Z⟫","event":"session.start","session":"⟪uuid|6b1e8f0c-2f4a-4d7b-9a21-77c0e5d3a1f9⟫","platform":"⟪version|notarycam-web 3.8.1⟫"}
{"ts":"2024-09-30T19:44:09.504Z","event":"signer.joined","name":"⟦PERSON|Chidi Nwosu⟧","email":"⟦EMAIL|chidi.nwosu@outlook.com⟧","ip":"⟦IP_ADDRESS|98.207.141.62⟧","ua":"Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)"}
{"ts":"2024-09-30T19:45:31.877Z","event":"kba.result","signer":"⟦PERSON|Chidi Nwosu⟧","ssn_last4":"⟪masked_ssn|***-**-6642⟫","dob":"⟦DATE_OF_BIRTH|1975-12-01⟧","result":"pass","attempts":1}
{"ts":"2024-09-30T19:46:02.001Z","event":"notary.joined","name":"⟦PERSON|Patrice Holloway⟧","commission":"⟪notary_commission_no|TX-13320518⟫","ip":"⟦IP_ADDRESS|100.72.14.203⟧"}
{"ts":"2024-09-30T19:58:40.266Z","event":"session.end","recording":"s3://ron-recordings/⟪object_key|2024/09/30/6b1e8f0c.mp4⟫","status":⟪http_status|200⟫}
"""),

("voicemail_transcript", """Voicemail - received ⟪timestamp|Mon 08:12⟫ - duration ⟪duration|0:58⟫
"Hi, this is ⟦PERSON|Siobhan Keane⟧, I'm ringing about the lasting power of attorney for my mum, ⟦PERSON|Bridget Keane⟧. Her consultant says she has ⟦MEDICAL|early-stage Alzheimer's⟧ so we want it signed while she still has capacity, ideally this week. She's in ⟪place_name|St Anne's⟫ ward at the moment, recovering from ⟦MEDICAL|a hip fracture⟧, so would you be able to come out to the hospital? My number is ⟦PHONE|oh-seven-seven-one-three, nine-eight-two, four-four-oh⟧. That's ⟦PHONE|07713 982440⟧. Thanks, bye."
"""),

("kyc_checklist", """CLIENT IDENTIFICATION - NOTARIAL ACT (UK)  file ⟪file_number|HN/24/3318⟫
[x] Photo ID seen: passport ⟦PASSPORT|$pp_uk2⟧ - expiry ⟪expiry_date|11/2031⟫
[x] Proof of address: council tax bill, ⟦ADDRESS|9 Pembroke Gardens, Bristol BS8 3AZ⟧
[x] NI number (for the HMRC form): ⟦NATIONAL_ID|$nino1⟧
[x] DOB: ⟦DATE_OF_BIRTH|02/05/1961⟧
[ ] Second ID - N/A
Client: ⟦PERSON|Graham Ashworth⟧   Tel ⟦PHONE|0117 496 0381⟧
Notes: client is ⟦MEDICAL|registered blind⟧ - document read aloud in full, witness ⟦PERSON|E. Marsh⟧ present.
Fee paid ⟦AMOUNT|£95⟧ (card ⟪masked_card|xxxx 8120⟫)
"""),

("shell_history", """  501  ssh ⟦PERSON|dmarchetti⟧@⟦IP_ADDRESS|172.20.4.11⟧
  502  cd /srv/enotary/uploads && ls -la | head
  503  sudo -u postgres psql "postgresql://notary_app:⟦SECRET|Qm7!rPz2vX@9d⟧@⟦IP_ADDRESS|172.20.4.30⟧:⟪port|5432⟫/enotary"
  504  export AWS_ACCESS_KEY_ID=⟦APIKEY|$ak_aws1⟧
  505  export AWS_SECRET_ACCESS_KEY=⟦SECRET|$sec_aws1⟧
  506  aws s3 cp ./deeds s3://⟪bucket_name|enotary-deeds-archive⟫/ --recursive
  507  git log --oneline -3   # ⟪commit_sha|9f3c2ab⟫ fix seal rendering
  508  cat ⟦PERSON|/home/dmarchetti⟧/.pgpass
"""),
]

# ---- pension administrators & actuaries ----------------------------------------
TEXTS += [
("pension_statement", """⟪org_name|NORTHGATE PENSION ADMINISTRATION⟫
Annual Benefit Statement - ⟪scheme_name|Thistle Mutual Staff Pension Scheme⟫ (PSR ⟪pension_scheme_ref|10172234⟫)

Mrs ⟦PERSON|Anjali Kaur⟧
⟦ADDRESS|14 Fernbank Close, Leicester LE3 0QT⟧

Member ref: ⟪member_ref|NPA-0048812⟫      Statement date: ⟪statement_date|5 April 2024⟫
Date of birth: ⟦DATE_OF_BIRTH|21 July 1969⟧     National Insurance no: ⟦NATIONAL_ID|$nino3⟧

Your pot value at ⟪statement_date|5 April 2024⟫: ⟦AMOUNT|£86,412.37⟧
Contributions this year - you: ⟦AMOUNT|£3,240.00⟧   employer: ⟦AMOUNT|£4,860.00⟧
Projected pension at 67 (in today's money): ⟦AMOUNT|£5,120 a year⟧

The scheme's total assets were ⟪org_total|£1.42bn⟫ and the default fund returned ⟪percentage|7.8%⟫ over the year.
Questions? Call our member helpline on ⟦PHONE|0345 600 2178⟧ (Mon-Fri 9-5).
"""),

("hardship_withdrawal_form", """401(k) HARDSHIP WITHDRAWAL REQUEST - ⟪plan_name|Cordell Industries Retirement Savings Plan⟫ (plan #⟪plan_number|003⟫)

Participant: ⟦PERSON|Marcus T. Whitfield⟧         SSN: ⟦SSN|$ssn1⟧
DOB: ⟦DATE_OF_BIRTH|08/11/1972⟧   Phone: ⟦PHONE|(614) 555-0128⟧
Home address: ⟦ADDRESS|3310 Brookhaven Dr, Columbus, OH 43224⟧

Amount requested: ⟦AMOUNT|$18,500.00⟧
Reason (check one): [x] Medical expenses  [ ] Purchase of principal residence  [ ] Tuition
Explanation: unreimbursed bills for my wife's ⟦MEDICAL|chemotherapy for stage II breast cancer⟧ at ⟪org_name|OhioHealth Riverside⟫, plus my own ⟦MEDICAL|cardiac stent procedure⟧ in May. Outstanding balance with the hospital is ⟦AMOUNT|$22,917.40⟧.

Deposit to: routing ⟪bank_routing_number|044000037⟫, account ⟪masked_account|******4471⟫
Spouse consent: ⟦PERSON|Denise Whitfield⟧  (signed ⟪signing_date|09/03/2024⟫)
Form ⟪form_version|HW-401-Rev.2023⟫
"""),

("actuarial_assumptions", """Appendix B - Principal actuarial assumptions (valuation at ⟪valuation_date|31 March 2024⟫)

| Assumption | 2024 | 2021 |
|---|---|---|
| Discount rate (pre-retirement) | ⟪discount_rate|gilts + 1.50% pa⟫ | gilts + 2.00% pa |
| Discount rate (post-retirement) | ⟪discount_rate|gilts + 0.50% pa⟫ | gilts + 0.75% pa |
| RPI inflation | ⟪inflation_rate|3.35% pa⟫ | 3.60% pa |
| Base mortality | ⟪mortality_table|S3PMA / S3PFA_M⟫ | S3PMA / S3PFA |
| Future improvements | ⟪mortality_table|CMI_2023, LTR 1.5%⟫ | CMI_2020, LTR 1.25% |
| Commutation | ⟪percentage|25% of pension⟫ | 25% of pension |

Technical provisions ⟪org_total|£312.6m⟫ against assets of ⟪org_total|£287.9m⟫, a funding level of ⟪percentage|92%⟫. Recovery plan: deficit contributions of ⟪org_total|£4.1m pa⟫ to ⟪deadline|31 March 2030⟫.
"""),

("support_ticket", """Ticket ⟪ticket_id|#PA-228104⟫  |  Queue: Member portal  |  Priority: P3
Opened: ⟪timestamp|2024-07-02 09:17⟫ by ⟦EMAIL|h.bergstrom62@btinternet.com⟧

Subject: cant log in - locked out after reset

Hi, I've tried to log into the pension portal 5 times and now its locked. Username is ⟦PERSON|hbergstrom62⟧. My date of birth is ⟦DATE_OF_BIRTH|30/04/1962⟧ if you need it. I think the password I set was ⟦PASSWORD|Greyhound!1962⟧ but maybe I typed it wrong. Please help, I need my transfer value quote before my retirement date.
⟦PERSON|Helen Bergstrom⟧

--- internal note (⟦PERSON|K. Mensah⟧, ⟪timestamp|2024-07-02 10:03⟫) ---
Verified caller on ⟦PHONE|01632 960 552⟧ (number on file). Lockout triggered from ⟦IP_ADDRESS|86.134.22.190⟧. Unlocked, issued temp password ⟦PASSWORD|Tq4-wave-81⟧, must change at next login. Reminded member never to email her password. Linked to ⟪ticket_id|#PA-227990⟫.
"""),

("env_file", """# pension-portal / production  (DO NOT COMMIT)
APP_ENV=production
APP_VERSION=⟪version|2.19.4⟫
DATABASE_URL=postgres://portal_rw:⟦SECRET|vX8#kLq2!wPe6⟧@⟦IP_ADDRESS|10.8.12.44⟧:⟪port|5432⟫/members
REDIS_URL=redis://⟪loopback_ip|127.0.0.1⟫:⟪port|6379⟫/0
SENDGRID_API_KEY=⟦APIKEY|$ak_sendgrid1⟧
JWT_SIGNING_SECRET=⟦SECRET|$sec_jwtsecret1⟧
SENTRY_DSN=⟪sentry_dsn|https://3f1c9b0e22c14f5a@o48213.ingest.sentry.io/5519022⟫
SUPPORT_PHONE=⟦PHONE|0345 600 2178⟧
ADMIN_CONTACT=⟦EMAIL|ops-oncall@northgate-pa.co.uk⟧
FEATURE_TRANSFER_QUOTES=true
"""),

("sql_insert", """-- migration ⟪migration_id|20240611_0412_backfill_members⟫
INSERT INTO members (member_ref, surname, forenames, dob, ni_number, email, salary_txt) VALUES
('⟪member_ref|NPA-0051207⟫', '⟦PERSON|Achebe⟧', '⟦PERSON|Ngozi Ruth⟧', '⟦DATE_OF_BIRTH|1980-03-09⟧', '⟦NATIONAL_ID|$nino2⟧', '⟦EMAIL|ngozi.achebe@gmail.com⟧', '⟦AMOUNT|GBP 41250.00⟧'),
('⟪member_ref|NPA-0051208⟫', '⟦PERSON|Llewellyn⟧', '⟦PERSON|Rhys⟧', '⟦DATE_OF_BIRTH|1991-10-27⟧', NULL, '⟦EMAIL|rhys.llew@icloud.com⟧', '⟦AMOUNT|GBP 29800.00⟧');
-- ⟪row_count|2 rows⟫ affected, ⟪duration|14 ms⟫
"""),
]

TEXTS += [
("nomination_form", """EXPRESSION OF WISH - DEATH BENEFITS (scheme ⟪pension_scheme_ref|PSR 12009871⟫)
Member: ⟦PERSON|Colin Fairbrother⟧   DOB ⟦DATE_OF_BIRTH|17.01.1958⟧   Member no. ⟪member_ref|TM-77120⟫

I would like the trustees to consider paying any lump sum as follows:
1. ⟦PERSON|Sandra Fairbrother⟧ (wife) - ⟦ADDRESS|6 Orchard Lea, Harrogate HG2 8QS⟧ - ⟪percentage|50%⟫
2. ⟦PERSON|Liam Fairbrother⟧ (son, dob ⟦DATE_OF_BIRTH|03.09.1989⟧) - ⟦ADDRESS|Flat 12, Carver House, 40 Quay Street, Manchester M3 3JZ⟧ - ⟪percentage|25%⟫
3. ⟦PERSON|Poppy Fairbrother-Nash⟧ (granddaughter, dob ⟦DATE_OF_BIRTH|22.12.2015⟧) - to be held in trust - ⟪percentage|25%⟫

Signed ⟪signing_date|14/02/2023⟫. Witnessed by ⟦PERSON|J. Osei⟧, ⟪org_name|Harrogate Community Law Centre⟫.
"""),
]

TEXTS += [
("email_reply_chain", """From: ⟦PERSON|Tobias Renner⟧ FIA <⟦EMAIL|t.renner@callowayactuarial.com⟧>
To: ⟦PERSON|Gwen Pryce⟧ <⟦EMAIL|gwen.pryce@northgate-pa.co.uk⟧>
Date: ⟪timestamp|Wed, 12 Jun 2024 16:48 +0100⟫
Subject: RE: data cleanse - valuation extract v3

⟦PERSON|Gwen⟧,

Three records still fail our checks in ⟪file_name|extract_v3.xlsx⟫:

- ⟪member_ref|NPA-0032291⟫ ⟦PERSON|Okonkwo, Emeka⟧: DOB shows ⟪placeholder_date|01/01/1900⟫ - obviously a default. Payroll has ⟦DATE_OF_BIRTH|14/08/1966⟧.
- ⟪member_ref|NPA-0040017⟫ ⟦PERSON|Hughes, Bernadette⟧: on ill-health pension since 2019 (⟦MEDICAL|multiple sclerosis⟧) but flagged as active.
- ⟪member_ref|NPA-0047730⟫ ⟦PERSON|Sato, Kenji⟧: pensionable salary of ⟦AMOUNT|£1,950,000⟧ - I assume a typo for ⟦AMOUNT|£19,500⟧?

Can you get these fixed before Friday? Otherwise I'll apply ⟪assumption|default proxy⟫ values.

⟦PERSON|Tobias⟧

> From: ⟦PERSON|Gwen Pryce⟧
> Sent: 11 June 2024 09:02
> v3 attached, password as usual is ⟦PASSWORD|Valuation2024!NPA⟧ (sent separately on Teams too)
"""),

("scam_warning_page", """Pension scams - how to protect yourself

Scammers may contact you out of the blue offering a "free pension review" or promising returns of ⟪percentage|8%⟫ or more. Never give your National Insurance number or login details to anyone who calls you.

Real examples reported to us this year:
- a caller claiming to be from "⟪org_name|Pension Recovery Bureau⟫" asked members to pay a ⟪price|£499⟫ "release fee";
- texts from ⟪masked_phone|07*** ***119⟫ linking to a fake portal at ⟪domain|northgate-pa-secure.co⟫.

If you think you've been targeted, call our fraud line on ⟦PHONE|0345 600 2190⟧ or ⟪org_name|Action Fraud⟫ on ⟦PHONE|0300 123 2040⟧. You can also report online via the ⟪org_name|FCA⟫ ScamSmart page (last updated ⟪update_date|3 May 2024⟫).
"""),

("court_order_excerpt", """QUALIFIED DOMESTIC RELATIONS ORDER - Case No. ⟪case_number|2023-DR-004417⟫, ⟪org_name|Superior Court of Arizona, Maricopa County⟫

1. Participant: ⟦PERSON|Eduardo Ramírez Solís⟧, SSN ⟦SSN|$ssn2⟧, date of birth ⟦DATE_OF_BIRTH|May 3, 1970⟧, last known address ⟦ADDRESS|2245 W Camelback Rd, Phoenix, AZ 85015⟧.
2. Alternate Payee: ⟦PERSON|Carolina Vega Ramírez⟧, SSN ⟦SSN|$ssn3⟧, date of birth ⟦DATE_OF_BIRTH|November 19, 1973⟧, address ⟦ADDRESS|918 E Osborn Rd Apt 207, Phoenix, AZ 85014⟧.
3. Plan: ⟪plan_name|Southwest Grocers Defined Benefit Pension Plan⟫, EIN ⟪ein|86-0432917⟫.
4. The Alternate Payee is awarded ⟪percentage|50%⟫ of the Participant's accrued benefit as of ⟪valuation_date|June 30, 2023⟫, being ⟦AMOUNT|$1,412.66 per month⟧ payable from normal retirement date.
"""),

("slack_thread", """#pensions-ops-alerts
⟪bot_name|PagerBot⟫  02:14
:red_circle: payroll-feed import FAILED on ⟪hostname|pa-etl-03⟫ (⟦IP_ADDRESS|10.16.3.52⟧) - ⟪error_code|ERR_SFTP_AUTH⟫

⟦PERSON|Wiktoria Zielińska⟧  07:41
morning. looks like the employer rotated their sftp pw again without telling us. creds they sent via email: user ⟪service_account|cordell_payroll⟫ / pass ⟦PASSWORD|Cordell#Feed2024q3⟧. updating vault now

⟦PERSON|Dan Okereke⟧  07:44
:+1: also the bastion's public IP changed to ⟦IP_ADDRESS|51.140.92.17⟧ after the maintenance, need to tell them to whitelist

⟦PERSON|Wiktoria Zielińska⟧  07:52
re-ran, ⟪row_count|18,402 rows⟫ loaded. ⟪job_id|job 88213⟫ green now
"""),
]

# ---- crowdfunding platforms ------------------------------------------------------
TEXTS += [
("campaign_page", """Help ⟦PERSON|Maisie⟧ get her wheelchair-accessible van ♿
Organised by ⟦PERSON|Kerry-Ann Doyle⟧ · ⟪place_name|Limerick⟫ · campaign ⟪campaign_id|FND-7731-IE⟫

Our daughter ⟦PERSON|Maisie Doyle⟧ is 9 and has ⟦MEDICAL|spinal muscular atrophy type 2⟧. Since her ⟦MEDICAL|spinal fusion surgery⟧ last spring she can't manage the car seat any more and we're carrying her and the chair in and out every school run. A converted van costs around ⟪quote_amount|€38,000⟫ - we've saved ⟦AMOUNT|€9,400⟧ ourselves.

⟪campaign_total|€21,655 raised of €30,000 goal⟫ · ⟪backer_count|412 donors⟫

Recent donations
⟦PERSON|Orla Hennessy⟧ - ⟦AMOUNT|€50⟧ "Go on ⟦PERSON|Maisie⟧!!"
Anonymous - ⟦AMOUNT|€200⟧
⟦PERSON|Declan⟧ & ⟦PERSON|Fiona Ryan⟧ - ⟦AMOUNT|€25⟧

Updates: ⟪update_date|14 Oct⟫ - the van dealer in ⟪place_name|Ennis⟫ gave us a discount code ⟪promo_code|MAISIE10⟫, thank you!!
"""),

("support_chat", """[Live chat - ⟪org_name|Fundara⟫ Backer Support - conv ⟪conversation_id|C-55201934⟫]
⟪timestamp|18:02⟫ Bot: Hi! What can we help with today?
18:02 ⟦PERSON|Trevor Lindqvist⟧: my pledge to the board game campaign failed 3 times
18:03 Agent ⟦PERSON|Noor⟧: Sorry about that ⟦PERSON|Trevor⟧! Can you confirm the email on your account?
18:03 ⟦PERSON|Trevor Lindqvist⟧: ⟦EMAIL|trev.lindqvist@hotmail.com⟧
18:04 ⟦PERSON|Trevor Lindqvist⟧: heres the card so u can just put it thru manually ⟦CARD|$card_visa1⟧ exp 08/27 cvv ⟦CVV|412⟧
18:05 Agent ⟦PERSON|Noor⟧: Please don't share card details in chat - I've redacted that message on our side and you should treat the card as exposed. The decline came from your bank (code ⟪error_code|do_not_honor⟫). Your pledge of ⟦AMOUNT|$129⟧ is saved as pending until ⟪deadline|Nov 30⟫.
18:06 ⟦PERSON|Trevor Lindqvist⟧: ugh ok. ill call them
"""),

("webhook_payload", """POST /hooks/payments HTTP/1.1
Host: ⟪hostname|api.backroot.io⟫
Stripe-Signature: t=⟪unix_timestamp|1727351104⟫,v1=⟪signature_hash|5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd⟫

{
  "id": "⟪event_id|evt_3Q2yWkL9bXz1aaQp0Tz8mKcd⟫",
  "type": "charge.succeeded",
  "data": {"object": {
    "amount": 7500, "currency": "usd",
    "billing_details": {"name": "⟦PERSON|Priscilla Adeyemi-Ward⟧", "email": "⟦EMAIL|p.adeyemiward@yahoo.com⟧", "phone": "⟦PHONE|+1 312 555 0166⟧",
       "address": {"line1": "⟦ADDRESS|5521 N Kenmore Ave, Chicago, IL 60640⟧"}},
    "payment_method_details": {"card": {"brand": "visa", "last4": "⟪masked_card|9031⟫", "fingerprint": "⟪card_fingerprint|Xt5EWLLDS7FJjR1c⟫"}},
    "metadata": {"campaign": "⟪campaign_id|BR-11820⟫", "reward_tier": "⟪product_code|EARLYBIRD-2⟫", "client_ip": "⟦IP_ADDRESS|73.185.40.211⟧"}
  }}
}
"""),

("payout_settings", """Creator payout settings - ⟪org_name|BackRoot⟫
Legal name (must match ID): ⟦PERSON|Sebastiaan de Wit⟧
Date of birth: ⟦DATE_OF_BIRTH|1987-08-14⟧
Citizen service number (BSN): ⟦NATIONAL_ID|$bsn1⟧
Address: ⟦ADDRESS|Bilderdijkstraat 71-II, 1053 KM Amsterdam⟧
Payout account (IBAN): ⟦IBAN|$iban_nl1⟧   BIC ⟪swift_bic|INGBNL2A⟫
Payout currency: EUR · schedule: weekly · minimum ⟪threshold|€20⟫
Pending balance: ⟦AMOUNT|€3,118.40⟧
Platform fee on this campaign: ⟪percentage|5%⟫ + payment processing ⟪tariff|2.9% + €0.30⟫
"""),

("fraud_review_notes", """TRUST & SAFETY - review ⟪case_number|TS-2024-1187⟫ - campaign ⟪campaign_id|KS-90021⟫ "Aurora smart lamp"
Analyst: ⟦PERSON|Benedikt Sauer⟧   Opened ⟪timestamp|2024-08-21 11:20 UTC⟫

Signals:
- 37 pledges in 9 minutes from ⟦IP_ADDRESS|185.220.101.44⟧ (Tor exit) and ⟦IP_ADDRESS|2a0b:f4c2:2::34⟧
- same device hash ⟪device_hash|d41f0a9e77c2⟫ across accounts ⟦EMAIL|aurora.fan01@proton.me⟧, ⟦EMAIL|aurora.fan02@proton.me⟧, ⟦EMAIL|aurora.fan03@proton.me⟧
- creator ⟦PERSON|Viktor Hale⟧ (⟦EMAIL|viktor@aurora-lamps.co⟧) also created campaign ⟪campaign_id|KS-88412⟫ which was refunded
- total pledged ⟪campaign_total|$48,210⟫ vs goal ⟪campaign_total|$50,000⟫

Test cards seen: ⟪test_card|4242 4242 4242 4242⟫ (sandbox leak into prod?)
Decision: suspend, refund backers. Creator's own pledge of ⟦AMOUNT|$2,500⟧ to be held.
"""),

("env_file", """# crowdfunding-api .env.production
NODE_ENV=production
PORT=⟪port|8080⟫
STRIPE_PUBLISHABLE_KEY=⟪publishable_key|$pk_live1⟫
STRIPE_SECRET_KEY=⟦APIKEY|$ak_stripe1⟧
STRIPE_WEBHOOK_SECRET=⟦SECRET|$sec_whsec1⟧
MAILGUN_API_KEY=⟦APIKEY|$ak_mailgun1⟧
MAILGUN_DOMAIN=⟪domain|mg.backroot.io⟫
SESSION_SECRET=⟦SECRET|$sec_flask1⟧
S3_BUCKET=⟪bucket_name|backroot-campaign-media⟫
# example from docs, not ours:
# STRIPE_SECRET_KEY=⟪example_key|sk_test_4eC39HqLyjWDarjtT1zdp7dc⟫
"""),

("whatsapp_chat", """[⟪timestamp|19/03/2024, 21:14⟫] ⟦PERSON|Jess Amankwah⟧: ok so i set up the kickstride account for the zine, login is our shared gmail ⟦EMAIL|paperlanternzine@gmail.com⟧
[19/03/2024, 21:14] ⟦PERSON|Jess Amankwah⟧: pw ⟦PASSWORD|lantern-moth-7741⟧
[19/03/2024, 21:15] ⟦PERSON|Rohan⟧: 👍 did u turn on 2fa
[19/03/2024, 21:17] ⟦PERSON|Jess Amankwah⟧: yes it's on my phone but here are the backup codes in case im dead lol
⟦SECRET|8841-2067⟧
⟦SECRET|3390-5172⟧
⟦SECRET|6026-9448⟧
[19/03/2024, 21:18] ⟦PERSON|Rohan⟧: 💀 saving them. also my sort code / acct for the payout bit? or use urs
[19/03/2024, 21:20] ⟦PERSON|Jess Amankwah⟧: use mine, the platform wants an IBAN anyway: ⟦IBAN|$iban_gb1⟧
[19/03/2024, 21:21] ⟦PERSON|Rohan⟧: goal still ⟪campaign_total|£3k⟫?
"""),

("product_review", """★☆☆☆☆  "They kept my money for 4 months"  - ⟦PERSON|Gintaras P.⟧, reviewed ⟪review_date|2 Sept 2024⟫

Backed a camping stove on ⟪org_name|Kickstride⟫ (project ⟪campaign_id|#44817⟫). Project got cancelled in May, everyone was told refunds within 10 days. I pledged ⟦AMOUNT|£189⟧ and only got ⟦AMOUNT|£94.50⟧ back, support keeps saying "processing". Ticket ⟪ticket_id|KS-SUP-661204⟫. I've now raised a chargeback with my bank.
Platform rating on this site is ⟪rating|2.1⟫ for a reason.

Reply from ⟪org_name|Kickstride⟫: Hi ⟦PERSON|Gintaras⟧, sorry for the wait. The remaining ⟦AMOUNT|£94.50⟧ was held by the creator's processor - we've escalated. - ⟦PERSON|Abby⟧, Community Team
"""),

("kyc_rejection_email", """From: ⟦EMAIL|verification@fundara.com⟧
To: ⟦EMAIL|arjun.malhotra.designs@gmail.com⟧
Subject: Action needed: we couldn't verify your identity (ref ⟪case_number|IDV-7718203⟫)

Hi ⟦PERSON|Arjun⟧,

We couldn't match the details on your creator account to the document you uploaded:

  Name on account: ⟦PERSON|Arjun Malhotra⟧
  Name on document: ⟦PERSON|Arjun Kumar Malhotra⟧
  Document: Indian passport ⟦PASSPORT|$pp_in1⟧
  Date of birth on account: ⟦DATE_OF_BIRTH|12/06/1994⟧ · on document: ⟦DATE_OF_BIRTH|06/12/1994⟧

Please update your legal name and date of birth, or upload your Aadhaar (⟦NATIONAL_ID|$aadhaar1⟧ is the number we have on file from your earlier attempt - if this is wrong, please re-enter it).

Until this is resolved, payouts of your ⟦AMOUNT|₹2,84,500⟧ balance are on hold.

⟪org_name|Fundara⟫ Trust Team · this mailbox is not monitored
"""),


("email", """Subject: chargeback on pledge - please help
From: ⟦PERSON|Ayodele Bankole⟧ <⟦EMAIL|ayo.bankole@gmail.com⟧>

Hello BackRoot,

I was charged twice for the "Solar Kettle" campaign (⟪campaign_id|BR-10244⟫), ⟦AMOUNT|$64.00⟧ each time on ⟪transaction_date|Sept 12⟫. The card is my Amex ⟦CARD|$card_amex1⟧, security code ⟦CVV|9081⟧ if you need to find the charges. I only want one reward. Can you refund ⟦AMOUNT|$64.00⟧ please?

Order numbers: ⟪order_id|BR-ORD-558812⟫ and ⟪order_id|BR-ORD-558813⟫.
Thanks, ⟦PERSON|Ayodele⟧
⟦PHONE|+1 (832) 555-0190⟧
"""),
]

# ---- grant-making foundations -------------------------------------------------
TEXTS += [
("grant_application_form", """⟪org_name|ALDER MOSS FOUNDATION⟫ - Individual Artist Fellowship ⟪grant_round|2025 Round 1⟫
Application ⟪application_number|AMF-25-0193⟫   submitted ⟪timestamp|2024-10-28 23:58:41⟫

Applicant: ⟦PERSON|Tamsin Oduya-Blake⟧  (pronouns: she/her)
Date of birth: ⟦DATE_OF_BIRTH|April 9, 1990⟧
Mailing address: ⟦ADDRESS|1187 Dean St, Apt 2F, Brooklyn, NY 11216⟧
Phone: ⟦PHONE|929-555-0172⟧   Email: ⟦EMAIL|tamsin@oduyablake.studio⟧
Taxpayer ID (for 1099 reporting): ⟦SSN|$ssn4⟧

Amount requested: ⟦AMOUNT|$25,000⟧ (fellowship max is ⟪grant_cap|25k per artist⟫)
Other income last year: ⟦AMOUNT|$31,400⟧ (adjunct teaching)
Access needs: I have ⟦MEDICAL|ADHD⟧ and ⟦MEDICAL|chronic migraine⟧; please allow a phone interview instead of video.
Referee: Prof. ⟦PERSON|Yusuf Delacroix⟧, ⟪org_name|Pratt Institute⟫, ⟦EMAIL|ydelacroix@pratt.edu⟧
"""),
]

TEXTS += [
("award_letter", """⟪org_name|The Whitcombe Trust⟫
Registered charity no. ⟪charity_number|1098845⟫

⟪letter_date|18 November 2024⟫

Dear Dr ⟦PERSON|Okafor-Reyes⟧,

Our ref: ⟪grant_ref|WT/24/RES/0417⟫

I am delighted to confirm that the Trustees have awarded you a personal research bursary of ⟦AMOUNT|£7,500⟧ towards your fieldwork in ⟪place_name|Cusco⟫. The bursary will be paid in two instalments of ⟦AMOUNT|£3,750⟧ into the account you provided (⟦IBAN|$iban_gb3⟧), the first on ⟪payment_date|2 December 2024⟫.

Please return the signed acceptance form to ⟦PERSON|Fiona McAllister⟧, Grants Officer, at ⟦EMAIL|grants@whitcombetrust.org.uk⟧ or call her on ⟦PHONE|020 7946 0813⟧.

Yours sincerely,
⟦PERSON|Richard Ashdown-Hale⟧
Chair of Trustees
"""),
]

TEXTS += [
("panel_minutes", """Grants Panel - Community Health strand - minutes of ⟪meeting_date|4 September 2024⟫ (Teams)
Attendees: ⟦PERSON|Nadia Haddad⟧ (chair), ⟦PERSON|Chris Whelan⟧, ⟦PERSON|Lerato Mokoena⟧, ⟦PERSON|Ian Gillespie⟧ (observer, ⟪org_name|Charity Commission⟫)
Apologies: ⟦PERSON|Bea Traoré⟧

1. Declarations of interest: ⟦PERSON|Chris Whelan⟧ is a trustee of ⟪org_name|Tyneside Men's Shed⟫ (app ⟪application_number|CH-24-118⟫) and left the call for that item.
2. Budget: ⟪org_total|£640,000⟫ available this round; requests total ⟪org_total|£1.9m⟫.
3. Recommended awards: ⟪application_number|CH-24-103⟫ ⟪org_name|Gateshead Carers Hub⟫ ⟪award_amount|£45,000⟫; ⟪application_number|CH-24-118⟫ ⟪award_amount|£12,500⟫; ⟪application_number|CH-24-131⟫ declined.
4. Emergency individual grant: panel approved ⟦AMOUNT|£1,200⟧ for Ms ⟦PERSON|D. Pattinson⟧'s rent arrears following her ⟦MEDICAL|stroke⟧ in July - payment direct to landlord.
Next meeting ⟪meeting_date|6 November 2024⟫.
"""),

("app_log", """⟪timestamp|2024-10-29T00:01:12.447Z⟫ INFO  [grants-portal] ⟪request_id|req=9c2e71d0⟫ POST /api/applications 201 user=⟦EMAIL|tamsin@oduyablake.studio⟧ ip=⟦IP_ADDRESS|24.90.188.73⟧ ⟪duration|312ms⟫
2024-10-29T00:01:13.020Z WARN  [grants-portal] ⟪request_id|req=9c2e71d1⟫ upload virus-scan slow (⟪file_size|18.2MB⟫) file=⟪file_path|/uploads/AMF-25-0193/portfolio.pdf⟫
2024-10-29T00:03:55.901Z ERROR [grants-portal] ⟪request_id|req=9c2e7204⟫ airtable sync failed: 401 Unauthorized token=⟦APIKEY|$ak_airtable1⟧ base=⟪app_id|appQ7x2LmN0pRt8Kv⟫
2024-10-29T00:04:02.115Z INFO  [grants-portal] ⟪request_id|req=9c2e7210⟫ login ok user=⟦PERSON|cwhelan⟧ ip=⟦IP_ADDRESS|192.168.40.23⟧ mfa=totp
2024-10-29T00:04:09.870Z DEBUG [grants-portal] healthcheck from ⟪loopback_ip|::1⟫ ok ⟪version|v5.3.0-rc2⟫
"""),

("caseworker_notes", """HARDSHIP FUND - caseworker notes - case ⟪case_number|HF-24-0932⟫
Applicant: ⟦PERSON|Shauna McBride⟧, ⟦ADDRESS|22 Drumcairn Gardens, Belfast BT11 8GX⟧, mob ⟦PHONE|07825 310 664⟧
Household: applicant + 2 children (⟦PERSON|Keeva⟧, 7, and ⟦PERSON|Ronan⟧, 4). Dog (⟪pet_name|Biscuit⟫) - landlord says it has to go, separate issue.

Called ⟪call_date|03/10⟫. ⟦PERSON|Shauna⟧ was diagnosed with ⟦MEDICAL|rheumatoid arthritis⟧ in March and has had to cut hours; she's on ⟦MEDICAL|methotrexate⟧ and weekly bloods. ⟦PERSON|Ronan⟧ has ⟦MEDICAL|severe eczema⟧ - she's buying emollients privately.
Rent arrears ⟦AMOUNT|£1,180⟧, gas debt ⟦AMOUNT|£265⟧. Universal Credit ⟦AMOUNT|£1,044 per month⟧.
Recommendation: grant ⟦AMOUNT|£900⟧ to landlord + ⟪voucher_code|ASDA-VCH-55120⟫ food vouchers. Approved by ⟦PERSON|N. Haddad⟧.
"""),
]

TEXTS += [
("yaml_config", """# grants-portal/config/production.yaml
app:
  name: ⟪app_name|alder-moss-grants⟫
  version: ⟪version|5.3.0⟫
  base_url: https://grants.aldermoss.org
smtp:
  host: ⟪hostname|smtp.office365.com⟫
  port: ⟪port|587⟫
  user: ⟦EMAIL|noreply@aldermoss.org⟧
  password: ⟦PASSWORD|Moss!Grants#2024⟧
integrations:
  docusign:
    integration_key: ⟪client_id|8f2d1c4e-5a6b-4e7f-9c0d-1a2b3c4d5e6f⟫
    rsa_private_key: |
      ⟦SECRET|$sec_pem_ec1⟧
  linear:
    api_key: ⟦APIKEY|$ak_linear1⟧
  slack:
    alerts_webhook: ⟦SECRET|$sec_wh_slack1⟧
    signing_secret: ⟦SECRET|$sec_slacksign1⟧
owners:
  - ⟦PERSON|Chris Whelan⟧ <⟦EMAIL|c.whelan@aldermoss.org⟧>
"""),

("teams_chat", """[Microsoft Teams - Programme Officers]
⟦PERSON|Lerato Mokoena⟧ ⟪timestamp|10:02⟫
Has anyone got a number for ⟦PERSON|Tamsin Oduya-Blake⟧? Her application says phone interview please
⟦PERSON|Chris Whelan⟧ 10:05
it's on the form - ⟦PHONE|929-555-0172⟧ - but she emailed that her US number is off while she's in ⟪place_name|Lagos⟫ till the 20th, use ⟦PHONE|+234 803 555 0199⟧ on WhatsApp
⟦PERSON|Lerato Mokoena⟧ 10:06
ta. also can someone reset my Fluxx login, I'm locked out again 🙃
⟦PERSON|Chris Whelan⟧ 10:09
reset it to ⟦PASSWORD|Welcome2Fluxx!⟧ - change it straight away pls. ticket ⟪ticket_id|IT-31877⟫
"""),

("press_release", """FOR IMMEDIATE RELEASE - ⟪release_date|21 January 2025⟫

⟪org_name|Oduya Family Foundation⟫ launches ⟪org_total|$12 million⟫ climate adaptation fund for West African cities

⟪place_name|ACCRA⟫ - The ⟪org_name|Oduya Family Foundation⟫ today announced a three-year, ⟪org_total|$12 million⟫ programme supporting community-led flood resilience in ⟪place_name|Accra⟫, ⟪place_name|Dakar⟫ and ⟪place_name|Abidjan⟫. Grants of ⟪grant_cap|$50,000 to $400,000⟫ will be open to registered non-profits from ⟪deadline|1 March 2025⟫.

The fund builds on a ⟪org_total|$3.5 million⟫ pilot with ⟪org_name|the African Urban Resilience Network⟫, which reached an estimated ⟪beneficiary_count|41,000 residents⟫ across 26 neighbourhoods.

Eligibility criteria and the application portal (⟪url|https://oduyafoundation.org/adapt⟫) go live on ⟪release_date|3 February 2025⟫.
"""),

("grantee_report", """END-OF-GRANT FINANCIAL REPORT - grant ⟪grant_ref|AMF-23-0088⟫ - ⟪org_name|Riverlight Youth Theatre CIC⟫
Reporting period: ⟪reporting_period|Sep 2023 - Aug 2024⟫

| Budget line | Budgeted | Spent |
|---|---|---|
| Artist fees | ⟪budget_line|£18,000⟫ | ⟪budget_line|£17,420⟫ |
| Venue hire | ⟪budget_line|£6,500⟫ | ⟪budget_line|£7,130⟫ |
| Access costs | ⟪budget_line|£2,000⟫ | ⟪budget_line|£1,985⟫ |

Note on variance: lead facilitator ⟦PERSON|Joel Abara⟧ was off for 6 weeks (⟦MEDICAL|post-surgery recovery, hernia repair⟧) and cover was provided by ⟦PERSON|Marta Silvestri⟧, whose fee of ⟦AMOUNT|£2,340⟧ was paid from contingency. ⟦PERSON|Joel⟧'s sick pay (⟦AMOUNT|£1,150⟧) came from our reserves.
Prepared by ⟦PERSON|Hollie Grange⟧ (⟦EMAIL|hollie@riverlighttheatre.org⟧), finance lead.
"""),
]

TEXTS += [
("email", """From: ⟦PERSON|Ji-woo Park⟧ <⟦EMAIL|jiwoo.park.bio@gmail.com⟧>
To: Travel Grants <⟦EMAIL|travelgrants@hallorenfoundation.org⟧>
Subject: Travel grant ⟪grant_ref|TG-0412⟫ - visa letter details

Dear Ms ⟦PERSON|Henriksen⟧,

Thank you so much for the travel award to present at the ⟪event_name|ISSCR 2025⟫ meeting in ⟪place_name|Hong Kong⟫! For the invitation letter the visa office needs:

Full name: ⟦PERSON|PARK Ji-woo⟧
Passport: ⟦PASSPORT|$pp_jp1⟧ (I'm a Japanese national, Korean name - long story)
Date of birth: ⟦DATE_OF_BIRTH|1996-02-29⟧
Home address: ⟦ADDRESS|2-8-15 Hakusan, Bunkyo-ku, Tokyo 112-0001⟧

Could the award (⟦AMOUNT|¥180,000⟧) be paid before travel? My flight is ⟪flight_number|CX 543⟫ and I paid ⟦AMOUNT|¥96,400⟧ up front already.

Best regards,
⟦PERSON|Ji-woo⟧
"""),

("forum_post", """Re: Anyone had a grant from the Halloren Foundation? (thread ⟪thread_id|#88120⟫)

⟦PERSON|quietlab_marta⟧ wrote:
> they want a 5-year budget for a 2-year project?!

yeah that's normal for them. I got their early-career award in 2022 (⟦AMOUNT|€40k⟧ to my own lab budget, paid in 2 tranches). tips:
- programme officer was ⟦PERSON|Sven Henriksen⟧ (not the travel grants one), lovely but strict on deadlines
- their portal times out after ⟪duration|20 minutes⟫, write in a doc first
- overheads capped at ⟪percentage|10%⟫

also don't do what I did and email your bank details in plain text, they have a secure upload. (I sent my IBAN ⟦IBAN|$iban_at1⟧ to the generic inbox and got a very polite telling-off lol)
-- ⟦PERSON|doc_okwu⟧, ⟪org_name|Universität Graz⟫
"""),
]

# ---- clinical trial recruitment agencies --------------------------------------
TEXTS += [
("prescreen_web_form", """⟪org_name|TrialBridge Recruitment⟫ - Is this study right for you?  Study: ⟪protocol_code|TB-DM2-0419⟫ (⟪nct_number|NCT05883412⟫)

First name: ⟦PERSON|Gloria⟧   Last name: ⟦PERSON|Abernethy-Cruz⟧
Date of birth: ⟦DATE_OF_BIRTH|02/17/1961⟧
ZIP: ⟪zip_code|33614⟫      Best phone: ⟦PHONE|813-555-0134⟧
Email: ⟦EMAIL|gloria.ac61@aol.com⟧

Have you been diagnosed with type 2 diabetes?  (•) Yes  ( ) No
Current medicines (list all): ⟦MEDICAL|metformin 1000 mg twice daily⟧, ⟦MEDICAL|lisinopril 10 mg⟧, ⟦MEDICAL|atorvastatin⟧
Most recent HbA1c, if known: ⟦MEDICAL|HbA1c 8.4%⟧
Any of the following? [x] ⟦MEDICAL|kidney problems (stage 3 CKD)⟧  [ ] heart failure  [ ] pregnancy
How did you hear about us? Facebook ad ⟪ad_id|fb_ad_23911⟫
Submitted ⟪timestamp|2024-05-06 14:21:09 EDT⟫ · consent ⟪version|v3.2⟫
"""),

("recruiter_call_transcript", """CALL NOTES (auto-transcribed) - ⟪org_name|CureMatch Clinical⟫ - agent ⟦PERSON|Devon Pratt⟧ - ⟪call_id|CALL-771902⟫
AGENT: Thanks for calling back. Can I get your full name?
CALLER: It's ⟦PERSON|Lakshmi Venkataraman⟧. ⟦PERSON|V-E-N-K-A-T-A-R-A-M-A-N⟧.
AGENT: And date of birth?
CALLER: ⟦DATE_OF_BIRTH|Twelfth of August, nineteen seventy-eight⟧. So ⟦DATE_OF_BIRTH|12 August 1978⟧.
AGENT: Great. The migraine study needs people with at least four migraine days a month. Is that you?
CALLER: Oh, more like eight to ten. I've had ⟦MEDICAL|chronic migraine with aura⟧ since my twenties. I take ⟦MEDICAL|sumatriptan⟧ and I tried ⟦MEDICAL|topiramate⟧ but stopped because of the side effects.
AGENT: Any other conditions?
CALLER: ⟦MEDICAL|Hypothyroidism⟧, I'm on ⟦MEDICAL|levothyroxine 75 micrograms⟧.
AGENT: OK. Best number for the site coordinator?
CALLER: Mobile, ⟦PHONE|seven-three-two, five-five-five, oh-one-eight-nine⟧. ⟦PHONE|(732) 555-0189⟧.
AGENT: And you'd be visiting the ⟪place_name|New Brunswick⟫ site. Each completed visit pays ⟪compensation_offer|$75⟫ towards travel.
"""),

("study_ad_leaflet", """VOLUNTEERS NEEDED - Adults with asthma

Are you aged 18-65 and use a ⟪drug_name_leaflet|salbutamol⟫ (blue) inhaler more than twice a week? You may be eligible for a research study testing an investigational inhaler (⟪drug_code|AZD-4471⟫) compared with ⟪drug_name_leaflet|budesonide/formoterol⟫.

• 6 clinic visits over ⟪duration|16 weeks⟫ at ⟪place_name|Southampton General⟫
• Compensation of up to ⟪compensation_offer|£480⟫ for time and travel
• Ethics ref ⟪ethics_approval_no|REC 24/SC/0117⟫ · IRAS ⟪iras_id|331208⟫

Call our recruitment team free on ⟦PHONE|0800 046 7729⟧ or scan the QR code. Leaflet ⟪version|v2.1⟫, ⟪document_date|12-Feb-2024⟫.
"""),

("crm_export_csv", """lead_id,full_name,dob,phone,email,condition,meds,status,source_ip
⟪lead_id|L-20931⟫,⟦PERSON|Harold Mbeki⟧,⟦DATE_OF_BIRTH|1957-06-30⟧,⟦PHONE|+27 82 555 0143⟧,⟦EMAIL|h.mbeki57@webmail.co.za⟧,⟦MEDICAL|COPD GOLD 3⟧,⟦MEDICAL|tiotropium⟧,screen_fail,⟦IP_ADDRESS|41.13.208.77⟧
⟪lead_id|L-20932⟫,⟦PERSON|Annelie Fourie⟧,⟦DATE_OF_BIRTH|1969-11-04⟧,⟦PHONE|+27 72 555 0167⟧,⟦EMAIL|annelie.fourie@gmail.com⟧,⟦MEDICAL|COPD GOLD 2⟧,⟦MEDICAL|salmeterol/fluticasone⟧,eligible,⟦IP_ADDRESS|105.224.19.3⟧
⟪lead_id|L-20933⟫,⟦PERSON|Sipho Dlamini⟧,⟦DATE_OF_BIRTH|1983-07-21⟧,⟦PHONE|+27 61 555 0120⟧,⟦EMAIL|sipho.dl@outlook.com⟧,⟦MEDICAL|asthma-COPD overlap⟧,⟦MEDICAL|budesonide⟧,consented,⟪doc_ip|198.51.100.23⟫
# SA ID for consented leads kept in vault only: L-20933 -> ⟦NATIONAL_ID|$za1⟧
"""),
]

TEXTS += [
("screening_log_json", """[
  {"screen_id": "⟪screening_id|SCR-0419-0112⟫", "site": "⟪site_id|US-FL-07⟫", "initials": "G.A.C.",
   "name": "⟦PERSON|Gloria Abernethy-Cruz⟧", "dob": "⟦DATE_OF_BIRTH|1961-02-17⟧", "ssn": "⟦SSN|$ssn5⟧",
   "inclusion": {"t2dm": true, "hba1c": "⟦MEDICAL|8.4⟧", "egfr": "⟦MEDICAL|52 mL/min⟧"},
   "exclusion_hits": ["⟦MEDICAL|CKD stage 3a⟧"], "result": "SCREEN_FAIL", "reviewed_by": "⟦PERSON|akhanna⟧",
   "ts": "⟪timestamp|2024-05-13T10:04:55-04:00⟫"},
  {"screen_id": "⟪screening_id|SCR-0419-0113⟫", "site": "US-FL-07", "initials": "R.T.",
   "name": "⟦PERSON|Raymond Tolliver⟧", "dob": "⟦DATE_OF_BIRTH|1966-09-08⟧", "ssn": "⟦SSN|$ssn6⟧",
   "inclusion": {"t2dm": true, "hba1c": "⟦MEDICAL|7.9⟧", "egfr": "⟦MEDICAL|88 mL/min⟧"},
   "exclusion_hits": [], "result": "ELIGIBLE", "reviewed_by": "⟦PERSON|akhanna⟧",
   "ts": "⟪timestamp|2024-05-13T10:22:31-04:00⟫"}
]
"""),

("nurse_dictation", """Dictation - research nurse ⟦PERSON|Bronwen Ellis⟧ - ⟪dictation_id|DICT-3381⟫ - ⟪timestamp|21/06/2024 16:40⟫
"Consent visit for participant ⟪participant_id|0419-US07-015⟫, that's Mr ⟦PERSON|Raymond Tolliver⟧, date of birth ⟦DATE_OF_BIRTH|eighth of September sixty-six⟧, full stop. Patient read the information sheet version ⟪version|4.0⟫ and asked about the injections, comma, he is ⟦MEDICAL|needle phobic⟧ so we discussed numbing cream. History of ⟦MEDICAL|type two diabetes⟧ diagnosed two thousand and eleven, ⟦MEDICAL|hypertension⟧, and a ⟦MEDICAL|left knee arthroscopy⟧ in twenty nineteen. Allergies, ⟦MEDICAL|penicillin - rash⟧. His wife ⟦PERSON|Loretta⟧ was present and will be his emergency contact on ⟦PHONE|(813) 555-0107⟧. New paragraph. Reimbursement card to be issued, participant to receive ⟦AMOUNT|fifty dollars⟧ for today."
"""),

("withdrawal_email", """From: ⟦PERSON|Annelie Fourie⟧ <⟦EMAIL|annelie.fourie@gmail.com⟧>
To: ⟦PERSON|Thandeka Zulu⟧ <⟦EMAIL|t.zulu@meridianpatientaccess.co.za⟧>
Subject: Withdrawing from the COPD study

Hi ⟦PERSON|Thandeka⟧,

I'm sorry but I need to withdraw from study ⟪protocol_code|MPA-COPD-22⟫. After my last visit I was admitted with ⟦MEDICAL|pneumonia⟧ and my pulmonologist wants me to stay off anything experimental for now.

You still owe me for visits 3 and 4 - ⟦AMOUNT|R1,200⟧ in total according to the schedule. Please pay it into the same account as before, or I can collect at the clinic.

Thanks for everything,
⟦PERSON|Annelie⟧
⟦PHONE|072 555 0167⟧
"""),

("sms_reminders", """From ⟪sender_id|TRIALBRDG⟫ ⟪timestamp|Mon 09:00⟫: Hi ⟦PERSON|Raymond⟧, reminder of your study visit 2 on Wed 26 Jun at 8:30am, ⟪place_name|Tampa⟫ site, fasting from midnight. Reply C to confirm, R to reschedule. Questions: ⟦PHONE|813-555-0150⟧
To TRIALBRDG 09:14: C. also my new cell is ⟦PHONE|813 555 0193⟧ the other one is my wife's
From TRIALBRDG 09:15: Thanks! Updated. Your reimbursement card ending ⟪masked_card|8806⟫ was loaded with ⟦AMOUNT|$50.00⟧ on ⟪transaction_date|21 Jun⟫. Visit code ⟪visit_code|V2-FAST⟫.
"""),
]

TEXTS += [
("python_traceback", """Sentry event ⟪event_id|a93f0c2e81d94b7f8e1c55d0b2a7f611⟫ · ⟪environment|production⟫ · release ⟪version|recruit-api@7.4.2⟫
Traceback (most recent call last):
  File "/app/recruit/matching.py", line ⟪line_number|188⟫, in score_candidate
    bmi = c.weight_kg / (c.height_m ** 2)
ZeroDivisionError: float division by zero

Local variables (score_candidate):
  c = Candidate(id=⟪lead_id|L-31107⟫, name='⟦PERSON|Fatima Zahra Benali⟧', email='⟦EMAIL|fz.benali@gmail.com⟧',
                dob=datetime.date(⟦DATE_OF_BIRTH|1988, 3, 15⟧), height_m=0.0, weight_kg=71.2,
                conditions=['⟦MEDICAL|PCOS⟧', '⟦MEDICAL|insulin resistance⟧'], phone='⟦PHONE|+33 6 12 48 90 57⟧')
  study = '⟪protocol_code|CM-OB-2201⟫'
  settings.OPENAI_KEY = '⟦APIKEY|$ak_openai1⟧'
Request: POST https://⟪hostname|api.curematch.io⟫/v2/match  from ⟦IP_ADDRESS|90.84.221.16⟧
"""),

("reimbursement_card_ticket", """ZENDESK #⟪ticket_id|118420⟫ - "stipend card not working"  (requester: ⟦EMAIL|ltolliver1964@gmail.com⟧)

⟦PERSON|Loretta Tolliver⟧, ⟪timestamp|Jun 27, 2024 7:12 PM⟫
Hi, I'm writing for my husband ⟦PERSON|Raymond⟧ who is in your diabetes study. The reimbursement card keeps getting declined at Publix. The number on the card is ⟦CARD|$card_mc1⟧ and the 3 digits on the back are ⟦CVV|557⟧. Can you check if the ⟦AMOUNT|$50⟧ is actually on it? His participant number is ⟪participant_id|0419-US07-015⟫.

⟦PERSON|Ama Owusu⟧ (agent), Jun 28, 2024 9:03 AM
Hi ⟦PERSON|Loretta⟧, thank you - I've removed the card number from this ticket for security. The card shows a balance of ⟦AMOUNT|$50.00⟧ but it's not activated yet; ⟦PERSON|Raymond⟧ needs to call ⟪org_name|Greenphire⟫ at ⟦PHONE|1-866-555-0114⟧ to set a PIN.
"""),
]

TEXTS += [
("jira_ticket", """SEC-2291  [P1] Candidate export emailed to wrong recipient
Reporter: ⟦PERSON|Imogen Dawes⟧   Assignee: ⟦PERSON|Karthik Raman⟧   Created: ⟪timestamp|2024-09-03 15:22⟫
Labels: data-incident, gdpr

Description
At 14:51 a saved report ("⟪report_name|COPD leads - Gauteng Q3⟫") was scheduled to ⟦EMAIL|reports@meridianpatientaccess.co.za⟧ but the distribution list had been edited to include an external address ⟦EMAIL|sipho.dl@outlook.com⟧ (a participant!). The file contained 214 rows incl. names, DOB, diagnosis and SA ID numbers.

Sample row seen by recipient:
  ⟦PERSON|Harold Mbeki⟧ | ⟦DATE_OF_BIRTH|1957-06-30⟧ | ⟦MEDICAL|COPD GOLD 3⟧ | ⟦MEDICAL|home oxygen⟧

Actions
- recall attempted ⟪timestamp|15:05⟫, failed
- ⟦PERSON|Karthik Raman⟧ to revoke the reporting user's token (⟦APIKEY|$ak_gitlab1⟧ was in the scheduler config too, rotate)
- DPO ⟦PERSON|Naledi Khumalo⟧ to assess notification to the ⟪org_name|Information Regulator⟫ within ⟪duration|72 hours⟫
"""),
]

# ---- corporate relocation services -------------------------------------------
TEXTS += [
("relocation_intake", """⟪org_name|CARTWRIGHT GLOBAL MOBILITY⟫ - Assignee intake  (file ⟪relocation_file_no|CGM-MAD-24-0388⟫)
Client company: ⟪org_name|Vistula Robotics S.A.⟫   Route: ⟪place_name|Kraków⟫ → ⟪place_name|Madrid⟫   Start: ⟪start_date|01/09/2024⟫

ASSIGNEE
Name: ⟦PERSON|Tomasz Wójcik⟧   DOB: ⟦DATE_OF_BIRTH|17.02.1978⟧   PESEL: ⟦NATIONAL_ID|$pesel1⟧
Current address: ⟦ADDRESS|ul. Karmelicka 44/7, 31-128 Kraków⟧
Mobile: ⟦PHONE|+48 601 238 774⟧   Email: ⟦EMAIL|tomasz.wojcik@vistula-robotics.pl⟧
NIE (Spain): ⟦NATIONAL_ID|$nie1⟧ (issued ⟪issue_date|22/07/2024⟫)

ACCOMPANYING FAMILY
Spouse: ⟦PERSON|Agnieszka Wójcik⟧, DOB ⟦DATE_OF_BIRTH|05.11.1981⟧
Child: ⟦PERSON|Zofia Wójcik⟧, DOB ⟦DATE_OF_BIRTH|09.05.2003⟧, PESEL ⟦NATIONAL_ID|$pesel2⟧ - university, staying in PL
Child: ⟦PERSON|Kuba⟧, 11 - needs school place; ⟦MEDICAL|severe peanut allergy⟧, carries ⟦MEDICAL|EpiPen⟧
Pets: 1 cat (⟪pet_name|Pierogi⟫), microchip ⟪microchip_id|616093901234567⟫

Budget: temporary housing ⟪allowance|30 nights⟫, home-search ⟪allowance|3 days⟫
"""),

("moving_quote", """QUOTATION ⟪quote_number|Q-2024-11873⟫  - ⟪org_name|MoveWell Relocation Ltd⟫
Prepared for: ⟦PERSON|Hamish Carnegie⟧, ⟦ADDRESS|19 Inverleith Row, Edinburgh EH3 5LS⟧  ·  tel ⟦PHONE|0131 496 0277⟧
Destination: ⟪place_name|Singapore⟫ (door to door)     Survey by: ⟦PERSON|Lisa Tan⟧ on ⟪survey_date|12 Aug⟫

| Item | Qty | Price |
|---|---|---|
| 20ft container, sea freight | 1 | ⟪quote_amount|£6,850.00⟫ |
| Export packing & wrapping | 1 | ⟪quote_amount|£1,240.00⟫ |
| Piano crate | 1 | ⟪quote_amount|£390.00⟫ |
| Transit insurance (⟪percentage|2.5%⟫ of declared value) | - | ⟪quote_amount|£412.50⟫ |
| TOTAL (valid ⟪duration|30 days⟫) | | ⟪quote_amount|£8,892.50⟫ |

Declared value of goods (per customer): ⟪declared_value|£16,500⟫
Deposit to book: ⟪percentage|20%⟫. Pay to our corporate account: MoveWell Relocation Ltd, IBAN ⟪org_iban|$iban_org_gb⟫
"""),
]

TEXTS += [
("email", """From: ⟦PERSON|Lucía Paredes⟧ <⟦EMAIL|lparedes@cartwrightmobility.com⟧>
To: ⟦EMAIL|tomasz.wojcik@vistula-robotics.pl⟧
Cc: ⟦EMAIL|hr-mobility@vistula-robotics.pl⟧
Subject: Chamberí flat - lease signed 🎉 next steps

Hola ⟦PERSON|Tomasz⟧,

Great news - the landlord (D. ⟦PERSON|Ernesto Villanueva Ortiz⟧) signed this morning. Summary:

- Address: ⟦ADDRESS|Calle de Fuencarral 138, 3º B, 28010 Madrid⟧
- Rent: ⟦AMOUNT|2.350 € al mes⟧, first payment on ⟪payment_date|1 Sept⟫
- Deposit (fianza, 2 months): ⟦AMOUNT|4.700 €⟧ - your company covers this, it goes to the landlord's account ⟦IBAN|$iban_es1⟧, NOT mine
- Landlord's DNI for the contract: ⟦NATIONAL_ID|$dni1⟧
- Keys: concierge ⟦PERSON|Paco⟧, ⟦PHONE|+34 915 55 0142⟧

Our agency fee (⟪fee_line|one month's rent + IVA⟫) is invoiced to ⟪org_name|Vistula Robotics⟫ under ⟪invoice_id|CGM-INV-24-1177⟫.

Un saludo,
⟦PERSON|Lucía⟧
"""),

("whatsapp_chat", """[⟪timestamp|02/09/24 22:41⟫] ⟦PERSON|Tomasz Wójcik⟧: ⟦PERSON|Lucía⟧ sorry for late msg, we're at the flat but the portal code doesn't work??
[02/09/24 22:43] ⟦PERSON|Lucía Paredes⟧: ay sorry!! the street door is ⟦PASSWORD|2 5 8 0 #⟧ and the mailbox key is with ⟦PERSON|Paco⟧ tmrw from 8
[02/09/24 22:44] ⟦PERSON|Tomasz Wójcik⟧: got in 👍 wifi?
[02/09/24 22:45] ⟦PERSON|Lucía Paredes⟧: network ⟪wifi_ssid|MOVISTAR_7F2A⟫ pw ⟦PASSWORD|kq7XhTn3ZeRp9Wd⟧
[02/09/24 22:46] ⟦PERSON|Lucía Paredes⟧: and the alarm code is ⟦PASSWORD|1907⟧ - please change it in the app
[02/09/24 22:47] ⟦PERSON|Tomasz Wójcik⟧: thanks!! ⟦PERSON|Kuba⟧ already asleep on the sofa lol
"""),
]

TEXTS += [
("expense_claim_csv", """claim_id,assignee,date,category,description,amount,currency,receipt
⟪claim_id|EXP-88101⟫,⟦PERSON|Priyanka Raghavan⟧,⟪transaction_date|2024-03-02⟫,temp_housing,"Oakwood serviced apt, 14 nights",⟦AMOUNT|SGD 5,180.00⟧,SGD,⟪file_name|rcpt_88101.pdf⟫
⟪claim_id|EXP-88102⟫,⟦PERSON|Priyanka Raghavan⟧,⟪transaction_date|2024-03-04⟫,medical,"⟦MEDICAL|pre-employment chest X-ray and blood panel⟧",⟦AMOUNT|S$212.00⟧,SGD,⟪file_name|rcpt_88102.jpg⟫
⟪claim_id|EXP-88103⟫,⟦PERSON|Priyanka Raghavan⟧,⟪transaction_date|2024-03-05⟫,school,"application fee for ⟦PERSON|Arya⟧ (⟪org_name|Tanglin Trust School⟫)",⟦AMOUNT|S$535⟧,SGD,⟪file_name|rcpt_88103.pdf⟫
⟪claim_id|EXP-88104⟫,⟦PERSON|Priyanka Raghavan⟧,⟪transaction_date|2024-03-09⟫,pet_import,"quarantine for ⟪pet_name|Mango⟫ (dog)",⟦AMOUNT|SGD 1,890⟧,SGD,⟪file_name|rcpt_88104.pdf⟫
# approver: ⟦PERSON|Daniel Koh⟧ · reimbursed to card ⟪masked_card|**** 3307⟫ on ⟪payment_date|2024-03-20⟫
"""),

("home_search_notes", """HOME SEARCH - consultant notes - ⟦PERSON|Greta Sjöberg⟧ (assignee), arriving ⟪place_name|Zürich⟫ ⟪arrival_date|15 Jan⟫
Consultant: ⟦PERSON|Reto Brändli⟧  ·  file ⟪relocation_file_no|SRG-ZH-25-012⟫

Must-haves from kickoff call:
- step-free access: husband ⟦PERSON|Mats⟧ uses a wheelchair (⟦MEDICAL|spinal cord injury, T10⟧) - lift + level shower essential
- no carpets/old buildings with mould, daughter ⟦PERSON|Elsa⟧ has ⟦MEDICAL|asthma⟧
- max rent ⟪budget|CHF 4,800⟫ (company cap), Kreis 2/3/Kilchberg

Viewed:
1. ⟪listing_id|HG-4471892⟫ Seestrasse - lift ok, bathtub only ✗
2. ⟪listing_id|HG-4478120⟫ Kilchberg - perfect, ⟪rent_listing|CHF 4,650⟫, landlord wants Swedish ID + Betreibungsauszug. ⟦PERSON|Greta⟧'s personnummer for the application: ⟦NATIONAL_ID|$pnr1⟧
Call ⟦PERSON|Greta⟧ back on ⟦PHONE|+46 70 555 18 42⟧ after 18:00 CET.
"""),
]

TEXTS += [
("visa_appointment_confirmation", """⟪org_name|VFS Global⟫ - Appointment Confirmation
Reference: ⟪booking_ref|CAN/VFSB/291844⟫     Application type: Work permit - biometrics
Applicant: ⟦PERSON|NAVARRO, ISABEL CRISTINA⟧
Passport number: ⟦PASSPORT|$pp_au1⟧ (Australia)     Date of birth: ⟦DATE_OF_BIRTH|25-Mar-1991⟧
UCI: ⟪client_id|11-2290-4471⟫
Appointment: ⟪appointment_time|Tuesday 14 May 2024, 09:45⟫, ⟪place_name|Sydney⟫ VAC, Level 5, 7 Macquarie Place
Contact on file: ⟦EMAIL|isabel.navarro91@bigpond.com⟧ / ⟦PHONE|+61 412 555 089⟧
Service fee paid: ⟦AMOUNT|AUD 85.00⟧ (card ⟪masked_card|XXXX-XXXX-XXXX-6620⟫)  Premium lounge: not selected (⟪price|AUD 150⟫)

Bring: this letter, your passport, and the biometric instruction letter (BIL ⟪bil_number|BIL-0041-77820⟫). Relocation support: ⟦PERSON|Kwame Asante⟧, ⟪org_name|Cartwright Global Mobility⟫, ⟦PHONE|+61 2 5550 1877⟧.
"""),
]

TEXTS += [
("customs_inventory", """PACKING LIST / CUSTOMS INVENTORY - household goods, used (⟪form_code|ICA Form 2⟫)
Shipper: ⟦PERSON|Hamish Carnegie⟧, ⟦ADDRESS|19 Inverleith Row, Edinburgh EH3 5LS⟧
Consignee: same, c/o ⟦ADDRESS|#14-03, 21 Leonie Hill Road, Singapore 239194⟧
Passport: ⟦PASSPORT|$pp_uk3⟧    Employment Pass FIN: ⟦NATIONAL_ID|$nric3⟧
Container ⟪container_id|MSKU 718204-3⟫, seal ⟪seal_number|ML-0098812⟫, B/L ⟪bill_of_lading|MAEU 239117420⟫
Vessel ⟪vessel_voyage|MAERSK SEMBAWANG 442E⟫, ETA ⟪arrival_date|30 Sep 2024⟫

| Box | Contents | Value |
|---|---|---|
| 1-14 | books, kitchenware | ⟪declared_value|£950⟫ |
| 15 | upright piano (⟪product_code|Yamaha U1⟫, serial ⟪serial_number|J2218841⟫) | ⟪declared_value|£4,200⟫ |
| 16 | prescription medicines for personal use: ⟦MEDICAL|insulin glargine⟧, ⟦MEDICAL|sertraline 100 mg⟧ (letter from GP enclosed) | n/a |

Declared by ⟦PERSON|Hamish Carnegie⟧ on ⟪signing_date|20 Aug 2024⟫. Tracking: ⟪tracking_number|MWR-SG-0088217⟫
"""),
]

TEXTS += [
("mobility_policy_excerpt", """⟪org_name|Vistula Robotics⟫ Global Mobility Policy - ⟪version|v4.1⟫ (effective ⟪effective_date|1 January 2024⟫)

4.2 Temporary accommodation. Up to ⟪allowance|30 nights⟫ for long-term assignees, ⟪allowance|14 nights⟫ for permanent transfers. Daily cap ⟪tariff|EUR 180⟫ in tier-1 cities (⟪place_name|Madrid⟫, ⟪place_name|Munich⟫, ⟪place_name|Singapore⟫), ⟪tariff|EUR 140⟫ elsewhere.
4.3 Household goods. One 20ft container or ⟪allowance|1,000 kg air freight⟫; pets are not covered.
4.4 Relocation allowance. One month's base salary, capped at ⟪tariff|EUR 8,000⟫, grossed up at ⟪percentage|45%⟫ where taxable.
4.5 Repayment. Employees leaving within ⟪duration|12 months⟫ repay ⟪percentage|100%⟫ of relocation costs; ⟪percentage|50%⟫ between 12 and 24 months.
Policy owner: Head of Global Mobility. Queries via the HR portal, category ⟪ticket_category|MOB-POL⟫.
"""),

("sin_confirmation_letter", """⟪org_name|Service Canada⟫
Social Insurance Number - confirmation of SIN
Date: ⟪letter_date|2024-06-03⟫         File: ⟪file_number|SC-SIN-0917731⟫

⟦PERSON|AKINYI ODHIAMBO⟧
c/o ⟪org_name|MoveWell Relocation⟫, ⟦ADDRESS|2200-1055 W Georgia St, Vancouver BC V6E 3P3⟧

Your Social Insurance Number is: ⟦NATIONAL_ID|$sin1⟧
Date of birth on record: ⟦DATE_OF_BIRTH|1989-12-30⟧
Your SIN record is linked to immigration document ⟪permit_number|U104882316⟫, valid until ⟪expiry_date|2027-05-31⟫.

Keep this number confidential. Do not carry it in your wallet. For questions call ⟦PHONE|1-866-274-6627⟧.
"""),
]

# ---- company formation agents -------------------------------------------------
TEXTS += [
("incorporation_form", """⟪org_name|LEDGERLINE FORMATIONS⟫ - Private limited company by shares - order ⟪order_id|LF-207733⟫
Proposed name: ⟪company_name|Quillfeather Analytics Ltd⟫   (name check: available ✓)
Registered office: ⟪registered_office|Ledgerline virtual office, 71-75 Shelton Street, London WC2H 9JQ⟫
SIC code: ⟪sic_code|62012⟫   Share capital: ⟪share_count|1,000 ordinary shares of £1⟫

DIRECTOR 1
Name: ⟦PERSON|Oluwaseun Adebayo-Grant⟧   Nationality: British   Occupation: Data scientist
Date of birth: ⟦DATE_OF_BIRTH|11/03/1992⟧
Residential address (not public): ⟦ADDRESS|Flat 5, 8 Coldharbour Lane, London SE5 9PR⟧
Service address: same as registered office
Security questions (Companies House): first 3 letters of town of birth: ⟦PASSWORD|LEW⟧, last 3 digits of phone: ⟦PASSWORD|417⟧

DIRECTOR 2 / PSC
Name: ⟦PERSON|Katarzyna Lis⟧   Nationality: Polish   DOB: ⟦DATE_OF_BIRTH|30/07/1988⟧
Residential address: ⟦ADDRESS|Flat 2, 33 Leathwaite Road, London SW11 6RW⟧
Shareholding: ⟪percentage|50%⟫ each. Package: ⟪product_code|PRIVACY-PLUS⟫ ⟪price|£99.99⟫
"""),
]

TEXTS += [
("psc_register_table", """## Register of People with Significant Control - ⟪company_name|Bramblegate Holdings Ltd⟫ (⟪company_number|15203377⟫)

| Name | Usual residential address | DOB | Nationality | Nature of control | Notified |
|---|---|---|---|---|---|
| ⟦PERSON|Adaeze Ugochukwu⟧ | ⟦ADDRESS|27 Ravensbourne Park, London SE6 4XZ⟧ | ⟦DATE_OF_BIRTH|1979-05-16⟧ | British | ⟪control_nature|75% or more of shares⟫ | ⟪notification_date|2024-02-01⟫ |
| ⟦PERSON|Ciarán Mulcahy⟧ | ⟦ADDRESS|4 Seapoint Avenue, Monkstown, Co. Dublin A94 X2P0⟧ | ⟦DATE_OF_BIRTH|1975-10-08⟧ | Irish | ⟪control_nature|right to appoint directors⟫ | 2024-02-01 |

*Public register shows month/year only: 05/1979, 10/1975.*
Prepared by ⟦PERSON|Sinéad Rooney⟧, ⟪org_name|Bishop Street Company Services⟫, ⟦EMAIL|sinead@bishopstreetcs.ie⟧
"""),

("email", """From: ⟦PERSON|Marek Dvořák⟧ <⟦EMAIL|marek@quickinc-agents.com⟧>
To: ⟦PERSON|Eleanor Vance-Whitley⟧ <⟦EMAIL|eleanor.vw@protonmail.com⟧>
Subject: Your Delaware LLC - quote & payment

Hi ⟦PERSON|Eleanor⟧,

Thanks for the call. As promised:

  Delaware LLC formation (state fee incl.) ........ ⟪quote_amount|$289⟫
  Registered agent, year 1 ........................ ⟪quote_amount|$125⟫
  EIN application (non-US member) ................. ⟪quote_amount|$79⟫

You mentioned paying by card over email - please DON'T, use the secure link (⟪url|https://pay.quickinc-agents.com/i/7Q2X⟫). For the EIN we'll need your ITIN or SSN; you said you have an SSN from your time in Boston, ⟦SSN|$ssn7⟧ - I'll only put this on the SS-4.

Your LLC will be "⟪company_name|Vance Whitley Studio LLC⟫", principal address ⟦ADDRESS|12 Rue Oberkampf, 75011 Paris, France⟧.

Best,
⟦PERSON|Marek⟧ | ⟪org_name|QuickInc Agents⟫ | ⟦PHONE|+1 302 555 0148⟧
"""),

("api_request_log", """$ curl -s -X POST https://⟪hostname|api.company-information.service.gov.uk⟫/v1/transactions \\
    -u "⟦APIKEY|$ak_dd1⟧:" \\
    -H "Content-Type: application/json" \\
    -d '{"reference":"⟪order_id|LF-207733⟫","description":"incorporation"}'
{"id":"⟪transaction_id|174521-339915-118204⟫","status":"open","created_by":{"email":"⟦EMAIL|filings@ledgerline.co.uk⟧","forename":"⟦PERSON|Priti⟧","surname":"⟦PERSON|Solanki⟧"},"etag":"⟪etag|9d2c4e8f1a77b0c3⟫"}
$ curl -s https://api.company-information.service.gov.uk/company/⟪company_number|15588201⟫/officers | jq '.items[0]'
{"name":"⟦PERSON|ADEBAYO-GRANT, Oluwaseun⟧","officer_role":"director","date_of_birth":{"month":3,"year":1992},"appointed_on":"⟪appointment_date|2024-11-18⟫"}
"""),
]

TEXTS += [
("checkout_page", """Secure checkout - ⟪org_name|Harbor Registered Agents Inc.⟫
Order summary: Registered agent renewal (⟪company_name|Tidewater Ceramics LLC⟫, DE file ⟪state_file_number|7741920⟫) ⟪price|$99.00/yr⟫ + Annual franchise tax ⟪tariff|$300.00⟫

Billing name: ⟦PERSON|Marisol Echeverría⟧
Card number: ⟦CARD|$card_disc1⟧
Expiry: ⟪card_expiry|04 / 28⟫     CVC: ⟦CVV|618⟧
Billing ZIP: ⟪zip_code|19971⟫
Email receipt to: ⟦EMAIL|marisol@tidewaterceramics.com⟧
[✓] Save this card for next year's renewal

Total charged: ⟦AMOUNT|$399.00⟧ · Order ⟪order_id|HRA-55120-R⟫ · ⟪timestamp|11/02/2024 08:31:55 EST⟫ · from IP ⟦IP_ADDRESS|71.204.33.148⟧
"""),

("acra_incorporation_notes", """SG INCORPORATION - file ⟪order_id|ACF-24-1192⟫ - ⟪company_name|Lumen Harbour Pte. Ltd.⟫
Agent: ⟦PERSON|Chua Wei Ming⟧, ⟪org_name|Pinnacle Corporate Services⟫ (filing agent ⟪filing_agent_no|FA20190342⟫)

Local resident director (nominee):
  ⟦PERSON|Tan Hui Ling⟧, NRIC ⟦NATIONAL_ID|$nric1⟧, ⟦ADDRESS|Blk 215 Bishan Street 23 #08-117, Singapore 570215⟧, ⟦PHONE|+65 9123 5507⟧
Foreign director / 100% shareholder:
  ⟦PERSON|Hendrik Visser⟧, Dutch passport ⟦PASSPORT|$pp_nl1⟧, ⟦ADDRESS|Keizersgracht 418, 1016 GC Amsterdam⟧
  BSN (for Dutch tax residency letter): ⟦NATIONAL_ID|$bsn2⟧
Company secretary: ⟦PERSON|Chua Wei Ming⟧
Paid-up capital ⟪share_capital|S$10,000⟫. ACRA fee ⟪tariff|S$315⟫. UEN on approval: ⟪uen|202448812K⟫
Nominee director deposit paid by client: ⟦AMOUNT|S$2,000⟧ (refundable)
"""),

]

TEXTS += [
("bank_letter", """⟪org_name|Bank of Ireland⟫ Business Banking
⟪letter_date|9 December 2024⟫

Private & Confidential
⟦PERSON|Ciarán Mulcahy⟧
Director, ⟪company_name|Bramblegate Holdings Ltd⟫
⟦ADDRESS|4 Seapoint Avenue, Monkstown, Co. Dublin A94 X2P0⟧

Dear Mr ⟦PERSON|Mulcahy⟧,

Your new business current account is now open.
  Account name: ⟪company_name|Bramblegate Holdings Ltd⟫
  IBAN: ⟪org_iban|$iban_ie1⟫   BIC: ⟪swift_bic|BOFIIE2D⟫
Your personal guarantee of ⟦AMOUNT|€25,000⟧ has been registered. The one-off account opening fee of ⟪tariff|€45⟫ will be debited from your personal account ⟦IBAN|$iban_ie2⟧ on ⟪payment_date|16 December⟫.

Your Business On Line login ID is ⟪user_id|BOL-88120447⟫; your activation code ⟦PASSWORD|672 091⟧ will expire in ⟪duration|14 days⟫.
Questions? Your relationship manager ⟦PERSON|Aisling Nic Gabhann⟧ on ⟦PHONE|+353 1 555 0173⟧.
"""),

("shell_history", """[⟦PERSON|kprzybylski⟧@⟪hostname|formations-app-01⟫ ~]$ history | tail -9
 1201  sudo journalctl -u gunicorn --since "1 hour ago" | grep 502
 1202  psql -h ⟦IP_ADDRESS|10.30.0.15⟧ -U formations -W   # pw: ⟦SECRET|Ledger!ine_db_2024⟧
 1203  vim /etc/formations/settings.py   # SECRET_KEY = '⟦SECRET|$sec_django1⟧'
 1204  export GITHUB_TOKEN=⟦APIKEY|$ak_gh1⟧
 1205  git pull origin release/⟪version|3.14.2⟫
 1206  sudo systemctl restart gunicorn
 1207  curl -I http://⟪loopback_ip|127.0.0.1⟫:⟪port|8000⟫/healthz
 1208  scp ⟦PERSON|kprzybylski⟧@⟦IP_ADDRESS|10.30.0.22⟧:/backups/⟪file_name|officers_2024-11-30.sql.gz⟫ ~/
 1209  sha256sum officers_2024-11-30.sql.gz   # ⟪sha256_hash|4f9a0c1e7d22b8a35b6e9f01c3d47a2e88b1f5c0d9e27a3b6c4d8e1f0a2b3c4d⟫
"""),

("product_review", """⭐⭐⭐⭐⭐ Fast, no nonsense - Ledgerline Formations
by ⟦PERSON|Ade O.⟧ · ⟪review_date|Nov 19, 2024⟫ · verified order ⟪order_id|LF-207733⟫

Company was incorporated in under ⟪duration|3 hours⟫. ⟦PERSON|Priti⟧ from their team spotted that I'd typed my birth year wrong on the director form and called me before filing, which saved a lot of hassle. Paid ⟦AMOUNT|£119.99⟧ incl. VAT for the privacy package which keeps my home address off the public register - worth it.

Only gripe: the bank account referral they push (⟪org_name|Tide⟫) wanted a selfie video and took 4 days. Would use again for my next company.
"""),
]

# ---- misc (all domains) ----------------------------------------------------------
TEXTS += [
("ocr_business_card", """[OCR scan - business card, front]
⟪org_name|LINDQVIST PATENTBYRÅ AB⟫
⟦PERSON|Elin Bergkvist-Nordström⟧
European Patent Attorney · M.Sc. Eng.
⟪business_address|Kungsgatan 37, 111 56 Stockholm⟫
T ⟦PHONE|+46 8 555 204 19⟧   M ⟦PHONE|+46 73-555 82 10⟧
⟦EMAIL|elin.bergkvist@lindqvistpatent.se⟧
[back, handwritten] "personal: ⟦EMAIL|elinbn@gmail.com⟧ - call after 6"
⟪ocr_confidence|conf 0.87⟫ · scanned ⟪timestamp|2024-04-11 09:03⟫ · ⟪file_name|IMG_4471.HEIC⟫
"""),
]

TEXTS += [
("json_config", """{
  "service": "e-notary-bridge",
  "version": "⟪version|1.8.0⟫",
  "listen": "⟪bind_address|0.0.0.0:8443⟫",
  "idv_provider": {
    "name": "⟪org_name|Onfido⟫",
    "api_token": "⟦APIKEY|$ak_jwt1⟧",
    "webhook_url": "https://enotary.example-firm.com/idv/callback"
  },
  "signing": {
    "seal_key_pem": "⟦SECRET|$sec_pem_ec2⟧",
    "tsa_url": "⟪url|http://timestamp.digicert.com⟫"
  },
  "notary_on_call": {"name": "⟦PERSON|Patrice Holloway⟧", "mobile": "⟦PHONE|+1 512 555 0138⟧", "email": "⟦EMAIL|pholloway@lonestar-enotary.com⟧"},
  "db": {"host": "⟦IP_ADDRESS|10.12.0.8⟧", "user": "enotary", "password": "⟦SECRET|pX9-Lone$tar-77⟧"},
  "alerts": {"telegram_bot_token": "⟦APIKEY|$ak_tg1⟧", "chat_id": "⟪chat_id|-1001877342210⟫"}
}
"""),

("email", """From: ⟦PERSON|Harriet Oyelaran⟧ <⟦EMAIL|h.oyelaran@kestrelvane.co.uk⟧>
To: ⟦PERSON|Gareth Pugh⟧ <⟦EMAIL|gareth@pughandsonsbakery.co.uk⟧>
Subject: PUGH'S PANTRY - opposition ⟪case_number|OP000512334⟫ - update

Dear ⟦PERSON|Gareth⟧,

Sorry I missed your call on ⟪call_date|Monday⟫. The ⟪org_name|UKIPO⟫ has served the notice of opposition filed by ⟪org_name|Pantry Foods Group plc⟫ against your application ⟪trademark_number|UK00003981245⟫ in ⟪nice_class|classes 30 and 43⟫. We have until ⟪deadline|14 January 2025⟫ to file a counterstatement (form ⟪form_code|TM8⟫).

I have your payment of ⟦AMOUNT|£420⟧ on file. Our estimate for the counterstatement and cooling-off negotiations is ⟪quote_amount|£1,800-£2,400 + VAT⟫.

Kind regards,
⟦PERSON|Harriet⟧
⟪org_name|Kestrel & Vane LLP⟫ · ⟦PHONE|+44 113 496 0724⟧
"""),

("slack_thread", """#recruitment-ops (⟪org_name|TrialBridge⟫)
⟦PERSON|Ama Owusu⟧  11:02
the Tampa site coordinator needs the screening list but they can't get into the SFTP. anyone?
⟦PERSON|Karthik Raman⟧  11:06
their key got regenerated. i'll send the new one via 1password, pls don't paste keys here
⟦PERSON|Devon Pratt⟧  11:07
lol too late, yesterday someone pasted this in #general:
```
⟦SECRET|$sec_pem_ssh1⟧
```
⟦PERSON|Karthik Raman⟧  11:09
🤦 that's the old one, already revoked. also whoever set the crm to log full phone numbers - it's writing stuff like ⟦PHONE|813-555-0193⟧ into ⟪file_path|/var/log/crm/sync.log⟫. masking should give ⟪masked_phone|813-***-**93⟫
⟦PERSON|Ama Owusu⟧  11:12
that was the ⟪version|v7.4.2⟫ deploy, rollback ticket ⟪ticket_id|ENG-5512⟫
"""),
]
