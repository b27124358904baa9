# -*- coding: utf-8 -*-
"""Hand-written en texts for blind84. Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name from values.VALUES."""

TEXTS = []

# ---------------------------------------------------------------- en, part 1
TEXTS += [
("sms_valet_booking", r"""Hi ⟦PERSON|Marcus⟧, it's ⟦PERSON|Jodie⟧ from ⟪org_name|ShineBay Valeting⟫ 🚗 Your full valet is booked for ⟪appointment_time|Sat 10:30⟫, ref ⟪booking_ref|SBV-20931⟫. Deposit of ⟦AMOUNT|£25⟧ taken, balance ⟦AMOUNT|£64.99⟧ on the day. Gate code for the unit is ⟦PASSWORD|4471#⟧ (we're round the back). Any probs ring ⟦PHONE|07893 442 118⟧. Reply STOP to opt out"""),

("email_laundry_complaint", r"""Subject: Re: missing shirt + rash?? order ⟪order_id|LP-884120⟫

Hi there,

I used your pickup service last Tuesday and two things went wrong. One of my white Oxford shirts (M&S, collar 16) never came back, and the rest were washed in something scented even though my account clearly says NON-BIO ONLY. I have ⟦MEDICAL|contact dermatitis⟧ and I've had a flare up on both forearms since Wednesday, my GP has put me back on ⟦MEDICAL|hydrocortisone 1% cream⟧.

I'd like a refund of the ⟦AMOUNT|£38.50⟧ I paid for the bag plus ⟦AMOUNT|£30⟧ for the shirt. The driver was lovely btw, I think his name badge said ⟦PERSON|Tomasz⟧.

Collection address was ⟦ADDRESS|Flat 3, 27 Holloway Road, London N7 8JG⟧ if you need to check the driver log.

Thanks,
⟦PERSON|Priya Raman⟧
⟦PHONE|07412 906 335⟧ | ⟦EMAIL|priya.raman84@gmail.com⟧

-- 
Sent from my iPhone

> On 4 Jun, ⟪org_name|FreshFold Laundry⟫ wrote:
> Your bag (⟪bag_tag|TAG 0093-B⟫) has been delivered. Rate us ⭐⭐⭐⭐⭐"""),

("courier_dispatch_log", r"""2024-06-11T07:58:02.114Z INFO  dispatch-api ⟪version|v3.14.2⟫ starting on :⟪port|8080⟫ pid=⟪pid|31877⟫
2024-06-11T07:58:09.530Z INFO  auth ok rider=⟦PERSON|okwuosa_c⟧ device=android ip=⟦IP_ADDRESS|100.72.14.201⟧
2024-06-11T07:58:11.002Z INFO  job ⟪job_id|JOB-77120⟫ assigned rider=⟦PERSON|okwuosa_c⟧ pickup="⟪org_address|Unit 4, Tanner St⟫" eta=14m
2024-06-11T07:59:47.318Z WARN  slow upstream maps latency_ms=⟪latency_ms|2291⟫ req=⟪request_id|7f3c9a0e-55b1-4d0c-9b2e-1a6f0c3d8e21⟫
2024-06-11T08:01:15.880Z DEBUG outbound POST /v2/jobs Authorization: Bearer ⟦APIKEY|$ak_jwt1⟧
2024-06-11T08:03:40.004Z INFO  auth ok rider=⟦PERSON|fbellamy⟧ device=ios ip=⟦IP_ADDRESS|86.142.19.77⟧
2024-06-11T08:03:41.221Z ERROR geo lookup failed for ⟪doc_ip|203.0.113.45⟫ (test fixture) – ignoring
2024-06-11T08:04:02.650Z INFO  job ⟪job_id|JOB-77121⟫ delivered sig="⟦PERSON|R. Achterberg⟧" photo=ok"""),

("env_config_toolhire", r"""# hirebase production .env  -- DO NOT COMMIT (lol)
APP_ENV=production
APP_URL=https://book.⟪org_domain|hirebase-tools.co.uk⟫
APP_VERSION=⟪version|2.8.0-rc1⟫
DATABASE_URL=postgres://hirebase_app:⟦SECRET|Dr1ll!Bit_2024⟧@⟦IP_ADDRESS|10.20.4.11⟧:⟪port|5432⟫/hirebase
REDIS_URL=redis://⟦IP_ADDRESS|10.20.4.12⟧:6379/0
STRIPE_PUBLISHABLE_KEY=⟪publishable_key|pk_live_51Hq7RtDepotPublicKeyOnly00aBcD⟫
STRIPE_SECRET_KEY=⟦APIKEY|$ak_stripe1⟧
STRIPE_WEBHOOK_SECRET=⟦SECRET|$whsec1⟧
SENDGRID_API_KEY=⟦APIKEY|$ak_sg1⟧
SLACK_ALERTS_WEBHOOK=⟦SECRET|$hook_slack1⟧
AWS_ACCESS_KEY_ID=⟦APIKEY|$ak_aws1⟧
AWS_SECRET_ACCESS_KEY=⟦SECRET|$sk_aws1⟧
ADMIN_NOTIFY=⟦EMAIL|gareth.pryce@hirebase-tools.co.uk⟧
S3_BUCKET=⟪bucket_name|hirebase-contracts-prod⟫"""),

("call_transcript_interpreting", r"""[Call recording – ⟪org_name|HandsOn BSL Interpreting⟫ bookings line – 09:14]
AGENT (⟦PERSON|Shona⟧): Good morning, HandsOn, ⟦PERSON|Shona⟧ speaking.
CALLER: Hiya, it's ⟦PERSON|Denise Whitlock⟧, I need an interpreter for my dad's hospital appointment.
AGENT: No problem. And your dad's name?
CALLER: ⟦PERSON|Ronald Whitlock⟧, ⟦PERSON|Ron⟧. Date of birth ⟦DATE_OF_BIRTH|2nd of March 1948⟧.
AGENT: Lovely. What's the appointment for, just so I can match the right interpreter?
CALLER: It's the ⟦MEDICAL|cardiology follow-up⟧, they're talking about fitting a ⟦MEDICAL|pacemaker⟧ so it'll be quite technical.
AGENT: Understood. Thursday the 20th, 2:15, at the Royal?
CALLER: Yeah, ward ⟪ward_number|B7⟫.
AGENT: And best number for you?
CALLER: ⟦PHONE|Oh seven seven one two, four four nine, eight six oh⟧... sorry, ⟦PHONE|07712 449 860⟧.
AGENT: Got it. That's booking ⟪booking_ref|HO-5521⟫, NHS funded so nothing to pay.
CALLER: Brilliant, ta."""),

("web_form_tool_hire_account", r"""POST /account/apply  (form dump, ⟪ticket_id|ticket #40918⟫)
-------------------------------------------------
first_name      : ⟦PERSON|Callum⟧
last_name       : ⟦PERSON|Ferreira⟧
dob             : ⟦DATE_OF_BIRTH|1989-11-23⟧
email           : ⟦EMAIL|cferreira.builds@outlook.com⟧
mobile          : ⟦PHONE|+44 7520 318 774⟧
address_line1   : ⟦ADDRESS|14 Kestrel Close, Ipswich IP4 5QN⟧
id_type         : passport
id_number       : ⟦PASSPORT|$pp_uk1⟧
card_number     : ⟦CARD|$card_visa1⟧
card_cvc        : ⟦CVV|719⟧
card_expiry     : ⟪card_expiry|08/27⟫
trade_account   : no
hire_item       : ⟪product_code|KANGO-950X⟫ breaker + 110V transformer
marketing_optin : false
user_agent      : Mozilla/5.0 (Linux; Android 14) ⟪user_agent_build|Chrome/125.0.6422.147⟫
-------------------------------------------------"""),

("whatsapp_cobbler_staff", r"""[08/06/2024, 09:02] ⟦PERSON|Dev⟧: morning all. mrs ⟦PERSON|Okafor⟧ coming in at 11 for the safe key, she's lost both originals
[08/06/2024, 09:03] ⟦PERSON|Lorraine⟧: the Chubb one? we need the code off the card for that, not cutting by eye
[08/06/2024, 09:05] ⟦PERSON|Dev⟧: yeah she read it me over the phone, key code ⟪key_code|Chubb 3G114⟫ and she said the safe combo is ⟦PASSWORD|22-61-08⟧ which I did NOT need to know 🙈
[08/06/2024, 09:05] ⟦PERSON|Lorraine⟧: delete that lol
[08/06/2024, 09:07] ⟦PERSON|Dev⟧: also the Timpson rep ⟦PERSON|Gary⟧ rang, blanks delivery Tue, order ⟪po_number|PO-11873⟫
[08/06/2024, 09:11] ⟦PERSON|Lorraine⟧: ok. resoling for Mr ⟦PERSON|Baptiste⟧ is ready, he owes ⟦AMOUNT|£42⟧ still, paid ⟦AMOUNT|£20⟧ upfront
[08/06/2024, 09:12] ⟦PERSON|Dev⟧: 👍 his number ⟦PHONE|07954 661 203⟧ if he doesnt show"""),
]

