# English texts of blind44.  Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES
TEXTS = []

TEXTS += [
("sms_delivery_driver",
"""Hi ⟦PERSON|Marisol⟧, its ⟦PERSON|Dev⟧ ur ⟪org_name|Speedy Bites⟫ driver 🙂 order ⟪order_id|#SB-448120⟫ is 4 min away. Is the gate code for ⟦ADDRESS|Flat 12, 88 Carrow Road, Norwich NR1 1HU⟧ still ⟦PASSWORD|2580#⟧? if not pls ring me on ⟦PHONE|07943 118 562⟧. App says tip ⟪suggested_tip|£2⟫ lol ignore that"""),

("whatsapp_catering_order",
"""[14/03, 09:12] ⟦PERSON|Aisling Byrne⟧: Hiya, confirming the christening lunch for 40 on ⟪event_date|Sat 6th April⟫. My dad has ⟦MEDICAL|coeliac disease⟧ so he needs everything gluten free, and my niece ⟦PERSON|Orla⟧ has a ⟦MEDICAL|severe cashew allergy⟧ (she carries an ⟦MEDICAL|EpiPen⟧)
[14/03, 09:15] Bramble Catering: Thanks ⟦PERSON|Aisling⟧! Noted on quote ⟪quote_id|Q-2024-0311⟫. The menu is ⟪menu_price|€28.50⟫ pp so total quote ⟪quote_total|€1,140⟫. We need a deposit to hold the date
[14/03, 09:20] ⟦PERSON|Aisling Byrne⟧: Grand, just sent ⟦AMOUNT|€300⟧ from my account ⟦IBAN|$iban_ie1⟧ ref ⟪payment_reference|XTN-0406⟫
[14/03, 09:21] ⟦PERSON|Aisling Byrne⟧: my mobile if the van gets lost ⟦PHONE|+353 87 412 6630⟧"""),

("email_hotel_booking_confirmation",
"""From: ⟦EMAIL|reservations@thequaysidehotel.co.uk⟧
To: ⟦EMAIL|hannah.lindqvist@outlook.com⟧
Subject: Your booking ⟪booking_ref|QSH-7730-KB⟫ is confirmed

Dear Ms ⟦PERSON|Lindqvist⟧,

Thank you for choosing ⟪org_name|The Quayside Hotel⟫. We look forward to welcoming you on ⟪checkin_date|Friday 19 July⟫ for 2 nights in a Superior Double (room rate ⟪room_rate|£149.00⟫ per night, breakfast included).

We have noted your request for a feather-free room due to your ⟦MEDICAL|asthma⟧. A pre-authorisation of ⟦AMOUNT|£298.00⟧ has been placed on your card ending ⟪masked_card|**** 4417⟫.

Kind regards,
⟦PERSON|Callum Reid⟧
Front Office Manager
⟦PHONE|+44 191 496 0218⟧ | ⟦EMAIL|c.reid@thequaysidehotel.co.uk⟧
⟪business_address|14 Quayside, Newcastle upon Tyne NE1 3DX⟫"""),

("nginx_access_log",
"""⟦IP_ADDRESS|81.174.233.19⟧ - - [⟪timestamp|12/Jun/2024:10:14:03 +0000⟫] "GET /api/v2/listings?city=porto HTTP/1.1" ⟪http_status|200⟫ 5123 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)"
⟦IP_ADDRESS|2a02:c7c:58e1:4e00:9d1b:6c2f:1e0a:77b3⟧ - - [12/Jun/2024:10:14:05 +0000] "POST /api/v2/bookings HTTP/1.1" 201 842 "https://roomloop.io/checkout" "okhttp/4.12.0"
⟪doc_ip|203.0.113.54⟫ - - [12/Jun/2024:10:14:05 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"
⟦IP_ADDRESS|100.72.14.201⟧ - - [12/Jun/2024:10:14:07 +0000] "GET /api/v2/bookings/⟪booking_id|BK-20240612-00931⟫?email=⟦EMAIL|tomasz.wrona@gmail.com⟧ HTTP/1.1" 200 1388 "-" "Roomloop/5.3.1 Android"
⟦IP_ADDRESS|10.40.2.17⟧ - - [12/Jun/2024:10:14:09 +0000] "GET /metrics HTTP/1.1" 200 30211 "-" "Prometheus/⟪version|2.51.2⟫\""""),

("dotenv_config",
"""# roomloop payments-svc  -- DO NOT COMMIT (yes I know)
APP_ENV=production
PORT=⟪port|8443⟫
DATABASE_URL=postgres://payments_rw:⟦SECRET|Qm7#vTz2!pLr⟧@⟦IP_ADDRESS|10.12.0.45⟧:⟪port|5432⟫/payments
REDIS_URL=redis://:⟦SECRET|r3d1s-Hx9wq-prod⟧@⟦IP_ADDRESS|10.12.0.52⟧:6379/0
STRIPE_SECRET_KEY=⟦APIKEY|$stripe_sk2⟧
STRIPE_PUBLISHABLE_KEY=⟪publishable_key|$pk_live2⟫
STRIPE_WEBHOOK_SECRET=⟦SECRET|$whsec1⟧
SENDGRID_API_KEY=⟦APIKEY|$sendgrid1⟧
SENTRY_RELEASE=⟪release_tag|payments-svc@5.3.1⟫
JWT_SIGNING_SECRET=⟦SECRET|$jwt_secret1⟧
ALERT_EMAIL=⟦EMAIL|oncall-payments@roomloop.io⟧"""),

("slack_incident_channel",
"""#inc-dc2-power  
⟦PERSON|Jonas Brekke⟧  02:14  PDU B in rack ⟪rack_id|R14-C⟫ tripped, hosts ⟦IP_ADDRESS|10.88.14.21⟧ through .28 are down. paging ⟦PERSON|Femi⟧
⟦PERSON|Femi Balogun⟧  02:16  on it. driving in, ETA 25. door code for cage 3 changed last week btw, it's ⟦PASSWORD|7734*⟧
⟦PERSON|Jonas Brekke⟧  02:17  ta. customer BGP session from ⟦IP_ADDRESS|185.233.12.66⟧ also flapping, ⟪ticket_id|INC-55190⟫ opened
⟦PERSON|Femi Balogun⟧  02:41  on site. replaced breaker, UPS at ⟪percentage|94%⟫. ⟦PERSON|Jonas⟧ can you post in the customer channel, webhook is ⟦SECRET|$slack_hook1⟧
⟦PERSON|Jonas Brekke⟧  02:43  posted. also ⟪doc_ip|198.51.100.7⟫ in the runbook is just the example, ignore"""),

("isp_helpdesk_ticket",
"""Ticket ⟪ticket_id|#HD-204817⟫  | Priority: P3 | Queue: Broadband-Residential
Customer: ⟦PERSON|Oluwaseun Adeyemi⟧   Account: ⟪account_number|ACC-00938211⟫
Contact: ⟦PHONE|07812 604 339⟧ / ⟦EMAIL|seun.adeyemi@yahoo.co.uk⟧
Install address: ⟦ADDRESS|27 Elmhurst Gardens, Reading RG1 5JT⟧

Notes (agent ⟦PERSON|kfraser⟧): cust reports dropouts every evening. Router ⟪model_number|HH6-DX⟫ firmware ⟪firmware_version|v3.2.14⟫. Line test ok, sync 72/18. Customer gave me router admin pw ⟦PASSWORD|Adeyemi!Home22⟧ so I could check the logs remotely - WAN IP ⟦IP_ADDRESS|86.143.27.190⟧, LAN gw ⟦IP_ADDRESS|192.168.1.254⟧. Suggested channel change from 11 to 1. Will call back ⟪followup_date|Thu⟫."""),

("call_transcript_telecom",
"""[Call ⟪call_id|CX-88120-A⟫ | 00:00:04]
AGENT: Thanks for calling Northline Mobile, you're speaking with ⟦PERSON|Tariq⟧. Can I take your full name?
CALLER: Yeah it's ⟦PERSON|Brandon Kowalski⟧.
AGENT: Thanks ⟦PERSON|Brandon⟧. For security, your date of birth please?
CALLER: ⟦DATE_OF_BIRTH|September 3rd, 1989⟧.
AGENT: And the last four of your social? Actually the system is asking for the full number this time, sorry.
CALLER: Ugh, okay, ⟦SSN|$ssn2⟧.
AGENT: Perfect. I can see the bill of ⟦AMOUNT|$212.47⟧ that went out on the ⟪bill_date|14th⟫. Roaming charges from ⟪place_name|Cancún⟫.
CALLER: Yeah I was never told about roaming. Can you send the breakdown to ⟦EMAIL|bkowalski89@gmail.com⟧?
AGENT: Sure. I've applied a credit of ⟦AMOUNT|$150⟧ as a one-off. Your plan stays at ⟪plan_price|$45/month⟫."""),

("hotel_registration_card_ocr",
"""THE LANTERN HOUSE HOTEL — GUEST REGISTRATION
Surname: ⟦PERSON|WATANABE⟧        Given names: ⟦PERSON|KENJI⟧
Nationality: ⟪country|JAPAN⟫          Date of birth: ⟦DATE_OF_BIRTH|21/11/1978⟧
Passport No: ⟦PASSPORT|$pp_jp1⟧     Place of issue: ⟪place_name|TOKYO⟫
Home address: ⟦ADDRESS|3-14-2 Kichijoji Honcho, Musashino-shi, Tokyo 180-0004⟧
Arrival: ⟪checkin_date|02/05/2024⟫   Departure: 05/05/2024   Room: ⟪room_number|412⟫
Email: ⟦EMAIL|k.watanabe@nifty.com⟧
Signature: ⟦PERSON|K. Watanabe⟧
Receptionist: ⟦PERSON|Ellie⟧"""),

("hostel_guest_csv",
"""bed_id,checkin,guest_name,nationality,doc_type,doc_number,dob,phone,paid
⟪bed_id|D4-03⟫,⟪checkin_date|2024-08-11⟫,⟦PERSON|Matti Korhonen⟧,FI,national_id,⟦NATIONAL_ID|$hetu1⟧,⟦DATE_OF_BIRTH|1992-03-15⟧,⟦PHONE|+358 40 718 2294⟧,⟦AMOUNT|€84.00⟧
D4-04,2024-08-11,⟦PERSON|Paulina Kowalczyk⟧,PL,national_id,⟦NATIONAL_ID|$pesel2⟧,⟦DATE_OF_BIRTH|2001-02-03⟧,⟦PHONE|+48 512 093 447⟧,⟦AMOUNT|€56.00⟧
D6-01,2024-08-12,⟦PERSON|Ryan Mitchell⟧,US,passport,⟦PASSPORT|$pp_us1⟧,⟦DATE_OF_BIRTH|1999-06-30⟧,⟦PHONE|+1 (503) 447-2816⟧,⟦AMOUNT|€112.00⟧
P2-01,2024-08-12,⟦PERSON|Beatriz Costa⟧,ES,national_id,⟦NATIONAL_ID|$dni1⟧,,⟦PHONE|+34 611 47 20 93⟧,⟦AMOUNT|€70.00⟧
# export ⟪export_id|exp_77a1c2⟫ generated by hostelkit ⟪version|4.8.0⟫"""),

("bakery_custom_cake_form",
"""CUSTOM CAKE ORDER — ⟪org_name|Crumb & Cardamom⟫
Order no. ⟪order_id|CC-1187⟫     Pickup: ⟪pickup_date|Sat 22 June, 11am⟫
Name: ⟦PERSON|Priya Raghunathan⟧
Phone: ⟦PHONE|(617) 839-2710⟧ (text first, she's a nurse on nights)
Cake: 3-tier lemon & elderflower, "Happy 40th ⟦PERSON|Ravi⟧!!"
Dietary: ⟦MEDICAL|egg allergy⟧ (birthday boy) — NO egg wash, NO meringue. Also guest with ⟦MEDICAL|type 1 diabetes⟧, can we do 12 sugar-free cupcakes?
Price: ⟪product_price|$185.00⟫ + cupcakes ⟪product_price|$36.00⟫
Deposit paid: ⟦AMOUNT|$100.00⟧ (card ⟪masked_card|xxxx-xxxx-xxxx-2231⟫)
Balance due at pickup: ⟦AMOUNT|$121.00⟧
Taken by: ⟦PERSON|Noor⟧"""),

("smart_home_job_sheet",
"""BRIGHTNEST INSTALLS — JOB SHEET ⟪job_id|JS-3391⟫
Client: ⟦PERSON|Declan O'Rourke⟧   Mob: ⟦PHONE|07700 481 226⟧
Site: ⟦ADDRESS|9 Lansdowne Terrace, Cheltenham GL50 2JA⟧
Access: key safe by back door, code ⟦PASSWORD|1 9 6 4⟧
Scope: 6x smart bulbs, ⟪product_code|NST-HUB-2⟫ hub, 2x door sensors, video doorbell ⟪model_number|VDB-400⟫
Network: SSID ⟪wifi_ssid|VM4471902⟫ / wifi pw ⟦PASSWORD|greenhouse-lemon-41⟧
Hub static IP ⟦IP_ADDRESS|192.168.0.40⟧, doorbell ⟦IP_ADDRESS|192.168.0.41⟧ (reserved on router)
Note: client's mother lives with them, ⟦MEDICAL|early-stage dementia⟧ — fit the extra door chime on the front door so they hear if she goes out.
Tech: ⟦PERSON|Callum⟧ / ⟦PERSON|Zanele⟧    Quote ⟪quote_total|£640⟫"""),

("hr_onboarding_email",
"""Subject: Onboarding paperwork – ⟪org_name|Pixelmoth Games⟫

Hi ⟦PERSON|Gabriela⟧,

Thanks for sending the W-4 and I-9 over. Just confirming what I've entered into the payroll system so you can double check:

  Legal name: ⟦PERSON|Gabriela Ruiz-Maddox⟧
  SSN: ⟦SSN|$ssn1⟧
  DOB: ⟦DATE_OF_BIRTH|04/17/1994⟧
  Home: ⟦ADDRESS|2215 NE Alberta St, Apt 3, Portland, OR 97211⟧
  Starting salary: ⟦AMOUNT|$92,000⟧ / yr
  Start date: ⟪start_date|July 8⟫, team: ⟪team_name|Tools & Pipeline⟫

Your laptop (asset tag ⟪asset_tag|PM-LT-0442⟫) ships Friday. Any issues ping me on Slack or call ⟦PHONE|503-644-0187⟧... actually my direct line changed, it's ⟦PHONE|503-916-2204⟧.

Best,
⟦PERSON|Lena Hoffmann⟧ | People Ops
⟦EMAIL|lena@pixelmoth.games⟧"""),

("java_stack_trace",
"""2024-05-30T16:02:11.448Z ERROR [booking-api,⟪trace_id|6a1f0c93be21d7a4⟫] c.r.booking.CheckoutController - checkout failed
com.roomloop.payments.CardDeclinedException: Card declined for guest=⟦EMAIL|amara.okafor@proton.me⟧ card=⟪masked_card|************0019⟫ amount=⟦AMOUNT|EUR 412.90⟧ ip=⟦IP_ADDRESS|41.58.203.117⟧
    at com.roomloop.payments.StripeGateway.charge(StripeGateway.java:⟪line_number|214⟫)
    at com.roomloop.booking.CheckoutService.complete(CheckoutService.java:88)
    at com.roomloop.booking.CheckoutController.post(CheckoutController.java:61)
    at jdk.internal.reflect.GeneratedMethodAccessor311.invoke(Unknown Source)
Caused by: com.stripe.exception.CardException: Your card was declined.; code: card_declined; request-id: ⟪request_id|req_Xo3mT7bqAj1V2c⟫
    at com.stripe.net.LiveStripeResponseGetter.handleApiError(LiveStripeResponseGetter.java:232)
    ... 41 more
[guestName=⟦PERSON|Amara Okafor⟧, listingId=⟪listing_id|L-88213⟫, nights=3]"""),

("sql_insert_guests",
"""-- seed from prod snapshot (⟪date|2024-04-02⟫) -- TODO anonymise before sharing!!
INSERT INTO guests (id, full_name, email, phone, dob, loyalty_tier) VALUES
  (⟪row_id|10441⟫, '⟦PERSON|Siobhan Kelleher⟧', '⟦EMAIL|siobhan.k@eircom.net⟧', '⟦PHONE|+353 86 204 7719⟧', '⟦DATE_OF_BIRTH|1985-12-01⟧', 'gold'),
  (10442, '⟦PERSON|Mateo Ibarra⟧', '⟦EMAIL|mateo.ibarra@gmail.com⟧', '⟦PHONE|+52 55 4188 2037⟧', '⟦DATE_OF_BIRTH|1991-07-23⟧', 'silver'),
  (10443, '⟦PERSON|Greta Vogel⟧', '⟦EMAIL|greta.vogel@web.de⟧', '⟦PHONE|+49 151 2274 8830⟧', '⟦DATE_OF_BIRTH|1979-02-14⟧', 'none'),
  (10444, '⟦PERSON|Ibrahim Haddad⟧', '⟦EMAIL|i.haddad@hotmail.com⟧', '⟦PHONE|+961 3 118 402⟧', NULL, 'silver');
-- migration ⟪migration_id|V2024_04_02_1130__guest_seed⟫"""),

("coworking_membership_form",
"""HIVE & DESK COWORKING — Membership application (submitted ⟪timestamp|2024-09-03 14:22⟫)
Full name*: ⟦PERSON|Chloe Martel⟧
Company: ⟪org_name|Atelier Sillage SARL⟫ (⟪vat_number|FR 40 893 211 604⟫)
Email*: ⟦EMAIL|chloe@ateliersillage.fr⟧
Mobile*: ⟦PHONE|+33 6 71 28 94 50⟧
Plan: Dedicated desk — ⟪plan_price|€320/month⟫
Start: 01/10/2024
Card number*: ⟦CARD|$card_mc1⟧   Expiry: ⟪card_expiry|09/27⟫   CVC*: ⟦CVV|582⟧
Name on card: ⟦PERSON|C MARTEL⟧
Referred by: ⟦PERSON|Hamza Qureshi⟧ (desk ⟪desk_number|B-17⟫)
[x] I agree to the house rules ⟪version|v2.3⟫"""),

("invoice_catering",
"""INVOICE ⟪invoice_no|INV-0932⟫
⟪org_name|Saffron & Sage Events Ltd⟫ · ⟪company_reg_no|Company No. 11482093⟫
Bill to: ⟦PERSON|Ayesha Siddiqui⟧, ⟦ADDRESS|41 Whitworth Road, Sheffield S10 3HE⟧

Walima dinner, 120 guests ........................ ⟪line_item_total|£5,400.00⟫
Dessert table ..................................... ⟪line_item_total|£480.00⟫
Less deposit received ⟪payment_date|02/02⟫ ................ -⟦AMOUNT|£1,500.00⟧
BALANCE DUE FROM CLIENT ............................ ⟦AMOUNT|£4,380.00⟧

Please pay by ⟪due_date|14 March 2024⟫ to: ⟪org_bank_name|Barclays⟫, Saffron & Sage Events Ltd, IBAN ⟪company_iban|$iban_org1⟫
Queries: ⟦EMAIL|accounts@saffronandsage.co.uk⟧ / ⟦PHONE|0114 496 2271⟧"""),
]

