# Hand-written English texts for corpus_blind14. Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES
TEXTS = []
T = TEXTS.append

T(("hotel_prearrival_email", r"""From: Reservations <⟦EMAIL|reservations@harbourlightshotel.example.com⟧>
To: ⟦EMAIL|m.okafor77@mailbox.example.org⟧
Subject: Your stay 14-17 March - confirmation ⟪booking_ref|HLH-58812⟫

Dear Mr ⟦PERSON|Okafor⟧,

Thank you for choosing Harbour Lights. We look forward to welcoming you on ⟪date|14 March 2026⟫.
Room type: Deluxe King, sea view (room ⟪room_number|512⟫ is pre-assigned, subject to change).
Rate: ⟪price|£189.00⟫ per night, breakfast included; city tax ⟪price|£2.50⟫ pp/night is paid at the desk.

To guarantee late arrival we have pre-authorised ⟦AMOUNT|£567.00⟧ on the card ending ⟪masked_card|••••4471⟫ (exp ⟪card_expiry|09/28⟫).
If anything changes please reply to this message or use the app.

Kind regards,
⟦PERSON|Ines Halloran⟧
Front Office Manager
"""))

T(("hotel_pms_audit_log", r"""2026-02-03T23:41:07Z pms-night-audit[⟪build_number|4418⟫] INFO  checkin folio=⟪order_id|F-2209913⟫ guest="⟦PERSON|WALCZAK, Agnieszka⟧" room=⟪room_number|0817⟫ nat=PL doc=PASSPORT docno=⟦PASSPORT|EM4821937⟧ dob=⟦DATE_OF_BIRTH|1987-06-02⟧
2026-02-03T23:41:07Z pms-night-audit[⟪build_number|4418⟫] INFO  kiosk=lobby-2 src=⟦IP_ADDRESS|10.40.12.88⟧ agent=⟦PERSON|tbrennan⟧
2026-02-03T23:42:55Z pms-night-audit[⟪build_number|4418⟫] WARN  rate override by ⟦PERSON|tbrennan⟧: ⟪price|EUR 240.00⟫ -> ⟪price|EUR 199.00⟫ reason="corporate"
2026-02-03T23:44:10Z pms-night-audit[⟪build_number|4418⟫] INFO  upstream channel-manager ping ⟪doc_ip|192.0.2.44⟫:⟪port|8443⟫ ok latency=38ms
"""))

T(("hotel_guest_complaint_ticket", r"""Ticket ⟪ticket_id|#GX-30417⟫ | Channel: web form | Priority: normal
Guest: ⟦PERSON|Priyanka Raman⟧ (⟦EMAIL|priyanka.raman@inbox.example.net⟧, ⟦PHONE|+1 415 555 0182⟧)
Stay: ⟪date|02/11/2026⟫ - ⟪date|02/13/2026⟫, room ⟪room_number|1204⟫

"hi, the AC in our room never worked and my son has asthma so ⟦MEDICAL|he had a bad attack⟧ the second night, we had to
use his ⟦MEDICAL|albuterol inhaler⟧ three times. nobody from maintenance came. I want the ⟦AMOUNT|$412.80⟧ I paid for the 2 nights
refunded. Also your minibar listed water at ⟪price|$7⟫ which is crazy."

Assigned: ⟦PERSON|Colm D.⟧ (Guest Relations)
"""))

T(("hotel_wifi_voucher", r"""HARBOUR LIGHTS HOTEL - Guest Internet
Room ⟪room_number|309⟫   Check-out ⟪date|21 APR⟫
Guest: ⟦PERSON|S. Lindqvist⟧

Network (SSID): HLH-Guest-5G
Personal access key: ⟦PASSWORD|tide-Marlin-4472⟧
Voucher valid 3 days, up to 4 devices. Premium speed upgrade ⟪price|€6⟫/day at reception.
Support: ⟦EMAIL|help@hlh-wifi.example.com⟧   Firmware ⟪version|v3.2.19⟫
"""))

T(("hotel_housekeeping_teams_chat", r"""[07:52] ⟦PERSON|Marisol Vega⟧: rooms ⟪room_number|415⟫ and ⟪room_number|417⟫ DND again
[07:53] ⟦PERSON|Kofi⟧: 415 is the lady who said she's ⟦MEDICAL|pregnant⟧ and ⟦MEDICAL|very sick in the mornings⟧, leave her till noon
[07:53] ⟦PERSON|Marisol Vega⟧: ok. and the safe in 4xx corridor, guest forgot code, front desk reset it to ⟦PASSWORD|0 4 1 9⟧, tell him pls
[07:55] ⟦PERSON|Kofi⟧: 👍 also linen order came, invoice ⟪invoice_number|INV-77120⟫ ⟪price|$1,942.50⟫ for the property
"""))

T(("airline_pnr_display", r"""RP/⟪app_id|LON1A0955⟫/
  1.⟦PERSON|HUANG/JIAHUI⟧ MS  2.⟦PERSON|HUANG/ZIXUAN⟧ MSTR(CHD/⟦DATE_OF_BIRTH|09MAY18⟧)
  3  ⟪flight_number|BA 027⟫ Y 12JUN 5 LHRHKG HK2  1820 1425+1 *1A/E*
  4 AP LON ⟦PHONE|+44 7700 900418⟧ - H
  5 APE ⟦EMAIL|jiahui.huang@postbox.example.co.uk⟧
  6 SSR DOCS BA HK1 P/GBR/⟦PASSPORT|558304172⟧/GBR/⟦DATE_OF_BIRTH|22OCT85⟧/F/⟪date|14FEB31⟫/⟦PERSON|HUANG/JIAHUI⟧/P1
  7 SSR WCHR BA NN1 /P1 ⟦MEDICAL|REDUCED MOBILITY AFTER KNEE SURGERY⟧
  8 TK OK05JUN/LON1A0955
  9 FA PAX ⟪app_id|125-2401188376⟫/ETBA/GBP1644.20/05JUN/LON1A0955/91212345/S3
REC LOC ⟪booking_ref|XQ7M2L⟫
"""))

T(("airport_lost_property_form", r"""LOST PROPERTY REPORT - Terminal 2
Reference: ⟪case_number|LP-2026-004173⟫          Date of report: ⟪date|03/01/2026⟫
Name of owner: ⟦PERSON|Teodor Marin⟧
Home address: ⟦ADDRESS|Str. Avram Iancu 18, ap. 6, 400089 Cluj-Napoca, Romania⟧
Mobile: ⟦PHONE|+40 740 118 226⟧   Email: ⟦EMAIL|teo.marin@posta.example.ro⟧
Flight: ⟪flight_number|W6 3302⟫  Seat ⟪seat|17C⟫  Gate ⟪gate|B42⟫
Item: black backpack, contains laptop, a pill organiser (⟦MEDICAL|levetiracetam 500 mg⟧) and a wallet with ⟦AMOUNT|€230⟧ cash
Passport inside?  [x] yes  No. ⟦PASSPORT|058112947⟧ (ROU)
Officer: ⟦PERSON|K. Osei⟧  badge ⟪account_ref|4471⟫
"""))

T(("airline_refund_webchat", r"""Agent (⟦PERSON|Dani⟧): Hi! I'm ⟦PERSON|Dani⟧ from customer care. How can I help?
Customer: flight ⟪flight_number|FR8231⟫ cancelled on the 9th, I was promised a refund
Agent (⟦PERSON|Dani⟧): Sorry about that. Could I have the booking reference and the name on the booking?
Customer: ⟪booking_ref|K2PW9Q⟫, ⟦PERSON|Lorcan Fitzgerald⟧
Agent (⟦PERSON|Dani⟧): Thanks ⟦PERSON|Lorcan⟧. I can see a refund of ⟦AMOUNT|€186.47⟧ was issued to the card ending ⟪masked_card|2290⟫ on ⟪date|12 Feb⟫. It may take 5-7 working days.
Customer: ok and the hotel I had to pay, ⟦AMOUNT|€139⟧?
Agent (⟦PERSON|Dani⟧): Please submit receipts via the EU261 form. Standard compensation on that route is ⟪price|€250⟫ per passenger.
"""))

T(("boarding_pass_ocr", r"""BOARDING PASS   CARTE D'EMBARQUEMENT
NAME/NOM  ⟦PERSON|DUBOIS/CAMILLE⟧
FROM  PARIS CDG      TO  MONTREAL YUL
FLIGHT ⟪flight_number|AC871⟫   DATE ⟪date|18MAR⟫   GATE ⟪gate|K51⟫   BOARDING 12:35
SEAT ⟪seat|28A⟫   ZONE 4   SEQ ⟪account_ref|0117⟫
ETKT ⟪app_id|0142199034551⟫
PNR ⟪booking_ref|ZQ3LRX⟫
M1DUBOIS/CAMILLE       EZQ3LRX CDGYULAC 0871 077Y028A0117 100
"""))

T(("airline_crew_slack", r"""#ops-crew-scheduling
⟦PERSON|Rahel Tesfaye⟧  09:14
@⟦PERSON|jmcallister⟧ can you swap ⟦PERSON|Beatriz⟧ off ⟪flight_number|LX 318⟫ tomorrow? she's out, ⟦MEDICAL|migraine with aura⟧, doc said no flying 48h
⟦PERSON|Jamie McAllister⟧  09:16
done, ⟦PERSON|Tomasz⟧ takes it. Reminder: crew portal login is your staff no + the new temp pass ⟦PASSWORD|Cr3w!Spring26⟧ until you reset
⟦PERSON|Rahel Tesfaye⟧  09:17
pls don't post passwords here lol. roster ⟪version|v2026.11⟫ published, hotel in ⟪place|Zurich Oerlikon⟫ confirmed
"""))

T(("telecom_care_call_transcript", r"""[Call 00:00:04] AGENT: Thanks for calling NorthWave Mobile, this is ⟦PERSON|Aaliyah⟧. Who am I speaking with?
[00:00:09] CALLER: Hi, it's ⟦PERSON|Dwayne Porter⟧.
[00:00:12] AGENT: Hi ⟦PERSON|Dwayne⟧. For security, can you confirm your date of birth and the account PIN?
[00:00:18] CALLER: ⟦DATE_OF_BIRTH|March 3rd, 1979⟧, and the PIN is ⟦PASSWORD|8 2 0 6⟧.
[00:00:27] AGENT: And the last four of the social on file?
[00:00:30] CALLER: ⟪id_tail|4417⟫.
[00:00:33] AGENT: Perfect. I see your line ending ⟪masked_phone|(***) ***-0139⟫ has a balance of ⟦AMOUNT|$148.22⟧, partly the international pass at ⟪price|$10⟫ a day.
[00:00:45] CALLER: Right, I was in Jamaica. My new address is ⟦ADDRESS|2210 Kessler Ave, Apt 3B, Dayton, OH 45419⟧ by the way.
"""))

