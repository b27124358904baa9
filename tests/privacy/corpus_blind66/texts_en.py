# -*- coding: utf-8 -*-
"""blind66 English texts.  Each entry: (kind, marked_text).
Markup: ⟦TYPE|value⟧ labelled span, ⟪kind|value⟫ decoy, $name -> values.VALUES[name].
Every text is written by hand, one at a time."""

TEXTS = []

# ---------------------------------------------------------------- part 1
TEXTS += [
("email_casework", """From: ⟦PERSON|Aoife Brennan⟧ <⟦EMAIL|a.brennan@atlu-northwest.org.uk⟧>
To: ⟦PERSON|Declan Moriarty⟧ <⟦EMAIL|dec.moriarty77@gmail.com⟧>
Subject: RE: your grievance - ref ⟪case_ref|ATLU/NW/2024/0318⟫

Hi ⟦PERSON|Declan⟧,

Thanks for sending the fit note through. I've logged that you were signed off 4-18 March with ⟦MEDICAL|lumbar disc prolapse⟧ and that the GP has you on ⟦MEDICAL|naproxen 500mg⟧ twice daily. Depot management can't count that absence towards a trigger point under clause ⟪policy_clause|7.3(b)⟫ of the ⟪org_name|Haulier Partners Ltd⟫ recognition agreement.

For the hearing pack I need your NI number again - the one on your form (⟦NATIONAL_ID|$nino1⟧) - can you confirm it's right? HR seem to have a different one on file.

Hearing is Thursday 2pm at the branch office, room ⟪room_number|2.14⟫. Ring me on ⟦PHONE|07700 914 362⟧ if anything changes, or the branch line ⟦PHONE|0161 832 0734⟧.

In solidarity,
⟦PERSON|Aoife⟧
--
⟦PERSON|Aoife Brennan⟧ | Branch Secretary, NW Logistics Branch ⟪branch_no|No. 412⟫
"""),

("whatsapp_group", """[⟪chat_timestamp|12/04/2024, 19:02⟫] ⟦PERSON|Priya Raman⟧: petition boxes are at mine now, ⟦ADDRESS|14 Elm Grove, Hove BN3 6QA⟧ - key safe by the side gate, code is ⟦PASSWORD|4 7 1 9⟧
[12/04/2024, 19:04] ⟦PERSON|Tomasz⟧: nice one. how many sigs are we at??
[12/04/2024, 19:05] ⟦PERSON|Priya Raman⟧: ⟪signature_count|2,318⟫ on paper + 4,902 online (petition ⟪petition_id|PET-BH-0442⟫)
[12/04/2024, 19:07] ⟦PERSON|Gemma⟧ 🌻: I can drive on the day, my number's ⟦PHONE|07842 663 190⟧ if anyone needs a lift from ⟪place_name|Portslade⟫
[12/04/2024, 19:08] ⟦PERSON|Tomasz⟧: ⟦PERSON|Gemma⟧ ur a star. council meeting is at ⟪venue|Hove Town Hall⟫, doors 6.30
[12/04/2024, 19:10] ⟦PERSON|Priya Raman⟧: pls dont post the key code anywhere public lol, changing it to ⟦PASSWORD|8 8 2 0⟧ tmrw anyway
"""),

("dotenv", """# chamber-portal .env  -- DO NOT COMMIT --  ⟪version|v2.7.1⟫
APP_ENV=production
APP_PORT=⟪port|8443⟫
DATABASE_URL=postgres://portal_admin:⟦SECRET|Qv7!mRt2#Lake⟧@⟦IP_ADDRESS|10.20.4.17⟧:⟪port|5432⟫/chamber_members
REDIS_URL=redis://:⟦SECRET|r3d1s-Harbour-88⟧@⟦IP_ADDRESS|10.20.4.18⟧:6379/0
DJANGO_SECRET_KEY=⟦SECRET|$django1⟧
STRIPE_SECRET_KEY=⟦APIKEY|$sk_live1⟧
STRIPE_PUBLISHABLE_KEY=⟪publishable_key|$pk_live1⟫
SENDGRID_API_KEY=⟦APIKEY|$sendgrid1⟧
SLACK_ALERTS_WEBHOOK=⟦SECRET|$hook_slack1⟧
ADMIN_CONTACT=⟦EMAIL|o.adeyemi@leedschamber-portal.co.uk⟧
SENTRY_RELEASE=⟪release_tag|chamber-portal@2.7.1⟫
"""),

("web_form_membership", """CHARTERED INSTITUTE OF PROCUREMENT & LOGISTICS - ONLINE APPLICATION
Grade applied for: ⟪membership_grade|MCIPL⟫

Title: Ms
First name: ⟦PERSON|Harriet⟧
Surname: ⟦PERSON|Okonkwo-Bell⟧
Date of birth: ⟦DATE_OF_BIRTH|07/11/1989⟧
Home address: ⟦ADDRESS|Flat 3, 22 Carlton Road, Reading RG1 7NU⟧
Email: ⟦EMAIL|harriet.ob@outlook.com⟧
Mobile: ⟦PHONE|+44 7911 284 057⟧
National Insurance no.: ⟦NATIONAL_ID|$nino2⟧
Current employer: ⟪org_name|Thames Valley Freight Co-operative⟫

Fees 2024/25: Member ⟪fee_tariff|£189⟫ / Associate ⟪fee_tariff|£124⟫ / Student ⟪fee_tariff|£35⟫
Card number: ⟦CARD|$card_visa1⟧   Expiry: ⟪card_expiry|09/27⟫   CVC: ⟦CVV|418⟧
Amount charged: ⟦AMOUNT|£189.00⟧
Application ref: ⟪application_id|APP-2024-77821⟫
"""),

("nginx_access_log", """⟦IP_ADDRESS|81.174.22.190⟧ - - [⟪timestamp|03/Jun/2024:09:14:22 +0100⟫] "GET /reports/housing-2024.pdf HTTP/1.1" 200 1843321 "-" "Mozilla/5.0 (Windows NT 10.0; Win64; x64) ⟪browser_version|Chrome/125.0.6422.142⟫"
⟪doc_ip|203.0.113.45⟫ - - [03/Jun/2024:09:14:25 +0100] "GET /wp-login.php HTTP/1.1" 404 153 "-" "⟪client_version|python-requests/2.31.0⟫"
⟦IP_ADDRESS|2a02:c7c:5d21:8e00:a4f1:3c2b:9d10:77e4⟧ - ⟦PERSON|mkhumalo⟧ [03/Jun/2024:09:15:01 +0100] "POST /staff/api/drafts?token=⟦APIKEY|$jwt2⟧ HTTP/2.0" 201 88 "https://intranet.policyforesight.org/drafts" "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/⟪webkit_version|605.1.15⟫"
⟦IP_ADDRESS|100.72.18.4⟧ - - [03/Jun/2024:09:15:09 +0100] "GET /events/budget-breakfast HTTP/1.1" 200 20113 "-" "Mozilla/5.0 (Linux; Android 14)"
⟪doc_ip|198.51.100.7⟫ - - [03/Jun/2024:09:15:12 +0100] "HEAD / HTTP/1.1" 301 0 "-" "curl/8.5.0"
⟦IP_ADDRESS|81.174.22.190⟧ - - [03/Jun/2024:09:16:40 +0100] "GET /reports/housing-2024-annex.xlsx HTTP/1.1" 200 99120 "-" "Mozilla/5.0"
"""),

("branch_minutes", """NORTHUMBRIA PROGRESSIVE PARTY - HEATON & BYKER BRANCH
Minutes of branch meeting, ⟪meeting_date|Tues 9 July 2024⟫, ⟪venue|St Gabriel's church hall⟫

Present: Cllr ⟦PERSON|Ravi Patel⟧ (chair), ⟦PERSON|Joanne Tait⟧ (secretary), ⟦PERSON|Fergus McBride⟧ (treasurer), ⟦PERSON|Sadia Khanom⟧, ⟦PERSON|Bill Armstrong⟧
Apologies: ⟦PERSON|Mo Farouk⟧ (in the RVI after a ⟦MEDICAL|knee replacement⟧ - card being sent round)

1. Minutes of 11 June agreed as accurate.
2. Treasurer's report. Branch account stands at ⟪org_balance|£3,412.67⟫. ⟦PERSON|Fergus⟧ has reimbursed ⟦PERSON|Ravi⟧ ⟦AMOUNT|£43.20⟧ for leaflet printing and ⟦PERSON|Sadia⟧ ⟦AMOUNT|£18.75⟧ for the stall gazebo.
3. Motion ⟪motion_no|M24/07⟫ (bus franchising) carried 11-2, to go to regional conference.
4. Canvassing: ⟦PERSON|Joanne⟧ to circulate the ward list by Friday. Shields Rd patch - contact ⟦PERSON|Bill⟧ on ⟦PHONE|0191 276 5541⟧.
AOB: none. Next meeting Tues 13 Aug.
"""),

("call_transcript_helpline", """[Legal helpline - call ⟪call_id|0047⟫ - auto transcript, lightly corrected]
AGENT (⟦PERSON|Niamh⟧): Union legal helpline, you're through to ⟦PERSON|Niamh⟧, can I take your membership number?
CALLER: yeah it's ⟪membership_no|L-5530217⟫
AGENT: And your name please?
CALLER: ⟦PERSON|Kevin⟧. ⟦PERSON|Kevin O'Hare⟧.
AGENT: Date of birth ⟦PERSON|Kevin⟧?
CALLER: ⟦DATE_OF_BIRTH|23rd of June 1978⟧
AGENT: And the best number to get you on?
CALLER: ⟦PHONE|oh seven eight one two, double four nine, three oh six⟧
AGENT: Lovely. And what's happened?
CALLER: I come off the loading bay at the ⟪place_name|Trafford Park⟫ depot in April, they said it's a ⟦MEDICAL|fractured scaphoid⟧, six weeks in a cast and I'm still on ⟦MEDICAL|co-codamol⟧. Now ⟪org_name|Castlefield Cold Store⟫ have docked me ⟦AMOUNT|three hundred and twelve quid⟧ off my sick pay.
AGENT: OK. Is your address still ⟦ADDRESS|41 Barton Lane, Eccles, M30 0HW⟧?
CALLER: that's it yeah.
AGENT: I'll open ticket ⟪ticket_id|HLP-24-0047⟫ and a solicitor will ring you within 48 hours.
"""),

("slack_export", """#web-team  (British Independent Bakers' Association)
[10:41] ⟦PERSON|sam.okafor⟧: anyone know why the member directory deploy is failing? build ⟪build_no|#1882⟫
[10:43] ⟦PERSON|lucy.ng⟧: creds expired i think. new ones below, will move them into vault after lunch
[10:43] ⟦PERSON|lucy.ng⟧: AWS_ACCESS_KEY_ID=⟦APIKEY|$aws_akid1⟧
AWS_SECRET_ACCESS_KEY=⟦SECRET|$aws_secret1⟧
region ⟪cloud_region|eu-west-2⟫, bucket ⟪bucket_name|biba-directory-prod⟫
[10:45] ⟦PERSON|sam.okafor⟧: 😬 ⟦PERSON|lucy⟧ pls delete that, this channel is shared with the agency
[10:46] ⟦PERSON|lucy.ng⟧: oops. rotating now. ⟪commit_sha|9f2c41e7b0d3a8e65c1f4b2a90e7d3c8f1a6b452⟫ reverts the env change anyway
[10:52] ⟦PERSON|dmitri.v⟧: fyi the key in the README (⟪example_key|AKIAIOSFODNN7EXAMPLE⟫) is the AWS docs one, that's fine to leave
"""),

("python_traceback", """⟪timestamp|2024-05-18 16:02:44,117⟫ ERROR [till-sync] sync failed for member ⟦PERSON|Bronwen Davies⟧ <⟦EMAIL|bronwen.p.davies@btinternet.com⟧> shop=⟪branch_name|Llandeilo⟫
Traceback (most recent call last):
  File "⟦PERSON|/home/gwilliams⟧/epos-sync/sync.py", line 212, in push_sales
    conn = psycopg2.connect("host=⟦IP_ADDRESS|172.16.40.9⟧ dbname=⟪db_name|coop_tills⟫ user=till_sync password=⟦SECRET|Bara8rith!2023⟧")
  File "⟪module_path|/usr/lib/python3/dist-packages/psycopg2/__init__.py⟫", line 122, in connect
    conn = _connect(dsn, connection_factory=connection_factory, **kwasync)
psycopg2.OperationalError: connection to server at "⟦IP_ADDRESS|172.16.40.9⟧", port ⟪port|5432⟫ failed: FATAL:  password authentication failed for user "⟪service_account|till_sync⟫"
"""),

("invoice", """SOUTH YORKSHIRE CHAMBER OF TRADE & ENTERPRISE
INVOICE ⟪invoice_no|INV-SCC-24-01957⟫      Date: ⟪invoice_date|02/04/2024⟫      VAT reg ⟪vat_number|GB 284 5519 06⟫

Bill to: Mr ⟦PERSON|Imran Siddiqui⟧ (t/a ⟪trading_name|Abbeydale Bespoke Tailoring⟫)
⟦ADDRESS|88 Abbeydale Road, Sheffield S7 1FD⟧
⟦EMAIL|imran@abbeydalebespoke.co.uk⟧  /  ⟦PHONE|0114 255 0193⟧

Annual membership - micro business (1-4 staff) ........ ⟪price|£240.00⟫
Export documentation bundle (5 certificates) .......... ⟪price|£95.00⟫
Less credit from 2023 overpayment ...................... -⟦AMOUNT|£60.00⟧
TOTAL DUE ............................................... ⟦AMOUNT|£275.00⟧

Pay by BACS to ⟪org_account|$iban_org1⟫ (sort code ⟪sort_code|08-92-99⟫), quoting ⟪payment_ref|SDCC-SIDD-1957⟫.
"""),

("csv_members", """member_no,first_name,last_name,email,mobile,dob,share_balance,joined
⟪member_no|100482⟫,⟦PERSON|Marta⟧,⟦PERSON|Kowalczyk⟧,⟦EMAIL|marta.kow@onet.pl⟧,⟦PHONE|07423 118 905⟧,⟦DATE_OF_BIRTH|1991-02-17⟧,⟦AMOUNT|£50.00⟧,⟪join_date|2019-06-01⟫
⟪member_no|100483⟫,⟦PERSON|Stephen⟧,⟦PERSON|Ashworth⟧,⟦EMAIL|steve.ashworth@hotmail.co.uk⟧,⟦PHONE|07958 330 214⟧,⟦DATE_OF_BIRTH|1958-09-30⟧,⟦AMOUNT|£250.00⟧,⟪join_date|2011-03-14⟫
"""),

("forum_post_tech", """Re: Nextcloud behind nginx keeps dropping WebDAV uploads > 512MB

Posted by [deleted] in Self-hosting for small orgs

We run this for a small policy institute. Setup: Nextcloud ⟪software_version|28.0.4⟫, nginx ⟪software_version|1.24.0⟫, PHP-FPM 8.2, Ubuntu 22.04.4 LTS. I've swapped our real addresses for the RFC 5737 ones, so the proxy is ⟪doc_ip|192.0.2.10⟫ and the app box is ⟪doc_ip|198.51.100.23⟫, listening on ⟪port|443⟫ and ⟪port|8080⟫.

client_max_body_size is 10G, fastcgi_read_timeout 3600. Error in the log is "upstream prematurely closed connection" (request id ⟪request_id|a41f09c2e7d3⟫).

Yes I know the S3 creds in my paste look real - they're the placeholders from the AWS docs (⟪example_key|AKIAIOSFODNN7EXAMPLE⟫ / ⟪example_secret|wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY⟫). Config is at commit ⟪commit_sha|4e1b7c0⟫ in our infra repo if anyone wants the full thing.
"""),

("sql_insert", """-- dump of dues_roster, Amalgamated Warehouse Workers Local 1187, exported ⟪timestamp|2024-02-29 23:10:05⟫
INSERT INTO ⟪table_name|dues_roster⟫ (member_id, full_name, ssn, email, phone, monthly_dues, arrears) VALUES
(⟪member_id|33017⟫, '⟦PERSON|Luis Ortega Ramírez⟧', '⟦SSN|$ssn1⟧', '⟦EMAIL|lortega1187@yahoo.com⟧', '⟦PHONE|(614) 783-2290⟧', ⟪dues_rate|48.50⟫, '⟦AMOUNT|$97.00⟧'),
(⟪member_id|33021⟫, '⟦PERSON|Deshawn Carter⟧', '⟦SSN|$ssn3⟧', '⟦EMAIL|dcarter.aww@outlook.com⟧', '⟦PHONE|+1 380 224 7719⟧', ⟪dues_rate|52.75⟫, '⟦AMOUNT|$211.00⟧');
"""),

("sms", """Hi ⟦PERSON|Dot⟧, it's ⟦PERSON|Kwame⟧ from the ⟪org_name|Deptford & New Cross branch⟫ canvass team - lovely to chat on the doorstep! As promised I'll drop the postal vote form round to ⟦ADDRESS|27 Tanners Hill, London SE8 4PJ⟧ on Sat morning. Any probs ring me on ⟦PHONE|07506 442 198⟧. Thanks, ⟦PERSON|Kwame⟧ (ref ⟪canvass_ref|LD-W14-0092⟫)"""),

("markdown_admin_note", """# IT admin notes - Institute of Environmental Assessors
_last updated ⟪timestamp|2024-01-08⟫ (v3)_

## Microsoft 365 global admin
- login: ⟦EMAIL|it-admin@ieassessors.org.uk⟧
- password: ⟦PASSWORD|Marram-Grass-Dune-42⟧
- TOTP seed (backup copy): ⟦SECRET|$totp1⟧
- recovery codes: ⟦SECRET|$rc1⟧ ⟦SECRET|$rc2⟧ (the other 8 are in the safe)
- tenant id ⟪tenant_id|5b2e9c1a-7f4d-4e28-9a61-0c3d8b7e2f10⟫ (not secret)

## Finance
- ⟦PERSON|Gareth⟧ has the Xero login. card reader PIN is ⟦PASSWORD|6021⟧

## Server cupboard
- door code ⟦PASSWORD|C1947#⟧, alarm set/unset ⟦PASSWORD|9 3 3 1⟧
- switch is a ⟪hardware_model|Cisco CBS350-24P⟫, firmware ⟪firmware_version|3.3.0.16⟫
"""),

("shop_review", """★★☆☆☆  Not great for allergies
by ⟦PERSON|JennyB_Kendal⟧ · Local Guide

Popped into the ⟪org_name|Kendal Community Co-op⟫ on ⟪street_name|Stramongate⟫ for oat milk. Lady on the till (⟦PERSON|Maureen⟧ I think?) was lovely, but the "free-from" shelf had flapjacks with no label and I'm ⟦MEDICAL|coeliac⟧ - was ill for two days. My little boy also has ⟦MEDICAL|a peanut allergy⟧ so this matters!! Complained and got ⟦AMOUNT|£6.40⟧ back on my member card (⟪masked_card|**** 3391⟫), receipt ⟪receipt_no|#K-44812⟫. Flapjacks are ⟪price|£2.20⟫ each too which is steep.
"""),

("k8s_secret_yaml", """apiVersion: v1
kind: Secret
metadata:
  name: petition-site-secrets
  namespace: ⟪k8s_namespace|campaigns-prod⟫
  labels:
    app.kubernetes.io/version: "⟪version|3.14.2⟫"
type: Opaque
stringData:
  GITHUB_TOKEN: ⟦APIKEY|$ghp1⟧
  TELEGRAM_BOT_TOKEN: ⟦APIKEY|$telegram1⟧
  DATABASE_PASSWORD: ⟦PASSWORD|Ch4ngeTh3W0rld!!⟧
  DISCORD_WEBHOOK: ⟦SECRET|$hook_discord1⟧
  NEXTAUTH_SECRET: ⟦SECRET|$sign2⟧
  MAINTAINER_EMAIL: ⟦EMAIL|femi.adebayo@saveourlibraries.org.uk⟧
  DB_HOST: ⟦IP_ADDRESS|10.96.14.203⟧
# image: ghcr.io/save-our-libraries/petitions:3.14.2
"""),
]

