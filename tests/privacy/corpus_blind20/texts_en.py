TEXTS = []
A = TEXTS.append

A(("library_overdue_sms", """
⟪org_name|Halbrook Libraries⟫: Hi ⟦PERSON|Maureen⟧, 3 items on card ending ⟪id_tail|4471⟫ are overdue since ⟪date|12 Nov⟫. Fines so far: ⟦AMOUNT|£4.80⟧. Renew at halbrook.gov.uk/renew or call ⟦PHONE|0300 555 0142⟧.
"""))

A(("museum_membership_email", """
From: Members Desk <⟦EMAIL|members@corvellmuseum.org⟧>
To: ⟦PERSON|Daniel Okafor⟧ <⟦EMAIL|d.okafor77@gmail.com⟧>
Subject: Your Patron membership ⟪member_ref|PM-22918⟫

Dear ⟦PERSON|Daniel⟧,

Thank you for renewing your Patron membership. We have received your payment of ⟦AMOUNT|$240.00⟧, which includes a donation of ⟦AMOUNT|$65.00⟧ to the Conservation Fund. Patron membership is normally ⟪price|$175⟫ per year.

Your new card will be posted to ⟦ADDRESS|4418 Larkspur Drive, Apt 2B, Columbus, OH 43214⟧ within ⟪duration|10 working days⟫. Your guest passes are valid for the ⟪event|Ming Ceramics⟫ exhibition until ⟪date|31 March 2027⟫.

Warm regards,
⟦PERSON|Eleanor Pryce⟧
Membership Manager, ⟪org_name|Corvell Museum of Art⟫
⟦PHONE|(614) 555-0117⟧
"""))

A(("ticketing_refund_chat", """
[14:02] Agent ⟦PERSON|Kezia⟧: Hi there, I can see booking ⟪booking_ref|TKX-88410-B⟫ for two seats, ⟪seat_number|Row F 14⟫ and ⟪seat_number|Row F 15⟫.
[14:03] Customer: yes the show was cancelled, I paid with my Amex
[14:03] Agent ⟦PERSON|Kezia⟧: Thanks. Could you confirm the name on the booking?
[14:04] Customer: ⟦PERSON|Tobias Wren⟧
[14:05] Agent ⟦PERSON|Kezia⟧: Perfect, ⟦PERSON|Tobias⟧. A refund of ⟦AMOUNT|£118.50⟧ will go back to the card ending ⟪masked_card|1009⟫ in ⟪duration|5-7 days⟫. The ⟪price|£3.50⟫ booking fee is non-refundable per our terms.
"""))

A(("betting_account_verification", """
Subject: Action needed – verify your ⟪org_name|BetNorth⟫ account

Hi ⟦PERSON|Connor⟧,

Before we can release your withdrawal of ⟦AMOUNT|£1,460.00⟧ we need to verify your identity. Please upload a photo of your passport (number ⟦PASSPORT|548213907⟧ as entered at sign-up) and a utility bill showing ⟦ADDRESS|22 Mossley Road, Ashton-under-Lyne, OL6 9RS⟧.

Your account is currently subject to a deposit limit of ⟪price|£500⟫ per week. If you feel you are losing control of your gambling, call ⟪org_name|GamCare⟫ on ⟦PHONE|0808 8020 133⟧.

Ref: ⟪case_ref|KYC-4471902⟫
"""))

A(("lottery_winner_claim_form", """
NATIONAL LOTTERY – PRIZE CLAIM FORM (page 1 of 2)
Ticket serial: ⟪ticket_ref|0921-447120-338⟫   Draw: ⟪date|Sat 07/11/2026⟫
Prize tier: Match 5 + Bonus     Claimed prize: ⟦AMOUNT|$1,250,000⟧
Claimant full name: ⟦PERSON|HARGREAVE, Lydia Anne⟧
Date of birth: ⟦DATE_OF_BIRTH|09/14/1971⟧
SSN: ⟦SSN|$ssn1⟧
Address: ⟦ADDRESS|902 Willow Bend Ct, Fort Collins, CO 80525⟧
Phone: ⟦PHONE|970-555-0163⟧
Pay by direct deposit to account ending ⟪id_tail|7781⟫
Federal withholding at ⟪percent|24%⟫ applies to prizes over ⟪price|$5,000⟫.
"""))

A(("dating_app_report_ticket", """
Trust & Safety ticket ⟪ticket_ref|TS-559021⟫
Reporter: ⟦PERSON|ameliaroseb⟧ (user id ⟪user_id|8830121⟫)
Reported profile: "⟦PERSON|Jack⟧, 34" (user id ⟪user_id|9912044⟫)
Summary: Match asked reporter to send ⟦AMOUNT|$300⟧ in gift cards for his "stuck inheritance". Also shared a number ⟦PHONE|+1 415 555 0190⟧ and asked to move to WhatsApp.
Evidence: 14 screenshots, uploaded ⟪timestamp|2026-11-29 22:14 UTC⟫
Action: profile suspended, device fingerprint ⟪hash|$sha1⟫ banned.
"""))

A(("matchmaking_intake_notes", """
Matchmaker intake — ⟪org_name|Ashdown & Vale Introductions⟫
Client: ⟦PERSON|Priyanka Desai⟧, 38, solicitor, lives in ⟪place|Hampstead⟫
Contact: ⟦PHONE|07700 900418⟧ / ⟦EMAIL|priyanka.desai@outlook.com⟧
Background: divorced 2021, one son (⟦PERSON|Arjun⟧, 9). Mentions ⟦MEDICAL|type 1 diabetes⟧, uses an ⟦MEDICAL|insulin pump⟧ — happy for matches to know.
Looking for: 38-48, non-smoker, London/Surrey.
Package: Gold, ⟪price|£6,500⟫ list; agreed ⟦AMOUNT|£5,800⟧ after referral discount, paid in two instalments.
Next: photoshoot ⟪date|Thu 10 Dec⟫ with ⟦PERSON|Rafe⟧.
"""))

A(("funeral_home_invoice", """
⟪org_name|Thornbury & Sons Funeral Directors⟫
14 Market Street, Ludlow SY8 1BP · Tel ⟦PHONE|01584 555 210⟧

INVOICE ⟪invoice_ref|TS/2026/0419⟫        Date: ⟪date|2 December 2026⟫
Funeral of the late ⟦PERSON|Gordon Ellis Whitcombe⟧
Account holder: Mrs ⟦PERSON|Janet Whitcombe⟧
⟦ADDRESS|7 Corve Street, Ludlow SY8 1DA⟧

Professional services ................. £2,450.00
Oak veneer coffin (Ashby) .............   £895.00
Crematorium fee .......................  £1,040.00
Celebrant .............................    £220.00
Total due ............................. ⟦AMOUNT|£4,605.00⟧
Paid on account ....................... ⟦AMOUNT|£1,000.00⟧
Balance ............................... ⟦AMOUNT|£3,605.00⟧

Please pay to ⟦IBAN|$iban_gb2⟧ quoting ⟪invoice_ref|TS/2026/0419⟫.
"""))

A(("probate_solicitor_email", """
Dear Mr ⟦PERSON|Aldous⟧,

Re: Estate of ⟦PERSON|Margaret Rose Aldous⟧ (deceased) – our ref ⟪case_ref|PRB/MRA/2291⟫

Further to our call, the grant of probate was issued on ⟪date|19 November 2026⟫. The estate comprises the property at ⟦ADDRESS|31 Hillcrest Avenue, Bromley BR1 4LQ⟧, a Nationwide account with a balance of ⟦AMOUNT|£48,212.37⟧, and premium bonds of ⟦AMOUNT|£20,000⟧.

Under the will, you and your sister ⟦PERSON|Claire⟧ each receive ⟪percent|50%⟫ of the residuary estate after a legacy of ⟦AMOUNT|£5,000⟧ to ⟪org_name|St Christopher's Hospice⟫. Your late mother's NI number ⟦NATIONAL_ID|JT 48 21 90 B⟧ has been quoted to HMRC for the final tax return.

Kind regards,
⟦PERSON|Sunita Bhogal⟧
Associate, Private Client
⟪org_name|Marlowe Kent LLP⟫ | ⟦PHONE|020 7946 0381⟧
"""))

A(("genealogy_dna_match_message", """
Hi ⟦PERSON|Bernadette⟧! The ⟪org_name|KinTrace⟫ site says we share ⟪measure|412 cM⟫ across 19 segments, so probably second cousins. My grandmother was ⟦PERSON|Honora Keane⟧ born in ⟪place|Ballinasloe⟫ around 1902 — does that ring a bell? My tree is under the handle galwayroots88. You can email me at ⟦EMAIL|fkeane.history@gmail.com⟧. — ⟦PERSON|Fintan⟧
"""))

