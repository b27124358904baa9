# -*- coding: utf-8 -*-
"""blind54 en texts: (kind, marked_text), each typed by hand."""

TEXTS = []

# ---- part 1: dealership, marketplace, rental, garage --------------------------------
TEXTS += [
("sms_thread_dealer_collection", """Hi ⟦PERSON|Gareth⟧, it's ⟦PERSON|Nadia⟧ at ⟪company_name|Halden Motors⟫. Your Kuga (⟪reg_plate|LD19 KXE⟫) is ready, balance to pay is ⟦AMOUNT|£1,284.50⟧ incl VAT. Card over the phone is fine, ring me on ⟦PHONE|0113 387 2290⟧ or just reply here x
> ok cheers will pay now. use the card ending ⟪card_last4|4471⟫ you've got on file
> actually no thats expired. new one ⟦CARD|$card_v1⟧ exp ⟪card_expiry|09/27⟫ cvv ⟦CVV|381⟧
> Thanks ⟦PERSON|Gareth⟧, all gone through. See you at 4."""),

("email_test_drive_confirmation", """Subject: Test drive confirmed - Sat 14:30

Hi ⟦PERSON|Priya⟧,

Thanks for booking a test drive of the ⟪model_name|Enyaq 85 Sportline⟫ at our ⟪place_name|Harrogate⟫ showroom. Please bring your photocard licence and a proof of address. We have your address as ⟦ADDRESS|14 Beech Grove, Knaresborough HG5 0DP⟧ and we'll run the usual licence check against the date of birth you gave us (⟦DATE_OF_BIRTH|03/11/1994⟧).

Your booking ref is ⟪booking_ref|TD-20931⟫. If you need to move it just reply or call the sales desk on ⟦PHONE|01423 608 114⟧.

Kind regards,
⟦PERSON|Callum Ferrier⟧
Sales Executive | ⟪company_name|Nidd Valley Skoda⟫
M: ⟦PHONE|07931 442 086⟧
E: ⟦EMAIL|callum.ferrier@niddvalleyskoda.co.uk⟧"""),

("api_access_log_marketplace", """⟪timestamp|2024-05-17T09:14:02.331Z⟫ INFO  api.listings req=⟪request_id|$dk_uuid1⟫ ip=⟦IP_ADDRESS|86.152.40.219⟧ user=⟦EMAIL|mo.haddad88@gmail.com⟧ POST /v2/listings 201 142ms
⟪timestamp|2024-05-17T09:14:02.415Z⟫ DEBUG auth  bearer=⟦APIKEY|$ak_jwt1⟧
⟪timestamp|2024-05-17T09:14:02.420Z⟫ DEBUG listings payload seller_name="⟦PERSON|Mohammed Haddad⟧" seller_phone="⟦PHONE|+44 7843 219 560⟧" vin=⟪vin|WVWZZZAUZKW118452⟫ asking=⟪price|7450⟫
⟪timestamp|2024-05-17T09:14:05.902Z⟫ WARN  pricing valuation fallback (upstream timeout after 3000ms)
⟪timestamp|2024-05-17T09:14:06.010Z⟫ INFO  health ok from ⟦IP_ADDRESS|10.20.4.17⟧ build=⟪build_number|2024.05.3-rc2⟫"""),

("dotenv_dms_sync", """# dms-sync .env  (DO NOT COMMIT!!)
APP_ENV=production
APP_PORT=⟪port|8081⟫
DMS_VERSION=⟪version|4.12.0⟫
DATABASE_URL=postgres://dms_sync:⟦SECRET|Gr3enL4ne!2024⟧@⟦IP_ADDRESS|10.14.2.31⟧:5432/dealer_dms
STRIPE_SECRET_KEY=⟦APIKEY|$ak_stripe1⟧
STRIPE_PUBLISHABLE_KEY=⟪publishable_key|$dk_pklive1⟫
SENDGRID_API_KEY=⟦APIKEY|$ak_sendgrid1⟧
SLACK_WEBHOOK_URL=⟦SECRET|$sc_slackhook1⟧
ADMIN_EMAIL=⟦EMAIL|it@hollinsmotorgroup.co.uk⟧
SMTP_USER=⟦EMAIL|noreply@hollinsmotorgroup.co.uk⟧
SMTP_PASSWORD=⟦PASSWORD|vT7#pq2Lmx⟧"""),

("credit_application_us_dealer", """CREDIT APPLICATION - ⟪company_name|Lone Star Auto Plaza⟫ F&I Dept
Applicant: ⟦PERSON|Marcus T. Delgado⟧
DOB: ⟦DATE_OF_BIRTH|07/22/1987⟧        SSN: ⟦SSN|$ssn1⟧
Home address: ⟦ADDRESS|4419 Briar Creek Ln, Round Rock, TX 78681⟧  (time at address: 6 yrs)
Cell: ⟦PHONE|(512) 838-4172⟧   Email: ⟦EMAIL|mdelgado87@yahoo.com⟧
Employer: ⟪company_name|Travis County Water Utility⟫   Gross monthly income: ⟦AMOUNT|$5,840⟧
Co-applicant: none
Vehicle: 2021 Toyota Tacoma SR5  Stock# ⟪stock_no|T24-0871⟫  Cash price ⟪price|$31,995⟫
Cash down: ⟦AMOUNT|$4,000⟧   Trade-in payoff owed to lender: ⟦AMOUNT|$2,310.44⟧"""),

("whatsapp_garage_customer", """[10:02] Bayside Autos: Morning Mrs ⟦PERSON|Okafor⟧, the Corsa failed on brake imbalance, we can do pads + discs today for ⟪quote|£286⟫. Want us to go ahead?
[10:15] ⟦PERSON|Ngozi⟧: yes pls go ahead. can u drop it back to the house after? im not meant to drive this week after my ⟦MEDICAL|cataract surgery⟧ lol
[10:16] Bayside Autos: no problem, is it still ⟦ADDRESS|27 Harbour View Road, Poole BH14 0JR⟧?
[10:18] ⟦PERSON|Ngozi⟧: yep. my son ⟦PERSON|Tobi⟧ will be in, his number is ⟦PHONE|07412 667 301⟧
[10:19] Bayside Autos: 👍 job card ⟪job_card_no|JC-55127⟫, we'll text when its on the way"""),

("python_traceback_rental_payment", """Traceback (most recent call last):
  File "⟪file_path|/srv/rentals/app/payments.py⟫", line 214, in capture_deposit
    resp = gateway.charge(card_number=card, cvc=cvc, amount=deposit)
  File "/srv/rentals/venv/lib/python3.11/site-packages/adyen/client.py", line 88, in charge
    raise RefusedError(payload)
adyen.errors.RefusedError: {'reference': '⟪booking_ref|RNT-884213⟫', 'card_number': '⟦CARD|$card_mc1⟧', 'cvc': '⟦CVV|602⟧', 'holder': '⟦PERSON|Lena Vogt⟧', 'amount': '⟦AMOUNT|EUR 450.00⟧', 'shopper_ip': '⟦IP_ADDRESS|91.64.117.29⟧', 'shopperEmail': '⟦EMAIL|lena.vogt@posteo.de⟧', 'pspReference': '⟪psp_reference|KD8S2QW7N4ZPL6X1⟫'}"""),

("call_transcript_roadside", """CALL 00:03:12 - ⟪company_name|RescueLine Recovery⟫ control room
Agent: RescueLine, you're speaking to ⟦PERSON|Dylan⟧, can I take your membership number?
Caller: Yeah it's ⟪membership_no|RL 4471 0093 22⟫.
Agent: Thanks. And the name on the membership?
Caller: ⟦PERSON|Fiona Marr⟧. I'm on the ⟪road_number|A9⟫ just past ⟪place_name|Dalwhinnie⟫, in a lay-by, the car's just died.
Agent: Are you safe? Anyone with you?
Caller: Just me and the dog, ⟪pet_name|Biscuit⟫. I'm ⟦MEDICAL|type 1 diabetic⟧ and my ⟦MEDICAL|insulin⟧'s in the cool bag so I'm fine for a few hours.
Agent: Good to know, I'll flag that for the patrol. Best number to reach you?
Caller: ⟦PHONE|Oh seven nine one two, four four eight, five oh six⟧.
Agent: ⟦PHONE|Oh seven nine one two, four four eight, five oh six⟧. Lovely. If it needs towing more than ten miles there's an excess on your plan, that'd be ⟦AMOUNT|forty-five pounds⟧.
Caller: That's fine."""),

("markdown_instructor_diary", """## Week 23 - ⟪company_name|GreenLight School of Motoring⟫ (instructor: ⟦PERSON|Rob Tennant⟧)

| Pupil | Mobile | Slot | Notes |
|---|---|---|---|
| ⟦PERSON|Aisha Rahman⟧ | ⟦PHONE|07588 203 914⟧ | Tue 09:00 (⟪lesson_slot|L-2231⟫) | test booked 12 Jun; ⟦MEDICAL|mild dyslexia⟧, give theory notes in bigger font |
| ⟦PERSON|Josh Pellegrini⟧ | ⟦PHONE|07723 118 452⟧ | Tue 11:00 | still owes ⟦AMOUNT|£64⟧ from last block |
| ⟦PERSON|Kerry-Ann Bloom⟧ | ⟦PHONE|07961 330 775⟧ | Wed 16:30 | pick up from ⟦ADDRESS|Flat 3, 18 Selby Rd, York YO10 4LT⟧ |

Prices from June: single lesson ⟪tariff|£38⟫, block of 10 ⟪tariff|£355⟫."""),
]

