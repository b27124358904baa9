# English texts for corpus_blind34. Written by hand, one at a time.
TEXTS = []
T = TEXTS.append

T(("lettings_viewing_sms", """
Hi ⟦PERSON|Gemma⟧, it's ⟦PERSON|Rhys⟧ from ⟪org_name|Pembury & Lowe Lettings⟫. Viewing for ⟦ADDRESS|Flat 3, 41 Chalkwell Road, Leigh-on-Sea SS9 1QT⟧ is confirmed for ⟪date|Thursday 14 May⟫ at ⟪time|5.40pm⟫. Key safe code is ⟦PASSWORD|2718⟧ if I'm running late. Rent is ⟪price|£1,150 pcm⟫. Call me on ⟦PHONE|07700 900418⟧.
"""))

T(("holding_deposit_receipt", """
⟪org_name|HARTWELL RESIDENTIAL⟫ — HOLDING DEPOSIT RECEIPT
Receipt no: ⟪invoice_ref|HD-2027-00731⟫
Received from: ⟦PERSON|Oluwaseun Adeyemi⟧
Property: ⟦ADDRESS|27 Brunswick Terrace, Hove BN3 1HL⟧
Amount received: ⟦AMOUNT|£276.92⟧ (one week's rent)
Paid by card ending ⟪masked_card|**** 4471⟫ on ⟪date|02/06/2027⟫
Deadline for agreement: ⟪date|16 June 2027⟫
Agent: ⟦PERSON|Carys Whitfield⟧ ⟦EMAIL|carys.whitfield@hartwell-residential.co.uk⟧
"""))

T(("tenant_referencing_form", """
TENANT REFERENCING — ⟪org_name|Homelet-style⟫ internal form ⟪version|v4.2⟫
Applicant surname: ⟦PERSON|KOWALCZYK⟧   Forenames: ⟦PERSON|Agnieszka Maria⟧
Date of birth: ⟦DATE_OF_BIRTH|22/09/1991⟧
NI number: ⟦NATIONAL_ID|$nino1⟧
Current address: ⟦ADDRESS|14 Greyhound Lane, Streatham, London SW16 5SD⟧
Employer: ⟪org_name|Crossrail Facilities Ltd⟫, annual salary ⟦AMOUNT|£34,800⟧
Guarantor: ⟦PERSON|Tadeusz Kowalczyk⟧, ⟦PHONE|+44 7700 900212⟧
Affordability threshold: ⟪price|30x monthly rent⟫
Reference ID ⟪case_ref|REF-88213-K⟫
"""))

T(("lettings_whatsapp_dispute", """
[09:12] ⟦PERSON|Dan Okafor⟧: the check-out report says the carpet stain costs ⟦AMOUNT|£180⟧ from my deposit??
[09:15] ⟦PERSON|Priti⟧ (Lettings): Hi ⟦PERSON|Dan⟧, the landlord Mr ⟦PERSON|Hargreaves⟧ has asked for that, yes. Your deposit is protected with ⟪org_name|the DPS⟫, ref ⟪case_ref|DPS-4410921⟫.
[09:16] ⟦PERSON|Dan Okafor⟧: I paid ⟦AMOUNT|£1,385⟧ and I want it all back. Photos attached 📷
[09:20] ⟦PERSON|Priti⟧ (Lettings): Understood. You can raise a dispute online within ⟪duration|3 months⟫.
"""))

T(("letting_agent_email_signature", """
Subject: Right to rent check — ⟦ADDRESS|Unit 6, Tanner Yard, 88 Bermondsey Street, London SE1 3UB⟧

Dear ⟦PERSON|Mateus⟧,

Thanks for sending the share code. I can confirm your passport ⟦PASSPORT|FZ7301846⟧ matches the online check, and your CPF ⟦NATIONAL_ID|$cpf1⟧ was not needed — please don't send Brazilian ID numbers by e-mail in future.

Move-in monies due before ⟪date|1 August⟫: ⟦AMOUNT|£3,460.00⟧.

Kind regards,
⟦PERSON|Joanna Brierley⟧ MARLA
Senior Lettings Negotiator | ⟪org_name|Tanner & Vine⟫
T: ⟦PHONE|020 7946 0381⟧ | ⟦EMAIL|lettings@tannervine.co.uk⟧
"""))

T(("mortgage_factfind_notes", """
FACT FIND — ⟪case_ref|MB-27-0193⟫ — adviser ⟦PERSON|S. Achebe⟧
Client 1: ⟦PERSON|Thomas Pryce⟧, DOB ⟦DATE_OF_BIRTH|03/02/1986⟧, self-employed electrician
Client 2: ⟦PERSON|Leanne Pryce⟧ (née ⟦PERSON|Doyle⟧), DOB ⟦DATE_OF_BIRTH|19/11/1988⟧, part-time TA
Gross income T: ⟦AMOUNT|£52,300⟧ (SA302 x2)   L: ⟦AMOUNT|£14,900⟧
Credit card debt: ⟦AMOUNT|£6,120⟧ on Barclaycard, paying ⟦AMOUNT|£240⟧/m
Target purchase price ⟪price|£325,000⟫, deposit ⟦AMOUNT|£32,500⟧ (gifted by ⟦PERSON|Leanne⟧'s father)
Health: ⟦PERSON|Thomas⟧ — ⟦MEDICAL|type 1 diabetes⟧, insulin pump; relevant for life cover
Product under review: ⟪product_code|2yr fix 4.39% LTV90⟫
"""))

T(("payslip_ocr", """
⟪org_name|NORTHGATE CARE HOMES LTD⟫          PAYSLIP
Employee: MS ⟦PERSON|R. OYELARAN⟧   Emp No: ⟪employee_ref|004417⟫
NI No: ⟦NATIONAL_ID|$nino2⟧          Tax code: ⟪tax_code|1257L⟫
Period: ⟪date|Month 03 2027/28⟫
Basic Pay ........ ⟦AMOUNT|2,416.67⟧
Overtime ......... ⟦AMOUNT|311.40⟧
PAYE Tax ......... ⟦AMOUNT|298.20⟧
Net Pay .......... ⟦AMOUNT|2,071.55⟧
Paid to acct ⟪masked_account|****7720⟫ sort code ⟪sort_code|20-44-91⟫
"""))

T(("mortgage_broker_email", """
From: ⟦EMAIL|harriet@keystonemortgages.co.uk⟧
To: ⟦EMAIL|dev.raghunathan@gmail.com⟧
Subject: DIP approved

Hi ⟦PERSON|Dev⟧,

Good news — ⟪org_name|Nationwide⟫ issued the decision in principle for ⟦AMOUNT|£287,000⟧ over ⟪duration|30 years⟫. They will want your last three payslips and the statement for account ⟦IBAN|$iban_gb1⟧ showing the deposit.

Our broker fee is ⟪price|£495⟫, payable on offer.

⟦PERSON|Harriet Lomax⟧ CeMAP
⟪org_name|Keystone Mortgages⟫ · ⟦PHONE|0117 496 0724⟧
"""))

T(("mortgage_call_transcript", """
[Call recording 00:03:12]
ADVISER (⟦PERSON|Kieran⟧): And what's the outstanding balance on the current mortgage?
CLIENT (Mrs ⟦PERSON|Sandhu⟧): About ⟦AMOUNT|one hundred and twelve thousand⟧.
ADVISER: So roughly ⟦AMOUNT|one hundred and twelve thousand pounds⟧, thanks. Any health conditions I should note for the protection side?
CLIENT: I had ⟦MEDICAL|breast cancer⟧ in 2019, I'm on ⟦MEDICAL|tamoxifen⟧ now.
ADVISER: Thank you for telling me. Could you confirm your postcode?
CLIENT: It's ⟦ADDRESS|22 Melton Road, Leicester LE4 6PN⟧.
ADVISER: Lovely. The lender's arrangement fee is ⟪price|£999⟫.
"""))

T(("credit_union_loan_application", """
⟪org_name|Forth Valley Credit Union⟫ — Member Loan Application
Member no: ⟪member_ref|FV-20931⟫
Name: ⟦PERSON|Callum McGinley⟧
Address: ⟦ADDRESS|9/2 Abbotsford Place, Stirling FK8 2HD⟧
Mobile: ⟦PHONE|07700 900677⟧
Loan requested: ⟦AMOUNT|£1,500⟧ over ⟪duration|18 months⟫ (boiler repair)
Savings balance: ⟦AMOUNT|£420.15⟧
Rate: ⟪percentage|12.68% APR representative⟫
Pay into: ⟦IBAN|$iban_gb3⟧
"""))

