# -*- coding: utf-8 -*-
"""English texts of the blind40 corpus, typed one at a time.

Markup: ⟦TYPE|value⟧ = span to detect, ⟪kind|value⟫ = decoy, $name = values.VALUES[name].
"""
TEXTS = []

# ------------------------------------------------------------------ law firms: conveyancing
TEXTS += [
("sms_completion_funds", """
Hi ⟦PERSON|Dan⟧, it's ⟦PERSON|Rachel⟧ at ⟪org|Calder Brook Conveyancing⟫. Please make sure the balance of ⟦AMOUNT|£38,412.60⟧ reaches our client account by ⟪time|2pm Thursday⟫ for completion (ref ⟪file_ref|CB/4471/ROW⟫). Any problems ring me on ⟦PHONE|07700 900418⟧. We will NEVER change our bank details by text.
"""),

("email_report_on_title", """
From: ⟦PERSON|Hannah Okafor⟧ <⟦EMAIL|h.okafor@marlowreed-law.co.uk⟧>
To: ⟦EMAIL|tom.beresford@fastmail.com⟧
Subject: Report on title - your purchase (our ref ⟪file_ref|MR/CONV/22817⟫)

Dear ⟦PERSON|Tom⟧ and ⟦PERSON|Aisling⟧,

Please find attached our report on title for ⟦ADDRESS|14 Orchard Rise, Thame, Oxfordshire OX9 3FJ⟧. In short:

- The property was marketed at ⟪price|£475,000⟫.
- We hold your deposit of ⟦AMOUNT|£46,500.00⟧, received on ⟪date|3 March⟫ from the account ending ⟪masked_account|4471⟫.
- Stamp Duty Land Tax payable by you on completion: ⟦AMOUNT|£10,750⟧.
- Land Registry fee (Scale 2): ⟪fee|£150⟫.
- The garage is held on a lease of ⟪duration|999 years⟫ from ⟪date|1 June 1987⟫.

Please sign the TR1 where marked and send us a certified copy of ⟦PERSON|Tom⟧'s passport (⟦PASSPORT|$pp_uk_1⟧) - ⟦PERSON|Aisling⟧'s ID was verified last week.

Kind regards

⟦PERSON|Hannah Okafor⟧
Senior Conveyancer | ⟪org|Marlow Reed LLP⟫
DD: ⟦PHONE|020 7946 0521⟧ | M: ⟦PHONE|07700 900736⟧
⟦ADDRESS|2 Cornmarket Yard, Thame OX9 2BL⟧
"""),

("whatsapp_buyer_solicitor_chat", """
[⟪timestamp|14/04/2025, 09:14⟫] ⟦PERSON|Priya Shah⟧: morning! any news on the searches for ⟦ADDRESS|Flat 3, 27 Cranbourne Road, Leicester LE2 1PQ⟧?
[⟪timestamp|14/04/2025, 09:31⟫] ⟦PERSON|Marcus Feld⟧: Hi ⟦PERSON|Priya⟧, local search is back, water & drainage due ⟪date|Friday⟫. The freeholder's management pack is their standard ⟪fee|£360⟫.
[14/04/2025, 09:33] ⟦PERSON|Priya Shah⟧: ok. mortgage offer is ⟦AMOUNT|£212,000⟧ - is that enough with my ⟦AMOUNT|£38,000⟧ deposit?
[14/04/2025, 09:40] ⟦PERSON|Marcus Feld⟧: Yes, asking price was ⟪price|£245,000⟫ so you're covered with a bit left over. Can you send the gifted deposit letter from your dad? He'll need to sign it and show ID.
[14/04/2025, 09:41] ⟦PERSON|Priya Shah⟧: he's ⟦PERSON|Rajesh⟧, I'll get him to email you from ⟦EMAIL|rajesh.shah54@btinternet.com⟧
"""),

("completion_statement_sale", """
COMPLETION STATEMENT
Matter: ⟪file_ref|WL-2025-0193⟫      Sale of ⟦ADDRESS|8 Wharf Lane, Ely, Cambridgeshire CB7 4BP⟧
Sellers: Mr ⟦PERSON|Graham Whitlock⟧ and Mrs ⟦PERSON|Elaine Whitlock⟧
Completion date: ⟪date|30/05/2025⟫

Sale price                                        ⟪price|£389,950.00⟫
Less: redemption of first charge (Nationwide)    ⟦AMOUNT|£142,318.27⟧
Less: agent's commission (⟪percent|1.2%⟫ + VAT)        ⟦AMOUNT|£5,615.28⟧
Less: our fixed fee per engagement letter         ⟪fee|£1,450.00⟫
Less: VAT on fixed fee                            ⟪fee|£290.00⟫
BALANCE DUE TO SELLERS                            ⟦AMOUNT|£240,276.45⟧

Balance to be sent by CHAPS to ⟦IBAN|$iban_gb_3⟧ (account name: ⟦PERSON|G & E Whitlock⟧).
"""),

("aml_id_check_log", """
[AML] ⟪timestamp|2025-06-02T10:41:07Z⟫ check_id=⟪check_id|chk_8f2a91c0⟫ provider=⟪org|Thirdfort⟫ matter=⟪file_ref|MR/CONV/23102⟫
  subject: "⟦PERSON|Oluwaseun Adeyemi⟧" dob=⟦DATE_OF_BIRTH|1988-11-02⟧
  doc: passport GBR ⟦PASSPORT|$pp_uk_2⟧ expiry=⟪date|2031-08-14⟫ nfc_chip=PASS
  address: "⟦ADDRESS|Flat 12, Hollis House, 40 Denmark Street, Bristol BS1 5DQ⟧" (matched: electoral roll, credit file)
  pep_sanctions=CLEAR liveness=⟪score|0.97⟫ result=PASS
  source_of_funds: savings ⟦AMOUNT|£61,200⟧ (Monzo), gift from parent ⟦AMOUNT|£25,000⟧
  ip=⟦IP_ADDRESS|86.142.77.31⟧ ua="Mozilla/5.0 (iPhone; CPU iPhone OS ⟪version|17_4⟫ like Mac OS X)"
"""),
]

# ------------------------------------------------------------------ law firms: immigration
TEXTS += [
("email_skilled_worker_checklist", """
Subject: Skilled Worker application - document checklist (⟪case_ref|IMM/SW/0642⟫)

Hi ⟦PERSON|Ananya⟧,

Thanks for the call this morning. To confirm what we have on file:

Applicant: ⟦PERSON|Ananya Krishnan⟧, born ⟦DATE_OF_BIRTH|9 February 1994⟧
Passport: ⟦PASSPORT|$pp_in_1⟧ (issued at ⟪place|Bengaluru⟫)
CoS number: ⟪cos_number|C2G7Y84150K⟫, SOC code ⟪occupation_code|2136⟫
Salary on the CoS: ⟦AMOUNT|£41,500⟧ a year (the going rate for that code is ⟪price|£34,600⟫)
Dependant: ⟦PERSON|Vikram Krishnan⟧ (spouse)

You mentioned you've already paid the Immigration Health Surcharge of ⟦AMOUNT|£3,105⟧ for yourself - please forward the receipt. The Home Office fee is ⟪fee|£719⟫ for a certificate of up to three years.

The TB certificate from ⟪org|Lakeside Diagnostics⟫ records ⟦MEDICAL|no evidence of active pulmonary TB⟧, so that's fine.

Best,
⟦PERSON|Jonah Whitfield⟧
Immigration Paralegal, ⟪org|Halden & Ross⟫
⟦PHONE|+44 20 7946 0388⟧ · ⟦EMAIL|jonah.whitfield@haldenross.co.uk⟧
"""),

("immigration_intake_form_post", """
POST /intake/submit HTTP/1.1  form=⟪form_id|immigration-enquiry-v3⟫
first_name=⟦PERSON|Mateus⟧
last_name=⟦PERSON|Oliveira Santos⟧
date_of_birth=⟦DATE_OF_BIRTH|1990-07-23⟧
nationality=⟪place|Brazil⟫
passport_number=⟦PASSPORT|GK482913⟧
cpf=⟦NATIONAL_ID|$cpf_1⟧
uk_address=⟦ADDRESS|29 Selwyn Avenue, Richmond TW9 2HB⟧
mobile=⟦PHONE|+44 7700 900251⟧
email=⟦EMAIL|mateus.os90@outlook.com⟧
visa_type=⟪visa_category|Global Talent⟫
consent_marketing=false
submitted_at=⟪timestamp|2025-09-18T21:04:55+01:00⟫
client_ip=⟦IP_ADDRESS|2a02:c7c:51b4:8e00:9d1:3f2e:aa07:61c1⟧
recaptcha_score=⟪score|0.9⟫
"""),

("call_transcript_spouse_visa", """
[00:00:04] Paralegal: You're through to ⟪org|Halden and Ross⟫ immigration, ⟦PERSON|Sunita⟧ speaking. Can I take your name?
[00:00:08] Caller: Yeah hi, it's ⟦PERSON|Connor Maguire⟧. I'm calling about my wife's visa, her name's ⟦PERSON|Li Wen⟧, that's W-E-N.
[00:00:19] Paralegal: Thanks ⟦PERSON|Connor⟧. And her date of birth?
[00:00:22] Caller: ⟦DATE_OF_BIRTH|5th of November 1993⟧.
[00:00:27] Paralegal: And her passport number, if you have it there?
[00:00:31] Caller: ⟦PASSPORT|$pp_cn_1⟧.
[00:00:44] Paralegal: Lovely. So the fixed fee for the spouse application is ⟪price|£1,200⟫ plus VAT, so ⟦AMOUNT|£1,440⟧ today. Are you happy to pay by card?
[00:00:52] Caller: Yep. It's ⟦CARD|$visa_1⟧, expires ⟪card_expiry|09/28⟫, and the three digits on the back are ⟦CVV|412⟧.
[00:01:10] Paralegal: That's gone through, reference ⟪payment_ref|HR-PAY-55821⟫. Best number to call you back on?
[00:01:14] Caller: My mobile, ⟦PHONE|07700 900863⟧. She's got ⟦MEDICAL|a high-risk pregnancy⟧ so she can't travel to the appointment in ⟪place|Croydon⟫ before ⟪date|March⟫ - does that matter?
[00:01:25] Paralegal: I'll note that and ask a colleague to call you. Calls are recorded for training, ⟪duration|about 90 days⟫.
"""),

("immigration_team_handover_table", """
## Immigration team handover - w/c ⟪date|6 Oct⟫ (⟦PERSON|Jonah⟧ → ⟦PERSON|Sunita⟧)

| Client | Matter | Next step | Contact |
|---|---|---|---|
| ⟦PERSON|Farida Haidari⟧ | ⟪case_ref|IMM/FAM/1187⟫ | chase Home Office, biometrics done ⟪date|29/09⟫ | ⟦PHONE|07700 900914⟧ |
| ⟦PERSON|Tomasz Wrona⟧ | ⟪case_ref|IMM/EUSS/0311⟫ | check share code ⟪share_code|W4X 7PQ 9RT⟫, PESEL ⟦NATIONAL_ID|$pesel_1⟧ on old ID card | ⟦EMAIL|t.wrona@wp.pl⟧ |
| ⟦PERSON|Grace Mensah⟧ | ⟪case_ref|IMM/ILR/0950⟫ | fee ⟪fee|£3,029⟫ to be paid from her funds ⟦AMOUNT|£3,029.00⟧ received ✔ | ⟦PHONE|+44 7700 900577⟧ |

Notes: ⟦PERSON|Farida⟧ has ⟦MEDICAL|severe anxiety with panic attacks⟧ (GP letter on file) - please phone rather than write. ⟦PERSON|Grace⟧ asked for appointments after ⟪time|3:30pm⟫ (school run).
"""),

("invoice_ilr_application", """
INVOICE ⟪invoice_number|INV-HR-20931⟫                    Date: ⟪date|14 Oct 2025⟫
⟪org|Halden & Ross LLP⟫, Immigration Department

To: ⟦PERSON|Samir Haddad⟧
    ⟦ADDRESS|Apartment 5, 61 Deansgate, Manchester M3 2BW⟧

Re: Indefinite Leave to Remain - ⟦PERSON|Samir Haddad⟧ and ⟦PERSON|Lina Haddad⟧

Professional fee (fixed, per our published price list)      ⟪price|£1,850.00⟫
VAT at ⟪percent|20%⟫                                            ⟪price|£370.00⟫
Home Office fee paid on your behalf                          ⟦AMOUNT|£3,029.00⟧
Less: payment on account received ⟪date|02/09/2025⟫              -⟦AMOUNT|£2,000.00⟧
BALANCE DUE FROM YOU                                         ⟦AMOUNT|£3,249.00⟧

Pay to: Halden & Ross LLP client account
IBAN ⟦IBAN|$iban_gb_4⟧   BIC ⟪bic|MIDLGB22⟫
Please quote ⟪payment_ref|HR20931⟫. Queries: ⟦EMAIL|accounts@haldenross.co.uk⟧ / ⟦PHONE|020 7946 0300⟧
"""),
]