TEXTS += [
("forum_post_scam_warning", """Title: SCAM WARNING - "seller" on AutoSwap wanting deposit by bank transfer

Posting so nobody else gets done. Bloke calling himself ⟦PERSON|Declan Shaw⟧ listed a 2018 Golf GTI for ⟪price|£9,450⟫ (way too cheap, should've known). Said he's offshore on a rig and his "agent" would deliver it. Asked me to send a ⟦AMOUNT|£500⟧ holding deposit to ⟦IBAN|$iban_gb1⟧. I sent it 🤦. Now his number ⟦PHONE|07451 902 338⟧ is dead and the listing (⟪listing_id|AS-7719204⟫) has vanished.

Reported to ⟪org_name|Action Fraud⟫, ref ⟪crime_ref|NFRC240512093⟫. My wife ⟦PERSON|Jen⟧ reckons the photos were nicked off an old PistonHeads ad. If this guy has contacted you pls DM me, I'm u/⟦PERSON|tomsk_lad⟧ on here."""),

("invoice_mobile_tyre_fitting", """MOBILE TYRE INVOICE            No. ⟪invoice_no|MT-10482⟫
⟪company_name|Tread Right Mobile Tyres Ltd⟫ - VAT reg ⟪vat_no|GB 318 4471 02⟫
Bill to: ⟦PERSON|Samira Haddou⟧, ⟦ADDRESS|9 Clement Close, Luton LU3 2TB⟧   Tel ⟦PHONE|07983 550 217⟧
Fitted by: ⟦PERSON|Kofi⟧ (van 3)

2 x Michelin Primacy 4  ⟪tyre_size|205/55 R16 91V⟫  @ ⟪unit_price|£98.00⟫
Valves, balancing, disposal                ⟪unit_price|£12.00⟫
TOTAL PAID: ⟦AMOUNT|£208.00⟧ by card ⟪masked_card|**** **** **** 3318⟫
DOT codes fitted: ⟪dot_code|DOT 4X1L 3123⟫
Customer signature: ⟦PERSON|S. Haddou⟧"""),

("slack_thread_dealer_it", """#dms-integrations
⟦PERSON|ryan.obi⟧  09:41
anyone know why the autotrader feed is 401ing since this morning?
⟦PERSON|hannah.k⟧  09:43
my bad, the deploy bot's GitHub token expired. new one is ⟦APIKEY|$ak_gh1⟧
⟦PERSON|hannah.k⟧  09:44
and the maps key for the stock pages is ⟦APIKEY|$ak_google1⟧ (restricted to our domains, so chill)
⟦PERSON|ryan.obi⟧  09:46
ta. ci box is still ⟦IP_ADDRESS|172.16.40.12⟧ right? ssh on ⟪port|2222⟫?
⟦PERSON|hannah.k⟧  09:47
yep. merged in ⟪commit_sha|$dk_sha1⟫, release ⟪version|v3.18.2⟫
⟦PERSON|ryan.obi⟧  09:48
pls delete these msgs once rotated lol"""),

("web_form_json_lease_enquiry", """{"form":"personal-lease-enquiry","submitted":"⟪timestamp|2024-04-02T18:22:51+01:00⟫","fields":{"first_name":"⟦PERSON|Tomasz⟧","last_name":"⟦PERSON|Wierzbicki⟧","dob":"⟦DATE_OF_BIRTH|1984-07-19⟧","email":"⟦EMAIL|t.wierzbicki@onet.pl⟧","phone":"⟦PHONE|+44 7390 118 624⟧","pesel":"⟦NATIONAL_ID|$nid_pesel1⟧","annual_income":"⟦AMOUNT|£38,500⟧","vehicle":"⟪model_name|Kia Sportage 1.6 T-GDi GT-Line⟫","term_months":48,"mileage_pa":8000},"client_ip":"⟦IP_ADDRESS|2a00:23c7:6b8e:1f01:54d2:9e1a:3c07:b1f4⟧","form_version":"⟪version|3.4.1⟫"}"""),

("sms_mot_reminder", """⟪company_name|Crossways MOT Centre⟫: Hi ⟦PERSON|Bernie⟧, the MOT on ⟪reg_plate|YK16 FTV⟫ runs out on 03/06. Book online or call us on ⟦PHONE|01904 622 480⟧. Class 4 MOT ⟪tariff|£54.85⟫. Ref ⟪customer_ref|C-00917⟫. Reply STOP to opt out"""),

("sql_insert_rental_customers", """-- migrate walk-in renters from the old desk system
INSERT INTO renters (id, full_name, dob, passport_no, email, mobile, created_at) VALUES
(⟪row_id|88213⟫, '⟦PERSON|Siobhan Nic Giolla⟧', '⟦DATE_OF_BIRTH|1991-10-02⟧', '⟦PASSPORT|$pp_ie1⟧', '⟦EMAIL|siobhan.ng@eircom.net⟧', '⟦PHONE|+353 87 214 6630⟧', '⟪timestamp|2024-06-30 08:12:44⟫'),
(⟪row_id|88214⟫, '⟦PERSON|Etienne Roy⟧', '⟦DATE_OF_BIRTH|1976-03-28⟧', '⟦PASSPORT|$pp_ca1⟧', '⟦EMAIL|etienne.roy@videotron.ca⟧', '⟦PHONE|+1 514 862 0417⟧', '⟪timestamp|2024-06-30 08:31:09⟫');
-- TODO(⟦PERSON|mbrennan⟧): dedupe against bookings table before go-live"""),

("yaml_config_garage_bookings", """service: garage-bookings
version: ⟪version|2.8.0⟫
listen: ⟪bind_all_address|0.0.0.0⟫:⟪port|8443⟫
smtp:
  host: smtp.office365.com
  port: 587
  user: ⟦EMAIL|bookings@fenwickgarage.co.uk⟧
  password: "⟦PASSWORD|Fenwick#Bk2291⟧"
twilio:
  account_sid: ⟪account_sid|$dk_twsid1⟫
  auth_token: ⟦SECRET|$sc_twilio1⟧
  from_number: "⟦PHONE|+44 1902 301 775⟧"
alerts:
  discord_webhook: ⟦SECRET|$sc_discordhook1⟧
owner: "⟦PERSON|Dave Fenwick⟧ <⟦EMAIL|dave@fenwickgarage.co.uk⟧>"
"""),

("online_review_windscreen", """★☆☆☆☆  ⟪company_name|ClearView Screens⟫ - mobile windscreen replacement

Booked them to do my screen at work. Fitter (⟦PERSON|Lee⟧ I think?) turned up 3 hrs late, left the ADAS camera uncalibrated so now the lane assist is all over the place. They charged me ⟦AMOUNT|£95⟧ excess when my insurer's letter says the excess is ⟪quote|£75⟫. Spoke to a manager called ⟦PERSON|Sharon⟧ who promised a refund of ⟦AMOUNT|£20⟧ "in 5-7 working days". That was three weeks ago. Claim no ⟪claim_ref|CV-220187⟫ if anyone from head office reads this.

- ⟦PERSON|Dev P.⟧, ⟪place_name|Milton Keynes⟫"""),

("shell_history_garage_server", """  501  ssh ⟦PERSON|mkowalczyk⟧@⟦IP_ADDRESS|192.168.10.5⟧
  502  cd ⟦PERSON|/home/mkowalczyk⟧/diag-tools
  503  sudo systemctl restart obd-gateway
  504  curl -s http://⟪loopback|127.0.0.1⟫:⟪port|9100⟫/metrics | grep obd_sessions
  505  export MAILGUN_API_KEY=⟦APIKEY|$ak_mailgun1⟧
  506  ./send_invoice.py --to ⟦EMAIL|k.mensah@btinternet.com⟧ --job ⟪job_card_no|JC-61203⟫
  507  mysql -h ⟦IP_ADDRESS|192.168.10.20⟧ -u workshop -p'⟦PASSWORD|Sp4nner!09⟧' workshop_db
  508  git log --oneline | head -3
  509  sha256sum backup-⟪date_stamp|20240611⟫.sql.gz
  510  history | tail"""),
]

