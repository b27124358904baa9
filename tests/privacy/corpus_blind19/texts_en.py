# English texts for corpus_blind19. Written by hand, one at a time.
TEXTS = []

TEXTS.append(("vet_sms_reminder", """
Hi ⟦PERSON|Joanne⟧, ⟪pet_name|Biscuit⟫ is due his booster at ⟪org_name|Harrowgate Vets⟫ on ⟪date|Thu 11 Dec⟫ at ⟪time|4:20pm⟫. Reply C to confirm or call ⟦PHONE|01632 960 418⟧. Balance on account: ⟦AMOUNT|£46.80⟧.
"""))

TEXTS.append(("vet_clinical_note_email", """
From: ⟦EMAIL|r.okafor@willowbankvets.co.uk⟧
To: ⟦EMAIL|mandy.priestley@gmail.com⟧
Subject: ⟪pet_name|Luna⟫ - bloods and next steps

Dear Mrs ⟦PERSON|Priestley⟧,

Thanks for bringing ⟪pet_name|Luna⟫ in yesterday. Her results show ⟪animal_health|early chronic kidney disease (IRIS stage 2)⟫ and mild ⟪animal_health|hyperthyroidism⟫, so we'd like to start ⟪animal_health|methimazole 2.5 mg twice daily⟫ and recheck in ⟪duration|three weeks⟫.

Today's consult and bloods came to ⟦AMOUNT|£212.40⟧, which was charged to the card ending ⟪masked_card|**** 7731⟫. The renal diet is ⟪price|£38.99⟫ per 4 kg bag if you'd like us to order it.

I know you mentioned your own ⟦MEDICAL|hip replacement⟧ is coming up - ⟦PERSON|Aled⟧ on reception can arrange a home collection for the recheck.

Kind regards,
⟦PERSON|Rachel Okafor⟧ BVetMed MRCVS
⟪org_name|Willowbank Veterinary Centre⟫, ⟦ADDRESS|14 Canal Street, Kidderminster DY10 1AB⟧
Tel ⟦PHONE|01632 960 772⟧
"""))

TEXTS.append(("lost_luggage_pir", """
PROPERTY IRREGULARITY REPORT
File ref: ⟪file_ref|MANKL48213⟫        Station: ⟪place|MAN⟫      Date: ⟪date|02DEC26⟫
Flight: ⟪flight_number|KL1072⟫ / ⟪flight_number|KL0611⟫   Bag tag: ⟪bag_tag|KL 744218⟫
Passenger name: ⟦PERSON|HARGREAVES/NICHOLAS⟧ MR
Permanent address: ⟦ADDRESS|7 Beech Grove, Sale, M33 6HT⟧
Temporary address: ⟪org_name|Radisson Blu Manchester Airport⟫, room ⟪room_number|412⟫ until ⟪date|05DEC⟫
Mobile: ⟦PHONE|+44 7700 900 213⟧   Email: ⟦EMAIL|nick.hargreaves@outlook.com⟧
Bag description: ⟪product_code|BK22⟫ black hard-shell spinner, ⟪brand|Samsonite⟫, red strap
Contents of note: laptop charger, ⟦MEDICAL|insulin pens (NovoRapid)⟧ and ⟦MEDICAL|Freestyle Libre sensors⟧ - passenger is ⟦MEDICAL|type 1 diabetic⟧, urgent
Interim expenses authorised up to ⟪price|EUR 100⟫ per day; passenger claimed ⟦AMOUNT|EUR 186.50⟧ so far.
Agent: ⟦PERSON|shk⟧ / ⟪org_name|Swissport⟫
"""))

TEXTS.append(("airline_loyalty_email", """
Subject: Your Kestrel Miles statement - ⟪month|November 2026⟫

Hello ⟦PERSON|Farah⟧,

Membership no. ⟪loyalty_number|KM 4420 9187 33⟫ | Tier: ⟪tier|Silver⟫

Opening balance      41,220 miles
Flight ⟪flight_number|KS 214⟫ LHR-DXB    +3,480
Partner hotel stay      +1,200
Closing balance      45,900 miles

We noticed the passport stored in your profile (⟦PASSPORT|553871294⟧, issued to ⟦PERSON|FARAH NADIA SIDDIQUI⟧) expires on ⟪date|14/03/2027⟫. Some destinations require six months' validity - please update it before booking.

You also have ⟦AMOUNT|£84.00⟧ of travel credit from your cancelled ⟪booking_ref|X7PQ2M⟫ booking.

Kestrel Miles, ⟪org_name|Kestrel Airways⟫ | ⟪place|Crawley⟫
"""))

TEXTS.append(("online_pharmacy_order", """
ORDER CONFIRMATION #⟪order_id|PH-2026-118734⟫
Patient: ⟦PERSON|Graham Tulloch⟧   DOB: ⟦DATE_OF_BIRTH|17/08/1961⟧   NHS no. on file
Delivery to: ⟦ADDRESS|Flat 3, 22 Leven Street, Edinburgh EH3 9LJ⟧

Item                                     Qty   Price
⟦MEDICAL|Atorvastatin 40mg tablets⟧       28    ⟪price|£0.00 (NHS exempt)⟫
⟦MEDICAL|Ramipril 5mg capsules⟧           28    ⟪price|£0.00⟫
Private: ⟦MEDICAL|Sildenafil 50mg⟧         8    ⟦AMOUNT|£19.96⟧
Online consultation                              ⟦AMOUNT|£4.99⟧
Total charged                                    ⟦AMOUNT|£24.95⟧

Prescriber: Dr ⟦PERSON|Ayesha Malik⟧ (⟪registration|GPhC 2087431⟫)
Questions? ⟦EMAIL|care@pillpost.co.uk⟧ or ⟦PHONE|0330 555 0142⟧
"""))

TEXTS.append(("pharmacy_refill_sms", """
BOOTHBY CHEMISTS: ⟦PERSON|Sue⟧, your ⟦MEDICAL|levothyroxine 75mcg⟧ repeat is ready to collect. Collection code ⟪otp_code|4418⟫. Open till ⟪time|6pm⟫ today.
"""))

TEXTS.append(("fertility_clinic_invoice", """
⟪org_name|Aurora Fertility Partners⟫ — Statement of account
Patients: ⟦PERSON|Emily Rhodes⟧ & ⟦PERSON|Daniel Rhodes⟧        Account: ⟪account_ref|AFP-30917⟫
Address: ⟦ADDRESS|41 Kingsley Road, Bristol BS7 8QL⟧

⟪date|03 Oct 2026⟫  ⟦MEDICAL|IVF cycle⟧ - stimulation and monitoring     ⟦AMOUNT|£3,450.00⟧
⟪date|18 Oct 2026⟫  Egg collection under sedation                ⟦AMOUNT|£1,200.00⟧
⟪date|18 Oct 2026⟫  ⟦MEDICAL|ICSI⟧ (male factor: ⟦MEDICAL|low motility⟧)     ⟦AMOUNT|£1,150.00⟧
⟪date|23 Oct 2026⟫  ⟦MEDICAL|Frozen embryo storage⟧, 12 months           ⟦AMOUNT|£395.00⟧
Paid by bank transfer ⟪date|24 Oct⟫                             -⟦AMOUNT|£5,000.00⟧
Balance due                                              ⟦AMOUNT|£1,195.00⟧

Pay to ⟪org_name|Aurora Fertility Partners Ltd⟫, IBAN ⟦IBAN|$iban2⟧, reference ⟪account_ref|AFP-30917⟫.
"""))

TEXTS.append(("maternity_discharge_summary", """
MATERNITY DISCHARGE SUMMARY
Mother: ⟦PERSON|Olivia Grace Bennett⟧    DOB ⟦DATE_OF_BIRTH|02/05/1993⟧    Hosp no ⟪mrn|RH0448127⟫
Baby: Baby Boy ⟦PERSON|Bennett⟧, born ⟪date|29/11/2026⟫ 03:14, 3.41 kg
Delivery: ⟦MEDICAL|emergency caesarean section⟧ for ⟦MEDICAL|failure to progress⟧
Complications: ⟦MEDICAL|postpartum haemorrhage (1.2 L)⟧, treated with ⟦MEDICAL|IV oxytocin⟧; ⟦MEDICAL|gestational diabetes⟧ diet-controlled
Discharge meds: ⟦MEDICAL|enoxaparin 40 mg SC daily x 6 weeks⟧, ⟦MEDICAL|ferrous fumarate 210 mg⟧
Baby: ⟦MEDICAL|neonatal jaundice⟧, bilirubin rechecked before discharge, no phototherapy needed.
Community midwife: ⟦PERSON|Kerry-Ann Doyle⟧, ⟦PHONE|07700 900 561⟧
Consultant: Mr ⟦PERSON|P. Adeyemi⟧, ⟪org_name|Rosehill Women's Unit⟫, ward ⟪ward|Bluebell⟫
"""))

TEXTS.append(("paediatric_whatsapp", """
[09:12] ⟦PERSON|Maya⟧ (mum): Morning! ⟦PERSON|Theo⟧'s temp is 38.9 again, is the clinic open?
[09:14] ⟪org_name|Little Acorns Paediatrics⟫: Hi ⟦PERSON|Maya⟧, yes - Dr ⟦PERSON|Nwosu⟧ has a slot at ⟪time|10:40⟫. Is he still on the ⟦MEDICAL|amoxicillin⟧ for the ⟦MEDICAL|ear infection⟧?
[09:15] ⟦PERSON|Maya⟧ (mum): yes day 4. also his ⟦MEDICAL|eczema⟧ flared up
[09:15] ⟪org_name|Little Acorns Paediatrics⟫: Bring his red book please. Address is ⟦ADDRESS|Unit 2, 88 Mill Lane, Reading RG1 6PQ⟧, parking round the back.
[09:16] ⟦PERSON|Maya⟧ (mum): 👍 thank you
"""))

TEXTS.append(("dental_treatment_plan", """
BRIGHTSMILE DENTAL — TREATMENT PLAN / ESTIMATE
Patient: Mr ⟦PERSON|Tomasz Wójcik⟧    Patient ID ⟪patient_ref|BSD-77120⟫
Clinician: Dr ⟦PERSON|Hannah Lowe⟧ BDS

Tooth  Procedure                          Fee
36     ⟦MEDICAL|Root canal treatment (molar)⟧       ⟪price|£520.00⟫
36     ⟦MEDICAL|Porcelain crown⟧                    ⟪price|£640.00⟫
21     ⟦MEDICAL|Composite filling⟧                  ⟪price|£95.00⟫
--     Hygienist x2                         ⟪price|£130.00⟫
Total estimate: ⟦AMOUNT|£1,385.00⟧
Deposit taken today: ⟦AMOUNT|£300.00⟧
Notes: patient reports ⟦MEDICAL|bruxism⟧; night guard recommended. Allergic to ⟦MEDICAL|latex⟧.
"""))

