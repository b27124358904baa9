# English texts of the blind85 corpus.  Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy.
# Every text was typed by hand; $name values come from values.VALUES.
TEXTS = []

# ---------------------------------------------------------------- part 1
TEXTS += [
("whatsapp_group", """[⟪timestamp|07/03/2024, 19:42⟫] ⟦PERSON|Gemma Trowbridge⟧: pagers gone for the shout off ⟪place_name|Sheringham⟫, ALB launching. anyone near the station?
[07/03/2024, 19:43] ⟦PERSON|Dan Okafor⟧: 5 mins out. ⟦PERSON|Gemma⟧ can u ring ⟦PERSON|Pete⟧ on ⟦PHONE|07823 441 907⟧ hes not on the group
[07/03/2024, 19:44] ⟦PERSON|Gemma Trowbridge⟧: done. also the boathouse keysafe code changed to ⟦PASSWORD|4471⟧ last week fyi
[07/03/2024, 19:51] ⟦PERSON|Pete Halloran⟧: on my way, tell ⟦PERSON|Dan⟧ to grab my drysuit from locker ⟪locker_number|14⟫
[07/03/2024, 20:30] ⟦PERSON|Dan Okafor⟧: casualty 67yo male, says hes on ⟦MEDICAL|warfarin⟧, seemed a bit confused. handed over to ⟪org_name|EEAST⟫ at 20:28"""),

("email_with_signature", """Subject: Re: your father's registration

Dear Ms ⟦PERSON|Achterberg⟧,

Thank you for calling on Tuesday. I've checked the register and your father, ⟦PERSON|Willem Achterberg⟧, has been recorded as an opt-in donor since ⟪year|2011⟫. For our files could you confirm his NHS number? We have ⟦NATIONAL_ID|$nhs_1⟧ on the form he sent in.

As discussed, his recent diagnosis of ⟦MEDICAL|stage 3 chronic kidney disease⟧ doesn't automatically rule anything out - the specialist nurse would assess at the time.

If anything changes please ring the donor line on ⟦PHONE|0300 303 2094⟧ (⟪opening_hours|Mon–Fri 8am–6pm⟫) or just reply to this email.

Kind regards,
⟦PERSON|Harriet Nwosu⟧
Specialist Nurse – Organ Donation
⟪org_name|NHS Blood and Transplant⟫
⟦EMAIL|harriet.nwosu@nhsbt-mail.org⟧ | ⟦PHONE|0117 975 7493⟧
Ref: ⟪case_ref|ODR-2291-7731⟫"""),

("callout_log", """CALLOUT LOG - Keswick MRT   incident #⟪incident_id|2024-041⟫
14:07  Call via police, 2 walkers cragfast below Broad Crag, grid ⟪grid_reference|NY 218 072⟫
14:12  Team paged (SARCALL). Duty leader: ⟦PERSON|Ifan Rhys-Jenkins⟧ ⟦PHONE|07962 418 553⟧
14:40  Hasty party deployed: ⟦PERSON|Rhys-Jenkins⟧, ⟦PERSON|M. Castellano⟧, ⟦PERSON|Tasha Boateng⟧
15:55  Cas 1: ⟦PERSON|Priya Venkataraman⟧, 34, ⟦MEDICAL|twisted L ankle⟧, no LOC, hx ⟦MEDICAL|asthma⟧ - carries ⟦MEDICAL|salbutamol inhaler⟧
16:20  Cas 2: her partner ⟦PERSON|Owen Lusk⟧, ⟦MEDICAL|mild hypothermia⟧, temp 35.1
17:48  Both evac'd to ⟪place_name|Seathwaite⟫, handed to ⟪org_name|NWAS⟫. ⟦PERSON|Priya⟧'s contact: ⟦PHONE|07415 662 039⟧
18:30  Stand down. Kit used: 1 x Bell stretcher, vac mat. Radio ch 2."""),

("env_file", """# lostfound-portal/.env.production  -- DO NOT COMMIT
APP_ENV=production
APP_VERSION=⟪version|3.14.2⟫
PORT=⟪port|8443⟫
DATABASE_URL=postgresql://lpo_app:⟦SECRET|Gr4nary!Wharf#22⟧@⟦IP_ADDRESS|10.40.12.7⟧:5432/lostfound
REDIS_URL=redis://:⟦SECRET|q7vT9mZ2pLx⟧@⟦IP_ADDRESS|10.40.12.9⟧:6379/0
SENDGRID_API_KEY=⟦APIKEY|$sendgrid_1⟧
STRIPE_SECRET_KEY=⟦APIKEY|$stripe_sk_1⟧
STRIPE_PUBLISHABLE_KEY=⟪publishable_key|$pk_live_1⟫
STRIPE_WEBHOOK_SECRET=⟦SECRET|$whsec_1⟧
SESSION_SECRET=⟦SECRET|$flask_key_1⟧
ADMIN_CONTACT=⟦EMAIL|ops-lead@lostfound-transit.co.uk⟧
SENTRY_RELEASE=⟪commit_sha|$commit_1⟫"""),

("sms", """Hi its ⟦PERSON|Bev⟧ from ⟪street_name|Elm Close⟫ watch. White van been parked outside no.14 3 nights now, reg is on the grp sheet. If u see anyone trying car doors pls text me on ⟦PHONE|07788 219 406⟧ not the group chat. Police ref was ⟪police_ref|CAD 3321⟫. Also Mr ⟦PERSON|Oduya⟧ at 14 is away till sun and left his spare key w/ me, alarm code is ⟦PASSWORD|2580⟧ if it goes off again x"""),

("python_traceback", """Traceback (most recent call last):
  File "/home/⟦PERSON|okwabena⟧/pawsforward/app/bookings.py", line ⟪line_number|212⟫, in confirm_visit
    notify(user.email, user.phone)
  File "/home/⟦PERSON|okwabena⟧/pawsforward/app/notify.py", line 48, in notify
    client.messages.create(to=phone, from_="⟦PHONE|+447860024518⟧", body=msg)
twilio.base.exceptions.TwilioRestException: HTTP ⟪http_status|400⟫ error: Unable to create record: The 'To' number ⟦PHONE|07923 55 81 17⟧ is not a valid phone number.
context: user_id=⟪user_id|88213⟫ email=⟦EMAIL|abena.owusu-k@gmail.com⟧ puppy=⟪dog_name|Juniper⟫ litter=J-2024 trainer=⟦PERSON|Kwabena Osei⟧
TWILIO_ACCOUNT_SID=⟪account_sid|$twilio_sid_1⟫ TWILIO_AUTH_TOKEN=⟦SECRET|$twilio_token_1⟧"""),

("call_transcript", """[Transcript - HM Coastguard Humber, call ⟪call_ref|0347⟫, ⟪timestamp|22:14⟫]
CG: Coastguard, what's your emergency?
Caller: Hi, my name's ⟦PERSON|Lorna Baillie⟧, my husband went out in his kayak from ⟪place_name|Flamborough⟫ at about five and he's not back.
CG: OK ⟦PERSON|Lorna⟧. What's your husband's name?
Caller: ⟦PERSON|Graeme⟧, ⟦PERSON|Graeme Baillie⟧. He's fifty-two. He's a ⟦MEDICAL|type 1 diabetic⟧ and he had his ⟦MEDICAL|insulin pen⟧ with him I think.
CG: What number are you calling from?
Caller: ⟦PHONE|Oh seven nine five two, four four one, double eight three six⟧.
CG: And your home address?
Caller: ⟦ADDRESS|6 Lighthouse Road, Flamborough, Bridlington, YO15 1AR⟧.
CG: Thank you. We're tasking ⟪lifeboat_unit|Flamborough ILB⟫ and the helicopter from Humberside now."""),

("csv_export", """course_id,date,venue,attendee,email,mobile,dob,dietary/medical,paid
⟪course_code|FAW-0324-B⟫,⟪event_date|2024-03-18⟫,⟪venue_name|Leeds Civic Hall⟫,⟦PERSON|Aisha Rahman⟧,⟦EMAIL|aisha.rahman@hotmail.co.uk⟧,⟦PHONE|07402 118 930⟧,⟦DATE_OF_BIRTH|1991-11-23⟧,"⟦MEDICAL|epilepsy⟧ - on ⟦MEDICAL|lamotrigine⟧",⟦AMOUNT|£225.00⟧
FAW-0324-B,2024-03-18,Leeds Civic Hall,⟦PERSON|Tomasz Wróbel⟧,⟦EMAIL|tomek.wrobel@wp.pl⟧,⟦PHONE|07871 336 045⟧,⟦DATE_OF_BIRTH|1979-05-30⟧,⟦MEDICAL|latex allergy⟧,⟦AMOUNT|£195.00⟧ (early bird)"""),

("slack_thread", """#mrt-it
⟦PERSON|Dewi Prosser⟧  ⟪timestamp|09:12⟫
who pushed the callout-bot token to the public repo?? github secret scanning flagged it
`SLACK_BOT_TOKEN=⟦APIKEY|$slack_bot_1⟧`
⟦PERSON|Sunniva Hald⟧  09:14
oops that was me, rotating now. it went in with commit ⟪commit_sha|$commit_2⟫
⟦PERSON|Dewi Prosser⟧  09:15
ta. also the key in the wiki `⟦APIKEY|$gapi_1⟧` is for the maps embed only right?
⟦PERSON|Sunniva Hald⟧  09:17
maps yes, restricted to our domain. the PAT ⟦APIKEY|$ghp_1⟧ tho is full repo scope, revoking that too
⟦PERSON|Dewi Prosser⟧  09:18
👍 cheers. reminder the wiki is on ⟪internal_hostname|wiki.mrt.local⟫ not the public site"""),

("web_form", """PAWS FORWARD - Assistance Dog Application (submitted ⟪timestamp|2024-02-09 16:44⟫, form ⟪form_version|v2.3⟫)
Applicant name: ⟦PERSON|Marguerite Dunleavy⟧
Known as: ⟦PERSON|Maggie⟧
Date of birth: ⟦DATE_OF_BIRTH|17/08/1968⟧
Address: ⟦ADDRESS|Flat 3, 41 Cavendish Crescent, Harrogate, HG2 8BN⟧
Phone: ⟦PHONE|01423 558 917⟧   Mobile: ⟦PHONE|07702 640 385⟧
Email: ⟦EMAIL|maggie.dunleavy68@btinternet.com⟧
National Insurance no.: ⟦NATIONAL_ID|$nino_1⟧
Condition(s) relevant to application: ⟦MEDICAL|relapsing-remitting multiple sclerosis⟧, uses a wheelchair outdoors
Current medication: ⟦MEDICAL|ocrelizumab infusions⟧ every 6 months
Other animals at home: one cat, "⟪pet_name|Sardine⟫", 9 yrs
How did you hear about us: ⟪platform_name|Facebook⟫"""),

("api_response_json", """{
  "status": ⟪http_status|200⟫,
  "request_id": "⟪uuid|$uuid_1⟫",
  "donor": {
    "registration_no": "ODR0048812",
    "given_name": "⟦PERSON|Callum⟧",
    "family_name": "⟦PERSON|Ferrier⟧",
    "dob": "⟦DATE_OF_BIRTH|1993-04-11⟧",
    "contact_email": "⟦EMAIL|callum.ferrier@icloud.com⟧",
    "mobile": "⟦PHONE|+44 7947 201 338⟧",
    "decision": "opt_in",
    "organs": ["kidneys", "liver", "corneas"],
    "last_updated": "⟪timestamp|2024-01-22T10:03:51Z⟫"
  },
  "api_version": "⟪version|2.8.0⟫"
}"""),

("meeting_minutes", """Oakfield Neighbourhood Watch - Minutes of AGM, ⟪meeting_date|12 March 2024⟫, ⟪venue_name|St Luke's church hall⟫
Present: ⟦PERSON|Sandra Kowalczyk⟧ (coordinator), ⟦PERSON|Hugh Bramwell⟧ (treasurer), PCSO ⟦PERSON|Dean Whitlock⟧, ⟦PERSON|Fatima Begum⟧, ⟦PERSON|Ron⟧ & ⟦PERSON|Mavis Tuttle⟧
Apologies: ⟦PERSON|Jide Adeyemi⟧

1. Treasurer's report: scheme balance ⟪org_balance|£1,842.60⟫ after the new lamppost signs (⟪quote_amount|£312⟫ from ⟪org_name|Signs Direct⟫, quote ref ⟪quote_ref|Q-7781⟫). ⟦PERSON|Hugh⟧ was reimbursed ⟦AMOUNT|£46.20⟧ for printing.
2. PCSO ⟦PERSON|Whitlock⟧ reported 3 shed break-ins on Ashgrove Lane since Jan, crime ref ⟪crime_ref|14/22871/24⟫.
3. ⟦PERSON|Fatima⟧ offered to deliver leaflets to the even side of Birch Avenue. Her number for the WhatsApp is ⟦PHONE|07456 883 120⟧.
4. ⟦PERSON|Mavis⟧ asked members to keep an eye on ⟦PERSON|Ron⟧, who is recovering from a ⟦MEDICAL|hip replacement⟧.
5. Next meeting 11 June, 7.30pm."""),

("shell_history", """  501  ssh pi@⟦IP_ADDRESS|192.168.50.21⟧
  502  sudo nano ⟪file_path|/etc/wpa_supplicant/wpa_supplicant.conf⟫
  503  cat ~/.aws/credentials
  504  export AWS_ACCESS_KEY_ID=⟦APIKEY|$aws_akid_1⟧
  505  export AWS_SECRET_ACCESS_KEY=⟦SECRET|$aws_secret_1⟧
  506  aws s3 cp ./pager-audio/ s3://⟪bucket_name|station-pager-logs⟫/2024/ --recursive
  507  mysql -h ⟦IP_ADDRESS|10.8.0.14⟧ -u pagerbot -p'⟦PASSWORD|Sh1ngle&Spray⟧' pager
  508  curl -s https://api.ipify.org   # ⟦IP_ADDRESS|86.147.203.58⟧
  509  scp /home/⟦PERSON|mhargreaves⟧/rota.xlsx ⟦PERSON|mhargreaves⟧@⟦IP_ADDRESS|172.20.1.5⟧:~/
  510  pip install requests==⟪version|2.31.0⟫"""),

("review", """★★★★★ "Best first aid course I've done" - posted by ⟦PERSON|Gareth W.⟧ (verified)
Did the 3-day FAW at the ⟪place_name|Swindon⟫ centre with trainer ⟦PERSON|Niamh⟧ - she was brilliant. Explained CPR on a pregnant casualty really clearly. I'm a ⟦MEDICAL|type 2 diabetic⟧ myself so the hypo section was super useful. I paid ⟦AMOUNT|£240⟧ and it was worth every penny, tho parking was ⟪tariff|£8 a day⟫ (ouch). Certificate came through same week, number ⟪certificate_no|FAW/24/00913⟫."""),

("email", """From: ⟦PERSON|Kenji Watanabe-Hollis⟧ <⟦EMAIL|kenji.wh@protonmail.com⟧>
To: ⟦EMAIL|lostproperty@northernrail-lpo.co.uk⟧
Subject: Lost rucksack – train 1B47 Leeds→York 14/02

Hello,
I left a navy Osprey rucksack on the ⟪departure_time|17:32⟫ from Leeds to York on 14 Feb, coach C (service ⟪train_service|1B47⟫). Inside: my laptop (Dell XPS, serial ⟪device_serial|9KX4T53⟫), a blue folder with my passport (⟦PASSPORT|$pp_gb_1⟧) and my ⟦MEDICAL|asthma⟧ inhaler (⟦MEDICAL|Clenil 100⟧).
If found please call ⟦PHONE|07984 327 116⟧. I understand there's a ⟪handling_fee|£25⟫ handling fee.
Many thanks,
⟦PERSON|Kenji⟧"""),

("docker_compose", """# cg-rota/docker-compose.yml
version: "⟪compose_version|3.9⟫"
services:
  api:
    image: ghcr.io/cgvt/rota-api:⟪image_tag|1.7.3⟫
    ports:
      - "⟪port|8080⟫:8080"
    environment:
      JWT_SIGNING_KEY: "⟦SECRET|$jwt_secret_1⟧"
      MAPS_KEY: "⟦APIKEY|$gapi_2⟧"
      SMTP_HOST: smtp.mailgun.org
      MAILGUN_API_KEY: "⟦APIKEY|$mailgun_1⟧"
      TEAM_LEADER_EMAIL: "⟦EMAIL|r.penhaligon@cgvt-cornwall.org.uk⟧"
      DEFAULT_ADMIN_PASSWORD: "⟦PASSWORD|Godrevy-1859⟧"
  db:
    image: postgres:⟪image_tag|15.4⟫
    environment:
      POSTGRES_PASSWORD: "⟦PASSWORD|tr3vose_HEAD⟧"
    networks:
      rota:
        ipv4_address: ⟦IP_ADDRESS|172.28.0.11⟧"""),

("dictation", """Dictation, ⟪timestamp|19:42⟫ - Dr ⟦PERSON|S. Mbeki⟧, MRT team doctor, for the handover sheet. Start.
Casualty is ⟦PERSON|Eleanor Fairweather⟧, date of birth ⟦DATE_OF_BIRTH|the ninth of September nineteen fifty-eight⟧. Fell approximately four metres at ⟪place_name|Stanage Edge⟫. Suspected ⟦MEDICAL|fractured right tibia and fibula⟧. Past history of ⟦MEDICAL|atrial fibrillation⟧, on ⟦MEDICAL|apixaban five milligrams twice daily⟧ - so bleeding risk, please flag. ⟦MEDICAL|Allergic to codeine⟧. Husband is ⟦PERSON|Brian⟧, contact number ⟦PHONE|oh one one four, two six eight, four four zero nine⟧. End of dictation, reference ⟪incident_ref|MR-SE-0419⟫."""),

("invoice", """INVOICE  ⟪invoice_no|INV-2024-00871⟫          Date: 04/04/2024
⟪org_name|LifeLine First Aid Training Ltd⟫, ⟪org_address|Unit 7 Enterprise Park, Stockport SK4 2LQ⟫
VAT reg ⟪vat_number|GB 284 6613 90⟫ | Company no. ⟪company_number|09127734⟫

Bill to: Mr ⟦PERSON|Oluwaseun Adebayo⟧, ⟦ADDRESS|22 Marlborough Road, Didsbury, Manchester M20 6RB⟧

Item                                   Qty   Unit      Total
Emergency First Aid at Work (1 day)     1    ⟪unit_price|£95.00⟫    ⟪line_total|£95.00⟫
Paediatric First Aid add-on             1    ⟪unit_price|£60.00⟫    ⟪line_total|£60.00⟫
VAT 20%                                               £31.00
TOTAL DUE                                             ⟦AMOUNT|£186.00⟧

Paid by card ending ⟪card_last4|4417⟫ on 04/04/2024. Thank you!
Our bank: LifeLine First Aid Training Ltd, sort ⟪org_sort_code|30-94-57⟫, acc ⟪org_account|41267718⟫"""),

("forum_post", """⟪forum_name|r/assistancedogs⟫ • posted by u/⟦PERSON|wobbly_wheels_jen⟧ • 6h

Finally got matched!! After 2 yrs on the waiting list ⟪org_name|Hounds for Independence⟫ matched me with a black lab called ⟪dog_name|Otis⟫ 🐾. For context I have ⟦MEDICAL|EDS (hypermobile type)⟧ and ⟦MEDICAL|POTS⟧ so he'll do retrieve + brace work.

Anyone else with HfI - did they ask u for a "commitment deposit"? I paid ⟦AMOUNT|£500⟧ in Jan but my friend ⟦PERSON|Cerys⟧ says she never had to. Also Otis has a slight ⟪animal_health|ear infection⟫ already lol, vet gave him drops.

edit: lots of DMs asking, I'm in ⟪place_name|Swansea⟫, not giving out my address sorry"""),

("sql_insert", """-- crew_db seed (station ⟪station_code|0417⟫), generated ⟪timestamp|2024-03-02⟫
INSERT INTO crew (id, full_name, role, pager_id, mobile, email, dob, emergency_contact, medical_notes)
VALUES
 (101, '⟦PERSON|Morwenna Tregear⟧', 'Helm', '⟪pager_id|PG-3301⟫', '⟦PHONE|07817 450 962⟧', '⟦EMAIL|morwenna.t@porthlevenlifeboat.org⟧', '⟦DATE_OF_BIRTH|1986-02-19⟧', '⟦PERSON|Jory Tregear⟧ ⟦PHONE|07817 450 118⟧', 'none'),
 (102, '⟦PERSON|Lewis MacAulay⟧', 'Crew', '⟪pager_id|PG-3307⟫', '⟦PHONE|+44 7588 013 274⟧', '⟦EMAIL|lewismac@gmail.com⟧', '⟦DATE_OF_BIRTH|1999-10-05⟧', 'mum ⟦PHONE|01326 563 094⟧', '⟦MEDICAL|colour blind (red/green)⟧');"""),

("helpdesk_ticket", """Ticket #⟪ticket_id|LP-55120⟫  | Status: Awaiting collection | Priority: Normal
Opened: ⟪timestamp|2024-04-19 08:51⟫ by front desk (user: ⟦PERSON|hsaini⟧)
Item: black leather wallet found on platform 4, Bristol Temple Meads
Contents logged: 2 x bank cards (Visa ⟪masked_card|**** 3391⟫, Monzo ⟪masked_card|**** 0087⟫), driving licence in name of ⟦PERSON|Declan O'Rourke⟧, ⟦AMOUNT|£35⟧ cash, NUS card
Owner contacted 19/04 10:20 on ⟦PHONE|07733 641 208⟧, will collect Sat. ID check at collection: driving licence.
Notes: owner says he is ⟦MEDICAL|epileptic⟧ and the wallet has his seizure alert card in it - prioritise."""),

("telegram_chat", """⟦PERSON|Alfie Dunmore⟧:
⟪bot_handle|@cg_callout_bot⟫ token for the new bot is ⟦APIKEY|$tg_bot_1⟧ - don't share outside this chat
⟦PERSON|Yusra Malik⟧:
got it. btw team page still shows the old ops email ⟦EMAIL|rhiannon.lloyd@coastguard-vols.uk⟧, she left in Dec
⟦PERSON|Alfie Dunmore⟧:
I'll swap it for mine. bot server is on ⟦IP_ADDRESS|100.72.14.9⟧ (tailscale) if anyone needs ssh
⟦PERSON|Yusra Malik⟧:
is the pw for the shared ops inbox still "⟦PASSWORD|Portland!Bill2023⟧"?
⟦PERSON|Alfie Dunmore⟧:
changed it to ⟦PASSWORD|Chesil*Beach-88⟧ last week, it's in ⟪product_name|Bitwarden⟫"""),
]

