# English texts for blind98.  Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES
TEXTS = []

TEXTS.append(("whatsapp_group", """[07:42] ⟦PERSON|Morag Lindsay⟧: morning all, crew list for ⟪vessel_name|TS Kittiwake⟫ leg 3 is finalised 🙌
[07:43] ⟦PERSON|Morag Lindsay⟧: trainee ⟦PERSON|Finn Albrecht⟧ has ⟦MEDICAL|type 1 diabetes⟧, carries ⟦MEDICAL|insulin pens⟧ in the blue cool bag - watch leaders pls note
[07:45] ⟦PERSON|Dougie⟧: noted. his mum's mobile is ⟦PHONE|07700 900482⟧ if we need her
[07:45] ⟦PERSON|Dougie⟧: also ⟦PERSON|Priya⟧ still owes ⟦AMOUNT|£185⟧ balance for the voyage, she said BACS friday
[07:50] ⟦PERSON|Morag Lindsay⟧: ta. muster 0900 at ⟪berth_number|Berth 14⟫, ⟪place_name|Victoria Dock⟫"""))

TEXTS.append(("email_with_signature", """From: ⟦PERSON|Gethin Pryce⟧ <⟦EMAIL|gethin.pryce@aldbrough-harbour.gov.uk⟧>
To: ⟦EMAIL|r.haverford@btinternet.com⟧
Subject: RE: Winter berth – ⟪invoice_no|INV-2024-00917⟫

Dear Mr ⟦PERSON|Haverford⟧,

Thanks for your call this morning. I've checked the ledger and you're right – your payment of ⟦AMOUNT|£1,140.00⟧ on 3 October was allocated to the wrong account. The winter tariff for a 9–10 m vessel is ⟪tariff|£126.50 per metre⟫, so you are actually in credit by ⟦AMOUNT|£42.50⟧. I'll have that refunded to the card ending ⟪masked_card|**** 3051⟫ within 5 working days.

Kind regards,
⟦PERSON|Gethin Pryce⟧
Assistant Harbour Master
⟪org_name|Port of Aldbrough Harbour Office⟫
T: ⟦PHONE|01964 520 377⟧ | VHF ⟪vhf_channel|Ch 12⟫"""))

TEXTS.append(("app_server_log", """⟪timestamp|2024-11-03T08:14:22.118Z⟫ INFO  berthbook.api   req_id=⟪request_id|9f1c2e7a⟫ POST /api/v2/bookings 201 client=⟦IP_ADDRESS|86.142.77.19⟧ user=⟦PERSON|jmcallister⟧
2024-11-03T08:14:22.540Z WARN  berthbook.auth  login failed user=⟦PERSON|sbrannigan⟧ from ⟦IP_ADDRESS|100.72.14.203⟧ reason=bad_password attempt=3
2024-11-03T08:14:23.002Z DEBUG berthbook.auth  legacy basic auth header decoded: ⟦PERSON|sbrannigan⟧:⟦PASSWORD|Kittiwake!1987⟧
2024-11-03T08:14:25.901Z INFO  berthbook.pay   charge ok amount=⟦AMOUNT|GBP 312.00⟧ booking=⟪booking_ref|BK-77120⟫ upstream=⟪doc_ip|203.0.113.40⟫
2024-11-03T08:14:26.000Z INFO  berthbook.core  health ok version=⟪version|4.12.3⟫ host=⟦IP_ADDRESS|10.40.2.17⟧"""))

TEXTS.append(("sms", """Hi ⟦PERSON|Annika⟧, ⟦PERSON|Tom Brackley⟧ here from the survey. Osmosis readings on the hull were fine but the rudder stock has play - full report tonight. Invoice is ⟦AMOUNT|£640⟧, bank details on it. Any q's call me on ⟦PHONE|07700 900 163⟧. Survey ref ⟪survey_report_no|BMS/24/118⟫, boat ⟪boat_model|Contessa 32⟫ hull no ⟪hull_id|GB-HLB23419K495⟫"""))

TEXTS.append(("dotenv_file", """# quayside-chandlery shop .env  (DO NOT COMMIT - ⟦PERSON|Lewis⟧)
APP_ENV=production
APP_VERSION=⟪version|2.8.0⟫
DATABASE_URL=postgres://shop_rw:⟦SECRET|Tr1mT4b&Cleat⟧@⟦IP_ADDRESS|172.20.14.9⟧:⟪port|5432⟫/chandlery
STRIPE_PUBLISHABLE_KEY=⟪publishable_key|pk_live_51NcQz2KmT8wLpRz0aXyV3bQe⟫
STRIPE_SECRET_KEY=⟦APIKEY|$stripe_sk_1⟧
STRIPE_WEBHOOK_SECRET=⟦SECRET|$whsec_1⟧
SENDGRID_API_KEY=⟦APIKEY|$sendgrid_1⟧
ADMIN_EMAIL=⟦EMAIL|lewis.carrow@quaysidechandlery.co.uk⟧
# docs sample, leave as is
MAPS_KEY_EXAMPLE=⟪example_key|AIzaSyEXAMPLE-EXAMPLE-EXAMPLE-000000⟫"""))

TEXTS.append(("call_transcript", """[Call recording – pilot booking line – 14:02]
OPERATOR: Pilot booking, ⟦PERSON|Sian⟧ speaking.
CALLER: Hi ⟦PERSON|Sian⟧, it's ⟦PERSON|Rob Caddick⟧, agent for the ⟪vessel_name|Nordic Tern⟫, IMO ⟪imo_number|9412878⟫. We need an inbound pilot for the 0300 tide.
OPERATOR: No problem. Boarding at ⟪pilot_boarding_position|Bravo station⟫ as usual. Can I take a callback number?
CALLER: Yeah, ⟦PHONE|oh seven seven double oh, nine double oh, three one eight⟧.
OPERATOR: And the account's with ⟪org_name|Caddick Shipping Services⟫?
CALLER: That's it. Oh and the master is Captain ⟦PERSON|Halvorsen⟧, he's got a ⟦MEDICAL|bad knee⟧ so he'd rather the pilot ladder is rigged on the port side, not the combination.
OPERATOR: I'll note it. Your booking ref is ⟪booking_ref|PB-5581⟫."""))

TEXTS.append(("csv_export", """volunteer_id,name,email,mobile,dob,role,dbs_checked
⟪record_id|V-0412⟫,⟦PERSON|Morwenna Tregenza⟧,⟦EMAIL|morwenna.t@outlook.com⟧,⟦PHONE|07700 900731⟧,⟦DATE_OF_BIRTH|1958-02-19⟧,tour guide,Y
⟪record_id|V-0413⟫,⟦PERSON|Alasdair Munro⟧,⟦EMAIL|ali.munro62@gmail.com⟧,⟦PHONE|07700 900219⟧,⟦DATE_OF_BIRTH|1962-08-30⟧,lamp room,Y
⟪record_id|V-0419⟫,⟦PERSON|Bethan Vosper⟧,⟦EMAIL|bvosper@carrickpoint.org.uk⟧,⟦PHONE|01326 496 552⟧,⟦DATE_OF_BIRTH|2001-11-04⟧,shop,N"""))

TEXTS.append(("forum_post", """Re: Larch on oak – refastening quote?
Posted by ⟦PERSON|clinker_kev⟧ » ⟪forum_timestamp|Tue 12 Mar 2024 21:17⟫

Had ⟪org_name|Hollins & Daughter⟫ look at my 18ft ⟪boat_model|Drascombe Lugger⟫ last month. ⟦PERSON|Jim Hollins⟧ reckons 40% of the copper rivets need doing, quote came in at ⟪quote_total|£3,800 + VAT⟫ which seemed steep?? Ended up paying ⟦AMOUNT|£2,150⟧ just for the garboards and the stem. Worth every penny tbh, ⟦PERSON|Jim⟧'s roves are works of art.
If anyone wants his number its ⟦PHONE|01208 496 090⟧, ask for ⟦PERSON|Jim⟧ or ⟦PERSON|Nell⟧ (his daughter, does the steam bending)."""))

TEXTS.append(("sql_insert", """INSERT INTO customers (id, full_name, email, phone, address, created_at) VALUES
(⟪db_row_id|1187⟫, '⟦PERSON|Hamish Dalgleish⟧', '⟦EMAIL|hamish@dalgleish.scot⟧', '⟦PHONE|+44 7700 900856⟧', '⟦ADDRESS|14 Shore Road, Anstruther, KY10 3DY⟧', '⟪timestamp|2024-04-02 10:11:09⟫'),
(⟪db_row_id|1188⟫, '⟦PERSON|Ingrid Solberg⟧', '⟦EMAIL|ingrid.solberg@online.no⟧', '⟦PHONE|+47 412 88 305⟧', '⟦ADDRESS|Strandgata 22, 4400 Flekkefjord, Norway⟧', '⟪timestamp|2024-04-03 16:40:55⟫');
INSERT INTO sail_orders (customer_id, sail, cloth, price_gbp) VALUES (1188, 'genoa 135%', '⟪product_code|DIM-DX 7.2oz⟫', ⟪price|1895.00⟫);"""))

TEXTS.append(("python_traceback", """Traceback (most recent call last):
  File "⟦PERSON|/home/dkowalczyk⟧/tide-sync/sync.py", line ⟪line_number|88⟫, in <module>
    conn = psycopg2.connect("postgresql://tides:⟦SECRET|Sp1ngT1de_2024⟧@⟦IP_ADDRESS|192.168.40.12⟧:⟪port|5433⟫/harbour")
  File "/usr/lib/python3/dist-packages/psycopg2/__init__.py", line ⟪line_number|122⟫, in connect
psycopg2.OperationalError: connection to server at "⟦IP_ADDRESS|192.168.40.12⟧", port 5433 failed: FATAL:  password authentication failed for user "tides\""""))

