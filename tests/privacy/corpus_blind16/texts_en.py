"""English texts for corpus_blind16, hand-written one at a time.

Markup: ⟦TYPE|value⟧ = span to detect, ⟪kind|value⟫ = decoy, `$name` = values.VALUES[name].
"""
TEXTS = []

TEXTS += [
("sms_vet_reminder", r"""
⟪org_name|Wellbrook Vets⟫: Hi ⟦PERSON|Lorna⟧, ⟪pet_name|Pickle⟫ is due her annual booster (⟪price|£58.00⟫ incl. health check). We've pencilled her in for ⟪date|Tue 12 May⟫ at 10:40 with Dr ⟦PERSON|Ifeoma Adeyemi⟧. Reply YES to confirm or call ⟦PHONE|01632 960 418⟧. Ref ⟪ticket_ref|APT-558120⟫
"""),

("email_pet_insurance_claim", r"""
From: ⟦PERSON|Marcus Thistlewood⟧ <⟦EMAIL|m.thistlewood@fastmail.example⟧>
To: ⟦EMAIL|claims@pawsure.example⟧
Subject: Claim for ⟪pet_name|Bramble⟫ – policy ⟪policy_ref|PS-4471-0982⟫

Hello,

Please find attached the invoice from ⟪org_name|Kestrel Lane Veterinary Hospital⟫ for Bramble's ⟪animal_health|cruciate ligament surgery⟫ on ⟪date|3 March⟫. The total invoiced to me was ⟦AMOUNT|£2,846.40⟧; after the ⟪price|£120⟫ excess I'm claiming ⟦AMOUNT|£2,726.40⟧.

Line items (copied from the invoice):
- Consultation ............................ ⟪price|£48.00⟫
- TPLO surgery ............................ ⟪price|£2,310.00⟫
- Hospitalisation (2 nights) .............. ⟪price|£296.00⟫
- Take-home meds (⟪animal_health|carprofen, gabapentin⟫) .. ⟪price|£192.40⟫

Please pay the settlement to ⟦IBAN|$iban_gb⟧ (account in my name).
Address on the policy: ⟦ADDRESS|27 Ferncliffe Road, Harrogate HG2 0NW⟧

Thanks,
⟦PERSON|Marcus Thistlewood⟧
⟦PHONE|07700 900 713⟧
"""),

("vet_clinical_note", r"""
CLINICAL NOTE — ⟪date|2026-04-18⟫ 09:12 — Vet: ⟦PERSON|H. Ruiz⟧ MRCVS
Patient: ⟪pet_name|Mochi⟫ (FN, 6y, DSH)  microchip ⟪microchip|981020004417263⟫  wt 4.9 kg
Owner: ⟦PERSON|Beth Okafor⟧, tel ⟦PHONE|07700 900 264⟧
Hx: ⟪animal_health|PU/PD⟫ x3 wks, weight loss. Fructosamine high -> ⟪animal_health|feline diabetes mellitus⟫ confirmed.
Plan: ⟪animal_health|insulin glargine 1 IU BID⟫, glucose curve in 7 days.
NB owner has ⟦MEDICAL|rheumatoid arthritis⟧ in both hands and struggles with the insulin pen; demo'd a pen-grip aid. Her daughter ⟦PERSON|Chidinma⟧ will do the evening doses.
Ongoing monthly cost discussed: ⟪price|£65–£80⟫.
"""),

("csv_policy_export", r"""
policy_no,holder_name,email,phone,pet_name,species,start_date,last_payment
⟪policy_ref|PP-20931⟫,⟦PERSON|Gwen Talbot⟧,⟦EMAIL|gwen.talbot@postbox.example⟧,⟦PHONE|07700 900 381⟧,⟪pet_name|Otis⟫,dog,⟪date|2025-11-01⟫,⟦AMOUNT|£23.14⟧
⟪policy_ref|PP-20932⟫,⟦PERSON|Rashid Khan⟧,⟦EMAIL|rkhan77@mailhub.example⟧,⟦PHONE|07700 900 556⟧,⟪pet_name|Luna⟫,cat,⟪date|2025-11-03⟫,⟦AMOUNT|£11.80⟧
⟪policy_ref|PP-20933⟫,⟦PERSON|Oluwaseun Bello⟧,⟦EMAIL|seun.bello@inboxly.example⟧,⟦PHONE|07700 900 558⟧,⟪pet_name|Pepper⟫,rabbit,⟪date|2025-11-04⟫,⟦AMOUNT|£7.95⟧
"""),

("whatsapp_parents_group", r"""
[⟪timestamp|09/03/2026, 19:02⟫] ⟦PERSON|Priya⟧ (Year 4 rep): Reminder the ⟪place|Eden Project⟫ trip is ⟪price|£18⟫ per child, pay on ⟪org_name|ParentPay⟫ by Friday 🙏
[⟪timestamp|09/03/2026, 19:05⟫] ⟦PERSON|Tom Reddaway⟧: Done for both of ours – ⟦AMOUNT|£36⟧ gone out
[⟪timestamp|09/03/2026, 19:07⟫] ⟦PERSON|Nadia H⟧: Does anyone have a spare lunch bag? ⟦PERSON|Zaid⟧ has ⟦MEDICAL|coeliac disease⟧ so needs his own labelled one
[⟪timestamp|09/03/2026, 19:09⟫] ⟦PERSON|Priya⟧ (Year 4 rep): ⟦PERSON|Nadia⟧ I'll ask Mrs ⟦PERSON|Pollard⟧ 👍 my number's ⟦PHONE|07700 900 145⟧ if easier
"""),

("school_newsletter", r"""
⟪org_name|ST AIDAN'S PRIMARY⟫ — FRIDAY NEWSLETTER, ⟪date|20 March 2026⟫

Head lice: we have had a few reports in Years 1 and 2. Please check hair weekly — ⟪health_term|head lice⟫ are common and nothing to be embarrassed about. Treatment combs are sold at most pharmacies.

Flu vaccine: the school nursing team will give the ⟪health_term|nasal flu vaccine⟫ on ⟪date|Thursday 26 March⟫. Consent forms are on the website.

Uniform shop: jumpers ⟪price|£11.50⟫, book bags ⟪price|£6⟫, PE bags ⟪price|£4.25⟫.

Attendance this week: ⟪percentage|96.4%⟫ — well done everyone!
"""),

("email_tutor_invoice", r"""
Subject: March invoice – maths tutoring for ⟦PERSON|Ellie⟧

Hi ⟦PERSON|Sarah⟧,

Here's March: five one-hour sessions at ⟪price|£42/hr⟫ plus the 90-minute mock review at the same rate. Total due from you: ⟦AMOUNT|£273.00⟧ (invoice ⟪invoice_ref|INV-2026-031⟫).

⟦PERSON|Ellie⟧'s algebra has really come on — her mock went from ⟪percentage|54%⟫ to ⟪percentage|71%⟫.

You can pay by bank transfer (details on the PDF) or by card using the link.

Best,
⟦PERSON|Daniel Osei⟧
⟪org_name|Osei Tutoring⟫ · ⟦PHONE|07700 900 627⟧
"""),

("school_healthcare_plan", r"""
INDIVIDUAL HEALTHCARE PLAN — ⟪org_name|Linthorpe Academy⟫
Pupil: ⟦PERSON|Ava-Rose Whitfield⟧      DOB: ⟦DATE_OF_BIRTH|02/07/2017⟧      Class: 3K
Condition(s): severe ⟦MEDICAL|peanut allergy⟧ (⟦MEDICAL|anaphylaxis⟧); mild ⟦MEDICAL|asthma⟧
Medication in school: ⟦MEDICAL|EpiPen Jr 0.15 mg⟧ x2 (office + classroom); ⟦MEDICAL|salbutamol inhaler⟧ as needed
Parent/carer 1: ⟦PERSON|Kirsty Whitfield⟧ — ⟦PHONE|07700 900 902⟧
Parent/carer 2: ⟦PERSON|Liam Whitfield⟧ — ⟦PHONE|07700 900 903⟧
GP practice: ⟪org_name|Marton Road Surgery⟫
Plan agreed: ⟪date|15/01/2026⟫      Next review: ⟪date|January 2027⟫
"""),

("email_letting_deposit", r"""
Dear Mr ⟦PERSON|Haldane⟧ and Ms ⟦PERSON|Ferreira⟧,

Re: ⟦ADDRESS|14B Quarry Hill Mews, Leeds LS2 7ER⟧ — tenancy starting ⟪date|1 June 2026⟫

Thank you for your holding deposit of ⟦AMOUNT|£265⟧, which we received today. The tenancy deposit of ⟦AMOUNT|£1,326⟧ (five weeks' rent at ⟪price|£1,150 pcm⟫) must reach us by ⟪date|25 May⟫ and will be protected with ⟪org_name|the Deposit Protection Service⟫ within 30 days.

Kind regards,
⟦PERSON|Harriet Lowe⟧
Lettings Negotiator, ⟪org_name|Calder & Pike Lettings⟫
⟦PHONE|020 7946 0731⟧ | ⟦EMAIL|harriet.lowe@calderpike.example⟧
"""),

("maintenance_ticket", r"""
TICKET ⟪ticket_ref|PM-30417⟫ | Priority: High | Opened ⟪timestamp|2026-02-11 07:54⟫
Property: ⟦ADDRESS|Flat 6, Bellweather Court, 22 Orchard Street, Bristol BS1 5EH⟧
Tenant: ⟦PERSON|Joanna Pruszyńska⟧ (⟦PHONE|07700 900 488⟧)
Issue: no hot water since last night, boiler display shows ⟪error_code|F28⟫.
Access: tenant at work — key safe by the bin store, code ⟦PASSWORD|7 3 1 9⟧. Please text ⟦PERSON|Joanna⟧ before entering.
Assigned: ⟪org_name|Denholm & Sons Plumbing⟫ (ETA 12:00–14:00)
Approved spend up to ⟪price|£350⟫ without further authorisation.
"""),

("markdown_inventory", r"""
## Check-in inventory — ⟦ADDRESS|9 Saxby Road, Norwich NR3 1QT⟧
Tenants: ⟦PERSON|Callum Breen⟧, ⟦PERSON|Ayesha Siddiqui⟧ · Clerk: ⟦PERSON|Pete Marsh⟧ · ⟪date|04/04/2026⟫

| Room | Item | Condition | Notes |
|---|---|---|---|
| Hall | Smoke alarm | Working | tested 10:14 |
| Kitchen | Hob (4-ring, gas) | Good | serial ⟪serial_no|GH4-7781-K⟫ |
| Meter | Electricity | — | reading ⟪meter_reading|04417.2⟫ |
| Meter | Gas | — | reading ⟪meter_reading|02281⟫ |
| Bedroom 1 | Carpet | Fair | small stain by door |

Keys handed over: 2 × front, 1 × back, 1 × fob. Alarm code given verbally to ⟦PERSON|Callum⟧: ⟦PASSWORD|6142⟧.
"""),

("sms_landlord", r"""
Hi ⟦PERSON|Femi⟧ it's ⟦PERSON|Graham⟧ (landlord). New gate code from Monday is ⟦PASSWORD|4471⟧# – the old one (⟦PASSWORD|8802⟧) stops working midnight Sunday. April rent (⟦AMOUNT|£875⟧) came through fine, ta. Council garden waste bin is ⟪price|£45/yr⟫ if you want one, form is on ⟪url|bristol.gov.example/bins⟫. Bins go out Weds now.
"""),

("motor_claim_form", r"""
MOTOR CLAIM NOTIFICATION — ⟪org_name|Northgate Direct⟫
Policy no.: ⟪policy_ref|NGD/MC/8841273⟫      Claim ref: ⟪claim_ref|CLM-26-044917⟫
Policyholder: Mr ⟦PERSON|Dev Raghunathan⟧      DOB: ⟦DATE_OF_BIRTH|11/08/1979⟧
Address: ⟦ADDRESS|3 Wessex Close, Basingstoke RG21 4HU⟧      Mobile: ⟦PHONE|07700 900 339⟧
Incident: ⟪date|27/02/2026⟫ approx. 17:45, rear-ended at the lights on ⟪place|Winton Square⟫.
Third party: Ms ⟦PERSON|Colleen Marr⟧, tel ⟦PHONE|07700 900 808⟧, insurer ⟪org_name|Hallmark Mutual⟫.
Injuries: policyholder — ⟦MEDICAL|neck pain⟧, diagnosed as ⟦MEDICAL|whiplash⟧ at A&E, prescribed ⟦MEDICAL|naproxen⟧.
Repair estimate claimed: ⟦AMOUNT|£2,140⟧ (⟪org_name|Pryor & Vance⟫ bodyshop). Courtesy car rate: ⟪price|£39/day⟫.
"""),

("email_home_claim_settlement", r"""
Subject: Escape of water claim ⟪claim_ref|HC-77120⟫ — bank details for settlement

Dear Claims Team,

Following the loss adjuster's visit I accept the settlement offer of ⟦AMOUNT|€4,380.00⟧ (after the ⟪price|€350⟫ policy excess). Please pay it to:

Account name: ⟦PERSON|Aoife Brennan⟧
IBAN: ⟦IBAN|$iban_ie⟧
BIC: ⟪swift_bic|IPBSIE2D⟫

The damaged items list (laminate flooring, two kitchen base units) is on the portal.

⟦PERSON|Aoife Brennan⟧
⟦ADDRESS|4 Glasthule Terrace, Dún Laoghaire, Co. Dublin A96 K2X7⟧
⟦PHONE|+353 87 555 0142⟧
"""),

("travel_claim_form", r"""
TRAVEL INSURANCE CLAIM — MEDICAL EXPENSES ABROAD
Insured: ⟦PERSON|BHATTACHARYA, Sunil⟧      Passport: ⟦PASSPORT|561842093⟧ (GBR)      DOB: ⟦DATE_OF_BIRTH|23 Oct 1958⟧
Trip: ⟪place|Lisbon⟫, ⟪date|02–16 Sep 2026⟫, outbound flight ⟪flight_no|TP1351⟫
What happened: ⟦MEDICAL|chest pain⟧ on day 4; admitted to ⟪org_name|Hospital da Luz⟫, diagnosed ⟦MEDICAL|unstable angina⟧ and had a ⟦MEDICAL|coronary stent⟧ fitted. Discharged day 9 on ⟦MEDICAL|clopidogrel⟧ and ⟦MEDICAL|atorvastatin⟧.
Costs you paid: hospital ⟦AMOUNT|€6,912.50⟧; taxis ⟦AMOUNT|€38.00⟧
Assistance case no.: ⟪case_ref|EA-PT-20931⟫
"""),

("courier_delivery_notice", r"""
Your ⟪org_name|Parcelwing⟫ delivery is on its way 🚚
Tracking: ⟪tracking_number|PW8817 4402 913GB⟫
To: ⟦PERSON|Imogen Carstairs⟧, ⟦ADDRESS|61 Cavendish Avenue, Cambridge CB1 7UW⟧
Your driver ⟦PERSON|Kofi⟧ will arrive between 13:20 and 14:20.
We'll call you on ⟪masked_phone|07•••••••417⟫ if we can't find you.
Safe place requested: "behind the green bin"
"""),

("email_customs_broker", r"""
Hi Mr ⟦PERSON|Oyelaran⟧,

Your shipment from ⟪place|Shenzhen⟫ (AWB ⟪awb_number|176-48817302⟫) is held at ⟪place|East Midlands Airport⟫ pending payment of import charges. Goods: 2 × camera drone, commodity code ⟪hs_code|8806.22⟫, VAT rate ⟪percentage|20%⟫.

Charges due from you: import VAT ⟦AMOUNT|£243.86⟧ + our clearance fee ⟪price|£15.00⟫ = ⟦AMOUNT|£258.86⟧.

Once paid we'll release it to ⟪org_name|DPD⟫ for delivery to the address on the airway bill.

Regards,
⟦PERSON|Sunita Pal⟧
Customs Entry Team, ⟪org_name|Meridian Freight Services⟫
⟦PHONE|+44 1632 960 512⟧ | ⟦EMAIL|sunita.pal@meridianfreight.example⟧
"""),

("csv_removals_manifest", r"""
# household goods removal — manifest ⟪order_ref|HGR-2026-0417⟫, London -> Warsaw
container_no,seal_no,consignee,consignee_phone,delivery_address,pkgs,gross_kg
⟪container_no|TGHU 771940 2⟫,⟪seal_no|SL449120⟫,⟦PERSON|Agnieszka Wróbel⟧,⟦PHONE|+48 601 555 214⟧,"⟦ADDRESS|ul. Piękna 18/4, 00-549 Warszawa⟧",42,1180
⟪container_no|TGHU 771940 2⟫,⟪seal_no|SL449120⟫,⟦PERSON|Marek Wróbel⟧,⟦PHONE|+48 601 555 289⟧,"⟦ADDRESS|ul. Piękna 18/4, 00-549 Warszawa⟧",9,210
"""),

("bank_secure_message", r"""
Secure message from ⟪org_name|Harbourside Bank⟫ — ⟪date|14 Jan 2026⟫

Hi ⟦PERSON|Ewan⟧,

Thanks for flagging the payment to ⟪org_name|TKMX*ONLINE⟫ on your debit card ending ⟪masked_card|8830⟫. We've blocked the card and credited ⟦AMOUNT|£189.99⟧ back to your current account while we investigate (dispute ref ⟪case_ref|DSP-5501877⟫).

Your replacement card should arrive within 5 working days. We will never ask you for your full card number or PIN by message.

⟪org_name|Harbourside Bank⟫ Disputes Team
"""),

("loan_application_form", r"""
PERSONAL LOAN APPLICATION — ⟪org_name|Cedar Valley Credit Union⟫
Applicant: ⟦PERSON|Marisol Quintero⟧
SSN: ⟦SSN|$ssn_a⟧            Date of birth: ⟦DATE_OF_BIRTH|06/19/1987⟧
Home address: ⟦ADDRESS|2217 Larkspur Drive, Boise, ID 83706⟧
Phone: ⟦PHONE|(208) 555-0147⟧      Email: ⟦EMAIL|marisol.q@pinemail.example⟧
Employer: ⟪org_name|Treasure Valley Dental Group⟫ — hygienist, 6 yrs
Gross annual income: ⟦AMOUNT|$68,400⟧
Amount requested: ⟦AMOUNT|$12,000⟧ over 48 months (rate quoted: ⟪percentage|9.49% APR⟫)
Purpose: consolidate two store cards
Application no. ⟪order_ref|CVCU-L-448120⟫
"""),

("ocr_mortgage_offer", r"""
MORTGAGE 0FFER — ⟪org_name|Pennine Building Society⟫            Ref: ⟪case_ref|MO/26/118834⟫

Borrower(s): Mr ⟦PERSON|Ravi Chandran⟧ and Mrs ⟦PERSON|Meera Chandran⟧
Property: ⟦ADDRESS|17 Heathfield Rise, Huddersfie1d HD3 3TZ⟧
Loan amount: ⟦AMOUNT|£312,000.00⟧ over 30 years
Initial rate: ⟪percentage|4.39%⟫ fixed until ⟪date|31/07/2031⟫, then our SVR (currently ⟪percentage|7.24%⟫)
Product fee: ⟪price|£999⟫ (added to the 1oan)
Your monthly payment: ⟦AMOUNT|£1,607.18⟧
Th1s offer is valid until ⟪date|14/10/2026⟫.
"""),

("sms_pharmacy_ready", r"""
⟪org_name|Greenway Pharmacy⟫: Hi ⟦PERSON|Tomasz⟧, your repeat prescription (⟦MEDICAL|sertraline 100mg⟧, ⟦MEDICAL|propranolol 40mg⟧) is ready to collect. Collection code ⟪otp_code|583 204⟫. Prescription charge is ⟪price|£9.90⟫ per item unless you're exempt. Open until 18:30 today.
"""),

("dental_treatment_plan", r"""
TREATMENT PLAN — ⟪org_name|Riverside Dental Care⟫
Patient: ⟦PERSON|Graham Ashworth-Lee⟧      DOB: ⟦DATE_OF_BIRTH|30.11.1966⟧      Pt no. ⟪patient_ref|RD-11829⟫
Findings: ⟦MEDICAL|chronic periodontitis⟧ (stage II), ⟦MEDICAL|irreversible pulpitis⟧ LL6, fractured filling UR4.
Medical history: ⟦MEDICAL|type 2 diabetes⟧ (⟦MEDICAL|metformin⟧), takes ⟦MEDICAL|apixaban⟧ — check with GP before extraction.

| Item | Fee |
|---|---|
| Root canal treatment LL6 | ⟪price|£420.00⟫ |
| Composite filling UR4 | ⟪price|£95.00⟫ |
| Hygienist x3 | ⟪price|£180.00⟫ |
| **Your total** | **⟦AMOUNT|£695.00⟧** |

Deposit paid today: ⟦AMOUNT|£150.00⟧
"""),

("dental_leaflet", r"""
GUM DISEASE — WHAT TO LOOK OUT FOR
A leaflet from ⟪org_name|Riverside Dental Care⟫

⟪health_term|Gingivitis⟫ is the early, reversible stage of gum disease. If it is left untreated it can progress to ⟪health_term|periodontitis⟫, which affects the bone that holds your teeth in place. Around ⟪percentage|45%⟫ of adults in the UK have some form of gum disease.

Warning signs: bleeding when you brush, bad breath, receding gums, loose teeth.
People with ⟪health_term|diabetes⟫ and smokers are at higher risk.

Check-up and scale & polish: ⟪price|£68⟫ · Hygienist visit (30 min): ⟪price|£60⟫
"""),

("email_immigration_lawyer", r"""
From: ⟦PERSON|Adaeze Nwankwo⟧ <⟦EMAIL|a.nwankwo@northbridgelaw.example⟧>
To: ⟦PERSON|Rafael Mendes⟧
Subject: Skilled Worker visa — documents checklist

Dear ⟦PERSON|Rafael⟧,

Thank you for your retainer payment of ⟦AMOUNT|£1,800⟧. To prepare your application I still need:

1. A clear scan of your Brazilian passport (number ⟦PASSPORT|GC482917⟧ on the copy you sent is partly cut off);
2. Your CPF (⟦NATIONAL_ID|$br_cpf⟧) confirmed on the Brazilian police certificate;
3. The certificate of sponsorship reference from ⟪org_name|Halvard Robotics Ltd⟫.

The Home Office fee is ⟪price|£769⟫ and the Immigration Health Surcharge ⟪price|£1,035 per year⟫ — these are paid directly by you on the gov.uk portal.

Kind regards,
⟦PERSON|Adaeze Nwankwo⟧
Senior Associate, ⟪org_name|Northbridge Law LLP⟫ · ⟦PHONE|020 7946 0592⟧
"""),
]