A(("dna_kit_support_ticket", """
Ticket ⟪ticket_ref|#DX-300218⟫ | Priority: normal
Customer: ⟦PERSON|Lucas Ferreira⟧ <⟦EMAIL|lucasf.rj@yahoo.com.br⟧>
Kit barcode: ⟪kit_id|KT7-9920-1183⟫
Message: "My results show a ⟦MEDICAL|BRCA2 pathogenic variant⟧ and I'd like to talk to a genetic counsellor before telling my sister. Also the portal asks for my CPF, it is ⟦NATIONAL_ID|$cpf1⟧."
Agent note: booked counsellor Dr ⟦PERSON|Hannah Weiss⟧ for ⟪date|Dec 9⟫; reminded customer health reports cost ⟪price|$69⟫ upgrade — he already paid ⟦AMOUNT|$69.00⟧ on ⟪date|Oct 2⟫.
"""))

A(("crm_mailing_list_csv", """
email,first_name,last_name,country,opt_in_date,lifetime_value,segment
⟦EMAIL|hana.kobayashi@icloud.com⟧,⟦PERSON|Hana⟧,⟦PERSON|Kobayashi⟧,JP,⟪date|2025-03-14⟫,⟦AMOUNT|412.50⟧,vip
⟦EMAIL|ben.osei@gmail.com⟧,⟦PERSON|Ben⟧,⟦PERSON|Osei⟧,GH,⟪date|2024-11-02⟫,⟦AMOUNT|87.00⟧,active
⟦EMAIL|m.lindqvist@telia.se⟧,⟦PERSON|Maja⟧,⟦PERSON|Lindqvist⟧,SE,⟪date|2026-01-20⟫,⟦AMOUNT|1290.00⟧,vip
⟦EMAIL|rkasprzak@wp.pl⟧,⟦PERSON|Radek⟧,⟦PERSON|Kasprzak⟧,PL,⟪date|2023-07-07⟫,⟦AMOUNT|0.00⟧,lapsed
"""))

A(("mailchimp_export_bounce_log", """
2026-11-30T08:12:44Z bounce hard list=⟪list_id|a81f93c2d4⟫ addr=⟦EMAIL|tomasz.wojcik@onet.pl⟧ code=550 "mailbox unavailable"
2026-11-30T08:12:45Z bounce soft list=⟪list_id|a81f93c2d4⟫ addr=⟦EMAIL|jenny.holt@btinternet.com⟧ code=452 "mailbox full"
2026-11-30T08:12:47Z unsubscribe list=⟪list_id|a81f93c2d4⟫ addr=⟦EMAIL|sales@kettleandpan.co.uk⟧ reason="too many emails"
2026-11-30T08:12:49Z api_key_used=⟦APIKEY|$sg1⟧ campaign=⟪campaign_id|BF-2026-UK⟫ sent=48112
"""))

A(("analytics_nginx_log", """
⟦IP_ADDRESS|81.174.233.19⟧ - - [30/Nov/2026:09:14:02 +0000] "GET /collect?v=2&tid=⟪app_id|G-7QX2K9LM4B⟫&cid=⟪client_id|1844920113.1764490442⟫&dl=%2Fcheckout HTTP/1.1" 204 0 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1)"
⟦IP_ADDRESS|2a02:c7c:5a31:8e00:4d1:9f2e:bb10:72c4⟧ - - [30/Nov/2026:09:14:02 +0000] "GET /pixel.gif?uid=⟪user_id|u_77310⟫&email=⟦EMAIL|carla.m.reyes@gmail.com⟧ HTTP/1.1" 200 43 "-" "Mozilla/5.0 (Windows NT 10.0)"
⟪doc_ip|203.0.113.77⟫ - - [30/Nov/2026:09:14:03 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.30"
⟦IP_ADDRESS|10.42.7.118⟧ - - [30/Nov/2026:09:14:05 +0000] "POST /api/events HTTP/1.1" 202 17 "-" "collector/⟪version|3.8.1⟫"
"""))

A(("adtech_bid_request_json", """
{
  "id": "⟪uuid|$uuid1⟫",
  "imp": [{"id": "1", "banner": {"w": 300, "h": 250}, "bidfloor": ⟪price|0.45⟫}],
  "device": {"ip": "⟦IP_ADDRESS|92.40.181.206⟧", "ua": "Mozilla/5.0 (Linux; Android 15)", "ifa": "⟪uuid|$uuid2⟫"},
  "user": {"id": "⟪user_id|3f9a21c7⟫", "yob": 1988, "gender": "F"},
  "site": {"domain": "recipesdaily.example", "page": "https://recipesdaily.example/slow-cooker"},
  "ext": {"ssp": "⟪org_name|Brightline Exchange⟫", "auth": "⟦APIKEY|$jwt1⟧"}
}
"""))

A(("stripe_chargeback_notice", """
Dispute opened: ⟪case_ref|dp_1QF7xR2eZvKYlo2C⟫
Customer: ⟦PERSON|Marcus Lindahl⟧ (⟦EMAIL|marcus.lindahl@proton.me⟧)
Charge: ⟦AMOUNT|$842.19⟧ on ⟪date|Nov 14, 2026⟫, Visa ending ⟪masked_card|4242⟫
Reason: fraudulent. Respond by ⟪date|Dec 6, 2026⟫.
Dispute fee: ⟪price|$15.00⟫ (refunded if you win)
Server used restricted key ⟦APIKEY|$rklive1⟧; webhook signing secret ⟦SECRET|$whsec1⟧ rotated after incident.
Publishable key on checkout page: ⟪app_id|$pk1⟫
"""))

A(("card_payment_phone_dictation", """
Call notes, order ⟪order_ref|WEB-77120⟫. Customer ⟦PERSON|Angela Murphy⟧ read her card over the phone because the site kept failing: ⟦CARD|$visa1⟧, expiry ⟪card_expiry|08/29⟫, security code ⟦CVV|417⟧. Billing address ⟦ADDRESS|55 Orchard Lane, Naas, Co. Kildare, W91 K2F3⟧. Took ⟦AMOUNT|€310.00⟧. Told her to ring the bank if she sees a second charge. Agent: ⟦PERSON|Declan⟧.
"""))

A(("chargeback_evidence_letter", """
To: Disputes Team, ⟪org_name|Meridian Acquiring Ltd⟫
Re: Chargeback ⟪case_ref|CB-2026-11-08841⟫ – merchant ID ⟪merchant_id|MID 4410098821⟫

We contest this chargeback. The cardholder, Ms ⟦PERSON|Felicity Grant⟧, collected goods in person on ⟪date|3 October 2026⟫ and signed the delivery note. Card used: ⟦CARD|$mc1⟧. Amount disputed: ⟦AMOUNT|£1,299.00⟧. CCTV stills and the signed note are attached.

⟦PERSON|Owen Pritchard⟧, Finance Manager
"""))

A(("rider_payout_statement", """
⟪org_name|Swiftbite⟫ Rider Weekly Statement — week 48
Rider: ⟦PERSON|Mohammed Al-Rashid⟧ (rider #⟪user_id|R-55120⟫)
Deliveries: 63    Distance: 412 km
Earnings: ⟦AMOUNT|£538.40⟧   Tips: ⟦AMOUNT|£61.25⟧   Adjustments: ⟦AMOUNT|-£12.00⟧
Payout: ⟦AMOUNT|£587.65⟧ to ⟦IBAN|$iban_gb1⟧ on ⟪date|Tue 1 Dec⟫
Base fee per drop in your zone: ⟪price|£3.15⟫. Questions: ⟦EMAIL|riders@swiftbite.co.uk⟧
"""))

A(("freelancer_platform_dispute", """
Upwork-style dispute summary – contract ⟪contract_ref|CT-3390128⟫
Client: ⟦PERSON|Heidi Brandt⟧ (Berlin)   Freelancer: ⟦PERSON|Olusegun Adeyemi⟧ (Lagos)
Milestone 3 escrow: ⟦AMOUNT|$1,800⟧. Client claims the logo files were late; freelancer says brief changed on ⟪date|Oct 21⟫.
Freelancer requests payout to ⟦IBAN|$iban_de1⟧ (his German account from his time in Hamburg).
Mediator: ⟦PERSON|J. Okonkwo⟧. Platform fee ⟪percent|10%⟫ applies to released funds.
"""))

A(("student_loan_statement", """
⟪org_name|Federal Student Aid⟫ — Annual Statement
Borrower: ⟦PERSON|Kayla M. Brooks⟧
SSN: ***-**-⟪id_tail|4410⟫
Mailing address: ⟦ADDRESS|1187 Pine Hollow Rd, Asheville, NC 28806⟧
Outstanding principal: ⟦AMOUNT|$27,418.33⟧
Interest accrued 2026: ⟦AMOUNT|$1,206.71⟧
Monthly payment (IDR plan): ⟦AMOUNT|$184.00⟧
Current federal rate for undergraduate loans: ⟪percent|6.53%⟫
Servicer contact: ⟦PHONE|1-800-555-0132⟧
"""))

