# -*- coding: utf-8 -*-
"""English texts for blind corpus 87. Each text typed by hand.
Markup: ⟦TYPE|value⟧ = labelled span, ⟪kind|value⟫ = decoy, $name = value from values.py"""

TEXTS = []

TEXTS += [
("whatsapp_group", """[⟪timestamp|07:42, 14/09/2024⟫] ⟦PERSON|Gaz Pryce⟧: Morning all, permission confirmed for ⟪place_name|Hollins Farm⟫ Sunday. Meet at the gate 8:30, grid ref ⟪os_grid_ref|SE 2741 5896⟫
[07:44, 14/09/2024] ⟦PERSON|Dilys⟧: who's driving from Otley? I can take 2
[07:45, 14/09/2024] ⟦PERSON|Gaz Pryce⟧: farmer is Mr ⟦PERSON|Hebblethwaite⟧, his mobile ⟦PHONE|07834 561209⟧ if you get lost, DONT ring before 8 he's milking
[07:51, 14/09/2024] ⟦PERSON|Kev T⟧: I'll bring the spare ⟪product_code|Equinox 900⟫ coil for anyone whose kit died lol
[07:52, 14/09/2024] ⟦PERSON|Dilys⟧: ta ⟦PERSON|Kev⟧. subs are due btw, I paid my ⟦AMOUNT|£25⟧ to the club acct last wk"""),

("volunteer_web_form", """CASTLE HILL ROMAN FORT — DIG 2024 VOLUNTEER REGISTRATION
Submission #⟪form_submission_id|4417⟫ received 02/05/2024 21:13

Full name: ⟦PERSON|Bethan Howells⟧
Date of birth: ⟦DATE_OF_BIRTH|03/11/1996⟧
Email: ⟦EMAIL|bethan.howells96@gmail.com⟧
Mobile: ⟦PHONE|07415 318442⟧
Address: ⟦ADDRESS|Flat 2, 17 Heol y Nant, Cardiff CF14 6JQ⟧
Emergency contact: ⟦PERSON|Rhys Howells⟧ (dad) ⟦PHONE|029 2061 7734⟧
Medical conditions / allergies we should know about: ⟦MEDICAL|type 1 diabetes⟧, I carry an ⟦MEDICAL|insulin pen⟧ + glucose tabs in my bag. also ⟦MEDICAL|mild hayfever⟧ lol
Tetanus up to date?: yes (⟦MEDICAL|tetanus booster Feb 2022⟧)
Weeks attending: ⟪session_code|W2⟫ + ⟪session_code|W3⟫
Fee paid: ⟦AMOUNT|£60.00⟧ (student concession)   Payment ref: ⟪payment_ref|DIG24-0417⟫"""),

("nginx_access_log", """⟦IP_ADDRESS|86.143.22.17⟧ - - [⟪timestamp|02/Aug/2024:10:14:07 +0100⟫] "GET /book/footplate?date=2024-08-17 HTTP/1.1" 200 5120 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS ⟪os_version|17_5⟫ like Mac OS X)"
⟦IP_ADDRESS|10.20.4.11⟧ - ⟦PERSON|ghowarth⟧ [02/Aug/2024:10:14:09 +0100] "POST /admin/login HTTP/1.1" 302 0 "-" "Mozilla/5.0 (Windows NT 10.0; Win64; x64)"
⟦IP_ADDRESS|100.72.18.201⟧ - - [02/Aug/2024:10:15:44 +0100] "GET /docs/timetable-2024.pdf HTTP/1.1" 304 0 "-" "curl/⟪version|8.4.0⟫"
⟪doc_ip|203.0.113.54⟫ - - [02/Aug/2024:10:16:02 +0100] "GET /robots.txt HTTP/1.1" 200 67 "-" "ExampleBot/1.0"
⟦IP_ADDRESS|2a00:23c7:8d1e:4f01:5d2:91ff:fe3a:17c2⟧ - - [02/Aug/2024:10:16:30 +0100] "GET /api/v2/seats?service=⟪train_headcode|1T42⟫&access_token=⟦APIKEY|$jwt3⟧ HTTP/1.1" 200 914 "-" "okhttp/4.12.0\""""),

("email_reply_signature", """Subject: RE: Enquiry ⟪ticket_id|ENQ/2024/03381⟫ – tithe map for Little Snoring

Dear Mr ⟦PERSON|Adeyemi⟧,

Thank you for your enquiry. The tithe apportionment you are after is catalogued as ⟪catalogue_ref|DN/TA 113⟫ and can be viewed on microfilm (reel ⟪microfilm_reel|MF/1442⟫) in the searchroom, no appointment needed on Tuesdays. Our paid research service is charged at ⟪price|£34.00 per hour⟫; I have not started any research so nothing is owed at this stage.

Kind regards,

⟦PERSON|Harriet Quayle⟧
Archivist (Searchroom Services)
Ashdale Record Office | ⟪org_address|The Archive Centre, Mill Lane, Fakenham NR21 8AT⟫
T: ⟦PHONE|01328 852 614⟧ | E: ⟦EMAIL|h.quayle@ashdale-records.org.uk⟧"""),

("env_file", """# valleysteam-booking/.env.production   (DO NOT COMMIT - ⟦PERSON|Gareth⟧)
APP_ENV=production
APP_URL=https://tickets.valleysteam.org.uk
DB_HOST=⟦IP_ADDRESS|10.0.3.17⟧
DB_PORT=⟪port|5432⟫
DB_DATABASE=bookings
DB_USERNAME=booking_app
DB_PASSWORD=⟦PASSWORD|Fl@ngeWag0n!22⟧
STRIPE_KEY=⟪publishable_key|$stripe_pk1⟫
STRIPE_SECRET=⟦APIKEY|$stripe_sk1⟧
STRIPE_WEBHOOK_SECRET=⟦SECRET|$whsec1⟧
MAIL_FROM_ADDRESS=⟦EMAIL|bookings@valleysteam.org.uk⟧
SENTRY_RELEASE=⟪version|3.8.1⟫"""),

("sms_thread", """⟦PERSON|Mick⟧: Hi ⟦PERSON|Siobhan⟧ its ⟦PERSON|Mick⟧ from the boat, CRT enforcement bloke came round again re the licence for ⟪boat_index_no|index 52871⟫. Can u transfer me the ⟦AMOUNT|£180⟧ u owe for the mooring share?? 
⟦PERSON|Siobhan⟧: sorry ⟦PERSON|Mick⟧!! will do tonight. whats your IBAN again, new banking app wants it
⟦PERSON|Mick⟧: ⟦IBAN|$iban_gb2⟧ name M ⟦PERSON|Doherty⟧
⟦PERSON|Siobhan⟧: done, ⟦AMOUNT|£180⟧ sent. we're above ⟪lock_number|Lock 14⟫ till thurs btw then heading for ⟪place_name|Bridge 74⟫"""),

("python_traceback", """Traceback (most recent call last):
  File "/home/⟦PERSON|lwanjiru⟧/projects/calm-import/import_tithe.py", line ⟪line_number|212⟫, in <module>
    main()
  File "/home/⟦PERSON|lwanjiru⟧/projects/calm-import/import_tithe.py", line 198, in main
    conn = psycopg2.connect("postgresql://catalogue:⟦SECRET|Qv7#tithe-2023⟧@⟦IP_ADDRESS|10.44.0.9⟧:⟪port|5432⟫/calm")
  File "/usr/lib/python3/dist-packages/psycopg2/__init__.py", line 122, in connect
    conn = _connect(dsn, connection_factory=connection_factory, **kwasync)
psycopg2.OperationalError: connection to server at "⟦IP_ADDRESS|10.44.0.9⟧", port 5432 failed: FATAL:  password authentication failed for user "catalogue\""""),

("meeting_minutes", """⟪org_name|Brackley & District Local History Society⟫ — AGM minutes, ⟪event_date|12 March 2024⟫, Methodist Hall

Present: ⟦PERSON|Margaret Ashworth⟧ (Chair), ⟦PERSON|Colin Thwaite⟧ (Treasurer), ⟦PERSON|Ruth Oyelaran⟧ (Sec.), 23 members.
Apologies: ⟦PERSON|Ian Sedgwick⟧, ⟦PERSON|Brenda Cattermole⟧ (recovering from a ⟦MEDICAL|hip replacement⟧ — card sent).

1. Minutes of the 2023 AGM approved.
2. Treasurer's report. Balance at year end ⟪org_total|£4,312.66⟫; Gift Aid claim of ⟪org_total|£611.20⟫ submitted. ⟦PERSON|Colin⟧ noted that ⟦PERSON|Peggy⟧ had personally covered the ⟦AMOUNT|£48.50⟧ room hire in January and is to be reimbursed.
3. Oral history project: ⟦PERSON|Ruth⟧ has recorded 11 interviews; consent forms are filed in box ⟪archive_box_no|OH/07⟫.
4. Subscriptions stay at ⟪price|£15⟫ single / ⟪price|£22⟫ household.
AOB: ⟦PERSON|Ian⟧'s slide scanner can be borrowed, ring him on ⟦PHONE|01280 703 966⟧."""),

("slack_thread", """#⟪channel_name|ops-alerts⟫
⟦PERSON|ken.mbeki⟧  ⟪time|10:02⟫  anyone know why the lock-keeper rota bot is spamming?
⟦PERSON|lucy.w⟧  10:05  it's the webhook, someone pasted it on the public wiki 🙄 ⟦SECRET|$slack_hook1⟧
⟦PERSON|lucy.w⟧  10:05  I'll rotate it. bot token ⟦APIKEY|$slack_bot1⟧ was on the same page too, revoking now
⟦PERSON|ken.mbeki⟧  10:07  ta. page history says it was added by @⟦PERSON|dfitzgerald⟧ on 3 June, rev ⟪wiki_revision|r4471⟫
⟦PERSON|lucy.w⟧  10:09  classic. new hook is in 1Password, vault ⟪vault_name|Ops-Shared⟫"""),

("call_transcript", """[Call transcript — Memorial Records helpline — ⟪timestamp|14/05/2024 11:32⟫, duration ⟪call_duration|06:41⟫]
AGENT (⟦PERSON|Sana⟧): Good morning, ⟪org_name|Fallen Heroes Memorial Trust⟫, ⟦PERSON|Sana⟧ speaking.
CALLER: Hi, yes, my name's ⟦PERSON|Declan Fitzgerald⟧, I'm trying to find my great-grandfather's grave, ⟦PERSON|Patrick Joseph Fitzgerald⟧, Royal Munster Fusiliers, died ⟪year|1917⟫.
AGENT: Lovely. Can I take a contact number?
CALLER: It's ⟦PHONE|oh-eight-seven, three-four-one, double-two-six-nine⟧, that's an Irish mobile.
AGENT: And an email?
CALLER: ⟦EMAIL|declan dot fitz at eircom dot net⟧.
AGENT: So that's ⟦EMAIL|declan.fitz@eircom.net⟧. Right, he's commemorated at ⟪cemetery_name|Tyne Cot⟫, grave reference ⟪grave_ref|XXXIV. H. 12.⟫
CALLER: Brilliant. And I'd like to give ⟦AMOUNT|fifty euro⟧ in his memory if that's possible?
AGENT: Of course, I'll send you the donation link."""),

("invoice", """INVOICE ⟪invoice_no|INV-24-0918⟫                     Date: 19 Sept 2024
Hartwell Hall Trust (registered charity ⟪charity_number|1098822⟫)

Bill to: ⟦PERSON|Priya Raghunathan⟧
⟦ADDRESS|44 Wellington Crescent, Harrogate HG1 2DL⟧

Private after-hours tour, 18 guests @ ⟪price|£22.00⟫ ........ ⟪line_total|£396.00⟫
Cream tea add-on, 18 @ ⟪price|£8.50⟫ ...................... ⟪line_total|£153.00⟫
Less deposit paid 02/08/2024 ........................ -⟦AMOUNT|£100.00⟧
BALANCE DUE ......................................... ⟦AMOUNT|£449.00⟧

Pay by transfer to Hartwell Hall Trust, sort code ⟪org_bank_account|30-96-17⟫, acc ⟪org_bank_account|41883309⟫, quoting INV-24-0918."""),

("shell_history", """  501  ssh ⟦PERSON|rkasprzak⟧@⟦IP_ADDRESS|172.16.9.40⟧
  502  cd /srv/findsdb && git pull
  503  export AWS_ACCESS_KEY_ID=⟦APIKEY|$aws_akid1⟧
  504  export AWS_SECRET_ACCESS_KEY=⟦SECRET|$aws_secret1⟧
  505  aws s3 sync ./photos s3://⟪bucket_name|ravensdale-dig-2024⟫/photos --region ⟪cloud_region|eu-west-2⟫
  506  mysql -u findsadmin -p'⟦PASSWORD|Tr0wel&Sieve⟧' -h ⟦IP_ADDRESS|172.16.9.41⟧ finds
  507  systemctl restart findsdb.service
  508  history | grep mysql"""),

("forum_post", """Re: Hammered silver from the Wolds — ID please?
Posted by ⟦PERSON|TheWoldsWanderer⟧ » ⟪timestamp|Sun Jul 07, 2024 9:14 pm⟫

Found this on permission near Driffield last Sunday, 8" down with the Deus. Weighs ⟪weight|1.21g⟫, ~16mm. Reckon it's a long cross penny, ⟪coin_class|Class 10ab⟫? Logged with the FLO already, PAS ref ⟪pas_record_id|YORYM-3C4D21⟫.

Landowner's happy for me to keep it, we agreed 50/50 on anything decent but I'd already paid him ⟦AMOUNT|£40⟧ up front for the season.

PS if anyone from the club wants to come along next time text me ⟦PHONE|07592 604 118⟧ — ⟦PERSON|Tony⟧"""),

("json_config", """{
  "site": "thornbury-history.org.uk",
  "admin_contact": {"name": "⟦PERSON|Eilidh MacRae⟧", "email": "⟦EMAIL|eilidh.macrae@btinternet.com⟧"},
  "mailchimp": {"api_key": "⟦APIKEY|$mailchimp1⟧", "list_id": "⟪list_id|a91c3e07d2⟫"},
  "maps": {"google_api_key": "⟦APIKEY|$google1⟧", "default_zoom": 14},
  "analytics_id": "⟪analytics_id|G-7QK2M9XH4P⟫",
  "build": {"version": "⟪version|2.14.0⟫", "commit": "⟪commit_sha|$sha1⟫"}
}"""),

("accident_book_entry", """ACCIDENT / INCIDENT REPORT   ⟪form_id|Form H&S-07⟫
Date/time: ⟪timestamp|11/08/2024 14:50⟫    Location: ⟪place_name|Oakworth⟫ station, platform 1
Injured person: ⟦PERSON|Joan Brearley⟧ (passenger)   DOB: ⟦DATE_OF_BIRTH|22/06/1948⟧
Home address: ⟦ADDRESS|9 Cragg Terrace, Haworth, Keighley BD22 8PL⟧
Tel: ⟦PHONE|01535 640 782⟧
What happened: slipped stepping down from carriage ⟪carriage_no|E4286⟫ onto the platform, landed on L wrist. Suspected ⟦MEDICAL|fractured left wrist⟧. IP says she takes ⟦MEDICAL|warfarin⟧ — small cut on forearm bleeding freely, pressure applied.
First aider: ⟦PERSON|Sunita Bhatt⟧ (Guard). Ambulance called 14:56, ref ⟪cad_ref|CAD 4471⟫.
Witness: ⟦PERSON|N. Gallagher⟧, ⟦PHONE|07806 115 274⟧"""),

("gift_aid_declaration", """GIFT AID DECLARATION — ⟪org_name|Severn & Avon Waterways Trust⟫ (charity no. ⟪charity_number|1103127⟫)
Boost your donation by 25p of Gift Aid for every £1 you donate.

I want to Gift Aid my donation of ⟦AMOUNT|£250⟧ and any donations I make in the future or have made in the past 4 years to the Severn & Avon Waterways Trust.

Title: Mrs    First name or initial(s): ⟦PERSON|Wendy⟧    Surname: ⟦PERSON|Okafor⟧
Full home address: ⟦ADDRESS|The Old Lock House, 3 Lock Lane, Tewkesbury GL20 5RT⟧
Signature: ⟦PERSON|W. Okafor⟧           Date: 04/04/2024
Office use — donor ref ⟪donor_ref|SAWT-D-08812⟫, batch ⟪batch_no|GA-2024-Q1⟫"""),

("java_stack_trace", """2024-06-02 09:41:17.223 ERROR [tour-booking,⟪trace_id|7f3c1a9e2b44d0a1⟫] 4121 --- [nio-8080-exec-7] c.h.t.payment.CardService : Payment declined for booking ⟪booking_ref|BK-88213⟫
com.hht.tours.payment.PaymentException: card_declined (do_not_honor) pan=⟦CARD|$card_visa3⟧ exp=09/27 cvc=⟦CVV|418⟧ holder="⟦PERSON|GRAHAM PICKLES⟧" amount=⟪line_total|GBP 36.00⟫
	at com.hht.tours.payment.CardService.charge(CardService.java:⟪line_number|144⟫)
	at com.hht.tours.booking.BookingController.confirm(BookingController.java:92)
	at java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)"""),

("docker_compose", """services:
  moorings-api:
    image: ghcr.io/canaltrust/moorings-api:⟪version|1.9.3⟫
    restart: unless-stopped
    environment:
      DATABASE_URL: postgres://moorings:⟦SECRET|hN4!wharf-Basin88⟧@db:5432/moorings
      SENDGRID_API_KEY: ⟦APIKEY|$sendgrid1⟧
      TWILIO_ACCOUNT_SID: ⟪account_id|$twilio_ac1⟫
      TWILIO_API_KEY: ⟦APIKEY|$twilio_sk1⟧
      TWILIO_AUTH_TOKEN: ⟦SECRET|$twilio_token1⟧
      ADMIN_EMAIL: ⟦EMAIL|f.adeyemi@outlook.com⟧
    ports:
      - "⟪port|8443⟫:8443\""""),

("review", """★★☆☆☆  "Lovely house, shame about the booking"  — reviewed 3 weeks ago by ⟦PERSON|MaureenT_Leeds⟧

We booked the 2pm ⟪tour_name|Servants' Quarters⟫ tour for my mum's 80th. Paid ⟦AMOUNT|£64⟧ for the two of us online, then got turned away at the desk because 'the system had no record'. The guide (⟦PERSON|Jeremy⟧?) was lovely and tried to squeeze us in but the office said the refund would take 10 days and its now been 3 weeks. Mum has ⟦MEDICAL|Parkinson's⟧ and uses a wheelchair and the accessible entrance was locked too. Tickets are ⟪price|£32 each⟫ which is steep for a ⟪duration|50 min⟫ tour. Booking number ⟪booking_ref|HH-7730215⟫ if anyone from the house reads this."""),

("csv_export", """volunteer_id,first_name,last_name,email,mobile,dob,id_doc,tshirt,dietary,medical_notes
⟪volunteer_id|V-0113⟫,⟦PERSON|Kwame⟧,⟦PERSON|Mensah⟧,⟦EMAIL|kwame.mensah@gmail.com⟧,⟦PHONE|07951 204 338⟧,⟦DATE_OF_BIRTH|1989-05-14⟧,,L,vegan,
⟪volunteer_id|V-0114⟫,⟦PERSON|Agnieszka⟧,⟦PERSON|Nowak⟧,⟦EMAIL|aga.nowak@wp.pl⟧,⟦PHONE|+48 601 223 917⟧,⟦DATE_OF_BIRTH|1979-02-14⟧,⟦NATIONAL_ID|$pesel1⟧,S,,"⟦MEDICAL|asthma⟧ - blue inhaler in tent"
⟪volunteer_id|V-0115⟫,⟦PERSON|Tom⟧,⟦PERSON|Hebden⟧,⟦EMAIL|tomhebden@yahoo.co.uk⟧,⟦PHONE|07388 910 225⟧,⟦DATE_OF_BIRTH|2003-10-30⟧,,M,⟦MEDICAL|nut allergy⟧,"⟦MEDICAL|anaphylaxis⟧ - ⟦MEDICAL|EpiPen⟧ x2 in kit bag"
⟪volunteer_id|V-0116⟫,⟦PERSON|Femi⟧,⟦PERSON|Adeyemi⟧,⟦EMAIL|f.adeyemi@outlook.com⟧,⟦PHONE|07402 566 019⟧,⟦DATE_OF_BIRTH|1992-01-08⟧,,XL,halal,"""),

("voicemail_transcript", """Voicemail from ⟦PHONE|+44 7723 118904⟧ — received Tue ⟪time|10:47⟫ — length ⟪call_duration|0:52⟫
"Hiya, it's ⟦PERSON|Jackie⟧ from the Friends of ⟪org_name|Stainmore Railway⟫, erm, just ringing about the ⟦PERSON|Harold Blenkinsop⟧ memorial bench. The family have paid the ⟦AMOUNT|three hundred and fifty pounds⟧ so that's all sorted. His daughter ⟦PERSON|Carol⟧'s number is ⟦PHONE|zero one seven six eight, three four one, five five two⟧ if the plaque people need her. She said he had ⟦MEDICAL|dementia⟧ at the end so maybe keep the wording gentle. Okay, ta-ra." """),

("sql_insert", """-- members export, run by ⟦PERSON|cthwaite⟧ 2024-03-01
INSERT INTO members (id, surname, forenames, email, phone, joined, subs_paid, notes) VALUES
 (⟪member_id|1207⟫, '⟦PERSON|Lumb⟧', '⟦PERSON|Janet Mary⟧', '⟦EMAIL|jan.lumb@talktalk.net⟧', '⟦PHONE|01422 885 301⟧', '2019-04-01', '⟦AMOUNT|GBP 18.00⟧', NULL),
 (⟪member_id|1208⟫, '⟦PERSON|Siddiqui⟧', '⟦PERSON|Ahmed⟧', '⟦EMAIL|ahmed.siddiqui@gmail.com⟧', '⟦PHONE|07783 402 116⟧', '2019-05-12', '⟦AMOUNT|GBP 25.00⟧', 'household'),
 (⟪member_id|1209⟫, '⟦PERSON|Parry⟧', '⟦PERSON|Dilys Ann⟧', NULL, '⟦PHONE|01745 331 890⟧', '2020-01-20', '⟦AMOUNT|GBP 9.00⟧', '⟦MEDICAL|partially sighted⟧ - large print newsletter');"""),
]

