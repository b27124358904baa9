# English texts for blind59. Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name from values.VALUES.
TEXTS = []

# ---- part 1
TEXTS += [
("whatsapp_group", """[18:02] ⟦PERSON|Karen Whitlock⟧: right so for ⟪place_name|Kielder⟫ camp we still need forms back from 3 families 🙄
[18:03] ⟦PERSON|Karen Whitlock⟧: ⟦PERSON|Dev⟧ — ⟦PERSON|Oliver Haines⟧' mum says he's on a ⟦MEDICAL|blue salbutamol inhaler⟧ now, 2 puffs before hikes
[18:05] ⟦PERSON|Dev Ramesh⟧: noted. also ⟦PERSON|Maisie P⟧ has a ⟦MEDICAL|severe peanut allergy⟧ + carries an ⟦MEDICAL|EpiPen⟧, I'll keep the spare in the first aid box
[18:06] ⟦PERSON|Karen Whitlock⟧: her dad paid ⟦AMOUNT|£85⟧ by transfer this morning, ref ⟪bank_reference|KIELD-SC-0619⟫
[18:09] ⟦PERSON|Dev Ramesh⟧: emergency contact for ⟦PERSON|Oliver⟧ is ⟦PHONE|07812 550 341⟧ (mum, ⟦PERSON|Trish⟧)
[18:10] ⟦PERSON|Karen Whitlock⟧: 👍 we're on pitch ⟪campsite_pitch|C14⟫, gate code is on the booking email not here pls"""),

("email_signature", """Subject: Re: Autumn concert seating + Gift Aid forms

Hi ⟦PERSON|Bernadette⟧,

Thanks for the seating plan. I've moved the altos to the left of the dais as discussed. Gift Aid forms for the new members are in the folder marked ⟪folder_label|GA-2024⟫.

Could you remind ⟦PERSON|Huw Pritchard⟧ that his subs (⟦AMOUNT|£48⟧) are still outstanding? His mobile is ⟦PHONE|07968 224 019⟧ if email doesn't work.

Best wishes,
⟦PERSON|Rosalind Achterberg⟧
Membership Secretary, ⟪org_name|Wyvern Valley Choral Society⟫
Registered charity no. ⟪charity_number|1093317⟫
⟦EMAIL|membership@wyvernchoral.org.uk⟧ | ⟦PHONE|01905 611 284⟧
⟦ADDRESS|Flat 3, 27 Sansome Walk, Worcester WR1 1LX⟧ (home - please post forms here, not to the church)"""),

("csv_membership", """plot,tenant,email,mobile,paid_2024,notes
⟪plot_number|7A⟫,⟦PERSON|Graham Tolley⟧,⟦EMAIL|g.tolley58@btinternet.com⟧,⟦PHONE|07734 118 902⟧,⟦AMOUNT|£42.00⟧,half plot
⟪plot_number|7B⟫,⟦PERSON|Sunita Bhamra⟧,⟦EMAIL|sunita.bhamra@gmail.com⟧,⟦PHONE|07402 665 170⟧,⟦AMOUNT|£84.00⟧,
⟪plot_number|12⟫,⟦PERSON|Wojciech Nowak⟧,⟦EMAIL|wnowak@o2.pl⟧,⟦PHONE|+48 601 228 914⟧,⟦AMOUNT|£21.00⟧,"reduced - water trough repairs"
⟪plot_number|15C⟫,⟦PERSON|Hazel Pickering⟧,⟦EMAIL|hazelpick@yahoo.co.uk⟧,⟦PHONE|01926 334 781⟧,⟦AMOUNT|£42.00⟧,"shares with ⟦PERSON|Ron⟧, no email for him"
⟪plot_number|19⟫,VACANT,,,,"waiting list: offer to ⟦PERSON|Okonkwo, Chidi⟧ next"
⟪plot_number|22⟫,⟦PERSON|Margit Szabo⟧,⟦EMAIL|margit.szabo@web.de⟧,⟦PHONE|07956 720 133⟧,⟦AMOUNT|£84.00⟧,keys ⟪key_number|K-31⟫"""),

("env_config", """# Ashgrove Residents' Association – website .env (prod)
APP_ENV=production
APP_VERSION=⟪app_version|3.8.2⟫
APP_PORT=⟪port|8080⟫
DB_HOST=⟦IP_ADDRESS|10.14.2.31⟧
DB_PORT=⟪port|5432⟫
DB_USER=ashgrove_web
DB_PASSWORD=⟦PASSWORD|Ashgr0ve!Trees#2019⟧
MAIL_FROM=⟦EMAIL|noreply@ashgrove-ra.org.uk⟧
SENDGRID_API_KEY=⟦APIKEY|$ak_sg1⟧
STRIPE_PUBLISHABLE_KEY=⟪publishable_key|$dec_stripe_pk1⟫
STRIPE_SECRET_KEY=⟦APIKEY|$ak_stripe1⟧
STRIPE_WEBHOOK_SECRET=⟦SECRET|$sec_whsec1⟧
ADMIN_CONTACT=⟦PERSON|Priya Lakhani⟧
SESSION_LIFETIME=⟪config_minutes|120⟫"""),

("meeting_minutes", """RYELANDS AMATEUR DRAMATIC SOCIETY — Committee minutes, ⟪meeting_date|Tues 9 April⟫

Present: ⟦PERSON|Colin Abernethy⟧ (chair), ⟦PERSON|Fiona McBride⟧, ⟦PERSON|Tunde Okafor⟧, ⟦PERSON|Jess Lindqvist⟧. Apologies: ⟦PERSON|Pam Haverstock⟧.

1. Spring production (⟪production_title|Blithe Spirit⟫): box office took ⟪org_total|£3,412.50⟫ over four nights; hall hire was ⟪venue_fee|£640⟫.
2. ⟦PERSON|Tunde⟧ reported that ⟦PERSON|Pam⟧'s ⟦MEDICAL|hip replacement⟧ went well and she hopes to be back for the read-through in June.
3. ⟦PERSON|Jess⟧ to be reimbursed ⟦AMOUNT|£57.80⟧ for props (receipts in the blue file).
4. ⟦PERSON|Fiona⟧ to chase ⟦PERSON|Mark Delaney⟧ for his outstanding ⟦AMOUNT|£25⟧ script deposit.
5. AOB: the lighting desk firmware needs updating to ⟪firmware_version|v2.11⟫ before the autumn show. Next meeting ⟪meeting_date|14 May⟫, 7.30pm, ⟪room_name|Green Room⟫."""),

("sms", """Hi ⟦PERSON|Kieran⟧, it's ⟦PERSON|Lorraine⟧ from ⟪org_name|Eastfield Harriers⟫. Your DD for membership bounced - ⟦AMOUNT|£36⟧ still owing. Card on file ends ⟪masked_card|•••• 4471⟫ - can u ring me on ⟦PHONE|07590 331 846⟧ or pay at the ⟪place_name|Eastfield Leisure Centre⟫ desk? Ta, L"""),

("helpdesk_ticket", """Ticket #⟪ticket_id|AL-55821⟫   Queue: Alumni Portal   Priority: normal
Requester: Dr. ⟦PERSON|Marguerite Osei⟧ <⟦EMAIL|m.osei@kcl-alumni.net⟧>
Class of ⟪graduation_year|1998⟫, Chemistry

Message:
Hello, I've been locked out after the password reset. I think the 2FA app is on my old phone. Could you reset it? I'm happy to verify - my alumni number is ⟪alumni_member_no|A0981123⟫ and mobile ⟦PHONE|+44 7700 146 382⟧.

--- internal note (⟦PERSON|sbaptiste⟧) ---
Last 3 failed logins from ⟦IP_ADDRESS|81.2.69.142⟧ and ⟦IP_ADDRESS|81.2.69.160⟧, UA ⟪browser_version|Firefox/126.0⟫. Matches her usual ISP. Reset TOTP, told her to re-enrol. Closing."""),

("nginx_log", """⟦IP_ADDRESS|86.134.22.197⟧ - - [⟪timestamp|14/May/2024:19:02:11 +0100⟫] "GET /bookings/hall?room=main HTTP/1.1" 200 5123 "-" "Mozilla/5.0"
⟪doc_ip|203.0.113.45⟫ - - [⟪timestamp|14/May/2024:19:02:14 +0100⟫] "POST /wp-login.php HTTP/1.1" 401 312 "-" "curl/7.88"
⟦IP_ADDRESS|100.82.7.14⟧ - ⟦PERSON|mhargreaves⟧ [⟪timestamp|14/May/2024:19:03:40 +0100⟫] "GET /admin/members.csv HTTP/1.1" 200 88412 "-" "Mozilla/5.0"
⟦IP_ADDRESS|2a02:c7c:6d14:ee00:85b1:4c3e:21f9:a07d⟧ - - [⟪timestamp|14/May/2024:19:05:02 +0100⟫] "GET /events/jumble-sale HTTP/2.0" 200 2210 "-" "Mozilla/5.0 (iPhone)"
⟪loopback_ip|127.0.0.1⟫ - - [⟪timestamp|14/May/2024:19:05:30 +0100⟫] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/⟪software_version|1.29⟫" rt=0.001"""),

("web_form", """BRAMBLEDOWN YOUTH CLUB — Summer Activity Consent (submitted online)
Young person's full name: ⟦PERSON|Ellis Tremayne-Baptiste⟧
Date of birth: ⟦DATE_OF_BIRTH|03/09/2011⟧
Home address: ⟦ADDRESS|41 Penrose Terrace, Redruth TR15 2LG⟧
Parent/carer: ⟦PERSON|Simone Tremayne⟧      Relationship: mother
Parent mobile: ⟦PHONE|07871 402 663⟧      Home: ⟦PHONE|01209 218 554⟧
Medical conditions: ⟦MEDICAL|type 1 diabetes⟧, carries ⟦MEDICAL|glucose tablets⟧
Allergies: ⟦MEDICAL|allergic to penicillin⟧
GP surgery: ⟪org_name|Clinton Road Surgery⟫
Activities ticked: ⟪activity_code|ACT-07⟫ kayaking, ⟪activity_code|ACT-11⟫ climbing wall
Submission ID: ⟪form_submission_id|$dec_uuid1⟫"""),

("call_transcript", """[Transcript — Ferndale CC membership line, call ⟪call_id|7731-0042⟫]
AGENT (⟦PERSON|Nadia⟧): Ferndale Cricket Club memberships, ⟦PERSON|Nadia⟧ speaking.
CALLER: Hiya, it's ⟦PERSON|Barry Coombes⟧, want to renew the family membership.
AGENT: Lovely, family is ⟪tariff|£165⟫ this season. Long number on the card please?
CALLER: Right... ⟦CARD|$card_visa1⟧.
AGENT: Expiry? CALLER: ⟪card_expiry|08/27⟫. AGENT: And the three on the back? CALLER: ⟦CVV|$cvv_visa1⟧.
AGENT: Billing address? CALLER: ⟦ADDRESS|9 Gorse Lane, Ferndale CF43 4RA⟧.
AGENT: That's gone through, ⟦AMOUNT|a hundred and sixty-five pounds⟧ taken, receipt number ⟪receipt_number|FCC-R-20931⟫."""),

("yaml_config", """# choirbot config — DO NOT COMMIT (⟦PERSON|Gareth⟧)
bot:
  name: ChoirBot
  version: ⟪app_version|0.9.14⟫
slack:
  bot_token: ⟦APIKEY|$ak_slack1⟧
  signing_secret: ⟦SECRET|8f3c1e9a0b7d44e2a6c95f10d3b87e21⟧
  rehearsal_channel: ⟪slack_channel_id|C05QK2L7MXA⟫
  alerts_webhook: ⟦SECRET|$sec_slackhook1⟧
schedule:
  reminder_cron: "⟪cron_expression|0 17 * * 2⟫"
admins:
  - ⟦PERSON|gareth.ellison⟧
  - ⟦PERSON|ruth.ng⟧"""),

("stack_trace", """ERROR [donate] 2024-03-02 11:41:07,553 payments.create_mandate failed
Traceback (most recent call last):
  File "/srv/alumni-donate/app/payments.py", line ⟪line_number|212⟫, in create_mandate
    mandate = gc.mandates.create(params=build_params(form))
  File "/usr/lib/python3.11/site-packages/gocardless_pro/services/base_service.py", line ⟪line_number|131⟫, in _perform_request
    raise errors.InvalidApiUsageError(body)
gocardless_pro.errors.InvalidApiUsageError: bank_account_exists
form = {'name': '⟦PERSON|Abimbola Adeyemi⟧', 'email': '⟦EMAIL|abi.adeyemi@outlook.com⟧', 'iban': '⟦IBAN|$iban_gb1⟧', 'amount': '⟦AMOUNT|£25.00⟧', 'frequency': 'monthly'}
release=⟪git_sha|$dec_sha1⟫ host=⟪hostname|donate-worker-2⟫ request_id=⟪request_id|$dec_uuid2⟫"""),

("invoice", """⟪org_name|ST AIDAN'S COMMUNITY CENTRE⟫
Invoice ⟪invoice_number|INV-2024-0387⟫        Date: ⟪invoice_date|21/06/2024⟫

Bill to: Mrs ⟦PERSON|Lydia Farquharson⟧
⟦ADDRESS|12 Cedar Close, Hexham NE46 3JB⟧

Main hall hire, Sat ⟪event_date|13 July⟫, 2pm–7pm (5 hrs @ ⟪hourly_rate|£28/hr⟫) ....... ⟪invoice_line|£140.00⟫
Kitchen use ............................................................. ⟪invoice_line|£20.00⟫
Less deposit already paid ⟦AMOUNT|£50.00⟧
BALANCE DUE: ⟦AMOUNT|£110.00⟧

Please pay by BACS to ⟪org_account_name|St Aidan's CC General⟫, IBAN ⟪org_iban|$iban_org1⟫, quoting the invoice number.
VAT reg. ⟪vat_number|GB 284 6617 39⟫"""),

("shell_history", """  501  ssh ⟦PERSON|nkowalczyk⟧@⟦IP_ADDRESS|192.168.50.12⟧
  502  cd /home/⟦PERSON|nkowalczyk⟧/railway-club-site
  503  git pull origin main
  504  export AWS_ACCESS_KEY_ID=⟦APIKEY|$ak_aws1⟧
  505  export AWS_SECRET_ACCESS_KEY=⟦SECRET|$sec_aws1⟧
  506  aws s3 sync ./photos s3://⟪bucket_name|trentvale-mrc-gallery⟫ --region ⟪aws_region|eu-west-2⟫
  507  mysql -u mrc_admin -p'⟦PASSWORD|Flying$cotsman4472⟧' mrc_members
  508  docker pull ⟪docker_image|ghcr.io/trentvale/site:1.4.0⟫
  509  history | grep ssh"""),

("review", """★★★★☆  ⟦PERSON|Donna F.⟧ — 2 weeks ago
Booked the small hall at ⟪org_name|Marston Green Community Centre⟫ for my dad's 80th. Caretaker ⟦PERSON|Terry⟧ was brilliant, sorted the heating when it packed in. Only downside was parking - the ⟪place_name|Elmdon Road⟫ car park shuts at 9. We got ⟦AMOUNT|£40⟧ of our deposit back for the late finish which was fair. Would recommend 👍"""),

("price_list", """MEADOWBANK ALLOTMENT ASSOCIATION — RENTS ⟪season|2024/25⟫

Full plot (⟪plot_size|250 sq m⟫) ........ ⟪price|£78.00⟫
Half plot ................................ ⟪price|£41.50⟫
Raised bed (accessible) .................. ⟪price|£18.00⟫
Water levy (all plots) ................... ⟪price|£6.00⟫
Key deposit (refundable) ................. ⟪price|£10.00⟫
Concession discount ...................... ⟪discount_rate|25%⟫

Rents due by ⟪due_date|1 October⟫. Shop open Sundays 10–12 at the ⟪place_name|Haywood Lane⟫ gate."""),

("passport_list", """1st Ambleside Scouts — Kandersteg trip, passport details for the travel insurer (CONFIDENTIAL)

Name | DOB | Nationality | Passport no. | Expires
⟦PERSON|Harvey Sutcliffe⟧ | ⟦DATE_OF_BIRTH|2009-05-17⟧ | GBR | ⟦PASSPORT|$pp_uk1⟧ | ⟪expiry_date|2031-02-11⟫
⟦PERSON|Amira Haddad⟧ | ⟦DATE_OF_BIRTH|2010-01-29⟧ | GBR | ⟦PASSPORT|$pp_uk2⟧ | ⟪expiry_date|2029-08-03⟫
⟦PERSON|Luca Bianchi-Ward⟧ | ⟦DATE_OF_BIRTH|2009-11-02⟧ | IRL | ⟦PASSPORT|$pp_ie1⟧ | ⟪expiry_date|2030-06-30⟫
Leader: ⟦PERSON|Siobhan Ferris⟧ | ⟦DATE_OF_BIRTH|1982-12-08⟧ | GBR | ⟦PASSPORT|$pp_au1⟧ (dual AUS, travelling on this one) | ⟪expiry_date|2033-04-19⟫

Policy ⟪policy_number|TRV-88412937⟫, group ref ⟪group_reference|KSC-24-AMB⟫."""),
]

