# -*- coding: utf-8 -*-
"""blind52 English texts. Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name from values.VALUES."""

TEXTS = []

# ---------------------------------------------------------------- part 1
TEXTS += [
("council_tax_arrears_email", """Subject: Council tax account ⟪council_tax_ref|40018873⟫ - payment plan please

Hi,

Im writing about the reminder dated ⟪letter_date|3 Feb⟫ for my flat at ⟦ADDRESS|Flat 4, 27 Ellesmere Road, Stockport SK3 9DW⟧. I know I owe ⟦AMOUNT|£612.40⟧ and I cant pay it in one go since I lost my job in December. Could I pay ⟦AMOUNT|£60⟧ a month instead? My ex ⟦PERSON|Callum Reyes⟧ moved out on 14 January so I think I should be getting the ⟪discount_rate|25%⟫ single person discount from then as well.

Thanks,
⟦PERSON|Shannon Whitlow⟧
⟦PHONE|07723 418 906⟧
⟦EMAIL|shannon.whitlow88@gmail.com⟧
Sent from my iPhone"""),

("pcn_appeal_webform", """Penalty Charge Notice - challenge form (informal representation)

PCN number: ⟪pcn_number|WK40917735⟫
Vehicle registration: LK19 XRT
Date/time of contravention: ⟪contravention_time|11/03/2024 09:42⟫
Contravention code: ⟪contravention_code|40⟫ - parked in a designated disabled person's parking place without displaying a valid badge

Your full name: ⟦PERSON|Priya Natarajan⟧
Address: ⟦ADDRESS|88 Kingfisher Way, Bicester OX26 6GH⟧
Email: ⟦EMAIL|p.natarajan@outlook.com⟧
Daytime phone: ⟦PHONE|+44 7911 204 557⟧

Grounds for challenge:
I do hold a Blue Badge (badge no BB77302291) because of my ⟦MEDICAL|multiple sclerosis⟧ and it WAS displayed, it must have slid off the dash when I slammed the door. Photo attached showing it on the floor of the car. I also paid the ⟦AMOUNT|£35.00⟧ online the same evening before I realised I could challenge, can this be refunded if you accept? thank you"""),

("slack_devops_channel", """#permits-platform
[09:14] ⟦PERSON|dkowalczyk⟧: heads up, staging deploy of permits-api ⟪version|v2.14.3⟫ is failing on the GOV.UK Notify step
[09:15] ⟦PERSON|dkowalczyk⟧: the key in .env.staging is the old one, use this (live, dont paste anywhere else pls): NOTIFY_API_KEY=⟦APIKEY|$notify1⟧
[09:17] ⟦PERSON|amara.osei⟧: 🙈 you just pasted it in a channel with 40 people in it
[09:17] ⟦PERSON|amara.osei⟧: rotate it. also the worker box is ⟦IP_ADDRESS|10.44.12.7⟧ not .8
[09:18] ⟦PERSON|dkowalczyk⟧: ugh. ok revoking now, build ⟪build_number|#5521⟫ can wait
[09:20] ⟦PERSON|amara.osei⟧: fyi ⟪commit_sha|$sha1_a⟫ is the commit that switched the templates, revert that too"""),

("lost_property_report", """LOST PROPERTY REPORT
Force: ⟪org_name|Avon and Somerset Police⟫        Ref: ⟪lost_property_ref|LP/2024/118734⟫

Reported by: ⟦PERSON|Gareth Pryce-Jones⟧          DOB: ⟦DATE_OF_BIRTH|02/09/1979⟧
Home address: ⟦ADDRESS|16 Cotswold Road, Bristol BS3 4NX⟧
Contact no: ⟦PHONE|0117 923 4418⟧

Item(s): brown leather wallet. Contents: driving licence, Lloyds debit card (⟪masked_card|**** 4471⟫), about ⟦AMOUNT|£85⟧ cash, gym fob, a repeat prescription slip for ⟦MEDICAL|lamotrigine 100mg⟧.
Where lost: between ⟪place_name|Temple Meads⟫ and the number 72 bus stop
When: ⟪lost_date|Fri 7 June, approx 17:30⟫"""),

("benefits_call_transcript", """AGENT: Universal Credit, you're through to ⟦PERSON|Joanne⟧, how can I help?
CALLER: Hiya, it's about my payment, the journal says it's been cut and I don't know why.
AGENT: No problem. Can I take your full name?
CALLER: ⟦PERSON|Darren Michael Kettleborough⟧.
AGENT: And your National Insurance number?
CALLER: ⟦NATIONAL_ID|$nino2⟧.
AGENT: And your date of birth?
CALLER: ⟦DATE_OF_BIRTH|twenty-second of June, nineteen eighty-six⟧.
AGENT: Thanks ⟦PERSON|Darren⟧. OK so what's happened is the advance is being paid back now. You had ⟦AMOUNT|£700⟧ in March and you're paying back ⟦AMOUNT|£48.12⟧ a month. The standard allowance itself is still ⟪benefit_rate|£393.45⟫.
CALLER: Right. And I've got a fit note from the GP cos I'm waiting on ⟦MEDICAL|back surgery⟧, a ⟦MEDICAL|lumbar discectomy⟧ they said. Do I send that in?
AGENT: Yes, take a photo and upload it to your journal. If you need to ring back quote call ref ⟪call_reference|UC-5528-190⟫ and ask for ⟦PERSON|Joanne⟧."""),

("env_file_payment_portal", """# council-tax-selfservice  .env.production   -- DO NOT COMMIT
APP_ENV=production
APP_VERSION=⟪version|3.8.1⟫
DATABASE_URL=postgres://ctax_app:⟦SECRET|Wq8!rLz2#Tnv⟧@⟦IP_ADDRESS|172.16.40.21⟧:⟪port|5432⟫/ctax
STRIPE_SECRET_KEY=⟦APIKEY|$stripe_sk1⟧
STRIPE_PUBLISHABLE_KEY=⟪publishable_key|$stripe_pk1⟫
STRIPE_WEBHOOK_SECRET=⟦SECRET|$whsec1⟧
NOTIFY_API_KEY=⟦APIKEY|$notify2⟧
SESSION_SECRET=⟦SECRET|$django_key1⟧
ADMIN_CONTACT=⟦EMAIL|r.ashworth@hallowmere.gov.uk⟧
SENTRY_RELEASE=⟪commit_sha|$sha1_b⟫
"""),

("housing_register_summary", """HOUSING REGISTER - APPLICATION SUMMARY (officer view)

Applicant:        Mrs ⟦PERSON|Halima Yusuf⟧
Date of birth:    ⟦DATE_OF_BIRTH|14/01/1990⟧
NI number:        ⟦NATIONAL_ID|$nino3⟧
Current address:  ⟦ADDRESS|Flat 12 Moorside Court, 3 Hollin Lane, Leeds LS16 5NG⟧
Household:        ⟦PERSON|Halima⟧ (applicant); ⟦PERSON|Abdi Yusuf⟧, son, DOB ⟦DATE_OF_BIRTH|03/05/2015⟧; ⟦PERSON|Sagal Yusuf⟧, daughter, DOB ⟦DATE_OF_BIRTH|21/11/2018⟧
Income:           UC ⟦AMOUNT|£1,104.20⟧ pcm, child benefit

Medical assessment: ⟦PERSON|Abdi⟧ has ⟦MEDICAL|severe asthma⟧ with two admissions this year; applicant has ⟦MEDICAL|sickle cell disease⟧. Stairs and damp at current property (mould in bedroom, see EHO report ⟪eho_report_ref|EH/22/0915⟫).
Band awarded:     ⟪housing_band|Band B (medical)⟫
Effective date:   ⟪effective_date|02/04/2024⟫
Bidding no:       ⟪bidding_number|HR-0093318⟫"""),

("electoral_enquiry_email", """From: ⟦PERSON|Tomasz Wiśniewski⟧ <⟦EMAIL|tomek.wisniewski@wp.pl⟧>
To: ⟦EMAIL|electoral.services@hallowmere.gov.uk⟧
Subject: household enquiry form ⟪canvass_reference|HEF-2024-77120⟫

Hello,

I did the online form but it didnt let me add my wife ⟦PERSON|Agnieszka Wiśniewska⟧. She is Polish citizen, i read that she can vote in the local elections? Her date of birth is ⟦DATE_OF_BIRTH|21.05.1987⟧ and polish ID number (PESEL) ⟦NATIONAL_ID|$pesel1⟧ if this helps, she dont have NI number yet.
We both live at ⟦ADDRESS|41 Brindley Street, Wolverhampton WV2 4HQ⟧ since september.
Also, where is our polling station, is it still ⟪polling_station|St Aidan's Church Hall⟫?

Regards
⟦PERSON|Tomasz⟧"""),

("pcn_sql_import", """-- pcn_import_2024_03.sql  (batch ⟪batch_id|B-20240305-02⟫)
INSERT INTO pcn (pcn_no, vrm, issued_at, ceo, keeper_name, keeper_addr, amount_due) VALUES
('⟪pcn_number|HB33018264⟫', 'YD68 KPU', '⟪timestamp|2024-03-04 10:22:51⟫', '⟪ceo_badge|CEO418⟫', '⟦PERSON|Ronan Fairclough⟧', '⟦ADDRESS|7 Mill Brow, Marple, Stockport SK6 6LZ⟧', '⟦AMOUNT|£110.00⟧'),
('⟪pcn_number|HB33018271⟫', 'MF21 OWA', '⟪timestamp|2024-03-04 10:31:07⟫', '⟪ceo_badge|CEO418⟫', '⟦PERSON|Beata Lis⟧', '⟦ADDRESS|Flat 2, 58 Wellington Road North, Stockport SK4 1HW⟧', '⟦AMOUNT|£52.50⟧'),
('⟪pcn_number|HB33018290⟫', 'BX70 TTL', '⟪timestamp|2024-03-04 11:02:44⟫', '⟪ceo_badge|CEO502⟫', '⟪org_name|Brightline Van Hire Ltd⟫', '⟪org_address|Unit 9, Adswood Industrial Estate, SK3 8LF⟫', '⟪org_amount|£165.00⟫');"""),

("passport_office_letter", """Dear Mr ⟦PERSON|Adeyemi⟧,

Your application ⟪application_ref|1-4429031877⟫ for ⟦PERSON|Tobi Adeyemi⟧ (date of birth ⟦DATE_OF_BIRTH|17 August 2016⟧) cannot be processed yet because the previous passport, number ⟦PASSPORT|$pp_gb1⟧, was not sent with the application.

Please post it to us within 21 days quoting the reference above. If you would prefer a Fast Track appointment, the next available slot at ⟪office_location|Peterborough passport office⟫ is ⟪appointment_time|Tue 14 May, 11:20⟫. The standard child fee of ⟪fee|£74.50⟫ has already been taken from the card ending ⟪masked_card|••••9031⟫.

Yours sincerely
⟦PERSON|K. Lindqvist⟧
Customer Services, ⟪org_name|HM Passport Office⟫
Passport Adviceline: ⟦PHONE|0300 222 0000⟧"""),

("work_coach_notes", """Work coach notes - ⟦PERSON|Liam O'Hare⟧ - ⟪appointment_date|12/06⟫

Cl attended on time. ⟦PERSON|Liam⟧ has applied for 6 jobs incl warehouse op at ⟪org_name|Kesteven Logistics⟫ (vac ref ⟪vacancy_ref|JV-88213⟫). Discussed his ⟦MEDICAL|anxiety⟧, currently on ⟦MEDICAL|sertraline 50mg⟧ - GP is Dr ⟦PERSON|Maheshwari⟧ at the ⟪org_name|Longford Medical Centre⟫. Agreed to reduce CC hours to ⟪hours|25 hrs/wk⟫ for 3 months.
FSF: paid ⟦AMOUNT|£14.60⟧ train fare for interview on Thurs.
Next appt ⟪appointment_time|26/06 10:40⟫ at ⟪office_location|Stretford JCP⟫. Mob ⟦PHONE|07401 882356⟧ (texts ok)."""),

("council_tax_card_call", """[Recording starts]
AGENT: Council tax payments, ⟦PERSON|Bev⟧ speaking.
CUSTOMER: Hi love, I want to pay some of my council tax off, the account number's ⟪council_tax_ref|CT 6650 2194⟫.
AGENT: Lovely, and the name on the account?
CUSTOMER: ⟦PERSON|Maureen Tilley⟧, ⟦ADDRESS|22 Orchard Close, Wem SY4 5TB⟧.
AGENT: And how much would you like to pay today?
CUSTOMER: ⟦AMOUNT|Two hundred and forty-seven pounds fifty⟧.
AGENT: OK, long card number when you're ready.
CUSTOMER: ⟦CARD|$card_v1⟧.
AGENT: Expiry?
CUSTOMER: ⟪card_expiry|09/27⟫.
AGENT: And the last three digits on the back?
CUSTOMER: ⟦CVV|318⟧.
AGENT: That's gone through, ⟦PERSON|Maureen⟧, your authorisation code is ⟪auth_code|084512⟫.
[Recording paused for PCI]"""),

("police_webchat", """Live chat - ⟪org_name|West Mercia Police⟫ non-emergency
Chat ID ⟪chat_id|WMP-LC-7730145⟫

⟦PERSON|Ellie⟧: hi my bike got nicked from outside my house last night
Operator: Sorry to hear that. Can I take your full name and a contact number?
⟦PERSON|Ellie⟧: ⟦PERSON|Ellie Brandt⟧ ⟦PHONE|07835 601442⟧
Operator: Thanks ⟦PERSON|Ellie⟧. Address it was taken from?
⟦PERSON|Ellie⟧: ⟦ADDRESS|9 Barley Mow Lane, Kidderminster DY10 3QP⟧. my neighbour ⟦PERSON|Stuart Keane⟧ has it on his ring doorbell, a lad in a grey hoodie about 2am
Operator: Do you have a frame number?
⟦PERSON|Ellie⟧: WTU182C4411J its a ⟪product_name|Carrera Vengeance⟫
Operator: Your crime reference is ⟪crime_ref|22/61093/24⟫. If you see it for sale online don't approach, call ⟦PHONE|101⟧."""),

("pension_credit_ocr_letter", """THE PENSION SERVICE
Pension Credit - award notice                       Date: ⟪letter_date|04 MAR 2024⟫

Mr ⟦PERSON|Ernest Bowyer⟧
⟦ADDRESS|31 Ladysmith Terrace
Crook
DL15 9AJ⟧

Natlonal lnsurance number: ⟦NATIONAL_ID|$nino1⟧

We have worked out that you are entitled to Pension Credit of ⟦AMOUNT|£67.15⟧ a week.
This is because your State Pension of ⟦AMOUNT|£156.20⟧ is less than the standard minimum guarantee
of ⟪benefit_rate|£218.15⟫ a week for a single person.
We will pay it into the account ending ⟪masked_account|****7702⟫ every 4 weeks.

Questions? Call ⟦PHONE|0800 99 1234⟧ Textphone ⟦PHONE|0800 169 0133⟧
Mon-Fri ⟪opening_hours|8am to 6pm⟫"""),

("car_park_tariff_notice", """HALLOWMERE DISTRICT COUNCIL - OFF-STREET PARKING PLACES ORDER
Tariffs from ⟪effective_date|1 April 2024⟫ (Market Street and ⟪place_name|Riverside⟫ car parks)

Up to 1 hour ........ ⟪price|£1.20⟫
Up to 2 hours ....... ⟪price|£2.40⟫
Up to 4 hours ....... ⟪price|£4.10⟫
All day ............. ⟪price|£6.80⟫
Resident season ticket ⟪tariff|£245 per year⟫

Higher level penalty charge ⟪pcn_tariff|£70⟫, reduced to ⟪pcn_tariff|£35⟫ if paid within 14 days.
Blue Badge holders park free in marked bays for up to 3 hours.
Pay online at ⟪url|www.hallowmere.gov.uk/parking⟫ - location code ⟪location_code|4412⟫."""),

("ssa_helper_email", """Subject: replacement SS card + benefit going to closed account

Hi, I'm writing on behalf of my grandma ⟦PERSON|Dolores Amaya⟧, DOB ⟦DATE_OF_BIRTH|03/14/1948⟧, SSN ⟦SSN|$ssn1⟧. She lost her card and we filled out the ⟪form_code|SSA-5⟫ but the field office says she needs an appointment.
Bigger problem: her monthly benefit of ⟦AMOUNT|$1,482⟧ is still being sent to her old ⟪org_name|Wells Fargo⟫ account which is closed, so the March payment bounced. Claim number on the letter is ⟪claim_number|BNC 23-0419⟫.
Please mail anything to her at ⟦ADDRESS|2210 N Fresno St Apt 6, Fresno, CA 93703⟧.
I'm ⟦PERSON|Marisol Amaya-Reyes⟧, you can reach me at ⟦PHONE|(559) 248-3317⟧ weekdays after 4."""),

("github_issue_stacktrace", """### Bug: canvass import crashes on names with apostrophes

**Version:** ⟪version|4.2.0-rc1⟫  **Reported by:** @⟦PERSON|hbrennan⟧

```
Traceback (most recent call last):
  File "⟦PERSON|/home/hbrennan⟧/eros/import_canvass.py", line 212, in parse_row
    elector = Elector(name=row[3], dob=row[5])
ValueError: unterminated quote in '⟦PERSON|O'Sullivan, Niamh⟧' (row 4471)
```

The row is for ⟦PERSON|O'Sullivan, Niamh⟧. Import runs on the box at ⟦IP_ADDRESS|100.72.14.3⟧ (tailscale CGNAT), the README still says ⟪doc_ip|192.0.2.10⟫ which confused me for a bit. Commit ⟪commit_sha|$sha1_c⟫ introduced the new csv reader I think."""),
]

