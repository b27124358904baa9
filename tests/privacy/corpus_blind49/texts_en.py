# -*- coding: utf-8 -*-
"""English texts for blind49.  Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name from values.VALUES."""

TEXTS = []

TEXTS.append(("slack_message", """#dailies-upload
⟦PERSON|Marcus Oyelaran⟧  ⟪timestamp|9:42 AM⟫
hey ⟦PERSON|Priya⟧ lab box is back up at ⟦IP_ADDRESS|10.40.12.7⟧. creds for the dailies bucket until IT rotates them:
AWS_ACCESS_KEY_ID=⟦APIKEY|$akia_1⟧
AWS_SECRET_ACCESS_KEY=⟦SECRET|$aws_sk1⟧
bucket ⟪s3_bucket|hollow-pines-dailies-ep104⟫ / ⟪aws_region|eu-west-2⟫. if the transfer stalls ring me on ⟦PHONE|07831 442196⟧ not the office line
and pls dont paste these in #general again ⟦PERSON|Priya⟧ 🙃"""))

TEXTS.append(("casting_email", """From: ⟦PERSON|Imogen Thorley⟧ <⟦EMAIL|imogen@thorleycasting.co.uk⟧>
To: ⟦PERSON|Dele Okafor⟧ <⟦EMAIL|d.okafor@redfernmgmt.com⟧>
Subject: Re: ⟪production_code|HBX-2291⟫ "The Salt Roads" - recall for ⟦PERSON|Rosalind Achebe⟧

Hi ⟦PERSON|Dele⟧,

Director loved ⟦PERSON|Rosalind⟧'s self-tape. We'd like her for the recall on ⟪shoot_date|Thursday 14 March⟫, 11:40, at ⟪venue_address|Spotlight Rooms, 7 Leicester Place, London WC2H 7BP⟫.
For the Morocco block the line producer needs her passport no. exactly as it appears on the doc - is it still ⟦PASSPORT|$pp_gb1⟧? Also DOB for the insurance schedule (we have ⟦DATE_OF_BIRTH|22/09/1994⟧, pls confirm).
She mentioned a ⟦MEDICAL|latex allergy⟧ at the last fitting so I've flagged it to make-up.

Best,
⟦PERSON|Imogen⟧

--
⟦PERSON|Imogen Thorley⟧ CDG
⟪org_name|Thorley Casting⟫ | ⟪office_address|2nd floor, 18 Greek St, W1D 4DS⟫
t: ⟦PHONE|020 7439 5521⟧  m: ⟦PHONE|07922 518 604⟧"""))

TEXTS.append(("call_sheet_csv", """CALL SHEET - ⟪production_title|Low Tide at Marrow Bay⟫ - Day 12 of 31 - ⟪shoot_date|Tue 08/10⟫
Unit base: ⟪venue_address|Harbour Car Park, Quay Rd, Whitby YO21 1DH⟫   Nearest A&E: ⟪org_name|Whitby Community Hospital⟫

dept,name,role,mobile,email,call
Camera,⟦PERSON|Jonah Fairweather⟧,DoP,⟦PHONE|07538 210 947⟧,⟦EMAIL|jonah.fw@gmail.com⟧,0630
Camera,⟦PERSON|Saoirse Breen⟧,1st AC,⟦PHONE|+353 87 614 2290⟧,⟦EMAIL|saoirse.breen@outlook.ie⟧,0630
Sound,⟦PERSON|Yusuf Demir⟧,Mixer,⟦PHONE|07462 881 305⟧,⟦EMAIL|yusuf@demirsound.co.uk⟧,0700
Art,⟦PERSON|Elspeth Grange⟧,Standby art,⟦PHONE|07911 473 028⟧,⟦EMAIL|elspethgrange@proton.me⟧,0645
Unit,⟦PERSON|Callum Rees⟧,Unit manager,⟦PHONE|07384 905 671⟧,⟦EMAIL|crees.unit@gmail.com⟧,⟪call_time|0530⟫

Sc ⟪scene_number|41A⟫, 42, 44 - EXT. HARBOUR WALL - DUSK. Weather cover: sc 19 INT. CHIP SHOP."""))

TEXTS.append(("dotenv", """# .env.production - ⟪org_name|Longwave Audio Network⟫ feeds service
NODE_ENV=production
PORT=⟪port|8080⟫
APP_VERSION=⟪version|3.14.2⟫
DATABASE_URL=postgres://feeds_admin:⟦SECRET|Wq7!marlin-Dusk22⟧@⟦IP_ADDRESS|10.8.3.21⟧:⟪port|5432⟫/feeds
REDIS_URL=redis://:⟦SECRET|r3d1s-Longw4ve-9931⟧@⟦IP_ADDRESS|10.8.3.22⟧:6379/0
STRIPE_SECRET_KEY=⟦APIKEY|$stripe_sk1⟧
STRIPE_PUBLISHABLE_KEY=⟪publishable_key|pk_live_51Lw8vQHn2bXkT0aGq7c1Yd4sPz⟫
STRIPE_WEBHOOK_SECRET=⟦SECRET|$whsec_1⟧
SENDGRID_API_KEY=⟦APIKEY|$sg_1⟧
SLACK_ALERTS_WEBHOOK=⟦SECRET|$slackhook_1⟧
ADMIN_EMAIL=⟦EMAIL|ops.kwame@longwave.fm⟧
SENTRY_ENVIRONMENT=prod"""))

TEXTS.append(("nginx_access_log", """⟦IP_ADDRESS|81.174.22.9⟧ - - [⟪timestamp|12/Jun/2024:19:03:11 +0100⟫] "GET /tickets/checkout?order=⟪order_id|FST-88213⟫ HTTP/1.1" 200 5123 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)"
⟦IP_ADDRESS|2a02:c7c:5e21:9d00:1c4e:77ff:fe1a:3b90⟧ - - [12/Jun/2024:19:03:12 +0100] "POST /account/login HTTP/1.1" 302 0 "-" "Mozilla/5.0 (Windows NT 10.0; Win64; x64)"
⟪doc_ip|203.0.113.54⟫ - - [12/Jun/2024:19:03:15 +0100] "GET /healthz HTTP/1.1" 200 2 "-" "⟪user_agent_version|kube-probe/1.29⟫"
⟦IP_ADDRESS|100.72.14.201⟧ - - [12/Jun/2024:19:03:19 +0100] "GET /account/orders?user=⟦PERSON|hbjornsdottir⟧ HTTP/1.1" 200 884 "-" "okhttp/4.12.0"
⟦IP_ADDRESS|86.143.207.61⟧ - - [12/Jun/2024:19:03:27 +0100] "POST /api/resale/transfer?to=⟦EMAIL|wren.castellanos@icloud.com⟧ HTTP/1.1" 201 77 "-" "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4)\""""))

TEXTS.append(("sms_thread", """[SMS] ⟦PERSON|Dagny⟧ (guitar tech) <> ⟦PERSON|Hamish McTavish⟧ (TM)
⟦PERSON|Dagny⟧: landed. bags came off the belt last obvs. which hotel tonite?
⟦PERSON|Hamish⟧: ⟪hotel_name|Scandic Vulkan⟫, rooms under ⟪tour_name|KALEIDO EU 24⟫. ur room ⟪room_number|514⟫, safe code is ⟦PASSWORD|4 7 1 9⟧ - dont change it or the night porter has to drill it again 🙄
⟦PERSON|Dagny⟧: lol ok. per diems?
⟦PERSON|Hamish⟧: ⟦AMOUNT|€45⟧/day, I'll put ⟦AMOUNT|€315⟧ on your card for the week. bus call 10:15 tmrw, ⟪flight_no|SK 4035⟫ on thurs
⟦PERSON|Dagny⟧: my new number btw ⟦PHONE|+47 915 62 048⟧, old one drowned in the rain in ⟪place_name|Bergen⟫
⟦PERSON|Hamish⟧: saved 👍"""))

TEXTS.append(("web_form_submission", """NEW TALENT APPLICATION - ⟪org_name|Meridian Models⟫ (form ⟪form_version|v2.3⟫)
------------------------------------------------
Full legal name:        ⟦PERSON|Leilani Kahale⟧
Preferred/stage name:   ⟦PERSON|Lani K⟧
Date of birth:          ⟦DATE_OF_BIRTH|03/07/2006⟧
Home address:           ⟦ADDRESS|41 Tamarind Close, Hayes, UB4 9QT⟧
Mobile:                 ⟦PHONE|07405 662 913⟧
Email:                  ⟦EMAIL|lanikahale06@gmail.com⟧
Parent/guardian (bookings under 21): ⟦PERSON|Malia Kahale⟧, ⟦PHONE|07405 113 780⟧
Height / bust / waist / hips: 178 / 81 / 61 / 88
Passport (overseas jobs): ⟦PASSPORT|$pp_gb2⟧
Medical info we should know about: ⟦MEDICAL|coeliac disease⟧, ⟦MEDICAL|severe wasp-sting allergy⟧ (carries an ⟦MEDICAL|EpiPen⟧)
How did you hear about us? scouted at ⟪event_name|Clothes Show Live⟫
Submitted: ⟪timestamp|2024-05-19 21:14:07 UTC⟫  IP: ⟦IP_ADDRESS|90.214.33.118⟧"""))