# ---------------------------------------------------------------- en, part 2
TEXTS += [
("csv_laundry_customers", r"""customer_id,name,email,phone,postcode,address,preferences,balance_gbp,last_order
⟪customer_id|C-10441⟫,⟦PERSON|Hannah Obi⟧,⟦EMAIL|hannah.obi@btinternet.com⟧,⟦PHONE|07700 183 562⟧,BS6,"⟦ADDRESS|22 Cotham Vale, Bristol BS6 6HS⟧",non-bio,⟦AMOUNT|£12.40⟧,⟪order_id|ORD-99812⟫
⟪customer_id|C-10442⟫,⟦PERSON|Steve Kaminski⟧,⟦EMAIL|stevek1971@yahoo.co.uk⟧,⟦PHONE|01179 442 903⟧,BS3,"⟦ADDRESS|9 Greville Road, Bristol BS3 1LL⟧",hang shirts,⟦AMOUNT|£0.00⟧,⟪order_id|ORD-99840⟫
⟪customer_id|C-10443⟫,⟦PERSON|Aisha Mensah⟧,⟦EMAIL|a.mensah@protonmail.com⟧,⟦PHONE|07931 550 218⟧,BS7,"⟦ADDRESS|41 Ashley Down Road, Bristol BS7 9JN⟧",fragrance free (⟦MEDICAL|asthma⟧),⟦AMOUNT|-£4.50⟧,⟪order_id|ORD-99851⟫
"""),

("stack_trace_courier_app", r"""Traceback (most recent call last):
  File "/srv/⟪app_path|pedalpost/app/routes/payouts.py⟫", line ⟪line_number|212⟫, in create_payout
    resp = bank.transfer(rider.iban, amount)
  File "/srv/pedalpost/app/clients/bank.py", line 88, in transfer
    raise BankError(f"rejected: {payload}")
app.clients.bank.⟪exception_class|BankError⟫: rejected: {'rider': '⟦PERSON|Eliska Novotna⟧', 'iban': '⟦IBAN|$iban_de1⟧', 'amount': '⟦AMOUNT|€312.75⟧', 'ref': '⟪payout_ref|PO-2024-W23-0117⟫'}

During handling of the above exception, another exception occurred:
  File "/home/⟦PERSON|mhartigan⟧/pedalpost/venv/lib/python3.11/site-packages/⟪package_name|sentry_sdk⟫/hub.py", line 312
sentry: event ⟪event_id|9b1c0e7d44a84f2a8c1e0c7e3b55f0aa⟫ dropped (rate limit)
client_ip=⟦IP_ADDRESS|172.19.0.7⟧ forwarded_for=⟦IP_ADDRESS|94.174.211.36⟧"""),

("invoice_knife_sharpening", r"""⟪org_name|EDGEWISE MOBILE SHARPENING⟫
Invoice ⟪invoice_no|EW-0718⟫          Date: ⟪invoice_date|14 May 2024⟫

Bill to: Ms ⟦PERSON|Harriet Lowe⟧
⟦ADDRESS|The Old Forge, 3 Mill Lane, Hebden Bridge HX7 8EQ⟧

Item                               Qty   Unit     Line
Chef knife, 20cm (German)           3    ⟪price|£6.00⟫    ⟪line_total|£18.00⟫
Japanese single bevel (deba)        1    ⟪price|£12.00⟫   ⟪line_total|£12.00⟫
Serrated bread knife                1    ⟪price|£8.00⟫     ⟪line_total|£8.00⟫
Garden shears                       1    ⟪price|£9.50⟫     ⟪line_total|£9.50⟫

TOTAL DUE                                          ⟦AMOUNT|£47.50⟧

Pay by transfer to ⟦PERSON|Benedict Arkwright⟧ (sole trader), IBAN ⟦IBAN|$iban_gb3⟧, ref EW0718.
Questions: ⟦PHONE|07866 020 414⟧ / ⟦EMAIL|ben@edgewise-sharpening.co.uk⟧"""),

("review_umbrella_repair", r"""★★★★★ Brilliant little shop
Reviewed by ⟦PERSON|mags_in_leeds⟧ · 3 weeks ago

Took my late mum's Fox umbrella in, whangee handle, two broken ribs and the runner gone. ⟦PERSON|Alfie⟧ (the older chap) fixed it in a week for ⟦AMOUNT|£35⟧, which honestly I'd have paid double for. He even noticed the tip cup was missing and found one off an old frame. Also did a quick stitch on my Radley bag strap while I waited, no charge. Parking is a nightmare on ⟪place_name|Kirkgate⟫ though. Ask for ⟦PERSON|Alfie⟧ not the website, the website form never replies!!

Response from the owner: Thanks ⟦PERSON|Margaret⟧! Pleasure to work on a proper ⟪brand_model|Fox Umbrellas GT1⟫. – A"""),

("slack_devops_leak", r"""#laundry-app-dev  
⟦PERSON|kwame.asante⟧  10:42
  uh oh. I pushed `scripts/deploy.sh` to the public mirror and it had my personal token in it 😬 `⟦APIKEY|$ak_gh1⟧`
⟦PERSON|ines⟧  10:43
  revoke it now pls. also was the droplet ip in there?
⟦PERSON|kwame.asante⟧  10:43
  yeah `⟦IP_ADDRESS|161.35.77.203⟧` (prod worker) + `⟦IP_ADDRESS|10.114.0.5⟧` (db, private so fine-ish)
⟦PERSON|ines⟧  10:45
  rotated the db pw too, new one's in 1password not here. commit was ⟪commit_sha|4e1f9c2a7b03d58e6f1a9c0b2d3e4f5a6b7c8d9e⟫ right? I'll rewrite history
⟦PERSON|kwame.asante⟧  10:46
  yep. sorry. the sample in README (`⟪example_key|AKIAIOSFODNN7EXAMPLE⟫`) is the AWS doc one so that's ok
⟦PERSON|ines⟧  10:47
  👍 also ping ⟦PERSON|Rosalind⟧ she owns the GH org settings"""),

("minutes_interpreting_agency", r"""SignLink Interpreting Ltd – Team meeting minutes
Date: ⟪meeting_date|Thursday 23 May 2024⟫    Venue: ⟪room_name|Meeting room 2⟫
Present: ⟦PERSON|Fiona McLeish⟧ (chair), ⟦PERSON|Tunde Bakare⟧, ⟦PERSON|Grace Whelan⟧, ⟦PERSON|Oliver Stanton⟧
Apologies: ⟦PERSON|Rachel Yi⟧

1. Rota. ⟦PERSON|Tunde⟧ can't cover the Friday mental health clinic any more. ⟦PERSON|Grace⟧ to take it. Client (⟦PERSON|J. Pearce⟧) has ⟦MEDICAL|bipolar disorder⟧ and has asked for continuity, so no agency swaps please.
2. Expenses. ⟦PERSON|Oliver⟧ is still owed ⟦AMOUNT|£186.40⟧ mileage from April; ⟦PERSON|Fiona⟧ to chase accounts.
3. Rates. New NHS framework rate ⟪tariff|£42/hr, 2hr minimum⟫ from 1 July (org rate, not for clients).
4. AOB. Booking system login for temps: reminder to use own accounts, NOT the shared one.
Next meeting: ⟪meeting_date|20 June⟫."""),

("shell_history_courier_server", r"""  501  ssh ⟦PERSON|dmurphy⟧@⟦IP_ADDRESS|10.0.12.40⟧
  502  cd /home/⟦PERSON|dmurphy⟧/relay-dispatch
  503  git log --oneline | head -3
  504  git checkout ⟪git_branch|hotfix/eta-rounding⟫
  505  export TELEGRAM_BOT_TOKEN=⟦APIKEY|$ak_tg1⟧
  506  mysql -h ⟦IP_ADDRESS|10.0.12.41⟧ -u relay -p'⟦PASSWORD|Sprock3t&Chain⟧' relay_prod
  507  docker pull registry.internal/relay:⟪docker_tag|1.22.7⟫
  508  curl -s http://⟪doc_ip|198.51.100.23⟫/health
  509  sudo systemctl restart relay-worker@⟪systemd_instance|2⟫
  510  tail -f /var/log/relay/worker.log | grep ⟪job_id|JOB-50331⟫
  511  history | grep -i passw"""),

("contract_tool_hire", r"""HIRE AGREEMENT  No. ⟪contract_no|TH-3390⟫
⟪org_name|Brampton Plant & Tool Hire⟫, Unit 9, Riverside Trading Estate (the "Owner")

HIRER: ⟦PERSON|Declan Moriarty⟧
Date of birth: ⟦DATE_OF_BIRTH|07/09/1976⟧
Home address: ⟦ADDRESS|58 Lindisfarne Avenue, Carlisle CA1 3PT⟧
Contact: ⟦PHONE|07415 223 090⟧
ID seen: UK passport ⟦PASSPORT|$pp_uk2⟧ (checked by ⟦PERSON|K. Bhatt⟧)

Equipment: ⟪product_code|HIL-TE3000⟫ demolition hammer, serial ⟪serial_number|SN 2207-44817⟫
Hire period: 3 days. Hire charge ⟦AMOUNT|£96.00⟧ + damage waiver ⟦AMOUNT|£9.60⟧. Refundable deposit ⟦AMOUNT|£150.00⟧ held on card ⟪masked_card|**** **** **** 2093⟫.

The Hirer accepts the Owner's standard terms (rev. ⟪document_version|v7.2⟫).
Signed: ⟦PERSON|D. Moriarty⟧    Witness: ⟦PERSON|K. Bhatt⟧"""),

("w9_interpreter_contractor", r"""Form W-9 (Rev. ⟪form_revision|March 2024⟫) – scanned for ClearHands ASL Services vendor file

1 Name: ⟦PERSON|Monique Delacroix-Baptiste⟧
2 Business name: ⟪org_name|MDB Interpreting LLC⟫
3 Federal tax classification: Individual/sole proprietor
5 Address: ⟦ADDRESS|1187 Magazine Street, Apt 2R, New Orleans, LA 70130⟧
Part I  Social security number: ⟦SSN|$ssn1⟧
        Employer identification number: ⟪ein_business|72-4419035⟫
Signature: [signed]     Date: ⟪signature_date|04/15/2024⟫

Vendor note (⟦PERSON|Trish⟧): ACH to her checking, 1st payment ⟦AMOUNT|$1,240.00⟧ for the April medical assignments. Cell ⟦PHONE|(504) 771-3096⟧."""),

("sms_courier_pay_dispute", r"""From: ⟦PHONE|+44 7459 300 812⟧
Hey ⟦PERSON|Jas⟧ its ⟦PERSON|Kofi⟧. Checked my payslip and ur short by like ⟦AMOUNT|£73⟧ again?? Had 41 drops last wk not 33. Also still waitin on the ⟦AMOUNT|£15⟧ for the puncture on the cargo bike ⟪fleet_id|CB-07⟫. Pls sort before fri or ill raise it with ⟦PERSON|Mo⟧. Cheers"""),

("yaml_carwash_pos", r"""# suds-pos/config/production.yaml
site:
  name: ⟪org_name|Suds & Shine Hand Car Wash⟫
  bays: ⟪bay_count|6⟫
  till_ip: ⟦IP_ADDRESS|192.168.50.20⟧
  camera_nvr: ⟦IP_ADDRESS|192.168.50.30⟧
payments:
  provider: square
  access_token: ⟦APIKEY|$ak_square1⟧
  application_id: ⟪app_id|sq0idp-Hc7TillPublicAppId12⟫
  location_id: ⟪location_id|L8Y2PQ9ZK3X1A⟫
loyalty:
  sms_sender: SUDS
  twilio_api_key_sid: ⟦APIKEY|$ak_twilio1⟧
  twilio_api_key_secret: ⟦SECRET|$sk_twilio1⟧
manager_override_pin: "⟦PASSWORD|8086⟧"   # ⟦PERSON|Zoltan⟧'s, change when he leaves
prices:
  ⟪price_list|basic: 8.00, mini_valet: 25.00, full_valet: 85.00⟫"""),

("sql_laundry_pickups", r"""-- restore from backup ⟪backup_file|pickups_2024-06-02.sql.gz⟫
INSERT INTO pickups (id, customer_name, phone, address, window, notes, card_last4, created_at) VALUES
(⟪row_id|88231⟫, '⟦PERSON|Gwen Llewellyn⟧', '⟦PHONE|07823 511 460⟧', '⟦ADDRESS|5 Heol y Nant, Cardiff CF14 6DX⟧', 'AM', 'dog in garden, ring bell', '⟪masked_card|••6620⟫', '⟪timestamp|2024-06-01 08:12:55⟫'),
(88232, '⟦PERSON|Ravi Chandrasekaran⟧', '⟦PHONE|02920 884 117⟧', '⟦ADDRESS|Flat 12, Bute Mansions, Cardiff CF10 5AQ⟧', 'PM', 'door code ⟦PASSWORD|1953⟧', '⟪masked_card|••0142⟫', '2024-06-01 09:40:03'),
(88233, '⟦PERSON|Bethan Morgan⟧', '⟦PHONE|07496 002 871⟧', '⟦ADDRESS|31 Kings Road, Pontcanna, Cardiff CF11 9DA⟧', 'AM', '⟦MEDICAL|latex allergy⟧ - driver no gloves pls', '••7788', '2024-06-01 10:02:19');"""),

("markdown_deposit_table", r"""### Damage deposits – to refund this week

| Hirer | Item | Deposit | Deduction | Refund | Notes |
|---|---|---|---|---|---|
| ⟦PERSON|Jo Brennan⟧ | ⟪product_code|SDS-MAX 40⟫ | ⟦AMOUNT|£100⟧ | ⟦AMOUNT|£0⟧ | ⟦AMOUNT|£100⟧ | back clean |
| ⟦PERSON|Ifeoma Nwosu⟧ | tile cutter | ⟦AMOUNT|£80⟧ | ⟦AMOUNT|£22⟧ (blade) | ⟦AMOUNT|£58⟧ | blade chipped |
| ⟦PERSON|Pete Sandoval⟧ | ⟪product_code|WACKER BS50⟫ | ⟦AMOUNT|£250⟧ | – | HOLD | late return, rang ⟦PHONE|07588 341 226⟧ x3 |
| ⟦PERSON|Ruth Adeyemi⟧ | carpet cleaner | ⟦AMOUNT|£50⟧ | ⟦AMOUNT|£0⟧ | ⟦AMOUNT|£50⟧ | refund to ⟪card_last_four|card ending 4410⟫ |

*Updated by ⟦PERSON|Chris⟧, ⟪timestamp|11/06 16:20⟫*"""),
]