TEXTS += [
("w9_form_ocr", """Form W-9 (Rev. March 2024)   Request for Taxpayer Identification Number and Certification
1 Name (as shown on your income tax return)   ⟦PERSON|Dwight A. Kessler⟧
3 Federal tax classification: [x] Individual/sole proprietor
5 Address (number, street, and apt.)  ⟦ADDRESS|2218 Linden Ave, Apt 4B, Wilmette, IL 60091⟧
Part I  Taxpayer Identification Number (TIN)
Socia1 security number   ⟦SSN|$ssn1⟧
Requester's name: ⟪org_name|American Friends of the Dalesway Railway Inc.⟫  EIN ⟪ein|84-3316720⟫
Sign Here  Signature of U.S. person ▸ ⟦PERSON|D. Kessler⟧     Date ▸ 06/12/2024
[scan p.1/1 — ⟪file_name|W9_kessler_signed.pdf⟫]"""),

("field_school_application", """RAVENSDALE ARCHAEOLOGICAL FIELD SCHOOL 2025 — International Application
Name (as in passport): ⟦PERSON|Madison Claire Ortega⟧
Passport number: ⟦PASSPORT|$pp_us2⟧    Issuing country: United States
Date of birth: ⟦DATE_OF_BIRTH|April 9, 2003⟧
Home university: University of New Mexico (credit transfer via ⟪programme_code|ANTH 396⟫)
SSN (only needed for the financial aid / credit transfer paperwork): ⟦SSN|$ssn2⟧
Phone: ⟦PHONE|(505) 418-2276⟧    Email: ⟦EMAIL|mcortega@unm.edu⟧
Health: I have ⟦MEDICAL|ADHD⟧ and take ⟦MEDICAL|Adderall XR 20mg⟧ daily — will bring 6 wks supply + prescription letter for UK customs.
Fees: tuition is ⟪price|£2,950⟫ for six weeks; I have paid the ⟦AMOUNT|$500⟧ deposit, balance by Feb 1.
How did you hear about us?  my advisor, Dr ⟦PERSON|Lena Whitfield⟧"""),

("passport_ocr", """--- OCR output: ⟪file_name|scan_0042.jpg⟫ (confidence ⟪ocr_confidence|0.87⟫) ---
PASSPORT   PASSEPORT
UNITED KINGDOM OF GREAT BRITAIN AND NORTHERN IRELAND
Type/Type  P     Code/Code  GBR     Passport No./Passeport No.  ⟦PASSPORT|$pp_gb1⟧
Surname/Nom (1)
⟦PERSON|ASHWORTH⟧
Given names/Prénoms (2)
⟦PERSON|MARGARET ELIZABETH⟧
Nationality/Nationalité (3)   BRITISH CITIZEN
Date of birth/Date de naissance (4)
⟦DATE_OF_BIRTH|17 MAR /MARS 1952⟧
Sex/Sexe (5) F     Place of birth/Lieu de naissance (6) HALIFAX
Date of issue/Date de délivrance (7)   ⟪issue_date|02 FEB /FEV 2019⟫
Authority/Autorité (8)   HMPO
--- end ---"""),

("coach_manifest_markdown", """## Somme & Ypres pilgrimage — coach manifest (v3, ⟪doc_version|FINAL⟫)

| Seat | Name | Passport | Nat. | Notes |
|---|---|---|---|---|
| 1 | ⟦PERSON|Declan Fitzgerald⟧ | ⟦PASSPORT|$pp_ie1⟧ | IRL | — |
| 2 | ⟦PERSON|Ruth Oyelaran⟧ | ⟦PASSPORT|$pp_gb2⟧ | GBR | ⟦MEDICAL|coeliac⟧ — GF packed lunch |
| 3 | ⟦PERSON|Hamish Dunbar⟧ | ⟦PASSPORT|$pp_gb3⟧ | GBR | ⟦MEDICAL|COPD⟧, portable oxygen (airline letter n/a) |
| 4 | ⟦PERSON|Aarav Menon⟧ | ⟦PASSPORT|$pp_in1⟧ | IND | veg, Schengen visa ⟪visa_ref|FRA-2024-771204⟫ |
| 5 | ⟦PERSON|Jean-Luc Tremblay⟧ | ⟦PASSPORT|$pp_ca1⟧ | CAN | — |

Coach ⟪vehicle_fleet_no|Fleet 212⟫, ferry booking ⟪booking_ref|DFDS-88172634⟫, dep. ⟪train_time|05:30⟫ from the Memorial Hall car park."""),

("dbs_check_notes", """DBS CHECK — VOLUNTEER (schools education programme)
Applicant: ⟦PERSON|Ahmed Siddiqui⟧
DOB: ⟦DATE_OF_BIRTH|2 September 1984⟧      NI number: ⟦NATIONAL_ID|$nino1⟧
Previous surnames: none
Address history (5 yrs):
 - ⟦ADDRESS|31 Rosebery Road, Bradford BD8 9JA⟧ (2019 – now)
 - ⟦ADDRESS|Flat 6, 120 Manningham Lane, Bradford BD1 3ER⟧ (2016 – 2019)
ID seen: passport + council tax bill, verified by ⟦PERSON|S. Bhatt⟧ 03/03/2024
E-bulk ref ⟪dbs_ref|E-BULK 00184 2231⟫ — fee ⟪price|£18⟫ paid by the railway, not the volunteer."""),

("payslip", """⟪org_name|Dalesway Railway Trust Ltd⟫ — PAYSLIP        Period: ⟪pay_period|M06 Sept 2024⟫
Employee: ⟦PERSON|Lewis Crabtree⟧               Employee no: ⟪employee_no|00417⟫
NI number: ⟦NATIONAL_ID|$nino2⟧                 Tax code: ⟪tax_code|1257L⟫
----------------------------------------------------------------
Basic pay (Loco fitter)                    ⟦AMOUNT|£2,145.00⟧
Overtime — footplate 12h                   ⟦AMOUNT|£214.80⟧
PAYE tax                                  -⟦AMOUNT|£262.60⟧
National Insurance                         -⟦AMOUNT|£94.04⟧
NET PAY                                    ⟦AMOUNT|£2,003.16⟧
Paid by BACS to ⟦IBAN|$iban_gb4⟧ on 27/09/2024"""),

("github_issue", """### thumbnail sync fails for accession images > 20MB  #⟪issue_number|318⟫

**Environment**: collectionsync ⟪version|0.7.2⟫, Python ⟪version|3.11.4⟫, Ubuntu 22.04

**Steps**
1. `export GITHUB_TOKEN=⟦APIKEY|$ghp1⟧`
2. `collectionsync push --images ./tiff`

**Log**
```
[2024-05-11 22:01:09] uploading ⟪accession_no|ACC.2019.44.7⟫.tif (23.4 MB) to ⟦IP_ADDRESS|192.168.1.50⟧ ...
[2024-05-11 22:01:39] timeout after 30s (retry 3/3)
```
cc @⟦PERSON|rkasprzak⟧ @⟦PERSON|bethan-h⟧

---
**⟦PERSON|tpolglase⟧** commented: @⟦PERSON|lwanjiru⟧ you've pasted a live token in step 1 — please revoke it now, editing the issue doesn't remove it from the history. Fix for the timeout is in ⟪commit_sha|$sha2⟫."""),

("two_factor_email", """From: Thornbury History Society <⟦EMAIL|no-reply@thornbury-history.org.uk⟧>
To: ⟦EMAIL|eilidh.macrae@btinternet.com⟧
Subject: Your two-factor recovery codes

Hi ⟦PERSON|Eilidh⟧,

You've just turned on two-factor authentication for the members' area. Keep these recovery codes somewhere safe — each one works once:

    ⟦SECRET|$rc1⟧        ⟦SECRET|$rc2⟧
    ⟦SECRET|$rc3⟧        ⟦SECRET|$rc4⟧
    ⟦SECRET|$rc5⟧        ⟦SECRET|$rc6⟧

Can't scan the QR code? Type this setup key into your authenticator app instead:
    ⟦SECRET|$totp2⟧

This change was made from ⟦IP_ADDRESS|51.148.77.203⟧ (⟪place_name|Bristol, GB⟫) at ⟪time|21:04 BST⟫. Not you? Reply to ⟦EMAIL|webmaster@thornbury-history.org.uk⟧ straight away."""),

("helpdesk_ticket", """Ticket #⟪ticket_id|RO-55012⟫   Status: Open   Priority: Normal   Queue: Searchroom
Requester: ⟦PERSON|Niamh Gallagher⟧ <⟦EMAIL|niamhgallagher.genealogy@gmail.com⟧>
Subject: cant log in to online catalogue / readers ticket

Hi, my reader's ticket no. is ⟪reader_ticket_no|RT 204417⟫ and I've forgotten my password. Tried resetting but the email never arrives. My old password was ⟦PASSWORD|Ballymena1921⟧ if that helps?? Also I paid ⟦AMOUNT|£12⟧ for a copy of the 1939 Register entry for my grandmother ⟦PERSON|Bridget Gallagher⟧ on 3 May (order ⟪order_id|ORD-77120⟫) and havent received it. Thanks, ⟦PERSON|Niamh⟧

--- internal note (⟦PERSON|hquayle⟧) ---
User shouldn't send passwords by email — forced a reset. Copy order was stuck in the print queue on ⟦IP_ADDRESS|10.12.0.33⟧, reprinted & posted 2nd class."""),

("oral_history_transcript", """ORAL HISTORY PROJECT — Interview 07
Interviewee: ⟦PERSON|Arthur Pennington⟧   Interviewer: ⟦PERSON|Ruth Oyelaran⟧
Recorded ⟪event_date|14 February 2024⟫ at the interviewee's home. File ⟪file_name|OH07_Pennington.wav⟫ (⟪duration|1h12m⟫)

⟦PERSON|RUTH⟧: Can you tell me when and where you were born?
⟦PERSON|ARTHUR⟧: ⟦DATE_OF_BIRTH|4th of June, 1931⟧, in a two-up two-down on ⟪street_name|Canal Street⟫, right by the top lock.
⟦PERSON|RUTH⟧: And your family worked on the canal?
⟦PERSON|ARTHUR⟧: Me dad was a boatman, yes. I'd have gone on the boats too but I had ⟦MEDICAL|polio⟧ when I was six, so that was that. Still got the ⟦MEDICAL|leg calliper⟧ in the loft somewhere. Me mam, ⟦PERSON|Edna⟧, took in washing for the lock-keeper's wife.
⟦PERSON|RUTH⟧: Do you remember what the boats carried?
⟦PERSON|ARTHUR⟧: Coal mostly, ⟪cargo_weight|25 ton⟫ a boat, from the ⟪place_name|Moira⟫ pits."""),

("landowner_permission_contract", """PERMISSION TO SEARCH WITH A METAL DETECTOR
This agreement is made on ⟪event_date|1st October 2024⟫ between:
Landowner: ⟦PERSON|Robert Hebblethwaite⟧ of ⟦ADDRESS|Hollins Farm, Moor Road, Bramhope, Leeds LS16 9JQ⟧ ("the Landowner")
Detectorist: ⟦PERSON|Gareth Pryce⟧ of ⟦ADDRESS|12 Wharfe View, Otley LS21 1BZ⟧, member of ⟪org_name|Wharfedale Detecting Club⟫, NCMD insurance no. ⟪insurance_policy_no|NCMD/24/118734⟫
1. All finds will be recorded with the Finds Liaison Officer. Any Treasure reward shall be shared 50:50.
2. The Detectorist has paid a goodwill fee of ⟦AMOUNT|£150⟧ for the 2024/25 season.
3. Fields covered: ⟪field_ref|OS 4472⟫ and ⟪field_ref|OS 4481⟫ (no detecting on winter wheat).
Signed: ⟦PERSON|R. Hebblethwaite⟧   ⟦PERSON|G. Pryce⟧
Detectorist mobile: ⟦PHONE|07711 285 903⟧"""),

("boat_licence_application", """NORTHERN WATERWAYS TRUST — BOAT LICENCE APPLICATION (continuous cruiser)
Boat name: ⟪boat_name|Kingfisher Dawn⟫     Index no.: ⟪boat_index_no|52871⟫     Length: ⟪boat_length|57ft⟫
Licence holder: ⟦PERSON|Michael Doherty⟧     DOB: ⟦DATE_OF_BIRTH|08/01/1971⟧
Contact address: ⟦ADDRESS|c/o 22 Mill Street, Macclesfield SK11 6NE⟧
Email: ⟦EMAIL|mick.doherty71@gmail.com⟧   Mobile: ⟦PHONE|07930 447 812⟧
BSS certificate: ⟪bss_cert_no|BSS-0920-4471⟫    Insurer policy: ⟪insurance_policy_no|NB/HC/7718204⟫
12-month licence fee: ⟪tariff|£1,244.28⟫
Card number: ⟦CARD|$card_mc1⟧   Expiry: 05/26   Security code: ⟦CVV|907⟧
Signature: ⟦PERSON|M. Doherty⟧"""),

("booking_confirmation_email", """From: Dalesway Railway <⟦EMAIL|bookings@dalesway-railway.co.uk⟧>
To: ⟦EMAIL|pete.hargreaves@sky.com⟧
Subject: Booking confirmed — Footplate Experience ⟪booking_ref|FPX-20419⟫

Dear ⟦PERSON|Peter⟧,

Thanks for booking the Footplate Experience (Gold) on ⟪event_date|Saturday 19 October⟫ for ⟦PERSON|David Hargreaves⟧ — what a birthday present!

Amount paid: ⟦AMOUNT|£495.00⟧ (card ending ⟪masked_card|**** 4412⟫)
Please arrive at ⟪place_name|Embsay⟫ shed by 08:15. Loco allocated: ⟪loco_number|No. 47279⟫ (subject to availability).

You told us ⟦PERSON|David⟧ has a ⟦MEDICAL|pacemaker⟧ — please bring the signed GP letter on the day, the cab is hot and noisy.

Dalesway Railway Bookings Team"""),

("expense_claim", """EXPENSES CLAIM — Ravensdale Community Archaeology (summer season)
Claimant: ⟦PERSON|Tomasz Wiśniewski⟧      Email: ⟦EMAIL|tomek.wisniewski@o2.pl⟧

Date  | Item                                           | Amount
03/07 | Mileage 84 miles @ ⟪mileage_rate|45p⟫               | ⟦AMOUNT|£37.80⟧
04/07 | Sieve mesh, Screwfix (receipt ⟪receipt_no|#447-1182⟫)   | ⟦AMOUNT|£22.49⟧
05/07 | Lunch for finds team                           | ⟦AMOUNT|£31.10⟧
TOTAL CLAIMED                                          | ⟦AMOUNT|£91.39⟧

Please pay to my Polish account: ⟦IBAN|$iban_pl1⟧ (happy to cover the fee)
Approved: ⟦PERSON|B. Howells⟧  (cost code ⟪cost_code|RCA-SUM-04⟫)"""),

("press_release", """FOR IMMEDIATE RELEASE — ⟪event_date|02/09/2024⟫

RESTORED VICTORIAN LIFT BRIDGE REOPENS ON THE ASHBY CANAL

The ⟪org_name|Ashby Canal Association⟫ will reopen the restored lift bridge (⟪bridge_number|Bridge No. 15⟫) at 11:00 on ⟪event_date|Saturday 14 September⟫. The ⟪org_total|£186,000⟫ project, supported by National Lottery Heritage Fund grant ⟪grant_ref|NL-21-04117⟫, replaced the 1890s timber deck and restored the original balance beams.

Boaters are advised that ⟪lock_number|Lock 3⟫ will be closed from 09:00 to 13:00 on the day. Refreshments will be served at the wharf.

ENDS — Notes to editors: high-resolution images available on request. Registered charity no. ⟪charity_number|1130447⟫."""),

("timetable", """DALESWAY RAILWAY — GREEN TIMETABLE  (⟪date_range|1 Jul – 31 Aug⟫)

Embsay            dep  ⟪train_time|10:15⟫  12:00  13:45  15:30
Holywell Halt     arr  10:27  12:12  13:57  15:42
Bolton Abbey      arr  10:35  12:20  14:05  15:50

Services are steam hauled; the 13:45 is usually ⟪loco_number|No. 7820⟫. Headcode ⟪train_headcode|2D14⟫ on Sundays.
Fares (day rover): Adult ⟪price|£16.00⟫ · Child ⟪price|£8.00⟫ · Family ⟪price|£42.00⟫ · Dogs ⟪price|£1.50⟫
Timetable ⟪doc_version|v2024.3⟫ — subject to change."""),

("lost_property_log", """LOST PROPERTY — Visitor Reception, ⟪place_name|Quarry Bank⟫ House
Date  | Item                                              | Found       | Owner contact                     | Status
15/06 | Black purse, ⟪masked_card|Visa **** 6620⟫ + driving licence (⟦PERSON|SHARON MEADOWS⟧) | Tea room    | rang ⟦PHONE|07857 220 914⟧, collecting Sat | held
16/06 | Reading glasses, tortoiseshell                    | Chapel      | —                                 | held
17/06 | iPhone, lock screen says "⟦PERSON|Ollie⟧ 🏴"              | Mill floor  | —                                 | to police, ref ⟪police_ref|CMP-240617-0088⟫
18/06 | Dog lead, tag "⟪pet_name|BISCUIT⟫ ⟪masked_phone|07*** ***281⟫"          | Car park    | —                                 | held"""),

("risk_assessment", """RISK ASSESSMENT — Trench 3 deep sondage (>1.2 m)    Ref ⟪risk_assessment_ref|RA-DIG-024⟫   Rev ⟪revision|C⟫
Hazard: collapse of section / falling into open trench.
Controls: step back at 1.2 m, shoring on N face, no lone working, ladder at all times.
Site supervisor: Dr ⟦PERSON|Ifeoma Chukwu⟧  ⟦PHONE|07962 503 118⟧
First aiders on site: ⟦PERSON|Tom Hebden⟧, ⟦PERSON|Bethan Howells⟧. NB ⟦PERSON|Bethan⟧ is ⟦MEDICAL|type 1 diabetic⟧ — hypo kit in the site hut.
Nearest A&E: ⟪org_name|Hereford County Hospital⟫, ⟪org_address|Union Walk, Hereford HR1 2ER⟫ (22 min)
Compound padlock code: ⟦PASSWORD|7314⟧ (change weekly!)
Grid ref: ⟪os_grid_ref|SO 4512 3309⟫   what3words: ⟪what3words|///sneezed.pebbles.lanes⟫"""),

("society_newsletter", """MEMBER NEWS — Spring issue (⟪issue_no|No. 112⟫)

Many happy returns to ⟦PERSON|Dilys Parry⟧, born on ⟦DATE_OF_BIRTH|5 May 1934⟧ in the lock cottage at ⟪place_name|Hatton⟫ — ninety years young and still our best proof-reader!
Get well soon to ⟦PERSON|Ian Sedgwick⟧, recovering well after a ⟦MEDICAL|heart bypass⟧ in March.
The Christmas raffle raised ⟪org_total|£212⟫; ⟦PERSON|Pat Lumb⟧ won the hamper.
Next talk: "⟪talk_title|Brackley's Lost Breweries⟫" by Prof. ⟦PERSON|Helen Corbishley⟧, ⟪event_date|Thursday 18 April⟫, 7.30pm.
Subscriptions (⟪price|£15⟫) to ⟦PERSON|Colin⟧ please, at ⟦ADDRESS|7 Church Lane, Brackley NN13 7BE⟧, tel ⟦PHONE|01280 700 412⟧."""),

("crontab", r"""# crontab -l   (user ⟦PERSON|ghowarth⟧ on ⟪hostname|bookings-01⟫)
# m  h  dom mon dow  command
15 2 * * * /usr/local/bin/pg_backup.sh >> /var/log/pg_backup.log 2>&1
30 2 * * * PGPASSWORD='⟦PASSWORD|Sheds&Sidings#19⟧' pg_dump -h ⟦IP_ADDRESS|10.0.3.17⟧ -U booking_app bookings | gzip > /backups/bookings-$(date +\%F).sql.gz
0  3 * * * AWS_ACCESS_KEY_ID=⟦APIKEY|$aws_akid2⟧ AWS_SECRET_ACCESS_KEY=⟦SECRET|$aws_secret2⟧ aws s3 cp /backups/ s3://⟪bucket_name|dalesway-backups⟫/ --recursive
*/10 * * * * curl -fsS -m 10 https://status.dalesway-railway.co.uk/ping >/dev/null
# rotated ⟪date|2024-02-11⟫ after the ⟪cve_id|CVE-2024-1597⟫ patch"""),

("heritage_crime_report", """HERITAGE CRIME REPORT — ⟪police_ref|Incident 0412 of 21/11/2024⟫
Reporting person: ⟦PERSON|Eleanor Voss⟧ (site warden, ⟪org_name|Ashdale Archaeological Trust⟫), tel ⟦PHONE|07493 661 207⟧
Location: Scheduled Monument ⟪monument_no|SM 1017723⟫ (Roman villa), grid ⟪os_grid_ref|SP 0931 2275⟫
Details: approx 40 fresh holes across the scheduled area, spoil left unbackfilled. Van seen leaving ~02:30, silver, partial plate only.
Two males; one heard calling the other "⟦PERSON|Daz⟧". Warden's own CCTV retained on the NVR at ⟦IP_ADDRESS|192.168.0.64⟧ (footage 01:50–03:10).
Officer: PC ⟦PERSON|Joanne Kerr⟧ ⟪collar_number|4471⟫, rural crime team."""),

("condolence_letter", """Dear Mrs ⟦PERSON|Kowalczyk⟧,

On behalf of the trustees, thank you for your generous gift of ⟦AMOUNT|£1,000⟧ in memory of your late husband, ⟦PERSON|Stanisław Kowalczyk⟧. His father, Cpl ⟦PERSON|Jan Kowalczyk⟧, served with the ⟪org_name|1st Polish Armoured Division⟫, and we will add his name to the Roll of Honour on ⟪memorial_panel|Panel 34⟫ at the spring rededication.

We have recorded your Gift Aid declaration against donor number ⟪donor_ref|WMT-20931⟫.

Yours sincerely,

⟦PERSON|Alistair Munro⟧
Hon. Secretary, ⟪org_name|Northern Memorials Trust⟫
⟦EMAIL|secretary@northernmemorials.org.uk⟧ · ⟦PHONE|0131 557 2294⟧"""),
]

