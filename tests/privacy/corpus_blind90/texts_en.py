# -*- coding: utf-8 -*-
"""blind90 - English texts.  Every text typed by hand.

Markup: ⟦TYPE|value⟧ = labelled span, ⟪kind|value⟫ = decoy, $name = values.VALUES[name].
"""
TEXTS = []

# ---------------------------------------------------------------- part 1
TEXTS += [
("whatsapp_ringing_group", """[⟪timestamp|05:48, 18/05/2024⟫] ⟦PERSON|Gareth Pryce⟧: Nets up at ⟪place_name|Cwm Ivy⟫ by 6. Hut padlock is ⟦PASSWORD|3 8 0 6⟧ now, changed it after the break-in
[05:51, 18/05/2024] ⟦PERSON|Sian Morgan⟧: omw, ⟦PERSON|Dafydd⟧ has the ⟪ring_size|size B⟫ string + my pliers
[05:52, 18/05/2024] ⟦PERSON|Dafydd⟧: still in bed tbh 😴 if the gate's shut ring ⟦PERSON|Sian⟧ on ⟦PHONE|07823 415906⟧
[06:40, 18/05/2024] ⟦PERSON|Gareth Pryce⟧: first bird out, juv blackcap ⟪ring_number|AZT4471⟫, ⟪measurement|17.9 g⟫"""),

("email_with_signature", """Subject: Re: Bat licence training - forms

Hi ⟦PERSON|Priya⟧,

Thanks for sending everything over. Just to confirm what I've got on file for the DBS check:
Full name: ⟦PERSON|Priya Raghunathan⟧
DOB: ⟦DATE_OF_BIRTH|02/11/1989⟧
NI number: ⟦NATIONAL_ID|$nino1⟧
Address: ⟦ADDRESS|Flat 3, 27 Ashgrove Road, Bristol BS6 5LQ⟧

You mentioned you're ⟦MEDICAL|allergic to latex⟧ - please bring your own nitrile gloves, the ones in the kit are ⟪product_code|NG-200-M⟫ and they're latex-lined.

The roost count at ⟪place_name|Leigh Woods⟫ is on the ⟪event_date|14th June⟫, meet 21:15 at the car park.

Best,
⟦PERSON|Tom Hadley⟧
Volunteer Coordinator, ⟪org_name|Avon Bat Group⟫
⟦PHONE|0117 972 4408⟧ | ⟦EMAIL|tom.hadley@avonbats.org.uk⟧"""),

("nginx_access_log", '''⟦IP_ADDRESS|81.174.22.139⟧ - - [⟪timestamp|03/Mar/2024:10:14:22 +0000⟫] "POST /report-casualty HTTP/1.1" 302 0 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_3 like Mac OS X)"
⟦IP_ADDRESS|2a00:23c6:1f04:8e01:4d2:9b7a:61c3:22f0⟧ - - [03/Mar/2024:10:15:07 +0000] "GET /casualty/⟪case_ref|WR24-0311⟫/status HTTP/1.1" 200 1877 "-" "okhttp/4.12.0"
⟦IP_ADDRESS|10.20.0.7⟧ - ⟦PERSON|hfairweather⟧ [03/Mar/2024:10:16:41 +0000] "GET /admin/admissions?page=2 HTTP/1.1" 200 9921 "-" "curl/⟪version|8.5.0⟫"
⟪doc_ip|198.51.100.23⟫ - - [03/Mar/2024:10:17:02 +0000] "GET /wp-login.php HTTP/1.1" 404 153 "-" "python-requests/2.31.0"
⟦IP_ADDRESS|100.87.14.202⟧ - - [03/Mar/2024:10:19:55 +0000] "GET /donate?amount=25 HTTP/1.1" 200 4410 "-" "Mozilla/5.0 (Linux; Android 14)"'''),

("dotenv_config", """# riverwatch dashboard - prod
APP_ENV=production
APP_VERSION=⟪version|2.7.3⟫
DATABASE_URL=postgres://riverwatch:⟦SECRET|Ph0sphate!Tide22⟧@⟦IP_ADDRESS|10.14.2.31⟧:⟪port|5432⟫/samples
DJANGO_SECRET_KEY='⟦SECRET|$sec_django1⟧'
SENDGRID_API_KEY=⟦APIKEY|$ak_sendgrid1⟧
ADMIN_EMAIL=⟦EMAIL|k.oduya@riverwatch-volunteers.org⟧
MAPBOX_PUBLIC_TOKEN=⟪publishable_key|$dec_mapbox_pk1⟫
MAPBOX_SECRET_TOKEN=⟦APIKEY|$ak_mapbox1⟧
SENTRY_RELEASE=⟪commit_sha|$dec_sha1_1⟫"""),

("sms_flood_warden", """From: ⟦PHONE|+44 7531 208 664⟧
⟦PERSON|Bev⟧ it's ⟦PERSON|Ian⟧. River's at ⟪gauge_reading|3.41m⟫ on the ⟪place_name|Hebden Bridge⟫ gauge & rising, EA have put out ⟪flood_warning_code|122WAC953⟫. Can u knock on for Mr ⟦PERSON|Haworth⟧ at ⟦ADDRESS|14 Burnley Road, Mytholmroyd HX7 5LH⟧ - he's ⟦MEDICAL|on home oxygen⟧ (⟦MEDICAL|COPD⟧) n won't hear the siren. His daughter ⟦PERSON|Lorraine⟧ is ⟦PHONE|07946 118 305⟧. Sandbag store code ⟦PASSWORD|1966⟧. Thx"""),

("csv_volunteer_export", """vol_id,name,email,mobile,ice_name,ice_phone,medical,licence_ref
⟪volunteer_id|V-0142⟫,⟦PERSON|Hannah Lister⟧,⟦EMAIL|hannah.lister@gmail.com⟧,⟦PHONE|07834 318522⟧,⟦PERSON|Mark Lister⟧,⟦PHONE|07912 604417⟧,⟦MEDICAL|asthma - blue inhaler⟧ in bag,⟪licence_ref|2023-11482-CLS-CLS⟫
⟪volunteer_id|V-0144⟫,⟦PERSON|Rhiannon Ellis-Beck⟧,⟦EMAIL|rhi.eb@btinternet.com⟧,⟦PHONE|07592 117840⟧,⟦PERSON|Joe Beck⟧,⟦PHONE|01392 438761⟧,⟦MEDICAL|type 1 diabetic⟧,⟪licence_ref|2022-09917-CLS-CLS⟫"""),

("donation_receipt_email", """Thank you, ⟦PERSON|Eleanor⟧!

Your gift to ⟪org_name|Hollybank Wildlife Rescue⟫ has been received.

Receipt no.: ⟪receipt_id|HWR-D-2024-08812⟫
Amount: ⟦AMOUNT|£40.00⟧ (Gift Aid declaration: yes)
Card: ⟪masked_card|Visa •••• 3391⟫
Donor: ⟦PERSON|Eleanor Quayle⟧, ⟦ADDRESS|Rose Cottage, Chapel Lane, Kirk Michael, Isle of Man IM6 1AP⟧

Did you know? ⟪generic_amount|Every £5⟫ feeds a hedgehog in our care for a week.
Registered charity no. ⟪charity_number|1153327⟫"""),

("slack_thread_devops", """#ops-alerts
⟦PERSON|mbrennan⟧  10:02
anyone know why the tree-survey API is 500ing? logs say auth failed for the Airtable base
⟦PERSON|Ruth Okonjo⟧  10:05
I rotated the PAT on friday, new one is ⟦APIKEY|$ak_airtable1⟧ - sorry, forgot to update the secret on ⟪hostname|tsurvey-prod-02⟫
⟦PERSON|mbrennan⟧  10:06
ffs ⟦PERSON|ruth⟧ don't paste tokens in here 🙃
⟦PERSON|Ruth Okonjo⟧  10:07
oops. revoking now. the old alerts webhook is still live too: ⟦SECRET|$sec_hook_slack1⟧
⟦PERSON|Callum⟧  10:11
deployed ⟪version|v3.14.2⟫ with the new key from vault, build ⟪build_id|#4471⟫"""),

("rehab_handover_notes", """Handover - ⟪ward|Ward 2⟫, Sat night
- Hedgehog ⟪patient_id|24-1187⟫ ("⟪pet_name|Conker⟫"): ⟪animal_condition|lungworm⟫, on ⟪animal_medication|Panacur 0.1 ml⟫ day 3/5. Eating well.
- Tawny owl ⟪patient_id|24-1192⟫: ⟪animal_condition|suspected RTA, left wing droop⟫, cage rest.
- Fox cub: ⟪animal_condition|sarcoptic mange⟫, ⟪animal_medication|Advocate⟫ given 18:00.
Staff: ⟦PERSON|Jess Marlowe⟧ left at 7 - she's ⟦MEDICAL|14 weeks pregnant⟧ so pls don't rota her on fox or cat cleaning.
Night vol ⟦PERSON|Aled⟧ cut his hand on the rabbit run, ⟦MEDICAL|3 stitches at A&E⟧ and a ⟦MEDICAL|tetanus booster⟧. Incident form ⟪incident_id|INC-0457⟫.
Vet on call: Dr ⟦PERSON|Nkemelu⟧ ⟦PHONE|07701 553 908⟧"""),

("bash_history", """  501  ssh pi@⟦IP_ADDRESS|192.168.1.47⟧
  502  cd /home/⟦PERSON|gwilliams⟧/weewx
  503  sudo systemctl restart weewx
  504  nano /etc/weewx/weewx.conf
  505  curl -s "https://api.openweathermap.org/data/2.5/weather?q=Buxton&appid=⟦APIKEY|$ak_owm1⟧" | jq .main
  506  export WU_KEY=⟦APIKEY|$ak_wu1⟧
  507  echo "station ⟪station_id|IBUXTO14⟫ pw ⟦PASSWORD|wEEwx-Buxt0n!⟧" >> ~/notes.txt
  508  ping -c3 ⟪loopback|127.0.0.1⟫
  509  git log --oneline -1   # ⟪commit_sha|3f9c2ab⟫
  510  sudo apt install python3-ephem=⟪version|4.1.5-1⟫"""),

("hse_incident_ticket", """Ticket ⟪ticket_id|HSE-2291⟫ | Priority: High | Reporter: ⟦PERSON|Sam Whitlock⟧ (⟦EMAIL|sam.whitlock@tamarinvasives.org.uk⟧)
Summary: Giant hogweed sap burn - volunteer
Site: ⟪site_code|TAM-R07⟫, east bank below ⟪place_name|Gunnislake⟫ weir
Injured person: ⟦PERSON|Keira Ndlovu⟧, ⟦PHONE|07488 203 117⟧
Injury: ⟦MEDICAL|phytophotodermatitis on both forearms⟧, ⟦MEDICAL|2nd degree blistering⟧; seen at ⟪org_name|Derriford⟫ minor injuries, given ⟦MEDICAL|hydrocortisone 1% cream⟧
Cause: gauntlet split at the cuff, PPE batch ⟪batch_number|LOT 88213-B⟫ withdrawn"""),

("json_api_response", """{
  "record_id": "⟪record_id|BR-2024-004417⟫",
  "ring": "⟪ring_number|NX58213⟫",
  "species": "Blue Tit",
  "ringer": {"name": "⟦PERSON|Morag Ferguson⟧", "permit": "⟪permit_number|C-3378⟫", "email": "⟦EMAIL|morag.f@tayringing.org⟧"},
  "finder": {"name": "⟦PERSON|Douglas McAra⟧", "phone": "⟦PHONE|+44 1738 552 019⟧", "address": "⟦ADDRESS|4 Balhousie Street, Perth PH1 5HJ⟧"},
  "found": "⟪event_date|2024-02-17⟫",
  "client_ip": "⟦IP_ADDRESS|86.143.207.54⟧",
  "api_version": "⟪version|1.9.0⟫"
}"""),

("forum_reply", """Re: Davis VP2 console keeps dropping WiFi

Had the same with mine (firmware ⟪firmware_version|3.12.5.2⟫ - and no, that's not an IP lol). Fixed it by giving the WeatherLink Live a static lease: ⟦IP_ADDRESS|192.168.0.212⟧, gateway ⟦IP_ADDRESS|192.168.0.1⟧. The docs example uses ⟪doc_ip|192.0.2.10⟫ which obviously won't work on your LAN.

Also, if anyone's still sending to WOW with the old script, your site key is in the URL in plain text - I could read ⟦PERSON|pete_h⟧'s straight off his screenshot 🙈

PM me or email ⟦EMAIL|mikecrowther.wx@gmail.com⟧ if you get stuck.
⟦PERSON|Mike C⟧ - ⟪place_name|Holmfirth⟫, ⟪elevation|310 m asl⟫"""),

("call_transcript", """[Call 14:22] Operator: Floodline volunteer desk, ⟦PERSON|Nadia⟧ speaking.
Caller: Hi, yeah, it's ⟦PERSON|Trevor Bagshaw⟧, I'm one of the wardens for ⟪place_name|Lower Wharfeside⟫.
Operator: Hi ⟦PERSON|Trevor⟧. Can I take a number in case we get cut off?
Caller: Course, it's ⟦PHONE|oh seven eight one two, four four nine, six oh two⟧.
Operator: Thanks. What's happening?
Caller: Water's at ⟪gauge_reading|2.9 metres⟫ on the board. Mrs ⟦PERSON|Achterberg⟧ at number 9 - she's ⟦MEDICAL|in a wheelchair⟧ and ⟦MEDICAL|on dialysis three times a week⟧, she needs moving before the road goes. Her address is ⟦ADDRESS|9 Riverside Terrace, Otley, LS21 1BG⟧.
Operator: Got it, I'm logging it now, reference ⟪call_ref|FL-24-0932⟫.
Caller: And is the warden store PIN still ⟦PASSWORD|two five eight zero⟧?
Operator: It is, yes."""),

("docker_compose_yaml", """version: "3.9"
services:
  batdetect:
    image: ghcr.io/batsurvey/batdetect2:⟪image_tag|1.0.8⟫
    environment:
      - HF_TOKEN=⟦APIKEY|$ak_hf1⟧
      - AWS_ACCESS_KEY_ID=⟦APIKEY|$ak_aws1⟧
      - AWS_SECRET_ACCESS_KEY=⟦SECRET|$sec_aws1⟧
      - S3_BUCKET=⟪bucket_name|batsurvey-recordings-2024⟫
  db:
    image: postgres:16
    environment:
      POSTGRES_USER: batuser
      POSTGRES_PASSWORD: ⟦PASSWORD|N0ctule&Pip2024⟧
    ports:
      - "⟪port|5433⟫:5432"
# maintained by ⟦PERSON|Ifeoma Chukwu⟧ <⟦EMAIL|ifeoma@batsurvey.net⟧>"""),

("committee_minutes", """⟪org_name|Friends of Hagg Wood⟫ - Committee minutes, ⟪meeting_date|9 April 2024⟫
Present: ⟦PERSON|J. Ackroyd⟧ (chair), ⟦PERSON|Beverley Stansfield⟧, ⟦PERSON|Rana Qureshi⟧, ⟦PERSON|Tim O'Driscoll⟧ (treasurer)
Apologies: ⟦PERSON|Wendy Pugh⟧ (⟦MEDICAL|hip replacement⟧ last week, recovering well)
1. Treasurer's report: balance ⟪org_total|£8,412.77⟫, no change to subs.
2. ⟦PERSON|Tim⟧ reported that ⟦PERSON|Beverley⟧ is still owed ⟦AMOUNT|£63.40⟧ for the tree guards she bought; to be paid by BACS to her account ⟦IBAN|$iban_gb1⟧.
3. Chainsaw course quote from ⟪org_name|Pennine Arb Training⟫: ⟪quote_price|£185 per person⟫ - agreed to fund two places.
4. AOB: ⟦PERSON|Rana⟧ to renew the public liability policy ⟪policy_number|PL-77310422⟫."""),

("web_form_submission", """New submission - Report an injured animal
Your name: ⟦PERSON|Kwame Boateng⟧
Phone: ⟦PHONE|07958 331 240⟧
Email: ⟦EMAIL|kboateng88@yahoo.co.uk⟧
Where is the animal?: layby on the ⟪road_name|A38⟫ near ⟪place_name|Bovey Tracey⟫
Species: badger (adult?)
Condition: ⟪animal_condition|can't use back legs, breathing ok⟫
Are you safe to wait?: yes
Submitted from ⟦IP_ADDRESS|92.40.188.17⟧ at ⟪timestamp|2024-03-21T22:47:09Z⟫ via form ⟪form_id|gf_7⟫"""),

("sole_trader_invoice", """INVOICE ⟪invoice_number|INV-0093⟫                Date: ⟪invoice_date|28/02/2024⟫
From: ⟦PERSON|Liesel Brandt⟧ (sole trader, bat ecology)
      ⟦ADDRESS|11 Mount Pleasant, Lampeter SA48 7BH⟧
To:   ⟪org_name|Teifi Valley Woodland Trust⟫

Emergence surveys x3 @ ⟪unit_price|£220⟫ ........ 660.00
Mileage 142 mi @ ⟪unit_price|45p⟫ ............. 63.90
TOTAL DUE: ⟦AMOUNT|£723.90⟧

Please pay within 30 days to ⟦PERSON|L Brandt⟧, ⟦IBAN|$iban_gb2⟧"""),

("python_traceback", """Traceback (most recent call last):
  File "/home/⟦PERSON|lwanjiru⟧/wq-sync/sync.py", line ⟪line_number|88⟫, in <module>
    push_samples(conn, batch)
  File "/home/⟦PERSON|lwanjiru⟧/wq-sync/sync.py", line 41, in push_samples
    r.raise_for_status()
requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://api.riverfly.example/v2/samples?sample_id=⟪sample_id|WQ-3318-A⟫
DEBUG pid=⟪pid|31877⟫ token=⟦APIKEY|$ak_jwt1⟧ user=⟦EMAIL|l.wanjiru@riverflyers.org⟧ host=⟦IP_ADDRESS|172.19.4.16⟧"""),

("printed_leaflet", """FOUND A BAT? (leaflet ⟪version|v4.2⟫, printed ⟪print_date|March 2023⟫)
Bats in Britain are protected. Never pick one up with bare hands - a rabies-like virus (⟪disease_leaflet|EBLV-2⟫) has been found in ⟪species|Daubenton's bats⟫.
Put it in a shoebox with air holes and a tea towel, keep it somewhere quiet and call your local bat carer.
Rehabilitators may use ⟪drug_leaflet|meloxicam 0.5 mg/ml⟫ under vet guidance only; do NOT give water by syringe.
Want to help? A woodcrete bat box costs ⟪price|£12.50⟫ from our shop (order code ⟪product_code|BB-SCHW-1FF⟫)."""),

("voicemail_transcript", '''Voicemail from ⟦PHONE|01629 814 337⟧, length ⟪duration|2 min 14 s⟫:
"Hiya, it's ⟦PERSON|Maureen Tideswell⟧ from the ⟪org_name|Peak Weather Watchers⟫... I've moved, so can you update my address for the newsletter, it's now ⟦ADDRESS|Flat 2, The Old Bakery, 5 Dale Road, Matlock DE4 3LT⟧, and my new email is ⟦EMAIL|maureen dot tideswell at btinternet dot com⟧. Also the subs - they're only ⟪tariff|ten pounds a year⟫ but I paid ⟦AMOUNT|twenty pounds⟧ by mistake, could ⟦PERSON|Keith⟧ refund the difference? Oh, and for the insurance form my date of birth is the ⟦DATE_OF_BIRTH|fourth of August nineteen fifty-one⟧. Ta-ra."'''),
]