# ---------------------------------------------------------------- part 2
TEXTS += [
("jobseeker_application_summary", """Intreo - Jobseeker's Allowance application (form ⟪form_code|JA1⟫) - summary page

Name:        ⟦PERSON|Siobhán Ní Bhriain⟧
PPSN:        ⟦NATIONAL_ID|$ppsn1⟧
DOB:         ⟦DATE_OF_BIRTH|09/02/1995⟧
Address:     ⟦ADDRESS|Apt 14, Cois Abhann, Dublin Road, Athlone, Co. Westmeath N37 X2F8⟧
Mobile:      ⟦PHONE|087 341 9920⟧
Email:       ⟦EMAIL|siobhan.nibhriain@eircom.net⟧
Payment:     IBAN ⟦IBAN|$iban_ie1⟧   BIC ⟪bic|AIBKIE2D⟫
Last employer: ⟪org_name|Athlone Town Centre Cinema⟫, last day worked ⟪last_day_worked|28/02/2024⟫
Means:       savings of approx ⟦AMOUNT|€3,200⟧ in credit union, no other income
Office:      ⟪office_location|Athlone Intreo Centre⟫"""),

("blue_badge_renewal_email", """Hi there,

I'm renewing my mum's blue badge, the reminder letter ref is ⟪blue_badge_ref|BB-RN-220931⟫. Her details:
⟦PERSON|Patricia Hollins⟧, DOB ⟦DATE_OF_BIRTH|30 November 1941⟧
⟦ADDRESS|5 Primrose Hill, Holmfirth HD9 2LN⟧

She has ⟦MEDICAL|COPD⟧ and had a ⟦MEDICAL|below-knee amputation⟧ on the left last year so I'm not sure the walking distance questions even apply? Her consultant is Mr ⟦PERSON|Farouk⟧ at ⟪org_name|Huddersfield Royal Infirmary⟫ if you need to check. Happy to pay the ⟪fee|£10⟫ fee by card over the phone.

Thanks
⟦PERSON|Neil Hollins⟧ (son)
⟦PHONE|07966 105 338⟧"""),

("uc_journal_change_of_circs", """Journal - ⟪timestamp|18 Apr 2024 21:07⟫ - You wrote:

hi i need to report a change of circs, my partner ⟦PERSON|Kyle Mottram⟧ has moved back in with me and the baby as of last week. his NI is ⟦NATIONAL_ID|$nino4⟧ and he gets about ⟦AMOUNT|£1,650⟧ a month from his job at ⟪org_name|Amazon⟫ in ⟪place_name|Rugeley⟫. also my rent is going up to ⟦AMOUNT|£795⟧ pcm from ⟪change_date|1 May⟫, landlord is Mr ⟦PERSON|Harjit Sandhu⟧, ive attached the letter from him. do i need to do anything else? thanks ⟦PERSON|Jade⟧"""),

("housing_offer_letter", """Our ref: ⟪property_ref|PR-004411⟫ / ⟪application_ref|HA-2021-55190⟫

Mr ⟦PERSON|Chinedu Okonkwo⟧
⟦ADDRESS|Room 6, 112 Lawrence Street, York YO10 3EB⟧

Dear Mr ⟦PERSON|Okonkwo⟧,

OFFER OF ACCOMMODATION
Following your successful bid we are pleased to offer you a two-bedroom flat on the ⟪estate_name|Northfield estate⟫. The weekly rent is ⟪rent_rate|£112.38⟫ plus a service charge of ⟪service_charge|£9.70⟫.
Before the tenancy can start, the former tenant arrears of ⟦AMOUNT|£230.00⟧ on your previous council tenancy must be cleared or an arrangement agreed.
Viewing: ⟪appointment_time|Wednesday 3 July at 2pm⟫ with your Housing Officer, ⟦PERSON|Leanne Marsh⟧, direct line ⟦PHONE|01904 551207⟧.
Please bring photo ID."""),

("permits_api_log", """2024-05-02T08:14:55.201Z INFO  permits-api ⟪request_id|req_8c1f2e90⟫ POST /v1/permits 201 client=⟦IP_ADDRESS|86.154.22.190⟧ user=⟦EMAIL|jo.pemberton@btinternet.com⟧ vrm=SN17 HJA zone=⟪permit_zone|CPZ-F⟫
2024-05-02T08:14:55.377Z DEBUG permits-api outbound call to payments, Authorization: Bearer ⟦APIKEY|$jwt1⟧
2024-05-02T08:15:02.004Z WARN  permits-api card declined for ⟦PERSON|Jo Pemberton⟧ permit_fee=⟪price|£60.00⟫ retry=1
2024-05-02T08:15:03.912Z INFO  permits-api ⟪request_id|req_8c1f3a11⟫ GET /v1/permits/⟪permit_number|P-2024-118207⟫ 200 client=⟦IP_ADDRESS|2a00:23c7:9e84:1b01:5d2:88ff:fe31:c2a4⟧
2024-05-02T08:15:09.880Z INFO  healthcheck from ⟪loopback_ip|127.0.0.1⟫ ok latency=⟪latency|12ms⟫"""),

("register_to_vote_record", """Register to vote - application record ⟪application_ref|RTV-3H7K-22QX⟫
Submitted: ⟪timestamp|2024-02-11 23:48:03⟫ from ⟦IP_ADDRESS|163.1.214.77⟧

First name(s):      ⟦PERSON|Mehmet⟧
Surname:            ⟦PERSON|Yildirim⟧
Date of birth:      ⟦DATE_OF_BIRTH|1998-07-03⟧
NI number:          ⟦NATIONAL_ID|$nino6⟧
Address:            ⟦ADDRESS|Flat B, 203 Cowley Road, Oxford OX4 1XA⟧
Previous address:   ⟦ADDRESS|14 Walton Crescent, Oxford OX1 2JG⟧ (moved Sept 2023)
Email:              ⟦EMAIL|m.yildirim@st-annes.ox.ac.uk⟧
Open register:      opted out
Postal vote:        requested - form ⟪form_code|PV1⟫ sent
DWP match:          ⟪match_status|GREEN⟫"""),

("passport_lost_abroad_email", """Hello,

I need to report my passport as lost. I'm currently in Spain and fly back on Sunday.
Full name: ⟦PERSON|Rebecca Anne Thorley⟧
Passport number: ⟦PASSPORT|$pp_gb2⟧
Date of birth: ⟦DATE_OF_BIRTH|8 Jan 1993⟧
Place of birth: ⟪place_of_birth|Wakefield⟫
It was lost at ⟪place_name|Barcelona El Prat⟫ on Tuesday, I reported it to the police here, report no ⟪police_report_ref|BCN-0611-24-00321⟫.
My husband ⟦PERSON|Sam Thorley⟧ still has his passport (⟦PASSPORT|$pp_gb3⟧) so we're travelling together. The consulate says an emergency travel document is ⟪fee|£100⟫.
Home address ⟦ADDRESS|3 Aspen Grove, Ossett WF5 0PL⟧.
Thanks, ⟦PERSON|Becky⟧"""),

("disability_claim_interview_notes", """SSDI initial claim - phone interview notes (field office ⟪field_office_code|FO 6B2⟫)

Claimant: ⟦PERSON|Terrence Boyd⟧   SSN: ⟦SSN|$ssn2⟧   DOB: ⟦DATE_OF_BIRTH|11/22/1971⟧
Alleged onset: ⟪onset_date|06/01/2023⟫
Impairments: ⟦MEDICAL|type 2 diabetes with peripheral neuropathy⟧; ⟦MEDICAL|congestive heart failure⟧, most recent echo ⟦MEDICAL|ejection fraction 30%⟧
Treating source: Dr ⟦PERSON|Alvarez⟧, ⟪org_name|St. Luke's Cardiology⟫, ⟦PHONE|(208) 381-2200⟧
Last job: forklift operator, ⟪org_name|Boise Cascade⟫, last yr earnings ⟦AMOUNT|$38,400⟧
Representative: ⟦PERSON|Angela Whitfield⟧, Esq. - ⟪form_code|SSA-1696⟫ on file
Medical release ⟪form_code|SSA-827⟫ signed."""),

("forum_post_bailiffs", """Posted by u/⟦PERSON|gemma_halliwell92⟧ in r/LegalAdviceUK · 5h

**Council sent bailiffs for council tax I already PAID??**

England. I paid my whole ⟦AMOUNT|£1,310⟧ council tax bill on ⟪payment_date|12 Jan⟫ by bank transfer (reference ⟪payment_reference|CTX0098812⟫, I have the screenshot). Today a letter from ⟪org_name|Marston Holdings⟫ saying I now owe ⟦AMOUNT|£1,620⟧ inc. their fees. Apparently the compliance stage fee is ⟪statutory_fee|£75⟫ regardless. Council's phone line just rings out. What do I do??

> **u/⟦PERSON|throwaway_ctax_2024⟧** · 4h
> Ask the council for a statement, if the payment is on it the liability order was wrong and the fees fall away. Happened to me in ⟪place_name|Croydon⟫."""),

("gemeente_refund_email", """To: ⟦EMAIL|belastingen@heuvelrug.nl⟧
Subject: refund municipal taxes - aanslagnummer ⟪tax_assessment_no|7730.11.902⟫

Dear sir/madam,

I have moved back to the UK and deregistered from ⟦ADDRESS|Kerkstraat 18bis, 3941 HK Doorn⟧ on ⟪deregistration_date|31 March⟫. My BSN is ⟦NATIONAL_ID|$bsn1⟧. According to my online account I overpaid the waste levy and should get ⟦AMOUNT|€184,60⟧ back. Please transfer it to ⟦IBAN|$iban_nl1⟧ (in the name of ⟦PERSON|J.M. van der Hoek⟧), the account is still open.
Post can go to ⟦ADDRESS|27 Dene Road, Tynemouth NE30 2JN⟧.

Kind regards,
⟦PERSON|Joost van der Hoek⟧"""),

("jobcentre_sms_thread", """JCP: Reminder: appt with your work coach ⟦PERSON|Ravi⟧ at ⟪office_location|Slough Jobcentre⟫ on ⟪appointment_time|Mon 17/06 09:10⟫. To rearrange call ⟦PHONE|0800 169 0140⟧. Do not reply to this msg.
Me: cant make it my little one has ⟦MEDICAL|chickenpox⟧ and nursery wont have her
Me: this is ⟦PERSON|Sunita Bhatt⟧ btw
JCP: Your UC payment of ⟦AMOUNT|£311.86⟧ will be in your account on ⟪payment_date|21 June⟫. Ref ⟪sms_ref|UCP 4421⟫."""),

("parking_tribunal_decision", """TRAFFIC PENALTY TRIBUNAL - DECISION
Case reference: ⟪tribunal_case_ref|2240318726⟫
Appellant: ⟦PERSON|Olumide Bankole⟧
Authority: ⟪org_name|Metropolitan Borough of Sefton⟫
PCN: ⟪pcn_number|SF27719480⟫     VRM: KY66 PLN
Adjudicator: ⟦PERSON|Michelle Tarrant⟧

Mr ⟦PERSON|Bankole⟧ attended by telephone. He accepts that he parked on a single yellow line but says he was taking his father to ⟦MEDICAL|haemodialysis⟧ at ⟪org_name|Aintree University Hospital⟫ and the hospital car park was full. I accept his evidence, which is supported by a letter from the renal unit.
The appeal is allowed. The Council is directed to refund the ⟦AMOUNT|£130⟧ which Mr ⟦PERSON|Bankole⟧ paid on ⟪payment_date|2 February 2024⟫."""),

("shell_history_export", """  501  ssh ⟦PERSON|mfarrell⟧@⟦IP_ADDRESS|10.20.8.15⟧
  502  cd ⟦PERSON|/home/mfarrell⟧/housing-allocations && git pull
  503  export AWS_ACCESS_KEY_ID=⟦APIKEY|$aws_akid1⟧
  504  export AWS_SECRET_ACCESS_KEY=⟦SECRET|$aws_secret1⟧
  505  aws s3 cp s3://⟪bucket_name|hmdc-housing-exports⟫/bids_2024-06.csv /tmp/
  506  mysql -h ⟦IP_ADDRESS|10.20.8.40⟧ -u alloc_ro -p'⟦PASSWORD|Hous1ng!Ro2024⟧' allocations
  507  psql "postgresql://alloc_admin:⟦SECRET|v9#Kq2mPz!Lr⟧@⟦IP_ADDRESS|10.20.8.41⟧:⟪port|5433⟫/alloc"
  508  git checkout ⟪commit_sha|$sha1_d⟫ -- exports/bids.py
  509  curl -s http://⟪loopback_ip|127.0.0.1⟫:⟪port|8081⟫/health
  510  history -c"""),

("bidding_cycle_csv", """bid_id,cycle,applicant_name,dob,band,property_ref,queue_pos,contact
⟪bid_id|BD-77120⟫,⟪bidding_cycle|2024-23⟫,⟦PERSON|Marcia Fenwick⟧,⟦DATE_OF_BIRTH|1966-04-19⟧,A,⟪property_ref|PR-004417⟫,1,⟦PHONE|07788 120453⟧
⟪bid_id|BD-77131⟫,⟪bidding_cycle|2024-23⟫,⟦PERSON|Dariusz Nowak⟧,⟦DATE_OF_BIRTH|1984-10-02⟧,B,⟪property_ref|PR-004417⟫,2,⟦PHONE|07502 331870⟧
⟪bid_id|BD-77140⟫,⟪bidding_cycle|2024-23⟫,⟦PERSON|Shauna McAllister⟧,⟦DATE_OF_BIRTH|2001-01-27⟧,B,⟪property_ref|PR-004417⟫,3,⟦EMAIL|shaunamcallister@hotmail.co.uk⟧"""),

("housing_panel_minutes", """HOUSING ALLOCATIONS PANEL - MINUTES
Date: ⟪meeting_date|Thursday 9 May 2024⟫, Committee Room 2
Present: Cllr ⟦PERSON|Dawn Ferriday⟧ (Chair), Cllr ⟦PERSON|Imran Qureshi⟧, ⟦PERSON|Sarah Oduya⟧ (Head of Housing Options)

1. Minutes of the last meeting agreed.
2. Exceptional priority requests
 2.1 Mr ⟦PERSON|P. Gallagher⟧ - applicant has ⟦MEDICAL|terminal pancreatic cancer⟧ and is discharged to a second-floor flat with no lift. Panel agreed Band A with immediate effect. Cllr ⟦PERSON|Qureshi⟧ asked officers to expedite an adaptation.
 2.2 Deferred (waiting for OT report ⟪report_ref|OT-24-0713⟫).
3. Budget: ⟦PERSON|Sarah Oduya⟧ reported ⟪org_total|£318,000⟫ spent on B&B placements this year against a budget of ⟪org_budget|£2.4m⟫.
Next meeting ⟪meeting_date|13 June⟫."""),

("unemployment_support_ticket", """Ticket ⟪ticket_id|#UI-204417⟫ - Category: Login / account locked
Opened by: ⟦PERSON|Kayla Brooks⟧ (⟦EMAIL|kaylabrooks.nv@yahoo.com⟧)

hi, I cant get into my weekly claim. my username is ⟦PERSON|kbrooks1990⟧ and the password is ⟦PASSWORD|Bailey2019!⟧ (its my dogs name ⟪pet_name|Bailey⟫ + year lol) and it says locked after 3 attempts. my SSN is ⟦SSN|$ssn3⟧ if you need it. My weekly benefit is ⟦AMOUNT|$412.00⟧ and I havent been paid for 2 weeks, rent is due. The deposit goes to routing ⟪bank_routing_number|121000358⟫ acct ⟪masked_account|xxxxxx4419⟫.
pls call me ⟦PHONE|775-336-0912⟧

-- Agent note: reset sent. Reminded customer never to send passwords by ticket. Version ⟪version|UI Portal 7.3.12⟫"""),

("found_property_email", """From: Found Property Office, ⟪org_name|South Yorkshire Police⟫
To: ⟦EMAIL|c.whitby@sky.com⟧
Subject: Found property ⟪found_property_ref|FP-24-009918⟫

Dear Mr ⟦PERSON|Whitby⟧,

A black Samsung phone, IMEI 356938035643809, was handed in at ⟪office_location|Snig Hill police station⟫ on ⟪found_date|Saturday 8 June⟫. The lock screen shows an emergency contact "Mum" on ⟦PHONE|07712 094388⟧, who gave us your name and email.
Please bring photo ID to collect it within 28 days. The finder, Ms ⟦PERSON|Adebayo⟧, has asked to be told it was returned.

Regards
PC ⟦PERSON|Holt⟧ ⟪collar_number|2291⟫"""),
]