TEXTS += [
("restaurant_review_forum",
"""posted by ⟦PERSON|dmitri_v⟧ · ⟪post_time|3 days ago⟫ · ⭐⭐

Went to ⟪org_name|Luna Verde⟫ on Friday for my wife's birthday. I told the waiter TWICE I have a ⟦MEDICAL|shellfish allergy⟧ and the risotto still came with prawn stock. Ended up taking ⟦MEDICAL|cetirizine⟧ in the car park and my face swelled up anyway. Manager (⟦PERSON|Giorgio⟧ I think) was apologetic and refunded ⟦AMOUNT|€96⟧ but honestly the bill was ⟦AMOUNT|€212⟧ and the night was ruined.

The tiramisu (⟪menu_price|€9⟫) was good tho.

> reply from owner ⟦PERSON|Luca Bernardi⟧: We're really sorry ⟦PERSON|Dmitri⟧, please email me directly at ⟦EMAIL|luca@lunaverde.ie⟧ — we've retrained the team on allergen procedures."""),

("shell_history_ops",
"""  501  ssh ⟦PERSON|fbalogun⟧@⟦IP_ADDRESS|10.88.3.12⟧
  502  sudo systemctl status haproxy
  503  mysql -h ⟦IP_ADDRESS|10.88.3.40⟧ -u monitor --password='⟦PASSWORD|M0n1tor#2024⟧' -e 'show slave status\\G'
  504  export DO_TOKEN=⟦APIKEY|$do1⟧
  505  doctl compute droplet list --format ID,Name,PublicIPv4
  506  ping -c3 ⟪doc_ip|192.0.2.10⟫
  507  scp ⟪backup_filename|backup_20240611.tar.gz⟫ ⟦PERSON|fbalogun⟧@⟦IP_ADDRESS|159.65.88.214⟧:/srv/backups/
  508  git log --oneline -3   # ⟪commit_sha|$sha1⟫
  509  history | grep -i pass"""),

("meeting_minutes_game_studio",
"""Pixelmoth — Leads sync, ⟪meeting_date|Tue 11 June⟫
Present: ⟦PERSON|Lena Hoffmann⟧, ⟦PERSON|Yuki Tanaka⟧, ⟦PERSON|Bartek Nowicki⟧, ⟦PERSON|Eilidh MacLeod⟧ (notes)

1. Milestone ⟪milestone|M7 "Lanternfall"⟫ slipping ~2 wks. ⟦PERSON|Yuki⟧ to re-plan the build train; ⟪build_number|build 0.7.1142⟫ is the candidate.
2. Comp review: approved ⟦PERSON|Bartek⟧'s raise to ⟦AMOUNT|PLN 21,500⟧ monthly gross; ⟦PERSON|Eilidh⟧ moving to senior at ⟦AMOUNT|£68,000⟧.
3. ⟦PERSON|Yuki⟧ out from the 24th for ⟦MEDICAL|knee surgery⟧ (ACL reconstruction), back mid-July — cover by ⟦PERSON|Bartek⟧.
4. Studio budget: Q3 total ⟪org_total|£1.2m⟫, marketing spend ⟪org_total|£240k⟫ (not personal, fine to share with publisher).
Actions: ⟦PERSON|Lena⟧ to update the HRIS by Friday."""),

("payment_webhook_json",
"""{
  "id": "⟪event_id|evt_3PQxR2LkdF1Mz0aB1c9Tz4Qe⟫",
  "type": "charge.refunded",
  "created": ⟪unix_timestamp|1718203311⟫,
  "data": {
    "object": {
      "amount_refunded": 18400,
      "currency": "gbp",
      "billing_details": {
        "name": "⟦PERSON|Eilidh MacLeod⟧",
        "email": "⟦EMAIL|eilidh.macleod@btinternet.com⟧",
        "phone": "⟦PHONE|+447825116094⟧",
        "address": {"line1": "⟦ADDRESS|14 Ardconnel Street, Inverness IV2 3EU⟧"}
      },
      "payment_method_details": {"card": {"brand": "visa", "last4": "⟪card_last4|0462⟫", "exp_year": 2027}},
      "metadata": {"booking_ref": "⟪booking_ref|RL-55K2Q9⟫", "refund_display": "⟦AMOUNT|£184.00⟧"},
      "client_ip": "⟦IP_ADDRESS|94.119.40.212⟧"
    }
  }
}"""),

("markdown_oncall_rota",
"""## DC-North on-call rota — week ⟪week_number|W25⟫

| Day | Primary | Mobile | Secondary | Mobile |
|-----|---------|--------|-----------|--------|
| Mon | ⟦PERSON|Jonas Brekke⟧ | ⟦PHONE|+47 412 90 338⟧ | ⟦PERSON|Femi Balogun⟧ | ⟦PHONE|+44 7700 183 554⟧ |
| Tue | ⟦PERSON|Ingrid Solberg⟧ | ⟦PHONE|+47 934 11 207⟧ | ⟦PERSON|Jonas Brekke⟧ | ⟦PHONE|+47 412 90 338⟧ |
| Wed | ⟦PERSON|Femi Balogun⟧ | ⟦PHONE|+44 7700 183 554⟧ | ⟦PERSON|Sven Karlsson⟧ | ⟦PHONE|+46 70 384 1192⟧ |

Escalation: NOC desk ⟦PHONE|+47 21 04 88 00⟧ (24/7). Bridge: ⟪conference_id|meet 882-114-903⟫. Runbook ⟪doc_version|rev 14⟫."""),

("voice_memo_dictation",
"""Voice memo — duty manager, ⟪recording_time|Sunday 23:40⟫. Okay, notes for the morning team. Guest in three-one-two, Mr ⟦PERSON|Henley⟧ — sorry, ⟦PERSON|Arthur Henley⟧ — had a fall in the bathroom around ten. Conscious, said he's on ⟦MEDICAL|warfarin⟧ so we called an ambulance to be safe, paramedics checked him, ⟦MEDICAL|bruised hip, no fracture⟧. His daughter ⟦PERSON|Susan⟧ is driving up, her number is ⟦PHONE|oh seven nine one one, two four six, eight three eight⟧. We comped the night, that's ⟦AMOUNT|one hundred and thirty-five pounds⟧ off his folio. Incident form is ⟪incident_id|IR-0419⟫. That's it."""),
]

