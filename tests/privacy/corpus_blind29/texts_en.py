# English texts, written by hand. Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES[name]
TEXTS = []

TEXTS += [
("vet_sms_reminder", """Hi ⟦PERSON|Gareth⟧, this is ⟪org_name|Brambleside Veterinary Centre⟫. ⟪pet_name|Biscuit⟫ is due his booster on ⟪date|14 March⟫ at ⟪time|10:40⟫. Reply YES to confirm or call ⟦PHONE|01632 960 418⟧."""),

("pet_insurance_claim_email", """From: claims@⟪org_name|pawsure⟫-mail.example
To: ⟦EMAIL|h.oyelaran@mailbox.example⟧
Subject: Claim ⟪claim_ref|PSC-2291-0447⟫ – ⟪pet_name|Mabel⟫ (Cocker Spaniel)

Dear Mrs ⟦PERSON|Oyelaran⟧,

Thank you for sending the invoice from ⟪org_name|Hollins Vets⟫ for ⟪pet_name|Mabel⟫'s ⟪animal_health|cruciate ligament repair⟫. The treatment cost ⟪price|£2,480.00⟫ on the practice tariff; after your ⟪price|£99⟫ excess and 20% co-payment we have approved ⟦AMOUNT|£1,904.80⟧, which will be paid to the account ending ⟪masked_card|****6621⟫ within ⟪duration|5 working days⟫.

Policy: ⟪policy_ref|LIFE-PLUS-883120⟫
Kind regards,
⟦PERSON|Tomasz Wierzbicki⟧
Claims Handler, ⟪org_name|PawSure Insurance⟫"""),

("vet_clinical_note", """Patient: ⟪pet_name|Ziggy⟫ (DSH, 9y, MN)  Owner: ⟦PERSON|Laura Kettleborough⟧  Tel ⟦PHONE|07700 900 213⟧
Hx: vomiting x3 days, ⟪animal_health|hyperthyroidism⟫ on methimazole 2.5 mg BID.
Note: owner mentioned she is herself on ⟦MEDICAL|warfarin⟧ following ⟦MEDICAL|a DVT⟧, so no sharps to be sent home — use the practice sharps bin.
Plan: T4 recheck in ⟪duration|2 weeks⟫. Est. ⟪price|£186⟫. Deposit taken: ⟦AMOUNT|£60.00⟧ (card)."""),

("gym_membership_form", """⟪org_name|IronHouse Gym⟫ — Membership Application
Full name: ⟦PERSON|Connor Ashby-Reid⟧
Date of birth: ⟦DATE_OF_BIRTH|22/07/1994⟧
Email: ⟦EMAIL|connor.ashbyreid@postbox.example⟧
Mobile: ⟦PHONE|07700 900 587⟧
Address: ⟦ADDRESS|41 Falconer Road, Bushey, WD23 3AD⟧
Plan: ⟪product_code|OFFPEAK-12⟫ (⟪price|£24.99⟫/month)
Medical declaration: ⟦MEDICAL|asthma (uses salbutamol inhaler)⟧, ⟦MEDICAL|previous ACL reconstruction, left knee⟧
Direct debit IBAN: ⟦IBAN|$iban1⟧
Signed: ⟦PERSON|C. Ashby-Reid⟧  Date: ⟪date|03/02/2027⟫"""),

("pt_whatsapp", """[08:12] ⟦PERSON|Jess⟧ PT: morning ⟦PERSON|Sam⟧! how's the shoulder after Tuesday?
[08:15] ⟦PERSON|Sam Okafor⟧: still sore tbh, physio says it's ⟦MEDICAL|rotator cuff tendinopathy⟧ so no overhead press for now
[08:16] ⟦PERSON|Jess⟧ PT: ok noted, we'll swap to landmine press. also you owe ⟦AMOUNT|£150⟧ for the 5-session block, my sort code is in the last msg
[08:20] ⟦PERSON|Sam Okafor⟧: sent! ref ⟪payment_ref|SOKAFOR5PK⟫
[08:21] ⟦PERSON|Jess⟧ PT: got it 💪 see you ⟪date|Thu⟫ ⟪time|7am⟫ at ⟪place|Canary Wharf⟫ branch"""),

("gym_incident_report", """INCIDENT REPORT #⟪ticket_ref|IR-0573⟫
Site: ⟪org_name|FlexZone Leicester⟫   Date/time: ⟪timestamp|2027-01-19 18:47⟫
Member: ⟦PERSON|Priyanka Mistry⟧ (member no. ⟪member_id|FZ-448102⟫)
Description: member fainted on treadmill 4. Said she is ⟦MEDICAL|type 1 diabetic⟧ and had skipped lunch. Blood glucose 2.9 via her own meter. Given glucose gel, recovered within ⟪duration|10 min⟫.
First aider: ⟦PERSON|Dan Whitlow⟧. Emergency contact called: ⟦PERSON|Raj Mistry⟧ ⟦PHONE|+44 7700 900 342⟧."""),

("wedding_planner_email", """Hi ⟦PERSON|Aisling⟧ and ⟦PERSON|Ruairí⟧,

Lovely to meet you both at ⟪place|Ballyfin⟫ on Saturday! A quick recap:
- Ceremony ⟪time|2pm⟫, ⟪date|12 June 2027⟫, 110 guests
- Canapés from ⟪org_name|Saltwater Catering⟫ are ⟪price|€14 per head⟫
- Your deposit of ⟦AMOUNT|€3,500⟧ was received on ⟪date|2 March⟫; the balance of ⟦AMOUNT|€11,240⟧ is due 8 weeks before.
- ⟦PERSON|Ruairí⟧'s mum has ⟦MEDICAL|coeliac disease⟧ — I've flagged a gluten-free main.

Bank details for the balance: ⟦IBAN|$iban9⟧ (ref ⟪booking_ref|WED-BF-0612⟫)

Warmly,
⟦PERSON|Niamh Costigan⟧
⟪org_name|Costigan Events⟫ | ⟦PHONE|+353 87 555 0143⟧ | ⟦EMAIL|niamh@costiganevents.example⟧"""),

("caterer_dietary_csv", """guest_name,table,meal,dietary_notes,contact
⟦PERSON|Hollie Barraclough⟧,3,fish,none,⟦PHONE|07700 900 661⟧
⟦PERSON|Ewan McTaggart⟧,3,veg,⟦MEDICAL|severe peanut allergy – carries EpiPen⟧,⟦PHONE|07700 900 662⟧
⟦PERSON|Fatima Zahra Idrissi⟧,5,halal,none,⟦PHONE|07700 900 663⟧
Grandad ⟦PERSON|Len⟧,1,soft,⟦MEDICAL|dysphagia⟧ – puréed,
# menu ⟪version|v4⟫, ⟪org_name|Hartley & Rowe Catering⟫, ⟪price|£62⟫ pp"""),

("funeral_director_letter", """⟪org_name|Pennington & Daughters Funeral Directors⟫
⟦ADDRESS|17 Church Lane, Malton, YO17 7HP⟧

Dear Mr ⟦PERSON|Halloran⟧,

Please accept our condolences on the loss of your father, ⟦PERSON|Francis Joseph Halloran⟧. As discussed, the service will take place at ⟪place|St Leonard's Church⟫ on ⟪date|Friday 9 April⟫ at ⟪time|11:00⟫, followed by cremation at ⟪place|York Crematorium⟫.

Our estimate (ref ⟪invoice_ref|PD-27-0331⟫) totals ⟦AMOUNT|£4,615.50⟧, of which the crematorium fee is ⟪price|£1,050⟫. The ⟦AMOUNT|£1,000⟧ payment you made on account has been deducted, leaving ⟦AMOUNT|£3,615.50⟧.

Yours sincerely,
⟦PERSON|Margaret Pennington⟧"""),

("probate_call_transcript", """[Call recording – ⟪org_name|Greaves Probate Services⟫ – ⟪timestamp|2027-02-08 14:02⟫]
Agent (⟦PERSON|Olu⟧): Can I take the deceased's full name?
Caller: ⟦PERSON|Doreen Ethel Marsh⟧, she passed on the third.
Agent: And her National Insurance number, if you have it?
Caller: Yes, it's ⟦NATIONAL_ID|JR 41 87 22 C⟧.
Agent: Thank you. And you are?
Caller: ⟦PERSON|Keith Marsh⟧, her son. The estate's roughly, uh, three hundred and twenty thousand with the house.
Agent: Our fixed fee is ⟪price|£1,950 plus VAT⟫. There's a bank balance you mentioned?
Caller: About ⟦AMOUNT|forty-one thousand pounds⟧ at ⟪org_name|Nationwide⟫."""),

("removals_quote", """⟪org_name|SwiftShift Removals⟫ – Quote ⟪quote_ref|Q-88213⟫
Customer: Mr & Mrs ⟦PERSON|Dalgleish⟧
Collect: ⟦ADDRESS|Flat 3, 27 Marchmont Crescent, Edinburgh EH9 1HQ⟧
Deliver: ⟦ADDRESS|6 Rowan Brae, Peebles EH45 8QL⟧
Move date: ⟪date|28/04/2027⟫, 2 crew + ⟪vehicle|7.5t Luton⟫
Key safe at new property: code ⟦PASSWORD|4471⟧ (please delete after use)
Price: ⟦AMOUNT|£1,185.00⟧ inc VAT. Deposit paid ⟦AMOUNT|£200.00⟧.
Contact on day: ⟦PHONE|07700 900 904⟧"""),

("storage_unit_access_sms", """⟪org_name|LockBox Storage⟫: Hi ⟦PERSON|Marcus⟧, your unit ⟪unit_ref|B-214⟫ is ready. Gate code ⟦PASSWORD|#58820⟧, site hours ⟪time|6am⟫–⟪time|10pm⟫. First month ⟦AMOUNT|£49.50⟧ charged to card ⟪masked_card|****7719⟫."""),

("coworking_access_log", """2027-03-02T08:31:07Z door=LOBBY-N badge=⟪badge_id|0x4F1A22⟫ user=⟦PERSON|akowalczyk⟧ result=GRANTED
2027-03-02T08:33:55Z door=LOBBY-N badge=⟪badge_id|0x4F19C8⟫ user=⟦PERSON|beatriz.nunes⟧ result=GRANTED
2027-03-02T08:40:12Z door=FL3-HOTDESK badge=⟪badge_id|0x000000⟫ user=unknown result=DENIED src=⟦IP_ADDRESS|10.20.3.41⟧
2027-03-02T08:41:30Z door=FL3-HOTDESK badge=⟪badge_id|0x4F1A22⟫ user=⟦PERSON|akowalczyk⟧ result=GRANTED
2027-03-02T09:02:44Z door=PHONEBOOTH-2 badge=⟪badge_id|0x4F2B07⟫ user=⟦PERSON|tjhughes⟧ result=GRANTED
controller fw ⟪version|3.8.1⟫ uptime ⟪duration|41d⟫"""),

("coworking_welcome_email", """Welcome to ⟪org_name|The Foundry Desk⟫, ⟦PERSON|Imogen⟧!

Your Flex membership starts ⟪date|1 April⟫. Wi-Fi: network ⟪ssid|FoundryMembers⟫, password ⟦PASSWORD|copper-kettle-92⟧.
The building is at ⟦ADDRESS|88 Tib Street, Manchester M4 1LW⟧; post goes to reception.
Your first invoice (⟪invoice_ref|FD-10442⟫) of ⟦AMOUNT|£210.00⟧ will be taken on the 1st. Meeting rooms are ⟪price|£18/hour⟫ for members.

— ⟦PERSON|Kwame⟧, Community Manager, ⟦PHONE|0161 496 0732⟧"""),

("freelance_invoice", """INVOICE ⟪invoice_ref|INV-2027-014⟫
From: ⟦PERSON|Elena Popescu⟧, illustration & UX
⟦ADDRESS|Str. Avram Iancu 12, ap. 4, 400089 Cluj-Napoca, Romania⟧
To: ⟪org_name|Mintleaf Studio Ltd⟫ (via ⟪org_name|Workmesh⟫ contract ⟪contract_ref|WM-C-77310⟫)

Item                          Hours   Rate     Total
Onboarding screens (12)       32      ⟪price|€55⟫      €1,760.00
Icon set revisions            6       ⟪price|€55⟫      €330.00
TOTAL DUE                                      ⟦AMOUNT|€2,090.00⟧

Pay to: ⟦IBAN|$iban16⟧ (Revolut), or PayPal ⟦EMAIL|elena.popescu.art@inbox.example⟧
Due: ⟪date|30 days⟫"""),

("freelance_payout_api_log", """[2027-03-11 02:14:09] INFO payouts.worker batch=⟪batch_id|pb_7f3a91⟫ freelancer_id=⟪user_id|f_200413⟫ name="⟦PERSON|Mehmet Yıldırım⟧" amount=⟦AMOUNT|1432.50⟧ currency=USD method=wise
[2027-03-11 02:14:09] DEBUG stripe client init key=⟦APIKEY|$sklive1⟧
[2027-03-11 02:14:10] INFO payouts.worker freelancer_id=⟪user_id|f_200418⟫ name="⟦PERSON|Ana Clara Souza⟧" amount=⟦AMOUNT|860.00⟧ currency=USD method=pix cpf=⟦NATIONAL_ID|$cpf1⟧
[2027-03-11 02:14:11] WARN payouts.worker retry in ⟪duration|30s⟫ (HTTP ⟪status_code|429⟫)"""),

("crowdfunding_update", """Update #6 from the Hope for ⟦PERSON|Harriet⟧ team

Thank you all! We've now raised ⟪price|£38,400⟫ of our ⟪price|£50,000⟫ target for ⟦PERSON|Harriet⟧'s ⟦MEDICAL|proton beam therapy⟧ for her ⟦MEDICAL|medulloblastoma⟧. A special thank you to ⟦PERSON|Ben and Carys Llewellyn⟧ who donated ⟦AMOUNT|£2,000⟧, and to the ⟪org_name|Swansea Harriers⟫ for their ⟪event|10k⟫.

⟦PERSON|Harriet⟧ starts treatment in ⟪place|Manchester⟫ on ⟪date|the 17th⟫. — ⟦PERSON|Sian⟧ (mum)"""),

("donation_receipt", """⟪org_name|Riverside Food Bank⟫ — Gift Aid receipt
Receipt no: ⟪receipt_ref|RFB-009812⟫
Donor: Mr ⟦PERSON|Oliver Tan⟧
Address: ⟦ADDRESS|2 Weavers Yard, Norwich NR3 1AB⟧
Donation: ⟦AMOUNT|£250.00⟧ on ⟪date|05/01/2027⟫ by card ⟪masked_card|**** **** **** 0934⟫
Gift Aid claimed: ⟦AMOUNT|£62.50⟧
Charity no. ⟪charity_no|1104419⟫"""),

("conveyancing_completion_statement", """COMPLETION STATEMENT
Matter: ⟪matter_ref|CONV/4471/RT⟫  Client: ⟦PERSON|Rhiannon Thistlewood⟧
Property: ⟦ADDRESS|9 Larkhill Close, Frome, BA11 2TP⟧
Completion date: ⟪date|16 May 2027⟫

Purchase price                         ⟪price|£385,000.00⟫
Stamp Duty Land Tax                    ⟦AMOUNT|£6,750.00⟧
Our fees (as quoted)                   ⟪price|£1,150.00⟫
Search fees                            ⟦AMOUNT|£342.60⟧
Less: mortgage advance (⟪org_name|Coventry BS⟫)  (⟦AMOUNT|£308,000.00⟧)
Less: deposit paid on exchange         (⟦AMOUNT|£38,500.00⟧)
BALANCE REQUIRED FROM YOU             ⟦AMOUNT|£46,742.60⟧

Please transfer to our client account: ⟪org_name|Thistle & Moss LLP⟫, ⟪sort_code|sort code 40-11-60⟫ — do not act on any email changing these details."""),

("solicitor_email_fraud_warning", """Dear ⟦PERSON|Dev⟧,

Further to our call, exchange took place today at ⟪time|14:20⟫. Please note we will NEVER email you to change our bank details. The seller's solicitors are ⟪org_name|Bramwell Hart⟫, ref ⟪matter_ref|BH/22871⟫.

Your remaining balance of ⟦AMOUNT|£12,880.40⟧ is due by ⟪date|Thursday⟫.

Regards,
⟦PERSON|Charlotte Nwosu⟧ | Associate Solicitor
⟪org_name|Fenwick Lowe Solicitors⟫ | ⟦ADDRESS|3rd Floor, 21 King Street, Leeds LS1 2HL⟧
T: ⟦PHONE|0113 496 0550⟧ | E: ⟦EMAIL|c.nwosu@fenwicklowe.example⟧"""),

("immigration_adviser_checklist", """Client: ⟦PERSON|SANTOS Ricardo⟧   File: ⟪case_ref|IMM-2027-0188⟫
Route: ⟪visa_route|Skilled Worker⟫ — extension
Passport: ⟦PASSPORT|FX9371522⟧ (Brazil), exp ⟪date|2031-08-04⟫
DOB: ⟦DATE_OF_BIRTH|4 August 1989⟧
CPF: ⟦NATIONAL_ID|$cpf2⟧
BRP: seen, copy on file (⟪doc_ref|scan 3 of 7⟫)
Biometrics booked at ⟪place|Croydon UKVCAS⟫, ⟪date|21 Feb⟫ ⟪time|09:15⟫
Salary on CoS: ⟦AMOUNT|£41,500⟧ (threshold ⟪price|£38,700⟫)
Outstanding: ⟦PERSON|Ricardo⟧ to send 3 months' payslips; fee paid ⟦AMOUNT|£719⟧."""),

("visa_application_form_ocr", """APPLICATION FOR A VISIT VISA — PAGE 2 (scanned)
Surname: ⟦PERSON|NGUYEN⟧   Given names: ⟦PERSON|THI HONG NHUNG⟧
Sex: F   Date of birth: ⟦DATE_OF_BIRTH|17 / 11 / 1996⟧
Passport No: ⟦PASSPORT|C4471829⟧   Issued: ⟪place|Ha Noi⟫
Address in UK during visit: c/o ⟦PERSON|Mr Quang Tran⟧, ⟦ADDRESS|55 Elmfield Avenue, Birmingham B29 6QT⟧
Funds available: ⟦AMOUNT|VND 412,000,000⟧ (bank letter attached)
Applicant ref: ⟪case_ref|GWF081223344⟫   Fee: ⟪price|£127⟫"""),

("dentist_recall_sms", """⟪org_name|Smile Lane Dental⟫: ⟦PERSON|Ffion⟧, you're overdue your check-up & scale. Book online or call ⟦PHONE|029 2018 0344⟧. Band 1 NHS charge ⟪price|£27.40⟫. Reply STOP to opt out."""),

("orthodontist_treatment_plan", """⟪org_name|Northgate Orthodontics⟫ — Treatment Plan
Patient: ⟦PERSON|Lily-Mae Hargreaves⟧ (DOB ⟦DATE_OF_BIRTH|08/09/2012⟧)
Parent/guardian: ⟦PERSON|Kirsty Hargreaves⟧, ⟦PHONE|07700 900 128⟧
Diagnosis: ⟦MEDICAL|Class II div 1 malocclusion, overjet 9 mm⟧
Proposed: ⟦MEDICAL|Twin Block functional appliance⟧ then ⟦MEDICAL|upper and lower fixed braces⟧
Private fee: ⟦AMOUNT|£3,950⟧ — payment plan ⟦AMOUNT|£165⟧/month x 24 agreed
Dentist: Dr ⟦PERSON|A. Bhattacharya⟧ GDC ⟪reg_no|112409⟫"""),

("physio_soap_note", """S: Mr ⟦PERSON|Grzegorz Nowak⟧ reports low back pain radiating to L leg, 6/10, worse sitting. Works as HGV driver.
O: SLR positive L at 40°. Reduced ankle reflex L.
A: likely ⟦MEDICAL|L5/S1 disc herniation with left S1 radiculopathy⟧.
P: McKenzie extensions, ⟪duration|3x daily⟫; review ⟪date|7/3⟫. Refer to GP re ⟦MEDICAL|naproxen 500 mg⟧.
Session fee ⟦AMOUNT|£55⟧ paid (insurer ⟪org_name|Bupa⟫, auth ⟪auth_ref|AUTH-55120391⟫)."""),
]