TEXTS += [
("attendance_note_family_law", r"""
ATTENDANCE NOTE — ⟪org_name|Ashcombe Family Law⟫
Client: ⟦PERSON|Natalie Ferris⟧      Matter: ⟪case_ref|FAM/2026/0193⟫      Fee earner: ⟦PERSON|JRK⟧      Time: 0.8 hrs

Client attended re child arrangements for ⟦PERSON|Maisie⟧ (7) and ⟦PERSON|Owen⟧ (4). Former partner ⟦PERSON|Craig Ferris⟧ now lives at ⟦ADDRESS|40 Kingsdown Parade, Bristol BS6 5UF⟧ with his new partner.
Client reports ⟦PERSON|Craig⟧ has ⟦MEDICAL|alcohol dependency⟧ and relapsed in January; he says he is attending ⟪org_name|Turning Point⟫.
He currently pays ⟦AMOUNT|£340⟧ per month child maintenance through the CMS; arrears approx. ⟦AMOUNT|£1,020⟧.
Next steps: C100 to be issued (court fee ⟪price|£263⟫), MIAM exemption to be checked. FHDRA likely ⟪date|late June⟫ at ⟪org_name|the Family Court at Bristol⟫.
"""),

("email_settlement_terms", r"""
Hi ⟦PERSON|Kwame⟧,

I've had ⟪org_name|Fenwick Logistics⟫' draft settlement agreement back. Headline terms:

• Termination date: ⟪date|30 April 2026⟫
• Ex gratia payment to you: ⟦AMOUNT|£18,500⟧ (within the ⟪price|£30,000⟫ tax-free threshold)
• Payment in lieu of notice: ⟦AMOUNT|£4,250.00⟧ (taxable)
• Contribution to your legal fees: ⟦AMOUNT|£600⟧ + VAT, paid to us
• Agreed reference and a mutual non-disparagement clause

They have also agreed to withdraw the capability process that started while you were off with ⟦MEDICAL|anxiety and depression⟧, and to keep the occupational health report (⟦MEDICAL|sertraline⟧ adjustment period) out of your file.

Happy to go through it on a call — I'm free after 3.

⟦PERSON|Leah Castellano⟧
Employment Team, ⟪org_name|Brightwater Solicitors⟫ | ⟦PHONE|0117 496 0833⟧
"""),

("ci_log_github_actions", r"""
⟪timestamp|2026-05-02T10:14:05.1184023Z⟫ Current runner version: '⟪version|2.321.0⟫'
⟪timestamp|2026-05-02T10:14:05.1190518Z⟫ Runner name: 'deploy-runner-03' (⟦IP_ADDRESS|10.42.7.19⟧)
2026-05-02T10:14:05.2213301Z Triggered by: ⟦PERSON|rkasprzak⟧  commit ⟪commit_sha|9f3c1e07b4d2a6f58e01c7d3b9a4e2f61c0d8a57⟫
2026-05-02T10:14:06.0027714Z ##[group]Run ./scripts/deploy.sh
2026-05-02T10:14:06.0031108Z env:
2026-05-02T10:14:06.0031542Z   AWS_ACCESS_KEY_ID: ⟦APIKEY|$aws_akid_a⟧
2026-05-02T10:14:06.0031990Z   AWS_SECRET_ACCESS_KEY: ⟦SECRET|$aws_secret_a⟧
2026-05-02T10:14:06.0032371Z   AWS_DEFAULT_REGION: eu-west-2
2026-05-02T10:14:07.4410023Z upload: dist/app.js to s3://vetbook-static/app.js
2026-05-02T10:14:08.9901177Z ##[warning]Credentials should be stored as repository secrets, not in workflow env.
"""),

("k8s_secret_manifest", r"""
apiVersion: v1
kind: Secret
metadata:
  name: claims-api-secrets
  namespace: pet-claims
type: Opaque
stringData:
  DB_PASSWORD: "⟦PASSWORD|Wren-Hollow-Basket-71⟧"
  STRIPE_WEBHOOK_SECRET: "⟦SECRET|$stripe_whsec⟧"
  SENTRY_DSN: "⟦SECRET|$sentry_dsn⟧"
---
apiVersion: apps/v1
kind: Deployment
metadata:
  name: claims-api
  namespace: pet-claims
spec:
  replicas: 3
  template:
    spec:
      containers:
        - name: api
          image: registry.pawsure.example/claims-api@⟪image_digest|sha256:4be1f0c29d7a83e61b55c09e2f7d14a8836c0b9f27e5d1a4c6b80f3e92d7a511⟫
          ports:
            - containerPort: ⟪port|8080⟫
"""),

("terraform_tfvars", r"""
# terraform.tfvars — billing-prod. DO NOT COMMIT (committed by ⟦PERSON|dshah⟧ in ⟪commit_sha|c41e9a2⟫, rotated ⟪date|2026-03-04⟫)
region           = "eu-west-1"
vpc_cidr         = "⟪cidr|10.40.0.0/16⟫"
allowed_admin_ip = "⟦IP_ADDRESS|86.142.77.203⟧/32"
db_username      = "billing_admin"
db_password      = "⟦PASSWORD|Quill4-Marsh-Otter⟧"
do_token         = "⟦APIKEY|$do_a⟧"
alert_email      = "⟦EMAIL|sre-oncall@ledgerline.example⟧"
instance_type    = "t3.medium"
engine_version   = "⟪version|15.6⟫"
"""),

("postmortem_markdown", r"""
# Post-mortem: ⟪ticket_ref|INC-2291⟫ — customer order history shown to other users

**Date:** ⟪date|2026-03-18⟫ · **Authors:** ⟦PERSON|Siew Ling Goh⟧, ⟦PERSON|Oscar Lindqvist⟧ · **Severity:** SEV-2

## Summary
Between 14:02 and 15:37 UTC a caching change in `support-widget ⟪version|v3.8.1⟫` keyed responses by path only, so some customers saw another customer's order list.

## Timeline (UTC)
- 14:02 deploy of v3.8.1 (commit ⟪commit_sha|a41c9e2⟫)
- 14:55 customer ⟦PERSON|Jennifer Abbott⟧ (⟦EMAIL|jen.abbott@corvidmail.example⟧) reported seeing someone else's orders
- 15:10 ⟦PERSON|Oscar⟧ rolled back to ⟪version|v3.8.0⟫
- 15:37 CDN purge complete

## Impact
About 1,140 sessions (⟪percentage|0.6%⟫ of traffic). Scraping from ⟦IP_ADDRESS|45.83.122.19⟧ during the window was blocked at the WAF; test traffic from ⟪doc_ip|198.51.100.24⟫ is excluded from the count.
"""),

("shell_history", r"""
  501  ssh ⟦PERSON|mkwiatkowska⟧@bastion.prod.internal
  502  sudo -u postgres psql -c '\du'
  503  export PGPASSWORD='⟦PASSWORD|Tundra!Lantern88⟧'
  504  psql -h ⟦IP_ADDRESS|10.20.3.44⟧ -U payroll_ro payroll
  505  export GITHUB_TOKEN=⟦APIKEY|$gh_pat_a⟧
  506  gh release create ⟪version|v1.12.0⟫ --notes "payroll export fix"
  507  curl -s http://⟪doc_ip|127.0.0.1⟫:⟪port|9100⟫/metrics | head
  508  ls /home/⟦PERSON|mkwiatkowska⟧/exports/
  509  history -c
"""),

("dotenv_file", r"""
# quickcrate dispatch — .env.production
NODE_ENV=production
PORT=⟪port|3000⟫
DATABASE_URL=postgres://courier_app:⟦SECRET|Xq7vRm2pLs9w⟧@db-primary.internal:⟪port|5432⟫/dispatch
STRIPE_SECRET_KEY=⟦APIKEY|$stripe_sk⟧
STRIPE_PUBLISHABLE_KEY=⟪app_id|$stripe_pk⟫
SENDGRID_API_KEY=⟦APIKEY|$sendgrid_a⟧
MAIL_FROM=⟦EMAIL|orders@quickcrate.example⟧
TELEGRAM_BOT_TOKEN=⟦APIKEY|$telegram_bot⟧
LOG_LEVEL=info
"""),

("docker_compose", r"""
services:
  db:
    image: postgres:⟪version|16.3⟫-alpine
    environment:
      POSTGRES_USER: tutor
      POSTGRES_PASSWORD: ⟦PASSWORD|brightpath-Lemon-2026⟧
      POSTGRES_DB: lessons
    ports:
      - "⟪port|5433⟫:5432"
  app:
    image: ghcr.io/brightpath/tutor-portal:⟪version|1.8.2⟫
    depends_on: [db]
    environment:
      SESSION_SECRET: ⟦SECRET|7d1f0b9a6c2e48d5a3b7e19c04f2d6a8b5c3e7f1a9d0b2c4⟧
      ADMIN_EMAIL: ⟦EMAIL|helen.ambrose@brightpath.example⟧
      BIND_ADDR: "⟪bind_address|0.0.0.0⟫"
"""),

("python_stack_trace", r"""
[⟪timestamp|2026-06-03 21:47:12,904⟫] ERROR shop.payments request_id=⟪uuid|3f6b2d1e-7a40-4c8e-9b15-d2e0a7c61f38⟫
Traceback (most recent call last):
  File "/srv/shop/app/payments.py", line 212, in charge_customer
    resp = gateway.charge(card=payload["card_number"], cvv=payload["cvv"], amount=payload["amount"])
  File "/srv/shop/venv/lib/python3.11/site-packages/paylink/client.py", line 88, in charge
    raise GatewayError(f"declined: {body}")
paylink.errors.GatewayError: declined: {'customer': '⟦PERSON|Hannah Voss⟧', 'email': '⟦EMAIL|hvoss@lindenpost.example⟧', 'card_number': '⟦CARD|$card_visa16_b⟧', 'cvv': '⟦CVV|418⟧', 'amount': ⟦AMOUNT|149.0⟧, 'currency': 'EUR', 'reason': 'do_not_honor', 'gateway_ref': '⟪order_ref|pl_ch_7Hq2Kx91⟫'}
"""),

("nginx_access_log", r"""
⟦IP_ADDRESS|81.174.20.63⟧ - - [⟪timestamp|12/Apr/2026:08:41:17 +0000⟫] "GET /api/v2/claims?token=⟦APIKEY|$jwt_b⟧ HTTP/1.1" 200 1432 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)"
⟪doc_ip|203.0.113.77⟫ - - [12/Apr/2026:08:41:18 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/⟪version|1.29⟫"
⟦IP_ADDRESS|2a02:c7c:5e21:4b00::1f⟧ - - [12/Apr/2026:08:41:20 +0000] "POST /api/v2/login HTTP/1.1" 401 87 "-" "okhttp/4.12.0"
⟪doc_ip|::1⟫ - - [12/Apr/2026:08:41:21 +0000] "GET /nginx_status HTTP/1.1" 200 97 "-" "curl/8.5.0"
"""),

("marketplace_seller_message", r"""
Hi ⟦PERSON|Gareth⟧,

So sorry your order ⟪order_ref|#26-04417-88120⟫ (vintage brass desk lamp) arrived with a cracked shade. I've issued a partial refund of ⟦AMOUNT|£22.50⟧ to your original payment method — it normally shows within 24 hours.

If you'd rather have a replacement shade instead, I can post one to ⟦ADDRESS|Flat 2, 88 Gloucester Road, Cheltenham GL51 8NP⟧ — just reply here. Replacement shades are normally ⟪price|£24.99⟫ in the shop but there's no charge for you.

Thanks for your patience,
⟦PERSON|Maggie⟧ @ ⟪org_name|Lamplight Salvage⟫
"""),

("support_chat_transcript", r"""
Chat ⟪ticket_ref|#CS-8841207⟫ · ⟪org_name|Northwind Home⟫ Support · ⟪date|21 May 2026⟫

⟦PERSON|Zoe⟧ (agent) 10:02: Hi! You're chatting with ⟦PERSON|Zoe⟧. How can I help today?
Customer 10:03: hi my order never came, it's under ⟦EMAIL|kay.lindgren@hearthmail.example⟧
⟦PERSON|Zoe⟧ (agent) 10:04: Thanks ⟦PERSON|Kay⟧, I can see order ⟪order_ref|NWH-5529301⟫ paid with the card ending ⟪masked_card|2049⟫. I've sent a 6-digit code to your phone to confirm it's you.
Customer 10:05: code is ⟪otp_code|771 604⟫. do you want the card too? it's ⟦CARD|$card_mc53⟧ exp ⟪card_expiry|09/28⟫ cvc ⟦CVV|261⟧
⟦PERSON|Zoe⟧ (agent) 10:05: Please don't send card details in chat — I've masked that message. Refund of ⟦AMOUNT|£64.00⟧ is on its way.
"""),

("shopify_app_ini", r"""
; config/shopify.ini — north quay prints sync app
[shopify]
shop          = north-quay-prints.myshopify.com
api_key       = ⟪app_id|9c2f0e4b7a1d3e58c6b0f2a9d4e7c1b3⟫
api_secret    = ⟦SECRET|$shopify_ss⟧
access_token  = ⟦APIKEY|$shopify_pat⟧
api_version   = ⟪version|2026-04⟫
scopes        = read_orders,write_products

[notify]
owner_email   = ⟦EMAIL|ines.carvalho@northquayprints.example⟧
low_stock_at  = 5
"""),

("csv_payroll_us", r"""
emp_id,name,ssn,pay_date,gross_pay,net_pay,state
⟪employee_id|E1042⟫,⟦PERSON|Darnell Whitaker⟧,⟦SSN|$ssn_b⟧,⟪date|2026-04-15⟫,⟦AMOUNT|$4,615.38⟧,⟦AMOUNT|$3,402.11⟧,OR
⟪employee_id|E1043⟫,⟦PERSON|Priscilla Nakamura⟧,⟦SSN|$ssn_c⟧,⟪date|2026-04-15⟫,⟦AMOUNT|$3,076.92⟧,⟦AMOUNT|$2,318.40⟧,OR
⟪employee_id|E1051⟫,⟦PERSON|Mateo Villalobos⟧,⟦SSN|$ssn_d⟧,⟪date|2026-04-15⟫,⟦AMOUNT|$2,250.00⟧,⟦AMOUNT|$1,811.27⟧,WA
"""),

("hr_onboarding_form", r"""
NEW STARTER FORM — ⟪org_name|Vandermeer Freight B.V.⟫ (Rotterdam)
Full name: ⟦PERSON|Sanne de Groot⟧                 Date of birth: ⟦DATE_OF_BIRTH|22-09-1994⟧
BSN: ⟦NATIONAL_ID|$nl_bsn⟧                         Start date: ⟪date|01-07-2026⟫
Home address: ⟦ADDRESS|Zwaanshals 212, 3035 KS Rotterdam⟧
Salary account (IBAN): ⟦IBAN|$iban_nl⟧
Emergency contact: ⟦PERSON|Joris de Groot⟧ (brother) ⟦PHONE|+31 6 5550 1844⟧
Anything we should know to support you at work? (optional): ⟦MEDICAL|epilepsy⟧, well controlled on ⟦MEDICAL|levetiracetam⟧; no driving of forklifts please.
Agreed gross monthly salary: ⟦AMOUNT|€3,850⟧ + ⟪percentage|8%⟫ holiday allowance
"""),

("email_benefits_enrolment", r"""
Subject: Your 2027 benefits elections are confirmed

Hi ⟦PERSON|Aaron⟧,

Thanks for completing open enrollment. Here's what you picked:

Medical: ⟪plan_name|Blue Ridge PPO 1500⟫ — Employee + Family
Covered dependents: ⟦PERSON|Lauren Pettigrew⟧ (spouse, DOB ⟦DATE_OF_BIRTH|03/14/1988⟧), ⟦PERSON|Caleb Pettigrew⟧ (child, DOB ⟦DATE_OF_BIRTH|09/02/2019⟧)
Dental: ⟪plan_name|DentaFirst Basic⟫
FSA election: ⟦AMOUNT|$2,400⟧ for the plan year

Plan prices for reference: Employee + Family total premium ⟪price|$1,684.00/month⟫, of which the company pays ⟪percentage|75%⟫.
Your per-paycheck deduction: ⟦AMOUNT|$194.31⟧

Questions? Reply to ⟦EMAIL|benefits@ridgeway-mfg.example⟧.
People Team, ⟪org_name|Ridgeway Manufacturing⟫
"""),

("json_ride_trip", r"""
{"trip_id":"⟪trip_ref|TR-8c41f2e0⟫","status":"completed","requested_at":"⟪timestamp|2026-04-30T23:12:44Z⟫",
 "rider":{"name":"⟦PERSON|Oliwia Nowak⟧","phone":"⟦PHONE|+44 7700 900 617⟧","rating":4.92},
 "driver":{"name":"⟦PERSON|Samuel Adjei⟧","vehicle":"Toyota Corolla, LK70 XTY"},
 "pickup":"⟦ADDRESS|12 Rosemont Road, London NW3 6NG⟧","dropoff":"⟪place|St Pancras International⟫",
 "fare":{"base":"⟪price|£2.50⟫","per_mile":"⟪price|£1.25⟫","total_charged":"⟦AMOUNT|£23.40⟧","tip":"⟦AMOUNT|£3.00⟧"},
 "promo":"⟪promo_code|SPRING10⟫"}
"""),

("sms_food_delivery", r"""
⟪org_name|Dishdash⟫: ⟦PERSON|Arjun⟧ is 4 min away with your order from ⟪org_name|Little Saigon Kitchen⟫ 🛵 Give the rider code ⟪otp_code|4827⟫ at the door. You paid ⟦AMOUNT|£31.85⟧ incl. a ⟦AMOUNT|£2.00⟧ tip. Delivery fee today: ⟪price|£1.99⟫. Track: ⟪url|dishdash.example/t/Q7XK2⟫
"""),

("club_membership_form", r"""
⟪org_name|HALLAM HARRIERS ATHLETIC CLUB⟫ — MEMBERSHIP 2026/27
Name: ⟦PERSON|Rhiannon Pugh⟧            DOB: ⟦DATE_OF_BIRTH|17/05/2009⟧ (U17)
Address: ⟦ADDRESS|5 Tintern Avenue, Sheffield S10 4LJ⟧
Parent/guardian: ⟦PERSON|Gareth Pugh⟧   Mobile: ⟦PHONE|07700 900 751⟧   Email: ⟦EMAIL|gpugh.family@valleynet.example⟧
Medical conditions coaches should know about: ⟦MEDICAL|exercise-induced asthma⟧ — carries ⟦MEDICAL|Ventolin⟧; had ⟦MEDICAL|Osgood-Schlatter⟧ in 2024 (now resolved)
Fees: junior membership ⟪price|£85⟫, England Athletics registration ⟪price|£21⟫
Paid: ⟦AMOUNT|£106⟧ by bank transfer on ⟪date|02/09/2026⟫
"""),

("json_coaching_export", r"""
{
  "export": "athlete_summary", "generated": "⟪timestamp|2026-07-08T06:00:00Z⟫", "app_version": "⟪version|5.14.2⟫",
  "coach": {"name": "⟦PERSON|Bruno Salgado⟧", "email": "⟦EMAIL|bruno@stridelab.example⟧"},
  "athletes": [
    {"name": "⟦PERSON|Tanvi Rao⟧", "email": "⟦EMAIL|tanvi.rao@runmail.example⟧", "weekly_km": 62, "vo2max_est": 54,
     "injury_log": "⟦MEDICAL|grade 2 hamstring strain⟧ (left), physio 2x/week", "status": "modified"},
    {"name": "⟦PERSON|Felix Hartmann⟧", "email": "⟦EMAIL|f.hartmann@laufpost.example⟧", "weekly_km": 48, "vo2max_est": 51,
     "injury_log": "", "status": "full"}
  ],
  "plan_price": "⟪price|€29/month per athlete⟫"
}
"""),

("health_article", r"""
Atrial fibrillation: why an irregular pulse matters

⟪health_term|Atrial fibrillation⟫ (AF) is the most common heart rhythm disorder, affecting roughly ⟪percentage|2%⟫ of adults and about one in ten people over 80. In AF the upper chambers of the heart beat chaotically, which can allow clots to form and raises the risk of ⟪health_term|stroke⟫ about fivefold.

Many people have no symptoms at all. Others notice palpitations, breathlessness or tiredness. Treatment usually combines rate or rhythm control with an ⟪health_term|anticoagulant⟫ such as ⟪health_term|apixaban⟫ or ⟪health_term|warfarin⟫.

A simple pulse check during a routine appointment can pick it up. ⟪org_name|The Heart Rhythm Alliance⟫ runs free pulse-check events every ⟪date|November⟫.
"""),

("pharmacy_advert", r"""
☀️ SUMMER TRAVEL CLINIC at ⟪org_name|Greenway Pharmacy⟫ ☀️
Heading abroad? Protect yourself before you go:
• ⟪health_term|Hepatitis A⟫ vaccine — ⟪price|£55⟫ per dose
• ⟪health_term|Typhoid⟫ vaccine — ⟪price|£40⟫
• ⟪health_term|Malaria⟫ tablets (⟪health_term|atovaquone/proguanil⟫) — from ⟪price|£2.10⟫ per tablet
• Travel sickness and ⟪health_term|traveller's diarrhoea⟫ kits — ⟪price|£12.99⟫
Book online or just walk in. ⟪percentage|10%⟫ off for students this month.
"""),

("courier_price_list", r"""
⟪org_name|SWIFTLINK COURIERS⟫ — UK PARCEL TARIFF from ⟪date|1 April 2026⟫ (ex VAT)

| Service | up to 2 kg | 2–5 kg | 5–10 kg | 10–20 kg |
|---|---|---|---|---|
| Economy 48h | ⟪price|£3.95⟫ | ⟪price|£5.40⟫ | ⟪price|£7.85⟫ | ⟪price|£11.20⟫ |
| Next day | ⟪price|£6.25⟫ | ⟪price|£8.10⟫ | ⟪price|£10.95⟫ | ⟪price|£15.60⟫ |
| Before 10:30 | ⟪price|£14.50⟫ | ⟪price|£16.90⟫ | ⟪price|£19.40⟫ | ⟪price|£24.80⟫ |

Fuel surcharge ⟪percentage|4.5%⟫. Highlands & Islands add ⟪price|£9.00⟫. Service codes: ⟪product_code|ECO48⟫, ⟪product_code|ND24⟫, ⟪product_code|ND1030⟫.
"""),

("voice_transcript_bank", r"""
[⟪timecode|00:00:04⟫] AGENT (⟦PERSON|Bilal⟧): Thanks for calling ⟪org_name|Harbourside Bank⟫, you're through to ⟦PERSON|Bilal⟧, can I take your full name?
[⟪timecode|00:00:09⟫] CALLER: Yeah it's ⟦PERSON|Shona McCreadie⟧.
[00:00:12] AGENT: And your date of birth, ⟦PERSON|Shona⟧?
[00:00:14] CALLER: ⟦DATE_OF_BIRTH|fourth of February nineteen ninety⟧.
[00:00:20] AGENT: Lovely. Best contact number?
[00:00:22] CALLER: ⟦PHONE|oh seven seven double oh, nine double oh, three two one⟧.
[00:00:31] AGENT: And just the second and fifth digits of your telephone banking passcode?
[00:00:36] CALLER: Oh sorry, the whole thing is ⟦PASSWORD|eight three one six two⟧—
[00:00:39] AGENT: No problem, I'll just use the two I need. How can I help?
[00:00:44] CALLER: The gym charged me twice, ⟦AMOUNT|sixty pounds⟧ each time, so I'm owed ⟦AMOUNT|sixty quid⟧ back.
"""),
]