T(("microloan_sms_reminder", """
⟪org_name|QuidFair⟫: Hi ⟦PERSON|Stacey⟧, your repayment of ⟦AMOUNT|£64.50⟧ is due ⟪date|Fri 12/03⟫. Reply HELP or call ⟦PHONE|0300 555 0142⟧. Ref ⟪loan_ref|QF774201⟫
"""))

T(("credit_union_minutes", """
Credit committee — ⟪date|4 March 2027⟫
Present: ⟦PERSON|J. Ferris⟧ (chair), ⟦PERSON|Nadia Quraishi⟧, ⟦PERSON|Bill⟧
1. Application ⟪loan_ref|L-5521⟫ (Ms ⟦PERSON|Okonjo⟧): ⟦AMOUNT|£2,000⟧ requested, arrears of ⟦AMOUNT|£310⟧ on a previous loan. Member explained she was off work with ⟦MEDICAL|long COVID⟧ until January. Approved at ⟦AMOUNT|£1,200⟧.
2. Policy: max unsecured loan stays ⟪price|£7,500⟫ for members under ⟪duration|12 months⟫.
3. ⟦PERSON|Bill⟧ to chase the ⟪org_name|Unity Trust⟫ statement.
"""))

T(("microloan_collections_note", """
CASE NOTE ⟪case_ref|COL-003118⟫ | agent: ⟦PERSON|mfarrell⟧ | ⟪timestamp|2027-04-19 15:02⟫
Spoke with ⟦PERSON|Jordan Whitley⟧ on ⟦PHONE|+44 7700 900954⟧. Balance ⟦AMOUNT|£846.33⟧ incl. interest. Customer says wife ⟦PERSON|Kelly⟧ handles money, he has ⟦MEDICAL|bipolar disorder⟧ and was sectioned in Feb — flagged VULNERABLE, 30-day breathing space. Do NOT call before ⟪date|20/05⟫.
"""))

T(("charity_shop_volunteer_rota", """
| Day | Morning | Afternoon | Notes |
|-----|---------|-----------|-------|
| Mon | ⟦PERSON|Margaret⟧ | ⟦PERSON|Ken D.⟧ | Gift Aid tills |
| Tue | ⟦PERSON|Ayesha Patel⟧ | ⟦PERSON|Margaret⟧ | Sorting room |
| Wed | ⟦PERSON|Rob⟧ | — | ⟦PERSON|Rob⟧ needs the stool (⟦MEDICAL|hip replacement⟧) |
| Sat | ⟦PERSON|Ken D.⟧ | ⟦PERSON|Lily-Mae⟧ | ⟪price|£1 rail⟫ sale |
Shop alarm code: ⟦PASSWORD|4 0 9 2⟧ — don't write on the till!
⟪org_name|St Luke's Hospice Shop⟫, ⟪place|Market Square⟫
"""))

T(("gift_aid_declaration", """
⟪org_name|Heart of Kent Hospice⟫ — Gift Aid declaration (scanned)
Title: Mrs   First name: ⟦PERSON|Doreen⟧   Surname: ⟦PERSON|Ashworth⟧
Home address: ⟦ADDRESS|Rose Cottage, 3 Mill Lane, Boughton Monchelsea, Maidstone ME17 4LY⟧
Donor ID: ⟪donor_ref|GA-119304⟫
Donation today: ⟦AMOUNT|£25.00⟧   Goods sold on her behalf YTD: ⟦AMOUNT|£143.60⟧
Signed: ⟦PERSON|D Ashworth⟧   Date: ⟪date|11/01/2027⟫
"""))

T(("volunteer_dbs_email", """
Hi ⟦PERSON|Femi⟧,

Your DBS application for the ⟪org_name|Oxfam Books Headingley⟫ role is in. For the record we hold: passport no. ⟦PASSPORT|533918274⟧ (UK), DOB ⟦DATE_OF_BIRTH|7 August 1999⟧. We shred copies after ⟪duration|6 months⟫.

Shifts start at ⟪time|9:30⟫. Any questions ring ⟦PERSON|Sue⟧ on ⟦PHONE|0113 496 0817⟧.

⟦PERSON|Bernadette⟧ — Volunteer Coordinator
"""))

T(("sports_massage_intake", """
⟪org_name|KNEAD SPORTS THERAPY⟫ — new client intake
Name: ⟦PERSON|Lucas Ferreira-Hall⟧       Age: ⟪age|34⟫
Phone: ⟦PHONE|07700 900331⟧
Sport: half marathon, ⟪distance|21.1 km⟫
Presenting complaint: ⟦MEDICAL|left IT band syndrome⟧, ⟦MEDICAL|plantar fasciitis⟧ (R)
Meds: ⟦MEDICAL|naproxen 500 mg⟧ PRN
Contraindications checked: no ⟪health_term|DVT⟫ history
Session: ⟪duration|60 min⟫ deep tissue, ⟪price|£55⟫ list. Paid ⟦AMOUNT|£49.50⟧ (club discount).
Therapist: ⟦PERSON|Imogen⟧
"""))

T(("osteopath_clinic_letter", """
⟪org_name|Riverside Osteopathy⟫
⟦ADDRESS|4 Quay Street, Truro TR1 2HE⟧

Dear Dr ⟦PERSON|Pascoe⟧,

Re: Mr ⟦PERSON|Gareth Penhaligon⟧, DOB ⟦DATE_OF_BIRTH|12.06.1962⟧

I saw ⟦PERSON|Gareth⟧ on ⟪date|3rd March⟫ with ⟦MEDICAL|acute lumbar disc herniation L4/5⟧ with ⟦MEDICAL|right-sided sciatica⟧. Given the ⟦MEDICAL|saddle paraesthesia⟧ he reported, I have advised he attend A&E today to exclude cauda equina.

Yours sincerely,
⟦PERSON|Tamsin Rowe⟧ BOst, GOsC ⟪registration_no|9811⟫
"""))

T(("osteo_booking_sms", """
Reminder from ⟪org_name|Back in Balance⟫: ⟦PERSON|Ailsa⟧, your osteopathy appt is ⟪date|Tue 9 Sept⟫ ⟪time|08:15⟫ with ⟦PERSON|Marco⟧. Door entry code ⟦PASSWORD|1966#⟧. Cancel <24h = ⟪price|£40⟫ fee.
"""))

T(("paediatric_dentist_referral", """
REFERRAL — Paediatric Dentistry, ⟪org_name|Leeds Dental Institute⟫
Patient: ⟦PERSON|Isla Mae Thornton⟧ (age ⟪age|6⟫)   DOB: ⟦DATE_OF_BIRTH|2021-01-28⟧
Parent: ⟦PERSON|Chloe Thornton⟧ ⟦PHONE|07700 900145⟧
Priority: ⟪priority|P2⟫
Findings: ⟦MEDICAL|early childhood caries⟧ affecting 54, 55, 64, 65; ⟦MEDICAL|dental anxiety⟧; unable to tolerate LA in chair.
History: ⟦MEDICAL|asthma⟧ — ⟦MEDICAL|salbutamol inhaler⟧
Requested: GA extractions. Referring GDP: Dr ⟦PERSON|A. Nowicka⟧
"""))

T(("kids_dentist_reception_chat", """
Receptionist: ⟪org_name|Little Teeth⟫, ⟦PERSON|Hollie⟧ speaking.
Caller: Hi, it's ⟦PERSON|Martin Greaves⟧, ⟦PERSON|Noah⟧'s dad. He's got a swollen face since last night.
Receptionist: Oh no. Any temperature?
Caller: 38.4. He's on ⟦MEDICAL|amoxicillin⟧ from the out of hours GP.
Receptionist: OK, we'll see him at ⟪time|11:40⟫ as an emergency. Best number?
Caller: ⟦PHONE|07700 900769⟧.
Receptionist: Emergency appointments for under-18s are ⟪price|free on the NHS⟫.
"""))

T(("dental_invoice_private", """
⟪org_name|SMILE STUDIO FOR KIDS⟫ — INVOICE ⟪invoice_ref|INV-77412⟫
Bill to: ⟦PERSON|Anjali Mehta⟧ (parent of ⟦PERSON|Kabir⟧)
⟦ADDRESS|58 Park Avenue South, Harpenden AL5 2EB⟧
Fissure sealants x4 ........ ⟪price|£30 each⟫
Silver diamine fluoride .... ⟪price|£25⟫
Total paid: ⟦AMOUNT|£145.00⟧ by Amex ⟦CARD|$card_amex1⟧
Thank you! Next recall: ⟪date|6 months⟫
"""))

