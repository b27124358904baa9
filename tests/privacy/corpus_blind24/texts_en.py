# English texts. Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES[name]
TEXTS = []
A = TEXTS.append

A(("sms_farm_subsidy_reminder", """
Hi ⟦PERSON|Gareth⟧, Powys Grassland Co-op here. Your hedgerow subsidy claim ⟪case_ref|HRC-2026-0471⟫ was approved: ⟦AMOUNT|£2,418.60⟧ goes to your account on ⟪date|12 Jan⟫. Queries: ⟦PHONE|07700 900418⟧
"""))

A(("email_vet_visit_livestock", """
From: ⟦EMAIL|office@brynmawrvets.co.uk⟧
To: ⟦EMAIL|ellis.farm@fastmail.com⟧
Subject: Visit report – Ty Newydd Farm, herd ⟪product_code|UK 742118⟫

Dear Mrs ⟦PERSON|Ellis⟧,

Following Tuesday's visit, 14 of the 60 ewes showed signs of ⟪animal_health|foot rot⟫ and two had ⟪animal_health|orf⟫ lesions. We foot-bathed the flock in ⟪measurement|10% zinc sulphate⟫ and left ⟪product_code|Footvax⟫ for the booster on ⟪date|3 February⟫. The collie, ⟪pet_name|Moss⟫, was also wormed.

Invoice ⟪invoice_no|INV-88213⟫ for ⟦AMOUNT|£386.40⟧ is attached; please settle within 30 days.

Kind regards,
⟦PERSON|Rhodri Pugh⟧ BVSc MRCVS
Bryn Mawr Veterinary Group, ⟦ADDRESS|14 Station Road, Builth Wells LD2 3AB⟧
⟦PHONE|01632 960 710⟧
"""))

A(("harbour_mooring_invoice", """
SCRABSTER HARBOUR TRUST — MOORING ACCOUNT
Vessel: ⟪vessel|Girl Shona BF 221⟫   Berth: ⟪berth|Pontoon C-14⟫
Account holder: ⟦PERSON|MACKAY, Donald Iain⟧
Address: ⟦ADDRESS|7 Shore Lane, Thurso KW14 7AX⟧
Annual berth (12m vessel, tariff ⟪price|£61.20/m⟫)          734.40
Electricity top-up                                        48.00
Total due                                                 ⟦AMOUNT|£782.40⟧
Pay by transfer to ⟪org_name|Scrabster Harbour Trust⟫, ref ⟪invoice_no|SHT/MR/0926⟫.
Direct debit mandate on file: ⟦IBAN|$iban_gb1⟧
"""))

A(("whatsapp_fishing_crew", """
[06:12] ⟦PERSON|Callum⟧: skipper says we're going out at 7 from ⟪place|Peterhead⟫ if the swell drops below ⟪measurement|2.5m⟫
[06:13] ⟦PERSON|Jonny B⟧: ok. ⟦PERSON|Callum⟧ can u lend me ⟦AMOUNT|£40⟧ till Friday, the fuel card's maxed
[06:15] ⟦PERSON|Callum⟧: aye. and the code for the gear store is ⟦PASSWORD|4471⟧ now, ⟦PERSON|Stevie⟧ changed it
[06:16] ⟦PERSON|Stevie⟧: don't put that in the chat ffs
"""))

A(("ski_school_booking_form", """
ALPINE START SKI SCHOOL — Private lesson booking ⟪booking_ref|AS-4471-PL⟫
Parent/guardian: ⟦PERSON|Helen Garside⟧   Mobile: ⟦PHONE|+44 7700 900233⟧   Email: ⟦EMAIL|helen.garside@btinternet.com⟧
Child: ⟦PERSON|Oscar Garside⟧, DOB ⟦DATE_OF_BIRTH|14/06/2017⟧
Medical information: ⟦MEDICAL|asthma⟧ – carries ⟦MEDICAL|Ventolin inhaler 100mcg⟧; ⟦MEDICAL|peanut allergy (EpiPen)⟧
Level: ⟪product_code|Piou-Piou 2⟫  Meeting point: ⟪place|Les Arcs 1800⟫, ⟪time|09:15⟫
Lesson fee ⟪price|€72 per hour⟫ x 5 days — paid: ⟦AMOUNT|€360.00⟧
Card: ⟪masked_card|**** **** **** 4471⟫  exp ⟪card_expiry|09/28⟫
"""))

A(("outdoor_centre_incident_report", """
INCIDENT REPORT — Glenmore Outdoor Centre      Ref ⟪case_ref|IR-26-013⟫
Date/time: ⟪timestamp|2026-02-08 14:40⟫   Location: ⟪place|Coire Cas⟫ nursery slope
Injured party: ⟦PERSON|Fergus Whyte⟧ (instructor), aged 34
Description: collided with a snow fence; suspected ⟦MEDICAL|fractured left clavicle⟧. First aid by ⟦PERSON|Aileen Ross⟧. Transferred to ⟪org_name|Raigmore Hospital⟫ by ambulance.
Next of kin informed: ⟦PERSON|Morag Whyte⟧, ⟦PHONE|07700 900871⟧
Equipment: ⟪product_code|Salomon S/Max 8⟫ skis, helmet undamaged.
"""))

A(("museum_donor_agreement", """
DEED OF GIFT

This agreement is made on ⟪date|4 March 2026⟫ between ⟦PERSON|Margaret Anne Holloway⟧ of ⟦ADDRESS|22 Ravenscourt Gardens, London W6 0TU⟧ ("the Donor") and the Trustees of the ⟪org_name|Hammersmith Local Studies Museum⟫.

1. The Donor gives the Museum the collection described in Schedule A (accession ⟪accession_no|HLSM.2026.14.1-37⟫), comprising the letters of her late father Captain ⟦PERSON|Arthur Holloway⟧, 1940–1946.
2. The Donor also makes a cash gift of ⟦AMOUNT|£5,000⟧ towards conservation.
3. Copyright in the letters passes to the Museum.

Signed: ⟦PERSON|M. A. Holloway⟧            Witness: ⟦PERSON|Julian Strand⟧, ⟪job_title|Collections Manager⟫
"""))

A(("archive_reader_registration", """
National Maritime Archive — Reader registration
Name: Dr ⟦PERSON|Ifeoma Okafor⟧
Reader ticket: ⟪ticket_id|RT-0093318⟫     Valid until: ⟪date|31/12/2027⟫
Institution: ⟪org_name|University of Hull⟫, Blaydes Maritime Centre
Home address: ⟦ADDRESS|41 Newland Park, Hull HU5 2DW⟧
Email: ⟦EMAIL|i.okafor@hull-research.net⟧    Phone: ⟦PHONE|0113 496 0210⟧
Research topic: whaling crews of the port of Hull, 1780–1840
Proof of ID seen: passport ⟦PASSPORT|548812339⟧ (UK)
"""))

A(("church_gift_aid_export", """
donor_id,title,first_name,last_name,postcode,gift_aid,amount,date
⟪record_id|D-1041⟫,Mr,⟦PERSON|Patrick⟧,⟦PERSON|Nolan⟧,⟪postcode|BT9 6AB⟫,Y,⟦AMOUNT|25.00⟧,⟪date|2026-03-01⟫
⟪record_id|D-1042⟫,Mrs,⟦PERSON|Siobhan⟧,⟦PERSON|Carey⟧,⟪postcode|BT7 1NN⟫,Y,⟦AMOUNT|150.00⟧,⟪date|2026-03-01⟫
⟪record_id|D-1043⟫,,⟦PERSON|Kwame⟧,⟦PERSON|Asante⟧,⟪postcode|BT12 5GH⟫,N,⟦AMOUNT|10.50⟧,⟪date|2026-03-08⟫
"""))

A(("mosque_volunteer_rota_slack", """
#rota-ramadan
⟦PERSON|Yusuf⟧ 9:41 PM
Iftar rota for week 2 — ⟦PERSON|Bilal⟧ and ⟦PERSON|Hamza⟧ on setup, ⟦PERSON|Aisha K⟧ on the women's hall. Kitchen alarm code is ⟦PASSWORD|2 9 0 7⟧, please don't share outside this channel.
⟦PERSON|Bilal⟧ 9:44 PM
👍 can someone ask Uncle ⟦PERSON|Tariq⟧ if the van is free? his number is ⟦PHONE|0161 496 0732⟧
⟦PERSON|Yusuf⟧ 9:45 PM
Also reminder: zakat collection closes on the 27th, so far we're at ⟪percentage|64%⟫ of the ⟪price|£12,000⟫ target.
"""))

