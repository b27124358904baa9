# English texts for corpus_blind23. Written by hand, one at a time.
TEXTS = []
T = TEXTS.append

T(("funeral_arrangement_email", """
Subject: Arrangements for the late ⟦PERSON|Harold Jessop⟧ – our ref ⟪case_ref|FD-24-0913⟫

Dear Mrs ⟦PERSON|Jessop⟧,

Thank you for meeting with ⟦PERSON|Gareth⟧ and me at ⟪org_name|Pendle & Sons Funeral Directors⟫ on ⟪date|Tuesday 14 October⟫.
As discussed, the service will take place at ⟪place|Burnley Crematorium⟫ at ⟪time|11:30⟫. The estimate you signed
comes to ⟦AMOUNT|£4,286.50⟧, of which ⟦AMOUNT|£1,000.00⟧ was paid as a deposit today by card.

Our standard simple cremation package is advertised at ⟪price|£2,950⟫ and the limousine at ⟪price|£325⟫ per car.

Please send the green form from the registrar to ⟦EMAIL|arrangements@pendlesons-funerals.co.uk⟧ or drop it at
⟦ADDRESS|41 Colne Road, Burnley BB10 1LQ⟧. You can reach me directly on ⟦PHONE|07700 900418⟧.

With sympathy,
⟦PERSON|Moira Threlfall⟧
Funeral Arranger
"""))

T(("probate_solicitor_letter_ocr", """
⟪org_name|KENDRICK HALE LLP⟫                                   Our ref: ⟪case_ref|PRB/7731/JK⟫
Solicitors & Estate Planners                        Date: ⟪date|3 November 2025⟫

Re: Estate of ⟦PERSON|Winifred May Oduya⟧ (deceased), date of birth ⟦DATE_OF_BIRTH|17/02/1938⟧

Dear Mr ⟦PERSON|Oduya⟧,

We confirm the grant of probate was issued on ⟪date|28 October 2025⟫. Following the sale of the property at
⟦ADDRESS|9 Larch Close, Headington, Oxford OX3 7QP⟧ the net estate stands at ⟦AMOUNT|£312,418.77⟧.
Your one-third share of ⟦AMOUNT|£104,139.59⟧ will be transferred to the account you nominated:

    Account name: ⟦PERSON|Samuel K. Oduya⟧
    IBAN: ⟦IBAN|$iban_gb1⟧

Our fees as per the engagement letter (⟪price|£2,400 + VAT⟫ fixed) have already been deducted.
Her National Insurance number ⟦NATIONAL_ID|$uk_nino1⟧ has been notified to HMRC for the final tax return.

Yours sincerely,
⟦PERSON|J. Kendrick⟧
"""))

T(("wedding_venue_whatsapp", """
[⟪timestamp|12/03/2026, 19:42⟫] ⟦PERSON|Chloe⟧: hiya! it's ⟦PERSON|Chloe Marchetti⟧ again re the ⟪date|22 August⟫ wedding 💍
[⟪timestamp|12/03/2026, 19:43⟫] ⟦PERSON|Chloe⟧: we've just sent the second instalment of ⟦AMOUNT|£3,750⟧ from ⟦PERSON|Dan⟧'s account
[⟪timestamp|12/03/2026, 19:51⟫] ⟪org_name|Thornbury Barn⟫ Events: Lovely, thanks ⟦PERSON|Chloe⟧! I can see it. Balance remaining is ⟦AMOUNT|£6,120⟧ due 8 weeks before
[⟪timestamp|12/03/2026, 19:52⟫] ⟪org_name|Thornbury Barn⟫ Events: btw the late bar extension is ⟪price|£450⟫ if you still want it
[⟪timestamp|12/03/2026, 19:55⟫] ⟦PERSON|Chloe⟧: yes pls. also my nan ⟦PERSON|Iris⟧ is in a wheelchair, is the ceremony room step free?
[⟪timestamp|12/03/2026, 19:58⟫] ⟪org_name|Thornbury Barn⟫ Events: it is 🙂 ramp on the left side of the courtyard
"""))

T(("caterer_dietary_spreadsheet_csv", """
table,guest_name,meal,dietary_notes,plus_one
1,⟦PERSON|Amelia Grant⟧,beef,,no
1,⟦PERSON|Ravi Kapoor⟧,veg,⟦MEDICAL|coeliac disease⟧ - strict gluten free,yes
2,⟦PERSON|Hannah O'Keefe⟧,fish,⟦MEDICAL|severe peanut allergy⟧ (carries ⟦MEDICAL|EpiPen⟧),no
2,⟦PERSON|Tom Whitlock⟧,beef,,no
3,Grandad ⟦PERSON|Len⟧,soft,⟦MEDICAL|dysphagia⟧ - puree,no
3,⟦PERSON|Bea Whitlock⟧,kids,,no
# menu: 3 courses @ ⟪price|£68.00⟫ pp, kids @ ⟪price|£24.00⟫ pp, quote ⟪invoice_no|Q-5521⟫
"""))

T(("driving_lesson_sms", """
Hi ⟦PERSON|Josh⟧, ⟦PERSON|Kev⟧ here from ⟪org_name|Clearview Driving School⟫. Lesson moved to Thu ⟪time|4pm⟫, pick up from ⟦ADDRESS|27 Mill Lane, Stockport SK4 2HD⟧. You still owe ⟦AMOUNT|£64⟧ for the last two. Block of 10 is ⟪price|£340⟫ if you want it. Cheers
"""))

T(("dvla_licence_form_ocr", """
D1 APPLICATION FOR A DRIVING LICENCE          Form ref ⟪product_code|D1/0925⟫
Section 1 - Your details
Surname: ⟦PERSON|NAKAMURA-BELL⟧         First names: ⟦PERSON|Elise Hana⟧
Date of birth: ⟦DATE_OF_BIRTH|06 11 1999⟧
Address: ⟦ADDRESS|Flat 3, 118 Gloucester Road, Bristol BS7 8NJ⟧
National Insurance No: ⟦NATIONAL_ID|$uk_nino2⟧
UK passport number (for photo): ⟦PASSPORT|548213907⟧
Section 3 - Health
Do you have ⟪health_term|epilepsy⟫, ⟪health_term|diabetes⟫ treated with insulin, or any condition listed?  [X] YES
If yes give details: ⟦MEDICAL|type 1 diabetes⟧, using ⟦MEDICAL|Libre 2 glucose sensor⟧
Fee enclosed: ⟦AMOUNT|£34.00⟧      Vehicle reg (if any): ⟪plate|WU19 KXR⟫
"""))

T(("instructor_cancellation_email", """
From: ⟦PERSON|Priyanka Shah⟧ <⟦EMAIL|priyanka@shahdrivingtuition.co.uk⟧>
To: ⟦EMAIL|d.mcallister98@gmail.com⟧
Subject: Test day ⟪date|19 Jan⟫

Hi ⟦PERSON|Declan⟧,

Your practical test is booked at ⟪place|Wood Green test centre⟫, ⟪time|08:57⟫, booking ref ⟪booking_ref|48813907⟫.
I'll collect you at ⟪time|7:45⟫ in the ⟪plate|LR71 OPT⟫ car. The test-day hire is ⟪price|£85⟫; you've paid ⟦AMOUNT|£85.00⟧ already so nothing more to pay.
If you're still taking the ⟦MEDICAL|propranolol⟧ for nerves, please check with your GP it's okay to drive on it.

Best,
⟦PERSON|Priyanka⟧
⟦PHONE|07700 900662⟧
"""))

T(("optician_recall_letter", """
⟪org_name|Harrow Hill Opticians⟫
⟦ADDRESS|212 Station Road, Harrow HA1 2RH⟧   Tel ⟦PHONE|020 7946 0381⟧

Mr ⟦PERSON|D. Folarin⟧
⟦ADDRESS|16 Byron Avenue, Wembley HA0 4EF⟧

Dear ⟦PERSON|Daniel⟧,
Your last eye examination on ⟪date|02/09/2024⟫ found ⟦MEDICAL|early nuclear cataract⟧ in the left eye and
⟦MEDICAL|raised intraocular pressure (24 mmHg)⟧. Ms ⟦PERSON|Okafor⟧ asked that you return within 12 months.
NHS sight tests are free for over-60s; private OCT scans cost ⟪price|£35⟫.
Patient no: ⟪ticket_id|HHO-009812⟫
"""))

T(("hearing_aid_invoice", """
INVOICE ⟪invoice_no|INV-2025-3387⟫                        ⟪org_name|ClearSound Hearing Centre⟫
Bill to: Mrs ⟦PERSON|Patricia Lomax⟧, ⟦ADDRESS|5 Orchard Way, Ilkley LS29 8QA⟧
--------------------------------------------------------------------
Item                                              Qty   Line total
⟦MEDICAL|Phonak Audéo L90-R hearing aids (pair)⟧           1   ⟦AMOUNT|£3,190.00⟧
Aftercare plan, 4 years                             1   ⟦AMOUNT|£240.00⟧
Less trade-in (old Oticon pair)                          -⟦AMOUNT|£150.00⟧
--------------------------------------------------------------------
TOTAL PAID                                                ⟦AMOUNT|£3,280.00⟧
Paid by card ⟪masked_card|**** **** **** 4471⟫   auth ⟪otp_code|083114⟫
Audiogram: ⟦MEDICAL|moderate bilateral sensorineural hearing loss⟧
Audiologist: ⟦PERSON|Ben Achterberg⟧ RHAD
"""))

