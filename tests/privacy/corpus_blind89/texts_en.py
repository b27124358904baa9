# English texts of the blind89 corpus, typed one at a time.
# ⟦TYPE|value⟧ = labelled span, ⟪kind|value⟫ = decoy, $name = values.VALUES[name]

TEXTS = []

# ---- part 1 -----------------------------------------------------------------
TEXTS += [
("sms_reminder",
 "Hi ⟦PERSON|Maribel⟧, it's ⟦PERSON|Odette⟧ from ⟪org_name|Moon & Lantern Tarot⟫ 🌙 Your 3-card reading is set for Thu 6:30pm, ref ⟪booking_ref|ML-22817⟫. Deposit of ⟦AMOUNT|$40⟧ received via Venmo, balance ⟦AMOUNT|$45⟧ on the day. We'll do the ⟪tarot_spread|Celtic Cross⟫ if time allows. Need to move it? text me on ⟦PHONE|(512) 804-3397⟧. Reply STOP to opt out"),

("email_signature",
 """Subject: Re: chapter 4 draft + next payment

Hi ⟦PERSON|Walter⟧,

Thanks for the tapes from Tuesday. I've transcribed the part about your years at the ⟪place_name|Hartwell mill⟫ and the chapter now sits at ⟪word_count|6,412 words⟫. Your daughter ⟦PERSON|Ruth⟧ mentioned your ⟦MEDICAL|triple heart bypass⟧ in 2019 - do you want that in the book or left out? Totally your call.

Per our agreement the second instalment of ⟦AMOUNT|$3,750⟧ is due on delivery of chapter 5. Bank details are on invoice ⟪invoice_no|INV-2024-0117⟫.

Warm regards,
⟦PERSON|Fiona Achterberg⟧
Memoir & Family History Writer
⟦EMAIL|fiona@achterbergstories.com⟧ | ⟦PHONE|+1 503 449 2186⟧"""),

("whatsapp_chat",
 """[⟪chat_timestamp|09/04/24, 10:12⟫] ⟦PERSON|Jas Kaur⟧: hey ⟦PERSON|tamsin⟧!! so for the wedding im thinking the emerald one from ⟪brand_name|Reiss⟫, ⟪clothing_size|size 10⟫, was ⟪price|£235⟫
[09/04/24, 10:14] ⟦PERSON|Tamsin Hale⟧: Gorgeous. I'll pull it plus two backups. Can you resend your measurements, lost the note 🙈
[09/04/24, 10:20] ⟦PERSON|Jas Kaur⟧: bust 36 waist 29 hips 39. also heads up im on ⟦MEDICAL|Accutane⟧ rn so skin is super dry, no wool pls
[09/04/24, 10:21] ⟦PERSON|Tamsin Hale⟧: noted x. The shop day is ⟦AMOUNT|£180⟧, pay to my personal acct pls ⟦IBAN|$iban_gb⟧ (ref JAS)
[09/04/24, 10:25] ⟦PERSON|Jas Kaur⟧: sent ✅"""),

("env_file",
 """# starsign-api .env (prod) -- DO NOT COMMIT
APP_VERSION=⟪version|2.14.3⟫
PORT=⟪port|8080⟫
DATABASE_URL=postgres://astro_admin:⟦SECRET|Saturn-Return!88⟧@⟦IP_ADDRESS|10.12.4.21⟧:5432/horoscopes
OPENAI_API_KEY=⟦APIKEY|$openai1⟧
STRIPE_SECRET_KEY=⟦APIKEY|$stripe_sk1⟧
STRIPE_PUBLISHABLE_KEY=⟪publishable_key|pk_live_51HxQ2bKp0aZ3r8ssT9vXy2MmdW⟫
STRIPE_WEBHOOK_SECRET=⟦SECRET|$whsec1⟧
SENDGRID_API_KEY=⟦APIKEY|$sendgrid1⟧
ADMIN_EMAIL=⟦EMAIL|celeste.moreau@starsignapi.io⟧"""),

("nginx_access_log",
 """⟦IP_ADDRESS|81.134.202.17⟧ - - [⟪timestamp|12/Mar/2024:08:14:55 +0000⟫] "GET /consultations/bagua-map HTTP/1.1" 200 5120 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_3 like Mac OS X)"
⟦IP_ADDRESS|2a02:c7c:5e1a:9d00:4d3:18ff:fe22:61b0⟧ - - [12/Mar/2024:08:15:02 +0000] "POST /api/enquiry HTTP/1.1" 201 88 "-" "⟪user_agent_version|okhttp/4.12.0⟫"
⟪doc_ip|203.0.113.54⟫ - - [12/Mar/2024:08:15:40 +0000] "GET /wp-login.php HTTP/1.1" 404 153 "-" "python-requests/2.31"
⟦IP_ADDRESS|100.72.18.9⟧ - ⟦PERSON|mpellegrini⟧ [12/Mar/2024:08:16:11 +0000] "GET /admin/clients?page=3 HTTP/1.1" 200 2231 "-" "Mozilla/5.0 (Macintosh)"
⟦IP_ADDRESS|172.20.1.14⟧ - - [12/Mar/2024:08:16:12 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29\""""),

("intake_form",
 """NEW CLIENT INTAKE - ⟪org_name|Brightpath Coaching⟫
Full name: ⟦PERSON|Desmond Okafor-Reyes⟧
Preferred name: ⟦PERSON|Dez⟧
Date of birth: ⟦DATE_OF_BIRTH|17/09/1984⟧
Mobile: ⟦PHONE|07834 226 190⟧
Email: ⟦EMAIL|dez.okafor.reyes@outlook.com⟧
Home address: ⟦ADDRESS|Flat 3, 41 Albion Road, Sheffield S2 4HQ⟧
What brings you to coaching? burnt out after the promotion. GP signed me off 2 wks with ⟦MEDICAL|work-related stress⟧ and started me on ⟦MEDICAL|sertraline 50mg⟧
Emergency contact: ⟦PERSON|Ngozi Okafor⟧ (sister) ⟦PHONE|07719 504 832⟧
Package: ⟪package_code|BP-6SESS⟫ (6 sessions, ⟪price|£540⟫)
Form ID: ⟪form_id|f_8812aa⟫"""),

("call_transcript",
 """[Call recording - ⟪org_name|Clear Nest Organising⟫ - 14 Feb]
AGENT (⟦PERSON|Priya⟧): Clear Nest, ⟦PERSON|Priya⟧ speaking.
CALLER: Hi, it's ⟦PERSON|Gordon Blythe⟧, we booked the garage clear-out for Saturday?
AGENT: Yes Mr ⟦PERSON|Blythe⟧, I have you at ⟦ADDRESS|22 Fennel Close, Reading RG6 7BT⟧. Will someone be home?
CALLER: No, we'll be at my mother's. Key safe by the side gate, code is ⟦PASSWORD|3 9 0 6⟧.
AGENT: Lovely. The skip's booked under order ⟪order_id|SK-44192⟫, ⟪skip_size|eight yard⟫.
CALLER: Fine. Oh and my wife's on ⟦MEDICAL|blood thinners⟧ so if there's sharp stuff can the lads bag it separately.
AGENT: Of course. The balance of ⟦AMOUNT|£310⟧ goes on the card we hold, the one ending ⟪masked_card|4471⟫.
CALLER: Great. The dog, ⟪pet_name|Pickle⟫, will be shut in the utility room, she's on ⟪pet_health|steroids for an ear infection⟫ so don't let her out. Any problems ring my mobile, ⟦PHONE|07982 118 407⟧."""),

("invoice",
 """INVOICE ⟪invoice_no|No. 0098⟫
⟪org_name|Inkwell & Quill Studio⟫ - hand lettering & calligraphy
VAT reg ⟪vat_number|GB 318 4471 02⟫

Bill to:
Mrs ⟦PERSON|Eleanor Vasquez-Pryce⟧
⟦ADDRESS|9 Rowan Terrace, Bath BA1 5NW⟧
⟦EMAIL|eleanor.vp@btinternet.com⟧

120 x wedding place cards, copperplate, gold ink on ⟪paper_spec|A6 300gsm⟫ @ ⟪unit_price|£3.50⟫
Deposit received 02/05: ⟦AMOUNT|£150.00⟧
Balance due: ⟦AMOUNT|£270.00⟧ (bank transfer please)
Payee: ⟦PERSON|M. Adeyemi⟧   IBAN ⟦IBAN|$iban_gb2⟧   Ref: ⟪payment_ref|EVP-CARDS⟫"""),

("slack_thread",
 """⟪slack_channel|#client-speeches⟫
⟦PERSON|Ollie Brandt⟧  ⟪time_of_day|9:41 AM⟫
@⟦PERSON|Mira⟧ best-man speech for ⟦PERSON|Callum Reid⟧ is at ⟪draft_version|v3⟫ in the drive. he wants the stag-do-in-Riga joke cut
⟦PERSON|Mira Takahashi⟧  9:43 AM
ok. his brother ⟦PERSON|Fraser⟧ called, wants a bit about their late dad - died of ⟦MEDICAL|pancreatic cancer⟧ in 2017, so gentle
⟦PERSON|Ollie Brandt⟧  9:44 AM
👍 also ⟦PERSON|Callum⟧ paid his ⟦AMOUNT|£650⟧ last night. drafts-bot token got rotated, new one is ⟦APIKEY|$slack_bot2⟧ - don't paste it in public channels lol"""),

("python_traceback",
 """Traceback (most recent call last):
  File "⟦PERSON|/home/tbellamy⟧/natal/app/chart.py", line ⟪line_number|212⟫, in render_chart
    asc = compute_ascendant(p["dob"], p["tob"], p["lat"], p["lon"])
  File "⟦PERSON|/home/tbellamy⟧/natal/app/astro.py", line 88, in compute_ascendant
    raise ValueError(f"bad birth data: {p}")
ValueError: bad birth data: {'name': '⟦PERSON|Rosalind Achebe⟧', 'email': '⟦EMAIL|ros.achebe@gmail.com⟧', 'dob': '⟦DATE_OF_BIRTH|1991-02-28⟧', 'tob': '25:10', 'lat': ⟪latitude|51.4545⟫, 'lon': -2.5879, 'client_ip': '⟦IP_ADDRESS|86.14.201.77⟧'}
request_id=⟪request_id|$uuid2⟫ swisseph=⟪library_version|2.10.03⟫"""),

("json_config",
 """{
  "integration": "calendly",
  "organization": "https://api.calendly.com/organizations/⟪org_uuid|$uuid1⟫",
  "owner": "⟦PERSON|Sunita Rao⟧",
  "owner_email": "⟦EMAIL|sunita.rao@soulpathcoaching.com⟧",
  "personal_access_token": "⟦APIKEY|$jwt2⟧",
  "webhook_signing_key": "⟦SECRET|$app_secret1⟧",
  "oauth_client_id": "⟪client_id|Wq3nYbK7_calendly_app⟫",
  "event_types": ["discovery-call-30", "deep-dive-90"],
  "timezone": "Asia/Kolkata",
  "retry": {"max": 5, "backoff_ms": ⟪config_number|750⟫}
}"""),

("forum_post",
 """r/tarot - PSA: check your statements

So last spring I paid a "psychic" who goes by Madame ⟦PERSON|Ilona⟧ (the PayPal receipt says ⟦PERSON|Ilona Varga⟧) ⟦AMOUNT|$380⟧ over three sessions. Fine, my choice. But in Jan she charged my card again, the one ending ⟪masked_card|•••• 2290⟫, for ⟦AMOUNT|$95⟧ i never authorised. ⟪org_name|Chase⟫ says file a dispute. Her number ⟦PHONE|(702) 831-4026⟧ just goes to voicemail now. anyone else had this?? edit: she's ⟪place_name|Henderson NV⟫ based if that helps

⬆ ⟪vote_count|212⟫  💬 48 comments"""),

("review",
 """★★★★★ Booked ⟦PERSON|Camille⟧ for a wardrobe edit after my divorce and honestly life changing. She went through ⟪duration|14 years⟫ of clothes in one afternoon, made me try everything on and was so kind about my post-chemo body. I paid ⟦AMOUNT|$600⟧ for the 4-hr session + ⟦AMOUNT|$120⟧ for the shopping list and it was worth every cent. Most of the new stuff came from ⟪store_name|Nordstrom Rack⟫ so not crazy spendy. ⟦PERSON|Camille Duarte⟧ if you're searching, she's @⟦PERSON|camilleduartestyle⟧ on insta.
- Reviewed ⟪review_date|Oct 2, 2023⟫, ⟪place_name|Portland⟫"""),

("voicemail_transcript",
 """Voicemail from ⟦PHONE|020 8741 5520⟧, received ⟪timestamp|Tue 14:02⟫, length ⟪duration|0:48⟫
"Hi Mr ⟦PERSON|Lau⟧, this is ⟦PERSON|Bernadette Quinlan⟧, I got your number from my neighbour ⟦PERSON|Sue⟧. We've just moved into ⟦ADDRESS|7 Larchfield Avenue, Twickenham TW1 4DR⟧ and nothing's gone right since, my husband's had two bouts of ⟦MEDICAL|shingles⟧ and the boiler's died twice. I'd like the full feng shui audit please. My mobile is ⟦PHONE|oh seven eight one two, four four nine, six oh three⟧, that's ⟦PHONE|07812 449 603⟧. Thanks, bye."
Transcription confidence: ⟪confidence_score|0.87⟫"""),

("contract",
 """GHOSTWRITING AGREEMENT

This Agreement is made on ⟪contract_date|March 3, 2024⟫ between ⟦PERSON|Harold J. Whitcombe⟧ ("Author"), residing at ⟦ADDRESS|1187 Sycamore Lane, Ann Arbor, MI 48104⟧, and ⟦PERSON|Lena Strauss⟧ ("Writer").

2.1 Fee. Author shall pay Writer a total fee of ⟦AMOUNT|$42,000⟧, payable in three installments of ⟦AMOUNT|$14,000⟧ on signature, on delivery of the first draft, and on acceptance of the final manuscript (approx. ⟪word_count|80,000 words⟫).
2.4 Writer will be paid as an independent contractor; Writer's SSN for Form 1099-NEC: ⟦SSN|$ssn1⟧.
⟪clause_number|7.2⟫ Credit. Writer shall not be named on the cover.

_______________________            _______________________
⟦PERSON|Harold J. Whitcombe⟧                ⟦PERSON|Lena Strauss⟧"""),

("csv_export",
 """client_id,full_name,email,phone,dob,plan,balance_due
⟪client_id|C-1042⟫,⟦PERSON|Aisha Rahman⟧,⟦EMAIL|aisha.r@yahoo.co.uk⟧,⟦PHONE|+44 7911 384 226⟧,⟦DATE_OF_BIRTH|1990-06-11⟧,⟪plan_code|GROW-12⟫,⟦AMOUNT|£90.00⟧
C-1043,⟦PERSON|Tomasz Wiśniewski⟧,⟦EMAIL|t.wisniewski@wp.pl⟧,⟦PHONE|+48 601 224 918⟧,⟦DATE_OF_BIRTH|1982-12-03⟧,GROW-12,⟦AMOUNT|£0.00⟧
C-1047,⟦PERSON|Kerry-Ann Blake⟧,⟦EMAIL|kab.coaching.client@gmail.com⟧,⟦PHONE|+44 7488 601 773⟧,⟦DATE_OF_BIRTH|1977-04-30⟧,⟪plan_code|EXEC-6⟫,⟦AMOUNT|£1,250.00⟧
C-1051,⟦PERSON|Hamid Sultani⟧,⟦EMAIL|hsultani@protonmail.com⟧,⟦PHONE|+44 7563 092 114⟧,⟦DATE_OF_BIRTH|1995-08-19⟧,⟪plan_code|SPARK-3⟫,⟦AMOUNT|£45.00⟧"""),

("sql_insert",
 """-- tarotly prod dump, users table (partial)
INSERT INTO users (id, username, display_name, email, password_hash, last_login_ip, created_at) VALUES
(⟪row_id|5521⟫, '⟦PERSON|vferri88⟧', '⟦PERSON|Valentina Ferri⟧', '⟦EMAIL|vferri88@gmail.com⟧', '⟪bcrypt_hash|$2b$12$Qm7u1cXbVhz0Jc8tM3pZxOaGm5K1dYw8nEo2rLq4sUe6TtV9yHbCi⟫', '⟦IP_ADDRESS|93.44.187.201⟧', '⟪timestamp|2024-01-12 22:41:07⟫'),
(5522, '⟦PERSON|okwame⟧', '⟦PERSON|Kwame Osei⟧', '⟦EMAIL|kwame.osei@icloud.com⟧', '$2b$12$1Vx0Rk2bT8eNq4Zc7mL5Ju3Wy6Ha9Pd0Sf2Gk8Lr1Qt5Xv7Bn3Mo', '⟦IP_ADDRESS|41.215.130.66⟧', '2024-01-13 07:02:55'),
(5523, 'demo_reader', 'Demo Reader', '⟦EMAIL|demo@tarotly.app⟧', '$2b$12$AAAAAAAAAAAAAAAAAAAAAO7v0eVt1P8u2Q3r4S5t6U7v8W9x0Y1z2', '⟪loopback_ip|127.0.0.1⟫', '2024-01-13 07:05:10');"""),

("shell_history",
 """  501  ssh ⟦PERSON|lwanjiru⟧@⟦IP_ADDRESS|10.0.8.15⟧
  502  cd ⟦PERSON|/home/lwanjiru⟧/stylebox
  503  git log --oneline | head -3
  504  git show ⟪commit_sha|$short1⟫
  505  export STRIPE_KEY=⟦APIKEY|$stripe_rk1⟧
  506  mysql -h ⟦IP_ADDRESS|10.0.8.22⟧ -P ⟪port|3306⟫ -u stylebox -p'⟦PASSWORD|Wardr0be#Edit⟧'
  507  curl -s -H "Authorization: Bearer ⟦APIKEY|$gh_pat1⟧" https://api.github.com/user
  508  docker pull ⟪docker_image|node:20.11-alpine⟫
  509  history | tail"""),

("support_ticket",
 """Ticket ⟪ticket_id|#48213⟫ | Status: Pending | Priority: Normal
Requester: ⟦PERSON|Noor Haddad⟧ <⟦EMAIL|noor.haddad@gmail.com⟧>
Subject: refund for calligraphy order

Hello, I ordered the custom Arabic name piece (order ⟪order_id|WC-10577⟫) for my mum's 60th but it arrived with the frame glass cracked. I paid ⟦AMOUNT|$215.00⟧ on the card ending ⟪masked_card|8840⟫. I'd like either a replacement before the 22nd or a full refund. Photos attached. You can call me on ⟦PHONE|+1 (647) 390-2718⟧.
-- Internal note (⟦PERSON|Gabe⟧): approved refund of ⟦AMOUNT|$215⟧, courier claim ref ⟪courier_claim|UPS-CLM-77120⟫"""),

("meeting_minutes",
 """⟪org_name|Tidy Roots⟫ - weekly ops, Mon
Present: ⟦PERSON|Hannah⟧, ⟦PERSON|Luis⟧, ⟦PERSON|Bea O'Sullivan⟧ (notes)

1. Mrs ⟦PERSON|Kowalczyk⟧ job (⟦ADDRESS|58 Grange Park Drive, Leeds LS8 2JQ⟧): hoarding level ⟪clutter_scale|4 of 9⟫. She has ⟦MEDICAL|COPD⟧ so masks + windows open, no bleach. Side door code ⟦PASSWORD|1 4 7 2 #⟧.
2. ⟦PERSON|Luis⟧ to chase the ⟦PERSON|Hendersons⟧ - still owe ⟦AMOUNT|£480⟧ from Feb.
3. New van lease: ⟪vehicle_reg|YK73 XPN⟫, ⟪price|£329/month⟫ (company cost).
4. ⟦PERSON|Hannah⟧ off 12-16th. Q2 turnover ⟪org_total|£48,300⟫, up 12%."""),

("web_form",
 """Form: "Commission a speech" - submitted ⟪submission_time|2024-05-18 21:07 BST⟫
Your name: ⟦PERSON|Siobhan Mulcahy⟧
Email: ⟦EMAIL|siobhan.mulcahy@eircom.net⟧
Phone: ⟦PHONE|+353 87 214 6690⟧
Occasion: father of the bride (my dad ⟦PERSON|Declan⟧ will deliver it)
Event date: ⟪event_date|14/09/2024⟫   Guests: ⟪guest_count|140⟫
Anything we should know? Dad had a ⟦MEDICAL|stroke⟧ last year and his speech is a little slow so keep it under 5 min please
Deposit paid: ⟦AMOUNT|€250⟧
Tier selected: ⟪product_code|SPK-GOLD⟫"""),

("ocr_business_card",
 """[OCR scan, confidence ⟪ocr_confidence|91%⟫]
⟪org_name|JADE COMPASS⟫ Feng Shui & Space Clearing
Master ⟦PERSON|Raymond Kwok⟧
Certified Classical FS Consultant
m: ⟦PHONE|+852 9318 2047⟧
e: ⟦EMAIL|raymond@jadecompass.hk⟧
studio (by appt): ⟦ADDRESS|Flat 12B, 88 Robinson Road, Mid-Levels, Hong Kong⟧
WeChat: ⟦PERSON|raykwok_fs⟧
⟪website|www.jadecompass.hk⟫"""),
]

