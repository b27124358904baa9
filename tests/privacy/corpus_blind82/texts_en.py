# English texts of the blind82 corpus, typed one at a time.
# Markup: ⟦TYPE|value⟧ labelled span, ⟪kind|value⟫ decoy, $name -> values.VALUES
TEXTS = []

TEXTS += [
("whatsapp_chat", """[07/03/24, 22:14] ⟦PERSON|Priya Raman⟧: hiya, is this ⟪org_name|Kettle Yard⟫? booked 2 beds in the 8-bed mixed dorm, ref ⟪booking_ref|KYH-88213⟫
[07/03/24, 22:15] ⟪org_name|Kettle Yard Hostel⟫: Hi ⟦PERSON|Priya⟧ 👋 yes we have you 9–12 March. Reception closes at 11pm, after that use the side gate on ⟪street_name|Mill Lane⟫, door code is ⟦PASSWORD|5 8 2 0⟧ then #
[07/03/24, 22:16] ⟦PERSON|Priya Raman⟧: amazing ty. my mate ⟦PERSON|Tomasz Wierzbicki⟧ is the 2nd guest, his flight gets in late (⟪flight_number|FR 2314⟫)
[07/03/24, 22:17] ⟪org_name|Kettle Yard Hostel⟫: No worries. You paid a ⟦AMOUNT|£20⟧ deposit so balance on arrival is ⟦AMOUNT|£61.50⟧ for both. If ⟦PERSON|Tomasz⟧ gets lost he can ring the night porter on ⟦PHONE|07823 416 092⟧
[07/03/24, 22:17] ⟦PERSON|Priya Raman⟧: perfect, see u thurs"""),

("email_with_signature", """Subject: Re: Online check-in – ⟪org_name|Saltmarsh Line⟫ voyage ⟪voyage_number|SL2417⟫ (Reykjavík–Tromsø)

Hi ⟦PERSON|Gemma⟧,

Sorry, the portal keeps timing out so I'm sending the passport details here as you suggested. For the booking in cabin ⟪cabin_number|7114⟫:

- ⟦PERSON|Declan Foyle⟧, DOB ⟦DATE_OF_BIRTH|22/10/1958⟧, passport no. ⟦PASSPORT|$pp_ie1⟧
- ⟦PERSON|Maureen Foyle⟧, DOB ⟦DATE_OF_BIRTH|04/02/1961⟧, passport no. ⟦PASSPORT|$pp_ie2⟧

⟦PERSON|Maureen⟧ uses a ⟦MEDICAL|CPAP machine⟧ at night (⟦MEDICAL|obstructive sleep apnoea⟧) so we'd need a socket near the bed. Nothing else medical.

Address for the luggage labels is ⟦ADDRESS|17 Carrowbeg Park, Westport, Co. Mayo, F28 X2V6⟧.

Thanks a million,
⟦PERSON|Declan⟧

--
⟦PERSON|Declan Foyle⟧
m: ⟦PHONE|+353 87 614 2290⟧
e: ⟦EMAIL|declan.foyle@eircom.net⟧"""),

("nginx_access_log", """⟪doc_ip|203.0.113.9⟫ - - [14/Jun/2024:09:12:44 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "⟪user_agent|kube-probe/1.27⟫"
⟦IP_ADDRESS|81.152.33.207⟧ - - [14/Jun/2024:09:12:51 +0000] "POST /api/v2/bookings HTTP/1.1" 201 512 "https://bagnook.co/checkout" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)"
⟦IP_ADDRESS|81.152.33.207⟧ - - [14/Jun/2024:09:12:52 +0000] "GET /api/v2/bookings/⟪booking_ref|BN-6Q2X9⟫/confirm?email=⟦EMAIL|h.okonkwo%40gmail.com⟧ HTTP/1.1" 200 1880 "-" "Mozilla/5.0"
⟦IP_ADDRESS|10.42.7.18⟧ - - [⟪timestamp|14/Jun/2024:09:12:55 +0000⟫] "GET /metrics HTTP/1.1" 200 9921 "-" "Prometheus/2.51.0"
⟦IP_ADDRESS|2a02:c7c:5f1d:a00:91b2:44e1:8c0f:2d13⟧ - - [14/Jun/2024:09:13:02 +0000] "POST /api/v2/auth/login HTTP/1.1" 401 64 "-" "okhttp/4.12.0"
⟦IP_ADDRESS|100.72.14.3⟧ - - [14/Jun/2024:09:13:07 +0000] "GET /lockers/⟪locker_id|LDN-KX-114⟫/status HTTP/1.1" 200 311 "-" "BagNookDriver/⟪app_version|3.9.1⟫ (Android 14)"
⟪loopback_ip|127.0.0.1⟫ - - [14/Jun/2024:09:13:09 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "curl/8.5.0\""""),

("env_file", """# roamvans-booking / production  (do NOT commit – ask ⟦PERSON|Callum⟧ for the vault path)
APP_ENV=production
APP_PORT=⟪port|8080⟫
DATABASE_URL=postgres://roam_app:⟦SECRET|Tq7#vLm29!xe⟧@⟦IP_ADDRESS|10.0.14.22⟧:⟪port|5432⟫/roamvans
REDIS_URL=redis://:⟦SECRET|h4nd8rake-Otter⟧@⟦IP_ADDRESS|10.0.14.23⟧:6379/0
STRIPE_PUBLISHABLE_KEY=⟪publishable_key|$dk_pk_stripe1⟫
STRIPE_SECRET_KEY=⟦APIKEY|$ak_stripe1⟧
STRIPE_WEBHOOK_SECRET=⟦SECRET|$sec_whsec1⟧
GOOGLE_MAPS_KEY=⟦APIKEY|$ak_google1⟧
SENTRY_RELEASE=⟪release_tag|roamvans@4.12.0⟫
SUPPORT_INBOX=⟦EMAIL|bookings@roamvans.co.nz⟧
ADMIN_CONTACT=⟦EMAIL|callum.teague@roamvans.co.nz⟧"""),

("call_transcript", """Call recording transcript – SkyBridge Assist (PRM desk, ⟪airport_terminal|Manchester T2⟫) – ref ⟪call_ref|PRM-240611-0087⟫
Agent (⟦PERSON|Lorna⟧): SkyBridge Assist, ⟦PERSON|Lorna⟧ speaking.
Caller: Hi, I'm booking help for my dad, he flies to ⟪city|Alicante⟫ on the 18th.
Agent: Sure. Passenger's full name?
Caller: ⟦PERSON|Kenneth Ashworth⟧. ⟦PERSON|A-S-H-W-O-R-T-H⟧.
Agent: And date of birth?
Caller: ⟦DATE_OF_BIRTH|Ninth of August nineteen forty-one⟧.
Agent: Thank you. What does Mr ⟦PERSON|Ashworth⟧ need on the day?
Caller: He can walk a few steps but not the distance to the gate, he had a ⟦MEDICAL|hip replacement⟧ in March and he's got ⟦MEDICAL|mild dementia⟧, so he gets confused in crowds. Wheelchair to the aircraft door please.
Agent: I'll put that down as ⟪ssr_code|WCHS⟫. Any medication he carries in the cabin?
Caller: ⟦MEDICAL|Donepezil⟧, and his blood thinner, ⟦MEDICAL|apixaban⟧.
Agent: Lovely. Best number to reach you?
Caller: It's ⟦PHONE|oh seven nine five six, two two one, four eight zero⟧.
Agent: And your name?
Caller: ⟦PERSON|Joanne Pilling⟧, I'm his daughter."""),

("web_form_submission", """--- New enquiry via hillstride.co.uk/book (form 7, entry ⟪form_entry_id|#40213⟫) ---
Tour: Coast to Coast – 14 nights self-guided (⟪tour_code|HS-C2C-14⟫)
Start date: ⟪trip_date|2024-09-02⟫
Lead name: ⟦PERSON|Rebecca Haldane⟧
Email: ⟦EMAIL|beccahaldane@outlook.com⟧
Mobile: ⟦PHONE|+44 7481 552 903⟧
Date of birth: ⟦DATE_OF_BIRTH|1979-03-30⟧
Home address: ⟦ADDRESS|6 Rosebery Crescent, Portobello, Edinburgh EH15 2AY⟧
Second walker: ⟦PERSON|Iain Haldane⟧ (DOB ⟦DATE_OF_BIRTH|1976-12-01⟧)
Dietary / medical: ⟦PERSON|Iain⟧ is ⟦MEDICAL|coeliac⟧. I have ⟦MEDICAL|asthma⟧ (inhaler, well controlled) + ⟦MEDICAL|penicillin allergy⟧.
Luggage transfer: yes, 2 bags (max ⟪weight_limit|15kg⟫ each)
Deposit: ⟦AMOUNT|£300⟧ pp charged to card ending ⟪last4|4471⟫
How did you hear about us: Walk magazine"""),

("slack_thread", """#ops-alerts
*⟦PERSON|Femi Adeyemi⟧* 10:02
anyone know why the cabin-upgrade bot is posting in #general?
*⟦PERSON|Hannah Kerslake⟧* 10:04
my bad 🙃 the old token is still hardcoded in the repo: `⟦APIKEY|$ak_slack1⟧` and my own user token is in the same file 🤦 `⟦APIKEY|$ak_slack2⟧`
*⟦PERSON|Femi Adeyemi⟧* 10:05
pls revoke now. also the bot host ⟦IP_ADDRESS|172.19.40.12⟧ is reachable from the guest wifi (⟪subnet_cidr|10.88.0.0/16⟫ is supposed to be isolated)
*⟦PERSON|Hannah Kerslake⟧* 10:07
on it. the prod db box is ⟦IP_ADDRESS|172.19.40.30⟧, I'll check its SG too. @⟦PERSON|ravi.menon⟧ can you bump the bot to ⟪version|v3.8.2⟫ after?
*⟦PERSON|Ravi Menon⟧* 10:15
done, build ⟪build_number|1187⟫ is out. new token lives in vault under `⟪vault_path|slack/cabin-bot⟫`, not pasting it here lol"""),

("invoice", """DRIFT CAMPERS LTD — TAX INVOICE
Invoice no: ⟪invoice_no|DC-INV-2024-0917⟫        Date: 28 May 2024
VAT reg: ⟪vat_number|GB 318 4471 29⟫
Bill to: ⟦PERSON|Sofie Lindqvist⟧, ⟦ADDRESS|Storgatan 41, 411 38 Göteborg, Sweden⟧

Hire: VW California Ocean (reg ⟪vehicle_reg|SK19 HVO⟫), 12–26 June, 14 nights × ⟪tariff|£118⟫ ........ ⟦AMOUNT|£1,652.00⟧
One-way fee (Inverness drop-off) ............................. ⟦AMOUNT|£150.00⟧
Excess reduction cover ....................................... ⟦AMOUNT|£196.00⟧
TOTAL CHARGED ................................................ ⟦AMOUNT|£1,998.00⟧ (Visa ⟪masked_card|**** 3380⟫)

Security deposit held: ⟦AMOUNT|£750.00⟧ — refunded to ⟦PERSON|Sofie⟧ within 10 working days of return, by transfer to ⟦IBAN|$iban_se1⟧ (⟦PERSON|S. Lindqvist⟧)."""),

("forum_post", """r/solotravel · Posted by u/⟦PERSON|kiwi_wanders⟧ · 3d
Hostel in ⟪city|Lisbon⟫ kept my key deposit, anyone had luck disputing?

Stayed 4 nights at ⟪org_name|Casa Azulejo Hostel⟫ (the one near ⟪place_name|Cais do Sodré⟫). At checkout the guy on reception, ⟦PERSON|Duarte⟧ I think, said my locker key was "damaged" and kept the ⟦AMOUNT|€15⟧ deposit + charged me another ⟦AMOUNT|€25⟧ "replacement". So ⟦AMOUNT|€40⟧ gone. Paid with Revolut so I've opened a dispute (case ⟪dispute_case_id|4411-HX⟫).

Also they had my passport photocopy sitting in an open tray at the desk, you could literally read the number. not great.

edit: they emailed back from ⟦EMAIL|reservas@casaazulejo.pt⟧ offering to refund the ⟦AMOUNT|€25⟧. progress lol"""),

("sms", """Hi all, it's ⟦PERSON|Marguerite⟧, your guide for tomorrow's Bath & Stonehenge day 🙂 Pickup ⟪pickup_time|07:45⟫ sharp outside the Apex hotel, coach bay ⟪coach_bay|C⟫. If you're lost call or text me on ⟦PHONE|07954 118 306⟧. Mr & Mrs ⟦PERSON|Okafor⟧ – your balance of ⟦AMOUNT|£84⟧ is sorted, thank you! Anyone who hasn't paid the Stonehenge entry (⟪entry_price|£27.50⟫ each) please bring cash. See you! ⟦PERSON|Marguerite⟧ x"""),

("stack_trace", """Traceback (most recent call last):
  File "⟦PERSON|/home/gkaravias⟧/src/berthbook/sync/manifest.py", line ⟪line_number|212⟫, in push_manifest
    resp = client.post(url, json=payload, timeout=8)
  File "⟦PERSON|/home/gkaravias⟧/.venv/lib/python3.11/site-packages/httpx/_client.py", line 1146, in post
    return self.request("POST", url, **kwargs)
httpx.ConnectError: [⟪errno|Errno 111⟫] Connection refused: 'https://⟦IP_ADDRESS|172.31.8.44⟧:⟪port|8443⟫/v1/manifest'
During handling, payload was: {'voyage': '⟪voyage_code|AM-0623⟫', 'pax': [{'name': '⟦PERSON|Elif Demir⟧', 'email': '⟦EMAIL|elif.demir87@gmail.com⟧', 'cabin': '9021'}]}"""),

("csv_export", """voyage,cabin,surname,given_names,dob,nationality,passport_no,passport_expiry,emergency_contact
⟪voyage_code|NV-2408⟫,5032,⟦PERSON|HOLLOWAY⟧,⟦PERSON|Grace Anne⟧,⟦DATE_OF_BIRTH|1952-06-17⟧,GBR,⟦PASSPORT|$pp_uk3⟧,⟪passport_expiry|2029-11-03⟫,⟦PHONE|+44 1392 447 201⟧
NV-2408,5032,⟦PERSON|HOLLOWAY⟧,⟦PERSON|Martin⟧,⟦DATE_OF_BIRTH|1950-01-09⟧,GBR,⟦PASSPORT|$pp_uk4⟧,⟪passport_expiry|2027-04-22⟫,⟦PHONE|+44 1392 447 201⟧
NV-2408,6118,⟦PERSON|BRANDT⟧,⟦PERSON|Felix⟧,⟦DATE_OF_BIRTH|1988-10-30⟧,⟪country_code|DEU⟫,⟦PASSPORT|$pp_de1⟧,2032-07-15,⟦PHONE|+49 171 3386240⟧
NV-2408,6120,⟦PERSON|NAKASHIMA⟧,⟦PERSON|Yui⟧,⟦DATE_OF_BIRTH|1995-04-12⟧,JPN,⟦PASSPORT|$pp_jp1⟧,2030-02-01,⟦PHONE|+81 90-4418-2736⟧"""),
]