# ------------------------------------------------------------------ law firms: family law
TEXTS += [
("letter_child_arrangements", """
Dear Ms ⟦PERSON|Achterberg⟧

Re: ⟦PERSON|Ruby⟧ and ⟦PERSON|Felix Dunmore⟧ - proposed child arrangements
Your ref: ⟪case_ref|JA/FAM/6630⟫   Our ref: ⟪case_ref|KD/1144/2⟫

We act for Mr ⟦PERSON|Callum Dunmore⟧. Our client proposes that the children (⟦PERSON|Ruby⟧, born ⟦DATE_OF_BIRTH|17/03/2016⟧, and ⟦PERSON|Felix⟧, born ⟦DATE_OF_BIRTH|02/11/2019⟧) spend alternate weekends with him from ⟪time|Friday 4pm⟫ to ⟪time|Sunday 6pm⟫, with handovers at ⟪org|St Aldhelm's C of E Primary⟫.

Our client is aware that ⟦PERSON|Felix⟧ has ⟦MEDICAL|asthma, using a blue Ventolin inhaler two puffs as needed⟧ and will make sure it travels with him. He will continue to pay child maintenance of ⟦AMOUNT|£480⟧ a month, as assessed by the ⟪org|Child Maintenance Service⟫.

Our client's new address is ⟦ADDRESS|16 Tennyson Close, Yeovil BA21 3RN⟧.

Yours sincerely
⟪org|Kingsley Dove Solicitors⟫
"""),

("form_e_financial_statement", """
FORM E - Financial Statement (extract)          Case no. ⟪case_number|ZW24F00817⟫
1.1  Full name: ⟦PERSON|Natalie Jane Corrigan⟧
1.3  Date of birth: ⟦DATE_OF_BIRTH|21 August 1983⟧
1.5  National Insurance number: ⟦NATIONAL_ID|$nino_1⟧
1.10 Address: ⟦ADDRESS|The Old Bakery, 3 Mill Street, Kenilworth CV8 1LJ⟧
2.3  Bank accounts
     Santander current   ⟦IBAN|$iban_gb_1⟧   balance ⟦AMOUNT|£2,184.33⟧
     Stocks & Shares ISA   balance ⟦AMOUNT|£18,902.00⟧
2.13 Pension (⟪org|NHS Pension Scheme⟫)   CETV ⟦AMOUNT|£96,415⟧ as at ⟪date|01/04/2024⟫
2.16 Gross annual income from employment ⟦AMOUNT|£52,300⟧ (Agenda for Change Band 7, ⟪salary_band|£47,810 - £54,710⟫)
4.1  Health: ⟦MEDICAL|relapsing-remitting multiple sclerosis, diagnosed 2019⟧ - I may need to reduce my hours.
Signed ⟦PERSON|N. J. Corrigan⟧        Dated ⟪date|12/06/2024⟫      Page ⟪page_ref|7 of 28⟫
"""),

("mediation_session_minutes", """
MEDIATION SESSION 2 - MINUTES (⟪case_ref|MED-0418⟫)
Date: ⟪date|Tuesday 4 November⟫, ⟪time|10:00-12:00⟫, ⟪room|Room 3⟫, ⟪org|Westgate Family Mediation⟫
Present: ⟦PERSON|Joanna Pryce⟧ (mediator), ⟦PERSON|Lewis Akande⟧, ⟦PERSON|Adaeze Akande⟧

1. Home at ⟦ADDRESS|41 Laburnum Grove, Reading RG30 2SS⟧. ⟦PERSON|Adaeze⟧ proposes to buy out ⟦PERSON|Lewis⟧'s share for ⟦AMOUNT|£87,500⟧, funded by remortgage. He will take advice.
2. Joint savings of ⟦AMOUNT|£14,260⟧ to be split ⟪ratio|50/50⟫.
3. Children: ⟦PERSON|Tobi⟧ (⟪age|9⟫) and ⟦PERSON|Zara⟧ (⟪age|6⟫). ⟦PERSON|Tobi⟧ has ⟦MEDICAL|ADHD, on methylphenidate 18 mg each morning⟧; both parents agree to keep the same school.
4. ⟦PERSON|Lewis⟧ disclosed he has been ⟦MEDICAL|treated for depression since March⟧ and asked that this is not used against him.

Next session: ⟪date|18 November⟫, same time. Fee per session per person: ⟪price|£120⟫.
"""),

("sms_family_client_cancel", """
Hi its ⟦PERSON|Kerry-Ann⟧, can u tell Mr ⟦PERSON|Bassey⟧ I cant make the ⟪time|10am Weds⟫, my son has ⟦MEDICAL|tonsillitis⟧ and im stuck at home. Also my ex STILL hasnt paid the ⟦AMOUNT|£350⟧ he owes from ⟪date|Sept⟫!! Call me on ⟦PHONE|07700 900377⟧ x
"""),

("teams_chat_family_team", """
Teams · #family-team
⟦PERSON|Laura Bennett⟧  ⟪time|09:02⟫  has anyone got the sealed consent order for the ⟦PERSON|Marsh⟧ file? client (⟦PERSON|Dominic Marsh⟧) is chasing
⟦PERSON|Ifeoma Obi⟧  ⟪time|09:05⟫  on the DMS under ⟪file_path|FAM-2291/Orders/2025-08⟫. he also emailed from ⟦EMAIL|dom.marsh@proton.me⟧ asking about the ⟦AMOUNT|£1,100⟧ refund of overpaid maintenance
⟦PERSON|Laura Bennett⟧  ⟪time|09:06⟫  ok. fyi the other side's solicitor says his ex has ⟦MEDICAL|postnatal depression⟧ - please don't mention it in our letter
⟦PERSON|Ifeoma Obi⟧  ⟪time|09:07⟫  noted 👍 will draft by ⟪time|noon⟫
"""),
]

# ------------------------------------------------------------------ law firms: wills and probate
TEXTS += [
("dictation_will_instructions", """
Dictation, file note, will instructions. Client ⟦PERSON|Margaret Elsie Tanner⟧ comma date of birth ⟦DATE_OF_BIRTH|4th January 1941⟧ comma of ⟦ADDRESS|Rosemount, 12 Quarry Hill, Settle BD24 9DP⟧ full stop. New paragraph. Executors her nephew ⟦PERSON|Peter Tanner⟧ and her friend ⟦PERSON|Aileen McBride⟧ of ⟦ADDRESS|5 Kirkgate, Skipton BD23 1JA⟧ full stop. Legacies colon ⟦AMOUNT|£5,000⟧ to the ⟪org|Yorkshire Air Ambulance⟫ comma ⟦AMOUNT|£2,000⟧ each to great-nieces ⟦PERSON|Isla⟧ and ⟦PERSON|Martha Tanner⟧ comma residue to ⟦PERSON|Peter⟧ full stop. New paragraph. Capacity colon she has ⟦MEDICAL|early-stage vascular dementia⟧ comma so I've asked her GP Dr ⟦PERSON|Fenwick⟧ at ⟪org|Castleberg Surgery⟫ for a capacity report open bracket fee quoted ⟪fee|£250⟫ close bracket full stop. Her phone is ⟦PHONE|01632 960415⟧ full stop. Time on file ⟪duration|1.4 hours⟫. End of dictation.
"""),

("estate_account_summary", """
ESTATE OF ⟦PERSON|ARTHUR JOHN PELLING⟧ (DECEASED)
Date of death: ⟪date|19 February 2025⟫        Date of birth: ⟦DATE_OF_BIRTH|07/10/1938⟧
NI number: ⟦NATIONAL_ID|$nino_2⟧        Grant of probate ref: ⟪case_ref|PA-2025-031877⟫

ASSETS
Barclays current account ⟦IBAN|$iban_gb_2⟧ ........ ⟦AMOUNT|£7,412.88⟧
Premium Bonds, holder no. ⟪account_ref|421078833⟫ ........... ⟦AMOUNT|£25,000.00⟧
⟦ADDRESS|22 Brook Street, Lewes BN7 2BE⟧ (sale proceeds) ... ⟦AMOUNT|£395,000.00⟧

LIABILITIES
Funeral account, ⟪org|Harvey & Sons⟫ ..................... ⟦AMOUNT|£4,320.00⟧

DISTRIBUTION (residue in equal shares, ⟪percent|50%⟫ each)
⟦PERSON|Susan Pelling⟧ (daughter) ............................. ⟦AMOUNT|£211,655.64⟧
⟦PERSON|Mark Pelling⟧ (son) ................................... ⟦AMOUNT|£211,655.64⟧
Approved by both executors   Statement ⟪version|v3⟫ ⟪date|22/09/2025⟫
"""),

("ocr_letter_bereavement_bank", """
[OCR page 1/1, confidence ⟪score|0.91⟫]
⟦ADDRESS|7 Tannery C1ose, Frome BA11 1QW⟧

⟦PERSON|Deborah Ashworth⟧                                   ⟪date|21st Ju1y 2025⟫

The Bereavement Team
⟪org|Clydesdale Building Society⟫
⟦ADDRESS|PO Box 4417, Leeds LS1 9ZZ⟧

Dear Sir or Madarn,

Re: my late husband ⟦PERSON|Keith Ashworth⟧, member no. ⟪member_number|77-40219⟫

⟦PERSON|Keith⟧ died on ⟪date|2 June 2025⟫. I enc1ose the death certificate and the grant. P1ease close his savings account and pay the ba1ance of about ⟦AMOUNT|£3,960⟧ to the executors' account, IBAN ⟦IBAN|$iban_ie_1⟧ (we bank in Ire1and).

If you need me, my number is ⟦PHONE|01632 960288⟧ or emai1 ⟦EMAIL|deb.ashworth@talktalk.net⟧.

Yours faithfu11y
⟦PERSON|D Ashworth⟧
"""),

("iht_assets_schedule_csv", """
asset_id,owner,description,institution,account_or_ref,value,valuation_date
A01,⟦PERSON|Winifred Hale⟧,Current account,⟪org|Lloyds Bank⟫,⟦IBAN|$iban_gb_7⟧,"⟦AMOUNT|£4,218.55⟧",⟪date|2025-03-11⟫
A02,⟦PERSON|Winifred Hale⟧,Cash ISA,⟪org|Coventry BS⟫,⟪account_ref|ISA-0098841⟫,"⟦AMOUNT|£20,000.00⟧",⟪date|2025-03-11⟫
A03,⟦PERSON|Winifred Hale⟧,House,-,"⟦ADDRESS|3 Ferndale Road, Bangor LL57 2UE⟧","⟦AMOUNT|£268,000.00⟧",⟪date|2025-04-02⟫
"""),

("email_executor_us_assets", """
From: ⟦PERSON|Imogen Royce⟧ <⟦EMAIL|iroyce@fairbairnprobate.co.uk⟧>
To: ⟦PERSON|Kwame Osei⟧ <⟦EMAIL|kwame.osei@me.com⟧>
Subject: Estate of ⟦PERSON|Brian Osei⟧ - US retirement account

Dear ⟦PERSON|Kwame⟧,

Good news on the 401(k): the plan administrator has accepted the UK grant. They asked for your late father's Social Security number to release it, so we have given them ⟦SSN|$ssn_1⟧ along with his date of birth, ⟦DATE_OF_BIRTH|March 3, 1949⟧. The balance is ⟦AMOUNT|USD 84,316.02⟧ before the mandatory ⟪percent|30%⟫ withholding.

For your own tax position, ⟪org|Fairbairn Tax⟫ will need your UTR and NI number. Your call on ⟪date|Tuesday⟫ lasted ⟪duration|25 minutes⟫ and will be billed at our hourly rate of ⟪price|£265⟫.

Kind regards,
⟦PERSON|Imogen Royce⟧ | Private Client Associate
⟪org|Fairbairn Probate & Trusts⟫ | ⟦PHONE|0113 496 0715⟧
"""),

("forum_post_probate_sibling", """
Posted by ⟦PERSON|lizzyb_1970⟧ » ⟪date|Sun 12 Oct 2025 8:41 pm⟫   [Thread: Executor brother not replying - what can I do?]

My mum passed in May and left the house plus roughly ⟦AMOUNT|£180k⟧ in savings, split equally between me and my brother ⟦PERSON|Gary⟧. ⟦PERSON|Gary⟧ is sole executor and hasn't answered a single email in ⟪duration|four months⟫. I know he's had ⟦MEDICAL|a mild stroke⟧ in the summer but his wife says he's fine now.

The estate is under the ⟪threshold|£325,000⟫ nil-rate band so there shouldn't even be ⟪percent|40%⟫ IHT to pay. I've already lent the estate ⟦AMOUNT|£2,700⟧ for the funeral. Do I need a solicitor to apply to have him removed, or can I do it myself? ⟪org|HMCTS⟫ website is useless.

Thanks in advance, ⟦PERSON|Liz⟧
"""),
]