T(("school_appeal_letter", """
⟦ADDRESS|12 Hollybush Close, Wokingham RG40 1XY⟧

Clerk to the Independent Appeal Panel
⟪org_name|Wokingham Borough Council⟫

Dear Sir/Madam,

Appeal for ⟦PERSON|Sophie Lindqvist⟧ (DOB ⟦DATE_OF_BIRTH|04/05/2016⟧) — ⟪school|Emmbrook Junior⟫, Year 4

We are appealing on the grounds that ⟦PERSON|Sophie⟧ has ⟦MEDICAL|autism spectrum disorder⟧ and ⟦MEDICAL|sensory processing difficulties⟧, and the allocated school is a ⟪distance|45-minute⟫ bus journey. Her father ⟦PERSON|Erik⟧ holds a Swedish personnummer ⟦NATIONAL_ID|$se1⟧ and is relocating under a work transfer.

Yours faithfully,
⟦PERSON|Hannah Lindqvist⟧
⟦PHONE|0118 496 0552⟧
"""))

T(("admissions_appeal_panel_notes", """
Panel: Cllr ⟦PERSON|R. Dunmore⟧ (chair), ⟦PERSON|P. Abara⟧, ⟦PERSON|Gwen Tilsley⟧. Clerk: ⟦PERSON|Lorna⟧.
Appeal ⟪case_ref|APL/27/0341⟫ — child ⟦PERSON|Ethan Kourouma⟧.
Parent stated ⟦PERSON|Ethan⟧ has ⟦MEDICAL|epilepsy⟧ and needs to be within ⟪distance|1 mile⟫ of home. Medical evidence from ⟪org_name|Great Ormond Street⟫ supplied.
LA case: PAN ⟪count|210⟫, school at capacity.
Decision: UPHELD. Letter to be sent to ⟦ADDRESS|Flat 9, Barrington Court, 301 Lordship Lane, London N17 6NX⟧.
"""))

T(("school_appeal_webform", """
name=⟦PERSON|Kwame+Asante⟧&child_name=⟦PERSON|Ama+Asante⟧&child_dob=⟦DATE_OF_BIRTH|2015-10-09⟧&email=⟦EMAIL|kwame.asante%40outlook.com⟧&phone=⟦PHONE|07700%20900883⟧&school=⟪school|St+Mary+Redcliffe⟫&grounds=sibling+link&submitted=⟪timestamp|2027-05-02T20%3A11%3A09Z⟫
"""))

T(("uni_it_sso_reset_ticket", """
Ticket ⟪ticket_ref|INC0419327⟫ | Category: SSO / Password reset | Priority ⟪priority|P3⟫
Caller: ⟦PERSON|Rosalind Achterberg⟧ (⟦PERSON|ra512⟧) — School of Chemistry
Contact: ⟦EMAIL|ra512@st-andrews-example.ac.uk⟧ / ext ⟪extension|4413⟫
Description: User locked out after MFA device lost. Verified identity via ID card photo + DOB ⟦DATE_OF_BIRTH|14/02/2003⟧.
Action: Temp password set to ⟦PASSWORD|Kelp-Harbour-71!⟧ (must change at first login). MFA re-registration link sent.
Assigned: ⟦PERSON|Tomasz⟧ (Service Desk L1)
"""))

T(("uni_it_mfa_teams_chat", """
⟦PERSON|Aiden Moyo⟧ 10:41
anyone know why ⟦PERSON|jcheng⟧ can't enrol authenticator? says the TOTP seed was already used
⟦PERSON|Lisa Brennan⟧ 10:43
old seed was ⟦SECRET|$totp2⟧, I revoked it. tell her to rescan the new QR
⟦PERSON|Aiden Moyo⟧ 10:44
👍 also her laptop is ⟦IP_ADDRESS|10.42.17.203⟧? it's on the eduroam blocklist
⟦PERSON|Lisa Brennan⟧ 10:45
no that's ⟦IP_ADDRESS|10.42.17.208⟧, the other one is the printer
"""))

T(("uni_ldap_bind_config", """
# /etc/sssd/sssd.conf — ⟪host|idm-prod-02⟫ (owner: ⟦PERSON|dwhitlock⟧)
[domain/campus]
ldap_uri = ldaps://⟦IP_ADDRESS|172.20.4.11⟧:⟪port|636⟫
ldap_default_bind_dn = cn=svc-sssd,ou=service,dc=campus,dc=example
ldap_default_authtok = ⟦PASSWORD|Rb7!qLw2#Vt9⟧
ldap_search_base = dc=campus,dc=example
cache_credentials = True
# fallback (docs only): ⟪doc_ip|192.0.2.44⟫
"""))

T(("uni_vpn_auth_log", """
⟪timestamp|2027-02-11T08:02:15Z⟫ vpn-gw1 auth OK user=⟦PERSON|sokafor⟧ src=⟦IP_ADDRESS|81.2.69.160⟧ assigned=⟦IP_ADDRESS|10.8.3.77⟧ mfa=push
⟪timestamp|2027-02-11T08:02:41Z⟫ vpn-gw1 auth FAIL user=⟦PERSON|m.devereux⟧ src=⟦IP_ADDRESS|2a02:c7c:5f14:9e00:1d3:8aff:fe21:7b40⟧ reason=mfa_timeout
⟪timestamp|2027-02-11T08:03:02Z⟫ vpn-gw1 healthcheck src=⟪doc_ip|127.0.0.1⟫ ok
⟪timestamp|2027-02-11T08:03:09Z⟫ vpn-gw1 listen ⟪bind_address|0.0.0.0⟫:⟪port|443⟫ pool ⟪cidr|10.8.0.0/16⟫
"""))

T(("game_account_recovery_ticket", """
Support ticket ⟪ticket_ref|#GS-5518820⟫ — Account recovery
Player: ⟪handle|xXShadowReaperXx⟫ — real name given as ⟦PERSON|Dante Iacobelli⟧
Email on file: ⟦EMAIL|dante.iacobelli99@gmail.com⟧
Claims account was stolen after phishing. Last known login IP ⟦IP_ADDRESS|86.14.201.39⟧ (UK), attacker IP ⟦IP_ADDRESS|185.220.101.47⟧.
Proof: first purchase ⟦AMOUNT|£8.99⟧ on ⟪date|2019-12-24⟫, card ⟪masked_card|ending 0932⟫.
Backup recovery codes issued: ⟦SECRET|7HQK-29PM⟧ ⟦SECRET|XW4D-M8RT⟧
Agent: ⟦PERSON|Beatriz⟧ (Tier 2)
"""))

T(("game_chargeback_dispute", """
CHARGEBACK NOTICE — ⟪org_name|Stripe⟫ dispute ⟪case_ref|dp_1PqX92LkT⟫
Customer: ⟦PERSON|Marcus Lindgren⟧
Amount disputed: ⟦AMOUNT|$59.99⟧  Reason: fraudulent
Item: ⟪product_code|Season Pass S7 (SKU GP-S7-STD)⟫ list price ⟪price|$49.99⟫ + tax
Card: ⟪masked_card|Visa •••• 8817⟫, exp ⟪card_expiry|09/29⟫
Player ID ⟪player_id|PLR-7710293⟫ — played ⟪duration|212 hours⟫ after purchase. Evidence due ⟪date|May 30⟫.
Handler: ⟦PERSON|Ines Vidal⟧ ⟦EMAIL|payments-disputes@ironlarkgames.com⟧
"""))

T(("game_support_live_chat", """
Agent ⟦PERSON|Kev⟧: hi! how can I help today?
User: my kid bought like ⟦AMOUNT|£230⟧ of gems on my card without asking
Agent ⟦PERSON|Kev⟧: sorry to hear that. can you confirm the account email?
User: ⟦EMAIL|paulaw.home@btinternet.com⟧, my name is ⟦PERSON|Paula Wainwright⟧
Agent ⟦PERSON|Kev⟧: thanks ⟦PERSON|Paula⟧. I can see 11 purchases of the ⟪price|£19.99⟫ pack and one ⟪price|£9.99⟫. I'll refund ⟦AMOUNT|£229.88⟧ and enable purchase PIN. Choose a 4 digit PIN?
User: ⟦PASSWORD|5530⟧
Agent ⟦PERSON|Kev⟧: done ✅ order refs ⟪order_ref|GEM-90213⟫ to ⟪order_ref|GEM-90224⟫
"""))