# ---------------------------------------------------------------- part 2
TEXTS += [
("donation_call_notes", """Donation line - call notes (agent: ⟦PERSON|kbrennan⟧)  ⟪timestamp|2024-05-03 11:26⟫
Donor: Mrs ⟦PERSON|Philippa Ashworth-Reid⟧, wants to give ⟦AMOUNT|£150⟧ in memory of her brother who was crew at ⟪station_name|Cullercoats⟫.
Card: ⟦CARD|$card_visa_1⟧ exp 11/27 CVV ⟦CVV|382⟧ - read back + confirmed.
Gift Aid: yes. Address ⟦ADDRESS|14 Percy Gardens, Tynemouth, North Shields NE30 4HQ⟧.
Receipt to ⟦EMAIL|pip.ashworthreid@gmail.com⟧. Transaction ref ⟪transaction_ref|TX-88120457⟫, campaign code ⟪campaign_code|MEM24⟫."""),

("insurance_claim_form", """TRAVEL MEDICAL CLAIM FORM - Page 1 of 3       Claim #⟪claim_no|TMC-2024-118843⟫
Policy holder: ⟦PERSON|Bradley J. Kowalski⟧      Policy no: ⟪policy_no|GTP-44-907215⟫
SSN: ⟦SSN|$ssn_1⟧          DOB: ⟦DATE_OF_BIRTH|03/22/1971⟧
US passport: ⟦PASSPORT|$pp_us_1⟧
Home address: ⟦ADDRESS|2217 Larchmont Ave, Ann Arbor, MI 48104⟧
Incident: slipped descending the ⟪place_name|Ben Nevis⟫ tourist path 10/14, rescued by ⟪org_name|Lochaber MRT⟫, taken to Belford Hospital. Diagnosis: ⟦MEDICAL|fractured left wrist (distal radius)⟧, ⟦MEDICAL|mild concussion⟧.
Amount claimed: ⟦AMOUNT|USD 4,318.60⟧ (hospital bill ⟦AMOUNT|£2,940⟧ + taxi + rebooked flight)
Direct deposit: bank routing ⟪bank_routing|072000326⟫"""),

("jira_ticket", """⟪ticket_id|PAWS-1423⟫  [Bug] Access logs contain bearer tokens
Reporter: ⟦PERSON|Lena Hartmann-Cole⟧   Assignee: ⟦PERSON|tbalogun⟧   Sprint: ⟪sprint_name|Sprint 31⟫
Description:
Our nginx logs on ⟪internal_hostname|api-prod-2⟫ include the full Authorization header. Example from yesterday:
⟦IP_ADDRESS|81.103.44.219⟧ - - [⟪timestamp|18/Apr/2024:14:03:11 +0100⟫] "GET /v1/puppy-walkers/me HTTP/1.1" 200 1532 "Bearer ⟦APIKEY|$jwt_1⟧"
That token belongs to a volunteer puppy walker (⟦EMAIL|deb.mcgovern58@yahoo.co.uk⟧). Tokens expire after 24h but still.
Fix: drop the header from log_format, rotate signing key, purge logs older than 1d. Build ⟪build_number|#2291⟫ has the patch."""),

("whatsapp_chat", """[⟪timestamp|14:02⟫] ⟦PERSON|Carol W⟧: hi ⟦PERSON|Mo⟧ its ⟦PERSON|Carol⟧ from no 9, someone just tried my back gate, got it on the doorbell cam. tall lad grey hoodie. reported online ref ⟪report_ref|0457⟫
[14:05] ⟦PERSON|Mo Siddiqui⟧: ffs 3rd time this month. did u put ur full address on it
[14:06] ⟦PERSON|Carol W⟧: yes ⟦ADDRESS|9 Willowbrook Drive, Kidderminster DY11 6PL⟧
[14:08] ⟦PERSON|Carol W⟧: also ⟪dog_name|Biscuit⟫ got out in the panic!! little jack russell, grab her if u see her"""),

("email_refund", """Subject: Refund for cancelled Outdoor First Aid course (⟪course_code|OFA-1106⟫)

Hi ⟦PERSON|Saoirse⟧,

Sorry again that the ⟪place_name|Glendalough⟫ weekend was cancelled because of the storm warning. We'll refund you in full - ⟦AMOUNT|€210⟧ - by bank transfer. Can you confirm the details you gave on the phone:

Account name: ⟦PERSON|Saoirse Ní Bhriain⟧
IBAN: ⟦IBAN|$iban_ie_1⟧
BIC: ⟪bic|AIBKIE2D⟫

Refunds usually take 5-7 working days. Next available dates for the course are 8–9 June (price is now ⟪course_price|€225⟫, same venue).

Best,
⟦PERSON|Conor Fitzmaurice⟧
Wild Aid Training | ⟦PHONE|+353 87 241 6093⟧"""),

("pager_export", """COASTGUARD RESCUE TEAM - PAGER MESSAGES (export)
⟪timestamp|2024-06-01 03:12:44⟫  CRT WHITBY: MOP IN WATER, ⟪place_name|WHITBY PIERS⟫, W PIER EXTN. RV STATION. CONTACT DSM ⟦PERSON|C. ARMSTRONG⟧ ⟦PHONE|07825 309 771⟧
2024-06-01 03:40:10  CRT WHITBY: CAS RECOVERED BY ILB, CONSCIOUS, SUSP ⟦MEDICAL|ALCOHOL INTOX⟧ + ⟦MEDICAL|HYPOTHERMIA⟧. AMB ETA 10
2024-06-01 04:55:02  CRT WHITBY: STAND DOWN. INC ⟪incident_id|0601-0312-WBY⟫. THANKS ALL
2024-06-02 19:00:00  CRT WHITBY: TRAINING TUES 1900 AT STATION, ⟪radio_channel|CH 0⟫ CHECKS. DUTY OFFICER ⟦PERSON|SASHA PRIDDLE⟧"""),

("markdown_rota", """## Week 23 rota - ⟪station_name|Aldeburgh⟫ (ALB ⟪vessel_id|ON 1350⟫)

| Day | Helm | Crew 1 | Crew 2 | Tractor | Notes |
|---|---|---|---|---|---|
| Mon | ⟦PERSON|J. Keable⟧ | ⟦PERSON|Ros Whitmore⟧ | ⟦PERSON|Ade Bankole⟧ | ⟦PERSON|Tim F⟧ | |
| Wed | ⟦PERSON|Ros Whitmore⟧ | ⟦PERSON|Hollie Marsh⟧ | ⟦PERSON|Kit Saunders⟧ | ⟦PERSON|Nobby⟧ | ⟦PERSON|Kit⟧ back from ⟦MEDICAL|shoulder surgery⟧, light duties |

_Exercise with CG ⟪event_time|Wed 1930⟫. Tractor service due ⟪due_date|28/06⟫._"""),

("ocr_business_card", """[OCR scan – business card, ⟪ocr_confidence|conf 0.87⟫]
⟪org_name|RESPOND FIRST AID LTD⟫
Dr ⟦PERSON|Amara Oyelaran-Smith⟧ MBChB
Lead Clinical Trainer
M: ⟦PHONE|07912 440618⟧
T: ⟦PHONE|0161 496 2270⟧
E: ⟦EMAIL|amara@respondfirstaid.co.uk⟧
W: ⟪website|www.respondfirstaid.co.uk⟫
Reg. office: ⟪org_address|3rd Floor, 12 Quay St, Manchester M3 3HN⟫"""),

("github_issue", """**App crashes on start after upgrading to ⟪version|0.9.4⟫**

**Describe the bug**
After `npm update` the watch-alerts server won't start. My config (sorry if this is too much info):

```json
{
  "port": ⟪port|3000⟫,
  "openaiKey": "⟦APIKEY|$openai_1⟧",
  "npmToken": "⟦APIKEY|$npm_1⟧",
  "adminEmail": "⟦EMAIL|gary.pilkington@virginmedia.com⟧",
  "allowedIps": ["⟪cidr_range|10.0.0.0/8⟫", "⟦IP_ADDRESS|92.40.177.12⟧"]
}
```

Error:
```
TypeError: Cannot read properties of undefined (reading 'lat')
    at /home/⟦PERSON|gpilkington⟧/watch-alerts/src/⟪source_location|geo.js:88:17⟫
```
Node ⟪runtime_version|v18.19.0⟫, Ubuntu 22.04

**edit:** oops just realised I pasted my real keys. Rotating now. - ⟦PERSON|gpilkington⟧"""),

("confirmation_letter", """⟪org_name|Organ Donor Register⟫ · ⟪org_address|PO Box 14, Speke, Liverpool L24 8RB⟫

⟦PERSON|Thandiwe Mokoena-Price⟧
⟦ADDRESS|Flat 12, Harbour View, 88 Marine Parade, Brighton BN2 1AJ⟧

Your registration reference: ⟪registration_ref|ODR-7720-11904⟫                 ⟪letter_date|2 May 2024⟫

Dear ⟦PERSON|Thandiwe⟧,
Thank you for joining the Organ Donor Register. We have recorded the following:
  Date of birth: ⟦DATE_OF_BIRTH|4 October 1988⟧
  Decision: Yes – all organs and tissue
  Identity document used to verify: South African ID ⟦NATIONAL_ID|$said_1⟧
Please check these details and tell us about any mistakes by calling ⟦PHONE|0300 303 2094⟧."""),

("k8s_secret_yaml", """apiVersion: v1
kind: Secret
metadata:
  name: lpo-search-secrets
  namespace: ⟪k8s_namespace|lost-property⟫
  uid: ⟪uuid|$uuid_2⟫
type: Opaque
stringData:
  SEARCH_APP_ID: "⟪app_id|HX7Q2PLM4K⟫"
  DO_TOKEN: "⟦APIKEY|$do_1⟧"
  HF_TOKEN: "⟦APIKEY|$hf_1⟧"
  SMTP_USER: "⟦EMAIL|noreply-lpo@citytransit-lostfound.org⟧"
  SMTP_PASSWORD: "⟦PASSWORD|Umbrella#Found#42⟧\""""),

("email_private_key", """From: ⟦PERSON|Jonah Treloar⟧ <⟦EMAIL|jonah.treloar@cgvt-cornwall.org.uk⟧>
Subject: radio gateway certs

Hi ⟦PERSON|Bryony⟧, as requested the private key for ⟪device_name|gw-02⟫ (don't forward!):

⟦SECRET|$pem_ec_1⟧

Cert fingerprint SHA256: ⟪cert_fingerprint|$sha256_1⟫. The gateway is at ⟦IP_ADDRESS|10.112.4.30⟧, web UI on port ⟪port|8443⟫, firmware ⟪firmware_version|4.2.17⟫.
J"""),

("volunteer_agreement", """PUPPY RAISER VOLUNTEER AGREEMENT (⟪document_version|v4.1⟫)
This agreement is between ⟪org_name|Hounds for Independence⟫ (registered charity no. ⟪charity_number|1150921⟫) and:
Name: ⟦PERSON|Rebecca Lindqvist⟧
Address: ⟦ADDRESS|Ivy Cottage, 3 Mill Lane, Lower Slaughter, Cheltenham GL54 2HX⟧
DOB: ⟦DATE_OF_BIRTH|21.01.1990⟧
Puppy: ⟪dog_name|Hazel⟫ (tattoo ⟪dog_tattoo_id|HFI-22-0417⟫), placed 12/05/2024
Expenses (food, vet, mileage) are reimbursed monthly to:
  Account holder: ⟦PERSON|R. Lindqvist⟧   IBAN ⟦IBAN|$iban_gb_1⟧
Monthly food allowance: ⟪allowance_rate|£38.50⟫ (fixed rate for all raisers)
Signed: ⟦PERSON|Rebecca Lindqvist⟧   Date: 12/05/2024"""),

("voicemail_transcript", """Voicemail transcript (auto) - ⟪timestamp|Tue 09:14⟫ - from ⟦PHONE|+44 7391 852 664⟧
"Hi, um, this is ⟦PERSON|Ama Darko⟧ calling about a purse I lost on the number ⟪bus_route|36⟫ bus on Saturday. It's red, it's got my bank card in it, a ⟪org_name|Barclays⟫ one, and my ⟦MEDICAL|EpiPen⟧ because I've got a ⟦MEDICAL|severe peanut allergy⟧ so it's quite urgent. Also about ⟦AMOUNT|forty quid⟧ in cash. You can call me back on ⟦PHONE|oh seven three nine one, eight five two, six six four⟧. Thanks, bye.\""""),

("nginx_access_log", """⟦IP_ADDRESS|2a02:c7c:5e1a:4b00:91d4:3fe2:a07b:12c8⟧ - - [⟪timestamp|21/May/2024:08:15:32 +0000⟫] "POST /register/step-3 HTTP/2.0" 302 0 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)"
⟦IP_ADDRESS|109.151.88.203⟧ - - [21/May/2024:08:15:40 +0000] "GET /register/confirm?email=⟦EMAIL|t.adeleke%40gmail.com⟧&step=4 HTTP/2.0" 200 4411 "-" "Mozilla/5.0 (Windows NT 10.0; Win64; x64)"
⟪doc_ip|203.0.113.77⟫ - - [21/May/2024:08:15:41 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "⟪user_agent|kube-probe/1.28⟫"
⟦IP_ADDRESS|10.244.3.17⟧ - - [21/May/2024:08:15:44 +0000] "GET /static/app.⟪build_hash|9f3c2e1a⟫.js HTTP/2.0" 200 88213 "-" "Mozilla/5.0\""""),

("complaint_letter", """⟦ADDRESS|27 Foxglove Way, Bicester OX26 3LW⟧
⟪letter_date|14 April 2024⟫

Community Safety Team
⟪org_name|Cherwell District Council⟫

Dear Sir/Madam,
Re: CCTV camera on lamp column ⟪asset_id|LC-4471-B⟫

I coordinate our street's neighbourhood watch. Several residents have asked me why the camera outside number 31 has been pointing into the rear garden of my neighbour Mrs ⟦PERSON|Henrietta Gaskell⟧, who is 84 and housebound since her ⟦MEDICAL|stroke⟧. She is understandably upset.

Please could someone contact me on ⟦PHONE|01869 325 771⟧ or ⟦EMAIL|pauline.odwyer@talktalk.net⟧.

Yours faithfully,
⟦PERSON|Pauline O'Dwyer⟧"""),

("health_declaration_form", """Coast Guard Unit – Volunteer Health Declaration
Unit: ⟪unit_name|Ballycotton CGU⟫     Form ⟪form_code|IRCG-HD-03⟫
Name: ⟦PERSON|Fionnuala Keating⟧      PPSN: ⟦NATIONAL_ID|$ppsn_1⟧
DOB: ⟦DATE_OF_BIRTH|29/02/1984⟧
Do you have any of the following? (tick)
[x] ⟦MEDICAL|Asthma⟧ – mild, ⟦MEDICAL|Ventolin⟧ as needed
[ ] ⟪form_option|Heart condition⟫   [ ] ⟪form_option|Diabetes⟫   [ ] Fits / blackouts
Other: ⟦MEDICAL|coeliac disease⟧; ⟦MEDICAL|gallbladder removed⟧ 2019
GP: Dr ⟦PERSON|Pádraig Ó Súilleabháin⟧, ⟪org_address|Main St, Midleton, Co. Cork⟫
Signed: ⟦PERSON|F. Keating⟧"""),

("teams_chat", """[10:02] ⟦PERSON|Marcus Bell⟧: found a passport on a ⟪transit_line|Piccadilly line⟫ train at ⟪place_name|Cockfosters⟫ depot. Chinese. Name on it ⟦PERSON|ZHOU Mingyu⟧, no. ⟦PASSPORT|$pp_cn_1⟧, DOB ⟦DATE_OF_BIRTH|12 JAN 1996⟧
[10:04] ⟦PERSON|Priti Anand⟧: log it as ⟪item_ref|LPO-24-0412⟫ and put it in the safe pls. embassy wants us to email ⟦EMAIL|consular.london@cn-embassy-uk.org⟧ within 24h
[10:05] ⟦PERSON|Marcus Bell⟧: done"""),

("expense_claim", """EXPENSE CLAIM – ⟪org_name|Ogwen Valley MRO⟫       Claim ⟪claim_no|EXP-0588⟫
Claimant: ⟦PERSON|Huw Pritchard-Evans⟧   Member no. 0217
Mileage: 3 callouts, 214 miles @ ⟪mileage_rate|45p/mile⟫ = ⟦AMOUNT|£96.30⟧
Parking (⟪place_name|Pen-y-Pass⟫): ⟦AMOUNT|£18.00⟧
Replacement head torch (lost on callout 14/01): ⟦AMOUNT|£42.99⟧
Total to reimburse: ⟦AMOUNT|£157.29⟧
Pay to: ⟦IBAN|$iban_gb_2⟧ (⟦PERSON|Huw P-E⟧)
Approved: ⟦PERSON|Carys Bowen⟧, treasurer"""),

("calendar_invite_ics", r"""BEGIN:VEVENT
UID:⟪uuid|$uuid_3⟫
DTSTART:⟪timestamp|20240611T180000Z⟫
SUMMARY:Trainer standardisation - Mental Health First Aid
ORGANIZER;CN=⟦PERSON|Bethany Curran⟧:mailto:⟦EMAIL|b.curran@firstaidcollective.co.uk⟧
ATTENDEE;CN=⟦PERSON|Yosef Adler⟧:mailto:⟦EMAIL|yosef.adler@gmail.com⟧
ATTENDEE;CN=⟦PERSON|Ngozi Eze⟧:mailto:⟦EMAIL|ngozi.eze@firstaidcollective.co.uk⟧
LOCATION:https://zoom.us/j/⟪meeting_id|84412093716⟫
DESCRIPTION:Passcode: ⟦PASSWORD|448193⟧\nPlease have your ⟪course_code|MHFA-T3⟫ pack ready.
END:VEVENT"""),

("return_of_service", """RETURN OF SERVICE – summary
Station: ⟪station_name|Tenby⟫   Launch: ⟪timestamp|2024-07-14 15:21⟫   Boat: ⟪vessel_id|D-842⟫
Casualty vessel: 18ft motor cruiser "⟪vessel_name|Sea Gem⟫", MMSI ⟪mmsi|235104882⟫, engine failure 2nm S of Caldey Island.
POB 3: skipper ⟦PERSON|Geraint Howells⟧ (owner), ⟦PERSON|Nia Howells⟧, and a friend ⟦PERSON|Rhodri⟧ (surname not given).
⟦PERSON|Nia⟧ had been ⟦MEDICAL|seasick⟧ for 2hrs; ⟦PERSON|Rhodri⟧ has a ⟦MEDICAL|pacemaker⟧ – no issues on board.
Towed to Tenby harbour. Owner's contact for follow-up: ⟦PHONE|07980 116 543⟧."""),

("newsletter", """OAKFIELD WATCH NEWSLETTER – Summer 2024 (issue ⟪issue_number|#37⟫)
• Bike marking event at the library car park, Sat ⟪event_date|6 July⟫, 10–2. Bring proof of ownership; marking is ⟪price|£3 per bike⟫.
• Crime stats for our beat (Apr–Jun): ⟪statistic|14 burglaries⟫, down from 22 last quarter.
• Remember to register postcode-marked items on ⟪website|immobilise.com⟫.
• Our scheme code is ⟪scheme_code|OAK-NW-0219⟫ – quote it when ordering window stickers (⟪price|£1.50⟫ each).
No meeting in August. Have a lovely summer!"""),
]