# ------------------------------------------------------------------ accountants and tax returns
TEXTS += [
("email_client_self_assessment_docs", """
From: ⟦EMAIL|olu.bakare@gmail.com⟧
To: ⟦EMAIL|clients@pennyfoldaccountants.co.uk⟧
Subject: ⟪tax_year|2024/25⟫ tax return stuff

Hi ⟦PERSON|Marion⟧,

Attached are my P60 and the rental statements. Quick summary:
- Salary from ⟪org|Arcadis⟫: ⟦AMOUNT|£58,240⟧ (tax already paid ⟦AMOUNT|£11,048.60⟧)
- Rent from the flat: ⟦AMOUNT|£10,800⟧, letting agent takes ⟪percent|12%⟫
- Gift Aid donations of ⟦AMOUNT|£600⟧ to ⟪org|Shelter⟫

My NI number is ⟦NATIONAL_ID|$nino_3⟧ in case you need it. Deadline's ⟪date|31 January⟫ isn't it?

Cheers,
⟦PERSON|Olu⟧
"""),

("us_expat_tax_organizer", """
US EXPAT TAX ORGANIZER ⟪tax_year|2024⟫ - ⟪org|Brightwater Cross-Border Tax⟫
Taxpayer: ⟦PERSON|Megan L. Castellano⟧    SSN: ⟦SSN|$ssn_2⟧    DOB: ⟦DATE_OF_BIRTH|06/14/1987⟧
Spouse: ⟦PERSON|Rhys Castellano⟧ (UK citizen, no SSN; NINO ⟦NATIONAL_ID|$nino_4⟧)
Foreign address: ⟦ADDRESS|9 Clifton Vale, Bristol BS8 4PT, United Kingdom⟧
Filing status: ⟪filing_status|MFS⟫      Forms: ⟪form_code|2555⟫, ⟪form_code|1116⟫, ⟪form_code|FinCEN 114⟫
UK employment income: ⟦AMOUNT|GBP 71,400⟧      FEIE limit this year: ⟪threshold|USD 126,500⟫
US brokerage dividends: ⟦AMOUNT|USD 1,283.17⟧
Our flat fee for this package: ⟪price|$1,150⟫
Contact: ⟦EMAIL|megan.castellano@gmail.com⟧ · ⟦PHONE|+44 7700 900129⟧
"""),

("practice_billing_export_csv", """
client_code,client_name,email,service,tariff_fee,paid_to_date,outstanding
⟪client_code|BAK001⟫,⟦PERSON|Oluwole Bakare⟧,⟦EMAIL|olu.bakare@gmail.com⟧,Self Assessment,⟪price|£420.00⟫,⟦AMOUNT|£200.00⟧,⟦AMOUNT|£220.00⟧
⟪client_code|CAS014⟫,⟦PERSON|Megan Castellano⟧,⟦EMAIL|megan.castellano@gmail.com⟧,US/UK dual filing,⟪price|£1,150.00⟫,⟦AMOUNT|£575.00⟧,⟦AMOUNT|£575.50⟧
"""),

("whatsapp_bookkeeper_receipts", """
⟦PERSON|Jade⟧ (Bookkeeper): Hi ⟦PERSON|Sean⟧, still missing the ⟪date|September⟫ receipts for the van 🙏
⟦PERSON|Sean Doherty⟧: sorry!! diesel ⟦AMOUNT|£86.40⟧ and ⟦AMOUNT|£91.12⟧, MOT ⟦AMOUNT|£54.85⟧. photos attached. reg is ⟪vehicle_plate|YK21 OPD⟫
⟦PERSON|Jade⟧ (Bookkeeper): perfect. Also the ⟦AMOUNT|£2,350⟧ from ⟪org|Kelso Builders⟫ went into your personal account ending ⟪masked_account|7781⟫ not the business one?
⟦PERSON|Sean Doherty⟧: yeah my bad
⟦PERSON|Jade⟧ (Bookkeeper): no worries, I'll journal it. The VAT threshold is ⟪threshold|£90,000⟫ so keep an eye on turnover
"""),

("rental_income_working_paper", """
WORKING PAPER ⟪wp_ref|WP-07⟫   Property income   ⟪tax_year|2024-25⟫
Clients: ⟦PERSON|Deepa Varma⟧ & ⟦PERSON|Sunil Varma⟧ (joint, ⟪ratio|50:50⟫)
Property: ⟦ADDRESS|Flat 2, 19 Hamilton Square, Birkenhead CH41 6AU⟧

Rent received                              ⟦AMOUNT|£9,600.00⟧
Letting fees (⟪percent|10%⟫ + VAT)                  ⟦AMOUNT|£1,152.00⟧
Repairs - boiler (⟪invoice_number|inv 3391⟫)            ⟦AMOUNT|£1,480.00⟧
Mortgage interest (basic-rate credit only)  ⟦AMOUNT|£4,212.50⟧
Net profit, each                           ⟦AMOUNT|£3,484.00⟧

Prepared: ⟦PERSON|M. Whelan⟧   Reviewed: ⟦PERSON|J. Penfold⟧   ⟪date|08/10/2025⟫
"""),

("accounting_sync_worker_log", """
⟪timestamp|2025-11-03T08:15:42.117Z⟫ INFO  [sync-worker-3] GET https://api.ledgerly.io/v2/contacts?modifiedSince=⟪date|2025-11-01⟫ 200 (⟪duration|312 ms⟫)
2025-11-03T08:15:42.120Z DEBUG [sync-worker-3] request headers: {"Authorization":"Bearer ⟦APIKEY|$jwt_1⟧","X-Tenant":"northgate-payroll"}
2025-11-03T08:15:42.455Z WARN  [sync-worker-3] contact ⟪contact_id|88213⟫ (⟦PERSON|Harriet Blythe⟧ <⟦EMAIL|harriet@blythebakes.co.uk⟧>) has invalid VAT number ⟪vat_number|GB 944 1820 77⟫
2025-11-03T08:15:43.001Z ERROR [sync-worker-3] upstream ⟦IP_ADDRESS|10.40.2.17⟧:⟪port|5432⟫ connection reset; retry 2/5 in 4000ms
"""),
]