# ---------------------------------------------------------------- part 3
TEXTS += [
("single_person_discount_form", """Apply for a single person discount
Council tax account number: ⟪council_tax_ref|70155206⟫
Your name: ⟦PERSON|Oliver Brightwell⟧
Property address: ⟦ADDRESS|12a Station Parade, Whitley Bay NE26 2RE⟧
Date you became the only adult living there: ⟪change_date|01/05/2024⟫
Name of person who left: ⟦PERSON|Fern Adair⟧
Their forwarding address (if known): ⟦ADDRESS|Flat 3, 19 Park View, Gosforth NE3 1ER⟧
Email for your bill: ⟦EMAIL|olly.brightwell@protonmail.com⟧
[Submit]   form version ⟪version|CTD-2.3⟫"""),

("notifier_yaml_config", """# ems-notify.yaml - election day alerting (electoral services)
service: ems-notifier
version: ⟪version|1.9.0⟫
slack:
  webhook: ⟦SECRET|$slack_hook1⟧
  channel: "#elections-ops"
smtp:
  host: ⟪hostname|smtp.office365.com⟫
  port: ⟪port|587⟫
  user: ⟦EMAIL|ems-alerts@hallowmere.gov.uk⟧
  password: ⟦PASSWORD|Polling-Day-24!⟧
sms:
  provider: twilio
  account_sid: ⟪account_sid|$twilio_sid1⟫
  api_key: ⟦APIKEY|$twilio_sk1⟧
  auth_token: ⟦SECRET|$twilio_token1⟧
  from: "⟦PHONE|+447480781002⟧"
on_call:
  - name: ⟦PERSON|Gwen Pritchard⟧
    mobile: "⟦PHONE|+44 7700 183620⟧"
  - name: ⟦PERSON|Huw Bevan⟧
    mobile: "⟦PHONE|+44 7812 440917⟧"
"""),

("pcn_payment_receipt", """From: ⟦EMAIL|noreply-parking@hallowmere.gov.uk⟧
Subject: Payment received - PCN ⟪pcn_number|HM05521873⟫

Dear ⟦PERSON|Harriet Okoro⟧,

Thank you. We have received your payment of ⟦AMOUNT|£65.00⟧ for the Penalty Charge Notice above.
Receipt number: ⟪receipt_number|RCP-0044719-HM⟫
Paid with: Visa card ending ⟪card_last4|2093⟫ on ⟪timestamp|14/05/2024 19:22⟫
No further action is needed. Please keep this email for your records.

Parking Services
Please do not reply to this email."""),

("passport_application_worksheet", """DS-11 WORKSHEET - minor applicant (under 16) - acceptance agent notes

Applicant:   ⟦PERSON|Isabella Marie Castillo⟧     DOB ⟦DATE_OF_BIRTH|04/02/2009⟧     SSN ⟦SSN|$ssn4⟧
Birthplace:  ⟪place_of_birth|Tucson, AZ⟫
Mailing:     ⟦ADDRESS|1840 E Grant Rd, Tucson, AZ 85719⟧
Phone:       ⟦PHONE|520-881-0462⟧
Parent 1:    ⟦PERSON|Rosa Castillo⟧, DOB ⟦DATE_OF_BIRTH|12/19/1980⟧, ID: US passport ⟦PASSPORT|$pp_us1⟧
Parent 2:    ⟦PERSON|Daniel Castillo⟧, present, ID: AZ driver license ⟪masked_dl|D0•••••21⟫
Fees:        application ⟪fee|$100⟫ (check #⟪check_number|2217⟫ payable to U.S. Department of State), execution ⟪fee|$35⟫
Tracking:    ⟪tracking_number|9400 1118 9922 3319 4571 30⟫"""),

("dictated_file_note", """[dictation - council tax reduction team - file note]
Note for file, full stop. Customer Mr ⟦PERSON|Aled Pugh⟧ rang today re his council tax reduction, comma, says his hours were cut in March. New paragraph. He now gets ⟦AMOUNT|eight hundred and twelve pounds⟧ a month from ⟪org_name|Tesco⟫ plus ⟦AMOUNT|one hundred and ninety pounds⟧ universal credit. Asked him to send payslips. Best number for him is ⟦PHONE|oh seven eight one two, three four six, nine nine oh⟧, comma, after five. Date of birth ⟦DATE_OF_BIRTH|fourth of October nineteen seventy-seven⟧ confirmed for ID and V. Mr ⟦PERSON|Pugh⟧ also mentioned he's waiting for a ⟦MEDICAL|hip replacement⟧ so may go on to ESA. End of note. Reference C-T-R ⟪ctr_reference|55019⟫."""),

("noise_complaint_call", """CALL HANDLER (⟦PERSON|Dev⟧): Police non-emergency, is anyone in immediate danger?
CALLER: No, no. It's the flat above again, music till four in the morning every night.
CALL HANDLER: Can I take your name?
CALLER: ⟦PERSON|Krystyna Malecka⟧, I live at ⟦ADDRESS|Flat 5, 40 Granby Street, Leicester LE1 6FD⟧.
CALL HANDLER: And the address you're reporting?
CALLER: Flat 9, same building. It's a man called ⟦PERSON|Jordan⟧, I don't know his surname, he drives a white ⟪vehicle_make|Audi A3⟫, reg FN19 ZLK.
CALL HANDLER: OK. This is more of an issue for the council's noise team but I'll log it. Log number ⟪log_number|0331 of 21/06⟫. Best number for you?
CALLER: ⟦PHONE|0116 255 7813⟧, that's my landline."""),

("job_portal_candidate_json", """{
  "api_version": "⟪version|2023-11⟫",
  "candidate_id": "⟪candidate_id|CND-5520917⟫",
  "name": "⟦PERSON|Aisha Rahman⟧",
  "email": "⟦EMAIL|aisha.rahman.cv@gmail.com⟧",
  "phone": "⟦PHONE|+44 7455 902611⟧",
  "dob": "⟦DATE_OF_BIRTH|1992-03-30⟧",
  "address": "⟦ADDRESS|48 Lodge Lane, Liverpool L8 0QH⟧",
  "adjustments": {"disability_disclosed": true, "details": "⟦MEDICAL|dyslexia⟧, extra time in tests"},
  "preferred_roles": ["admin", "customer service"],
  "created_at": "⟪timestamp|2024-06-03T11:45:20+01:00⟫",
  "source_ip": "⟦IP_ADDRESS|81.97.140.23⟧",
  "session": "⟪uuid|$uuid_a⟫"
}"""),

("emergency_proxy_email", """Dear Electoral Services,

My husband ⟦PERSON|Graham Ellery⟧ was taken into ⟪org_name|Queen's Hospital⟫ on Monday after a ⟦MEDICAL|stroke⟧ and won't be out by polling day. He very much wants to vote. Can our neighbour ⟦PERSON|Linda Shaw⟧ of ⟦ADDRESS|6 Fenwick Close, Romford RM7 9BD⟧ be his emergency proxy? His elector number on the poll card is ⟪elector_number|HB2-1147⟫.
Our address is ⟦ADDRESS|8 Fenwick Close, Romford RM7 9BD⟧. The ward sister, ⟦PERSON|Comfort Mensah⟧, has said she can attest the form.

Thank you,
⟦PERSON|Janet Ellery⟧
⟦PHONE|01708 742119⟧"""),
]

