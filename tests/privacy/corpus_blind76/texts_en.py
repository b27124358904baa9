# -*- coding: utf-8 -*-
"""English texts of the blind76 corpus, typed one at a time.
Markup: ⟦TYPE|value⟧ labelled span, ⟪kind|value⟫ decoy, $name -> values.VALUES."""

TEXTS = []

TEXTS += [
("email_submission_ack", """Subject: Manuscript ⟪manuscript_id|JLE-2024-0817⟫ received

Dear Dr ⟦PERSON|Okonkwo⟧,

Thank you for submitting "Tidal Archives and the Postcolonial Lyric" to the Journal of Littoral Ecocriticism (⟪issn|ISSN 2049-7734⟫). It has been assigned to handling editor Prof. ⟦PERSON|Marguerite Oyelaran-Birch⟧, who will invite reviewers this week.

Our records show:
  Corresponding author: ⟦PERSON|Chidi Okonkwo⟧
  Postal: ⟦ADDRESS|Flat 3, 27 Harcourt Road, Sheffield S10 1DJ⟧
  Mobile: ⟦PHONE|+44 7911 482306⟧
  Email: ⟦EMAIL|c.okonkwo@sheffield-mail.co.uk⟧

The APC waiver request is handled separately; the standard charge of ⟪price|£1,450⟫ is not due at this stage.

Best wishes,
⟦PERSON|Hattie Brennan⟧
Editorial Assistant, JLE
⟦EMAIL|editorial@jle-journal.org⟧ | ⟦PHONE|+44 114 282 7315⟧"""),

("whatsapp_agent_author", """[⟪chat_timestamp|09/03/2024, 21:14⟫] ⟦PERSON|Priya⟧: hiya!! Larkspur countersigned 🎉 they need ur bank deets for the signing payment
[⟪chat_timestamp|09/03/2024, 21:16⟫] ⟦PERSON|Tom Reinholt⟧: omg amazing. it's ⟦IBAN|$iban_gb1⟧ , acct name ⟦PERSON|T J Reinholt⟧
[⟪chat_timestamp|09/03/2024, 21:16⟫] ⟦PERSON|Tom Reinholt⟧: wait do they need sort code separately
[⟪chat_timestamp|09/03/2024, 21:18⟫] ⟦PERSON|Priya⟧: nope IBAN is fine. first tranche is ⟦AMOUNT|£6,250⟧ minus our ⟪commission_rate|15%⟫ so ⟦AMOUNT|£5,312.50⟧ lands w you
[⟪chat_timestamp|09/03/2024, 21:19⟫] ⟦PERSON|Tom Reinholt⟧: telling mum now lol. shes been on at me since her ⟦MEDICAL|hip op⟧
[⟪chat_timestamp|09/03/2024, 21:20⟫] ⟦PERSON|Priya⟧: haha send her my love. contract ref is ⟪contract_ref|LKS/2024/113⟫ if accounts ask"""),

("nginx_access_log", """⟦IP_ADDRESS|81.174.203.59⟧ - - [⟪log_timestamp|12/Apr/2024:10:02:17 +0100⟫] "POST /submit/poetry-prize HTTP/1.1" 302 0 "-" "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_3)"
⟦IP_ADDRESS|81.174.203.59⟧ - - [⟪log_timestamp|12/Apr/2024:10:02:18 +0100⟫] "GET /submit/thanks?entry=⟪entry_id|BPP24-00412⟫ HTTP/1.1" 200 5120 "-" "Mozilla/5.0"
⟦IP_ADDRESS|2a02:c7c:5e3a:8f00:1d4:93ff:fe21:7c0a⟧ - - [⟪log_timestamp|12/Apr/2024:10:05:41 +0100⟫] "GET /rules.pdf HTTP/1.1" 200 88211 "-" "curl/8.4.0"
⟪doc_ip|198.51.100.23⟫ - - [⟪log_timestamp|12/Apr/2024:10:06:02 +0100⟫] "GET /health HTTP/1.1" 200 2 "-" "kube-probe/1.29"
⟦IP_ADDRESS|10.20.4.17⟧ - - [⟪log_timestamp|12/Apr/2024:10:06:30 +0100⟫] "POST /admin/login HTTP/1.1" 401 19 "-" "python-requests/2.31.0\""""),

("env_file", """# .env  -- submissions portal, Bramble Press (DO NOT COMMIT)
APP_ENV=production
APP_PORT=⟪port|8443⟫
DATABASE_URL=postgres://bramble_app:⟦SECRET|Tr1ll!um-Fo9x⟧@⟦IP_ADDRESS|10.12.0.5⟧:⟪port|5432⟫/submissions
STRIPE_SECRET_KEY=⟦APIKEY|$key_stripe1⟧
STRIPE_PUBLISHABLE_KEY=⟪publishable_key|$pk_stripe1⟫
STRIPE_WEBHOOK_SECRET=⟦SECRET|$sec_whsec1⟧
SENDGRID_API_KEY=⟦APIKEY|$key_sendgrid1⟧
MAIL_FROM=⟦EMAIL|submissions@bramblepress.co.uk⟧
SENTRY_RELEASE=⟪version|portal@3.14.2⟫
ADMIN_CONTACT=⟦PERSON|Rhiannon Pryce⟧ <⟦EMAIL|r.pryce@bramblepress.co.uk⟧>"""),

("sms_gallery_pickup", """Hi ⟦PERSON|Maeve⟧, it's ⟦PERSON|Dov⟧ from Halden Gallery. Your 2 unsold works (cat. ⟪catalogue_number|HG-0932⟫ and ⟪catalogue_number|HG-0933⟫) are ready to collect Thu after 2. Door code for the back entrance is ⟦PASSWORD|5081#⟧. Any probs ring me on ⟦PHONE|07823 416 990⟧. Sale proceeds for the third piece, ⟦AMOUNT|£1,870⟧ after commission, go out Friday."""),

("csv_residency_applicants", """applicant_id,full_name,email,phone,dob,country,discipline,fee_paid
⟪applicant_id|AR25-0101⟫,⟦PERSON|Ingrid Solvang⟧,⟦EMAIL|ingrid.solvang@gmail.com⟧,⟦PHONE|+47 412 55 873⟧,⟦DATE_OF_BIRTH|1991-04-09⟧,⟪country|Norway⟫,textile,⟦AMOUNT|€35.00⟧
⟪applicant_id|AR25-0102⟫,⟦PERSON|Kwame Asante-Boateng⟧,⟦EMAIL|kwame.ab@protonmail.com⟧,⟦PHONE|+233 24 418 7702⟧,⟦DATE_OF_BIRTH|1986-12-30⟧,⟪country|Ghana⟫,sculpture,⟦AMOUNT|€35.00⟧
⟪applicant_id|AR25-0103⟫,⟦PERSON|Lucía Ferrándiz⟧,⟦EMAIL|luciaferrandiz.art@outlook.es⟧,⟦PHONE|+34 612 774 309⟧,⟦DATE_OF_BIRTH|1995-07-21⟧,⟪country|Spain⟫,painting,waived
⟪applicant_id|AR25-0104⟫,⟦PERSON|Arjun Raghunathan⟧,⟦EMAIL|arjun.r@fastmail.in⟧,⟦PHONE|+91 98450 31726⟧,⟦DATE_OF_BIRTH|1989-02-14⟧,⟪country|India⟫,sound,⟦AMOUNT|€35.00⟧"""),

("slack_thread_devops", """#press-site-ops
⟦PERSON|jmcallister⟧  10:41  deploy of ⟪commit_sha|$sha1⟫ failed, looks like the shop webhook creds rotated
⟦PERSON|sbhattacharya⟧  10:43  yep I rotated them yesterday, new signing secret is ⟦SECRET|$sec_slacksign1⟧ — put it in vault pls not here next time 🙃
⟦PERSON|jmcallister⟧  10:44  lol too late. also the alerts hook is ⟦SECRET|$sec_slackhook1⟧
⟦PERSON|sbhattacharya⟧  10:46  ok revoking both after standup. build ⟪build_number|#1287⟫ can be retried once vault is updated"""),

("call_transcript_prize_winner", """[Transcript — Wexcombe Short Story Prize, call recorded for training]
AGENT (⟦PERSON|Nadia⟧): Congratulations again! For the prize transfer I just need to confirm a few details. Full name as on the account?
CALLER: ⟦PERSON|Evangeline Moss-Adeyemi⟧, with the hyphen.
AGENT: And the best number to reach you?
CALLER: ⟦PHONE|oh seven nine four six, two two eight, five one three⟧.
AGENT: Lovely. Date of birth for the ID check?
CALLER: ⟦DATE_OF_BIRTH|3rd of August 1979⟧.
AGENT: And the prize is ⟦AMOUNT|two thousand five hundred pounds⟧, paid to the account ending… you said ⟪masked_account|••••4417⟫?
CALLER: Yes that's the one. Sorry, I'm a bit all over the place, I'm on ⟦MEDICAL|steroids for my asthma⟧ this week.
AGENT: No problem at all. Your entry reference is ⟪entry_id|WSSP-23-1178⟫."""),

("json_api_response", """{
  "order": "⟪order_id|ASC-2024-55812⟫",
  "shop": "Cobalt & Gesso Art Supplies",
  "customer": {
    "name": "⟦PERSON|Beatrix Lindqvist⟧",
    "email": "⟦EMAIL|bea.lindqvist@icloud.com⟧",
    "phone": "⟦PHONE|+46 70 382 15 09⟧",
    "ship_to": "⟦ADDRESS|Tegnérgatan 14, 113 58 Stockholm, Sweden⟧"
  },
  "items": [
    {"sku": "⟪product_sku|WN-CPP-PB29-37⟫", "desc": "Cotman ultramarine 37ml", "price": "⟪price|SEK 89⟫"},
    {"sku": "⟪product_sku|HAH-300-A3⟫", "desc": "Hahnemühle 300gsm A3 x10", "price": "⟪price|SEK 420⟫"}
  ],
  "paid": "⟦AMOUNT|SEK 509.00⟧",
  "payment": {"method": "card", "last4": "⟪masked_card|4412⟫", "auth": "⟪auth_code|A7Q2K1⟫"},
  "client_ip": "⟦IP_ADDRESS|83.248.71.202⟧"
}"""),

("forum_post_printmaking", """Re: anyone else get burned by the Linocut Co-op shop??

I ordered two Pfeil gouges in Feb (order ⟪order_id|#LC-30917⟫), paid ⟦AMOUNT|$112.40⟧ and got nothing for 6 weeks. Emailed, DM'd, everything. Finally a guy called ⟦PERSON|Gideon⟧ answered and said the ⟪product_sku|PF-L11⟫ was backordered. Refund showed up yesterday but only ⟦AMOUNT|$84.00⟧?? Shipping apparently non refundable lol.

Pro tip: use Renfrew Supply instead, their prices are ⟪price|$38⟫ a gouge and they ship in 2 days. — ⟦PERSON|inkyfingers_mara⟧"""),

("sql_insert_reviewers", """INSERT INTO reviewers (id, name, email, affiliation, orcid, last_login_ip) VALUES
 (⟪db_row_id|4411⟫, '⟦PERSON|Hoang Thi Lan⟧', '⟦EMAIL|lan.hoang@hcmussh.edu.vn⟧', 'VNU-HCM', '⟪orcid|0000-0002-7721-4038⟫', '⟦IP_ADDRESS|14.161.22.87⟧'),
 (⟪db_row_id|4412⟫, '⟦PERSON|Rasmus Kjærgaard⟧', '⟦EMAIL|rkj@cas.au.dk⟧', 'Aarhus University', '⟪orcid|0000-0001-5083-9612⟫', '⟦IP_ADDRESS|130.225.18.44⟧'),
 (⟪db_row_id|4413⟫, '⟦PERSON|Folasade Adebayo-Ross⟧', '⟦EMAIL|f.adebayoross@ucl.ac.uk⟧', 'UCL', '⟪orcid|0000-0003-2290-1175⟫', '⟦IP_ADDRESS|172.31.9.140⟧'),
 (⟪db_row_id|4414⟫, '⟦PERSON|Teodor Ilić⟧', '⟦EMAIL|teodor.ilic@f.bg.ac.rs⟧', 'Belgrade', NULL, '⟪doc_ip|203.0.113.77⟫');"""),

("stack_trace_payments", """Traceback (most recent call last):
  File "/srv/shop/venv/lib/python3.11/site-packages/stripe/api_requestor.py", line ⟪line_number|412⟫, in request_raw
    raise error.AuthenticationError(msg)
stripe.error.AuthenticationError: Invalid API Key provided: ⟦APIKEY|$key_stripe3⟧
During handling of the above exception, another exception occurred:
  File "/home/⟦PERSON|okwabena⟧/shop/checkout.py", line ⟪line_number|88⟫, in charge
    charge = stripe.Charge.create(amount=4250, currency="gbp", customer=cust_id)
Request ⟪request_id|req_7Hq2LxW0pP3aZc⟫ from ⟦IP_ADDRESS|100.72.14.9⟧ failed after ⟪duration|1.84s⟫"""),

("invoice_freelance_editor", """INVOICE ⟪invoice_number|INV-0047⟫
From: ⟦PERSON|Saoirse Ní Bhriain⟧, freelance copy-editor
⟦ADDRESS|12 Belgrave Square East, Rathmines, Dublin 6, D06 V2X8⟧
⟦EMAIL|saoirse.nibhriain@eircom.net⟧ · ⟦PHONE|+353 87 614 2290⟧

To: Thornfield & Gray Ltd (VAT ⟪org_vat_number|IE 6388047V⟫)

Copy-edit, "The Salt Road" (⟪word_count|94,000 words⟫) @ ⟪rate|€0.018/word⟫
TOTAL DUE: ⟦AMOUNT|€1,692.00⟧

Please pay to ⟦IBAN|$iban_ie1⟧ (BIC ⟪org_bic|AIBKIE2D⟫) within 30 days.
PPS no. on file with your accounts dept."""),

("helpdesk_ticket_conference", """Ticket ⟪ticket_id|#CONF-8831⟫  |  Priority: High  |  Opened ⟪ticket_timestamp|2024-05-02 08:17 UTC⟫
Requester: ⟦PERSON|Mateus Carvalho⟧ <⟦EMAIL|mateus.carvalho@usp.br⟧>

Hi, I registered for DHLit 2024 but was charged twice (⟦AMOUNT|R$ 1.340,00⟧ each). My card is the one ending ⟪masked_card|7721⟫. For the invoice our university needs my CPF: ⟦NATIONAL_ID|$nid_cpf1⟧. Also I'm ⟦MEDICAL|coeliac⟧ so please note gluten-free for the gala dinner.

-- internal note (⟦PERSON|Ellie⟧): duplicate charge confirmed in Stripe, refund ⟪refund_id|re_3P1xQ2LkdF⟫ issued. Dietary flag added to badge ⟪badge_number|B-0412⟫."""),

("yaml_config_ci", """# .github/workflows/deploy-site.yml
name: deploy-journal-site
on:
  push:
    branches: [main]
env:
  NODE_VERSION: "⟪version|20.11.1⟫"
  AWS_REGION: eu-west-2
  AWS_ACCESS_KEY_ID: ⟦APIKEY|$key_aws1⟧
  AWS_SECRET_ACCESS_KEY: ⟦SECRET|$sec_aws1⟧
  # example from the docs, ignore: ⟪example_key|AKIAIOSFODNN7EXAMPLE⟫
  CLOUDFRONT_DIST: ⟪cloudfront_id|E2QWRUHAPOMQZL⟫
jobs:
  build:
    runs-on: ubuntu-22.04
    steps:
      - uses: actions/checkout@⟪commit_sha|$sha2⟫"""),

("email_agent_rejection_personal", """From: ⟦PERSON|Constance Yardley⟧ <⟦EMAIL|constance@yardleyliterary.com⟧>
To: ⟦EMAIL|r.haverford77@btinternet.com⟧
Subject: Re: Query – THE LIGHTHOUSE KEEPER'S DAUGHTERS (⟪word_count|112k⟫, book club)

Dear ⟦PERSON|Ruth⟧,

Thank you for your patience, and I was so sorry to read that you've been undergoing ⟦MEDICAL|chemotherapy⟧ while revising. Please don't apologise for the delay on your side.

I loved the voice but I'm afraid the market for this one is crowded right now, so I'm going to step aside. ⟦PERSON|Hugo Barrington-Pike⟧ at Fenwick Associates might be a better fit; he's open to queries until ⟪deadline_date|30 June⟫.

Warmly,
⟦PERSON|Constance⟧

Yardley Literary · ⟪org_address|4 Lamb's Conduit Passage, London WC1R 4RH⟫ · ⟦PHONE|020 7946 3311⟧"""),
]

