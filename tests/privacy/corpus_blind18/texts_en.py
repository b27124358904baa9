# English texts for corpus_blind18. Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES
TEXTS = []

TEXTS += [
("sms_car_claim_update", """
Hi ⟦PERSON|Dean⟧, ⟪org_name|Harbourline Motor Insurance⟫ here. Your claim ⟪claim_ref|HML-CL-448201⟫ for the collision on ⟪date|14 Nov⟫ is approved. We'll pay ⟦AMOUNT|£2,316.40⟧ to your account ending ⟪id_tail|7731⟫ within 5 working days. Questions? Call ⟦PHONE|0330 912 4470⟧.
"""),
("email_home_insurance_escape_of_water", """
From: ⟦EMAIL|claims.desk@oakmereinsure.example⟧
To: ⟦EMAIL|r.okonjo@postbox.example⟧
Subject: Claim ⟪claim_ref|OAK/HM/2291-07⟫ – escape of water, kitchen

Dear Mrs ⟦PERSON|Okonjo⟧,

Thank you for sending the photos of the damage at ⟦ADDRESS|41 Larchfield Road, Bedford MK40 3QW⟧. Our loss adjuster, ⟦PERSON|Callum Reid⟧, will visit on ⟪date|Tuesday 9 December⟫ between 10:00 and 12:00.

Your policy ⟪policy_ref|HP-7719302⟫ carries a standard excess of ⟪price|£350⟫. Based on the contractor's quote, the settlement would be ⟦AMOUNT|£4,870.00⟧ less the excess, i.e. ⟦AMOUNT|£4,520.00⟧.

If you need emergency accommodation, our 24h line is ⟦PHONE|0800 046 1187⟧.

Kind regards,
⟦PERSON|Hannah Wilde⟧
Claims Handler, ⟪org_name|Oakmere Insurance Services Ltd⟫
"""),
("travel_insurance_medical_claim_form", """
TRAVEL INSURANCE – MEDICAL EXPENSES CLAIM
Policy no.: ⟪policy_ref|TRV-55-0912837⟫
Insured person: ⟦PERSON|Marguerite Delacroix-Hill⟧
Date of birth: ⟦DATE_OF_BIRTH|02/07/1961⟧
Passport no.: ⟦PASSPORT|533718204⟧
Trip: ⟪place|Lisbon⟫, ⟪date|03.10.2026⟫ – ⟪date|17.10.2026⟫, flight ⟪flight_no|TP1363⟫
Description: slipped on wet tiles at the hotel; ⟦MEDICAL|fractured left wrist (distal radius)⟧, treated with ⟦MEDICAL|closed reduction and cast⟧ at ⟪org_name|Hospital CUF Descobertas⟫.
Amount claimed: ⟦AMOUNT|€1,842.60⟧ (hospital) + ⟦AMOUNT|€96.00⟧ (taxis)
Pay to IBAN: ⟦IBAN|$iban_gb1⟧
"""),
("pet_insurance_vet_invoice_email", """
Hello ⟦PERSON|Tom⟧,

We've received the invoice from ⟪org_name|Greenway Vets⟫ for ⟪pet_name|Biscuit⟫ (policy ⟪policy_ref|PET-0048812⟫). The vet notes ⟪animal_health|acute pancreatitis⟫ and a follow-up for ⟪animal_health|hip dysplasia⟫, which is listed as a pre-existing condition, so that part is excluded.

Eligible: ⟦AMOUNT|£612.35⟧. Your excess is ⟪price|£99⟫ per condition, so we will reimburse ⟦AMOUNT|£513.35⟧ to the account you gave us.

Best,
⟦PERSON|Lucy⟧ at ⟪org_name|PawSure⟫
⟦PHONE|0117 496 0231⟧
"""),
("dentist_recall_sms", """
⟪org_name|Brightsmile Dental⟫: Hi ⟦PERSON|Kwame⟧, you're due a check-up & hygienist visit. Book online or call ⟦PHONE|020 7946 0832⟧. Reply STOP to opt out.
"""),
("dental_treatment_plan_note", """
Patient: ⟦PERSON|OKAFOR, Michael⟧   DOB ⟦DATE_OF_BIRTH|19 Apr 1979⟧   NHS band 3
Clinician: Dr ⟦PERSON|S. Marchetti⟧
Findings: ⟦MEDICAL|irreversible pulpitis UR6⟧, ⟦MEDICAL|periodontitis stage II⟧. Allergic to ⟦MEDICAL|penicillin⟧.
Plan: ⟦MEDICAL|root canal treatment UR6⟧ then ⟦MEDICAL|porcelain-fused crown⟧.
Band 3 charge (⟪date|2026/27⟫): ⟪price|£326.70⟫. Patient paid deposit ⟦AMOUNT|£100.00⟧ by card ⟪masked_card|**** **** **** 4410⟫.
Rx: ⟦MEDICAL|amoxicillin⟧ — NO (allergy). ⟦MEDICAL|Metronidazole 400 mg⟧ tds 5 days.
"""),
("optician_prescription_email", """
Subject: Your new glasses are ready – order ⟪order_ref|OPT-88213⟫

Hi ⟦PERSON|Rosalind⟧,

Your varifocals are ready to collect from ⟪org_name|ClearView Opticians⟫, ⟦ADDRESS|12 High Street, Ledbury HR8 1DS⟧. As discussed, your test showed ⟦MEDICAL|early cataract in the right eye⟧ and we've referred you to your GP.

Balance to pay on collection: ⟦AMOUNT|£184.50⟧.

⟦PERSON|Imran Qureshi⟧ MCOptom
"""),
("physio_booking_whatsapp", """
[09:12] ⟦PERSON|Jess⟧ (FlexPhysio): Morning ⟦PERSON|Gareth⟧! Confirming Thurs 4:30 with ⟦PERSON|Anika⟧ for your ⟦MEDICAL|ACL reconstruction rehab⟧ 💪
[09:14] ⟦PERSON|Gareth⟧: perfect. Can I pay the ⟦AMOUNT|£55⟧ on the day?
[09:15] ⟦PERSON|Jess⟧ (FlexPhysio): yes np. Side door code is ⟦PASSWORD|4471#⟧ after 4pm
[09:15] ⟦PERSON|Gareth⟧: 👍
"""),
("pharmacy_repeat_prescription_ticket", """
Ticket ⟪ticket_ref|#RX-30917⟫  |  Channel: web form  |  Priority: normal
Name: ⟦PERSON|Beatrice Nwosu⟧
Phone: ⟦PHONE|07700 900418⟧
Address for delivery: ⟦ADDRESS|Flat 3, 27 Canal Wharf, Leeds LS11 5PS⟧
Items: ⟦MEDICAL|Levothyroxine 75 micrograms⟧ x 56; ⟦MEDICAL|Sertraline 50mg⟧ x 28
Notes: "please don't leave with neighbour at no. 25"
Delivery charge waived (over ⟪price|£20⟫ threshold).
"""),
("school_allergy_form", """
ST AIDAN'S PRIMARY — PUPIL MEDICAL & ALLERGY FORM
Child's name: ⟦PERSON|Noah Pemberton⟧        Class: ⟪class_ref|Year 2 Willow⟫
Date of birth: ⟦DATE_OF_BIRTH|11 March 2019⟧
Allergies: ⟦MEDICAL|severe peanut allergy (anaphylaxis)⟧, ⟦MEDICAL|egg intolerance⟧
Medication kept in school: ⟦MEDICAL|EpiPen Jr 0.15 mg⟧ x2, ⟦MEDICAL|cetirizine 1mg/ml⟧
Parent/carer 1: ⟦PERSON|Claire Pemberton⟧ — ⟦PHONE|07700 900127⟧
Parent/carer 2: ⟦PERSON|Jonah Pemberton⟧ — ⟦PHONE|07700 900584⟧
GP: ⟪org_name|Riverside Medical Practice⟫
Signed: ⟦PERSON|C. Pemberton⟧   Date: ⟪date|02/09/2026⟫
"""),
("nursery_fees_reminder_email", """
Dear ⟦PERSON|Ayesha⟧ and ⟦PERSON|Rob⟧,

A gentle reminder that the autumn invoice ⟪invoice_ref|INV-LT-2026-0931⟫ for ⟦PERSON|Maya⟧ is now overdue. The outstanding balance is ⟦AMOUNT|£1,146.20⟧ after the 15-hour funding credit.

Our session rate remains ⟪price|£68.50⟫ per full day. You can pay by bank transfer to ⟪org_name|Little Treetops Nursery Ltd⟫, sort code ⟪sort_code|20-44-91⟫.

Thanks so much,
⟦PERSON|Philippa⟧ (Nursery Manager)
"""),
("parent_whatsapp_class_group", """
⟦PERSON|Sinead⟧: does anyone know if the trip to the ⟪place|Natural History Museum⟫ is still on friday?
⟦PERSON|Marco B⟧: yes! Mrs ⟦PERSON|Albright⟧ said packed lunch, no nuts
⟦PERSON|Sinead⟧: thanks. ⟦PERSON|Ollie⟧ has had ⟦MEDICAL|chickenpox⟧ since Tuesday so might not make it 😩
⟦PERSON|Priti⟧: oh no hope he feels better. ⟪price|£12⟫ for the coach btw, pay on ParentPay
"""),
]