# ---- part 2: leasing, driving school, rental counter, logs ---------------------------
TEXTS += [
("csv_export_lease_direct_debits", """customer_no,name,email,mobile,branch,iban,monthly_rental,agreement_no,vehicle
⟪customer_no|LC-30418⟫,⟦PERSON|Harriet Okonjo⟧,⟦EMAIL|harriet.okonjo@outlook.com⟧,⟦PHONE|07722 481 309⟧,⟪branch_code|BHM-01⟫,⟦IBAN|$iban_gb3⟧,⟦AMOUNT|£289.99⟧,⟪agreement_no|PCH-7714-22⟫,⟪model_name|Cupra Born V2⟫
⟪customer_no|LC-30419⟫,⟦PERSON|Wojciech Nowak⟧,⟦EMAIL|w.nowak1979@wp.pl⟧,⟦PHONE|07846 220 915⟧,⟪branch_code|COV-02⟫,⟦IBAN|$iban_gb2⟧,⟦AMOUNT|£312.40⟧,⟪agreement_no|PCH-7715-22⟫,⟪model_name|MG4 Trophy Long Range⟫
⟪customer_no|LC-30420⟫,⟦PERSON|Aoife Brennan⟧,⟦EMAIL|aoifeb@icloud.com⟧,⟦PHONE|07511 093 644⟧,⟪branch_code|LEI-01⟫,⟦IBAN|$iban_ie1⟧,⟦AMOUNT|£254.00⟧,⟪agreement_no|PCH-7716-22⟫,⟪model_name|Kia Niro EV 3⟫"""),

("driving_school_enrolment_form", """ONLINE ENROLMENT - ⟪company_name|Clutch Control Driving Academy⟫
Full name: ⟦PERSON|Bethany Oyelaran⟧
Date of birth: ⟦DATE_OF_BIRTH|17 February 2006⟧
Home address: ⟦ADDRESS|62 Kestrel Way, Bradley Stoke, Bristol BS32 0FG⟧
Mobile: ⟦PHONE|07400 382 175⟧    Email: ⟦EMAIL|beth.oyelaran06@gmail.com⟧
Do you have any medical condition you must declare to the DVLA? [x] Yes
Details: ⟦MEDICAL|epilepsy - seizure free since March 2022, on lamotrigine⟧
Emergency contact: Mum - ⟦PERSON|Folake⟧ ⟦PHONE|07931 550 802⟧
Package: Intensive 20hr (⟪package_code|INT-20⟫, ⟪tariff|£799⟫)
Deposit paid today: ⟦AMOUNT|£150⟧  Card ref ⟪payment_ref|pi_3PLx7H2eZvKYlo2C1mDq⟫"""),

("rental_counter_agreement_es", """RENTAL AGREEMENT  ⟪rental_agreement_no|RA-MAD-0094412⟫   ⟪company_name|SolRent Car Hire⟫ - Malaga Airport desk
Main driver: ⟦PERSON|Javier Morales Ortega⟧   DNI: ⟦NATIONAL_ID|$nid_dni1⟧
Address: ⟦ADDRESS|Calle de Embajadores 118, 3º B, 28012 Madrid⟧
Mobile: ⟦PHONE|+34 612 448 903⟧   Email: ⟦EMAIL|javi.morales.o@gmail.com⟧
Additional driver: ⟦PERSON|Lucia Ferrer⟧ (licence seen)
Group: ⟪car_group|CDMR⟫  Fuel: full/full  Out: 14/08 10:20  In: 21/08 10:00
Security deposit blocked on card: ⟦AMOUNT|€1,200.00⟧  Card: ⟦CARD|$card_v2⟧
Excess waiver daily rate ⟪tariff|€18.50⟫ - declined by customer
Signed: ⟦PERSON|J. Morales⟧"""),

("support_ticket_marketplace_refund", """Ticket ⟪ticket_id|#448120⟫  | Priority: High | Channel: web
From: ⟦PERSON|Grace Adeyemi⟧ <⟦EMAIL|grace.adeyemi@hotmail.co.uk⟧>
Subject: paid reservation fee, car already sold??

hi, I paid the ⟦AMOUNT|£199⟧ reservation fee on ⟪listing_id|CX-2290417⟫ on Sunday night and got the confirmation (order ⟪order_id|ORD-5518830⟫) but the dealer rang monday saying it was sold saturday. I want my money back. my number is ⟦PHONE|07867 301 284⟧ if someone can call. thanks ⟦PERSON|Grace⟧

-- internal note (⟦PERSON|tom.wainwright⟧): refund ⟦AMOUNT|£199.00⟧ approved, dealer account ⟪dealer_account|DLR-11873⟫ flagged for stock sync issues. Customer session came from ⟦IP_ADDRESS|82.14.201.77⟧."""),

("java_stacktrace_leasing_crm", """2024-03-11 16:02:41,118 ERROR [http-nio-8080-exec-7] c.f.lease.MandateService - mandate submit failed
java.lang.IllegalStateException: Bank rejected mandate for Customer{id=⟪customer_id|90021⟫, name='⟦PERSON|Sanne de Vries⟧', email='⟦EMAIL|sanne.devries@ziggo.nl⟧', bsn='⟦NATIONAL_ID|$nid_bsn1⟧', iban='⟦IBAN|$iban_nl1⟧', phone='⟦PHONE|+31 6 4182 7730⟧'}
	at com.fleetline.lease.MandateService.submit(MandateService.java:311)
	at com.fleetline.lease.api.MandateController.create(MandateController.java:87)
	at org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)
Caused by: com.fleetline.bank.SepaException: code=⟪error_code|MD07⟫ traceId=⟪trace_id|5f1c2b7e9a3d4e10⟫"""),

("nginx_access_log_dealer_site", """⟦IP_ADDRESS|100.71.22.140⟧ - - [⟪timestamp|12/Jun/2024:08:15:02 +0100⟫] "GET /used/⟪stock_no|U88213⟫ HTTP/2.0" 200 18344 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)"
⟦IP_ADDRESS|81.110.43.9⟧ - - [⟪timestamp|12/Jun/2024:08:15:40 +0100⟫] "POST /enquiry?name=⟦PERSON|Liam%20Carver⟧&tel=⟦PHONE|07754%20310%20882⟧&email=⟦EMAIL|liamcarver@sky.com⟧ HTTP/2.0" 302 0 "-" "Mozilla/5.0 (Windows NT 10.0; Win64; x64)"
⟪doc_ip|203.0.113.45⟫ - - [⟪timestamp|12/Jun/2024:08:16:01 +0100⟫] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"
⟦IP_ADDRESS|2a02:c7c:51d2:7f00:9d3:1b8e:402c:6e11⟧ - - [⟪timestamp|12/Jun/2024:08:16:09 +0100⟫] "GET /finance-calculator?price=18995&deposit=2000 HTTP/2.0" 200 5120 "-" "Mozilla/5.0 (Macintosh)\""""),

("meeting_minutes_aftersales", """Aftersales weekly - minutes (⟪date_of_meeting|Thu 6 June⟫)
Present: ⟦PERSON|Carl Hepworth⟧ (Service Mgr), ⟦PERSON|Anita Sood⟧ (Warranty), ⟦PERSON|Jamie Rudd⟧ (Workshop Controller)
Apologies: ⟦PERSON|Mel Otway⟧

1. Complaint - Mr ⟦PERSON|Pradeep Patel⟧, hand controls on his adapted Tiguan not refitted after the clutch job. He has ⟦MEDICAL|multiple sclerosis⟧ and couldn't use the car for 4 days. ⟦PERSON|Carl⟧ agreed goodwill of ⟦AMOUNT|£350⟧ plus a courtesy car. ⟦PERSON|Anita⟧ to log under ⟪warranty_claim_no|WC-24-0611⟫.
2. Warranty - two DSG mechatronic units back from ⟪supplier_name|VW Group Parts⟫, part no ⟪part_number|0AM 927 769 D⟫.
3. Staff - ⟦PERSON|Jamie⟧'s new number for out-of-hours: ⟦PHONE|07956 118 440⟧.
4. AOB - ⟦PERSON|Mel⟧ to chase ⟪company_name|Autoglass⟫ about recalibration invoices.
Next meeting ⟪date_of_meeting|13 June⟫."""),
]

TEXTS += [
("ocr_business_card", """[OCR scan 1 of 1 - confidence 0.87]
⟪company_name|PENNINE PERFORMANCE MOTORCYCLES⟫
Triumph | Royal Enfield | CFMOTO
⟦PERSON|GRAHAM "GAZ" NUTTALL⟧
Sa1es & Part-Ex Manager
T: ⟦PHONE|01706 8l2 440⟧   M: ⟦PHONE|O7889 254 613⟧
E: ⟦EMAIL|gaz@penninepm.co.uk⟧
⟪place_name|Rochdale⟫ - open 7 days
www.penninepm.co.uk  |  Dealer No. ⟪dealer_number|TR-UK-0447⟫"""),

("email_motorcycle_finance", """From: ⟦PERSON|Gaz Nuttall⟧ <⟦EMAIL|gaz@penninepm.co.uk⟧>
To: ⟦EMAIL|chloe.whitfield92@gmail.com⟧
Subject: Re: Street Triple RS - finance figures

Hi ⟦PERSON|Chloe⟧,

Good news, ⟪finance_company|Black Horse⟫ have approved you. Figures as discussed:
- Bike: ⟪model_name|Street Triple 765 RS⟫, stock ⟪stock_no|PPM-2417⟫, cash price ⟪price|£11,695⟫
- Your deposit: ⟦AMOUNT|£1,500⟧
- Part-ex (your MT-07): we're giving you ⟦AMOUNT|£4,200⟧, settlement to ⟪finance_company|Yamaha Finance⟫ is ⟦AMOUNT|£1,873.12⟧
- 36 x ⟦AMOUNT|£169.40⟧ per month

For the insurance quote I've put your DOB as ⟦DATE_OF_BIRTH|9 August 1992⟧ and address as ⟦ADDRESS|5 Lower Fold, Littleborough OL15 9JX⟧ - shout if either is wrong.

Cheers
⟦PERSON|Gaz⟧
⟦PHONE|07889 254 613⟧"""),

("dispatch_jsonl_roadside", """{"ts":"⟪timestamp|2024-02-03T22:41:17Z⟫","job":"⟪job_id|RR-9902145⟫","member":"⟦PERSON|Owen Pritchard⟧","member_no":"⟪membership_no|4410 2288 1937⟫","cli":"⟦PHONE|+447825603119⟧","loc":{"lat":⟪gps_coordinate|52.41823⟫,"lon":⟪gps_coordinate|-3.91467⟫,"w3w":"⟪what3words|///lanes.rocket.mild⟫"},"fault":"⟪fault_code|P0087⟫ fuel rail pressure low","vulnerable":true,"notes":"caller ⟦MEDICAL|32 weeks pregnant⟧, 2 kids in car, prioritise"}
{"ts":"⟪timestamp|2024-02-03T22:43:05Z⟫","job":"⟪job_id|RR-9902145⟫","event":"assigned","patrol":"⟦PERSON|Huw Bevan⟧","patrol_phone":"⟦PHONE|07971 226 508⟧","eta_min":35,"van_ip":"⟦IP_ADDRESS|100.88.14.203⟧"}
{"ts":"⟪timestamp|2024-02-03T23:32:50Z⟫","job":"⟪job_id|RR-9902145⟫","event":"completed","outcome":"tow to ⟪place_name|Aberystwyth⟫","excess_charged":"⟦AMOUNT|£60.00⟧"}"""),

("us_dealer_deal_jacket_notes", """DEAL #⟪deal_no|48812⟫ - ⟪company_name|Heartland Chevrolet Buick GMC⟫  salesperson: ⟦PERSON|Trey Lundgren⟧

Buyer: ⟦PERSON|Kimberly A. Voss⟧, DOB ⟦DATE_OF_BIRTH|04/09/1979⟧, SSN ⟦SSN|$ssn2⟧
Co-buyer: ⟦PERSON|Daniel Voss⟧, DOB ⟦DATE_OF_BIRTH|11/30/1977⟧, SSN ⟦SSN|$ssn5⟧
Address: ⟦ADDRESS|2207 W Maple St, Olathe, KS 66061⟧   Home ph: ⟦PHONE|913-782-0466⟧
Unit: 2024 Silverado 1500 LT, VIN ⟪vin|1GCUDDED4RZ183340⟫, MSRP ⟪msrp|$56,240⟫
Trade: 2016 Equinox, payoff ⟦AMOUNT|$6,118.27⟧ to ⟪lender_name|Ally⟫
Cash down ⟦AMOUNT|$3,500⟧ (⟦PERSON|Kim⟧ paying w/ cashier's check Sat)
Notes: ⟦PERSON|Dan⟧ works nights - call ⟦PERSON|Kim⟧'s cell ⟦PHONE|(913) 648-2871⟧ only after 10am"""),

("sms_tyre_booking_link", """⟪company_name|KwikFit-Style Tyres Direct⟫: Your fitting is booked for Fri 10:40 at ⟪place_name|Swindon⟫ Bridgemead. 2 x ⟪tyre_size|225/45 R17 94W⟫. Pay on the day or here: https://pay.tyresdirect.example/⟪payment_link_id|q8Vf2k⟫ Ref ⟪booking_ref|TDB-771042⟫"""),
]

