# English texts, written one at a time. Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES
TEXTS = []
T = TEXTS.append

T(("garage_mot_reminder_sms", """
Hi ⟦PERSON|Gareth⟧, your Ford Fiesta ⟪vehicle_plate|KM19 XRT⟫ is due its MOT on ⟪date|14 Feb⟫. Book at ⟪org_name|Penrose Motors⟫ on ⟦PHONE|01632 960 418⟧ - MOT £54.85 while slots last. Reply STOP to opt out.
"""))

T(("garage_service_invoice_email", """
From: accounts@penrosemotors.co.uk
To: ⟦EMAIL|d.okafor82@gmail.com⟧
Subject: Invoice ⟪invoice_ref|INV-20417⟫ - Vauxhall Astra ⟪vehicle_plate|LD67 HWP⟫

Dear Mr ⟦PERSON|Okafor⟧,

Thank you for choosing ⟪org_name|Penrose Motors⟫. Work completed on ⟪date|3 March 2026⟫:
  - Major service (⟪product_code|SRV-MAJ⟫)            ⟪price|£249.00⟫
  - Front brake pads & discs                ⟪price|£186.40⟫
  - Wiper blades                            ⟪price|£22.00⟫
Total paid by card: ⟦AMOUNT|£457.40⟧ (card ending ⟪masked_card|**** 4471⟫)

Mileage at service: ⟪measurement|61,204⟫. Next service due in 12 months or ⟪measurement|10,000 miles⟫.

Kind regards,
⟦PERSON|Tamsin Polglase⟧
Service Advisor, ⟪org_name|Penrose Motors⟫
⟦ADDRESS|Unit 4, Carn Brea Industrial Estate, Redruth TR15 3RQ⟧
Tel ⟦PHONE|01209 880 314⟧
"""))

T(("car_finance_application_form", """
CAR FINANCE APPLICATION - ⟪org_name|Northgate Vehicle Finance⟫ (HP agreement)
Applicant: ⟦PERSON|WHITTAKER, Joanne Louise⟧
Date of birth: ⟦DATE_OF_BIRTH|09/11/1986⟧
National Insurance no: ⟦NATIONAL_ID|$nino1⟧
Home address: ⟦ADDRESS|27 Linnet Close, Chorley, PR7 2DN⟧ (3 yrs 4 mths)
Mobile: ⟦PHONE|07700 900462⟧   Email: ⟦EMAIL|jo.whittaker@outlook.com⟧
Employer: ⟪org_name|Lancashire Teaching Hospitals⟫   Gross annual income: ⟦AMOUNT|£31,850⟧
Vehicle: 2021 Kia Sportage VIN ⟪vin|$vin1⟫   Cash price ⟪price|£19,995⟫
Deposit paid: ⟦AMOUNT|£2,500⟧   Monthly repayment: ⟦AMOUNT|£389.12⟧ x 48
Representative APR ⟪percentage|9.9%⟫
Bank for direct debit: ⟦IBAN|$iban_gb2⟧
Signed electronically ⟪timestamp|2026-01-18 14:22⟫
"""))

T(("garage_whatsapp_collection", """
[10:42] ⟦PERSON|Kev⟧ (Bodyshop): Morning ⟦PERSON|Priya⟧, the Golf is ready, paint's cured. Bill came to ⟦AMOUNT|£1,120⟧ after the insurer's bit
[10:44] ⟦PERSON|Priya Raman⟧: great! can my husband ⟦PERSON|Arjun⟧ pick it up? he's on ⟦PHONE|07700 900517⟧
[10:45] ⟦PERSON|Kev⟧ (Bodyshop): no probs, key's in the key safe by the side door, code is ⟦PASSWORD|4-7-1-9⟧
[10:45] ⟦PERSON|Kev⟧ (Bodyshop): claim ref is ⟪case_ref|AV-553021⟫ if he needs it
"""))

T(("hotel_checkin_registration_card", """
GUEST REGISTRATION - ⟪org_name|The Harbourside Hotel⟫, ⟪place|Whitby⟫
Booking: ⟪booking_ref|HSH-88213⟫  Room ⟪room_number|214⟫  Arrival ⟪date|21/06/2026⟫  Nights: 3
Guest name: ⟦PERSON|Henrik Lindqvist⟧
Nationality: Swedish   Personnummer: ⟦NATIONAL_ID|$pnr1⟧
Passport no.: ⟦PASSPORT|91468273⟧
Home address: ⟦ADDRESS|Kungsgatan 44, 411 19 Göteborg⟧
Mobile: ⟦PHONE|+46 70 412 88 09⟧
Rate: ⟪price|£139⟫ per night B&B. Pre-authorised on card: ⟦AMOUNT|£450.00⟧
Car reg (for parking): ⟪vehicle_plate|ABC 123⟫
"""))

T(("hotel_damage_claim_email", """
Subject: Damage to apartment 3B - stay ⟪date|12-15 August⟫

Hi ⟦PERSON|Marcus⟧,

After you checked out our cleaner ⟦PERSON|Lorna⟧ found a large red wine stain on the sofa and a cracked bathroom mirror. The upholsterer quoted ⟪price|£180⟫ for the sofa and the mirror is ⟪price|£95⟫ plus fitting, so we will be deducting ⟦AMOUNT|£310.00⟧ from your ⟦AMOUNT|£400⟧ security deposit and refunding the remaining ⟦AMOUNT|£90.00⟧ to your card.

Photos are attached. If you want to dispute this, you can reach me on ⟦PHONE|07700 900388⟧ or reply here before ⟪date|1 September⟫.

Thanks,
⟦PERSON|Fiona Baird⟧
⟪org_name|Leith Shore Lets⟫ | ⟦ADDRESS|18 Commercial Quay, Edinburgh EH6 6LX⟧
"""))

T(("shortlet_keysafe_message", """
Welcome to ⟪place|Carrow Road⟫ flat! Key safe is left of the blue door, code ⟦PASSWORD|2 9 0 5⟧. Wifi: ⟪org_name|Hyperoptic⟫_5G, password ⟦PASSWORD|Blackbird-lagoon-44⟧. Checkout by ⟪time|10:00⟫. Any problems text ⟦PERSON|Becky⟧ on ⟦PHONE|07700 900941⟧. Enjoy!
"""))

T(("airline_rebooking_chat_transcript", """
Chat transcript - ⟪org_name|SkyBridge Airways⟫ Customer Care
Agent (⟦PERSON|Leanne⟧): Hello, how can I help today?
Customer: my flight ⟪flight_number|SB2281⟫ to ⟪place|Malaga⟫ got cancelled, booking ⟪booking_ref|QX7PLM⟫
Agent (⟦PERSON|Leanne⟧): I'm sorry about that. Can I take the lead passenger's name and date of birth please?
Customer: ⟦PERSON|Dominic Farrow⟧, ⟦DATE_OF_BIRTH|2 May 1979⟧
Agent (⟦PERSON|Leanne⟧): Thanks Mr ⟦PERSON|Farrow⟧. I can move you and ⟦PERSON|Ellie Farrow⟧ onto ⟪flight_number|SB2285⟫ tomorrow at ⟪time|07:15⟫, seats ⟪seat_number|14A⟫ and ⟪seat_number|14B⟫, no charge. Or a full refund of ⟦AMOUNT|£612.38⟧ to the original card.
Customer: rebook please. Also my passport has been renewed, new number is ⟦PASSPORT|128374651⟧
Agent (⟦PERSON|Leanne⟧): Updated. You'll get a confirmation at the email on file.
"""))

T(("travel_agent_visa_checklist_email", """
Dear ⟦PERSON|Anjali⟧,

For your ⟪place|Schengen⟫ visa appointment on ⟪date|9 April⟫ at the ⟪org_name|VFS Global⟫ centre please bring:
1. Passport (⟦PASSPORT|Z4821937⟧, valid until 2031) plus two photos
2. Aadhaar copy - we have ⟦NATIONAL_ID|$aadhaar1⟧ on file, please confirm
3. Bank statements showing a balance of at least ⟪price|€3,000⟫; yours currently shows ⟦AMOUNT|₹4,85,200⟧ which is fine
4. Hotel confirmations (booking ⟪booking_ref|BKG-771920⟫)

The visa fee ⟪price|€90⟫ and our service charge ⟪price|₹2,500⟫ have been received.

Regards,
⟦PERSON|Rohit Menon⟧
⟪org_name|Wanderlust Holidays⟫, ⟦ADDRESS|3rd Floor, Prestige Tower, 12 MG Road, Bengaluru 560001⟧
⟦PHONE|+91 80 4127 9033⟧
"""))