# ---------------------------------------------------------------- part 2
TEXTS += [
("course_booking_form", """Ringing course booking - ⟪course_code|RC-24-SPR⟫
Name: ⟦PERSON|Callum Reid⟧
DOB: ⟦DATE_OF_BIRTH|1997-08-03⟧
Email: ⟦EMAIL|callum.reid97@gmail.com⟧
Dietary / medical: ⟦MEDICAL|coeliac⟧, ⟦MEDICAL|carries an EpiPen (peanut allergy)⟧
Course fee: ⟪price|£145⟫ members, ⟪price|£165⟫ non-members
Card: ⟦CARD|$card_visa1⟧  CVC ⟦CVV|418⟧
Paid: ⟦AMOUNT|£145.00⟧ - thanks!"""),

("email_us_stipend", """From: ⟦PERSON|Dana Whitaker⟧ <⟦EMAIL|dwhitaker@ozarkbatwatch.org⟧>
To: ⟦EMAIL|treasurer@ozarkbatwatch.org⟧
Subject: stipend paperwork for ⟦PERSON|Luis⟧

Hey - ⟦PERSON|Luis Ortega-Reyes⟧ finally sent his W-9 for the acoustic survey stipend. SSN on it is ⟦SSN|$ssn1⟧, address ⟦ADDRESS|2207 W Maple St, Fayetteville, AR 72701⟧. He's owed ⟦AMOUNT|$1,350⟧ for the summer (45 nights). Can you cut the check before the ⟪event_date|July 4th⟫ weekend?

Also the grant from the ⟪org_name|Walton Family Fdn⟫ came in at ⟪org_total|$48,000⟫, so we're fine for gas money.

⟦PERSON|Dana⟧
⟪org_name|Ozark Bat Watch⟫ · ⟦PHONE|(479) 442-8170⟧"""),

("sql_insert", """INSERT INTO volunteers (id, full_name, email, phone, dob, emergency_contact, notes) VALUES
(⟪db_row_id|311⟫, '⟦PERSON|Agnieszka Wróbel⟧', '⟦EMAIL|aga.wrobel@wp.pl⟧', '⟦PHONE|+48 601 442 913⟧', '⟦DATE_OF_BIRTH|1992-02-08⟧', '⟦PERSON|Tomasz Wróbel⟧', 'PESEL ⟦NATIONAL_ID|$pesel1⟧; ⟦MEDICAL|epilepsy, on lamotrigine⟧'),
(⟪db_row_id|312⟫, '⟦PERSON|Yusuf Demir⟧', '⟦EMAIL|ydemir@hotmail.co.uk⟧', '⟦PHONE|07300 118 772⟧', '⟦DATE_OF_BIRTH|2003-05-17⟧', '⟦PERSON|Ayşe Demir⟧', '⟦MEDICAL|poor night vision⟧ - no solo transects');
-- migrated ⟪timestamp|2024-01-09 18:22:03⟫ by ⟪db_role|etl_service⟫"""),

("markdown_travel_table", """Falsterbo ringing trip - travel details (please check yours!)
| Name | Passport / ID | Nationality | Expiry | DOB |
|---|---|---|---|---|
| ⟦PERSON|MUNRO Eilidh⟧ | ⟦PASSPORT|$pp_gb1⟧ | British | ⟪doc_expiry|03/2031⟫ | ⟦DATE_OF_BIRTH|21/06/1994⟧ |
| ⟦PERSON|MUNRO Rory⟧ | ⟦PASSPORT|$pp_gb2⟧ | British | 11/2028 | ⟦DATE_OF_BIRTH|02/01/1991⟧ |
| ⟦PERSON|BREATHNACH Niamh⟧ | ⟦PASSPORT|$pp_ie1⟧ | Irish | 07/2029 | ⟦DATE_OF_BIRTH|15/09/1988⟧ |
| ⟦PERSON|LINDQVIST Anders⟧ | personnummer ⟦NATIONAL_ID|$pnr1⟧ | Swedish | - | ⟦DATE_OF_BIRTH|25/06/1979⟧ |
Flights ⟪booking_ref|K7TQ9B⟫, ferry ⟪booking_ref|DFDS-5520931⟫. Trip cost per person ⟪quote_price|approx £480⟫."""),

("github_issue", """### Bug: app crashes when uploading Himalayan balsam photos > 10MB

**Version:** ⟪version|0.18.2⟫ (build ⟪build_id|1182⟫) on Pixel 7, Android 14

Logcat excerpt:
```
03-12 19:04:11.882 E/Uploader(⟪pid|8841⟫): POST https://api.inns-mapper.org/v1/records failed 413
03-12 19:04:11.883 D/Uploader(8841): headers={Authorization=Bearer ⟦APIKEY|$ak_jwt2⟧, X-Device=⟪uuid|$dec_uuid1⟫}
03-12 19:04:11.890 D/Uploader(8841): user=⟦PERSON|ejmcallister⟧ lat=⟪site_coordinates|54.5973⟫ lon=⟪site_coordinates|-5.9301⟫ ip=⟦IP_ADDRESS|100.64.12.91⟧
```
Reported by @⟦PERSON|emma-mcallister⟧ - sorry, just realised that bearer token is mine, can a maintainer redact it? cc @⟦PERSON|dkhoury⟧"""),

("whatsapp_bat_walk", """⟦PERSON|Chloe⟧: who's got the ⟪product_name|Echo Meter Touch 2⟫? I left it in ⟦PERSON|Nath⟧'s car I think
⟦PERSON|Nath⟧: yep its here. also my new number is ⟦PHONE|07491 665 028⟧, old phone died
⟦PERSON|Chloe⟧: ta. Mrs ⟦PERSON|Ibbotson⟧ rang again about the ⟪species|soprano pipistrelles⟫ in her loft, she's at ⟦ADDRESS|3 Linden Close, Hebden Bridge HX7 6QT⟧, can someone go Thurs?
⟦PERSON|Raj⟧: I can but not till 8, I've got ⟦MEDICAL|dialysis⟧ till 6
⟦PERSON|Chloe⟧: legend. gate code for the reserve is ⟦PASSWORD|C1947X⟧ btw, detector's on ⟪setting|FS 384 kHz⟫
⟦PERSON|Nath⟧: 🦇🦇"""),

("yaml_weather_bridge", """# /etc/wx-bridge/config.yaml  (owner: ⟦PERSON|hsatterthwaite⟧)
mqtt:
  url: mqtt://wxbridge:⟦SECRET|gl4ss-Barometer_81⟧@⟦IP_ADDRESS|192.168.50.3⟧:⟪port|1883⟫
  topic: weather/⟪station_id|KENDAL-03⟫/loop
netatmo:
  access_token: "⟦APIKEY|$ak_netatmo1⟧"
ambient:
  applicationKey: ⟪application_key|$dec_ambient_app1⟫
  apiKey: ⟦APIKEY|$ak_ambient1⟧
weathercloud:
  wid: ⟪station_id|$dec_wcloud_wid1⟫
  key: ⟦APIKEY|$ak_wcloud1⟧
schema_version: ⟪schema_version|2024.3⟫"""),

("email_refund_request", """Dear Membership team,

I cancelled my membership in January (member no. ⟪membership_number|WT-5581902⟫) but I've been charged again - ⟦AMOUNT|£5.50⟧ on ⟪charge_date|1 Feb⟫ and again on ⟪charge_date|1 Mar⟫. Please refund the ⟦AMOUNT|£11.00⟧ to the card you took it from (⟪masked_card|Mastercard ending ****7719⟫), or to my account ⟦IBAN|$iban_gb3⟧ if that's easier.

My details: ⟦PERSON|Gwendolyn Ashe⟧, ⟦ADDRESS|27 Wellington Road, Shrewsbury SY1 1PP⟧.

Kind regards,
⟦PERSON|Gwen Ashe⟧
⟦PHONE|01743 220 981⟧"""),

("kubernetes_secret", """apiVersion: v1
kind: Secret
metadata:
  name: riverfly-api
  namespace: ⟪k8s_namespace|wq-prod⟫
  annotations:
    owner: ⟦EMAIL|devops@riverflyers.org⟧
type: Opaque
stringData:
  STRIPE_SECRET_KEY: ⟦APIKEY|$ak_stripe1⟧
  STRIPE_WEBHOOK_SECRET: ⟦SECRET|$sec_whsec1⟧
  STRIPE_PUBLISHABLE_KEY: ⟪publishable_key|$dec_pk_live1⟫
  TWILIO_ACCOUNT_SID: ⟪account_sid|$dec_twilio_sid1⟫
  TWILIO_AUTH_TOKEN: ⟦SECRET|$sec_twilio_auth1⟧
  TWILIO_FROM: "⟦PHONE|+44 7480 612044⟧"
  SMTP_PASSWORD: ⟦PASSWORD|Mayfly-Ephemera-9⟧"""),

("ocr_business_card", """[OCR scan, confidence ⟪ocr_confidence|0.91⟫]
DR. ⟦PERSON|ELSPETH VARGA-MOORE⟧
Senior Wildlife Veterinarian
⟪org_name|Tyneside Wildlife Hospital⟫
M: ⟦PHONE|07789 41O 552⟧
T: ⟦PHONE|0191 2O8 4471⟧ (out of hours)
E: ⟦EMAIL|e.varga-moore@tynewildlife.org.uk⟧
⟪url|www.tynewildlife.org.uk⟫ · Reg. charity ⟪charity_number|1098 442⟫
[reverse] Hedgehog helpline ⟦PHONE|0191 208 4400⟧"""),

("teams_chat_flood", """[Teams] Flood Warden Network - ⟪place_name|Tewkesbury⟫
Cllr ⟦PERSON|Sunita Patel⟧: EA have issued ⟪flood_warning_code|031WAF213⟫ for the Avon, level ⟪river_level|4.12 m⟫ and rising. Wardens pls check your vulnerable list.
⟦PERSON|Graham Hollis⟧: on it. Mr & Mrs ⟦PERSON|Okoro⟧ at ⟦ADDRESS|6 Mythe Road, Tewkesbury GL20 6EB⟧ - he's ⟦MEDICAL|blind⟧, she has ⟦MEDICAL|dementia⟧. Son ⟦PERSON|Chidi⟧ on ⟦PHONE|07723 560 819⟧, I'll ring him first.
⟦PERSON|Sunita Patel⟧: thanks. Sandbag store padlock is ⟦PASSWORD|0 4 1 2⟧, same as last winter."""),

("payment_notification", """You received a payment
⟦PERSON|Henrik Solberg⟧ sent you ⟦AMOUNT|£30.00 GBP⟧
Note: "ringing subs 2024 + ⟪ring_order|50 x A rings⟫ for ⟦PERSON|Ingrid⟧"
Transaction ID: ⟪transaction_id|8KX41972TN3350148⟫
Payer email: ⟦EMAIL|henrik.solberg@online.no⟧
Payer address: ⟦ADDRESS|Storgata 14B, 7011 Trondheim, Norway⟧
Fee: ⟪processing_fee|£1.35⟫"""),

("dictation_transcript", """Dictation ⟪dictation_id|DX-0419⟫ - transcribed by ⟦PERSON|Becca⟧
Right, note for the file. Volunteer ⟦PERSON|Marcus Achebe⟧, date of birth ⟦DATE_OF_BIRTH|nineteenth March two thousand⟧, was bitten on the right thumb by the adult female badger, patient ⟪patient_id|24-0663⟫, at about nine fifteen. Wound cleaned, he went to ⟪org_name|Kettering General⟫ and was given ⟦MEDICAL|co-amoxiclav⟧ and a ⟦MEDICAL|tetanus jab⟧. He mentioned he's ⟦MEDICAL|penicillin allergic⟧ - no, scratch that, it's his brother who is, but leave it in. The badger herself is fine, ⟪animal_condition|mild conjunctivitis⟫, ⟪animal_medication|Fucithalmic⟫ twice daily. Next of kin for ⟦PERSON|Marcus⟧ is his partner ⟦PERSON|Lena⟧, ⟦PHONE|zero seven nine six four, one two two, nine eight three⟧. End of note."""),

("ssh_auth_log", """Mar  4 02:11:09 ⟪hostname|wq-logger-01⟫ sshd[⟪pid|2231⟫]: Failed password for invalid user admin from ⟦IP_ADDRESS|45.134.26.79⟧ port ⟪port|51544⟫ ssh2
Mar  4 02:11:12 wq-logger-01 sshd[2233]: Failed password for root from ⟦IP_ADDRESS|218.92.0.112⟧ port 40212 ssh2
Mar  4 07:43:55 wq-logger-01 sshd[2290]: Accepted publickey for ⟦PERSON|okowalczyk⟧ from ⟦IP_ADDRESS|100.101.34.7⟧ port 60122 ssh2: ED25519 SHA256:⟪key_fingerprint|q0ZrX7f3mYgH1p2cVvTt8a6Lk9Jw4Bn5sRdEuQxOe1A⟫
Mar  4 07:44:02 wq-logger-01 sudo:  ⟦PERSON|okowalczyk⟧ : TTY=pts/0 ; PWD=/home/⟦PERSON|okowalczyk⟧ ; USER=root ; COMMAND=/usr/bin/systemctl restart sonde-reader
Mar  4 07:45:10 wq-logger-01 sonde-reader[2301]: connected to sonde ⟪sensor_serial|EXO2-21K104512⟫ at ⟦IP_ADDRESS|10.8.0.14⟧"""),

("handover_secrets_note", """Notes - ⟦PERSON|Fiona⟧'s handover (do NOT forward)
Trust Google Workspace super-admin: ⟦EMAIL|admin@northwoodstrust.org.uk⟧
Backup codes (each works once): ⟦SECRET|$sec_rec1⟧ ⟦SECRET|$sec_rec2⟧ ⟦SECRET|$sec_rec3⟧ ⟦SECRET|$sec_rec4⟧
Authenticator seed for the shared phone: ⟦SECRET|$sec_totp1⟧
Ranger's hut Wi-Fi: SSID ⟪ssid|NWT-Hut-Guest⟫, key ⟦PASSWORD|oakmoss-gall-1874⟧
Domain renews ⟪domain_renewal_date|12 Oct⟫, ~⟪price|£14.99⟫/yr with ⟪org_name|Gandi⟫
Finance contact: ⟦PERSON|Hamish Dunbar⟧ ⟦PHONE|01343 551 902⟧"""),

("ci_build_log", """⟪ci_timestamp|2024-05-02T09:14:55.1204Z⟫ ##[group]Run ./deploy.sh
2024-05-02T09:14:55.1301Z DEPLOY_HOST=⟦IP_ADDRESS|51.148.73.201⟧
2024-05-02T09:14:55.1302Z GH_TOKEN=***
2024-05-02T09:14:56.8840Z + curl -H 'Authorization: token ⟦APIKEY|$ak_ghp1⟧' https://api.github.com/repos/⟪repo_name|batgroup/roost-map⟫/releases
2024-05-02T09:14:57.0021Z + scp -i ~/.ssh/deploy roostmap-⟪version|1.4.0⟫.tar.gz deploy@⟦IP_ADDRESS|51.148.73.201⟧:/srv/
2024-05-02T09:14:58.4410Z ##[warning]GH_TOKEN was printed because of set -x; rotate it!
2024-05-02T09:15:01.0000Z + notify ⟦SECRET|$sec_hook_discord1⟧
2024-05-02T09:15:01.2000Z done in 6.1s, commit ⟪commit_sha|$dec_sha1_2⟫"""),

("google_review", """★★★★★ ⟦PERSON|Jade Kettleborough⟧ · 2 weeks ago
Brought in a swift that crash-landed on our patio. ⟦PERSON|Ollie⟧ on the desk was amazing and explained everything. They even phoned me (⟦PHONE|07403 771 265⟧, I'd put it on the form) to say "⟪pet_name|Zoomer⟫" had been released! Donated ⟦AMOUNT|£25⟧ on the spot. Only niggle: parking on ⟪road_name|Station Rd⟫ is a nightmare.

Response from the owner: Thank you ⟦PERSON|Jade⟧! The whole ⟪org_name|Ashby Swift & Bat Rescue⟫ team loved Zoomer. (Maybe edit your phone number out of the review though 🙂)"""),

("bank_reconciliation_csv", """date,payee,iban,amount,reference,category
⟪txn_date|2024-04-02⟫,⟦PERSON|Nkechi Ume⟧,⟦IBAN|$iban_gb4⟧,⟦AMOUNT|£42.80⟧,⟪payment_ref|EXP-0402-NU⟫,volunteer expenses
2024-04-02,⟦PERSON|Pádraig Ó Conaill⟧,⟦IBAN|$iban_ie1⟧,⟦AMOUNT|€118.00⟧,EXP-0402-PO,volunteer expenses
2024-04-05,⟪org_name|Forestry Supplies Ltd⟫,⟪org_iban|$dec_iban_org1⟫,⟪supplier_payment|£1,944.00⟫,⟪invoice_number|FS-77120⟫,tools
2024-04-09,⟦PERSON|Mathilde Roux⟧,⟦IBAN|$iban_fr1⟧,⟦AMOUNT|€65.50⟧,EXP-0409-MR,volunteer expenses"""),

("sms_thread", """⟦PERSON|Lou⟧ 18:02: traps in at ⟪site_code|R4⟫ to R9, ⟪trap_count|14 signal crayfish⟫ so far
Me 18:05: nice. did ⟦PERSON|Dominic⟧ get his trapping licence sorted?
⟦PERSON|Lou⟧ 18:06: yes, it's ⟪licence_ref|EA/IFM/24/0117⟫. his mobile's ⟦PHONE|07552 884 019⟧ if u need it
Me 18:09: cool. fyi I'm off next wk, ⟦MEDICAL|knee arthroscopy⟧ on tues 🙄
⟦PERSON|Lou⟧ 18:10: ouch! get well soon. ⟦PERSON|Dom⟧ can cover"""),

("curl_telegram_alert", """$ export TG_TOKEN='⟦APIKEY|$ak_tg1⟧'
$ curl -s "https://api.telegram.org/bot${TG_TOKEN}/sendMessage" -d chat_id=⟪chat_id|-1001873344210⟫ -d text="Flood warning ⟪flood_warning_code|062FWF46Harbury⟫ - ⟦PERSON|Kev⟧ & ⟦PERSON|Shaz⟧ pls open the rest centre, call ⟦PERSON|Kev⟧ on ⟦PHONE|07861 204 553⟧"
{"ok":true,"result":{"message_id":⟪message_id|5517⟫,"from":{"is_bot":true,"username":"⟪bot_username|harbury_flood_bot⟫"},"chat":{"title":"⟪group_name|Harbury Flood Wardens⟫","type":"supergroup"}}}"""),

("station_metadata_sheet", """Station metadata - ⟪station_id|WOW 4471109⟫
Instrument: Davis Vantage Pro2 Plus, console fw ⟪firmware_version|1.90⟫, ISS serial ⟪serial_number|AN220310084⟫
Location: ⟪grid_ref|SK 215 745⟫, ⟪elevation|276 m⟫, near ⟪place_name|Hathersage⟫
Rain gauge calibrated ⟪calibration_date|2023-11-04⟫ (tipping bucket ⟪calibration_value|0.2 mm⟫)
Public feed: ⟪doc_url|https://example.org/wx/feed.json⟫
Last record: ⟪timestamp|2024-05-12 06:00Z⟫, temp ⟪measurement|8.4 °C⟫, pressure ⟪measurement|1016.2 hPa⟫"""),
]