TEXTS += [
("dictated_referral_letter", r"""
Dictation — Dr ⟦PERSON|Farah Qureshi⟧, ⟪org_name|Elmwood Dental Practice⟫, ⟪date|11 March⟫.
Letter to the oral surgery department at ⟪org_name|Westmorland General Hospital⟫. Re patient ⟦PERSON|Desmond Achterberg⟧ — that's ⟦PERSON|A-C-H-T-E-R-B-E-R-G⟧ — date of birth ⟦DATE_OF_BIRTH|the ninth of June nineteen seventy-one⟧, of ⟦ADDRESS|eleven Coniston Way, Kendal, LA9 7PQ⟧, full stop. New paragraph.
I would be grateful if you could see Mr ⟦PERSON|Achterberg⟧ regarding ⟦MEDICAL|a suspected odontogenic keratocyst⟧ in the left mandible, seen on today's OPG, comma, approximately ⟪measurement|2.5 centimetres⟫. He has ⟦MEDICAL|atrial fibrillation⟧ and takes ⟦MEDICAL|warfarin⟧, last INR two point six. Full stop. Yours sincerely, ⟦PERSON|Farah Qureshi⟧. End of dictation.
"""),

("ocr_arrears_letter", r"""
⟪org_name|ASHGROVE PROPERTY MANAGEMENT⟫
⟦ADDRESS|Unit 3, Canal Wharf, Leeds LS11 5PS⟧ · Tel ⟦PHONE|0113 496 0177⟧

⟪date|9 February 2026⟫

Mr ⟦PERSON|T. Oduya⟧
⟦ADDRESS|Flat 9, Harehills Court, 3 Roundhay Road, Leeds LS8 5AN⟧

RE: RENT ARREARS — TENANCY REF ⟪case_ref|AGP/T/0931⟫

0ur records show arrears of ⟦AMOUNT|£1,742.00⟧ as at the date of this letter (rent ⟪price|£695.00⟫ pcm, due on the 1st of each month). P1ease contact us within 14 days to agree a repayment plan. If you are struggling, ⟪org_name|Shelter⟫ offers free advice.

Yours sincere1y,
⟦PERSON|Denise Kettleborough⟧, Credit Contro1
"""),

("sql_insert_customers", r"""
INSERT INTO customers (id, full_name, email, phone, dob, created_at) VALUES
  (10471, '⟦PERSON|Yusuf Demir⟧', '⟦EMAIL|yusuf.demir@kuzeymail.example⟧', '⟦PHONE|+90 532 555 0188⟧', '⟦DATE_OF_BIRTH|1990-02-11⟧', '⟪timestamp|2026-01-04 09:12:33⟫'),
  (10472, '⟦PERSON|Ellen Sørby⟧', '⟦EMAIL|ellen.sorby@fjordpost.example⟧', '⟦PHONE|+47 412 55 019⟧', '⟦DATE_OF_BIRTH|1983-07-29⟧', '⟪timestamp|2026-01-04 09:15:02⟫'),
  (10473, '⟦PERSON|li wen⟧', '⟦EMAIL|liwen1999@qmail.example⟧', '⟦PHONE|+86 139 1862 4417⟧', '⟦DATE_OF_BIRTH|1999-10-30⟧', '2026-01-04 09:20:47');
INSERT INTO users (customer_id, login, password_hash) VALUES
  (10471, '⟦PERSON|ydemir⟧', '⟪hash|$2b$12$Qm1x0cYw5yGv3mE8s7oR0eH2fU9kPzL4tN6bVaJdC1iXqW8rS5uT2⟫'),
  (10472, '⟦PERSON|esorby⟧', '⟪hash|$2b$12$7LkRt0aZx3PqW9vYm2nB6eF1cH8jD4sG5uI0oK3lA7zX2wE9rT6yU⟫');
"""),

("slack_devops_thread", r"""
#platform-oncall
⟦PERSON|dmitri.volkov⟧  11:42 AM
can someone with admin on the `vetbook` org approve my fine-grained PAT? meanwhile I'm using this one for the migration script, will revoke after: ⟦APIKEY|$gh_fine⟧
⟦PERSON|nkaur⟧  11:44 AM
@⟦PERSON|dmitri.volkov⟧ please don't paste tokens in channels 🙃 revoke it now and read it from ⟪vault_path|secret/ci/github⟫ instead. Also the runner at ⟪doc_ip|192.0.2.14⟫ is the staging one, not prod.
⟦PERSON|dmitri.volkov⟧  11:45 AM
revoked, sorry. new one is in vault ✅ ticket ⟪ticket_ref|OPS-7731⟫
"""),

("json_sms_config", r"""
{
  "sms": {
    "provider": "twilio",
    "account_sid": "⟪app_id|$twilio_sid⟫",
    "auth_token": "⟦SECRET|$twilio_token⟧",
    "messaging_service_sid": "⟪app_id|MG4e1b7c90a2d35f68e0c1b94a7d2f3e65⟫",
    "from": "⟦PHONE|+1 415 555 0134⟧"
  },
  "alerts": {
    "recipients": ["⟦PHONE|+44 7700 900 214⟧", "⟦PHONE|+44 7700 900 215⟧"],
    "quiet_hours": "22:00-07:00",
    "retry_after_s": ⟪duration|90⟫
  }
}
"""),

("datadog_agent_yaml", r"""
## /etc/datadog-agent/datadog.yaml — payments cluster
api_key: ⟦APIKEY|$dd_api⟧
app_key: ⟦APIKEY|$dd_app⟧
site: datadoghq.eu
hostname: sre-bastion-02
tags:
  - env:prod
  - team:payments
  - owner:⟦PERSON|ahmed.elsayed⟧
logs_enabled: true
apm_config:
  enabled: true
  receiver_port: ⟪port|8126⟫
dogstatsd_non_local_traffic: false
bind_host: ⟪doc_ip|127.0.0.1⟫
"""),

("curl_jira_command", r"""
$ curl -s -u "⟦EMAIL|tamsin.oakes@brightlet.example⟧:⟦APIKEY|$atlassian_a⟧" \
    -H "Accept: application/json" \
    "https://brightlet.atlassian.net/rest/api/3/issue/⟪ticket_ref|PROP-1182⟫" | jq -r .fields.summary
Tenant at ⟦ADDRESS|4 Millbrook Lane, Exeter EX2 5QN⟧ reports black mould in bathroom — landlord Mr ⟦PERSON|Geddes⟧ not responding
"""),

("pypirc_file", r"""
[distutils]
index-servers =
    pypi
    testpypi

[pypi]
username = __token__
password = ⟦APIKEY|$pypi_a⟧

[testpypi]
repository = https://test.pypi.org/legacy/
username = ⟦PERSON|c.odhiambo⟧
password = ⟦PASSWORD|Jacaranda_Sunrise_09⟧
"""),

("npmrc_file", r"""
//registry.npmjs.org/:_authToken=⟦APIKEY|$npm_a⟧
@fleetroute:registry=https://npm.pkg.github.com
//npm.pkg.github.com/:_authToken=⟪env_reference|${GH_PACKAGES_TOKEN}⟫
email=⟦EMAIL|build-bot@fleetroute.example⟧
always-auth=true
save-exact=true
# pinned by ⟦PERSON|Nikolai Berg⟧ for ⟪version|node 20.14⟫
"""),

("python_script_snippet", r"""
# summarise_claims.py — quick hack, ⟦PERSON|Ruth Abernethy⟧ ⟪date|2026-05-11⟫
from openai import OpenAI

client = OpenAI(api_key="⟦APIKEY|$openai_a⟧")
MODEL = "⟪model_name|gpt-4o-mini⟫"

def summarise(note: str) -> str:
    r = client.chat.completions.create(model=MODEL, messages=[{"role": "user", "content": note}])
    return r.choices[0].message.content

if __name__ == "__main__":
    print(summarise("Claimant ⟦PERSON|Peter Hollis⟧ reports a ⟦MEDICAL|fractured left wrist⟧ after slipping at the ⟪place|Westgate Centre⟫; claim ⟪claim_ref|PL-55120⟫."))
"""),

("slack_dm_key_share", r"""
⟦PERSON|ines.ferraz⟧  3:14 PM
here's the key for the claims-triage prototype: ⟦APIKEY|$anthropic_a⟧
the workspace has a spend cap of ⟪price|$200/month⟫ so don't go wild 😅
⟦PERSON|tobias.brandt⟧  3:16 PM
thx! moved it to 1Password (vault "⟪vault_path|Claims R&D⟫"), you can delete your msg now
⟦PERSON|ines.ferraz⟧  3:16 PM
done 👍 model is ⟪model_name|claude-sonnet-4-5⟫ btw
"""),

("jupyter_cell_output", r"""
In [3]: from huggingface_hub import login
        login(token="⟦APIKEY|$hf_a⟧")
Out[3]: Token is valid (permission: write).
        Your token has been saved to /home/jovyan/.cache/huggingface/token
        Login successful as ⟦PERSON|lwanjiru⟧

In [4]: ds = load_dataset("elmwood/dental-xray-seg", revision="⟪commit_sha|4c1e8b2⟫")
Out[4]: DatasetDict({ train: 1820 rows, test: 204 rows })  # ⟪percentage|10%⟫ held out
"""),

("js_frontend_config", r"""
// src/config.js — marketplace storefront
export const config = {
  sentryDsn: "⟦SECRET|$sentry_dsn⟧",
  algolia: {
    appId: "⟪app_id|$algolia_app⟫",
    searchKey: "⟪app_id|$algolia_search⟫",   // search-only, safe in the browser
    adminKey: "⟦APIKEY|$algolia_admin⟧",    // TODO(⟦PERSON|pmorales⟧): remove, server only!
  },
  supportEmail: "⟦EMAIL|help@cobaltmarket.example⟧",
  release: "⟪version|storefront@2.19.0⟫",
};
"""),

("security_ticket_pasted_key", r"""
SEC-412 · Reporter: ⟦PERSON|Graham Fitch⟧ · Created: ⟪date|2026-02-20⟫ · Priority: Critical
Summary: deploy key for payroll-sftp pasted in #general

⟦PERSON|Sofia Marchetti⟧ pasted the following into #general at 09:31 while asking about an SFTP error:

⟦SECRET|$pem_rsa⟧

Host: sftp.payroll.internal (⟦IP_ADDRESS|10.31.4.12⟧), user payroll-upload, port ⟪port|2222⟫.
Actions: rotate the key, delete the message, review auth logs for logins not from the office range ⟪cidr|198.51.100.0/24⟫.
"""),

("shell_output_ssh_key", r"""
builder@ci-07:~$ cat ~/.ssh/id_ed25519
⟦SECRET|$pem_openssh⟧
builder@ci-07:~$ ssh-keygen -lf ~/.ssh/id_ed25519.pub
256 ⟪hash|SHA256:Xv1q7pN3kM9dL2sR8tY4wB6zH0cF5gJ1aE7uK3iO9mQ⟫ deploy@build-07 (ED25519)
builder@ci-07:~$ ssh -p ⟪port|2202⟫ git@⟦IP_ADDRESS|172.16.40.8⟧
"""),

("password_manager_csv", r"""
name,url,username,password,totp,notes
Harbourside Bank,https://online.harbourside.example,⟦PERSON|jpeake84⟧,⟦PASSWORD|Corvid!Lantern-62⟧,,"memorable word: ⟦PASSWORD|Saltmarsh⟧"
Ashgrove tenant portal,https://portal.ashgrove.example,⟦EMAIL|julia.peake@hearthmail.example⟧,⟦PASSWORD|pK7#ruVv2Lq⟧,"otpauth://totp/Ashgrove:⟦PERSON|julia.peake⟧?secret=⟦SECRET|$totp_a⟧&issuer=Ashgrove",
Dishdash,https://dishdash.example,⟦EMAIL|julia.peake@hearthmail.example⟧,⟦PASSWORD|tikka-Tuesday-4ever⟧,,"gift card ⟪masked_card|•••• 5531⟫"
Wi-Fi (home),,,⟦PASSWORD|PeakeFamily_5G_2026⟧,,"router admin at ⟪doc_ip|192.0.2.1⟫"
"""),

("trading_bot_yaml", r"""
# grid-bot config — owner ⟦PERSON|Callum Rennie⟧ (⟦EMAIL|c.rennie@proton.example⟧)
exchanges:
  binance:
    api_key: ⟦APIKEY|$binance_key⟧
    api_secret: ⟦SECRET|$binance_secret⟧
  kraken:
    api_key: ⟦APIKEY|$kraken_key⟧
    private_key: ⟦SECRET|$kraken_secret⟧
wallet:
  address: ⟪wallet_address|$eth_addr⟫
  private_key: ⟦SECRET|$eth_priv⟧
  last_tx: ⟪tx_hash|$eth_tx⟫
strategy:
  pair: ETH/USDT
  grid_levels: 24
  take_profit: ⟪percentage|1.8%⟫
"""),

("ts_maps_config", r"""
// src/config/maps.ts — rider app
// public token: fine to ship in the bundle
export const MAPBOX_PUBLIC_TOKEN = "⟪app_id|$mapbox_pk⟫";

// server-side only! (moved out of the frontend in PR ⟪pr_ref|#882⟫ by ⟦PERSON|Amara Eze⟧)
export const MAPBOX_SECRET_TOKEN = "⟦SECRET|$mapbox_sk⟧";

export const DEFAULT_CENTER = { lat: ⟪coordinates|51.5072⟫, lng: ⟪coordinates|-0.1276⟫ }; // central London
"""),

("android_manifest_xml", r"""
<!-- app/src/main/AndroidManifest.xml (excerpt) — PetPal -->
<application android:label="PetPal" android:icon="@mipmap/ic_launcher">
    <meta-data
        android:name="com.google.android.geo.API_KEY"
        android:value="⟦APIKEY|$google_api_a⟧" />
    <meta-data
        android:name="com.google.android.gms.version"
        android:value="@integer/google_play_services_version" />
</application>
<!-- res/values/strings.xml -->
<string name="default_web_client_id">⟪app_id|$google_client_id⟫</string>
<!-- TODO(⟦PERSON|hbarker⟧): client secret does NOT belong in the app: ⟦SECRET|$google_secret⟧ -->
<string name="app_version">⟪version|3.4.1⟫</string>
"""),

("discord_bot_config", r"""
# tuesday-fives-bot/config.py — five-a-side league bot
DISCORD_TOKEN = "⟦APIKEY|$discord_bot⟧"
APPLICATION_ID = ⟪app_id|$discord_app_id⟫
RESULTS_WEBHOOK = "⟦SECRET|$discord_webhook⟧"
SUBS_PER_GAME = "⟪price|£4⟫"
# owes list (keep updated!): ⟦PERSON|Kieran⟧ ⟦AMOUNT|£12⟧, ⟦PERSON|Big Mo⟧ ⟦AMOUNT|£8⟧
PITCH = "⟪place|Goals Leeds South⟫, pitch 6"
"""),

("appsettings_json", r"""
{
  "ConnectionStrings": {
    "XrayBlobs": "DefaultEndpointsProtocol=https;AccountName=vetimages01;AccountKey=⟦SECRET|$azure_storage_key⟧;EndpointSuffix=core.windows.net"
  },
  "AzureAd": {
    "Instance": "https://login.microsoftonline.com/",
    "TenantId": "⟪app_id|$azure_tenant_id⟫",
    "ClientId": "⟪app_id|$azure_client_id⟫",
    "ClientSecret": "⟦SECRET|$azure_client_secret⟧"
  },
  "Support": { "Email": "⟦EMAIL|it-support@kestrelvets.example⟧", "Phone": "⟦PHONE|01632 960 221⟧" },
  "Logging": { "LogLevel": { "Default": "Warning" } }
}
"""),

("sfdx_auth_dump", r"""
# sfdx force:org:display --verbose (insurance CRM sandbox) — shared by ⟦PERSON|Kenji Watanabe⟧
Instance Url     https://northgate-direct--uat.sandbox.my.salesforce.com
Access Token     ⟦SECRET|$sf_token⟧
Client Id        ⟪app_id|$sf_consumer_key⟫
Client Secret    ⟦SECRET|$sf_consumer_secret⟧
Username         ⟦EMAIL|kenji.watanabe@northgatedirect.example.uat⟧
Api Version      ⟪version|61.0⟫
Org Id           ⟪app_id|00D8d000001QmRtEAK⟫
"""),

("bash_backup_script", r"""
#!/usr/bin/env bash
# nightly x-ray backup — ⟪org_name|Elmwood Dental Practice⟫ (set up by ⟦PERSON|Owen Pritchard⟧)
export B2_APPLICATION_KEY_ID=⟪app_id|$b2_keyid⟫
export B2_APPLICATION_KEY=⟦SECRET|$b2_appkey⟧
rclone sync /srv/xrays b2:elmwood-xrays --transfers ⟪count|8⟫ --log-file /var/log/xray-backup.log
echo "backup done $(date)" | mail -s "x-ray backup" ⟦EMAIL|practice.manager@elmwooddental.example⟧
"""),

("paypal_env_config", r"""
# club shop — Tyneside Tritons swim club
PAYPAL_MODE=live
PAYPAL_CLIENT_ID=⟪app_id|$paypal_client_id⟫
PAYPAL_CLIENT_SECRET=⟦SECRET|$paypal_secret⟧
SHOP_CONTACT=⟦EMAIL|kit.secretary@tynesidetritons.example⟧
KIT_PRICE_GBP=⟪price|34.00⟫
HOODIE_PRICE_GBP=⟪price|28.50⟫
"""),

("dotenv_gaming_club", r"""
# uni esports society bot — .env (treasurer: ⟦PERSON|Freya Lindholm⟧)
STEAM_WEB_API_KEY=⟦APIKEY|$steam_key⟧
INFURA_PROJECT_ID=⟦APIKEY|$infura_id⟧
INFURA_PROJECT_SECRET=⟦SECRET|$infura_secret⟧
ETH_RPC=https://mainnet.infura.io/v3/⟪env_reference|${INFURA_PROJECT_ID}⟫
TREASURY_WALLET=⟪wallet_address|$eth_addr_b⟫
MEMBERSHIP_FEE=⟪price|£5⟫
"""),
]

