# English texts for blind62. Markup: ⟦TYPE|value⟧ spans, ⟪kind|value⟫ decoys.
# Every text typed by hand, one at a time.
TEXTS = []

# ---- part 1 ------------------------------------------------------------------
TEXTS += [
("sms", r"""
Hi ⟦PERSON|Gareth⟧, it's ⟦PERSON|Siobhan⟧ at ⟪org_name|Hamble Point Boatyard⟫. Lift-out for ⟪boat_name|Sea Wren⟫ is booked Tues 08:00, berth ⟪berth_number|C-14⟫. Balance of ⟦AMOUNT|£612.40⟧ due before she goes back in. Ring me on ⟦PHONE|07700 914382⟧ or the office ⟦PHONE|023 8045 2210⟧ if the slot's no good. Job ref ⟪job_number|HPB-24-1183⟫
"""),

("email_with_signature", r"""
Subject: Re: Booking ⟪booking_ref|WCP-88412⟫ – pitch ⟪pitch_number|F22⟫, 14-21 Aug

Dear Mrs ⟦PERSON|Okonkwo⟧,

Thanks for your deposit of ⟦AMOUNT|£95.00⟧, taken from the card ending ⟪masked_card|**** 6620⟫. The remaining ⟦AMOUNT|£318.50⟧ will be collected on arrival. Electric hook-up is ⟪tariff|£6.50/night⟫ as per the tariff sheet.

We've noted ⟦PERSON|Chidi⟧'s ⟦MEDICAL|nut allergy⟧ for the kids' club, and that your mother has ⟦MEDICAL|COPD⟧ — pitch ⟪pitch_number|F22⟫ is hardstanding and about 30m from the accessible shower block.

Kind regards,
⟦PERSON|Rhian Pritchard⟧
Bookings, ⟪org_name|Wyndcliffe Caravan Park⟫
⟦PHONE|01239 612 774⟧ | ⟦EMAIL|bookings@wyndcliffe-park.co.uk⟧
"""),

("nginx_access_log", r"""
⟦IP_ADDRESS|86.142.77.203⟧ - - [⟪timestamp|12/Mar/2024:09:14:02 +0000⟫] "GET /waiver/sign?email=⟦EMAIL|tomasz.wrobel@gmail.com⟧&dob=⟦DATE_OF_BIRTH|1991-04-23⟧ HTTP/1.1" 200 4312 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS ⟪os_version|17_3⟫ like Mac OS X)"
⟦IP_ADDRESS|2a00:23c8:9d11:4f01:8c2e:1bff:fe3a:91c7⟧ - - [12/Mar/2024:09:14:09 +0000] "POST /api/v2/bookings HTTP/1.1" 201 512 "-" "⟪user_agent|okhttp/4.12.0⟫"
⟪doc_ip|203.0.113.50⟫ - - [12/Mar/2024:09:15:00 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"
⟦IP_ADDRESS|10.20.4.17⟧ - - [12/Mar/2024:09:15:31 +0000] "GET /admin/export?token=⟦APIKEY|$jwt_2⟧ HTTP/1.1" 200 88213 "-" "curl/8.4.0"
"""),

("dotenv_config", r"""
# teebook – production (do NOT commit)
APP_ENV=production
APP_VERSION=⟪version|3.14.2⟫
DATABASE_URL=postgres://teebook_app:⟦SECRET|Fairway!Wedge77⟧@⟦IP_ADDRESS|10.0.12.5⟧:⟪port|5432⟫/teebook
STRIPE_SECRET_KEY=⟦APIKEY|$sklive_1⟧
STRIPE_PUBLISHABLE_KEY=⟪publishable_key|$d_pk_live_1⟫
STRIPE_WEBHOOK_SECRET=⟦SECRET|$whsec_1⟧
MAILGUN_API_KEY=⟦APIKEY|$mailgun_1⟧
ADMIN_EMAIL=⟦EMAIL|d.macaulay@kilrennygolf.co.uk⟧
SENTRY_RELEASE=⟪commit_sha|$d_sha_1⟫
"""),

("whatsapp_group", r"""
[07/05/2024, 18:42] ⟦PERSON|Nicola Brennan⟧: Hi all, farrier (⟦PERSON|Dai⟧) is coming Thurs. ⟪horse_name|Biscuit⟫ needs fronts only
[07/05/2024, 18:44] ⟦PERSON|Kerry-Ann⟧: can u put ⟪horse_name|Monty⟫ on his list too pls
[07/05/2024, 18:51] ⟦PERSON|Nicola Brennan⟧: yes. Reminder livery is ⟪tariff|£145/wk⟫ full, ⟪tariff|£75/wk⟫ DIY – ⟦PERSON|Kerry-Ann⟧ you're 3 wks behind, ⟦AMOUNT|£435⟧ all in, pls sort
[07/05/2024, 19:03] ⟦PERSON|Kerry-Ann⟧: sorry been in hospital with ⟦MEDICAL|gallstones⟧ 😩 will transfer fri
[07/05/2024, 19:05] ⟦PERSON|Jas Sandhu⟧: hope ur ok hun x. fyi ⟪horse_name|Monty⟫ looked a bit footy, vet thinks ⟪animal_condition|mild laminitis⟫
"""),

("accident_book", r"""
ACCIDENT BOOK – ⟪org_name|Redpoint Climbing Centre⟫, ⟪place_name|Leeds⟫
Entry no: ⟪report_number|AB-2024-031⟫   Date/time: ⟪incident_datetime|16/03/2024 19:40⟫
Injured person: ⟦PERSON|Callum Ferris⟧   DOB: ⟦DATE_OF_BIRTH|02/11/2007⟧
Address: ⟦ADDRESS|41 Harehills Lane, Leeds LS8 4EX⟧
Contact (parent): ⟦PERSON|Donna Ferris⟧ ⟦PHONE|07831 552 907⟧
What happened: fell approx 2m from bouldering wall ⟪wall_id|B3⟫, landed awkwardly. Suspected ⟦MEDICAL|sprained right wrist⟧. States he has ⟦MEDICAL|asthma⟧, inhaler in bag (⟦MEDICAL|salbutamol⟧).
First aider: ⟦PERSON|Priya Raman⟧. Ice applied, advised A&E.
"""),

("csv_export", r"""
member_no,first_name,last_name,email,mobile,dob,permit,paid
⟪member_number|AC1043⟫,⟦PERSON|Terry⟧,⟦PERSON|Mulholland⟧,⟦EMAIL|terrym58@btinternet.com⟧,⟦PHONE|07968 331204⟧,⟦DATE_OF_BIRTH|1958-06-30⟧,Senior Game,⟦AMOUNT|£180.00⟧
⟪member_number|AC1044⟫,⟦PERSON|Aoife⟧,⟦PERSON|Gallagher⟧,⟦EMAIL|aoife.gallagher@outlook.ie⟧,⟦PHONE|+353 87 412 6630⟧,⟦DATE_OF_BIRTH|1994-01-17⟧,Adult Coarse,⟦AMOUNT|£92.50⟧
⟪member_number|AC1045⟫,⟦PERSON|Kofi⟧,⟦PERSON|Asante⟧,,⟦PHONE|07412 090118⟧,⟦DATE_OF_BIRTH|2009-08-05⟧,Junior,⟦AMOUNT|£15.00⟧
# export generated ⟪timestamp|2024-02-01T07:00:13Z⟫ by ⟪app_version|clubhub 5.2.0⟫
"""),

("support_ticket", r"""
Ticket ⟪ticket_id|#48213⟫ | Priority: High | Channel: web
From: ⟦PERSON|Harriet Osei-Bonsu⟧ <⟦EMAIL|harriet.ob@gmail.com⟧>
Property: ⟪property_code|CORN-117⟫ "Gull's Rest", ⟪place_name|Mousehole⟫

Hi, we had to cancel our stay (arr 3 Aug) because my husband ⟦PERSON|Kwame⟧ was admitted with a ⟦MEDICAL|suspected heart attack⟧ and has since had a ⟦MEDICAL|stent fitted⟧. We paid ⟦AMOUNT|£1,240⟧ in full back in Feb and were told on the phone only the ⟦AMOUNT|£250⟧ damage deposit would come back. I can send the discharge letter. Please refund to the card (⟪masked_card|**** **** **** 4471⟫) or to our bank, ⟦IBAN|$iban_gb_1⟧. Best number is ⟦PHONE|07855 204 613⟧.

--- internal note ---
⟦PERSON|Jonno⟧: checked, ⟪policy_clause|clause 4.2⟫ allows 50% goodwill. Offered ⟦AMOUNT|£620⟧, awaiting reply.
"""),

("python_traceback", r"""
2024-05-02 11:03:44,120 ERROR [worker-3] charge failed for booking ⟪booking_ref|CLY-5521⟫
Traceback (most recent call last):
  File "/home/⟦PERSON|bhalliwell⟧/clays/app/payments.py", line ⟪line_number|212⟫, in charge
    resp = gateway.charge(card=card_no, cvv=cvv, amount=total)
  File "/usr/lib/python3.11/site-packages/sagepay/client.py", line ⟪line_number|88⟫, in charge
    raise DeclinedError(payload)
sagepay.errors.DeclinedError: {'status': 'DECLINED', 'card': '⟦CARD|$card_visa_2⟧', 'cvv': '⟦CVV|318⟧', 'holder': '⟦PERSON|Marcus Ogilvy⟧', 'amount': '⟦AMOUNT|GBP 74.50⟧', 'txid': '⟪transaction_id|$d_uuid_1⟫'}
"""),

("forum_post", r"""
Re: Site fees going up AGAIN??
Posted by ⟦PERSON|wobblybuns_dave⟧ » Sun Jan 14, 2024 9:12 pm

Same here. Our seasonal pitch at ⟪org_name|Brook Farm Touring Park⟫ went from ⟪price|£2,150⟫ to ⟪price|£2,600⟫ for 2024 and they want it by March. I've paid ⟦AMOUNT|£1,300⟧ so far and asked to split the rest. The wife's had a ⟦MEDICAL|knee replacement⟧ so we can't just up sticks to a pitch miles from the toilet block either.

@⟦PERSON|CaravanCaz⟧ you said you rang them – is ⟦PHONE|01983 741 260⟧ still the office number? never gets answered.

⟦PERSON|Dave⟧
⟪product_model|Swift Challenger 580⟫, towed by an Octavia estate
"""),

("call_transcript", r"""
[Call recording – ⟪org_name|Tanner & Rudd Gunmakers⟫ – duration ⟪call_duration|00:06:12⟫]
AGENT (⟦PERSON|Will⟧): ⟪org_name|Tanner and Rudd⟫, ⟦PERSON|Will⟧ speaking.
CALLER: Hiya, it's ⟦PERSON|Graham Pocock⟧, I left a ⟪product_model|Beretta 692⟫ in for a re-stock, ticket ⟪job_number|TR-7731⟫.
AGENT: Yep, it's ready, ⟦AMOUNT|£385⟧ to pay. Do you want it couriered to a registered dealer or collect?
CALLER: Collect. Can I pay now on the card? ⟦CARD|$card_mc_1⟧.
AGENT: And the three digits on the back?
CALLER: ⟦CVV|442⟧.
AGENT: Lovely. Billing address?
CALLER: ⟦ADDRESS|Hollybank, 6 Mill Road, Stowmarket IP14 1SE⟧.
AGENT: Great, and a number in case we need you?
CALLER: ⟦PHONE|07721 640 388⟧.
"""),

("k8s_secret_yaml", r"""
apiVersion: v1
kind: Secret
metadata:
  name: berthwatch-secrets
  namespace: ⟪k8s_namespace|marina-prod⟫
type: Opaque
stringData:
  AWS_ACCESS_KEY_ID: ⟦APIKEY|$akia_1⟧
  AWS_SECRET_ACCESS_KEY: ⟦SECRET|$aws_sec_1⟧
  SLACK_WEBHOOK_URL: ⟦SECRET|$slack_hook_1⟧
  MQTT_HOST: ⟦IP_ADDRESS|172.16.40.12⟧
  MQTT_PORT: "⟪port|1883⟫"
  MQTT_PASSWORD: ⟦PASSWORD|p0ntoon-Sensors!⟧
---
# image: ⟪image_tag|ghcr.io/solentmarina/berthwatch:2.7.0⟫
"""),

("online_review", r"""
★☆☆☆☆  ⟦PERSON|Stuart McGlinchey⟧ · Local Guide · 2 weeks ago
Avoid the academy. Booked a 6-lesson block, paid ⟦AMOUNT|£240⟧ up front, got two lessons before the pro left. ⟦PERSON|Fiona⟧ in the office keeps saying the refund is "with head office". Green fees are fair (⟪price|£45⟫ twilight) but that's not the point.

Response from the owner:
Hi ⟦PERSON|Stuart⟧, sorry to read this. Please email our GM ⟦PERSON|Alasdair Brodie⟧ on ⟦EMAIL|gm@carnbrae-golf.co.uk⟧ with your booking number (⟪booking_ref|ACD-2291⟫) and we'll sort it this week.
"""),

("web_form_submission", r"""
New submission: Participant Health Form (⟪form_id|wpforms-2317⟫)
Full name: ⟦PERSON|Eleanor Whitcombe⟧
Date of birth: ⟦DATE_OF_BIRTH|9 July 1979⟧
Address: ⟦ADDRESS|Flat 3, 22 Bellevue Road, Exeter EX4 6HW⟧
Mobile: ⟦PHONE|+44 7402 118 593⟧
Email: ⟦EMAIL|ellie.whitcombe79@yahoo.co.uk⟧
Medical conditions: ⟦MEDICAL|type 1 diabetes⟧, carries ⟦MEDICAL|insulin pen⟧ and glucose tabs
Allergies: ⟦MEDICAL|bee stings (anaphylaxis)⟧
Emergency contact: ⟦PERSON|Tom Whitcombe⟧ (husband) ⟦PHONE|07402 118 600⟧
Activity: ⟪product_code|KAY-HALF-02⟫ half-day sea kayak
Submission ID: ⟪submission_id|$d_uuid_2⟫
Submitted from: ⟦IP_ADDRESS|81.107.33.240⟧
"""),

("shell_history", r"""
  501  ssh ⟦PERSON|jmcbride⟧@⟦IP_ADDRESS|192.168.50.20⟧
  502  export PGPASSWORD='⟦PASSWORD|Tide$ail2023⟧'
  503  psql -h ⟦IP_ADDRESS|10.8.0.4⟧ -U berths -d marina -c "select * from members where surname='⟦PERSON|Quinlan⟧'"
  504  curl -H "Authorization: Bearer ⟦APIKEY|$ghp_1⟧" https://api.github.com/repos/solentmarina/berthwatch/releases
  505  git checkout ⟪commit_sha|$d_sha_2⟫
  506  mysql -u root --password='⟦PASSWORD|r00tBoatyard#9⟧' fuel_dock
  507  scp backup.tar.gz ⟦PERSON|jmcbride⟧@⟦IP_ADDRESS|100.72.14.9⟧:/srv/backups/
  508  sha256sum backup.tar.gz   # ⟪sha256|$d_sha256_1⟫
  509  ss -tlnp | grep ⟪port|8443⟫
"""),

("livery_agreement", r"""
LIVERY AGREEMENT
This agreement is made on ⟪agreement_date|1 April 2024⟫ between ⟪org_name|Oakhurst Equestrian LLP⟫ (Company No. ⟪company_number|OC412876⟫) ("the Yard") and Ms ⟦PERSON|Leonie Hartigan⟧ of ⟦ADDRESS|The Old Forge, Church Lane, Little Hadham, Hertfordshire SG11 2DR⟧ ("the Owner").

1. Horse: ⟪horse_name|Oakhurst Tinkerbell⟫, UELN ⟪horse_ueln|826004000071234⟫.
2. Fees: full livery at ⟪tariff|£165 per week⟫, payable monthly in advance by standing order from the Owner's account ⟦IBAN|$iban_gb_2⟧. A deposit of ⟦AMOUNT|£660⟧ has been received.
3. The Owner declares the horse suffers from ⟪animal_condition|sweet itch⟫. The Owner has disclosed that she has ⟦MEDICAL|epilepsy⟧ and agrees not to hack out alone.

Signed: ⟦PERSON|Leonie Hartigan⟧        Witness: ⟦PERSON|Graham Oduya⟧
"""),

("slack_message", r"""
#ops-bookings
⟦PERSON|Mo Dlamini⟧  10:42
@⟦PERSON|kat.reyes⟧ booking widget ⟪version|v2.3.1⟫ throwing ⟪http_status|401⟫ errors again – rotated the SendGrid key, new one is ⟦APIKEY|$sendgrid_1⟧ (pls don't paste keys in here next time lol)
⟦PERSON|Kat Reyes⟧  10:44
ta. also back store door code is now ⟦PASSWORD|2580#⟧, ⟦PERSON|Jules⟧ asked
⟦PERSON|Mo Dlamini⟧  10:45
👍 can someone ring Mrs ⟦PERSON|Achterberg⟧ back re her son's ⟦MEDICAL|ADHD⟧ support for holiday camp – ⟦PHONE|0113 245 8810⟧
"""),
]

