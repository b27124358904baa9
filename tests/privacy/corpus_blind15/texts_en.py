# -*- coding: utf-8 -*-
# English texts for corpus_blind15, written by hand one at a time.
# Markup: ⟦TYPE|value⟧ = span to detect, ⟪kind|value⟫ = decoy, $name -> values.VALUES[name]

TEXTS = []
T = TEXTS.append

T(("donor_thankyou_email", r"""
Subject: Thank you for your gift - ref ⟪reference|DN-2026-04417⟫

Dear ⟦PERSON|Margaret Ellison⟧,

Thank you for your generous donation of ⟦AMOUNT|£250.00⟧ to the Calder Valley Food Bank winter appeal, received on ⟪date|14 December 2025⟫. Because you ticked the Gift Aid box we can claim an extra ⟦AMOUNT|£62.50⟧ from HMRC at no cost to you.

We hold this address for your Gift Aid declaration:
⟦ADDRESS|17 Larkspur Close, Hebden Bridge, HX7 8QT⟧

If anything has changed, just reply to ⟦EMAIL|supporters@caldervalleyfoodbank.org.uk⟧ or ring the supporter line on ⟦PHONE|020 7946 0321⟧.

Every ⟪price|£25⟫ feeds a family of four for three days.

With thanks,
⟦PERSON|Priya Lanham⟧
Supporter Care Officer
Registered charity no. ⟪reference|1184432⟫
"""))

T(("volunteer_rota_slack", r"""
#volunteers-saturday  (Slack export)

[09:12] ⟦PERSON|dan.whitcombe⟧: who's got the van keys? lockbox code is still ⟦PASSWORD|4471⟧ right?
[09:13] ⟦PERSON|Abi Okafor⟧: yep ⟦PASSWORD|4471⟧. unit 3 at the depot, not unit ⟪room_number|6⟫
[09:13] ⟦PERSON|Abi Okafor⟧: also ⟦PERSON|Colin⟧ can't drive today, his ⟦MEDICAL|sciatica⟧ is flaring up again
[09:15] ⟦PERSON|dan.whitcombe⟧: no worries, I'll take route ⟪reference|R-14⟫. ⟦PERSON|Fatima⟧ you ok doing the school collection at 11?
[09:16] ⟦PERSON|Fatima Haddad⟧: 👍 text me on ⟦PHONE|07700 900417⟧ if the pallet's late
[09:20] ⟦PERSON|Abi Okafor⟧: reminder pallet jack hire is ⟪price|£18/day⟫, receipts to finance please
"""))

T(("ngo_field_incident_report", r"""
FIELD INCIDENT REPORT  -  form FIR-3 ⟪version|v2.4⟫
Programme: WASH rehabilitation, Kasese district
Report no: ⟪case_no|FIR-2026-0093⟫     Date of incident: ⟪date|03/01/2026⟫

Staff member involved: ⟦PERSON|Joseph Mwesigye⟧ (driver), national ID on file
Reported by: ⟦PERSON|Hanna Lindqvist⟧, Field Coordinator, ⟦EMAIL|h.lindqvist@clearwater-relief.org⟧

Summary: Vehicle ⟪reference|CWR-LC-07⟫ slid off the murram road near the Nyamwamba bridge. Mr ⟦PERSON|Mwesigye⟧ sustained a ⟦MEDICAL|fractured left wrist⟧ and ⟦MEDICAL|mild concussion⟧; he was taken to Kilembe Mines Hospital and discharged on ⟪date|05/01/2026⟫ with ⟦MEDICAL|paracetamol 1 g four times daily⟧.

Staff welfare payment approved: ⟦AMOUNT|UGX 450,000⟧ (per HR policy 7.2)
Vehicle repair estimate: ⟪price|UGX 3,800,000⟫ (garage quote ⟪invoice_no|Q-55710⟫)
"""))

T(("donor_crm_csv", r"""
donor_id,first_name,last_name,email,phone,region,last_gift,gift_date,channel
⟪reference|D-000812⟫,⟦PERSON|Eileen⟧,⟦PERSON|Marsh⟧,⟦EMAIL|eileen.marsh44@btinternet.com⟧,⟦PHONE|07700 900128⟧,⟪place|Leeds⟫,⟦AMOUNT|50.00⟧,⟪date|2025-11-02⟫,direct debit
⟪reference|D-000813⟫,⟦PERSON|Rajesh⟧,⟦PERSON|Varma⟧,⟦EMAIL|rvarma@protonmail.com⟧,⟦PHONE|07700 900551⟧,⟪place|Manchester⟫,⟦AMOUNT|120.00⟧,⟪date|2025-11-03⟫,online
⟪reference|D-000814⟫,⟦PERSON|Gwen⟧,⟦PERSON|Pritchard⟧,,⟦PHONE|029 2018 0937⟧,⟪place|Cardiff⟫,⟦AMOUNT|15.00⟧,⟪date|2025-11-03⟫,street fundraiser
"""))

T(("charity_legacy_letter", r"""
PRIVATE AND CONFIDENTIAL

⟪org_name|Hollins & Barrow LLP⟫
Solicitors

Our ref: ⟪reference|HB/EST/7734⟫
Your ref: legacy team

Re: The Estate of the late ⟦PERSON|Dorothy May Fenwick⟧ (deceased), formerly of ⟦ADDRESS|4 Station Cottages, Aysgarth, Leyburn DL8 3SR⟧

Dear Sirs,

We act as executors. Under clause 6 of the Will dated ⟪date|9 March 2019⟫ the testatrix left a pecuniary legacy of ⟦AMOUNT|£10,000⟧ to your charity. Probate was granted on ⟪date|21 October 2025⟫.

Please confirm the account into which the legacy should be paid. For completeness, the residuary estate passes to her nephew ⟦PERSON|Alan Fenwick⟧.

Yours faithfully,
⟦PERSON|R. Hollins⟧
"""))

T(("visa_application_form_ocr", r"""
-- OCR output, page 1/3, confidence 0.91 --
VISA APPLICATION FORM  (SCHENGEN)          Application no. ⟪reference|FRA-LON-2026-118734⟫
1. Surname: ⟦PERSON|ADEYEMI⟧
3. First name(s): ⟦PERSON|OLUWASEUN TEMITOPE⟧
4. Date of birth: ⟦DATE_OF_BIRTH|22-07-1990⟧      5. Place of birth: Ibadan
11. National identity number: n/a
13. Travel document no: ⟦PASSPORT|A09918374⟧   issued ⟪date|12-05-2022⟫  valid until ⟪date|11-05-2032⟫
17. Applicant's home address: ⟦ADDRESS|Flat 9, 41 Coldharbour Lane, London SE5 9NR⟧
    e-mail: ⟦EMAIL|seun.adeyemi90@gmail.com⟧   tel: ⟦PHONE|07700 900783⟧
30. Inviting person: ⟦PERSON|Claire Moreau⟧, ⟦ADDRESS|12 rue des Tanneurs, 67000 Strasbourg⟧
Fee paid: ⟪price|EUR 90.00⟫   Service fee: ⟪price|GBP 36.00⟫
"""))

T(("travel_agent_booking_email", r"""
From: Anchor & Compass Travel <⟦EMAIL|bookings@anchorcompass.travel⟧>
To: ⟦EMAIL|tom.kerrigan@outlook.ie⟧
Subject: Your Lisbon break - booking ⟪booking_ref|AC-88213⟫ confirmed

Hi ⟦PERSON|Tom⟧,

All sorted for you and ⟦PERSON|Siobhan⟧. Flights ⟪flight_no|TP1319⟫ Dublin-Lisbon on ⟪date|Fri 17 Apr⟫, back on ⟪flight_no|TP1320⟫ on the 21st. Airline PNR is ⟪booking_ref|QX7KLM⟫.

Hotel: Casa do Largo, 4 nights, breakfast incl. The package price is ⟪price|€1,148 per person⟫ and we took the balance of ⟦AMOUNT|€1,796.00⟧ from your card ending ⟪masked_card|4410⟫ today (your deposit of ⟦AMOUNT|€500⟧ was paid in January).

Passport numbers we have on file for the APIS form:
  ⟦PERSON|Thomas Kerrigan⟧ - ⟦PASSPORT|PX4471092⟧
  ⟦PERSON|Siobhan Kerrigan⟧ - ⟦PASSPORT|PY0038215⟧
Please double-check them against the books.

Cheers,
⟦PERSON|Niamh⟧ @ Anchor & Compass
"""))

T(("visa_consultancy_whatsapp", r"""
[WhatsApp] Global Route Visa Services ↔ ⟦PERSON|Ravi⟧
[10/02/26, 11:04] ⟦PERSON|Ravi Shankar⟧: hi mam, sending docs for my mother's UK visitor visa
[10/02/26, 11:05] ⟦PERSON|Ravi Shankar⟧: her passport no ⟦PASSPORT|Z6631847⟧ and aadhaar ⟦NATIONAL_ID|$nid_in_1⟧
[10/02/26, 11:05] ⟦PERSON|Ravi Shankar⟧: DOB ⟦DATE_OF_BIRTH|04/09/1958⟧
[10/02/26, 11:09] GRVS - ⟦PERSON|Meenakshi⟧: Thank you sir. Biometrics slot at VFS Chennai is ⟪timestamp|14/02/26 09:30⟫, appointment ref ⟪reference|GWF071993845⟫
[10/02/26, 11:10] GRVS - ⟦PERSON|Meenakshi⟧: also she mentioned ⟦MEDICAL|type 2 diabetes⟧ and ⟦MEDICAL|insulin glargine 18 units at night⟧ - carry prescription letter in hand luggage
[10/02/26, 11:12] ⟦PERSON|Ravi Shankar⟧: ok. fee paid? 
[10/02/26, 11:13] GRVS - ⟦PERSON|Meenakshi⟧: visa fee ⟪price|£127⟫ paid by you yesterday ⟦AMOUNT|₹13,890⟧ incl. our service charge
"""))

T(("site_induction_form", r"""
HALLAM BROOK CONSTRUCTION LTD - SITE INDUCTION RECORD
Site: Northgate Mews, plots 12-18          Induction no. ⟪reference|IND-0457⟫
Operative name: ⟦PERSON|Kyle Brennan⟧        Trade: scaffolder (CISRS card ⟪reference|CSC-2208841⟫)
Employer: Apex Access Ltd
Home address: ⟦ADDRESS|22 Tansley Road, Sheffield S9 3LE⟧
Mobile: ⟦PHONE|07700 900662⟧
Emergency contact: ⟦PERSON|Leanne Brennan⟧ (wife) ⟦PHONE|07700 900663⟧
Medical conditions we should know about: ⟦MEDICAL|epilepsy - controlled⟧, ⟦MEDICAL|allergic to penicillin⟧
Takes: ⟦MEDICAL|lamotrigine 100mg twice daily⟧
Date of birth: ⟦DATE_OF_BIRTH|30/11/1994⟧
PPE issued: hard hat, hi-vis, boots (size 10), gloves - charge-back ⟪price|£35⟫ if not returned
Inducted by: ⟦PERSON|S. Okonkwo⟧, site manager, on ⟪date|06/01/2026⟫
"""))

T(("plumber_job_ticket", r"""
JOB #⟪order_id|PLB-77120⟫  |  priority: URGENT (no hot water)
Customer: Mrs ⟦PERSON|Janet Odell⟧
Address: ⟦ADDRESS|9 Beech Grove, Harrogate HG2 0LW⟧
Access: key safe by back door, code ⟦PASSWORD|1 9 6 3⟧ - dog in kitchen, friendly
Phone: ⟦PHONE|01632 960 482⟧
Boiler: Worcester Greenstar 30i, installed ⟪date|2017⟫, last service ⟪date|Mar 2025⟫
Engineer notes (⟦PERSON|Gaz⟧): diverter valve seized, replaced. part ⟪reference|87161056060⟫ ⟪price|£86.40⟫ + 1.5h labour @ ⟪price|£65/h⟫
Paid on the day: ⟦AMOUNT|£183.90⟧ card (SumUp receipt ⟪reference|SU-4JX81⟫)
"""))

T(("electrician_invoice", r"""
BRIGHTSPARK ELECTRICAL SERVICES
⟦ADDRESS|Unit 4, Millbrook Trading Estate, Telford TF7 4NX⟧
VAT reg ⟪reference|GB 318 4471 20⟫

INVOICE ⟪invoice_no|INV-2026-0142⟫              Date: ⟪date|12 Jan 2026⟫

Bill to: ⟦PERSON|Harriet⟧ & ⟦PERSON|Owen Pryce⟧
         ⟦ADDRESS|The Old Forge, Church Lane, Much Wenlock TF13 6AJ⟧

1  Consumer unit upgrade (18th ed., 10-way)     ⟪price|£540.00⟫
1  EICR certificate                              ⟪price|£150.00⟫
6  Downlights, fire-rated                        ⟪price|£17.50⟫ ea
   Subtotal                                      ⟦AMOUNT|£795.00⟧
   VAT 20%                                       ⟦AMOUNT|£159.00⟧
   TOTAL DUE                                     ⟦AMOUNT|£954.00⟧

Pay by bank transfer to IBAN ⟦IBAN|$iban_gb_1⟧ quoting ⟪invoice_no|INV-2026-0142⟫.
Questions: ⟦PERSON|Lee⟧ on ⟦PHONE|07700 900314⟧
"""))

T(("cleaning_key_register_tsv", r"""
client	property	key_tag	alarm_code	notes	visit_day
Mrs ⟦PERSON|P. Achterberg⟧	⟦ADDRESS|14 Willow Walk, Bath BA2 4QT⟧	⟪reference|K-031⟫	⟦PASSWORD|2580⟧	cat flap locked, don't let Mr Tibbs out	Mon
⟦PERSON|D. Sato⟧	⟦ADDRESS|Flat 3, 88 Walcot Street, Bath BA1 5BD⟧	⟪reference|K-044⟫	⟦PASSWORD|7319#⟧	concierge opens	Wed
⟦PERSON|Fernando Gil⟧	⟦ADDRESS|2 Lansdown Crescent, Bath BA1 5EX⟧	⟪reference|K-052⟫	none	side gate padlock ⟦PASSWORD|0415⟧	Fri
"""))