TEXTS += [
("sql_insert", """-- seed from the old host spreadsheet; ⟦PERSON|Aroha⟧ pls double-check before running on prod
INSERT INTO ⟪db_table|homestay_hosts⟫ (id, full_name, email, phone, address, payout_iban, created_at) VALUES
(⟪row_id|311⟫, '⟦PERSON|Aroha Ngata⟧', '⟦EMAIL|aroha.ngata@xtra.co.nz⟧', '⟦PHONE|+64 21 088 4417⟧', '⟦ADDRESS|52 Kowhai Road, Raglan 3225⟧', NULL, '⟪timestamp|2023-11-02 08:14:00⟫'),
(312, '⟦PERSON|Willem de Graaf⟧', '⟦EMAIL|w.degraaf@ziggo.nl⟧', '⟦PHONE|+31 6 41208837⟧', '⟦ADDRESS|Lindengracht 118-2, 1015 KM Amsterdam⟧', '⟦IBAN|$iban_nl1⟧', '2023-11-05 17:40:12');"""),

("incident_report", """INCIDENT REPORT — ⟪org_name|Pedal & Pannier Tours⟫
Tour: Loire à Vélo 8-day (⟪tour_code|PPT-LV8-0614⟫), day 3, between Amboise and Chenonceaux
Reported by: guide ⟦PERSON|Bastien Morel⟧ (⟦PHONE|+33 6 71 42 88 19⟧)
Guest: ⟦PERSON|Carol Whitfield⟧, 63, from ⟪town|Harrogate⟫
At approx. ⟪incident_time|14:20⟫ her front wheel caught a rut and she fell onto her left side. Conscious, complaining of wrist pain. X-ray at ⟪hospital_name|CHU de Tours⟫ confirmed a ⟦MEDICAL|fractured left wrist (distal radius)⟧. Guest takes ⟦MEDICAL|warfarin⟧ for ⟦MEDICAL|atrial fibrillation⟧ – hospital informed.
Next of kin: husband ⟦PERSON|Peter Whitfield⟧, ⟦PHONE|+44 7833 209 614⟧.
Bike: e-bike ⟪bike_id|EB-22⟫, fork bent, out of service until the mechanic sees it."""),

("shell_history", """  501  ssh deploy@⟦IP_ADDRESS|172.20.11.5⟧
  502  sudo -u postgres psql
  503  mysql -h ⟦IP_ADDRESS|10.12.0.8⟧ -u guestbook -p'⟦PASSWORD|Wombat!Rain2023⟧' ⟪db_name|hostelbooking⟫
  504  export AWS_ACCESS_KEY_ID=⟦APIKEY|$ak_aws1⟧
  505  export AWS_SECRET_ACCESS_KEY=⟦SECRET|$sec_aws1⟧
  506  aws s3 cp ⟪s3_uri|s3://bunkbrew-backups/2024-05-30.sql.gz⟫ .
  507  git log --oneline -3   # ⟪commit_sha|4f9c2e1⟫ fix invoice rounding
  508  scp 2024-05-30.sql.gz ⟦PERSON|mkowalczyk⟧@⟦IP_ADDRESS|100.81.3.27⟧:⟦PERSON|/home/mkowalczyk⟧/
  509  history -c"""),

("review", """★★★★★ "Best walking tour in Kraków" – reviewed 2 weeks ago by ⟦PERSON|Linh N.⟧ (⟪city|Melbourne⟫)
Our guide ⟦PERSON|Kasia⟧ was incredible — ⟪duration|3.5 hours⟫ through ⟪district|Kazimierz⟫ and she never looked at a note once. She even rang the restaurant for us (we'd never have got a table) and explained my husband's ⟦MEDICAL|nut allergy⟧ to the chef in Polish. It's a tip-based tour but worth way more, we gave her ⟦AMOUNT|200 zł⟧. Booked through the app, tour code ⟪tour_code|KRK-JW-03⟫. If you go, ask for ⟦PERSON|Kasia⟧!"""),

("chargeback_email", """To: ⟦EMAIL|disputes@harbourlightcruises.com⟧
From: ⟦PERSON|Tanvir Chowdhury⟧ <⟦EMAIL|tanvir.chowdhury@hotmail.co.uk⟧>
Subject: Chargeback notice – booking ⟪booking_ref|HLC-5527190⟫

Dear Harbour Light team,

My bank has asked me to contact you before they go ahead. On 3 April I was charged ⟦AMOUNT|£2,340.00⟧ twice for the same Norwegian Fjords sailing, card ⟦CARD|$card_m1⟧ (exp ⟪card_expiry|09/27⟫). I cancelled the duplicate within the hour on the phone with your agent ⟦PERSON|Leanne⟧ (call ref ⟪call_ref|88-7120⟫).

Please confirm the refund of ⟦AMOUNT|£2,340.00⟧ to the original card by 24 April or I'll let the chargeback proceed.

⟦PERSON|Tanvir Chowdhury⟧
⟦PHONE|07520 663 118⟧"""),

("2fa_backup_note", """# BagNook admin – 2FA backup (printed, kept in the office safe, DO NOT photograph)
Account: ⟪service_account|ops-admin⟫ (owner: ⟦PERSON|Zainab Oyelaran⟧, ⟦EMAIL|zainab@bagnook.co⟧)
Authenticator secret: ⟦SECRET|$sec_totp1⟧
Recovery codes (each works once):
  ⟦SECRET|$sec_rc1⟧    ⟦SECRET|$sec_rc2⟧
  ⟦SECRET|$sec_rc3⟧    ⟦SECRET|$sec_rc4⟧
Safe combination: ⟦PASSWORD|31-07-55⟧
Generated ⟪generated_date|2024-02-19⟫ by ⟦PERSON|z.oyelaran⟧ on laptop ⟪asset_tag|BN-LT-04⟫"""),

("meeting_minutes", """Hillstride Walking Holidays – ops meeting, Tue 12 Mar
Present: ⟦PERSON|Gareth Pryce⟧ (chair), ⟦PERSON|Aisling Kearney⟧, ⟦PERSON|Tom Braithwaite⟧, ⟦PERSON|Nkechi Obi⟧ (notes)

1. Pennine Way: two freelance guides confirmed for May; day rate stays at ⟪day_rate|£165⟫ (rate card ⟪document_version|v7⟫).
2. Welfare: ⟦PERSON|Aisling⟧ back after ⟦MEDICAL|knee surgery⟧, light duties until April — no hill days.
3. Refund: the ⟦PERSON|Mulligan⟧ family (⟪booking_ref|HS-24-3318⟫) are owed ⟦AMOUNT|£1,120⟧ after the Snowdonia cancellation; ⟦PERSON|Nkechi⟧ to pay by BACS this week.
4. ⟦PERSON|Tom⟧'s salary review agreed: ⟦AMOUNT|£34,500⟧ from 1 April.
Next meeting ⟪meeting_date|9 April⟫."""),

("ocr_tax_form", """Form W-9 (⟪form_revision|Rev. March 2024⟫) — scanned attachment, OCR text
1 Name (as shown on your income tax return): ⟦PERSON|Dolores M. Quintanilla⟧
2 Business name: ⟪org_name|Quintanilla Desert Walks LLC⟫
3 Federal tax classification: [x] Individual/sole proprietor
5-6 Address: ⟦ADDRESS|2214 W Calle Sombra, Tucson, AZ 85745⟧
Part I  Taxpayer Identification Number
Social security number: ⟦SSN|$ssn1⟧
Employer identification number: ⟪ein|86-3301947⟫
Signature: ⟦PERSON|D. Quintanilla⟧      Date: ⟪signature_date|01/15/2024⟫
-- forwarded by Sierra Trails Co. guide coordinator ⟦PERSON|Brent Hollis⟧, ⟦PHONE|(520) 881-4037⟧"""),

("price_list", """⟪org_name|Pedal & Pannier Tours⟫ — 2025 prices (per person, twin share)

| Code | Tour | Nights | Price | Single supp. |
|---|---|---|---|---|
| ⟪tour_code|PPT-LV8⟫ | Loire à Vélo classic | 7 | ⟪price|€1,195⟫ | ⟪price|€340⟫ |
| ⟪tour_code|PPT-DAN6⟫ | Danube, Passau–Vienna | 6 | ⟪price|€985⟫ | €290 |
| ⟪tour_code|PPT-PUG10⟫ | Puglia coast & trulli | 10 | ⟪price|€1,860⟫ | €475 |

E-bike upgrade ⟪price|€95⟫ per tour. Luggage transfers included. Prices valid for departures 1 Apr – 31 Oct 2025 (catalogue ⟪catalogue_version|v2025.1⟫). Book online at pedalpannier.eu."""),

("ocr_passport_scan", """[OCR – passport data page, confidence ⟪ocr_confidence|0.91⟫]
Type P   Code USA   Passport No. ⟦PASSPORT|$pp_us1⟧
Surname  ⟦PERSON|OKONJO-BAILEY⟧
Given names  ⟦PERSON|TERRENCE JAMAL⟧
Nationality  UNITED STATES OF AMERICA
Date of birth  ⟦DATE_OF_BIRTH|14 SEP 1983⟧
Place of birth  GEORGIA, U.S.A.
Date of issue ⟪issue_date|02 FEB 2021⟫    Date of expiration 01 FEB 2031
--- attached to assistance request ⟪request_id|AR-77104⟫: passenger needs ⟪ssr_code|WCHR⟫, recent ⟦MEDICAL|ACL reconstruction⟧, on crutches"""),

("booking_confirmation_email", """From: BagNook <⟦EMAIL|no-reply@bagnook.co⟧>
To: ⟦EMAIL|mateo.ferreyra@gmail.com⟧
Subject: Your bags are stored ✔ (order ⟪order_id|BN-2024-77310⟫)

Hola ⟦PERSON|Mateo⟧,
2 bags dropped at ⟪partner_store|Café Lúa⟫, ⟪business_address|Rúa do Franco 18, Santiago de Compostela⟫ at 10:42.
Your pickup PIN: ⟦PASSWORD|839214⟧ (show it to staff, never share it)
Paid: ⟦AMOUNT|€11.90⟧ (2 × ⟪unit_price|€5.95⟫ per day) — receipt attached.
Each bag is insured up to ⟪cover_limit|€3,000⟫.
Questions? WhatsApp us on ⟦PHONE|+34 881 20 44 17⟧."""),

("helm_values_yaml", """# wayfarer-assist/prm-api — values.prod.yaml (rendered by helm 3.14)
image:
  repository: registry.wayfarer-assist.io/prm-api
  tag: "⟪image_tag|2024.06.3⟫"
service:
  port: ⟪port|9000⟫
env:
  DB_HOST: "⟦IP_ADDRESS|10.60.2.15⟧"
  DB_USER: prm_svc
  DB_PASSWORD: "⟦PASSWORD|Lanyard-47-Heathrow⟧"
  SENDGRID_API_KEY: "⟦APIKEY|$ak_sendgrid1⟧"
  JWT_SIGNING_SECRET: "⟦SECRET|$sec_hmac1⟧"
  ONCALL_EMAIL: "⟦EMAIL|oncall@wayfarer-assist.io⟧"
  TRACE_SAMPLE_RATE: "⟪sample_rate|0.05⟫"
resources:
  limits: {cpu: "500m", memory: "⟪memory_limit|512Mi⟫"}"""),

("payment_error_log", """2024-07-02T14:03:11.442Z ERROR payments.tokenize failed: upstream 502 from gateway
request_id=⟪request_id|$dk_uuid1⟫ merchant=⟪merchant_id|MID-00482-ROAM⟫
body={"booking":"⟪booking_ref|RV-88412⟫","customer":{"name":"⟦PERSON|Hemi Walker⟧","phone":"⟦PHONE|+64 27 415 9930⟧"},"card":{"number":"⟦CARD|$card_v2⟧","exp":"⟪card_expiry|11/27⟫","cvc":"⟦CVV|482⟧"},"amount":"⟦AMOUNT|NZD 1,890.00⟧"}
retry 1/3 scheduled in 30s"""),

("telegram_chat", """@⟦PERSON|jonas_bunkbrew⟧: ok here's the late check-in bot, just run it on the reception PC
```
import telebot
bot = telebot.TeleBot("⟦APIKEY|$ak_tg1⟧")
GUESTS_CHAT = ⟪chat_id|-1002214589310⟫

@bot.message_handler(commands=['late'])
def late(m):
    bot.reply_to(m, "Late arrival? Keybox code is ⟦PASSWORD|0419⟧, bed list is on the fridge")
```
@⟦PERSON|Saoirse Nolan⟧: ⟦PERSON|jonas⟧ you just posted the token in a group with 40 volunteers 🤦‍♀️
@⟦PERSON|jonas_bunkbrew⟧: oops. deleting"""),

("host_welcome_message", """Hi ⟦PERSON|Lukas⟧ & ⟦PERSON|Mira⟧, welcome to our home in ⟪town|Hoi An⟫!
Address for the taxi: ⟦ADDRESS|47/3 Nguyễn Phúc Chu, Phường Minh An, Hội An, Quảng Nam 560000⟧
The key is in the little lockbox by the gate, code ⟦PASSWORD|2 7 0 6⟧. WiFi "⟪wifi_ssid|NhaLan_5G⟫", password ⟦PASSWORD|hoaisen1988⟧.
Breakfast is 7–9. If anything, call me on ⟦PHONE|+84 905 318 442⟧ or my son ⟦PERSON|Quang⟧ (his English is better) on ⟦PHONE|+84 935 227 061⟧.
Our dog is called ⟪pet_name|Mít⟫, he's friendly but please don't feed him 🐶
— ⟦PERSON|Lan⟧"""),

("jira_ticket", """⟪ticket_id|BOOK-4412⟫  [Bug] Cabin hold not released after payment timeout
Reporter: ⟦PERSON|Ines Kowalczyk⟧   Assignee: ⟦PERSON|dmurray⟧   Priority: P2   Affects: ⟪version|booking-engine 7.3.0⟫
Steps:
1. As guest ⟦EMAIL|t.baptiste@orange.fr⟧ (session from ⟦IP_ADDRESS|86.212.44.190⟧) hold cabin ⟪cabin_number|8233⟫ on ⟪voyage_code|AM-1104⟫
2. Let the 3DS challenge time out
3. curl -H "Authorization: Bearer ⟦APIKEY|$ak_jwt1⟧" https://api.internal/holds/⟪hold_id|H-998120⟫
Expected: hold released after 15 min. Actual: hold stays 24h and the guest can't rebook."""),

("voicemail_transcript", """Voicemail (auto-transcribed) from ⟦PHONE|+39 347 882 1904⟧ — 2 min 14 s
"Ciao ⟦PERSON|Fiona⟧, it's ⟦PERSON|Gianluca⟧, the guide for the Cinque Terre groups. Just chasing the invoice for the two September walks, it's ⟦AMOUNT|eight hundred and forty euros⟧ in total, you said you'd pay it last week. My account is ⟦IBAN|$iban_it1⟧. Oh and the Swiss couple, Mr and Mrs ⟦PERSON|Baumann⟧, well ⟦PERSON|Ruedi⟧, he had a ⟦MEDICAL|bee sting allergy⟧ reaction at Corniglia and we used his ⟦MEDICAL|EpiPen⟧, he's fine now but put it on his file for next year. Call me back on this number. Ciao!\""""),

("lost_property_report", """LOST PROPERTY — ⟪org_name|Aurora Meridian Cruises⟫, MS ⟪ship_name|Aurora Borealis⟫
Ref: ⟪lost_property_ref|LP-0923-118⟫   Found: ⟪found_date|23 Sep 2024⟫, deck 9 lido, table 14
Item: black Kindle Paperwhite in a green case, serial ⟪device_serial|G000 PW12 3415 0R7K⟫
Claimed by: ⟦PERSON|Haruto Sakamoto⟧, cabin ⟪cabin_number|9140⟫ (disembarked Southampton)
Contact: ⟦EMAIL|haruto.sakamoto@docomo.ne.jp⟧ / ⟦PHONE|+81 80-2291-5573⟧
Forwarding address: ⟦ADDRESS|2-14-7 Kichijoji Honcho, Musashino-shi, Tokyo 180-0004⟧
Postage charged: ⟦AMOUNT|£18.40⟧ to onboard account ⟪onboard_account|OBA-88231⟫"""),
]