A(("scholarship_award_letter", """
Dear ⟦PERSON|Aaliyah⟧,

On behalf of the ⟪org_name|Harriet Dunmore Foundation⟫, I am delighted to confirm your award of the Dunmore STEM Scholarship for 2027–28. You will receive ⟦AMOUNT|$12,500⟧ per academic year, paid directly to ⟪org_name|Purdue University⟫. Please send your signed acceptance and a copy of your SSN card (⟦SSN|$ssn2⟧ as given on your application) by ⟪date|January 15⟫.

The Scholarship is open to applicants with a GPA above ⟪threshold|3.5⟫.

With congratulations,
Dr. ⟦PERSON|Rebecca Lowry⟧
Program Director · ⟦EMAIL|rlowry@dunmorefoundation.org⟧
"""))

A(("veterans_benefits_call_transcript", """
AGENT: Veterans Affairs benefits line, this is ⟦PERSON|Marcus⟧. Can I have your name?
CALLER: Yes, it's ⟦PERSON|Raymond Tellez⟧, ⟦PERSON|T-E-L-L-E-Z⟧.
AGENT: Date of birth?
CALLER: ⟦DATE_OF_BIRTH|March third, nineteen fifty-eight⟧.
AGENT: Thanks. And the last four of your social?
CALLER: ⟪id_tail|6021⟫.
AGENT: I see your disability rating went to ⟪percent|70 percent⟫ for ⟦MEDICAL|PTSD⟧ and ⟦MEDICAL|bilateral tinnitus⟧. Your new monthly compensation is ⟦AMOUNT|one thousand seven hundred sixteen dollars⟧, starting ⟪date|December first⟫.
CALLER: And the back pay?
AGENT: ⟦AMOUNT|$4,382.10⟧, deposited within ten days.
"""))

A(("military_leave_form", """
LEAVE REQUEST – DA 31 (transcribed)
Name: SGT ⟦PERSON|OKAFOR, Chidi E.⟧     Unit: ⟪org_name|2-7 Infantry⟫, ⟪place|Fort Stewart⟫
Leave address: ⟦ADDRESS|3320 Magnolia Street, Savannah, GA 31404⟧
Phone while on leave: ⟦PHONE|(912) 555-0148⟧
Dates: ⟪date|20 Dec 2026⟫ – ⟪date|3 Jan 2027⟫ (15 days chargeable)
Reason: ordinary leave, wife ⟦PERSON|Ngozi⟧ due ⟦MEDICAL|C-section⟧ on ⟪date|22 Dec⟫.
Approved: CPT ⟦PERSON|L. Herrera⟧
"""))

A(("cruise_booking_confirmation", """
⟪org_name|Aurora Seaways⟫ – Booking Confirmation ⟪booking_ref|AS-7791-QK⟫
Ship: MS Nordlys Star · Sailing ⟪voyage_ref|NS2705⟫ · ⟪date|14–28 May 2027⟫
Guests:
 1. Mr ⟦PERSON|Geoffrey Hale⟧   DOB ⟦DATE_OF_BIRTH|02/04/1952⟧   Passport ⟦PASSPORT|533218904⟧
 2. Mrs ⟦PERSON|Patricia Hale⟧  DOB ⟦DATE_OF_BIRTH|17/09/1954⟧   Passport ⟦PASSPORT|529901176⟧
Cabin ⟪cabin_number|8142⟫ (balcony). Dietary: Mrs ⟦PERSON|Hale⟧ – ⟦MEDICAL|coeliac disease⟧.
Total fare paid: ⟦AMOUNT|£7,918.00⟧. Brochure price from ⟪price|£3,299pp⟫.
"""))

A(("holiday_let_checkin_whatsapp", """
Hi ⟦PERSON|Sophie⟧, welcome to ⟪property_name|Gull Cottage⟫! 🐚
Address: ⟦ADDRESS|3 Harbour Row, Mousehole, Penzance TR19 6QJ⟧
Key safe is left of the blue door, code ⟦PASSWORD|2 9 1 7⟧.
Wifi: GullCottage_5G / password ⟦PASSWORD|seashells4ever⟧
Your balance of ⟦AMOUNT|£642⟧ was received, thanks. Check-out by 10am on ⟪date|Saturday⟫. Any problems ring me on ⟦PHONE|07700 900731⟧ — ⟦PERSON|Morwenna⟧
"""))

A(("caravan_park_pitch_invoice", """
⟪org_name|Brackenridge Caravan & Camping Park⟫
Seasonal pitch invoice ⟪invoice_ref|BR-S27-0192⟫
Pitch ⟪site_number|C14⟫ (hardstanding, electric)
Owner: Mr & Mrs ⟦PERSON|D. Featherstone⟧, ⟦ADDRESS|18 Ravensworth Close, Darlington DL3 8QP⟧
Season 2027 pitch fee (tariff ⟪price|£2,950⟫) less early-payment discount: ⟦AMOUNT|£2,802.50⟧
Gas & electric recharge: ⟦AMOUNT|£311.18⟧
Total now due: ⟦AMOUNT|£3,113.68⟧
Pay to: ⟦IBAN|$iban_gb4⟧, reference ⟪invoice_ref|BR-S27-0192⟫
"""))

A(("plumber_quote_email", """
Hi ⟦PERSON|Gemma⟧,

Thanks for having me round yesterday. Quote for the bathroom as discussed:

- Remove old suite and make good ..... £480
- Supply & fit Triton shower (T80) .... £365
- New concealed cistern + pan ........ £610
Total: ⟦AMOUNT|£1,455⟧ (no VAT, I'm not registered)

I can start ⟪date|Monday 11th Jan⟫. For access while you're at work, you said the side gate code is ⟦PASSWORD|1-9-8-4⟧ and the key is with your neighbour ⟦PERSON|Trevor⟧ at number 12 — ⟦ADDRESS|12 Elmfield Road, Harrogate HG1 5DS⟧ — correct?

Cheers,
⟦PERSON|Dave Kettering⟧
⟪org_name|Kettering Plumbing & Heating⟫ · Gas Safe ⟪licence_ref|548112⟫ · ⟦PHONE|07700 900562⟧
"""))

A(("electrician_site_access_sms", """
Hi it's ⟦PERSON|Nick⟧ from ⟪org_name|Sparkwell Electrical⟫. Running 20 mins late for the consumer unit swap. Alarm code for the unit at ⟦ADDRESS|Unit 4, Tannery Yard, Leeds LS9 8AB⟧ still ⟦PASSWORD|5560⟧? Invoice for the deposit is ⟦AMOUNT|£250⟧, rest on completion.
"""))

A(("builder_stage_payment_contract", """
STAGE PAYMENT SCHEDULE – Schedule 2 to Building Contract ⟪contract_ref|NB-2026-031⟫
Employer: ⟦PERSON|Aisha Rahman⟧ and ⟦PERSON|Imran Rahman⟧
Site: ⟦ADDRESS|47 Cranbrook Road, Ilford IG1 4PG⟧
Contractor: ⟪org_name|Northbank Builders Ltd⟫ (Co. No. ⟪company_number|10933281⟫)
Contract sum: ⟦AMOUNT|£86,400⟧
 Stage 1 – foundations ........... ⟦AMOUNT|£12,960⟧ (paid ⟪date|14/10/2026⟫)
 Stage 2 – wall plate ............ ⟦AMOUNT|£21,600⟧ (paid ⟪date|25/11/2026⟫)
 Stage 3 – roof & windows ........ ⟦AMOUNT|£25,920⟧
 Stage 4 – practical completion .. ⟦AMOUNT|£21,600⟧
 Retention ⟪percent|5%⟫ ............. ⟦AMOUNT|£4,320⟧ released after ⟪duration|6 months⟫
Payments to ⟦IBAN|$iban_gb3⟧.
"""))

A(("helpdesk_mfa_enrolment_ticket", """
INC0048811 – MFA re-enrolment after phone replacement
Caller: ⟦PERSON|Rebecca Ashworth⟧ (⟦PERSON|rashworth⟧), Finance, ext ⟪extension|4471⟫
Verified by: employee ID ⟪employee_id|E-20331⟫ + manager callback to ⟦PERSON|Gareth Lowe⟧
Action: cleared old Authenticator registration; new TOTP seed issued ⟦SECRET|$totp1⟧ (user scanned QR, seed recorded here by mistake – to be redacted)
Backup codes: ⟦SECRET|$recov1⟧, ⟦SECRET|$recov2⟧
Resolved by ⟦PERSON|j.mensah⟧ at ⟪timestamp|2026-12-02 11:48⟫
"""))

