# English texts of blind56, typed one at a time.
# Markup: ⟦TYPE|value⟧ = span, ⟪kind|value⟫ = decoy, $name = value from values.py
TEXTS = [
('slack_incident_channel', '''#ir-acme-dental  (slack export, 14 May)
[08:02] ⟦PERSON|Rafał Kasprzak⟧: morning. EDR flagged ⟪hostname|RECEPTION-PC2⟫ (⟦IP_ADDRESS|192.168.10.23⟧) talking to ⟦IP_ADDRESS|45.137.21.9⟧ on 443, beacon every 62s
[08:03] ⟦PERSON|Mira Okonjo⟧: same box that opened the "invoice.zip" last week?
[08:04] ⟦PERSON|Rafał Kasprzak⟧: yep. dropper hash ⟪sha256|3b8e1f0c9d27a4456e0b1fd2c8a7e9935f14c02b6d8e7a1c3f50b9e2d4a61c77⟫, looks like a ⟪malware_family|QakBot⟫ variant
[08:06] ⟦PERSON|Mira Okonjo⟧: browser store dump shows the receptionist ⟦PERSON|Jolanta Wiśniewska⟧ had the practice mgmt login saved, pw ⟦PASSWORD|Zeby2023!⟧ ... reused everywhere ofc
[08:07] ⟦PERSON|Rafał Kasprzak⟧: rotate it. her o365 ⟦EMAIL|j.wisniewska@acmedental.co.uk⟧ also shows a sign-in from ⟦IP_ADDRESS|102.89.34.151⟧ at 03:12
[08:09] ⟦PERSON|Mira Okonjo⟧: ticket ⟪ticket_id|IR-2024-0117⟫ updated. ⟪cve_id|CVE-2023-36884⟫ not relevant here fwiw
'''),

('email_with_signature_translation_quote', '''Subject: RE: Sworn translation - birth certificate + degree (job ⟪job_number|LX-24-0892⟫)

Hi Ms ⟦PERSON|Adeyemi⟧,

Thanks for the scans, all legible. Before we certify, can you confirm the name exactly as it should read: ⟦PERSON|Folasade Omolara Adeyemi⟧, born ⟦DATE_OF_BIRTH|2 September 1990⟧ in Ibadan?

Our rate for sworn YO>EN is ⟪price_per_page|£38 per page⟫, so for 3 pages the quote is ⟪quote_total|£114.00⟫ + VAT. We've already received your deposit of ⟦AMOUNT|£50⟧, so ⟦AMOUNT|£86.80⟧ is left to pay on delivery.

Kind regards,
⟦PERSON|Tomasz Zieliński⟧
Project Manager | ⟪org_name|Lingualink Translations Ltd⟫
T: ⟦PHONE|+44 20 3318 4470⟧ | M: ⟦PHONE|07911 482 305⟧
⟦EMAIL|tomasz.z@lingualink-translations.co.uk⟧
Registered in England, ⟪company_reg_no|No. 08127745⟫
'''),

('call_transcript_card_payment', '''[Call ⟪call_id|CC-7781-20240611-0932⟫ | Queue: Billing | Agent: ⟦PERSON|Dwayne Pereira⟧ ext ⟪extension|4471⟫]
AGENT: Thanks for calling Northgate Energy, you're through to ⟦PERSON|Dwayne⟧. Can I take your full name?
CALLER: Yeah it's ⟦PERSON|Siobhan Mulcahy⟧.
AGENT: First line of the address and the postcode?
CALLER: ⟦ADDRESS|14 Larkfield Grove, Leeds LS8 2QT⟧.
AGENT: And your date of birth?
CALLER: ⟦DATE_OF_BIRTH|third of March eighty-four⟧, so ⟦DATE_OF_BIRTH|03/03/1984⟧.
AGENT: Lovely. Outstanding balance is ⟦AMOUNT|£212.40⟧, do you want to clear that today?
CALLER: Go on then. Card is ⟦CARD|$card_visa_a⟧, expiry ⟪card_expiry|09/27⟫, and the three digits on the back are ⟦CVV|318⟧.
AGENT: [PCI pause - recording suspended 00:03:12 to 00:03:41]
AGENT: That's gone through, your reference is ⟪payment_ref|PAY-55120983⟫.
'''),

('dotenv_production', '''# .env.production  -- client: Bloom & Bramble florist (do NOT commit, ⟦PERSON|Hannah⟧!!)
APP_ENV=production
APP_VERSION=⟪version|3.8.2⟫
DB_HOST=⟦IP_ADDRESS|10.0.12.5⟧
DB_PORT=⟪port|5432⟫
DATABASE_URL=postgres://bb_app:⟦SECRET|tulip-Vase-88-moss⟧@⟦IP_ADDRESS|10.0.12.5⟧:5432/bloom
STRIPE_SECRET_KEY=⟦APIKEY|$stripe_sk_a⟧
STRIPE_PUBLISHABLE_KEY=⟪publishable_key|$stripe_pk_a⟫
STRIPE_WEBHOOK_SECRET=⟦SECRET|$whsec_a⟧
MAILGUN_API_KEY=⟦APIKEY|$mailgun_a⟧
GOOGLE_MAPS_KEY=⟦APIKEY|$google_a⟧
SENTRY_RELEASE=⟪commit_sha|4e1f9a2c7b0d3e58a6f2c19b0e7d4a3f5c8b1e26⟫
ADMIN_EMAIL=⟦EMAIL|hannah@pixelandthread.studio⟧
'''),

('panel_csv_export', '''respondent_id,panel,first_name,last_name,email,mobile,dob,incentive_paid,survey_code
⟪respondent_id|R-0048213⟫,UK-GenPop,⟦PERSON|Priya⟧,⟦PERSON|Raghunathan⟧,⟦EMAIL|priya.r88@gmail.com⟧,⟦PHONE|07841 229604⟧,⟦DATE_OF_BIRTH|1988-06-02⟧,⟦AMOUNT|£5.00⟧,⟪survey_code|SV-2291-Q3⟫
⟪respondent_id|R-0048217⟫,UK-GenPop,⟦PERSON|Callum⟧,⟦PERSON|Fairbairn⟧,⟦EMAIL|cfairbairn@btinternet.com⟧,⟦PHONE|07592 310877⟧,⟦DATE_OF_BIRTH|1971-11-23⟧,⟦AMOUNT|£7.50⟧,⟪survey_code|SV-2291-Q4⟫
⟪respondent_id|R-0048230⟫,UK-Parents,⟦PERSON|Aisha⟧,⟦PERSON|Bello⟧,⟦EMAIL|aisha.bello@outlook.com⟧,⟦PHONE|07463 118 920⟧,⟦DATE_OF_BIRTH|1995-01-30⟧,⟦AMOUNT|£2.50⟧,⟪survey_code|SV-2301-KID⟫
'''),

('helpdesk_ticket_lockout', '''Ticket ⟪ticket_id|#48823⟫  Priority: ⟪ticket_priority|P2⟫  Client: ⟪client_name|Harrow & Finch Solicitors⟫
Opened by: ⟦PERSON|Gemma Thornton⟧ <⟦EMAIL|gthornton@harrowfinch.law⟧>, ⟦PHONE|01632 960 441⟧

Hi, I'm locked out of my laptop again after the password change. I tried ⟦PASSWORD|Autumn#2024⟧ and the old one ⟦PASSWORD|Harrow2023⟧ and neither works. Can someone remote in? It's the Dell in room 3, asset tag ⟪asset_tag|HF-LT-0193⟫.

--- Tech note (⟦PERSON|Kwame Asante⟧) ---
AD account was locked (5 bad attempts from ⟦IP_ADDRESS|172.16.40.118⟧). Unlocked, set temp pw ⟦PASSWORD|Temp-Kestrel-51⟧, must change at next logon. Told ⟦PERSON|Gemma⟧ by phone. Also re-registered her MFA; backup codes ⟦SECRET|$recovery_a⟧ and ⟦SECRET|$recovery_b⟧ handed over in a sealed envelope.
'''),

('coworking_member_onboarding', '''WELCOME TO ⟪org_name|THE FOUNDRY COWORK⟫ - member onboarding sheet

Member: ⟦PERSON|Oluwaseun Adebayo-Clarke⟧ ("⟦PERSON|Seun⟧")
Company: ⟪org_name|Quillfeather Studio Ltd⟫
Plan: Resident desk, ⟪tariff|£275/month⟫ (desk ⟪desk_number|D-14⟫, 2nd floor)
Deposit received: ⟦AMOUNT|£550⟧ on 2 April
Emergency contact: ⟦PERSON|Tunde Adebayo⟧ (brother) ⟦PHONE|07378 551 029⟧

Access:
- front door keypad code: ⟦PASSWORD|4 7 1 9⟧ then #
- Wi-Fi "⟪wifi_ssid|Foundry-Members⟫" password ⟦PASSWORD|ironworks-ladle-22⟧
- locker ⟪locker_number|L-063⟫, padlock combo ⟦PASSWORD|0826⟧

⟦PERSON|Seun⟧'s fob number ⟪fob_serial|0007731942⟫ is registered to ⟦EMAIL|seun@quillfeather.studio⟧.
'''),

('interpreter_booking_confirmation', '''BOOKING CONFIRMED - Face-to-face interpreting
Booking ref: ⟪booking_ref|INT-58107⟫
Language: Tigrinya <> English
Interpreter: ⟦PERSON|Senait Gebremedhin⟧, mob ⟦PHONE|07404 672 118⟧

Patient: ⟦PERSON|Yonas Tesfay⟧, DOB ⟦DATE_OF_BIRTH|17/08/1979⟧, NHS no. on file
Address: ⟦ADDRESS|Flat 6, 22 Cavendish Road, Bristol BS7 8EQ⟧
Appointment: Thu 10:40, Diabetes Clinic, ⟪place|Southmead Hospital⟫
Clinical notes for interpreter: follow-up for ⟦MEDICAL|type 2 diabetes⟧, recent ⟦MEDICAL|HbA1c 71 mmol/mol⟧; patient on ⟦MEDICAL|metformin 1g twice daily⟧ and reports ⟦MEDICAL|numbness in both feet⟧.

Please arrive 10 min early and report to reception. Mileage paid at ⟪mileage_rate|45p per mile⟫.
'''),

('shell_history_hosting_box', '''  501  ssh root@⟦IP_ADDRESS|88.198.43.172⟧
  502  cd /home/⟦PERSON|lwanjiru⟧/public_html
  503  ls -la
  504  mysql -u wp_ceramics -p'⟦SECRET|K1pepeo!Nairobi⟧' wp_ceramics < ~/backup-⟪date_stamp|20240602⟫.sql
  505  export CF_API_TOKEN=⟦APIKEY|$cf_token_a⟧
  506  curl -s -H "Authorization: Bearer $CF_API_TOKEN" https://api.cloudflare.com/client/v4/zones?name=wanjiruceramics.co.ke
  507  sudo -u ⟦PERSON|lwanjiru⟧ wp core update --version=⟪version|6.5.3⟫
  508  tail -f /var/log/apache2/error.log | grep ⟦IP_ADDRESS|41.90.64.203⟧
  509  passwd ⟦PERSON|lwanjiru⟧
  510  history -c
'''),
]