TEXTS += [
("therapy_session_note", """Session 7 — ⟪date|24.02.2027⟫ — 50 min
Client: ⟦PERSON|J.M.⟧ (⟦PERSON|Jonah Mercer⟧)
Presenting: ⟦MEDICAL|generalised anxiety disorder⟧, ⟦MEDICAL|panic attacks⟧ on the Tube. Currently on ⟦MEDICAL|sertraline 100 mg⟧ via GP.
⟦PERSON|Jonah⟧ described a panic episode at ⟪place|Bank station⟫ last Thursday. We did interoceptive exposure (spinning, 3 x ⟪duration|30s⟫).
Homework: thought record x4. Next: ⟪date|3 March⟫.
Fee: ⟦AMOUNT|£85⟧ (sliding scale; standard ⟪price|£110⟫). — Dr ⟦PERSON|R. Okonjo⟧, ⟪reg_no|HCPC PYL04412⟫"""),

("therapy_referral_letter", """Dear Dr ⟦PERSON|Haworth⟧,

Re: Ms ⟦PERSON|Bethany Crouch⟧, DOB ⟦DATE_OF_BIRTH|3 January 1991⟧, NHS no. ⟪nhs_ref|see GP record⟫
⟦ADDRESS|14 Oakfield Terrace, Stroud GL5 3NR⟧

I have seen ⟦PERSON|Bethany⟧ for 12 sessions of EMDR for ⟦MEDICAL|PTSD⟧ following a road traffic collision. She has also disclosed ⟦MEDICAL|disordered eating (restrictive)⟧ which I feel needs specialist input.

With thanks,
⟦PERSON|Marguerite Ellison⟧, Counselling Psychologist
⟦PHONE|01453 960 227⟧ · ⟪org_name|Five Valleys Therapy⟫"""),

("pharmacy_repeat_prescription_sms", """⟪org_name|Boots⟫: Hi ⟦PERSON|Derek⟧, your repeat prescription for ⟦MEDICAL|Ramipril 5mg⟧ and ⟦MEDICAL|Atorvastatin 40mg⟧ is ready to collect at ⟪place|Hereford High Town⟫. Collection code ⟪otp_code|4827⟫. Prescription charge ⟪price|£9.90⟫ per item."""),

("pharmacy_order_sql", """INSERT INTO rx_orders (order_id, patient_name, dob, medication, qty, paid, phone) VALUES
('⟪order_ref|RX-558102⟫', '⟦PERSON|Patel, Hemaben⟧', '⟦DATE_OF_BIRTH|1958-10-30⟧', '⟦MEDICAL|Metformin 500mg MR⟧', 112, ⟦AMOUNT|9.90⟧, '⟦PHONE|07700900451⟧'),
('⟪order_ref|RX-558103⟫', '⟦PERSON|O'Brien, Seamus⟧', '⟦DATE_OF_BIRTH|1949-03-02⟧', '⟦MEDICAL|Levothyroxine 75mcg⟧', 28, 0.00, '⟦PHONE|07700900452⟧'),
('⟪order_ref|RX-558104⟫', '⟦PERSON|Kaur, Simran⟧', '⟦DATE_OF_BIRTH|1987-06-19⟧', '⟦MEDICAL|Fluoxetine 20mg⟧', 30, ⟦AMOUNT|19.80⟧, '⟦PHONE|07700900453⟧');
-- schema ⟪version|v12⟫, migrated ⟪timestamp|2027-01-03 04:00⟫"""),

("password_manager_export_csv", """name,url,username,password,totp,notes
⟪service|Octopus Energy⟫,https://octopus.energy.example/login,⟦EMAIL|v.achterberg@fastmail.example⟧,⟦PASSWORD|Tulp!Veld-2026⟧,,
⟪service|DigiD⟫,https://digid.example/,⟦PERSON|vachterberg⟧,⟦PASSWORD|Grachten#88ms⟧,⟦SECRET|$totp1⟧,BSN ⟦NATIONAL_ID|$bsn1⟧
⟪service|Home router⟫,http://⟦IP_ADDRESS|192.168.1.254⟧,admin,⟦PASSWORD|vH7-kq2P-wz⟧,,
⟪service|Backup NAS⟫,http://⟦IP_ADDRESS|192.168.1.20⟧:5000,⟦PERSON|vera⟧,⟦PASSWORD|zolder-kast-blauw⟧,,recovery: ⟦SECRET|$recovery1⟧"""),

("sso_admin_console_audit", """Admin audit — ⟪org_name|Larchfield Group⟫ SSO tenant ⟪app_id|tnt_8812af0e⟫
⟪timestamp|2027-03-14 09:02:11 UTC⟫  ⟦PERSON|m.ferreira⟧ reset MFA for user ⟦EMAIL|o.lindqvist@larchfield.example⟧
⟪timestamp|2027-03-14 09:02:40 UTC⟫  ⟦PERSON|m.ferreira⟧ issued temporary password ⟦PASSWORD|Welcome-Larch-4471⟧ (expires in ⟪duration|24h⟫)
⟪timestamp|2027-03-14 09:05:19 UTC⟫  SAML app "⟪service|Payroll⟫" client_id=⟪app_id|0oa4f7kq2zX9LmP1h5d7⟫ client_secret rotated → ⟦SECRET|$csecret1⟧
⟪timestamp|2027-03-14 09:06:02 UTC⟫  login ⟦PERSON|o.lindqvist⟧ from ⟦IP_ADDRESS|81.227.14.96⟧ (⟪place|Gothenburg, SE⟫) OK"""),

("sso_slack_thread", """#it-helpdesk
⟦PERSON|Priya Raman⟧: can someone reset my Okta? locked out after 5 tries
⟦PERSON|Tom Birchall⟧: done — temp pw is ⟦PASSWORD|Spring2027!Reset⟧ , change it on first login
⟦PERSON|Priya Raman⟧: ty. also the bearer token I pasted in #dev yesterday, should I worry? ⟦APIKEY|$jwt1⟧
⟦PERSON|Tom Birchall⟧: yes 🙃 revoking now. please don't paste tokens in channels. ticket ⟪ticket_ref|HD-30218⟫"""),

("k8s_secret_yaml", """apiVersion: v1
kind: Secret
metadata:
  name: ⟪resource_name|billing-api-secrets⟫
  namespace: ⟪namespace|prod⟫
type: Opaque
stringData:
  STRIPE_SECRET_KEY: ⟦APIKEY|$sklive2⟧
  STRIPE_PUBLISHABLE_KEY: ⟪app_id|pk_live_51MxQ2hGv8aT0kYwZpF3nB7cD⟫
  DATABASE_URL: postgres://billing:⟦SECRET|Qx8!vP2mZr-77⟧@⟦IP_ADDRESS|10.42.7.15⟧:⟪port|5432⟫/billing
  SENDGRID_API_KEY: ⟦APIKEY|$sendgrid1⟧
data:
  SESSION_SIGNING_KEY: ⟦SECRET|$k8s_b64_1⟧
# owner: ⟦PERSON|fkaraca⟧  image ⟪image_tag|billing-api:2.14.0⟫"""),

("cloud_billing_email", """Subject: Your ⟪org_name|Nimbus Cloud⟫ invoice for February 2027

Hello ⟦PERSON|Tobias Brandt⟧,

Your invoice ⟪invoice_ref|NC-INV-00482913⟫ for account ⟪account_id|acct-77120-eu⟫ is now available.
Compute (on-demand, list price ⟪price|$0.0416/hr⟫)     $612.40
Object storage                                           $88.12
Total charged to Visa ⟪masked_card|•••• 4410⟫:          ⟦AMOUNT|$700.52⟧

Billing address: ⟦ADDRESS|Kastanienallee 31, 10435 Berlin⟧
Questions? ⟦EMAIL|billing@nimbuscloud.example⟧"""),

("cloud_env_file", """# .env.production  — DO NOT COMMIT
APP_ENV=production
APP_PORT=⟪port|8080⟫
BIND_HOST=⟪bind_address|0.0.0.0⟫
AWS_ACCESS_KEY_ID=⟦APIKEY|$aws_akid1⟧
AWS_SECRET_ACCESS_KEY=⟦SECRET|$aws_secret1⟧
AWS_REGION=⟪region|eu-west-2⟫
OPENAI_API_KEY=⟦APIKEY|$openai1⟧
REDIS_URL=redis://:⟦SECRET|r3d1s-Pa55-kelp⟧@⟦IP_ADDRESS|10.0.12.8⟧:⟪port|6379⟫/0
SENTRY_RELEASE=⟪commit_sha|9f2c1e7a4b⟫
ADMIN_CONTACT=⟦EMAIL|ops-oncall@tidepool.example⟧"""),

("ci_log_leak", """#412 [build 3/7] RUN npm ci
#412 npm WARN deprecated ⟪package|inflight@1.0.6⟫
#413 [build 4/7] RUN echo "//registry.npmjs.org/:_authToken=⟦APIKEY|$npm1⟧" > ~/.npmrc
#414 [build 5/7] RUN npm publish --access public
#414 + ⟪package|@tidepool/ui-kit@4.2.0⟫
#415 exporting layers ⟪container_id|sha256:3be1c09a77f2⟫ done
pipeline ⟪build_id|run 88120⟫ triggered by ⟦PERSON|hannah-okoro⟧ on ⟪branch|main⟫"""),

("smart_lock_app_notification", """⟪org_name|Latchly⟫ • Front Door
⟦PERSON|Megan⟧ unlocked the door with code ⟦PASSWORD|2 5 8 0 1⟧ at ⟪time|3:14 PM⟫.
Guest code for "Cleaner – ⟦PERSON|Rosa⟧" is active ⟪date|Mon⟫–⟪date|Fri⟫ ⟪time|9:00⟫–⟪time|13:00⟫.
Battery ⟪percentage|62%⟫ · firmware ⟪version|2.7.4⟫"""),

("home_alarm_install_email", """Hi ⟦PERSON|Tunde⟧,

Your ⟪org_name|GuardPoint⟫ alarm is live at ⟦ADDRESS|7 Heron Way, Chelmsford CM2 6FS⟧.
Master user code: ⟦PASSWORD|9164⟧ (change this within ⟪duration|48 hours⟫)
Duress code: ⟦PASSWORD|9165⟧
Monitoring password (for when the ARC calls you): ⟦PASSWORD|bluebell⟧
Keyholder: ⟦PERSON|Funmi Adeyemi⟧, ⟦PHONE|07700 900 770⟧
Monthly monitoring is ⟪price|£17.50⟫; today we took ⟦AMOUNT|£249.00⟧ for the install balance.

⟦PERSON|Gav⟧, ⟪org_name|GuardPoint⟫ installer"""),
]