T(("rehab_intake_note", """
INTAKE ASSESSMENT – ⟪org_name|Meadowbank Recovery⟫ (residential)        Bed ⟪seat_no|B-14⟫
Client: ⟦PERSON|Connor Byrne⟧   DOB ⟦DATE_OF_BIRTH|30/07/1991⟧   Keyworker: ⟦PERSON|Sian⟧
Presenting: ⟦MEDICAL|alcohol dependence⟧, daily intake ~ 2 bottles wine; previous ⟦MEDICAL|withdrawal seizure⟧ in 2023.
Meds on admission: ⟦MEDICAL|chlordiazepoxide 20mg QDS⟧ reducing over 7 days, ⟦MEDICAL|thiamine 100mg⟧.
Next of kin: ⟦PERSON|Aoife Byrne⟧ (sister) ⟦PHONE|07700 900245⟧
Funding: self-funded, 28-day programme ⟪price|£8,400⟫; deposit received ⟦AMOUNT|£2,000⟧.
"""))

T(("rehab_group_chat_telegram", """
⟦PERSON|mikey_r⟧: day 41 clean today lads 🙏
⟦PERSON|Gaz⟧: proper proud of you ⟦PERSON|Mikey⟧
⟦PERSON|mikey_r⟧: cheers. methadone script down to ⟦MEDICAL|30ml methadone⟧ now, Dr ⟦PERSON|Rahman⟧ says maybe 25 next month
sunrise_walker: meeting still ⟪time|7pm⟫ at ⟪place|St Luke's hall⟫?
⟦PERSON|Gaz⟧: yeah. door code for the side entrance is ⟦PASSWORD|4471#⟧ if the caretaker's not there
"""))

T(("sexual_health_results_sms", """
⟪org_name|Archway Sexual Health⟫: Hi ⟦PERSON|Lewis⟧, your results from ⟪date|04/02⟫ are ready. Please call ⟦PHONE|0300 555 0187⟧ and quote ⟪ticket_id|ASH-77120⟫. We can't give results by text. Reply STOP to opt out.
"""))

T(("gum_clinic_letter_to_gp", """
CONFIDENTIAL – GUM clinic correspondence
To: Dr ⟦PERSON|Helen Marsh⟧, ⟪org_name|Riverside Medical Practice⟫
Re: ⟦PERSON|Kwame Asante-Boateng⟧, DOB ⟦DATE_OF_BIRTH|12.09.1987⟧, clinic no ⟪case_ref|GU-559301⟫

Dear ⟦PERSON|Helen⟧,
Mr ⟦PERSON|Asante-Boateng⟧ attended on ⟪date|21 March 2026⟫. He tested positive for ⟦MEDICAL|chlamydia trachomatis⟧ and was
treated with ⟦MEDICAL|doxycycline 100mg BD for 7 days⟧. He is on ⟦MEDICAL|PrEP (Truvada)⟧ and his
⟦MEDICAL|HIV test⟧ was negative. Partner notification has been completed.
Kind regards, Dr ⟦PERSON|F. Ibekwe⟧, Consultant GUM
"""))

T(("prep_online_order_form", """
Order ⟪order_id|#PX-208831⟫ — ⟪org_name|freshprep.example⟫
Name: ⟦PERSON|Jordan Ellery⟧
Email: ⟦EMAIL|jordan.ellery@protonmail.com⟧
Delivery: ⟦ADDRESS|Apt 6, 22 Canal Street, Manchester M1 3HE⟧
Items: ⟦MEDICAL|emtricitabine/tenofovir 200/245mg⟧ x 90 tablets
Card: ⟦CARD|$card_visa1⟧   Exp ⟪card_expiry|09/28⟫   CVC ⟦CVV|318⟧
Subtotal ⟦AMOUNT|£54.90⟧ (catalogue price ⟪price|£61.00⟫ less ⟪percentage|10%⟫ member discount)
"""))

T(("fit_note_dictation", """
Dictation, Dr ⟦PERSON|Olusegun Ade⟧, ⟪org_name|Parkside Occupational Health⟫, ⟪date|fourteenth of May⟫.
Re Mrs ⟦PERSON|Joanne Kettering⟧, warehouse operative at ⟪org_name|Halden Logistics⟫, employee number ⟪ticket_id|HL-40219⟫.
She has ⟦MEDICAL|lumbar disc prolapse at L4-L5⟧ with ⟦MEDICAL|left sciatica⟧, currently on ⟦MEDICAL|naproxen 500 milligrams twice daily⟧.
Recommend phased return, no lifting over ⟪measurement|10 kilograms⟫ for six weeks. Full stop. Copy to ⟦PERSON|Sandra⟧ in HR,
⟦EMAIL|sandra.pike@haldenlogistics.co.uk⟧. End of dictation.
"""))

T(("occ_health_referral_ticket", """
Ticket ⟪ticket_id|OH-2291⟫ | Priority: normal | Opened ⟪timestamp|2026-01-08 09:14⟫
Manager: ⟦PERSON|Lars Eriksen⟧ (⟦EMAIL|l.eriksen@nordmarine.no⟧)
Employee: ⟦PERSON|Kjersti Holm⟧, personnummer on file
Reason: recurring absence, 23 days in ⟪duration|6 months⟫. Employee disclosed ⟦MEDICAL|generalised anxiety disorder⟧ and is
taking ⟦MEDICAL|sertraline 50mg⟧. Request adjustments advice. Salary continuation currently ⟦AMOUNT|NOK 41,200⟧/month.
"""))

T(("gym_membership_signup_json", """
{
  "member_id": "⟪ticket_id|GYM-0048821⟫",
  "name": "⟦PERSON|Tasha Ndlovu⟧",
  "dob": "⟦DATE_OF_BIRTH|1996-04-23⟧",
  "email": "⟦EMAIL|tasha.ndlovu96@outlook.com⟧",
  "mobile": "⟦PHONE|+44 7700 900731⟧",
  "plan": {"code": "⟪product_code|OFFPEAK-12⟫", "list_price": "⟪price|29.99⟫"},
  "health_questionnaire": {"conditions": "⟦MEDICAL|asthma⟧, ⟦MEDICAL|previous ACL reconstruction (right knee)⟧"},
  "direct_debit": {"iban": "⟦IBAN|$iban_gb2⟧", "first_payment": "⟦AMOUNT|44.99⟧"},
  "club": "⟪place|Leeds Kirkstall⟫"
}
"""))

T(("personal_trainer_dm", """
hey ⟦PERSON|marcus⟧ it's ⟦PERSON|jen⟧ 👋 just sent you ⟦AMOUNT|£180⟧ for the next 6 sessions (your rate card says ⟪price|£35⟫ each but you said 180 for the block, hope that's still ok). physio said my ⟦MEDICAL|rotator cuff tear⟧ is healing so can we go back to overhead stuff slowly? also my knee is fine now. see you ⟪date|weds⟫ ⟪time|6:30⟫ 💪
"""))

T(("childminder_registration_form", """
⟪org_name|Little Acorns Childminding⟫ — Child Registration Form
Child's name: ⟦PERSON|Ruby Adeyemi-Clarke⟧      Date of birth: ⟦DATE_OF_BIRTH|14/06/2022⟧
Parent/carer 1: ⟦PERSON|Funmi Adeyemi⟧   Mobile: ⟦PHONE|07700 900883⟧   Work: ⟦PHONE|0161 496 0722⟧
Parent/carer 2: ⟦PERSON|Jack Clarke⟧     Mobile: ⟦PHONE|07700 900129⟧
Home address: ⟦ADDRESS|31 Beech Grove, Sale M33 6RT⟧
Allergies / medical: ⟦MEDICAL|eczema⟧ (uses ⟦MEDICAL|Epimax cream⟧), ⟦MEDICAL|egg allergy⟧
Authorised collectors: Granny ⟦PERSON|Pat⟧ (password ⟦PASSWORD|bluebell⟧), Uncle ⟦PERSON|Femi⟧
Funded hours: 30 (code ⟪ticket_id|50021938447⟫)  Additional hours @ ⟪price|£6.50⟫/hr
"""))

T(("au_pair_agency_email", """
From: ⟦EMAIL|placements@aupairbridge.eu⟧
To: ⟦PERSON|Sophie Lindqvist⟧ <⟦EMAIL|sophie.lindqvist@telia.se⟧>
Subject: Your host family match – ⟪case_ref|APB-SE-1182⟫

Hej ⟦PERSON|Sophie⟧,
Great news: the ⟦PERSON|Hartmann⟧ family in ⟪place|Freiburg⟫ would love to welcome you from ⟪date|1 September⟫. Pocket money will be
⟦AMOUNT|€280⟧ per month plus a ⟦AMOUNT|€70⟧ travel allowance. For the visa-free registration they need your passport
number (⟦PASSPORT|AA8273561⟧ as on your profile) and personnummer ⟦NATIONAL_ID|$se_pnr1⟧.
Host mother: ⟦PERSON|Katrin Hartmann⟧, ⟦PHONE|+49 761 4586 2207⟧.
Agency fee (⟪price|€150⟫) is paid by the family.
Viele Grüße, ⟦PERSON|Anja⟧ – ⟪org_name|AuPair Bridge⟫
"""))