# ---- part 3 ------------------------------------------------------------------------
TEXTS += [
("marketplace_inapp_chat", """AutoSwap messages - listing ⟪listing_id|AS-7802231⟫ (2015 Mazda MX-5 1.5 SE-L)

buyer #⟪user_id|55921⟫: hi is this still available? would you take 6k
⟦PERSON|Marek⟧ (seller): Hi, lowest is ⟪asking_price|£6,400⟫ as it's just had cambelt... sorry, chain, no belt on these lol
buyer #⟪user_id|55921⟫: ok 6.4 it is if the hpi is clean. can I see it sat?
⟦PERSON|Marek⟧ (seller): Sure. ⟦ADDRESS|41 Tennyson Avenue, Kettering NN16 0AF⟧, any time after 11. Text me on ⟦PHONE|07538 601 227⟧ when you're leaving
buyer #⟪user_id|55921⟫: great. I'm ⟦PERSON|Adaeze⟧ btw. I'll bring ⟦AMOUNT|£500⟧ cash as deposit and bank transfer the rest?
⟦PERSON|Marek⟧ (seller): Fine. Account name ⟦PERSON|M. Zielinski⟧, I'll send details after viewing
[AutoSwap] Tip: never pay before you've seen the car and the V5C. Our team will never ask for payment by gift card."""),

("github_issue_ci_token_leak", """**Build #⟪build_number|1287⟫ failing on `npm publish` for @carbay/listing-widgets**

CI log excerpt (sorry for the noise):

```
+ echo "//registry.npmjs.org/:_authToken=⟦APIKEY|$ak_npm1⟧" > ~/.npmrc
+ npm publish --access public
npm ERR! 403 Forbidden - PUT https://registry.npmjs.org/@carbay%2flisting-widgets - You cannot publish over the previously published versions: ⟪version|2.4.7⟫.
```

Bumped to ⟪version|2.4.8⟫ in ⟪commit_sha|$dk_sha2⟫ and it goes through. @⟦PERSON|fatima-elk⟧ can you rotate that token since it's now in a public log? cc @⟦PERSON|jbarnett-dev⟧"""),

("lease_contract_excerpt_be", """OPERATIONAL LEASE AGREEMENT No. ⟪agreement_no|OL-BE-2024-00831⟫

Between ⟪company_name|Fleetway Lease Belgium NV⟫ (the Lessor) and:
Name: ⟦PERSON|Elke Vandenberghe⟧
National register number: ⟦NATIONAL_ID|$nid_be1⟧
Date of birth: ⟦DATE_OF_BIRTH|14.09.1987⟧
Residing at: ⟦ADDRESS|Kortrijksesteenweg 214 bus 3, 9000 Gent⟧
Telephone: ⟦PHONE|+32 478 21 66 93⟧   E-mail: ⟦EMAIL|elke.vdb@telenet.be⟧ (the Lessee)

Art. 4 - The monthly lease payment of ⟦AMOUNT|EUR 529,00⟧ incl. VAT is collected by SEPA direct debit from account ⟦IBAN|$iban_be1⟧.
Art. 5 - Vehicle: ⟪model_name|Volvo EX30 Single Motor Extended Range⟫, 48 months / 15,000 km p.a.; excess km charged at ⟪tariff|EUR 0,09/km⟫."""),

("tyre_price_list_no_personal_data", """⟪company_name|TyreMaster Wholesale⟫ - trade price list, valid from ⟪date_effective|01/07/2024⟫
| Brand | Pattern | Size | Load/Speed | Trade ex VAT |
|---|---|---|---|---|
| Michelin | Pilot Sport 5 | ⟪tyre_size|225/40 ZR18⟫ | 92Y | ⟪price|£118.40⟫ |
| Continental | EcoContact 6 | ⟪tyre_size|195/65 R15⟫ | 91H | ⟪price|£67.20⟫ |
| Nexen | N'blue HD Plus | ⟪tyre_size|175/65 R14⟫ | 82T | ⟪price|£39.95⟫ |
Account enquiries: trade desk, ext. ⟪phone_extension|204⟫. Min order 4 units. Product codes ⟪product_code|MIC-PS5-2254018⟫ etc."""),

("email_subject_access_request", """To: ⟦EMAIL|dataprotection@arnoldclarkeauto.co.uk⟧
Subject: Subject access request

Dear Data Protection Officer,

Under Article 15 UK GDPR I request a copy of all personal data you hold about me, including call recordings from your ⟪place_name|Paisley⟫ branch and any credit search results.

Name: ⟦PERSON|Morag Ferguson⟧
Previous name: ⟦PERSON|Morag Dunlop⟧
Date of birth: ⟦DATE_OF_BIRTH|21/05/1968⟧
Address: ⟦ADDRESS|Flat 2/1, 77 Causeyside Street, Paisley PA1 1YT⟧
Phone: ⟦PHONE|0141 887 3306⟧
Customer number (on my service invoices): ⟪customer_no|AC-00772195⟫

Please respond within one month.
⟦PERSON|Morag Ferguson⟧"""),

("voice_dictation_service_notes", """[dictation, advisor ⟦PERSON|Sean McCabe⟧, auto-transcribed]
right next one customer is missus ⟦PERSON|Ellie Brandt⟧ ⟦PERSON|B R A N D T⟧, phone number ⟦PHONE|oh one two two three, four seven one, nine oh two⟧, email ⟦EMAIL|ellie.brandt@gmx.co.uk⟧, car's the white Fiesta ⟪reg_plate|EF68 WZT⟫, in for the ⟪service_type|major service⟫ plus she says there's a squeak from the nearside rear, um, she's paid ⟦AMOUNT|two hundred and nineteen pounds⟧ up front on the app, and she needs it back by four because she's got a ⟦MEDICAL|chemo⟧ appointment at Addenbrooke's tomorrow. end of note"""),

("aws_credentials_file_repo", """# committed by mistake in garage-parts-sync/config/credentials (see PR ⟪pr_number|#212⟫)
[default]
aws_access_key_id = ⟦APIKEY|$ak_aws1⟧
aws_secret_access_key = ⟦SECRET|$sc_aws1⟧
region = ⟪aws_region|eu-west-2⟫

[docs-example]
aws_access_key_id = ⟪example_key|AKIAIOSFODNN7EXAMPLE⟫
aws_secret_access_key = ⟪example_key|wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY⟫
# owner: ⟦PERSON|Dariusz Lis⟧ <⟦EMAIL|dariusz.lis@partsline-autos.co.uk⟧>"""),
]

TEXTS += [
("docker_compose_marketplace", """# docker-compose.prod.yml  (carbay marketplace)
services:
  api:
    image: registry.carbay.io/api:⟪docker_image_tag|1.42.0-alpine⟫
    environment:
      DATABASE_URL: "postgresql://carbay_app:⟦SECRET|q9!Zr7@Tm2vX⟧@⟦IP_ADDRESS|10.0.3.15⟧:5432/carbay"
      REDIS_URL: "redis://:⟦SECRET|r3d1s-Hx84kQ⟧@⟦IP_ADDRESS|10.0.3.16⟧:6379/0"
      JWT_SIGNING_SECRET: "⟦SECRET|c4rb4y-jwt-S1gn!ng-2024-rotate-me⟧"
      STRIPE_WEBHOOK_SECRET: "⟦SECRET|$sc_whsec1⟧"
      HUGGINGFACE_TOKEN: "⟦APIKEY|$ak_hf1⟧"
    ports:
      - "⟪port|8080⟫:8080"
  metrics:
    image: prom/prometheus:⟪docker_image_tag|v2.51.1⟫"""),

("bot_config_recovery_dispatch", """# towbot/config.py - telegram dispatch bot for ⟪company_name|A1 Vehicle Recovery⟫
TELEGRAM_TOKEN = "⟦APIKEY|$ak_tg1⟧"
DISPATCH_CHAT_ID = ⟪chat_id|-1002184667731⟫
DRIVERS = {
    "⟦PERSON|Stuart⟧": "⟦PHONE|+447712508834⟧",
    "⟦PERSON|Big Mick⟧": "⟦PHONE|+447940331276⟧",
    "⟦PERSON|Ravi⟧": "⟦PHONE|+447458117902⟧",
}
YARD_POSTCODE = "⟪business_postcode|WV10 9QT⟫"
TOW_RATE_PER_MILE = ⟪tariff|2.75⟫  # GBP
"""),

("rental_damage_incident_report", """DAMAGE / INCIDENT REPORT  - ⟪company_name|NordDrive Rentals⟫, Edinburgh Airport
Agreement: ⟪rental_agreement_no|EDI-552190⟫   Vehicle: ⟪reg_plate|SJ73 LVX⟫ ⟪model_name|Toyota Yaris Cross⟫
Renter: ⟦PERSON|Johan Lindqvist⟧   Personnummer: ⟦NATIONAL_ID|$nid_se1⟧   DOB: ⟦DATE_OF_BIRTH|23 Nov 1979⟧
Home address: ⟦ADDRESS|Vasagatan 12, 411 24 Göteborg⟧
Contact while in UK: ⟦PHONE|+46 70 318 44 92⟧
Description: renter reports kerbing the front left alloy at ⟪place_name|Glencoe⟫ visitor centre car park. Scuff approx 6cm.
Renter states he ⟦MEDICAL|felt dizzy from his blood pressure medication⟧ and misjudged the kerb. No injuries.
Charge to renter: ⟦AMOUNT|£145.00⟧ (alloy refurb, per damage tariff ⟪tariff_code|DT-ALLOY-02⟫)
Checked in by: ⟦PERSON|Fraser Gow⟧"""),

("email_insurance_claim_windscreen", """From: ⟦EMAIL|claims@glazeguard-insurance.co.uk⟧
To: ⟦EMAIL|t.olaniyan@btinternet.com⟧
Subject: Your windscreen claim ⟪claim_ref|GG-W-3320815⟫

Dear Mr ⟦PERSON|Olaniyan⟧,

We have received the invoice from ⟪company_name|National Windscreens⟫ for the replacement on your policy ⟪policy_no|GGM/77120443⟫. After your excess of ⟦AMOUNT|£115⟧, we will reimburse ⟦AMOUNT|£412.60⟧ to the account ending ⟪masked_account|****8812⟫ within 10 working days.

If you have questions please call our claims line on ⟦PHONE|0330 024 8716⟧ (Mon-Fri 8am-8pm).

Yours sincerely,
⟦PERSON|Helen Marsh⟧, Claims Handler"""),

("teams_chat_finance_desk", """[Teams] Sales Floor - Finance
⟦PERSON|Liam Doherty⟧ 11:02: customer on the phone wants to pay the reservation on his amex, can someone put it through? I'm tied up
⟦PERSON|Liam Doherty⟧ 11:02: Mr ⟦PERSON|Adebayo Ogunleye⟧, card ⟦CARD|$card_amex1⟧ exp ⟪card_expiry|11/26⟫ security ⟦CVV|4417⟧
⟦PERSON|Chantelle Rowe⟧ 11:05: ⟦PERSON|Liam⟧ you can't post card numbers in Teams!! delete it
⟦PERSON|Liam Doherty⟧ 11:06: 🙈 done. it's ⟦AMOUNT|£99⟧ on stock ⟪stock_no|HM-9021⟫
⟦PERSON|Chantelle Rowe⟧ 11:09: taken, auth code ⟪auth_code|073155⟫"""),
]