TEXTS += [
("ocr_w9_form", """Form W-9 (⟪form_revision|Rev. October 2018⟫)  Request for Taxpayer Identification Number and Certification
1 Name (as shown on your income tax return): ⟦PERSON|Delphine R. Okafor-Maddox⟧
2 Business name: (leave blank)
3 Federal tax classification: [x] Individual/sole proprietor
5 Address: ⟦ADDRESS|2217 N Kedzie Blvd Apt 3F, Chicago, IL 60647⟧
Part I  Social security number: ⟦SSN|$ssn1⟧
Requester: Marrowbone Artist Residency, ⟪org_ein|EIN 36-4410982⟫
Signature: ⟦PERSON|D. Okafor-Maddox⟧   Date: ⟪signature_date|04/11/2024⟫
[scan p1/1 · ⟪scan_id|SCN_20240411_0932⟫]"""),

("shell_history", """  501  ssh ⟦PERSON|mbeaulieu⟧@⟦IP_ADDRESS|10.40.2.11⟧ -p ⟪port|2222⟫
  502  cd /var/www/festival-tickets && git log -1 --format=%H
  503  mysql -u tickets -p'⟦PASSWORD|Wh1sk3rs&Rain⟧' -h ⟦IP_ADDRESS|10.40.2.30⟧ festival
  504  export MAILCHIMP_KEY=⟦APIKEY|$key_mailchimp1⟧
  505  curl -H "Authorization: Bearer ⟦APIKEY|$key_jwt2⟧" https://api.festivaltix.io/v2/orders?since=⟪date_filter|2024-06-01⟫
  506  sha256sum dump.sql   # ⟪sha256|$sha256_1⟫
  507  pip install django==⟪version|4.2.11⟫
  508  history | tail"""),

("meeting_minutes_editorial_board", """Quarantine Quarterly – Editorial Board, minutes of ⟪meeting_date|14 March 2024⟫
Present: ⟦PERSON|A. Whitcombe⟧ (chair), ⟦PERSON|Joaquín Beltrán⟧, ⟦PERSON|Meera Iyer⟧, ⟦PERSON|Tobias Fenn⟧ (minutes)
Apologies: ⟦PERSON|Harriet Lowe⟧ — recovering from ⟦MEDICAL|gallbladder surgery⟧, back in April.

1. Special issue ⟪issue_number|Vol. 12 No. 3⟫: 11 submissions, 4 desk-rejected. ⟦PERSON|Meera⟧ to chase reviewers.
2. Guest editor honorarium: agreed ⟦AMOUNT|£500⟧ to ⟦PERSON|Joaquín⟧, paid on publication.
3. Printer quote of ⟪quote|£3,980 for 400 copies⟫ accepted.
4. AOB: ⟦PERSON|Tobias⟧ to circulate new reviewer guidelines by ⟪deadline_date|31 March⟫."""),

("ocr_business_card", """⟦PERSON|KENJI WATANABE-FOLEY⟧
Senior Acquisitions Editor
Heron & Quill Press
⟪org_address|Unit 5, The Old Tannery, Bermondsey St, London SE1 3XH⟫
m ⟦PHONE|+44 (0)7700 318 204⟧
t ⟦PHONE|+44 (0)20 3290 4417⟧
⟦EMAIL|kenji.wf@heronquill.co.uk⟧
⟪org_url|www.heronquill.co.uk⟫   @heronquillpress"""),

("google_review_art_shop", """★★☆☆☆  Pigment & Paper, Leith
Local Guide · 38 reviews
Went in for Sennelier oil pastels, the set of 24 was ⟪price|£42.99⟫ on the shelf but rang up at ⟪price|£49.99⟫. The lad at the till (name badge said ⟦PERSON|Callum⟧) was lovely and fixed it, but then the card machine charged me twice, ⟦AMOUNT|£85.98⟧ all in. Took ⟪duration|9 days⟫ to get it back. Owner ⟦PERSON|Fiona McTaggart⟧ did phone to apologise to be fair. Shop dog ⟪pet_name|Pickle⟫ is the best part 🐶"""),

("contract_author_publisher", """PUBLISHING AGREEMENT  (Ref ⟪contract_ref|SP-2024-019⟫)
This agreement is made on ⟪contract_date|2 February 2024⟫ between:
(1) Saltmarsh Press Ltd, company no. ⟪company_number|09914372⟫ ("the Publisher"); and
(2) ⟦PERSON|Isobel Grace Penhaligon⟧ of ⟦ADDRESS|Rose Cottage, 3 Chapel Row, St Just, Penzance TR19 7HX⟧ ("the Author"), writing as "⟦PERSON|Izzy Penn⟧".
1. The Author grants the Publisher exclusive volume rights in the work provisionally entitled "Wrecker's Moon" (ISBN ⟪isbn|978-1-915204-37-2⟫).
2. Advance: ⟦AMOUNT|£4,000⟧, payable half on signature, half on publication.
3. Royalties: ⟪royalty_rate|7.5%⟫ of RRP on paperback sales; ⟪royalty_rate|25%⟫ of net receipts on ebooks.
4. Payments to the Author's account: ⟦IBAN|$iban_gb3⟧.
Signed for the Publisher: ⟦PERSON|Bartholomew Tregear⟧, Managing Director"""),

("voicemail_transcript_residency", """Voicemail from ⟦PHONE|+1 (503) 284-7716⟧, received ⟪vm_timestamp|Tue 6:42 PM⟫, 0:51
"Hey, it's ⟦PERSON|Marisol⟧, ⟦PERSON|Marisol Quintanilla⟧, the ceramicist in cabin four? I'm arriving late tomorrow, like eleven p.m., so I guess nobody'll be in the office. ⟦PERSON|Jonah⟧ said the key lockbox code is ⟦PASSWORD|2 9 0 4⟧ but I wanted to double check that's still right. Also heads up I have a ⟦MEDICAL|severe bee sting allergy⟧ and carry an ⟦MEDICAL|EpiPen⟧, just so someone knows. Okay. Call me back at this number or email ⟦EMAIL|marisolq.clay@gmail.com⟧. Thanks!\""""),

("markdown_table_judges", """## Lindenfield Poetry Prize 2024 — judging panel (internal)

| Judge | Email | Mobile | Fee | Status |
|---|---|---|---|---|
| ⟦PERSON|Oluwaseun Bakare⟧ | ⟦EMAIL|seun.bakare@poetrymail.ng⟧ | ⟦PHONE|+234 803 441 2096⟧ | ⟦AMOUNT|£750⟧ | contract signed |
| ⟦PERSON|Gwendolyn Ashby⟧ | ⟦EMAIL|gwen@gwendolynashby.com⟧ | ⟦PHONE|07984 552 130⟧ | ⟦AMOUNT|£750⟧ | invoice rec'd ⟪invoice_number|GA-24-03⟫ |
| ⟦PERSON|Piotr Zieliński⟧ | ⟦EMAIL|p.zielinski@uw.edu.pl⟧ | ⟦PHONE|+48 601 228 947⟧ | ⟦AMOUNT|£750⟧ | needs PESEL for PL tax: ⟦NATIONAL_ID|$nid_pesel2⟧?? — no, that's his son's, ask again |

Longlist announced ⟪announcement_date|1 July⟫; entries total ⟪entry_count|2,314⟫; entry fee ⟪price|£6⟫."""),

("docker_compose", """version: "3.9"
services:
  db:
    image: mariadb:⟪version|10.11⟫
    environment:
      MYSQL_ROOT_PASSWORD: ⟦PASSWORD|kestrel-Ochre-1998⟧
      MYSQL_DATABASE: gallery_inventory
      MYSQL_USER: inv
      MYSQL_PASSWORD: ⟦PASSWORD|Inv3ntory!Atl4s⟧
    ports:
      - "⟪port_mapping|3307:3306⟫"
  app:
    image: registry.gitlab.com/halden/inventory:⟪image_tag|2024.05.3⟫
    environment:
      GITLAB_TOKEN: ⟦APIKEY|$key_glpat1⟧
      GOOGLE_MAPS_KEY: ⟦APIKEY|$key_google1⟧
      MAPBOX_PUBLIC: ⟪publishable_key|$pk_mapbox1⟫
    extra_hosts:
      - "printer.local:⟦IP_ADDRESS|192.168.50.23⟧\""""),

("email_accidental_private_key", """From: ⟦PERSON|Lars Øverby⟧ <⟦EMAIL|lars@overby-studio.no⟧>
To: ⟦EMAIL|support@artresidencyhosting.com⟧
Subject: cant log in to the server ⟪ticket_ref|[#44127]⟫

hi, the sftp upload for the open studio photos doesnt work since tuesday. my key is below, maybe its wrong format??

⟦SECRET|$sec_pem2⟧

the server is ⟦IP_ADDRESS|185.71.66.140⟧ and my user is ⟦PERSON|loverby⟧. thanks
⟦PERSON|Lars⟧
sent from my phone"""),

("expense_report_csv", """claim_id,claimant,date,category,description,amount,card
⟪claim_id|EXP-1101⟫,⟦PERSON|Danielle Fortier⟧,⟪expense_date|2024-09-18⟫,travel,Train Montréal-Toronto,⟦AMOUNT|CAD 187.40⟧,⟪masked_card|**** 6620⟫
⟪claim_id|EXP-1102⟫,⟦PERSON|Danielle Fortier⟧,⟪expense_date|2024-09-19⟫,meals,Speaker dinner (4 ppl),⟦AMOUNT|CAD 312.75⟧,⟪masked_card|**** 6620⟫
⟪claim_id|EXP-1103⟫,⟦PERSON|Rohan Mehta⟧,⟪expense_date|2024-09-19⟫,av,HDMI adapters x3,⟦AMOUNT|CAD 58.47⟧,cash
⟪claim_id|EXP-1104⟫,⟦PERSON|Yuki Tanabe⟧,⟪expense_date|2024-09-20⟫,travel,Taxi YYZ,⟦AMOUNT|CAD 64.00⟧,⟪masked_card|**** 0193⟫"""),

("email_visa_invitation_request", """Dear Conference Office,

I need an invitation letter for my UK Standard Visitor visa for the Nineteenth-Century Print Culture conference (⟪conference_code|NCPC24⟫). My details:

Name: ⟦PERSON|Aditi Chaturvedi⟧
Date of birth: ⟦DATE_OF_BIRTH|22/10/1990⟧
Passport no.: ⟦PASSPORT|$pp_in1⟧ (Republic of India), expires ⟪expiry_date|2031-05-16⟫
Address: ⟦ADDRESS|B-14, Shanti Kunj, Sector 9, Dwarka, New Delhi 110075⟧
Paper ID: ⟪paper_id|#217⟫ — "Lithographs and the Bengal Almanac"

I have paid the registration fee of ⟦AMOUNT|£240⟧ (receipt ⟪receipt_number|NCPC-R-3381⟫).

Regards,
⟦PERSON|Aditi⟧
⟦PHONE|+91 98110 42753⟧"""),

("json_sms_gateway_log", """{"ts":"⟪iso_timestamp|2024-07-03T09:15:22Z⟫","provider":"twilio","api_key_sid":"⟦APIKEY|$key_twilio1⟧","from":"⟦PHONE|+14155238890⟧","to":"⟦PHONE|+13125097734⟧","body":"Hi ⟦PERSON|Camille⟧, your booth ⟪booth_number|B17⟫ at the Small Press Fair is confirmed.","status":"delivered","sid":"⟪message_sid|SM5e2b9a10c7f94d3a8e1f6b7c2d4a9e30⟫"}
{"ts":"⟪iso_timestamp|2024-07-03T09:15:23Z⟫","provider":"twilio","api_key_sid":"⟦APIKEY|$key_twilio1⟧","from":"⟦PHONE|+14155238890⟧","to":"⟦PHONE|+16467281150⟧","body":"Hi ⟦PERSON|Desmond⟧, your booth ⟪booth_number|C04⟫ at the Small Press Fair is confirmed.","status":"undelivered","error_code":⟪error_code|30006⟫}"""),

("auth_audit_log", """⟪log_timestamp|2024-10-07 02:14:55⟫ WARN  auth: failed login user=⟦PERSON|ptrevelyan⟧ src=⟦IP_ADDRESS|45.134.26.71⟧ port=⟪port|51822⟫ attempts=5
⟪log_timestamp|2024-10-07 02:14:58⟫ WARN  auth: failed login user=admin src=⟦IP_ADDRESS|45.134.26.71⟧ port=⟪port|51830⟫ attempts=6
⟪log_timestamp|2024-10-07 02:15:03⟫ INFO  auth: account locked user=⟦PERSON|ptrevelyan⟧ policy=⟪policy_id|LOCK-5⟫
⟪log_timestamp|2024-10-07 08:01:12⟫ INFO  auth: login ok user=⟦PERSON|ptrevelyan⟧ src=⟦IP_ADDRESS|100.81.7.203⟧ mfa=totp
⟪log_timestamp|2024-10-07 08:01:40⟫ INFO  health: upstream ⟪loopback_ip|127.0.0.1⟫:⟪port|9000⟫ ok (⟪version|nginx/1.25.4⟫)"""),

("discord_judges_channel", """#judges-room — Fenwick Flash Fiction Comp
**⟦PERSON|scribblerjo⟧** — Today at 19:02
ok who set up the bot, it keeps posting every entry into #general 😭
**⟦PERSON|Ade Okonjo⟧** — Today at 19:04
me sorry. the webhook it uses is ⟦SECRET|$sec_discordhook1⟧ , someone with admin pls delete it
**⟦PERSON|scribblerjo⟧** — Today at 19:05
done. also reminder shortlist of 12 due ⟪deadline_date|Friday 12th⟫, entries ⟪entry_id|FF-0091⟫ to ⟪entry_id|FF-0140⟫ are mine"""),
]