T(("telecom_port_out_sms", r"""NorthWave: Your Number Transfer PIN is ⟦PASSWORD|539184⟧. It is valid for 5 days. Never share it; we will never ask for it by phone.
NorthWave: Your verification code is ⟪otp_code|442907⟫. Expires in 10 min.
NorthWave: Plan change confirmed. New plan Unlimited Plus ⟪price|$45/mo⟫ from ⟪date|04/01⟫. Ref ⟪ticket_id|CHG-885120⟫.
"""))

T(("telecom_billing_dispute_email", r"""Hello,

I'm writing about account ⟪account_ref|7720-4419-03⟫. My October bill came to ⟦AMOUNT|£96.40⟧ although my contract is ⟪price|£22 a month⟫.
Apparently there were roaming charges from 'Switzerland' but I have never been there - I was at home in
⟦ADDRESS|41 Cranbrook Road, Ilford, IG1 4PT⟧ the whole month recovering from ⟦MEDICAL|hip replacement surgery⟧.

Please refund the ⟦AMOUNT|£74.40⟧ difference. You can reach me on ⟦PHONE|07700 900762⟧.

Thanks,
⟦PERSON|Margaret "Peggy" Allsop⟧
"""))

T(("car_rental_agreement", r"""RENTAL AGREEMENT  No. ⟪order_id|RA-0391775⟫                   Branch: ⟪place|Orlando Intl Airport⟫
Renter: ⟦PERSON|GUTIERREZ, Alejandro⟧                    DOB: ⟦DATE_OF_BIRTH|11/27/1990⟧
Address: ⟦ADDRESS|8815 Palm Hollow Dr, Kissimmee, FL 34747⟧
Phone: ⟦PHONE|(407) 555-0164⟧      E-mail: ⟦EMAIL|alex.gtz@correo.example.com⟧
Additional driver: ⟦PERSON|Lucía Gutiérrez⟧
Vehicle: Compact SUV, unit ⟪account_ref|48812⟫, fuel 8/8, mileage ⟪account_ref|23,104⟫
Payment: VISA ⟦CARD|$card_visa1⟧  exp ⟪card_expiry|07/29⟫  CVV ⟦CVV|318⟧
Deposit held: ⟦AMOUNT|$350.00⟧     Daily rate ⟪price|$52.99⟫   LDW ⟪price|$24.99/day⟫
"""))

T(("garage_service_invoice", r"""MILLBROOK MOTORS LTD - Service & MOT
Invoice ⟪invoice_number|MB-22871⟫     Date ⟪date|08/12/2025⟫
Customer: Mr ⟦PERSON|D. Achterberg⟧
          ⟦ADDRESS|7 Orchard Close, Tewkesbury, GL20 5QE⟧
Tel: ⟦PHONE|01632 960418⟧
--------------------------------------------------------------
Full service (labour)                         ⟪price|£145.00⟫
Brake pads front (part ⟪sku|BP-4471-F⟫)          ⟪price|£62.40⟫
MOT test                                      ⟪price|£54.85⟫
--------------------------------------------------------------
Total paid by customer                        ⟦AMOUNT|£262.25⟧
Paid by card ⟪masked_card|************6620⟫  auth ⟪otp_code|084413⟫
"""))

T(("garage_voicemail_transcript", r"""Voicemail from ⟦PHONE|+61 491 570 233⟧, 26 sec, received ⟪timestamp|Tue 10:42⟫:
"Yeah g'day it's ⟦PERSON|Shane⟧, ⟦PERSON|Shane Whitlock⟧, about the Hilux, rego's under my missus ⟦PERSON|Kerryn⟧. Can you do it Thursday
instead, I've got the ⟦MEDICAL|physio for me shoulder⟧ Wednesday. Key's in the lockbox, code ⟦PASSWORD|3-3-9-1⟧. Cheers."
"""))

T(("gym_membership_signup_form", r"""IRONLINE FITNESS - Membership Application (web form submission ⟪uuid|5b1f8e0a-2c44-4d7e-9a31-0c8f27d4e911⟫)
First name: ⟦PERSON|Chloé⟧            Last name: ⟦PERSON|Marchetti⟧
Date of birth: ⟦DATE_OF_BIRTH|1996-04-19⟧
Email: ⟦EMAIL|chloe.marchetti@webmail.example.it⟧   Mobile: ⟦PHONE|+39 347 555 0192⟧
Home club: ⟪place|Milano Porta Romana⟫   Plan: Flex 12 (⟪price|€39.90⟫/month, joining fee ⟪price|€29⟫)
Direct debit IBAN: ⟦IBAN|$iban_it1⟧
Health questionnaire: any condition we should know about? -> "⟦MEDICAL|exercise-induced asthma⟧, use ⟦MEDICAL|Ventolin⟧ before cardio"
Emergency contact: ⟦PERSON|Davide Marchetti⟧ ⟦PHONE|+39 348 555 0117⟧
Promo code: SPRING26
"""))

T(("personal_trainer_notes", r"""Client: ⟦PERSON|Hank⟧ (⟦PERSON|Henry Oyelaran⟧), session 6/12
- still complains about ⟦MEDICAL|bad back⟧, L-side, worse after deadlifts -> swapped for hip thrusts
- on ⟦MEDICAL|metformin 850 mg twice daily⟧ (told me today), watch for low sugar before HIIT
- BP high at club (142/91), ⟦MEDICAL|possible hypertension⟧, told him to see GP
- paid the block upfront, ⟦AMOUNT|$540⟧, receipt ⟪invoice_number|R-10932⟫
next: ⟪date|Thu 6:30am⟫, ⟪room_number|studio 2⟫
"""))

T(("sports_club_treasurer_email", r"""Hi all,

Quick treasurer update for Riverside Rowing Club. Season fees are ⟪price|$380⟫ (seniors) and ⟪price|$190⟫ (juniors).
Still outstanding: ⟦PERSON|Tomasz Nowicki⟧ ⟦AMOUNT|$420⟧ (incl. late fee), ⟦PERSON|Ellie Brandt⟧ ⟦AMOUNT|$95⟧ (half, agreed plan).
⟦PERSON|Grace⟧ kindly donated ⟦AMOUNT|$1,000⟧ towards the new ⟪sku|Empacher K-series⟫ boat, thank you!!
Club account for transfers is on the website. Regatta entry ⟪price|$45⟫ per crew, deadline ⟪date|May 2⟫.

- ⟦PERSON|Rob⟧ (treasurer)
"""))

T(("dating_app_moderation_report", r"""Trust & Safety case ⟪case_number|TS-2026-118204⟫ (auto-escalated: off-platform contact + payment request)
Reported profile: "⟦PERSON|Jake⟧, 34" uid ⟪account_ref|u_88120573⟫  last login IP ⟦IP_ADDRESS|102.89.47.213⟧
Reporter: uid ⟪account_ref|u_20431198⟫ (⟦PERSON|Hannah Lowery⟧), IP ⟦IP_ADDRESS|2a02:c7c:5e31:4d00:1c5e:9a2f:73b1:8e04⟧
Message excerpt (⟪timestamp|2026-01-22 21:14 UTC⟫):
  > text me on whatsapp ⟦PHONE|+234 803 555 0148⟧ babe
  > my account is frozen can u send ⟦AMOUNT|$600⟧ for the customs fee, I'll pay back when I land
Action: profile banned, device hash ⟪hash|9f2c0d71e4ab55c8⟫ blocked. Reporter notified. Moderator: ⟦PERSON|obi.n⟧
"""))

T(("dating_profile_export_json", r"""{
  "export_version": "⟪version|4.7.1⟫",
  "user": {
    "id": "⟪uuid|c9a3e4b2-77d1-4f0e-8d6a-1b2e3f405a6c⟫",
    "display_name": "⟦PERSON|Maddie⟧",
    "full_name": "⟦PERSON|Madison Clearwater⟧",
    "email": "⟦EMAIL|maddie.cw@fastmail.example.com⟧",
    "phone": "⟦PHONE|+1 206 555 0173⟧",
    "birthdate": "⟦DATE_OF_BIRTH|1993-08-30⟧",
    "bio": "nurse, dog mum, ⟦MEDICAL|type 1 diabetic⟧ (yes I can eat cake)",
    "premium": {"plan": "Gold", "price": "⟪price|29.99⟫", "renews": "⟪date|2026-03-01⟫"},
    "last_ip": "⟦IP_ADDRESS|73.162.40.19⟧"
  }
}"""))

T(("dating_whatsapp_friends_chat", r"""[21/01/26, 22:03] ⟦PERSON|Zoe⟧: omg he replied
[21/01/26, 22:03] ⟦PERSON|Zoe⟧: "⟦PERSON|Callum⟧, 31, Hackney"
[21/01/26, 22:04] ⟦PERSON|Amara⟧: send pic
[21/01/26, 22:05] ⟦PERSON|Zoe⟧: he wants to meet at ⟪place|The Crown & Anchor⟫ friday
[21/01/26, 22:05] ⟦PERSON|Amara⟧: share your live location w me and ⟦PERSON|Jas⟧ pls. and don't drink on the ⟦MEDICAL|sertraline⟧ 😬
[21/01/26, 22:06] ⟦PERSON|Zoe⟧: yes mum 🙄 drinks are like ⟪price|£14⟫ there anyway
"""))

T(("recruitment_cv", r"""⟦PERSON|RAJESH KUMAR IYER⟧
Senior Revenue Manager | ⟦ADDRESS|Flat 12, 88 Bowling Green Lane, London EC1R 0BD⟧
⟦PHONE|+44 7700 900215⟧ | ⟦EMAIL|rk.iyer@careers.example.net⟧ | DOB ⟦DATE_OF_BIRTH|14 Feb 1986⟧

EXPERIENCE
⟪date|2021⟫-present  Revenue Manager, ⟪org_name|Grant Morrison Hotels⟫ (5 properties, ⟪price|£48m⟫ room revenue)
⟪date|2016⟫-2021     Assistant RM, ⟪org_name|Marriott⟫ Park Lane
EDUCATION  MSc Hospitality Management, ⟪org_name|Oxford Brookes University⟫
CURRENT PACKAGE  ⟦AMOUNT|£68,500⟧ base + bonus;  expecting ⟦AMOUNT|£78k⟧
Referees on request.
"""))

T(("recruiter_slack_thread", r"""⟦PERSON|Nadia Karimi⟧ 10:02
shortlisted ⟦PERSON|Ben Okoro⟧ for the Heathrow ramp ops lead role. he's asking ⟦AMOUNT|£42k⟧, client band is ⟪price|£36-40k⟫
⟦PERSON|Gareth Lloyd⟧ 10:04
ok. his right-to-work share code came through? and he mentioned ⟦MEDICAL|dyslexia⟧ - flag reasonable adjustments for the test, nothing else
⟦PERSON|Nadia Karimi⟧ 10:05
yes, checked. NI no. ⟦NATIONAL_ID|$nino1⟧ on the payroll form. interview ⟪date|Tue 14th⟫ 2pm, room ⟪room_number|3.12⟫
"""))