A(("helpdesk_password_reset_email", """
From: IT Service Desk <⟦EMAIL|servicedesk@harrowfield.ac.uk⟧>
To: ⟦EMAIL|p.nwosu@harrowfield.ac.uk⟧

Hello ⟦PERSON|Peter⟧,

Your password has been reset as requested in call ⟪ticket_ref|RITM0091342⟫. Your temporary password is:

    ⟦PASSWORD|Blue-Kettle-4419⟧

You will be asked to change it at first sign-in. Passwords must be at least ⟪threshold|14 characters⟫.

IT Service Desk · ⟦PHONE|01865 555 300⟧
"""))

A(("laptop_handover_checklist", """
Laptop handover – ⟪asset_tag|LT-03312⟫ (Dell Latitude 7450, S/N ⟪serial_number|8HQ4XK3⟫)
From: ⟦PERSON|Carlos Mendes⟧ (leaver, last day ⟪date|4 Dec⟫)  To: ⟦PERSON|Yasmin Patel⟧
[x] BitLocker recovery key escrowed: ⟦SECRET|514283-092817-661045-339902-104577-700128-220913-485016⟧
[x] Local admin removed
[x] Home folder C:\\Users\\⟦PERSON|cmendes⟧ archived to share
[ ] Return charger (⟦PERSON|Carlos⟧ says it's at home)
Signed off by ⟦PERSON|T. Okoye⟧, IT
"""))

A(("right_to_work_check_record", """
Right to Work check — ⟪org_name|Greenvale Logistics⟫
Candidate: ⟦PERSON|Ana Lúcia Pereira⟧    Role: Warehouse Operative
Document: Portuguese passport ⟦PASSPORT|CB418273⟧ (expires ⟪date|2031-05-17⟫)
Date of birth: ⟦DATE_OF_BIRTH|06/02/1994⟧
Share code: ⟪share_code|W7K 4PX 9QM⟫ — pre-settled status confirmed online
NI number: ⟦NATIONAL_ID|SK 90 44 17 A⟧
Checked by: ⟦PERSON|Lee Dobson⟧, ⟪date|03/12/2026⟫
"""))

A(("hr_bank_details_form", """
PAYROLL – NEW BANK DETAILS
Employee name: ⟦PERSON|Pieter de Vries⟧     Employee no: ⟪employee_id|NL-0718⟫
BSN: ⟦NATIONAL_ID|$bsn1⟧
IBAN: ⟦IBAN|$iban_nl2⟧
BIC: ⟪bic|ABNANL2A⟫
Effective from: ⟪date|December 2026 payroll⟫
Monthly gross salary (for reference): ⟦AMOUNT|€4,850⟧
Signature: ⟦PERSON|P. de Vries⟧
"""))

A(("hr_emergency_contacts_yaml", """
# hr-export/employee_4412.yaml
employee:
  id: ⟪employee_id|4412⟫
  name: ⟦PERSON|Ingrid Solberg⟧
  personnummer: "⟦NATIONAL_ID|$pnr1⟧"
  home_address: "⟦ADDRESS|Västmannagatan 18, 113 25 Stockholm⟧"
  emergency_contacts:
    - name: ⟦PERSON|Erik Solberg⟧
      relation: spouse
      phone: "⟦PHONE|+46 70 555 12 84⟧"
    - name: ⟦PERSON|Karin Ahl⟧
      relation: sister
      phone: "⟦PHONE|+46 73 555 40 19⟧"
  medical_notes: "⟦MEDICAL|severe peanut allergy⟧ – carries ⟦MEDICAL|EpiPen⟧"
"""))

A(("occupational_health_referral", """
OCCUPATIONAL HEALTH REFERRAL – CONFIDENTIAL
Employee: ⟦PERSON|Siobhan Geraghty⟧   DOB: ⟦DATE_OF_BIRTH|22.11.1979⟧
Manager: ⟦PERSON|Paul Hendry⟧
Reason: Absent since ⟪date|2 Nov⟫ with ⟦MEDICAL|lower back pain⟧ following a manual handling incident (accident book ref ⟪case_ref|AB-2026-117⟫). GP fit note states ⟦MEDICAL|lumbar disc prolapse⟧; currently taking ⟦MEDICAL|naproxen 500mg⟧.
Questions: Is she fit for a phased return? Are adjustments needed (e.g. no lifting above ⟪threshold|10 kg⟫)?
"""))

A(("workplace_injury_riddor_note", """
RIDDOR F2508 draft — ⟪org_name|Castlegate Foods⟫, ⟪place|Wakefield⟫ site
Injured person: ⟦PERSON|Kieran Walsh⟧, line operator, age 27
Injury: ⟦MEDICAL|partial amputation of left index fingertip⟧ caught in conveyor ⟪equipment_id|CV-07⟫
Treated at ⟪org_name|Pinderfields Hospital⟫ A&E; off work 9 days so far.
Reported by: ⟦PERSON|Janine Cole⟧ (H&S) ⟦EMAIL|janine.cole@castlegatefoods.co.uk⟧
HSE ref ⟪case_ref|RIDDOR-2081447⟫
"""))

A(("optician_recall_letter", """
⟪org_name|Clearview Opticians⟫
⟪place|Canterbury⟫

Dear Mr ⟦PERSON|Hollis⟧,

Our records show your last eye examination was on ⟪date|14 June 2024⟫. As you have ⟦MEDICAL|glaucoma⟧ and use ⟦MEDICAL|latanoprost eye drops⟧, we recommend a check every 12 months. NHS sight tests are free for you; our standard private test is ⟪price|£35⟫.

Call ⟦PHONE|01227 555 019⟧ to book.

⟦PERSON|Ruth Mallory⟧ BSc MCOptom
"""))

A(("hearing_aid_finance_receipt", """
RECEIPT ⟪receipt_ref|HA-55031⟫    ⟪org_name|SoundPath Hearing Centre⟫
Patient: Mrs ⟦PERSON|Dorothy Ainsley⟧
Item: pair of ⟦MEDICAL|Phonak Audéo Lumity L90 hearing aids⟧ for ⟦MEDICAL|moderate high-frequency hearing loss⟧
Price: ⟪price|£3,995 per pair⟫
Paid today: ⟦AMOUNT|£995.00⟧ by card ⟦CARD|$mc4⟧ (CVC ⟦CVV|882⟧)
Balance on 0% finance: ⟦AMOUNT|£3,000.00⟧ over 12 months
"""))

A(("public_health_article_en", """
Five things to know about measles this winter

Cases of ⟪health_term|measles⟫ have risen in several European countries. ⟪health_term|Measles⟫ spreads through the air and can lead to ⟪health_term|pneumonia⟫ and ⟪health_term|encephalitis⟫. Two doses of the ⟪health_term|MMR vaccine⟫ give about ⟪percent|97%⟫ protection. Check your child's red book, and if a dose was missed, contact your GP practice — it is never too late to catch up. The ⟪org_name|UK Health Security Agency⟫ publishes weekly figures every ⟪date|Thursday⟫.
"""))

A(("router_spec_sheet", """
NetSpan AX3000 Dual-Band Router — Spec Sheet (firmware ⟪version|1.4.22 build 20261102⟫)
Wi-Fi: 802.11ax, 2.4 GHz ⟪measure|574 Mbps⟫ + 5 GHz ⟪measure|2402 Mbps⟫
Ports: 1× WAN, 4× LAN gigabit
Default LAN address: ⟪doc_ip|192.0.2.1⟫ (documentation example; your unit ships as printed on the label)
Management port: ⟪port|8443⟫
Model: ⟪product_code|NS-AX3000-EU⟫    RRP: ⟪price|€89.99⟫
"""))

A(("ferry_timetable", """
Winter Timetable — ⟪org_name|Solent Isle Ferries⟫ (valid ⟪date|1 Nov 2026⟫ – ⟪date|28 Feb 2027⟫)
Portsmouth → Fishbourne: 06:00, 07:30, 09:00, 11:00, 13:00, 15:30, 18:00, 20:30
Fishbourne → Portsmouth: 07:00, 08:30, 10:00, 12:00, 14:30, 17:00, 19:15, 21:30
Car + driver single from ⟪price|£62.50⟫; foot passenger return ⟪price|£19.80⟫.
Sailing ⟪voyage_ref|SF-0730⟫ does not run on ⟪date|25 December⟫.
"""))

A(("shipping_bill_of_lading_email", """
Subject: B/L ⟪bl_number|MAEU 238114907⟫ – demurrage invoice

Dear Mr ⟦PERSON|Haddad⟧,

Container ⟪container_number|MSKU 7719024⟫ was discharged at ⟪place|Felixstowe⟫ on ⟪date|18 Nov⟫. Free time has expired and demurrage of ⟦AMOUNT|$1,140.00⟧ is now owed by your company at the published tariff (⟪price|$95/day⟫). Please settle to ⟦IBAN|$iban_de2⟧ or contact me on ⟦PHONE|+44 1394 555 602⟧.

Regards,
⟦PERSON|Katarzyna Nowak⟧
Import Services, ⟪org_name|Baltic Crown Line⟫
"""))