TEXTS += [
("fraud_tipoff_webform", """Report benefit fraud - online form
Who are you reporting? ⟦PERSON|Craig Denholm⟧
Their address: ⟦ADDRESS|23 Tennyson Avenue, Hartlepool TS25 5QA⟧
Approx age: 40s
What benefit do you think they get? ESA, says he has ⟦MEDICAL|chronic back pain⟧ and cant work
What's happening: hes been doing roofing cash in hand for months, drives a blue van reg NK63 VFW, works with his cousin ⟦PERSON|Shane⟧. He told people in the ⟪place_name|Owton Manor⟫ club he gets ⟦AMOUNT|£1,900⟧ a month off the social on top.
Do you want to give your details? No
Form ref ⟪form_ref|BF-ONL-8830417⟫"""),

("pension_overpayment_letter", """International Pension Centre
Our ref: ⟪ipc_reference|IPC/OP/44190⟫     Date: ⟪letter_date|19 June 2024⟫

Mr ⟦PERSON|Brian Sutcliffe⟧
⟦ADDRESS|Calle Los Almendros 12, 03590 Altea, Alicante, Spain⟧

National Insurance number: ⟦NATIONAL_ID|$nino7⟧
Spanish NIE (as you gave us): ⟦NATIONAL_ID|$nie1⟧

Dear Mr ⟦PERSON|Sutcliffe⟧
You were overpaid ⟦AMOUNT|£2,417.36⟧ Attendance Allowance between ⟪period|4 April 2022 and 2 January 2024⟫ because you did not tell us you had moved abroad. We will recover this by reducing your State Pension, currently paid to ⟦IBAN|$iban_es1⟧, by ⟦AMOUNT|£40.29⟧ every four weeks. Payments are converted at the rate on the day (for example ⟪exchange_rate|1.1684⟫).
If you disagree please call us on ⟦PHONE|+44 191 218 7777⟧. We have your number as ⟦PHONE|+34 965 84 12 07⟧."""),

("jobclub_whatsapp_group", """[14/06/24, 10:02] ⟦PERSON|Donna⟧: anyone got the number for the council housing options team
[14/06/24, 10:03] ⟦PERSON|Tariq M⟧: ⟦PHONE|0161 234 5000⟧ then option 3
[14/06/24, 10:05] ⟦PERSON|Donna⟧: ta x
[14/06/24, 10:11] ⟦PERSON|Precious⟧: good news my sister in law ⟦PERSON|Chantelle⟧ finally got her PIP after the tribunal, ⟦AMOUNT|£184.30⟧ a week backdated 😭
[14/06/24, 10:12] ⟦PERSON|Tariq M⟧: thats mad, the enhanced daily living is ⟪benefit_rate|£108.55⟫ alone innit
[14/06/24, 10:14] ⟦PERSON|Precious⟧: yeah she had the ⟦MEDICAL|fibromyalgia⟧ diagnosis finally
[14/06/24, 10:20] ⟦PERSON|Donna⟧: job club moved to ⟪room_number|room 4⟫ at the library btw, ⟪meeting_time|Tues 1pm⟫"""),

("refund_request_ticket", """Ticket ⟪ticket_id|#48213⟫ | Parking permits | Priority: normal | Channel: email

From: ⟦PERSON|Nigel Ashcombe⟧ <⟦EMAIL|nigel.ashcombe@btinternet.com⟧>
I cancelled my resident permit ⟪permit_number|RP-19-20331⟫ when I sold the car, I'm owed ⟦AMOUNT|£87.50⟧ for the unused months. Your form wouldn't accept my card so here it is: ⟦CARD|$card_a1⟧ exp ⟪card_expiry|03/28⟫ security number ⟦CVV|4406⟧. Billing address ⟦ADDRESS|2 The Paddocks, Hungerford RG17 0TT⟧.

--- Internal note (⟦PERSON|Ruth C⟧): card details redacted in the payment system, DO NOT reply quoting them. Refund via ⟪payment_system|Civica Pay⟫ original method."""),

("tenancy_signup_markdown", """## Tenancy sign-up checklist - ⟪property_ref|PR-003318⟫

| Item | Detail |
|---|---|
| Lead tenant | ⟦PERSON|Kerry-Ann Walsh⟧ |
| Date of birth | ⟦DATE_OF_BIRTH|19/03/1988⟧ |
| NI number | ⟦NATIONAL_ID|$nino9⟧ |
| Joint tenant | none |
| Children | 2 (ages 6 and 9) |
| Previous address | ⟦ADDRESS|14 Windermere Road, Barrow-in-Furness LA14 5BQ⟧ |
| Emergency contact | ⟦PERSON|Paul Walsh⟧, brother, ⟦PHONE|07593 208144⟧ |
| Rent (weekly) | ⟪rent_rate|£98.12⟫ |
| Rent in advance paid | ⟦AMOUNT|£196.24⟧ |
| Keys issued | ⟪key_count|3⟫ |
| Officer | ⟦PERSON|T. Ramsden⟧ |"""),

("consulate_dni_enquiry", """Hi,

I'm a Spanish national living in Manchester and I need to renew my DNI, the number is ⟦NATIONAL_ID|$dni1⟧ and it expired last month. Can I do it at the consulate in London or only in Spain? I also have my passport ⟦PASSPORT|$pp_fr1⟧ hmm sorry that's my French one, I have dual nationality. My Spanish passport is with the consulate already for renewal (cita ⟪appointment_ref|CITA-LON-20331⟫).
Name: ⟦PERSON|Lucía Fernández Moreau⟧
Address: ⟦ADDRESS|Flat 7, 15 Wilmslow Road, Manchester M14 5TB⟧
Mobile: ⟦PHONE|+44 7383 550 218⟧
I understand the fee is ⟪fee|€12⟫.
Gracias!"""),

("cloudtrail_event_json", """{
  "eventVersion": "⟪version|1.09⟫",
  "eventTime": "⟪timestamp|2024-06-12T02:41:09Z⟫",
  "eventName": "GetObject",
  "userIdentity": {
    "type": "IAMUser",
    "userName": "⟦PERSON|s.chaudhry⟧",
    "accessKeyId": "⟦APIKEY|$aws_akid2⟧",
    "accountId": "⟪aws_account_id|418295730644⟫"
  },
  "sourceIPAddress": "⟦IP_ADDRESS|185.220.101.47⟧",
  "requestParameters": {"bucketName": "⟪bucket_name|benefits-casework-archive⟫", "key": "2023/appeals/⟪file_name|export_0612.csv⟫"},
  "requestID": "⟪request_id|X7RG4PBT9QF2M1ZK⟫",
  "eventID": "⟪uuid|$uuid_b⟫"
}"""),

("unclaimed_property_auction", """UNCLAIMED PROPERTY - DISPOSAL SCHEDULE (Police (Property) Regulations 1997)
Items held over 6 months with no owner traced. Lots to ⟪org_name|Wellingborough Auction Rooms⟫, sale ⟪sale_date|27 July⟫.

Lot ⟪lot_number|118⟫  gents bicycle, Raleigh, frame RJ20G77120     reserve ⟪price|£40⟫
Lot ⟪lot_number|119⟫  iPad Air, serial DMPXK2Q9HG3W, wiped                reserve ⟪price|£65⟫
Lot ⟪lot_number|120⟫  box of assorted sunglasses (14)                                        reserve ⟪price|£15⟫
Lot ⟪lot_number|121⟫  child's scooter, pink                                                  no reserve
Enquiries: Property Store, ⟪place_name|Kettering⟫. Schedule ref ⟪schedule_ref|PDS/24/07⟫."""),
]