TEXTS += [
("helm_values_yaml", r"""
# values-prod.yaml — claims-gateway chart
replicaCount: 2
image:
  repository: registry.pawsure.example/claims-gateway
  tag: "⟪version|4.2.0⟫"
service:
  port: ⟪port|443⟫
tls:
  privateKey: |
    ⟦SECRET|$pem_ec_yaml⟧
ingress:
  host: claims.pawsure.example
  allowlist: ["⟪cidr|203.0.113.0/24⟫"]
maintainers:
  - name: ⟦PERSON|Priyanka Sethi⟧
    email: ⟦EMAIL|p.sethi@pawsure.example⟧
"""),

("immigration_intake_notes", r"""
CLIENT INTAKE — ⟪org_name|Delgado & Whitmore Immigration⟫, Houston
Date: ⟪date|05/12/2026⟫      Attorney: ⟦PERSON|R. Delgado⟧      Interpreter: ⟦PERSON|Halyna⟧ (Ukrainian)
Client: ⟦PERSON|Oksana Hrytsenko⟧, DOB ⟦DATE_OF_BIRTH|08/07/1979⟧, Ukrainian passport ⟦PASSPORT|FT418820⟧ (exp. ⟪date|03/02/2031⟫)
Status: TPS; EAD category ⟪form_code|(a)(12)⟫; SSN ⟦SSN|$ssn_e⟧ issued 2023
Son: ⟦PERSON|Maksym Hrytsenko⟧, DOB ⟦DATE_OF_BIRTH|11.02.2004⟧, lives in Kraków, PESEL ⟦NATIONAL_ID|$pl_pesel_b⟧
Address: ⟦ADDRESS|8810 Bellaire Blvd Apt 214, Houston, TX 77036⟧      Phone: ⟦PHONE|(713) 555-0162⟧
Health: client reports ⟦MEDICAL|PTSD⟧ and ⟦MEDICAL|insomnia⟧, treated at ⟪org_name|Harris Health⟫ — may support the hardship argument.
Fees: flat fee ⟪price|$3,500⟫; paid today ⟦AMOUNT|$1,000⟧. USCIS filing fee ⟪price|$520⟫ payable separately.
"""),

("payslip_text", r"""
⟪org_name|HOLLYBANK CARE LTD⟫                                   PAYSLIP
Employee: ⟦PERSON|Precious Mhlanga⟧     Employee no: ⟪employee_id|00417⟫     Tax code: ⟪tax_code|1257L⟫
Pay date: ⟪date|28/05/2026⟫            Tax period: 2

Basic pay       150.00 hrs @ ⟪price|£12.60⟫ ..... ⟦AMOUNT|£1,890.00⟧
Overtime         15.00 hrs @ ⟪price|£18.90⟫ ..... ⟦AMOUNT|£283.50⟧
GROSS PAY ........................................ ⟦AMOUNT|£2,173.50⟧
Income tax ....................................... ⟦AMOUNT|£225.40⟧
National Insurance ............................... ⟦AMOUNT|£96.84⟧
Pension (⟪percentage|5%⟫ qualifying earnings) ......... ⟦AMOUNT|£86.79⟧
NET PAY .......................................... ⟦AMOUNT|£1,764.47⟧
Paid to account ending ⟪masked_card|1182⟫
"""),

("expense_claim_form", r"""
EXPENSE CLAIM — ⟪org_name|Meridian Freight Services⟫
Claimant: ⟦PERSON|Joseph Mbeki-Lawson⟧    Dept: Customs Entry    Cost centre: ⟪cost_centre|CC-4410⟫
Trip: client visit, ⟪place|Felixstowe⟫, ⟪date|14–15 April 2026⟫

| Date | Item | Amount |
|---|---|---|
| 14/04 | Mileage 186 mi @ ⟪price|45p/mile⟫ | ⟦AMOUNT|£83.70⟧ |
| 14/04 | Hotel (1 night, ⟪org_name|Harbour Lodge⟫) | ⟦AMOUNT|£112.00⟧ |
| 15/04 | Lunch with client | ⟦AMOUNT|£46.35⟧ |
| | **Total claimed** | **⟦AMOUNT|£242.05⟧** |

Meal allowance cap is ⟪price|£25⟫ per person — lunch covered two people.
Approved by: ⟦PERSON|S. Pal⟧
"""),

("ocr_court_order", r"""
IN THE ⟪org_name|FAMILY COURT SITTING AT MANCHESTER⟫          Case No: ⟪case_ref|MA25P01884⟫

The Chi1dren Act 1989
The chi1d: ⟦PERSON|LOGAN JAMES PRYCE⟧ (a boy born on ⟦DATE_OF_BIRTH|3 September 2018⟧)

Applicant: ⟦PERSON|KERRY ANN PRYCE⟧       Respondent: ⟦PERSON|DANIEL PRYCE⟧

0RDER made by District Judge ⟦PERSON|Oyinlola⟧ on ⟪date|14 January 2026⟫ at a hearing in private.
1. The chi1d shall live with the Applicant at ⟦ADDRESS|22 Brindle Street, Salford M6 8QL⟧.
2. The Respondent sha11 spend time with the child every other weekend, from Friday 5pm to Sunday 5pm.
3. The Respondent sha11 pay the Applicant ⟦AMOUNT|£2,150⟧ towards her costs within 28 days.
"""),

("employment_reference_letter", r"""
⟪date|2 June 2026⟫

To whom it may concern,

Reference: ⟦PERSON|Nasrin Haidari⟧

I confirm that ⟦PERSON|Nasrin⟧ was employed by ⟪org_name|Larkfield Pharmacy Ltd⟫ as a pharmacy technician from ⟪date|March 2021⟫ to ⟪date|May 2026⟫. Her final salary was ⟦AMOUNT|£27,400⟧ per annum. She was reliable and well liked by patients; her sickness absence was low apart from a period of ⟦MEDICAL|planned surgery⟧ in 2024, which I do not consider relevant to her capability.

I would re-employ her without hesitation. Please call me on ⟦PHONE|01632 960 774⟧ if you need more.

Yours faithfully,
⟦PERSON|Alistair Munro⟧, Superintendent Pharmacist
"""),

("tenant_referencing_form", r"""
TENANT REFERENCING — APPLICANT 1 of 2
Applicant: ⟦PERSON|Giulia Ferrante⟧      DOB: ⟦DATE_OF_BIRTH|22/03/1990⟧
Codice fiscale (Italian tax code, optional): ⟦NATIONAL_ID|$it_cf⟧
Current address: ⟦ADDRESS|Flat 11, 40 Lever Street, Manchester M1 1FN⟧ (since ⟪date|Sept 2023⟫)
Current landlord/agent: ⟦PERSON|Gordon Blythe⟧, ⟦PHONE|0161 496 0938⟧
Employer: ⟪org_name|Tessera Analytics⟫ — data engineer, permanent
Annual salary: ⟦AMOUNT|£48,000⟧      Affordability threshold (30 × rent): ⟪price|£42,750⟫
Property applied for: rent ⟪price|£1,425 pcm⟫, deposit ⟪price|£1,644⟫
Right to rent: EU settled status, share code ⟪share_code|W4K 7PQ 2XN⟫
"""),

("sms_thread_rent", r"""
⟦PERSON|Bola Adebayo⟧: Morning ⟦PERSON|Ryan⟧, just checking on May's rent, still showing ⟦AMOUNT|£620⟧ outstanding
⟦PERSON|Ryan⟧: So sorry, got paid late. Sending ⟦AMOUNT|£300⟧ now and the rest Friday
⟦PERSON|Bola Adebayo⟧: Ok thanks. Also the boiler man from ⟪org_name|Fairley Heating⟫ is coming Tues 10-12, he'll use the key safe (⟦PASSWORD|0415⟧). His callout is ⟪price|£85⟫ but that's on me
⟦PERSON|Ryan⟧: 👍 will shut ⟪pet_name|Biscuit⟫ in the bedroom lol
⟦PERSON|Bola Adebayo⟧: Haha ok. Rent going up to ⟪price|£650⟫ from ⟪date|September⟫ btw, letter to follow
"""),
]

