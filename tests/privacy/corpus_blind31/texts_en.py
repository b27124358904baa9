# English texts for corpus_blind31. Each written by hand. Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy.
TEXTS = []

TEXTS += [
("sms_club_subs", r"""
Hi ⟦PERSON|Gareth⟧, Ashvale ⟪org_name|Harriers RFC⟫ here. Your U16 subs of ⟦AMOUNT|£45.00⟧ for ⟪date|March⟫ are still outstanding. Pay at the clubhouse or call ⟦PHONE|07700 900412⟧. Cheers, ⟦PERSON|Bev⟧
"""),
("league_registration_form", r"""
WESSEX SUNDAY LEAGUE - PLAYER REGISTRATION 2027/28
Club: ⟪org_name|Portland Athletic Reserves⟫          Division: ⟪product_code|D3-South⟫
Surname: ⟦PERSON|OYELARAN⟧    Forenames: ⟦PERSON|Tobias Kehinde⟧
Date of birth: ⟦DATE_OF_BIRTH|14/06/2001⟧
Home address: ⟦ADDRESS|22 Brindle Close, Weymouth DT4 9QE⟧
Mobile: ⟦PHONE|07700 900731⟧   Email: ⟦EMAIL|toby.oyelaran@postbox.example⟧
Registration fee: ⟪price|£25⟫ (under-23s ⟪price|£15⟫)    Paid: ⟦AMOUNT|£15.00⟧ cash
Previous club: ⟪org_name|Chickerell Utd⟫
Signed (club secretary): ⟦PERSON|M. Drury⟧   Date: ⟪date|02/08/2027⟫
"""),
("whatsapp_netball_group", r"""
[18:02] ⟦PERSON|Sian Pryce⟧: who's got the bibs from Saturday??
[18:03] ⟦PERSON|Kayleigh⟧: me, in the boot. will bring to training ⟪time|7pm⟫
[18:05] ⟦PERSON|Sian Pryce⟧: ta. also ⟦PERSON|Nia⟧ has sprained her ankle again so she's out for the cup game vs ⟪org_name|Tredegar Belles⟫
[18:05] ⟦PERSON|Kayleigh⟧: oh no, tell her to rest up x
[18:07] Coach ⟦PERSON|Dai⟧: Court ⟪seat_no|3⟫ booked at ⟪place|Bedwas Leisure Centre⟫, ⟪price|£38⟫/hr split between us
"""),
("marathon_entry_confirmation", r"""
Subject: Your entry is confirmed – ⟪org_name|Severn Bridge Marathon⟫ 2027

Dear ⟦PERSON|Priyanka⟧,

Thank you for entering. Your details:
  Name: ⟦PERSON|Priyanka Raghunathan⟧
  Bib number: ⟪bib_no|4417⟫   Wave: ⟪seat_no|C⟫   Start: ⟪time|09:40⟫
  Entry fee paid: ⟦AMOUNT|£62.50⟧ (incl. ⟪price|£2.50⟫ booking fee)
  Emergency contact: ⟦PERSON|Suresh Raghunathan⟧, ⟦PHONE|+44 7700 900268⟧
  Medical notes you declared: ⟦MEDICAL|type 1 diabetes⟧ – carries ⟦MEDICAL|glucose gel⟧ and ⟦MEDICAL|insulin pump⟧

Race pack collection: ⟪place|Chepstow Racecourse⟫, ⟪date|Saturday 9 October⟫.
Order ref ⟪order_ref|SBM-27-008841⟫

⟪org_name|Severn Events Ltd⟫ · ⟦EMAIL|entries@severnevents.example⟧ · ⟦PHONE|01291 496 0173⟧
"""),
("race_medical_form_ocr", r"""
RACE MEDICAL INFORMATION (complete reverse of bib)
Name ⟦PERSON|DELACROIX, Amelie⟧      Bib ⟪bib_no|A-0922⟫
D.O.B ⟦DATE_OF_BIRTH|03 Feb 1979⟧
Conditions: ⟦MEDICAL|asthma⟧ / ⟦MEDICAL|previous SVT ablation (2019)⟧
Medication: ⟦MEDICAL|Salbutamol 100mcg inhaler⟧ ⟦MEDICAL|bisoprolol 2.5mg⟧
Allergies: ⟦MEDICAL|penicillin⟧
In emergency call: ⟦PERSON|Luc⟧ (husband) ⟦PHONE|07700 900 055⟧
I confirm the info above is correct  sig: ⟦PERSON|A Delacroix⟧
"""),
("race_results_csv", r"""
pos,bib,name,club,chip_time,category,prize
1,⟪bib_no|1187⟫,⟦PERSON|Callum Reid⟧,⟪org_name|Fife AC⟫,⟪time|02:21:44⟫,SM,⟦AMOUNT|500⟧
2,⟪bib_no|0341⟫,⟦PERSON|Tomasz Wieczorek⟧,⟪org_name|Edinburgh Uni HH⟫,⟪time|02:23:10⟫,SM,⟦AMOUNT|250⟧
3,⟪bib_no|2290⟫,⟦PERSON|Eilidh MacAskill⟧,⟪org_name|Inverness Harriers⟫,⟪time|02:31:02⟫,SW,⟦AMOUNT|150⟧
"""),
]

TEXTS += [
("hospital_library_rota", r"""
## ⟪org_name|Northgate NHS Trust⟫ – Library & Knowledge Service rota, week ⟪date|w/c 11 Oct⟫

| Day | Desk (⟪time|08:30⟫–⟪time|13:00⟫) | Desk (13:00–17:30) | Bleep |
|-----|------|------|------|
| Mon | ⟦PERSON|Hollis⟧ | ⟦PERSON|Fernanda⟧ | ⟦PHONE|2214⟧ |
| Tue | ⟦PERSON|J. Okonkwo⟧ | ⟦PERSON|Hollis⟧ | ⟦PHONE|2217⟧ |
| Wed | ⟦PERSON|Fernanda⟧ | ⟦PERSON|Ravi S⟧ | ⟦PHONE|2214⟧ |

Out-of-hours literature searches: page on-call librarian via switchboard ⟦PHONE|0113 496 0800⟧.
Room ⟪seat_no|B2.14⟫ closed for refurbishment.
"""),
("email_library_pager", r"""
From: ⟦PERSON|Ruth Abernethy⟧ <⟦EMAIL|ruth.abernethy@northgate-nhs.example⟧>
To: ⟦EMAIL|library.team@northgate-nhs.example⟧
Subject: Evidence search request from ⟪place|Ward 27⟫

Hi all,
Dr ⟦PERSON|Marchetti⟧ (renal) asked for a search on ⟪health_term|hyperkalaemia management guidelines⟫ for a teaching session, not patient-specific. Her pager is ⟦PHONE|07623 441902⟧, she's on nights until ⟪date|Friday⟫.
Ticket ⟪ticket_ref|LKS-5521⟫ logged.

Thanks,
⟦PERSON|Ruth⟧
Clinical Librarian | ext ⟦PHONE|46112⟧
"""),
("library_loan_overdue_notice", r"""
⟪org_name|Northgate Healthcare Library⟫
Dear Mr ⟦PERSON|Baptiste⟧,
The following item is ⟪duration|21 days⟫ overdue: "Oxford Handbook of Clinical Medicine" ⟪version|10th ed.⟫ (barcode ⟪product_code|NHL004217⟫).
Please return it to the desk at ⟦ADDRESS|Level 2, Brotherton Wing, 14 Clarendon Road, Leeds LS2 9NS⟧. Replacement charge if lost: ⟪price|£48.99⟫.
"""),
]