TEXTS += [
('nginx_access_log', '''⟦IP_ADDRESS|81.2.69.142⟧ - - [⟪timestamp|12/Jun/2024:10:14:03 +0100⟫] "GET /wp-admin/ HTTP/1.1" 302 0 "-" "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/⟪browser_version|126.0⟫"
⟪loopback_ip|127.0.0.1⟫ - - [12/Jun/2024:10:14:05 +0100] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"
⟦IP_ADDRESS|2a02:c7c:5d10:9e00:48b1:2f3c:a1d0:7e51⟧ - - [12/Jun/2024:10:14:09 +0100] "GET /api/v1/export.csv?api_key=⟦APIKEY|$datadog_a⟧&from=2024-06-01 HTTP/1.1" 200 18822 "-" "python-requests/2.31.0"
⟪doc_ip|203.0.113.9⟫ - - [12/Jun/2024:10:14:11 +0100] "HEAD / HTTP/1.1" 200 0 "-" "UptimeProbe (synthetic)"
⟦IP_ADDRESS|100.72.14.3⟧ - ⟦PERSON|mwhitcombe⟧ [12/Jun/2024:10:14:20 +0100] "POST /account/password HTTP/1.1" ⟪http_status|500⟫ 311 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)"
'''),

('python_stack_trace', '''Traceback (most recent call last):
  File "/srv/panelsync/app/tasks.py", line 212, in push_respondent
    resp.raise_for_status()
  File "/srv/panelsync/.venv/lib/python3.11/site-packages/requests/models.py", line 1021, in raise_for_status
    raise HTTPError(http_error_msg, response=self)
requests.exceptions.HTTPError: 422 Client Error: Unprocessable Entity for url: https://api.panelhub.io/v2/respondents?token=⟦APIKEY|$jwt_b⟧
[worker ⟪process_id|pid=30418⟫] payload={'email': '⟦EMAIL|marta.ferreira@sapo.pt⟧', 'name': '⟦PERSON|Marta Ferreira⟧', 'birth': '⟦DATE_OF_BIRTH|1979-10-12⟧', 'panel': 'PT-Online'}
[worker pid=30418] using sqlalchemy.url=mysql+pymysql://panel:⟦SECRET|Rq7!vaz_Porto⟧@⟦IP_ADDRESS|10.8.0.21⟧/panel  (celery ⟪version|5.3.6⟫, task id ⟪uuid|0d6f3a52-91c4-4e8b-a7d2-5b19e3c04f8a⟫)
'''),

('whatsapp_client_designer', '''[11/06/24, 19:02] ⟦PERSON|Becky Osei⟧: hiya! here's the login for the old site so u can grab the content
[11/06/24, 19:02] ⟦PERSON|Becky Osei⟧: user ⟦PERSON|beckyosei⟧ pass ⟦PASSWORD|Cupcake!2019⟧
[11/06/24, 19:03] ⟦PERSON|Dan⟧ (Pixel&Thread): got it, in. wow that theme is from ⟪year|2016⟫ lol
[11/06/24, 19:05] ⟦PERSON|Dan⟧ (Pixel&Thread): cheers, deposit landed btw ⟦AMOUNT|£600⟧ 👍 invoice ⟪invoice_no|PT-0342⟫ marked part paid
[11/06/24, 19:06] ⟦PERSON|Becky Osei⟧: 🙌 also my new number is ⟦PHONE|07958 204 611⟧ the old one is dead
[11/06/24, 19:07] ⟦PERSON|Dan⟧ (Pixel&Thread): noted. the bakery logo file is ⟪file_name|logo_final_FINAL_v3.ai⟫ yeah?
'''),

('coworking_committee_minutes', '''Members' Committee - minutes, 4 June
Present: ⟦PERSON|Harriet Lowe⟧ (chair), ⟦PERSON|Ibrahim Sesay⟧, ⟦PERSON|Greta Lindqvist⟧, ⟦PERSON|Joe McAllister⟧ (ops)
Apologies: ⟦PERSON|Nnamdi⟧

1. Arrears. ⟦PERSON|Joe⟧ reported two members behind: ⟦PERSON|Colm Brennan⟧ owes ⟦AMOUNT|£840⟧ (three months), ⟦PERSON|Ruth Abara⟧ owes ⟦AMOUNT|£275⟧. Agreed a payment plan for ⟦PERSON|Colm⟧.
2. Accessibility. ⟦PERSON|Greta⟧ asked for a sit-stand desk near the lift for a member recovering from ⟦MEDICAL|spinal fusion surgery⟧; ⟦PERSON|Joe⟧ to order one (⟪product_code|SKU FX-140-W⟫, ⟪price|£389⟫).
3. Finances. Space turnover for May was ⟪org_total|£31,420⟫; kitchen budget stays at ⟪budget|£120/month⟫.
4. AOB. Meeting room ⟪room_name|"Bessemer"⟫ projector replaced.
'''),

('sql_insert_panel_tax', '''-- panel_tax_2023.sql  (1099-NEC threshold review, generated ⟪timestamp|2024-01-14 09:22:10⟫)
INSERT INTO panelist_tax (panelist_id, full_name, ssn, mail_address, ytd_incentives) VALUES
(⟪panelist_id|90311⟫, '⟦PERSON|Brandon K. Whitlock⟧', '⟦SSN|$ssn_a⟧', '⟦ADDRESS|4410 Alder Creek Dr, Boise, ID 83709⟧', '⟦AMOUNT|$640.00⟧'),
(⟪panelist_id|90377⟫, '⟦PERSON|Lucía Carrasco⟧', '⟦SSN|$ssn_b⟧', '⟦ADDRESS|118 W Magnolia Ave Apt 3, San Antonio, TX 78212⟧', '⟦AMOUNT|$715.25⟧'),
(⟪panelist_id|90402⟫, '⟦PERSON|DeShawn Harris⟧', '⟦SSN|$ssn_h⟧', '⟦ADDRESS|77 Prospect St, Hartford, CT 06103⟧', '⟦AMOUNT|$602.50⟧');
-- total paid to flagged panelists: ⟪org_total|$1,957.75⟫
'''),

('forum_post_dns_question', '''Title: MX records not propagating after moving reseller account?

Hey all, moved about 40 client domains from our old reseller to the new WHM box last night. A and AAAA records look fine (⟪doc_ip|198.51.100.24⟫ and ⟪doc_ipv6|2001:db8:4a::1⟫ in the examples below) but MX for ⟪domain_name|example-bakery.co.uk⟫ still points at the old host.

  example-bakery.co.uk.  ⟪dns_ttl|3600⟫  IN  MX  10 mail.example-bakery.co.uk.

We're on cPanel ⟪version|118.0.14⟫ and PowerDNS ⟪version|4.8.4⟫. Serial is ⟪dns_serial|2024061203⟫. Anyone seen this? TIA
'''),

('hosting_web_form_submission', '''New submission - "Transfer my domains" form
Submitted: ⟪timestamp|2024-06-03 16:41⟫ from ⟦IP_ADDRESS|86.147.221.9⟧

Full name: ⟦PERSON|Gareth Pryce-Jones⟧
Business: ⟪org_name|Pryce Joinery⟫
Email: ⟦EMAIL|gareth@prycejoinery.wales⟧
Phone: ⟦PHONE|01970 615 322⟧
Domains to move: ⟪domain_name|prycejoinery.wales⟫, ⟪domain_name|pryce-joinery.co.uk⟫
Current registrar login (so you can unlock them): username ⟦PERSON|gprycejones⟧ / password ⟦PASSWORD|Derwen_oak_77⟧
How did you hear about us? my cousin ⟦PERSON|Bethan⟧ uses you
'''),

('incident_report_payment_fraud', '''INCIDENT REPORT ⟪case_number|IR-24-031⟫ - Business email compromise, ⟪org_name|Verbatim Language Services⟫

Summary: On 21 May the vendor-management mailbox received a spoofed request, apparently from freelance translator ⟦PERSON|Ilse Vermeulen⟧ (⟦EMAIL|ilse.vermeulen@telenet.be⟧), asking to update her payout account. The message came from ⟦EMAIL|ilse.vermeulen.translations@gmx.com⟧ via ⟦IP_ADDRESS|194.26.29.113⟧.

Genuine account on file: ⟦IBAN|$iban_be_a⟧
Account requested by attacker: ⟦IBAN|$iban_nl_b⟧

One payment of ⟦AMOUNT|€1,380.00⟧ (her April invoice) went to the fraudulent account before ⟦PERSON|Sophie Marchetti⟧ in accounts noticed. Bank recall filed; ⟪ioc_domain|telenet-be.secure-mail.cc⟫ added to the blocklist. Header analysis: SPF fail, DKIM none, message id ⟪message_id|<20240521093114.4f2a@mx3.gmx.com>⟫.
'''),
]