# ---------------------------------------------------------------- part 3
TEXTS += [
("notes_app", """SARCALL / team google acct – backup stuff (DON'T DELETE)
login: ⟦EMAIL|wasdale.mrt.kit@gmail.com⟧
pw: ⟦PASSWORD|Scafell#Pike978⟧
2FA backup codes: ⟦SECRET|$rc_1⟧  ⟦SECRET|$rc_2⟧  ⟦SECRET|$rc_3⟧  ⟦SECRET|$rc_4⟧
authenticator seed (set up on ⟦PERSON|Josh⟧'s phone): ⟦SECRET|$totp_2⟧
kit store padlock - the code is ⟦PASSWORD|3 9 1 6⟧
Land Rover service ⟪due_date|due 14/09⟫, radio ⟪radio_serial|ISSI 2231047⟫ needs reprogramming"""),

("json_app_log", """{"ts":"⟪timestamp|2024-05-30T21:14:07.331Z⟫","level":"warn","svc":"matching-api","ver":"⟪version|5.2.0⟫","msg":"login rate limit","user":"⟦EMAIL|k.abernethy@outlook.com⟧","ip":"⟦IP_ADDRESS|94.175.20.6⟧","cookie":"sessionid=⟦SECRET|$cookie_1⟧","trace_id":"⟪trace_id|$sha256_2⟫"}
{"ts":"2024-05-30T21:14:09.012Z","level":"info","svc":"matching-api","msg":"login ok","user_id":⟪user_id|40417⟫,"ip":"⟦IP_ADDRESS|94.175.20.6⟧","mfa":"totp"}
{"ts":"2024-05-30T21:15:44.870Z","level":"error","svc":"matching-api","msg":"upstream timeout","upstream":"⟪doc_ip|198.51.100.23⟫:443","retry":3}"""),

("registry_enrollment_us", """STATE DONOR REGISTRY – Enrollment (paper form, keyed in by ⟦PERSON|lmartinez⟧)
First name: ⟦PERSON|DeShawn⟧   Last name: ⟦PERSON|Whitfield⟧   MI: R
Date of birth: ⟦DATE_OF_BIRTH|07/09/1985⟧   Sex: M
SSN (identity match only): ⟦SSN|$ssn_2⟧
Mailing address: ⟦ADDRESS|4410 W Fond du Lac Ave, Milwaukee, WI 53216⟧
Phone: ⟦PHONE|(414) 873-2206⟧
Donation: organs ✔ tissue ✔ eyes ✖
Receipt printed with SSN ⟪masked_ssn|***-**-0788⟫
Entered ⟪timestamp|04/18/2024 3:12 PM⟫ batch ⟪batch_id|B-0418-07⟫"""),

("found_property_record", """FOUND PROPERTY RECORD   No. ⟪item_ref|FP/24/03317⟫   Terminal 4 Lost Property
Found: 06/05/2024 07:40, Gate 12 seating.  Finder: cleaning staff (⟦PERSON|R. Gomes⟧, badge ⟪staff_badge|2296⟫)
Description: brown handbag. Contents:
 - Indian passport, ⟦PERSON|Lakshmi Narayanan⟧, no. ⟦PASSPORT|$pp_in_1⟧
 - Aadhaar card ⟦NATIONAL_ID|$aadhaar_1⟧
 - boarding pass ⟪flight_number|AI 162⟫ LHR–DEL
 - prescription box: ⟦MEDICAL|metformin 500mg⟧ (name on label matches passport)
 - approx ⟦AMOUNT|₹2,000⟧ and ⟦AMOUNT|£60⟧ cash
Status: owner traced via airline, collecting 07/05."""),

("email_payroll", """Subject: Instructor onboarding - payroll details

Hi ⟦PERSON|Moira⟧,
Please find my details for payroll below. I'm still on my Canadian SIN until my NI number comes through:
 Full name: ⟦PERSON|Étienne Beaulieu-Tremblay⟧
 SIN: ⟦NATIONAL_ID|$sin_1⟧
 Canadian passport: ⟦PASSPORT|$pp_ca_1⟧
 UK address: ⟦ADDRESS|Flat 2, 17 Clarendon Road, Leeds LS2 9NZ⟧
 Bank: ⟦IBAN|$iban_gb_3⟧
 Day rate agreed: ⟦AMOUNT|£180⟧ per day
Cheers,
⟦PERSON|Étienne⟧
Instructor ID ⟪staff_id|FA-INS-0092⟫ · teaching ⟪course_code|FAW-L3⟫ from July"""),

("discord_chat", """**#fundraising-bot**
**⟦PERSON|nat_h⟧** — ⟪timestamp|Today at 18:22⟫
ok the donations → discord relay is live. webhook: ⟦SECRET|$discord_hook_1⟧
**⟦PERSON|bramble.dev⟧** — Today at 18:25
nice. pls don't paste webhooks in channels tho 😅 anyone with it can post as the bot
**⟦PERSON|nat_h⟧** — Today at 18:26
it's a private channel?? also total so far ⟪fundraising_total|£12,480⟫ 🎉 from ⟪statistic|311 donors⟫
**⟦PERSON|bramble.dev⟧** — Today at 18:30
ya. bot's running on my home box ⟦IP_ADDRESS|2a00:23c7:9d88:d001::4f⟧ for now, moving it to the team VPS tmrw"""),

("android_logcat", """⟪timestamp|2024-06-12 09:41:22.118⟫ E/LostFoundUpload(⟪pid|23141⟫): com.amazonaws.services.s3.model.AmazonS3Exception: The request signature we calculated does not match the signature you provided. (Service: Amazon S3; Status Code: 403; Request ID: ⟪request_id|7XQ2M0P8ZK1R4T9B⟫)
    at com.lpo.app.upload.S3Uploader.put(S3Uploader.java:⟪line_number|131⟫)
    at com.lpo.app.ui.FoundItemActivity.onSubmit(FoundItemActivity.java:288)
2024-06-12 09:41:22.119 D/LostFoundUpload(23141): creds accessKey=⟦APIKEY|$aws_akid_2⟧ secretKey=⟦SECRET|$aws_secret_2⟧ region=eu-west-2
2024-06-12 09:41:22.120 D/LostFoundUpload(23141): item={"finder":"⟦PERSON|Gwen Maddox⟧","finder_phone":"⟦PHONE|07592 118 340⟧","photo":"IMG_20240612_0938.jpg"}
2024-06-12 09:41:22.125 I/LostFoundUpload(23141): app ⟪version|2.4.1⟫ (build ⟪build_number|2410⟫) on ⟪device_model|Pixel 7a⟫"""),

("shift_handover", """Handover – ⟪timestamp|Sun 07:00⟫
- Overnight: 2 tasks. (1) ⟪place_name|Saltburn⟫ cliffs, person heard shouting – turned out to be ⟦PERSON|Kieran Lomax⟧ (19) stuck on a ledge; recovered by rope team, ⟦MEDICAL|grazes and a sprained wrist⟧, released to his mum at scene. (2) false alarm with good intent, ⟪incident_id|INC-2207⟫.
- ⟦PERSON|Tash⟧ has the team phone till Tues, number ⟦PHONE|07700 182 455⟧
- Vehicle ⟪vehicle_callsign|Redcar 31⟫ needs fuel – fuel card PIN is ⟦PASSWORD|6602⟧ (don't write it on the card again ⟦PERSON|Stu⟧!!)
- ⟦PERSON|Kieran⟧'s mum rang to say thanks, and that he has ⟦MEDICAL|autism⟧ which is why he didn't respond to the rope team. Worth a note for ⟪org_name|Cleveland Police⟫ too."""),

("fhir_json", """{
  "resourceType": "Patient",
  "id": "⟪resource_id|$uuid_4⟫",
  "meta": {"versionId": "7", "lastUpdated": "⟪timestamp|2024-03-11T09:20:00+00:00⟫"},
  "identifier": [{"system": "⟪fhir_system|https://fhir.nhs.uk/Id/nhs-number⟫", "value": "⟦NATIONAL_ID|$nhs_2⟧"}],
  "name": [{"family": "⟦PERSON|Okonkwo⟧", "given": ["⟦PERSON|Chidinma⟧"]}],
  "birthDate": "⟦DATE_OF_BIRTH|1977-12-02⟧",
  "telecom": [{"system": "phone", "value": "⟦PHONE|07365 994 021⟧"}],
  "address": [{"text": "⟦ADDRESS|45 Beeches Road, Great Barr, Birmingham B42 2HT⟧"}],
  "extension": [{"url": "odr-decision", "valueCode": "opt-in"}]
}"""),

("sms_thread", """LPO Manchester Piccadilly: Hi ⟦PERSON|Dominika⟧, we think we have your purse (ref ⟪item_ref|MP-88213⟫). It contains a Polish ID card in the name ⟦PERSON|Dominika Zielińska⟧, PESEL ⟦NATIONAL_ID|$pesel_1⟧. Collect from the office by ⟪deadline|28 Jun⟫, bring photo ID. Storage fee ⟪tariff|£2.50/day⟫ after 7 days. Reply STOP to opt out.
> dziekuje!! yes thats mine, DOB ⟦DATE_OF_BIRTH|17.05.1991⟧ if u need it. my number changed to ⟦PHONE|07421 330 987⟧ btw"""),

("committee_notes", """Edale MRT – Committee meeting notes ⟪meeting_date|3 April 2024⟫
Attendees: ⟦PERSON|Gwyneth Abara⟧ (chair), ⟦PERSON|Saul Ferreira⟧, ⟦PERSON|Isla McCrone⟧, ⟦PERSON|Bill Henshaw⟧
1. Finance: team reserves ⟪org_balance|£84,210⟫; new Land Rover fund at ⟪fundraising_total|£31,900⟫ of ⟪target_amount|£65,000⟫.
2. ⟦PERSON|Isla⟧ to be reimbursed ⟦AMOUNT|£212.40⟧ for the casualty bag refit.
3. ⟦PERSON|Bill⟧ stepping back from callouts for 3 months after his ⟦MEDICAL|knee arthroscopy⟧ – will still do stores.
4. Radio licence renewal ⟪licence_ref|OFCOM-BR-118273⟫ due May."""),

("terraform_tfvars", """# terraform.tfvars  (crt-website)
region            = "⟪cloud_region|eu-west-2⟫"
instance_type     = "⟪instance_type|t3.small⟫"
admin_cidr        = "⟦IP_ADDRESS|82.132.219.40⟧/32"
django_secret_key = "⟦SECRET|$django_key_1⟧"
alerts_webhook    = "⟦SECRET|$slack_hook_1⟧"
db_password       = "⟦PASSWORD|Lifejacket&Flare2024⟧"
owner_email       = "⟦EMAIL|ian.mcbride@crt-volunteers.org.uk⟧"
ami_id            = "⟪ami_id|ami-0b9e3c4f1a2d56789⟫\""""),

("google_review", """⭐⭐ ⟦PERSON|Harjit S⟧ · Local Guide · 48 reviews
Left my camera on a train into ⟪place_name|Waverley⟫, lost property found it (great) but charged me ⟦AMOUNT|£20⟧ to collect it?! Sign on the wall says ⟪tariff|£3 under £50 / £10 over⟫ and nobody mentioned it on the phone. Staff member ⟦PERSON|Dilys⟧ was lovely tho. Open ⟪opening_hours|Mon-Fri 8-6⟫ only which is useless if you work."""),

("incident_report_form", """NEIGHBOURHOOD WATCH INCIDENT REPORT
Scheme: ⟪scheme_code|NW-HX-0552⟫ (Ovenden)
Reported by: ⟦PERSON|Abdul-Karim Haqqani⟧   Tel: ⟦PHONE|01422 371 664⟧
Address: ⟦ADDRESS|61 Nursery Lane, Ovenden, Halifax HX3 5SX⟧
Date/time of incident: ⟪incident_time|02/06/2024 approx 23:40⟫
What happened: 2 youths on an e-scooter tried car doors along the lane. One ran off when my neighbour ⟦PERSON|Gloria⟧ put her porch light on. I did not approach.
Passed to police: yes, log ⟪police_ref|PL-1506-0231⟫"""),

("ini_config", """; launch-pager.ini
[pager]
com_port = ⟪serial_port|COM4⟫
baud = ⟪baud_rate|9600⟫
[smtp]
server = smtp.office365.com
user = ⟦EMAIL|launchauth.moelfre@outlook.com⟧
password = ⟦PASSWORD|Anglesey!ALB17⟧
[telegram]
bot_token = ⟦APIKEY|$tg_bot_2⟧
chat_id = ⟪chat_id|-1001822734410⟫
[network]
gateway = ⟦IP_ADDRESS|192.168.1.254⟧
pager_pc = ⟦IP_ADDRESS|192.168.1.40⟧
; set up by ⟦PERSON|Owain Parry⟧ 03/2023, ring ⟦PHONE|07831 220 915⟧ if broken"""),

("call_recording_transcript", """[Call recording – ⟪org_name|St Brendan First Aid⟫ bookings – ⟪timestamp|12/06/2024 14:31⟫ – agent ⟦PERSON|Chloe⟧]
Agent: ...so that's the Paediatric First Aid on the 22nd, it's ⟪course_price|£150⟫ per person. Who's attending?
Caller: Me, ⟦PERSON|Danielle Okoro⟧, and my childminding assistant ⟦PERSON|Precious Mensah⟧.
Agent: Lovely. I'll take payment for both, so ⟦AMOUNT|£300⟧ today. Long card number when you're ready.
Caller: It's ⟦CARD|$card_mc_1⟧.
Agent: Expiry and security code?
Caller: Oh-nine twenty-six, and ⟦CVV|714⟧.
Agent: [RECORDING PAUSED] ...thank you. Confirmation to which email?
Caller: ⟦EMAIL|danielle@littleacornscm.co.uk⟧."""),

("psql_output", """lpo=> SELECT id, item, owner_name, owner_phone, status FROM items WHERE status='unclaimed' AND found_at < now() - interval '60 days' LIMIT 4;
  id   |        item         |   owner_name    |  owner_phone   |  status
-------+---------------------+-----------------+----------------+-----------
 ⟪record_id|77120⟫ | umbrella (green)    |                 |                | unclaimed
 77134 | Kindle, cracked     | ⟦PERSON|Tobias Brennan⟧  | ⟦PHONE|07503 886 112⟧  | unclaimed
 77190 | hearing aid (left)  | ⟦PERSON|Edna Pilling⟧    | ⟦PHONE|0114 258 3307⟧  | unclaimed
 ⟪record_id|77215⟫ | child's car seat    |                 |                | unclaimed
(4 rows)"""),

("whatsapp_chat", """[09:15] ⟦PERSON|Imogen⟧ (⟪org_name|Paws Forward⟫): Morning ⟦PERSON|Raj⟧! confirming home visit Thurs 10am at ⟦ADDRESS|Apt 5, 2 Canal Wharf, Nottingham NG1 7EH⟧? I'll bring ⟪dog_name|Pepper⟫ for the first meet 🐶
[09:22] ⟦PERSON|Raj Chaudhry⟧: yes perfect. fyi had a ⟦MEDICAL|seizure⟧ on sunday, first in 8 months, neuro upped my ⟦MEDICAL|levetiracetam⟧. might be a bit slow
[09:24] ⟦PERSON|Imogen⟧: thanks for letting me know. Pepper just finished her ⟪animal_health|kennel cough⟫ antibiotics so she's raring to go"""),

("passport_ocr", """--- OCR output: passport_scan_p2.jpg ---
Type/Type P   Code/Code GBR   Passport No./Passeport No. ⟦PASSPORT|$pp_gb_2⟧
Surname/Nom (1) ⟦PERSON|OKAFOR-WILLIAMS⟧
Given names/Prénoms (2) ⟦PERSON|CHIAMAKA GRACE⟧
Nationality/Nationalité (3) BRITISH CITIZEN
Date of birth/Date de naissance (4) ⟦DATE_OF_BIRTH|14 MAR /MARS 92⟧
Sex/Sexe (5) F   Place of birth/Lieu de naissance (6) ⟪place_name|LONDON⟫
Date of issue (7) ⟪issue_date|09 SEP /SEPT 19⟫   Date of expiry (9) ⟪expiry_date|09 SEP /SEPT 29⟫
Authority (8) ⟪issuing_authority|HMPO⟫
--- end (confidence 0.91) ---"""),

("email_induction", """Subject: crew induction paperwork - ⟦PERSON|Lars⟧

Hi ⟦PERSON|Megan⟧,
Sorry for the delay. Here's what the ⟪station_name|Hoylake⟫ station admin asked for:
 - Full name: ⟦PERSON|Lars van den Berg⟧
 - Dutch BSN (no UK NI yet): ⟦NATIONAL_ID|$bsn_1⟧
 - Passport: ⟦PASSPORT|$pp_nl_1⟧
 - Next of kin: ⟦PERSON|Femke van den Berg⟧ (partner) ⟦PHONE|+31 6 2841 7730⟧
 - Medical: ⟦MEDICAL|hay fever⟧, nothing else
 - Wetsuit size L, boots 45
Induction is ⟪event_date|Sat 15th⟫ right?
Thanks, ⟦PERSON|Lars⟧"""),

("bank_transfer_confirmation", """Transfer confirmation – ⟪org_name|Sparkasse KölnBonn⟫ online banking
Ordering party: ⟦PERSON|Jürgen Abendroth⟧
From account: ⟦IBAN|$iban_de_1⟧
Beneficiary: ⟪org_name|Cairngorm Mountain Rescue Team⟫
Beneficiary IBAN: ⟪org_iban|$iban_org_1⟫
Amount: ⟦AMOUNT|EUR 250,00⟧
Reference: ⟪payment_reference|DONATION 14.08 CAIRN GORM⟫
Message: Danke for finding my son ⟦PERSON|Felix⟧ on the plateau!
Execution date: ⟪execution_date|16.08.2024⟫   Transaction no. ⟪transaction_ref|2024081600447712⟫"""),

("kit_leaflet", """FIRST AID KIT – CONTENTS LIST (Workplace, BS 8599-1 Medium)
Kit ref ⟪product_code|FA-BS-M-2019⟫   Batch ⟪batch_number|LT240311⟫   Use by ⟪expiry_date|03/2027⟫
- 40 x assorted plasters
- 4 x medium sterile dressings, 1 x large
- 2 x foil blankets, 1 x ⟪product_name|resusc-aid face shield⟫
Note: this kit does not contain medicines. Do not add ⟪drug_name_leaflet|paracetamol⟫ or ⟪drug_name_leaflet|ibuprofen⟫ – staff should carry their own. For ⟪drug_name_leaflet|aspirin⟫ in a suspected heart attack, follow the current guidance.
Reorder: ⟪price|£34.95 + VAT⟫ from ⟪org_name|SafetyFirst Supplies⟫."""),
]