TEXTS += [
("hotel_night_audit_report",
"""NIGHT AUDIT — ⟪org_name|Harbour Lights Hotel⟫ — business date ⟪business_date|2024-07-14⟫
Occupancy ⟪percentage|87.2%⟫  ADR ⟪org_metric|£132.40⟫  RevPAR ⟪org_metric|£115.45⟫

Outstanding balances at checkout:
  Rm ⟪room_number|208⟫  ⟦PERSON|Kowalczyk, Paulina⟧     owes ⟦AMOUNT|£62.10⟧ (minibar + late checkout)
  Rm 315  ⟦PERSON|Adeyemi, Oluwaseun⟧    owes ⟦AMOUNT|£18.00⟧ (parking)
  Rm 402  ⟦PERSON|Ng, Wilson⟧            card declined, preauth ⟦AMOUNT|£450.00⟧ failed -> call guest ⟦PHONE|+852 9134 6620⟧ am

Comps: Rm 110 ⟦PERSON|Henley, Arthur⟧ — full night waived (see incident ⟪incident_id|IR-0419⟫)
City ledger (⟪org_name|Roomloop⟫ corporate account ⟪corporate_account|CL-0088⟫): ⟪org_total|£14,210.55⟫ outstanding — not guest-level.
Auditor: ⟦PERSON|R. Patel⟧"""),

("coworking_contract_excerpt",
"""SERVICE AGREEMENT No. ⟪contract_no|HD-AMS-2024-117⟫

between ⟪org_name|Hive & Desk Amsterdam B.V.⟫, KvK ⟪company_reg_no|81422093⟫, Keizersgracht 301 ("the Provider")
and
⟦PERSON|Ibrahim Haddad⟧, born ⟦DATE_OF_BIRTH|9 February 1990⟧, holder of passport no. ⟦PASSPORT|$pp_fr1⟧, residing at ⟦ADDRESS|Van Woustraat 148-2, 1073 LX Amsterdam⟧ ("the Member")

3. FEES. The Member pays a monthly fee of ⟪plan_price|EUR 395⟫ excl. VAT. A security deposit of ⟦AMOUNT|EUR 790⟧ has been received from the Member.
4. REFUND. On termination the deposit is returned to the Member's account ⟦IBAN|$iban_nl1⟧ within 30 days.
7. NOTICES to the Member: ⟦EMAIL|ibrahim.haddad@gmail.com⟧, ⟦PHONE|+31 6 4120 8873⟧.

Signed for the Provider: ⟦PERSON|Sanne de Vries⟧, Community Manager"""),

("isp_forum_post",
"""Re: Fibre keeps dropping PPPoE every night at 3am??

⟦PERSON|tomek_w⟧ wrote:
> post your WAN config

ok here's what I've got in the router (⟪model_number|TP-Link Archer VR600⟫, firmware ⟪firmware_version|1.2.0 Build 230412⟫):

    Connection type: PPPoE
    Username: ⟦EMAIL|wrona.tomasz@fibre.skylinebb.net⟧
    Password: ⟦PASSWORD|tw8810fibre⟧
    VLAN ID: ⟪vlan_id|911⟫
    MTU: ⟪mtu|1492⟫
    WAN IP: ⟦IP_ADDRESS|100.91.4.233⟧  (CGNAT i think??)

edit: oh crap I just posted my password, can a mod remove it. also the 3am thing is probably the ISP's ⟪maintenance_window|03:00-03:15⟫ forced reconnect lol"""),

("restaurant_reservation_email_thread",
"""From: ⟦PERSON|Hyun-woo Kim⟧ <⟦EMAIL|hyunwoo.kim@naver.com⟧>
To: ⟦EMAIL|bookings@thepotting-shed.com⟧
Subject: Re: Table for 6 — ⟪reservation_date|Sat 12 Oct⟫

Hi ⟦PERSON|Margot⟧,

Great, 7:30 works. Two small things: my partner ⟦PERSON|Ji-eun⟧ is ⟦MEDICAL|lactose intolerant⟧ and one of our friends is ⟦MEDICAL|pregnant⟧ so no raw fish / unpasteurised cheese please.

Also happy to pay the ⟦AMOUNT|£60⟧ deposit now if you send a link.

Thanks!
⟦PERSON|Hyun-woo⟧
⟦PHONE|+44 7426 091 553⟧

> On Tue, ⟦PERSON|Margot Ellery⟧ wrote:
> Hi ⟦PERSON|Hyun-woo⟧, we can do 7:30pm for 6 (ref ⟪reservation_ref|PS-6612⟫). Our tasting menu is ⟪menu_price|£75⟫ pp. ⟪org_name|The Potting Shed⟫ · ⟪business_address|2 Mill Lane, Ludlow SY8 1BB⟫"""),

("game_crash_report",
"""=== Lanternfall Crash Reporter ===
crash_id: ⟪crash_id|$uuid1⟫
build: ⟪build_number|0.7.1142-steam⟫  commit ⟪commit_sha|$sha2⟫
os: Ubuntu 22.04.4 LTS (⟪kernel_version|6.5.0-41-generic⟫)
gpu: NVIDIA GeForce RTX 3070, driver ⟪driver_version|550.67⟫
user_dir: /home/⟦PERSON|lwanjiru⟧/.local/share/Steam/steamapps/common/Lanternfall
exception: SIGSEGV in RenderThread at 0x00007f3a1c22e4b0
last_log:
  [net] connected to lobby ⟦IP_ADDRESS|34.89.211.67⟧:⟪port|27015⟫ as '⟦PERSON|lucyw_plays⟧'
  [net] relay fallback ⟪doc_ip|198.51.100.23⟫ (test relay, disabled)
  [audio] device 'HDA Intel PCH' ok
contact (optional): ⟦EMAIL|lucy.wanjiru@gmail.com⟧
comment: "crashed again when opening the map in the swamp level, 3rd time today"""),

("smart_hub_syslog",
"""⟪syslog_time|Jun 18 06:55:02⟫ nesthub-01 zigbee2mqtt[412]: MQTT publish: topic 'home/frontdoor/contact', payload '{"contact":false}'
Jun 18 06:55:02 nesthub-01 automation[519]: rule 'Grandma door alert' fired -> notify ⟦PHONE|+44 7531 220 984⟧
Jun 18 06:55:03 nesthub-01 dhcpd[301]: DHCPACK on ⟦IP_ADDRESS|192.168.50.23⟧ to ⟪mac_address|a4:c1:38:2f:9e:11⟫ (doorbell)
Jun 18 06:55:09 nesthub-01 cloudlink[623]: uplink ok, public ip ⟦IP_ADDRESS|82.31.144.9⟧, fw ⟪firmware_version|2.14.3⟫
Jun 18 06:55:11 nesthub-01 cloudlink[623]: auth user=⟦EMAIL|declan.orourke@gmail.com⟧ session ok
Jun 18 06:56:40 nesthub-01 zigbee2mqtt[412]: ⟪zigbee_device|0x00158d0004a1b2c3⟫ battery ⟪percentage|12%⟫"""),

("github_actions_yaml",
"""# .github/workflows/deploy.yml  (booking-web)
name: deploy
on:
  push:
    branches: [ main ]
env:
  NODE_VERSION: ⟪version|20.14.0⟫
  REGISTRY_TOKEN: ⟦APIKEY|$ghp1⟧   # TODO move to secrets.*, ⟦PERSON|bartek⟧ pls fix
  NPM_TOKEN: ⟦APIKEY|$npm1⟧
jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: npm ci && npm run build
      - name: notify
        run: curl -X POST -d '{"text":"deployed ${{ github.sha }}"}' ⟦SECRET|$slack_hook2⟧
      - name: smoke
        run: curl -f https://staging.roomloop.io/healthz   # staging LB ⟦IP_ADDRESS|52.214.18.90⟧"""),

("sim_swap_fraud_note",
"""FRAUD DESK NOTE — ⟪case_id|FRD-2024-1187⟫ — ⟪org_name|Northline Mobile⟫
Line: ⟦PHONE|(312) 448-9021⟧  Account holder: ⟦PERSON|Denise Albright⟧
On ⟪event_date|06/02⟫ a caller requested a SIM swap to ICCID ⟪iccid|8901260882213345671⟫ and passed KBA with DOB ⟦DATE_OF_BIRTH|11/23/1967⟧ and SSN ⟦SSN|$ssn3⟧. Real customer called in 40 min later from a landline ⟦PHONE|(312) 555-3390⟧... correction, ⟦PHONE|(312) 604-3390⟧. Port-out PIN was reset to ⟦PASSWORD|803317⟧ by the fraudster.
Loss: ⟦AMOUNT|$2,340⟧ withdrawn from her bank via SMS OTP. Original IMEI masked in CRM as ⟪masked_imei|35**********882⟫.
Action: PIN reset, account note added, referred to ⟪org_name|Cook County⟫ police report ⟪police_report_no|#24-118832⟫. Agent ⟦PERSON|M. Ortega⟧"""),

("catering_payroll_csv",
"""employee_id,name,ssn,role,hourly_rate,hours,gross_pay,pay_date
⟪employee_id|E1021⟫,⟦PERSON|Rosa Delgado⟧,⟦SSN|$ssn4⟧,line cook,⟪hourly_rate|$19.50⟫,78,⟦AMOUNT|$1521.00⟧,⟪pay_date|2024-06-14⟫
E1022,⟦PERSON|Marcus Bell⟧,⟦SSN|$ssn5⟧,server,⟪hourly_rate|$11.00⟫,64,⟦AMOUNT|$704.00⟧,2024-06-14
E1030,⟦PERSON|Thanh Nguyen⟧,⟦SSN|$ssn6⟧,prep,⟪hourly_rate|$17.25⟫,80,⟦AMOUNT|$1380.00⟧,2024-06-14
E1034,⟦PERSON|Keanu Kahale⟧,⟦SSN|$ssn7⟧,driver,⟪hourly_rate|$18.00⟫,52,⟦AMOUNT|$936.00⟧,2024-06-14
# totals: 274 hrs, ⟪org_total|$4,541.00⟫ — ⟪org_name|Golden Fork Catering LLC⟫ EIN ⟪ein|84-2917730⟫"""),

("teams_chat_game_dev",
"""[10:02] ⟦PERSON|Yuki Tanaka⟧: anyone know why the achievements service is 401ing on staging
[10:04] ⟦PERSON|Bartek Nowicki⟧: the Steam web api key rotated, new one is ⟦APIKEY|$steam1⟧
[10:04] ⟦PERSON|Bartek Nowicki⟧: app id is still ⟪steam_app_id|2281730⟫ (that one's public, on the store page)
[10:05] ⟦PERSON|Yuki Tanaka⟧: ty. also the backend wants a service JWT, is this the right one? ⟦APIKEY|$jwt2⟧
[10:07] ⟦PERSON|Bartek Nowicki⟧: yeah but pls don't paste tokens in teams 😬 put it in vault under ⟪vault_path|kv/lanternfall/stg/achievements⟫
[10:08] ⟦PERSON|Yuki Tanaka⟧: oops. rotating after standup"""),

("hostel_staff_whatsapp",
"""Nomad Nest staff 🏠
[21:03] ⟦PERSON|Pedro⟧: guys new code for the luggage room is ⟦PASSWORD|4 7 1 9⟧, main door stays ⟦PASSWORD|2002⟧
[21:04] ⟦PERSON|Freya⟧: 👍 also bed ⟪bed_id|C2⟫ guest ⟦PERSON|Noor Al-Khatib⟧ checks in late ~1am, she paid ⟦AMOUNT|€27⟧ online already
[21:05] ⟦PERSON|Freya⟧: her num ⟦PHONE|+962 79 611 4082⟧ if she gets lost
[21:11] ⟦PERSON|Pedro⟧: ok. and the guy in ⟪bed_id|A5⟫ left his meds in the kitchen, ⟦MEDICAL|insulin pens⟧, put them in the staff fridge
[21:12] ⟦PERSON|Freya⟧: wifi for guests still ⟪wifi_ssid|NomadNest_Guest⟫ right
[21:12] ⟦PERSON|Pedro⟧: yep"""),

("bakery_wholesale_price_list",
"""⟪org_name|Crumb & Cardamom⟫ — WHOLESALE PRICE LIST ⟪price_list_version|2024/25 v3⟫
(effective ⟪effective_date|1 Sept 2024⟫, prices excl. VAT, min order ⟪min_order|$60⟫)

SKU        Item                          Unit     Price
⟪sku|BR-SD-800⟫  Sourdough loaf 800g            each     ⟪wholesale_price|$5.40⟫
⟪sku|BR-RY-600⟫  Seeded rye 600g                each     ⟪wholesale_price|$4.90⟫
⟪sku|VN-CR-012⟫  Butter croissant               x12      ⟪wholesale_price|$14.20⟫
⟪sku|VN-CB-012⟫  Cardamom bun                   x12      ⟪wholesale_price|$16.80⟫

Allergens: all products ⟪allergen_notice|may contain nuts, sesame and soy⟫. Delivery ⟪delivery_fee|$8⟫ per drop within zone A.
Order line: ⟪order_cutoff|by 2pm for next-day⟫"""),

("datacentre_visitor_request",
"""VISITOR ACCESS REQUEST — ⟪facility_code|OSL-2⟫
Request ID: ⟪request_id|VAR-10928⟫          Submitted by: ⟦PERSON|Ingrid Solberg⟧
Visitor: ⟦PERSON|Wojciech Zielinski⟧ (⟪org_name|Baltic Fibre Sp. z o.o.⟫)
ID document: Polish ID card, PESEL ⟦NATIONAL_ID|$pesel3⟧
Date of birth: ⟦DATE_OF_BIRTH|02.04.1987⟧
Mobile: ⟦PHONE|+48 601 284 719⟧
Purpose: cross-connect install in cage ⟪cage_id|C07⟫, rack ⟪rack_id|R22⟫, ⟪circuit_id|XC-OSL2-44812⟫
Visit window: ⟪visit_window|2024-06-20 09:00–13:00⟫
Escort: ⟦PERSON|Sven Karlsson⟧"""),

("hotel_lost_and_found_log",
"""LOST & FOUND LOG — housekeeping
⟪log_id|LF-0712⟫ | Rm ⟪room_number|221⟫ | iPhone 13, blue case | guest ⟦PERSON|Tariq Mahmood⟧ ⟦PHONE|+44 7983 402 117⟧ — posting to ⟦ADDRESS|58 Wilmslow Road, Manchester M14 5TQ⟧, postage ⟦AMOUNT|£7.95⟧ charged to guest card
⟪log_id|LF-0713⟫ | Rm 305 | prescription box ⟦MEDICAL|sertraline 50mg⟧ in name of ⟦PERSON|E. Yildiz⟧ | guest contacted by email ⟦EMAIL|elif.yildiz@gmail.com⟧, collecting Thursday
LF-0714 | Lobby | dog lead + toy, "⟪pet_name|Biscuit⟫" on tag | unclaimed
LF-0715 | Rm 118 | laptop charger ⟪model_number|ADP-65⟫ | no guest match"""),

("food_delivery_support_chat",
"""Chat transcript ⟪chat_id|#HLP-889201⟫ — ⟪org_name|Gobble⟫ support
Customer (⟦PERSON|Niamh Doherty⟧): my order never came and the app says delivered??
Agent ⟦PERSON|Ravi⟧: So sorry ⟦PERSON|Niamh⟧! Can you confirm the delivery address?
Customer: ⟦ADDRESS|Apt 4B, 17 Harcourt Street, Dublin 2, D02 XR68⟧
Agent ⟦PERSON|Ravi⟧: Thanks. I see the rider marked it delivered at ⟪timestamp|20:41⟫. I've refunded ⟦AMOUNT|€31.60⟧ to your card ending ⟪masked_card|8823⟫, 3-5 working days.
Customer: can u also put the ⟪delivery_fee|€2.99⟫ back, it was on top
Agent ⟦PERSON|Ravi⟧: That's included in the ⟦AMOUNT|€31.60⟧ 🙂 Promo code ⟪promo_code|SORRY10⟫ added for next time.
Customer: ok thx"""),

("ocr_business_card",
"""[OCR scan, confidence 0.91]
  ⟪org_name|VOLTLINE⟫ SMART HOMES
  ⟦PERSON|Zanele Mokoena⟧
  Lead Installer · Home Automation
  M ⟦PHONE|+27 82 417 3390⟧
  O ⟦PHONE|+27 21 448 0010⟧
  E ⟦EMAIL|zanele@voltline.co.za⟧
  ⟪business_address|Unit 7, Paarden Eiland Business Park, Cape Town 7405⟫
  ⟪website|www.voltline.co.za⟫
  Reg. ⟪company_reg_no|2019/482211/07⟫"""),

("postgres_log",
"""⟪pg_timestamp|2024-06-21 03:12:44.118 UTC⟫ [88412] ⟦PERSON|mateo_ibarra⟧@bookings FATAL:  password authentication failed for user "⟦PERSON|mateo_ibarra⟧"
2024-06-21 03:12:44.118 UTC [88412] DETAIL:  Connection matched pg_hba.conf line ⟪line_number|97⟫: "host all all ⟪cidr_range|10.0.0.0/8⟫ scram-sha-256"
2024-06-21 03:12:51.902 UTC [88419] LOG:  connection received: host=⟦IP_ADDRESS|10.12.4.77⟧ port=⟪port|50412⟫
2024-06-21 03:12:51.930 UTC [88419] LOG:  connection authorized: user=booking_ro database=bookings application_name=metabase
2024-06-21 03:13:02.551 UTC [88433] LOG:  connection received: host=⟦IP_ADDRESS|172.20.8.9⟧ port=50477
2024-06-21 03:13:05.004 UTC [88433] ERROR:  duplicate key value violates unique constraint "guests_email_key"
2024-06-21 03:13:05.004 UTC [88433] DETAIL:  Key (email)=(⟦EMAIL|r.mitchell99@icloud.com⟧) already exists."""),

("booking_audit_log_jsonl",
"""{"ts":"⟪timestamp|2024-06-22T08:01:12Z⟫","actor":"⟦EMAIL|sanne.devries@roomloop.io⟧","action":"booking.cancel","booking":"⟪booking_id|BK-20240618-04412⟫","refund":"⟦AMOUNT|EUR 230.00⟧","ip":"⟦IP_ADDRESS|145.53.201.12⟧"}
{"ts":"2024-06-22T08:03:40Z","actor":"system","action":"payout.create","host_id":"⟪host_id|H-0931⟫","amount_minor":91000,"currency":"EUR","payout_iban":"⟦IBAN|$iban_de2⟧","host_name":"⟦PERSON|Greta Vogel⟧"}
{"ts":"2024-06-22T08:04:02Z","actor":"⟦EMAIL|sanne.devries@roomloop.io⟧","action":"user.impersonate","target":"⟦EMAIL|greta.vogel@web.de⟧","reason":"⟪support_ticket|ZD-77120⟫"}
{"ts":"2024-06-22T08:05:55Z","actor":"ci-bot","action":"deploy","service":"payouts","version":"⟪version|3.18.2⟫","sha":"⟪commit_sha|$sha3⟫"}"""),

("isp_outage_notice",
"""SERVICE NOTICE ⟪notice_id|SN-2024-061⟫ — ⟪org_name|Skyline Broadband⟫
Planned maintenance: ⟪maintenance_window|Tue 25 June 00:00–04:00 BST⟫
Affected: FTTP customers on exchanges ⟪exchange_code|LDBLE⟫ and ⟪exchange_code|LDCRY⟫ (approx. ⟪customer_count|11,400⟫ lines)
Core routers ⟪doc_ip|198.51.100.1⟫ / ⟪doc_ip|2001:db8:4::1⟫ will be upgraded to ⟪firmware_version|IOS-XR 7.9.2⟫.
Expect 2 x 10 minute outages. Ticket ref for enquiries: ⟪change_id|CHG0041187⟫.
Status page: ⟪url|status.skylinebb.net⟫"""),

("smart_home_support_email",
"""From: ⟦PERSON|Hannah Price⟧ <⟦EMAIL|hannahprice72@gmail.com⟧>
To: ⟦EMAIL|support@voltline.co.za⟧
Subject: sensors for my dad — order ⟪order_id|VL-30981⟫

Hi,

My dad (⟦PERSON|Gerald Price⟧, 81) has ⟦MEDICAL|Parkinson's⟧ and had two falls last month, so I ordered the fall-detection pack for his flat at ⟦ADDRESS|22 Kloof Nek Road, Tamboerskloof, Cape Town 8001⟧. He also takes ⟦MEDICAL|levodopa⟧ four times a day — is there a way the hub can remind him?

The installer ⟦PERSON|Zanele⟧ was brilliant btw. The hub shows IP ⟦IP_ADDRESS|192.168.1.73⟧ if that helps.

I can be reached on ⟦PHONE|+27 72 551 9046⟧.

Thanks,
⟦PERSON|Hannah⟧"""),

("player_bug_report",
"""Lanternfall — Bug report form
Reporter: ⟦PERSON|xXSvenKXx⟧ (account email ⟦EMAIL|sven.karlsson.gaming@gmail.com⟧)
Platform: PC / Steam, build ⟪build_number|0.7.1142⟫
Region server: EU-North (⟦IP_ADDRESS|35.228.91.14⟧)
Summary: Purchased "Founders Pack" twice, charged ⟦AMOUNT|€19.99⟧ two times but only got one pack
Transaction IDs: ⟪transaction_id|7284410021939⟫, ⟪transaction_id|7284410021954⟫
Steps: buy pack -> game freezes -> restart -> buy again
Expected: refund of ⟦AMOUNT|€19.99⟧
Attachments: ⟪file_name|screenshot_0612.png⟫"""),

("banquet_event_order",
"""BANQUET EVENT ORDER ⟪beo_number|BEO #2291⟫ — ⟪event_name|Garden Wedding⟫ — ⟪event_date|Sat 3 Aug 2024⟫
Contact: ⟦PERSON|Nkechi Eze⟧ ⟦PHONE|+234 803 412 7790⟧ / ⟦EMAIL|nkechi.eze@yahoo.com⟧
Guests: 180  Room: ⟪function_room|Grand Ballroom⟫  Menu: Package B (⟪menu_price|£68⟫ pp)

SPECIAL DIETS (named):
 - Table 1: ⟦PERSON|Amara Okafor⟧ — ⟦MEDICAL|peanut allergy (anaphylactic)⟧
 - Table 1: ⟦PERSON|Chukwuemeka Okafor⟧ — ⟦MEDICAL|type 2 diabetes⟧, low sugar dessert
 - Table 4: ⟦PERSON|Zainab Bello⟧ — ⟦MEDICAL|coeliac⟧
 - Table 9: 3x vegan (no names)
Deposit received from ⟦PERSON|Nkechi Eze⟧: ⟦AMOUNT|£4,000⟧. Balance per contract ⟪contract_no|WED-24-118⟫.
Banquet captain: ⟦PERSON|Marco⟧"""),
]