# ---- part 2 ------------------------------------------------------------------
TEXTS += [
("firearm_transfer_worksheet", r"""
FIREARM TRANSFER WORKSHEET – ⟪org_name|Lone Oak Gunworks⟫, ⟪place_name|Fredericksburg, TX⟫
Transferee: ⟦PERSON|Randall J. Pruitt⟧
Residence: ⟦ADDRESS|1187 Ranch Road 965, Fredericksburg, TX 78624⟧
DOB: ⟦DATE_OF_BIRTH|03/14/1971⟧     SSN (optional): ⟦SSN|$ssn_2⟧
Phone: ⟦PHONE|(830) 997-4410⟧
Item: ⟪product_model|Ruger American Predator 6.5 CM⟫, serial ⟪serial_number|699-84127⟫
NICS transaction #: ⟪nics_transaction|100VPK2M7⟫   Status: Proceed
Paid: ⟦AMOUNT|$1,149.00⟧ – Visa ⟪masked_card|XXXX-XXXX-XXXX-2207⟫
Clerk: ⟦PERSON|Dusty Kimbrell⟧
"""),

("email_booking_request", r"""
From: ⟦PERSON|Brenda Kowalczyk⟧ <⟦EMAIL|bkowal1962@aol.com⟧>
To: ⟦EMAIL|reservations@pineyridgerv.com⟧
Subject: site 42 for July 4th week

Hi there, my husband ⟦PERSON|Len⟧ and I would like site ⟪site_number|42⟫ again, July 1-8. I know it's ⟪price|$58/night⟫ for full hookup. Your online form keeps timing out so here's the card: ⟦CARD|$card_disc_1⟧ exp 11/26, code ⟦CVV|702⟧. Please make sure we get the 50 amp, ⟦PERSON|Len⟧ is on ⟦MEDICAL|home oxygen⟧ at night.

Our rig is a ⟪product_model|2019 Grand Design Reflection 320MKS⟫. Call me at ⟦PHONE|(989) 723-5561⟧ if any problem.

⟦PERSON|Brenda⟧ & ⟦PERSON|Len⟧
⟦ADDRESS|4410 W Lake Rd, Owosso, MI 48867⟧
"""),

("guest_registration_form", r"""
GUEST REGISTRATION – OVERSEAS VISITORS
⟪org_name|Coastline Cottages Ltd⟫ · Property ⟪property_code|NFK-042⟫, ⟪place_name|Wells-next-the-Sea⟫
Arrival: ⟪arrival_date|12/08/2024⟫   Nights: 7

Guest 1: ⟦PERSON|Katrin Vogelsang⟧
Nationality: ⟪country|Germany⟫   Passport no.: ⟦PASSPORT|$pp_de_1⟧
Date of birth: ⟦DATE_OF_BIRTH|19.06.1981⟧

Guest 2: ⟦PERSON|Mikkel Dahl⟧
Nationality: ⟪country|Denmark⟫   CPR: ⟦NATIONAL_ID|$cpr_1⟧
Date of birth: ⟦DATE_OF_BIRTH|24.03.1972⟧

Next destination: ⟪place_name|Edinburgh⟫
Contact email: ⟦EMAIL|k.vogelsang@posteo.de⟧   Mobile: ⟦PHONE|+49 171 4483920⟧
"""),

("invoice", r"""
⟪org_name|Galway Bay Boatyard⟫
INVOICE ⟪invoice_number|INV-20931⟫        Date: ⟪invoice_date|28/02/2024⟫
Bill to: ⟦PERSON|Pádraig Ó Briain⟧, ⟦ADDRESS|Cnoc na Gréine, Bóthar na Trá, Salthill, Galway H91 X2K7⟧
Vessel: ⟪boat_name|Cailín Rua⟫ (Westerly Fulmar)

Winter storage, hardstanding – Nov–Feb      4 x ⟪unit_price|€145.00⟫
Antifouling, 2 coats (materials inc.)        1 x ⟪unit_price|€410.00⟫
Anode replacement                            2 x ⟪unit_price|€36.50⟫
VAT @ ⟪vat_rate|23%⟫

Total due: ⟦AMOUNT|€1,307.49⟧
Paid on account 15/11: ⟦AMOUNT|€1,395.79⟧
Overpayment of ⟦AMOUNT|€88.30⟧ to be refunded to ⟦IBAN|$iban_ie_1⟧
Queries: ⟦EMAIL|padraig.obriain@eircom.net⟧
"""),

("meeting_minutes", r"""
⟪org_name|Teme Valley Angling Association⟫ – Committee Meeting, ⟪meeting_date|9 January 2024⟫
Present: ⟦PERSON|R. Hollins⟧ (Chair), ⟦PERSON|S. Baptiste⟧ (Treasurer), ⟦PERSON|Marjorie Keel⟧, ⟦PERSON|Ged Whitfield⟧
Apologies: ⟦PERSON|Pete Lomas⟧ (recovering from a ⟦MEDICAL|hip replacement⟧ – card to be sent)

1. Treasurer reported club funds of ⟪org_total|£14,206.55⟫. Day tickets stay at ⟪price|£8⟫.
2. Bailiff report: ⟦PERSON|Ged⟧ found two anglers fishing without permits on the ⟪place_name|Knightwick⟫ beat. One gave his name as ⟦PERSON|Lee Ashworth⟧ of ⟦ADDRESS|27 Kempsey Close, Worcester WR5 3JL⟧ and paid ⟦AMOUNT|£50⟧ on the bank.
3. AOB: ⟦PERSON|Marjorie⟧ to chase Mr ⟦PERSON|Dunne⟧ over the ⟪invoice_number|TVA-118⟫ fencing invoice.
Next meeting ⟪meeting_date|13 February 2024⟫.
"""),

("json_api_response", r"""
{
  "member": {
    "id": ⟪member_id|40217⟫,
    "name": "⟦PERSON|Alisha Chaudhry⟧",
    "handicap_index": ⟪handicap|12.4⟫,
    "email": "⟦EMAIL|alisha.c@hotmail.co.uk⟧",
    "mobile": "⟦PHONE|+447938221406⟧",
    "dob": "⟦DATE_OF_BIRTH|1988-12-02⟧",
    "bar_credit": "⟦AMOUNT|£37.60⟧",
    "last_login_ip": "⟦IP_ADDRESS|2a02:c7c:5c21:9a00:e4d1:7bff:fe02:33aa⟧",
    "session_token": "⟦SECRET|$cookie_dj_1⟧"
  },
  "app_version": "⟪version|6.1.0⟫",
  "request_id": "⟪request_id|$d_uuid_3⟫"
}
"""),

("sms", r"""
⟪org_name|Barnsdale Shooting Ground⟫: Reminder – the ⟪event_name|Sporting 100 Open⟫ starts 9:30 Sun ⟪event_date|14 Apr⟫. Entry ⟪price|£55⟫ inc lunch. Cartridges ⟪price|£7.20⟫/box at the hut. Ref ⟪event_code|SP100-0414⟫. Reply STOP to ⟪short_code|60777⟫ to opt out.
"""),

("owner_statement_email", r"""
Subject: Owner statement – ⟪statement_period|March 2024⟫ – ⟪property_code|SNW-009⟫ Tŷ Nant

Dear ⟦PERSON|Gwilym⟧,

Please find your statement below. Three stays in March; commission at ⟪percentage|20%⟫ as per your agreement. A damage charge of ⟦AMOUNT|£85⟧ was recovered from Mr and Mrs ⟦PERSON|Lyle⟧ for the broken log burner glass.

Net payout to you: ⟦AMOUNT|£2,276.00⟧, paid to ⟦IBAN|$iban_gb_3⟧ on ⟪payment_date|5 April⟫.

Any questions, give me a ring.

⟦PERSON|Bethan Rowlands⟧
Owner Services | ⟪org_name|Eryri Holiday Lets⟫
⟦PHONE|01286 870 455⟧ · ⟦EMAIL|bethan@eryriholidaylets.wales⟧
"""),

("crew_list", r"""
CREW LIST – yacht ⟪boat_name|Mirna⟫ (Bavaria C42), ⟪place_name|ACI Marina Split⟫
Charter ref ⟪charter_ref|CH-24-3310⟫, 18–25 May 2024

1. Skipper: ⟦PERSON|Paweł Nowicki⟧ – DOB ⟦DATE_OF_BIRTH|14.02.1986⟧ – PESEL ⟦NATIONAL_ID|$pesel_1⟧
2. ⟦PERSON|Agnieszka Nowicka⟧ – DOB ⟦DATE_OF_BIRTH|08.07.1993⟧ – PESEL ⟦NATIONAL_ID|$pesel_2⟧
3. ⟦PERSON|Lars Eriksson⟧ – DOB ⟦DATE_OF_BIRTH|22.09.1978⟧ – personnummer ⟦NATIONAL_ID|$se_1⟧
4. ⟦PERSON|Sinéad Kavanagh⟧ – DOB ⟦DATE_OF_BIRTH|30.11.1990⟧ – passport ⟦PASSPORT|$pp_ie_1⟧

Emergency contact ashore: ⟦PERSON|Marta Nowicka⟧ ⟦PHONE|+48 601 228 914⟧
Security deposit ⟦AMOUNT|€2,500⟧ pre-authorised on skipper's card ⟪masked_card|5168 **** **** 0427⟫.
"""),

("java_stack_trace", r"""
2024-06-11 02:14:55.301 ERROR 1 --- [nio-8080-exec-7] o.h.engine.jdbc.spi.SqlExceptionHelper : Connection refused
org.postgresql.util.PSQLException: Connection to ⟦IP_ADDRESS|10.42.7.31⟧:⟪port|5432⟫ refused.
	at org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:⟪line_number|346⟫)
	at org.postgresql.Driver.makeConnection(Driver.java:⟪line_number|443⟫)
	at com.harbourdesk.berths.BookingService.create(BookingService.java:⟪line_number|97⟫)
Caused by: datasource url=jdbc:postgresql://⟦IP_ADDRESS|10.42.7.31⟧/berths?user=hd_app&password=⟦SECRET|Qu4ysid3_2024⟧
request body: {"email":"⟦EMAIL|oyelaran.femi@gmail.com⟧","berth":"⟪berth_number|D7⟫","nights":3,"card_last4":"⟪card_last4|9931⟫"}
trace_id=⟪trace_id|$d_sha_3⟫
"""),

("voicemail_transcript", r"""
Voicemail from ⟦PHONE|+44 7591 330 842⟧ · ⟪timestamp|Mon 11:52⟫ · auto-transcribed
"Hi, it's ⟦PERSON|Bronwen⟧ from the Duke of Edinburgh group, um, we're the ones booked for the gorge walk on the twentieth. Just to flag one of the girls, ⟦PERSON|Maisie Tranter⟧, has ⟦MEDICAL|Type 1 diabetes⟧ and another one, ⟦PERSON|Ellie⟧, has a ⟦MEDICAL|severe egg allergy⟧ so can the packed lunches be egg free? Oh and I transferred the ⟦AMOUNT|four hundred and eighty pounds⟧ yesterday, reference ⟪payment_reference|DOFE GORGE 20⟫. If you can't get me on this one my other number is ⟦PHONE|oh one five five two, double four three, nine one six⟧. Thanks, bye."
"""),

("markdown_table", r"""
## ⟪org_name|Bryn Tawel Campsite⟫ – summer staff contacts (don't pin in the shop!)

| Name | Role | Mobile | Notes |
|------|------|--------|-------|
| ⟦PERSON|Ffion Jenkins⟧ | Warden | ⟦PHONE|07817 223 904⟧ | off Tuesdays |
| ⟦PERSON|Declan Moss⟧ | Maintenance | ⟦PHONE|07930 118 552⟧ | ⟦MEDICAL|slipped disc⟧, light duties till Aug |
| ⟦PERSON|Ruth Abara⟧ | Shop | ⟦PHONE|07455 660 271⟧ | key safe code ⟦PASSWORD|1 9 6 4⟧ |

Guest wifi: ⟪wifi_ssid|BrynTawel_Guest⟫ (open). Pitches ⟪pitch_range|A1–A24⟫ are hardstanding. Shifts ⟪shift_time|07:00–15:00⟫ / ⟪shift_time|15:00–22:00⟫.
"""),

("sql_insert", r"""
-- staff import, ⟪org_name|Hatchlands Clay Ground⟫ payroll
INSERT INTO staff (id, full_name, nino, dob, mobile, home_address, hourly_rate) VALUES
(⟪row_id|101⟫, '⟦PERSON|Jordan Pike⟧', '⟦NATIONAL_ID|$nino_1⟧', '⟦DATE_OF_BIRTH|2001-05-19⟧', '⟦PHONE|07563 228 410⟧', '⟦ADDRESS|9 Ewhurst Road, Cranleigh GU6 7AE⟧', '⟦AMOUNT|£12.40⟧'),
(⟪row_id|102⟫, '⟦PERSON|Helen Strachan⟧', '⟦NATIONAL_ID|$nino_2⟧', '⟦DATE_OF_BIRTH|1975-10-08⟧', '⟦PHONE|07788 901 336⟧', '⟦ADDRESS|Rose Cottage, Shere Lane, Guildford GU5 9HF⟧', '⟦AMOUNT|£15.75⟧');
-- schema ⟪schema_version|v14⟫, migrated ⟪timestamp|2024-03-30 22:10:05⟫
"""),

("till_receipt", r"""
⟪org_name|RIVERSIDE TACKLE & BAIT⟫
VAT No ⟪vat_number|GB 284 1937 52⟫
--------------------------------
Maggots 1pt            ⟪price|£3.50⟫
Korum Snapper net      ⟪price|£42.99⟫
Drennan hooks x3       ⟪price|£11.97⟫
Groundbait 2kg         ⟪price|£7.99⟫
--------------------------------
TOTAL                  ⟦AMOUNT|£66.45⟧
VISA CONTACTLESS  ⟪masked_card|************3318⟫
AUTH CODE ⟪auth_code|08812B⟫
Served by: ⟦PERSON|Kieran⟧
Loyalty: ⟦PERSON|Wes Arkwright⟧ – receipt sent to ⟦EMAIL|wes.arkwright@sky.com⟧
"""),

("github_issue", r"""
Bot stops replying after restart · Issue ⟪issue_number|#57⟫
@⟦PERSON|seanieoc⟧ opened this issue

Running the catch-report bot for ⟪org_name|Lough Erne Anglers⟫ on ⟪version|Python 3.12.2⟫. config.json:

    {
      "telegram_token": "⟦APIKEY|$tg_1⟧",
      "admin_chat_id": ⟪chat_id|-1001844201337⟫,
      "bot_name": "⟪bot_username|ErneCatchBot⟫"
    }

log: `2024-04-02 06:00:01 INFO connected from ⟦IP_ADDRESS|51.89.142.17⟧`

---
@⟦PERSON|fbyrne-dev⟧ commented
You've just posted your bot token publicly – revoke it in BotFather now, and maybe take your server IP out of the log too.
"""),

("phone_booking_note", r"""
PHONE BOOKING – ⟪org_name|Hollowmere Equestrian Centre⟫
Taken by: ⟦PERSON|Steph⟧   ⟪timestamp|03/06 14:20⟫
Client: ⟦PERSON|Olamide Adeyemi⟧ (new), riding holiday 3 days, ⟪product_code|RH3-ADV⟫
Height/weight OK for ⟪horse_name|Jasper⟫. Disclosed ⟦MEDICAL|hypothyroidism⟧, takes ⟦MEDICAL|levothyroxine⟧ – fine to ride.
Card taken over phone: ⟦CARD|$card_amex_1⟧ exp 08/26 CID ⟦CVV|4417⟧
Deposit charged ⟦AMOUNT|£150⟧, balance ⟦AMOUNT|£390⟧ due 14 days before.
Mob ⟦PHONE|07983 441 027⟧  /  ⟦EMAIL|olamide.adeyemi@icloud.com⟧
!! shred this sheet once card is processed !!
"""),

("discord_chat", r"""
#tech-help — ⟪org_name|Peak Grit Climbing Club⟫ Discord

⟦PERSON|boulderbex⟧ — Today at 19:02
the results bot stopped posting to #comp-results, anyone know why?
⟦PERSON|Arjun M⟧ — Today at 19:06
webhook got regenerated, use this one ⟦SECRET|$discord_hook_1⟧
and the bot token is ⟦APIKEY|$discord_1⟧ if u need to restart it on the pi (⟦IP_ADDRESS|192.168.1.64⟧)
⟦PERSON|boulderbex⟧ — Today at 19:07
ty!! also ⟦PERSON|Arjun M⟧ u still owe me ⟦AMOUNT|£12⟧ for the ⟪event_name|Burbage bouldering league⟫ entry 😂
⟦PERSON|mod-Tash⟧ — Today at 19:10
pls don't post tokens in public channels, deleting in 5. running ⟪version|discord.py 2.3.2⟫ btw
"""),
]