# ---- part 2 -----------------------------------------------------------------
TEXTS += [
("booking_confirmation",
 """From: Sacred Orbit Retreats <⟦EMAIL|hello@sacredorbit.co⟧>
To: ⟦EMAIL|imogen.tate@gmail.com⟧
Subject: Your Ubud astrology retreat - booking ⟪booking_ref|SOR-2406-118⟫ confirmed

Dear ⟦PERSON|Imogen⟧,

You're booked on "Saturn Return: Reset" (⟪date_range|10-17 June⟫). Our villa manager needs the following for the local police registration, please check it's right:

Guest: ⟦PERSON|Imogen Rose Tate⟧
Passport: ⟦PASSPORT|$pp_uk1⟧ (United Kingdom)
Date of birth: ⟦DATE_OF_BIRTH|22 Nov 1993⟧
Dietary / medical: ⟦MEDICAL|coeliac⟧, carries an EpiPen (⟦MEDICAL|tree nut allergy⟧)

Paid so far: ⟦AMOUNT|£1,200⟧ deposit. Remaining ⟦AMOUNT|£1,650⟧ is due 30 days before arrival.

With light,
⟦PERSON|Kadek Ayu⟧ | Guest Relations, ⟪org_name|Sacred Orbit Retreats⟫"""),

("debug_log",
 """2024-06-02T19:22:41.118Z DEBUG checkout.service ⟪trace_id|$trace1⟫ createPaymentIntent payload={
  "order": "⟪order_id|TRT-0093321⟫",
  "amount": 6900, "currency": "usd",
  "card": {"number": "⟦CARD|$card5⟧", "cvc": "⟦CVV|417⟧", "exp_month": 8, "exp_year": 2027, "name": "⟦PERSON|Dominique Farrow⟧"},
  "billing_email": "⟦EMAIL|dom.farrow@hey.com⟧",
  "client_ip": "⟦IP_ADDRESS|73.158.22.190⟧"
}
⟪log_timestamp|2024-06-02T19:22:41.402Z⟫ WARN checkout.service PCI: raw PAN logged, see ⟪jira_key|SEC-212⟫"""),

("phone_dictation",
 """[transcribed by ⟪software_name|Otter⟫, lightly edited]
STYLIST (⟦PERSON|Renée⟧): ...okay so I'll take the deposit now for the closet audit, package ⟪product_code|CA-03⟫, that's ⟦AMOUNT|three hundred dollars⟧.
CLIENT (⟦PERSON|Marcus Ilunga⟧): Sure. It's a Visa, ⟦CARD|$card17⟧.
STYLIST: And the expiry and the code on the back?
CLIENT: Oh-nine twenty-six, code ⟦CVV|218⟧.
STYLIST: Billing address?
CLIENT: ⟦ADDRESS|3400 Lindell Blvd, Apt 5C, St. Louis, MO 63103⟧.
STYLIST: Perfect, I'll block out ⟪session_length|three hours⟫ on the 9th. Receipt to ⟦EMAIL|marcus.ilunga@gmail.com⟧?
CLIENT: Yep that's the one."""),

("tax_form",
 """Form W-9 (Rev. ⟪form_revision|March 2024⟫) Request for Taxpayer Identification Number and Certification
Requester: ⟪org_name|Halcyon House Publishing⟫
1 Name: ⟦PERSON|Patricia Nwosu-Lindqvist⟧
3a Federal tax classification: [x] Individual/sole proprietor
5 Address: ⟦ADDRESS|412 Juniper St, Unit 2, Boulder, CO 80302⟧
Part I  Social security number: ⟦SSN|$ssn2⟧
Signature: ⟦PERSON|P. Nwosu-Lindqvist⟧   Date: ⟪signature_date|04/11/2024⟫
---
sent from my iphone, sorry for the blurry scan. ⟦PERSON|Pat⟧ ⟦PHONE|720-663-1048⟧"""),

("invitation_letter",
 """To: Immigration & Checkpoints Authority
LETTER OF INVITATION   ref ⟪letter_ref|TWL/2024/07⟫

I, ⟦PERSON|Tan Wei Ling⟧ (NRIC ⟦NATIONAL_ID|$nric1⟧), residing at ⟦ADDRESS|Blk 412 Bedok North Ave 2, #08-113, Singapore 460412⟧, invite Ms ⟦PERSON|Harriet Okoye⟧, holder of US passport ⟦PASSPORT|$pp_us2⟧, to visit from ⟪travel_dates|3 to 10 Aug⟫ to carry out a feng shui assessment of my new flat. I will bear her accommodation costs.

Contact: ⟦PHONE|+65 9127 6648⟧ / ⟦EMAIL|weiling.tan@singnet.com.sg⟧
Signed, ⟦PERSON|Tan Wei Ling⟧"""),

("onboarding_form",
 """⟪org_name|Lectern & Co⟫ - freelancer setup sheet
Name: ⟦PERSON|Rhys Llewellyn-Ward⟧
DOB: ⟦DATE_OF_BIRTH|03.02.1988⟧
NI number: ⟦NATIONAL_ID|$nino1⟧
Address: ⟦ADDRESS|27 Heol y Coed, Cardiff CF14 6JH⟧
Day rate agreed: ⟦AMOUNT|£450⟧
Emergency contact: ⟦PERSON|Carys⟧ (partner) ⟦PHONE|07405 338 921⟧
Access needs: ⟦MEDICAL|dyslexia⟧ - prefers briefs as voice notes
Start date ⟪start_date|1 July 2024⟫, contract ref ⟪contract_ref|LC-FL-0311⟫"""),

("tax_slip",
 """T4A (2023) Statement of Pension, Retirement, Annuity, and Other Income
Payer: ⟪org_name|Northern Lights Coaching Collective Inc.⟫  Payer's account number: ⟪business_number|81234 5678 RT0001⟫
Recipient: ⟦PERSON|LAFLEUR, Geneviève⟧
⟦ADDRESS|1450 rue Saint-Denis, app. 6, Montréal QC H2X 3J8⟧
Recipient's SIN: ⟦NATIONAL_ID|$sin1⟧
Box 048 Fees for services: ⟦AMOUNT|$18,400.00⟧
Box 022 Income tax deducted: ⟦AMOUNT|$2,760.00⟧
Note for ⟦PERSON|Geneviève⟧: sorry it's late! questions -> ⟦PERSON|Marc-André Pelletier⟧ ⟦PHONE|438-921-0074⟧"""),

("docker_compose",
 """# maintainer: ⟦PERSON|Dagny Sørensen⟧ <⟦EMAIL|dagny@lifestory.no⟧>
version: "⟪compose_version|3.9⟫"
services:
  transcriber:
    image: ⟪docker_image|ghcr.io/lifestory/transcriber:1.8.2⟫
    ports: ["⟪port_mapping|8000:8000⟫"]
    environment:
      HF_TOKEN: ⟦APIKEY|$hf1⟧
      AWS_ACCESS_KEY_ID: ⟦APIKEY|$aws_akid1⟧
      AWS_SECRET_ACCESS_KEY: ⟦SECRET|$aws_secret1⟧
      S3_BUCKET: lifestory-interviews-raw
      DB_DSN: "mysql://memoir:⟦SECRET|Gr4ndpa$Tales⟧@⟦IP_ADDRESS|192.168.50.12⟧:3306/memoir"
"""),

("github_issue",
 """**Leaked credentials in `bot/config.py`** #⟪issue_number|231⟫
⟦PERSON|anya-petrova⟧ opened this issue · 3 comments

Hey @⟦PERSON|dkrishnan⟧, commit ⟪commit_sha|$sha1_1⟫ pushed the tarot-of-the-day bot's secrets to the public repo:

    TELEGRAM_TOKEN = "⟦APIKEY|$tg_bot1⟧"
    DISCORD_WEBHOOK = "⟦SECRET|$discord_hook1⟧"

Please revoke both asap, it's been scraped already (spam in ⟪discord_channel|#daily-draw⟫). The sample in the README uses `⟪example_key|AKIAIOSFODNN7EXAMPLE⟫` which is fine, that's the AWS docs one.

**⟦PERSON|dkrishnan⟧** commented: rotated both, thx ⟦PERSON|Anya⟧. force-pushed to drop the commit."""),

("k8s_secret",
 """apiVersion: v1
kind: Secret
metadata:
  name: closetcraft-backend
  namespace: ⟪k8s_namespace|prod-eu⟫
  uid: ⟪k8s_uid|$uuid3⟫
  resourceVersion: "⟪resource_version|884213⟫"
type: Opaque
stringData:
  SHOPIFY_ADMIN_TOKEN: ⟦APIKEY|$shopify1⟧
  MAILCHIMP_KEY: ⟦APIKEY|$mailchimp1⟧
  SESSION_SECRET: "⟦SECRET|k9$Vt2!mQe7#Lw4pZr8@Hx1n⟧"
  REDIS_URL: redis://:⟦SECRET|ChiffonPl3at!⟧@⟦IP_ADDRESS|10.244.3.17⟧:6379/0
  TWILIO_API_KEY: ⟦APIKEY|$twilio_sk1⟧
  TWILIO_API_SECRET: ⟦SECRET|$twilio_token1⟧"""),

("jsonl_app_log",
 """{"ts":"⟪log_timestamp|2024-07-08T06:12:44Z⟫","level":"info","evt":"login_ok","user":"⟦EMAIL|grace.amankwah@gmail.com⟧","ip":"⟦IP_ADDRESS|102.89.34.201⟧","app":"⟪app_version|5.3.1⟫"}
{"ts":"2024-07-08T06:13:02Z","level":"warn","evt":"login_fail","user":"⟦EMAIL|p.oyelaran@yahoo.com⟧","ip":"⟦IP_ADDRESS|197.210.54.12⟧","reason":"bad_password","attempt":3}
{"ts":"2024-07-08T06:13:40Z","level":"info","evt":"password_reset","user":"⟦EMAIL|p.oyelaran@yahoo.com⟧","ip":"⟦IP_ADDRESS|197.210.54.12⟧","token_sha256":"⟪sha256|$sha256_1⟫"}
{"ts":"2024-07-08T06:14:00Z","level":"info","evt":"healthcheck","ip":"⟪doc_ip|198.51.100.23⟫","req":"⟪request_id|$uuid5⟫"}
{"ts":"2024-07-08T06:15:31Z","level":"info","evt":"login_ok","user":"⟦EMAIL|grace.amankwah@gmail.com⟧","ip":"⟦IP_ADDRESS|102.89.34.201⟧","app":"5.3.1"}"""),

("newsletter",
 """✨ The Almagest Letter - July ✨

Mercury stations retrograde in Leo on ⟪astro_event_date|5 August⟫ at ⟪zodiac_degree|4°06′⟫, so back up your phones and don't sign anything you haven't read twice. Leos (⟪zodiac_range|23 Jul - 22 Aug⟫), this one is yours to ride.

Our summer workshop "Reading Your Own Chart" is ⟪price|$65⟫ - use ⟪promo_code|STARRY15⟫ for early bird. And big news: ⟪org_name|Almagest House⟫ is moving to ⟪place_name|Asheville⟫ in September!

You're receiving this because you signed up at a reading. Unsubscribe any time."""),

("price_list",
 """INKWELL & QUILL - 2024 commission prices (GBP, per item)
Envelope addressing, copperplate ....... ⟪price|£2.80⟫
Place cards ........................... ⟪unit_price|£3.50⟫
Wedding certificate lettering ......... from ⟪price|£95⟫
Family tree, A2 ....................... from ⟪price|£340⟫
Gilding surcharge ..................... ⟪surcharge_rate|+20%⟫
Gift vouchers: product code ⟪product_code|IQ-GV-50⟫
Turnaround ⟪lead_time|10-14 working days⟫. Sorry, we can't take commissions over the phone."""),

("notes_app",
 """Notes > "IMPORTANT logins" (edited ⟪edit_time|yesterday 23:14⟫)
github (coaching site repo) - user ⟦PERSON|ebaptiste⟧
recovery codes:
⟦SECRET|$recov1⟧
⟦SECRET|$recov2⟧
⟦SECRET|$recov3⟧
⟦SECRET|$recov4⟧
authenticator setup key: ⟦SECRET|$totp2⟧
squarespace: ⟦EMAIL|esme.baptiste@me.com⟧ / ⟦PASSWORD|Thrive&Bloom2023⟧
wifi at studio: ⟪wifi_ssid|BloomStudio_5G⟫ pw ⟦PASSWORD|sunflower-lemon-42⟧
do NOT use ⟪doc_totp_seed|JBSWY3DPEHPK3PXP⟫ thats the example from the docs lol"""),

("voice_memo",
 """Voice memo "Mum interview 3" (⟪duration|23:41⟫) - auto transcript

Right, it's Sunday, I'm here with Mum. Mum, say your full name for the tape.
- ⟦PERSON|Margaret Eileen Doherty⟧, née ⟦PERSON|Flynn⟧.
And when were you born?
- ⟦DATE_OF_BIRTH|The fourth of July, nineteen forty-six⟧, in ⟪place_name|Cork⟫, during the heatwave, your gran never let me forget it.
[note for ⟦PERSON|Beth⟧, ghostwriter: she was diagnosed with ⟦MEDICAL|vascular dementia⟧ last spring so some dates wobble. She's on ⟦MEDICAL|donepezil⟧, mornings are best. Dr ⟦PERSON|Okon⟧ said keep sessions under an hour. Chapter one working title ⟪chapter_title|'The Big Freeze of '47'⟫]"""),

("instagram_dm",
 """@⟦PERSON|zaradelacroix⟧: hiii love ur capsule wardrobe reels!! how much for a virtual styling sesh?
@⟦PERSON|styledbyyuki⟧: Hi ⟦PERSON|Zara⟧! Virtual is ⟪price|$150⟫ for ⟪duration|90 min⟫. I'd need your measurements + a few full length pics 💕
@⟦PERSON|zaradelacroix⟧: ok booked!! just sent ⟦AMOUNT|$165⟧ w the colour analysis add on, on ⟪payment_app|Zelle⟫ to ⟦PHONE|(646) 712-0938⟧ is that right??
@⟦PERSON|styledbyyuki⟧: yes that's me, ⟦PERSON|Yuki Tanabe⟧ on zelle 😊 got it, thank u!"""),

("linkedin_message",
 """⟦PERSON|Anil Mehta-Choudhury⟧ · 2nd · Chief of Staff at ⟪org_name|Varion Therapeutics⟫
Hi ⟦PERSON|Claire⟧, our CEO ⟦PERSON|Deborah Klein⟧ is keynoting ⟪event_name|BIO 2024⟫ in June and needs a speechwriter for a 20-min talk. Budget approved up to ⟪org_budget|$12k⟫. Could we talk Thursday? Direct line ⟦PHONE|+1 617 440 2951⟧ or ⟦EMAIL|anil.mc@varion.bio⟧.

⟦PERSON|Claire Ostrowski⟧ · 1st
Happy to! I'll send a Calendly link. I'll need the ⟪document_name|mutual NDA v2⟫ signed first."""),

("calendar_invite",
 """BEGIN:VCALENDAR
PRODID:⟪prodid|-//Google Inc//Google Calendar 70.9054//EN⟫
BEGIN:VEVENT
UID:⟪ical_uid|7k2p9d1q3m5n8b4v6c0x@google.com⟫
DTSTART:⟪ical_timestamp|20240715T170000Z⟫
SUMMARY:Coaching session 4/6 - ⟦PERSON|Jonah Feldman⟧
ORGANIZER;CN=⟦PERSON|Ama Boateng⟧:mailto:⟦EMAIL|ama@amaboatengcoaching.com⟧
ATTENDEE;CN=⟦PERSON|Jonah Feldman⟧;RSVP=TRUE:mailto:⟦EMAIL|jfeldman.nyc@gmail.com⟧
DESCRIPTION:Zoom https://us02web.zoom.us/j/⟪zoom_meeting_id|83412907715⟫\\nPasscode: ⟦PASSWORD|Gr0wth24⟧\\nTopic: ⟦MEDICAL|ADHD⟧ + time blocking
END:VEVENT
END:VCALENDAR"""),

("crash_report",
 """Incident Identifier: ⟪incident_id|$uuid4⟫
Hardware Model:      ⟪device_model|iPhone15,2⟫
Process:             TarotDaily [⟪pid|3121⟫]
Version:             ⟪app_version|4.2 (118)⟫
OS Version:          iOS 17.5.1 (21F90)
User ID:             ⟦EMAIL|mei.lin.okada@gmail.com⟧
Custom:              reader_name=⟦PERSON|Mei Lin Okada⟧; plan=premium_annual
Last Network:        ⟦IP_ADDRESS|192.168.1.87⟧ (Wi-Fi), WAN ⟦IP_ADDRESS|126.94.17.203⟧
Exception Type:  EXC_CRASH (SIGABRT)
Thread 0 Crashed:
0   libswiftCore.dylib   ⟪memory_address|0x00000001a2b4c8f0⟫ _assertionFailure + 244
1   TarotDaily           0x0000000100f1a2c4 SpreadView.layout(cards:) + 1120"""),

("travel_itinerary",
 """ITINERARY - Paris couture weekend for ⟦PERSON|Beatrix Holloway-Ames⟧
Prepared by ⟦PERSON|Sacha Levin⟧, personal stylist · ⟦PHONE|+44 7447 183 552⟧

Fri  Flight ⟪flight_number|BA 306⟫ LHR-CDG, seat ⟪seat_number|3A⟫
     Hotel: ⟪hotel_name|Le Bristol⟫, ⟪hotel_address|112 Rue du Faubourg Saint-Honoré, 75008 Paris⟫
Passport on file: ⟦PASSPORT|$pp_uk2⟧, exp. ⟪document_expiry|2031-02-09⟫
Client notes: ⟦MEDICAL|recovering from hip replacement⟧ - flat shoes only, wheelchair assist booked at CDG
Shop holds on ⟪masked_card|Amex •••• 1009⟫
Fee ⟦AMOUNT|£2,400⟧ + expenses, paid in advance by ⟦PERSON|Beatrix⟧."""),

("ocr_registration_card",
 """FICHE DE POLICE / REGISTRATION CARD  ⟪hotel_name|Hôtel des Arts⟫  ⟪room_number|Ch. 214⟫
Surname: ⟦PERSON|MOREL⟧     First names: ⟦PERSON|Anaïs Claire⟧
Date of birth: ⟦DATE_OF_BIRTH|09/10/1982⟧   Place: ⟪place_name|Lyon⟫
Nationality: FRANÇAISE   Passport no.: ⟦PASSPORT|$pp_fr1⟧
Home address: ⟦ADDRESS|17 rue des Tanneurs, 67000 Strasbourg⟧
Tel: ⟦PHONE|06 48 21 90 37⟧
Purpose of stay: business (calligraphy masterclass w/ ⟦PERSON|Akiko Mori⟧)
Arrival ⟪arrival_date|12/06⟫  Departure 15/06"""),

("bank_transfer",
 """Overboeking / transfer details
From: ⟦PERSON|J.W. de Vries⟧   ⟦IBAN|$iban_nl⟧
To:   ⟦PERSON|Lotte Brinkman⟧ (⟪org_name|Opgeruimd Thuis⟫)   ⟦IBAN|$iban_be⟧
Amount: ⟦AMOUNT|EUR 385,00⟧
Description: ⟪payment_reference|factuur 2024-031⟫ zolder + garage
Date: ⟪transfer_date|21-03-2024⟫   Transaction ID ⟪transaction_id|NL24-88120-3391⟫"""),
]