TEXTS.append(("web_form_submission", """⟪org_name|CARRICK POINT LIGHTHOUSE TRUST⟫ – Online donation
Title: Mrs
First name: ⟦PERSON|Eleanor⟧
Surname: ⟦PERSON|Pascoe⟧
Home address: ⟦ADDRESS|Flat 2, 7 Harbour Terrace, Porthleven, Helston TR13 9JB⟧
Email: ⟦EMAIL|elliepascoe@hotmail.co.uk⟧
Donation: ⟦AMOUNT|£250.00⟧ (one-off)
Gift Aid: [x] I am a UK taxpayer
Card number: ⟦CARD|$card_visa_4⟧   Expiry: ⟪card_expiry|09/27⟫   CVC: ⟦CVV|418⟧
Campaign code: ⟪campaign_code|LAMP-RESTORE-24⟫   Charity no. ⟪charity_number|1109473⟫"""))

TEXTS.append(("slack_channel", """#ops-alerts
⟦PERSON|nadia.r⟧  10:02
ok so the pilot-roster bot is posting to the old channel. new hook is ⟦SECRET|$slack_hook_1⟧ — pls don't paste it in #general again 😬
⟦PERSON|tbaines⟧  10:04
done. also rotated the bot token, new one ⟦APIKEY|$slack_bot_1⟧ , old one revoked at 10:03
⟦PERSON|nadia.r⟧  10:05
👍 deployed ⟪git_commit|a41f9c2⟫ to ⟪hostname|roster-prod-02⟫, ⟪version|v1.19.4⟫"""))

TEXTS.append(("invoice", """RAVENSWORTH SAILS LTD
Unit 4, ⟪org_address|Ferry Lane Industrial Estate, Lymington SO41 3QD⟫
VAT Reg ⟪vat_number|GB 284 1937 52⟫

INVOICE ⟪invoice_no|RS-24-0318⟫          Date: ⟪invoice_date|18/06/2024⟫
Bill to: ⟦PERSON|Marcus Ellery-Vane⟧, ⟦ADDRESS|Tide Cottage, 3 Quay Hill, Salcombe TQ8 8DA⟧

1 x ⟪product_code|RS-MN-32-XL⟫ Mainsail, ⟪sail_area|28.4 m²⟫, 2 reefs       ⟪line_price|£2,460.00⟫
1 x UV strip renewal, furling genoa                        ⟪line_price|£310.00⟫
Deposit received (⟪payment_date|02/05/2024⟫)                 ⟦AMOUNT|£800.00⟧
BALANCE DUE                                                ⟦AMOUNT|£1,970.00⟧

Pay to ⟪org_name|Ravensworth Sails Ltd⟫, sort code ⟪org_sort_code|40-22-17⟫, account ⟪org_account_number|61829304⟫"""))

TEXTS.append(("dictation", """Dictation – ⟦PERSON|T. Brackley⟧ – survey of "⟪vessel_name|Wandering Auk⟫", ⟪boat_model|Rustler 36⟫, hull no. ⟪hull_id|RUS36-0117⟫, ashore at ⟪place_name|Mylor Yacht Harbour⟫.
Owner Mr ⟦PERSON|Stephen Okafor⟧ present for part of the inspection comma mobile ⟦PHONE|oh seven seven oh oh, nine oh oh, five one four⟧. New para. Moisture meter readings below the waterline ⟪moisture_reading|twelve to fourteen percent⟫ on the ⟪instrument|Sovereign Quantum⟫ scale comma acceptable. Note owner mentioned he has ⟦MEDICAL|vertigo⟧ and will not go up the mast himself comma so the rig inspection was done by ⟦PERSON|Kasia⟧ from the yard full stop. Fee agreed ⟦AMOUNT|six hundred and eighty pounds⟧ comma paid on the day by bank transfer."""))

TEXTS.append(("docker_compose_yaml", """# docker-compose.yml – harbour-dash (maintainer: ⟦PERSON|Olu Adebayo⟧ <⟦EMAIL|olu.adebayo@aldbrough-harbour.gov.uk⟧>)
services:
  dash:
    image: ⟪docker_image|ghcr.io/aldbrough/harbour-dash:3.4.1⟫
    ports: ["⟪port|8080⟫:80"]
    environment:
      AIS_FEED_HOST: ⟦IP_ADDRESS|10.12.0.45⟧
      MAPBOX_PUBLIC_TOKEN: ⟪publishable_key|pk.eyJ1IjoiYWxkYnJvdWdoIiwiYSI6ImNsZXhhbXBsZSJ9.pUbLiC⟫
      GOOGLE_MAPS_KEY: ⟦APIKEY|$google_1⟧
      AWS_ACCESS_KEY_ID: ⟦APIKEY|$aws_akid_1⟧
      AWS_SECRET_ACCESS_KEY: ⟦SECRET|$aws_sk_1⟧
      ALERT_WEBHOOK: ⟦SECRET|$discord_hook_1⟧
  db:
    image: ⟪docker_image|postgres:16.2⟫
    environment:
      POSTGRES_PASSWORD: ⟦PASSWORD|quayw4ll-Mooring-88⟧"""))

TEXTS.append(("online_review", """★★☆☆☆  ⟦PERSON|Darren Whitcombe⟧ · 3 weeks ago
Ordered a ⟪product_name|Spinlock Deckvest 6D⟫ (⟪price|£329.95⟫ on the site) and got charged twice. Rang the shop, lad called ⟦PERSON|Callum⟧ said the extra ⟦AMOUNT|three hundred and thirty quid⟧ would be refunded "in 3-5 days". That was ⟪elapsed_time|19 days⟫ ago. Order ⟪order_id|QC-448120⟫. Great range of rope and shackles mind, but sort your till out!!

Response from the owner: Hi ⟦PERSON|Darren⟧, so sorry – ⟦PERSON|Lewis⟧ has pushed the refund through today, ref ⟪refund_ref|RF-00213⟫."""))

TEXTS.append(("shell_history", """  501  ssh ⟦PERSON|mtregenza⟧@⟦IP_ADDRESS|172.16.8.21⟧
  502  cd /var/www/lighthouse-bookings
  503  git log --oneline -3   # ⟪git_commit|e5b07d1⟫ fix ticket pdf
  504  export GITHUB_TOKEN=⟦APIKEY|$gh_pat_1⟧
  505  mysql -u bookings -p'⟦PASSWORD|Lamp_R00m#77⟧' -h ⟪loopback|127.0.0.1⟫ bookings
  506  curl -s ⟪url|https://api.ipify.org⟫
  507  sudo ufw allow from ⟦IP_ADDRESS|81.153.204.66⟧ to any port ⟪port|22⟫
  508  scp backup.sql ⟦PERSON|mtregenza⟧@⟦IP_ADDRESS|172.16.8.21⟧:⟦PERSON|/home/mtregenza⟧/"""))

TEXTS.append(("email_thread", """From: ⟦EMAIL|voyages@spindrift-sailtraining.org.uk⟧
To: ⟦PERSON|Jess Okonkwo-Hart⟧ <⟦EMAIL|jessokh@icloud.com⟧>
Subject: Your medical form – Voyage ⟪voyage_code|SP24-07⟫

Hi ⟦PERSON|Jess⟧,

Thanks for sending the form back. A couple of things our medical officer Dr ⟦PERSON|Ruth Adair⟧ wants to double-check before you join ⟪vessel_name|TS Kittiwake⟫ in ⟪place_name|Oban⟫:

- you've ticked ⟦MEDICAL|asthma⟧ – do you carry a ⟦MEDICAL|salbutamol inhaler⟧? please bring two.
- you mention ⟦MEDICAL|an appendectomy in March⟧. Do you have clearance from your GP for climbing aloft?

Your balance of ⟦AMOUNT|£495⟧ is due 6 weeks before sailing. Bursary ref ⟪bursary_ref|BUR-1193⟫.

Fair winds,
⟦PERSON|Morag Lindsay⟧
Voyage Coordinator, Spindrift Sail Training Trust (Scottish charity ⟪charity_number|SC041277⟫)
⟦PHONE|0131 496 0277⟧"""))

TEXTS.append(("json_config", """{
  "app": "pilot-dispatch",
  "build": "⟪build_number|2024.09.1187⟫",
  "api_base": "⟪url|https://dispatch.estuarypilots.example/api⟫",
  "auth": {
    "service_jwt": "⟦APIKEY|$jwt_2⟧",
    "fcm_sender_id": "⟪app_id|482913007716⟫"
  },
  "oncall": [
    {"pilot": "⟦PERSON|Anders Lykke⟧", "mobile": "⟦PHONE|+45 21 74 83 09⟧"},
    {"pilot": "⟦PERSON|Colm Fitzgerald⟧", "mobile": "⟦PHONE|+353 87 496 2210⟧"}
  ],
  "vts_gateway": "⟦IP_ADDRESS|2a02:8010:6a3e:1::17⟧",
  "docs_sample_gateway": "⟪doc_ip|2001:db8:4::1⟫"
}"""))

TEXTS.append(("ocr_business_card", """[OCR scan – business card]
⟪org_name|BRACKLEY MARINE SURVEYS⟫
⟦PERSON|Thomas J. Brackley⟧ ⟪qualification|MIIMS⟫
Yacht & Small Craft Surveyor
M ⟦PHONE|07700 900 163⟧  T ⟦PHONE|01872 49O 611⟧
E ⟦EMAIL|tom@brackleymarine.co.uk⟧
⟪org_address|The Old Sail Loft, Commercial Rd, Penryn TR10 8AG⟫
⟪url|www.brackleymarine.co.uk⟫"""))