# ---------------------------------------------------------------- part 4
TEXTS += [
("interview_invite_email", """From: ⟦PERSON|Marcus Levy⟧ <⟦EMAIL|marcus.levy@dwp.gov.uk⟧>
To: ⟦EMAIL|ben.harrowby@gmail.com⟧
Subject: Interview - Customer Service Advisor (vacancy ⟪vacancy_ref|CSA-2024-0418⟫)

Hi ⟦PERSON|Ben⟧,

Great news, ⟪org_name|Northumbrian Water⟫ would like to interview you on ⟪appointment_time|Friday 28 June at 10.30⟫ at their ⟪place_name|Pity Me⟫ site. The role pays ⟪salary_band|£23,400 - £25,100⟫ depending on experience. If you need help with travel costs let me know before the day and we can cover it from the Flexible Support Fund.
Any problems ring me on ⟦PHONE|0191 520 4417⟧ or my mobile ⟦PHONE|07825 339 061⟧.

Good luck!
⟦PERSON|Marcus⟧
Work Coach, ⟪office_location|Chester-le-Street Jobcentre⟫"""),

("notice_to_owner_ocr", """NOTICE TO OWNER                          Road Traffic Regulation Act 1984
Issued by ⟪org_name|Cheshire West and Chester Council⟫

PCN no:  ⟪pcn_number|CW71045226⟫          Date of notice: ⟪notice_date|22/05/2024⟫
Registered keeper:
  Ms ⟦PERSON|Yvonne Kirkbride⟧
  ⟦ADDRESS|17 Hoole Lane, Chester CH2 3EF⟧
Vehicle: DA15 OPE  SILVER FORD FIESTA
Contravention: ⟪contravention_code|01⟫ parked in a restricted street during prescribed hours
The penalty charge is ⟪pcn_tariff|£50.00⟫ (⟪pcn_tariff|£25.00⟫ if paid within 14 days). As it was not paid, the amount now due from you is ⟦AMOUNT|£75.00⟧.
Pay at ⟪url|www.cheshirewestandchester.gov.uk/pcn⟫ or call ⟦PHONE|0300 123 7026⟧."""),

("direct_debit_mandate", """COUNCIL TAX - DIRECT DEBIT INSTRUCTION (please complete in block capitals)
Service user number: ⟪service_user_number|634201⟫
Reference: ⟪council_tax_ref|CT/2291/0045⟫

Name(s) of account holder(s): ⟦PERSON|ANDREW J. PENROSE⟧
Bank/building society account IBAN: ⟦IBAN|$iban_gb1⟧
Pay on the: [x] 1st  [ ] 15th  [ ] 28th        Instalments: [x] 10  [ ] 12
Address: ⟦ADDRESS|HOLLY COTTAGE, 4 CHURCH LANE, LOSTWITHIEL PL22 0EP⟧
Signature: ........................   Date: ⟪form_date|03/04/24⟫
Banks may not accept Direct Debit instructions for some types of account."""),

("canvass_door_notes", """canvass round 2 - ⟪polling_district|PD: HA3⟫ - tablet notes (synced ⟪timestamp|16:42⟫)

no.2  - no reply, card left
no.4  - spoke to Mr ⟦PERSON|Ian Tebbutt⟧, wife ⟦PERSON|Carole⟧ also resident, both on register already. Asked about postal votes, leaflet given
no.6  - new occupants since Jan: ⟦PERSON|Zainab Idowu⟧ + ⟦PERSON|Femi Idowu⟧ (18 in Oct - attainer, DOB ⟦DATE_OF_BIRTH|11/10/2006⟧). Old occupant ⟦PERSON|R. Gillespie⟧ moved to ⟦ADDRESS|9 Mayfield Court, Harrow HA1 2QT⟧, delete
no.8  - dog ⟪pet_name|Biscuit⟫ v aggressive, didnt go in. no reply
no.10 - Mrs ⟦PERSON|Okafor⟧ says her son ⟦PERSON|Emeka⟧ lives at uni now, keep him on here as home address
no.12 - ⟪property_status|EMPTY - for sale⟫, ⟪org_name|Connells⟫ board up"""),
]