T(("journalist_signal_chat", r"""
Signal - "Harbour story (do not forward)"
⟦PERSON|Rosa Kettering⟧: source agreed to talk on background only. calls herself "⟦PERSON|Wren⟧", real name ⟦PERSON|Lydia Marchetti⟧, works in the port authority's procurement office
⟦PERSON|Rosa Kettering⟧: her burner: ⟦PHONE|+44 7700 900925⟧ - only after 8pm
⟦PERSON|Tobias Quaye⟧: got it. I'll keep her out of the CMS entirely. slug is ⟪reference|harbour-contracts-0212⟫
⟦PERSON|Tobias Quaye⟧: fyi legal wants the contract values: ⟪price|£4.2m⟫ dredging tender vs ⟪price|£2.9m⟫ next-lowest bid
⟦PERSON|Rosa Kettering⟧: also she's on ⟦MEDICAL|sick leave for anxiety⟧ since the audit, so go gently
⟦PERSON|Tobias Quaye⟧: noted. meeting at the Ropewalk café, table by the window, ⟪timestamp|Thu 19:30⟫
"""))

T(("freelance_invoice_journalist", r"""
INVOICE no. ⟪invoice_no|2026-007⟫
From: ⟦PERSON|Matteo Ricci-Hale⟧, freelance correspondent
      ⟦ADDRESS|Via dei Serpenti 48, 00184 Roma RM, Italy⟧
      ⟦EMAIL|matteo@riccihale.press⟧ · ⟦PHONE|+39 06 4820 1177⟧
      Codice fiscale / tax id: ⟦NATIONAL_ID|$nid_it_2⟧
To:   The Northern Ledger - foreign desk, attn. ⟦PERSON|Carys Bell⟧

Commission: "The quiet drought" 1,800 words + 12 photos, published ⟪date|03.02.2026⟫
Agreed fee                         ⟦AMOUNT|€1,350.00⟧
Expenses (train Roma-Foggia, receipts attached)   ⟦AMOUNT|€112.60⟧
Total                              ⟦AMOUNT|€1,462.60⟧

Payment: IBAN ⟦IBAN|$iban_it_1⟧  BIC ⟪reference|BPMOIT22XXX⟫
Standard NUJ day rate for reference: ⟪price|£300⟫
"""))

T(("newsroom_cms_yaml", r"""
# newsroom-cms/config/production.yaml  (rev ⟪hash|$git_sha_1⟫)
app:
  name: ledger-cms
  version: ⟪version|5.12.3⟫
  base_url: https://cms.northernledger.co.uk
  listen_port: ⟪port|8080⟫
mail:
  provider: mailgun
  domain: mg.northernledger.co.uk
  api_key: "⟦APIKEY|$mailgun_1⟧"
  from: "Ledger Newsdesk <⟦EMAIL|newsdesk@northernledger.co.uk⟧>"
jira:
  base_url: https://northernledger.atlassian.net
  user: ⟦EMAIL|cms-bot@northernledger.co.uk⟧
  api_token: ⟦APIKEY|$atlassian_1⟧
monitoring:
  sentry_dsn: ⟦APIKEY|$sentry_dsn_1⟧
  sample_rate: 0.25
search:
  algolia_app_id: ⟪app_id|$algolia_app_1⟫
  algolia_search_key: ⟪app_id|$algolia_search_1⟫   # public, used in the browser
  algolia_admin_key: ⟦APIKEY|$algolia_admin_1⟧
database:
  host: ⟦IP_ADDRESS|10.40.2.17⟧
  user: ledger_app
  password: ⟦PASSWORD|Pr3ssF0rward!2026⟧
"""))

T(("esports_registration_json", r"""
{
  "tournament": "Northern Clash Spring Split",
  "event_id": "⟪reference|NCS-2026-S1⟫",
  "entry_fee": "⟪price|€25.00⟫",
  "team": {
    "name": "Ashfall Wolves",
    "captain": {
      "legal_name": "⟦PERSON|Jonas Virtanen⟧",
      "handle": "Kitsune_77",
      "dob": "⟦DATE_OF_BIRTH|2002-08-14⟧",
      "hetu": "⟦NATIONAL_ID|$nid_fi_2⟧",
      "email": "⟦EMAIL|jonas.virtanen02@gmail.com⟧",
      "discord": "kitsune77#0412"
    },
    "players": [
      {"legal_name": "⟦PERSON|Emil Saarinen⟧", "handle": "frostbyte", "dob": "⟦DATE_OF_BIRTH|2004-03-01⟧"},
      {"legal_name": "⟦PERSON|Aino Korhonen⟧", "handle": "ainok", "dob": "⟦DATE_OF_BIRTH|2003-11-19⟧"}
    ]
  },
  "registered_at": "⟪timestamp|2026-02-02T18:44:09Z⟫",
  "client_version": "⟪version|3.8.0-rc2⟫"
}
"""))

T(("game_api_nginx_log", r"""
⟦IP_ADDRESS|81.2.69.160⟧ - - [⟪timestamp|12/Feb/2026:21:03:17 +0000⟫] "POST /v2/match/queue HTTP/1.1" 200 312 "-" "ArenaClient/⟪version|4.1.7⟫ (Windows NT 10.0)"
⟦IP_ADDRESS|81.2.69.160⟧ - - [⟪timestamp|12/Feb/2026:21:03:18 +0000⟫] "GET /v2/profile/me HTTP/1.1" 200 1840 "-" "ArenaClient/⟪version|4.1.7⟫" auth="Bearer ⟦APIKEY|$jwt_4⟧"
⟦IP_ADDRESS|2a02:8084:4d41:b800:9c3e:11ff:fe42:7a10⟧ - - [⟪timestamp|12/Feb/2026:21:03:21 +0000⟫] "GET /v2/store/skins?page=2 HTTP/2.0" 304 0 "-" "Mozilla/5.0"
⟪doc_ip|203.0.113.54⟫ - - [⟪timestamp|12/Feb/2026:21:03:22 +0000⟫] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"
⟦IP_ADDRESS|172.20.14.9⟧ - - [⟪timestamp|12/Feb/2026:21:03:25 +0000⟫] "POST /internal/anticheat/report HTTP/1.1" 202 17 "-" "ac-worker/⟪version|0.9.2⟫"
"""))

T(("gaming_support_ticket", r"""
Ticket ⟪ticket_id|#GS-4419027⟫  ·  Category: Account recovery  ·  Status: Pending player

Player wrote:
hey my account got hacked, someone changed the email. my old email was ⟦EMAIL|lil.mo.2009@hotmail.com⟧, username MoBlaze. i bought the Founders pack for ⟪price|$39.99⟫ on a card ending ⟪masked_card|7781⟫ and i have the receipt ⟪order_id|ORD-88213407⟫. my name is ⟦PERSON|Mohammed Aziz⟧ and my mum ⟦PERSON|Samira⟧ paid. pls help i lost like ⟦AMOUNT|$120⟧ of skins

Agent ⟦PERSON|Kenji⟧ (Tier 2):
Hi ⟦PERSON|Mohammed⟧, thanks - I've locked the account. We sent a code to the original address; it was ⟪otp_code|482913⟫ but it has expired, so please request a new one. Last login from an unfamiliar device at ⟪timestamp|2026-02-11 03:14 UTC⟫, IP ⟦IP_ADDRESS|185.220.101.47⟧.
"""))

T(("discord_bot_env", r"""
# .env  -- ashfall-bot (DO NOT COMMIT)
NODE_ENV=production
PORT=⟪port|3000⟫
DISCORD_TOKEN=⟦APIKEY|$discord_bot_1⟧
DISCORD_APP_ID=⟪app_id|1208839174215630868⟫
DISCORD_WEBHOOK_MODLOG=⟦SECRET|$discord_webhook_1⟧
TELEGRAM_BOT_TOKEN=⟦APIKEY|$telegram_bot_1⟧
SHOPIFY_STORE=ashfall-wolves-merch.myshopify.com
SHOPIFY_ADMIN_TOKEN=⟦APIKEY|$shopify_pat_1⟧
SHOPIFY_API_SECRET=⟦SECRET|$shopify_ss_1⟧
REDIS_URL=redis://default:⟦SECRET|r3d1s-Ash-44f0⟧@⟦IP_ADDRESS|10.8.0.12⟧:⟪port|6379⟫/0
GUILD_ID=⟪app_id|1090221765431873597⟫
"""))

T(("crypto_kyc_review", r"""
KYC REVIEW - Tier 3 (withdrawal limit increase)
Case: ⟪case_no|KYC-31-009184⟫        Analyst: ⟦PERSON|bwalsh⟧         Opened: ⟪timestamp|2026-01-28 14:02 EST⟫

Customer: ⟦PERSON|WALLACE, Denise R.⟧
DOB: ⟦DATE_OF_BIRTH|1979-06-03⟧
SSN: ⟦SSN|$ssn_3⟧
Residential address: ⟦ADDRESS|1187 Calloway Ridge Dr, Franklin, TN 37064⟧
Phone: ⟦PHONE|(615) 555-0143⟧
ID document: US passport ⟦PASSPORT|A31940572⟧, exp ⟪date|2031-09-30⟫
Source of funds: sale of rental property, closing statement shows ⟦AMOUNT|$212,400.00⟧ net proceeds
Requested limit: ⟪price|$250,000/day⟫ (Tier 3 standard)
Login IP at submission: ⟦IP_ADDRESS|73.158.22.201⟧ (matches home ISP)
Selfie liveness score: 0.97 - PASS
Decision: APPROVE - ⟦PERSON|B. Walsh⟧
"""))

T(("crypto_wallet_support_chat", r"""
Live chat - VaultLeaf Wallet support
[14:21] Customer (⟦PERSON|Carla Nunes⟧): my transfer is stuck!! tx ⟪tx_hash|$tx_hash_1⟫
[14:22] Agent ⟦PERSON|Finn⟧: Hi ⟦PERSON|Carla⟧, I can see it. It's pending because the gas you set was below the network minimum. Nothing is lost.
[14:23] Customer (⟦PERSON|Carla Nunes⟧): ok can u just fix it, here is my recovery phrase: ⟦SECRET|orbit velvet canyon fringe lottery humble castle yellow ripple genius sponsor vacuum⟧
[14:23] Agent ⟦PERSON|Finn⟧: Please STOP - never share your recovery phrase with anyone, including us. I've hidden that message. Move your funds to a new wallet right away.
[14:25] Customer (⟦PERSON|Carla Nunes⟧): omg ok. it was ⟦AMOUNT|2.35 ETH⟧ from my savings
[14:26] Agent ⟦PERSON|Finn⟧: Send to the new address, not to the old contract ⟪wallet_address|$eth_addr_1⟫. Current network fee is about ⟪price|0.0007 ETH⟫.
"""))

T(("exchange_bot_python", r"""
# rebalance.py - personal trading bot (⟦PERSON|ivan⟧'s laptop)
import os
from binance.client import Client

API_KEY = "⟦APIKEY|$binance_key_1⟧"
API_SECRET = "⟦SECRET|$binance_secret_1⟧"
# kraken fallback
KRAKEN_KEY = "⟦APIKEY|$kraken_key_1⟧"
KRAKEN_PRIVATE = "⟦SECRET|$kraken_secret_1⟧"

client = Client(API_KEY, API_SECRET)
TARGET = {"BTC": 0.6, "ETH": 0.3, "USDT": 0.1}
MIN_ORDER_USDT = ⟪price|10⟫   # exchange minimum notional

def main():
    bal = client.get_account()
    # publish helper lib: twine upload -u __token__ -p ⟦APIKEY|$pypi_1⟧ dist/*
    # last run: ⟪timestamp|2026-02-09 07:00:02⟫, moved ⟦AMOUNT|1,840 USDT⟧ into BTC
    ...
"""))

T(("care_home_mar_chart", r"""
MEDICATION ADMINISTRATION RECORD          Willowmere House Care Home - Rose Unit
Resident: ⟦PERSON|Arthur Bellamy⟧     Room ⟪room_number|14⟫     DOB ⟦DATE_OF_BIRTH|02/02/1936⟧     NHS no. on file
Allergies: ⟦MEDICAL|codeine (vomiting)⟧        GP: Dr ⟦PERSON|Fiona Grady⟧, Tanner Street Surgery
Week commencing ⟪date|09/02/2026⟫

Drug / dose / route                          08:00  12:00  17:00  22:00
⟦MEDICAL|Donepezil 10 mg oral⟧                                       ✓
⟦MEDICAL|Bisoprolol 2.5 mg oral⟧                   ✓
⟦MEDICAL|Furosemide 40 mg oral⟧                    ✓
⟦MEDICAL|Paracetamol 1 g oral PRN (max 4 g/24h)⟧   given 12:00 for ⟦MEDICAL|knee pain⟧
⟦MEDICAL|Laxido 1 sachet⟧                          refused

Signed: ⟦PERSON|KO⟧ (⟦PERSON|Kemi Oyelaran⟧, senior carer)   Checked: ⟦PERSON|JH⟧
Stock check: Donepezil 28 tabs, batch ⟪reference|DN4471B⟫, exp ⟪date|08/2027⟫
"""))

T(("home_nursing_visit_note", r"""
District nursing - visit note
Patient: Mrs ⟦PERSON|Eunice Baptiste⟧, 84
Address: ⟦ADDRESS|Flat 12, Cedar Court, 60 Holloway Road, London N7 8JG⟧   key safe ⟦PASSWORD|3092⟧
Visit: ⟪timestamp|11/02/2026 10:40⟫   Nurse: ⟦PERSON|Tendai Moyo⟧ RN

S: says her "⟦MEDICAL|water tablets⟧ make her run to the loo". ⟦MEDICAL|Left leg ulcer⟧ less painful.
O: wound 3.1 x 2.4 cm, slough reduced. BP 142/78. ⟦MEDICAL|Blood sugar 9.8⟧ pre-lunch.
A: ⟦MEDICAL|venous leg ulcer⟧ improving, ⟦MEDICAL|type 2 diabetes⟧ fair control.
P: ⟦MEDICAL|compression bandaging 2-layer⟧ continued, next visit Fri. Daughter ⟦PERSON|Marcia⟧ (⟦PHONE|07700 900236⟧) to collect ⟦MEDICAL|metformin 500 mg⟧ repeat.
Dressings from formulary: Aquacel Ag+ ⟪price|£4.21⟫ each (NHS tariff).
"""))