TEXTS += [
("homecare_visit_log", r"""
VISIT LOG – ⟪org_name|BrightDoor Home Care⟫
Client: Mrs ⟦PERSON|Edna Fairweather⟧  (⟦ADDRESS|7 Larch Walk, Kendal LA9 6PH⟧)
Key safe by back door, code ⟦PASSWORD|4071⟧ – please scramble after use!
⟪date|12/10⟫ ⟪time|07:45⟫ carer ⟦PERSON|Shauna⟧: assisted wash & dress. Gave ⟦MEDICAL|donepezil 10mg⟧ and ⟦MEDICAL|amlodipine 5mg⟧ from blister pack. Skin on left heel red – ⟦MEDICAL|grade 1 pressure sore⟧? informed office.
⟪date|12/10⟫ ⟪time|12:30⟫ carer ⟦PERSON|Imran⟧: lunch, ate half. Daughter ⟦PERSON|Carol⟧ rang, on ⟦PHONE|07700 900904⟧.
⟪date|12/10⟫ ⟪time|18:10⟫ carer ⟦PERSON|Shauna⟧: tea, meds given, ⟦MEDICAL|catheter⟧ bag emptied 600ml.
"""),
("homecare_rota_sms", r"""
BrightDoor: ⟦PERSON|Imran⟧ your ⟪time|3pm⟫ call at ⟦ADDRESS|Flat 4, 19 Stramongate, Kendal⟧ is cancelled (client in hospital). Next call ⟪time|4.15pm⟫ Mr ⟦PERSON|Hodgson⟧, keysafe ⟦PASSWORD|1 9 9 2⟧. Office ⟦PHONE|01539 496022⟧
"""),
("homecare_invoice_email", r"""
Dear ⟦PERSON|Carol⟧,

Please find below your mother's care invoice for ⟪date|September 2027⟫ (invoice ⟪invoice_ref|BD-INV-20931⟫):

  Personal care visits, 84 x 30 min @ ⟪price|£16.20⟫ ....... ⟦AMOUNT|£1,360.80⟧
  Mileage .................................... ⟦AMOUNT|£42.12⟧
  Less council contribution .................. -⟦AMOUNT|£600.00⟧
  Balance to pay ............................. ⟦AMOUNT|£802.92⟧

Bank: ⟪org_name|BrightDoor Home Care Ltd⟫  IBAN ⟦IBAN|$iban1⟧
Ref: ⟦PERSON|FAIRWEATHER⟧-E

Kind regards,
⟦PERSON|Lorna Whitlock⟧, Accounts
"""),
("hospice_handover_notes", r"""
⟪org_name|St Columba's Hospice⟫ – IPU night handover ⟪date|14/10⟫

Bed ⟪seat_no|4⟫ ⟦PERSON|Harold Bickerstaffe⟧ (82): ⟦MEDICAL|metastatic prostate cancer⟧, ⟦MEDICAL|syringe driver: morphine 20mg + midazolam 10mg / 24h⟧. Comfortable, ⟦MEDICAL|Cheyne-Stokes breathing⟧ noted ⟪time|02:00⟫. Wife ⟦PERSON|Joan⟧ staying overnight in family room; wants call if any change – ⟦PHONE|07700 900318⟧.
Bed ⟪seat_no|7⟫ ⟦PERSON|Agnieszka Zielinska⟧ (54): ⟦MEDICAL|MND⟧, on ⟦MEDICAL|NIV⟧ overnight, ⟦MEDICAL|PEG⟧ feeds. Interpreter (Polish) booked for ⟪time|10am⟫ family meeting with Dr ⟦PERSON|Fenwick⟧.
Chaplain Rev. ⟦PERSON|Moira⟧ visited bed 4.
"""),
("hospice_donation_letter", r"""
Dear Mr and Mrs ⟦PERSON|Achterberg⟧,

On behalf of everyone at ⟪org_name|St Columba's Hospice⟫, thank you for your generous gift of ⟦AMOUNT|£2,000⟧ in memory of ⟦PERSON|Wilhelmina⟧. As a UK taxpayer your Gift Aid declaration adds a further ⟦AMOUNT|£500⟧.
Our ⟪health_term|day therapy⟫ programme costs around ⟪price|£1,150⟫ a day to run, so your kindness truly matters.

With gratitude,
⟦PERSON|Deborah Quayle⟧
Head of Fundraising · ⟦PHONE|0131 496 0552⟧ · ⟦EMAIL|fundraising@stcolumbas.example⟧
"""),
("hospice_call_transcript", r"""
[Call recording – 24h advice line, ⟪timestamp|2027-10-15 03:12⟫]
NURSE: Hospice advice line, ⟦PERSON|Gemma⟧ speaking.
CALLER: Hi, it's ⟦PERSON|Paul Sheridan⟧, my dad ⟦PERSON|Frank⟧'s under your community team. He's really agitated and the ⟦MEDICAL|levomepromazine⟧ the district nurse left isn't touching it.
NURSE: OK ⟦PERSON|Paul⟧. Can you confirm his date of birth for me?
CALLER: ⟦DATE_OF_BIRTH|the ninth of May nineteen forty one⟧.
NURSE: Thanks. And you're at ⟦ADDRESS|31 Glebe Crescent, Stirling FK8 2HQ⟧?
CALLER: Yeah. My number's ⟦PHONE|oh seven seven double oh nine hundred, two two six⟧.
NURSE: I'll get the on-call nurse ⟦PERSON|Alasdair⟧ out to you within the hour.
"""),
]

TEXTS += [
("paeds_ed_triage_note", r"""
PAEDIATRIC ED – TRIAGE  ⟪timestamp|16/10/2027 21:47⟫   Attendance ⟪case_ref|ED27-118402⟫
Pt: ⟦PERSON|Maisie-Rose Tanner⟧   DOB ⟦DATE_OF_BIRTH|22/03/2024⟧   NHS no: ⟪id_tail|*** *** 4471⟫
PC: barking cough, stridor at rest. Mum ⟦PERSON|Kerry⟧ present.
Obs: HR 148, RR 38, SpO2 ⟪percent|95%⟫, temp 38.4
Imp: ⟦MEDICAL|croup⟧ (Westley ⟪score|4⟫)  Plan: ⟦MEDICAL|dexamethasone 0.15mg/kg PO⟧, reassess 1h.
Safeguarding: none. GP ⟪org_name|Moss Side Health Centre⟫.
Triage nurse ⟦PERSON|K. Oduya⟧
"""),
("paeds_ed_discharge_letter", r"""
Dear Dr ⟦PERSON|Lindqvist⟧,

Re: ⟦PERSON|Theo Marsh-Williams⟧, DOB ⟦DATE_OF_BIRTH|4 August 2019⟧, ⟦ADDRESS|12 Orchard Rise, Bath BA2 5TL⟧

⟦PERSON|Theo⟧ attended our children's emergency department on ⟪date|18 October⟫ with a ⟦MEDICAL|greenstick fracture of the left distal radius⟧ after falling from a trampoline. He was placed in a ⟦MEDICAL|below-elbow backslab⟧ and given ⟦MEDICAL|ibuprofen⟧. Fracture clinic follow-up booked (⟪booking_ref|FX-55012⟫).

Yours sincerely,
Dr ⟦PERSON|Ayesha Qureshi⟧, ST5 Paediatric Emergency Medicine
"""),
("teams_paeds_bed_chat", r"""
⟦PERSON|Jonah Feld⟧ 22:14
anyone know if ⟪place|HDU⟫ have a bed? little ⟦PERSON|Kacper⟧ in cubicle ⟪seat_no|6⟫ with ⟦MEDICAL|bronchiolitis⟧ now needing ⟦MEDICAL|high flow⟧
⟦PERSON|Sophie L⟧ 22:16
not yet, 2 pending discharges. bleep ⟦PHONE|3390⟧ (⟦PERSON|Marguerite⟧) she's bed manager tonight
⟦PERSON|Jonah Feld⟧ 22:17
👍
"""),
]