# ---------------------------------------------------------------- en, part 3
TEXTS += [
("email_courier_quote", r"""From: ⟦PERSON|Lena Hofstetter⟧ <⟦EMAIL|lena@spokeandsatchel.co.uk⟧>
To: office@⟪org_domain|brightwaterdental.co.uk⟫
Subject: Quote – daily sample runs ⟪quote_ref|Q-2024-118⟫

Hi ⟦PERSON|Marek⟧,

Thanks for the call. As discussed, for the lab runs between your two practices we'd quote:

  - ⟪quote_price|£14.50 per same-day run (up to 5kg)⟫
  - ⟪quote_price|£9.00 per additional stop⟫
  - ⟪quote_price|£260/month for a fixed 2x daily slot⟫

All riders are DBS checked and on e-cargo bikes. Prices ex VAT, valid 30 days.

Best,
⟦PERSON|Lena⟧
Spoke & Satchel Cycle Couriers | Ops
⟦PHONE|0161 496 2270⟧ (office) · ⟦PHONE|07709 114 382⟧ (mob)"""),

("nginx_access_log_laundry", r"""⟦IP_ADDRESS|81.98.203.14⟧ - - [⟪timestamp|12/Jun/2024:19:02:11 +0100⟫] "GET /account/orders?user=⟦PERSON|sbhattacharya⟧ HTTP/2.0" 200 4312 "-" "Mozilla/5.0"
⟦IP_ADDRESS|2a02:c7c:5e1a:3b00:8d4:1f2e:9a61:c077⟧ - - [12/Jun/2024:19:02:40 +0100] "POST /login HTTP/2.0" 302 0 "-" "okhttp/4.12.0"
⟪doc_ip|192.0.2.10⟫ - - [12/Jun/2024:19:03:05 +0100] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/⟪version|1.29⟫"
⟦IP_ADDRESS|10.42.1.17⟧ - - [12/Jun/2024:19:03:06 +0100] "POST /api/pickups HTTP/1.1" 201 88 "-" "pickup-worker/2.3"
⟦IP_ADDRESS|81.98.203.14⟧ - - [12/Jun/2024:19:04:51 +0100] "GET /reset?email=⟦EMAIL|s.bhattacharya@live.co.uk⟧&token=⟪reset_nonce_expired|EXPIRED⟫ HTTP/2.0" 410 0 "-" "Mozilla/5.0\""""),

("json_webhook_carwash_booking", r"""{
  "event": "booking.created",
  "id": "⟪event_id|evt_01HZX4K2M9Q7R3T5V8W0Y2A4C6⟫",
  "created": ⟪unix_timestamp|1718031600⟫,
  "data": {
    "booking_ref": "⟪booking_ref|GLOSS-4471⟫",
    "service": "Ceramic coat – large SUV",
    "customer": {
      "name": "⟦PERSON|Olamide Adebayo⟧",
      "phone": "⟦PHONE|+447828640219⟧",
      "email": "⟦EMAIL|ola.adebayo@icloud.com⟧"
    },
    "vehicle_reg": "⟪vehicle_reg|LR19 XKA⟫",
    "paid": "⟦AMOUNT|£349.00⟧",
    "card": "⟪masked_card|visa •••• 5531⟫",
    "location_id": "⟪location_id|loc_7HQ2⟫"
  }
}"""),

("ocr_business_card_keycutting", r"""[OCR scan, confidence 0.91]
⟪org_name|KEYS & HEELS⟫
Shoe Repairs • Key Cutting • Engraving • Watch Batteries
⟦PERSON|Hamid Rezaei⟧
Proprietor
⟪org_address|Unit 2, Westgate Arcade, Peterborough PE1 1PZ⟫
T: ⟦PHONE|01733 568 204⟧  M: ⟦PHONE|07961 33O 517⟧
E: ⟦EMAIL|hamid@keysandheels.uk⟧
Mon–Sat 8.30–5.30 | ⟪opening_hours_code|SUN CLOSED⟫
Reg. no ⟪company_reg_no|09318820⟫"""),

("support_ticket_toolhire_login", r"""Ticket ⟪ticket_id|#HB-22817⟫  Priority: normal  Channel: web
Requester: ⟦PERSON|Gavin Tully⟧ <⟦EMAIL|gav.tully@tullybuilders.ie⟧>

Hi I cant log into the hire app since the update (⟪version|v4.1.0⟫). I reset my password to ⟦PASSWORD|Tully!Scaff99⟧ and it still says invalid. I have the 2FA backup codes you gave me ⟦SECRET|$rc1⟧ and ⟦SECRET|$rc2⟧ but not sure where to put them. Logging in from the yard ⟦IP_ADDRESS|89.101.44.162⟧. Need the mini digger for Monday!!

-- Agent note (⟦PERSON|Saoirse⟧): asked customer to NOT send passwords by ticket. Forced reset + invalidated both codes. Linked ⟪ticket_id|#HB-22790⟫."""),

("dictation_interpreter_notes", r"""Voice memo → text (auto), ⟪recording_length|02:41⟫

ok notes from this mornings job, client ⟦PERSON|Bernadette Kilbride⟧, deaf, BSL user, at the diabetes clinic. um consultant was Dr ⟦PERSON|Anand⟧. they've changed her from metformin to ⟦MEDICAL|insulin glargine 10 units at night⟧ because her ⟦MEDICAL|HbA1c was 78⟧, she was upset about that, I had to slow the consultant down twice. next appointment is in three months. her daughter wants a copy of the summary, daughter's number is ⟦PHONE|oh seven eight one two, three three six, four nine one⟧ ... that's ⟦PHONE|07812 336 491⟧. invoice the trust, job number ⟪job_number|SL-1180⟫, two hours plus travel. end memo"""),

("forum_post_courier_insurance", r"""Re: Hire & reward insurance for e-cargo — worth it?
Posted by ⟦PERSON|tyre_levers_tom⟧ » ⟪post_timestamp|Wed Jun 05, 2024 9:41 pm⟫

Been riding for a small co-op in Brum for 3 yrs. They cover public liability but NOT my own bike. Had it nicked outside the ⟪place_name|Bullring⟫ in Feb and got nothing back, ended up ⟦AMOUNT|£1,850⟧ out of pocket for a replacement Tern. Went with ⟪org_name|Zego⟫ after that, I pay ⟦AMOUNT|£19 a month⟧. Policy wording says "goods in transit" is capped at ⟪policy_limit|£500 per item⟫ fwiw.

If anyone wants the broker contact DM me, ⟦PERSON|Tom⟧"""),

("safety_leaflet_knife_sharpening", r"""SHARP EDGE SAFETY – customer leaflet (⟪document_version|rev 3⟫, ⟪document_date|Jan 2024⟫)

• Always carry sharpened knives in the ⟪product_name|EdgeGuard⟫ sleeve we return them in.
• Wash by hand. Dishwashers dull an edge in weeks.
• A freshly sharpened knife may cut more deeply than you expect. Minor cuts: rinse, apply pressure, cover. Seek medical help for deep wounds.
• We sharpen to ⟪angle_spec|15° per side⟫ (Japanese) or ⟪angle_spec|20° per side⟫ (European) unless asked otherwise.
• Serrated knives: ⟪price|£8⟫. Scissors: ⟪price|£6⟫. Mower blades by arrangement.

Market days: ⟪place_name|Ludlow⟫ (Mon), ⟪place_name|Leominster⟫ (Fri)."""),

("payroll_csv_laundromat_us", r"""emp_id,full_name,ssn,hire_date,rate_usd,hours_wk23,gross_wk23,direct_deposit
⟪employee_id|E-0031⟫,⟦PERSON|Luz Marina Ortega⟧,⟦SSN|$ssn2⟧,⟪hire_date|2019-03-04⟫,⟪pay_rate|16.50⟫,38,⟦AMOUNT|$627.00⟧,⟪masked_account|****8812⟫
⟪employee_id|E-0047⟫,⟦PERSON|Darnell Hughes⟧,⟦SSN|$ssn3⟧,2021-08-16,16.00,40,⟦AMOUNT|$640.00⟧,****3305
⟪employee_id|E-0052⟫,⟦PERSON|Kim Thi Nguyen⟧,⟦SSN|$ssn4⟧,2023-01-09,15.25,22,⟦AMOUNT|$335.50⟧,****0771
# Wash-N-Go Laundromat, 2200 W Division St – payroll export, do not email"""),

("incident_report_tool_hire", r"""INCIDENT / ACCIDENT REPORT – ⟪report_id|IR-24-019⟫
Branch: ⟪branch_code|BR-04⟫ Harrogate     Reported by: ⟦PERSON|Neil Oxley⟧ (counter)

Person injured: ⟦PERSON|Simone Achebe⟧ (customer)   Tel: ⟦PHONE|07376 902 145⟧
What happened: While demonstrating the floor sander (⟪asset_tag|asset 7781⟫) the customer caught her left hand on the drum edge.
Injury: ⟦MEDICAL|laceration to left palm, approx 3cm⟧. First aid given by ⟦PERSON|Neil⟧. Customer went to A&E at Harrogate District, later phoned to say she had ⟦MEDICAL|4 stitches and a tetanus booster⟧.
Customer mentioned she is on ⟦MEDICAL|warfarin⟧ so bleeding was heavy.
RIDDOR reportable: No.   Photos: ⟪file_name|IMG_4471.HEIC⟫"""),

("teams_chat_valeting", r"""⟦PERSON|Aaron Pike⟧  [⟪chat_time|14:02⟫]
Mobile van 2 running late, the Tesla at ⟪place_name|Wilmslow⟫ took ages, dog hair EVERYWHERE 🐕 the dog's called ⟪pet_name|Biscuit⟫ apparently
⟦PERSON|Leanne Ford⟧  [14:05]
lol. next one is Mr ⟦PERSON|Khalid⟧'s Range Rover, he's prepaid ⟦AMOUNT|£180⟧. reg ⟪vehicle_reg|KH11 LID⟫
⟦PERSON|Aaron Pike⟧  [14:06]
address?
⟦PERSON|Leanne Ford⟧  [14:06]
⟦ADDRESS|The Beeches, 12 Carrwood, Hale Barns WA15 0EP⟧, ring ⟦PHONE|07950 611 774⟧ when 10 mins out"""),
]