TEXTS += [
("price_list_art_shop", """COBALT & GESSO — TRADE PRICE LIST, AUTUMN 2024 (ex VAT)
⟪product_sku|CG-OIL-PW6-200⟫  Titanium white PW6, 200ml ........ ⟪price|£14.20⟫
⟪product_sku|CG-OIL-PB29-40⟫  French ultramarine PB29, 40ml ..... ⟪price|£7.85⟫
⟪product_sku|CG-WC-PR209-5⟫   Quinacridone red PR209, 5ml tube .. ⟪price|£6.10⟫
⟪product_sku|CG-PAP-640-A2⟫   Arches cold press ⟪paper_weight|640gsm⟫, A2 .. ⟪price|£11.95⟫ / sheet
Orders over ⟪threshold|£250⟫ ship free. VAT charged at ⟪tax_rate|20%⟫. Trade desk hours ⟪opening_hours|Mon–Fri 9:00–17:30⟫.
Prices valid until ⟪validity_date|31/12/2024⟫; ref ⟪price_list_id|PL-2024-Q4⟫."""),

("email_insurance_claim", """To: ⟦EMAIL|claims@fineartcover.co.uk⟧
From: ⟦PERSON|Benedikt Auer⟧ <⟦EMAIL|benedikt.auer@gmx.at⟧>
Subject: Claim — policy ⟪policy_number|FAC/TR/882104⟫, damaged canvas

Hello,
My painting "Föhn II" (⟪artwork_dimensions|120 x 90 cm⟫) arrived at the Kestle Gallery with a 14cm tear. The courier tracking number is ⟪tracking_number|1Z 9A4 W62 68 0419 3325⟫. I am claiming the insured value of ⟦AMOUNT|€6,800⟧.

Photos attached. Please call me on ⟦PHONE|+43 664 381 2975⟧ (Austria, I am one hour ahead) or write to my studio: ⟦ADDRESS|Lerchenfelder Straße 61/4, 1070 Wien⟧.

With thanks,
⟦PERSON|Benedikt Auer⟧"""),

("travel_itinerary_keynote", """ITINERARY — Keynote speaker, Transatlantic Modernisms 2024
Traveller: Prof. ⟦PERSON|Lorraine Whitfield-Osei⟧  | Passport (US): ⟦PASSPORT|$pp_us1⟧
Mobile while travelling: ⟦PHONE|+1 617 904 3382⟧
Outbound: ⟪flight_number|BA 212⟫ Boston → London Heathrow, ⟪flight_datetime|Sun 8 Sep, 18:35⟫, seat ⟪seat_number|14A⟫
Booking ref: ⟪booking_ref|QZ7H4M⟫
Hotel: The Marlowe, ⟪hotel_address|16 Gower Street, London WC1E 6DP⟫ — conf. no. ⟪hotel_confirmation|88213947⟫
Dietary: ⟦MEDICAL|shellfish allergy (anaphylactic)⟧, please flag to caterers.
Honorarium ⟦AMOUNT|$2,000⟧ to be paid by wire after the event."""),

("python_snippet_telegram_bot", """# notify_judges.py — posts new entries to the judges' Telegram group
import requests

BOT_TOKEN = "⟦APIKEY|$key_tg1⟧"
CHAT_ID = ⟪chat_id|-1002148830516⟫          # "Sparrowhawk Prize judges"
ADMIN = "@⟦PERSON|hollis_reads⟧"             # ⟦PERSON|Hollis Tran⟧ maintains this

def notify(entry):
    text = f"New entry {entry['id']} ({entry['category']})"
    requests.post(f"https://api.telegram.org/bot{BOT_TOKEN}/sendMessage",
                  json={"chat_id": CHAT_ID, "text": text}, timeout=⟪timeout_seconds|10⟫)
# tested with entry ⟪entry_id|SPH-2024-0007⟫ on ⟪test_date|2024-02-19⟫"""),

("form_stipend_payee_nl", """STIPEND PAYEE FORM — Wadden Artist Residency
Naam / Name: ⟦PERSON|Femke van der Heijden⟧
Geboortedatum / DOB: ⟦DATE_OF_BIRTH|17-05-1993⟧
BSN: ⟦NATIONAL_ID|$nid_bsn1⟧
Adres: ⟦ADDRESS|Oudegracht 211-bis, 3511 NH Utrecht⟧
IBAN: ⟦IBAN|$iban_nl1⟧  t.n.v. ⟦PERSON|F. van der Heijden⟧
Stipend: ⟦AMOUNT|€1.200⟧ per month, ⟪period|Oct–Dec 2024⟫
Paid from: Stichting Wadden Artist Residency, ⟪org_bank_account|$org_iban3⟫
Residency ref: ⟪residency_ref|WAR-24-F07⟫  · Form version ⟪form_version|v2.1⟫"""),

("crm_note_literary_agent", """CRM › Clients › ⟦PERSON|Ambrose Kettering⟧  (client since ⟪client_since|2017⟫)
Call log ⟪call_date|18/06⟫ — spoke to ⟦PERSON|Ambrose⟧ for 40 min. He's behind on book 3 because his wife ⟦PERSON|Judith⟧ was diagnosed with ⟦MEDICAL|early-onset Alzheimer's⟧ in spring; asked if we can push delivery to ⟪deadline_date|March 2025⟫. Told him I'd speak to ⟦PERSON|Pilar⟧ at Gannet Books.
Money: he's still owed ⟦AMOUNT|£3,333⟧ (D&A tranche of book 2) — chase Gannet royalties dept, their ref ⟪vendor_ref|GB-RY-44103⟫.
Best number now is his landline ⟦PHONE|01874 622 408⟧, mobile signal bad at the farm."""),

("gitlab_ci_job_log", """Running with gitlab-runner ⟪version|16.9.1⟫ (⟪commit_sha_short|782c6d5e⟫)
  on shared-runner-03 ⟪runner_id|zxB8qT1m⟫, system ID: ⟪system_id|s_4f1c9e2a77b0⟫
Preparing environment
Running on runner-zxb8qt1m-project-⟪project_id|55120318⟫ via ⟦IP_ADDRESS|172.17.0.4⟧...
$ echo "//registry.npmjs.org/:_authToken=${NPM_TOKEN}" > .npmrc
$ cat .npmrc   # debug, REMOVE
//registry.npmjs.org/:_authToken=⟦APIKEY|$key_npm1⟧
$ aws configure set aws_access_key_id ⟦APIKEY|$key_aws2⟧
$ aws configure set aws_secret_access_key ⟦SECRET|$sec_aws2⟧
$ aws s3 sync ./dist s3://conf-proceedings-2024 --delete
Job succeeded (job ⟪job_id|#6620917342⟫)"""),

("email_refund_entrant", """Hi there,

I entered the Marram Grass short story comp twice by mistake (entries ⟪entry_id|MG24-1043⟫ and ⟪entry_id|MG24-1044⟫), could I get a refund for one? I paid ⟦AMOUNT|£8⟧ each through PayPal, transaction ⟪paypal_txn|5TY02881UR344621K⟫.

Also — is it ok that my story mentions my real sister's ⟦MEDICAL|anorexia⟧? It's fiction but based on her, she said it's fine.

Thanks so much,
⟦PERSON|Ciara Mulholland⟧
⟦PHONE|+44 28 9066 4217⟧"""),

("web_form_registration_payment", """POST /register  (form dump, support case ⟪case_id|SC-2231⟫)
first_name=⟦PERSON|Hamid⟧
last_name=⟦PERSON|Sadeghi⟧
email=⟦EMAIL|h.sadeghi@uni-koeln.de⟧
phone=⟦PHONE|+49 221 470 3318⟧
ticket_type=early_bird_member (⟪price|€180⟫)
card_number=⟦CARD|$card_mc1⟧
card_exp=⟪card_expiry|09/27⟫
card_cvc=⟦CVV|482⟧
billing_address=⟦ADDRESS|Zülpicher Str. 182, 50937 Köln⟧
amount_charged=⟦AMOUNT|€180.00⟧
csrf_token=⟪csrf_token|a1f09c8e2b⟫"""),

("minutes_residency_selection", """Selection panel — Thornhope Residency, round 2 (⟪meeting_date|3 Nov 2024⟫)
Panel: ⟦PERSON|R. Abernethy⟧, ⟦PERSON|Sunniva Dahl⟧, ⟦PERSON|Kofi Mensah⟧
Shortlisted: ⟦PERSON|Tamsin Rudd⟧ (painting), ⟦PERSON|Ezra Goldfarb⟧ (film), ⟦PERSON|Nayeli Ortega⟧ (sound).
Notes: ⟦PERSON|Ezra⟧ disclosed ⟦MEDICAL|type 1 diabetes⟧ — needs fridge in studio for ⟦MEDICAL|insulin⟧, agreed. ⟦PERSON|Nayeli⟧ asked about step-free access; cabin 2 (⟪room_number|C2⟫) is level.
Budget: remaining stipend pot ⟪org_budget|£14,400⟫ covers all three."""),

("forum_post_query_stats", """[PubTips] Querying stats + I got an offer!!

Genre: upmarket fantasy, ⟪word_count|105k⟫
Queries: 71 | Fulls: 6 | Partials: 4 | Offers: 1

Signed with ⟦PERSON|Dolores Varga⟧ last week. Sub went out in Jan and we got a 2-book deal — my advance is ⟦AMOUNT|$40k⟧ split in four, which is more than my teaching salary lol. Agent takes ⟪commission_rate|15%⟫.

AMA. (throwaway acct obviously, ⟪account_age|3 months⟫)"""),

("k8s_secret_manifest", """apiVersion: v1
kind: Secret
metadata:
  name: journal-ojs-secrets
  namespace: ⟪k8s_namespace|editorial-prod⟫
  uid: ⟪k8s_uid|$uuid1⟫
type: Opaque
stringData:
  OJS_DB_PASSWORD: ⟦PASSWORD|Ph0enix-Quill-2024⟧
  OJS_SALT: ⟦SECRET|$sec_flask1⟧
  SMTP_URL: smtps://⟦EMAIL|notifications@critical-inquiry-review.org⟧:⟦SECRET|gRk7-vQ2s-Lm9p⟧@smtp.mailgun.org:⟪port|465⟫
  MAILGUN_API_KEY: ⟦APIKEY|$key_mailgun1⟧"""),

("email_signature_thread", """> On Tue, 5 Mar 2024 at 16:20, ⟦PERSON|Wren Abara⟧ <⟦EMAIL|wren@abaraandco.com⟧> wrote:
> Can you send me ⟦PERSON|Elodie⟧'s number? I want to ask about the translation rights.

Sure — ⟦PERSON|Elodie Marchetti⟧, ⟦PHONE|+33 6 72 18 40 95⟧, she's on Paris time. Don't call before 10, she has a ⟦MEDICAL|sleep disorder⟧ and gets grumpy 😄

--
⟦PERSON|Jules Hartigan⟧ | Rights Manager
Tidewater Books, ⟪org_address|9 Quay Street, Bristol BS1 4DB⟫
⟦PHONE|0117 496 8821⟧ ext. ⟪extension|204⟫
This email and any attachments are confidential (⟪legal_ref|Reg. No. 04418822⟫)."""),

("emergency_contact_form", """ARTIST RESIDENCY — EMERGENCY & HEALTH INFORMATION (confidential)
Resident: ⟦PERSON|Guðrún Sigurðardóttir⟧        Studio: ⟪room_number|West Barn 3⟫
DOB: ⟦DATE_OF_BIRTH|11 January 1984⟧
Conditions: ⟦MEDICAL|epilepsy (well controlled)⟧; ⟦MEDICAL|lactose intolerant⟧
Medication: ⟦MEDICAL|lamotrigine 200 mg daily⟧
Emergency contact: ⟦PERSON|Einar Jónsson⟧ (partner) ⟦PHONE|+354 862 1147⟧
GP: Heilsugæslan Hlíðum, ⟪clinic_phone_ext|ext. 2⟫
Insurance: ⟪insurer_name|Sjóvá⟫ travel, policy ⟪policy_number|SJ-77410032⟫"""),

("support_chat_loyalty", """[Live chat — Atelier Nord art supplies, ⟪chat_session|session 8c41⟫]
Agent ⟦PERSON|Linnea⟧: Hi! How can I help?
Customer: hi i cant redeem my points, my account is under ⟦EMAIL|p.okoro.designs@yahoo.co.uk⟧
Agent ⟦PERSON|Linnea⟧: I can see it, you've got ⟪points_balance|2,340 points⟫. For security can you confirm your 4-digit account PIN?
Customer: ⟦PASSWORD|7316⟧
Agent ⟦PERSON|Linnea⟧: Thanks ⟦PERSON|Precious⟧. Points converted to a ⟦AMOUNT|£23.40⟧ credit on your account, code ⟪voucher_code|NORD-R7KQ-22⟫."""),
]

