# English texts, written by hand one at a time. Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES
TEXTS = []

TEXTS.append(("vet_reminder_sms", """
Hi ⟦PERSON|Gemma⟧, ⟪pet_name|Biscuit⟫ is due his ⟪health_term|booster⟫ at ⟪org_name|Oakfield Vets⟫ on ⟪date|Thu 14 Jan⟫ 10:20. Reply Y to confirm or call ⟦PHONE|01632 960 418⟧.
"""))

TEXTS.append(("vet_discharge_email", """
Subject: Discharge notes – ⟪pet_name|Pepper⟫ (⟪case_ref|PT-88213⟫)

Dear Mr ⟦PERSON|Halloran⟧,

⟪pet_name|Pepper⟫ recovered well from her ⟪animal_health|cruciate ligament repair⟫. Please keep her on ⟪animal_health|meloxicam 1.5 mg/ml⟫ once daily with food for 10 days and book a check in ⟪duration|two weeks⟫.

Today's invoice came to ⟦AMOUNT|£1,184.60⟧, paid by card ending ⟪masked_card|****4471⟫. Our standard consult fee is ⟪price|£52.00⟫ for follow-ups.

Kind regards,
⟦PERSON|Anjali Rao⟧ BVSc MRCVS
⟪org_name|Riverside Veterinary Hospital⟫, ⟦ADDRESS|22 Mill Lane, Tewkesbury GL20 5BX⟧
⟦PHONE|01632 960 771⟧ | ⟦EMAIL|frontdesk@riversidevets.co.uk⟧
"""))

TEXTS.append(("vet_intake_form", """
NEW CLIENT REGISTRATION — ⟪org_name|Paws & Claws Clinic⟫
Owner name: ⟦PERSON|Luke Brennan-Achebe⟧
Address: ⟦ADDRESS|Flat 3, 41 Cavendish Road, Leeds LS6 1RT⟧
Mobile: ⟦PHONE|07700 900 382⟧   Email: ⟦EMAIL|luke.ba@fastmail.com⟧
Pet: ⟪pet_name|Nacho⟫ (⟪species|ferret⟫), 3 yrs, history of ⟪animal_health|adrenal disease⟫
Owner's own allergies (for handling notes): ⟦MEDICAL|severe latex allergy⟧
Preferred vet: ⟪place|Headingley⟫ branch
"""))

TEXTS.append(("dental_recall_whatsapp", """
[09:14] ⟪org_name|Brightsmile Dental⟫: Hello ⟦PERSON|Priya⟧! Your 6-month check & hygiene with Dr ⟦PERSON|Okafor⟧ is on ⟪date|3 March⟫ at ⟪time|4:45pm⟫.
[09:20] ⟦PERSON|Priya⟧: Thanks. Can you remind Dr ⟦PERSON|Okafor⟧ I'm now on ⟦MEDICAL|apixaban 5mg⟧ so bleeding may be an issue
[09:22] ⟪org_name|Brightsmile Dental⟫: Noted on your record ✔ The hygiene visit is ⟪price|£65⟫ under the practice plan.
"""))

TEXTS.append(("ortho_treatment_plan", """
ORTHODONTIC TREATMENT ESTIMATE
Patient: ⟦PERSON|Callum Reid⟧   DOB: ⟦DATE_OF_BIRTH|09/11/2011⟧
Parent/guardian: ⟦PERSON|Fiona Reid⟧   Tel ⟦PHONE|0131 496 0255⟧
Diagnosis: ⟦MEDICAL|Class II div 1 malocclusion with 9 mm overjet⟧; ⟦MEDICAL|crowding of lower incisors⟧
Proposed: ⟦MEDICAL|upper and lower fixed appliances, 22 months⟧
Fee agreed with family: ⟦AMOUNT|£3,950⟧ (deposit ⟦AMOUNT|£500⟧ paid ⟪date|12/02/2027⟫)
List price for comparison: ⟪price|£4,400⟫ — clinician ⟦PERSON|S. Mistry⟧, GDC ⟪registration_no|184227⟫
"""))

TEXTS.append(("driving_school_booking", """
From: bookings@⟪domain|passfirst-driving.co.uk⟫
To: ⟦EMAIL|t.wozniak92@gmail.com⟧

Hi ⟦PERSON|Tomasz⟧,

Your block of 10 lessons with instructor ⟦PERSON|Dave Pritchard⟧ is confirmed. Pick-up from ⟦ADDRESS|17 Brook Street, Reading RG1 2LP⟧ each Tuesday at 6pm in the ⟪vehicle|Ford Fiesta⟫ (reg ⟪plate|KX21 HBN⟫).
Amount received: ⟦AMOUNT|£340.00⟧ (normal 10-hour rate ⟪price|£380⟫, student discount applied).
Your provisional licence number is on file; theory test ref ⟪booking_ref|TT-5520193⟫.

Cheers,
⟦PERSON|Maggie⟧ – PassFirst office, ⟦PHONE|0118 496 0921⟧
"""))

TEXTS.append(("dvla_medical_declaration", """
Medical questionnaire (driving licence) — transcribed by clerk ⟦PERSON|jhollis⟧
Applicant: ⟦PERSON|HENDERSON, Alan James⟧, born ⟦DATE_OF_BIRTH|2 April 1964⟧
Conditions declared: ⟦MEDICAL|type 2 diabetes treated with insulin⟧, ⟦MEDICAL|obstructive sleep apnoea (CPAP)⟧
GP: Dr ⟦PERSON|Helen Marsh⟧, ⟪org_name|Castlegate Surgery⟫
Form ⟪form_code|DIAB1⟫ ⟪form_version|v2.3⟫ received ⟪date|05/01/2027⟫. Outcome letter to be sent to ⟦ADDRESS|8 Orchard Close, Swansea SA2 9PQ⟧.
"""))

TEXTS.append(("car_rental_damage_dispute", """
Case ⟪case_ref|DMG-40917⟫ | Rental ⟪booking_ref|RA-2231-GB⟫ | Vehicle ⟪vin|WVWZZZ1KZAW000147⟫

Customer ⟦PERSON|Rebecca Ostrowski⟧ disputes the charge of ⟦AMOUNT|£612.40⟧ for a scratch on the rear bumper. She states the damage was on the check-out sheet signed by agent ⟦PERSON|K. Boateng⟧.
Card on file: ⟦CARD|$card_visa1⟧ exp ⟪card_expiry|08/29⟫. Excess waiver was offered at ⟪price|£14.99/day⟫ and declined.
Customer phone ⟦PHONE|+44 7700 900 615⟧. Photos uploaded from ⟦IP_ADDRESS|81.174.22.190⟧ at ⟪timestamp|2027-01-09T18:42:11Z⟫.
Next step: ⟦PERSON|Kwame⟧ to confirm whether the scratch appears on the ⟪document|CO-form 3⟫.
"""))

TEXTS.append(("rideshare_driver_onboarding_json", """
{
  "applicant_id": "⟪uuid|5b1e7c2a-93f4-4a7e-8d0e-1f2a9c44be01⟫",
  "full_name": "⟦PERSON|Marcus Delgado⟧",
  "email": "⟦EMAIL|marcus.delgado.drives@outlook.com⟧",
  "phone": "⟦PHONE|(312) 555-0147⟧",
  "ssn": "⟦SSN|$ssn1⟧",
  "dob": "⟦DATE_OF_BIRTH|1987-06-22⟧",
  "license_state": "⟪place|IL⟫",
  "vehicle": {"make": "Toyota", "model": "Camry", "year": ⟪year|2019⟫, "plate": "⟪plate|DL 48211⟫"},
  "background_check": "⟪status|clear⟫",
  "api_session": "⟦APIKEY|$jwt1⟧"
}
"""))

TEXTS.append(("rideshare_trip_dispute_chat", """
Support (⟦PERSON|Aisha⟧): Hi, I see you reported a fare issue on trip ⟪trip_ref|TRP-77A19C⟫?
Rider: yes. driver ⟦PERSON|Oleksandr⟧ took a huge detour, I was charged ⟦AMOUNT|$68.20⟧ and the estimate was ⟪price|$31–38⟫
Support: I'm sorry about that. I've refunded ⟦AMOUNT|$30.20⟧ to your ⟪masked_card|Visa •• 2290⟫.
Rider: ok thanks. also he had my number, ⟦PHONE|415-555-0183⟧, and texted me after. that's creepy
Support: That's not acceptable. I've escalated to our safety team, ticket ⟪ticket_ref|SAF-30211⟫.
"""))