A(("temple_donation_receipt", """
SRI MURUGAN TEMPLE — OFFICIAL RECEIPT No. ⟪invoice_no|SMT-2026-00841⟫
Received with thanks from Mr. ⟦PERSON|Selvakumar Rajendran⟧
of ⟦ADDRESS|88 Ealing Road, Wembley HA0 4TH⟧
the sum of ⟦AMOUNT|£501.00⟧ (five hundred and one pounds) towards the Thai Poosam archanai.
Payment: card ⟪masked_card|XXXX-XXXX-XXXX-9034⟫  Auth ⟪auth_code|06211B⟫
Gift Aid declared: Yes
Priest: ⟦PERSON|Sivachariar Balan⟧
"""))

A(("scouts_camp_consent", """
1st Ambleside Scout Group — Summer camp consent form
Young person: ⟦PERSON|Ruby Threlfall⟧    Date of birth: ⟦DATE_OF_BIRTH|2 March 2014⟧    Patrol: ⟪team_name|Kestrels⟫
Parent/carer: ⟦PERSON|Dan Threlfall⟧    Tel: ⟦PHONE|07700 900512⟧
Medical conditions: ⟦MEDICAL|type 1 diabetes⟧ – uses an ⟦MEDICAL|Omnipod insulin pump⟧; ⟦MEDICAL|hay fever⟧
Medication during camp: ⟦MEDICAL|cetirizine 10mg⟧ once daily
Camp fee ⟪price|£145⟫ — paid ⟦AMOUNT|£95⟧ (bursary covered the rest)
Emergency contact if parents unavailable: Granny ⟦PERSON|Pat⟧ ⟦PHONE|01632 960 218⟧
Camp site: ⟪place|Great Tower Scout Campsite⟫, ⟪date|25–31 July⟫
"""))

A(("youth_club_attendance_csv", """
member,nickname,session,subs_paid,notes
⟦PERSON|Tyler Moss⟧,⟦PERSON|Ty⟧,⟪date|2026-01-14⟫,⟦AMOUNT|2.00⟧,⟪team_name|pool team⟫
⟦PERSON|Leah Okonkwo⟧,,⟪date|2026-01-14⟫,⟦AMOUNT|2.50⟧,
⟦PERSON|Jayden Cole⟧,⟦PERSON|JJ⟧,⟪date|2026-01-14⟫,0,⟦MEDICAL|epilepsy⟧ - see care plan
"""))

A(("prison_visit_booking", """
HMP Berwyn — Social visit confirmation
Visit ID: ⟪booking_ref|VB-77128⟫    Date: ⟪date|Sat 21 Feb 2026⟫, session ⟪time|14:00–16:00⟫
Prisoner: ⟦PERSON|WALSH, Kieran⟧  Prison no. ⟪prisoner_no|A4471CD⟫
Lead visitor: ⟦PERSON|Chantelle Walsh⟧, ⟦ADDRESS|19 Maes y Dre, Wrexham LL13 8PN⟧
Additional visitors: ⟦PERSON|Kayden⟧ (aged 6)
Bring photo ID. Lockers take a ⟪price|£1⟫ coin (refundable).
Assisted Prison Visits claim ref ⟪case_ref|APV/26/30412⟫ – ⟦AMOUNT|£37.80⟧ travel reimbursed.
"""))

A(("probation_officer_notes", """
Supervision appointment — 09/02/2026 — Officer: ⟦PERSON|S. Kaur⟧
Person on probation: ⟦PERSON|Liam Doherty⟧ (CRN ⟪case_ref|X448213⟫)
Attended on time. Reports stable accommodation at ⟦ADDRESS|Flat 3, 27 Albion Street, Leeds LS1 6HX⟧. Still working at the ⟪org_name|Kirkstall Road⟫ warehouse, says he earns around ⟦AMOUNT|£410⟧ a week.
Disclosed ⟦MEDICAL|relapse on cocaine⟧ over Christmas; referred to ⟪org_name|Forward Leeds⟫. Prescribed ⟦MEDICAL|sertraline 50mg⟧ by GP.
Next appointment ⟪date|23/02/2026⟫ ⟪time|10:30⟫.
"""))

A(("asylum_casework_email", """
From: ⟦PERSON|Nadia Haddad⟧ <⟦EMAIL|nadia.haddad@refugeelaw.org.uk⟧>
To: casework team
Subject: Mr ⟦PERSON|Tesfaye⟧ – further submissions (HO ref ⟪case_ref|T1148820⟫)

Hi all,

⟦PERSON|Dawit Tesfaye⟧ (DOB ⟦DATE_OF_BIRTH|03/11/1996⟧) was moved from ⟪place|Brook House⟫ to ⟪place|Colnbrook⟫ yesterday. His Eritrean passport ⟦PASSPORT|P01338712⟧ is still held by the Home Office. The medico-legal report confirms ⟦MEDICAL|PTSD⟧ and scarring consistent with his account, and he is on ⟦MEDICAL|mirtazapine 15mg⟧.

Can ⟦PERSON|Tom⟧ please book a legal visit for Thursday? The detention centre switchboard is ⟦PHONE|020 7946 0500⟧.

Thanks,
⟦PERSON|Nadia⟧
"""))

A(("detention_bail_hearing_notes", """
Bail hearing — First-tier Tribunal, ⟪place|Taylor House⟫ — ⟪date|17 Feb 2026⟫
Applicant: ⟦PERSON|Ahmad Rahimi⟧, Afghan national
Surety: ⟦PERSON|Farid Noori⟧ of ⟦ADDRESS|64 Stockwell Road, London SW9 9SE⟧, offering ⟦AMOUNT|£2,000⟧
Judge ⟦PERSON|Whitcombe⟧ granted bail; conditions: reside at surety's address, report weekly at ⟪place|Becket House⟫.
HO presenting officer: Ms ⟦PERSON|Ludlow⟧. Case no. ⟪case_ref|BH/00741/2026⟫
"""))

A(("pip_benefit_letter_ocr", """
Department for Work and Pensions
Personal Independence Payment        Our ref: ⟪case_ref|PIP-9K-441028⟫
Mr ⟦PERSON|Graham Lowther⟧
⟦ADDRESS|12 Coronation Terrace, Consett DH8 5QR⟧
National Insurance number: ⟦NATIONAL_ID|$nino1⟧

Dear Mr ⟦PERSON|Lowther⟧,
We have looked at your claim again. Taking into account your ⟦MEDICAL|chronic obstructive pulmonary disease⟧ and ⟦MEDICAL|osteoarthritis of both knees⟧ you now get the enhanced rate of the mobility component. From ⟪date|9 March 2026⟫ you will be paid ⟦AMOUNT|£187.45⟧ every 4 weeks... [OCR page 1/3]
Helpline ⟦PHONE|0808 157 0433⟧
"""))

A(("carers_allowance_webform", """
Carer's Allowance — online claim (step 3 of 7)
Your name: ⟦PERSON|Bethany Rowe⟧
National Insurance number: ⟦NATIONAL_ID|$nino2⟧
Person you care for: ⟦PERSON|Eileen Rowe⟧ (mother)  — receives ⟪benefit|Attendance Allowance⟫
Hours caring per week: ⟪measurement|50⟫
Your earnings after deductions: ⟦AMOUNT|£128.00⟧ per week   (limit ⟪price|£151⟫)
Bank: sort code ⟪sort_code|20-44-91⟫  account ⟪account_tail|****6620⟫
Session ⟪uuid|7b1c2e8a-4f0d-4c3b-9e21-0a5d8f3c6b19⟫ saved at ⟪timestamp|2026-02-11T19:22:04Z⟫
"""))