T(("care_fees_email", r"""
From: ⟦EMAIL|accounts@willowmerehouse.co.uk⟧
To: ⟦EMAIL|g.bellamy@bellamy-arch.co.uk⟧
Subject: Fees statement - ⟦PERSON|Arthur Bellamy⟧ - February 2026

Dear ⟦PERSON|Graham⟧,

Please find your father's statement attached. The weekly fee for a Rose Unit room is ⟪price|£1,385⟫ from April (published tariff). For February:

  Residential care (4 weeks)          ⟦AMOUNT|£5,320.00⟧
  Hairdresser / chiropody             ⟦AMOUNT|£58.00⟧
  Less: local authority contribution  ⟦AMOUNT|-£2,140.00⟧
  Balance payable by family           ⟦AMOUNT|£3,238.00⟧

Our bank details are unchanged: Willowmere Care Ltd, IBAN ⟦IBAN|$iban_gb_3⟧. Please use reference ⟪reference|WMH-014-BEL⟫.

Kind regards,
⟦PERSON|Patricia Nwosu⟧, Finance Administrator
"""))

T(("parking_pcn_notice", r"""
PENALTY CHARGE NOTICE - Regulation 10
Issued by: London Borough of Southmere, Parking Services
PCN number: ⟪case_no|SM48812930⟫         Date of notice: ⟪date|29 January 2026⟫

To: Mr ⟦PERSON|Dariusz Nowicki⟧
    ⟦ADDRESS|31 Ferndale Road, London SW9 8BJ⟧

Vehicle registration: LD19 XKT (Vauxhall Astra, grey)
Contravention: 12 - parked in a residents' or shared use parking place without a valid permit
Location: Acre Lane, bay ⟪reference|AL-07⟫        Observed: ⟪timestamp|27/01/2026 10:14-10:21⟫
Civil Enforcement Officer: CEO ⟪reference|4471⟫

The penalty charge of ⟦AMOUNT|£130⟧ is now payable. If you pay within 14 days the amount is reduced to ⟦AMOUNT|£65⟧.
Pay online at southmere.gov.uk/pcn or call ⟦PHONE|020 7946 0877⟧ (24h).
A resident permit costs ⟪price|£149 per year⟫ for band C vehicles.
"""))

T(("library_overdue_email", r"""
From: Southmere Libraries <⟦EMAIL|noreply@libraries.southmere.gov.uk⟧>
To: ⟦EMAIL|bea.lindgren@yahoo.co.uk⟧
Subject: Items overdue - please return or renew

Dear ⟦PERSON|Beatrix Lindgren⟧,

Our records show the following item(s) on your card are overdue:

  "The Salt Path" - ⟦PERSON|Raynor Winn⟧        ISBN ⟪isbn|9781405937184⟫   due ⟪date|02/02/2026⟫
  "Wolf Hall" - ⟦PERSON|Hilary Mantel⟧          ISBN ⟪isbn|9780007230204⟫   due ⟪date|02/02/2026⟫

Your current fines total ⟦AMOUNT|£3.40⟧. Adult overdue charge is ⟪price|20p per item per day⟫ (max ⟪price|£6.00⟫ per item).
Renew at any branch or online with your library PIN (⟦PASSWORD|8826⟧ - you asked us to include it as a reminder).

Brixton Library · opening hours Mon-Sat 9-5
"""))

T(("building_permit_application", r"""
APPLICATION FOR BUILDING REGULATIONS APPROVAL - FULL PLANS
Application ref: ⟪permit_no|BR/2026/00318/FP⟫     Received: ⟪date|20/01/2026⟫

Section 1 - Applicant
Name: Ms ⟦PERSON|Olusola Adebayo-Clarke⟧
Address: ⟦ADDRESS|77 Harcourt Avenue, Sidcup DA15 9LP⟧
Tel: ⟦PHONE|020 7946 0198⟧   Email: ⟦EMAIL|sola.ac@btopenworld.com⟧

Section 2 - Agent
⟪org_name|Pellman Architects⟫, ⟦PERSON|Jakub Pellman⟧ RIBA, ⟦EMAIL|jakub@pellman-arch.uk⟧

Section 3 - Works
Single-storey rear extension (4.0 m) and loft conversion with rear dormer.
Estimated cost of works: ⟪price|£68,000⟫

Section 6 - Fees
Plan charge ⟪price|£612.00⟫ + inspection charge ⟪price|£1,044.00⟫ (Table B, band 3)
Amount paid: ⟦AMOUNT|£1,656.00⟧ by ⟦PERSON|Olusola Adebayo-Clarke⟧ on ⟪date|20/01/2026⟫, receipt ⟪reference|RCP-0093321⟫
"""))

T(("admissions_decision_email", r"""
From: Office of Undergraduate Admissions <⟦EMAIL|admissions@halvorsen.edu⟧>
To: ⟦EMAIL|kofi.mensah.apply@gmail.com⟧
Subject: Your application - ID ⟪reference|HU-2026-118402⟫

Dear ⟦PERSON|Kofi⟧,

Congratulations! On behalf of the Committee, I am delighted to offer you admission to the Class of 2030, College of Engineering.

Merit scholarship: ⟦AMOUNT|$18,500 per year⟧ (renewable, GPA 3.0+)
Published cost of attendance 2026-27: tuition ⟪price|$54,820⟫, housing & meals ⟪price|$16,940⟫
Enrollment deposit: ⟪price|$400⟫, due by ⟪date|May 1, 2026⟫

Because you applied as an international student, please upload a copy of your passport (ours shows ⟦PASSPORT|G2844107⟧, Ghana) so we can issue your I-20.

Warm regards,
⟦PERSON|Rebecca Thornquist⟧
Dean of Admissions
"""))

T(("admissions_portal_postgres_log", r"""
⟪timestamp|2026-02-03 02:14:55.118 UTC⟫ [⟪reference|41877⟫] admissions_rw@apply_prod LOG:  connection authorized: user=admissions_rw database=apply_prod SSL enabled (protocol=TLSv1.3)
⟪timestamp|2026-02-03 02:14:55.431 UTC⟫ [⟪reference|41877⟫] admissions_rw@apply_prod ERROR:  duplicate key value violates unique constraint "applicant_email_key"
⟪timestamp|2026-02-03 02:14:55.431 UTC⟫ [⟪reference|41877⟫] admissions_rw@apply_prod DETAIL:  Key (email)=(⟦EMAIL|valentina.rossi.06@libero.it⟧) already exists.
⟪timestamp|2026-02-03 02:14:55.432 UTC⟫ [⟪reference|41877⟫] admissions_rw@apply_prod STATEMENT:  INSERT INTO applicant (first_name, last_name, dob, email, phone) VALUES ('⟦PERSON|Valentina⟧', '⟦PERSON|Rossi⟧', '⟦DATE_OF_BIRTH|2006-05-23⟧', '⟦EMAIL|valentina.rossi.06@libero.it⟧', '⟦PHONE|+39 347 555 0182⟧')
⟪timestamp|2026-02-03 02:15:02.007 UTC⟫ [⟪reference|41880⟫] [unknown]@[unknown] LOG:  connection received: host=⟦IP_ADDRESS|10.12.0.45⟧ port=⟪port|51622⟫
⟪timestamp|2026-02-03 02:15:02.009 UTC⟫ [⟪reference|41880⟫] FATAL:  password authentication failed for user "⟦PERSON|rthornquist⟧"
"""))

T(("alumni_phone_donation_transcript", r"""
CALL TRANSCRIPT - Annual Fund phonathon, caller station ⟪reference|07⟫, ⟪timestamp|Feb 4 2026 19:42⟫
Caller (student): Hi, is this ⟦PERSON|Gregory Lindqvist⟧, class of '98?
Alum: Speaking. Call me ⟦PERSON|Greg⟧.
Caller: Thanks ⟦PERSON|Greg⟧! I'm ⟦PERSON|Aisha⟧, a sophomore in chem. We're raising money for the new lab scholarships...
Alum: Sure, put me down for ⟦AMOUNT|five hundred dollars⟧. Same as last year.
Caller: Amazing. Card number when you're ready?
Alum: It's ⟦CARD|$card_amex_1⟧, expires ⟪card_expiry|08/29⟫, and the four digits on the front are ⟦CVV|4417⟧.
Caller: Got it. And your billing zip is still the Evanston one, ⟦ADDRESS|2219 Ridge Avenue, Evanston IL 60201⟧?
Alum: Yes.
Caller: You'll get a receipt at ⟦EMAIL|glindqvist98@alumni.halvorsen.edu⟧. Gifts over ⟪price|$1,000⟫ get you into the President's Circle, just so you know.
"""))

T(("alumni_class_notes", r"""
CLASS NOTES - Halvorsen Magazine, Spring 2026

'71  ⟦PERSON|Harold "Hal" Emery⟧ writes that he and ⟦PERSON|Maureen⟧ celebrated 50 years of marriage in ⟪place|Sarasota⟫. ⟦PERSON|Hal⟧ is recovering well from ⟦MEDICAL|a hip replacement⟧ and is back on the golf course.

'88  Dr. ⟦PERSON|Ana-Lucía Ferreira⟧ was named chief of pediatrics at ⟪org_name|St. Vincent's⟫. She still talks to her old roommate ⟦PERSON|Meg Sorensen⟧ every Sunday.

'04  ⟦PERSON|Tyrone Blakely⟧ and his husband ⟦PERSON|Marcus⟧ welcomed twins, ⟦PERSON|Ruby⟧ and ⟦PERSON|Theo⟧, on ⟦DATE_OF_BIRTH|Nov. 2⟧.

Send your news to ⟦EMAIL|classnotes@halvorsen.edu⟧. Reunion weekend is ⟪date|June 12-14⟫; registration ⟪price|$95⟫ per person.
"""))

T(("wedding_planner_guest_sheet", r"""
⟦PERSON|ELLIS⟧-⟦PERSON|MORROW⟧ WEDDING · ⟪date|Sat 13 June 2026⟫ · Hartwell Barn
Planner: ⟦PERSON|Jess Calloway⟧ (⟪org_name|Calloway & Co Events⟫) ⟦PHONE|07700 900871⟧

Table 3 - dietary / access
| Guest                 | Meal      | Notes                                             |
|-----------------------|-----------|---------------------------------------------------|
| Nana ⟦PERSON|Rose Ellis⟧       | soft diet | ⟦MEDICAL|dysphagia⟧, wheelchair - seat near door            |
| Uncle ⟦PERSON|Pete⟧ (⟦PERSON|Peter Ellis⟧) | standard  | ⟦MEDICAL|type 1 diabetic⟧ - dessert swap to fruit            |
| ⟦PERSON|Hannah Morrow⟧         | vegan     | ⟦MEDICAL|severe peanut allergy⟧, carries ⟦MEDICAL|EpiPen 0.3 mg⟧   |
| ⟦PERSON|Kit Alvarez⟧           | child     | -                                                  |

Supplier balances (per contract): catering ⟪price|£42 pp⟫ x 96, band ⟪price|£1,850⟫ flat.
Couple's deposit received: ⟦AMOUNT|£2,500⟧ on ⟪date|04/09/2025⟫; final balance ⟦AMOUNT|£9,214.60⟧ due ⟪date|13/05/2026⟫.
"""))

T(("event_vendor_contract_excerpt", r"""
SERVICES AGREEMENT (excerpt)
This Agreement is made on ⟪date|2 February 2026⟫ between Lantern & Lace Events Ltd (company no. ⟪reference|12770431⟫) ("the Planner") and ⟦PERSON|Amara Osei⟧ and ⟦PERSON|Daniel Whitfield⟧ of ⟦ADDRESS|5 Cobbett Mews, Winchester SO23 8LR⟧ ("the Clients").

3. Fees. The Clients shall pay a planning fee of ⟦AMOUNT|£4,800⟧, of which a non-refundable retainer of ⟦AMOUNT|£1,200⟧ was paid on signature. The Planner's standard day rate for additional days is ⟪price|£450⟫.
4. Cancellation. Cancellation less than 90 days before the event date (⟪date|19 September 2026⟫) incurs 100% of the fee.
9. Notices to the Clients: ⟦EMAIL|amara.and.dan@icloud.com⟧; to the Planner: ⟦EMAIL|hello@lanternandlace.co.uk⟧.

Signed ⟦PERSON|A. Osei⟧          Signed ⟦PERSON|D. Whitfield⟧          For the Planner: ⟦PERSON|Vivienne Tate⟧, Director
"""))

T(("wedding_calendar_invite", r"""
BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//⟪org_name|Calloway & Co⟫//Planner 2.3//EN
BEGIN:VEVENT
UID:⟪uuid|$uuid_1⟫
DTSTART:⟪timestamp|20260305T143000Z⟫
DTEND:⟪timestamp|20260305T160000Z⟫
SUMMARY:Menu tasting - ⟦PERSON|Ellis⟧/⟦PERSON|Morrow⟧
LOCATION:⟪place|Hartwell Barn, kitchen⟫
ORGANIZER;CN=⟦PERSON|Jess Calloway⟧:mailto:⟦EMAIL|jess@callowayco.events⟧
ATTENDEE;CN=⟦PERSON|Sophie Ellis⟧:mailto:⟦EMAIL|sophie.ellis.88@gmail.com⟧
ATTENDEE;CN=⟦PERSON|Ryan Morrow⟧:mailto:⟦EMAIL|rmorrow@morrowjoinery.co.uk⟧
DESCRIPTION:Bring the allergy list. Gate code for the barn is ⟦PASSWORD|1 2 0 6⟧ after 2pm.\nTasting is ⟪price|£80⟫ per couple\, deducted from final bill.
END:VEVENT
END:VCALENDAR
"""))