TEXTS += [
('freelancer_invoice', '''INVOICE ⟪invoice_no|INV-2024-017⟫
From: ⟦PERSON|Agnieszka Nowicka⟧, freelance conference interpreter (PL/EN/DE)
⟦ADDRESS|31 Ferndale Road, Manchester M21 9GL⟧
⟦EMAIL|a.nowicka.interpreting@proton.me⟧ | ⟦PHONE|+44 7723 018 664⟧

To: ⟪org_name|Polyglot Events Ltd⟫, accounts payable

Description                          Qty    Rate      Total
Simultaneous interpreting, 14 May    1 day  ⟪day_rate|£520⟫    ⟦AMOUNT|£520.00⟧
Travel (return rail)                 -      -         ⟦AMOUNT|£64.30⟧

Amount due to me: ⟦AMOUNT|£584.30⟧, payable within 30 days, PO ⟪po_number|PO-77120⟫.
Please pay into: ⟦IBAN|$iban_gb_a⟧ (name: ⟦PERSON|A Nowicka⟧)
'''),

('call_qa_scorecard', '''QA SCORECARD  week ⟪week_number|W23⟫  campaign: ⟪campaign_code|TELCO-RET-UK⟫
Agent: ⟦PERSON|Shauna Delaney⟧   Evaluator: ⟦PERSON|Marcus Oyelaran⟧   Call: ⟪call_id|CC-9902-20240607-1411⟫

Greeting .................. 5/5
ID&V ...................... 3/5  - agent read back full DOB ⟦DATE_OF_BIRTH|21/07/1966⟧ aloud, should only confirm
Card handling ............. 5/5  - used pause, card on screen shows ⟪masked_card|**** **** **** 6620⟫ only
Retention offer ........... 4/5  - offered ⟪discount_offer|20% off for 12 months⟫, customer Mr ⟦PERSON|Okeke⟧ declined
Total ..................... ⟪qa_score|17/20⟫

Coaching: ⟦PERSON|Shauna⟧ to avoid reading personal data back in full.
'''),

('voice_memo_dictation', '''[voice memo, transcribed automatically - 00:01:42]
ok note to self for the ⟪client_name|Hartley Veterinary⟫ job. firewall admin login is admin and the password is ⟦PASSWORD|Hartley dash FW dash 2291⟧, yes with the dashes. the practice manager is ⟦PERSON|Lorraine Fitch⟧, her mobile ⟦PHONE|oh seven eight three four, five five two, nine one eight⟧. she wants the cat x-ray PC - they call it ⟪pet_name|Biscuit⟫ after the clinic cat - moved to the new VLAN ⟪vlan_id|VLAN 30⟫. remind ⟦PERSON|Dev⟧ to renew their ⟪product|Sophos XGS 2100⟫ licence, it lapses on the twelfth.
'''),

('ocr_business_card', '''[OCR scan - business card, confidence 0.91]
PIXEL & THREAD
design . build . care
⟦PERSON|DANIEL O'ROURKE⟧
Creative Director
m. ⟦PHONE|+44 (0)7481 336 907⟧
e. ⟦EMAIL|dan@pixelandthread.studio⟧
⟪street_address_org|Unit 4, Cotton Exchange, Bixteth St⟫
⟪org_website|pixelandthread.studio⟫
⟪social_handle_org|@pixelandthread⟫
'''),

('yaml_dialer_config', '''# dialer/config/prod.yaml  - outbound retention campaign
dialer:
  provider: twilio
  account_sid: ⟪account_sid|$twilio_ac_a⟫
  api_key_sid: ⟦APIKEY|$twilio_sk_a⟧
  auth_token: ⟦SECRET|$twilio_auth_a⟧
  caller_id: ⟦PHONE|+44 161 850 2277⟧
  max_concurrent: ⟪concurrency_limit|40⟫
  amd_timeout_ms: 3500
alerts:
  slack_webhook: ⟦SECRET|$slack_hook_a⟧
  oncall: ⟦EMAIL|noc-oncall@brightline-contact.com⟧
build: ⟪build_number|#1882⟫
'''),

('markdown_table_reseller_clients', '''## Renewals due - July (reseller acct ⟪reseller_account|RC-558120⟫)

| Domain | Registrant | Contact email | Phone | Renewal price |
|---|---|---|---|---|
| ⟪domain_name|thornbury-cakes.co.uk⟫ | ⟦PERSON|Emma Thornbury⟧ | ⟦EMAIL|emma@thornbury-cakes.co.uk⟧ | ⟦PHONE|01454 412 883⟧ | ⟪price|£9.99⟫ |
| ⟪domain_name|ndlovu-law.co.za⟫ | ⟦PERSON|Sipho Ndlovu⟧ | ⟦EMAIL|sipho@ndlovu-law.co.za⟧ | ⟦PHONE|+27 21 447 1920⟧ | ⟪price|£14.50⟫ |
| ⟪domain_name|kittyspa.com⟫ | ⟦PERSON|Hyun-woo Baek⟧ | ⟦EMAIL|hw.baek@naver.com⟧ | ⟦PHONE|+82 10 4417 2093⟧ | ⟪price|£11.20⟫ |

Note: kittyspa.com auto-renew failed, card on file expired (⟪masked_card|visa ending 4401⟫).
'''),

('trustpilot_review', '''★★☆☆☆  "Fast but sloppy"
Reviewed ⟪review_date|3 days ago⟫ by ⟦PERSON|Kasia W.⟧

Needed my daughter's school certificates translated for a visa. Paid ⟦AMOUNT|€145⟧ upfront and they came back in 2 days which is great, BUT they spelled her name as "⟦PERSON|Zofia Wisniewska⟧" instead of "⟦PERSON|Zofia Wiśniewska⟧" on every page and got her birthday wrong (⟦DATE_OF_BIRTH|11.04.2009⟧ not ⟪misprinted_date|04.11.2009⟫). Had to wait another week for the fix. ⟪org_name|TransPerfectly⟫ please proofread!!

Reply from ⟪org_name|TransPerfectly⟫: Hi ⟦PERSON|Kasia⟧, so sorry, we've refunded ⟦AMOUNT|€45⟧ to your card.
'''),
]

TEXTS += [
('coworking_membership_contract', '''MEMBERSHIP AGREEMENT (extract) - ⟪org_name|Canal Works Coworking Ltd⟫
Agreement no. ⟪contract_number|CW-2024-0311⟫

1. The Member
Name: ⟦PERSON|Mateus Albuquerque Lima⟧
Residential address: ⟦ADDRESS|Apartment 12, 9 Wharf Street, Birmingham B1 2JS⟧
Identity document checked: Canadian passport no. ⟦PASSPORT|$pp_ca_a⟧ (dual national)
Date of birth: ⟦DATE_OF_BIRTH|29 January 1992⟧

2. Fees. The Member pays a monthly fee per the current ⟪tariff_name|Flex-10 tariff⟫ (⟪tariff|£180 + VAT⟫). A refundable deposit of ⟦AMOUNT|£360⟧ has been paid by the Member and is held by the Operator.

Signed for the Operator: ⟦PERSON|Francesca Ruiz-Holt⟧, Community Manager
'''),

('slack_dm_aws_keys', '''⟦PERSON|Liam Gallagher-Nwosu⟧  10:41
hey can u set up the backup job for the dental client, here's the IAM user I made
⟦PERSON|Liam Gallagher-Nwosu⟧  10:41
AWS_ACCESS_KEY_ID=⟦APIKEY|$aws_akid_a⟧
AWS_SECRET_ACCESS_KEY=⟦SECRET|$aws_secret_a⟧
bucket ⟪s3_bucket|s3://smilebright-veeam-offsite⟫ region ⟪aws_region|eu-west-2⟫
⟦PERSON|Priyanka Shah⟧  10:44
pls don't paste keys in slack 😬 (also the one in the AWS docs ⟪example_key|AKIAIOSFODNN7EXAMPLE⟫ looks nothing like this lol). rotating now, will put the new pair in 1Password vault ⟪vault_name|Clients-Dental⟫
⟦PERSON|Liam Gallagher-Nwosu⟧  10:45
sorry!! 🙈
'''),

('survey_webhook_json', '''POST /hooks/qualtrics HTTP/1.1
Host: ingest.panelbridge.io
X-Api-Token: ⟦APIKEY|$qualtrics_a⟧
Content-Type: application/json

{
  "surveyId": "⟪survey_id|SV_3x7bQf0aKLm9yVw⟫",
  "responseId": "⟪response_id|R_1qX4ZpG8oN2rT5c⟫",
  "recordedDate": "⟪timestamp|2024-06-09T18:22:41Z⟫",
  "values": {
    "QID1": "⟦PERSON|Chidinma Eze⟧",
    "QID2": "⟦EMAIL|chidinma.eze@yahoo.co.uk⟧",
    "QID7_TEXT": "I have ⟦MEDICAL|coeliac disease⟧ and my son has a ⟦MEDICAL|severe peanut allergy⟧ so I always check labels",
    "QID9": "⟦DATE_OF_BIRTH|1983-04-15⟧",
    "ipAddress": "⟦IP_ADDRESS|31.94.18.207⟧",
    "locationLatitude": "⟪geo_coordinate|51.5072⟫",
    "Q_TotalDuration": ⟪duration_seconds|612⟫
  }
}
'''),

('hr_onboarding_email_india', '''From: ⟦PERSON|Ritu Malhotra⟧ <⟦EMAIL|ritu.malhotra@callnest-bpo.in⟧>
To: ⟦PERSON|Arjun Venkataraman⟧ <⟦EMAIL|arjun.v.1998@gmail.com⟧>
Subject: Joining formalities - Voice Process (UK), batch ⟪batch_code|VP-UK-27⟫

Dear ⟦PERSON|Arjun⟧,

Welcome aboard! We have verified the documents you shared. Please check the details below before we create your payroll record:

Aadhaar: ⟦NATIONAL_ID|$aadhaar_a⟧
Passport: ⟦PASSPORT|$pp_in_a⟧ (needed for the UK client site visit in Q4)
Date of birth: ⟦DATE_OF_BIRTH|14-08-1998⟧
Monthly CTC: ⟦AMOUNT|₹32,500⟧ + night shift allowance

Report to the Whitefield office, ⟪floor_number|4th floor⟫, Tower B on 1 July, 9 PM shift. Your employee ID will be ⟪employee_id|CN-40817⟫.

Regards,
⟦PERSON|Ritu⟧ | HR Ops | ⟦PHONE|+91 80 4718 2260⟧
'''),

('sms_thread_door_code', '''SMS with ⟦PHONE|+44 7412 880 193⟧ (⟦PERSON|Marek⟧ - Hive Coworking)
⟦PERSON|Marek⟧: Hi ⟦PERSON|Noor⟧, the night entrance code changes tonight, new code is ⟦PASSWORD|2 5 8 0 #⟧
⟦PERSON|Noor⟧: thanks! is the meeting pod still booked for me tmrw 10am? booking ⟪booking_ref|HV-33910⟫
⟦PERSON|Marek⟧: yep pod ⟪room_name|Pod 3⟫. also your ⟪membership_plan|Nomad 8⟫ renewal is ⟪price|£95⟫ on the 1st
⟦PERSON|Noor⟧: 👍 btw I left a refund request - you charged me twice in May, ⟦AMOUNT|£95.00⟧ needs to come back
'''),
]