TEXTS.append(("wedding_photographer_contract", """
PHOTOGRAPHY AGREEMENT
This agreement is made between ⟪org_name|Lumen & Lace Photography⟫ ("the Photographer") and ⟦PERSON|Sophie Tremblay⟧ and ⟦PERSON|Daniel Akintola⟧ ("the Couple"), of ⟦ADDRESS|54 Wellington Crescent, Bristol BS6 7HJ⟧.
Wedding date: ⟪date|19 June 2027⟫ at ⟪place|Ashton Court Mansion⟫.
Package: Full Day (10 hrs), advertised at ⟪price|£2,200⟫. Agreed fee after voucher: ⟦AMOUNT|£1,980⟧; retainer of ⟦AMOUNT|£600⟧ received.
Balance payable to ⟦IBAN|$iban_gb1⟧ no later than ⟪date|1 June 2027⟫.
Signed: ⟦PERSON|S. Tremblay⟧  ⟦PERSON|D. Akintola⟧  ⟦PERSON|Harriet Quinn⟧ (for the Photographer)
"""))

TEXTS.append(("wedding_planner_slack", """
#wedding-ops
⟦PERSON|nadia.farouk⟧: vendor list for the ⟦PERSON|Kowalczyk⟧–⟦PERSON|Ng⟧ wedding is in the drive
⟦PERSON|nadia.farouk⟧: florist wants ⟪price|$1,450⟫ flat for arch + centrepieces, that's their menu price
⟦PERSON|benji⟧: bride's mum (⟦PERSON|Ewa⟧) transferred ⟦AMOUNT|$7,500⟧ this morning, still owes ⟦AMOUNT|$2,310⟧
⟦PERSON|benji⟧: also FYI groom ⟦PERSON|Jason Ng⟧ has a ⟦MEDICAL|severe peanut allergy⟧ (carries ⟦MEDICAL|EpiPen⟧) — caterer must know
⟦PERSON|nadia.farouk⟧: 👍 venue is ⟪place|The Glasshouse, Rochester⟫, load-in ⟪time|07:30⟫
"""))

TEXTS.append(("funeral_home_arrangement", """
Arrangement Summary — ⟪org_name|Whitfield & Sons Funeral Directors⟫
Deceased: ⟦PERSON|Margaret Ellen Doyle⟧, date of birth ⟦DATE_OF_BIRTH|17/08/1938⟧, died ⟪date|28/12/2026⟫ at ⟪place|St Luke's Hospice⟫
Cause (per certificate): ⟦MEDICAL|metastatic pancreatic cancer⟧
Next of kin: ⟦PERSON|Patrick Doyle⟧ (son), ⟦ADDRESS|3 Elm Terrace, Limerick V94 X2F8⟧, ⟦PHONE|+353 87 555 2194⟧
Service: ⟪place|Church of St Munchin⟫, ⟪date|4 January⟫ 11:00. Cremation package ⟪price|€3,650⟫.
Amount paid by family today: ⟦AMOUNT|€1,500⟧ (IBAN ⟦IBAN|$iban_ie1⟧)
Arranged by: ⟦PERSON|Colm Whitfield⟧
"""))

TEXTS.append(("bail_bond_intake", """
BAIL BOND APPLICATION — ⟪org_name|Liberty Bail Bonds LLC⟫   File ⟪case_ref|BB-2027-0113⟫
Defendant: ⟦PERSON|Tyrell Jameson⟧  DOB ⟦DATE_OF_BIRTH|03/14/1996⟧  SSN ⟦SSN|$ssn2⟧
Booking no. ⟪booking_ref|24-118734⟫, ⟪place|Harris County⟫ Jail
Bail set: ⟪bail_amount|$25,000⟫. Premium (10%) collected from indemnitor: ⟦AMOUNT|$2,500⟧
Indemnitor: ⟦PERSON|Lorraine Jameson⟧ (mother), ⟦ADDRESS|7715 Bellfort Ave, Houston, TX 77061⟧, cell ⟦PHONE|713-555-0162⟧
Collateral: 2014 Nissan Altima, VIN ⟪vin|1N4AL3AP5EC112233⟫
Agent: ⟦PERSON|R. Castillo⟧, license ⟪license_no|#2039117⟫
"""))

TEXTS.append(("court_clerk_email", """
From: ⟦EMAIL|clerk.civil@courts.example-county.gov⟧
Subject: Hearing continued — ⟪case_ref|CV-26-004417⟫

Counsel,
The motion hearing in ⟦PERSON|Alvarez⟧ v. ⟪org_name|Summit Property Group⟫ is continued to ⟪date|February 9, 2027⟫ at ⟪time|9:00 a.m.⟫ in ⟪place|Courtroom 4B⟫. Plaintiff ⟦PERSON|Rosa Alvarez⟧ may appear remotely; the Zoom passcode is ⟦PASSWORD|418832⟧.
The filing fee of ⟪price|$435⟫ remains unpaid.

⟦PERSON|Deborah Kline⟧
Deputy Clerk, Civil Division | ⟦PHONE|(555) 010-3381⟧
"""))

TEXTS.append(("notary_journal_csv", """
entry_no,date,signer_name,id_type,id_number,document,fee_charged
⟪journal_no|1187⟫,⟪date|2027-01-06⟫,⟦PERSON|Gloria Esteban⟧,passport,⟦PASSPORT|567214839⟧,Power of Attorney,⟦AMOUNT|15.00⟧
⟪journal_no|1188⟫,⟪date|2027-01-06⟫,⟦PERSON|Harold Finch⟧,SSN card,⟦SSN|$ssn3⟧,Affidavit,⟦AMOUNT|10.00⟧
⟪journal_no|1189⟫,⟪date|2027-01-07⟫,⟦PERSON|Mei-Ling Chou⟧,TW ID,⟦NATIONAL_ID|$twid1⟧,Deed of Gift,⟦AMOUNT|25.00⟧
"""))

TEXTS.append(("conveyancing_completion_letter", """
Our ref: ⟪matter_ref|CONV/2291/PT⟫
Dear Mr and Mrs ⟦PERSON|Okonkwo⟧,

PURCHASE OF ⟦ADDRESS|12 Larch Gardens, Milton Keynes MK9 3DF⟧

Completion took place today. We sent the balance of ⟦AMOUNT|£287,450.00⟧ to the seller's solicitors and have paid Stamp Duty of ⟦AMOUNT|£4,750⟧ on your behalf. The asking price was ⟪price|£299,950⟫.
The keys are with the agents, ⟪org_name|Harrow & Finch Estates⟫.
Please send your NI numbers for the SDLT return: we have ⟦NATIONAL_ID|$nino1⟧ for ⟦PERSON|Chidi⟧ but not yet for ⟦PERSON|Adaeze⟧.

Yours sincerely,
⟦PERSON|Paul Trent⟧, Licensed Conveyancer
"""))

TEXTS.append(("student_loan_statement", """
⟪org_name|Student Finance Services⟫ — Annual Statement ⟪tax_year|2025/26⟫
Customer: Ms ⟦PERSON|Jade Whitaker⟧    Customer ref ⟪customer_ref|SFS-0093-7721-K⟫
Opening balance: ⟦AMOUNT|£41,208.17⟧
Interest added: ⟦AMOUNT|£2,514.93⟧ (rate ⟪percentage|6.25%⟫)
Repayments via salary: ⟦AMOUNT|£1,104.00⟧
Closing balance: ⟦AMOUNT|£42,619.10⟧
Repayment threshold for Plan 2 is ⟪price|£28,470⟫.
"""))

TEXTS.append(("university_admissions_note", """
Admissions committee note — applicant ⟪application_ref|UCAS 148-772-0913⟫
⟦PERSON|Ibrahim Haddad⟧ (DOB ⟦DATE_OF_BIRTH|21 Oct 2008⟧) applied for ⟪course|BSc Computer Science⟫. Mitigating circumstances: ⟦MEDICAL|hospitalised with type 1 diabetes diagnosis⟧ during Year 12 exams; letter from Dr. ⟦PERSON|Sara Lindqvist⟧ attached.
Predicted grades A*AA; typical offer ⟪grade|AAA⟫. Scholarship bursary of ⟦AMOUNT|£3,000⟧ per year recommended.
Reviewer: ⟦PERSON|mcallister_j⟧
"""))