# ---- part 2
TEXTS += [
("church_email", """From: ⟦EMAIL|parishoffice@stmichaels-headingley.org⟧
To: Sunday rota list
Subject: Rota for June + update on Canon ⟦PERSON|Phil⟧

Dear all,
Sidespeople for ⟪service_date|Sunday 2 June⟫: ⟦PERSON|Gwen Iredale⟧ and ⟦PERSON|Raymond Atkins⟧. Readings: ⟪bible_reference|Acts 2:1-21⟫ (⟦PERSON|Chloe Adebayo⟧) and ⟪bible_reference|John 15:26-27⟫. Hymns ⟪hymn_number|473⟫, ⟪hymn_number|212⟫, ⟪hymn_number|637⟫.

Canon ⟦PERSON|Phil Wetherby⟧ is recovering at home after his ⟦MEDICAL|heart bypass⟧ - cards to the vicarage please, not visits just yet. If you can drive him to ⟦MEDICAL|cardiac rehab⟧ on Tuesdays please ring ⟦PERSON|Maureen⟧ on ⟦PHONE|0113 278 5519⟧.

Coffee rota swaps to ⟦PERSON|Jan⟧ directly please.
Every blessing,
⟦PERSON|Helen⟧ (Parish Administrator)"""),

("slack_thread", """#infra   ⟦PERSON|tomasz.w⟧  10:14
ugh I pasted my token in the repo README by accident 🤦 ⟦APIKEY|$ak_gh1⟧ — revoking now. it went in with commit ⟪git_sha|$dec_sha2⟫
⟦PERSON|ellie_r⟧  10:16
saw it, github secret scanning emailed me too. can someone also rotate the npm one, ⟦APIKEY|$ak_npm1⟧ is still in .npmrc on the ⟪hostname|layout-pi⟫ box
⟦PERSON|tomasz.w⟧  10:17
on it. layout controller is on ⟦IP_ADDRESS|192.168.1.77⟧ right? DCC-EX firmware ⟪firmware_version|5.2.40⟫
⟦PERSON|ellie_r⟧  10:18
yep. pw for the pi user is ⟦PASSWORD|loco-shed-77⟧ don't paste it anywhere else lol"""),

("json_export", """{
  "club": "⟪org_name|Harlow Town Swimming Club⟫",
  "export_id": "⟪export_id|$dec_uuid3⟫",
  "members": [
    {"id": ⟪member_id|20413⟫, "name": "⟦PERSON|Ifeoma Chukwu⟧", "dob": "⟦DATE_OF_BIRTH|2012-07-04⟧", "squad": "⟪squad_name|Junior B⟫",
     "guardian": {"name": "⟦PERSON|Ngozi Chukwu⟧", "mobile": "⟦PHONE|07445 902 318⟧", "email": "⟦EMAIL|ngozi.chukwu@hotmail.co.uk⟧"},
     "medical": "⟦MEDICAL|epilepsy⟧ - on ⟦MEDICAL|lamotrigine⟧, no diving starts"},
    {"id": ⟪member_id|20427⟫, "name": "⟦PERSON|Rory Blaine⟧", "dob": "⟦DATE_OF_BIRTH|2011-12-19⟧", "squad": "⟪squad_name|Junior A⟫",
     "guardian": {"name": "⟦PERSON|Sarah Blaine⟧", "mobile": "⟦PHONE|07512 338 400⟧", "email": null},
     "medical": null}
  ],
  "generated_at": "⟪timestamp|2024-09-01T08:00:03Z⟫"
}"""),

("sql_insert", """-- us_chapter_gifts.sql  (exported by ⟦PERSON|kdouglas⟧)
INSERT INTO donors (donor_id, full_name, ssn, email, phone, last_gift) VALUES
(⟪donor_id|88120⟫, '⟦PERSON|Marcus T. Whitfield⟧', '⟦SSN|$ssn1⟧', '⟦EMAIL|mwhitfield@comcast.net⟧', '⟦PHONE|(614) 883-2071⟧', '⟦AMOUNT|$500.00⟧'),
(⟪donor_id|88121⟫, '⟦PERSON|Dana Liu-Moreno⟧', '⟦SSN|$ssn2⟧', '⟦EMAIL|dana.liumoreno@yahoo.com⟧', '⟦PHONE|(503) 219-4478⟧', '⟦AMOUNT|$1,250.00⟧'),
(⟪donor_id|88122⟫, '⟦PERSON|Gregory Ahn⟧', NULL, '⟦EMAIL|gahn@umich.edu⟧', NULL, '⟦AMOUNT|$75.00⟧');
-- chapter total FY24: ⟪org_total|$48,310⟫"""),

("ocr_business_card", """[OCR scan — business card, conf 0.87]
⟪org_name|DURHAM UNIVERSITY ALUMNI ASSOCIATION⟫ — North East Branch
⟦PERSON|ANGUS McLEISH⟧
Branch President
M: ⟦PHONE|+44 (0)7788 213 460⟧
T: ⟦PHONE|0191 384 7726⟧
E: ⟦EMAIL|angus.mcleish@durhamalumni-ne.org⟧
⟦ADDRESS|The Old Forge, 3 Front St, Shincliffe, Durham DH1 2NJ⟧
www.durhamalumni-ne.org | Company no. ⟪company_number|08813427⟫"""),

("voicemail_transcript", """Voicemail (auto-transcribed) — 1st Westbury Brownies, received ⟪timestamp|Thu 16:42⟫
"Hi it's ⟦PERSON|Josephine⟧, ⟦PERSON|Lily Kerr⟧'s mum, um, just to say ⟦PERSON|Lily⟧ won't be at Brownies tonight, she's come out in ⟦MEDICAL|chickenpox⟧. Also for the sleepover, the key safe at the hut, the code is ⟦PASSWORD|4 7 1 9⟧, ⟦PERSON|Bev⟧ asked me to pass it on. You can get me on ⟦PHONE|oh seven nine four six, two two one, eight three zero⟧. Thanks, bye." """),

("markdown_table", """## Vienna tour — rooming list (Hotel ⟪hotel_name|Am Brillantengrund⟫)

| Room | Singer | Part | Dietary / medical | Paid |
|---|---|---|---|---|
| ⟪room_number|204⟫ | ⟦PERSON|Anneliese Roper⟧ | S1 | ⟦MEDICAL|coeliac⟧ | ⟦AMOUNT|€620⟧ |
| ⟪room_number|204⟫ | ⟦PERSON|Joy Okwuosa⟧ | S2 | — | ⟦AMOUNT|€620⟧ |
| ⟪room_number|211⟫ | ⟦PERSON|Derek Fairbairn⟧ | B2 | ⟦MEDICAL|CPAP machine⟧ for ⟦MEDICAL|sleep apnoea⟧, needs socket by bed | ⟦AMOUNT|€540⟧ (single supp. outstanding) |
| ⟪room_number|215⟫ | ⟦PERSON|Tomás Ó Briain⟧ | T1 | vegetarian | ⟦AMOUNT|€620⟧ |

Coach departs ⟪place_name|Schwechat⟫ 14:20, flight ⟪flight_number|OS 457⟫."""),

("tenancy_agreement", """TENANCY AGREEMENT — ⟪org_name|Spring Hill Allotment Society⟫
This agreement is made on ⟪agreement_date|1st March 2024⟫ between the Society and
Tenant: ⟦PERSON|Desmond Oyelaran-Hughes⟧ of ⟦ADDRESS|58 Whitefield Road, Stockport SK4 3HW⟧ (date of birth ⟦DATE_OF_BIRTH|22 November 1957⟧)
for Plot ⟪plot_number|34B⟫ at the ⟪site_name|Spring Hill Lane⟫ site.
1. The annual rent is ⟪price|£56⟫, payable on or before 1 October each year.
2. The Tenant has paid a key deposit of ⟦AMOUNT|£15⟧, refundable on return of key ⟪key_number|SH-118⟫.
3. No bonfires between ⟪time_window|10am and 6pm⟫.
Signed: ⟦PERSON|D. Oyelaran-Hughes⟧ (Tenant)    ⟦PERSON|P. Marchetti⟧ (Secretary)"""),

("forum_post", """Re: Hornby ⟪product_code|R3924⟫ chuffs out of sync?
Posted by ⟦PERSON|steamdreamer_bill⟧ » ⟪timestamp|Sat Mar 16, 2024 9:12 pm⟫

Had the same on mine. Sound decoder was a ⟪product_code|TTS R8105⟫ - reset CV8 to ⟪cv_value|8⟫ and it came good. If anyone in the ⟪place_name|Swindon⟫ area wants to borrow my programming track drop me a line, ⟦EMAIL|bill.harcourt62@gmail.com⟧ (not checking PMs much). Got mine for ⟪price|£89.99⟫ from ⟪org_name|Rails of Sheffield⟫ btw."""),

("subject_access_request", """⟦ADDRESS|7 Larkspur Mews, Didsbury, Manchester M20 6TE⟧
⟦EMAIL|r.achebe.didsbury@gmail.com⟧

To the Secretary, ⟪org_name|Burnage & Didsbury Residents' Association⟫

Subject access request

I am writing under Article 15 UK GDPR to request copies of all personal data the Association holds about me, including the minutes of the ⟪meeting_date|January 2024⟫ committee meeting at which my complaint (ref ⟪complaint_ref|BDRA/C/112⟫) was discussed.

For identification: full name ⟦PERSON|Rukayat Achebe⟧, date of birth ⟦DATE_OF_BIRTH|19/04/1979⟧, National Insurance number ⟦NATIONAL_ID|$nid_nino1⟧.

Yours faithfully,
⟦PERSON|R. Achebe⟧"""),

("refund_email", """From: ⟦EMAIL|treasurer@obhc.org.uk⟧
To: ⟦EMAIL|sander.vdberg@ziggo.nl⟧
Subject: Tour deposit refund

Hi ⟦PERSON|Sander⟧,
Sorry you can't make ⟪place_name|Amsterdam⟫ this year. Your refund has gone: ⟦AMOUNT|€180.00⟧ to ⟦IBAN|$iban_nl1⟧ (acct name ⟦PERSON|S. van den Berg⟧). It was sent from the club account ⟪org_iban|$iban_org3⟫, payment ref ⟪payment_reference|TOUR24-REF-09⟫, so should land in 1–2 working days.
Cheers,
⟦PERSON|Gordon⟧ — Treasurer, ⟪org_name|Old Bedfordians Hockey Club⟫"""),

("safeguarding_form", """SAFEGUARDING CHECK — volunteer details (⟪org_name|Boys' Brigade⟫ ⟪unit_name|12th Belfast Company⟫)
Surname: ⟦PERSON|McCANDLESS⟧        Forenames: ⟦PERSON|Ruairi Sean⟧
Previous surnames: none
DOB: ⟦DATE_OF_BIRTH|06.08.1990⟧
NI number: ⟦NATIONAL_ID|$nid_nino2⟧
Current address: ⟦ADDRESS|22 Cregagh Park, Belfast BT6 9ER⟧ (2016 – present)
Mobile: ⟦PHONE|07719 045 882⟧
Role applied for: ⟪role_code|Officer (Juniors)⟫
Previous certificate no. ⟪certificate_number|001845923310⟫ issued ⟪issue_date|03/2019⟫"""),

("payroll_csv", """employee,role,SIN,pay_period,gross,deposit_to
⟦PERSON|Marie-Ève Gagnon⟧,Artistic Director,⟦NATIONAL_ID|$nid_sin1⟧,⟪pay_period|2024-P07⟫,"⟦AMOUNT|CAD 2,150.00⟧",⟪masked_account|****7731⟫
⟦PERSON|Devon Price⟧,Accompanist,⟦NATIONAL_ID|$nid_sin2⟧,⟪pay_period|2024-P07⟫,"⟦AMOUNT|CAD 780.00⟧",⟪masked_account|****0194⟫
# source: ⟪org_name|Kitsilano Community Choir⟫ payroll, prepared by ⟦PERSON|j.lau⟧"""),

("discord_chat", """#bot-dev — ⟪org_name|Wessex N Gauge Group⟫ Discord
⟦PERSON|railfan_ash⟧ — Today at 21:04
ok the timetable bot works, token is ⟦APIKEY|$ak_discord1⟧ if anyone wants to run it locally
⟦PERSON|Morwenna⟧ — Today at 21:06
⟦PERSON|ASH⟧. delete that 😂 anyone can run the bot as us now
⟦PERSON|railfan_ash⟧ — Today at 21:06
oops. fine I'll regen. the announcements webhook is ⟦SECRET|$sec_discordhook1⟧ btw, that one's ok to share right?
⟦PERSON|Morwenna⟧ — Today at 21:07
NO 🙃 also bot runs on python ⟪software_version|3.12.3⟫ not 3.9 fyi"""),

("incident_report", """INCIDENT / ACCIDENT REPORT — ⟪org_name|Cranbrook Youth Centre⟫
Date/time: ⟪incident_datetime|22/02/2024 19:35⟫    Location: sports hall
Injured person: ⟦PERSON|Jayden Marsh-Okoro⟧ (age 14)
What happened: collided with another player during dodgeball, hit head on the floor.
Injury: ⟦MEDICAL|suspected mild concussion⟧, ⟦MEDICAL|small cut above left eyebrow⟧
First aid given by: ⟦PERSON|Kerry-Ann Blaize⟧ (First Aid cert ⟪certificate_number|FAW-66120⟫)
Parent informed: yes - Mr ⟦PERSON|Okoro⟧ on ⟦PHONE|07903 551 287⟧ at 19:50, collected 20:10.
Advised A&E if vomiting. Follow-up: ⟦PERSON|KB⟧ to ring family tomorrow. Form ref ⟪form_reference|IR-24-019⟫."""),

("parish_newsletter", """THE GRAPEVINE — ⟪org_name|Holy Trinity Wimbledon⟫ parish news, ⟪issue_number|Issue 212⟫

Birthdays: many happy returns to ⟦PERSON|Edna Pryce⟧, who turns 90 this month (born ⟦DATE_OF_BIRTH|2 March 1934⟧ in ⟪place_name|Merthyr⟫ — ask her about the pit ponies!).

Prayer list: ⟦PERSON|Geoffrey Lamb⟧, recovering from a ⟦MEDICAL|stroke⟧; baby ⟦PERSON|Isla Mensah⟧, ⟦MEDICAL|born at 29 weeks⟧ and doing well in ⟪org_name|St George's⟫.

Thrift shop takings for Lent came to ⟪org_total|£1,214⟫ — thank you! Next coffee morning ⟪event_date|Sat 9th⟫, ⟪room_name|Upper Room⟫."""),

("gift_aid_declaration", """GIFT AID DECLARATION — ⟪org_name|Evington Masjid Community Trust⟫ (charity ⟪charity_number|1150872⟫)
Title: Mr     First name: ⟦PERSON|Imran⟧     Surname: ⟦PERSON|Chaudhry⟧
Home address: ⟦ADDRESS|118 Evington Lane, Leicester LE5 5PP⟧
I want to Gift Aid my donation of ⟦AMOUNT|£250⟧ and any donations I make in the future or have made in the past 4 years.
Signature: ⟦PERSON|I. Chaudhry⟧      Date: ⟪signature_date|05/04/2024⟫
Donor ref: ⟪donor_reference|EMCT-D-4471⟫"""),
]

