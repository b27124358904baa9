# English texts for corpus_blind13, written by hand one at a time.
# ⟦TYPE|value⟧ = span to detect, ⟪kind|value⟫ = decoy; $name = values.VALUES[name].

TEXTS = []
T = TEXTS.append

# 1
T(("gp_referral_letter", """Riverside Family Practice
Practice code ⟪reference|B86041⟫ · ⟪place|Headingley⟫ site

Date: ⟪date|03 November 2025⟫

Dear Dr. ⟦PERSON|Anjali Mehta⟧,

Re: Mr. ⟦PERSON|Desmond O'Keefe⟧  DOB ⟦DATE_OF_BIRTH|14/02/1961⟧  NHS no. on file

Thank you for seeing this 64-year-old retired postman. He reports ⟦MEDICAL|exertional chest tightness⟧ over
the last six weeks, worse walking uphill to the allotment. Background of ⟦MEDICAL|type 2 diabetes⟧ (HbA1c 61)
and ⟦MEDICAL|hypertension⟧. Current meds: ⟦MEDICAL|metformin 1 g BD⟧, ⟦MEDICAL|ramipril 5 mg OD⟧,
⟦MEDICAL|atorvastatin 40 mg nocte⟧. ⟦MEDICAL|Allergic to penicillin (rash)⟧.

ECG in surgery ⟪date|28/10/2025⟫ showed ⟦MEDICAL|T-wave inversion V4-V6⟧. I would be grateful for a rapid
access chest pain clinic appointment. He lives at ⟦ADDRESS|7 Cardigan Terrace, Leeds LS4 2DL⟧ and can be
reached on ⟦PHONE|07700 900 418⟧.

Kind regards,
Dr ⟦PERSON|Helen Achterberg⟧ (GMC ⟪reference|7043318⟫)
"""))

# 2
T(("pharmacy_dispensing_log", """DISPENSE LOG  store #⟪reference|0417⟫  terminal POS-3   export ⟪timestamp|2025-11-18 09:42:17⟫
rx_id      | patient              | item                                   | qty | copay
-----------+----------------------+----------------------------------------+-----+-------
⟪order_id|RX-5521907⟫ | ⟦PERSON|Okafor, Chidinma⟧    | ⟦MEDICAL|sertraline 50 mg tablets⟧              |  30 | ⟦AMOUNT|$4.00⟧
⟪order_id|RX-5521911⟫ | ⟦PERSON|Lindqvist, Per⟧      | ⟦MEDICAL|apixaban 5 mg⟧                          |  60 | ⟦AMOUNT|$47.10⟧
⟪order_id|RX-5521918⟫ | ⟦PERSON|Haddad, Yasmin⟧      | ⟦MEDICAL|levothyroxine 75 mcg⟧                   |  90 | ⟦AMOUNT|$0.00⟧
⟪order_id|RX-5521920⟫ | ⟦PERSON|Brooks, T.⟧          | ⟦MEDICAL|EpiPen 0.3 mg auto-injector x2⟧         |   1 | ⟦AMOUNT|$35.00⟧
note: ⟦PERSON|Haddad⟧ asked to switch to 90-day supply; insurer plan ⟪reference|BCBS-PPO-2200⟫ approved.
"""))

# 3
T(("hospital_discharge_summary", """ST. BRENDAN'S GENERAL HOSPITAL — DISCHARGE SUMMARY
Patient: ⟦PERSON|Ramírez Solís, Carmen⟧          MRN ⟪reference|00841-7726⟫        Ward ⟪room_number|4B-12⟫
DOB: ⟦DATE_OF_BIRTH|1979-08-23⟧    Admitted ⟪date|2025-11-02⟫   Discharged ⟪date|2025-11-06⟫
Consultant: Dr. ⟦PERSON|K. Oyelaran⟧ (General Surgery)

Diagnosis: ⟦MEDICAL|acute calculous cholecystitis⟧
Procedure: ⟦MEDICAL|laparoscopic cholecystectomy⟧ on ⟪date|2025-11-03⟫, uncomplicated.
Comorbidities: ⟦MEDICAL|asthma (mild intermittent)⟧, ⟦MEDICAL|BMI 34⟧.
Discharge meds: ⟦MEDICAL|paracetamol 1 g QDS PRN⟧, ⟦MEDICAL|ibuprofen 400 mg TDS with food x5 days⟧,
⟦MEDICAL|salbutamol inhaler 100 mcg PRN⟧.
Follow-up: wound check with practice nurse in 7-10 days. Next of kin: ⟦PERSON|Luis Ramírez⟧ (husband),
⟦PHONE|+44 7700 900 263⟧.
"""))

# 4
T(("patient_portal_message", """From: ⟦EMAIL|gwen.tallis84@fastmail.co.uk⟧
To: ⟦EMAIL|appointments@oakfieldsurgery.nhs.uk⟧
Subject: repeat prescription + sick note

hi, its ⟦PERSON|Gwen Tallis⟧ (dob ⟦DATE_OF_BIRTH|2/9/84⟧). could i please get my ⟦MEDICAL|propranolol 40mg⟧ and
⟦MEDICAL|citalopram 20mg⟧ repeated, running out friday. also need the fit note extended, my ⟦MEDICAL|anxiety⟧ is
still pretty bad and the ⟦MEDICAL|panic attacks⟧ on the bus havent stopped. Dr ⟦PERSON|Sato⟧ said to message here.
my new mobile is ⟦PHONE|07700 900 771⟧ (the old one ending ⟪masked_phone|***512⟫ is dead)

thanks
⟦PERSON|Gwen⟧

-- sent from Oakfield Patient Portal ⟪version|v4.12.0⟫, request ⟪ticket_id|#PP-208331⟫
"""))

# 5
T(("health_article_no_patient", """What is shingles, and who should get the vaccine?

Shingles (herpes zoster) is caused by the same virus as chickenpox. After chickenpox the virus stays dormant and
can reactivate decades later, producing a painful band-shaped rash. About one in three adults will get it.

⟪health_info|The recombinant zoster vaccine (Shingrix) is given as two doses two to six months apart⟫ and is
recommended for adults aged ⟪health_info|50 and over⟫. Common side effects are a sore arm and tiredness for a day
or two. Antivirals such as ⟪health_info|valaciclovir 1 g three times daily for seven days⟫ work best when started
within 72 hours of the rash appearing.

Talk to your pharmacist: at most chains the vaccine costs ⟪price|$0⟫ with Medicare Part D or ⟪price|$210 per dose⟫
without cover. Last reviewed ⟪date|September 2025⟫ by the ⟪org_name|Clinical Content Team⟫.
"""))

# 6
T(("drug_advert", """NEW from ⟪org_name|Halvorsen Pharma⟫ — ⟪drug_ad|Nexalin XR 10 mg⟫ once daily for adults with
moderate-to-severe seasonal allergies.

✔ Non-drowsy formula   ✔ 24-hour relief   ✔ Now at ⟪price|$18.99⟫ for 30 tablets (⟪price|$24.49⟫ RRP)

Ask your doctor if ⟪drug_ad|Nexalin XR⟫ is right for you. Do not take if you are allergic to cetirizine.
Side effects may include headache, dry mouth and fatigue. Offer code ⟪reference|SPRING25⟫ valid until ⟪date|31 May 2026⟫
at participating pharmacies. ⟪url|www.nexalin-info.example⟫ · NDC ⟪sku|71335-0920-1⟫
"""))

# 7
T(("insurance_claim_form_ocr", """ACME MUTUAL HEALTH — CLAIM FOR REIMBURSEMENT        Form ⟪reference|HC-7 (rev. 03/24)⟫
1. Policyholder name ....... ⟦PERSON|BOATENG  Kwame A.⟧
2. Member ID ............... ⟪member_id|AMH-4471-0093-02⟫
3. Date of birth ........... ⟦DATE_OF_BIRTH|07 / 11 / 1988⟧
4. Address ................. ⟦ADDRESS|221 Willow Creek Rd Apt 3C, Columbus OH 43215⟧
5. Daytime phone ........... ⟦PHONE|(614) 555-0142⟧
6. Patient (if not holder) . ⟦PERSON|Ama Boateng⟧   relationship: daughter
7. Nature of illness ....... ⟦MEDICAL|fractured left radius (fall from trampoline)⟧
8. Treatment dates ......... ⟪date|10/04/2025⟫ – ⟪date|10/29/2025⟫
9. Total billed ............ ⟦AMOUNT|$2,318.40⟧    paid by patient: ⟦AMOUNT|$450.00⟧
10. Pay reimbursement to account ending ⟪masked_account|••6621⟫ (on file)
Signature: ~~⟦PERSON|K Boateng⟧~~       Claim no. ⟪claim_number|CLM-25-0088314⟫
"""))

# 8
T(("insurance_adjuster_email", """Subject: RE: Claim ⟪claim_number|HO-2025-117402⟫ — water damage, kitchen

Hi ⟦PERSON|Rosalind⟧,

Following the site visit on ⟪date|Nov 12⟫, we can settle the contents part of your claim at ⟦AMOUNT|£6,840⟧ after
the ⟪price|£250⟫ policy excess. The building side (joists and flooring) goes to our contractor panel; ⟦PERSON|Marek⟧
from ⟪org_name|Hughes & Patel Restoration⟫ will call you to book a start date.

Please confirm the payee details. We currently hold sort code ⟪masked_account|**-**-41⟫; if you want the payment to go to your
new joint account instead, reply with the full IBAN (e.g. ⟦IBAN|$iban_gb_1⟧ — is that the one your husband
⟦PERSON|Ian⟧ sent?).

Regards,
⟦PERSON|Tomasz Wieczorek⟧ | Senior Property Adjuster | ⟦EMAIL|t.wieczorek@acme-mutual-claims.co.uk⟧
"""))

# 9
T(("payroll_export_csv", """employee_id,last_name,first_name,ssn,pay_period,gross,net,bank_routing,acct_last4
⟪employee_id|E10442⟫,⟦PERSON|Whitfield⟧,⟦PERSON|Dana⟧,⟦SSN|$ssn_1⟧,⟪date|2025-11-15⟫,⟦AMOUNT|4212.50⟧,⟦AMOUNT|3120.88⟧,⟪reference|021000021⟫,⟪masked_account|7719⟫
⟪employee_id|E10457⟫,⟦PERSON|Nakamura⟧,⟦PERSON|Ren⟧,⟦SSN|$ssn_2⟧,⟪date|2025-11-15⟫,⟦AMOUNT|3876.00⟧,⟦AMOUNT|2954.12⟧,⟪reference|011000138⟫,⟪masked_account|0034⟫
⟪employee_id|E10460⟫,⟦PERSON|Abara⟧,⟦PERSON|Uche⟧,⟦SSN|$ssn_3⟧,⟪date|2025-11-15⟫,⟦AMOUNT|5102.75⟧,⟦AMOUNT|3688.40⟧,⟪reference|026009593⟫,⟪masked_account|5518⟫
"""))

# 10
T(("hr_performance_review", """PERFORMANCE REVIEW — FY2025 (CONFIDENTIAL)
Employee: ⟦PERSON|Jonah Feldstein⟧        Manager: ⟦PERSON|Priya Raman⟧        Grade ⟪reference|L5⟫
Review period: ⟪date|Jan 1⟫ – ⟪date|Dec 31, 2025⟫

Summary: ⟦PERSON|Jonah⟧ led the migration of the claims intake service and mentored two juniors (⟦PERSON|Ola⟧ and
⟦PERSON|Becca T.⟧). Delivery slipped in Q3 while he was on leave for ⟦MEDICAL|knee reconstruction surgery⟧;
we agreed a phased return and that is not held against him.

Rating: 4 / 5 ("exceeds").   Merit increase: ⟪percentage|4.5%⟫ → new base ⟦AMOUNT|$148,500⟧ effective ⟪date|2026-01-01⟫.
Bonus pool allocation: ⟦AMOUNT|$12,000⟧ (company target bonus is ⟪percentage|10%⟫ of base for L5).

Signed: ⟦PERSON|P. Raman⟧ / ⟦PERSON|J. Feldstein⟧
"""))

# 11
T(("hr_slack_thread", """#people-ops  (Slack export)
[09:14] ⟦PERSON|maria.gonzalez⟧: heads up — ⟦PERSON|Dev⟧ in warehouse is out until further notice, ⟦MEDICAL|hernia surgery⟧ on monday
[09:15] ⟦PERSON|kyle⟧: ok. do we need to start STD paperwork with ⟪org_name|Lincoln Financial⟫?
[09:15] ⟦PERSON|maria.gonzalez⟧: yes, his employee # is ⟪employee_id|40118⟫. I'll send the form to his personal email ⟦EMAIL|devpatel.home@gmail.com⟧
[09:17] ⟦PERSON|kyle⟧: his SSN is needed on page 2, it's in workday, don't paste it here pls
[09:17] ⟦PERSON|dev.patel⟧: sorry just saw this, it's ⟦SSN|$ssn_7⟧ if that helps
[09:18] ⟦PERSON|kyle⟧: ...deleting. ⟦PERSON|Dev⟧ pls don't
[09:17] ⟦PERSON|maria.gonzalez⟧: 👍 won't. fyi open enrollment closes ⟪date|11/21⟫, plan costs went up to ⟪price|$212/mo⟫ for employee+spouse
"""))

# 12
T(("w4_form_ocr", """Form W-4 (2025)   Employee's Withholding Certificate   OMB No. ⟪reference|1545-0074⟫
Step 1(a) First name and middle initial: ⟦PERSON|TERESA M⟧      Last name: ⟦PERSON|KOWALCZYK⟧
(b) Social security number: ⟦SSN|$ssn_4⟧
Address: ⟦ADDRESS|5812 N Lamar Blvd #210, Austin, TX 78752⟧
(c) [X] Single or Married filing separately
Step 3: Claim dependents ... ⟦AMOUNT|$2,000⟧
Step 4(c) Extra withholding ... ⟦AMOUNT|$75⟧ per pay period
Employer: ⟪org_name|Lone Star Dental Partners LLC⟫  EIN ⟪reference|74-2938115⟫  First date of employment ⟪date|10/27/2025⟫
"""))