# ------------------------------------------------------------------ payroll and HR
TEXTS += [
("payslip_ocr_hourly", """
NORTHGATE CATERING LTD                                   PAYSLIP
Employee: ⟦PERSON|KOWALCZYK, Agnieszka⟧              Emp no: ⟪employee_number|004187⟫
NI No: ⟦NATIONAL_ID|$nino_5⟧     Tax code: ⟪tax_code|1257L⟫     NI cat: A
Pay date: ⟪date|28/11/2025⟫     Period: ⟪pay_period|M08⟫     Dept: ⟪department_code|KIT-02⟫

Basic     ⟪hours|162.5 hrs⟫                          ⟦AMOUNT|£2,047.50⟧
Overtime    ⟪hours|6.0 hrs⟫ at time and a half          ⟦AMOUNT|£113.40⟧
GROSS PAY                                    ⟦AMOUNT|£2,160.90⟧
Deductions (PAYE, NIC, Nest pension ⟪percent|5%⟫)       ⟦AMOUNT|£365.26⟧
NET PAY                                      ⟦AMOUNT|£1,795.64⟧
Paid to account ⟪masked_account|**** 6612⟫
"""),

("sepa_salary_batch_csv", """
# SEPA credit transfer batch ⟪batch_id|PAY-NL-2025-11⟫  execution ⟪date|2025-11-25⟫  debtor ⟪org|Northgate Benelux B.V.⟫
name;bsn;iban;amount;remittance
⟦PERSON|de Vries, Sanne⟧;⟦NATIONAL_ID|$bsn_1⟧;⟦IBAN|$iban_nl_1⟧;⟦AMOUNT|EUR 3.214,55⟧;Salaris nov
⟦PERSON|Bakker, Thijs⟧;⟦NATIONAL_ID|$bsn_2⟧;⟦IBAN|$iban_nl_2⟧;⟦AMOUNT|EUR 2.870,10⟧;Salaris nov
⟦PERSON|El Amrani, Yassin⟧;⟦NATIONAL_ID|$bsn_3⟧;⟦IBAN|$iban_be_1⟧;⟦AMOUNT|EUR 4.102,00⟧;Salaris nov
# control total ⟪batch_total|EUR 10.186,65⟫ (⟪count|3 records⟫)  file ⟪file_name|pain.001.001.03_20251125.xml⟫
"""),

("email_manager_sickness_referral", """
From: ⟦PERSON|Craig Hollins⟧ <⟦EMAIL|c.hollins@northgate-group.co.uk⟧>
To: HR Advice <⟦EMAIL|hradvice@northgate-group.co.uk⟧>
Subject: ⟦PERSON|Beata⟧ - long-term sick?

Hi team,

⟦PERSON|Beata Nowicka⟧ (⟪employee_number|emp 2291⟫, Goods-In) has now been off for ⟪duration|five weeks⟫. Her fit note runs to ⟪date|14 Dec⟫ and says ⟦MEDICAL|lumbar disc prolapse with sciatica⟧; she's waiting for ⟦MEDICAL|an MRI scan of the lower back⟧. She also told me she's ⟦MEDICAL|on pregabalin 75 mg twice a day⟧, which makes her drowsy, so forklift work is out when she returns.

She's asked whether her company sick pay of ⟦AMOUNT|£412.50⟧ a week continues after week 6 - the policy table says ⟪policy_ref|HR-POL-014⟫ section 3. Could someone refer her to Occupational Health? Her mobile is ⟦PHONE|07700 900642⟧.

Thanks,
⟦PERSON|Craig⟧
"""),

("payroll_api_env_production", """
# payroll-api/.env.production  (DO NOT COMMIT)
APP_ENV=production
APP_VERSION=⟪version|4.12.3⟫
DATABASE_URL=postgres://payroll_app:⟦SECRET|Qm8#vT2!rwLp9zK⟧@⟦IP_ADDRESS|10.20.4.11⟧:5432/payroll
REDIS_URL=redis://:⟦SECRET|f7Gk29LxWq0pRm4Z⟧@payroll-cache.internal:6379/0
JWT_SIGNING_SECRET=⟦SECRET|$jwt_secret_1⟧
STRIPE_SECRET_KEY=⟦APIKEY|$stripe_sk_1⟧
STRIPE_PUBLISHABLE_KEY=⟪app_id|$stripe_pk_1⟫
SENDGRID_API_KEY=⟦APIKEY|$sg_1⟧
SENTRY_DSN=https://⟪dsn_public_key|3f9c1a2b7d4e4c1b9a0f5e6d7c8b9a01⟫@o448812.ingest.sentry.io/5519920
HMRC_RTI_SENDER_ID=⟪app_id|NGP0049112⟫
ADMIN_BOOTSTRAP_EMAIL=⟦EMAIL|ops-admin@northgate-payroll.com⟧
FEATURE_FLAGS=⟪feature_flag|p11d_beta⟫,auto_enrolment_v2
LOG_LEVEL=info
"""),

("slack_payroll_oncall_incident", """
#payroll-oncall
⟦PERSON|Nadia Petrova⟧  ⟪time|02:14⟫  🔴 Nov pay run stuck at "submitting FPS", HMRC gateway returning ⟪http_status|503⟫
⟦PERSON|Owen Clarke⟧  ⟪time|02:16⟫  looking. box is ⟪hostname|pay-worker-07⟫ (⟦IP_ADDRESS|10.20.7.33⟧)
⟦PERSON|Owen Clarke⟧  02:19  found it - the retry job still has the old token. who rotated the GitHub PAT?
⟦PERSON|Nadia Petrova⟧  02:20  me, the new one is ⟦APIKEY|$ghp_1⟧ - sorry, should have updated the secret store
⟦PERSON|Owen Clarke⟧  02:21  pls don't paste tokens in slack 🙃 rotating again. replay will resend ⟪count|1,482⟫ payslips
⟦PERSON|Nadia Petrova⟧  02:33  ✅ FPS accepted, correlation id ⟪correlation_id|7C2E41B09F3A4D55⟫
"""),

("us_new_hire_packet", """
NEW HIRE PACKET - Section 1 (employee completes)
Legal name: ⟦PERSON|Daniel Ortega-Reyes⟧        Preferred name: ⟦PERSON|Dani⟧
SSN: ⟦SSN|$ssn_3⟧                       DOB: ⟦DATE_OF_BIRTH|12/02/1996⟧
Home address: ⟦ADDRESS|4418 W Wrightwood Ave, Apt 2R, Chicago, IL 60639⟧
Mobile: ⟦PHONE|(312) 555-0187⟧
Direct deposit: routing ⟪routing_number|071000013⟫, account ⟪masked_account|XXXXXX4420⟫ (full number on voided check)
Starting salary: ⟦AMOUNT|$68,000⟧ per year      Position code: ⟪job_code|PAY-ANL-II⟫
Emergency contact: ⟦PERSON|Lucía Reyes⟧ (mother) ⟦PHONE|(312) 555-0119⟧
Medical info for first aiders (optional): ⟦MEDICAL|type 1 diabetes, uses an insulin pump⟧
Form ⟪form_code|I-9⟫ List A document: U.S. passport ⟦PASSPORT|$pp_us_1⟧
"""),
]

# ------------------------------------------------------------------ recruitment agencies
TEXTS += [
("cv_header_payroll_specialist", """
⟦PERSON|SIOBHAN KEANE⟧
Senior Payroll Specialist (CIPP) | ⟦PHONE|+353 87 412 6690⟧ | ⟦EMAIL|siobhan.keane.payroll@gmail.com⟧
⟦ADDRESS|Apt 14, The Maltings, Bow Lane, Dublin 8, D08 XK71⟧

PROFILE
Eight years running multi-country payroll (IE/UK/NL) on ⟪product|Sage 50⟫, ⟪product|ADP Celergo⟫ and ⟪product|Workday⟫.

EXPERIENCE
⟪date_range|2021 - present⟫  Payroll Lead, ⟪org|Corrib Logistics⟫ - ⟪count|1,100 employees⟫, monthly gross ⟪org_total|€5.2m⟫
⟪date_range|2017 - 2021⟫     Payroll Officer, ⟪org|Liffey Foods⟫

Current package: ⟦AMOUNT|€62,000⟧ + ⟪percent|8%⟫ pension. Notice period ⟪duration|1 month⟫.
"""),

("recruiter_offer_email", """
Subject: Offer - Head of Reward, ⟪org|Pellham Retail⟫ 🎉

Hi ⟦PERSON|Aaron⟧,

Great news - ⟦PERSON|Claire⟧ called and they want to offer you the role:
• Base ⟦AMOUNT|£92,500⟧ (you asked for ⟦AMOUNT|£95k⟧)
• Bonus up to ⟪percent|15%⟫ of base, car allowance ⟦AMOUNT|£6,000⟧
• Start ⟪date|Monday 5 January⟫, subject to references and a basic DBS

Our fee to them is ⟪percent|20%⟫ of first-year base, so trust me, I pushed 😄

Can you confirm your home address for the contract - still ⟦ADDRESS|27 Kingfisher Way, Didcot OX11 7GE⟧?

⟦PERSON|Ellie Draper⟧ | ⟪org|Draper Search⟫ | ⟦PHONE|07700 900184⟧
"""),

("ats_candidate_webhook_json", """
POST https://hooks.hirepath.app/v1/webhooks/candidate.updated
X-Hirepath-Signature: t=⟪unix_time|1762263100⟫,v1=⟪hmac_digest|5a1c09e4b7d2f3a8c6e1b0d9f4a7c2e5b8d1f0a3c6e9b2d5f8a1c4e7b0d3f6a9⟫
{
  "event": "candidate.stage_changed",
  "id": "⟪event_id|evt_0b7e6c3e-2f1a-4d2c-9a53-3a0c1e55b2d1⟫",
  "candidate": {
    "id": ⟪candidate_id|77120⟫,
    "name": "⟦PERSON|Kenji Watanabe⟧",
    "email": "⟦EMAIL|kenji.w@outlook.jp⟧",
    "phone": "⟦PHONE|+81 90-4417-2286⟧",
    "current_salary": "⟦AMOUNT|JPY 9,800,000⟧",
    "passport": "⟦PASSPORT|$pp_jp_1⟧",
    "notes": "Needs visa sponsorship; ⟦MEDICAL|uses a wheelchair⟧ - book a step-free interview room"
  },
  "stage": {"from": "phone_screen", "to": "onsite"},
  "job": {"id": "⟪job_code|REQ-2025-1183⟫", "title": "Payroll Systems Engineer", "salary_range": "⟪salary_band|£70,000-£85,000⟫"},
  "webhook_secret_hint": "⟪masked_secret|whsec_****9V1⟫"
}
"""),

("linkedin_inmail_recruiter", """
Hi ⟦PERSON|Tamsin⟧, I'm ⟦PERSON|Rob⟧ from ⟪org|Harcourt Talent⟫. I'm working on a Payroll Manager role (⟪salary_band|£55-60k⟫, hybrid ⟪work_pattern|3 days⟫ in ⟪place|Leeds⟫). Saw you've been at ⟪org|Yorkshire Water⟫ for a while - open to a quick chat? My direct line is ⟦PHONE|0113 496 0233⟧ or drop me a note at ⟦EMAIL|rob.t@harcourttalent.com⟧.
"""),

("interview_scorecard_notes", """
Interview scorecard - ⟪job_code|REQ-2025-1183⟫ - ⟪date|12 Nov⟫
Candidate: ⟦PERSON|Kenji Watanabe⟧      Panel: ⟦PERSON|A. Morrison⟧, ⟦PERSON|Femi Adeleke⟧
Technical ⟪score|4/5⟫ · Communication ⟪score|3/5⟫ · Values ⟪score|4/5⟫
Notes: strong on ⟪product|PostgreSQL⟫ and UK payroll rules; expecting ⟦AMOUNT|£82,000⟧. Disclosed ⟦MEDICAL|dyslexia⟧ and asked for written questions in advance (reasonable adjustment - do not share beyond the panel).
Recommendation: proceed to offer.
"""),

("agency_timesheet_sms", """
TIMESHEET ⟪timesheet_id|TS-448102⟫: ⟦PERSON|J. Oyelaran⟧ w/e ⟪date|16/11⟫ ⟪duration|41.5 hrs⟫ @ ⟦AMOUNT|£16.75⟧ = ⟦AMOUNT|£695.13⟧ approved by ⟦PERSON|K. Patel⟧. Queries ⟦PHONE|0161 496 0740⟧. Reply STOP to opt out.
"""),
]