T(("game_server_env", """
# .env — ⟪service|matchmaker⟫ (do not commit!!)
NODE_ENV=production
PORT=⟪port|8080⟫
REDIS_URL=redis://:⟦SECRET|xB8vD2mQz7Lp⟧@⟦IP_ADDRESS|10.30.2.14⟧:⟪port|6379⟫/0
DISCORD_BOT_TOKEN=⟦APIKEY|$discord1⟧
DISCORD_ALERT_WEBHOOK=⟦SECRET|$discord_hook1⟧
STEAM_WEB_API_KEY=⟦APIKEY|$datadog1⟧
BUILD_ID=⟪build_id|mm-2027.05.3-7f3a1c2⟫
"""))

T(("play_console_service_account", """
{
  "type": "service_account",
  "project_id": "⟪app_id|pc-api-7731920044⟫",
  "private_key_id": "⟪key_id|3b9f0c1e8d2a47f6b1c0e9d8a7f6b5c4d3e2f1a0⟫",
  "private_key": "⟦SECRET|$pem2⟧",
  "client_email": "⟦EMAIL|publisher@pc-api-7731920044.iam.gserviceaccount.com⟧",
  "client_id": "⟪app_id|104928377120918273645⟫",
  "token_uri": "https://oauth2.googleapis.com/token"
}
"""))

T(("app_signing_keystore_gradle", """
// app/build.gradle — signing config (⟦PERSON|ollie.brandt⟧ please move to CI secrets)
signingConfigs {
    release {
        storeFile file("/Users/⟦PERSON|obrandt⟧/keys/upload-keystore.jks")
        storePassword "⟦PASSWORD|W1ndmill-Crumpet-44⟧"
        keyAlias "upload"
        keyPassword "⟦PASSWORD|W1ndmill-Crumpet-45⟧"
    }
}
defaultConfig { applicationId "⟪app_id|com.fernleaf.tidetable⟫"; versionCode ⟪version|412⟫; versionName "⟪version|4.1.2⟫" }
"""))

T(("app_store_connect_api_email", """
Hi ⟦PERSON|Sunita⟧,

For the fastlane setup you'll need:
  Issuer ID: ⟪app_id|69a6de7f-03e1-47e3-e053-5b8c7c11a4d1⟫
  Key ID: ⟪key_id|2X9R4HBF3Q⟫
  Private key (.p8):
⟦SECRET|$pem3⟧

Team ID ⟪app_id|A1B2C3D4E5⟫. Please don't paste this into Jira again 🙏

— ⟦PERSON|Wojciech⟧
"""))

T(("sms_platform_twilio_config", """
# config/sms.yml (staging + prod)
provider: twilio
account_sid: ⟪app_id|AC7d1e4f0a9b8c2d3e6f5a4b3c2d1e0f9a⟫
api_key_sid: ⟦APIKEY|$twilio_sk1⟧
api_key_secret: ⟦SECRET|$client_secret4⟧
auth_token: ⟦SECRET|$twilio_auth1⟧
from_number: "⟦PHONE|+1 202 555 0188⟧"
status_callback: https://hooks.example-sms.io/status
rate_limit_per_sec: ⟪count|30⟫
"""))

T(("sms_optout_list_csv", """
msisdn,first_name,opted_out_at,source,campaign
⟦PHONE|447700900123⟧,⟦PERSON|Jade⟧,⟪timestamp|2027-03-01 09:14⟫,STOP,⟪campaign_id|SPRING-SALE-27⟫
⟦PHONE|447700900456⟧,⟦PERSON|Rahul⟧,⟪timestamp|2027-03-01 09:20⟫,STOP,⟪campaign_id|SPRING-SALE-27⟫
⟦PHONE|447700900789⟧,⟦PERSON|connor⟧,⟪timestamp|2027-03-02 18:47⟫,web,⟪campaign_id|LOYALTY-W09⟫
⟦PHONE|15550100177⟧,⟦PERSON|Brianna⟧,⟪timestamp|2027-03-03 02:11⟫,STOP,⟪campaign_id|US-FLASH-3⟫
"""))

T(("vonage_slack_alert", """
#sms-ops  ⟦PERSON|Nkechi⟧  2:14 PM
heads up, someone pasted our Vonage creds in the public repo 😬
api_key=⟦APIKEY|$vonage_key1⟧ api_secret=⟦SECRET|$vonage_secret1⟧
rotating now. @⟦PERSON|gregor.hale⟧ can you check the delivery receipts for ⟪campaign_id|CMP-4471⟫ weren't affected? throughput was ⟪count|1,200 msg/min⟫
"""))

T(("analytics_user_export_csv", """
user_id,email,country,first_seen,last_ip,ltv_gbp,plan
⟪user_id|u_100482⟫,⟦EMAIL|meera.s@proton.me⟧,GB,⟪date|2026-11-02⟫,⟦IP_ADDRESS|92.40.198.12⟧,⟦AMOUNT|412.50⟧,⟪plan|pro⟫
⟪user_id|u_100517⟫,⟦EMAIL|t.okonkwo@yahoo.co.uk⟧,GB,⟪date|2026-11-04⟫,⟦IP_ADDRESS|2a00:23c6:8e09:c401:95d2:6f1e:2b7a:11c0⟧,⟦AMOUNT|36.00⟧,⟪plan|basic⟫
⟪user_id|u_100733⟫,⟦EMAIL|lena.fischer@web.de⟧,DE,⟪date|2026-12-19⟫,⟦IP_ADDRESS|91.64.133.7⟧,⟦AMOUNT|1299.99⟧,⟪plan|team⟫
⟪user_id|u_100999⟫,⟦EMAIL|qa-bot@example.com⟧,GB,⟪date|2027-01-01⟫,⟪doc_ip|198.51.100.23⟫,0,⟪plan|internal⟫
"""))

T(("nginx_access_log", """
⟦IP_ADDRESS|82.132.215.9⟧ - - [⟪timestamp|12/Jun/2027:10:31:44 +0100⟫] "GET /account/orders?email=⟦EMAIL|noor.haddad@hotmail.com⟧ HTTP/1.1" ⟪http_status|200⟫ 5120 "-" "Mozilla/5.0"
⟦IP_ADDRESS|82.132.215.9⟧ - - [⟪timestamp|12/Jun/2027:10:31:46 +0100⟫] "POST /login HTTP/1.1" ⟪http_status|302⟫ 0 "-" "Mozilla/5.0"
⟪doc_ip|203.0.113.77⟫ - - [⟪timestamp|12/Jun/2027:10:32:01 +0100⟫] "GET /health HTTP/1.1" 200 2 "-" "kube-probe/⟪version|1.29⟫"
⟦IP_ADDRESS|192.168.14.22⟧ - ⟦PERSON|hsteele⟧ [⟪timestamp|12/Jun/2027:10:32:05 +0100⟫] "GET /admin/export.csv HTTP/1.1" 200 88123 "-" "curl/8.4.0"
"""))

T(("analytics_bigquery_sql", """
-- ad-hoc pull for ⟦PERSON|Priyanka⟧, ticket ⟪ticket_ref|DATA-2291⟫
INSERT INTO scratch.whales (user_id, full_name, email, total_spend, signup_ip) VALUES
  (⟪user_id|88123⟫, '⟦PERSON|Oskar Nyberg⟧', '⟦EMAIL|oskar.nyberg@telia.se⟧', ⟦AMOUNT|18250.00⟧, '⟦IP_ADDRESS|83.251.40.116⟧'),
  (⟪user_id|88410⟫, '⟦PERSON|Amara Eze⟧', '⟦EMAIL|amaraeze@icloud.com⟧', ⟦AMOUNT|9740.35⟧, '⟦IP_ADDRESS|10.12.0.5⟧');
-- dataset region ⟪place|europe-west2⟫, job ⟪uuid|c7a1f3d2-55e0-4b8a-9f31-02de7a6c1b44⟫
"""))

T(("aseptic_unit_worksheet", """
⟪org_name|ST GEORGE'S ASEPTIC SERVICES UNIT⟫ — Worksheet ⟪batch_ref|AS-27-4418⟫
Patient: ⟦PERSON|HALLORAN, Bridget⟧   Hosp no: ⟪mrn|RJ7-0092113⟫   Ward: ⟪place|Gwillim⟫
DOB: ⟦DATE_OF_BIRTH|30/06/1958⟧
Product: ⟦MEDICAL|Carboplatin 540 mg in 500 mL glucose 5%⟧ (AUC 5)
Diagnosis: ⟦MEDICAL|high-grade serous ovarian carcinoma⟧
Prescriber: Dr ⟦PERSON|K. Adebayo-Smith⟧   Checked: ⟦PERSON|L. Greenhalgh⟧ (ACPT)
Expiry: ⟪timestamp|24h from 14:20⟫ Isolator ⟪equipment_id|ISO-3⟫
"""))