TEXTS += [
("voicemail_transcript_mot_centre", """Voicemail for ⟪company_name|Hillside MOT & Service⟫ - received 17:48, 2 messages
(1) "Hiya it's ⟦PERSON|Donna Kirkbride⟧, I dropped the Astra in this morning for its MOT, the blue one. Can someone ring me back on ⟦PHONE|zero seven eight one six, double two nine, four oh three⟧? My husband ⟦PERSON|Phil⟧ said you quoted ⟪quote|seventy quid⟫ for the tyre but I already gave the lad on the desk ⟦AMOUNT|a hundred and twenty pounds⟧ so I think I'm owed change. Ta."
(2) "It's ⟦PERSON|Donna⟧ again, sorry, it's ⟦PERSON|Kirkbride⟧ with a K. Bye." """),

("terraform_tfvars_marketplace", """# environments/prod/terraform.tfvars - DO NOT COMMIT (too late, see ⟪commit_sha|$dk_sha256⟫)
do_token            = "⟦APIKEY|$ak_do1⟧"
aws_access_key      = "⟦APIKEY|$ak_aws2⟧"
aws_secret_key      = "⟦SECRET|$sc_aws2⟧"
db_admin_password   = "⟦PASSWORD|Tr4deIn-Valu3s!⟧"
bastion_allowed_ips = ["⟦IP_ADDRESS|51.148.92.17⟧/32", "⟦IP_ADDRESS|31.94.66.205⟧/32", "⟪doc_ip|198.51.100.7⟫/32"]
droplet_size        = "⟪instance_size|s-4vcpu-8gb⟫"
region              = "⟪cloud_region|lon1⟫"
owner_email         = "⟦EMAIL|platform@carbay.io⟧"
"""),

("customer_survey_csv", """response_id,submitted,branch,nps,comment,contact_ok,email
⟪survey_response_id|R_3kYz8Pq1⟫,⟪timestamp|2024-06-02 19:44⟫,⟪branch_code|NWK⟫,9,"⟦PERSON|Aaron⟧ on reception was brilliant, sorted the courtesy car in 5 mins",no,
⟪survey_response_id|R_9fLm2Xw7⟫,⟪timestamp|2024-06-03 08:12⟫,⟪branch_code|LCN⟫,2,"3 days late and nobody rang me. call me ⟦PHONE|07827 660 314⟧",yes,⟦EMAIL|d.harrowby@live.co.uk⟧
⟪survey_response_id|R_1aQe6Vn0⟫,⟪timestamp|2024-06-03 12:30⟫,⟪branch_code|NWK⟫,7,"fine but pricey. ⟪price|£189⟫ for an interim service is steep",no,"""),

("garage_service_invoice", """⟪company_name|J & S Autocare⟫              INVOICE ⟪invoice_no|INV-24-03377⟫
Unit 4, Foundry Lane Ind. Est., ⟪place_name|Widnes⟫   VAT ⟪vat_no|GB 277 1890 45⟫
Customer: Mrs ⟦PERSON|K. Akhtar⟧, ⟦ADDRESS|33 Sandy Lane, Runcorn WA7 4EX⟧   Tel: ⟦PHONE|07709 436 118⟧
Vehicle: ⟪reg_plate|DA17 OHN⟫  Mileage: ⟪odometer|78,412⟫  VIN: ⟪vin|WF0DXXGAKDHR40219⟫
Labour  Timing belt & water pump kit  3.2 hrs @ ⟪labour_rate|£68.00⟫
Parts   ⟪part_number|Gates KP15672XS⟫                     ⟪unit_price|£142.50⟫
Amount received: ⟦AMOUNT|£424.74⟧  (card)  Balance: ⟪zero_balance|£0.00⟫
Technician: ⟦PERSON|Stevie⟧    Next service due ⟪odometer|88,000⟫ miles
"""),
]

TEXTS += [
("live_chat_salary_sacrifice", """Live chat - ⟪company_name|GreenFleet Salary Sacrifice⟫ (agent: ⟦PERSON|Bianca⟧)
⟦PERSON|Bianca⟧: Hi! To finish your EV application I need your employee number and National Insurance number please.
Visitor: employee no is ⟪employee_no|E104772⟫ and NI is ⟦NATIONAL_ID|$nid_nino1⟧
⟦PERSON|Bianca⟧: Thanks. And your gross annual salary before the sacrifice?
Visitor: ⟦AMOUNT|£47,250⟧
⟦PERSON|Bianca⟧: Perfect. Your indicative gross sacrifice for the ⟪model_name|Polestar 2 Long Range⟫ would be ⟪quote|£612.18 per month⟫. Can I confirm your name as on payroll?
Visitor: ⟦PERSON|Rhys Llewellyn-Jones⟧
⟦PERSON|Bianca⟧: Lovely, I'll email the agreement to ⟦EMAIL|rhys.lj@ceredigion-council.example⟧ - is that right?
Visitor: yes
[chat ended - visitor IP ⟦IP_ADDRESS|194.80.232.61⟧]"""),

("hr_onboarding_form_technician", """NEW STARTER FORM - ⟪company_name|Meridian Motor Group⟫ (Workshop)
Name: ⟦PERSON|Connor James Whelan⟧    Start date: ⟪start_date|01/07/2024⟫    Role: Level 3 Vehicle Technician
DOB: ⟦DATE_OF_BIRTH|12/03/1999⟧    NI number: ⟦NATIONAL_ID|$nid_nino2⟧
Address: ⟦ADDRESS|16 Orchard Rise, Taunton TA1 2QE⟧
Mobile: ⟦PHONE|07562 904 381⟧   Personal email: ⟦EMAIL|connorwhelan99@gmail.com⟧
Salary: ⟦AMOUNT|£31,500 p.a.⟧ + bonus    Bank: sort code ⟪bank_sort_code_only|30-96-26⟫ (acc. details on paper form)
Health declaration: ⟦MEDICAL|asthma - carries salbutamol inhaler⟧; no other conditions
Emergency contact: ⟦PERSON|Sinead Whelan⟧ (mother) ⟦PHONE|07810 332 695⟧
Tool insurance policy: ⟪policy_no|TI-5520177⟫"""),

("whatsapp_group_recovery_drivers", """[WhatsApp] A1 Recovery - Drivers 🚛
[06:58] ⟦PERSON|Stuart⟧: morning all, 3 jobs in already
[06:59] ⟦PERSON|Stuart⟧: ⟦PERSON|Ravi⟧ - non-starter at ⟦ADDRESS|8 Mill Bank, Wolverhampton WV11 1DE⟧, lady called ⟦PERSON|Sue Price⟧ ⟦PHONE|07929 117 460⟧, she's ⟦MEDICAL|deaf⟧ so text don't ring
[07:01] ⟦PERSON|Ravi⟧: 👍 on it
[07:03] ⟦PERSON|Stuart⟧: ⟦PERSON|Mick⟧ - M6 J10 southbound, ⟪reg_plate|BX21 YTR⟫, hardshoulder, ⟪incident_no|HE-24-118830⟫
[07:04] ⟦PERSON|Big Mick⟧: need fuel first, card pin for the fuel card still ⟦PASSWORD|7290⟧?
[07:04] ⟦PERSON|Stuart⟧: yes. and DELETE that msg
[07:30] ⟦PERSON|Ravi⟧: ⟦PERSON|sue⟧'s car just needed a jump, she paid ⟦AMOUNT|£65⟧ cash"""),
]