# ------------------------------------------------------------------ background checks
TEXTS += [
("consumer_background_report", """
CONSUMER REPORT - ⟪org|VeriPath Screening⟫ - Order ⟪order_ref|VP-0092-44718⟫
Subject: ⟦PERSON|HOLLOWAY, Jared Michael⟧    DOB: ⟦DATE_OF_BIRTH|1991-04-30⟧    SSN: ⟦SSN|$ssn_4⟧ (issued in ⟪place|Ohio⟫)

Address history
  ⟦ADDRESS|2210 Parkwood Dr, Columbus, OH 43229⟧      ⟪date_range|2019-present⟫
  ⟦ADDRESS|57 Elm St Apt 3, Dayton, OH 45402⟧         ⟪date_range|2014-2019⟫
County criminal (Franklin, OH): NO RECORD      Federal: NO RECORD
Employment: ⟪org|Cardinal Health⟫ 2016-2023, confirmed by ⟦PERSON|T. Briggs⟧ (HR)
Drug test: ⟦MEDICAL|10-panel urine drug screen negative⟧
Completed ⟪timestamp|2025-10-02 16:22 EDT⟫      Adjudication: ⟪adjudication|ELIGIBLE⟫
"""),

("dbs_application_prefill_email", """
Hi ⟦PERSON|Mohammed⟧,

For your basic DBS check (care assistant at ⟪org|Heaton Lodge⟫) I've pre-filled the form with:

Name: ⟦PERSON|Mohammed Yasin Iqbal⟧      DOB: ⟦DATE_OF_BIRTH|30/09/1999⟧
NI number: ⟦NATIONAL_ID|$nino_6⟧
Passport: ⟦PASSPORT|132405987⟧
Address history (5 years): ⟦ADDRESS|14 Carlton Road, Bradford BD8 7QT⟧ (since ⟪date|2021⟫); ⟦ADDRESS|88 Whetley Lane, Bradford BD8 9EN⟧ (⟪date_range|2018-2021⟫)

Application ref ⟪application_ref|E0041927766⟫. The ⟪price|£21.50⟫ fee is paid by the home. If anything's wrong, call me on ⟦PHONE|01632 960512⟧.

⟦PERSON|Bev Sutcliffe⟧, HR & Compliance
"""),
]

TEXTS += [
("reference_call_notes", """
Reference call - ⟪date|15/10⟫ - candidate ⟦PERSON|Sophie Lamarr⟧ (⟪job_code|REQ-2025-0977⟫)
Referee: ⟦PERSON|Gareth Pryor⟧, former line manager at ⟪org|Hollister & Vane Accountants⟫, ⟦PHONE|029 2018 0543⟧
- Dates confirmed: ⟪date_range|Mar 2020 - Aug 2024⟫, Payroll Officer
- Leaving salary ⟦AMOUNT|£34,750⟧
- Absence: "about ⟪count|12 days⟫ a year, mostly her ⟦MEDICAL|migraines⟧" - NB health info volunteered, NOT to go in the written reference
- Would re-employ: yes
Call length ⟪duration|14 min⟫
"""),

("screening_ops_shell_history", """
  497  ssh-add ~/.ssh/id_ed25519
  498  cd /home/⟦PERSON|mkerrigan⟧/src/screening-bridge && git pull origin main
  499  export OPENAI_API_KEY=⟦APIKEY|$openai_2⟧
  500  python parse_cv.py --in ./inbox/⟦PERSON|jared_holloway⟧_cv.pdf --model ⟪model_name|gpt-4o-mini⟫
  501  curl -s -X POST https://api.veripath.example/v2/orders -H "Authorization: Bearer ⟦APIKEY|$jwt_2⟧" -d '{"package":"standard","ssn":"⟦SSN|$ssn_5⟧","dob":"⟦DATE_OF_BIRTH|1985-12-09⟧","name":"⟦PERSON|Rosa Delgado⟧"}'
  502  curl -s --user 'api:⟦APIKEY|$mailgun_1⟧' https://api.mailgun.net/v3/mg.veripath.example/messages -F to=⟦EMAIL|rosa.delgado85@yahoo.com⟧ -F subject='Your screening has started'
  503  ssh ops@⟦IP_ADDRESS|52.14.201.88⟧ 'tail -n 200 /var/log/bridge/app.log'
  504  ping -c 3 ⟪doc_ip|192.0.2.44⟫
  505  history | grep KEY
"""),

("right_to_work_service_log", """
rtw-service[⟪pid|2291⟫]: ⟪timestamp|2025-11-20 09:12:44,318⟫ INFO share-code check requested by ⟦EMAIL|onboarding@pellhamretail.co.uk⟧ for candidate ⟪candidate_id|cand_55812⟫
rtw-service[2291]: 2025-11-20 09:12:44,901 INFO code=⟪share_code|HQ7 K2M 4XP⟫ dob=⟦DATE_OF_BIRTH|14.06.1992⟧
rtw-service[2291]: 2025-11-20 09:12:46,140 INFO result name="⟦PERSON|Ioana Marinescu⟧" status=⟪immigration_status|EUSS settled⟫ photo_match=true
rtw-service[2291]: 2025-11-20 09:12:46,152 INFO stored evidence s3://rtw-evidence/2025/11/⟪uuid|6f0c2a9e-51b7-4e0e-8c1d-90a4b4f1d2e3⟫.pdf
rtw-service[2291]: 2025-11-20 09:12:46,153 DEBUG client_ip=⟦IP_ADDRESS|81.103.44.219⟧ latency_ms=⟪latency|1843⟫
"""),
]

# ------------------------------------------------------------------ occupational health
TEXTS += [
("oh_management_referral_form", """
OCCUPATIONAL HEALTH - MANAGEMENT REFERRAL                               ⟪form_code|OH-REF-02⟫
Employee: ⟦PERSON|Stelian Popescu⟧         DOB: ⟦DATE_OF_BIRTH|11 May 1979⟧        Employee ID: ⟪employee_number|N-30774⟫
Role: HGV driver, ⟪org|Northgate Distribution⟫, ⟪place|Daventry DC⟫, shift ⟪shift|06:00-14:00⟫
Referring manager: ⟦PERSON|Karen Lowther⟧ (⟦EMAIL|k.lowther@northgate-group.co.uk⟧)
Reason: absent ⟪count|23 days⟫ in the last ⟪duration|6 months⟫. He tells me he has ⟦MEDICAL|obstructive sleep apnoea, now using CPAP⟧ and ⟦MEDICAL|high blood pressure⟧; he says the DVLA has been told.
Questions: Is he fit to drive? Any adjustments? Likely duration?
Employee consent to referral: ☑ signed ⟪date|03/11/2025⟫
"""),

("oh_report_to_manager", """
CONFIDENTIAL - Occupational Health report (released with employee consent)
To: ⟦PERSON|Karen Lowther⟧      Re: ⟦PERSON|Stelian Popescu⟧      Seen: ⟪date|10/11/2025⟫ (telephone, ⟪duration|40 min⟫)

Mr ⟦PERSON|Popescu⟧ has ⟦MEDICAL|moderate obstructive sleep apnoea⟧, now well controlled on CPAP (⟦MEDICAL|AHI down to 4 events per hour⟧). In my opinion he is fit for his role, including driving. I recommend no night shifts for ⟪duration|4 weeks⟫ and a ⟪duration|15-minute⟫ break every ⟪duration|2 hours⟫ of driving. I have not asked for a review.

Dr ⟦PERSON|Anjali Rao⟧, Consultant Occupational Physician, GMC ⟪registration_number|7043218⟫, ⟪org|WorkWell OH Services⟫
"""),

("noise_surveillance_results_csv", """
site,emp_no,name,test_date,hse_category,action
⟪place|Daventry⟫,⟪employee_number|N-30112⟫,⟦PERSON|Ryan Tolley⟧,⟪date|2025-09-16⟫,⟦MEDICAL|Category 1 - acceptable hearing⟧,none
Daventry,⟪employee_number|N-30467⟫,⟦PERSON|Amrit Sandhu⟧,2025-09-16,⟦MEDICAL|Category 2 - mild noise-induced hearing loss⟧,re-test 12m + hearing protection refresher
Daventry,⟪employee_number|N-30981⟫,⟦PERSON|Lee Varley⟧,2025-09-17,⟦MEDICAL|Category 4 - unilateral loss left ear⟧,GP referral letter sent
# tester: ⟪org|WorkWell OH⟫ mobile unit ⟪vehicle_plate|WW23 AUD⟫, audiometer ⟪serial_number|SN 880412⟫
"""),

("pre_placement_questionnaire", """
Pre-placement health questionnaire - submitted ⟪timestamp|2025-10-29 19:42⟫ via ⟪form_id|ppq-care-v2⟫
Name: ⟦PERSON|Chloe Abernethy⟧     DOB: ⟦DATE_OF_BIRTH|1997-02-08⟧     Role applied for: care assistant (nights)
Q3  Any condition that may affect your work? Yes - ⟦MEDICAL|epilepsy, last seizure 2022⟧; taking ⟦MEDICAL|levetiracetam 500 mg twice daily⟧
Q5  Allergies: ⟦MEDICAL|latex allergy⟧
Q7  Vaccinations: ⟦MEDICAL|hepatitis B course complete⟧
Q9  Adjustments requested: no lone night shifts
Contact number: ⟦PHONE|07700 900521⟧
"""),

("oh_nurse_appointment_sms", """
⟪org|WorkWell OH⟫: Hi ⟦PERSON|Chloe⟧, your pre-placement review with nurse ⟦PERSON|Tess⟧ is on ⟪date|Mon 3 Nov⟫ at ⟪time|11:20⟫ by phone - we'll ring ⟦PHONE|07700 900521⟧. Please have your medication list to hand. To rearrange call ⟦PHONE|0330 088 4417⟧ quoting ⟪booking_ref|WW-88312⟫.
"""),

("oh_booking_system_log", """
⟪timestamp|2025-11-04 08:01:12⟫ [booking] user=⟦EMAIL|tess.nolan@workwell-oh.co.uk⟧ login ok from ⟦IP_ADDRESS|185.44.78.120⟧ (MFA push)
2025-11-04 08:03:55 [booking] appt ⟪booking_ref|WW-88312⟫ created patient="⟦PERSON|Chloe Abernethy⟧" type=PRE-PLACEMENT slot=⟪timestamp|2025-11-03T11:20⟫
2025-11-04 08:04:10 [mailer] queued confirmation to ⟦EMAIL|chloe.abernethy97@gmail.com⟧ template=⟪template_id|tpl_preplacement_v4⟫
2025-11-04 08:04:11 [mailer] 250 OK relay ⟪doc_ip|198.51.100.25⟫ msgid=⟪message_id|<20251104080411.4471@mx1.workwell-oh.co.uk>⟫
"""),

("flu_clinic_signup_sheet", """
Flu vaccination clinic - ⟪org|Northgate House⟫, ⟪room|Meeting Room 4B⟫ - ⟪date|Thu 16 Oct⟫

| Time | Name | Dept | Allergies / notes |
|---|---|---|---|
| ⟪time|09:05⟫ | ⟦PERSON|Joe Mensah⟧ | Finance | ⟦MEDICAL|egg allergy (mild)⟧ |
| ⟪time|09:10⟫ | ⟦PERSON|Harpreet Gill⟧ | HR | ⟦MEDICAL|fainted at last injection⟧ - vaccinate lying down |
| ⟪time|09:15⟫ | ⟦PERSON|Wes Thornton⟧ | IT | ⟦MEDICAL|on warfarin⟧ - apply pressure 2 min |

Vaccine batch ⟪batch_number|QIV-24-7731B⟫, expiry ⟪date|05/2026⟫. Vaccinator: ⟦PERSON|Tess Nolan⟧ RN
"""),
]