# ---------------------------------------------------------------- part 2
TEXTS += [
("email_exam_idcheck", """From: RIV Examinations <⟦EMAIL|examinations@riv.org.uk⟧>
To: ⟦EMAIL|t.nwosu.valuer@gmail.com⟧
Subject: ID check before your Professional Assessment (candidate ⟪candidate_no|RIV-C-208814⟫)

Dear Mr ⟦PERSON|Nwosu⟧,

Before you sit the assessment on ⟪exam_date|16 September 2024⟫ at our ⟪venue|Great George Street⟫ centre we have to verify your identity. The details you gave us were:

  Name:           ⟦PERSON|Tobenna Chukwuemeka Nwosu⟧
  Date of birth:  ⟦DATE_OF_BIRTH|2 February 1993⟧
  Passport:       ⟦PASSPORT|$pp_uk1⟧ (United Kingdom), expires ⟪doc_expiry|11/2031⟫

Unfortunately the scan you uploaded is blurred. Please re-upload through the portal (upload ref ⟪upload_ref|UPL-5521⟫) or send a clear copy to ⟦EMAIL|examinations@riv.org.uk⟧.

We have noted your ⟦MEDICAL|dyslexia⟧ and approved 25% extra time.

Kind regards
⟦PERSON|Hannah Lowe⟧
Examinations Officer | Royal Institute of Valuers | ⟦PHONE|020 7695 1570⟧
"""),

("ocr_business_card", """[OCR scan - card 14 of 52 - confidence 0.91]
⟪org_name|BRITISH CERAMIC TILE FEDERATION⟫
⟦PERSON|Gwen Ll. Roberts⟧
Head of Member Services
T ⟦PHONE|+44 (0)1782 614 220⟧
M ⟦PHONE|07891 30 44 75⟧
E ⟦EMAIL|gwen.roberts@bctf.org.uk⟧
www.bctf.org.uk   X: @⟦PERSON|gwenroberts_bctf⟧
⟪org_address|Federation House, Station Rd, Stoke-on-Trent ST4 2SA⟫
[reverse, handwritten]: re stand ⟪stand_no|B14⟫ - mob after 6pm
"""),

("dictation_statement", """statement of ⟦PERSON|Bogdan Ionescu⟧ comma dictated to ⟦PERSON|Carol⟧ at the branch office full stop. My date of birth is ⟦DATE_OF_BIRTH|14.08.1984⟧ and I live at ⟦ADDRESS|9 Foxhall Close, Ipswich IP3 8LQ⟧ full stop new paragraph.
On the night shift ⟪shift_code|N3⟫ of the third of May I was told to move pallets in ⟪warehouse_bay|Bay 17⟫ on my own because the second picker had gone home full stop. I felt a sharp pain in my lower back and was later diagnosed with ⟦MEDICAL|a herniated L4-L5 disc⟧ full stop. I now take ⟦MEDICAL|gabapentin⟧ and go to ⟦MEDICAL|physiotherapy⟧ twice a week full stop. My supervisor ⟦PERSON|Darren Pike⟧ said quote just get on with it unquote full stop new paragraph.
I can be contacted on ⟦PHONE|07388 612 450⟧ full stop. Signed ⟦PERSON|Bogdan⟧ end of statement. ⟦PERSON|Carol⟧ can you file this under ⟪statement_ref|ST/IPS/24/11⟫ thanks
"""),

("it_ticket", """Ticket ⟪ticket_id|#INC-30417⟫   Priority: ⟪priority|P3⟫   Status: Resolved
Requester: ⟦PERSON|Ines Carvalho⟧ (Senior Fellow, Fiscal Policy)
Opened: ⟪timestamp|2024-03-11 08:52⟫

Description:
locked out after 5 goes from home, my ip is ⟦IP_ADDRESS|86.142.77.201⟧ if that helps. laptop is ⟪asset_tag|TT-LT-0193⟫

Update (⟦PERSON|Jordan K.⟧, IT):
Unlocked in Entra. Temp password set to ⟦PASSWORD|Spring2024!reset⟧ - you'll be forced to change it at next sign-in. Your VPN session shows ⟦IP_ADDRESS|10.8.0.34⟧ internally which is correct.

Update (⟦PERSON|Ines Carvalho⟧):
thanks, in now
"""),

("bash_history", """  501  ssh ⟦PERSON|rkasprzak⟧@⟦IP_ADDRESS|185.199.220.14⟧
  502  sudo -i
  503  cd ⟦PERSON|/home/rkasprzak⟧/crm-backup
  504  mysql -u crm_admin -p'⟦PASSWORD|Wr0claw#Ward7⟧' ⟪db_name|crm_prod⟫ < members_latest.sql
  505  export MAILGUN_API_KEY=⟦APIKEY|$mailgun1⟧
  506  python3 sync_mailing.py --since ⟪date_arg|2024-06-01⟫
  507  scp ⟪file_path|/var/backups/crm.tar.gz⟫ ⟦PERSON|akowalski⟧@⟦IP_ADDRESS|10.0.12.5⟧:/srv/backup/
  508  gh auth login --with-token <<< ⟦APIKEY|$ghp2⟧
  509  htop
  510  history | grep -i pass
"""),

("employment_contract", """STATEMENT OF MAIN TERMS OF EMPLOYMENT

Employer: ⟪org_name|Federation of Independent Opticians⟫ (company no. ⟪company_no|04418270⟫)
Employee: ⟦PERSON|Chloe Anne Fairbairn⟧
Address:  ⟦ADDRESS|2/1, 118 Hyndland Road, Glasgow G11 5PR⟧
NI number: ⟦NATIONAL_ID|$nino3⟧
Job title: Policy & Public Affairs Officer, grade ⟪pay_grade|PO2⟫

4. Pay. Your starting salary is ⟦AMOUNT|£34,750⟧ per annum, paid monthly in arrears into the account you nominate, currently ⟦IBAN|$iban_gb3⟧. The PO2 scale runs ⟪salary_scale|£33,120 to £38,400⟫.
9. Sickness. Enhanced sick pay applies after probation (clause ⟪policy_clause|9.2⟫ of the staff handbook).

Signed (employee): ⟦PERSON|C. A. Fairbairn⟧        Date: ⟪sign_date|01/08/2024⟫
Signed for the Federation: ⟦PERSON|Martin Oyelaran⟧, Chief Executive
"""),

("markdown_table_rota", """## Save Selly Oak Library - petition stall rota (Sat 22nd)

| Volunteer | Phone | Email | Shift | Pitch |
|---|---|---|---|---|
| ⟦PERSON|Abdi Warsame⟧ | ⟦PHONE|07944 205 118⟧ | ⟦EMAIL|abdi.w@gmail.com⟧ | ⟪shift_id|SAT-AM-1⟫ | ⟪place_name|Bullring⟫ |
| ⟦PERSON|Rosie McAllister⟧ | ⟦PHONE|07712 660 390⟧ | ⟦EMAIL|rosiemcallister@icloud.com⟧ | SAT-AM-2 | New Street |
| ⟦PERSON|Hamza⟧ (no surname given) | ⟦PHONE|0121 448 7702⟧ | - | ⟪shift_id|SAT-PM-1⟫ | ⟪place_name|Kings Heath⟫ |

Clipboards + 300 forms in the boot of ⟦PERSON|Rosie⟧'s car. Target for the day ⟪target|1,000 sigs⟫.
"""),

("json_api_response", """{
  "request_id": "⟪request_id|7c1e3b0a-92f4-4d6e-b8a1-33f0c2d9e417⟫",
  "member": {
    "id": ⟪member_id|558201⟫,
    "name": "⟦PERSON|Yusuf Demir⟧",
    "email": "⟦EMAIL|yusuf.demir@posteo.de⟧",
    "dob": "⟦DATE_OF_BIRTH|1979-10-03⟧",
    "last_login_ip": "⟦IP_ADDRESS|91.64.203.118⟧",
    "card": {"brand": "visa", "masked": "⟪masked_card|•••• •••• •••• 6620⟫"},
    "balance": "⟦AMOUNT|€37.50⟧",
    "tier": "⟪membership_tier|associate⟫"
  },
  "api_version": "⟪api_version|2024-04-10⟫"
}
"""),

("linkedin_dm", """Hi ⟦PERSON|Sunita⟧ - great meeting you at the ⟪event_name|Wiltshire Chamber Business Awards⟫ last night (sorry again about the wine on table ⟪table_number|12⟫ 🙈). As promised, direct line is ⟦PHONE|01225 481 906⟧ and my mobile ⟦PHONE|07403 227 815⟧. Best email is ⟦EMAIL|piotr@kowal-joinery.co.uk⟧. Would be good to chat about the apprenticeship levy working group before the ⟪meeting_date|3 June⟫ session.
Cheers, ⟦PERSON|Piotr Kowal⟧
"""),

("expense_claim", """EXPENSES CLAIM - BRANCH OFFICERS
Claimant: ⟦PERSON|Sandra Mwale⟧      Membership no: ⟪membership_no|U-2290314⟫
Role: Equality officer, ⟪branch_name|Coventry Health Branch⟫

Date   | Item                                   | Receipt | Amount
⟪expense_date|14/05⟫  | Rail Coventry - London Euston (conf)    | ⟪receipt_no|R1⟫      | ⟦AMOUNT|£62.40⟧
15/05  | Hotel, 1 night                         | R2      | ⟦AMOUNT|£118.00⟧
15/05  | Mileage 34 mi @ ⟪mileage_rate|45p/mile⟫            | -       | ⟦AMOUNT|£15.30⟧
TOTAL CLAIMED                                             ⟦AMOUNT|£195.70⟧

Pay to: ⟦IBAN|$iban_gb1⟧ (Ms ⟦PERSON|S Mwale⟧)
Authorised: ⟦PERSON|Pete Dunmore⟧, Branch Treasurer
"""),

("stripe_webhook_json", """POST /webhooks/stripe HTTP/1.1
Stripe-Signature: t=⟪unix_timestamp|1718203341⟫,v1=⟪signature_hash|5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd⟫

{
  "id": "⟪event_id|evt_1PQx2hLkdIwHu7ix8fKX0r3m⟫",
  "type": "checkout.session.completed",
  "data": {"object": {
    "amount_total": 2500, "currency": "gbp",
    "payment_intent": "⟪payment_intent|pi_3PQx2hLkdIwHu7ix0Jq9sT1b⟫",
    "customer_details": {"email": "⟦EMAIL|lorna.baird@tiscali.co.uk⟧", "name": "⟦PERSON|Lorna Baird⟧", "phone": "⟦PHONE|+447812440093⟧"},
    "metadata": {"note": "share top-up from ⟦PERSON|Lorna⟧ - ⟦AMOUNT|£25.00⟧"}
  }}
}

# handler config (webhooks.env)
STRIPE_WEBHOOK_SECRET=⟦SECRET|$whsec1⟧
"""),

("voicemail_transcript", """Voicemail for ⟦PERSON|Lesley⟧ - received ⟪timestamp|Mon 10:14⟫ - length ⟪duration|0:47⟫ - from ⟦PHONE|01603 771 245⟧
"Hiya ⟦PERSON|Lesley⟧, it's ⟦PERSON|Gail Sutton⟧ from the ⟪branch_name|Norwich care branch⟫. Sorry I missed Thursday, me mam's been bad, she's got ⟦MEDICAL|vascular dementia⟧ and they've just put her on ⟦MEDICAL|memantine⟧ so I've been up and down to the home. Anyway I owe the hardship fund ⟦AMOUNT|forty pound⟧ from the raffle, I'll drop it in. Ring me back on... actually just text me, ⟦PHONE|07833 904 261⟧. Ta-ra."
"""),

("hr_letter_sickpay", """⟪org_name|Association of Convenience Retailers⟫ - Private & Confidential

Ms ⟦PERSON|Leanne Crossley⟧
⟦ADDRESS|17 Moor Lane, Clitheroe BB7 1BE⟧

⟪letter_date|21 October 2024⟫

Dear ⟦PERSON|Leanne⟧,

Occupational sick pay

Following your ⟦MEDICAL|hysterectomy⟧ on 2 October and the fit note stating ⟦MEDICAL|post-operative recovery⟧ for eight weeks, you will continue to receive full pay of ⟦AMOUNT|£2,146.18⟧ per month until ⟪end_date|27 November 2024⟫, after which half pay applies under the scheme. Your payroll number is ⟪payroll_no|P00871⟫.

Yours sincerely
⟦PERSON|Rachel Imrie⟧, HR Manager
"""),

("git_commit_diff", """commit ⟪commit_sha|3d9a0c51f2e84b7196ad0e2c5b8f71a4e09c6d23⟫
Author: ⟦PERSON|Olumide Bankole⟧ <⟦EMAIL|olumide.bankole@users.noreply.github.com⟧>
Date:   ⟪timestamp|Wed Mar 6 22:41:09 2024 +0000⟫

    add publish config + digest script (temp, will clean up)

    Co-authored-by: ⟦PERSON|Freya Lindqvist⟧ <⟦EMAIL|freya@policyforesight.org⟧>

diff --git a/.npmrc b/.npmrc
new file mode 100644
index 0000000..⟪git_blob|e69de29⟫
--- /dev/null
+++ b/.npmrc
@@ -0,0 +1,2 @@
+//registry.npmjs.org/:_authToken=⟦APIKEY|$npm1⟧
+@policyforesight:registry=https://npm.pkg.github.com/
diff --git a/scripts/digest.js b/scripts/digest.js
@@ -1,4 +1,4 @@
-const openai = new OpenAI({ apiKey: process.env.OPENAI_API_KEY });
+const openai = new OpenAI({ apiKey: '⟦APIKEY|$openai1⟧' });
 // bump "version": "⟪package_version|2.3.0⟫"
"""),

("docker_compose", """version: "⟪compose_version|3.9⟫"
services:
  db:
    image: ⟪image_tag|postgres:16.2-alpine⟫
    environment:
      POSTGRES_USER: unionlearn
      POSTGRES_PASSWORD: ⟦PASSWORD|Tolpuddle1834!⟧
  app:
    image: ghcr.io/unionlearn/courses:1.9.3
    depends_on: [db]
    environment:
      DATABASE_URL: postgresql://courses_ro:⟦SECRET|ro-Grunwick-1976⟧@db:5432/courses
      TWILIO_API_KEY_SID: ⟦APIKEY|$twilio_sk1⟧
      TWILIO_AUTH_TOKEN: ⟦SECRET|$twilio_auth1⟧
      ADMIN_EMAILS: "⟦EMAIL|k.mensah@unionlearn-courses.org⟧,⟦EMAIL|tutor.support@unionlearn-courses.org⟧"
    ports: ["⟪port|8000⟫:8000"]
"""),

("apache_error_log", """[⟪timestamp|Sat Aug 03 02:17:45.118204 2024⟫] [php:error] [pid ⟪pid|23118⟫] [client ⟦IP_ADDRESS|31.94.17.212⟧:52114] PHP Fatal error:  Uncaught mysqli_sql_exception: Access denied for user 'wp_ccoop'@'⟦IP_ADDRESS|10.1.0.6⟧' (using password: YES) in ⟦PERSON|/home/dmacleod⟧/public_html/wp-includes/class-wpdb.php:1987
[Sat Aug 03 02:17:51.002114 2024] [auth_basic:error] [pid 23120] [client [⟦IP_ADDRESS|2001:4860:7:40f::a1⟧]:60211] AH01618: user ⟦PERSON|fiona.grant⟧ not found: /members-only/
[Sat Aug 03 02:18:03.551870 2024] [core:info] [pid 23121] [client ⟪doc_ip|192.0.2.77⟫:443] AH00128: File does not exist: /var/www/html/favicon.ico
[Sat Aug 03 02:18:09.004117 2024] [mpm_prefork:notice] [pid 1] AH00163: ⟪server_version|Apache/2.4.58⟫ (Ubuntu) ⟪php_version|PHP/8.1.27⟫ configured
"""),

("board_paper_donors", """CONFIDENTIAL - Board of Trustees, ⟪meeting_date|18 April 2024⟫
Paper ⟪paper_no|B/24/06⟫: major donor update

Total income YTD ⟪org_total|£1.84m⟫ against budget of ⟪org_budget|£2.1m⟫.

Individual gifts over ⟪threshold|£10k⟫ this quarter:
- Sir ⟦PERSON|Malcolm Ridley⟧ - ⟦AMOUNT|£50,000⟧ unrestricted. Prefers contact via his PA ⟦PERSON|Denise⟧ on ⟦PHONE|020 7930 4418⟧.
- Dr ⟦PERSON|Anjali Mehta⟧ - ⟦AMOUNT|£15,000⟧ restricted to the health programme. She has told the Director about her ⟦MEDICAL|Parkinson's diagnosis⟧ and asked that her gift not be publicised.
- The ⟪org_name|Ashgrove Family Foundation⟫ - ⟪org_grant|£120,000⟫ (organisational, listed for information).

Gift Aid reclaimable this quarter: ⟪org_total|£16,250⟫.
"""),
]

