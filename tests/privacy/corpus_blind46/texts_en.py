# -*- coding: utf-8 -*-
"""English texts of blind46, typed one at a time.  ⟦TYPE|value⟧ = span, ⟪kind|value⟫ = decoy."""

TEXTS = []

TEXTS += [
("email_signature", """From: ⟦PERSON|Adaeze Nwosu⟧ <⟦EMAIL|adaeze.nwosu@gmail.com⟧>
To: ⟪org_name|Undergraduate Admissions⟫ <⟦EMAIL|ug-admissions@northmere.ac.uk⟧>
Subject: Re: Deferral request - Application ⟪application_ref|NM-UG-2025-118402⟫

Hi,

Following up on my call with ⟦PERSON|Tom⟧ on Tuesday. My son ⟦PERSON|Chidubem Nwosu⟧ (DOB ⟦DATE_OF_BIRTH|14/02/2007⟧) holds an unconditional offer for BSc Biomedical Science (course code ⟪course_code|B940⟫) but he had an ⟦MEDICAL|appendectomy⟧ last month and won't be ready to move in September. We'd like to defer to 2026 entry. He has already paid the ⟦AMOUNT|£400⟧ accommodation deposit - can that be carried over or refunded?

His contact is ⟦EMAIL|chidubem.n07@outlook.com⟧ / ⟦PHONE|07700 914 362⟧ if you need him directly.

Kind regards,
⟦PERSON|Adaeze Nwosu⟧
⟦ADDRESS|14 Kestrel Rise, Bramley, Leeds LS13 2QF⟧
Tel: ⟦PHONE|+44 113 496 0718⟧
"""),

("sms_thread", """[SMS] From: StudentFin
Hi ⟦PERSON|Kasia⟧, your Maintenance Loan instalment of ⟦AMOUNT|£3,482.17⟧ will be paid to acc ending ⟪masked_account|**71⟫ on 23 Sep. Ref ⟪payment_ref|SF-7781-2290⟫. Never share this msg.
[Reply] thx. can u confirm the tuition fee loan of ⟦AMOUNT|£9,535⟧ went to uni? my flatmate said hers bounced
[SMS] Hi ⟦PERSON|Kasia⟧, we can't discuss account details by text. Call us on ⟦PHONE|0300 100 0607⟧ (Mon-Fri 8am-8pm) quoting your CRN ⟪customer_ref|11827736501⟫.
[Reply] ok will call. its ⟦PERSON|Katarzyna Wróblewska⟧ btw, DOB ⟦DATE_OF_BIRTH|03.11.2005⟧, new number ⟦PHONE|07911 562 803⟧
"""),

("whatsapp_group", """[⟪timestamp|12/09/24, 21:14⟫] ⟦PERSON|Rhys Pritchard⟧: door code for the bins cage is ⟦PASSWORD|5 9 0 2⟧ btw, landlord changed it
[12/09/24, 21:15] ⟦PERSON|Mei Lin Tan⟧: and wifi?? the router sticker one doesnt work
[12/09/24, 21:15] ⟦PERSON|Rhys Pritchard⟧: network is ⟪wifi_ssid|VM8831604⟫ pw is ⟦PASSWORD|Pebble!harbour42⟧
[12/09/24, 21:17] ⟦PERSON|Olu⟧: legend. rent this month is ⟦AMOUNT|£612.50⟧ each right? I sent mine to ⟦PERSON|Gary⟧ already
[12/09/24, 21:18] ⟦PERSON|Mei Lin Tan⟧: yeah ⟦AMOUNT|£612.50⟧. ⟦PERSON|Gary⟧'s number if anyone needs it ⟦PHONE|07823 440 196⟧, hes slow on whatsapp tho
[12/09/24, 21:20] ⟦PERSON|Olu⟧: also who keeps feeding ⟪pet_name|Biscuit⟫ tuna, the cat is literally obese now 😂
"""),

("dotenv", """# neuroimaging-pipeline/.env  -- DO NOT COMMIT (lol)
APP_ENV=production
DATABASE_URL=postgresql://mri_etl:⟦SECRET|Vt7#qLm2-Rfe9⟧@⟦IP_ADDRESS|10.42.8.17⟧:⟪port|5432⟫/scans_prod
REDIS_URL=redis://:⟦SECRET|tB9xKq2mWz⟧@⟦IP_ADDRESS|10.42.8.18⟧:6379/0
AWS_ACCESS_KEY_ID=⟦APIKEY|$ak_aws1⟧
AWS_SECRET_ACCESS_KEY=⟦SECRET|$sec_aws1⟧
S3_BUCKET=⟪bucket_name|nmr-lab-raw-2024⟫
SLACK_ALERT_WEBHOOK=⟦SECRET|$sec_slackhook1⟧
HF_TOKEN=⟦APIKEY|$ak_hf1⟧
PI_CONTACT=Dr ⟦PERSON|Ingrid Solberg⟧ <⟦EMAIL|i.solberg@au-neurolab.dk⟧>
STUDY_ID=⟪trial_registry_id|NCT05517723⟫
PIPELINE_VERSION=⟪version|3.8.1⟫
"""),

("nginx_access_log", """⟦IP_ADDRESS|185.220.14.62⟧ - ⟦PERSON|dkovacs⟧ [⟪log_timestamp|03/Mar/2025:09:14:22 +0000⟫] "POST /icml-ws/submit HTTP/1.1" 302 0 "-" "Mozilla/5.0 (X11; Linux x86_64) Firefox/⟪browser_version|123.0⟫"
⟦IP_ADDRESS|10.12.0.45⟧ - - [03/Mar/2025:09:14:25 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"
⟦IP_ADDRESS|2a02:8108:1140:3d00:5c1e:9a7b:41f2:8e10⟧ - ⟦PERSON|amensah⟧ [03/Mar/2025:09:15:01 +0000] "GET /paper/⟪paper_id|WS24-0187⟫/reviews?token=⟦APIKEY|$ak_jwt1⟧ HTTP/2.0" 200 5321 "-" "Mozilla/5.0 (Macintosh) Safari/17.3"
⟪doc_ip|198.51.100.23⟫ - - [03/Mar/2025:09:15:40 +0000] "GET /cfp.pdf HTTP/1.1" 200 88213 "-" "curl/⟪tool_version|8.4.0⟫"
⟦IP_ADDRESS|100.72.14.9⟧ - ⟦PERSON|tnakamura⟧ [03/Mar/2025:09:16:12 +0000] "POST /login HTTP/1.1" 401 61 "-" "python-requests/2.31.0"
"""),

("support_ticket", """Ticket #⟪ticket_id|INC-0048812⟫ | Queue: Borrower Services | Priority: P2
Opened by: ⟦PERSON|Marisol Gutierrez-Vance⟧ (borrower) via web chat

Borrower states IDR recert was rejected b/c SSN on file (⟦SSN|$ssn_3⟧) does not match IRS transcript. She says correct SSN is ⟦SSN|$ssn_6⟧ - typo at enrollment in 2019 at ⟪org_name|Lakeshore State Univ⟫. DOB verified: ⟦DATE_OF_BIRTH|07/22/1996⟧.
Mailing addr updated to ⟦ADDRESS|2210 N Halsted St Apt 3R, Chicago, IL 60614⟧.
Current balance ⟦AMOUNT|$41,276.83⟧; she wants to know if the ⟦AMOUNT|$1,150.00⟧ she paid on ⟪payment_date|02/03⟫ was applied to principal.
Callback: ⟦PHONE|(312) 555-0148⟧ after 5pm CT.
Agent: ⟦PERSON|J. Okonkwo-Reyes⟧
"""),

("web_form_intake", """BrightPath Visa Consultants — Client Intake Form (submitted 2025-01-17 14:02 UTC, form ⟪form_version|v2.3⟫)
Full name (as in passport): ⟦PERSON|NGUYEN Thi Bich Ngoc⟧
Preferred name: ⟦PERSON|Ngoc⟧
Date of birth: ⟦DATE_OF_BIRTH|1999-08-30⟧
Nationality: ⟪country|Vietnam⟫
Passport no.: ⟦PASSPORT|$pp_vn1⟧    Expiry: ⟪passport_expiry|2031-04-11⟫
Email: ⟦EMAIL|ngoc.nguyen.tb@yahoo.com.vn⟧
WhatsApp: ⟦PHONE|+84 912 447 306⟧
Current address: ⟦ADDRESS|45/12 Nguyen Trai, Phuong 7, Quan 5, Ho Chi Minh City 700000⟧
Destination / visa: Australia — Student visa (⟪visa_subclass|subclass 500⟫)
Funds available: ⟦AMOUNT|AUD 38,500⟧ in savings + parents sponsorship
Medical history we should know about: ⟦MEDICAL|latent TB⟧ treated 2022 (completed 9 months ⟦MEDICAL|isoniazid⟧)
Referral code: ⟪referral_code|BP-REF-7710⟫
"""),

("call_transcript", """[Recruitment line — call recording ⟪call_duration|00:03:12⟫, study ⟪study_code|CARDIA-2⟫ prescreen, coordinator: ⟦PERSON|Hannah Fairweather⟧]
HF: Thanks for calling back. Can I take your full name?
Caller: Yeah it's ⟦PERSON|Desmond⟧, ⟦PERSON|Desmond Achterberg⟧. ⟦PERSON|A-C-H-T-E-R-B-E-R-G⟧.
HF: And date of birth?
Caller: the ⟦DATE_OF_BIRTH|12th of June 1961⟧.
HF: Great. Any current diagnoses we should know about?
Caller: ⟦MEDICAL|Type 2 diabetes⟧ since about 2015, and I had a ⟦MEDICAL|stent⟧ put in, 2019 I think. I'm on ⟦MEDICAL|metformin⟧ and ⟦MEDICAL|atorvastatin⟧, and ⟦MEDICAL|clopidogrel⟧.
HF: OK. Any allergies?
Caller: ⟦MEDICAL|Penicillin⟧, I come out in a rash.
HF: And the best number to reach you?
Caller: ⟦PHONE|oh seven nine four six, two two one, eight five three⟧.
HF: Is there someone else we can leave a message with?
Caller: My wife, ⟦PERSON|Margit⟧. Same address, ⟦ADDRESS|9 Tollgate Close, Norwich NR5 8QT⟧.
HF: Lovely. Just so you know the study pays ⟪reimbursement_rate|£40⟫ travel per visit, and parking at the ⟪org_name|Bob Champion building⟫ is free.
"""),

("meeting_minutes", """Alumni Development Committee — minutes, 6 Feb 2025, ⟪room_number|Rm 2.14⟫ Whitcombe Building
Present: ⟦PERSON|Priya Raghunathan⟧ (chair), ⟦PERSON|Fergus O'Dwyer⟧, ⟦PERSON|Leticia Amaral⟧, ⟦PERSON|Sam Okoye⟧ (notes)
Apologies: Prof. ⟦PERSON|Heinrich Vollmer⟧

1. Campaign update: Centenary Scholarship Fund stands at ⟪org_total|£1,240,500⟫ against a ⟪org_target|£2m⟫ target (Q3 figure).
2. Major donors: ⟦PERSON|Fergus⟧ reported that Mr and Mrs ⟦PERSON|Thistlewood⟧ have confirmed a personal pledge of ⟦AMOUNT|£25,000⟧ over five years; first instalment of ⟦AMOUNT|£5,000⟧ received 28 Jan. Gift Aid declaration still outstanding.
3. ⟦PERSON|Leticia⟧ flagged that the donor record for ⟦PERSON|Ama Boateng⟧ (class of '98) still shows her old address, ⟦ADDRESS|71 Harrowby Road, Grantham NG31 9ED⟧ — she moved to ⟪city|Accra⟫ last year. Update before the spring mailing.
4. ⟦PERSON|Heinrich⟧ asked (by email) whether we can approach Dr ⟦PERSON|Feng Jiaqi⟧ re naming the new lab; ⟦PERSON|Priya⟧ to draft.
AOB: next meeting 6 March. ⟦PERSON|Sam⟧ to circulate.
"""),

("csv_export", """centre_no,candidate_no,surname,forenames,dob,email,mobile,access_arrangements,session
⟪exam_centre_no|GB512⟫,⟪candidate_no|0417⟫,⟦PERSON|KOWALCZYK⟧,⟦PERSON|Natalia⟧,⟦DATE_OF_BIRTH|2006-01-19⟧,⟦EMAIL|natalia.kow@icloud.com⟧,⟦PHONE|07456 228 190⟧,25% extra time (⟦MEDICAL|dyslexia⟧),⟪exam_session|IELTS-AC 15MAR⟫
⟪exam_centre_no|GB512⟫,⟪candidate_no|0418⟫,⟦PERSON|MBEKI⟧,⟦PERSON|Thando Sipho⟧,⟦DATE_OF_BIRTH|2004-09-02⟧,⟦EMAIL|tsmbeki@gmail.com⟧,⟦PHONE|+27 82 551 3094⟧,,IELTS-AC 15MAR
⟪exam_centre_no|GB512⟫,⟪candidate_no|0419⟫,⟦PERSON|ÖZTÜRK⟧,⟦PERSON|Elif⟧,⟦DATE_OF_BIRTH|2005-12-27⟧,⟦EMAIL|elif.ozturk@hotmail.com⟧,⟦PHONE|07700 148 623⟧,separate room - ⟦MEDICAL|type 1 diabetes⟧ (⟦MEDICAL|insulin pump⟧),IELTS-AC 15MAR
⟪exam_centre_no|GB512⟫,⟪candidate_no|0420⟫,⟦PERSON|HUSSAIN⟧,⟦PERSON|Zainab⟧,⟦DATE_OF_BIRTH|2003-06-11⟧,⟦EMAIL|z.hussain03@gmail.com⟧,⟦PHONE|07984 330 571⟧,,⟪exam_session|IELTS-GT 15MAR⟫
"""),
]