TEXTS.append(("ortho_payment_card_form", """
Invisalign payment plan - card authorisation
Cardholder: ⟦PERSON|Siobhan McCarthy⟧
Patient (minor): ⟦PERSON|Aoife McCarthy⟧, age 14
Card number: ⟦CARD|$card1⟧    Expiry ⟪card_expiry|08/29⟫    CVC ⟦CVV|412⟧
Monthly instalment: ⟦AMOUNT|£112.50⟧ x 24, first collection ⟪date|1 January 2027⟫
Practice: ⟪org_name|Castlegate Orthodontics⟫, ⟦ADDRESS|5 Castlegate, York YO1 9RN⟧
Signed ⟦PERSON|S. McCarthy⟧   ⟪date|04/12/2026⟫
"""))

TEXTS.append(("rehab_intake_form", """
RIVERSIDE RECOVERY — CONFIDENTIAL INTAKE
Name: ⟦PERSON|Callum Fraser⟧            Preferred name: ⟦PERSON|Cal⟧
DOB: ⟦DATE_OF_BIRTH|9 March 1988⟧         Phone: ⟦PHONE|07700 900 884⟧
Primary substance: ⟦MEDICAL|alcohol dependence⟧ (15+ units/day); secondary ⟦MEDICAL|cocaine use disorder⟧
Previous treatment: ⟦MEDICAL|detox at St Anne's 2023⟧, relapsed after 7 months
Current meds: ⟦MEDICAL|chlordiazepoxide reducing regime⟧, ⟦MEDICAL|thiamine 100mg tds⟧
Emergency contact: ⟦PERSON|Isla Fraser⟧ (sister) ⟦PHONE|07700 900 115⟧
Funding: self-pay, 28-day residential programme quoted at ⟪price|£9,800⟫; deposit received ⟦AMOUNT|£2,500⟧
Keyworker assigned: ⟦PERSON|Deb⟧ (⟪room_number|Room 6⟫)
"""))

TEXTS.append(("probation_case_note", """
Case note — ⟪case_ref|PRB/NW/26/04412⟫
Supervisee: ⟦PERSON|WALSH, Jordan⟧   CRN ⟪case_ref|X448210⟫
Officer: ⟦PERSON|P. Ramsbottom⟧
Attended appointment ⟪date|01/12/2026⟫ at ⟪place|Bolton⟫ office. Reports staying at his nan's, ⟦ADDRESS|19 Chorley Old Road, Bolton BL1 3AA⟧, which is approved. Says he is still on ⟦MEDICAL|methadone 60ml⟧ via the ⟪org_name|Achieve⟫ service and has not used. Unpaid work: 46 of 120 hours complete. Compensation order - has paid ⟦AMOUNT|£150⟧, ⟦AMOUNT|£350⟧ outstanding. Next appt ⟪date|15/12/2026⟫ ⟪time|14:00⟫.
"""))

TEXTS.append(("court_hearing_notice", """
IN THE COUNTY COURT AT ⟪place|LEEDS⟫
Claim No: ⟪case_ref|K4QZ71X2⟫
Between ⟪org_name|Northgate Lettings Ltd⟫ (Claimant) and Mr ⟦PERSON|Abdul Rahman Chowdhury⟧ (Defendant)

NOTICE OF HEARING
TAKE NOTICE that the claim for possession of ⟦ADDRESS|Flat 9, 120 Roundhay Road, Leeds LS8 5AJ⟧ and arrears of ⟦AMOUNT|£4,318.72⟧ will be heard before District Judge ⟦PERSON|Okonjo⟧ on ⟪date|20 January 2027⟫ at ⟪time|10:30 am⟫, time estimate ⟪duration|15 minutes⟫.
Issue fee paid: ⟪price|£355⟫.
Dated ⟪date|3 December 2026⟫
"""))

TEXTS.append(("police_witness_statement", """
WITNESS STATEMENT (CJ Act 1967, s.9; MC Act 1980, ss.5A(3)(a) and 5B)
URN: ⟪case_ref|44/TY/019283/26⟫
Statement of: ⟦PERSON|Bernadette Quinn⟧       Age if under 18: over 18
Occupation: retail supervisor

On ⟪date|Saturday 28th November⟫ at about ⟪time|17:45⟫ I was working at ⟪org_name|Costcutter⟫ on ⟦ADDRESS|42 Shields Road, Newcastle NE6 1DL⟧. A man I now know as ⟦PERSON|Lee Patterson⟧ came in with another male who the first one called "⟦PERSON|Gaz⟧". ⟦PERSON|Patterson⟧ took two bottles of vodka worth ⟪price|£18 each⟫ and walked out. When I followed him he pushed me into the door and I hurt my wrist - I was later told at the RVI I had a ⟦MEDICAL|fractured scaphoid⟧ and I am in a cast.
I can be contacted on ⟦PHONE|07700 900 347⟧.
Signed: ⟦PERSON|B Quinn⟧     Witnessed by: PC 2231 ⟦PERSON|Harrison⟧
"""))

TEXTS.append(("police_incident_log", """
INC ⟪incident_ref|0712-04DEC26⟫  ⟪time|02:13⟫  Call from Mr ⟦PERSON|Kwame Asante⟧ ⟦PHONE|07700 900 930⟧ reporting break-in at ⟦ADDRESS|3 Hollis Close, Luton LU2 7EF⟧
02:19 Unit ⟪callsign|LT21⟫ assigned (PC ⟦PERSON|Dunmore⟧, PC ⟦PERSON|Saleh⟧)
02:31 On scene. Rear patio door forced. Caller's wife ⟦PERSON|Efua⟧ shaken, has ⟦MEDICAL|angina⟧ - ambulance declined.
02:40 Items reported stolen: laptop, jewellery, approx ⟦AMOUNT|£600⟧ cash from bedroom drawer.
02:55 Neighbour ⟦PERSON|Pauline Reid⟧ (no. 5) saw dark hatchback reg ⟪vehicle_plate|KX19 LMO⟫ leaving at ~02:05.
03:20 SOCO requested. Crime ref ⟪crime_ref|CR/26/118832⟫ issued.
"""))

TEXTS.append(("home_security_keyholder_form", """
SENTINEL ALARMS — KEYHOLDER & CODE REGISTER
Account ⟪account_ref|SEN-55019⟫   Panel: ⟪product_code|Texecom Premier Elite 24⟫ fw ⟪version|V4.02.01⟫
Property: ⟦ADDRESS|The Old Forge, Church Lane, Little Milton OX44 7QF⟧
Primary user: ⟦PERSON|Harriet Blakemore⟧  ⟦PHONE|07700 900 402⟧
User code (engineer use only): ⟦PASSWORD|7394⟧    Duress code: ⟦PASSWORD|7395⟧
Verbal password for ARC: ⟦PASSWORD|bluebell-meadow⟧
Keyholder 1: ⟦PERSON|Giles Blakemore⟧ ⟦PHONE|07700 900 403⟧
Keyholder 2: Mrs ⟦PERSON|Pat Dunne⟧ (cleaner) ⟦PHONE|01865 960 218⟧ - has fob ⟪device_id|FOB-0031⟫
Key safe by oil tank, code ⟦PASSWORD|0612⟧
Annual maintenance ⟪price|£149 + VAT⟫
"""))

TEXTS.append(("fire_alarm_arc_call", """
ARC call recording transcript — ⟪timestamp|2026-12-03 21:07:44⟫ — signal: ⟪alarm_zone|Zone 4 Kitchen Heat⟫
Operator: ⟪org_name|Redline Monitoring⟫, this is ⟦PERSON|Marcus⟧. I have a fire signal at ⟦ADDRESS|Unit 12, Beacon Trade Park, Stoke ST4 2RW⟧. Who am I speaking to?
Caller: It's ⟦PERSON|Janet Hurst⟧, I'm the keyholder.
Operator: Thanks ⟦PERSON|Janet⟧, can you give me the password on the account?
Caller: It's, um, "⟦PASSWORD|copper kettle ninety⟧".
Operator: That's correct. Is there a fire?
Caller: No, my son ⟦PERSON|Ryan⟧ burnt toast in the staff room. Can you reset it?
Operator: I'll need the reset code from the panel display... 
Caller: Says ⟪otp_code|2281⟫.
Operator: Remote reset done. Callout avoided, saving the ⟪price|£85⟫ attendance charge.
"""))

TEXTS.append(("cleaning_agency_booking", """
New booking — ⟪org_name|Sparkle & Co Domestic⟫
Client: Ms ⟦PERSON|Lydia Hartmann⟧
Address: ⟦ADDRESS|Apartment 14B, Riverside Quay, 8 Wharf Road, London N1 7RD⟧
Access: concierge desk; key safe left of door, code ⟦PASSWORD|2-9-4-1⟧. Alarm ⟦PASSWORD|1066⟧ then press ⟪key|OFF⟫.
Cleaner: ⟦PERSON|Rosa⟧ (⟦PERSON|Rosa Ferreira⟧), Tuesdays ⟪time|9:00-12:00⟫
Rate: ⟪price|£18.50/hr⟫; client pays ⟦AMOUNT|£55.50⟧ weekly by direct debit
Notes: cat (⟪pet_name|Pudding⟫) must stay out of the study. Do not use bleach - client has ⟦MEDICAL|asthma⟧.
"""))

TEXTS.append(("nanny_agency_contract_extract", """
NANNY EMPLOYMENT AGREEMENT (extract)
Employer: Dr ⟦PERSON|Vikram Anand⟧ and Mrs ⟦PERSON|Leela Anand⟧ of ⟦ADDRESS|27 Heathfield Gardens, London W4 4JU⟧
Nanny: ⟦PERSON|Chloe Marguerite Dubois⟧, NI number ⟦NATIONAL_ID|$nino1⟧
Children: ⟦PERSON|Arjun⟧ (6) and ⟦PERSON|Mira⟧ (3). ⟦PERSON|Mira⟧ has a ⟦MEDICAL|severe peanut allergy⟧ - ⟦MEDICAL|EpiPen⟧ in kitchen drawer.
Gross salary: ⟦AMOUNT|£38,000⟧ per annum, paid monthly to ⟦IBAN|$iban20⟧
Agency placement fee (⟪org_name|Tinies⟫ scale): ⟪price|8% of gross⟫
Start date: ⟪date|5 January 2027⟫. Probation ⟪duration|3 months⟫.
"""))