T(("airline_refund_csv_export", """
refund_id,booking_ref,passenger,email,refund_amount,currency,status,processed_at
⟪order_ref|RF-00981⟫,⟪booking_ref|TZ4K9Q⟫,⟦PERSON|Amelia Hart⟧,⟦EMAIL|amelia.hart@btinternet.com⟧,⟦AMOUNT|184.50⟧,GBP,PAID,⟪timestamp|2026-02-03T09:14:22Z⟫
⟪order_ref|RF-00982⟫,⟪booking_ref|TZ8LWE⟫,⟦PERSON|Tomasz Nowicki⟧,⟦EMAIL|tnowicki@wp.pl⟧,⟦AMOUNT|1022.00⟧,PLN,PENDING,⟪timestamp|2026-02-03T09:15:01Z⟫
⟪order_ref|RF-00983⟫,⟪booking_ref|TZ2MMA⟫,⟦PERSON|Claire O'Donnell⟧,⟦EMAIL|claireod@eircom.net⟧,⟦AMOUNT|97.20⟧,EUR,PAID,⟪timestamp|2026-02-03T09:15:47Z⟫
"""))

T(("charity_gift_aid_declaration", """
GIFT AID DECLARATION - ⟪org_name|Riverside Hospice Trust⟫ (registered charity ⟪org_ref|1043827⟫)

I want to Gift Aid my donation of ⟦AMOUNT|£250⟧ and any donations I make in the future or have made in the past 4 years.

Title: Mrs   First name: ⟦PERSON|Margaret⟧   Surname: ⟦PERSON|Ellison⟧
Home address: ⟦ADDRESS|9 Orchard Rise, Ledbury, Herefordshire HR8 1QJ⟧
Date: ⟪date|05/03/2026⟫
Donor ref: ⟪account_ref|DN-118204⟫
Gift Aid adds 25p for every £1 donated.
"""))

T(("charity_donor_crm_sql", """
INSERT INTO donors (donor_id, full_name, email, phone, postcode, last_gift, gift_aid, notes) VALUES
(⟪account_ref|40211⟫, '⟦PERSON|Derek Fairclough⟧', '⟦EMAIL|derek.fairclough@talktalk.net⟧', '⟦PHONE|01632 960 771⟧', '⟪place|BL1 4QS⟫', ⟦AMOUNT|75.00⟧, 1, 'legacy pledge discussed'),
(⟪account_ref|40212⟫, '⟦PERSON|Sunita Bhatt⟧', '⟦EMAIL|sunita.b@yahoo.co.uk⟧', '⟦PHONE|07700 900233⟧', '⟪place|LE2 6HH⟫', ⟦AMOUNT|15.50⟧, 0, 'monthly DD, prefers no post'),
(⟪account_ref|40213⟫, 'Rev. ⟦PERSON|Alan Kirby⟧', NULL, '⟦PHONE|01632 960 129⟧', '⟪place|YO8 9PL⟫', ⟦AMOUNT|1200.00⟧, 1, 'major donor - thank-you call from CEO');
"""))

T(("fundraising_slack_thread", """
#fundraising-ops
⟦PERSON|hannah.cole⟧: anyone know why ⟦PERSON|Greg Mullins⟧' standing order bounced? he's been giving ⟦AMOUNT|£20⟧ a month since 2019
⟦PERSON|sam.j⟧: bank returned it - account closed. his new details came in on the paper form: ⟦IBAN|$iban_gb4⟧
⟦PERSON|hannah.cole⟧: thanks, I'll set up a new mandate. Target for the spring appeal is ⟪price|£40,000⟫ btw, we're at ⟪percentage|62%⟫
⟦PERSON|sam.j⟧: :tada:
"""))

T(("recruitment_offer_letter", """
⟪org_name|Halden Recruitment Ltd⟫
⟦ADDRESS|55 Colmore Row, Birmingham B3 2AA⟧

⟪date|12 January 2026⟫

Private & Confidential
Ms ⟦PERSON|Adaeze Nwosu⟧
⟦ADDRESS|Flat 7, 31 Hagley Road, Edgbaston, Birmingham B16 8TP⟧

Dear ⟦PERSON|Adaeze⟧,

Offer of employment - Payroll Officer (temp to perm), client: ⟪org_name|Midland Foods plc⟫

We are pleased to confirm your placement starting ⟪date|2 February 2026⟫ at an annual salary of ⟦AMOUNT|£29,400⟧, paid monthly. After the probation period of ⟪duration|13 weeks⟫ you will be eligible for the client's bonus scheme (up to ⟪percentage|8%⟫).

Before your start date please complete the right-to-work check (share code ⟪case_ref|W7K 4PD 9QX⟫) and provide your National Insurance number (we hold ⟦NATIONAL_ID|$nino2⟧ - please confirm).

Yours sincerely,
⟦PERSON|Callum Reid⟧
Senior Consultant | ⟦PHONE|0121 496 0734⟧ | ⟦EMAIL|callum.reid@haldenrecruitment.co.uk⟧
"""))

T(("hr_background_check_report_us", """
BACKGROUND SCREENING REPORT  (⟪org_name|ClearPath Screening Inc.⟫)  Order ⟪order_ref|CP-2026-118734⟫
Candidate: ⟦PERSON|Jamal T. Whitfield⟧
SSN: ⟦SSN|$ssn1⟧        DOB: ⟦DATE_OF_BIRTH|1991-07-23⟧
Address history: ⟦ADDRESS|4418 Magnolia Ave, Apt 2C, Richmond, VA 23227⟧ (2019-present)
Criminal search (county, 7 yrs): CLEAR
Employment verification: ⟪org_name|Dominion Logistics⟫, 2019-2025, last salary reported ⟦AMOUNT|$58,200⟧
Education: B.S. Accounting, ⟪org_name|VCU⟫, 2013
Reviewer: ⟦PERSON|K. Albrecht⟧   Completed ⟪timestamp|03/02/2026 16:41 EST⟫
"""))

T(("hr_onboarding_teams_message", """
⟦PERSON|Olivia Grant⟧ 09:03
Welcome aboard ⟦PERSON|Tom⟧! Your laptop is at reception. Temp password for first login is ⟦PASSWORD|Welcome2Halden!⟧ - you'll be forced to change it.
⟦PERSON|Tom Brennan⟧ 09:05
thanks ⟦PERSON|Olivia⟧ 👍 where do I send my bank details for payroll?
⟦PERSON|Olivia Grant⟧ 09:06
Use the HR portal please, not Teams. Payroll cut-off is the ⟪date|18th⟫.
"""))

T(("university_admissions_email", """
Dear ⟦PERSON|Chidi⟧,

Thank you for your application to the MSc Data Science (course code ⟪course_code|G5K7⟫) at the ⟪org_name|University of Eastmoor⟫. Your applicant ID is ⟪account_ref|2600418233⟫.

We are pleased to make you a conditional offer. As an international student the tuition fee is ⟪price|£24,750⟫ per year. A deposit of ⟪price|£2,000⟫ secures your place; we have recorded a payment of ⟦AMOUNT|£2,000.00⟧ from ⟦PERSON|Ngozi Eze⟧ on your behalf.

For your CAS we still need a scan of your passport (we have ⟦PASSPORT|A07716429⟧, expiring ⟪date|2029-10-14⟫).

Best wishes,
Admissions Team, ⟪org_name|University of Eastmoor⟫
⟦EMAIL|pgadmissions@eastmoor.ac.uk⟧ | ⟦PHONE|+44 1632 960 502⟧
"""))

T(("university_bursary_panel_minutes", """
Hardship Bursary Panel - minutes, ⟪date|26 Nov 2025⟫
Present: Dr ⟦PERSON|Helen Marsh⟧ (chair), ⟦PERSON|Ian Petty⟧ (Finance), ⟦PERSON|Ruth Akande⟧ (Student Support)

1. Application ⟪case_ref|HB-0419⟫ - ⟦PERSON|Liam Castellano⟧, Yr 2 Nursing. Rent arrears of ⟦AMOUNT|£1,340⟧ after his father's redundancy. Registered with ⟦MEDICAL|Crohn's disease⟧, extra travel to clinic. AWARDED ⟦AMOUNT|£1,500⟧.
2. Application ⟪case_ref|HB-0422⟫ - ⟦PERSON|Sophie Tran⟧, Yr 1 Law. Requested ⟦AMOUNT|£800⟧ for a laptop; already received ⟦AMOUNT|£650⟧ from the IT scheme. DECLINED, signpost to loan fund.
Fund remaining for 2025/26: ⟪price|£38,200⟫.
"""))

T(("exam_board_mitigating_circumstances", """
MITIGATING CIRCUMSTANCES - CONFIDENTIAL (Exam Board ⟪date|June 2026⟫)
Student: ⟦PERSON|HASSAN, Yusuf⟧   ID ⟪account_ref|21047786⟫   Module ⟪course_code|ECON2031⟫
Claim: missed final exam on ⟪date|19 May⟫.
Evidence: GP letter confirming ⟦MEDICAL|acute appendicitis⟧, ⟦MEDICAL|laparoscopic appendectomy⟧ on 18 May, discharged with ⟦MEDICAL|co-codamol 30/500⟧.
Decision: deferred sit, uncapped. Tutor: ⟦PERSON|p.larkin⟧
"""))