TEXTS += [
("health_questionnaire", """AURORA MERIDIAN CRUISES — Pre-boarding Health Questionnaire (⟪form_code|HQ-3 rev 2023⟫)
Guest name: ⟦PERSON|Bernadette O'Sullivan⟧            Cabin: ⟪cabin_number|6042⟫
Date of birth: ⟦DATE_OF_BIRTH|03/11/1949⟧
1. Fever, cough or vomiting in the last 48 h?  No
2. Long-term conditions: ⟦MEDICAL|type 2 diabetes⟧ (⟦MEDICAL|metformin⟧), ⟦MEDICAL|COPD⟧
3. Equipment brought on board: ⟦MEDICAL|portable oxygen concentrator⟧ (⟪product_model|Inogen One G5⟫)
4. Allergies: none known
Signed: ⟦PERSON|B. O'Sullivan⟧     Date: ⟪signature_date|12/05/2024⟫"""),

("rental_agreement", """RENTAL AGREEMENT — ⟪org_name|Roam Vans NZ⟫      Agreement ⟪agreement_no|RA-24-06631⟫
Hirer: ⟦PERSON|Jordan Ellis-Park⟧      DOB: ⟦DATE_OF_BIRTH|21 July 1990⟧
Passport: ⟦PASSPORT|$pp_us2⟧ (USA)      Driver licence: California, class C
Home address: ⟦ADDRESS|1187 Alvarado Ave, Apt 4, Davis, CA 95616⟧
Vehicle: Toyota HiAce 2-berth, rego ⟪vehicle_reg|QMN452⟫, odometer out ⟪odometer|148,203 km⟫
Bond: ⟦AMOUNT|NZ$2,500⟧ pre-authorised on Mastercard ⟪masked_card|5xxx xxxx xxxx 2290⟫
Daily rate ⟪daily_rate|NZ$89⟫ × 16 days — total paid ⟦AMOUNT|NZ$1,424.00⟧"""),

("api_json_payload", """POST /v3/assistance-requests  →  201 Created
{
  "requestId": "⟪request_id|$dk_uuid2⟫",
  "pnr": "⟪pnr|K7QX2M⟫",
  "flight": "⟪flight_number|BA 0287⟫",
  "date": "⟪flight_date|2024-08-14⟫",
  "passenger": {"firstName": "⟦PERSON|Oluwaseun⟧", "lastName": "⟦PERSON|Bamidele⟧", "mobile": "⟦PHONE|+44 7412 990 316⟧", "email": "⟦EMAIL|seun.bamidele@yahoo.co.uk⟧"},
  "ssr": ["⟪ssr_code|WCHC⟫", "⟪ssr_code|MEDA⟫"],
  "notes": "⟦MEDICAL|spinal cord injury (T6)⟧, full-time wheelchair user, uses an ⟦MEDICAL|intermittent catheter⟧ – needs accessible toilet before boarding",
  "escort": false
}"""),

("discord_chat", """#trip-planning — Velo Crew
⟦PERSON|mattyb_rides⟧ — ⟪timestamp|Today at 18:22⟫
guys the bot that posts our Strava rides broke, I think someone regenerated the webhook. old one was ⟦SECRET|$sec_discord1⟧ lol
⟦PERSON|Ana Lucía⟧ — Today at 18:25
pls don't paste webhooks in here 😭 anyone can spam the channel with that
⟦PERSON|mattyb_rides⟧ — Today at 18:26
it's dead anyway. ALSO deposits for the ⟪city|Girona⟫ week: I've got ⟦AMOUNT|€150⟧ from everyone except ⟦PERSON|Dev⟧
⟦PERSON|Dev⟧ — Today at 18:40
sent! ⟦AMOUNT|€150⟧ via Bizum, concept ⟪payment_ref|GIR24-D⟫"""),

("expense_claim", """Expense claim — ⟪org_name|Nordlys Voyages⟫ shore excursions, May 2024
Claimant: ⟦PERSON|Mikael Strand⟧ (employee no. ⟪employee_id|NV-0413⟫)

| date  | item                                        | amount        |
|-------|---------------------------------------------|---------------|
| 03.05 | Bergen–Flåm train, group escort             | ⟦AMOUNT|NOK 1 260⟧ |
| 04.05 | Lunch for two guides, Flåm                  | ⟦AMOUNT|NOK 489⟧   |
| 06.05 | Taxi to Voss hospital with guest Mrs ⟦PERSON|Hale⟧ (suspected ⟦MEDICAL|kidney stones⟧) | ⟦AMOUNT|NOK 618⟧ |
| total |                                             | ⟦AMOUNT|NOK 2 367⟧ |

Reimburse to: ⟦IBAN|$iban_no1⟧"""),

("github_issue", """Channel-manager sync fails with 403 after token rotation ⟪issue_number|#2187⟫
opened by ⟦PERSON|hostelhacker-mx⟧

**Environment**: hostelpms ⟪version|v2.9.4⟫ (docker), PostgreSQL ⟪version|15.6⟫

**config.yml**
```
plugins:
  - name: channel-sync
    repo: https://github.com/casaverde-hostel/channel-sync
    token: ⟦APIKEY|$ak_gh1⟧
```
**log**
```
[sync] reservation 55120 guest=⟦EMAIL|lucia.herrera@hotmail.com⟧ status=403 from ⟦IP_ADDRESS|187.190.22.14⟧
```
---
maintainer: @⟦PERSON|hostelhacker-mx⟧ you've just leaked a personal access token and a guest's e-mail, please revoke the token and edit the issue."""),

("guest_registration_form", """⟪org_name|Elbblick Hostel Hamburg⟫ — Meldeschein / guest registration no. ⟪registration_no|004417⟫
Arrival ⟪arrival_date|16.08.2024⟫   Departure 19.08.2024   Bed ⟪bed_number|D4-07⟫
Surname: ⟦PERSON|Castellanos Ruiz⟧      First name: ⟦PERSON|Valentina⟧
Date of birth: ⟦DATE_OF_BIRTH|02.09.1998⟧   Nationality: Spanish
ID document: DNI ⟦NATIONAL_ID|$nid_es1⟧
Home address: ⟦ADDRESS|Calle Libertad 31, 2º izq., 47006 Valladolid⟧
Signature: ⟦PERSON|V. Castellanos⟧"""),

("daily_programme", """TODAY ON BOARD — Day 5 at sea, ⟪ship_name|MS Aurora Borealis⟫
07:00  Sunrise stretch, ⟪venue|Deck 12 Sun Terrace⟫
09:30  Port talk: Ísafjörður (⟪venue|Explorer Lounge⟫, deck 6)
11:00  Cooking demo — cod three ways, ⟪price|£12⟫ tasting plate
14:00  Bingo! Jackpot ⟪prize_amount|£500⟫, books ⟪price|£10⟫
16:30  Icelandic spirits tasting, ⟪price|£29⟫ per person
21:15  Showtime: "Northern Lights Revue"
Clocks go back one hour tonight (ship's time ⟪timezone|UTC-1⟫). The shore excursion desk closes at 18:00 — tomorrow's glacier walk is tour ⟪tour_code|ISA-03⟫."""),

("live_chat_transcript", """[LiveChat] Drift Campers support — transcript ⟪chat_id|LC-551902⟫
Visitor (⟦PERSON|Bryony⟧): hi, can I pay the rest of my balance here? booking ⟪booking_ref|DC-3391⟫
Agent (⟦PERSON|Kwame⟧): Hi ⟦PERSON|Bryony⟧! Sure, what's outstanding is shown in your account.
Visitor: it says ⟦AMOUNT|£640⟧. card ⟦CARD|$card_v3⟧ exp ⟪card_expiry|04/26⟫ cvv ⟦CVV|917⟧
Agent: Please don't post card details in chat — I've masked them on our side. I'll send a secure payment link to ⟦EMAIL|bryony.t.hale@gmail.com⟧ instead.
Visitor: oh sorry!! ok thanks"""),

("payslip", """PAYSLIP — ⟪org_name|Bunk & Brew Hostels Ltd⟫        Period: ⟪pay_period|Month 6, Sep 2024⟫
Employee: ⟦PERSON|Callie Donnachie⟧        Payroll no: ⟪payroll_no|00271⟫
NI number: ⟦NATIONAL_ID|$nid_uk1⟧        Tax code: ⟪tax_code|1257L⟫
Basic pay (126 h × ⟪hourly_rate|£11.44⟫) ....... ⟦AMOUNT|£1,441.44⟧
Tips (tronc) ................................. ⟦AMOUNT|£212.80⟧
Income tax ................................... ⟦AMOUNT|£122.40⟧
National Insurance ........................... ⟦AMOUNT|£54.32⟧
NET PAY ...................................... ⟦AMOUNT|£1,477.52⟧  → ⟦IBAN|$iban_gb1⟧"""),

("email_thread", """Subject: Re: Welcome aboard + payroll forms

> From: ⟦PERSON|Ma-Lee Thibodeau⟧ <⟦EMAIL|maleet@bell.net⟧>
> Here you go: SIN ⟦NATIONAL_ID|$nid_ca1⟧, DOB ⟦DATE_OF_BIRTH|1994-02-27⟧. Direct deposit info is on the void cheque I dropped at the shop. Cell is ⟦PHONE|(902) 471-3308⟧ if you need anything else.

Thanks ⟦PERSON|Ma-Lee⟧, all set — you're on the ⟪route_name|Cabot Trail⟫ cycling departures from 15 June (trip codes ⟪tour_code|CT6-0615⟫ and CT6-0706). The ⟪form_code|TD1⟫ can wait until your first day.

⟦PERSON|Renée⟧
Ops, ⟪org_name|Island Spokes Cycling Holidays⟫"""),

("assistance_request_email", """Dear Changi assistance team,

I'd like to request meet-and-assist for my mother, Mdm ⟦PERSON|Goh Siew Lan⟧ (NRIC ⟦NATIONAL_ID|$nid_sg1⟧), arriving on ⟪flight_number|SQ 317⟫ from London on ⟪arrival_date|3 Dec⟫. She had a ⟦MEDICAL|stroke⟧ last year and still has ⟦MEDICAL|left-side weakness⟧; she can walk short distances with a quad cane. Please have a wheelchair at the aerobridge.

I'll be waiting in the Terminal ⟪terminal|3⟫ arrival hall. My number is ⟦PHONE|+65 9123 4877⟧.

Thank you,
⟦PERSON|Daniel Tan⟧"""),

("whatsapp_chat", """[12/01, 09:03] ⟪org_name|Kumarakom Lake Homestay⟫: Good morning ⟦PERSON|Clara⟧! For the ⟪form_name|C-Form⟫ we need passport details of foreign guests, and Aadhaar for Indian guests please 🙏
[12/01, 09:10] ⟦PERSON|Clara Mertens⟧: sure! mine is ⟦PASSPORT|$pp_nl1⟧ (Dutch). ⟦PERSON|Ananya⟧'s Aadhaar is ⟦NATIONAL_ID|$nid_in1⟧
[12/01, 09:12] ⟪org_name|Kumarakom Lake Homestay⟫: Thank you. Houseboat transfer ⟦AMOUNT|₹2,500⟧ is paid cash to the driver, he will call you from ⟦PHONE|+91 94470 21836⟧ at ⟪pickup_time|10:30⟫"""),

("docker_compose", """version: "3.9"
services:
  api:
    image: lockbox/api:⟪image_tag|1.22.4⟫
    environment:
      DATABASE_URL: "postgresql://lockbox:⟦SECRET|Sunf1sh_Ledger_88⟧@db:5432/lockbox"
      MAILGUN_API_KEY: "⟦APIKEY|$ak_mailgun1⟧"
      MAILGUN_DOMAIN: mg.lockboxstorage.eu
      ADMIN_ALLOWLIST: "⟦IP_ADDRESS|82.132.217.4⟧,⟦IP_ADDRESS|10.8.0.6⟧"
    ports: ["⟪port_mapping|8000:8000⟫"]
  db:
    image: postgres:⟪image_tag|16-alpine⟫
    environment:
      POSTGRES_PASSWORD_FILE: /run/secrets/pg_password"""),

("terraform_tfvars", """# terraform.tfvars — cruise-analytics (eu-west-1)   DO NOT COMMIT
# owner: ⟦PERSON|Per Lindahl⟧
aws_region            = "eu-west-1"
aws_access_key        = "⟦APIKEY|$ak_aws3⟧"
aws_secret_key        = "⟦SECRET|$sec_aws2⟧"
alerts_slack_webhook  = "⟦SECRET|$sec_slackhook1⟧"
bastion_allowed_cidrs = ["⟪subnet_cidr|81.2.69.0/24⟫"]
owner_email           = "⟦EMAIL|p.lindahl@saltmarshline.com⟧"
state_bucket          = "⟪s3_bucket|saltmarsh-tfstate-prod⟫"
# for the README example only:
docs_example_key      = "⟪example_key|$dk_aws_example⟫"
docs_example_secret   = "⟪example_key|$dk_aws_secret_example⟫\""""),

("forum_post", """Re: Bond refund taking forever?? — posted by ⟦PERSON|grey_nomad_65⟧ on Wed 10 Jul
Same thing happened to us with ⟪org_name|Outback Roamer Rentals⟫. Returned the van (rego ⟪vehicle_reg|1QX-7TT⟫) in Cairns on the 2nd with a full tank and they STILL took ⟦AMOUNT|$380⟧ out of our ⟦AMOUNT|$5,000⟧ bond for a "windscreen chip" that was already on the check-out sheet!! Rang them 4 times. In the end my wife ⟦PERSON|Dianne⟧ emailed the manager, ⟦PERSON|Craig Pettersen⟧, directly and we got the ⟦AMOUNT|$380⟧ back within a week. Their standard charge for a chip is ⟪fee_schedule|$150⟫ anyway so we were overcharged regardless."""),

("call_transcript", """[00:00] Agent: Harbour Light Cruises reservations, ⟦PERSON|Shauna⟧ speaking.
[00:04] Guest: Hi, I need to cancel our Baltic cruise, booking ⟪booking_ref|HLC-5590411⟫, lead passenger ⟦PERSON|Anthony Greaves⟧.
[00:15] Agent: For security can I take the lead passenger's date of birth?
[00:19] Guest: ⟦DATE_OF_BIRTH|12th of June 1957⟧.
[00:23] Agent: Thank you Mr ⟦PERSON|Greaves⟧. May I ask the reason?
[00:27] Guest: My wife's just been diagnosed with ⟦MEDICAL|breast cancer⟧, she starts ⟦MEDICAL|chemotherapy⟧ in three weeks.
[00:41] Agent: I'm so sorry. As you're inside 56 days the fare itself is non-refundable, but with a medical certificate your insurer should cover it. I can refund the ⟦AMOUNT|£220⟧ port taxes and the ⟦AMOUNT|£95⟧ drinks package today to the card ending ⟪last4|6602⟫."""),

("dictated_notes", """Voice memo → text, ⟪recording_date|Thu 17:52⟫
Note to self for tomorrow's Rome street-food tour (⟪tour_code|RSF-14⟫). ⟦PERSON|Harriet⟧ is ⟦MEDICAL|coeliac⟧, needs gluten-free at every stop. The ⟦PERSON|Schmidt⟧ boys are ⟦MEDICAL|lactose intolerant⟧. Mr ⟦PERSON|Abernathy⟧ has a ⟦MEDICAL|pacemaker⟧ so keep him away from the induction hobs at the market. The two from Seoul, ⟦PERSON|Ji-woo⟧ and ⟦PERSON|Min-jun⟧, paid cash, ⟦AMOUNT|€130⟧ total, receipt still to do. Meeting point ⟪meeting_point|Campo de' Fiori fountain⟫ at 17:30."""),

("shift_handover_notes", """Night shift handover — Sat→Sun, written by ⟦PERSON|Oisín⟧
- Room 4 bed C: ⟦PERSON|Dubois⟧ checked out early, refund ⟦AMOUNT|£19⟧ owed for Sun night — do it on the card machine when the manager's in.
- ⟦PERSON|Keeley⟧ (room 7) had a ⟦MEDICAL|panic attack⟧ around 2am, calmed down, her friend has her ⟦MEDICAL|sertraline⟧. Check on her at breakfast pls.
- Petty cash safe code changed to ⟦PASSWORD|4-0-9-1-6⟧ (old one was literally written on the wall…)
- Reception printer has a new fixed IP, ⟦IP_ADDRESS|192.168.1.50⟧, if the PMS can't find it.
- Lost property: grey North Face jacket, box under the desk, tag ⟪lost_item_tag|LP-117⟫."""),

("markdown_table", """### PRM team — ⟪terminal|T5⟫ early shift, Mon 4 Nov
Shift lead: ⟦PERSON|Bev Adebayo⟧ (desk ext. ⟪extension|4417⟫)

| Agent | Radio | Mobile | Zone |
|---|---|---|---|
| ⟦PERSON|Kuldeep Sandhu⟧ | ⟪radio_channel|Ch 4⟫ | ⟦PHONE|07939 552 104⟧ | ⟪gate_range|A1–A23⟫ |
| ⟦PERSON|Marta Wiśniewska⟧ | Ch 4 | ⟦PHONE|07862 310 448⟧ | B32–B48 |
| ⟦PERSON|Sol Ferreira⟧ | ⟪radio_channel|Ch 6⟫ | ⟦PHONE|07418 227 951⟧ | C52–C66, ambulift |"""),

("contract", """HOST SERVICES AGREEMENT (⟪contract_id|HSA-2024-0311⟫)
between ⟪org_name|Casa Nostra Homestays, S.L.⟫ ("the Platform") and ⟦PERSON|Maria da Graça Teixeira⟧, residing at ⟦ADDRESS|Rua das Flores 112, 3.º Esq., 4050-265 Porto⟧ ("the Host").
4. Payouts. The Platform pays the Host's share (⟪commission_rate|85 %⟫ of each stay) monthly to ⟦IBAN|$iban_pt1⟧, held in the Host's name.
5. Deposit. The Host has paid a one-off onboarding deposit of ⟦AMOUNT|€250⟧, refundable on termination.
Signed for the Host: ⟦PERSON|M. G. Teixeira⟧        Witness: ⟦PERSON|Rui Sampaio⟧        Porto, ⟪signature_date|2 March 2024⟫"""),

("review", """⭐⭐  ⟦PERSON|Tomás Quiroga⟧ · Local Guide · ⟪review_count|87 reviews⟫
Left 3 bags for 5 hours and got charged ⟦AMOUNT|€27⟧ when the website says ⟪advertised_price|€6⟫/bag/day. The guy at the counter said it's "per 24h block per bag", whatever that means. Bags were fine though, and ⟦PERSON|Yusuf⟧ who works there was nice.
↳ Response from the owner: Hi ⟦PERSON|Tomás⟧, sorry for the confusion — the €6 rate is for online bookings only. We've sent you a ⟦AMOUNT|€9⟧ partial refund."""),
]