T(("reference_check_call_notes", r"""Reference check - candidate ⟦PERSON|Elena Petrovic⟧ (role: Front Office Supervisor), ref: Mr ⟦PERSON|Haruto Sato⟧, former GM
Date ⟪date|07 Jan 2026⟫, 15 min, by ⟦PERSON|L. Baptiste⟧
- dates confirmed ⟪date|Mar 2019⟫ - ⟪date|Aug 2024⟫, left voluntarily
- 'reliable, calm with difficult guests'
- mentioned a long absence in 2022 (⟦MEDICAL|burnout / depression⟧) - NOT to be used in decision, removed from summary
- final salary there ⟦AMOUNT|¥4,600,000⟧ per year
- would rehire: yes
"""))

T(("court_judgment_excerpt", r"""IN THE MAGISTRATES' COURT SITTING AT ⟪place|NORTHAMPTON⟫
Case No. ⟪case_number|2206-MC-114873⟫
R v ⟦PERSON|DARREN PAUL HOLLIS⟧ (DOB ⟦DATE_OF_BIRTH|02/09/1984⟧), of ⟦ADDRESS|22 Thorn Mead, Duston, Northampton NN5 6HX⟧

1. The defendant pleaded guilty on ⟪date|5 November 2025⟫ to driving while disqualified.
2. He is fined ⟦AMOUNT|£1,150⟧, ordered to pay costs of ⟦AMOUNT|£85⟧ and a victim surcharge of ⟦AMOUNT|£460⟧.
3. The court has considered the pre-sentence report, including his ⟦MEDICAL|alcohol dependency⟧ and engagement with services.
District Judge ⟦PERSON|M. Castellanos⟧
"""))

T(("police_incident_report", r"""INCIDENT REPORT  CAD ⟪case_number|24-118830⟫   Reported ⟪timestamp|2026-02-17 01:12⟫
Offence: Theft from person (pickpocket), ⟪place|Union Station concourse⟫
Victim: ⟦PERSON|Ramona Estévez⟧, F, DOB ⟦DATE_OF_BIRTH|06/14/1971⟧
Address: ⟦ADDRESS|1408 W Cermak Rd, Unit 2R, Chicago, IL 60608⟧   Ph: ⟦PHONE|(312) 555-0196⟧
Property: wallet (brown), approx ⟦AMOUNT|$85⟧ cash, Chase debit card ⟦CARD|$card_visa6⟧, state ID, insulin pen (⟦MEDICAL|Humalog⟧)
Witness: ⟦PERSON|Terrence "T" Boyd⟧, station employee, ⟦PHONE|(312) 555-0123⟧
Officer: P.O. ⟦PERSON|Kaminski⟧ #⟪account_ref|17732⟫
Notes: victim states ⟦MEDICAL|type 2 diabetes⟧, paramedics checked glucose on scene, declined transport.
"""))

T(("court_daily_listing", r"""COUNTY COURT AT ⟪place|BRISTOL⟫ - DAILY CAUSE LIST - ⟪date|Monday 9 February 2026⟫
Before DISTRICT JUDGE ⟦PERSON|PATEL⟧  Courtroom ⟪room_number|4⟫
10:00  ⟪case_number|K00BS412⟫  ⟦PERSON|Ashworth⟧ v ⟪org_name|Severn Water Services Ltd⟫    Small claims hearing
10:30  ⟪case_number|K01BS977⟫  ⟪org_name|Westcountry Motor Finance plc⟫ v ⟦PERSON|Nkemelu⟧   Possession
11:30  ⟪case_number|K3QZ2208⟫  Re: ⟦PERSON|T. Gallagher⟧   Application to set aside
"""))

T(("water_utility_bill_email", r"""Subject: Your Severn Water bill - account ⟪account_ref|6630 2291 07⟫

Dear Mrs ⟦PERSON|Oluwaseun Adeyemi⟧,
Your bill for the period ⟪date|1 Oct⟫ - ⟪date|31 Dec 2025⟫ is ready.
Supply address: ⟦ADDRESS|Flat 3, 19 Gloucester Road, Bristol BS7 8AA⟧
Meter serial: ⟪meter_number|14M209883⟫   Reading: 1482 m³
Standing charge ⟪price|£0.27/day⟫, volumetric ⟪price|£2.11/m³⟫
Amount due from you: ⟦AMOUNT|£143.62⟧ by ⟪date|20 January⟫. Direct Debit will be taken from account ending ⟪id_tail|**08⟫.
"""))

T(("water_hardship_application", r"""UTILITY ASSISTANCE PROGRAM - HARDSHIP APPLICATION
Applicant: ⟦PERSON|Curtis Lamarr Bell⟧        SSN: ⟦SSN|$ssn2⟧        DOB: ⟦DATE_OF_BIRTH|10/02/1958⟧
Service address: ⟦ADDRESS|3471 Sugar Creek Rd, Apt 14, Charlotte, NC 28213⟧
Household monthly income: ⟦AMOUNT|$1,412⟧ (SSDI)        Past-due balance: ⟦AMOUNT|$386.19⟧
Medical certificate attached? Y - ⟦MEDICAL|home hemodialysis⟧, requires uninterrupted water supply; ⟦MEDICAL|COPD on home oxygen⟧
Program cap: ⟪price|$600⟫ per household per year. Application no. ⟪case_number|UAP-25-09917⟫
Caseworker: ⟦PERSON|Jolene Whitaker⟧
"""))

T(("energy_smart_meter_api_log", r"""2026-01-30 04:00:12,881 INFO  [meter-ingest ⟪version|2.14.3⟫] poll batch=⟪build_number|88217⟫ endpoint=https://hes.gridnorth.example.net:⟪port|9443⟫/v1/reads
2026-01-30 04:00:12,902 DEBUG headers={'X-Api-Key': '⟦APIKEY|$datadog_api1⟧', 'Accept': 'application/json'}
2026-01-30 04:00:13,417 WARN  meter ⟪meter_number|E17Z004418⟫ unreachable via concentrator ⟦IP_ADDRESS|10.88.3.211⟧, retry 1/3
2026-01-30 04:00:14,006 INFO  meter ⟪meter_number|E17Z004420⟫ ok, customer=⟦PERSON|A.Hendricks⟧ reading=18442.7 kWh
2026-01-30 04:00:14,009 INFO  test fixture host ⟪doc_ip|198.51.100.17⟫ skipped
"""))

T(("energy_tariff_table", r"""GridNorth Energy - Standard Variable Tariff from ⟪date|1 April 2026⟫ (prices include VAT at 5%)

Region        Unit rate (p/kWh)     Standing charge (p/day)
North West    ⟪price|24.86⟫                 ⟪price|53.35⟫
Yorkshire     ⟪price|24.12⟫                 ⟪price|50.91⟫
London        ⟪price|25.40⟫                 ⟪price|46.13⟫

Exit fee: ⟪price|£0⟫. Warm Home Discount: ⟪price|£150⟫ for eligible customers. Tariff code ⟪sku|GN-SVT-2604⟫, version ⟪version|v7⟫.
"""))

T(("energy_debt_collection_letter", r"""⟪org_name|Baxter & Lowe Collections⟫
acting on behalf of GridNorth Energy

Mr ⟦PERSON|Keith Baines⟧
⟦ADDRESS|56 Primrose Hill Road, Huddersfield HD4 6EJ⟧

Our ref: ⟪case_number|BLC/4471903⟫        ⟪date|14 January 2026⟫

Dear Mr ⟦PERSON|Baines⟧,
Outstanding balance: ⟦AMOUNT|£1,284.17⟧
We understand you told our agent on ⟪date|2 January⟫ that you are unable to work due to ⟦MEDICAL|long COVID⟧. We have
paused further action for 30 days. You can pay ⟦AMOUNT|£25 per month⟧ as agreed, or contact us on our freephone line.
"""))

T(("clinical_trial_screening_csv", r"""site,screen_id,initials,dob,sex,eligible,reason,screen_date
⟪account_ref|104⟫,⟪study_id|SCR-104-0031⟫,⟦PERSON|M.K.⟧,⟦DATE_OF_BIRTH|1961-11-03⟧,M,N,⟦MEDICAL|eGFR 38 (CKD stage 3b)⟧,⟪date|2026-01-12⟫
⟪account_ref|104⟫,⟪study_id|SCR-104-0032⟫,⟦PERSON|A.L.⟧,⟦DATE_OF_BIRTH|1957-02-26⟧,F,Y,,⟪date|2026-01-12⟫
⟪account_ref|104⟫,⟪study_id|SCR-104-0033⟫,⟦PERSON|J.R.⟧,⟦DATE_OF_BIRTH|1969-07-15⟧,M,N,⟦MEDICAL|prior MI within 6 months⟧,⟪date|2026-01-13⟫
⟪account_ref|107⟫,⟪study_id|SCR-107-0002⟫,⟦PERSON|P.D.⟧,⟦DATE_OF_BIRTH|1972-09-09⟧,F,N,⟦MEDICAL|on warfarin 5 mg⟧,⟪date|2026-01-14⟫
"""))

T(("trial_recruitment_flyer", r"""ARE YOU LIVING WITH TYPE 2 DIABETES?
The HEARTWISE study (protocol ⟪study_id|HW-301⟫) is testing whether a once-weekly injection helps protect the heart.
You may be eligible if you are aged 40-75 and take metformin.
- ⟪health_info|Participants attend 8 visits over 18 months⟫
- Travel expenses up to ⟪price|£40 per visit⟫ are reimbursed
- ⟪drug_ad|Study drug: semaglutide 2.4 mg or placebo⟫
Ethics approval ref ⟪case_number|24/NW/0183⟫. Sponsor: ⟪org_name|Calloway Pharma Ltd⟫.
"""))

T(("trial_adverse_event_form", r"""SERIOUS ADVERSE EVENT REPORT - Protocol ⟪study_id|HW-301⟫   Site ⟪account_ref|107⟫
Participant ID: ⟪study_id|107-0014⟫     Initials: ⟦PERSON|R-T⟧     Year of birth: 1958
Event: ⟦MEDICAL|acute pancreatitis⟧, onset ⟪date|03-Feb-2026⟫, hospitalised ⟪date|04-Feb-2026⟫
Concomitant meds: ⟦MEDICAL|atorvastatin 40 mg⟧, ⟦MEDICAL|lisinopril 10 mg⟧
Causality (investigator): possibly related
Reported by: Dr ⟦PERSON|Imogen Faraday⟧, PI   ⟦EMAIL|i.faraday@royalnorth.example.nhs.uk⟧
"""))

T(("research_consent_form", r"""PARTICIPANT CONSENT FORM - Sleep and Shift Work Study (⟪version|v3.1⟫, ⟪date|10/2025⟫)
Study number: ⟪study_id|SSW-0288⟫
I confirm that I have read the information sheet dated ⟪date|01/10/2025⟫ and had the opportunity to ask questions.  [x]
I agree to wear an actigraphy watch for 14 nights.  [x]
I understand I will receive ⟦AMOUNT|£150⟧ in vouchers on completion.  [x]
Name of participant: ⟦PERSON|Oluwadamilare (Dami) Akande⟧      Signature: ________   Date: ⟪date|18/11/2025⟫
Name of person taking consent: ⟦PERSON|Freya Mortensen⟧
"""))