T(("counselling_intake_note", """
Intake assessment - ⟪org_name|Brightwater Counselling⟫
Client: ⟦PERSON|Natasha Kowalczyk⟧ (prefers "⟦PERSON|Tash⟧")   DOB ⟦DATE_OF_BIRTH|14/02/1994⟧
Referred by GP Dr ⟦PERSON|Emeka Obi⟧. Presenting: ⟦MEDICAL|generalised anxiety disorder⟧, ⟦MEDICAL|panic attacks⟧ on public transport, low mood since separation. Currently taking ⟦MEDICAL|sertraline 50mg⟧. PHQ-9 score ⟪score|14⟫, GAD-7 ⟪score|16⟫.
Risk: no current suicidal ideation. Emergency contact: sister ⟦PERSON|Ewa⟧ ⟦PHONE|07700 900156⟧.
Plan: 8 sessions CBT, ⟪price|£45⟫ per session on sliding scale; client will pay ⟦AMOUNT|£25⟧ per session.
Counsellor: ⟦PERSON|J. Whitlock⟧ MBACP
"""))

T(("mental_health_crisis_line_call_log", """
CALL LOG ⟪timestamp|02:14⟫ line 3 - handler ⟦PERSON|Mo⟧
Caller gave first name ⟦PERSON|Aidan⟧, approx 20s, calling from ⟪place|Leeds⟫. Said he stopped taking his ⟦MEDICAL|quetiapine⟧ two weeks ago, hearing voices again, hasn't slept. History of ⟦MEDICAL|bipolar disorder⟧, under the ⟪org_name|Aire Valley CMHT⟫. Agreed to call his care coordinator ⟦PERSON|Shona⟧ at 9am. Callback number ⟦PHONE|07700 900874⟧. Duration ⟪duration|23 min⟫.
"""))

T(("maternity_booking_letter", """
⟪org_name|St Brigid's Maternity Unit⟫
Antenatal booking summary

Name: ⟦PERSON|Laura Pennington⟧      Hospital no: ⟪account_ref|K4418207⟫
DOB: ⟦DATE_OF_BIRTH|30/08/1992⟧       NHS no: ⟪id_tail|*** *** 6615⟫
Address: ⟦ADDRESS|12 Weaver Street, Macclesfield SK11 6BN⟧
G2 P1. EDD ⟪date|14/09/2026⟫. Previous ⟦MEDICAL|emergency caesarean section⟧ 2023. BMI 31.
Booking bloods: ⟦MEDICAL|rhesus negative⟧ - anti-D at 28 weeks. ⟦MEDICAL|Gestational diabetes⟧ screen (OGTT) at 24-28 weeks.
Named midwife: ⟦PERSON|Carys Hughes⟧, community team ⟦PHONE|01625 661 349⟧
"""))

T(("paediatric_clinic_sms", """
⟪org_name|Oakfield Children's Clinic⟫: reminder that ⟦PERSON|Isla⟧ has her ⟦MEDICAL|asthma review⟧ with Dr ⟦PERSON|Mensah⟧ on ⟪date|Thu 12 Mar⟫ at ⟪time|3.40pm⟫. Please bring her ⟦MEDICAL|Clenil Modulite 100mcg⟧ inhaler and spacer. To rearrange call ⟦PHONE|0161 496 0872⟧.
"""))

T(("vet_clinic_discharge_note", """
⟪org_name|Hollybank Veterinary Surgery⟫ - discharge instructions
Patient: "⟪pet_name|Biscuit⟫", 7y neutered male Labrador
Owner: Mr ⟦PERSON|Graham Tulloch⟧, ⟦ADDRESS|4 Burnside Terrace, Perth PH1 5DL⟧, ⟦PHONE|07700 900623⟧
Procedure: removal of ⟪animal_health|mast cell tumour⟫ (left flank), histology pending. ⟪animal_health|Mild otitis externa⟫ also treated.
Meds: ⟪animal_health|meloxicam 1.5mg/ml, 2.5ml once daily with food⟫
Invoice ⟪invoice_ref|HB-55120⟫: ⟦AMOUNT|£684.90⟧, paid. Insurance claim form signed by owner.
Vet: ⟦PERSON|Eilidh Fraser⟧ MRCVS
"""))

T(("utility_meter_reading_chat", """
⟪org_name|Westcountry Energy⟫ live chat
You: hi I want to give a meter reading, account ⟪account_ref|80041772519⟫
⟦PERSON|Dan⟧ (agent): Thanks! Can I confirm the first line of the address and your name?
You: ⟦PERSON|Ruth Ferreira⟧, ⟦ADDRESS|22 Polwhele Road, Truro TR1 3JX⟧
⟦PERSON|Dan⟧ (agent): Perfect. What's the reading?
You: electric ⟪meter_reading|40781⟫, gas ⟪meter_reading|12245⟫
⟦PERSON|Dan⟧ (agent): Got it. That brings your balance to ⟦AMOUNT|£212.66⟧ in debit. Your unit rate is ⟪price|24.86p/kWh⟫ and standing charge ⟪price|60.97p⟫/day. Would you like a payment plan?
You: yes please, ⟦AMOUNT|£40⟧ a month
"""))

T(("water_arrears_letter_ocr", """
⟪org_name|SEVERN VALE WATER⟫            Customer no. ⟪account_ref|6 0021 8841⟫
                                      ⟪date|4 February 2026⟫
MR ⟦PERSON|D J PRITCHARD⟧
⟦ADDRESS|FLAT 2 31 CORPORATION STREET
STAFFORD ST16 3AG⟧

FINAL REMINDER - ARREARS OF ⟦AMOUNT|£387.21⟧

Our records show your account is ⟪duration|92 days⟫ overdue. If you are struggling,
our WaterSure scheme caps bills at ⟪price|£453⟫ a year for eligible households.
Call ⟦PHONE|0345 600 7723⟧ (Mon-Fri 8am-6pm).
"""))

T(("council_parking_pcn_appeal", """
Penalty Charge Notice ⟪case_ref|BX40718823⟫ - informal challenge

Vehicle: ⟪vehicle_plate|YR21 KHD⟫   Contravention code ⟪product_code|01⟫   Location: ⟪place|Station Approach, Bexley⟫
Name: ⟦PERSON|Grace Adeyemi⟧
Address: ⟦ADDRESS|88 Hurst Road, Sidcup DA15 9AE⟧
Email: ⟦EMAIL|grace.adeyemi@gmail.com⟧

I was parked in the disabled bay displaying my blue badge (I have ⟦MEDICAL|multiple sclerosis⟧). The badge had slipped off the dashboard. I enclose a photo. The charge is ⟪price|£130⟫, reduced to ⟪price|£65⟫ if paid within 14 days - I would ask that it be cancelled.
"""))

T(("council_tax_reduction_form", """
COUNCIL TAX REDUCTION - CHANGE OF CIRCUMSTANCES
Council tax account: ⟪account_ref|5012 8843 2⟫   Band ⟪product_code|C⟫
Claimant: ⟦PERSON|Stephen Mahoney⟧  NI: ⟦NATIONAL_ID|$nino3⟧  DOB ⟦DATE_OF_BIRTH|17/04/1968⟧
Partner: ⟦PERSON|Deborah Mahoney⟧
Change: Stephen's hours cut from 37.5 to 20 per week from ⟪date|1 March 2026⟫. New weekly take-home ⟦AMOUNT|£287.40⟧.
Savings: ⟦AMOUNT|£1,150⟧ (below the ⟪price|£16,000⟫ limit)
Bank for any refund: sort code ⟪id_tail|**-**-61⟫ account ending ⟪id_tail|2207⟫
Contact: ⟦PHONE|07700 900310⟧
"""))

T(("housing_benefit_caseworker_note", """
HB/CTR case note ⟪timestamp|14/01/26 11:32⟫ ⟦PERSON|abhatti⟧
Spoke to claimant Mrs ⟦PERSON|Ayesha Rahman⟧ by phone (⟦PHONE|0113 496 0257⟧). Landlord Mr ⟦PERSON|Kwame Boateng⟧ confirms rent increased to ⟦AMOUNT|£725⟧ pcm. LHA rate for 2-bed in ⟪place|Leeds BRMA⟫ is ⟪price|£747.96⟫. Claimant's son ⟦PERSON|Zain⟧ (14) has ⟦MEDICAL|autism spectrum disorder⟧ - bedroom entitlement reviewed. Overpayment of ⟦AMOUNT|£212.14⟧ to be recovered at ⟦AMOUNT|£11.10⟧/wk.
"""))