# ---- part 4 ------------------------------------------------------------------------
TEXTS += [
("php_error_log_booking_portal", """[⟪timestamp|14-May-2024 21:07:33 Europe/London⟫] PHP Warning:  Undefined array key "postcode" in /var/www/bookmymot/public/confirm.php on line ⟪line_number|57⟫
[⟪timestamp|14-May-2024 21:07:33 Europe/London⟫] PHP Notice:  session dump: PHPSESSID=⟦SECRET|$sc_cookie_php1⟧ customer=⟦EMAIL|a.brightwell@aol.co.uk⟧ slot=⟪slot_id|2024-05-16T08:30⟫ remote=⟦IP_ADDRESS|92.40.180.66⟧
[⟪timestamp|14-May-2024 21:07:34 Europe/London⟫] PHP Fatal error:  Uncaught TypeError: number_format(): Argument #1 must be of type float, string given in /var/www/bookmymot/lib/price.php:⟪line_number|22⟫"""),

("sms_us_dealer_credit_app", """⟦PHONE|(972) 410-3386⟧: Hey ⟦PERSON|Jaylen⟧ its ⟦PERSON|Brittany⟧ from ⟪company_name|Prestonwood Nissan⟫, bank came back and needs your social to finish the app, can u text it?
⟦PERSON|Jaylen⟧: ⟦SSN|$ssn3⟧
⟦PERSON|Jaylen⟧: also my new address is ⟦ADDRESS|1820 Coit Rd Apt 2114, Plano, TX 75075⟧
⟦PHONE|(972) 410-3386⟧: got it thx!! should hear back in an hr. rate looks like ⟪apr_quote|6.9% APR⟫"""),
]

TEXTS += [
("email_rental_passport_us_visitor", """Hi there,

I have a reservation (conf. ⟪reservation_no|K7Q-22810⟫) for pick-up at ⟪place_name|Heathrow⟫ Terminal 5 on the 3rd. Your site asked me to pre-register my documents, but the upload keeps failing, so here they are:

Name as on passport: ⟦PERSON|Robert Kyle Haverford⟧
US passport no.: ⟦PASSPORT|$pp_us1⟧, expires ⟪document_expiry|2031-08-14⟫
Date of birth: ⟦DATE_OF_BIRTH|Feb 2, 1964⟧
I'll be staying with my daughter at ⟦ADDRESS|22 Marlborough Crescent, Woodstock OX20 1HF⟧.

I will also need a car with hand controls if at all possible, I have ⟦MEDICAL|limited use of my right leg after a stroke⟧.

Thanks, ⟦PERSON|Bob Haverford⟧
⟦PHONE|+1 (603) 271-4480⟧"""),

("vehicle_release_letter_storage", """⟪company_name|Central Vehicle Storage & Recovery Ltd⟫
RELEASE AUTHORITY  - ⟪release_no|REL/24/06113⟫

Vehicle ⟪reg_plate|KM15 UAP⟫ (⟪model_name|Nissan Qashqai⟫) may be released to:
⟦PERSON|Andrzej Wisniewski⟧, ⟦ADDRESS|Flat 9, Regent Court, 140 London Road, Southend-on-Sea SS1 1PA⟧
ID seen: Polish passport ⟦PASSPORT|$pp_pl1⟧
Recovery fee ⟪statutory_fee|£192⟫ + storage 6 days @ ⟪statutory_fee|£28/day⟫. Total paid by keeper: ⟦AMOUNT|£360.00⟧
Released by: ⟦PERSON|K. Oduya⟧   Time: ⟪timestamp|16:40 22/04/2024⟫"""),

("oauth_client_json_dealer_portal", """{
  "web": {
    "client_id": "⟪client_id|$dk_gclient1⟫",
    "project_id": "⟪project_id|dealer-portal-prod-4471⟫",
    "auth_uri": "https://accounts.google.com/o/oauth2/auth",
    "token_uri": "https://oauth2.googleapis.com/token",
    "client_secret": "⟦SECRET|$sc_gocspx1⟧",
    "redirect_uris": ["https://portal.brookfieldcars.co.uk/oauth/callback"],
    "javascript_origins": ["https://portal.brookfieldcars.co.uk"]
  },
  "_comment": "downloaded by ⟦PERSON|Ian Brookfield⟧ ⟦EMAIL|ian@brookfieldcars.co.uk⟧ - move to secret manager"
}"""),

("used_car_warranty_claim_form", """WARRANTY CLAIM - ⟪company_name|DriveSure Used Car Warranty⟫   Policy ⟪policy_no|DSW-0419-88271⟫
Policyholder: ⟦PERSON|Nkechi Eze⟧     Tel: ⟦PHONE|07306 447 912⟧
Repairer: ⟪company_name|Trident Garage Services⟫  (repairer no. ⟪repairer_id|R-3318⟫)
Fault: turbo actuator failure, ⟪fault_code|P0299⟫ underboost
Mileage at failure: ⟪odometer|64,930⟫   Claim limit: ⟪claim_limit|£1,000 per claim⟫
Amount claimed: ⟦AMOUNT|£1,086.00⟧   Contribution by customer (betterment): ⟦AMOUNT|£86.00⟧
Payment to be made to the policyholder's account: ⟦IBAN|$iban_gb4⟧"""),

("mot_certificate_ocr_no_personal_data", """MOT test certificate (VT20)  -  OCR text
Test number: ⟪mot_test_no|4417 2098 3361⟫
Make: VAUXHALL   Model: ⟪model_name|ASTRA SRI⟫   Colour: BLUE
Vehicle identification number: ⟪vin|W0L0AHL4885112947⟫
Registration: ⟪reg_plate|MV58 XHT⟫
Odometer reading: ⟪odometer|112,506 miles⟫
Test station: ⟪test_station_no|V12871⟫   Tester ID ⟪tester_id|PRKH7⟫
Expiry date: ⟪date_expiry|17 June 2025⟫
Advisories: nearside front tyre worn close to legal limit (5.2.3 (e)); oil leak, but not excessive"""),
]

TEXTS += [
("jira_ticket_pii_in_logs", """[⟪ticket_id|PLAT-2291⟫] Lead-capture service writes raw PII to INFO logs
Reporter: ⟦PERSON|Oksana Hrytsenko⟧   Assignee: ⟦PERSON|Ben Achterberg⟧   Priority: P1   Fix version: ⟪version|5.3.0⟫

Found while debugging ⟪ticket_id|PLAT-2277⟫. Every finance enquiry is logged in full, e.g. (already redacted in Kibana, copied from the raw file):

  INFO LeadCaptured{name=⟦PERSON|Shauna Kerr⟧, phone=⟦PHONE|07477 209 816⟧, email=⟦EMAIL|shaunak_77@hotmail.com⟧, income=⟦AMOUNT|£24,000⟧, ip=⟦IP_ADDRESS|188.29.164.2⟧}

Acceptance: mask to ⟪masked_phone|074*****816⟫ / ⟪masked_email|s***@hotmail.com⟫ style, drop income entirely. Trace ⟪trace_id|9c81f0a2b44e7d13⟫."""),

("car_auction_buyer_registration", """⟪company_name|Fenland Car Auctions⟫ - Buyer Registration (private buyer)
Bidder no.: ⟪bidder_no|P-7781⟫
Name: ⟦PERSON|Callum Rafferty⟧
Address: ⟦ADDRESS|3 The Paddocks, Chatteris PE16 6TW⟧
Mobile: ⟦PHONE|07891 002 577⟧
Photo ID: UK passport ⟦PASSPORT|$pp_uk1⟧
Bidding deposit paid: ⟦AMOUNT|£500⟧ (refundable if no purchase)
Buyer's premium schedule: ⟪tariff|£150 + VAT up to £2,000 hammer⟫
Lots of interest: ⟪auction_lot|Lot 118⟫, ⟪auction_lot|Lot 204⟫"""),

("cbt_booking_confirmation", """Subject: CBT booking confirmed - Saturday 06:45 (arrive 15 mins early)

Hi ⟦PERSON|Mateusz⟧,

You're booked on our Compulsory Basic Training course at the ⟪place_name|Castle Vale⟫ site. We've recorded:
  Full name: ⟦PERSON|Mateusz Grabowski⟧
  Date of birth: ⟦DATE_OF_BIRTH|29 Jan 2007⟧
  Mobile: ⟦PHONE|07468 559 013⟧
  Eyesight/health: ⟦MEDICAL|colour blindness (red-green)⟧ - this is fine for CBT, instructor will be told

Course fee ⟪tariff|£145⟫ incl. bike & helmet hire - you paid ⟦AMOUNT|£145.00⟧ in full, ref ⟪payment_ref|CBT-20417⟫.

See you Saturday,
⟪company_name|Two Wheel Training Midlands⟫"""),

("fleet_fuel_card_pins_email", """From: ⟦PERSON|Joanne Meeks⟧ <⟦EMAIL|j.meeks@crestwoodplant.co.uk⟧>
To: all drivers
Subject: new fuel cards

Morning all, new ⟪fuel_card_brand|Allstar⟫ cards are in the office. PINs below, memorise them and then delete this email please!!

⟦PERSON|Gary Bloor⟧ - card ending ⟪card_last4|0412⟫ - PIN ⟦PASSWORD|3381⟧
⟦PERSON|Ade Ibekwe⟧ - card ending ⟪card_last4|0429⟫ - PIN ⟦PASSWORD|9027⟧
⟦PERSON|Lukas Brandl⟧ - card ending ⟪card_last4|0437⟫ - PIN ⟦PASSWORD|6154⟧

Vans due at ⟪company_name|Kwik Fit Fleet⟫ for tyres next week, ⟪po_number|PO 44180⟫.
⟦PERSON|Jo⟧"""),

("chat_paste_private_key_garage_ci", """[Mattermost] #workshop-it
⟦PERSON|kyle.harland⟧: can't get the deploy to the diag tablets working, here's the key I'm using, does it look right?
```
⟦SECRET|$sc_rsa1⟧
```
⟦PERSON|priti.m⟧: ⟦PERSON|kyle⟧ NEVER paste private keys in chat 😩 revoking it now. use the vault path ⟪vault_path|secret/workshop/tablets⟫
⟦PERSON|kyle.harland⟧: sorry!! tablets are ⟦IP_ADDRESS|10.60.8.21⟧ and ⟦IP_ADDRESS|10.60.8.22⟧ btw, agent ⟪version|v0.9.14⟫"""),
]