TEXTS.append(("ride_hailing_receipt", """
Thanks for riding with ⟪org_name|Zoomo⟫, ⟦PERSON|Priya⟧!
Trip ⟪trip_id|TRP-8F2K-11Q9⟫ · ⟪date|Wed, Dec 2⟫
Pickup  ⟪time|11:48 PM⟫  ⟦ADDRESS|1450 Mission St, San Francisco, CA 94103⟧
Dropoff ⟪time|12:09 AM⟫  ⟦ADDRESS|388 Fulton St, San Francisco, CA 94102⟧
Driver: ⟦PERSON|Hector M.⟧ · Toyota Prius · ⟪vehicle_plate|8XKZ214⟫ · ⟪rating|4.93★⟫
Base fare ⟪price|$2.55⟫ · Per mile ⟪price|$1.42⟫
Trip fare          ⟦AMOUNT|$17.86⟧
Late-night surge   ⟦AMOUNT|$4.10⟧
Tip                ⟦AMOUNT|$3.00⟧
Total              ⟦AMOUNT|$24.96⟧   Visa ⟪masked_card|••4417⟫
Lost something? Call your driver via the app or ⟦PHONE|(415) 555-0148⟧ between 9am-5pm.
"""))

TEXTS.append(("car_rental_agreement", """
RENTAL AGREEMENT ⟪agreement_ref|RA 7731 0942⟫        Branch: ⟪place|Málaga Airport (AGP)⟫
Renter: ⟦PERSON|GALLAGHER, Sean Patrick⟧     DOB ⟦DATE_OF_BIRTH|21 Jun 1979⟧
Licence: ⟪licence_ref|GALLA706219SP9AB⟫ (IE)    Passport: ⟦PASSPORT|PX4471902⟧
Local address: ⟦ADDRESS|Calle Marqués de Larios 9, 3ºB, 29005 Málaga⟧
Mobile: ⟦PHONE|+353 87 555 0193⟧
Vehicle: SEAT Arona ⟪vehicle_plate|4821 LMN⟫, fuel full/full, 12,433 km out
Security deposit held on card ⟦CARD|$card2⟧ exp ⟪card_expiry|11/28⟫: ⟦AMOUNT|€900.00⟧
Rental 7 days @ ⟪price|€31.40/day⟫ + full cover ⟪price|€14.95/day⟫
Total charged: ⟦AMOUNT|€324.45⟧
Additional driver: ⟦PERSON|Niamh Gallagher⟧
"""))

TEXTS.append(("scooter_app_ticket", """
Ticket ⟪ticket_id|#558120⟫ · Category: Billing dispute · App ⟪version|v5.18.2⟫ (Android)
From: ⟦PERSON|liam.osei⟧ (⟦EMAIL|liam.osei@protonmail.com⟧)

hey, got charged ⟦AMOUNT|€27.40⟧ for a ride that was like 6 minutes?? scooter ⟪vehicle_id|LIM-0X44Q⟫ wouldnt lock at the end on ⟪place|Rue de Rivoli⟫ so the timer kept going. i took a screenshot. please refund, my phone is ⟦PHONE|+33 6 55 01 22 84⟧ if easier

— Agent ⟦PERSON|Camille⟧: Hi ⟦PERSON|Liam⟧, sorry about this. Our logs show the end-ride request failed with ⟪error_code|LOCK_TIMEOUT⟫. We've refunded ⟦AMOUNT|€24.15⟧ to your wallet; the unlock fee of ⟪price|€1.00⟫ is non-refundable per our terms.
"""))

TEXTS.append(("food_delivery_refund_chat", """
Support chat · Order ⟪order_id|#DLV-99410372⟫ · ⟪org_name|Dragon Palace⟫
⟦PERSON|Ben Carter⟧: my order came without the main and the rice was cold
Bot: I'm sorry, ⟦PERSON|Ben⟧. Which items were missing?
⟦PERSON|Ben Carter⟧: Kung pao chicken (⟪price|£9.20⟫ on the menu). also rider left it at 16 when im at ⟦ADDRESS|61 Elm Park Road, Southampton SO15 2DN⟧
Agent ⟦PERSON|Tasha⟧: Hi ⟦PERSON|Ben⟧, I've refunded ⟦AMOUNT|£11.70⟧ (item + delivery) to your original payment method and added a ⟪voucher|£5 voucher⟫ for next time. Refunds take ⟪duration|3-5 working days⟫.
"""))

TEXTS.append(("grocery_app_orders_csv", """
order_id,customer_name,customer_email,postcode,basket_total,substitutions,slot
⟪order_id|GR-5501823⟫,⟦PERSON|Amelia Watts⟧,⟦EMAIL|amelia.watts@btinternet.com⟧,⟪postcode|GU1 4QT⟫,⟦AMOUNT|87.45⟧,2,⟪time_slot|Thu 18:00-19:00⟫
⟪order_id|GR-5501824⟫,⟦PERSON|Kofi Mensah⟧,⟦EMAIL|kmensah77@yahoo.co.uk⟧,⟪postcode|GU2 7XH⟫,⟦AMOUNT|142.10⟧,0,⟪time_slot|Thu 18:00-19:00⟫
⟪order_id|GR-5501825⟫,⟦PERSON|Zoë Palmer⟧,⟦EMAIL|zoe@palmer-family.net⟧,⟪postcode|GU4 8BB⟫,⟦AMOUNT|39.99⟧,5,⟪time_slot|Thu 19:00-20:00⟫
⟪order_id|GR-5501826⟫,⟦PERSON|Ravi Shankar Iyer⟧,⟦EMAIL|ravi.iyer@fastmail.com⟧,⟪postcode|GU1 2HF⟫,⟦AMOUNT|63.20⟧,1,⟪time_slot|Thu 19:00-20:00⟫
"""))

TEXTS.append(("crowdfunding_page", """
Help ⟦PERSON|Dylan⟧ walk again 💙
Organised by ⟦PERSON|Karen Whitfield⟧ · ⟪place|Swansea, Wales⟫

Raised ⟦AMOUNT|£18,640⟧ of ⟪price|£40,000⟫ target · 612 donors

In August our son ⟦PERSON|Dylan Whitfield⟧ (19) was knocked off his bike on the A483. He suffered a ⟦MEDICAL|spinal cord injury at T10⟧ and ⟦MEDICAL|two broken femurs⟧. The NHS has been amazing but specialist ⟦MEDICAL|robotic gait rehabilitation⟧ in Cambridge isn't funded and costs ⟪price|£1,150 per week⟫.

Recent donations:
⟦PERSON|Gareth & Sian⟧ — ⟦AMOUNT|£250⟧
Anonymous — ⟦AMOUNT|£20⟧
⟦PERSON|the Morgans⟧ — ⟦AMOUNT|£100⟧ "Stay strong ⟦PERSON|Dyl⟧!"
"""))

TEXTS.append(("crowdfunding_payout_email", """
From: ⟦EMAIL|payouts@raiseup.example⟧
To: ⟦EMAIL|k.whitfield64@gmail.com⟧
Subject: Withdrawal ⟪transfer_ref|WD-2026-4471⟫ processed

Hi ⟦PERSON|Karen⟧,

We've sent ⟦AMOUNT|£17,912.36⟧ (after the ⟪percentage|2.9%⟫ + ⟪price|25p⟫ per-donation processing fee) to the account ending ⟪id_tail|…4021⟫ you verified on ⟪date|12 Nov⟫.

For our records: beneficiary ⟦PERSON|Dylan Whitfield⟧, IBAN ⟦IBAN|$iban15⟧.

— The ⟪org_name|RaiseUp⟫ Trust & Safety team
"""))

TEXTS.append(("union_grievance_letter", """
⟪org_name|UNISON⟫ — ⟪place|Greater Manchester⟫ Branch
⟪date|2 December 2026⟫

Ms ⟦PERSON|Caroline Ashworth⟧, Head of People
⟪org_name|Pennine Care Logistics Ltd⟫, ⟦ADDRESS|Unit 4, Hollinwood Business Park, Oldham OL8 4QS⟧

Dear Ms ⟦PERSON|Ashworth⟧,

FORMAL GRIEVANCE — Mr ⟦PERSON|Delroy Campbell⟧, Warehouse Operative, payroll no. ⟪employee_id|00418⟫

I write on behalf of our member ⟦PERSON|Delroy⟧, who has been placed on reduced hours since returning from sick leave for ⟦MEDICAL|lumbar disc herniation⟧ and ⟦MEDICAL|associated depression⟧. His contractual pay of ⟦AMOUNT|£2,145.00⟧ per month has fallen to ⟦AMOUNT|£1,302.60⟧, and he has not been offered the reasonable adjustments recommended by Occupational Health (Dr ⟦PERSON|S. Iqbal⟧, report dated ⟪date|9 October 2026⟫).

We ask for a meeting within ⟪duration|five working days⟫ under stage 1 of the grievance procedure.

Yours sincerely,
⟦PERSON|Maureen Tierney⟧
Branch Secretary · ⟦PHONE|0161 555 0187⟧ · ⟦EMAIL|m.tierney@gm-unison.example.org⟧
"""))

TEXTS.append(("hr_disciplinary_meeting_notes", """
Meeting notes — investigation meeting
Date: ⟪date|26/11/2026⟫   Present: ⟦PERSON|Jess Park⟧ (HR), ⟦PERSON|Omar Haddad⟧ (investigating manager), ⟦PERSON|Liam Doherty⟧ (employee), ⟦PERSON|Steve⟧ (rep, ⟪org_name|GMB⟫)

- ⟦PERSON|OH⟧ outlined allegation: ⟦PERSON|LD⟧ submitted mileage claims totalling ⟦AMOUNT|£1,874.20⟧ for visits that CRM shows as cancelled.
- ⟦PERSON|LD⟧ says some visits were rebooked by phone and CRM wasn't updated. Mentioned he has ⟦MEDICAL|ADHD⟧ and struggles with admin; not previously disclosed.
- ⟦PERSON|Steve⟧ asked that an Occupational Health referral be considered before any outcome.
- Agreed: ⟦PERSON|JP⟧ to pull phone logs for ext ⟪extension|4417⟫; reconvene ⟪date|03/12⟫.
"""))

TEXTS.append(("audit_request_email_ssn", """
From: ⟦PERSON|Megan Castillo⟧ <⟦EMAIL|mcastillo@brightwater-cpa.example.com⟧>
To: ⟦PERSON|Daryl⟧ <⟦EMAIL|daryl.whitcomb@whitcombhvac.example.com⟧>
Subject: FY2026 audit — W-2 reconciliation items

Hi ⟦PERSON|Daryl⟧,

A few payroll items don't tie out to the 941s. Could you confirm:

1. ⟦PERSON|Teresa Flores⟧, SSN ⟦SSN|$ssn3⟧ — W-2 box 1 shows ⟦AMOUNT|$48,210.55⟧ but the payroll register shows ⟦AMOUNT|$51,010.55⟧. Was the ⟦AMOUNT|$2,800⟧ a bonus paid through AP?
2. ⟦PERSON|Marcus Bell⟧, SSN ⟦SSN|$ssn6⟧ — terminated ⟪date|7/15⟫ but has a ⟪date|8/1⟫ check.
3. Materiality for this engagement is ⟪price|$25,000⟫, so item 2 is small, but we need the support.

Thanks,
⟦PERSON|Megan⟧
⟦PERSON|Megan Castillo⟧, CPA | ⟪org_name|Brightwater CPA Group⟫ | ⟦PHONE|(602) 555-0131⟧
"""))