TEXTS += [
("release_notes_changelog",
"""## roomloop-sdk-js ⟪version|v5.4.0⟫ (⟪release_date|2024-06-27⟫)

### Added
- `Roomloop.init({ publishableKey })` now accepts test keys like ⟪example_key|pk_test_TYooMQauvdEDq54NiTphI7jx⟫ (from the docs)
- Retry with exponential backoff on ⟪http_status|429⟫ / ⟪http_status|503⟫

### Fixed
- ⟪issue_ref|#1182⟫ currency formatting for ⟪currency_code|JPY⟫ prices (¥ has no minor unit)
- ⟪issue_ref|#1190⟫ `listings.search` ignored `maxPrice` when set to ⟪example_value|0⟫

### Docs
- AWS example now uses the placeholder key ⟪example_key|AKIAIOSFODNN7EXAMPLE⟫ and endpoint ⟪doc_ip|192.0.2.44⟫
- Upgrade guide from ⟪version|v4.x⟫ — see ⟪commit_sha|$sha4⟫"""),

("voicemail_transcript_bakery",
"""Voicemail (auto-transcribed) — ⟪voicemail_time|Thu 7:52 AM⟫ — from ⟦PHONE|+1 415-608-2274⟧
"Hi, this is ⟦PERSON|Maggie Sullivan⟧, I ordered the carrot cake for Saturday, order ⟪order_id|C-C one one nine four⟫. Um, I need to add a message, 'Happy retirement ⟦PERSON|Frank⟧'. And I still owe you the ⟦AMOUNT|forty-five dollars⟧ balance, I can pay at pickup. Oh and if you need to call me back my cell is ⟦PHONE|four one five, six oh eight, two two seven four⟧ — that's the one I'm calling from. Thanks, bye.\""""),

("pr_review_comment",
"""**⟦PERSON|yukit⟧** commented on `services/npc-dialogue/config.py` line ⟪line_number|42⟫:

```python
ANTHROPIC_API_KEY = "⟦APIKEY|$anthropic1⟧"
OPENAI_FALLBACK_KEY = "⟦APIKEY|$openai1⟧"
MODEL_VERSION = "⟪model_version|2024-05-13⟫"
```

🚫 Please don't hardcode these — both are live prod keys. ⟦PERSON|Bartek⟧ already revoked the OpenAI one. Use `os.environ[...]` and the ⟪vault_path|kv/npc-dialogue/prod⟫ path. Blocking merge of ⟪pr_number|PR #2231⟫ until fixed.

**⟦PERSON|bnowicki⟧** replied: sorry, copy-paste from my local .env. rotated both, force-pushed ⟪commit_sha|$sha5⟫"""),

("terraform_tfvars",
"""# envs/prod/terraform.tfvars  -- booking platform, eu-west-1
region            = "⟪aws_region|eu-west-1⟫"
vpc_cidr          = "⟪cidr_range|10.20.0.0/16⟫"
bastion_ip        = "⟦IP_ADDRESS|10.20.1.10⟧"
nat_eip           = "⟦IP_ADDRESS|54.76.139.201⟧"
aws_access_key    = "⟦APIKEY|$aws_akid1⟧"
aws_secret_key    = "⟦SECRET|$aws_secret1⟧"
db_instance_class = "⟪instance_type|db.r6g.xlarge⟫"
db_password       = "⟦PASSWORD|Tf!prodDB-2024-kx⟧"
alarm_email       = "⟦EMAIL|ingrid.solberg@roomloop.io⟧"
tags = { owner = "⟦PERSON|isolberg⟧", cost_center = "⟪cost_center|CC-4410⟫" }"""),

("docker_compose_yaml",
"""version: "3.9"
services:
  pos-api:
    image: registry.tablehop.dev/pos-api:⟪image_tag|2.8.1⟫
    ports: ["⟪port|8080⟫:8080"]
    environment:
      DB_HOST: ⟦IP_ADDRESS|172.18.0.5⟧
      DB_USER: tablehop
      DB_PASSWORD: ⟦PASSWORD|kitchen-Sink-77!⟧
      MAILGUN_KEY: ⟦APIKEY|$mailgun1⟧
      TWILIO_API_KEY: ⟦APIKEY|$twilio_sk1⟧
      TWILIO_API_SECRET: ⟦SECRET|$twilio_tok1⟧
      ADMIN_NOTIFY: ⟦EMAIL|marco.rinaldi@tablehop.dev⟧
  db:
    image: postgres:⟪image_tag|16.3⟫
    environment:
      POSTGRES_PASSWORD: ⟦PASSWORD|kitchen-Sink-77!⟧
    volumes: ["pgdata:/var/lib/postgresql/data"]   # owner ⟦PERSON|Marco Rinaldi⟧"""),

("python_traceback",
"""Traceback (most recent call last):
  File "/srv/loyalty/app/tasks.py", line ⟪line_number|118⟫, in send_birthday_vouchers
    conn = psycopg2.connect("postgresql://loyalty_app:⟦SECRET|Bun$4Life_2023⟧@⟦IP_ADDRESS|10.31.2.14⟧:5432/loyalty")
  File "/usr/lib/python3/dist-packages/psycopg2/__init__.py", line 122, in connect
    conn = _connect(dsn, connection_factory=connection_factory, **kwasync)
psycopg2.OperationalError: connection to server at "⟦IP_ADDRESS|10.31.2.14⟧", port ⟪port|5432⟫ failed: timeout expired

During handling of the above exception, task context was:
  customer={'name': '⟦PERSON|Wilson Ng⟧', 'email': '⟦EMAIL|wilson.ng@hotmail.com⟧', 'dob': '⟦DATE_OF_BIRTH|1987-10-04⟧'}
  worker=celery@⟪hostname|loyalty-worker-3⟫ pid=⟪pid|20914⟫"""),

("hostel_incident_report",
"""INCIDENT REPORT — ⟪org_name|Sunny Lane Hostel⟫, Lisbon
Report no: ⟪incident_id|SLH-IR-031⟫       Date/time: ⟪incident_time|17/08/2024 03:20⟫
Guest: ⟦PERSON|Arjun Pillai⟧, dorm ⟪bed_id|B6⟫, passport ⟦PASSPORT|$pp_in1⟧
What happened: guest found by roommate ⟦PERSON|Keanu⟧ having a ⟦MEDICAL|seizure⟧ in the bathroom. Roommate said guest has ⟦MEDICAL|epilepsy⟧ and missed his ⟦MEDICAL|levetiracetam⟧ dose. INEM called (⟪emergency_number|112⟫), arrived 03:34, taken to Hospital de São José.
Next of kin (from booking): ⟦PERSON|Lakshmi Pillai⟧ ⟦PHONE|+91 98470 31226⟧
Staff on duty: ⟦PERSON|Joao Mendes⟧
Follow-up: bed kept free 2 nights, no charge (value ⟪room_rate|€48⟫)."""),

("coworking_slack_general",
"""#general — Hive & Desk Shoreditch
⟦PERSON|Sanne⟧ (community): Morning all! Front door keypad is being replaced today, temporary code is ⟦PASSWORD|606541⟧ until 6pm. Phone booth 2 is out of order (ticket ⟪ticket_id|FAC-331⟫).
⟦PERSON|Hamza Qureshi⟧: thanks! also whoever left a Tupperware labelled "⟦PERSON|Tom⟧ — ⟦MEDICAL|NUT ALLERGY⟧ DO NOT TOUCH" in the fridge, it's leaking
⟦PERSON|Tom Ashworth⟧: oops that's mine, sorry 🙈 cleaning it now
⟦PERSON|Sanne⟧ (community): also reminder the printer is at ⟪doc_ip|192.0.2.80⟫ … kidding, it's ⟦IP_ADDRESS|10.5.0.80⟧ on the member wifi
⟦PERSON|Hamza Qureshi⟧: 😂"""),

("telecom_port_out_form",
"""NUMBER TRANSFER REQUEST (port-out) — ⟪form_id|PRT-55821⟫
Number to transfer: ⟦PHONE|(646) 302-7718⟧
Current carrier: ⟪org_name|Northline Mobile⟫, account no. ⟪account_number|4410082291⟫
Account holder: ⟦PERSON|Gabriel Oyelaran⟧
Billing address: ⟦ADDRESS|455 W 46th St Apt 12F, New York, NY 10036⟧
Account PIN: ⟦PASSWORD|7720⟧
Last 4 SSN: ⟪partial_ssn|5512⟫
Authorized user DOB: ⟦DATE_OF_BIRTH|1983-05-19⟧
New carrier: ⟪org_name|Fizz Wireless⟫, order ⟪order_id|FZ-0088123⟫
Final bill balance: ⟦AMOUNT|$58.12⟧"""),

("hotel_checkin_norway",
"""Guest card — ⟪org_name|Fjordlys Hotel Bergen⟫
Etternavn / Surname: ⟦PERSON|Solberg⟧
Fornavn / First name: ⟦PERSON|Ingrid⟧
Fødselsnummer: ⟦NATIONAL_ID|$fnr1⟧
Fødselsdato / DOB: ⟦DATE_OF_BIRTH|09.07.1986⟧
Adresse: ⟦ADDRESS|Thereses gate 14B, 0358 Oslo⟧
Mobil: ⟦PHONE|+47 934 11 207⟧
Rom: ⟪room_number|516⟫  Ankomst: ⟪checkin_date|13.09.2024⟫  Pris: ⟪room_rate|NOK 1 690⟫ pr natt
Firma: ⟪org_name|Roomloop AS⟫ (faktura)"""),

("payroll_poland_game_studio",
"""Pixelmoth Kraków — lista płac / payroll export ⟪payroll_period|2024-06⟫ (EN labels)
name;pesel;iban;gross;net
⟦PERSON|Bartłomiej Nowicki⟧;⟦NATIONAL_ID|$pesel1⟧;⟦IBAN|$iban_pl1⟧;⟦AMOUNT|21500.00 PLN⟧;⟦AMOUNT|15382.41 PLN⟧
⟦PERSON|Paulina Kowalczyk⟧;⟦NATIONAL_ID|$pesel2⟧;⟦IBAN|$iban_pl2⟧;⟦AMOUNT|9800.00 PLN⟧;⟦AMOUNT|7106.54 PLN⟧
# generated by ⟪software|Symfonia Kadry⟫ ⟪version|2024.1⟫, NIP pracodawcy ⟪company_tax_id|676-249-11-83⟫"""),

("contractor_form_sweden",
"""Pixelmoth Games — Contractor details (Sweden)
Name: ⟦PERSON|Sven Karlsson⟧
Personnummer: ⟦NATIONAL_ID|$pnr1⟧
Date of birth: ⟦DATE_OF_BIRTH|2 November 1988⟧
Address: ⟦ADDRESS|Götgatan 71, 116 21 Stockholm⟧
Email: ⟦EMAIL|sven@karlssonaudio.se⟧
F-skatt: yes   Org.nr (his AB): ⟪company_reg_no|559012-3364⟫
Day rate: ⟪day_rate|SEK 6,200⟫
Payout account (DE, he banks with N26): ⟦IBAN|$iban_de1⟧
First invoice: ⟦AMOUNT|SEK 31,000⟧ for audio implementation sprint ⟪sprint_id|S-14⟫"""),

("singapore_coworking_kyc",
"""Hive & Desk Singapore — Member KYC checklist (⟪kyc_ref|KYC-SG-0712⟫)
[✓] Full name as per NRIC: ⟦PERSON|Ong Mei Lin⟧
[✓] NRIC no.: ⟦NATIONAL_ID|$nric1⟧
[✓] Mobile: ⟦PHONE|+65 9127 4480⟧
[✓] Email: ⟦EMAIL|meilin.ong@gmail.com⟧
[✓] Dependant pass holder (spouse): ⟦PERSON|Arjun Menon⟧, FIN ⟦NATIONAL_ID|$fin1⟧
[✓] Company UEN: ⟪company_reg_no|201934812K⟫ (⟪org_name|Lumen Kitchens Pte Ltd⟫)
[ ] Deposit ⟦AMOUNT|S$1,200⟧ — awaiting PayNow
Verified by: ⟦PERSON|Dilnoza Karimova⟧, ⟪date|12/07/2024⟫"""),

("contractor_invoice_india",
"""INVOICE ⟪invoice_no|RM/2024/017⟫
From: ⟦PERSON|Ravi Menon⟧ (freelance 3D artist)
      ⟦ADDRESS|Flat 6C, Skyline Ivory, Kaloor, Kochi 682017, Kerala⟧
      PAN ⟪tax_id_org|AAGFR4417Q⟫ (firm)   Aadhaar ⟦NATIONAL_ID|$aadhaar1⟧
To:   ⟪org_name|Pixelmoth Games Ltd⟫

Character sculpts x4 (milestone ⟪milestone|M6⟫) ............ ⟪line_item_total|USD 2,400.00⟫
Revisions ......................................... ⟪line_item_total|USD 300.00⟫
TOTAL PAYABLE TO ME ............................... ⟦AMOUNT|USD 2,700.00⟧

Payment via Wise to ⟦EMAIL|ravi.menon.art@gmail.com⟧ · ⟦PHONE|+91 94471 20835⟧"""),
]