TEXTS += [
("courier_missed_delivery_sms", """
⟪org_name|SwiftDrop⟫: Sorry we missed you! Parcel ⟪tracking_no|SD4829117305GB⟫ is at ⟪place|Co-op Kingsway⟫ pickup point. Show code ⟪otp_code|583920⟫. Held until ⟪date|12/12⟫.
"""),
("courier_customs_duty_email", """
Subject: Import duty due — shipment ⟪tracking_no|1Z 9W4 E83 04 5521 7783⟫

Dear ⟦PERSON|Viktor Lindqvist⟧,

Your parcel from ⟪place|Osaka⟫ (declared value ⟪price|¥48,000⟫) has cleared customs. Before we can deliver to ⟦ADDRESS|Unit 6, 88 Dockside Lane, Cardiff CF10 5AL⟧ please pay the import VAT and duty of ⟦AMOUNT|£41.27⟧ plus our handling fee of ⟪price|£11.50⟫.

Pay at our customs portal using reference ⟪case_ref|CUS-77120934⟫. We will never ask for your card PIN.

⟪org_name|Parcelink Customs Team⟫
"""),
("courier_return_label_chat", """
Agent ⟦PERSON|Deepa⟧: Thanks for waiting. I've generated the return label for order ⟪order_ref|#114-5528193-0047⟫.
Customer: great. it's going back from ⟦ADDRESS|9 Elm Court, Paisley PA1 2BN⟧
Agent ⟦PERSON|Deepa⟧: Perfect, the driver will collect tomorrow 8am–6pm. Your refund of ⟦AMOUNT|£79.99⟧ will be issued once the warehouse scans it.
Customer: and the mobile for the driver is ⟦PHONE|07700 900771⟧ if he can't find the door
Agent ⟦PERSON|Deepa⟧: Added to the note ✅
"""),
("letting_agent_deposit_email", """
From: ⟦EMAIL|lettings@kestrelhomes.example⟧
To: ⟦EMAIL|ellie.harper91@mailbox.example⟧
Subject: Deposit return – ⟦ADDRESS|22B Wellington Terrace, Bristol BS8 4LR⟧

Dear Ms ⟦PERSON|Harper⟧,

Following the check-out inspection on ⟪date|28 November 2026⟫, the landlord, Mr ⟦PERSON|Desmond Achebe⟧, has proposed the following deductions from your deposit of ⟦AMOUNT|£1,350.00⟧ (protected with ⟪org_name|the Deposit Protection Service⟫, ref ⟪case_ref|DPS-0093318472⟫):

| Item | Deduction |
|---|---|
| Professional clean (oven, carpets) | ⟦AMOUNT|£145.00⟧ |
| Replacement blind, bedroom 2 | ⟦AMOUNT|£38.50⟧ |

Amount to be returned to you: ⟦AMOUNT|£1,166.50⟧.

If you disagree you can raise a dispute with the scheme within 14 days.

⟦PERSON|Tariq Mahmood⟧ | Property Manager | ⟦PHONE|0117 496 0558⟧
"""),
("tenant_repair_whatsapp", """
Tenant: Hi ⟦PERSON|Gordon⟧, boiler's gone again, no hot water since last night 🥶
Landlord ⟦PERSON|Gordon⟧: Ugh sorry ⟦PERSON|Leila⟧. I'll send ⟦PERSON|Stan⟧ the plumber tomorrow morning. Key safe by the back door, code ⟦PASSWORD|2 9 0 4⟧
Tenant: ok. also the rent standing order for ⟦AMOUNT|£925⟧ went out on the 1st fyi
Landlord ⟦PERSON|Gordon⟧: got it thanks x
"""),
("solicitor_divorce_letter_ocr", """
⟪org_name|HARGREAVE & LOWE SOLICITORS⟫
⟦ADDRESS|3 Chancery Row, Manchester M2 4WD⟧   Tel ⟦PHONE|0161 496 0904⟧
Our ref: ⟪case_ref|HL/FAM/ROW/2291⟫    Your ref: ⟪case_ref|KJ/44-7⟫
Date: ⟪date|1 December 2026⟫

PRIVATE & CONFIDENTIAL
Mrs ⟦PERSON|Katherine Rowley⟧
⟦ADDRESS|14 Mulberry Close, Stockport SK4 2NE⟧

Dear Mrs ⟦PERSON|Rowley⟧

Re: Financial remedy proceedings — ⟦PERSON|Rowley⟧ v ⟦PERSON|Rowley⟧

We write further to the FDR hearing. Your husband, Mr ⟦PERSON|Adrian Rowley⟧, has offered a lump sum of ⟦AMOUNT|£62,500⟧ together with ⟦AMOUNT|£850⟧ per month child maintenance. Your share of his pension (⟪org_name|Northwall Group Pension Scheme⟫) would be 40%, with a CETV of ⟦AMOUNT|£218,340⟧.

Our fees to date are ⟦AMOUNT|£7,915.20⟧ inc. VAT.

Yours sincerely
⟦PERSON|J. Hargreave⟧
"""),
("small_claims_court_form", """
MONEY CLAIM — CLAIM FORM (N1 summary)
Claimant: ⟦PERSON|Oluwaseun Adeyemi⟧, ⟦ADDRESS|58 Beacon Hill, Luton LU2 7HQ⟧, ⟦EMAIL|seun.adeyemi@webmail.example⟧
Defendant: ⟪org_name|Quickfix Roofing Ltd⟫
Brief details: Defendant was paid ⟦AMOUNT|£3,400⟧ on ⟪date|12 May 2026⟫ to replace the roof and left work unfinished.
Amount claimed: ⟦AMOUNT|£3,400.00⟧   Court fee: ⟪price|£205⟫   Legal rep costs: ⟪price|£0.00⟫
Statement of truth signed by ⟦PERSON|O. Adeyemi⟧
"""),
("immigration_lawyer_intake", """
CLIENT INTAKE — ⟪org_name|Meridian Immigration Law LLP⟫
Matter: ⟪case_ref|MIL-2026-0418⟫ (Skilled Worker visa extension)
Client: ⟦PERSON|Rahul Venkataraman⟧
DOB: ⟦DATE_OF_BIRTH|23/05/1990⟧
Nationality: Indian   Passport: ⟦PASSPORT|Z4471298⟧ (exp ⟪date|2031-08-14⟫)
Aadhaar (for apostilled documents): ⟦NATIONAL_ID|$aadhaar1⟧
UK address: ⟦ADDRESS|Flat 19, Regent House, 4 Wharf Street, Leicester LE1 2AA⟧
Mobile: ⟦PHONE|+44 7700 900362⟧
Sponsor: ⟪org_name|Tessera Analytics Ltd⟫, CoS ⟪case_ref|C2G7K81190X⟫
Fee quoted: ⟪price|£1,800 + VAT⟫; paid on account: ⟦AMOUNT|£900.00⟧
"""),
("bank_fraud_call_transcript", """
[Call recording — ⟪org_name|Northgate Bank⟫ fraud team, ⟪timestamp|2026-11-30 16:42⟫]
AGENT: You're through to fraud prevention, my name is ⟦PERSON|Aaron⟧. Can I take your full name please?
CALLER: ⟦PERSON|Patricia Moyo⟧.
AGENT: Thanks Mrs ⟦PERSON|Moyo⟧. I can see three card payments this afternoon — ⟦AMOUNT|£499.00⟧, ⟦AMOUNT|£499.00⟧ and ⟦AMOUNT|£1,250.00⟧ to an online electronics retailer. Were those you?
CALLER: No! Someone rang me pretending to be you and I read out the code from the text... and they asked for my PIN, it's ⟦PASSWORD|seven four one nine⟧, I'm so stupid.
AGENT: Please don't worry. I've cancelled the card ending ⟪id_tail|0926⟫ and a new one will arrive in 3-5 days. Never share your PIN with anyone, including us.
"""),
("loan_application_web_form", """
PERSONAL LOAN APPLICATION — ⟪org_name|Cobalt Credit Union⟫
Application ID: ⟪app_ref|LN-88420173⟫
Full name: ⟦PERSON|Jacqueline Ferreira⟧
Date of birth: ⟦DATE_OF_BIRTH|1987-09-02⟧
National Insurance number: ⟦NATIONAL_ID|$nino1⟧
Home address: ⟦ADDRESS|7 Orchard Gardens, Reading RG1 6HS⟧ (3 yrs)
Employer: ⟪org_name|Thames Valley NHS Trust⟫   Gross annual income: ⟦AMOUNT|£38,420⟧
Monthly rent: ⟦AMOUNT|£1,050⟧
Loan amount requested: ⟦AMOUNT|£7,500⟧ over 48 months (representative APR ⟪percent|7.9%⟫)
Current account IBAN: ⟦IBAN|$iban_gb17⟧
"""),
]