TEXTS += [
("k8s_secret_yaml", """apiVersion: v1
kind: Secret
metadata:
  name: catalogue-api-secrets
  namespace: ⟪k8s_namespace|records-prod⟫
  uid: ⟪uuid|$uuid2⟫
  resourceVersion: "⟪resource_version|884213⟫"
  annotations:
    owner: ⟦EMAIL|l.wanjiru@ashdale-records.org.uk⟧
type: Opaque
stringData:
  DJANGO_SECRET_KEY: "⟦SECRET|$django_secret1⟧"
  OPENAI_API_KEY: "⟦APIKEY|$openai1⟧"
  DB_PASSWORD: "⟦PASSWORD|Parish!Reg1st3r⟧"
  JWT_SIGNING_KEY: "⟦SECRET|$jwt_hs_secret1⟧"
  SESSION_COOKIE_DOMAIN: ".ashdale-records.org.uk\""""),

("devtools_cookie_dump", """// copied from Chrome devtools > Application > Cookies, for ⟦PERSON|Priya⟧'s checkout bug (shop.hartwellhall.org.uk)
Name            Value                                                                              Domain                    Expires
sessionid       ⟦SECRET|$session_django1⟧                                                          .hartwellhall.org.uk      ⟪timestamp|2024-10-02T09:14:51Z⟫
connect.sid     ⟦SECRET|$connect_sid1⟧   shop.hartwellhall.org.uk  Session
_ga             ⟪analytics_cookie|GA1.1.418829331.1717239911⟫                                                      .hartwellhall.org.uk      2025-07-06
basket_id       ⟪basket_id|$uuid1⟫                                                            shop.hartwellhall.org.uk  Session
cookie_consent  ⟪consent_flag|analytics:1|marketing:0⟫                                                     .hartwellhall.org.uk      2025-06-01"""),

("incident_postmortem_md", """# Post-incident review: volunteer portal outage, ⟪event_date|2024-07-19⟫
Author: ⟦PERSON|Lucy Wanjiru⟧ · Reviewers: ⟦PERSON|Ken Mbeki⟧, ⟦PERSON|Rosalind Kasprzak⟧

## Timeline (BST)
- 09:12 uptime monitor alerts; origin ⟦IP_ADDRESS|10.8.0.14⟧ unreachable from the LB
- 09:20 traffic spike from ⟦IP_ADDRESS|45.134.26.77⟧ and ⟦IP_ADDRESS|2a01:4f8:c17:3b2e::1⟧ (~40k req/min) against /api/transcribe
- 09:31 found the oral-history transcription job calling the LLM API with key ⟦APIKEY|$anthropic1⟧ hard-coded in transcribe.py
- 09:45 key revoked, replacement stored in the vault
- 10:05 blocked ⟦IP_ADDRESS|45.134.26.77⟧ at the firewall; re-allowed ⟦IP_ADDRESS|100.64.12.9⟧ (carrier-grade NAT, a volunteer working from home)
- 10:20 our runbook example (⟪doc_ip|198.51.100.23⟫) was mistakenly in the allow-list, removed

## Cost
Unexpected API bill of ⟪org_total|$412.37⟫, absorbed by the trust.

## Actions
- [ ] ⟦PERSON|Ken⟧ to switch on secret scanning for the repo (owner @⟦PERSON|ken.mbeki⟧, due ⟪due_date|2024-08-02⟫)"""),

("volunteer_induction_form", """WATERWAYS RESTORATION CAMP — VOLUNTEER DETAILS (Royal Canal, Kilcock section)
Name: ⟦PERSON|Aoife Brennan⟧
Date of birth: ⟦DATE_OF_BIRTH|21/09/1999⟧
PPS number (Garda vetting only): ⟦NATIONAL_ID|$ppsn1⟧
Address: ⟦ADDRESS|Apt 12, The Maltings, Kilcock, Co. Kildare W23 F8K2⟧
Mobile: ⟦PHONE|+353 86 714 2093⟧
Emergency contact: mother, ⟦PERSON|Gráinne Brennan⟧, ⟦PHONE|045 861 302⟧
Allergies: ⟦MEDICAL|penicillin⟧ and ⟦MEDICAL|wasp stings⟧ (carries ⟦MEDICAL|antihistamine⟧)
Camp fee ⟪price|€95 per week⟫ incl. hostel — paid ⟦AMOUNT|€95.00⟧ on 02/06
Refunds/expenses to: ⟦IBAN|$iban_ie1⟧
Boots size ⟪shoe_size|6⟫ · hi-vis ⟪clothing_size|M⟫"""),

("whatsapp_dm", """[⟪timestamp|19-03-2024 20:11⟫] ⟦PERSON|Sanne de Vries⟧: Hoi ⟦PERSON|Alistair⟧! For the VOG form the gemeente needs my BSN, so here it is: ⟦NATIONAL_ID|$bsn1⟧. Born ⟦DATE_OF_BIRTH|12-08-1994⟧ in Groningen.
[19-03-2024 20:13] ⟦PERSON|Alistair Munro⟧: Thanks ⟦PERSON|Sanne⟧ — I'll delete this once the form's done. The grave you've adopted is Pte ⟦PERSON|Thomas Ellery⟧, ⟪cemetery_name|Groningen Southern Cemetery⟫, ⟪grave_ref|Row K. Grave 11.⟫
[19-03-2024 20:15] ⟦PERSON|Sanne de Vries⟧: 🙏 he was only 19!! I'll send the ⟦AMOUNT|€25⟧ for the flowers fund tmrw via ⟪app_name|Tikkie⟫
[19-03-2024 20:16] ⟦PERSON|Alistair Munro⟧: perfect, ta"""),

("email_with_documents", """From: ⟦EMAIL|lucia.ferrandiz@ucm.es⟧
To: ⟦EMAIL|fieldschool@ravensdale-arch.org.uk⟧
Subject: Documentos para la beca / scholarship documents

Hello ⟦PERSON|Ifeoma⟧,

Sorry for the delay!! Here are the details the Erasmus office asked for:
- Full name: ⟦PERSON|Lucía Ferrándiz Ortuño⟧
- DNI: ⟦NATIONAL_ID|$dni1⟧
- Bank account for the ⟦AMOUNT|€600⟧ travel grant: ⟦IBAN|$iban_es1⟧
- Mobile: ⟦PHONE|+34 612 48 93 07⟧

Also I forgot to put in the form: I'm ⟦MEDICAL|allergic to latex⟧, so I will bring my own nitrile gloves.

Un saludo,
⟦PERSON|Lucía⟧
(sent from my phone, grant ref ⟪grant_ref|ERA-KA131-2024-0388⟫)"""),

("headstone_photo_request", """Subject: Headstone photo request — Pte ⟦PERSON|Walter Hurst⟧, CEF
From: ⟦PERSON|Brenda Lacasse⟧ <⟦EMAIL|blacasse1956@shaw.ca⟧>

Hello, I am looking for a photo of the headstone of my grandfather's brother, Pte ⟦PERSON|Walter Hurst⟧, 2nd Canadian Mounted Rifles, died ⟪date_of_death|9 April 1917⟫ at Vimy. He's buried in ⟪cemetery_name|Canadian Cemetery No. 2⟫, ⟪grave_ref|Plot 8. Row C. Grave 6.⟫

Your online form asked for a "national ID number" and I wasn't sure what to put so I gave my SIN, ⟦NATIONAL_ID|$sin1⟧ — please tell me if that was wrong!!

My address is ⟦ADDRESS|1408 Sherwood Drive, Lethbridge, AB T1K 3M4⟧ and phone ⟦PHONE|403-328-7719⟧. I've sent ⟦AMOUNT|CAD 40⟧ via PayPal for the photo service (transaction ⟪transaction_id|8WJ44218GT301784C⟫).

Thank you so much,
⟦PERSON|Brenda⟧"""),

("teams_message", """⟦PERSON|Jayden Whitlock⟧ 11:42
hey ⟦PERSON|Lewis⟧, payroll asked for my tax details for the summer fireman job. I'm on the youth mobility visa and haven't got an NI number yet (applied, ref ⟪application_ref|NINO-APP-447120⟫). back home my TFN is ⟦NATIONAL_ID|$tfn1⟧ if that's any use lol. passport is ⟦PASSPORT|$pp_au1⟧
⟦PERSON|Jayden Whitlock⟧ 11:43
UK mob is ⟦PHONE|07521 339 064⟧, the aussie one ⟦PHONE|+61 412 583 906⟧ is off till I'm home 🚂
⟦PERSON|Lewis Crabtree⟧ 11:50
cheers mate, HMRC just need the NINO app ref for now, I'll pass it on to ⟪org_name|Moorside Payroll Services⟫"""),

("overseas_membership_form", """OVERSEAS MEMBERSHIP APPLICATION — ⟪org_name|Furness Local History Society⟫
Name: ⟦PERSON|Karin Lindqvist⟧
Personal ID no. (if your country uses one): ⟦NATIONAL_ID|$pnr1⟧
Date of birth: ⟦DATE_OF_BIRTH|27 November 1983⟧
Postal address: ⟦ADDRESS|Storgatan 14 B, 582 23 Linköping, Sweden⟧
Email: ⟦EMAIL|karin.lindqvist@telia.com⟧
Research interests: the ⟦PERSON|Askew⟧ family of Dalton-in-Furness, ironworkers, 1850–1910
Membership type: Overseas digital (⟪price|£14 a year⟫)
Paid: ⟦AMOUNT|SEK 190⟧ by card ⟦CARD|$card_visa4⟧   Member no. issued: ⟪member_id|OS-0093⟫"""),

("bunkhouse_checkin_csv", """# CHECK-IN — dig camp bunkhouse — week 3 (⟪date_range|15–21 July⟫)
room,name,nationality,id_type,id_number,dob,arrived,notes
⟪room_no|B2⟫,⟦PERSON|Aino Kettunen⟧,FIN,national ID,⟦NATIONAL_ID|$hetu1⟧,⟦DATE_OF_BIRTH|04.07.1990⟧,⟪timestamp|2024-07-15 18:40⟫,⟦MEDICAL|lactose intolerant⟧
⟪room_no|B3⟫,⟦PERSON|Pieter Claes⟧,BEL,national ID,⟦NATIONAL_ID|$be_nn1⟧,⟦DATE_OF_BIRTH|30.05.1987⟧,2024-07-15 19:05,
⟪room_no|B4⟫,⟦PERSON|Lena Hoffmann⟧,DEU,passport,⟦PASSPORT|$pp_de1⟧,⟦DATE_OF_BIRTH|29.02.1996⟧,2024-07-15 21:30,late train
⟪room_no|B5⟫,⟦PERSON|Rohan Iyer⟧,IND,Aadhaar (copy),⟦NATIONAL_ID|$aadhaar1⟧,⟦DATE_OF_BIRTH|11.12.2000⟧,2024-07-16 09:10,"⟦MEDICAL|asthma⟧, inhaler\""""),

("donor_email", """Dear Trust,

I would like to sponsor the wreath for this year's Kranji service in memory of my grandfather, Gunner ⟦PERSON|Tan Ah Huat⟧ of the ⟪org_name|Straits Settlements Volunteer Force⟫. I transferred ⟦AMOUNT|SGD 300⟧ this morning (bank ref ⟪bank_ref|FT24093018812⟫).

For the tax-deductible receipt please use my NRIC, ⟦NATIONAL_ID|$nric1⟧, and my address ⟦ADDRESS|Blk 412 Bedok North Ave 2, #07-153, Singapore 460412⟧.

Regards,
⟦PERSON|Tan Mei Ling⟧
⟦PHONE|+65 9123 4476⟧"""),

("internship_agreement", """CONVENTION DE STAGE — annexe pédagogique (placement at ⟪org_name|Hartwell Hall Trust⟫)
Stagiaire: ⟦PERSON|Théo Garnier⟧, né le ⟦DATE_OF_BIRTH|18/03/1985⟧ à Paris (reconversion professionnelle)
N° de sécurité sociale: ⟦NATIONAL_ID|$nir1⟧
Adresse: ⟦ADDRESS|27 rue des Tanneurs, 75011 Paris⟧
Période: ⟪date_range|03/06/2024 – 30/08/2024⟫, 35 h/semaine
Gratification mensuelle: ⟦AMOUNT|600,60 €⟧
Tuteur (organisme d'accueil): ⟦PERSON|Jeremy Aldous⟧, Head of Visitor Experience, ⟦EMAIL|j.aldous@hartwellhall.org.uk⟧
Convention n° ⟪agreement_no|CS-2024-0571⟫"""),

("toml_bot_config", """# finds-bot/config.toml  — Wharfedale Detecting Club finds bot
[discord]
webhook_finds_channel = "⟦SECRET|$discord_hook1⟧"
guild_id = ⟪guild_id|1102938475610293847⟫

[telegram]
bot_token = "⟦APIKEY|$tg_bot1⟧"
admin_chat_id = ⟪chat_id|-1001873341290⟫

[huggingface]
token = "⟦APIKEY|$hf1⟧"   # for the coin classifier
model = "⟪model_name|wharfedale/coin-id-vit-base⟫"

[owner]
name = "⟦PERSON|Kev Turnbull⟧"
email = "⟦EMAIL|kevturnbull.detecting@gmail.com⟧\""""),

("terminal_session", """⟦PERSON|rkasprzak⟧@⟪hostname|lapdog⟫:~/src/tithe-map-viewer$ cat ~/.npmrc
//registry.npmjs.org/:_authToken=⟦APIKEY|$npm1⟧
email=⟦EMAIL|rosalind.kasprzak@proton.me⟧
⟦PERSON|rkasprzak⟧@lapdog:~/src/tithe-map-viewer$ npm publish --access public
npm notice 📦  @ashdale/tithe-map-viewer@⟪version|1.4.0⟫
npm notice package size: 48.2 kB
npm notice shasum: ⟪sha1_checksum|9f1c2e8a4b7d03c6e5f1a2b3c4d5e6f708192a3b⟫
npm notice total files: 37
+ @ashdale/tithe-map-viewer@1.4.0"""),

("ci_job_log", """Running with gitlab-runner ⟪version|16.11.0⟫ (⟪commit_sha|91d5a3f2⟫) on ⟪runner_name|canal-runner-2⟫
Preparing environment
Getting source from Git repository
$ export GITLAB_TOKEN=⟦APIKEY|$glpat1⟧
$ echo "$SSH_PRIVATE_KEY"
⟦SECRET|$pem_ec1⟧
$ scp -o StrictHostKeyChecking=no dist/* ⟦PERSON|mokafor⟧@⟦IP_ADDRESS|172.20.10.5⟧:/var/www/moorings
$ ssh ⟦PERSON|mokafor⟧@⟦IP_ADDRESS|172.20.10.5⟧ 'sudo systemctl reload nginx'
Job succeeded (job ⟪job_id|#7712094⟫, duration ⟪duration|0:41⟫)"""),

("wp_config_php", """<?php
/** Database settings — moved to the new host by ⟦PERSON|Janet⟧, Nov 2023 */
define( 'DB_NAME', 'lhs_wp' );
define( 'DB_USER', 'lhs_admin' );
define( 'DB_PASSWORD', '⟦PASSWORD|Blackthorn#Lane1887⟧' );
define( 'DB_HOST', '⟦IP_ADDRESS|10.131.0.22⟧:⟪port|3306⟫' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'AUTH_KEY', '⟪placeholder|put your unique phrase here⟫' );
define( 'WPMS_SMTP_PASS', '⟦PASSWORD|newsletter-Dray-44⟧' );
$table_prefix = 'wp_';
/* WP ⟪version|6.4.3⟫ */"""),

("duty_manager_handover", """HANDOVER — weekend duty manager, ⟪place_name|Hartwell Hall⟫
- Alarm: the code is ⟦PASSWORD|4 7 1 9⟧ then ✓, set by 17:45. If it goes off the monitoring centre is on ⟦PHONE|0345 604 2170⟧.
- Office safe: ⟦PASSWORD|36-14-08⟧. Float is ⟪org_total|£320⟫ in the blue bag — count it!
- Keyholder if stuck: ⟦PERSON|Jeremy Aldous⟧ ⟦PHONE|07824 117 560⟧ (not after 10pm please, he's just had ⟦MEDICAL|knee surgery⟧)
- Tea room till Wi-Fi: SSID ⟪wifi_ssid|HH-Staff⟫, password ⟦PASSWORD|Orangery2019!⟧
- Sat 11:00 group: Mrs ⟦PERSON|Raghunathan⟧'s party has paid in full, 18 people, cream teas at 12:30."""),

("bank_statement_paste", """Hi ⟦PERSON|Colin⟧, here's my statement copied out so you can see I DID pay the subs in January:

Date       Description                        Out         In      
03 Jan 24  DD THAMES WATER                    ⟦AMOUNT|£38.10⟧
05 Jan 24  FPO BRACKLEY DLHS SUBS ⟪member_id|1207⟫      ⟦AMOUNT|£15.00⟧
09 Jan 24  CARD ⟪masked_card|4467⟫ TESCO STORES 2281    ⟦AMOUNT|£62.18⟧
12 Jan 24  BGC PENSION                                    ⟦AMOUNT|£1,120.40⟧
Closing balance  ⟦AMOUNT|£1,206.44⟧

Account ⟦IBAN|$iban_gb1⟧. Sorry to be a pain!! ⟦PERSON|Janet Lumb⟧"""),

("ics_calendar_invite", """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN
BEGIN:VEVENT
UID:⟪uuid|$uuid3⟫
DTSTART:⟪timestamp|20241012T100000Z⟫
SUMMARY:Trench 5 context sheets review
ORGANIZER;CN=⟦PERSON|Ifeoma Chukwu⟧:mailto:⟦EMAIL|i.chukwu@ravensdale-arch.org.uk⟧
ATTENDEE;CN=⟦PERSON|Tomasz Wiśniewski⟧:mailto:⟦EMAIL|tomek.wisniewski@o2.pl⟧
LOCATION:Zoom https://us06web.zoom.us/j/⟪meeting_id|83412290571⟫
DESCRIPTION:Meeting ID ⟪meeting_id|834 1229 0571⟫\\nPasscode: ⟦PASSWORD|trench5ctx⟧
END:VEVENT
END:VCALENDAR"""),

("bounce_message", """Delivery Status Notification (Failure)

Your message to ⟦EMAIL|j.brearley48@aol.co.uk⟧ couldn't be delivered.

Reporting-MTA: dns; mail.ashdale-records.org.uk [⟦IP_ADDRESS|10.12.0.5⟧]
Final-Recipient: rfc822; ⟦EMAIL|j.brearley48@aol.co.uk⟧
Action: failed
Status: ⟪smtp_status|5.1.1⟫
Remote-MTA: dns; mx-eu.mail.am0.yahoodns.net [⟦IP_ADDRESS|87.248.110.34⟧]
Diagnostic-Code: smtp; 550 5.1.1 recipient address rejected
Message-ID: <⟪message_id|20240904101455.3F2A1C0042@mail.ashdale-records.org.uk⟫>

----- original message -----
Dear Mrs ⟦PERSON|Brearley⟧, your certified copy (order ⟪order_id|ORD-78104⟫) is ready to collect."""),

("live_chat", """[Live chat ⟪chat_id|LC-93017⟫ — dalesway-railway.co.uk]
⟦PERSON|Gemma⟧: hi my payment keeps failing for the santa specials
Agent ⟦PERSON|Sam⟧: Sorry about that! Which date are you trying to book?
⟦PERSON|Gemma⟧: 14th dec 11am. card is ⟦CARD|$card_visa1⟧ exp 11/25 and the 3 numbers on the back are ⟦CVV|552⟧
Agent ⟦PERSON|Sam⟧: Please don't post card details in chat — I've flagged it for redaction. Could you try again, or ring the booking office on ⟦PHONE|01756 710 614⟧?
⟦PERSON|Gemma⟧: ok sorry. 2 adults 2 kids at ⟪price|£19.50pp⟫, my email is ⟦EMAIL|gemmaroberts_86@hotmail.co.uk⟧"""),

("auth_log", """2024-09-03T08:01:12Z INFO  auth   user=⟦PERSON|niamh.gallagher⟧ ip=⟦IP_ADDRESS|86.28.141.9⟧ result=FAIL reason=bad_password
2024-09-03T08:01:30Z INFO  auth   user=⟦PERSON|niamh.gallagher⟧ ip=⟦IP_ADDRESS|86.28.141.9⟧ result=OK mfa=totp
2024-09-03T08:02:55Z INFO  view   user=⟦PERSON|niamh.gallagher⟧ item=⟪catalogue_ref|PR/BRK/1/4⟫ req=⟪request_id|a7f3e0c2⟫
2024-09-03T08:05:10Z WARN  rate   ip=⟦IP_ADDRESS|185.220.101.47⟧ blocked (tor exit list ⟪list_version|2024-09-02⟫)
2024-09-03T08:07:41Z INFO  auth   user=⟦PERSON|hquayle⟧ ip=⟦IP_ADDRESS|10.12.0.41⟧ result=OK
2024-09-03T08:09:02Z DEBUG health ip=⟪loopback_ip|127.0.0.1⟫ ok in ⟪latency|4ms⟫"""),
]