TEXTS.append(("invoice", """INVOICE ⟪invoice_no|INV-2024-0117⟫
From: ⟦PERSON|Theo Marchetti⟧ (session bass)
      ⟦ADDRESS|Flat 3, 27 Cranbrook Road, Bristol BS6 7BL⟧
      ⟦EMAIL|theo.marchetti.bass@gmail.com⟧ · ⟦PHONE|07598 204 771⟧
To:   ⟪org_name|Foxglove Records Ltd⟫, Accounts Payable (company no. ⟪company_reg_no|09823114⟫)
Re:   tracking sessions for ⟪catalogue_no|FOX-LP-044⟫, ⟪studio_name|Toybox Studios⟫, 3-5 April

3 x session day @ ⟪rate_card_price|£290.00⟫ (MU standard rate)
Mileage 128 mi @ ⟪rate_card_price|45p⟫
TOTAL DUE: ⟦AMOUNT|£927.60⟧

Please pay within 14 days to:
Name: ⟦PERSON|T Marchetti⟧
IBAN: ⟦IBAN|$iban_gb1⟧   BIC: ⟪bic_code|MONZGB2L⟫
NI no. ⟦NATIONAL_ID|$nino_2⟧ (not VAT registered)"""))

TEXTS.append(("python_traceback", """Traceback (most recent call last):
  File "/home/⟦PERSON|rkasprzak⟧/src/castpoint/api/applicants.py", line ⟪line_number|212⟫, in create_applicant
    validate_us_tax_fields(payload)
  File "/home/⟦PERSON|rkasprzak⟧/src/castpoint/api/validators.py", line 57, in validate_us_tax_fields
    raise ValueError(f"SSN {ssn!r} failed area check for applicant {email}")
ValueError: SSN '⟦SSN|$ssn_3⟧' failed area check for applicant ⟦EMAIL|mateo.quiroga.actor@gmail.com⟧

Locals (frame 0):
  payload = {'first_name': '⟦PERSON|Mateo⟧', 'last_name': '⟦PERSON|Quiroga⟧', 'dob': '⟦DATE_OF_BIRTH|1991-02-17⟧',
             'phone': '⟦PHONE|+1 323 814 2267⟧', 'union': 'SAG-AFTRA', 'role_id': ⟪role_id|7781⟫}
  request_id = '⟪request_id|7f3c2a9e-1b44-4d0e-9a61-2c8f0e5d7b13⟫'
Python ⟪version|3.11.4⟫, castpoint-api ⟪version|0.48.0⟫"""))

TEXTS.append(("support_ticket", """Ticket ⟪ticket_id|#48213⟫ · Priority: Normal · Channel: email
Requester: ⟦PERSON|Noor Haddad⟧ <⟦EMAIL|noor.haddad@hotmail.co.uk⟧>
Subject: charged twice for Premium

Hi, I signed up for the ⟪plan_name|Longwave Premium annual⟫ plan and my card ending ⟪masked_card|•••• 4417⟫ got charged twice on the 3rd. Can I get the duplicate ⟦AMOUNT|£59.99⟧ back please? My phone is ⟦PHONE|07723 450 118⟧ if easier.
⟦PERSON|Noor⟧

-- Internal note (⟦PERSON|Kwame Asante⟧): confirmed dupe in Stripe, charge ⟪charge_id|ch_3P9xQ2Lk8sVbT01b1f2aZ9yE⟫. Refunded ⟦AMOUNT|£59.99⟧, told her 5-10 working days."""))

TEXTS.append(("whatsapp_group", """[18:02] ⟦PERSON|Tasha Brennan⟧: Hi all, reminder the ⟪show_name|Summer Showcase⟫ dress rehearsal is Sat at ⟪venue_name|the Corn Exchange⟫, kids in by 9.30 🩰
[18:05] ⟦PERSON|Gemma⟧ (⟦PERSON|Lily⟧'s mum): ⟦PERSON|Lily⟧'s inhaler is in her bag, she's had a wheezy week with her ⟦MEDICAL|asthma⟧ so if she needs a break pls let her x
[18:06] ⟦PERSON|Tasha Brennan⟧: no problem ⟦PERSON|Gemma⟧, I'll let Miss ⟦PERSON|Aoife⟧ know
[18:09] ⟦PHONE|+44 7519 337 402⟧: Hi it's ⟦PERSON|Rob⟧, ⟦PERSON|Maisie⟧'s dad - new number. Paid the costume fee ⟦AMOUNT|£38⟧ by bank transfer this morning, ref ⟦PERSON|MAISIE C⟧
[18:11] ⟦PERSON|Tasha Brennan⟧: thanks ⟦PERSON|Rob⟧! got it
[18:12] ⟦PERSON|Gemma⟧ (⟦PERSON|Lily⟧'s mum): sorry for the voice note spam, ⟪pet_name|Biscuit⟫ sat on my phone 😂 he's on ⟪pet_health|steroids for his itchy paws⟫ and is a menace"""))

TEXTS.append(("meeting_minutes", """FESTIVAL PRODUCTION MEETING - ⟪event_name|Brightwater Fields 2025⟫ - minutes
Date: ⟪meeting_date|04/02/2025⟫   Present: ⟦PERSON|Ravi Menon⟧ (Festival Director), ⟦PERSON|Siobhan Keane⟧ (Site), ⟦PERSON|Chidi Nwosu⟧ (Security), ⟦PERSON|Beatriz Lemos⟧ (Artist Liaison)
Apologies: ⟦PERSON|Magnus Eriksen⟧

1. Budget. Overall production budget signed off at ⟪org_budget_total|£2.4m⟫; infrastructure line ⟪budget_line|4.2⟫ is £40k over. ⟦PERSON|Ravi⟧ to go back to ⟪org_name|Stagecraft Hire⟫.
2. Site. ⟦PERSON|Siobhan⟧ confirmed the licence variation for the second stage (capacity ⟪venue_capacity|12,500⟫). Medical provider contract renewed.
3. Artist liaison. ⟦PERSON|Beatriz⟧ flagged that the Saturday headliner's drummer had ⟦MEDICAL|knee surgery⟧ in Dec - needs golf-buggy access backstage. ⟦PERSON|Beatriz⟧ to sort.
4. Staff. ⟦PERSON|Chidi⟧: ⟦PERSON|Magnus⟧ will be paid his outstanding ⟦AMOUNT|£1,850⟧ for the site recce once his invoice lands.
AOB: none. Next meeting 18/02, 10:00, ⟪room_name|Cabin 2⟫."""))

TEXTS.append(("ci_yaml", """# .github/workflows/release.yml  (⟪org_name|Halfmoon Records⟫ artist-portal)
name: release
on:
  push:
    tags: ['v*']
env:
  NODE_VERSION: '⟪version|20.11.1⟫'
  IMAGE: ⟪docker_image|ghcr.io/halfmoon-rec/artist-portal:2.7.0⟫
  # TODO move to secrets!!! - ⟦PERSON|dvolkov⟧
  GH_TOKEN: ⟦APIKEY|$ghp_1⟧
  NPM_TOKEN: ⟦APIKEY|$npm_1⟧
  DEPLOY_HOST: ⟦IP_ADDRESS|172.20.14.33⟧
  DEPLOY_SSH_USER: deploy
  DEPLOY_SSH_PASS: ⟦SECRET|Halfm00n-deploy!⟧
jobs:
  build:
    runs-on: ubuntu-22.04
    steps:
      - uses: actions/checkout@⟪commit_sha|b1f0c6d8e2a94f37a0c5d91e6b7f2a4c8d3e1f09⟫
      - run: npm ci && npm run build"""))

TEXTS.append(("sql_insert", """-- payroll import, tour crew, week 32 (run by ⟦PERSON|jfairweather⟧ on ⟪timestamp|2024-08-09 17:20⟫)
INSERT INTO crew_pay (crew_id, full_name, ssn, routing_no, net_pay, state) VALUES
 (⟪crew_id|3301⟫, '⟦PERSON|Marisol Vega⟧',   '⟦SSN|$ssn_1⟧', '⟪bank_routing_no|021000021⟫', '⟦AMOUNT|2140.00 USD⟧', 'TX'),
 (3302, '⟦PERSON|Darnell Pruitt⟧',  '⟦SSN|$ssn_2⟧', '021000021', '⟦AMOUNT|1985.50 USD⟧', 'GA'),
 (3303, '⟦PERSON|Kenji Alcott⟧',    '⟦SSN|$ssn_4⟧', '⟪bank_routing_no|121000358⟫', '⟦AMOUNT|2610.75 USD⟧', 'CA');"""))