# ---- part 3 ------------------------------------------------------------------
TEXTS += [
("auth_log", r"""
Jun 14 03:12:07 berthwatch-01 sshd[⟪pid|24117⟫]: Failed password for invalid user admin from ⟦IP_ADDRESS|45.148.10.92⟧ port ⟪port|51244⟫ ssh2
Jun 14 03:12:09 berthwatch-01 sshd[24117]: Failed password for ⟦PERSON|rkasprzak⟧ from ⟦IP_ADDRESS|185.220.101.34⟧ port 39012 ssh2
Jun 14 07:45:30 berthwatch-01 sshd[25501]: Accepted publickey for ⟦PERSON|rkasprzak⟧ from ⟦IP_ADDRESS|100.101.22.7⟧ port 60222 ssh2: ED25519 SHA256:⟪key_fingerprint|9pLx0c3Wn4Qh2rS5tUvB8yZ1aE6fG7hJ0kM2nP3qR4s⟫
Jun 14 07:46:02 berthwatch-01 sudo:  ⟦PERSON|rkasprzak⟧ : TTY=pts/0 ; PWD=/home/⟦PERSON|rkasprzak⟧ ; USER=root ; COMMAND=/usr/bin/systemctl restart berthwatch
Jun 14 07:46:03 berthwatch-01 systemd[1]: Started berthwatch.service - Berth sensor gateway ⟪version|v4.0.3⟫.
"""),

("it_handover_doc", r"""
IT handover – ⟪org_name|Kestrel Outdoor Centre⟫ (for ⟦PERSON|Sam⟧ while I'm on leave, ticket ⟪ticket_id|IT-4471⟫)

* Booking system admin: user ⟦PERSON|lhewitt⟧ / pw ⟦PASSWORD|Abseil-Kestrel-19⟧
* 2FA seed for the shared admin login (paste into the authenticator app): ⟦SECRET|$totp_2⟧
* Backup codes if the phone dies: ⟦SECRET|$rc_a_1⟧  ⟦SECRET|$rc_a_2⟧  ⟦SECRET|$rc_a_3⟧  ⟦SECRET|$rc_a_4⟧
* Router is ⟦IP_ADDRESS|192.168.10.1⟧, admin pw on the sticker underneath
* Staff wifi ⟪wifi_ssid|KOC-Staff⟫ / ⟦PASSWORD|ropeaccess2024⟧
* Alarm code for the kit store: ⟦PASSWORD|8 4 2 7⟧ then tick

Cheers, ⟦PERSON|Lucy Hewitt⟧
"""),

("bill_of_sale", r"""
BILL OF SALE – PLEASURE VESSEL
Vessel: ⟪boat_name|Halcyon Days⟫, ⟪product_model|Hunter Channel 31⟫, HIN ⟪hull_id|GB-HUN31452F808⟫, ⟪ssr_number|SSR 148922⟫
Seller: ⟦PERSON|Derek Arthur Mowbray⟧, ⟦ADDRESS|12 Quay Hill, Lymington, Hampshire SO41 3AR⟧
Buyer: ⟦PERSON|Imogen Castellano⟧, ⟦ADDRESS|Flat 7, Marlowe Court, 88 Kings Road, Brighton BN1 2FA⟧
Price agreed ⟦AMOUNT|£23,750⟧, of which a deposit of ⟦AMOUNT|£2,375⟧ was paid on 02/04/2024; the balance is to be paid by bank transfer to the Seller's account ⟦IBAN|$iban_gb_4⟧.
The vessel is currently lying at ⟪berth_number|Pontoon B berth 31⟫, ⟪org_name|Quayside Marina Lymington⟫.
Signed (Seller) ⟦PERSON|D. A. Mowbray⟧        Signed (Buyer) ⟦PERSON|I. Castellano⟧
"""),

("insurance_claim_form", r"""
PERSONAL ACCIDENT CLAIM – ⟪org_name|Equisure Rider Cover⟫, policy ⟪policy_number|ERC-0091274⟫
Claimant: ⟦PERSON|Tamsin Greaves⟧          DOB: ⟦DATE_OF_BIRTH|21 Oct 1996⟧
Address: ⟦ADDRESS|Yew Tree Farm, Back Lane, Tarporley CW6 9QS⟧
Incident: fall from ⟪horse_name|Dolly⟫ during a lesson at ⟪org_name|Beeston Castle Riding School⟫ on 12 March.
Injuries: ⟦MEDICAL|fractured left clavicle⟧, ⟦MEDICAL|concussion⟧. Seen at ⟪hospital_name|Leighton Hospital⟫ A&E.
Amount claimed: ⟦AMOUNT|£1,860⟧ loss of earnings (3 weeks) + ⟦AMOUNT|£214.50⟧ physiotherapy
Pay to: ⟦IBAN|$iban_gb_5⟧
GP: Dr ⟦PERSON|Anand Mistry⟧, ⟪org_name|Tarporley Health Centre⟫
"""),

("docker_compose", r"""
services:
  pitchbook-api:
    image: ⟪image_tag|registry.gitlab.com/dunesidepark/pitchbook:1.9.4⟫
    environment:
      - DB_HOST=⟦IP_ADDRESS|172.20.0.3⟧
      - DB_URL=mysql://pitchbook:⟦SECRET|C4mp-F1re-88⟧@db:⟪port|3306⟫/pitchbook
      - GOOGLE_MAPS_KEY=⟦APIKEY|$gapi_1⟧
      - GITLAB_TOKEN=⟦APIKEY|$glpat_1⟧
      - JWT_SECRET=⟦SECRET|$jwt_secret_1⟧
      - ADMIN_CONTACT=⟦EMAIL|kev@dunesideholidaypark.co.uk⟧
  db:
    image: ⟪image_tag|mariadb:10.11⟫
    ports:
      - "⟪port_mapping|3306:3306⟫"
"""),

("membership_application", r"""
⟪org_name|Cypress Hollow Country Club⟫ — Membership Application (Full Golf)
Applicant: ⟦PERSON|Jonathan R. Whitlock⟧        DOB: ⟦DATE_OF_BIRTH|August 30, 1966⟧
SSN (credit check only): ⟦SSN|$ssn_3⟧
Spouse: ⟦PERSON|Carol Whitlock⟧        DOB: ⟦DATE_OF_BIRTH|February 2, 1968⟧
Home: ⟦ADDRESS|2207 Magnolia Bend Dr, Bluffton, SC 29910⟧
Cell: ⟦PHONE|843-681-2290⟧
Initiation fee ⟪price|$18,000⟫; monthly dues ⟪price|$745⟫.
Sponsoring members: ⟦PERSON|Hank DeLuca⟧ (#⟪member_number|1182⟫), ⟦PERSON|Marisol Ybarra⟧ (#⟪member_number|0904⟫)
"""),

("slip_rental_application", r"""
⟪org_name|Pelican Pointe Marina⟫ – Annual Slip Application
Slip requested: ⟪slip_number|C-27⟫ (40 ft)     Rate quoted: ⟪quote|$9,240/yr⟫
Owner: ⟦PERSON|Darnell Okafor⟧     SSN: ⟦SSN|$ssn_5⟧
Vessel: ⟪boat_name|Reel Therapy⟫, Sea Ray 400, FL reg ⟪vessel_registration|FL 4471 RM⟫
Email: ⟦EMAIL|dokafor.reeltherapy@gmail.com⟧     Phone: ⟦PHONE|(727) 418-9035⟧
Address: ⟦ADDRESS|615 Bayshore Blvd Apt 4C, Tampa, FL 33606⟧
Deposit ⟦AMOUNT|$770.00⟧ charged to ⟦CARD|$card_visa_5⟧, CVV ⟦CVV|935⟧
"""),

("employee_onboarding_form", r"""
⟪org_name|Muskoka Bay Marina⟫ – New hire info (seasonal dock hand)
Name: ⟦PERSON|Étienne Lavoie⟧          SIN: ⟦NATIONAL_ID|$sin_1⟧
DOB: ⟦DATE_OF_BIRTH|1999-04-11⟧
Address: ⟦ADDRESS|38 rue Saint-Paul, Gatineau QC J8Y 2H5⟧
Wage: ⟦AMOUNT|$19.50⟧/hr, start ⟪start_date|May 15⟫
Health: ⟦MEDICAL|latex allergy⟧, carries an ⟦MEDICAL|EpiPen⟧
Emergency contact: ⟦PERSON|Chantal Lavoie⟧ (mother) ⟦PHONE|819-771-4402⟧
Uniform size ⟪size_code|M-R⟫, locker ⟪locker_number|L-14⟫
"""),

("tfn_declaration", r"""
TFN declaration – payroll copy – ⟪org_name|Seacliff Coast Holiday Park⟫
Payee: ⟦PERSON|Brooke Tamati⟧
TFN: ⟦NATIONAL_ID|$tfn_1⟧
Date of birth: ⟦DATE_OF_BIRTH|17/05/2002⟧
Home address: ⟦ADDRESS|4/22 Terralong St, Kiama NSW 2533⟧
Australian resident for tax purposes: Yes   Claim tax-free threshold: Yes
Study/training support loan: Yes – outstanding ⟦AMOUNT|$14,230⟧
Super fund USI: ⟪fund_usi|STA0100AU⟫   Award: ⟪award_code|MA000081⟫
Email: ⟦EMAIL|brooke.tamati@outlook.com⟧
"""),

("handover_note", r"""
Night warden handover – ⟦PERSON|Col⟧ → ⟦PERSON|Bex⟧, ⟪shift_date|Sat 10 Aug⟫
- 22:40 noise complaint from ⟪pitch_number|T9⟫ re stag group on ⟪pitch_number|T11⟫ (booked by ⟦PERSON|Ryan Steadman⟧, ⟦PHONE|07502 881 347⟧). Spoke to them, calmed down by 23:15.
- Lady on ⟪pitch_number|H3⟫, Mrs ⟦PERSON|Joy Adebayo⟧, had a ⟦MEDICAL|hypo⟧ – husband gave her ⟦MEDICAL|glucose gel⟧, she's fine, no ambulance. pls check on her in the morning.
- ⟪dog_name|Pickle⟫ (the spaniel on T11) loose again, ⟪animal_condition|cut pad⟫ on front paw, owner aware.
- Took ⟦AMOUNT|£40⟧ cash from late arrival ⟦PERSON|Tomás Ferreira⟧ for 2 nights, it's in the safe. Safe code ⟦PASSWORD|0 3 1 1⟧ same as before.
"""),

("ocr_business_card", r"""
[OCR – business card, scanned ⟪timestamp|2024-04-18 10:02⟫]
⟪org_name|HALDANE & FRY⟫
Gunmakers · Est. ⟪year|1887⟫
⟦PERSON|Alistair Fry⟧
Master Gunsmith
⟪place_name|Galashiels⟫ · Scottish Borders
T ⟦PHONE|01896 75 2294⟧    M ⟦PHONE|07730 416 118⟧
⟦EMAIL|alistair@haldanefry.co.uk⟧
VAT ⟪vat_number|GB 412 7730 18⟫
"""),

("subject_access_request", r"""
To: ⟦EMAIL|dataprotection@sandpiperholidayparks.co.uk⟧
Subject: Subject Access Request

I am writing to request all personal data you hold on me under Article 15 UK GDPR. To help you locate my records:

Name: ⟦PERSON|Veronika Hlaváčová⟧ (previously ⟦PERSON|Veronika Dvořák⟧)
Date of birth: ⟦DATE_OF_BIRTH|11/09/1983⟧
Address: ⟦ADDRESS|56 Canal Street, Nottingham NG1 7EH⟧
Holiday home owner, plot ⟪plot_number|112⟫, 2017–2022, customer no. ⟪customer_number|SHP-0042917⟫

Please include CCTV from 14/08/2022 and the recording of the call in which I was told my ⟦AMOUNT|£4,500⟧ pitch fee would be refunded pro rata.

Regards,
⟦PERSON|Veronika Hlaváčová⟧
⟦PHONE|07411 982 605⟧
"""),

("range_booking_email", r"""
Hi ⟦PERSON|Ole⟧,

For the moose shooting test (⟪event_name|elgprøven⟫) on Saturday the range needs each shooter's national ID number for the hunter register check:
- ⟦PERSON|Ingvild Haugen⟧, born ⟦DATE_OF_BIRTH|11 June 1989⟧ – ⟦NATIONAL_ID|$no_1⟧
- ⟦PERSON|Jussi Rantanen⟧ (Finnish, visiting), born ⟦DATE_OF_BIRTH|5 January 1993⟧ – ⟦NATIONAL_ID|$fi_1⟧
Fee is ⟪price|NOK 350⟫ per shooter, we paid ⟦AMOUNT|NOK 700⟧ by Vipps to ⟦PHONE|+47 412 88 305⟧ this morning. We'll take ⟪range_id|bane 3⟫ at 10:00.

Best,
⟦PERSON|Kari⟧
"""),

("berth_application_form", r"""
⟪org_name|Jachthaven Mercator Oostende⟫ — seasonal berth application ⟪season|2024⟫
Applicant: ⟦PERSON|Wouter Claes⟧
National register no.: ⟦NATIONAL_ID|$be_1⟧
Date of birth: ⟦DATE_OF_BIRTH|17/03/1984⟧
Address: ⟦ADDRESS|Vlaanderenstraat 42 bus 3, 8400 Oostende⟧
Phone: ⟦PHONE|+32 475 61 28 90⟧     Email: ⟦EMAIL|wouter.claes@telenet.be⟧
Boat: ⟪boat_name|Zeemeeuw III⟫, LOA ⟪boat_length|9.4 m⟫
Season berth ⟪tariff|€1,980⟫, by direct debit from ⟦IBAN|$iban_be_1⟧
"""),

("git_diff", r"""
commit ⟪commit_sha|$d_sha_4⟫
Author: ⟦PERSON|Hannah Booth⟧ <⟦EMAIL|hbooth@kinderscoutcentre.org⟧>
    move secrets out of settings.py

diff --git a/config/settings.py b/config/settings.py
index ⟪git_blob|4f1c2ab⟫..⟪git_blob|9e07d13⟫ 100644
--- a/config/settings.py
+++ b/config/settings.py
@@ -12,9 +12,9 @@ DEBUG = False
-SECRET_KEY = '⟦SECRET|$django_key_1⟧'
+SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]
-OPENAI_API_KEY = "⟦APIKEY|$openai_1⟧"
+OPENAI_API_KEY = os.environ.get("OPENAI_API_KEY")
 ALLOWED_HOSTS = ["bookings.kinderscoutcentre.org", "⟦IP_ADDRESS|10.1.4.22⟧"]
-EMAIL_HOST_PASSWORD = "⟦PASSWORD|gritstone!Edale7⟧"
+EMAIL_HOST_PASSWORD = os.environ["SMTP_PASSWORD"]
"""),

("chargeback_dispute", r"""
Dispute reference: ⟪dispute_id|DP-77120-RX⟫
Cardholder: ⟦PERSON|Nathaniel Obi⟧
Card: ⟪masked_card|4658 58** **** 0193⟫
Merchant: ⟪org_name|Lakeland Hideaways⟫, ⟪merchant_id|MID 4457 2290 18⟫
Transaction: ⟪transaction_date|02/07/2024⟫, ⟦AMOUNT|£1,575.00⟧
Reason: services not provided – the cottage was flooded on arrival and the merchant refused a refund. Only ⟦AMOUNT|£300.00⟧ has been returned.
Contact: ⟦PHONE|07375 610 924⟧, ⟦ADDRESS|31 Ashgrove Avenue, Bristol BS7 9LL⟧
"""),

("imessage_thread", r"""
Me: did u pay the skipper?
⟦PERSON|Shaz⟧: yeah ⟦AMOUNT|£90⟧ each so u owe me ⟦AMOUNT|£90⟧ lol
Me: sending now, what's ur monzo
⟦PERSON|Shaz⟧: just do it to my number ⟦PHONE|07940 223 118⟧
⟦PERSON|Shaz⟧: boat leaves ⟪place_name|Weymouth⟫ 6am, skipper is ⟦PERSON|Big Tony⟧ on ⟪boat_name|Dorset Dawn⟫. wrecks for pollack
⟦PERSON|Shaz⟧: and bring ur ⟦MEDICAL|Stugeron⟧ ffs after last time 🤢
"""),
]