# ---------------------------------------------------------------- part 3
TEXTS += [
("slack_dm_private_key", """⟦PERSON|Dev Raman⟧ 21:40
can't get into the rain gauge logger box, which key is it?
⟦PERSON|Ailsa⟧ 21:44
this one, it's the deploy key for ⟪hostname|gauge-pi-3.local⟫ (logger fw ⟪firmware_version|2.3.0⟫):
⟦SECRET|$sec_pem_ssh1⟧
user is ⟦PERSON|ailsa⟧ not pi. delete this after pls
⟦PERSON|Dev Raman⟧ 21:45
in, thx. ip is ⟦IP_ADDRESS|100.93.160.21⟧ on tailscale right?
⟦PERSON|Ailsa⟧ 21:46
ye. host key ⟪key_fingerprint|SHA256:Jf3w9pC1u0qz8fLrT2bXy6NvKmHa4eDsQ7gZ5oWtR1E⟫"""),

("insurance_claim_form", """VOLUNTEER PERSONAL ACCIDENT CLAIM - policy ⟪policy_number|VPA/0098812⟫
Claimant: ⟦PERSON|Thomas Ebbrell⟧
Date of birth: ⟦DATE_OF_BIRTH|17/07/1958⟧
NI No.: ⟦NATIONAL_ID|$nino2⟧
Address: ⟦ADDRESS|The Lodge, Coppice Lane, Cheadle, Stoke-on-Trent ST10 1RX⟧
Injury: ⟦MEDICAL|fractured left wrist (distal radius)⟧, ⟦MEDICAL|in a cast for 6 weeks⟧
Incident: slipped on the wet boardwalk at ⟪site_name|Hawksmoor Wood⟫ on ⟪incident_date|6 Jan 2024⟫
Witness: ⟦PERSON|Carys Bell⟧, ⟦PHONE|07830 552 196⟧
Lost earnings claimed: ⟦AMOUNT|£1,240⟧   (policy excess ⟪policy_excess|£100⟫)
Pay to: ⟦IBAN|$iban_gb5⟧"""),

("facebook_group_post", """FOR SALE (⟪group_name|Norfolk Ringers⟫ members only): 2x ⟪product_code|Ecotone 716/12⟫ mist nets, used one season, ⟪price|£60 each⟫ or ⟪price|£110 the pair⟫. Collect from ⟪place_name|Cley⟫ or I'll post at cost. Text ⟦PHONE|07768 304 921⟧, PayPal to ⟦EMAIL|sgathercole@gmail.com⟧ (⟦PERSON|S. Gathercole⟧).
- ⟦PERSON|Steve⟧

Comments
⟦PERSON|Jo Aldiss⟧: is the pair price including postage?
⟦PERSON|Steve Gathercole⟧: yes ⟦PERSON|Jo⟧, tracked 48"""),

("aws_credentials_file", """# ~/.aws/credentials on ⟦PERSON|npatel⟧'s laptop - copied for the bat call library migration
[default]
aws_access_key_id = ⟦APIKEY|$ak_aws2⟧
aws_secret_access_key = ⟦SECRET|$sec_aws2⟧
region = ⟪aws_region|eu-west-2⟫

[batcalls-readonly]
aws_access_key_id = ⟦APIKEY|$ak_aws3⟧
aws_secret_access_key = ⟦SECRET|$sec_aws3⟧

[docs-example]
aws_access_key_id = ⟪doc_example_key|$dec_aws_example⟫
aws_secret_access_key = ⟪doc_example_key|$dec_aws_example_secret⟫"""),

("phone_screen_notes", """Phone screen - rehab volunteer applicant ⟪application_id|APP-2024-118⟫
Spoke w/ ⟦PERSON|Kayleigh Dunn⟧ on ⟪call_date|4/2⟫, ~20 min. Cell ⟦PHONE|(512) 873-4490⟧.
Address ⟦ADDRESS|1408 Brushy Creek Rd, Apt 6, Cedar Park, TX 78613⟧.
Rabies: ⟦MEDICAL|3-dose rabies PrEP completed 2022⟧, titer ⟦MEDICAL|0.9 IU/mL⟧ (adequate).
Background check consent signed; SSN ⟦SSN|$ssn2⟧, DOB ⟦DATE_OF_BIRTH|11/23/1999⟧.
Mentioned ⟦MEDICAL|anxiety⟧, would prefer not to assist in the euthanasia room.
Reference: her old supervisor at ⟪org_name|Austin Wildlife Rescue⟫, ⟦PERSON|Marisol Vega⟧ ⟦PHONE|512-466-2031⟧."""),

("markdown_rota", """## Flood warden rota - ⟪place_name|Upton-upon-Severn⟫ - Feb
| Week | Warden | Mobile | Backup | Notes |
|------|--------|--------|--------|-------|
| ⟪rota_week|5 Feb⟫ | ⟦PERSON|Alan Jukes⟧ | ⟦PHONE|07971 306 225⟧ | ⟦PERSON|Pam⟧ | key safe ⟦PASSWORD|7713⟧ |
| 12 Feb | ⟦PERSON|Pam Hibbard⟧ | ⟦PHONE|07790 558 102⟧ | ⟦PERSON|Alan⟧ | - |
| 19 Feb | ⟦PERSON|Tunde Bakare⟧ | ⟦PHONE|07412 009 871⟧ | ⟦PERSON|Pam⟧ | away 22-24 (⟦MEDICAL|chemo⟧) |
Gauge: ⟪gauge_id|Saxons Lode 2090⟫ · EA Floodline ⟦PHONE|0345 988 1188⟧ · Severn Trent ⟦PHONE|0800 783 4444⟧"""),

("subject_access_request", """Subject: Subject Access Request - ⟦PERSON|Ruaridh Maclean⟧

To the Data Protection Officer,
Under ⟪legal_reference|Article 15 UK GDPR⟫ I request a copy of all personal data you hold about me. For identification:
Name: ⟦PERSON|Ruaridh Iain Maclean⟧
Date of birth: ⟦DATE_OF_BIRTH|3 February 1983⟧
Membership no.: ⟪membership_number|00481227⟫
Previous address: ⟦ADDRESS|12 Kenneth Street, Stornoway, Isle of Lewis HS1 2DP⟧
Current address: ⟦ADDRESS|Flat 1/2, 88 Novar Drive, Glasgow G12 9TA⟧
Email: ⟦EMAIL|r.maclean83@gmail.com⟧
I would also like to know why my details were shared with ⟪org_name|Lochside Fundraising Ltd⟫ (your letter ref ⟪letter_ref|DPO/2024/031⟫).
Yours faithfully,
⟦PERSON|R. I. Maclean⟧"""),

("stripe_event_json", """{
  "id": "⟪event_id|evt_3P1xQ2Lk8vB0Tm4R1c9Hs2Da⟫",
  "type": "charge.succeeded",
  "created": ⟪unix_timestamp|1715419022⟫,
  "data": {"object": {
    "amount": 2500, "currency": "gbp", "amount_display": "⟦AMOUNT|£25.00⟧",
    "billing_details": {"name": "⟦PERSON|Oskar Lindgren⟧", "email": "⟦EMAIL|oskar.lindgren@icloud.com⟧",
      "phone": "⟦PHONE|+44 7723 019 845⟧", "address": "⟦ADDRESS|22 Argyle Street, Bath BA2 4BQ⟧"},
    "payment_method_details": {"card": {"brand": "visa", "last4": "⟪masked_card|**** 0317⟫",
      "fingerprint": "⟪card_fingerprint|Xt5EWLLDS7FJjR1c⟫"}}
  }}
}"""),

("ocr_signin_sheet", """SIGN-IN SHEET - Tree planting, ⟪event_date|Sat 2nd Dec⟫ - ⟪site_name|Blackbrook Meadow⟫ (⟪tree_count|420 whips⟫)
(scanned, OCR)
Name              Phone            Emergency contact          Medical
⟦PERSON|Beth Larkin⟧       ⟦PHONE|07847 2l9 330⟧    ⟦PERSON|Sean⟧ ⟦PHONE|07847 219 331⟧     ⟦MEDICAL|bee sting allergy⟧
⟦PERSON|Mo Hassan⟧         ⟦PHONE|07400 887 125⟧    mum ⟦PHONE|0116 270 4419⟧        none
⟦PERSON|Wiktor Nowak⟧      ⟦PHONE|O7521 338 OO6⟧    ⟦PERSON|Ola⟧ (wife)               ⟦MEDICAL|takes warfarin - bleeds easily⟧"""),

("sentry_error_event", """Sentry · ⟪issue_id|WILDRESCUE-API-3K⟫ · KeyError: 'postcode'
Request: POST /api/casualty-report
  Cookie: sessionid=⟦SECRET|$sec_sessionid1⟧
  X-Forwarded-For: ⟦IP_ADDRESS|82.132.215.9⟧, ⟪doc_ip|203.0.113.40⟫
Body: {"reporter_name": "⟦PERSON|Lily-Mae Fothergill⟧", "reporter_phone": "⟦PHONE|07939 620 118⟧", "species": "hedgehog", "location": "back garden"}
User: id=⟪user_id|4471⟫ email=⟦EMAIL|lilymae.f@gmail.com⟧
Release: ⟪version|wildrescue-api@2.3.1⟫ · Event ⟪event_id|$dec_uuid2⟫"""),

("ringing_sheet_transcribed", """Ringing sheet, ⟪site_name|Titchwell⟫ CES visit 4, ⟪ringing_date|02/06/2024⟫
Ringer in charge: ⟦PERSON|N. Fairclough⟧ (permit ⟪permit_number|A-1904⟫)   Trainees: ⟦PERSON|Ella⟧, ⟦PERSON|Kofi⟧
Ring no.   Species        Age Sex Wing  Wt
⟪ring_number|AJH2201⟫    Reed Warbler    3J  -   62   10.9
⟪ring_number|AJH2202⟫    Sedge Warbler   4   M   66   11.8
⟪ring_number|Z987310⟫    Blackbird       5   F   128  96.2
Note: ⟦PERSON|Kofi⟧ left at 9, ⟦MEDICAL|hay fever⟧ bad today - took a ⟦MEDICAL|cetirizine⟧"""),

("phone_order_log", """Call log - gift shop phone order ⟪order_id|SHOP-10442⟫
Customer: ⟦PERSON|Bernadette Crowe⟧, ⟦PHONE|01603 617 552⟧
Items: 2 x hedgehog house ⟪product_code|HH-HOUSE-01⟫ (⟪price|£34.99⟫ each), 1 x ⟪product_code|FEED-2KG⟫
Card read out: ⟦CARD|$card_mc1⟧, security code ⟦CVV|927⟧
Deliver to: ⟦ADDRESS|Orchard View, 2 Church Lane, Wymondham NR18 0PT⟧
Total charged: ⟦AMOUNT|£79.47⟧ inc. delivery
Taken by: ⟦PERSON|Priti⟧ - card details shredded after processing ✔"""),

("onboarding_email_nl", """From: ⟦EMAIL|vrijwilligers@vogelringstation-meijendel.nl⟧
To: ⟦PERSON|Sanne de Vries⟧ <⟦EMAIL|sanne.devries@ziggo.nl⟧>
Subject: Volunteer agreement - please confirm

Hi ⟦PERSON|Sanne⟧,
English version as requested. For the volunteer allowance (⟪allowance_rate|max €190 per month⟫, tax-free) we need your BSN - you gave ⟦NATIONAL_ID|$bsn1⟧, please double check - and the IBAN for reimbursements: ⟦IBAN|$iban_nl1⟧.
First session: ⟪event_date|Saturday 7 September⟫, 06:00 at the ringing station in the ⟪place_name|Meijendel⟫ dunes.
Groeten,
⟦PERSON|Joost van Leeuwen⟧
⟦PHONE|+31 6 4182 7730⟧"""),

("php_error_log", """[⟪php_timestamp|Wed May 08 23:14:07.221043 2024⟫] [php:error] [pid ⟪pid|14422⟫] [client ⟦IP_ADDRESS|86.28.190.47⟧:51223] PHP Fatal error:  Uncaught PDOException: SQLSTATE[HY000] [⟪error_code|1045⟫] Access denied for user 'batrecords'@'⟦IP_ADDRESS|172.17.0.5⟧' (using password: YES) in /var/www/batrecords/db.php:12
Stack trace:
#0 /var/www/batrecords/db.php(12): PDO->__construct('mysql:host=db;d...', 'batrecords', '⟦PASSWORD|Serotine#1877⟧')
#1 /var/www/batrecords/upload.php(⟪line_number|5⟫): require_once('/var/www/batrec...')
#2 {main}
  thrown in /var/www/batrecords/db.php on line 12, referer: https://records.batgroup.example/upload?PHPSESSID=⟦SECRET|$sec_phpsess1⟧"""),

("newsletter_members_news", """MEMBERS' NEWS - Spring 2024 (⟪issue_number|Issue 87⟫)
Congratulations to ⟦PERSON|Hilary Penhaligon⟧, who ringed her 10,000th bird - a ⟪species|Cetti's warbler⟫ at ⟪place_name|Marazion Marsh⟫!
Get well soon to ⟦PERSON|Derek Polglase⟧ after his ⟦MEDICAL|heart bypass⟧ in February; ⟦PERSON|Derek⟧ says he'll be back on the nets by August.
The ⟪org_name|Cornwall Ringing Group⟫ stand raised ⟪org_total|£2,317⟫ at the bird fair. Subs stay at ⟪tariff|£12 (adults) / £6 (juniors)⟫.
New trainees: ⟦PERSON|Morwenna⟧ and ⟦PERSON|Jago⟧ - say hello!"""),

("gitlab_ci_vars", """$ grep -A4 variables .gitlab-ci.yml
variables:
  GITLAB_TOKEN: "⟦APIKEY|$ak_gitlab1⟧"
  NPM_TOKEN: "⟦APIKEY|$ak_npm1⟧"
  DO_TOKEN: "⟦APIKEY|$ak_do1⟧"
  DOCKER_IMAGE: "registry.gitlab.com/⟪repo_name|invasives-uk/balsam-bash⟫:⟪image_tag|2024.05.1⟫"
# TODO ⟦PERSON|Kirsty⟧: move these to masked CI variables!! (⟪issue_ref|#212⟫)"""),

("voice_note_transcript", '''🎤 Voice note (⟪duration|0:48⟫) from ⟦PERSON|Colm⟧:
"Hiya, so the phosphate at ⟪site_code|site 7⟫ was ⟪measurement|0.42 mg/L⟫ again, way over. I gave ⟦PERSON|Nuala⟧ the ⟪product_name|Hanna checker⟫, she's at ⟦ADDRESS|Apartment 9, Riverside Quay, Athlone, N37 X2F6⟧ if you want to grab it off her. Oh and she said to tell you her new number is ⟦PHONE|oh eight seven, two two one, four oh nine nine⟧. Anyway I'm away Friday for the op, ⟦MEDICAL|gallbladder removal⟧, so ⟦PERSON|Siobhán⟧ is doing Saturday's kick sample."'''),

("expense_claim_form", """Expense claim - ⟪org_name|Kvarken Bird Observatory⟫ volunteer programme
Claimant: ⟦PERSON|Aino Virtanen⟧
Personal identity code (henkilötunnus): ⟦NATIONAL_ID|$hetu1⟧
Date of birth: ⟦DATE_OF_BIRTH|17.04.1990⟧
Bank: ⟦IBAN|$iban_fi1⟧
Items: ferry Vaasa-Umeå ⟪unit_price|€58⟫ x2, food ⟪unit_price|€12.40/day⟫ x3
Total to reimburse: ⟦AMOUNT|€153.20⟧
Approved by ⟦PERSON|Mikael Sjöberg⟧, ⟪approval_date|2024-06-30⟫"""),

("discord_chat", """#storm-chasing
**⟦PERSON|gale_force_gemma⟧** - Today at 16:02
lightning detector just lit up, ⟪lightning_count|14 strikes⟫ within ⟪distance|20 km⟫ of ⟪place_name|Kidderminster⟫ ⚡
**⟦PERSON|Wes⟧** - Today at 16:04
mine too. btw the bot token in the pinned message is live, whoever posted ⟦APIKEY|$ak_discord1⟧ pls reset it
**⟦PERSON|gale_force_gemma⟧** - Today at 16:05
oops that was me 🙈 resetting now. ⟦PERSON|Gemma⟧ out"""),

("honorarium_form_ca", """Volunteer honorarium - T4A information (program ⟪org_name|Réseau chauves-souris Québec⟫, project ⟪project_code|BAT-QC-22⟫)
Name: ⟦PERSON|Geneviève Tremblay⟧
SIN: ⟦NATIONAL_ID|$sin1⟧
Address: ⟦ADDRESS|418 rue Saint-Joseph Est, Québec QC G1K 3B2⟧
Phone: ⟦PHONE|418 649 2217⟧
Email: ⟦EMAIL|gtremblay.chauvesouris@videotron.ca⟧
Honorarium: ⟦AMOUNT|CAD 600⟧ (⟪tax_form|T4A box 048⟫)"""),

("water_quality_csv", """site_id,sample_date,time,temp_c,ph,conductivity_us,nitrate_mgl,phosphate_mgl,kit
⟪site_id|WQ-TAM-03⟫,⟪sample_date|2024-05-14⟫,09:40,12.1,7.6,412,⟪measurement|3.1⟫,0.18,⟪kit_serial|HI97713-0094⟫
WQ-TAM-04,2024-05-14,10:05,12.4,7.8,398,2.9,0.21,HI97713-0094
WQ-TAM-05,2024-05-14,10:31,12.9,8.0,451,3.4,0.35,HI97713-0094
# export ⟪export_id|$dec_uuid3⟫ from app ⟪version|v4.2.0⟫"""),
]