T(("pharmacy_tpn_bag_label", """
PN BAG — paediatric — ⟪batch_ref|PN-0611-B⟫
Baby of ⟦PERSON|Shauna McArdle⟧  ⟪mrn|H4410982⟫  ⟪place|NICU cot 7⟫
⟦MEDICAL|Parenteral nutrition 150 mL/kg/day⟧, ⟦MEDICAL|intestinal failure post NEC⟧
Made by ⟦PERSON|jpatel⟧ ⟪timestamp|06/11 07:55⟫; released by ⟦PERSON|R. Osei⟧
Store 2-8°C. Use by ⟪date|08/11⟫.
"""))

T(("aseptic_incident_email", """
Subject: Datix ⟪incident_ref|W-882103⟫ — wrong diluent

Team,

Yesterday's ⟦MEDICAL|bortezomib 2.6 mg⟧ syringe for Mr ⟦PERSON|Edward Akintola⟧ (⟦MEDICAL|multiple myeloma⟧) was reconstituted with water instead of sodium chloride. It was caught at final check by ⟦PERSON|Sinéad⟧. No harm.

Cabinet temp logs attached (⟪count|21.4⟫°C). Please re-read SOP ⟪doc_ref|ASU-SOP-017 v6⟫.

⟦PERSON|Graham Toft⟧, Accountable Pharmacist, ⟦PHONE|020 8725 0431⟧
"""))

T(("ivf_clinic_consent_summary", """
⟪org_name|Meridian Fertility⟫ — Treatment summary
Patient: ⟦PERSON|Naomi Beckford⟧  DOB ⟦DATE_OF_BIRTH|17/03/1989⟧
Partner: ⟦PERSON|Jules Beckford⟧
Diagnosis: ⟦MEDICAL|polycystic ovary syndrome⟧; ⟦MEDICAL|bilateral tubal occlusion⟧
Cycle: ⟦MEDICAL|ICSI⟧ with ⟦MEDICAL|Menopur 225 IU⟧ daily, trigger ⟦MEDICAL|Ovitrelle⟧
Embryos: ⟪count|4⟫ blastocysts frozen, ⟪date|day 5⟫
Self-funded balance paid: ⟦AMOUNT|£6,840⟧. Storage fee ⟪price|£350/yr⟫.
Nurse: ⟦PERSON|Aoife⟧ ⟦PHONE|0161 496 0213⟧
"""))

T(("egg_donor_screening", """
EGG DONOR SCREENING RECORD (anonymised donor code ⟪donor_ref|ED-2027-114⟫)
Legal name (sealed): ⟦PERSON|Kateryna Holub⟧
Passport (UA): ⟦PASSPORT|FP318726⟧
Karyotype: ⟪lab_result|46,XX normal⟫
Carrier screen: ⟦MEDICAL|cystic fibrosis carrier (F508del)⟧ — recipient to be matched with negative partner
AMH ⟪lab_value|31 pmol/L⟫
Compensation paid so far: ⟦AMOUNT|£750⟧ (HFEA cap ⟪price|£986⟫ per cycle)
"""))

T(("ivf_patient_portal_message", """
From: ⟦PERSON|Zara Qureshi-Lowe⟧
To: Embryology team
Hi, my OTP for the portal was ⟪otp_code|482 917⟫ but it's not working. Also can you confirm my ⟦MEDICAL|frozen embryo transfer⟧ is still ⟪date|Friday⟫? I've been on ⟦MEDICAL|progesterone pessaries 400 mg⟧ twice a day since Monday. My mobile is ⟦PHONE|07700 900905⟧.
Thanks, ⟦PERSON|Zara⟧
"""))

T(("travel_vaccination_record", """
⟪org_name|Globetrotter Travel Clinic⟫ — ⟦ADDRESS|17 Corn Street, Bristol BS1 1HT⟧
Traveller: ⟦PERSON|Fergus O'Riordan⟧   DOB ⟦DATE_OF_BIRTH|1994-08-21⟧
Destination: ⟪place|Tanzania & Zanzibar⟫, departs ⟪date|2 Oct⟫, flight ⟪flight_no|QR 8⟫
Given today: ⟦MEDICAL|Yellow fever vaccine (Stamaril)⟧, ⟦MEDICAL|Typhim Vi⟧
Prescribed: ⟦MEDICAL|Malarone 250/100 mg⟧ x 20
Note: ⟦MEDICAL|egg allergy⟧ — observed 15 min, no reaction.
Total charged: ⟦AMOUNT|£187.00⟧ (yellow fever list price ⟪price|£78⟫)
"""))

T(("travel_clinic_sms", """
Hi ⟦PERSON|Priya⟧ — ⟪org_name|MASTA⟫ reminder: your 2nd ⟪health_term|rabies⟫ dose is due ⟪date|21/07⟫ at ⟪place|Boots Victoria⟫. Reply Y to confirm. Questions: ⟦PHONE|0330 100 4200⟧
"""))

T(("travel_clinic_booking_form_json", """
{
  "booking_id": "⟪booking_ref|TC-884120⟫",
  "name": "⟦PERSON|Yusuf Bello⟧",
  "email": "⟦EMAIL|yusuf.bello@gmail.com⟧",
  "passport_no": "⟦PASSPORT|N0341177⟧",
  "nationality": "NG",
  "trip": {"to": "⟪place|Saudi Arabia⟫", "purpose": "Umrah"},
  "required": ["⟪health_term|meningococcal ACWY⟫"],
  "history": {"conditions": ["⟦MEDICAL|sickle cell trait⟧"], "meds": ["⟦MEDICAL|folic acid 5 mg⟧"]},
  "deposit_paid": ⟦AMOUNT|20.00⟧
}
"""))

T(("cinema_listings", """
⟪org_name|THE RIO CINEMA⟫ — WHAT'S ON, WEEK OF ⟪date|14 JUNE⟫
Fri  ⟪time|18:15⟫  The Quiet Orchard (12A)  ⟪duration|1h52⟫
Fri  ⟪time|20:45⟫  Salt & Neon (15)         ⟪duration|2h04⟫
Sat  ⟪time|11:00⟫  Parent & Baby: Moonlight Ferry (PG)
Tickets ⟪price|£11.50⟫ / concessions ⟪price|£8⟫. Members ⟪percentage|20%⟫ off.
Box office opens ⟪time|30 min⟫ before first screening. ⟪place|Kingsland High Street⟫.
"""))

T(("warranty_terms", """
LIMITED WARRANTY — ⟪product_code|KETTLE KX-2200⟫
1. ⟪org_name|Brightwell Appliances⟫ warrants this product against defects for ⟪duration|24 months⟫ from purchase.
2. Register within ⟪duration|28 days⟫ to extend to ⟪duration|3 years⟫.
3. Excludes limescale damage and commercial use. Repair costs above ⟪price|£60⟫ require a quote.
4. This warranty does not affect your statutory rights. Version ⟪version|2027-01⟫.
"""))

T(("api_error_codes_table", """
| Code | HTTP | Meaning | Retry? |
|------|------|---------|--------|
| ⟪error_code|E1001⟫ | ⟪http_status|400⟫ | Missing `msisdn` | no |
| ⟪error_code|E1004⟫ | ⟪http_status|401⟫ | API key revoked | no |
| ⟪error_code|E2010⟫ | ⟪http_status|429⟫ | Rate limit (⟪count|30 rps⟫) | yes, backoff |
| ⟪error_code|E5000⟫ | ⟪http_status|503⟫ | Carrier unavailable | yes |
Questions: ⟦EMAIL|developers@textlane-example.io⟧
Example base URL: `https://api.example.com/v2` (host ⟪doc_ip|192.0.2.10⟫ in sandbox)
"""))

T(("pii_stack_trace", """
Traceback (most recent call last):
  File "/home/⟦PERSON|ngriffiths⟧/apps/lettings/referencing.py", line ⟪line_no|214⟫, in submit
    resp = client.post(url, json=payload, auth=("api", "⟦APIKEY|$mailgun1⟧"))
  File "/usr/lib/python3.11/site-packages/requests/api.py", line 115, in post
requests.exceptions.HTTPError: 422 Unprocessable Entity for applicant {'name': '⟦PERSON|Bethany Cole⟧', 'dob': '⟦DATE_OF_BIRTH|1997-04-12⟧', 'income': ⟦AMOUNT|27500⟧}
"""))