# 13
T(("tax_preparer_chat", """WhatsApp • ⟦PERSON|Glenda⟧ (tax lady)

[2/11/26, 18:02] ⟦PERSON|Marcus B.⟧: hey ⟦PERSON|Glenda⟧, sending the stuff for our return
[2/11/26, 18:03] ⟦PERSON|Marcus B.⟧: my ss# ⟦SSN|$ssn_5⟧ and ⟦PERSON|Keisha⟧'s is ⟦SSN|$ssn_6⟧
[2/11/26, 18:03] ⟦PERSON|Marcus B.⟧: W-2 says ⟦AMOUNT|$61,430⟧ wages, hers ⟦AMOUNT|$38,200⟧ from the school district
[2/11/26, 18:05] ⟦PERSON|Glenda⟧ (tax lady): got it. Did you get the 1099-K from ⟪org_name|Etsy⟫? anything over ⟪price|$5,000⟫ gets reported this year
[2/11/26, 18:06] ⟦PERSON|Marcus B.⟧: yeah ⟦AMOUNT|$7,912⟧ gross. also we paid ⟦AMOUNT|$3,400⟧ daycare to ⟪org_name|Little Sprouts⟫
[2/11/26, 18:07] ⟦PERSON|Glenda⟧ (tax lady): 👍 my fee is still ⟪price|$325⟫ for a joint 1040 w/ schedule C
"""))

# 14
T(("crypto_exchange_kyc_ticket", """Ticket ⟪ticket_id|#KYC-884120⟫  |  Priority: High  |  Queue: Verification-EU
Opened: ⟪timestamp|2025-12-01T07:41:09Z⟫   Channel: in-app chat

Customer: ⟦PERSON|Henrik Lund-Sørensen⟧  (uid ⟪reference|38810472⟫)
Declared DOB: ⟦DATE_OF_BIRTH|22 March 1990⟧   Nationality: Norway
Document: passport no. ⟦PASSPORT|35914426⟧, national ID (fødselsnummer) ⟦NATIONAL_ID|$nid_no_1⟧
Selfie liveness: PASS (score ⟪percentage|0.97⟫)

Agent note (⟦PERSON|ayesha.k⟧): passport MRZ reads a different DOB than declared. Asked customer to re-upload.
Withdrawal of ⟦AMOUNT|2.45 BTC⟧ (≈ ⟦AMOUNT|€203,900⟧) on hold. Tx ref ⟪hash|$sha256_1⟫ not broadcast.
Fees shown to customer: network fee ⟪price|0.00012 BTC⟫, our withdrawal fee ⟪price|0.0002 BTC⟫.
"""))

# 15
T(("fintech_app_log", """2025-11-20 14:03:55.118 INFO  [payments-svc] POST /v2/transfers 201 user_id=⟪reference|u_93a7f1⟫ amount=⟦AMOUNT|1250.00 EUR⟧ dest_iban=⟦IBAN|$iban_fr_2⟧ ref=⟪order_id|TRF-77C1-0042⟫
2025-11-20 14:03:55.119 DEBUG [payments-svc] beneficiary_name="⟦PERSON|Claire Dufresne-Morel⟧" ip=⟦IP_ADDRESS|88.163.42.19⟧ ua="Mozilla/5.0 (iPhone; CPU iPhone OS 18_1)"
2025-11-20 14:03:55.201 INFO  [fraud-engine] score=0.12 rules=[VELOCITY_OK,GEO_OK] build=⟪build_number|2025.11.19-r3⟫
2025-11-20 14:03:56.004 INFO  [ledger] booked txn ⟪uuid|$uuid_1⟫ fee=⟪price|0.50 EUR⟫
2025-11-20 14:04:12.877 WARN  [payments-svc] sandbox webhook to http://⟪doc_ip|192.0.2.44⟫:⟪port|8443⟫/hooks timed out
"""))

# 16
T(("crypto_bot_config", """# bot/config.toml  — grid trading bot for personal account, DO NOT COMMIT
[exchange]
name = "kraken"
api_key = "⟦APIKEY|7qQz1dK0vF3hT9mJbX2nW5cR8yL4sP6aE0uG1iH3kN7oD9tB2fV5xZ8wM4jS6lA0⟧"
api_secret = "⟦SECRET|$hmac_secret_1⟧"
otp_seed = "⟦SECRET|$totp_1⟧"

[strategy]
pair = "ETH/EUR"
grid_low = ⟪price|2850⟫
grid_high = ⟪price|3600⟫
levels = 24

[notify]
telegram_token = "⟦APIKEY|$telegram_1⟧"
chat_id = ⟪app_id|-1002231874450⟫
"""))

# 17
T(("loyalty_program_email", """From: ⟪org_name|FreshCart Rewards⟫ <⟦EMAIL|rewards@freshcart-mail.com⟧>
To: ⟦EMAIL|b.okonkwo77@yahoo.com⟧
Subject: ⟦PERSON|Blessing⟧, you've got 2,340 points waiting 🛒

Hi ⟦PERSON|Blessing⟧,

Your FreshCart card ⟪member_id|FC 6034 2281 9⟫ now has ⟪reference|2,340 points⟫ — that's ⟦AMOUNT|$23.40⟧ off your next shop.
This week only: ⟪price|$3.99⟫ rotisserie chicken, ⟪price|2 for $5⟫ Greek yogurt, and ⟪price|20% off⟫ all vitamins.

Your last receipt (⟪date|Nov 22⟫, store ⟪place|Mill Creek⟫): ⟦AMOUNT|$86.12⟧ paid with card ending ⟪masked_card|4410⟫.

Not you? Update your details at freshcart.example/account. Unsubscribe · Privacy · ⟪org_name|FreshCart Holdings Inc.⟫, ⟪place|Portland, OR⟫
"""))

# 18
T(("ecommerce_order_confirmation", """ORDER CONFIRMED  ⟪order_id|#NB-2025-4478120⟫

Ship to:
⟦PERSON|Siobhán Ní Bhriain⟧
⟦ADDRESS|Flat 2, 19 Ormond Quay Upper, Dublin 7, D07 F6P2, Ireland⟧
⟦PHONE|+353 87 915 4406⟧

Items
 1 × Merino crew jumper, navy, M      ⟪sku|SKU 88-2201-NV-M⟫     ⟪price|€79.00⟫
 2 × Wool socks (3-pack)              ⟪sku|SKU 88-4410-GR⟫       ⟪price|€19.50⟫
Shipping (An Post tracked)                                         ⟪price|€6.95⟫
Total charged                                                      ⟦AMOUNT|€124.95⟧
Paid with Visa •••• ⟪masked_card|8812⟫, expires ⟪card_expiry|07/28⟫
Tracking: ⟪tracking_number|CE 418 220 591 IE⟫
"""))

# 19
T(("checkout_debug_dump", """>>> payload = request.json
>>> pprint(payload)
{'billing': {'name': '⟦PERSON|Arjun Venkataraman⟧',
             'postcode': '⟦ADDRESS|560034⟧',
             'street': '⟦ADDRESS|No. 14, 3rd Cross, Koramangala 4th Block, Bengaluru⟧'},
 'card': {'cvc': '⟦CVV|591⟧',
          'exp_month': ⟪card_expiry|11⟫,
          'exp_year': ⟪card_expiry|2029⟫,
          'number': '⟦CARD|$card_visa_1⟧'},
 'cart_id': '⟪order_id|c_91f0ab72⟫',
 'currency': 'INR',
 'total': ⟦AMOUNT|18499.00⟧}
>>> # TODO(⟦PERSON|sneha⟧): never log this, strip card before logging
"""))

# 20
T(("charity_donor_export", """Donor ID	Name	Email	Gift Aid	Amount	Date	Campaign
⟪member_id|D-00931⟫	⟦PERSON|Margaret Ellery⟧	⟦EMAIL|m.ellery@btinternet.com⟧	Y	⟦AMOUNT|£250.00⟧	⟪date|2025-10-04⟫	WINTER-APPEAL-25
⟪member_id|D-01877⟫	(anonymous)		N	⟦AMOUNT|£20.00⟧	⟪date|2025-10-05⟫	WINTER-APPEAL-25
⟪member_id|D-02210⟫	Rev. ⟦PERSON|Colin Ashdown⟧	⟦EMAIL|colin.ashdown@stmaryskirkby.org.uk⟧	Y	⟦AMOUNT|£1,000.00⟧	⟪date|2025-10-09⟫	LEGACY-CIRCLE
⟪member_id|D-02214⟫	⟦PERSON|Priti⟧ & ⟦PERSON|Sanjay Lakhani⟧	⟦EMAIL|lakhanifamily@outlook.com⟧	Y	⟦AMOUNT|£75.00⟧	⟪date|2025-10-11⟫	WINTER-APPEAL-25
"""))

# 21
T(("volunteer_signup_form", """Harbourside Food Bank — Volunteer Registration
Full name: ⟦PERSON|Tane Whitiora⟧
Preferred name: ⟦PERSON|Tane⟧
Date of birth (we need this for insurance, 16+ only): ⟦DATE_OF_BIRTH|30/06/2003⟧
Mobile: ⟦PHONE|021 555 0193⟧        Email: ⟦EMAIL|tane.w@student.auckland.example.nz⟧
Emergency contact: ⟦PERSON|Mere Whitiora⟧ (mum) ⟦PHONE|027 555 0148⟧
Any medical conditions we should know about? ⟦MEDICAL|epilepsy – well controlled on lamotrigine⟧
Shifts: [x] Sat AM sorting  [ ] Tue delivery (needs full licence)
Police vetting ref: ⟪reference|NZPV-25-339102⟫   Form ⟪version|v2.3⟫   Submitted ⟪timestamp|14 Oct 2025 19:22⟫
"""))

# 22
T(("charity_newsletter_no_pii", """HARBOURSIDE FOOD BANK — NOVEMBER UPDATE

Thanks to everyone who came to the Spring Fair: we raised ⟪price|$14,280⟫, enough for roughly 2,800 food parcels.
Our annual running cost is ⟪price|$310,000⟫, and every ⟪price|$25⟫ donation feeds a family of four for three days.

Upcoming: warehouse open day ⟪date|Saturday 6 December⟫, ⟪place|Unit 4, Kiwi Esplanade⟫ car park, 10am–1pm.
We still need chilled vans — ⟪org_name|Fonterra⟫ and ⟪org_name|Countdown Mangere⟫ have each loaned one for the holidays.

Registered charity ⟪reference|CC21456⟫. Donations over ⟪price|$5⟫ are tax deductible.
Ngā mihi, ⟦PERSON|Aroha⟧ (volunteer coordinator)
"""))

# 23
T(("legal_engagement_letter", """HARGREAVES WYNNE LLP
Solicitors · ⟪place|Manchester⟫ · Our ref: ⟪case_number|HW/FAM/25/0713⟫ · Your ref: —

⟪date|4 December 2025⟫

PRIVATE & CONFIDENTIAL
Ms ⟦PERSON|Nadia Farouk⟧
⟦ADDRESS|42 Elmstead Road, Didsbury, Manchester M20 6RS⟧

Dear Ms ⟦PERSON|Farouk⟧,

Divorce and financial remedy proceedings — ⟦PERSON|Farouk⟧ v ⟦PERSON|Farouk⟧

Thank you for instructing us. The matter will be handled by ⟦PERSON|Eleanor Quist⟧ (Partner, hourly rate ⟪price|£320 + VAT⟫)
with assistance from ⟦PERSON|Liam Thorne⟧ (trainee, ⟪price|£145 + VAT⟫). Please pay a money-on-account deposit of
⟦AMOUNT|£3,000⟧ to our client account; we will never email you changes to our bank details.

You told us the matrimonial home is held jointly, with an outstanding mortgage of about ⟦AMOUNT|£212,000⟧, and that your
husband ⟦PERSON|Karim⟧ earns around ⟦AMOUNT|£96,000⟧ a year.

Yours sincerely,
⟦PERSON|Eleanor Quist⟧
"""))

# 24
T(("court_filing_excerpt", """IN THE SUPERIOR COURT OF THE STATE OF CALIFORNIA, COUNTY OF ⟪place|ALAMEDA⟫
Case No. ⟪case_number|RG25-118842⟫

⟦PERSON|DARNELL WASHINGTON⟧, Plaintiff,
v.
⟪org_name|BAY CITY STORAGE SOLUTIONS, INC.⟫, Defendant.

DECLARATION OF ⟦PERSON|DARNELL WASHINGTON⟧ IN SUPPORT OF MOTION FOR DEFAULT JUDGMENT
I, ⟦PERSON|Darnell Washington⟧, declare:
1. I reside at ⟦ADDRESS|1187 Foothill Blvd, Unit 6, Oakland, CA 94606⟧.
2. On ⟪date|March 3, 2025⟫ Defendant auctioned the contents of my unit ⟪room_number|#B-214⟫ without notice. The contents
   included my late mother's jewelry, appraised at ⟦AMOUNT|$18,750⟧.
3. I paid Defendant ⟦AMOUNT|$1,140⟧ in rent and late fees between ⟪date|2023⟫ and ⟪date|2025⟫.
I declare under penalty of perjury under the laws of the State of California that the foregoing is true and correct.
Executed on ⟪date|June 9, 2025⟫ at ⟪place|Oakland⟫, California.       /s/ ⟦PERSON|Darnell Washington⟧
"""))

# 25
T(("router_config_backup", """# Exported by ⟪org_name|NetGear⟫ Orbi RBR750  fw ⟪version|V7.2.6.21_5.0.20⟫   ⟪timestamp|2025-11-29 22:10:04⟫
[wan]
proto=pppoe
username=⟦EMAIL|okonjo.family@broadband-isp.example⟧
password=⟦PASSWORD|Kilimanjaro#2019⟧
[lan]
ipaddr=⟦IP_ADDRESS|192.168.1.1⟧
netmask=⟪netmask|255.255.255.0⟫
dhcp_start=⟦IP_ADDRESS|192.168.1.20⟧
[wifi]
ssid_2g=⟦PERSON|OKONJO⟧-HOME
ssid_5g=⟦PERSON|OKONJO⟧-HOME-5G
wpa_psk=⟦PASSWORD|purple-giraffe-dances-77⟧
guest_ssid=⟦PERSON|OKONJO⟧-GUEST
guest_psk=⟦PASSWORD|welcome2ourhome⟧
[admin]
admin_pass=⟦PASSWORD|Orbi!admin42⟧
remote_mgmt_port=⟪port|8443⟫
serial=⟪serial_number|6LA1975XA0032⟫
"""))