TEXTS += [
("homelessness_triage_chat", """Housing Options - web chat transcript ⟪chat_id|HO-CHAT-55102⟫

Advisor ⟦PERSON|Nadia⟧: Hi, you're through to Housing Options. Are you safe right now?
Visitor: yes im at my friends. i had to leave home last night, my partner got violent again
Advisor ⟦PERSON|Nadia⟧: I'm really sorry. Can I take your name and date of birth?
Visitor: ⟦PERSON|Chloe Barraclough⟧ ⟦DATE_OF_BIRTH|5/8/2001⟧
Advisor ⟦PERSON|Nadia⟧: Thank you ⟦PERSON|Chloe⟧. Is there anything about your health we should know for placing you?
Visitor: im ⟦MEDICAL|26 weeks pregnant⟧ and i have ⟦MEDICAL|epilepsy⟧
Advisor ⟦PERSON|Nadia⟧: OK, you're a priority. What number can we call you on?
Visitor: ⟦PHONE|07387 016 554⟧ but he might have my icloud so text ⟦PHONE|07950 228 713⟧ instead thats my friends
Advisor ⟦PERSON|Nadia⟧: I've made a referral to the IDVA service (ref ⟪referral_ref|IDVA-24-3371⟫) and emergency accommodation will call you before ⟪deadline_time|3pm⟫."""),

("countersignatory_email", """Hi,

I've been asked to countersign a passport application and the online form keeps timing out, so here are my details as requested:
Name: Dr ⟦PERSON|Helen Mwangi-Scott⟧ (GP partner, ⟪org_name|Riverside Surgery⟫, GMC no ⟪gmc_number|7041128⟫)
My own passport number: ⟦PASSPORT|$pp_gb4⟧
Home address: ⟦ADDRESS|Larch House, 2 Bishops Walk, Ely CB7 4HS⟧
Phone: ⟦PHONE|01353 668 204⟧
The applicant is ⟦PERSON|Owen Clarke⟧, I've known him for about 8 years through the practice (I won't go into his ⟦MEDICAL|type 1 diabetes⟧ obviously but that's how). His application ref is ⟪application_ref|1-4501987223⟫.
Best,
⟦PERSON|Helen⟧"""),
]

TEXTS += [
("github_actions_workflow", """# .github/workflows/deploy-jobs-board.yml  (leaked in public fork, reported by @⟦PERSON|tkhalil⟧)
name: deploy
on: push
env:
  NODE_VERSION: "⟪version|20.11.1⟫"
  GH_TOKEN: ⟦APIKEY|$ghp1⟧          # TODO move to secrets!!
  NPM_TOKEN: ⟦APIKEY|$npm1⟧
  SLACK_WEBHOOK: ⟦SECRET|$slack_hook2⟧
  SENDGRID_API_KEY: ⟦APIKEY|$sendgrid1⟧
  AWS_ACCESS_KEY_ID: ⟪example_key|AKIAIOSFODNN7EXAMPLE⟫      # placeholder from docs
jobs:
  build:
    runs-on: ⟪runner_image|ubuntu-22.04⟫
    steps:
      - uses: actions/checkout@⟪action_version|v4⟫
      - run: npm ci && npm run build"""),

("pension_abroad_call", """CALLER: Dzień dobry - sorry - good morning, I am calling for my mother, she gets the English pension but lives now in Poland.
ADVISER: That's fine, is she with you to give permission?
CALLER: Yes she is here. Her name is ⟦PERSON|Zofia Kamińska⟧.
ADVISER: Thank you. And what's your name?
CALLER: ⟦PERSON|Marta Kamińska-Grant⟧.
ADVISER: What can we do for ⟦PERSON|Zofia⟧ today?
CALLER: She changed bank, the new account is ⟦IBAN|$iban_pl1⟧, in ⟪org_name|PKO Bank Polski⟫.
ADVISER: I'll read that back... yes that's correct. Can I confirm her address?
CALLER: ⟦ADDRESS|ul. Długa 14 m. 3, 80-827 Gdańsk⟧.
ADVISER: Lovely. Her next payment of ⟦AMOUNT|£676.40⟧ is on the ⟪payment_date|24th⟫ so it may still go to the old bank, the change takes about ⟪processing_time|10 working days⟫.
CALLER: And her ⟦MEDICAL|Parkinson's⟧ medicine, the doctor letter, do you need?
ADVISER: No, not for the pension. Your reference for today is ⟪call_reference|IPC-C-771304⟫."""),

("foi_response_letter", """Freedom of Information request ⟪foi_reference|FOI-2024-0917⟫

Dear Mr ⟦PERSON|Kavanagh⟧,

You asked how many penalty charge notices were issued in the borough in 2023 and how much was collected.
Number of PCNs issued (on-street): ⟪org_statistic|48,112⟫
Number of PCNs issued (car parks): ⟪org_statistic|9,630⟫
Total income from PCNs: ⟪org_total|£2,104,380⟫
Number of PCNs cancelled on appeal: ⟪org_statistic|3,207⟫
We do not hold the information broken down by individual officer (section 1(1)(a)).

If you are unhappy you can ask for an internal review within 40 working days by writing to ⟦EMAIL|foi@hallowmere.gov.uk⟧.

Yours sincerely
⟦PERSON|Grace Oyelaran⟧
Information Governance Officer
⟦PHONE|01604 837 200⟧"""),
]