# ---------------------------------------------------------------- part 4
TEXTS += [
("tax_form_w9", """Form W-9 (⟪form_version|Rev. March 2024⟫) — Request for Taxpayer Identification Number and Certification
1 Name: ⟦PERSON|Marisol Quintero-Baines⟧
3 Federal tax classification: Individual/sole proprietor
5-6 Address: ⟦ADDRESS|918 Birchwood Ct, Boulder, CO 80304⟧
Part I  Taxpayer Identification Number — Social security number: ⟦SSN|$ssn_3⟧
Requester: ⟪org_name|Canine Partners of the Rockies⟫, ⟪org_ein|EIN 84-1290337⟫
Purpose: honorarium for puppy-raising workshops, ⟦AMOUNT|$1,200⟧ paid for 2023
Signature: ⟦PERSON|M. Quintero-Baines⟧   Date: ⟪signature_date|02/11/2024⟫"""),

("live_chat_transcript", """Live chat – ⟪org_name|DonateLife Registry⟫ support – session ⟪session_id|LC-5521907⟫ – started ⟪timestamp|4:52 PM EST⟫
Visitor (⟦PERSON|Kayla Brooks-Henry⟧): hi im trying to take myself off the registry, my mom signed me up when I got my license
Agent ⟦PERSON|Terrence⟧: Hi ⟦PERSON|Kayla⟧! I can help with that. Can you confirm your date of birth and the last four digits of your SSN?
Visitor: ⟦DATE_OF_BIRTH|11/30/2002⟧ and my full SSN is ⟦SSN|$ssn_4⟧ if thats easier
Agent ⟦PERSON|Terrence⟧: Please don't share your full SSN in chat – I've asked for it to be removed from the transcript. Last four is all we need."""),

("payroll_csv", """# export ⟪timestamp|2024-05-28 17:02⟫ payroll period ⟪pay_period|M02⟫
emp_no,name,ni_number,tax_code,gross_month,bank_iban
⟪employee_no|T0041⟫,⟦PERSON|Rosalind Achebe⟧,⟦NATIONAL_ID|$nino_2⟧,⟪tax_code|1257L⟫,⟦AMOUNT|£2,310.00⟧,⟦IBAN|$iban_gb_4⟧
T0044,⟦PERSON|Declan Furey⟧,⟦NATIONAL_ID|$nino_3⟧,1257L,⟦AMOUNT|£1,975.50⟧,⟦IBAN|$iban_gb_5⟧"""),

("sms_broadcast", """OWL alert (⟪org_name|Ovenden Watch⟫): Reports of cold callers posing as water board staff around ⟪street_name|Keighley Rd⟫ today. Always ask for ID & ring the number on your bill, not one they give you. Concerns? Ring ⟦PERSON|Dev⟧ on ⟦PHONE|07866 403 211⟧ or the water company on ⟦PHONE|0345 120 8890⟧. Msg ref ⟪message_ref|OWL-240611-03⟫"""),

("curl_verbose", r"""$ curl -v -X POST https://api.odr-portal.uk/v2/decisions \
    -H "Authorization: Bearer ⟦APIKEY|$jwt_2⟧" \
    -H "Cookie: odr_sess=⟦SECRET|$cookie_2⟧" \
    -d '{"nhs_number":"⟦NATIONAL_ID|$nhs_3⟧","decision":"opt_out","changed_by":"⟦EMAIL|m.adeyemi@odr-portal.uk⟧"}'
*   Trying ⟪doc_ip|192.0.2.44⟫:443...
* Connected to api.odr-portal.uk (⟪doc_ip|192.0.2.44⟫) port ⟪port|443⟫
> POST /v2/decisions HTTP/2
< HTTP/2 201
< x-request-id: ⟪request_id|$uuid_5⟫"""),

("email_enquiry", """Subject: Do I need to register in both countries?

Hello,
I'm French, living in ⟪place_name|Bristol⟫ since 2021, and I registered on the UK organ donor register last year. My French social security number is ⟦NATIONAL_ID|$nir_1⟧ in case you need to check anything with the ⟪org_name|Agence de la biomédecine⟫. Am I covered by the UK opt-out if I die in France? I'm a ⟦MEDICAL|kidney transplant recipient⟧ myself (2015, at ⟪org_name|Hôpital Necker⟫) so this matters to me a lot.
Merci,
⟦PERSON|Bastien Lefèvre-Moreau⟧
⟦PHONE|+44 7480 339 016⟧"""),

("forum_post", """UKC Forums › Hill Walking › Thank you Patterdale MRT
Posted by ⟦PERSON|sheepish_steve⟧ on ⟪timestamp|17 Nov 2023 at 21:40⟫
Just want to say a massive thank you to ⟪org_name|Patterdale MRT⟫ who carried me off ⟪place_name|Striding Edge⟫ on Sunday. Turns out I'd ⟦MEDICAL|dislocated my kneecap⟧ (again, ⟦MEDICAL|patellar instability⟧ runs in the family). The lass who splinted me was called ⟦PERSON|Becca⟧ I think - ⟦PERSON|Becca⟧ if you read this, you're a legend. Donated ⟦AMOUNT|£100⟧ on their page, and my wife ⟦PERSON|Lyn⟧ is doing the ⟪event_name|Helvellyn fell run⟫ for them in May."""),

("partnership_agreement", """ASSISTANCE DOG PARTNERSHIP AGREEMENT — Schedule 1 (Partner details)
Charity: ⟪org_name|Hearing Dogs Alliance⟫
Partner: ⟦PERSON|Lucía Fernández Ortega⟧
Identity document: Spanish DNI ⟦NATIONAL_ID|$dni_1⟧ / UK residence permit on file
Address: ⟦ADDRESS|12 Greyfriars Walk, Canterbury CT1 2TU⟧
Disability (as relevant to the dog's tasks): ⟦MEDICAL|profound bilateral hearing loss⟧
Dog: ⟪dog_name|Maple⟫, yellow Labrador, microchip ⟪microchip_no|826098100442719⟫
Ownership of the dog remains with the Charity. The Partner is not charged for the dog; a refundable equipment deposit of ⟦AMOUNT|£75⟧ has been paid by the Partner.
Signed for the Charity: ⟦PERSON|Graham Oyelowo⟧, Placement Manager"""),

("github_actions_yaml", """name: deploy-site
on: { push: { branches: [main] } }
jobs:
  deploy:
    runs-on: ⟪runner_image|ubuntu-22.04⟫
    steps:
      - uses: actions/checkout@⟪action_version|v4⟫
      - name: Upload
        env:
          AWS_ACCESS_KEY_ID: ⟦APIKEY|$aws_akid_3⟧
          AWS_SECRET_ACCESS_KEY: ⟦SECRET|$aws_secret_3⟧
          GITLAB_TOKEN: ⟦APIKEY|$glpat_1⟧
        run: aws s3 sync ./public s3://⟪bucket_name|firstaidcollective-site⟫ --delete
      - name: Notify
        run: curl -X POST -H 'Content-type: application/json' --data '{"text":"deployed ${{ github.sha }}"}' ⟦SECRET|$slack_hook_2⟧"""),

("form_dump", """Volunteer crew application – online form dump
name=⟦PERSON|Astrid Holmqvist⟧
dob=⟦DATE_OF_BIRTH|1979-02-14⟧
nationality=SE
id_number=⟦NATIONAL_ID|$pnr_se_1⟧ (Swedish personnummer)
phone=⟦PHONE|+46 70 418 22 96⟧
uk_phone=⟦PHONE|07395 226 014⟧
email=⟦EMAIL|astrid.holmqvist@telia.se⟧
previous_sar=⟪org_name|Sjöräddningssällskapet⟫, Stenungsund station, 6 yrs
submitted=⟪timestamp|2024-04-02 22:17:48⟫ form_id=⟪form_id|$uuid_6⟫"""),

("signal_group_chat", """Signal – "⟪group_name|Glencoe MRT medics⟫"  ⟪timestamp|Mon 08:12⟫
⟦PERSON|Euan Fraser⟧: cas from yesterday was Belgian, ⟦PERSON|Wouter Claes⟧, 48. hospital needed his ID number for the EHIC claim: ⟦NATIONAL_ID|$be_nn_1⟧
⟦PERSON|Kirsty Munro⟧: ta. how's he doing
⟦PERSON|Euan Fraser⟧: ⟦MEDICAL|NSTEMI⟧ confirmed, had a ⟦MEDICAL|stent⟧ put in at ⟪org_name|Raigmore⟫ last night. wife flying over today
⟦PERSON|Kirsty Munro⟧: glad we didn't wait for the helo then"""),

("markdown_table", """### Card payouts – week 19 (for ⟦PERSON|Anjali⟧ to reconcile)

| Date | Customer | Card | Amount | Status |
|---|---|---|---|---|
| 06/05 | ⟦PERSON|Grace Thornbury⟧ | ⟪masked_card|•••• 4242⟫ | ⟦AMOUNT|£224.00⟧ | paid |
| 07/05 | ⟦PERSON|Mehmet Yıldız⟧ | ⟪masked_card|•••• 0019⟫ | ⟦AMOUNT|£95.00⟧ | paid |
| 08/05 | ⟦PERSON|Ruth Ellery⟧ | ⟦CARD|$card_visa_2⟧ (customer emailed full number!! delete) | ⟦AMOUNT|£225.00⟧ | refunded |

Payout to our account: ⟪org_payout_total|£544.00⟫, payout id ⟪payout_id|po_1PJ8aG2eZvKYlo2C⟫"""),

("call_transcript", """[Relay – Solent Coastguard – ⟪call_ref|call 1182⟫]
Caller: ...my dad's collapsed on the beach at ⟪place_name|Hengistbury Head⟫, near the huts. He's ⟦MEDICAL|diabetic⟧ and he's gone all sweaty and confused.
CG: What's your dad's name?
Caller: ⟦PERSON|Terence Hobbs⟧. ⟦PERSON|Terry⟧.
CG: And your name?
Caller: ⟦PERSON|Leanne⟧.
CG: OK ⟦PERSON|Leanne⟧, does he have any sugar with him?
Caller: He's got ⟦MEDICAL|glucose tablets⟧ in his bag, I'll get them.
CG: Good. Which hut are you near?
Caller: Number ⟪beach_hut_no|214⟫."""),

("apache_error_log", """[Wed Jun 05 11:02:13.441 2024] [php:warn] [pid ⟪pid|18820⟫] [client ⟦IP_ADDRESS|185.220.101.47⟧:51234] contact.php: rejected message from ⟦EMAIL|seo.rankboost88@mail.ru⟧ (spam score 9.1)
[Wed Jun 05 11:04:57.002 2024] [php:notice] [pid 18820] [client ⟦IP_ADDRESS|2a01:4b00:8e0f:3700:e4a1:55ff:fe10:9b2c⟧:60211] contact.php: enquiry saved id=⟪record_id|9921⟫ name="⟦PERSON|Oksana Melnyk⟧" phone="⟦PHONE|07496 552 310⟧" item="grey Samsung tablet, tram 3"
[Wed Jun 05 11:05:01.310 2024] [ssl:info] [pid 18822] [client ⟪loopback_ip|127.0.0.1⟫:40022] ⟪error_code|AH01964⟫: Connection to child 3 established"""),

("donor_family_letter", """⟪letter_date|9 February 2024⟫

Dear Mr and Mrs ⟦PERSON|Adeyinka⟧,

I'm writing to let you know how ⟦PERSON|Tobi⟧'s gift has helped others. As you know, ⟦PERSON|Tobi⟧ died following a ⟦MEDICAL|catastrophic brain haemorrhage⟧. His kidneys went to two recipients, one of them a man in his fifties who had been on ⟦MEDICAL|dialysis⟧ for six years, and a woman with ⟦MEDICAL|cystic fibrosis⟧ received his lungs. All three are doing well.

If you would like to write to the recipients, send your letter to me and I'll pass it on anonymously (please quote ⟪donor_ref|DR-58120⟫).

With deepest sympathy,
⟦PERSON|Marian Cole⟧, Specialist Nurse, ⟪org_name|Donor Family Care Service⟫, ⟦PHONE|01530 442 907⟧"""),

("sql_script", """-- reset for ⟦PERSON|Wendy⟧ (ticket ⟪ticket_id|NW-311⟫)
UPDATE members SET password_hash = '⟪password_hash|$2b$12$Qm3vY8nZ1kS0dPq7rTbUeO1yJx4Lh6WcGfA9sN2iKzVbXeRtYuIo2⟫', must_change = true WHERE email = '⟦EMAIL|wendy.lockhart@sky.com⟧';
-- temp password given to her over the phone: ⟦PASSWORD|Blossom-Lane-7⟧
SELECT id, display_name, last_login_ip FROM members WHERE id = ⟪record_id|418⟫;
-- 418 | ⟦PERSON|Wendy Lockhart⟧ | ⟦IP_ADDRESS|31.94.18.202⟧"""),

("voice_note_transcript", """🎤 Voice note (⟪duration|0:41⟫) from ⟦PERSON|Callum Reid⟧, auto-transcribed:
"Alright ⟦PERSON|Shona⟧, it's me. Right so for tonight, the side door code for the boathouse is ⟦PASSWORD|one nine eight four⟧, then hash. Wi-fi's ⟪wifi_ssid|BoathouseCrew⟫ and the password is ⟦PASSWORD|launch-the-shannon⟧, all lower case with dashes. Oh and big ⟦PERSON|Dougie⟧'s off tonight, his ⟦MEDICAL|gout⟧'s flared up again. See you at seven.\""""),

("receipt", """RECEIPT  ⟪receipt_no|R-000918⟫
⟪org_name|Transport for Greater Manchester⟫ Lost Property
Received from: ⟦PERSON|Niall Gallagher⟧
Item: ⟪item_ref|LP-231-7788⟫ (brown leather jacket)
Handling fee paid: ⟦AMOUNT|£10.00⟧
Paid by: Visa contactless ⟪masked_card|************5516⟫   Auth ⟪auth_code|093311⟫
Served by: ⟦PERSON|Bronwen⟧   ⟪timestamp|14/06/2024 16:08⟫"""),

("dictated_note", """Note to self (dictated), vulnerable residents list for the winter check-ins, scheme ⟪scheme_code|WNW-07⟫.
One – ⟦PERSON|Dorothy Pemberton⟧, ⟦ADDRESS|3 Lark Rise, Wantage OX12 8EY⟧, lives alone, ⟦MEDICAL|early-stage dementia⟧, daughter ⟦PERSON|Sue⟧ rings daily.
Two – Mr ⟦PERSON|Harbans Singh⟧, ⟦ADDRESS|11 Lark Rise, Wantage OX12 8EY⟧, ⟦MEDICAL|COPD⟧, on home oxygen so no candles.
Three – the couple at twenty, ⟦PERSON|Len⟧ and ⟦PERSON|Maureen Day⟧, both fine but no car.
Check-ins start ⟪event_date|first Monday in December⟫. Key safe at ⟦PERSON|Dorothy⟧'s is ⟦PASSWORD|0404⟧."""),
]