# ---------------------------------------------------------------- en, part 4
TEXTS += [
("ci_log_leaked_token", r"""Run ⟪ci_run_id|#1184⟫ · build-and-deploy · triggered by ⟦PERSON|hkowalczyk⟧ on ⟪git_branch|main⟫
  ▶ Set up job           runner: ⟪runner_name|ubuntu-22.04 (ghr-7f2)⟫
  ▶ Checkout             ⟪commit_sha|a91c3f07e2d84b5c96f1e0d7a3b2c4e5f6a7b8c9⟫
  ▶ Configure
    DEPLOY_KEY: ***
    MAPBOX_TOKEN: ***
  ▶ Debug env (REMOVE ME)
    + echo "npm token is ⟦APIKEY|$ak_npm1⟧"
    npm token is ⟦APIKEY|$ak_npm1⟧
  ▶ Deploy to ⟦IP_ADDRESS|35.178.20.161⟧
    rsync: sent 18,442,019 bytes  received 2,118 bytes
  ✔ Done in ⟪duration|3m 12s⟫
Annotation: ⟦PERSON|hkowalczyk⟧ – secret printed to log, please rotate."""),

("voicemail_umbrella_repair", r"""Voicemail · ⟪voicemail_time|Tue 11 Jun, 16:47⟫ · 0:52
"Hello, this is ⟦PERSON|Cressida Vane⟧, I left a green silk umbrella with you about a fortnight ago, ticket number ⟪repair_ticket|U-0381⟫ I think. Just wondering if it's ready. I'm also happy to pay the extra for the new canopy if that's what you suggested, you said ⟪quote_price|about forty pounds⟫, that's fine. You can ring me back on ⟦PHONE|oh two oh, seven nine four six, three one eight eight⟧... ⟦PHONE|020 7946 3188⟧... or my mobile which is ⟦PHONE|07722 158 603⟧. Thank you, bye."
Tagged by: ⟦PERSON|Alfie⟧ – quoted ⟪quote_price|£40 canopy⟫, call back Wed"""),

("rider_onboarding_nyc", r"""LIGHTNING SPOKES COURIER CO. — Rider onboarding checklist (NYC)

Rider: ⟦PERSON|Jamal Okonkwo-Reyes⟧
DOB: ⟦DATE_OF_BIRTH|04/17/1995⟧
SSN: ⟦SSN|$ssn5⟧
Address: ⟦ADDRESS|1442 Nostrand Ave, Apt 3F, Brooklyn, NY 11226⟧
Cell: ⟦PHONE|(347) 555-0182⟧   Emergency contact: ⟦PERSON|Alicia Reyes⟧ (mother) ⟦PHONE|(718) 296-4471⟧
Medical notes (optional): ⟦MEDICAL|asthma – carries albuterol inhaler⟧
[x] I-9 seen   [x] W-4   [x] helmet ⟪equipment_id|HLM-220⟫   [ ] bike lease ⟪lease_id|LS-0096⟫
Signing bonus ⟦AMOUNT|$300⟧ after 30 days. Reviewed by ⟦PERSON|T. Gallagher⟧ ⟪review_date|05/28/2024⟫"""),

("docker_compose_toolhire", r"""version: "⟪compose_version|3.9⟫"
services:
  api:
    image: ghcr.io/⟪org_account|brampton-hire⟫/api:⟪docker_tag|2024.06.1⟫
    environment:
      DB_HOST: ⟦IP_ADDRESS|172.28.0.10⟧
      DB_USER: hire
      DB_PASSWORD: ⟦PASSWORD|Brampt0n-Hire-db!⟧
      GITLAB_TOKEN: ⟦APIKEY|$ak_glpat1⟧
      MAILGUN_KEY: ⟦APIKEY|$ak_mailgun1⟧
      OPS_CONTACT: ⟦EMAIL|k.bhatt@bramptonhire.co.uk⟧
    ports:
      - "⟪port|8443⟫:8443"
  db:
    image: postgres:⟪docker_tag|16.3-alpine⟫
    environment:
      POSTGRES_PASSWORD: ⟦PASSWORD|Brampt0n-Hire-db!⟧"""),

("email_interpreter_invoice_ie", r"""Subject: Invoice 2024-017 – ISL interpreting, May

Hi ⟦PERSON|Ciara⟧,

Attached is my invoice for the May bookings (6 assignments, 14.5 hrs). Total ⟦AMOUNT|€812.00⟧. Could you pay it to my account below this time, the old ⟪bank_name|PTSB⟫ one is closed:

⟦PERSON|Orla Ní Bhriain⟧
IBAN: ⟦IBAN|$iban_ie1⟧
BIC: ⟪bic|AIBKIE2D⟫

Also my PPS number for your records since the new system asked for it: ⟪pps_number_withheld|[to follow by phone]⟫.

Go raibh maith agat,
⟦PERSON|Orla⟧
⟦PHONE|+353 87 412 9930⟧"""),

("whatsapp_laundry_customer", r"""[19:02] ⟦PERSON|Becca⟧: hiya is the pickup still on for tmrw? i'm out from 8 so ill leave the bag in the porch
[19:05] ⟪org_name|WashDash⟫: Hi ⟦PERSON|Becca⟧! Yes driver ⟦PERSON|Sunny⟧ between 7-9am 👍 Porch is fine
[19:06] ⟦PERSON|Becca⟧: amazing. key safe by the door code is ⟦PASSWORD|3 8 0 5⟧ if the porch is locked
[19:06] ⟦PERSON|Becca⟧: also pls no fabric softener on the towels, my son has ⟦MEDICAL|eczema⟧
[19:08] WashDash: Noted on your account. Your balance is ⟦AMOUNT|£21.60⟧, we'll take it on delivery. Order ⟪order_id|WD-31009⟫"""),

("k8s_secret_courier", r"""apiVersion: v1
kind: Secret
metadata:
  name: ⟪k8s_resource_name|dispatch-secrets⟫
  namespace: ⟪k8s_namespace|courier-prod⟫
  uid: ⟪uuid|3b9d2e41-7c0a-4f6b-9e2d-8a1c5b7f0e36⟫
type: Opaque
stringData:
  SLACK_BOT_TOKEN: "⟦APIKEY|$ak_slack1⟧"
  SLACK_SIGNING_SECRET: "⟦SECRET|$slacksign1⟧"
  GOOGLE_MAPS_SERVER_KEY: "⟦APIKEY|$ak_google1⟧"
  SENTRY_DSN: "https://⟪sentry_public_key|4f1e2d3c4b5a69788796a5b4c3d2e1f0⟫@⟪sentry_org_id|o450123⟫.ingest.sentry.io/⟪sentry_project_id|6012345⟫"
  REDIS_PASSWORD: "⟦PASSWORD|r3d1s-c0urier-77⟧\""""),

("feedback_form_cobbler_orthotics", r"""Customer feedback – ⟪org_name|Heel & Sole Workshop⟫
Name: ⟦PERSON|Gordon Mackay⟧
Email: ⟦EMAIL|gordonmackay1952@aol.com⟧
Service: Orthotic raise + resole (job ⟪job_number|HS-2207⟫)
Comments: Very pleased. I have ⟦MEDICAL|type 2 diabetes with peripheral neuropathy⟧ so I'm careful with shoes, and the young lady (⟦PERSON|Kirsty⟧?) took time to check the inside seams. The ⟦MEDICAL|1.5cm raise for my left leg length discrepancy⟧ is spot on. Paid ⟦AMOUNT|£64⟧, worth every penny.
Would you recommend us? [x] Yes
Size: ⟪shoe_size|UK 9.5⟫  Brand: ⟪brand_model|Loake Aldwych⟫"""),

("bank_transfer_refund_toolhire", r"""Faster Payment – confirmation
From: ⟪org_account|BRAMPTON PLANT & TOOL HIRE LTD  ****7710⟫
To: ⟦PERSON|IFEOMA NWOSU⟧
Account: ⟦IBAN|$iban_gb4⟧
Amount: ⟦AMOUNT|£58.00⟧
Reference: ⟪payment_reference|DEP REFUND TH3371⟫
Payment ID: ⟪payment_id|FP24161MN0044817⟫
Date: ⟪value_date|10 June 2024⟫
Status: Sent"""),

("terraform_tfvars_courier", r"""# envs/prod/terraform.tfvars  (owner: ⟦PERSON|r.achterberg⟧)
region            = "⟪aws_region|eu-west-2⟫"
vpc_cidr          = "⟪cidr_block|10.60.0.0/16⟫"
bastion_public_ip = "⟦IP_ADDRESS|18.133.77.42⟧"
ops_allowlist     = ["⟦IP_ADDRESS|82.132.219.5⟧/32", "⟪doc_ip|203.0.113.8⟫/32"]
aws_access_key    = "⟦APIKEY|$ak_aws2⟧"
aws_secret_key    = "⟦SECRET|$sk_aws2⟧"
instance_type     = "⟪instance_type|t3.medium⟫"
ami_id            = "⟪ami_id|ami-0a1b2c3d4e5f67890⟫"
alert_email       = "⟦EMAIL|ops-alerts@pedalpost.io⟧\""""),

("tariff_notice_laundrette", r"""NOTICE TO CUSTOMERS – ⟪org_name|Bubbles Launderette⟫, ⟪place_name|Chapel Allerton⟫

From ⟪effective_date|1 July 2024⟫ our prices will change:

  Washer 8kg (machines ⟪machine_id|W1–W6⟫)      ⟪price|£4.80⟫
  Washer 15kg (⟪machine_id|W7, W8⟫)             ⟪price|£7.50⟫
  Dryer, per 10 minutes                          ⟪price|£1.00⟫
  Service wash, per kg                            ⟪price|£2.40⟫
  Duvet (king)                                    ⟪price|£16.00⟫

Card machines accept contactless up to ⟪payment_limit|£100.00⟫. Sorry for the increase – energy bills have doubled since 2021. Thank you for your custom, ⟪signoff_org|The Bubbles Team⟫."""),

("python_script_hardcoded_creds", r"""#!/usr/bin/env python3
# sync_pickups.py – quick hack by ⟦PERSON|ines.ferraz⟧, ⟪script_date|2024-05-30⟫
import requests, psycopg2

conn = psycopg2.connect(host="⟦IP_ADDRESS|10.114.0.5⟧", dbname="washdash", user="sync",
                        password="⟦PASSWORD|W4shDash_sync#2⟧", port=⟪port|25060⟫)
HEADERS = {"Authorization": "Bearer ⟦APIKEY|$ak_openai1⟧"}   # for the address cleanup prompt
FEISHU = "⟦SECRET|$hook_feishu1⟧"  # ops group

for row in fetch_pending(conn, limit=⟪batch_size|500⟫):
    ...
"""),

("letter_courier_compensation", r"""Dear Mrs ⟦PERSON|Fairweather⟧,

Re: Consignment ⟪tracking_no|SS-7743-0021⟫

I am very sorry that your package of legal documents was delivered to the wrong address on 3 June. Our rider, ⟦PERSON|Callum⟧, misread the flat number. We have recovered the envelope unopened.

As a gesture of goodwill we have refunded the ⟦AMOUNT|£22.50⟧ delivery charge in full and added a ⟦AMOUNT|£25⟧ credit to your account, which you can use on any future booking.

Yours sincerely,
⟦PERSON|Lena Hofstetter⟧
Operations, Spoke & Satchel
⟦PHONE|0161 496 2270⟧"""),

("js_config_umbrella_shop_site", r"""// site/src/config.js  — Brolly Hospital website
export const config = {
  siteName: "⟪org_name|The Brolly Hospital⟫",
  googleMapsKey: "⟦APIKEY|$ak_google2⟧",
  firebase: {
    appId: "⟪app_id|1:448812093377:web:4c1d2e3f4a5b6c7d⟫",
    measurementId: "⟪measurement_id|G-7QX2LM4P9R⟫",
    projectId: "⟪project_id|brolly-hospital⟫",
  },
  contactPhone: "⟦PHONE|0113 496 0722⟧",
  contactEmail: "⟦EMAIL|mend@brollyhospital.co.uk⟧",
  buildHash: "⟪build_hash|9f2c7e1⟫",
};"""),
]