TEXTS.append(("call_transcript", """[Call recording - ⟪org_name|Northbank Rehearsal Rooms⟫ bookings - ⟪call_id|CR-20240611-0932⟫]
AGENT: Northbank, you're speaking to ⟦PERSON|Ellie⟧, how can I help?
CALLER: Hiya, it's ⟦PERSON|Jordan Pike⟧, I want to pay the deposit for Room 3 next Friday.
AGENT: Lovely. Long-number on the card when you're ready.
CALLER: It's ⟦CARD|$card_v1⟧.
AGENT: Expiry?
CALLER: ⟪card_expiry|09/27⟫. Security code ⟦CVV|372⟧.
AGENT: And the deposit's ⟦AMOUNT|fifty pounds⟧, balance on the day. Best number for you?
CALLER: ⟦PHONE|oh seven nine eight four, double-two one, six oh five⟧.
AGENT: So ⟦PHONE|07984 221605⟧, lovely. Room 3 is ⟪hourly_rate|£22 an hour⟫ with the backline, ok?"""))

TEXTS.append(("voice_memo_dictation", """[auto-transcript, voice memo 00:02:41]
ok this is for the insurers, ⟪tour_name|Glasshouse Winter Run⟫, policy ⟪policy_number|TRV-55012-GH⟫. first one, ⟦PERSON|Kofi Mensah⟧, lighting, date of birth ⟦DATE_OF_BIRTH|4th of May 1988⟧, passport ⟦PASSPORT|$pp_ng1⟧. he's ⟦MEDICAL|type 1 diabetic⟧ so the insulin lives in the bus fridge, that has to be on the form. second, ⟦PERSON|Ingrid Halvorsen⟧, backline, born ⟦DATE_OF_BIRTH|22/11/1989⟧, she only travels on her Norwegian ID so use the number ⟦NATIONAL_ID|$fnr_1⟧. nothing medical for her. bus company is ⟪org_name|Beat The Street⟫, driver details to follow. end of memo"""))

TEXTS.append(("ocr_business_card", """[OCR scan 2024-03-02, confidence 0.91]
⟦PERSON|ASHA VERMEULEN⟧
photographer · stills & motion
M  ⟦PHONE|+31 6 4817 2293⟧
E  ⟦EMAIL|asha@ashavermeulen.nl⟧
IG @⟦PERSON|asha.shoots⟧
⟪website|www.ashavermeulen.nl⟫
KvK ⟪company_reg_no|81736620⟫   BTW ⟪vat_number|NL004512872B01⟫"""))

TEXTS.append(("markdown_table", """## Q3 roster - brand deals (internal, do not forward)

| Creator | Handle | Contact | Rate card (IG reel) | Followers |
|---|---|---|---|---|
| ⟦PERSON|Zara Mbeki⟧ | @⟦PERSON|zaramakes⟧ | ⟦EMAIL|zara@mbekistudio.com⟧ | ⟪rate_card_price|£2,800⟫ | ⟪follower_count|412k⟫ |
| ⟦PERSON|Felix Ahn⟧ | @⟦PERSON|felixcooks_⟧ | ⟦PHONE|07852 119 640⟧ | ⟪rate_card_price|£1,500⟫ | 188k |
| ⟦PERSON|Priyanka Dutta⟧ | @⟦PERSON|pri.dutta⟧ | ⟦EMAIL|bookings.pri@gmail.com⟧ | ⟪rate_card_price|£4,000⟫ | 1.1M |

Agency commission stays at 20%. Rates exclude usage beyond 30 days."""))

TEXTS.append(("shell_history", """  501  ssh ⟦PERSON|ngrange⟧@⟦IP_ADDRESS|192.168.50.12⟧
  502  cd /Volumes/⟪volume_name|SESSIONS_2024⟫/⟪project_folder|FOX-LP-044_mix⟫
  503  rsync -avz ./stems/ mixbox:/srv/stems/
  504  mysql -u protools -p'⟦PASSWORD|Stems&Stuff_88⟧' -h ⟦IP_ADDRESS|192.168.50.20⟧ sessions
  505  export HF_TOKEN=⟦APIKEY|$hf_1⟧
  506  python3 separate.py --model ⟪model_name|htdemucs_ft⟫ --in mix_v7.wav
  507  ffmpeg -i master.wav -af loudnorm=I=⟪loudness_target|-14⟫ master_stream.wav
  508  history | tail"""))

TEXTS.append(("contract_excerpt", """PERFORMER AGREEMENT                                Ref ⟪contract_ref|PA/ST/0392⟫

This agreement is made on ⟪contract_date|1 July 2024⟫ between ⟪org_name|Saltmarsh Pictures Ltd⟫ ("the Producer") and ⟦PERSON|Olusegun Adebayo⟧ of ⟦ADDRESS|12 Ferndale Road, Manchester M21 9JH⟧ ("the Artist"), professionally known as ⟦PERSON|Segun Ade⟧.

2. FEE. The Producer shall pay the Artist an inclusive fee of ⟦AMOUNT|£18,500⟧ (eighteen thousand five hundred pounds), 50% on signature and 50% on completion of principal photography.
3. The Artist's National Insurance number is ⟦NATIONAL_ID|$nino_1⟧.
4. Agent: ⟪org_name|Cobalt Talent⟫, commission 10% deducted at source.

Signed ______________  ⟦PERSON|O. Adebayo⟧"""))

TEXTS.append(("forum_post", """Re: is a used A7S III still worth it in 2024?

picked one up for ⟪price|£1,650⟫ from ⟪org_name|MPB⟫ last month, shutter count was about 4,200. came on firmware ⟪firmware_version|3.01⟫, updated straight away. paired it with the ⟪product_code|SEL2470GM2⟫ which was ⟪price|£1,899⟫ new and honestly its overkill for weddings. serial ends ⟪equipment_serial|4412987⟫ if anyone wants to check its not nicked lol.
only complaint: the card door. get a cage. ⟪product_code|SmallRig 3065⟫ is fine."""))

TEXTS.append(("review", """★★☆☆☆  ⟦PERSON|Callum D.⟧ · Local Guide · 23 reviews
Booked ⟪room_name|Studio B⟫ for 4 hrs at ⟪hourly_rate|£18/hr⟫. PA was buzzing the whole time. guy on the desk (⟦PERSON|Stevie⟧ i think) was nice but couldnt fix it. Asked for my ⟦AMOUNT|£20⟧ deposit back and got told "we'll see". still waiting 3 weeks later.

Response from the owner: Hi ⟦PERSON|Callum⟧, really sorry - the desk channel was faulty and we've replaced it. We've refunded your ⟦AMOUNT|£20⟧ today, ref ⟪refund_ref|RF-00912⟫. - ⟦PERSON|Dev⟧, ⟪org_name|Basement 45⟫"""))

TEXTS.append(("label_email", """From: Royalty Accounts <⟦EMAIL|royalties@halfmoonrecords.de⟧>
To: ⟦EMAIL|lina.fassbender@posteo.de⟧
Subject: Advance - "Nachtfalter" EP (⟪catalogue_no|HMR-0219⟫)

Hallo ⟦PERSON|Lina⟧,

as agreed, the second instalment of your advance, ⟦AMOUNT|€7,500⟧, went out today to ⟦IBAN|$iban_de1⟧ (account holder ⟦PERSON|Lina Faßbender⟧). Remaining recoupable balance after this: ⟦AMOUNT|€4,200⟧.
ISRCs for the four tracks are ⟪isrc|DE-H12-24-00431⟫ to DE-H12-24-00434, UPC ⟪upc|4065629114472⟫.

Viele Grüße
⟦PERSON|Kerstin Vogt⟧ | Royalty Accounts | ⟪org_name|Halfmoon Records GmbH⟫"""))

TEXTS.append(("json_log", """{"ts":"⟪timestamp|2024-10-02T08:14:55.120Z⟫","level":"warn","svc":"⟪service_name|upload-gw⟫","msg":"token expired","user":"⟦EMAIL|h.lindqvist@gmail.com⟧","ip":"⟦IP_ADDRESS|185.44.78.12⟧","auth":"Bearer ⟦APIKEY|$jwt_1⟧","trace":"⟪trace_id|4bf92f3577b34da6a3ce929d0e0e4736⟫"}
{"ts":"2024-10-02T08:14:55.388Z","level":"info","svc":"upload-gw","msg":"episode uploaded","show_id":⟪show_id|1182⟫,"episode":"⟪episode_id|ep-0342⟫","bytes":⟪file_size|48211907⟫,"ip":"⟦IP_ADDRESS|100.96.3.18⟧"}
{"ts":"2024-10-02T08:14:56.002Z","level":"info","svc":"upload-gw","msg":"healthcheck","ip":"⟪loopback_ip|127.0.0.1⟫"}"""))

TEXTS.append(("slack_dm", """⟦PERSON|Anouk de Wit⟧  11:03
can u add my key to the render nodes? pasting it here
⟦SECRET|$pem_1⟧
⟦PERSON|Anouk de Wit⟧  11:04
WAIT no thats the private one. delete delete. ill regenerate 🤦‍♀️
⟦PERSON|Magnus Eriksen⟧  11:06
deleted from channel but assume its burned. nodes are ⟪hostname|render-01⟫..render-12, first one is ⟦IP_ADDRESS|10.60.0.11⟧ btw, ⟪license_server|rlm:5053⟫ for the licences"""))