T(("ci_log_leak", """
[⟪timestamp|2027-06-03 11:20:14⟫] Step 4/9 : RUN npm ci
[⟪timestamp|2027-06-03 11:20:15⟫] npm notice using token from env NPM_TOKEN=⟦APIKEY|$npm1⟧
[⟪timestamp|2027-06-03 11:20:41⟫] added 1412 packages in 26s
[⟪timestamp|2027-06-03 11:21:03⟫] Step 7/9 : RUN aws s3 cp dist/ s3://⟪bucket|fern-web-prod⟫ --recursive
[⟪timestamp|2027-06-03 11:21:03⟫] + AWS_ACCESS_KEY_ID=⟦APIKEY|$aws_akid1⟧ AWS_SECRET_ACCESS_KEY=⟦SECRET|$aws_secret1⟧
[⟪timestamp|2027-06-03 11:21:09⟫] commit ⟪commit_sha|9c41e07b2d⟫ triggered by ⟦PERSON|hana.ito⟧
"""))

T(("shell_history", """
  501  ssh ⟦PERSON|aolawale⟧@⟦IP_ADDRESS|172.31.9.40⟧
  502  export GITHUB_TOKEN=⟦APIKEY|$ghp1⟧
  503  gh release create ⟪version|v2.8.0⟫ --notes "fix opt-out sync"
  504  mysql -h ⟦IP_ADDRESS|10.0.7.21⟧ -u reporting -p'⟦PASSWORD|Tr0ut!Season⟧' crm
  505  curl -s http://⟪doc_ip|127.0.0.1⟫:⟪port|9090⟫/metrics | head
  506  history -c
"""))

T(("stripe_webhook_handler_config", """
[stripe]
secret_key = ⟦APIKEY|$stripe1⟧
publishable_key = ⟪app_id|pk_live_51Hq0cTQ8vLrNm2p0aZ⟫
webhook_signing_secret = ⟦SECRET|$whsec1⟧
restricted_key_reports = ⟦APIKEY|$stripe_rk1⟧
[app]
currency = ⟪currency|gbp⟫
min_payout = ⟪price|10.00⟫
"""))

T(("us_credit_app_microloan", """
⟪org_name|BRIGHTPATH MICROLENDING⟫ — APPLICATION #⟪loan_ref|BP-33019⟫
Applicant: ⟦PERSON|Darnell Whitaker⟧
SSN: ⟦SSN|$ssn2⟧
DOB: ⟦DATE_OF_BIRTH|11/30/1990⟧
Address: ⟦ADDRESS|4417 Cedar Hollow Dr, Apt 12B, Memphis, TN 38118⟧
Phone: ⟦PHONE|(901) 555-0164⟧
Requested: ⟦AMOUNT|$2,500⟧  Monthly income: ⟦AMOUNT|$3,180⟧
Max loan for first-time borrowers: ⟪price|$3,000⟫
"""))

T(("us_chargeback_call_notes", """
Call w/ cardholder ⟦PERSON|Kimberly Ostrowski⟧ re ⟪case_ref|CB-771204⟫. She confirmed card ⟦CARD|$card_visa3⟧ and CVV ⟦CVV|418⟧ to verify (we should NOT have asked — coaching for ⟦PERSON|Tyler⟧). Disputed txn ⟦AMOUNT|$149.00⟧ at ⟪org_name|PixelForge Store⟫ on ⟪date|04/22⟫. SSN last 4 given: ⟪id_tail|6621⟫.
"""))

T(("credit_union_iban_transfer_request", """
Dear Mr ⟦PERSON|Van der Berg⟧,

We received your request to transfer ⟦AMOUNT|€4,300.00⟧ from your savings to ⟦IBAN|$iban_nl1⟧ (⟪org_name|ING⟫). Your BSN ⟦NATIONAL_ID|$bsn1⟧ is already on file so no need to resend it.

International transfer fee: ⟪price|£12⟫. Expected arrival ⟪duration|2 working days⟫.

⟪org_name|Capital Credit Union⟫ Member Services
"""))

T(("spanish_tenant_application", """
Applicant: ⟦PERSON|Lucía Fernández Ortega⟧
Nationality: Spanish — DNI ⟦NATIONAL_ID|$dni1⟧
Partner: ⟦PERSON|Andrés Molina⟧ — NIE ⟦NATIONAL_ID|$nie1⟧
Current bank: ⟦IBAN|$iban_es1⟧
Monthly rent offered: ⟦AMOUNT|£1,420⟧ (asking ⟪price|£1,450⟫)
Viewing at ⟪place|Canary Wharf⟫ arranged by ⟦PERSON|Ollie⟧ from ⟪org_name|Dockside Lets⟫
"""))

T(("osteopath_invoice_card_payment", """
⟪org_name|AXIS OSTEOPATHY⟫ — Receipt
Patient: ⟦PERSON|Sven Halvorsen⟧
Treatment: ⟦MEDICAL|cervical spine manipulation⟧ for ⟦MEDICAL|tension-type headache⟧
Fee: ⟦AMOUNT|£62.00⟧ paid by ⟦CARD|$card_mc1⟧ (exp ⟪card_expiry|11/28⟫, CVC ⟦CVV|907⟧ — taken over the phone)
Auth code ⟪auth_code|A7H22Q⟫
"""))

T(("ivf_finance_form", """
Finance application (⟪org_name|Fertility Finance UK⟫) — ref ⟪loan_ref|FFU-2211⟫
Name: ⟦PERSON|Rebecca Anning⟧
Card for deposit: ⟦CARD|$card_visa4⟧ Exp: ⟪card_expiry|03/30⟫ CVV: ⟦CVV|552⟧
Loan: ⟦AMOUNT|£9,500⟧ over ⟪duration|48 months⟫, ⟪percentage|9.9% APR⟫
Reason: ⟦MEDICAL|IVF with PGT-A⟧ following ⟦MEDICAL|recurrent miscarriage⟧
"""))

T(("hospital_pharmacy_teams", """
⟦PERSON|Femi Adeyinka⟧: can someone release the ⟦MEDICAL|pembrolizumab 200 mg⟧ for bed 14? Patient is Mrs ⟦PERSON|Dorothy Lund⟧
⟦PERSON|Clare W⟧: on it. her creatinine ok?
⟦PERSON|Femi Adeyinka⟧: yes, ⟪lab_value|78 umol/L⟫
⟦PERSON|Clare W⟧: released ✅ batch ⟪batch_ref|AS-27-5102⟫, porter ⟪time|10:50⟫
"""))

T(("analytics_segment_yaml", """
# segment-sync.yaml — owner @⟦PERSON|rtanaka⟧
source:
  type: mixpanel
  project_id: ⟪app_id|2290114⟫
  service_account: ⟦PERSON|rtanaka⟧-sync
  secret: ⟦SECRET|$client_secret6⟧
destination:
  type: bigquery
  dataset: ⟪dataset|analytics_raw⟫
  credentials_path: /home/⟦PERSON|rtanaka⟧/.config/gcloud/sa.json
schedule: "⟪cron|0 */6 * * *⟫"
"""))

T(("game_support_email_refund", """
Hello ⟦PERSON|Chidi⟧,

We've refunded ⟦AMOUNT|£44.97⟧ for the three ⟪product_code|Starter Bundle⟫ purchases (⟪price|£14.99⟫ each) to your original payment method. Your account ⟪player_id|CHD_ZK_0091⟫ remains active.

If your card statement still shows the charge after ⟪duration|10 days⟫ reply to this e-mail.

⟦PERSON|Harper⟧, Player Support
⟪org_name|Mossbank Studios⟫ · ⟦EMAIL|support@mossbankstudios.com⟧
"""))

T(("github_actions_secret_leak", """
Run ./scripts/publish.sh
  env:
    PYPI_TOKEN: ⟦APIKEY|$pypi1⟧
    HF_TOKEN: ⟦APIKEY|$hf1⟧
    SLACK_WEBHOOK: ⟦SECRET|$slack_hook1⟧
Publishing ⟪package|fernleaf-tides⟫ ⟪version|0.9.4⟫ to PyPI...
Uploaded ⟪sha256|sha256:4be1c9f07a23d8e0b5b6f1d2e3a4c5b6⟫
"""))