# 26
T(("home_assistant_secrets_yaml", """# /config/secrets.yaml  (Home Assistant ⟪version|2025.11.3⟫)
time_zone: Europe/Amsterdam
unit_system: metric
mqtt_broker: ⟦IP_ADDRESS|10.0.40.5⟧
mqtt_user: homeassistant
mqtt_password: ⟦PASSWORD|Tr4mLijn-17-Oost⟧
nest_client_secret: ⟦SECRET|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⟧
nest_client_id: ⟪app_id|884120553196-0q7sv2m1r4kbe9d3hc6t8uajn5lfwxpi.apps.googleusercontent.com⟫
tibber_token: ⟦APIKEY|5K4MVS-OjfWhK_4yrjOlFe1F6kJXPVf7eQYggo8ebAE⟧
front_door_code: "⟦PASSWORD|482916⟧"
alarm_panel_pin: "⟦PASSWORD|0731⟧"
frigate_rtsp: rtsp://viewer:⟦SECRET|c4m-V13w!⟧@⟦IP_ADDRESS|10.0.40.21⟧:⟪port|554⟫/cam/realmonitor
"""))

# 27
T(("smart_lock_app_support_chat", """LockSmart Support — live chat transcript ⟪ticket_id|LS-20251203-0918⟫

Agent (⟦PERSON|Kofi⟧): Hi! Thanks for contacting LockSmart. Who am I speaking with?
Customer: ⟦PERSON|Beatriz Ancona⟧. my lock keeps saying "code rejected" since the update
Agent (⟦PERSON|Kofi⟧): Sorry about that. Which firmware does the app show under Settings > Device?
Customer: ⟪version|3.8.12⟫. the code is ⟦PASSWORD|2 6 1 8 0⟧, I've typed it like 20 times. my mother-in-law's code ⟦PASSWORD|9 9 0 4⟧ works though
Agent (⟦PERSON|Kofi⟧): Understood — please don't share codes in chat. Can you confirm the serial, it's on the back plate?
Customer: ⟪serial_number|LSK-A2-0047718⟫
Agent (⟦PERSON|Kofi⟧): Thanks. I've pushed a reset. Also sending a verification code to your phone ending ⟪masked_phone|••47⟫ — it's ⟪otp_code|552190⟫ if you prefer to read it here.
"""))

# 28
T(("nginx_access_log", """⟦IP_ADDRESS|81.174.22.190⟧ - - [⟪timestamp|05/Dec/2025:08:14:51 +0000⟫] "GET /patient-portal/login HTTP/2.0" 200 5120 "-" "Mozilla/5.0"
⟦IP_ADDRESS|81.174.22.190⟧ - - [⟪timestamp|05/Dec/2025:08:15:03 +0000⟫] "POST /patient-portal/login HTTP/2.0" 302 0 "https://portal.oakfield.example/login" "Mozilla/5.0"
⟦IP_ADDRESS|2a02:c7c:5b14:9e00:4d1:3a7f:21c0:88e2⟧ - - [⟪timestamp|05/Dec/2025:08:15:07 +0000⟫] "GET /api/v1/appointments?nhs=⟪id_tail|***4417⟫ HTTP/2.0" 200 912
⟪doc_ip|203.0.113.77⟫ - - [⟪timestamp|05/Dec/2025:08:15:09 +0000⟫] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"
⟦IP_ADDRESS|10.12.0.31⟧ - ⟦PERSON|jpatterson⟧ [⟪timestamp|05/Dec/2025:08:16:44 +0000⟫] "GET /admin/reports/export.csv HTTP/2.0" 200 88211
"""))

# 29
T(("sshd_auth_log", """Dec  5 03:12:44 nas01 sshd[21877]: Failed password for invalid user admin from ⟦IP_ADDRESS|45.148.10.203⟧ port ⟪port|52144⟫ ssh2
Dec  5 03:12:47 nas01 sshd[21877]: Failed password for invalid user ubnt from ⟦IP_ADDRESS|45.148.10.203⟧ port ⟪port|52190⟫ ssh2
Dec  5 07:58:02 nas01 sshd[22910]: Accepted publickey for ⟦PERSON|mkaczmarek⟧ from ⟦IP_ADDRESS|192.168.50.14⟧ port ⟪port|61022⟫ ssh2: ED25519 SHA256:⟪hash|q3Xk0mQz8b4Lr9Vw1YpHc2nJd6sF7tGe5uA0iKoBxMs⟫
Dec  5 07:58:02 nas01 sshd[22910]: pam_unix(sshd:session): session opened for user ⟦PERSON|mkaczmarek⟧(uid=1000) by (uid=0)
Dec  5 08:01:19 nas01 sudo: ⟦PERSON|mkaczmarek⟧ : TTY=pts/0 ; PWD=/home/⟦PERSON|mkaczmarek⟧ ; USER=root ; COMMAND=/usr/bin/docker compose up -d
"""))

# 30
T(("lab_report", """NORTHGATE PATHOLOGY                                   Lab No. ⟪reference|NG25-0448812⟫
Patient: ⟦PERSON|HOLLOWAY, Bernard James⟧   Sex: M   DOB: ⟦DATE_OF_BIRTH|19-Apr-1957⟧
Requesting clinician: Dr ⟦PERSON|S. Iqbal⟧, ⟪org_name|Castlegate Medical Centre⟫
Collected: ⟪timestamp|02-Dec-2025 08:40⟫    Reported: ⟪timestamp|02-Dec-2025 15:12⟫

TEST                 RESULT     UNITS       REF RANGE
HbA1c                71         mmol/mol    20 - 41      H
eGFR                 48         mL/min      > 60         L
Potassium            4.9        mmol/L      3.5 - 5.3
PSA                  6.2        ug/L        < 4.5        H

Comment: Results consistent with ⟦MEDICAL|poorly controlled diabetes⟧ and ⟦MEDICAL|CKD stage 3a⟧. ⟦MEDICAL|Raised PSA⟧ — suggest
repeat in 6 weeks and consider urology referral. Analyser ⟪serial_number|Cobas c503 #11872⟫, method ⟪version|v4.1⟫.
"""))

# 31
T(("github_actions_log", """Run ./scripts/deploy-claims-portal.sh
  ./scripts/deploy-claims-portal.sh
  shell: /usr/bin/bash -e {0}
  env:
    AWS_REGION: eu-west-2
    IMAGE_TAG: ⟪hash|$sha_1⟫
+ echo 'debug: creds for deploy'
debug: creds for deploy
+ export AWS_ACCESS_KEY_ID=⟦APIKEY|$aws_akid_1⟧
+ export AWS_SECRET_ACCESS_KEY=⟦SECRET|$aws_secret_1⟧
+ aws ecr get-login-password --region eu-west-2
+ docker push ⟪app_id|118204773561⟫.dkr.ecr.eu-west-2.amazonaws.com/claims-portal:⟪hash|$sha_2⟫
The push refers to repository [⟪app_id|118204773561⟫.dkr.ecr.eu-west-2.amazonaws.com/claims-portal]
Error: Process completed with exit code 1.
##[group]Job summary — run ⟪build_number|#4412⟫ attempt 2, triggered by ⟦PERSON|lucia-ferraro⟧
"""))

# 32
T(("dotenv_retail_shop", """# .env.production — BloomBox flower subscriptions
NODE_ENV=production
PORT=⟪port|3000⟫
DATABASE_URL=postgres://bloombox_app:⟦SECRET|Vq9!pZr2-LmW8sKe⟧@⟦IP_ADDRESS|172.31.14.220⟧:⟪port|5432⟫/bloombox
STRIPE_SECRET_KEY=⟦APIKEY|$stripe_sk_1⟧
STRIPE_PUBLISHABLE_KEY=⟪app_id|$stripe_pk_1⟫
STRIPE_WEBHOOK_SECRET=⟦SECRET|$stripe_whsec_1⟧
SENDGRID_API_KEY=⟦APIKEY|$sendgrid_1⟧
SHOPIFY_ADMIN_TOKEN=⟦APIKEY|$shopify_at_1⟧
SHOPIFY_API_SECRET=⟦SECRET|$shopify_ss_1⟧
ADMIN_EMAIL=⟦EMAIL|ops@bloombox.example⟧
SUBSCRIPTION_PRICE_GBP=⟪price|34.00⟫
SENTRY_RELEASE=⟪version|bloombox@1.19.4⟫
"""))

# 33
T(("terraform_azure", """resource "azurerm_storage_account" "claims_docs" {
  name                     = "claimsdocsprd01"
  resource_group_name      = azurerm_resource_group.claims.name
  location                 = "uksouth"
  account_tier             = "Standard"
  account_replication_type = "GRS"
}

# FIXME(⟦PERSON|omar⟧): move to key vault before merge
locals {
  storage_conn = "DefaultEndpointsProtocol=https;AccountName=claimsdocsprd01;AccountKey=⟦SECRET|$azure_storage_1⟧;EndpointSuffix=core.windows.net"
}

provider "azuread" {
  tenant_id     = "⟪app_id|$azure_tenant_id_1⟫"
  client_id     = "⟪app_id|$azure_client_id_1⟫"
  client_secret = "⟦SECRET|$azure_client_secret_1⟧"
}
# terraform ⟪version|1.9.8⟫, azurerm ⟪version|~> 4.10⟫
"""))

# 34
T(("k8s_secret_manifest", """apiVersion: v1
kind: Secret
metadata:
  name: payroll-api-secrets
  namespace: hr-prod
  labels:
    app.kubernetes.io/version: "⟪version|2.14.0⟫"
    owner: ⟦PERSON|h.mbeki⟧
type: Opaque
stringData:
  DB_HOST: "⟦IP_ADDRESS|10.96.44.12⟧"
  DB_PASSWORD: "⟦PASSWORD|Payr0ll-Pr0d-Nov!⟧"
  GUSTO_CLIENT_ID: "⟪app_id|9f8a1b3c4d5e6f708192a3b4c5d6e7f8a9b0c1d2e3f4a5b6c7d8e9f0a1b2c3d4⟫"
  GUSTO_CLIENT_SECRET: "⟦SECRET|bG2xR9kTqPv4sWn7YcZ1aH5jD8fL3mE6uQ0iO2tK⟧"
  JWT_SIGNING_KEY: "⟦SECRET|$django_secret_1⟧"
  DATADOG_API_KEY: "⟦APIKEY|$dd_api_1⟧"
  DATADOG_APP_KEY: "⟦APIKEY|$dd_app_1⟧"
"""))

# 35
T(("python_sms_reminders", """# reminders/send.py  — nightly appointment reminders for Castlegate Medical Centre
from twilio.rest import Client

ACCOUNT_SID = "⟪app_id|$twilio_ac_1⟫"
AUTH_TOKEN = "⟦SECRET|$twilio_token_1⟧"   # TODO rotate, ⟦PERSON|Nkechi⟧ pasted this in from the console
API_KEY_SID = "⟦APIKEY|$twilio_sk_1⟧"
FROM = "CastlegateMC"  # alphanumeric sender id

client = Client(ACCOUNT_SID, AUTH_TOKEN)

def remind(appt):
    body = (f"Hi {appt.first_name}, reminder of your appointment with {appt.clinician} "
            f"on {appt.when:%a %d %b at %H:%M}. Reply C to cancel. Ref {appt.ref}")
    return client.messages.create(to=appt.mobile, from_=FROM, body=body)

if __name__ == "__main__":
    # smoke test
    print(remind(Appt(first_name="⟦PERSON|Wendy⟧", clinician="Dr ⟦PERSON|Iqbal⟧", mobile="⟦PHONE|+44 7700 900 516⟧",
                      when=datetime(2025, 12, 9, 10, 40), ref="⟪reference|CMC-88142⟫")))
# twilio==⟪version|9.3.7⟫
"""))

# 36
T(("gp_voicemail_transcript", """[Voicemail — automated transcript, confidence 0.86]
Received ⟪timestamp|Tue 9 Dec 2025 16:52⟫ · duration 0:48 · from +44 ⟪masked_phone|7700 9•• •33⟫

"Hi, this is a message for ⟦PERSON|Lorraine Pickett⟧, it's ⟦PERSON|Jade⟧ calling from the surgery. Dr ⟦PERSON|Okonedo⟧ has
looked at your blood results and would like to start you on a low dose of ⟦MEDICAL|lansoprazole, fifteen milligrams⟧ for
the ⟦MEDICAL|reflux⟧, and she wants to repeat the ⟦MEDICAL|iron⟧ test because it was a bit low. Um, the prescription's
gone to ⟪org_name|Boots⟫ on ⟪place|Castle Street⟫. If you could call us back on the usual number and quote reference
⟪reference|four four one nine⟫, that'd be great. Thanks, bye."
"""))

# 37
T(("insurance_call_transcript", """CALL RECORDING TRANSCRIPT — ⟪org_name|Northwind Insurance⟫ Motor Claims — call id ⟪reference|NW-CR-55102-A⟫

AGENT: Thank you for calling Northwind, you're speaking with ⟦PERSON|Callum⟧. Can I take the policy number?
CALLER: Yeah it's ⟪policy_number|NWM 4471 0238⟫.
AGENT: And your full name and date of birth?
CALLER: ⟦PERSON|Deborah Anne Fitch⟧, ⟦DATE_OF_BIRTH|the twelfth of May, nineteen seventy-six⟧.
AGENT: Thanks ⟦PERSON|Deborah⟧. So the excess on this claim is ⟦AMOUNT|£350⟧. Would you like to pay that by card today?
CALLER: OK. It's ⟦CARD|$card_mc_1⟧, expiry ⟪card_expiry|oh-nine twenty-seven⟫, and the security code is ⟦CVV|408⟧.
AGENT: [PAUSE RECORDING requested — not paused, agent error logged ⟪ticket_id|QA-77104⟫]
AGENT: That's gone through. Your courtesy car is booked with ⟪org_name|Enterprise⟫ from ⟪date|Thursday⟫.
"""))