TEXTS += [
("sql_insert", """-- housing_portal prod dump, table bookings (partial) 2024-08-02
INSERT INTO bookings (booking_ref, student_id, full_name, email, phone, room, weekly_rent, deposit_paid, card_last4, notes) VALUES
('⟪booking_ref|HB24-00731⟫', '⟪student_id|S2291847⟫', '⟦PERSON|Aarav Mehta⟧', '⟦EMAIL|aarav.mehta@student.kingsbury.ac.uk⟧', '⟦PHONE|+91 98201 44716⟧', 'Foxley Court B-214', ⟪rent_tariff|189.00⟫, '⟦AMOUNT|£350.00⟧', '⟪card_last4|4471⟫', 'requested ground floor - ⟦MEDICAL|wheelchair user⟧ (⟦MEDICAL|spina bifida⟧)'),
('⟪booking_ref|HB24-00732⟫', '⟪student_id|S2290015⟫', '⟦PERSON|Siobhán Kearney⟧', '⟦EMAIL|siobhan.kearney@student.kingsbury.ac.uk⟧', '⟦PHONE|07877 603 215⟧', 'Foxley Court B-215', 189.00, '⟦AMOUNT|£350.00⟧', '0093', NULL),
('⟪booking_ref|HB24-00733⟫', '⟪student_id|S2301122⟫', '⟦PERSON|Jonas Eriksen⟧', '⟦EMAIL|jonaseriksen@proton.me⟧', '⟦PHONE|+47 412 83 907⟧', 'Marlowe House 3-07', ⟪rent_tariff|214.50⟫, '⟦AMOUNT|£0.00⟧', NULL, 'deposit waived - care leaver');
"""),

("stack_trace", """2025-02-11 03:22:17,884 ERROR [submission-worker-3] c.e.jms.ManuscriptService - Failed to notify co-author
org.springframework.mail.MailSendException: Failed messages: com.sun.mail.smtp.SMTPAddressFailedException: 550 ⟪smtp_status|5.1.1⟫ <⟦EMAIL|r.castellanos-mejia@unal.edu.co⟧>: Recipient address rejected
    at org.springframework.mail.javamail.JavaMailSenderImpl.doSend(JavaMailSenderImpl.java:448)
    at com.example.jms.ManuscriptService.notifyCoAuthors(ManuscriptService.java:⟪line_number|212⟫)
    ... 14 more
Context: manuscriptId=⟪manuscript_id|JOCS-D-25-00418⟫ submitter=⟦PERSON|wbaptiste⟧ (⟦PERSON|Wendell Baptiste⟧) remoteAddr=⟦IP_ADDRESS|41.203.72.118⟧ session=⟦SECRET|$sec_cookie1⟧
Headers: Authorization: Bearer ⟦APIKEY|$ak_jwt4⟧
"""),

("invoice", """INVOICE  No. ⟪invoice_no|INV-58213⟫                          Date: 14/10/2024
⟪org_name|Helix & Hart Scientific Ltd⟫ — VAT ⟪vat_number|GB 284 7712 09⟫
Bill to: Dr ⟦PERSON|Oluwaseun Adeyemi⟧, ⟦PERSON|Adeyemi⟧ Lab (Structural Biology)
Ship to (home delivery, lab closed for refurb): Dr ⟦PERSON|O. Adeyemi⟧, ⟦ADDRESS|Flat 6, 33 Caversham Road, Reading RG1 8BD⟧
PO: ⟪po_number|4500193872⟫

Qty  Cat. No.        Description                          Unit        Total
2    ⟪catalogue_no|HH-PIP-1000⟫     Pipette, 100-1000 uL, single ch.     ⟪unit_price|£286.00⟫     £572.00
1    ⟪catalogue_no|HH-CF-24R⟫       Microcentrifuge 24-place, refurb.    ⟪unit_price|£1,140.00⟫   £1,140.00
                                               Subtotal              £1,712.00
                                               VAT 20%               £342.40
                                               TOTAL                 ⟪invoice_total|£2,054.40⟫
Paid: ⟦AMOUNT|£500.00⟧ deposit by Dr ⟦PERSON|Adeyemi⟧ personally (card ⟪masked_card|**** 6620⟫), remaining ⟪org_balance|£1,554.40⟫ to be invoiced to the School of Biosciences.
Pay by BACS to Helix & Hart Scientific Ltd, IBAN ⟪org_iban|$iban_gb_org⟫, ref INV-58213.
Queries: ⟦EMAIL|accounts@helixhart.co.uk⟧ / ⟦PHONE|0118 496 0233⟧ (ask for ⟦PERSON|Bronwen⟧)
"""),

("shell_history", """  501  ssh ⟦PERSON|pwojcik⟧@⟦IP_ADDRESS|10.30.1.22⟧
  502  cd /home/⟦PERSON|pwojcik⟧/projects/cryoem-denoise
  503  git pull origin main
  504  export OPENAI_API_KEY=⟦APIKEY|$ak_openai2⟧
  505  export HUGGING_FACE_HUB_TOKEN=⟦APIKEY|$ak_hf2⟧
  506  python train.py --config ⟪config_path|configs/unet_v4.yaml⟫ --gpus 0,1
  507  mysql -h ⟦IP_ADDRESS|10.30.1.5⟧ -u labdb -p'⟦PASSWORD|Krakow#2019!⟧' grants_db
  508  scp ⟪file_name|results_ep40.tar.gz⟫ ⟦PERSON|mszafranska⟧@⟦IP_ADDRESS|172.16.40.9⟧:/scratch/⟦PERSON|mszafranska⟧/
  509  nvidia-smi
  510  history | grep token
"""),

("docker_compose", """version: "⟪compose_version|3.9⟫"
services:
  web:
    image: ghcr.io/acmconf-reg/regdesk:⟪image_tag|2.14.0⟫
    environment:
      - DJANGO_SECRET_KEY=⟦SECRET|$sec_django1⟧
      - STRIPE_SECRET_KEY=⟦APIKEY|$ak_stripe1⟧
      - STRIPE_PUBLISHABLE_KEY=⟪publishable_key|$dec_pk_live1⟫
      - STRIPE_WEBHOOK_SECRET=⟦SECRET|$sec_whsec1⟧
      - EMAIL_HOST_USER=⟦EMAIL|registration@eurosys-hpc.org⟧
      - EMAIL_HOST_PASSWORD=⟦PASSWORD|Xq!v9Rt2#mLw⟧
      - ADMIN_CONTACT=⟦EMAIL|ilse.vandermeer@tudelft.nl⟧
    ports:
      - "⟪port_mapping|8000:8000⟫"
  db:
    image: postgres:⟪image_tag|16.2⟫
    environment:
      POSTGRES_USER: regdesk
      POSTGRES_PASSWORD: "⟦PASSWORD|pG_reg-2025!!⟧"
"""),

("forum_post", """r/IWantOut — [UK Student visa] refused on financial grounds, 28-day rule?? help

Posted by u/⟦PERSON|anxious_ama_k⟧ · 3h

So my Student route application got refused yesterday. GWF number ⟪visa_application_ref|GWF071843992⟫. Reason: bank statement didnt show ⟪maintenance_requirement|£12,006⟫ held for 28 consecutive days... but it did?? My dad's account had ⟦AMOUNT|£14,230⟧ in it the whole time, statement is from ⟪org_name|GTBank⟫, account name ⟦PERSON|OKONJO AMARACHI F.⟧ (its a joint acct).

My passport no is ⟦PASSPORT|$pp_ng1⟧ if any advisor here wants to look on the system lol (I know I know, deleting later). DOB ⟦DATE_OF_BIRTH|2002-05-17⟧.

Also they flagged my ⟦MEDICAL|TB test⟧ certificate was from a non-approved clinic?? I went to the IOM one in ⟪city|Lagos⟫.

Should I do admin review (⟪fee|£80⟫?) or reapply? My CAS expires 12 Jan.
"""),

("review", """★☆☆☆☆  "Avoid ⟪org_name|Canalside Studios⟫ if you value your deposit"  — reviewed by ⟦PERSON|Tiago F.⟧, Sept 2024

Lived in studio ⟪room_number|4C⟫ for 44 weeks at ⟪rent_tariff|£265/wk⟫. On move-out they kept ⟦AMOUNT|£410⟧ of my ⟦AMOUNT|£500⟧ deposit for "deep cleaning" and a "damaged blind". Emailed the manager ⟦PERSON|Kerry-Ann Doyle⟧ (⟦EMAIL|kdoyle@canalsidestudios.co.uk⟧) 5 times, nothing. Only got a reply after I tagged them on insta. Their front desk line ⟦PHONE|0161 496 0382⟧ just rings out.

Positives: gym is ok and the concierge ⟦PERSON|Abdul⟧ is lovely, he looked after my flatmate's hamster ⟪pet_name|Pringles⟫ when she went home. Thats the only star.
"""),

("dictation", """Dictation — Dr ⟦PERSON|R. Venkataraman⟧, ⟪org_name|Respiratory Research Unit⟫. Typed by: LM
Re: Mr ⟦PERSON|Callum Strachan⟧, DOB ⟦DATE_OF_BIRTH|3 September 1978⟧, trial ID ⟪trial_participant_id|ASTRA-BX-0142⟫, NHS no. ⟦NATIONAL_ID|$nid_nhs1⟧

Dear Dr ⟦PERSON|Whitlock⟧,

Thank you for referring ⟦PERSON|Callum⟧ to the study comma. He has a 6-year history of ⟦MEDICAL|non-CF bronchiectasis⟧ with ⟦MEDICAL|Pseudomonas colonisation⟧ full stop. Current meds colon ⟦MEDICAL|azithromycin 250 mg three times weekly⟧ comma ⟦MEDICAL|carbocisteine⟧ and ⟦MEDICAL|salbutamol PRN⟧ full stop. ⟦MEDICAL|FEV1 1.92 L (61% predicted)⟧ today. New paragraph. He reports a previous ⟦MEDICAL|adverse reaction to ciprofloxacin (tendon pain)⟧. He is eligible and was randomised today and will receive ⟪reimbursement_rate|£25⟫ per visit towards travel as per protocol full stop.

Yours sincerely, dictated but not read, ⟦PERSON|R. Venkataraman⟧
"""),

("ocr_business_card", """[OCR scan — ⟪file_name|card_0193.jpg⟫, confidence ⟪ocr_confidence|0.91⟫]
⟪org_name|LUMENTRA BIOSYSTEMS⟫
Precision Instruments for Life Science
────────────────
⟦PERSON|Grzegorz "Greg" Pawlak⟧
Senior Account Manager — UK & lreland
M: ⟦PHONE|+44 7700 183 946⟧
T: ⟦PHONE|+44 (0)1223 496 055⟧
E: ⟦EMAIL|g.pawlak@lumentra-bio.com⟧
www.lumentra-bio.com   Reg. No. ⟪company_reg_no|09384471⟫
[back of card, handwritten] my personal cell ⟦PHONE|+1 617 555 0193⟧ — text me re the cryostat demo. ⟦PERSON|Greg⟧
"""),

("markdown_table", """### Cryo-EM facility — out-of-hours contacts (Q1 2025)

| Week | On call | Mobile | Building door code | Notes |
|------|---------|--------|--------------------|-------|
| 1–2 | Dr ⟦PERSON|Yusuf Demir⟧ | ⟦PHONE|07812 334 905⟧ | ⟦PASSWORD|4418#⟧ | back-up: ⟦PERSON|Anneke⟧ |
| 3–4 | ⟦PERSON|Anneke de Groot⟧ | ⟦PHONE|+31 6 4127 8830⟧ | ⟦PASSWORD|4418#⟧ | |
| 5–6 | ⟦PERSON|Liam Gallagher-Ross⟧ | ⟦PHONE|07466 902 117⟧ | ⟦PASSWORD|7730#⟧ (new from 1 Feb) | ⟦MEDICAL|pregnant⟧ — no LN2 dewar handling |
| 7–8 | Dr ⟦PERSON|Yusuf Demir⟧ | ⟦PHONE|07812 334 905⟧ | ⟦PASSWORD|7730#⟧ | |

Autoloader service contract: ⟪org_name|Thermo⟫ ref ⟪service_contract_ref|SR-2291-A⟫. Helium recovery meter at handover: ⟪meter_reading|1,284.7 m³⟫.
"""),

("slack_thread", """#cryo-ml-lab
⟦PERSON|Femi Adebayo⟧  ⟪message_time|10:42⟫
@channel the training box is back up, ssh into ⟦IP_ADDRESS|10.30.1.40⟧ as usual. if the alerts bot complains just use the shared one
⟦PERSON|Femi Adebayo⟧  10:43
SLACK_BOT_TOKEN=⟦APIKEY|$ak_slack1⟧
⟦PERSON|Femi Adebayo⟧  10:43
wait wrong channel 🤦 ignore that
⟦PERSON|Hyun-woo Park⟧  10:45
lol rotating it now. @⟦PERSON|Femi Adebayo⟧ pls dont paste tokens here, this channel has external guests from the ⟦PERSON|Zhou⟧ group
⟦PERSON|Inês Carvalho⟧  10:47
also reminder lab meeting moved to ⟪room_number|rm 1.08⟫, ⟦PERSON|Ioana⟧ is presenting the MolDiff ⟪model_version|v0.3⟫ results
"""),

("tenancy_agreement", """ASSURED SHORTHOLD TENANCY AGREEMENT (student let, joint & several)

Property: ⟦ADDRESS|27 Beechwood Terrace, Headingley, Leeds LS6 3EU⟧
Landlord: Mr ⟦PERSON|Stavros Georgiou⟧ of ⟦ADDRESS|118 Otley Road, Leeds LS16 5JX⟧ (tel. ⟦PHONE|0113 496 0871⟧)
Tenants: (1) ⟦PERSON|Ella Whitcombe-Hart⟧ (2) ⟦PERSON|Kwame Asante⟧ (3) ⟦PERSON|Ruby Tennant⟧
Guarantor for tenant (2): Mrs ⟦PERSON|Abena Asante⟧, ⟦ADDRESS|5 Lynton Avenue, Luton LU4 9AA⟧, DOB ⟦DATE_OF_BIRTH|19.04.1970⟧

Term: ⟪tenancy_term|1 July 2025 – 30 June 2026⟫.  Rent: ⟦AMOUNT|£1,785.00⟧ per calendar month for the whole property (⟦AMOUNT|£595⟧ pppm).
Deposit: ⟦AMOUNT|£2,380.00⟧ protected with the ⟪org_name|DPS⟫ (scheme ref ⟪deposit_scheme_ref|DPS-3327-1180-AZ⟫) within 30 days.
Rent payable by standing order to the Landlord's account, IBAN ⟦IBAN|$iban_gb3⟧.
"""),

("json_webhook", """{
  "event": "payment.succeeded",
  "id": "⟪event_id|evt_1PqR8sKx0Lm2Nc7aQe3Vb1ZD⟫",
  "created": ⟪unix_timestamp|1726650122⟫,
  "data": {
    "payer": {"name": "⟦PERSON|Daniel Ferreira-Lopes⟧", "email": "⟦EMAIL|dflopes@gmail.com⟧", "ip": "⟦IP_ADDRESS|89.155.203.47⟧"},
    "amount_display": "⟦AMOUNT|€7,450.00⟧",
    "description": "Tuition deposit - MSc Data Science (Sept 2025) - applicant ⟪applicant_no|2025-PG-30117⟫",
    "card": {"brand": "visa", "last4": "⟪card_last4|1184⟫", "exp": "⟪card_expiry|09/27⟫"},
    "billing_address": "⟦ADDRESS|Rua do Almada 212, 3º Esq, 4050-032 Porto, Portugal⟧",
    "merchant_id": "⟪merchant_id|acct_1Hx8TTLkQ92pzEuJ⟫"
  }
}
"""),

("reference_request", """Subject: reference for ⟦PERSON|Joon-ho⟧ — MSc deadline Fri!!

Hi Dr ⟦PERSON|Abernethy⟧,

Sorry for the short notice. Im applying to the MSc in Computational Neuroscience at ⟪city|Tübingen⟫ and need an academic reference by 31 Jan. The portal will email you a link from ⟦EMAIL|noreply@apply.uni-tuebingen.de⟧ — my applicant number is ⟪applicant_no|TUE-MSC-558102⟫.

They ask for my details as the referee knows them: ⟦PERSON|Kim Joon-ho⟧, student no. ⟪student_id|20193318⟫, DOB ⟦DATE_OF_BIRTH|11/05/2001⟧, graduated ⟪degree_class|2:1⟫ BSc Psychology 2023.

Also heads up I had mitigating circumstances in Y2 (⟦MEDICAL|glandular fever⟧, missed the Feb exams) in case they ask about the resit.

Thanks so much!!
⟦PERSON|Joon-ho⟧
⟦PHONE|+82 10-4471-2308⟧ (kakao: ⟦PERSON|joonho.kim.01⟧)
"""),

("k8s_secret", """apiVersion: v1
kind: Secret
metadata:
  name: ⟪resource_name|alumni-crm-secrets⟫
  namespace: advancement-prod
  labels:
    app.kubernetes.io/version: "⟪version|5.2.7⟫"
type: Opaque
stringData:
  SENDGRID_API_KEY: "⟦APIKEY|$ak_sendgrid1⟧"
  SALESFORCE_CLIENT_ID: "⟪client_id|3MVG9pe2TCoA1Pf5xKq0n8sRfQk⟫"
  SALESFORCE_CLIENT_SECRET: "⟦SECRET|E58C1F0B2A9D4C7E8B6A3F1D0C9E2B4A7F6D5C3B1A0E9D8C7B6A5F4E3D2C1B0A⟧"
  JWT_SIGNING_KEY: "⟦SECRET|$sec_jwtsecret1⟧"
  DB_DSN: "mysql://crm_app:⟦SECRET|Rk9!vQ2z#Lp4⟧@⟦IP_ADDRESS|10.60.4.11⟧:⟪port|3306⟫/alumni"
  STRIPE_KEY: "⟦APIKEY|$ak_stripe2⟧"
"""),

("auth_log", """Mar 04 22:17:09 alumni-web-02 sshd[⟪pid|18833⟫]: Failed password for invalid user admin from ⟦IP_ADDRESS|45.141.87.16⟧ port ⟪port|51122⟫ ssh2
Mar 04 22:17:12 alumni-web-02 sshd[18833]: Failed password for invalid user admin from ⟦IP_ADDRESS|45.141.87.16⟧ port 51130 ssh2
Mar 04 22:19:40 alumni-web-02 portal[2211]: login ok user=⟦PERSON|cmurtagh⟧ src=⟦IP_ADDRESS|86.44.192.7⟧ sid=⟦SECRET|$sec_cookie2⟧ mfa=totp
Mar 04 22:21:03 alumni-web-02 portal[2211]: password reset requested user=⟦PERSON|bheffernan⟧ email=⟦EMAIL|b.heffernan@eircom.net⟧ src=⟪doc_ipv6|2001:db8:4c1::17⟫
Mar 04 22:21:55 alumni-web-02 sshd[19002]: Accepted publickey for deploy from ⟦IP_ADDRESS|10.8.0.6⟧ port 40210 ssh2: ED25519 ⟪ssh_key_fingerprint|$dec_ssh_fp1⟫
Mar 04 22:24:31 alumni-web-02 portal[2211]: donation received donor=⟦PERSON|cmurtagh⟧ amount=⟦AMOUNT|EUR 250.00⟧ campaign=⟪campaign_code|GIVE24⟫
"""),

("incident_report", """INCIDENT REPORT — Form H&S-07 (⟪form_version|rev 4⟫)     Ref: ⟪incident_ref|IR-2025-0063⟫
Department: Chemistry — Synthetic Methods Lab (Bldg 12, ⟪room_number|Rm 3.41⟫)
Date/time of incident: 19/02/2025 16:40
Person affected: ⟦PERSON|Beatriz Sandoval Ortega⟧ (PhD student, staff/student no. ⟪staff_no|2118734⟫)
Home address (for occupational health follow-up): ⟦ADDRESS|9 Ferndale Mews, Sheffield S10 2QW⟧
Contact: ⟦PHONE|07543 118 092⟧

Description: while quenching a reaction containing hydrofluoric acid (⟪reagent|HF, 48%⟫) the outer glove split. Skin contact to right index finger approx. 10 s before rinsing.
First aid: ⟦MEDICAL|calcium gluconate gel⟧ applied by Dr ⟦PERSON|Marcus Lindqvist⟧ (first aider). Transferred to A&E, ⟪hospital_name|Northern General⟫. Diagnosis: ⟦MEDICAL|superficial HF burn, right index finger⟧; ⟦MEDICAL|serum calcium 2.11 mmol/L⟧ (low-normal), discharged with follow-up.
Witness: ⟦PERSON|Tobias Meng⟧
"""),

("consent_form", """PARTICIPANT CONSENT FORM — ⟪form_version|Version 3.1⟫, 02/12/2024 — IRAS ID ⟪ethics_ref|331872⟫
Study: SLEEP-TEEN: ⟪study_title|melatonin for insomnia in adolescents with ADHD⟫

Participant name: ⟦PERSON|Isla McCready⟧          Participant ID: ⟪trial_participant_id|ST-044⟫
Date of birth: ⟦DATE_OF_BIRTH|2009-07-08⟧                NHS number: ⟦NATIONAL_ID|$nid_nhs2⟧
Parent/guardian: ⟦PERSON|Fiona McCready⟧           Relationship: mother
Address: ⟦ADDRESS|3 Rowan Brae, Dunblane FK15 0GH⟧
Tel: ⟦PHONE|01786 822 614⟧   Email: ⟦EMAIL|fiona.mccready@btinternet.com⟧
Current medication: ⟦MEDICAL|methylphenidate XL 36 mg (Concerta)⟧; none other
Diagnosis confirmed: ⟦MEDICAL|ADHD combined type⟧ (2019); ⟦MEDICAL|chronic sleep-onset insomnia⟧

[x] I understand that my child will receive either ⟪protocol_arm|melatonin 3 mg or placebo⟫.
Signature: ⟦PERSON|F. McCready⟧    Researcher: Dr ⟦PERSON|Oyelaran⟧   Date: 11/12/2024
"""),
]