TEXTS.append(("language_school_visa_letter", """
⟪org_name|Thames English Academy⟫
⟦ADDRESS|90 Borough High Street, London SE1 1LL⟧

TO WHOM IT MAY CONCERN
This is to confirm that ⟦PERSON|Ana Beatriz Carvalho⟧, Brazilian passport no. ⟦PASSPORT|FX482913⟧, CPF ⟦NATIONAL_ID|$cpf1⟧, is enrolled on our 24-week General English course (⟪course_code|GE-24⟫) starting ⟪date|1 March 2027⟫.
Tuition of ⟦AMOUNT|£5,760⟧ has been paid in full. Our published fee is ⟪price|£260 per week⟫.
Course ID ⟪cas_ref|CAS E4G7H2K9L1M3⟫.

⟦PERSON|Jonathan Bailey⟧, Director of Studies
"""))

TEXTS.append(("crowdfunding_campaign_update", """
Update #4 from ⟦PERSON|Kayleigh⟧ — "Get ⟦PERSON|Noah⟧ to Boston"

Thank you all!! We've reached ⟪campaign_total|$84,310⟫ of our ⟪price|$120,000⟫ goal. ⟦PERSON|Noah⟧'s ⟦MEDICAL|proton beam therapy for medulloblastoma⟧ starts on ⟪date|Jan 22⟫ at ⟪place|Mass General⟫.
Special thanks to Uncle ⟦PERSON|Ray⟧ who donated ⟦AMOUNT|$5,000⟧ and to the ⟪org_name|Riverside Elks Lodge⟫.
If you prefer to send directly, Venmo @⟦PERSON|kayleigh-brandt⟧. ❤️
"""))

TEXTS.append(("betting_shop_self_exclusion", """
SELF-EXCLUSION AGREEMENT — ⟪org_name|BetKing⟫ shop ⟪shop_no|#0412⟫
Customer: ⟦PERSON|Gary Nolan⟧   DOB ⟦DATE_OF_BIRTH|11.05.1979⟧
Address: ⟦ADDRESS|26 Canal Row, Salford M5 4WT⟧
Period: ⟪duration|12 months⟫ from ⟪date|08/01/2027⟫
Reason given: "⟦MEDICAL|gambling addiction⟧, seeing a counsellor at ⟪org_name|GamCare⟫"
Photo taken: yes. Staff: ⟦PERSON|Shaz⟧
"""))

TEXTS.append(("lottery_winner_claim", """
Claim form ⟪claim_ref|LW-778120⟫
Winning ticket serial ⟪ticket_serial|0334-118822-07⟫, draw ⟪draw_no|2961⟫
Claimant: ⟦PERSON|Desmond O'Riordan⟧, ⟦PHONE|07700 900 174⟧
Prize: ⟦AMOUNT|£48,216⟧ (5 numbers + bonus)
Payment to: ⟦IBAN|$iban_gb2⟧
Publicity: claimant declined.
Checked by ⟦PERSON|L. Aziz⟧, ⟪date|07/01/2027⟫
"""))

TEXTS.append(("crypto_kyc_review", """
[KYC-REVIEW] case ⟪case_ref|KYC-55120⟫  level: ⟪kyc_level|L2⟫
name=⟦PERSON|Henrik Lindgren⟧ country=SE personnummer=⟦NATIONAL_ID|$se1⟧
passport=⟦PASSPORT|AA4718823⟧ dob=⟦DATE_OF_BIRTH|1985-04-12⟧
selfie_match=⟪score|0.94⟫ liveness=pass ip=⟦IP_ADDRESS|85.228.140.17⟧
withdrawal_whitelist: ⟪wallet_address|bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh⟫
reviewer=⟦PERSON|agarcia⟧ decision=APPROVED
"""))

TEXTS.append(("crypto_exchange_api_env", """
# trading bot — DO NOT COMMIT
EXCHANGE=binance
BINANCE_API_KEY=⟦APIKEY|$binance_k1⟧
BINANCE_API_SECRET=⟦SECRET|$binance_s1⟧
MAX_ORDER_USDT=⟪threshold|250⟫
TELEGRAM_BOT_TOKEN=⟦APIKEY|$tgbot1⟧
TELEGRAM_CHAT_ID=⟪chat_id|-1001844221907⟫
LOG_DIR=/home/⟦PERSON|pkarlsson⟧/bot/logs
"""))

TEXTS.append(("crypto_withdrawal_support", """
Hi ⟦PERSON|Wen⟧,

Your withdrawal of ⟦AMOUNT|2.4 ETH⟧ to ⟪wallet_address|0x52908400098527886E0F7030069857D2E4169EE7⟫ is on hold because the address was added to your whitelist less than 24h ago. Tx will broadcast after ⟪timestamp|2027-01-08 14:00 UTC⟫.
If you did not add this address, reply immediately — the request came from ⟦IP_ADDRESS|2a02:8109:9d40:1a00:5c11:3ff:fe42:19ab⟧.
Network fee: ⟪price|0.0021 ETH⟫.

— ⟦PERSON|Jorge⟧, Account Security
"""))

TEXTS.append(("home_insurance_flood_claim", """
CLAIM NOTIFICATION — Policy ⟪policy_ref|HH-7739201-A⟫
Policyholder: ⟦PERSON|Ruth Adebayo⟧
Risk address: ⟦ADDRESS|Mill House, 2 Riverside Walk, York YO1 7DT⟧
Incident: river flooding on ⟪date|27 Dec 2026⟫, 40cm water on ground floor.
Items claimed: kitchen units, carpets, ⟦PERSON|Ruth⟧'s husband's ⟦MEDICAL|powered wheelchair⟧ (he has ⟦MEDICAL|motor neurone disease⟧).
Total claimed: ⟦AMOUNT|£38,900⟧. Policy excess: ⟪price|£1,000⟫.
Loss adjuster: ⟦PERSON|Martin Sowerby⟧, ⟦PHONE|0113 496 0577⟧
"""))

TEXTS.append(("home_insurance_burglary_call", """
[Call transcript — claims line, ⟪timestamp|08/01/2027 10:03⟫]
AGENT: Can I take your full name please?
CALLER: It's ⟦PERSON|Eleanor Fitzgerald⟧.
AGENT: And the first line of the address?
CALLER: ⟦ADDRESS|19 Hawthorn Avenue⟧, ⟪place|Cheltenham⟫.
AGENT: What was taken?
CALLER: My laptop, jewellery, and my mum's ⟦MEDICAL|insulin pen⟧ supplies, believe it or not. The police crime number is ⟪crime_ref|CR/0441/27⟫.
AGENT: Roughly what value?
CALLER: About ⟦AMOUNT|four thousand two hundred pounds⟧.
AGENT: And for security, the alarm code — was it set?
CALLER: Yes, it's ⟦PASSWORD|seven two nine one⟧ and it was set, that's the weird part.
"""))

TEXTS.append(("solar_installer_quote_email", """
Hi ⟦PERSON|Derek⟧,

Thanks for having us out to ⟦ADDRESS|Rose Cottage, Lower Street, Ditchling BN6 8TA⟧. Summary:
- 12 x ⟪product|Aiko Neostar 450W⟫ panels, ⟪product|GivEnergy 9.5kWh⟫ battery
- Estimated generation ⟪energy|4,850 kWh/yr⟫
- Our list price for this system is ⟪price|£11,840⟫; with your early-booking discount your quote is ⟦AMOUNT|£10,950⟧.

Deposit can be paid to our account (⟪sort_code|sort code 30-96-26⟫, acct ⟪account_masked|****8812⟫).

Best,
⟦PERSON|Imogen Clarke⟧ | ⟪org_name|SunnyDowns Solar⟫ | ⟦PHONE|01273 960 812⟧
"""))

TEXTS.append(("pest_control_job_sheet", """
JOB SHEET ⟪job_ref|#PC-6612⟫ — ⟪org_name|NoMoreMice Pest Control⟫
Client: Mrs ⟦PERSON|P. Lowry⟧   Tel ⟦PHONE|07700 900 903⟧
Site: ⟦ADDRESS|41 Tanner Street, Bermondsey, London SE1 3LE⟧
Key safe code: ⟦PASSWORD|2580⟧ (client away)
Pest: rats in loft; 6 bait stations, ⟪product|Difenacoum 0.005%⟫ blocks
Note: client's son has ⟦MEDICAL|asthma⟧ — no fogging.
Tech: ⟦PERSON|Ricky⟧  Charge: ⟦AMOUNT|£145⟧ paid on site
"""))