T(("crypto_kyc_review_ticket", """
KYC REVIEW ⟪ticket_ref|KYC-448120⟫   queue: enhanced-dd   priority: high
User id ⟪account_ref|u_7734019⟫ ⟦PERSON|Lukas Brenner⟧ (⟦EMAIL|l.brenner@posteo.de⟧)
Document: German ID card, Steuer-ID ⟦NATIONAL_ID|$steuer1⟧ provided for tax reporting
DOB ⟦DATE_OF_BIRTH|1989-11-02⟧ - selfie liveness ⟪percentage|98.7%⟫ match
Source of funds: sale of flat in ⟪place|Leipzig⟫, ⟦AMOUNT|€212,000⟧ received ⟪date|2025-12-10⟫
Deposit address ⟪wallet_address|$eth1⟫, first deposit tx ⟪tx_hash|$txh1⟫
Withdrawal IBAN on file: ⟦IBAN|$iban_de1⟧
Login IP at signup: ⟦IP_ADDRESS|85.214.132.117⟧
Reviewer ⟦PERSON|mkaur⟧: approve, limit tier 3.
"""))

T(("crypto_trading_bot_env", """
# .env for grid-bot (do not commit!!)
EXCHANGE=binance
BINANCE_API_KEY=⟦APIKEY|$bn_key1⟧
BINANCE_API_SECRET=⟦SECRET|$bn_secret1⟧
TELEGRAM_BOT_TOKEN=⟦APIKEY|$tg1⟧
TELEGRAM_CHAT_ID=⟪app_id|-1001948223710⟫
GRID_LEVELS=⟪quantity|24⟫
MAX_POSITION_USDT=⟪price|1500⟫
LISTEN=⟪bind_address|0.0.0.0⟫:⟪port|8088⟫
"""))

T(("crypto_withdrawal_support_email", """
Hi ⟦PERSON|Wei⟧,

Your withdrawal of ⟦AMOUNT|2.35 ETH⟧ (≈ ⟦AMOUNT|$8,412⟧) to ⟪wallet_address|$eth2⟫ was held for review because it was your first withdrawal to a new address within ⟪duration|24 hours⟫ of changing your 2FA. It has now been released - tx ⟪tx_hash|$txh2⟫.

For security, we noticed a login from ⟦IP_ADDRESS|185.220.101.47⟧ that did not match your usual location. If this wasn't you, reset your password and your recovery codes (⟦SECRET|7KQ2-M9XD-PL4R⟧, ⟦SECRET|V8TN-3HCA-Q61Z⟧) will stop working.

- ⟦PERSON|Ines⟧, Security Ops, ⟪org_name|Cobalt Exchange⟫
"""))

T(("brokerage_account_statement", """
⟪org_name|Harbor Point Brokerage⟫ - Quarterly statement Q4 2025
Account holder: ⟦PERSON|Rebecca L. Osei⟧       Account no. ⟪account_ref|HPB-0048812⟫
Mailing address: ⟦ADDRESS|1290 Larkspur Lane, Boulder, CO 80304⟧
Tax ID (SSN): ⟦SSN|$ssn2⟧

Opening balance      ⟦AMOUNT|$142,318.55⟧
Deposits             ⟦AMOUNT|$6,000.00⟧
Dividends            ⟦AMOUNT|$1,204.71⟧
Closing balance      ⟦AMOUNT|$151,977.06⟧
Management fee (⟪percentage|0.35%⟫ p.a.) charged per fee schedule ⟪version|v2025.3⟫.
"""))

T(("airflow_task_log", """
[⟪timestamp|2026-02-11, 02:00:14 UTC⟫] {taskinstance.py:1157} INFO - Dependencies all met for <TaskInstance: crm_export.push_to_s3 scheduled__2026-02-10T02:00:00+00:00 [queued]>
[⟪timestamp|2026-02-11, 02:00:15 UTC⟫] {base.py:73} INFO - Using connection ID 'aws_default' for task execution.
[⟪timestamp|2026-02-11, 02:00:15 UTC⟫] {credentials.py:1255} INFO - Found credentials in environment variables. aws_access_key_id=⟦APIKEY|$aws_akid1⟧
[⟪timestamp|2026-02-11, 02:00:16 UTC⟫] {s3.py:210} INFO - Uploading /tmp/crm/customers_20260210.csv to s3://acme-crm-exports/daily/
[⟪timestamp|2026-02-11, 02:00:19 UTC⟫] {logging_mixin.py:151} WARNING - row 4412 rejected: email '⟦EMAIL|j.mcallister@gmial.com⟧' domain typo
[⟪timestamp|2026-02-11, 02:00:21 UTC⟫] {taskinstance.py:1400} INFO - Marking task as SUCCESS. dag_id=crm_export, run_id=⟪job_id|scheduled__2026-02-10T02:00:00+00:00⟫
"""))

T(("spark_job_stack_trace", """
26/02/11 03:14:07 ERROR Executor: Exception in task 3.0 in stage 7.0 (TID 412)
org.apache.spark.SparkException: Malformed records are detected in record parsing.
  at org.apache.spark.sql.catalyst.csv.UnivocityParser.parse(UnivocityParser.scala:346)
Caused by: java.lang.NumberFormatException: For input string: "⟦PERSON|O'Sullivan⟧"
  record: 88213,"⟦PERSON|Niamh⟧","⟦PERSON|O'Sullivan⟧",⟦PHONE|+353 87 412 9903⟧,"⟦ADDRESS|14 Gort na Mona, Galway H91 X2C4⟧",⟦AMOUNT|412.50⟧
  driver: ⟦IP_ADDRESS|10.42.7.19⟧:⟪port|7077⟫ executor ⟪container_id|$container1⟫
"""))

T(("dbt_profiles_yaml", """
# ~/.dbt/profiles.yml  (owner: ⟦PERSON|rkasprzak⟧)
analytics:
  target: prod
  outputs:
    prod:
      type: snowflake
      account: ⟪app_id|xy12345.eu-west-1⟫
      user: ⟦PERSON|RKASPRZAK⟧
      password: ⟦PASSWORD|Gd7!vQm2#rTa⟧
      role: TRANSFORMER
      warehouse: TRANSFORM_WH
      database: ANALYTICS
      threads: ⟪quantity|8⟫
"""))

T(("kafka_connect_config_json", """
{
  "name": "pg-orders-sink",
  "config": {
    "connector.class": "io.confluent.connect.jdbc.JdbcSinkConnector",
    "tasks.max": "⟪quantity|4⟫",
    "topics": "orders.v2",
    "connection.url": "jdbc:postgresql://⟦IP_ADDRESS|172.20.14.6⟧:⟪port|5432⟫/orders",
    "connection.user": "kafka_sink",
    "connection.password": "⟦PASSWORD|s1nk-Pa55-2026⟧",
    "sasl.jaas.config": "org.apache.kafka.common.security.plain.PlainLoginModule required username=\\"svc-connect\\" password=\\"⟦SECRET|Xq8vL2mTz9Rw4Kp7⟧\\";",
    "consumer.override.group.id": "⟪uuid|$uuid1⟫"
  }
}
"""))

T(("s3_bucket_terraform_snippet", """
provider "aws" {
  region     = "eu-west-2"
  access_key = "⟦APIKEY|$aws_akid2⟧"
  secret_key = "⟦SECRET|$aws_secret2⟧"
}

resource "aws_s3_bucket" "raw_events" {
  bucket = "acme-raw-events-prod"
  tags = { owner = "⟦PERSON|dmitri.volkov⟧", cost_centre = "⟪product_code|CC-4410⟫" }
}

resource "aws_security_group_rule" "office" {
  cidr_blocks = ["⟪cidr|81.2.69.0/24⟫", "⟪cidr|10.0.0.0/8⟫"]
  from_port   = ⟪port|443⟫
}
"""))

T(("zendesk_ticket_export", """
Ticket #⟪ticket_ref|184227⟫  Status: Open  Priority: Normal
Requester: ⟦PERSON|Alison Drummond⟧ <⟦EMAIL|alison@drummondjoinery.co.uk⟧>
Subject: charged twice for annual plan

Hi, I've been charged ⟦AMOUNT|£588.00⟧ twice on ⟪date|1 Feb⟫ for the annual Pro plan (list price ⟪price|£49/month⟫ billed yearly). Card is the Amex ending ⟪masked_card|•••• 1005⟫. Please refund the duplicate.
⟦PERSON|Alison⟧

-- internal note (⟦PERSON|Ravi⟧) --
Confirmed duplicate in Stripe, ch_ ids ⟪order_ref|ch_3QxT71⟫ and ⟪order_ref|ch_3QxT72⟫. Refunded ⟦AMOUNT|£588⟧. Macro: refund-dup-v3.
"""))