TEXTS += [
("payroll_setup_email_canada",
"""Subject: Re: direct deposit + SIN for payroll

Hi ⟦PERSON|Aroha⟧,

Got it, thanks. For the record, this is what's now in ⟪software|Wagepoint⟫:

  Employee: ⟦PERSON|Aroha Ngata⟧ (Montréal studio, QA Lead)
  SIN: ⟦NATIONAL_ID|$sin1⟧
  Salary: ⟦AMOUNT|CAD 74,500⟧ annually, paid bi-weekly
  Home address: ⟦ADDRESS|4120 Rue Saint-Denis, app. 3, Montréal QC H2W 2M5⟧

Reminder the studio's business number ⟪business_number|81237 6690 RT0001⟫ goes on your T4, not your SIN.

Cheers,
⟦PERSON|Lena⟧"""),

("hk_hotel_registration",
"""HARBOURVIEW SUITES (KOWLOON) — REGISTRATION
Guest: ⟦PERSON|CHAN Wing Yee⟧ (⟦PERSON|Winnie⟧)
HKID: ⟦NATIONAL_ID|$hkid1⟧
Tel: ⟦PHONE|6287 1053⟧ / ⟦PHONE|+852 2318 4471⟧ (office)
Accompanied by: ⟦PERSON|LEUNG Ka Ho⟧, HKID ⟦NATIONAL_ID|$hkid2⟧
Room ⟪room_number|1708⟫ | ⟪checkin_date|23-Dec-2024⟫ → 26-Dec-2024 | Rate code ⟪rate_code|STAYCATION-HK⟫ ⟪room_rate|HK$1,480⟫/night
Deposit (Octopus/card): ⟦AMOUNT|HK$2,000⟧
Remarks: guest requests hypoallergenic pillows — ⟦MEDICAL|dust mite allergy⟧"""),

("korean_studio_hr_record",
"""[HR record export — Pixelmoth Seoul branch]
Name (EN): ⟦PERSON|Park Jae-won⟧    Name (KR): ⟦PERSON|박재원⟧
RRN: ⟦NATIONAL_ID|$rrn1⟧
DOB: ⟦DATE_OF_BIRTH|1990.05.14⟧
Mobile: ⟦PHONE|010-4821-7736⟧
Emergency contact: ⟦PERSON|Kim Soo-ah⟧ (spouse) ⟦PHONE|010-2290-4418⟧
Health check ⟪checkup_year|2024⟫: ⟦MEDICAL|mild hypertension, follow-up in 6 months⟧
Annual salary: ⟦AMOUNT|KRW 68,000,000⟧
Employee no. ⟪employee_id|PMS-0042⟫  Dept ⟪department_code|ENG-NET⟫"""),

("uk_catering_starter_form",
"""NEW STARTER FORM — ⟪org_name|Saffron & Sage Events Ltd⟫
Surname: ⟦PERSON|MacLeod⟧      Forename(s): ⟦PERSON|Eilidh Ruth⟧
NI number: ⟦NATIONAL_ID|$nino1⟧
Date of birth: ⟦DATE_OF_BIRTH|30/01/2001⟧
Address: ⟦ADDRESS|Flat 2/1, 88 Dumbarton Road, Glasgow G11 6NX⟧
Bank: sort code ⟪sort_code_masked|**-**-41⟫, account ⟦IBAN|$iban_gb2⟧ (she gave IBAN, fine for BACS)
Hourly rate: ⟪hourly_rate|£12.60⟫      Tax code: ⟪tax_code|1257L⟫
Starter checklist statement: ⟪starter_statement|B⟫
Food hygiene cert no. ⟪certificate_no|FH-L2-774120⟫
Health declaration: no other conditions declared; wears a ⟦MEDICAL|hearing aid (left ear)⟧"""),

("dutch_coworking_tax_form",
"""Hive & Desk Amsterdam — opgave freelancer / freelancer details for ⟪org_name|Belastingdienst⟫ IB47 form
Naam / Name: ⟦PERSON|Sanne de Vries⟧
BSN: ⟦NATIONAL_ID|$bsn1⟧
Adres: ⟦ADDRESS|Eerste Helmersstraat 212-III, 1054 EL Amsterdam⟧
Geboortedatum: ⟦DATE_OF_BIRTH|17-06-1992⟧
IBAN: ⟦IBAN|$iban_nl2⟧
Vergoeding 2024 (events hosting): ⟦AMOUNT|€ 6.450,00⟧
KvK Hive & Desk: ⟪company_reg_no|81422093⟫ — form ⟪form_version|IB47 v2024⟫"""),

("japanese_studio_onboarding",
"""Pixelmoth Tokyo — onboarding checklist for ⟦PERSON|Yuki Tanaka⟧
☑ My Number (個人番号) collected: ⟦NATIONAL_ID|$mynum1⟧ — store in locked cabinet ⟪cabinet_id|HR-3⟫ only
☑ Commuter pass route: ⟪train_route|Kichijoji → Shibuya⟫ (⟪commuter_pass_price|¥14,770⟫ / 3 months, company-paid)
☑ Bank for salary: ⟪org_name|MUFG⟫, branch ⟪branch_code|251⟫ (acct no. on the paper form)
☑ Emergency contact: ⟦PERSON|Tanaka Haruto⟧ ⟦PHONE|090-3318-2274⟧
☑ Monthly base: ⟦AMOUNT|¥520,000⟧
Prepared by ⟦PERSON|Eilidh⟧ (remote), ⟪date|2024-04-01⟫"""),
]