TEXTS.append(("moving_company_inventory", """
⟪org_name|Swift Removals⟫ — Survey & Quote ⟪quote_ref|Q-20931⟫
Customer: ⟦PERSON|Naveen Pillai⟧ / ⟦EMAIL|naveen.pillai@protonmail.com⟧
From: ⟦ADDRESS|Apt 12B, 300 Queen's Road, Manchester M8 8BA⟧
To: ⟦ADDRESS|7 Thornfield Drive, Harrogate HG2 0PZ⟧
Volume: ⟪volume|1,050 cu ft⟫ — 1 piano, 38 boxes
Access: lift, gate code ⟦PASSWORD|#4417⟧
Crew: 3 + luton van, ⟪date|Sat 23 Jan⟫
Quoted price: ⟪price|£1,395 + VAT⟫ | Customer paid deposit ⟦AMOUNT|£250⟧
"""))

TEXTS.append(("hotel_night_audit_log", """
NIGHT AUDIT ⟪date|2027-01-07⟫  ⟪org_name|Harbourview Hotel⟫  auditor: ⟦PERSON|tkovacs⟧
23:58 room ⟪room_no|412⟫ ⟦PERSON|BAPTISTE/Claire⟧ MS late checkout posted ⟪price|£30.00⟫ (rack fee)
00:14 room ⟪room_no|207⟫ ⟦PERSON|SINGH/Arjun⟧ MR disputed minibar ⟦AMOUNT|£18.50⟧ - voided per MOD ⟦PERSON|Helena⟧
00:40 room ⟪room_no|615⟫ walk-in ⟦PERSON|PETROV/Dmitri⟧ paid cash ⟦AMOUNT|£189.00⟧, passport ⟦PASSPORT|758204119⟧ copied
01:12 occupancy ⟪percentage|87.3%⟫ ADR ⟪price|£142.60⟫
02:05 POS terminal ⟦IP_ADDRESS|10.20.4.31⟧ offline, rebooted
"""))

TEXTS.append(("coworking_welcome_email", """
Welcome to ⟪org_name|Foundry Works⟫, ⟦PERSON|Lucia⟧!

Your hot desk membership (⟪price|£199/month⟫) starts ⟪date|Monday 11 Jan⟫.
- Building: ⟦ADDRESS|2 Tariff Street, Manchester M1 2FF⟧
- Front door code: ⟦PASSWORD|1 9 7 4 #⟧ (changes monthly)
- Wi-Fi: network ⟪ssid|Foundry-Members⟫, password ⟦PASSWORD|brickwork-Lantern-22⟧
- Printer: ⟪hostname|printer-3f.local⟫
Community manager: ⟦PERSON|Ollie Danvers⟧, ⟦PHONE|0161 496 0430⟧
"""))

TEXTS.append(("pagerduty_incident_note", """
INCIDENT ⟪incident_ref|#4821⟫ — P1 checkout-api 5xx rate ⟪percentage|14%⟫
Triggered: ⟪timestamp|2027-01-08 02:11 UTC⟫ via ⟪service|Datadog monitor 88120⟫
Acked by ⟦PERSON|Shreya Menon⟧ (⟦PHONE|+1 555 010 2277⟧) at 02:14
Timeline:
 02:16 ⟦PERSON|smenon⟧: pods on node ⟦IP_ADDRESS|10.42.7.19⟧ OOMKilled, image ⟪version|checkout:v3.18.2⟫
 02:25 ⟦PERSON|dmitri.volkov⟧: rolled back to ⟪version|v3.18.1⟫, commit ⟪commit_sha|9f3c1e2a7b⟫
 02:31 resolved. Integration key in runbook was rotated: old key ⟦APIKEY|$pd1⟧ revoked.
"""))

TEXTS.append(("grafana_provisioning_yaml", """
apiVersion: 1
datasources:
  - name: Prometheus
    type: prometheus
    url: http://⟦IP_ADDRESS|172.18.0.5⟧:⟪port|9090⟫
  - name: Loki
    url: http://⟪hostname|loki.monitoring.svc⟫:3100
    basicAuth: true
    basicAuthUser: ⟦PERSON|hschneider⟧
    secureJsonData:
      basicAuthPassword: ⟦PASSWORD|Gr4f!hansS-2027⟧
  - name: cloud
    jsonData: {grafanaUrl: https://ops.grafana.net}
    secureJsonData: {token: ⟦APIKEY|$glsa1⟧}
# bound on ⟪bind_address|0.0.0.0⟫:⟪port|3000⟫, id ⟪uuid|c0a8f2d4-1b77-4e8a-9a33-77e1b2d90c51⟫
"""))

TEXTS.append(("sentry_stacktrace", """
Sentry Issue ⟪issue_ref|BILLING-API-3KX⟫ — ValueError: invalid IBAN checksum
  File "/srv/app/billing/payouts.py", line ⟪line_no|218⟫, in create_payout
    account = validate_iban(payload["iban"])
  Local vars:
    payload = {'user_id': ⟪user_id|88213⟫, 'name': '⟦PERSON|Freya Hollis⟧', 'iban': '⟪invalid_iban|GB12 NWBK 0000 0000 0000 00⟫', 'amount': ⟦AMOUNT|1250.00⟧}
    request.remote_addr = '⟦IP_ADDRESS|92.40.177.203⟧'
    request.headers['Authorization'] = 'Bearer ⟦APIKEY|$jwt3⟧'
  release: ⟪version|billing@2.14.0⟫  environment: production  event_id ⟪uuid|e1a3b9f07c2d4e61a8d0f5b2c7e94a11⟫
"""))

TEXTS.append(("otel_span_dump", """
{"traceId":"⟪trace_id|4bf92f3577b34da6a3ce929d0e0e4736⟫","spanId":"⟪span_id|00f067aa0ba902b7⟫","name":"POST /v1/bookings",
 "attributes":{"http.client_ip":"⟦IP_ADDRESS|100.24.88.211⟧","enduser.id":"⟦EMAIL|c.obrien@northwind-mail.com⟧",
 "booking.guest_name":"⟦PERSON|Ciarán O'Brien⟧","booking.total":⟦AMOUNT|412.75⟧,"net.peer.port":⟪port|443⟫,
 "db.statement":"SELECT * FROM rooms WHERE hotel_id = ?","service.version":"⟪version|5.2.0⟫"},
 "resource":{"host.ip":"⟪doc_ip|203.0.113.14⟫"}}
"""))

TEXTS.append(("snowflake_connection_toml", """
[connections.analytics]
account = "⟪account_locator|xy12345.eu-west-1⟫"
user = "⟦PERSON|ELIZA_MORGAN⟧"
password = "⟦PASSWORD|Snowfl@ke-Tide-913⟧"
warehouse = "⟪warehouse|TRANSFORM_WH⟫"
role = "ANALYST"

[connections.loader]
user = "SVC_FIVETRAN"
private_key_passphrase = "⟦SECRET|$snow_sec1⟧"
# owner ⟦EMAIL|eliza.morgan@brightlane.io⟧, created ⟪date|2026-11-30⟫
"""))

TEXTS.append(("dbt_run_log", """
⟪timestamp|14:02:11⟫  Running with dbt=⟪version|1.8.4⟫
14:02:12  Found 212 models, 640 tests, 3 seeds
14:02:15  1 of 212 START sql table model staging.stg_customers ......... [RUN]
14:02:19  1 of 212 OK created sql table model staging.stg_customers .... [SELECT 48211 in 4.12s]
14:03:40  Database Error in model fct_payouts (models/marts/fct_payouts.sql)
  duplicate key value violates unique constraint "payouts_pkey"
  DETAIL: Key (customer_email)=(⟦EMAIL|harvey.lim@quickmail.net⟧) already exists.
14:03:41  Env: DBT_ENV_SECRET_PG_URL=postgres://dbt_runner:⟦SECRET|Xk8#pq2Lw9vz⟧@⟪hostname|warehouse.internal⟫:⟪port|5432⟫/prod
14:03:41  Finished running 212 models in ⟪duration|90.3s⟫.
"""))

TEXTS.append(("bigquery_job_error", """
BigQuery error in query operation: Error processing job '⟪job_id|analytics-prod:EU.bquxjob_5c1a7e2f_18d9⟫':
Access Denied: Table ⟪table|analytics-prod.crm.customers_pii⟫: User does not have permission.
Requested by: ⟦EMAIL|ravi.shankar@cedarlane-analytics.com⟧
Query snippet: SELECT full_name, aadhaar FROM customers_pii WHERE full_name = '⟦PERSON|Lakshmi Iyer⟧' AND aadhaar = '⟦NATIONAL_ID|$aadhaar1⟧'
Service account key id ⟪key_id|3f9e1c0b7a6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f⟫ (public id, not secret)
Location: ⟪place|EU⟫, slot usage ⟪percentage|62%⟫
"""))