# ---------------------------------------------------------------- part 3
TEXTS += [
("grievance_intake_us", """PUBLIC SERVICE EMPLOYEES UNION LOCAL 73-B - GRIEVANCE INTAKE (form ⟪form_version|GI-2 rev. 03/2023⟫)

Member: ⟦PERSON|Marisol Vega-Torres⟧           SSN (from pay stub): ⟦SSN|$ssn4⟧
DOB: ⟦DATE_OF_BIRTH|03/22/1986⟧
Home address: ⟦ADDRESS|4417 W Cermak Rd Apt 2, Chicago, IL 60623⟧
Cell: ⟦PHONE|(773) 219-4480⟧
Worksite: ⟪worksite|County Clerk's Office, 3rd floor⟫
Steward taking intake: ⟦PERSON|Andre Fontaine⟧

Issue: Supervisor denied intermittent FMLA leave for ⟦MEDICAL|chemotherapy⟧ (⟦MEDICAL|stage II breast cancer⟧) and wrote her up for 3 absences. Violation of ⟪contract_article|Art. 14.3⟫ of the CBA.
Remedy sought: rescind write-up, back pay of ⟦AMOUNT|$1,860.40⟧.
"""),

("pension_enrolment", """AMERICAN ASSOCIATION OF INDEPENDENT GROCERS - 401(k) PLAN ENROLLMENT
Plan number ⟪plan_number|003⟫  |  Plan sponsor EIN ⟪ein|52-1093847⟫

Participant: ⟦PERSON|Kenji Watanabe⟧
SSN: ⟦SSN|$ssn5⟧
Date of birth: ⟦DATE_OF_BIRTH|July 9, 1990⟧
Annual compensation: ⟦AMOUNT|$72,400⟧      Deferral: 6% pre-tax, 2% Roth

Direct deposit of distributions: routing ⟪routing_number|071000013⟫, account ⟪masked_account|XXXXXX4471⟫

Primary beneficiary: ⟦PERSON|Emi Watanabe⟧ (spouse, 100%)
  Beneficiary DOB: ⟦DATE_OF_BIRTH|1991-01-28⟧   Beneficiary SSN: ⟦SSN|$ssn6⟧
"""),

("petition_csv_us", """# export: petition ⟪petition_id|save-the-eastside-pool⟫ - signatures page 3
signed_at,first,last,zip,email,comment
⟪timestamp|2024-09-02T14:11:09Z⟫,⟦PERSON|Dolores⟧,⟦PERSON|Haney⟧,⟪zip_code|97214⟫,⟦EMAIL|doloreshaney@comcast.net⟧,"kids need somewhere to swim in summer"
⟪timestamp|2024-09-02T14:12:40Z⟫,⟦PERSON|Raj⟧,⟦PERSON|Malhotra⟧,⟪zip_code|97202⟫,⟦EMAIL|raj.malhotra.pdx@gmail.com⟧,"I have ⟦MEDICAL|asthma⟧ and the pool is the only exercise my doctor ok'd"
"""),

("w9_form", """From: ⟦PERSON|Becca Strand⟧
Subject: W-9 for fellowship stipend

Hi - attaching my W-9 for the housing affordability fellowship stipend (⟦AMOUNT|$4,500⟧). Text version below in case the PDF doesn't come through. - ⟦PERSON|Becca⟧

Form W-9 (⟪form_revision|Rev. March 2024⟫)
1  Name: ⟦PERSON|Rebecca L. Strand⟧
3a Federal tax classification: Individual/sole proprietor
5  Address: ⟦ADDRESS|2290 Ocean Ave, Unit 5, San Francisco, CA 94127⟧
Part I  Social security number: ⟦SSN|$ssn7⟧
Part II Signature of U.S. person: ⟦PERSON|R. Strand⟧     Date: ⟪sign_date|4/15/2024⟫
"""),

("teams_chat", """[Microsoft Teams] ⟪channel_name|CPD Portal Migration⟫

⟦PERSON|Harjit Sandhu⟧  09:12
morning - the vendor wants a test login on staging

⟦PERSON|Eleanor Whitcombe⟧  09:15
use ⟪test_account|cpd.test01⟫ / ⟦PASSWORD|Ledger!Balance77⟧ it's only got dummy data

⟦PERSON|Harjit Sandhu⟧  09:16
cool. and the key for the LMS sync? they say the old one gives 401

⟦PERSON|Eleanor Whitcombe⟧  09:20
new one: ⟦APIKEY|$google1⟧ (restricted to their staging box ⟦IP_ADDRESS|51.140.88.17⟧)

⟦PERSON|Harjit Sandhu⟧  09:21
👍 raised ⟪ticket_id|CHG-4471⟫ for the firewall rule
"""),

("jira_issue", """[⟪issue_key|PETN-212⟫] Signature export times out for large petitions
Reporter: ⟦PERSON|Callum Reid⟧    Assignee: ⟦PERSON|Zara Haddad⟧    Sprint: ⟪sprint|Sprint 31⟫
Environment: prod, app ⟪version|4.2.0-rc.3⟫

Steps: export petition ⟪petition_id|#88213⟫ (62k signatures) as CSV from the admin panel.

Logs:
  ⟪timestamp|2024-10-01T12:00:14.332Z⟫ WARN export worker=3 took 61.2s auth="Bearer ⟦APIKEY|$jwt4⟧"
  2024-10-01T12:00:14.340Z ERROR 504 from upstream ⟦IP_ADDRESS|10.244.3.17⟧:8080

Comment - ⟦PERSON|Zara Haddad⟧:
pls don't paste live bearer tokens into tickets 🙏 I've revoked that one.
"""),

("email_complaint_billing", """Subject: charged twice for veg box?!

Hi there,

I'm a member (no. ⟪member_no|20-41187⟫) and I've been charged twice for the medium veg box (⟪product_code|VBOX-M⟫, normally ⟪price|£14.50⟫) this week - ⟦AMOUNT|£29.00⟧ came out instead. It was delivered to ⟦ADDRESS|3 Chapel Row, Totnes TQ9 5RH⟧ as usual so it's not a second order.

The card is ⟦CARD|$card_mc1⟧ if you need to look it up, security code ⟦CVV|072⟧. Please refund the difference.

Thanks,
⟦PERSON|Tamsin Rowe⟧
⟦PHONE|07967 120 433⟧
"""),

("mail_merge_csv", """Title,Forename,Surname,Address,Ward,Letter
Mrs,⟦PERSON|Edna⟧,⟦PERSON|Holloway⟧,"⟦ADDRESS|12 Ash Grove, Skipton BD23 1QA⟧",⟪ward_name|Skipton North⟫,⟪letter_template|POSTAL-VOTE-REMINDER⟫
Mr,⟦PERSON|Arthur⟧,⟦PERSON|Bates⟧,"⟦ADDRESS|Flat 6, Craven Court, Settle BD24 9EJ⟧",Settle & Ribblebanks,⟪letter_template|SURGERY-INVITE⟫
Ms,⟦PERSON|Precious⟧,⟦PERSON|Ndlovu⟧,"⟦ADDRESS|31 Keighley Road, Silsden BD20 0EA⟧",⟪ward_name|Aire Valley⟫,POSTAL-VOTE-REMINDER
"""),

("union_membership_card_ca", """CANADIAN UNION OF LIBRARY WORKERS - LOCAL 41
Membership application / Demande d'adhésion

Name / Nom: ⟦PERSON|Geneviève Tremblay⟧
SIN / NAS: ⟦NATIONAL_ID|$sin1⟧
Date of birth / Date de naissance: ⟦DATE_OF_BIRTH|1994-06-30⟧
Address / Adresse: ⟦ADDRESS|88 rue Laurier Est, app. 3, Gatineau QC J8X 3V7⟧
Phone / Tél.: ⟦PHONE|(819) 772-4410⟧
Employer / Employeur: ⟪org_name|Bibliothèque municipale de Gatineau⟫
Dues: ⟪dues_rate|1.35%⟫ of gross, deducted at source

Signature: ⟦PERSON|G. Tremblay⟧      Witness (steward): ⟦PERSON|Marc-André Lefebvre⟧
"""),

("delegation_roster", """INDO-BRITISH CHAMBER OF COMMERCE, PUNE CHAPTER
Delegation roster - ⟪event_name|UK-India Textiles Trade Mission 2024⟫ (visa support letters)

1. Shri ⟦PERSON|Prakash Kulkarni⟧ - Passport ⟦PASSPORT|$pp_in1⟧ - Aadhaar ⟦NATIONAL_ID|$aadhaar1⟧ - mobile ⟦PHONE|+91 98220 41735⟧
2. Smt ⟦PERSON|Lakshmi Narayanan⟧ - Aadhaar ⟦NATIONAL_ID|$aadhaar2⟧ - passport renewal pending - ⟦EMAIL|lakshmi.n@kanchisilks.in⟧

Delegation fee per head ⟪fee_tariff|₹85,000⟫ (covers stand share at ⟪venue|NEC Birmingham⟫). Group visa ref ⟪visa_ref|GWF071234567⟫.
"""),

("registration_form_sg", """SINGAPORE FURNITURE & INTERIORS ASSOCIATION
Individual Associate Member - Registration

Full name (as in NRIC): ⟦PERSON|Tan Wei Ming Jonathan⟧
NRIC no.: ⟦NATIONAL_ID|$nric1⟧
Date of birth: ⟦DATE_OF_BIRTH|19/03/1985⟧
Passport no. (for overseas fairs): ⟦PASSPORT|$pp_sg1⟧
Mobile: ⟦PHONE|+65 9127 4408⟧
Email: ⟦EMAIL|jonathan.tan.wm@gmail.com⟧
Residential address: ⟦ADDRESS|Blk 412 Bedok North Ave 2, #08-117, Singapore 460412⟧
Company UEN: ⟪uen|201934567K⟫

Annual fee ⟪fee_tariff|S$321⟫ incl. GST   |   Paid: ⟦AMOUNT|S$321.00⟧ via PayNow
"""),

("email_member_update_nl", """From: ⟦PERSON|Sanne de Vries⟧ <⟦EMAIL|sanne.devries@ziggo.nl⟧>
Subject: new address + bank details

Hi,

I'm moving next month so please update my details with the ⟪org_name|Amsterdam Food Co-op⟫ (member no ⟪member_no|AFC-3318⟫):

New address: ⟦ADDRESS|Van Ostadestraat 212-2, 1073 TM Amsterdam⟧
IBAN for the member dividend: ⟦IBAN|$iban_nl1⟧ (the old one, ⟦IBAN|$iban_nl2⟧, can be deleted)
BSN, which you asked for on the tax statement: ⟦NATIONAL_ID|$bsn1⟧
Mobile stays ⟦PHONE|+31 6 2841 7730⟧

Groetjes,
⟦PERSON|Sanne⟧
"""),

("email_member_es", """Subject: problem with payslip - pls help

Hello, I am ⟦PERSON|Lucía Fernández Ortiz⟧, member since March, I work housekeeping at ⟪org_name|Hotel Meridian Quays⟫. The agency paid my wage into my old spanish account ⟦IBAN|$iban_es1⟧ and not my UK one and now they say I owe them ⟦AMOUNT|£420⟧ back?? On the payroll they have my DNI ⟦NATIONAL_ID|$dni1⟧ not my NI number.
Also my flatmate ⟦PERSON|Carmen⟧ has the same problem, her NIE is ⟦NATIONAL_ID|$nie1⟧.
Sorry for my english. Whatsapp me ⟦PHONE|+34 612 448 903⟧
⟦PERSON|Lucía⟧
"""),

("intake_note_pl", """NEW MEMBER INTAKE - Food & Drink Manufacturing branch (Boston, Lincs)
Taken by: ⟦PERSON|Paweł⟧ (branch volunteer, interpreting)   Date: ⟪intake_date|07/03/2024⟫

Name: ⟦PERSON|Agnieszka Wróbel⟧
Date of birth: ⟦DATE_OF_BIRTH|14/05/1990⟧
PESEL: ⟦NATIONAL_ID|$pesel1⟧
Passport no: ⟦PASSPORT|$pp_pl1⟧
UK address: ⟦ADDRESS|23 Wide Bargate, Boston PE21 6SW⟧
Phone: ⟦PHONE|07459 301 882⟧

Notes: works ⟪shift_pattern|4-on-4-off⟫ nights at ⟪org_name|Fenland Fresh Packers⟫. Says she is ⟦MEDICAL|14 weeks pregnant⟧ and has been refused a new risk assessment.
"""),

("email_direct_debit_fr", """Subject: SEPA mandate / social security number

Dear membership team,

Please find my details for the SEPA mandate for my annual subscription (⟦AMOUNT|€210⟧):

Name: ⟦PERSON|Élodie Marchand⟧
IBAN: ⟦IBAN|$iban_fr1⟧
BIC: ⟪bic|BNPAFRPPXXX⟫
Date of birth: ⟦DATE_OF_BIRTH|04/07/1988⟧

For the French tax receipt you also asked for my numéro de sécurité sociale: ⟦NATIONAL_ID|$nir1⟧.
Mandate ref ⟪mandate_ref|CIOL-SEPA-00931⟫, your creditor ID is ⟪creditor_id|FR12ZZZ123456⟫.

Best wishes,
⟦PERSON|Élodie⟧
"""),

("onboarding_form", """VISITING FELLOW ONBOARDING - Nordic Policy Exchange
Fellow: ⟦PERSON|Johan Lindgren⟧
Personnummer: ⟦NATIONAL_ID|$pnr1⟧   (born ⟦DATE_OF_BIRTH|18 December 1981⟧)
Home address: ⟦ADDRESS|Hornsgatan 64, 118 21 Stockholm⟧
Stipend: ⟦AMOUNT|SEK 38,000⟧ per month, paid to his Berlin account ⟦IBAN|$iban_de1⟧
Emergency contact: ⟦PERSON|Maja Lindgren⟧ (wife) ⟦PHONE|+46 70 318 22 41⟧
Desk ⟪desk_no|4.21⟫, badge ⟪badge_id|VF-2024-07⟫, start ⟪start_date|2 September 2024⟫
"""),

("membership_form_be", """BELGIAN-LUXEMBOURG CHAMBER OF COMMERCE IN GREAT BRITAIN
Individual membership form

Name: ⟦PERSON|Thomas Peeters⟧
National number (Rijksregisternummer): ⟦NATIONAL_ID|$benn1⟧
Date of birth: ⟦DATE_OF_BIRTH|30.07.1985⟧
IBAN: ⟦IBAN|$iban_be1⟧
Email: ⟦EMAIL|thomas.peeters@telenet.be⟧

Fees: individual ⟪fee_tariff|€150⟫ / corporate ⟪fee_tariff|€600⟫
Paid ⟦AMOUNT|€150.00⟧ on ⟪payment_date|12/02/2024⟫
"""),
]