T(("self_assessment_notes", """
Client: ⟦PERSON|Oliver Penhaligon⟧ — SA tax year ⟪date|2024-25⟫ — UTR on file, NI ⟦NATIONAL_ID|$uk_nino3⟧
- Self-employment turnover (photography): ⟦AMOUNT|£48,215⟧, allowable expenses ⟦AMOUNT|£9,870⟧
- Rental income ⟪place|Truro⟫ flat: ⟦AMOUNT|£11,400⟧ gross
- Payments on account made: ⟦AMOUNT|£3,102.40⟧ (Jan) + ⟦AMOUNT|£3,102.40⟧ (Jul)
- Personal allowance ⟪price|£12,570⟫, higher-rate threshold ⟪price|£50,270⟫ (for reference only)
- Balancing payment due ⟪date|31 Jan 2026⟫: ⟦AMOUNT|£2,871.15⟧
Our fee: ⟪price|£425⟫ as quoted. Prepared by ⟦PERSON|AS⟧ / reviewed by ⟦PERSON|Ewan Tregear⟧.
"""))

T(("vat_return_email_thread", """
> On ⟪date|Mon 6 Oct⟫, ⟦PERSON|Becky Fairweather⟧ <⟦EMAIL|becky@fairweather-bakes.co.uk⟧> wrote:
> Hi ⟦PERSON|Naveed⟧, attached is the Xero export for ⟪date|Q3⟫. Sorry it's late!

Hi ⟦PERSON|Becky⟧,
Thanks. Box 1 output VAT is ⟦AMOUNT|£7,412.60⟧, box 4 input VAT ⟦AMOUNT|£2,958.11⟧, so the net payable in box 5 is
⟦AMOUNT|£4,454.49⟧. Payment must reach HMRC by ⟪date|7 November⟫. The flat-rate scheme rate for bakeries is ⟪percentage|9%⟫
which wouldn't help you at this turnover. VAT reg no ⟪ticket_id|GB 294 7718 06⟫.
⟦PERSON|Naveed Chaudhry⟧ ACCA | ⟪org_name|Chaudhry & Co Accountants⟫ | ⟦PHONE|0113 496 0555⟧
"""))

T(("mortgage_fact_find", """
MORTGAGE FACT FIND — ⟪org_name|Keystone Mortgage Solutions⟫     Case ⟪case_ref|KMS-25-6610⟫
Applicant 1: ⟦PERSON|Ifeoma Nwachukwu⟧   DOB ⟦DATE_OF_BIRTH|09/03/1990⟧   NI ⟦NATIONAL_ID|$uk_nino4⟧
Applicant 2: ⟦PERSON|Peter Hollis⟧       DOB ⟦DATE_OF_BIRTH|25/11/1988⟧
Current address: ⟦ADDRESS|Flat 12, Marlowe House, 7 Kings Road, Reading RG1 3AR⟧
Basic salary A1: ⟦AMOUNT|£52,000⟧   A2: ⟦AMOUNT|£38,500⟧ + bonus ⟦AMOUNT|£4,200⟧
Deposit (savings + gift from Mrs ⟦PERSON|Hollis⟧ senior): ⟦AMOUNT|£45,000⟧
Purchase price ⟪price|£365,000⟫; 5-yr fix product ⟪product_code|NWX-5F-85⟫ at ⟪percentage|4.29%⟫
Broker fee ⟪price|£499⟫ payable on offer.
Health: A1 – ⟦MEDICAL|hypothyroidism⟧ (⟦MEDICAL|levothyroxine 75mcg⟧) – for protection quote only
"""))

T(("surveyor_level3_extract", """
RICS Level 3 Building Survey — ⟦ADDRESS|Rosemount, 4 Church Walk, Ludlow SY8 1AY⟧
Client: Mr & Mrs ⟦PERSON|Abernethy⟧   Surveyor: ⟦PERSON|Claire Voss⟧ MRICS   Inspection ⟪date|17/06/2025⟫
Condition rating 3 — Roof: slipped slates to rear slope; estimated repair ⟪price|£1,800–£2,500⟫.
Condition rating 2 — Damp: readings of ⟪percentage|28%⟫ WME to party wall. ⟪health_term|Mould⟫ noted in bathroom.
Market value in current condition: ⟪price|£410,000⟫. Reinstatement cost for insurance: ⟪price|£385,000⟫.
"""))

T(("police_witness_statement", """
WITNESS STATEMENT (CJ Act 1967, s.9; MC Rules 1981, r.70)
URN: ⟪case_ref|42/SX/1187/25⟫     Crime ref: ⟪case_ref|CR/0048812/25⟫
Statement of: ⟦PERSON|Deborah Ann Kellaway⟧       Age if under 18: over 18       Occupation: nurse
Address: ⟦ADDRESS|58 Fernhill Road, Crawley RH10 6JX⟧   Tel: ⟦PHONE|07700 900354⟧

On ⟪date|Saturday 9th August⟫ at about ⟪time|23:40⟫ I was walking home along ⟪place|Queensway⟫. I saw a man I now know as
⟦PERSON|Liam Docherty⟧ push ⟦PERSON|Ryan⟧ into the bus shelter. ⟦PERSON|Ryan⟧ hit his head and was bleeding from above the eye.
I gave first aid until PC ⟦PERSON|Okonjo⟧ 4471 arrived. ⟦PERSON|Docherty⟧ drove off in a silver Corsa, registration ⟪plate|KP17 ZWD⟫.
Signed: ⟦PERSON|D. Kellaway⟧
"""))

T(("victim_support_callback_note", """
VS call log ⟪timestamp|2026-02-11 14:05⟫ — caseworker ⟦PERSON|Rachel⟧
Spoke to Mrs ⟦PERSON|Okoro⟧ re burglary, crime ref ⟪case_ref|MPS-2602-33817⟫. She lost jewellery valued ~ ⟦AMOUNT|£2,300⟧ and
⟦AMOUNT|£400⟧ cash. Very shaken, not sleeping, GP prescribed ⟦MEDICAL|zopiclone 3.75mg⟧. Asked us to call her son ⟦PERSON|Chidi⟧
instead on ⟦PHONE|07700 900567⟧. Key-safe code changed to ⟦PASSWORD|2 9 0 4⟧, old one was given to the locksmith.
Referred to ⟪org_name|Safer Homes Scheme⟫ (free lock fitting up to ⟪price|£150⟫).
"""))

T(("employment_tribunal_et1_extract", """
Employment Tribunals — Claim form ET1   Case number: ⟪case_ref|2204518/2025⟫
1.1 Title: Ms   1.2 First name: ⟦PERSON|Grace⟧   Surname: ⟦PERSON|Oyelaran⟧
1.3 Date of birth: ⟦DATE_OF_BIRTH|19/01/1979⟧
1.5 Address: ⟦ADDRESS|74 Southcote Rise, Ruislip HA4 7LJ⟧
2.1 Respondent: ⟪org_name|Bellhaven Care Homes Ltd⟫, ⟦ADDRESS|Unit 4, Axis Park, Watford WD18 8TE⟧
6.1 Pay before tax: ⟦AMOUNT|£2,340⟧ monthly;  notice pay claimed ⟦AMOUNT|£4,680⟧
8.2 Details: I was dismissed while off sick with ⟦MEDICAL|breast cancer⟧ receiving ⟦MEDICAL|chemotherapy⟧. My manager ⟦PERSON|Trevor Bale⟧
said I was "no longer reliable".
Acas early conciliation no: ⟪ticket_id|R184229/25/71⟫
"""))

T(("county_court_judgment_letter", """
IN THE COUNTY COURT BUSINESS CENTRE          Claim No: ⟪case_ref|K9QZ41R2⟫
Claimant: ⟪org_name|Lowell Portfolio I Ltd⟫
Defendant: Mr ⟦PERSON|Stuart Pilkington⟧, ⟦ADDRESS|2 Hawthorn Terrace, Durham DH1 4QN⟧
Judgment for the claimant. The defendant must pay ⟦AMOUNT|£1,846.22⟧ (including court fee ⟪price|£115⟫ and costs ⟪price|£80⟫) by
instalments of ⟦AMOUNT|£60⟧ per month starting ⟪date|01/12/2025⟫.
"""))

T(("ha_configuration_yaml", """
# /config/configuration.yaml  – ⟦PERSON|pieter⟧'s house, HA ⟪version|2025.11.2⟫
homeassistant:
  name: Home
  latitude: ⟪measurement|52.0907⟫
  longitude: ⟪measurement|5.1214⟫
  time_zone: Europe/Amsterdam
http:
  server_port: ⟪port|8123⟫
  use_x_forwarded_for: true
  trusted_proxies:
    - ⟪cidr|172.30.33.0/24⟫
    - ⟦IP_ADDRESS|192.168.1.40⟧
mqtt:
  broker: ⟦IP_ADDRESS|192.168.1.12⟧
  username: ⟦PERSON|pieter⟧
  password: ⟦PASSWORD|Zonnebloem!2019⟧
camera:
  - platform: generic
    stream_source: rtsp://admin:⟦SECRET|Tuinhek88⟧@⟦IP_ADDRESS|192.168.1.61⟧:⟪port|554⟫/Streaming/Channels/101
notify:
  - name: ⟦PERSON|pieter⟧_phone
    platform: smtp
    sender: ⟦EMAIL|pieter.devries@ziggo.nl⟧
"""))

T(("zigbee2mqtt_config", """
# zigbee2mqtt configuration.yaml
homeassistant: true
permit_join: false
mqtt:
  base_topic: zigbee2mqtt
  server: mqtt://⟦IP_ADDRESS|10.0.20.5⟧:⟪port|1883⟫
  user: z2m
  password: ⟦PASSWORD|$mqtt_pw1⟧
serial:
  port: /dev/ttyUSB0
advanced:
  network_key: ⟦SECRET|$zigbee_netkey1⟧
  pan_id: ⟪app_id|6754⟫
  channel: 15
frontend:
  port: ⟪port|8080⟫
  host: ⟪bind_address|0.0.0.0⟫
devices:
  '0x00158d0004a1b2c3':
    friendly_name: ⟦PERSON|emma⟧_bedroom_sensor
"""))