A(("speech_therapy_session_note", """
SLT session note — ⟪date|06/02/26⟫ — Therapist: ⟦PERSON|Clare Ambrose⟧
Client: ⟦PERSON|Noah Fitzgerald⟧, 4y 7m. Dx: ⟦MEDICAL|developmental language disorder⟧; ⟦MEDICAL|glue ear⟧ (grommets ⟪date|Oct 2025⟫).
Targets: two-word combinations, /k/ and /g/ fronting. ⟦PERSON|Noah⟧ produced 12/20 target words correctly (⟪percentage|60%⟫). Mum (⟦PERSON|Siobhan⟧) reports fewer tantrums at nursery.
Plan: continue ⟪product_code|Talk Boost⟫ block, review in 6 weeks.
"""))

A(("occupational_therapy_referral", """
To: OT department, ⟪org_name|St Helier Hospital⟫
Re: Mrs ⟦PERSON|Ivy Nwachukwu⟧, DOB ⟦DATE_OF_BIRTH|19/08/1941⟧, NHS no. ⟪nhs_tail|*** *** 4471⟫
Address: ⟦ADDRESS|3 Cedar Court, Morden SM4 5HL⟧, tel ⟦PHONE|020 7946 0381⟧
Reason: ⟦MEDICAL|left hemiparesis following stroke⟧, needs assessment for ⟦MEDICAL|perching stool⟧ and bath board. Lives alone; daughter ⟦PERSON|Chioma⟧ visits twice a week. Key safe code ⟦PASSWORD|1 9 4 1 B⟧.
Referrer: Dr ⟦PERSON|A. Sandhu⟧, ⟪org_name|Morden Hall Medical Centre⟫
"""))

A(("blood_donor_sms", """
⟪org_name|NHSBT⟫: Thanks ⟦PERSON|Kirsty⟧! Your 25th donation helped 3 patients at ⟪place|Royal Infirmary⟫. Next eligible: ⟪date|14 May⟫. Book: ⟪url|blood.co.uk/book⟫ Reply STOP to opt out
"""))

A(("organ_donor_register_change", """
Organ Donor Register — change of decision
Registrant: ⟦PERSON|Owen Pritchard⟧   ODR ID ⟪record_id|ODR-5571-2203⟫
Date of birth: ⟦DATE_OF_BIRTH|1988-07-22⟧
Email: ⟦EMAIL|owen.pritchard88@gmail.com⟧
Previous decision: donate all organs. New decision: donate all EXCEPT corneas.
Faith/beliefs: discuss with Rev. ⟦PERSON|Gwen Lloyd⟧
Changed via app ⟪version|v4.12.0⟫ at ⟪timestamp|2026-01-30 08:14:51⟫ from ⟦IP_ADDRESS|86.142.77.19⟧
"""))

A(("pharmacovigilance_yellow_card", """
YELLOW CARD — Suspected adverse drug reaction            Report ⟪case_ref|GB-MHRA-ADR-26180044⟫
Patient initials: ⟦PERSON|K.M.⟧   Sex: F   Age: 52   Weight: ⟪measurement|71 kg⟫
Suspect drug: ⟦MEDICAL|atorvastatin 40mg⟧ once daily, batch ⟪batch_no|L48821A⟫, started ⟪date|02/12/2025⟫
Reaction: ⟦MEDICAL|rhabdomyolysis⟧ — CK ⟪measurement|14,200 U/L⟫, admitted ⟪date|10/01/2026⟫, recovering
Concomitant: ⟦MEDICAL|clarithromycin 500mg⟧ (for ⟦MEDICAL|chest infection⟧)
Reporter: ⟦PERSON|Hannah Igwe⟧, community pharmacist, ⟦EMAIL|h.igwe@pharmacy-lincs.co.uk⟧, ⟦PHONE|0116 496 0417⟧
"""))

A(("telemedicine_consult_note", """
VIDEO CONSULTATION — DocNow app         Consult ⟪case_ref|VC-20260213-0932⟫
Clinician: Dr ⟦PERSON|Emeka Obi⟧ (GMC ⟪licence_no|7034418⟫)
Patient: ⟦PERSON|Laura Pettigrew⟧, 29, ⟦ADDRESS|Flat 9, 140 Gallowgate, Glasgow G1 5DY⟧
History: 3 days dysuria and frequency, no fever. Hx ⟦MEDICAL|recurrent UTIs⟧.
Impression: ⟦MEDICAL|uncomplicated lower urinary tract infection⟧
Plan: e-prescription ⟦MEDICAL|nitrofurantoin 100mg MR⟧ BD x 3 days, sent to ⟪org_name|Boots Argyle Street⟫ (EPS token ⟪rx_token|A7B3C2-Z8X4Q1-9F2E5K⟫)
Call quality: ⟪measurement|720p⟫, duration ⟪duration|11m 42s⟫
"""))

A(("telemed_app_error_log", """
2026-02-13T09:41:07.552Z ERROR [consult-svc] pod=⟪container_id|consult-7d9f8b6c4-xk2lp⟫ Failed to push e-script
  user_id=⟪uuid|f1a2b3c4-5d6e-4f70-8a9b-0c1d2e3f4a5b⟫ patient="⟦PERSON|Marcus Ellery⟧" rx="⟦MEDICAL|amoxicillin 500mg⟧"
  at com.docnow.rx.EpsClient.submit(EpsClient.java:212)
  at com.docnow.rx.RxService.send(RxService.java:88)
Caused by: javax.net.ssl.SSLHandshakeException: PKIX path building failed
  upstream=⟦IP_ADDRESS|10.42.7.19⟧:⟪port|8443⟫ auth=Bearer ⟦APIKEY|$jwt2⟧
"""))

A(("payroll_bureau_payslip", """
PAYSLIP — ⟪org_name|Harcourt Payroll Services⟫ on behalf of ⟪org_name|Lakeside Care Homes Ltd⟫
Employee: ⟦PERSON|Agnieszka Wróbel⟧    Employee no. ⟪employee_id|E10482⟫    Tax code ⟪tax_code|1257L⟫
NI number: ⟦NATIONAL_ID|$nino3⟧         Period: ⟪date|Month 11, Feb 2026⟫
Basic pay (162.5 h @ ⟪price|£12.60⟫)     ⟦AMOUNT|£2,047.50⟧
Night enhancement                        ⟦AMOUNT|£118.40⟧
Income tax                              -⟦AMOUNT|£224.60⟧
Net pay                                  ⟦AMOUNT|£1,771.83⟧
Paid to: ⟦IBAN|$iban_gb2⟧
"""))

A(("payroll_sftp_config_ini", """
; bureau upload job — do not commit
[sftp]
host = ⟦IP_ADDRESS|172.20.14.5⟧
port = ⟪port|2222⟫
user = ⟦PERSON|pbanerjee⟧
password = ⟦PASSWORD|Bacs!Run-0226⟧

[hmrc_rti]
client_id = ⟪app_id|6f3c8d12a9b84e05b1c7⟫
client_secret = ⟦SECRET|$csec1⟧
endpoint = https://test-api.service.hmrc.gov.uk
"""))

A(("debt_collection_letter", """
⟪org_name|Castlegate Recoveries Ltd⟫ · ⟦ADDRESS|Unit 4, Enterprise Way, Bradford BD4 7SD⟧ · ⟦PHONE|0113 496 0471⟧

Mr ⟦PERSON|Dean Hargreaves⟧
⟦ADDRESS|58 Tong Street, Bradford BD4 9LB⟧

Account ref ⟪account_ref|CR-00918832⟫     Original creditor: ⟪org_name|Vanquis⟫

Dear Mr ⟦PERSON|Hargreaves⟧,
Our records show an outstanding balance of ⟦AMOUNT|£1,362.19⟧. We are prepared to accept ⟦AMOUNT|£45.00⟧ per month. Please call ⟦PERSON|Janine⟧ on the number above before ⟪date|28 February 2026⟫.
"""))