TEXTS += [
("audiology_referral_letter", r"""
⟪org_name|Westmere Audiology Department⟫
⟪date|19 October 2027⟫

Re: ⟦PERSON|Desmond Achebe⟧  DOB ⟦DATE_OF_BIRTH|11/11/1950⟧
⟦ADDRESS|Flat 9, Kestrel House, 88 Wharf Street, Leicester LE1 2AZ⟧

Pure-tone audiometry shows ⟦MEDICAL|bilateral moderate-to-severe sensorineural hearing loss⟧, worse on the right, with ⟦MEDICAL|tinnitus⟧. Tympanometry type ⟪product_code|A⟫ bilaterally. We have fitted ⟦MEDICAL|Phonak Audeo receiver-in-canal hearing aids⟧ (serials ⟪product_code|2219XK⟫/⟪product_code|2219XM⟫).
Please contact his son ⟦PERSON|Obi⟧ on ⟦PHONE|0116 496 0391⟧ regarding appointments as Mr ⟦PERSON|Achebe⟧ struggles on the phone.

⟦PERSON|Hannah Bright⟧, Clinical Scientist (Audiology)
"""),
("audiology_repair_sms", r"""
Westmere Audiology: ⟦PERSON|Beryl⟧, your ⟦MEDICAL|cochlear implant processor⟧ repair is ready to collect from ⟪place|Room 11⟫. Batteries are free, tubing ⟪price|£0⟫. Queries ⟦PHONE|0116 496 0390⟧. Ref ⟪ticket_ref|AUD-77213⟫
"""),
("audiology_hearing_test_csv", r"""
patient_id,surname,first,age,left_pta_db,right_pta_db,outcome,clinician
⟪case_ref|WA-30118⟫,⟦PERSON|Grady⟧,⟦PERSON|Niamh⟧,7,25,60,⟦MEDICAL|glue ear R - grommets listed⟧,⟦PERSON|hbright⟧
⟪case_ref|WA-30119⟫,⟦PERSON|Sato⟧,⟦PERSON|Ren⟧,64,45,50,⟦MEDICAL|presbycusis - aids fitted⟧,⟦PERSON|hbright⟧
⟪case_ref|WA-30120⟫,⟦PERSON|Ilunga⟧,⟦PERSON|Grace⟧,33,10,15,normal,⟦PERSON|pkaur⟧
"""),
]

TEXTS += [
("veterans_caseworker_email", r"""
From: ⟦EMAIL|s.mcbride@forcesfirst.example⟧
To: ⟦EMAIL|welfare@forcesfirst.example⟧
Subject: Referral – ex-Cpl ⟦PERSON|Lee Hargreaves⟧, service no ⟪service_no|25183344⟫

⟦PERSON|Lee⟧ (44) served ⟪date|2001–2014⟫ with ⟪org_name|2 RIFLES⟫. Diagnosed ⟦MEDICAL|PTSD⟧ and ⟦MEDICAL|chronic lower back pain⟧; on ⟦MEDICAL|sertraline 100mg⟧. Currently sofa-surfing at his sister's, ⟦ADDRESS|56 Peel Street, Barnsley S70 2QX⟧. Arrears of ⟦AMOUNT|£1,870⟧ on a previous tenancy.
His NI number is ⟦NATIONAL_ID|$nino1⟧ for the housing application. Mobile ⟦PHONE|07700 900681⟧.

⟦PERSON|Siobhan McBride⟧
Veterans' Caseworker, ⟪org_name|Forces First Yorkshire⟫
"""),
("veterans_grant_award_letter", r"""
⟪org_name|Royal Veterans Benevolent Fund⟫
Grant decision ⟪case_ref|RVBF/27/4410⟫

Dear Mrs ⟦PERSON|Okafor-Lyle⟧,
We are pleased to award a grant of ⟦AMOUNT|£640.00⟧ towards a ⟦MEDICAL|riser-recliner chair⟧ for your husband ⟦PERSON|Winston⟧. Payment will be made directly to ⟪org_name|Mobility Plus (Swindon)⟫. Our maximum single award is ⟪price|£1,500⟫.
"""),
("veterans_helpline_dictation", r"""
dictation start. note for file. spoke to ⟦PERSON|gordon pike⟧ today comma ex navy comma he says his war pension payment of ⟦AMOUNT|two hundred and twelve pounds⟧ didn't arrive this month full stop. his sort code and account are the usual on file comma he confirmed his date of birth as ⟦DATE_OF_BIRTH|twenty third of january nineteen fifty eight⟧ full stop. has ⟦MEDICAL|hearing loss and tinnitus⟧ from service full stop. call back on ⟦PHONE|zero one seven five two four nine six zero nine one one⟧ full stop. dictation end.
"""),
]

TEXTS += [
("probation_supervision_note", r"""
NPS – SUPERVISION CONTACT  ⟪date|20/10/2027⟫
PoP: ⟦PERSON|RAFFERTY, Dean⟧   CRN ⟪case_ref|X884102⟫   PNC ⟪case_ref|19/442871M⟫
Attended on time. Discussed licence conditions incl. curfew at ⟦ADDRESS|Approved Premises, 4 Mill Lane, Hull HU3 1LD⟧.
Reports using ⟦MEDICAL|methadone 60ml daily⟧ via ⟪org_name|Renew Hull⟫; UDS clear.
Next appt ⟪date|03/11⟫ ⟪time|14:00⟫ with PO ⟦PERSON|Kiran Dhillon⟧ (⟦PHONE|01482 496 330⟧).
"""),
("prison_visit_booking", r"""
HMP ⟪place|Lindholme⟫ – Social visit booking confirmed
Booking ref: ⟪booking_ref|VB-4412-0931⟫
Prisoner: ⟦PERSON|Jordan Ashby⟧ (⟪case_ref|A7729DK⟫)
Visitors: ⟦PERSON|Tanya Ashby⟧ (DOB ⟦DATE_OF_BIRTH|02/09/1988⟧), ⟦PERSON|Kai Ashby⟧ (child, DOB ⟦DATE_OF_BIRTH|17/05/2019⟧)
Date: ⟪date|Sat 6 Nov⟫ session ⟪time|14:00-16:00⟫
Bring photo ID. Max ⟪price|£15⟫ in coins for the visitor centre canteen.
"""),
("prison_canteen_ledger_sql", r"""
INSERT INTO prisoner_accounts (prison_no, surname, forename, spends_balance, private_cash, last_tx) VALUES
('⟪case_ref|A1190FT⟫', '⟦PERSON|Mbeki⟧', '⟦PERSON|Sipho⟧', ⟦AMOUNT|23.40⟧, ⟦AMOUNT|110.00⟧, '⟪timestamp|2027-10-19 16:02:11⟫'),
('⟪case_ref|A3318GH⟫', '⟦PERSON|Lowther⟧', '⟦PERSON|Craig⟧', ⟦AMOUNT|4.15⟧, ⟦AMOUNT|0.00⟧, '⟪timestamp|2027-10-19 16:02:14⟫'),
('⟪case_ref|A5521KL⟫', '⟦PERSON|Nowak⟧', '⟦PERSON|Pawel⟧', ⟦AMOUNT|61.90⟧, ⟦AMOUNT|35.50⟧, '⟪timestamp|2027-10-19 16:02:19⟫');
"""),
]

TEXTS += [
("legal_aid_means_form", r"""
CIVIL LEGAL AID – MEANS ASSESSMENT (extract)
Applicant: ⟦PERSON|Roxanne Delaney⟧         Ref ⟪case_ref|LAA-CIV-2027-338104⟫
Address: ⟦ADDRESS|118 Caedmon Road, Whitby YO21 1JR⟧
NI number: ⟦NATIONAL_ID|$nino2⟧
Monthly gross income: ⟦AMOUNT|£1,342.17⟧  (Universal Credit ⟦AMOUNT|£611.00⟧)
Rent: ⟦AMOUNT|£525.00⟧    Capital: ⟦AMOUNT|£290⟧ savings
Eligibility threshold (gross): ⟪price|£2,657⟫
Matter: private family law – child arrangements for ⟦PERSON|Ellis⟧ (6)
Solicitor: ⟦PERSON|Farida Haq⟧, ⟪org_name|Haq & Pennington LLP⟫
"""),
("court_listing_email", r"""
From: Listing Office <⟦EMAIL|listing.teesside@courts.example⟧>
Subject: Hearing ⟪case_ref|TS27C00918⟫ – ⟦PERSON|Delaney⟧ v ⟦PERSON|Kowalczyk⟧

Dear ⟪org_name|Haq & Pennington⟫,
The First Hearing Dispute Resolution Appointment is listed at ⟪place|Teesside Combined Court⟫, ⟦ADDRESS|Russell Street, Middlesbrough TS1 2AE⟧, on ⟪date|15 November 2027⟫ at ⟪time|10:00⟫, time estimate ⟪duration|1 hour⟫. Court ⟪seat_no|7⟫.
Video link (CVP) room: ⟪booking_ref|CVP-TEES-07⟫, PIN ⟦PASSWORD|553102⟧.
"""),
("court_judgment_debt_ocr", r"""
IN THE COUNTY COURT AT ⟪place|CARDIFF⟫          Claim No: ⟪case_ref|K3QZ81F4⟫
BETWEEN  ⟪org_name|NORTHLINK FINANCE LIMITED⟫  Claimant
and      ⟦PERSON|GETHIN LLEWELLYN PARRY⟧   Defendant
JUDGMENT FOR CLAIMANT IN DEFAULT
The defendant must pay the claimant ⟦AMOUNT|£4,218.66⟧ for debt and interest to date of judgment and ⟦AMOUNT|£185.00⟧ for costs.
Court fee on issue was ⟪price|£205⟫.
The defendant must pay the total of ⟦AMOUNT|£4,403.66⟧ by instalments of ⟦AMOUNT|£75⟧ per month.
Dated ⟪date|21 October 2027⟫
"""),
]