T(("research_participant_email", r"""Hi ⟦PERSON|Dami⟧,

Thanks for completing week 1! Your sleep diary shows you are averaging 5h10m, which is normal for night shifts.
As we discussed, because you mentioned ⟦MEDICAL|sleep apnoea⟧ and use a ⟦MEDICAL|CPAP machine⟧, please keep wearing it as usual.
Your next lab visit is ⟪date|Thursday 27 Nov⟫ at ⟪place|Bramwell Building⟫, room ⟪room_number|G.14⟫.

Best,
⟦PERSON|Freya⟧
Research Fellow, ⟪org_name|Sleep & Circadian Lab⟫
"""))

T(("parcel_locker_sms", r"""ParcelPoint: Hi ⟦PERSON|Jordan⟧, your parcel ⟪tracking_number|PP7719304822GB⟫ is in locker ⟪place|Tesco Extra Kingsway⟫, box ⟪room_number|C17⟫.
Collect by ⟪date|Fri 23:59⟫ with code ⟦PASSWORD|841 206⟧. Do not share this code.
"""))

T(("parcel_locker_support_ticket", r"""Ticket ⟪ticket_id|PLK-558102⟫ - Locker won't open
From: ⟦PERSON|Bogdan Ilie⟧ <⟦EMAIL|bogdan.ilie84@mail.example.com⟧>
Locker: ⟪place|Shell Garage, Hagley Rd⟫, unit ⟪account_ref|BHX-0442⟫
Customer says the collection code ⟦PASSWORD|552913⟧ gives 'invalid', parcel ⟪tracking_number|1Z 9W4 712 68 4401 3725⟫.
Agent note (⟦PERSON|Wanjiru K.⟧): code was regenerated to ⟦PASSWORD|770418⟧ and re-sent to ⟦PHONE|07700 900877⟧. Parcel value declared ⟪price|£89.99⟫.
"""))

T(("marketplace_order_confirmation", r"""Thanks for your order, ⟦PERSON|Sasha⟧!
Order ⟪order_id|#112-4488203-9917152⟫ placed ⟪date|Feb 2, 2026⟫

Ship to:
⟦PERSON|Sasha Brennan-Okoye⟧
⟦ADDRESS|33 Mercer St, Apt 6F, Jersey City, NJ 07302⟧

1 x Noise-cancelling headphones   ⟪price|$229.00⟫   sold by ⟪org_name|Benson & Clay Audio⟫
1 x USB-C cable 2m                ⟪price|$12.49⟫
Order total: ⟦AMOUNT|$256.84⟧ charged to Visa ⟪masked_card|ending in 8830⟫
Track: ⟪tracking_number|TBA304118829000⟫
"""))

T(("marketplace_seller_dispute", r"""Hello Seller Support,

Buyer ⟦PERSON|K. Vasquez⟧ opened a chargeback on order ⟪order_id|MKT-88102-44⟫ claiming 'item not received', but the carrier
shows delivered to ⟦ADDRESS|1180 Birchwood Lane, Boise, ID 83706⟧ on ⟪date|Jan 19⟫ with signature "⟦PERSON|KVASQUEZ⟧".
The order was ⟪price|$640⟫ (list price), he paid ⟦AMOUNT|$598.00⟧ after coupon. The funds were removed from my payout.
My payout account is ⟦IBAN|$iban_ie1⟧ - please reverse the ⟦AMOUNT|$598.00⟧ debit.

⟦PERSON|Niamh Gallagher⟧, store: ⟪org_name|Tall Pines Outdoor⟫
"""))

T(("marketplace_env_file", r"""# marketplace-api/.env.production  (DO NOT COMMIT)
APP_ENV=production
APP_PORT=⟪port|8080⟫
DATABASE_URL=postgres://mkt_app:⟦SECRET|Pq7!vL2s-Harbor93⟧@⟦IP_ADDRESS|10.20.0.15⟧:⟪port|5432⟫/marketplace
STRIPE_PUBLISHABLE_KEY=⟪app_id|pk_live_51Nw8XyQ2bTg3dE4rFv7kHs9⟫
STRIPE_SECRET_KEY=⟦APIKEY|$stripe_sk1⟧
STRIPE_WEBHOOK_SECRET=⟦SECRET|$stripe_whsec1⟧
SENDGRID_API_KEY=⟦APIKEY|$sendgrid1⟧
SENTRY_DSN=⟦APIKEY|$sentry_dsn1⟧
FEATURE_FLAGS=checkout_v2,locker_pickup
"""))

T(("ecommerce_returns_email", r"""Hi there,

I returned the coat (order ⟪order_id|W-55120⟫) three weeks ago. Tracking ⟪tracking_number|RR 448 102 771 GB⟫ says you received it on ⟪date|9 Jan⟫.
I still haven't got my ⟦AMOUNT|£185⟧ back. It was listed at ⟪price|£199⟫ and I paid less with the promo, so it should be a full refund.
Please send it to the card I paid with or to my account ⟦IBAN|$iban_gb1⟧.

Cheers,
⟦PERSON|Hollie Tran⟧
"""))

T(("nginx_access_log_booking", r"""⟦IP_ADDRESS|81.2.69.142⟧ - - [14/Feb/2026:10:31:07 +0000] "GET /api/v2/bookings/⟪booking_ref|HLH-58812⟫ HTTP/1.1" 200 1832 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X)"
⟦IP_ADDRESS|81.2.69.142⟧ - - [14/Feb/2026:10:31:09 +0000] "POST /api/v2/login HTTP/1.1" 401 61 "-" "Mozilla/5.0"
⟦IP_ADDRESS|2001:4860:7:20b::fb⟧ - - [14/Feb/2026:10:31:12 +0000] "GET /health HTTP/1.1" 200 2 "-" "kube-probe/⟪version|1.29⟫"
⟪doc_ip|203.0.113.9⟫ - - [14/Feb/2026:10:31:15 +0000] "GET /api/v2/rooms?hotel=⟪account_ref|17⟫ HTTP/1.1" 200 9921 "-" "synthetic-monitor"
⟦IP_ADDRESS|172.16.44.7⟧ - - [14/Feb/2026:10:31:19 +0000] "GET /api/v2/guests/search?email=⟦EMAIL|walter.pryce@inbox.example.com⟧ HTTP/1.1" 200 412 "-" "admin-console"
"""))

T(("sshd_auth_log_telecom", r"""Feb 11 03:12:44 ncc-jump01 sshd[⟪build_number|30412⟫]: Accepted publickey for ⟦PERSON|mokonkwo⟧ from ⟦IP_ADDRESS|10.12.8.45⟧ port ⟪port|52214⟫ ssh2: ED25519 SHA256:⟪hash|r9LQ0uV8xk2mZ7yH3Pf1cN6Wd4tBvE5aJgS0hKqTnXo⟫
Feb 11 03:14:02 ncc-jump01 sshd[⟪build_number|30419⟫]: Failed password for invalid user admin from ⟦IP_ADDRESS|45.155.205.233⟧ port ⟪port|40122⟫ ssh2
Feb 11 03:14:05 ncc-jump01 sshd[⟪build_number|30419⟫]: Failed password for root from ⟦IP_ADDRESS|45.155.205.233⟧ port ⟪port|40130⟫ ssh2
Feb 11 03:20:51 ncc-jump01 sudo:   ⟦PERSON|mokonkwo⟧ : TTY=pts/2 ; PWD=/home/⟦PERSON|mokonkwo⟧ ; USER=root ; COMMAND=/usr/bin/systemctl restart radius
"""))

T(("github_actions_log_leak", r"""2026-02-06T14:02:31.118Z ##[group]Run npm publish --access public
2026-02-06T14:02:31.120Z npm publish --access public
2026-02-06T14:02:31.121Z shell: /usr/bin/bash -e {0}
2026-02-06T14:02:31.121Z env:
2026-02-06T14:02:31.121Z   NODE_AUTH_TOKEN: ⟦APIKEY|$npm1⟧
2026-02-06T14:02:33.904Z npm notice 📦  @lockerly/sdk@⟪version|3.8.0⟫
2026-02-06T14:02:33.905Z npm notice shasum: ⟪hash|5d8c21a0e9f4b7c3a1d6e2f08b9c4a7e1f3d5b20⟫
2026-02-06T14:02:35.442Z + @lockerly/sdk@⟪version|3.8.0⟫
2026-02-06T14:02:35.501Z ##[warning]Run ⟪build_number|#1187⟫ triggered by ⟦PERSON|dkowalczyk⟧
"""))

T(("terraform_azure_storage", r"""# environments/prod/storage.tf
resource "azurerm_storage_account" "checkin_docs" {
  name                     = "hlhcheckindocs"
  resource_group_name      = "rg-hospitality-prod"
  location                 = "westeurope"
  account_tier             = "Standard"
}

locals {
  # TODO move to key vault - temporary for the passport-scan upload job
  docs_conn = "DefaultEndpointsProtocol=https;AccountName=hlhcheckindocs;AccountKey=⟦SECRET|$azure_storage1⟧;EndpointSuffix=core.windows.net"
  sp_client_id     = "⟪app_id|3f6d2c71-9b0e-4a55-8e12-c7a4d9f01b38⟫"
  sp_client_secret = "⟦SECRET|$azure_client_secret1⟧"
}
"""))

T(("k8s_secret_gym_app", r"""apiVersion: v1
kind: Secret
metadata:
  name: ironline-api-secrets
  namespace: fitness-prod
  labels:
    app.kubernetes.io/version: "⟪version|5.2.0⟫"
type: Opaque
stringData:
  MAILGUN_API_KEY: "⟦APIKEY|$mailgun1⟧"
  TWILIO_ACCOUNT_SID: "⟪app_id|AC7d1e0f5a9c3b2e4d6f8a0b1c2d3e4f56⟫"
  TWILIO_AUTH_TOKEN: "⟦SECRET|$twilio_token1⟧"
  DB_PASSWORD: "⟦PASSWORD|gym-Deadlift-2291⟧"
  JWT_SIGNING_KEY: "⟦SECRET|$generic_secret1⟧"
"""))

T(("helm_values_dating", r"""# charts/matchly/values-prod.yaml
image:
  repository: registry.matchly.example/api
  tag: "2026.02.11-⟪commit_sha|9e4b1c7⟫"
replicaCount: 6
service:
  port: ⟪port|8000⟫
env:
  SENTRY_DSN: "⟦APIKEY|$sentry_dsn2⟧"
  GOOGLE_MAPS_KEY: "⟦APIKEY|$google_api1⟧"
  HF_TOKEN: "⟦APIKEY|$hf1⟧"          # photo moderation model
  REDIS_URL: "redis://:⟦SECRET|r3d1s-Mx9q-PAIRS⟧@⟦IP_ADDRESS|10.60.2.14⟧:⟪port|6379⟫/0"
"""))