T(("jira_bug_with_leaked_token", """
[⟪ticket_ref|PLAT-2291⟫] Webhook delivery failing for tenant acme-uk
Reporter: ⟦PERSON|Sara Lindgren⟧  Assignee: ⟦PERSON|jpatel⟧  Fix version: ⟪version|4.18.2⟫

Steps:
1. POST to ⟦SECRET|$slackhook1⟧ with payload below
2. Observe 404 channel_not_found

curl -H "Authorization: Bearer ⟦APIKEY|$jwt1⟧" https://api.acme.io/v2/hooks/test

Logs show request from ⟦IP_ADDRESS|52.17.203.88⟧ at ⟪timestamp|2026-02-09T10:22:41Z⟫. Commit ⟪commit_sha|$sha1⟫ changed the retry logic.
"""))

T(("saas_customer_export_csv", """
customer_id,first_name,last_name,email,phone,country,mrr,plan,signup_date
⟪account_ref|c_10293⟫,⟦PERSON|Hamish⟧,⟦PERSON|Gilchrist⟧,⟦EMAIL|hamish@gilchristfarms.co.uk⟧,⟦PHONE|+44 1632 960 377⟧,GB,⟦AMOUNT|79.00⟧,growth,⟪date|2024-05-14⟫
⟪account_ref|c_10294⟫,⟦PERSON|Mei⟧,⟦PERSON|Tanaka⟧,⟦EMAIL|mei.tanaka@kumo-design.jp⟧,⟦PHONE|+81 3-5550-1192⟧,JP,⟦AMOUNT|199.00⟧,scale,⟪date|2024-06-02⟫
⟪account_ref|c_10295⟫,⟦PERSON|Jorge⟧,⟦PERSON|Salinas⟧,⟦EMAIL|jsalinas@ferreteriasalinas.mx⟧,⟦PHONE|+52 55 5550 8841⟧,MX,⟦AMOUNT|29.00⟧,starter,⟪date|2024-06-19⟫
"""))

T(("nginx_access_log", """
⟦IP_ADDRESS|90.221.48.17⟧ - - [⟪timestamp|11/Feb/2026:08:41:12 +0000⟫] "POST /api/v1/login HTTP/1.1" 200 512 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X)"
⟦IP_ADDRESS|2a02:c7c:3d11:8800:5cf2:91ff:fe3a:1b07⟧ - - [⟪timestamp|11/Feb/2026:08:41:15 +0000⟫] "GET /account/settings?email=⟦EMAIL|k.mbeki@icloud.com⟧ HTTP/1.1" 200 8830
⟪doc_ip|203.0.113.54⟫ - - [⟪timestamp|11/Feb/2026:08:41:16 +0000⟫] "GET /health HTTP/1.1" 200 2 "-" "kube-probe/1.29"
⟪doc_ip|127.0.0.1⟫ - - [⟪timestamp|11/Feb/2026:08:41:19 +0000⟫] "GET /metrics HTTP/1.1" 200 10233
"""))

T(("public_health_article_no_pii", """
Winter vaccines: what you need to know

⟪org_name|UK Health Security Agency⟫ figures show ⟪health_term|flu⟫ admissions rose ⟪percentage|18%⟫ in the week to ⟪date|5 January⟫. Adults over 65, pregnant women and people with ⟪health_term|long-term conditions⟫ such as ⟪health_term|COPD⟫ or ⟪health_term|type 2 diabetes⟫ are eligible for a free ⟪health_term|flu vaccine⟫. The ⟪health_term|RSV⟫ vaccine is now offered to everyone turning 75. Pharmacies may charge around ⟪price|£20⟫ for those not eligible.
"""))

T(("product_spec_sheet_no_pii", """
⟪org_name|Vaillant⟫ ecoTEC plus 832 combi boiler - specification ⟪version|rev 4.2⟫
Model code: ⟪product_code|0010021951⟫
Central heating output: ⟪measurement|6.4-25 kW⟫
DHW output: ⟪measurement|32 kW⟫
Efficiency (ErP): ⟪percentage|94%⟫ (A-rated)
Dimensions (HxWxD): ⟪measurement|720 x 440 x 338 mm⟫
RRP: ⟪price|£1,849⟫ ex fitting. Warranty: up to ⟪duration|10 years⟫ when fitted by an approved installer.
Firmware: ⟪version|1.08.03⟫
"""))

T(("bus_timetable_no_pii", """
Route ⟪product_code|X53⟫ ⟪place|Exeter⟫ - ⟪place|Weymouth⟫ (Jurassic Coaster), Mon-Sat from ⟪date|6 April 2026⟫
Exeter Bus Station   ⟪time|08:20⟫  ⟪time|10:20⟫  ⟪time|12:20⟫  ⟪time|14:20⟫
Seaton              ⟪time|09:14⟫  ⟪time|11:14⟫  ⟪time|13:14⟫  ⟪time|15:14⟫
Lyme Regis          ⟪time|09:32⟫  ⟪time|11:32⟫  ⟪time|13:32⟫  ⟪time|15:32⟫
Weymouth            ⟪time|10:45⟫  ⟪time|12:45⟫  ⟪time|14:45⟫  ⟪time|16:45⟫
Adult day ticket ⟪price|£12.50⟫, child ⟪price|£6.25⟫.
"""))

T(("changelog_no_pii", """
## ⟪version|3.14.0⟫ - ⟪date|2026-01-30⟫
### Added
- SAML single logout (⟪ticket_ref|#2291⟫)
- `--dry-run` flag for `migrate` (⟪commit_sha|$short1⟫)
### Fixed
- Memory leak in websocket reconnect loop (⟪ticket_ref|#2304⟫, ⟪commit_sha|$short2⟫)
- Timezone handling for ⟪place|Asia/Kolkata⟫
### Changed
- Minimum Node version is now ⟪version|20.11⟫
"""))

T(("github_actions_ci_log", """
Run npm publish --access public
  env:
    NODE_AUTH_TOKEN: ***
npm notice Publishing to https://registry.npmjs.org/ with tag latest
npm ERR! 403 Forbidden - PUT https://registry.npmjs.org/@acme%2fwidgets
Debug: NPM_TOKEN was printed by set -x: ⟦APIKEY|$npm1⟧
##[error]Process completed with exit code 1.
Job ⟪build_id|7721904431⟫ on runner ⟪container_id|$container2⟫, commit ⟪commit_sha|$sha2⟫ by ⟦PERSON|lucy-harrington⟧
"""))

T(("shell_history_devops", """
  501  ssh ⟦PERSON|jdoe⟧@⟦IP_ADDRESS|10.12.4.77⟧
  502  export GITHUB_TOKEN=⟦APIKEY|$ghp1⟧
  503  gh repo clone acme/payments
  504  cd /home/⟦PERSON|jdoe⟧/payments && git log -1 --format=%H
  505  psql "postgresql://app:⟦SECRET|t0pS3cr3t-db⟧@⟦IP_ADDRESS|10.12.4.80⟧:⟪port|5432⟫/payments"
  506  curl -s http://⟪doc_ip|127.0.0.1⟫:⟪port|9090⟫/metrics | head
  507  history -c
"""))

T(("stripe_webhook_handler_config_toml", """
[stripe]
secret_key = "⟦APIKEY|$sk_live1⟧"
publishable_key = "⟪app_id|pk_live_51NxQ2aGh7TkLmWq0Y3bZ⟫"
webhook_secret = "⟦SECRET|$whsec1⟧"

[server]
host = "⟪bind_address|0.0.0.0⟫"
port = ⟪port|4242⟫

[alerts]
sendgrid_key = "⟦APIKEY|$sendgrid1⟧"
notify = "⟦EMAIL|billing-alerts@acme.io⟧"
"""))

T(("hotel_phone_booking_dictation", """
Dictated note, front desk, ⟪timestamp|Sat 14 Feb 21:40⟫: Guest ⟦PERSON|Patrick Doyle⟧ rang to guarantee the late arrival for booking ⟪booking_ref|RES-40917⟫. Card given over the phone: ⟦CARD|$visa1⟧, expiry ⟪card_expiry|09/28⟫, security code ⟦CVV|582⟧. Rate is ⟪price|£165⟫ a night, he's agreed to ⟦AMOUNT|£330⟧ for two nights. Mobile ⟦PHONE|07700 900705⟧. Note to ⟦PERSON|Sinead⟧: please shred this after keying into the PMS.
"""))

T(("shortlet_guest_id_scan_ocr", """
[OCR - guest ID scan uploaded via host app, listing ⟪booking_ref|#A8823⟫]
REPUBLIQUE FRANCAISE   CARTE NATIONALE D'IDENTITE
Nom: ⟦PERSON|MOREAU⟧   Prénom(s): ⟦PERSON|Camille Anne⟧
Né(e) le: ⟦DATE_OF_BIRTH|22.06.1984⟧ à ⟪place|Lyon⟫
N° sécurité sociale (from attached carte vitale): ⟦NATIONAL_ID|$nir1⟧
Passeport n°: ⟦PASSPORT|19AV48213⟧
Host note: guest paid ⟦AMOUNT|€540⟧ via Airbnb, damage deposit ⟪price|€200⟫ per house rules.
"""))