# 38
T(("sms_bank_alerts", """From: ⟪org_name|Monzo⟫
Your Monzo verification code is ⟪otp_code|884 213⟫. Never share this code, not even with us.

From: ⟪org_name|Monzo⟫
⟦PERSON|Ellie⟧, you sent ⟦AMOUNT|£420.00⟧ to ⟦PERSON|Ryan Doherty⟧ (rent Dec) ✅ Balance ⟦AMOUNT|£1,037.66⟧

From: ⟪masked_phone|07700 900 0••⟫
Hi mum its me, I dropped my phone down the toilet lol this is my new number, can u send ⟦AMOUNT|£280⟧ to my mate's
account for a new one?? sort code ⟪reference|04-00-04⟫ acc ⟪masked_account|xxxx9120⟫ name ⟦PERSON|J Whitley⟧ xx

From: ⟪org_name|Royal Mail⟫
Your parcel ⟪tracking_number|RN 4418 2204 7GB⟫ is held due to unpaid fee of ⟪price|£1.45⟫. Pay at rm-redelivery.example
"""))

# 39
T(("visa_application_form", """UK VISAS AND IMMIGRATION — Standard Visitor application (online form, printed ⟪date|20/11/2025⟫)
GWF reference: ⟪reference|GWF071822394⟫

Section 1 — About you
  Given names: ⟦PERSON|Oluwaseun Adebayo⟧          Family name: ⟦PERSON|ADEYEMI⟧
  Date of birth: ⟦DATE_OF_BIRTH|03 Aug 1994⟧          Place of birth: ⟪place|Ibadan⟫, Nigeria
  Passport number: ⟦PASSPORT|B02418837⟧    Issued: ⟪date|11 Jan 2022⟫    Expires: ⟪date|10 Jan 2032⟫
  Home address: ⟦ADDRESS|Plot 17, Babs Animashaun Street, Surulere, Lagos⟧
  Phone: ⟦PHONE|+234 803 555 0192⟧   Email: ⟦EMAIL|seun.adeyemi94@gmail.com⟧
Section 4 — Your finances
  Monthly income after tax: ⟦AMOUNT|₦1,850,000⟧      Savings: ⟦AMOUNT|₦9,400,000⟧
  Cost of your trip: ⟦AMOUNT|£2,600⟧   Application fee: ⟪price|£127⟫
Section 6 — Sponsor in the UK: Dr ⟦PERSON|Folake Adeyemi-Ross⟧ (sister), ⟦ADDRESS|88 Cowley Road, Oxford OX4 1JB⟧
"""))

# 40
T(("flight_manifest_apis", """APIS PASSENGER MANIFEST  flt ⟪reference|QF0094⟫  MEL-LAX  ⟪date|14DEC25⟫  pax 3 of 287
SEQ SURNAME/GIVEN            SEX DOB        NAT DOC  DOC_NO       EXP      SEAT
041 ⟦PERSON|NGUYEN/THI HOA⟧           F   ⟦DATE_OF_BIRTH|02MAR1986⟧  AUS P    ⟦PASSPORT|PA4418207⟧    ⟪date|18NOV31⟫  ⟪seat|32C⟫
042 ⟦PERSON|NGUYEN/MINH KHOI⟧         M   ⟦DATE_OF_BIRTH|27SEP2016⟧  AUS P    ⟦PASSPORT|PB0021934⟧    ⟪date|02FEB27⟫  ⟪seat|32D⟫
043 ⟦PERSON|HALLORAN/BRENDAN⟧ MR   M   ⟦DATE_OF_BIRTH|11JUL1959⟧  IRL P    ⟦PASSPORT|PX7731048⟧    ⟪date|09APR29⟫  ⟪seat|33A⟫
SSR: 041 WCHR  043 DIAB MEAL (⟦MEDICAL|diabetic meal⟧)
"""))

# 41
T(("passport_mrz_ocr", """[OCR — scan_0031.jpg, page 1, engine tesseract ⟪version|5.3.4⟫]
UNITED KINGDOM OF GREAT BRITAIN AND NORTHERN IRELAND
PASSPORT  Type/Type P   Code/Code GBR   Passport No./No. du passeport ⟦PASSPORT|548219730⟧
Surname/Nom ⟦PERSON|PEMBERTON-HAYES⟧
Given names/Prénoms ⟦PERSON|ISOBEL CLARA⟧
Nationality BRITISH CITIZEN
Date of birth ⟦DATE_OF_BIRTH|17 OCT /OCT 92⟧        Sex F     Place of birth ⟪place|CHELMSFORD⟫
Date of issue ⟪date|05 MAR /MARS 21⟫     Authority HMPO     Date of expiry ⟪date|05 MAR /MARS 31⟫

P<GBR ⟦PERSON|PEMBERTON<HAYES<<ISOBEL<CLARA⟧<<<<<<<<<<<<<<<<<
⟦PASSPORT|548219730⟧ 4 GBR ⟦DATE_OF_BIRTH|921017⟧ 2 F ⟪date|310305⟫ 1<<<<<<<<<<<<<<08
[warning: MRZ line 2 spacing irregular, check digits not verified]
"""))

# 42
T(("tenancy_agreement_excerpt", """ASSURED SHORTHOLD TENANCY AGREEMENT

THIS AGREEMENT is made on ⟪date|1 December 2025⟫ BETWEEN
The Landlord: ⟦PERSON|Graham Okafor-Price⟧ of ⟦ADDRESS|3 Vicarage Close, Sevenoaks TN13 1JX⟧
The Tenants: ⟦PERSON|Aisling Brennan⟧ and ⟦PERSON|Tobias Grünewald⟧
The Property: ⟦ADDRESS|Flat 5, Lyndhurst Court, 61 Grove Park Road, London SE12 8PY⟧

2. RENT. The Tenants shall pay ⟦AMOUNT|£1,875⟧ per calendar month in advance, by standing order to
   ⟦IBAN|$iban_gb_2⟧ (Landlord's account).
3. DEPOSIT. A deposit of ⟦AMOUNT|£2,163.46⟧ has been paid and is protected with ⟪org_name|the Deposit Protection Service⟫
   under certificate ⟪reference|DPS-7390-2218-44⟫.
4. The Property was advertised on Rightmove at ⟪price|£1,950 pcm⟫; the reduced rent reflects the 18-month term.
Tenant's emergency contact: ⟦PERSON|Fergal Brennan⟧ ⟦PHONE|+353 85 555 0127⟧
"""))

# 43
T(("bank_statement_excerpt", """HALIFAX  Current Account Statement                         Sheet ⟪reference|112⟫
MR ⟦PERSON|A J SOKOLOV⟧                                      Sort code ⟪reference|11-04-57⟫  Account ⟪masked_account|****8841⟫
⟦ADDRESS|14 PENNINE VIEW, HUDDERSFIELD HD3 4LR⟧                      Period ⟪date|01 Nov 2025⟫ to ⟪date|30 Nov 2025⟫

Date    Description                              Paid out     Paid in     Balance
01 Nov  BALANCE BROUGHT FORWARD                                          ⟦AMOUNT|1,204.17⟧
03 Nov  ⟪org_name|TESCO STORES 2291⟫                         ⟦AMOUNT|64.20⟧                   ⟦AMOUNT|1,139.97⟧
07 Nov  FPI ⟪org_name|KIRKLEES COUNCIL⟫ PAYROLL                          ⟦AMOUNT|2,418.55⟧   ⟦AMOUNT|3,558.52⟧
10 Nov  DD ⟪org_name|PURE GYM⟫                               ⟦AMOUNT|24.99⟧                   ⟦AMOUNT|3,533.53⟧
14 Nov  FPO ⟦PERSON|SOKOLOVA N⟧ (housekeeping)                 ⟦AMOUNT|300.00⟧                  ⟦AMOUNT|3,233.53⟧
"""))

# 44
T(("payslip_text", """PAYSLIP — ⟪org_name|Greenfield Care Homes Ltd⟫                 Pay date: ⟪date|28/11/2025⟫   Period: ⟪reference|M08⟫
Employee: ⟦PERSON|Adaeze Nwosu⟧        Employee no: ⟪employee_id|GCH-00731⟫      NI number: ⟦NATIONAL_ID|$nid_uk_1⟧
Tax code: ⟪tax_code|1257L⟫   NI category: A

Payments                      Hours    Rate       Amount
Basic (Senior Carer)          152.00   ⟦AMOUNT|12.60⟧     ⟦AMOUNT|1,915.20⟧
Night enhancement              36.00    ⟦AMOUNT|1.50⟧     ⟦AMOUNT|54.00⟧
Deductions
PAYE tax                                           ⟦AMOUNT|145.40⟧
National Insurance                                 ⟦AMOUNT|58.08⟧
Pension (NEST 5%)                                  ⟦AMOUNT|98.46⟧
Student loan plan 2                                ⟦AMOUNT|12.00⟧
NET PAY                                            ⟦AMOUNT|£1,655.26⟧
"""))

# 45
T(("hr_settlement_letter", """WITHOUT PREJUDICE AND SUBJECT TO CONTRACT

⟪date|21 November 2025⟫

Dear ⟦PERSON|Viktor⟧,

Further to our meeting on ⟪date|18 November⟫ with ⟦PERSON|Sunita Dhar⟧ (HR Business Partner), we confirm the terms on which the
Company proposes to end your employment by mutual agreement:

(a) Termination date: ⟪date|31 December 2025⟫.
(b) A payment in lieu of notice of ⟦AMOUNT|£11,250⟧ (three months' basic salary).
(c) An ex gratia termination payment of ⟦AMOUNT|£18,000⟧, the first ⟪price|£30,000⟫ of which is free of tax under s.403 ITEPA 2003.
(d) A contribution of up to ⟦AMOUNT|£750 + VAT⟧ towards your legal fees.

We acknowledge that your absence since ⟪date|June⟫ related to ⟦MEDICAL|work-related stress⟧ and ⟦MEDICAL|depression⟧,
and nothing in this letter is intended to suggest otherwise.

Yours sincerely,
⟦PERSON|Gareth Lyle⟧, Director of Operations
"""))

# 46
T(("git_diff_secret_removal", """commit ⟪hash|$sha_2⟫
Author: ⟦PERSON|Ines Carvalho⟧ <⟦EMAIL|ines.carvalho@loyaltyhub.example⟧>
Date:   ⟪timestamp|Thu Nov 27 16:22:08 2025 +0000⟫

    remove hardcoded keys from points-sync (oops)

diff --git a/points_sync/settings.py b/points_sync/settings.py
index 4f1c0a2..9be7d13 100644
--- a/points_sync/settings.py
+++ b/points_sync/settings.py
@@ -11,9 +11,9 @@ MAX_BATCH = 500
-MAILGUN_API_KEY = "⟦APIKEY|$mailgun_1⟧"
-SQUARE_ACCESS_TOKEN = "⟦APIKEY|$square_1⟧"
-REDIS_URL = "redis://:⟦SECRET|rEd1s-Loyalty-2025⟧@⟦IP_ADDRESS|10.20.3.9⟧:⟪port|6379⟫/0"
+MAILGUN_API_KEY = os.environ["MAILGUN_API_KEY"]
+SQUARE_ACCESS_TOKEN = os.environ["SQUARE_ACCESS_TOKEN"]
+REDIS_URL = os.environ.get("REDIS_URL", "redis://⟪doc_ip|127.0.0.1⟫:6379/0")
"""))

# 47
T(("jupyter_notebook_cell", """In [14]:
df = pd.read_parquet("s3://ins-analytics/claims_2025q3.parquet")
df[df.claim_amount > 50_000][["claimant", "dob", "diagnosis", "claim_amount", "ip"]].head(4)

Out[14]:
       claimant              dob   diagnosis                         claim_amount   ip
1182   ⟦PERSON|Yusuf Demir⟧        ⟦DATE_OF_BIRTH|1968-01-30⟧  ⟦MEDICAL|lumbar disc herniation L4-L5⟧       ⟦AMOUNT|61200.00⟧       ⟦IP_ADDRESS|78.183.9.201⟧
2047   ⟦PERSON|Hannah Oyelowo⟧     ⟦DATE_OF_BIRTH|1991-06-14⟧  ⟦MEDICAL|breast cancer, stage II⟧            ⟦AMOUNT|148930.50⟧      ⟦IP_ADDRESS|2001:4860:7:27f::f5⟧
2291   ⟦PERSON|Pavel Hruška⟧       ⟦DATE_OF_BIRTH|1955-11-02⟧  ⟦MEDICAL|total hip replacement⟧              ⟦AMOUNT|52004.10⟧       ⟦IP_ADDRESS|10.8.0.14⟧
3305   ⟦PERSON|Mei-Ling Cho⟧       ⟦DATE_OF_BIRTH|1979-09-09⟧  ⟦MEDICAL|major depressive disorder⟧          ⟦AMOUNT|55310.00⟧       ⟪doc_ip|198.51.100.23⟫

In [15]:
df.claim_amount.describe()   # portfolio mean ⟪price|8,412.77⟫, n=⟪reference|41,208⟫
"""))

# 48
T(("calendar_invite_ics", """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN
BEGIN:VEVENT
UID:⟪uuid|$uuid_2⟫
DTSTART;TZID=Europe/London:⟪timestamp|20251210T143000⟫
DTEND;TZID=Europe/London:⟪timestamp|20251210T150000⟫
SUMMARY:Case review – ⟦PERSON|Okoro⟧ (⟦MEDICAL|safeguarding / suspected self-harm⟧)
LOCATION:Consult room ⟪room_number|2.14⟫\\, ⟪place|Wexham Park⟫
ORGANIZER;CN=Dr ⟦PERSON|Rachel Lindqvist⟧:mailto:⟦EMAIL|rachel.lindqvist@nhs.net⟧
ATTENDEE;CN=⟦PERSON|Samir Haddou⟧;ROLE=REQ-PARTICIPANT:mailto:⟦EMAIL|samir.haddou@nhs.net⟧
DESCRIPTION:Teams meeting ID ⟪reference|318 442 907 12⟫ passcode ⟦PASSWORD|Xk7pQ2⟧
END:VEVENT
END:VCALENDAR
"""))