TEXTS += [
("weather_forecast", """⟪place|Cumbria⟫ forecast, ⟪date|Tuesday 16 March⟫: rain spreading east by ⟪time|mid-morning⟫, heavy over the ⟪place|Lake District⟫ fells with 30–40 mm possible. Winds ⟪measurement|SW 25 mph⟫, gusting 50 on summits. Brighter from the west late afternoon. Max ⟪measurement|9°C⟫. Yellow warning ⟪ticket_ref|W-0316-NW⟫ valid until ⟪time|21:00⟫."""),

("bus_timetable", """Route ⟪route_no|X34⟫ ⟪place|Harrogate⟫ – ⟪place|Leeds⟫ (Mon–Sat)
Harrogate Bus Station   ⟪time|06:45⟫  ⟪time|07:15⟫  ⟪time|07:45⟫  then every ⟪duration|30 min⟫
Pannal Ash              06:58  07:28  07:58
Leeds Infirmary St      07:42  08:12  08:42
Adult single ⟪price|£2.00⟫ (capped fare). Timetable valid from ⟪date|06/04/2027⟫."""),

("firmware_changelog", """## ⟪product_code|HX-200⟫ thermostat firmware ⟪version|5.2.0⟫ (⟪date|2027-02-11⟫)
- Fixed: schedule lost after DST change (⟪ticket_ref|FW-1181⟫)
- Improved: Wi-Fi reconnect backoff now caps at ⟪duration|300 s⟫
- Security: TLS pinning updated, default listener no longer binds ⟪bind_address|0.0.0.0⟫
- Known issue: OpenTherm boilers on ⟪version|v3.0⟫ bus may report E4
Build ⟪commit_sha|a41f09d2c7⟫"""),

("museum_hours", """⟪org_name|The Harbour Museum⟫ — opening hours
Tue–Sun ⟪time|10:00⟫–⟪time|17:00⟫ (last entry ⟪time|16:15⟫). Closed Mondays except bank holidays.
Adults ⟪price|£8⟫, concessions ⟪price|£5⟫, under-16s free. Group bookings of 15+: call the front desk.
Find us at ⟪place|Quayside⟫ — nearest car park ⟪place|Fish Quay⟫ (⟪price|£1.80/hr⟫)."""),

("recipe_card", """Lemon & thyme drizzle (serves ⟪quantity|8⟫)
225g butter, 225g caster sugar, 4 eggs, 225g self-raising flour, zest of 2 lemons.
Bake at ⟪measurement|180°C⟫ (⟪measurement|160°C fan⟫) for ⟪duration|45–50 minutes⟫.
Drizzle: juice of 1½ lemons + 85g sugar + 1 tsp thyme leaves. Recipe ⟪version|v2⟫ from the ⟪org_name|Ashdown WI⟫ bake sale book."""),

("vet_pet_insurance_phone_transcript", """AGENT: ⟪org_name|Purrfect Cover⟫, you're speaking with ⟦PERSON|Leanne⟧.
CUSTOMER: Hi, it's ⟦PERSON|Rob Cheung⟧, policy ⟪policy_ref|PC-77-190224⟫. My cat ⟪pet_name|Tofu⟫ was diagnosed with ⟪animal_health|chronic kidney disease⟫.
AGENT: Sorry to hear that. Can you confirm your postcode and date of birth?
CUSTOMER: ⟪postcode|SE15⟫, er, ⟪postcode|SE15 4QA⟫, and ⟦DATE_OF_BIRTH|the ninth of May, nineteen eighty-five⟧.
AGENT: Thanks. You've claimed ⟦AMOUNT|£1,120⟧ so far this year against a ⟪price|£4,000⟫ limit.
CUSTOMER: And I just paid the vet another ⟦AMOUNT|three hundred and forty quid⟧.
AGENT: Email the invoice to ⟦EMAIL|claims@purrfectcover.example⟧ and quote the policy number."""),

("vet_referral_email_owner_health", """Hi team,
Referring ⟪pet_name|Nala⟫ (Staffie, 6y) to ⟪org_name|Davies Referrals⟫ for ⟪animal_health|mast cell tumour excision⟫. Owner Ms ⟦PERSON|Jade Farrow⟧ is deaf and uses text only — mobile ⟦PHONE|07700 900 318⟧. Insurer pre-auth ⟪auth_ref|PA-221903⟫.
Thanks, ⟦PERSON|Ollie⟧ (⟪org_name|Marsh Lane Vets⟫)"""),

("gym_cancellation_dispute_email", """To: ⟦EMAIL|members@pulsefitness.example⟧
Subject: Membership ⟪member_id|PF-0093321⟫ — cancellation on medical grounds

Hello,
I'm writing to cancel my membership. I was diagnosed with ⟦MEDICAL|heart failure with reduced ejection fraction⟧ in January and my cardiologist has told me not to exercise unsupervised. I attach her letter.
You've taken ⟦AMOUNT|£34.99⟧ twice since I first emailed on ⟪date|4 February⟫; please refund ⟦AMOUNT|£69.98⟧.

⟦PERSON|Stuart Galloway⟧
⟦ADDRESS|112 Clepington Road, Dundee DD3 7SW⟧
⟦PHONE|01382 496 017⟧"""),

("wedding_caterer_invoice_md", """| Item | Qty | Unit | Line |
|---|---|---|---|
| Three-course wedding breakfast | 86 | ⟪price|£48.00⟫ | £4,128.00 |
| Evening hog roast | 120 | ⟪price|£12.50⟫ | £1,500.00 |
| Corkage | 1 | ⟪price|£350.00⟫ | £350.00 |
| **Total (Mr and Mrs ⟦PERSON|Abernethy⟧)** | | | **⟦AMOUNT|£5,978.00⟧** |
| Paid ⟪date|12/11/2026⟫ | | | ⟦AMOUNT|£1,750.00⟧ |

Invoice ⟪invoice_ref|HRC-0921⟫ · ⟪org_name|Hartfield Rose Catering⟫"""),

("funeral_probate_bank_letter_ocr", """⟪org_name|LLOYDS BANK⟫ — Bereavement Centre
Our ref: ⟪case_ref|BC/2027/118204⟫

Estate of Mr ⟦PERSON|Alan Roderick Pryce⟧ (deceased)
Account: current account, sort code ⟪sort_code|30-94-57⟫
Balance at date of death: ⟦AMOUNT|£18,331.07⟧
Interest accrued: ⟦AMOUNT|£12.44⟧
Please send the grant of probate and ID for the executor, ⟦PERSON|Gwen Pryce⟧, to ⟦ADDRESS|PO Box 1000, Andover BX1 1LT⟧."""),
]