TEXTS += [
('helpdesk_ticket_bitlocker', '''[Ticket ⟪ticket_id|#51206⟫] BitLocker recovery screen after BIOS update
Requester: ⟦PERSON|Oksana Hrytsenko⟧ (Marketing), laptop ⟪asset_tag|LT-MKT-0442⟫, BIOS ⟪firmware_version|1.27.0⟫
Status: Resolved

⟦PERSON|Tariq⟧ (L1), 09:12 - user called, stuck on recovery screen, key ID ⟪bitlocker_key_id|7A1F3C22⟫. Read her the recovery key from Entra:
⟦SECRET|$bitlocker_a⟧
Booted fine. Suspended BitLocker for one reboot, re-enabled. Closing.
'''),

('translation_job_brief_medical', '''JOB BRIEF  ⟪job_number|MED-24-1193⟫   DE > EN, certified
Client: ⟪org_name|Allianz Care (claims)⟫  Deadline: ⟪deadline|Fri 17:00 CET⟫  Rate: ⟪rate_per_word|€0.14/word⟫, approx ⟪word_count|2,350 words⟫

Source: discharge summary (Entlassungsbericht) for patient ⟦PERSON|Jürgen Habermehl⟧, born ⟦DATE_OF_BIRTH|03.05.1958⟧.
Key terms to keep consistent: ⟦MEDICAL|NSTEMI⟧, ⟦MEDICAL|drug-eluting stent to the LAD⟧, ⟦MEDICAL|ticagrelor 90 mg bd⟧, ⟦MEDICAL|ejection fraction 45%⟧.
Glossary: use "discharge summary", not "release report". Drug names as on the German label (see leaflet wording for ⟪drug_leaflet|Brilique⟫ in TM).
Assigned to: ⟦PERSON|Anneke de Vries⟧, reviewer ⟦PERSON|Paul Hennessy⟧.
'''),

('changelog_release_notes', '''## HostPanel ⟪version|4.12.0⟫ (⟪release_date|2024-06-04⟫)

### Fixed
- DNS editor no longer strips the trailing dot on CNAME targets (#⟪issue_number|2817⟫)
- Backups to S3-compatible targets now respect port ⟪port|9000⟫ when set
- Resolved a race in the mail queue runner (⟪commit_sha|a91c3e07f52b⟫)

### Changed
- Default PHP for new accounts is now ⟪version|8.3.7⟫
- Example config uses ⟪doc_ip|192.0.2.10⟫ as the placeholder resolver and ⟪example_key|sk_test_51HxExampleKeyDoNotUse⟫ for the billing sandbox

Upgrade: ⟪cli_command|hostpanel upgrade --channel stable⟫
'''),

('contractor_onboarding_form_canada', '''CONTRACTOR ONBOARDING - ⟪org_name|Maple Line Contact Solutions⟫ (Winnipeg site)

Legal name: ⟦PERSON|Geneviève Tremblay-Okafor⟧
Preferred name: ⟦PERSON|Gen⟧
Social Insurance Number: ⟦NATIONAL_ID|$sin_a⟧
Home address: ⟦ADDRESS|228 Lipton Street, Winnipeg, MB R3G 2H2⟧
Cell: ⟦PHONE|(204) 981-4406⟧
Direct deposit: transit ⟪bank_transit|00152⟫ / inst ⟪bank_institution|001⟫
Hourly rate agreed: ⟪hourly_rate|$21.50/h⟫
Emergency contact: ⟦PERSON|Samuel Okafor⟧ (spouse) ⟦PHONE|(204) 981-2273⟧
'''),

('stripe_dispute_email', '''From: Stripe <⟦EMAIL|notifications@stripe.com⟧>
Subject: A payment has been disputed - ⟪dispute_id|dp_1PQx4L2eZvKYlo2C8a0Qw3rT⟫

A customer disputed a payment to ⟪org_name|Northlight Web Studio⟫.

Amount: ⟦AMOUNT|£1,250.00⟧
Customer: ⟦PERSON|Declan Murphy⟧ (⟦EMAIL|declan.murphy@eircom.net⟧)
Card: ⟪masked_card|Mastercard •••• 2291⟫
Reason: ⟪dispute_reason|product_not_received⟫
Respond by: ⟪deadline|21 June 2024⟫

Our records show this charge is the 50% deposit for the website rebuild (quote ⟪quote_number|Q-0457⟫, total ⟪quote_total|£2,500⟫).
'''),
]

TEXTS += [
('teams_chat_supervisors', '''[Teams] Floor 2 supervisors
⟦PERSON|Kelly-Ann Brooks⟧ 14:02: anyone else getting calls from Mr ⟦PERSON|Hargreaves⟧ again? he's rung 6 times today re his pension transfer
⟦PERSON|Stefan Popescu⟧ 14:03: yep had him at 11. he wants a call back on ⟦PHONE|0113 496 7720⟧ not his mobile
⟦PERSON|Kelly-Ann Brooks⟧ 14:04: ok logging it. his case is ⟪case_number|PEN-882104⟫, vulnerable customer flag - he told ⟦PERSON|Stefan⟧ he's got ⟦MEDICAL|early-stage dementia⟧ so pls be patient
⟦PERSON|Stefan Popescu⟧ 14:05: 👍 AHT is through the roof today anyway, ⟪metric|avg 7m42s⟫
'''),

('linux_auth_log', '''Jun 12 02:14:07 ⟪hostname|vps-lon-07⟫ sshd[⟪process_id|21877⟫]: Failed password for invalid user admin from ⟦IP_ADDRESS|218.92.0.112⟧ port ⟪port|41022⟫ ssh2
Jun 12 02:14:09 vps-lon-07 sshd[21877]: Failed password for invalid user oracle from ⟦IP_ADDRESS|218.92.0.112⟧ port 41022 ssh2
Jun 12 07:51:33 vps-lon-07 sshd[22410]: Accepted publickey for ⟦PERSON|jkowalczyk⟧ from ⟦IP_ADDRESS|109.173.40.66⟧ port 52214 ssh2: ED25519 SHA256:⟪ssh_key_fingerprint|q3Hn8wQ4mV0zXb1kP7rT2yL5sJ9cF6dA0eG3hU8iK1o⟫
Jun 12 07:52:02 vps-lon-07 sudo: ⟦PERSON|jkowalczyk⟧ : TTY=pts/0 ; PWD=/home/⟦PERSON|jkowalczyk⟧ ; USER=root ; COMMAND=/usr/bin/systemctl restart php8.2-fpm
'''),

('pentest_finding_writeup', '''### Finding 4 - Secrets committed to source control (HIGH, CVSS ⟪cvss_score|8.1⟫)

During the review of the client's repository ⟪repo_name|acme-booking-web⟫ we found the following credentials in commit ⟪commit_sha|e3b0c44298fc1c149afbf4c8996fb92427ae41e4⟫ (file ⟪file_path|config/settings.py⟫):

    GITHUB_TOKEN = "⟦APIKEY|$gh_pat_a⟧"
    SENDGRID_KEY = "⟦APIKEY|$sendgrid_a⟧"
    DATABASES["default"]["PASSWORD"] = "⟦SECRET|Bk!ng_Pr0d_2023⟧"

The GitHub token was valid at the time of testing and belonged to user ⟦PERSON|tmcallister-dev⟧ with repo scope. Recommendation: revoke, rotate and purge history with ⟪tool_name|git-filter-repo⟫.
'''),

('call_transcript_it_support', '''Recording ⟪recording_id|REC-20240610-0815-0031⟫ - Managed IT helpdesk
TECH (⟦PERSON|Ollie⟧): IT support, ⟦PERSON|Ollie⟧ speaking.
USER: Hi, it's ⟦PERSON|Bernadette⟧ from ⟪client_name|Quayside Physio⟫, I can't get into the booking system.
TECH: No worries ⟦PERSON|Bernadette⟧, what's your username?
USER: ⟦PERSON|bquinlan⟧. And I'm typing ⟦PASSWORD|Physio2024 exclamation mark⟧, capital P.
TECH: Please don't read passwords out! I'll reset it. Can you confirm the mobile we have on file ends ⟪phone_last_digits|6623⟫?
USER: Yes, ⟪masked_phone|07*** ***623⟫.
TECH: Great, text on its way. Anything else?
USER: My ⟦MEDICAL|hearing aid⟧ keeps dropping off the Bluetooth on the PC, if you've time...
'''),

('coworking_newsletter', '''THE HIVE WEEKLY - issue ⟪issue_number|#112⟫

☕ New coffee machine on floor 1 (a ⟪product|La Marzocco Linea Mini⟫ - thanks to the members' fund, total raised ⟪org_total|£2,310⟫!)
🐶 Dog Friday is back: ⟪pet_name|Pickle⟫ the office sausage dog says hi
📅 Events: Founders' breakfast Tue 8:30 (⟪event_price|£6⟫), Python meetup Thu 18:30 in room ⟪room_name|Atlas⟫
🏷️ Day passes now ⟪price|£22⟫ (10-pack ⟪price|£190⟫)
🔧 Wi-Fi maintenance Sunday 02:00-04:00, firmware ⟪firmware_version|7.1.66⟫ on the UniFi APs
'''),

('survey_open_ends_export', '''open_ends_W3.txt  (study ⟪study_code|HLTH-0624⟫, quota cell ⟪quota_cell|F35-44⟫)

resp ⟪respondent_id|100482⟫: "my GP switched me from ⟦MEDICAL|sertraline⟧ to ⟦MEDICAL|citalopram⟧ in march and honestly the side effects are worse"
resp ⟪respondent_id|100517⟫: "I'm ⟦MEDICAL|type 1 diabetic⟧ since age 9, the new sensor is great but pricey"
resp ⟪respondent_id|100533⟫: "n/a"
resp ⟪respondent_id|100561⟫: "partner had a ⟦MEDICAL|knee replacement⟧ last year, the NHS app was useless. contact me if you want more: ⟦EMAIL|loz.hughes77@hotmail.co.uk⟧"
resp ⟪respondent_id|100590⟫: "leaflet said take ⟪leaflet_text|one tablet twice daily with food⟫, pharmacist said otherwise???"
'''),

('whois_record', '''Domain Name: ⟪domain_name|kasprzak-tlumaczenia.pl⟫
Registry Domain ID: ⟪registry_id|D0451827-PL⟫
Registrar: ⟪registrar|Rockhost Reseller sp. z o.o.⟫
Updated Date: ⟪timestamp|2024-03-02T11:40:17Z⟫
Registrant Name: ⟦PERSON|Ewa Kasprzak⟧
Registrant Street: ⟦ADDRESS|ul. Piotrkowska 148/12, 90-063 Łódź⟧
Registrant Phone: ⟦PHONE|+48.426301477⟧
Registrant Email: ⟦EMAIL|ewa@kasprzak-tlumaczenia.pl⟧
Admin Name: REDACTED FOR PRIVACY
Name Server: ⟪nameserver|ns1.rockhost.pl⟫
DNSSEC: unsigned
'''),

('dns_zone_file', ''';; zone: ⟪domain_name|wanjiruceramics.co.ke⟫   serial ⟪dns_serial|2024061001⟫
$TTL 3600
@       IN  A      ⟦IP_ADDRESS|88.198.43.172⟧
@       IN  AAAA   ⟦IP_ADDRESS|2a01:4f8:c012:8e1a::1⟧
mail    IN  A      ⟦IP_ADDRESS|88.198.43.180⟧
office  IN  A      ⟦IP_ADDRESS|41.90.64.203⟧   ; ⟦PERSON|Lucy⟧'s home fibre, for the NAS
@       IN  TXT    "v=spf1 mx include:⟪spf_include|_spf.mailgun.org⟫ -all"
k1._domainkey IN TXT "k=rsa; p=⟪dkim_public_key|MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQC7vT2⟫"
'''),
]