# 49
T(("school_notice_no_pii", """MAPLEWOOD PRIMARY SCHOOL — PARENT NOTICE ⟪reference|2025/26-14⟫

Winter term lunches: from ⟪date|Monday 5 January⟫ a school meal will cost ⟪price|$3.10⟫ per day (⟪price|$15.50⟫ per week).
Families who receive benefits can apply for free meals through the district office.

Head lice: we have had several reports in ⟪room_number|Year 3⟫. Please check your child's hair weekly; treatments such as
⟪drug_ad|Hedrin 4% lotion⟫ are available from pharmacies for about ⟪price|$12⟫. ⟪health_info|Children do not need to stay home⟫.

Flu immunisation (nasal spray) takes place on ⟪date|14 January⟫. Consent forms are due back by ⟪date|9 January⟫.
The office is open 8:15–4:00. Thank you, ⟪org_name|Maplewood PTA⟫.
Mrs ⟦PERSON|D. Achterberg-Lowe⟧, Headteacher
"""))

# 50
T(("dental_sms_reminder", """⟪org_name|BrightSmile Dental⟫: Hi ⟦PERSON|Courtney⟧, reminder of your ⟦MEDICAL|root canal (tooth 36)⟧ with Dr ⟦PERSON|Feng⟧ on
⟪date|Wed 17 Dec⟫ at 9:20am. Please take your ⟦MEDICAL|amoxicillin 500mg⟧ as prescribed from the day before. Balance
owing after your insurer's share: ⟦AMOUNT|$286.40⟧. Reply Y to confirm, or call to reschedule. Ref ⟪reference|BSD-11972⟫
"""))

# 51
T(("insurance_renewal_notice", """⟪org_name|Bluewater Home & Contents⟫ — Renewal Notice                    Policy ⟪policy_number|BW-HC-00917342⟫

Policyholder: ⟦PERSON|Naomi Achebe-Laurent⟧
Insured address: ⟦ADDRESS|27 Wattle Grove, Brunswick East VIC 3057⟧
Renewal date: ⟪date|15/01/2026⟫

Your premium for the next 12 months is ⟦AMOUNT|$1,942.08⟧ (last year: ⟦AMOUNT|$1,655.40⟧), payable by direct debit from
account ⟪masked_account|xxx-xxx 4418⟫. Market average for a similar policy in ⟪place|Melbourne⟫ is ⟪price|$1,700⟫.
You made one claim this year (⟪claim_number|CLM-88201⟫, bicycle theft) for which we paid ⟦AMOUNT|$1,120⟧.
Questions? Speak to your adviser ⟦PERSON|Rhys Tamihana⟧ on ⟦PHONE|0491 570 156⟧.
"""))

# 52
T(("canada_benefits_form", """Service Canada — Application for Canada Pension Plan Retirement Pension (ISP1000) — page 1 OCR

1. Social Insurance Number: ⟦NATIONAL_ID|$nid_ca_1⟧
2. Mr [x]  Mrs [ ]  Ms [ ]     Last name: ⟦PERSON|TREMBLAY⟧     First name: ⟦PERSON|Jean-Guy⟧
3. Date of birth (YYYY-MM-DD): ⟦DATE_OF_BIRTH|1961-03-04⟧
4. Mailing address: ⟦ADDRESS|1450 rue Sherbrooke Est, app. 7, Montréal QC H2L 1M3⟧
5. Telephone: ⟦PHONE|514-555-0176⟧
7. Spouse/common-law partner SIN: ⟦NATIONAL_ID|$nid_ca_2⟧   name: ⟦PERSON|Louise Bergeron⟧
12. Direct deposit: institution ⟪reference|815⟫ transit ⟪reference|30241⟫ account ⟪masked_account|•••• 662⟫
Office use: received ⟪date|2025-10-28⟫, batch ⟪reference|ISP-QC-2210⟫
"""))

# 53
T(("hmrc_letter", """HM Revenue & Customs
PAYE and Self Assessment                                  Date: ⟪date|17 November 2025⟫
                                                          Reference: UTR ending ⟪id_tail|2208⟫
                                                          National Insurance number: ⟦NATIONAL_ID|$nid_uk_2⟧
Mr ⟦PERSON|Olumide Bakare⟧
⟦ADDRESS|Flat 9, 3 Canal Wharf, Birmingham B1 2JT⟧

Your tax calculation for 2024–25
Total income received                     ⟦AMOUNT|£58,412.00⟧
Tax due                                   ⟦AMOUNT|£10,348.20⟧
Tax already paid through PAYE            ⟦AMOUNT|£9,901.00⟧
You owe                                   ⟦AMOUNT|£447.20⟧
The personal allowance was ⟪price|£12,570⟫. Pay by ⟪date|31 January 2026⟫ to avoid interest (currently ⟪percentage|8.25%⟫).
"""))

# 54
T(("singapore_clinic_registration", """RAFFLES EAST MEDICAL CLINIC — NEW PATIENT REGISTRATION (tablet form, submitted ⟪timestamp|03/12/2025 10:41⟫)
Name (as in NRIC): ⟦PERSON|TAN WEI MING, BRANDON⟧
NRIC/FIN: ⟦NATIONAL_ID|$nid_sg_1⟧
Date of birth: ⟦DATE_OF_BIRTH|08/05/1981⟧
Address: ⟦ADDRESS|Blk 412 Bedok North Ave 2, #09-118, Singapore 460412⟧
Mobile: ⟦PHONE|+65 9123 4508⟧
Drug allergies: ⟦MEDICAL|NSAIDs – swelling of lips⟧
Reason for visit: ⟦MEDICAL|fever x3 days, body aches⟧, wife ⟦PERSON|Shirley⟧ (FIN ⟦NATIONAL_ID|$nid_sg_3⟧) has ⟦MEDICAL|dengue⟧
Payment: CHAS ⟪reference|Orange⟫ / Medisave — consultation ⟪price|S$38⟫ before subsidy
"""))

# 55
T(("au_tfn_declaration", """Tax file number declaration — NAT 3092 (employee section, typed copy)
1  Tax file number: ⟦NATIONAL_ID|$nid_au_1⟧
2  Name: Title Ms  Surname ⟦PERSON|O'Donoghue⟧  First given name ⟦PERSON|Kirra⟧  Other given names ⟦PERSON|Louise⟧
4  Home address: ⟦ADDRESS|Unit 4/18 Macleay Street, Potts Point NSW 2011⟧
6  Date of birth: ⟦DATE_OF_BIRTH|21/12/1997⟧
8  Basis of payment: [x] Full-time
12 Do you have a HELP debt? Yes — balance about ⟦AMOUNT|$27,300⟧
Payer: ⟪org_name|Coastal Physio Group Pty Ltd⟫  ABN ⟪reference|51 824 753 556⟫   Branch ⟪place|Bondi Junction⟫
"""))

# 56
T(("india_fintech_kyc_log", """[2025-12-02 11:18:44,903] kyc-worker-3 INFO  ekyc.start request_id=⟪uuid|$uuid_3⟫ channel=android app_ver=⟪version|7.4.1⟫
[2025-12-02 11:18:45,112] kyc-worker-3 DEBUG aadhaar_input="⟦NATIONAL_ID|$nid_in_1⟧" consent=true
[2025-12-02 11:18:47,660] kyc-worker-3 INFO  uidai.otp_sent to=⟪masked_phone|XXXXXX4417⟫
[2025-12-02 11:19:31,004] kyc-worker-3 INFO  uidai.verified name="⟦PERSON|Priyanka Subramaniam⟧" dob="⟦DATE_OF_BIRTH|14-08-1993⟧" gender=F
[2025-12-02 11:19:31,005] kyc-worker-3 DEBUG address="⟦ADDRESS|C-204, Lodha Splendora, Ghodbunder Road, Thane West 400615⟧"
[2025-12-02 11:19:31,220] kyc-worker-3 INFO  pan_check pan=⟪id_tail|XXXXX1234F⟫ status=VALID ip=⟦IP_ADDRESS|49.36.118.207⟧
[2025-12-02 11:19:32,001] kyc-worker-3 INFO  wallet.limit_raised user=⟪reference|u_5520981⟫ new_limit=⟪price|₹2,00,000⟫
"""))

# 57
T(("brazil_ecommerce_support_email", """Subject: Pedido ⟪order_id|#BR-7731920⟫ – nota fiscal com CPF errado

Hello, I am writing in English because my Portuguese is bad. The invoice (nota fiscal ⟪invoice_number|NF-e 000.482.117⟫) for my
order was issued with my old CPF. The correct one is ⟦NATIONAL_ID|$nid_br_1⟧. Name: ⟦PERSON|Lucas Emanuel Prado⟧.
Delivery address: ⟦ADDRESS|Rua Harmonia 1250, apto 42, Vila Madalena, São Paulo - SP, 05435-001⟧.
I paid ⟦AMOUNT|R$ 3.249,90⟧ in 10x on my Mastercard ending ⟪masked_card|7734⟫. The product page still shows ⟪price|R$ 3.499,00⟫.
You can also reach me on WhatsApp ⟦PHONE|+55 11 95555-0183⟧.
Obrigado,
⟦PERSON|Lucas⟧
"""))

# 58
T(("spain_rental_application", """SOLICITUD DE ALQUILER / RENTAL APPLICATION — Inmobiliaria Costa Blanca (ref. piso ⟪reference|ALC-2291⟫)
Applicant: ⟦PERSON|Martina Ruiz Echeverría⟧      DNI: ⟦NATIONAL_ID|$nid_es_1⟧
Co-applicant: ⟦PERSON|Bram de Vries⟧            NIE: ⟦NATIONAL_ID|$nid_es_2⟧
Current address: ⟦ADDRESS|Calle de Toledo 88, 3º izq., 28005 Madrid⟧
Net monthly income (both): ⟦AMOUNT|4.150 €⟧
Listed rent: ⟪price|1.100 €/mes⟫ + 2 meses fianza. Agency fee ⟪price|10% + IVA⟫ of annual rent.
Bank for direct debit: ⟦IBAN|$iban_es_1⟧
Viewing booked ⟪date|12/12/2025⟫ 18:30 with agent ⟦PERSON|Paco⟧.
"""))

# 59
T(("sweden_clinic_note", """Vårdcentralen ⟪place|Södermalm⟫ — journal entry (translated export)
Patient: ⟦PERSON|Elin Bergqvist⟧  Personnummer: ⟦NATIONAL_ID|$nid_se_1⟧
Date: ⟪date|2025-11-25⟫   Clinician: ⟦PERSON|Johan Ek⟧, distriktsläkare

S: 36-year-old with ⟦MEDICAL|recurrent UTIs⟧ (3 in 6 months). No fever. Currently ⟦MEDICAL|11 weeks pregnant⟧.
O: Urine dipstick nitrite +, leukocytes ++.
A: ⟦MEDICAL|Uncomplicated cystitis in pregnancy⟧.
P: ⟦MEDICAL|Pivmecillinam 200 mg x3 for 5 days⟧. Urine culture sent (lab id ⟪reference|U25-114208⟫). Recheck after treatment.
Invoice: patient fee ⟪price|SEK 200⟫ (high-cost card ⟪member_id|HK-2291-5518⟫).
"""))

# 60
T(("finland_employer_onboarding_chat", """Teams — chat with ⟦PERSON|Aino Virtanen⟧ (HR, Helsinki)

⟦PERSON|Aino Virtanen⟧ 10:02  Tervetuloa! For payroll I still need your henkilötunnus and bank account.
⟦PERSON|Mateus Okon⟧ 10:05  sure — hetu ⟦NATIONAL_ID|$nid_fi_1⟧, IBAN ⟦IBAN|$iban_fi_1⟧
⟦PERSON|Aino Virtanen⟧ 10:06  Kiitos! Tax card percentage from Vero?
⟦PERSON|Mateus Okon⟧ 10:07  ⟪percentage|23.5%⟫, income limit ⟦AMOUNT|38 000 €⟧ I think
⟦PERSON|Aino Virtanen⟧ 10:08  Great. Your laptop is ⟪serial_number|PF3XK9A2⟫, pick it up from ⟪room_number|B3.112⟫. Wifi guest password is on the whiteboard.
"""))

# 61
T(("south_africa_insurance_sms_thread", """SMS thread — +27 ⟪masked_phone|82 ••• ••19⟫

[Tue 08:11] Hi this is ⟦PERSON|Thandi⟧ from ⟪org_name|Sanlam Funeral Cover⟫ re your application. Please confirm your ID no.
[Tue 08:40] ⟦NATIONAL_ID|$nid_za_1⟧
[Tue 08:42] Thank you Mr ⟦PERSON|Mokoena⟧. Premium will be ⟦AMOUNT|R289⟧ pm from ⟪date|1 Jan⟫, covering you, your wife ⟦PERSON|Lerato⟧ and 3 kids.
[Tue 08:45] ok. debit on the 25th pls, salary comes then
[Tue 08:46] Done. Policy no ⟪policy_number|SFC-4471902⟫. Standard cover for a family plan is ⟪price|R30 000⟫.
"""))

# 62
T(("israel_hmo_email", """From: ⟦EMAIL|noa.friedman.tlv@walla.example⟧
To: ⟦EMAIL|service@clalit-intl.example⟧
Subject: reimbursement for MRI abroad — member ⟪member_id|4471-220⟫

Shalom,
I had an ⟦MEDICAL|MRI of the right knee⟧ in ⟪place|Berlin⟫ on ⟪date|3.10.2025⟫ after ⟦MEDICAL|a meniscus tear⟧ skiing.
I paid ⟦AMOUNT|€640⟧ out of pocket (invoice attached, ⟪invoice_number|RE-2025-10-5581⟫). My Teudat Zehut is ⟦NATIONAL_ID|$nid_il_1⟧.
Please transfer the refund to my German account ⟦IBAN|$iban_de_1⟧ since I'm still here until ⟪date|February⟫.
Toda,
⟦PERSON|Noa Friedman⟧
"""))