TEXTS += [
("overdraft_letter", """
⟪org_name|Fenwick & Co Bank plc⟫ · Customer Services · PO Box 4120
Mr ⟦PERSON|Laszlo Szabo⟧
⟦ADDRESS|201 Whitmore Avenue, Coventry CV2 4PP⟧

Account: ⟪account_tail|****6618⟫   Date: ⟪date|20 November 2026⟫

Dear Mr ⟦PERSON|Szabo⟧,
Your current account has been over its arranged overdraft limit of ⟪price|£500⟫ for 7 days. The balance today is ⟦AMOUNT|-£742.18⟧. Daily interest is charged at ⟪percent|39.9% EAR⟫.
Please pay in at least ⟦AMOUNT|£242.18⟧ to bring the account back within the limit, or call us on ⟦PHONE|0345 600 2290⟧.
"""),
("standing_order_csv", """
so_id,payer_name,payer_iban,payee,amount_gbp,frequency,next_date
⟪internal_id|SO-10441⟫,⟦PERSON|Grace Ellingham⟧,⟦IBAN|$iban_gb1⟧,⟪org_name|Hillcrest Lettings⟫,⟦AMOUNT|1150.00⟧,monthly,⟪date|2027-01-01⟫
⟪internal_id|SO-10442⟫,⟦PERSON|Kofi Mensah⟧,⟦IBAN|$iban_ie10⟧,⟪org_name|St Brigid's Parish⟫,⟦AMOUNT|25.00⟧,monthly,⟪date|2027-01-03⟫
⟪internal_id|SO-10443⟫,⟦PERSON|Ana Lucía Torres⟧,⟦IBAN|$iban_es4⟧,⟪org_name|Club Atlético Veteranos⟫,⟦AMOUNT|60.00⟧,quarterly,⟪date|2027-01-15⟫
"""),
("payslip_ocr", """
PAYSLIP   ⟪org_name|Ridgeway Logistics Ltd⟫          Period: ⟪date|November 2026⟫ (M08)
Employee: ⟦PERSON|HOLLOWAY, Dominic J⟧        Emp no: ⟪employee_id|004217⟫
NI number: ⟦NATIONAL_ID|$nino2⟧        Tax code: ⟪tax_code|1257L⟫
---------------------------------------------------------------
Basic salary                     ⟦AMOUNT|2,916.67⟧
Overtime 12.5h @ 1.5             ⟦AMOUNT|316.41⟧
Income tax                      ⟦AMOUNT|-437.60⟧
National Insurance              ⟦AMOUNT|-175.04⟧
Pension (⟪percent|5%⟫)              ⟦AMOUNT|-161.65⟧
NET PAY                          ⟦AMOUNT|£2,458.79⟧
Paid to: ⟪org_name|Monzo⟫ ⟪account_tail|xxxx3390⟫
"""),
("p60_summary_email", """
Hi ⟦PERSON|Nadia⟧,

Attached is your P60 for the tax year ending ⟪date|5 April 2026⟫. Summary:
- Pay in this employment: ⟦AMOUNT|£41,306.12⟧
- Tax deducted: ⟦AMOUNT|£5,747.40⟧
- Employee NICs: ⟦AMOUNT|£2,104.88⟧
National Insurance number: ⟦NATIONAL_ID|$nino3⟧

Please keep this safe; HMRC won't send you a copy. Contact payroll on ⟦PHONE|01632 960 448⟧ or ⟦EMAIL|payroll@amberfields.example⟧ with questions.

⟦PERSON|Colin⟧ – Payroll, ⟪org_name|Amberfields Group⟫
"""),
("pension_transfer_call_notes", """
Call notes — ⟪org_name|Evergreen Pensions⟫ — ⟪date|03/12/2026⟫ — handler ⟦PERSON|M. Fairbairn⟧
Member: ⟦PERSON|Gwendolyn Price⟧, DOB ⟦DATE_OF_BIRTH|16/01/1959⟧, plan ⟪policy_ref|EVP-339201-A⟫
Wants to transfer pot (current value ⟦AMOUNT|£146,882⟧) to ⟪org_name|Sterling Wealth SIPP⟫. Flagged: caller mentioned "guaranteed 12% returns" — possible scam. Explained ⟪org_name|ScamSmart⟫ checks. Member to call back on ⟦PHONE|01632 960 725⟧ after speaking to daughter ⟦PERSON|Rhiannon⟧.
Tax-free cash already taken in 2024: ⟦AMOUNT|£31,000⟧.
"""),
("freelancer_invoice", """
INVOICE ⟪invoice_ref|#2026-047⟫
From: ⟦PERSON|Saoirse Kavanagh⟧ — illustration & lettering
⟦ADDRESS|Studio 4, 19 Smithfield Square, Dublin 7, D07 X2E4⟧
⟦EMAIL|hello@saoirsedraws.example⟧ · ⟦PHONE|+353 87 555 0142⟧
Bill to: ⟪org_name|Pennyroyal Press Ltd⟫, attn ⟦PERSON|Malcolm Reyes⟧

| Description | Qty | Rate | Total |
|---|---|---|---|
| Cover illustration "The Salt Road" | 1 | flat fee | ⟦AMOUNT|€1,200.00⟧ |
| Chapter header vignettes | 12 | ⟪price|€45.00⟫ | ⟦AMOUNT|€540.00⟧ |
| **Total due** | | | **⟦AMOUNT|€1,740.00⟧** |

Payment within 30 days to IBAN ⟦IBAN|$iban_ie10⟧ (BIC ⟪bic|AIBKIE2D⟫). VAT not applicable.
"""),
("freelancer_late_payment_slack", """
#finance-help
⟦PERSON|tomasz.wrobel⟧: hey ⟦PERSON|Becca⟧ — invoice ⟪invoice_ref|TW-118⟫ (⟦AMOUNT|$4,250⟧) is 45 days overdue, can you chase AP?
⟦PERSON|Becca Lindahl⟧: sorry ⟦PERSON|Tomasz⟧! it was stuck in approval with ⟦PERSON|Jin⟧. Scheduled for the ⟪date|Dec 10⟫ run
⟦PERSON|tomasz.wrobel⟧: 🙏 also the late fee per contract is ⟪price|1.5%/month⟫ but I'll waive it this time
"""),
("shopify_seller_support_ticket", """
Ticket #⟪ticket_ref|48810227⟫ · Shopify Support · Store: ⟪domain|lunaandleaf.myshopify.com⟫
From: ⟦PERSON|Harriet Bloom⟧ <⟦EMAIL|harriet@lunaandleaf.example⟧>

Hi, a customer (⟦PERSON|Derek Omondi⟧, order ⟪order_ref|#LL10493⟫) says he was charged twice. I can see one payment of ⟦AMOUNT|$86.40⟧ in Shopify Payments. Our app dev accidentally pasted the admin token into a public gist: ⟦APIKEY|$shopify1⟧ — we've revoked it, but can you confirm nothing was accessed?

Storefront public token (fine to share): ⟪app_id|8f2c1a9b7d44e6f0a3b5c7d9e1f20a4b⟫
"""),
("amazon_seller_refund_email", """
Dear ⟦PERSON|Paolo⟧,

We have processed a refund of ⟦AMOUNT|£23.49⟧ to the buyer ⟦PERSON|Fiona McAllister⟧ for order ⟪order_ref|203-8841927-5561042⟫ (ASIN ⟪product_code|B0C7XK2LQ9⟫). The reimbursement to your seller account is ⟦AMOUNT|£19.12⟧ after referral fees.

Reason: item arrived damaged.

Seller Performance, ⟪org_name|Amazon Services Europe⟫
"""),
("router_config_dump", """
! ⟪org_name|Zentrix⟫ ZR-4200 running-config, firmware ⟪version|4.11.2-r7⟫
hostname ⟪hostname|cafe-bellamy-gw⟫
interface wan0
 ip address ⟦IP_ADDRESS|81.143.27.206⟧ 255.255.255.248
 gateway ⟦IP_ADDRESS|81.143.27.201⟧
interface lan0
 ip address ⟦IP_ADDRESS|192.168.40.1⟧ 255.255.255.0
 dhcp-range ⟪cidr|192.168.40.0/24⟫
wifi ssid "⟪ssid|Bellamy-Guest⟫" wpa2-psk "⟦PASSWORD|croissant-ONLY-2026⟧"
admin user ⟦PERSON|mbellamy⟧ password ⟦PASSWORD|Zr!4200_adm1n⟧
snmp community ⟦SECRET|bq7Xw2Lr9pTz⟧
ntp server ⟪hostname|pool.ntp.org⟫
listen ⟪bind_address|0.0.0.0⟫ port ⟪port|8443⟫
"""),
("iot_provisioning_json", """
{
  "device_id": "⟪device_id|THRM-00A4-7F21⟫",
  "model": "⟪product_code|HT-300 Smart Thermostat⟫",
  "fw": "⟪version|2.3.14⟫",
  "owner": {"name": "⟦PERSON|Ingrid Solberg⟧", "email": "⟦EMAIL|ingrid.solberg@fjordmail.example⟧"},
  "site_address": "⟦ADDRESS|Bergveien 14B, 0371 Oslo⟧",
  "mqtt": {"host": "⟪hostname|mqtt.heatly.example⟫", "port": ⟪port|8883⟫, "username": "⟪device_id|thrm-00a4-7f21⟫", "password": "⟦PASSWORD|hT3!k9vQ-p2W⟧"},
  "cloud_api_key": "⟦APIKEY|$google1⟧",
  "provisioned_at": "⟪timestamp|2026-11-28T09:31:07Z⟫"
}
"""),
("siem_alert_bruteforce", """
[ALERT] ⟪alert_id|SIEM-2026-118842⟫ severity=HIGH rule="Multiple failed logins followed by success"
time=⟪timestamp|2026-12-02T03:14:55Z⟫ host=⟪hostname|vpn-gw-02⟫
src_ip=⟦IP_ADDRESS|185.220.101.47⟧ dst_ip=⟦IP_ADDRESS|10.20.4.11⟧ user=⟦PERSON|hgreenberg⟧
failed_attempts=⟪count|57⟫ window=⟪duration|300s⟫ success_at=⟪timestamp|2026-12-02T03:15:41Z⟫
geo=⟪place|Frankfurt am Main⟫ asn=⟪asn|AS205100⟫
assigned_to=⟦PERSON|Marisol Ortega⟧ (⟦EMAIL|m.ortega@soc.kelvion.example⟧)
note: account owner ⟦PERSON|Howard Greenberg⟧ is on leave; session killed, password reset forced.
"""),
("auth_log_ssh", """
Dec  2 03:21:07 ⟪hostname|bastion-1⟫ sshd[⟪pid|28113⟫]: Failed password for invalid user admin from ⟦IP_ADDRESS|45.155.205.233⟧ port ⟪port|51822⟫ ssh2
Dec  2 03:21:09 ⟪hostname|bastion-1⟫ sshd[⟪pid|28113⟫]: Failed password for ⟦PERSON|dkowalczyk⟧ from ⟦IP_ADDRESS|45.155.205.233⟧ port ⟪port|51830⟫ ssh2
Dec  2 03:22:40 ⟪hostname|bastion-1⟫ sshd[⟪pid|28140⟫]: Accepted publickey for ⟦PERSON|dkowalczyk⟧ from ⟦IP_ADDRESS|172.16.8.23⟧ port ⟪port|60211⟫ ssh2: ED25519 SHA256:⟪key_fingerprint|Q3v9mZxR0aLk7PjT2yHn8sWcBf4uE1dGqY6oIrV5tNw⟫
Dec  2 03:22:41 ⟪hostname|bastion-1⟫ sudo: ⟦PERSON|dkowalczyk⟧ : TTY=pts/0 ; PWD=/home/⟦PERSON|dkowalczyk⟧ ; USER=root ; COMMAND=/usr/bin/systemctl restart nginx
Dec  2 03:23:02 ⟪hostname|bastion-1⟫ sshd[⟪pid|28161⟫]: Connection closed by ⟪doc_ip|127.0.0.1⟫ port ⟪port|41002⟫
"""),
]