# ---- part 3
TEXTS += [
("email_w9", """From: Pastor ⟦PERSON|Dwayne Ellison⟧ <⟦EMAIL|pastor.ellison@gracefellowshipcolumbus.org⟧>
To: ⟦EMAIL|bookkeeping@gracefellowshipcolumbus.org⟧
Subject: W-9 for our new organist

Hi ⟦PERSON|Lorna⟧,
⟦PERSON|Reginald Banks⟧ starts playing for us this Sunday. He's a contractor so we'll need a 1099 in January. From his W-9: SSN ⟦SSN|$ssn3⟧, address ⟦ADDRESS|1487 Kenwick Rd, Columbus, OH 43209⟧. Rate agreed is ⟦AMOUNT|$175⟧ per service plus ⟦AMOUNT|$60⟧ per rehearsal - please set him up in ⟪software_name|QuickBooks⟫ as vendor ⟪vendor_id|V-0217⟫. Church EIN is ⟪org_tax_id|31-1459022⟫ if he asks.
His cell is ⟦PHONE|(614) 372-9918⟧.
Blessings,
Pastor ⟦PERSON|Dwayne⟧"""),

("docker_compose", """# docker-compose.yml — ⟪org_name|Old Edwardians Association⟫ alumni site
services:
  web:
    image: ⟪docker_image|oea/site:2.3.1⟫
    environment:
      DATABASE_URL: postgres://oea_app:⟦SECRET|v8Rq!mP2-lantern⟧@⟦IP_ADDRESS|172.20.0.5⟧:⟪port|5432⟫/oea
      REDIS_URL: redis://:⟦SECRET|redis-Hx77-quad⟧@cache:⟪port|6379⟫/0
      MAILGUN_API_KEY: ⟦APIKEY|$ak_mg1⟧
      DJANGO_SECRET_KEY: "⟦SECRET|$sec_django1⟧"
      ADMIN_EMAIL: ⟦EMAIL|webmaster@oldedwardians.org⟧
    ports:
      - "⟪port_mapping|8000:8000⟫"
  db:
    image: ⟪docker_image|postgres:16.2⟫
    environment:
      POSTGRES_PASSWORD_FILE: /run/secrets/pg_pw"""),

("git_diff", """commit ⟪git_sha|$dec_sha3⟫
Author: ⟦PERSON|Priyanka Raval⟧ <⟦EMAIL|priyanka.raval@users.noreply.github.com⟧>
Date:   ⟪commit_date|Mon Feb 12 22:41:09 2024 +0000⟫

    remove keys from config (oops) — lapidary club site

diff --git a/config/settings.js b/config/settings.js
index ⟪git_blob|$dec_short2⟫..⟪git_blob|$dec_short3⟫ 100644
--- a/config/settings.js
+++ b/config/settings.js
@@ -3,8 +3,8 @@ module.exports = {
   mapsEmbed: {
-    key: '⟦APIKEY|$ak_google1⟧',
+    key: process.env.MAPS_KEY,
   },
   assistant: {
-    openaiKey: '⟦APIKEY|$ak_openai1⟧',
+    openaiKey: process.env.OPENAI_KEY,
     model: '⟪model_name|gpt-4o-mini⟫',
   },"""),

("whatsapp_group", """⟪group_name|Fenwick Ct Residents 🏠⟫
⟪timestamp|12/03/2024, 21:14⟫ - ⟦PERSON|Bev Stanton⟧: Has anyone else had a letter from ⟪org_name|Clarion Housing⟫ about the cladding survey?
⟪timestamp|12/03/2024, 21:16⟫ - ⟦PHONE|+44 7480 221 956⟧: yes mine says they need access on the 19th. I'm at ⟦ADDRESS|Flat 14, Fenwick Court, 2 Mill Rd, Cambridge CB1 2AZ⟧ if anyone wants to compare letters
⟪timestamp|12/03/2024, 21:20⟫ - ⟦PERSON|Bev Stanton⟧: thanks! ⟦PERSON|Aziz⟧ can u add ⟦PERSON|Janice⟧ from no. 11, her number is ⟦PHONE|07921 680 443⟧
⟪timestamp|12/03/2024, 21:22⟫ - ⟦PERSON|Aziz⟧: done ✅ also she says her mum's ⟦MEDICAL|oxygen concentrator⟧ needs the power left on during the survey pls flag it"""),

("agm_minutes", """⟪org_name|Priory Road Allotment Association⟫ — AGM, ⟪meeting_date|17 November 2023⟫
Attendance: 31 members. Chair: ⟦PERSON|Eileen Mawdsley⟧. Minutes: ⟦PERSON|Sanjay Patel⟧.

Treasurer's report (⟦PERSON|Bryn Howells⟧): income ⟪org_total|£6,842⟫, expenditure ⟪org_total|£5,977⟫, reserves ⟪org_total|£11,204⟫. ⟦PERSON|Bryn⟧ noted two tenants in arrears: Mr ⟦PERSON|K. Dhaliwal⟧ (⟦AMOUNT|£78⟧) and Ms ⟦PERSON|T. Gorman⟧ (⟦AMOUNT|£39⟧); reminder letters to go out.
Elections: ⟦PERSON|Eileen⟧ re-elected chair unopposed.
Plots ⟪plot_number|3⟫, ⟪plot_number|17⟫ and ⟪plot_number|41⟫ to receive non-cultivation notices.
Seed order deadline ⟪due_date|31 January⟫; ⟪supplier_name|Kings Seeds⟫ discount ⟪discount_rate|50%⟫ again this year."""),

("ocr_signup_sheet", """[scan: signup_open_rehearsal.jpg — OCR output]
⟪org_name|THANET COMMUNITY CHOIR⟫   OPEN REHEARSAL - SIGN UP!   ⟪event_date|Weds 25 Sept⟫
Name               Email                           Phone            Voice?
⟦PERSON|Lucy Ambrose⟧       ⟦EMAIL|lucy.ambrose@gmai1.com⟧         ⟦PHONE|07825 l14 902⟧     alto?
⟦PERSON|Keith Doughty⟧      ⟦EMAIL|kdoughty@btopenworld.com⟧        ⟦PHONE|01843 5O2 771⟧     bass
⟦PERSON|Yewande Cole⟧       ⟦EMAIL|yewande.c0le@outlook.com⟧       ⟦PHONE|07467 339 080⟧     dunno!!
⟦PERSON|Mags O'Rourke⟧      —                               ⟦PHONE|07950 218 6l3⟧     sop
page ⟪page_number|1 of 2⟫"""),

("app_log_jsonl", """{"ts":"⟪timestamp|2024-04-03T09:12:44.120Z⟫","level":"info","msg":"login ok","user":"⟦EMAIL|f.nakamura@gmail.com⟧","ip":"⟦IP_ADDRESS|90.214.33.8⟧","sessionid":"⟦SECRET|$sec_session1⟧","req":"⟪request_id|$dec_uuid4⟫"}
{"ts":"⟪timestamp|2024-04-03T09:13:02.877Z⟫","level":"warn","msg":"booking clash","room":"⟪room_name|Hall B⟫","booking":"⟪booking_ref|BK-88213⟫","user":"⟦EMAIL|f.nakamura@gmail.com⟧"}
{"ts":"⟪timestamp|2024-04-03T09:20:19.004Z⟫","level":"error","msg":"payment failed","user":"⟦EMAIL|kwame.asante@live.co.uk⟧","ip":"⟦IP_ADDRESS|2a00:23c8:1c05:7f01:b4a9:2e10:c6d1:9f3e⟧","amount":"⟦AMOUNT|£45.00⟧","reason":"card_declined","card":"⟪masked_card|**** **** **** 0419⟫"}
{"ts":"⟪timestamp|2024-04-03T09:21:00.000Z⟫","level":"debug","msg":"health","upstream":"⟪doc_ip|198.51.100.23⟫","latency_ms":⟪latency_ms|41⟫}"""),

("sepa_mandate", """SEPA-Lastschriftmandat / SEPA Direct Debit Mandate
Creditor: ⟪org_name|Anglo-German Rowing Club e.V.⟫    Creditor ID: ⟪creditor_id|DE98ZZZ09999999999⟫
Mandate reference: ⟪mandate_reference|AGRC-2024-117⟫
Debtor name: ⟦PERSON|Friederike Hollenbach⟧
Address: ⟦ADDRESS|Schillerstraße 14, 50968 Köln⟧
IBAN: ⟦IBAN|$iban_de1⟧        BIC: ⟪bank_bic|COLSDE33XXX⟫
Annual membership fee: ⟦AMOUNT|€120,00⟧ (collected each March)
Ort, Datum: ⟪place_name|Köln⟫, ⟪signature_date|04.03.2024⟫       Unterschrift: ⟦PERSON|F. Hollenbach⟧"""),

("python_settings", """# settings.py — ⟪org_name|Didcot Chess Club⟫ results bot
TELEGRAM_TOKEN = "⟦APIKEY|$ak_tg1⟧"
ADMIN_CHAT_IDS = [⟪chat_id|48291734⟫, ⟪chat_id|-1001847263519⟫]
LICHESS_TEAM = "⟪team_slug|didcot-cc⟫"
ECF_PLAYER = "⟪rating_code|120431K⟫"
OWNER = "⟦PERSON|Venkat Subramanian⟧"  # ⟦EMAIL|venkat.s@didcotchess.org.uk⟧
POLL_SECONDS = ⟪config_seconds|300⟫
DEBUG = False"""),

("donation_email", """Subject: Donation receipt request

Namaste ⟦PERSON|Hemaben⟧,
I donated ⟦AMOUNT|£501⟧ to the Navratri hall fund on ⟪donation_date|14 Oct⟫ (card ending ⟪masked_card|8812⟫). My father in ⟪place_name|Ahmedabad⟫ also wants a receipt for his ⟦AMOUNT|₹25,000⟧ transfer — his name is ⟦PERSON|Jayantilal Desai⟧ and his bank asked for his Aadhaar on the receipt: ⟦NATIONAL_ID|$nid_aadhaar1⟧.
Please send both to ⟦EMAIL|nisha.desai.harrow@gmail.com⟧.
Jai Shri Krishna,
⟦PERSON|Nisha Desai⟧
⟦PHONE|07886 402 117⟧
⟪org_name|Shree Krishna Mandir Community Centre⟫ donor no. ⟪donor_reference|SKM-00931⟫"""),

("complaint_letter", """Dear Mr ⟦PERSON|Holt⟧,

I am writing to the ⟪org_name|Sefton Park Residents' Association⟫ about the late-night noise from the events at the community centre on ⟪street_name|Lark Lane⟫. On three Saturdays in a row the music went on past 1am. My husband ⟦PERSON|Clive⟧ works early shifts and has ⟦MEDICAL|chronic migraines⟧, and our neighbour Mrs ⟦PERSON|Ogunleye⟧ — no, I'll leave her to write herself.

I would like this raised at the next committee meeting (⟪meeting_date|12 June⟫). I can be reached on ⟦PHONE|0151 727 6094⟧ or at the address below.

Yours sincerely,
⟦PERSON|Patricia Vance⟧
⟦ADDRESS|31 Aigburth Drive, Liverpool L17 4JQ⟧"""),

("fixture_list", """⟪org_name|THORNBURY TOWN CC⟫ — 2nd XI fixtures ⟪season|2024⟫
⟪match_date|Sat 4 May⟫    v ⟪org_name|Frampton Cotterell⟫ (H) 13:00
⟪match_date|Sat 11 May⟫   v ⟪org_name|Chipping Sodbury⟫ (A) 13:00
⟪match_date|Sat 18 May⟫   v ⟪org_name|Wickwar⟫ (H) 13:30
⟪match_date|Sun 26 May⟫   Cup R1 v ⟪org_name|Hanham Abbots⟫ (A) 12:00
Match fees: ⟪price|£8⟫ adults, ⟪price|£4⟫ juniors. Teas ⟪price|£3.50⟫. Ground: ⟪place_name|Lower Morton⟫, nets Tues/Thurs from ⟪time_of_day|6pm⟫."""),

("first_aid_log_csv", """time,patient,complaint,treatment,given_by
⟪log_time|07:45⟫,⟦PERSON|Freddie Olusanya⟧,⟦MEDICAL|wasp sting left forearm⟧,cold compress + ⟦MEDICAL|cetirizine 5mg⟧,⟦PERSON|Jo W⟧
⟪log_time|12:10⟫,⟦PERSON|Poppy Grant⟧,⟦MEDICAL|headache⟧,⟦MEDICAL|paracetamol 250mg⟧ (parent consent on file),⟦PERSON|Jo W⟧
⟪log_time|16:30⟫,⟦PERSON|Freddie Olusanya⟧,sting recheck - swelling down,none,⟦PERSON|Marcus⟧
⟪log_time|21:05⟫,⟦PERSON|Ishaan Rao⟧,⟦MEDICAL|nosebleed⟧,pressure 10 min,⟦PERSON|Marcus⟧
# ⟪org_name|3rd Harpenden Scouts⟫ summer camp, site ⟪place_name|Phasels Wood⟫, log page ⟪page_number|2⟫"""),

("volunteer_record", """VOLUNTEER RECORD — ⟪org_name|Polish Catholic Centre, Ealing⟫ — Saturday school
Imię i nazwisko / Name: ⟦PERSON|Agnieszka Wróblewska⟧
Data urodzenia / DOB: ⟦DATE_OF_BIRTH|22.06.1984⟧
PESEL: ⟦NATIONAL_ID|$nid_pesel1⟧
Tel: ⟦PHONE|+44 7393 118 650⟧     E-mail: ⟦EMAIL|aga.wroblewska@wp.pl⟧
Role: assistant teacher, ⟪class_name|klasa 3⟫
Emergency contact: ⟦PERSON|Paweł Wróblewski⟧ (husband) ⟦PHONE|+44 7393 118 651⟧
DBS no.: ⟪certificate_number|001977203844⟫
Notes: ⟦MEDICAL|allergic to latex⟧ — nitrile gloves in the first aid kit please."""),

("crash_report_json", """{
  "app": "⟪app_name|BoxOffice Lite⟫", "version": "⟪app_version|4.1.0 (build 311)⟫",
  "device": {"model": "⟪device_model|SM-A536B⟫", "os": "Android 14", "ip": "⟦IP_ADDRESS|100.101.58.4⟧"},
  "user": {"id": ⟪user_id|7720⟫, "email": "⟦EMAIL|marcia.d@questors-volunteers.org⟧"},
  "request": {"url": "/v1/orders", "headers": {"Authorization": "Bearer ⟦APIKEY|$ak_jwt1⟧"}},
  "exception": "java.lang.IllegalStateException: seat ⟪seat_number|G14⟫ already sold",
  "crash_id": "⟪crash_id|$dec_uuid5⟫"
}"""),

("secure_note", """Notes › alumni-office 2FA (DO NOT SHARE)
Account: ⟦EMAIL|alumni.office@stcatz-oldmembers.org⟧
Authenticator seed: ⟦SECRET|$sec_totp1⟧ (set up on ⟦PERSON|Hannah⟧'s phone + the office iPad)
Recovery codes:
  ⟦SECRET|$sec_rc1⟧    ⟦SECRET|$sec_rc2⟧
  ⟦SECRET|$sec_rc3⟧    ⟦SECRET|$sec_rc4⟧
  ⟦SECRET|$sec_rc5⟧    ⟦SECRET|$sec_rc6⟧
Generated ⟪timestamp|2023-10-02 14:11⟫.
(seed from the setup docs, NOT ours: ⟪example_totp_seed|$dec_totp_example⟫)"""),

("member_directory_md", """### ⟪org_name|Bethel Chapel⟫ — members' directory (internal)

- **⟦PERSON|Ebenezer⟧ & ⟦PERSON|Comfort Asante⟧** — ⟦ADDRESS|16 Grosvenor Road, Tottenham, London N17 9PG⟧ · ⟦PHONE|020 8801 3367⟧ · ⟦EMAIL|e.asante@btinternet.com⟧
- **Deaconess ⟦PERSON|Ruth Oyinlola⟧** — ⟦PHONE|07956 114 208⟧ (no email) · house group leader, ⟪group_name|Thursday group⟫
- **⟦PERSON|Samuel Boateng⟧** — ⟦ADDRESS|Flat 2, 40 Philip Lane, London N15 4JB⟧ · ⟦PHONE|07440 592 671⟧ · ⟦EMAIL|sam.boateng92@gmail.com⟧

_Last updated ⟪date_updated|March 2024⟫ by ⟦PERSON|A. Mensah⟧ (church secretary)._"""),
]