T(("garage_card_payment_form", """
⟪org_name|Redline Performance Garage⟫ - Card Payment Authorisation (MOTO)
Customer name: ⟦PERSON|Simon Achterberg⟧
Vehicle: ⟪vehicle_plate|WU70 ZKA⟫ - remap + DPF clean (⟪order_ref|JOB-3318⟫)
Amount to charge: ⟦AMOUNT|£845.00⟧
Card number: ⟦CARD|$mc1⟧   Expiry: ⟪card_expiry|11/27⟫   CVV: ⟦CVV|306⟧
Billing address: ⟦ADDRESS|3 Kestrel Way, Banbury OX16 4RH⟧
Authorised by (staff): ⟦PERSON|Dean⟧   Auth code: ⟪otp_code|48QK2T⟫
This form will be destroyed after processing per PCI-DSS.
"""))

T(("travel_agent_payment_email_amex", """
From: ⟦PERSON|Vikram Sethi⟧ <⟦EMAIL|vikram.sethi@sethi-associates.in⟧>
To: bookings@globetrek.co.uk
Subject: Re: Maldives package - payment

Hi ⟦PERSON|Lucy⟧,

Please charge the balance of ⟦AMOUNT|£7,420⟧ to my Amex ⟦CARD|$amex1⟧, exp ⟪card_expiry|03/29⟫, CID ⟦CVV|7714⟧. My wife ⟦PERSON|Meera⟧'s passport number is ⟦PASSPORT|V2264819⟧ and mine is ⟦PASSPORT|T8830172⟧.

Flights ⟪flight_number|EK006⟫ / ⟪flight_number|EK652⟫, resort confirmation ⟪booking_ref|CR-55921⟫.

Thanks,
⟦PERSON|Vikram⟧
"""))

T(("charity_direct_debit_sepa_mandate", """
SEPA Direct Debit Mandate - ⟪org_name|Stichting Kinderhulp Nederland⟫
Creditor ID: ⟪app_id|NL98ZZZ412345670000⟫   Mandate ref: ⟪account_ref|KH-2026-00841⟫
Debtor name: ⟦PERSON|Femke de Vries⟧
Address: ⟦ADDRESS|Prinsengracht 412-II, 1016 JK Amsterdam⟧
IBAN: ⟦IBAN|$iban_nl1⟧   BIC: ⟪org_ref|INGBNL2A⟫
BSN (for tax deduction receipt): ⟦NATIONAL_ID|$bsn1⟧
Amount: ⟦AMOUNT|€15.00⟧ monthly, first collection ⟪date|1 March 2026⟫
Signed ⟪place|Amsterdam⟫, ⟪date|10-02-2026⟫
"""))

T(("charity_legacy_donation_letter", """
Dear Mr ⟦PERSON|Haverford⟧,

Re: Estate of the late Mrs ⟦PERSON|Beatrice Haverford⟧

On behalf of the trustees of ⟪org_name|Fenland Wildlife Rescue⟫ I would like to thank you, as executor, for the legacy gift of ⟦AMOUNT|£25,000⟧ left to the charity in your mother's will. The funds were received into our account on ⟪date|28 January 2026⟫.

If you would like a plaque in the new ⟪place|hedgehog hospital⟫ wing we would be honoured to arrange it.

With gratitude,
Dr ⟦PERSON|Priyanka Shah⟧, Chair of Trustees
"""))

T(("recruitment_right_to_work_notes", """
RTW check - candidate ⟦PERSON|Oluwaseun Adebayo⟧ (⟪case_ref|REQ-5512⟫), checked by ⟦PERSON|Fran⟧ on ⟪date|06/02/2026⟫
- Document: Nigerian passport ⟦PASSPORT|A12947739⟧ + BRP, visa type Skilled Worker, expires ⟪date|2028-05-31⟫
- Online share code checked, ⟪case_ref|RTW-K8M-2QX⟫
- NINO ⟦NATIONAL_ID|$nino4⟧
- DOB ⟦DATE_OF_BIRTH|11/03/1995⟧
- Agreed rate ⟦AMOUNT|£17.80⟧/hr (client charge rate ⟪price|£24.50⟫/hr)
"""))

T(("hr_payroll_change_request_iban", """
Hi payroll,

Please update bank details for ⟦PERSON|Marta Wiśniewska⟧ (emp ⟪account_ref|E10442⟫) from the March run. New account: ⟦IBAN|$iban_pl1⟧ (mBank). Her PESEL ⟦NATIONAL_ID|$pesel1⟧ for the Polish tax form is unchanged.

Also her February overtime of ⟦AMOUNT|zł 1,840⟧ was missed, please add.

Thanks,
⟦PERSON|Jakub⟧ - HR Ops ⟪place|Kraków⟫
"""))

T(("us_hr_onboarding_i9_form", """
Employment Eligibility (I-9) - Section 1 (transcribed)
Last name: ⟦PERSON|Delgado⟧   First: ⟦PERSON|Marisol⟧   MI: ⟦PERSON|R⟧
Address: ⟦ADDRESS|7712 W Glendale Ave, Phoenix, AZ 85303⟧
Date of birth: ⟦DATE_OF_BIRTH|04/19/1990⟧
U.S. Social Security Number: ⟦SSN|$ssn3⟧
Email: ⟦EMAIL|marisol.delgado90@gmail.com⟧   Phone: ⟦PHONE|(602) 555-0147⟧
Starting wage ⟦AMOUNT|$21.50⟧/hour, position Warehouse Lead, site ⟪place|PHX-3⟫
"""))

T(("us_tax_preparer_client_message", """
Hey ⟦PERSON|Brandon⟧ - for your 2025 return I still need: your W-2 from ⟪org_name|Cascade Foods⟫, the 1098 for the mortgage, and ⟦PERSON|Kayla⟧'s SSN for the dependent care credit. I have yours as ⟦SSN|$ssn4⟧. Your estimated refund right now is ⟦AMOUNT|$3,184⟧. My fee is ⟪price|$275⟫ as quoted. - ⟦PERSON|Deb⟧, ⟪org_name|Greenleaf Tax Services⟫ ⟦PHONE|(503) 555-0182⟧
"""))

T(("university_student_support_case", """
Student Support case ⟪case_ref|SS-2026-0318⟫ (restricted)
Student: ⟦PERSON|Keira McBride⟧, 2nd year Architecture, ID ⟪account_ref|20481176⟫
Disclosed ⟦MEDICAL|ADHD⟧ (diagnosed 2024) and ⟦MEDICAL|dyslexia⟧; prescribed ⟦MEDICAL|Elvanse 50mg⟧.
Reasonable adjustments: ⟪percentage|25%⟫ extra time, rest breaks, coloured overlays.
DSA: ⟦AMOUNT|£1,950⟧ approved for assistive software and mentoring.
Adviser: ⟦PERSON|Grant Fellowes⟧ ⟦EMAIL|g.fellowes@eastmoor.ac.uk⟧
"""))

T(("university_international_fees_whatsapp", """
[⟪date|09/02/2026⟫, 11:02] ⟦PERSON|Rahul⟧: Hi sir, I paid the 2nd instalment ⟦AMOUNT|£6,202.50⟧ (incl. bank charge) yesterday from my father's account, reference ⟪account_ref|2600418790⟫
[⟪date|09/02/2026⟫, 11:15] Finance Office - ⟦PERSON|Steve⟧: Thanks ⟦PERSON|Rahul⟧, I can see it. The final instalment of ⟪price|£6,187.50⟫ is due 1 May.
"""))

T(("counselling_session_email_followup", """
Hi ⟦PERSON|Jordan⟧,

Just confirming our next session on ⟪date|Tuesday 17th⟫ at ⟪time|6pm⟫ (online, same Zoom link, passcode ⟦PASSWORD|418822⟧). As discussed, I'd encourage you to speak to your GP about the ⟦MEDICAL|nightmares and flashbacks⟧ - it sounds like ⟦MEDICAL|PTSD⟧ symptoms may be worth assessing formally. Your invoice for January is ⟦AMOUNT|£240⟧ (4 sessions).

Take care,
⟦PERSON|Miriam⟧
⟪org_name|Northern Light Therapy⟫
"""))

T(("mental_health_ward_handover", """
Ward 7 handover ⟪time|07:30⟫
Bed 3 - Mr ⟦PERSON|T. Okonkwo⟧, 46, ⟦MEDICAL|section 2⟧ day 9. ⟦MEDICAL|Paranoid schizophrenia⟧, started ⟦MEDICAL|clozapine 100mg⟧ nocte, bloods due Thurs. Settled overnight.
Bed 5 - ⟦PERSON|Danielle⟧ (⟦PERSON|Dani⟧) ⟦PERSON|Price⟧, 22, ⟦MEDICAL|self-harm⟧ (superficial cuts L forearm) - 1:1 obs continues.
Bed 8 - empty, admission expected from ⟪place|A&E⟫.
"""))