# ------------------------------------------------------------------ employee assistance and counselling
TEXTS += [
("eap_helpline_call_transcript", """
EAP line - call ⟪call_id|C-2025-118402⟫ - length ⟪duration|00:18:41⟫
Counsellor: ⟪org|ClearPath EAP⟫, you're speaking with ⟦PERSON|Marta⟧. Everything you tell me is confidential. Can I take your first name and employer?
Caller: It's ⟦PERSON|Jonathan⟧, I work for ⟪org|Pellham Retail⟫.
Counsellor: Thanks ⟦PERSON|Jonathan⟧. What's made you call today?
Caller: I've not slept properly in weeks. The GP says it's ⟦MEDICAL|generalised anxiety disorder⟧ and put me on ⟦MEDICAL|sertraline 50 mg⟧ but it hasn't kicked in yet. And I've got about ⟦AMOUNT|£14,000⟧ on credit cards.
Counsellor: That's a lot to carry. I can book ⟪count|six sessions⟫ of phone counselling and a call with our money advice team. What's the best number?
Caller: ⟦PHONE|07700 900293⟧. Not before ⟪time|6pm⟫ please, I'm on the shop floor.
"""),

("counsellor_soap_note", """
Session ⟪session_count|3/6⟫ - client ⟪client_code|CP-55190⟫ (⟦PERSON|J. Aldridge⟧) - ⟪date|21/10/2025⟫ - video
S: Reports ⟦MEDICAL|low mood and early-morning waking⟧; conflict with manager ⟦PERSON|Dave⟧ ongoing; drinking ⟦MEDICAL|about 30 units of alcohol a week⟧.
O: ⟦MEDICAL|PHQ-9 16 (moderately severe)⟧, ⟦MEDICAL|GAD-7 11⟧. Engaged, tearful at times.
A: ⟦MEDICAL|work-related stress with depressive symptoms⟧; no active risk identified.
P: Behavioural activation; ⟪resource_code|AUDIT-C⟫ leaflet; suggest GP review. Next ⟪date|28/10⟫.
Counsellor: ⟦PERSON|Marta Silva⟧, ⟪registration_number|MBACP 389114⟫
"""),

("eap_winter_leaflet", """
Looking after yourself this winter - your ⟪org|ClearPath EAP⟫ benefit

Your employer pays for ⟪count|up to six⟫ free counselling sessions a year for you and anyone in your household aged ⟪age|16+⟫. People get in touch about all sorts: ⟪health_term|stress⟫, ⟪health_term|low mood⟫, ⟪health_term|bereavement⟫, ⟪health_term|menopause symptoms⟫, sleep, relationships and money worries.

• Log in at ⟪url|clearpath-eap.co.uk/portal⟫ with organisation code ⟪access_code|NORTHGATE25⟫
• Sessions last ⟪duration|50 minutes⟫; the average wait is ⟪duration|3 working days⟫
• Money advice is free; a will-writing consultation costs ⟪price|£45⟫
• Around ⟪statistic|1 in 4⟫ adults will experience a ⟪health_term|mental health problem⟫ each year - you're not alone.

What happens when you get in touch?
A wellbeing adviser will ask a few questions to understand what's going on and agree the right support with you. That might be ⟪count|a single call⟫, a course of ⟪health_term|cognitive behavioural therapy⟫, ⟪health_term|guided self-help⟫ for ⟪health_term|anxiety⟫, a session with a legal information officer about a ⟪health_term|separation⟫ or housing problem, or a referral to specialist ⟪health_term|addiction⟫ services. Nothing you say is shared with your employer - we only report anonymous totals such as ⟪statistic|number of calls per quarter⟫ and ⟪statistic|top three reasons for contact⟫.

Managers: our manager support line can help you prepare for a difficult conversation, for example about ⟪health_term|long-term sickness absence⟫ or a ⟪health_term|phased return to work⟫. It is available ⟪time|Mon-Fri 8am-8pm⟫.

Accessibility: information is available in ⟪count|12 languages⟫, large print and Easy Read, and sessions can be arranged with a ⟪health_term|BSL⟫ interpreter at no extra cost.

Leaflet ⟪document_code|CP-LF-118⟫ ⟪version|rev 3⟫, reviewed ⟪date|October 2025⟫
"""),

("eap_portal_temp_password_email", """
From: ⟪org|ClearPath EAP⟫ <⟦EMAIL|no-reply@clearpath-eap.co.uk⟧>
To: ⟦EMAIL|g.fairclough@pellhamretail.co.uk⟧
Subject: Your temporary password

Hello ⟦PERSON|Gemma⟧,

We received a request to reset your portal password at ⟪timestamp|21:14 on 2 November⟫ from ⟦IP_ADDRESS|92.40.181.7⟧.

Temporary password: ⟦PASSWORD|Blue-Harbour-7729⟧

It expires in ⟪duration|24 hours⟫. Your phone-booking PIN is unchanged (⟪masked_pin|••••⟫). If you didn't ask for this, please contact us straight away.
"""),

("private_counselling_invoice", """
INVOICE ⟪invoice_number|MS-2025-061⟫
⟦PERSON|Marta Silva⟧ MBACP, ⟦ADDRESS|Studio 4, 11 Hope Street, Liverpool L1 9BQ⟧

Client: ⟦PERSON|Jonathan Aldridge⟧
Sessions on ⟪date|7, 14, 21 and 28 Oct⟫ at ⟪price|£60⟫ each        ⟦AMOUNT|£240.00⟧
Less sessions funded by ⟪org|ClearPath EAP⟫ (2)               -⟦AMOUNT|£120.00⟧
Paid by card ⟪masked_card|Visa •••• 3398⟫ on ⟪date|28/10⟫          ⟦AMOUNT|£120.00⟧
Balance                                                ⟦AMOUNT|£0.00⟧

For future sessions you can pay by transfer: ⟦IBAN|$iban_gb_6⟧
"""),

("therapy_reminder_bot_code", """
# reminders/bot.py - appointment reminders for the practice
import telebot

BOT_TOKEN = "⟦APIKEY|$tg_1⟧"   # TODO move to env before go-live
ADMIN_CHAT_ID = ⟪chat_id|-1002218847731⟫
bot = telebot.TeleBot(BOT_TOKEN, parse_mode="HTML")

def remind(chat_id, name, when):
    bot.send_message(chat_id, f"Hi {name}, a reminder of your session on {when}.")

# manual test - delete before commit
remind(⟪chat_id|5512048873⟫, "⟦PERSON|Helen⟧", "⟪time|Tue 18:30⟫")
"""),

("eap_manager_consultation_summary", """
Hi ⟦PERSON|Sam⟧,

Thanks for the manager consultation this morning (ref ⟪case_ref|MC-0931⟫). A short summary of the advice:

1. ⟦PERSON|Priti⟧ told you in confidence that she is going through ⟦MEDICAL|IVF treatment⟧ and may need time off at short notice. Keep this between you and HR.
2. Agree a simple code for short-notice absence rather than asking for reasons each time.
3. Remind her of the EAP - ⟪count|six sessions⟫ are available to her too.

Any questions, give me a call.

⟦PERSON|Anneliese Brandt⟧
Manager Support Consultant, ⟪org|ClearPath EAP⟫
⟦PHONE|0808 157 0362⟧
"""),
]

# ------------------------------------------------------------------ audiology and hearing aids
TEXTS += [
("audiology_assessment_report", """
AUDIOLOGY REPORT - ⟪org|SoundPath Hearing Centre⟫, ⟦ADDRESS|48 Bridge Street, Chester CH1 1NQ⟧
Patient: Mrs ⟦PERSON|Evelyn Marsh-Gibbs⟧     DOB: ⟦DATE_OF_BIRTH|19/07/1948⟧     Patient ID: ⟪patient_id|SPH-020418⟫
Test date: ⟪date|05/11/2025⟫     Audiometer: ⟪device_model|Interacoustics AD629⟫, calibrated ⟪date|06/2025⟫

Pure-tone average (⟪frequency|0.5-4 kHz⟫): right ⟦MEDICAL|48 dB HL⟧, left ⟦MEDICAL|52 dB HL⟧
Impression: ⟦MEDICAL|bilateral moderate sensorineural hearing loss, sloping in the high frequencies⟧; ⟦MEDICAL|type A tympanograms both ears⟧.
Tinnitus: ⟦MEDICAL|intermittent left-sided tinnitus⟧.
Plan: bilateral RIC hearing aids, home trial ⟪duration|30 days⟫.
Audiologist: ⟦PERSON|Ravi Chandran⟧, HCPC ⟪registration_number|AH09211⟫
"""),

("hearing_aid_phone_order_note", """
PHONE ORDER - ⟪timestamp|2025-11-07 14:32⟫ - taken by ⟦PERSON|Lucy⟧
Customer: ⟦PERSON|Bernard Whitcombe⟧, ⟦PHONE|01632 960174⟧ (daughter ⟦PERSON|Claire Whitcombe⟧ on the line, consent given)
Item: 2 × ⟪product_code|PHK-L90-RIC-R⟫ (⟪product|Lumity 90⟫), colour ⟪color_code|P7⟫
List price ⟪price|£3,295⟫ per pair, loyalty discount ⟪percent|10%⟫ - customer pays ⟦AMOUNT|£2,965.50⟧
Card: ⟦CARD|$mc_1⟧  exp ⟪card_expiry|11/27⟫  CVC ⟦CVV|731⟧  auth ⟪auth_code|08831Z⟫
Deliver to: ⟦ADDRESS|Flat 6, Grosvenor Court, 2 Curzon Park North, Chester CH4 8AR⟧
NB customer has ⟦MEDICAL|severe arthritis in both hands⟧ - rechargeable model only, no size 312 batteries.
☐ card details shredded after processing
"""),

("google_review_hearing_centre", """
★★★★★  ⟦PERSON|Malcolm R.⟧ · Local Guide · ⟪count|38 reviews⟫ · ⟪date|2 weeks ago⟫
Went to SoundPath after my wife nagged me for years 😂 ⟦PERSON|Ravi⟧ was brilliant - explained my ⟦MEDICAL|high-frequency hearing loss⟧ properly and let me try the aids for a month before paying. Ended up spending ⟦AMOUNT|£2,400⟧, which hurt, but I can hear the grandkids again. Parking on ⟪place|Bridge Street⟫ is a nightmare though.

Response from the owner · ⟪date|1 week ago⟫
Thank you ⟦PERSON|Malcolm⟧! We'll pass this on. Free parking validation is available from ⟪place|Delamere Street car park⟫.
"""),

("audiology_fitting_reminder_sms", """
SoundPath: Hi ⟦PERSON|Evelyn⟧, your hearing aid fitting is on ⟪date|Wed 19 Nov⟫ at ⟪time|10:40⟫ with ⟦PERSON|Ravi⟧. Please bring your glasses and a list of your medicines. To change it call ⟦PHONE|01632 960903⟧. Text STOP to ⟪short_code|60777⟫ to opt out.
"""),

("hearing_app_ble_debug_log", """
[HearLink ⟪version|3.8.1⟫ build ⟪build_id|20251102.4⟫] ⟪timestamp|11-05 19:22:03.441⟫ BLE scan: found "⟪device_name|Lumity-R⟫" ⟪mac_address|F4:12:FA:3C:9B:21⟫ rssi=-58
11-05 19:22:03.902 BLE pair ok serial=⟪serial_number|2317A0Q8K⟫ fw=⟪version|5.1.2⟫ side=R
11-05 19:22:05.117 cloud login user=⟦EMAIL|e.marshgibbs@btinternet.com⟧ ip=⟦IP_ADDRESS|2a00:23c5:e38f:9a01:5d3:88ff:fe12:4b7⟧
11-05 19:22:05.640 sync audiogram ok patient=⟪patient_id|SPH-020418⟫ program="Restaurant" volume=+2
11-05 19:22:06.003 POST https://api.hearlink.example/v1/telemetry 201 auth=Bearer ⟦APIKEY|$jwt_4⟧
"""),

("audiology_referral_letter_ent", """
Dear Mr ⟦PERSON|Okonkwo⟧,

Re: Mr ⟦PERSON|Harold Lim⟧, DOB ⟦DATE_OF_BIRTH|02/03/1956⟧, ⟦ADDRESS|17 Vicarage Road, Hoole, Chester CH2 3HZ⟧

I saw Mr ⟦PERSON|Lim⟧ on ⟪date|4 November⟫. He has ⟦MEDICAL|an asymmetric sensorineural hearing loss, right worse than left by 20 dB at 2-4 kHz⟧, with ⟦MEDICAL|right-sided tinnitus and episodes of unsteadiness⟧. I would be grateful for your assessment, including ⟦MEDICAL|an MRI of the internal auditory meati⟧ if you feel it is indicated.

Yours sincerely,
⟦PERSON|Ravi Chandran⟧, Audiologist
cc: GP, ⟪org|Hoole Road Surgery⟫
"""),

("hearing_aid_repair_ticket", """
Ticket ⟪ticket_id|#48217⟫ · Status: Open · Priority: Normal · Channel: web form
From: ⟦PERSON|Gwen Pritchard⟧ <⟦EMAIL|gwenpritchard@outlook.com⟧>
Subject: left aid whistling + not charging

Hi, my left hearing aid (serial ⟪serial_number|2241B7X0M⟫) keeps whistling and the charger light stays orange. I have ⟦MEDICAL|a perforated left eardrum⟧ so I'm not sure if that's related. Can I post it to you? I'm at ⟦ADDRESS|Ty Newydd, 5 Heol y Felin, Llandeilo SA19 6BP⟧.

--- internal note ---
Under warranty until ⟪date|03/2027⟫. Send a ⟪product_code|RMA-BAG-01⟫ pouch; repair charge ⟪price|£0.00⟫ under warranty.
"""),

("tinnitus_forum_reply", """
Re: Pulsatile tinnitus - anyone else?   (page ⟪page_ref|3⟫ of ⟪page_ref|5⟫)
Posted by ⟦PERSON|hollyberry_k⟧ on ⟪date|November 9, 2025⟫

Mine started after ⟦MEDICAL|a bad ear infection⟧ in the spring. My ENT found ⟦MEDICAL|raised blood pressure, 150/95⟧, I'm now on ⟦MEDICAL|amlodipine 5 mg⟧ and the whooshing is much better. Things that helped while waiting: ⟪health_term|white noise⟫ at night and the ⟪health_term|CBT for tinnitus⟫ course on the ⟪org|BTA⟫ website.

@⟦PERSON|dee_whitmore⟧ don't give up 💜
"""),
]