TEXTS.append(("artist_payment_email", """Subject: bank details for Sunday's set - DJ ⟦PERSON|Carmela⟧

Hey ⟦PERSON|Beatriz⟧,

for the fee please transfer to my Spanish account:
Titular: ⟦PERSON|Carmen Ruiz Olmedo⟧
IBAN: ⟦IBAN|$iban_es1⟧
DNI: ⟦NATIONAL_ID|$dni_1⟧ (your accounts team asked for it for the withholding form)
Agreed fee was ⟦AMOUNT|€3,200⟧ + travel. The festival's ⟪tax_form|A1 form⟫ is attached.

gracias!! see u at ⟪stage_name|the Hollow Stage⟫ 🖤
⟦PERSON|Carmen⟧"""))

TEXTS.append(("crew_manifest_csv", """# ⟪manifest_id|MANIFEST-ATL-0917⟫  prepared for ⟪org_name|Coachline Executive Travel⟫ / border crossing CA->US
surname,given_names,dob,passport_no,nationality,role
⟦PERSON|Okafor⟧,⟦PERSON|Chinonso⟧,⟦DATE_OF_BIRTH|1990-03-11⟧,⟦PASSPORT|$pp_ca1⟧,⟪nationality|CAN⟫,drum tech
⟦PERSON|Lindgren⟧,⟦PERSON|Maja Elin⟧,⟦DATE_OF_BIRTH|1993-07-28⟧,⟦PASSPORT|$pp_us1⟧,USA,merch
⟦PERSON|Tanaka⟧,⟦PERSON|Ren⟧,⟦DATE_OF_BIRTH|1986-12-02⟧,⟦PASSPORT|$pp_jp1⟧,⟪nationality|JPN⟫,FOH engineer"""))

TEXTS.append(("release_form", """GUEST RELEASE - ⟪podcast_name|Off The Record⟫ (⟪org_name|Longwave Audio Network⟫)
Episode: ⟪episode_id|#212⟫ "Touring broke"   Recorded: ⟪recording_date|17 Sept 2024⟫

I, ⟦PERSON|Rhiannon Pryce⟧, grant Longwave the right to record, edit and distribute my contribution worldwide in all media.
Address: ⟦ADDRESS|5 Heol y Nant, Cardiff CF14 6HL⟧
Email: ⟦EMAIL|rhi.pryce@btinternet.com⟧
Signature: ⟦PERSON|R Pryce⟧"""))

TEXTS.append(("python_snippet", """# notify_callsheet.py - texts tomorrow's call time to cast
from twilio.rest import Client

ACCOUNT_SID = "⟪account_sid|AC7d2f9e41b0c35a88e61f0b2d94c7a3e5⟫"
API_KEY = "⟦APIKEY|$twilio_sk1⟧"
API_SECRET = "⟦SECRET|Xr81bq0VvPm2LwZ9hsT4cKy6NdJeG3aU⟧"
FROM = "⟦PHONE|+44 161 850 2231⟧"   # production office line

client = Client(API_KEY, API_SECRET, ACCOUNT_SID)
client.messages.create(to="⟦PHONE|+44 7468 183 442⟧", from_=FROM,
                       body="Call 0645 tmrw, ⟪location_code|LOC-07⟫ car park. - 2nd AD")"""))

TEXTS.append(("rooming_list", """ROOMING LIST - ⟪hotel_name|Hotel Indigo Glasgow⟫ - arr ⟪arrival_date|Fri 11 Oct⟫ / dep Sun 13 Oct
Group: ⟪group_code|GRP-SWAN-1011⟫ · billing: master acct, incidentals on own card

Rm  Guest                      Type   Notes
--  -------------------------  -----  ---------------------------------
⟪room_number|412⟫  ⟦PERSON|Okonkwo, Adaeze⟧           KING   late check-out, ⟦MEDICAL|nut allergy⟧ - minibar cleared
414  ⟦PERSON|Brandt, Jakob⟧              TWIN   share w/ ⟦PERSON|Ferreira, Tiago⟧
416  ⟦PERSON|Ferreira, Tiago⟧             TWIN
418  ⟦PERSON|Whitlock, Sam⟧ (TM)         KING   contact ⟦PHONE|07442 906 318⟧, guarantee card ⟪masked_card|XXXX-XXXX-XXXX-2291⟫"""))

TEXTS.append(("dance_school_health_form", """⟪org_name|Step Up Dance Academy⟫ - Student Health & Consent Form (term ⟪term_code|AUT24⟫)

Student name: ⟦PERSON|Isla Moran-Hughes⟧      Date of birth: ⟦DATE_OF_BIRTH|14 Feb 2015⟧
Class: ⟪class_code|Grade 3 Ballet / Tue 16:30⟫
Medical conditions: ⟦MEDICAL|mild scoliosis⟧ (physio monthly), ⟦MEDICAL|hypermobile joints⟧
Medication: none in class
Parent/carer: ⟦PERSON|Fiona Moran⟧   mobile ⟦PHONE|07817 204 663⟧
GP surgery: ⟪org_name|Ashgrove Medical Centre⟫, ⟦PHONE|0161 432 7780⟧
First-aid kit in every studio: ⟪drug_name_leaflet|paracetamol 500mg⟫, ⟪drug_name_leaflet|Piriton (chlorphenamine)⟫, ice packs.
I consent to first aid being given.  Signed: ⟦PERSON|F. Moran⟧"""))

TEXTS.append(("instagram_dm", """@⟦PERSON|jasminecreates⟧: hiya! still waiting on payment for the ⟪campaign_name|Glow Serum x Jas⟫ reel, it went live on the 2nd 😕
@⟪brand_account|lumiskin.official⟫: Hi ⟦PERSON|Jasmine⟧! So sorry, finance batch runs Fridays. You're down for ⟦AMOUNT|£650⟧, going to ⟦EMAIL|jasmine.okoro.work@gmail.com⟧ via PayPal
@⟦PERSON|jasminecreates⟧: amazing ty. contract said ⟦AMOUNT|£750⟧ tho incl. the story frames? ref ⟪contract_ref|LS-INF-2291⟫"""))

TEXTS.append(("casting_breakdown", """CASTING BREAKDOWN - ⟪production_title|Ferryman⟫ (feature) - ⟪org_name|Saltmarsh Pictures⟫
Shoot: ⟪shoot_window|6 weeks from 3 March⟫, Northumberland. Rates: ⟪rate_card_price|Equity/PACT minimum⟫ plus ⟪rate_card_price|£80⟫ per diem.

LEAD A (F, late 30s) - a ferry pilot who hasn't left the island in ten years. Strong physical work, some swimming.
SUPPORTING B (M, 60s) - her uncle; dry, funny, dying but won't say so.
YOUNG C (any gender, 11-13) - chaperone required, licence via local authority.

Self-tapes by ⟪deadline|Friday 5pm⟫ through ⟪platform_name|Spotlight⟫ only. Sides: ⟪file_name|Ferryman_sides_v3.pdf⟫"""))

TEXTS.append(("bot_config", """# fanclub-bot/config.toml
[discord]
token = "⟦APIKEY|$discord_bot1⟧"
guild_id = ⟪guild_id|1093384557217120286⟫
announce_channel = ⟪channel_id|1093384557217120290⟫
presale_webhook = "⟦SECRET|$discordhook_1⟧"

[owner]
name = "⟦PERSON|Kit Delacroix⟧"   # band manager, ping before changing roles
"""))

TEXTS.append(("tax_form_w9", """Form W-9 (Rev. March 2024) - Request for Taxpayer Identification Number
1  Name: ⟦PERSON|Darnell J. Pruitt⟧
2  Business name: ⟪org_name|Low End Theory Audio LLC⟫ (disregarded entity)
5  Address: ⟦ADDRESS|2218 Ponce De Leon Ave NE, Apt 4, Atlanta, GA 30307⟧
Part I  Social security number: ⟦SSN|$ssn_5⟧
        Employer identification number: ⟪ein|88-1947312⟫
Requester: ⟪org_name|Silverline Touring Inc.⟫, accounts payable
Signature: ⟦PERSON|D. Pruitt⟧   Date: ⟪signature_date|08/30/2024⟫"""))

TEXTS.append(("it_ticket", """[JIRA] ⟪ticket_id|ITSUP-4471⟫  Locked out of Avid NEXIS after password reset
Reporter: ⟦PERSON|Hollis Vance⟧ (assistant editor)   Assignee: ⟦PERSON|pnakamura⟧
Env: ⟪software_version|Media Composer 2024.6⟫, workstation ⟪hostname|EDIT-BAY-07⟫ (⟦IP_ADDRESS|10.12.40.87⟧)

Desc: tried the temp password ⟦PASSWORD|Sprocket#2024⟧ that ⟦PERSON|Paul⟧ sent, NEXIS says account disabled. need access before ⟪deadline|4pm lock⟫ for the ep 5 turnover!!
Comment (⟦PERSON|pnakamura⟧): re-enabled, please change it at first login. Do not send passwords in tickets."""))