A(("debt_collector_call_transcript", """
[00:00:04] AGENT (⟦PERSON|Mark⟧): Good morning, am I speaking with ⟦PERSON|Shauna Kelleher⟧?
[00:00:07] CUSTOMER: Yes, speaking.
[00:00:09] AGENT: For security can you confirm your date of birth?
[00:00:12] CUSTOMER: ⟦DATE_OF_BIRTH|fourth of April nineteen ninety⟧.
[00:00:19] AGENT: Thanks. The balance is ⟦AMOUNT|six hundred and twelve pounds⟧. Can you pay something today?
[00:00:31] CUSTOMER: I can do ⟦AMOUNT|fifty⟧ now, I'm off sick with ⟦MEDICAL|depression⟧.
[00:00:40] AGENT: I'll note a vulnerability flag. Card number when you're ready.
[00:00:44] CUSTOMER: ⟦CARD|$visa1⟧, expiry ⟪card_expiry|oh-seven twenty-eight⟫, code ⟦CVV|318⟧.
[00:01:02] AGENT: Payment taken, reference ⟪payment_ref|PX-33120⟫.
"""))

A(("pawnshop_pledge_ticket", """
⟪org_name|H. Samuel & Sons Pawnbrokers⟫ — PLEDGE AGREEMENT No. ⟪ticket_id|PL-061772⟫
Pledger: ⟦PERSON|Rosa Delgado⟧, ⟦ADDRESS|201 Deansgate Court, Manchester M3 4LQ⟧
ID checked: photocard driving licence (copy held on file)
Item: 18ct yellow gold ⟪product_code|curb chain 22in⟫, ⟪measurement|31.4g⟫
Loan amount ⟦AMOUNT|£640.00⟧   Interest ⟪percentage|7.9% per month⟫   Redemption by ⟪date|03/08/2026⟫
Total to redeem after 6 months ⟦AMOUNT|£943.36⟧
"""))

A(("jeweller_repair_sms", """
Hi ⟦PERSON|Priya⟧, your ring (job ⟪order_id|R-3318⟫) is ready at ⟪org_name|Goldsmiths⟫ ⟪place|Meadowhall⟫. Resize + rhodium: ⟦AMOUNT|£68⟧ balance after deposit. Collect with this text. ⟪org_name|Goldsmiths⟫ ⟦PHONE|0114 496 0871⟧
"""))

A(("parking_meter_telemetry_json", """
{"device":"⟪device_id|PMT-ED-00417⟫","fw":"⟪version|3.8.2-rc1⟫","iccid":"⟪iccid|89441000303512345671⟫","imei":"⟪imei|356938035643809⟫",
 "ts":"⟪timestamp|2026-02-14T07:00:12Z⟫","coin_box_pct":⟪percentage|82⟫,"tariff_gbp_h":⟪price|3.40⟫,
 "last_tx":{"card":"⟪masked_card|****2231⟫","tx_count":12,"zone":"⟪place|Leith Walk⟫"},
 "apn":"⟪hostname|m2m.vodafone.uk⟫","mgmt_ip":"⟪doc_ip|192.0.2.44⟫","tech_pin":"⟦PASSWORD|880213⟧"}
"""))

A(("vending_fleet_env", """
# vend-fleet/.env
FLEET_REGION=⟪place|eu-west-2⟫
NAYAX_API_KEY=⟦APIKEY|$datadog1⟧
MQTT_HOST=⟦IP_ADDRESS|10.8.0.21⟧
MQTT_USER=⟦PERSON|lfernandes⟧
MQTT_PASSWORD=⟦PASSWORD|Snack$Rack#2026⟧
SIM_ICCID_PREFIX=⟪iccid|8944110068⟫
LISTEN=⟪bind_address|0.0.0.0⟫:⟪port|1883⟫
DD_TAGS=env:prod,team:vending
"""))

A(("slurm_job_log", """
[2026-02-14T02:11:09] slurmstepd: job ⟪job_id|48812735⟫ started on nodes ⟪hostname|gpu-a100-[017-020]⟫
+ export WANDB_API_KEY=⟦APIKEY|$wandb1⟧
+ export HF_TOKEN=⟦APIKEY|$hf1⟧
+ cd /home/⟦PERSON|mkowalczyk⟧/llm-ft
+ torchrun --nproc_per_node=8 train.py --config configs/⟪file|llama-8b-lora.yaml⟫
wandb: Currently logged in as: ⟦PERSON|mkowalczyk⟧ (team ⟪org_name|vision-lab⟫)
wandb: Run ⟪run_id|glorious-sun-412⟫ synced, ⟪url|https://wandb.ai/vision-lab/llm-ft/runs/3k9x1q2z⟫
NCCL INFO Using network IB, ⟪cidr|10.200.0.0/16⟫
"""))

A(("hf_hub_push_shell_history", """
  501  git clone https://huggingface.co/datasets/⟪org_name|harbour-ai⟫/catch-records
  502  export HUGGING_FACE_HUB_TOKEN=⟦APIKEY|$hf2⟧
  503  huggingface-cli whoami
  504  python push.py --repo harbour-ai/whisper-fishmarket --revision ⟪commit_sha|9f1c2ab7e44d03b8c1f2a6d5e0b47c3d2a1f9e08⟫
  505  ssh ⟦PERSON|tnakamura⟧@⟦IP_ADDRESS|192.168.40.12⟧ 'nvidia-smi'
  506  scp model.safetensors ⟦PERSON|tnakamura⟧@⟪doc_ip|198.51.100.23⟫:/data/
  507  history | grep ⟪version|v0.3.1⟫
"""))

A(("gpu_cluster_k8s_secret_yaml", """
apiVersion: v1
kind: Secret
metadata:
  name: ⟪resource_name|trainer-creds⟫
  namespace: ⟪namespace|mlops-prod⟫
  labels:
    owner: ⟦PERSON|aisha.bello⟧
type: Opaque
stringData:
  WANDB_API_KEY: "⟦APIKEY|$wandb2⟧"
  OPENAI_API_KEY: "⟦APIKEY|$openai1⟧"
  DATABASE_URL: "postgresql://trainer:⟦SECRET|Qv7!pL2mZ9rT⟧@⟪hostname|pg-mlops.internal⟫:⟪port|5432⟫/runs"
  S3_ENDPOINT: "http://⟦IP_ADDRESS|10.12.3.40⟧:⟪port|9000⟫"
"""))

A(("wandb_alert_teams", """
[Teams] #ml-alerts
W&B Alert — run ⟪run_id|resnet-ablation-07⟫ (project ⟪project|crop-disease-v2⟫)
Metric val/loss went NaN at step ⟪measurement|18,400⟫. GPU ⟪gpu_model|H100 80GB⟫ utilisation dropped to ⟪percentage|3%⟫.
Triggered by: ⟦PERSON|Sven Lindqvist⟧ (⟦PERSON|svlind⟧)
⟦PERSON|Marta⟧: I think it's the fp16 overflow again, restarting with bf16
⟦PERSON|Sven⟧: 👍 also rotate the webhook, it leaked in the notebook: ⟦SECRET|$slackhook1⟧
"""))

A(("anticheat_ban_log", """
2026-02-10 21:44:03 [AC] flag=SPEEDHACK player_id=⟪player_id|88412093⟫ name="⟦PERSON|kevin_oduya⟧" device=⟪device_model|SM-S918B⟫ ip=⟦IP_ADDRESS|81.2.69.160⟧
2026-02-10 21:44:03 [AC] evidence hash=⟪hash|e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855⟫ build=⟪build_id|7.2.1093⟫
2026-02-10 21:44:04 [AC] action=BAN_7D case=⟪case_ref|AC-551902⟫ reviewer=⟦PERSON|lmartins⟧
2026-02-10 21:44:09 [PAY] refund_blocked player_id=⟪player_id|88412093⟫ pack=⟪product_code|GEMS_5000⟫ price=⟪price|$49.99⟫
2026-02-10 21:45:30 [AC] appeal opened via support by ⟦EMAIL|kev.oduya@gmail.com⟧
"""))

A(("chargeback_dispute_ticket", """
Ticket ⟪ticket_id|#77120⟫ — Chargeback notification (reason code ⟪reason_code|10.4⟫ Fraud – Card Absent)
Merchant: ⟪org_name|Pixelforge Games⟫   Descriptor: PIXELFORGE*DRAGONRUN
Cardholder: ⟦PERSON|Lisa M. Crawford⟧, ⟦ADDRESS|1180 Maple Ridge Dr, Plano, TX 75023⟧
Card: ⟦CARD|$visa3⟧   CVV2 result: M (submitted ⟦CVV|662⟧ — should never have been logged!)
Disputed: ⟦AMOUNT|$412.93⟧ across 7 in-app purchases, ⟪date|Jan 3–9 2026⟫
In-game account: ⟦PERSON|lcrawford_jr⟧ — appears to be her son ⟦PERSON|Tyler⟧
Agent note (⟦PERSON|Devon⟧): representment deadline ⟪date|Feb 24⟫. Stripe key in the logs was rotated: ⟦APIKEY|$stripe1⟧
"""))