TEXTS.append(("jira_ticket", """[⟪ticket_id|HARB-2291⟫] Berth allocation export leaks customer card numbers
Reporter: ⟦PERSON|Priya Natarajan⟧   Assignee: ⟦PERSON|Olu Adebayo⟧   Priority: ⟪priority|P1⟫
Affects version: ⟪version|3.4.0⟫

Steps: export berth list as CSV from /admin/berths (I was on ⟦IP_ADDRESS|10.40.2.17⟧). Column "payment_ref" contains the full PAN, e.g. the row for ⟦PERSON|W. Haverford⟧: ⟦CARD|$card_visa_1⟧ exp ⟪card_expiry|03/26⟫.
Expected: masked, like ⟪masked_card|4539 **** **** 2328⟫."""))

TEXTS.append(("meeting_minutes", """⟪org_name|CARRICK POINT LIGHTHOUSE TRUST⟫ – Trustees' meeting, ⟪meeting_date|14 May 2024⟫
Present: ⟦PERSON|Alasdair Munro⟧ (chair), ⟦PERSON|Morwenna Tregenza⟧, Revd ⟦PERSON|Peter Ashdown⟧
Apologies: ⟦PERSON|Bethan Vosper⟧ (⟦MEDICAL|recovering from knee surgery⟧)

1. Finance. Treasurer reported the restoration appeal stands at ⟪org_total|£48,210⟫. A legacy from the late Mrs ⟦PERSON|Ivy Penrose⟧ is expected in the autumn.
2. Lens room. Quote from ⟪org_name|Trinity Lamp & Lens Co.⟫ for re-silvering (⟪quote_total|£6,750⟫) accepted.
3. Keeper's cottage. Tenant ⟦PERSON|Jonah Ferris⟧ is two months in arrears (⟦AMOUNT|£1,300⟧). Action: ⟦PERSON|Alasdair⟧ to write.
Next meeting ⟪meeting_date|9 July 2024⟫."""))

TEXTS.append(("hr_onboarding_form", """⟪org_name|LOWER COLUMBIA BAR PILOTS ASSN.⟫ — Apprentice onboarding (HR copy, form ⟪form_code|HR-7 rev. 2023⟫)
Name: ⟦PERSON|Dana R. Whitlock⟧
SSN: ⟦SSN|$ssn_1⟧
DOB: ⟦DATE_OF_BIRTH|07/22/1986⟧
Home: ⟦ADDRESS|2214 Marine Dr, Astoria, OR 97103⟧
Cell: ⟦PHONE|(503) 555-0147⟧
Emergency contact: ⟦PERSON|Marcy Whitlock⟧ (spouse) ⟦PHONE|(503) 555-0192⟧
Annual apprentice stipend: ⟦AMOUNT|$48,500⟧
Direct deposit bank routing no.: ⟪bank_routing_number|123000220⟫"""))

TEXTS.append(("voicemail_transcript", """Voicemail (1 min 12 s), transcribed automatically:
"Hi, this is ⟦PERSON|Brenda McKechnie⟧ calling for ⟦PERSON|Lewis⟧ at the chandlery, it's about the anchor chain I ordered, order ⟪order_id|QC-447781⟫. You've charged me ⟦AMOUNT|four hundred and twelve pounds fifty⟧ but the website said ⟪price|£389⟫ for thirty metres of the ⟪chain_spec|8mm G40⟫. Could you ring me back on ⟦PHONE|0141 496 0528⟧, after six is best. Or email me, ⟦EMAIL|brenda.mck@sky.com⟧. Thanks, bye.\""""))

TEXTS.append(("kubernetes_secret", """apiVersion: v1
kind: Secret
metadata:
  name: berthbook-secrets
  namespace: ⟪k8s_namespace|harbour-prod⟫
  uid: ⟪uuid|6f2d8a41-93c7-4b0e-a1d5-0e7c3b9f1a22⟫
  resourceVersion: "⟪resource_version|884213⟫"
  annotations:
    owner: ⟦PERSON|priya.natarajan⟧
type: Opaque
stringData:
  SESSION_SIGNING_KEY: "⟦SECRET|$signing_1⟧"
  MAILGUN_API_KEY: "⟦APIKEY|$mailgun_1⟧"
  SMTP_PASSWORD: "⟦PASSWORD|Bollard&Bitts2024⟧"
  TOTP_ISSUER_SEED: "⟦SECRET|$totp_1⟧"
  REDIS_URL: "redis://:⟦SECRET|r3d1s-Harb0ur⟧@⟦IP_ADDRESS|10.244.3.18⟧:⟪port|6379⟫/0\""""))

TEXTS.append(("crew_list", """CREW LIST – ⟪vessel_name|TS Kittiwake⟫ – ⟪place_name|Oban⟫ to ⟪place_name|Tórshavn⟫, departing ⟪voyage_date|21 Jul 2024⟫
No | Surname, Given | Nat. | DOB | Passport
1 | ⟦PERSON|LINDSAY, Morag⟧ | GBR | ⟦DATE_OF_BIRTH|03 Jan 1979⟧ | ⟦PASSPORT|$pp_uk_1⟧
2 | ⟦PERSON|ALBRECHT, Finn⟧ | DEU | ⟦DATE_OF_BIRTH|11 Jun 2006⟧ | ⟦PASSPORT|$pp_de_1⟧
3 | ⟦PERSON|VAN DIJK, Sanne⟧ | NLD | ⟦DATE_OF_BIRTH|27 Feb 2005⟧ | ⟦PASSPORT|$pp_nl_1⟧
4 | ⟦PERSON|O'SULLIVAN, Ciarán⟧ | IRL | ⟦DATE_OF_BIRTH|15 Sep 2004⟧ | ⟦PASSPORT|$pp_ie_1⟧
5 | ⟦PERSON|MOREAU, Léa⟧ | FRA | ⟦DATE_OF_BIRTH|02 Dec 2005⟧ | ⟦PASSPORT|$pp_fr_1⟧
Master: Capt. ⟦PERSON|Iain Rennie⟧      Signature ______"""))

TEXTS.append(("sms_thread", """Harbour Office: Mooring ⟪mooring_id|B-27⟫ fees for 2025 are now due. Pay online at ⟪url|aldbrough-harbour.gov.uk/pay⟫ or call ⟦PHONE|01964 520 377⟧. Ref ⟪payment_reference|MOR25-B27⟫.
Me: Hi its ⟦PERSON|Keith Ransome⟧, I paid ⟦AMOUNT|£465⟧ by card on friday, can u check?
Harbour Office: Thanks ⟦PERSON|Keith⟧, yes received. Riser chain inspection is booked for ⟪inspection_date|w/c 10 March⟫."""))

TEXTS.append(("contract_extract", """BOATBUILDING AGREEMENT (extract)
This agreement is made on ⟪contract_date|1 February 2024⟫ between ⟪org_name|Hollins & Daughter Boatbuilders Ltd⟫ (company no. ⟪company_number|08814472⟫) ("the Builder") and ⟦PERSON|Fenella Aske⟧ of ⟦ADDRESS|Wren Cottage, Church Lane, Bodinnick, Fowey PL23 1LX⟧ ("the Owner").
2. Price. The contract price is ⟪contract_price|£84,000⟫ inclusive of VAT. The Owner has paid a deposit of ⟦AMOUNT|£16,800⟧ (receipt ⟪receipt_no|HD-0098⟫).
7. Refunds. Any sum refundable to the Owner shall be paid to ⟦IBAN|$iban_gb_3⟧ (account name ⟦PERSON|F. Aske⟧).
Signed: ⟦PERSON|James Hollins⟧, Director          Signed: ⟦PERSON|Fenella Aske⟧"""))

TEXTS.append(("terraform_tfvars", """# terraform.tfvars — lighthouse-webcams (⟦PERSON|gpryce⟧ 2024-02)
region          = "⟪cloud_region|eu-west-2⟫"
instance_type   = "⟪instance_type|t3.small⟫"
aws_access_key  = "⟦APIKEY|$aws_akid_2⟧"
aws_secret_key  = "⟦SECRET|$aws_sk_2⟧"
allowed_cidrs   = ["⟦IP_ADDRESS|81.2.69.142⟧/32", "⟦IP_ADDRESS|100.88.0.7⟧/32"]
ami_id          = "⟪ami_id|ami-0c1f9b2a4e7d33f10⟫"
ssh_key_name    = "⟦PERSON|gpryce⟧-laptop\""""))

TEXTS.append(("incident_report", """INCIDENT REPORT ⟪incident_no|IR-2024-031⟫
Vessel: ⟪vessel_name|TS Kittiwake⟫   Position: ⟪lat_long|56°24.8'N 005°29.1'W⟫   Time: ⟪time_utc|1435 UTC⟫   Weather: ⟪weather|F5, moderate sea⟫
Person involved: ⟦PERSON|Sanne van Dijk⟧ (trainee, age 19)
Description: while taking in the fore course the trainee slipped on the footrope and was held by her harness. Sustained ⟦MEDICAL|a sprained left wrist⟧.
First aid by watch leader ⟦PERSON|Dougie Baird⟧: ⟦MEDICAL|ice pack and 400 mg ibuprofen⟧. Trainee has a ⟦MEDICAL|penicillin allergy⟧ (on file).
Next of kin informed 1610: ⟦PERSON|Marieke van Dijk⟧ (mother), ⟦PHONE|+31 6 4172 5508⟧."""))