T(("paediatric_referral_letter", """
Dear Dr ⟦PERSON|Ashworth⟧,

Re: ⟦PERSON|Oscar Lindley⟧, DOB ⟦DATE_OF_BIRTH|18/07/2021⟧, ⟦ADDRESS|41 Millbrook Road, Stockport SK4 2EH⟧

Thank you for seeing this 4-year-old boy with recurrent ⟦MEDICAL|tonsillitis⟧ (7 episodes in 12 months) and ⟦MEDICAL|obstructive sleep apnoea⟧ symptoms. Mum (⟦PERSON|Kirsty⟧, ⟦PHONE|07700 900912⟧) reports loud snoring and pauses. He is allergic to ⟦MEDICAL|amoxicillin⟧ (rash).

Yours sincerely,
Dr ⟦PERSON|N. Chaudhry⟧, ⟪org_name|Heaton Moor Medical Centre⟫
"""))

T(("vet_insurance_claim_form", """
PET INSURANCE CLAIM - ⟪org_name|PawSure⟫ policy ⟪policy_ref|PS-7731204⟫
Policyholder: ⟦PERSON|Rachel Ambrose⟧, ⟦ADDRESS|Rose Cottage, 2 Mill Lane, Kington HR5 3AP⟧, ⟦PHONE|01544 230 718⟧
Pet: ⟪pet_name|Pippin⟫ (cat, DSH, 11y)
Condition: ⟪animal_health|hyperthyroidism⟫, ⟪animal_health|chronic kidney disease stage 2⟫
Treatment dates: ⟪date|02/01/2026⟫ - ⟪date|30/01/2026⟫
Total claimed: ⟦AMOUNT|£1,126.45⟧ (less excess ⟪price|£99⟫)
Pay to: ⟦IBAN|$iban_gb3⟧
"""))

T(("energy_switch_web_form", """
Switch to ⟪org_name|Ohm Home Energy⟫ - your details
Full name*: ⟦PERSON|Callum Strachan⟧
Supply address*: ⟦ADDRESS|Flat 3/2, 118 Dumbarton Road, Glasgow G11 6NX⟧
MPAN: ⟪meter_reading|12 0000 8841 2207⟫
Email*: ⟦EMAIL|callumstrachan@protonmail.com⟧
Mobile: ⟦PHONE|07700 900268⟧
Estimated annual spend: ⟪price|£1,420⟫ on the Fixed 24 tariff
Direct debit from: ⟦IBAN|$iban_gb5⟧ (Monthly ⟦AMOUNT|£118⟧)
Account password: ⟦PASSWORD|thistle&Fog91⟧
"""))

T(("council_blue_badge_application", """
Blue Badge application - ⟪org_name|Wiltshire Council⟫ ref ⟪case_ref|BB/26/01923⟫
Applicant: ⟦PERSON|Eileen Marchbank⟧, DOB ⟦DATE_OF_BIRTH|3 October 1948⟧
Address: ⟦ADDRESS|16 Ashdown Close, Trowbridge BA14 7DS⟧
Conditions: ⟦MEDICAL|severe osteoarthritis of both knees⟧, ⟦MEDICAL|COPD⟧ (on home oxygen)
Can walk less than ⟪measurement|50 metres⟫ with a frame.
Fee ⟪price|£10⟫ paid by daughter ⟦PERSON|Lesley⟧, card ending ⟪masked_card|*8830⟫.
"""))

T(("crypto_exchange_api_ticket", """
Ticket ⟪ticket_ref|#99218⟫ - API orders rejected with -2015
From: ⟦PERSON|Andre Fontaine⟧ <⟦EMAIL|andre@fontaine-quant.fr⟧>
My bot stopped trading at ⟪timestamp|04:12 UTC⟫. Key: ⟦APIKEY|$bn_key2⟧, IP whitelist is ⟦IP_ADDRESS|51.158.72.203⟧. I've pasted the secret too in case you need it: ⟦SECRET|$bn_secret2⟧
Balance on the sub-account was ⟦AMOUNT|41,200 USDT⟧.
-- Agent ⟦PERSON|Hyun-woo⟧: Please NEVER share your secret. I have revoked this key pair. Your new server IP ⟦IP_ADDRESS|51.158.72.210⟧ wasn't whitelisted.
"""))

T(("saas_onboarding_slack_bot_config", """
# config/integrations.yaml
slack:
  bot_token: ⟦APIKEY|$xoxb1⟧
  signing_secret: ⟦SECRET|8f3a1c92de7b4e6a0f5d21c7b9e84a36⟧
  default_channel: "#cs-alerts"
github:
  token: ⟦APIKEY|$ghpat1⟧
  org: acme-cs
openai:
  api_key: ⟦APIKEY|$openai1⟧
  model: gpt-4o-mini
  max_tokens: ⟪quantity|800⟫
maintainer: ⟦PERSON|Priyanka Iyer⟧ <⟦EMAIL|priyanka.iyer@acme.io⟧>
"""))

T(("python_stack_trace_with_dsn", """
Traceback (most recent call last):
  File "/home/⟦PERSON|mchen⟧/etl/load_customers.py", line 88, in <module>
    engine = create_engine(os.environ["DATABASE_URL"])
  File "/opt/venv/lib/python3.11/site-packages/sqlalchemy/engine/create.py", line 602, in create_engine
sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "⟦IP_ADDRESS|172.31.22.140⟧", port ⟪port|5432⟫ failed: FATAL:  password authentication failed for user "etl"
DATABASE_URL=postgresql://etl:⟦SECRET|R3d$hift_etl_2026⟧@⟦IP_ADDRESS|172.31.22.140⟧:⟪port|5432⟫/crm
(Background on this error at: https://sqlalche.me/e/20/e3q8)  build ⟪build_id|etl-2026.02.11-3⟫
"""))

T(("helpdesk_password_reset_call_transcript", """
Transcript - IT helpdesk call ⟪ticket_ref|INC0084213⟫
Agent: IT service desk, this is ⟦PERSON|Connor⟧.
Caller: hi, it's ⟦PERSON|Beverley Nash⟧ from accounts, I'm locked out again.
Agent: No worries ⟦PERSON|Bev⟧. Can you confirm your staff number?
Caller: ⟪account_ref|004418⟫.
Agent: Thanks. I've set a temporary password, it's ⟦PASSWORD|purple lantern seven two⟧, all lower case with spaces removed. You'll be asked to change it.
Caller: and my MFA? I got a new phone.
Agent: I've reset it - scan the new QR, or enter the setup key ⟦SECRET|$totp1⟧ manually.
"""))

T(("git_leaked_env_diff", """
commit ⟪commit_sha|$sha4⟫
Author: ⟦PERSON|Ellie Marsh⟧ <⟦EMAIL|ellie.marsh@fintrack.dev⟧>
Date:   ⟪timestamp|Tue Feb 10 17:22:09 2026 +0000⟫

    wip: add stripe + hf

diff --git a/.env b/.env
+STRIPE_SECRET_KEY=⟦APIKEY|$sk_live2⟧
+STRIPE_WEBHOOK_SECRET=⟦SECRET|$whsec2⟧
+HF_TOKEN=⟦APIKEY|$hf1⟧
+ANTHROPIC_API_KEY=⟦APIKEY|$anthropic1⟧
+SENTRY_DSN=https://⟪hash|$short3⟫@o44129.ingest.sentry.io/⟪app_id|4507712⟫
"""))

T(("apache_error_log", """
[⟪timestamp|Wed Feb 11 06:14:02.118233 2026⟫] [auth_basic:error] [pid ⟪quantity|20417⟫] [client ⟦IP_ADDRESS|81.174.250.33⟧:⟪port|51822⟫] AH01617: user ⟦PERSON|sbrennan⟧: authentication failure for "/admin": Password Mismatch
[⟪timestamp|Wed Feb 11 06:14:09.410012 2026⟫] [php:error] [pid ⟪quantity|20419⟫] [client ⟪doc_ip|198.51.100.23⟫:⟪port|40112⟫] PHP Fatal error: Uncaught PDOException: SQLSTATE[HY000] [1045] Access denied for user 'wp'@'localhost' in /var/www/html/wp-includes/class-wpdb.php:1982
"""))