TEXTS += [
("us_tax_prep_intake_form", """
CLIENT INTAKE — ⟪org_name|Maplewood Tax & Bookkeeping⟫ (tax year ⟪date|2025⟫)
Taxpayer: ⟦PERSON|Brandon K. Whitfield⟧   SSN: ⟦SSN|$ssn1⟧   DOB: ⟦DATE_OF_BIRTH|March 3, 1984⟧
Spouse: ⟦PERSON|Alicia Whitfield⟧   SSN: ⟦SSN|$ssn2⟧
Address: ⟦ADDRESS|1187 Sycamore Ridge Dr, Columbus, OH 43230⟧
Phone: ⟦PHONE|(614) 555-0148⟧   Email: ⟦EMAIL|bwhitfield84@inboxmail.example⟧
W-2 wages (⟦PERSON|Brandon⟧): ⟦AMOUNT|$72,418.55⟧   W-2 wages (⟦PERSON|Alicia⟧): ⟦AMOUNT|$51,090.00⟧
Dependents: ⟦PERSON|Ethan⟧ (8), ⟦PERSON|Lily⟧ (5)
Refund direct deposit: routing ⟪routing_no|044000037⟫, acct ⟪account_tail|****2201⟫
Prep fee quoted: ⟪price|$325⟫
"""),
("us_hospital_billing_call", """
Rep: ⟪org_name|St. Catherine Regional⟫ billing, this is ⟦PERSON|Monique⟧. How can I help?
Caller: Hi, I got a bill for ⟦AMOUNT|$4,812.60⟧ for my son's ER visit and I thought insurance covered it.
Rep: Can I have the patient's name and date of birth?
Caller: ⟦PERSON|Tyler Brooks⟧, ⟦DATE_OF_BIRTH|June 14, 2011⟧.
Rep: Thank you. I see the visit on ⟪date|October 2⟫ for ⟦MEDICAL|a displaced forearm fracture⟧ with ⟦MEDICAL|sedation and reduction⟧. The claim was denied as out-of-network for the anesthesiologist.
Caller: Okay... can I set up a payment plan?
Rep: Sure. With ⟦AMOUNT|$200⟧ a month there's no interest. Do you want to put the first payment on a card?
Caller: Yes, it's ⟦CARD|$card_visa3⟧, expires ⟪card_expiry|09/28⟫, security code ⟦CVV|418⟧.
Rep: Thank you, that's processed. Confirmation ⟪confirmation_no|SCR-55810274⟫.
"""),
("ecommerce_order_db_insert", """
-- hotfix: re-insert orders lost in migration ⟪ticket_ref|OPS-2291⟫ (run by ⟦PERSON|nchopra⟧)
INSERT INTO orders (id, customer_name, email, phone, ship_address, total_usd, card_last4, created_at) VALUES
(⟪order_ref|88123⟫, '⟦PERSON|Gabriela Núñez⟧', '⟦EMAIL|gabi.nunez@correo.example⟧', '⟦PHONE|+1 305 555 0172⟧', '⟦ADDRESS|2250 Brickell Ave Apt 1407, Miami, FL 33129⟧', ⟦AMOUNT|149.97⟧, '⟪id_tail|8840⟫', '⟪timestamp|2026-11-29 14:02:11⟫'),
(⟪order_ref|88124⟫, '⟦PERSON|Samuel Osei⟧', '⟦EMAIL|sam.osei@fastmail.example⟧', '⟦PHONE|+1 312 555 0139⟧', '⟦ADDRESS|741 W Belmont Ave, Chicago, IL 60657⟧', ⟦AMOUNT|62.50⟧, '⟪id_tail|1093⟫', '⟪timestamp|2026-11-29 14:05:48⟫');
"""),
("card_payment_form_submission_log", """
POST /checkout/pay 500 Internal Server Error
request_id=⟪uuid|$uuid1⟫ ts=⟪timestamp|2026-12-01T19:22:08.441Z⟫
payload={"cardholder":"⟦PERSON|EMILY J HARTMANN⟧","pan":"⟦CARD|$card_mc2⟧","exp":"⟪card_expiry|04/29⟫","cvc":"⟦CVV|772⟧","amount":⟦AMOUNT|23900⟧,"currency":"usd","email":"⟦EMAIL|ehartmann@lumenbox.example⟧"}
error=StripeInvalidRequestError: No such customer
stripe_key_in_use=⟦APIKEY|$stripe1⟧
NOTE(⟦PERSON|raj⟧): we MUST stop logging full payloads — PCI!
"""),
("travel_agency_booking_email_card", """
Hi ⟦PERSON|Colette⟧,

Thanks for booking with ⟪org_name|Wanderlight Travel⟫! Booking ⟪booking_ref|WLT-6621093⟫ — ⟪place|Reykjavík⟫ 4 nights, flights ⟪flight_no|FI451⟫/⟪flight_no|FI454⟫, seats ⟪seat|14A⟫ ⟪seat|14B⟫.

Lead passenger: ⟦PERSON|Colette Marchand⟧, passport ⟦PASSPORT|21CK48397⟧
Second passenger: ⟦PERSON|Julien Marchand⟧, passport ⟦PASSPORT|19AX77120⟧

We charged the deposit of ⟦AMOUNT|€640.00⟧ to the Amex you gave over the phone (⟦CARD|$card_amex1⟧, CID ⟦CVV|3927⟧). Please don't email card details in future — call us on ⟦PHONE|+33 1 84 88 42 17⟧ instead.

⟦PERSON|Baptiste⟧
"""),
("gp_referral_letter", """
⟪org_name|Hollybank Surgery⟫, ⟦ADDRESS|2 Station Road, Harrogate HG1 1TJ⟧
Tel ⟦PHONE|01423 555 019⟧

Dear Colleague,
Re: Mr ⟦PERSON|Frederick Ashworth⟧, DOB ⟦DATE_OF_BIRTH|30/09/1952⟧
⟦ADDRESS|17 Kingsway Drive, Harrogate HG1 5NP⟧

I would be grateful if you could see this 74-year-old gentleman with ⟦MEDICAL|progressive exertional breathlessness⟧ and ⟦MEDICAL|bilateral ankle oedema⟧. ⟦MEDICAL|NT-proBNP 2,140 ng/L⟧. Background of ⟦MEDICAL|type 2 diabetes⟧ and ⟦MEDICAL|CKD stage 3a⟧. Current medication: ⟦MEDICAL|metformin 500 mg bd⟧, ⟦MEDICAL|ramipril 5 mg od⟧.
Suspected ⟦MEDICAL|heart failure⟧ — please assess for echocardiogram.

Yours sincerely,
Dr ⟦PERSON|Anjali Mehta⟧
"""),
("care_home_incident_report", """
INCIDENT REPORT — ⟪org_name|Willowbrook Care Home⟫   Ref ⟪case_ref|WB-IR-0442⟫
Resident: ⟦PERSON|Edna Pritchard⟧ (Room ⟪room_no|12⟫)   Date/time: ⟪timestamp|02/12/2026 02:40⟫
Staff on duty: ⟦PERSON|Blessing Chukwu⟧ (senior carer), ⟦PERSON|Mark T.⟧
Description: ⟦PERSON|Edna⟧ found on floor beside bed. Alert, complaining of right hip pain. Known ⟦MEDICAL|vascular dementia⟧ and ⟦MEDICAL|osteoporosis⟧; on ⟦MEDICAL|alendronic acid 70mg weekly⟧.
Action: 999 called; paramedics suspected ⟦MEDICAL|fractured neck of femur⟧; transferred to ⟪org_name|Royal Shrewsbury Hospital⟫.
Family informed: daughter ⟦PERSON|Susan Pritchard⟧ ⟦PHONE|07700 900254⟧ at 03:05.
"""),
("home_care_rota_sms", """
Hi ⟦PERSON|Alina⟧, tomorrow's calls: 7:30 Mr ⟦PERSON|Dobbs⟧ (⟦ADDRESS|44 Ferndale Rd⟧) – meds prompt ⟦MEDICAL|warfarin 3mg⟧; 12:00 ⟦PERSON|Vera⟧ – lunch + ⟦MEDICAL|catheter care⟧. Keysafe at ⟦PERSON|Vera⟧'s is ⟦PASSWORD|0 7 1 2⟧. Thanks! ⟦PERSON|Jo⟧ @ ⟪org_name|HomeFirst Care⟫
"""),
("tennis_club_membership_renewal", """
Dear ⟦PERSON|Rupert⟧,

Your ⟪org_name|Elmhurst Lawn Tennis Club⟫ membership is due for renewal on ⟪date|1 January 2027⟫.

Adult full membership: ⟪price|£420⟫ per year | Junior: ⟪price|£95⟫ | Floodlight token: ⟪price|£4⟫

Our records show you paid ⟦AMOUNT|£315.00⟧ last year under the early-bird discount, and you still have a credit of ⟦AMOUNT|£22.50⟧ from the cancelled club night. The court booking system PIN for your account is ⟦PASSWORD|5581⟧ (you can change it online).

See you at the Christmas mixed doubles!
⟦PERSON|Fiona Graves⟧, Membership Secretary
"""),
("tournament_results_csv", """
player_id,player,club,seed,prize_money_gbp
⟪player_id|P-0112⟫,⟦PERSON|Ashwin Rao⟧,⟪org_name|Riverside Chess Club⟫,1,⟦AMOUNT|500⟧
⟪player_id|P-0087⟫,⟦PERSON|Magdalena Zielińska⟧,⟪org_name|Hastings CC⟫,4,⟦AMOUNT|300⟧
⟪player_id|P-0145⟫,⟦PERSON|Joe Plunkett⟧,⟪org_name|Battersea Knights⟫,2,⟦AMOUNT|150⟧
⟪player_id|P-0201⟫,⟦PERSON|Wen Hui⟧,⟪org_name|Cambridge University CC⟫,7,⟦AMOUNT|75⟧
"""),
("publishing_contract_advance_clause", """
7. ADVANCE
7.1 The Publisher shall pay the Author, ⟦PERSON|Imogen Castellano⟧ (professionally known as "⟦PERSON|I. M. Castle⟧"), an advance against royalties of ⟦AMOUNT|£24,000⟧ payable as follows: ⟦AMOUNT|£8,000⟧ on signature; ⟦AMOUNT|£8,000⟧ on delivery and acceptance of the complete manuscript of ⟪title|The Glass Orchard⟫; ⟦AMOUNT|£8,000⟧ on first publication.
7.2 Royalties: ⟪percent|10%⟫ of recommended retail price on the first 5,000 hardback copies.
Author's agent: ⟦PERSON|Delphine Okoro⟧, ⟪org_name|Okoro Literary Agency⟫, ⟦ADDRESS|22 Bloomsbury Square, London WC1A 2NS⟧.
"""),
("film_crew_deal_memo", """
DEAL MEMO — "⟪title|Low Tide⟫" (⟪org_name|Saltmarsh Pictures Ltd⟫)
Crew member: ⟦PERSON|Theo Vasquez-Bell⟧ — 1st Assistant Camera
Contact: ⟦PHONE|07700 900693⟧ / ⟦EMAIL|theo.vb@focuspull.example⟧
Rate: ⟦AMOUNT|£2,150⟧ per week (10+1 hrs), kit hire ⟦AMOUNT|£300⟧/week
Start: ⟪date|12 Jan 2027⟫, 6 weeks, location ⟪place|Whitstable⟫
Payment to: ⟦PERSON|T Vasquez-Bell⟧, IBAN ⟦IBAN|$iban_gb17⟧
"""),
("tutor_invoice_whatsapp", """
Ms ⟦PERSON|Kaur⟧ (Maths tutor): Hi ⟦PERSON|Danielle⟧, ⟦PERSON|Reuben⟧ did really well today on quadratics 👏 This month's invoice: 4 sessions × ⟪price|£45⟫ = ⟦AMOUNT|£180⟧. Bank details as before.
⟦PERSON|Danielle⟧: Amazing thank you!! Sent 🙂 Also he has a ⟦MEDICAL|dyslexia⟧ assessment next week so can we move Thursday?
Ms ⟦PERSON|Kaur⟧ (Maths tutor): Of course, Friday 5pm works.
"""),
]