TEXTS += [
("travel_insurance_claim", """TRAVEL INSURANCE CLAIM — Section B: Medical expenses abroad
Insured person: ⟦PERSON|Carol Ann Whitaker⟧          Policy no.: ⟪insurance_policy_no|TGX-4471920-03⟫
Social Security Number: ⟦SSN|$ssn3⟧
Date of birth: ⟦DATE_OF_BIRTH|1958-07-22⟧
Home address: ⟦ADDRESS|6105 Burnet Road, Austin, TX 78757⟧
Describe the incident: on ⟪event_date|Aug 14, 2024⟫ I stepped down off the heritage steam train at Goathland station (North Yorkshire), missed the step and went over on my ankle. Diagnosed ⟦MEDICAL|sprained right ankle⟧ after an ⟦MEDICAL|ankle X-ray⟧ at Whitby hospital, given crutches.
Expenses claimed: hospital charge for overseas visitors ⟦AMOUNT|£410.00⟧ (charged as ⟦AMOUNT|$521.34⟧ on my statement), taxi ⟦AMOUNT|£38⟧
Reimburse to card: ⟦CARD|$card_amex1⟧"""),

("genealogy_research_request", """From: ⟦PERSON|Marcy Holbrook⟧ <⟦EMAIL|marcyholbrook.roots@gmail.com⟧>
Subject: Research request — ⟦PERSON|Holbrook⟧/⟦PERSON|Thwaites⟧ emigrants c.1905

Hi there! I'm trying to trace my great-grandfather ⟦PERSON|Edwin Holbrook⟧, born ⟦DATE_OF_BIRTH|March 3, 1889⟧ in Keighley, who emigrated to Pennsylvania around 1905. His SSDI entry gives his SSN as ⟦SSN|$ssn4⟧, died 1967 in Scranton. Could your paid research service look for his baptism and the family in the 1891 census (I think piece ⟪census_piece|RG12/3551⟫)? Happy to pay the ⟪price|£34 per hour⟫ rate up to ⟦AMOUNT|£100⟧ total.

Thanks so much, ⟦PERSON|Marcy⟧
⟦PHONE|+1 570-346-8821⟧"""),

("loco_roster_csv", """# Loco roster w/c 30/09 — issued by ⟦PERSON|Lewis Crabtree⟧ (roster clerk) — ⟪doc_version|rev B⟫
Date,Turn,Loco,Driver,Fireman,Cleaner,Guard
Sat 05/10,1,⟪loco_number|No. 47279⟫,⟦PERSON|L. Crabtree⟧,⟦PERSON|J. Whitlock⟧,⟦PERSON|Harvey Blake⟧,⟦PERSON|S. Bhatt⟧
Sat 05/10,2,⟪loco_number|No. 7820⟫,⟦PERSON|D. Okonkwo⟧,⟦PERSON|Megan Firth⟧,—,⟦PERSON|S. Bhatt⟧
Sun 06/10,1,No. 47279,⟦PERSON|D. Okonkwo⟧,⟦PERSON|J. Whitlock⟧,⟦PERSON|Harvey Blake⟧,⟦PERSON|P. Nuttall⟧
Swaps to ⟦PERSON|Lewis⟧ by Thursday please ⟦PHONE|07588 230 716⟧ — NOT the shed phone."""),

("health_questionnaire", """VOLUNTEER LOCK KEEPER — HEALTH QUESTIONNAIRE (CONFIDENTIAL once completed)
Name: ⟦PERSON|Graham Pickles⟧        DOB: ⟦DATE_OF_BIRTH|14/01/1955⟧
Q3 Any condition that could cause sudden loss of consciousness? Yes — ⟦MEDICAL|epilepsy⟧, controlled on ⟦MEDICAL|lamotrigine 200mg⟧, last seizure 2019
Q4 Hearing / vision: ⟦MEDICAL|hearing aid in left ear⟧
Q5 Heart: ⟦MEDICAL|atrial fibrillation⟧, on ⟦MEDICAL|apixaban⟧
GP: Dr ⟦PERSON|Anand⟧, ⟪org_name|Skipton Medical Centre⟫, ⟦PHONE|01756 792 233⟧
Outcome (occ health, ⟪form_id|OH-LK-112⟫): fit for towpath duties; NOT for lone working at ⟪lock_number|Lock 28⟫ (deep chamber)."""),

("payments_export_csv", """# exported from the payments dashboard by ⟦PERSON|Priya⟧ using restricted key ⟦APIKEY|$stripe_rk1⟧ (delete after reconciling!)
id,created_utc,amount,customer_email,card,status
⟪charge_id|ch_3PqLx2Ao8kB1r0Xy1Gd4zT2e⟫,2024-08-03 14:02,⟦AMOUNT|£36.00⟧,⟦EMAIL|gemmaroberts_86@hotmail.co.uk⟧,⟪masked_card|•••• 4412⟫,succeeded
⟪charge_id|ch_3PqM9sAo8kB1r0Xy0aQ7bV1k⟫,2024-08-03 15:47,⟦AMOUNT|£72.00⟧,⟦EMAIL|ahmed.siddiqui@gmail.com⟧,⟪masked_card|•••• 0093⟫,succeeded
⟪charge_id|ch_3PqNf1Ao8kB1r0Xy2Lm4cP8r⟫,2024-08-04 09:15,⟦AMOUNT|£19.50⟧,⟦EMAIL|pete.hargreaves@sky.com⟧,⟪masked_card|•••• 7731⟫,refunded"""),

("sql_dump_users", """-- Dumping data for table `wp_users`  (⟪db_dump_tool|MariaDB dump 10.19⟫)
INSERT INTO `wp_users` VALUES
(1,'lhs_admin','⟪password_hash|$P$BxQ9m1VhT7c2Uq0e3y8Rk5Lz1aW0bN.⟫','lhs_admin','⟦EMAIL|janet.lumb@talktalk.net⟧','','⟪timestamp|2016-02-11 19:22:04⟫','',0,'⟦PERSON|Janet Lumb⟧'),
(2,'⟦PERSON|csedgwick⟧','⟪password_hash|$P$Bk2Lh8Jm0Qw4Xc6Vb9Nn1Aa3Ss5Dd7F.⟫','⟦PERSON|csedgwick⟧','⟦EMAIL|ian.sedgwick@btopenworld.com⟧','','2017-09-30 08:41:55','',0,'⟦PERSON|Ian Sedgwick⟧'),
(3,'⟦PERSON|rutho⟧','⟪password_hash|$P$BzR7t5Yu3Ii1Oo9Pp0Aa2Ss4Dd6Ff8G.⟫','⟦PERSON|rutho⟧','⟦EMAIL|ruth.oyelaran@gmail.com⟧','','2020-11-02 21:10:37','',0,'⟦PERSON|Ruth O⟧');"""),

("archive_catalogue_entry", """Catalogue ref: ⟪catalogue_ref|LHS/PC/1916/044⟫
Title: Postcard from Pte ⟦PERSON|Albert Hale⟧ to his sister ⟦PERSON|Florrie⟧, France, 1916
Extent: 1 item (postcard, "⟪publisher_series|Inter-Art Co. Series 1142⟫")
Transcription: "Dear ⟦PERSON|Florrie⟧, just a line to say I am in the pink and hope you are the same. Tell Mother I got the parcel and the socks are a treat. We are out of the line for a bit. Your loving brother ⟦PERSON|Bert⟧ x"
Acquisition: donated by Mrs ⟦PERSON|June Hale⟧ (great-niece), ⟦PHONE|01924 382 607⟧, accession ⟪accession_no|ACC 2023/17⟫
Access: open."""),

("postman_environment_json", """{
  "id": "⟪uuid|$uuid1⟫",
  "name": "Booking API — PROD (do not share)",
  "values": [
    {"key": "base_url", "value": "https://api.dalesway-railway.co.uk/v2", "enabled": true},
    {"key": "bearer", "value": "⟦APIKEY|$jwt1⟧", "enabled": true},
    {"key": "shop_admin_token", "value": "⟦APIKEY|$shopify1⟧", "enabled": true},
    {"key": "test_card", "value": "⟪test_card|4242 4242 4242 4242⟫", "enabled": false},
    {"key": "maps_key", "value": "⟦APIKEY|$google2⟧", "enabled": true}
  ],
  "_postman_variable_scope": "environment",
  "_postman_exported_at": "⟪timestamp|2024-09-12T16:03:55.120Z⟫",
  "_postman_exported_using": "Postman/⟪version|11.12.0⟫",
  "_exported_by": "⟦PERSON|Ken Mbeki⟧"
}"""),

("terraform_tfvars", """# moorings-infra/prod.auto.tfvars  — ⟦PERSON|ken.mbeki⟧ 2024-10-01
do_token          = "⟦APIKEY|$do1⟧"
region            = "⟪cloud_region|lon1⟫"
droplet_size      = "⟪instance_size|s-2vcpu-4gb⟫"
ssh_allowed_cidrs = ["⟦IP_ADDRESS|81.106.44.201⟧/32", "⟦IP_ADDRESS|100.88.3.14⟧/32"]
db_private_ip     = "⟦IP_ADDRESS|10.106.0.4⟧"
example_cidr      = "⟪doc_ip|192.0.2.0⟫/24"   # from the docs, ignore
admin_email       = "⟦EMAIL|ken.mbeki@canaltrust.org.uk⟧\""""),

("forum_private_message", """Private message — from ⟦PERSON|silverhunter_77⟧ to ⟦PERSON|TheWoldsWanderer⟧ — ⟪timestamp|Mon Jul 08, 2024 7:02 am⟫

mate saw your penny on the forum. I'll give you ⟦AMOUNT|£300⟧ cash for it, no need to bother the FLO eh 😉 or I can paypal it to you, mine is ⟦EMAIL|d.wrigley77@gmail.com⟧. ring me ⟦PHONE|07719 442 306⟧ after 6, ask for ⟦PERSON|Daz⟧.

(reported to moderators by ⟦PERSON|TheWoldsWanderer⟧ — report ⟪report_id|#2291⟫)"""),

("obituary", """OBITUARY — ⟦PERSON|Harold Blenkinsop⟧ (⟦DATE_OF_BIRTH|2 February 1936⟧ – ⟪date_of_death|11 January 2024⟫)

⟦PERSON|Harold⟧ was a volunteer signalman at ⟪place_name|Kirkby Stephen East⟫ for thirty-one years and could recite the ⟪rule_book|1950 BR Rule Book⟫ from memory. He died peacefully at home after living with ⟦MEDICAL|Alzheimer's disease⟧ for several years. He leaves his wife ⟦PERSON|Mavis⟧, daughter ⟦PERSON|Carol⟧ and three grandchildren.

A memorial bench has been placed on platform 2 — thanks to everyone who contributed to the ⟪org_total|£1,460⟫ raised. — ⟦PERSON|Jackie Sowerby⟧"""),

("phone_order_slip", """PHONE ORDER — Gift shop — taken by ⟦PERSON|Maisie⟧ 16/11 10:20
Customer: Mr ⟦PERSON|Oluwaseun Bakare⟧    Tel: ⟦PHONE|07944 612 087⟧
Deliver to: ⟦ADDRESS|Flat 11, Cordwainer House, 2 Mill Row, London E8 4QE⟧
Items: 2 x ⟪product_code|HH-CAL25⟫ calendar @ ⟪price|£9.99⟫, 1 x ⟪product_code|HH-TEA-500⟫ estate tea
Paid ⟦AMOUNT|£31.47⟧ incl. P&P on Amex ⟦CARD|$card_amex2⟧, CID ⟦CVV|8841⟧
*** SHRED THIS SLIP ONCE PROCESSED ***"""),

("slack_dm", """⟦PERSON|rosalind.k⟧  14:02  can u send me the aws creds for the photo bucket, mine expired 😩
⟦PERSON|lucy.w⟧  14:04  ugh ok but PLEASE use 1password next time
⟦PERSON|lucy.w⟧  14:04  ⟦APIKEY|$aws_akid3⟧
⟦PERSON|lucy.w⟧  14:04  ⟦SECRET|$aws_secret3⟧
⟦PERSON|lucy.w⟧  14:05  region ⟪cloud_region|eu-west-2⟫, bucket ⟪bucket_name|ravensdale-finds-photos⟫
⟦PERSON|rosalind.k⟧  14:06  ta!! the github one too? the old PAT stopped working
⟦PERSON|lucy.w⟧  14:09  ⟦APIKEY|$ghpat_fine1⟧ — fine-grained, read-only, expires ⟪expiry_date|2024-12-31⟫"""),

("first_aid_leaflet", """FIRST AID ON SITE — information for all dig volunteers (⟪doc_version|v4, March 2024⟫)

Insect stings: remove the sting by scraping sideways. Anti-allergy tablets such as ⟪leaflet_drug|cetirizine⟫ or ⟪leaflet_drug|loratadine⟫ can ease swelling. Signs of a severe reaction (swelling of the lips, wheezing) need an ⟪leaflet_drug|adrenaline auto-injector⟫ and a 999 call.
Sunburn / heat: shade, water, and ⟪leaflet_drug|paracetamol⟫ for headache. Site shelter is at grid ref ⟪os_grid_ref|SO 4508 3311⟫.
Cuts: the first aid kit (⟪product_code|BS 8599-1 large⟫) is in the site hut. Record every injury in the accident book, page numbers run from ⟪page_range|101–200⟫ this season."""),

("notes_app", """Notes › "logins"   (iCloud — edited ⟪timestamp|12 Aug 2024 at 22:41⟫)

club website admin: ⟦PERSON|kev_t⟧ / ⟦PASSWORD|Detect0r!st2024⟧
finds bot 2FA seed: ⟦SECRET|$totp1⟧
bank app PIN ⟦PASSWORD|280917⟧
NCMD membership ⟪membership_no|NCMD 114 9207⟫
storage unit gate: ⟦PASSWORD|#9052*⟧
Deus firmware ⟪version|v11.0⟫ — DON'T update before the rally
new slack user token for the club workspace: ⟦APIKEY|$slack_user1⟧"""),

("plaque_order_form", """ORDER — replacement memorial plaque, ⟪place_name|St Oswald's⟫ churchyard lychgate
Commissioned by: Revd ⟦PERSON|Catherine Oduya⟧ for the PCC
Names to be engraved (in order): ⟦PERSON|Albert Hale⟧ · ⟦PERSON|William Hale⟧ · ⟦PERSON|George Lister⟧ · ⟦PERSON|Frederick Sugden⟧ · ⟦PERSON|Thomas Ellery⟧
Material: ⟪material_spec|Welsh slate 600 x 900 x 30 mm⟫, V-cut, gilded
Quote: ⟪quote_amount|£2,840 + VAT⟫ (valid 60 days, quote ⟪quote_no|Q-3318⟫)
Deposit received: ⟦AMOUNT|£710⟧ from Mr ⟦PERSON|Ronald Lister⟧ (grandson of ⟦PERSON|George⟧), card ⟦CARD|$card_disc1⟧ — hmm, keep card off the form next time."""),

("webhook_payload_json", """{
  "id": "⟪event_id|evt_1PqM2kAo8kB1r0XyQ3l7dW9s⟫",
  "type": "checkout.session.completed",
  "created": ⟪unix_time|1725004212⟫,
  "data": {
    "object": {
      "id": "⟪session_id_public|cs_live_b1Q9dWm3Kx0aP7zR2tY5uV8n⟫",
      "amount_total_display": "⟦AMOUNT|£45.00⟧",
      "customer_details": {
        "email": "⟦EMAIL|aoife.brennan99@gmail.com⟧",
        "name": "⟦PERSON|Aoife Brennan⟧",
        "phone": "⟦PHONE|+353867142093⟧",
        "address": "⟦ADDRESS|Apt 12, The Maltings, Kilcock, Co. Kildare W23 F8K2⟧"
      },
      "metadata": {"membership_tier": "household", "member_no": "⟪member_id|1211⟫"}
    }
  }
}"""),

("ocr_business_card", """[OCR — business card, front + back]
DR ⟦PERSON|IFEOMA CHUKWU⟧ MCIfA
Project Officer
⟪org_name|RAVENSDALE ARCHAEOLOGY⟫
⟪org_address|Unit 4, Tanyard Court, Leominster HR6 8JD⟫
M ⟦PHONE|07962 5O3 118⟧
E ⟦EMAIL|i.chukwu@ravensdale-arch.org.uk⟧
@⟦PERSON|IfeomaDigs⟧
CIfA Registered Organisation ⟪registration_no|No. 81⟫"""),

("subject_access_request", """Subject: Subject Access Request — Article 15 UK GDPR

To the Data Protection Officer, ⟪org_name|Northern Waterways Trust⟫,

I request a copy of all personal data you hold about me, including CCTV recorded at ⟪place_name|Bingley Five Rise⟫ on ⟪event_date|3 August 2024⟫ between 14:00 and 15:00, and the notes made by your enforcement officer about my boat (index ⟪boat_index_no|52871⟫, customer account ⟪customer_account_no|CRT-C-0041187⟫).

Name: ⟦PERSON|Michael Doherty⟧
Date of birth: ⟦DATE_OF_BIRTH|8 January 1971⟧
Address for reply: ⟦ADDRESS|c/o 22 Mill Street, Macclesfield SK11 6NE⟧
Email: ⟦EMAIL|mick.doherty71@gmail.com⟧

Regards, ⟦PERSON|M. Doherty⟧"""),
]