T(("tax_adviser_client_email", r"""
From: ⟦PERSON|Linda Okafor⟧, EA <⟦EMAIL|linda@okafortax.com⟧>
To: ⟦EMAIL|m.delgado.home@gmail.com⟧
Subject: 2025 return - a few things I still need

Hi ⟦PERSON|Marisol⟧,

Thanks for sending the W-2s. Before I can file I need:

1. Your SSN and ⟦PERSON|Hector⟧'s - the copy you sent was cut off. I have yours as ⟦SSN|$ssn_4⟧ but his reads 52_-8_-____.
2. The 1098-T for ⟦PERSON|Lucia⟧'s tuition (looks like ⟦AMOUNT|$7,240⟧ paid in 2025).
3. Confirmation of the estimated payments: I see ⟦AMOUNT|$1,800⟧ on ⟪date|4/15⟫ and ⟦AMOUNT|$1,800⟧ on ⟪date|6/16⟫ but nothing for Q3.

Rough estimate so far: refund of about ⟦AMOUNT|$2,310⟧. My fee for a joint return with Schedule C is ⟪price|$475⟫ as quoted.

Please don't email the SSN - upload it to the portal (ShareFile link expires ⟪date|Feb 20⟫).

⟦PERSON|Linda⟧
"""))

T(("accountant_ledger_csv", r"""
# export: client_ledger_Q4.csv  (⟪org_name|Brook & Ashby Chartered Accountants⟫)  generated ⟪timestamp|2026-01-07 16:20⟫
client_ref,client_name,utr,service,fee_quoted,invoiced,paid,balance,bank_ref
⟪reference|BA-0117⟫,⟦PERSON|Naylor, Simon⟧,,self assessment,⟪price|£420⟫,⟦AMOUNT|£420.00⟧,⟦AMOUNT|£420.00⟧,⟦AMOUNT|£0.00⟧,FPS ⟪reference|88213⟫
⟪reference|BA-0121⟫,⟦PERSON|Kaur, Jaspreet⟧,,self assessment + CGT,⟪price|£650⟫,⟦AMOUNT|£690.00⟧,⟦AMOUNT|£300.00⟧,⟦AMOUNT|£390.00⟧,BACS ⟪reference|88302⟫
⟪reference|BA-0133⟫,Ashgrove Bakery Ltd,,year-end accounts,⟪price|£1,800⟫,£1,800.00,£1,800.00,nil,BACS ⟪reference|88377⟫
⟪reference|BA-0140⟫,⟦PERSON|O'Driscoll, Aoife⟧,,landlord return,⟪price|£380⟫,⟦AMOUNT|£380.00⟧,,⟦AMOUNT|£380.00⟧,
"""))

T(("irs_w9_ocr", r"""
Form W-9 (Rev. March 2024)  Request for Taxpayer Identification Number and Certification
1 Name (as shown on your income tax return): ⟦PERSON|Terrence J. Albright⟧
2 Business name/disregarded entity name: ⟪org_name|Albright Drywall & Paint LLC⟫
3a Federal tax classification: [x] Individual/sole proprietor
5 Address: ⟦ADDRESS|4410 Sycamore Bend Rd⟧
6 City, state, ZIP: ⟦ADDRESS|Lexington, KY 40515⟧
Part I  Social security number: ⟦SSN|$ssn_7⟧      Employer identification number: ⟪reference|88-1047731⟫
Part II  Signature of U.S. person: [signed] ⟦PERSON|T. Albright⟧      Date: ⟪date|01/22/2026⟫
-- scanned by ⟪org_name|Brook Tax Services⟫, page ⟪reference|1 of 6⟫ --
"""))

T(("health_article", r"""
Winter and your heart: what the cold does to blood pressure

When temperatures drop, blood vessels narrow to keep the body warm, which pushes ⟪health_info|blood pressure⟫ up. Studies across northern Europe show that ⟪health_info|heart attacks⟫ and ⟪health_info|strokes⟫ peak between December and February, and the effect is strongest in people over 65.

What helps:
- Keep the main living room at about ⟪health_info|18 °C⟫ or warmer.
- Eat at least one hot meal a day and keep moving indoors.
- If you take ⟪health_info|statins⟫ or ⟪health_info|blood-pressure tablets⟫, do not stop them in winter without advice.
- The free NHS flu vaccine is offered to everyone aged 65 and over from ⟪date|1 October⟫.

Warning signs of a stroke can be remembered with FAST: Face, Arms, Speech, Time to call 999.

This article is general information and does not replace advice from a pharmacist or doctor. Last reviewed ⟪date|November 2025⟫, next review due ⟪date|November 2027⟫.
"""))

T(("otc_drug_advert", r"""
NEW  ⟪drug_ad|NasoClear Max 0.1% nasal spray⟫  - blocked nose relief in 5 minutes*

Works for up to 12 hours. For adults and children over 12. Contains ⟪drug_ad|xylometazoline hydrochloride⟫.
Do not use for more than 7 days in a row.

Also try ⟪drug_ad|NasoClear Saline Kids⟫ - drug-free, suitable from birth.

RRP ⟪price|£5.49⟫ · 2 for ⟪price|£9⟫ at participating pharmacies until ⟪date|31.03.2026⟫
*In a study of 120 volunteers (⟪reference|NC-2024-07⟫). Always read the label.
Product licence ⟪reference|PL 44710/0032⟫ · Marketing authorisation holder: Halden Consumer Health Ltd
"""))

T(("council_fees_schedule", r"""
SOUTHMERE COUNCIL - FEES AND CHARGES 2026/27 (extract)
Approved by Cabinet ⟪date|24 February 2026⟫, effective ⟪date|1 April 2026⟫

Service                                        2025/26      2026/27
Residents' parking permit, band A (EV)         ⟪price|£30.00⟫       ⟪price|£32.00⟫
Residents' parking permit, band C              ⟪price|£142.00⟫      ⟪price|£149.00⟫
Visitor voucher (4 hours)                      ⟪price|£2.40⟫        ⟪price|£2.50⟫
Skip licence (28 days)                         ⟪price|£65.00⟫       ⟪price|£70.00⟫
Scaffold licence, per month                    ⟪price|£120.00⟫      ⟪price|£130.00⟫
Library: replacement card                      ⟪price|£2.00⟫        ⟪price|£2.00⟫
Library: adult overdue charge per day          ⟪price|£0.20⟫        ⟪price|£0.20⟫
Marriage ceremony, Town Hall (Sat)             ⟪price|£495.00⟫      ⟪price|£520.00⟫
Bulky waste collection (up to 5 items)         ⟪price|£38.00⟫       ⟪price|£40.00⟫

Fees are reviewed annually. Concessions apply to council tax support recipients (report ⟪reference|CAB/2026/014⟫, para 4.3).
"""))

T(("sshd_auth_log", r"""
⟪timestamp|Feb 12 03:41:07⟫ bastion-01 sshd[⟪reference|228714⟫]: Invalid user admin from ⟦IP_ADDRESS|45.83.193.22⟧ port ⟪port|51832⟫
⟪timestamp|Feb 12 03:41:09⟫ bastion-01 sshd[⟪reference|228714⟫]: Connection closed by invalid user admin ⟦IP_ADDRESS|45.83.193.22⟧ port ⟪port|51832⟫ [preauth]
⟪timestamp|Feb 12 07:58:30⟫ bastion-01 sshd[⟪reference|229102⟫]: Accepted publickey for ⟦PERSON|mkowalczyk⟧ from ⟦IP_ADDRESS|10.20.4.31⟧ port ⟪port|60214⟫ ssh2: ED25519 SHA256:⟪hash|q3Xh0uH9kJ1yR7vT2mW8nB5cL4pZ6sD1fG0aQ9eE3rY⟫
⟪timestamp|Feb 12 08:02:11⟫ bastion-01 sudo:  ⟦PERSON|mkowalczyk⟧ : TTY=pts/2 ; PWD=/home/⟦PERSON|mkowalczyk⟧ ; USER=root ; COMMAND=/usr/bin/systemctl restart donor-api
⟪timestamp|Feb 12 08:15:44⟫ bastion-01 sshd[⟪reference|229388⟫]: Failed password for ⟦PERSON|tfairweather⟧ from ⟦IP_ADDRESS|fd12:3456:789a:1::4f⟧ port ⟪port|41100⟫ ssh2
⟪timestamp|Feb 12 08:15:52⟫ bastion-01 sshd[⟪reference|229388⟫]: Accepted password for ⟦PERSON|tfairweather⟧ from ⟦IP_ADDRESS|fd12:3456:789a:1::4f⟧ port ⟪port|41100⟫ ssh2
⟪timestamp|Feb 12 09:00:01⟫ bastion-01 CRON[⟪reference|229901⟫]: pam_unix(cron:session): session opened for user backup by (uid=0)
"""))

T(("github_actions_log", r"""
2026-02-10T11:02:14.5512Z ##[group]Run ./scripts/deploy.sh staging
2026-02-10T11:02:14.5518Z env:
2026-02-10T11:02:14.5519Z   AWS_REGION: eu-west-2
2026-02-10T11:02:14.5520Z   AWS_ACCESS_KEY_ID: ***
2026-02-10T11:02:14.5521Z ##[endgroup]
2026-02-10T11:02:15.0034Z + echo 'debug: using key ⟦APIKEY|$aws_akid_2⟧ / ⟦SECRET|$aws_secret_2⟧'
2026-02-10T11:02:15.0035Z debug: using key ⟦APIKEY|$aws_akid_2⟧ / ⟦SECRET|$aws_secret_2⟧
2026-02-10T11:02:17.8810Z Uploading build ⟪build_number|#1842⟫ (commit ⟪hash|$git_sha_2⟫) to s3://volunteer-portal-staging
2026-02-10T11:02:21.1190Z Invalidating CloudFront distribution ⟪app_id|E2QX7L0PZ4M1KD⟫
2026-02-10T11:02:24.0041Z Done in 9.46s. Image sha256:⟪hash|$sha256_1⟫
2026-02-10T11:02:24.0099Z + gh release create ⟪build_number|v1842⟫ --notes "staging" (GH_TOKEN=⟦APIKEY|$ghp_1⟧)
2026-02-10T11:02:24.0102Z Triggered by ⟦PERSON|nadia-haddad⟧ via workflow_dispatch
"""))

T(("terraform_tfvars", r"""
# envs/prod/terraform.tfvars - crisis-response NGO data platform
# owner: ⟦PERSON|Ingrid Solberg⟧ <⟦EMAIL|ingrid.solberg@nordaid.org⟧>
location            = "westeurope"
resource_group_name = "rg-nordaid-prod"
aks_version         = "⟪version|1.29.4⟫"

azure_tenant_id     = "⟪app_id|$uuid_2⟫"
azure_client_id     = "⟪app_id|$uuid_3⟫"
azure_client_secret = "⟦SECRET|$azure_secret_1⟧"

storage_connection  = "DefaultEndpointsProtocol=https;AccountName=nordaidbeneficiaries;AccountKey=⟦SECRET|$azure_storage_1⟧;EndpointSuffix=core.windows.net"

allowed_admin_cidrs = ["⟦IP_ADDRESS|62.249.176.14⟧/32", "⟪doc_ip|198.51.100.0⟫/24"]
budget_alert_eur    = ⟪price|4000⟫
"""))

T(("k8s_secret_manifest", r"""
apiVersion: v1
kind: Secret
metadata:
  name: gamehub-backend
  namespace: esports-prod
  labels:
    app.kubernetes.io/version: "⟪version|2.17.0⟫"
type: Opaque
stringData:
  POSTGRES_DSN: "postgresql://gamehub:⟦SECRET|Xq9!vB2#kLp7⟧@⟦IP_ADDRESS|10.96.14.3⟧:⟪port|5432⟫/matches"
  STRIPE_SECRET_KEY: "⟦APIKEY|$stripe_sk_2⟧"
  STRIPE_PUBLISHABLE_KEY: "⟪app_id|$stripe_pk_2⟫"
  STRIPE_WEBHOOK_SECRET: "⟦SECRET|$stripe_whsec_1⟧"
  TWITCH_CLIENT_ID: "⟪app_id|q6batx0epp608isickayubi39itsckt⟫"
  SENDGRID_API_KEY: "⟦APIKEY|$sendgrid_1⟧"
  TLS_KEY: |
    ⟦SECRET|$pem_rsa_1_yaml⟧
"""))

T(("git_diff_secret_removal", r"""
commit ⟪hash|$git_sha_3⟫
Author: ⟦PERSON|Tomás Échevarría⟧ <⟦EMAIL|tomas.e@brightledger.dev⟧>
Date:   ⟪timestamp|Mon Feb 9 16:22:41 2026 +0100⟫

    remove hardcoded creds from tax-export script (oops)

diff --git a/tools/export_clients.py b/tools/export_clients.py
index ⟪hash|4c1e9a2⟫..⟪hash|77b0f13⟫ 100644
--- a/tools/export_clients.py
+++ b/tools/export_clients.py
@@ -8,9 +8,9 @@ import psycopg2
-DB_URL = "postgres://exporter:⟦SECRET|h4ppyT4xSeason⟧@⟦IP_ADDRESS|172.31.22.8⟧:⟪port|5432⟫/ledger"
-GITLAB_TOKEN = "⟦APIKEY|$gitlab_pat_1⟧"
+DB_URL = os.environ["DB_URL"]
+GITLAB_TOKEN = os.environ["GITLAB_TOKEN"]
 CLIENTS_SQL = "SELECT id, name, utr FROM clients WHERE fee > ⟪price|500⟫"
-# test client: ⟦PERSON|Joan Whitlock⟧, UTR on file
+# see README for local setup
"""))

T(("notebook_donor_analysis", r"""
{
 "cells": [
  {
   "cell_type": "code",
   "execution_count": ⟪reference|14⟫,
   "source": [
    "from huggingface_hub import login\n",
    "login(token=\"⟦APIKEY|$hf_1⟧\")\n",
    "df = pd.read_csv('donors_2025.csv')\n",
    "df[df.total_given > 1000].head(3)"
   ],
   "outputs": [
    {"output_type": "execute_result", "data": {"text/plain": [
     "   donor_id           name          city  total_given\n",
     "12   ⟪reference|D-00412⟫   ⟦PERSON|Helen Carvalho⟧   ⟪place|Porto⟫  ⟦AMOUNT|1250.0⟧\n",
     "57   ⟪reference|D-01977⟫     ⟦PERSON|Ruth Adamu⟧    ⟪place|Leeds⟫  ⟦AMOUNT|3400.0⟧\n",
     "88   ⟪reference|D-02210⟫  ⟦PERSON|Wilfred Hsiao⟧  ⟪place|Taipei⟫  ⟦AMOUNT|1010.0⟧"
    ]}}
   ],
   "metadata": {"kernel": "python3", "transformers": "⟪version|4.48.1⟫"}
  }
 ]
}
"""))