TEXTS += [
("call_notes_finance_arrears", """Collections call note - agreement ⟪agreement_no|HP-55-019284⟫ (⟪company_name|Lakeside Motor Finance⟫)
Spoke to customer ⟦PERSON|Leanne Cartwright⟧, passed DPA (DOB ⟦DATE_OF_BIRTH|30/06/1985⟧ + postcode).
Arrears now ⟦AMOUNT|£1,146.30⟧ (3 missed payments of ⟦AMOUNT|£382.10⟧).
Customer says she's been off work since Feb with ⟦MEDICAL|breast cancer treatment⟧, SSP only. Vulnerable customer flag added.
Agreed: 3-month payment holiday then ⟦AMOUNT|£50⟧/month towards arrears. Income & expenditure to follow by email to ⟦EMAIL|leannecartwright@yahoo.co.uk⟧.
Next contact ⟪follow_up_date|14/08⟫. Agent ⟪agent_id|CC-0391⟫."""),

("key_safe_dropoff_instructions", """Hi ⟦PERSON|Nathan⟧, thanks for booking your Octavia in with us for tomorrow. As you're dropping it off before we open, please use the key safe to the left of the workshop door (the grey one, not the ⟪company_name|Royal Mail⟫ box!). The code is ⟦PASSWORD|4 7 1 9⟧, then push down the lever. Put the keys in one of our envelopes with your reg ⟪reg_plate|NA20 KWF⟫ and a phone number on it.
If anything's unclear call ⟦PERSON|Maggie⟧ on ⟦PHONE|01392 446 017⟧ from 8am.
⟪company_name|Exe Valley Motors⟫"""),

("forum_post_lease_return_charges", """r/LeaseUK - Handed back my lease car and got a ⟦AMOUNT|£1.1k⟧ damage bill, is this normal??

Returned a 2021 3 Series to ⟪company_name|Arval⟫ last month. The inspector (⟪company_name|BCA⟫) photographed "damage" that's literally a stone chip and two kerbed alloys. Invoice ⟪invoice_no|DR-6620193⟫ just arrived wanting ⟦AMOUNT|£1,084.50⟧ from me. BVRLA guide says up to 25mm chips are fair wear.

I've emailed disputing it. Anyone been through the ⟪org_name|BVRLA⟫ conciliation service? My partner ⟦PERSON|Chris⟧ thinks I should just pay and move on but that's most of my ⟦AMOUNT|£1,600⟧ savings lol.

edit: they've knocked it down to ⟦AMOUNT|£420⟧ after I sent my own handover photos. Persist people!"""),

("gitlab_ci_yaml_stock_feed", """# .gitlab-ci.yml  (stock-feed exporter)
variables:
  GITLAB_API_TOKEN: "⟦APIKEY|$ak_glpat1⟧"
  SLACK_BOT_TOKEN: "⟦APIKEY|$ak_slackbot1⟧"
  SLACK_SIGNING_SECRET: "⟦SECRET|$sc_slacksign1⟧"
  FEED_ENDPOINT: "https://feeds.carbay.io/v1/stock"
  FEED_TIMEOUT: "⟪timeout_seconds|30⟫"

deploy:
  stage: deploy
  image: python:⟪docker_image_tag|3.12-slim⟫
  script:
    - pip install -r requirements.txt
    - python export.py --dealer ⟪dealer_account|DLR-11873⟫ --notify ⟦PERSON|oliwia.k⟧
  only:
    - main"""),

("crm_lead_export_json", """[
  {"lead_id": "⟪lead_id|LD-00418821⟫", "source": "⟪lead_source|carwow⟫", "name": "⟦PERSON|Faisal Qureshi⟧", "email": "⟦EMAIL|faisal.q@googlemail.com⟧", "phone": "⟦PHONE|07395 663 108⟧", "postcode": "⟪postcode_district|BD7⟫", "interest": "⟪model_name|Tucson Hybrid⟫", "px_valuation": "⟪valuation|£8,250⟫", "created": "⟪timestamp|2024-05-28T10:41:00Z⟫"},
  {"lead_id": "⟪lead_id|LD-00418822⟫", "source": "⟪lead_source|website⟫", "name": "⟦PERSON|Gemma Lowther⟧", "email": "⟦EMAIL|gemma.lowther@ntlworld.com⟧", "phone": "⟦PHONE|01274 559 230⟧", "postcode": "⟪postcode_district|BD18⟫", "interest": "⟪model_name|i20 N⟫", "px_valuation": null, "created": "⟪timestamp|2024-05-28T11:02:13Z⟫"}
]"""),
]

TEXTS += [
("whatsapp_windscreen_chip_repair", """[14:20] ⟪company_name|ChipFix Mobile Glass⟫: Hi, thanks for your enquiry about the chip on your Qashqai. Is it bigger than a ⟪coin_size_reference|£2 coin⟫?
[14:31] ⟦PERSON|Ollie Brennan⟧: nah about 5p size, right in front of the passenger
[14:32] ⟪company_name|ChipFix Mobile Glass⟫: 👍 we can repair that. Where's the car parked during the day?
[14:35] ⟦PERSON|Ollie Brennan⟧: at work - ⟪business_name|Sainsbury's distribution centre⟫, car park B. or home ⟦ADDRESS|19 Larch Close, Emersons Green, BS16 7GH⟧ after 6
[14:36] ⟪company_name|ChipFix Mobile Glass⟫: Home Thurs 6.30pm ok? Repair is ⟪price|£49⟫ or free if you're insured with ⟪insurer_name|Admiral⟫
[14:36] ⟦PERSON|Ollie Brennan⟧: yes admiral! policy no ⟪policy_no|P71204458⟫"""),

("staff_2fa_setup_note", """DMS admin account - 2FA reset (⟪ticket_id|IT-4471⟫)
User: ⟦PERSON|Rachel Ambrose⟧ (⟦EMAIL|rachel.ambrose@westgatemotors.co.uk⟧), branch ⟪branch_code|WGT-03⟫
New TOTP secret (enter manually in Authenticator if QR won't scan):
    ⟦SECRET|$sc_totp2⟧
Backup recovery codes (single use):
    ⟦SECRET|8f3k-2m9q⟧   ⟦SECRET|zt7w-41ha⟧   ⟦SECRET|p0cx-6y2d⟧
    ⟦SECRET|e5nr-hh83⟧   ⟦SECRET|j2lu-9vbk⟧
Temporary password (must change on first login): ⟦PASSWORD|Westgate-Temp-3921⟧
Actioned by ⟦PERSON|Imran Chaudhry⟧, IT Service Desk, ext ⟪phone_extension|2210⟫"""),

("service_menu_pricing_no_personal_data", """⟪company_name|Motorhouse Service Centre⟫ - fixed price menu 2024
Interim service (up to 1.6L) ......... ⟪price|£139⟫
Full service (up to 2.0L) ............ ⟪price|£229⟫
Major service incl. plugs & filters .. ⟪price|£319⟫
Class 4 MOT (with any service) ....... ⟪price|£35⟫
Air-con regas R1234yf ................ ⟪price|£89⟫
Prices incl. VAT. Oil spec ⟪oil_spec|5W-30 ACEA C3⟫ as standard, ⟪oil_spec|0W-20⟫ hybrids +⟪price|£25⟫.
Menu code ⟪product_code|MSC-MENU-24B⟫ - valid until ⟪date_expiry|31/12/2024⟫."""),

("excess_insurance_claim_nl", """Claim form - Car hire excess reimbursement (⟪company_name|ExcessShield Europe⟫)
Claim ref: ⟪claim_ref|XS-NL-220931⟫
Claimant: ⟦PERSON|Pieter Jansen⟧
Email: ⟦EMAIL|p.jansen@kpnmail.nl⟧   Phone: ⟦PHONE|06 2914 8837⟧
Rental company: ⟪company_name|Goldcar⟫, Faro airport, agreement ⟪rental_agreement_no|FAO4417281⟫
Excess deducted by rental company: ⟦AMOUNT|€1,100.00⟧
Amount claimed: ⟦AMOUNT|€1,100.00⟧
Pay to IBAN: ⟦IBAN|$iban_nl2⟧ (account holder ⟦PERSON|P. Jansen⟧)
Policy: ⟪policy_no|ESE-ANN-5572019⟫ annual Europe"""),

("card_payment_call_transcript", """[Call recording - ⟪company_name|Kingsway Tyres & Exhausts⟫ - 2024-05-09 15:12]
Staff: ...so that's the two tyres and the tracking, comes to ⟦AMOUNT|£186.40⟧ altogether.
Customer: Yeah go on then, I'll pay over the phone.
Staff: Long number on the card when you're ready.
Customer: ⟦CARD|$card_v4⟧.
Staff: Expiry?
Customer: ⟪card_expiry|03/28⟫.
Staff: And the three digits on the back?
Customer: ⟦CVV|275⟧.
Staff: Lovely and the name on the card?
Customer: ⟦PERSON|Terence Mullaney⟧. Mr.
Staff: That's gone through, auth ⟪auth_code|442190⟫. Receipt to the email we've got, ⟦EMAIL|terry.mullaney@talktalk.net⟧?"""),
]