TEXTS += [
("pet_boarding_form", r"""
⟪org_name|HAPPY TAILS BOARDING KENNELS⟫ — BOOKING FORM
Owner: ⟦PERSON|Wendell Okoro⟧      Mobile: ⟦PHONE|07700 900 462⟧      Alt. contact: ⟦PERSON|Yvonne Okoro⟧ ⟦PHONE|07700 900 463⟧
Home address: ⟦ADDRESS|8 Primrose Hill Close, Solihull B91 3TX⟧
Dog: ⟪pet_name|Duchess⟫ (Labrador, 9 yrs)      Microchip: ⟪microchip|826098100447219⟫
Stay: ⟪date|18/07/2026⟫ – ⟪date|01/08/2026⟫ (14 nights @ ⟪price|£28/night⟫)
Medication: ⟪animal_health|Vetmedin 5 mg⟫ twice daily for ⟪animal_health|heart murmur⟫; ⟪animal_health|Loxicom⟫ with evening meal
Own vet: ⟪org_name|Blythe Veterinary Surgery⟫, ⟦PHONE|0121 496 0580⟧
Deposit paid: ⟦AMOUNT|£80.00⟧
"""),

("pet_travel_certificate", r"""
ANIMAL HEALTH CERTIFICATE (non-commercial movement to the EU) — certificate no. ⟪certificate_no|GB-AHC-26-0318847⟫
Part I — Owner / person responsible: ⟦PERSON|Céline Marchand-Holt⟧
Address: ⟦ADDRESS|Le Clos des Tilleuls, 14 rue du Moulin, 22100 Dinan, France⟧
Telephone: ⟦PHONE|+33 6 55 48 21 07⟧
Animal: dog, ⟪pet_name|Toffee⟫, cocker spaniel, transponder ⟪microchip|250269604418273⟫
Rabies vaccination: ⟪date|02/05/2026⟫, ⟪batch_no|Nobivac Rabies batch A417B02⟫, valid until ⟪date|01/05/2029⟫
Tapeworm treatment (⟪animal_health|praziquantel⟫): given ⟪date|28/06/2026⟫ 10:30
Official veterinarian: ⟦PERSON|Angus Fairbairn⟧ MRCVS, OV no. ⟪registration_no|OV-118204⟫
"""),

("school_trip_consent", r"""
RESIDENTIAL TRIP CONSENT — Year 6, ⟪place|Kingswood Dearne Valley⟫, ⟪date|10–12 June 2026⟫
Child's name: ⟦PERSON|Isla Montgomery-Reid⟧      Date of birth: ⟦DATE_OF_BIRTH|28/11/2014⟧
Medical needs: ⟦MEDICAL|type 1 diabetes⟧ — ⟦MEDICAL|insulin pump (Omnipod)⟧, carb counting at meals; ⟦MEDICAL|Dexcom G7⟧ alarms go to staff phone
Dietary: no pork
Emergency contacts: ⟦PERSON|Fiona Montgomery⟧ (mum) ⟦PHONE|07700 900 318⟧; ⟦PERSON|Andrew Reid⟧ (dad) ⟦PHONE|07700 900 319⟧
Trip cost ⟪price|£189⟫ — paid in instalments; balance paid ⟦AMOUNT|£63⟧ on ⟪date|01/05/2026⟫
I give permission for my child to take part in all activities, including climbing and kayaking.
Signed: ⟦PERSON|F. Montgomery⟧
"""),

("tutoring_enrolment_form", r"""
⟪org_name|BRIGHTPATH LEARNING CENTRE⟫ — ENROLMENT (Summer term)
Student: ⟦PERSON|Noah Abrahamsen⟧    Year: 10    Subjects: Maths, Chemistry
Parent: ⟦PERSON|Ingrid Abrahamsen⟧    Email: ⟦EMAIL|ingrid.abrahamsen@fjellmail.example⟧    Mobile: ⟦PHONE|07700 900 844⟧
Learning needs: ⟦MEDICAL|dyslexia⟧ (assessed 2022) — extra time, cream paper
Fees: ⟪price|£38 per session⟫, 20 sessions, sibling discount ⟪percentage|10%⟫
Payment (card, taken by phone by ⟦PERSON|Helen⟧): ⟦CARD|$card_amex⟧  exp ⟪card_expiry|11/27⟫  CID ⟦CVV|4471⟧
Amount charged: ⟦AMOUNT|£760.00⟧   Receipt ⟪invoice_ref|BP-R-20931⟫
"""),

("driver_onboarding_form", r"""
DRIVER-PARTNER ONBOARDING — ⟪org_name|Zippr Rides Canada⟫ (Toronto hub)
Legal name: ⟦PERSON|Gurpreet Singh Bhullar⟧      Preferred name: ⟦PERSON|Preet⟧
Date of birth: ⟦DATE_OF_BIRTH|1986-12-02⟧      SIN: ⟦NATIONAL_ID|$ca_sin⟧
Address: ⟦ADDRESS|45 Elm Ridge Drive, Unit 1207, Brampton, ON L6Y 5A1⟧
Mobile: ⟦PHONE|+1 416 555 0178⟧      Email: ⟦EMAIL|preet.bhullar@mapleinbox.example⟧
Vehicle: 2021 Toyota Camry Hybrid      Insurance policy: ⟪policy_ref|ON-PAL-7740912⟫
Background check ref: ⟪case_ref|BGC-55-1182⟫ (clear)      Service fee: ⟪percentage|25%⟫ per trip
"""),

("email_food_complaint", r"""
Subject: Order ⟪order_ref|DD-7718204⟫ — ⟦MEDICAL|allergic reaction⟧, refund request

Hi,

I ordered from ⟪org_name|Golden Lotus⟫ through your app last night and clearly wrote "NO PEANUTS — SEVERE ALLERGY" in the notes. The pad thai came with crushed peanuts on top. My son ⟦PERSON|Ezra⟧ (he's 9) had an ⟦MEDICAL|allergic reaction⟧ within minutes — we used his ⟦MEDICAL|EpiPen⟧ and he spent the night at ⟪org_name|Royal Alexandra Children's Hospital⟫ being monitored.

I paid ⟦AMOUNT|£27.40⟧ for the order and I'd like a full refund, plus I expect this restaurant to be investigated.

⟦PERSON|Miriam Castell-Dunn⟧
⟦PHONE|07700 900 925⟧
"""),

("marketplace_dispute_case", r"""
Case ⟪case_ref|5-2026-0448812⟫ — "Item not as described" — status: awaiting seller response
Buyer: ⟦PERSON|Terrence Hollingsworth⟧ (⟦PERSON|terry_hollo⟧)      Seller: ⟪org_name|retro-kit-emporium⟫
Item: ⟪product_code|#334019822751⟫ Nikon F3 body, "fully working"
Buyer says: shutter sticks at 1/2000 and the meter is dead. Sent a video. Wants full refund incl. return postage.
Amount paid by buyer: ⟦AMOUNT|£412.00⟧ (item ⟪price|£399.00⟫ + postage ⟪price|£13.00⟫)
Return label will be sent to: ⟦ADDRESS|27 Beechwood Crescent, Tamworth B77 2LP⟧
Seller must respond by ⟪date|30 May 2026⟫.
"""),

("adjuster_dictation", r"""
Loss adjuster notes, dictated, claim ⟪claim_ref|HC-80455⟫, ⟪org_name|Northgate Direct⟫ home. Visit ⟪date|Tuesday the 9th⟫. Policyholder Mrs ⟦PERSON|Ngozi Ekwueme⟧, that's ⟦PERSON|E-K-W-U-E-M-E⟧, at ⟦ADDRESS|sixty-two Ashby Road, Loughborough, LE11 3AD⟧. Kitchen ceiling collapse from a leaking shower tray upstairs. Insured says she is ⟦MEDICAL|seven months pregnant⟧ and has ⟦MEDICAL|asthma⟧ so alternative accommodation is urgent, mould is visible. Recommend approving ⟪price|up to £150 a night⟫ for up to three weeks. Contents list valued by the insured at ⟦AMOUNT|three thousand four hundred pounds⟧. Her mobile, ⟦PHONE|oh seven seven double-oh nine double-oh four four one⟧. End of notes.
"""),

("email_freight_passport", r"""
Dear Mr ⟦PERSON|Haruto Sakamoto⟧,

Thank you for choosing ⟪org_name|Bluewater International Removals⟫. For UK customs clearance of your personal effects (transfer of residence relief, form ⟪form_code|ToR01⟫) we need:

• a copy of your passport — you sent the old one; the number on your new passport is ⟦PASSPORT|TR4417029⟧, please confirm;
• proof of your UK address: ⟦ADDRESS|Flat 5, 19 Chalcot Square, London NW1 8YA⟧;
• the packing list for container ⟪container_no|MSCU 448201 7⟫.

Our quote of ⟪price|£4,950⟫ was accepted and your deposit of ⟦AMOUNT|£1,485⟧ has been received.

Best regards,
⟦PERSON|Olga Petrenko⟧ | Move coordinator | ⟦PHONE|+44 20 7946 0835⟧
"""),
]