TEXTS += [
("public_health_article_no_pii", """
Winter flu season: what you need to know
The ⟪org_name|UK Health Security Agency⟫ reports that ⟪health_term|influenza⟫ activity rose for the third consecutive week, with hospital admission rates at ⟪stat|8.4 per 100,000⟫. Adults over 65, pregnant people and anyone with ⟪health_term|chronic respiratory disease⟫ are eligible for a free vaccine. Symptoms include fever, ⟪health_term|muscle aches⟫ and a dry cough; most people recover within ⟪duration|7 days⟫. Antivirals such as ⟪health_term|oseltamivir⟫ may be prescribed to high-risk patients. Pharmacies charge around ⟪price|£16⟫ for a private flu jab.
"""),
("product_spec_sheet_no_pii", """
AeroPure AP-600 Air Purifier — Technical Specification (rev ⟪version|C.2⟫)
Model: ⟪product_code|AP-600-EU⟫   Firmware: ⟪version|3.8.1⟫   Wi-Fi: 2.4 GHz 802.11 b/g/n
CADR (smoke): ⟪stat|410 m³/h⟫   Room size: up to ⟪stat|48 m²⟫   Noise: ⟪stat|24–52 dB(A)⟫
Filter: H13 HEPA + activated carbon, part no. ⟪product_code|AP6-FLT-13⟫, replace every ⟪duration|12 months⟫
Power: 220–240 V~, 50/60 Hz, ⟪stat|45 W⟫   RRP: ⟪price|€249.00⟫   Replacement filter: ⟪price|€39.90⟫
Default local API port: ⟪port|8266⟫ (disabled by default)
"""),
("bus_timetable_no_pii", """
Route 42 — ⟪place|Kingsbridge⟫ to ⟪place|Dartmouth⟫ (Mon–Sat, valid from ⟪date|5 January 2027⟫)
Kingsbridge Quay        06:45  08:15  10:15  12:15  14:15  16:45  18:20
Frogmore                06:58  08:28  10:28  12:28  14:28  16:58  18:33
Stokenham               07:09  08:39  10:39  12:39  14:39  17:09  18:44
Dartmouth Park & Ride   07:31  09:01  11:01  13:01  15:01  17:31  19:06
Adult single ⟪price|£2.00⟫ (national fare cap); Day rider ⟪price|£6.50⟫. Operator: ⟪org_name|Coastline Buses Ltd⟫.
"""),
("software_changelog_no_pii", """
## [⟪version|4.2.0⟫] — ⟪date|2026-11-30⟫
### Added
- OAuth device flow for CLI login (#⟪issue_id|1842⟫)
- `--dry-run` flag for `sync` command
### Fixed
- Crash when config path contains spaces (commit ⟪commit_sha|9c41e7a⟫)
- Memory leak in websocket reconnect loop, see ⟪issue_id|#1799⟫
### Security
- Bump `openssl` to ⟪version|3.0.15⟫ (⟪cve|CVE-2024-9143⟫)
"""),
("dental_price_list_no_pii", """
⟪org_name|Meadowside Dental Practice⟫ — Private Fee Guide 2027
Examination (new patient) ............ ⟪price|£65⟫
Hygienist visit (30 min) ............. ⟪price|£72⟫
White filling (small) ................ ⟪price|£135⟫
Root canal, molar .................... ⟪price|£595⟫
Porcelain crown ...................... ⟪price|£720⟫
Tooth whitening (home kit) ........... ⟪price|£299⟫
Payment plans from ⟪price|£14.50/month⟫ via ⟪org_name|Denplan⟫. Prices valid until ⟪date|31/12/2027⟫.
"""),
("i9_employment_verification_email", """
From: ⟦EMAIL|hr-onboarding@cascadiafoods.example⟧
To: ⟦EMAIL|diego.ramirez.work@webmail.example⟧
Subject: Form I-9 — missing information

Hi ⟦PERSON|Diego⟧,

Welcome aboard! Before your start date (⟪date|Dec 15⟫) we still need Section 1 completed. From your offer paperwork we have:
SSN: ⟦SSN|$ssn3⟧
DOB: ⟦DATE_OF_BIRTH|11/22/1996⟧
Address: ⟦ADDRESS|3408 NE Glisan St, Portland, OR 97232⟧
Starting hourly rate: ⟦AMOUNT|$24.75⟧/hr

Please bring either a US passport or a driver's license + Social Security card on day one. Call ⟦PHONE|(503) 555-0116⟧ with questions.

⟦PERSON|Kristen Albers⟧, People Ops
"""),
("mortgage_application_notes", """
Underwriting notes — loan ⟪loan_ref|ML-2026-118403⟫ — ⟪org_name|Great Lakes Credit Union⟫
Borrower: ⟦PERSON|Shauna O'Neill⟧ (SSN ⟦SSN|$ssn4⟧)   Co-borrower: ⟦PERSON|Patrick O'Neill⟧ (SSN ⟦SSN|$ssn5⟧)
Subject property: ⟦ADDRESS|912 Lakeview Terrace, Madison, WI 53704⟧   Purchase price ⟦AMOUNT|$386,000⟧
Down payment ⟦AMOUNT|$57,900⟧ (gift letter from ⟦PERSON|Maureen Keane⟧ for ⟦AMOUNT|$20,000⟧)
Combined gross income ⟦AMOUNT|$11,240⟧/mo; DTI ⟪percent|34.2%⟫; credit scores 742/718.
Conforming limit this county: ⟪price|$806,500⟫. Rate lock ⟪percent|6.375%⟫ for 45 days.
"""),
("benefits_fraud_email_phish_report", """
Forwarded to security@ by ⟦PERSON|Linda Park⟧:
> From: "Payroll Update" <⟦EMAIL|payroll-update@secure-hrportal.example⟧>
> Dear employee, verify your direct deposit to avoid delay: ⟪url|hxxp://hr-verify-portal[.]example/login⟫
⟦PERSON|Linda⟧'s note: "I almost entered my SSN (⟦SSN|$ssn6⟧) before I noticed the domain. Sorry!"
Security: thanks ⟦PERSON|Linda⟧ — domain blocked, IOC ⟪ioc_hash|$sha256_1⟫ added. No action needed. — ⟦PERSON|Omar⟧, SecOps
"""),
("leaked_credential_scan_report", """
Leaked Credential Scan — weekly — ⟪date|2026-W49⟫ — scope: github.com/⟪org_name|northwind-labs⟫
| # | Repo | File | Type | Secret | Committer | Status |
|---|---|---|---|---|---|---|
| 1 | ⟪repo|nw-data-pipeline⟫ | .env.example | AWS key pair | ⟦APIKEY|$aws_akid1⟧ / ⟦SECRET|$aws_secret1⟧ | ⟦PERSON|priya.raman⟧ | rotated |
| 2 | ⟪repo|nw-slackbot⟫ | config.js | Slack bot | ⟦APIKEY|$slack1⟧ | ⟦PERSON|bcolton⟧ | rotated |
| 3 | ⟪repo|nw-ml-sandbox⟫ | notebook.ipynb | Hugging Face | ⟦APIKEY|$hf1⟧ | ⟦PERSON|yuki.tanabe⟧ | open |
| 4 | ⟪repo|nw-docs⟫ | README.md | AWS example key | ⟪example_key|AKIAIOSFODNN7EXAMPLE⟫ | - | false positive |
Owner: ⟦PERSON|Rachel Dunmore⟧ (AppSec)
"""),
("security_incident_report", """
INCIDENT REPORT ⟪case_ref|IR-2026-031⟫ — Compromised contractor laptop
Reported by: ⟦PERSON|Samir Haddad⟧, ⟪timestamp|2026-11-27 15:20 UTC⟫
Summary: Contractor ⟦PERSON|Lukas Brenner⟧ reported theft of his laptop at ⟪place|Berlin Hauptbahnhof⟫. The device had a cached browser session for the admin console and a plaintext file `creds.txt` containing:
  - GitLab token ⟦APIKEY|$glpat1⟧
  - VPN password ⟦PASSWORD|Brenner!Vpn2026⟧
  - MFA recovery codes ⟦SECRET|$recovery1⟧
Last VPN login came from ⟦IP_ADDRESS|91.64.118.203⟧ (his home ISP) on ⟪date|Nov 26⟫.
Actions: tokens revoked, account disabled, device wipe issued via MDM (device id ⟪device_id|C02FK3LKMD6T⟫).
Severity: Medium. Next review ⟪date|2026-12-04⟫.
"""),
("dotenv_mobile_backend", """
# .env.production — rideshare-api (owner: ⟦PERSON|mfernandes⟧)
NODE_ENV=production
PORT=⟪port|3000⟫
DATABASE_URL=postgres://app_user:⟦SECRET|Vq8!pzR2#tL0⟧@⟦IP_ADDRESS|10.0.12.7⟧:⟪port|5432⟫/rides
REDIS_HOST=⟪hostname|redis-prod.internal⟫
GOOGLE_MAPS_API_KEY=⟦APIKEY|$google2⟧
TWILIO_ACCOUNT_SID=⟪app_id|AC5f0e2b17c94d3a8e6b1f27c0d9e4a3b8⟫
TWILIO_API_KEY=⟦APIKEY|$twilio1⟧
FIREBASE_PROJECT_ID=⟪app_id|rideshare-prod-4417⟫
JWT_SECRET=⟦SECRET|$client_secret1⟧
MAILGUN_API_KEY=⟦APIKEY|$mailgun1⟧
"""),
("terraform_state_excerpt", """
{
  "version": 4,
  "terraform_version": "⟪version|1.9.8⟫",
  "serial": 112,
  "lineage": "⟪uuid|$uuid2⟫",
  "resources": [
    {
      "mode": "managed", "type": "aws_iam_access_key", "name": "ci_deployer",
      "instances": [{"attributes": {
        "id": "⟦APIKEY|$aws_akid2⟧",
        "secret": "⟦SECRET|$aws_secret2⟧",
        "user": "ci-deployer",
        "create_date": "⟪timestamp|2026-09-14T08:12:55Z⟫"
      }}]
    },
    {
      "mode": "managed", "type": "aws_db_instance", "name": "main",
      "instances": [{"attributes": {"address": "⟪hostname|main.c9xk2p.eu-west-1.rds.amazonaws.com⟫", "password": "⟦PASSWORD|tf-Rds-Main-8842⟧", "port": ⟪port|5432⟫}}]
    }
  ]
}
"""),
("github_actions_secret_leak_log", """
2026-12-02T11:04:17.2231Z ##[group]Run ./scripts/deploy.sh
2026-12-02T11:04:17.2240Z DEPLOY_USER=⟦PERSON|awhitaker⟧
2026-12-02T11:04:17.2241Z curl -H "Authorization: token ⟦APIKEY|$ghpat1⟧" https://api.github.com/repos/⟪repo|lanternhq/site⟫/deployments
2026-12-02T11:04:18.9011Z {"id": ⟪build_id|1882736410⟫, "sha": "⟪commit_sha|4e0b9d27c1a8f3e6b5d2c7a9f0e1b3c5d7f9a2b4⟫", "environment": "production"}
2026-12-02T11:04:19.0112Z ##[warning]Secret values printed in logs are not masked when passed via env interpolation.
"""),
("shell_history_devops", """
  501  ssh ⟦PERSON|jdoyle⟧@⟦IP_ADDRESS|10.14.2.9⟧
  502  cd /home/⟦PERSON|jdoyle⟧/deploy
  503  export OPENAI_API_KEY=⟦APIKEY|$openai2⟧
  504  mysql -h ⟦IP_ADDRESS|10.14.2.20⟧ -u reporting -p'⟦PASSWORD|Rep0rt!ng_2026⟧' analytics
  505  kubectl -n ⟪namespace|billing⟫ get secret stripe -o yaml
  506  docker run -p ⟪bind_address|0.0.0.0⟫:⟪port|9090⟫:9090 prom/prometheus:⟪version|v2.54.1⟫
  507  ping ⟪doc_ip|192.0.2.44⟫
  508  history | grep -i key
"""),
]