TEXTS.append(("press_accreditation", """press_accreditation_export.csv (⟪event_name|Brightwater Fields 2025⟫)
id,name,outlet,email,mobile,pass
⟪accreditation_id|PR-0031⟫,⟦PERSON|Hana Sato⟧,⟪org_name|NME⟫,⟦EMAIL|hana.sato@nme.com⟧,⟦PHONE|07388 512 964⟧,PHOTO-PIT
PR-0032,⟦PERSON|Louis Abara⟧,⟪org_name|Clash Magazine⟫,⟦EMAIL|louis.abara@clashmusic.com⟧,,WEEKEND
PR-0033,⟦PERSON|Greta Holm⟧,freelance,⟦EMAIL|gretaholm.photo@gmail.com⟧,⟦PHONE|+46 70 318 44 27⟧,PHOTO-PIT"""))

TEXTS.append(("podcast_transcript", """[00:14:02] ⟦PERSON|MAYA⟧: ...and you only found out last year?
[00:14:05] ⟦PERSON|JOE⟧: Yeah, I was diagnosed with ⟦MEDICAL|ADHD⟧ at thirty-four, on tour in ⟪place_name|Leeds⟫ of all places. The doctor put me on ⟦MEDICAL|methylphenidate⟧ and I cried in the car park because suddenly I could read a set list.
[00:14:19] ⟦PERSON|MAYA⟧: That's huge. And your mum had the same thing?
[00:14:22] ⟦PERSON|JOE⟧: She had ⟦MEDICAL|undiagnosed dyslexia⟧ her whole life, yeah. Anyway - this episode is brought to you by ⟪sponsor_name|Hushly earplugs⟫, code ⟪promo_code|OFFTHERECORD15⟫."""))

TEXTS.append(("stripe_webhook_payload", """POST /hooks/stripe  200  (⟪event_id|evt_1PqR7sLk8sVbT01bX2c4mN9a⟫)
{
  "type": "checkout.session.completed",
  "data": {"object": {
    "id": "⟪checkout_session_id|cs_live_a1B2c3D4e5F6g7H8i9J0kLmN⟫",
    "amount_total": 18950,
    "currency": "gbp",
    "customer_details": {
      "name": "⟦PERSON|Aurelio Santos⟧",
      "email": "⟦EMAIL|aurelio.santos88@gmail.com⟧",
      "phone": "⟦PHONE|+447955108342⟧",
      "address": {"line1": "⟦ADDRESS|Flat 9, 3 Mill Lane, Brighton BN1 5QE⟧"}
    },
    "metadata": {"tier": "⟪ticket_tier|Weekend Camping + Parking⟫", "order": "⟪order_id|BWF25-004417⟫"},
    "payment_method_details": {"card": {"brand": "visa", "last4": "⟪card_last4|4417⟫"}}
  }}
}"""))

TEXTS.append(("docker_compose", """# docker-compose.yml - casting DB on the office NAS (⟪org_name|Redfern Management⟫)
services:
  db:
    image: ⟪docker_image|mariadb:10.11⟫
    environment:
      MYSQL_ROOT_PASSWORD: ⟦PASSWORD|Redf3rn!rootNAS⟧
      MYSQL_USER: castingapp
      MYSQL_PASSWORD: ⟦PASSWORD|talent-db-7781⟧
    ports: ["⟪port|3306⟫:3306"]
  app:
    image: redfern/casting-app:⟪version|1.9.3⟫
    environment:
      AIRTABLE_TOKEN: ⟦APIKEY|$airtable_1⟧
      AIRTABLE_BASE: ⟪airtable_base_id|appX8k2LmQ9vT4rZs⟫"""))

TEXTS.append(("airbnb_message", """Host ⟦PERSON|Marguerite⟧ · Today 14:20
Welcome to the band house! Address is ⟦ADDRESS|Maison Les Tilleuls, 14 chemin des Vignes, 84220 Gordes⟧. Key safe is left of the blue door, code ⟦PASSWORD|2580⟧. Wifi "Tilleuls_5G", password ⟦PASSWORD|lavande2024⟧.
Please no amps in the garden after 22h, the neighbours are very sensitive 🙏 If any problem call me ⟦PHONE|+33 6 72 18 40 95⟧.
Check-out ⟪checkout_time|11:00⟫ Sunday. Booking ⟪booking_ref|HMQ8ZT4XPA⟫."""))

TEXTS.append(("logcat_crash", """⟪timestamp|10-14 22:41:07.332⟫ E/AndroidRuntime(⟪process_id|28814⟫): FATAL EXCEPTION: main
Process: ⟪package_name|fm.longwave.app⟫, PID: 28814
java.lang.IllegalStateException: Profile sync failed for user ⟦EMAIL|dmitri.volkov.music@yandex.ru⟧
    at fm.longwave.profile.SyncWorker.doWork(SyncWorker.kt:⟪line_number|88⟫)
    at androidx.work.CoroutineWorker$startWork$1.invokeSuspend(CoroutineWorker.kt:68)
10-14 22:41:07.335 D/Auth: refresh_token=⟦SECRET|$sess_1⟧ device=⟪device_model|Pixel 7a⟫ build=⟪build_number|5.2.0 (5020114)⟫"""))

TEXTS.append(("bank_notification", """Your payment has been sent ✅

Amount: ⟦AMOUNT|€2,150.00⟧
To: ⟦PERSON|Jakob Brandt⟧
IBAN: ⟦IBAN|$iban_de2⟧
Reference: ⟪payment_reference|BACKLINE WK41⟫
Date: ⟪transaction_date|14.10.2024⟫, 09:12
Sent from your account ending ⟪masked_account|···· 3381⟫. If you didn't make this payment call us on ⟦PHONE|+49 30 2540 9000⟧."""))

TEXTS.append(("audition_signin", """AUDITION SIGN-IN - ⟪production_title|Guys & Dolls⟫ (UK tour) - ensemble dance call - ⟪studio_name|Pineapple Studios⟫ Studio 9

#   Name                Agent / self-rep        Contact
⟪candidate_number|014⟫ ⟦PERSON|Kemi Ashworth⟧       ⟪org_name|Urban Talent⟫            ⟦PHONE|020 7613 8844⟧
015 ⟦PERSON|Luca Benedetti⟧      self                    ⟦PHONE|07466 319 022⟧
016 ⟦PERSON|Tallulah Frost⟧      ⟪org_name|MGA⟫                     ⟦EMAIL|tallulah.frost@mga-agency.co.uk⟧
017 ⟦PERSON|Ji-woo Park⟧         self                    ⟦PHONE|07399 228 507⟧  (⟦MEDICAL|sprained left ankle⟧, strapped)"""))

TEXTS.append(("festival_submission_form", """Submission ⟪submission_id|FF-2024-118274⟫ - Short Film - ⟪event_name|Northern Lights Short Film Festival⟫
Title: "⟪film_title|What The Tide Keeps⟫"  Runtime: 14:32  Country: UK
Director: ⟦PERSON|Wren Castellanos⟧
Contact email: ⟦EMAIL|wren@castellanosfilms.com⟧   Phone: ⟦PHONE|07580 633 104⟧
Private screener: ⟪video_url|https://vimeo.com/918273645⟫   Screener password: ⟦PASSWORD|tidekeeps!14⟧
Entry fee paid: ⟪entry_fee|£25.00 (early bird)⟫"""))

TEXTS.append(("studio_wifi_note", """Welcome to ⟪studio_name|Dock Street Sound⟫ 🎛
Guest wifi: ⟪wifi_ssid|DSS-Guest⟫  /  ⟦PASSWORD|bounce2tape⟧
Control room wifi (engineers only): DSS-CR / ⟦PASSWORD|Neve8078isLife!⟧
Tape op on shift today: ⟦PERSON|Orla⟧ - ⟦PHONE|07712 004 381⟧
Rates: ⟪hourly_rate|£45/hr⟫ live room, ⟪day_rate|£380/day⟫ lockout. Please don't move the ⟪equipment_model|U47⟫."""))

TEXTS.append(("card_authorisation_form", """CREDIT CARD AUTHORISATION - incidentals
Property: ⟪hotel_name|The Gresham, Dublin⟫    Folio: ⟪folio_number|F-778120⟫
Guest: ⟦PERSON|Saoirse Breen⟧ (crew, ⟪production_title|Blackwater⟫)
Cardholder: ⟦PERSON|Saoirse M Breen⟧
Card number: ⟦CARD|$card_m1⟧   Exp: ⟪card_expiry|11/26⟫   CVC: ⟦CVV|518⟧
Authorised up to ⟦AMOUNT|€500⟧ for incidentals, 12-15 Nov.
Signature: ⟦PERSON|S. Breen⟧"""))

TEXTS.append(("git_diff", """diff --git a/app/src/config/maps.ts b/app/src/config/maps.ts
index ⟪commit_sha|3e91c0a⟫..⟪commit_sha|f27b4d1⟫ 100644
--- a/app/src/config/maps.ts
+++ b/app/src/config/maps.ts
@@ -1,6 +1,6 @@
 // festival site map (Brightwater app ⟪version|4.0.0-beta.3⟫)
-export const MAPS_KEY = "⟪example_key|AIzaSyA-REPLACE-ME-dev-only-000000000⟫";
+export const MAPS_KEY = "⟦APIKEY|$aiza_1⟧";
 export const SITE_CENTER = { lat: ⟪coordinates|52.6211⟫, lng: -1.1372 };
 // TODO(⟦PERSON|sbreen⟧): restrict key to the app bundle id"""))