# ---- part 4
TEXTS += [
("helpdesk_ticket", """[#⟪ticket_id|4412⟫] Can't deploy layout webcam page — ⟪org_name|Trentvale Model Railway Club⟫
Opened by ⟦PERSON|Roy Bentham⟧ (⟦EMAIL|roy.bentham@trentvalemrc.org.uk⟧)

I copied the key off my laptop like you said, here it is:
⟦SECRET|$sec_pem1⟧
it's the one from /home/⟦PERSON|rbentham⟧/.ssh/id_ed25519. Server is ⟦IP_ADDRESS|81.174.250.19⟧ port ⟪port|2222⟫.

-- reply --
⟦PERSON|Roy⟧ please never paste private keys into tickets 😬 I've removed the key from the server's authorized_keys (fingerprint ⟪key_fingerprint|SHA256:Yc0pZ1m2hWv7Qe5xJ9nK3tR8uL4aB6dF0gH2iJ4kM8o⟫). Make a new one and send me only the .pub."""),

("booking_form", """⟪org_name|Westfield High Class of '94⟫ — 30 Year Reunion booking, ⟪venue_name|The Grand, Folkestone⟫
Name: ⟦PERSON|Sharon Whitehouse⟧ (née ⟦PERSON|Dobbs⟧)
Email: ⟦EMAIL|shazwhitehouse@aol.com⟧
Tickets: 2 x ⟪ticket_price|£55⟫
Guest: ⟦PERSON|Martin Whitehouse⟧ — dietary: ⟦MEDICAL|shellfish allergy⟧
Card number: ⟦CARD|$card_visa3⟧    Exp: ⟪card_expiry|11/26⟫    CVC: ⟦CVV|$cvv_visa3⟧
Billing address: ⟦ADDRESS|5 Cheriton Gardens, Folkestone CT20 2AR⟧
Total charged: ⟦AMOUNT|£110.00⟧      Booking ref ⟪booking_ref|WH94-0077⟫"""),

("email_registration", """From: ⟦PERSON|Tammy Rourke⟧ <⟦EMAIL|tammy@lakesidesoftball.org⟧>
Subject: 2024 registration

Hey ⟦PERSON|Jordan⟧! Got your registration. Card you read me over the phone: ⟦CARD|$card_amex1⟧, CID ⟦CVV|$cvv_amex1⟧, exp ⟪card_expiry|04/28⟫ - charged ⟦AMOUNT|$100⟧ (player fee + league insurance). Jersey size ⟪jersey_size|XL⟫, number ⟪jersey_number|27⟫.
I'll shred my notes now, pls don't email card numbers to anyone lol.
⟦PERSON|Tammy⟧
⟪org_name|Lakeside Co-ed Softball League⟫ | ⟦PHONE|(608) 441-2270⟧"""),

("contact_sheet", """# ⟪production_title|Calendar Girls⟫ — cast & crew contacts (⟪org_name|Bramhall Players⟫) — do NOT forward
role | name | mobile | email | notes
⟪character_name|Annie⟫ | ⟦PERSON|Gillian Rusk⟧ | ⟦PHONE|07811 209 455⟧ | ⟦EMAIL|gillrusk@sky.com⟧ |
⟪character_name|Chris⟫ | ⟦PERSON|Deborah Mayhew⟧ | ⟦PHONE|07754 630 118⟧ | ⟦EMAIL|debmayhew@icloud.com⟧ | ⟦MEDICAL|type 2 diabetes⟧ - biscuits in green room pls
⟪character_name|Rod⟫ | ⟦PERSON|Clive Stannard⟧ | ⟦PHONE|07966 145 002⟧ | ⟦EMAIL|clive.stannard@gmail.com⟧ |
Stage mgr | ⟦PERSON|Bex Ampofo⟧ | ⟦PHONE|07402 883 116⟧ | ⟦EMAIL|bex.ampofo@outlook.com⟧ | stage door code ⟦PASSWORD|2580⟧"""),

("registration_form", """⟪org_name|CLG Naomh Pádraig⟫ — Adult Registration 2024
Name: ⟦PERSON|Cathal Ó Murchú⟧
DOB: ⟦DATE_OF_BIRTH|14/02/1996⟧
PPSN: ⟦NATIONAL_ID|$nid_pps1⟧
Address: ⟦ADDRESS|27 Ashbrook Lawn, Ennis, Co. Clare V95 H2X8⟧
Mobile: ⟦PHONE|+353 87 214 6630⟧
Category: Adult playing (⟪price|€150⟫)     Paid: ⟦AMOUNT|€75.00⟧ (instalment 1 of 2)
Injury history: ⟦MEDICAL|torn ACL, right knee⟧ (2021), cleared to play
Foireann ID ⟪member_id|FR-2231907⟫"""),

("allowance_form", """Volunteer allowance claim — ⟪org_name|Hague International Singers⟫
Name: ⟦PERSON|Femke de Groot-Ashworth⟧
BSN: ⟦NATIONAL_ID|$nid_bsn1⟧
IBAN: ⟦IBAN|$iban_nl2⟧
Address: ⟦ADDRESS|Laan van Meerdervoort 412, 2563 BL Den Haag⟧
Claim (music librarian, Jan–Jun): ⟦AMOUNT|€450⟧
Tax-free maximum per year: ⟪legal_limit|€2.100⟫
Signed ⟪signature_date|30-06-2024⟫"""),

("member_update_form", """⟪org_name|Raffles Alumni UK Chapter⟫ — member update
Full name (as in NRIC): ⟦PERSON|Tan Wei Ling, Jocelyn⟧
NRIC: ⟦NATIONAL_ID|$nid_nric1⟧
Mobile (SG): ⟦PHONE|+65 9736 2815⟧     Mobile (UK): ⟦PHONE|07418 290 337⟧
Email: ⟦EMAIL|jocelyn.tan.wl@gmail.com⟧
Graduated: ⟪graduation_year|2008⟫, ⟪course_code|BSc Econ⟫
Annual dues paid: ⟦AMOUNT|SGD 60⟧ via PayNow to the chapter UEN ⟪org_registration|T08SS0123K⟫"""),

("whatsapp_group", """⟪group_name|HKU Alumni London 🇭🇰⟫
⟦PERSON|Kelvin Chan⟧: anyone have the form for the ⟪event_name|Mid-Autumn dinner⟫?
⟦PERSON|Winnie Lo⟧: the venue needs HKID for the HK side booking?? weird but ok mine is ⟦NATIONAL_ID|$nid_hkid1⟧
⟦PERSON|Kelvin Chan⟧: 😅 ⟦PERSON|Winnie⟧ dont post that here
⟦PERSON|Winnie Lo⟧: oops. anyway transferred ⟦AMOUNT|HKD 680⟧ to ⟦PERSON|Kelvin⟧'s FPS ⟦PHONE|+852 6123 9087⟧
⟦PERSON|Kelvin Chan⟧: received ✅ table ⟪table_number|8⟫"""),

("registration_form", """Registration — ⟪org_name|Nordic Folk Dance Society of Edinburgh⟫ midsummer exchange
Participant: ⟦PERSON|Lars-Göran Lindqvist⟧
Personnummer: ⟦NATIONAL_ID|$nid_pnr1⟧
Born: ⟦DATE_OF_BIRTH|3 February 1976⟧
Phone: ⟦PHONE|+46 70 318 44 92⟧     Email: ⟦EMAIL|lg.lindqvist@telia.se⟧
Dietary: ⟦MEDICAL|lactose intolerant⟧
Fee: ⟪price|SEK 1 200⟫ incl. dinner at ⟪venue_name|Leith Community Hall⟫"""),

("email_insurance", """Hei ⟦PERSON|Anna-Liisa⟧,

For the ⟪org_name|London Finnish Choir⟫ Christmas tour insurance they want the full personal details again, sorry! Here's mine:
⟦PERSON|Mikko Heikkinen⟧, henkilötunnus ⟦NATIONAL_ID|$nid_hetu1⟧, born ⟦DATE_OF_BIRTH|15.7.1991⟧, ⟦ADDRESS|44 Kynaston Road, London N16 0EX⟧.
I paid my share ⟦AMOUNT|£210⟧ to the tour account on Friday.

Kiitos!
⟦PERSON|Mikko⟧ (tenor 2)
PS policy no. on the last email was ⟪policy_number|POL-77610293⟫"""),

("terraform_tfvars", """# terraform.tfvars — ⟪org_name|Northumbria Scouts District⟫ website
aws_region     = "⟪aws_region|eu-west-2⟫"
aws_access_key = "⟦APIKEY|$ak_aws2⟧"
aws_secret_key = "⟦SECRET|$sec_aws2⟧"
db_username    = "district_admin"
db_password    = "⟦PASSWORD|Baden-Powell#1907!⟧"
admin_ip_cidr  = "⟦IP_ADDRESS|86.29.147.3⟧/32"
instance_type  = "⟪instance_type|t3.small⟫"
ami_id         = "⟪ami_id|ami-0e5f882be1900e43b⟫"
# from the AWS docs, NOT real: ⟪example_key|$dec_aws_example⟫ / ⟪example_key|$dec_aws_secret_example⟫"""),

("env_config", """# sms_reminders/.env — ⟪org_name|Castleford Amateur Swimming Club⟫
TWILIO_ACCOUNT_SID=⟪account_sid|$dec_twilio_ac1⟫
TWILIO_AUTH_TOKEN=⟦SECRET|$sec_twilio1⟧
TWILIO_FROM=⟦PHONE|+44 1977 285 440⟧
TEMPLATE="Hi {first_name}, training moved to {time} at {pool}."
TEST_RECIPIENT=⟦PHONE|+44 7531 902 284⟧   # ⟦PERSON|Shaz⟧'s mobile
MAX_PER_MINUTE=⟪rate_limit|30⟫"""),

("chat_paste_json", """⟦PERSON|Alasdair⟧ in #website: here's the creds json for the members login, don't lose it
{"web":{"client_id":"⟪oauth_client_id|$dec_gclient_id1⟫","project_id":"⟪gcp_project_id|cantata-members-413210⟫","auth_uri":"https://accounts.google.com/o/oauth2/auth","token_uri":"https://oauth2.googleapis.com/token","client_secret":"⟦SECRET|$sec_gclient1⟧","redirect_uris":["https://members.⟪domain_name|cantatachoir.org.uk⟫/oauth/callback"]}}"""),

("changelog", """# CHANGELOG — allotment-booking

## [⟪app_version|2.4.0⟫] - ⟪release_date|2024-05-02⟫
- Plot map now shows plots ⟪plot_number|45⟫–⟪plot_number|60⟫ (new field extension)
- Fix: water rota CSV export (⟪git_sha|$dec_short1⟫)

## [⟪app_version|2.3.1⟫] - ⟪release_date|2024-03-18⟫
- Bump Django to ⟪dependency_version|4.2.11⟫ (⟪cve_id|CVE-2024-27351⟫)
- Fix timezone bug in reminders (⟪issue_number|#112⟫)"""),

("trustee_minutes", """⟪org_name|Hendon Vale Progressive Synagogue⟫ — trustees' meeting notes, ⟪meeting_date|9 June⟫
Present: Rabbi ⟦PERSON|Ilana Rosen⟧, ⟦PERSON|David Kahn⟧ (chair), ⟦PERSON|Miriam Shapiro⟧ (treasurer), ⟦PERSON|Josh Feldman⟧.
1. Caretaker: agreed to raise ⟦PERSON|Stanley Okoye⟧'s salary to ⟦AMOUNT|£24,500⟧ from July.
2. Security: guard company invoice ⟪invoice_number|SG-3381⟫ (⟪org_total|£2,160⟫) approved.
3. Pastoral: Mrs ⟦PERSON|Esther Levy⟧ has moved to a care home with ⟦MEDICAL|advanced dementia⟧; Rabbi ⟦PERSON|Ilana⟧ visiting fortnightly.
4. Kiddush fund balance ⟪org_total|£812⟫."""),

("facebook_post", """LOST CAT 😿 — ⟪org_name|Heaton Residents' Association⟫ community page
Our cat ⟪pet_name|Mr Pickles⟫ (ginger tom, chip ⟪microchip_number|941000024681357⟫) has been missing since Tuesday from ⟪street_name|Cartington Terrace⟫. He's on ⟪animal_health|thyroid tablets⟫ so we're worried. If you see him please call ⟦PERSON|Nadine⟧ on ⟦PHONE|07837 201 594⟧ or message ⟦PERSON|Rob Aitchison⟧ here.
Also FOUND: grey kitten near ⟪place_name|Chillingham Road⟫ Metro, now with ⟦PERSON|Tash⟧ at no. 42, tag says ⟪pet_name|Biscuit⟫."""),

("bank_statement", """⟪org_name|WHARFEDALE MODEL ENGINEERS⟫ — treasurer's account, statement ⟪statement_number|No. 118⟫
Date   | Description                              | In      | Out     | Balance
⟪txn_date|02 Apr⟫ | FPI ⟦PERSON|J HARDCASTLE⟧ SUBS 2024           | ⟦AMOUNT|£30.00⟧  |         | ⟪org_balance|£2,418.55⟫
⟪txn_date|03 Apr⟫ | FPI MRS ⟦PERSON|P ELLWOOD⟧ SUBS+TRACK FUND   | ⟦AMOUNT|£45.00⟧  |         | ⟪org_balance|£2,463.55⟫
⟪txn_date|05 Apr⟫ | DD ⟪org_name|BRITISH GAS⟫ CLUBHOUSE           |         | ⟪org_payment|£64.12⟫  | ⟪org_balance|£2,399.43⟫
⟪txn_date|08 Apr⟫ | CHQ ⟪cheque_number|000213⟫ REFUND ⟦PERSON|D OKAFOR⟧      |         | ⟦AMOUNT|£15.00⟧  | ⟪org_balance|£2,384.43⟫
Note (⟦PERSON|Geoff⟧): the ⟦PERSON|Okafor⟧ refund is for the cancelled open-day stall."""),
]