TEXTS += [
("dutch_payroll_onboarding_email", """
From: ⟦EMAIL|hr@tulpentech.example⟧
To: ⟦EMAIL|f.vandermeer@kpnmail.example⟧
Subject: Onboarding – payroll details confirmed

Hi ⟦PERSON|Floor⟧,

We've registered the following for payroll at ⟪org_name|TulpenTech B.V.⟫:
BSN: ⟦NATIONAL_ID|$bsn1⟧
IBAN: ⟦IBAN|$iban_nl3⟧
Address: ⟦ADDRESS|Prinsengracht 412-2, 1016 JB Amsterdam⟧
Gross monthly salary: ⟦AMOUNT|€4,650⟧ + 8% holiday allowance
Your first payslip will arrive on ⟪date|25 January 2027⟫.

Groetjes,
⟦PERSON|Sanne de Wit⟧ | HR | ⟦PHONE|+31 20 555 0193⟧
"""),
("swedish_rental_application", """
Rental application — ⟪org_name|Hyresgästservice Norr AB⟫ — apartment ⟪listing_ref|LGH-1102⟫, ⟪place|Södermalm⟫
Applicant: ⟦PERSON|Elin Bergström⟧
Personnummer: ⟦NATIONAL_ID|$se1⟧
Current address: ⟦ADDRESS|Götgatan 78, 118 30 Stockholm⟧
Employer: ⟪org_name|Karolinska Universitetssjukhuset⟫, monthly income ⟦AMOUNT|SEK 41,200⟧
Co-applicant: ⟦PERSON|Jonas Lindgren⟧, personnummer ⟦NATIONAL_ID|$se2⟧
Monthly rent offered: ⟪price|SEK 12,850⟫; deposit ⟪price|3 months⟫
Contact: ⟦PHONE|+46 70 555 18 42⟧, ⟦EMAIL|elin.bergstrom@telia.example⟧
"""),
("finnish_clinic_appointment_letter", """
⟪org_name|Mehiläinen Töölö⟫ — appointment confirmation
Patient: ⟦PERSON|Aino Virtanen⟧   HETU: ⟦NATIONAL_ID|$hetu1⟧
Appointment: ⟪timestamp|9.12.2026 klo 14:20⟫, Dr ⟦PERSON|Mikko Laine⟧ (dermatology)
Reason: follow-up of ⟦MEDICAL|atypical naevus, left shoulder⟧; history of ⟦MEDICAL|psoriasis⟧ treated with ⟦MEDICAL|methotrexate 15 mg weekly⟧
Fee: ⟪price|€98⟫ (Kela reimbursement may apply). Cancel at least 24h in advance: ⟦PHONE|+358 10 555 4821⟧
"""),
("spanish_gestoria_tax_email", """
Hola ⟦PERSON|Javier⟧,

For your non-resident tax return (Modelo 210) I have used:
- Your DNI: ⟦NATIONAL_ID|$dni1⟧ — and for your partner ⟦PERSON|Hannah Cole⟧ her NIE ⟦NATIONAL_ID|$nie1⟧
- Rental property: ⟦ADDRESS|Calle de la Reina 14, 3ºB, 29601 Marbella⟧
- Rental income 2025: ⟦AMOUNT|€14,300⟧; deductible expenses ⟦AMOUNT|€3,912.40⟧
Tax to pay: ⟦AMOUNT|€1,974.25⟧, direct debit from ⟦IBAN|$iban_es4⟧ on ⟪date|20 January⟫.

Our fee as agreed: ⟪price|€180 + IVA⟫.
Saludos, ⟦PERSON|Marta Ruiz⟧ — ⟪org_name|Gestoría Costa Sol⟫
"""),
("polish_worker_contract_record", """
EMPLOYEE RECORD — ⟪org_name|Vistula Freight Sp. z o.o.⟫
Name: ⟦PERSON|Katarzyna Nowicka⟧   PESEL: ⟦NATIONAL_ID|$pesel1⟧   DOB: ⟦DATE_OF_BIRTH|14.09.1987⟧
Address: ⟦ADDRESS|ul. Marszałkowska 104/12, 00-017 Warszawa⟧
Bank account: ⟦IBAN|$iban_pl8⟧
Position: warehouse shift lead; monthly gross ⟦AMOUNT|PLN 7,850⟧
Emergency contact: ⟦PERSON|Tomasz Nowicki⟧ ⟦PHONE|+48 601 555 274⟧
"""),
("brazil_freelancer_payment_request", """
Hi Ms ⟦PERSON|Lopes⟧,

Please find my invoice ⟪invoice_ref|RF-2026-11⟫ for the Portuguese localisation of the ⟪product_code|FleetOps 5.2⟫ app (18,400 words). Amount: ⟦AMOUNT|US$2,208.00⟧.

For the Wise transfer they need my CPF: ⟦NATIONAL_ID|$cpf1⟧.
Name on account: ⟦PERSON|Rafael Figueiredo⟧, ⟦ADDRESS|Rua Augusta 1508, apto 71, São Paulo - SP, 01304-001⟧.

Obrigado!
⟦PERSON|Rafa⟧ · ⟦PHONE|+55 11 95555-3021⟧
"""),
("canadian_benefits_application", """
⟪org_name|Maple Leaf Mutual⟫ — Group Benefits Enrolment
Member: ⟦PERSON|Chloé Tremblay⟧   SIN: ⟦NATIONAL_ID|$sin1⟧   DOB: ⟦DATE_OF_BIRTH|1992-02-29⟧
Address: ⟦ADDRESS|3470 rue Saint-Urbain, Montréal, QC H2X 2N6⟧
Dependant: ⟦PERSON|Léo Tremblay-Roy⟧ (child)
Pre-existing: ⟦MEDICAL|type 1 diabetes⟧ (⟦MEDICAL|insulin pump⟧), ⟦MEDICAL|coeliac disease⟧
Annual salary for LTD coverage: ⟦AMOUNT|CAD 68,500⟧
Email: ⟦EMAIL|chloe.tremblay@videotron.example⟧
"""),
("french_social_security_letter", """
⟪org_name|Caisse Primaire d'Assurance Maladie de Paris⟫
Madame ⟦PERSON|Amélie Rousseau⟧
⟦ADDRESS|27 rue des Martyrs, 75009 Paris⟧
N° de sécurité sociale: ⟦NATIONAL_ID|$nir2⟧

Dear Madam, we confirm reimbursement of ⟦AMOUNT|€312.60⟧ for your ⟦MEDICAL|physiotherapy sessions following knee arthroscopy⟧ (⟪date|October 2026⟫). The payment will be made to your account ending ⟪id_tail|0417⟫ within 5 days. Standard rate for a session: ⟪price|€16.13⟫.
"""),
("german_tax_id_freelancer_email", """
Hi ⟦PERSON|Jana⟧,

for the ⟪org_name|Künstlersozialkasse⟫ registration I need your Steuer-ID again — I have ⟦NATIONAL_ID|$steuer1⟧ in my notes, can you confirm? Your IBAN for the fee of ⟦AMOUNT|€2,600⟧ is ⟦IBAN|$iban_de0⟧.

Also: your login to our booking tool is ⟦PERSON|jana.hofmann⟧ / ⟦PASSWORD|Kuenstler-2026!⟧ — please change it.

Viele Grüße
⟦PERSON|Stefan Krause⟧, ⟪org_name|Krause Konzertagentur⟫, ⟦PHONE|+49 30 5558 2241⟧
"""),
("indian_pharmacy_home_delivery", """
Order ⟪order_ref|MED-BLR-774102⟫ — ⟪org_name|CareFirst Pharmacy, Indiranagar⟫
Patient: ⟦PERSON|Lakshmi Narayanan⟧ (age 67)
Aadhaar (for senior discount): ⟦NATIONAL_ID|$aadhaar2⟧
Items: ⟦MEDICAL|Telmisartan 40 mg⟧ ×30, ⟦MEDICAL|Glimepiride 2 mg⟧ ×30, ⟦MEDICAL|Atorvastatin 10 mg⟧ ×30
Deliver to: ⟦ADDRESS|No. 14, 2nd Cross, HAL 3rd Stage, Bengaluru 560075⟧
Contact: son ⟦PERSON|Karthik⟧ ⟦PHONE|+91 98450 55512⟧
Bill: ⟦AMOUNT|₹1,486.20⟧ after ⟪percent|12%⟫ discount
"""),
("anthropic_key_support_ticket", """
Ticket ⟪ticket_ref|SUP-30188⟫ — "API key exposed in public notebook"
Reporter: ⟦PERSON|Hiroshi Mori⟧ <⟦EMAIL|h.mori@kaizenlab.example⟧>
Hi team — one of our interns (⟦PERSON|Ben⟧) committed a notebook containing our key ⟦APIKEY|$anthropic1⟧ to a public repo ⟪repo|kaizenlab/eval-notebooks⟫ about 3 hours ago. We've deleted the commit. Could you confirm whether it was used from any IP other than our office ⟦IP_ADDRESS|210.138.44.91⟧? Org id ⟪app_id|org_7f3a9c21⟫.
"""),
("pypi_token_rotation_runbook", """
# Runbook: rotate PyPI publishing token (owner @⟦PERSON|mtrenholm⟧)
1. Log in to pypi.org as ⟦PERSON|mtrenholm⟧ (2FA seed stored in vault path ⟪vault_path|secret/ci/pypi⟫).
2. Revoke old token: ⟦APIKEY|$pypi1⟧
3. Create project-scoped token for ⟪package|fastgeo-tools⟫ ⟪version|2.8.0⟫.
4. Update GitHub secret PYPI_API_TOKEN; re-run workflow ⟪build_id|#9921⟫.
Backup 2FA seed (DO NOT COMMIT — oops): ⟦SECRET|$totp2⟧
"""),
("discord_bot_env_leak_chat", """
⟦PERSON|Zoe⟧: yo i think i pushed the bot token to the repo 😬
⟦PERSON|Marcus⟧: which one
⟦PERSON|Zoe⟧: DISCORD_TOKEN=⟦APIKEY|$discord1⟧
⟦PERSON|Marcus⟧: ZOE. ok reset it in the dev portal now, also the webhook ⟦SECRET|$discord_hook1⟧ is in the same file
⟦PERSON|Zoe⟧: on it. server invite is still ⟪invite_code|discord.gg/pixelforge⟫ right?
"""),
("payment_processor_jwt_debug", """
DEBUG 2026-12-03 10:41:09,221 [auth.middleware] incoming Authorization header for user ⟦PERSON|priya.raman⟧:
Bearer ⟦APIKEY|$jwt1⟧
DEBUG 2026-12-03 10:41:09,224 [auth.middleware] claims ok, sub=⟪user_id|u_58213⟫ exp=⟪timestamp|1764929400⟫
WARN  2026-12-03 10:41:09,230 [billing] card on file ⟪masked_card|**** 4242⟫ declined, amount ⟦AMOUNT|$59.00⟧ (plan list price ⟪price|$49/mo + tax⟫)
"""),
("car_hire_damage_charge_email", """
Dear Mr ⟦PERSON|Kowalczyk⟧,

Following the return of vehicle ⟪plate|LK72 XVN⟫ at ⟪place|Gatwick North⟫ on ⟪date|22/11/2026⟫, our inspection found a dent on the rear passenger door. In accordance with your rental agreement ⟪booking_ref|RA-55610293⟫ we have charged ⟦AMOUNT|£385.00⟧ to the card used at pick-up (⟦CARD|$card_mc3⟧).

If you purchased excess cover from a third party such as ⟪org_name|iCarHireInsurance⟫, you can claim this back by sending them this letter.

⟪org_name|Velocity Car Rental UK⟫ — Damage Recovery, ⟦PHONE|0330 555 0471⟧
"""),
("gym_membership_direct_debit_form", """
DIRECT DEBIT INSTRUCTION — ⟪org_name|IronWorks Gym Glasgow⟫
Member: ⟦PERSON|Callum McBride⟧   Member no. ⟪member_id|IW-40918⟫
Address: ⟦ADDRESS|2/1, 118 Dumbarton Road, Glasgow G11 6NX⟧
Email: ⟦EMAIL|callum.mcb@btinternet.example⟧   Mobile: ⟦PHONE|07700 900632⟧
Membership: Off-peak ⟪price|£24.99/month⟫; joining fee waived
Initial payment taken today: ⟦AMOUNT|£31.40⟧ (pro rata)
Health questionnaire: ⟦MEDICAL|previous shoulder dislocation (2024)⟧, ⟦MEDICAL|mild asthma⟧
Door entry PIN: ⟦PASSWORD|8264⟧
"""),
("embassy_emergency_passport_email", """
From: ⟦EMAIL|consular.bangkok@fcdo.example⟧
To: ⟦EMAIL|megan.ashby22@mailbox.example⟧
Subject: Emergency Travel Document – appointment ⟪booking_ref|ETD-BKK-4471⟫

Dear Ms ⟦PERSON|Ashby⟧,
We are sorry to hear your passport ⟦PASSPORT|130928475⟧ was stolen in ⟪place|Chiang Mai⟫. Your appointment is on ⟪timestamp|8 December 2026 at 10:15⟫ at the ⟪org_name|British Embassy Bangkok⟫. Please bring the police report, a photo, and proof of travel (flight ⟪flight_no|TG910⟫). The fee is ⟪price|THB 4,150⟫.
Your date of birth on our records: ⟦DATE_OF_BIRTH|04/02/1998⟧.
Consular Section
"""),
("travel_insurance_trip_cancellation_card_refund", """
Claim decision — ⟪claim_ref|TC-88301⟫ — ⟪org_name|Globetrek Insurance⟫
Policyholder: ⟦PERSON|Nikhil Bose⟧, ⟦ADDRESS|66 Granby Street, Leicester LE1 6EJ⟧
Reason for cancellation: ⟦MEDICAL|appendicitis requiring laparoscopic appendectomy⟧ two days before departure.
Non-refundable costs: flights ⟦AMOUNT|£1,120.00⟧, villa ⟦AMOUNT|£1,840.00⟧. Excess ⟪price|£75⟫.
Settlement ⟦AMOUNT|£2,885.00⟧ refunded to card ⟦CARD|$card_visa1⟧ (the card used to buy the trip).
"""),
("landlord_inventory_deposit_sms", """
Hi ⟦PERSON|Ravi⟧, it's ⟦PERSON|Carol⟧ (landlord). Inventory check Sat 10am at ⟦ADDRESS|5 Tanner's Yard, Norwich NR3 1AB⟧. Your deposit ⟦AMOUNT|£1,100⟧ is with ⟪org_name|mydeposits⟫ ref ⟪case_ref|MD-2291746⟫. Call ⟦PHONE|07700 900213⟧ if Sat doesn't work.
"""),
]

