TEXTS = [
("library_overdue_sms", """
Westbrook Libraries: Hi ⟦PERSON|Marcus⟧, 3 items on card ⟪id_tail|ending 4471⟫ are overdue since ⟪date|14 Oct⟫. Fines now ⟦AMOUNT|£2.40⟧. Renew at ⟪url|westbrook.gov.uk/renew⟫ or call ⟦PHONE|01632 960418⟧.
"""),
("archive_reading_room_email", """
From: ⟦EMAIL|reading.room@eastmere-archives.org.uk⟧
To: ⟦EMAIL|h.okonkwo@gmail.com⟧
Subject: Reader ticket and document order ⟪ticket_ref|RR-2025-1183⟫

Dear Dr ⟦PERSON|Okonkwo⟧,

Thank you for registering. Your reader ticket is ready for collection at the front desk. We have retrieved boxes ⟪product_code|D/ELM/4/12⟫ and ⟪product_code|D/ELM/4/13⟫ (estate papers, 1820-1861) for your visit on ⟪date|Tuesday 9 December⟫. Please bring photo ID; the address on your form, ⟦ADDRESS|27 Larkhill Road, Norwich NR3 2QF⟧, must match it.

Reprographics: you ordered 38 digital images; your invoice total is ⟦AMOUNT|£45.60⟧ (standard rate ⟪price|£1.20 per image⟫).

Kind regards,
⟦PERSON|Gwen Tallis⟧
Archivist, ⟪org_name|Eastmere Record Office⟫
⟦PHONE|01632 960702⟧
"""),
("choir_whatsapp", """
[18:04] ⟦PERSON|Ruth B⟧: reminder altos - rehearsal moved to ⟪place|St Aidan's hall⟫ Thursday, ⟪time|7.30⟫ sharp
[18:06] ⟦PERSON|Ruth B⟧: subs for autumn term are ⟪price|£65⟫, ⟦PERSON|Kezia⟧ you still owe ⟦AMOUNT|£30⟧ from summer x
[18:09] ⟦PERSON|Kezia Mensah⟧: sorry!! sending now. is ⟦PERSON|Tom⟧ driving from the station again?
[18:11] ⟦PERSON|Tom Ashdown⟧: yep, text me on ⟦PHONE|07700 900481⟧ when your train gets in
"""),
("music_teacher_invoice", """
INVOICE ⟪invoice_ref|#0457⟫ - Piano tuition, autumn half-term
Teacher: ⟦PERSON|Elena Voronova⟧ LRSM, ⟦ADDRESS|Flat 2, 118 Cavendish Street, Leeds LS6 1QP⟧
Pupil: ⟦PERSON|Arjun Patel⟧ (age 11)
Billed to: Mrs ⟦PERSON|Priya Patel⟧

6 lessons x 45 min @ ⟪price|£32.00⟫   ⟦AMOUNT|£192.00⟧
Grade 3 exam entry (ABRSM)   ⟦AMOUNT|£54.00⟧
Total due: ⟦AMOUNT|£246.00⟧ by ⟪date|30/11/2025⟫

Bank transfer to ⟦IBAN|$iban_gb1⟧, reference ⟪payment_ref|ARJUN-AUT⟫.
"""),
("orchestra_player_form", """
Northfield Sinfonia - Deputy Player Registration
Full name: ⟦PERSON|Oskar Lindqvist⟧
Instrument: ⟪instrument|Viola⟫
Date of birth: ⟦DATE_OF_BIRTH|14/03/1985⟧
Swedish personnummer (for Musicians' Union transfer): ⟦NATIONAL_ID|$se1⟧
Mobile: ⟦PHONE|+46 70 418 22 95⟧
Email: ⟦EMAIL|oskar.lindqvist@telia.se⟧
Fee per call: ⟪price|£140⟫ as per ⟪org_name|MU⟫ rate card; season total paid ⟦AMOUNT|£1,260⟧
Access needs: ⟦MEDICAL|Type 1 diabetes⟧ - may need a short break mid-rehearsal
"""),
("auction_consignor_statement", """
HARGREAVE & DAWS AUCTIONEERS
Consignor settlement ⟪invoice_ref|CS-88214⟫ - Sale ⟪sale_ref|1142⟫ (Modern British Pictures, ⟪date|12 Nov 2025⟫)

Consignor: ⟦PERSON|Lady Annabel Forsythe⟧, ⟦ADDRESS|The Old Rectory, Church Lane, Upper Slaughter GL54 2JB⟧

Lot ⟪lot_number|57⟫  Ben Nicholson, still life, 1947   hammer ⟦AMOUNT|£18,000⟧
Lot ⟪lot_number|58⟫  John Piper, Gloucestershire church   hammer ⟦AMOUNT|£6,500⟧
Seller's commission ⟪percent|12%⟫ + VAT                 -⟦AMOUNT|£3,528.00⟧
Insurance ⟪percent|1.5%⟫                                -⟦AMOUNT|£367.50⟧
Net proceeds                                       ⟦AMOUNT|£20,604.50⟧

Paid to ⟦IBAN|$iban_gb3⟧ on ⟪date|10 Dec 2025⟫. Queries: ⟦PERSON|Miles Hargreave⟧, ⟦EMAIL|accounts@hargreavedaws.co.uk⟧
"""),
("gallery_buyer_premium_faq", """
Buying at Hargreave & Daws: a buyer's premium of ⟪percent|25%⟫ (plus VAT) is added to the hammer price up to ⟪price|£500,000⟫, and ⟪percent|20%⟫ above that. Artist's Resale Right may apply to lots marked ⟪symbol|†⟫. Payment is due within ⟪duration|7 days⟫; card payments above ⟪price|£5,000⟫ are not accepted. Our saleroom at ⟪place|Cheltenham⟫ opens ⟪time|9am⟫ on viewing days. Enquiries: ⟦PERSON|Clemency Ward⟧, ⟦EMAIL|c.ward@hargreavedaws.co.uk⟧, ⟦ADDRESS|11 Imperial Square, Cheltenham GL50 1QB⟧.
"""),
("taxi_dispatch_log", """
2025-11-21 23:41:07 DISPATCH job=⟪booking_ref|J-774201⟫ pickup="⟦ADDRESS|14 Harbour View, Falmouth TR11 3XA⟧" pax=⟦PERSON|D. Keane⟧ tel=⟦PHONE|07700 900613⟧ veh=⟪vehicle_id|CAB-22⟫ driver=⟦PERSON|sal.monteiro⟧
2025-11-21 23:58:44 DROPOFF job=⟪booking_ref|J-774201⟫ fare=⟦AMOUNT|£23.80⟧ tip=⟦AMOUNT|£3.00⟧ paid=card last4=⟪masked_card|****0912⟫
2025-11-22 00:02:10 ACCOUNT job=⟪booking_ref|J-774202⟫ corp=⟪org_name|Penwith Marine⟫ tariff=⟪price|T2 £2.10/mile⟫
"""),
("minicab_complaint_call", """
Call transcript - ⟪org_name|Swiftline Minicabs⟫, ⟪date|3 Jan⟫, agent ⟦PERSON|Bex⟧
Agent: Swiftline, you're speaking with ⟦PERSON|Bex⟧, how can I help?
Caller: Hi, it's ⟦PERSON|Gareth Pryce⟧, I was charged twice for last night's ride from the airport.
Agent: Sorry about that. Can you confirm the phone on the account?
Caller: ⟦PHONE|07700 900147⟧.
Agent: Thanks ⟦PERSON|Gareth⟧. I can see two charges of ⟦AMOUNT|£41.50⟧. I'll refund one now, reference ⟪case_ref|RF-30318⟫. It'll show in three to five working days.
Caller: Cheers. And the driver, ⟦PERSON|Imran⟧, was great by the way.
"""),
("rail_ticket_confirmation", """
Your booking is confirmed - ⟪booking_ref|Ref 7QXP2M4K⟫
Passenger: Ms ⟦PERSON|Fiona Delacroix-Hale⟧
Railcard: 26-30 (⟪masked_card|****8831⟫)
⟪date|Fri 19 Dec⟫ ⟪place|London Paddington⟫ 17:03 -> ⟪place|Penzance⟫ 22:11, Coach ⟪seat_number|C⟫ Seat ⟪seat_number|42A⟫
Total paid: ⟦AMOUNT|£87.35⟧ with Visa ⟪masked_card|•••• 2207⟫
Collect at machine with code ⟪otp_code|TRX9QF⟫.
"""),
("ferry_booking_email", """
Hi ⟦PERSON|Saoirse⟧,

Your crossing ⟪place|Rosslare⟫ -> ⟪place|Cherbourg⟫ on ⟪date|14 July 2026⟫ is booked (⟪booking_ref|STN-5528193⟫). Passengers: ⟦PERSON|Saoirse Byrne⟧, ⟦PERSON|Cian Byrne⟧. Vehicle ⟪vehicle_plate|231-D-4417⟫. Cabin 4-berth outside.

Passport numbers on file: ⟦PASSPORT|PX4471823⟧ and ⟦PASSPORT|PB9027716⟧. Please check expiry dates.

Amount charged: ⟦AMOUNT|€612.00⟧. Remaining balance ⟦AMOUNT|€0.00⟧.

Bon voyage,
⟪org_name|Celtic Link Ferries⟫ reservations ⟦PHONE|+353 53 916 2204⟧
"""),
("student_housing_deposit_email", """
Subject: Deposit return - ⟦ADDRESS|Flat 5, 41 Mortimer Road, Bristol BS7 8JU⟧

Hi ⟦PERSON|Chloe⟧,

Following the check-out inventory on ⟪date|30 June⟫ we propose the following deductions from your deposit of ⟦AMOUNT|£1,150⟧:
- Carpet cleaning, bedroom 3: ⟦AMOUNT|£85⟧
- Replacement smoke alarm cover: ⟦AMOUNT|£12⟧
- Missing key fob: ⟦AMOUNT|£25⟧
Balance to be returned: ⟦AMOUNT|£1,028⟧ via the ⟪org_name|DPS⟫ scheme (ID ⟪case_ref|DPS-33904812⟫).

Please reply within ⟪duration|14 days⟫ if you dispute any item.

⟦PERSON|Raj Mistry⟧
⟪org_name|Redland Student Lets⟫ | ⟦PHONE|0117 496 0831⟧
"""),
("landlord_inventory_notes", """
Inventory - check-in ⟪date|21/09/2025⟫, room 2, ⟦ADDRESS|9 Cowley Place, Oxford OX4 1DQ⟧
Tenant present: ⟦PERSON|Tomasz Wiśniewski⟧ (PESEL ⟦NATIONAL_ID|$pesel1⟧ on guarantor form)
Guarantor: ⟦PERSON|Halina Wiśniewska⟧, tel ⟦PHONE|+48 601 334 872⟧
Key safe by back door: code ⟦PASSWORD|4409⟧ - change after move-in!
Condition: desk chair ⟪condition|fair⟫, mattress ⟪condition|new⟫, curtains ⟪condition|good⟫.
"""),
("plumber_quote_vs_invoice", """
⟪org_name|Pryor Plumbing & Heating⟫ - QUOTE ⟪quote_ref|Q-2291⟫
Customer: Mr ⟦PERSON|Dennis Osei⟧, ⟦ADDRESS|62 Beech Grove, Harrogate HG2 0EX⟧
Replace combi boiler (Worcester 30i): ⟪price|£2,450⟫ incl. fitting
Powerflush: ⟪price|£380⟫
Quote valid ⟪duration|30 days⟫.

---- INVOICE ⟪invoice_ref|INV-2291⟫ (work completed ⟪date|08/10/2025⟫)
Boiler replaced as quoted: ⟦AMOUNT|£2,450.00⟧
Extra: magnetic filter ⟦AMOUNT|£145.00⟧
Total paid by ⟦PERSON|D. Osei⟧: ⟦AMOUNT|£2,595.00⟧ - thank you!
"""),
("electrician_sms", """
Hi it's ⟦PERSON|Lee⟧ the sparky. Can do the consumer unit swap ⟪date|Weds⟫ from ⟪time|8⟫. Alarm code for the side gate still ⟦PASSWORD|2580#⟧? Price as agreed ⟪price|£520⟫ + certificate.
"""),
("handyman_whatsapp", """
⟦PERSON|Bogdan⟧: Done the shelves and the bathroom sealant. Total ⟦AMOUNT|£160⟧ pls
⟦PERSON|Alison Reeve⟧: Brilliant thanks! Sending via bank now. Sort code ⟪sort_code|40-11-62⟫ right?
⟦PERSON|Bogdan⟧: Yes, account name ⟦PERSON|B Nowak⟧. Key back in the key safe, code was ⟦PASSWORD|1 9 7 3⟧
"""),
("accountant_self_assessment_email", """
From: ⟦PERSON|Nadia Farouk⟧ <⟦EMAIL|nadia@faroukaccounts.co.uk⟧>
To: ⟦PERSON|Callum Reid⟧ <⟦EMAIL|callum.reid87@outlook.com⟧>
Subject: 2024-25 self-assessment - figures to check

Hi ⟦PERSON|Callum⟧,

Draft return attached. Key numbers:
  Self-employment profit (photography): ⟦AMOUNT|£31,840⟧
  Rental income, ⟦ADDRESS|14 Quarry Lane, Perth PH1 2RT⟧: ⟦AMOUNT|£9,600⟧
  Tax and Class 4 NIC due ⟪date|31 Jan 2026⟫: ⟦AMOUNT|£7,214.60⟧
  Payment on account ⟪date|31 July 2026⟫: ⟦AMOUNT|£3,607.30⟧

Your UTR is ⟪tax_ref|38291 04476⟫ and NI number ⟦NATIONAL_ID|$nino1⟧ - please confirm both are right before I file.

Our fee for this year is ⟪price|£420 + VAT⟫ as per engagement letter.

Best,
⟦PERSON|Nadia⟧
"""),
("vat_return_csv", """
vrn,period,box1_vat_due,box6_sales,box7_purchases,contact,contact_email
⟪tax_ref|GB 294 7710 38⟫,⟪period|25Q3⟫,4812.40,24062.00,9140.55,⟦PERSON|Helen Achterberg⟧,⟦EMAIL|helen@achterberg-design.co.uk⟧
⟪tax_ref|GB 118 4402 61⟫,⟪period|25Q3⟫,1320.00,6600.00,2210.00,⟦PERSON|Gus Mwangi⟧,⟦EMAIL|gus.mwangi@mwangibuild.co.uk⟧
"""),
("pension_annuity_letter", """
⟪org_name|Harbourside Life Assurance⟫
Annuity Services, ⟦ADDRESS|PO Box 4471, 20 Quayside, Newcastle NE1 3DX⟧

Mr ⟦PERSON|Leonard Ashcombe⟧
⟦ADDRESS|3 Windmill Close, Saffron Walden CB11 4LS⟧

Policy ⟪policy_number|ANN-00482716⟫

Dear Mr ⟦PERSON|Ashcombe⟧,

Your annual annuity statement for ⟪period|2025/26⟫: gross annual income ⟦AMOUNT|£8,944.20⟧, paid monthly as ⟦AMOUNT|£745.35⟧ before tax. Tax code applied ⟪tax_code|1257L⟫. Your date of birth on our records is ⟦DATE_OF_BIRTH|2 May 1954⟧ and National Insurance number ⟦NATIONAL_ID|$nino2⟧.

The escalation rate is ⟪percent|3%⟫ each ⟪date|April⟫.

Yours sincerely,
⟦PERSON|Joanna Pike⟧, Customer Services
"""),
("pension_transfer_ticket", """
TICKET ⟪ticket_ref|PEN-20931⟫ | priority: high | opened ⟪timestamp|2025-10-02 09:14⟫
Member: ⟦PERSON|GRAHAM, Susan⟧  DOB ⟦DATE_OF_BIRTH|1961-08-27⟧
Request: transfer out of DB scheme, CETV quoted ⟦AMOUNT|£412,380⟧
Receiving scheme: ⟪org_name|Aviva SIPP⟫
Notes: member called from ⟦PHONE|01632 960255⟧, verified via security Q. Advised ⟪regulation|FCA⟫ rule: advice required over ⟪price|£30,000⟫. Assigned: ⟦PERSON|kpatel⟧
"""),
("hearing_clinic_referral", """
Audiology Referral - ⟪org_name|ClearSound Hearing Centre⟫
Patient: ⟦PERSON|Bernard Kilbride⟧   DOB: ⟦DATE_OF_BIRTH|11/06/1948⟧
Address: ⟦ADDRESS|88 Marine Parade, Worthing BN11 3PZ⟧
GP: Dr ⟦PERSON|A. Sethi⟧

Findings: ⟦MEDICAL|bilateral sensorineural hearing loss⟧, worse on the left; ⟦MEDICAL|tinnitus⟧ reported since ⟪date|2023⟫. Fitted with ⟦MEDICAL|Phonak Audeo L90 hearing aids⟧.
Private fitting fee paid: ⟦AMOUNT|£2,890⟧. Follow-up in ⟪duration|6 weeks⟫.
"""),
("optician_recall_sms", """
⟪org_name|Vision Plus⟫: Hi ⟦PERSON|Joyce⟧, your eye test is due. Last time we noted ⟦MEDICAL|early cataract, right eye⟧. Book on ⟦PHONE|0345 600 0127⟧. NHS tests are ⟪price|free over 60⟫.
"""),
("dialysis_unit_handover", """
Renal Day Unit - handover ⟪date|Mon 17 Nov⟫ AM
Chair ⟪seat_number|4⟫: Mr ⟦PERSON|Eric Dunmore⟧ - ⟦MEDICAL|ESRF secondary to diabetic nephropathy⟧, ⟦MEDICAL|haemodialysis 3x/week via L arm AV fistula⟧. Pre-weight 78.4kg. ⟦MEDICAL|Epoetin alfa 4000 units⟧ given.
Chair ⟪seat_number|6⟫: Mrs ⟦PERSON|Parveen Akhtar⟧ - ⟦MEDICAL|hyperkalaemia⟧ on bloods (K+ 6.1), Dr ⟦PERSON|Lowe⟧ informed. Transport back booked with ⟪org_name|Patient Transport⟫, ⟪time|13:30⟫.
Nurse in charge: ⟦PERSON|Grace Adeyemi⟧
"""),
("oncology_day_unit_letter", """
Dear Dr ⟦PERSON|Hallworth⟧,

Re: Miss ⟦PERSON|Imogen Strand⟧, DOB ⟦DATE_OF_BIRTH|23.01.1979⟧, NHS no. ⟪health_ref|485 777 3456⟫

⟦PERSON|Imogen⟧ attended the oncology day unit today for cycle 3 of ⟦MEDICAL|FEC-T chemotherapy⟧ for ⟦MEDICAL|grade 2 invasive ductal carcinoma, left breast⟧. She reports ⟦MEDICAL|grade 1 peripheral neuropathy⟧ in her fingertips. We will continue with ⟦MEDICAL|ondansetron 8mg⟧ as antiemetic.

Next cycle ⟪date|8 December⟫.

Yours sincerely,
Dr ⟦PERSON|Rachel Moyo⟧, Consultant Medical Oncologist
"""),
("school_nurse_note", """
To parents of Year 4 - a case of ⟪health_term|head lice⟫ has been reported in the class. Please check your child's hair this weekend. Information about ⟪health_term|chickenpox⟫ and ⟪health_term|scarlet fever⟫ is on the school website. School nurse drop-in with Nurse ⟦PERSON|Abigail Frost⟧: ⟪date|Wednesdays⟫, ⟪time|2-3pm⟫, ⟪place|Room 14⟫, or call ⟦PHONE|01632 960339⟧.
"""),
("paediatric_clinic_email", """
Hi Mrs ⟦PERSON|Haddad⟧,

Following ⟦PERSON|Yusuf⟧'s appointment with Dr ⟦PERSON|Chen⟧ on ⟪date|Thursday⟫: he has ⟦MEDICAL|mild persistent asthma⟧ and will start a ⟦MEDICAL|Clenil Modulite 100mcg inhaler⟧, two puffs twice a day, plus ⟦MEDICAL|salbutamol⟧ as needed. Please share the care plan with the school nurse, Mrs ⟦PERSON|Bell⟧.

⟦PERSON|Yusuf⟧'s DOB on file is ⟦DATE_OF_BIRTH|05/09/2016⟧ - please let us know if that's wrong.

⟪org_name|Meadowbank Children's Clinic⟫
⟦PHONE|020 7946 0193⟧
"""),
("care_home_mar_chart", """
MAR - ⟪org_name|Willow Lodge⟫ - Room ⟪room_number|12⟫ - ⟦PERSON|Dorothy Fenwick⟧ (DOB ⟦DATE_OF_BIRTH|19/04/1936⟧)
Allergies: ⟦MEDICAL|penicillin⟧
08:00 ⟦MEDICAL|Donepezil 10mg⟧      given  ⟦PERSON|AK⟧
08:00 ⟦MEDICAL|Bisoprolol 2.5mg⟧    given  ⟦PERSON|AK⟧
12:00 ⟦MEDICAL|Paracetamol 1g⟧      refused ⟦PERSON|JT⟧ - pt says no pain
20:00 ⟦MEDICAL|Lactulose 10ml⟧      given  ⟦PERSON|JT⟧
Controlled drugs cabinet code: ⟦PASSWORD|7-3-1-8⟧ (changed ⟪date|01/11⟫)
"""),
("care_home_family_call", """
Dictation - ⟦PERSON|Marisol⟧, senior carer, ⟪date|Sunday⟫
Spoke with ⟦PERSON|Peter Holloway⟧, son of ⟦PERSON|Edith Holloway⟧ (room ⟪room_number|7⟫). Explained Mum had a fall at about ⟪time|2am⟫, no injury seen but GP review requested. He asked that her ⟦MEDICAL|warfarin⟧ dose be checked given the ⟦MEDICAL|INR of 3.8⟧ last week. His number for updates is ⟦PHONE|oh seven seven hundred, nine hundred, three two six⟧. Monthly fees top-up of ⟦AMOUNT|£640⟧ will be paid by him from now on.
"""),
("sports_physio_notes", """
SOAP - ⟪org_name|Kinetic Sports Physio⟫ - ⟪date|04/11/2025⟫
Pt: ⟦PERSON|Jordan Achebe⟧, 24, semi-pro winger, ⟪org_name|Tamworth FC⟫
S: pain lateral knee after cutting move in Saturday's match
O: ⟦MEDICAL|grade 2 LCL sprain, right knee⟧; mild effusion; full ROM
A: return-to-play est. ⟪duration|4-6 weeks⟫
P: ⟦MEDICAL|ice, compression, progressive loading⟧; ⟦MEDICAL|naproxen 500mg⟧ per GP
Billing: club account ⟪account_ref|TFC-0042⟫, session ⟪price|£55⟫; insurer ⟪org_name|Bupa⟫ pre-auth ⟪policy_number|BP-771920⟫
"""),
("physio_booking_form", """
Name: ⟦PERSON|Li Wei⟧
Email: ⟦EMAIL|liwei.runs@proton.me⟧
Phone: ⟦PHONE|07700 900558⟧
Injury: ⟦MEDICAL|plantar fasciitis⟧ (left), marathon training
Preferred clinician: ⟦PERSON|Sam⟧
Package: ⟪product_code|5-session bundle⟫ ⟪price|£240⟫
Deposit paid: ⟦AMOUNT|£60⟧
"""),
("esports_player_contract", """
PLAYER SERVICES AGREEMENT (extract)
Between ⟪org_name|Nightjar Esports Ltd⟫ ("Team") and ⟦PERSON|Mateus Oliveira⟧ ("Player", in-game "⟪handle|Zephyr⟫"), CPF ⟦NATIONAL_ID|$cpf1⟧, date of birth ⟦DATE_OF_BIRTH|09/02/2003⟧, residing at ⟦ADDRESS|Rua Augusta 1508, apto 72, São Paulo SP 01304-001⟧.
3.1 Monthly salary: ⟦AMOUNT|US$4,500⟧, paid by the 5th.
3.2 Prize pool share: Player receives ⟪percent|15%⟫ of team winnings.
3.3 Signing bonus: ⟦AMOUNT|US$10,000⟧.
7. Buyout clause: ⟪price|US$120,000⟫.
Payment account: ⟦IBAN|$iban_pt1⟧ (Player's Portuguese bank).
Signed: ⟦PERSON|M. Oliveira⟧ / ⟦PERSON|Harriet Quinn⟧, CEO
"""),
("esports_prize_pool_slack", """
#finance  ⟦PERSON|dave.okafor⟧  11:02
prize pool payout from ⟪org_name|ESL⟫ landed: ⟪price|$250,000⟫ total pool, we got 2nd = ⟦AMOUNT|$60,000⟧. Split per contract:
• ⟦PERSON|Zephyr⟧ (⟦PERSON|Mateus⟧) ⟦AMOUNT|$9,000⟧
• ⟦PERSON|kjell⟧ ⟦AMOUNT|$8,400⟧
• coach ⟦PERSON|Andre⟧ ⟦AMOUNT|$4,200⟧
⟦PERSON|harriet.quinn⟧ 11:05
approved. ⟦PERSON|dave⟧ use the ⟪org_name|Wise⟫ batch, not ⟪org_name|PayPal⟫
"""),
("podcast_sponsor_payout_email", """
Hi ⟦PERSON|Tasha⟧ and ⟦PERSON|Rob⟧,

Great news - ⟪org_name|Brightwell Mattresses⟫ renewed for ⟪period|Q1⟫. Your payout for ⟪period|Q4⟫ ad reads on "⟪show_name|Two Flats and a Fridge⟫":
  14 host-read spots x ⟪price|$900 CPM-equivalent⟫ -> ⟦AMOUNT|$12,600.00⟧
  Agency fee ⟪percent|20%⟫: -⟦AMOUNT|$2,520.00⟧
  Net to you: ⟦AMOUNT|$10,080.00⟧
Tax forms: we still need ⟦PERSON|Rob⟧'s W-9; the SSN on ⟦PERSON|Tasha⟧'s form (⟦SSN|$ssn1⟧) is fine.

⟦PERSON|Kelsey Morgan⟧ | ⟪org_name|Audiofront Partnerships⟫ | ⟦PHONE|(555) 010-4472⟧
"""),
("streamer_payout_csv", """
creator_id,display_name,legal_name,country,gross_usd,payout_usd,tax_id
⟪account_ref|cr_88213⟫,⟪handle|PixelPanda⟫,⟦PERSON|Jenna Kowalczyk⟧,US,⟦AMOUNT|5412.88⟧,⟦AMOUNT|4871.59⟧,⟦SSN|$ssn2⟧
⟪account_ref|cr_88214⟫,⟪handle|GrimTea⟫,⟦PERSON|Samuel Otieno⟧,CA,⟦AMOUNT|2210.00⟧,⟦AMOUNT|1989.00⟧,⟦NATIONAL_ID|$sin1⟧
⟪account_ref|cr_88219⟫,⟪handle|luna_bytes⟫,⟦PERSON|Aisha Rahman⟧,IN,⟦AMOUNT|803.15⟧,⟦AMOUNT|722.84⟧,⟦NATIONAL_ID|$aadhaar1⟧
"""),
("registrar_whois", """
Domain Name: ⟪domain|tallisbakes.co.uk⟫
Registrar: ⟪org_name|Namesco Ltd⟫
Registrant: ⟦PERSON|Gwen Tallis⟧
Registrant Address: ⟦ADDRESS|4 Bridge Street, Hay-on-Wye HR3 5DE⟧
Registrant Email: ⟦EMAIL|gwen.tallis@btinternet.com⟧
Registrant Phone: ⟦PHONE|+44.1497820331⟧
Name servers: ⟪hostname|ns1.namesco.net⟫ ⟪hostname|ns2.namesco.net⟫
Registered on: ⟪date|03-Mar-2019⟫   Expiry date: ⟪date|03-Mar-2027⟫
"""),
("cpanel_support_ticket", """
Ticket ⟪ticket_ref|#HX-448210⟫ - "Can't log into cPanel"
Customer: ⟦PERSON|Rhys Llewellyn⟧ (⟦EMAIL|rhys@llewellynjoinery.wales⟧)
Message: Hi, I've been locked out of cPanel for llewellynjoinery.wales. Username is ⟦PERSON|rhysll⟧ and the password I've been using is ⟦PASSWORD|Oakbeam!2024⟧. My server IP is ⟦IP_ADDRESS|185.199.44.12⟧ I think.
Agent ⟦PERSON|Priyanka⟧: Hi ⟦PERSON|Rhys⟧, I've reset the login; please never send passwords by ticket. cPHulk had blocked ⟦IP_ADDRESS|82.14.201.77⟧ after 5 failures. Temporary password sent by SMS to the number ending ⟪masked_phone|***219⟫.
"""),
("dns_zone_file", """
$ORIGIN ⟪domain|kilnworks.studio⟫.
@       3600 IN A     ⟦IP_ADDRESS|46.101.73.208⟧
www     3600 IN CNAME ⟪hostname|kilnworks.studio⟫.
mail    3600 IN A     ⟦IP_ADDRESS|46.101.73.209⟧
@       3600 IN MX 10 ⟪hostname|mail.kilnworks.studio⟫.
@       3600 IN TXT   "v=spf1 ip4:⟪cidr|46.101.73.0/24⟫ -all"
_test   3600 IN A     ⟪doc_ip|192.0.2.44⟫
; contact: ⟦EMAIL|hostmaster@kilnworks.studio⟧  serial ⟪serial|2025112101⟫
"""),
("github_actions_log", """
2025-11-20T10:14:02.118Z ##[group]Run actions/setup-node@v4
2025-11-20T10:14:02.119Z   node-version: ⟪version|20.11.1⟫
2025-11-20T10:14:09.772Z ##[group]Run npm publish --access public
2025-11-20T10:14:09.773Z env:
2025-11-20T10:14:09.773Z   NODE_AUTH_TOKEN: ***
2025-11-20T10:14:11.401Z npm notice Publishing to https://registry.npmjs.org/ with tag latest
2025-11-20T10:14:11.402Z npm notice package: ⟪package|@kilnworks/glaze-calc@⟫⟪version|2.3.0⟫
2025-11-20T10:14:11.990Z debug: fallback token from .npmrc //registry.npmjs.org/:_authToken=⟦APIKEY|$npm1⟧
2025-11-20T10:14:12.006Z commit ⟪commit_sha|$sha1⟫ by ⟦PERSON|ffairweather⟧
"""),
("pypirc_config", """
# ~/.pypirc  (⟦PERSON|oskar⟧'s laptop - DO NOT COMMIT)
[distutils]
index-servers =
    pypi
    testpypi

[pypi]
username = __token__
password = ⟦APIKEY|$pypi1⟧

[testpypi]
repository = https://test.pypi.org/legacy/
username = __token__
password = ⟦APIKEY|$pypi2⟧
"""),
("docker_hub_ci_yaml", """
name: publish-image
on:
  push:
    tags: ['v*']
jobs:
  build:
    runs-on: ⟪runner|ubuntu-22.04⟫
    steps:
      - uses: docker/login-action@v3
        with:
          username: ⟦PERSON|mfairclough⟧
          password: ⟦APIKEY|$dckr1⟧   # TODO move to secrets.DOCKERHUB_TOKEN
      - run: docker build -t kilnworks/api:${{ github.ref_name }} .
      - run: echo "pushed ⟪docker_digest|$docker_digest1⟫"
"""),
("gitlab_ci_env_leak", """
$ cat .env.production
APP_ENV=production
APP_PORT=⟪port|8080⟫
DATABASE_URL=postgres://app:⟦SECRET|Tr0ut-Lake-91⟧@⟦IP_ADDRESS|10.20.3.14⟧:⟪port|5432⟫/orders
GITLAB_TOKEN=⟦APIKEY|$glpat1⟧
SENTRY_DSN=https://⟪hash|$container1⟫@o4501.ingest.sentry.io/⟪build_id|4504112⟫
STRIPE_SECRET_KEY=⟦APIKEY|$stripe1⟧
STRIPE_PUBLISHABLE_KEY=⟪app_id|$stripe_pk1⟫
STRIPE_WEBHOOK_SECRET=⟦SECRET|$stripe_whsec1⟧
"""),
("payment_gateway_settlement", """
SETTLEMENT REPORT  merchant ⟪merchant_id|MID 000481223⟫  ⟪org_name|Tallis Bakes⟫  batch ⟪batch_id|B-20251121-02⟫
date        txn_id        card            amount     fee     net
⟪date|2025-11-21⟫  ⟪txn_id|tx_8812a⟫      ⟪masked_card|4658 **** **** 1023⟫  12.40      0.21    12.19
⟪date|2025-11-21⟫  ⟪txn_id|tx_8812b⟫      ⟪masked_card|5412 **** **** 7781⟫  86.00      1.46    84.54
Gross ⟪price|£98.40⟫ | Fees ⟪price|£1.67⟫ | Net settled to account: ⟦AMOUNT|£96.73⟧
Settlement account: ⟦IBAN|$iban_gb2⟧ (⟦PERSON|G. Tallis⟧)
"""),
("pos_terminal_receipt_disputed", """
CUSTOMER COPY - ⟪org_name|Harbour Fish Bar⟫
TID ⟪terminal_id|7720 4419⟫  MID ⟪merchant_id|82201733⟫
VISA CONTACTLESS ⟪masked_card|************5510⟫
SALE ⟦AMOUNT|£18.70⟧
AUTH CODE ⟪auth_code|084412⟫
⟪timestamp|21/11/25 19:42⟫
Cardholder copy handed to Mr ⟦PERSON|Okafor⟧ who disputes: says he was charged ⟦AMOUNT|£187.00⟧ on his app.
"""),
("card_form_leak_log", """
[2025-11-19 08:12:55,104] ERROR checkout.views: validation failed, payload={"name": "⟦PERSON|Beatriz Santos⟧", "email": "⟦EMAIL|bia.santos@uol.com.br⟧", "card_number": "⟦CARD|$visa1⟧", "exp": "⟪card_expiry|07/28⟫", "cvc": "⟦CVV|318⟧", "amount": "⟦AMOUNT|249.90⟧", "currency": "BRL"}
Traceback (most recent call last):
  File "/srv/shop/checkout/views.py", line ⟪line_number|214⟫, in pay
    resp = gateway.charge(payload)
  File "/srv/shop/gateway/client.py", line ⟪line_number|88⟫, in charge
    raise GatewayError("CVC check failed")
gateway.errors.GatewayError: CVC check failed (request id ⟪request_id|req_7Hq2LmP0x⟫)
"""),
("aws_credentials_file", """
# /home/⟦PERSON|ngodwin⟧/.aws/credentials
[default]
aws_access_key_id = ⟦APIKEY|$aws1⟧
aws_secret_access_key = ⟦SECRET|$aws_secret1⟧
region = ⟪region|eu-west-2⟫

[archive-readonly]
aws_access_key_id = ⟦APIKEY|$aws2⟧
aws_secret_access_key = ⟦SECRET|$aws_secret2⟧
"""),
("nginx_access_log", """
⟦IP_ADDRESS|81.2.69.160⟧ - - [21/Nov/2025:10:02:14 +0000] "GET /catalogue/search?q=parish+registers HTTP/1.1" 200 ⟪byte_count|18422⟫ "-" "Mozilla/5.0"
⟦IP_ADDRESS|2a02:c7c:5e10:4400:9d1:3f2a:77e1:10b⟧ - - [21/Nov/2025:10:02:19 +0000] "POST /account/login HTTP/1.1" 302 ⟪byte_count|0⟫ "-" "Mozilla/5.0"
⟪doc_ip|127.0.0.1⟫ - - [21/Nov/2025:10:02:20 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"
⟦IP_ADDRESS|172.19.4.22⟧ - ⟦PERSON|jmorrow⟧ [21/Nov/2025:10:03:01 +0000] "GET /admin/readers/export.csv HTTP/1.1" 200 ⟪byte_count|904112⟫ "-" "curl/8.4.0"
"""),
("slack_bot_config_json", """
{
  "bot_name": "⟪app_name|rota-bot⟫",
  "slack": {
    "bot_token": "⟦APIKEY|$xoxb1⟧",
    "signing_secret": "⟦SECRET|$hmac1⟧",
    "app_id": "⟪app_id|A07QX2LM9KZ⟫",
    "webhook": "⟦SECRET|$slack_hook1⟧"
  },
  "owner": "⟦EMAIL|c.wu@northfieldsinfonia.org⟧",
  "listen": "⟪bind_address|0.0.0.0⟫:⟪port|3000⟫"
}
"""),
("sshd_shell_history", """
  501  ssh ⟦PERSON|bwalsh⟧@⟦IP_ADDRESS|192.168.10.21⟧
  502  sudo tail -f /var/log/auth.log
  503  mysql -u root -p'⟦PASSWORD|Kestrel#88⟧' ledger
  504  cat /home/⟦PERSON|bwalsh⟧/.ssh/id_ed25519
  505  export HF_TOKEN=⟦APIKEY|$hf1⟧
  506  git log --oneline | head -3   # ⟪commit_sha|$sha2⟫
  507  ping ⟪doc_ip|198.51.100.7⟫
"""),
("private_key_paste", """
⟦PERSON|Seb⟧ - here's the deploy key for the ⟪hostname|archive-cat-02⟫ box, don't share it:
⟦SECRET|$pem1⟧
fingerprint ⟪hash|SHA256:Kx2nq8bLr0PpZt3vYy6m⟫
"""),
("openai_key_teams_msg", """
[Teams] ⟦PERSON|Priya Sharma⟧ 14:21
can someone check why the transcript summariser is failing? I rotated the key this morning, new one is ⟦APIKEY|$openai1⟧ 
[Teams] ⟦PERSON|Owen Hart⟧ 14:24
please don't paste keys in chat ⟦PERSON|Priya⟧ 🙃 revoking it now. Quota was ⟪price|$120/month⟫ anyway
"""),
("anthropic_key_yaml", """
# summariser/config.yaml
model: ⟪model_name|claude-sonnet⟫
max_tokens: ⟪number|2048⟫
anthropic_api_key: ⟦APIKEY|$anthropic1⟧
google_maps_key: ⟦APIKEY|$gapi1⟧
oauth:
  client_id: ⟪app_id|$gclient1⟫
  client_secret: ⟦SECRET|$oauth_secret2⟧
maintainer: ⟦PERSON|priya.sharma⟧
"""),
("sendgrid_stacktrace", """
Traceback (most recent call last):
  File "/app/notify/mailer.py", line ⟪line_number|57⟫, in send_receipt
    sg = SendGridAPIClient("⟦APIKEY|$sendgrid1⟧")
  File "/usr/lib/python3.11/site-packages/sendgrid/base_interface.py", line ⟪line_number|62⟫, in send
python_http_client.exceptions.UnauthorizedError: HTTP Error 401: Unauthorized
  to=⟦EMAIL|marjorie.finch@yahoo.co.uk⟧ subject="Your receipt ⟪invoice_ref|R-44102⟫"
"""),
("ticketing_web_form", """
Concert booking - ⟪event|Messiah, 20 December 2025⟫
Title: Mr
First name: ⟦PERSON|Henrik⟧
Surname: ⟦PERSON|Aaltonen⟧
Address: ⟦ADDRESS|Mannerheimintie 48 B 12, 00260 Helsinki⟧
Phone: ⟦PHONE|+358 40 771 2093⟧
Henkilötunnus (for Finnish invoice): ⟦NATIONAL_ID|$hetu1⟧
Tickets: 2 x Band A ⟪price|£38⟫
Card: ⟦CARD|$mc1⟧  Exp ⟪card_expiry|11/27⟫  CVC ⟦CVV|724⟧
Total charged ⟦AMOUNT|£76⟧
"""),
("concert_programme_no_pii", """
⟪org_name|Northfield Sinfonia⟫ - Winter Concert
⟪date|Saturday 13 December 2025⟫, ⟪time|7.30pm⟫, ⟪place|Corn Exchange⟫

Sibelius - Finlandia, Op. 26
Grieg - Piano Concerto in A minor, Op. 16
Dvořák - Symphony No. 8 in G major, Op. 88

Tickets ⟪price|£22⟫ / ⟪price|£18⟫ concessions, under-18s ⟪price|£5⟫. Interval ⟪duration|20 minutes⟫; bar open from ⟪time|6.45pm⟫.
"""),
("product_recall_no_pii", """
PRODUCT RECALL: ⟪org_name|HomeWarm⟫ 2kW oil-filled radiator, model ⟪product_code|HW-OR2000⟫, batch codes ⟪batch_id|2409A⟫ to ⟪batch_id|2411C⟫. The thermostat may fail, causing overheating. Stop using the product and return it to any store for a full refund of ⟪price|£49.99⟫. No receipt needed. Helpline open ⟪time|8am-8pm⟫.
"""),
("exchange_rate_table_no_pii", """
| Currency | Buy      | Sell     | Change |
|----------|----------|----------|--------|
| EUR      | ⟪rate|1.1342⟫   | ⟪rate|1.1108⟫   | ⟪percent|+0.2%⟫  |
| USD      | ⟪rate|1.2915⟫   | ⟪rate|1.2640⟫   | ⟪percent|-0.1%⟫  |
| CNY      | ⟪rate|9.2218⟫   | ⟪rate|9.0104⟫   | ⟪percent|+0.4%⟫  |
Rates valid ⟪timestamp|21 Nov 2025 09:00 GMT⟫. Commission-free over ⟪price|£500⟫.
"""),
("sin_canada_tax_slip", """
T4A summary - ⟪period|2024⟫
Recipient: ⟦PERSON|KOWALSKI, Danuta⟧
SIN: ⟦NATIONAL_ID|$sin2⟧
Box 048 Fees for services: ⟦AMOUNT|$18,450.00⟧
Payer: ⟪org_name|Maple Leaf Chamber Choir⟫ BN ⟪tax_ref|87214 9921 RR0001⟫
Mailing address: ⟦ADDRESS|1205-300 Front St W, Toronto ON M5V 0E9⟧
"""),
("us_tax_preparer_email", """
Hi ⟦PERSON|Marco⟧,

For your 1040 I have your SSN as ⟦SSN|$ssn3⟧ and your wife ⟦PERSON|Lucia⟧'s as ⟦SSN|$ssn4⟧. Refund estimate ⟦AMOUNT|$3,184⟧, direct deposit to checking ⟪masked_card|xxxx6620⟫. Our prep fee is ⟪price|$275⟫.

⟦PERSON|Denise Huang⟧, EA
⟪org_name|Huang Tax Services⟫ | ⟦PHONE|(555) 014-2289⟧ | ⟦EMAIL|denise@huangtax.com⟧
"""),
("hearing_aid_insurance_claim", """
Claim ⟪case_ref|CLM-552014⟫
Policyholder: ⟦PERSON|Morag Sinclair⟧, DOB ⟦DATE_OF_BIRTH|30/10/1957⟧
Item: ⟦MEDICAL|right-ear cochlear implant processor (Nucleus 8)⟧ - lost at ⟪place|Aviemore⟫
Amount claimed: ⟦AMOUNT|£6,200⟧   Excess: ⟪price|£150⟫
Bank: ⟦PERSON|M SINCLAIR⟧, ⟦IBAN|$iban_gb1⟧
"""),
("ie_dialysis_holiday_booking", """
Hi ⟦PERSON|Niamh⟧, we can offer holiday dialysis slots for Mr ⟦PERSON|Conor Walsh⟧ at our ⟪place|Galway⟫ unit ⟪date|2-16 August⟫, Mon/Wed/Fri mornings. Please send his latest ⟦MEDICAL|hepatitis B surface antigen⟧ result and ⟦MEDICAL|dry weight 71kg⟧ confirmation. Private rate ⟪price|€390 per session⟫; his insurer ⟪org_name|VHI⟫ usually covers this. Refund of deposit ⟦AMOUNT|€150⟧ will go to ⟦IBAN|$iban_ie1⟧.
"""),
("library_volunteer_rota_md", """
| Shift | Volunteer | Contact | Notes |
|---|---|---|---|
| ⟪date|Mon⟫ ⟪time|10-12⟫ | ⟦PERSON|Bernie Walsh⟧ | ⟦PHONE|07700 900231⟧ | home library round |
| ⟪date|Wed⟫ ⟪time|14-16⟫ | ⟦PERSON|Yasmin K.⟧ | ⟦EMAIL|yasmink@hotmail.co.uk⟧ | rhyme time |
| ⟪date|Sat⟫ ⟪time|10-13⟫ | ⟦PERSON|alfie⟧ | ⟦PHONE|07700 900987⟧ | code club, alarm code ⟦PASSWORD|5521⟧ |
"""),
("archive_digitisation_sql", """
INSERT INTO donors (id, full_name, email, phone, donation_gbp, gift_aid) VALUES
(⟪record_id|4410⟫, '⟦PERSON|Harold Pemberton-Ross⟧', '⟦EMAIL|hpr1949@aol.com⟧', '⟦PHONE|01632 960871⟧', ⟦AMOUNT|2500.00⟧, 1),
(⟪record_id|4411⟫, '⟦PERSON|Ines Carvalho⟧', '⟦EMAIL|ines.carvalho@sapo.pt⟧', NULL, ⟦AMOUNT|75.00⟧, 0),
(⟪record_id|4412⟫, '⟪org_name|The Friends of Eastmere⟫', NULL, NULL, ⟦AMOUNT|1200.00⟧, 0);
"""),
("telegram_bot_env", """
# bot for ferry timetable alerts
TELEGRAM_BOT_TOKEN=⟦APIKEY|$tg1⟧
ADMIN_CHAT_ID=⟪chat_id|-1002287766124⟫
REDIS_URL=redis://:⟦SECRET|gUll-w1ng-44⟧@⟦IP_ADDRESS|10.0.8.5⟧:⟪port|6379⟫/0
OWNER=⟦PERSON|mcarrick⟧
"""),
("discord_esports_bot", """
[bot.ini]
token = ⟦APIKEY|$discord1⟧
guild_id = ⟪app_id|1097734218842210304⟫
results_webhook = ⟦SECRET|$discord_hook1⟧
prefix = !
; maintained by ⟦PERSON|kjell⟧ - ask ⟦PERSON|Harriet⟧ before changing
"""),
("shopify_datadog_toml", """
[shopify]
store = "⟪domain|tallis-bakes.myshopify.com⟫"
admin_token = "⟦APIKEY|$shopify1⟧"
api_secret = "⟦SECRET|$shopify_ss1⟧"

[datadog]
api_key = "⟦APIKEY|$datadog1⟧"
app_key = "⟦SECRET|$datadog_app1⟧"
site = "⟪hostname|datadoghq.eu⟫"
"""),
("stripe_webhook_payload", """
POST /hooks/stripe  200  ⟪duration|41ms⟫
{"id":"⟪event_id|evt_1QK8zL2eZvKYlo2C⟫","type":"charge.refunded","data":{"object":{"amount_refunded":⟦AMOUNT|4500⟧,"currency":"gbp","billing_details":{"name":"⟦PERSON|Tobias Grant⟧","email":"⟦EMAIL|tobias.grant@me.com⟧","address":{"line1":"⟦ADDRESS|16 Sefton Park Road, Liverpool L8 3SL⟧"}},"payment_method_details":{"card":{"brand":"visa","last4":"⟪id_tail|4242⟫","exp_month":⟪card_expiry|9⟫}}}}}
"""),
("guest_wifi_notice_sms", """
Welcome to ⟪org_name|Harbour View B&B⟫! Wifi: ⟪wifi_ssid|HarbourView_Guest⟫, password ⟦PASSWORD|seagull-sunrise-77⟧. Breakfast ⟪time|7.30-9.30⟫. Any issues call ⟦PERSON|Morwenna⟧ on ⟦PHONE|07700 900392⟧.
"""),
("api_reference_no_pii", """
## GET /v2/stations/{station_id}/departures

Returns the next departures for a station.

| Parameter | Type | Description |
|-----------|------|-------------|
| station_id | string | CRS code, e.g. ⟪station_code|PAD⟫ |
| limit | int | max results, default ⟪number|10⟫ |

Rate limit: ⟪number|600⟫ requests/min. Example host: ⟪doc_ip|203.0.113.10⟫. Version ⟪version|2.4.1⟫.
"""),
("school_term_dates_no_pii", """
⟪org_name|Meadowbank Primary⟫ term dates 2025-26
Autumn: ⟪date|3 Sept⟫ - ⟪date|19 Dec⟫ (half term ⟪date|27-31 Oct⟫)
Spring: ⟪date|5 Jan⟫ - ⟪date|27 March⟫
Summer: ⟪date|13 April⟫ - ⟪date|22 July⟫
INSET days: ⟪date|2 Sept⟫, ⟪date|5 Jan⟫
"""),
("gallery_loan_agreement_de", """
Loan agreement ⟪contract_ref|LA-2025-017⟫
Lender: Dr. ⟦PERSON|Friederike Anselm⟧, ⟦ADDRESS|Kastanienallee 42, 10435 Berlin⟧
Borrower: ⟪org_name|Ashgrove Gallery⟫
Work: ⟪artwork|"Spree im Nebel", oil on canvas, 1962⟫; insured value ⟪price|€85,000⟫ (nail to nail)
Loan fee paid to lender: ⟦AMOUNT|€2,000⟧ to ⟦IBAN|$iban_de1⟧
Steuer contact: ⟦EMAIL|f.anselm@posteo.de⟧, ⟦PHONE|+49 30 4471 9920⟧
"""),
("auction_absentee_bid_form", """
ABSENTEE BID FORM - sale ⟪sale_ref|1147⟫
Name: ⟦PERSON|YAMAMOTO Kenji⟧
Tel: ⟦PHONE|+81 90 3381 5274⟧
Email: ⟦EMAIL|k.yamamoto@outlook.jp⟧
Passport (ID check for new buyers): ⟦PASSPORT|TK8820451⟧
Lot ⟪lot_number|112⟫ maximum bid ⟦AMOUNT|£3,400⟧
Lot ⟪lot_number|118⟫ maximum bid ⟦AMOUNT|£950⟧
Card for deposit: ⟦CARD|$jcb1⟧ exp ⟪card_expiry|02/29⟫ security code ⟦CVV|561⟧
"""),
("rail_staff_travel_pass_email", """
Hi ⟦PERSON|Kwame⟧, your staff travel pass renewal is approved. Please bring your passport (⟦PASSPORT|553819274⟧) to ⟪place|HR at Derby⟫. Salary deduction of ⟦AMOUNT|£14.20⟧ a month for the partner pass starts ⟪date|January⟫. - ⟦PERSON|Sue⟧, ⟪org_name|East Midlands Rail⟫ HR
"""),
("electrician_eicr_email", """
From: ⟦EMAIL|jobs@brightsparkelectrical.co.uk⟧
Hi Ms ⟦PERSON|Okoro⟧,
EICR for ⟦ADDRESS|Flat 3, 27 Walton Street, Oxford OX2 6AA⟧ is attached - result ⟪result|UNSATISFACTORY⟫ (2 x C2 codes). Remedial works quoted at ⟪price|£640⟫. For the earlier visit you paid ⟦AMOUNT|£180⟧, receipt ⟪invoice_ref|BS-7781⟫.
Landlord contact we have: ⟦PERSON|Nigel Fairbrother⟧, ⟦PHONE|07700 900704⟧.
Thanks, ⟦PERSON|Dean⟧
"""),
("minicab_driver_app_log", """
I/DriverApp( 4412): login ok user=⟦PERSON|samir.haddad⟧ device=⟪device_id|SM-A546B⟫
D/DriverApp( 4412): auth header Bearer ⟦APIKEY|$jwt1⟧
I/DriverApp( 4412): job offer ⟪booking_ref|J-775990⟫ pickup ⟦ADDRESS|2 Station Approach, Redruth TR15 2AA⟧ fare est ⟪price|£12-£15⟫
W/DriverApp( 4412): gps drift, lat=⟪coordinates|50.2331⟫
"""),
("pension_beneficiary_nl", """
Beneficiary nomination - ⟪org_name|Harbourside Life⟫ policy ⟪policy_number|ANN-00511930⟫
Member: ⟦PERSON|Willem de Vries⟧, BSN ⟦NATIONAL_ID|$bsn1⟧, born ⟦DATE_OF_BIRTH|17-02-1952⟧
Beneficiary 1: ⟦PERSON|Anneke de Vries⟧ (spouse) ⟪percent|70%⟫
Beneficiary 2: ⟦PERSON|Joost de Vries⟧ (son) ⟪percent|30%⟫
Lump sum on death currently ⟦AMOUNT|€64,210⟧. Payments to ⟦IBAN|$iban_nl1⟧.
"""),
("singapore_physio_intake", """
Intake - ⟪org_name|Kinetic Physio (Novena)⟫
Name: ⟦PERSON|Tan Wei Ling⟧   NRIC: ⟦NATIONAL_ID|$nric1⟧
Mobile: ⟦PHONE|+65 9182 4470⟧
Complaint: ⟦MEDICAL|frozen shoulder (adhesive capsulitis), left⟧ since ⟪date|May⟫; ⟦MEDICAL|hypertension⟧ on ⟦MEDICAL|amlodipine 5mg⟧
Medisave claim: ⟦AMOUNT|S$320⟧ approved
"""),
("choir_tour_passport_list", """
Choir tour to ⟪place|Kraków⟫ - passport details for the coach company (delete after ⟪date|30 June⟫)
1. ⟦PERSON|Margaret Oyelaran⟧ - ⟦PASSPORT|531877620⟧ - DOB ⟦DATE_OF_BIRTH|12/12/1963⟧
2. ⟦PERSON|Declan Moss⟧ - ⟦PASSPORT|PA3318092⟧ (Irish) - DOB ⟦DATE_OF_BIRTH|01/04/1990⟧
3. ⟦PERSON|Hui Min Goh⟧ - ⟦PASSPORT|K4410977Q⟧ (Singapore) - DOB ⟦DATE_OF_BIRTH|25/08/1988⟧
Coach deposit per singer ⟪price|£120⟫; ⟦PERSON|Declan⟧ paid ⟦AMOUNT|£240⟧ (incl. partner).
"""),
]