TEXTS += [
("debt_collection_letter", r"""
⟪org_name|Castlegate Recoveries Ltd⟫ · ⟦ADDRESS|Unit 3, Meridian Park, Bolton BL1 4QT⟧
Our ref: ⟪case_ref|CR-00918274⟫        Original creditor: ⟪org_name|Voltera Energy⟫

Ms ⟦PERSON|Leanne Shaw⟧
⟦ADDRESS|41 Tonge Moor Road, Bolton BL2 2DJ⟧

NOTICE OF ASSIGNMENT
The balance of ⟦AMOUNT|£1,146.32⟧ owed on your account ending ⟪id_tail|8812⟫ has been assigned to us. Please call ⟦PHONE|0161 496 0733⟧ (Mon–Fri ⟪time|8am–8pm⟫) or pay online. Payment plans from ⟪price|£1⟫ a month are available.
"""),
("debt_collection_call_notes", r"""
CALL NOTES ⟪timestamp|22/10/27 11:41⟫ agent ⟦PERSON|dwhitworth⟧
Inbound from ⟦PERSON|Leanne Shaw⟧, DPA passed (DOB ⟦DATE_OF_BIRTH|30/12/1985⟧ + postcode).
Customer says she's been off work with ⟦MEDICAL|depression⟧ since June, on ⟦MEDICAL|SSP⟧. Flagged VULNERABLE, 30-day hold applied.
I&E: income ⟦AMOUNT|£1,020⟧/m, outgoings ⟦AMOUNT|£985⟧/m → offer ⟦AMOUNT|£20⟧/m accepted.
Card payment taken today ⟦AMOUNT|£20.00⟧ on ⟪masked_card|**** **** **** 3304⟫, auth ⟪otp_code|449120⟫.
"""),
("debt_collection_payment_csv", r"""
account,debtor,balance,last_payment,agent,phone
⟪case_ref|CR-00918274⟫,⟦PERSON|SHAW L⟧,⟦AMOUNT|1126.32⟧,⟦AMOUNT|20.00⟧,⟦PERSON|dwhitworth⟧,⟦PHONE|07700900145⟧
⟪case_ref|CR-00918275⟫,⟦PERSON|AHMED F⟧,⟦AMOUNT|3410.00⟧,⟦AMOUNT|150.00⟧,⟦PERSON|kbanks⟧,⟦PHONE|07700900522⟧
⟪case_ref|CR-00918276⟫,⟦PERSON|O'NEILL P⟧,⟦AMOUNT|88.19⟧,⟦AMOUNT|88.19⟧,⟦PERSON|dwhitworth⟧,⟦PHONE|07700900911⟧
"""),
]

TEXTS += [
("pawnbroker_pledge_ticket", r"""
⟪org_name|H. SAMUELSON & SON⟫ PAWNBROKERS EST. 1923
⟦ADDRESS|212 Dale Street, Liverpool L2 5RJ⟧  Tel ⟦PHONE|0151 496 0448⟧
PLEDGE AGREEMENT No. ⟪order_ref|PL-66120⟫
Pledgor: ⟦PERSON|Marcus Onyango⟧  ID seen: passport ⟦PASSPORT|KE1290471⟧
Item: ⟪product_code|18ct⟫ gold curb chain 34.2g, 9ct signet ring
Loan: ⟦AMOUNT|£780.00⟧   Interest ⟪percent|6.5%⟫ per month   Redemption period ⟪duration|6 months⟫
Total to redeem at term: ⟦AMOUNT|£1,084.20⟧
"""),
("jeweller_repair_receipt", r"""
⟪org_name|Patel & Daughters Fine Jewellery⟫
Repair receipt ⟪invoice_ref|R-2027-1182⟫  ⟪date|23/10/2027⟫
Customer: Mrs ⟦PERSON|R. Whitcombe⟧   ⟦PHONE|01632 960 447⟧
Resize platinum band O → Q, re-tip claws on solitaire.
Estimate ⟪price|£145⟫ (resize) + ⟪price|£60⟫ (re-tip). Deposit paid ⟦AMOUNT|£100.00⟧ card ⟪masked_card|ending 7719⟫.
Balance due on collection ⟦AMOUNT|£105.00⟧. Ready ⟪date|approx. 2 Nov⟫.
Served by ⟦PERSON|Nikhil⟧
"""),
("pawnbroker_aml_kyc_json", r"""
{
  "customer_id": "⟪uuid|3e1f0c52-7d8a-4b0e-9a61-2f4c81d0b7a3⟫",
  "full_name": "⟦PERSON|Ioana Petrescu⟧",
  "dob": "⟦DATE_OF_BIRTH|1990-07-19⟧",
  "id_document": {"type": "passport", "number": "⟦PASSPORT|055318826⟧", "issuer": "ROU"},
  "address": "⟦ADDRESS|5 Kenyon Terrace, Birkenhead CH41 4EL⟧",
  "transaction": {"type": "sale", "item": "Rolex ⟪product_code|116610LN⟫", "paid_to_customer_gbp": ⟦AMOUNT|6250.00⟧},
  "risk_score": ⟪score|0.31⟫,
  "checked_by": "⟦PERSON|mkhan⟧"
}
"""),
]

TEXTS += [
("farm_subsidy_claim_email", r"""
From: ⟦PERSON|Rhodri Vaughan⟧ <⟦EMAIL|rhodri@pantglasfarm.example⟧>
To: ⟦EMAIL|sfs.claims@rural.example⟧
Subject: SAF 2027 – CPH ⟪herd_no|52/418/0077⟫

Hello,
Attached is my Single Application Form. Claiming on 143.6 ha. Last year's Basic Payment came to ⟦AMOUNT|£31,402.88⟧ and I've still not had the ⟦AMOUNT|£2,115⟧ Glastir balance.
Please pay into the farm account: ⟦IBAN|$iban14⟧.
Herd is still under TB restriction (⟪animal_health|bovine TB reactor⟫ found ⟪date|June⟫).
Diolch,
⟦PERSON|Rhodri⟧
⟪org_name|Pantglas Farm⟫, ⟦ADDRESS|Pantglas, Llanfair Caereinion, Welshpool SY21 0HW⟧ · ⟦PHONE|01938 496 210⟧
"""),
("livestock_movement_csv", r"""
movement_date,ear_tag,breed,from_holding,to_holding,keeper,price_per_head
⟪date|2027-10-02⟫,⟪product_code|UK 521418 700412⟫,Welsh Black,⟪herd_no|52/418/0077⟫,⟪herd_no|52/301/0019⟫,⟦PERSON|R VAUGHAN⟧,⟪price|1340⟫
⟪date|2027-10-02⟫,⟪product_code|UK 521418 700419⟫,Welsh Black,⟪herd_no|52/418/0077⟫,⟪herd_no|52/301/0019⟫,⟦PERSON|R VAUGHAN⟧,⟪price|1295⟫
"""),
("crop_report_no_pii", r"""
AHDB-style crop development report, week ⟪date|41⟫
Winter wheat: ⟪percent|82%⟫ drilled in the East, ⟪percent|64%⟫ in the West; slug pressure high after wet September.
Oilseed rape: establishment fair, cabbage stem flea beetle larvae counts above the threshold of ⟪number|5 per plant⟫ in ⟪place|Lincolnshire⟫ and ⟪place|Norfolk⟫.
Spring barley harvest complete; average yield ⟪number|6.1 t/ha⟫. Feed wheat ex-farm ⟪price|£178/t⟫ for ⟪date|November⟫ movement.
"""),
]