# 63
T(("netherlands_gp_referral", """Huisartsenpraktijk ⟪org_name|De Linde⟫ · ⟪place|Utrecht⟫ · AGB ⟪reference|01-054331⟫

Verwijzing / Referral to: Dermatology, ⟪org_name|UMC Utrecht⟫
Patient: Mevr. ⟦PERSON|S. Visser⟧ (roepnaam ⟦PERSON|Sanne⟧)   BSN ⟦NATIONAL_ID|$nid_nl_1⟧   geb. ⟦DATE_OF_BIRTH|02-11-1989⟧
Reason: ⟦MEDICAL|changing pigmented lesion left shoulder, suspected melanoma⟧. Family history: father ⟦MEDICAL|melanoma⟧ at 58.
Medication: none. Allergies: ⟦MEDICAL|latex⟧.
Urgency: within 2 weeks. Contact patient: ⟦PHONE|06 1234 5678⟧
"""))

# 64
T(("belgium_payroll_ticket", """[SD Worx portal] Ticket ⟪ticket_id|BE-PAY-118204⟫ — status: Waiting for customer

Employee: ⟦PERSON|Lotte Vermeulen⟧ (personnel no. ⟪employee_id|003318⟫)
Rijksregisternummer: ⟦NATIONAL_ID|$nid_be_1⟧
Issue: November net salary ⟦AMOUNT|€2.914,37⟧ was paid to the old account. New account: ⟦IBAN|$iban_be_1⟧.
Also: meal vouchers (⟪price|€8⟫/day, company policy) were not credited for ⟪date|14/11⟫–⟪date|21/11⟫ while she was on
⟦MEDICAL|sick leave (bronchitis)⟧ — correct, no vouchers during sickness.
Handled by ⟦PERSON|Kris⟧ · last update ⟪timestamp|2025-12-01 15:47⟫
"""))

# 65
T(("poland_loan_application_json", """{
  "applicationId": "⟪reference|PL-LN-2025-0093127⟫",
  "submittedAt": "⟪timestamp|2025-11-30T20:14:51+01:00⟫",
  "applicant": {
    "firstName": "⟦PERSON|Katarzyna⟧",
    "lastName": "⟦PERSON|Zielińska-Mróz⟧",
    "pesel": "⟦NATIONAL_ID|$nid_pl_2⟧",
    "idCardNo": "⟪id_tail|***4471⟫",
    "email": "⟦EMAIL|kasia.zm@onet.example⟧",
    "phone": "⟦PHONE|+48 601 555 018⟧",
    "address": "⟦ADDRESS|ul. Długa 17/4, 31-147 Kraków⟧"
  },
  "loan": {"amount": ⟦AMOUNT|25000⟧, "currency": "PLN", "termMonths": 36, "rrso": ⟪percentage|12.9⟫},
  "monthlyNetIncome": ⟦AMOUNT|7850⟧,
  "payoutAccount": "⟦IBAN|$iban_pl_1⟧",
  "client": {"ip": "⟦IP_ADDRESS|83.24.119.60⟧", "appVersion": "⟪version|3.2.0⟫"}
}
"""))

# 66
T(("france_mutuelle_claim", """⟪org_name|Harmonie Santé⟫ top-up insurer — reimbursement request (agent entry, export)
Member: ⟦PERSON|Camille Rousseau-Bénard⟧
Social security no.: ⟦NATIONAL_ID|$nid_fr_1⟧
Beneficiary: ⟦PERSON|Léo⟧ (son, age 9) — ⟦MEDICAL|orthodontic treatment, brace, semester 2⟧
Amount paid by member: ⟦AMOUNT|780,00 €⟧ · statutory tariff base: ⟪price|193,50 €⟫ · our share: ⟦AMOUNT|400,00 €⟧
Refund by transfer to ⟦IBAN|$iban_fr_1⟧
Agent: M. ⟦PERSON|Diallo⟧ · file ⟪case_number|HS-25-449120⟫ · ⟪date|02/12/2025⟫
"""))

# 67
T(("turkey_hotel_checkin_email", """Subject: Pre-arrival check-in — ⟪org_name|Bosphorus Pearl Hotel⟫ booking ⟪order_id|BPH-88120⟫

Dear guest,
Turkish law requires us to register every guest. Please reply with:
- full name, nationality, passport or T.C. Kimlik number, date of birth

---- reply ----
Hi, ⟦PERSON|Emre Yıldız⟧, Turkish citizen, TC ⟦NATIONAL_ID|$nid_tr_1⟧, born ⟦DATE_OF_BIRTH|9 Sept 1985⟧.
My partner ⟦PERSON|Charlotte Meyer⟧ is German, passport ⟦PASSPORT|C4J7XR2M9⟧, born ⟦DATE_OF_BIRTH|1 Feb 1987⟧.
We'll arrive late (flight ⟪reference|TK1724⟫ lands 23:40). Room rate was ⟪price|€145/night⟫ on your site; I prepaid ⟦AMOUNT|€435⟧.
Also, ⟦PERSON|Charlotte⟧ has a ⟦MEDICAL|severe nut allergy⟧ — please tell the breakfast team.
"""))

# 68
T(("chile_remittance_whatsapp", """WhatsApp · Tía ⟦PERSON|Rosa⟧
[14:02] ⟦PERSON|Rosa⟧: mijo, the remittance app is asking for my RUT again 🙄
[14:03] ⟦PERSON|Diego⟧: it's ⟦NATIONAL_ID|$nid_cl_1⟧ tía, same as always
[14:03] ⟦PERSON|Rosa⟧: and the code it sent me ⟪otp_code|4471 08⟫ do I put it
[14:04] ⟦PERSON|Diego⟧: YES but never send it to anyone else ok. I sent you ⟦AMOUNT|USD 300⟧, should be ⟦AMOUNT|CLP 282.000⟧ after fees
[14:05] ⟦PERSON|Rosa⟧: the app says fee ⟪price|USD 4.99⟫ 😡
"""))

# 69
T(("japan_my_number_form", """[Employee onboarding — Japan subsidiary — My Number collection form, scanned]
Name (kanji): ⟦PERSON|佐藤 健太⟧      Name (romaji): ⟦PERSON|SATO Kenta⟧
Individual Number (My Number): ⟦NATIONAL_ID|$nid_jp_1⟧
Date of birth: ⟦DATE_OF_BIRTH|Heisei 2 (1990) / 7 / 19⟧
Address: ⟦ADDRESS|2-14-3 Kichijoji Honcho, Musashino-shi, Tokyo 180-0004⟧
Dependants: spouse ⟦PERSON|SATO Yui⟧ (My Number submitted separately, envelope ⟪reference|MN-0093⟫)
Verified by: ⟦PERSON|Hiroshi Tanabe⟧ (HR), ⟪date|2025-12-01⟫ — original card seen, copy shredded ⟪timestamp|2025-12-01 17:05⟫
"""))

# 70
T(("korea_expat_bank_chat", """KakaoTalk · ⟪org_name|Shinhan Global Desk⟫
[Shinhan] Hello Ms. ⟦PERSON|Amara Diallo⟧, to reopen your account we need your Alien Registration Number.
[Me] it's ⟦NATIONAL_ID|$nid_kr_1⟧
[Shinhan] Thank you. The first six digits should match your birth date, is that right?
[Me] oh no, sorry, that's my husband ⟦PERSON|Jae-won⟧'s number, I copied the wrong one
[Shinhan] No problem. Please visit the ⟪place|Itaewon⟫ branch with your ARC and passport. Account maintenance fee is ⟪price|₩0⟫.
[Me] ok, is ⟪date|Saturday⟫ fine? my balance is ⟦AMOUNT|₩4,180,000⟧ I just want to move it out
"""))

# 71
T(("go_telegram_bot", """// cmd/pharmacy-bot/main.go — notifies customers when a prescription is ready
package main

import (
	"log"
	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"
)

const botToken = "⟦APIKEY|$telegram_2⟧" // TODO: env var, ⟦PERSON|Rafael⟧ said it's fine for the demo
const adminChat int64 = ⟪app_id|-1001877420913⟫

func main() {
	bot, err := tgbotapi.NewBotAPI(botToken)
	if err != nil {
		log.Panic(err)
	}
	log.Printf("authorised on account %s (v%s)", bot.Self.UserName, "⟪version|0.9.2⟫")
	msg := tgbotapi.NewMessage(⟪app_id|482210977⟫, "Hi ⟦PERSON|Agnieszka⟧, your ⟦MEDICAL|insulin glargine 100 units/ml⟧ is ready at ⟪place|Kingsway⟫ pharmacy.")
	bot.Send(msg)
}
"""))

# 72
T(("rust_discord_bot", """// src/main.rs — volunteer rota bot for the ⟪org_name|Eastside Tenants Union⟫ Discord
use serenity::prelude::*;

const TOKEN: &str = "⟦APIKEY|$discord_1⟧";
const GUILD_ID: u64 = ⟪app_id|1187420093316554812⟫;
const ROTA_SHEET: &str = "https://docs.google.com/spreadsheets/d/⟪reference|1aX9vQeR2mL0kT7pYw3uN8sB4cH6jD5fG0iK2oZxE1q⟫";

#[tokio::main]
async fn main() {
    // coordinators: @⟦PERSON|shauna_b⟧ @⟦PERSON|tomás.r⟧ — ping them if the bot dies
    let intents = GatewayIntents::GUILD_MESSAGES | GatewayIntents::MESSAGE_CONTENT;
    let mut client = Client::builder(TOKEN, intents).await.expect("client");
    client.start().await.unwrap(); // serenity ⟪version|0.12.2⟫
}
"""))

# 73
T(("java_spring_properties", """# src/main/resources/application-prod.properties — claims-notifier
server.port=⟪port|8081⟫
spring.datasource.url=jdbc:mysql://⟦IP_ADDRESS|10.44.8.17⟧:⟪port|3306⟫/claims?useSSL=true
spring.datasource.username=claims_rw
spring.datasource.password=⟦PASSWORD|Cl@ims-Rw-2025!⟧
mailgun.domain=mg.northwind-insurance.example
mailgun.api-key=⟦APIKEY|$mailgun_2⟧
mail.from=⟦EMAIL|no-reply@northwind-insurance.example⟧
mail.bcc=⟦EMAIL|claims-audit@northwind-insurance.example⟧
sentry.dsn=⟦APIKEY|$sentry_dsn_1⟧
management.endpoints.web.exposure.include=health,info
info.app.version=⟪version|5.7.3-RELEASE⟫
"""))

# 74
T(("shell_deploy_digitalocean", """#!/usr/bin/env bash
# deploy.sh — spins up the charity auction site for the gala night
set -euo pipefail
export DIGITALOCEAN_ACCESS_TOKEN="⟦APIKEY|$do_pat_1⟧"
export CLOUDFLARE_API_TOKEN="⟦APIKEY|$cloudflare_1⟧"
DROPLET_SIZE="s-2vcpu-4gb"   # ⟪price|$24/mo⟫, delete after ⟪date|13 Dec⟫!!
doctl compute droplet create auction-prod --size "$DROPLET_SIZE" --image ubuntu-24-04-x64 --region lon1 \\
  --ssh-keys ⟪hash|3b:9f:21:aa:07:5c:e4:18:0d:66:9a:41:c3:72:ee:10⟫
echo "admin login: ⟦EMAIL|gala-admin@hopewell-trust.org⟧ / ⟦PASSWORD|Gala2025!Silent⟧"
# contact ⟦PERSON|Bernadette⟧ on ⟦PHONE|07700 900 662⟧ if the payment page breaks during bidding
"""))

# 75
T(("npmrc_pypirc", """$ cat ~/.npmrc
registry=https://registry.npmjs.org/
//registry.npmjs.org/:_authToken=⟦APIKEY|$npm_1⟧
email=⟦EMAIL|f.osei@retailpos.example⟧
$ cat ~/.pypirc
[distutils]
index-servers = pypi
[pypi]
username = __token__
password = ⟦APIKEY|$pypi_1⟧
$ whoami
⟦PERSON|fosei⟧
$ npm -v
⟪version|10.8.2⟫
"""))

# 76
T(("ml_notebook_keys", """# %% [markdown]
# Triage-note summariser experiment — Dr. ⟦PERSON|Wanjiru Kamau⟧'s team, do not share outside ⟪org_name|KNH Digital⟫

# %%
import os, anthropic
from huggingface_hub import login
os.environ["ANTHROPIC_API_KEY"] = "⟦APIKEY|$anthropic_1⟧"
login(token="⟦APIKEY|$hf_1⟧")
client = anthropic.Anthropic()
note = "Pt ⟦PERSON|J.O.⟧ 34F, ⟦MEDICAL|G2P1 at 29/40⟧, c/o ⟦MEDICAL|headache and visual disturbance⟧, BP 162/108 — ?⟦MEDICAL|pre-eclampsia⟧"
# model card ⟪version|v2.1⟫, eval set ⟪reference|triage-dev-0412⟫, cost so far ⟪price|$41.27⟫ on the lab's account
"""))

# 77
T(("vault_shell_history", """  512  export VAULT_ADDR=https://vault.internal.loyaltyhub.example:⟪port|8200⟫
  513  export VAULT_TOKEN=⟦APIKEY|$vault_1⟧
  514  vault kv get -field=password secret/pos/db
  515  psql "host=⟦IP_ADDRESS|10.30.2.11⟧ user=pos_admin password=⟦PASSWORD|Tills-R-Us-88⟧ dbname=pos"
  516  ssh -i ~/.ssh/id_ed25519 ⟦PERSON|dokafor⟧@⟦IP_ADDRESS|10.30.2.40⟧
  517  curl -s http://⟪doc_ip|198.51.100.10⟫/status
  518  history | grep vault
"""))