TEXTS += [
("ocr_luggage_tag", """[photo of bag tag → OCR]
IF FOUND PLEASE CONTACT
⟦PERSON|Ingrid Solberg⟧
⟦ADDRESS|Thereses gate 14B, 0358 Oslo⟧
⟦PHONE|+47 915 62 038⟧
-- airline tag: ⟪baggage_tag|SK 412877⟫
-- storage label on top: ⟪storage_label|LBX-0415-B7⟫, in 09:12, ⟪shelf_slot|shelf 3 / row C⟫"""),

("ocr_boarding_pass", """BOARDING PASS   ⟪airline|SAS⟫
Name: ⟦PERSON|SOLBERG/INGRID⟧ MS
From OSL to ⟪airport_code|LHR⟫     Flight ⟪flight_number|SK 811⟫     Seat ⟪seat_number|2C⟫
Gate ⟪gate|D7⟫     Boarding 07:35     SSR WCHR
[handwritten on the back] ⟦MEDICAL|type 1 diabetic⟧ – ⟦MEDICAL|insulin⟧ + ⟦MEDICAL|glucose meter⟧ in cabin bag, needs to eat on time"""),

("incident_log", """2024-08-03 16:41 [DESK] Customer ⟦PERSON|Rafael Moreira⟧ (order ⟪order_id|LBX-88120⟫) says a headphone case is missing from his backpack.
2024-08-03 16:48 [DESK] Pulled CCTV from the NVR at ⟦IP_ADDRESS|192.168.20.14⟧, cam 2, drop-off at 09:55.
2024-08-03 17:05 [MGR ⟦PERSON|Leticia⟧] Footage shows the case in his hand at drop-off, not in the bag. Customer accepted. Goodwill voucher ⟪voucher_code|SORRY-10⟫ issued anyway.
2024-08-03 17:06 [MGR ⟦PERSON|Leticia⟧] Follow-up contact: ⟦PHONE|+55 21 99814-3307⟧ (WhatsApp)."""),

("social_media_post", """@⟦PERSON|jen_wanders⟧ · 2h
.@⟪org_handle|SaltmarshLine⟫ you cancelled our Lofoten cruise NINE WEEKS ago and still haven't refunded the ⟦AMOUNT|£1,870⟧. Case no. ⟪case_number|CX-440192⟫. My mum ⟦PERSON|Sheila⟧ is 81 and saved for this for years. Do better. ⟪hashtag|#refundnow⟫
💬 42   🔁 310   ❤️ 1.2K"""),

("insurance_claim_form", """TRAVEL INSURANCE CLAIM — Section B: medical expenses
Policy no.: ⟪policy_number|TRV-7781-220934⟫        Claim ref: ⟪claim_ref|CLM/24/118402⟫
Claimant: ⟦PERSON|Gwen Llewellyn⟧        Date of birth: ⟦DATE_OF_BIRTH|30/06/1968⟧
Address: ⟦ADDRESS|Ty Newydd, 4 Heol y Bryn, Llandeilo SA19 6AB⟧
Trip: Camino Portugués self-guided walk, booked with ⟪org_name|Hillstride Walking Holidays⟫
Injury / illness: ⟦MEDICAL|severe ankle sprain⟧ on day 4 (Ponte de Lima), treated at ⟪hospital_name|Hospital Conde de Bertiandos⟫, fitted with an ⟦MEDICAL|air-cast boot⟧
Amount claimed: ⟦AMOUNT|€486.20⟧ medical + ⟦AMOUNT|£310⟧ unused nights
Pay to: ⟦IBAN|$iban_gb3⟧"""),

("webhook_payload", """POST /webhooks/stripe  200  (⟪duration_ms|142 ms⟫)
Stripe-Signature: t=1722511080,v1=⟪signature_hash|5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd⟫
{
  "id": "⟪event_id|evt_3PjR2kLw8Zq1Xy0b1s9T2uVa⟫",
  "type": "payment_intent.succeeded",
  "data": {"object": {
    "amount_received": 45000, "currency": "aud",
    "description": "Campervan bond ⟦AMOUNT|A$450.00⟧ – booking ⟪booking_ref|DRV-20931⟫",
    "receipt_email": "⟦EMAIL|liam.oconnell88@bigpond.com⟧",
    "shipping": {"name": "⟦PERSON|Liam O'Connell⟧", "phone": "⟦PHONE|+61 412 883 065⟧"},
    "on_behalf_of": "⟪stripe_account|$dk_acct1⟫"
  }}
}"""),

("python_script", """# gen_tour_blurbs.py — ⟦PERSON|Siobhán⟧'s quick hack, don't judge
import os, csv
from openai import OpenAI

client = OpenAI(api_key=os.getenv("OPENAI_API_KEY", "⟦APIKEY|$ak_openai1⟧"))
MODEL = "⟪model_name|gpt-4o-mini⟫"
OUT = "⟦PERSON|/Users/sbrennan⟧/Desktop/blurbs"

for row in csv.DictReader(open("⟪file_path|tours_2025.csv⟫")):
    prompt = f"Write a 60-word blurb for the {row['name']} walking tour. Warm tone."
    # temperature ⟪model_param|0.7⟫ gave the least cheesy results"""),

("cancellation_letter", """⟦PERSON|Heinrich Vogt⟧
⟦ADDRESS|Am Mühlbach 9, 79856 Hinterzarten⟧

To: ⟪org_name|Agriturismo Il Poggio⟫, Montepulciano
Re: booking ⟪booking_ref|APG-2024-0412⟫, 14–21 September

Dear Signora ⟦PERSON|Bellini⟧,

unfortunately we have to cancel our stay. My wife ⟦PERSON|Ursula⟧ was admitted to hospital last week with ⟦MEDICAL|pneumonia⟧ and her doctor has advised against travelling. In line with your terms I kindly ask you to return our deposit of ⟦AMOUNT|€420⟧ to account ⟦IBAN|$iban_de1⟧.

Kind regards,
⟦PERSON|Heinrich Vogt⟧"""),

("ocr_whiteboard", """[whiteboard photo → text]
WIFI  ⟪wifi_ssid|KettleYard_Guest⟫ / pw ⟦PASSWORD|bunkbeds4all⟧
STAFF wifi pw ⟦PASSWORD|K3ttl3Yd!staff⟧  (don't give to guests!!!)
Fridge 2 – rm 3 Mr ⟦PERSON|Kaplan⟧'s ⟦MEDICAL|insulin pens⟧ – DO NOT THROW OUT
Plumber ⟦PERSON|Gary⟧ ⟦PHONE|07763 219 840⟧ Tues AM
Breakfast rota: ⟦PERSON|Aoife⟧ M/W/F, ⟦PERSON|Jakub⟧ T/Th
Bins out ⟪collection_day|Thursday⟫"""),

("otpauth_uri", """QR decoded during 2FA enrolment (Nordlys Voyages crew portal):
otpauth://totp/Nordlys%20Voyages:⟦PERSON|anders.holm⟧?secret=⟦SECRET|$sec_totp3⟧&issuer=Nordlys%20Voyages&algorithm=⟪hash_algorithm|SHA1⟫&digits=6&period=30
attached to IT ticket ⟪ticket_id|IT-20931⟫ on ⟪timestamp|2024-03-04 10:15⟫ (user couldn't scan it)"""),

("onboarding_checklist", """Employee onboarding checklist — ⟪org_name|Redrock Trail Guides Inc.⟫
Name: ⟦PERSON|Tyler James Nakamura⟧
SSN: ⟦SSN|$ssn2⟧      DOB: ⟦DATE_OF_BIRTH|08/19/1996⟧
Address: ⟦ADDRESS|4410 E Camelback Rd, Unit 212, Phoenix, AZ 85018⟧
W-4 received ✔   I-9 List A document: US passport ⟦PASSPORT|$pp_us3⟧ ✔
Wilderness first-aid cert: ⟪certificate_id|WFR-22-08817⟫ (exp. 2026)
Starting rate ⟦AMOUNT|$24/hr⟧ + tips"""),

("complaint_email", """To: ⟦EMAIL|customer.relations@skybridgeassist.co.uk⟧
Subject: Complaint – my father was left alone at the gate

On 2 October my father, ⟦PERSON|Harold Finch-Lacey⟧ (82), who has ⟦MEDICAL|Alzheimer's⟧, was booked with full assistance on ⟪flight_number|EZY 1923⟫ (booking ⟪pnr|J4K9WP⟫). Your agent left him at gate ⟪gate|22⟫ fifty minutes before boarding and he wandered off; airport police eventually found him in the short-stay car park. This was distressing and dangerous.

I want to know what you will do to make sure this never happens to anyone again.

⟦PERSON|Caroline Finch-Lacey⟧
⟦PHONE|+44 20 8741 5592⟧"""),

("booking_form", """Booking form — Danube cycle path, 6 nights (departure ⟪departure_code|DAN6-0720⟫)
Rider 1: ⟦PERSON|Marek Dvořák⟧ | height ⟪rider_height|184 cm⟫ | bike: e-bike L
Rider 2: ⟦PERSON|Lenka Dvořáková⟧ | height 168 cm | bike: trekking M
Email: ⟦EMAIL|marek.dvorak@seznam.cz⟧     Phone: ⟦PHONE|+420 603 881 247⟧
Health: rider 1 has ⟦MEDICAL|high blood pressure⟧ (takes ⟦MEDICAL|amlodipine⟧); rider 2 none"""),

("sms", """DriftCampers: Hi ⟦PERSON|Noor⟧, your van (⟪vehicle_reg|YX21 KLP⟫) is ready at our Glasgow depot. Key safe code ⟦PASSWORD|7391⟧, bay ⟪parking_bay|14⟫. Please return by ⟪return_time|10:00⟫ on 22/06. Problems on the road? Call ⟦PHONE|0141 332 8710⟧."""),

("auth_log", """Jun 18 03:12:09 lockbox-auth sshd[⟪pid|22871⟫]: Failed password for invalid user admin from ⟦IP_ADDRESS|45.155.205.233⟧ port ⟪port|51022⟫ ssh2
Jun 18 03:12:11 lockbox-auth sshd[22871]: Failed password for invalid user admin from ⟦IP_ADDRESS|45.155.205.233⟧ port 51040 ssh2
Jun 18 07:44:30 lockbox-auth sshd[23102]: Accepted publickey for ⟦PERSON|achatterjee⟧ from ⟦IP_ADDRESS|100.96.12.40⟧ port 60122 ssh2: ED25519 SHA256:⟪key_fingerprint|q3Zp8K2mVf0n1YwXb7uT4rLs9dHcJe6aGi5oPk2NxQ8⟫
Jun 18 07:45:02 lockbox-auth sudo: ⟦PERSON|achatterjee⟧ : TTY=pts/0 ; PWD=⟦PERSON|/home/achatterjee⟧ ; USER=root ; COMMAND=/usr/bin/systemctl restart lockbox-api"""),

("web_checkin_form", """Online check-in — ⟪org_name|Saltmarsh Line⟫ voyage ⟪voyage_number|SL2502⟫ — step 3 of 4 (travel document)
Guest 1: ⟦PERSON|Katrin Albers⟧
Document type: Passport      Number: ⟦PASSPORT|$pp_de2⟧      Issuing country: DEU
Date of birth: ⟦DATE_OF_BIRTH|1973-05-08⟧
Mobile on embarkation day: ⟦PHONE|+49 1520 7719334⟧
E-mail: ⟦EMAIL|katrin.albers@gmx.de⟧
[ ] I need special assistance at the terminal
form build ⟪build_id|web-ci-7731⟫"""),

("guide_registration_form", """Freelance guide registration — ⟪org_name|Hanok Trails Korea⟫ (inbound walking tours)
Name: ⟦PERSON|Park Ji-yeon⟧ (⟦PERSON|박지연⟧)
Resident registration no.: ⟦NATIONAL_ID|$nid_kr1⟧
Date of birth: ⟦DATE_OF_BIRTH|1985-02-12⟧
Guide licence: ⟪licence_no|TG-2016-03318⟫
Mobile: ⟦PHONE|010-4827-3916⟧
Fee per full-day tour: ⟦AMOUNT|₩180,000⟧, paid monthly"""),

("subcontractor_details", """Subcontractor details — winter walking weeks, ⟪place_name|Saariselkä⟫
Guide: ⟦PERSON|Aino Lehtonen⟧
Personal identity code (henkilötunnus): ⟦NATIONAL_ID|$nid_fi1⟧
Born: ⟦DATE_OF_BIRTH|3.11.1978⟧
Bank account: ⟦IBAN|$iban_fi1⟧
Agreed day fee: ⟦AMOUNT|€260⟧ + ⟪vat_rate|25.5 % VAT⟫
Business ID (Y-tunnus): ⟪business_id|3141592-5⟫"""),
]