TEXTS += [
("removals_card_payment_call", """[⟪org_name|Atlas & Co Movers⟫ – payment line – recorded]
REP: So that's the balance for the Denver to Boise move, ⟦AMOUNT|$3,412.00⟧. Card number when you're ready?
CLIENT (⟦PERSON|Kayla Brennan⟧): ⟦CARD|$card16⟧.
REP: Expiry?
CLIENT: ⟪card_expiry|09/29⟫. Security code ⟦CVV|614⟧.
REP: And billing ZIP?
CLIENT: ⟪postcode|80211⟫.
REP: Approved, auth ⟪auth_ref|AX55821⟫. Crew lead ⟦PERSON|Marco⟧ will call from ⟦PHONE|(303) 555-0147⟧ on the day."""),

("storage_unit_lien_notice", """NOTICE OF LIEN SALE — ⟪org_name|StoreSafe Self Storage⟫, ⟦ADDRESS|4410 Industrial Pkwy, Tulsa, OK 74107⟧
Occupant: ⟦PERSON|Darnell K. Whitfield⟧   Unit: ⟪unit_ref|C-118⟫
Amount due: ⟦AMOUNT|$1,286.40⟧ (rent ⟪price|$119/mo⟫ + late fees)
Last known address: ⟦ADDRESS|2207 N Garnett Rd Apt 14, Tulsa, OK 74116⟧
Sale date: ⟪date|April 22, 2027⟫ at ⟪time|10 a.m.⟫ on ⟪service|StorageTreasures⟫."""),

("us_immigration_intake_form", """⟪org_name|Reyes & Lindgren Immigration Law⟫ — Client Intake
Name: ⟦PERSON|Olena Petrenko⟧   Other names used: ⟦PERSON|Helena Petrenko⟧
DOB: ⟦DATE_OF_BIRTH|02/14/1990⟧   Country of birth: ⟪place|Ukraine⟫
Passport: ⟦PASSPORT|FT482911⟧   A-Number: ⟪case_ref|A-219-004-118⟫ (on file)
SSN: ⟦SSN|$ssn1⟧
Current address: ⟦ADDRESS|1840 W Division St #3R, Chicago, IL 60622⟧
Phone: ⟦PHONE|(312) 555-0182⟧   Email: ⟦EMAIL|olena.petrenko90@mail.example⟧
Matter: ⟪visa_route|I-485 adjustment⟫; retainer paid ⟦AMOUNT|$2,500⟧ (flat fee ⟪price|$4,800⟫)"""),

("immigration_biometrics_email", """Dear ⟦PERSON|Arjun Menon⟧,

Your biometrics appointment for application ⟪case_ref|VFS/IND/2027/00923⟫ is confirmed:
⟪place|VFS Global, Manchester⟫, ⟪date|Tuesday 9 March 2027⟫, ⟪time|11:30⟫.
Please bring passport ⟦PASSPORT|Z7716042⟧ and your Aadhaar (⟦NATIONAL_ID|$aadhaar1⟧) for identity confirmation.
Priority service fee ⟪price|£250⟫ has not been purchased.

⟪org_name|VFS Global⟫ — this is an automated mailbox, replies to ⟦EMAIL|noreply-uk@vfs.example⟧ are not read."""),

("dentist_payment_receipt", """⟪org_name|Bright Arch Dental Studio⟫
⟦ADDRESS|1020 Larimer St, Suite 200, Denver, CO 80204⟧   ⟦PHONE|(720) 555-0133⟧
Patient: ⟦PERSON|Hollis, Jenna⟧   Acct ⟪account_id|BA-22910⟫
⟪date|03/08/2027⟫  D2740 ⟦MEDICAL|porcelain crown #19⟧          1,350.00
⟪date|03/08/2027⟫  D3330 ⟦MEDICAL|root canal, molar⟧            1,100.00
Insurance estimate (⟪org_name|Delta Dental⟫)                  -1,225.00
Patient paid today (Visa ⟪masked_card|XXXX1187⟫)              ⟦AMOUNT|$1,225.00⟧
Remaining balance                                     ⟦AMOUNT|$0.00⟧"""),

("chiropractor_intake_web_form", """POST /forms/intake HTTP/1.1  (captured by support, ticket ⟪ticket_ref|ZD-44821⟫)
first_name=⟦PERSON|Brandon⟧&last_name=⟦PERSON|Ochoa⟧&dob=⟦DATE_OF_BIRTH|1979-12-05⟧&phone=⟦PHONE|505-555-0119⟧
&email=⟦EMAIL|b.ochoa.nm@mail.example⟧&complaint=⟦MEDICAL|neck pain after whiplash⟧&meds=⟦MEDICAL|cyclobenzaprine 10mg⟧
&ssn=⟦SSN|$ssn2⟧&insurer=⟪org_name|BCBS NM⟫&member_id=⟪member_id|XJH884120033⟫
User-Agent: ⟪user_agent|Mozilla/5.0 (iPhone; CPU iPhone OS 17_4)⟫  X-Forwarded-For: ⟦IP_ADDRESS|174.56.201.33⟧"""),

("pharmacy_us_refill_voicemail", """Voicemail transcription, ⟪timestamp|Mar 3 4:52 PM⟫:
"Hi, this is ⟦PERSON|Gloria Whitaker⟧, date of birth ⟦DATE_OF_BIRTH|June 2nd 1951⟧, calling to refill my ⟦MEDICAL|Eliquis five milligram⟧ and the ⟦MEDICAL|Lasix⟧. Rx number is ⟪rx_ref|6021187⟫. My copay last time was ⟦AMOUNT|forty-seven dollars⟧, I hope it's not more. Call me back at ⟦PHONE|five five five, zero one six four⟧... that's area code ⟪area_code|612⟫. Thank you, dear." """),

("password_manager_shared_vault_note", """Shared vault: "⟪vault_name|Family⟫" — item: Netflix / Wi-Fi / bank PINs
Wi-Fi (⟪ssid|Hendricks-5G⟫): ⟦PASSWORD|maple syrup waffles 1987⟧
Netflix: ⟦EMAIL|hendricks.family@mail.example⟧ / ⟦PASSWORD|Ch1ck3nNugg3t$⟧
Mom's debit PIN: ⟦PASSWORD|0419⟧ — do NOT share with the kids
Garage keypad: ⟦PASSWORD|six two six two⟧
Last edited by ⟦PERSON|Dana Hendricks⟧ ⟪timestamp|2027-01-30 21:04⟫"""),

("github_actions_leak_log", """2027-03-01T11:20:44.118Z ##[group]Run ./deploy.sh
2027-03-01T11:20:44.120Z GH_TOKEN=⟦APIKEY|$ghp1⟧
2027-03-01T11:20:44.121Z HF_TOKEN=⟦APIKEY|$hf1⟧
2027-03-01T11:20:45.907Z Pushing ⟪image_tag|ghcr.io/quokka-labs/infer:1.9.3⟫
2027-03-01T11:20:51.003Z Deployed to ⟦IP_ADDRESS|34.89.112.7⟧ (⟪region|europe-west2⟫)
2027-03-01T11:20:51.004Z Notified @⟦PERSON|lwasswa⟧
Job ⟪build_id|12988410233⟫ completed in ⟪duration|1m 09s⟫"""),

("kubectl_shell_history", """  501  kubectl config use-context ⟪cluster|gke_quokka_prod⟫
  502  kubectl -n ⟪namespace|payments⟫ get secret pg-creds -o jsonpath='{.data.password}' | base64 -d
  503  kubectl -n ⟪namespace|payments⟫ create secret generic anthropic --from-literal=key=⟦APIKEY|$anthropic1⟧
  504  export PGPASSWORD='⟦PASSWORD|Hx9#wr0te-slate⟧'
  505  psql -h ⟦IP_ADDRESS|10.128.0.44⟧ -U payments_rw -p ⟪port|5432⟫
  506  ssh ⟦PERSON|mkhumalo⟧@⟦IP_ADDRESS|35.246.71.190⟧
  507  ls /home/⟦PERSON|mkhumalo⟧/.kube"""),

("iot_lock_api_json", """{
  "device_id": "⟪device_id|LK-9F3A-220B⟫",
  "model": "⟪product_code|Latchly Pro 2⟫",
  "firmware": "⟪version|4.1.0-rc2⟫",
  "owner": {"name": "⟦PERSON|Henrik Solberg⟧", "email": "⟦EMAIL|henrik.solberg@mail.example⟧"},
  "address": "⟦ADDRESS|Thereses gate 14B, 0168 Oslo⟧",
  "pins": [
    {"label": "⟦PERSON|Henrik⟧", "code": "⟦PASSWORD|720914⟧"},
    {"label": "dog walker (⟦PERSON|Ingrid⟧)", "code": "⟦PASSWORD|335511⟧"}
  ],
  "cloud_token": "⟦APIKEY|$jwt4⟧",
  "last_seen_ip": "⟦IP_ADDRESS|84.210.43.117⟧",
  "mqtt_broker": "⟪doc_ip|192.0.2.44⟫"
}"""),

("alarm_monitoring_centre_log", """ARC event log — account ⟪account_id|GP-558104⟫
⟪timestamp|02:41:07⟫ ZONE 4 (rear door) ALARM
⟪timestamp|02:41:40⟫ Operator ⟦PERSON|K. Simms⟧ called keyholder 1 ⟦PERSON|Eleanor Voss⟧ ⟦PHONE|07700 900 455⟧ — no answer
⟪timestamp|02:42:15⟫ Called keyholder 2 ⟦PERSON|Peter Voss⟧ ⟦PHONE|07700 900 456⟧ — answered, gave password "⟦PASSWORD|marmalade⟧" ✔
⟪timestamp|02:43:00⟫ Keyholder confirms cat (⟪pet_name|Pickle⟫) set off PIR. Cancelled. Ref ⟪ticket_ref|EV-77102⟫"""),

("crowdfunding_backer_csv", """backer_id,name,email,pledge_gbp,reward,country
⟪user_id|b10021⟫,⟦PERSON|Siobhan Walsh⟧,⟦EMAIL|siobhan.w@mail.example⟧,⟦AMOUNT|25⟧,⟪product_code|RW-ZINE⟫,IE
⟪user_id|b10022⟫,⟦PERSON|Mateus Lima⟧,⟦EMAIL|mateus.lima@mail.example⟧,⟦AMOUNT|120⟧,⟪product_code|RW-PRINT-A2⟫,BR
⟪user_id|b10023⟫,⟦PERSON|kenji.w⟧,⟦EMAIL|kenji.w@mail.example⟧,⟦AMOUNT|5⟧,⟪product_code|RW-THANKS⟫,JP
# campaign goal ⟪price|8000⟫, export ⟪timestamp|2027-02-28T23:59Z⟫"""),
]