T(("voicemail_transcript", r"""
Voicemail - received ⟪timestamp|Tue 10 Feb 2026, 18:06⟫ - from ⟦PHONE|+44 7700 900548⟧ - duration 0:47
(automatic transcription, may contain errors)

"Hi, it's ⟦PERSON|Derek⟧ from Marlow Roofing, message for Mrs ⟦PERSON|Hargreaves⟧... um, we're booked in for the chimney repair on Thursday at ⟦ADDRESS|twelve Orchard Rise, Marlow⟧. Your husband said the side gate has a combination lock, he said it's ⟦PASSWORD|five five nine one⟧ but can you confirm that. Also the scaffold's going up Wednesday, that's the ⟪price|four hundred and twenty pounds⟫ we quoted for the week. Give me a bell back on this number or the office, ⟦PHONE|oh one six three two, nine six zero, one four two⟧... thanks, bye."
"""))

T(("sms_thread_trades", r"""
SMS · ⟦PERSON|Dave Sparks⟧ (electrician) · ⟦PHONE|07700 900455⟧

Wed 08:12  ⟦PERSON|Dave⟧: morning! running 20 min late, van wouldn't start 🙄
Wed 08:13  Me: no problem, door code for the block is ⟦PASSWORD|C1457X⟧, flat 6 top floor
Wed 11:40  ⟦PERSON|Dave⟧: all done. fuse board was ancient, swapped the RCD. ⟦AMOUNT|£240⟧ all in, bank details below
Wed 11:41  ⟦PERSON|Dave⟧: ⟦PERSON|D SPARKS⟧, sort ⟪reference|20-44-91⟫, IBAN ⟦IBAN|$iban_gb_2⟧
Wed 11:55  Me: sent 👍 ref "flat 6 rcd"
Wed 11:56  Barclays: Your payment of ⟦AMOUNT|£240.00⟧ to ⟦PERSON|D SPARKS⟧ has been sent. Not you? Call us. Code ⟪otp_code|918204⟫ was used.
"""))

T(("hr_incident_note", r"""
HR CASE NOTE - CONFIDENTIAL
Case ⟪case_no|HR-2026-017⟫ · ⟪org_name|Hallam Brook Construction⟫ · opened ⟪date|14/01/2026⟫ by ⟦PERSON|Rachel Imrie⟧ (HR BP)

Employee: ⟦PERSON|Kyle Brennan⟧ (payroll ⟪reference|004871⟫), scaffolder
Line manager: ⟦PERSON|Stuart Okonkwo⟧

14/01 ⟦PERSON|Kyle⟧ fell from the second lift at Northgate Mews (approx. 2 m). A&E diagnosis: ⟦MEDICAL|fractured right calcaneus⟧, ⟦MEDICAL|bruised ribs⟧. RIDDOR report ⟪reference|RID-0193882⟫ filed by site.
20/01 Fit note received - unfit for 8 weeks. ⟦PERSON|Kyle⟧ also disclosed he has ⟦MEDICAL|epilepsy⟧ (already on his induction form) and asked that this is not shared with the subcontractor.
27/01 SSP started. Company sick pay top-up agreed: ⟦AMOUNT|£310 per week⟧ for 8 weeks (discretionary, approved by ⟦PERSON|M. Hallam⟧).
Standard SSP rate for 2025/26: ⟪price|£118.75/week⟫.
"""))

T(("gp_referral_letter", r"""
Tanner Street Surgery · ⟦ADDRESS|3 Tanner Street, Reading RG1 3LT⟧ · Tel ⟦PHONE|0118 496 0012⟧

⟪date|10 February 2026⟫
Memory Assessment Service, Prospect Park Hospital

Re: Mr ⟦PERSON|Alfred Nkemelu⟧   DOB ⟦DATE_OF_BIRTH|17/08/1939⟧
    Resident at Willowmere House Care Home, room ⟪room_number|22⟫

Dear colleague,

Thank you for seeing this 86-year-old gentleman whose carers report ⟦MEDICAL|increasing confusion⟧ over three months, ⟦MEDICAL|night-time wandering⟧ and two ⟦MEDICAL|falls⟧. MMSE today 19/30. Bloods (FBC, U&E, TFT, B12, folate) normal; ⟦MEDICAL|CT head⟧ shows ⟦MEDICAL|small-vessel disease⟧.

PMH: ⟦MEDICAL|hypertension⟧, ⟦MEDICAL|atrial fibrillation⟧, ⟦MEDICAL|prostate cancer (2014, in remission)⟧.
Medication: ⟦MEDICAL|apixaban 2.5 mg bd⟧, ⟦MEDICAL|amlodipine 5 mg od⟧, ⟦MEDICAL|tamsulosin 400 mcg od⟧.

His son ⟦PERSON|Chidi⟧ holds Lasting Power of Attorney for health and welfare (⟦PHONE|07700 900902⟧).

Yours sincerely,
Dr ⟦PERSON|Fiona Grady⟧, GP partner
"""))

T(("pharmacy_dispensing_record", r"""
DISPENSING LABEL LOG  ·  Rowan Pharmacy (home delivery round B)  ·  ⟪date|11-02-2026⟫
Rx no.     Patient                 Item                                     Qty  Deliver to
⟪reference|RX883104⟫   ⟦PERSON|BAPTISTE, Eunice⟧       ⟦MEDICAL|Metformin 500mg tablets⟧                56   ⟦ADDRESS|12 Cedar Ct, 60 Holloway Rd, N7 8JG⟧
⟪reference|RX883105⟫   ⟦PERSON|BAPTISTE, Eunice⟧       ⟦MEDICAL|Furosemide 20mg tablets⟧                28   (same)
⟪reference|RX883112⟫   ⟦PERSON|O'CONNELL, Bridget⟧     ⟦MEDICAL|Morphine sulfate 10mg/5ml oral soln⟧    100ml ⟦ADDRESS|4 Pemberton Gdns, N19 5RR⟧  CD - signature req.
⟪reference|RX883120⟫   ⟦PERSON|SINGH, Harbhajan⟧       ⟦MEDICAL|Warfarin 1mg tablets⟧                  28   ⟦ADDRESS|Flat 1, 9 Tufnell Park Rd, N7 0PG⟧  INR book
Prescription charge (England) ⟪price|£9.90⟫ per item - all above exempt (age 60+)
Driver: ⟦PERSON|Kwame⟧   van ⟪reference|RP-02⟫
"""))

T(("lab_report", r"""
HALDEN PATHOLOGY LABORATORIES                         Report ⟪reference|HPL-26-0449812⟫
Patient: ⟦PERSON|NKEMELU, Alfred⟧     DOB: ⟦DATE_OF_BIRTH|17.08.1939⟧     Sex: M
Requested by: Dr ⟦PERSON|F. Grady⟧, Tanner Street Surgery       Collected: ⟪timestamp|09.02.2026 09:12⟫

Test                     Result      Units      Ref. range
Haemoglobin              128         g/L        130-170   L
Sodium                   138         mmol/L     133-146
eGFR                     52          mL/min     >90       L
Vitamin B12              310         ng/L       197-771
TSH                      2.1         mU/L       0.3-4.2
INR                      -                      (not on warfarin)

Comment: ⟦MEDICAL|Mild normocytic anaemia⟧ and ⟦MEDICAL|CKD stage 3a⟧, stable since ⟪date|2024⟫. Suggest repeat in 3 months.
Authorised: ⟦PERSON|J. Fairbairn⟧, Consultant Clinical Scientist   Analyser firmware ⟪version|v8.2.14⟫
"""))

T(("contractor_insurance_claim", r"""
PUBLIC LIABILITY CLAIM NOTIFICATION
Policy: ⟪reference|PL/TR/0077193⟫   Insured: Brightspark Electrical Services (sole trader ⟦PERSON|Lee Dawson⟧)
Claim ref: ⟪case_no|CLM-26-30418⟫

Third-party claimant: ⟦PERSON|Harriet Pryce⟧, ⟦ADDRESS|The Old Forge, Church Lane, Much Wenlock TF13 6AJ⟧
Incident date: ⟪date|13/01/2026⟫
Description: during consumer unit replacement a drill bit punctured a water pipe behind the plasterboard; water damage to kitchen ceiling and oak flooring.
Claimant's estimate: ⟦AMOUNT|£6,930.00⟧ (two quotes attached)
Excess payable by insured: ⟦AMOUNT|£250⟧
Policy limit: ⟪price|£2,000,000⟫ any one occurrence

Insured contact: ⟦PHONE|07700 900314⟧ · ⟦EMAIL|lee@brightspark-electrical.co.uk⟧
"""))

T(("immigration_solicitor_letter", r"""
KESTREL IMMIGRATION LAW
⟪date|5 February 2026⟫
Home Office, UK Visas and Immigration

Our client: Mrs ⟦PERSON|Farida Rahimi⟧
Date of birth: ⟦DATE_OF_BIRTH|11 March 1987⟧
Nationality: Afghan
Passport no.: ⟦PASSPORT|P03318842⟧
UAN: ⟪reference|3307-0418-2210-5561⟫
Current address: ⟦ADDRESS|Room 4, 18 Portland Terrace, Leicester LE2 1ND⟧

Dear Sir or Madam,

Application for leave to remain - family life (Appendix FM)

We enclose our client's application together with evidence that her husband, Mr ⟦PERSON|Sayed Rahimi⟧, earns ⟦AMOUNT|£31,200⟧ per annum, above the minimum income requirement of ⟪price|£29,000⟫. The application fee of ⟪price|£1,321⟫ and Immigration Health Surcharge of ⟪price|£1,035 per year⟫ have been paid (GWF ⟪reference|GWF091183304⟫).

Our client suffers from ⟦MEDICAL|post-traumatic stress disorder⟧ and is under the care of the Leicester Traumatic Stress Service; a letter from her psychologist is at tab 7.

Yours faithfully,
⟦PERSON|Naveed Chaudhry⟧, Solicitor
"""))

T(("bank_transfer_confirmation", r"""
Deutsche Handelsbank AG - Auslandsüberweisung / Foreign transfer confirmation
Transaction ID: ⟪reference|DHB20260204-77182-X⟫        Value date: ⟪date|04.02.2026⟫

Ordering customer: ⟦PERSON|Katharina Brandt⟧
Account (IBAN): ⟦IBAN|$iban_de_1⟧
Beneficiary: Médecins du Sahel (association loi 1901)
Beneficiary IBAN: ⟦IBAN|$iban_fr_1⟧   BIC ⟪reference|CCOPFRPPXXX⟫
Amount: ⟦AMOUNT|EUR 1.000,00⟧
Charges: SHA - our fee ⟪price|EUR 0,00⟫ (SEPA)
Remittance info: "Spende Erdbebenhilfe - ⟦PERSON|K. Brandt⟧ - Mitgliedsnr ⟪reference|00418⟫"
Donation receipt (Zuwendungsbestätigung) will be sent to ⟦ADDRESS|Schillerstraße 14, 69115 Heidelberg⟧.
"""))

T(("esports_merch_order_email", r"""
Order confirmed ✔  -  ⟪order_id|#AW-100483⟫

Thanks ⟦PERSON|Jasper⟧! Your Ashfall Wolves gear is on its way.

  Pro Jersey 2026 (M) · name print "⟦PERSON|J.VANDERMEER⟧"      ⟪price|€64.90⟫
  Mousepad XL                                          ⟪price|€24.90⟫
  Shipping (DHL Express)                               ⟪price|€6.50⟫
  Paid with Visa ····⟪masked_card|0419⟫                     ⟦AMOUNT|€96.30⟧

Ship to:
⟦PERSON|Jasper van der Meer⟧
⟦ADDRESS|Oudegracht 211-bis, 3511 NK Utrecht, Netherlands⟧

Tracking: ⟪tracking_number|JJD000390007731284⟫ (live from ⟪date|Feb 13⟫)
Questions? ⟦EMAIL|support@ashfallwolves.gg⟧ - quote your order number.
"""))

T(("go_wallet_service", r"""
// internal/wallet/config.go
package wallet

import "time"

// TODO(⟦PERSON|priya.n⟧): move these to Vault before the ⟪version|v1.4⟫ release!!
const (
	hotWalletAddr   = "⟪wallet_address|$eth_addr_2⟫" // public, shown on the status page
	hotWalletKey    = "⟦SECRET|$eth_priv_1⟧"
	rpcURL          = "https://mainnet.infura.io/v3/⟦APIKEY|$infura_1⟧"
	pgDSN           = "postgres://custody:⟦SECRET|c0ld-St0rage-99⟧@⟦IP_ADDRESS|10.0.9.41⟧:⟪port|5432⟫/custody?sslmode=require"
	withdrawalLimit = ⟪price|50000⟫ // USD/day, tier-1 accounts (public T&Cs)
	confirmations   = 12
	pollEvery       = 15 * time.Second
)
"""))

T(("alumni_crm_properties", r"""
# alumni-crm/src/main/resources/application-prod.properties
server.port=⟪port|8443⟫
spring.datasource.url=jdbc:mysql://⟦IP_ADDRESS|10.30.1.8⟧:⟪port|3306⟫/alumni?useSSL=true
spring.datasource.username=crm_app
spring.datasource.password=⟦PASSWORD|Gr@duate-Class-of-99⟧
salesforce.client-id=⟪app_id|$salesforce_client_1⟫
salesforce.client-secret=⟦SECRET|$salesforce_secret_1⟧
google.oauth.client-id=⟪app_id|$google_client_1⟫
google.oauth.client-secret=⟦SECRET|$google_secret_1⟧
google.maps.api-key=⟦APIKEY|$google_api_1⟧
mail.smtp.host=smtp.sendgrid.net
mail.smtp.password=⟦APIKEY|$sendgrid_1⟧
# contact for this service: ⟦PERSON|Ohene Asante⟧ (advancement IT) ext. ⟪reference|4471⟫
build.number=⟪build_number|2211⟫
"""))