T(("python_screening_bot", r"""# recruit/screener.py - first pass CV triage
import anthropic

client = anthropic.Anthropic(api_key="⟦APIKEY|$anthropic1⟧")  # FIXME: use env var

def triage(cv_text: str) -> str:
    msg = client.messages.create(
        model="claude-sonnet-4-5",
        max_tokens=⟪build_number|800⟫,
        messages=[{"role": "user", "content": f"Summarise skills only, ignore age/health:\n{cv_text}"}],
    )
    return msg.content[0].text

if __name__ == "__main__":
    print(triage(open("/srv/cvs/⟦PERSON|amelia-ferreira⟧/cv.txt").read()))
"""))

T(("js_hotel_mailer", r"""// services/mailer.js
const formData = require('form-data');
const Mailgun = require('mailgun.js');
const mg = new Mailgun(formData).client({
  username: 'api',
  key: process.env.MAILGUN_KEY || '⟦APIKEY|$mailgun2⟧',
  url: 'https://api.eu.mailgun.net',
});

async function sendFolio(guest) {
  // guest = { name: '⟦PERSON|Oskar Lindgren⟧', email: ... } in tests
  return mg.messages.create('mg.harbourlights.example.com', {
    from: 'Front Desk <⟦EMAIL|frontdesk@harbourlights.example.com⟧>',
    to: guest.email,
    subject: `Your folio #${guest.folioId}`,
  });
}
module.exports = { sendFolio, VERSION: '⟪version|1.4.2⟫' };
"""))

T(("go_locker_telegram_bot", r"""package notify

import (
	"fmt"
	"net/http"
	"net/url"
)

// botToken for @ParcelPointAlertsBot - rotate after the pilot!
const botToken = "⟦APIKEY|$telegram1⟧"
const opsChatID = "⟪app_id|-1001884412093⟫"

func LockerJammed(lockerID string, slot int) error {
	text := fmt.Sprintf("Locker %s slot %d jammed - ping ⟦PERSON|Ravi⟧ (on call)", lockerID, slot)
	_, err := http.PostForm("https://api.telegram.org/bot"+botToken+"/sendMessage",
		url.Values{"chat_id": {opsChatID}, "text": {text}})
	return err
}
// ⟪version|v0.9.4⟫
"""))

T(("java_rental_datasource", r"""# src/main/resources/application-prod.properties
spring.application.name=fleet-reservations
server.port=⟪port|8081⟫
spring.datasource.url=jdbc:mysql://⟦IP_ADDRESS|172.31.22.140⟧:⟪port|3306⟫/fleet?useSSL=true
spring.datasource.username=fleet_svc
spring.datasource.password=⟦PASSWORD|Rent4L!fe_Orl2026⟧
payments.gateway.merchant-id=⟪app_id|MID-0042219⟫
payments.gateway.api-key=⟦APIKEY|$stripe_rk1⟧
maps.api-key=⟦APIKEY|$google_api2⟧
logging.level.com.fleet=INFO
# owner: ⟦PERSON|Jurgen Ostrowski⟧ (platform)
"""))

T(("rust_club_discord_bot", r"""// src/main.rs - Riverside RC results bot
use serenity::prelude::*;

const TOKEN: &str = "⟦APIKEY|$discord1⟧";
const GUILD_ID: u64 = ⟪app_id|1093385520741195826⟫;

#[tokio::main]
async fn main() {
    // TODO(⟦PERSON|ellie⟧): read TOKEN from env before we open-source this
    let intents = GatewayIntents::GUILD_MESSAGES | GatewayIntents::MESSAGE_CONTENT;
    let mut client = Client::builder(TOKEN, intents).await.expect("client");
    client.start().await.unwrap();
}
"""))

T(("shell_release_script", r"""#!/usr/bin/env bash
# release.sh - publish trialkit + push droplet image
set -euo pipefail
VERSION="⟪version|1.12.0⟫"
export TWINE_USERNAME=__token__
export TWINE_PASSWORD="⟦APIKEY|$pypi1⟧"
python -m build && twine upload dist/trialkit-${VERSION}*
export DIGITALOCEAN_ACCESS_TOKEN="⟦APIKEY|$do_pat1⟧"
doctl compute droplet create trialkit-demo --image ubuntu-24-04-x64 --size s-1vcpu-1gb --region ams3
echo "released by ${USER:-⟦PERSON|hnakamura⟧} at $(date -u +%FT%TZ)"
"""))

T(("git_diff_hf_token", r"""commit ⟪commit_sha|4be0c91d7a2f3e58b6c1d09e2a7f4b3c8d5e6f10⟫
Author: ⟦PERSON|Sofía Roldán⟧ <⟦EMAIL|s.roldan@sleeplab.example.ac.uk⟧>
Date:   ⟪timestamp|Wed Jan 21 16:40:03 2026 +0000⟫

    remove hard-coded token (rotated)

diff --git a/analysis/transcribe.py b/analysis/transcribe.py
@@ -3,7 +3,7 @@ from huggingface_hub import login
-login(token="⟦APIKEY|$hf2⟧")
+login(token=os.environ["HF_TOKEN"])
 MODEL = "openai/whisper-large-v3"
 # interviews stored under /data/ssw/⟪study_id|SSW-0288⟫/
"""))

T(("jupyter_trial_notebook", r"""In [14]: df[df.arm == "B"].head(3)
Out[14]:
   subject       dob         sex  baseline_hba1c  ae                     site
0  ⟪study_id|HW-107-0014⟫   ⟦DATE_OF_BIRTH|1958-05-21⟧  M    8.1             ⟦MEDICAL|acute pancreatitis⟧     ⟪account_ref|107⟫
1  ⟪study_id|HW-107-0019⟫   ⟦DATE_OF_BIRTH|1966-12-02⟧  F    7.4             ⟦MEDICAL|nausea⟧                ⟪account_ref|107⟫
2  ⟪study_id|HW-112-0003⟫   ⟦DATE_OF_BIRTH|1949-03-30⟧  F    9.0             NaN                   112

In [15]: # export for DSMB - pandas ⟪version|2.2.3⟫
"""))

T(("court_hearing_calendar_invite", r"""BEGIN:VEVENT
UID:⟪uuid|7c1e9d40-5b2a-4f83-a6e1-92d0c4b87f15⟫
DTSTART:⟪timestamp|20260311T093000Z⟫
SUMMARY:Hearing - ⟦PERSON|Nkemelu⟧ possession claim (⟪case_number|K01BS977⟫)
LOCATION:⟪place|Bristol Civil Justice Centre⟫, Court ⟪room_number|6⟫
DESCRIPTION:Client ⟦PERSON|Chidi Nkemelu⟧ to bring bank statements. He is ⟦MEDICAL|partially sighted⟧ - request
 large-print bundle. Arrears claimed ⟦AMOUNT|£3,912.40⟧. Counsel: ⟦PERSON|Harriet Soames⟧.
ORGANIZER:mailto:⟦EMAIL|listings@avonlaw.example.co.uk⟧
END:VEVENT
"""))

T(("hotel_staff_performance_review", r"""ANNUAL REVIEW 2025 - CONFIDENTIAL
Employee: ⟦PERSON|Gintarė Paulauskaitė⟧ (Night Auditor)   Reviewer: ⟦PERSON|Ines Halloran⟧
Rating: 4 / 5 (exceeds)
Strengths: accurate audits, handled the ⟪date|August⟫ PMS outage alone, good with walk-in guests.
Development: delegate more to ⟦PERSON|Tom⟧; complete fire marshal refresher.
Attendance: 6 days absence (⟦MEDICAL|kidney stones⟧, fit note on file).
Pay: current ⟦AMOUNT|£27,300⟧; recommended increase to ⟦AMOUNT|£28,900⟧ from ⟪date|1 April⟫. Budget for the dept is ⟪price|£412,000⟫.
"""))

T(("agency_hr_absence_note", r"""HR NOTE - Staffline Recruitment, Leeds office
Consultant: ⟦PERSON|Marcus B.⟧    Manager: ⟦PERSON|Yasmin Choudhury⟧    Date: ⟪date|26/01/2026⟫
Return-to-work meeting after 9 days off. ⟦PERSON|Marcus⟧ disclosed ⟦MEDICAL|panic attacks⟧ and started ⟦MEDICAL|propranolol 40mg⟧
from GP. Agreed: no cold-call targets for 4 weeks, phased return, referral to OH (ref ⟪case_number|OH-3391⟫).
Commission for Dec paid as normal: ⟦AMOUNT|£1,240⟧.
"""))

T(("rental_accident_claim_form", r"""DAMAGE / ACCIDENT CLAIM - Rental ⟪order_id|RA-0391775⟫
Driver: ⟦PERSON|Alejandro Gutierrez⟧      Licence state: FL
Date/time of incident: ⟪timestamp|02/19/2026 17:45⟫    Location: ⟪place|I-4 eastbound, exit 72⟫
Describe: rear-ended at low speed. Other driver: ⟦PERSON|Patricia Holm⟧, ⟦PHONE|(407) 555-0188⟧, insurer ⟪org_name|Sunshine Mutual⟫ policy ⟪account_ref|SM-22104871⟫
Injuries: driver reports ⟦MEDICAL|neck pain (whiplash)⟧, seen at urgent care, prescribed ⟦MEDICAL|cyclobenzaprine 5 mg⟧.
Estimated repair: ⟪price|$2,180⟫ (body shop quote). Renter's deductible charged: ⟦AMOUNT|$500⟧.
"""))

T(("crew_visa_application_summary", r"""VISA APPLICATION - CREW (C1/D)   Ref ⟪case_number|VC-26-004918⟫
Surname: ⟦PERSON|MENON⟧           Given names: ⟦PERSON|ARJUN SURESH⟧
Date of birth: ⟦DATE_OF_BIRTH|17/08/1991⟧   Place of birth: ⟪place|Kochi⟫
Passport no.: ⟦PASSPORT|Z4418290⟧  issued ⟪date|03/05/2022⟫  expires ⟪date|02/05/2032⟫
National ID (Aadhaar): ⟦NATIONAL_ID|$aadhaar1⟧
Employer: ⟪org_name|Indigo Sky Airlines⟫, First Officer, staff no. ⟪account_ref|IS-44102⟫
Home address: ⟦ADDRESS|Flat 7B, Skyline Orchid, Kakkanad, Kochi, Kerala 682030⟧
Fee paid: ⟪price|USD 160⟫ (MRV)
"""))

T(("hotel_deposit_transfer_confirmation", r"""Überweisungsbestätigung / Transfer confirmation
Auftraggeber: ⟦PERSON|Johanna Weißenborn⟧
IBAN Auftraggeber: ⟦IBAN|$iban_de1⟧
Empfänger: ⟪org_name|Seehotel Felder GmbH⟫
IBAN Empfänger: siehe Rechnung
Betrag: ⟦AMOUNT|1.240,00 EUR⟧
Verwendungszweck: Anzahlung Hochzeit ⟪date|12.09.2026⟫, Buchung ⟪booking_ref|SF-2026-0711⟫
Ausführung: ⟪date|03.02.2026⟫   TAN: ⟪otp_code|418 227⟫
"""))