# ---- part 5 ------------------------------------------------------------------------
TEXTS += [
("complaint_letter_motorcycle_dealer", """⟦ADDRESS|Hollybank Cottage, 4 Chapel Row, Hebden Bridge HX7 8AB⟧
⟪letter_date|3rd June 2024⟫

The Manager, ⟪company_name|Calder Valley Bikes⟫

Re: Honda CB650R, order ⟪order_id|CVB-10772⟫

Dear Sir/Madam,

On 2 May I paid a deposit of ⟦AMOUNT|£1,000⟧ towards the above bike on the promise of delivery within 14 days. I have now been told the bike will not arrive until August. I cancelled by email on 28 May and your salesman, ⟦PERSON|Kieran⟧, said the deposit is "non-refundable". Your own terms say otherwise.

Please refund the full ⟦AMOUNT|£1,000⟧ to the card I paid with within 14 days, or I will raise a chargeback with my bank.

Yours faithfully,
⟦PERSON|Imogen Thorpe⟧
⟦PHONE|07544 917 280⟧"""),

("marketplace_kyc_india", """KYC verification - ⟪company_name|GaadiBazaar⟫ seller onboarding
Seller: ⟦PERSON|Arjun Venkatesh⟧   Mobile: ⟦PHONE|+91 98450 37216⟧
Aadhaar: ⟦NATIONAL_ID|$nid_aadhaar1⟧ (OTP verified)
Passport (secondary ID, uploaded): ⟦PASSPORT|$pp_in1⟧
Address: ⟦ADDRESS|No. 17, 2nd Cross, HSR Layout Sector 6, Bengaluru 560102⟧
Vehicle: ⟪model_name|Maruti Swift VXi 2019⟫, RC no. ⟪rc_number|KA 01 MK 4471⟫
Expected price ⟪asking_price|₹4,85,000⟫  |  Listing fee ⟪tariff|₹499⟫ waived
Reviewer: ⟦PERSON|Deepa N.⟧  Status: APPROVED  ⟪timestamp|2024-05-03 13:22 IST⟫"""),

("rental_form_singapore", """⟪company_name|LionCity Car Rental⟫ - Rental Application
Hirer name: ⟦PERSON|Tan Wei Ling⟧
NRIC: ⟦NATIONAL_ID|$nid_sg1⟧
Date of birth: ⟦DATE_OF_BIRTH|06/10/1988⟧
Address: ⟦ADDRESS|Blk 456 Ang Mo Kio Ave 10, #07-1123, Singapore 560456⟧
Handphone: ⟦PHONE|+65 9182 4407⟧   Email: ⟦EMAIL|weiling.tan88@gmail.com⟧
Vehicle: ⟪model_name|Toyota Corolla Altis⟫ (weekday package ⟪tariff|S$65/day⟫)
Security deposit paid: ⟦AMOUNT|S$500⟧ via PayNow
Staff: ⟦PERSON|Muhammad Hafiz⟧"""),

("ca_dealer_credit_application", """⟪company_name|Rideau Auto Group⟫ - Consumer Credit Application (Ontario)
Applicant: ⟦PERSON|Geneviève Tremblay⟧     Date of birth: ⟦DATE_OF_BIRTH|1990-01-17⟧
SIN (optional, for bureau match): ⟦NATIONAL_ID|$nid_sin1⟧
Address: ⟦ADDRESS|88 Laurier Ave E, Unit 1203, Ottawa, ON K1N 6N6⟧
Phone: ⟦PHONE|613-742-0148⟧   Employer: ⟪company_name|Carleton University⟫, annual income ⟦AMOUNT|CAD 72,400⟧
Vehicle: 2023 RAV4 XLE, stock ⟪stock_no|R23-6610⟫, selling price ⟪price|$41,990⟫
Applicant signature: ⟦PERSON|G. Tremblay⟧"""),
]

TEXTS += [
("tyre_hotel_booking_fi", """Booking confirmation - ⟪company_name|Vianor⟫ tyre hotel, ⟪place_name|Vantaa⟫
Customer: ⟦PERSON|Aino Mäkelä⟧
Personal identity code (for invoice): ⟦NATIONAL_ID|$nid_fi1⟧
Phone: ⟦PHONE|+358 40 718 2293⟧
Seasonal change: summer -> winter (studded), storage slot ⟪storage_slot|H-14-227⟫
Appointment: ⟪appointment_time|Tue 15.10. klo 16:30⟫
Storage season fee ⟪tariff|€79⟫; tyres checked: tread 7.1 mm, ⟪dot_code|DOT 3921⟫
Invoice to: ⟦ADDRESS|Koivukuja 5 B 12, 01300 Vantaa⟧"""),

("ev_lease_email_norway", """Subject: Leasing agreement - signature needed

Hei ⟦PERSON|Silje⟧,

Your private lease for the ⟪model_name|Skoda Elroq 85⟫ has been credit-approved. Before we can send it to BankID signing, please confirm these details:

Name: ⟦PERSON|Silje Haugland⟧
Fødselsnummer: ⟦NATIONAL_ID|$nid_no1⟧
Address: ⟦ADDRESS|Møllergata 34, 0179 Oslo⟧
Monthly payment: ⟦AMOUNT|NOK 5 490⟧, deposit ⟦AMOUNT|NOK 35 000⟧

Regards,
⟦PERSON|Ingrid Solberg⟧ - ⟪company_name|Fjordbil Leasing AS⟫ - ⟦PHONE|+47 924 18 306⟧"""),

("company_car_allowance_form_fr", """EMPLOYEE COMPANY CAR / MOBILITY ALLOWANCE FORM - ⟪company_name|Lumière Logistics SAS⟫ (UK branch)
Employee: ⟦PERSON|Mathieu Leclerc⟧   Employee ID ⟪employee_no|FR-2290⟫
French social security number (for the French payroll split): ⟦NATIONAL_ID|$nid_nir1⟧
Option chosen: [ ] company car  [x] cash allowance ⟦AMOUNT|£6,000 per year⟧
Current vehicle: private lease with ⟪company_name|LeasePlan⟫, ref ⟪agreement_no|LP-88120044⟫
Home address: ⟦ADDRESS|12 Cavendish Road, Clapham, London SW12 0BH⟧
Manager approval: ⟦PERSON|Sophie Garnier⟧"""),

("car_purchase_contract_es_nie", """CONTRATO DE COMPRAVENTA - summary for the customer (English copy)
Dealer: ⟪company_name|Automóviles Costa Blanca S.L.⟫, CIF ⟪company_tax_id|B03948812⟫
Buyer: ⟦PERSON|Graham Ellison⟧, NIE ⟦NATIONAL_ID|$nid_nie1⟧
Buyer address: ⟦ADDRESS|Urb. Los Pinos 22, 03730 Jávea, Alicante⟧
Vehicle: ⟪model_name|Seat Arona 1.0 TSI FR⟫, bastidor ⟪vin|VSSZZZKJZPR043128⟫
Price ⟪price|€19,800⟫; paid today by transfer: ⟦AMOUNT|€19,800.00⟧ from ⟦IBAN|$iban_es1⟧
Transfer of ownership (DGT) fee ⟪statutory_fee|€55.70⟫ included."""),

("csv_credit_apps_us_dealer", """app_id,created,applicant,ssn,dob,monthly_income,status
⟪application_id|CA-99120⟫,⟪timestamp|2024-06-01 10:14⟫,⟦PERSON|Travis Okafor⟧,⟦SSN|$ssn4⟧,⟦DATE_OF_BIRTH|1995-12-03⟧,⟦AMOUNT|$3900⟧,APPROVED
⟪application_id|CA-99121⟫,⟪timestamp|2024-06-01 11:47⟫,⟦PERSON|Linh Nguyen⟧,⟦SSN|$ssn6⟧,⟦DATE_OF_BIRTH|1982-04-26⟧,⟦AMOUNT|$6125⟧,PENDING_STIPS"""),

("w9_driving_instructor_contractor", """Form W-9 (data entry for payroll) - ⟪company_name|Sunbelt Driving School LLC⟫
Name: ⟦PERSON|Rosa María Delgado-Ruiz⟧
Business name: (none - individual/sole proprietor)
Address: ⟦ADDRESS|7731 N 43rd Ave, Phoenix, AZ 85051⟧
Taxpayer Identification Number (SSN): ⟦SSN|$ssn7⟧
Pay rate per lesson ⟪tariff|$42⟫; first payment due ⟦AMOUNT|$1,344.00⟧ (32 lessons, May)
Contact: ⟦EMAIL|rosadelgadoruiz@gmail.com⟧"""),
]

TEXTS += [
("rental_booking_jeju_kr", """Jeju Island car rental - reservation details (English)
Reservation no.: ⟪reservation_no|JJ-240719-0332⟫   Office: ⟪company_name|Halla Rent-a-Car⟫ (airport shuttle stop 5)
Driver: ⟦PERSON|Park Ji-yeon⟧   Resident registration no.: ⟦NATIONAL_ID|$nid_kr1⟧
Date of birth: ⟦DATE_OF_BIRTH|1990.03.08⟧
Mobile: ⟦PHONE|010-4827-3316⟧
Car: ⟪model_name|Kia Ray EV⟫, full insurance package ⟪tariff|₩22,000/day⟫
Prepaid: ⟦AMOUNT|₩186,000⟧ by card ⟪masked_card|5***-****-****-2210⟫"""),

("dev_notes_listing_copy_generator", """## listing-copy generator - dev notes (⟦PERSON|Elliot Marsh⟧)

Prototype that turns dealer stock data into ad copy. Works ok on ⟪model_name|Mk8 Golf⟫ stock, hallucinates trims on Land Rovers.

Local run:
```
export ANTHROPIC_API_KEY=⟦APIKEY|$ak_anthropic1⟧
export OPENAI_API_KEY=⟦APIKEY|$ak_openai1⟧   # for the A/B compare only
python gen.py --dealer ⟪dealer_account|DLR-20455⟫ --limit 50 --seed ⟪random_seed|1337⟫
```
TODO: move keys to 1Password before ⟦PERSON|Hannah⟧ sees this. Model pinned to ⟪model_version|2024-06-20⟫ snapshot."""),

("recall_notice_no_personal_data", """SAFETY RECALL NOTICE  - campaign ⟪recall_campaign|24V-311 / R/2024/118⟫
Affected: ⟪model_name|Ranger 2.0 EcoBlue⟫ built between ⟪build_date_range|14/02/2023 - 09/10/2023⟫, VIN range ⟪vin_range|6FPPXXMJ2PPA10000 to 6FPPXXMJ2PPB99999⟫.
Issue: rear axle bolt may not be torqued to spec (⟪torque_spec|180 Nm⟫).
Remedy: dealer will inspect and re-torque, approx. 0.4 h, no charge. Parts kit ⟪part_number|KB3Z-4K211-A⟫.
Dealers: claim labour op code ⟪labour_op_code|24V311A⟫. Do not release affected vehicles from stock until completed."""),
]