TEXTS.append(("telegram_bot_log", """2024-11-02 10:31:44 INFO merchbot starting, token=⟦APIKEY|$tg_1⟧
2024-11-02 10:33:12 INFO new order ⟪order_id|M-55190⟫ from chat ⟪chat_id|-1001874421336⟫
2024-11-02 10:33:12 INFO ship to: ⟦PERSON|Elif Kaya⟧, ⟦ADDRESS|Landsberger Str. 118, 80339 München⟧, tel ⟦PHONE|+49 176 3318 2204⟧
2024-11-02 10:33:13 INFO items: ⟪sku|TS-BLK-L⟫ x1, ⟪sku|VINYL-LTD-RED⟫ x1
2024-11-02 10:33:15 WARN paypal ipn from ⟦IP_ADDRESS|173.0.82.126⟧ delayed"""))

TEXTS.append(("ad_booking_email", """Hi ⟦PERSON|Tomasz⟧,

Thanks for the interest in a host-read on ⟪podcast_name|Off The Record⟫. Our rate card for Q1: ⟪rate_card_price|£28 CPM⟫ pre-roll, ⟪rate_card_price|£35 CPM⟫ mid-roll, min. 3 episodes. Average downloads are ⟪download_count|41,000⟫ per ep in the first 30 days.
If you want to go ahead I'll send the IO over - just confirm billing contact is still ⟦EMAIL|t.wierzbicki@hushly.co⟧.

Cheers,
⟦PERSON|Beth Aldana⟧ · Partnerships · ⟪org_name|Longwave Audio Network⟫ · ⟦PHONE|+44 20 3907 1142⟧"""))

TEXTS.append(("commission_statement", """⟪org_name|Meridian Models⟫ - Model Earnings Statement - ⟪statement_period|September 2024⟫
Model: ⟦PERSON|Anouk de Wit⟧   Model no. ⟪model_number|MM-0488⟫

Job         Client                       Days
⟪job_code|J-24-3310⟫   ⟪client_name|COS SS25 lookbook⟫            2
J-24-3342   ⟪client_name|Vogue NL editorial⟫           1
Gross billed by agency: ⟪agency_invoice_total|€4,600.00⟫   Commission 20%: ⟪agency_commission|€920.00⟫
Net payable to model: ⟦AMOUNT|€3,680.00⟧
Paid to ⟦IBAN|$iban_nl1⟧ on 05-10-2024. BSN on file: ⟦NATIONAL_ID|$bsn_1⟧."""))

TEXTS.append(("onboarding_notes", """new hire - venue production (⟪org_name|Silverline Touring Inc.⟫) - HR notes, ⟦PERSON|Marisol Vega⟧ entered 9/3
Employee: ⟦PERSON|Keanu Halvorsen-Reyes⟧   DOB ⟦DATE_OF_BIRTH|06/21/1997⟧
SSN ⟦SSN|$ssn_6⟧ (I-9 list B/C docs seen: DL + SS card)
Home: ⟦ADDRESS|915 W Mitchell St, Apt 2B, Austin, TX 78704⟧   cell ⟦PHONE|(512) 736-0419⟧
Position: rigger, ⟦AMOUNT|$34.50⟧/hr, starts ⟪start_date|9/16⟫. Drug screen cleared. Badge ⟪badge_number|SL-1187⟫."""))

TEXTS.append(("security_note", """Saved note - "DON'T LOSE - label admin 2FA"
Halfmoon Records Google Workspace admin (⟦EMAIL|admin.kvogt@halfmoonrecords.de⟧)
backup codes:
⟦SECRET|$rec_1⟧
⟦SECRET|$rec_2⟧
⟦SECRET|$rec_3⟧
authenticator setup key: ⟦SECRET|$totp_2⟧
(old phone was ⟪device_model|iPhone 12 mini⟫, factory reset ⟪reset_date|3 Jan⟫)"""))

TEXTS.append(("lighting_network_notes", """ARTNET / sACN patch - ⟪tour_name|Glasshouse Winter Run⟫ - LD ⟦PERSON|Kofi Mensah⟧
console   ⟪console_model|grandMA3 full-size⟫  sw ⟪software_version|2.0.2.0⟫   ⟦IP_ADDRESS|2.44.18.10⟧
backup    grandMA3 light         sw 2.0.2.0   ⟦IP_ADDRESS|2.44.18.11⟧
nodes     ⟪device_model|Luminex GigaCore 16Xt⟫  ⟦IP_ADDRESS|2.44.18.20⟧-.23
!! DO NOT use the example addresses from the manual (⟪doc_ip|192.0.2.10⟫, ⟪doc_ip|198.51.100.7⟫) - they're not on our subnet
wifi for the iPad remote: ⟦PASSWORD|GH-focus-2024⟧"""))

TEXTS.append(("volunteer_application", """VOLUNTEER APPLICATION ⟪application_id|VOL-25-0932⟫ - ⟪event_name|Brightwater Fields 2025⟫
Name: ⟦PERSON|Ciaran Doherty⟧    DOB: ⟦DATE_OF_BIRTH|30/04/2003⟧
Email: ⟦EMAIL|ciarandoherty03@hotmail.com⟧
Preferred team: ⟪team_name|Litter Picks & Recycling⟫
Anything we should know to keep you safe? I have ⟦MEDICAL|epilepsy⟧, well controlled on ⟦MEDICAL|lamotrigine⟧ - no strobe areas please
Emergency contact: ⟦PERSON|Niamh Doherty⟧ (mum) ⟦PHONE|028 9066 1047⟧
Deposit (refundable after 3 shifts): ⟦AMOUNT|£75⟧ paid"""))

TEXTS.append(("payroll_csv", """teacher_payroll_oct.csv - ⟪org_name|Liffey School of Dance⟫
staff_id,name,iban,hours,gross_eur
⟪staff_id|T07⟫,⟦PERSON|Aoife Gallagher⟧,⟦IBAN|$iban_ie1⟧,42,⟦AMOUNT|€1,092.00⟧
T11,⟦PERSON|Rory Quinlan⟧,PENDING,18,⟦AMOUNT|€468.00⟧
# ^ ⟦PERSON|Rory⟧'s old account closed, hold his pay until the new form comes back"""))

TEXTS.append(("insurance_claim", """Claim form ⟪claim_number|CLM-2024-77813⟫ - Personal effects (crew)
Policy holder: ⟪org_name|Saltmarsh Pictures Ltd⟫, policy ⟪policy_number|PRD-88102-SP⟫
Claimant: ⟦PERSON|Jonah Fairweather⟧, DoP
What happened: my personal laptop bag was taken from the unit base on ⟪incident_date|8 Oct⟫; police ref ⟪police_ref|NY-20241008-0431⟫.
Items: ⟪product_name|MacBook Pro 14" M3⟫, two drives, light meter.
Amount claimed: ⟦AMOUNT|£3,240⟧ less ⟪policy_excess|£250 excess⟫.
Pay to claimant's account: ⟦IBAN|$iban_gb2⟧"""))

TEXTS.append(("chaperone_licence_application", """CHILD PERFORMANCE LICENCE - application to ⟪org_name|Leeds City Council⟫
Production: ⟪production_title|Ferryman⟫ (⟪org_name|Saltmarsh Pictures Ltd⟫)   Role: YOUNG C
Child: ⟦PERSON|Alfie Whitcombe⟧   born ⟦DATE_OF_BIRTH|9 November 2012⟧
Home address: ⟦ADDRESS|88 Otley Old Road, Leeds LS16 6HN⟧
School: ⟪org_name|Lawnswood School⟫, head of year Mrs ⟦PERSON|Patel⟧
Parent: ⟦PERSON|Deborah Whitcombe⟧ ⟦PHONE|07856 301 772⟧
Health: ⟦MEDICAL|hay fever⟧ (⟦MEDICAL|cetirizine⟧ as needed); otherwise fit to perform
Days requested: 14 across ⟪date_range|3 Mar - 11 Apr⟫. Licensed chaperone: ⟦PERSON|Pauline Crossley⟧ (licence ⟪chaperone_licence_no|CH/LCC/2291⟫)"""))

TEXTS.append(("readme_snippet", """## Local setup

Copy `.env.example` to `.env`. The example file ships with the public sample values from the vendor docs, e.g.

    AWS_ACCESS_KEY_ID=⟪example_key|AKIAIOSFODNN7EXAMPLE⟫
    AWS_SECRET_ACCESS_KEY=⟪example_key|wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY⟫
    STRIPE_KEY=⟪example_key|sk_test_4eC39HqLyjWDarjtT1zdp7dc⟫

Run `make dev` and open http://⟪loopback_ip|127.0.0.1⟫:⟪port|5173⟫. The API mock listens on ⟪doc_ip|198.51.100.23⟫ in the docker network diagram - that's illustrative only.
Requires Node ⟪version|20.x⟫ and ffmpeg ⟪version|6.1⟫."""))