TEXTS += [
('docker_compose_yaml', '''# docker-compose.yml - staging for the Harbour Gin shop rebuild
services:
  web:
    image: ⟪docker_image|ghcr.io/northlight/harbourgin-web:1.14.2⟫
    environment:
      - SECRET_KEY=⟦SECRET|$django_key_a⟧
      - DATABASE_URL=postgres://gin:⟦SECRET|Juniper_Still_4⟧@db:5432/gin
      - OPENAI_API_KEY=⟦APIKEY|$openai_a⟧
      - ALLOWED_HOSTS=staging.harbourgin.co.uk
    ports:
      - "⟪port_mapping|8080:8000⟫"
  db:
    image: ⟪docker_image|postgres:16.3-alpine⟫
    environment:
      - POSTGRES_PASSWORD=⟦SECRET|Juniper_Still_4⟧
'''),

('interpreter_application_email', '''Subject: Application - Community interpreter (Romanian/English), ref ⟪vacancy_ref|CI-RO-06⟫

Dear Recruitment Team,

Please find attached my CV and DPSI certificate. My details for the vetting form:

Full name: ⟦PERSON|Ioana Cristina Munteanu⟧
Date of birth: ⟦DATE_OF_BIRTH|6 November 1987⟧
National Insurance number: ⟦NATIONAL_ID|$nino_a⟧
Address: ⟦ADDRESS|47 Belgrave Avenue, Leicester LE4 6AR⟧
Mobile: ⟦PHONE|07389 204 517⟧

I am available weekdays and can travel within ⟪travel_radius|30 miles⟫. I hold NRPSI registration ⟪registration_no|NRPSI 21033⟫.

Kind regards,
⟦PERSON|Ioana Munteanu⟧
'''),

('certified_translation_chinese_id', '''CERTIFIED TRANSLATION - Resident Identity Card, People's Republic of China
(translated from Chinese, job ⟪job_number|ZH-24-0417⟫)

Name: ⟦PERSON|WANG Lei⟧
Sex: Male      Ethnicity: Han
Date of birth: ⟦DATE_OF_BIRTH|19 July 1986⟧
Address: ⟦ADDRESS|Room 1502, Unit 2, Building 7, 18 Chaoyang North Road, Chaoyang District, Beijing⟧
Citizen ID number: ⟦IDCARD|$id_wang⟧
Issuing authority: ⟪issuing_authority|Chaoyang Branch, Beijing Public Security Bureau⟫
Valid: ⟪validity_period|2016.03.09 - 2036.03.09⟫

I certify this is a true translation. ⟦PERSON|Helen Xu-Morgan⟧, ⟪membership_no|MCIL 48112⟫
'''),

('chargeback_call_notes', '''CALL NOTES - retail client ⟪client_name|Sparrow & Co Home⟫ (outsourced line), agent ⟦PERSON|Nikhil Rao⟧
Customer: ⟦PERSON|Amelia Strand⟧, order ⟪order_id|SCH-1048832⟫
Issue: double charge on 03/06. Customer read out card again even though I asked her not to: ⟦CARD|$card_mc_a⟧, CVC ⟦CVV|907⟧, exp ⟪card_expiry|11/26⟫. Wiped from notes field per PCI, leaving here for QA only (!!)
Outcome: refund of ⟦AMOUNT|£89.99⟧ raised, 3-5 working days. Callback number ⟦PHONE|07714 390 226⟧.
'''),

('ci_log_npm_token', '''Run actions/setup-node@v4
  node-version: ⟪version|20.14.0⟫
Run npm config set //registry.npmjs.org/:_authToken ⟦APIKEY|$npm_a⟧
npm WARN config: writing token for registry.npmjs.org (masked as ⟪masked_token|***⟫ in later steps)
Run npm publish --access public
npm notice 📦  ⟪package_name|@pixelthread/ui-kit⟫@⟪version|2.3.1⟫
npm notice shasum: ⟪sha1|7c4a8d09ca3762af61e59520943dc26494f8941b⟫
+ @pixelthread/ui-kit@2.3.1
Job ⟪job_id|27418806512⟫ completed in 41s
'''),

('travel_booking_interpreters', '''From: ⟦EMAIL|travel@linguacorp-events.com⟧
Subject: Flights + hotel for Geneva summit (event ⟪event_code|GVA-0924⟫)

Hi both, booking now, please check passport details ASAP:

1) ⟦PERSON|Rebecca Lindqvist-Hart⟧ - UK passport ⟦PASSPORT|$pp_uk_a⟧, exp ⟪expiry_date|2031-02-14⟫
2) ⟦PERSON|Marcus Bell⟧ - US passport ⟦PASSPORT|$pp_us_b⟧, exp ⟪expiry_date|2029-08-30⟫

Flights ⟪flight_number|LX 355⟫ LHR-GVA, hotel ⟪org_name|Hôtel Cornavin⟫ 3 nights. Per diem is ⟪per_diem|CHF 90/day⟫ as per the framework agreement.
⟦PERSON|Marcus⟧, your frequent flyer no. ⟪loyalty_number|UA MP 884 201 93⟫ added.
'''),

('direct_debit_mandates_csv', '''# mandates_export_2024-06.csv  - Dock 9 Coworking (Dublin + Amsterdam)
member_no,name,iban,mandate_ref,plan,signed
⟪member_number|D9-0112⟫,⟦PERSON|Aoife Geraghty⟧,⟦IBAN|$iban_ie_a⟧,⟪mandate_ref|D9MND000112⟫,⟪plan_code|FLEX⟫,2024-01-08
⟪member_number|D9-0147⟫,⟦PERSON|Joris van Dijk⟧,⟦IBAN|$iban_nl_a⟧,⟪mandate_ref|D9MND000147⟫,⟪plan_code|FIXED⟫,2024-02-19
⟪member_number|D9-0150⟫,⟦PERSON|Hanna Schreiber⟧,⟦IBAN|$iban_de_b⟧,⟪mandate_ref|D9MND000150⟫,⟪plan_code|FLEX⟫,2024-03-02
# creditor: Dock 9 Coworking DAC, ⟪creditor_id|IE98ZZZ361045⟫, account ⟪org_iban|$iban_org_c⟫
'''),

('incident_timeline_pem', '''Timeline - ⟪case_number|IR-24-044⟫ (web host compromise, client ⟪client_name|Greenleaf Dental⟫)

2024-06-08 22:41 UTC  webshell ⟪file_name|wp-content/uploads/2024/05/thumb.php⟫ first hit from ⟦IP_ADDRESS|5.188.206.14⟧
2024-06-08 23:02 UTC  attacker reads /home/⟪system_user|gleaf_admin⟫/.ssh/id_rsa (contents below, now revoked):
⟦SECRET|$pem_rsa_a⟧
2024-06-09 00:15 UTC  outbound SSH from host to ⟦IP_ADDRESS|10.50.2.8⟧ (client's backup NAS)
2024-06-09 07:30 UTC  ⟦PERSON|Rafał Kasprzak⟧ isolates host, snapshot ⟪snapshot_id|snap-0c4e11f9a2b7d6e30⟫
'''),
]