TEXTS.append(("markdown_table", """## Survey jobs – week 37

| Job | Client | Boat | Where | Fee | Notes |
|---|---|---|---|---|---|
| ⟪job_number|S-24-201⟫ | ⟦PERSON|A. Lindqvist⟧ | ⟪boat_model|Hallberg-Rassy 34⟫ | ⟪berth_number|Pontoon C-12⟫ | ⟦AMOUNT|£720⟧ paid | report sent |
| ⟪job_number|S-24-202⟫ | Mr & Mrs ⟦PERSON|Odukoya⟧ | ⟪boat_model|Westerly Centaur⟫ | ashore, ⟪place_name|Gweek⟫ | ⟦AMOUNT|£540⟧ owed | chasing – ⟦PHONE|07700 900 377⟧ |
| ⟪job_number|S-24-203⟫ | ⟦PERSON|Jo Tuttle⟧ | ⟪boat_model|Cornish Shrimper 19⟫ | ⟪berth_number|Mooring 31⟫ | ⟪quote_total|£380 quoted⟫ | booked 12/9 |"""))

TEXTS.append(("account_welcome_email", """Subject: Your Quayside Chandlery trade account

Hi ⟦PERSON|Ewan⟧,

Your trade account ⟪customer_account_id|TR-00871⟫ is now open. Log in at ⟪url|trade.quaysidechandlery.co.uk⟫ with the temporary password ⟦PASSWORD|Shackle-5530⟧ – you'll be asked to change it first time.
Your opening balance carried over from the old system is ⟦AMOUNT|£118.40⟧ owing.

Cheers,
⟦PERSON|Lewis Carrow⟧
Trade Counter · ⟪opening_hours|Mon–Sat 8–5⟫
⟦PHONE|01475 496 118⟧ · ⟦EMAIL|trade@quaysidechandlery.co.uk⟧"""))

TEXTS.append(("nginx_access_log", """⟦IP_ADDRESS|185.220.101.34⟧ - - [⟪timestamp|12/Aug/2024:03:14:07 +0100⟫] "POST /wp-login.php HTTP/1.1" ⟪http_status|401⟫ 512 "-" "python-requests/2.31"
⟦IP_ADDRESS|2a00:23c7:9d81:4a01:5d2e:1c4b:88a0:13f9⟧ - ⟦PERSON|bvosper⟧ [12/Aug/2024:09:02:44 +0100] "GET /shop/admin/orders?email=⟦EMAIL|h.trelawny@gmail.com⟧ HTTP/2.0" 200 18734 "-" "Mozilla/5.0"
⟦IP_ADDRESS|192.168.1.54⟧ - - [12/Aug/2024:09:05:12 +0100] "GET /tickets/⟪ticket_id|TKT-88213⟫.pdf HTTP/1.1" 200 48211 "-" "⟪user_agent|Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)⟫"
⟪doc_ip|198.51.100.23⟫ - - [12/Aug/2024:09:06:00 +0100] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29\""""))

TEXTS.append(("tenancy_agreement", """ASSURED SHORTHOLD TENANCY – SCHEDULE
Landlord: ⟪org_name|Carrick Point Lighthouse Trust⟫
Tenant: ⟦PERSON|Jonah Ferris⟧, born ⟦DATE_OF_BIRTH|6 April 1991⟧, National Insurance no. ⟦NATIONAL_ID|$nino_1⟧
Property: ⟪property_name|The Assistant Keeper's Cottage⟫, ⟦ADDRESS|2 Lighthouse Row, Carrick Point, St Keverne, Helston TR12 6QQ⟧
Rent: ⟦AMOUNT|£650⟧ per calendar month, by standing order from the Tenant's account ⟦IBAN|$iban_gb_1⟧
Deposit: ⟦AMOUNT|£750⟧, protected with the ⟪scheme_name|Deposit Protection Service⟫, certificate ⟪certificate_no|DPS-7731902⟫
Guarantor: ⟦PERSON|Maureen Ferris⟧ (mother of the Tenant)"""))

TEXTS.append(("expense_claim", """EXPENSE CLAIM – ⟪org_name|Brackley Marine Surveys⟫
Claimant: ⟦PERSON|Kasia Nowak⟧     Employee no. ⟪employee_no|E-017⟫     Period: ⟪period|Sept 2024⟫

| Date  | Item                                   | Amount  |
|-------|----------------------------------------|---------|
| 03/09 | Fuel, Penryn–Plymouth return           | ⟦AMOUNT|£48.60⟧  |
| 03/09 | Parking, ⟪place_name|Queen Anne's Battery⟫            | ⟦AMOUNT|£9.00⟧   |
| 11/09 | Moisture meter batteries               | ⟦AMOUNT|£14.99⟧  |
Total claimed: ⟦AMOUNT|£72.59⟧

Pay to: ⟦PERSON|K. Nowak⟧, ⟦IBAN|$iban_pl_1⟧ (Polish account, pls use SEPA)
PESEL for payroll records: ⟦NATIONAL_ID|$pesel_1⟧"""))

TEXTS.append(("out_of_office_reply", """Automatic reply: Re: pilot transfer ⟪date_reference|22/08⟫

I'm on leave until ⟪return_date|2 September⟫ (⟦MEDICAL|shoulder operation⟧, nothing exciting!). For urgent pilotage bookings contact the duty desk on ⟦PHONE|+44 1624 496 300⟧ or ⟦EMAIL|duty@estuarypilots.co.uk⟧. For invoices, ⟦PERSON|Sian Morgan⟧ in accounts.

⟦PERSON|Colm Fitzgerald⟧ | Senior Pilot | ⟪org_name|Estuary Pilots Co-operative⟫"""))

TEXTS.append(("recovery_codes_note", """⟪org_name|GitHub⟫ recovery codes – account ⟦PERSON|mdrummond-rs⟧
Keep these somewhere safe (⟦PERSON|Mike⟧ – NOT on the loft PC!!)

⟦SECRET|$rc_hex_1⟧
⟦SECRET|$rc_hex_2⟧
⟦SECRET|$rc_hex_3⟧
⟦SECRET|$rc_hex_4⟧
⟦SECRET|$rc_hex_5⟧
⟦SECRET|$rc_hex_6⟧

(generated ⟪timestamp|2024-03-09 17:22⟫, 16 codes in total, the other ⟪remaining_count|10⟫ are printed and in the safe)
safe code is ⟦PASSWORD|2 9 0 4 1 7⟧ btw"""))

TEXTS.append(("marketplace_listing", """FOR SALE – ⟪boat_model|Herreshoff 12½⟫, built ⟪build_year|1952⟫, cedar on oak, new canvas deck 2019
Selling my late dad's boat, she's been in the barn in ⟪place_name|Camden, ME⟫ since he passed. Asking ⟪asking_price|$14,500 OBO⟫.
Call or text ⟦PERSON|Gary⟧ ⟦PHONE|(207) 555-0163⟧. Serious only pls. ⟦AMOUNT|$500⟧ deposit via Venmo @⟦PERSON|gary-lunt⟧ holds her till spring."""))

TEXTS.append(("ci_workflow_yaml", """# .github/workflows/deploy.yml  — sail order portal
name: deploy
on: { push: { branches: [⟪git_branch|main⟫] } }
jobs:
  deploy:
    runs-on: ⟪runner_label|ubuntu-22.04⟫
    env:
      NPM_TOKEN: ⟦APIKEY|$npm_1⟧   # TODO move to secrets - ⟦PERSON|mdrummond⟧
      SENTRY_DSN: ⟪public_dsn|https://4f1e2b0c@o4507.ingest.sentry.io/45071⟫
      HF_TOKEN: ⟦APIKEY|$hf_1⟧
    steps:
      - uses: ⟪action_ref|actions/checkout@v4⟫
      - run: ssh deploy@⟦IP_ADDRESS|46.101.77.218⟧ "cd /srv/portal && ./release.sh\""""))

TEXTS.append(("till_receipt", """QUAYSIDE CHANDLERY
⟪org_address|Victoria Quay, Greenock PA15 1HT⟫
VAT No ⟪vat_number|GB 301 4456 18⟫
------------------------------------
⟪sku|40-118⟫ Shackle 10mm A4 x4     ⟪price|£35.80⟫
⟪sku|22-930⟫ Dyneema 6mm /m x12     ⟪price|£46.20⟫
------------------------------------
TOTAL                           ⟦AMOUNT|£82.00⟧
MASTERCARD                      ⟦AMOUNT|£82.00⟧
Card ⟪masked_card|************2265⟫   Auth ⟪auth_code|083114⟫
Cardholder: MR ⟦PERSON|H DALGLEISH⟧
Served by: ⟦PERSON|Callum⟧   Thank you, fair winds!"""))

TEXTS.append(("phone_payment_transcript", """[Transcript – Harbour Office payments line – call 3 of 7 – ⟪timestamp|09:41:12⟫]
Agent (⟦PERSON|Gethin⟧): Harbour office, how can I help?
Caller: Hallo, it's ⟦PERSON|Liesel Brandt⟧, visiting yacht ⟪vessel_name|Seeschwalbe⟫ on the ⟪berth_number|visitor pontoon V3⟫, I want to pay for the nights.
Agent: Three nights at the visitor rate, that's ⟦AMOUNT|£96.60⟧. Long card number when you're ready.
Caller: ⟦CARD|$card_mc_2⟧.
Agent: Expiry and the three digits on the back?
Caller: ⟪card_expiry|11/26⟫, and ⟦CVV|702⟧.
Agent: Lovely, that's gone through. Receipt to which email?
Caller: ⟦EMAIL|liesel.brandt@t-online.de⟧"""))