TEXTS.append(("tour_settlement", """SETTLEMENT - ⟪venue_name|O2 Academy Bristol⟫ - ⟪show_date|19/10/2024⟫ - ⟦PERSON|Marlowe Kane⟧ (solo)
Tickets sold 1,712 / ⟪venue_capacity|1,800⟫   Gross box office ⟪org_gross_revenue|£44,512.00⟫
Venue costs (agreed) ⟪org_costs|£9,850.00⟫
Artist guarantee ⟦AMOUNT|£12,000.00⟧ vs 85% after costs
Artist total due ⟦AMOUNT|£17,913.20⟧ - paid to artist's account on the night? NO, BACS Monday
Signed for venue: ⟦PERSON|Gail Redmond⟧   for artist: ⟦PERSON|Sam Whitlock⟧ (TM)"""))

TEXTS.append(("payroll_email_ca", """Subject: RE: T4 missing - ⟦PERSON|Aditi Raman⟧

Hi ⟦PERSON|Aditi⟧, sorry about that. The T4 for your ⟪tax_year|2023⟫ camera-assist contract went to your old address. I've updated it to ⟦ADDRESS|2207-1151 Richards St, Vancouver, BC V6B 3E7⟧.
Can you confirm your SIN is ⟦NATIONAL_ID|$sin_1⟧? Payroll has ⟦NATIONAL_ID|$sin_2⟧ on one of the slips, which I think is ⟦PERSON|Dmitri⟧'s.
Total employment income on the slip: ⟦AMOUNT|CAD 38,420.55⟧.

⟦PERSON|Joanne Beaulieu⟧ | Payroll | ⟪org_name|North Shore Studios⟫"""))

TEXTS.append(("visa_paperwork_email", """Subject: O-1/P-3 docs for ⟦PERSON|Ananya Krishnan⟧ (Bharatanatyam, ⟪event_name|Jacob's Pillow⟫ residency)

Dear Mr ⟦PERSON|Lindqvist⟧,

Attaching the scans you asked for. Passport ⟦PASSPORT|$pp_in1⟧, valid to 2031. Her Aadhaar is ⟦NATIONAL_ID|$aadhaar_1⟧ - the consulate form asks for it as the national ID.
Date of birth ⟦DATE_OF_BIRTH|17-Aug-1995⟧, place of birth ⟪place_name|Chennai⟫.
The dance company's ⟪org_name|Nrityagram⟫ support letter is attached as PDF (⟪file_name|support_letter_signed.pdf⟫).

Regards,
⟦PERSON|S. Venkataraman⟧ (company manager) - ⟦PHONE|+91 98450 21377⟧"""))

TEXTS.append(("slack_app_config", """# setlist-bot - posts tonight's set list to #crew at soundcheck
SLACK_BOT_TOKEN=⟦APIKEY|$xoxb_1⟧
SLACK_SIGNING_SECRET=⟦SECRET|$slack_signing1⟧
SLACK_APP_ID=⟪app_id|A07QK3M2B9T⟫
DEFAULT_CHANNEL=⟪channel_id|C05R2LQ8J1D⟫
# owner: ⟦PERSON|Lou Tremblay⟧ <⟦EMAIL|lou@glasshouseband.com⟧>"""))

TEXTS.append(("jupyter_cell", """In [7]:
import os, openai, anthropic
# transcripts for ep 340-345, summaries for show notes
os.environ["OPENAI_API_KEY"] = "⟦APIKEY|$openai_1⟧"
client_b = anthropic.Anthropic(api_key="⟦APIKEY|$anthropic_1⟧")
AUDIO_DIR = "/Users/⟦PERSON|bethaldana⟧/Longwave/⟪folder_name|OTR_S4⟫/raw"

Out[7]: loaded 6 files, 4h 12m total, est. cost ⟪estimated_cost|$3.80⟫"""))

TEXTS.append(("newsletter_config", """{
  "provider": "mailchimp",
  "api_key": "⟦APIKEY|$mailchimp_1⟧",
  "audience_id": "⟪audience_id|8f3a1c27d4⟫",
  "from_name": "Glasshouse",
  "reply_to": "⟦EMAIL|kit.delacroix@cobalt-mgmt.com⟧",
  "double_opt_in": true,
  "template_version": "⟪version|v12⟫"
}"""))

TEXTS.append(("freelancer_invoice_se", """FAKTURA / INVOICE  nr ⟪invoice_no|2024-031⟫
⟦PERSON|Freya Lindqvist⟧ - fotograf
⟦ADDRESS|Hornsgatan 62, 118 21 Stockholm⟧
Personnummer: ⟦NATIONAL_ID|$pnr_1⟧  F-skatt approved
To: ⟪org_name|Nordic Noir Productions AB⟫, org.nr ⟪company_reg_no|559312-4471⟫
Unit stills, 4 days, ⟪production_title|Isvägen⟫ ep 1-2
Total: ⟦AMOUNT|SEK 38 400⟧ (excl. moms)
Payment to ⟦IBAN|$iban_se1⟧ within 30 days."""))

TEXTS.append(("crew_contract_pl", """CREW DEAL MEMO - ⟪production_title|Blackwater⟫ - Lighting dept
Name: ⟦PERSON|Zofia Wierzbicka⟧    Role: gaffer
Date of birth: ⟦DATE_OF_BIRTH|03.09.1994⟧   PESEL: ⟦NATIONAL_ID|$pesel_1⟧
Address: ⟦ADDRESS|ul. Długa 17/4, 31-147 Kraków⟧
Weekly rate: ⟦AMOUNT|€2,300⟧ (6-day week), OT per ⟪agreement_name|crew rate card 2024⟫
Kit rental: ⟪kit_rental_rate|€150/wk⟫ (own lamps)"""))

TEXTS.append(("payroll_email_be", """Subject: salary correction - ⟦PERSON|Léa Dubois⟧ (company dancer)

Hi ⟦PERSON|Joris⟧,
⟦PERSON|Léa⟧'s October net was short because her rijksregisternummer was keyed wrong in SD Worx. Correct one is ⟦NATIONAL_ID|$nrn_1⟧ (DOB ⟦DATE_OF_BIRTH|10/02/1986⟧ matches).
Please top her up by ⟦AMOUNT|€412.38⟧ to ⟦IBAN|$iban_be1⟧ this week.
Thanks, ⟦PERSON|Marieke⟧ - admin, ⟪org_name|Compagnie Rosas-Vanden⟫"""))

TEXTS.append(("stunt_performer_profile", """STUNT REGISTER - performer profile (internal)
⟦PERSON|Julien Marchal⟧ - grade: Full member, specialisms: high falls, fire, horse
N° sécu: ⟦NATIONAL_ID|$nir_1⟧
Injury history: ⟦MEDICAL|fractured left wrist⟧ (2022, plated), ⟦MEDICAL|concussion⟧ Feb 2023 - cleared by neuro
Day rate negotiated for ⟪production_title|Les Loups de Lyon⟫: ⟦AMOUNT|€1,150⟧/day + ⟪rate_card_price|€200⟫ per fire burn
Bank: ⟦IBAN|$iban_fr1⟧"""))

TEXTS.append(("location_scout_whatsapp", """[09:14] ⟦PERSON|Thandiwe Nkosi⟧: Morning! Found the farmhouse for the flashback scenes, 40 min from ⟪place_name|Stellenbosch⟫. Owner wants ⟪location_fee|R18,000⟫ for 3 days, neg.
[09:15] ⟦PERSON|Thandiwe Nkosi⟧: also finance needs my ID for the contractor form: ⟦NATIONAL_ID|$said_1⟧, born ⟦DATE_OF_BIRTH|27 May 1992⟧ if they ask
[09:20] ⟦PERSON|Pieter⟧: thanks ⟦PERSON|Thandi⟧, your scouting fee ⟦AMOUNT|R6,500⟧ goes out Fri. Call me on ⟦PHONE|+27 82 774 1039⟧ when you're back in signal"""))

TEXTS.append(("tour_onboarding_au", """AU TOUR - crew onboarding (⟪org_name|Southern Cross Touring Pty Ltd⟫, ABN ⟪abn|51 824 753 556⟫)
Name: ⟦PERSON|Liam O'Rourke⟧
TFN: ⟦NATIONAL_ID|$tfn_1⟧
Super fund: ⟪org_name|AustralianSuper⟫ USI ⟪fund_usi|STA0100AU⟫, member no. left blank
Rate: ⟦AMOUNT|AUD 650⟧ per show day, ⟪per_diem_rate|AUD 80⟫ PD
Mobile in AU: ⟦PHONE|0412 775 093⟧"""))

TEXTS.append(("dj_rider", """DJ RIDER + ADVANCE - ⟦PERSON|Dani Brasa⟧ (⟦PERSON|Daniela Souza Brasil⟧)
Set: ⟪set_time|02:00-04:00⟫ ⟪stage_name|Tent 2⟫
Tech: 3x ⟪equipment_model|CDJ-3000⟫ linked, ⟪equipment_model|DJM-V10⟫, booth monitors LOUD
Hospitality: no alcohol, coconut water, ⟦MEDICAL|lactose intolerant⟧
Fee ⟦AMOUNT|€2,800⟧ paid to her management; for the invoice: CPF ⟦NATIONAL_ID|$cpf_1⟧
Contact on the day: ⟦PHONE|+55 11 98734 2206⟧ / ⟦EMAIL|booking@danibrasa.com.br⟧"""))