TEXTS += [
("teams_chat_vet_practice_manager", """[Teams] #reception — ⟪org_name|Fairholme Vets⟫
⟦PERSON|Chloe Ng⟧ 10:02: Mrs ⟦PERSON|Burrows⟧ rang again about the bill for ⟪pet_name|Rolo⟫, says she can only do ⟦AMOUNT|£50⟧ a week
⟦PERSON|Aled Price⟧ 10:04: fine, set up the plan. total outstanding is ⟦AMOUNT|£1,312.76⟧ I think
⟦PERSON|Chloe Ng⟧ 10:05: she also said she's just out of hospital after ⟦MEDICAL|a hip replacement⟧ so can someone deliver the ⟪animal_health|Metacam⟫?
⟦PERSON|Aled Price⟧ 10:06: ⟦PERSON|Jamie⟧ is passing ⟪place|Sutton Coldfield⟫ at lunch, ok"""),

("gym_payroll_pt_contractor_email", """Hi ⟦PERSON|Reece⟧,
Your February commission statement: 41 PT sessions, commission ⟦AMOUNT|£1,025.00⟧ + retail bonus ⟦AMOUNT|£60.00⟧. Paid to ⟦IBAN|$iban17⟧ on ⟪date|28/02⟫.
Your UTR and NI number (⟦NATIONAL_ID|SK 22 45 19 B⟧) are on file — please check the address: ⟦ADDRESS|Flat 9, Quarry House, 5 Mill St, Sheffield S3 8DN⟧.
Thanks, ⟦PERSON|Helen⟧ – ⟪org_name|Anvil Gyms Payroll⟫"""),

("coworking_printer_nginx_log", """⟦IP_ADDRESS|172.20.14.93⟧ - - [02/Mar/2027:09:14:22 +0000] "GET /print/release?user=⟦PERSON|ljovanovic⟧&job=⟪job_id|88213⟫ HTTP/1.1" 200 512 "-" "⟪user_agent|HP-Chai/1.0⟫"
⟦IP_ADDRESS|172.20.14.93⟧ - - [02/Mar/2027:09:14:30 +0000] "POST /login HTTP/1.1" 302 0 "-" "Mozilla/5.0"
⟪doc_ip|127.0.0.1⟫ - - [02/Mar/2027:09:15:00 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/⟪version|1.29⟫"
⟦IP_ADDRESS|2a02:6b8:b081:1a0::3e⟧ - - [02/Mar/2027:09:16:41 +0000] "GET /desk/book?member=⟦PERSON|fatou.diallo⟧&desk=⟪seat_no|D14⟫ HTTP/2.0" 200 1840 "-" "Mozilla/5.0\""""),

("freelance_dispute_ticket", """Ticket ⟪ticket_ref|WM-DSP-10332⟫ — Payment dispute
Client: ⟪org_name|Bluefin Apps GmbH⟫ (contact ⟦PERSON|Julia Meisner⟧)
Freelancer: ⟦PERSON|Oluwaseun Adebayo⟧ (@⟦PERSON|seun_codes⟧)
Milestone 3 escrow: ⟦AMOUNT|$2,400.00⟧; client requests partial refund of ⟦AMOUNT|$900.00⟧.
Freelancer's payout account on file: ⟦IBAN|$iban18⟧
Note from agent ⟦PERSON|Ravi⟧: freelancer attached screenshots containing client's staging key ⟦APIKEY|$aiza1⟧ — redacted from public thread."""),

("crowdfunding_fraud_review", """Risk review — campaign ⟪campaign_id|gf-778102⟫ "Help ⟦PERSON|Kenzie⟧ walk again"
Organiser: ⟦PERSON|Tyler Rourke⟧, ⟦EMAIL|tyler.rourke77@mail.example⟧, login IP ⟦IP_ADDRESS|98.47.211.6⟧
Beneficiary claimed condition: ⟦MEDICAL|spinal cord injury (T10)⟧
Withdrawal attempted: ⟦AMOUNT|$14,870⟧ to card ⟦CARD|$card19⟧ (prepaid) — does not match organiser name
Donations in last ⟪duration|24h⟫: 212; largest ⟦AMOUNT|$1,000⟧ from anonymous (⟦PERSON|M. Keller⟧)
Decision: hold funds, request ID. Reviewer ⟦PERSON|sbanerjee⟧"""),

("solicitor_will_attendance_note", """Attendance note — ⟪date|11 Jan 2027⟫ — ⟦PERSON|LB⟧ / Mrs ⟦PERSON|Winifred Ashdown⟧
Client (aged 88) attended with daughter ⟦PERSON|Carol⟧. Capacity: client lucid, oriented; mentioned ⟦MEDICAL|early-stage vascular dementia⟧ diagnosis last year — obtain GP capacity letter.
Wishes: house (⟦ADDRESS|Rose Cottage, 3 Well Lane, Tetbury GL8 8AA⟧) to ⟦PERSON|Carol⟧; ⟦AMOUNT|£20,000⟧ to grandson ⟦PERSON|Theo⟧; residue to ⟪org_name|RSPB⟫.
Time: ⟪duration|1.2 hrs⟫ @ ⟪price|£240/hr⟫."""),

("dentist_lab_docket", """LAB DOCKET ⟪order_ref|DL-40218⟫  ⟪org_name|Crownworks Dental Lab⟫
Dentist: Dr. ⟦PERSON|Amir Haddad⟧   Patient: ⟦PERSON|Freya Lindholm⟧
Work: ⟦MEDICAL|upper left central implant crown (UL1), zirconia⟧, shade ⟪product_code|A2⟫
Return by: ⟪date|18/03/2027⟫   Courier box ⟪tracking_no|CB-1181⟫"""),

("therapy_booking_sms", """Hi ⟦PERSON|Kezia⟧, it's ⟦PERSON|Marguerite⟧ from ⟪org_name|Five Valleys Therapy⟫. Just confirming ⟪date|Weds⟫ at ⟪time|6pm⟫ online. Link to follow. Invoice for last month (⟦AMOUNT|£340⟧) sent to ⟦EMAIL|kezia.b@mail.example⟧ x"""),

("pharmacy_controlled_drug_register", """CD REGISTER — Schedule 2 — ⟪product_code|Morphine sulfate 10mg/5ml oral soln⟫
Date: ⟪date|07/03/27⟫  Supplied to: ⟦PERSON|Edna Bellamy⟧, ⟦ADDRESS|22 Kiln Road, Fareham PO16 7QS⟧
Prescriber: Dr ⟦PERSON|S. Okwuosa⟧  Qty: 100 ml  Collected by: ⟦PERSON|Lorraine Bellamy⟧ (daughter), ID seen: passport ⟦PASSPORT|548120937⟧
Indication noted: ⟦MEDICAL|palliative care – metastatic pancreatic cancer⟧
Running balance: ⟪quantity|340 ml⟫. Pharmacist: ⟦PERSON|Iqbal⟧"""),

("cloud_incident_postmortem", """## Postmortem ⟪ticket_ref|INC-2271⟫: leaked Slack bot token
Timeline (UTC)
- ⟪time|14:02⟫ ⟦PERSON|Ines Carvalho⟧ pushed config with `SLACK_BOT_TOKEN=⟦APIKEY|$xoxb1⟧` to public repo ⟪repo|acme/alerts-bot⟫ (commit ⟪commit_sha|4be01f9⟫)
- ⟪time|14:09⟫ GitHub secret scanning alert; ⟦PERSON|Dominik⟧ revoked token
- ⟪time|14:15⟫ Webhook ⟦SECRET|$slackhook1⟧ also rotated as a precaution
Impact: none observed. Access logs show only ⟦IP_ADDRESS|52.14.88.201⟧ (our runner) used the token.
Action items: pre-commit hook (owner @⟦PERSON|ines.c⟧)"""),

("terraform_tfvars", """# prod.auto.tfvars — ⟪org_name|Fernhill Analytics⟫
project_id        = "⟪app_id|fernhill-prod-339012⟫"
region            = "⟪region|europe-west1⟫"
db_admin_password = "⟦PASSWORD|Gr4nite&Heather-11⟧"
datadog_api_key   = "⟦APIKEY|$datadog1⟧"
alert_email       = "⟦EMAIL|sre@fernhill.example⟧"
allowed_cidrs     = ["⟪cidr|10.60.0.0/16⟫", "⟪cidr|81.2.69.0/24⟫"]
bastion_ip        = "⟦IP_ADDRESS|81.2.69.142⟧"
monthly_budget    = ⟪price|5000⟫"""),

("smart_lock_support_chat", """Support chat — ⟪org_name|Latchly⟫ — ⟪ticket_ref|CS-90017⟫
Bot: Hi! What's your name?
User: ⟦PERSON|bartek⟧ (⟦PERSON|Bartłomiej Zieliński⟧)
Agent ⟦PERSON|Noor⟧: Hi ⟦PERSON|Bartłomiej⟧, I see the lock at ⟦ADDRESS|ul. Mokotowska 48 m. 7, 00-543 Warszawa⟧ is offline.
User: yes and my PESEL is ⟦NATIONAL_ID|$pesel1⟧ if you need to verify
Agent ⟦PERSON|Noor⟧: no need, please don't share that here 🙂 Can you read me the last 4 of the hub serial?
User: ⟪id_tail|…7F2C⟫. Hub IP shows ⟦IP_ADDRESS|192.168.0.47⟧"""),

("gym_class_waitlist_telegram", """⟪org_name|CycleLab⟫ bot: 🚴 Spot opened in ⟪event|RIDE 45⟫ ⟪time|18:30⟫ with Coach ⟦PERSON|Marisol⟧
Booked: ⟦PERSON|tasha_k⟧, ⟦PERSON|Dev Patel⟧, ⟦PERSON|Ruth O.⟧
Class price ⟪price|£14⟫ or 1 credit. Seat ⟪seat_no|B7⟫ reserved for ⟦PERSON|Dev Patel⟧."""),
]