TEXTS.append(("shift_handover_note", """PILOT STATION – NIGHT HANDOVER ⟪shift_date|Sat 17 Aug⟫
- ⟦PERSON|Whitlock⟧ off sick (⟦MEDICAL|migraine⟧), ⟦PERSON|Lykke⟧ covering the 0230 outbound ⟪vessel_name|Nordkap Trader⟫ (draught ⟪draught|11.2 m⟫).
- VTS console password changed, new one is on the sticky under the keyboard: ⟦PASSWORD|Fairway#Buoy9⟧ (yes I know ⟦PERSON|Anders⟧, will move it to the vault tmrw)
- Launch ⟪vessel_name|Pilot Cutter 2⟫ has a blown impeller, yard is ⟪org_name|Sutton's Marine⟫.
- Ch 14 busy, working on ⟪vhf_channel|Ch 9⟫."""))

TEXTS.append(("whatsapp_chat", """[19/03/24, 18:02] ⟦PERSON|Mike Drummond⟧: Hi ⟦PERSON|Sarah⟧ your new jib is ready 🎉 (⟪product_code|RS-JB-26⟫)
[19/03/24, 18:05] ⟦PERSON|Sarah Blythe⟧: Brilliant!! can I pay the rest by bank transfer?
[19/03/24, 18:06] ⟦PERSON|Mike Drummond⟧: Yep balance is ⟦AMOUNT|£612⟧, sort ⟪org_sort_code|40-22-17⟫ acct ⟪org_account_number|61829304⟫, ref ur surname
[19/03/24, 18:09] ⟦PERSON|Sarah Blythe⟧: done ✅ sent ⟦AMOUNT|£612.00⟧ from the joint acct with ⟦PERSON|Rob⟧. Can u deliver to ⟦ADDRESS|Mill House, Bucklers Hard Rd, Beaulieu SO42 7XB⟧ ?
[19/03/24, 18:10] ⟦PERSON|Mike Drummond⟧: sure, thurs, ⟪delivery_fee|£15 delivery⟫ ok?"""))

TEXTS.append(("helpdesk_ticket", """Ticket #⟪ticket_id|48213⟫ — "Can't log in to trainee portal"     Priority: ⟪priority|normal⟫
Requester: ⟦PERSON|Ciarán O'Sullivan⟧ <⟦EMAIL|ciaran.osullivan04@gmail.com⟧>
Channel: web form · IP ⟦IP_ADDRESS|89.101.23.190⟧ · ⟪browser|Chrome 126⟫

hi, ive tried resetting 3 times. my username is ⟦PERSON|cosullivan⟧ and i set the password to ⟦PASSWORD|Galway_Hooker_04⟧ but it says wrong. I need to upload my ⟦MEDICAL|ECG results⟧ before the voyage. also can you confirm my PPS number is right on the form, its ⟦NATIONAL_ID|$ppsn_1⟧

— Internal note (⟦PERSON|Morag⟧): account was locked after 5 tries. Unlocked. Don't reply with his password quoted!!"""))

TEXTS.append(("insurance_claim_intake", """CLAIM INTAKE – ⟪org_name|Chesapeake Yacht Underwriters⟫
Claim #: ⟪claim_number|CY-2024-118734⟫     Policy: ⟪policy_number|HUL-3391027⟫
Insured: ⟦PERSON|Raymond T. Oduya⟧
SSN (last 4 only please!): ⟦SSN|$ssn_2⟧
Date of birth: ⟦DATE_OF_BIRTH|March 3, 1971⟧
Mailing address: ⟦ADDRESS|418 Bay Ridge Rd, Annapolis, MD 21403⟧
Vessel: ⟪boat_model|1998 Sabre 36⟫, HIN ⟪hull_id|SRY36118K798⟫
Loss: lightning strike on mooring at ⟪place_name|Back Creek⟫, masthead electronics and VHF destroyed.
Surveyor assigned: ⟦PERSON|Jolene Marsh⟧, ⟦PHONE|410-555-0188⟧
Amount claimed: ⟦AMOUNT|$23,640.00⟧     Deductible: ⟪deductible|$1,000⟫"""))

TEXTS.append(("payroll_stub", """EARNINGS STATEMENT        Pay date ⟪pay_date|08/15/2024⟫        Period ⟪pay_period|08/01–08/15⟫
Employer: ⟪org_name|Lower Columbia Bar Pilots Assn.⟫   EIN ⟪ein|93-0417726⟫
Employee: ⟦PERSON|Whitlock, Dana R⟧   Emp ID ⟪employee_no|00412⟫   SSN ⟪masked_ssn|XXX-XX-4417⟫
Gross pay ........... ⟦AMOUNT|$5,208.33⟧
Federal income tax .. ⟦AMOUNT|$781.25⟧
Net pay ............. ⟦AMOUNT|$3,912.40⟧   deposited to acct ⟪masked_account|****8810⟫"""))

TEXTS.append(("job_application_email", """Subject: Deckhand application - ⟦PERSON|Tyler Brooks-Nguyen⟧

Hi there! Attaching my app for the summer season on the schooner ⟪vessel_name|Osprey Wind⟫. For the background check form you asked for my SSN, its ⟦SSN|$ssn_3⟧, DOB ⟦DATE_OF_BIRTH|5/14/2002⟧. I have my ⟪certificate|STCW Basic Safety⟫ from ⟪org_name|MITAGS⟫ and a ⟪credential_type|TWIC card⟫. Only medical thing is ⟦MEDICAL|ADHD⟧, I take ⟦MEDICAL|Adderall XR 20mg⟧ daily, it's well controlled.
Phone ⟦PHONE|(612) 555-0139⟧.
Thanks!! ⟦PERSON|Tyler⟧"""))

TEXTS.append(("ocr_tax_form", """[OCR] Form ⟪form_code|W-9 (Rev. March 2024)⟫
1 Name (as shown on your income tax return): ⟦PERSON|Lucia Ferraro-Banks⟧
2 Business name/disregarded entity: ⟪org_name|Northwind Sail Loft LLC⟫
5 Address (number, street, apt.): ⟦ADDRESS|77 Water St, Mystic, CT 06355⟧
Part I   Social security number   ⟦SSN|$ssn_7⟧
         or  Employer identification number  ⟪blank_field|__-_______⟫
Sign Here  ⟦PERSON|L. Ferraro-Banks⟧        Date ⟪signature_date|02/11/2024⟫"""))

TEXTS.append(("sql_query_result", """mysql> SELECT id, name, ssn, dob, phone FROM instructors WHERE active = 1;
+----+------------------+-------------+------------+--------------+
| id | name             | ssn         | dob        | phone        |
+----+------------------+-------------+------------+--------------+
| ⟪db_row_id|14⟫ | ⟦PERSON|Marcus Greenlee⟧  | ⟦SSN|$ssn_4⟧ | ⟦DATE_OF_BIRTH|1990-10-02⟧ | ⟦PHONE|207-555-0174⟧ |
| ⟪db_row_id|17⟫ | ⟦PERSON|Abigail Thornton⟧ | ⟦SSN|$ssn_5⟧ | ⟦DATE_OF_BIRTH|1984-06-21⟧ | ⟦PHONE|207-555-0121⟧ |
| ⟪db_row_id|22⟫ | ⟦PERSON|Samir Haddad⟧     | ⟦SSN|$ssn_8⟧   | ⟦DATE_OF_BIRTH|1977-01-09⟧ | ⟦PHONE|207-555-0165⟧ |
+----+------------------+-------------+------------+--------------+
3 rows in set (⟪query_time|0.01 sec⟫)"""))

TEXTS.append(("email_refund_request", """From: ⟦PERSON|Sigrid Haugland⟧ <⟦EMAIL|sigrid.haugland@bergen-skipsagent.no⟧>
Subject: Refund of double pilotage payment / tilbakebetaling

Hi ⟦PERSON|Sian⟧,

As discussed on the phone, I paid the pilotage for ⟪vessel_name|Fjordglimt⟫ twice from my private account by mistake (⟦AMOUNT|NOK 18 450⟧ each time). Please refund one of them to ⟦IBAN|$iban_no_1⟧, account holder ⟦PERSON|Sigrid Haugland⟧. Your accounts team asked for personal ID for the refund form – my fødselsnummer is ⟦NATIONAL_ID|$no_1⟧, date of birth ⟦DATE_OF_BIRTH|14.03.1983⟧.
Invoice numbers: ⟪invoice_no|EP-24-5512⟫ and ⟪invoice_no|EP-24-5513⟫.

Med vennlig hilsen / Best regards
⟦PERSON|Sigrid⟧
⟦PHONE|+47 926 41 337⟧"""))

TEXTS.append(("personal_diary", """Sat. Up at 6 to do the lens clean with ⟦PERSON|Ali⟧ before the first tour. ⟦PERSON|Morwenna⟧ brought her spaniel ⟪pet_name|Pilchard⟫ again, who was sick on the gallery (⟪animal_health|vet reckons it's just a dodgy tummy from eating crab⟫). ⟦PERSON|Bethan⟧ texted, she's ⟦MEDICAL|still on crutches after the knee op⟧ so no shop shifts till Sept. Gran's ⟦MEDICAL|hip replacement⟧ went well thank god.
Visitors today ⟪visitor_count|214⟫, shop till took ⟪org_total|£1,082⟫ – best Saturday this year."""))