T(("game_server_rust_config", r"""
// src/config.rs  -- matchmaker (⟪version|0.31.2⟫)
pub const LISTEN: &str = "0.0.0.0:⟪port|7777⟫";
pub const METRICS: &str = "⟪doc_ip|127.0.0.1⟫:⟪port|9100⟫";
pub const REDIS: &str = "redis://:⟦SECRET|mm-redis-5bD8x⟧@⟦IP_ADDRESS|10.4.0.22⟧:⟪port|6379⟫";
pub const STEAM_WEB_API_KEY: &str = "⟦APIKEY|$steam_1⟧";
pub const STEAM_APP_ID: u32 = ⟪app_id|2716330⟫;
pub const JWT_SIGNING_KEY: &[u8] = b"⟦SECRET|k7$Qz!pL2@wX9#mN4vR8⟧";
// deploy: doctl auth init -t ⟦APIKEY|$do_pat_1⟧   (FIXME remove before open-sourcing)
// on-call: ⟦PERSON|Lars⟧ / ⟦PERSON|Sunniva⟧, see runbook RB-12
"""))

T(("backup_shell_script", r"""
#!/usr/bin/env bash
# nightly backup - ⟪org_name|Hartley & Sons Plumbing⟫ job database
# written by ⟦PERSON|Mike Hartley⟧ ⟪date|2019⟫, last edited by ⟦PERSON|Jordan⟧ ⟪date|2025-11-30⟫
set -euo pipefail
export PGPASSWORD='⟦PASSWORD|Wrench!Pipe2019⟧'
# NAS pull key (temporary, ⟦PERSON|Jordan⟧ will move it to the vault)
cat > /root/.ssh/nas_backup <<'KEY'
⟦SECRET|$pem_openssh_1⟧
KEY
chmod 600 /root/.ssh/nas_backup
DEST="/mnt/nas/backups/$(date +%F)"
pg_dump -h ⟦IP_ADDRESS|192.168.1.20⟧ -p ⟪port|5432⟫ -U jobs jobsdb | gzip > "$DEST/jobs.sql.gz"
rclone copy "$DEST" b2:hartley-backups --b2-account ⟪app_id|$b2_keyid_1⟫ --b2-key ⟦SECRET|$b2_key_1⟧
curl -fsS -m 10 --retry 3 https://hc-ping.com/⟪uuid|$uuid_4⟫ >/dev/null
echo "backup ok" | mail -s "backup $(date +%F)" ⟦EMAIL|mike@hartleyplumbing.co.uk⟧
"""))

T(("newsroom_toml_config", r"""
# wire-ingest/config.toml
[service]
name = "wire-ingest"
version = "⟪version|2.0.9⟫"
bind = "0.0.0.0:⟪port|8088⟫"

[feeds.reuters]
url = "https://api.example-wire.com/v3/items"
api_key = "⟦APIKEY|$openai_1⟧"          # NB: wrong var - this is the OpenAI key for the summariser, fix (⟦PERSON|ck⟧)

[summariser]
provider = "anthropic"
api_key = "⟦APIKEY|$anthropic_1⟧"
model_max_tokens = 800

[alerts]
slack_webhook = "⟦SECRET|$slack_webhook_1⟧"
on_call = "⟦PERSON|Carys Bell⟧"   # foreign desk, nights
"""))

T(("care_system_ini", r"""
; carelog.ini - Willowmere House resident records (installed by CareSoft ⟪version|7.3⟫)
[database]
server=⟦IP_ADDRESS|192.168.10.5⟧
port=⟪port|1433⟫
user=carelog_svc
password=⟦PASSWORD|Willow#Rose2024⟧

[email]
smtp_server=smtp.office365.com
smtp_user=⟦EMAIL|alerts@willowmerehouse.co.uk⟧
smtp_pass=⟦PASSWORD|Alerts!2024w⟧

[nurse_call]
gateway=⟦IP_ADDRESS|192.168.10.40⟧
; default admin for the panel, changed by ⟦PERSON|Tom P.⟧ ⟪date|03/2025⟫
admin_pin=⟦PASSWORD|604418⟧
licence_key=⟪reference|CSW-7731-99AF-2210⟫

[sms]
provider=twilio
account_sid=⟪app_id|$twilio_sid_1⟫
auth_token=⟦SECRET|$twilio_token_1⟧
from_number=⟦PHONE|+44 7700 900010⟧
"""))

T(("helm_values_crypto", r"""
# charts/exchange-api/values-prod.yaml
image:
  repository: registry.gitlab.com/koinpath/exchange-api
  tag: "⟪version|3.42.1⟫"
replicaCount: 6
service:
  port: ⟪port|8000⟫
env:
  KYC_PROVIDER_URL: https://api.kyc-vendor.example/v2
  KYC_PROVIDER_TOKEN: "⟦APIKEY|$jwt_2⟧"
  CHAIN_RPC: "https://eth-mainnet.g.alchemy.com/v2/⟦APIKEY|$cloudflare_1⟧"
  TOTP_ISSUER_SEED: "⟦SECRET|$totp_1⟧"
  DATADOG_API_KEY: "⟦APIKEY|$datadog_api_1⟧"
  DATADOG_APP_KEY: "⟦APIKEY|$datadog_app_1⟧"
  WITHDRAWAL_FEE_BTC: "⟪price|0.0002⟫"
imagePullSecrets:
  - name: gitlab-registry   # token rotated by ⟦PERSON|Oksana⟧ on ⟪date|2026-01-15⟫
"""))

T(("alumni_api_json", r"""
HTTP/1.1 200 OK
Content-Type: application/json
X-Request-Id: ⟪uuid|$uuid_5⟫

{
  "alumnus": {
    "id": ⟪reference|448102⟫,
    "name": {"first": "⟦PERSON|Gregory⟧", "last": "⟦PERSON|Lindqvist⟧", "preferred": "⟦PERSON|Greg⟧"},
    "class_year": 1998,
    "email": "⟦EMAIL|glindqvist98@alumni.halvorsen.edu⟧",
    "home_address": "⟦ADDRESS|2219 Ridge Avenue, Evanston, IL 60201⟧",
    "birth_date": "⟦DATE_OF_BIRTH|1976-10-09⟧",
    "giving": {"lifetime": "⟦AMOUNT|$6,750.00⟧", "last_gift": "⟦AMOUNT|$500.00⟧", "last_gift_date": "⟪date|2026-02-04⟫"},
    "spouse": "⟦PERSON|Karin Lindqvist⟧",
    "do_not_solicit": false
  },
  "api_version": "⟪version|2024-10⟫"
}
"""))

T(("volunteer_dbs_tsv", r"""
vol_id	full_name	role	dbs_level	dbs_cert	dbs_issued	dob	emergency_contact
⟪reference|V-2201⟫	⟦PERSON|Marguerite Oduya⟧	befriender (older people)	enhanced	⟪reference|001744829910⟫	⟪date|2025-03-18⟫	⟦DATE_OF_BIRTH|1961-12-02⟧	⟦PERSON|Kevin Oduya⟧ ⟦PHONE|07700 900118⟧
⟪reference|V-2207⟫	⟦PERSON|Callum Frew⟧	youth club helper	enhanced + barred	⟪reference|001771290033⟫	⟪date|2025-09-02⟫	⟦DATE_OF_BIRTH|2001-04-27⟧	⟦PERSON|Moira Frew⟧ ⟦PHONE|07700 900254⟧
⟪reference|V-2214⟫	⟦PERSON|Li Na⟧	warehouse	basic	⟪reference|001802466571⟫	⟪date|2026-01-10⟫	⟦DATE_OF_BIRTH|1994-07-30⟧	-
# DBS check fee: enhanced ⟪price|£49.50⟫, basic ⟪price|£21.50⟫ (free for volunteers)
"""))

T(("teams_chat_accountants", r"""
Microsoft Teams · ⟪org_name|Brook & Ashby⟫ · "Self-assessment rush 🔥"
⟦PERSON|Naomi Brook⟧ 09:02
Morning all. 11 days to go. Who has Mr ⟦PERSON|Naylor⟧?
⟦PERSON|Imran Siddiqui⟧ 09:04
me. he finally sent the P60 - salary ⟦AMOUNT|£58,200⟧, bonus ⟦AMOUNT|£4,000⟧. still waiting on his rental figures
⟦PERSON|Naomi Brook⟧ 09:05
ok. also ⟦PERSON|Aoife O'Driscoll⟧ rang, she's in hospital (⟦MEDICAL|appendicitis⟧) so give her till next week
⟦PERSON|Imran Siddiqui⟧ 09:07
🙏 HMRC gateway login for the practice is in the vault, not here please. Last time someone pasted it: ⟦PASSWORD|Br00k&Ashby!HMRC⟧ - I've changed it since
⟦PERSON|Naomi Brook⟧ 09:08
lol thanks. late filing penalty is ⟪price|£100⟫ flat, let's not
"""))

T(("telegram_otc_chat", r"""
Telegram · "OTC desk - KoinPath VIP"
[⟪timestamp|09.02.26 22:14⟫] ⟦PERSON|Viktor Sokolov⟧: need to sell 40k USDT tonight, EUR to my Revolut
[⟪timestamp|09.02.26 22:15⟫] KoinPath OTC (⟦PERSON|Marek⟧): we can do 0.918, settlement to ⟦IBAN|$iban_es_1⟧?
[⟪timestamp|09.02.26 22:15⟫] ⟦PERSON|Viktor Sokolov⟧: no, use the Lithuanian one on file. you'll get ⟦AMOUNT|40,000 USDT⟧ from ⟪wallet_address|$eth_addr_3⟫
[⟪timestamp|09.02.26 22:17⟫] KoinPath OTC (⟦PERSON|Marek⟧): ok ⟦AMOUNT|€36,720.00⟧ net, our spread is ⟪percentage|0.3%⟫ for >25k
[⟪timestamp|09.02.26 22:31⟫] KoinPath OTC (⟦PERSON|Marek⟧): received, tx ⟪tx_hash|$tx_hash_2⟫ 12 confs ✅
[⟪timestamp|09.02.26 22:32⟫] ⟦PERSON|Viktor Sokolov⟧: 👍
"""))

T(("lasting_power_of_attorney_extract", r"""
LASTING POWER OF ATTORNEY - Property and financial affairs (extract, OPG reference ⟪case_no|7001-4418-2290⟫)

Section 1  The donor
Title: Mrs   First names: ⟦PERSON|Winifred Ann⟧   Last name: ⟦PERSON|Castellano⟧
Date of birth: ⟦DATE_OF_BIRTH|27 / 05 / 1931⟧
Address: ⟦ADDRESS|Flat 2, Ashdown Lodge, 14 The Avenue, Eastbourne BN21 3YA⟧

Section 2  The attorneys
1. ⟦PERSON|Paul Castellano⟧, ⟦ADDRESS|91 Upperton Road, Eastbourne BN21 1LF⟧, born ⟦DATE_OF_BIRTH|03/10/1958⟧
2. ⟦PERSON|Giulia Bruno⟧ (niece), ⟦ADDRESS|Via Solferino 22, 20121 Milano⟧, codice fiscale ⟦NATIONAL_ID|$nid_it_1⟧

Section 7  Preferences: "I would like my attorneys to continue my monthly gift of ⟦AMOUNT|£40⟧ to the Eastbourne Lifeboat Station."
Fee paid: ⟪price|£92⟫ (registration, per LPA)
"""))

T(("graduation_ceremony_notice", r"""
HALVORSEN UNIVERSITY - WINTER COMMENCEMENT
Saturday ⟪date|20 December 2025⟫ · Memorial Fieldhouse · doors ⟪timestamp|9:00 a.m.⟫

Guest tickets: each graduate receives 4 free tickets; additional tickets ⟪price|$15⟫ each while they last.
Gown rental: bachelor's ⟪price|$48⟫, master's ⟪price|$62⟫, doctoral ⟪price|$95⟫ (bookstore).
Parking: Lot C and the Elm Street garage, event rate ⟪price|$10⟫.
Accessibility seating is in section ⟪room_number|104⟫; request by ⟪date|December 10⟫.
The ceremony will be livestreamed at commencement.halvorsen.edu; replay available from ⟪date|December 22⟫.
"""))

T(("whistleblower_tip_email", r"""
From: anonymous tipster <⟦EMAIL|harbourwatch2026@proton.me⟧>
To: ⟦EMAIL|tips@northernledger.co.uk⟧
Date: ⟪timestamp|Sun, 8 Feb 2026 23:51:07 +0000⟫
Subject: port authority - dredging tender

I work in procurement (please don't use my name, ⟦PERSON|Lydia⟧ is fine between us). The winning bidder, ⟪org_name|Kessler Marine⟫, was given the evaluation matrix two weeks before the deadline by our deputy director ⟦PERSON|Graham Pettifer⟧. His personal email ⟦EMAIL|g.pettifer@btinternet.com⟧ is on the chain - attachment 3.

He also took a ⟦AMOUNT|£15,000⟧ "consultancy fee" from ⟪org_name|Kessler⟫ through his wife's company. The published contract value is ⟪price|£4.2m⟫.

Call me on ⟦PHONE|07700 900925⟧ after 8pm. I'm off work at the moment (⟦MEDICAL|stress-related illness⟧, since the audit).
"""))

T(("research_grant_award_letter", r"""
Halvorsen University · Office of Research Administration
Award notice ⟪reference|ORA-26-0311⟫                                          ⟪date|January 30, 2026⟫

PI: Prof. ⟦PERSON|Esther Abiodun⟧, Department of Civil Engineering
Sponsor: ⟪org_name|Carrow Foundation for Safer Cities⟫ (grant ⟪reference|CF-2026-44⟫)
Title: "Low-cost seismic retrofits for informal housing"
Total award: ⟪price|$480,000⟫ over 3 years; indirect cost rate ⟪percentage|26%⟫ (sponsor cap)

Summer salary for the PI is budgeted at ⟦AMOUNT|$21,400⟧ in year 1; graduate assistant ⟦PERSON|Mateo Quispe⟧ receives a stipend of ⟦AMOUNT|$31,000⟧ plus tuition remission.

Please direct questions to your grant officer, ⟦PERSON|Dana Whitlock⟧ (⟦EMAIL|dwhitlock@halvorsen.edu⟧, ⟦PHONE|(847) 555-0162⟧).
"""))