TEXTS += [
("mortgage_fact_find", r"""
FACT FIND — ⟪org_name|Keystone Mortgage Advice⟫ — adviser ⟦PERSON|Tariq Anwar⟧ — ⟪date|19/05/2026⟫
Applicant 1: ⟦PERSON|Daniel Achebe⟧, DOB ⟦DATE_OF_BIRTH|14/02/1988⟧, employed (NHS band 6), basic salary ⟦AMOUNT|£41,608⟧
Applicant 2: ⟦PERSON|Sophie Achebe⟧ née ⟦PERSON|Whitlock⟧, DOB ⟦DATE_OF_BIRTH|05/10/1990⟧, self-employed, 2-yr average net profit ⟦AMOUNT|£29,350⟧
Deposit: ⟦AMOUNT|£45,000⟧ (incl. ⟦AMOUNT|£15,000⟧ gifted by ⟦PERSON|Sophie⟧'s parents)
Target purchase price: ⟪price|£320,000⟫ (2-bed terrace, ⟪place|Headingley⟫)
Health (for protection advice): Applicant 1 — ⟦MEDICAL|Crohn's disease⟧, on ⟦MEDICAL|infliximab⟧ infusions every 8 weeks
Credit history: one missed payment on a store card in 2023
Loan-to-value: ⟪percentage|85.9%⟫
"""),

("csv_eu_payroll", r"""
employee;work_country;home_country_id;iban;net_pay_eur;pay_date
⟦PERSON|Lina Bergström⟧;SE;⟦NATIONAL_ID|$se_pnr⟧;⟦IBAN|$iban_se⟧;⟦AMOUNT|3912,40⟧;⟪date|2026-06-25⟫
⟦PERSON|Aleksi Heinonen⟧;FI;⟦NATIONAL_ID|$fi_hetu⟧;⟦IBAN|$iban_fi⟧;⟦AMOUNT|3377,15⟧;⟪date|2026-06-25⟫
⟦PERSON|Katarzyna Zielińska⟧;PL;⟦NATIONAL_ID|$pl_pesel⟧;⟦IBAN|$iban_pl⟧;⟦AMOUNT|2840,00⟧;⟪date|2026-06-25⟫
⟦PERSON|Javier Ortega Ruiz⟧;ES;⟦NATIONAL_ID|$es_dni⟧;⟦IBAN|$iban_es⟧;⟦AMOUNT|2655,90⟧;⟪date|2026-06-25⟫
⟦PERSON|Thomas Vermeulen⟧;BE;⟦NATIONAL_ID|$be_nn⟧;⟦IBAN|$iban_be⟧;⟦AMOUNT|3490,62⟧;⟪date|2026-06-25⟫
⟦PERSON|Élodie Garnier⟧;FR;⟦NATIONAL_ID|$fr_nir⟧;⟦IBAN|$iban_fr_b⟧;⟦AMOUNT|3104,77⟧;⟪date|2026-06-25⟫
⟦PERSON|Ingrid Solberg⟧;AT;⟦NATIONAL_ID|$no_fnr⟧;⟦IBAN|$iban_at⟧;⟦AMOUNT|3968,00⟧;⟪date|2026-06-25⟫
⟦PERSON|Lorenzo Bianchetti⟧;IT;⟦NATIONAL_ID|$it_cf_b⟧;⟦IBAN|$iban_it⟧;⟦AMOUNT|2987,35⟧;⟪date|2026-06-25⟫
⟦PERSON|Pedro Azevedo⟧;PT;n/a;⟦IBAN|$iban_pt⟧;⟦AMOUNT|2210,50⟧;⟪date|2026-06-25⟫
"""),

("email_holiday_let_deposit", r"""
Subject: Caution / deposit — ⟪org_name|Chalet Les Aiguilles⟫, 2–16 August

Dear ⟦PERSON|Eleanor⟧,

Thank you for staying with us! I have returned your deposit of ⟦AMOUNT|€800⟧ less ⟦AMOUNT|€60⟧ for the broken fondue set, so ⟦AMOUNT|€740⟧ was transferred today.

For next summer the weekly rate is ⟪price|€1,850⟫. To hold the two weeks, please send the deposit of ⟦AMOUNT|€1,110⟧ to my account:

IBAN ⟦IBAN|$iban_fr_wrap⟧
BIC ⟪swift_bic|CCBPFRPPANN⟫

Bien à vous,
⟦PERSON|Martine Dubreuil⟧
⟦ADDRESS|118 route du Semnoz, 74000 Annecy⟧ · ⟦PHONE|+33 4 50 55 21 90⟧
"""),

("release_notes", r"""
## claims-gateway ⟪version|4.2.0⟫ — ⟪date|2026-06-30⟫

### Fixed
- Webhook retries no longer double-charge excess payments (⟪pr_ref|#1204⟫, thanks @⟦PERSON|lucia-ferreyra⟧)
- Rate limiter trusts `X-Forwarded-For` only from proxies in ⟪cidr|10.0.0.0/8⟫

### Changed
- Minimum Node is now ⟪version|20.11⟫; `jsonwebtoken` bumped to ⟪version|9.0.2⟫
- Default listen port is now ⟪port|8443⟫

### Security
- The docs now use AWS's published example key ⟪placeholder|AKIAIOSFODNN7EXAMPLE⟫ instead of a real-looking one
"""),

("phone_order_transcript", r"""
Call ⟪ticket_ref|#CALL-30917⟫ · ⟪org_name|Fernhill Garden Centre⟫ mail order · agent ⟦PERSON|Becky⟧
AGENT: So that's the two olive trees and the slate planter. Can I take a name for the order?
CUSTOMER: ⟦PERSON|Gordon Mackintosh⟧.
AGENT: And the delivery address?
CUSTOMER: ⟦ADDRESS|Braeside, 3 Kirk Wynd, Crieff PH7 4BD⟧.
AGENT: Lovely. Card number when you're ready.
CUSTOMER: ⟦CARD|$card_discover⟧, expiry ⟪card_expiry|04/29⟫, and the three on the back are ⟦CVV|572⟧.
AGENT: Thank you. The trees are ⟪price|£89.99⟫ each and the planter ⟪price|£34.50⟫, delivery ⟪price|£12.00⟫, so I've charged ⟦AMOUNT|£226.48⟧ today.
"""),
]