A(("us_benefits_intake_form", """
Disability Services Intake — ⟪org_name|Travis County Aging & Disability Resource Center⟫
Applicant: ⟦PERSON|Ramon Estrada⟧     SSN: ⟦SSN|$ssn2⟧     DOB: ⟦DATE_OF_BIRTH|06/19/1958⟧
Address: ⟦ADDRESS|4410 Manchaca Rd Apt 12, Austin, TX 78745⟧
Phone: ⟦PHONE|(512) 555-0147⟧
Primary diagnosis: ⟦MEDICAL|congestive heart failure⟧; also ⟦MEDICAL|type 2 diabetes⟧ on ⟦MEDICAL|metformin 1000mg⟧
Monthly SSDI: ⟦AMOUNT|$1,482⟧   Caregiver: ⟦PERSON|Lucia Estrada⟧ (wife)
Program: ⟪program|STAR+PLUS⟫ waiver, waitlist ⟪ticket_id|WL-22913⟫
"""))

A(("us_payroll_sql_insert", """
INSERT INTO employees (emp_id, full_name, ssn, hire_date, hourly_rate, ytd_gross, routing, email) VALUES
(⟪employee_id|3301⟫, '⟦PERSON|Denise Whitaker⟧', '⟦SSN|$ssn3⟧', '⟪date|2019-04-01⟫', ⟪price|24.50⟫, ⟦AMOUNT|4180.00⟧, '⟪routing_no|021000021⟫', '⟦EMAIL|dwhitaker@bluejaylogistics.com⟧'),
(⟪employee_id|3302⟫, '⟦PERSON|Omar Farouk⟧', '⟦SSN|$ssn5⟧', '⟪date|2021-11-15⟫', ⟪price|19.75⟫, ⟦AMOUNT|3372.50⟧, '⟪routing_no|011000015⟫', '⟦EMAIL|ofarouk@bluejaylogistics.com⟧');
"""))

A(("blood_bank_donor_portal_email", """
From: ⟦EMAIL|donor.support@redcrossblood.org⟧
To: ⟦PERSON|Brandon Yee⟧ <⟦EMAIL|brandon.yee@outlook.com⟧>
Subject: Your donation results

Hi ⟦PERSON|Brandon⟧,
Thank you for donating platelets on ⟪date|February 2⟫ at the ⟪place|Oakland Blood Donation Center⟫. Your hemoglobin was low (⟦MEDICAL|iron-deficiency anaemia⟧ suspected), so we've deferred you for 8 weeks. Please talk to your doctor.
Donor ID ⟪record_id|RC-0442918⟫ · Customer care ⟦PHONE|1-800-555-0199⟧
"""))

A(("canada_rent_assist_form", """
Ontario Disability Support Program — change report
Member: ⟦PERSON|Jean-Philippe Gagnon⟧   SIN: ⟦NATIONAL_ID|$sin1⟧
Address: ⟦ADDRESS|302-55 Rideau Terrace, Ottawa ON K1M 2C4⟧
New rent: ⟦AMOUNT|$1,150⟧/month from ⟪date|March 1, 2026⟫ (max shelter allowance ⟪price|$582⟫)
Worker: ⟦PERSON|Nicole Tremblay⟧, caseload ⟪case_ref|ODSP-1148-07⟫
"""))

A(("dutch_payroll_bureau_email", """
Hi ⟦PERSON|Femke⟧,

For the new hire at the Westland greenhouse please set up ⟦PERSON|Daan de Vries⟧:
BSN ⟦NATIONAL_ID|$bsn1⟧, IBAN ⟦IBAN|$iban_nl1⟧, start date ⟪date|1 March⟫, gross monthly ⟦AMOUNT|€2,940⟧ (CAO schaal ⟪pay_scale|C-4⟫).
His partner ⟦PERSON|Sanne⟧ will drop off the signed contract at ⟦ADDRESS|Naaldwijkseweg 112, 2691 RJ 's-Gravenzande⟧ office.

Groet,
⟦PERSON|Joris⟧ — ⟪org_name|Van Leeuwen Salarisadministratie⟫
"""))

A(("swedish_asylum_case_summary", """
Migrationsverket case ⟪case_ref|26-188412⟫ — summary for counsel
Applicant: ⟦PERSON|Hassan Abdi Warsame⟧, Somali, coordination no. / personnummer ⟦NATIONAL_ID|$pnr1⟧
Housing: ⟪place|Märsta reception centre⟫
Health: ⟦MEDICAL|latent tuberculosis⟧, on ⟦MEDICAL|isoniazid⟧ preventive therapy
Daily allowance received: ⟦AMOUNT|SEK 71⟧ per day
Counsel: ⟦PERSON|Ingrid Bergström⟧, ⟦PHONE|+46 8 123 456 70⟧, ⟦EMAIL|ingrid.bergstrom@advokat-byra.se⟧
"""))

A(("finnish_ski_instructor_contract", """
EMPLOYMENT CONTRACT — Levi Ski School Oy
Employee: ⟦PERSON|Aino Korhonen⟧, personal identity code ⟦NATIONAL_ID|$hetu1⟧
Address: ⟦ADDRESS|Rovakatu 18 B 7, 96200 Rovaniemi⟧
Season: ⟪date|1.12.2026⟫ – ⟪date|30.4.2027⟫
Hourly wage ⟦AMOUNT|€17.20⟧ + evening supplement ⟪percentage|15%⟫
Salary account: ⟦IBAN|$iban_fi1⟧
Signed for the company: ⟦PERSON|Mikko Leinonen⟧
"""))

A(("spanish_pawn_receipt", """
Monte de Piedad — Recibo de empeño ⟪ticket_id|MP-2026-31188⟫
Cliente: ⟦PERSON|Carmen Ruiz Ortega⟧   DNI ⟦NATIONAL_ID|$dni1⟧
Domicilio: ⟦ADDRESS|Calle de Toledo 41, 3º B, 28005 Madrid⟧
Artículo: reloj ⟪product_code|Omega Seamaster 2531.80⟫
Préstamo concedido: ⟦AMOUNT|1.200,00 €⟧  Interés ⟪percentage|1,2% mensual⟫
Vencimiento: ⟪date|15/08/2026⟫
"""))

A(("indian_telemedicine_eprescription", """
eSanjeevani OPD — e-Prescription ⟪rx_token|ESJ-OPD-44810327⟫
Doctor: Dr ⟦PERSON|Kavitha Raghunathan⟧ (Reg. ⟪licence_no|TNMC 81442⟫)
Patient: ⟦PERSON|Suresh Babu⟧, M, 61   Aadhaar: ⟦NATIONAL_ID|$aadhaar1⟧   Mobile: ⟦PHONE|+91 98400 17726⟧
Diagnosis: ⟦MEDICAL|essential hypertension⟧, ⟦MEDICAL|dyslipidaemia⟧
Rx: 1) ⟦MEDICAL|Amlodipine 5mg⟧ OD  2) ⟦MEDICAL|Rosuvastatin 10mg⟧ HS
Follow-up after 30 days at ⟪org_name|PHC Kelambakkam⟫.
"""))

A(("brazil_chargeback_email", """
Olá ⟦PERSON|Thiago⟧,
The chargeback from ⟦PERSON|Fernanda Lopes⟧ (CPF ⟦NATIONAL_ID|$cpf1⟧) on order ⟪order_id|BR-99123⟫ was ruled in our favour; ⟦AMOUNT|R$ 389,90⟧ will be credited back on ⟪date|20/02⟫. She had claimed the game pack "⟪product_code|Mega Pass S7⟫" was never delivered.
Abraço,
⟦PERSON|Renata⟧ (payments ops)
"""))