T(("scholarship_application_form", r"""
THE ⟦PERSON|ALMA REYES⟧ MEMORIAL SCHOLARSHIP - APPLICATION (submitted online ⟪timestamp|2026-01-19 21:07⟫)

Applicant: ⟦PERSON|Daniela Reyes-Ortiz⟧      Student ID: ⟪reference|HU0029817⟫
Date of birth: ⟦DATE_OF_BIRTH|07/22/2005⟧
Permanent address: ⟦ADDRESS|3307 W Cermak Rd Apt 2F, Chicago, IL 60623⟧
Phone: ⟦PHONE|(773) 555-0109⟧      Email: ⟦EMAIL|dani.reyesortiz@halvorsen.edu⟧

Household income (FAFSA): ⟦AMOUNT|$38,450⟧     Number in household: 5
Essay (excerpt): "My mother ⟦PERSON|Rosa⟧ has ⟦MEDICAL|lupus⟧ and cannot work full-time, so since I was 15 I have..."
Award amount: ⟪price|$5,000⟫ (one award per year)
Recommender: Prof. ⟦PERSON|Esther Abiodun⟧
"""))

T(("cas_letter_student_visa", r"""
CONFIRMATION OF ACCEPTANCE FOR STUDIES - summary sent to student
CAS number: ⟪reference|E4G7L29X0A1B33⟫        Sponsor licence: ⟪reference|KX7M2P9Q1⟫
Student: ⟦PERSON|Nguyen Thi Thu Ha⟧ (family name ⟦PERSON|NGUYEN⟧)
Date of birth: ⟦DATE_OF_BIRTH|14/02/2003⟧    Nationality: Vietnam
Passport: ⟦PASSPORT|C7710294⟧
Course: MSc Data Science, start ⟪date|21/09/2026⟫, end ⟪date|20/09/2027⟫
Tuition fees for first year: ⟪price|£27,950⟫
Fees already paid: ⟦AMOUNT|£13,975⟧ (deposit + 1st instalment, receipt ⟪reference|FIN-88012⟫)
Boarding/accommodation fees paid: ⟦AMOUNT|£0⟧
Contact in UK: ⟦PERSON|Ha⟧'s aunt, ⟦PERSON|Tran Minh Chau⟧, ⟦ADDRESS|44 Ladypool Road, Birmingham B12 8JY⟧
Admissions contact: ⟦EMAIL|intl.admissions@halvorsen.ac.uk⟧
"""))

T(("roofing_estimate", r"""
MARLOW ROOFING & LEADWORK
Estimate ⟪reference|EST-1208⟫     valid 30 days from ⟪date|06/02/2026⟫

Customer: Mrs ⟦PERSON|K. Hargreaves⟧
Property: ⟦ADDRESS|12 Orchard Rise, Marlow SL7 2HQ⟧
Contact: ⟦PHONE|01632 960 142⟧ / ⟦EMAIL|kathy.hargreaves@gmail.com⟧

Scope: rebuild chimney stack above roofline (approx. 18 courses), new lead flashing code 4, replace 6 broken clay tiles.
Scaffold (1 week)                       ⟪price|£420.00⟫
Labour & materials                      ⟪price|£2,150.00⟫
Skip (6 yd)                             ⟪price|£285.00⟫
Estimate total                          ⟦AMOUNT|£2,855.00⟧ + VAT
Deposit requested: ⟦AMOUNT|£500⟧ on acceptance.   Surveyor: ⟦PERSON|Derek Vaughan⟧
"""))

T(("cleaner_whatsapp_chat", r"""
[WhatsApp] Sparkle Home Cleaning
[03/02/2026, 07:31] ⟦PERSON|Ana Beatriz⟧: bom dia Mrs ⟦PERSON|Clarke⟧, I am outside but the code not working
[03/02/2026, 07:33] ⟦PERSON|Olusola Adebayo-Clarke⟧: Sorry ⟦PERSON|Ana⟧! builders changed it. New code ⟦PASSWORD|9 4 4 0⟧ then press the key symbol
[03/02/2026, 07:34] ⟦PERSON|Ana Beatriz⟧: ok entered thank you
[03/02/2026, 07:35] ⟦PERSON|Olusola Adebayo-Clarke⟧: The alarm is ⟦PASSWORD|1357⟧, and please don't go in the loft, it's a building site
[03/02/2026, 11:02] ⟦PERSON|Ana Beatriz⟧: all finish. 4 hours = ⟦AMOUNT|£68⟧. I leave the key under the pot
[03/02/2026, 11:05] ⟦PERSON|Olusola Adebayo-Clarke⟧: Transferred, thank you! Same time next week. Our usual rate is still ⟪price|£17/h⟫ right?
"""))

T(("ticket_resale_support", r"""
Zendesk · Ticket ⟪ticket_id|#771204⟫ · "Esports finals tickets not showing"
Requester: ⟦PERSON|Owen Tate⟧ <⟦EMAIL|owen.tate.gg@gmail.com⟧>
Created: ⟪timestamp|Feb 10, 2026 14:22⟫

⟦PERSON|Owen⟧: I bought 2 resale tickets for the Northern Clash finals (⟪order_id|TK-55-9918244⟫) from a seller called ⟦PERSON|meg_harlow⟧, paid ⟦AMOUNT|£138⟧ but the app still says "transfer pending". Face value was ⟪price|£45⟫ each so I already overpaid lol. Seats ⟪room_number|Block 112, row F⟫.

Agent (⟦PERSON|Priyanka⟧): Hi ⟦PERSON|Owen⟧, the seller hasn't accepted the transfer yet. If it isn't completed within 48h you'll be refunded automatically to the card ending ⟪masked_card|3306⟫. Our resale cap is ⟪price|face value + 10%⟫, so we will also refund the ⟦AMOUNT|£39⟧ above the cap.
"""))

T(("gala_payment_form", r"""
SPRING GALA 2026 - TABLE BOOKING (paper form, keyed in by ⟦PERSON|Abi O.⟧ ⟪date|12/02⟫)
Charity: Calder Valley Food Bank      Event: ⟪date|Sat 28 March 2026⟫, The Piece Hall, Halifax

Booker: ⟦PERSON|Geoffrey Ainsworth⟧          Company: Birchcliffe Mills Ltd
Address: ⟦ADDRESS|Birchcliffe House, Birchcliffe Road, Hebden Bridge HX7 8DG⟧
Phone: ⟦PHONE|01632 960 771⟧
Table of 10 @ ⟪price|£850⟫ ........ x1
Additional donation ........... ⟦AMOUNT|£500⟧
Total to charge ............... ⟦AMOUNT|£1,350⟧
Card no: ⟦CARD|$card_visa_1⟧   Exp: ⟪card_expiry|11/28⟫   Security code: ⟦CVV|802⟧
Name on card: ⟦PERSON|G R AINSWORTH⟧
Dietary: 2 x vegetarian, 1 x ⟦MEDICAL|coeliac⟧ (Mrs ⟦PERSON|Ainsworth⟧)
"""))

T(("tax_1040_summary", r"""
2025 FEDERAL RETURN - CLIENT SUMMARY (prepared ⟪date|02/09/2026⟫, software build ⟪build_number|25.4.118⟫)
Taxpayer: ⟦PERSON|Hector Delgado⟧      SSN ⟦SSN|$ssn_6⟧
Spouse:   ⟦PERSON|Marisol Delgado⟧     SSN ⟦SSN|$ssn_4⟧
Filing status: Married filing jointly     Dependents: ⟦PERSON|Lucia Delgado⟧ (DOB ⟦DATE_OF_BIRTH|03/14/2006⟧)
Address: ⟦ADDRESS|815 Pinecrest Dr, Aurora, CO 80012⟧

Wages (W-2, both)              ⟦AMOUNT|$104,380⟧
Schedule C net profit          ⟦AMOUNT|$12,905⟧
American opportunity credit    ⟦AMOUNT|$2,500⟧
Total tax                      ⟦AMOUNT|$9,622⟧
Payments & withholding         ⟦AMOUNT|$11,932⟧
REFUND                         ⟦AMOUNT|$2,310⟧   direct deposit, routing ⟪reference|102000021⟫
Standard deduction (MFJ, 2025): ⟪price|$30,000⟫
"""))

T(("journalist_expense_claim", r"""
EXPENSE CLAIM · The Northern Ledger · Claim ⟪reference|EXP-26-0219⟫
Claimant: ⟦PERSON|Rosa Kettering⟧ (staff no. ⟪reference|N0417⟫)   Desk: Investigations
Period: ⟪date|26 Jan - 6 Feb 2026⟫

Date    Item                                   Amount
27/01   Train Leeds-Hull return                ⟦AMOUNT|£41.20⟧
27/01   Coffee with source (2)                 ⟦AMOUNT|£7.80⟧
02/02   Companies House documents              ⟦AMOUNT|£3.00⟧
04/02   Taxi to Ropewalk (late meeting)        ⟦AMOUNT|£16.50⟧
        TOTAL                                  ⟦AMOUNT|£68.50⟧
Mileage rate (staff car) ⟪price|45p/mile⟫ - not used this period.
Approved: ⟦PERSON|Tobias Quaye⟧, Investigations Editor     Paid into account ending ⟪masked_card|2290⟫
"""))

T(("subject_access_request", r"""
From: ⟦EMAIL|jkowalski.private@gmail.com⟧
To: ⟦EMAIL|dpo@nordaid.org⟧
Subject: Subject Access Request under Article 15 GDPR

Dear Data Protection Officer,

I am writing to request a copy of all personal data NordAid holds about me. I volunteered with your Lesvos team between ⟪date|June 2022⟫ and ⟪date|March 2023⟫.

Name: ⟦PERSON|Joanna Kowalski⟧ (maiden name ⟦PERSON|Zielińska⟧)
Date of birth: ⟦DATE_OF_BIRTH|09.12.1989⟧
PESEL (used on my volunteer contract): ⟦NATIONAL_ID|$nid_pl_1⟧? no - sorry, that is my father's. Mine is on the contract.
Address: ⟦ADDRESS|ul. Długa 17/4, 80-827 Gdańsk, Poland⟧

Please include any notes about my ⟦MEDICAL|burnout⟧ leave in February 2023 and my exit interview with ⟦PERSON|Ingrid Solberg⟧. I understand there is no fee for this request.

Regards,
⟦PERSON|Joanna⟧
"""))

T(("game_moderation_log", r"""
[modlog] server: EU-Frankfurt-3  build ⟪build_number|r4471-hotfix2⟫
⟪timestamp|2026-02-11T19:20:03Z⟫ REPORT  reporter=Kitsune_77 target=xX_Reaper_Xx reason=cheating match=⟪reference|M-99182044⟫
⟪timestamp|2026-02-11T19:20:41Z⟫ AUTOCHECK target=xX_Reaper_Xx aimbot_score=0.94 client_ip=⟦IP_ADDRESS|91.64.112.8⟧ hwid=⟪hash|9f2c41e07ab3d5c8⟫
⟪timestamp|2026-02-11T19:22:10Z⟫ ACTION  mod=⟦PERSON|lena.fischer⟧ target=xX_Reaper_Xx ban=14d note="second offence; account holder ⟦PERSON|Dominik Kranz⟧ per payment record"
⟪timestamp|2026-02-11T19:22:11Z⟫ ACTION  mod=⟦PERSON|lena.fischer⟧ refund_block amount=⟦AMOUNT|€19.99⟧ (battle pass)
⟪timestamp|2026-02-11T19:25:56Z⟫ APPEAL  from=⟦EMAIL|dominik.kranz07@web.de⟧ text="i wasnt cheating my brother ⟦PERSON|Jannik⟧ used my pc"
⟪timestamp|2026-02-11T19:26:00Z⟫ HEALTH  probe from ⟪doc_ip|198.51.100.23⟫ ok latency=⟪reference|12ms⟫
"""))

T(("esports_player_contract", r"""
PLAYER SERVICES AGREEMENT - SCHEDULE 1 (Particulars)
Club: Ashfall Wolves Esports Oy (Business ID ⟪reference|3318204-6⟫)
Player: ⟦PERSON|Jonas Virtanen⟧ ("Kitsune")
Personal identity code: ⟦NATIONAL_ID|$nid_fi_2⟧
Address: ⟦ADDRESS|Hämeentie 48 B 21, 00500 Helsinki⟧
Term: ⟪date|1 January 2026⟫ - ⟪date|31 December 2027⟫
Monthly salary (gross): ⟦AMOUNT|€4,200⟧
Signing bonus: ⟦AMOUNT|€10,000⟧, payable within 30 days
Prize money share: 70 % to players (league standard is ⟪percentage|60 %⟫)
Buy-out clause: ⟦AMOUNT|€150,000⟧
Bank: ⟦IBAN|$iban_fi_1⟧
Guardian consent: not required (player is 18+)
Signed for the Club: ⟦PERSON|Mikko Lahtinen⟧, CEO
"""))

T(("exchange_security_alert_email", r"""
From: KoinPath Security <⟦EMAIL|security@koinpath.io⟧>
To: ⟦EMAIL|ahmed.elsayed.trader@outlook.com⟧
Subject: New withdrawal address added to your account

Hi ⟦PERSON|Ahmed⟧,

A new withdrawal address was whitelisted on your account at ⟪timestamp|2026-02-12 02:47:19 UTC⟫:
  Network: ERC-20   Address: ⟪wallet_address|$eth_addr_2⟫
  Device: Chrome 121 on Windows · IP ⟦IP_ADDRESS|102.44.187.9⟧ (Cairo, EG)

If this was you, no action is needed. Withdrawals to new addresses are held for 24 hours. Your pending withdrawal of ⟦AMOUNT|0.84 BTC⟧ is on hold until ⟪timestamp|2026-02-13 02:47 UTC⟫.
If this wasn't you, freeze your account: https://koinpath.io/freeze?t=⟪reference|fz_7Qm2Lx⟫

Network fee for BTC withdrawals: ⟪price|0.0002 BTC⟫.
"""))