T(("paediatric_dental_consent", """
CONSENT FOR TREATMENT UNDER GENERAL ANAESTHESIA
Child: ⟦PERSON|Leo Adewale-Brooks⟧    DOB: ⟦DATE_OF_BIRTH|19 September 2019⟧
Procedure: ⟦MEDICAL|extraction of 4 primary molars⟧
Known conditions: ⟦MEDICAL|haemophilia A (mild)⟧ — liaise with haematology
Person with parental responsibility: ⟦PERSON|Temi Adewale⟧ (mother)
Signature: ⟦PERSON|T. Adewale⟧   Witness: ⟦PERSON|S. Gill⟧ (dental nurse)
Theatre list: ⟪date|Tuesday⟫ ⟪place|Theatre 3⟫
"""))

T(("vaccine_leaflet_no_names", """
About the MMR vaccine
The ⟪health_term|MMR⟫ vaccine protects against ⟪health_term|measles⟫, ⟪health_term|mumps⟫ and ⟪health_term|rubella⟫. Two doses give around ⟪percentage|99%⟫ protection. Common side effects include a ⟪health_term|mild fever⟫ and a rash ⟪duration|7 to 11 days⟫ after the injection. Ask your practice nurse if you are unsure whether you have had both doses.
Leaflet version ⟪version|3.1⟫, ⟪date|March 2027⟫.
"""))

T(("train_fares_table", """
Off-peak returns from ⟪place|Manchester Piccadilly⟫
| To | Standard | First | Railcard |
|----|----------|-------|----------|
| ⟪place|London Euston⟫ | ⟪price|£99.20⟫ | ⟪price|£178.50⟫ | ⟪price|£65.45⟫ |
| ⟪place|Birmingham New St⟫ | ⟪price|£38.10⟫ | ⟪price|£59.00⟫ | ⟪price|£25.15⟫ |
| ⟪place|Leeds⟫ | ⟪price|£22.30⟫ | — | ⟪price|£14.70⟫ |
Fares valid from ⟪date|2 January 2027⟫.
"""))

T(("dictation_osteopath", """
Dictation — Dr ⟦PERSON|Niamh Costello⟧ — ⟪date|fourteenth of May⟫.
New patient ⟦PERSON|Brendan Moriarty⟧, date of birth ⟦DATE_OF_BIRTH|second of April nineteen seventy⟧, farmer. Presents with ⟦MEDICAL|frozen shoulder⟧ on the left, background of ⟦MEDICAL|type two diabetes⟧ on ⟦MEDICAL|metformin five hundred milligrams⟧ twice daily. Plan: ⟪count|six⟫ sessions, home exercises. His gate code for home visits is ⟦PASSWORD|eight three one six⟧. End of dictation.
"""))

T(("aws_credentials_file", """
[default]
aws_access_key_id = ⟦APIKEY|$aws_akid2⟧
aws_secret_access_key = ⟦SECRET|$aws_secret2⟧
region = ⟪place|eu-west-2⟫

[analytics-export]
aws_access_key_id = ⟦APIKEY|$aws_akid3⟧
aws_secret_access_key = ⟦SECRET|$aws_secret3⟧
role_arn = ⟪arn|arn:aws:iam::418273660912:role/export-reader⟫
"""))

T(("canada_student_it_ticket", """
Ticket ⟪ticket_ref|RITM0088213⟫ — International student onboarding
Student: ⟦PERSON|Mei-Ling Tran⟧ (⟦PERSON|mtran27⟧)
Permit/SIN on file: ⟦NATIONAL_ID|$sin1⟧ (payroll for TA role)
Issue: Duo enrolment SMS not arriving at ⟦PHONE|+1 604 555 0187⟧
Resolution: bypass codes issued ⟦SECRET|482019337⟧, ⟦SECRET|907114562⟧ (valid ⟪duration|24h⟫)
"""))

T(("indian_student_accommodation_email", """
Dear ⟦PERSON|Arjun⟧,

Thank you for your booking at ⟪org_name|Unite Students — Sky Plaza⟫. We have received your guarantor form from Mr ⟦PERSON|Suresh Iyer⟧ including his Aadhaar ⟦NATIONAL_ID|$aadhaar1⟧. Please note we only need his passport ⟦PASSPORT|Z4481927⟧ — we have deleted the Aadhaar copy.

Instalment 1: ⟦AMOUNT|£3,112.50⟧ due ⟪date|15 September⟫.

⟪org_name|Unite⟫ Bookings Team
"""))

T(("sms_marketing_campaign_report", """
Campaign ⟪campaign_id|FLASH-JUNE⟫ — sent by ⟦PERSON|Ravi⟧
Delivered: ⟪count|48,112⟫ | Failed: ⟪count|1,903⟫ | Opt-outs: ⟪count|212⟫ (⟪percentage|0.44%⟫)
Cost: ⟪price|3.9p per SMS⟫
Top complaint: "stop texting my dad, he died in March" — ⟦PHONE|07700 900510⟧, removed by ⟦PERSON|Georgia⟧.
"""))

T(("telegram_bot_config_toml", """
[bot]
name = "⟪service|lettings-alerts⟫"
token = "⟦APIKEY|$telegram1⟧"
admin_chat = ⟪chat_id|-1001882731044⟫

[db]
dsn = "postgresql://lettings:⟦SECRET|Gr4nite!Lane⟧@⟦IP_ADDRESS|10.4.0.12⟧:5432/lettings"
pool = ⟪count|10⟫
"""))

T(("german_payroll_osteopath", """
Hi ⟦PERSON|Jonas⟧ — for your contract at the ⟪place|Berlin⟫ practice we need your Steuer-ID. You sent ⟦NATIONAL_ID|$steuer1⟧, thanks. Salary will be paid to ⟦IBAN|$iban_de1⟧. Gross monthly ⟦AMOUNT|€3,900⟧ in line with the ⟪price|€3,600–€4,200⟫ band. — ⟦PERSON|Katrin⟧ (HR)
"""))

T(("french_ivf_patient_email", """
Bonjour/Hello,
I am ⟦PERSON|Camille Duret⟧, transferring my ⟦MEDICAL|frozen embryos⟧ from ⟪org_name|CHU de Lyon⟫ to your clinic. My numéro de sécurité sociale is ⟦NATIONAL_ID|$nir1⟧. Transport courier quoted ⟪price|€650⟫; I have paid a ⟦AMOUNT|€325⟧ deposit.
Contact: ⟦PHONE|+33 6 12 34 56 78⟧
"""))

T(("sg_travel_clinic", """
⟪org_name|Raffles-style Travel Health⟫ — Singapore
Patient: ⟦PERSON|Tan Wei Ming⟧ NRIC ⟦NATIONAL_ID|$nric1⟧
Vaccines: ⟦MEDICAL|Japanese encephalitis (Ixiaro) dose 1⟧
Paid ⟦AMOUNT|S$298⟧ via PayNow. Next dose ⟪date|28 days⟫.
"""))

T(("us_game_identity_verification", """
Trust & Safety — identity verification for high-value account ⟪player_id|NX-4471920⟫
Legal name: ⟦PERSON|Jeremiah Okoro⟧
SSN (required for ⟪form|1099-MISC⟫ creator payouts): ⟦SSN|$ssn1⟧
Mailing address: ⟦ADDRESS|2210 W Belmont Ave, Unit 3, Chicago, IL 60618⟧
Phone: ⟦PHONE|(312) 555-0119⟧
Creator earnings YTD: ⟦AMOUNT|$14,602.37⟧ (payout threshold ⟪price|$100⟫)
Reviewed by ⟦PERSON|Alyssa Brandt⟧ on ⟪date|2027-04-09⟫
"""))

T(("us_ivf_billing_statement", """
⟪org_name|Pacific Coast Fertility⟫ — Patient Statement ⟪invoice_ref|#PCF-90812⟫
Patient: ⟦PERSON|Megan Castillo⟧   DOB ⟦DATE_OF_BIRTH|05/19/1990⟧
Guarantor: ⟦PERSON|Luis Castillo⟧   SSN ⟦SSN|$ssn3⟧
Billing address: ⟦ADDRESS|781 Ocean View Blvd, San Diego, CA 92109⟧
Services: ⟦MEDICAL|oocyte retrieval⟧, ⟦MEDICAL|ICSI⟧, ⟦MEDICAL|embryo cryopreservation⟧
Insurance paid ⟦AMOUNT|$9,120.00⟧ · Patient balance ⟦AMOUNT|$4,386.50⟧
Questions: ⟦EMAIL|billing@pacificcoastfertility-example.com⟧ / ⟦PHONE|(619) 555-0133⟧
"""))