TEXTS += [
('complaint_letter_postal', '''⟦ADDRESS|23 Mill Lane, Frodsham, Cheshire WA6 7HU⟧
⟪letter_date|8th June 2024⟫

Customer Relations, ⟪org_name|Clearwave Broadband⟫ (c/o ⟪org_name|Sitel Contact Centre⟫)
⟪org_address|PO Box 1127, Glasgow G2 9AZ⟫

Account no: ⟪account_number|CWB-00718263⟫

Dear Sir/Madam,

I have now called your helpline ⟦PHONE|0345 600 2143⟧ four times. On 14 May I was promised a credit of ⟦AMOUNT|£45⟧ for the outage, and on 29 May your agent said I'd get ⟦AMOUNT|£60⟧ instead. Neither has appeared. My husband is ⟦MEDICAL|housebound after a stroke⟧ and relies on the internet for his video calls with the consultant.

Yours faithfully,
⟦PERSON|Margaret Ellison⟧ (Mrs)
'''),

('panel_screener_form', '''SCREENER - Study ⟪study_code|RX-ALG-07⟫ (seasonal allergy, paid in-home use test)
S1 First name: ⟦PERSON|Tobias⟧
S2 Year/date of birth: ⟦DATE_OF_BIRTH|1990-12-05⟧
S3 Do you or anyone in your household work in: market research / pharma? [ ] yes  [x] no
S4 Which of these have you been diagnosed with? ⟦MEDICAL|hay fever⟧, ⟦MEDICAL|mild asthma⟧
S5 Current treatments: ⟦MEDICAL|fexofenadine 180mg⟧, ⟦MEDICAL|salbutamol inhaler as needed⟧
S6 Postcode district: ⟪postcode_district|BS6⟫
Result: QUALIFIED, quota ⟪quota_cell|Q2-M30-39⟫, incentive ⟪incentive_offer|£40 voucher on completion⟫
'''),

('hosting_welcome_email', '''Subject: Your new hosting account is ready - ⟪domain_name|sallysflowers.ie⟫

Hi ⟦PERSON|Sally⟧,

Your cPanel account has been created on server ⟪server_name|shared-dub-14⟫.

  Control panel: https://shared-dub-14.irishhost.net:⟪port|2083⟫
  Username: ⟦PERSON|sallymoran⟧
  Password: ⟦PASSWORD|Tulip&Lilac-2024⟧
  Server IP: ⟦IP_ADDRESS|185.43.110.27⟧
  Nameservers: ⟪nameserver|ns1.irishhost.net⟫ / ⟪nameserver|ns2.irishhost.net⟫

Your first invoice (⟪invoice_no|IH-882014⟫) for ⟪price|€59.88/year⟫ is paid - thank you.

Support: ⟦PHONE|+353 1 485 3920⟧ | ⟦EMAIL|support@irishhost.net⟧
'''),

('w9_email_us_interpreter', '''From: ⟦PERSON|Luis Ocampo⟧ <⟦EMAIL|luis.ocampo.interp@gmail.com⟧>
To: ⟦EMAIL|vendors@bridgelang.com⟧
Subject: W-9 info (I can't open the PDF form sorry)

Hi ⟦PERSON|Denise⟧, here's what you asked for so you can release my May payment (⟦AMOUNT|$2,140⟧):

Name: ⟦PERSON|Luis Alberto Ocampo⟧
Business name: n/a (sole proprietor)
SSN: ⟦SSN|$ssn_c⟧
Address: ⟦ADDRESS|2219 N Kedzie Blvd, Chicago, IL 60647⟧

Thanks!
⟦PERSON|Luis⟧
'''),

('zoom_invite', '''⟦PERSON|Hiroshi Tanaka⟧ is inviting you to a scheduled Zoom meeting.

Topic: Remote interpreting rehearsal - JA/EN, client ⟪client_name|Keiyo Pharma⟫
Time: ⟪meeting_time|Jun 18, 2024 09:00 AM London⟫

Join Zoom Meeting
https://us06web.zoom.us/j/⟪meeting_id|84215539021⟫
Meeting ID: ⟪meeting_id|842 1553 9021⟫
Passcode: ⟦PASSWORD|RsL7q2⟧

Dial by your location: ⟦PHONE|+44 203 901 7895⟧ United Kingdom
'''),

('jira_ticket_web_studio', '''[NLS-412] Checkout broken on live - Stripe restricted key rotated?
Reporter: ⟦PERSON|Femi Adeyinka⟧  Assignee: ⟦PERSON|Chloé Bernard⟧  Sprint: ⟪sprint_name|Sprint 31⟫

⟦PERSON|Femi⟧: client says orders failed from 14:05. Logs show 401 from Stripe. The restricted key in prod vault is ⟦APIKEY|$stripe_rk_a⟧ - did anyone roll it?
⟦PERSON|Chloé⟧: yes, client's accountant rolled it in the dashboard 😩 new key going in now. Also GA is fine (⟪analytics_id|G-7QK2M9XH4Z⟫), don't touch.
'''),
]

TEXTS += [
('siem_alert_json', '''{
  "alert": "Impossible travel",
  "rule_id": "⟪rule_id|UEBA-0042⟫",
  "severity": "high",
  "tenant": "⟪tenant_id|c3f1a9e2-7d44-4b8e-9f10-2a6b5d8e1c07⟫",
  "user": "⟦EMAIL|o.bankole@meridianlegal.co.uk⟧",
  "display_name": "⟦PERSON|Olumide Bankole⟧",
  "events": [
    {"time": "⟪timestamp|2024-06-11T07:02:13Z⟫", "ip": "⟦IP_ADDRESS|82.132.221.40⟧", "geo": "London, GB"},
    {"time": "2024-06-11T07:31:50Z", "ip": "⟦IP_ADDRESS|2c0f:f4c0:1a2:3b00::5e⟧", "geo": "Lagos, NG"},
    {"time": "2024-06-11T07:33:02Z", "ip": "⟪doc_ip|198.51.100.77⟫", "geo": "test-vector"}
  ],
  "mfa_method": "⟪mfa_method|phone_app_notification⟫"
}
'''),

('helm_values_yaml', '''# values-prod.yaml  (chart ⟪chart_version|callflow-2.7.0⟫)
replicaCount: 3
image:
  tag: ⟪image_tag|v2.7.0-rc1⟫
notifications:
  slack:
    botToken: ⟦APIKEY|$slack_bot_a⟧
    channel: "#qa-escalations"
  dingtalk:
    webhook: ⟦SECRET|$dingtalk_hook_a⟧
    secret: ⟦SECRET|$dingtalk_sec_a⟧
resources:
  limits: { cpu: ⟪cpu_limit|500m⟫, memory: ⟪memory_limit|512Mi⟫ }
owner: ⟦EMAIL|wei.zhang@brightline-contact.com⟧
'''),

('voicemail_transcription', '''Voicemail from ⟪caller_id_withheld|Withheld⟫, 2 min 14 s (auto-transcript, may contain errors)
"hi it's ⟦PERSON|Deborah Oyelowo⟧ calling about my gas account, my reference is ⟪account_number|GX 4471 2290⟫... you took ⟦AMOUNT|a hundred and twenty pounds⟧ instead of forty so I'm now overdrawn... please ring me back on ⟦PHONE|oh seven nine four six, three one two, double eight five⟧, or my work number ⟦PHONE|oh one six one, four nine six, oh two three nine⟧... I'm in hospital Thursday for my ⟦MEDICAL|chemo⟧ so not that day. thanks, bye"
'''),

('expense_claim_form', '''EXPENSE CLAIM  - ⟪org_name|Forge Cowork Ltd⟫
Claimant: ⟦PERSON|Patrick Oduya⟧ (Community Lead)   Employee no. ⟪employee_id|FC-0019⟫
Period: May 2024

Date     Description                         Amount
02/05    Taxi, late event close-up           ⟦AMOUNT|£18.40⟧
14/05    Pizza for members' hack night       ⟦AMOUNT|£96.00⟧
22/05    Replacement door fob batteries      ⟦AMOUNT|£7.99⟧

Total claimed: ⟦AMOUNT|£122.39⟧
Paid with: personal card ⟪masked_card|ending 8831⟫
Reimburse to: sort code ⟪sort_code_masked|**-**-41⟫ (bank details on file)
Approved by: ⟦PERSON|Helen Ashdown⟧, 04/06/2024
'''),

('forum_post_call_centre_pay', '''r/CallCentres - "Is this normal for outsourced work??"

posted by u/⟦PERSON|throwaway_jade_mcc⟧

been at ⟪org_name|Concentrix⟫-type outsourcer 8 months. base is ⟦AMOUNT|£11.44 an hour⟧ and I just found out the new starters are on ⟪pay_rate_group|£11.90⟫ lol. last month my payslip was ⟦AMOUNT|£1,612.08⟧ after tax and they docked me ⟦AMOUNT|£37⟧ for a "headset replacement". my team leader ⟦PERSON|Gary⟧ says it's policy. anyone know if that's even legal? (also I have ⟦MEDICAL|ADHD⟧ and the 2-min wrap time is killing me)
'''),

('tmx_translation_memory', '''<tu tuid="⟪tm_unit_id|TU-000481⟫" creationdate="⟪timestamp|20240412T101533Z⟫" creationid="⟦PERSON|mlopez⟧">
  <tuv xml:lang="es-ES"><seg>El titular, D. ⟦PERSON|Javier Montero Ruiz⟧, con DNI ⟦NATIONAL_ID|$dni_a⟧ y domicilio en ⟦ADDRESS|Calle de Alcalá 214, 3º B, 28028 Madrid⟧,</seg></tuv>
  <tuv xml:lang="en-GB"><seg>The holder, Mr ⟦PERSON|Javier Montero Ruiz⟧, holder of Spanish ID ⟦NATIONAL_ID|$dni_a⟧ and residing at ⟦ADDRESS|Calle de Alcalá 214, 3º B, 28028 Madrid⟧,</seg></tuv>
</tu>
<tu tuid="⟪tm_unit_id|TU-000482⟫" creationid="⟦PERSON|mlopez⟧">
  <tuv xml:lang="es-ES"><seg>Para su residencia en España se le asignó el NIE ⟦NATIONAL_ID|$nie_a⟧ a su cónyuge.</seg></tuv>
</tu>
'''),

('wireguard_config', '''# /etc/wireguard/wg0.conf  - site link for client "Brookfield Accountants" (managed by us, ticket ⟪ticket_id|#50712⟫)
[Interface]
Address = ⟦IP_ADDRESS|10.99.0.2⟧/24
PrivateKey = ⟦SECRET|$wg_priv_a⟧
ListenPort = ⟪port|51820⟫

[Peer]
# office firewall
PublicKey = ⟪public_key|$wg_pub_a⟫
Endpoint = ⟦IP_ADDRESS|81.134.77.201⟧:51820
AllowedIPs = ⟪subnet|192.168.50.0/24⟫
PersistentKeepalive = 25
'''),
]