TEXTS += [
("payroll_csv", """# payroll import — ⟪org_name|Sierra Trails Co.⟫ seasonal guides, pay period ⟪pay_period|2024-07-01..2024-07-15⟫
emp_id,last_name,first_name,ssn,gross_pay,state
⟪employee_id|ST-1021⟫,⟦PERSON|Whitehorse⟧,⟦PERSON|Dakota⟧,⟦SSN|$ssn3⟧,⟦AMOUNT|USD 2418.75⟧,AZ
ST-1034,⟦PERSON|Ybarra⟧,⟦PERSON|Luis⟧,⟦SSN|$ssn7⟧,⟦AMOUNT|USD 1980.00⟧,AZ"""),

("call_notes", """Call notes — ⟪org_name|Desert Rose RV Rentals⟫, Las Vegas. Agent: ⟦PERSON|Kayla⟧
Customer ⟦PERSON|Brandon Whitfield-Cruz⟧ wants to add a second driver and pay the ⟦AMOUNT|$1,500⟧ damage deposit by debit card. Per policy we ran a soft credit check: SSN given verbally as ⟦SSN|$ssn6⟧, DOB ⟦DATE_OF_BIRTH|May 3, 1988⟧, current address ⟦ADDRESS|9920 Sandy Palm Ct, Henderson, NV 89052⟧. Result: approved. Reservation ⟪reservation_no|DR-77201⟫, pickup ⟪pickup_date|Oct 11⟫."""),

("release_notes", """## bunkbrew-pms ⟪version|v5.2.0⟫ (⟪release_date|2024-10-01⟫)
### Fixed
- Night audit no longer double-posts the city tax (⟪issue_number|#1412⟫, ⟪commit_sha|$dk_sha1⟫)
- Bed map renders correctly for rooms with more than 12 beds (#1420)
### Changed
- Minimum PHP version is now ⟪version|8.2⟫
- Default admin session lifetime reduced to ⟪config_value|30 min⟫
### Security
- Upgraded guzzlehttp/guzzle to ⟪dependency_version|7.8.1⟫ (⟪cve_id|CVE-2022-31090⟫)
### Dev
- Payment tests now use the gateway's public test card ⟪test_card_number|$dk_test_card1⟫ instead of a hard-coded merchant sandbox"""),

("ocr_business_card", """[scan of business card]
⟪org_name|Highland Footpaths⟫ — guided & self-guided walking since 2004
⟦PERSON|Ewan MacLeod⟧, Senior Guide · Mountain Leader (⟪qualification_id|ML 4471-S⟫)
t ⟦PHONE|01479 811 207⟧    m ⟦PHONE|07891 442 630⟧
⟦EMAIL|ewan@highlandfootpaths.scot⟧ · highlandfootpaths.scot
⟪business_address|Unit 3, Station Square, Aviemore PH22 1PD⟫"""),

("slack_thread", """*⟦PERSON|Dimitra Koukou⟧* 11:41 AM
can someone get me onto the bastion, my key doesn't work. this is what's in ~/.ssh/id_ed25519:
```
⟦SECRET|$sec_pem_ssh1⟧
```
*⟦PERSON|Olu⟧* 11:43 AM
@⟦PERSON|Dimitra⟧ delete that NOW, that's your private key 😬 I'm rotating the bastion authorized_keys. Use ⟪hostname|bastion.eu1.ferrylink.internal⟫ after 12."""),

("bug_report", """Bug: guests logged out at random during mobile checkout (Safari 17)
Reported by ⟦PERSON|Anneke Visser⟧ (QA). Request copied from devtools:

GET /checkout/extras HTTP/2
Host: book.aurorameridian.com
Cookie: sessionid=⟦SECRET|$sec_cookie_dj1⟧; _ga=⟪analytics_cookie|GA1.2.1820551234.1716201442⟫
X-Forwarded-For: ⟦IP_ADDRESS|94.212.170.8⟧
User-Agent: Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)

Response: 302 → /login?next=/checkout/extras   (⟪trace_id|trace 9c1e44b07a2d⟫)"""),

("ci_config_leak", """$ grep -A5 variables .gitlab-ci.yml      # ⟦PERSON|kfarouk⟧ why is this committed??
variables:
  NPM_TOKEN: "⟦APIKEY|$ak_npm1⟧"
  GITLAB_API_TOKEN: "⟦APIKEY|$ak_gitlab1⟧"
  NODE_VERSION: "⟪version|20.11⟫"
  DEPLOY_HOST: "⟦IP_ADDRESS|51.89.14.201⟧"
  DEPLOY_PATH: "⟪file_path|/srv/lockbox/releases⟫\""""),

("tax_form_summary", """Form 1099-K summary — payouts from ⟪org_name|StayLocal Homestays, Inc.⟫ (payer TIN ⟪ein|47-2290318⟫)
Payee: ⟦PERSON|Rosalind Okafor-Bright⟧
Payee TIN (SSN): ⟦SSN|$ssn4⟧
Address: ⟦ADDRESS|318 Magnolia St, Savannah, GA 31401⟧
Gross payments 2023: ⟦AMOUNT|$38,412.60⟧        Federal income tax withheld: none
Host account: ⟪host_account_id|HST-00918⟫"""),

("tfn_declaration", """TFN declaration (employer copy) — ⟪org_name|Outback Roamer Rentals Pty Ltd⟫, ABN ⟪abn|51 824 753 556⟫
1  Tax file number: ⟦NATIONAL_ID|$nid_au1⟧
2  Name: ⟦PERSON|Kirra Watson⟧
3  Home address: ⟦ADDRESS|22 Pandanus Cl, Trinity Beach QLD 4879⟧
6  Date of birth: ⟦DATE_OF_BIRTH|14/04/2000⟧
Role: casual van prep & handover, ⟦AMOUNT|A$31.50⟧ per hour"""),

("email", """From: ⟦PERSON|Niamh Gallagher⟧ <⟦EMAIL|niamh.gall@eircom.net⟧>
To: ⟦EMAIL|payroll@docklandshostel.ie⟧
Subject: new starter details

Hi, as requested: PPSN ⟦NATIONAL_ID|$nid_ie1⟧, bank ⟦IBAN|$iban_ie1⟧. I start Monday on nights. Also FYI I have ⟦MEDICAL|epilepsy⟧ (well controlled on ⟦MEDICAL|lamotrigine⟧) just so the team knows what to do if anything ever happens.
Thanks, ⟦PERSON|Niamh⟧"""),

("booking_summary", """Booking — Lisbon to Porto coastal cycle, 7 days (departure ⟪departure_code|LPC7-0915⟫)
Lead traveller: ⟦PERSON|Thiago Nascimento⟧      CPF: ⟦NATIONAL_ID|$nid_br1⟧ (for the Brazilian invoice)
Passport: ⟦PASSPORT|$pp_br1⟧
WhatsApp: ⟦PHONE|+55 11 98422-7160⟧
Paid: ⟦AMOUNT|R$ 7.840,00⟧ via Pix (end-to-end id ⟪payment_ref|E18236120202409151432s0b8Xk3Qd⟫)"""),

("contract_summary", """Contract summary — seasonal bike tour leader, ⟪org_name|Fietsvakantie Holland BV⟫
Employee: ⟦PERSON|Sanne de Vries⟧
BSN: ⟦NATIONAL_ID|$nid_nl1⟧
Gross monthly salary: ⟦AMOUNT|€2.640⟧ (excl. ⟪allowance_rate|8 %⟫ holiday allowance)
Paid to: ⟦IBAN|$iban_nl2⟧
Contract period: ⟪contract_period|1 April – 31 October 2024⟫"""),

("eid_reader_export", """# eID reader export — ⟪org_name|Jeugdherberg De Ploeg⟫, Ghent — check-in ⟪timestamp|2024-05-11T15:02:44⟫
name: ⟦PERSON|Pieter Claes⟧
national_number: ⟦NATIONAL_ID|$nid_be1⟧
birth_date: ⟦DATE_OF_BIRTH|30/01/1976⟧
address: ⟦ADDRESS|Kortrijksesteenweg 212 bus 3, 9000 Gent⟧
room: ⟪room_number|214⟫   nights: 2   reader: ⟪device_model|ACR39U⟫"""),

("rental_contract", """Campervan hire contract (PL/EN) — ⟪org_name|Kamper Kraków sp. z o.o.⟫, no. ⟪contract_id|KK/2024/0712⟫
Hirer: ⟦PERSON|Bartosz Zieliński⟧, PESEL ⟦NATIONAL_ID|$nid_pl1⟧, born ⟦DATE_OF_BIRTH|17.05.1990⟧
Phone: ⟦PHONE|+48 601 442 918⟧
Deposit (kaucja): ⟦AMOUNT|5 000 zł⟧, returned after the post-hire inspection
High-season rate: ⟪daily_rate|490 zł⟫ per day"""),
]