TEXTS.append(("ics_calendar_invite", """BEGIN:VCALENDAR
BEGIN:VEVENT
UID:⟪uuid|3b9e0a7c-1d44-4f2e-9c61-58aa0e2d7b13⟫@ravensworthsails
DTSTART:⟪ics_datetime|20240612T093000Z⟫
SUMMARY:Sail measure-up – ⟪vessel_name|Curlew III⟫
LOCATION:⟪place_name|Haven Quay, Lymington⟫
ORGANIZER;CN=⟦PERSON|Mike Drummond⟧:mailto:⟦EMAIL|mike@ravensworthsails.co.uk⟧
ATTENDEE;CN=⟦PERSON|Priscilla Oyelaran⟧:mailto:⟦EMAIL|p.oyelaran@gmail.com⟧
DESCRIPTION:Bring the old main. ⟦PERSON|Priscilla⟧'s mobile ⟦PHONE|07700 900 845⟧. Boatyard gate code ⟦PASSWORD|1805#⟧
END:VEVENT
END:VCALENDAR"""))

TEXTS.append(("price_list", """QUAYSIDE CHANDLERY – ANTIFOULING & EPOXY PRICE LIST (valid to ⟪validity_date|31 March 2025⟫)
⟪product_name|Micron 350⟫ 2.5 L ........................ ⟪price|£169.95⟫
⟪product_name|Trilux Prop & Drive⟫ 250 ml aerosol ...... ⟪price|£32.50⟫
⟪product_name|West System 105/205⟫ A-pack ............. ⟪price|£84.00⟫
⟪product_name|Epifanes Clear Varnish⟫ 1 L .............. ⟪price|£41.75⟫
Trade discount ⟪discount_rate|15%⟫ for account holders. Prices include VAT at ⟪vat_rate|20%⟫."""))

TEXTS.append(("whiteboard_ocr", """[photo of office whiteboard – OCR]
HARBOUR OFFICE – WK 33
wifi ⟪ssid|HarbourGuest⟫ / ⟦PASSWORD|Salt&Spray24⟧
dredger ⟪vessel_name|Aldbrough Endeavour⟫ back ⟪date_event|Weds⟫
ring ⟦PERSON|Pam⟧ (chandlery) re fenders – ⟦PHONE|01964 496 201⟧
⟦PERSON|Gethin⟧ – ⟦MEDICAL|dentist, root canal⟧ Tues pm
⟪tide_time|HW 14:52 5.8m⟫"""))

TEXTS.append(("java_stack_trace", """2024-06-01 11:02:13,441 ERROR [⟪thread_name|pool-3-thread-7⟫] c.q.pos.PaymentService - Card auth failed for customer=⟦PERSON|Hamish Dalgleish⟧ pan=⟦CARD|$card_mc_3⟧ cvv=⟦CVV|961⟧
java.lang.IllegalStateException: Gateway timeout after ⟪duration|30000 ms⟫
    at com.quayside.pos.PaymentService.authorise(PaymentService.java:⟪line_number|214⟫)
    at com.quayside.pos.Till.checkout(Till.java:88)
    at java.base/java.lang.Thread.run(Thread.java:⟪line_number|1583⟫)
Caused by: java.net.SocketTimeoutException: connect timed out to ⟦IP_ADDRESS|34.89.120.7⟧:⟪port|443⟫"""))

TEXTS.append(("survey_cover_email", """Dear Sr. ⟦PERSON|Javier Ortega Ruiz⟧,

Please find attached the pre-purchase survey of ⟪vessel_name|Alba Marina⟫ (report ⟪survey_report_no|PYS-0412⟫). In short: sound hull, but budget for new standing rigging this winter.

For the change of flag at the ⟪org_name|Capitanía Marítima de Palma⟫ they will need your DNI (⟦NATIONAL_ID|$dni_1⟧) and also your wife ⟦PERSON|Marta⟧'s NIE, which I have as ⟦NATIONAL_ID|$nie_1⟧ – please double-check it.

My fee of ⟦AMOUNT|€1,150⟧ can be paid to my account ⟦IBAN|$iban_es_1⟧.

Un saludo,
⟦PERSON|Nick Pellow⟧
⟪org_name|Pellow Yacht Surveys SL⟫ · ⟦PHONE|+34 611 48 20 93⟧"""))

TEXTS.append(("code_review_comment", """# tide_alerts/notify.py — PR #⟪pr_number|142⟫, review comment by ⟦PERSON|Olu Adebayo⟧: "please don't hardcode these 🙏"
TELEGRAM_BOT_TOKEN = "⟦APIKEY|$telegram_1⟧"
CHAT_ID = ⟪chat_id|-1001873342210⟫
OPENAI_KEY = "⟦APIKEY|$openai_1⟧"
SMTP = {"host": "⟦IP_ADDRESS|10.12.0.25⟧", "user": "alerts", "password": "⟦PASSWORD|Neap&Spring11⟧"}
THRESHOLD_M = ⟪tide_threshold|5.9⟫"""))

TEXTS.append(("sail_order_form", """RAVENSWORTH SAILS – Sail order form
Name: ⟦PERSON|Ruairidh MacPhee⟧      Boat: ⟪boat_model|Sadler 26⟫ "⟪vessel_name|Peedie Breeze⟫"     Sail no. ⟪sail_number|GBR 3317⟫
Email: ⟦EMAIL|ruairidh.macphee@btinternet.com⟧      Tel: ⟦PHONE|01856 496 740⟧
Delivery address: ⟦ADDRESS|Quoy Farm, Orphir, Orkney KW17 2RD⟧
Measurements: P ⟪sail_measurement|8.92 m⟫   E ⟪sail_measurement|3.05 m⟫
Deposit paid online: ⟦AMOUNT|£350.00⟧ (card ending ⟪masked_card|**0716⟫)"""))

TEXTS.append(("postmortem_doc", """# Post-incident review: leaked Stripe restricted key (⟪incident_no|INC-0042⟫)
**Date:** ⟪incident_date|2024-07-09⟫   **Author:** ⟦PERSON|Lewis Carrow⟧

## What happened
A restricted key ⟦APIKEY|$stripe_rk_1⟧ was committed in ⟪git_commit|9c4e2f18d0a7b3e5c6f1029384756abcdef01234⟫ to the public repo ⟪repo_name|quayside/shop-theme⟫ and scraped within 11 minutes. The attacker's requests came from ⟦IP_ADDRESS|45.153.160.2⟧ and ⟦IP_ADDRESS|2a0d:5600:24:a8e::12⟧.

## Customer impact
One customer (Mrs ⟦PERSON|E. Pascoe⟧) was refunded ⟦AMOUNT|£250.00⟧ twice through the attacker's calls; we have written off the extra ⟦AMOUNT|£250⟧."""))

TEXTS.append(("sms", """Running late luv, ⟪vessel_name|Celtic Venture⟫ still alongside at ⟪berth_number|No. 3 Quay⟫, ⟪eta|ETA 2130⟫. Can u ring the surgery re my ⟦MEDICAL|blood pressure results⟧, ask for Dr ⟦PERSON|Hale⟧. PIN for the joint card is ⟦PASSWORD|4471⟧ if u need cash for ⟦PERSON|Ellie⟧'s trip. Love ⟦PERSON|Rhys⟧ x"""))

TEXTS.append(("invoice", """HOLLINS & DAUGHTER BOATBUILDERS LTD · ⟪org_address|The Slipway, Polruan, Fowey PL23 1PA⟫
Invoice ⟪invoice_no|HD-2024-061⟫
Customer: Dr. ⟦PERSON|Matthias Kellner⟧, ⟦ADDRESS|Elbchaussee 412, 22609 Hamburg, Germany⟧
Re: restoration of ⟪boat_model|Nordic Folkboat⟫ "⟪vessel_name|Möwe⟫", ⟪sail_number|GER 604⟫

Labour ⟪labour_hours|212 h⟫ @ ⟪hourly_rate|£58/h⟫ ................ ⟪line_price|£12,296.00⟫
Materials (larch, copper, Burgess oak) ........ ⟪line_price|£3,412.50⟫
Less deposit paid ............................. ⟦AMOUNT|£5,000.00⟧
Balance ....................................... ⟦AMOUNT|£10,708.50⟧

To be collected from the customer's account ⟦IBAN|$iban_de_1⟧ by SEPA direct debit, as agreed with ⟦PERSON|Nell Hollins⟧."""))

TEXTS.append(("auth_log", """Aug 14 02:11:09 lighthouse-web sshd[⟪pid|21877⟫]: Failed password for invalid user admin from ⟦IP_ADDRESS|141.98.11.62⟧ port ⟪port|51422⟫ ssh2
Aug 14 02:11:12 lighthouse-web sshd[21877]: Failed password for ⟦PERSON|mtregenza⟧ from ⟦IP_ADDRESS|141.98.11.62⟧ port 51430 ssh2
Aug 14 07:30:55 lighthouse-web sshd[22910]: Accepted publickey for ⟦PERSON|mtregenza⟧ from ⟦IP_ADDRESS|86.29.174.3⟧ port 60122 ssh2: ED25519 ⟪key_fingerprint|SHA256:q8WmZk1vJ2y0n5bFh3Tt7rLx9c4uE6pA0sDgH2kMvQo⟫
Aug 14 07:31:02 lighthouse-web sudo: ⟦PERSON|mtregenza⟧ : TTY=pts/0 ; PWD=⟦PERSON|/home/mtregenza⟧ ; USER=root ; COMMAND=/usr/bin/systemctl restart ⟪service_name|lamp-webcam.service⟫
Aug 14 07:35:40 lighthouse-web fail2ban.actions[⟪pid|811⟫]: NOTICE [sshd] Ban ⟦IP_ADDRESS|141.98.11.62⟧"""))