# ------------------------------------------------------------------ dev / ops: HR and payroll SaaS, document management
TEXTS += [
("dms_nginx_access_log", """
⟦IP_ADDRESS|81.2.69.160⟧ - - [⟪timestamp|07/Nov/2025:10:14:22 +0000⟫] "GET /api/v2/documents/⟪doc_id|d-88f1c2⟫/download HTTP/1.1" 200 ⟪byte_count|482113⟫ "-" "Mozilla/5.0 (Windows NT 10.0; Win64; x64)"
⟦IP_ADDRESS|81.2.69.160⟧ - - [07/Nov/2025:10:14:25 +0000] "GET /api/v2/search?q=⟦PERSON|okafor⟧&owner=⟦EMAIL|h.okafor@marlowreed-law.co.uk⟧ HTTP/1.1" 200 1893 "-" "Mozilla/5.0 (Windows NT 10.0; Win64; x64)"
⟪doc_ip|203.0.113.9⟫ - - [07/Nov/2025:10:14:31 +0000] "POST /login HTTP/1.1" 401 61 "-" "python-requests/⟪version|2.32.3⟫"
⟦IP_ADDRESS|10.0.3.21⟧ - svc_⟦PERSON|jhartley⟧ [07/Nov/2025:10:14:40 +0000] "PUT /api/v2/documents/d-88f1c2/metadata HTTP/1.1" 204 0 "-" "docvault-sync/⟪version|7.4.2⟫"
⟪doc_ip|127.0.0.1⟫ - - [07/Nov/2025:10:14:45 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"
"""),

("dms_apache_php_error_log", """
[⟪timestamp|Fri Nov 07 10:22:41.118204 2025⟫] [php:error] [pid ⟪pid|44120⟫] [client ⟦IP_ADDRESS|94.119.32.8⟧:⟪port|51522⟫] PHP Fatal error:  Uncaught PDOException: SQLSTATE[28000] [1045] Access denied for user 'docvault'@'⟦IP_ADDRESS|172.31.14.202⟧' (using password: YES) in /var/www/docvault/lib/Db.php:41
[Fri Nov 07 10:22:41.120015 2025] [php:warn] [pid 44120] [client ⟦IP_ADDRESS|94.119.32.8⟧:51522] PHP Warning:  file_get_contents(/srv/uploads/⟦PERSON|tberesford⟧/passport_scan.pdf): Failed to open stream: Permission denied in /var/www/docvault/lib/Preview.php on line 118
[Fri Nov 07 10:22:43.004871 2025] [ssl:warn] [pid 1022] AH01909: ⟪hostname|docs.marlowreed.internal⟫:443:0 server certificate does NOT include an ID which matches the server name
"""),

("payroll_sepa_traceback", """
Traceback (most recent call last):
  File "/app/payroll/run.py", line 212, in process_employee
    payment = build_sepa_payment(emp, period)
  File "/app/payroll/sepa.py", line 88, in build_sepa_payment
    raise BicMismatch(emp.bic, emp.iban)
payroll.errors.BicMismatch: BIC ⟪bic|ABNANL2A⟫ does not match IBAN ⟦IBAN|$iban_nl_3⟧ for employee ⟪employee_number|E-10442⟫

Local variables in build_sepa_payment:
  emp     = Employee(id=10442, name='⟦PERSON|Anouk Janssen⟧', bsn='⟦NATIONAL_ID|$bsn_4⟧', net_pay='⟦AMOUNT|€3.118,40⟧', iban='⟦IBAN|$iban_nl_3⟧')
  period  = PayPeriod(⟪pay_period|2025-11⟫)
  run_id  = '⟪uuid|0c9e5d71-2b4f-4a60-9f83-e1d2a7c45b90⟫'
Sentry event ⟪event_id|4b1f0e2a9c7d48e3b6a5d0c1f2e3a4b5⟫ (release ⟪version|payroll@4.12.3⟫)
"""),

("k8s_secret_hr_portal", """
apiVersion: v1
kind: Secret
metadata:
  name: hr-portal-secrets
  namespace: hr-prod
  uid: ⟪uuid|9a3f7d2e-1c44-4b8a-a0e2-5d7c31b9e604⟫
  resourceVersion: "⟪resource_version|48812207⟫"
type: Opaque
stringData:
  DB_USER: hrportal
  DB_PASSWORD: "⟦PASSWORD|Winter2025!HRportal⟧"
  SMTP_PASSWORD: "⟦PASSWORD|kT9@vq3#Lw⟧"
  AZURE_TENANT_ID: "⟪tenant_id|b7e2c4d9-3f1a-4e6b-9c8d-0a1b2c3d4e5f⟫"
  AZURE_CLIENT_ID: "⟪app_id|4f1d2a7b-0c3e-4b9f-8e61-2a5c7d9e0b13⟫"
  AZURE_CLIENT_SECRET: "⟦SECRET|$azure_secret_1⟧"
  WEBHOOK_SIGNING_SECRET: "⟦SECRET|$whsec_1⟧"
"""),

("github_actions_deploy_log", """
⟪timestamp|2025-11-06T14:02:11.5520331Z⟫ ##[group]Run ./scripts/deploy.sh docvault-api ⟪commit_sha|9c41e07b2f⟫
2025-11-06T14:02:11.5521107Z env:
2025-11-06T14:02:11.5521490Z   AWS_REGION: eu-west-2
2025-11-06T14:02:11.5521870Z   AWS_ACCESS_KEY_ID: ⟪masked_secret|***⟫
2025-11-06T14:02:11.5522210Z ##[endgroup]
2025-11-06T14:02:12.0031187Z + cat ./ops/legacy/aws_credentials.txt
2025-11-06T14:02:12.0034410Z aws_access_key_id = ⟦APIKEY|$akia_2⟧
2025-11-06T14:02:12.0034702Z aws_secret_access_key = ⟦SECRET|$aws_secret_2⟧
2025-11-06T14:02:15.8812640Z Uploading artifact docvault-api-⟪build_id|1187⟫.zip (⟪byte_count|48.2 MB⟫)
2025-11-06T14:02:19.1029933Z ##[error]Process completed with exit code ⟪exit_code|255⟫.
"""),

("terraform_tfvars_docvault", """
# environments/prod/terraform.tfvars  (docvault)
region              = "eu-west-2"
account_id          = "⟪aws_account_id|418265092377⟫"
alicloud_access_key = "⟦APIKEY|$ltai_1⟧"
alicloud_secret_key = "⟦SECRET|$ali_secret_1⟧"
ocr_bucket          = "docvault-ocr-prod"
allowed_cidrs       = ["⟪cidr|10.50.0.0/16⟫", "⟦IP_ADDRESS|62.31.118.40⟧/32"]
admin_email         = "⟦EMAIL|platform@docvault.io⟧"
instance_type       = "⟪instance_type|m6i.large⟫"
retention_days      = ⟪count|2555⟫
"""),

("docker_compose_hr_saas", """
services:
  db:
    image: ⟪image_tag|postgres:16.4-alpine⟫
    environment:
      POSTGRES_USER: hrsaas
      POSTGRES_PASSWORD_FILE: /run/secrets/pg_pw
  worker:
    image: registry.gitlab.com/peoplestack/worker:⟪version|2.31.0⟫
    environment:
      DATABASE_URL: postgresql://hrsaas:⟦SECRET|pg-Hr7741-prod⟧@db:5432/hr
      GITLAB_TOKEN: ⟦APIKEY|$glpat_1⟧
      HF_TOKEN: ⟦APIKEY|$hf_1⟧
      ADMIN_PASSWORD: ⟦PASSWORD|ChangeMe!2025hr⟧
      CV_PARSER_MODEL: ⟪model_name|peoplestack/cv-ner-small⟫
    ports:
      - "⟪port_mapping|8080:8080⟫"
"""),

("jira_ticket_dms_access_bug", """
[⟪ticket_id|DOCS-2291⟫] Client can see another client's folder in the portal
Reporter: ⟦PERSON|Ifeoma Obi⟧    Assignee: ⟦PERSON|Tom Kirkland⟧    Priority: ⟪priority|P1⟫    Affects: ⟪version|docvault 7.4.2⟫

Description:
Client ⟦PERSON|Dominic Marsh⟧ (⟦EMAIL|dom.marsh@proton.me⟧) rang at ⟪time|11:05⟫ to say that after logging in he could see a folder called "⟦PERSON|Whitlock⟧ - completion docs". He did not open anything. His session was ⟪session_id|sess_5f1b0c9a77e2⟫ from ⟦IP_ADDRESS|31.94.22.181⟧.

Steps to reproduce: log in as ⟪test_account|qa.client07@docvault.test⟫, open Shared with me, sort by Modified.
"""),

("sql_insert_employees_seed", """
-- prod snapshot accidentally copied into seed file, see ⟪ticket_id|PS-4420⟫
INSERT INTO employees (id, full_name, email, dob, ni_number, salary, created_at) VALUES
(⟪row_id|1041⟫, '⟦PERSON|Harriet Vance⟧', '⟦EMAIL|harriet.vance@peoplestack.io⟧', '⟦DATE_OF_BIRTH|1990-01-17⟧', '⟦NATIONAL_ID|$nino_7⟧', '⟦AMOUNT|£48,500⟧', '⟪timestamp|2023-04-03 09:00:00⟫'),
(⟪row_id|1042⟫, '⟦PERSON|Kwabena Asante⟧', '⟦EMAIL|k.asante@peoplestack.io⟧', '⟦DATE_OF_BIRTH|1985-06-30⟧', '⟦NATIONAL_ID|$nino_8⟧', '⟦AMOUNT|£61,000⟧', '2023-05-15 09:00:00'));
"""),

("api_docs_quickstart", """
## Quickstart - ⟪org|PeopleStack⟫ Payroll API

Authenticate with your secret key in the `Authorization` header:

    curl https://api.peoplestack.io/v1/employees \\
      -H "Authorization: Bearer ⟪placeholder|YOUR_API_KEY⟫"

In the sandbox you can use the documented test key ⟪example_value|sk_test_4eC39HqLyjWDarjtT1zdp7dc⟫ - it only returns fake data.

Example response:

    {"id": "⟪example_value|emp_123⟫", "name": "⟪example_value|Jane Doe⟫", "email": "⟪example_value|jane.doe@example.com⟫", "salary": "⟪example_value|£30,000.00⟫"}

Webhooks are sent from ⟪doc_ip|192.0.2.10⟫ and ⟪doc_ip|2001:db8::10⟫ in these docs; the live ranges are in your dashboard. Rate limit: ⟪count|100 requests⟫ per ⟪duration|minute⟫. Current API version: ⟪version|2025-10-01⟫.
"""),

("postman_environment_export", """
{
  "id": "⟪uuid|7e1c3f55-0b9d-4d2e-a8c4-61f2e9b07a3d⟫",
  "name": "PeopleStack - prod (DO NOT SHARE)",
  "values": [
    {"key": "baseUrl", "value": "https://api.peoplestack.io/v1", "enabled": true},
    {"key": "accessToken", "value": "⟦APIKEY|$jwt_5⟧", "enabled": true},
    {"key": "adminEmail", "value": "⟦EMAIL|leah.m@peoplestack.io⟧", "enabled": true},
    {"key": "adminPassword", "value": "⟦PASSWORD|Peoplestack#2024⟧", "enabled": true},
    {"key": "testEmployeeId", "value": "⟪example_value|emp_000123⟫", "enabled": true}
  ],
  "_postman_variable_scope": "environment",
  "_postman_exported_at": "⟪timestamp|2025-10-21T09:33:12.871Z⟫",
  "_postman_exported_using": "Postman/⟪version|11.14.2⟫"
}
"""),

("sftp_bureau_drop_ini", """
; payroll bureau SFTP drop - used by the nightly BACS export job
[sftp]
host = ⟦IP_ADDRESS|185.199.220.14⟧
port = ⟪port|2222⟫
username = ngp_⟦PERSON|akhan⟧
password = ⟦PASSWORD|Bacs!Drop#0925⟧
remote_dir = /inbound/northgate/
host_key_fingerprint = ⟪fingerprint|SHA256:q1v8Z2kHf0aX7uY3mP9sT4wR6nB5cE8dL2jG1oK0iQ⟫

[notify]
email = ⟦EMAIL|payroll-alerts@northgate-group.co.uk⟧
sms = ⟦PHONE|+44 7700 900085⟧

[pgp]
recipient_key_id = ⟪key_id|0x9F3B27C1A4E8D650⟫
"""),

("ocr_service_config_toml", """
# ocr-service/config.toml
[service]
name = "docvault-ocr"
version = "⟪version|1.9.0⟫"
listen = "⟪bind_address|0.0.0.0:8080⟫"

[google]
vision_api_key = "⟦APIKEY|$aiza_1⟧"
project_id = "⟪project_id|docvault-ocr-311207⟫"

[huggingface]
token = "⟦APIKEY|$hf_2⟧"
model = "⟪model_name|microsoft/layoutlmv3-base⟫"

[redaction]
patterns = ["NINO", "IBAN", "PASSPORT"]
test_sample = "⟪example_value|QQ 12 34 56 C⟫"   # HMRC's format example, not a real number
"""),

("hr_saas_release_notes", """
⟪org|PeopleStack⟫ ⟪version|2.31.0⟫ - release notes (⟪date|2025-11-04⟫)

- Payslips: new layout with year-to-date pension figures.
- Fixed: P60 PDFs cut off names longer than ⟪count|40 characters⟫ (⟪ticket_id|PS-4412⟫, commit ⟪commit_sha|a3f9c2e⟫).
- Security: signing keys rotated; tokens issued before ⟪timestamp|2025-11-01T00:00Z⟫ now expire.
- Tax tables: personal allowance ⟪threshold|£12,570⟫, higher rate from ⟪threshold|£50,270⟫, employer NI ⟪percent|15%⟫.
- Docker image ⟪image_digest|sha256:7d1e0b4f9c2a6e83b5f0d1c7a9e2b4d6f8a0c3e5b7d9f1a2c4e6b8d0f2a4c6e8⟫
- Build ⟪build_id|#8841⟫, migration ⟪migration_id|0192_add_pension_salary_sacrifice⟫, min client ⟪version|iOS 17.0⟫.
"""),

("dms_audit_log_jsonl", """
{"ts":"⟪timestamp|2025-11-07T10:14:22Z⟫","actor":"⟦EMAIL|h.okafor@marlowreed-law.co.uk⟧","action":"document.view","doc":"⟪doc_id|d-88f1c2⟫","title":"⟦PERSON|Beresford⟧ - TR1 signed.pdf","ip":"⟦IP_ADDRESS|81.2.69.160⟧"}
{"ts":"2025-11-07T10:15:03Z","actor":"⟦EMAIL|h.okafor@marlowreed-law.co.uk⟧","action":"document.share","doc":"d-88f1c2","to":"⟦EMAIL|tom.beresford@fastmail.com⟧","expires":"⟪date|2025-11-14⟫","ip":"⟦IP_ADDRESS|81.2.69.160⟧"}
{"ts":"2025-11-07T10:16:40Z","actor":"system","action":"retention.flag","doc":"⟪doc_id|d-70a3be⟫","title":"⟦PERSON|Adeyemi⟧ - ID check.pdf","policy":"⟪policy_ref|AML-5Y⟫"}
{"ts":"2025-11-07T10:17:02Z","actor":"⟦EMAIL|svc-ocr@docvault.io⟧","action":"document.ocr","doc":"d-70a3be","pages":⟪count|2⟫,"ip":"⟪doc_ip|127.0.0.1⟫"}
"""),

("postmortem_slack_token_leak", """
# Post-incident review: Slack bot token exposed in a public fork (⟪incident_id|INC-2025-037⟫)

**Summary.** On ⟪date|2 Oct⟫ a developer pushed `scripts/notify.py` containing the HR-alerts bot token ⟦APIKEY|$xoxb_1⟧ to a public GitHub fork. Secret scanning alerted us at ⟪time|14:07 UTC⟫ and Slack revoked the token at ⟪time|14:09⟫.

**Impact.** The token could post to ⟪count|3 channels⟫ including #payroll-alerts. Audit logs show one unknown call from ⟦IP_ADDRESS|45.155.205.233⟧ (blocked). The same commit contained the incoming webhook ⟦SECRET|$slack_hook_1⟧, rotated on ⟪date|3 Oct⟫.

**Actions.** Pre-commit hook with ⟪tool|gitleaks⟫ ⟪version|8.18⟫ on all repos; owner ⟦PERSON|Priya Natarajan⟧, due ⟪date|31 Oct⟫.
"""),

("support_live_chat_password", """
Live chat · PeopleStack Support · ⟪chat_id|#CH-99104⟫ · ⟪date|06/11/2025⟫
Customer (⟦PERSON|Brenda Hollis⟧, ⟪org|Hollis Dental Care⟫): hi I'm locked out AGAIN, can you just set it back to ⟦PASSWORD|Hollis2024!⟧ like before
Agent ⟦PERSON|Kasia⟧: Hi ⟦PERSON|Brenda⟧ - for security we can't set passwords for you, and please don't share them in chat. I've sent a reset link to ⟦EMAIL|brenda@hollisdental.co.uk⟧.
Customer: ok. and the payroll app on my phone wants a PIN, is it ⟦PASSWORD|4471⟧ or ⟦PASSWORD|1974⟧??
Agent ⟦PERSON|Kasia⟧: The app PIN is one you choose on the device - we never see it. If you've forgotten it, tap "Forgot PIN" and it'll email you. Anything else I can help with?
Customer: no thanks x
Chat duration ⟪duration|6 min 12 s⟫ · CSAT ⟪score|5/5⟫
"""),

("saas_checkout_form_submission", """
Checkout - ⟪org|PeopleStack⟫ Starter (⟪plan_code|STARTER-M⟫) - ⟪price|£4.00⟫ per employee per month, ⟪count|12 employees⟫
Company: ⟪org|Kelso Builders Ltd⟫ · Company no. ⟪company_number|SC612093⟫
Billing contact: ⟦PERSON|Fraser Kelso⟧ · ⟦EMAIL|fraser@kelsobuilders.co.uk⟧ · ⟦PHONE|0131 496 0882⟧
Billing address: ⟦ADDRESS|Unit 3, Peffermill Industrial Estate, Edinburgh EH16 5UY⟧
Card number: ⟦CARD|$amex_1⟧
Expiry: ⟪card_expiry|04 / 29⟫      CID: ⟦CVV|5832⟧
Name on card: ⟦PERSON|F J KELSO⟧
Amount due today (first month incl. VAT): ⟦AMOUNT|£57.60⟧
[✓] I agree to the ⟪document_code|Terms v5.2⟫
"""),
]