T(("postfix_maillog", """
⟪timestamp|Nov 18 03:12:44⟫ mx1 postfix/smtpd[21877]: connect from unknown[⟦IP_ADDRESS|185.220.101.47⟧]
⟪timestamp|Nov 18 03:12:45⟫ mx1 postfix/smtpd[21877]: warning: unknown[⟦IP_ADDRESS|185.220.101.47⟧]: SASL LOGIN authentication failed: UGFzc3dvcmQ6
⟪timestamp|Nov 18 03:12:51⟫ mx1 postfix/smtpd[21880]: ⟪hash|4F2A81C03B⟫: client=mail-wr1-f52.google.com[⟦IP_ADDRESS|209.85.221.52⟧]
⟪timestamp|Nov 18 03:12:51⟫ mx1 postfix/cleanup[21884]: ⟪hash|4F2A81C03B⟫: message-id=<CAH7x=⟪hash|q9Lw2@mail.gmail.com⟫>
⟪timestamp|Nov 18 03:12:52⟫ mx1 postfix/qmgr[1022]: ⟪hash|4F2A81C03B⟫: from=<⟦EMAIL|aisha.bello.ng@gmail.com⟧>, size=48213, nrcpt=1
⟪timestamp|Nov 18 03:12:52⟫ mx1 postfix/local[21886]: ⟪hash|4F2A81C03B⟫: to=<⟦EMAIL|f.morrow@morrowlegal.ie⟧>, relay=local, status=sent
⟪timestamp|Nov 18 03:13:02⟫ mx1 postfix/smtp[21890]: connect to mx.example.net[⟪doc_ip|198.51.100.23⟫]:⟪port|25⟫: Connection timed out
"""))

T(("dkim_dns_setup_ticket", """
Ticket ⟪ticket_id|#88213⟫ – DKIM failing for morrowlegal.ie
Customer: ⟦PERSON|Fiona Morrow⟧ (⟦PHONE|+353 1 555 0143⟧)
I regenerated the selector ⟪product_code|mx2025⟫. TXT record to publish:
  mx2025._domainkey  IN TXT "v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAu3x..."   (public key, fine to share)
SPF: "v=spf1 ip4:⟦IP_ADDRESS|81.17.240.18⟧ include:spf.protection.outlook.com -all"
Private key is on the server at /etc/opendkim/keys/mx2025.private:
⟦SECRET|$dkim_priv1⟧
cPanel login for the account is ⟦PERSON|fmorrow⟧ / ⟦PASSWORD|Liffey#Court7⟧ – please ask her to change it after.
Agent: ⟦PERSON|Tadhg⟧
"""))

T(("discord_bot_env", """
# .env for ⟪org_name|Skyrim Together⟫ modding helper bot
DISCORD_TOKEN=⟦APIKEY|$discord_bot1⟧
DISCORD_GUILD_ID=⟪app_id|1093847561203948572⟫
WEBHOOK_MODLOG=⟦SECRET|$discord_hook1⟧
NEXUS_API_KEY=⟦APIKEY|$datadog1⟧
OWNER=⟦PERSON|thorvald_k⟧
LOG_LEVEL=info
PORT=⟪port|3000⟫
"""))

T(("discord_mod_report", """
**#mod-reports** — ⟪timestamp|Today at 21:07⟫
**⟦PERSON|kasia.w⟧**: user "frostbyte" is selling a "mod pack" and asking for ⟦AMOUNT|$15⟧ PayPal, he DMed 3 of us
**⟦PERSON|kasia.w⟧**: also he posted someone's home address in #general: ⟦ADDRESS|1408 Alder Creek Dr, Boise, ID 83709⟧ 😡
**RuneWarden**: deleted + banned. ⟦PERSON|Kasia⟧ can you grab the msg id for the Trust & Safety report
**⟦PERSON|kasia.w⟧**: ⟪app_id|1187702345619836928⟫
**RuneWarden**: ty. mod pack is ⟪version|v3.4.1⟫ btw, the real one is free on the Nexus
"""))

T(("github_actions_workflow", """
name: publish
on:
  push:
    tags: ['v*']
jobs:
  pypi:
    runs-on: ubuntu-24.04
    steps:
      - uses: actions/checkout@⟪commit_sha|$sha1⟫  # ⟪version|v4.2.2⟫
      - uses: actions/setup-python@v5
        with: {python-version: '⟪version|3.12⟫'}
      - run: python -m build
      - name: upload
        env:
          TWINE_USERNAME: __token__
          # TODO(⟦PERSON|mleclerc⟧): move to secrets before merging!!
          TWINE_PASSWORD: ⟦APIKEY|$pypi1⟧
        run: twine upload dist/*
"""))

T(("security_advisory_draft", """
## GHSA draft: path traversal in `tarsafe.extract()` (affects < ⟪version|2.3.0⟫)

Reported by ⟦PERSON|Nadia Petrov⟧ (⟦EMAIL|nadia.petrov@pm.me⟧) on ⟪date|2025-09-30⟫. CVE requested: ⟪case_ref|CVE-2025-41877⟫.
Fixed in commit ⟪commit_sha|$sha3⟫; patched release ⟪version|2.3.0⟫ published by @⟦PERSON|jbaptiste⟧.

Credit: ⟦PERSON|Nadia Petrov⟧, with help from ⟦PERSON|Tomás⟧.
Severity: ⟪percentage|7.5⟫ (CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:N/A:N)
Bounty paid via GitHub Sponsors: ⟦AMOUNT|$500⟧
"""))

T(("npmrc_leak_issue_comment", """
@⟦PERSON|ayanna-cole⟧ heads up — your last commit ⟪commit_sha|$sha4⟫ added `.npmrc` to the repo:

```
//registry.npmjs.org/:_authToken=⟦APIKEY|$npm1⟧
email=⟦EMAIL|ayanna.cole@fastmail.com⟧
```

npm will auto-revoke it once they detect it but please rotate anyway and force-push. Package `⟪product_code|left-padder⟫@⟪version|1.0.9⟫` is fine.
— ⟦PERSON|Jonas⟧
"""))

T(("public_health_article", """
Winter vaccines: who is eligible this year?

The ⟪org_name|NHS⟫ is offering the ⟪health_term|flu vaccine⟫ to everyone aged 65 and over, pregnant women and people with
long-term conditions such as ⟪health_term|COPD⟫, ⟪health_term|heart disease⟫ or ⟪health_term|diabetes⟫. The ⟪health_term|COVID-19 booster⟫ is
available to over-75s and care home residents from ⟪date|1 October⟫. Pharmacies charge ⟪price|£18⟫ to ⟪price|£22⟫ for a private flu
jab if you are not eligible. Book online or call ⟪org_name|NHS 111⟫.
"""))

T(("router_release_notes", """
⟪org_name|NetWave⟫ AX3000 firmware ⟪version|1.4.7⟫ (build ⟪build_id|240917⟫) – release notes

* Fixed: WPA3 transition mode dropping clients after ⟪duration|12 h⟫
* Fixed: DHCP pool ignored when LAN set to ⟪cidr|10.0.0.0/8⟫
* Changed: default admin UI now at http://⟪doc_ip|192.0.2.1⟫ in docs screenshots; device uses its own LAN address
* Known issue: IPv6 prefix delegation on ⟪cidr|2001:db8:44::/48⟫ test networks
SHA-256: ⟪hash|$sha256a⟫
RRP ⟪price|£129.99⟫; upgrade is free.
"""))

T(("bus_timetable", """
Route ⟪product_code|X43⟫  Manchester – Burnley  (from ⟪date|7 September 2025⟫)
Mon–Fri   ⟪time|06:10⟫  ⟪time|06:40⟫  then every ⟪duration|20 min⟫ until ⟪time|19:00⟫
Sat       ⟪time|07:15⟫  then every ⟪duration|30 min⟫
Adult single ⟪price|£2.00⟫ (fare cap), day rider ⟪price|£5.00⟫. Stops: ⟪place|Shudehill⟫, ⟪place|Rawtenstall⟫, ⟪place|Burnley bus station⟫.
"""))

T(("us_funeral_home_contract", """
STATEMENT OF FUNERAL GOODS AND SERVICES SELECTED — ⟪org_name|Whitaker-Dunn Funeral Home⟫, ⟦ADDRESS|820 Magnolia Ave, Savannah, GA 31401⟧
Deceased: ⟦PERSON|Roberta Lee Castillo⟧   DOB: ⟦DATE_OF_BIRTH|March 3, 1941⟧   SSN: ⟦SSN|$ssn1⟧ (for death certificate)
Purchaser: ⟦PERSON|Marisol Castillo-Reyes⟧ (daughter)   Phone: ⟦PHONE|(912) 555-0147⟧
Basic services of funeral director (non-declinable) ......... ⟪price|$2,195.00⟫
Casket: ⟪product_code|Batesville "Heritage Oak"⟫ ............... ⟦AMOUNT|$3,450.00⟧
Total of goods and services selected ........................ ⟦AMOUNT|$8,912.40⟧
Paid today: ⟦AMOUNT|$2,500.00⟧ by Amex ⟦CARD|$card_amex1⟧, CID ⟦CVV|7731⟧
Arranger: ⟦PERSON|Dwayne Whitaker⟧
"""))