# ---------------------------------------------------------------- part 4
TEXTS += [
("discord_chat", """#tech-help - Fossil Free Pensions campaign
⟦PERSON|moth_ellie⟧ - Today at 21:04
the petition bot died again 😩
⟦PERSON|Ravi B⟧ - Today at 21:05
prob the token, here's the one from the config: ⟦APIKEY|$discord1⟧
⟦PERSON|Ravi B⟧ - Today at 21:05
wait hold on that's the prod one lol
⟦PERSON|moth_ellie⟧ - Today at 21:06
😂 reset it in the dev portal pls. app id is ⟪app_id|1198437702215540846⟫, that one's public so whatever
⟦PERSON|Ravi B⟧ - Today at 21:09
done, new one's in the vault. bot is on ⟪version|v0.9.4⟫ now
GitHub - Today at 21:10
[fossilfree/petition-bot] 1 new commit ⟪commit_sha|a7c3e91⟫ bump deps
"""),

("python_config", """# rota_bot/config.py - Scottish Care Workers' Union shift-swap bot
BOT_TOKEN = "⟦APIKEY|$telegram2⟧"
ADMIN_CHAT_IDS = [⟪chat_id|-1001873365120⟫]
ADMINS = {"⟦PERSON|fionamac⟧": ⟪user_id|508812274⟫, "⟦PERSON|stuart_b⟧": ⟪user_id|771203561⟫}
DB_DSN = "mysql://rota:⟦SECRET|Carers-Not-Cogs-2024⟧@⟦IP_ADDRESS|10.4.0.22⟧/rota"
FALLBACK_PHONE = "⟦PHONE|0141 552 7780⟧"  # branch office, Mon-Fri
VERSION = "⟪version|2.0.1⟫"
"""),

("python_script", '''#!/usr/bin/env python3
"""summarise_consultations.py - quick hack for the ⟪project_name|Local Growth Review⟫. DO NOT SHARE.
author: ⟦PERSON|Tom Aldridge⟧ <⟦EMAIL|t.aldridge@civicfutures.org.uk⟧>
"""
import anthropic
import openai

CLAUDE_KEY = "⟦APIKEY|$anthropic1⟧"
OPENAI_KEY = "⟦APIKEY|$openai2⟧"   # ⟦PERSON|Priya⟧'s personal account!! move to env before Friday
MODEL = "⟪model_name|claude-3-5-sonnet-20240620⟫"
DATASET = "⟪dataset_id|consultation_2024_q2⟫"

def main():
    client = anthropic.Anthropic(api_key=CLAUDE_KEY)
    ...
'''),

("terraform_tfvars", """# terraform.tfvars - chamber events platform (prod)
aws_region          = "⟪cloud_region|eu-west-1⟫"
aws_access_key      = "⟦APIKEY|$aws_akid2⟧"
aws_secret_key      = "⟦SECRET|$aws_secret2⟧"
db_master_password  = "⟦PASSWORD|Harbour-Lights-1907⟧"
allowed_admin_cidrs = ["⟦IP_ADDRESS|82.31.144.9⟧/32", "⟪doc_ip|203.0.113.0⟫/24"]
owner_email         = "⟦EMAIL|s.okeke@bristolchamber.events⟧"
instance_type       = "⟪instance_type|t3.medium⟫"
ami_id              = "⟪ami_id|ami-0a8e758f5e873d1c1⟫"
"""),

("postman_collection", """{
  "info": {"name": "Members API (prod)", "_postman_id": "⟪uuid|2f7d1c44-8a0b-4b9e-9c51-7e2a6f3b0d18⟫"},
  "item": [
    {"name": "Get member",
     "request": {"method": "GET",
       "header": [{"key": "Authorization", "value": "Bearer ⟦APIKEY|$jwt1⟧"},
                  {"key": "x-maps-key", "value": "⟦APIKEY|$google2⟧"}],
       "url": "https://api.farmersunion.cymru/v2/members/⟪member_id|44172⟫"}},
    {"name": "Legacy SOAP login",
     "request": {"auth": {"type": "basic", "basic": [
       {"key": "username", "value": "⟦PERSON|hpritchard⟧"},
       {"key": "password", "value": "⟦PASSWORD|Sheepdog-Trials-88⟧"}]}}}
  ],
  "variable": [
    {"key": "apiVersion", "value": "⟪api_version|v2.3⟫"},
    {"key": "testMemberEmail", "value": "⟦EMAIL|huw.pritchard@farmersunion.cymru⟧"}
  ]
}
"""),

("ci_log", """Run actions/checkout@v4
⟪timestamp|2024-07-19T10:02:11.4428113Z⟫ Syncing repository: petitionhub/site
2024-07-19T10:02:11.4431020Z Triggered by ⟦PERSON|nadia-osei⟧ (push to main, ⟪commit_sha|c41d07e9⟫)
2024-07-19T10:02:40.1123456Z Run huggingface-cli login --token ⟪masked_secret|***⟫
2024-07-19T10:02:41.0034512Z   env: HF_TOKEN: ***
2024-07-19T10:02:55.9912001Z + echo "debug token=⟦APIKEY|$hf1⟧"
2024-07-19T10:03:30.2001874Z Deploying to ⟦IP_ADDRESS|134.209.18.77⟧ via rsync
2024-07-19T10:03:58.7712200Z POST ⟦SECRET|$hook_slack2⟧ -> 200 ok
2024-07-19T10:03:58.9001100Z Job finished in ⟪duration|1m47s⟫, runner ⟪runner_version|2.317.0⟫
"""),

("firewall_log", """⟪timestamp|Jun 12 03:14:07⟫ gw01 kernel: [UFW BLOCK] IN=eth0 OUT= SRC=⟦IP_ADDRESS|45.155.205.233⟧ DST=⟦IP_ADDRESS|62.31.77.140⟧ PROTO=TCP SPT=54012 DPT=⟪port|3389⟫
Jun 12 03:14:09 gw01 kernel: [UFW ALLOW] IN=wg0 OUT=eth1 SRC=⟦IP_ADDRESS|100.101.7.12⟧ DST=⟦IP_ADDRESS|192.168.10.20⟧ PROTO=TCP DPT=445 hostname=⟦PERSON|jhughes⟧-laptop
Jun 12 03:15:30 gw01 kernel: [UFW BLOCK] IN=eth0 SRC=⟦IP_ADDRESS|2a01:4f8:c17:3b2e::1⟧ DST=⟦IP_ADDRESS|2a02:8010:61a4::20⟧ PROTO=UDP DPT=161
Jun 12 03:15:31 gw01 kernel: [UFW AUDIT] SRC=⟪doc_ip|198.51.100.200⟫ (synthetic monitoring probe) DPT=443
Jun 12 03:16:00 gw01 systemd-resolved[612]: listening on ⟪loopback_ip|127.0.0.53⟫
"""),

("ssh_auth_log", """⟪timestamp|Mar  4 02:11:43⟫ members-db sshd[⟪pid|31877⟫]: Failed password for invalid user admin from ⟦IP_ADDRESS|218.92.0.112⟧ port 41122 ssh2
Mar  4 02:11:47 members-db sshd[31877]: Failed password for root from ⟦IP_ADDRESS|218.92.0.112⟧ port 41122 ssh2
Mar  4 08:30:02 members-db sshd[402]: Accepted publickey for ⟦PERSON|mokafor⟧ from ⟦IP_ADDRESS|86.27.140.61⟧ port 50322 ssh2: ED25519 SHA256:⟪key_fingerprint|q3Kv0Xw9b1m2nNcR7tYx8uE4pJ6sL0aHfGdZkBcVwQ4⟫
Mar  4 08:31:15 members-db sudo:  ⟦PERSON|mokafor⟧ : TTY=pts/0 ; PWD=⟦PERSON|/home/mokafor⟧ ; USER=root ; COMMAND=/usr/bin/systemctl restart ⟪service_name|civicrm-cron⟫
Mar  4 09:02:55 members-db sshd[611]: Failed password for ⟦PERSON|tbeaumont⟧ from ⟦IP_ADDRESS|10.12.0.45⟧ port 60011 ssh2
"""),

("wireguard_conf", """# wg0.conf - laptop of ⟦PERSON|Hollie Fraser⟧ (Organiser, North East region)
[Interface]
PrivateKey = ⟦SECRET|$wg_priv1⟧
Address = ⟦IP_ADDRESS|10.66.0.14⟧/32
DNS = ⟦IP_ADDRESS|10.66.0.1⟧

[Peer]
PublicKey = ⟪public_key|xTIBA5rboUvnH4htodjb6e697QjLERt1NAB4mZqp8Dg=⟫
Endpoint = ⟦IP_ADDRESS|178.62.41.203⟧:⟪port|51820⟫
AllowedIPs = ⟪cidr|10.66.0.0/16⟫
PersistentKeepalive = 25
"""),

("email_chain", """Hi ⟦PERSON|Marcus⟧, attached v7 (⟪file_name|consultation_response_v7_FINAL(2).docx⟫) - tracked changes from our members' panel. Happy for you to submit on behalf of both of us.
⟦PERSON|Deborah⟧

⟦PERSON|Deborah Achterberg⟧
Director of Policy | ⟪org_name|Greater Manchester Chamber⟫
D: ⟦PHONE|0161 393 4315⟧ | ⟦EMAIL|d.achterberg@gmchamber.org.uk⟧

On ⟪timestamp|Tue, 14 May 2024 at 16:20⟫, ⟦PERSON|Marcus Obi⟧ <⟦EMAIL|marcus.obi@bpmf.org.uk⟧> wrote:
> ⟦PERSON|Deborah⟧ - can you send the final draft by Friday? Deadline is noon Monday.
> ⟦PERSON|Marcus Obi⟧ | Head of Policy | ⟦PHONE|020 7457 5011⟧ | M: ⟦PHONE|07768 114 290⟧
> ⟪org_name|British Plastics Manufacturers' Federation⟫ · ⟪org_address|6 Bath Place, Rivington St, London EC2A 3JE⟫
"""),

("agm_minutes", """HEBDEN BRIDGE WHOLEFOOD CO-OPERATIVE LTD - ANNUAL GENERAL MEETING
⟪meeting_date|Saturday 20 April 2024⟫, Birchcliffe Centre. 47 members present (quorum ⟪quorum|25⟫).

1. The chair, ⟦PERSON|Kath Mellor⟧, welcomed members.
2. Accounts: turnover ⟪org_total|£612,400⟫, trading surplus ⟪org_total|£8,130⟫. Proposed dividend rate ⟪dividend_rate|1.5%⟫ - approved.
3. Board elections: ⟦PERSON|Dev Chauhan⟧ and ⟦PERSON|Siobhan Carey⟧ elected unopposed.
4. ⟦PERSON|Alan Firth⟧ asked about withdrawing his share capital of ⟦AMOUNT|£2,000⟧; the board will reply in writing within 28 days.
5. ⟦PERSON|Kath⟧ thanked ⟦PERSON|Jo Pickles⟧, who steps down after nine years on the board.
Special resolution ⟪resolution_no|AGM24/3⟫ (rule amendments) passed 41-3.
"""),

("newsletter", """WHOLESALE FLORISTS' TRADE ASSOCIATION - MEMBERS' BULLETIN, ISSUE ⟪issue_no|88⟫

Market watch: Dutch auction averages this week - roses ⟪price|€0.38/stem⟫, chrysanthemums ⟪price|€0.21/stem⟫, eucalyptus ⟪price|€1.10/bunch⟫. Freight surcharge from Aalsmeer rises to ⟪tariff|€14 per trolley⟫ from 1 July.

Conference: this year's conference is at the ⟪venue|Harrogate Convention Centre⟫, 8-9 October. Early-bird rate ⟪price|£145⟫ for members until 31 August.

Systems: the members' portal moves to ⟪software_version|v5.2⟫ on the 1st; old bookmarks to portal.wfta.org.uk/v4 will redirect. The UK cut-flower market was worth ⟪org_total|£2.3bn⟫ last year according to our annual survey (⟪report_ref|WFTA-MS-2024⟫).
"""),

("press_release", """PRESS RELEASE - EMBARGOED UNTIL ⟪embargo_time|00:01 THURSDAY 5 SEPTEMBER 2024⟫

Household energy debt hits record high in the Midlands, says ⟪org_name|The Mercia Institute⟫

One in six households in the region is now behind on energy bills, according to new polling. "These are working families, not just pensioners," said Dr ⟦PERSON|Farah Quraishi⟧, Senior Economist. ⟦PERSON|Quraishi⟧ called for a targeted social tariff.

Notes to editors
1. Online survey of ⟪sample_size|2,041⟫ adults, fieldwork 2-9 August 2024.
2. Average arrears among indebted households: ⟪statistic|£1,271⟫.

Media contact: ⟦PERSON|Ollie Grant⟧, ⟦PHONE|07951 003 218⟧, ⟦EMAIL|press@merciainstitute.org⟧
Out-of-hours press line: ⟦PHONE|0121 796 4450⟧
"""),

("event_registration_export", """Event: ⟪event_name|CIH North West Conference 2024⟫ - registrations export ⟪timestamp|2024-05-02 17:44⟫

id     | name          | email                      | organisation           | dietary / access
⟪registration_id|R-0913⟫ | ⟦PERSON|Gareth Pryce⟧  | ⟦EMAIL|gpryce@wirralhomes.org.uk⟧  | ⟪org_name|Wirral Homes⟫           | ⟦MEDICAL|severe sesame allergy⟧, carries an adrenaline pen
⟪registration_id|R-0914⟫ | ⟦PERSON|Amira Saleh⟧   | ⟦EMAIL|amira.saleh@gmail.com⟧      | freelance              | halal
⟪registration_id|R-0915⟫ | ⟦PERSON|Colin Batty⟧   | ⟦EMAIL|c.batty@ljmu.ac.uk⟧         | ⟪org_name|Liverpool John Moores⟫  | ⟦MEDICAL|wheelchair user⟧; ⟦MEDICAL|type 1 diabetes⟧ - needs a fridge for ⟦MEDICAL|insulin⟧
"""),

("reasonable_adjustments_email", """Dear Exams team,

I'm ⟦PERSON|Niamh Kearney⟧ (student no. ⟪student_no|CII-22-77103⟫) and I'm sitting ⟪exam_code|R05⟫ on ⟪exam_date|12 November⟫. I have ⟦MEDICAL|ADHD⟧ and ⟦MEDICAL|generalised anxiety disorder⟧ and take ⟦MEDICAL|lisdexamfetamine 50mg⟧ in the mornings, so I'd like to request rest breaks and a separate room. A letter from my GP, Dr ⟦PERSON|Okafor⟧, is attached.

If you need anything else please ring me on ⟦PHONE|028 9024 6611⟧ (landline, evenings best).

Thanks,
⟦PERSON|Niamh⟧
"""),

("hardship_fund_application", """SHOP & WAREHOUSE WORKERS' UNION - BENEVOLENT FUND
HARDSHIP GRANT APPLICATION (CONFIDENTIAL)

Applicant: ⟦PERSON|Denise Kaur-Sandhu⟧        Member no: ⟪membership_no|SW-118204⟫
Date of birth: ⟦DATE_OF_BIRTH|02-11-1975⟧
Address: ⟦ADDRESS|55 Lodge Lane, Derby DE1 3HB⟧

Circumstances: off work since January with ⟦MEDICAL|long COVID⟧. My husband ⟦PERSON|Jaspal⟧ is on ⟦MEDICAL|dialysis⟧ three times a week and can't work.
Monthly income: SSP ⟦AMOUNT|£473.32⟧ + Universal Credit ⟦AMOUNT|£611.04⟧
Rent arrears: ⟦AMOUNT|£1,240⟧
Grant requested: ⟦AMOUNT|£750⟧   (fund maximum ⟪grant_cap|£1,000⟫ per 12 months)
Pay to: ⟦IBAN|$iban_gb2⟧
"""),

("reference_letter", """To whom it may concern,

I am writing in support of the visa application of Mr ⟦PERSON|Obinna Eze⟧, who has been a member of the ⟪org_name|Institute of Acoustics⟫ (membership no. ⟪membership_no|IOA-61732⟫) and a valued volunteer on our Southern branch committee.

⟦PERSON|Obinna⟧ was born on ⟦DATE_OF_BIRTH|11 March 1988⟧ and holds British passport no. ⟦PASSPORT|$pp_uk2⟧. He will attend ⟪event_name|Inter-Noise 2025⟫ as a speaker at our expense.

Please contact me if you need further information.

Prof. ⟦PERSON|Helen Marwick⟧ FIOA
Branch Chair | ⟦EMAIL|h.marwick@soton-acoustics.ac.uk⟧ | ⟦PHONE|023 8059 2291⟧
"""),
]