TEXTS += [
("us_pharmacy_phone_order_transcript", """
[⟪org_name|Bayside Compounding Pharmacy⟫ — order line, call ⟪call_id|C-44120⟫]
Tech: Thanks for calling, this is ⟦PERSON|Jordan⟧. Patient name?
Caller: ⟦PERSON|Rosa Delgado⟧, D-E-L-G-A-D-O. Birthday ⟦DATE_OF_BIRTH|August 9, 1971⟧.
Tech: Got you. Refill for ⟦MEDICAL|estradiol cream 0.01%⟧ and ⟦MEDICAL|progesterone 100 mg capsules⟧?
Caller: Yes. Insurance dropped me, so I'll pay cash.
Tech: Total comes to ⟦AMOUNT|$138.40⟧. Card number?
Caller: ⟦CARD|$card_disc1⟧, expiration ⟪card_expiry|03/28⟫, code on the back ⟦CVV|604⟧.
Tech: And for the new-patient file we need last four of Social — actually the form asks for full SSN.
Caller: ⟦SSN|$ssn7⟧.
Tech: Thanks. We'll ship to ⟦ADDRESS|4417 Cortez Blvd, Tampa, FL 33614⟧; text updates go to ⟦PHONE|(813) 555-0164⟧.
"""),
("conveyancing_completion_statement", """
⟪org_name|Pemberton Rhodes LLP⟫ — COMPLETION STATEMENT
Matter: ⟪case_ref|PR/CONV/7781⟫ — purchase of ⟦ADDRESS|3 Bramble Way, Cheltenham GL52 6TH⟧
Clients: ⟦PERSON|Daniel Whitmore⟧ and ⟦PERSON|Sophie Whitmore⟧
Purchase price ................................ ⟦AMOUNT|£412,500.00⟧
Less mortgage advance (⟪org_name|Nationwide⟫) ..... ⟦AMOUNT|£330,000.00⟧
Stamp Duty Land Tax ........................... ⟦AMOUNT|£10,625.00⟧
Our fees + VAT ................................ ⟦AMOUNT|£1,980.00⟧
BALANCE REQUIRED FROM YOU ..................... ⟦AMOUNT|£95,105.00⟧
Send from your own account only. Our client account: ⟦IBAN|$iban_gb17⟧ (we will NEVER email you changed bank details — call ⟦PERSON|Helen Rhodes⟧ on ⟦PHONE|01242 555 086⟧ to verify).
Funds from Mrs ⟦PERSON|Whitmore⟧'s parents (gift): ⟦AMOUNT|£40,000⟧ from ⟦IBAN|$iban_ie10⟧.
"""),
("oauth_idp_config_yaml", """
# auth-service/config/prod.yaml — maintained by ⟦PERSON|k.adeyemi⟧
oidc:
  issuer: https://login.harborbank.example
  client_id: ⟪app_id|hb-mobile-ios-prod⟫
  client_secret: ⟦SECRET|$client_secret3⟧
  tenant_id: ⟪app_id|6f1d2c3b-9a8e-4f70-b1c2-d3e4f5a6b7c8⟫
session:
  cookie_secret: ⟦SECRET|$client_secret5⟧
  ttl: ⟪duration|3600⟫
signing:
  private_key: |
    ⟦SECRET|$pem1⟧
mfa:
  break_glass_recovery_code: ⟦SECRET|$recovery2⟧
listen: ⟪bind_address|0.0.0.0⟫:⟪port|8443⟫
"""),
("airline_group_booking_api_log", """
2026-12-03 08:15:02 INFO  POST /v1/pnr/⟪booking_ref|QX7L2M⟫/passengers
2026-12-03 08:15:02 DEBUG request body:
[{"given":"⟦PERSON|Oluwadamilare⟧","surname":"⟦PERSON|Ajayi⟧","dob":"⟦DATE_OF_BIRTH|1989-12-30⟧","passport":"⟦PASSPORT|A07719324⟧","nationality":"NGA","phone":"⟦PHONE|+234 803 555 0119⟧"},
 {"given":"⟦PERSON|Chiamaka⟧","surname":"⟦PERSON|Ajayi⟧","dob":"⟦DATE_OF_BIRTH|1992-05-17⟧","passport":"⟦PASSPORT|A08841650⟧","nationality":"NGA","phone":"⟦PHONE|+234 809 555 0142⟧"}]
2026-12-03 08:15:03 INFO  fare quote ⟪price|USD 742.00 per adult⟫, flights ⟪flight_no|ET900⟫ / ⟪flight_no|ET500⟫, seats ⟪seat|23C⟫ ⟪seat|23D⟫
2026-12-03 08:15:04 INFO  payment captured ⟦AMOUNT|USD 1,484.00⟧ ref ⟪txn_ref|PAY-99120455⟫
"""),
("credit_union_member_update_form", """
MEMBER DETAILS UPDATE — ⟪org_name|Harbour City Credit Union⟫
Member number: ⟪member_id|HCCU-00-58812⟫
Name: ⟦PERSON|Siobhán Gallagher⟧
New address: ⟦ADDRESS|Apt 12, The Maltings, Grand Canal Dock, Dublin 4, D04 K7W2⟧
New mobile: ⟦PHONE|+353 86 555 0178⟧   Home: ⟦PHONE|+353 1 555 0266⟧
Email: ⟦EMAIL|siobhan.gallagher@eircom.example⟧
Salary lodged to: ⟦IBAN|$iban_ie10⟧
Loan repayment standing order: ⟦AMOUNT|€320.00⟧ monthly from ⟦IBAN|$iban_nl19⟧ (Dutch account, Amsterdam secondment)
Telephone banking PIN reset requested — new PIN ⟦PASSWORD|7 0 3 9⟧ chosen by member over the phone (staff note: should not have been written here).
"""),
]