TEXTS += [
("sms_reminder", """IELTS reminder: Hi ⟦PERSON|Rohan Deshpande⟧, your Speaking test is at ⟪appointment_time|14:20⟫ on Sat 22 Mar, ⟪room_number|Room B12⟫, ⟪org_name|Lakeside Test Centre⟫. Bring the SAME passport you registered with (⟦PASSPORT|$pp_in1⟧). Candidate no. ⟪candidate_no|IN318-0552⟫. Running late? Call ⟦PHONE|0208 496 0917⟧. Reply STOP to opt out.
"""),

("email_quote", """Subject: Quote ⟪quote_no|Q-77120⟫ — NanoDrop One + accessories

Hi Dr ⟦PERSON|Haddad⟧,

Thanks for your time on the phone this morning. As discussed please find our quotation attached:

  ⟪product_code|ND-ONE-W⟫  NanoDrop One (Wi-Fi)            list ⟪list_price|£9,870.00⟫
  ⟪product_code|ND-CAL-02⟫ calibration kit                 list ⟪list_price|£214.00⟫
  Academic discount ⟪discount_rate|18%⟫ -> net ⟪quote_total|£8,268.88⟫ ex VAT, delivery included

Quote valid 30 days. If your department raises the PO this month I can also add a free extended warranty.

Best regards,
⟦PERSON|Marta Kowalczyk-Lee⟧
Inside Sales | Oxbridge Lab Supplies
Direct ⟦PHONE|+44 1865 496 112⟧
"""),

("price_list", """OXBRIDGE LAB SUPPLIES — Academic price list ⟪catalogue_version|2025/1⟫ (valid to 31.03.2025, prices ex VAT)

Code          Item                                  Pack     Price
⟪product_code|PT-10-F⟫       Filter tips 10 uL, sterile             960      ⟪unit_price|£38.40⟫
⟪product_code|PT-200-F⟫      Filter tips 200 uL, sterile            960      ⟪unit_price|£41.10⟫
⟪product_code|MC-15-NF⟫      Microtubes 1.5 mL, nuclease-free       500      ⟪unit_price|£22.95⟫
⟪product_code|GL-NIT-M⟫      Nitrile gloves, medium                 100      ⟪unit_price|£6.80⟫
⟪product_code|CRYO-2-EX⟫     Cryovials 2 mL, external thread        50       ⟪unit_price|£17.25⟫

Free delivery on orders over ⟪delivery_threshold|£150⟫. Bulk discount 5% above 20 packs. Hazardous goods surcharge ⟪surcharge|£12.50⟫ per consignment.
Catalogue checksum ⟪file_hash|$dec_md5_1⟫
"""),

("call_for_papers", """CALL FOR PAPERS — ⟪conference_name|ICLT 2025⟫, 9th Int. Conference on Language Testing
Venue: ⟪city|Lisbon⟫, 8–10 October 2025 (hybrid)

Important dates (AoE): abstracts ⟪deadline|14 March 2025⟫ · full papers 2 May · camera-ready 20 June
Format: max 8 pages, ⟪template_version|LaTeX template v1.6⟫, double-blind. Submissions via OpenReview.
Registration: early bird ⟪registration_fee|€420⟫, student ⟪registration_fee|€180⟫, virtual €95.
Network info for the demo session (test bed only): gateway ⟪doc_ip|192.0.2.1⟫, demo server ⟪doc_ip|198.51.100.40⟫, IPv6 ⟪doc_ipv6|2001:db8:10::1⟫.
Hashtag ⟪hashtag|#ICLT25⟫. Proceedings ISBN ⟪isbn|978-3-16-148410-0⟫.
"""),

("git_diff", """commit ⟪commit_sha|$dec_sha1_1⟫
Author: ⟦PERSON|Nadia Rahimi⟧ <⟦EMAIL|nrahimi@housing-devs.io⟧>
Date:   Tue Nov 12 16:03:51 2024 +0000

    move google creds to env (oops)

diff --git a/config/settings.py b/config/settings.py
index ⟪blob_hash|4e1a7c2⟫..9b0f3d1 100644
--- a/config/settings.py
+++ b/config/settings.py
@@ -12,7 +12,7 @@
-GOOGLE_MAPS_KEY = "⟦APIKEY|$ak_google1⟧"
+GOOGLE_MAPS_KEY = os.environ["GOOGLE_MAPS_KEY"]
 GOOGLE_OAUTH_CLIENT_ID = "⟪client_id|$dec_gclient1⟫"
-GOOGLE_OAUTH_CLIENT_SECRET = "⟦SECRET|$sec_gocspx1⟧"
+GOOGLE_OAUTH_CLIENT_SECRET = os.environ["GOOGLE_OAUTH_CLIENT_SECRET"]
"""),

("voicemail_transcript", """Voicemail (auto-transcribed, 11 Feb 09:12, ⟪call_duration|0:48⟫):
"Hi, this is ⟦PERSON|Beatrice⟧ from the accounts team at ⟪org_name|Linguaviva School of English⟫, I'm calling for Mr ⟦PERSON|Haruki Sato⟧ about the remaining balance of ⟦AMOUNT|one thousand three hundred and twenty pounds⟧ on the ⟪course_code|C1-ADV-W10⟫ course. We need that before the ⟪deadline|28th⟫ or we can't release the exam entry. Could you call me back on ⟦PHONE|oh two oh, seven nine four six, oh three one five⟧, extension ⟪extension|214⟫. Thanks, bye."
"""),

("csv_donations", """donor_id,name,gift_date,amount,fund,gift_aid
⟪donor_id|D-004812⟫,⟦PERSON|Harriet Olowe⟧,2024-11-30,⟦AMOUNT|£150.00⟧,⟪fund_code|SCH-HARDSHIP⟫,Y
⟪donor_id|D-009277⟫,⟦PERSON|Benedict Ashworth-Lyle⟧,2024-12-02,⟦AMOUNT|£2,500.00⟧,⟪fund_code|LIB-RENEW⟫,Y
⟪donor_id|D-010355⟫,⟦PERSON|Yuki Tanabe⟧,2024-12-02,⟦AMOUNT|£40.00⟧,SCH-HARDSHIP,N
TOTAL (3 gifts),,,⟪org_total|£2,690.00⟫,,
"""),

("python_traceback", """Traceback (most recent call last):
  File "⟪file_path|/srv/housing/app/payments.py⟫", line ⟪line_number|88⟫, in charge_deposit
    resp = stripe.Charge.create(amount=⟪minor_units_amount|35000⟫, currency="gbp", source=token)
stripe.error.CardError: Request ⟪request_id|req_Hk29aQ0xLm3⟫: Your card's security code is incorrect.

Local variables:
  student.email = '⟦EMAIL|lucia.ferrante@studenti.unimi.it⟧'
  student.name  = '⟦PERSON|Lucia Ferrante⟧'
  card_number   = '⟦CARD|$visa_2⟧'
  cvc           = '⟦CVV|913⟧'
  exp           = '⟪card_expiry|11/26⟫'
"""),

("live_chat", """[Chat ⟪chat_id|#FA-2291734⟫ — Financial Aid Office, Brookfield College]
Agent (⟦PERSON|Denise⟧): Hi! Thanks for contacting Financial Aid. How can I help?
Student: hi my Pell grant hasnt shown up. Im ⟦PERSON|Jaylen Washington⟧
Agent (⟦PERSON|Denise⟧): I can look into that, ⟦PERSON|Jaylen⟧. Can you verify your SSN and date of birth?
Student: ⟦SSN|$ssn_1⟧ and ⟦DATE_OF_BIRTH|April 3, 2005⟧
Agent (⟦PERSON|Denise⟧): Thank you. I see a Pell award of ⟦AMOUNT|$3,695⟧ for the ⟪award_year|2025–26⟫ year, but it's on hold pending verification of your FAFSA (school code ⟪school_code|002155⟫).
Student: ugh ok what do i send
Agent (⟦PERSON|Denise⟧): Upload your parents' 2023 tax transcript to the portal. I'll also email the checklist to ⟦EMAIL|jwashington05@gmail.com⟧.
"""),

("editorial_email", """From: ⟪org_name|Journal of Neurodevelopmental Research⟫ <⟦EMAIL|editorial@jndr-journal.org⟧>
Subject: Decision on manuscript ⟪manuscript_id|JNDR-D-24-01187R1⟫

Dear Dr ⟦PERSON|Lindahl⟧,

Thank you for submitting your revised manuscript. The handling editor, Prof. ⟦PERSON|Amara Osei⟧, has now received two reports. Reviewer 2 still has concerns about the effect sizes reported in Table 3 and asks you to cite ⟪doi|10.1016/j.dcn.2021.100934⟫.

Please note that if accepted, the article processing charge (list price ⟪apc_list_price|USD 3,150⟫) applies unless covered by your institution's agreement.

Kind regards,
Editorial Office
"""),

("welcome_pack", """WELCOME TO ⟪org_name|ST ALDATE'S HALL⟫ — ⟪room_number|Room 5.12⟫

Hi ⟦PERSON|Priya⟧! Here are your details for move-in weekend:

Wi-Fi network: ⟪wifi_ssid|HALLS-5G⟫
Login: ⟦PERSON|p.shah24⟧   Password: ⟦PASSWORD|Sunflower-Glass-18⟧   (change it at first login!)
Mailbox PIN: ⟦PASSWORD|2704⟧
Laundry card top-up: via the Circuit app, machines are ⟪unit_price|£3.20⟫ a wash.

Hall warden (out of hours): Mr ⟦PERSON|Tunde Bakare⟧, ⟦PHONE|07700 511 284⟧
"""),

("php_error_log", """[Thu Jan 16 09:31:02.118 2025] [php:warn] [pid ⟪pid|31144⟫] [client ⟦IP_ADDRESS|91.214.65.33⟧:50812] PHP Warning:  mysqli_connect(): (HY000/⟪error_code|1045⟫): Access denied for user 'alumni_rw'@'⟦IP_ADDRESS|10.44.2.9⟧' (using password: YES) in ⟪file_path|/var/www/alumni/inc/db.php⟫ on line 14
[Thu Jan 16 09:31:02.120 2025] [php:notice] [pid 31144] [client ⟦IP_ADDRESS|91.214.65.33⟧:50812] PHP Notice:  Undefined index: gift_aid in /var/www/alumni/give.php on line 203, POST donor_email='⟦EMAIL|graham.mcphee@outlook.com⟧'
"""),

("recovery_codes", """github-recovery-codes.txt

Account: ⟦PERSON|ehernandez-lab⟧
Generated: ⟪generated_at|2024-10-02T11:48:19Z⟫

⟦SECRET|$sec_gh_rc1⟧
⟦SECRET|$sec_gh_rc2⟧
⟦SECRET|$sec_gh_rc3⟧
⟦SECRET|$sec_gh_rc4⟧

Keep your recovery codes as safe as your password. We recommend saving them with a password manager such as ⟪product_name|1Password⟫.
Each code can be used only once. Docs: https://docs.github.com/⟪doc_path|authentication/securing-your-account⟫
"""),

("helpdesk_email", """From: IT Service Desk <⟦EMAIL|servicedesk@brookes-lab.ac.uk⟧>
To: ⟦PERSON|Ahmed Khalil⟧
Subject: [⟪ticket_id|RITM0093311⟫] VPN MFA re-enrolment

Hi ⟦PERSON|Ahmed⟧,

Your VPN token has been reset. If the QR code in the portal won't scan, enter this key manually in your authenticator app:

    ⟦SECRET|$sec_totp1⟧

Account: ⟦PERSON|akhalil⟧ · Issuer: ⟪totp_issuer|BrookesLab-VPN⟫ · Digits: 6 · Period: 30s
This email contains a secret — please delete it once set up.
"""),

("discord_chat", """#ielts-grind-2025  ·  Discord
[21:02] ⟦PERSON|sofia_mdz⟧: guys i made a bot that posts the daily writing task 😎 webhook is ⟦SECRET|$sec_discordhook1⟧ add it to ur servers
[21:03] ⟦PERSON|thekarankapoor⟧: ⟦PERSON|sofia⟧ u just leaked ur webhook lmao anyone can spam it now
[21:03] ⟦PERSON|sofia_mdz⟧: oh no 💀 deleting
[21:05] ⟦PERSON|minh.anh.tr⟧: anyway band 7 in writing finally!!! overall ⟪test_score|7.5⟫, thank u for the task 2 tips
[21:06] ⟦PERSON|thekarankapoor⟧: lets goooo 🎉
"""),

("appointment_email", """From: ⟪org_name|TLScontact UK⟫ <⟦EMAIL|noreply@tlscontact.example⟧>
Subject: Appointment confirmation ⟪appointment_ref|GBLON2fr-4471093⟫

Dear Mr ⟦PERSON|Oyelowo⟧,

Your biometrics appointment for a French long-stay student visa is confirmed for 04/06/2025 at 10:15, ⟪place_name|Westminster Bridge Road⟫ centre.
Applicant: ⟦PERSON|OYELOWO Babatunde Michael⟧ — passport ⟦PASSPORT|$pp_ng2⟧
Prime Time service paid: ⟦AMOUNT|£56.00⟧ (transaction ⟪transaction_id|TX-88213406⟫)

Please bring your Campus France attestation. For queries call ⟦PHONE|020 3318 6000⟧ (charged at local rate).
"""),

("screening_questionnaire", """ONLINE PRE-SCREENING — Healthy Volunteer Panel (submission ⟪submission_id|HV-2025-03117⟫)
Q1 Name: ⟦PERSON|Kieran Mulholland⟧
Q2 Date of birth: ⟦DATE_OF_BIRTH|24/10/1993⟧
Q3 Height / weight: ⟪body_measurement|182 cm⟫ / 88 kg
Q4 Do you have any long-term conditions?  Yes — ⟦MEDICAL|mild asthma⟧, ⟦MEDICAL|eczema⟧
Q5 Current medicines: ⟦MEDICAL|Clenil 100 inhaler twice daily⟧
Q6 Have you taken part in a trial in the last 3 months?  No
Q7 Best contact number: ⟦PHONE|07392 004 817⟧
Q8 How did you hear about us?  Flyer in the ⟪org_name|SU⟫ building
Eligibility engine ⟪software_version|v4.2.0⟫: AMBER (asthma — needs PI review)
"""),

("app_log_jsonl", """{"ts":"⟪iso_timestamp|2025-01-08T10:02:11.532Z⟫","level":"INFO","svc":"admissions-portal","user":"⟦PERSON|fnakashima⟧","ip":"⟦IP_ADDRESS|126.18.44.203⟧","action":"upload","file":"transcript_final.pdf","size":482113}
{"ts":"2025-01-08T10:02:40.017Z","level":"WARN","svc":"admissions-portal","user":"⟦PERSON|fnakashima⟧","ip":"⟦IP_ADDRESS|126.18.44.203⟧","action":"upload","error":"file too large","size":⟪file_size|21474836⟫}
{"ts":"2025-01-08T10:05:13.904Z","level":"INFO","svc":"admissions-portal","user":"⟦PERSON|oadewale⟧","ip":"⟦IP_ADDRESS|2c0f:f5c0:440:1a2::3e⟧","action":"submit","application":"⟪application_ref|PG-25-004412⟫","trace":"⟪trace_id|$dec_uuid1⟫"}
"""),

("lab_notes", """Participant log — EEG attention study, week 3 (internal, do not upload)

P07 — ⟦PERSON|Tomasz⟧ — session 2 done, paid ⟦AMOUNT|£30⟧ voucher. Reported ⟦MEDICAL|migraine⟧ the night before, data flagged.
P08 — ⟦PERSON|Grace N.⟧ — withdrew, no payment.
P09 — ⟦PERSON|Dev⟧ — session 1 done, paid ⟦AMOUNT|£15⟧ voucher. Cap size ⟪equipment_setting|56 cm⟫, impedance < 10 kΩ.
Ethics ref ⟪ethics_ref|PSY-ETH-2024-221⟫. Next booking slots: Tue 14:00, Thu 10:00 (booked via Calendly).
"""),

("receipt", """RECIBO / RECEIPT  ⟪receipt_no|Nº 2025-00871⟫
⟪org_name|Cambridge English Centre Porto Alegre⟫
Exam: B2 First (FCE) — session ⟪exam_session|JUN-25-PAPER⟫
Candidate / paid by: ⟦PERSON|Ana Lúcia Prado⟧
Amount paid: ⟦AMOUNT|R$ 1.480,00⟧
Payment: Mastercard ⟪masked_card|**** **** **** 2291⟫, 3x sem juros
Receipt sent to: ⟦EMAIL|analuciaprado@uol.com.br⟧
"""),

("forum_scam_warning", """[Student Room forum] ⚠️ SCAM WARNING - "room near Aston uni" on Facebook Marketplace

Lost ⟦AMOUNT|£1,150⟧ to this. Guy calls himself ⟦PERSON|Daniel Rourke⟧, says he's working in Dubai so can't show the room, sends a fake tenancy and asks for deposit + first month to ⟦IBAN|$iban_gb2⟧. Number he used ⟦PHONE|+44 7441 902 553⟧ (WhatsApp only). Reported to ⟪org_name|Action Fraud⟫, ref ⟪crime_ref|NFRC240918335⟫.

If anyone gets messages from him DON'T PAY. The listing photos are from a ⟪org_name|Unite Students⟫ building.
"""),

("bank_transfer_confirmation", """SEPA CREDIT TRANSFER — CONFIRMATION
Ordering customer: ⟦PERSON|Lukas Brandstätter⟧, ⟦ADDRESS|Lindengasse 14/7, 1070 Wien⟧
Debit account: ⟦IBAN|$iban_at1⟧
Beneficiary: ⟪org_name|Universiteit van Amsterdam⟫, IBAN ⟪org_iban|$iban_nl_org⟫, BIC ⟪bic|ABNANL2A⟫
Amount: ⟦AMOUNT|EUR 6.375,00⟧
Remittance info: tuition 2025-26 student ⟪student_id|14820339⟫
Execution date: 15.08.2025    Fee: ⟪bank_fee|EUR 0,00⟫    Reference: ⟪transfer_ref|ATW250815-0091⟫
"""),

("ci_config", """# .gitlab-ci.yml — journal site static build
variables:
  NODE_VERSION: "⟪version|20.11⟫"
  GITLAB_TOKEN: "⟦APIKEY|$ak_glpat1⟧"     # TODO move to masked var
  NPM_TOKEN: "⟦APIKEY|$ak_npm1⟧"
  DEPLOY_HOST: "⟦IP_ADDRESS|84.17.60.212⟧"

deploy:
  stage: deploy
  script:
    - echo "//registry.npmjs.org/:_authToken=${NPM_TOKEN}" > .npmrc
    - rsync -az public/ deploy@${DEPLOY_HOST}:/var/www/jcl-journal/
  only: [main]
  tags: [⟪runner_tag|shared-docker⟫]
  image: node:⟪image_tag|20.11-alpine⟫
"""),

("registration_form", """EuroCogSci 2025 — Registration (entry ⟪registration_id|#0417⟫)
Name: Dr ⟦PERSON|Marguerite Kanté-Leblanc⟧
Affiliation: ⟪org_name|Université Grenoble Alpes⟫
Email: ⟦EMAIL|m.kante-leblanc@univ-grenoble-alpes.fr⟧
Mobile (for on-site changes): ⟦PHONE|+33 6 71 48 22 09⟧
Registration type: ⟪registration_type|Regular member⟫ (⟪registration_fee|€510⟫)
Dietary / access needs: ⟦MEDICAL|coeliac disease⟧ — strictly gluten free please; step-free access
Dinner ticket: yes (+1 guest: ⟦PERSON|Olivier Leblanc⟧)
"""),
]