TEXTS += [
("fishing_licence_web_form", r"""
Buy a rod fishing licence
  Licence type: ⟪product_code|12-month, 2 rods, non-migratory trout & coarse⟫   Price ⟪price|£35.80⟫
  Concession: Blue Badge holder (⟦MEDICAL|registered disabled⟧) – price ⟪price|£23.87⟫
  First name: ⟦PERSON|Wilf⟧
  Last name: ⟦PERSON|Entwistle⟧
  Date of birth: ⟦DATE_OF_BIRTH|08/03/1947⟧
  Address: ⟦ADDRESS|2 Canal Cottages, Skipton BD23 1QP⟧
  Email: ⟦EMAIL|wilf.entwistle47@mailhub.example⟧
  Payment: card ⟦CARD|$card7⟧ exp ⟪card_expiry|09/29⟫ CVC ⟦CVV|614⟧
  Amount charged: ⟦AMOUNT|GBP 23.87⟧
"""),
("fishing_bailiff_report", r"""
Bailiff report ⟪case_ref|EA-FB-27-0419⟫ – River ⟪place|Wharfe⟫ at ⟪place|Burnsall⟫, ⟪timestamp|24/10/2027 06:50⟫
Checked 6 anglers. One without licence: ⟦PERSON|Jason Crabtree⟧, gave address ⟦ADDRESS|14 Raikes Road, Skipton BD23 1LS⟧, phone ⟦PHONE|07700 900 233⟧. Vehicle ⟪plate|YK19 WFT⟫. Fixed penalty considered; max fine for offence is ⟪price|£2,500⟫.
Accompanied by ⟦PERSON|P. Varley⟧ (volunteer).
"""),
("sea_fishing_vessel_licence_xml", r"""
<vesselLicence id="⟪case_ref|FLN-40921⟫" version="⟪version|3.2⟫">
  <vessel name="Girl Shona" pln="⟪plate|BF 812⟫" length="9.95"/>
  <owner>
    <name>⟦PERSON|Alexander Buchan⟧</name>
    <address>⟦ADDRESS|3 Seafield Street, Buckie AB56 1EQ⟧</address>
    <phone>⟦PHONE|01542 496 118⟧</phone>
    <email>⟦EMAIL|sandy.buchan@girlshona.example⟧</email>
  </owner>
  <quota species="NEP" area="IVa" tonnes="⟪number|14.2⟫"/>
  <feePaid currency="GBP">⟦AMOUNT|480.00⟧</feePaid>
</vesselLicence>
"""),
]

TEXTS += [
("telecom_field_job_ticket", r"""
JOB ⟪ticket_ref|OR-FT-7741208⟫   Type: FTTP install   SLA ⟪date|26/10⟫ ⟪time|AM⟫
Customer: ⟦PERSON|Bronwen Iles⟧   Contact ⟦PHONE|07700 900387⟧
Site: ⟦ADDRESS|Hafod Uchaf, Cwm Road, Dyserth LL18 6BN⟧
Notes: customer ⟦MEDICAL|uses a wheelchair⟧, ramp at side door. Dog (⟪pet_name|Bramble⟫) friendly.
Cabinet ⟪product_code|CAB 14⟫, splitter ⟪product_code|SP-2/32⟫, ONT serial ⟪product_code|ALCL:B3F2A771⟫
Router admin: user admin / pass ⟦PASSWORD|Wh1teGull!88⟧ (set on install, customer told)
Engineer: ⟦PERSON|Gethin Roberts⟧ (⟦PERSON|groberts2⟧)
"""),
("telecom_engineer_shell_history", r"""
  501  ssh ⟦PERSON|kmensah⟧@⟦IP_ADDRESS|10.44.12.7⟧
  502  show interface gpon 0/3/1
  503  ping -c 4 ⟪doc_ip|192.0.2.44⟫
  504  mysql -h ⟦IP_ADDRESS|10.44.0.21⟧ -u provisioning -p'⟦PASSWORD|Prov!s10n_2027⟧' olt_inventory
  505  scp config.bak ⟦PERSON|kmensah⟧@⟦IP_ADDRESS|172.20.8.14⟧:/home/⟦PERSON|kmensah⟧/backups/
  506  cat /etc/hosts | grep ⟪place|olt-leeds-03⟫
  507  exit
"""),
("telecom_outage_slack", r"""
#noc-north  ⟪timestamp|Tue 26 Oct 04:12⟫
⟦PERSON|Anil Chowdhury⟧: fibre cut on the ⟪place|A59⟫ near ⟪place|Kirk Hammerton⟫, 2,140 customers down, incident ⟪ticket_ref|INC-882104⟫
⟦PERSON|Becca⟧: jointer team dispatched, ⟦PERSON|Stu Mellor⟧ leading, his mobile ⟦PHONE|07700 900 610⟧ if you need him
⟦PERSON|Anil Chowdhury⟧: ty. vulnerable-customer list pulled – 3 on ⟪health_term|telecare⟫ alarms, passing to welfare team
"""),
]

TEXTS += [
("datacentre_badge_log", r"""
2027-10-27T02:14:09Z DOOR=⟪place|LHR4-HALL-B⟫ BADGE=⟪badge_no|0044821⟫ HOLDER="⟦PERSON|Okoro, Femi⟧" RESULT=GRANTED
2027-10-27T02:14:51Z DOOR=⟪place|LHR4-CAGE-B17⟫ BADGE=⟪badge_no|0044821⟫ HOLDER="⟦PERSON|Okoro, Femi⟧" RESULT=GRANTED PIN=OK
2027-10-27T02:31:02Z DOOR=⟪place|LHR4-HALL-B⟫ BADGE=⟪badge_no|0051376⟫ HOLDER="⟦PERSON|Vasquez, Lina⟧" RESULT=DENIED REASON=expired
2027-10-27T02:33:40Z DOOR=⟪place|LHR4-LOBBY⟫ VISITOR="⟦PERSON|Teodor Ilie⟧" ESCORT="⟦PERSON|Okoro, Femi⟧" RESULT=GRANTED
"""),
("datacentre_ipmi_inventory_yaml", r"""
# rack B17 – out-of-band
hosts:
  - name: ⟪hostname|db-prod-07⟫
    ipmi_ip: ⟦IP_ADDRESS|10.200.17.31⟧
    ipmi_user: ADMIN
    ipmi_password: ⟦PASSWORD|Q8v#mR2pLx⟧
    serial: ⟪product_code|S4N7K21⟫
  - name: ⟪hostname|db-prod-08⟫
    ipmi_ip: ⟦IP_ADDRESS|10.200.17.32⟧
    ipmi_user: ADMIN
    ipmi_password: ⟦PASSWORD|tR7!wa0Pz9⟧
    serial: ⟪product_code|S4N7K22⟫
mgmt_network: ⟪cidr|10.200.17.0/24⟫
ntp: ⟪doc_ip|198.51.100.123⟫
owner: ⟦EMAIL|dc-ops@kestrelhost.example⟧
"""),
("datacentre_access_request_email", r"""
Hi ⟦PERSON|Femi⟧,
Please add the following contractor to the ⟪place|LHR4⟫ access list for ⟪date|28–29 Oct⟫ (PDU swap, change ⟪ticket_ref|CHG-20771⟫):
  Name: ⟦PERSON|Teodor Ilie⟧
  Company: ⟪org_name|Voltrack Power Services⟫
  Passport: ⟦PASSPORT|058341927⟧ (Romanian)
  Mobile: ⟦PHONE|+40 721 555 019⟧
He'll need escort in cage ⟪seat_no|B17⟫. Thanks!
⟦PERSON|Lina⟧
"""),
]