T(("estate_agent_probate_valuation_call", """
[call transcript, auto-generated]
AGENT (⟦PERSON|Lucy⟧): ⟪org_name|Marchmont Estates⟫, ⟦PERSON|Lucy⟧ speaking.
CALLER: Hi, my name's ⟦PERSON|Graham Tuttle⟧, I'm executor for my uncle's house, ⟦ADDRESS|14 Sefton Drive, Liverpool L17 3BJ⟧.
AGENT: Sorry for your loss. Can I take a number? CALLER: Yeah, it's oh seven seven double oh, nine hundred, two one four... ⟦PHONE|07700 900214⟧.
AGENT: Lovely. Our probate valuation is free, and our fee if you sell is ⟪percentage|1.2%⟫ plus VAT.
CALLER: The bank's already said the estate owes about ⟦AMOUNT|forty-two thousand pounds⟧ on the old mortgage.
AGENT: Okay, ⟦PERSON|Ahmed⟧ can come ⟪date|Thursday⟫ at ⟪time|ten⟫.
"""))

T(("wedding_photographer_invoice_stripe", """
Receipt from ⟪org_name|Saffron & Sage Photography⟫              Receipt #⟪invoice_no|1842-0077⟫
Billed to: ⟦PERSON|Naomi⟧ and ⟦PERSON|Ade Ogunleye⟧ · ⟦EMAIL|naomi.ogunleye@icloud.com⟧
Full-day coverage (package list price ⟪price|$4,200⟫) .............. ⟦AMOUNT|$3,800.00⟧
Second shooter .......................................... ⟦AMOUNT|$600.00⟧
Amount paid ............................................. ⟦AMOUNT|$4,400.00⟧
Payment method: Mastercard – ⟪masked_card|•••• 2290⟫   Payment ID ⟪order_id|$stripe_pi1⟫
Questions? Contact ⟦PERSON|Saffron Meyers⟧ at ⟦PHONE|(555) 010-0193⟧.
"""))

T(("venue_booking_sql_insert", """
INSERT INTO bookings (id, venue_id, client_name, client_email, client_phone, event_date, deposit_paid, balance_due, notes) VALUES
(⟪order_id|90231⟫, 4, '⟦PERSON|Fitzgerald, Aoife⟧', '⟦EMAIL|aoife.fitz@eircom.net⟧', '⟦PHONE|+353 87 555 0162⟧', '⟪date|2026-06-13⟫', ⟦AMOUNT|2500.00⟧, ⟦AMOUNT|7350.00⟧, 'bride is ⟦MEDICAL|pregnant⟧ - no stairs to top table'),
(⟪order_id|90232⟫, 2, '⟦PERSON|Brennan, Cathal⟧', '⟦EMAIL|cbrennan@gmail.com⟧', '⟦PHONE|+353 86 555 0119⟧', '⟪date|2026-07-04⟫', ⟦AMOUNT|1800.00⟧, ⟦AMOUNT|5940.00⟧, NULL);
"""))

T(("driving_instructor_adi_renewal_email", """
From: ⟦EMAIL|noreply@adi-renewals.example.gov.uk⟧
To: ⟦EMAIL|gurpreet.sandhu.adi@btinternet.com⟧
Dear ⟦PERSON|Gurpreet Singh Sandhu⟧,
Your ADI certificate ⟪ticket_id|ADI 418872⟫ expires on ⟪date|30/04/2026⟫. The renewal fee is ⟪price|£300⟫.
We have received your payment of ⟦AMOUNT|£300.00⟧ on ⟪date|12/02/2026⟫, reference ⟪booking_ref|RNW-66120-T⟫.
A DBS check is needed; your certificate number is ⟪ticket_id|001792446173⟫.
"""))

T(("vehicle_tax_refund_letter", """
⟪org_name|DVLA⟫ Swansea SA99 1AR
Mr ⟦PERSON|A. Lindgren⟧, ⟦ADDRESS|7 Rowan Court, Harrogate HG2 0EX⟧
Vehicle: ⟪plate|YC68 HBN⟫  VOLVO XC60  VIN ⟪vin|YV1UZA8VCJ1054128⟫
Because you told us you sold this vehicle on ⟪date|2 May 2025⟫ we are refunding ⟦AMOUNT|£143.75⟧ of unused vehicle tax.
The refund cheque is payable to ⟦PERSON|ALEXANDER LINDGREN⟧.
"""))

T(("optician_contact_lens_order_email", """
Hi ⟦PERSON|Ruth⟧,
Your order ⟪order_id|CL-662019⟫ has shipped. Prescription on file (checked by ⟦PERSON|Dev Malhotra⟧, optometrist):
R: ⟦MEDICAL|-4.25 / -0.75 x 180⟧   L: ⟦MEDICAL|-3.75 / -0.50 x 10⟧, ⟦MEDICAL|daily toric lenses⟧
6-month supply: ⟦AMOUNT|£237.00⟧ charged to Visa ending ⟪masked_card|8812⟫.
Deliver to: ⟦ADDRESS|The Old Forge, High Street, Bampton OX18 2JW⟧
⟪org_name|Lensway Opticians⟫ • 0800 number closed weekends
"""))

T(("hearing_centre_slack", """
#clinic-ops  ⟪timestamp|10:14⟫
@⟦PERSON|nicola.h⟧ anyone know why Mr ⟦PERSON|Fenwick⟧'s aids are still in the repair tray?
@⟦PERSON|sam⟧ manufacturer needs the serial + his ⟦MEDICAL|tinnitus masker⟧ settings; serial is ⟪product_code|SN 2114-88213⟫
@⟦PERSON|nicola.h⟧ ok he's ringing at 2, his daughter ⟦PERSON|Lorraine⟧ is ⟦PHONE|01904 555 0178⟧ if he doesn't
@⟦PERSON|sam⟧ the new wifi pw for the booth tablet is ⟦PASSWORD|Cochlea-2026!⟧ btw
"""))

T(("addiction_clinic_prescription_log", """
2026-03-02T08:59:13Z INFO  dispensing svc: patient_id=⟪ticket_id|P-004421⟫ name="⟦PERSON|Kyle Brannigan⟧" item="⟦MEDICAL|buprenorphine 8mg sublingual⟧" supervised=true pharmacist=⟦PERSON|ohuang⟧
2026-03-02T08:59:13Z WARN  dispensing svc: missed doses=3 (⟪date|26/02⟫-⟪date|28/02⟫) flag for keyworker ⟦PERSON|Tash Morley⟧
2026-03-02T09:03:40Z ERROR sms gateway: send to ⟦PHONE|+447700900891⟧ failed: 429 Too Many Requests (retry in ⟪duration|30s⟫)
2026-03-02T09:03:41Z INFO  req ⟪uuid|$uuid1⟫ done in ⟪duration|212ms⟫
"""))

T(("gambling_support_chat", """
Advisor ⟦PERSON|Mo⟧: Hi, you're through to the ⟪org_name|GamCare⟫-style helpline chat. What's your first name?
Visitor: ⟦PERSON|Sunil⟧
Advisor ⟦PERSON|Mo⟧: Thanks ⟦PERSON|Sunil⟧. Take your time.
Visitor: i lost ⟦AMOUNT|£11,000⟧ this year on slots, including ⟦AMOUNT|£2,600⟧ i borrowed off my brother. wife doesnt know. been diagnosed with ⟦MEDICAL|gambling disorder⟧ before, on ⟦MEDICAL|naltrexone⟧ for a bit
Advisor ⟦PERSON|Mo⟧: I'm really glad you reached out. Have you heard of ⟪org_name|GAMSTOP⟫? It's free self-exclusion.
"""))

T(("sexual_health_partner_notification_teams", """
[Teams] Health Advisers channel
⟦PERSON|Bethan Lloyd⟧ ⟪timestamp|09:22⟫: Contact slip ⟪case_ref|PN-30918⟫ — index patient ⟦PERSON|J.W.⟧ diagnosed ⟦MEDICAL|gonorrhoea⟧, named 2 contacts.
⟦PERSON|Bethan Lloyd⟧ ⟪timestamp|09:23⟫: contact 1 ⟦PERSON|Matt⟧, only a mobile ⟦PHONE|07700 900402⟧. contact 2 Grindr username only, can't trace.
⟦PERSON|Owain⟧ ⟪timestamp|09:31⟫: I'll text ⟦PERSON|Matt⟧ the generic "please get tested" wording, no names given.
"""))

T(("sick_note_hr_email", """
From: ⟦PERSON|Hollie Grange⟧ <⟦EMAIL|hollie.grange@brightwater-hotels.com⟧>
To: Payroll <⟦EMAIL|payroll@brightwater-hotels.com⟧>
Subject: SSP for ⟦PERSON|Mateusz⟧

Hi team, ⟦PERSON|Mateusz Wróbel⟧ (kitchen, staff no ⟪ticket_id|BW-2207⟫) has a fit note from ⟪date|3 Feb⟫ to ⟪date|2 Mar⟫ for
⟦MEDICAL|fractured left wrist⟧ after a fall. Please pay SSP at the statutory rate (⟪price|£118.75⟫/wk) – his last payslip showed
gross ⟦AMOUNT|£1,932.60⟧. He's asked that we pay into his new account ⟦IBAN|$iban_pl1⟧ because his UK one was closed.
His PESEL for the Polish bank form: ⟦NATIONAL_ID|$pl_pesel1⟧.
Thanks, ⟦PERSON|Hollie⟧
"""))