T(("us_microloan_cosigner_email", """
From: ⟦EMAIL|underwriting@lendwell-example.com⟧
To: ⟦EMAIL|tanya.r.brooks@gmail.com⟧

Hi ⟦PERSON|Tanya⟧,

To add your brother ⟦PERSON|Marcus Brooks⟧ as co-signer we still need his SSN and a utility bill. You sent ⟦SSN|$ssn6⟧ — please confirm that is his and not yours. Loan amount remains ⟦AMOUNT|$1,800⟧ at ⟪percentage|29.9% APR⟫.

⟦PERSON|Devon⟧ · ⟪org_name|LendWell⟫ Underwriting · ⟦PHONE|1-800-555-0199⟧
"""))

T(("estate_agent_vendor_email", """
Subject: Sale agreed — ⟦ADDRESS|19 Lavender Hill, Clapham, London SW11 5RW⟧

Dear ⟦PERSON|Graham⟧ and ⟦PERSON|Louise⟧,

I'm delighted to confirm an offer of ⟦AMOUNT|£742,500⟧ from Mr and Mrs ⟦PERSON|Adeyemi⟧ has been accepted (asking ⟪price|£750,000⟫). Your solicitors, ⟪org_name|Pritchard Lane LLP⟫, are at ⟦ADDRESS|4 Bedford Row, London WC1R 4BU⟧.

Our commission of ⟪percentage|1.2% + VAT⟫ is payable on completion. Please send the redemption statement for your ⟪org_name|Santander⟫ mortgage.

⟦PERSON|Olivia Marchetti⟧
Sales Manager, ⟪org_name|Marchetti & Reeve⟫
⟦PHONE|020 7946 0712⟧ | ⟦EMAIL|olivia@marchettireeve.co.uk⟧
"""))

T(("charity_direct_debit_form", """
⟪org_name|Dogs Trust⟫-style monthly giving form (OCR)
Name: ⟦PERSON|Siobhan Gallagher⟧
Address: ⟦ADDRESS|Apartment 12, Ormeau Court, 45 Ormeau Road, Belfast BT7 1EB⟧
Email: ⟦EMAIL|siobhan.gallagher77@outlook.ie⟧
Monthly gift: ⟦AMOUNT|£8.00⟧ from ⟦IBAN|$iban_ie1⟧
Sponsoring: ⟪pet_name|Biscuit⟫ (greyhound, ⟪animal_health|hip dysplasia⟫)
Suggested amounts: ⟪price|£5 / £10 / £15⟫
"""))

T(("aseptic_unit_supplier_invoice", """
⟪org_name|Baxter-style Compounding Ltd⟫ — remittance advice
Payee: Dr ⟦PERSON|Hélène Marchand⟧ (locum QP) — consultancy ⟪date|May 2027⟫
Days worked: ⟪count|6⟫ @ ⟪price|€780/day⟫
Total remitted: ⟦AMOUNT|€4,680.00⟧ to ⟦IBAN|$iban_fr1⟧
NIR on contract: ⟦NATIONAL_ID|$nir2⟧
Home address: ⟦ADDRESS|27 rue des Tanneurs, 69001 Lyon⟧
"""))

T(("travel_clinic_card_payment_log", """
⟪timestamp|2027-07-01 09:41:03⟫ POS ⟪terminal_id|T-0044⟫ APPROVED amount=⟦AMOUNT|125.00⟧ GBP card=⟦CARD|$card_visa1⟧ name=⟦PERSON|HOLLOWAY/ANNA⟧ MS auth=⟪auth_code|09912Z⟫
⟪timestamp|2027-07-01 10:02:55⟫ POS ⟪terminal_id|T-0044⟫ DECLINED amount=⟦AMOUNT|310.00⟧ GBP card=⟪masked_card|5412********0077⟫ reason=⟪error_code|51⟫
⟪timestamp|2027-07-01 10:05:17⟫ POS ⟪terminal_id|T-0044⟫ APPROVED amount=⟦AMOUNT|310.50⟧ GBP card=⟦CARD|$card_amex2⟧ name=⟦PERSON|RASHID/KAMAL⟧ MR auth=⟪auth_code|77Q01B⟫
"""))

T(("video_game_parent_complaint_letter", """
⟦ADDRESS|8 Willow Crescent, Ashby-de-la-Zouch LE65 2QP⟧
⟪date|3 June 2027⟫

Dear ⟪org_name|Emberfall Games⟫ Customer Services,

My son ⟦PERSON|Alfie⟧ (aged ⟪age|11⟫) spent ⟦AMOUNT|£412.93⟧ on loot boxes using my Maestro card ⟦CARD|$card_maestro1⟧ over one weekend. He has ⟦MEDICAL|ADHD⟧ and impulse control is a known difficulty for him. I am requesting a full refund.

Account e-mail: ⟦EMAIL|alfie.w.gaming@gmail.com⟧. Please call me on ⟦PHONE|07700 900244⟧.

Yours faithfully,
⟦PERSON|Rachel Westbrook⟧
"""))

T(("lettings_inventory_checkin_notes", """
CHECK-IN INVENTORY — ⟦ADDRESS|Flat 5B, Kelvin House, 210 Great Western Road, Glasgow G4 9EJ⟧
Tenants: ⟦PERSON|Niamh Docherty⟧ (⟦PHONE|07700 900702⟧), ⟦PERSON|Ruaridh Fraser⟧ (⟦PHONE|07700 900703⟧)
Clerk: ⟦PERSON|A. Baird⟧, ⟪org_name|Clydeside Inventories⟫
Meter readings: elec ⟪meter_reading|041882⟫, gas ⟪meter_reading|18830⟫
Keys issued: 2 x front door, 1 x bike store (fob ⟪fob_id|#4471⟫)
Deposit registered with ⟪org_name|SafeDeposits Scotland⟫: ⟦AMOUNT|£1,275⟧
Landlord contact address: ⟦ADDRESS|3 Park Circus Place, Glasgow G3 6AH⟧
"""))

T(("school_appeal_hearing_invite", """
Dear Mr ⟦PERSON|Oduya⟧,

Your appeal for ⟦PERSON|Precious Oduya⟧ will be heard on ⟪date|Wednesday 17 June 2027⟫ at ⟪time|10:30⟫ at ⟦ADDRESS|Civic Centre, Silver Street, Enfield EN1 3XA⟧. Please bring any evidence about ⟦PERSON|Precious⟧'s ⟦MEDICAL|sickle cell disease⟧ and hospital admissions.

If you need an interpreter, contact the appeals clerk ⟦PERSON|Yvonne Castell⟧ on ⟦PHONE|020 8132 0945⟧ or ⟦EMAIL|school.appeals@enfield-example.gov.uk⟧.

Hearing reference ⟪case_ref|SA/2027/1182⟫
"""))

T(("credit_union_passport_kyc", """
KYC checklist — new member ⟪member_ref|M-77120⟫ (⟪org_name|Leeds City Credit Union⟫)
[x] Photo ID: Polish passport ⟦PASSPORT|EM4417730⟧ — ⟦PERSON|Paweł Zieliński⟧
[x] PESEL ⟦NATIONAL_ID|$pesel2⟧ (not required, noted by applicant)
[x] Proof of address: council tax bill, ⟦ADDRESS|61 Harehills Lane, Leeds LS8 4HB⟧
[ ] Opening deposit ⟦AMOUNT|£50⟧ — minimum is ⟪price|£10⟫
Checked by ⟦PERSON|Farida⟧ ⟪date|08/06/27⟫
"""))

T(("sports_massage_event_volunteers_whatsapp", """
[18:02] Coach ⟦PERSON|Dee⟧: Massage tent volunteers for the ⟪event|Great North 10k⟫ — ⟦PERSON|Harvey⟧, ⟦PERSON|Mia⟧, ⟦PERSON|Sanjay⟧ you're on 8-12.
[18:05] ⟦PERSON|Mia⟧: I can't lift the couches, still recovering from ⟦MEDICAL|carpal tunnel release⟧ surgery
[18:06] Coach ⟦PERSON|Dee⟧: no worries ⟦PERSON|Mia⟧, you do sign-in. My mobile on the day ⟦PHONE|07700 900866⟧
[18:09] ⟦PERSON|Sanjay⟧: parking at ⟦ADDRESS|Gateshead International Stadium, Neilson Road, Gateshead NE10 0EF⟧?
"""))