TEXTS += [
("hotel_card_authorization_form",
"""CREDIT CARD AUTHORISATION — ⟪org_name|The Quayside Hotel⟫
I, ⟦PERSON|Dmitri Volkov⟧, authorise the hotel to charge my card for the group booking ⟪group_booking_ref|GRP-0824-DV17⟫.
Card type: Mastercard
Card number: ⟦CARD|$card_mc3⟧
Expiry: ⟪card_expiry|11/26⟫      Security code: ⟦CVV|407⟧
Cardholder billing address: ⟦ADDRESS|Leninsky Prospekt 32, kv. 17, Moscow 119334⟧
Maximum amount: ⟦AMOUNT|£3,600.00⟧ (6 rooms x 3 nights at group rate ⟪room_rate|£189⟫ + incidentals)
Contact: ⟦EMAIL|d.volkov@mail.ru⟧ · ⟦PHONE|+7 916 284-11-93⟧
Signature: ________   Date: ⟪date|12/08/2024⟫
THIS FORM WILL BE SHREDDED AFTER CHECK-OUT (⟪policy_ref|PCI policy 4.2⟫)"""),

]

TEXTS += [
("alarm_install_call_notes",
"""Call notes — ⟪org_name|BrightNest Installs⟫ — ⟪call_time|Mon 16:05⟫ — taken by ⟦PERSON|Callum⟧
Spoke to Mrs ⟦PERSON|Okonjo⟧ (⟦PERSON|Grace Okonjo⟧), alarm panel ⟪model_number|Pyronix Enforcer 32⟫ installed last Tues at ⟦ADDRESS|3 Birchfield Close, Solihull B91 2QE⟧.
She wants the master code changed. New user code she picked, read out to me: ⟦PASSWORD|nine three nine three one⟧. Duress code stays default (told her to change it, ⟪default_code_hint|factory default⟫).
Engineer code not given out.
Her son ⟦PERSON|Chidi⟧ will be keyholder, mob ⟦PHONE|07384 229 016⟧.
Monitoring plan ⟪plan_name|Gold Monitored⟫, first monthly payment ⟦AMOUNT|£14.99⟧ taken today.
Next visit: ⟪visit_date|24/06⟫ for PIR sensor swap (⟪part_number|KX15DT⟫)."""),

("discord_community_chat",
"""#mod-chat — Lanternfall Official Discord
⟦PERSON|nightowl_mira⟧ — Today at 01:12
hey the ModBot went offline again, restarting it. putting the token here so ⟦PERSON|ghostfox⟧ can run it from his box:
⟦APIKEY|$discord_bot1⟧
⟦PERSON|ghostfox⟧ — Today at 01:14
bruh this is a public-ish channel 💀 regenerate it after
⟦PERSON|nightowl_mira⟧ — Today at 01:14
it's mods only lol. also player ⟦PERSON|TurboKai⟧ sent me his real name + address in DMs for the merch giveaway, forwarding to ⟦PERSON|Lena⟧: ⟦PERSON|Kai Brennan⟧, ⟦ADDRESS|16 Rowan Drive, Galway H91 F2XK⟧
⟦PERSON|ghostfox⟧ — Today at 01:15
ok. server boost level ⟪boost_level|3⟫, event id ⟪event_id|1251938374612299881⟫"""),

("isp_field_technician_notes",
"""FTTP INSTALL — work order ⟪work_order|WO-7781204⟫ — tech ⟦PERSON|Ayo Bankole⟧
Customer: ⟦PERSON|Shirin Tehrani⟧, ⟦ADDRESS|Flat 3, 119 Cowley Road, Oxford OX4 1HU⟧, ⟦PHONE|07468 330 912⟧
ONT serial ⟪ont_serial|ALCLB3A71F2C⟫, router serial ⟪serial_number|SR8H2214409871⟫
PPPoE user ⟦EMAIL|stehrani01@skylinebb.net⟧ / pw ⟦PASSWORD|Gx7-rq3M⟧ (printed on router card)
Router WAN ⟦IP_ADDRESS|86.7.213.144⟧ (static, business add-on), IPv6 prefix ⟦IP_ADDRESS|2a00:23c7:9e04:a101::1⟧
Light levels Rx ⟪light_level|-18.4 dBm⟫. Speed test ⟪speed_result|912/108 Mbps⟫.
Customer not happy about install charge ⟦AMOUNT|£49.99⟧, told her to call retentions ⟦PHONE|0800 328 8810⟧."""),

("gdpr_data_export_json",
"""{
  "export_id": "⟪export_id|dsar-2024-0388⟫",
  "generated_at": "⟪timestamp|2024-07-02T11:20:44Z⟫",
  "subject": {
    "name": "⟦PERSON|Beatriz Costa⟧",
    "email": "⟦EMAIL|beatriz.costa.mail@gmail.com⟧",
    "phone": "⟦PHONE|+34 611 47 20 93⟧",
    "date_of_birth": "⟦DATE_OF_BIRTH|1996-10-28⟧",
    "documents": [{"type": "DNI", "number": "⟦NATIONAL_ID|$dni1⟧"}]
  },
  "bookings": [
    {"ref": "⟪booking_ref|RL-8Q2M71⟫", "property": "⟪org_name|Nomad Nest Porto⟫", "paid": "⟦AMOUNT|€142.00⟧", "ip": "⟦IP_ADDRESS|88.157.204.31⟧"},
    {"ref": "⟪booking_ref|RL-9A1K04⟫", "property": "⟪org_name|Sunny Lane Hostel⟫", "paid": "⟦AMOUNT|€96.00⟧", "ip": "⟦IP_ADDRESS|88.157.204.31⟧"}
  ],
  "marketing_consent": false,
  "schema": "⟪schema_version|dsar.v3⟫"
}"""),

("chargeback_dispute_email",
"""From: ⟦EMAIL|disputes@roomloop.io⟧
To: ⟦EMAIL|tariq.mahmood@gmail.com⟧
Subject: Chargeback on booking ⟪booking_ref|RL-4TT6P2⟫ — case ⟪dispute_id|dp_1PRw82LkdF1Mz0aB⟫

Dear ⟦PERSON|Tariq⟧,

Your bank has opened a chargeback for ⟦AMOUNT|£318.40⟧ on the card ending ⟪masked_card|•••• 5519⟫. Our records show the stay was completed (check-in ⟪checkin_date|18 May⟫, key collected 15:42 from ⟪org_name|Harbour Lights Hotel⟫).

If this was raised in error, please reply and we'll ask the bank to withdraw it. If you believe you are owed a partial refund (e.g. the ⟦AMOUNT|£45⟧ cleaning fee you mentioned), we can refund that directly instead.

Roomloop Disputes Team · ⟦PHONE|+44 20 3808 4410⟧
Ref ⟪internal_ref|DSP-UK-2291⟫"""),

("sql_query_result_markdown",
"""> ran this against the replica to find who got double-charged (⟪jira_ticket|PAY-1431⟫)

```sql
SELECT g.full_name, g.email, c.amount || ' ' || c.currency AS amount, c.created_at
FROM charges c JOIN guests g ON g.id = c.guest_id
WHERE c.dup_flag = true AND c.created_at > '⟪date|2024-06-01⟫';
```

| full_name | email | amount | created_at |
|---|---|---|---|
| ⟦PERSON|Mateo Ibarra⟧ | ⟦EMAIL|mateo.ibarra@gmail.com⟧ | ⟦AMOUNT|212.00 EUR⟧ | ⟪timestamp|2024-06-03 19:02⟫ |
| ⟦PERSON|Hannah Lindqvist⟧ | ⟦EMAIL|hannah.lindqvist@outlook.com⟧ | ⟦AMOUNT|298.00 GBP⟧ | 2024-06-11 08:40 |
| ⟦PERSON|Kenji Watanabe⟧ | ⟦EMAIL|k.watanabe@nifty.com⟧ | ⟦AMOUNT|41800.00 JPY⟧ | 2024-06-19 22:15 |

(3 rows, ⟪query_time|41 ms⟫)"""),

("ticket_with_ssh_key",
"""Jira ⟪jira_ticket|OPS-2208⟫ — "Need access to prod bastion for payouts debugging"
Reporter: ⟦PERSON|Marco Rinaldi⟧   Assignee: ⟦PERSON|Ingrid Solberg⟧

Description:
I can't get onto ⟦IP_ADDRESS|10.20.1.10⟧ anymore, my key was rotated. Here's the one from my laptop, can you add it?

{code}
⟦SECRET|$pem1⟧
{code}

Comment (⟦PERSON|Ingrid Solberg⟧): ⟦PERSON|Marco⟧ that's your PRIVATE key 😱 please never paste that. Revoking it now, generate a new pair and send the .pub only. Linking ⟪policy_ref|SEC-POL-07⟫.
"""),
]