# ---------------------------------------------------------------- en, part 5
TEXTS += [
("hr_new_starter_valeting", r"""NEW STARTER FORM – ⟪org_name|Gleam Team Mobile Valeting Ltd⟫
Full name: ⟦PERSON|Bogdan Ionescu⟧          Known as: ⟦PERSON|Bog⟧
Date of birth: ⟦DATE_OF_BIRTH|19 August 1997⟧
NI number: ⟦NATIONAL_ID|$nino1⟧
Home address: ⟦ADDRESS|Flat 7, 140 Stockport Road, Manchester M12 4AF⟧
Bank (salary): ⟦IBAN|$iban_gb6⟧
Start date: ⟪start_date|17/06/2024⟫   Hourly rate: ⟪pay_rate|£12.00⟫   Van: ⟪fleet_id|VAN-03⟫
Emergency contact: ⟦PERSON|Ana Ionescu⟧ (wife) – ⟦PHONE|07405 663 198⟧
Right to work: share code ⟪share_code_ref|seen, ref RTW-0619⟫
Checked by: ⟦PERSON|S. Patel⟧"""),

("call_transcript_card_payment", r"""[Call ⟪call_id|C-88120⟫ – Tool hire counter – agent ⟦PERSON|Jade⟧]
⟦PERSON|JADE⟧: ...so that's the scaffold tower for the week, ⟦AMOUNT|one hundred and forty-two pounds eighty⟧ including the waiver. How would you like to pay?
CUSTOMER: Card please. It's a Mastercard, ⟦CARD|$card_mc1⟧.
⟦PERSON|JADE⟧: Thank you. Expiry?
CUSTOMER: ⟪card_expiry|Ten twenty-six⟫.
⟦PERSON|JADE⟧: And the three digits on the back?
CUSTOMER: ⟦CVV|482⟧.
⟦PERSON|JADE⟧: Lovely, and the name on the card?
CUSTOMER: Mr ⟦PERSON|G A Thornley⟧... ⟦PERSON|Graham Thornley⟧.
⟦PERSON|JADE⟧: That's gone through, auth code ⟪auth_code|A7Q4X2⟫. Receipt to your email?
CUSTOMER: Yeah, ⟦EMAIL|g.thornley@thornleyjoinery.co.uk⟧.
[PCI note: recording paused late – card data captured, escalate to ⟦PERSON|Dave⟧]"""),

("deploy_notes_ssh_key", r"""deploy notes – knife sharpening booking site (edgewise)
box: ⟦IP_ADDRESS|139.59.183.22⟧ (DO, LON1)  user: ⟦PERSON|barkwright⟧
key below is the deploy key, DON'T reuse for anything else:

⟦SECRET|$pem1⟧

fingerprint ⟪ssh_fingerprint|SHA256:3vN0k2tqJp7yW9xF1cB5mL8rH6dA4sE0gU2iO7zQ1wY⟫
nginx conf at /etc/nginx/sites-enabled/⟪file_name|edgewise.conf⟫, certbot renews via cron ⟪cron_expr|0 3 * * 1⟫"""),

("devtools_cookie_dump", r"""Name                 Value                                              Domain                 Expires
⟪cookie_name|_ga⟫                  ⟪analytics_id|GA1.1.1873366120.1717171717⟫                          .washdash.co.uk        2025-07-05
connect.sid          ⟦SECRET|$cookie1⟧  washdash.co.uk         Session
⟪cookie_name|cookie_consent⟫       ⟪cookie_value|necessary,analytics⟫                                  washdash.co.uk         2025-06-05
wd_user              ⟦PERSON|becca.hollins⟧                                      washdash.co.uk         2024-07-05
⟪cookie_name|__stripe_mid⟫         ⟪uuid|8e1f0c2a-4b3d-4e5f-9a6b-7c8d9e0f1a2b⟫                washdash.co.uk         2025-06-05
(copied by ⟦PERSON|Becca⟧ for support ticket, please don't paste cookies into tickets!)"""),

("email_totp_setup", r"""From: security@⟪org_domain|hirebase-tools.co.uk⟫
To: ⟦EMAIL|gareth.pryce@hirebase-tools.co.uk⟧
Subject: Your admin two-factor authentication is set up

Hi ⟦PERSON|Gareth⟧,

Two-factor authentication is now on for the HireBase admin console. If you can't scan the QR code, enter this setup key in your authenticator app:

    ⟦SECRET|$totp1⟧

Keep these one-time recovery codes somewhere safe:

    ⟦SECRET|$rc3⟧    ⟦SECRET|$rc4⟧    ⟦SECRET|$rc5⟧

Enrolled from ⟦IP_ADDRESS|2a00:23c7:1d88:ee01:5d2:3c1b:aa40:91e2⟧ at ⟪timestamp|2024-06-07 08:31 BST⟫ (Chrome ⟪version|125⟫ on Windows).

— HireBase Security"""),

("interpreter_booking_spanish_client", r"""BOOKING REQUEST – Spanish/English + LSE relay
Requested by: ⟦PERSON|Nuria Castellanos Vidal⟧ (patient)
ID provided: DNI ⟦NATIONAL_ID|$dni1⟧ / passport pending
Mobile: ⟦PHONE|+34 612 408 771⟧, UK mobile ⟦PHONE|07478 220 915⟧
Appointment: ⟪appointment_time|Mon 24 June 09:40⟫, ⟪org_name|Manchester Royal Eye Hospital⟫
Reason (for interpreter prep): ⟦MEDICAL|pre-op assessment for cataract surgery, right eye⟧
Patient also states ⟦MEDICAL|allergy to penicillin⟧
Interpreter assigned: ⟦PERSON|Teresa Gil⟧     Job ⟪job_number|MX-6602⟫"""),

("expense_claim_courier_nl", r"""DECLARATIE / EXPENSE CLAIM – Amsterdam hub
Naam / Name: ⟦PERSON|Sanne de Wit⟧
BSN: ⟦NATIONAL_ID|$bsn1⟧
IBAN: ⟦IBAN|$iban_nl1⟧
Items:
  - New brake pads, cargo bike ⟪fleet_id|AMS-B12⟫ ........ ⟦AMOUNT|€34.90⟧
  - Rain gear (jacket) ........................... ⟦AMOUNT|€89.00⟧
  - Parking for van pickup, ⟪place_name|Westerpark⟫ ...... ⟦AMOUNT|€6.50⟧
Total claimed: ⟦AMOUNT|€130.40⟧
Approved: ⟦PERSON|J. Verhoeven⟧   Cost centre ⟪cost_centre|CC-410⟫"""),

("key_register_letting", r"""KEY REGISTER – cut for ⟪org_name|Hollis & Vane Lettings⟫ (account ⟪org_account|HV-ACC-22⟫)

Date    | Tag      | Property                                   | Tenant            | Tenant tel      | Copies
03/06   | ⟪key_tag|K-1184⟫ | ⟦ADDRESS|18 Rosebery Street, Leeds LS6 2HQ⟧        | ⟦PERSON|Naomi Pryor⟧      | ⟦PHONE|07380 552 601⟧ | 2 × ⟪key_blank|Yale 8⟫
04/06   | ⟪key_tag|K-1185⟫ | ⟦ADDRESS|Flat 4, 61 Cardigan Road, Leeds LS6 1LJ⟧   | ⟦PERSON|Dmitri Volkov⟧    | ⟦PHONE|07907 114 068⟧ | 3 × ⟪key_blank|ERA UL050⟫
05/06   | K-1186   | office spare                               | –                 | –               | 1 × window key
Cut by ⟦PERSON|Hamid⟧. Letting agent signed: ⟦PERSON|R. Vane⟧"""),

("t4_slip_interpreter_ca", r"""T4 – Statement of Remuneration Paid (2023)  — ⟪org_name|Prairie Signs Interpreting Inc.⟫
Employer account no. ⟪employer_account|12345 6789 RP0001⟫
Employee: ⟦PERSON|Marie-Claude Fontaine⟧
Address: ⟦ADDRESS|214 Rue Saint-Joseph E, Québec QC G1K 3B2⟧
Social insurance number: ⟦NATIONAL_ID|$sin1⟧
Box 14 Employment income ........ ⟦AMOUNT|CAD 48,215.60⟧
Box 22 Income tax deducted ....... ⟦AMOUNT|CAD 7,932.10⟧
Box 16 CPP contributions .......... ⟦AMOUNT|$2,869.43⟧
Province of employment: QC   ⟪form_code|RL-1 also issued⟫"""),

("employment_record_pl_courier", r"""Employee record – Kraków branch (⟪org_name|VeloPaczka sp. z o.o.⟫)
Name: ⟦PERSON|Tomasz Wróblewski⟧
PESEL: ⟦NATIONAL_ID|$pesel1⟧       Date of birth: ⟦DATE_OF_BIRTH|1984-07-19⟧
Address: ⟦ADDRESS|ul. Długa 48/7, 31-146 Kraków⟧
Bank: ⟦IBAN|$iban_pl1⟧
Position: senior rider / trainer    Contract: ⟪contract_no|UoP/2019/044⟫
Monthly gross: ⟦AMOUNT|7 450 zł⟧
Notes: ⟦MEDICAL|knee ligament reconstruction (2022)⟧ – no heavy cargo loads per occupational doctor."""),

("kyc_form_carwash_franchise_in", r"""SPARKLE AUTO SPA – Franchisee KYC (⟪branch_code|Koramangala, BLR-07⟫)
Applicant: ⟦PERSON|Ramesh Venkatraman⟧
Aadhaar: ⟦NATIONAL_ID|$aadhaar1⟧
Passport: ⟦PASSPORT|$pp_in1⟧
Mobile: ⟦PHONE|+91 98450 61273⟧
Email: ⟦EMAIL|ramesh.v.blr@gmail.com⟧
Franchise fee paid: ⟦AMOUNT|₹4,50,000⟧  (receipt ⟪receipt_no|SAS/FR/2024/0311⟫)
GSTIN (business): ⟪gstin_business|29AAGCS1234F1Z5⟫
Verified by: ⟦PERSON|Divya N.⟧"""),

("git_diff_remove_secret", r"""diff --git a/config/settings.py b/config/settings.py
index ⟪git_blob|3f9e2a1⟫..⟪git_blob|b7c0d44⟫ 100644
--- a/config/settings.py
+++ b/config/settings.py
@@ -41,9 +41,9 @@ PAYMENTS = {
-    "stripe_key": "⟦APIKEY|$ak_stripe2⟧",
+    "stripe_key": os.environ["STRIPE_KEY"],
     "currency": "gbp",
-    "webhook_secret": "⟦SECRET|$whsec2⟧",
+    "webhook_secret": os.environ["STRIPE_WHSEC"],
 }
 SUPPORT_EMAIL = "⟦EMAIL|help@sudsandshine.co.uk⟧"
 # TODO(⟦PERSON|zoltan.b⟧): move to vault before ⟪version|v1.9⟫"""),

("review_bag_repair_trustpilot", r"""⭐⭐ "Good repair, terrible communication"
⟦PERSON|Yasmin K.⟧ · GB · 2 reviews · ⟪review_date|Updated Jun 2, 2024⟫

Sent my Mulberry Bayswater off for a new handle and re-edging through their postal service. Repair itself is decent but it took 7 weeks not 3 and nobody answered emails. Paid ⟦AMOUNT|£165⟧ plus ⟦AMOUNT|£12⟧ tracked return. Had to ring ⟦PHONE|0333 014 2258⟧ four times before ⟦PERSON|Gemma⟧ picked up.

Reply from ⟪org_name|Stitch & Clasp Bag Repairs⟫: Hi ⟦PERSON|Yasmin⟧, sorry, we had a staff shortage in May. We've refunded the return postage."""),

("app_error_log_payment", r"""[⟪timestamp|2024-06-12 18:44:09,117⟫] ERROR ⟪logger_name|payments.stripe_client⟫: charge failed
  customer=⟪stripe_customer_id|cus_Q8mN2xR4tY6u⟫ email=⟦EMAIL|donal.f@eircom.net⟧ amount=⟦AMOUNT|€46.00⟧
  card=⟪masked_card|************1187⟫ decline_code=⟪decline_code|insufficient_funds⟫
  remote_addr=⟦IP_ADDRESS|37.228.204.90⟧ ua="Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)"
[2024-06-12 18:44:09,121] INFO  notify.sms: sent decline notice to ⟦PHONE|+353 86 771 0043⟧ (msg ⟪message_sid|SM4e1f2d3c4b5a6978⟫)"""),

("lost_property_log_carwash", r"""LOST PROPERTY – Suds & Shine, bay area
⟪item_no|LP-061⟫ 02/06  AirPods case (white) found bay 3 – owner rang, ⟦PERSON|Liam Carver⟧ ⟦PHONE|07541 009 332⟧, collected 03/06
⟪item_no|LP-062⟫ 05/06  child's car seat cover (pink) – unclaimed
⟪item_no|LP-063⟫ 08/06  prescription bag from Boots, name on it ⟦PERSON|E. Szymańska⟧, contains ⟦MEDICAL|sertraline 50mg⟧ – handed to police ⟪police_ref|ref 13/88120/24⟫
⟪item_no|LP-064⟫ 09/06  dog lead + tag "⟪pet_name|Pickle⟫" – owner collected
Logged by ⟦PERSON|Zoltan⟧"""),
]