TEXTS += [
("mlops_env_file", r"""
# .env – model-registry service (do NOT commit)
MLFLOW_TRACKING_URI=https://mlflow.internal.kestrel.example
MLFLOW_TRACKING_TOKEN=⟦APIKEY|$mlflow_pat1⟧
WANDB_API_KEY=⟦APIKEY|$wandb1⟧
WANDB_ENTITY=⟦PERSON|nadia-khoury⟧
HF_TOKEN=⟦APIKEY|$hf1⟧
AWS_ACCESS_KEY_ID=⟦APIKEY|$aws_akid1⟧
AWS_SECRET_ACCESS_KEY=⟦SECRET|$aws_secret1⟧
AWS_DEFAULT_REGION=⟪place|eu-west-2⟫
POSTGRES_URL=postgresql://registry:⟦SECRET|v9Lk2-Pq7Xw!reg⟧@⟦IP_ADDRESS|10.12.4.18⟧:⟪port|5432⟫/registry
BIND_HOST=⟪bind_address|0.0.0.0⟫
"""),
("mlops_ci_log_leak", r"""
[build ⟪build_id|#4471⟫] ⟪timestamp|2027-10-28T09:14:22Z⟫ Step 6/11 : RUN python push_model.py --stage Staging
[build ⟪build_id|#4471⟫] Logging in to Hugging Face as ⟦PERSON|tomasz-wren⟧ with token ⟦APIKEY|$hf2⟧
[build ⟪build_id|#4471⟫] Uploading model.safetensors (⟪number|1.34 GB⟫) sha256 ⟪hash|9f2c4e1ab07d55e38c2f1a9b0e7d6c4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d⟫
[build ⟪build_id|#4471⟫] Registered model 'churn-xgb' version ⟪version|17⟫ (run ⟪uuid|8d1f2a77-5c3e-4b90-a2d4-61e0f9b3c4aa⟫)
[build ⟪build_id|#4471⟫] WARNING: GITHUB_TOKEN=⟦APIKEY|$github_pat1⟧ printed by debug flag, rotate!
[build ⟪build_id|#4471⟫] commit ⟪commit_sha|4be09c2f7d1a3e55b8c6f0a21e9d7734b6c5a801⟫ by ⟦PERSON|Tomasz Wren⟧ <⟦EMAIL|t.wren@kestrel.example⟧>
"""),
("mlops_slack_key_rotation", r"""
⟦PERSON|Nadia Khoury⟧  10:02
heads up – someone pasted the prod W&B key in #ml-general yesterday: ⟦APIKEY|$wandb2⟧ . I've revoked it.
⟦PERSON|Joe P⟧  10:04
my bad 😬 new one is in vault under ml/wandb. also rotated the OpenAI key, old was ⟦APIKEY|$openai1⟧
⟦PERSON|Nadia Khoury⟧  10:05
thanks ⟦PERSON|Joe⟧. pls also kill the Anthropic one from the eval harness: ⟦APIKEY|$anthropic1⟧
"""),
("mlops_python_stacktrace", r"""
Traceback (most recent call last):
  File "/home/⟦PERSON|pgupta⟧/registry/promote.py", line ⟪number|88⟫, in <module>
    client = Registry(url=REG_URL, token="⟦APIKEY|$jwt1⟧")
  File "/opt/venv/lib/python3.11/site-packages/registry/client.py", line ⟪number|214⟫, in __init__
    raise AuthError(f"token expired for {self.user}")
registry.errors.AuthError: token expired for ⟦EMAIL|priya.gupta@kestrel.example⟧ (request_id=⟪uuid|b2e7c1d0-3f4a-4c8e-9d21-7a6b5f0e1c39⟫)
"""),
("mlops_model_card_config_toml", r"""
[registry]
name = "fraud-gbm"
version = "⟪version|2.4.1⟫"
owner = "⟦PERSON|lwachowski⟧"
client_id = "⟪app_id|b1c4e8f2-77a0-4d3b-9e16-5c2a0f8d4e71⟫"
client_secret = "⟦SECRET|$client_secret1⟧"

[notify]
slack_webhook = "⟦SECRET|$slack_webhook1⟧"

[storage]
bucket = "s3://kestrel-models-prod"
aws_access_key_id = "⟦APIKEY|$aws_akid2⟧"
aws_secret_access_key = "⟦SECRET|$aws_secret2⟧"
"""),
]

TEXTS += [
("fixtures_list_no_pii", r"""
⟪org_name|Wessex Sunday League⟫ – Division 3 South fixtures, ⟪date|Sunday 7 November⟫ (KO ⟪time|10:30⟫)
⟪org_name|Portland Athletic Res.⟫ v ⟪org_name|Chickerell Utd⟫ – ⟪place|Osprey Park⟫
⟪org_name|Bridport Rovers⟫ v ⟪org_name|Dorchester Sports⟫ – ⟪place|St Mary's Field⟫
⟪org_name|Swanage Town & Herston⟫ v ⟪org_name|Wareham Rangers⟫ – postponed (pitch)
Referee fees ⟪price|£40⟫ per match, assistants ⟪price|£25⟫.
"""),
("tariff_sheet_no_pii", r"""
⟪org_name|Northgate Leisure⟫ – Price list from ⟪date|1 January 2028⟫
| Activity | Adult | Junior | Concession |
|---|---|---|---|
| Swim (casual) | ⟪price|£5.60⟫ | ⟪price|£3.10⟫ | ⟪price|£3.40⟫ |
| Gym induction | ⟪price|£20.00⟫ | n/a | ⟪price|£12.00⟫ |
| Court hire (1hr) | ⟪price|£11.50⟫ | ⟪price|£6.00⟫ | ⟪price|£7.20⟫ |
Prices rise ⟪percent|3.8%⟫ in line with CPI.
"""),
("style_guide_no_pii", r"""
Editorial style guide, section ⟪version|4.2⟫: health content
- Write "person with ⟪health_term|diabetes⟫", not "diabetic".
- Spell out ⟪health_term|chronic obstructive pulmonary disease⟫ on first use, then COPD.
- Use placeholder names like "[Name]" and never real patient stories without consent form ⟪product_code|CF-07⟫.
- Phone examples must use the reserved drama range, e.g. ⟪phone_example|07700 900000⟫ to ⟪phone_example|900999⟫.
"""),
]