A(("cruise_medical_form", """
PRE-BOARDING HEALTH QUESTIONNAIRE – ⟪org_name|Aurora Seaways⟫ voyage ⟪voyage_ref|NS2705⟫
Guest: ⟦PERSON|Harold Beckwith⟧   Cabin ⟪cabin_number|6021⟫
Q3. Do you require oxygen or mobility aids? YES – ⟦MEDICAL|portable oxygen concentrator⟧ for ⟦MEDICAL|COPD⟧
Q5. Medications on board: ⟦MEDICAL|tiotropium inhaler⟧, ⟦MEDICAL|warfarin 3mg⟧
Next of kin ashore: ⟦PERSON|Linda Beckwith⟧ ⟦PHONE|+1 (503) 555-0126⟧
"""))

A(("sportsbook_api_env", """
# .env — odds-sync service (staging)
ODDS_PROVIDER_URL=https://api.oddsfeed.example/v4
ODDS_API_KEY=⟦APIKEY|$dd1⟧
DB_HOST=⟦IP_ADDRESS|10.0.14.22⟧
DB_PORT=⟪port|5432⟫
DB_USER=odds_rw
DB_PASSWORD=⟦PASSWORD|r4c3d4y-Turf!9⟧
SENTRY_DSN=https://⟪hash|$sha3⟫@o44120.ingest.sentry.io/⟪project_id|5512⟫
STRIPE_SECRET_KEY=⟦APIKEY|$sklive1⟧
STRIPE_PUBLISHABLE_KEY=⟪app_id|$pk2⟫
MAX_STAKE_GBP=⟪threshold|5000⟫
"""))

A(("betting_self_exclusion_letter", """
Dear ⟦PERSON|Callum⟧,

We confirm that your account (username ⟦PERSON|callum_mcg⟧) has been self-excluded for ⟪duration|5 years⟫ from ⟪date|1 December 2026⟫. Your remaining balance of ⟦AMOUNT|£37.42⟧ has been returned to your debit card ending ⟪masked_card|5521⟫.

If you need support, ⟪org_name|GamStop⟫ and ⟪org_name|GamCare⟫ are available. 

⟪org_name|Fairplay Bets⟫ Responsible Gambling Team
"""))

A(("dating_profile_export_json", """
{"profile_id": "⟪user_id|dp_882103⟫", "display_name": "⟦PERSON|Marek⟧", "full_name": "⟦PERSON|Marek Zieliński⟧",
 "dob": "⟦DATE_OF_BIRTH|1989-02-14⟧", "pesel": "⟦NATIONAL_ID|$pesel1⟧", "city": "⟪place|Kraków⟫",
 "bio": "Engineer, climber, dog dad to ⟪pet_name|Bruno⟫ 🐕",
 "phone": "⟦PHONE|+48 601 555 218⟧", "last_login_ip": "⟦IP_ADDRESS|83.24.117.201⟧",
 "premium": true, "spend_total_pln": ⟦AMOUNT|389.97⟧, "premium_price_pln": ⟪price|59.99⟫}
"""))

A(("genealogy_gedcom_fragment", """
0 @I14@ INDI
1 NAME ⟦PERSON|Johanna Maria /Virtanen/⟧
1 SEX F
1 BIRT
2 DATE ⟦DATE_OF_BIRTH|12 MAR 1988⟧
2 PLAC ⟪place|Tampere, Finland⟫
1 NOTE Living person. HETU ⟦NATIONAL_ID|$hetu1⟧ entered by ⟦PERSON|mvirtanen⟧ — remove before sharing
1 FAMC @F3@
0 @I15@ INDI
1 NAME ⟦PERSON|Aarne /Virtanen/⟧
1 BIRT
2 DATE ⟪date|ABT 1921⟫
1 DEAT
2 DATE ⟪date|1994⟫
"""))

A(("us_payroll_w4_slack", """
⟦PERSON|Dana Whitfield⟧ 3:12 PM
hey @⟦PERSON|mike.chen⟧ can you fix ⟦PERSON|Jordan⟧'s W-4? SSN was keyed as ⟦SSN|$ssn3⟧ but on the card it's ⟦SSN|$ssn4⟧
⟦PERSON|mike.chen⟧ 3:15 PM
fixed in ADP, next paycheck ⟦AMOUNT|$2,318.44⟧ net should be right
"""))

A(("library_ill_request_form", """
Inter-Library Loan Request
Patron: ⟦PERSON|Okonjo, Chiamaka⟧    Library card: ⟪library_card|21187004412290⟫
Email: ⟦EMAIL|chiamaka.okonjo@student.uwe.example⟧
Item: "Post-colonial Lagos: Housing and Memory" (ISBN ⟪isbn|978-0-19-884412-6⟫)
Charge: ⟪price|£5.00 per request⟫ — patron has prepaid credit of ⟦AMOUNT|£15.00⟧
Notes: patron has ⟦MEDICAL|dyslexia⟧, requests accessible PDF if available.
"""))

A(("museum_volunteer_rota_email", """
Hi all,

Rota for the ⟪event|Winter Lights⟫ late openings at ⟪org_name|Pembrook House Museum⟫:
 Fri 11 Dec – ⟦PERSON|Bev⟧ & ⟦PERSON|Tariq⟧ (front desk), ⟦PERSON|Hannah⟧ (cloakroom)
 Sat 12 Dec – ⟦PERSON|Graham⟧ & ⟦PERSON|Lou⟧
Staff door code changes to ⟦PASSWORD|7 4 0 2⟧ from Friday. Please don't write it on the rota board!

Thanks, ⟦PERSON|Marion⟧ (Volunteer Coordinator)
"""))

A(("betting_transaction_csv", """
txn_id,account,customer_name,type,amount_gbp,balance_after,timestamp
⟪transaction_id|T9920431⟫,⟪account_id|AC-22871⟫,⟦PERSON|Liam Doherty⟧,deposit,⟦AMOUNT|100.00⟧,⟦AMOUNT|142.50⟧,⟪timestamp|2026-11-28T20:11:04Z⟫
⟪transaction_id|T9920518⟫,⟪account_id|AC-22871⟫,⟦PERSON|Liam Doherty⟧,bet,⟦AMOUNT|-50.00⟧,⟦AMOUNT|92.50⟧,⟪timestamp|2026-11-28T20:19:47Z⟫
⟪transaction_id|T9921207⟫,⟪account_id|AC-22871⟫,⟦PERSON|Liam Doherty⟧,win,⟦AMOUNT|212.00⟧,⟦AMOUNT|304.50⟧,⟪timestamp|2026-11-28T22:02:15Z⟫
⟪transaction_id|T9921950⟫,⟪account_id|AC-30114⟫,⟦PERSON|Niamh Brennan⟧,withdrawal,⟦AMOUNT|-75.00⟧,⟦AMOUNT|18.20⟧,⟪timestamp|2026-11-28T23:40:09Z⟫
"""))

A(("dating_app_payment_failure_log", """
2026-12-01 19:22:07,114 ERROR [billing] charge failed user=⟪user_id|u_551902⟫ name="⟦PERSON|Chloe Martin⟧" plan=gold_monthly amount=⟪price|24.99⟫ card=⟪masked_card|************7730⟫ reason=insufficient_funds
2026-12-01 19:22:07,118 WARN  [billing] retry scheduled in ⟪duration|24h⟫
2026-12-01 19:22:09,402 DEBUG [push] token=⟦SECRET|$tok2⟧ sent "payment_failed" to device ⟪uuid|$uuid3⟫
"""))

A(("probate_estate_accounts_table", """
| Asset / liability                        | Value        |
|------------------------------------------|--------------|
| ⟪org_name|Lloyds⟫ current account (deceased) | ⟦AMOUNT|£6,114.20⟧  |
| ISA, ⟪org_name|Hargreaves Lansdown⟫          | ⟦AMOUNT|£38,902.77⟧ |
| Funeral account paid to ⟪org_name|Co-op Funeralcare⟫ | ⟦AMOUNT|-£4,280.00⟧ |
| Refund of council tax to estate          | ⟦AMOUNT|£212.56⟧    |
Executors: ⟦PERSON|Alan Prescott⟧ and ⟦PERSON|Helen Prescott-Wade⟧. Estate of ⟦PERSON|Edith May Prescott⟧ (d. ⟪date|2 Aug 2026⟫).
"""))

A(("will_draft_ocr", """
THIS IS THE LAST WILL of me ⟦PERSON|BRIAN ANTHONY KEOGH⟧ of ⟦ADDRESS|14 Glenvale Park, Newry BT34 2QX⟧
1. I REVOKE all former wills.
2. I APPOINT my daughter ⟦PERSON|SHAUNA KEOGH⟧ and my friend ⟦PERSON|PATRICK "PADDY" MALLON⟧ (⟦PERSON|Paddy⟧) to be my executors.
3. I GIVE the sum of ⟦AMOUNT|£2,000⟧ to my grandson ⟦PERSON|Cillian⟧ and my dog ⟪pet_name|Rusty⟫ to ⟦PERSON|Shauna⟧.
4. I GIVE the residue of my estate to my children in equal shares.
Signed ⟪date|this 30th day of November 2026⟫
"""))