TEXTS += [
("ceo_handheld_csv", """device_id,device_ip,imei,officer,login,shift_start,lat,lon,pcn_count
⟪device_id|HH-0417⟫,⟦IP_ADDRESS|10.88.3.117⟧,353918104472219,⟦PERSON|Wojciech Zieliński⟧,⟦PERSON|wzielinski⟧,⟪timestamp|2024-06-18 07:00⟫,⟪gps_coordinate|52.62941⟫,⟪gps_coordinate|-1.13252⟫,14
⟪device_id|HH-0422⟫,⟦IP_ADDRESS|10.88.3.122⟧,353918104475410,⟦PERSON|Aaliyah Grant⟧,⟦PERSON|agrant⟧,⟪timestamp|2024-06-18 07:30⟫,⟪gps_coordinate|52.63308⟫,⟪gps_coordinate|-1.12907⟫,9
# firmware ⟪firmware_version|5.10.0.12⟫ gateway ⟪doc_ip|198.51.100.1⟫ (lab)"""),

("nginx_access_log", """⟦IP_ADDRESS|92.40.177.8⟧ - - [⟪timestamp|18/Jun/2024:09:12:44 +0100⟫] "GET /council-tax/bands?postcode=⟪postcode_query|NE26⟫ HTTP/1.1" 200 5123 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)"
⟦IP_ADDRESS|2a02:c7c:3a55:e300:a0f1:12cf:9b8e:771d⟧ - - [⟪timestamp|18/Jun/2024:09:12:47 +0100⟫] "POST /council-tax/pay HTTP/2.0" 302 0 "-" "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/⟪browser_version|126.0.6478.62⟫"
⟦IP_ADDRESS|31.94.60.212⟧ - - [⟪timestamp|18/Jun/2024:09:13:02 +0100⟫] "GET /my-account?session=⟦SECRET|$phpsess1⟧ HTTP/1.1" 200 8870 "-" "okhttp/4.12.0"
⟪doc_ip|203.0.113.50⟫ - - [⟪timestamp|18/Jun/2024:09:13:05 +0100⟫] "GET /healthz HTTP/1.1" 200 2 "-" "synthetic-monitor"
⟪loopback_ip|::1⟫ - - [⟪timestamp|18/Jun/2024:09:13:09 +0100⟫] "GET /status HTTP/1.1" 200 17 "-" "curl/⟪version|8.5.0⟫\""""),

("mfa_recovery_codes_email", """From: IT Service Desk
To: ⟦EMAIL|p.lachowicz@hallowmere.gov.uk⟧
Subject: RE: locked out of Revenues & Benefits system (INC ⟪incident_id|INC0193384⟫)

Hi ⟦PERSON|Piotr⟧,

We've reset your MFA. When you next log in to ⟪system_name|Northgate iWorld⟫ scan the new QR or enter this setup key manually: ⟦SECRET|$totp1⟧
Your new backup codes (each works once):
⟦SECRET|$rc1⟧   ⟦SECRET|$rc2⟧   ⟦SECRET|$rc3⟧
⟦SECRET|$rc4⟧   ⟦SECRET|$rc5⟧   ⟦SECRET|$rc6⟧
Please store them in the password manager and delete this email. Temporary network password for today only: ⟦PASSWORD|Autumn#Leaf-7731⟧ (you'll be forced to change it).

Thanks
⟦PERSON|Lewis⟧ - IT Service Desk ext ⟪phone_extension|4410⟫"""),

("lost_passport_statement", """WITNESS STATEMENT (lost/stolen identity document)        Occurrence ⟪occurrence_ref|KD-240603-0191⟫

I, ⟦PERSON|Ciarán Doherty⟧, date of birth ⟦DATE_OF_BIRTH|16/12/1989⟧, of ⟦ADDRESS|54 Strand Road, Derry BT48 7AJ⟧, state:
On ⟪incident_date|Saturday 1 June⟫ at about 23:00 my rucksack was taken from under a table in ⟪venue_name|Peadar O'Donnell's⟫. It contained my Irish passport number ⟦PASSPORT|$pp_ie1⟧, my ⟪org_name|Ulster Bank⟫ card and my inhaler (I have ⟦MEDICAL|asthma⟧). I did not see who took it. My phone number is ⟦PHONE|028 7126 6631⟧.
Signed: ⟦PERSON|C. Doherty⟧
Officer: Constable ⟦PERSON|A. Feeney⟧"""),

("ei_claim_followup", """Subject: EI claim - still no payment after 5 weeks

Hello Service Canada,

I applied for EI regular benefits on ⟪application_date|April 22⟫ after being laid off from ⟪org_name|Magna Seating⟫. My access code from the application was ⟪ei_access_code_masked|****⟫ and my SIN is ⟦NATIONAL_ID|$sin1⟧. I've done my bi-weekly reports but nothing has been deposited. My Record of Employment shows ⟦AMOUNT|$1,540.00⟧ insurable earnings for the last pay period.
Name: ⟦PERSON|Gurpreet Dhillon⟧
Address: ⟦ADDRESS|88 Haddon Ave, Brampton, ON L6T 2J4⟧
Phone: ⟦PHONE|905-451-3390⟧
Thank you."""),

("parking_citation_appeal_us", """To: Parking Citation Review, City of Sacramento
Re: Citation ⟪citation_number|SAC4471093⟫ issued ⟪issue_date|05/29/2024⟫, plate 8XKM224

I'm contesting this citation (⟪fine_schedule|$58 fine⟫ per the bail schedule). The meter at ⟪meter_id|Meter 2233-14⟫ on J Street was broken, I tried paying with the ⟪app_name|ParkMobile⟫ app as well and it showed zone closed. I already paid ⟦AMOUNT|$58.00⟧ online to avoid the late fee but want a refund.
⟦PERSON|Jessica Tran⟧
⟦ADDRESS|4512 Freeport Blvd, Sacramento, CA 95822⟧
⟦EMAIL|jess.tran.sac@icloud.com⟧"""),
]

# ---------------------------------------------------------------- part 5
TEXTS += [
("student_exemption_letter", """Council Tax - Student Exemption (Class N)

Account: ⟪council_tax_ref|60211873⟫
Property: ⟦ADDRESS|44 Hyde Park Road, Leeds LS6 1AB⟧

Dear Ms ⟦PERSON|Ferreira-Lund⟧,

Thank you for the student certificates from ⟪org_name|University of Leeds⟫ for yourself and ⟦PERSON|Kit Osborne⟧. As all residents are full-time students the property is exempt from ⟪effective_date|23 September 2023⟫. Your bill has been reduced to nil and the ⟦AMOUNT|£412.66⟧ you paid in October will be refunded to you.
Student ID numbers noted: 201644873, 201702219.
Revenues Section"""),
]

TEXTS += [
("uc_security_alert_email", """Subject: We've noticed a change to your Universal Credit account

Hello ⟦PERSON|Jermaine Fullerton⟧,

Your bank details were changed on ⟪timestamp|16 June 2024 at 02:14⟫. If this was you, you don't need to do anything.
Sign-in details: device ⟪device_name|Android 14 / Chrome⟫, IP address ⟦IP_ADDRESS|45.142.212.61⟧, location ⟪geo_location|Bucharest, Romania⟫.
Your usual sign-in IP is ⟦IP_ADDRESS|82.14.203.117⟧.
Your next payment of ⟦AMOUNT|£1,032.55⟧ is due on ⟪payment_date|20 June⟫ to the account ending ⟪masked_account|****3381⟫.
If this wasn't you, call the Universal Credit helpline on ⟦PHONE|0800 328 5644⟧ straight away. Do not give anyone your sign-in details or one-time codes."""),

("pip_rates_leaflet", """PERSONAL INDEPENDENCE PAYMENT - WEEKLY RATES ⟪tax_year|2024/25⟫

Daily living component:   standard ⟪benefit_rate|£72.65⟫   enhanced ⟪benefit_rate|£108.55⟫
Mobility component:       standard ⟪benefit_rate|£28.70⟫   enhanced ⟪benefit_rate|£75.75⟫

PIP is not based on your condition itself but on how it affects you. People with conditions such as ⟪generic_condition|arthritis⟫, ⟪generic_condition|motor neurone disease⟫, ⟪generic_condition|depression⟫ or a ⟪generic_condition|learning disability⟫ may be eligible.
Medicines you take, for example ⟪drug_name_leaflet|methotrexate⟫ or ⟪drug_name_leaflet|pregabalin⟫, can be listed on the form.
Form ⟪form_code|PIP2⟫ - How your disability affects you. Leaflet ⟪leaflet_code|PIP-L1 (04/24)⟫."""),

("polling_station_log", """PRESIDING OFFICER'S LOG - Polling station ⟪polling_station|Hartshill Methodist Hall⟫, district ⟪polling_district|HT2⟫

07:00 Poll opened. Seals ⟪seal_number|SN 004417⟫ to ⟪seal_number|SN 004420⟫ checked.
08:35 Elector ⟦PERSON|Agnes Pollard⟧ (no. ⟪elector_number|HT2-811⟫) is ⟦MEDICAL|registered blind⟧, voted with assistance of her companion ⟦PERSON|Terry Moss⟧, form ⟪form_code|Form 4⟫ completed.
11:10 Man claiming to be ⟦PERSON|Darius Kowal⟧ (HT2-902) - already marked as voted. Issued tendered ballot paper ⟪ballot_number|0417⟫.
15:40 Voter ID: ⟦PERSON|Bernard Ocloo⟧ turned away, had expired bus pass only; returned 16:05 with passport.
22:00 Poll closed. Ballot papers issued ⟪org_statistic|1,284⟫.
PO: ⟦PERSON|Sue Farrant⟧"""),

("ctr_sql_query", """-- ad hoc: check CTR award for complaint ⟪complaint_ref|CMP-2024-318⟫ (run by ⟦PERSON|jokafor⟧)
SELECT c.claim_id, c.surname, c.forename, c.nino, a.weekly_award
FROM ctr_claim c JOIN ctr_award a ON a.claim_id = c.claim_id
WHERE c.surname = '⟦PERSON|Haddad⟧' AND c.nino = '⟦NATIONAL_ID|$nino5⟧';

claim_id | surname | forename | nino          | weekly_award
---------+---------+----------+---------------+-------------
⟪claim_id|338817⟫   | ⟦PERSON|Haddad⟧  | ⟦PERSON|Rania⟧    | ⟦NATIONAL_ID|$nino5⟧ | ⟦AMOUNT|£21.43⟧
(1 row)
Time: ⟪query_time|4.218 ms⟫"""),

("social_media_dm", """Direct message to @⟪org_handle|HallowmereDC⟫

@⟦PERSON|danny_whelan_⟧: hi can someone sort my bins, missed 3 weeks running now. ⟦ADDRESS|19 Coronation Street, Hallowmere HM3 7TJ⟧. also my council tax went up to ⟦AMOUNT|£148⟧ a month and nobody told me why?? 
@⟪org_handle|HallowmereDC⟫: Hi ⟦PERSON|Danny⟧, sorry about this. I've logged the missed collection (ref ⟪ticket_id|WST-88120⟫). For council tax please email ⟦EMAIL|counciltax@hallowmere.gov.uk⟧ with your account number as we can't discuss accounts here. ^⟪staff_initials|KB⟫"""),

("voicemail_transcription", """Voicemail from ⟦PHONE|01274 432 880⟧ ⟪timestamp|Tue 11 Jun 14:52⟫ (transcribed, may contain errors)

"Hi, this is ⟦PERSON|Sharon Birtles⟧ from the ⟪org_name|Pension Service⟫, I'm trying to get hold of Mr ⟦PERSON|Jacobs⟧, it's about your Pension Credit claim. We need some information about your savings, um, your ⟪org_name|Nationwide⟫ account had ⟦AMOUNT|eleven thousand two hundred pounds⟧ in it on your statement. Could you ring me back on ⟦PHONE|oh eight hundred, nine nine one, two three four⟧ and ask for extension ⟪phone_extension|6207⟫. Thanks, bye.\""""),

("stripe_webhook_payload", """{
  "id": "⟪event_id|evt_3PQh2kLq9wE1xZ0a1bTt5rGn⟫",
  "type": "payment_intent.succeeded",
  "livemode": true,
  "created": ⟪unix_timestamp|1718702550⟫,
  "data": {"object": {
    "id": "⟪payment_intent_id|pi_3PQh2kLq9wE1xZ0a1aF4mYcD⟫",
    "amount": 18450, "currency": "gbp",
    "description": "Council tax instalment ⟪council_tax_ref|CT/4471/0912⟫",
    "receipt_email": "⟦EMAIL|fatima.begum.1979@gmail.com⟧",
    "shipping": null,
    "billing_details": {"name": "⟦PERSON|Fatima Begum⟧", "address": "⟦ADDRESS|31 Cheetham Hill Road, Manchester M8 8PS⟧"},
    "payment_method_details": {"card": {"brand": "visa", "last4": "⟪card_last4|8830⟫", "exp_month": 4, "exp_year": 2027}},
    "metadata": {"portal_version": "⟪version|3.8.1⟫", "paid_amount_display": "⟦AMOUNT|£184.50⟧"}
  }}
}"""),
]