TEXTS += [
("us_marathon_charity_bib_transfer", r"""
From: ⟦PERSON|Dana Whitfield⟧ <⟦EMAIL|dana.whitfield@riverbend.example⟧>
Subject: bib transfer + fundraising

Hey ⟦PERSON|Marco⟧ – the ⟪org_name|Twin Cities Charity Run⟫ approved the transfer of my bib ⟪bib_no|11208⟫ to you. They need your SSN for the 1099 because your fundraising topped ⟪price|$600⟫: I told them ⟦SSN|$ssn1⟧ – double-check that's right?
You've raised ⟦AMOUNT|$1,415⟧ so far, I'll chip in ⟦AMOUNT|$100⟧. Call me at ⟦PHONE|(612) 555-0143⟧.
– ⟦PERSON|D⟧
"""),
("us_veterans_benefits_intake", r"""
VA CLAIM INTAKE WORKSHEET (volunteer copy)
Veteran: ⟦PERSON|Raymond T. Kessler⟧          Branch: USMC ⟪date|1986–1992⟫
SSN: ⟦SSN|$ssn2⟧      DOB: ⟦DATE_OF_BIRTH|April 2, 1967⟧
Address: ⟦ADDRESS|4417 W Cermak Rd, Apt 2B, Chicago, IL 60623⟧
Phone: ⟦PHONE|312-555-0177⟧
Claimed conditions: ⟦MEDICAL|bilateral tinnitus⟧, ⟦MEDICAL|left knee meniscus tear⟧, ⟦MEDICAL|sleep apnea (CPAP)⟧
Current rating ⟪percent|30%⟫, monthly comp ⟦AMOUNT|$552.47⟧
Direct deposit: routing ⟪routing_no|071000013⟫ acct ⟪id_tail|xxxx6631⟫
"""),
("us_debt_validation_notice", r"""
⟪org_name|Midland Lakes Collection Bureau⟫ · ⟦ADDRESS|900 Lakeshore Dr, Suite 310, Milwaukee, WI 53202⟧
⟪date|October 29, 2027⟫
⟦PERSON|Shanice M. Porter⟧
Re: ⟪org_name|Lakeview Medical Group⟫ account ⟪case_ref|LMG-5521098⟫
Amount of the debt: ⟦AMOUNT|$2,316.40⟧ (emergency room visit ⟪date|03/14/2026⟫)
SSN on file: ⟪id_tail|XXX-XX-4821⟫
Call ⟦PHONE|1-800-555-0199⟧ within 30 days to dispute.
"""),
("us_pawn_shop_police_report", r"""
DAILY PAWN TRANSACTION REPORT – ⟪org_name|Silver State Pawn & Gold⟫, Reno NV – ⟪date|10/30/2027⟫
TX ⟪order_ref|88213⟫ | ⟦PERSON|HOLLOWAY, Brent J⟧ | DL ⟪id_tail|NV ...5512⟫ | SSN ⟦SSN|$ssn3⟧ | DeWalt 20V drill kit | loan ⟦AMOUNT|$85.00⟧
TX ⟪order_ref|88214⟫ | ⟦PERSON|NGUYEN, Thao⟧ | passport ⟦PASSPORT|C03927155⟧ | 14k ring 3.1g | purchase ⟦AMOUNT|$120.00⟧
TX ⟪order_ref|88215⟫ | ⟦PERSON|ESPARZA, Luis⟧ | DL ⟪id_tail|NV ...0917⟫ | SSN ⟦SSN|$ssn4⟧ | PS5 console | loan ⟦AMOUNT|$210.00⟧
"""),
("gym_membership_card_payment_log", r"""
2027-10-30 07:41:55 INFO  payments  POST /api/v2/memberships/renew  member=⟦PERSON|jsilva⟧ plan=⟪product_code|PEAK-ANNUAL⟫ list=⟪price|£399.00⟫
2027-10-30 07:41:55 DEBUG payments  card_number=⟦CARD|$card1⟧ exp=⟪card_expiry|11/28⟫ cvv=⟦CVV|082⟧  <-- PCI VIOLATION, remove debug logging
2027-10-30 07:41:56 INFO  payments  charged ⟦AMOUNT|£359.10⟧ (⟪percent|10%⟫ loyalty discount) ref=⟪order_ref|pi_7Hq2LmX0aB⟫ ip=⟦IP_ADDRESS|81.174.22.190⟧
2027-10-30 07:41:56 INFO  mailer    receipt sent to ⟦EMAIL|joana.silva@fastmail.example⟧
"""),
("nginx_access_log_race_portal", r"""
⟦IP_ADDRESS|86.142.77.203⟧ - - [⟪timestamp|31/Oct/2027:08:01:14 +0000⟫] "GET /entries/confirm?bib=⟪bib_no|4417⟫&email=⟦EMAIL|p.raghunathan@inbox.example⟧ HTTP/1.1" 200 5120 "-" "Mozilla/5.0"
⟦IP_ADDRESS|2a02:c7c:5a31:9e00:4d1:2c0e:77f1:3b2a⟧ - - [⟪timestamp|31/Oct/2027:08:01:19 +0000⟫] "POST /api/login HTTP/1.1" 302 0 "-" "okhttp/4.12"
⟪doc_ip|127.0.0.1⟫ - - [⟪timestamp|31/Oct/2027:08:01:20 +0000⟫] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"
⟦IP_ADDRESS|192.168.40.12⟧ - - [⟪timestamp|31/Oct/2027:08:01:25 +0000⟫] "GET /admin/export?token=⟦SECRET|$session1⟧ HTTP/1.1" 200 88231 "-" "curl/8.4.0"
"""),
("eu_marathon_international_entry", r"""
Entry – ⟪org_name|Rotterdam Havenloop⟫ 2028
Naam / Name: ⟦PERSON|Sanne de Groot⟧        BSN (for insurance): ⟦NATIONAL_ID|$bsn1⟧
Nationality: NL      Passport: ⟦PASSPORT|NXC4R8P17⟧
Club: ⟪org_name|AV Fortuna⟫      Shirt size: M
Entry fee paid ⟦AMOUNT|€74,50⟧ via iDEAL from ⟦IBAN|$iban4⟧
Emergency contact: ⟦PERSON|Pieter⟧ ⟦PHONE|+31 6 12345678⟧
Medical: ⟦MEDICAL|coeliac disease⟧, ⟦MEDICAL|epipen for wasp allergy⟧
"""),
("nordic_ski_club_membership", r"""
Membership list (export) – ⟪org_name|Umeå Nordic Ski Club⟫, season ⟪date|2027/28⟫
name;personnummer;phone;paid_sek
⟦PERSON|Lars Nyström⟧;⟦NATIONAL_ID|$pnr1⟧;⟦PHONE|+46 70 123 45 67⟧;⟦AMOUNT|850.00⟧
⟦PERSON|Elin Berg⟧;⟦NATIONAL_ID|$pnr2⟧;⟦PHONE|+46 73 555 01 22⟧;⟦AMOUNT|1250⟧
# fee: adult ⟪price|850 SEK⟫, family ⟪price|1 250 SEK⟫
"""),
("finnish_fishing_permit_email", r"""
Hei ⟦PERSON|Mikko⟧,
Your national fishing management fee (⟪price|€45⟫) and the ⟪place|Kemijoki⟫ salmon permit are registered. For the lure-fishing permit the ELY centre asked for your henkilötunnus: ⟦NATIONAL_ID|$hetu1⟧. Refund of ⟦AMOUNT|€18.00⟧ for the cancelled July day goes to ⟦IBAN|$iban13⟧.
Terveisin, ⟦PERSON|Aino Lahtinen⟧, ⟪org_name|Lapin Kalastusmatkat Oy⟫, ⟦PHONE|+358 40 555 0921⟧
"""),
("spanish_court_interpreter_invoice", r"""
FACTURA ⟪invoice_ref|2027/118⟫ – Interpretación judicial
Intérprete: ⟦PERSON|Lucía Ferrer Ortega⟧, DNI ⟦NATIONAL_ID|$dni1⟧
⟦ADDRESS|Calle de Atocha 54, 3º B, 28012 Madrid⟧
Cliente: ⟪org_name|Juzgado de Primera Instancia nº 14⟫
Vista ⟪date|02/11/2027⟫, procedimiento ⟪case_ref|PO 441/2027⟫, ⟪duration|3 h⟫ a ⟪price|45 €/h⟫
Total a percibir: ⟦AMOUNT|135,00 €⟧  IBAN ⟦IBAN|$iban5⟧
"""),
("french_hospice_volunteer_form", r"""
Fiche bénévole – ⟪org_name|Maison de Soins Palliatifs Les Tilleuls⟫
Nom: ⟦PERSON|GIRAUD⟧   Prénom: ⟦PERSON|Hélène⟧
N° sécurité sociale: ⟦NATIONAL_ID|$nir2⟧
Adresse: ⟦ADDRESS|17 rue des Lilas, 69003 Lyon⟧
Tél: ⟦PHONE|06 12 34 56 78⟧
Antécédents: ⟦MEDICAL|hypothyroïdie (Levothyrox 75 µg)⟧
Formation ⟪health_term|accompagnement fin de vie⟫ suivie le ⟪date|12/09/2027⟫.
"""),
]