A(("dna_relative_reunion_email", """
Dear Mrs ⟦PERSON|Lindgren⟧,

I'm writing because the DNA site shows you as my ⟪relationship|predicted half-sibling⟫. I was adopted in ⟪date|1968⟫ from ⟪org_name|St Margaret's Home⟫ in ⟪place|Edinburgh⟫, and my birth certificate names my mother as ⟦PERSON|Agnes Dunbar⟧. I understand this may be a shock.

If you are willing, you can reach me at ⟦EMAIL|r.holloway1968@btinternet.com⟧ or ⟦PHONE|07700 900284⟧.

With warm wishes,
⟦PERSON|Rosalind Holloway⟧ (née ⟦PERSON|Dunbar⟧)
"""))

A(("crm_contact_record_api_response", """
{
  "contact": {
    "id": "⟪record_id|0035g00000XyZ1AAK⟫",
    "FirstName": "⟦PERSON|Lorenzo⟧",
    "LastName": "⟦PERSON|Bianchi⟧",
    "Email": "⟦EMAIL|l.bianchi@studiobianchi.it⟧",
    "Phone": "⟦PHONE|+39 02 5550 1842⟧",
    "MailingStreet": "⟦ADDRESS|Via Solferino 22, 20121 Milano⟧",
    "Codice_Fiscale__c": null,
    "Lifetime_Spend__c": ⟦AMOUNT|18420.00⟧,
    "LeadSource": "Trade show ⟪event|Salone 2026⟫"
  },
  "api_version": "⟪version|v61.0⟫"
}
"""))

A(("ad_conversion_pixel_debug", """
[debug] fbq('init', '⟪app_id|734418920117702⟫');
[debug] fbq('track', 'Purchase', {value: ⟦AMOUNT|129.00⟧, currency: 'EUR'});
[debug] advanced matching: em=⟦EMAIL|julia.hoffmann@web.de⟧ ph=⟦PHONE|491705551294⟧ fn=⟦PERSON|julia⟧ ln=⟦PERSON|hoffmann⟧ ct=⟪place|münchen⟫
[debug] client_ip=⟦IP_ADDRESS|178.26.91.140⟧ ua="Mozilla/5.0 (Macintosh)" event_id=⟪uuid|$uuid4⟫
[debug] access_token=⟦SECRET|EAAGm0PX4ZCpsBA8ZAZBqL9xZC7QfRZAxV2kZCwM1u7Tn3bQZDZD⟧
"""))

A(("payment_processor_webhook_payload", """
POST /webhooks/adyen HTTP/1.1
Host: shop.example
Content-Type: application/json

{"live":"true","notificationItems":[{"NotificationRequestItem":{
 "amount":{"currency":"EUR","value":⟦AMOUNT|15990⟧},
 "eventCode":"CHARGEBACK","pspReference":"⟪psp_ref|8816042991273316⟫",
 "merchantReference":"⟪order_ref|ORD-44711⟫",
 "additionalData":{"cardHolderName":"⟦PERSON|Sanne Bakker⟧","shopperEmail":"⟦EMAIL|sanne.bakker@ziggo.nl⟧","iban":"⟦IBAN|$iban_nl1⟧","chargebackReasonCode":"⟪reason_code|10.4⟫"}}}]}
"""))

A(("card_fraud_call_transcript", """
BANK: Fraud team, you're speaking with ⟦PERSON|Imogen⟧. Before we go on, can you confirm the long card number?
CUSTOMER: It's ⟦CARD|$visa5⟧.
BANK: Thank you. And the three digits on the back?
CUSTOMER: ⟦CVV|609⟧.
BANK: We'd never normally ask for that, sorry — I'll note it. We blocked a payment of ⟦AMOUNT|£899.00⟧ to an electronics site at 2am. Was that you?
CUSTOMER: No. Definitely not.
BANK: Okay, I'm cancelling the card; the new one goes to ⟦ADDRESS|9 Beech Grove, Stirling FK8 1QT⟧.
"""))

A(("gig_freelancer_invoice", """
INVOICE ⟪invoice_ref|INV-2026-044⟫
From: ⟦PERSON|Aleksandra Wiśniewska⟧ — illustration & motion
⟦ADDRESS|ul. Mokotowska 48/12, 00-543 Warszawa⟧
PESEL: ⟦NATIONAL_ID|$pesel2⟧
To: ⟪org_name|Brightwave Studio Ltd⟫
Animated explainer (90s) ................. ⟦AMOUNT|€2,600.00⟧
Revisions (round 3) ...................... ⟦AMOUNT|€240.00⟧
Total ..................................... ⟦AMOUNT|€2,840.00⟧
Bank: ⟦IBAN|$iban_pl1⟧   Due: ⟪date|31 Dec 2026⟫
"""))

A(("student_loan_spain_email", """
Hola ⟦PERSON|Lucía⟧,

Your Erasmus+ Master Loan repayment plan is attached. Outstanding balance: ⟦AMOUNT|€11,250.00⟧; first instalment of ⟦AMOUNT|€187.50⟧ due ⟪date|1 February 2027⟫. We still need your DNI (we have ⟦NATIONAL_ID|$dni1⟧ — please confirm) and your Spanish IBAN; you wrote ⟦IBAN|$iban_es1⟧ on the form.

Kind regards,
⟦PERSON|Mark Jansen⟧, Student Finance Office
"""))

A(("veterans_housing_caseworker_notes", """
Case ⟪case_ref|VH-3318⟫ — ⟦PERSON|Terrence "T" Boyd⟧ (Army 2004–2016)
Seen at drop-in ⟪date|12/02⟫. Sleeping in car near ⟪place|Dayton VA⟫. Reports ⟦MEDICAL|TBI⟧ from IED blast 2009, ⟦MEDICAL|chronic migraines⟧, on ⟦MEDICAL|topiramate 50mg⟧.
SSN verified: ⟦SSN|$ssn5⟧. HUD-VASH voucher application submitted; rent cap ⟪price|$1,150⟫.
Contact via sister ⟦PERSON|Denise Boyd⟧ ⟦PHONE|(937) 555-0104⟧.
"""))

A(("cruise_onboard_account_statement", """
Onboard Account Statement — Folio ⟪folio_ref|88214-03⟫
Guest: Mr ⟦PERSON|Anand Krishnamurthy⟧   Cabin ⟪cabin_number|10544⟫
Card on file: ⟦CARD|$amex1⟧
⟪date|03 Dec⟫ Spa – hot stone massage ........ ⟦AMOUNT|$189.00⟧
⟪date|04 Dec⟫ Shore excursion ⟪tour_code|CZM-12⟫ ........ ⟦AMOUNT|$149.00⟧
⟪date|05 Dec⟫ Medical centre – consultation ⟦MEDICAL|seasickness⟧ + ⟦MEDICAL|Scopoderm patch⟧ ⟦AMOUNT|$96.50⟧
Gratuities (standard ⟪price|$18/day⟫) ........ ⟦AMOUNT|$126.00⟧
Balance charged: ⟦AMOUNT|$560.50⟧
"""))

A(("holiday_let_airbnb_message_dispute", """
Hi ⟦PERSON|Rachel⟧, sorry to raise this — after your stay we found the sofa badly stained and the carpet cleaning cost ⟦AMOUNT|£145⟧. I've submitted a damage claim through the platform (⟪case_ref|HMZ8K2QPL⟫). Photos attached. Happy to discuss. ⟦PERSON|Tom⟧ (host, ⟪property_name|The Old Bakery⟫)
"""))

A(("electrician_eicr_report_excerpt", """
ELECTRICAL INSTALLATION CONDITION REPORT ⟪report_ref|EICR-26-11893⟫
Client: ⟪org_name|Harbour View Lettings⟫ (contact: Ms ⟦PERSON|Kay Penhaligon⟧)
Installation address: ⟦ADDRESS|Flat 3, 21 Quay Street, Falmouth TR11 3HH⟧
Overall: UNSATISFACTORY — C2: no RCD protection on sockets; C3: ⟪equipment_id|Wylex⟫ board.
Inspector: ⟦PERSON|Ryan Tremayne⟧ (⟪licence_ref|NICEIC 604772⟫)  Fee invoiced: ⟦AMOUNT|£180.00⟧
"""))