# 78
T(("appsettings_json_azure", """{
  "Logging": { "LogLevel": { "Default": "Information" } },
  "AzureAd": {
    "Instance": "https://login.microsoftonline.com/",
    "TenantId": "⟪app_id|$azure_tenant_id_2⟫",
    "ClientId": "⟪app_id|$azure_client_id_2⟫",
    "ClientSecret": "⟦SECRET|$azure_client_secret_2⟧"
  },
  "ConnectionStrings": {
    "BenefitsDb": "Server=tcp:benefits-sql-prd.database.windows.net,⟪port|1433⟫;Database=benefits;User ID=benefits_app;Password=⟦SECRET|Ben3fits#Prod^2025⟧;Encrypt=True;"
  },
  "Okta": { "ApiToken": "⟦APIKEY|$okta_1⟧", "OrgUrl": "https://hopewell.okta.example" },
  "AppVersion": "⟪version|3.11.0+build.771⟫"
}
"""))

# 79
T(("therapy_session_note", """PROGRESS NOTE — session 7 of 12 (CBT)          Clinician: ⟦PERSON|Miriam Hale⟧, LCSW     Date: ⟪date|12/02/2025⟫
Client: ⟦PERSON|Tyler Brandt⟧ (goes by "⟦PERSON|Ty⟧")     Payer: self-pay, sliding scale ⟦AMOUNT|$60⟧/session (standard fee ⟪price|$150⟫)

Client reports ⟦MEDICAL|panic symptoms⟧ down from daily to ~2x/week. Still ⟦MEDICAL|avoiding driving on the freeway⟧.
Sleep improved since psychiatrist started ⟦MEDICAL|hydroxyzine 25 mg at night⟧. Denies ⟦MEDICAL|suicidal ideation⟧.
Discussed conflict with partner ⟦PERSON|Jess⟧ about money; ⟦PERSON|Ty⟧ owes about ⟦AMOUNT|$9k⟧ on credit cards.
Homework: interoceptive exposure worksheet ⟪reference|IE-3⟫. Next session ⟪date|12/09⟫, room ⟪room_number|214⟫.
"""))

# 80
T(("antenatal_booking_note", """ANTENATAL BOOKING — ⟪org_name|Princess Royal Maternity⟫            Booking no. ⟪reference|PRM-25-30188⟫
Name: ⟦PERSON|Leah McAllister⟧     DOB: ⟦DATE_OF_BIRTH|29/01/1995⟧     Partner: ⟦PERSON|Connor Reid⟧
LMP ⟪date|16/09/2025⟫ → EDD ⟪date|23/06/2026⟫ (⟦MEDICAL|G1P0, 11+2 weeks⟧)
History: ⟦MEDICAL|PCOS⟧, ⟦MEDICAL|previous eating disorder (in remission since 2019)⟧, ⟦MEDICAL|smoker 5/day, wants to stop⟧
Meds: ⟦MEDICAL|folic acid 5 mg⟧, ⟦MEDICAL|vitamin D 10 mcg⟧
Risk: BMI 31 → ⟦MEDICAL|GTT at 24-28 weeks⟧; refer to smoking cessation.
Midwife: ⟦PERSON|Fiona⟧ (team ⟪reference|Clyde-3⟫), ward ⟪room_number|47⟫
"""))

# 81
T(("health_leaflet_no_patient", """HIGH BLOOD PRESSURE — PATIENT INFORMATION LEAFLET ⟪reference|PIL-CARD-07⟫ (⟪version|v3⟫, reviewed ⟪date|March 2025⟫)

⟪health_info|About one in four adults has high blood pressure⟫, and many do not know it. A reading of
⟪health_info|140/90 mmHg or higher⟫ in the clinic is usually treated.

Medicines commonly used:
• ⟪health_info|amlodipine 5–10 mg once daily⟫ — may cause ankle swelling
• ⟪health_info|ramipril 2.5–10 mg⟫ — may cause a dry cough
• ⟪health_info|indapamide 2.5 mg⟫

A home blood pressure monitor costs from ⟪price|£19.99⟫; ⟪org_name|the British Heart Foundation⟫ lists validated models.
Prescription charge in England: ⟪price|£9.90⟫ per item, or ⟪price|£114.50⟫ for a 12-month prepayment certificate.
"""))

# 82
T(("pharmacy_price_list_no_pii", """WESTGATE PHARMACY — PRIVATE SERVICES PRICE LIST (from ⟪date|1 Dec 2025⟫)

Service                                   Price
Travel consultation                       ⟪price|£15.00⟫
Hepatitis A (per dose)                    ⟪price|£55.00⟫
Typhoid injection                         ⟪price|£40.00⟫
Malaria tablets (⟪drug_ad|Malarone⟫ generic, per tablet) ⟪price|£2.10⟫
Weight management (⟪drug_ad|Mounjaro 2.5 mg⟫ pen, 4 weeks) ⟪price|£139.00⟫
Ear wax microsuction                      ⟪price|£45.00⟫
Flu vaccine (NHS eligible free)           ⟪price|£17.99⟫

All prices include VAT where applicable. Card payments accepted; we do not accept ⟪org_name|American Express⟫.
"""))

# 83
T(("crypto_fee_schedule_no_pii", """⟪org_name|Northstar Exchange⟫ — Fee Schedule (effective ⟪date|2026-01-01⟫)

Tier   30-day volume (USD)     Maker    Taker
VIP0   < ⟪price|50,000⟫              ⟪percentage|0.10%⟫    ⟪percentage|0.20%⟫
VIP1   ⟪price|50,000⟫ – ⟪price|1,000,000⟫    ⟪percentage|0.08%⟫    ⟪percentage|0.16%⟫
VIP2   > ⟪price|1,000,000⟫           ⟪percentage|0.05%⟫    ⟪percentage|0.10%⟫

Withdrawals: BTC ⟪price|0.0002 BTC⟫, ETH ⟪price|0.0015 ETH⟫, USDT (TRC-20) ⟪price|1 USDT⟫. SEPA out ⟪price|€1⟫; card deposits ⟪percentage|1.8%⟫.
API rate limit 1,200 req/min per IP. Status page: status.northstar.example. Support never asks for your 2FA code.
"""))

# 84
T(("switch_syslog", """<189>⟪timestamp|Dec 04 22:17:05⟫ core-sw01 %LINK-3-UPDOWN: Interface GigabitEthernet1/0/14, changed state to up
<189>⟪timestamp|Dec 04 22:17:06⟫ core-sw01 %DOT1X-5-SUCCESS: Authentication successful for client (⟪mac_address|a4:83:e7:1c:09:5f⟫) on Gi1/0/14, user ⟦PERSON|nwatanabe⟧
<190>⟪timestamp|Dec 04 22:17:09⟫ core-sw01 %DHCP_SNOOPING-6-BINDING: ⟦IP_ADDRESS|10.50.14.113⟧ bound to ⟪mac_address|a4:83:e7:1c:09:5f⟫ vlan ⟪reference|140⟫
<187>⟪timestamp|Dec 04 22:19:44⟫ core-sw01 %SEC_LOGIN-4-LOGIN_FAILED: Login failed [user: admin] [Source: ⟦IP_ADDRESS|185.220.101.47⟧] [localport: ⟪port|22⟫]
<189>⟪timestamp|Dec 04 22:20:02⟫ core-sw01 %SYS-5-CONFIG_I: Configured from console by ⟦PERSON|ralvarez⟧ on vty0 (⟦IP_ADDRESS|fd00:50::2c⟧)
! running IOS-XE ⟪version|17.9.5⟫, snmp community ⟦PASSWORD|c0reSw-RO-2025⟧ (ro)
"""))

# 85
T(("camera_firmware_email", """From: ⟪org_name|Vistacam⟫ Security <⟦EMAIL|noreply@vistacam.example⟧>
To: ⟦EMAIL|h.amundsen@online.no⟧
Subject: Important firmware update for your camera "Garage"

Hi ⟦PERSON|Håkon⟧,

A vulnerability (⟪reference|CVE-2025-41877⟫) affects Vistacam C3 cameras on firmware below ⟪version|2.8.14⟫. Your camera
(serial ⟪serial_number|VC3-55E2-A10B⟫, last seen at ⟦IP_ADDRESS|84.212.77.130⟧) is running ⟪version|2.7.9⟫.
Please update from the app. If you set the local RTSP password to the default, change it now.

Your Vistacam Care subscription (⟪price|NOK 49/month⟫) renews on ⟪date|5 January⟫.
"""))

# 86
T(("thermostat_password_reset", """Support ticket ⟪ticket_id|#TH-558120⟫ — "can't log in to thermostat app"
Customer: ⟦PERSON|Oksana Hrytsenko⟧ <⟦EMAIL|oksana.h@ukr.example⟧>

> I reset the password twice, the new one is ⟦PASSWORD|Kyiv2Krakow!⟧ and it says wrong. The code in the email was ⟪otp_code|604211⟫.
> The thermostat itself is showing 19°C and the heating won't come on, my daughter ⟦PERSON|Sofiia⟧ has ⟦MEDICAL|asthma⟧ and the flat is cold.

Agent ⟦PERSON|Darragh⟧: Hi ⟦PERSON|Oksana⟧, I'm sorry. Please never send your password — I've forced a reset. Your hub
(⟪serial_number|HUB-2C-118442⟫, firmware ⟪version|5.2.0⟫) is online from ⟦IP_ADDRESS|31.0.48.221⟧, so we can push a manual
heating boost now. Warranty covers replacement until ⟪date|08/2027⟫.
"""))

# 87
T(("last_will_excerpt", """LAST WILL AND TESTAMENT

I, ⟦PERSON|MARGARET ELSIE DUNMORE⟧, of ⟦ADDRESS|The Old Forge, 2 Church Lane, Little Baddow, Essex CM3 4BA⟧, born
⟦DATE_OF_BIRTH|2 February 1938⟧, revoke all previous wills.

1. I appoint my nephew ⟦PERSON|Stuart Dunmore⟧ and my solicitor ⟦PERSON|Priya Nandakumar⟧ of ⟪org_name|Cole & Ashby LLP⟫ to be my executors.
2. I give ⟦AMOUNT|£10,000⟧ to my goddaughter ⟦PERSON|Harriet Oyelaran⟧.
3. I give ⟦AMOUNT|£2,500⟧ to ⟪org_name|the Royal Osteoporosis Society⟫ (registered charity ⟪reference|1102712⟫).
4. I give the residue of my estate to ⟦PERSON|Stuart Dunmore⟧ absolutely.
SIGNED by the testator on ⟪date|14 August 2025⟫ in our presence: ⟦PERSON|Neil Baptiste⟧, ⟦PERSON|Chloe Ferris⟧
"""))

# 88
T(("nda_signature_block", """IN WITNESS WHEREOF the parties have executed this Mutual Non-Disclosure Agreement as of ⟪date|December 8, 2025⟫.

⟪org_name|KESTREL ROBOTICS, INC.⟫                     ⟪org_name|Hanley Medical Devices GmbH⟫
By: /s/ ⟦PERSON|Dominique Aubert⟧                      By: /s/ ⟦PERSON|Jörg Pfeiffer⟧
Name: ⟦PERSON|Dominique Aubert⟧                         Name: ⟦PERSON|Jörg Pfeiffer⟧
Title: General Counsel                             Title: Geschäftsführer
Email: ⟦EMAIL|daubert@kestrelrobotics.example⟧          Email: ⟦EMAIL|j.pfeiffer@hanley-md.example⟧

DocuSign Envelope ID: ⟪uuid|$uuid_4⟫     Agreement no. ⟪reference|KR-NDA-2025-118⟫
"""))

# 89
T(("car_accident_claim_statement", """Motor claim — driver's statement (typed by claims handler ⟦PERSON|A. Mensah⟧ from phone call, ⟪date|01/12/2025⟫)
Claim ref ⟪claim_number|MTR/25/0441872⟫. Insured vehicle: ⟪product_name|Vauxhall Corsa 1.2⟫, 2019.

"I was stopped at the lights on ⟪place|Holloway Road⟫ when a white van went into the back of me. The van driver said his
name was ⟦PERSON|Steve⟧ and gave me a number, ⟦PHONE|07700 900 951⟧, which doesn't work. I've had ⟦MEDICAL|whiplash⟧ and
⟦MEDICAL|headaches⟧ since, my GP signed me off for two weeks. I lost ⟦AMOUNT|£1,340⟧ in wages as I'm self-employed."
Third party vehicle: white ⟪product_name|Ford Transit⟫, plate not noted. Witness: Mrs ⟦PERSON|Evelyn Tse⟧, ⟦ADDRESS|41 Tollington Park, London N4 3QY⟧.
"""))

# 90
T(("wage_garnishment_order", """STATE OF OHIO, FRANKLIN COUNTY MUNICIPAL COURT — ORDER OF GARNISHMENT OF PERSONAL EARNINGS
Case No. ⟪case_number|2025 CVF 031877⟫

Judgment Creditor: ⟪org_name|Midwest Recovery Partners LLC⟫
Judgment Debtor: ⟦PERSON|Shawna R. Pettiford⟧, SSN xxx-xx-⟪id_tail|4471⟫, ⟦ADDRESS|3391 Sullivant Ave, Columbus, OH 43204⟧
Employer/Garnishee: ⟪org_name|Buckeye Logistics Inc.⟫, Payroll Dept.

Balance due on judgment: ⟦AMOUNT|$6,218.44⟧ plus court costs of ⟦AMOUNT|$187.00⟧ and interest at ⟪percentage|8%⟫ per annum.
The garnishee shall withhold from each pay the lesser of 25% of disposable earnings or the amount by which weekly
disposable earnings exceed ⟪price|$217.50⟫ (30 × federal minimum wage).
Filing fee for garnishment (county schedule): ⟪price|$95⟫.
"""))