TEXTS.append(("volunteer_registration", """VOLUNTEER REGISTRATION – Lamp Room Tours
Full name: ⟦PERSON|Gwendolyn Hocking⟧ (known as ⟦PERSON|Gwen⟧)
Date of birth: ⟦DATE_OF_BIRTH|23rd October 1949⟧
Address: ⟦ADDRESS|Chy an Mor, 11 Fore Street, Mousehole, Penzance TR19 6PF⟧
Phone: ⟦PHONE|01736 496 218⟧
Any medical conditions we should know about? ⟦MEDICAL|Angina – I carry a GTN spray⟧. Also ⟦MEDICAL|hard of hearing in my left ear⟧.
Next of kin: ⟦PERSON|Trevor Hocking⟧ (son) ⟦PHONE|07700 900 414⟧
How did you hear about us? ⟪referral_source|Parish magazine⟫
Preferred days: ⟪availability|Tues & Thurs⟫, tour slot ⟪tour_slot|10:30⟫"""))

TEXTS.append(("slack_channel", """#infra
⟦PERSON|tbaines⟧  16:20
can someone with access add this deploy key to ⟪hostname|vts-archive-01⟫? (it's the private half, I know, I know — throwaway, will rotate after)
```
⟦SECRET|$pem_ssh_1⟧
```
⟦PERSON|Priya Natarajan⟧  16:22
🤦 deleting that msg. also your ⟪org_name|GitLab⟫ token ⟦APIKEY|$gitlab_1⟧ is visible in the screenshot above, revoke pls
⟦PERSON|tbaines⟧  16:23
revoked. sorry 😅"""))

TEXTS.append(("notice_to_mariners", """LOCAL NOTICE TO MARINERS No. ⟪notice_number|14/2024⟫
⟪org_name|Port of Aldbrough⟫ – Temporary removal of ⟪buoy_name|No. 4 Starboard Hand Buoy⟫

Mariners are advised that the above buoy in position ⟪lat_long|53°44.12'N 000°06.30'W⟫ will be lifted for maintenance from ⟪date_event|2 Sept 2024⟫ for approximately ⟪duration|10 days⟫. A temporary lit buoy (⟪light_character|Fl.G.5s⟫) will mark the position. Chart ⟪chart_number|BA 1188⟫ refers.
Issued by the Harbour Master."""))

TEXTS.append(("voyage_programme", """SPINDRIFT SAIL TRAINING – 2025 VOYAGE PROGRAMME (provisional)
| Voyage | Dates | From → To | Berths | Fee |
|---|---|---|---|---|
| ⟪voyage_code|SP25-01⟫ | ⟪voyage_date|4–9 Apr⟫ | ⟪place_name|Leith⟫ → ⟪place_name|Oban⟫ | ⟪berth_count|12⟫ | ⟪price|£690⟫ |
| ⟪voyage_code|SP25-02⟫ | 12–19 Apr | Oban → ⟪place_name|Stornoway⟫ | 12 | ⟪price|£820⟫ |
Bursaries of up to ⟪bursary_cap|75%⟫ are available for 16–25s. Youth rate ⟪price|£395⟫."""))

TEXTS.append(("enforcement_notice", """⟪notice_number|HM/ENF/24/07⟫ – NOTICE UNDER ⟪statute_ref|SECTION 56, HARBOURS ACT 1964⟫
To: Mr ⟦PERSON|Darren Pike⟧, ⟦ADDRESS|34 Ropewalk, Aldbrough, Hull HU11 4RP⟧
Vessel: ⟪vessel_name|Lucky Lady II⟫ (unregistered motor cruiser), lying at ⟪berth_number|the East Wall⟫
Outstanding harbour dues: ⟦AMOUNT|£2,318.75⟧ (⟪period|Jan–Aug 2024⟫)
You are required to remove the vessel within 28 days. Queries to ⟦PERSON|Gethin Pryce⟧ on ⟦PHONE|01964 520 377⟧.
Capt. ⟦PERSON|A. Sørensen⟧, Harbour Master"""))

TEXTS.append(("csv_export", """order_id,created,customer,email,card_number,exp,cvv,total
⟪order_id|QC-450011⟫,⟪timestamp|2024-09-01 08:12⟫,⟦PERSON|Aoife Brennan⟧,⟦EMAIL|aoife.brennan@eircom.net⟧,⟦CARD|$card_visa_2⟧,⟪card_expiry|05/27⟫,⟦CVV|334⟧,⟦AMOUNT|€214.50⟧
⟪order_id|QC-450012⟫,2024-09-01 08:40,⟦PERSON|Graham Lusk⟧,⟦EMAIL|glusk@me.com⟧,⟦CARD|$card_amex_1⟧,⟪card_expiry|12/25⟫,⟦CVV|4821⟧,⟦AMOUNT|£61.99⟧
⟪order_id|QC-450013⟫,2024-09-01 09:03,⟦PERSON|Yuki Tanabe⟧,⟦EMAIL|y.tanabe@gmail.com⟧,⟦CARD|$card_jcb_1⟧,⟪card_expiry|08/28⟫,⟦CVV|090⟧,⟦AMOUNT|£1,204.00⟧"""))

TEXTS.append(("email_with_signature", """Hi ⟦PERSON|Siobhán⟧,

Here are my details for the seasonal guide contract (⟪season|May–Sept 2025⟫):
Name: ⟦PERSON|Declan Mac Giolla Phádraig⟧
PPSN: ⟦NATIONAL_ID|$ppsn_2⟧
DOB: ⟦DATE_OF_BIRTH|19/08/1998⟧
Bank: ⟦IBAN|$iban_ie_1⟧ (⟪bank_name|AIB⟫, ⟪bank_branch|Dungarvan⟫)
Address: ⟦ADDRESS|Ballyvoyle, Stradbally, Co. Waterford X42 KD98⟧
Mobile: ⟦PHONE|087 496 3310⟧
Oh and just so you know I'm ⟦MEDICAL|coeliac⟧ in case there's food on the training day!

Thanks a mil,
⟦PERSON|Declan⟧"""))

TEXTS.append(("onboarding_checklist", """Pilot trainee onboarding – ⟦PERSON|Joris Verbeek⟧
[x] BSN: ⟦NATIONAL_ID|$bsn_1⟧
[x] Seafarer medical: ⟦MEDICAL|fit, glasses required for distance, colour vision normal⟧
[x] Salary account: ⟦IBAN|$iban_nl_1⟧
[x] Home address: ⟦ADDRESS|Havenstraat 17, 1781 AB Den Helder⟧
[ ] ⟪document_type|VOG⟫ (certificate of conduct) – pending
Start date ⟪start_date|1 October 2024⟫, salary scale ⟪salary_scale|schaal 9⟫.
Buddy: senior pilot ⟦PERSON|Hendrik-Jan Dekker⟧, ⟦PHONE|+31 6 2839 4410⟧"""))

TEXTS.append(("reddit_post", """r/sailing · Posted by u/⟦PERSON|saltybiscuit_77⟧ · 4h · ⟪upvotes|▲ 312⟫
PSA: "sailmaker" on Facebook took my deposit and vanished

Ordered a used ⟪product_name|North 3Di⟫ main (⟪asking_price|€2,200⟫ advertised). Paid ⟦AMOUNT|€900⟧ deposit to ⟦IBAN|$iban_be_1⟧, name on the account "⟦PERSON|Pieter Claes⟧". Number he used: ⟦PHONE|+32 470 12 88 64⟧. Now blocked everywhere. Police report ⟪police_ref|PV 2024/118832⟫. If anyone else has dealt with this guy pls DM."""))

TEXTS.append(("jsonl_audit_log", """{"ts":"⟪timestamp|2024-10-02T12:01:33Z⟫","evt":"login","user":"⟦EMAIL|k.ransome@gmail.com⟧","ip":"⟦IP_ADDRESS|92.40.201.17⟧","ua":"⟪user_agent|Mozilla/5.0 (Linux; Android 14)⟫","session":"⟦SECRET|$sess_dj_1⟧"}
{"ts":"2024-10-02T12:01:40Z","evt":"api_call","auth":"Bearer ⟦APIKEY|$jwt_1⟧","path":"/v2/berths/⟪berth_number|B-27⟫","status":⟪http_status|200⟫}
{"ts":"2024-10-02T12:02:05Z","evt":"payment","user":"⟦EMAIL|k.ransome@gmail.com⟧","amount":"⟦AMOUNT|£465.00⟧","trace":"⟪trace_id|4bf92f3577b34da6a3ce929d0e0e4736⟫"}"""))

TEXTS.append(("whatsapp_group", """[08:01] ⟦PERSON|Nell⟧: who left the steam box on all night 😡
[08:03] ⟦PERSON|Big Dave⟧: wasnt me
[08:03] ⟦PERSON|Kofi⟧: was ⟦PERSON|Tomasz⟧ lol
[08:05] ⟦PERSON|Tomasz⟧: sorry!! left early for ⟦MEDICAL|physio on my back⟧
[08:06] ⟦PERSON|Nell⟧: fine. ⟦PERSON|Dave⟧ can u pick up the ⟪material|Burgess oak⟫ from ⟪org_name|Timbmet⟫ today, account ⟪customer_account_id|HOLL-004⟫
[08:07] ⟦PERSON|Big Dave⟧: ye. also lads whip round for ⟦PERSON|Kofi⟧'s bday, ⟦AMOUNT|a tenner⟧ each to me. ⟪vessel_name|Guillemot⟫ gets her planks back on thurs"""))

TEXTS.append(("payroll_email", """Subject: Wharfinger position – payroll forms

Hi ⟦PERSON|Marie-Ève⟧,

Welcome aboard for the season at ⟪place_name|Lunenburg⟫ harbour. For payroll I still need:
- your SIN – you wrote ⟦NATIONAL_ID|$sin_1⟧ on the form, can you confirm the last digit? it's a bit smudged
- a void cheque or direct deposit form
- emergency contact (you wrote "⟦PERSON|Jacques⟧ – ⟦PHONE|902-555-0126⟧", is that still right?)

Your rate is ⟦AMOUNT|$24.75 CAD⟧ an hour as discussed. ⟪course_name|Marine Emergency Duties A1⟫ is on ⟪date_event|May 6⟫.

⟦PERSON|Gord Ellison⟧
⟪org_name|Lunenburg Harbour Authority⟫"""))