TEXTS.append(("github_actions_leak_log", """
Run ⟪run_id|#7781203345⟫ (deploy.yml) on ⟪branch|main⟫ by ⟦PERSON|okeefe-liam⟧
> echo "token=$GH_TOKEN" >> debug.txt
token=⟦APIKEY|$ghp1⟧
> npm publish --registry https://registry.npmjs.org/
npm notice Publishing ⟪package|@brightlane/ui-kit@4.2.1⟫
//registry.npmjs.org/:_authToken=⟦APIKEY|$npm1⟧
> aws s3 sync dist/ s3://⟪bucket|brightlane-static-prod⟫
AWS_ACCESS_KEY_ID=⟦APIKEY|$aws_ak1⟧
AWS_SECRET_ACCESS_KEY=⟦SECRET|$aws_sk1⟧
Job finished in ⟪duration|3m 12s⟫, runner ⟪host_id|gh-runner-7f2a⟫
"""))

TEXTS.append(("nginx_access_log", """
⟦IP_ADDRESS|86.12.201.44⟧ - - [⟪timestamp|08/Jan/2027:09:14:02 +0000⟫] "GET /book/confirm?name=⟦PERSON|Sinead%20Murphy⟧&email=⟦EMAIL|sinead.m@eircom.net⟧ HTTP/1.1" 200 5123 "-" "Mozilla/5.0"
⟪doc_ip|198.51.100.23⟫ - - [08/Jan/2027:09:14:05 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/⟪version|1.29⟫"
⟦IP_ADDRESS|192.168.14.7⟧ - ⟦PERSON|kbecker⟧ [08/Jan/2027:09:15:40 +0000] "POST /admin/login HTTP/1.1" 302 0 "-" "curl/8.4.0"
⟪doc_ip|127.0.0.1⟫ - - [08/Jan/2027:09:15:41 +0000] "GET /metrics HTTP/1.1" 200 8812 "-" "Prometheus/2.48.0"
"""))

TEXTS.append(("apache_error_log", """
[⟪timestamp|Fri Jan 08 11:02:33.918221 2027⟫] [php:error] [pid ⟪pid|22781⟫] [client ⟦IP_ADDRESS|31.94.18.250⟧:51722] PHP Fatal error: Uncaught PDOException: SQLSTATE[HY000] [1045] Access denied for user 'wp_⟦PERSON|mhoward⟧'@'localhost' (using password: YES) in /var/www/⟪domain|greenleafdental.co.uk⟫/wp-includes/wp-db.php:⟪line_no|1711⟫
[Fri Jan 08 11:02:34.001002 2027] [core:notice] [pid 1] AH00052: child pid 22781 exit signal Segmentation fault (11)
"""))

TEXTS.append(("dental_lab_referral_fax", """
⟪org_name|Greenleaf Dental Practice⟫ → ⟪org_name|Castle Dental Lab⟫   FAX ⟪fax_ref|0042⟫
Patient: ⟦PERSON|W. Chatterjee⟧, male, 58
Work: ⟦MEDICAL|zirconia crown UR6⟧; shade ⟪shade|A3.5⟫; patient has ⟦MEDICAL|bruxism⟧ — please use full-contour.
Medical hx: ⟦MEDICAL|taking alendronic acid 70mg weekly⟧
Return by ⟪date|20/01⟫. Lab fee per unit ⟪price|£145⟫ (trade list).
Dentist: ⟦PERSON|Rhiannon Pugh⟧ GDC ⟪registration_no|201455⟫
"""))

TEXTS.append(("dental_patient_complaint_email", """
Subject: Complaint about charge

Dear Practice Manager,

On ⟪date|2 December⟫ I had a filling with Dr ⟦PERSON|Fenwick⟧. I was told it would be Band 2 (⟪price|£73.50⟫) but I was charged ⟦AMOUNT|£190.00⟧ as a private white filling without being asked. I have ⟦MEDICAL|dental phobia⟧ and was not in a state to argue.
Please refund the difference, ⟦AMOUNT|£116.50⟧, to my card.

⟦PERSON|Graham Pettigrew⟧
⟦ADDRESS|14 Ash Grove, Norwich NR2 3QE⟧
"""))

TEXTS.append(("vet_insurance_claim_form", """
PET INSURANCE CLAIM — Policy ⟪policy_ref|PET-4471092⟫
Policyholder: ⟦PERSON|Hannah Kowalski⟧, ⟦EMAIL|hkowalski@btinternet.com⟧
Pet: ⟪pet_name|Mochi⟫, ⟪species|Shiba Inu⟫, microchip ⟪microchip|826097300118452⟫
Condition: ⟪animal_health|atopic dermatitis⟫, ⟪animal_health|ear infection (otitis externa)⟫
Treatment dates: ⟪date|03/12/2026⟫ – ⟪date|05/01/2027⟫
Amount claimed: ⟦AMOUNT|£684.22⟧  less excess ⟪price|£99⟫
Pay claim to: ⟦IBAN|$iban_gb3⟧ (account name ⟦PERSON|H Kowalski⟧)
Vet declaration signed: ⟦PERSON|Tom Aldridge⟧ MRCVS
"""))

TEXTS.append(("driving_instructor_sms", """
hi its ⟦PERSON|Dave⟧ ur instructor, runnin 10 min late, traffic on the ⟪road|A33⟫. test centre still ⟪place|Reading Cemetery Junction⟫ 8:10 tmrw. bring ur provisional + the ⟦AMOUNT|£62⟧ for the car hire
"""))

TEXTS.append(("vehicle_licensing_ticket", """
Ticket ⟪ticket_ref|VL-118204⟫ | Priority: normal | Queue: Registrations
Customer: ⟦PERSON|Beatriz Romero Sanz⟧ (⟦EMAIL|beatriz.romero@telefonica.net⟧)
Issue: imported vehicle from Spain, NIE ⟦NATIONAL_ID|$nie1⟧; needs V5C. VIN ⟪vin|VF1RFB00567891234⟫, plate ⟪plate|2931 KLM⟫.
Payment: fee ⟪price|£55⟫ — customer paid ⟦AMOUNT|£110⟧ by mistake (twice). Refund due.
Card used: ⟦CARD|$card_mc1⟧, CVV ⟦CVV|318⟧ (customer typed it in the chat — must be purged)
Assigned: ⟦PERSON|lwatts⟧
"""))

TEXTS.append(("car_rental_booking_confirmation", """
Booking ⟪booking_ref|EU-99120-LIS⟫ confirmed
Driver: Mr ⟦PERSON|Fernando Alves⟧
Pick-up: ⟪place|Lisbon Airport (LIS)⟫ ⟪datetime|14 Feb 2027 09:30⟫ | Flight ⟪flight_no|TP1351⟫
Car: ⟪car_group|Group C – VW Golf or similar⟫
Total charged: ⟦AMOUNT|€286.44⟧ | Standard deposit hold (all Group C): ⟪price|€900⟫
Card: ⟪masked_card|**** **** **** 3318⟫ expiring ⟪card_expiry|11/28⟫
Contact us: ⟦PHONE|+351 21 555 0193⟧
"""))

TEXTS.append(("rideshare_driver_payout_sql", """
INSERT INTO driver_payouts (driver_id, driver_name, week_start, gross_fares, platform_fee, net_payout, iban) VALUES
(⟪driver_id|40917⟫, '⟦PERSON|Youssef Benali⟧', '⟪date|2027-01-04⟫', ⟦AMOUNT|1384.50⟧, ⟦AMOUNT|346.13⟧, ⟦AMOUNT|1038.37⟧, '⟦IBAN|$iban_fr2⟧'),
(⟪driver_id|40918⟫, '⟦PERSON|Katarzyna Wróbel⟧', '2027-01-04', ⟦AMOUNT|912.00⟧, ⟦AMOUNT|228.00⟧, ⟦AMOUNT|684.00⟧, '⟦IBAN|$iban_pl1⟧');
-- commission rate ⟪percentage|25%⟫ as per driver terms ⟪version|v7⟫
"""))

TEXTS.append(("funeral_obituary_draft", """
DRAFT – for ⟪publication|Evening Chronicle⟫, run ⟪date|Tues⟫
⟦PERSON|ARTHUR "ARTIE" BELLAMY⟧ passed away peacefully at home on ⟪date|30 December⟫ aged 91, after a long battle with ⟦MEDICAL|Parkinson's disease⟧. Beloved husband of the late ⟦PERSON|Joan⟧, dad to ⟦PERSON|Steve⟧ and ⟦PERSON|Linda⟧.
Funeral at ⟪place|Holy Trinity, Gosforth⟫. Family flowers only; donations to ⟪org_name|Parkinson's UK⟫.
Donations fund ⟪health_term|Parkinson's research⟫. Enquiries ⟪org_name|Bellamy & Rowe Funeral Service⟫ – note: no relation to deceased despite name.
Ad cost ⟪price|£86.40⟫ (3 col cm rate).
"""))