A(("it_helpdesk_shared_mailbox_chat", """
⟦PERSON|Fiona⟧: can someone give ⟦PERSON|Raj⟧ access to the payroll@ mailbox?
⟦PERSON|Greg⟧ (IT): done. ⟦PERSON|Raj⟧ — sign out/in of Outlook. Mailbox is ⟦EMAIL|payroll@dunmoreengineering.co.uk⟧
⟦PERSON|Raj⟧: thanks! also my MFA phone number is wrong, should be ⟦PHONE|07700 900915⟧
⟦PERSON|Greg⟧ (IT): updated 👍
"""))

A(("onboarding_welcome_email_india", """
Hi ⟦PERSON|Aditya⟧,

Welcome to ⟪org_name|Quanta Analytics⟫! To complete onboarding please verify these details from your form:
 • Aadhaar: ⟦NATIONAL_ID|$aadhaar1⟧
 • PAN: ⟪tax_ref|pending upload⟫
 • Bank: ⟪org_name|HDFC Bank⟫, account ⟪id_tail|xxxx4471⟫
 • CTC: ⟦AMOUNT|₹18,40,000⟧ per annum
Your laptop will be couriered to ⟦ADDRESS|Flat 402, Prestige Lakeside, Varthur Road, Bengaluru 560087⟧.

Regards, ⟦PERSON|Meera Iyer⟧, People Ops
"""))

A(("occupational_health_audiometry_csv", """
emp_id,name,dept,date,left_4k_db,right_4k_db,outcome
⟪employee_id|1182⟫,⟦PERSON|S. Patel⟧,Press shop,⟪date|2026-11-10⟫,45,40,⟦MEDICAL|noise-induced hearing loss (category 3)⟧
⟪employee_id|1190⟫,⟦PERSON|K. Adebayo⟧,Press shop,⟪date|2026-11-10⟫,15,20,normal
⟪employee_id|1207⟫,⟦PERSON|M. Rossi⟧,Assembly,⟪date|2026-11-11⟫,30,55,⟦MEDICAL|unilateral hearing loss right – refer ENT⟧
"""))

A(("special_needs_ehcp_email", """
Dear Mr and Mrs ⟦PERSON|Adeyemi⟧,

Following the annual review of ⟦PERSON|Tobi⟧'s EHCP, the panel agreed to increase funding to ⟦AMOUNT|£14,200⟧ a year for 1:1 support in light of his ⟦MEDICAL|cerebral palsy⟧ and ⟦MEDICAL|epilepsy⟧. His rescue medication (⟦MEDICAL|buccal midazolam⟧) will be held in the school office. Transport from ⟦ADDRESS|62 Hillside Road, Luton LU3 1HX⟧ continues.

⟦PERSON|Joanne Fairley⟧, SEN Caseworker, ⟪org_name|Luton Borough Council⟫
"""))

A(("ci_github_actions_log", """
2026-12-02T10:14:31.8840Z ##[group]Run npm publish
2026-12-02T10:14:31.8841Z env:
2026-12-02T10:14:31.8842Z   NODE_AUTH_TOKEN: ⟦APIKEY|$npm1⟧
2026-12-02T10:14:33.1120Z npm notice Publishing to https://registry.npmjs.org/ with tag latest
2026-12-02T10:14:34.0071Z + @acme/ui-kit@⟪version|4.7.2⟫
2026-12-02T10:14:34.2210Z Triggered by ⟦PERSON|rkaur⟧ on commit ⟪commit_sha|$sha3⟫
"""))

A(("terraform_state_leak_postmortem", """
Postmortem: tfstate exposed in public bucket (SEV-2)
Date: ⟪date|2026-11-18⟫   Author: ⟦PERSON|Maya Goldberg⟧
Summary: the bucket ⟪bucket|corp-tfstate-euw1⟫ was made public for ⟪duration|31 minutes⟫. The state file contained:
 - RDS master password `⟦PASSWORD|Xk9!vRt2#pLq⟧`
 - Datadog API key ⟦APIKEY|$dd2⟧
 - Google Maps key ⟦APIKEY|$aiza1⟧
Access logs show one unknown GET from ⟦IP_ADDRESS|185.220.101.47⟧. All credentials rotated by ⟦PERSON|Ivan Petrov⟧ within 2 hours.
CIDR allow-list applied: ⟪cidr|10.0.0.0/8⟫.
"""))

A(("hf_model_repo_issue", """
Issue: leaked token in notebook — opened by @⟦PERSON|lena-schulz⟧
Cell 3 of `train.ipynb` contains `login(token="⟦APIKEY|$hf1⟧")`. Please revoke. Also the W&B run ⟪run_id|3x8kq2vd⟫ logs the same token in its config.
Reply from ⟦PERSON|Oscar⟧: revoked, thanks ⟦PERSON|Lena⟧. Forcing history rewrite now.
"""))

A(("db_backup_cron_log", """
[2026-12-03 02:00:01] backup.sh start host=⟪hostname|db-prod-02⟫ (⟦IP_ADDRESS|10.50.1.12⟧)
[2026-12-03 02:00:01] using credentials from /home/⟦PERSON|mwhitaker⟧/.pgpass
[2026-12-03 02:14:52] dump ok: size=⟪file_size|18.4 GB⟫ sha256=⟪hash|$sha2⟫
[2026-12-03 02:15:40] upload to s3://⟪bucket|acme-backups-eu⟫ ok
[2026-12-03 02:15:41] notify ⟦SECRET|$slackhook1⟧ status=200
"""))

A(("heat_pump_price_list", """
⟪org_name|Northwarm⟫ Heat Pump Price List — effective ⟪date|1 January 2027⟫ (rev ⟪version|C⟫)
ArcticAir 5kW monobloc ........ ⟪price|£4,250⟫
ArcticAir 8kW monobloc ........ ⟪price|£5,100⟫
200L cylinder ................. ⟪price|£1,180⟫
Boiler Upgrade Scheme grant: ⟪price|£7,500⟫ deducted for eligible installs.
Prices include VAT at ⟪percent|0%⟫ (energy-saving materials relief).
"""))

A(("us_tax_prep_sms", """
Hi Mrs ⟦PERSON|Alvarez⟧, ⟪org_name|Sunbelt Tax Services⟫ here. We're missing the SSN for your dependent ⟦PERSON|Mateo⟧ — we have ⟦SSN|$ssn6⟧ for you; please text his, or call ⟦PHONE|(480) 555-0139⟧. Your estimated refund is ⟦AMOUNT|$3,412⟧.
"""))

A(("secrets_scan_report_markdown", """
## Secret scan — repo ⟪repo_name|growth/marketing-automation⟫ (scan ⟪scan_id|#2207⟫)
| File | Line | Finding | Value |
|---|---|---|---|
| `sync/mailchimp.py` | 14 | SendGrid key | ⟦APIKEY|$sg2⟧ |
| `bots/alerts.py` | 9 | Slack bot token | ⟦APIKEY|$xoxb1⟧ |
| `scripts/gh_release.sh` | 3 | GitHub fine-grained PAT | ⟦APIKEY|$ghpat1⟧ |
| `analytics/export.ipynb` | cell 2 | Anthropic key | ⟦APIKEY|$ant1⟧ |
| `README.md` | 40 | Stripe publishable key (ok) | ⟪app_id|$pk1⟫ |
Owner notified: ⟦PERSON|Callie Brennan⟧ (⟦EMAIL|callie.brennan@brightwave.io⟧)
"""))

A(("shopify_app_support_email", """
Hi ⟦PERSON|Jonas⟧,

Our logs show your storefront app is still calling the Admin API with the old token ⟦APIKEY|$shop1⟧, which was revoked on ⟪date|Nov 26⟫. Please generate a new one under Apps > Develop apps. Your app's client ID (⟪app_id|a8f41c2290de3b7e55f1a0c9d4e6b812⟫) does not change.

Your unpaid usage charges are ⟦AMOUNT|$212.40⟧ — the app plan is ⟪price|$29/month⟫.

⟦PERSON|Ayesha⟧ · Partner Support
"""))

A(("discord_bot_incident_chat", """
[mod-log] ⟦PERSON|kai.nakamura⟧: someone pasted our bot token in #general 😬 ⟦APIKEY|$disc1key⟧
[mod-log] ⟦PERSON|Ruby⟧: deleted the message. resetting token now
[mod-log] ⟦PERSON|kai.nakamura⟧: also the webhook for #announcements was in the same paste: ⟦SECRET|$discordhook1⟧
[mod-log] ⟦PERSON|Ruby⟧: rotated both. guild id ⟪app_id|1098834412007732211⟫ is public anyway
"""))

A(("crypto_exchange_kyc_ticket", """
Ticket ⟪ticket_ref|KYC-90441⟫ – withdrawal review
User: ⟦PERSON|Dmitri Volkov⟧ (⟦PERSON|dmitri.volkov⟧), ⟦EMAIL|d.volkov@mailbox.org⟧
Withdrawal: 0.84 BTC to ⟪wallet_address|$btc1⟫ — user balance after: ⟦AMOUNT|0.0213 BTC⟧
Deposit tx ⟪tx_hash|$txh1⟫ from ⟪wallet_address|$eth1⟫
User also pasted his exchange API key ⟦APIKEY|$dd1⟧ and its secret ⟦SECRET|$hex1⟧ in the chat; advised to rotate.
Passport: ⟦PASSPORT|753118240⟧ (RU internal number not accepted)
"""))