T(("care_home_incident_log", r"""
INCIDENT / ACCIDENT LOG - Willowmere House - Lavender Unit
No.  Date/time           Resident            Incident                                         Staff
⟪reference|041⟫  ⟪timestamp|07/02/26 03:20⟫      ⟦PERSON|Alfred Nkemelu⟧      found on floor by bed, ⟦MEDICAL|skin tear left forearm⟧, obs normal   ⟦PERSON|T. Mensah⟧
⟪reference|042⟫  ⟪timestamp|08/02/26 12:45⟫      ⟦PERSON|Peggy Ashworth⟧      ⟦MEDICAL|choking episode⟧ on sandwich, back blows effective; SALT referral for ⟦MEDICAL|dysphagia⟧   ⟦PERSON|R. Dube⟧
⟪reference|043⟫  ⟪timestamp|09/02/26 18:10⟫      ⟦PERSON|Stan Kowalczyk⟧      verbal aggression towards visitor; ⟦MEDICAL|vascular dementia⟧, ⟦MEDICAL|UTI suspected⟧ - dipstick sent    ⟦PERSON|T. Mensah⟧
Families informed: 041 son ⟦PERSON|Chidi⟧ by phone; 042 daughter ⟦PERSON|Lorraine⟧ (⟦PHONE|07700 900617⟧); 043 left voicemail.
CQC notification required? 041 no / 042 no / 043 no.   Reviewed by manager ⟦PERSON|Sandra Oyelaran⟧ ⟪date|10/02/26⟫
"""))

T(("home_care_rota", r"""
HOMECARE ROTA · Bright Days Home Care · Week 7 · Carer: ⟦PERSON|Beata Wiśniewska⟧ (⟦PHONE|07700 900333⟧)
Mon 07:30-08:15  Mr ⟦PERSON|H. Singh⟧        ⟦ADDRESS|Flat 1, 9 Tufnell Park Rd, N7 0PG⟧   keysafe ⟦PASSWORD|2208⟧   meds prompt: ⟦MEDICAL|warfarin 3mg⟧ (check INR book)
Mon 08:30-09:00  ⟦PERSON|Bridget O'Connell⟧   ⟦ADDRESS|4 Pemberton Gdns, N19 5RR⟧            door code ⟦PASSWORD|C-4471⟧   ⟦MEDICAL|end-of-life care⟧, ⟦MEDICAL|oramorph⟧ given by DN only
Mon 12:00-12:30  Mr ⟦PERSON|H. Singh⟧        lunch, ⟦MEDICAL|diabetic diet⟧
Mon 17:00-17:45  ⟦PERSON|Eunice Baptiste⟧     ⟦ADDRESS|Flat 12, Cedar Court, 60 Holloway Road, N7 8JG⟧   key safe ⟦PASSWORD|3092⟧   ⟦MEDICAL|leg ulcer⟧ - don't get dressing wet
Mileage paid at ⟪price|30p/mile⟫; travel time unpaid between calls < 15 min (company policy ⟪reference|HR-14⟫).
Office: ⟦PHONE|020 7946 0555⟧ · out of hours ⟦PHONE|020 7946 0556⟧
"""))

T(("parking_permit_renewal_form", r"""
RESIDENT PARKING PERMIT - RENEWAL (online form submission ⟪reference|PRM-2026-118830⟫)
Zone: ⟪reference|B4⟫ (Brixton Hill)           Submitted: ⟪timestamp|2026-02-01 20:14:52⟫
Permit holder: ⟦PERSON|Chiara Lombardi-Wells⟧
Address: ⟦ADDRESS|Flat B, 27 Josephine Avenue, London SW2 2JU⟧
Email: ⟦EMAIL|chiara.lw@gmail.com⟧     Mobile: ⟦PHONE|07700 900741⟧
Vehicle: Toyota Yaris Hybrid (band A, 92 g/km)
Blue Badge holder? Yes - badge ⟪reference|BB-2204471⟫, issued for ⟦MEDICAL|multiple sclerosis⟧
Proof of residency: council tax bill uploaded (⟪reference|CT-5520193⟫)
Permit fee: ⟪price|£32.00⟫ (band A) - waived for Blue Badge holders
Amount charged: ⟦AMOUNT|£0.00⟧
"""))

T(("travel_insurance_claim", r"""
TRAVEL INSURANCE CLAIM FORM - section B: medical expenses
Policy: ⟪reference|TRV-ANN-44810273⟫ (booked via Anchor & Compass Travel)     Claim ⟪case_no|C-26-019934⟫
Insured person: ⟦PERSON|Siobhan Kerrigan⟧    DOB ⟦DATE_OF_BIRTH|19/06/1984⟧    Passport ⟦PASSPORT|PY0038215⟧
Home address: ⟦ADDRESS|6 Glenageary Park, Dún Laoghaire, Co. Dublin A96 K2X4⟧
Where did it happen? Alfama, Lisbon, ⟪date|19/04/2026⟫
What happened? Slipped on the tram tracks, ⟦MEDICAL|sprained ankle⟧ and ⟦MEDICAL|cut to the chin needing 4 stitches⟧.
Treated at: Hospital CUF Tejo (private) - X-ray, sutures, ⟦MEDICAL|ibuprofen 400 mg⟧, crutches
Costs paid by you: ⟦AMOUNT|€612.40⟧ (receipts ⟪invoice_no|FT 2026/4471⟫, ⟪invoice_no|FT 2026/4472⟫)
Pre-existing conditions declared: ⟦MEDICAL|asthma⟧ (salbutamol inhaler)
Policy excess: ⟪price|€75⟫ per claim
Pay refund to: ⟦IBAN|$iban_ie_1⟧
"""))

T(("press_accreditation_request", r"""
MEDIA ACCREDITATION - Northern Clash Finals, Copenhagen (⟪date|21-22 March 2026⟫)
Outlet: The Northern Ledger (print/online)        Request no. ⟪reference|ACC-0098⟫
Journalist: ⟦PERSON|Tobias Quaye⟧                  Role: writer
Photographer: ⟦PERSON|Ingeborg "Inge" Dahl⟧         Role: photo, 2 bodies + 70-200
Passport/ID numbers (for venue security, deleted after the event):
  ⟦PERSON|Quaye⟧ - UK passport ⟦PASSPORT|534918270⟧, exp ⟪date|2031-07⟫
  ⟦PERSON|Dahl⟧ - Norwegian fødselsnummer ⟦NATIONAL_ID|$nid_no_1⟧
Emergency contact for the crew: ⟦PERSON|Carys Bell⟧ ⟦PHONE|+44 20 7946 0733⟧
Accreditation fee: none (press). Parking at Royal Arena: ⟪price|DKK 180/day⟫
"""))

T(("crypto_tax_report", r"""
CRYPTOASSET GAINS SUMMARY 2024/25 - prepared for HMRC Self Assessment (SA108)
Client: ⟦PERSON|Aoife O'Driscoll⟧      UTR: on file      Prepared by: ⟦PERSON|Imran Siddiqui⟧ ACA
Exchanges: KoinPath (read-only API export), Kraken (CSV)

Disposals                 Proceeds      Allowable cost   Gain/(loss)
BTC  (14 disposals)       ⟦AMOUNT|£18,420.55⟧    ⟦AMOUNT|£11,902.10⟧       ⟦AMOUNT|£6,518.45⟧
ETH  (6 disposals)        ⟦AMOUNT|£4,210.00⟧     ⟦AMOUNT|£5,077.35⟧        ⟦AMOUNT|(£867.35)⟧
Net chargeable gain                                       ⟦AMOUNT|£5,651.10⟧
Annual exempt amount 2024/25: ⟪price|£3,000⟫
Section 104 pool method used; same-day and 30-day rules applied (HMRC manual ⟪reference|CRYPTO22200⟫).
Staking income (treated as misc. income): ⟦AMOUNT|£312.80⟧
"""))

T(("reunion_registration_form", r"""
CLASS OF 2001 - 25th REUNION REGISTRATION   (Halvorsen Alumni Office · form ⟪version|v3⟫)
Name: ⟦PERSON|Patrick Oyelowo⟧          Name at graduation (if different): same
Guest: ⟦PERSON|Renée Oyelowo⟧
Email: ⟦EMAIL|p.oyelowo@oyelowolaw.com⟧      Cell: ⟦PHONE|(312) 555-0188⟧
Events: Friday welcome reception (⟪price|$45⟫ pp) ×2, Saturday dinner (⟪price|$110⟫ pp) ×2
Dietary/access needs: guest uses a ⟦MEDICAL|wheelchair⟧; ⟦MEDICAL|shellfish allergy⟧ (⟦PERSON|Patrick⟧)
Class gift pledge: ⟦AMOUNT|$2,001⟧ ("one dollar for every year, ha")
Total charged: ⟦AMOUNT|$2,311.00⟧
Card: ⟦CARD|$card_mc_1⟧   Exp ⟪card_expiry|02/30⟫   CVC ⟦CVV|515⟧
Billing ZIP: 60614
"""))

T(("newsroom_correction_notice", r"""
CORRECTIONS & CLARIFICATIONS - The Northern Ledger, ⟪date|Tuesday 10 February 2026⟫

An article on ⟪date|3 February⟫ ("The quiet drought", p. ⟪reference|22⟫) said that farmer ⟦PERSON|Giuseppe Lattanzi⟧ had received ⟦AMOUNT|€48,000⟧ in drought compensation. The correct figure is ⟦AMOUNT|€4,800⟧. We also misspelled the name of his daughter, ⟦PERSON|Chiara⟧.

A report on ⟪date|7 February⟫ about the Southmere dredging tender said the contract was worth ⟪price|£42m⟫. It is worth ⟪price|£4.2m⟫.

Readers' editor: ⟦PERSON|Hilde Amundsen⟧, ⟦EMAIL|readerseditor@northernledger.co.uk⟧.
"""))

T(("visa_refusal_letter", r"""
IMMIGRATION, REFUGEES AND CITIZENSHIP CANADA - Temporary Resident Visa: refusal
Application no.: ⟪reference|V338812045⟫          Date: ⟪date|2026-01-27⟫
UCI: ⟪reference|1122-4471⟫

⟦PERSON|Wanjiru Kamau⟧
⟦ADDRESS|P.O. Box 18840-00100, Nairobi, Kenya⟧
Date of birth: ⟦DATE_OF_BIRTH|1996-11-02⟧     Passport: ⟦PASSPORT|AK0749203⟧

Dear ⟦PERSON|Wanjiru Kamau⟧,

After a careful review of your application and supporting documentation, I have determined that it does not meet the requirements. I am not satisfied that you will leave Canada at the end of your stay, based on: your assets and financial situation (bank balance ⟦AMOUNT|KES 212,400⟧ with a recent large deposit); the purpose of your visit (wedding of ⟦PERSON|Njeri Kamau⟧ in Toronto).

Processing fee paid: ⟪price|CAD 100⟫ - non-refundable.
"""))

T(("eicr_certificate_extract", r"""
ELECTRICAL INSTALLATION CONDITION REPORT (BS 7671:2018+A2:2022)     Report no. ⟪reference|EICR-26-0117⟫
Section A - Person ordering the report: ⟦PERSON|Harriet Pryce⟧, ⟦ADDRESS|The Old Forge, Church Lane, Much Wenlock TF13 6AJ⟧
Section B - Reason: change of consumer unit
Section D - Extent: whole installation; estimated age of wiring: 35 years
Section E - Overall assessment: SATISFACTORY after remedial work
Observations: C3 - no RCD protection on cooker circuit (now rectified). FI - bonding to gas at meter not verified.
Test instrument: Megger MFT1741, serial ⟪reference|101230944⟫, cal. due ⟪date|08/2026⟫
Inspector: ⟦PERSON|Lee Dawson⟧ (NICEIC reg. ⟪reference|607118⟫)   Signature on file   Next inspection: ⟪date|01/2036⟫
"""))

T(("newsroom_performance_review", r"""
ANNUAL REVIEW 2025 - CONFIDENTIAL
Employee: ⟦PERSON|Rosa Kettering⟧, Senior Investigations Reporter      Reviewer: ⟦PERSON|Tobias Quaye⟧

Highlights: port authority series (shortlisted, Regional Press Awards); 14 front pages. ⟦PERSON|Rosa⟧ mentored trainee ⟦PERSON|Felix Ade⟧ through his first court case.
Development: hand over more of the FOI grind to ⟦PERSON|Felix⟧; get media law refresher (course fee ⟪price|£395⟫, budget approved).
Wellbeing: ⟦PERSON|Rosa⟧ took 3 weeks off in Sept for ⟦MEDICAL|surgery (hysterectomy)⟧ and returned on a phased plan; no ongoing adjustments requested.
Rating: 4 - exceeds.  Pay: salary rises from ⟦AMOUNT|£41,500⟧ to ⟦AMOUNT|£44,000⟧ from ⟪date|1 April 2026⟫; NUJ house agreement minimum for grade is ⟪price|£36,800⟫.
"""))

T(("foodbank_referral_voucher", r"""
FOOD BANK REFERRAL VOUCHER        voucher no. ⟪reference|CVFB-26-03318⟫
Referring agency: Citizens Advice Calderdale - adviser ⟦PERSON|Bushra Akhtar⟧ (agency code ⟪reference|CA-HX-07⟫)
Client name: ⟦PERSON|Liam Doherty⟧              Household: 1 adult, 2 children (ages 4, 7)
Address: ⟦ADDRESS|23 Foster Lane, Hebden Bridge HX7 8AJ⟧
Reason for referral: benefit delay (UC advance refused), ⟦MEDICAL|long-term back injury⟧ - cannot work
Dietary needs: child has ⟦MEDICAL|cow's milk protein allergy⟧; no tin opener at home
Client contact: ⟦PHONE|07700 900190⟧ (text only, phone may be off)
Debt noted by adviser: rent arrears ⟦AMOUNT|£1,140⟧, energy ⟦AMOUNT|£386⟧
Valid for collection until ⟪date|26/02/2026⟫ at Hebden Bridge distribution centre (Tues/Fri 10-1).
"""))