T(("return_to_work_meeting_notes", """
Return-to-work meeting — ⟪date|10/03/2026⟫ — attendees: ⟦PERSON|Ade Bankole⟧ (line manager), ⟦PERSON|Imogen Salt⟧ (employee), ⟦PERSON|P. Varga⟧ (HR)
- ⟦PERSON|Imogen⟧ off 9 weeks with ⟦MEDICAL|post-viral fatigue⟧ / suspected ⟦MEDICAL|long COVID⟧.
- OH recommends 50% hours for ⟪duration|4 weeks⟫, no night shifts.
- Agreed review on ⟪date|7 April⟫. ⟦PERSON|Imogen⟧ to keep using the ⟪org_name|Health Assured⟫ EAP line.
"""))

T(("gym_access_control_log", """
ts,door,member,card_uid,result
⟪timestamp|2026-01-04 05:58:02⟫,FRONT,⟦PERSON|Wojcik Adam⟧,⟪hash|04A3B2C1⟫,GRANTED
⟪timestamp|2026-01-04 06:01:47⟫,FRONT,⟦PERSON|Lee Min-jun⟧,⟪hash|04F81D22⟫,GRANTED
⟪timestamp|2026-01-04 06:02:10⟫,STUDIO,⟦PERSON|Lee Min-jun⟧,⟪hash|04F81D22⟫,DENIED(no class)
⟪timestamp|2026-01-04 06:15:33⟫,FRONT,⟦PERSON|Okeke Chidinma⟧,⟪hash|04B0019E⟫,DENIED(arrears ⟦AMOUNT|£59.98⟧)
# staff override PIN for FRONT: ⟦PASSWORD|771204⟧
"""))

T(("pt_client_progress_email", """
Hi ⟦PERSON|Claire⟧,
Great session today! Quick recap: squat ⟪measurement|60kg⟫ x5, deadlift ⟪measurement|80kg⟫ x3. Body fat down to ⟪percentage|27%⟫.
Given your ⟦MEDICAL|hypermobility syndrome⟧ let's keep knees soft. Invoice for March (8 x ⟪price|£45⟫) = ⟦AMOUNT|£360⟧, pay to
Sort ⟪bank_code|20-45-77⟫ Acc ⟪id_tail|****3317⟫ or just bring cash.
⟦PERSON|Dom Reyes⟧ | Level 4 PT | ⟦PHONE|07700 900608⟧
"""))

T(("nanny_payroll_csv", """
employee,ni_number,gross_pay,tax,employee_ni,net_pay,pay_date
⟦PERSON|Camila Ortega⟧,⟦NATIONAL_ID|JT 61 90 27 B⟧,⟦AMOUNT|2166.67⟧,⟦AMOUNT|181.20⟧,⟦AMOUNT|64.27⟧,⟦AMOUNT|1921.20⟧,⟪date|2026-02-28⟫
# employer: ⟦PERSON|Richard⟧ & ⟦PERSON|Sarah Eastwood⟧, PAYE ref ⟪ticket_id|120/AB45678⟫, nanny tax service ⟪org_name|NannyTax Direct⟫
"""))

T(("au_pair_sms", """
Hi ⟦PERSON|Valentina⟧, it's ⟦PERSON|Greg⟧. Can you pick up ⟦PERSON|Ollie⟧ and ⟦PERSON|Freya⟧ at ⟪time|3:15⟫? ⟦PERSON|Freya⟧ needs her ⟦MEDICAL|Ventolin inhaler⟧ for PE. Alarm code is ⟦PASSWORD|1 9 8 3⟧ then the tick. Left ⟦AMOUNT|£40⟧ on the side for the week's pocket money x
"""))

T(("us_tax_preparer_intake", """
2025 Form 1040 Intake — ⟪org_name|Brightline Tax & Bookkeeping⟫, ⟦ADDRESS|455 W Belmont Ave, Chicago, IL 60657⟧
Taxpayer: ⟦PERSON|Marcus T. Ellison⟧     SSN ⟦SSN|$ssn2⟧     DOB ⟦DATE_OF_BIRTH|08/14/1983⟧
Spouse:   ⟦PERSON|Danielle Ellison⟧      SSN ⟦SSN|$ssn3⟧
Dependent: ⟦PERSON|Kaia Ellison⟧ (age 7)  SSN ⟦SSN|$ssn4⟧
W-2 wages: ⟦AMOUNT|$87,410⟧ / ⟦AMOUNT|$61,225⟧   Estimated payments: ⟦AMOUNT|$1,200⟧
Refund direct deposit: routing ⟪bank_code|071000013⟫, acct ⟪id_tail|…4480⟫
Prep fee per schedule ⟪price|$385⟫. Preparer PTIN ⟪ticket_id|P01839274⟫.
"""))

T(("irs_scam_warning_forward", """
---------- Forwarded message ---------
From: Mom <⟦EMAIL|bettyjo.harmon52@aol.com⟧>
Is this real?? They want me to pay ⟦AMOUNT|$2,340⟧ in gift cards

> IRS FINAL NOTICE. Your SSN ⟦SSN|$ssn5⟧ has been suspended. Call agent ⟦PERSON|Kevin Brooks⟧ at ⟦PHONE|(202) 555-0176⟧ immediately.

---
⟦PERSON|Betty⟧ – NO, it's a scam. The IRS never asks for gift cards. Don't call them. Love, ⟦PERSON|Jake⟧
"""))

T(("mortgage_offer_pdf_text", """
⟪org_name|Nationwide Building Society⟫ — MORTGAGE OFFER                      Offer ref ⟪case_ref|MO/5528190/01⟫
Borrower(s): ⟦PERSON|Thomas James Whitfield⟧ and ⟦PERSON|Leah Whitfield⟧
Property: ⟦ADDRESS|22 Harebell Way, Cambourne, Cambridge CB23 6FT⟧
Loan amount: ⟦AMOUNT|£284,750.00⟧   Term: 30 years
Initial rate: ⟪percentage|4.09%⟫ fixed until ⟪date|31/08/2030⟫, then standard variable rate (currently ⟪percentage|7.49%⟫)
Monthly payment: ⟦AMOUNT|£1,374.12⟧
Product fee ⟪price|£999⟫ added to loan.
"""))

T(("broker_whatsapp_documents", """
⟦PERSON|Jas⟧ (broker): Hi ⟦PERSON|Kofi⟧, lender needs 3 months' payslips + passport. Can you whatsapp a photo?
⟦PERSON|Kofi⟧: sent. passport number is ⟦PASSPORT|GH2281764⟧ if the photo is blurry, Ghanaian one
⟦PERSON|Jas⟧ (broker): 👍 and the ⟦AMOUNT|£15k⟧ gifted deposit from your dad – need a gift letter signed by him
⟦PERSON|Kofi⟧: Dad's name is ⟦PERSON|Emmanuel Mensah⟧, he lives at ⟦ADDRESS|19 Fairfield Road, Luton LU2 7EE⟧
"""))

T(("police_lost_property_form", """
LOST PROPERTY REPORT — ⟪org_name|Thames Valley Police⟫   Report no ⟪case_ref|LP-25-119277⟫
Owner: ⟦PERSON|Hiroshi Tanabe⟧     Nationality: Japanese
Contact: ⟦EMAIL|h.tanabe@nifty.jp⟧ / ⟦PHONE|+81 90 5555 0138⟧
Items: Japanese passport no. ⟦PASSPORT|TK4829103⟧, wallet containing ⟦AMOUNT|¥38,000⟧ and ⟦AMOUNT|£120⟧, residence card.
My Number card (個人番号 ⟦NATIONAL_ID|$jp_myn1⟧) also in wallet.
Location lost: ⟪place|Oxford railway station⟫, ⟪date|12/07/2025⟫ approx ⟪time|18:30⟫.
"""))

T(("court_hearing_notice_email", """
From: ⟦EMAIL|civil.listing@justice.example.gov.uk⟧
Subject: Notice of hearing – claim ⟪case_ref|L00BR733⟫ – ⟦PERSON|Haddad⟧ v ⟪org_name|Northgate Lettings Ltd⟫

The small claims hearing will take place at ⟪place|Bristol Civil Justice Centre⟫ on ⟪date|18 May 2026⟫ at ⟪time|2pm⟫, time estimate ⟪duration|1 hour⟫.
The claimant ⟦PERSON|Rana Haddad⟧ claims return of a deposit of ⟦AMOUNT|£1,650⟧ plus ⟦AMOUNT|£4,950⟧ penalty.
Hearing fee (⟪price|£115⟫) must be paid by ⟪date|20 April⟫.
"""))

T(("mqtt_broker_acl_and_passwd", """
# /etc/mosquitto/conf.d/local.conf
listener ⟪port|8883⟫ ⟪bind_address|0.0.0.0⟫
password_file /etc/mosquitto/passwd
acl_file /etc/mosquitto/acl

# /etc/mosquitto/acl
user ⟦PERSON|agata⟧
topic readwrite home/⟦PERSON|agata⟧/#
user esp_garage
topic write home/garage/door

# bootstrap (delete after!)  mosquitto_passwd -b passwd esp_garage ⟦PASSWORD|Gar4ge-Door-2024⟧
# allowed clients: ⟪cidr|192.168.50.0/24⟫, tailscale ⟦IP_ADDRESS|100.101.44.12⟧
"""))