TEXTS += [
('browser_password_export_csv', '''# evidence item ⟪evidence_id|E-07⟫, case ⟪case_number|IR-24-051⟫ - Chrome "Passwords.csv" recovered from RECEPTION-02
name,url,username,password,note
portal.practicepal.co.uk,https://portal.practicepal.co.uk/login,⟦EMAIL|reception@brightsmile-dental.co.uk⟧,⟦PASSWORD|Smile2024!!⟧,
outlook.office.com,https://outlook.office.com,⟦EMAIL|k.dobrowolska@brightsmile-dental.co.uk⟧,⟦PASSWORD|Kasia_1986_dw⟧,
natwest.com,https://www.nwolb.com,⟦PERSON|kdobrowolska86⟧,⟦PASSWORD|Fluffy&Max07⟧,customer no ⟪masked_customer_no|xxxxxx0886⟫
# hash of file: ⟪md5|5f4dcc3b5aa765d61d8327deb882cf99⟫
'''),

('brp_extract_translation', '''TRANSLATION - Extract from the Personal Records Database (BRP), Municipality of Utrecht
Document no. ⟪document_number|BRP-2024-118273⟫

Surname: ⟦PERSON|de Boer⟧
Given names: ⟦PERSON|Maarten Willem⟧
Citizen service number (BSN): ⟦NATIONAL_ID|$bsn_a⟧
Date of birth: ⟦DATE_OF_BIRTH|22-02-1975⟧, place of birth: ⟪place|Amersfoort⟫
Address: ⟦ADDRESS|Oudegracht 187 bis, 3511 NB Utrecht⟧
Marital status: married to ⟦PERSON|Sanne de Boer-Visser⟧

Translated by ⟦PERSON|P. Jansen⟧, sworn translator, ⟪sworn_register_no|Wbtv 12044⟫
'''),

('coworking_kyc_singapore', '''New member verification - ⟪org_name|Kampong Works⟫ (Tanjong Pagar)
Submitted via tablet at reception, ⟪timestamp|2024-05-29 10:17⟫

Name (as in NRIC): ⟦PERSON|Tan Wei Ling⟧
NRIC: ⟦NATIONAL_ID|$nric_a⟧
Mobile: ⟦PHONE|+65 9123 8840⟧
Email: ⟦EMAIL|weiling.tan@singnet.com.sg⟧
Company UEN: ⟪company_uen|201912345K⟫
Plan: Hot desk 20 days (⟪price|S$320/mo⟫)
Staff note: also added her colleague ⟦PERSON|Rajesh s/o Ganesan⟧, NRIC ⟦NATIONAL_ID|$nric_b⟧ as secondary cardholder.
'''),

('polish_certificate_translation', '''SWORN TRANSLATION FROM POLISH (excerpt), repertory no. ⟪repertory_no|Rep. 311/2024⟫

BIRTH CERTIFICATE - abridged copy
Surname: ⟦PERSON|KOWALCZYK⟧     Given name(s): ⟦PERSON|Magdalena Anna⟧
Date of birth: ⟦DATE_OF_BIRTH|17 February 1988⟧
Place of birth: ⟪place|Kraków⟫
PESEL: ⟦NATIONAL_ID|$pesel_a⟧
Father: ⟦PERSON|Andrzej KOWALCZYK⟧   Mother: ⟦PERSON|Elżbieta KOWALCZYK⟧ née ⟦PERSON|Nowak⟧
Civil registry office: ⟪org_name|USC Kraków⟫, file ⟪file_reference|CA-1800/88⟫
'''),

('panel_payout_pix', '''Suporte Painel - chat export
[14:02] ⟦PERSON|Thiago Nascimento⟧: oi, still didn't get my points cashout, 3 weeks now
[14:03] agent ⟦PERSON|Bruna⟧: Hi ⟦PERSON|Thiago⟧, sorry! Can you confirm your CPF and Pix key?
[14:05] ⟦PERSON|Thiago⟧: CPF ⟦NATIONAL_ID|$cpf_a⟧ and the pix key is my email ⟦EMAIL|thiago.nasc@uol.com.br⟧
[14:07] agent ⟦PERSON|Bruna⟧: Found it - ⟪points_balance|4,200 points⟫ = ⟦AMOUNT|R$ 42,00⟧ payout was stuck, resending now, ref ⟪payout_ref|PX-99182034⟫
'''),

('interpreter_register_belgium', '''Registration - freelance court interpreter pool (Brussels), form ⟪form_code|FR/NL-07⟫

Name: ⟦PERSON|Karim El Amrani⟧
National register number: ⟦NATIONAL_ID|$be_rrn_a⟧
Born: ⟦DATE_OF_BIRTH|30/07/1984⟧ in ⟪place|Anderlecht⟫
Languages: Arabic (Moroccan), Dutch, French
Bank: ⟦IBAN|$iban_be_a⟧
Phone: ⟦PHONE|+32 476 21 88 03⟧
Fee schedule: ⟪tariff|€55.80 per hour (Royal Decree 2016)⟫
'''),

('carte_vitale_attestation', '''TRANSLATION - Health insurance rights certificate (attestation de droits), CPAM ⟪org_name|Gironde⟫

Insured person: Mme ⟦PERSON|Claire Dubois-Ngata⟧
Social security number: ⟦NATIONAL_ID|$nir_a⟧
Date of birth: ⟦DATE_OF_BIRTH|12/05/1981⟧
Rights open: ⟪validity_period|01/01/2024 - 31/12/2024⟫
Long-term condition (ALD) exemption: ⟦MEDICAL|ALD 8 - type 1 diabetes⟧
Attending doctor: Dr ⟦PERSON|Lemaire⟧, ⟪rpps_number|RPPS 10003456789⟫
'''),
]