# ---------------------------------------------------------------- part 4
TEXTS += [
("jupyter_notebook_cell", """In [3]:
import openai, anthropic
openai.api_key = "⟦APIKEY|$ak_openai1⟧"  # TODO move to env - ⟦PERSON|Hamza⟧
client = anthropic.Anthropic(api_key="⟦APIKEY|$ak_anthropic1⟧")
df = pd.read_csv("/Users/⟦PERSON|hamzaqureshi⟧/Documents/bats/⟪file_name|transects_2023.csv⟫")
Out[3]: ⟪row_count|1284 rows × 9 columns⟫
In [4]: model = "⟪model_name|gpt-4o-mini⟫"; seed = ⟪random_seed|1337⟫"""),

("complaint_email_us", """To: ⟦EMAIL|billing@blueridgewildlife.org⟧
From: ⟦PERSON|Marcy Lindqvist-Hale⟧ <⟦EMAIL|marcy.lh@comcast.net⟧>
Subject: charged twice for the baby squirrel sponsorship

Hi, I signed up for the ⟪sponsorship_tier|$15/mo "Nutkin" tier⟫ and my Amex ⟦CARD|$card_amex1⟧ got charged ⟦AMOUNT|$15.00⟧ twice on ⟪charge_date|3/1⟫. The CID on the front is ⟦CVV|7302⟧ if you need it to find the charge. Please refund the duplicate.

Also my husband ⟦PERSON|Rick⟧ donated ⟦AMOUNT|$100⟧ by check in February but never got a tax receipt (his SSN is ⟦SSN|$ssn3⟧ if that's needed?? not sure it is).

Thanks,
⟦PERSON|Marcy⟧
⟦PHONE|(828) 274-6610⟧  ·  donor ID ⟪donor_id|BR-88102⟫"""),

("twilio_sms_log_csv", """sid,from,to,body,status,date_sent
⟪message_sid|SM7e0c13a9f2b84d51a6c0e99b3d41f2c7⟫,⟦PHONE|+447480612044⟧,⟦PHONE|+447869224513⟧,"FLOOD ALERT ⟪place_name|Bewdley⟫: barriers going up 0700. ⟦PERSON|Geoff⟧ pls check on Mrs ⟦PERSON|Eccleston⟧ (⟦MEDICAL|housebound⟧)",delivered,⟪timestamp|2024-02-04 06:12:33⟫
⟪message_sid|SM1b9d4f0e22c6407fa8e3d5b61c0a9e44⟫,⟦PHONE|+447480612044⟧,⟦PHONE|+447305118920⟧,"FLOOD ALERT Bewdley: ⟦PERSON|Ranjit⟧ the rest centre key is with ⟦PERSON|Sue⟧, code ⟦PASSWORD|5 5 1 9⟧",delivered,2024-02-04 06:12:34"""),

("html_map_snippet", """<!-- casualty drop-off map - ⟦PERSON|Tobias Fenwick⟧ 2023 -->
<script src="https://maps.googleapis.com/maps/api/js?key=⟦APIKEY|$ak_google1⟧&callback=initMap" async></script>
<script>
  const FIREBASE_APP_ID = "⟪app_id|1:804417295031:web:9c2e4f1a7b3d5e60⟫";
  const RECAPTCHA_SITE_KEY = "⟪site_key|6LcQ8XkpAAAAAN3h0v1kTq2b9mWJ5xYzP4rEuL7s⟫";
  const centre = { lat: ⟪site_coordinates|52.6309⟫, lng: ⟪site_coordinates|1.2974⟫ };
  // if the map breaks: ⟦EMAIL|tobias@fenwickweb.co.uk⟧ / ⟦PHONE|07796 338 410⟧
</script>"""),

("invitation_letter", """Letter of invitation

To whom it may concern,
⟪org_name|Chiltern Woodlands Trust⟫ confirms that ⟦PERSON|Ananya Krishnamurthy⟧ (passport ⟦PASSPORT|$pp_in1⟧, date of birth ⟦DATE_OF_BIRTH|08 December 1996⟧, Aadhaar ⟦NATIONAL_ID|$aadhaar1⟧) has been accepted as a volunteer on our ⟪programme_name|Ancient Woodland Survey⟫ from ⟪event_date|1 July⟫ to 31 August 2024. Accommodation is provided at ⟪site_address|the volunteer hut, Bottom Wood⟫ and she will receive a subsistence allowance of ⟦AMOUNT|£45⟧ per week.

Dr ⟦PERSON|Felicity Harcourt-Lowe⟧, Volunteer Manager
⟦PHONE|01494 775 203⟧"""),

("reddit_post", """Posted by u/⟦PERSON|wx_nerd_dai⟧ in ⟪subreddit|r/ukweather⟫
Getting 401 from the Met Office DataHub site-specific API. Here's my request (key redacted... mostly lol):

GET https://data.hub.api.metoffice.gov.uk/sitespecific/v0/point/hourly?latitude=⟪site_coordinates|51.48⟫&longitude=⟪site_coordinates|-3.18⟫
apikey: ⟦APIKEY|$ak_metoffice1⟧

Response: {"httpCode":"401","httpMessage":"Unauthorized"}
My own station is on ⟦IP_ADDRESS|81.108.42.203⟧ if anyone wants to compare with the weewx page.

  ↳ u/⟦PERSON|rhys_cf10⟧: mate that is the full JWT, paste it into a decoder and your email is right there in the payload. regenerate it"""),

("hr_new_starter_email", """From: ⟦EMAIL|hr@cascadiawoodlands.org⟧
To: ⟦EMAIL|payroll@cascadiawoodlands.org⟧
Subject: New seasonal - ⟦PERSON|Bryce Tanaka-Moore⟧

Please set up ⟦PERSON|Bryce⟧ for the ⟪programme_name|Trail & Invasives Crew⟫ starting ⟪start_date|6/3⟫:
- SSN: ⟦SSN|$ssn4⟧
- DOB: ⟦DATE_OF_BIRTH|January 30, 2001⟧
- Hourly: ⟦AMOUNT|$19.50⟧/hr
- Address: ⟦ADDRESS|5521 NE Alberta St #3, Portland, OR 97218⟧
- Direct deposit via ⟪org_name|OnPoint CU⟫, routing ⟪bank_routing|323075880⟫
He disclosed ⟦MEDICAL|red-green colorblindness⟧ - fine for crew work, but not for the herbicide dye checks.
Emergency contact: ⟦PERSON|Keiko Tanaka⟧ (mother) ⟦PHONE|503-281-7764⟧"""),

("vetting_form_ie", """Garda vetting form (extract) - ⟪org_name|Inland Fisheries volunteer programme⟫
Surname: ⟦PERSON|Ní Bhriain⟧    Forename: ⟦PERSON|Aoife⟧
PPS No.: ⟦NATIONAL_ID|$ppsn1⟧
D.O.B.: ⟦DATE_OF_BIRTH|29/10/1986⟧
Current address: ⟦ADDRESS|14 Bóthar na Trá, Salthill, Galway H91 K2C8⟧
Mobile: ⟦PHONE|086 914 2251⟧
Previous address (last 5 yrs): ⟦ADDRESS|Apt 3, 71 Dominick Street Lower, Galway H91 XW26⟧
Role: river water-quality sampler, site ⟪site_code|Corrib C-11⟫
Vetting ref: ⟪vetting_ref|NVB-2024-117845⟫"""),

("powershell_script", """# Send the daily rainfall summary to the wardens' Teams channel
$webhook = "⟦SECRET|$sec_hook_teams1⟧"
$body = @{ text = "Rainfall last 24h at ⟪station_id|Ludlow-RG2⟫: ⟪measurement|31.4 mm⟫. Duty warden: ⟦PERSON|Megan Pryce-Jones⟧ ⟦PHONE|07973 440 218⟧" } | ConvertTo-Json
Invoke-RestMethod -Uri $webhook -Method Post -Body $body -ContentType 'application/json'
# last edited by ⟦PERSON|MPJ⟧ 2024-01-17, ⟪script_version|v0.3⟫"""),

("live_chat_transcript", """[Live chat ⟪chat_id|LC-889201⟫]
Agent (⟦PERSON|Zainab⟧): Hi, how can I help today?
Visitor: hi my payment keeps failing for the tree dedication
Agent (⟦PERSON|Zainab⟧): Sorry about that! Please don't type card numbers into the chat -
Visitor: ⟦CARD|$card_visa2⟧ cvv ⟦CVV|063⟧ name ⟦PERSON|H J Barraclough⟧
Agent (⟦PERSON|Zainab⟧): I've removed that from our side. Please ring us on ⟦PHONE|0330 124 7761⟧ instead and we'll take it securely.
Visitor: ok. it's for my dad, he passed in march, he had ⟦MEDICAL|motor neurone disease⟧. the dedication is ⟪product_name|Oak - Grove Dedication⟫ ⟪price|£250⟫"""),

("cron_mail", """Subject: Cron <⟦PERSON|dgriffiths⟧@wxpi> /home/⟦PERSON|dgriffiths⟧/bin/wow_upload.sh
+ curl -s 'https://wow.metoffice.gov.uk/automaticreading?siteid=⟪station_id|1a2b3c4d-0001⟫&siteAuthenticationKey=⟦PASSWORD|774120⟧&dateutc=2024-03-09+07%3A00%3A00&tempf=41.2&softwaretype=⟪software_version|weewx-5.0.2⟫'
HTTP/1.1 ⟪http_status|200 OK⟫
+ curl -s -T index.html ftp://⟦PERSON|dgriffiths⟧:⟦SECRET|Nimbostratus_88⟧@⟦IP_ADDRESS|212.56.100.14⟧/public_html/wx/"""),

("reference_letter", """To the recruitment panel,

I am happy to provide a reference for ⟦PERSON|Femi Oyelaran⟧, who volunteered with our bat rehabilitation team ⟪date_range|from 2019 to 2023⟫. ⟦PERSON|Femi⟧ was reliable, calm with the animals and meticulous with the feeding logs. In 2021 she was off for several months with ⟦MEDICAL|long COVID⟧ and came back part-time without any drop in standards. She holds a rabies vaccination record (⟦MEDICAL|pre-exposure course, booster 2023⟧), which I have seen.

Please call me on ⟦PHONE|01823 660 914⟧ or email ⟦EMAIL|j.harrowby@somersetbatcare.org.uk⟧.

⟦PERSON|Judith Harrowby⟧
Coordinator, ⟪org_name|Somerset Bat Care⟫ (reg. charity ⟪charity_number|1172203⟫)"""),

("psql_query_output", """⟪db_name|ringing⟫=> SELECT ringer_id, name, email, last_login_ip FROM ringers WHERE permit_expiry < now();
 ringer_id |        name         |          email           | last_login_ip
-----------+---------------------+--------------------------+----------------------------------------
 ⟪ringer_id|T1187⟫     | ⟦PERSON|Callum Abernethy⟧    | ⟦EMAIL|cabernethy@gmail.com⟧     | ⟦IP_ADDRESS|2a02:c7c:5a1e:9a00:8d3:4f1b:2c6e:17a⟧
 T1203     | ⟦PERSON|Seren Wyn Jenkins⟧   | ⟦EMAIL|serenwyn@btinternet.com⟧  | ⟦IP_ADDRESS|94.3.112.58⟧
 T1290     | ⟦PERSON|Lukas Brandstetter⟧  | ⟦EMAIL|lukas.b@gmx.at⟧           | ⟦IP_ADDRESS|10.0.3.117⟧
(3 rows)
Time: ⟪query_time|4.218 ms⟫"""),

("toolbox_talk_notes", """Toolbox talk - Japanese knotweed stem injection, ⟪site_name|Riverside Park⟫, ⟪event_date|16/09⟫
Led by ⟦PERSON|Gordon Eke⟧ (PA6 certificate ⟪certificate_number|NPTC 0331-7782⟫)
Chemical: ⟪product_name|Roundup ProBio 360⟫ (glyphosate ⟪chemical_concentration|360 g/L⟫). Label says: "⟪leaflet_wording|May cause eye irritation. If swallowed, seek medical advice⟫"
Attendees:
- ⟦PERSON|Priyanka⟧ - ⟦MEDICAL|pregnant⟧, recording only, no handling
- ⟦PERSON|Ben Staunton⟧ - ⟦MEDICAL|eczema on both hands⟧, double gloves
- ⟦PERSON|Chen Wei⟧ - fine
First aider: ⟦PERSON|Gordon⟧. Nearest A&E: ⟪org_name|Royal Gwent⟫."""),

("bank_statement_ocr", """[OCR] ⟪org_name|Nationwide⟫ FlexAccount - statement ⟪statement_number|no. 118⟫
Account holder: MR ⟦PERSON|DANIEL OKONKWO⟧
⟦ADDRESS|FLAT 7 ASHBY COURT, 40 HIGH STREET, LOUGHBOROUGH LE11 2QP⟧
IBAN: ⟦IBAN|$iban_gb6⟧
Date     Description                                Out        In         Balance
03 Apr   ⟪masked_card|CARD ****4471⟫ ⟪merchant|SCREWFIX LOUGHBOROUGH⟫       ⟦AMOUNT|£38.96⟧                ⟦AMOUNT|£1,204.11⟧
05 Apr   BACS ⟪org_name|LEICS BAT GROUP⟫ EXPENSES                ⟦AMOUNT|£38.96⟧     ⟦AMOUNT|£1,243.07⟧"""),

("bug_report_form", """Bug report ⟪ticket_id|#3321⟫ - volunteer portal logs me out every 5 min
Browser: Firefox ⟪browser_version|125.0.3⟫
My cookie from devtools: session=⟦SECRET|$sec_flask1⟧
Account: ⟦EMAIL|ravi.menon@outlook.com⟧ (⟦PERSON|Ravi Menon⟧), home IP ⟦IP_ADDRESS|2a00:23c8:a19:8f01::4⟧
Also, the 2FA setup page showed the raw key ⟦SECRET|$sec_totp2⟧ under the QR code - is that meant to be visible?"""),

("sticky_note_transcribed", """[photo of the sticky note on the rehab centre fridge, transcribed]
DRUG SAFE: ⟦PASSWORD|0 9 3 6 1 #⟧
Night phone: ⟦PHONE|07537 220 181⟧ (⟦PERSON|Em⟧)
Alarm: ⟦PASSWORD|8351⟧ then OFF
⟪patient_id|Hog 31⟫ needs ⟪animal_medication|0.05ml Baytril⟫ at 10pm
Vets: ⟪org_name|Cedar Vets⟫"""),

("forwarded_email", """---------- Forwarded message ---------
From: ⟦PERSON|Luís Carvalho⟧ <⟦EMAIL|luis.carvalho@sapo.pt⟧>
Date: ⟪email_date|Mon, 11 Mar 2024 19:02⟫
Subject: Anilha encontrada / ring found

Hello, I found a dead swallow with a ring "London ⟪ring_number|V 84122⟫" at the salt pans near ⟪place_name|Castro Marim⟫. My address if you want to send the certificate: ⟦ADDRESS|Rua do Brasil 38, 2º Esq, 8900-278 Vila Real de Santo António, Portugal⟧.

---
Hi ⟦PERSON|Imogen⟧, can you send Sr ⟦PERSON|Carvalho⟧ the finder's letter? Ringer was ⟦PERSON|Pete Dymond⟧, ringed as a juvenile at ⟪place_name|Icklesham⟫ in 2022. Thanks, ⟦PERSON|Nell⟧"""),

("vaccination_table", """| Volunteer | DOB | Rabies PrEP | Tetanus | Notes |
|---|---|---|---|---|
| ⟦PERSON|Hollie Brennan⟧ | ⟦DATE_OF_BIRTH|1993-09-12⟧ | ⟦MEDICAL|3 doses, Mar 2022⟧ | ⟦MEDICAL|booster 2019⟧ | - |
| ⟦PERSON|Ros Henshaw⟧ | ⟦DATE_OF_BIRTH|1967-04-22⟧ | ⟦MEDICAL|titre 2.1 IU/mL (2023)⟧ | ⟦MEDICAL|booster 2021⟧ | ⟦MEDICAL|on immunosuppressants⟧, check with GP |
Centre stock: ⟪drug_leaflet|Rabipur⟫ lot ⟪batch_number|8831A⟫, exp ⟪expiry_date|11/2025⟫"""),

("workcamp_id_checklist", """Workcamp ⟪camp_code|WC-24-07⟫ (⟪place_name|Glen Affric⟫) - ID check at arrival, done by ⟦PERSON|Rosa⟧
1. ⟦PERSON|Fernández Ortiz, Lucía⟧ - DNI ⟦NATIONAL_ID|$dni1⟧ ✔
2. ⟦PERSON|Wout Peeters⟧ - Belgian national number ⟦NATIONAL_ID|$nnbe1⟧ ✔ (DOB ⟦DATE_OF_BIRTH|30/07/1988⟧)
3. ⟦PERSON|Kacper Nowicki⟧ - PESEL ⟦NATIONAL_ID|$pesel2⟧ (DOB ⟦DATE_OF_BIRTH|14/09/2003⟧ - under 21, consent form ⟪form_ref|PC-03⟫)
4. ⟦PERSON|Yann Le Goff⟧ - n° sécu ⟦NATIONAL_ID|$nir1⟧ ✔
5. ⟦PERSON|Amira Haddad⟧ - NIE ⟦NATIONAL_ID|$nie1⟧ ✗ (TIE expired, sort out)
Bunkhouse door: ⟦PASSWORD|1 4 7 2 5⟧"""),

("api_docs_snippet", """## Authentication
Every request needs an API key in the `X-Api-Key` header, for example:

    curl -H "X-Api-Key: ⟪doc_example_key|YOUR_API_KEY_HERE⟫" "https://api.batcalls.example/v1/sonograms?limit=50"

Test-mode keys look like ⟪doc_example_key|sk_test_4eC39HqLyjWDarjtT1zdp7dc⟫; the test card ⟪test_card|4242 4242 4242 4242⟫ always succeeds and the sample payout account is ⟪doc_example_iban|GB82 WEST 1234 5698 7654 32⟫.
Rate limit: ⟪rate_limit|600 requests / 10 min⟫. Staging server ⟪doc_ip|198.51.100.7⟫ / ⟪doc_ip|2001:db8:85a3::8a2e:370:7334⟫.
Changelog: ⟪version|v1.3.0⟫ (⟪release_date|2024-04-01⟫)."""),
]