# ---------------------------------------------------------------- en, part 6
TEXTS += [
("sms_knife_sharpening_reminder", r"""EDGEWISE: Hi ⟦PERSON|Harriet⟧, your knives are sharp & ready 🔪 Collect from the ⟪place_name|Hebden Bridge⟫ market stall Thurs 9-2 or we can post (⟪postage_price|£4.95⟫). Ref ⟪order_id|EW-0718⟫. Questions? ⟦PHONE|07866 020 414⟧"""),

("github_issue_laundry_app", r"""### Bug: pickup slots not loading on Android 14 (⟪issue_no|#212⟫)

**Reporter:** @⟦PERSON|sunny-dhaliwal⟧   **Version:** ⟪version|2.3.1 (build 4471)⟫

Steps: open app → Book pickup → spinner forever. Logcat shows 401. Here's the request from Charles proxy:

```
GET https://api.washdash.co.uk/v1/slots?postcode=LS6
Authorization: Bearer ⟦APIKEY|$ak_jwt2⟧
X-Device-Id: ⟪device_id|a3f9c2e1b7d04e58⟫
```

Device: ⟪device_model|Pixel 7a⟫, Android 14, build ⟪build_number|AP2A.240605.024⟫

---
**@⟦PERSON|ines-ferraz⟧** commented: please never paste live bearer tokens in public issues 🙏 – I've revoked it. Fix is in ⟪pull_request|#214⟫."""),

("zoom_chat_vrs_interpreting", r"""Zoom chat – VRS session ⟪session_id|VRS-24-06-1190⟫
09:31 From ⟦PERSON|Aled Price⟧ (interpreter) to Everyone: Morning, I'll be interpreting today. Camera on please so ⟦PERSON|Carys⟧ can see me clearly.
09:32 From ⟦PERSON|Carys Edwards⟧ to Everyone: thank you. my email for the report ⟦EMAIL|carys.edwards.bsl@gmail.com⟧
09:33 From ⟪org_name|Cardiff Council Housing⟫ to Everyone: Meeting ID ⟪meeting_id|884 2201 7719⟫ – we'll send minutes.
09:58 From ⟦PERSON|Aled Price⟧ to Everyone: 10 min break, I'm swapping with ⟦PERSON|Nia⟧. Passcode for rejoining is ⟦PASSWORD|Hw7#kP2⟧ (host said ok to share here)"""),

("receipt_cobbler", r"""⟪org_name|THE HEEL BAR⟫ – ⟪place_name|Guildford⟫
⟪receipt_no|Receipt 004417⟫      ⟪timestamp|12/06/24 13:07⟫
Served by: ⟦PERSON|Pav⟧

Ladies heels (pair)          ⟪price|£14.00⟫
Half soles, leather          ⟪price|£32.00⟫
Key cut x2 (⟪key_blank|Yale 8⟫)     ⟪price|£11.00⟫
-----------------------------------------
TOTAL                        ⟦AMOUNT|£57.00⟧
VISA CONTACTLESS  ⟪masked_card|************3318⟫
AUTH ⟪auth_code|0A77C1⟫   ⟪terminal_id|TID 22401883⟫
Customer: Mrs ⟦PERSON|J. Okafor⟧ – collect Fri, tel ⟦PHONE|07311 208 556⟧
Thank you! Keep this receipt for collection."""),

("calendar_invite_bag_repair", r"""BEGIN:VCALENDAR
BEGIN:VEVENT
UID:⟪calendar_uid|7c2b1a90-3e4f-4d5e-8a6b-9c0d1e2f3a4b@stitchandclasp⟫
DTSTART:⟪ics_datetime|20240619T140000Z⟫
SUMMARY:Supplier call – leather & hardware (⟪org_name|Abbey England⟫)
ORGANIZER;CN=⟦PERSON|Gemma Rowntree⟧:mailto:⟦EMAIL|gemma@stitchandclasp.co.uk⟧
ATTENDEE;CN=⟦PERSON|Phil Dunmore⟧:mailto:⟦EMAIL|phil.dunmore@abbeyengland.com⟧
DESCRIPTION:Join: https://us02web.zoom.us/j/⟪meeting_id|83371209945⟫  Passcode: ⟦PASSWORD|Clasp2024⟧
LOCATION:Zoom
END:VEVENT
END:VCALENDAR"""),

("pos_end_of_day_carwash", r"""SUDS & SHINE – END OF DAY Z-REPORT  ⟪report_id|Z-0612⟫
Site: ⟪site_code|STK-01⟫          Till: ⟪till_id|T2⟫
Gross takings ................ ⟪org_total|£3,418.00⟫
Cash ......................... ⟪org_total|£612.00⟫
Card ......................... ⟪org_total|£2,806.00⟫
Washes: 96  Valets: 14
Refunds: 1 × ⟦AMOUNT|£25.00⟧ to ⟦PERSON|L. Carver⟧ (wheels missed)
Cashiers: ⟦PERSON|Zoltan B⟧ (open) / ⟦PERSON|Kayleigh⟧ (close)
Cash-up checked by ⟦PERSON|Aaron⟧ – safe code changed to ⟦PASSWORD|716204⟧ after ⟦PERSON|Kayleigh⟧'s last day"""),

("account_application_laundry_tx", r"""WASH & FOLD BUSINESS ACCOUNT – CREDIT APPLICATION
⟪org_name|Lone Star Laundry Co.⟫, Houston TX

Applicant (personal guarantor): ⟦PERSON|Brenda Castillo⟧
Business: ⟪org_name|Castillo Family Daycare⟫ (weekly linens)
SSN (for credit check): ⟦SSN|$ssn6⟧
DOB: ⟦DATE_OF_BIRTH|June 3, 1981⟧
Home address: ⟦ADDRESS|7719 Bellfort Ave, Houston, TX 77061⟧
Phone: ⟦PHONE|(713) 640-2298⟧   Email: ⟦EMAIL|brenda.castillo@sbcglobal.net⟧
Requested credit limit: ⟦AMOUNT|$750⟧/month
Signature: ⟦PERSON|B. Castillo⟧   ⟪form_id|Form LSL-CR-3⟫"""),

("email_deposit_complaint_de", r"""Subject: Deposit not returned – hire ⟪contract_no|TH-3402⟫

Dear Sir or Madam,

I hired a pressure washer from your Carlisle branch on 28 May during our holiday and returned it on time, undamaged. The deposit of ⟦AMOUNT|£120⟧ was taken from my German card and has still not been refunded. Your colleague said you could only refund by bank transfer, so here are my details again:

Kontoinhaber: ⟦PERSON|Jürgen Holzmann⟧
IBAN: ⟦IBAN|$iban_de2⟧
BIC: ⟪bic|COBADEFFXXX⟫

Please confirm. You can also reach me on ⟦PHONE|+49 171 3948 226⟧.

Mit freundlichen Grüßen
⟦PERSON|Jürgen Holzmann⟧
⟦ADDRESS|Lindenstraße 14, 79098 Freiburg im Breisgau⟧"""),

("right_to_work_note_courier", r"""RTW CHECK – Spoke & Satchel
Rider: ⟦PERSON|Aoife Gallagher⟧
Document: Irish passport ⟦PASSPORT|$pp_ie1⟧ (Irish citizens – no share code needed)
Date of birth: ⟦DATE_OF_BIRTH|30/01/2001⟧
Checked in person by ⟦PERSON|Lena⟧ on ⟪check_date|06/06/2024⟫, copy stored in ⟪file_path|/hr/rtw/2024/AG.pdf⟫"""),

("age_verification_knife_order", r"""AGE VERIFICATION – bladed article delivery (⟪order_id|EW-WEB-2291⟫)
Customer: ⟦PERSON|Liam O'Rourke⟧
DOB given at checkout: ⟦DATE_OF_BIRTH|12 Oct 1990⟧
Document uploaded: Australian passport ⟦PASSPORT|$pp_au1⟧ (name & DOB match ✔)
Delivery address: ⟦ADDRESS|Flat 2, 9 Marine Parade, Brighton BN2 1TL⟧ – signature on delivery, courier instructed to check ID
Order: ⟪product_code|Tojiro DP gyuto 210mm⟫ + sharpening service, paid ⟦AMOUNT|£118.00⟧
Verified by ⟦PERSON|Ben⟧ ⟪verification_time|09:14⟫"""),

("tool_hire_counter_note_tourist", r"""Counter note – walk-in, no account
Name: ⟦PERSON|Katrin Bergmann⟧
ID: German passport ⟦PASSPORT|$pp_de1⟧
Staying at: ⟦ADDRESS|Holiday let, 4 Quay Street, Whitby YO21 3PS⟧ (til Sat)
Hired: ⟪product_code|Kärcher K5⟫ pressure washer + patio head
Paid ⟦AMOUNT|£64.00⟧ + deposit ⟦AMOUNT|£100⟧ on Amex ⟦CARD|$card_amex1⟧ exp ⟪card_expiry|11/26⟫ CID ⟦CVV|2290⟧  (card machine down, took details on paper – SHRED AFTER)
Staff: ⟦PERSON|Neil⟧"""),

("slack_courier_community_webhook", r"""#announcements-bot
⟦PERSON|marta.kruk⟧: set up the discord bridge so rider shift swaps post to the community server. webhook if anyone needs to test: ⟦SECRET|$hook_discord1⟧
⟦PERSON|dmurphy⟧: pls put that in the vault not slack 🙃 also the bot is rate limited to ⟪rate_limit|30 req/min⟫
⟦PERSON|marta.kruk⟧: fair. moved. channel id is ⟪channel_id|C05QF2M8R1J⟫ btw"""),
]