TEXTS.append(("payroll_export_csv", """
emp_no,full_name,ni_number,tax_code,gross_pay,net_pay,bank_iban
⟪employee_id|1042⟫,⟦PERSON|Natalie Sørensen⟧,⟦NATIONAL_ID|$nino2⟧,⟪tax_code|1257L⟫,⟦AMOUNT|3208.33⟧,⟦AMOUNT|2531.17⟧,⟦IBAN|$iban16⟧
⟪employee_id|1043⟫,⟦PERSON|Kieran O'Brien⟧,⟦NATIONAL_ID|$nino3⟧,⟪tax_code|BR⟫,⟦AMOUNT|1450.00⟧,⟦AMOUNT|1160.00⟧,⟦IBAN|$iban21⟧
⟪employee_id|1044⟫,⟦PERSON|Agnieszka Nowak⟧,⟦NATIONAL_ID|$pesel1⟧,⟪tax_code|1257L⟫,⟦AMOUNT|2766.67⟧,⟦AMOUNT|2218.40⟧,⟦IBAN|$iban9⟧
"""))

TEXTS.append(("customs_broker_entry_email", """
From: ⟦PERSON|Ines Carvalho⟧ <⟦EMAIL|ines.carvalho@tejo-customs.example.pt⟧>
To: ⟦EMAIL|imports@northbay-trading.example⟧
Subject: RE: Entry ⟪customs_ref|26PT0004471182⟫ — duty & VAT payable

Dear Mr ⟦PERSON|Haldane⟧,

Your shipment (MBL ⟪bill_of_lading|MSCUL4471920⟫, container ⟪container_id|MSCU 448201 7⟫) cleared at ⟪place|Sines⟫ today. HS code ⟪hs_code|6403.99.93⟫ attracts ⟪percentage|8%⟫ duty.

Customs value      ⟪price|EUR 48,300.00⟫
Duty payable       ⟦AMOUNT|EUR 3,864.00⟧
VAT (23%)          ⟦AMOUNT|EUR 12,017.52⟧
Our fee            ⟦AMOUNT|EUR 185.00⟧

Please remit ⟦AMOUNT|EUR 16,066.52⟧ to ⟪org_name|Tejo Despachantes Lda⟫, IBAN ⟦IBAN|$iban12⟧, before ⟪date|10/12/2026⟫ to avoid demurrage.

Cumprimentos,
⟦PERSON|Inês⟧
"""))

TEXTS.append(("freight_forwarder_invoice", """
⟪org_name|HANSA LOGISTIK GMBH⟫ · ⟦ADDRESS|Am Sandtorkai 41, 20457 Hamburg⟧
INVOICE ⟪invoice_number|HL-26-09917⟫       Date ⟪date|01.12.2026⟫
Bill to: ⟦PERSON|Jürgen Albrecht⟧ e.K., ⟦ADDRESS|Lindenstraße 12, 49074 Osnabrück⟧
Steuer-ID: ⟦NATIONAL_ID|$steuer1⟧

Ocean freight ⟪place|Ningbo⟫ → ⟪place|Hamburg⟫, 1x40'HC   ⟦AMOUNT|2.180,00 EUR⟧
THC destination                               ⟦AMOUNT|265,00 EUR⟧
Customs clearance                              ⟦AMOUNT|95,00 EUR⟧
Total                                          ⟦AMOUNT|2.540,00 EUR⟧

Zahlbar innerhalb ⟪duration|14 Tagen⟫ auf ⟦IBAN|$iban1⟧ (⟪bic|COBADEFFXXX⟫).
"""))

TEXTS.append(("hotel_night_audit_log", """
NIGHT AUDIT — ⟪org_name|The Harbour Lights Hotel⟫ — business date ⟪date|03-DEC-2026⟫
Auditor: ⟦PERSON|dkowalczyk⟧   Run started ⟪timestamp|03:02:11⟫

ROOM  GUEST                  RATE     BALANCE   FLAG
⟪room_number|104⟫   ⟦PERSON|PATEL, Anjali⟧          ⟪price|129.00⟫   ⟦AMOUNT|387.00⟧    DEP
⟪room_number|211⟫   ⟦PERSON|NGUYEN, Bao⟧            ⟪price|149.00⟫   ⟦AMOUNT|-12.50⟧    CREDIT
⟪room_number|318⟫   ⟦PERSON|FITZGERALD, R⟧       ⟪price|99.00⟫    ⟦AMOUNT|1,044.60⟧  OVER CREDIT LIMIT
⟪room_number|402⟫   ⟦PERSON|SCHMIDT, Katrin⟧        ⟪price|139.00⟫   ⟦AMOUNT|0.00⟧      COMP
Note: 318 card pre-auth declined twice, guest says will settle at checkout. 402 comp per GM ⟦PERSON|Lorraine⟧.
Revenue posted: rooms ⟪price|19,842.00⟫, F&B ⟪price|4,113.75⟫. ADR ⟪price|126.38⟫, occupancy ⟪percentage|87.2%⟫.
"""))

TEXTS.append(("hotel_front_desk_log", """
FRONT DESK LOG — ⟪date|Fri 4 Dec⟫ — late shift (⟦PERSON|Abi⟧ / ⟦PERSON|Marco⟧)
22:10 Rm ⟪room_number|507⟫ Mrs ⟦PERSON|Okonkwo⟧ called - can't get wifi; gave guest network password ⟪public_wifi_code|harbour2026⟫ (printed on keycard wallet).
22:45 Walk-in, ⟦PERSON|Jonas Lindqvist⟧, paid cash ⟦AMOUNT|£165⟧ for rm ⟪room_number|212⟫, passport ⟦PASSPORT|AA1934471⟧ (SE) copied.
23:30 Rm 507 again: Mrs ⟦PERSON|Okonkwo⟧ feels unwell, chest tight, asked for first aider. ⟦PERSON|Marco⟧ attended; she said she has ⟦MEDICAL|COPD⟧ and used her ⟦MEDICAL|salbutamol inhaler⟧. Settled by 23:50.
00:15 Safe code for rm 310 reset for guest Mr ⟦PERSON|Dale⟧; new code ⟦PASSWORD|4826⟧.
"""))

TEXTS.append(("grafana_alert_notification", """
[FIRING:1] HighErrorRate checkout-api (prod, ⟪place|eu-west-1⟫)
Value: ⟪percentage|7.42%⟫ 5xx over 5m (threshold ⟪percentage|2%⟫)
Labels: alertname=HighErrorRate, service=checkout-api, pod=⟪container_id|checkout-api-7c9f6d8b4-xkq2p⟫, instance=⟦IP_ADDRESS|10.42.7.118⟧:⟪port|8080⟫
Annotations:
  summary: Checkout errors spiking since deploy ⟪commit_sha|a41f9c2⟫
  runbook: https://wiki.internal/runbooks/checkout-5xx
  owner: @⟦PERSON|fiona.mcleod⟧
Silence: https://grafana.internal/alerting/silence/new?alertmanager=grafana&matcher=alertname%3DHighErrorRate
Source: ⟪url|https://grafana.internal/d/ck9/checkout?orgId=1⟫
"""))

TEXTS.append(("alertmanager_config_yaml", """
# alertmanager.yml — platform team (owner: ⟦PERSON|rkasprzak⟧)
global:
  resolve_timeout: ⟪duration|5m⟫
  slack_api_url: '⟦SECRET|$slackhook1⟧'
  smtp_smarthost: 'smtp.sendgrid.net:⟪port|587⟫'
  smtp_auth_username: 'apikey'
  smtp_auth_password: '⟦APIKEY|$sendgrid1⟧'
route:
  receiver: platform-slack
  group_wait: ⟪duration|30s⟫
  routes:
    - matchers: [severity="page"]
      receiver: pagerduty
receivers:
  - name: platform-slack
    slack_configs:
      - channel: '#alerts-platform'
  - name: pagerduty
    pagerduty_configs:
      - routing_key: ⟦SECRET|$pdkey1⟧
"""))

TEXTS.append(("sentry_event_json", """
{
  "event_id": "⟪uuid|9f2c4e8a1b7d4c3e8f0a6b5d2e1c9a77⟫",
  "timestamp": "⟪timestamp|2026-12-04T08:14:52.301Z⟫",
  "platform": "python",
  "release": "⟪version|billing@4.12.0⟫",
  "exception": {"values": [{"type": "CardDeclined", "value": "Card ending ⟪masked_card|4242⟫ declined for customer ⟪customer_id|cus_Q8x2LmN4⟫"}]},
  "user": {"id": "⟪user_id|u_48213⟫", "email": "⟦EMAIL|priya.raman@fastmail.com⟧", "ip_address": "⟦IP_ADDRESS|81.2.69.160⟧", "username": "⟦PERSON|priyar⟧"},
  "request": {"url": "https://app.example.com/api/charge", "headers": {"Authorization": "Bearer ⟦APIKEY|$jwt1⟧"}},
  "extra": {"amount_due": "⟦AMOUNT|189.00 GBP⟧", "attempt": 3}
}
"""))

TEXTS.append(("otel_trace_export", """
resourceSpans:
- resource: {attributes: {service.name: booking-svc, service.version: ⟪version|2.8.1⟫, host.name: ⟪hostname|ip-10-0-3-17⟫}}
  scopeSpans:
  - spans:
    - traceId: ⟪trace_id|5b8efff798038103d269b633813fc60c⟫
      spanId: ⟪span_id|eee19b7ec3c1b174⟫
      name: POST /bookings
      attributes:
        http.status_code: 201
        net.peer.ip: ⟦IP_ADDRESS|172.20.14.9⟧
        enduser.id: ⟦EMAIL|t.brennan@corkmail.ie⟧
        booking.guest_name: ⟦PERSON|Tadhg Brennan⟧
        booking.total: ⟦AMOUNT|EUR 412.80⟧
        db.statement: "INSERT INTO bookings (guest, phone) VALUES (?, ?)"
        db.connection_string: "postgresql://booking_rw:⟦SECRET|Qv8!mZ2r#Lp4⟧@db-primary.internal:⟪port|5432⟫/bookings"
"""))