A(("hr_payroll_sql_insert", """
INSERT INTO payroll_employee (emp_no, full_name, ssn, dob, bank_routing, account_tail, annual_salary) VALUES
(⟪employee_id|70112⟫, '⟦PERSON|Marisol Vega⟧', '⟦SSN|$ssn7⟧', '⟦DATE_OF_BIRTH|1986-07-30⟧', '⟪routing_number|121000358⟫', '⟪id_tail|0442⟫', ⟦AMOUNT|68500.00⟧),
(⟪employee_id|70113⟫, '⟦PERSON|Derrick Lam⟧', '⟦SSN|$ssn8⟧', '⟦DATE_OF_BIRTH|1993-12-02⟧', '⟪routing_number|026009593⟫', '⟪id_tail|9917⟫', ⟦AMOUNT|91250.00⟧);
"""))

A(("canada_benefits_letter", """
⟪org_name|Service Canada⟫
Mme ⟦PERSON|Geneviève Tremblay⟧
⟦ADDRESS|1450 rue Sherbrooke Ouest, app. 804, Montréal QC H3G 1K4⟧

Your Canada Pension Plan disability benefit has been approved. SIN: ⟦NATIONAL_ID|$sin1⟧. Monthly amount: ⟦AMOUNT|$1,606.78⟧, retroactive payment ⟦AMOUNT|$9,640.68⟧. Medical basis: ⟦MEDICAL|multiple sclerosis (relapsing-remitting)⟧.
Questions: ⟦PHONE|1-800-277-9914⟧
"""))

A(("hotel_card_authorisation_form", """
CREDIT CARD AUTHORISATION – ⟪org_name|The Harrowgate Hotel⟫
Guest: ⟦PERSON|Yusuf Demir⟧    Arrival ⟪date|18/12/2026⟫, 3 nights, room ⟪room_number|412⟫
Card type: AMEX   Number: ⟦CARD|$amex2⟧   Expiry: ⟪card_expiry|11/28⟫   CID: ⟦CVV|4417⟧
I authorise a charge of ⟦AMOUNT|£684.00⟧ plus incidentals.
Rate: ⟪price|£228 per night⟫ B&B
Signature: ⟦PERSON|Y. Demir⟧    Mobile: ⟦PHONE|+90 532 555 18 04⟧
"""))

A(("gdpr_subject_access_request", """
Subject: Subject Access Request – ⟦PERSON|Oliwia Kamińska⟧

To the Data Protection Officer, ⟪org_name|Fit4Life Gyms⟫ (⟦EMAIL|dpo@fit4life.example⟧),

Under Article 15 GDPR I request a copy of all personal data you hold about me, including CCTV and the notes about my ⟦MEDICAL|knee reconstruction⟧ that the trainer recorded. My membership number is ⟪member_ref|F4L-0099182⟫; I was born on ⟦DATE_OF_BIRTH|4 February 1995⟧ and lived at ⟦ADDRESS|27 Fenwick Street, Liverpool L2 7NB⟧ when I joined.

⟦PERSON|Oliwia Kamińska⟧
"""))

A(("kubernetes_configmap_leak_slack", """
⟦PERSON|priya.s⟧ 09:31  fyi ⟪namespace|billing⟫ configmap has plaintext creds 🙃
```
data:
  SMTP_URL: "smtps://billing-bot:⟦SECRET|M4il!Rel4y2026⟧@⟪hostname|smtp.mailgun.org⟫:⟪port|465⟫"
  OPENAI_KEY: "⟦APIKEY|$oai2⟧"
  PYPI_UPLOAD: "⟦APIKEY|$pypi1⟧"
  LISTEN: "⟪bind_address|0.0.0.0⟫:⟪port|8080⟫"
```
⟦PERSON|Gabe⟧ 09:33  moving to external-secrets today, thanks ⟦PERSON|Priya⟧
"""))

A(("sailing_crew_list", """
CREW LIST — yacht "⟪vessel_name|Blue Tern⟫", departing ⟪place|Falmouth⟫ ⟪date|06 Jan 2027⟫ for ⟪place|Lanzarote⟫
1. Skipper ⟦PERSON|Hamish Gillespie⟧  GBR passport ⟦PASSPORT|561209884⟧  DOB ⟦DATE_OF_BIRTH|11/03/1966⟧
2. ⟦PERSON|Saskia Vermeer⟧  NLD passport ⟦PASSPORT|NX8R41T72⟧  DOB ⟦DATE_OF_BIRTH|29/08/1991⟧
3. ⟦PERSON|Tomás Ó Briain⟧  IRL passport ⟦PASSPORT|PC3381940⟧  DOB ⟦DATE_OF_BIRTH|02/05/1988⟧  — ⟦MEDICAL|penicillin allergy⟧
MMSI ⟪mmsi|235098712⟫. Emergency shore contact: ⟦PERSON|Fiona Gillespie⟧ ⟦PHONE|07700 900377⟧
"""))

A(("ipv6_firewall_log", """
Dec  3 22:41:07 fw01 kernel: [UFW BLOCK] IN=eth0 SRC=⟦IP_ADDRESS|2a01:4f8:c17:3b2a::1⟧ DST=⟦IP_ADDRESS|2a01:4f8:1c1c:9e10::2⟧ PROTO=TCP DPT=⟪port|22⟫
Dec  3 22:41:09 fw01 kernel: [UFW BLOCK] IN=eth0 SRC=⟪doc_ip|2001:db8:4400::17⟫ DST=⟦IP_ADDRESS|2a01:4f8:1c1c:9e10::2⟧ PROTO=UDP DPT=⟪port|161⟫
Dec  3 22:41:12 fw01 sshd[8812]: Accepted publickey for ⟦PERSON|hbauer⟧ from ⟦IP_ADDRESS|192.168.178.44⟧ port 51122
Dec  3 22:41:12 fw01 sshd[8812]: pam_unix(sshd:session): session opened for user ⟦PERSON|hbauer⟧
"""))

A(("sepa_direct_debit_mandate", """
SEPA Direct Debit Mandate — Creditor ID ⟪creditor_id|DE98ZZZ09999999999⟫
Creditor: ⟪org_name|Waldblick Ferienpark GmbH⟫
Debtor: ⟦PERSON|Katharina Roth⟧, ⟦ADDRESS|Lindenstraße 42, 50674 Köln⟧
IBAN: ⟦IBAN|$iban_de3⟧    BIC: ⟪bic|COLSDE33XXX⟫
Mandate ref: ⟪mandate_ref|WBF-M-2026-7731⟫
Amount: ⟦AMOUNT|€1,240.00⟧ (chalet ⟪site_number|H7⟫, 27 Dec – 3 Jan)
"""))

A(("belgian_freelancer_payout_email", """
Hi ⟦PERSON|Thibault⟧,

Your November payout of ⟦AMOUNT|€3,915.60⟧ failed because the IBAN on file (⟦IBAN|$iban_be1⟧) was closed. Please update it in Settings → Payouts. Payouts for Belgium are sent every ⟪date|Tuesday⟫; the minimum payout is ⟪threshold|€50⟫.

— ⟪org_name|Freelanza⟫ Payments (⟦EMAIL|payments@freelanza.example⟧)
"""))

A(("austrian_museum_refund_ticket", """
Refund request ⟪ticket_ref|MQ-44810⟫ (⟪org_name|Museumsquartier Wien⟫ online shop)
Customer: ⟦PERSON|Florian Gruber⟧ <⟦EMAIL|f.gruber@gmx.at⟧>
Cancelled annual pass: ⟦AMOUNT|€89.00⟧ refund to ⟦IBAN|$iban_at1⟧
Reason: moving abroad. Approved by ⟦PERSON|Lena H.⟧ on ⟪date|03.12.2026⟫.
"""))

A(("ecommerce_checkout_error_log", """
2026-12-02 14:02:11 ERROR CheckoutController: tokenisation failed, falling back to raw card (!!)
2026-12-02 14:02:11 DEBUG payload={"name":"⟦PERSON|Owen Hughes⟧","pan":"⟦CARD|$visa6⟧","exp":"⟪card_expiry|04/30⟫","cvc":"⟦CVV|271⟧","total":⟦AMOUNT|74.98⟧}
2026-12-02 14:02:11 DEBUG gateway key=⟦APIKEY|$sklive3⟧ idempotency=⟪uuid|$uuid5⟫
2026-12-02 14:02:12 INFO  order ⟪order_ref|#100482⟫ paid
"""))