A(("polish_farm_worker_registration", """
Seasonal worker registration — ⟪org_name|Fruit Farm Kent⟫
Name: ⟦PERSON|Katarzyna Zielińska⟧   PESEL: ⟦NATIONAL_ID|$pesel1⟧   DOB: ⟦DATE_OF_BIRTH|22/09/1987⟧
Passport: ⟦PASSPORT|EK4471932⟧   Visa: ⟪visa_type|Seasonal Worker 2026⟫
UK address: ⟦ADDRESS|Caravan 14, Hoath Farm, Canterbury CT3 4JU⟧
Bank: ⟦IBAN|$iban_pl1⟧
Picking rate: ⟪price|£11.44/h⟫ minimum
"""))

A(("singapore_payroll_whatsapp", """
[10:02] ⟦PERSON|Mei Ling⟧: ⟦PERSON|Raj⟧ pls update the new maid's payroll, FIN ⟦NATIONAL_ID|$fin1⟧, salary ⟦AMOUNT|S$750⟧
[10:03] ⟦PERSON|Raj⟧: ok. and your NRIC for the CPF form?
[10:05] ⟦PERSON|Mei Ling⟧: ⟦NATIONAL_ID|$nric1⟧. don't forward this ah
[10:06] ⟦PERSON|Raj⟧: noted. levy is ⟪price|$300⟫/mth btw, ⟪org_name|MOM⟫ changed it
"""))

A(("korean_game_support_ticket", """
Support ticket ⟪ticket_id|KR-55081⟫ — account recovery
Player: ⟦PERSON|Kim Ji-hoon⟧ (IGN ⟦PERSON|jihoon_kim⟧)
Resident registration no. (submitted by user, should be masked): ⟦NATIONAL_ID|$krrn1⟧
Phone: ⟦PHONE|+82 10-4471-2290⟧
Last login: ⟪timestamp|2026-02-09 23:11 KST⟫ from ⟦IP_ADDRESS|211.234.10.88⟧
Purchases disputed: ⟦AMOUNT|₩129,000⟧ (⟪product_code|Season Pass⟫ x3)
"""))

A(("french_organ_donor_letter", """
⟪org_name|Agence de la biomédecine⟫ — Registre national des refus
Madame ⟦PERSON|Claire Dubois⟧
⟦ADDRESS|14 rue des Tanneurs, 67000 Strasbourg⟧
NIR: ⟦NATIONAL_ID|$nir2⟧
Nous accusons réception de votre inscription (réf. ⟪case_ref|RNR-2026-08812⟫) en date du ⟪date|2 février 2026⟫.
"""))

A(("german_payroll_bureau_csv", """
Personalnr;Name;Steuer-ID;IBAN;Brutto;Auszahlung
⟪employee_id|1042⟫;⟦PERSON|Müller, Jonas⟧;⟦NATIONAL_ID|$steuer1⟧;⟦IBAN|$iban_de1⟧;⟦AMOUNT|3.850,00⟧;⟦AMOUNT|2.471,16⟧
⟪employee_id|1043⟫;⟦PERSON|Schneider, Lea⟧;⟦NATIONAL_ID|$steuer2⟧;⟦IBAN|$iban_de2⟧;⟦AMOUNT|2.900,00⟧;⟦AMOUNT|1.962,44⟧
"""))

A(("hong_kong_jeweller_invoice", """
Invoice — ⟪org_name|Golden Phoenix Jewellery Co.⟫
Customer: ⟦PERSON|Wong Ka Ming⟧  HKID ⟦NATIONAL_ID|$hkid1⟧
Item: 18K ⟪product_code|diamond tennis bracelet GP-B-2210⟫
Amount paid: ⟦AMOUNT|HK$38,600⟧ by ⟦CARD|$mc1⟧
Tel ⟦PHONE|+852 9123 4471⟧
"""))

A(("taiwan_vending_contract_email", """
Dear ⟦PERSON|Chen Yi-ting⟧,
Thanks for hosting our vending machine at your shop. For the commission transfer please confirm your ID ⟦NATIONAL_ID|$twid2⟧ and the account details. This month's commission: ⟦AMOUNT|NT$4,280⟧ (machine ⟪device_id|VM-TPE-0093⟫, firmware ⟪version|2.4.7⟫).
Best, ⟦PERSON|Andy Lin⟧ — ⟪org_name|SnackBox Taiwan⟫
"""))

A(("aws_leak_incident_postmortem", """
## Postmortem: leaked AWS keys in anti-cheat repo (⟪ticket_id|SEC-2291⟫)

**Timeline** (UTC)
- ⟪timestamp|2026-02-05 14:02⟫ ⟦PERSON|Ravi Menon⟧ pushes commit ⟪commit_sha|3a7d9e1⟫ containing `config/prod.env`
- ⟪timestamp|14:09⟫ GitHub secret scanning alert
- ⟪timestamp|14:31⟫ keys revoked by ⟦PERSON|Julia⟧

Leaked material:
```
AWS_ACCESS_KEY_ID=⟦APIKEY|$aws_akid1⟧
AWS_SECRET_ACCESS_KEY=⟦SECRET|$aws_sec1⟧
GITHUB_TOKEN=⟦APIKEY|$ghp1⟧
```
Attacker IP seen in CloudTrail: ⟦IP_ADDRESS|45.134.26.71⟧ (region ⟪place|ap-southeast-1⟫). Estimated cost ⟪price|$2,340⟫ of GPU instances.
"""))

A(("ci_pipeline_log_secrets", """
$ npm publish --access public
npm notice Publishing to https://registry.npmjs.org/ with tag latest
npm notice package: ⟪package|@harbourcloud/tide-sdk@1.9.0⟫
npm ERR! code E403 — token ⟦APIKEY|$npm1⟧ lacks publish rights
$ twine upload dist/* -u __token__ -p ⟦APIKEY|$pypi1⟧
Uploading ⟪file|tide_sdk-1.9.0-py3-none-any.whl⟫ 100% ⟪measurement|41.2 kB⟫
Job ⟪build_id|#18812⟫ triggered by ⟦PERSON|ebrandt⟧ on ⟪branch|release/1.9⟫
"""))

A(("discord_bot_config_toml", """
[bot]
name = "⟪bot_name|HarbourBot⟫"
token = "⟦APIKEY|$discord1⟧"
owner = "⟦PERSON|callum.reid⟧"
alerts_webhook = "⟦SECRET|$discordhook1⟧"

[db]
url = "mysql://bot:⟦SECRET|tide-Ledger-88⟧@⟦IP_ADDRESS|172.31.8.14⟧:⟪port|3306⟫/harbour"
"""))

A(("telegram_bot_notification", """
🔔 Pawn shop bot: new pledge ⟪ticket_id|PL-7712⟫ by ⟦PERSON|Andrei Popescu⟧, loan ⟦AMOUNT|€300⟧, item ⟪product_code|iPhone 14 Pro 256GB⟫ (IMEI ⟪imei|353918104471283⟫)
debug: bot_token=⟦APIKEY|$telegram1⟧ chat_id=⟪chat_id|-1001928834711⟫
"""))

A(("sendgrid_mailer_stacktrace", """
Traceback (most recent call last):
  File "/home/⟦PERSON|oyelaran⟧/payroll/notify.py", line 44, in send_payslip
    sg = SendGridAPIClient("⟦APIKEY|$sendgrid1⟧")
  File "/usr/lib/python3.11/site-packages/python_http_client/client.py", line 277, in _make_request
python_http_client.exceptions.UnauthorizedError: HTTP Error 401: to=⟦EMAIL|grace.oyelaran@payco.ng⟧ subject="Payslip ⟪date|Feb 2026⟫"
"""))

A(("totp_recovery_codes_note", """
Admin account for the archive catalogue (⟪hostname|catalogue.hullarchives.local⟫)
user: ⟦PERSON|bwhitfield⟧
pw: ⟦PASSWORD|Mariner#1797!⟧
2FA seed (backup): ⟦SECRET|$totp1⟧
Recovery codes: ⟦SECRET|7H2K-9QXM⟧ ⟦SECRET|4RTV-1LPN⟧ ⟦SECRET|Z8WC-6EJD⟧
"""))

A(("ssh_private_key_paste", """
⟦PERSON|Greg⟧ can you put this on the harbour-cam box (⟦IP_ADDRESS|10.0.44.7⟧)? it's the deploy key
⟦SECRET|$pem3⟧
thx — ⟦PERSON|Ana⟧
"""))