TEXTS.append(("elk_log_lines", """
{"@timestamp":"⟪timestamp|2026-12-04T10:01:13.442Z⟫","level":"WARN","logger":"auth.LoginService","msg":"failed login","user":"⟦PERSON|hkarimi⟧","src_ip":"⟦IP_ADDRESS|185.199.108.153⟧","attempt":4}
{"@timestamp":"⟪timestamp|2026-12-04T10:01:19.007Z⟫","level":"WARN","logger":"auth.LoginService","msg":"failed login","user":"⟦PERSON|hkarimi⟧","src_ip":"⟦IP_ADDRESS|185.199.108.153⟧","attempt":5}
{"@timestamp":"⟪timestamp|2026-12-04T10:01:19.011Z⟫","level":"INFO","logger":"auth.Lockout","msg":"account locked for 15m","user":"⟦PERSON|hkarimi⟧"}
{"@timestamp":"⟪timestamp|2026-12-04T10:03:55.870Z⟫","level":"DEBUG","logger":"auth.PasswordReset","msg":"reset requested","email":"⟦EMAIL|h.karimi@lumenhealth.example⟧","token":"⟦SECRET|$sess1⟧"}
{"@timestamp":"⟪timestamp|2026-12-04T10:04:02.113Z⟫","level":"INFO","logger":"http","msg":"GET /healthz 200","src_ip":"⟪doc_ip|127.0.0.1⟫"}
"""))

TEXTS.append(("pagerduty_incident", """
PagerDuty Incident ⟪incident_ref|#48213⟫ — TRIGGERED
Service: Payments Gateway (⟪service_id|PX7Q2LM⟫)   Urgency: High
Title: Stripe webhook failures > 20/min
Assigned to: ⟦PERSON|Aisha Bello⟧ (primary), escalation → ⟦PERSON|Tom Reinholt⟧
Details:
  endpoint: /webhooks/stripe
  last_error: "No signatures found matching the expected signature for payload"
  host: ⟦IP_ADDRESS|10.12.0.45⟧
  deploy: ⟪build_id|build-20261204.3⟫
Notes:
  [⟦PERSON|aisha.bello⟧ ⟪time|08:22⟫] rotated signing secret; new one is ⟦SECRET|whsec_8hQ2mKx9Pz4LrT7vWn3Yc5Bd1Fg6Js0A⟧... wait no, pasting the real one here was a mistake, removing
Conference bridge: ⟦PHONE|+1 415-555-0166⟧
"""))

TEXTS.append(("okta_app_config_json", """
{
  "label": "Expenses Portal (prod)",
  "signOnMode": "OPENID_CONNECT",
  "credentials": {
    "oauthClient": {
      "client_id": "⟪app_id|0oa9x2kq7mTRvB1e5d7⟫",
      "client_secret": "⟦SECRET|$csec1⟧",
      "token_endpoint_auth_method": "client_secret_basic"
    }
  },
  "settings": {"oauthClient": {"redirect_uris": ["https://expenses.corp.example/callback"]}},
  "_notes": "API token for provisioning script (created by ⟦PERSON|j.ferreira⟧): ⟦APIKEY|00Qx7vLm2KpR9sT4wY6zB1cD3fG5hJ8nM0aE2iO4uK⟧",
  "orgUrl": "https://acme-corp.okta.com",
  "lastUpdated": "⟪timestamp|2026-11-30T16:20:04.000Z⟫"
}
"""))

TEXTS.append(("keycloak_realm_export", """
{
  "realm": "clinic-portal",
  "enabled": true,
  "smtpServer": {"host": "smtp.office365.com", "port": "⟪port|587⟫", "from": "⟦EMAIL|noreply@brightcare-clinics.example⟧", "user": "⟦EMAIL|svc-keycloak@brightcare-clinics.example⟧", "password": "⟦PASSWORD|Wint3r-Ledger-88⟧"},
  "clients": [
    {"clientId": "⟪app_id|patient-app⟫", "publicClient": true, "redirectUris": ["https://portal.brightcare.example/*"]},
    {"clientId": "⟪app_id|billing-backend⟫", "secret": "⟦SECRET|$csec2⟧", "serviceAccountsEnabled": true}
  ],
  "users": [
    {"username": "⟦PERSON|nadia.hussain⟧", "email": "⟦EMAIL|nadia.hussain@brightcare-clinics.example⟧", "firstName": "⟦PERSON|Nadia⟧", "lastName": "⟦PERSON|Hussain⟧", "totp": true, "credentials": [{"type": "otp", "secretData": "{\\"value\\":\\"⟦SECRET|$totp1⟧\\"}"}]}
  ],
  "keycloakVersion": "⟪version|24.0.5⟫"
}
"""))

TEXTS.append(("auth0_dotenv", """
# .env.production — do NOT commit (⟦PERSON|marcus⟧ 2026-11)
NODE_ENV=production
PORT=⟪port|3000⟫
AUTH0_DOMAIN=tenant-eu.eu.auth0.com
AUTH0_CLIENT_ID=⟪app_id|q8ZtD4kLm0PxR2vW6yBn9cA1eF3gH5jK⟫
AUTH0_CLIENT_SECRET=⟦SECRET|$csec3⟧
AUTH0_AUDIENCE=https://api.petcare.example
DATABASE_URL=postgres://petcare:⟦SECRET|tR7#kq29vLmx⟧@⟦IP_ADDRESS|10.20.1.5⟧:⟪port|5432⟫/petcare
STRIPE_SECRET_KEY=⟦APIKEY|$stripe1⟧
STRIPE_PUBLISHABLE_KEY=⟪app_id|pk_live_51NcQ2xLkT8mR4vP0aZ7yW3bE⟫
SLACK_WEBHOOK_URL=⟦SECRET|$slackhook2⟧
SENTRY_ENVIRONMENT=production
OPENAI_API_KEY=⟦APIKEY|$openai2⟧
"""))

TEXTS.append(("saml_metadata_xml", """
<md:EntityDescriptor entityID="http://www.okta.com/⟪app_id|exk7q2m9vLpR4xT1d5d7⟫" xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata">
  <md:IDPSSODescriptor WantAuthnRequestsSigned="false" protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="signing">
      <ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data><ds:X509Certificate>⟪certificate|MIIDpDCCAoygAwIBAgIGAYx2k1QwMA0GCSqGSIb3DQEBCwUAMIGSMQswCQYDVQQGEwJVUzET⟫</ds:X509Certificate></ds:X509Data></ds:KeyInfo>
    </md:KeyDescriptor>
    <md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</md:NameIDFormat>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https://acme-corp.okta.com/app/acme_expenses_1/⟪app_id|exk7q2m9vLpR4xT1d5d7⟫/sso/saml"/>
  </md:IDPSSODescriptor>
  <md:ContactPerson contactType="technical"><md:GivenName>⟦PERSON|Renata⟧</md:GivenName><md:SurName>⟦PERSON|Voss⟧</md:SurName><md:EmailAddress>⟦EMAIL|renata.voss@acme-corp.example⟧</md:EmailAddress></md:ContactPerson>
</md:EntityDescriptor>
"""))

TEXTS.append(("ldap_dump_ldif", """
# extended LDIF — base <ou=people,dc=harbourside,dc=example> scope subtree
dn: uid=⟦PERSON|gmorrison⟧,ou=people,dc=harbourside,dc=example
cn: ⟦PERSON|Gail Morrison⟧
mail: ⟦EMAIL|gail.morrison@harbourside.example⟧
telephoneNumber: ⟦PHONE|+44 131 496 0412⟧
employeeNumber: ⟪employee_id|30419⟫
userPassword: ⟪password_hash|{SSHA}k3Qm9vT2pLx8ZrW4yN6bD1cF5gH7jA==⟫

dn: uid=⟦PERSON|tadeyemi⟧,ou=people,dc=harbourside,dc=example
cn: ⟦PERSON|Tunde Adeyemi⟧
mail: ⟦EMAIL|tunde.adeyemi@harbourside.example⟧
mobile: ⟦PHONE|07700 900 651⟧
employeeNumber: ⟪employee_id|30422⟫

dn: cn=svc-backup,ou=service,dc=harbourside,dc=example
description: bind pw ⟦PASSWORD|$ldapbind1⟧ (rotate Q1)
# numEntries: 3
"""))

TEXTS.append(("sim_swap_call_transcript", """
[Call ⟪call_id|CX-88120⟫ · ⟪org_name|Vireo Mobile⟫ fraud team · recorded]
Agent (⟦PERSON|Dwayne⟧): ...so you're requesting a replacement eSIM for ⟦PHONE|07700 900 278⟧?
Caller: Yes, I lost my phone at the airport.
Agent: Can I take the full name on the account?
Caller: ⟦PERSON|Harpreet Kaur Sandhu⟧.
Agent: And date of birth?
Caller: ⟦DATE_OF_BIRTH|fourth of July nineteen eighty-six⟧.
Agent: And the account PIN?
Caller: ⟦PASSWORD|five five two nine⟧.
Agent: That doesn't match what I have, I'm afraid. Could you tell me the last payment amount?
Caller: About thirty quid?
Agent: The last payment was ⟦AMOUNT|£42.18⟧, so I'm unable to proceed. I'll text a verification link to the number on file.
[Note by ⟦PERSON|D. Ellis⟧: suspected SIM-swap attempt; flagged account ⟪account_ref|VM-2291-0045⟫, port-out lock applied.]
"""))

TEXTS.append(("number_port_form", """
NUMBER PORTING REQUEST (PAC)
Losing provider: ⟪org_name|Brightline Telecom⟫     Gaining provider: ⟪org_name|Tern Mobile⟫
Number to port: ⟦PHONE|07700 900 719⟧
PAC code: ⟪otp_code|BRT 448 219⟫     Requested port date: ⟪date|08/12/2026⟫
Account holder: Mr ⟦PERSON|Owen Pritchard⟧
Billing address: ⟦ADDRESS|22 Heol y Nant, Cardiff CF14 6BD⟧
Email: ⟦EMAIL|owen.pritchard@live.co.uk⟧
Early termination charge accepted: ⟦AMOUNT|£64.00⟧
"""))

TEXTS.append(("nginx_access_log", """
⟦IP_ADDRESS|86.147.22.190⟧ - - [⟪timestamp|04/Dec/2026:09:14:02 +0000⟫] "GET /account/orders?page=2 HTTP/2.0" 200 5123 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X)"
⟦IP_ADDRESS|86.147.22.190⟧ - - [⟪timestamp|04/Dec/2026:09:14:09 +0000⟫] "POST /login?email=⟦EMAIL|sandra.kemp@gmail.com⟧ HTTP/2.0" 302 0 "-" "Mozilla/5.0"
⟦IP_ADDRESS|2a02:c7c:4f21:9e00:5d1:2b3a:81c4:1f07⟧ - - [⟪timestamp|04/Dec/2026:09:14:11 +0000⟫] "GET /reset?token=⟦SECRET|$sess3⟧ HTTP/1.1" 200 812 "-" "curl/⟪version|8.5.0⟫"
⟪doc_ip|198.51.100.23⟫ - - [⟪timestamp|04/Dec/2026:09:15:40 +0000⟫] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/⟪version|1.30⟫"
"""))