TEXTS += [
("email_2fa_recovery_codes", """From: ⟦EMAIL|no-reply@manuscriptflow.io⟧
To: ⟦EMAIL|t.adeyinka@lagosreview.org⟧
Subject: Two-factor authentication enabled

Hi ⟦PERSON|Tolu Adeyinka⟧,

Two-factor authentication is now on for your editor account. It was enabled from ⟦IP_ADDRESS|102.89.34.211⟧ (Chrome ⟪browser_version|124.0.6367.91⟫ on Windows).

Your setup key (if you can't scan the QR code): ⟦SECRET|$sec_totp2⟧

Recovery codes — each works once, keep them somewhere safe:
  ⟦SECRET|7k2m-9qxd⟧   ⟦SECRET|h4vt-2p8r⟧   ⟦SECRET|c9wz-5n3e⟧
  ⟦SECRET|q1jb-6fy4⟧   ⟦SECRET|m8ds-0ukl⟧   ⟦SECRET|r3ha-7cz2⟧

Support ref ⟪support_ref|MF-SEC-20240611-0042⟫. If this wasn't you, contact ⟦EMAIL|security@manuscriptflow.io⟧."""),

("payroll_csv_gallery", """emp_id,name,ssn,hire_date,annual_salary,dept
⟪employee_id|E-0031⟫,⟦PERSON|Marcus Delacroix-Hill⟧,⟦SSN|$ssn2⟧,⟪hire_date|2019-03-04⟫,⟦AMOUNT|$58,500⟧,sales
⟪employee_id|E-0044⟫,⟦PERSON|Jenna Whitlock⟧,⟦SSN|$ssn3⟧,⟪hire_date|2021-08-16⟫,⟦AMOUNT|$46,000⟧,registrar
⟪employee_id|E-0052⟫,⟦PERSON|Oscar Villanueva⟧,⟦SSN|$ssn5⟧,⟪hire_date|2023-01-09⟫,⟦AMOUNT|$39,750⟧,installs
⟪employee_id|E-0058⟫,⟦PERSON|Priyanka Sood⟧,⟦SSN|$ssn9⟧,⟪hire_date|2024-02-26⟫,⟦AMOUNT|$52,000⟧,education"""),

("email_author_tax_info", """hi ⟦PERSON|Gemma⟧,

sorry for the slow reply re: the royalty paperwork!! here's everything your accounts team asked for:

legal name: ⟦PERSON|Rebecca Anne Thornbury⟧ (I publish as ⟦PERSON|R. A. Thorn⟧)
SSN ⟦SSN|$ssn4⟧
mailing address ⟦ADDRESS|418 Pine Hollow Rd, Asheville, NC 28804⟧
cell ⟦PHONE|(828) 371-0946⟧

fwiw the statement says I'm owed ⟦AMOUNT|$1,216.38⟧ for H2 but the sales report shows ⟪units_sold|2,904 units⟫ so I think thats right.

thanks!! ⟦PERSON|Becca⟧"""),

("bug_report_session_cookie", """**Bug:** "Submit to issue" button 500s on the editor dashboard

Steps: log in as managing editor → Issues → ⟪issue_number|Vol. 8 No. 2⟫ → Submit.
Request copied from devtools:
```
POST /api/issues/⟪resource_id|8812⟫/submit HTTP/2
Host: editors.hinterlandjournal.org
Cookie: sessionid=⟦SECRET|$sec_session1⟧; csrftoken=⟪csrf_token|Xk2fP0aRzq8LmN3vTt7hYb⟫; theme=dark
X-Request-ID: ⟪request_id|$uuid2⟫
```
Server says `psycopg.errors.UniqueViolation` at ⟪timestamp|2024-04-22T14:03:51Z⟫. Reporter: ⟦PERSON|Ilse Vandermeer⟧ (⟦EMAIL|ilse.vdm@hinterlandjournal.org⟧)"""),

("dictation_estate_letter", """[Dictation — for Mrs ⟦PERSON|Khatun⟧ to type up, re: the ⟦PERSON|Halloran⟧ estate]
Letter to ⟦PERSON|Sebastian Halloran⟧ comma ⟦ADDRESS|Flat 9 comma 44 Mornington Crescent comma London NW1 7RT⟧ new para.
Dear Mr ⟦PERSON|Halloran⟧ comma following the death of your late mother ⟦PERSON|Winifred Halloran⟧ full stop her literary estate comprises the rights in eleven titles full stop. Your mother's date of birth as recorded on the agency file is ⟦DATE_OF_BIRTH|14th May 1931⟧ which matches the probate copy full stop. Outstanding royalties of ⟦AMOUNT|four thousand one hundred and twelve pounds⟧ will be paid to the estate account full stop. Our file reference is ⟪file_reference|HAL slash 1931 slash 07⟫ full stop. Yours sincerely ⟦PERSON|Anthony Prewett⟧ end."""),

("registration_export_amex", """registration_id: ⟪registration_id|SAA-24-00912⟫
event: Society for Art & Antiquity Annual Meeting (⟪conference_code|SAA24⟫)
delegate: ⟦PERSON|Caroline Ashworth-Baines⟧
institution: Courtauld
email: ⟦EMAIL|caroline.ab@courtauld.ac.uk⟧
payment:
  method: Amex
  pan: ⟦CARD|$card_amex1⟧
  cid: ⟦CVV|5217⟧
  exp: ⟪card_expiry|11/26⟫
  amount: ⟦AMOUNT|£395.00⟧
  gateway_ref: ⟪gateway_ref|pi_3OqZ4b2eZvKYlo2C1fL9x7Qa⟫
accessibility: ⟦MEDICAL|hearing loss, needs hearing loop⟧"""),

("gallery_moto_order_note", """Phone order — Saturday, taken by ⟦PERSON|Ines⟧
Buyer: Mr ⟦PERSON|Desmond Achterberg⟧ wants lot ⟪lot_number|#27⟫ "Estuary at Low Tide" (⟪artwork_dimensions|60x80cm⟫, oil), price agreed ⟦AMOUNT|€4,250⟧ incl. frame
Card: ⟦CARD|$card_v4⟧ exp ⟪card_expiry|03/28⟫ sec code ⟦CVV|718⟧
Deliver to: ⟦ADDRESS|Prinsengracht 1082-II, 1017 JH Amsterdam⟧
Tel: ⟦PHONE|+31 6 2847 1930⟧
→ shred this note once processed!!"""),

("zoom_transcript_panel", """00:00:04 ⟦PERSON|Margarethe Obi⟧: Can everyone hear me? Great. Just for the late joiners, meeting ID is ⟪meeting_id|842 6619 3071⟫ and the passcode is ⟦PASSWORD|quire42⟧.
00:00:19 ⟦PERSON|Dev Anand Rao⟧: Hi all, sorry, I'm on the train, if I drop call me on ⟦PHONE|07457 883 214⟧.
00:01:02 ⟦PERSON|Margarethe Obi⟧: So, the panel on small-press distribution. ⟦PERSON|Dev⟧, you wanted to start with the ⟪org_figure|£120k⟫ Arts Council figure?
00:01:10 ⟦PERSON|Dev Anand Rao⟧: Yes — and I'll share slides, recording lives at ⟪recording_url|zoom.us/rec/share/ab12Cd⟫."""),

("github_issue_env_leak", """### Image upload fails on /artists/new

`.env.production` (sorry, redacted the DB bits):
```
GOOGLE_VISION_KEY=⟦APIKEY|$key_google2⟧
HF_TOKEN=⟦APIKEY|$key_hf1⟧
DB_HOST=⟦IP_ADDRESS|10.8.14.22⟧
DB_PASS=********
```
Error: `413 Request Entity Too Large` for files over ⟪file_size|8 MB⟫. Using ⟪version|v2.7.0⟫ of the plugin, commit ⟪commit_sha|$sha3⟫.
cc @⟦PERSON|nkowalczyk⟧ who wrote the uploader"""),

("editorial_notes_conflict", """Editorial office notes — ⟪manuscript_id|HSR-2024-0331⟫ (Historical Sociology Review)
• Reviewer 2 (Dr. ⟦PERSON|Malachy Quinlan⟧) declared a conflict: he supervised the author ⟦PERSON|Bronagh Keane⟧'s PhD.
• Replacement invited: Prof. ⟦PERSON|Sigrun Ellefsen⟧, ⟦EMAIL|sigrun.ellefsen@uib.no⟧, ⟦PHONE|+47 55 58 23 41⟧.
• Author asked for extension — on ⟦MEDICAL|maternity leave⟧ until September.
• Decision due ⟪deadline_date|15 Oct⟫; APC quoted ⟪price|$2,100⟫."""),

("press_release_launch", """FOR IMMEDIATE RELEASE — ⟪release_date|10 September 2024⟫

Lantern Fish Press announces autumn list

Lantern Fish Press, the independent publisher based in ⟪place_name|Hebden Bridge⟫, will launch three debut poetry collections at ⟪venue_name|The Trades Club⟫ on ⟪event_date|3 October⟫. Titles include "Moor Light" (ISBN ⟪isbn|978-1-7384502-1-6⟫, ⟪price|£10.99⟫) and "Salt Ledger" (ISBN ⟪isbn|978-1-7384502-2-3⟫, ⟪price|£10.99⟫). Tickets ⟪price|£5⟫, free for members. The press was founded in ⟪founding_year|2019⟫ and has published ⟪title_count|24 titles⟫.
Press enquiries via the contact form at ⟪org_url|lanternfishpress.co.uk/press⟫."""),

("email_sin_canada", """Bonjour / Hello ⟦PERSON|Tremaine⟧,

For the Canada Council grant top-up you're paying me through the gallery, your bookkeeper asked for my SIN. It's ⟦NATIONAL_ID|$nid_sin1⟧. Please don't forward this email around.

Deposit goes to my RBC account (void cheque attached). Amount we agreed was ⟦AMOUNT|CAD 3,500⟧.

Merci,
⟦PERSON|Anne-Sophie Gagnon⟧
⟦ADDRESS|4512 rue Saint-Denis, app. 3, Montréal QC H2J 2L3⟧
⟦PHONE|514-882-3017⟧"""),

("form_singapore_residency", """Application — Tanjong Pagar Arts Residency (⟪intake|Intake 2025A⟫)
Full name (as in NRIC): ⟦PERSON|Tan Wei Ling, Priscilla⟧
NRIC: ⟦NATIONAL_ID|$nid_nric1⟧
Contact: ⟦PHONE|+65 9173 2846⟧ / ⟦EMAIL|priscilla.tanwl@gmail.com⟧
Address: ⟦ADDRESS|Blk 326 Clementi Ave 5, #08-112, Singapore 120326⟧
Practice: printmaking; studio needs: ⟪studio_spec|press bed 60x90⟫
Referee: Dr. ⟦PERSON|Yeo Kah Meng⟧, NAFA
Application fee ⟦AMOUNT|SGD 40⟧ paid, ref ⟪payment_ref|PN-77128⟫"""),

("translator_invoice_spain", """FACTURA / INVOICE nº ⟪invoice_number|2024-017⟫
⟦PERSON|Mercedes Alcántara Ruiz⟧ — NIF ⟦NATIONAL_ID|$nid_dni1⟧
⟦ADDRESS|C/ de la Palma 38, 3º izq., 28004 Madrid⟧
Cliente: Ostrich Feather Books Ltd, ⟪org_address|22 Tib Street, Manchester M4 1LA⟫
Concepto: traducción "El patio de los limoneros", ⟪word_count|71.400 palabras⟫
Base: ⟦AMOUNT|4.284,00 €⟧  IVA ⟪tax_rate|0%⟫ (inversión del sujeto pasivo)  IRPF: ⟪tax_rate|15%⟫
Total: ⟦AMOUNT|3.641,40 €⟧
Transferencia a: ⟦IBAN|$iban_es1⟧"""),

("kids_class_signup", """Saturday Studio (ages 7–11) — sign-up via website
Child: ⟦PERSON|Ollie Brannigan⟧   DOB: ⟦DATE_OF_BIRTH|02/06/2016⟧
Parent/carer: ⟦PERSON|Siobhan Brannigan⟧  ⟦PHONE|07712 904 361⟧  ⟦EMAIL|siobhan.b@virginmedia.com⟧
Allergies/medical: ⟦MEDICAL|nut allergy⟧ — ⟦MEDICAL|Jext pen⟧ in his bag. ⟦MEDICAL|ADHD⟧, may need breaks.
Photo consent: no
Term fee: ⟪price|£96 (8 sessions)⟫ — paid ⟦AMOUNT|£86⟧ with sibling discount code ⟪discount_code|SIB10⟫"""),
]