TEXTS += [
("phone_message_note", """WHILE YOU WERE OUT — Student Finance reception, 14:05
For: ⟦PERSON|Gareth⟧
Caller: Mrs ⟦PERSON|Delacroix⟧ (mother of ⟦PERSON|Théo Delacroix⟧, 2nd yr Engineering)
Re: refund of overpaid fees — says ⟦AMOUNT|£2,100⟧ was paid twice in Oct (once by her card, once by his loan)
Please call back: ⟦PHONE|+33 6 12 45 78 90⟧ (she's in ⟪city|Lyon⟫, 1 hr ahead)
Taken by: ⟦PERSON|Sunita⟧    Case no. ⟪case_no|SF-CASE-30918⟫
"""),

("teams_chat", """[Microsoft Teams — Admissions Systems]
⟦PERSON|Declan Moriarty⟧ 09:14
I've wired the offer-letter flow to post failures into this channel. Connector URL for anyone updating the Power Automate flow:
⟦SECRET|$sec_teams1⟧
⟦PERSON|Rachel Goh⟧ 09:20
thanks! is this the ⟪software_version|v2⟫ flow or the old one? the old one still points at ⟪doc_ip|203.0.113.77⟫
⟦PERSON|Declan Moriarty⟧ 09:22
v2. old one is retired since ⟪change_ref|CHG0041207⟫
"""),

("direct_debit_confirmation", """Dear ⟦PERSON|Ciarán Ó Briain⟧,

Thank you for becoming a regular supporter of the ⟪fund_name|Trinity Access Fund⟫. This letter confirms your SEPA Direct Debit:

  Amount:              ⟦AMOUNT|€30.00⟧ monthly, from 1 March 2025
  Debtor account:      ⟦IBAN|$iban_ie1⟧
  Address on record:   ⟦ADDRESS|22 Castle Park, Monkstown, Co. Dublin A94 X2K7⟧
  Mandate reference:   ⟪mandate_ref|TAF-DD-00018834⟫
  Creditor identifier: ⟪creditor_id|IE98ZZZ301452⟫

You can change or cancel at any time by contacting the Alumni Office.
"""),

("settings_py", """# shop/settings/production.py  — Helix Labware webshop
DEBUG = False
ALLOWED_HOSTS = ["shop.helixlabware.example", "⟦IP_ADDRESS|34.89.117.205⟧"]

DATABASES = {"default": {"ENGINE": "django.db.backends.postgresql", "NAME": "shop",
                         "USER": "shop_app", "PASSWORD": "⟦PASSWORD|tr1ple-Pipette-88⟧", "HOST": "⟦IP_ADDRESS|10.154.0.12⟧", "PORT": "⟪port|5432⟫"}}

MAILGUN_API_KEY = "⟦APIKEY|$ak_mailgun1⟧"
TWILIO_ACCOUNT_SID = "⟪account_sid|$dec_twilio_ac1⟫"
TWILIO_AUTH_TOKEN = "⟦SECRET|$sec_twilioauth1⟧"
SENTRY_RELEASE = "⟪release_tag|shop@1.42.3⟫"
"""),

("payment_form_w9", """RESEARCH PARTICIPANT PAYMENT REQUEST (payments over ⟪policy_threshold|$600/yr⟫ require a W-9)
Study: ⟪study_code|IRB-2024-0712⟫ Sleep & Memory in College Students   PI: Dr ⟦PERSON|L. Farooqui⟧
Payee name: ⟦PERSON|Brianna Castellano⟧
SSN: ⟦SSN|$ssn_2⟧
Mailing address: ⟦ADDRESS|418 Elmwood Ave Apt 2, Buffalo, NY 14222⟧
Amount: ⟦AMOUNT|$450.00⟧ (9 overnight sessions)
Payment method: check   Cost center: ⟪cost_center|CC-44120-PSY⟫
"""),

("phone_payment_transcript", """[Conference registration hotline — call 4 of 12, recorded for training]
Operator: ...and how would you like to pay the ⟪registration_fee|£395⟫ member rate?
Caller: Card please. It's ⟦CARD|$mc_1⟧.
Operator: Expiry?
Caller: ⟪card_expiry|08/27⟫.
Operator: And the three digits on the back?
Caller: ⟦CVV|471⟧.
Operator: Name as on the card?
Caller: ⟦PERSON|Helena Vasquez-Moreau⟧.
Operator: Thank you ⟦PERSON|Helena⟧, that's gone through, ⟦AMOUNT|three hundred and ninety-five pounds⟧ charged, confirmation number ⟪confirmation_no|ACB-25-7713⟫ to your email.
"""),

("forum_post", """Posted in r/ImmigrationCanada by u/⟦PERSON|rajat_in_halifax⟧

Finally got my study permit 🎉 timeline for anyone curious: applied 12 Jun, biometrics 20 Jun, AOR 21 Jun, approved 29 Jul. Program: ⟪program_name|Applied Data Analytics⟫ at ⟪org_name|Saint Mary's⟫.

The GIC requirement is ⟪gic_requirement|CAD 20,635⟫ now but I put ⟦AMOUNT|CAD 22,000⟧ in with Scotiabank just to be safe. Tip: once you land get your SIN right away at Service Canada - mine came same day (⟦NATIONAL_ID|$nid_sin1⟧, yes I know I shouldn't post it, will edit lol).
"""),

("consultancy_email", """From: ⟦PERSON|Meenakshi Iyer⟧ <⟦EMAIL|meenakshi@globalpathoverseas.in⟧>
To: ⟦EMAIL|harshvardhan.reddy22@gmail.com⟧
Subject: Docs checklist - UK Student visa - file ⟪file_no|GPO/UK/25/0419⟫

Dear ⟦PERSON|Harshvardhan⟧,

I have filled the draft application using the documents you shared on WhatsApp:
 - Passport: ⟦PASSPORT|$pp_in2⟧
 - Aadhaar (for the affidavit of support): ⟦NATIONAL_ID|$nid_aadhaar1⟧
 - Father's sponsorship letter: ⟦AMOUNT|Rs 28,40,000⟧ in FD, statement dated 02-05-2025

Please do not forward the Aadhaar copy to anyone else. Our consultancy fee ⟪fee|Rs 35,000⟫ + GST is due before submission.

Regards,
⟦PERSON|Meenakshi⟧ | ⟦PHONE|+91 80 4718 2290⟧
"""),

("service_ticket", """FIELD SERVICE REQUEST ⟪service_ticket_id|FSR-2025-11874⟫  — Ultracentrifuge Optima XPN-100 (s/n ⟪serial_number|CX20311⟫)
Site contact: Dr ⟦PERSON|Anouk Vermeulen⟧
Lab access: Building 40, level 2. Lab door code ⟦PASSWORD|2 5 8 0⟧ then press *. Freezer room is the same code.
Contact on the day: ⟦PHONE|+31 6 2215 9048⟧ (⟦PERSON|Anouk⟧) or ⟦PERSON|Bas⟧ (technician) ext. 4411
Fault: rotor imbalance error ⟪error_code|E-104⟫ at 60k rpm, log file attached (⟪file_hash|$dec_sha256_1⟫)
"""),

("authorized_key_leak", """# found in public bucket: lab-backups/cryo-gpu01/home/⟦PERSON|lwanjiru⟧/.ssh/id_ed25519
⟦SECRET|$sec_pem2⟧

# id_ed25519.pub
ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHx0aQ9sE4m3v1Rk2V6kqgT0c2N9uYwY8bZpF1JqLmXa ⟦PERSON|lwanjiru⟧@cryo-gpu01
# key fingerprint ⟪ssh_key_fingerprint|SHA256:Kp2mO1v8Rz0dZt4yWn9Lq3Xc5Hs7Ae6Bf1Gj8Ui2Yk0⟫
"""),

("reviewer_invitation", """Dear Dr ⟦PERSON|Tomasz Ostrowski⟧,

You have been invited to review "⟪paper_title|Adaptive testing for L2 listening: a Rasch approach⟫" (⟪manuscript_id|LTJ-2025-0093⟫) for Language Testing Journal.

A reviewer account has been created for you:
  Username: ⟦PERSON|t.ostrowski⟧
  Temporary password: ⟦PASSWORD|Rev!ew2025-Kq⟧
Please change it at first login at the ⟪software_name|ScholarOne⟫ site. Reviews are due within 21 days.

With best wishes,
⟦PERSON|Caroline Beaumont-Hay⟧, Managing Editor
"""),

("maintenance_request", """Maintenance request — submitted via Resident Portal
Name: ⟦PERSON|Imogen Fairclough⟧   Block/Flat: ⟪room_number|C / 3.14⟫   Request ID: ⟪request_id|MR-88104⟫
Category: Damp & mould
Description: black mould back again behind the wardrobe and on the window frame. I have ⟦MEDICAL|asthma⟧ and it's getting noticeably worse, GP has upped my ⟦MEDICAL|preventer inhaler⟧. Please can someone come before the weekend. Ok to enter if I'm not in.
Preferred contact: ⟦PHONE|07415 883 902⟧
Priority (auto): ⟪priority|P3⟫
"""),

("alumni_class_notes", """CLASS NOTES — Spring issue

'89 — ⟦PERSON|Rosalind Achebe-Morris⟧ retired after 30 years at the ⟪org_name|Met Office⟫ and is now volunteering with the Jurassic Coast Trust. She says hello to everyone from Ashby Hall!
'97 — ⟦PERSON|Dominic Fenwick⟧ writes that he is recovering well from a ⟦MEDICAL|hip replacement⟧ and is "back on the bike by Easter".
'04 — ⟦PERSON|Leila Haddadi⟧ and ⟦PERSON|Marcus Tiernan⟧ (both Physics) welcomed twins, ⟦PERSON|Noor⟧ and ⟦PERSON|Eli⟧, in November.
'12 — Congratulations to ⟦PERSON|Chidi Okeke⟧, appointed head of ⟪org_name|Northgate Academy⟫.
Send your news to the Alumni Office by ⟪deadline|30 April⟫.
"""),
]