TEXTS.append(("ci_log_token_leak", """
Run actions/checkout@v4
  ...
Run ./scripts/publish.sh
+ echo "Publishing ⟪package_version|petfood-sdk@3.4.1⟫"
Publishing petfood-sdk@3.4.1
+ npm config set //registry.npmjs.org/:_authToken ⟦APIKEY|$npm1⟧
+ npm publish --access public
npm notice 📦  petfood-sdk@3.4.1
npm notice total files: 48
+ curl -s -H "Authorization: token ⟦APIKEY|$ghp1⟧" https://api.github.com/repos/pawsome/petfood-sdk/releases
{"message":"Bad credentials"}
Error: Process completed with exit code 22.
Job ⟪build_id|11839204417⟫ triggered by ⟦PERSON|ellie-wong⟧ on ⟪commit_sha|3e9f1c07b2d4⟫
"""))

TEXTS.append(("shell_history", """
  501  cd /home/⟦PERSON|jdoe⟧/projects/vetclinic
  502  export AWS_ACCESS_KEY_ID=⟦APIKEY|$aws1⟧
  503  export AWS_SECRET_ACCESS_KEY=⟦SECRET|$awssec1⟧
  504  aws s3 ls s3://vetclinic-xrays-prod/2026/
  505  mysql -h ⟦IP_ADDRESS|10.8.0.14⟧ -u clinic_admin -p'⟦PASSWORD|Fr3ckles!2026⟧' clinic
  506  ssh deploy@⟦IP_ADDRESS|192.168.40.12⟧
  507  git log --oneline -3
  508  docker run -p ⟪bind_address|0.0.0.0⟫:⟪port|8443⟫:8443 vetclinic/api:⟪version|1.9.3⟫
  509  history | grep ssh
"""))

TEXTS.append(("java_stack_trace", """
2026-12-04 07:58:31.902 ERROR 1 --- [nio-8080-exec-7] c.k.loyalty.MilesRedemptionService : Redemption failed for member ⟪loyalty_number|KM4420918733⟫
com.kestrel.loyalty.InsufficientMilesException: Member ⟦PERSON|Farah Siddiqui⟧ (⟦EMAIL|farah.siddiqui@gmail.com⟧) has 45900 miles, needs 62500
	at com.kestrel.loyalty.MilesRedemptionService.redeem(MilesRedemptionService.java:⟪line_number|214⟫)
	at com.kestrel.loyalty.api.RedeemController.post(RedeemController.java:88)
	at java.base/java.lang.Thread.run(Thread.java:1583)
Caused by: org.postgresql.util.PSQLException: FATAL: password authentication failed for user "loyalty_app"
	Connection URL: jdbc:postgresql://⟦IP_ADDRESS|10.3.9.21⟧:⟪port|5432⟫/loyalty?user=loyalty_app&password=⟦SECRET|Mil3s&M0re!⟧
"""))

TEXTS.append(("sql_insert_vet_clients", """
-- seed from old PetDesk export, ⟪date|2026-11-28⟫
INSERT INTO clients (id, first_name, last_name, phone, email, address, balance) VALUES
 (⟪record_id|7701⟫, '⟦PERSON|Gwen⟧', '⟦PERSON|Lloyd-Evans⟧', '⟦PHONE|01632 960 145⟧', '⟦EMAIL|gwen.lloydevans@talktalk.net⟧', '⟦ADDRESS|4 Ffordd Celyn, Bangor LL57 2TH⟧', ⟦AMOUNT|0.00⟧),
 (⟪record_id|7702⟫, '⟦PERSON|Trevor⟧', '⟦PERSON|Mackie⟧', '⟦PHONE|01632 960 388⟧', NULL, '⟦ADDRESS|19 Station Road, Llanfairfechan LL33 0AW⟧', ⟦AMOUNT|318.40⟧);
INSERT INTO patients (id, client_id, name, species, conditions) VALUES
 (⟪record_id|9920⟫, 7701, '⟪pet_name|Mabli⟫', 'canine', '⟪animal_health|hip dysplasia; on meloxicam⟫'),
 (⟪record_id|9921⟫, 7702, '⟪pet_name|Jasper⟫', 'feline', '⟪animal_health|FIV positive⟫');
"""))

TEXTS.append(("public_health_article", """
Winter vomiting bug: what you need to know

Norovirus cases reported to ⟪org_name|UKHSA⟫ this season are ⟪percentage|38%⟫ higher than the five-season average, with the largest increases among adults aged 65 and over. ⟪health_term|Norovirus⟫ causes sudden ⟪health_term|vomiting⟫ and ⟪health_term|diarrhoea⟫ and usually passes within ⟪duration|two to three days⟫.

Alcohol hand gels do not kill norovirus effectively; wash hands with soap and warm water. Stay off work or school until ⟪duration|48 hours⟫ after symptoms stop, and avoid visiting hospitals and care homes during that time.

People with ⟪health_term|weakened immune systems⟫ and young children are more at risk of ⟪health_term|dehydration⟫. Call NHS 111 if symptoms last longer than ⟪duration|seven days⟫.
Published ⟪date|1 December 2026⟫.
"""))

TEXTS.append(("product_spec_sheet", """
AURIS-X3 HOME SECURITY HUB — Technical specification (rev ⟪version|C.2⟫)
Model: ⟪product_code|AX3-HUB-EU⟫   Firmware: ⟪version|3.11.4⟫ (min. supported ⟪version|3.8.0⟫)
Radio: ⟪frequency|868 MHz⟫ two-way, range up to ⟪distance|2 km⟫ open field
Zones: 64 wireless, 8 wired   Users: up to 50 codes
Connectivity: Ethernet, Wi-Fi ⟪standard|802.11 b/g/n⟫, LTE Cat-M1 backup
Battery backup: ⟪duration|16 h⟫ (Li-ion 5200 mAh)
Default installer port: ⟪port|10001⟫; default LAN address ⟪doc_ip|192.0.2.10⟫ (change on install)
Certifications: ⟪standard|EN 50131 Grade 2⟫, ⟪standard|PD 6662:2017⟫
RRP ⟪price|£349.00⟫ ex VAT
"""))

TEXTS.append(("software_changelog", """
## ⟪version|4.12.0⟫ — ⟪date|2026-12-01⟫
### Added
- Apple Pay support on the checkout page (#⟪issue_ref|2291⟫)
- `billing.retry_schedule` option; default is ⟪duration|1h, 6h, 24h⟫
### Fixed
- Crash when a currency has zero minor units (⟪issue_ref|#2304⟫)
- Webhook signature check now tolerates ⟪duration|300 s⟫ clock skew
### Changed
- Minimum Python is now ⟪version|3.10⟫; dropped ⟪version|3.8⟫
- Bumped stripe-python to ⟪version|11.2.0⟫ (⟪commit_sha|e1d44a90c3⟫)
"""))

TEXTS.append(("airport_bus_timetable", """
AIRLINK 747 — ⟪place|Edinburgh Airport⟫ ⇄ City Centre (from ⟪date|14 December⟫)
First bus from airport: ⟪time|04:10⟫ · Last bus: ⟪time|00:20⟫
Daytime frequency: every ⟪duration|10 min⟫ · Journey ~⟪duration|30 min⟫
Stops: Airport → ⟪place|Ingliston P&R⟫ → ⟪place|Gogarburn⟫ → ⟪place|Haymarket⟫ → ⟪place|Waverley Bridge⟫
Fares: single ⟪price|£6.00⟫, open return ⟪price|£9.50⟫, child single ⟪price|£3.00⟫
"""))

TEXTS.append(("telegram_bot_config_toml", """
# bot.toml — lost-luggage status bot
[telegram]
token = "⟦APIKEY|$telegram1⟧"
admin_chat_id = ⟪chat_id|-1002283947110⟫
admins = ["⟦PERSON|olga_petrenko⟧", "⟦PERSON|m_haddad⟧"]

[worldtracer]
endpoint = "https://wt-api.internal/v2"
username = "⟦PERSON|opetrenko⟧"
password = "⟦PASSWORD|BagTag#Sept2026⟧"

[server]
listen = "⟪bind_address|0.0.0.0⟫:⟪port|8088⟫"
"""))

TEXTS.append(("slack_message_token", """
#proj-fundraise  ⟪time|3:42 PM⟫
⟦PERSON|Dmitri Volkov⟧: @⟦PERSON|sana⟧ the deploy is stuck because CI can't pull the private repo. can you check the PAT?
⟦PERSON|Sana Qureshi⟧: ugh, it expired. made a new fine-grained one: ⟦APIKEY|$ghfine1⟧
⟦PERSON|Sana Qureshi⟧: oh wait this channel has the contractors in it 🤦 revoking, will DM
⟦PERSON|Dmitri Volkov⟧: 😅 ok. also the Stripe restricted key for the donations report is ⟦APIKEY|$rkstripe1⟧ if ⟦PERSON|Joel⟧ needs it
⟦PERSON|Joel⟧: got it thx. total raised shows ⟪price|$1.2M⟫ target vs ⟪price|$840k⟫ on dashboard
"""))

TEXTS.append(("teams_childcare_meeting_notes", """
Teams meeting notes — ⟪org_name|Little Owls Nursery⟫ safeguarding huddle, ⟪date|3 Dec⟫
Attendees: ⟦PERSON|Sarah Whitlock⟧ (DSL), ⟦PERSON|Naz⟧, ⟦PERSON|Becky⟧, ⟦PERSON|Jo Ann Pryce⟧

1. ⟦PERSON|Freddie Marsh⟧ (Caterpillars room) - bruise on upper arm noted at drop-off. Mum (⟦PERSON|Kayleigh Marsh⟧) says fell at soft play. Logged on MyConcern ⟪case_ref|MC-3381⟫. ⟦PERSON|Freddie⟧ also started ⟦MEDICAL|melatonin⟧ for ⟦MEDICAL|sleep issues linked to autism assessment⟧ — need updated medication form.
2. Collection password for ⟦PERSON|Ava R.⟧ changed after parents' separation: now "⟦PASSWORD|sunflower⟧". Only Grandma ⟦PERSON|Pat⟧ and dad may collect.
3. Fees: ⟦PERSON|Becky⟧ to chase ⟦AMOUNT|£1,240⟧ arrears from the ⟪org_name|Hughes⟫ family account.
"""))

TEXTS.append(("ocr_business_card", """
⟪org_name|CLEARWAY CUSTOMS & FREIGHT⟫
⟦PERSON|Rajesh (Raj) Menon⟧
Senior Customs Broker · AEO certified
⟦PHONE|+44 1394 555 0128⟧   M ⟦PHONE|07700 900 944⟧
⟦EMAIL|raj.menon@clearwayfreight.example.co.uk⟧
⟦ADDRESS|Suite 6, Dock Gate 2, Felixstowe IP11 3SY⟧
EORI ⟪eori|GB123456789000⟫
"""))