T(("junior_club_notice", r"""RIVERSIDE JUNIOR SWIM SQUAD - NOTICE TO PARENTS
Gala on ⟪date|Saturday 14 March⟫ at ⟪place|Aquatics Centre, Lane 2 entrance⟫. Warm-up 8:15.
Entry ⟪price|£6⟫ per swimmer per event, paid via the club app by ⟪date|6 March⟫.
Medical: if your child uses an inhaler or EpiPen please hand it to the team manager, Mrs ⟦PERSON|Lowe⟧ won't accept
labelled bags after 8:00. ⟦PERSON|Evie R.⟧ (⟦MEDICAL|nut allergy⟧) - your EpiPen spare is still in the first-aid box.
Questions: ⟦EMAIL|juniors@riversiderc.example.org⟧
"""))

T(("trial_central_lab_report", r"""CENTRAL LAB REPORT   Accession ⟪account_ref|CL-2026-0091823⟫   Protocol ⟪study_id|HW-301⟫
Subject ⟪study_id|107-0019⟫    Sex F    DOB ⟦DATE_OF_BIRTH|02-Dec-1966⟧    Visit: Week 12
Collected ⟪timestamp|2026-02-02 08:10⟫   Received ⟪timestamp|2026-02-03 11:42⟫
Test                Result   Units     Ref range
HbA1c               6.9      %         4.0-5.6    H
Lipase              412      U/L       13-60      HH  -> ⟦MEDICAL|suspected pancreatitis⟧, investigator notified
eGFR                71       mL/min    >60
Reviewed: Dr. ⟦PERSON|Imogen Faraday⟧
"""))

T(("sports_medicine_referral", r"""REFERRAL - Sports & Exercise Medicine Clinic
To: Dr ⟦PERSON|Fiona Grady⟧, Consultant SEM            From: ⟦PERSON|Liam Doherty⟧, Physiotherapist, ⟪org_name|Ironline Fitness⟫
Re: ⟦PERSON|Caoimhe Brennan⟧, DOB ⟦DATE_OF_BIRTH|23/07/2001⟧, ⟦ADDRESS|14 Sráid an Mhuilinn, Galway H91 X2C4⟧, mob ⟦PHONE|087 555 0143⟧
Dear Dr ⟦PERSON|Grady⟧,
I would be grateful if you could see this 24-year-old camogie player with a 6-week history of ⟦MEDICAL|anterior knee pain⟧,
⟦MEDICAL|suspected patellar tendinopathy⟧, not settling with load management. She is taking ⟦MEDICAL|naproxen 500 mg bd⟧.
Yours sincerely, ⟦PERSON|Liam⟧
"""))

T(("telecom_sim_swap_fraud_ticket", r"""FRAUD OPS - SIM SWAP INVESTIGATION   Case ⟪case_number|FR-2026-02214⟫   Opened ⟪timestamp|2026-02-09 07:58 CT⟫
Account holder: ⟦PERSON|Lakshmi Venkataraman⟧   SSN on file: ⟦SSN|$ssn4⟧   DOB ⟦DATE_OF_BIRTH|1975-12-09⟧
Line: ⟦PHONE|(214) 555-0137⟧   Device IMEI ⟪hash|35 288911 204417 3⟫
Swap performed ⟪timestamp|2026-02-08 23:41⟫ at store ⟪account_ref|TX-0419⟫ by rep id ⟪account_ref|R55120⟫, ID presented: out-of-state DL (suspect).
Customer reports bank transfer of ⟦AMOUNT|$4,800⟧ made from her account minutes later; bank notified.
Session IP for online login after swap: ⟦IP_ADDRESS|185.220.101.47⟧ (Tor exit). Internal note by ⟦PERSON|rvillanueva⟧.
"""))

T(("utility_sepa_mandate", r"""SEPA-INCASSOMACHTIGING / SEPA Direct Debit Mandate
Incassant: ⟪org_name|Waterbedrijf Rijnland N.V.⟫   Incassant ID: ⟪app_id|NL98ZZZ302174850000⟫
Kenmerk machtiging: ⟪account_ref|WR-00471193⟫
Naam: Dhr. ⟦PERSON|P.J. (Pieter) van der Kolk⟧
Adres: ⟦ADDRESS|Hooigracht 41-A, 2312 KP Leiden⟧
IBAN: ⟦IBAN|$iban_nl1⟧     BIC: ⟪app_id|RABONL2U⟫
Voorschot: ⟦AMOUNT|€ 31,50⟧ per maand
Plaats en datum: Leiden, ⟪date|04-01-2026⟫
"""))

T(("uk_stop_search_record", r"""STOP AND SEARCH RECORD  Ref ⟪case_number|SS/26/0041187⟫
Date/time ⟪timestamp|13/02/2026 22:05⟫  Location ⟪place|Deansgate / Peter St⟫, Manchester
Person searched: ⟦PERSON|Jordan Ashby-Reid⟧, DOB ⟦DATE_OF_BIRTH|30/04/2003⟧, NINO ⟦NATIONAL_ID|$nino2⟧
Address given: ⟦ADDRESS|9 Cheetham Hill Rd, Manchester M4 4FY⟧
Grounds: smell of cannabis. Object: controlled drugs. Outcome: no further action.
Officer: PC 3411 ⟦PERSON|Greenhalgh⟧. Body-worn video ⟪account_ref|bwv-8f21c0⟫.
"""))

T(("witness_statement_uk", r"""WITNESS STATEMENT (CJ Act 1967, s.9; MC Rules 2005, r.27.2)
Statement of: ⟦PERSON|Beverley Ann Cartwright⟧      Age if under 18: over 18      Occupation: hotel receptionist
This statement, consisting of 2 pages each signed by me, is true to the best of my knowledge.

On ⟪date|Saturday 31st January 2026⟫ I was working the night shift at the ⟪org_name|Royal Victoria Hotel⟫. At about 02:10 a man I now
know to be ⟦PERSON|Liam Strachan⟧ came to the desk, shouting, and said his girlfriend in room ⟪room_number|214⟫ was 'not breathing right'.
I called 999. The lady, ⟦PERSON|Kayleigh⟧, told the paramedics she had taken ⟦MEDICAL|tramadol⟧ and drunk wine.
My home address is ⟦ADDRESS|27 Linthorpe Avenue, Middlesbrough TS5 6PD⟧ and my phone is ⟦PHONE|07700 900544⟧.
Signed: ⟦PERSON|B. A. Cartwright⟧
"""))

T(("gym_members_csv_export", r"""member_no,first_name,last_name,email,mobile,plan,monthly_fee,arrears,joined
⟪account_ref|IL-20931⟫,⟦PERSON|Chloé⟧,⟦PERSON|Marchetti⟧,⟦EMAIL|chloe.marchetti@webmail.example.it⟧,⟦PHONE|+39 347 555 0192⟧,Flex12,⟪price|39.90⟫,0.00,⟪date|2025-09-01⟫
⟪account_ref|IL-20944⟫,⟦PERSON|Henry⟧,⟦PERSON|Oyelaran⟧,⟦EMAIL|h.oyelaran@example.com⟧,⟦PHONE|+1 312 555 0109⟧,PT-Block,⟪price|0.00⟫,⟦AMOUNT|120.00⟧,⟪date|2025-10-14⟫
⟪account_ref|IL-21002⟫,⟦PERSON|Svetlana⟧,⟦PERSON|Orlova⟧,⟦EMAIL|sveta.orlova@post.example.de⟧,⟦PHONE|+49 151 55501234⟧,Premium,⟪price|59.00⟫,⟦AMOUNT|177.00⟧,⟪date|2025-11-03⟫
"""))

T(("hotel_noshow_tsv", r"""date	conf	guest	card	nights	charged	agent
⟪date|2026-02-14⟫	⟪booking_ref|HLH-60117⟫	⟦PERSON|Bauer, Matthias⟧	⟪masked_card|VI xxxx-1182⟫	1	⟦AMOUNT|£189.00⟧	⟦PERSON|tbrennan⟧
⟪date|2026-02-14⟫	⟪booking_ref|HLH-60129⟫	⟦PERSON|Kimura, Aoi⟧	⟪masked_card|MC xxxx-7740⟫	2	⟦AMOUNT|£378.00⟧	⟦PERSON|tbrennan⟧
⟪date|2026-02-15⟫	⟪booking_ref|HLH-60140⟫	⟦PERSON|O'Sullivan, Ciarán⟧	⟪masked_card|AX xxxx-3009⟫	1	⟦AMOUNT|£209.00⟧	⟦PERSON|gpaulauskaite⟧
# policy: first night charged, rack rate ⟪price|£239.00⟫
"""))

T(("scada_historian_ini", r"""; historian.ini - Eastfield water treatment works
[opc]
endpoint = opc.tcp://⟦IP_ADDRESS|10.140.7.21⟧:⟪port|4840⟫
security_mode = SignAndEncrypt
user = hist_reader
password = ⟦PASSWORD|Chl0rine#Eastfield7⟧

[sql]
server = ⟦IP_ADDRESS|10.140.7.30⟧
database = PlantHistorian
; conn string kept for legacy trend viewer
legacy = Server=⟦IP_ADDRESS|10.140.7.30⟧;Database=PlantHistorian;User Id=trend;Password=⟦SECRET|tr3nd-V1ewer-2019⟧;
[test]
simulator = ⟪doc_ip|192.0.2.200⟫
; contact ⟦PERSON|Gareth Pugh⟧ x4471 before changing
"""))

T(("marketplace_shopify_toml", r"""# config/shops.toml
[store.tallpines]
domain = "tall-pines-outdoor.myshopify.com"
api_version = "⟪version|2025-10⟫"
admin_token = "⟦APIKEY|$shopify_at1⟧"
api_secret = "⟦SECRET|$shopify_ss1⟧"
api_key = "⟪app_id|6f3a9c0e2b7d41f58a1e9c3d7b2f0a64⟫"
webhook_port = ⟪port|3000⟫
owner_email = "⟦EMAIL|niamh@tallpines.example.com⟧"
"""))

T(("ci_yaml_datadog", r"""# .gitlab-ci.yml (excerpt)
variables:
  DD_API_KEY: "⟦APIKEY|$datadog_api2⟧"
  DD_APP_KEY: "⟦SECRET|$datadog_app1⟧"
  DD_SITE: "datadoghq.eu"
  IMAGE_TAG: "⟪version|v4.18.2⟫"
deploy_prod:
  stage: deploy
  script:
    - echo "$GITLAB_TOKEN" | docker login -u ⟦PERSON|mpereira⟧ --password-stdin registry.gitlab.com
    - ./deploy.sh --region eu-west-1 --build ⟪build_number|55120⟫
  variables:
    GITLAB_TOKEN: "⟦APIKEY|$gitlab_pat2⟧"
"""))