TEXTS += [
('ocr_sticky_notes', '''[photo OCR - 3 sticky notes on monitor, desk ⟪desk_number|B-22⟫, taken during site audit ⟪audit_ref|AUD-0611⟫]
note 1: "CRM - ⟦PERSON|jmensah⟧ / ⟦PASSWORD|Ghana#1990⟧"
note 2: "wifi guest = ⟦PASSWORD|welcome2brightline⟧   (staff one ask ⟦PERSON|Rob⟧)"
note 3: "voicemail PIN ⟦PASSWORD|4 4 0 9⟧  - ext ⟪extension|3318⟫"
Auditor comment: user ⟦PERSON|Josephine Mensah⟧ informed; passwords reset same day.
'''),

('phishing_email_sample', '''-----Original Message----- (sample submitted to ⟦EMAIL|phishing@lexiconlanguages.com⟧)
From: "DocuSign" <⟦EMAIL|dse@docusign-secure-notice.info⟧>
To: ⟦EMAIL|zainab.hussain@lexiconlanguages.com⟧
Subject: ⟦PERSON|Zainab Hussain⟧, you have a pending invoice to sign (⟪fake_invoice_no|INV-00981⟫)

Dear ⟦PERSON|Zainab⟧,
Please review and sign the attached document. Amount: ⟪lure_amount|USD 4,870.00⟫
REVIEW DOCUMENT -> hxxps://⟪ioc_domain|docusign-secure-notice.info⟫/view?id=⟪tracking_token|a8f3c2⟫

Analyst note (⟦PERSON|Rafał Kasprzak⟧): sender infra ⟦IP_ADDRESS|193.233.21.7⟧, kit matches ⟪malware_family|Tycoon 2FA⟫. User did not click.
'''),

('git_diff_removed_token', '''diff --git a/.gitlab-ci.yml b/.gitlab-ci.yml
index ⟪git_blob|3f9a1c2⟫..⟪git_blob|8be04d7⟫ 100644
--- a/.gitlab-ci.yml
+++ b/.gitlab-ci.yml
@@ -12,7 +12,7 @@ deploy:
   script:
-    - curl --header "PRIVATE-TOKEN: ⟦APIKEY|$glpat_a⟧" https://gitlab.com/api/v4/projects/⟪project_id|48213977⟫/trigger
+    - curl --header "PRIVATE-TOKEN: ${DEPLOY_TOKEN}" https://gitlab.com/api/v4/projects/48213977/trigger
   only:
-    - main
Author: ⟦PERSON|Ana Sofia Ribeiro⟧ <⟦EMAIL|asribeiro@webnest.pt⟧>
'''),

('hosting_support_live_chat', '''LiveChat transcript #⟪chat_id|LC-771934⟫ - ⟪org_name|HostYard⟫
Visitor: ⟦PERSON|Aleksandr Petrov⟧ (⟦EMAIL|a.petrov.design@mail.ru⟧), IP ⟦IP_ADDRESS|95.24.17.203⟧
Visitor: my site is down since yesterday. domain ⟪domain_name|petrov-interiors.com⟫
Agent ⟦PERSON|Kiera⟧: Hi ⟦PERSON|Aleksandr⟧, the hosting was suspended for non-payment - the card ⟪masked_card|**** 1147⟫ was declined for the ⟪price|$7.95/mo⟫ plan.
Visitor: ok I paid now ⟦AMOUNT|$23.85⟧ for 3 months, receipt ⟪receipt_no|R-5510293⟫
Agent ⟦PERSON|Kiera⟧: Thanks! Unsuspending now, allow 15 min.
'''),

('mfa_reset_request', '''Request: MFA reset for ⟦PERSON|Valentina Greco⟧ (new phone)   ticket ⟪ticket_id|#52290⟫
Approved by line manager ⟦PERSON|Marco Bellini⟧ via call-back to ⟦PHONE|+39 02 8734 1190⟧.

Authenticator re-enrolled. Manual entry key (if QR fails): ⟦SECRET|$totp_a⟧
Issuer: ⟪totp_issuer|LinguaNord-SSO⟫, algorithm ⟪totp_algorithm|SHA1⟫, ⟪totp_digits|6 digits⟫, period 30s.
Remind ⟦PERSON|Valentina⟧ the old codes are void.
'''),

('hr_absence_record', '''ABSENCE RECORD - confidential   site: ⟪site_code|GLA-02⟫   team: ⟪team_name|Retention Blue⟫
Employee: ⟦PERSON|Craig McLaughlin⟧   Payroll no. ⟪payroll_number|100447⟫
Absences (rolling 12m):
- 04/03-08/03  ⟦MEDICAL|gastroenteritis⟧ (self-cert)
- 15/04-26/04  ⟦MEDICAL|lumbar disc prolapse⟧, fit note from GP, on ⟦MEDICAL|naproxen⟧
- 10/06        ⟦MEDICAL|migraine⟧
Bradford factor: ⟪bradford_score|108⟫. Return-to-work done by ⟦PERSON|Lorna Baird⟧. OH referral requested.
'''),

('translation_kickoff_minutes', '''Kick-off call - website localisation (EN > DE/FR/IT), project ⟪project_code|LOC-2024-088⟫
Attendees: client - ⟦PERSON|Sven Ahlberg⟧ (Head of Digital), ⟦PERSON|Ines Moreau⟧ (Content); agency - ⟦PERSON|Dario Conti⟧ (PM), ⟦PERSON|Yuki Mori⟧ (LQA)

- Scope: ⟪word_count|48,000 words⟫, CMS ⟪cms_version|Contentful⟫, staging at ⟪doc_ip|192.0.2.55⟫ (placeholder until VPN is set up)
- Budget approved by client: ⟪quote_total|€19,200⟫
- ⟦PERSON|Sven⟧ asked that his direct line ⟦PHONE|+46 8 522 741 90⟧ be used only for escalations.
- Next sync Thursday; ⟦PERSON|Yuki⟧ to share the LQA scorecard template.
'''),

('referral_email_panel', '''Subject: You earned a referral bonus! 🎉

Hi ⟦PERSON|Gintarė⟧,

Your friend ⟦PERSON|Lukas Baranauskas⟧ completed his first 3 surveys, so we've added ⟦AMOUNT|€5.00⟧ to your balance. Your balance is now ⟦AMOUNT|€31.50⟧ - you can cash out from ⟪payout_threshold|€10⟫.

Member ID: ⟪member_id|PNL-LT-220419⟫
Unsubscribe: ⟪unsubscribe_token|u=7f3e29ab⟫
'''),
]

TEXTS += [
('call_transcript_us_idv', '''[Inbound - ⟪client_name|Lakeshore Mutual⟫ member services, outsourced to ⟪org_name|TeleServe Manila⟫, call ⟪call_id|LSM-20240612-2231⟫]
AGENT ⟦PERSON|Jericho⟧: Thank you for calling Lakeshore Mutual, this is ⟦PERSON|Jericho⟧, may I have your name?
CALLER: ⟦PERSON|Patricia Kowalski⟧.
AGENT: Thanks Ms ⟦PERSON|Kowalski⟧. For verification, your full Social Security number please.
CALLER: ⟦SSN|$ssn_d⟧.
AGENT: And the ZIP code on the policy?
CALLER: ⟪zip_code_only|44107⟫... actually we moved, it's ⟦ADDRESS|1832 Waterbury Road, Lakewood, OH 44107⟧ now.
AGENT: Got it. I see the claim for ⟦AMOUNT|$3,420⟧ for your ⟦MEDICAL|hip replacement⟧ is approved.
'''),

('web_contact_form_enquiries', '''Inbox - "Start a project" form (3 new)

1. From: ⟦EMAIL|seo-rank-boost@mail-blast.top⟧ - "We can get you to #1 on Google for only ⟪spam_price|$99⟫!!!" [marked spam]

2. From: ⟦PERSON|Rhiannon Price⟧ <⟦EMAIL|rhiannon@cwtchcandles.co.uk⟧>, tel ⟦PHONE|01267 238 904⟧
   "Hi, I run a small candle business from home (⟦ADDRESS|Ty Gwyn, Heol y Felin, Carmarthen SA31 3PL⟧). Looking for a Shopify site, budget around ⟪client_budget|£3k⟫. Our cat ⟪pet_name|Mabli⟫ is the logo, so she has to feature 😹"

3. From: ⟦EMAIL|crypto.partner@protonmail.ch⟧ - "partnership opportunity ⟪spam_wallet|bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh⟫" [marked spam]
'''),

('notes_app_recovery_codes', '''📝 Notes > "work logins - DON'T DELETE"  (from ⟦PERSON|Nadia Rahman⟧'s phone, shared for handover)

GitHub (⟦PERSON|nrahman-dev⟧) recovery codes:
⟦SECRET|$recovery_c⟧
⟦SECRET|$recovery_d⟧
⟦SECRET|$recovery_e⟧
⟦SECRET|$recovery_f⟧
(used: ⟪used_code_struck|~~0a1b2-c3d4e~~⟫)

Registrar reseller panel 2FA backup: ⟦SECRET|$recovery8_a⟧, ⟦SECRET|$recovery8_b⟧
Bank app? no - ask ⟦PERSON|Imran⟧
'''),

('deposit_refund_letter', '''⟪org_name|Canal Works Coworking Ltd⟫
⟪org_address|2 Lock House, Gas Street, Birmingham B1 2JT⟫

⟪letter_date|10 June 2024⟫

Dear ⟦PERSON|Mateus⟧,

Membership ending - deposit refund

Following the end of your membership on 31 May, we have deducted ⟦AMOUNT|£45.00⟧ for the unreturned locker key from your deposit. The balance of ⟦AMOUNT|£315.00⟧ will be paid to the account you gave us: ⟦IBAN|$iban_gb_b⟧, within 5 working days (remittance ⟪remittance_ref|CWC-RF-0093⟫).

Best wishes,
⟦PERSON|Francesca Ruiz-Holt⟧
'''),

('card_authorisation_form', '''CREDIT CARD AUTHORISATION - ⟪org_name|Meridian Interpreting Services⟫
Please fax/email back to ⟦EMAIL|bookings@meridian-interp.com⟧

Cardholder name: ⟦PERSON|Jonathan Ashby-Kerr⟧
Billing address: ⟦ADDRESS|Flat 3, 19 Royal Crescent, Bath BA1 2LR⟧
Card type: AMEX
Card number: ⟦CARD|$card_amex_a⟧
Expiry: ⟪card_expiry|04/28⟫   CID (4 digits on front): ⟦CVV|4412⟧
I authorise a charge of ⟦AMOUNT|£780.00⟧ for the BSL interpreting at my wedding (booking ⟪booking_ref|MIS-60271⟫).
Signature: ⟦PERSON|J. Ashby-Kerr⟧
'''),

('python_telegram_bot_snippet', '''# bot.py - posts missed-call alerts for the overflow queue
import os, telegram  # python-telegram-bot ⟪version|21.3⟫

TOKEN = os.getenv("TG_TOKEN", "⟦APIKEY|$telegram_a⟧")   # TODO remove fallback!!
CHAT_ID = ⟪chat_id|-1001987654321⟫
ESCALATE_TO = "⟦PHONE|+234 803 441 2790⟧"  # ⟦PERSON|Chinedu⟧, night shift lead

async def alert(n_missed: int):
    await telegram.Bot(TOKEN).send_message(CHAT_ID, f"{n_missed} missed calls in queue ⟪queue_name|OVF-2⟫")
'''),

('jupyter_notebook_cell', '''In [7]:
import anthropic, pandas as pd
client = anthropic.Anthropic(api_key="⟦APIKEY|$anthropic_a⟧")
df = pd.read_csv("⟪file_name|wave3_open_ends.csv⟫")
df.head(3)

Out[7]:
   resp_id  age  verbatim
0  ⟪respondent_id|700113⟫   34  "switched bank after they lost my card twice"
1  ⟪respondent_id|700127⟫   61  "my name is ⟦PERSON|Brian Doyle⟧ ring me on ⟦PHONE|087 334 1902⟧ if u want more"
2  ⟪respondent_id|700140⟫   27  "app is fine, fees are not"
'''),
]