TEXTS += [
("electoral_allegation_email", """To: Electoral Registration Officer
From: ⟦EMAIL|m.hendry1962@aol.com⟧

I want to report that ⟦PERSON|Lee Carver⟧ is registered to vote at ⟦ADDRESS|12 Gorse Hill, Swindon SN2 1BX⟧ but he has never lived there, that is his mother's house and he lives in ⟪place_name|Chippenham⟫ with his girlfriend. He has done this so he can vote for his mate ⟦PERSON|Rob Tilling⟧ who is standing for the parish council. I am the neighbour at number 14.
⟦PERSON|Malcolm Hendry⟧"""),

("calendar_invite_ics", """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Hallowmere Jobs & Skills//Bookings ⟪version|2.4⟫//EN
BEGIN:VEVENT
UID:⟪uuid|$uuid_c⟫
DTSTART:⟪ical_datetime|20240702T093000Z⟫
DTEND:⟪ical_datetime|20240702T101500Z⟫
SUMMARY:Skills check - ⟦PERSON|Tunde Bakare⟧
LOCATION:⟪office_location|Employment Hub, 2nd floor, Civic Centre⟫
ORGANIZER;CN=⟦PERSON|Elaine Moorcroft⟧:mailto:⟦EMAIL|elaine.moorcroft@hallowmere.gov.uk⟧
ATTENDEE;CN=⟦PERSON|Tunde Bakare⟧;RSVP=TRUE:mailto:⟦EMAIL|tunde.bakare@outlook.com⟧
DESCRIPTION:Customer prefers text reminders to ⟦PHONE|07459 117 380⟧. Needs ground floor room (⟦MEDICAL|uses a wheelchair⟧).
END:VEVENT
END:VCALENDAR"""),

("online_crime_report_json", """{"report_ref": "⟪crime_ref|OCR-24-0611-7782⟫", "category": "theft_from_vehicle",
 "victim": {"name": "⟦PERSON|Hannah Griggs⟧", "dob": "⟦DATE_OF_BIRTH|1996-02-14⟧", "phone": "⟦PHONE|07412 665930⟧", "email": "⟦EMAIL|hannahgriggs@gmail.com⟧"},
 "location": {"description": "⟪place_name|Castle Street multi-storey⟫, level 3", "what3words": "⟪what3words|///lions.bucket.tender⟫"},
 "items": [{"type": "handbag", "value_gbp": ⟪item_value|120⟫}, {"type": "laptop", "serial": "C02YK0ABJGH5"}],
 "suspect": {"description": "male, 20s, grey tracksuit", "name_if_known": null},
 "client": {"ip": "⟦IP_ADDRESS|86.29.141.77⟧", "ua": "Mozilla/5.0", "form_version": "⟪version|11.2⟫"}}"""),

("docker_compose_env", """# docker-compose.yml - pothole & parking map (ops repo)
services:
  db:
    image: ⟪docker_image|postgis/postgis:16-3.4⟫
    environment:
      POSTGRES_USER: mapadmin
      POSTGRES_PASSWORD: ⟦PASSWORD|Tarmac&Cones!88⟧
  cache:
    image: ⟪docker_image|redis:7.2-alpine⟫
    command: redis-server --requirepass ⟦PASSWORD|r3d1s-Hallow-2024⟧
  web:
    image: ⟪docker_image|ghcr.io/hallowmere/streetmap:1.14.0⟫
    environment:
      DATABASE_URL: postgres://mapweb:⟦SECRET|kerb7Stone_Web⟧@db:⟪port|5432⟫/streets
      GOOGLE_MAPS_KEY: ⟦APIKEY|$google1⟧
      MAILGUN_API_KEY: ⟦APIKEY|$mailgun1⟧
      RECAPTCHA_SITE_KEY: ⟪site_key|$recaptcha_site1⟫
      ADMIN_IPS: ⟦IP_ADDRESS|10.12.0.25⟧,⟦IP_ADDRESS|172.20.4.19⟧
    ports: ["⟪port_mapping|8080:80⟫"]"""),
]

TEXTS += [
("pcn_appeal_medical_email", """Subject: Appeal PCN ⟪pcn_number|HM05530012⟫ - medical emergency

To whom it may concern,

On ⟪contravention_date|4th June⟫ I parked on the zig-zags outside ⟪place_name|Brookfield Primary⟫ because my son ⟦PERSON|Alfie⟧ had a ⟦MEDICAL|febrile seizure⟧ in the back of the car and I needed to get help from the school first aider. The ambulance crew took him to A&E, I have attached the discharge letter which says ⟦MEDICAL|simple febrile convulsion⟧.
I'd be grateful if you could cancel the ticket.

⟦PERSON|Rachel Sowerby⟧
⟦ADDRESS|61 Elm Tree Avenue, Hallowmere HM2 5RS⟧
⟦PHONE|07921 440 086⟧"""),

("bereavement_call_notes", """Bereavement Service - call notes  ⟪call_reference|BS-240612-0081⟫

Deceased: ⟦PERSON|Gordon Arthur Leckie⟧, DOB ⟦DATE_OF_BIRTH|07/03/1939⟧, NINO ⟦NATIONAL_ID|$nino8⟧, died ⟪date_of_death|09/06/2024⟫ at home.
Caller: daughter ⟦PERSON|Fiona Leckie⟧, ⟦PHONE|01505 322 917⟧, executor.
Tell Us Once ref given: ⟪tell_us_once_ref|TUO 7781 4420 19⟫.
State Pension stopped. Final payment of ⟦AMOUNT|£893.10⟧ due to the estate. Caller asked about Funeral Expenses Payment - she is on Pension Credit herself; sent form ⟪form_code|SF200⟫.
Address for letters: ⟦ADDRESS|4 Lochwinnoch Road, Kilbarchan PA10 2JF⟧."""),

("ero_review_letter", """ELECTORAL REGISTRATION - NOTICE OF REVIEW (Reg. 31D)

⟦PERSON|Stacey Marie Dunn⟧
⟦ADDRESS|Flat 22, Marlowe House, 9 Spring Gardens, Hallowmere HM1 4AB⟧

Elector number: ⟪elector_number|TC1-2207⟫

Dear ⟦PERSON|Stacey Marie Dunn⟧,
I have reason to believe you are no longer resident at the address above because post has been returned and the household enquiry listed only ⟦PERSON|Kieran Doyle⟧. Unless you reply by ⟪deadline_date|19 July 2024⟫ I may remove your entry. You can reply at ⟪url|www.hallowmere.gov.uk/review⟫ using code ⟪response_code|7KQ-2M9-X4P⟫ or attend a hearing on ⟪hearing_date|24 July⟫.

Electoral Registration Officer"""),

("housing_office_review", """★☆☆☆☆  Hallowmere Housing Options (⟪place_name|Civic Centre⟫)
⟦PERSON|Tash Mulroney⟧ · Local Guide · 32 reviews · 2 weeks ago

waited 3 hrs with my 2 kids to be told the homeless duty worker had gone home. only decent person was ⟦PERSON|Ibrahim⟧ on the front desk who gave us sandwiches. Been on the list since ⟪year|2019⟫ in band C. Kids share a room with black mould, my daughter has ⟦MEDICAL|eczema⟧ that's flared up that bad she's on ⟦MEDICAL|steroid cream⟧. Rent is ⟪rent_rate|£950⟫ private. SORT IT OUT.

Response from the owner: We're sorry to hear this ⟦PERSON|Tash⟧, please contact ⟦EMAIL|housingoptions@hallowmere.gov.uk⟧ quoting ⟪complaint_ref|COMP-3391⟫."""),

("ssi_overpayment_notice", """SOCIAL SECURITY ADMINISTRATION
Supplemental Security Income - Notice of Overpayment

⟦PERSON|Marcus D. Whitlock⟧
⟦ADDRESS|3301 Holcomb Bridge Rd Apt 1207, Norcross, GA 30092⟧
SSN: ⟦SSN|$ssn5⟧

We paid you ⟦AMOUNT|$2,316.00⟧ too much SSI from ⟪period|January 2023 through May 2023⟫ because your bank balance was over the ⟪resource_limit|$2,000⟫ resource limit. You must pay this back. We plan to withhold ⟦AMOUNT|$94.30⟧ a month from your SSI payments.
If you disagree, file ⟪form_code|SSA-561⟫ within 60 days. Questions: ⟦PHONE|1-800-772-1213⟧ (TTY ⟦PHONE|1-800-325-0778⟧)."""),

("lost_property_phone_call", """OPERATOR: Lost property, how can I help?
CALLER: I left a carrier bag on the 41 bus this morning, it had my medication in, it's really important.
OPERATOR: OK. What was in it?
CALLER: A box of ⟦MEDICAL|methadone⟧ from the chemist, my repeat for ⟦MEDICAL|clozapine⟧, and my purse with my bank card, the card ending ⟪masked_card|XXXX-XXXX-XXXX-1187⟫.
OPERATOR: Name please?
CALLER: ⟦PERSON|Dean Hargreaves⟧.
OPERATOR: And address, ⟦PERSON|Dean⟧?
CALLER: ⟦ADDRESS|Flat 1, 77 Oldham Road, Rochdale OL16 1UB⟧.
OPERATOR: I'll check with ⟪org_name|First Bus⟫ depot and call you back. Your reference is ⟪lost_property_ref|LP/2024/120033⟫."""),

("band_appeal_email", """Hi

I think my house is in the wrong council tax band. It's in ⟪council_tax_band|Band D⟫ but next door at number 9, which is identical and has an extension, is ⟪council_tax_band|Band C⟫. I've already paid ⟦AMOUNT|£2,088.34⟧ this year. The VOA reference on my letter is ⟪voa_reference|VOA-CT-55013982⟫.
My address is ⟦ADDRESS|11 Sunnybank Road, Hallowmere HM6 2PD⟧.
Thank you,
⟦PERSON|Ayodele Ogunleye⟧
⟦PHONE|07533 281 904⟧"""),
]