# ---- part 3 -----------------------------------------------------------------
TEXTS += [
("etsy_message",
 """Etsy · Message from ⟦PERSON|Hollie Bramwell⟧ re: order ⟪order_id|#3184229071⟫
Hi! for the welcome sign please letter exactly: "Welcome to the wedding of ⟦PERSON|Olivia⟧ & ⟦PERSON|James Thorne⟧". I paid ⟦AMOUNT|£86.40⟧ incl postage. Please ship to ⟦ADDRESS|Holly Cottage, 3 Mill Lane, Great Shelford, Cambridge CB22 5LD⟧ not my billing address! Gold ink ⟪hex_color|#C9A227⟫ if poss x
Shop: ⟪shop_name|GildedLoopStudio⟫ · Listing ⟪listing_id|1429981734⟫"""),

("kyc_form",
 """Shri Ganesh Jyotish Kendra - Client KYC (online puja booking)
Name: ⟦PERSON|Sneha Venkataraman⟧
Father's name: ⟦PERSON|R. Venkataraman⟧
DOB: ⟦DATE_OF_BIRTH|14-08-1996⟧   Time of birth: 05:42 AM   Place: ⟪place_name|Madurai⟫
Aadhaar: ⟦NATIONAL_ID|$aadhaar1⟧
Mobile: ⟦PHONE|+91 98401 27736⟧
Rashi: ⟪zodiac_sign|Simha⟫   Nakshatra: ⟪nakshatra|Magha⟫
Concern: marriage delay; mother's ⟦MEDICAL|thyroid surgery⟧ next month, wants muhurat
Dakshina paid: ⟦AMOUNT|₹5,100⟧ (UPI ref ⟪upi_ref|412908771234⟫)"""),

("email",
 """Hola ⟦PERSON|Inés⟧,

Thanks again for sorting the villa before the sale, the agents couldn't believe it. As requested for your factura, my details:

⟦PERSON|Graham Pettigrew⟧, NIE ⟦NATIONAL_ID|$nie1⟧
⟦ADDRESS|Calle Jazmín 14, Urb. Los Naranjos, 29660 Marbella (Málaga)⟧

Your quote ⟪quote_number|P-2024-117⟫ said ⟪quote_amount|€1.750 + IVA⟫, so I've transferred ⟦AMOUNT|€2.117,50⟧ from ⟦IBAN|$iban_es⟧ today.

Cheers,
⟦PERSON|Graham⟧
⟦PHONE|+34 612 48 90 37⟧"""),

("client_sheet",
 """Client sheet - ⟪org_name|Memorie di Famiglia⟫ (ghostwriting, Milan)
Client: ⟦PERSON|Giulia Russo⟧ - book about her grandfather ⟦PERSON|Salvatore Russo⟧ (⟪life_years|1921-2009⟫)
Codice fiscale: ⟦NATIONAL_ID|$cf1⟧
Born: ⟦DATE_OF_BIRTH|4 September 1987⟧, Milano
Residence: ⟦ADDRESS|Via Vigevano 33, 20144 Milano MI⟧
Payment: 3 x ⟦AMOUNT|€2.300⟧ by transfer from ⟦IBAN|$iban_it⟧
Sources: his war diaries (⟪page_count|312 pp⟫), incl. the ⟦MEDICAL|malaria⟧ he caught in ⟪place_name|Eritrea⟫ in 1941"""),

("quote_acceptance",
 """Subject: Acceptance - quote ⟪quote_number|KM/2024/044⟫

Dear Ms ⟦PERSON|Kamińska⟧,

I accept your quote for clearing my late father's flat at ⟦ADDRESS|ul. Mokotowska 12 m. 4, 00-561 Warszawa⟧ (one ⟪container_size|7 m³⟫ container, ⟪job_duration|3 working days⟫). For the contract your office asked for my PESEL: ⟦NATIONAL_ID|$pesel1⟧ (born ⟦DATE_OF_BIRTH|17.02.1990⟧).
My own address for the invoice: ⟦ADDRESS|ul. Długa 8/15, 31-147 Kraków⟧.
Deposit of ⟦AMOUNT|1 500 zł⟧ sent this morning.

Kind regards,
⟦PERSON|Marta Zielińska⟧
⟦PHONE|+48 512 337 908⟧"""),

("booking_form",
 """[⟪org_name|Seoul Personal Color Lab⟫] Booking form (EN)
Name: ⟦PERSON|Park Ji-yeon⟧ (⟦PERSON|박지연⟧)
Date of birth: ⟦DATE_OF_BIRTH|1991.03.08⟧
Resident registration no. (for cash receipt): ⟦NATIONAL_ID|$rrn1⟧
Phone: ⟦PHONE|010-4827-3159⟧
KakaoTalk ID: ⟦PERSON|jiyeon_park91⟧
Result: ⟪color_season|Summer Mute⟫, best lip shade ⟪hex_color|#B5656B⟫
Fee paid: ⟦AMOUNT|₩150,000⟧"""),

("payment_record",
 """⟪org_name|Kyoto Shodo Academy⟫ - annual payment record for instructor (tax filing)
Instructor: ⟦PERSON|Sato Haruka⟧ / ⟦PERSON|佐藤 遥⟧
Individual Number (My Number): ⟦NATIONAL_ID|$mynum1⟧
Address: ⟦ADDRESS|〒606-8302 京都市左京区吉田牛ノ宮町11-2⟧
Total fees paid 2023: ⟦AMOUNT|¥1,284,000⟧
Withholding tax: ⟦AMOUNT|¥131,096⟧
Classes taught: ⟪course_code|KS-201⟫, KS-305
Payer corporate number: ⟪corporate_number|1130001012345⟫"""),

("payroll_email",
 """Hi ⟦PERSON|Sanna⟧,

Tax card details for the gig payroll (the CEO's 50th anniversary speech for ⟪org_name|Pohjola Works Oy⟫):
Name: ⟦PERSON|Mikko Järvinen⟧
Personal identity code: ⟦NATIONAL_ID|$hetu1⟧
Withholding rate: ⟪tax_rate|24.5%⟫
Agreed fee: ⟦AMOUNT|€1,900⟧ for drafting + one rehearsal
Phone ⟦PHONE|+358 40 718 2296⟧, email ⟦EMAIL|mikko.jarvinen@kolumni.fi⟧

Br, ⟦PERSON|Mikko⟧"""),

("membership_form",
 """⟪org_name|Maison Lumen⟫ - wellness practitioners' coworking, Brussels
Membership application
Name: ⟦PERSON|Chloé Vandenberghe⟧
Practice: tarot & intuitive coaching (indépendante complémentaire)
National register no.: ⟦NATIONAL_ID|$benn1⟧
Date of birth: ⟦DATE_OF_BIRTH|15/07/1993⟧
Address: ⟦ADDRESS|Rue de la Brasserie 41, 1050 Ixelles⟧
Mobile: ⟦PHONE|+32 478 21 64 09⟧
Plan: ⟪plan_code|FLEX-8⟫ (8 room-hours/month, ⟪price|€120⟫)
Locker no. ⟪locker_number|17⟫"""),

("rut_deduction_note",
 """Hej ⟦PERSON|Annika⟧!

Thanks for booking ⟪org_name|Ordning & Reda Hemfix⟫. For the RUT deduction we claim from Skatteverket we need the personnummer of whoever pays:
⟦PERSON|Annika Lundqvist⟧, ⟦NATIONAL_ID|$pnr1⟧
Address of the job: ⟦ADDRESS|Tegnérgatan 19, 113 40 Stockholm⟧
Labour cost ⟪price|9 600 kr⟫ minus 50% RUT = you pay ⟦AMOUNT|4 800 kr⟧
Booked: 3 organisers x ⟪job_duration|4 h⟫, ⟪event_date|Sat 14/9⟫

Questions? Call ⟦PERSON|Elin⟧ on ⟦PHONE|070-412 88 53⟧"""),

("service_contract",
 """FENG SHUI CONSULTANCY AGREEMENT  (No. ⟪contract_ref|JC-HK-2024-019⟫)
Client: ⟦PERSON|CHEUNG Ka Man, Katrina⟧   HKID: ⟦NATIONAL_ID|$hkid1⟧
Premises: ⟦ADDRESS|Flat D, 23/F, Block 2, Taikoo Shing, 18 Taikoo Shing Road, Quarry Bay⟧
Consultant: ⟪org_name|Jade Compass Ltd⟫
Fee: ⟦AMOUNT|HK$28,800⟧, 50% deposit paid by cheque no. ⟪cheque_number|004518⟫
Flying stars chart period: ⟪feng_shui_period|Period 9⟫
Client contact: ⟦PHONE|+852 6027 3391⟧ / ⟦EMAIL|katrina.cheung@netvigator.com⟧
Signed ⟦PERSON|Katrina Cheung⟧"""),

("markdown_table",
 """## Speech pipeline - Q3

| Client | Occasion | Contact | Fee paid | Status |
|---|---|---|---|---|
| ⟦PERSON|Priyanka Deshmukh⟧ | sister's wedding toast | ⟦EMAIL|priyanka.d@gmail.com⟧ | ⟦AMOUNT|$400⟧ | ⟪status|draft 2⟫ |
| ⟦PERSON|Tom Aldridge⟧ | retirement (30 yrs at ⟪org_name|Sunbeam Mills⟫) | ⟦PHONE|+1 919 302 7744⟧ | ⟦AMOUNT|$1,100⟧ | delivered |
| Rev. ⟦PERSON|Dolores Agbaje⟧ | eulogy | ⟦EMAIL|dagbaje@firstbaptistdurham.org⟧ | waived | ⟪status|on hold⟫ |
| ⟦PERSON|Kenji Mori⟧ | best man | ⟦PHONE|+1 984 221 0356⟧ | ⟦AMOUNT|$250⟧ dep. | ⟪status|kickoff⟫ |"""),

("http_request_dump",
 """POST /api/v2/session HTTP/2
Host: api.cosmicmatch.app
User-Agent: ⟪user_agent|CosmicMatch/3.9.0 (Android 14)⟫
Cookie: __cf_bm=⟪cf_bot_cookie|vP3qk.Wn0m⟫; sid=⟦SECRET|$cookie_connect1⟧
Authorization: Bearer ⟦APIKEY|$jwt1⟧
X-Forwarded-For: ⟦IP_ADDRESS|49.36.112.87⟧
Content-Type: application/json

{"email":"⟦EMAIL|arjun.b.kapoor@gmail.com⟧","password":"⟦PASSWORD|Libra_Rising_07⟧","device_id":"⟪device_id|$uuid6⟫"}"""),

("postman_collection",
 """{
  "info": {"name": "HomeHarmony booking API", "_postman_id": "⟪postman_id|$uuid7⟫", "schema": "https://schema.getpostman.com/json/collection/⟪schema_version|v2.1.0⟫/collection.json"},
  "item": [{
    "name": "Create consultation",
    "request": {
      "method": "POST",
      "header": [{"key": "Authorization", "value": "Bearer ⟦APIKEY|$airtable1⟧"}],
      "url": "https://api.airtable.com/v0/⟪airtable_base_id|appR3kQ8xZbW1yT5u⟫/Consultations",
      "body": {"raw": "{\\"fields\\": {\\"Client\\": \\"⟦PERSON|Farah Qureshi⟧\\", \\"Email\\": \\"⟦EMAIL|farah.q@hotmail.co.uk⟧\\", \\"Phone\\": \\"⟦PHONE|07521 664 108⟧\\", \\"Rooms\\": 5}}"}
    }
  }]
}"""),

("cron_output",
 """From: Cron Daemon
Subject: Cron <⟦PERSON|hkarlsson⟧@memoir-box> /usr/local/bin/backup-interviews.sh

rsync: [sender] change_dir "⟦PERSON|/home/hkarlsson⟧/interviews/⟦PERSON|Britt Ekdahl⟧" failed: No such file or directory (2)
rsync error: some files/attrs were not transferred (code ⟪exit_code|23⟫) at main.c(1338) [sender=⟪software_version|3.2.7⟫]
ssh: connect to host ⟦IP_ADDRESS|172.16.40.9⟧ port ⟪port|2222⟫: Connection timed out
backup finished with errors at ⟪timestamp|Sun Jun 16 03:00:41 CEST 2024⟫"""),

("referral_letter",
 """⟪org_name|Riverside Psychotherapy Practice⟫
⟪document_date|12 April 2024⟫

Dear Ms ⟦PERSON|Adebayo⟧,

Re: ⟦PERSON|Lucas Ferreira-Santos⟧, DOB ⟦DATE_OF_BIRTH|02/05/1999⟧
⟦ADDRESS|Flat 9, Harcourt House, 14 Vine Street, Brighton BN1 4AG⟧

Thank you for agreeing to see ⟦PERSON|Lucas⟧ for career coaching alongside his therapy with me. For context, he has a diagnosis of ⟦MEDICAL|generalised anxiety disorder⟧ and ⟦MEDICAL|mild depression⟧ and currently takes ⟦MEDICAL|propranolol 10mg as needed⟧. He has consented to me sharing this.

Please contact me on ⟦PHONE|01273 608 442⟧ if you have any concerns.

Yours sincerely,
Dr ⟦PERSON|Hilary Cavendish⟧, UKCP reg. ⟪registration_number|2012-0487⟫"""),

("speech_draft",
 """WEDDING SPEECH - draft 3 (for ⟦PERSON|Jamal⟧ to deliver) [⟪reading_time|approx 4:30⟫]

Good evening everyone! For those who don't know me, I'm ⟦PERSON|Jamal⟧, ⟦PERSON|Khadija⟧'s big brother... [pause for heckle]

When ⟦PERSON|Khadija⟧ first brought ⟦PERSON|Tobias⟧ home, Dad asked him three questions. Only one was about football.

[SPEECHWRITER NOTE - ⟦PERSON|Hana⟧: ⟦PERSON|Jamal⟧ asked to mention Mum's ⟦MEDICAL|breast cancer⟧ recovery gently, one line max. Music cue "⟪song_title|Here Comes the Sun⟫" at ⟪timecode|3:55⟫.]

So please raise your glasses: to ⟦PERSON|Khadija⟧ and ⟦PERSON|Tobias⟧!"""),

("dispute_form",
 """CARD DISPUTE FORM - ⟪org_name|Harbour Federal Credit Union⟫   Case ⟪case_number|DSP-2024-11873⟫
Cardholder: ⟦PERSON|Desiree Montoya⟧
Card number: ⟦CARD|$card13⟧
Merchant: ⟪merchant_descriptor|ASTRAL*MADAMEVESNA⟫   Merchant ID ⟪merchant_id|445199230017⟫
Transaction date: ⟪transaction_date|05/29/2024⟫   Amount disputed: ⟦AMOUNT|$249.99⟧
Reason: I cancelled the "lifetime horoscope" subscription on 5/1 and was charged anyway. Cancellation email was sent from ⟦EMAIL|desi.montoya@att.net⟧.
Daytime phone: ⟦PHONE|(505) 318-6620⟧
Signature: ⟦PERSON|D. Montoya⟧"""),

("receipt_ocr",
 """[receipt photo, OCR]
⟪store_name|SELFRIDGES & CO⟫
⟪store_address|400 Oxford Street, London W1A 1AB⟫
⟪receipt_number|TRN 0441 0187 2206⟫
1 x ⟪sku|SKU 88217730⟫ wool coat ........ ⟪price|£780.00⟫
1 x SKU 88219041 silk scarf ....... £145.00
TOTAL ⟦AMOUNT|£925.00⟧
VISA ⟪masked_card|************6620⟫ CONTACTLESS
Personal shopper: ⟦PERSON|Nadia⟧ ext ⟪phone_extension|4412⟫
[handwritten] for Mrs ⟦PERSON|Oduya⟧ - pls reimburse ⟦AMOUNT|£925⟧ + my 10%, thx S."""),

("discord_chat",
 """⟪discord_channel|#readings-for-hire⟫
⟦PERSON|moonchild_aurelia⟧ - Today at ⟪time_of_day|14:02⟫
offering 3 card pulls for ⟪price|$15⟫ 🔮 dm me
⟦PERSON|bram.vdberg⟧ - Today at 14:05
@⟦PERSON|moonchild_aurelia⟧ done! sent ⟦AMOUNT|$30⟧ for two pulls to ur paypal ⟦EMAIL|aurelia.m.costa@gmail.com⟧
⟦PERSON|jess_okonkwo⟧ (mod) - Today at 14:07
pls don't post emails in public channels, use DMs. and only buy from people with the ⟪role_name|@Verified Reader⟫ role"""),

("cookie_dump",
 """# Netscape HTTP Cookie File
# exported from ⟦PERSON|Stella Nakamura⟧'s laptop for debugging, ticket ⟪ticket_id|CC-5120⟫
.closetcraft.co       TRUE   /  TRUE   ⟪unix_timestamp|1735689600⟫  laravel_session  ⟦SECRET|$cookie_laravel1⟧
.closetcraft.co       TRUE   /  FALSE  1735689600  _ga  ⟪analytics_cookie|GA1.1.1582739910.1716200045⟫
admin.closetcraft.co  FALSE  /  TRUE   0           remember_admin  ⟦SECRET|$cookie_wp1⟧
.closetcraft.co       TRUE   /  FALSE  1735689600  last_user  ⟦EMAIL|stella.nakamura@closetcraft.co⟧
admin.shopify.com     FALSE  /  TRUE   1735689600  _secure_admin_session_id  ⟦SECRET|$cookie_django1⟧"""),

("gdpr_request",
 """Subject: Subject Access Request under UK GDPR Art. 15

To the Data Protection Officer, ⟪org_name|Thrive Circle Coaching Ltd⟫,

I request a copy of all personal data you hold about me, including session notes written by my coach ⟦PERSON|Gareth Pryce⟧ between ⟪date_range|Jan and Nov 2023⟫.

Full name: ⟦PERSON|Olamide Fashola⟧
Date of birth: ⟦DATE_OF_BIRTH|30 January 1989⟧
Address: ⟦ADDRESS|88 Kingsland Road, London E2 8DP⟧
Account email: ⟦EMAIL|ola.fashola@gmail.com⟧
Customer ref: ⟪customer_ref|TCC-00931⟫

I note the one-month deadline under ⟪legal_reference|Article 12(3)⟫.

Regards,
⟦PERSON|Olamide Fashola⟧"""),
]