TEXTS += [
("catering_staff_rota_sms",
"""From ⟪org_name|Golden Fork Catering⟫: Hi team, rota for the ⟪event_name|Riverside gala⟫ (Sat):
- ⟦PERSON|Rosa⟧ lead cook 2pm (⟦PHONE|(512) 448-0931⟧)
- ⟦PERSON|Marcus⟧ + ⟦PERSON|Thanh⟧ prep 1pm
- ⟦PERSON|Keanu⟧ drives van #⟪vehicle_id|3⟫, pick up rentals from ⟪place_name|Round Rock⟫ at 11
Parking code at venue ⟦PASSWORD|4410⟧. Call sheet ⟪doc_version|v2⟫ attached. Reply STOP to opt out"""),

("hotel_review_and_reply",
"""★★★★☆ "Lovely staff, thin walls" — ⟦PERSON|WanderingWelshman⟧, stayed ⟪stay_month|June 2024⟫
Room was spotless and ⟦PERSON|Ellie⟧ on reception sorted us an early check-in. Only downside was the noise from the bar till 1am. Breakfast ⟪menu_price|£16.50⟫ is steep but the eggs benedict were great.

Response from ⟦PERSON|Callum Reid⟧, Front Office Manager at ⟪org_name|The Quayside Hotel⟫:
Thanks so much for the kind words — I'll pass them on to ⟦PERSON|Ellie⟧! We've noted the noise issue (ref ⟪complaint_ref|CMP-0611⟫) and are fitting acoustic panels in the ⟪floor_number|2nd floor⟫ corridor next month."""),

("bakery_loyalty_csv",
"""member_no,first,last,email,birthday,points,last_visit
⟪member_no|CC-L-00412⟫,⟦PERSON|Fiona⟧,⟦PERSON|Lachlan⟧,⟦EMAIL|fiona.lachlan@gmail.com⟧,⟦DATE_OF_BIRTH|1990-02-11⟧,⟪points_balance|340⟫,⟪date|2024-06-28⟫
CC-L-00413,⟦PERSON|Tom⟧,⟦PERSON|Ashworth⟧,⟦EMAIL|tom.ashworth@icloud.com⟧,⟦DATE_OF_BIRTH|1986-09-19⟧,120,2024-06-30
CC-L-00419,⟦PERSON|Noor⟧,⟦PERSON|Al-Khatib⟧,⟦EMAIL|noor.alkhatib@outlook.com⟧,⟦DATE_OF_BIRTH|1998-12-24⟧,85,2024-07-01
# birthday reward = free cardamom bun, ⟪reward_code|BDAYBUN⟫"""),

("coworking_2fa_onboarding_email",
"""Subject: Your Hive & Desk admin account — 2FA setup

Hi ⟦PERSON|Dilnoza⟧,

Your admin login for the member portal is ⟦EMAIL|dilnoza.k@hiveanddesk.sg⟧. As you couldn't scan the QR code, here's the setup key to type into your authenticator app:

    ⟦SECRET|$totp1⟧

Backup recovery codes (each works once):
    ⟦SECRET|7fq2-x9kd⟧   ⟦SECRET|m3zp-41ra⟧   ⟦SECRET|c8wv-0tyh⟧   ⟦SECRET|k2nd-g6pe⟧

Temporary password for first login: ⟦PASSWORD|HiveSG!temp-0712⟧ (you'll be asked to change it).

Portal: ⟪url|admin.hiveanddesk.com⟫ · IT helpdesk ⟦PHONE|+65 6812 3390⟧
— ⟦PERSON|Hamza⟧, IT"""),

("grafana_alert_email",
"""[FIRING:2] DiskPressure dc-north (⟪alert_rule|node_filesystem_avail⟫)
Labels:
  alertname = DiskPressure
  instance = ⟦IP_ADDRESS|10.88.14.23⟧:⟪port|9100⟫
  rack = ⟪rack_id|R14-C⟫
  severity = critical
Annotations:
  summary = /var at ⟪percentage|97%⟫ on db-replica-2
  runbook = ⟪url|wiki.dcnorth.local/runbooks/disk⟫
Silenced by: ⟦PERSON|jbrekke⟧ until ⟪timestamp|03:00 UTC⟫
Contact point: ⟦EMAIL|noc@dcnorth.no⟧ / ⟦PHONE|+47 21 04 88 00⟧
Source: ⟪grafana_version|Grafana v10.4.1⟫"""),

("k8s_manifest",
"""apiVersion: apps/v1
kind: Deployment
metadata:
  name: search-api
  namespace: ⟪k8s_namespace|booking-prod⟫
  labels: { app: search-api, version: "⟪version|4.12.0⟫" }
spec:
  replicas: ⟪replica_count|6⟫
  template:
    spec:
      containers:
        - name: search-api
          image: ghcr.io/roomloop/search-api@sha256:⟪image_digest|$sha256_1⟫
          env:
            - name: ELASTIC_URL
              value: http://⟪doc_ip|192.0.2.15⟫:⟪port|9200⟫   # placeholder, real value from secret
            - name: API_KEY
              valueFrom: { secretKeyRef: { name: ⟪k8s_secret_ref|search-api-secrets⟫, key: api-key } }
          resources: { limits: { cpu: "⟪cpu_limit|2⟫", memory: 4Gi } }"""),

("restaurant_pos_error_log",
"""[⟪timestamp|2024-07-05 19:44:10⟫] WARN  tablehop-pos ⟪version|2.8.1⟫ terminal=⟪terminal_id|T-04⟫ table=⟪table_number|12⟫
[2024-07-05 19:44:10] ERROR PaymentBridge: gateway timeout after 30000ms, retrying (1/3)
[2024-07-05 19:44:41] ERROR PaymentBridge: raw track dump (DEBUG LEFT ON!!): PAN=⟦CARD|$card_visa2⟧ NAME=⟦PERSON|OKAFOR/AMARA⟧ EXP=2811
[2024-07-05 19:44:41] INFO  PaymentBridge: amount=⟦AMOUNT|€87.40⟧ tip=⟦AMOUNT|€8.00⟧ server=⟦PERSON|giorgio.b⟧
[2024-07-05 19:44:43] INFO  PaymentBridge: approved auth=⟪auth_code|081447⟫ rrn=⟪rrn_code|418719003321⟫
[2024-07-05 19:44:43] INFO  printer ⟦IP_ADDRESS|192.168.10.31⟧ receipt ok"""),

("game_server_log_discord_webhook",
"""2024-07-06 22:10:03 [INFO] Lanternfall dedicated server ⟪build_number|0.7.1150⟫ starting on ⟪bind_address|0.0.0.0⟫:⟪port|7777⟫
2024-07-06 22:10:03 [INFO] Reporting to ⟦SECRET|$discord_hook1⟧
2024-07-06 22:10:04 [INFO] Public address ⟦IP_ADDRESS|51.89.140.77⟧, region eu-west
2024-07-06 22:12:51 [INFO] Player joined: ⟦PERSON|TurboKai⟧ (steamid ⟪steam_id|76561198412093311⟫) from ⟦IP_ADDRESS|37.228.251.90⟧
2024-07-06 22:13:20 [WARN] Player ⟦PERSON|TurboKai⟧ kicked: anti-cheat ⟪error_code|EAC-0x1F⟫
2024-07-06 22:13:21 [INFO] Admin RCON password reset to ⟦PASSWORD|lf-admin-77ZQ⟧ by ⟦PERSON|ghostfox⟧"""),
]