# ---- part 4 ------------------------------------------------------------------
TEXTS += [
("newsletter_price_list", r"""
Subject: Your 2025 touring prices are here!

Dear Guest,

Thank you for staying with us this year. Our 2025 tariff is below – book before 31 January and use code ⟪promo_code|EARLY25⟫ for 10% off.

Grass pitch, no hook-up ........ ⟪tariff|£24.00⟫ per night
Hardstanding + EHU ............. ⟪tariff|£34.50⟫ per night
Super pitch (water/waste) ...... ⟪tariff|£41.00⟫ per night
Dogs (max 2) ................... ⟪tariff|£3.00⟫ each
Seasonal pitch (Mar–Oct) ....... ⟪tariff|£2,450⟫

The park opens ⟪season_dates|14 March – 2 November 2025⟫. See you soon!
⟪org_name|Hillside Meadows Touring Park⟫ · ⟪place_name|Bude⟫, Cornwall
"""),

("tee_sheet_export", r"""
Tee sheet – ⟪org_name|Kingsknowe Golf Club⟫ – ⟪tee_date|Sat 18 May⟫ – 1st tee
time,player1,player2,player3,player4,note
⟪tee_time|08:10⟫,⟦PERSON|Fraser Lindsay⟧,⟦PERSON|Ewan Mackie⟧,⟦PERSON|Gordon Tait⟧,⟦PERSON|Iain Rennie⟧,
⟪tee_time|08:20⟫,⟦PERSON|Morag Cairns⟧,⟦PERSON|Elspeth Dow⟧,visitor,visitor,"visitors paid ⟪price|£60⟫ each"
⟪tee_time|08:30⟫,⟦PERSON|Hamish Crerar⟧,,,,"buggy – ⟦MEDICAL|bad knee⟧ (medical cert on file)"
"""),

("ansible_inventory", r"""
# inventory/prod.ini – ⟪org_name|Whitewater Adventure Centre⟫ kit
[booking]
⟦IP_ADDRESS|10.60.1.11⟧ ansible_user=deploy ansible_password=⟦PASSWORD|Rapids!Grade4⟧

[cctv]
⟦IP_ADDRESS|10.60.2.40⟧ ansible_user=admin ansible_password=⟦PASSWORD|hikvision_Weir22⟧ ansible_port=⟪port|2222⟫

[office]
⟦IP_ADDRESS|10.60.3.5⟧ ansible_user=⟦PERSON|gwatkins⟧

[all:vars]
ansible_python_interpreter=/usr/bin/python3
; managed by ⟦PERSON|Gethin Watkins⟧, last change ⟪change_id|CHG-0319⟫
"""),

("terminal_session", r"""
$ cat ~/.npmrc
//registry.npmjs.org/:_authToken=⟦APIKEY|$npm_1⟧
$ npm publish --access public
npm notice 📦  ⟪package_name|@tidewatch/berth-sensors⟫@⟪version|0.8.3⟫
npm notice shasum: ⟪sha1|$d_sha_5⟫
npm notice total files: 14
npm ERR! 403 Forbidden - You do not have permission to publish. Are you logged in as ⟦PERSON|nkariuki⟧?
$ whoami
⟦PERSON|nkariuki⟧
"""),

("lost_property_log", r"""
LOST PROPERTY – ⟪org_name|Ashdown Forest Golf Club⟫ (clubhouse)
date  | item | found by | owner / contact | status
⟪log_date|04/05⟫ | Titleist driver head cover | ⟦PERSON|Kev⟧ (greens) | ⟦PERSON|Philippa Brand⟧ ⟦PHONE|07833 219 450⟧ | collected
06/05 | reading glasses, brown case | bar | unknown | in drawer
09/05 | blue ⟪product_model|FootJoy HyperFlex⟫ shoes UK 9 | ⟦PERSON|Kev⟧ | ⟦PERSON|Sunil Batra⟧ ⟦PHONE|07504 881 390⟧ | left voicemail
11/05 | ⟦MEDICAL|asthma inhaler⟧ (name label ⟦PERSON|Lottie Wren⟧) | ladies' locker room | parents called | to office
"""),

("online_review", r"""
⭐⭐⭐⭐⭐ "Perfect bolthole" – reviewed by ⟦PERSON|Carys_T⟧, stayed March 2024
⟪property_name|The Granary⟫ at ⟪place_name|Abersoch⟫ was spotless. ⟦PERSON|Megan⟧ (owner) left Welsh cakes and a note, and when my partner had a ⟦MEDICAL|migraine⟧ she dropped paracetamol round at 10pm. We paid ⟦AMOUNT|£540⟧ for 4 nights which felt fair for the location. Only niggle: the wifi (⟪wifi_ssid|Granary_5G⟫) dropped constantly.
Helpful? 👍 12
"""),

("participation_waiver", r"""
HIGH ROPES PARTICIPATION WAIVER (under 18s) – ⟪org_name|Treetop Trek Manchester⟫
Participant: ⟦PERSON|Zara Iqbal⟧           Date of birth: ⟦DATE_OF_BIRTH|30 Jan 2012⟧
Height ⟪measurement|148 cm⟫ – meets minimum ⟪measurement|140 cm⟫
Medical conditions: ⟦MEDICAL|mild scoliosis⟧ – consultant says fine for harness use
Parent/guardian: ⟦PERSON|Sadia Iqbal⟧    Phone: ⟦PHONE|07926 338 104⟧
I confirm the information above is correct.   Signed: ⟦PERSON|S. Iqbal⟧   ⟪signed_date|22/07/2024⟫
Session ⟪session_code|HR-1400-B⟫
"""),

("curl_snippet", r"""
Here's what I'm running to summarise the angling club's catch returns (it works locally):

curl https://api.anthropic.com/v1/messages \
  -H "x-api-key: ⟦APIKEY|$anthropic_1⟧" \
  -H "anthropic-version: ⟪api_version|2023-06-01⟫" \
  -H "content-type: application/json" \
  -d '{"model": "claude-3-haiku", "max_tokens": 512, "messages": [{"role": "user", "content": "Summarise: ⟦PERSON|Neil Pardoe⟧ (member ⟪member_number|4410⟫) 3 brown trout, ⟦PERSON|Jenny Ruddock⟧ 1 grayling"}]}'

Can someone tell me why it returns ⟪http_status|429⟫ on the server (⟦IP_ADDRESS|139.59.201.88⟧) but not on my laptop?
"""),

("competition_results", r"""
⟪org_name|Severnside AC⟫ – ⟪event_name|Autumn Open⟫ results, ⟪event_date|22 Sept⟫, ⟪place_name|Upton-upon-Severn⟫
1st  ⟦PERSON|Craig "Chub" Mellor⟧ – peg ⟪peg_number|34⟫ – ⟪weight|18lb 4oz⟫ – wins ⟦AMOUNT|£420⟧
2nd  ⟦PERSON|Daniela Rossi⟧ – peg ⟪peg_number|12⟫ – 15lb 11oz – wins ⟦AMOUNT|£250⟧
3rd  ⟦PERSON|Tony Blakemore⟧ – peg ⟪peg_number|7⟫ – 12lb 0oz – wins ⟦AMOUNT|£130⟧
Total prize fund ⟪org_total|£1,100⟫ (40 anglers @ ⟪price|£27.50⟫). Pools paid out at the bar.
"""),

("out_of_office_reply", r"""
Auto-reply: Out of office until Monday 2 September

Thanks for your email. I'm away sailing (ironic, I know). For urgent berthing or lift-out matters please contact ⟦PERSON|Dom Ashcroft⟧ on ⟦PHONE|07866 402 731⟧ or the marina office on ⟦PHONE|01621 744 300⟧, or email ⟦EMAIL|office@blackwaterquay.co.uk⟧. Fuel berth hours are ⟪opening_hours|08:00–18:00⟫.

⟦PERSON|Nell Farquharson⟧
Harbour Master, ⟪org_name|Blackwater Quay Marina⟫
"""),

("guest_register", r"""
Guest register (parte de viajeros) – ⟪org_name|Casas Rurales Sierra Alta⟫, ⟪place_name|Ronda⟫
Property ⟪property_code|SA-07⟫ "El Olivar", check-in ⟪checkin_date|03/10/2024⟫

Guest 1: ⟦PERSON|Javier Moreno Ruiz⟧ – DNI ⟦NATIONAL_ID|$dni_1⟧ – nationality ⟪country|Spain⟫
Guest 2: ⟦PERSON|Ana Beltrán Ortega⟧ – DNI ⟦NATIONAL_ID|$dni_2⟧
Guest 3: ⟦PERSON|Oksana Kovalenko⟧ – NIE ⟦NATIONAL_ID|$nie_1⟧
Guest 4: ⟦PERSON|Liam Prentice⟧ – passport ⟦PASSPORT|$pp_gb_1⟧ – nationality ⟪country|United Kingdom⟫
Booking holder phone: ⟦PHONE|+34 612 48 93 07⟧
"""),

("membership_renewal_email", r"""
Dear ⟦PERSON|Melvin⟧,

Your ⟪org_name|Changi Sailing Association⟫ membership (no. ⟪member_number|CSA-2291⟫) is due for renewal. Our records show:

Name: ⟦PERSON|Melvin Tan Wei Jie⟧
NRIC: ⟦NATIONAL_ID|$nric_1⟧
Mobile: ⟦PHONE|+65 9172 4408⟧
Dependant: ⟦PERSON|Tan Rui En⟧, NRIC ⟦NATIONAL_ID|$nric_2⟧

Annual fee ⟪price|S$480⟫ – please pay by ⟪due_date|31 July⟫. Your boat park lot ⟪lot_number|B-118⟫ will be released otherwise.

Membership Office
"""),

("trek_booking_confirmation", r"""
Booking confirmed ✔  ⟪booking_ref|HK-TRK-88213⟫
⟪org_name|Himalayan Kestrel Treks⟫ – ⟪product_name|Hampta Pass 5D⟫, batch ⟪batch_code|HP-0615⟫

Trekker: ⟦PERSON|Aditi Deshmukh⟧, age 29
Aadhaar (for forest permit): ⟦NATIONAL_ID|$aadhaar_1⟧
Emergency contact: ⟦PERSON|Rohan Deshmukh⟧ (brother) ⟦PHONE|+91 98201 44731⟧
Medical: ⟦MEDICAL|exercise-induced asthma⟧ – carry inhaler; ⟦MEDICAL|Diamox⟧ as advised by doctor
Paid: ⟦AMOUNT|₹9,450⟧ (incl. GST)
Co-trekker (NRI): ⟦PERSON|Kabir Sethi⟧, passport ⟦PASSPORT|$pp_in_1⟧
"""),

("invoice_request_email", r"""
Hi ⟦PERSON|Giulia⟧,

Thanks for booking ⟪property_name|Casale delle Ginestre⟫ with us for 12–19 June. As you asked for an Italian invoice (fattura) for your company, we need your codice fiscale – I think you sent ⟦NATIONAL_ID|$cf_1⟧ in your first message, can you confirm that's right?

Full name on the invoice: ⟦PERSON|Giulia Bianchi⟧
Address: ⟦ADDRESS|Via Privata Bordighera 14, 20142 Milano MI⟧
Total paid: ⟦AMOUNT|€1,960.00⟧ (including ⟪tax_item|tourist tax €2/night⟫)

Grazie,
⟦PERSON|Rosanna⟧ – ⟪org_name|Umbria Country Lets⟫
"""),

("slack_incident_channel", r"""
#inc-0412-aws-keys
⟦PERSON|Priti Shah⟧  09:03
GitGuardian flagged this in the public repo ⟪repo_name|golfclub-scorecards⟫ commit ⟪commit_sha|$d_sha_6⟫:
```
aws_access_key_id = ⟦APIKEY|$akia_2⟧
aws_secret_access_key = ⟦SECRET|$aws_sec_2⟧
```
⟦PERSON|Connor Beattie⟧  09:05
deactivated both in IAM. CloudTrail shows calls from ⟦IP_ADDRESS|91.92.243.15⟧ we don't recognise, region ⟪aws_region|eu-west-2⟫
⟦PERSON|Priti Shah⟧  09:07
ugh. ⟦PERSON|Connor⟧ can you check the ⟪s3_bucket|kgc-scorecards-prod⟫ access log too
"""),

("terraform_tfvars", r"""
# terraform.tfvars – bookings stack for ⟪org_name|Coedwig Cabins⟫
region          = "⟪aws_region|eu-west-1⟫"
instance_type   = "⟪instance_type|t3.small⟫"
db_password     = "⟦PASSWORD|Cabin-Coedwig-2024!⟧"
do_token        = "⟦APIKEY|$do_1⟧"
shopify_token   = "⟦APIKEY|$shopify_1⟧"
shopify_secret  = "⟦SECRET|$shpss_1⟧"
admin_cidr      = "⟦IP_ADDRESS|82.31.170.4⟧/32"
owner_email     = "⟦EMAIL|ieuan.pryce@coedwigcabins.cymru⟧"
"""),

("visitor_permit_application", r"""
VISITOR'S SHOTGUN PERMIT – application via sponsor ⟪org_name|Glen Dochart Sporting⟫
Sponsor ref: ⟪sponsor_ref|GDS/VP/24/019⟫
Applicant: ⟦PERSON|Charles "Chip" Weatherby III⟧
Date of birth: ⟦DATE_OF_BIRTH|04/22/1958⟧
US passport: ⟦PASSPORT|$pp_us_1⟧
Home address: ⟦ADDRESS|88 Old Stagecoach Rd, Weston, CT 06883⟧
Phone: ⟦PHONE|+1 203-454-7719⟧   Email: ⟦EMAIL|chipw3@optonline.net⟧
Guns: 2 x ⟪product_model|Purdey side-by-side 12g⟫ (serials on schedule)
Dates in UK: ⟪visit_dates|12–20 October 2024⟫, ⟪event_name|driven grouse, Glen Dochart⟫
"""),
]

