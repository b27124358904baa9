# -*- coding: utf-8 -*-
"""English texts of the blind45 corpus, each typed by hand.
Markup: ⟦TYPE|value⟧ = labelled span, ⟪kind|value⟫ = decoy, $name = value from values.VALUES."""

TEXTS = [

# ---------------------------------------------------------------- funeral directors / probate
("email_funeral_arrangement", """Subject: Arrangements for the late Mr ⟦PERSON|Dennis Harrowby⟧ – ref ⟪case_ref|FA-2291⟫

Dear ⟦PERSON|Gillian⟧,

Thank you for coming in on Tuesday. As discussed, the service for your father will be held at ⟪place_name|Coldharbour Lane Crematorium⟫ on ⟪event_date|Friday 14 March⟫ at ⟪time_of_day|11:30⟫. For the registrar we have recorded his date of birth as ⟦DATE_OF_BIRTH|2 February 1941⟧ and the cause of death on the MCCD as ⟦MEDICAL|metastatic prostate cancer⟧, with ⟦MEDICAL|chronic kidney disease stage 4⟧ as a contributing factor.

The deposit of ⟦AMOUNT|£850.00⟧ was received from your card ending ⟪masked_card|**** 4471⟫ – thank you. The balance will be invoiced after the service.

Kind regards,
⟦PERSON|Rhiannon Pryce⟧
Funeral Arranger, ⟪org_name|Pryce & Latimer Funeral Directors⟫
T: ⟦PHONE|01873 852 604⟧ | ⟦EMAIL|rhiannon@pryceandlatimer.co.uk⟧"""),

("probate_letter", """⟪org_name|Fairlie Brough LLP⟫ – Private Client Department
Our ref: ⟪case_ref|PC/HAR/40417⟫

Ms ⟦PERSON|Joanne Whitcombe⟧
⟦ADDRESS|Flat 3, 27 Albany Terrace, Harrogate HG1 2JT⟧

Dear Ms ⟦PERSON|Whitcombe⟧,

Estate of the late ⟦PERSON|Harold Stanley Whitcombe⟧ (died ⟪date_of_death|9 November 2023⟫)

The Grant of Probate was issued by the ⟪org_name|Leeds District Probate Registry⟫ on ⟪event_date|22 January 2024⟫. HMRC have confirmed that no inheritance tax is payable; for their records we quoted your late father's National Insurance number, ⟦NATIONAL_ID|$nino1⟧.

We are now able to make an interim distribution of ⟦AMOUNT|£42,500.00⟧ to you. Please confirm it should go to the account you gave us, IBAN ⟦IBAN|$iban_gb1⟧, and let us know whether your brother ⟦PERSON|Martin⟧ wants his equal share sent by cheque.

Our costs to date are ⟪legal_fee_quote|£3,180 plus VAT⟫, in line with the estimate in our client care letter.

Yours sincerely
⟦PERSON|Priya Raman⟧
Associate Solicitor – direct line ⟦PHONE|01423 778 215⟧
Authorised and regulated by the SRA, no. ⟪sra_number|614702⟫"""),

("sms_funeral_director", """Hi ⟦PERSON|Sandra⟧, it's ⟦PERSON|Kev⟧ from ⟪org_name|Hollins Funeral Care⟫. Just to confirm the limousine will collect from ⟦ADDRESS|14 Meadow Croft, Ormskirk L39 4RX⟧ at ⟪time_of_day|10.15⟫ tmrw. Your mum's order of service proof is in ur inbox (⟦EMAIL|sandra.gorst67@btinternet.com⟧) – any changes ring me on ⟦PHONE|07843 219 660⟧ b4 4pm pls. Printers job no ⟪job_number|OS-5512⟫. ⟦PERSON|Kev⟧"""),

("web_form_death_notice", """--- Online Notice Submission #⟪form_submission_id|NS-88213⟫ ---
Submitted: ⟪timestamp|2024-03-02T19:44:08Z⟫ from ⟦IP_ADDRESS|86.148.212.37⟧
Deceased full name: ⟦PERSON|Eileen Margaret Doherty⟧
Known as: ⟦PERSON|Peggy⟧
Date of birth: ⟦DATE_OF_BIRTH|17/08/1936⟧
Date of death: ⟪date_of_death|26/02/2024⟫
Notice text: "Peacefully at ⟪org_name|St Columba's Hospice⟫ after a long illness (⟦MEDICAL|motor neurone disease⟧) bravely borne. Beloved wife of the late ⟦PERSON|Frank⟧, much loved mum, nan and friend. Donations in lieu of flowers to ⟪org_name|the MND Association⟫."
Publication: ⟪publication|Liverpool Echo⟫ x2 + online
Price quoted: ⟪price|£186.00⟫
Contact name: ⟦PERSON|Declan Doherty⟧ (son)
Contact phone: ⟦PHONE|+44 7712 508 331⟧
Contact email: ⟦EMAIL|dec.doherty@outlook.com⟧"""),

("whatsapp_family_group", """[11/03/24, 20:14] ⟦PERSON|Tasha⟧: ok so the co-op quote came in at ⟪quote_total|£4,295⟫ for the full thing
[11/03/24, 20:15] ⟦PERSON|Lee Brannigan⟧: thats mental for a basic cremation
[11/03/24, 20:15] ⟦PERSON|Tasha⟧: i know. i've already put ⟦AMOUNT|£500⟧ down as deposit from my account
[11/03/24, 20:17] Auntie ⟦PERSON|Mo⟧: Your nan had a funeral plan with ⟪org_name|Golden Charter⟫ im sure of it, plan no ⟪policy_number|GC-0933817⟫. look in the bureau
[11/03/24, 20:18] ⟦PERSON|Lee Brannigan⟧: she had a ⟦MEDICAL|pacemaker⟧ didnt she, they need to know before cremation
[11/03/24, 20:18] ⟦PERSON|Tasha⟧: yeah told them, and that she was on ⟦MEDICAL|warfarin⟧
[11/03/24, 20:20] Auntie ⟦PERSON|Mo⟧: i can put in ⟦AMOUNT|£300⟧ and ⟦PERSON|Gaz⟧ said he'll do ⟦AMOUNT|£250⟧ when he gets paid fri
[11/03/24, 20:21] ⟦PERSON|Lee Brannigan⟧: sound. send ur bank details ⟦PERSON|tash⟧
[11/03/24, 20:22] ⟦PERSON|Tasha⟧: will do. service is ⟪event_date|28th⟫ at ⟪time_of_day|1.40⟫ btw, ⟪place_name|Springwood⟫"""),

("call_transcript_probate", """CALL TRANSCRIPT – ⟪org_name|Kinross Probate Services⟫ – call id ⟪call_id|CX-7731-0098⟫ – ⟪timestamp|14/05/2024 09:12:55⟫
Agent (⟦PERSON|Bethan⟧): Good morning, Kinross Probate, ⟦PERSON|Bethan⟧ speaking. Can I take your name?
Caller: It's ⟦PERSON|Graham Ashdown⟧, I'm ringing about my late brother's estate, ⟦PERSON|Colin Ashdown⟧.
Agent: I'm sorry for your loss. For security can I confirm your date of birth and your address?
Caller: ⟦DATE_OF_BIRTH|fourth of June nineteen fifty-two⟧, and it's ⟦ADDRESS|42 Pevensey Road, Eastbourne, BN21 3HR⟧.
Agent: Thank you. We're still waiting on the bereavement service to confirm the overpayment on ⟦PERSON|Colin⟧'s pension.
Caller: They told me he'd been overpaid ⟦AMOUNT|£1,146.20⟧ because he was in hospital with ⟦MEDICAL|sepsis⟧ for eight weeks.
Agent: Right. Once that's settled we can release your share. Best number to call you back on?
Caller: Mobile, ⟦PHONE|oh seven nine five six, two one three, eight eight four⟧.
Agent: Lovely, thanks ⟦PERSON|Graham⟧. Your reference is ⟪case_ref|KPS-2023-1182⟫ and the call lasted ⟪duration|6m 41s⟫."""),

("invoice_funeral", """INVOICE ⟪invoice_no|INV-20417⟫          ⟪org_name|Marsh & Okafor Independent Funeral Directors⟫
VAT reg ⟪vat_number|GB 318 2290 41⟫      ⟪org_address|Unit 4, Canal Wharf, Leicester LE2 7AB⟫
Bill to: ⟦PERSON|Adaeze Nwosu⟧, ⟦ADDRESS|9 Sycamore Rise, Oadby, Leicester LE2 4QD⟧
Funeral of: ⟦PERSON|Chukwuemeka Nwosu⟧

Professional services ........................ ⟪price|£2,150.00⟫
Oak veneer coffin (⟪product_code|CF-OAK-203⟫) ............. ⟪price|£895.00⟫
Repatriation paperwork (Nigeria) ............. ⟪price|£420.00⟫
Disbursement: crematorium fee ................ ⟪price|£1,070.00⟫
TOTAL ........................................ ⟪invoice_total|£4,535.00⟫
Received from client ⟪event_date|12/04/2024⟫ ............... ⟦AMOUNT|£1,000.00⟧
Balance due from client ...................... ⟦AMOUNT|£3,535.00⟧

Please pay to ⟪org_bank_account|Marsh & Okafor Ltd, sort 30-94-57, acc 22018846⟫ quoting ⟪invoice_no|INV-20417⟫."""),

("minutes_private_client", """Private Client – weekly file review
Date: ⟪event_date|Mon 3 June⟫   Present: ⟦PERSON|Amrit Kaur⟧, ⟦PERSON|Rob Devlin⟧, ⟦PERSON|Siobhan Hegarty⟧ (minutes)

1. Estate of ⟦PERSON|Florence Ivy Beddow⟧ (⟪matter_number|M/BED/2291⟫) – house at ⟦ADDRESS|11 Larkspur Close, Stafford ST16 1NW⟧ exchanged, completion ⟪event_date|28 June⟫. Net proceeds approx ⟪estimate|£212k⟫.
2. Estate of ⟦PERSON|Ronald Pike⟧ – daughter ⟦PERSON|Carol Ashby⟧ is contesting the 2021 will; says her father had ⟦MEDICAL|vascular dementia⟧ when he signed. Request GP records from ⟪org_name|Rowley Regis Medical Practice⟫. ⟦PERSON|Rob⟧ to chase.
3. ⟦PERSON|Amrit⟧ flagged that the ⟦PERSON|Beddow⟧ file still shows the old Land Registry title ⟪title_number|SF448120⟫ – fix before completion.
4. AOB: new starter ⟦PERSON|Hamza Qureshi⟧ starts Monday. Temp password for ⟪software|LEAP⟫ is ⟦PASSWORD|Probate#Spring24⟧ – must change at first login.
Next meeting ⟪event_date|10 June⟫, ⟪time_of_day|9:30⟫, room ⟪room_number|2.14⟫."""),

("price_list_funeral", """⟪org_name|Ashgrove Family Funerals⟫ – Standardised Price List (CMA Funerals Order 2021)
Effective from ⟪event_date|1 April 2024⟫ · Branches: ⟪place_name|Tamworth⟫, ⟪place_name|Lichfield⟫, ⟪place_name|Rugeley⟫

Attended funeral (standard) ............ ⟪price|£3,295⟫
Unattended / direct cremation .......... ⟪price|£1,195⟫
Collection of deceased, out of hours ... ⟪price|£175⟫
Hygienic treatment (embalming) ......... ⟪price|£140⟫
Coffin ⟪product_code|VEN-OAK-STD⟫ included; willow ⟪product_code|SOL-WIL-02⟫ +⟪price|£310⟫
Typical third-party costs: crematorium ⟪price|£985⟫, celebrant ⟪price|£220⟫, doctor's certificate ⟪price|£0⟫
All prices include VAT where applicable. Price list ⟪version|v3.2⟫, printed ⟪event_date|28/03/2024⟫."""),

("java_stack_trace", """2024-04-18 14:02:11,482 ERROR [stream-worker-3] c.f.api.ViewerController - viewer join failed, upstream ⟦IP_ADDRESS|10.20.4.17⟧:⟪port|8443⟫
java.lang.IllegalStateException: token expired for viewer=⟦EMAIL|m.osei@gmail.com⟧ service=⟪order_id|SVC-55120⟫ ip=⟦IP_ADDRESS|82.132.214.9⟧
	at com.farewellcast.api.ViewerController.join(ViewerController.java:⟪line_number|212⟫)
	at com.farewellcast.auth.TokenFilter.doFilter(TokenFilter.java:88)
	at org.springframework.web.filter.OncePerRequestFilter.doFilter(OncePerRequestFilter.java:116)
Caused by: io.jsonwebtoken.ExpiredJwtException: JWT expired at ⟪timestamp|2024-04-18T13:59:00Z⟫. Current time: 2024-04-18T14:02:11Z.
	token=⟦APIKEY|$ak_jwt1⟧
	... 42 common frames omitted
[build ⟪build_number|#1187⟫, farewellcast-api ⟪version|2.7.1⟫]"""),

("email_repatriation", """From: ⟦PERSON|Agnieszka Wróbel⟧ <⟦EMAIL|aga.wrobel@wp.pl⟧>
To: ⟦EMAIL|repatriation@ingramandsonsfunerals.co.uk⟧
Subject: Re: repatriation of my father ⟦PERSON|Zbigniew Wróbel⟧ – your ref ⟪case_ref|IR-0457⟫

Dear Mr ⟦PERSON|Ingram⟧,

Thank you for calling me yesterday. As requested, here are dad's details for the consulate:
Full name: ⟦PERSON|Zbigniew Henryk Wróbel⟧
Date of birth: ⟦DATE_OF_BIRTH|21.05.1958⟧
PESEL: ⟦NATIONAL_ID|$pesel1⟧
ID card (dowód osobisty): ⟦NATIONAL_ID|$polid1⟧
Last UK address: ⟦ADDRESS|58 Balfour Street, Kettering NN16 8HE⟧

The hospital told us it was a ⟦MEDICAL|massive stroke⟧ (⟦MEDICAL|intracerebral haemorrhage⟧) and he was also ⟦MEDICAL|diabetic on insulin⟧ – I don't know if the embalmer needs this.
I paid the ⟦AMOUNT|£1,200⟧ deposit by transfer this morning, reference ⟪payment_reference|REF IR0457⟫. The flight to ⟪place_name|Katowice⟫ on ⟪event_date|4 June⟫ is fine.

My brother ⟦PERSON|Paweł⟧ will meet the hearse in Poland, his number is ⟦PHONE|+48 601 228 417⟧.

Dziękuję,
⟦PERSON|Aga⟧"""),

# ---------------------------------------------------------------- pawnbrokers / jewellers
("ocr_pawn_ticket", """[OCR scan – page 1/1 – confidence 0.91]
⟪org_name|CASTLEGATE PAWNBROKERS LTD⟫   FCA Reg No ⟪fca_number|712045⟫
PAWN TICKET / CREDIT AGREEMENT        No. ⟪pawn_ticket_no|CG-118302⟫
Date of agreement: ⟪event_date|06/02/2024⟫    Redemption period: 6 months
PAWNOR: ⟦PERSON|DARIUS KHALILI⟧
Address: ⟦ADDRESS|Flat 12, Tanner House, 3 Mill Lane, Nottingham NG2 3DT⟧
D.O.B: ⟦DATE_OF_BIRTH|11/09/1987⟧    Tel: ⟦PHONE|07932 461 085⟧
ID seen: Passport ⟦PASSPORT|$pp_uk1⟧ (exp 2031)
Goods: 1x gents 18ct yellow gold curb chain, hallmark ⟪hallmark|750⟫ ⟪assay_office|Birmingham anchor⟫, wt ⟪weight|48.2g⟫
       1x Rolex Datejust ref ⟪model_number|126300⟫ serial ⟪serial_number|7Z41K093⟫
Amount of credit: ⟦AMOUNT|£2,350.00⟧
Interest 6.9% per month   APR ⟪rate|123.4%⟫
Total amount payable: ⟦AMOUNT|£3,322.90⟧
Signed: ⟦PERSON|D. Khalili⟧  ________"""),

("sms_pawn_reminder", """⟪org_name|Greyfriars Pawn⟫: Hi ⟦PERSON|Shannon⟧, your pledge ⟪pawn_ticket_no|PT 40-77125⟫ is due for redemption on ⟪event_date|28/03⟫. To redeem pay ⟦AMOUNT|£412.60⟧ in store or online. Opening hrs ⟪time_range|9-5:30⟫ Mon-Sat. Questions? Call ⟦PHONE|0161 834 2290⟧. Reply STOP to opt out. Sent to ⟪masked_phone|07*** ***318⟫"""),

("jewellery_repair_envelope", """REPAIR ENVELOPE    Job ⟪job_number|R-20931⟫      Taken in: ⟪event_date|Sat 17/08⟫ by ⟦PERSON|Mel⟧
Customer: Mrs ⟦PERSON|Josephine Achterberg⟧   Tel ⟦PHONE|01223 500 918⟧ / mob ⟦PHONE|07415 882 037⟧
Item: platinum solitaire, approx ⟪carat|0.70ct⟫, size ⟪ring_size|M½⟫ -> resize to ⟪ring_size|P½⟫, re-tip 4 claws
Quote given: ⟪quote|£185⟫    Deposit taken: ⟦AMOUNT|£50⟧ cash
NOTES: cust has ⟦MEDICAL|nickel allergy⟧ – NO white gold solder!! Ring was her late mother's. Collect by ⟪event_date|31/08⟫.
Cust signature: ⟦PERSON|J Achterberg⟧"""),

("email_police_enquiry", """From: DC ⟦PERSON|Aaron Whitlock⟧ <⟦EMAIL|aaron.whitlock@wiltshire.police.uk⟧>
To: ⟦EMAIL|counter@bridgestreetjewellers.co.uk⟧
Subject: Crime ref ⟪crime_reference|54/19277/24⟫ – items possibly sold at your premises

Morning,

Following a residential burglary in ⟪place_name|Chippenham⟫ on ⟪event_date|2 March⟫, we believe two items were sold over your counter on ⟪event_date|4 March⟫: a ladies' Omega De Ville (serial ⟪serial_number|81339472⟫) and a sapphire cluster ring.

Could you please send the seller details from your buy-in register? If it helps, our suspect is ⟦PERSON|Kyle Brennan-Shaw⟧, DOB ⟦DATE_OF_BIRTH|23/01/1998⟧, last known at ⟦ADDRESS|27 Hungerdown Lane, Chippenham SN14 0JN⟧, who holds UK passport ⟦PASSPORT|$pp_uk2⟧.

Please don't alert the seller. You can reach me on ⟦PHONE|01380 735 412⟧ or mobile ⟦PHONE|07700 311 894⟧.

Regards
DC ⟦PERSON|Aaron Whitlock⟧ ⟪collar_number|4471⟫
⟪org_name|Wiltshire Police⟫ – Acquisitive Crime Team"""),

("sql_insert_pawn_loans", """-- export for auditor ⟪event_date|2024-02-01⟫, do NOT email outside the firm
INSERT INTO pawn_loans (loan_id, ticket_no, customer_name, dob, phone, principal, item_desc, created_at) VALUES
(⟪row_id|90412⟫, '⟪pawn_ticket_no|GF-33012⟫', '⟦PERSON|Olumide Bankole⟧', '⟦DATE_OF_BIRTH|1979-06-30⟧', '⟦PHONE|+447458210663⟧', '⟦AMOUNT|£640.00⟧', 'Xbox Series X + 2 pads', '⟪timestamp|2024-01-09 10:42:17⟫'),
(⟪row_id|90413⟫, '⟪pawn_ticket_no|GF-33013⟫', '⟦PERSON|Kerry-Ann Lowe⟧', '⟦DATE_OF_BIRTH|1995-11-03⟧', '⟦PHONE|+447912004586⟧', '⟦AMOUNT|£1,150.00⟧', '9ct gold belcher + sovereign ⟪coin_date|1912⟫', '⟪timestamp|2024-01-09 11:05:52⟫'),
(⟪row_id|90414⟫, '⟪pawn_ticket_no|GF-33014⟫', '⟦PERSON|Mateusz Zielinski⟧', '⟦DATE_OF_BIRTH|1988-04-21⟧', '⟦PHONE|+447380227114⟧', '⟦AMOUNT|£275.00⟧', 'DeWalt combi drill ⟪model_number|DCD796⟫', '⟪timestamp|2024-01-09 13:31:08⟫');"""),

("review_jeweller", """★★★★★  ⟦PERSON|Hannah Costa-Reid⟧ · Local Guide · 38 reviews
Went to ⟪org_name|Fenwick & Hale Jewellers⟫ to get my engagement ring resized and ⟦PERSON|Dev⟧ on the counter was brilliant. Quoted ⟪quote|£60 to £80⟫, done in 3 days. Had a panic because I'd lost the ticket but he found the job under my number ⟦PHONE|07599 104 226⟧ lol. Only paid ⟦AMOUNT|£65⟧ in the end. Parking on ⟪street_name|Market Row⟫ is a nightmare tho.
Response from the owner (⟪response_date|2 weeks ago⟫): Thank you ⟦PERSON|Hannah⟧! We'll pass this on to ⟦PERSON|Dev⟧ 😊"""),

("slack_thread_shop_dev", """#shop-dev
⟦PERSON|ollie.pratt⟧  10:14
pushed the new checkout to staging (⟪commit_sha|$dc_sha1⟫). ⟦PERSON|Ines⟧ can you sanity check the ring-size dropdown?
⟦PERSON|ines.ferreira⟧  10:21
looks ok. BUT why is the admin token in the theme repo?? `SHOPIFY_ADMIN_TOKEN=⟦APIKEY|$ak_shopify1⟧` in config/settings_data.json 😬
⟦PERSON|ollie.pratt⟧  10:22
ugh that's from ⟦PERSON|Marcus⟧'s old sync script. rotating now. stripe one too?
⟦PERSON|ines.ferreira⟧  10:23
yes, ⟦APIKEY|$ak_stripe1⟧ was in the same commit. the publishable ⟪publishable_key|$dc_pk1⟫ is fine to leave
⟦PERSON|Marcus Delaney⟧  10:40
sorry!! revoked both. new ones are in the 1Password vault "⟪vault_name|Fenwick Web⟫", theme ⟪version|v5.4.1⟫ redeployed"""),

("gold_buy_receipt", """⟪org_name|NORTHERN GOLD EXCHANGE⟫ – PURCHASE RECEIPT
Receipt ⟪receipt_no|NGX-2024-07731⟫   Branch: ⟪place_name|Sunderland⟫   Cashier: ⟦PERSON|Kirsty M⟧
Seller: ⟦PERSON|Thomas Oyelaran⟧    DOB ⟦DATE_OF_BIRTH|02 Dec 1969⟧
Address: ⟦ADDRESS|118 Chester Road, Sunderland SR4 7HG⟧
ID: driving licence (checked) + utility bill
Items bought:
  9ct broken chains    ⟪weight|31.6g⟫ @ ⟪spot_price|£24.10/g⟫
  22ct wedding band    ⟪weight|6.1g⟫ @ ⟪spot_price|£58.75/g⟫
Total paid to seller: ⟦AMOUNT|£1,119.94⟧ by BACS to IBAN ⟦IBAN|$iban_gb2⟧
Seller declares the goods are their own property.  Signed ⟦PERSON|T Oyelaran⟧"""),

("forum_post_pawn", """Title: Pawned my nan's eternity ring – can they sell it early??
Posted by ⟦PERSON|bexx_1992⟧ · ⟪timestamp|3 Apr 2024, 23:18⟫

So in Jan I pawned a ring at a shop on ⟪street_name|Stockport Road⟫ for ⟦AMOUNT|£300⟧ (ticket ⟪pawn_ticket_no|88102⟫). Lost my job in Feb then got signed off with ⟦MEDICAL|depression⟧ so I missed the 6 month date by like 9 days. Rang them today and the guy (think his name was ⟦PERSON|Stelios⟧) says it's gone to auction because I owed ⟦AMOUNT|£387⟧ with interest. Don't they have to send notice if the loan is over ⟪legal_threshold|£100⟫?? Never got any letter and I've lived at ⟦ADDRESS|9 Bramhall Close, Levenshulme, Manchester M19 2QS⟧ the whole time. Help pls 😭

Reply from ⟦PERSON|QuidsInQueen⟧:
Yes – for pledges over ⟪legal_threshold|£100⟫ they must give you notice before sale and pay you any surplus. Ring ⟪org_name|Citizens Advice⟫ on ⟦PHONE|0800 144 8848⟧ and ask for the sale record."""),

("csv_pawn_kyc_us", """customer_id,first_name,last_name,dob,ssn,phone,address,last_loan,store
⟪customer_id|C-004417⟫,⟦PERSON|Marisol⟧,⟦PERSON|Quintanilla⟧,⟦DATE_OF_BIRTH|1984-02-19⟧,⟦SSN|$ssn1⟧,⟦PHONE|(915) 872-4419⟧,"⟦ADDRESS|4410 Rosewood Ave, El Paso, TX 79903⟧",⟦AMOUNT|USD 450.00⟧,⟪store_code|TX-EP-03⟫
⟪customer_id|C-004418⟫,⟦PERSON|Dwayne⟧,⟦PERSON|Pettigrew⟧,⟦DATE_OF_BIRTH|1971-07-08⟧,⟦SSN|$ssn2⟧,⟦PHONE|(915) 203-6651⟧,"⟦ADDRESS|118 Thunderbird Dr, El Paso, TX 79912⟧",⟦AMOUNT|USD 1200.00⟧,⟪store_code|TX-EP-03⟫
⟪customer_id|C-004419⟫,⟦PERSON|Yesenia⟧,⟦PERSON|Ochoa⟧,⟦DATE_OF_BIRTH|1999-12-30⟧,⟦SSN|$ssn6⟧,⟦PHONE|9154470382⟧,"⟦ADDRESS|9021 Dyer St Apt 6, El Paso, TX 79904⟧",⟦AMOUNT|USD 85.00⟧,⟪store_code|TX-EP-01⟫
# exported ⟪timestamp|2024-05-30T18:00:04-06:00⟫ by job ⟪job_id|kyc-nightly⟫"""),

# ---------------------------------------------------------------- auction houses / antique dealers
("consignment_form", """⟪org_name|Tennant & Vaux Auctioneers⟫ – CONSIGNMENT / VENDOR FORM (⟪form_version|rev. 11/23⟫)
Vendor no. ⟪vendor_number|V-30917⟫      Sale: ⟪sale_code|FA-0624⟫ Fine Art & Antiques, ⟪event_date|19 June 2024⟫
Vendor name: ⟦PERSON|Helmut Brandstätter⟧
Address: ⟦ADDRESS|Am Kirchberg 7, 83471 Berchtesgaden, Germany⟧
Tel: ⟦PHONE|+49 8652 976 413⟧    Email: ⟦EMAIL|h.brandstaetter@t-online.de⟧
Proceeds by bank transfer to IBAN ⟦IBAN|$iban_de1⟧, BIC ⟪bic|BYLADEM1BGL⟫
Lots:
  ⟪lot_number|Lot 214⟫ – pair of Meissen figures, c.1760, est. ⟪estimate|£800-1,200⟫, reserve ⟪reserve_price|£700⟫
  ⟪lot_number|Lot 215⟫ – Black Forest carved bear hallstand, est. ⟪estimate|£1,500-2,000⟫
Commission ⟪commission_rate|15% + VAT⟫, photography ⟪price|£25⟫ per lot, loss & damage cover ⟪percentage|1.5%⟫.
I confirm I am the owner of the above goods and free to sell them.
Signed ⟦PERSON|H. Brandstätter⟧    Date ⟪event_date|02.05.2024⟫"""),

("email_buyer_invoice", """Subject: Invoice ⟪invoice_no|TV-INV-558120⟫ – Fine Art & Antiques, ⟪event_date|19 June⟫

Dear Ms ⟦PERSON|Abernethy⟧,

Congratulations on your successful bids: ⟪lot_number|Lot 88⟫ George III silver sauceboat (hammer ⟪hammer_price|£420⟫) and ⟪lot_number|Lot 301⟫ Moorcroft Pomegranate vase (hammer ⟪hammer_price|£1,150⟫). Buyer's premium is charged at ⟪commission_rate|26% inc. VAT⟫.

As you authorised on the phone with ⟦PERSON|Callum⟧, we have taken ⟦AMOUNT|£1,978.20⟧ from your Amex ending ⟪masked_card|•••• 1008⟫. Items can be collected from ⟪org_address|Unit 9, Dunmore Trading Estate, Perth PH1 3RW⟫ within 10 working days; shipping via ⟪org_name|Packed Fine Art⟫ is quoted at ⟪quote|£72⟫.

With best wishes,
⟦PERSON|Isla Drummond⟧ | Client Accounts | ⟦PHONE|01738 440 192⟧"""),

("csv_bidder_register", """# ⟪org_name|Tennant & Vaux⟫ sale ⟪sale_code|FA-0624⟫ – registered bidders, exported ⟪timestamp|2024-06-18 17:05⟫
paddle,name,phone,email,reg_ip,deposit,notes
⟪paddle_number|512⟫,⟦PERSON|Garfield Osei-Bonsu⟧,⟦PHONE|07811 340 229⟧,⟦EMAIL|gob.antiques@gmail.com⟧,⟦IP_ADDRESS|81.107.44.210⟧,⟦AMOUNT|£500⟧,trade – VAT ⟪vat_number|GB 227 4410 86⟫
⟪paddle_number|513⟫,⟦PERSON|Li Meiyun⟧,⟦PHONE|+86 138 1027 5519⟧,⟦EMAIL|meiyun.li@163.com⟧,⟦IP_ADDRESS|2409:8a28:41c2:7f10::1c⟧,⟦AMOUNT|£2,000⟧,phone bidder lots ⟪lot_number|118-121⟫
⟪paddle_number|514⟫,⟦PERSON|Rupert Vane-Tempest⟧,⟦PHONE|01750 221 937⟧,⟦EMAIL|rvt@vanetempest.org.uk⟧,⟦IP_ADDRESS|100.79.12.201⟧,none,known client"""),

("provenance_note", """PROVENANCE – ⟪lot_number|Lot 47⟫, oil on panel, Dutch school, 17th century, ⟪dimensions|41 x 33 cm⟫
Acquired by the vendor's grandfather, ⟦PERSON|Cornelis van der Hoeven⟧, from ⟪org_name|Kunsthandel P. de Boer⟫, ⟪place_name|Amsterdam⟫, in ⟪event_date|1938⟫; thence by descent to the present owner, ⟦PERSON|Anneke Vos-Hoeven⟧, of ⟦ADDRESS|Kleine Houtstraat 61, 2011 DE Haarlem⟧.
Relined in ⟪event_date|1962⟫ by ⟦PERSON|J. Mertens⟧ (label verso). Checked against the ⟪org_name|Art Loss Register⟫, certificate ⟪certificate_no|S00214893⟫, no match."""),

("whatsapp_dealer", """[09:12] ⟦PERSON|Shaz⟧: mate got a house clearance in ⟪place_name|Ludlow⟫ tmrw, old boy passed, daughter wants it gone by sat
[09:13] ⟦PERSON|Deano⟧: whats in it
[09:15] ⟦PERSON|Shaz⟧: oak dresser, bit of militaria, 2 bracket clocks. she wants ⟪asking_price|£800⟫ the lot
[09:15] ⟦PERSON|Deano⟧: do it. ill send u ⟦AMOUNT|£400⟧ now for my half
[09:16] ⟦PERSON|Shaz⟧: use my new acct ⟦IBAN|$iban_gb3⟧ its natwest
[09:20] ⟦PERSON|Deano⟧: sent ⟦AMOUNT|four hundred quid⟧ ref "⟪payment_reference|LUDLOW JOB⟫"
[09:21] ⟦PERSON|Shaz⟧: 👍 address is ⟦ADDRESS|3 Corve Street, Ludlow SY8 1DA⟧, daughter is Mrs ⟦PERSON|Pritchard⟧, ⟦PHONE|07968 552 014⟧. shes ⟦MEDICAL|deaf in one ear⟧ so text first"""),

("catalogue_entry", """⟪lot_number|LOT 156⟫
A VICTORIAN SILVER-GILT AND ENAMEL VINAIGRETTE, ⟪assay_office|Birmingham⟫ ⟪hallmark_year|1846⟫, rectangular, the hinged cover with a hunting scene, the grille pierced with foliate scrolls, ⟪dimensions|3.8 cm wide⟫, ⟪weight|28 g⟫.
Estimate ⟪estimate|£300 - £400⟫
Buyer's premium ⟪commission_rate|25% + VAT⟫. Sale ⟪sale_code|SL-0724⟫, viewing ⟪event_date|Sat 13 July⟫ ⟪time_range|10am-1pm⟫. Condition report ref ⟪report_id|CR-156-0724⟫ on request."""),

("api_log_bidding", """2024-06-19T10:02:44.118Z INFO  [bid-gateway ⟪version|v4.12.0⟫] POST /api/v2/lots/⟪lot_id|FA0624-214⟫/bids 201 ⟪latency|38ms⟫ user=⟪user_id|u_40913⟫ ip=⟦IP_ADDRESS|91.223.8.154⟧ xff=⟦IP_ADDRESS|10.0.12.5⟧
2024-06-19T10:02:44.120Z DEBUG [bid-gateway] auth header: Bearer ⟦APIKEY|$ak_jwt2⟧ cookie: connect.sid=⟦SECRET|$sec_cookie1⟧
2024-06-19T10:02:51.907Z WARN  [bid-gateway] outbid notice to ⟦EMAIL|r.abernethy@btinternet.com⟧ bounced (550)
2024-06-19T10:03:00.001Z INFO  [healthcheck] probe from ⟪doc_ip|203.0.113.9⟫ ok, trace=⟪trace_id|$dc_uuid3⟫"""),

("call_transcript_valuation", """[Auto-transcript – Tennant & Vaux switchboard – ⟪timestamp|2024-05-07 14:31⟫]
RECEPTION: Tennant and Vaux, ⟦PERSON|Priti⟧ speaking.
CALLER: Hi, my name's ⟦PERSON|Douglas Fairweather⟧, I've got my late wife's jewellery I'd like valued for probate.
RECEPTION: Of course. Can I take a number?
CALLER: ⟦PHONE|zero one five zero five, four double-six, two nine one⟧.
RECEPTION: And the address for the valuation letter?
CALLER: ⟦ADDRESS|Glenview, 14 Abbey Road, Kilmacolm PA13 4HX⟧.
RECEPTION: Lovely. ⟦PERSON|Sheena⟧ in our jewellery department does Thursdays, the fee is ⟪price|£90⟫ plus VAT for up to twenty items.
CALLER: Fine. My wife, ⟦PERSON|Elspeth⟧, died of ⟦MEDICAL|ovarian cancer⟧ in March, so it's all a bit...
RECEPTION: I'm so sorry, Mr ⟦PERSON|Fairweather⟧. I've booked you for ⟪event_date|Thursday the 16th⟫ at ⟪time_of_day|half ten⟫, reference ⟪booking_ref|VAL-3391⟫."""),

("yaml_config", """# lotbase – production settings (DO NOT COMMIT)
app:
  name: lotbase-bidding
  version: ⟪version|4.12.0⟫
  region: ⟪cloud_region|eu-west-2⟫
database:
  url: postgresql://lotbase_app:⟦SECRET|Hx9!vaux-Pg-2024⟧@⟦IP_ADDRESS|10.40.2.15⟧:⟪port|5432⟫/⟪db_name|lotbase_prod⟫
mail:
  provider: sendgrid
  api_key: ⟦APIKEY|$ak_sg1⟧
  from: ⟦EMAIL|noreply@tennantvaux.co.uk⟧
payments:
  stripe_secret: ⟦APIKEY|$ak_stripe2⟧
  stripe_publishable: ⟪publishable_key|$dc_pk2⟫
  webhook_secret: ⟦SECRET|$sec_whsec1⟧
admin:
  bootstrap_user: ⟦EMAIL|callum.reid@tennantvaux.co.uk⟧
  bootstrap_password: ⟦PASSWORD|Gavel&Hammer#77⟧"""),

("markdown_table_tracker", """### Consignments – June (shared drive, ⟪file_name|tracker_0624.md⟫)
| Vendor | Contact | Lots | Sale | Status | Payout |
|---|---|---|---|---|---|
| ⟦PERSON|Brandstätter, Helmut⟧ | ⟦EMAIL|h.brandstaetter@t-online.de⟧ | ⟪lot_number|214-215⟫ | ⟪sale_code|FA-0624⟫ | sold | ⟦AMOUNT|£3,145.60⟧ |
| ⟦PERSON|Kowalczyk, Teresa⟧ | ⟦PHONE|07402 118 350⟧ | ⟪lot_number|88⟫ | ⟪sale_code|SL-0524⟫ | unsold, re-offer | – |
| Estate of ⟦PERSON|R. Pike⟧ | c/o ⟪org_name|Fairlie Brough LLP⟫ | ⟪lot_number|301-309⟫ | ⟪sale_code|FA-0624⟫ | sold | held pending grant |"""),

("contract_sale_of_goods", """AGREEMENT FOR THE SALE OF GOODS
This agreement is made on ⟪event_date|14 April 2024⟫ between ⟦PERSON|Margaret Eleanor Tuckwell⟧ of ⟦ADDRESS|The Old Forge, Church Lane, Lower Slaughter, Cheltenham GL54 2HU⟧ ("the Seller") and ⟪org_name|Cotswold Clocks & Antiques Ltd⟫ (company no. ⟪company_reg_no|08812734⟫) ("the Buyer").
1. The Seller sells and the Buyer buys an eight-day longcase clock, oak case, height ⟪dimensions|218 cm⟫.
2. The price is ⟦AMOUNT|£6,750⟧, payable by cheque on collection.
3. The Seller warrants that she has full title to the clock.
Signed for the Buyer: ⟦PERSON|Julian Makepeace⟧, Director
Witness: ⟦PERSON|Sarah-Jane Hollis⟧, ⟦ADDRESS|2 Mill View, Bourton-on-the-Water GL54 2BY⟧"""),

# ---------------------------------------------------------------- self-storage / removals
("storage_licence_agreement", """⟪org_name|KEEPSAFE SELF STORAGE⟫ – LICENCE AGREEMENT   No. ⟪agreement_no|KS-BRS-015532⟫
Site: ⟪site_name|Bristol Avonmouth⟫   Unit: ⟪storage_unit|C-214⟫ (⟪unit_size|50 sq ft⟫)   Weekly fee ⟪price|£21.50⟫
Customer: ⟦PERSON|Reuben Adeyemi-Clarke⟧
Home address: ⟦ADDRESS|Flat 7, 41 Gloucester Road, Bishopston, Bristol BS7 8AD⟧
Mobile: ⟦PHONE|07534 902 611⟧    Email: ⟦EMAIL|reuben.ac@icloud.com⟧
Date of birth: ⟦DATE_OF_BIRTH|30/04/1991⟧    ID: Irish passport ⟦PASSPORT|$pp_ie1⟧
Alternate contact: ⟦PERSON|Fola Adeyemi⟧ (sister) ⟦PHONE|07887 120 443⟧
Gate PIN: ⟦PASSWORD|582916⟧ (customer chosen – never give out over the phone)
Card on file: ⟦CARD|$card_v4⟧  exp 09/27  CVC ⟦CVV|381⟧
Goods insured to ⟪cover_level|£5,000⟫ under policy ⟪policy_number|KS-INS-2231⟫."""),

("email_removal_quote", """From: ⟦PERSON|Gemma Lightfoot⟧ <⟦EMAIL|gemma@swiftshiftremovals.co.uk⟧>
To: ⟦EMAIL|anil.chaudhary84@gmail.com⟧
Subject: Your removal quote ⟪quote_ref|Q-7741⟫ – ⟪event_date|Fri 26 July⟫

Hi ⟦PERSON|Anil⟧,

Following ⟦PERSON|Lee⟧'s survey yesterday, here is your quote:
Collection: ⟦ADDRESS|22 Kingsley Avenue, Hounslow TW3 4AE⟧ (3-bed semi)
Delivery: ⟦ADDRESS|5 Pennine Way, Hemel Hempstead HP2 5UW⟧
Crew of 4, 2 x ⟪vehicle_type|7.5t⟫ lorries. Packing ⟪price|£540⟫, removal ⟪price|£1,380⟫, piano ⟪price|£95⟫ – TOTAL ⟪quote_total|£2,015 inc VAT⟫.
⟦PERSON|Lee⟧ mentioned your mum is ⟦MEDICAL|registered blind⟧, so the crew will set her room up first.

Thanks, ⟦PERSON|Gemma⟧"""),

("sms_gate_code", """KEEPSAFE: Hi ⟦PERSON|Reuben⟧, your new gate code for ⟪site_name|Avonmouth⟫ is ⟦PASSWORD|5 2 8 0⟧ then # – the old one stops working at ⟪time_of_day|midnight⟫. Unit ⟪storage_unit|C-214⟫. Office ⟦PHONE|0117 982 4410⟧."""),

("helpdesk_ticket_damage", """Ticket #⟪ticket_id|48817⟫ | Priority: High | Channel: web | Opened ⟪timestamp|2024-08-02 16:55⟫
Requester: ⟦PERSON|Caroline Ebdon⟧ <⟦EMAIL|c.ebdon@yahoo.co.uk⟧>
Subject: Damaged furniture + your man got hurt?

Your team moved us on Weds from ⟦ADDRESS|Hollybush Cottage, Back Lane, Ashby-de-la-Zouch LE65 1PL⟧. The Ercol sideboard has a split top (repair quote ⟪repair_quote|£310⟫) and two boxes of china are smashed. I'm claiming ⟦AMOUNT|£685.00⟧ under your goods in transit cover. Also one of your lads hurt his back on the wardrobe, he said he'd had a ⟦MEDICAL|slipped disc⟧ before – hope he's ok.
---
Internal note (⟦PERSON|Tariq⟧): crew lead was ⟦PERSON|Jordan Mills⟧, off sick with ⟦MEDICAL|lumbar strain⟧. Claim ref ⟪claim_ref|GIT-2024-118⟫, insurer policy ⟪policy_number|BX/7729014⟫."""),

("shell_history", """  501  ssh deploy@⟦IP_ADDRESS|51.148.77.203⟧
  502  sudo systemctl status gatekeeper
  503  mysql -u gk_admin -p'⟦PASSWORD|Kp4$$gate!2023⟧' -h ⟦IP_ADDRESS|10.12.0.8⟧ gatekeeper
  504  export AWS_ACCESS_KEY_ID=⟦APIKEY|$ak_aws1⟧
  505  export AWS_SECRET_ACCESS_KEY=⟦SECRET|$sec_aws1⟧
  506  aws s3 cp s3://keepsafe-backups/⟪file_name|gatekeeper-2024-08-01.sql.gz⟫ .
  507  zcat gatekeeper-2024-08-01.sql.gz | grep -i "⟦PERSON|adeyemi⟧"
  508  curl -s http://⟪loopback_ip|127.0.0.1⟫:⟪port|8088⟫/health
  509  cat /home/⟦PERSON|tmcallister⟧/notes.txt
  510  history -c"""),

("dotenv_booking_site", """# keepsafe-booking/.env.production
NODE_ENV=production
APP_VERSION=⟪version|2.18.3⟫
DATABASE_URL=postgres://booking:⟦SECRET|q7Rt-Lx92-Wmz4⟧@⟦IP_ADDRESS|172.20.14.6⟧:5432/booking
SESSION_SECRET=⟦SECRET|$sec_sign1⟧
TWILIO_ACCOUNT_SID=⟪account_sid|$dc_twsid1⟫
TWILIO_API_KEY=⟦APIKEY|$ak_twilio1⟧
TWILIO_AUTH_TOKEN=⟦SECRET|$sec_twauth1⟧
GOOGLE_MAPS_KEY=⟦APIKEY|$ak_google1⟧
SLACK_ALERTS_WEBHOOK=⟦SECRET|$sec_slackhook1⟧
# from the AWS docs, not ours: AWS_ACCESS_KEY_ID=⟪example_key|AKIAIOSFODNN7EXAMPLE⟫"""),

("whatsapp_crew", """[07:48, 12/09] ⟦PERSON|Bev⟧ (Office): Morning ⟦PERSON|Gaz⟧. Today is Mr ⟦PERSON|Ellery⟧, job ⟪job_number|J-5520⟫, ⟦ADDRESS|19 Clement Road, Wimbledon SW19 7RJ⟧ to ⟪org_name|Lavender Court care home⟫. He has ⟦MEDICAL|Alzheimer's⟧ so his son ⟦PERSON|Peter⟧ will be there. Key safe by back door, code ⟦PASSWORD|1 9 4 7⟧
[07:52, 12/09] ⟦PERSON|Gaz⟧: 👍 whats ⟦PERSON|peter⟧ number
[07:53, 12/09] ⟦PERSON|Bev⟧ (Office): ⟦PHONE|07957 663 120⟧. ⟦AMOUNT|£960⟧ already paid by card so dont take anything
[07:54, 12/09] ⟦PERSON|Gaz⟧: sound. ⟪vehicle_id|Van 3⟫ has a flat so taking ⟪vehicle_id|Van 5⟫"""),

("lien_sale_notice", """NOTICE OF PUBLIC LIEN SALE
Pursuant to ⟪statute_ref|Texas Property Code Ch. 59⟫, ⟪org_name|LoneStar Mini Storage⟫, ⟪org_address|8200 N Loop Dr, El Paso, TX 79907⟫, will sell at online auction on ⟪event_date|September 14, 2024⟫ at ⟪time_of_day|10:00 AM⟫ the contents of:
Unit ⟪storage_unit|B117⟫ – ⟦PERSON|Ramon Escobedo⟧, ⟦ADDRESS|2311 Myrtle Ave Apt 4, El Paso, TX 79901⟧ – household goods, tools – balance ⟦AMOUNT|$1,237.50⟧
Unit ⟪storage_unit|C042⟫ – ⟦PERSON|Tanya Whitfield⟧, ⟦ADDRESS|615 Sunset Heights Blvd, El Paso, TX 79902⟧ – furniture, boxes – balance ⟦AMOUNT|$884.00⟧
Goods may be redeemed by paying in full before the sale. Call ⟦PHONE|(915) 751-2240⟧."""),

("review_removals", """⭐⭐  "Cheap quote, then the extras"
⟦PERSON|Deborah K.⟧ · GB · 2 reviews
Booked ⟪org_name|Swift Shift Removals⟫ for ⟪event_date|26 July⟫. Quote was ⟪quote_total|£1,450⟫ but on the day they wanted another ⟦AMOUNT|£280⟧ for "extra volume". Crew boss ⟦PERSON|Lee⟧ was polite but the young lad dropped the cool box with my ⟦MEDICAL|insulin pens⟧ in it. Got ⟦AMOUNT|£120⟧ back after I emailed ⟦EMAIL|complaints@swiftshiftremovals.co.uk⟧.
Reply from the company: Sorry to read this ⟦PERSON|Deborah⟧ – we've reviewed the job (⟪job_number|J-5471⟫) with the team."""),

("csv_gate_access_log", """# gatekeeper export – site AVM – controller fw ⟪firmware_version|4.2.1.0⟫
ts,controller_ip,unit,user,event,result
⟪timestamp|2024-09-12T06:02:11Z⟫,⟦IP_ADDRESS|10.60.1.21⟧,⟪storage_unit|C-214⟫,⟦PERSON|R ADEYEMI-CLARKE⟧,KEYPAD,GRANTED
⟪timestamp|2024-09-12T06:40:57Z⟫,⟦IP_ADDRESS|10.60.1.22⟧,⟪storage_unit|A-009⟫,⟦PERSON|M OKORO⟧,KEYPAD,DENIED pin=⟪masked_pin|****⟫
⟪timestamp|2024-09-12T06:41:20Z⟫,⟦IP_ADDRESS|10.60.1.22⟧,⟪storage_unit|A-009⟫,⟦PERSON|M OKORO⟧,KEYPAD,GRANTED"""),

# ---------------------------------------------------------------- locksmiths / home security
("locksmith_job_sheet", """⟪org_name|KEYSTONE LOCKSMITHS⟫ – JOB SHEET #⟪job_number|KL-44107⟫     Tech: ⟦PERSON|Woj Nowak⟧
Call-out ⟪time_of_day|23:40⟫ ⟪event_date|Sat 09/03⟫ – lockout, keys inside, uPVC door, ⟪lock_model|Yale Platinum 3-star⟫
Customer: ⟦PERSON|Chloe Fairbanks⟧    Mob ⟦PHONE|07491 206 735⟧
Property: ⟦ADDRESS|4 Harrow Mews, Cheltenham GL50 3QT⟧
Proof of residency: ✔ Australian passport ⟦PASSPORT|$pp_au1⟧ + tenancy agreement from car
Non-destructive entry ✘ – snapped cylinder, fitted ⟪product_code|ABS-MK2-40/50⟫
Labour ⟪price|£95⟫ + out-of-hours ⟪price|£60⟫ + cylinder ⟪price|£62⟫. Paid ⟦AMOUNT|£217⟧ by card (⟪masked_card|Visa ••6625⟫)
Notes: cust has ⟦MEDICAL|epilepsy⟧, was very stressed – waited with her till partner ⟦PERSON|Sam⟧ arrived."""),

("alarm_commissioning_sheet", """⟪org_name|SENTINEL HOME SECURITY⟫ – Commissioning Record   Install ⟪install_ref|SHS-23-0917⟫
Engineer: ⟦PERSON|Darren Pugh⟧ (NSI ⟪accreditation_no|NSI-41286⟫)
Client: Mr & Mrs ⟦PERSON|Okonkwo⟧, ⟦ADDRESS|The Larches, 27 Beech Hill, Wokingham RG40 1TT⟧
Panel ⟪model_number|Premier Elite 48-W⟫ fw ⟪firmware_version|V5.02.01⟫
Engineer code ⟦PASSWORD|7193⟧ (change at handover!)   Master user ⟦PASSWORD|2806⟧   Duress ⟦PASSWORD|2807⟧
Panel LAN ⟦IP_ADDRESS|192.168.1.77⟧ port ⟪port|10001⟫  MAC ⟪mac_address|00:1A:3F:7C:22:B4⟫
App login ⟦EMAIL|ngozi.okonkwo@gmail.com⟧ / ⟦PASSWORD|Larches2023!⟧
Wi-Fi for cameras: SSID ⟪ssid|VM3318842⟫ key ⟦PASSWORD|xbw7Qmtt2jsR⟧
Keyholders: 1) ⟦PERSON|Emeka Okonkwo⟧ ⟦PHONE|07809 421 553⟧  2) ⟦PERSON|Ada Chukwu⟧ (neighbour) ⟦PHONE|0118 977 3021⟧
Zones: ⟪alarm_zone|Z1⟫ front door, ⟪alarm_zone|Z2⟫ hall PIR, ⟪alarm_zone|Z7⟫ garage shock sensor"""),

("slack_field_support", """#field-support
⟦PERSON|kerry.b⟧  14:02
customer Mrs ⟦PERSON|Halloran⟧ in ⟪place_name|Didsbury⟫ says her NVR stopped recording. can someone remote in? her router is ⟦IP_ADDRESS|86.12.190.44⟧, NVR ⟦IP_ADDRESS|192.168.0.64⟧ port ⟪port|8000⟫
⟦PERSON|raj_install⟧  14:05
can't get in. did we leave it on admin/⟦PASSWORD|12345⟧ again 🙃
⟦PERSON|kerry.b⟧  14:06
no!! it's ⟦PASSWORD|Hall0ran-NVR!⟧ per the handover sheet
⟦PERSON|raj_install⟧  14:11
in. HDD failing SMART (⟪disk_model|WD Purple 2TB⟫), firmware ⟪firmware_version|V4.30.085⟫ is ancient too
⟦PERSON|kerry.b⟧  14:12
booking ⟦PERSON|Dean⟧ for tmrw am. she's ⟦MEDICAL|housebound after a hip replacement⟧ so any time is fine, mob ⟦PHONE|07722 590 318⟧"""),

("sms_safe_code", """Hi its ⟦PERSON|Margo⟧ from flat 2. The locksmith ⟦PERSON|Ben⟧ is coming at ⟪time_of_day|3⟫ to service the safe (job ⟪job_number|KL-44153⟫) and I'm at work. Spare key under the blue pot, safe code is ⟦PASSWORD|3 9 0 6⟧ then turn the handle left. Please don't let ⟪pet_name|Biscuit⟫ out!! Ta x"""),

("email_key_safe_referral", """From: ⟦PERSON|Lorraine Beckett⟧ <⟦EMAIL|lorraine.beckett@ntadultcare.org.uk⟧>
To: ⟦EMAIL|bookings@keystonelocksmiths.co.uk⟧
Subject: Police-approved key safe – Mr ⟦PERSON|Albert Skelton⟧ (our ref ⟪case_ref|ASC-77310⟫)

Hi,
Could you fit a key safe for Mr ⟦PERSON|Skelton⟧ at ⟦ADDRESS|6 Coquet Terrace, Wallsend NE28 6PX⟧? He has ⟦MEDICAL|Parkinson's disease⟧ with ⟦MEDICAL|recurrent falls⟧ and carers from ⟪org_name|Bluebird Care⟫ start on ⟪event_date|Monday 8th⟫. His daughter ⟦PERSON|Janice⟧ can let you in – ⟦PHONE|07853 447 019⟧.
The council will pay – please invoice against ⟪po_number|PO 4500218833⟫, agreed rate ⟪price|£89.00⟫.
Thanks, ⟦PERSON|Lorraine⟧ (Social Worker, East Locality)"""),

("jsonl_smart_lock_log", """{"ts":"⟪timestamp|2024-03-04T11:20:09Z⟫","svc":"lockd","lvl":"info","msg":"unlock","lock":"⟪device_id|LK-7F3A-0921⟫","user":"⟦EMAIL|tom.haverford.home@gmail.com⟧","src_ip":"⟦IP_ADDRESS|2a02:c7c:6a14:ee00:9d1:3b7:42e1:8aa0⟧","auth":"Bearer ⟦APIKEY|$ak_jwt3⟧"}
{"ts":"⟪timestamp|2024-03-04T11:20:41Z⟫","svc":"lockd","lvl":"warn","msg":"guest code used","lock":"⟪device_id|LK-7F3A-0921⟫","guest":"⟦PERSON|Ana⟧ (cleaner)","code":"⟦PASSWORD|660412⟧"}
{"ts":"⟪timestamp|2024-03-04T11:21:00Z⟫","svc":"probe","lvl":"debug","msg":"synthetic check","src_ip":"⟪doc_ip|198.51.100.23⟫","fw":"⟪firmware_version|3.8.14⟫","req":"⟪request_id|$dc_uuid4⟫"}"""),

("voicemail_transcript", """Voicemail – mailbox ⟪mailbox_id|301⟫ – received ⟪timestamp|02:14 17/11/2023⟫ – length ⟪duration|0:48⟫
"Hi, um, this is ⟦PERSON|Ilona Sadowska⟧, I'm locked out of my flat, it's ⟦ADDRESS|flat 9, 112 Shields Road, Newcastle NE6 1DL⟧. My number is ⟦PHONE|oh seven seven eight two, four four one, nine oh six⟧. Please hurry, my ⟦MEDICAL|inhaler⟧ is inside and I'm ⟦MEDICAL|asthmatic⟧, it's freezing. I can pay whatever, I've got about ⟦AMOUNT|a hundred and fifty quid⟧ on me. Thanks, bye." """),

("forum_post_cctv", """Re: NVR won't connect to cloud after update
Post by ⟦PERSON|grumpy_gareth⟧ » ⟪timestamp|Tue Jan 16, 2024 9:41 pm⟫
here's my config dump, hope someone can spot it:
  device_serial = ⟪serial_number|DS7608NIK20820190412CCRR⟫
  admin_user    = admin
  admin_pass    = ⟦PASSWORD|GarethCCTV#1983⟧
  wan_ip        = ⟦IP_ADDRESS|82.31.177.6⟧
  lan_ip        = ⟦IP_ADDRESS|192.168.1.108⟧
  http_port     = ⟪port|8080⟫
  firmware      = ⟪firmware_version|V4.62.210⟫

Post by ⟦PERSON|Sec_Installer_Pete⟧ » ⟪timestamp|Tue Jan 16, 2024 9:58 pm⟫
Mate, you've just posted your admin password and WAN IP on a public forum. Change it NOW, then see ⟪kb_article|KB-0931⟫."""),

("web_form_lockout", """POST /book-emergency – parsed form (⟪request_id|$dc_uuid5⟫)
name=⟦PERSON|Yusuf Demir⟧
phone=⟦PHONE|+447380 115 962⟧
address=⟦ADDRESS|Flat 3B, 88 Bath Street, Glasgow G2 2EN⟧
problem=snapped key in lock
callout_deposit=⟦AMOUNT|£49.00⟧
card_number=⟦CARD|$card_mc1⟧
card_cvc=⟦CVV|402⟧
client_ip=⟦IP_ADDRESS|94.174.63.18⟧
user_agent=⟪user_agent|Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)⟫
recaptcha_score=⟪score|0.9⟫"""),

("json_nvr_config", """{
  "deviceName": "⟪device_name|NVR-FRONT⟫",
  "model": "⟪model_number|DS-7616NI-I2⟫",
  "firmware": "⟪firmware_version|V4.61.025 build 230415⟫",
  "network": {"ipv4": "⟦IP_ADDRESS|192.168.10.20⟧", "gateway": "⟦IP_ADDRESS|192.168.10.1⟧", "dns": "⟦IP_ADDRESS|192.168.10.1⟧"},
  "users": [
    {"name": "admin", "password": "⟦PASSWORD|Sentinel@Okon2023⟧", "level": "Administrator"},
    {"name": "⟦PERSON|ngozi⟧", "password": "⟦PASSWORD|ngozi2806⟧", "level": "Operator"}
  ],
  "p2p": {"enabled": true, "verificationCode": "⟦PASSWORD|QXTRBM⟧"},
  "email": {"smtp": "⟪hostname|smtp.gmail.com⟫", "user": "⟦EMAIL|okonkwo.cctv@gmail.com⟧", "appPassword": "⟦PASSWORD|hzqmvtkwpdwnbcla⟧"},
  "mac": "⟪mac_address|BC:AD:28:4F:19:E0⟫",
  "uuid": "⟪uuid|$dc_uuid1⟫"
}"""),

# ---------------------------------------------------------------- private investigators
("surveillance_log", """SURVEILLANCE LOG – case ⟪case_ref|PI-2024-0311⟫ – client ⟪org_name|Harbour Mutual Insurance⟫ – claim ⟪claim_ref|HMI/PI/88213⟫
Subject: ⟦PERSON|Lee Anthony Varley⟧   DOB ⟦DATE_OF_BIRTH|14/10/1983⟧
Address: ⟦ADDRESS|61 Moorside Crescent, Rochdale OL16 4JE⟧
Claimed injury: ⟦MEDICAL|whiplash with ongoing neck pain⟧, says he cannot lift more than 2kg
⟪time_of_day|07:02⟫ On station at ⟪obs_point|OP1⟫.
⟪time_of_day|08:15⟫ Subject loads 2 x 25kg cement bags into a silver pick-up unaided.
⟪time_of_day|09:30⟫ Subject met by a male later identified as ⟦PERSON|Craig Dunphy⟧ (brother-in-law).
Footage ⟪file_name|VID_0311_0815.mp4⟫, sha256 ⟪sha256|$dc_sha256_1⟫. Investigator: ⟦PERSON|M. Kershaw⟧"""),

("email_background_us", """From: ⟦PERSON|Dana Whitaker⟧ <⟦EMAIL|dwhitaker@lonestarinvestigations.com⟧>
To: ⟦EMAIL|claims.siu@prairieinsure.com⟧
Subject: Background – claimant ⟦PERSON|Travis Lee McCreary⟧ – file ⟪case_ref|LSI-24-1187⟫

Database findings:
- ⟦PERSON|Travis Lee McCreary⟧ (aka ⟦PERSON|T.J. McCreary⟧), DOB ⟦DATE_OF_BIRTH|03/22/1979⟧, SSN ⟦SSN|$ssn3⟧
- Current: ⟦ADDRESS|7419 W Lariat Ln, Peoria, AZ 85383⟧; prior: ⟦ADDRESS|220 S Mesa Dr #14, Mesa, AZ 85210⟧
- Cell ⟦PHONE|(623) 412-7730⟧
- Per claim file: ⟦MEDICAL|L4-L5 disc herniation⟧, on ⟦MEDICAL|oxycodone⟧; claiming ⟦AMOUNT|$185,000⟧ in lost wages
- Facebook shows him at a bass tournament at ⟪place_name|Lake Pleasant⟫ on ⟪event_date|4/13/24⟫.
Our retainer (⟪retainer_fee|$2,500⟫) covers 20 hrs; invoice ⟪invoice_no|LSI-INV-3307⟫ to follow."""),

("trace_request_form", """⟪org_name|ARGUS CONFIDENTIAL⟫ – TRACE INSTRUCTION   Job ⟪job_number|TR-6620⟫   Fee ⟪price|£95 no trace no fee⟫
Instructing firm: ⟪org_name|Hallam Wray Solicitors⟫ (ref ⟪case_ref|HW/DEBT/1107⟫)
Subject surname: ⟦PERSON|GRAINGER⟧   Forenames: ⟦PERSON|Simon Patrick⟧
DOB: ⟦DATE_OF_BIRTH|19/02/1977⟧    NI no: ⟦NATIONAL_ID|$nino2⟧
Last known address: ⟦ADDRESS|Apartment 14, Velocity Tower, 2 Solly Street, Sheffield S1 4BF⟧ (left ⟪event_date|Nov 2022⟫)
Last known mobile: ⟦PHONE|07402 887 516⟧   Email: ⟦EMAIL|simongrainger77@gmail.com⟧
Reason: judgment debt of ⟦AMOUNT|£8,420.55⟧ unpaid."""),

("witness_interview_transcript", """INTERVIEW – witness to RTC, ⟪location|junction of Derby Road / Canal Street⟫ – ⟪event_date|21 Feb 2024⟫
Present: ⟦PERSON|Kate Ellison⟧ (investigator), witness ⟦PERSON|Rashid Begum⟧.
Q: Can you confirm your name and address for the statement?
A: ⟦PERSON|Rashid Begum⟧, ⟦ADDRESS|33 Canal Street, Long Eaton NG10 4GA⟧.
Q: And a phone number?
A: ⟦PHONE|07534 661 209⟧.
Q: What did you see?
A: The white van went through on red. The lady in the Fiesta – Mrs ⟦PERSON|Kowalski⟧ I think – she was holding her neck after.
"""),

("invoice_pi", """⟪org_name|Argus Confidential Investigations Ltd⟫   VAT ⟪vat_number|GB 402 1187 63⟫
INVOICE ⟪invoice_no|ACI-0592⟫      Date ⟪event_date|31/05/2024⟫
Client: Mrs ⟦PERSON|Felicity Haworth-Blake⟧, ⟦ADDRESS|Rookery Barn, Mill Lane, Great Missenden HP16 0RA⟧
Matter ⟪case_ref|ACI-M-2024-17⟫ (matrimonial – confidential)
Surveillance 3 days @ ⟪day_rate|£480⟫ .......... ⟪price|£1,440.00⟫
Mileage 212 mi @ ⟪mileage_rate|45p/mile⟫ ........ ⟪price|£95.40⟫
Report & stills ...................... ⟪price|£120.00⟫
Less retainer paid by client ......... ⟦AMOUNT|£1,000.00⟧
Balance due from client .............. ⟦AMOUNT|£986.40⟧   (incl. VAT ⟪tax_amount|£331.00⟫)"""),

("json_skip_trace_response", """{"request_id":"⟪request_id|$dc_uuid2⟫","query":{"name":"⟦PERSON|Brianna Castellanos⟧","state":"⟪state_code|NV⟫"},
 "results":[{"match_score":⟪score|0.94⟫,"name":"⟦PERSON|Brianna M Castellanos⟧","dob":"⟦DATE_OF_BIRTH|1992-08-05⟧","ssn":"⟦SSN|$ssn4⟧",
   "addresses":["⟦ADDRESS|5512 Desert Willow Ct, Las Vegas, NV 89130⟧","⟦ADDRESS|1840 E Flamingo Rd Apt 233, Las Vegas, NV 89119⟧"],
   "phones":["⟦PHONE|7025148820⟧","⟦PHONE|+1 725 300 4417⟧"],"emails":["⟦EMAIL|bri.castellanos92@yahoo.com⟧"],
   "last_ip":"⟦IP_ADDRESS|68.108.22.191⟧","relatives":["⟦PERSON|Hector Castellanos⟧"]}],
 "credits_used":⟪credits|3⟫,"api_version":"⟪version|2.3.0⟫"}"""),

("signal_chat_client", """⟦PERSON|Jo⟧: He says he's at his brother's in ⟪place_name|Hove⟫ this weekend. His mob is ⟦PHONE|07788 302 661⟧ if that helps
⟦PERSON|Marcus K⟧: Thanks ⟦PERSON|Jo⟧. Anything about his routine? Gym, work?
⟦PERSON|Jo⟧: ⟪org_name|PureGym⟫ most evenings. He's been "off work with ⟦MEDICAL|stress⟧" since Feb, on ⟦MEDICAL|sertraline⟧ apparently
⟦PERSON|Jo⟧: I've sent the ⟦AMOUNT|£750⟧ just now. use my new email ⟦EMAIL|jo.r.private@proton.me⟧, he doesn't know about it
⟦PERSON|Marcus K⟧: Received, ref ⟪case_ref|ACI-M-2024-17⟫. Will update Sunday ⟪time_of_day|pm⟫."""),

("minutes_pi_case_review", """Argus – Monday case review (⟪event_date|10/06⟫)
Attendees: ⟦PERSON|Marcus Kendrick⟧, ⟦PERSON|Kate Ellison⟧, ⟦PERSON|Tom Baptiste⟧
• ⟪case_ref|TR-6620⟫ ⟦PERSON|Grainger⟧ trace – hit via electoral roll, now at ⟦ADDRESS|7 Ladybower Drive, Hathersage S32 1BJ⟧. Report to ⟪org_name|Hallam Wray⟫ today.
• ⟪case_ref|PI-2024-0311⟫ – footage sent. Client wants a second day.
• ⟪case_ref|ACI-M-2024-17⟫ – client paid further ⟦AMOUNT|£750⟧.
• Admin: shared login for the tracing portal reset to ⟦PASSWORD|Argus!Trace-0624⟧ – ⟦PERSON|Tom⟧ to put it in the vault, not on post-its please."""),

("markdown_due_diligence", """## Due diligence – shareholders of ⟪org_name|Velamar Holdings BV⟫ (client ref ⟪case_ref|DD-0417⟫)
| # | Name | Nat. | ID | DOB | Adverse media |
|---|------|------|----|-----|---------------|
| 1 | ⟦PERSON|Pieter-Jan Verbruggen⟧ | BE | national no. ⟦NATIONAL_ID|$be_nn1⟧ | ⟦DATE_OF_BIRTH|28/02/1971⟧ | none |
| 2 | ⟦PERSON|Saskia de Wit⟧ | NL | BSN ⟦NATIONAL_ID|$bsn1⟧ | ⟦DATE_OF_BIRTH|11/06/1980⟧ | ⟪publication|FD⟫ 2019 article |
| 3 | ⟦PERSON|Álvaro Ibáñez Ruiz⟧ | ES | DNI ⟦NATIONAL_ID|$dni1⟧ | ⟦DATE_OF_BIRTH|03/12/1966⟧ | none |
| 4 | ⟦PERSON|Lina Bergqvist⟧ | SE | pnr ⟦NATIONAL_ID|$pnr_se1⟧ | ⟦DATE_OF_BIRTH|12/09/1985⟧ | none |
| 5 | ⟦PERSON|Darragh Kinsella⟧ | IE | PPSN ⟦NATIONAL_ID|$ppsn1⟧ | – | ⟪court_ref|2016 No. 4412 P⟫ (settled) |
Screening source ⟪data_vendor|WorldCheck⟫, run ⟪timestamp|2024-04-22 08:10⟫."""),

# ---------------------------------------------------------------- cemeteries / memorial masons
("memorial_order_form", """⟪org_name|Pennine Memorials⟫ – Memorial Order Form    Order ⟪order_id|PM-6621⟫
Cemetery: ⟪cemetery_name|Undercliffe Cemetery⟫, section ⟪grave_section|K⟫, grave ⟪plot_ref|K-1147⟫
Grave owner (Exclusive Right of Burial): ⟦PERSON|Stephen Lumb⟧, ⟦ADDRESS|8 Cavendish Road, Idle, Bradford BD10 9LH⟧, tel ⟦PHONE|01274 611 408⟧
Design ⟪product_code|OG-24⟫ ogee headstone, ⟪stone_type|Star Galaxy granite⟫, gold leaf
Inscription:
    IN LOVING MEMORY OF
    ⟦PERSON|EDITH MARY LUMB⟧
    BORN ⟦DATE_OF_BIRTH|3RD JUNE 1932⟧
    DIED ⟪date_of_death|19TH JANUARY 2024⟫
    REUNITED WITH ⟦PERSON|WALTER⟧
Price ⟪price|£2,340⟫   Cemetery permit ⟪fee|£195⟫   Deposit paid ⟦AMOUNT|£1,000⟧"""),

("csv_cemetery_register", """grave_ref,section,interred,dob,burial_date,right_holder,holder_address
⟪plot_ref|C-0412⟫,C,⟦PERSON|Alfred James Penhaligon⟧,⟦DATE_OF_BIRTH|1929-11-02⟧,⟪burial_date|2011-03-18⟫,⟦PERSON|Susan Treloar⟧,"⟦ADDRESS|Chy an Mor, 4 Fore Street, St Ives TR26 1AB⟧"
⟪plot_ref|C-0413⟫,C,⟦PERSON|Morwenna Jory⟧,⟦DATE_OF_BIRTH|1941-05-27⟧,⟪burial_date|2019-08-02⟫,⟦PERSON|Derek Jory⟧,"⟦ADDRESS|12 Bedford Road, St Ives TR26 1SP⟧"
⟪plot_ref|C-0414⟫,C,(reserved),,,⟪org_name|St Ives Town Council⟫,
# ⟪row_count|3 rows⟫, exported ⟪timestamp|2024-02-19 12:00⟫"""),

("email_inscription_proof", """From: ⟦PERSON|Niamh Gallagher⟧ <⟦EMAIL|niamh.gallagher@eircom.net⟧>
To: ⟪org_name|Kinloch Memorials⟫ <⟦EMAIL|office@kinlochmemorials.co.uk⟧>
Subject: RE: Proof ⟪proof_ref|KM-PR-2207⟫ – headstone for Dad

Hi ⟦PERSON|Fergus⟧,
Thanks for the proof. Two changes please: Dad was born ⟦DATE_OF_BIRTH|17th November 1940⟧, not the 11th, and it's "⟦PERSON|Eamonn⟧" with two n's. Everything else is perfect. I'll pay the rest (⟦AMOUNT|£1,460⟧) once it's fixed.
⟦PERSON|Niamh⟧"""),

("sms_groundsman", """⟪org_name|Rosebank Cemetery⟫: Dear Mr ⟦PERSON|Quayle⟧, following the winter tidy-up on ⟪event_date|15/01⟫, items on grave ⟪plot_ref|F-221⟫ (section ⟪grave_section|F⟫) were moved to the store. Your maintenance payment of ⟦AMOUNT|£45⟧ has been received. Queries: ⟦PHONE|01624 687 330⟧."""),

("jira_ticket", """⟪ticket_id|GS-1931⟫  Grave search returns 500 for surnames with apostrophes
Reporter: ⟦PERSON|n.adebayo⟧   Env: prod ⟪version|v1.14.2⟫   Priority: ⟪priority|P2⟫
Steps: search surname ⟦PERSON|O'Donoghue⟧ -> HTTP 500
Log: ⟪timestamp|2024-05-02 09:17:03⟫ ERROR db ⟦IP_ADDRESS|10.8.3.44⟧: syntax error near "⟦PERSON|Donoghue⟧'" in WHERE surname = '⟦PERSON|O'Donoghue⟧' (client ⟦IP_ADDRESS|31.94.22.181⟧, trace ⟪trace_id|$dc_uuid6⟫)
Fix: parameterise the query (see ⟪commit_sha|$dc_sha2⟫)."""),

("letter_burial_right_renewal", """⟪org_name|Calderdale Bereavement Services⟫ – ⟪org_address|Park Road, Elland HX5 9HP⟫
Mr ⟦PERSON|Imran Hussain⟧
⟦ADDRESS|41 Queens Road, Halifax HX1 3NU⟧

Dear Mr ⟦PERSON|Hussain⟧,
Renewal of Exclusive Right of Burial – grave ⟪plot_ref|E-2291⟫, ⟪cemetery_name|Lister Lane Cemetery⟫
The deed ⟪deed_number|D/88/00431⟫ registered to your late father, ⟦PERSON|Mohammed Aslam Hussain⟧, expires on ⟪event_date|30 September 2024⟫. The renewal fee for 25 years is ⟪tariff|£412.00⟫. Please call ⟦PHONE|01422 288 001⟧ quoting ⟪case_ref|BS/RN/5530⟫."""),

("dictation_mason_notes", """Dictation – ⟪timestamp|Thu 11 Apr, 16:02⟫ – ⟦PERSON|Gareth Llewellyn⟧ – file ⟪order_id|PM-6702⟫
Note to file re the ⟦PERSON|Pritchard⟧ memorial at ⟪cemetery_name|Llanbadarn churchyard⟫, full stop. Customer is Mrs ⟦PERSON|Iris Pritchard⟧, phone ⟦PHONE|oh one nine seven oh, six two three, four one seven⟧, she's ⟦MEDICAL|partially sighted⟧ so send everything in large print please, comma, she paid ⟦AMOUNT|two hundred pounds⟧ cash today towards the kerb set, receipt number ⟪receipt_no|4471-B⟫, new paragraph. Stone is ⟪stone_type|Welsh slate⟫, ⟪dimensions|30 by 24 inches⟫, end of note."""),

("review_memorial_mason", """⟦PERSON|Sharon McAteer⟧ recommends ⟪org_name|Kinloch Memorials⟫ · ⟪timestamp|14 March⟫
Can't thank ⟦PERSON|Fergus⟧ and ⟦PERSON|Ailsa⟧ enough. After Mum's sudden ⟦MEDICAL|heart attack⟧ we were all over the place and they sorted the stone, the permit from ⟪org_name|Highland Council⟫, everything. Paid ⟦AMOUNT|£2,100⟧ all in which was less than the quote from ⟪place_name|Inverness⟫. 10/10."""),

# ---------------------------------------------------------------- debt collection agencies
("collection_letter", """⟪org_name|LOWTHER RECOVERIES LTD⟫ · ⟪org_address|PO Box 4471, Leeds LS1 9XZ⟫ · FCA ⟪fca_number|FRN 661203⟫

Mr ⟦PERSON|Darren Keating⟧
⟦ADDRESS|27 Raikes Parade, Blackpool FY1 4EL⟧

Our ref: ⟪account_ref|LR-88120447⟫   Original creditor: ⟪org_name|Velo Mobile⟫   Account: ⟪masked_account|****9931⟫
Outstanding balance: ⟦AMOUNT|£1,284.66⟧

Dear Mr ⟦PERSON|Keating⟧, we have written to you before about this debt. Please call ⟦PHONE|0330 808 4412⟧ or pay at ⟪url|pay.lowther-recoveries.co.uk⟫ within 14 days of ⟪event_date|22 April 2024⟫."""),

("call_transcript_collections", """[Lowther Recoveries – call ⟪call_id|LR-C-550918⟫ – agent ⟪agent_id|AG117⟫]
AGENT (⟦PERSON|Natalie⟧): Can I confirm your date of birth please?
DEBTOR: ⟦DATE_OF_BIRTH|ninth of August eighty-eight⟧.
AGENT: Thank you Mr ⟦PERSON|Keating⟧. You said you can pay ⟦AMOUNT|£150⟧ today and then ⟦AMOUNT|£50⟧ a month?
DEBTOR: Yeah. Card's ⟦CARD|$card_v1⟧, expires oh nine twenty-six.
AGENT: And the three digits on the back?
DEBTOR: ⟦CVV|027⟧.
AGENT: That's gone through, confirmation ⟪auth_code|AUTH 73Q1K⟫. [⟪system_note|PCI pause not activated⟫]"""),

("payment_plan_agreement", """PAYMENT ARRANGEMENT – ⟪org_name|Castlebridge Credit Management⟫
Customer: ⟦PERSON|Shauna Ní Bhriain⟧    Account ⟪account_ref|CCM-3300917⟫
Address: ⟦ADDRESS|14 Ard na Mara, Salthill, Galway H91 X2C4⟧
Balance ⟦AMOUNT|€2,960.00⟧ – agreed ⟦AMOUNT|€80⟧ per month by direct debit from ⟦IBAN|$iban_ie1⟧, first collection ⟪event_date|01/07/2024⟫
Vulnerability: ⟦MEDICAL|bipolar disorder⟧, customer consented to it being noted (⟪consent_code|VULN-C2⟫)."""),

("email_debt_dispute", """From: ⟦PERSON|Kelvin Mistry⟧ <⟦EMAIL|kmistry75@btinternet.com⟧>
To: ⟦EMAIL|disputes@lowther-recoveries.co.uk⟧
Subject: Your ref ⟪account_ref|LR-90311562⟫ – I dispute this

I don't recognise the ⟦AMOUNT|£612.40⟧ you say I owe ⟪org_name|Brightside Catalogues⟫. I've never had an account with them. My National Insurance number is ⟦NATIONAL_ID|$nino3⟧ if you need to check it's even me.
I'm also in the middle of ⟦MEDICAL|chemotherapy for bowel cancer⟧ and I'm asking for Breathing Space while I get advice from ⟪org_name|StepChange⟫.
⟦PERSON|K. Mistry⟧"""),

("crm_notes", """[⟪timestamp|2024-05-13 10:02⟫ ⟪agent_id|AG117⟫] Outbound to ⟦PHONE|07711 846 302⟧ – no answer, VM left.
[⟪timestamp|2024-05-13 15:40⟫ ⟪agent_id|AG117⟫] Inbound from ⟦PERSON|K. Mistry⟧, passed DPA (DOB ⟦DATE_OF_BIRTH|12/12/1975⟧). Disputes debt, says ⟦MEDICAL|on chemo⟧. Hold 60 days.
[⟪timestamp|2024-05-14 09:11⟫ ⟪agent_id|AG204⟫] Breathing space confirmed by ⟪org_name|StepChange⟫, ref ⟪case_ref|BS-2024-771230⟫."""),

("sql_update_debtor", """UPDATE debtors SET phone = '⟦PHONE|+447403221958⟧', email = '⟦EMAIL|j.osullivan1990@hotmail.com⟧', status = 'TRACED', updated_by = '⟦PERSON|mhalloway⟧' WHERE debtor_id = ⟪row_id|55102⟫;
INSERT INTO payments (debtor_id, display_amount, method, ref, created_at) VALUES (⟪row_id|55102⟫, '⟦AMOUNT|£25.00⟧', 'card', '⟪transaction_id|TX-9910274⟫', '⟪timestamp|2024-06-03 12:44:09⟫');"""),

("python_traceback", """Traceback (most recent call last):
  File "/srv/portal/app/payments.py", line ⟪line_number|214⟫, in take_payment
    resp = gateway.charge(card=card, amount=amount)
  File "/srv/portal/venv/lib/python3.11/site-packages/opayo/client.py", line 88, in charge
    raise DeclinedError(f"{code}: {msg}")
opayo.errors.DeclinedError: 2000 NOTAUTHED. Request dump: {'VendorTxCode': '⟪transaction_id|LR-20240514-99120⟫', 'Amount': '⟦AMOUNT|150.00 GBP⟧', 'CardHolder': '⟦PERSON|SIOBHAN FARRELL⟧', 'CardNumber': '⟦CARD|$card_v2⟧', 'CV2': '⟦CVV|519⟧', 'ClientIPAddress': '⟦IP_ADDRESS|82.24.117.50⟧'}"""),

("sms_debt_reminder", """⟪org_name|Lowther Recoveries⟫: ⟦PERSON|Darren⟧, we've been unable to reach you about account ⟪account_ref|LR-88120447⟫. Please call ⟦PHONE|0330 808 4412⟧ or pay at ⟪url|pay.lowther-recoveries.co.uk/d⟫. Msg ⟪sms_template_id|T14⟫."""),

("docker_compose", """services:
  portal:
    image: ⟪docker_image|registry.lowther.internal/portal:1.9.4⟫
    environment:
      - DB_DSN=mysql://portal:⟦SECRET|Rec0very!Db#22⟧@db:3306/portal
      - OPENAI_API_KEY=⟦APIKEY|$ak_openai1⟧   # call summaries
      - JWT_SIGNING_SECRET=⟦SECRET|$sec_sign2⟧
      - ALERT_WEBHOOK=⟦SECRET|$sec_discordhook1⟧
  db:
    image: ⟪docker_image|mysql:8.0.36⟫
    environment:
      MYSQL_ROOT_PASSWORD: ⟦PASSWORD|r00t-Lowther-2022⟧
    ports: ["⟪port|3306⟫:3306"]"""),

("forum_post_debt", """Letter from Lowther Recoveries – statute barred?
⟦PERSON|Scouse_Steph⟧ · ⟪timestamp|Newbie, 12 posts⟫
Got a letter saying I owe ⟦AMOUNT|£1,091.30⟧ on an old ⟪org_name|Velo Mobile⟫ contract from 2016. Haven't paid anything since I moved out of ⟦ADDRESS|14 Kelso Road, Liverpool L6 3AJ⟧ in 2017. Their ref ⟪account_ref|LR-77310452⟫. Do I just ignore it?
Reply from ⟦PERSON|DebtFreeDave⟧: Don't ignore it. Send the ⟪template_name|statute barred template letter⟫ from the sticky, recorded delivery."""),

("fdcpa_validation_notice", """⟪org_name|Prairie State Collections, Inc.⟫ · ⟪org_address|PO Box 88210, Springfield, IL 62791⟫
⟦PERSON|Keisha Rowland⟧
⟦ADDRESS|4120 N Kedzie Ave Apt 2R, Chicago, IL 60618⟧
Account ⟪account_ref|PSC-7710293⟫    SSN on file ⟪masked_ssn|XXX-XX-4417⟫
Creditor: ⟪org_name|Lakeshore Medical Group⟫ – ⟦MEDICAL|emergency appendectomy⟧, date of service ⟪event_date|02/11/2023⟫
As of ⟪event_date|March 1, 2024⟫ you owe ⟦AMOUNT|$3,412.18⟧. Call ⟦PHONE|1-866-204-7718⟧, ⟪time_range|8am-8pm CT⟫."""),

("dsar_ticket", """Ticket ⟪ticket_id|DP-2291⟫ · Data Subject Access Request · due ⟪event_date|14/07/2024⟫
From: ⟦PERSON|Aled Morgan-Price⟧ <⟦EMAIL|aled.mp@gmail.com⟧>
"Under Article 15 UK GDPR please send me all data you hold. To identify me: DOB ⟦DATE_OF_BIRTH|05/03/1983⟧, NI ⟦NATIONAL_ID|$nino4⟧, previous address ⟦ADDRESS|2 Heol y Nant, Pontypridd CF37 4DR⟧."
Assigned: ⟦PERSON|Rhodri⟧ (DPO team) – ID verified ⟪checklist_item|☑ ID-V2⟫"""),

("csv_placement_file", """acct_no,first,last,ssn,dob,address,phone,balance,chargeoff
⟪account_number|PL-00918233⟫,⟦PERSON|Devonte⟧,⟦PERSON|Marshall⟧,⟦SSN|$ssn5⟧,⟦DATE_OF_BIRTH|07/14/1990⟧,⟦ADDRESS|2207 Fairview Ave;Baltimore;MD;21217⟧,⟦PHONE|4105527719⟧,⟦AMOUNT|USD 2118.40⟧,⟪chargeoff_date|2023-09-30⟫
⟪account_number|PL-00918234⟫,⟦PERSON|Rochelle⟧,⟦PERSON|Abernathy⟧,⟦SSN|$ssn7⟧,⟦DATE_OF_BIRTH|11/02/1968⟧,⟦ADDRESS|55 Harbor View Rd;Dundalk;MD;21222⟧,⟦PHONE|4432019986⟧,⟦AMOUNT|USD 640.00⟧,⟪chargeoff_date|2023-10-31⟫
# batch ⟪batch_id|PLC-2024-06-A⟫ · ⟪row_count|2 records⟫ · md5 ⟪md5|$dc_md5_1⟫"""),

("nginx_access_log", """⟪doc_ip|198.51.100.14⟫ - - [⟪timestamp|14/May/2024:09:12:01 +0000⟫] "GET /api/health HTTP/1.1" ⟪http_status|200⟫ 17 "-" "⟪user_agent|kube-probe/1.29⟫"
⟪doc_ip|203.0.113.77⟫ - - [⟪timestamp|14/May/2024:09:12:04 +0000⟫] "GET /static/app.⟪asset_hash|3f9c2e1a⟫.js HTTP/1.1" ⟪http_status|304⟫ 0 "-" "Mozilla/5.0"
⟪doc_ip|2001:db8:85a3::8a2e:370:7334⟫ - - [⟪timestamp|14/May/2024:09:12:09 +0000⟫] "POST /api/v2/payments HTTP/2.0" ⟪http_status|401⟫ 52 "-" "portal-ios/⟪version|3.4.1⟫"
⟪loopback_ip|127.0.0.1⟫ - - [⟪timestamp|14/May/2024:09:12:10 +0000⟫] "GET /nginx_status HTTP/1.1" ⟪http_status|200⟫ 97 "-" "curl/8.5.0\""""),

("email_signature_chain", """From: ⟦PERSON|Paula Strachan⟧ <⟦EMAIL|p.strachan@castlebridgecm.ie⟧>
Sent: ⟪timestamp|Tuesday, 4 June 2024 10:47⟫
Subject: RE: ⟪account_ref|CCM-3300917⟫ – vulnerable customer

⟦PERSON|Eoin⟧ – please stop all outbound calls on this one. Her sister rang to say she's been admitted to ⟪org_name|University Hospital Galway⟫ with ⟦MEDICAL|a manic episode⟧.

⟦PERSON|Paula Strachan⟧ | Team Leader, Customer Care
⟪org_name|Castlebridge Credit Management DAC⟫ | Direct ⟦PHONE|+353 91 550 218⟧ | ⟪company_reg_no|CRO 612044⟫"""),

("voice_note_field_agent", """[voice note → text, ⟪duration|1:12⟫, ⟪timestamp|18/06 13:05⟫]
Right, doorstep visit done at ⟦ADDRESS|9 Pendle Close, Burnley BB11 5RT⟧ for account ⟪account_ref|LR-66120987⟫. Spoke to a lady who said she's his partner, ⟦PERSON|Gemma⟧, and that ⟦PERSON|Wayne⟧ is in ⟪org_name|Royal Blackburn⟫ after a ⟦MEDICAL|heart attack⟧ last week. She offered ⟦AMOUNT|twenty quid⟧ but I didn't take it, left the card with our number ⟦PHONE|0330 808 4412⟧. Flag as vulnerable please."""),


# ---------------------------------------------------------------- late additions
("leaflet_after_death", """⟪org_name|Hollins Funeral Care⟫ – What to do after a death (leaflet ⟪leaflet_code|HFC-L07⟫, ⟪version|rev 4⟫)
1. Register the death within 5 days at ⟪org_name|West Lancashire Register Office⟫ – appointments on ⟦PHONE|0300 123 6701⟧.
2. Medicines: please take unused medicines, for example ⟪drug_name_leaflet|morphine sulfate oral solution⟫, ⟪drug_name_leaflet|fentanyl patches⟫ or ⟪drug_name_leaflet|insulin⟫, back to a pharmacy. Do not put them in household waste.
3. Pacemakers and other battery implants must be removed before cremation – please tell us if the person had one.
4. Our 24-hour line: ⟦PHONE|01695 572 118⟧. Guide price for a home visit ⟪price|£0 – included⟫."""),

("it_ticket_private_key", """IT-⟪ticket_id|2207⟫ · "cant log into the depot server" · from ⟦PERSON|Jordan Mills⟧ <⟦EMAIL|jordan.mills@swiftshiftremovals.co.uk⟧> · ⟪timestamp|2024-08-19 07:58⟫
hi, keeps saying permission denied (publickey). here is my key if that helps:
⟦SECRET|$sec_pem1⟧
server is ⟦IP_ADDRESS|10.44.0.9⟧, im at home on the VPN (⟦IP_ADDRESS|100.96.14.22⟧)
---
Reply from ⟦PERSON|Priyesh⟧ (IT): NEVER paste your private key in a ticket!! Revoked it, fingerprint ⟪key_fingerprint|SHA256:uN3k8QhVv2bWf0yqPz7Lr1TcXa9sEoG4mJd6iHwYtKs⟫. New keypair instructions in ⟪kb_article|KB-0112⟫."""),

("sepa_payout_xml", """<!-- ⟪org_name|Tennant & Vaux⟫ vendor payouts, sale ⟪sale_code|FA-0624⟫, batch ⟪batch_id|PAY-0624-EU⟫, created ⟪timestamp|2024-07-03T09:00:00⟫ (amounts trimmed) -->
<CdtTrfTxInf><PmtId><EndToEndId>⟪end_to_end_id|TV0624-V30931⟫</EndToEndId></PmtId><Cdtr><Nm>⟦PERSON|Maarten Visser⟧</Nm></Cdtr><CdtrAcct><Id><IBAN>⟦IBAN|$iban_nl2⟧</IBAN></Id></CdtrAcct></CdtTrfTxInf>
<CdtTrfTxInf><PmtId><EndToEndId>⟪end_to_end_id|TV0624-V30944⟫</EndToEndId></PmtId><Cdtr><Nm>⟦PERSON|Lieve Claes⟧</Nm></Cdtr><CdtrAcct><Id><IBAN>⟦IBAN|$iban_be1⟧</IBAN></Id></CdtrAcct></CdtTrfTxInf>
<CdtTrfTxInf><PmtId><EndToEndId>⟪end_to_end_id|TV0624-V30952⟫</EndToEndId></PmtId><Cdtr><Nm>⟦PERSON|Montserrat Puig Ferrer⟧</Nm></Cdtr><CdtrAcct><Id><IBAN>⟦IBAN|$iban_es1⟧</IBAN></Id></CdtrAcct></CdtTrfTxInf>
<CdtTrfTxInf><PmtId><EndToEndId>⟪end_to_end_id|TV0624-V30967⟫</EndToEndId></PmtId><Cdtr><Nm>⟦PERSON|Giorgio Bellandi⟧</Nm></Cdtr><CdtrAcct><Id><IBAN>⟦IBAN|$iban_it1⟧</IBAN></Id></CdtrAcct></CdtTrfTxInf>"""),

]