T(("camera_rtsp_shell_history", """
  501  ssh ⟦PERSON|bkowalski⟧@⟦IP_ADDRESS|192.168.0.2⟧
  502  ffprobe rtsp://viewer:⟦SECRET|Sn0wdrop44⟧@⟦IP_ADDRESS|192.168.0.150⟧:⟪port|554⟫/stream1
  503  docker run -d --name frigate -p ⟪port|5000⟫:5000 ghcr.io/blakeblackshear/frigate:⟪version|0.14.1⟫
  504  docker logs ⟪container_id|$container1⟫ | tail
  505  export FRIGATE_MQTT_PASSWORD='⟦PASSWORD|Kr@k0w1987⟧'
  506  ping -c3 ⟪doc_ip|127.0.0.1⟫
  507  vim /home/⟦PERSON|bkowalski⟧/frigate/config.yml
"""))

T(("cpanel_account_creation_email", """
New Account Information — ⟪org_name|HostNest⟫

Domain: wrenfieldpottery.co.uk
IP Address: ⟦IP_ADDRESS|91.208.99.14⟧
Username: wrenfiel
Password: ⟦PASSWORD|v9#Lq2!mPx7e⟧
Contact email: ⟦EMAIL|gemma@wrenfieldpottery.co.uk⟧
Package: ⟪product_code|Starter-SSD⟫ (⟪price|£3.49⟫/mo)
cPanel: https://server41.hostnest.net:⟪port|2083⟫
Nameservers: ns1.hostnest.net, ns2.hostnest.net
"""))

T(("nginx_access_log", """
⟦IP_ADDRESS|86.152.44.201⟧ - - [⟪timestamp|04/Dec/2025:10:21:07 +0000⟫] "GET /account/orders?email=⟦EMAIL|liam.oshea@yahoo.ie⟧ HTTP/1.1" 200 5120 "-" "Mozilla/5.0"
⟦IP_ADDRESS|86.152.44.201⟧ - - [⟪timestamp|04/Dec/2025:10:21:09 +0000⟫] "POST /api/login HTTP/1.1" 302 0 "-" "Mozilla/5.0"
⟦IP_ADDRESS|2a02:c7c:6d21:3b00:9d4e:11f2:8a0c:55e1⟧ - - [⟪timestamp|04/Dec/2025:10:21:15 +0000⟫] "GET /reset?token=⟦SECRET|$session1⟧ HTTP/1.1" 200 812 "-" "curl/⟪version|8.5.0⟫"
⟪doc_ip|127.0.0.1⟫ - - [⟪timestamp|04/Dec/2025:10:21:20 +0000⟫] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.30"
"""))

T(("modding_forum_pm", """
From: ⟦PERSON|Elspeth_Draws⟧
To: ModAuthor ⟦PERSON|greywolf_anders⟧
Hi ⟦PERSON|Anders⟧! Loved the armour retexture. I commissioned ⟦AMOUNT|$120⟧ via Ko-fi yesterday (txn ⟪order_id|KF-88213-XQ⟫). For the credits
please use my real name ⟦PERSON|Elspeth Harrow⟧ not the handle. My Nexus API key kept failing so I made a new one: ⟦APIKEY|$hf1⟧ – wait no
that's my Hugging Face token, ignore!! 🙈
"""))

T(("telegram_bot_deploy_log", """
[⟪timestamp|2026-02-19 22:04:11⟫] INFO  loading config from /srv/shopbot/.env
[⟪timestamp|2026-02-19 22:04:11⟫] DEBUG TELEGRAM_TOKEN=⟦APIKEY|$tg_bot1⟧
[⟪timestamp|2026-02-19 22:04:11⟫] DEBUG STRIPE_KEY=⟦APIKEY|$stripe_rk1⟧ publishable=⟪app_id|$stripe_pk1⟫
[⟪timestamp|2026-02-19 22:04:12⟫] INFO  admin chat id ⟪app_id|-1001938475612⟫, owner @⟦PERSON|ivan_petrenko⟧
[⟪timestamp|2026-02-19 22:04:12⟫] INFO  listening on ⟪bind_address|0.0.0.0⟫:⟪port|8443⟫
"""))

T(("gitlab_ci_variables_dump", """
$ env | sort   # debug, ⟦PERSON|rfernandes⟧ – REMOVE
CI_COMMIT_SHA=⟪commit_sha|$sha2⟫
CI_PIPELINE_ID=⟪build_id|1284471093⟫
CI_PROJECT_PATH=infra/terraform-live
GITLAB_TOKEN=⟦APIKEY|$glpat1⟧
AWS_ACCESS_KEY_ID=⟦APIKEY|$aws_akid1⟧
AWS_SECRET_ACCESS_KEY=⟦SECRET|$aws_sk1⟧
AWS_DEFAULT_REGION=eu-west-2
GITLAB_USER_EMAIL=⟦EMAIL|rui.fernandes@kelvra.io⟧
GITLAB_USER_NAME=⟦PERSON|Rui Fernandes⟧
"""))

T(("python_stack_trace_with_dsn", """
Traceback (most recent call last):
  File "/home/⟦PERSON|akowalczyk⟧/projects/pyhydro/publish.py", line 88, in <module>
    engine = create_engine("postgresql://pyhydro:⟦SECRET|Wd8#hq3LmN⟧@⟦IP_ADDRESS|10.12.0.7⟧:⟪port|5432⟫/releases")
  File "/usr/lib/python3/dist-packages/sqlalchemy/engine/create.py", line 602, in create_engine
sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "⟦IP_ADDRESS|10.12.0.7⟧", port ⟪port|5432⟫ failed: timeout expired
(Background on this error at: https://sqlalche.me/e/20/e3q8)
"""))

T(("smart_lock_product_manual", """
⟪org_name|Lockly⟫-style Smart Deadbolt ⟪model_number|SD-300⟫ — Quick Start (firmware ⟪version|2.8.14⟫)
1. Insert 8 x AA batteries. 2. Default programming code is ⟪otp_code|123456⟫ – change it on first use.
3. The keypad accepts 6–8 digit codes; up to ⟪quantity|100⟫ user codes. 4. Auto-lock after ⟪duration|30 seconds⟫.
Operating temperature ⟪measurement|-20°C to 60°C⟫. Replacement battery pack ⟪product_code|BP-8AA⟫ costs ⟪price|£12.99⟫.
"""))

T(("pharmacy_price_list", """
⟪org_name|Highfield Pharmacy⟫ – private services price list (from ⟪date|Jan 2026⟫)
Travel vaccinations: ⟪health_term|hepatitis A⟫ ⟪price|£55⟫ per dose · ⟪health_term|typhoid⟫ ⟪price|£40⟫ · ⟪health_term|rabies⟫ ⟪price|£75⟫ per dose
Weight-management consultation ⟪price|£25⟫ · Blood pressure check free · ⟪health_term|Erectile dysfunction⟫ consultation ⟪price|£15⟫
"""))

T(("immigration_tribunal_bundle_index", """
FIRST-TIER TRIBUNAL (IMMIGRATION AND ASYLUM CHAMBER)        Appeal No: ⟪case_ref|PA/05128/2025⟫
Appellant: ⟦PERSON|Abdirahman Yusuf Warsame⟧   DOB: ⟦DATE_OF_BIRTH|02/01/1994⟧   Home Office ref: ⟪case_ref|W1284471⟫
Representative: ⟦PERSON|Eleanor Quist⟧, ⟪org_name|Quist Immigration Law⟫, ⟦ADDRESS|3rd Floor, 88 Corporation Street, Birmingham B4 6SX⟧
BUNDLE INDEX
  A1–A4   Refusal letter dated ⟪date|14/05/2025⟫
  B1      Copy of Somali passport ⟦PASSPORT|P01948273⟧
  C1–C9   Psychiatric report, Dr ⟦PERSON|Maya Lindholm⟧: ⟦MEDICAL|PTSD⟧ and ⟦MEDICAL|major depressive disorder⟧; prescribed ⟦MEDICAL|mirtazapine 30mg⟧
  D1      Witness statement of ⟦PERSON|Hodan Warsame⟧ (sister)
Hearing: ⟪place|Birmingham Priory Courts⟫, ⟪date|9 February 2026⟫
"""))

T(("pre_employment_health_json", """
{"form":"⟪product_code|PEHQ-v3⟫","submitted":"⟪timestamp|2026-01-20T11:42:09Z⟫",
 "candidate":{"name":"⟦PERSON|Ngozi Eze-Williams⟧","dob":"⟦DATE_OF_BIRTH|1989-07-12⟧","email":"⟦EMAIL|ngozi.ezew@gmail.com⟧","phone":"⟦PHONE|07700 900971⟧"},
 "role":"Healthcare assistant, ⟪org_name|St Aldhelm's Hospice⟫",
 "answers":{"q3_conditions":"⟦MEDICAL|sickle cell trait⟧","q5_medication":"⟦MEDICAL|folic acid 5mg⟧","q7_vaccines":"Hep B course complete"},
 "oh_reviewer":"⟦PERSON|kbanerjee⟧","outcome":"fit with no adjustments"}
"""))