TEXTS.append(("wedding_rsvp_form_export", """
name,email,attending,meal,dietary,plus_one
⟦PERSON|Oscar Lindahl⟧,⟦EMAIL|oscar.lindahl@gmail.com⟧,yes,beef,,⟦PERSON|Frida⟧
⟦PERSON|priyanka d⟧,⟦EMAIL|pd.1990@yahoo.co.uk⟧,yes,veg,⟦MEDICAL|coeliac disease⟧,
⟦PERSON|Tom⟧ & ⟦PERSON|Jess Harker⟧,⟦EMAIL|harkers@zoho.eu⟧,no,,,
GRANDAD ⟦PERSON|BILL⟧,,yes,fish,⟦MEDICAL|diabetic - no dessert⟧,Nana ⟦PERSON|Pat⟧
# form ⟪form_id|rsvp-3f91⟫ exported ⟪timestamp|2027-01-03 22:15⟫ — venue ⟪place|Cripps Barn⟫
"""))

TEXTS.append(("bail_court_minutes", """
MINUTES — ⟪place|Westminster Magistrates' Court⟫, Court 3, ⟪date|7 January 2027⟫
R v ⟦PERSON|KHAN, Imran⟧ (case ⟪case_ref|0141AB2270926⟫)
Bail granted with conditions: reside at ⟦ADDRESS|88 Carnarvon Road, London E15 4JW⟧; curfew 21:00–06:00; surety of ⟦AMOUNT|£5,000⟧ provided by ⟦PERSON|Farah Khan⟧.
Defendant's solicitor Ms ⟦PERSON|Adeyemi⟧ noted defendant's ⟦MEDICAL|epilepsy⟧ requires medication in custody.
Next hearing ⟪date|4 February 2027⟫. Legal adviser: ⟦PERSON|G. Horne⟧
"""))

TEXTS.append(("notary_apostille_whatsapp", """
⟦PERSON|Elena⟧: Hi, is the apostille for my diploma ready?
Notary office: Yes ⟦PERSON|Elena⟧, ready for pickup. Fee ⟪price|€45⟫ per document.
⟦PERSON|Elena⟧: Great. My DNI is ⟦NATIONAL_ID|$dni1⟧ in case you need it for the register
Notary office: Thanks, we have it. Collection at ⟦ADDRESS|Calle de Atocha 112, 2ºB, 28012 Madrid⟧ until 14:00.
"""))

TEXTS.append(("student_loan_hardship_letter", """
⟦PERSON|Darnell Hughes⟧
⟦ADDRESS|2201 Maple Ridge Dr, Apt 6, Columbus, OH 43215⟧

Re: Loan account ⟪account_ref|FSL-3320198⟫ — request for forbearance

To whom it may concern,
I was diagnosed with ⟦MEDICAL|Hodgkin lymphoma⟧ in October and am currently receiving ⟦MEDICAL|ABVD chemotherapy⟧. I am unable to work and my income has dropped to ⟦AMOUNT|$1,120 a month⟧ in disability benefits. My current payment of ⟦AMOUNT|$389⟧ is not affordable.
My SSN is ⟦SSN|$ssn4⟧ for verification.
Sincerely, ⟦PERSON|D. Hughes⟧
"""))

TEXTS.append(("language_school_teams_chat", """
[Teams] #admissions
⟦PERSON|Hiroko Tanaka⟧ 10:02: new student from Japan arriving Sunday, host family is the ⟦PERSON|Pembertons⟧
⟦PERSON|Hiroko Tanaka⟧ 10:03: her My Number was sent by the agent by mistake: ⟦NATIONAL_ID|$mynum1⟧ — please delete from the CRM
⟦PERSON|Ben Cole⟧ 10:05: deleted. passport no. stays, we need it for the CAS: ⟦PASSPORT|TR7841022⟧
⟦PERSON|Ben Cole⟧ 10:06: homestay rate is ⟪price|£210/wk⟫ btw, she's prepaid 8 weeks = ⟦AMOUNT|£1,680⟧
"""))

TEXTS.append(("lottery_retailer_shift_report", """
SHIFT REPORT — ⟪org_name|Corner Lotto & News⟫, terminal ⟪terminal_id|T-55120⟫
Opened by ⟦PERSON|Amrit⟧ 06:00 / closed by ⟦PERSON|Jo⟧ 14:00
Scratchcard sales ⟪sales_total|£1,244⟫ | Draw sales ⟪sales_total|£896⟫
Prize paid out: ⟦AMOUNT|£250⟧ to Mr ⟦PERSON|Kenneth Boyle⟧ (regular) — over ⟪threshold|£100⟫ so ID checked
Self-excluded customer ⟦PERSON|Danny Watts⟧ tried to buy tickets, refused per list.
"""))

TEXTS.append(("crypto_2fa_recovery_note", """
# exchange account — ⟦PERSON|mwilson⟧ personal notes (DO NOT SYNC)
login: ⟦EMAIL|m.wilson.eth@pm.me⟧
pw: ⟦PASSWORD|horse-Canvas-77-oyster⟧
2FA seed (Google Authenticator): ⟦SECRET|$totp1⟧
backup codes: ⟦SECRET|4821-9930⟧ ⟦SECRET|1177-0562⟧ ⟦SECRET|6304-8819⟧
seed phrase hardware wallet: ⟦SECRET|ripple orbit canyon lemon frost debate slogan velvet mango tribe hazard salon⟧
deposit addr (public): ⟪wallet_address|bc1q9h5yjq3c7e8z4r6v0s2d8f7g6h5j4k3l2m1n0p⟫
"""))

TEXTS.append(("home_insurance_adjuster_report", """
LOSS ADJUSTER REPORT — ⟪claim_ref|CLM-20270108-7781⟫
Insured: ⟦PERSON|Stephen⟧ & ⟦PERSON|Aoife Gallagher⟧
Property: ⟦ADDRESS|The Old Forge, Church Lane, Bampton OX18 2HN⟧
Cause: escape of water from burst pipe (freeze ⟪date|2 Jan⟫).
Reserve set: ⟪reserve|£22,000⟫
Settlement offered to insured: ⟦AMOUNT|£17,845.60⟧ (building) + ⟦AMOUNT|£3,210⟧ (contents)
Alternative accommodation: ⟦PERSON|Aoife⟧ is 34 weeks pregnant with ⟦MEDICAL|gestational diabetes⟧ — priority rehousing.
Adjuster: ⟦PERSON|Nkechi Obi⟧ ⟦EMAIL|nobi@claimsolve.co.uk⟧
"""))

TEXTS.append(("weather_report_nospan", """
MET SUMMARY — ⟪place|North West England⟫, ⟪date|Saturday 9 January⟫
Morning: patchy frost, lows of ⟪temperature|-3°C⟫ in ⟪place|Cumbria⟫. Afternoon: bright spells, highs ⟪temperature|6°C⟫.
Wind: W ⟪speed|15–25 mph⟫, gusting 40 on the coast. Rain chance ⟪percentage|20%⟫ rising to ⟪percentage|70%⟫ overnight.
Sunrise ⟪time|08:21⟫, sunset ⟪time|16:09⟫. UV index ⟪index|1⟫.
"""))

TEXTS.append(("recipe_card_nospan", """
LEMON DRIZZLE TRAYBAKE (serves 12)
225g unsalted butter, 225g caster sugar, 4 eggs, 275g self-raising flour, 2 tsp baking powder, 4 tbsp milk, zest of 2 lemons.
Drizzle: ⟪quantity|175g⟫ granulated sugar + juice of 2 lemons.
Bake at ⟪temperature|180°C⟫ (160°C fan) for ⟪duration|35–40 minutes⟫ in a ⟪dimension|30 x 23cm⟫ tin.
Approx cost per tray: ⟪price|£4.80⟫. Recipe card ⟪product_code|RC-0117⟫.
"""))