TEXTS += [
("apache_error_log", """[⟪log_timestamp|Wed Jun 12 03:11:40.218841 2024⟫] [php:error] [pid ⟪pid|28817⟫] [client ⟦IP_ADDRESS|2607:fb90:a2d3:1c4e:6d1:b2ff:fe9a:3310⟧:⟪port|52144⟫] PHP Fatal error: Uncaught TypeError in /var/www/ojs/lib/pkp/classes/submission/Submission.php:⟪line_number|611⟫
[⟪log_timestamp|Wed Jun 12 03:11:42.004117 2024⟫] [authz_core:error] [pid ⟪pid|28819⟫] [client ⟦IP_ADDRESS|31.94.17.166⟧:⟪port|40112⟫] AH01630: client denied by server configuration: /var/www/ojs/config.inc.php
[⟪log_timestamp|Wed Jun 12 03:12:05.771020 2024⟫] [proxy:error] [pid ⟪pid|28820⟫] AH00957: connect to ⟪loopback_ip|127.0.0.1⟫:⟪port|8080⟫ (localhost) failed, referer: ⟪doc_url|http://192.0.2.10/index.php⟫"""),

("stripe_payout_report", """{
  "account": "⟪stripe_account|acct_1Nq4Hf2eZvKYlo2C⟫",
  "business": "Rook & Easel Gallery Ltd",
  "payout": {"id": "⟪payout_id|po_1PJk2x2eZvKYlo2Cm9TqL0sd⟫", "amount": "⟪org_total|£18,402.60⟫", "arrival_date": "⟪date|2024-05-31⟫", "destination": "⟪org_bank_account|$org_iban1⟫"},
  "refunds": [
    {"charge": "⟪charge_id|ch_3PHq7a2eZvKYlo2C0y5dWk1n⟫", "customer": "⟦PERSON|Harriet Vosper⟧", "email": "⟦EMAIL|hvosper@me.com⟧", "amount": "⟦AMOUNT|£640.00⟧", "reason": "requested_by_customer"},
    {"charge": "⟪charge_id|ch_3PI2bQ2eZvKYlo2C1LkE3p9v⟫", "customer": "⟦PERSON|Yusuf Demir⟧", "email": "⟦EMAIL|yusufdemir.art@gmail.com⟧", "amount": "⟦AMOUNT|£75.00⟧", "reason": "duplicate"}
  ],
  "fees": "⟪org_fees|£512.14⟫"
}"""),

("email_lost_laptop", """Subject: LOST — grey MacBook Air, Room 2.14, Friday afternoon session

Hi conference team, I think I left my laptop in ⟪room_number|Room 2.14⟫ after the "Archives of the Avant-Garde" panel. Grey MacBook Air M2, serial ⟪serial_number|C02GK1Q3Q6L4⟫, wifi MAC ⟪mac_address|a4:83:e7:1b:9c:02⟫, sticker of a heron on the lid. There's a card in the sleeve with my name, ⟦PERSON|Niamh Corcoran⟧.

Please ring me on ⟦PHONE|+353 86 029 4471⟧ or text, I'm staying at ⟪hotel_name|the Jurys Inn⟫ till Monday. It has my whole thesis on it (yes I know, backups…)

⟦PERSON|Niamh⟧"""),

("visa_support_letter", """⟪letter_date|12 August 2024⟫

To the Visa Section, British Embassy

RE: ⟦PERSON|Johannes Kleinschmidt⟧, date of birth ⟦DATE_OF_BIRTH|5 March 1977⟧, German passport no. ⟦PASSPORT|$pp_de1⟧

This is to confirm that Dr ⟦PERSON|Kleinschmidt⟧ has been invited to deliver a paper at the Association for Print History annual conference (⟪conference_code|APH-2024⟫), ⟪event_dates|9–11 October 2024⟫, at the University of Leeds. Accommodation and a speaker fee of ⟦AMOUNT|£300⟧ will be provided by the Association.

Yours faithfully,
⟦PERSON|Rosalind Achebe-Clarke⟧, Conference Secretary
⟦EMAIL|conference@printhistory.org.uk⟧"""),

("rooming_list_csv", """"Last, First",passport,nationality,dob,arrive,depart,room
"⟦PERSON|NAKAMURA Hiroshi⟧",⟦PASSPORT|$pp_jp1⟧,JPN,⟦DATE_OF_BIRTH|1969-11-02⟧,⟪arrival_date|2024-11-13⟫,⟪departure_date|2024-11-17⟫,⟪room_number|412⟫
"⟦PERSON|Ashworth, Penelope⟧",⟦PASSPORT|$pp_gb1⟧,GBR,⟦DATE_OF_BIRTH|1982-06-30⟧,⟪arrival_date|2024-11-12⟫,⟪departure_date|2024-11-16⟫,⟪room_number|415⟫
"⟦PERSON|Lemaire, Théo⟧",⟦PASSPORT|$pp_fr1⟧,FRA,⟦DATE_OF_BIRTH|1990-01-19⟧,⟪arrival_date|2024-11-13⟫,⟪departure_date|2024-11-16⟫,⟪room_number|418⟫
"⟦PERSON|PARK Ji-yeon⟧",⟦PASSPORT|$pp_kr1⟧,KOR,⟦DATE_OF_BIRTH|1993-08-08⟧,⟪arrival_date|2024-11-14⟫,⟪departure_date|2024-11-17⟫,⟪room_number|420⟫"""),

("teams_chat_pos_reset", """[Teams] Brushstroke Art Supplies › Shop floor
⟦PERSON|Leanne Coker⟧ 09:02
morning! till 2 wont let me log in, says password expired
⟦PERSON|Raj Purewal⟧ 09:05
reset it, temp one is ⟦PASSWORD|Brushes2024!⟧ , it'll make you change it. manager override PIN is still ⟦PASSWORD|0419⟧ if the drawer jams
⟦PERSON|Leanne Coker⟧ 09:06
ta. also customer rang about the easel order ⟪order_id|BR-77102⟫, says she's been charged ⟦AMOUNT|£189⟧ but it was on offer for ⟪price|£149⟫
⟦PERSON|Raj Purewal⟧ 09:07
refund the difference, ⟦AMOUNT|£40⟧, note it on the order"""),

("payee_form_uk_nino", """NEW PAYEE SET-UP — Fieldfare Poetry Festival
Name: ⟦PERSON|Olamide Fashola-Bright⟧
National Insurance no.: ⟦NATIONAL_ID|$nid_nino1⟧
Home address: ⟦ADDRESS|27b Stapleton Hall Road, London N4 3QF⟧
Bank (IBAN): ⟦IBAN|$iban_gb4⟧
Fee for reading + workshop: ⟦AMOUNT|£450⟧
Approved by ⟦PERSON|C. Pemberton⟧ ⟪approval_date|02/05/24⟫ · cost code ⟪cost_code|FPF-ART-07⟫"""),

("email_finnish_grantee", """Hei ⟦PERSON|Aino⟧,

Congratulations again on the Saari residency grant! For the payment, our bank needs your henkilötunnus and account:

Name: ⟦PERSON|Aino Karhunen⟧
Henkilötunnus: ⟦NATIONAL_ID|$nid_hetu1⟧
Date of birth: ⟦DATE_OF_BIRTH|28.02.1979⟧
IBAN: ⟦IBAN|$iban_de3⟧ (you mentioned your Berlin account is fine)
Grant: ⟦AMOUNT|€2,400⟧ for ⟪grant_period|2 months⟫

Decision no. ⟪decision_number|KO-2024/118⟫.
Best, ⟦PERSON|Mikko⟧"""),

("contract_annex_france", """ANNEXE 2 — Coordonnées de l'auteur (Éditions du Héron Cendré)
Auteur : ⟦PERSON|Clémence Aubry-Lasalle⟧
Né(e) le : ⟦DATE_OF_BIRTH|14/07/1988⟧
N° de sécurité sociale : ⟦NATIONAL_ID|$nid_nir1⟧
Adresse : ⟦ADDRESS|17 rue des Vinaigriers, 75010 Paris⟧
RIB / IBAN : ⟦IBAN|$iban_fr1⟧
À-valoir : ⟦AMOUNT|3 000 €⟧ (⟦AMOUNT|1 500 €⟧ à la signature)
Contrat n° ⟪contract_ref|HC-2024-031⟫ · ISBN prévu ⟪isbn|978-2-493711-08-5⟫"""),

("payment_request_belgium", """Subject: honorarium — illustrations "De Vossenjacht"

Hi ⟦PERSON|Pieter-Jan⟧,

For the invoice you need my rijksregisternummer, right? It's ⟦NATIONAL_ID|$nid_be1⟧ (born ⟦DATE_OF_BIRTH|22/07/1984⟧, Antwerpen). IBAN ⟦IBAN|$iban_be1⟧, name ⟦PERSON|Wouter De Smedt⟧.

The agreed fee was ⟦AMOUNT|€1.850⟧ for 12 plates + cover. Purchase order was ⟪po_number|PO-BE-2024-0067⟫.

Groetjes,
⟦PERSON|Wouter⟧"""),

("email_norway_poet", """Hi ⟦PERSON|Signe⟧, the festival's accountant (⟦PERSON|Håkon Brekke⟧, cc'd) needs your fødselsnummer for the Norwegian tax report: you sent ⟦NATIONAL_ID|$nid_fnr1⟧ — he says that matches your birthday ⟦DATE_OF_BIRTH|9 April 1991⟧ so we're good. Travel reimbursement ⟦AMOUNT|NOK 3 420⟧ goes out with the fee. Programme slot: ⟪programme_slot|Sat 14:30, Scene 2⟫.
— ⟦PERSON|Kari⟧ (Bergen Poesifest)"""),

("artist_cv_sweden", """CV — ⟦PERSON|Linnéa Axelsson⟧
personnummer ⟦NATIONAL_ID|$nid_pnr1⟧ · born ⟦DATE_OF_BIRTH|3 November 1988⟧, Umeå
⟦ADDRESS|Storgatan 48 B, 903 26 Umeå⟧ · ⟦PHONE|+46 73 914 28 07⟧ · ⟦EMAIL|linnea@axelsson-studio.se⟧
Solo exhibitions: ⟪exhibition|Bildmuseet, 2022⟫; ⟪exhibition|Galleri Verkligheten, 2019⟫
Grants: ⟪grant_name|Konstnärsnämnden arbetsstipendium 2021⟫"""),

("consignment_agreement_hk", """CONSIGNMENT AGREEMENT — Ink Moon Gallery (Sheung Wan)
Consignor: ⟦PERSON|Chan Ka-yan, Vivian⟧  HKID ⟦NATIONAL_ID|$nid_hkid1⟧
Address: ⟦ADDRESS|Flat 12B, Tower 3, Laguna Verde, 8 Laguna Verde Avenue, Hung Hom, Kowloon⟧
Tel: ⟦PHONE|+852 9316 4827⟧
Works: 3 ink paintings, inv. ⟪inventory_number|IMG-24-118⟫ to ⟪inventory_number|IMG-24-120⟫
Commission: ⟪commission_rate|40%⟫ · Retail prices per schedule A (⟪price|HK$28,000⟫ each)
Advance paid to consignor: ⟦AMOUNT|HK$10,000⟧"""),

("sql_dump_entries", """-- competition entries, exported ⟪export_timestamp|2024-08-01 23:59⟫
INSERT INTO entrants (id, username, email, password_hash, signup_ip, card_fingerprint) VALUES
(⟪db_row_id|9001⟫, '⟦PERSON|mgallagher⟧', '⟦EMAIL|maria.gallagher@eircom.net⟧', '⟪bcrypt_hash|$2b$12$Qe8sV0aK1mPzT3wYx7rLtuhB3cD9fE2gH5iJ6kL7mN8oP9qR0sT1u⟫', '⟦IP_ADDRESS|86.43.112.9⟧', '⟪card_fingerprint|Xt5EWLLDS7FJjR1c⟫'),
(⟪db_row_id|9002⟫, '⟦PERSON|b.oyelowo⟧', '⟦EMAIL|bisi.oyelowo@yahoo.com⟧', '⟪bcrypt_hash|$2b$12$Lm3nB4vC5xZ6aS7dF8gH9uJ0kL1qW2eR3tY4uI5oP6aS7dF8gH9jK⟫', '⟦IP_ADDRESS|105.112.44.71⟧', NULL),
(⟪db_row_id|9003⟫, '⟦PERSON|fionnuala_w⟧', '⟦EMAIL|fionnualaw@gmail.com⟧', '⟪bcrypt_hash|$2b$12$Zx9cV8bN7mQ6wE5rT4yU3iO2pA1sD0fG9hJ8kL7zX6cV5bN4mQ3wE⟫', '⟦IP_ADDRESS|100.64.23.180⟧', '⟪card_fingerprint|Pw8QnM2kL0dZ4aYc⟫');"""),

("jupyter_cell_ai_triage", """In [3]:
import anthropic, openai
# TODO move to env!! -- ⟦PERSON|tbalogun⟧
claude = anthropic.Anthropic(api_key="⟦APIKEY|$key_anthropic1⟧")
oa = openai.OpenAI(api_key="⟦APIKEY|$key_openai1⟧")
MODEL = "⟪model_name|claude-3-5-sonnet-20240620⟫"
batch = load_submissions("slush_2024_q2.csv")   # ⟪row_count|3,118 rows⟫
Out[3]: <Batch ⟪object_id|0x7f3a2c1e9b50⟫>"""),

("zapier_style_config", """{
  "zap": "new sale → airtable + notion",
  "zap_id": ⟪zap_id|228140977⟫,
  "airtable": {"token": "⟦APIKEY|$key_airtable1⟧", "base": "⟪airtable_base|appQ3xZ9kL2mN7pR4⟫", "table": "Sales"},
  "notion": {"token": "⟦APIKEY|$key_notion1⟧", "database": "⟪notion_db_id|$uuid3⟫"},
  "shopify": {"admin_token": "⟦APIKEY|$key_shopify1⟧", "shop": "driftwood-gallery.myshopify.com"},
  "owner": "⟦EMAIL|ops@driftwoodgallery.ie⟧"
}"""),

("phone_notes_framing", """Phone — ⟪call_time|Thu 11:20⟫ — custom framing
Customer Mrs ⟦PERSON|Aurelia Fenwick-Styles⟧ re: ⟪order_id|order F-2291⟫ (3 botanical prints, ⟪frame_spec|oak 20mm, museum glass⟫). Wants them by the 14th. Said her number's ⟦PHONE|oh one two two three, nine four seven, double-two one⟧. Deposit of ⟦AMOUNT|£120⟧ paid last week, balance ⟦AMOUNT|£168.50⟧ on collection. She's using a stick after her ⟦MEDICAL|knee replacement⟧ — offer to carry to car."""),

("cfp_no_personal", """CALL FOR PAPERS — ⟪conference_name|Marginalia & Materiality 2025⟫
⟪event_dates|24–26 June 2025⟫, ⟪venue_name|Senate House⟫, ⟪place_name|London⟫
We invite 250-word abstracts (⟪word_limit|max. 250 words⟫) for 20-minute papers. Deadline: ⟪deadline_date|15 January 2025⟫.
Submit via the conference platform (⟪platform_version|EasyChair 3.4⟫); submissions receive an ID of the form ⟪submission_id_format|MM25-###⟫.
Registration: ⟪price|£125⟫ standard / ⟪price|£60⟫ students. Bursaries available (⟪bursary_count|8 bursaries⟫).
Hybrid streaming test host for the AV team: ⟪doc_ip|192.0.2.44⟫."""),

("trustpilot_review_consultancy", """★☆☆☆☆ "Paid for a manuscript assessment, got a template"
I paid Quillstone Literary Consultancy ⟦AMOUNT|£680⟧ for a full report on my novel. My assigned reader, ⟦PERSON|Verity Ostrander⟧, sent back 6 pages that mostly repeat the blurb. When I complained, the director ⟦PERSON|Nigel Sutcliffe⟧ offered ⟦AMOUNT|£100⟧ back. Their website advertises reports "from ⟪price|£425⟫" — mine was ⟪word_count|98,000 words⟫ so I got bumped to the top band.
Reviewed by ⟦PERSON|Gareth Pugh-Evans⟧ · ⟪review_date|12 Feb 2024⟫"""),

("email_winners_bank_details", """Subject: Blackthorn Prize — payment details needed by Friday

Dear ⟦PERSON|Ifeoma⟧,

Congratulations on your second prize! To pay your ⟦AMOUNT|£1,000⟧ we need either a UK bank account or PayPal. If PayPal, please confirm the address — is it ⟦EMAIL|ifeoma.nwachukwu.writes@gmail.com⟧?

Please reply rather than phoning the office line (⟦PHONE|01223 771 540⟧), as ⟦PERSON|Rosemary⟧ is only in on Tuesdays.

Prize ref ⟪prize_ref|BTP-2024-2ND⟫. With warm wishes,
The Blackthorn Prize team"""),
]