T(("airline_passenger_manifest_excerpt", """
PNR ⟪booking_ref|K7TQ2W⟫  ⟪flight_number|BA2490⟫ LGW-AGP ⟪date|15FEB⟫
1. ⟦PERSON|HOLLOWAY/MARK JAMES⟧ MR  DOCS P/GBR/⟦PASSPORT|552871934⟧/GBR/⟦DATE_OF_BIRTH|14MAR81⟧/M/⟪date|02SEP31⟫
2. ⟦PERSON|HOLLOWAY/SIAN⟧ MRS  DOCS P/GBR/⟦PASSPORT|549013627⟧/GBR/⟦DATE_OF_BIRTH|29JUN83⟧/F/⟪date|17JAN30⟫
CTCM ⟦PHONE|447700900551⟧  CTCE ⟦EMAIL|sian.holloway//yahoo.co.uk⟧
SSR WCHR for pax 2 (⟦MEDICAL|recent hip replacement⟧)
Fare paid ⟦AMOUNT|GBP 412.60⟧
"""))

T(("brokerage_w8ben_canada", """
Form W-8BEN (summary captured by ⟪org_name|Harbor Point Brokerage⟫ onboarding)
Name: ⟦PERSON|Geneviève Tremblay⟧
Country of citizenship: Canada
Permanent residence: ⟦ADDRESS|2145 rue Saint-Denis, Montréal QC H2X 3K8⟧
Foreign TIN (SIN): ⟦NATIONAL_ID|$sin1⟧
DOB: ⟦DATE_OF_BIRTH|1987-05-30⟧
Initial deposit ⟦AMOUNT|CAD 25,000⟧ via wire.
Treaty rate claimed: ⟪percentage|15%⟫ on dividends.
"""))

T(("utility_smart_meter_install_email", """
Hi ⟦PERSON|Tom⟧ and ⟦PERSON|Gemma⟧,

Your smart meter installation is booked for ⟪date|Friday 20 February⟫ between ⟪time|8am⟫ and ⟪time|12pm⟫ at ⟦ADDRESS|9 Larch Grove, Bicester OX26 3FL⟧. Our engineer ⟦PERSON|Kwabena⟧ will need access to the meter cupboard - you mentioned the side gate has a combination lock, code ⟦PASSWORD|0-6-2-4⟧.

As you're on the Priority Services Register (⟦MEDICAL|home dialysis⟧), we'll make sure the power is off for no more than ⟪duration|30 minutes⟫.

⟪org_name|Thames & Cherwell Power⟫ | ⟦PHONE|0330 088 1942⟧
"""))

T(("garage_finance_settlement_letter_us", """
⟪org_name|Lakeshore Auto Credit⟫
⟦ADDRESS|2200 N Clybourn Ave, Suite 410, Chicago, IL 60614⟧

⟪date|February 9, 2026⟫

⟦PERSON|Terrence Boyd⟧
⟦ADDRESS|6031 S Harper Ave, Chicago, IL 60637⟧

Re: Retail installment contract ⟪policy_ref|LAC-0091174⟫ - 2020 Chevrolet Malibu, VIN ⟪vin|1G1ZD5ST4LF038821⟫

Dear Mr. ⟦PERSON|Boyd⟧,

As requested, your payoff amount valid through ⟪date|February 28, 2026⟫ is ⟦AMOUNT|$9,846.12⟧. Payments of ⟦AMOUNT|$412.77⟧ received after this letter will reduce the payoff accordingly. We verified your identity using the last four of your SSN (⟪id_tail|xxx-xx-4417⟫); the full number on our file is ⟦SSN|$ssn5⟧ - please tell us if it is wrong.

Payoff can be made by ACH or card. Questions: ⟦PHONE|(312) 555-0166⟧.
"""))

T(("saas_billing_card_update_log", """
2026-02-11 12:04:51,882 DEBUG billing.update_card tenant=⟪account_ref|t_55102⟫ user=⟦EMAIL|ops@kilnhouse-ceramics.com⟧
2026-02-11 12:04:51,883 DEBUG request.form = {'name_on_card': '⟦PERSON|Harriet Okoye⟧', 'number': '⟦CARD|$disc1⟧', 'exp': '⟪card_expiry|12/28⟫', 'cvc': '⟦CVV|661⟧', 'postcode': '⟪place|BS3 4TR⟫'}
2026-02-11 12:04:52,310 INFO  stripe.PaymentMethod.attach ok pm=⟪order_ref|pm_1QzL8c⟫ last4=⟪id_tail|8841⟫
2026-02-11 12:04:52,311 WARN  PCI: raw PAN logged at DEBUG level - see ⟪ticket_ref|SEC-402⟫
2026-02-11 12:04:52,600 INFO  invoice.pay amount=⟦AMOUNT|1,188.00⟧ currency=GBP status=paid
"""))

T(("datadog_agent_yaml", """
## /etc/datadog-agent/datadog.yaml  (host: etl-worker-03, ip ⟦IP_ADDRESS|10.40.2.17⟧)
api_key: ⟦APIKEY|$dd_api2⟧
app_key: ⟦SECRET|$dd_app1⟧
site: datadoghq.eu
logs_enabled: true
process_config:
  enabled: "true"
tags:
  - team:data-platform
  - owner:⟦PERSON|mgarcia⟧
proxy:
  https: http://svc_proxy:⟦SECRET|Pr0xy!Pass#77⟧@⟦IP_ADDRESS|10.40.0.5⟧:⟪port|3128⟫
"""))

T(("charity_bank_reconciliation_csv", """
date,donor,reference,iban,amount,gift_aid
⟪date|2026-01-31⟫,⟦PERSON|Siobhan Keane⟧,⟪account_ref|DON-7781⟫,⟦IBAN|$iban_ie2⟧,⟦AMOUNT|50.00⟧,N
⟪date|2026-01-31⟫,⟦PERSON|Pieter Janssens⟧,⟪account_ref|DON-7782⟫,⟦IBAN|$iban_be1⟧,⟦AMOUNT|120.00⟧,N
⟪date|2026-01-31⟫,⟦PERSON|Ruth Collingwood⟧,⟪account_ref|DON-7783⟫,⟦IBAN|$iban_gb1⟧,⟦AMOUNT|25.00⟧,Y
⟪date|2026-01-31⟫,⟦PERSON|Ingrid Solberg⟧,⟪account_ref|DON-7784⟫,⟦IBAN|$iban_dk1⟧,⟦AMOUNT|75.00⟧,N
"""))

T(("discord_bot_incident_postmortem", """
Postmortem: community bot account takeover (⟪date|2026-02-07⟫)
Summary: the bot token ⟦APIKEY|$discord1⟧ was committed to a public repo by ⟦PERSON|Nathan Price⟧ at ⟪timestamp|14:02 UTC⟫ (⟪commit_sha|$sha6⟫). Within ⟪duration|11 minutes⟫ an attacker used it to post phishing links in #general.
Also exposed in the same file: the moderation webhook ⟦SECRET|$discordhook1⟧ and a Twilio key ⟦APIKEY|$twilio1⟧ with auth token ⟦SECRET|$twilio_tok1⟧.
Actions: tokens reset by ⟦PERSON|Aisha⟧; GitHub secret scanning enabled; reported to platform as case ⟪case_ref|DSC-88102⟫. Community member @nightowl88 flagged it first - thank you!
"""))

T(("hotel_group_invoice_dispute_email", """
From: ⟦PERSON|Katrin Vogel⟧ <⟦EMAIL|k.vogel@vogel-events.de⟧>
To: reservations@grandcanalhotel.ie
Subject: Group invoice ⟪invoice_ref|GCH-26-0193⟫ - overcharge

Dear ⟦PERSON|Aoife⟧,

Your invoice for our conference group (⟪quantity|14 rooms⟫, ⟪date|2-4 February⟫) totals ⟦AMOUNT|€9,870.00⟧, but the contract rate was ⟪price|€205⟫ per room per night, which comes to ⟦AMOUNT|€8,610.00⟧. We have already transferred ⟦AMOUNT|€4,305.00⟧ from our account ⟦IBAN|$iban_de3⟧ as the 50% deposit.

Please reissue the invoice to ⟪org_name|Vogel Events GmbH⟫, ⟦ADDRESS|Schanzenstraße 41, 20357 Hamburg⟧. Refunds, if any, to the same IBAN.

Mit freundlichen Grüßen
⟦PERSON|Katrin Vogel⟧
⟦PHONE|+49 40 3190 7722⟧
"""))

T(("recruitment_contractor_umbrella_setup", """
Umbrella company setup - contractor details (⟪org_name|Parasol Payroll⟫)
Contractor: ⟦PERSON|Emre Yildirim⟧
Home address: ⟦ADDRESS|Apartment 51, 9 Great Ancoats Street, Manchester M4 5AD⟧
NI number: ⟦NATIONAL_ID|SK 61 92 07 D⟧
Day rate: ⟦AMOUNT|£525⟧ (agency margin ⟪price|£35/day⟫)
Pay into: ⟦IBAN|$iban_gb6⟧
Previous employer in Finland - henkilötunnus ⟦NATIONAL_ID|$hetu1⟧ (for P85 form)
Portal login: ⟦PERSON|eyildirim⟧ / temp password ⟦PASSWORD|Parasol!4821⟧
"""))