T(("airport_lounge_access_log", r"""lounge=⟪place|SkyView T3⟫ date=⟪date|2026-02-20⟫
06:02 scan ok  bcbp=⟪booking_ref|PX4K2M⟫ name=⟦PERSON|KOWALSKI/PIOTR⟧ fqtv=⟪account_ref|LH992104483⟫ tier=SEN guests=1
06:05 scan ok  bcbp=⟪booking_ref|RR8Q1Z⟫ name=⟦PERSON|ADEBAYO/FOLAKE⟧ card=PP ⟪masked_card|****2217⟫ charge=⟪price|GBP 45.00⟫
06:11 scan DENY bcbp=⟪booking_ref|TY2N9A⟫ name=⟦PERSON|NGUYEN/THI HOA⟧ reason=economy fare, offered paid entry ⟪price|GBP 45.00⟫
06:12 staff override by ⟦PERSON|Sandeep⟧: guest ⟦PERSON|NGUYEN/THI HOA⟧ ⟦MEDICAL|wheelchair user⟧, quiet room access granted
"""))

T(("rental_damage_intercom_chat", r"""Conversation ⟪ticket_id|#88120447⟫ · Car rental support
⟦PERSON|Anneliese Koch⟧ (customer): they charged me ⟦AMOUNT|€420⟧ for a scratch that was already there!!!
Bot: I'm sorry to hear that. Please share your rental number.
⟦PERSON|Anneliese Koch⟧ (customer): ⟪order_id|MUC-5521930⟫. I have photos from pick up at ⟪timestamp|08:14⟫
⟦PERSON|Jonas⟧ (agent): Hi ⟦PERSON|Anneliese⟧, ⟦PERSON|Jonas⟧ here. The damage fee schedule lists ⟪price|€380-€650⟫ for a panel repair, but with your photos I can open a dispute.
⟦PERSON|Jonas⟧ (agent): Please email them to ⟦EMAIL|damage-disputes@driveon.example.de⟧ with subject ⟪order_id|MUC-5521930⟫.
"""))

T(("dating_safety_article", r"""Five ways to stay safe on a first date

1. Meet in a public place and tell a friend where you will be.
2. Keep your home address and workplace private until you trust someone.
3. Never send money - romance scammers often claim fees of ⟪price|$500-$2,000⟫ for 'customs' or 'medical bills'.
4. Video-call before meeting. Accounts created in the last ⟪date|48 hours⟫ are flagged by our systems.
5. If you feel unsafe, use the in-app SOS button (app version ⟪version|8.4⟫ and later).

⟪health_info|Drinking on an empty stomach increases the effect of alcohol; some antidepressants and antihistamines make it stronger.⟫
Report a profile: Settings > Safety > Report.  Case numbers look like ⟪case_number|TS-2026-000000⟫.
"""))

T(("recruitment_job_ad", r"""JOB: Night Duty Manager - 4* city centre hotel (ref ⟪ticket_id|JD-7712⟫)
Salary: ⟪price|£34,000 - £37,500⟫ + service charge (approx. ⟪price|£2,400⟫ p.a.)
Hours: 4 on / 4 off, 22:00-08:00. Location: ⟪place|Leeds LS1⟫.
You will: run the night audit in Opera ⟪version|5.6⟫, lead a team of 3, handle emergencies.
Benefits: 28 days holiday, staff rate ⟪price|£45⟫/night across the group, free meals on duty.
Apply by ⟪date|28 February 2026⟫ via our careers page or message our recruiter ⟦PERSON|Yasmin⟧. We are a disability confident employer.
"""))

T(("pharmacy_allergy_leaflet", r"""HAY FEVER SEASON - WHAT CAN HELP?
⟪health_info|Hay fever is an allergic reaction to pollen, usually from late March to September.⟫
Over the counter options:
 - ⟪drug_ad|Cetirizine 10 mg tablets, 30 pack - £3.49⟫
 - ⟪drug_ad|Beclometasone nasal spray 50 mcg, 200 doses - £6.99⟫
 - ⟪drug_ad|Sodium cromoglicate eye drops 2%⟫ (ask the pharmacist)
⟪health_info|See a GP if you have wheezing or shortness of breath, as this may be asthma.⟫
Offer valid until ⟪date|30/06/2026⟫. Product codes ⟪sku|PLU 88120⟫, ⟪sku|PLU 88134⟫.
"""))

T(("airline_passenger_manifest", r"""PASSENGER MANIFEST  ⟪flight_number|QF 9⟫  PER-LHR  ⟪date|21FEB26⟫  (APP/API extract, crew use only)
SEQ  NAME                         NAT  DOC       DOCNO        DOB        SEAT
001  ⟦PERSON|ASHWORTH/OLIVER JAMES⟧        AUS  P         ⟦PASSPORT|PA4418207⟧    ⟦DATE_OF_BIRTH|03MAR79⟧    ⟪seat|1A⟫
002  ⟦PERSON|ASHWORTH/MEI LING⟧            SGP  P         ⟦PASSPORT|K5120934Q⟧    ⟦DATE_OF_BIRTH|12NOV81⟧    ⟪seat|1F⟫
003  ⟦PERSON|FONSECA/RAFAEL⟧               BRA  P         ⟦PASSPORT|GK882104⟧     ⟦DATE_OF_BIRTH|29JUL95⟧    ⟪seat|34C⟫
004  ⟦PERSON|TANAKA/YUI⟧                   JPN  P         ⟦PASSPORT|TR5518320⟧    ⟦DATE_OF_BIRTH|08JAN02⟧    ⟪seat|34D⟫
Total pax 4 of 236 (extract).  Gate ⟪gate|50⟫
"""))

T(("landing_card_ocr_mrz", r"""ARRIVAL CARD — scanned (OCR confidence 0.91)
Family name: ⟦PERSON|SHARMA⟧            Given name(s): ⟦PERSON|PRIYA⟧
Passport No: ⟦PASSPORT|M4827193⟧       Nationality: IND
Flight no: ⟪flight_number|SQ 402⟫       Address in country: ⟦ADDRESS|Blk 412 Bedok North Ave 2, #08-117, Singapore 460412⟧
Purpose: visiting family / ⟦MEDICAL|post-surgery recovery (thyroidectomy)⟧

P<INDSHARMA<<⟦PERSON|PRIYA⟧<<<<<<<<<<<<<<<<<<<<<<<<<<<<<
⟦PASSPORT|M4827193⟧<7IND8805124F3109221<<<<<<<<<<<<<<06
"""))

T(("canada_tenant_screening", r"""RENTAL APPLICATION - 1208 Bay St, Unit 904 (advertised at ⟪price|$2,650/month⟫)
Applicant: ⟦PERSON|Émilie Tremblay-Nguyen⟧    DOB ⟦DATE_OF_BIRTH|1994-01-27⟧
Current address: ⟦ADDRESS|455 Rue Saint-Denis, app. 3, Montréal (Québec) H2X 3L4⟧
SIN (for credit check, optional): ⟦NATIONAL_ID|$sin1⟧
Employer: ⟪org_name|Air Laurentia⟫, flight attendant since 2019, gross ⟦AMOUNT|$61,800⟧/yr
Phone ⟦PHONE|(514) 555-0176⟧   Email ⟦EMAIL|emilie.tn@courriel.example.ca⟧
Credit report fee ⟪price|$35⟫ (non-refundable). Ref ⟪case_number|APP-904-0213⟫
"""))

T(("swedish_gym_registration", r"""MEDLEMSANSÖKAN - Friskvård Södermalm
Namn: ⟦PERSON|Linnea Åkesson⟧
Personnummer: ⟦NATIONAL_ID|$pnr1⟧
Adress: ⟦ADDRESS|Götgatan 78, 118 30 Stockholm⟧
Mobil: ⟦PHONE|070-555 01 82⟧   E-post: ⟦EMAIL|linnea.akesson@epost.example.se⟧
Autogiro från konto: ⟦IBAN|$iban_se1⟧
Avgift: ⟪price|449 kr/mån⟫, bindningstid 12 mån. Startdatum ⟪date|2026-03-01⟫.
Hälsodeklaration: ⟦MEDICAL|högt blodtryck⟧, tar ⟦MEDICAL|Enalapril 10 mg⟧.
"""))

T(("finnish_hotel_registration", r"""MATKUSTAJAILMOITUS / GUEST REGISTRATION CARD      Hotel ⟪org_name|Kaleva Lakeside⟫, Tampere
Sukunimi / Surname: ⟦PERSON|Virtanen⟧        Etunimet / First names: ⟦PERSON|Aino Maria⟧
Henkilötunnus / Personal ID: ⟦NATIONAL_ID|$hetu1⟧
Kotiosoite / Home address: ⟦ADDRESS|Hämeenkatu 14 B 22, 33100 Tampere⟧
Saapui / Arrived ⟪date|16.02.2026⟫  Lähtee / Departs ⟪date|18.02.2026⟫   Huone / Room ⟪room_number|306⟫
Sauna booking 19:00 (⟪price|25 €⟫)
"""))

T(("telecom_store_contract", r"""NORTHWAVE MOBILE - DEVICE PAYMENT AGREEMENT   Store ⟪account_ref|TX-0419⟫   ⟪date|02/09/2026⟫
Customer: ⟦PERSON|Brandon Teague⟧                    Line: ⟦PHONE|(214) 555-0161⟧
Device: Pixel 10 Pro 256GB, retail price ⟪price|$999.99⟫, IMEI ⟪hash|35 901122 448817 0⟫
Down payment: ⟦AMOUNT|$199.99⟧ paid by card ⟦CARD|$card_mc1⟧ exp ⟪card_expiry|11/27⟫ CVC ⟦CVV|642⟧
Monthly device payment: ⟦AMOUNT|$33.34⟧ x 24.  Activation fee ⟪price|$35⟫.
Customer signature: ________________   Rep: ⟦PERSON|rvillanueva⟧
"""))

T(("ecommerce_fraud_review", r"""RISK REVIEW ⟪ticket_id|RR-771039⟫ - score 87 (HIGH)
order ⟪order_id|MKT-90411-07⟫  amount ⟪price|$1,349.00⟫ (2x gaming laptop, list price)
billing name: ⟦PERSON|Derek Feldman⟧   shipping name: ⟦PERSON|D Feldmann⟧  (mismatch)
ship to: ⟦ADDRESS|2250 NW 114th Ave, Unit 1P, Miami, FL 33172⟧ (freight forwarder)
card: ⟦CARD|$card_amex1⟧, 3DS not attempted
ip: ⟦IP_ADDRESS|91.219.236.18⟧ (geo: RO), device language ru-RU; ip history: ⟦IP_ADDRESS|91.219.236.22⟧, ⟪doc_ip|198.51.100.250⟫ (test)
email: ⟦EMAIL|dfeldman.shop1990@mail.example.ru⟧ created ⟪date|2 days ago⟫
decision: DECLINE, analyst ⟦PERSON|k.osei⟧
"""))