# 91
T(("expense_reimbursement_email", """Subject: Expense claim ⟪reference|EXP-2025-1184⟫ — approval needed

Hi ⟦PERSON|Lars⟧,

Could you approve ⟦PERSON|Fatima⟧'s claim from the ⟪place|Rotterdam⟫ volunteer training? Total ⟦AMOUNT|€412.60⟧:
- train Utrecht–Rotterdam return ⟪price|€25.20⟫ (standard fare, fine)
- hotel 2 nights ⟦AMOUNT|€318.00⟧ (policy cap is ⟪price|€140/night⟫ so ⟦AMOUNT|€38⟧ is over — she had to stay near the
  hospital because of her ⟦MEDICAL|dialysis appointments⟧, I think we should allow it)
- meals ⟦AMOUNT|€69.40⟧
Reimburse to ⟦IBAN|$iban_nl_1⟧ as usual.

Thanks, ⟦PERSON|Ingrid⟧ (finance volunteer)
"""))

# 92
T(("retail_refund_live_chat", """[Live chat — ⟪org_name|Harbor & Pine⟫ Home Goods — ⟪timestamp|2025-12-03 19:44⟫]
Bot: Hi! I'm Pine, your virtual assistant. What's your order number?
Visitor: ⟪order_id|HP-1109337⟫
Bot: Thanks. I see a Linen Duvet Set, King (list ⟪price|$199.00⟫, you paid ⟦AMOUNT|$189.00⟧ with the ⟪reference|WINTER10⟫ code). Would you like a return or exchange?
Visitor: refund please, it came ripped. can you put it on a different card, the old one was stolen. new one is ⟦CARD|$card_disc_1⟧ exp ⟪card_expiry|03/29⟫ cvv ⟦CVV|771⟧
Bot: For your security I've removed the card details from this chat. Refunds can only go back to the original payment method ending ⟪masked_card|0092⟫.
Agent ⟦PERSON|Maribel⟧ joined: Hi ⟦PERSON|Derek⟧, sorry about that! I've issued ⟦AMOUNT|$189.00⟧ as store credit instead, code emailed to ⟦EMAIL|derek.lindholm@icloud.com⟧.
"""))

# 93
T(("gift_aid_declaration", """GIFT AID DECLARATION — ⟪org_name|Moorland Hospice Trust⟫ (charity no. ⟪reference|1049117⟫)

Title: Mr   First name: ⟦PERSON|Alasdair⟧   Surname: ⟦PERSON|McCrindle⟧
Home address: ⟦ADDRESS|Croft Cottage, 7 Kirk Wynd, Kirriemuir DD8 4BH⟧
[x] I want to Gift Aid my donation of ⟦AMOUNT|£500⟧ and any donations I make in the future or have made in the past 4 years.
I am a UK taxpayer and understand that if I pay less Income Tax than the amount of Gift Aid claimed it is my responsibility to pay the difference.
In memory of: ⟦PERSON|Jean McCrindle⟧ (wife), cared for on ⟪place|Heather Ward⟫ — ⟦MEDICAL|motor neurone disease⟧
Date: ⟪date|28/11/2025⟫     Gift Aid adds ⟪percentage|25p for every £1⟫ at no cost to you.
"""))

# 94
T(("dbs_check_email", """From: ⟦EMAIL|volunteering@cityscouts.example.org⟧
To: ⟦EMAIL|kemi.adeleke@hotmail.co.uk⟧
Subject: Your DBS application — action needed

Dear ⟦PERSON|Kemi⟧,

Thanks for offering to help with the ⟪org_name|14th Lambeth Cubs⟫. Your enhanced DBS application (⟪reference|E-BULK 001884723⟫) is
waiting for ID verification. Please bring two documents to the ID check on ⟪date|Tuesday 16 December⟫ at ⟪place|St Luke's Hall⟫:
e.g. your passport (you entered ⟦PASSPORT|123994587⟧ — please double check, it looks one digit short of a UK passport? Actually
9 digits is right, ignore me!) and a bank statement dated within 3 months.
The DBS fee (⟪price|£49.50⟫) is paid by the county, not by you.

⟦PERSON|Roger Pennington⟧, Group Volunteer Coordinator
"""))

# 95
T(("loyalty_account_merge_ticket", """JIRA ⟪ticket_id|LOY-4471⟫  Merge duplicate loyalty accounts
Reporter: ⟦PERSON|Chen Jia⟧ · Assignee: ⟦PERSON|vpetrov⟧ · Priority: Medium · Labels: gdpr, loyalty

Customer called (Ms ⟦PERSON|Grace Oduya⟧), has two cards:
  ⟪member_id|7000 4418 2291 06⟫  — email ⟦EMAIL|grace.oduya@gmail.com⟧, balance 8,120 pts, DOB ⟦DATE_OF_BIRTH|1983-04-09⟧
  ⟪member_id|7000 4418 9930 11⟫  — email ⟦EMAIL|g.oduya@work-mail.example⟧, balance 1,455 pts, DOB ⟦DATE_OF_BIRTH|1983-09-04⟧
DOBs are day/month swapped, same phone ⟦PHONE|+44 7700 900 347⟧ and postcode ⟦ADDRESS|M14 5TQ⟧, so same person.
Steps: merge into the older account, keep tier Gold (threshold ⟪price|£1,000⟫ annual spend).
Comment (⟦PERSON|vpetrov⟧): done in admin console ⟪version|v8.4⟫, merged id ⟪uuid|$uuid_5⟫.
"""))

# 96
T(("gitlab_ci_alertmanager", """# .gitlab-ci.yml (excerpt) — hospital-bed-tracker
variables:
  DOCKER_REGISTRY_USER: ⟦PERSON|aokonkwo⟧
  DOCKER_REGISTRY_TOKEN: ⟦APIKEY|$docker_pat_1⟧
  GITLAB_API_TOKEN: ⟦APIKEY|$gitlab_pat_1⟧   # ⟦PERSON|Adaeze⟧: scope api, expires ⟪date|2026-03-01⟫
  JIRA_TOKEN: ⟦APIKEY|$atlassian_1⟧
  LINEAR_KEY: ⟦APIKEY|$linear_1⟧

# alertmanager.yml (excerpt)
receivers:
  - name: ward-ops
    slack_configs:
      - api_url: ⟦SECRET|$slack_webhook_1⟧
        channel: "#bed-alerts"
        text: "{{ .CommonAnnotations.summary }} ({{ .CommonLabels.instance }})"
# scraped targets: ⟦IP_ADDRESS|10.70.1.15⟧:⟪port|9100⟫, ⟦IP_ADDRESS|10.70.1.16⟧:⟪port|9100⟫; pipeline ⟪build_number|#88214⟫
"""))

# 97
T(("telegram_crypto_group", """Telegram · "💎 Moon Signals VIP 💎" (3,412 members)

[20:14] ⟦PERSON|Crypto_Kev⟧: 🚀 NEW GEM $PEPX launching in 1h, presale ⟪price|0.0004 USDT⟫, last call!!
[20:15] ⟦PERSON|sarah m⟧: i sent ⟦AMOUNT|500 USDT⟧ yesterday and still no tokens?? @admin
[20:15] ⟦PERSON|Crypto_Kev⟧: DM me your wallet + the 12 words so support can "verify" 🙏
[20:16] ⟦PERSON|sarah m⟧: ok its ⟦SECRET|orbit velvet canyon bright ladder pupil oyster frame tunnel quote absorb mango⟧
[20:16] ⟦PERSON|Tomasz⟧: ⟦PERSON|SARAH⟧ NO. that's your seed phrase, move your funds NOW. this is a scam
[20:17] ⟪org_name|Group Help Bot⟫: ⚠ Message deleted. Pinned: admins will never DM you first. Listing fee for projects ⟪price|2 ETH⟫.
[20:18] ⟦PERSON|sarah m⟧: oh god. I had like ⟦AMOUNT|$11,400⟧ in there
"""))

# 98
T(("sepa_payroll_xml", """<?xml version="1.0" encoding="UTF-8"?>
<!-- pain.001.001.03 — December payroll batch, ⟪org_name|Alpenblick Hotels Group⟫, generated by PayrollPro ⟪version|11.2⟫ -->
<Document><CstmrCdtTrfInitn>
 <GrpHdr><MsgId>⟪reference|PAY-2025-12-ALP-001⟫</MsgId><CreDtTm>⟪timestamp|2025-12-22T06:00:00⟫</CreDtTm><NbOfTxs>4</NbOfTxs></GrpHdr>
 <PmtInf><ReqdExctnDt>⟪date|2025-12-24⟫</ReqdExctnDt>
  <CdtTrfTxInf><Amt><InstdAmt Ccy="EUR">⟦AMOUNT|3412.77⟧</InstdAmt></Amt>
   <Cdtr><Nm>⟦PERSON|Giulia Ferrante⟧</Nm></Cdtr><CdtrAcct><Id><IBAN>⟦IBAN|$iban_it_1⟧</IBAN></Id></CdtrAcct></CdtTrfTxInf>
  <CdtTrfTxInf><Amt><InstdAmt Ccy="EUR">⟦AMOUNT|2980.10⟧</InstdAmt></Amt>
   <Cdtr><Nm>⟦PERSON|Lukas Hofbauer⟧</Nm></Cdtr><CdtrAcct><Id><IBAN>⟦IBAN|$iban_at_1⟧</IBAN></Id></CdtrAcct></CdtTrfTxInf>
  <CdtTrfTxInf><Amt><InstdAmt Ccy="EUR">⟦AMOUNT|2655.00⟧</InstdAmt></Amt>
   <Cdtr><Nm>⟦PERSON|Róisín Gallagher⟧</Nm></Cdtr><CdtrAcct><Id><IBAN>⟦IBAN|$iban_ie_1⟧</IBAN></Id></CdtrAcct></CdtTrfTxInf>
  <CdtTrfTxInf><Amt><InstdAmt Ccy="EUR">⟦AMOUNT|3104.45⟧</InstdAmt></Amt>
   <Cdtr><Nm>⟦PERSON|João Pedro Matos⟧</Nm></Cdtr><CdtrAcct><Id><IBAN>⟦IBAN|$iban_pt_1⟧</IBAN></Id></CdtrAcct>
   <RmtInf><Ustrd>SALARY DEC incl. night shifts; sick pay 3 days (⟦MEDICAL|influenza⟧)</Ustrd></RmtInf></CdtTrfTxInf>
 </PmtInf></CstmrCdtTrfInitn></Document>
"""))

# 99
T(("cloud_init_iot_gateway", """#cloud-config
# edge gateway for ⟪org_name|Sunridge Care Home⟫ fall-detection sensors — provisioned by ⟦PERSON|tbaptiste⟧
hostname: sunridge-gw-02
users:
  - name: ops
    ssh_authorized_keys:
      - ssh-ed25519 ⟪public_key|AAAAC3NzaC1lZDI1NTE5AAAAIM4kq9vL0pX2bR7wT3yN8cF1hJ6sD5gE0uA2iK7oB9xZ⟫ ⟦EMAIL|t.baptiste@sunridge-care.example⟧
write_files:
  - path: /etc/gw/device.key
    permissions: "0600"
    content: |
      ⟦SECRET|$pem_ec_1⟧
  - path: /etc/gw/env
    content: |
      AWS_ACCESS_KEY_ID=⟦APIKEY|$aws_asia_1⟧
      MQTT_HOST=⟦IP_ADDRESS|10.88.0.2⟧
      RESIDENT_ROOM_MAP=⟪room_number|101⟫-⟪room_number|118⟫
runcmd:
  - [ systemctl, enable, --now, fall-detect@⟪version|2.4.1⟫ ]
"""))

# 100
T(("hotel_folio_card_on_file", """⟪org_name|THE GRANVILLE⟫ · GUEST FOLIO ⟪invoice_number|F-2025-118204⟫            Room ⟪room_number|712⟫ · Arr ⟪date|02-Dec-25⟫ · Dep ⟪date|05-Dec-25⟫
Guest: Mr ⟦PERSON|Ashok Raghunathan⟧ · ⟦EMAIL|ashok.r@raghunathan-consulting.example⟧ · ⟦PHONE|+44 20 7946 0381⟧
Company: ⟪org_name|Raghunathan Consulting Ltd⟫ · Rate code ⟪reference|CORP-A⟫ (public rack rate ⟪price|£289⟫)

Date     Description                         Amount
02-Dec   Accommodation                       ⟦AMOUNT|£214.00⟧
03-Dec   Accommodation                       ⟦AMOUNT|£214.00⟧
03-Dec   Room service — gluten-free menu (⟦MEDICAL|coeliac⟧)   ⟦AMOUNT|£38.50⟧
04-Dec   Accommodation                       ⟦AMOUNT|£214.00⟧
Balance due                                  ⟦AMOUNT|£680.50⟧
Card on file (pre-auth, keyed by front desk ⟦PERSON|Nadia⟧): ⟦CARD|$card_diners_1⟧ exp ⟪card_expiry|10/27⟫
Secondary card: ⟦CARD|$card_visa_5⟧ (personal, for incidentals)
"""))

# 101
T(("oauth_app_readme", """## Payroll Connector — local setup (internal README, last edited by ⟦PERSON|Yuki Morimoto⟧)

1. Create `.env.local`:
   ```
   GITHUB_OAUTH_CLIENT_ID=⟪app_id|$gh_client_id_1⟫
   GITHUB_OAUTH_CLIENT_SECRET=⟦SECRET|$gh_client_secret_1⟧
   GOOGLE_MAPS_KEY=⟦APIKEY|$google_api_1⟧        # address autocomplete on the employee form
   SLACK_BOT_TOKEN=⟦APIKEY|$slack_bot_1⟧
   MAPBOX_PUBLIC_TOKEN=⟪app_id|$mapbox_pk_1⟫
   ```
2. Test token for the staging payroll API (expires Friday, scope payroll:read/write):
   `curl -H "Authorization: Bearer ⟦APIKEY|$jwt_2⟧" https://payroll-stg.example/api/v1/runs`
3. Seed data includes one real-looking employee by mistake: ⟦PERSON|Benedikt Sauer⟧, SSN ⟦SSN|$ssn_9⟧ — remove before demo.
4. Ask @⟦PERSON|yuki.m⟧ for access to the deploy key (`~/.ssh/payroll_deploy`, ⟪hash|SHA256:9fQk2Lx7Vb0nR4tY8wZ1cM6pH3sJ5dG2eA0uK7oI4qE⟫).
"""))