TEXTS += [
("break_glass_credentials_wiki_page", """
# DocVault - break-glass access (restricted space; last edited by ⟦PERSON|Priya Natarajan⟧, ⟪date|14 Oct 2025⟫)

Use ONLY during a P1 when SSO is down, and log every use in ⟪ticket_id|SEC-BG-LOG⟫.

**Root admin MFA (TOTP seed):** ⟦SECRET|$totp_1⟧
**Recovery codes:** ⟦SECRET|k7p2m-9x4qd⟧ · ⟦SECRET|r3v8n-w2c6h⟧

**Deploy key, docvault-prod (read-only):**
⟦SECRET|$pem_ec_1⟧
Fingerprint ⟪fingerprint|SHA256:Xf1Q8v2d3LzK9pT0mN7sR4yB6cW5eH1jA2gU8iO3kE0⟫

**Release bot fine-grained PAT:** ⟦APIKEY|$ghpat_1⟧ (expires ⟪date|2026-01-31⟫)
**Django SECRET_KEY (prod):** ⟦SECRET|$django_key_1⟧
**SMS provider:** Account SID ⟪app_id|$twilio_sid_1⟫, auth token ⟦SECRET|$twilio_token_1⟧

Page ⟪version|v17⟫ · ⟪count|3 watchers⟫
"""),
]