TEXTS += [
("telegram_bot_config_ini", r"""
; race-results notifier (⟪org_name|Severn Events⟫)
[telegram]
bot_token = ⟦APIKEY|$telegram1⟧
chat_id = ⟪app_id|-1001844201733⟫

[sendgrid]
api_key = ⟦APIKEY|$sendgrid1⟧
from = ⟦EMAIL|results@severnevents.example⟧

[stripe]
publishable = ⟪app_id|pk_live_51Nq8ZkF4s0aTbR2cYvW3xKdLmPq⟫
secret = ⟦APIKEY|$stripe1⟧
webhook_secret = ⟦SECRET|whsec_Jq3vT9mLr2Xc8PbN5dKw7YsZ4hGf6aRe⟧
"""),
("indian_hospice_donor_receipt", r"""
⟪org_name|Karunashraya Palliative Trust⟫ – 80G Donation Receipt No. ⟪invoice_ref|KPT/27/3391⟫
Received with thanks from Shri ⟦PERSON|Venkatesh Iyengar⟧ the sum of ⟦AMOUNT|₹25,000⟧ (Rupees Twenty-Five Thousand only) by NEFT.
PAN: ⟪id_tail|XXXXX1234X⟫   Aadhaar (for 10BE): ⟦NATIONAL_ID|$aadhaar1⟧
Address: ⟦ADDRESS|No. 14, 3rd Cross, Jayanagar 4th Block, Bengaluru 560011⟧
Authorised signatory: Dr. ⟦PERSON|Kavitha R.⟧
"""),
("brazilian_jiu_jitsu_club_registration", r"""
Ficha de inscrição – ⟪org_name|Academia Leão Dourado BJJ⟫ (⟪place|Lisbon branch⟫)
Nome: ⟦PERSON|Rafael Tavares Monteiro⟧
CPF: ⟦NATIONAL_ID|$cpf1⟧    Nascimento: ⟦DATE_OF_BIRTH|27/10/1994⟧
WhatsApp: ⟦PHONE|+351 912 345 678⟧
Graduação: faixa roxa   Mensalidade ⟪price|€55⟫   Pago ⟦AMOUNT|€110,00⟧ (out+nov)
Lesões: ⟦MEDICAL|ACL reconstruction right knee 2023⟧
IBAN para débito: ⟦IBAN|$iban17⟧
"""),
("canadian_audiology_invoice", r"""
⟪org_name|Prairie Hearing Clinic⟫ · ⟦ADDRESS|1208 8 Ave SW, Calgary, AB T2P 1J4⟧ · ⟦PHONE|403-555-0128⟧
Invoice ⟪invoice_ref|PHC-10442⟫   Patient: ⟦PERSON|Margaret Boudreau⟧   SIN (for VAC billing): ⟦NATIONAL_ID|$sin1⟧
Binaural ⟦MEDICAL|Oticon Intent 1 hearing aids⟧   ⟦AMOUNT|$6,890.00⟧
Less Veterans Affairs coverage        -⟦AMOUNT|$3,200.00⟧
Patient portion paid by Visa ⟦CARD|$card20⟧ CVV ⟦CVV|557⟧    ⟦AMOUNT|$3,690.00⟧
"""),
("polish_carer_agency_contract", r"""
UMOWA ZLECENIE nr ⟪case_ref|HC/2027/091⟫ (extract, English translation)
Between ⟪org_name|Opieka24 Sp. z o.o.⟫ and carer ⟦PERSON|Katarzyna Wróblewska⟧, PESEL ⟦NATIONAL_ID|$pesel1⟧,
residing at ⟦ADDRESS|ul. Kościuszki 27/4, 30-105 Kraków⟧.
Placement: live-in care for Mr ⟦PERSON|Dennis Fowler⟧ (⟦MEDICAL|Parkinson's disease⟧, ⟦MEDICAL|co-careldopa 25/100⟧) in ⟪place|Harrogate⟫.
Weekly pay ⟦AMOUNT|£840 net⟧ to ⟦IBAN|$iban9⟧.
"""),
("singapore_veterans_association_email", r"""
Dear Mr ⟦PERSON|Tan Boon Huat⟧,
Your SAF Veterans' League membership renewal (⟪price|S$30⟫) has been received – thank you. For the ⟪org_name|MINDEF⟫ medical subsidy scheme please verify NRIC ⟦NATIONAL_ID|$nric1⟧ and mobile ⟦PHONE|+65 9123 4567⟧.
Reimbursement of ⟦AMOUNT|S$412.60⟧ for your ⟦MEDICAL|cataract surgery⟧ will be credited within 14 days.
Regards, ⟦PERSON|Nurul Aisyah⟧
"""),
("github_actions_secret_leak_yaml", r"""
name: deploy-model
on: [push]
jobs:
  deploy:
    runs-on: ubuntu-22.04
    env:
      NPM_TOKEN: ⟦APIKEY|$npm1⟧
      PYPI_TOKEN: ⟦APIKEY|$pypi1⟧
      DD_API_KEY: ⟦APIKEY|$datadog1⟧
      GITLAB_MIRROR_TOKEN: ⟦APIKEY|$gitlab1⟧
    steps:
      - uses: actions/checkout@⟪version|v4⟫
      - run: ./deploy.sh --owner ⟦PERSON|rkasprzak⟧ --sha ⟪commit_sha|e3b9a1c⟫
"""),
("private_key_in_support_ticket", r"""
Ticket ⟪ticket_ref|DC-SUP-30218⟫ from ⟦PERSON|Owain Pritchard⟧ (⟦EMAIL|owain@lleyncloud.example⟧)
"Can't get into the bastion at ⟦IP_ADDRESS|10.61.0.5⟧ any more, here's my key so you can check it:"
⟦SECRET|$pem1⟧
Agent note (⟦PERSON|Becky⟧): customer told to rotate immediately; key revoked ⟪timestamp|2027-11-01 14:20⟫.
"""),
]

TEXTS += [
("sepa_direct_debit_mandates_csv", r"""
mandate_id,member,iban,bic,amount_eur,first_collection
⟪order_ref|ECR-MND-0419⟫,⟦PERSON|Camille Rousseau⟧,⟦IBAN|$iban3⟧,⟪bic|BNPAFRPP⟫,⟦AMOUNT|42.00⟧,⟪date|2028-01-05⟫
⟪order_ref|ECR-MND-0420⟫,⟦PERSON|Giulia Bernardi⟧,⟦IBAN|$iban6⟧,⟪bic|BCITITMM⟫,⟦AMOUNT|42.00⟧,⟪date|2028-01-05⟫
⟪order_ref|ECR-MND-0421⟫,⟦PERSON|Ciarán Ó Briain⟧,⟦IBAN|$iban8⟧,⟪bic|AIBKIE2D⟫,⟦AMOUNT|21.00⟧,⟪date|2028-01-05⟫
# ⟪org_name|Euro Cycling Riders⟫ – annual membership ⟪price|€42⟫, students ⟪price|€21⟫ per year
"""),
("us_traffic_court_payment_portal", r"""
⟪org_name|Maricopa County Justice Courts⟫ – Online payment receipt
Citation: ⟪case_ref|TR2027-0884123⟫   Defendant: ⟦PERSON|Brittany L. Cole⟧
Address on file: ⟦ADDRESS|2210 E Camelback Rd, Unit 14, Phoenix, AZ 85016⟧
Payment: AMEX ⟦CARD|$card3⟧  Exp ⟪card_expiry|03/30⟫  CID ⟦CVV|7731⟧
Fine ⟦AMOUNT|$245.00⟧ + convenience fee ⟦AMOUNT|$8.95⟧ = ⟦AMOUNT|$253.95⟧ charged
Verification SSN (last 4 not accepted, full required for payment plan): ⟦SSN|$ssn7⟧
Confirmation ⟪order_ref|MCJC-PMT-551902⟫
"""),
("nhs_trust_sso_config_leak", r"""
# library-discovery-service / appsettings.Production.json (pasted into ticket ⟪ticket_ref|LKS-5590⟫ by ⟦PERSON|hollis.grant⟧)
{
  "AzureAd": {
    "TenantId": "⟪app_id|6f1c2b9e-40a7-4d1e-b3c8-92e5f0a7d411⟫",
    "ClientId": "⟪app_id|c8e2d4a1-7b3f-4c60-9e15-0a2b6d8f3c97⟫",
    "ClientSecret": "⟦SECRET|$client_secret3⟧"
  },
  "Ezproxy": { "AdminPassword": "⟦PASSWORD|Ez!Proxy-Lib27⟧" },
  "Smtp": { "User": "⟦EMAIL|library.noreply@northgate-nhs.example⟧", "Token": "⟦SECRET|$bearer1⟧" }
}
"""),
("marathon_travel_team_passports", r"""
From: ⟦PERSON|Gwen Harcourt⟧ <⟦EMAIL|gwen@harcourttravel.example⟧>
Subject: Tokyo Marathon group – passport details for hotel & entry

Hi ⟦PERSON|Stewart⟧, got everyone except ⟦PERSON|Ifeoma⟧:
 - ⟦PERSON|Stewart Munro⟧ – GBR ⟦PASSPORT|542189034⟧, exp ⟪date|2031⟫
 - ⟦PERSON|Anneke Visser⟧ – NLD ⟦PASSPORT|NW81K4DP2⟧
 - ⟦PERSON|Rahul Deshpande⟧ – IND ⟦PASSPORT|V4417390⟧
Deposits received: ⟦AMOUNT|£400⟧ each except ⟦PERSON|Rahul⟧ (⟦AMOUNT|£250⟧ so far). Package price ⟪price|£1,895 pp⟫.
"""),
]