# ---- part 4 -----------------------------------------------------------------
TEXTS += [
("telegram_chat",
 """⟦PERSON|Lidia Sorokina⟧, [⟪chat_timestamp|18.03.2024 21:47⟫]
Hello! I'd like the full natal chart + solar return please. My data: ⟦DATE_OF_BIRTH|12.11.1990⟧, 23:15, ⟪place_name|Yekaterinburg⟫
⟦PERSON|Nadia Belkacem⟧ | astrologer, [18.03.2024 21:52]
Lovely 🌟 natal is ⟪price|€75⟫, solar return ⟪price|€25⟫. Revolut to ⟦PHONE|+33 6 72 18 44 09⟧ or IBAN ⟦IBAN|$iban_fr⟧
⟦PERSON|Lidia Sorokina⟧, [18.03.2024 21:58]
sent ⟦AMOUNT|€100⟧! btw I'm 8 weeks ⟦MEDICAL|pregnant⟧, can you look at that period too?"""),

("form_webhook_payload",
 """{"formID":"⟪form_id|241563829104052⟫","submissionID":"⟪submission_id|5933018227411106732⟫","ip":"⟦IP_ADDRESS|86.25.119.40⟧",
 "q3_fullName":"⟦PERSON|Rosalind Aptekar⟧","q4_email":"⟦EMAIL|ros.aptekar@gmail.com⟧","q5_phone":"⟦PHONE|+447956301842⟧",
 "q6_address":"⟦ADDRESS|Flat 2, 14 Wharf Road, London N1 7GR⟧",
 "q7_textToLetter":"In loving memory of ⟦PERSON|Sidney Aptekar⟧, 1938-2024",
 "q8_inkColour":"⟪hex_color|#1B2A49⟫","q9_deposit":"⟦AMOUNT|£72.50⟧"}"""),

("sentry_event",
 """Sentry · ⟪sentry_issue|THRIVEAPP-3K9⟫ · TypeError: Cannot read properties of undefined (reading 'goals')
release: ⟪release_version|thrive-web@2024.6.3⟫   environment: production
user: {id: ⟪user_id|u_71820⟫, email: ⟦EMAIL|kofi.mensah.coach@gmail.com⟧, ip_address: ⟦IP_ADDRESS|154.160.5.92⟧, username: ⟦PERSON|kmensah⟧}
breadcrumbs:
  10:41:07 navigation /clients/⟪client_id|c_2231⟫/journal
  10:41:08 xhr GET /api/journal?client=c_2231 -> 200
  10:41:09 console "client ⟦PERSON|Adaeze Nwankwo⟧ entry: 'felt low again, ⟦MEDICAL|panic attack⟧ on the tube'"
tags: browser=Chrome 125.0, os=Windows 10"""),

("git_commit_diff",
 """commit ⟪commit_sha|$sha1_2⟫
Author: ⟦PERSON|Beatriz Souza⟧ <⟦EMAIL|bia.souza@proton.me⟧>
Date:   ⟪commit_date|Wed May 22 16:03:11 2024 -0300⟫

    move keys to env (oops)

    Co-authored-by: ⟦PERSON|Thiago Lima⟧ <⟦EMAIL|thiago@casaharmonia.com.br⟧>

diff --git a/src/config.js b/src/config.js
index ⟪git_blob_range|9f3c2a1..4b7e0d2⟫ 100644
--- a/src/config.js
+++ b/src/config.js
@@ -1,4 +1,4 @@
-export const MAPS_KEY = "⟦APIKEY|$google1⟧";
-export const GITLAB_TOKEN = "⟦APIKEY|$gitlab1⟧";
+export const MAPS_KEY = process.env.MAPS_KEY;
+export const GITLAB_TOKEN = process.env.GITLAB_TOKEN;
 export const STUDIO = "⟪org_name|Casa Harmonia Feng Shui⟫";"""),

("terraform_tfvars",
 """# terraform.tfvars - fengshui-site (DO NOT COMMIT)
region         = "⟪aws_region|ap-southeast-1⟫"
aws_access_key = "⟦APIKEY|$aws_akid2⟧"
aws_secret_key = "⟦SECRET|$aws_secret2⟧"
db_username    = "fsadmin"
db_password    = "⟦PASSWORD|Qi-Flow#2024!⟧"
admin_cidrs    = ["⟦IP_ADDRESS|118.189.44.27⟧/32", "⟦IP_ADDRESS|42.61.208.5⟧/32"]  # ⟦PERSON|Wen Jie⟧ home + studio
instance_type  = "⟪instance_type|t3.small⟫"
ami_id         = "⟪ami_id|ami-0c55b159cbfafe1f0⟫\""""),

("payslip",
 """⟪org_name|LECTERN & CO LTD⟫                 PAYSLIP   ⟪pay_period|Month 3 (June 2024)⟫
Employee: ⟦PERSON|Yasmin El-Amin⟧          Employee no: ⟪employee_number|00417⟫
NI number: ⟦NATIONAL_ID|$nino2⟧           Tax code: ⟪tax_code|1257L⟫
Address: ⟦ADDRESS|5 Clementine Court, Leicester LE2 1PQ⟧
Basic salary ........ ⟦AMOUNT|£2,916.67⟧
Income tax .......... ⟦AMOUNT|£372.40⟧
Net pay ............. ⟦AMOUNT|£2,289.14⟧
Paid to account ending ⟪masked_account|••91⟫"""),

("shipping_label",
 """ROYAL MAIL Tracked 48    ⟪tracking_number|TT 4418 2290 6GB⟫
FROM: ⟪org_name|Inkwell & Quill Studio⟫, ⟪business_address|Unit 4, Brassmill Lane, Bath BA1 3JE⟫
TO:   Dr ⟦PERSON|Amara Nwachukwu⟧
      ⟦ADDRESS|27 Beechwood Avenue, Didsbury, Manchester M20 6SQ⟧
      Tel ⟦PHONE|07712 045 389⟧
Contents: framed calligraphy (FRAGILE)   Weight ⟪weight|1.8 kg⟫
Gift message: "Happy 40th ⟦PERSON|Ngozi⟧!! love ⟦PERSON|Chidi⟧ x\""""),

("vcard",
 """BEGIN:VCARD
VERSION:⟪vcard_version|3.0⟫
N:⟦PERSON|Marchetti;Serafina⟧;;;
FN:⟦PERSON|Serafina Marchetti⟧
ORG:⟪org_name|Arcana & Ash Tarot⟫
TEL;TYPE=CELL:⟦PHONE|+1-415-608-2271⟧
EMAIL:⟦EMAIL|serafina@arcanaandash.com⟧
ADR;TYPE=HOME:;;⟦ADDRESS|1847 Church St;San Francisco;CA;94131;USA⟧
BDAY:⟦DATE_OF_BIRTH|1985-10-31⟧
NOTE:samhain baby 🎃 ⟦MEDICAL|allergic to lavender oil⟧
REV:⟪vcard_rev|2024-03-02T11:20:00Z⟫
END:VCARD"""),

("handwritten_note_ocr",
 """[photo of clipboard, OCR]  FOUND ITEMS - ⟦PERSON|Okonjo⟧ house, day 2  (team: ⟦PERSON|Lou⟧ + ⟦PERSON|Dev⟧)
- box room drawer: expired Nigerian passport ⟦PASSPORT|$pp_my1⟧ in name of ⟦PERSON|Chukwuemeka Okonjo⟧ -> handed to Mrs ⟦PERSON|Okonjo⟧
- envelope of cash, counted with client: ⟦AMOUNT|£640⟧ (client signed)
- sticky note on old debit card "PIN ⟦PASSWORD|8052⟧" -> note shredded, card to client
- ⟪item_count|14⟫ bin bags for ⟪charity_name|British Heart Foundation⟫, collection ⟪collection_ref|BHF-77190⟫
- prescription bag ⟦MEDICAL|warfarin 3mg⟧ (hers, in date) -> kitchen cupboard"""),

("cover_letter",
 """⟦PERSON|Tobiah Grünwald⟧
⟦ADDRESS|Apt 4R, 310 West 97th Street, New York, NY 10025⟧ · ⟦PHONE|(917) 604-2283⟧ · ⟦EMAIL|tobiah.grunwald@gmail.com⟧

⟪letter_date|June 3, 2024⟫

Hiring Team, ⟪org_name|Legacy Pages Inc.⟫
Re: Senior Memoir Ghostwriter (req. ⟪job_req_id|LP-0442⟫)

Over the past nine years I have ghostwritten ⟪book_count|eleven⟫ memoirs, among them the story of a Holocaust survivor, ⟦PERSON|Rywka Landau⟧, which her family self-published for her 95th birthday. I work from long recorded interviews and I'm comfortable with difficult material.

Sincerely,
⟦PERSON|Tobiah Grünwald⟧"""),

("interview_transcript",
 """INTERVIEW 4 - subject: ⟦PERSON|Earl Thibodeaux⟧ - interviewer: ⟦PERSON|Kezia⟧ - ⟪timecode|00:41:12⟫
Q: Tell me about coming home in '69.
A: Came back to ⟪place_name|Lafayette⟫ and I couldn't sleep for a year. Nobody called it ⟦MEDICAL|PTSD⟧ back then. My wife ⟦PERSON|Lorraine⟧ put up with a whole lot.
Q: And you were born...
A: ⟦DATE_OF_BIRTH|August 9, 1948⟧. Charity Hospital.
Q: You mentioned the VA finally...
A: Yeah, 2004, they rated me for the ⟦MEDICAL|type 2 diabetes⟧. Took ⟪duration|thirty years⟫."""),

("gig_order",
 """Fiverr · Order ⟪order_id|#FO61A2C9B7D4⟫ · "I will write a heartfelt eulogy" · Basic ⟪price|$85⟫
Buyer: ⟦PERSON|jlbautista_ph⟧
Requirements
1. Name of the deceased: ⟦PERSON|Corazon "Cora" Bautista⟧
2. Relationship: my grandmother (Lola)
3. Circumstances (optional): ⟦MEDICAL|kidney failure⟧ after 4 yrs of ⟦MEDICAL|dialysis⟧
4. Anything else: she raised 6 kids in ⟪place_name|Pampanga⟫ and never missed a Sunday mass
Buyer paid: ⟦AMOUNT|$110⟧ (incl. ⟪gig_extra|extra fast⟫ + tip)"""),

("collection_letter",
 """⟪org_name|Brightpath Coaching⟫ · Accounts
FINAL NOTICE - invoice ⟪invoice_no|BP-2291⟫

Mr ⟦PERSON|D. Kellerman⟧
⟦ADDRESS|14 Orchard Rise, Harrogate HG2 9LT⟧

Our records show ⟦AMOUNT|£720.00⟧ outstanding for the 8-session "Career Reset" programme (⟪date_range|4 Jan - 22 Feb⟫). Please pay within 14 days to ⟪org_bank_account|sort code 20-45-77, account 30918264⟫ or call us on ⟦PHONE|0114 272 9031⟧ to agree a plan.

⟦PERSON|Hannah Leigh⟧, Accounts"""),

("teams_chat",
 """⟦PERSON|Rachel Oyelowo⟧  11:02
Hi ⟦PERSON|Sven⟧, for exec coaching cohort ⟪cohort_code|EXC-24B⟫ - ⟦PERSON|Mateo Ruiz⟧ can't start til Oct, he's on leave with ⟦MEDICAL|long COVID⟧. Can we swap in ⟦PERSON|Ines Kovač⟧ (⟦EMAIL|ines.kovac@norvale.com⟧)?
⟦PERSON|Sven Halvorsen⟧  11:05
sure, the coach fee goes to ⟪org_name|Norvale⟫ cost centre ⟪cost_centre|CC-4410⟫ anyway. ⟦PERSON|Mateo⟧ should still get his ⟪program_name|360 review⟫ when back"""),

("survey_export",
 """Typeform · "Which Moon Are You?" quiz · response ⟪response_id|k3v9q2m8x1⟫
submitted_at: ⟪timestamp|2024-04-21T09:14:33Z⟫
Q1 First name: ⟦PERSON|Delphine⟧
Q2 Birthday: ⟦DATE_OF_BIRTH|March 27, 2001⟧
Q3 Email for your reading: ⟦EMAIL|delphine.ab@laposte.net⟧
Q4 How are you sleeping? "badly, on ⟦MEDICAL|melatonin⟧ and it does nothing"
Q5 Result: ⟪quiz_result|Waning Gibbous⟫
hidden fields: utm_source=instagram, ip=⟦IP_ADDRESS|90.112.44.203⟧"""),

("audit_log",
 """2024-08-02 09:14:22 UTC actor=⟦EMAIL|v.okafor@declutterhq.com⟧ ip=⟦IP_ADDRESS|31.94.7.110⟧ action=client.export target=⟪client_id|cl_48811⟫ fields=name,phone,address
2024-08-02 09:14:23 UTC actor=system action=export.ready file=⟪file_name|export_48811_20240802.csv⟫ size=⟪file_size|4.2 KB⟫
2024-08-02 09:20:51 UTC actor=⟦EMAIL|t.brennan@declutterhq.com⟧ ip=⟦IP_ADDRESS|2a01:4b00:8a4c:e300:9d1:4fe2:a77:102⟧ action=client.update target=cl_48811 diff={"phone":["⟦PHONE|07939 551 024⟧","⟦PHONE|07939 551 042⟧"]}"""),

("classified_ad",
 """craigslist > portland > for sale > household
ESTATE DECLUTTER SALE - Sat/Sun 9-3   ⟪posting_id|post id: 7741209835⟫
Helping a client downsize. Mid-century teak dresser ⟪price|$240⟫, Le Creuset set ⟪price|$180⟫, 200+ vinyl make offer.
Pick up only at ⟦ADDRESS|5218 NE Alameda St, Portland, OR 97213⟧, side gate. The owner ⟦PERSON|Bev⟧ will be around but please deal with me.
Text ⟦PERSON|Wren⟧ (organiser) on ⟦PHONE|503-780-4416⟧, no emails. Cash or Venmo @⟦PERSON|wren-okamoto⟧
⟪posted_time|posted 2 days ago⟫"""),

("zoom_chat",
 """Zoom group chat - "Intro to Tarot, wk 3"
⟪chat_time|19:04:11⟫ From ⟦PERSON|Priscilla Adu⟧ to Everyone: can everyone hear me?
19:05:40 From ⟦PERSON|Hugo Lindgren⟧ to Everyone: my deck finally arrived, ⟪deck_name|Rider-Waite-Smith⟫ 🙌
19:07:02 From ⟦PERSON|Priscilla Adu⟧ to ⟦PERSON|Hugo Lindgren⟧ (Direct Message): ⟦PERSON|Hugo⟧ you still owe ⟦AMOUNT|£35⟧ for wks 2-3, no rush 🙂
19:09:55 From ⟦PERSON|Mandla Dube⟧ to Everyone: sorry i missed last wk, was in hospital with ⟦MEDICAL|appendicitis⟧ 😬
19:10:30 From ⟦PERSON|Priscilla Adu⟧ to Everyone: recordings are on the course page, passcode ⟦PASSWORD|Wands&Cups3⟧"""),

("api_response",
 """GET /v1/clients/⟪client_id|4417⟫ -> 200 OK (⟪response_time|182 ms⟫)
{
  "id": 4417,
  "name": "⟦PERSON|Ruth Abernathy-Cole⟧",
  "dob": "⟦DATE_OF_BIRTH|1958-01-23⟧",
  "phone": "⟦PHONE|(843) 716-2290⟧",
  "address": "⟦ADDRESS|62 Tradd St, Charleston, SC 29401⟧",
  "ssn": "⟦SSN|$ssn3⟧",
  "notes": "Downsizing after husband's death. ⟦MEDICAL|Macular degeneration⟧, large-print labels. Daughter ⟦PERSON|Joanne⟧ has POA.",
  "created_at": "⟪timestamp|2023-11-02T15:40:12Z⟫",
  "etag": "⟪etag|6a1f9c2b⟫"
}"""),
]

# ---- part 5 -----------------------------------------------------------------
TEXTS += [
("handout_leaflet",
 """SLEEP & STRESS - client handout (⟪org_name|Brightpath Coaching⟫, ⟪handout_version|v2.1⟫)
Coaching is not medical treatment. Many people we work with use over-the-counter sleep aids such as ⟪drug_name_leaflet|valerian root⟫ or ⟪drug_name_leaflet|diphenhydramine⟫; common side effects include ⟪leaflet_wording|next-day drowsiness and dry mouth⟫. Never stop a prescribed antidepressant such as ⟪drug_name_leaflet|sertraline⟫ without talking to your GP.
Try the ⟪exercise_name|4-7-8 breathing⟫ routine for ⟪duration|10 minutes⟫ before bed. NHS 111 is available 24/7 for urgent advice."""),
]