TEXTS += [
("excursion_booking_form", """Shore excursion pre-booking — ⟪org_name|Aurora Meridian Cruises⟫ (voyage ⟪voyage_code|AM-0712⟫)
Guest: ⟦PERSON|Pamela Rutherford⟧, cabin ⟪cabin_number|10088⟫
Excursions: ⟪excursion_code|SGY-04⟫ White Pass railway ×2 (⟪price|$189⟫ pp); ⟪excursion_code|JNU-11⟫ Mendenhall glacier walk ×2 (⟪price|$129⟫ pp)
Total to charge: ⟦AMOUNT|$636.00⟧
Card (American Express): ⟦CARD|$card_a1⟧    Exp ⟪card_expiry|10/26⟫    CID ⟦CVV|7342⟧
Cardholder e-mail: ⟦EMAIL|pam.rutherford@comcast.net⟧
Accessibility: my husband ⟦PERSON|Glenn⟧ uses a mobility scooter (⟦MEDICAL|multiple sclerosis⟧) — please confirm the tender boats can take it."""),

("background_check_consent", """StayLocal — host background check consent (submitted ⟪timestamp|2024-03-11 19:42 EST⟫)
Legal name: ⟦PERSON|Darnell Augustine Price⟧
Other names used: none
Date of birth: ⟦DATE_OF_BIRTH|11/23/1979⟧
SSN: ⟦SSN|$ssn8⟧
Current address: ⟦ADDRESS|57 Linden Blvd, Apt 3R, Brooklyn, NY 11226⟧
Phone: ⟦PHONE|(347) 288-6190⟧
I authorize ⟪org_name|StayLocal Homestays, Inc.⟫ and its vendor ⟪vendor_name|ClearPath Screening⟫ to obtain consumer reports about me. Report ID ⟪report_id|CPS-8812-4410⟫.
Signature: /s/ ⟦PERSON|D. A. Price⟧"""),

("csv_export", """# export_guests_cards.csv — found on //bunkbrew-fs01/reception/old during ⟪incident_id|SEC-2024-019⟫. DELETE after review.
guest_name,card_number,exp,cvc,last_stay
⟦PERSON|Oskar Nyberg⟧,⟦CARD|$card_v6⟧,⟪card_expiry|07/25⟫,⟦CVV|614⟧,⟪stay_date|2023-08-19⟫
⟦PERSON|Amaia Etxeberria⟧,⟦CARD|$card_m3⟧,05/26,⟦CVV|093⟧,2023-09-02
⟦PERSON|Kofi Mensah⟧,⟦CARD|$card_d1⟧,12/24,⟦CVV|380⟧,2023-09-14"""),

("curl_repro", r"""Repro for ⟪ticket_id|SUP-7781⟫ (guest ⟦EMAIL|j.okoro@yahoo.com⟧ can't see her luggage booking). Captured by ⟦PERSON|Ben Achterberg⟧:
curl 'https://app.lockboxstorage.eu/api/bookings?mine=1' \
  -H 'Authorization: Bearer ⟦APIKEY|$ak_jwt3⟧' \
  -H 'Cookie: connect.sid=⟦SECRET|$sec_cookie_ex1⟧; PHPSESSID=⟦SECRET|$sec_cookie_php1⟧; lang=en' \
  -H 'X-Real-IP: ⟦IP_ADDRESS|78.47.201.118⟧'
→ 200 [] (empty list). Her booking ⟪booking_ref|LBX-90233⟫ sits under her old e-mail, accounts need merging."""),
]