TEXTS.append(("dental_referral_dictation", """
Dictation — ⟪date|4th December⟫ — please type and send to ⟪org_name|Maxfacs⟫ at the ⟪place|Royal Infirmary⟫.
Re: Mrs ⟦PERSON|Deirdre Costello⟧ comma date of birth ⟦DATE_OF_BIRTH|twelfth of November nineteen fifty-four⟧ comma of ⟦ADDRESS|eleven Fairfield Avenue, Galway⟧ new para
Dear colleague comma thank you for seeing this pleasant lady who presents with a ⟦MEDICAL|non-healing ulcer on the left lateral border of the tongue⟧ of about six weeks duration full stop she is a ⟦MEDICAL|heavy smoker⟧ and takes ⟦MEDICAL|alendronic acid⟧ weekly for ⟦MEDICAL|osteoporosis⟧ comma so please bear in mind ⟦MEDICAL|MRONJ⟧ risk if extractions are planned full stop new para
Her daughter ⟦PERSON|Siobhan⟧ will accompany her comma contact ⟦PHONE|087 555 0141⟧ full stop
Yours sincerely ⟦PERSON|Conor Brady⟧ dental surgeon end of dictation
"""))

TEXTS.append(("grocery_receipt", """
⟪org_name|FRESHWAY SUPERMARKETS⟫ — ⟪place|Store 0412 Croydon⟫
⟪timestamp|04/12/26 18:41⟫   Till 3   Op: ⟦PERSON|KELLY⟧
Semi-skimmed milk 2L       ⟪price|1.45⟫
Free range eggs x12        ⟪price|3.10⟫
Nappies size 4             ⟪price|9.00⟫
Calpol infant 100ml        ⟪price|4.29⟫
TOTAL                      ⟦AMOUNT|17.84⟧
Clubcard ⟪loyalty_number|634004****1918⟫ · points this visit 17
VISA CONTACTLESS ⟪masked_card|************3301⟫  AUTH ⟪auth_code|081442⟫
"""))

TEXTS.append(("relocation_hr_email_sweden_finland", """
From: ⟦EMAIL|mobility@nordlys-engineering.example⟧
To: ⟦PERSON|Elin Bergström⟧ <⟦EMAIL|elin.bergstrom@nordlys-engineering.example⟧>
Cc: ⟦PERSON|Mikko Häkkinen⟧
Subject: Assignment to ⟪place|Helsinki⟫ office — documents received

Hej ⟦PERSON|Elin⟧,

We have your personnummer ⟦NATIONAL_ID|$se1⟧ on file for the Försäkringskassan A1 certificate. For ⟦PERSON|Mikko⟧'s side, the Finnish registration uses his henkilötunnus ⟦NATIONAL_ID|$fi1⟧ for the tax card.

Relocation allowance of ⟦AMOUNT|SEK 45 000⟧ will be paid with your ⟪month|January⟫ salary; the cap in our policy is ⟪price|SEK 60 000⟫.

Your temporary flat is at ⟦ADDRESS|Fredrikinkatu 34 B 12, 00100 Helsinki⟧ from ⟪date|11 January⟫.

Hälsningar,
⟦PERSON|Annika⟧ / Global Mobility
"""))

TEXTS.append(("canada_onboarding_form", """
NEW HIRE — TD1 / PAYROLL SET-UP ⟪form_ref|Form NH-3⟫
Legal name: ⟦PERSON|Marie-Ève Tremblay⟧
SIN: ⟦NATIONAL_ID|$sin1⟧
Date of birth: ⟦DATE_OF_BIRTH|1990-02-17⟧
Home address: ⟦ADDRESS|4521 rue Saint-Denis, app. 3, Montréal QC H2J 2L4⟧
Mobile: ⟦PHONE|514-555-0182⟧
Position: Dental hygienist, ⟪org_name|Clinique Dentaire Plateau⟫
Starting salary: ⟦AMOUNT|$68,500 CAD⟧; union scale minimum ⟪price|$61,200⟫
Direct deposit: transit ⟪bank_transit|04512⟫ inst ⟪bank_institution|006⟫ acct ⟪id_tail|•••4471⟫
"""))

TEXTS.append(("india_crowdfunding_kyc", """
KYC verification — fundraiser ⟪campaign_id|#FR-88213⟫ "Help ⟦PERSON|Anaya⟧ beat ⟦MEDICAL|thalassemia major⟧"
Campaigner: ⟦PERSON|Rohit Deshmukh⟧ (father)
Aadhaar: ⟦NATIONAL_ID|$aadhaar1⟧   PAN: ⟪tax_ref|BWKPD4417F⟫
Mobile: ⟦PHONE|+91 98200 55182⟧
Beneficiary: ⟦PERSON|Anaya Deshmukh⟧, 4 yrs — requires ⟦MEDICAL|bone marrow transplant⟧ at ⟪org_name|Tata Memorial⟫
Estimate from hospital: ⟪price|₹18,50,000⟫
Raised so far: ⟦AMOUNT|₹6,42,310⟧ from 1,204 supporters
Bank: ⟪bank_ifsc|HDFC0001234⟫ a/c ⟪id_tail|XXXXXX7710⟫
Status: ⟪status|VERIFIED⟫ by ⟦PERSON|kpriya⟧ on ⟪date|02-12-2026⟫
"""))

TEXTS.append(("brazil_delivery_app_profile", """
Customer profile export — ⟪org_name|RapiPeixe Delivery⟫
name: ⟦PERSON|Luana Ferreira da Silva⟧
cpf: ⟦NATIONAL_ID|$cpf1⟧
phone: ⟦PHONE|+55 11 95555-0193⟧
default_address: ⟦ADDRESS|Rua Augusta, 1508, apto 72, São Paulo - SP, 01304-001⟧
wallet_balance: ⟦AMOUNT|R$ 42,90⟧
last_order: ⟪order_id|RP-7710923⟫ (⟦AMOUNT|R$ 118,40⟧, delivered ⟪timestamp|2026-12-03 20:14⟫)
delivery_fee_table: ⟪price|R$ 7,99⟫ up to 3 km
notes: "interfone quebrado, ligar ao chegar"
"""))

TEXTS.append(("singapore_maid_agency_form", """
⟪org_name|HomeHelp SG Pte Ltd⟫ — Employer Application (FDW)
Employer: ⟦PERSON|Tan Wei Ling⟧   NRIC ⟦NATIONAL_ID|$nric1⟧
Spouse: ⟦PERSON|Lim Kok Hoe⟧      NRIC ⟦NATIONAL_ID|$nric2⟧
Address: ⟦ADDRESS|Blk 418 Bedok North Ave 2, #09-112, Singapore 460418⟧
Household: 2 adults, 1 child, 1 elderly (mother-in-law, ⟦MEDICAL|stroke survivor, uses wheelchair⟧)
Selected helper: ⟦PERSON|Maricel Dela Cruz⟧ (PH), passport ⟦PASSPORT|P7719204B⟧
Monthly salary: ⟦AMOUNT|S$750⟧; levy ⟪price|S$60⟫ (concessionary)
Agency fee: ⟪price|S$1,288⟫   Placement loan to helper: ⟦AMOUNT|S$1,500⟧
"""))

TEXTS.append(("netherlands_fertility_referral", """
Verwijzing / Referral — ⟪org_name|Fertiliteitscentrum Amstel⟫
Patient: ⟦PERSON|Sanne de Vries⟧, BSN ⟦NATIONAL_ID|$bsn1⟧, geb. ⟦DATE_OF_BIRTH|22-04-1991⟧
Partner: ⟦PERSON|Bram Jansen⟧, BSN ⟦NATIONAL_ID|$bsn2⟧
Indication: ⟦MEDICAL|primary subfertility, 2 years⟧; ⟦MEDICAL|PCOS⟧ (anovulatory); partner semen analysis normal.
Plan: ⟦MEDICAL|ovulation induction with letrozole 2.5 mg⟧, max 6 cycles, then consider ⟦MEDICAL|IUI⟧.
Huisarts: dr. ⟦PERSON|M. Bakker⟧, ⟦ADDRESS|Kinkerstraat 201, 1053 EE Amsterdam⟧, ⟦PHONE|020 555 0164⟧
"""))

TEXTS.append(("spain_car_rental_damage_email", """
Asunto / Subject: Damage claim ⟪claim_ref|DC-26-04418⟫ — ⟪vehicle_plate|2931 KPT⟫

Dear Mr ⟦PERSON|Ruiz Ortega⟧,

On return of the vehicle at ⟪place|Valencia Joaquín Sorolla⟫ on ⟪date|30/11/2026⟫ our agent ⟦PERSON|Lucía⟧ found a 15 cm scratch on the rear bumper. Per your agreement (renter DNI ⟦NATIONAL_ID|$dni1⟧), the excess of ⟪price|€1,100⟫ applies, but the repair estimate is lower: ⟦AMOUNT|€386.20⟧, which we will charge to the card on file ending ⟪masked_card|5527⟫.

You may dispute within ⟪duration|10 days⟫ by replying to ⟦EMAIL|claims.es@rodacar.example⟧.

Regards, ⟪org_name|Rodacar⟫ Claims
"""))

TEXTS.append(("france_maternity_leave_letter", """
⟪org_name|CPAM de Lyon⟫ — Attestation de droits (maternité)
Assurée : ⟦PERSON|Camille Moreau⟧
N° de sécurité sociale : ⟦NATIONAL_ID|$nir1⟧
Date de naissance : ⟦DATE_OF_BIRTH|18/04/1986⟧
Adresse : ⟦ADDRESS|27 rue Paul Bert, 69003 Lyon⟧
Congé maternité du ⟪date|05/01/2027⟫ au ⟪date|26/04/2027⟫ — ⟦MEDICAL|grossesse gémellaire⟧ (16 + 10 semaines)
Indemnités journalières : ⟦AMOUNT|89,03 €⟧ par jour; plafond ⟪price|101,94 €⟫
"""))

TEXTS.append(("japan_airline_booking_note", """
PNR ⟪booking_ref|7KQ2XD⟫ — ⟪flight_number|NH 212⟫ HND-LHR ⟪date|18DEC⟫ seat ⟪seat_number|14K⟫
Pax 1: ⟦PERSON|TAKAHASHI/YUKI⟧ MS  passport ⟦PASSPORT|TZ4418820⟧ exp ⟪date|2031-03-09⟫
Pax 2: ⟦PERSON|TAKAHASHI/HARUTO⟧ MSTR (child, DOB ⟦DATE_OF_BIRTH|2019-07-22⟧) passport ⟦PASSPORT|TZ5520917⟧
SSR: ⟦MEDICAL|WCHR⟧ for pax 1 (⟦MEDICAL|recent knee surgery⟧); ⟪ssr|CHML⟫ for pax 2
Corporate profile note: My Number ⟦NATIONAL_ID|$mynum1⟧ submitted for expense reimbursement (should not be stored here - ⟦PERSON|Sato⟧ to delete)
Fare paid: ⟦AMOUNT|JPY 684,300⟧
"""))