TEXTS.append(("model_booking_confirmation", """BOOKING CONFIRMATION ⟪booking_ref|SG-BK-0613⟫ - ⟪org_name|Mannequin Asia⟫
Model: ⟦PERSON|Nur Aisyah binte Rahman⟧   NRIC ⟦NATIONAL_ID|$nric_1⟧
Client: ⟪client_name|Charles & Keith⟫ e-comm, 2 days @ ⟪studio_name|Studio Meraki⟫, Tanjong Pagar
Model fee: ⟦AMOUNT|SGD 1,800⟧ (after agency commission)
Call 08:30. Driver: Mr ⟦PERSON|Tan⟧ ⟦PHONE|+65 9127 4480⟧"""))

TEXTS.append(("crew_registration_hk", """⟪event_name|Clockenflap⟫ - local crew registration (stage 2)
Full name (as on ID): ⟦PERSON|CHAN Wing Yan⟧   English name: ⟦PERSON|Vivian⟧
HKID: ⟦NATIONAL_ID|$hkid_1⟧
Mobile: ⟦PHONE|+852 9183 4406⟧   Email: ⟦EMAIL|vivian.chan.wy@gmail.com⟧
Role: stagehand, shifts ⟪shift_code|D1-D3 AM⟫. Wristband ⟪wristband_type|CREW-ALL-AREAS⟫ issued at ⟪place_name|Central Harbourfront⟫ gate 4."""))

TEXTS.append(("github_issue_comment", """**⟦PERSON|mkvasnicka⟧** commented on #⟪issue_number|318⟫ · ⟪commit_sha|9d4e2b7⟫

still getting 401 from the upload action after the org migration. my workflow env is

```
UPLOAD_TOKEN: ⟦APIKEY|$ghfg_1⟧
REPO: ⟪repo_name|halfmoon-rec/stem-vault⟫
```

**⟦PERSON|dvolkov⟧** commented
@⟦PERSON|mkvasnicka⟧ you just pasted a live token in a public issue 😬 revoke it now, I've hidden the comment. fine-grained tokens need the org to approve them, see ⟪doc_link|docs/tokens.md⟫"""))

TEXTS.append(("gitlab_ci_variables", """$ cat ci-vars-export.txt   # exported by ⟦PERSON|lgallagher⟧ for the migration, DELETE AFTER
KEY                       VALUE                               PROTECTED  MASKED
REGISTRY_PUSH_TOKEN       ⟦APIKEY|$glpat_1⟧          true       false
TRANSCODE_BUCKET          ⟪bucket_name|liffey-dance-video-archive⟫         false      false
FFMPEG_VERSION            ⟪version|6.1.1⟫                               false      false"""))

TEXTS.append(("spotify_integration", """spotify:
  # Spotify for Artists reporting pull - Halfmoon roster
  client_id: ⟪client_id|3f9c1a7e0b2d48c6a5e47d19b8c2f041⟫
  client_secret: ⟦SECRET|$spotify_secret1⟧
  redirect_uri: https://⟪hostname|reports.halfmoonrecords.de⟫/callback
  notify: ⟦EMAIL|kerstin.vogt@halfmoonrecords.de⟧
  artists: [⟪artist_id|4Z8W4fKeB5YxbusRsdQVPb⟫, ⟪artist_id|0OdUWJ0sBjDrqHygGUXeCF⟫]"""))

TEXTS.append(("fraud_call_notes", """Call notes - ⟪org_name|Brightwater Fields⟫ ticket hotline ⟦PHONE|0333 014 9920⟧ - agent ⟦PERSON|Kezia⟧
Caller ⟦PERSON|Imran Qureshi⟧ says 4 weekend tickets (⟪order_id|BWF25-006102⟫) bought with his card without permission.
Card he read out: ⟦CARD|$card_a1⟧, CID ⟦CVV|4821⟧ - NB we should never take the CVV on a dispute call, flagged to team lead.
Disputed amount ⟦AMOUNT|£796⟧. Callback ⟦PHONE|07931 640 275⟧. Escalated ⟪escalation_id|ESC-1187⟫."""))

TEXTS.append(("ops_script", """#!/usr/bin/env bash
# weekly-show-board.sh - pulls episode tasks into Notion, bugs into Linear, cover art from Figma
export NOTION_TOKEN="⟦APIKEY|$notion_1⟧"
export LINEAR_API_KEY="⟦APIKEY|$linear_1⟧"
export FIGMA_TOKEN="⟦APIKEY|$figma_1⟧"
NOTION_DB="⟪notion_db_id|1a2f9c7e3b4d4e0f8a6b5c9d0e1f2a3b⟫"
FIGMA_FILE="⟪figma_file_key|kT8mQ2xZr4LpN6wV⟫"
# questions -> ⟦PERSON|Beth⟧ or ⟦EMAIL|podops@longwave.fm⟧
python3 sync.py --since "⟪date_filter|7 days ago⟫\""""))

TEXTS.append(("slack_thread_merch", """⟦PERSON|Kit Delacroix⟧ 16:40
shopify → stripe payouts broke again. ⟦PERSON|Lou⟧ can you swap in the restricted key?
⟦PERSON|Lou Tremblay⟧ 16:52
done: ⟦APIKEY|$stripe_rk1⟧
and the new webhook signing secret is ⟦SECRET|$whsec_2⟧, old one rolled
⟦PERSON|Kit Delacroix⟧ 16:53
legend. order ⟪order_id|#GH-10442⟫ should retry on its own"""))

TEXTS.append(("stage_tech_spec", """MAIN STAGE - TECHNICAL SPECIFICATION (rev ⟪revision|C⟫)
Stage: 18m x 14m, trim height 12m, ⟪load_rating|2.5 t⟫ per motor point, 12 points on the upstage truss.
Power: ⟪power_spec|2 x 400A 3-phase⟫ (sound/lighting separate), Camlock.
PA: ⟪equipment_model|L-Acoustics K2⟫ x 12/side, KS28 x 16 cardioid. FOH at 32m.
Control network: dedicated VLAN ⟪vlan_id|210⟫; show IPs are assigned on the day (example in the manual: ⟪doc_ip|192.0.2.40⟫).
Hire: stage & PA package ⟪price|£18,400⟫ per day + VAT, crew ⟪rate_card_price|£320⟫ per tech per day."""))

TEXTS.append(("release_notes", """PlateVerb Pro ⟪version|2.4.1⟫ - release notes
- fixed crash when loading presets saved in ⟪version|2.3.x⟫ (⟪ticket_id|PVP-1182⟫)
- AU validation on macOS ⟪os_version|14.5⟫
- installer SHA-256: ⟪sha256|a3f1c9e0b27d44e58c61f0a9b3d27e6c4f18d9a07be52c3e16f4a0d9c8b7e215⟫
- licence price unchanged at ⟪price|$149⟫; upgrade from v1 ⟪price|$49⟫
Known issue: Pro Tools ⟪version|2024.3⟫ shows the wrong latency."""))

TEXTS.append(("travel_booking_email", """Subject: flights for festival guest - ⟦PERSON|Rafael Okonkwo-Reis⟧ (jury)

Hi ⟦PERSON|Sunita⟧,
Please book LIS-MAN return for our jury member, out ⟪travel_date|Wed 6 Nov⟫, back Sun 10th. Details as on passport:
Name: ⟦PERSON|OKONKWO-REIS/RAFAEL⟧ MR
DOB: ⟦DATE_OF_BIRTH|1979-04-02⟧
Passport: ⟦PASSPORT|$pp_it1⟧ (Italian)
Pay with the festival Visa ⟦CARD|$card_v4⟧ exp ⟪card_expiry|02/27⟫, security code ⟦CVV|906⟧ - budget cap ⟪budget_cap|£450⟫ per guest.
His mobile for the airline: ⟦PHONE|+351 912 480 337⟧
Thanks! ⟦PERSON|Gwen⟧, guest services, ⟪event_name|Northern Lights Short Film Festival⟫"""))

TEXTS.append(("sms_studio_intake", """From ⟦PHONE|07467 288 510⟧:
hi is this ⟪studio_name|Toybox⟫? its ⟦PERSON|Kieran⟧ from the band ⟪band_name|Marrow⟫, we did the demo w ⟦PERSON|Ollie⟧ last yr. sent the ⟦AMOUNT|£150⟧ deposit for the 14th-16th just now, card ending ⟪masked_card|**** 0923⟫. can u confirm we still get the ⟪equipment_model|Neve 1073⟫ pres?"""))

TEXTS.append(("bug_report", """Bug ⟪ticket_id|CAST-2210⟫: talent portal logs people into someone else's profile
Steps: logged in as ⟦EMAIL|hollis.vance@outlook.com⟧ from ⟦IP_ADDRESS|82.132.240.17⟧, refreshed, saw ⟦PERSON|Priyanka Dutta⟧'s self-tapes.
Cookie at the time (sorry, it's live): connect.sid=⟦SECRET|$sess_2⟧
Suspect the session store: config has JWT_SECRET=⟦SECRET|$jwt_secret1⟧ shared across staging and prod.
Build ⟪build_number|2024.11.04-rc2⟫, Chrome ⟪browser_version|130.0.6723.92⟫"""))