T(("bodycam_transcript", r"""BWC TRANSCRIPT  Unit ⟪account_ref|2B14⟫  Event ⟪case_number|26-040812⟫  ⟪timestamp|00:17:32⟫
OFC ⟦PERSON|RAMIREZ⟧: Sir, can I get your name?
SUBJECT: ⟦PERSON|Travis⟧. ⟦PERSON|Travis Dale Compton⟧.
OFC ⟦PERSON|RAMIREZ⟧: Date of birth?
SUBJECT: ⟦DATE_OF_BIRTH|Nine, twelve, eighty-eight⟧.
OFC ⟦PERSON|RAMIREZ⟧: Anything in your pockets I should know about? Needles?
SUBJECT: No, just my ⟦MEDICAL|seizure meds⟧, ⟦MEDICAL|Keppra⟧. I'm ⟦MEDICAL|epileptic⟧, man, that's why I was sitting down.
DISPATCH: 2B14, be advised subject lives at ⟦ADDRESS|611 Elm Street, Apartment C, Lubbock⟧.
"""))

T(("court_settlement_agreement", r"""SETTLEMENT AGREEMENT AND MUTUAL RELEASE
This Agreement is made on ⟪date|February 24, 2026⟫ between ⟪org_name|Lakeshore Hospitality Group LLC⟫ ("Employer") and
⟦PERSON|Graciela Montoya-Reyes⟧ ("Employee"), residing at ⟦ADDRESS|7712 Greenbriar Dr, Austin, TX 78745⟧.
1. Employer shall pay Employee the gross sum of ⟦AMOUNT|$47,500.00⟧ in full settlement of Case No. ⟪case_number|1:25-cv-00918⟫.
2. Payment will be made by wire within 14 days to the account notified by counsel, less withholding; Employee SSN ⟦SSN|$ssn5⟧ for Form W-2.
3. Neither party admits liability. The filing fee of ⟪price|$405⟫ was borne by each party.
"""))

T(("utility_outage_sms", r"""GridNorth: Hi ⟦PERSON|Mohammed⟧, planned power cut in your area on ⟪date|Tue 3 March⟫ 09:00-15:00 for cable upgrades (ref ⟪ticket_id|PSI-44182⟫).
If you rely on medical equipment and are not on our Priority Services Register, call 105 (free).
Affected postcodes: ⟪place|HD4 5⟫, ⟪place|HD4 6⟫. Updates: gridnorth.example.co.uk/outages  Reply STOP to opt out.
"""))

T(("trial_stipend_spreadsheet", r"""Stipend run ⟪date|2026-02⟫ - Sleep & Shift Work (⟪study_id|SSW⟫)
participant	name	iban	visits	amount
⟪study_id|SSW-0288⟫	⟦PERSON|Akande, Oluwadamilare⟧	⟦IBAN|$iban_gb2⟧	2	⟦AMOUNT|£50.00⟧
⟪study_id|SSW-0301⟫	⟦PERSON|Kovač, Marija⟧	⟦IBAN|$iban_at1⟧	3	⟦AMOUNT|£75.00⟧
⟪study_id|SSW-0317⟫	⟦PERSON|Delacroix, Jean-Baptiste⟧	⟦IBAN|$iban_fr1⟧	1	⟦AMOUNT|£25.00⟧
per-visit rate ⟪price|£25⟫; approved by ⟦PERSON|F. Mortensen⟧
"""))

T(("airline_special_assistance_email", r"""Subject: Special assistance request - booking ⟪booking_ref|LZ8QWE⟫

Hello, I'm flying ⟪flight_number|EI 154⟫ Dublin-London on ⟪date|5 March⟫ with my father, ⟦PERSON|Seamus Kilbride⟧ (82).
He has ⟦MEDICAL|Parkinson's disease⟧ and ⟦MEDICAL|can't manage stairs⟧, so we need a wheelchair to the aircraft door.
He also carries ⟦MEDICAL|co-careldopa 25/100⟧ tablets in his hand luggage. The seat we paid for is ⟪seat|3C⟫ (⟪price|€18⟫ seat fee).
Thanks, ⟦PERSON|Orla Kilbride⟧ - ⟦PHONE|+353 87 555 0128⟧
"""))

T(("gym_app_crash_log", r"""E/IronlineApp(24418): FATAL EXCEPTION: OkHttp Dispatcher  (app ⟪version|6.3.0⟫ build ⟪build_number|6300214⟫)
E/IronlineApp(24418): java.lang.IllegalStateException: class pass expired for member ⟪account_ref|IL-21002⟫
E/IronlineApp(24418):   request: GET https://api.ironline.example.com/v3/bookings  Authorization: Bearer ⟦APIKEY|$jwt3⟧
E/IronlineApp(24418):   user: ⟦EMAIL|sveta.orlova@post.example.de⟧  device ⟪uuid|a4f1c2e9-0b7d-4c55-9e21-3fd80a6b1c74⟫
E/IronlineApp(24418):   at com.ironline.booking.ClassRepo.fetch(ClassRepo.kt:⟪build_number|118⟫)
"""))

T(("dating_app_password_reset_support", r"""From: Matchly Support <⟦EMAIL|support@matchly.example⟧>
To: ⟦EMAIL|rob.delaney.88@mail.example.com⟧

Hi ⟦PERSON|Rob⟧,
We received a request to reset your password from a device in ⟪place|Cork, IE⟫. Your code is ⟪otp_code|731 904⟫ (valid 15 min).
You wrote that you'd like us to set the password to "⟦PASSWORD|Guinness&Surf1988⟧" for you - please never send passwords
by email; our agents can't see or set them. Your Premium plan (⟪price|€19.99/month⟫) is unaffected.
Ticket ⟪ticket_id|MS-448120⟫
"""))

T(("recruitment_offer_letter", r"""PRIVATE & CONFIDENTIAL
Ms ⟦PERSON|Abena Owusu-Ansah⟧
⟦ADDRESS|Flat 2, 61 Coldharbour Lane, London SE5 9NS⟧
⟪date|19 February 2026⟫

Dear ⟦PERSON|Abena⟧,
Further to your interview, we are delighted to offer you the position of Ground Operations Supervisor at ⟪org_name|Gatwick Handling Services Ltd⟫.
Your starting salary will be ⟦AMOUNT|£39,750⟧ per annum, plus a shift allowance of ⟦AMOUNT|£3,100⟧. Your placement fee to the agency
(⟪price|18% of first-year salary⟫) is paid by the employer, not by you. Start date: ⟪date|6 April 2026⟫, subject to airside pass vetting.
Yours sincerely, ⟦PERSON|Gareth Lloyd⟧, Senior Consultant
"""))

T(("hotel_chargeback_evidence", r"""CHARGEBACK RESPONSE - Case ⟪case_number|CB-2026-118844⟫, reason code ⟪app_id|13.1⟫ (merchandise/services not received)
Cardholder: ⟦PERSON|Victor Almeida⟧   Card: ⟪masked_card|4***********0917⟫   Disputed: ⟦AMOUNT|$1,026.30⟧
Evidence:
 a) registration card signed by guest on ⟪date|Dec 28⟫, with passport ⟦PASSPORT|FZ219847⟧ (Brazil) scanned
 b) key card log: room ⟪room_number|1710⟫ opened 41 times between ⟪date|Dec 28⟫ and ⟪date|Jan 2⟫
 c) folio shows minibar and spa charges signed by guest; spa menu price ⟪price|$180⟫
 d) guest CPF on loyalty profile: ⟦NATIONAL_ID|$cpf1⟧
Prepared by ⟦PERSON|Carla Jiménez⟧, Credit Manager
"""))

T(("hotel_new_hire_i9_notes", r"""ONBOARDING CHECKLIST - Lakeshore Hospitality Group (property ⟪account_ref|#0412⟫, Austin)
New hire: ⟦PERSON|Marisol Quintanilla⟧       Position: Banquet Server       Start: ⟪date|03/02/2026⟫
SSN: ⟦SSN|$ssn1⟧    DOB: ⟦DATE_OF_BIRTH|05/30/1999⟧
Home: ⟦ADDRESS|4410 Manchaca Rd, Apt 208, Austin, TX 78704⟧    Cell: ⟦PHONE|(512) 555-0148⟧
I-9 List A: US passport ⟦PASSPORT|A04418219⟧ exp ⟪date|2033-06-11⟫
Hourly: ⟦AMOUNT|$16.50/hr⟧ + tip pool. Uniform deposit ⟪price|$40⟫ (company policy).
Direct deposit form received - routing ⟪app_id|111000025⟫ (bank's public number)
HR: ⟦PERSON|T. Okonkwo-Baines⟧
"""))

T(("marketplace_aws_leak_ticket", r"""SECURITY INCIDENT ⟪ticket_id|SEC-1182⟫ - credentials in public bucket listing
Reporter: external researcher ⟦PERSON|Amir Haddad⟧ via bug bounty ⟪case_number|H1-2284471⟫
Found in s3://tallpines-assets-public/backup/.aws/credentials:
  [default]
  aws_access_key_id = ⟦APIKEY|$aws_akid1⟧
  aws_secret_access_key = ⟦SECRET|$aws_secret1⟧
  region = us-east-1
Note: the docs example key ⟪example_key|AKIAIOSFODNN7EXAMPLE⟫ in README is harmless.
Actions: key deactivated ⟪timestamp|2026-02-23 09:14 UTC⟫ by ⟦PERSON|Niamh Gallagher⟧; CloudTrail shows calls from ⟦IP_ADDRESS|5.188.62.140⟧.
Bounty paid to researcher: ⟦AMOUNT|$1,500⟧ (program range ⟪price|$100-$5,000⟫).
"""))

T(("car_dealer_credit_application", r"""CREDIT APPLICATION - Sunbelt Auto & Rentals (stock ⟪sku|#P44182⟫, MSRP ⟪price|$31,490⟫)
Applicant: ⟦PERSON|DeShawn Maurice Ellis⟧     SSN ⟦SSN|$ssn6⟧     DOB ⟦DATE_OF_BIRTH|1988-02-17⟧
Residence: ⟦ADDRESS|921 Oak Hollow Ct, Marietta, GA 30062⟧ (owns, 4 yrs)
Employer: ⟪org_name|Delta TechOps⟫, aircraft mechanic, gross monthly ⟦AMOUNT|$6,420⟧
Co-applicant: ⟦PERSON|Tasha Ellis⟧     SSN ⟦SSN|$ssn7⟧
Down payment today: ⟦AMOUNT|$2,500⟧ on ⟦CARD|$card_disc1⟧ exp ⟪card_expiry|04/28⟫ CID ⟦CVV|0457⟧
"""))

T(("gym_card_update_call", r"""[Call recording 00:02:10] STAFF: Ironline Fitness, ⟦PERSON|Priya⟧ speaking.
[00:02:14] MEMBER: Hi, it's ⟦PERSON|Owen Maddox⟧, my payment bounced, I've got a new card.
[00:02:20] STAFF: No problem ⟦PERSON|Owen⟧, go ahead when ready.
[00:02:22] MEMBER: ⟦CARD|$card_visa3⟧, expiry ⟪card_expiry|ten twenty-nine⟫, security code ⟦CVV|906⟧.
[00:02:40] STAFF: Thanks. That clears the ⟦AMOUNT|£44.99⟧ arrears. Your plan stays at ⟪price|£34.99⟫ a month.
[00:02:47] (recording paused for PCI, resumed ⟪timestamp|00:03:30⟫)
"""))