T(("dovecot_auth_log", """
⟪timestamp|Dec  3 22:41:07⟫ mail dovecot: imap-login: Login: user=<⟦EMAIL|t.achebe@lagoonlaw.co.uk⟧>, method=PLAIN, rip=⟦IP_ADDRESS|82.132.219.40⟧, lip=⟦IP_ADDRESS|172.31.14.9⟧, mpid=28812, TLS
⟪timestamp|Dec  3 22:41:55⟫ mail dovecot: auth: passwd-file(⟦PERSON|oliviak⟧,⟦IP_ADDRESS|5.188.206.14⟧): Password mismatch (given password: ⟦PASSWORD|olivia1987⟧)
⟪timestamp|Dec  3 22:42:01⟫ mail dovecot: imap-login: Disconnected (auth failed, 3 attempts in ⟪duration|6 secs⟫): user=<⟦PERSON|oliviak⟧>, rip=⟦IP_ADDRESS|5.188.206.14⟧
⟪timestamp|Dec  3 22:43:10⟫ mail dovecot: lmtp(⟦PERSON|jmurray⟧)<29001><⟪hash|Qk3hAv3SMGcNcQAA⟫>: saved mail to INBOX
"""))

T(("docker_compose_oss_project", """
# docker-compose.override.yml  (maintainer: ⟦PERSON|Sven Aalto⟧ <⟦EMAIL|sven@aalto.dev⟧>)
services:
  web:
    image: ghcr.io/openbirdwatch/web:⟪version|2.7.0⟫
    ports: ["⟪port|8000⟫:8000"]
    environment:
      DATABASE_URL: postgres://obw:⟦SECRET|Kuikka-2024-obw⟧@db:⟪port|5432⟫/obw
      SENDGRID_API_KEY: ⟦APIKEY|$sendgrid1⟧
      GOOGLE_MAPS_KEY: ⟦APIKEY|$google1⟧
      DJANGO_SECRET_KEY: "⟦SECRET|$django_key1⟧"
      SENTRY_RELEASE: ⟪commit_sha|$sha2⟫
"""))

T(("caterer_phone_payment_transcript", """
[recorded line – ⟪org_name|Oak & Ember Catering⟫]
STAFF (⟦PERSON|Hayley⟧): ...so that's the final balance for the ⟪date|June 6th⟫ wedding, ⟦AMOUNT|£2,845.50⟧.
CUSTOMER (⟦PERSON|Martin Achebe⟧): Right, card number is ⟦CARD|$card_mc3⟧.
STAFF: And the expiry? CUSTOMER: ⟪card_expiry|oh-four, twenty-nine⟫. STAFF: Security code on the back? CUSTOMER: ⟦CVV|650⟧.
STAFF: Thank you ⟦PERSON|Martin⟧. Just confirming the hog roast is ⟪price|£14.50⟫ a head as on the menu. Receipt to ⟦EMAIL|martin.achebe@btinternet.com⟧?
"""))

T(("irish_mortgage_application_xml", """
<MortgageApplication ref="⟪case_ref|BOI-MA-2025-44781⟫">
  <Applicant>
    <Name>⟦PERSON|Siobhán Ní Bhriain⟧</Name>
    <DOB>⟦DATE_OF_BIRTH|1992-10-05⟧</DOB>
    <Address>⟦ADDRESS|27 Whitehall Road, Terenure, Dublin 6W, D6W XK52⟧</Address>
    <Mobile>⟦PHONE|+353 85 555 0147⟧</Mobile>
    <GrossIncome currency="EUR">⟦AMOUNT|68500⟧</GrossIncome>
    <SalaryAccount>⟦IBAN|$iban_ie1⟧</SalaryAccount>
  </Applicant>
  <Property value="⟪price|425000⟫" ber="⟪product_code|B2⟫"/>
  <Broker>⟦PERSON|Cian Doyle⟧</Broker>
</MortgageApplication>
"""))

T(("childminder_incident_report", """
INCIDENT / ACCIDENT RECORD — ⟪org_name|Sunflower Home Childcare⟫ (Ofsted URN ⟪ticket_id|EY558123⟫)
Child: ⟦PERSON|Theo Blackwood⟧   DOB: ⟦DATE_OF_BIRTH|11/09/2021⟧
Date/time: ⟪timestamp|27/11/2025 10:20⟫   Location: garden
What happened: ⟦PERSON|Theo⟧ tripped on the step and bumped his forehead. Small ⟦MEDICAL|bruise above left eyebrow⟧, cold compress applied.
Parent informed: ⟦PERSON|Lauren Blackwood⟧ by phone ⟦PHONE|07700 900813⟧ at ⟪time|10:35⟫
Childminder: ⟦PERSON|Jo Fairclough⟧   Parent signature: ⟦PERSON|L. Blackwood⟧
"""))

T(("action_fraud_report", """
ACTION FRAUD REPORT — reference ⟪case_ref|NFRC251204887⟫
Victim: ⟦PERSON|Geoffrey Pallister⟧, 78, ⟦ADDRESS|6 Heather Bank, Kendal LA9 7DS⟧, ⟦PHONE|01539 555 0122⟧
Summary: caller claiming to be from ⟪org_name|Barclays⟫ fraud team persuaded victim to read out his debit card ⟦CARD|$card_visa4⟧
and the code ⟦CVV|884⟧ and to transfer ⟦AMOUNT|£6,400⟧ to a "safe account" ⟦IBAN|$iban_gb3⟧. Victim has ⟦MEDICAL|early-stage dementia⟧ (per daughter ⟦PERSON|Karen⟧).
Card since cancelled; new card ⟪masked_card|XXXX XXXX XXXX 9021⟫ issued.
"""))

T(("funeral_florist_order_web_form", """
Sympathy order — ⟪org_name|Bloom & Wild-style Florist⟫ web form
Your name: ⟦PERSON|Rosalind Achterberg⟧
Your email: ⟦EMAIL|ros.achterberg@sky.com⟧   Your phone: ⟦PHONE|07700 900736⟧
Deliver to: ⟪org_name|Hargreaves Funeral Service⟫, ⟦ADDRESS|110 Chapel Street, Leyland PR25 2NB⟧
Card message: "For Uncle ⟦PERSON|Bernard⟧ – with all our love, ⟦PERSON|Ros⟧, ⟦PERSON|Pieter⟧ and the girls"
Tribute: ⟪product_code|WR-LILY-L⟫ white lily wreath (⟪price|£95.00⟫)   Delivery: ⟪date|Fri 16 Jan⟫ before ⟪time|10:00⟫
Payment: ⟦CARD|$card_disc1⟧  exp ⟪card_expiry|02/30⟫  CVV ⟦CVV|371⟧   Total charged ⟦AMOUNT|£102.95⟧
"""))

T(("licensing_medical_question_dvla_email", """
From: ⟦PERSON|Terence Oyelowo⟧ <⟦EMAIL|terry.oyelowo@hotmail.co.uk⟧>
To: ⟦EMAIL|drivers.medical@dvla.example.gov.uk⟧
Subject: Re: medical enquiry ⟪case_ref|M/2025/0449812⟫ – driver number ⟪ticket_id|OYELO607149T99KX⟫

Hello, I had a ⟦MEDICAL|transient ischaemic attack⟧ on ⟪date|3 October⟫ and my GP Dr ⟦PERSON|Kaur⟧ at ⟪org_name|Bridge Street Surgery⟫ told me not to drive for a month.
I've now been started on ⟦MEDICAL|clopidogrel 75mg⟧ and ⟦MEDICAL|atorvastatin 80mg⟧. Date of birth ⟦DATE_OF_BIRTH|14 July 1960⟧.
Address: ⟦ADDRESS|39 Sandringham Crescent, Northampton NN3 6AX⟧, phone ⟦PHONE|01604 555 0139⟧. Many thanks, ⟦PERSON|Terry⟧
"""))

T(("sexual_health_booking_sms_thread", """
⟪org_name|SH:24-style service⟫: Your ⟪health_term|STI test kit⟫ has been dispatched. Track: ⟪order_id|RP448210377GB⟫
Reply: hi its ⟦PERSON|Callum⟧, can it go to my work instead? ⟦ADDRESS|Unit 7, Riverside Trade Park, Exeter EX2 8LB⟧
⟪org_name|SH:24-style service⟫: Sorry ⟦PERSON|Callum⟧, we can only post to the address you registered. Call ⟦PHONE|0300 555 0166⟧ to change it.
"""))

T(("gym_franchise_teams_payroll_query", """
[Teams] #pt-payroll
⟦PERSON|Leanne Brook⟧: ⟦PERSON|Kasim⟧ your Feb commission was ⟦AMOUNT|£1,140⟧, rent deducted ⟦AMOUNT|£600⟧, so ⟦AMOUNT|£540⟧ goes out Friday
⟦PERSON|Kasim Rahimi⟧: cheers. can you use my new account? sort ⟪bank_code|40-11-62⟫, acc ⟪id_tail|ending 0087⟫. old one got closed after my ⟦MEDICAL|hernia surgery⟧ mess
⟦PERSON|Leanne Brook⟧: need it in writing, pls email ⟦EMAIL|payroll@ironworksgyms.co.uk⟧ from your personal email
"""))

T(("tenant_reference_form_us", """
RENTAL APPLICATION — ⟪org_name|Maple Ridge Property Management⟫
Applicant: ⟦PERSON|Destiny Alvarez⟧   DOB ⟦DATE_OF_BIRTH|05/22/1995⟧   SSN ⟦SSN|$ssn7⟧
Current address: ⟦ADDRESS|2217 N Harding Ave, Apt 3, Chicago, IL 60647⟧   Cell ⟦PHONE|(773) 555-0121⟧
Employer: ⟪org_name|Rush University Medical Center⟫, monthly income ⟦AMOUNT|$4,850⟧
Co-signer: ⟦PERSON|Ramón Alvarez⟧, SSN ⟦SSN|$ssn8⟧
Application fee ⟪price|$55⟫ · Unit ⟪seat_no|4B⟫ rent ⟪price|$1,725⟫/mo
"""))