# ---------------------------------------------------------------- en, part 7
TEXTS += [
("release_notes_courier_app", r"""PedalPost Rider app – release notes

⟪version|4.7.0⟫ (build ⟪build_number|4700312⟫) – ⟪release_date|10 June 2024⟫
• New: proof-of-delivery photos are compressed to ⟪image_spec|1280px / 70% JPEG⟫ before upload
• Fixed: ETA rounding bug (⟪issue_no|PP-1182⟫) that showed "0 min" for long routes
• Fixed: crash when the staging host ⟪doc_ip|198.51.100.7⟫ was unreachable in test builds
• Changed: minimum Android version is now ⟪os_version|Android 9⟫
• Known issue: map tiles flicker on ⟪device_model|Samsung A14⟫ (⟪issue_no|PP-1190⟫)

⟪version|4.6.3⟫ (build 4630288)
• Hotfix for payout screen showing ⟪placeholder_amount|£0.00 balance⟫ while loading
Checksum: ⟪sha256|sha256:1f0e3d5c7b9a2e4f6d8c0b1a3e5f7d9c2b4a6e8f0d1c3b5a7e9f2d4c6b8a0e1f⟫"""),

("bank_statement_interpreter", r"""⟪bank_name|MONZO⟫ – statement extract, account holder ⟦PERSON|Grace Whelan⟧
IBAN ⟦IBAN|$iban_gb7⟧

Date     Description                              Out          In         Balance
01 May   SIGNLINK INTERPRETING LTD  ⟪payment_reference|SL-PAY-0501⟫               ⟦AMOUNT|£1,420.00⟧  ⟦AMOUNT|£2,011.37⟧
03 May   TFL TRAVEL CH                           ⟦AMOUNT|£8.60⟧                   ⟦AMOUNT|£2,002.77⟧
07 May   ASLI MEMBERSHIP  ⟪direct_debit_ref|DD 7720113⟫             ⟦AMOUNT|£95.00⟧                   ⟦AMOUNT|£1,907.77⟧
12 May   HMRC SELF ASSESSMENT                    ⟦AMOUNT|£640.00⟧                  ⟦AMOUNT|£1,267.77⟧"""),

("interpreter_request_clinic_us", r"""ASL INTERPRETER REQUEST – ⟪org_name|Riverside Family Health⟫ → ClearHands ASL Services
Patient: ⟦PERSON|Travis McAllister⟧     DOB: ⟦DATE_OF_BIRTH|11/02/1987⟧
Patient phone (text only): ⟦PHONE|(512) 889-3307⟧
Visit: ⟪appointment_time|Tue 6/18 10:00 AM⟫, Suite 240
Visit type: ⟦MEDICAL|MRI results review – suspected multiple sclerosis⟧
Notes: patient prefers ⟦PERSON|Monique⟧ if available. Bill to clinic PO ⟪po_number|RFH-PO-33812⟫.
Requested by: ⟦PERSON|Kendra Yates⟧, front desk, ⟦EMAIL|kyates@riversidefamilyhealth.org⟧"""),

("proof_of_delivery_csv", r"""job_id,delivered_at,recipient_name,address,signature_name,rider,photo
⟪job_id|JOB-77118⟫,⟪timestamp|2024-06-11 09:12⟫,Dr ⟦PERSON|Nkechi Eze⟧,"⟦ADDRESS|Brightwater Dental, 22 Deansgate, Manchester M3 2BW⟧",⟦PERSON|N Eze⟧,⟦PERSON|okwuosa_c⟧,⟪file_name|pod_77118.jpg⟫
⟪job_id|JOB-77119⟫,2024-06-11 09:47,⟦PERSON|Harold Fenwick⟧,"⟦ADDRESS|3 Clarence Mews, Salford M5 4PU⟧",⟦PERSON|H.Fenwick⟧,⟦PERSON|fbellamy⟧,pod_77119.jpg
⟪job_id|JOB-77120⟫,2024-06-11 10:03,Reception,"⟪org_address|Unit 4, Tanner St, Manchester M4 6DR⟫",⟦PERSON|S. Iqbal⟧,⟦PERSON|okwuosa_c⟧,pod_77120.jpg"""),

("driver_route_sheet_laundry", r"""WASHDASH – DRIVER ROUTE  ⟪route_id|R-LS6-AM⟫   Driver: ⟦PERSON|Sunny Dhaliwal⟧   Van ⟪vehicle_reg|YX23 WDA⟫
1. ⟦PERSON|Becca Hollins⟧ – ⟦ADDRESS|7 Brudenell Grove, Leeds LS6 1HR⟧ – porch / keysafe ⟦PASSWORD|3805⟧ – ⟦PHONE|07733 410 226⟧
2. ⟦PERSON|Tariq Mahmood⟧ – ⟦ADDRESS|Flat 9, Hyde Park Court, Leeds LS6 1AY⟧ – buzzer ⟦PASSWORD|9#27⟧ – 2 bags
3. ⟪org_name|Headingley Physio⟫ – ⟪org_address|14 Otley Road, Leeds LS6 3AA⟫ – towels x40 – trade acct
4. ⟦PERSON|June Whitaker⟧ – ⟦ADDRESS|22 Ash Road, Leeds LS6 3JD⟧ – cash ⟦AMOUNT|£18.40⟧ to collect, elderly, knock loud
Depot wifi ⟪wifi_ssid|WD-Depot-5G⟫ / pw on fridge"""),

("form_1099_nec_messenger", r"""FORM 1099-NEC  ⟪tax_year|2023⟫   (Copy B – For Recipient)
PAYER: ⟪org_name|Windy City Bike Messengers LLC⟫, 401 N Wells St, Chicago IL 60654   TIN ⟪payer_tin|36-4419827⟫
RECIPIENT'S TIN: ⟦SSN|$ssn7⟧
RECIPIENT: ⟦PERSON|Marcus A. Delgado⟧
⟦ADDRESS|2231 W Cortland St, Unit 2, Chicago, IL 60647⟧
Box 1 Nonemployee compensation: ⟦AMOUNT|$31,482.50⟧
Box 4 Federal income tax withheld: ⟦AMOUNT|$0.00⟧
Account number (see instructions): ⟪account_ref|WCBM-R-0098⟫"""),

("aws_credentials_file", r"""# ~/.aws/credentials on ⟦PERSON|sunny⟧'s laptop (found during offboarding audit, ⟪audit_ref|AUD-24-07⟫)
[default]
aws_access_key_id = ⟦APIKEY|$ak_aws3⟧
aws_secret_access_key = ⟦SECRET|$sk_aws3⟧
region = ⟪aws_region|eu-west-2⟫

[washdash-prod]
aws_access_key_id = ⟦APIKEY|$ak_aws4⟧
aws_secret_access_key = ⟦SECRET|$sk_aws4⟧
output = json

[docs-example]
aws_access_key_id = ⟪example_key|AKIAIOSFODNN7EXAMPLE⟫
aws_secret_access_key = ⟪example_secret|wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY⟫"""),

("live_chat_carwash_subscription", r"""Live chat – ⟪org_name|GlossClub⟫ unlimited wash plan
⟪chat_time|16:20⟫ Visitor: hi i want to cancel my membership, moving away
16:20 Bot: I can help with that! What's the email on your account?
16:21 Visitor: ⟦EMAIL|jordan.whitfield99@gmail.com⟧
16:22 Agent ⟦PERSON|Precious⟧: Hi ⟦PERSON|Jordan⟧, I can see the ⟪plan_name|Gold plan⟫ on card ⟪card_last_four|ending 9014⟫. You were charged ⟦AMOUNT|£29.99⟧ on the 1st, I'll refund that as you haven't used it this month.
16:23 Visitor: thanks!! can u also remove my address, it's still ⟦ADDRESS|66 Moorside Road, Swinton M27 0HJ⟧
16:24 Agent ⟦PERSON|Precious⟧: Done, account closed. Ref ⟪case_id|CS-55120⟫."""),

("job_cards_umbrella_ocr", r"""[scan of job cards, OCR]
JOB ⟪job_card_no|2211⟫ | Mr ⟦PERSON|Dawes⟧?? | tel ⟦PHONE|0113 278 5519⟧ | golf umbrella, 2 ribs + runner | quote ⟪quote_price|£18⟫ | ready
JOB ⟪job_card_no|2212⟫ | ⟦PERSON|Priti⟧ | tel ⟦PHONE|07885 4O2 117⟧ | Burberry check, new ferrule | quote ⟪quote_price|£12.00⟫ | PAID ⟦AMOUNT|£12⟧
JOB 2213 | ⟦PERSON|H. Mortimer-Lowe⟧ | tel ⟦PHONE|07790 661 230⟧ | handbag strap rivets, "Mulberry" | quote ⟪quote_price|£9⟫ | waiting parts
(cards 2214-2216 illegible)"""),

("timesheet_asl_interpreter", r"""CLEARHANDS ASL – INTERPRETER TIMESHEET  week ending ⟪week_ending|06/14/2024⟫
Interpreter: ⟦PERSON|Derrick Fontenot⟧, NIC     SSN (payroll): ⟦SSN|$ssn8⟧
Mon  Riverside Family Health   2.0 h
Tue  Tulane Medical (team w/ ⟦PERSON|Monique⟧)    3.5 h
Thu  Court – 24th JDC          4.0 h
Total hours: 9.5  × ⟪pay_rate|$55.00/h⟫ = ⟦AMOUNT|$522.50⟧ + mileage ⟦AMOUNT|$38.19⟧
Approved by ⟦PERSON|Trish Boudreaux⟧ ⟪approval_date|6/15⟫"""),

("email_restaurant_knife_subscription", r"""Subject: Knife service – July rota

Hi Chef ⟦PERSON|Marco⟧,

Quick one – we'll swap your set on ⟪appointment_time|Tues 2nd July, 7am⟫ as usual (12 knives, 2 mandoline blades). Your plan is still ⟪subscription_price|£55/month⟫, invoiced to the restaurant.

Separately, you asked about your personal Shun set: that's done, ⟦AMOUNT|£36⟧ which you can pay me direct. Text me on ⟦PHONE|07866 020 414⟧ when you're in.

⟦PERSON|Ben⟧
Edgewise

> From: ⟦PERSON|Marco Bellini⟧ <⟦EMAIL|marco.bellini@trattoriabellini.co.uk⟧>"""),

("email_wedding_dress_cleaning", r"""From: ⟦PERSON|Sophie Adair⟧ <⟦EMAIL|sophie.adair@hotmail.co.uk⟧>
Subject: Re: Wedding dress clean & preserve – ⟪order_id|FF-WD-0093⟫

Hi again,

Thanks for the photos. Yes please go ahead with the full preservation box (I know it's ⟪quote_price|£195⟫ on your price list). I've paid ⟦AMOUNT|£95⟧ deposit already so I'll owe ⟦AMOUNT|£100⟧ on collection.

Our wedding was ⟪event_date|18 May⟫ and there's a red wine stain on the train, plus some fake tan on the inside of the bodice – sorry!! 

Delivery address for the box: ⟦ADDRESS|The Granary, 2 Church Lane, Wetherby LS22 6LP⟧.

⟦PERSON|Sophie⟧
⟦PHONE|07588 901 344⟧"""),
]

# ---------------------------------------------------------------- en, part 8
TEXTS += [
("email_chargeback_dispute_carwash", r"""From: ⟦PERSON|Natasha Greaves⟧ <⟦EMAIL|tash.greaves@gmail.com⟧>
To: accounts@⟪org_domain|glossclub.co.uk⟫
Subject: Unauthorised charges – please cancel

Hello,

I cancelled my GlossClub membership in April but you've charged me ⟦AMOUNT|£29.99⟧ again in May and June. The charges went on my Amex ⟦CARD|$card_amex2⟧ (security code ⟦CVV|8841⟧ if you need it to find the account – I've no idea how your system works) and once on my partner's Discover card which shouldn't even be on file, ⟦CARD|$card_disc1⟧.

I've opened a dispute with the card issuer, case ⟪dispute_case_id|DSP-7720419⟫. Please refund ⟦AMOUNT|£59.98⟧ and delete both cards from your records.

⟦PERSON|Natasha⟧
⟦PHONE|07913 228 450⟧"""),
]