A(("nginx_access_log", """
⟦IP_ADDRESS|82.45.119.207⟧ - - [⟪timestamp|14/Feb/2026:10:12:44 +0000⟫] "POST /api/v2/donate HTTP/1.1" 201 312 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_2)"
⟪doc_ip|203.0.113.9⟫ - - [⟪timestamp|14/Feb/2026:10:12:47 +0000⟫] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/⟪version|1.29⟫"
⟦IP_ADDRESS|2a02:c7c:5e11:9a00:4d1e:b3f2:7c18:2201⟧ - ⟦PERSON|jmorrow⟧ [⟪timestamp|14/Feb/2026:10:13:02 +0000⟫] "GET /admin/donors?export=csv HTTP/1.1" 200 88412 "-" "curl/8.5.0"
⟪doc_ip|127.0.0.1⟫ - - [⟪timestamp|14/Feb/2026:10:13:05 +0000⟫] "GET /metrics HTTP/1.1" 200 5123
"""))

A(("public_health_article_noshow", """
Winter flu vaccination uptake rises to ⟪percentage|71%⟫ among over-65s

Uptake of the ⟪health_term|influenza vaccine⟫ among people aged 65 and over reached ⟪percentage|71.3%⟫ this season, according to figures published on ⟪date|12 February 2026⟫. Uptake among pregnant women remained lower at ⟪percentage|38%⟫. Officials urged people with ⟪health_term|chronic respiratory disease⟫ or ⟪health_term|diabetes⟫ to book before the end of March. The vaccine is free for eligible groups; a private jab costs around ⟪price|£15⟫ at pharmacies.
"""))

A(("product_manual_spec_sheet", """
PARKMASTER PM-400 PAY-AND-DISPLAY TERMINAL — SPECIFICATIONS
Firmware: ⟪version|v5.2.0⟫ (released ⟪date|2026-01-20⟫)   Model: ⟪product_code|PM-400-EU⟫
Modem: LTE Cat-M1, nano-SIM; default APN ⟪hostname|iot.1nce.net⟫
Operating temperature: ⟪measurement|-25 °C to +60 °C⟫
Power: solar panel ⟪measurement|40 W⟫ + LiFePO4 battery ⟪measurement|12 V 40 Ah⟫
Default service port: ⟪port|8080⟫; default gateway ⟪doc_ip|192.0.2.1⟫
Recommended retail price: ⟪price|€6,490⟫ excl. VAT
"""))

A(("changelog_release_notes", """
# Changelog
## [⟪version|2.8.0⟫] - ⟪date|2026-02-01⟫
### Added
- Support for ⟪product_code|ISO 20022 pain.001⟫ payroll exports
- New `--dry-run` flag for ⟪cli_command|bureau-sync⟫
### Fixed
- Timezone drift in Slurm accounting import (⟪ticket_id|#1442⟫)
- Crash when ICCID field was empty (⟪ticket_id|#1450⟫)
## [⟪version|2.7.3⟫] - ⟪date|2026-01-12⟫
- Bump ⟪package|cryptography⟫ to ⟪version|42.0.2⟫
"""))

A(("ferry_timetable_notice", """
HARBOUR FERRY WINTER TIMETABLE (valid ⟪date|5 Jan⟫ – ⟪date|29 Mar 2026⟫)
Departs ⟪place|Stromness⟫: ⟪time|06:30⟫  ⟪time|11:00⟫  ⟪time|16:45⟫
Departs ⟪place|Scrabster⟫: ⟪time|08:45⟫  ⟪time|13:30⟫  ⟪time|19:00⟫
Adult single ⟪price|£21.70⟫ · Car ⟪price|£68.40⟫ · Bicycle free
Sailing ⟪route_no|NL-M3⟫ may be cancelled at wind speeds above ⟪measurement|45 knots⟫.
"""))

A(("jeweller_price_list_no_pii", """
Ring sizing & repair — price list 2026
Resize (up/down 1 size) ..... ⟪price|£35⟫
Rhodium plating ............. ⟪price|£42⟫
Claw re-tip (per claw) ...... ⟪price|£18⟫
Watch battery ............... ⟪price|£9.50⟫
Valuation certificate ....... ⟪price|1.5%⟫ of value, min ⟪price|£45⟫
"""))

A(("ski_rental_receipt", """
⟪org_name|Snowline Rentals⟫ · Val Thorens · SIRET ⟪company_reg|812 447 109 00021⟫
Customer: ⟦PERSON|Olivia Brennan⟧   Room ⟪room_no|214⟫, Hotel ⟪org_name|Le Val Chavière⟫
Skis ⟪product_code|Rossignol Hero Elite⟫ x6 days ....... 189,00
Boots x6 days ............................................ 72,00
Helmet ................................................... 24,00
TOTAL PAID ............................................... ⟦AMOUNT|285,00 €⟧
Card ⟦CARD|$amex1⟧  Auth ⟪auth_code|A83421⟫
Deposit held on card: ⟪price|€500⟫ (released at return)
"""))

A(("sms_2fa_and_parking", """
Hi ⟦PERSON|Tom⟧, ⟪org_name|RingGo⟫: your code is ⟪otp_code|448120⟫. Never share it. Parking at ⟪place|Location 80412⟫ for ⟪plate|LK19 XRT⟫ until ⟪time|14:35⟫.
"""))

A(("carer_voice_dictation", """
dictation start. note for Aunty ⟦PERSON|Bernadette⟧'s file. full name ⟦PERSON|Bernadette O'Shea⟧, she's on ⟦MEDICAL|donepezil ten milligrams⟧ for the ⟦MEDICAL|Alzheimer's⟧ and the district nurse comes Tuesdays. carer's allowance came through, ⟦AMOUNT|eighty-three pounds ninety⟧ a week into my account. the door code for her flat is ⟦PASSWORD|three nine one four⟧. ring ⟦PERSON|Declan⟧ on ⟦PHONE|07700 900 154⟧ if she gets confused again. end dictation.
"""))

A(("telehealth_checkout_webform", """
Checkout — ⟪org_name|QuickScript Telehealth⟫ (order ⟪order_id|QS-1188204⟫)
Full name: ⟦PERSON|Megan O'Rourke⟧
Email: ⟦EMAIL|megan.orourke@yahoo.com⟧    Phone: ⟦PHONE|(617) 555-0123⟧
Shipping address: ⟦ADDRESS|88 Dorchester Ave Apt 3, Boston, MA 02127⟧
Prescription: ⟦MEDICAL|sumatriptan 50mg⟧ x 9 tablets (for ⟦MEDICAL|migraine⟧)
Visit fee ⟪price|$39⟫ + pharmacy ⟪price|$14.20⟫ + shipping free
Card number: ⟦CARD|$mc3⟧   Exp: ⟪card_expiry|11/29⟫   CVC: ⟦CVV|904⟧
Total charged: ⟦AMOUNT|$53.20⟧
"""))

A(("collections_skip_trace_notes", """
SKIP TRACE — ⟪org_name|Midland Credit Partners⟫ — acct ⟪account_ref|MCP-55102987⟫
Debtor: ⟦PERSON|Travis Lee Whitfield⟧   SSN ⟦SSN|$ssn1⟧   DOB ⟦DATE_OF_BIRTH|02/27/1981⟧
Last known: ⟦ADDRESS|3409 Pecan Hollow Ln, Tulsa, OK 74133⟧
New address found via utility hookup: ⟦ADDRESS|77 W Jefferson St Unit 4, Springfield, MO 65806⟧
Phones: ⟦PHONE|(918) 555-0176⟧ (disconnected), ⟦PHONE|(417) 555-0139⟧ (mother, ⟦PERSON|Donna Whitfield⟧)
Balance: ⟦AMOUNT|$7,884.12⟧ — settlement authority ⟪percentage|45%⟫
Collector: ⟦PERSON|rjanssen⟧ · ⟪timestamp|2026-02-11 16:20 CST⟫
"""))