TEXTS.append(("korea_hotel_registration", """
GUEST REGISTRATION CARD — ⟪org_name|Hotel Haeundae Pearl⟫
Name: ⟦PERSON|Kim Ji-woo⟧ (⟦PERSON|김지우⟧)
Resident registration no.: ⟦NATIONAL_ID|$rrn1⟧
Phone: ⟦PHONE|010-5555-0177⟧
Arrival ⟪date|2026-12-04⟫ · Departure ⟪date|2026-12-07⟫ · Room ⟪room_number|1804⟫ Ocean Deluxe
Rate: ⟪price|KRW 240,000⟫/night · Deposit paid: ⟦AMOUNT|KRW 300,000⟧
Signature: ⟦PERSON|J.W. Kim⟧
"""))

TEXTS.append(("prison_reception_intake", """
RECEPTION SCREENING — ⟪org_name|Cedar Ridge Correctional Facility⟫
Inmate: ⟦PERSON|DELGADO, Raymond J.⟧   Booking # ⟪booking_ref|CR-2026-11842⟫
SSN: ⟦SSN|$ssn7⟧   DOB: ⟦DATE_OF_BIRTH|03/22/1984⟧
Medical: ⟦MEDICAL|hepatitis C (untreated)⟧, ⟦MEDICAL|hypertension⟧ on ⟦MEDICAL|lisinopril 20 mg⟧; reports ⟦MEDICAL|opioid use disorder⟧, last use 2 days ago — refer to MAT.
Property: wallet with ⟦AMOUNT|$213.00⟧ cash credited to commissary account ⟪account_ref|#771820⟫
Emergency contact: ⟦PERSON|Lucia Delgado⟧ (wife) ⟦PHONE|(520) 555-0119⟧
Screening officer: Sgt. ⟦PERSON|A. Whitehorse⟧
"""))

TEXTS.append(("employment_tribunal_claim_extract", """
ET1 claim form — extract
Claimant: ⟦PERSON|Precious Nyathi⟧, ⟦ADDRESS|58 Grange Road, Birmingham B10 9QR⟧, ⟦EMAIL|precious.nyathi@hotmail.co.uk⟧
Respondent: ⟪org_name|Carewell Domiciliary Services Ltd⟫
Dates of employment: ⟪date|03/2021⟫ to ⟪date|09/2026⟫; weekly pay ⟦AMOUNT|£412.30⟧ gross
Claim: ⟪claim_type|unfair dismissal⟫, ⟪claim_type|disability discrimination⟫ — claimant has ⟦MEDICAL|sickle cell disease⟧ and was dismissed after 3 hospital admissions for ⟦MEDICAL|vaso-occlusive crises⟧.
Representative: ⟦PERSON|Ian McGowan⟧, ⟪org_name|Unite⟫ legal, ⟦PHONE|0121 555 0190⟧
"""))

TEXTS.append(("ride_hail_driver_payout_sms", """
⟪org_name|ZipRide⟫: Hi ⟦PERSON|Kwabena⟧, your weekly earnings of ⟦AMOUNT|$1,128.64⟧ (incl. ⟦AMOUNT|$96.00⟧ tips) were sent to ⟪id_tail|Chase ••7104⟫. Quest bonus threshold was ⟪price|$150⟫ for 60 trips.
"""))

TEXTS.append(("openai_key_in_support_ticket", """
Ticket ⟪ticket_id|ZD-441820⟫ — "Chatbot for online pharmacy stopped replying"
Requester: ⟦PERSON|Helen Achterberg⟧ <⟦EMAIL|helen@achterberg-apotheek.example.nl⟧>

Our assistant stopped answering around ⟪time|14:00⟫ yesterday. Here is our config in case it helps:
  model: ⟪model_name|gpt-4o-mini⟫
  api_key: ⟦APIKEY|$openai1⟧
  anthropic_fallback: ⟦APIKEY|$anthropic1⟧
  max_tokens: 800
Patients were asking about their ⟪health_term|antihistamine⟫ refills when it broke.

— Agent ⟦PERSON|Ruben⟧: Hi ⟦PERSON|Helen⟧, please rotate both keys immediately; they are now visible to our support staff. Error logs show ⟪error_code|429 insufficient_quota⟫ — your monthly spend cap of ⟪price|$50⟫ was reached.
"""))

TEXTS.append(("chargeback_dispute_email", """
From: ⟦PERSON|Rhiannon Pugh⟧ <⟦EMAIL|rhiannon.pugh@icloud.com⟧>
To: ⟦EMAIL|disputes@mealmate.example.co.uk⟧
Subject: Unrecognised charges on my card — please stop

Hello,

There are three charges from MealMate I didn't make (⟪date|29 Nov⟫, ⟪date|30 Nov⟫, ⟪date|1 Dec⟫) totalling ⟦AMOUNT|£96.47⟧. My bank asked me to contact you first. The card is ⟦CARD|$card14⟧, expiry ⟪card_expiry|04/28⟫ — I've already frozen it so please don't ask me for the security code, your chat agent ⟦PERSON|Jordan⟧ asked and I stupidly gave it (⟦CVV|306⟧).

The orders went to ⟦ADDRESS|14 Brunswick Terrace, Hove BN3 1HL⟧, which isn't my address. I live in ⟪place|Cardiff⟫.

⟦PERSON|Rhiannon⟧
⟦PHONE|07700 900 736⟧
"""))

TEXTS.append(("accounting_client_onboarding", """
⟪org_name|Fairbairn & Co Chartered Accountants⟫ — Client onboarding checklist
Client: Dr ⟦PERSON|Oluwaseun Adebayo⟧ (sole trader, locum GP) — ref ⟪client_ref|FB-2291⟫
DOB: ⟦DATE_OF_BIRTH|30 September 1985⟧   UTR ⟪tax_ref|82194 47730⟫ (HMRC)
NINO: ⟪sample_id|QQ 12 34 56 C⟫ on the form is the HMRC sample number; ⟦PERSON|Holly⟧ to re-request the real one
Business account: ⟦IBAN|$iban19⟧ (Spanish account; UK account to follow)
Partner's account for joint rental income: ⟦IBAN|$iban10⟧ (Mrs ⟦PERSON|Funmi Adebayo⟧)
Fee agreed: ⟦AMOUNT|£1,450⟧ + VAT for 2025/26 SA return (standard fee ⟪price|£1,800⟫)
Locum income 2025/26 per client: ⟦AMOUNT|£118,700⟧
"""))

TEXTS.append(("pharmacy_checkout_form_post", """
POST /checkout HTTP/1.1
Host: shop.greenleaf-pharmacy.example
Content-Type: application/x-www-form-urlencoded
Cookie: session=⟦SECRET|$sess4⟧

full_name=⟦PERSON|Patricia+Okwu⟧&dob=⟦DATE_OF_BIRTH|1972-11-03⟧&email=⟦EMAIL|pat.okwu@gmail.com⟧&phone=⟦PHONE|07700900518⟧&item=⟦MEDICAL|Orlistat+120mg+x84⟧&bmi_declared=31.4&card_number=⟦CARD|$card16⟧&exp=⟪card_expiry|0627⟫&cvc=⟦CVV|918⟧&total=⟦AMOUNT|64.99⟧&promo=⟪voucher|WINTER10⟫
"""))

TEXTS.append(("datadog_integrations_yaml", """
# observability/integrations.yaml — maintained by ⟦PERSON|sofia.marchetti⟧
datadog:
  api_key: ⟦APIKEY|$datadog1⟧
  site: datadoghq.eu
slack:
  bot_token: ⟦APIKEY|$xoxb1⟧
  channel: "#oncall-rides"
twilio:
  api_key_sid: ⟦APIKEY|$twilio1⟧
  api_key_secret: ⟦SECRET|$csec5⟧
  from_number: ⟦PHONE|+1 650-555-0109⟧
pagerduty:
  integration_key: ⟦SECRET|$pdkey1⟧
escalation_contacts:
  - ⟦PERSON|Sofia Marchetti⟧ ⟦PHONE|+1 650-555-0172⟧
  - ⟦PERSON|Ken Ishikawa⟧ ⟦PHONE|+1 650-555-0193⟧
sampling_rate: ⟪percentage|20%⟫
"""))

TEXTS.append(("github_actions_release_log", """
2026-12-04T06:02:11.4471Z ##[group]Run pypa/gh-action-pypi-publish@release/v1
2026-12-04T06:02:11.4480Z with:
2026-12-04T06:02:11.4481Z   password: ⟦APIKEY|$pypi1⟧
2026-12-04T06:02:11.4483Z   repository-url: https://upload.pypi.org/legacy/
2026-12-04T06:02:14.9012Z Uploading vetrecords-⟪version|2.0.1⟫-py3-none-any.whl
2026-12-04T06:02:16.1120Z Run huggingface-cli upload vetclinic/xray-triage ./model
2026-12-04T06:02:16.1131Z   HF_TOKEN: ⟦APIKEY|$hf2⟧
2026-12-04T06:02:18.7004Z   gcloud auth: refresh_token=⟦SECRET|$refresh1⟧
2026-12-04T06:02:19.0010Z Triggered by ⟦PERSON|tomasz-wrobel⟧ · sha ⟪commit_sha|c0ffee4217ab⟫
"""))

TEXTS.append(("childcare_agency_invoice", """
⟪org_name|Bumblebee Au Pairs & Nannies⟫ — Invoice ⟪invoice_number|BB-7741⟫
Family: ⟦PERSON|Van der Berg⟧, ⟦ADDRESS|Keizersgracht 618, 1017 ER Amsterdam⟧
Children: ⟦PERSON|Lotte⟧ (DOB ⟦DATE_OF_BIRTH|12-06-2019⟧), ⟦PERSON|Daan⟧ (DOB ⟦DATE_OF_BIRTH|03-02-2022⟧, ⟦MEDICAL|type 1 diabetes — insulin pump⟧)
Au pair: ⟦PERSON|Camila Rojas⟧ (CO), BSN ⟦NATIONAL_ID|$bsn3⟧
Agency fee (12-month placement)     ⟪price|€1,395.00⟫
Pocket money paid to au pair ⟪month|Dec⟫: ⟦AMOUNT|€340.00⟧
Amount due from family: ⟦AMOUNT|€1,735.00⟧ — SEPA direct debit from ⟦IBAN|$iban17⟧
"""))