# ---------------------------------------------------------------- part 5
TEXTS += [
("bank_transfer_confirmation", """---------- Forwarded message ---------
fwd to treasurer - paid my annual dues + ⟦AMOUNT|£20⟧ donation for the hardship fund. ⟦PERSON|Joseph⟧ (⟦EMAIL|joseph.okonjo@gmail.com⟧)

Payment confirmation
You have sent ⟦AMOUNT|£96.00⟧ to ⟪org_payee|GREATER BRISTOL RENTERS UNION⟫
From: MR ⟦PERSON|J A OKONJO⟧, account ending ⟪masked_account|****7719⟫
To: sort code ⟪sort_code|60-83-71⟫, account ⟪org_account_no|20418862⟫
Reference: ⟪payment_ref|GBRU ANNUAL DUES⟫
Date: ⟪payment_date|14 Feb 2024⟫      Confirmation no. ⟪confirmation_no|FP24021418334112⟫
"""),

("email_access_codes", """Subject: Building access for Saturday's training

Hi all,

For the ⟪course_name|Reps Stage 1⟫ course at the ⟪venue|Trades Hall⟫ this Saturday:
- front door keypad: ⟦PASSWORD|2580#⟧
- key safe for the meeting room: ⟦PASSWORD|1066⟧
- wifi is ⟪wifi_ssid|TradesHall-Guest⟫, password ⟦PASSWORD|solidarity4ever⟧
- alarm if you're last out: ⟦PASSWORD|7 3 7 3⟧ then OFF

We're in room ⟪room_number|3B⟫ (course code ⟪course_code|TUC-S1-0924⟫). The caretaker ⟦PERSON|Stan⟧ is on ⟦PHONE|07711 482 903⟧ if you get locked out.

⟦PERSON|Michelle⟧
Learning Organiser | ⟦PHONE|0113 245 0071⟧
"""),

("handover_note", """HANDOVER - branch secretary (⟦PERSON|Lorraine⟧ -> ⟦PERSON|Tariq⟧)

- branch email ⟦EMAIL|secretary@leicester-teachers-assoc.org.uk⟧, password ⟦PASSWORD|Abbey-Park-1882⟧ (CHANGE IT)
- Unity Trust online banking: customer no ⟪customer_no|80031247⟫, passcode ⟦PASSWORD|739106⟧, memorable word ⟦PASSWORD|Foxton⟧ (it asks for letters 2, 5, 6)
- cash box is in the bottom drawer, combination ⟦PASSWORD|0-4-2-7⟧, petty cash float ⟪org_float|£150⟫
- I still owe the branch ⟦AMOUNT|£35.60⟧ for stamps, will transfer this week
- regional office is ⟦PHONE|0116 255 8090⟧, ask for ⟦PERSON|Bernadette⟧
"""),

("sentry_event_json", """{
  "event_id": "⟪event_id|f3a9c27b11d84e6a9b0e5c13d27f8e44⟫",
  "release": "⟪release_tag|memberhub@5.4.1⟫",
  "environment": "production",
  "user": {
    "id": "⟪user_id|u_90412⟫",
    "email": "⟦EMAIL|george.antoniou@cyprus-chamber.co.uk⟧",
    "ip_address": "⟦IP_ADDRESS|212.31.104.66⟧",
    "username": "⟦PERSON|gantoniou⟧"
  },
  "request": {
    "url": "https://members.cyprus-chamber.co.uk/renew",
    "cookies": "sessionid=⟦SECRET|$sess1⟧; ⟪cookie_pref|django_language=en-gb⟫"
  },
  "exception": {"values": [{"type": "CardError", "value": "card declined for ⟪masked_card|4929 **** **** 1043⟫"}]},
  "contexts": {"browser": {"name": "Safari", "version": "⟪browser_version|17.4.1⟫"}}
}
"""),

("http_request_headers", """GET /members/dashboard HTTP/2
Host: portal.chartered-linguists.org.uk
User-Agent: Mozilla/5.0 (X11; Linux x86_64; rv:126.0) Gecko/20100101 ⟪browser_version|Firefox/126.0⟫
Cookie: PHPSESSID=⟦SECRET|$sess2⟧; remember_me=⟦SECRET|$sess4⟧; _ga=⟪analytics_id|GA1.1.1820443511.1716200012⟫; consent=⟪consent_flag|necessary,analytics⟫
X-Forwarded-For: ⟦IP_ADDRESS|94.10.221.5⟧, ⟦IP_ADDRESS|172.70.85.12⟧
X-Request-ID: ⟪request_id|b1f0e8a2-54c3-4d7e-8f19-6a2b9c0d3e57⟫
Referer: https://portal.chartered-linguists.org.uk/login?next=/members/dashboard&u=⟦PERSON|mdubois⟧
"""),

("welcome_email", """Subject: Your new member portal account

Dear ⟦PERSON|Adebayo⟧,

Your account on the ⟪org_name|Institute of Credit Professionals⟫ member portal has been created.

Username: ⟦EMAIL|adebayo.ogunleye@credit-pro.co.uk⟧
Temporary password: ⟦PASSWORD|Kx7#pR2m⟧
Telephone verification PIN: ⟦PASSWORD|5518⟧

Please sign in and change your password within 72 hours. Your membership number is ⟪membership_no|ICP-088231⟫ and your renewal fee for 2025 will be ⟪price|£198⟫.

We will never ask you for your password by phone or email.

Member Services | ⟦PHONE|01780 722 900⟧
"""),

("totp_setup_page", """Set up two-step verification - North of England Policy Centre staff portal
Signed in as ⟦PERSON|Rehana Akhtar⟧ (⟦EMAIL|r.akhtar@nepc.org.uk⟧)

1. Scan the QR code with your authenticator app.
   Can't scan it? Enter this key instead:  ⟦SECRET|$totp3⟧
   (time-based, 6 digits, 30 s)

2. Keep these backup codes somewhere safe. Each can be used once.
   ⟦SECRET|$rc5⟧    ⟦SECRET|$rc6⟧
   ⟦SECRET|$rc7⟧    ⟦SECRET|$rc8⟧

Device registered: ⟪device_model|iPhone 15⟫, app ⟪app_version|Authenticator 6.8.1⟫
"""),

("lost_passport_statement", """DS-64 STATEMENT REGARDING A LOST OR STOLEN U.S. PASSPORT - draft, prepared with steward ⟦PERSON|Luis Acevedo⟧

Name: ⟦PERSON|Keisha Monroe⟧
Date of birth: ⟦DATE_OF_BIRTH|10/02/1983⟧
Passport number (if known): ⟦PASSPORT|$pp_us1⟧
Social Security number: ⟦SSN|$ssn8⟧
Mailing address: ⟦ADDRESS|1802 E 19th St, Apt 4C, Brooklyn, NY 11229⟧
Phone: ⟦PHONE|(718) 406-3391⟧

Circumstances: passport was stolen from my bag at the hotel during the ⟪event_name|Labor Notes Conference⟫ in Chicago. Police report no. ⟪police_report_no|JH-448210⟫. Form ⟪form_revision|DS-64 07-2022⟫.
"""),

("arrears_letter", """⟪org_name|Lewes Community Grocery (Co-operative) Ltd⟫
⟪letter_date|3 March 2024⟫

Mr ⟦PERSON|D. Gallagher⟧
⟦ADDRESS|8 Priory Street, Lewes BN7 1HH⟧

Dear Mr ⟦PERSON|Gallagher⟧,

Member account ⟪account_no|LCG-0773⟫ - tab arrears

Our records show your member tab is ⟦AMOUNT|£86.45⟧ overdrawn, above the ⟪credit_limit|£50⟫ limit agreed at joining. Please settle by ⟪due_date|31 March⟫, at the till or by transfer to sort code ⟪sort_code|40-52-40⟫ account ⟪org_account_no|00034219⟫.

If you are having difficulties, ⟦PERSON|Hazel⟧ on the membership team can talk in confidence on ⟦PHONE|01273 479 602⟧.
"""),

("legal_claim_form", """PERSONAL INJURY - MEMBER INSTRUCTIONS (union legal scheme ref ⟪scheme_ref|ULS-PI-2024-3391⟫)

Claimant: ⟦PERSON|Graham Whitlock⟧      DOB: ⟦DATE_OF_BIRTH|5 Jan 1969⟧
Injury/condition: ⟦MEDICAL|occupational asthma⟧ from flour dust; lung function test ⟦MEDICAL|FEV1 62% predicted⟧
Treatment: ⟦MEDICAL|Fostair inhaler⟧ twice daily, ⟦MEDICAL|salbutamol⟧ as needed
Losses to date: lost earnings ⟦AMOUNT|£6,820⟧, prescription charges ⟦AMOUNT|£118.80⟧
Employer: ⟪org_name|Millstone Bakeries plc⟫ - EL insurer ref ⟪insurer_ref|AV/EL/77120934⟫
Solicitor: ⟦PERSON|Priti Shah⟧, ⟦EMAIL|p.shah@unionlaw-llp.co.uk⟧
"""),

("forum_thread", """Re: anyone else from the EK branch not had strike pay yet??

⟦PERSON|wee_maggie62⟧ wrote:
been 3 weeks and STILL nothing. im owed ⟦AMOUNT|£210⟧ (7 days at ⟪strike_pay_rate|£30/day⟫). branch sec ⟦PERSON|Davie⟧ says its "with head office". my membership no is ⟪membership_no|EK-40011⟫ if any rep reads this or email me ⟦EMAIL|maggie.rennie62@btinternet.com⟧. cant afford this wi my ⟦MEDICAL|MS⟧ meds to pay for

⟦PERSON|RedClydeRep⟧ wrote:
⟦PERSON|Maggie⟧ I've DM'd you. everyone else - please DM, don't post emails on a public board! Thread locked. (post ⟪post_id|#20441⟫)
"""),

("readme_repo", """# petition-kit

A small toolkit for running online petitions for campaign groups. Tested with Node ⟪software_version|18.17.0⟫ and Postgres ⟪software_version|15.4⟫. Current release ⟪version|1.4.2⟫ (MIT licence).

## Quick start

    cp .env.example .env
    npm ci && npm run migrate

`.env.example` ships with placeholder values only:

    STRIPE_PUBLISHABLE_KEY=⟪publishable_key|$pk_live2⟫
    AWS_ACCESS_KEY_ID=⟪example_key|AKIAIOSFODNN7EXAMPLE⟫
    AWS_SECRET_ACCESS_KEY=⟪example_secret|wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY⟫
    SMTP_HOST=⟪doc_ip|192.0.2.25⟫
    ADMIN_EMAIL=⟪example_email|admin@example.org⟫

Replace them before deploying. Issues: see ⟪issue_ref|#57⟫ for the Safari upload bug.
"""),

("ivr_call_log", """⟪timestamp|2024-11-04 09:00:12⟫ CALL_IN cli=⟦PHONE|+447581302118⟧ did=⟦PHONE|03330 112 400⟧ queue=⟪queue_name|MEMBER-SERVICES⟫
2024-11-04 09:00:31 MENU opt=2 (legal) pin_entered=⟦PASSWORD|4402⟧ verified member=⟪membership_no|M0088123⟫
2024-11-04 09:04:10 CALL_IN cli=⟦PHONE|+441912281456⟧ did=⟦PHONE|03330 112 400⟧ queue=MEMBER-SERVICES
2024-11-04 09:04:40 MENU opt=1 pin_entered=⟦PASSWORD|1190⟧ FAILED attempts=3 -> agent
2024-11-04 09:12:21 WRAPUP agent=⟦PERSON|tmcgrath⟧ code=⟪wrapup_code|WU-12⟫ dur=⟪duration|00:07:41⟫
"""),

("whatsapp_renters", """[09/03/24, 08:15:22] ⟦PERSON|Chidi⟧: landlord turned up unannounced AGAIN this morning 😡 his name is ⟦PERSON|Colin Barrington⟧, number ⟦PHONE|07890 114 223⟧ if someone wants to have a word
[09/03/24, 08:17:03] ⟦PERSON|Soph⟧ (organiser): so sorry ⟦PERSON|Chidi⟧. what's your address again for the letter?
[09/03/24, 08:18:40] ⟦PERSON|Chidi⟧: ⟦ADDRESS|Flat 4, 19 Stokes Croft, Bristol BS1 3PY⟧
[09/03/24, 08:19:10] ⟦PERSON|Soph⟧: and the deposit was ⟦AMOUNT|£1,150⟧ yeah? is it protected?
[09/03/24, 08:20:02] ⟦PERSON|Chidi⟧: he says it's with the DPS but the cert number he gave me (⟪deposit_cert|DPS-2209118-X⟫) doesn't work
[09/03/24, 08:21:45] ⟦PERSON|Soph⟧: right. action meeting ⟪meeting_date|Thurs 7pm⟫ at ⟪venue|Hamilton House⟫, bring the tenancy agreement
"""),

("helpdesk_ticket_key", """Subject: can't ssh into the archive box
From: ⟦PERSON|Bea Lancaster⟧
Ticket: ⟪ticket_id|HD-20931⟫

Hi IT, followed the wiki but it still says permission denied (publickey). Here's my key in case it's the wrong format:

⟦SECRET|$pem_ssh1⟧

server is ⟦IP_ADDRESS|10.30.2.8⟧, user ⟦PERSON|blancaster⟧

---- reply from IT ----
⟦PERSON|Bea⟧ - please never send the private key, only the .pub file! I've revoked it and will ring you on ext ⟪extension|2231⟫.
"""),

("ansible_inventory", """# inventory/prod.yml - Institute of Chartered Foresters web estate
all:
  hosts:
    web01: {ansible_host: ⟦IP_ADDRESS|46.101.55.210⟧}
    db01:  {ansible_host: ⟦IP_ADDRESS|10.114.0.4⟧}
  vars:
    ansible_user: ⟦PERSON|cmacrae⟧
    ansible_become_password: ⟦PASSWORD|Caledonian-Pine-77⟧
    ansible_ssh_private_key_file: ⟦PERSON|/home/cmacrae⟧/.ssh/icf_deploy
    mysql_root_password: ⟦PASSWORD|Rowan&Birch2021⟧
    certbot_email: ⟦EMAIL|c.macrae@charteredforesters.org⟧
    php_version: "⟪software_version|8.2⟫"
"""),
]
