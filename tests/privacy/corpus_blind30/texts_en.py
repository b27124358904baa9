TEXTS = [
("admissions_offer_email", """
From: Graduate Admissions <⟦EMAIL|pg-admissions@holloway-brook.ac.uk⟧>
To: ⟦EMAIL|tamsin.okafor88@gmail.com⟧
Subject: Conditional offer – MSc Marine Ecology (ref ⟪application_ref|HB-PG-2026-04417⟫)

Dear ⟦PERSON|Tamsin⟧,

We are delighted to offer you a place starting ⟪date|21 September 2026⟫. The tuition fee for the programme is ⟪price|£11,950⟫ per year.
Your Edwards Bursary of ⟦AMOUNT|£3,000⟧ will be deducted from your first invoice. Please confirm your date of birth (we hold ⟦DATE_OF_BIRTH|14/02/2001⟧) and your contact number ⟦PHONE|07700 900417⟧.

Kind regards,
Dr ⟦PERSON|Felix Marchetti⟧
Admissions Tutor, ⟪org_name|Holloway Brook University⟫
"""),
("scholarship_committee_minutes", """
Scholarship panel – minutes, ⟪date|3 March 2026⟫
Present: ⟦PERSON|R. Adeyemi⟧ (chair), ⟦PERSON|Hannah Lindqvist⟧, ⟦PERSON|Mo Chaudhry⟧
1. ⟦PERSON|Jaya Raman⟧ – awarded the full Lister Scholarship, ⟦AMOUNT|£18,400⟧ over two years. Household income reported ⟦AMOUNT|£21,300⟧, below the ⟪price|£25,000⟫ threshold.
2. ⟦PERSON|Owen Petrakis⟧ – deferred; medical evidence (⟦MEDICAL|Crohn's disease⟧, ⟦MEDICAL|infliximab infusions⟧) accepted for extenuating circumstances.
3. Budget remaining for ⟪date|2026/27⟫: ⟪price|£140,000⟫.
Actions: ⟦PERSON|Hannah⟧ to email both candidates by ⟪date|10 March⟫.
"""),
("grant_budget_csv", """
grant_id,investigator,role,email,salary_costed,fte
⟪grant_ref|EP/Y01772/1⟫,⟦PERSON|Aoife Gallagher⟧,PI,⟦EMAIL|a.gallagher@ucd-sci.ie⟧,⟦AMOUNT|71240⟧,⟪percent|0.3⟫
⟪grant_ref|EP/Y01772/1⟫,⟦PERSON|Bartosz Wróbel⟧,RA,⟦EMAIL|b.wrobel@ucd-sci.ie⟧,⟦AMOUNT|39870⟧,⟪percent|1.0⟫
⟪grant_ref|EP/Y01772/1⟫,⟦PERSON|Lena Fischer⟧,Co-I,⟦EMAIL|l.fischer@tum-bio.de⟧,⟦AMOUNT|88015⟧,⟪percent|0.1⟫
"""),
("lab_order_slack", """
#lab-ordering  ⟪timestamp|09:14⟫
⟦PERSON|priya.nair⟧: ordered the Taq polymerase (⟪product_code|M0273L⟫, list ⟪price|$318.00⟫) on my card, can someone reimburse? total was ⟦AMOUNT|$342.61⟧ with shipping
⟦PERSON|gwen⟧: use the ⟪org_name|Fisher⟫ punchout next time lol. I'll put it through on the grant ⟪grant_ref|R01-GM148201⟫
⟦PERSON|priya.nair⟧: thanks ⟦PERSON|Gwen⟧ 🙏 receipt is in the drive under /home/⟦PERSON|pnair⟧/receipts
"""),
("hotel_guest_register", """
GUEST REGISTER – ⟪org_name|The Marram Hotel⟫, ⟪place|St Ives⟫
Arr ⟪date|12/08/2026⟫ | Room ⟪room_no|14⟫ | ⟦PERSON|KOWALCZYK Agnieszka⟧ | Passport ⟦PASSPORT|EJ4471903⟧ | Nat. PL | PESEL ⟦NATIONAL_ID|$pesel_1⟧
Arr ⟪date|12/08/2026⟫ | Room ⟪room_no|15⟫ | ⟦PERSON|DUARTE Miguel⟧ | Passport ⟦PASSPORT|CB0918274⟧ | Nat. PT
Arr ⟪date|13/08/2026⟫ | Room ⟪room_no|3⟫ | ⟦PERSON|WHEATLEY Ross⟧ | Tel ⟦PHONE|07700 900861⟧ | deposit paid ⟦AMOUNT|£120.00⟧
Night porter: ⟦PERSON|Dev⟧
"""),
("airbnb_checkin_whatsapp", """
[⟪timestamp|16:02⟫] Host ⟦PERSON|Carla⟧: Hi ⟦PERSON|Ben⟧! Check-in from ⟪time|3pm⟫. The flat is at ⟦ADDRESS|Flat 2, 41 Rosebery Crescent, Edinburgh EH12 5JP⟧
[⟪timestamp|16:03⟫] Host ⟦PERSON|Carla⟧: key safe is left of the door, code ⟦PASSWORD|5093⟧. Wifi: CrescentFlat2 / ⟦PASSWORD|thistle-lantern-22⟧
[⟪timestamp|16:10⟫] ⟦PERSON|Ben⟧: amazing thanks. I paid the cleaning fee separately, ⟦AMOUNT|£45⟧, hope that's ok
[⟪timestamp|16:11⟫] Host ⟦PERSON|Carla⟧: perfect. Emergencies: ⟦PHONE|+44 7700 900233⟧
"""),
("car_share_damage_email", """
Subject: Damage report – booking ⟪booking_ref|ZC-77310245⟫

Hi ⟦PERSON|Tobias⟧,

Our team inspected the car (⟪plate|LB71 XKD⟫) after your trip on ⟪date|2 May⟫. A scratch on the rear bumper was recorded. Under your plan the excess is ⟪price|£250⟫; we have charged ⟦AMOUNT|£187.40⟧ to the card ending ⟪masked_card|4417⟫.
If you disagree, reply to ⟦EMAIL|claims@zipcar-fleet.example.co.uk⟧ or call ⟦PHONE|0300 123 7745⟧.

⟦PERSON|Mariam⟧, Member Services
"""),
("escooter_app_log", """
⟪timestamp|2026-05-19T22:41:07Z⟫ INFO  ride.start user=⟦PERSON|jlopez⟧ scooter=⟪vehicle_id|SC-4H7Q2⟫ lat=⟪coord|51.5152⟫ lon=⟪coord|-0.0721⟫ ip=⟦IP_ADDRESS|86.142.77.19⟧
⟪timestamp|2026-05-19T22:58:44Z⟫ INFO  ride.end duration=17m fare=⟦AMOUNT|£4.35⟧ unlock_fee=⟪price|£1.00⟫
⟪timestamp|2026-05-19T22:58:45Z⟫ WARN  payment.retry customer=⟦EMAIL|julia.lopez.m@outlook.com⟧ reason=insufficient_funds
⟪timestamp|2026-05-19T22:58:46Z⟫ DEBUG auth header=Bearer ⟦APIKEY|$jwt_1⟧
"""),
("parking_pcn_letter", """
PENALTY CHARGE NOTICE  ⟪pcn_ref|WK18830271⟫
⟪org_name|Waverley Borough Council⟫ – Parking Services

Mrs ⟦PERSON|D. Oyelaran⟧
⟦ADDRESS|27 Furze Hill Road, Godalming GU7 1PX⟧

Vehicle ⟪plate|GU19 ZNM⟫ was observed in a permit-only bay on ⟪date|07/04/2026⟫ at ⟪time|10:52⟫.
The penalty is ⟪price|£70⟫, reduced to ⟪price|£35⟫ if paid within 14 days. Our records show you paid ⟦AMOUNT|£35.00⟧ on ⟪date|15/04/2026⟫; this notice is therefore closed.
"""),
("council_tax_call_transcript", """
Agent: ⟪org_name|Brent Council⟫ revenues, you're speaking to ⟦PERSON|Shanice⟧.
Caller: Hi, it's ⟦PERSON|Viktor Hallam⟧, account ⟪account_ref|50917733⟫. I got a reminder for council tax.
Agent: Can I take your date of birth?
Caller: ⟦DATE_OF_BIRTH|ninth of June 1979⟧.
Agent: Thanks. You owe ⟦AMOUNT|four hundred and twelve pounds⟧ for the year; the band D charge is ⟪price|£2,049⟫. Is the address still ⟦ADDRESS|Flat 6, 88 Chamberlayne Road, NW10 3JU⟧?
Caller: Yes. I want to set up a direct debit from my Barclays account, IBAN ⟦IBAN|$iban_gb2⟧.
Agent: Lovely, first collection ⟪date|1 July⟫.
"""),
("water_switch_web_form", """
Moving home form – ⟪org_name|Thames Water⟫
Full name: ⟦PERSON|Ngozi Eze-Barnes⟧
New address: ⟦ADDRESS|14 Albemarle Way, Reading RG4 8TZ⟧
Move-in date: ⟪date|28/06/2026⟫
Final meter reading (old home): ⟪meter_reading|04721⟫
Phone: ⟦PHONE|0118 496 0732⟧
Email: ⟦EMAIL|ngozi.eb@protonmail.com⟧
Refund of credit balance: ⟦AMOUNT|£63.18⟧ to sort code ⟪sort_code|20-45-77⟫ account ⟪masked_account|****8821⟫
"""),
("broadband_switch_sms", """
⟪org_name|Vodafone⟫: Hi ⟦PERSON|Lewis⟧, your switch to Full Fibre 500 goes live on ⟪date|14 Oct⟫. Monthly price ⟪price|£32.00⟫. Your final bill from the old provider came to ⟦AMOUNT|£58.12⟧. Code ⟪otp_code|847120⟫ - don't share. Help: ⟦PHONE|03333 040 191⟧
"""),
("gas_meter_engineer_notes", """
Job ⟪job_ref|JB-440921⟫  Engineer: ⟦PERSON|Stuart McAvoy⟧
Customer Mrs ⟦PERSON|Irene Tolland⟧, ⟦ADDRESS|3 Kirk Brae, Linlithgow EH49 6AB⟧. Priority register: customer uses ⟦MEDICAL|home oxygen concentrator⟧ and has ⟦MEDICAL|COPD⟧ – do not cut supply without notice.
Smart meter ⟪serial|E6S12345682261⟫ installed, firmware ⟪version|2.4.11⟫. Gate code ⟦PASSWORD|1906#⟧.
Next of kin: ⟦PERSON|Fiona Tolland⟧ ⟦PHONE|07700 900518⟧
"""),
("sim_swap_fraud_ticket", """
Ticket ⟪ticket_ref|FRD-2026-118204⟫ – suspected SIM swap
Customer: ⟦PERSON|Oluwaseun Adebayo⟧ (MSISDN ⟦PHONE|+44 7700 900614⟧)
Timeline:
 - ⟪timestamp|03:12⟫ SIM swap requested in store ⟪store_code|LDN-0448⟫ by "⟦PERSON|Seun⟧" presenting a driving licence; account PIN ⟦PASSWORD|2291⟧ given correctly
 - ⟪timestamp|03:40⟫ new ICCID ⟪iccid|8944110068234517760⟫ activated
 - ⟪timestamp|04:05⟫ bank reports ⟦AMOUNT|£6,480⟧ transferred out of customer's account
Agent notes: customer DOB ⟦DATE_OF_BIRTH|22/11/1990⟧ confirmed on callback. Store staff ⟦PERSON|kfernandes⟧ suspended pending review.
"""),
("port_out_request_email", """
Hello,

Please port my number ⟦PHONE|+1 (415) 555-0148⟧ to ⟪org_name|Mint Mobile⟫. Account holder ⟦PERSON|Daniel Okonkwo-Reyes⟧, account PIN ⟦PASSWORD|738205⟧, billing ZIP ⟪postcode|94110⟫. My last 4 of SSN is ⟪id_tail|4922⟫. Final balance of ⟦AMOUNT|$61.40⟧ can go on file.

Thanks,
⟦PERSON|Dan⟧
"""),
("payroll_onboarding_form", """
NEW STARTER FORM – ⟪org_name|Northgate Logistics Ltd⟫
Surname: ⟦PERSON|ABERNATHY⟧   Forename(s): ⟦PERSON|Cormac James⟧
Date of birth: ⟦DATE_OF_BIRTH|03/09/1986⟧
National Insurance no: ⟦NATIONAL_ID|$nino_1⟧
Home address: ⟦ADDRESS|9 Netherfield Close, Wakefield WF2 7QL⟧
Bank: sort code ⟪sort_code|40-11-62⟫, IBAN ⟦IBAN|$iban_gb3⟧
Starting salary: ⟦AMOUNT|£31,500⟧ p.a. (grade ⟪grade|L4⟫, band range ⟪price|£28,000–£34,000⟫)
Emergency contact: ⟦PERSON|Niamh Abernathy⟧ – ⟦PHONE|07700 900122⟧
Right to work checked by ⟦PERSON|L. Osei⟧ on ⟪date|19/01/2026⟫ (UK passport ⟦PASSPORT|552081347⟧)
"""),
("hr_right_to_work_teams", """
⟦PERSON|Hollie Brennan⟧ ⟪timestamp|11:02 AM⟫
@⟦PERSON|marcus.ito⟧ can you check the share code for the new warehouse starter? ⟦PERSON|Dmitri Volkov⟧, share code ⟪share_code|W7K 9PR QX2⟫, DOB ⟦DATE_OF_BIRTH|30 Jan 1994⟧
⟦PERSON|Marcus Ito⟧ ⟪timestamp|11:09 AM⟫
done – valid until ⟪date|2028-04-30⟫. BRP ⟦PASSPORT|ZR8811024⟧. Salary agreed ⟦AMOUNT|£12.60/hr⟧, which is above the ⟪price|£12.21⟫ NLW
"""),
("recruiter_cv_extract", """
CANDIDATE PROFILE  (⟪org_name|Harrington Talent⟫ – confidential)
Name: ⟦PERSON|Rosalind Achterberg⟧
Mobile: ⟦PHONE|+31 6 2417 8830⟧ | ⟦EMAIL|ros.achterberg@kpnmail.nl⟧
Location: ⟪place|Utrecht⟫
Current package: ⟦AMOUNT|€92,000⟧ + 8% holiday; expectation ⟦AMOUNT|€105k⟧
Experience: Head of Data, ⟪org_name|Bol.com⟫ (⟪date|2019⟫–present); Senior Analyst, ⟪org_name|ING⟫
BSN (for contract): ⟦NATIONAL_ID|$bsn_1⟧
Referees: ⟦PERSON|Pieter de Graaf⟧ (⟦PHONE|+31 20 794 1182⟧), ⟦PERSON|Sanne Visser⟧
"""),
("reference_request_email", """
Dear Mr ⟦PERSON|Lowther⟧,

⟦PERSON|Kezia Bamford⟧ has applied for the role of Senior Care Coordinator and named you as referee. She states she worked for you from ⟪date|March 2021⟫ to ⟪date|August 2025⟫ at a final salary of ⟦AMOUNT|£29,750⟧. Could you confirm and mention any absence record? (She has disclosed ⟦MEDICAL|type 1 diabetes⟧, managed with an ⟦MEDICAL|insulin pump⟧.)

Best wishes,
⟦PERSON|Jonty Pereira⟧ | ⟪org_name|CarePath Recruitment⟫ | ⟦PHONE|0161 496 0385⟧
"""),
("travel_insurance_claim", """
CLAIM FORM – TRAVEL  Policy ⟪policy_ref|TRV-88-3019462⟫
Insured: ⟦PERSON|Gabriela Sousa⟧   DOB: ⟦DATE_OF_BIRTH|1992-07-04⟧
Incident: ⟦MEDICAL|fractured left wrist⟧ skiing in ⟪place|Les Arcs⟫ on ⟪date|11/02/2026⟫; treated at the clinic with ⟦MEDICAL|closed reduction and cast⟧.
Costs claimed: clinic ⟦AMOUNT|€1,240.00⟧, taxi ⟦AMOUNT|€86.50⟧, unused ski pass ⟦AMOUNT|€312.00⟧
Policy excess: ⟪price|£100⟫
Pay to: ⟦IBAN|$iban_pt1⟧
Signed ⟦PERSON|G. Sousa⟧
"""),
("pet_insurance_claim_email", """
Hi,

Claim for ⟪pet_name|Biscuit⟫ (cocker spaniel), policy ⟪policy_ref|PET-5520193⟫. He was treated for ⟪animal_health|pancreatitis⟫ and had ⟪animal_health|bloods and an ultrasound⟫. The vet bill was ⟦AMOUNT|£1,186.90⟧ and I've paid it in full. Please reimburse to my account, ⟦PERSON|Harriet Lomax⟧, ⟦IBAN|$iban_gb1⟧.

Thanks,
⟦PERSON|Harriet⟧
⟦PHONE|07700 900946⟧
"""),
("home_insurance_call_notes", """
Call ⟪timestamp|14:20⟫ – home claim ⟪claim_ref|HC-0092214⟫ (escape of water)
Spoke to Mr ⟦PERSON|Anand Krishnamurthy⟧ at ⟦ADDRESS|56 Lytham Avenue, Manchester M21 9LS⟧. Kitchen ceiling collapsed; loss adjuster ⟦PERSON|Beth Carlile⟧ booked for ⟪date|Thursday⟫.
Customer requested interim payment for hotel: agreed ⟦AMOUNT|£900⟧. Policy limit for alternative accommodation ⟪price|£20,000⟫.
Customer mentioned his wife is ⟦MEDICAL|34 weeks pregnant⟧ – flag vulnerable.
"""),
("ed_triage_note", """
ED TRIAGE  ⟪timestamp|02:47⟫  Bay ⟪bay|C4⟫
Pt: ⟦PERSON|DELANEY, Sean Patrick⟧  DOB ⟦DATE_OF_BIRTH|17/05/1968⟧  NHS no ⟪nhs_number|943 476 5919⟫
PC: central chest pain 2h, radiating to jaw. Hx ⟦MEDICAL|hypertension⟧, ⟦MEDICAL|hypercholesterolaemia⟧. Meds ⟦MEDICAL|amlodipine 5mg⟧, ⟦MEDICAL|atorvastatin 40mg⟧.
Obs: HR 104, BP 168/97, SpO2 95% RA. ECG: ⟦MEDICAL|ST elevation V2–V4⟧ → STEMI call at ⟪timestamp|02:51⟫.
NOK: ⟦PERSON|Maura Delaney⟧ (wife) ⟦PHONE|07700 900377⟧
Triage nurse: ⟦PERSON|K. Mbeki⟧
"""),
("ambulance_handover_dictation", """
handover to resus, this is ⟦PERSON|Gareth⟧ from crew ⟪callsign|Delta 14⟫... patient is ⟦PERSON|Ellie Brandon⟧, nineteen, found at ⟦ADDRESS|22 Kestrel Way, Swindon⟧, history of ⟦MEDICAL|epilepsy⟧ on ⟦MEDICAL|levetiracetam⟧, two tonic-clonic seizures witnessed, we gave ⟦MEDICAL|buccal midazolam 10 mg⟧ at ⟪timestamp|twenty-one forty⟫, GCS now 13, mum ⟦PERSON|Sarah⟧ is following in the car, her number is ⟦PHONE|oh seven seven hundred nine hundred two oh four⟧
"""),
("diabetes_clinic_letter", """
⟪org_name|Royal Berkshire Diabetes Centre⟫
Re: Mr ⟦PERSON|Kwame Asante⟧, DOB ⟦DATE_OF_BIRTH|02.12.1975⟧, Hosp no ⟪mrn|RBH0448213⟫

Dear Dr ⟦PERSON|Pryce⟧,
I reviewed ⟦PERSON|Kwame⟧ today. He has ⟦MEDICAL|type 2 diabetes⟧ with HbA1c 71 mmol/mol on ⟦MEDICAL|metformin 1g BD⟧. We have added ⟦MEDICAL|semaglutide 0.25mg weekly⟧ and referred for ⟦MEDICAL|diabetic retinopathy screening⟧. A ⟦MEDICAL|Libre 3 sensor⟧ was started.
Yours sincerely,
Dr ⟦PERSON|Imogen Farrant⟧, Consultant Endocrinologist
"""),
("endocrine_portal_message", """
Message from patient ⟦PERSON|Rhiannon Day⟧ (⟦EMAIL|rhiday@btinternet.com⟧):
hi, since the dose change to ⟦MEDICAL|levothyroxine 100 micrograms⟧ I've had palpitations. also my ⟦MEDICAL|Graves' disease⟧ follow up was cancelled?? pls call ⟦PHONE|07700 900751⟧

Reply from Nurse ⟦PERSON|Aled⟧: Hi ⟦PERSON|Rhiannon⟧, rebooked for ⟪date|9 June⟫ ⟪time|10:30⟫, clinic ⟪room_no|4B⟫.
"""),
("fertility_clinic_invoice", """
INVOICE ⟪invoice_ref|INV-FC-20931⟫   ⟪org_name|Bourn Hall Harley St⟫
Patient: Ms ⟦PERSON|Chloe Whitcombe⟧   Partner: ⟦PERSON|Adam Whitcombe⟧
Treatment: ⟦MEDICAL|IVF cycle with ICSI⟧, ⟦MEDICAL|frozen embryo transfer⟧
  IVF package (tariff)          ⟪price|£5,250.00⟫
  ICSI                           ⟪price|£1,350.00⟫
  Drugs (⟦MEDICAL|Menopur 1200 IU⟧)   ⟪price|£1,104.00⟫
  Amount paid by patient         ⟦AMOUNT|£7,704.00⟧
Card: ⟪masked_card|**** **** **** 0093⟫
"""),
("occupational_health_referral", """
OCC HEALTH REFERRAL
Employee: ⟦PERSON|Jamal Wright⟧   Staff no ⟪employee_id|E204431⟫   Manager: ⟦PERSON|Tess Holloway⟧
Reason: absence 6 weeks following ⟦MEDICAL|lumbar disc prolapse⟧; now on ⟦MEDICAL|pregabalin 75mg⟧. Also reports ⟦MEDICAL|low mood⟧.
Questions: fit for forklift duties? adjustments? phased return from ⟪date|3 Aug⟫?
Employee contact: ⟦PHONE|07700 900588⟧ / ⟦EMAIL|jamal.wright1987@yahoo.co.uk⟧
Note: sick pay to date ⟦AMOUNT|£2,310⟧.
"""),
("oss_mailing_list_patch", """
From: ⟦PERSON|Rafał Kasprzak⟧ <⟦EMAIL|rkasprzak@fastmail.fm⟧>
Subject: [PATCH v3 2/4] net: fix refcount leak in sk_clone

On ⟪date|Tue, 4 Mar 2026⟫, ⟦PERSON|Joanna Sheridan⟧ wrote:
> Looks good but you dropped the Fixes: tag.

Fixes: ⟪commit_sha|$sha_3⟫ ("net: add clone hook")
Signed-off-by: ⟦PERSON|Rafał Kasprzak⟧ <⟦EMAIL|rkasprzak@fastmail.fm⟧>
Reviewed-by: ⟦PERSON|Joanna Sheridan⟧ <⟦EMAIL|jsheridan@kernel-dev.org⟧>
---
 net/core/sock.c | ⟪diffstat|4 ++--⟫
"""),
("oss_leaked_token_issue", """
### Accidentally committed token

In commit ⟪commit_sha|$sha_1⟫ I pushed `.github/workflows/release.yml` with
```
env:
  NPM_TOKEN: ⟦APIKEY|$npm_1⟧
  GH_TOKEN: ⟦APIKEY|$ghp_1⟧
```
Both have been revoked at ⟪timestamp|2026-03-02 18:04 UTC⟫. cc @⟦PERSON|emilyhart⟧ @⟦PERSON|tomasz-k⟧ – please rotate the release bot. Affected versions: ⟪version|v4.2.0⟫, ⟪version|v4.2.1⟫.
"""),
("postmortem_aws_keys", """
# Post-mortem: exposed AWS credentials (⟪incident_ref|INC-3391⟫)

**Summary.** On ⟪date|2026-01-17⟫ a debug log containing `AWS_ACCESS_KEY_ID=⟦APIKEY|$aws_key_1⟧` and `AWS_SECRET_ACCESS_KEY=⟦SECRET|$aws_secret_1⟧` was uploaded to a public bucket.
**Detection.** ⟪org_name|GitGuardian⟫ alert to ⟦PERSON|Lucía Ferrer⟧ at ⟪timestamp|07:42⟫.
**Impact.** 37 EC2 instances launched in ⟪region|ap-southeast-1⟫ for crypto mining; cost ⟪price|$4,118⟫ (waived by AWS).
**Attacker IPs.** ⟦IP_ADDRESS|185.220.101.47⟧, ⟦IP_ADDRESS|45.134.26.199⟧
**Owner.** ⟦PERSON|Kenji Watanabe⟧ (on-call), ⟦PERSON|lferrer⟧ (IC)
"""),
("postmortem_db_password", """
Incident review – staging DB dump exposed
Root cause: `config/database.yml` committed to the public mirror:
  production:
    host: ⟦IP_ADDRESS|10.42.8.15⟧
    port: ⟪port|5432⟫
    username: app_rw
    password: ⟦PASSWORD|Kr8!vellum-Ostrich⟧
Also in the CI log: `DATABASE_URL=postgres://app_rw:⟦SECRET|Kr8%21vellum-Ostrich⟧@⟦IP_ADDRESS|10.42.8.15⟧:5432/orders`
Action items: rotate (owner ⟦PERSON|Ines⟧), enable secret scanning (owner ⟦PERSON|Paulo Mendes⟧). Build ⟪build_id|#18823⟫.
"""),
("crypto_kyc_ticket", """
Ticket ⟪ticket_ref|KYC-771023⟫ – Level 2 verification
User: ⟦PERSON|Thiago Almeida Costa⟧  UID ⟪user_id|39018277⟫
Document: Brazilian passport ⟦PASSPORT|FX448219⟧, CPF ⟦NATIONAL_ID|$cpf_1⟧
DOB ⟦DATE_OF_BIRTH|1996-10-21⟧. Selfie match 0.93.
Source of funds: salary ⟦AMOUNT|R$ 14.200⟧/month.
Deposit address ⟪wallet_address|$eth_1⟫
Agent: ⟦PERSON|Svetlana⟧ – approved.
"""),
("crypto_withdrawal_chat", """
Support chat – ⟪org_name|Kraken⟫
User: my withdrawal of ⟦AMOUNT|0.84 BTC⟧ is stuck for 6 hours!!
Agent ⟦PERSON|Marco⟧: Hi, I see tx ⟪tx_hash|$tx_2⟫ pending. Network fee was ⟪price|0.00012 BTC⟫.
User: also someone asked me for my 2FA backup, i gave them ⟦SECRET|$recovery_1⟧ is that bad
Agent ⟦PERSON|Marco⟧: Yes – we never ask for that. I've locked the account. Please also revoke API key ⟦APIKEY|$binance_1⟧ that was created today.
"""),
("exam_timetable", """
SUMMER EXAMINATIONS ⟪date|2026⟫ – DEPARTMENT OF PHYSICS
| Module | Date | Time | Venue |
|---|---|---|---|
| ⟪course_code|PH2101⟫ Quantum Mechanics I | ⟪date|19 May⟫ | ⟪time|09:30⟫ | ⟪place|Sports Hall⟫ |
| ⟪course_code|PH2204⟫ Thermodynamics | ⟪date|21 May⟫ | ⟪time|14:00⟫ | ⟪place|Great Hall⟫ |
| ⟪course_code|PH3310⟫ Condensed Matter | ⟪date|27 May⟫ | ⟪time|09:30⟫ | ⟪place|Room G.14⟫ |
Candidates must arrive 15 minutes early. Calculators: approved models only.
"""),
("us_payroll_w4_sql", """
INSERT INTO employees (id, first_name, last_name, ssn, dob, salary, state) VALUES
(⟪row_id|1041⟫, '⟦PERSON|Marisol⟧', '⟦PERSON|Vega⟧', '⟦SSN|$ssn_1⟧', '⟦DATE_OF_BIRTH|1989-03-27⟧', ⟦AMOUNT|78500.00⟧, 'TX'),
(⟪row_id|1042⟫, '⟦PERSON|Derek⟧', '⟦PERSON|Halvorsen⟧', '⟦SSN|$ssn_2⟧', '⟦DATE_OF_BIRTH|1974-12-09⟧', ⟦AMOUNT|102000.00⟧, 'MN'),
(⟪row_id|1043⟫, '⟦PERSON|Keisha⟧', '⟦PERSON|Trammell⟧', '⟦SSN|$ssn_3⟧', '⟦DATE_OF_BIRTH|1998-06-15⟧', ⟦AMOUNT|54250.00⟧, 'GA');
-- migrated ⟪timestamp|2026-02-01 03:00:00⟫ by ⟦PERSON|bwhitlock⟧
"""),
("benefits_enrollment_email", """
Hi ⟦PERSON|Anthony⟧,

Thanks for enrolling. To finish your 401(k) setup ⟪org_name|Fidelity⟫ needs your SSN (⟦SSN|$ssn_4⟧ as entered) and your beneficiary: ⟦PERSON|Grace Mbatha-Lyons⟧, DOB ⟦DATE_OF_BIRTH|08/19/1991⟧.
Your elected contribution is 6% and the employer match cap is ⟪percent|4%⟫. Your first deposit of ⟦AMOUNT|$412.50⟧ posts on ⟪date|March 15⟫.

— ⟦PERSON|Paula Ruiz⟧, People Ops
⟦PHONE|(312) 555-0176⟧
"""),
("hotel_card_auth_form", """
CREDIT CARD AUTHORISATION – ⟪org_name|Harbourview Suites⟫
Guest name: ⟦PERSON|Alistair Monkhouse⟧
Card number: ⟦CARD|$card_visa1⟧   Expiry: ⟪card_expiry|09/28⟫   CVV: ⟦CVV|418⟧
Cardholder address: ⟦ADDRESS|201 Marine Parade, Brighton BN2 1TL⟧
I authorise a pre-authorisation of ⟦AMOUNT|£600.00⟧ for incidentals. Room rate ⟪price|£189⟫/night.
Signature: ⟦PERSON|A. Monkhouse⟧   Date: ⟪date|18/07/2026⟫
"""),
("rental_key_code_telegram", """
⟦PERSON|Oksana⟧ (host), [⟪date|22.06.26⟫ ⟪timestamp|19:40⟫]
Guys the lockbox is at the back gate, code ⟦PASSWORD|4 4 1 9⟧, alarm ⟦PASSWORD|0772⟧ then press OFF.
Address again: ⟦ADDRESS|Carrer de Sardenya 318, 3º 2ª, 08025 Barcelona⟧
⟦PERSON|Tom Haverford⟧, [⟪timestamp|19:52⟫]
thx! sent you the tourist tax ⟦AMOUNT|€27.50⟧ via Bizum
"""),
("ev_car_share_stack_trace", """
⟪timestamp|2026-04-03 08:17:52,114⟫ ERROR [booking-svc] Unhandled exception for member ⟦EMAIL|fiona.mcleish@gmail.com⟧
Traceback (most recent call last):
  File "/home/⟦PERSON|cmoreau⟧/apps/booking/handlers.py", line 212, in charge
    gateway.capture(amount=⟦AMOUNT|23.90⟧, currency="GBP", key="⟦APIKEY|$stripe_1⟧")
  File "/usr/lib/python3.11/site-packages/stripe/api.py", line ⟪line_no|88⟫, in capture
stripe.error.CardError: Your card was declined. (request ⟪request_id|req_8fK2LmQa0pXz⟫)
publishable key in use: ⟪app_id|$stripe_pk_1⟫
"""),
("nginx_access_log", """
⟦IP_ADDRESS|81.2.69.142⟧ - - [⟪timestamp|19/May/2026:10:22:03 +0000⟫] "POST /api/v1/login HTTP/1.1" 200 512 "-" "Mozilla/5.0"
⟦IP_ADDRESS|2a02:c7c:5e11:9a00:8d4:77ff:fe12:3b41⟧ - - [⟪timestamp|19/May/2026:10:22:05 +0000⟫] "GET /reset?email=⟦EMAIL|k.oduya@hotmail.co.uk⟧&token=⟦SECRET|$session_1⟧ HTTP/1.1" 302 0
⟪doc_ip|127.0.0.1⟫ - - [⟪timestamp|19/May/2026:10:22:06 +0000⟫] "GET /healthz HTTP/1.1" 200 2
⟪doc_ip|203.0.113.50⟫ - - [⟪timestamp|19/May/2026:10:22:09 +0000⟫] "GET /docs/example HTTP/1.1" 404 153
"""),
("apache_error_log", """
[⟪timestamp|Wed May 20 03:11:42.118 2026⟫] [php:error] [pid ⟪pid|22817⟫] [client ⟦IP_ADDRESS|172.20.4.31⟧:51822] PHP Fatal error: Uncaught PDOException: SQLSTATE[28000] Access denied for user 'wp_admin'@'⟦IP_ADDRESS|172.20.4.31⟧' (using password: YES) in /var/www/⟦PERSON|hkapoor⟧/wp-config.php:31
[⟪timestamp|Wed May 20 03:11:42.119 2026⟫] [php:notice] define('DB_PASSWORD', '⟦PASSWORD|Lambeth#Tulip2019⟧');
"""),
("dotenv_leak", """
# .env — committed by mistake in ⟪commit_sha|$sha_2⟫
APP_ENV=production
APP_PORT=⟪port|8080⟫
BIND=⟪bind_address|0.0.0.0⟫
OPENAI_API_KEY=⟦APIKEY|$openai_1⟧
SENDGRID_API_KEY=⟦APIKEY|$sendgrid_1⟧
DJANGO_SECRET_KEY=⟦SECRET|$django_secret_1⟧
SLACK_WEBHOOK=⟦SECRET|$webhook_1⟧
ADMIN_EMAIL=⟦EMAIL|ops@ledgerline.io⟧
ALLOWED_CIDR=⟪cidr|10.0.0.0/16⟫
"""),
("yaml_ci_config", """
# .gitlab-ci.yml (⟪version|v2.7⟫) maintained by ⟦PERSON|Aurelie Dumont⟧
variables:
  DOCKER_IMAGE: registry.example.com/api:⟪build_id|build-5521⟫
  GITLAB_TOKEN: "⟦APIKEY|$glpat_1⟧"
  HF_TOKEN: "⟦APIKEY|$hf_1⟧"
  TOTP_SEED: "⟦SECRET|$totp_1⟧"
deploy:
  script:
    - ssh deploy@⟦IP_ADDRESS|192.168.40.12⟧ ./release.sh
"""),
("toml_bot_config", """
[bot]
name = "standup-bot"
owner = "⟦PERSON|nadia.petrova⟧"
telegram_token = "⟦APIKEY|$telegram_1⟧"
discord_token = "⟦APIKEY|$discord_1⟧"
discord_webhook = "⟦SECRET|$webhook_5⟧"

[server]
port = ⟪port|9443⟫
listen = "⟪doc_ip|::1⟫"
"""),
("ini_payment_config", """
; payments.ini — ⟪org_name|Fernhill Dental⟫ booking site
[stripe]
secret = ⟦APIKEY|$stripe_2⟧
publishable = ⟪app_id|$stripe_pk_1⟫
[google]
maps_key = ⟦APIKEY|$google_1⟧
oauth_client_id = ⟪app_id|48120937715-q2kd9vnj3rt0m4fjbu1e7s.apps.googleusercontent.com⟫
oauth_client_secret = ⟦SECRET|$client_secret_1⟧
[contact]
admin = Dr ⟦PERSON|Nwosu⟧
"""),
("shell_history", """
  501  cd /home/⟦PERSON|mbeaumont⟧/infra
  502  export ANTHROPIC_API_KEY=⟦APIKEY|$anthropic_1⟧
  503  mysql -h ⟦IP_ADDRESS|10.12.0.44⟧ -u root -p'⟦PASSWORD|Sunflower!88⟧' billing
  504  git log --oneline -3
  505  curl -H "Authorization: token ⟦APIKEY|$ghpat_1⟧" https://api.github.com/user
  506  ssh -p ⟪port|2222⟫ ⟦PERSON|mbeaumont⟧@⟦IP_ADDRESS|172.31.9.207⟧
"""),
("sms_delivery_otp", """
⟪org_name|DPD⟫: Your parcel ⟪tracking_ref|15501928374612⟫ arrives today between ⟪time|10:14⟫-⟪time|11:14⟫. Driver ⟦PERSON|Wojtek⟧. Safe-place PIN ⟪otp_code|6631⟫.
"""),
("stock_market_summary", """
MARKET CLOSE – ⟪date|Friday 12 June 2026⟫
The FTSE 100 rose ⟪percent|0.6%⟫ to ⟪index_level|8,912.4⟫, led by miners; ⟪org_name|Rio Tinto⟫ gained ⟪percent|3.1%⟫. Sterling traded at ⟪fx_rate|$1.2714⟫. Brent crude settled at ⟪price|$78.20⟫ a barrel. In New York the S&P 500 was flat at ⟪index_level|6,104⟫ ahead of the Fed decision on ⟪date|17 June⟫.
"""),
("oss_readme", """
# fastcsv-rs

A streaming CSV parser written in Rust. Version ⟪version|0.9.3⟫, licensed MIT.

## Install
```
cargo add fastcsv-rs@⟪version|0.9⟫
```
## Benchmarks
Parses 1 GB in ⟪duration|2.1 s⟫ on an M2 (see `bench/` at commit ⟪commit_sha|a7c91e0⟫). Docker image id ⟪container_id|$container_1⟫.
Contributions welcome – open an issue first.
"""),
("product_spec_sheet", """
PRODUCT SPECIFICATION – Aquila X2 E-Scooter (SKU ⟪product_code|AQX2-UK-BLK⟫)
Motor: 500 W rear hub | Battery: 48 V 13 Ah | Range: up to ⟪distance|55 km⟫
Top speed: ⟪speed|25 km/h⟫ (UK trial limit ⟪speed|15.5 mph⟫) | Weight: 19.8 kg
Firmware ⟪version|3.2.0-rc1⟫ | Warranty 2 years | RRP ⟪price|£649.00⟫
"""),
("gdpr_dsar_letter", """
⟦ADDRESS|17 Cavendish Mews, Bath BA1 2QE⟧
⟪date|2 May 2026⟫

Data Protection Officer
⟪org_name|Swiftcar Hire Ltd⟫

Dear Sir or Madam,
Under Article 15 UK GDPR I request all data you hold about me, ⟦PERSON|Philippa Stourton⟧, DOB ⟦DATE_OF_BIRTH|11 April 1963⟧, driving licence ⟪licence_no|STOUR604113P99AB⟫, including rental ⟪booking_ref|SWH-448102⟫ on which I was charged ⟦AMOUNT|£274.80⟧.
Yours faithfully,
⟦PERSON|P. Stourton⟧
"""),
("ambulance_prf_json", """
{"incident": "⟪incident_ref|CAD-260519-0342⟫", "crew": ["⟦PERSON|Lauren Pike⟧", "⟦PERSON|Sam Odum⟧"],
 "patient": {"name": "⟦PERSON|Harold Finch-Baxter⟧", "dob": "⟦DATE_OF_BIRTH|1941-08-30⟧", "address": "⟦ADDRESS|4 Orchard Rise, Tewkesbury GL20 5RT⟧"},
 "presenting": "⟦MEDICAL|fall with suspected neck of femur fracture⟧", "pmh": ["⟦MEDICAL|atrial fibrillation⟧", "⟦MEDICAL|Parkinson's disease⟧"],
 "drugs_given": ["⟦MEDICAL|morphine 5mg IV⟧"], "receiving": "⟪place|Gloucestershire Royal⟫", "eta": "⟪timestamp|14:22⟫"}
"""),
("occ_health_fitness_cert", """
Fitness for work – ⟪org_name|Arden Rail⟫ Occupational Health
Employee: ⟦PERSON|Lorcan Fitzpatrick⟧ (driver) – assessed ⟪date|14/05/2026⟫ by Dr ⟦PERSON|Sunita Raghavan⟧
Outcome: temporarily unfit for safety-critical duties. Reason: ⟦MEDICAL|obstructive sleep apnoea⟧ pending ⟦MEDICAL|CPAP titration⟧.
Review in 8 weeks. Contact OH on ⟦PHONE|0121 496 0219⟧.
"""),
("recruiting_whatsapp_group", """
[⟪timestamp|09:02⟫] ⟦PERSON|Kat⟧ (Recruiter): Morning all, new role – Senior DevOps, ⟪place|Leeds⟫, ⟪price|£75-85k⟫
[⟪timestamp|09:05⟫] ⟦PERSON|Hamza⟧: I can put ⟦PERSON|Chidi Okeke⟧ forward, he's on ⟦AMOUNT|£71k⟧ now, notice 1 month
[⟪timestamp|09:06⟫] ⟦PERSON|Hamza⟧: his cv: ⟦EMAIL|chidi.okeke.ops@gmail.com⟧ ⟦PHONE|07700 900455⟧
[⟪timestamp|09:11⟫] ⟦PERSON|Kat⟧ (Recruiter): 👍 send it over ⟦PERSON|Hamza⟧
"""),
("telecoms_port_csv", """
request_id,msisdn,account_holder,pac_code,donor,status
⟪request_id|PRT-009812⟫,⟦PHONE|447700900301⟧,⟦PERSON|Eilidh Munro⟧,⟪pac_code|PAC839201QX⟫,⟪org_name|EE⟫,COMPLETE
⟪request_id|PRT-009813⟫,⟦PHONE|447700900302⟧,⟦PERSON|Tariq Jameel⟧,⟪pac_code|PAC771045KR⟫,⟪org_name|O2⟫,REJECTED
⟪request_id|PRT-009814⟫,⟦PHONE|447700900303⟧,⟦PERSON|Bethan Price⟧,⟪pac_code|PAC602118LM⟫,⟪org_name|Three⟫,PENDING
"""),
("canadian_payroll_email", """
Hi ⟦PERSON|Geneviève⟧,

Payroll needs your SIN before your first cheque. We have ⟦NATIONAL_ID|$sin_1⟧ from your TD1 – please confirm. Direct deposit: transit ⟪bank_transit|04412⟫, institution ⟪bank_code|004⟫. Your signing bonus of ⟦AMOUNT|CA$2,500⟧ is included in the ⟪date|June 30⟫ run.

Thanks,
⟦PERSON|Brent Ouellette⟧ – ⟪org_name|Maple Ridge Analytics⟫ | ⟦PHONE|(604) 555-0139⟧
"""),
("aadhaar_kyc_ops_note", """
KYC exception – ⟪org_name|CoinDCX⟫ ops
Customer ⟦PERSON|Arjun Venkataraman⟧ uploaded Aadhaar ⟦NATIONAL_ID|$aadhaar_1⟧ but PAN name reads "⟦PERSON|ARJUN V⟧". DOB on both: ⟦DATE_OF_BIRTH|05-01-1993⟧.
Withdrawal hold: ⟦AMOUNT|₹3,45,000⟧ to bank a/c ⟪masked_account|XXXXXX4471⟫. Min withdrawal ⟪price|₹100⟫.
Escalated to ⟦PERSON|Neha⟧ (compliance).
"""),
("nhs_ae_discharge_summary", """
DISCHARGE SUMMARY – Emergency Department
Patient: ⟦PERSON|Zara Hussain⟧   DOB ⟦DATE_OF_BIRTH|24/10/2004⟧
Diagnosis: ⟦MEDICAL|anaphylaxis secondary to peanut allergy⟧
Treatment: ⟦MEDICAL|IM adrenaline 0.5 mg⟧ ×2, ⟦MEDICAL|chlorphenamine⟧, ⟦MEDICAL|hydrocortisone⟧
Discharged with 2 × ⟦MEDICAL|EpiPen 300 micrograms⟧. GP: ⟪org_name|Aston Medical Centre⟫.
Clinician: Dr ⟦PERSON|O. Akande⟧ bleep ⟪bleep|4471⟫
"""),
("fertility_consent_form_ocr", """
CONSENT TO STORAGE OF EMBRY0S (HFEA form ⟪form_code|MT⟫)
Name: ⟦PERSON|Priyanka Dasgupta⟧          Date of birth: ⟦DATE_OF_BIRTH|16.09.1987⟧
Partner: ⟦PERSON|Rohan Dasgupta⟧           Clinic no: ⟪mrn|LFC-22918⟫
Diagnosis: ⟦MEDICAL|polycystic ovary syndrome⟧; ⟦MEDICAL|male factor infertility⟧
Storage period: 10 years. Annual storage fee ⟪price|£395⟫.
Signed: ⟦PERSON|P Dasgupta⟧  ⟪date|O4/03/2026⟫
"""),
("health_article", """
What is gestational diabetes?
⟪health_term|Gestational diabetes⟫ is high blood sugar that develops during pregnancy. It affects around ⟪percent|1 in 20⟫ pregnancies in the UK. Most women manage it with diet, though some need ⟪health_term|metformin⟫ or ⟪health_term|insulin⟫. Ask your midwife at ⟪org_name|Leeds Teaching Hospitals⟫ about the ⟪health_term|glucose tolerance test⟫ at 24–28 weeks.
"""),
("mortgage_fraud_email_signature", """
Hi ⟦PERSON|Colm⟧,

Quick one – could you send the completion funds today? Our client account has changed, new details: ⟦IBAN|$iban_ie1⟧ (⟪org_name|AIB⟫). Amount ⟦AMOUNT|€38,250.00⟧ as per the statement.

Regards,
⟦PERSON|Siobhán Keane⟧
Conveyancing Paralegal | ⟪org_name|Keane & Doyle Solicitors⟫
⟦ADDRESS|12 Upper Mount Street, Dublin 2, D02 K246⟧ | ⟦PHONE|+353 1 555 0192⟧
"""),
("scooter_fine_dispute", """
To ⟪org_name|Lime⟫ Support,
I was fined ⟦AMOUNT|£40⟧ for parking outside the zone on ⟪date|8 March⟫ (ride ⟪ride_ref|R-77A91C3⟫). The photo shows the scooter in the bay at ⟪place|Castle Park⟫. My account email is ⟦EMAIL|dylan.parfitt@icloud.com⟧, phone ⟦PHONE|07700 900702⟧.
— ⟦PERSON|Dylan Parfitt⟧
"""),
("grant_award_letter", """
⟪org_name|Wellcome Leap⟫ – Award Letter ⟪grant_ref|WL-2026-0193⟫
Principal Investigator: Prof. ⟦PERSON|Margarethe Søndergaard⟧, ⟪org_name|Aarhus University⟫
Total award: ⟪price|DKK 4,800,000⟫ over 36 months.
Personal stipend to ⟦PERSON|Søndergaard⟧'s PhD student ⟦PERSON|Jonas Eriksen⟧: ⟦AMOUNT|DKK 27,500⟧/month, paid to ⟦IBAN|$iban_dk1⟧.
Finance contact: ⟦EMAIL|grants-finance@au-research.dk⟧
"""),
("lab_reagent_order_xml", """
<order id="⟪order_ref|PO-2026-3318⟫">
  <requester>⟦PERSON|Yuki Tanabe⟧</requester>
  <email>⟦EMAIL|y.tanabe@bio.kyoto-u.example.jp⟧</email>
  <item sku="⟪product_code|A11007⟫" qty="2" unitPrice="⟪price|412.00⟫"/>
  <shipTo>⟦ADDRESS|Room 305, Building B, 46-29 Yoshida-Shimoadachi-cho, Sakyo-ku, Kyoto 606-8501⟧</shipTo>
  <costCentre>⟪cost_centre|CC-BIO-221⟫</costCentre>
</order>
"""),
("shortlet_guest_id_email", """
Dear ⟦PERSON|Signe⟧,

Thank you for booking ⟪booking_ref|HMX4P2QZ⟫. Italian law requires us to register guests: please send passport numbers for everyone. We have ⟦PASSPORT|AB9183027⟧ for you; still missing ⟦PERSON|Mikkel⟧'s. Your personnummer ⟦NATIONAL_ID|$se_1⟧ is not needed – please don't send it by email!
City tax ⟪price|€3.50⟫ per night, payable on arrival.

⟦PERSON|Giulia⟧ – ⟪org_name|Casa Ginori⟫, ⟦ADDRESS|Via dei Ginori 14, 50123 Firenze⟧
"""),
("hr_disciplinary_notes", """
Investigation meeting ⟪date|21/05/2026⟫ – ⟪case_ref|ER-0417⟫
Present: ⟦PERSON|Colette Ahern⟧ (HR), ⟦PERSON|Rajiv Bhatt⟧ (investigating manager), ⟦PERSON|Kyle Ormsby⟧ (employee), ⟦PERSON|Deb⟧ (union rep)
Allegation: ⟦PERSON|Kyle⟧ used colleague ⟦PERSON|dsimmons⟧'s badge PIN ⟦PASSWORD|0408⟧ to clock in.
⟦PERSON|Kyle⟧ stated he has ⟦MEDICAL|ADHD⟧ and was confused about shifts.
Outcome: refer to hearing.
"""),
("german_payroll_email", """
Hallo Frau ⟦PERSON|Brandt⟧,
für die Lohnabrechnung benötigen wir noch Ihre Steuer-ID. Laut Unterlagen: ⟦NATIONAL_ID|$steuer_1⟧. Gehalt ⟦AMOUNT|4.350,00 €⟧ brutto, Konto ⟦IBAN|$iban_de1⟧.
Viele Grüße
⟦PERSON|Jörg Lindemann⟧, ⟪org_name|Hansa Personal GmbH⟫
"""),
("utility_debt_letter_ocr", """
⟪org_name|0CTOPUS ENERGY⟫           Account ⟪account_ref|A-7F20C1B9⟫
MR ⟦PERSON|J0HN TREVASKIS⟧
⟦ADDRESS|Flat 3, 9 Boscawen Street, Truro TR1 2QQ⟧
Your balance is ⟦AMOUNT|£418.77⟧ in debit. Unit rate ⟪price|24.50p/kWh⟫.
We can set up a plan of ⟦AMOUNT|£35.00⟧ per month. Call ⟦PHONE|0808 164 1088⟧.
"""),
("phone_order_card_transcript", """
Rep: ⟪org_name|Hartley & Finch Furniture⟫, this is ⟦PERSON|Joanne⟧.
Caller: Hi, ⟦PERSON|Malcolm Pettigrew⟧, I'd like to pay the balance on order ⟪order_ref|HF-20931⟫.
Rep: That's ⟦AMOUNT|£1,146.00⟧. Long card number?
Caller: ⟦CARD|$card_mc1⟧, expires ⟪card_expiry|04/29⟫, security code ⟦CVV|7301⟧... sorry, ⟦CVV|730⟧.
Rep: And the delivery address is ⟦ADDRESS|Orchard House, 2 Mill Lane, Ledbury HR8 1BX⟧?
Caller: Yes. Mobile ⟦PHONE|07700 900164⟧.
"""),
("checkout_fraud_log", """
⟪timestamp|2026-05-20T01:14:09Z⟫ fraud.flag order=⟪order_ref|WEB-118822⟫ ip=⟦IP_ADDRESS|5.188.62.214⟧ email=⟦EMAIL|b.ashworth.77@mail.ru⟧
  card=⟦CARD|$card_amex1⟧ cvv=⟦CVV|2841⟧ exp=⟪card_expiry|12/27⟫ name="⟦PERSON|BRIAN ASHWORTH⟧"
  billing="⟦ADDRESS|1183 Larkspur Drive, Boise, ID 83706⟧" amount=⟦AMOUNT|$2,489.99⟧ score=⟪percent|0.97⟫
  rule=⟪rule_id|VEL-07⟫ action=DECLINE
"""),
("us_tax_prep_email", """
Hi ⟦PERSON|Rosa⟧,

Got your docs. For the joint return I have: you ⟦SSN|$ssn_6⟧, ⟦PERSON|Miguel⟧ ⟦SSN|$ssn_7⟧, and dependent ⟦PERSON|Lucia⟧ (DOB ⟦DATE_OF_BIRTH|02/14/2016⟧). Refund estimate ⟦AMOUNT|$3,912⟧, direct deposit to routing ⟪routing_no|021000021⟫. My prep fee is ⟪price|$275⟫.

— ⟦PERSON|Harold Biggs⟧, EA
⟦ADDRESS|410 W Main St, Suite 2, Mesa, AZ 85201⟧ · ⟦PHONE|(480) 555-0122⟧
"""),
("hotel_noshow_chargeback", """
Chargeback response – ⟪org_name|The Kensington Court⟫, case ⟪case_ref|CB-557120⟫
Cardholder ⟦PERSON|Nadia Karimova⟧ disputes a no-show charge of ⟦AMOUNT|£312.00⟧ (rate ⟪price|£156⟫ × 2). Booking made ⟪date|2 April⟫ with card ⟦CARD|$card_visa3⟧, CVV ⟦CVV|993⟧ verified, from ⟦IP_ADDRESS|91.207.174.32⟧. Guest email ⟦EMAIL|nadia.karimova@yandex.com⟧; phone ⟦PHONE|+7 916 555 40 21⟧. Policy accepted at ⟪timestamp|18:22:41⟫.
"""),
("sepa_refund_batch_csv", """
refund_id,customer,iban,amount_eur,reason
⟪refund_id|RF-3301⟫,⟦PERSON|Marta Kowalczyk⟧,⟦IBAN|$iban_pl1⟧,⟦AMOUNT|129.90⟧,duplicate
⟪refund_id|RF-3302⟫,⟦PERSON|Jean-Luc Moreau⟧,⟦IBAN|$iban_fr1⟧,⟦AMOUNT|54.00⟧,cancelled
⟪refund_id|RF-3303⟫,⟦PERSON|Eva Lindström⟧,⟦IBAN|$iban_se1⟧,⟦AMOUNT|310.45⟧,damaged
⟪refund_id|RF-3304⟫,⟦PERSON|Bram de Vries⟧,⟦IBAN|$iban_nl1⟧,⟦AMOUNT|18.75⟧,late
"""),
("nordic_insurance_email", """
Hei ⟦PERSON|Aino⟧,

We received your home insurance claim (water damage, ⟪claim_ref|LC-2026-7719⟫). For payout we need your henkilötunnus – you wrote ⟦NATIONAL_ID|$hetu_1⟧ – and account ⟦IBAN|$iban_fi1⟧. Approved compensation: ⟦AMOUNT|€2,870.00⟧ after the ⟪price|€300⟫ deductible.
Your address on file: ⟦ADDRESS|Mannerheimintie 112 B 14, 00250 Helsinki⟧.

⟦PERSON|Mikael Virtanen⟧, ⟪org_name|LähiTapiola⟫, ⟦PHONE|+358 40 555 0163⟧
"""),
("k8s_secret_yaml", """
apiVersion: v1
kind: Secret
metadata:
  name: payments-prod
  annotations:
    owner: "⟦PERSON|oskar.lindqvist⟧"
stringData:
  DATADOG_API_KEY: "⟦APIKEY|$datadog_1⟧"
  DATADOG_APP_KEY: "⟦SECRET|$dd_app_1⟧"
  SHOPIFY_TOKEN: "⟦APIKEY|$shopify_1⟧"
  PYPI_TOKEN: "⟦APIKEY|$pypi_1⟧"
  SLACK_BOT_TOKEN: "⟦APIKEY|$slack_1⟧"
  REDIS_URL: "redis://default:⟦SECRET|Xq7-tarn-Bellow⟧@⟦IP_ADDRESS|10.30.4.9⟧:6379/0"
  SERVICE_ID: "⟪uuid|$uuid_2⟫"
"""),
("ssh_key_in_ticket", """
JIRA ⟪ticket_ref|OPS-4471⟫ – "can't log in to bastion"
Reporter: ⟦PERSON|Ivan Petrov⟧ (⟦EMAIL|ivan.petrov@northwind-labs.io⟧)
Description: here is my key so you can check it:
⟦SECRET|$pem_1⟧
Host ⟦IP_ADDRESS|34.89.120.7⟧ port ⟪port|22⟫, last worked on build ⟪build_id|2026.05.18-3⟫.
Comment by ⟦PERSON|Fatima Zahra⟧: NEVER paste private keys in tickets. Revoked.
"""),
("global_payroll_export_csv", """
# export from ⟪org_name|Deel⟫ – contractors, ⟪date|2026-05⟫ (CONFIDENTIAL)
name,country,tax_id,payout_iban_or_acct,gross
⟦PERSON|Sanne Bakker⟧,NL,⟦NATIONAL_ID|$bsn_2⟧,⟦IBAN|$iban_nl2⟧,⟦AMOUNT|6200.00⟧
⟦PERSON|Piotr Zieliński⟧,PL,⟦NATIONAL_ID|$pesel_2⟧,⟦IBAN|$iban_pl1⟧,⟦AMOUNT|4800.00⟧
⟦PERSON|Lucía Navarro⟧,ES,⟦NATIONAL_ID|$nie_1⟧,⟦IBAN|$iban_es1⟧,⟦AMOUNT|3950.00⟧
⟦PERSON|Camille Girard⟧,FR,⟦NATIONAL_ID|$nir_1⟧,⟦IBAN|$iban_be1⟧,⟦AMOUNT|5100.00⟧
⟦PERSON|Felix Bauer⟧,DE,⟦NATIONAL_ID|$steuer_2⟧,⟦IBAN|$iban_ch1⟧,⟦AMOUNT|7300.00⟧
⟦PERSON|Erik Johansson⟧,SE,⟦NATIONAL_ID|$se_2⟧,⟦IBAN|$iban_no1⟧,⟦AMOUNT|5600.00⟧
"""),
("visa_roster_conference", """
Invitation letters issued – ⟪org_name|ICML 2026⟫ visa desk (handled by ⟦PERSON|Rachel Kim⟧, ⟦EMAIL|visa-desk@icml-conf.example.org⟧)
| Attendee | Document | ID number | Notes |
|---|---|---|---|
| ⟦PERSON|Ananya Iyer⟧ | Aadhaar | ⟦NATIONAL_ID|$aadhaar_2⟧ | passport ⟦PASSPORT|Z4471823⟧ |
| ⟦PERSON|Rahul Menon⟧ | Aadhaar | ⟦NATIONAL_ID|$aadhaar_3⟧ | |
| ⟦PERSON|Beatriz Lima⟧ | CPF | ⟦NATIONAL_ID|$cpf_2⟧ | passport ⟦PASSPORT|GB118274⟧ |
| ⟦PERSON|Ethan Tremblay⟧ | SIN | ⟦NATIONAL_ID|$sin_2⟧ | |
| ⟦PERSON|Kim Min-seo⟧ | RRN | ⟦NATIONAL_ID|$rrn_1⟧ | DOB ⟦DATE_OF_BIRTH|1990-02-14⟧ |
| ⟦PERSON|Lim Jun Jie⟧ | NRIC | ⟦NATIONAL_ID|$nric_3⟧ | |
| ⟦PERSON|Tom Hughes⟧ | NINO | ⟦NATIONAL_ID|$nino_3⟧ | |
Registration fee ⟪price|$850⟫ (student ⟪price|$395⟫).
"""),
("vault_export_incident", """
INCIDENT ⟪incident_ref|SEC-2026-0042⟫ – engineer ⟦PERSON|tmcallister⟧ ran `vault kv get -format=json` in a shared tmux session that was being recorded.
Exposed (all rotated by ⟦PERSON|Alina Popescu⟧ at ⟪timestamp|2026-05-14 16:20 UTC⟫):
{
  "aws": {"access_key_id": "⟦APIKEY|$aws_key_2⟧", "secret_access_key": "⟦SECRET|$aws_secret_2⟧"},
  "aws_dr": {"access_key_id": "⟦APIKEY|$aws_key_3⟧", "secret_access_key": "⟦SECRET|$aws_secret_3⟧"},
  "github_bot": "⟦APIKEY|$ghp_2⟧",
  "gitlab_mirror": "⟦APIKEY|$glpat_2⟧",
  "slack_alerts": "⟦APIKEY|$slack_2⟧",
  "aliyun": {"id": "⟦APIKEY|$aliyun_2⟧", "secret": "⟦SECRET|$aliyun_secret_2⟧"},
  "oauth": {"client_id": "⟪app_id|$uuid_3⟫", "refresh_token": "⟦SECRET|$refresh_1⟧"},
  "internal_api_bearer": "⟦SECRET|$bearer_1⟧",
  "lark_app_secret": "⟦SECRET|$lark_secret_1⟧",
  "admin_2fa_seed": "⟦SECRET|$totp_2⟧",
  "session_cookie": "⟦SECRET|$session_2⟧",
  "service_jwt": "⟦APIKEY|$jwt_2⟧",
  "deploy_key": "⟦SECRET|$pem_2⟧"
}
Recording file sha256 ⟪hash|$sha256_1⟫ deleted.
"""),
]