TEXTS.append(("firmware_release_notes_nospan", """
## ⟪product|SolisLink⟫ inverter gateway firmware ⟪version|4.7.2⟫ (build ⟪build_id|2027.01.05-a91c3e⟫)
- Fixed: Wi-Fi reconnect loop when DHCP lease < 10 min
- Fixed: battery SOC reported as ⟪percentage|101%⟫ after calibration
- Changed: default NTP server now ⟪hostname|pool.ntp.org⟫; local web UI on ⟪port|8443⟫
- Security: updated OpenSSL to ⟪version|3.0.15⟫ (CVE-2024-5535)
SHA-256: ⟪hash|7a1f0e9c3d2b4a5f6e7d8c9b0a1f2e3d4c5b6a7f8e9d0c1b2a3f4e5d6c7b8a9f⟫
"""))

TEXTS.append(("coworking_shell_history", """
  501  ssh ⟦PERSON|rkasprzak⟧@⟦IP_ADDRESS|10.0.12.40⟧
  502  sudo vim /etc/hostapd/hostapd.conf
  503  grep wpa_passphrase /etc/hostapd/hostapd.conf
  504  # wpa_passphrase=⟦PASSWORD|CoffeeAndCode!2027⟧
  505  sudo systemctl restart hostapd
  506  curl -X POST -H 'Content-type: application/json' --data '{"text":"wifi rotated"}' ⟦SECRET|$slackhook1⟧
  507  cat /home/⟦PERSON|rkasprzak⟧/doorcodes.txt
  508  ping -c3 ⟪doc_ip|192.0.2.55⟫
  509  ip route add ⟪cidr|10.0.12.0/24⟫ via 10.0.12.1
"""))

TEXTS.append(("coworking_access_xml", """
<accessControl site="⟪site|Shoreditch-2⟫" generated="⟪timestamp|2027-01-08T06:00:00Z⟫">
  <member id="⟪member_id|M-0192⟫" name="⟦PERSON|Abigail Osei⟧" email="⟦EMAIL|abi.osei@studio-osei.com⟧">
    <doorPin>⟦PASSWORD|603318⟧</doorPin>
    <plan price="⟪price|350.00⟫" currency="GBP">dedicated-desk</plan>
  </member>
  <member id="M-0193" name="⟦PERSON|Finn McCabe⟧" email="⟦EMAIL|finn@mccabe.dev⟧">
    <doorPin>⟦PASSWORD|227451⟧</doorPin>
    <plan price="⟪price|199.00⟫" currency="GBP">hot-desk</plan>
  </member>
</accessControl>
"""))

TEXTS.append(("hotel_guest_registration_ocr", """
GUEST REGISTRATION CARD  ⟪org_name|Hotel Lindenhof⟫  Zimmer/Room ⟪room_no|23⟫
Name / Surname: ⟦PERSON|MÜLLER⟧   Vorname / First name: ⟦PERSON|Jonas⟧
Geb.-datum / Date of birth: ⟦DATE_OF_BIRTH|04.07.1991⟧
Anschrift: ⟦ADDRESS|Schillerstraße 18, 10625 Berlin⟧
Ausweis-Nr / ID no: ⟦PASSPORT|C01X00T47⟧
Arrival ⟪date|06.01.27⟫  Departure ⟪date|09.01.27⟫   Rate ⟪price|EUR 118,00⟫ / night
Signature: ⟦PERSON|J. Müll3r⟧  [OCR uncertain]
"""))

TEXTS.append(("sre_oncall_slack_handover", """
#sre-oncall handover (⟪date|Fri 8 Jan⟫)
@⟦PERSON|priya.n⟧: handing over to @⟦PERSON|marco⟧. open items:
1. ⟪alert|DiskPressure⟫ on ⟪hostname|db-replica-2⟫ (⟦IP_ADDRESS|10.8.3.22⟧) at ⟪percentage|91%⟫ — vacuum scheduled
2. the Sentry auth token in #general was mine, rotated: ⟦APIKEY|$sentry_tok1⟧ is dead now
3. PD escalation policy ⟪policy_id|PX7Y2QZ⟫ still pages ⟦PERSON|Greg⟧ on weekends, he left — please fix
@⟦PERSON|marco⟧: ack 👍 also taking the cert renewal, expires ⟪date|12 Jan⟫
"""))

TEXTS.append(("wedding_venue_payment_webform", """
PAYMENT FORM — ⟪org_name|Hollins Hall Weddings⟫ (submitted ⟪timestamp|2027-01-05 21:47⟫)
Booking reference: ⟪booking_ref|WED-0627-HOL⟫
Cardholder name: ⟦PERSON|Rachel Adeyinka-Moss⟧
Card number: ⟦CARD|$card_amex1⟧
Expiry: ⟪card_expiry|04/30⟫   Security code: ⟦CVV|7712⟧
Billing postcode: ⟪postcode|LS29 9EZ⟫
Amount to pay now: ⟦AMOUNT|£4,000.00⟧ (second instalment)
Venue hire (Saturday, peak) listed at ⟪price|£9,500⟫
"""))

TEXTS.append(("funeral_home_card_phone_order", """
Phone order taken by ⟦PERSON|Maureen⟧ 15:20
Caller ⟦PERSON|Grace Liu⟧ ordering a wreath for the ⟦PERSON|Abernathy⟧ service Thursday.
Ribbon: "Dearest ⟦PERSON|Walt⟧, rest easy"
Pays by card ⟦CARD|$card_visa3⟧, exp ⟪card_expiry|09/27⟫, cvv ⟦CVV|054⟧
Total taken ⟦AMOUNT|£95.00⟧ — the ⟪product|Classic Lily Wreath⟫ listed in brochure at ⟪price|£85⟫ + delivery ⟪price|£10⟫
Callback ⟦PHONE|07700 900 548⟧
"""))

TEXTS.append(("stripe_webhook_handler_py", """
# payments/webhooks.py  — maintained by ⟦PERSON|Zara Whitfield⟧
import stripe
stripe.api_key = "⟦APIKEY|$sklive1⟧"
ENDPOINT_SECRET = "⟦SECRET|$whsec1⟧"
PUBLISHABLE = "⟪app_id|pk_live_51HqT9xL2c8fKz0aQw3RtYu⟫"   # safe to expose

def on_charge_succeeded(evt):
    # e.g. customer ⟦EMAIL|billing@hollinshall.co.uk⟧ paid deposit
    log.info("charge %s amount=%s", evt["id"], evt["data"]["object"]["amount"])
# webhook URL: https://⟪domain|api.hollinshall.co.uk⟫/stripe/webhook, API version ⟪version|2024-06-20⟫
"""))

TEXTS.append(("llm_gateway_dotenv", """
# .env.production — support-bot
OPENAI_API_KEY=⟦APIKEY|$openai1⟧
ANTHROPIC_API_KEY=⟦APIKEY|$anthropic1⟧
HF_TOKEN=⟦APIKEY|$hf1⟧
SENDGRID_API_KEY=⟦APIKEY|$sendgrid1⟧
SUPPORT_FROM=⟦EMAIL|help@tidewater-support.io⟧
REDIS_URL=redis://default:⟦SECRET|r3d1s-Ph4ntom-88⟧@⟦IP_ADDRESS|10.31.0.14⟧:⟪port|6379⟫/0
OAUTH_CLIENT_ID=⟪app_id|8842-client.apps.tidewater.io⟫
OAUTH_CLIENT_SECRET=⟦SECRET|$clientsec1⟧
MODEL_TEMPERATURE=⟪config_value|0.2⟫
"""))

TEXTS.append(("singapore_tenancy_mixed_id", """
Tenant details (for the stamp duty filing):
1) ⟦PERSON|Tan Wei Ming⟧, NRIC ⟦NATIONAL_ID|$nric1⟧, mobile ⟦PHONE|+65 9123 4567⟧
2) ⟦PERSON|Rajesh Kumar s/o Muthu⟧, FIN ⟦NATIONAL_ID|$nric3⟧
Unit: ⟦ADDRESS|Blk 418 Tampines Street 41, #09-233, Singapore 520418⟧
Monthly rent: ⟦AMOUNT|S$3,300⟧; deposit paid ⟦AMOUNT|S$6,600⟧. Agent ⟦PERSON|Jasmine Goh⟧ (CEA reg ⟪license_no|R058812J⟫)
Stamp duty rate ⟪percentage|0.4%⟫ of total rent.
"""))

TEXTS.append(("dutch_dental_invoice", """
FACTUUR / INVOICE ⟪invoice_ref|2027-00091⟫ — ⟪org_name|Tandartspraktijk De Linde⟫
Patiënt: ⟦PERSON|Sanne de Vries⟧, BSN ⟦NATIONAL_ID|$bsn1⟧, geb. ⟦DATE_OF_BIRTH|12-05-1994⟧
Behandeling: ⟦MEDICAL|wortelkanaalbehandeling 46⟧ (root canal treatment lower right molar)
Totaal te betalen: ⟦AMOUNT|€ 412,38⟧. NZa-tarief per code ⟪price|€ 24,55⟫.
Graag overmaken o.v.v. ⟪invoice_ref|2027-00091⟫.
Patient refund account: ⟦IBAN|$iban_nl1⟧
"""))