TEXTS += [
("scholarship_form", """NUS Overseas Exchange Bursary — application (ref ⟪application_ref|OEB-25-1187⟫)
Full name: ⟦PERSON|Tan Hui Min, Rachel⟧
NRIC: ⟦NATIONAL_ID|$nid_nric1⟧          Date of birth: ⟦DATE_OF_BIRTH|12 Apr 1998⟧
Email: ⟦EMAIL|rachel.tanhm@u.nus.edu⟧
Gross monthly household income: ⟦AMOUNT|S$4,850⟧ (4 members)
Exchange: ⟪org_name|KTH Royal Institute of Technology⟫, AY2025/26 Sem 1
Bursary quantum applied for: ⟪bursary_band|Band B⟫ (up to ⟪bursary_cap|S$3,000⟫)
"""),

("sync_script", """#!/usr/bin/env python3
# sync alumni events from Notion -> Linear board  (quick hack, ask ⟦PERSON|Odile⟧ before changing)
import os, requests

NOTION_TOKEN = os.getenv("NOTION_TOKEN", "⟦APIKEY|$ak_notion1⟧")
LINEAR_KEY = "⟦APIKEY|$ak_linear1⟧"
DATABASE_ID = "⟪database_id|$dec_uuid2⟫"
TEAM_KEY = "⟪team_key|ALUM⟫"

def fetch_events():
    r = requests.post(f"https://api.notion.com/v1/databases/{DATABASE_ID}/query",
                      headers={"Authorization": f"Bearer {NOTION_TOKEN}", "Notion-Version": "⟪api_version|2022-06-28⟫"})
    return r.json()["results"]
"""),

("bank_statement", """MONZO — Statement for Ms ⟦PERSON|Freya Lindqvist-Obi⟧
⟦ADDRESS|Flat 2, 9 Marchmont Crescent, Edinburgh EH9 1HN⟧
Sort code ⟪masked_sort_code|04-00-**⟫  Account ⟪masked_account|****8831⟫   Period 01–31 Oct 2024

01 Oct  Opening balance                                   ⟦AMOUNT|£1,204.66⟧
03 Oct  SLC MAINT LOAN                       +⟦AMOUNT|£3,211.90⟧
04 Oct  UNITE STUDENTS RENT                  -⟦AMOUNT|£2,046.00⟧
11 Oct  TESCO STORES 2291                    -⟦AMOUNT|£38.41⟧
19 Oct  ⟪merchant_name|STEAM PURCHASE⟫                       -⟦AMOUNT|£12.99⟧
31 Oct  Closing balance                                   ⟦AMOUNT|£2,287.31⟧
"""),
]