A(("ski_resort_phone_booking_transcript", """
CALL 4471 — ⟪org_name|Big Sky Ski School⟫ reservations — ⟪timestamp|Feb 12 2026 10:04⟫
REP (⟦PERSON|Kayla⟧): Thanks for calling, who am I speaking with?
CALLER: ⟦PERSON|Bryce Holmgren⟧, booking lessons for my two kids, ⟦PERSON|Ella⟧ and ⟦PERSON|Max⟧.
REP: Great. Any medical things we should know?
CALLER: ⟦PERSON|Max⟧ has a ⟦MEDICAL|bee-sting allergy⟧, ⟦PERSON|Ella⟧'s fine.
REP: Two full-day kids' camps is ⟪price|$289 each⟫, so ⟦AMOUNT|$578⟧ total. Card?
CALLER: ⟦CARD|$disc1⟧, security code ⟦CVV|5512⟧... sorry, ⟦CVV|551⟧.
REP: That went through. Confirmation ⟪booking_ref|BSK-77213⟫, see you at ⟪place|Mountain Village⟫.
"""))

A(("ssdi_appeal_letter", """
⟦PERSON|Antoine Baptiste⟧
⟦ADDRESS|1521 N Claiborne Ave, New Orleans, LA 70116⟧
SSN: ⟦SSN|$ssn6⟧

Social Security Administration, Office of Hearings Operations
Re: Request for reconsideration, claim ⟪case_ref|BNC-26-0044918⟫

I am appealing the denial dated ⟪date|January 9, 2026⟫. My ⟦MEDICAL|lumbar spinal stenosis⟧ and ⟦MEDICAL|peripheral neuropathy⟧ keep me from standing longer than 20 minutes. I now use a ⟦MEDICAL|walker⟧. My only income is ⟦AMOUNT|$412⟧ a month from my union pension.
Sincerely, ⟦PERSON|Antoine Baptiste⟧ · ⟦PHONE|504-555-0188⟧ · ⟦EMAIL|abaptiste504@aol.com⟧
"""))

A(("church_pledge_card_ocr", """
ST. BRIDGET PARISH — CAPITAL CAMPAIGN PLEDGE CARD   [scanned ⟪date|02/08/2026⟫]
Name(s): ⟦PERSON|Kevin⟧ & ⟦PERSON|Maureen Callaghan⟧
Address: ⟦ADDRESS|42 Elm Street, Quincy, MA 02169⟧     Email: ⟦EMAIL|mcallaghan42@verizon.net⟧
I/We pledge ⟦AMOUNT|$150⟧ per month for 36 months, total ⟦AMOUNT|$5,400⟧
Charge my card: ⟦CARD|$visa4⟧  exp ⟪card_expiry|04/27⟫  CVV ⟦CVV|118⟧
Campaign goal ⟪price|$2.4 million⟫ · Pastor: Fr. ⟦PERSON|Dominic Okeke⟧
"""))

A(("asylum_ead_followup_email", """
From: ⟦EMAIL|paralegal@kowalski-immigration.com⟧
To: ⟦PERSON|Yelena Sokolova⟧ <⟦EMAIL|yelena.sokolova91@proton.me⟧>
Subject: Your EAD and SSN card

Dear Ms. ⟦PERSON|Sokolova⟧,
Good news: your work permit (receipt ⟪case_ref|IOE0912884471⟫, category ⟪visa_type|(c)(8)⟫) was approved and the Social Security card arrived at our office. Your SSN is ⟦SSN|$ssn4⟧ — please keep it safe. Your Russian passport ⟦PASSPORT|753381204⟧ expires ⟪date|June 2027⟫; we'll need a copy before your asylum interview at the ⟪place|Newark Asylum Office⟫.
Our fee balance: ⟦AMOUNT|$1,250⟧.
— ⟦PERSON|Dana Kowalski⟧'s office, ⟦PHONE|(201) 555-0114⟧
"""))

A(("irish_fishing_coop_share_out", """
Killybegs Fishermen's Co-op — Q4 share-out (⟪vessel|MFV Star of Hope SO 742⟫)
crew_member,role,share_pct,payout_eur,iban
⟦PERSON|Seán Ó Donnell⟧,skipper,⟪percentage|22⟫,⟦AMOUNT|18,420.00⟧,⟦IBAN|$iban_ie1⟧
⟦PERSON|Pádraig Boyle⟧,engineer,⟪percentage|14⟫,⟦AMOUNT|11,722.50⟧,⟦IBAN|$iban_no1⟧
⟦PERSON|Mikael Jensen⟧,deckhand,⟪percentage|10⟫,⟦AMOUNT|8,373.20⟧,⟦IBAN|$iban_dk1⟧
Fish landed at ⟪place|Killybegs⟫ auction, mackerel average ⟪price|€1.18/kg⟫
"""))

A(("spanish_ski_instructor_onboarding_email", """
Hola ⟦PERSON|Marta⟧,
Welcome to the ⟪org_name|Baqueira Beret⟫ ski school team! For payroll we have: NIE ⟦NATIONAL_ID|$nie1⟧, DNI of your emergency contact ⟦PERSON|Javier Romero⟧ ⟦NATIONAL_ID|$dni2⟧ (not needed, we'll delete it), account ⟦IBAN|$iban_es1⟧.
Season wage ⟦AMOUNT|€1,640⟧/month plus lesson commission. Uniform deposit ⟪price|€120⟫.
Staff flat: ⟦ADDRESS|Carrer Major 14, 2n 1a, 25598 Salardú⟧, door code ⟦PASSWORD|1 7 4 9⟧.
⟦PERSON|Jordi Puig⟧ · HR · ⟦PHONE|+34 973 639 010⟧
"""))

A(("museum_research_grant_award_email", """
Dear Dr ⟦PERSON|Giulia Ferrante⟧,
The ⟪org_name|Wellcome Collection⟫ is pleased to award you a research fellowship of ⟦AMOUNT|£9,600⟧ for your study of plague hospital records in ⟪place|Venice⟫ (grant ⟪case_ref|WC-RF-2026-017⟫). Payment will be made to ⟦IBAN|$iban_it1⟧ in two instalments. Your reader badge will be at the front desk from ⟪date|2 March⟫.
Best wishes, ⟦PERSON|Oluwaseun Adeyemi⟧, Research Programmes, ⟦EMAIL|research@wellcome-collection.org⟧
"""))

A(("github_actions_log_leaks", """
2026-02-13T08:41:02.114Z ##[group]Run ./scripts/deploy.sh
2026-02-13T08:41:02.201Z MAPS_KEY=⟦APIKEY|$google1⟧
2026-02-13T08:41:02.202Z TWILIO_API_KEY=⟦APIKEY|$twilio1⟧ TWILIO_API_SECRET=⟦SECRET|$csec3⟧
2026-02-13T08:41:02.203Z MAILGUN_KEY=⟦APIKEY|$mailgun1⟧
2026-02-13T08:41:03.877Z Deploying ⟪commit_sha|4b825dc642cb6eb9a060e54bf8d69288fbee4904⟫ to ⟪hostname|donations-prod⟫ (⟦IP_ADDRESS|34.89.120.17⟧)
2026-02-13T08:41:05.003Z actor: ⟦PERSON|mfitzpatrick⟧ run ⟪build_id|7712093384⟫
"""))

A(("parking_fleet_backend_env_pem", """
# meter-fleet-api/.env.production (owner: ⟦PERSON|dsorensen⟧)
DATABASE_URL=postgres://meters:⟦SECRET|Kr7#tollbooth⟧@⟦IP_ADDRESS|10.3.14.15⟧:⟪port|5432⟫/fleet
JWT_SIGNING_KEY=⟦SECRET|$csec4⟧
SESSION_SECRET=⟦SECRET|$sess1⟧
OPS_TOTP_SEED=⟦SECRET|$totp2⟧
OPERATOR_API_TOKEN=⟦APIKEY|$jwt4⟧
TLS_KEY="⟦SECRET|$pem2⟧"
"""))

A(("belgian_pawn_loan_sms", """
⟪org_name|Mont-de-Piété Bruxelles⟫: Mme ⟦PERSON|Lefèvre⟧, votre prêt ⟪ticket_id|MP-448120⟫ de ⟦AMOUNT|€850⟧ arrive à échéance le ⟪date|28/02⟫. Virement sur ⟦IBAN|$iban_be1⟧ avec communication ⟪payment_ref|+++090/1122/33448+++⟫. Info ⟦PHONE|+32 2 512 13 85⟧
"""))