TEXTS += [
("us_vet_payment_plan_form", """⟪org_name|Cedar Creek Animal Hospital⟫ — CareCredit / In-house payment plan
Client: ⟦PERSON|Marisa Delgado⟧   Pet: ⟪pet_name|Chorizo⟫ (Dachshund) — ⟪animal_health|IVDD surgery⟫
Home: ⟦ADDRESS|918 Alder Street, Eugene, OR 97401⟧   Cell: ⟦PHONE|(541) 555-0126⟧
DOB: ⟦DATE_OF_BIRTH|11/03/1987⟧   SSN (for credit check): ⟦SSN|$ssn4⟧
Estimate: ⟪price|$6,200–$7,400⟫. Down payment today ⟦AMOUNT|$1,500.00⟧ on card ⟦CARD|$card2⟧, CVV ⟦CVV|072⟧, exp ⟪card_expiry|04/28⟫
Remaining ⟦AMOUNT|$5,140.00⟧ over 12 months. Approved by Dr ⟦PERSON|Hyun-woo Kim⟧"""),

("us_gym_chargeback_email", """From: ⟦EMAIL|disputes@corefit.example⟧
To: ⟦EMAIL|t.bradshaw@mail.example⟧
Subject: Chargeback ⟪case_ref|CB-55102⟫

Hi ⟦PERSON|Travis⟧,
We received a chargeback from your bank for ⟦AMOUNT|$179.98⟧ (two months of the Elite plan, normally ⟪price|$89.99/mo⟫). Our records show you checked in 14 times at ⟪place|CoreFit Midtown⟫ during that period, the last on ⟪date|Feb 26⟫.
If you believe this is an error, call ⟦PHONE|(404) 555-0163⟧.
— ⟦PERSON|Renee Foster⟧, Member Services"""),

("tax_preparer_intake_sms_thread", """[SMS] ⟪org_name|Liberty Tax⟫ ⟦PERSON|Angela⟧: Hi Mr. ⟦PERSON|Okoro⟧, still need your wife's SSN and your W-2 for the return.
[SMS] ⟦PERSON|Chidi Okoro⟧: hers is ⟦SSN|$ssn5⟧, mine you have. refund last year was ⟦AMOUNT|$2,316⟧ hope similar
[SMS] ⟦PERSON|Angela⟧: got it. Direct deposit to the same acct ending ⟪id_tail|4471⟫? Our prep fee is ⟪price|$249⟫.
[SMS] ⟦PERSON|Chidi Okoro⟧: yes pls"""),

("password_reset_helpdesk_call", """[Transcript — ⟪org_name|Northwind SSO⟫ helpdesk — ⟪ticket_ref|HD-77120⟫]
Agent ⟦PERSON|Marcus⟧: For verification, last four of your employee ID and your birth date?
Caller ⟦PERSON|Renata Voss⟧: ⟪id_tail|0412⟫, and ⟦DATE_OF_BIRTH|April the fourth, 1979⟧.
Agent: Thanks. I've set a one-time password: ⟦PASSWORD|Tango-Maple-Seven-41⟧. Your recovery codes were also regenerated; first one is ⟦SECRET|k7q2m-9xw4t⟧.
Caller: And my Duo phone should be ⟦PHONE|+1 617 555 0191⟧.
Agent: Updated. Anything else?"""),

("cloud_secret_scan_report", """# Secret scan report — repo ⟪repo|fernhill/etl-jobs⟫ @ ⟪commit_sha|c0ffee41d2⟫
| File | Line | Type | Value |
|---|---|---|---|
| airflow/.env | ⟪line_no|12⟫ | GitLab PAT | ⟦APIKEY|$glpat1⟧ |
| dags/notify.py | ⟪line_no|7⟫ | Telegram bot | ⟦APIKEY|$tgbot1⟧ |
| dags/notify.py | ⟪line_no|9⟫ | Slack webhook | ⟦SECRET|$slackhook2⟧ |
| deploy/id_rsa | 1 | Private key | ⟦SECRET|$pem2⟧ |
| scripts/pypi.cfg | ⟪line_no|3⟫ | PyPI token | ⟦APIKEY|$pypi1⟧ |
Committed by ⟦PERSON|oliwia.nowak⟧ (⟦EMAIL|oliwia.nowak@fernhill.example⟧). Scanner ⟪version|v3.63.2⟫."""),
]