TEXTS += [
("transcript_request", """ALUMNI RECORDS — Official transcript request (online form, received ⟪received_at|2025-02-03 08:51⟫)
Current name: ⟦PERSON|Joanna Pietrzak-Hale⟧
Name while studying: ⟦PERSON|Joanna Pietrzak⟧
Date of birth: ⟦DATE_OF_BIRTH|1988-11-02⟧
Programme / years: BA French & Linguistics, 2006–2010 (student no. ⟪student_id|0612293⟫)
Send to: ⟦ADDRESS|31 Alder Grove, Cheltenham GL52 6RP⟧
Copies: 2 (one sealed for ⟪org_name|WES⟫ evaluation)
Fee paid: ⟦AMOUNT|£30.00⟧ by card ending ⟪card_last4|5570⟫
"""),

("adverse_event_log", """trial,participant,visit,event,grade,related,action
⟪trial_code|NEUROPATH-3⟫,⟪trial_participant_id|NP3-017⟫,V4,⟦MEDICAL|dizziness on standing⟧,1,possible,none
NEUROPATH-3,⟪trial_participant_id|NP3-022⟫,V3,⟦MEDICAL|ALT 3.1x ULN⟧,2,probable,dose held
NEUROPATH-3,⟪trial_participant_id|NP3-031⟫,V5,⟦MEDICAL|urinary tract infection⟧,2,unlikely,⟦MEDICAL|nitrofurantoin 5 days⟧
NEUROPATH-3,NP3-017,V5,⟦MEDICAL|syncope⟧,3,possible,withdrawn; SAE ⟪sae_ref|SAE-2025-004⟫
"""),

("expense_claim", """SPEAKER EXPENSES CLAIM — ⟪conference_name|ECER 2025⟫ (keynote travel)
Claimant: Prof. ⟦PERSON|Sabine Krautwurst⟧
Home address: ⟦ADDRESS|Mozartstraße 19, 79104 Freiburg im Breisgau⟧
Email: ⟦EMAIL|sabine.krautwurst@posteo.de⟧
Bank (IBAN): ⟦IBAN|$iban_de1⟧   BIC ⟪bic|MARKDEF1100⟫
Items: flight FRA-DUB ⟦AMOUNT|€412.40⟧, hotel 2 nights ⟦AMOUNT|€200.00⟧ (capped at ⟪policy_cap|€100⟫/night)
Total claimed: ⟦AMOUNT|€612.40⟧       Cost code ⟪cost_center|KEY-ECER-25⟫
"""),

("sms_class_cancel", """Linguaviva: Hi, tonight's IELTS prep (⟪course_code|IP-EVE-3⟫, ⟪room_number|Rm 4⟫) is cancelled as Ms ⟦PERSON|Okafor⟧ is unwell. Makeup class Sat ⟪appointment_time|10:00⟫. Qs: ⟦PHONE|0117 496 0045⟧
"""),
]