TEXTS += [
("hotel_rooming_list",
"""ROOMING LIST — ⟪org_name|Pixelmoth Games⟫ offsite @ ⟪org_name|Fjordlys Hotel Bergen⟫ (⟪group_booking_ref|GRP-PM-0924⟫)
| # | Guest | Passport | Nationality | Room type | Notes |
|---|-------|----------|-------------|-----------|-------|
| 1 | ⟦PERSON|Lena Hoffmann⟧ | ⟦PASSPORT|$pp_de1⟧ | DE | Single | — |
| 2 | ⟦PERSON|Kenji Watanabe⟧ | ⟦PASSPORT|$pp_jp1⟧ | JP | Single | gluten-free meals (⟦MEDICAL|coeliac⟧) |
| 3 | ⟦PERSON|Aroha Ngata⟧ | ⟦PASSPORT|$pp_ca1⟧ | CA | Twin share w/ #4 | — |
| 4 | ⟦PERSON|Eilidh MacLeod⟧ | ⟦PASSPORT|$pp_uk1⟧ | GB | Twin share w/ #3 | — |
| 5 | ⟦PERSON|Ravi Menon⟧ | ⟦PASSPORT|$pp_in1⟧ | IN | Single | ground floor pls, ⟦MEDICAL|recovering from hip replacement⟧ |
Group rate ⟪room_rate|NOK 1 450⟫ pp/night · billing to company account ⟪corporate_account|PM-NO-118⟫"""),

("delivery_rider_onboarding_email",
"""From: ⟦EMAIL|onboarding@gobble-riders.com⟧
To: ⟦EMAIL|dj.thompson2002@gmail.com⟧
Subject: Your Gobble rider application — background check

Hi ⟦PERSON|DeShawn⟧,

Thanks for applying to ride with ⟪org_name|Gobble⟫ in ⟪place_name|Atlanta⟫! We've submitted your background check with the details below — if anything is wrong, reply before ⟪deadline|Friday 5pm⟫.

  Name: ⟦PERSON|DeShawn J. Thompson⟧
  Date of birth: ⟦DATE_OF_BIRTH|March 9, 2002⟧
  SSN: ⟦SSN|$ssn8⟧
  Address: ⟦ADDRESS|1180 Peachtree St NE, Unit 1407, Atlanta, GA 30309⟧
  Vehicle: e-bike (no plate needed)

Your insulated bag deposit of ⟦AMOUNT|$25⟧ will be taken from your first payout. Check ID: ⟪background_check_id|chk_8812aa04⟫.

Gobble Rider Ops · ⟦PHONE|(404) 890-1177⟧"""),

("remote_hands_ticket",
"""REMOTE HANDS REQUEST ⟪ticket_id|RH-33920⟫ — ⟪facility_code|OSL-2⟫ — customer ⟪org_name|Roomloop AS⟫
Requested by: ⟦PERSON|Ingrid Solberg⟧ (⟦PHONE|+47 934 11 207⟧)
Device: ⟪asset_tag|RL-DB-07⟫ in ⟪rack_id|R22⟫ ⟪rack_unit|U14⟫ (Dell R750, service tag ⟪service_tag|9XK2LM3⟫)
Task: server unresponsive. Please connect crash cart, power-cycle if no console output.
iDRAC: https://⟦IP_ADDRESS|10.88.22.14⟧  user: root  pass: ⟦PASSWORD|Idr4c!RL-db07⟧
Mgmt switch port ⟪switch_port|Gi1/0/14⟫, VLAN ⟪vlan_id|220⟫
Billing: ⟪billing_unit|0.5h block⟫
Technician: ⟦PERSON|Sven Karlsson⟧ — done 14:52, PSU 2 reseated, host back up at ⟦IP_ADDRESS|10.88.22.15⟧"""),

("telegram_bot_config",
"""# bot.yaml — order notifications for ⟪org_name|Luna Verde⟫ kitchen
telegram:
  token: "⟦APIKEY|$telegram1⟧"
  chat_id: ⟪telegram_chat_id|-1002183390412⟫
  admins:
    - ⟦PERSON|luca_bernardi⟧
    - ⟦PERSON|giorgio_b⟧
google_maps:
  api_key: "⟦APIKEY|$google1⟧"   # for delivery radius
  map_id: "⟪map_id|8e0a97af9386fef⟫"
delivery_radius_km: ⟪radius|6.5⟫
min_order_eur: ⟪min_order|25⟫"""),

("phone_order_transcript",
"""[Recorded line — ⟪org_name|Crumb & Cardamom⟫ — ⟪call_time|Fri 10:18⟫]
STAFF: Crumb and Cardamom, ⟦PERSON|Noor⟧ speaking.
CUSTOMER: Hi, I'd like to pay the rest for the cake, order ⟪order_id|CC-1187⟫, under ⟦PERSON|Raghunathan⟧.
STAFF: Sure, that's ⟦AMOUNT|$121⟧ remaining. Card number when you're ready?
CUSTOMER: ⟦CARD|$card_visa4⟧.
STAFF: Expiry?
CUSTOMER: ⟪card_expiry|oh-eight twenty-eight⟫. And the three digits on the back are ⟦CVV|519⟧.
STAFF: Lovely, that's gone through. Receipt to ⟦EMAIL|priya.r@fastmail.com⟧?
CUSTOMER: Yes please. Thanks!"""),
]