# ---- part 5 ------------------------------------------------------------------
TEXTS += [
("w4_onboarding_form", r"""
⟪org_name|Lost Pines RV Resort⟫ – seasonal workamper onboarding
Employee: ⟦PERSON|Gail Summerhays⟧       SSN: ⟦SSN|$ssn_6⟧
Address of record: ⟦ADDRESS|PO Box 412, Quartzsite, AZ 85346⟧
DOB: ⟦DATE_OF_BIRTH|12/01/1957⟧
Spouse also working: ⟦PERSON|Roy Summerhays⟧, SSN ⟦SSN|$ssn_8⟧
Site ⟪site_number|W-9⟫ provided in exchange for 20 hrs/wk each; additional hours ⟦AMOUNT|$15.00⟧/hr.
Filing status: ⟪form_field|Married filing jointly⟫
"""),

("radio_log_transcript", r"""
VHF log – ⟪org_name|Port Edgar Marina⟫ fuel berth – ⟪channel|Ch 80⟫ – ⟪timestamp|17:42⟫
"Port Edgar, Port Edgar, this is yacht ⟪boat_name|Kittiwake⟫, over."
"Kittiwake, Port Edgar, go ahead."
"We've a crew member, ⟦PERSON|Morven⟧, with a ⟦MEDICAL|suspected broken ankle⟧, coming alongside the fuel pontoon in ten minutes, can you have someone meet us? Skipper's mobile is ⟦PHONE|zero seven eight one two, four four six, three nine one⟧."
"Received, ⟦PERSON|Callum⟧ will meet you on the pontoon, ambulance called."
Note: fuel taken later, ⟦AMOUNT|£118.60⟧ paid by skipper ⟦PERSON|Rab Kinloch⟧.
"""),

("product_qa", r"""
Q: Will the ⟪product_model|Shimano Stradic FM 2500⟫ balance on a ⟪product_model|7ft 4-weight⟫ fly-to-spin conversion rod? – asked 3 months ago
A: Bit heavy at ⟪weight|225g⟫ – the ⟪product_model|Vanford 1000⟫ is better. In stock at ⟪price|£219.99⟫, SKU ⟪sku|SHI-VF1000F⟫.
A: Works fine on mine with a ⟪product_model|Fuji DPS 18⟫ seat. Firmware ⟪version|1.0.4⟫ on the line counter btw, not that it matters.
"""),

("reservation_json", r"""
{"reservation": {
  "id": "⟪reservation_id|R-2024-061773⟫",
  "campground": "⟪org_name|Cedar Hollow Campground⟫",
  "site": "⟪site_number|B14⟫",
  "guest": {"first": "⟦PERSON|Maddie⟧", "last": "⟦PERSON|Huang-Ellison⟧", "email": "⟦EMAIL|maddie.he@protonmail.com⟧", "phone": "⟦PHONE|+1 541 338 0927⟧"},
  "payment": {"card": "⟪masked_card|**** **** **** 8810⟫", "charged": "⟦AMOUNT|USD 212.40⟧"},
  "client_ip": "⟦IP_ADDRESS|73.240.18.66⟧",
  "notes": "traveling w/ ⟪dog_name|Juniper⟫ (dog). guest uses ⟦MEDICAL|CPAP machine⟧, needs 30A"
}}
"""),

("farrier_sms", r"""
Hi ⟦PERSON|Claire⟧, ⟦PERSON|Mark⟧ the farrier here. Did ⟪horse_name|Rolo⟫ and ⟪horse_name|Bramble⟫ today – ⟪horse_name|Rolo⟫ full set, ⟪horse_name|Bramble⟫ trim, his ⟪animal_condition|seedy toe⟫ is clearing up. That's ⟦AMOUNT|£150⟧ all in, plus ⟦AMOUNT|£35⟧ still owing from May. Bank details same as before or cash is fine. Next visit ⟪visit_date|6 Aug⟫.
"""),

("gift_voucher_email", r"""
Subject: Your gift voucher ⟪voucher_code|CLAY-GV-4Q8T2⟫

Hi ⟦PERSON|Anjali⟧,

Thank you for your order. You bought a ⟪product_name|Have-a-Go Clay Experience⟫ for ⟦PERSON|Hugo Pemberton⟧ and paid ⟦AMOUNT|£79.00⟧ (order ⟪order_id|#100482⟫). We've posted the voucher to ⟦ADDRESS|14 Albion Terrace, Reading RG1 5BG⟧. It's valid 12 months.

To book, ⟦PERSON|Hugo⟧ just needs to call ⟦PHONE|01189 880 771⟧.

⟪org_name|Bisham Vale Shooting School⟫
"""),

("agm_minutes", r"""
⟪org_name|Strathearn Golf Club⟫ – AGM ⟪meeting_date|28 November 2023⟫
1. Captain ⟦PERSON|Iain Buchanan⟧ welcomed 64 members.
2. Accounts: income ⟪org_total|£612,440⟫, surplus ⟪org_total|£18,905⟫. Subscriptions rise to ⟪price|£895⟫.
3. The Secretary, ⟦PERSON|Ros McPhail⟧, receives an honorarium of ⟦AMOUNT|£2,000⟧; approved.
4. A member raised the case of ⟦PERSON|Alec Gunn⟧, who has ⟦MEDICAL|Parkinson's⟧ and asked to keep his buggy concession – agreed unanimously.
5. Vote of thanks to ⟦PERSON|Iain Buchanan⟧.
"""),

("pastebin_deploy_notes", r"""
deploy notes – pitchbooker on the new VPS (⟦IP_ADDRESS|164.92.118.31⟧) – DO NOT SHARE
user: deploy, key below (the old one on ⟦PERSON|tfolarin⟧'s laptop is revoked)

⟦SECRET|$pem_ssh_1⟧

release ⟪version|2.4.0⟫ – tag ⟪git_tag|v2.4.0-rc2⟫, checksum ⟪sha256|$d_sha256_2⟫
"""),

("breach_notification_email", r"""
Subject: Important information about your account

Dear member,

On ⟪incident_date|3 March 2024⟫ our booking supplier ⟪org_name|TeeBook Systems⟫ told us about unauthorised access to their servers. Names, emails and the last four digits of cards (e.g. ⟪masked_card|•••• 1234⟫) may have been exposed. Full card numbers were not stored.

If you have questions please call our dedicated line ⟦PHONE|0800 047 3312⟧ or email ⟦EMAIL|dpo@westcliffgolf.co.uk⟧, quoting reference ⟪case_number|WGC-INC-0324⟫.

⟦PERSON|Sandra Okoye⟧, Club Manager
"""),

("waiting_list", r"""
LIVERY WAITING LIST (updated ⟪update_date|1/6⟫)
1. ⟦PERSON|Hollie Brandreth⟧ – ⟦PHONE|07492 006 214⟧ – 16.2 ISH ⟪horse_name|Kingsley⟫ – DIY
2. ⟦PERSON|Rupinder Gill⟧ – ⟦PHONE|07719 552 803⟧ – pony for daughter – part livery
3. ⟦PERSON|Amelia Stroud⟧ – ⟦EMAIL|millie.stroud@gmail.com⟧ – retired ⟪horse_name|Monsieur Biscotti⟫, ⟪animal_condition|Cushing's⟫ – needs grass livery
Deposit to secure a stable ⟪price|£200⟫.
"""),

("dictated_letter", r"""
[Dictation – ⟦PERSON|J. Harker⟧, park manager – for typing]
Letter to Mr ⟦PERSON|Gordon Pocklington⟧ comma ⟦ADDRESS|Plot 31 comma Riverside Park Homes comma Goole comma DN14 6XR⟧ new paragraph
Dear Mr ⟦PERSON|Pocklington⟧ comma our records show pitch fee arrears of ⟦AMOUNT|two thousand one hundred and forty pounds⟧ full stop We appreciate that your wife's ⟦MEDICAL|chemotherapy⟧ has made this year difficult comma and we are happy to agree a plan of ⟦AMOUNT|one hundred pounds⟧ a month full stop Please call ⟦PHONE|oh one four zero five, seven six eight, two two nine⟧ full stop new paragraph Yours sincerely
"""),

("python_snippet", r"""
# send_reminders.py – texts guests the day before arrival
from twilio.rest import Client

ACCOUNT_SID = "⟪twilio_account_sid|$d_twilio_sid_1⟫"
AUTH_TOKEN = "⟦SECRET|$twilio_tok_1⟧"
FROM = "⟦PHONE|+441727 220 918⟧"   # park office line

client = Client(ACCOUNT_SID, AUTH_TOKEN)
client.messages.create(
    to="⟦PHONE|+447701 338 452⟧",  # TODO remove – ⟦PERSON|Lewis⟧'s mobile for testing
    from_=FROM,
    body="Hi! See you tomorrow at pitch ⟪pitch_number|K4⟫. Gate code is ⟦PASSWORD|C1947X⟧.",
)
"""),

("special_order_form", r"""
SPECIAL ORDER – ⟪org_name|Tweedside Tackle⟫
Customer: ⟦PERSON|Euan Lockhart⟧     Tel: ⟦PHONE|01573 224 917⟧
Item: ⟪product_model|Sage R8 Core 1390-4⟫ spey rod   Supplier code ⟪sku|SG-R8C-13904⟫
RRP ⟪price|£1,150.00⟫
Deposit paid: ⟦AMOUNT|£300.00⟧ (cash)   Balance on collection: ⟦AMOUNT|£850.00⟧
Taken by ⟦PERSON|Shona⟧ ⟪order_date|19/03⟫
"""),

("email_thread", r"""
From: ⟦PERSON|Rachel Ambrose⟧ <⟦EMAIL|rachel@shepherdshut-lets.co.uk⟧>
To: ⟦PERSON|Femi Adewale⟧ <⟦EMAIL|femi.adewale@gmail.com⟧>
Re: arrival Friday

Hi ⟦PERSON|Femi⟧, the key safe by the gate is ⟦PASSWORD|4 0 7 1⟧ – turn all four wheels then push down. Wifi is ⟪wifi_ssid|ShepherdsHut⟫, password ⟦PASSWORD|woolly-lambs-82⟧. If you get stuck my mobile is ⟦PHONE|07969 115 240⟧. Parking is the gravel bay past the ⟪landmark|red barn⟫.

> On Wed, ⟦PERSON|Femi Adewale⟧ wrote:
> We'll be arriving around 7pm, is that ok? Booking ⟪booking_ref|SHL-1177⟫.
"""),

("w9_form", r"""
Form W-9 (Rev. ⟪form_revision|March 2024⟫) – Request for Taxpayer Identification Number
Requester: ⟪org_name|Big Sky Bird Dog Lodge⟫
1 Name: ⟦PERSON|Cody Rasmussen⟧
3 Federal tax classification: Individual/sole proprietor
5 Address: ⟦ADDRESS|219 N Main St⟧
6 City, state, ZIP: ⟪place_name|Choteau, MT 59422⟫
Part I – SSN: ⟦SSN|$ssn_9⟧
Guide fees 2024 paid to date: ⟦AMOUNT|$6,300⟧
"""),

("membership_freeze_request", r"""
Ticket ⟪ticket_id|CS-30918⟫ – Membership freeze request
Member: ⟦PERSON|Ola Nordmann-Fisk⟧ (⟪member_number|M-22816⟫)
Message: "Hi, can I freeze my membership for 3 months please? I've been diagnosed with ⟦MEDICAL|tennis elbow⟧ (ironic for a climber) and the physio says no climbing till Sept. My direct debit is ⟦AMOUNT|£49⟧ a month. Thanks, ⟦PERSON|Ola⟧"
Agent: approved, DD paused from ⟪effective_date|1 June⟫. Freeze fee waived (normally ⟪price|£5⟫).
Reply sent to ⟦EMAIL|ola.nf@fastmail.com⟧.
"""),

("payroll_setup_email", r"""
Hi ⟦PERSON|Sorcha⟧,

Welcome aboard! For payroll I've got:
Name: ⟦PERSON|Sorcha Ní Mhurchú⟧
PPSN: ⟦NATIONAL_ID|$pps_1⟧
IBAN: ⟦IBAN|$iban_ie_2⟧
Rate: ⟦AMOUNT|€14.50⟧ per hour (yard hand, ⟪org_name|Kildare Paddocks Livery⟫)
Can you double-check the PPSN? Revenue rejected the first one.

Thanks,
⟦PERSON|Declan Byrne⟧ – Yard Manager
"""),
]