TEXTS += [
("cdn_access_log", """2025-03-09T18:22:04Z edge=LHR61 client=⟦IP_ADDRESS|81.98.203.14⟧ GET /styles/v1/housing/map.json?access_token=⟪publishable_key|$dec_mapbox_pk⟫ 200 ⟪bytes|18211⟫
2025-03-09T18:22:05Z edge=LHR61 client=⟦IP_ADDRESS|81.98.203.14⟧ GET /uploads/v1/housing?access_token=⟦APIKEY|$ak_mapbox1⟧ 403 212
2025-03-09T18:22:07Z edge=LHR61 client=⟪loopback|127.0.0.1⟫ GET /healthcheck 200 2 ua=⟪user_agent|ELB-HealthChecker/2.0⟫
"""),

("personal_statement", """[draft 3 — personal statement, MSc Global Health]
... My interest in chronic illness is personal. In my second year I was diagnosed with ⟦MEDICAL|ME/CFS⟧ and spent eight months on a ⟦MEDICAL|graded activity programme⟧, which is also why my transcript shows a ⟪degree_class|2:2⟫ in Year 2. Recovering taught me how invisible these conditions are to employers and universities...

(notes to self: ask Dr ⟦PERSON|Mbatha⟧ to mention the extenuating circs; word count ⟪word_count|3,980⟫ chars — limit is 4,000)
"""),

("terraform_tfvars", """# envs/prod/terraform.tfvars — research-computing cluster (DO NOT COMMIT)
do_token            = "⟦APIKEY|$ak_do1⟧"
region              = "⟪cloud_region|lon1⟫"
droplet_size        = "⟪instance_type|g-8vcpu-32gb⟫"
db_admin_password   = "⟦PASSWORD|Gl4cier_Lab_Ops!⟧"
allowed_ssh_ip      = "⟦IP_ADDRESS|147.188.22.61⟧"   # ⟦PERSON|Okwudili⟧'s home IP, remove when he leaves
cluster_version     = "⟪version|1.30.2-do.0⟫"
"""),
]