# ---- part 5
TEXTS += [
("email_key_handover", """Subject: signing key for the e-tickets

Hi ⟦PERSON|Harriet⟧,
Here's the signing key for the e-ticket passes so you can finish the setup on the box office PC (⟦IP_ADDRESS|192.168.10.40⟧):

⟦SECRET|$sec_pem2⟧

Key ID is ⟪key_id|7KQ3M2XA9P⟫, team ID ⟪team_id|H4ZC8W2N6R⟫. Delete this email once it's installed!!
⟦PERSON|Oisín⟧
⟪org_name|Ashcroft Theatre Company⟫ tech crew"""),

("webhook_log", """2024-06-11 19:02:33 INFO  stripe-webhook: verifying with secret ⟦SECRET|$sec_whsec2⟧ (yes this got logged, see ⟪issue_number|#88⟫)
2024-06-11 19:02:33 INFO  event ⟪event_id|evt_1PQ7xk2eZvKYlo2C0Xy3c9Ab⟫ type=checkout.session.completed
2024-06-11 19:02:33 INFO  customer=⟪customer_id|cus_Q7yMb2XkLr0d1T⟫ email=⟦EMAIL|o.fairweather@gmail.com⟧ name="⟦PERSON|Olivia Fairweather⟧" amount=⟦AMOUNT|£12.50⟧ item="⟪product_name|Adult ticket - The Crucible⟫"
2024-06-11 19:02:34 INFO  client_ip=⟦IP_ADDRESS|94.2.118.207⟧ seats=⟪seat_number|F7⟫,⟪seat_number|F8⟫ order=⟪order_id|ORD-20240611-0193⟫
2024-06-11 19:03:10 WARN  duplicate delivery ignored (⟪event_id|evt_1PQ7xk2eZvKYlo2C0Xy3c9Ab⟫)"""),

("dictation", """[Dictation — ⟪org_name|4th Bromsgrove Cubs⟫, camp risk assessment addendum, recorded ⟪timestamp|20:14⟫]
"Okay, addendum for camp. ⟦PERSON|Theo Lindgren-Baker⟧ has ⟦MEDICAL|ADHD⟧ and takes ⟦MEDICAL|methylphenidate ten milligrams⟧ at breakfast, mum will hand it to ⟦PERSON|Rachel⟧ in a labelled box. ⟦PERSON|Sienna Cole⟧, ⟦MEDICAL|nut allergy⟧, two ⟦MEDICAL|Jext pens⟧, one with her and one in the leader kit. Full stop. New paragraph. Emergency contact for ⟦PERSON|Theo⟧, dad, ⟦PHONE|zero seven eight two two, five one three, six four nine⟧. End of note." """),

("sms_thread", """⟦PERSON|Gemma⟧ (17:31): can u take ⟦PERSON|Alfie⟧ to football tmrw?? on lates again 😩
Me (17:40): yep! pick up from yours at 5.15? remind me of ur address
⟦PERSON|Gemma⟧ (17:41): ⟦ADDRESS|23 Barnfield Close, Hinckley LE10 1UT⟧ - blue door. side gate code is ⟦PASSWORD|1 9 7 3⟧ if no one answers
Me (17:42): 👍 subs still ⟪price|£45⟫ this term? I'll give Coach ⟦PERSON|Lee⟧ cash for both of ours, ⟦AMOUNT|£90⟧
⟦PERSON|Gemma⟧ (17:44): ur a star. if he's late out ring ⟦PERSON|Craig⟧ ⟦PHONE|07720 418 335⟧"""),

("js_script", """// waitinglist-sync.js — ⟪org_name|Kingsheath Allotments⟫ (⟦PERSON|Yusuf⟧, Oct 2023)
const AIRTABLE_PAT = "⟦APIKEY|$ak_airtable1⟧";
const BASE_ID = "⟪airtable_base_id|appX3kLm9QzT2pW8v⟫";
const TABLE = "⟪table_name|Waiting List⟫";
// first row, for testing:
// { Name: "⟦PERSON|Lorraine Obi⟧", Email: "⟦EMAIL|lorraine.obi@gmail.com⟧", Joined: "⟪join_date|2021-03-14⟫", Position: ⟪queue_position|17⟫ }"""),

("terminal_output", """$ python sync_mailchimp.py --key ⟦APIKEY|$ak_mc1⟧ --list ⟪list_id|a1b2c3d4e5⟫ --dry-run
Fetched ⟪record_count|3⟫ new rows from alumni_signups.csv
Email Address,First Name,Last Name,MEMBER_RATING,OPTIN_TIME
⟦EMAIL|bsheridan@gmail.com⟧,⟦PERSON|Bernard⟧,⟦PERSON|Sheridan⟧,⟪member_rating|4⟫,⟪timestamp|2022-11-03 10:14:22⟫
⟦EMAIL|adaeze.nnamdi@yahoo.co.uk⟧,⟦PERSON|Adaeze⟧,⟦PERSON|Nnamdi⟧,⟪member_rating|2⟫,⟪timestamp|2023-01-19 18:40:05⟫
⟦EMAIL|tk.mcintyre@icloud.com⟧,⟦PERSON|Tom⟧,⟦PERSON|McIntyre⟧,⟪member_rating|3⟫,⟪timestamp|2023-06-07 07:55:31⟫
dry run: nothing sent"""),

("email_notice", """Subject: Shed break-ins last night

Dear all,
Several sheds on the ⟪site_name|Moseley Road⟫ site were broken into overnight. Police crime ref ⟪crime_reference|WMP-20240415-0883⟫ — PC ⟦PERSON|Harjit Sandhu⟧ came out this morning.
Affected: plot ⟪plot_number|9⟫ (⟦PERSON|Arthur Bellamy⟧ — strimmer, he's claiming ⟦AMOUNT|£180⟧ on his home insurance) and plot ⟪plot_number|14⟫ (⟦PERSON|Min-jung Seo⟧ — hand tools).
If you saw anything, ring the police non-emergency line and quote the ref, or call me on ⟦PHONE|07973 226 018⟧.
⟦PERSON|Val⟧ (site rep)"""),

("meeting_invite", """⟦PERSON|Beatrice Nwosu⟧ is inviting you to a scheduled Zoom meeting.

Topic: ⟪meeting_topic|Alumni Committee — July⟫
Time: ⟪meeting_time|Jul 4, 2024 07:30 PM London⟫

Join Zoom Meeting
https://us02web.zoom.us/j/⟪zoom_meeting_id|84512097713⟫

Meeting ID: ⟪zoom_meeting_id|845 1209 7713⟫
Passcode: ⟦PASSWORD|Alum24!⟧

Dial by your location
        ⟦PHONE|+44 203 481 5240⟧ United Kingdom"""),

("notice_poster", """WELCOME TO ⟪org_name|ST LUKE'S COMMUNITY CENTRE⟫
Guest Wi-Fi: ⟪wifi_ssid|StLukes-Guest⟫
Password: ⟦PASSWORD|hopeandcoffee24⟧
Staff network (NOT for hirers): ⟪wifi_ssid|StLukes-Office⟫
Problems? Ask at reception or ring the centre on ⟦PHONE|0117 955 3082⟧.
Hall bookings: ⟦EMAIL|bookings@stlukescc.org.uk⟧ · open ⟪opening_hours|Mon–Sat 9–9⟫"""),

("membership_form", """New member — ⟪org_name|Richmond Heavies RFC⟫ (vets & touch)
Name: ⟦PERSON|Thandiwe Mokoena⟧
SA ID no.: ⟦NATIONAL_ID|$nid_za1⟧ (needed for the tour visa letter)
DOB: ⟦DATE_OF_BIRTH|26/11/1980⟧
Address: ⟦ADDRESS|Flat 6, 88 Sheen Road, Richmond TW9 1UF⟧
Mobile: ⟦PHONE|07378 540 219⟧
Sub paid: ⟦AMOUNT|£95⟧ (touch section)
Kit: ⟪kit_size|M⟫, socks ⟪kit_size|5-8⟫"""),

("host_form", """Vertsfamilie / host form — ⟪org_name|Bergen Domkirke Kantori⟫ exchange
Host: ⟦PERSON|Einar Solheim⟧, fødselsnummer ⟦NATIONAL_ID|$nid_fnr1⟧ (born ⟦DATE_OF_BIRTH|14.05.1962⟧)
Address: ⟦ADDRESS|Kalfarveien 31, 5018 Bergen⟧     Tlf: ⟦PHONE|+47 915 62 384⟧
Guests: ⟦PERSON|Alison Pye⟧ and ⟦PERSON|Moira Pye⟧ (⟪org_name|Stirling Choral Society⟫)
Note: ⟦PERSON|Einar⟧ has a dog (⟪pet_name|Bamse⟫) and ⟦PERSON|Moira⟧ has a ⟦MEDICAL|dog allergy⟧ — swap with the Åsane host?"""),

("registration_form", """⟪event_name|Festival van het Amateurtheater⟫ — participant registration (⟪org_name|Antwerp English Theatre Club⟫)
Naam / Name: ⟦PERSON|Sofie Vermeulen⟧
Rijksregisternummer: ⟦NATIONAL_ID|$nid_be1⟧
Geboortedatum / DOB: ⟦DATE_OF_BIRTH|30/09/1987⟧
GSM: ⟦PHONE|+32 478 21 55 09⟧
IBAN (deposit refund): ⟦IBAN|$iban_be1⟧
Production: ⟪production_title|Educating Rita⟫, slot ⟪slot_code|ZA-14:00⟫"""),

("email_trip", """Subject: Camino — hotel in Sarria needs ID numbers

Hi all, the hotel in ⟪place_name|Sarria⟫ wants ID/passport numbers before ⟪deadline|Friday⟫. This is what I have so far, shout if wrong:
- ⟦PERSON|Marisol Ferrer⟧ — DNI ⟦NATIONAL_ID|$nid_dni1⟧
- ⟦PERSON|Graham Ure⟧ — passport ⟦PASSPORT|$pp_ca1⟧ (Canadian)
- ⟦PERSON|Ewa Kowal⟧ — NIE ⟦NATIONAL_ID|$nid_nie1⟧ (she lives in Valencia now)
Everyone has paid the ⟦AMOUNT|€90⟧ deposit except ⟦PERSON|Graham⟧.
⟦PERSON|Linda⟧ — ⟪org_name|Wimbledon Ramblers⟫ trips"""),

("mission_trip_form", """⟪org_name|First Presbyterian Church of Ann Arbor⟫ — Youth Mission Trip to ⟪place_name|Oaxaca⟫
Student: ⟦PERSON|Caleb Whitmore⟧     DOB: ⟦DATE_OF_BIRTH|05/22/2008⟧
Passport #: ⟦PASSPORT|$pp_us1⟧
Parent/guardian: ⟦PERSON|Rebecca Whitmore⟧ ⟦PHONE|(734) 662-1840⟧
Medical: ⟦MEDICAL|asthma⟧ (⟦MEDICAL|albuterol inhaler⟧), ⟦MEDICAL|bee sting allergy⟧
Trip cost ⟪price|$1,450⟫ — deposit paid ⟦AMOUNT|$300⟧ on ⟪payment_date|3/1⟫"""),

("notebook_cell", """In [3]: import os
        os.environ["HF_TOKEN"] = "⟦APIKEY|$ak_hf1⟧"
        os.environ["ANTHROPIC_API_KEY"] = "⟦APIKEY|$ak_anthropic1⟧"

In [4]: summarise("⟪file_name|newsletter_spring24.docx⟫", model="⟪model_name|claude-3-haiku-20240307⟫")
Out[4]: 'Spring newsletter: welcome to new members ⟦PERSON|Ade Bello⟧ and ⟦PERSON|Carys Lewis⟧; the gala dinner raised ⟪org_total|£4,300⟫ for bursaries.'"""),

("rehearsal_schedule", """⟪org_name|HARROGATE AMATEUR OPERATIC SOCIETY⟫ — ⟪production_title|The Pirates of Penzance⟫
Rehearsal schedule, ⟪rehearsal_block|Block 2⟫
⟪rehearsal_date|Mon 6 Jan⟫ 7.30  ⟪scene_ref|Act I nos. 1–6⟫, full company — ⟪room_name|St Paul's Hall⟫
⟪rehearsal_date|Thu 9 Jan⟫ 7.30  ⟪scene_ref|Act I nos. 7–12⟫, principals only
⟪rehearsal_date|Sun 12 Jan⟫ 2.00  ⟪scene_ref|Act II finale⟫ + choreography
Subs for the block ⟪price|£30⟫, scores from the library (deposit ⟪price|£10⟫)."""),
]