TEXTS.append(("sql_dump", """-- dump of table `users` (ravensworth portal) ⟪timestamp|2024-05-14 02:00:01⟫
INSERT INTO `users` VALUES
(1,'⟦PERSON|mdrummond⟧','⟦EMAIL|mike@ravensworthsails.co.uk⟧','⟪password_hash|$2y$10$Jq8vTz1kqN3rE0bL5yWc7uQ4cU1oP9hXz2aVb6sKdF3gHjK1LmN2e⟫',NULL),
(2,'⟦PERSON|abeaumont⟧','⟦EMAIL|annie.beaumont@ravensworthsails.co.uk⟧','⟪password_hash|$2y$10$w0Pq3XrT8nVb2LcE5yHs9uJd1kMa7ZgQ4fRt6iOp0sNe8xW3vBc1K⟫',NULL),
(3,'⟦PERSON|rmacphee⟧','⟦EMAIL|ruairidh.macphee@btinternet.com⟧',NULL,'⟦PASSWORD|Orkney-Peedie-26⟧'); -- legacy plaintext col, migrate!!"""))

TEXTS.append(("ocr_passport_page", """[OCR – passport data page, low confidence] crew for delivery of ⟪vessel_name|Arctic Skua⟫ Falmouth–Horta, skipper contact ⟦EMAIL|jack.penhaligon@protonmail.com⟧
UNITED KINGDOM OF GREAT BRITAIN AND NORTHERN IRELAND
PASSPORT   Type P   Code ⟪country_code|GBR⟫   Passport No. ⟦PASSPORT|$pp_uk_2⟧
Surname ⟦PERSON|PENHALIGON⟧
Given names ⟦PERSON|JACK ALFRED⟧
Nationality BRITISH CITIZEN
Date of birth ⟦DATE_OF_BIRTH|09 NOV /NOV 88⟧
Sex M    Place of birth ⟪place_name|TRURO⟫
Date of issue ⟪issue_date|14 MAR /MAR 19⟫    Authority ⟪issuing_authority|HMPO⟫
Date of expiry ⟪expiry_date|14 MAR /MAR 29⟫"""))

TEXTS.append(("teams_chat", """[Teams · Finance] ⟦PERSON|Fiona Kerr⟧ 11:14
Hiya, a donor rang in, wants to give ⟦AMOUNT|£1,000⟧ in memory of her husband. Card ⟦CARD|$card_visa_3⟧ exp ⟪card_expiry|01/28⟫ cvv ⟦CVV|557⟧, name ⟦PERSON|Margaret Sillars⟧. Can someone put it through the terminal? I've no access
[Teams · Finance] ⟦PERSON|Morag Lindsay⟧ 11:20
Done, receipt ⟪receipt_no|DN-3349⟫. ⟦PERSON|Fiona⟧ pls delete the card no from here now 🙏 and never again ok! Gift Aid form going in the post to ⟦ADDRESS|5 Kirk Wynd, Crail, Anstruther KY10 3TA⟧"""))

TEXTS.append(("survey_report_summary", """PRE-PURCHASE SURVEY – SUMMARY
Report no. ⟪survey_report_no|BMS/24/131⟫    Date ⟪survey_date|22 August 2024⟫
Client: ⟦PERSON|Nils Sjöberg⟧, ⟦ADDRESS|Flat 9, Admiralty House, Hamble Lane, Southampton SO31 4JR⟧
Client ID for insurer (personnummer): ⟦NATIONAL_ID|$se_1⟧, born ⟦DATE_OF_BIRTH|2 September 1976⟧
Vessel: ⟪boat_model|Najad 331⟫, built ⟪build_year|1989⟫, HIN ⟪hull_id|SE-NAJ33107C989⟫, engine ⟪engine_serial|Volvo MD2030 s/n 5103228814⟫
Findings: elevated moisture ⟪moisture_reading|22% (Tramex, skin scale)⟫ around the keel stub; ⟪defect_code|Cat A⟫ item – replace cutless bearing.
Valuation (fair market): ⟪valuation|£48,000–£52,000⟫
Surveyor: ⟦PERSON|Thomas J. Brackley⟧ ⟪qualification|MIIMS⟫"""))

TEXTS.append(("http_request_dump", """POST /api/registrations HTTP/1.1
Host: ⟪hostname|api.spindrift-sailtraining.org.uk⟫
Cookie: session=⟦SECRET|$sess_flask_1⟧
Content-Type: ⟪content_type|application/json⟫

{"voyage":"⟪voyage_code|SP24-09⟫","first_name":"⟦PERSON|Eero⟧","last_name":"⟦PERSON|Virtanen⟧","dob":"⟦DATE_OF_BIRTH|1987-12-01⟧","national_id":"⟦NATIONAL_ID|$fi_1⟧","email":"⟦EMAIL|eero.virtanen@elisanet.fi⟧","dietary":"vegan","medical":"⟦MEDICAL|mild seasickness, uses scopolamine patches⟧","fee_paid":"⟦AMOUNT|€760⟧"}"""))

TEXTS.append(("volunteer_email", """Hello ⟦PERSON|Morag⟧,

For the insurance of the volunteer crew on ⟪vessel_name|TS Kittiwake⟫ (voyage ⟪voyage_code|SP24-11⟫) you asked for my French social security number: ⟦NATIONAL_ID|$nir_1⟧. I was born ⟦DATE_OF_BIRTH|12 July 1984⟧ in ⟪place_name|Brest⟫.
My doctor says the ⟦MEDICAL|tendinitis in my right shoulder⟧ is ok for hauling now. My mobile in France is ⟦PHONE|+33 6 12 48 90 37⟧.

Bises,
⟦PERSON|Gaëlle⟧
(⟦PERSON|Gaëlle Le Bihan⟧, volunteer bosun's mate)"""))

TEXTS.append(("customer_letter", """Dear ⟦PERSON|Jim⟧ and ⟦PERSON|Nell⟧,

Thank you for the tour of the yard. We'd like to go ahead with the ⟪boat_model|Polruan 22 gaff cutter⟫ as per your quote ⟪quote_ref|HD-Q-2024-17⟫. For the builder's certificate my details are: ⟦PERSON|Tan Wei Ming⟧ (NRIC ⟦NATIONAL_ID|$nric_1⟧), ⟦ADDRESS|28 Jalan Kelulut, Singapore 809016⟧.
We will transfer the first stage payment of ⟦AMOUNT|£21,000⟧ from my ⟪bank_name|DBS⟫ account on Monday.

Warm regards,
⟦PERSON|Wei Ming⟧ (and ⟦PERSON|Mei Ling⟧)
⟦PHONE|+65 9123 4870⟧"""))

TEXTS.append(("vts_traffic_log", """VTS LOG ⟪log_date|2024-08-17⟫
0212 ⟪vessel_name|Nordkap Trader⟫ ⟪mmsi|257318000⟫ ⟪call_sign|LAHK7⟫ passed ⟪buoy_name|Bull Fairway⟫ inbound, pilot aboard.
0230 ⟪vessel_name|Humber Star⟫ ⟪mmsi|235104872⟫ alongside ⟪berth_number|Riverside Quay 4⟫.
0305 Visibility under 0.5 nm, fog signal ⟪light_character|Horn(2) 60s⟫ activated.
0340 Dredger ⟪vessel_name|Aldbrough Endeavour⟫ working ⟪channel_section|Reach 3⟫, keep clear."""))

TEXTS.append(("bank_transfer_confirmation", """Transfer confirmation – Danske Bank
From: ⟦PERSON|Mette Kjærgaard⟧, ⟦IBAN|$iban_dk_1⟧
To: ⟪org_name|Hollins & Daughter Boatbuilders Ltd⟫, ⟪org_iban|$iban_org_trust⟫
Amount: ⟦AMOUNT|DKK 96.500,00⟧ (⟪fx_rate|rate 8.6512⟫ → ⟦AMOUNT|GBP 11,154.50⟧)
Message: "Stage 2 – ⟪vessel_name|Tern⟫ – ⟪invoice_no|HD-2024-073⟫"
Execution date ⟪payment_date|2024-09-12⟫    Reference ⟪transaction_id|DB24091200417736⟫"""))

TEXTS.append(("ocr_job_card", """JOB CARD (scanned, handwritten) #⟪job_number|5320⟫
cust: Mrs ⟦PERSON|Pat Dunmore⟧   tel ⟦PHONE|o1590 496 3l2⟧
sail: ⟪sail_type|mizzen⟫, ⟪cloth|Vectran 8oz⟫, new leech line + ⟪repair_code|patch x3⟫
pd ⟦AMOUNT|£95 cash⟧ – taken by ⟦PERSON|Annie B⟧
collect ⟪date_event|Fri⟫. NB dog ⟪pet_name|Skipper⟫ bites!!"""))

TEXTS.append(("slack_dm", """#front-desk → DM
⟦PERSON|abby.thornton⟧  ⟪chat_time|9:14 AM⟫
hey can you send me your SSN again for the ⟪form_code|1099⟫, the one on file is smudged
⟦PERSON|devon.k⟧  9:20 AM
sure ⟦SSN|$ssn_6⟧ — wait is slack ok for this??
⟦PERSON|abby.thornton⟧  9:21 AM
lol prob not. deleting after I copy it. also your check for ⟦AMOUNT|$1,275⟧ (june lessons) is in your cubby"""))