TEXTS += [
("appeals_panel_minutes", """STUDENT FINANCE HARDSHIP PANEL — confidential minutes, 20 Nov 2024
Panel: ⟦PERSON|D. Oyinlola⟧ (chair), ⟦PERSON|K. Brennan⟧, ⟦PERSON|S. Ramaswamy⟧ (SU advice)

Case ⟪case_no|HF-24-118⟫ — ⟦PERSON|Aleksander Nowicki⟧, Yr 3 Architecture. Rent arrears of ⟦AMOUNT|£1,860⟧ after parent's business closed. Evidence of ⟦MEDICAL|depression⟧ (GP letter, on ⟦MEDICAL|sertraline⟧). Award: ⟦AMOUNT|£1,200⟧ non-repayable.
Case ⟪case_no|HF-24-121⟫ — ⟦PERSON|Fatoumata Diallo⟧, PGT Public Health. Laptop stolen; requested ⟦AMOUNT|£650⟧. Award: laptop loan scheme instead (no cash award).
Fund position after meeting: ⟪org_balance|£18,440⟫ remaining of ⟪org_total|£60,000⟫ annual allocation.
"""),

("cron_email", """From: Cron Daemon <root@alumni-db01>
Subject: Cron <root@alumni-db01> /opt/backup/nightly.sh

+ mysqldump -h ⟦IP_ADDRESS|10.44.2.7⟧ -u backup -p'⟦PASSWORD|Bk#Alumni!2023⟧' --single-transaction raisers_edge
mysqldump: [Warning] Using a password on the command line interface can be insecure.
+ aws s3 cp /backup/raisers_edge_⟪file_date|20250111⟫.sql.gz s3://⟪bucket_name|uni-adv-backups⟫/nightly/
upload: ./raisers_edge_20250111.sql.gz to s3://uni-adv-backups/nightly/raisers_edge_20250111.sql.gz
+ echo 'done in 412s'
"""),

("ocr_student_card", """[OCR — ⟪file_name|IMG_20250114_0932.jpg⟫]
UNIVERSITY OF ⟪org_name|WESTBRIDGE⟫   STUDENT
⟦PERSON|MOHAMMED ALI RAZA⟧
Date of Birth ⟦DATE_OF_BIRTH|07-Jan-2004⟧
Student No ⟪student_id|2301 8847⟫   Valid to ⟪card_validity|09/2027⟫
Library barcode ⟪barcode|29001004418827⟫
"""),

("whatsapp_parent", """[WhatsApp] Mum ❤️
Mum: ok ⟦PERSON|Kofi⟧ I've paid the deposit for the halls now, ⟦AMOUNT|£250⟧ went through 👍
Mum: but it's asking for card again for the rest of the year payment plan??
Mum: this is my card ⟦CARD|$visa_4⟧ exp ⟪card_expiry|05/28⟫ cvv ⟦CVV|082⟧ can you do it on your laptop
me: MUM don't send that on whatsapp 😭 delete it
me: ok done, first instalment ⟦AMOUNT|£1,933.33⟧ on 1 Oct, ref ⟪payment_ref|ACC-PP-55129⟫
"""),
]

TEXTS += [
("jupyter_cell", """In [14]:
import anthropic, openai
client = anthropic.Anthropic(api_key="⟦APIKEY|$ak_anthropic1⟧")  # ⟦PERSON|Sneha⟧'s key, lab budget
oa = openai.OpenAI(api_key="⟦APIKEY|$ak_openai1⟧")
resp = client.messages.create(model="⟪model_name|claude-3-5-sonnet-20241022⟫", max_tokens=⟪max_tokens|1024⟫,
    messages=[{"role": "user", "content": "Summarise these 40 abstracts for the ⟪conference_name|ACL⟫ workshop"}])
Out[14]: Message(id='⟪message_id|msg_01XkQ8vTz3pR2mLw7aB9cD4e⟫', ...)
"""),

("google_review", """⭐⭐⭐⭐⭐  ⟦PERSON|Giulia R.⟧ · Local Guide · 2 months ago
Did the 8-week Cambridge C1 course at ⟪org_name|Harbourside Languages⟫ and passed with ⟪test_score|198⟫!! ⟦PERSON|Siobhan⟧ is the best teacher I ever had, and Mr ⟦PERSON|Aziz⟧ in the office sorted my visa letter in one day. Price was ⟪course_price|€1,450⟫ which is not cheap but worth it.
Response from the owner: Grazie ⟦PERSON|Giulia⟧! We'll pass it on to ⟦PERSON|Siobhan⟧ 😊
"""),

("loan_application_extract", """STUDENT FINANCE ENGLAND — new full-time application 2025/26 (extract for casework)
Customer: ⟦PERSON|Oluwatobi Hassan-Reid⟧     CRN ⟪customer_ref|11904452017⟫
National Insurance number: ⟦NATIONAL_ID|$nid_nino1⟧
Date of birth: ⟦DATE_OF_BIRTH|29/08/2006⟧
Course: ⟪course_code|L100⟫ BSc Economics, ⟪org_name|University of Kent⟫
Household income declared: ⟦AMOUNT|£31,420⟧ (parent 1 only)
"""),

("payout_notification", """Stripe payout ⟪payout_id|po_1QxT7HLzZ2bC9dKq8nVw0F3a⟫ for ⟪org_name|Harbourside Languages Ltd⟫
Amount: ⟪org_payout|€18,204.55⟫ → account ⟪masked_account|•••• 4410⟫, expected 14 Mar 2025
Includes 41 charges and 2 refunds. Fees: ⟪org_fees|€533.17⟫.
Questions? ⟦EMAIL|support@stripe.com⟧
"""),

("pr_review_comment", """**⟦PERSON|kwabena-mensah⟧** commented on `bot/notify.py` line ⟪line_number|7⟫ · PR ⟪pr_number|#212⟫ (exam-slots-bot)

> TELEGRAM_TOKEN = "⟦APIKEY|$ak_telegram1⟧"

@⟦PERSON|yaa-asantewaa⟧ this is the real bot token right? please revoke it with @BotFather and load from env instead. Also the commit ⟪commit_sha|$dec_sha1_2⟫ still has it in history so we'll need to rotate regardless.
"""),
]