TEXTS += [
("phone_order_transcript_card", """[Cobalt & Gesso — phone orders line ⟦PHONE|0131 558 2093⟧ — call ⟪call_id|C-48812⟫]
STAFF (⟦PERSON|Morag⟧): So that's the Rembrandt soft pastels, set of 60, and two pads of Pastelmat. ⟦AMOUNT|£214.30⟧ with postage, ⟪shipping_fee|£6.95⟫ of that is the courier.
CUSTOMER: Great. Card's a Visa, ⟦CARD|$card_v3⟧.
STAFF: And the three digits on the back?
CUSTOMER: ⟦CVV|337⟧.
STAFF: Name on the card?
CUSTOMER: ⟦PERSON|Alasdair Whyte-Buchanan⟧. Delivery to ⟦ADDRESS|14 Inverleith Row, Edinburgh EH3 5LS⟧.
STAFF: Lovely, that's gone through, ⟦AMOUNT|£214.30⟧ taken. Order number ⟪order_id|CG-77419⟫."""),

("email_server_handover", """Subject: handover — journal server access (I'm off from Friday)

Hi ⟦PERSON|Bryony⟧,

As discussed, here's everything for the OJS box while I'm away:
- host: ⟦IP_ADDRESS|176.58.119.204⟧ (Linode, London), ssh port ⟪port|2202⟫
- user: ⟦PERSON|hkowalski⟧, sudo password ⟦PASSWORD|Kestrel-Marginalia-9⟧
- deploy key (yes I know, email, sorry):

⟦SECRET|$sec_pem3⟧

- backups land in ⟪bucket_name|s3://lit-journal-backups⟫ nightly at ⟪cron_schedule|02:30 UTC⟫

Ring me on ⟦PHONE|07541 208 773⟧ only if it's on fire.
⟦PERSON|Hanna⟧"""),

("grant_1099_letter", """Marrowbone Artist Residency · Form 1099-NEC summary (tax year ⟪tax_year|2024⟫)
Recipient: ⟦PERSON|Theodore "Teddy" Nakamura-Blake⟧
Recipient TIN (SSN): ⟦SSN|$ssn8⟧
Address: ⟦ADDRESS|77 Elm Street, Unit 2, Northampton, MA 01060⟧
Box 1 Nonemployee compensation: ⟦AMOUNT|$6,000.00⟧
Payer: Marrowbone Artist Residency Inc., ⟪org_ein|EIN 36-4410982⟫
Form ID ⟪form_id|1099-24-0117⟫ · Corrected: no"""),
]