TEXTS.append(("us_student_loan_servicer_call", """
[Dictation — loan counselor ⟦PERSON|Tanisha Brooks⟧, ⟪date|Jan 7⟫]
Spoke with borrower ⟦PERSON|Kevin Tran⟧, last four of social ⟪id_tail|4419⟫ verified, full SSN on file ⟦SSN|$ssn5⟧. He's enrolled in IDR, current payment ⟦AMOUNT|one hundred twelve dollars⟧ a month, outstanding principal ⟦AMOUNT|$38,640⟧. Wants to add his wife ⟦PERSON|Linh⟧ to the autopay, her number ⟦PHONE|(206) 555-0139⟧. Told him the late fee schedule is ⟪price|6% of the payment⟫. Follow-up ticket ⟪ticket_ref|SL-44102⟫.
"""))

TEXTS.append(("pest_control_reschedule_sms", """
⟪org_name|Bugbusters⟫: Hi ⟦PERSON|Mohammed⟧, your wasp nest treatment is moved to ⟪date|Tue⟫ 2–4pm. Tech ⟦PERSON|Lee⟧ will call on ⟦PHONE|07700 900 261⟧ when near. Price unchanged ⟪price|£65⟫. Tip: wasp stings can cause ⟪health_term|anaphylaxis⟫ in sensitive people - keep away from the nest.
"""))

TEXTS.append(("moving_company_damage_claim", """
Hi ⟦PERSON|Connor⟧,

Following your move on ⟪date|18 Dec⟫, we accept liability for the cracked ⟪product|Ercol sideboard⟫. Our settlement is ⟦AMOUNT|£720⟧ (repair quote from ⟪org_name|Hartley Restoration⟫). Goods-in-transit cover is capped at ⟪price|£50 per item⟫ unless declared, but as your inventory declared it we will pay in full.
Please confirm bank details: we have ⟦IBAN|$iban_gb1⟧ — is that still correct?

Regards, ⟦PERSON|Bethany Lowe⟧, Claims, ⟪org_name|Swift Removals⟫
"""))

TEXTS.append(("canadian_rental_driver_form", """
Additional driver authorisation — ⟪org_name|Maple Car Rental⟫, ⟪place|YYZ⟫
Driver: ⟦PERSON|Geneviève Tremblay-Roy⟧, DOB ⟦DATE_OF_BIRTH|1990-02-28⟧
Ontario licence ⟪license_no|T7184-51129-00228⟫ (not a SIN)
SIN (for the insurer's fraud check): ⟦NATIONAL_ID|$sin1⟧
Daily additional-driver fee ⟪price|CA$15.99⟫; charged for 5 days: ⟦AMOUNT|CA$79.95⟧
Agent: ⟦PERSON|Navdeep⟧
"""))

TEXTS.append(("sepa_refund_batch_csv", """
refund_id,customer,email,iban,amount_eur,reason
⟪refund_ref|RF-7701⟫,⟦PERSON|Lukas Brandt⟧,⟦EMAIL|lukas.brandt@web.de⟧,⟦IBAN|$iban_de1⟧,⟦AMOUNT|118.40⟧,cancelled moving slot
⟪refund_ref|RF-7702⟫,⟦PERSON|Chloé Martin⟧,⟦EMAIL|chloe.martin@orange.fr⟧,⟦IBAN|$iban_fr1⟧,⟦AMOUNT|64.00⟧,duplicate charge
⟪refund_ref|RF-7703⟫,⟦PERSON|Marco Bianchi⟧,⟦EMAIL|m.bianchi@libero.it⟧,⟦IBAN|$iban_it1⟧,⟦AMOUNT|230.75⟧,damaged item
⟪refund_ref|RF-7704⟫,⟦PERSON|Inês Costa⟧,⟦EMAIL|ines.costa@sapo.pt⟧,⟦IBAN|$iban_pt1⟧,⟦AMOUNT|19.99⟧,late delivery
# batch ⟪batch_id|SEPA-2027-01-08-02⟫ created by ⟦PERSON|fjansen⟧, cut-off ⟪time|15:00 CET⟫
"""))

TEXTS.append(("crowdfunding_payout_email", """
From: payouts@⟪domain|raiseitnow.org⟫
To: ⟦EMAIL|hamish.gordon77@gmail.com⟧

Hi ⟦PERSON|Hamish⟧,

Your campaign "Rebuild the ⟪place|Kirkwall⟫ Boatshed" has closed. Funds raised: ⟪campaign_total|£23,480⟫. After the platform fee (⟪percentage|2.9% + 25p⟫ per donation) your payout is ⟦AMOUNT|£22,611.04⟧, sent to ⟦IBAN|$iban_gb3⟧ on ⟪date|11 January⟫.
Questions? Call us on ⟦PHONE|0800 555 0171⟧ or reply to this email.

The RaiseItNow team
"""))

TEXTS.append(("betting_account_chargeback", """
CHARGEBACK NOTICE ⟪case_ref|CB-2027-00318⟫ — ⟪org_name|Ace Sportsbook⟫
Account holder: ⟦PERSON|Liam Donnelly⟧ (⟦EMAIL|liamd1988@hotmail.co.uk⟧, ⟦PHONE|07700 900 027⟧)
Deposits disputed: ⟦AMOUNT|£1,500.00⟧ across 6 transactions, card ⟦CARD|$card_disc1⟧
Customer claims card used by his brother ⟦PERSON|Sean⟧ without consent. Account self-excluded since ⟪date|02/01/2027⟫. Max deposit limit setting was ⟪threshold|£200/day⟫.
Analyst: ⟦PERSON|Priti⟧ ⟦EMAIL|fraud-ops@acesportsbook.com⟧
"""))

TEXTS.append(("vet_practice_staff_contacts_md", """
| Role | Name | Mobile | Email |
|---|---|---|---|
| Head vet | Dr ⟦PERSON|Aoife Brennan⟧ | ⟦PHONE|07700 900 311⟧ | ⟦EMAIL|aoife@hillsidevets.ie⟧ |
| Nurse | ⟦PERSON|Ciara Walsh⟧ | ⟦PHONE|07700 900 312⟧ | ⟦EMAIL|ciara@hillsidevets.ie⟧ |
| Reception | ⟦PERSON|Declan⟧ | ⟦PHONE|07700 900 313⟧ | ⟦EMAIL|reception@hillsidevets.ie⟧ |
Out-of-hours line: ⟦PHONE|01632 960 999⟧ — emergency consult ⟪price|€140⟫. Practice: ⟪org_name|Hillside Veterinary⟫, ⟪place|Galway⟫.
"""))

TEXTS.append(("car_rental_card_authorisation_fax", """
CREDIT CARD AUTHORISATION — ⟪org_name|Highland Car Hire⟫
I, ⟦PERSON|Margaret Sinclair⟧, authorise charges for rental ⟪booking_ref|HCH-40512⟫ to my card:
Card type: JCB   Number: ⟦CARD|$card_jcb1⟧   Exp: ⟪card_expiry|02/28⟫   CVV: ⟦CVV|881⟧
Amount authorised: ⟦AMOUNT|£472.80⟧ + fuel
Contact: ⟦PHONE|+44 1463 555 018⟧, ⟦EMAIL|m.sinclair@talktalk.net⟧
Signed: ⟦PERSON|M. Sinclair⟧   ⟪date|06/01/2027⟫
"""))

TEXTS.append(("hotel_group_booking_reply", """
Dear ⟦PERSON|Ahmed⟧,

Thank you for choosing ⟪org_name|The Bramley Hotel⟫ for the ⟦PERSON|Said⟧ family reunion. We have held 8 rooms at the group rate of ⟪price|£119 per night⟫. Your deposit of ⟦AMOUNT|£952⟧ was received from card ⟦CARD|$card_visa13⟧ — please note 13-digit Visa cards may not be accepted in future.
Guest list contacts: ⟦PERSON|Yasmin Said⟧ ⟦PHONE|07700 900 456⟧, ⟦PERSON|Karim Said⟧ ⟦PHONE|07700 900 457⟧.

Warm regards,
⟦PERSON|Petra Novak⟧, Reservations, ⟦PHONE|01632 960 330⟧
"""))
