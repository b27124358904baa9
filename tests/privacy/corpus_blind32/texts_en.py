# English texts. Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES[name]
TEXTS = []
T = TEXTS.append

T(("restaurant_booking_email", """
Subject: Your table at ⟪org_name|The Salt Loft⟫ – Sat ⟪date|14 March⟫, party of 6

Hi ⟦PERSON|Bronwyn⟧,

Thanks for booking with us. We've taken the ⟦AMOUNT|£60.00⟧ deposit against your card ending ⟪masked_card|•••• 4417⟫ (that's our standard ⟪price|£10 per head⟫ for groups of six or more).

Notes on the booking (ref ⟪booking_ref|SL-20931⟫):
 - Mr ⟦PERSON|Hughes⟧ -> sorry, ⟦PERSON|Gareth Hughes⟧ has a ⟦MEDICAL|severe sesame allergy⟧ and carries an ⟦MEDICAL|EpiPen⟧; kitchen flagged.
 - one high chair for ⟦PERSON|Elsie⟧ (2 yrs)
 - window table requested, ⟪time|19:30⟫ arrival

If anything changes just reply here or ring ⟦PHONE|029 2018 0442⟧.

⟦PERSON|Dafydd⟧
Front of house, ⟪org_name|The Salt Loft⟫, ⟦ADDRESS|12 Mermaid Quay, Cardiff CF10 5BZ⟧
"""))

T(("restaurant_sms_reminder", """
⟪org_name|Osteria Lupa⟫: Hi ⟦PERSON|Priyanka⟧, reminder of your table for 2 tonight at ⟪time|8pm⟫. Ref ⟪booking_ref|OL7731⟫. No-shows are charged ⟪price|£25pp⟫. Reply C to cancel.
"""))

T(("restaurant_bookings_csv", """
booking_id,date,covers,name,phone,deposit_paid,notes
⟪booking_ref|B-55120⟫,⟪date|2027-02-14⟫,2,⟦PERSON|Okafor, Chidi⟧,⟦PHONE|07700 900318⟧,⟦AMOUNT|40.00⟧,proposal - champagne on arrival
⟪booking_ref|B-55121⟫,⟪date|2027-02-14⟫,4,⟦PERSON|LINDQVIST Maja⟧,⟦PHONE|07700 900562⟧,⟦AMOUNT|80.00⟧,⟦MEDICAL|coeliac⟧ x1
⟪booking_ref|B-55122⟫,⟪date|2027-02-14⟫,3,⟦PERSON|t. brennan⟧,⟦PHONE|07700 900911⟧,0,walk-in converted
⟪booking_ref|B-55123⟫,⟪date|2027-02-15⟫,8,⟦PERSON|Ruth Abernethy⟧,⟦PHONE|07700 900077⟧,⟦AMOUNT|160.00⟧,"⟦MEDICAL|nut allergy⟧ (guest), ⟦MEDICAL|pregnant⟧ - no raw fish"
"""))

T(("courier_whatsapp", """
[18:02] ⟦PERSON|Marek⟧ 🛵: At the door now, nobody answering. Order ⟪order_ref|#DX-448812⟫
[18:03] Customer ⟦PERSON|Janet⟧: Sorry!! buzzer broken, code for the lobby is ⟦PASSWORD|4471⟧ then flat 9
[18:05] ⟦PERSON|Marek⟧ 🛵: ok got in. left bag by door, photo sent
[18:05] Customer ⟦PERSON|Janet⟧: thank you, added ⟦AMOUNT|£3⟧ tip in the app
[18:06] ⟦PERSON|Marek⟧ 🛵: cheers ⟦PERSON|Janet⟧ 👍 rating would help a lot
"""))

T(("courier_payout_log", """
2027-01-31T23:50:02Z INFO payouts.run batch=⟪batch_id|PO-2027-01-W5⟫ riders=412 currency=EUR
2027-01-31T23:50:04Z INFO payouts.rider id=⟪rider_id|R-88120⟫ name="⟦PERSON|Wojciech Nowicki⟧" pesel=⟦NATIONAL_ID|$pesel1⟧ iban=⟦IBAN|$iban_pl1⟧ gross=⟦AMOUNT|1184.50⟧ fee=⟪price|0.35⟫
2027-01-31T23:50:04Z INFO payouts.rider id=⟪rider_id|R-88121⟫ name="⟦PERSON|Ana Beltrán⟧" nie=⟦NATIONAL_ID|$nie1⟧ iban=⟦IBAN|$iban_es1⟧ gross=⟦AMOUNT|962.10⟧ fee=⟪price|0.25⟫
2027-01-31T23:50:05Z WARN payouts.rider id=⟪rider_id|R-88127⟫ iban missing, holding ⟦AMOUNT|611.80⟧ for rider "⟦PERSON|kbaptiste⟧"
2027-01-31T23:50:09Z INFO payouts.done ok=411 held=1 elapsed=7.1s build=⟪build_id|payouts@3.14.2⟫
"""))

T(("courier_incident_ticket", """
TICKET ⟪ticket_ref|INC-30412⟫ | Category: Rider safety | Priority: P2
Reported by: ⟦PERSON|Sipho Dlamini⟧ (rider, vehicle plate ⟪vehicle_plate|LK19 XRM⟫)
Location: outside ⟦ADDRESS|44 Brixton Water Lane, London SW2 1PE⟧
Summary: Rider was knocked off his scooter by a car door. Paramedics attended; ⟦MEDICAL|fractured left wrist⟧, taken to ⟪place|King's College Hospital⟫.
Rider contact: ⟦PHONE|+44 7700 900245⟧
Ops lead ⟦PERSON|Hannah Colquhoun⟧ approved injury hardship payment of ⟦AMOUNT|£450⟧ (policy cap ⟪price|£1,000⟫).
Linked orders: ⟪order_ref|#DX-451002⟫, ⟪order_ref|#DX-451019⟫
"""))

T(("salon_sms", """
Hi ⟦PERSON|Kerry-Ann⟧! ⟪org_name|Snip & Sip⟫ here 💇‍♀️ Your balayage with ⟦PERSON|Tash⟧ is confirmed for ⟪date|Thu 6th⟫ at ⟪time|10:15⟫. Please come in 48h before for a ⟦MEDICAL|patch test⟧ as you flagged a ⟦MEDICAL|reaction to PPD hair dye⟧ last time. Deposit ⟦AMOUNT|£20⟧ received ✔
"""))

T(("beauty_client_record_card", """
CLIENT RECORD CARD — ⟪org_name|Lotus Skin & Brow Studio⟫
Name: ⟦PERSON|Deborah Fairweather⟧        D.O.B.: ⟦DATE_OF_BIRTH|03/11/1979⟧
Address: ⟦ADDRESS|7 Orchard Close, Harrogate HG2 8LT⟧
Mobile: ⟦PHONE|07700 900614⟧      Email: ⟦EMAIL|debs.fairweather@btinternet.com⟧
Medical history (tick): [x] ⟦MEDICAL|type 2 diabetes⟧  [ ] epilepsy  [x] on ⟦MEDICAL|Roaccutane⟧ (stopped ⟪date|Aug 2026⟫)  [ ] pregnant
Treatment: HD brows, lash lift. Therapist: ⟦PERSON|Nisha⟧
Patch test date: ⟪date|02/02/2027⟫ — no reaction.
Client signature: ⟦PERSON|D. Fairweather⟧
"""))

T(("salon_pos_receipt", """
   ⟪org_name|BARBER & BLADE⟫
   ⟦ADDRESS|3 Queen Street, Oxford OX1 1EY⟧
   VAT ⟪vat_number|GB 318 4470 21⟫
--------------------------------
Skin fade           ⟪price|22.00⟫
Beard sculpt        ⟪price|12.00⟫
Styling wax         ⟪price|9.50⟫
--------------------------------
TOTAL            ⟦AMOUNT|GBP 43.50⟧
VISA CONTACTLESS  ⟪masked_card|************2291⟫
AUTH ⟪auth_code|073415⟫   ⟪timestamp|16/01/27 14:07⟫
Served by: ⟦PERSON|Kwame⟧
"""))

T(("tattoo_consent_form", """
⟪org_name|INKWELL COLLECTIVE⟫ — TATTOO CONSENT & RELEASE

Client full name: ⟦PERSON|Linnea Sofia Bergström⟧
Date of birth: ⟦DATE_OF_BIRTH|12 April 1987⟧
Photo ID seen: Swedish personnummer ⟦NATIONAL_ID|$se1⟧ (artist initials: ⟦PERSON|JM⟧)
Address: ⟦ADDRESS|Flat 2, 19 Ropewalk, Nottingham NG1 5DT⟧
Phone: ⟦PHONE|07700 900803⟧

Do you have any of the following? ⟦MEDICAL|haemophilia⟧: No   Heart condition: No   Skin conditions at site: Yes — ⟦MEDICAL|mild psoriasis⟧ on left forearm
Currently taking ⟦MEDICAL|warfarin⟧ or other blood thinners? No
Design: fine-line botanical, right ribs, approx ⟪dimensions|18 cm⟫
Quoted: ⟪price|£120/hour⟫, deposit paid ⟦AMOUNT|£80⟧ (non-refundable)
Artist: ⟦PERSON|Jonah Mercer⟧     Date: ⟪date|22/03/2027⟫
"""))

T(("tattoo_deposit_email", """
From: ⟦EMAIL|rory.t.mcbride@gmail.com⟧
To: ⟦EMAIL|bookings@blackthornink.co.uk⟧
Subject: deposit for the sleeve

hey ⟦PERSON|Saoirse⟧, your payment link keeps timing out so here's my card, hope that's ok

⟦CARD|$card_mc1⟧
exp ⟪card_expiry|09/29⟫ cvc ⟦CVV|518⟧
name on card ⟦PERSON|R T McBride⟧

take the ⟦AMOUNT|£150⟧ deposit and I'll pay the rest on the day. consultation was ⟪date|Jan 9⟫.

cheers
⟦PERSON|Rory⟧
"""))

T(("photographer_invoice_email", """
Subject: Invoice ⟪invoice_ref|INV-2027-014⟫ – ⟦PERSON|Kowalczyk⟧ / ⟦PERSON|Adeyemi⟧ wedding

Dear ⟦PERSON|Tolu⟧ and ⟦PERSON|Kasia⟧,

Congratulations again! Attached is the final invoice for your wedding coverage on ⟪date|5 September 2026⟫ at ⟪place|Hampton Manor⟫.

  Full-day package              ⟪price|€2,400.00⟫
  Second shooter (6h)           ⟪price|€450.00⟫
  Fine-art album 30x30          ⟪price|€380.00⟫
  Less retainer paid            -⟦AMOUNT|€800.00⟧
  Balance due                   ⟦AMOUNT|€2,430.00⟧

Please transfer to:
  Account name: ⟦PERSON|L VOS⟧
  IBAN: ⟦IBAN|$iban_nl1⟧
  Reference: ⟪invoice_ref|INV-2027-014⟫

Warm regards,
⟦PERSON|Leonie Vos⟧
⟪url|www.leonievos.photo⟫ | ⟦PHONE|+31 6 4172 9053⟧
"""))

T(("print_shop_order_json", """
{
  "order_id": "⟪order_ref|PS-77304⟫",
  "created": "⟪timestamp|2027-03-02T09:41:17Z⟫",
  "customer": {
    "name": "⟦PERSON|Imogen Castellanos⟧",
    "email": "⟦EMAIL|imogen@castellanos-events.com⟧",
    "phone": "⟦PHONE|+1 415-555-0134⟧"
  },
  "items": [
    {"sku": "⟪product_code|A1-POSTER-MATTE⟫", "qty": 40, "unit_price": ⟪price|6.75⟫},
    {"sku": "⟪product_code|BC-350-SOFTTOUCH⟫", "qty": 500, "unit_price": ⟪price|0.18⟫}
  ],
  "total_charged": ⟦AMOUNT|360.00⟧,
  "ship_to": "⟦ADDRESS|2150 Mission St, Suite 4, San Francisco, CA 94110⟧",
  "proof_file": "s3://proofs/⟪uuid|$uuid1⟫.pdf"
}
"""))

T(("bike_repair_ticket", """
REPAIR TICKET ⟪ticket_ref|0917⟫ — ⟪org_name|Spoke & Chain Cycles⟫
Customer: ⟦PERSON|Fergus O'Rourke⟧   Tel: ⟦PHONE|087 614 2290⟧
Bike: ⟪product_code|Trek FX 3⟫ grey, frame no. ⟪serial_number|WTU318C4471K⟫
Work: replace rear derailleur hanger, true rear wheel, new chain (⟪product_code|KMC X10⟫)
Quote given ⟪price|€95⟫; customer OK'd up to ⟪price|€120⟫
Paid on collection: ⟦AMOUNT|€104.50⟧  (mechanic: ⟦PERSON|Aoife⟧)
Lock code left with us for the D-lock: ⟦PASSWORD|2-9-0-6⟧ (customer asked us to keep bike locked outside)
"""))

T(("bikeshare_support_chat", """
Agent ⟦PERSON|Callum⟧: Hi, thanks for contacting ⟪org_name|RideLoop⟫ support. How can I help?
User: I was charged for a ride I never took, bike ⟪vehicle_id|RL-20388⟫ wouldn't unlock at ⟪place|Deansgate station⟫
Agent ⟦PERSON|Callum⟧: Sorry about that. Can you confirm the name and email on the account?
User: ⟦PERSON|Adaeze Nwosu⟧, ⟦EMAIL|ada.nwosu@outlook.com⟧
Agent ⟦PERSON|Callum⟧: Thanks ⟦PERSON|Adaeze⟧. I can see a charge of ⟦AMOUNT|£4.80⟧ on ⟪date|3 Feb⟫, trip ⟪trip_id|T-9920417⟫ lasted 0 min. I've refunded it, you'll see it in 3-5 working days. Standard unlock fee is ⟪price|£1⟫ so I've also added ⟦AMOUNT|£2⟧ ride credit as an apology.
User: great thanks
"""))

T(("bikeshare_env_file", """
# rideloop-api / .env.production  (DO NOT COMMIT)
NODE_ENV=production
PORT=⟪port|8080⟫
DATABASE_URL=postgres://rideloop_app:⟦SECRET|Wh33lz!Pg2027⟧@⟦IP_ADDRESS|10.20.4.17⟧:⟪port|5432⟫/rideloop
STRIPE_SECRET_KEY=⟦APIKEY|$stripe1⟧
STRIPE_PUBLISHABLE_KEY=⟪app_id|$pk_live1⟫
SENDGRID_API_KEY=⟦APIKEY|$sendgrid1⟧
GOOGLE_MAPS_KEY=⟦APIKEY|$gcp1⟧
SESSION_SECRET=⟦SECRET|$session1⟧
SUPPORT_INBOX=⟦EMAIL|support@rideloop.co.uk⟧
"""))

T(("language_school_enrolment", """
⟪org_name|Westbridge English Academy⟫ — Enrolment form (General English, 12 weeks)

Surname: ⟦PERSON|DE JONG⟧        Given names: ⟦PERSON|Femke Anouk⟧
Date of birth: ⟦DATE_OF_BIRTH|23-06-2002⟧     Nationality: Dutch
Passport no.: ⟦PASSPORT|NW8K4R2P1⟧     BSN (for Dutch grant office): ⟦NATIONAL_ID|$bsn1⟧
Home address: ⟦ADDRESS|Oudegracht 218, 3511 NV Utrecht⟧
Email: ⟦EMAIL|femke.dejong02@hotmail.nl⟧
Emergency contact: ⟦PERSON|Ruud de Jong⟧ (father) ⟦PHONE|+31 6 2038 1147⟧
Course fee: ⟪price|£3,360⟫   Paid today: ⟦AMOUNT|£1,000⟧
Learning needs: ⟦MEDICAL|dyslexia⟧ — extra time in tests requested
Homestay preference: no cats (⟦MEDICAL|asthma⟧)
"""))

T(("tutor_telegram", """
Mrs ⟦PERSON|Okonkwo⟧: Hi ⟦PERSON|Ben⟧, just sent ⟦AMOUNT|£140⟧ for ⟦PERSON|Chiamaka⟧'s four maths sessions. Can we move Thursday to ⟪time|5pm⟫?
⟦PERSON|Ben⟧ (tutor): Got it, thanks! Thursday 5 is fine. She did really well on the ⟪exam_code|GCSE Paper 2⟫ mock - 71%
Mrs ⟦PERSON|Okonkwo⟧: 🙌 ⟦PERSON|Chi⟧ will be thrilled
"""))

T(("driving_instructor_sms", """
Hi ⟦PERSON|Harvey⟧ it's ⟦PERSON|Sandra⟧ (⟪org_name|L-Plate Pass⟫). Lesson moved to ⟪date|Tue 11th⟫ ⟪time|7.30am⟫, pick up from ⟦ADDRESS|16 Beech Road, Cheltenham GL52 6HH⟧ as usual. Your 2hr block is ⟪price|£68⟫, you've got ⟦AMOUNT|£34⟧ credit from the cancelled one so just bring the rest. Test booked for ⟪date|2 April⟫ at ⟪place|Gloucester test centre⟫ 🚗
"""))

T(("driving_school_pupil_record", """
PUPIL: ⟦PERSON|Nathaniel Osei-Bonsu⟧    DOB ⟦DATE_OF_BIRTH|1999-10-30⟧
Provisional licence seen: yes (checked by ⟦PERSON|G. Patel⟧)
Health declaration: pupil declared ⟦MEDICAL|epilepsy⟧ — seizure-free 14 months on ⟦MEDICAL|levetiracetam 500 mg⟧; DVLA notified ⟪date|June 2025⟫. Wears ⟦MEDICAL|glasses for driving⟧.
Lessons taken: 23  | Hours: 31.5  | Mock test: ⟪score|7 minors⟫
Account balance owed: ⟦AMOUNT|£117.00⟧
Car: ⟪vehicle_plate|YD72 KFP⟫ (dual controls)
"""))

T(("dog_walker_whatsapp", """
⟦PERSON|Lauren⟧ 🐾: Morning ⟦PERSON|Graham⟧! Just confirming walks for ⟪pet_name|Biscuit⟫ and ⟪pet_name|Mabel⟫ Mon-Fri this week, 12-1 slot
⟦PERSON|Graham Tuck⟧: Yes please. Key safe is by the side gate now, code ⟦PASSWORD|8316⟧
⟦PERSON|Graham Tuck⟧: ⟪pet_name|Mabel⟫ is on ⟪animal_health|Metacam⟫ for her hip, 1 dose with lunch, it's on the counter
⟦PERSON|Lauren⟧ 🐾: No problem. I'll send the invoice Friday, ⟦AMOUNT|£75⟧ for the week
⟦PERSON|Graham Tuck⟧: 👍 and ⟦PERSON|Sue⟧ says thank you for last week's photos
"""))

T(("kennel_booking_form", """
⟪org_name|Meadowside Boarding Kennels⟫ — booking ⟪booking_ref|MBK-4471⟫
Owner: Mr & Mrs ⟦PERSON|Pemberton⟧ (⟦PERSON|Alistair⟧ and ⟦PERSON|Fiona⟧)
Address: ⟦ADDRESS|The Old Forge, Church Lane, Little Shelford, Cambridge CB22 5EX⟧
Phone: ⟦PHONE|01223 496 0187⟧
Dogs: ⟪pet_name|Otto⟫ (dachshund, 7y), ⟪pet_name|Pepper⟫ (springer, 3y)
Vet: ⟪org_name|Shelford Veterinary Centre⟫
Health: ⟪pet_name|Otto⟫ has ⟪animal_health|IVDD⟫, no jumping; ⟪pet_name|Pepper⟫ on ⟪animal_health|Apoquel⟫ for itchy skin
Dates: ⟪date|1-9 August⟫   Rate: ⟪price|£28/night per dog⟫
Deposit received: ⟦AMOUNT|£100⟧
Emergency contact while away: ⟦PERSON|Isla Pemberton⟧ (daughter) ⟦PHONE|07700 900456⟧
"""))

T(("garden_centre_delivery_note", """
⟪org_name|HOLLYBANK GARDEN CENTRE⟫ — DELIVERY NOTE ⟪delivery_ref|DN 60214⟫
Deliver to: Mrs ⟦PERSON|P. Achterberg⟧
           ⟦ADDRESS|Rosedene, 4 Mill Hill, Sevenoaks TN13 2QA⟧
Contact on day: ⟦PHONE|01732 960 441⟧ / mobile ⟦PHONE|07700 900129⟧
Items: 3 x ⟪product_code|Acer palmatum 'Bloodgood' 12L⟫, 20 x multi-purpose compost 50L, 1 x ⟪product_code|Zest Rattan Bench⟫
Delivery slot: ⟪date|Wed 9 Apr⟫ AM. Driver: ⟦PERSON|Stuart⟧, van ⟪vehicle_plate|GN21 HBK⟫
Paid in store: ⟦AMOUNT|£412.96⟧ (incl. delivery ⟪price|£15.00⟫)
Leave at side gate if out — gate code ⟦PASSWORD|1979#⟧
"""))

T(("landscaper_quote_email", """
Hi ⟦PERSON|Marcus⟧,

Following my visit on ⟪date|Tuesday⟫, here's the quote for the back garden at ⟦ADDRESS|27 Kingsley Avenue, Bristol BS16 4QR⟧:

| Item | Cost |
|---|---|
| Clear & level 60 m² | ⟪price|£1,150⟫ |
| Indian sandstone patio (22 m²) | ⟪price|£2,640⟫ |
| Raised sleeper beds x3 | ⟪price|£780⟫ |
| Turf 35 m² | ⟪price|£455⟫ |
| **Total** | ⟪price|£5,025⟫ |

To lock in the ⟪date|May⟫ start we ask for 20%, i.e. ⟪price|£1,005⟫. I've noted you already sent ⟦AMOUNT|£500⟧ on Friday, so the remaining deposit is ⟦AMOUNT|£505⟧.

Bank: ⟪org_name|Greenline Landscapes Ltd⟫, sort code ⟪sort_code|20-44-91⟫, acct ⟪account_tail|…7731⟫

Thanks,
⟦PERSON|Dean Ashworth⟧
⟦PHONE|0117 496 0823⟧
"""))

T(("bookkeeper_email_uk", """
From: ⟦PERSON|Gillian Marsh⟧ <⟦EMAIL|gillian@marshbookkeeping.co.uk⟧>
To: ⟦PERSON|Tariq⟧ <⟦EMAIL|tariq.corner.shop@gmail.com⟧>
Subject: Payroll Feb + new starter

Hi ⟦PERSON|Tariq⟧,

Feb payroll is done. ⟦PERSON|Aleksandra⟧ net pay ⟦AMOUNT|£1,612.40⟧, ⟦PERSON|Jamie⟧ ⟦AMOUNT|£884.10⟧. Please pay by the 28th.

For the new Saturday lad I still need:
 - full name as on his P45 (you wrote "⟦PERSON|Conor Mc⟧..." – cut off?)
 - NI number – you sent ⟦NATIONAL_ID|$nino1⟧, please double check the last letter
 - start date

Also the VAT return for Q4 shows ⟪price|£18,220⟫ of standard-rated sales, which is below the ⟪price|£90,000⟫ threshold, so no change there.

Kind regards,
⟦PERSON|Gill⟧
⟪org_name|Marsh Bookkeeping⟫ | ⟦ADDRESS|Unit 5, Tannery Yard, Kendal LA9 4DL⟧
"""))

T(("bookkeeper_sql_payroll_us", """
-- payroll import for ⟪org_name|Hoang's Nail Bar⟫, period 2027-03
INSERT INTO employees (emp_id, full_name, ssn, dob, hourly_rate) VALUES
 (⟪employee_id|1041⟫, '⟦PERSON|Linh Tran⟧', '⟦SSN|$ssn1⟧', '⟦DATE_OF_BIRTH|1991-05-17⟧', ⟪price|18.50⟫),
 (⟪employee_id|1042⟫, '⟦PERSON|Marisol Ortega⟧', '⟦SSN|$ssn2⟧', '⟦DATE_OF_BIRTH|1986-12-02⟧', ⟪price|17.25⟫),
 (⟪employee_id|1043⟫, '⟦PERSON|Kim-Ly Hoang⟧', '⟦SSN|$ssn3⟧', '⟦DATE_OF_BIRTH|2000-08-09⟧', ⟪price|16.00⟫);
INSERT INTO paychecks (emp_id, period, gross, net) VALUES
 (⟪employee_id|1041⟫, '⟪period|2027-03⟫', ⟦AMOUNT|2960.00⟧, ⟦AMOUNT|2411.37⟧),
 (⟪employee_id|1042⟫, '⟪period|2027-03⟫', ⟦AMOUNT|2587.50⟧, ⟦AMOUNT|2138.02⟧);
"""))

T(("market_card_reader_log", """
[⟪timestamp|2027-04-05 10:12:44⟫] reader=⟪device_id|SUMP-AIR-3F21⟫ fw=⟪version|4.18.2⟫ stall="⟪org_name|Pickled & Proud⟫"
[⟪timestamp|2027-04-05 10:12:51⟫] txn ⟪txn_id|7c1e-0042⟫ contactless VISA ⟪masked_card|4751 **** **** 0981⟫ amount=⟦AMOUNT|8.50⟧ GBP approved
[⟪timestamp|2027-04-05 10:19:03⟫] txn ⟪txn_id|7c1e-0043⟫ chip MASTERCARD amount=⟦AMOUNT|23.00⟧ GBP approved cardholder="⟦PERSON|HALLORAN/M⟧"
[⟪timestamp|2027-04-05 10:19:40⟫] txn ⟪txn_id|7c1e-0044⟫ DECLINED insufficient funds amount=⟦AMOUNT|41.75⟧
[⟪timestamp|2027-04-05 10:22:10⟫] wifi: joined "⟪ssid|MarketHall_Traders⟫" ip=⟦IP_ADDRESS|192.168.40.113⟧ gw=⟦IP_ADDRESS|192.168.40.1⟧
"""))

T(("market_trader_slack", """
#saturday-market
⟦PERSON|ellie.price⟧: anyone else's reader dropping connection by the fountain? lost two sales this morning
⟦PERSON|Rajesh⟧: yep. I switched to hotspot off my phone, fine since
⟦PERSON|ellie.price⟧: ok. also council emailed, pitch fee going up to ⟪price|£42⟫ from ⟪date|June⟫ 🙄
⟦PERSON|Rajesh⟧: saw. I took ⟦AMOUNT|£1,380⟧ last Sat so not the end of the world for me but it hurts the smaller stalls
⟦PERSON|Bev Lockhart⟧: @⟦PERSON|ellie.price⟧ ⟦PERSON|Tom⟧ from the cheese van said he'll lend you his spare reader
"""))

T(("classified_ads_for_sale", """
CLASSIFIEDS — ⟪org_name|The Wensleydale Gazette⟫, ⟪date|week 14⟫

FOR SALE. Child's bike, 20", pink, hardly used. ⟪price|£45 ono⟫. Ring ⟦PHONE|01969 650 318⟧ after 6.
FOR SALE. Oak dresser, solid, must collect from ⟪place|Hawes⟫. ⟪price|£120⟫. ⟦PERSON|Eileen⟧ ⟦PHONE|07700 900731⟧.
WANTED. Allotment in ⟪place|Leyburn⟫ area, will share. Call ⟦PERSON|Dennis⟧ ⟦PHONE|07700 900268⟧.
FREE. Rabbit hutch, two storey. Email ⟦EMAIL|pattersonfarm@yahoo.co.uk⟧.
SERVICES. Chimney sweep, certificates issued, from ⟪price|£55⟫. ⟪org_name|Sweeps of Swaledale⟫ ⟦PHONE|01748 880 902⟧.
"""))

T(("classified_ads_personal", """
IN MEMORIAM
⟦PERSON|WALTER JAMES HEPWORTH⟧, beloved husband of ⟦PERSON|Joan⟧, passed away peacefully on ⟪date|2nd March⟫, aged 88. Donations in lieu of flowers to ⟪org_name|Marie Curie⟫.

THANK YOU
The family of the late ⟦PERSON|Mary Briggs⟧ wish to thank Dr ⟦PERSON|Yusuf⟧ and the staff of ⟪place|Ward 7⟫ for their care.

LOST
Grey tabby cat "⟪pet_name|Smudge⟫", ⟪place|Thornton Road⟫ area, microchipped. Reward. ⟦PHONE|07700 900515⟧
"""))

T(("church_gift_aid_form", """
⟪org_name|ST. ALDHELM'S PARISH CHURCH⟫ — GIFT AID DECLARATION
I want to Gift Aid my donation of ⟦AMOUNT|£250.00⟧ and any donations I make in the future or have made in the past 4 years to ⟪org_name|St Aldhelm's PCC⟫ (charity no. ⟪charity_number|1132874⟫).
Title: Mrs   First name: ⟦PERSON|Margaret⟧   Surname: ⟦PERSON|Oyelaran⟧
Full home address: ⟦ADDRESS|9 Vicarage Gardens, Frome BA11 1PT⟧
Email: ⟦EMAIL|m.oyelaran@talktalk.net⟧
Monthly standing order: ⟦AMOUNT|£20⟧ from ⟪date|01/05/2027⟫
Signed: ⟦PERSON|M Oyelaran⟧   Date: ⟪date|13/04/2027⟫
Treasurer use only — batch ⟪batch_id|GA-27-018⟫
"""))

T(("blood_donation_confirmation", """
Hi ⟦PERSON|Ifeoma⟧, thank you for booking to give blood at ⟪place|Leeds Donor Centre⟫ on ⟪date|Sat 17 May⟫ at ⟪time|09:40⟫.
Donor no. ⟪donor_id|DN-4471-882⟫ · Blood group ⟦MEDICAL|O negative⟧
Last time your haemoglobin was a little low (⟦MEDICAL|Hb 124 g/L⟧), so please eat iron-rich food this week.
Need to rearrange? ⟦PHONE|0300 123 2323⟧
"""))

T(("plasma_center_donor_record", """
DONOR PROFILE — ⟪org_name|VitaPlasma Center #214⟫, ⟦ADDRESS|3310 E Colfax Ave, Denver, CO 80206⟧
Name: ⟦PERSON|RAMIREZ, Daniel A.⟧           Donor ID: ⟪donor_id|VP214-006683⟫
SSN (for 1099 reporting): ⟦SSN|$ssn4⟧      DOB: ⟦DATE_OF_BIRTH|04/19/1994⟧
Phone: ⟦PHONE|(303) 555-0147⟧
Screening ⟪date|03/28/2027⟫: BP 128/82, pulse 71, protein 7.1, weight 182 lb. Deferred? N
Notes: donor reports ⟦MEDICAL|hypertension⟧, takes ⟦MEDICAL|lisinopril 10 mg⟧ daily — cleared by Dr. ⟦PERSON|Anand⟧
Compensation YTD: ⟦AMOUNT|$1,245.00⟧   Today: ⟦AMOUNT|$65.00⟧ loaded to prepaid card ⟪masked_card|****3318⟫
New donor promo: ⟪price|$100⟫ per visit for first 5 visits
"""))

T(("ophthalmology_referral_ocr", """
⟪org_name|CASTLEGATE OPTOMETRISTS⟫
⟦ADDRESS|21 Castlegate, York YO1 9RN⟧   Tel ⟦PHONE|01904 611 208⟧

Dear Colleague,

Re: Mr ⟦PERSON|Harold Twigg⟧  DOB ⟦DATE_OF_BIRTH|17.02.1948⟧
    ⟦ADDRESS|14 Hessle Terrace, York YO23 1HH⟧

I would be grateful if you could see this gentleman who attended today complaining of gradually blurred
distance vision. VA R 6/18 L 6/9. I noted ⟦MEDICAL|nuclear sclerotic cataract⟧ R>L and IOPs of 24/22 mmHg;
with a family history of ⟦MEDICAL|glaucoma⟧ I have also requested visual fields. He is ⟦MEDICAL|type 1 diabetic⟧.
Routine referral for ⟦MEDICAL|cataract surgery⟧ please.

Yours faithfully,
⟦PERSON|Priya Ramanathan⟧ BSc MCOptom   GOC ⟪registration_number|01-34417⟫
"""))

T(("laser_eye_finance_agreement", """
⟪org_name|ClearView Laser Eye Clinics⟫ — 0% FINANCE AGREEMENT ⟪agreement_ref|CV-FA-30918⟫
Patient/borrower: Ms ⟦PERSON|Aurélie Dubois-Grant⟧
NIR (French social security, for cross-border claim): ⟦NATIONAL_ID|$nir1⟧
Procedure: ⟦MEDICAL|LASIK, both eyes⟧ — pre-op refraction ⟦MEDICAL|-4.75 / -5.25 myopia with astigmatism⟧
Cash price ⟪price|£3,990.00⟫ | Deposit paid ⟦AMOUNT|£399.00⟧ | Amount of credit ⟦AMOUNT|£3,591.00⟧
24 monthly payments of ⟦AMOUNT|£149.63⟧, first due ⟪date|01/06/2027⟫
Initial deposit card: ⟦CARD|$card_visa1⟧  exp ⟪card_expiry|11/28⟫  CVV ⟦CVV|207⟧ (taken by phone — destroy after processing)
Surgeon: Mr ⟦PERSON|Idris Khalil⟧ FRCOphth
"""))

T(("allergy_clinic_results_letter", """
⟪org_name|Northgate Allergy & Immunology⟫
⟦ADDRESS|Suite 3, 88 Harley Street, London W1G 7HP⟧

⟪date|4 April 2027⟫

Dear Dr ⟦PERSON|Brennan⟧,

Re: ⟦PERSON|Oisín Delaney⟧ (age 9), NHS no. ⟪health_record_ref|943 476 5919⟫

Thank you for referring ⟦PERSON|Oisín⟧. Skin prick testing today showed ⟦MEDICAL|peanut 9 mm⟧, ⟦MEDICAL|cashew 6 mm⟧, house dust mite 4 mm; specific IgE to ⟦MEDICAL|Ara h 2 of 14.2 kUA/L⟧. This is consistent with ⟦MEDICAL|IgE-mediated peanut allergy⟧ with a high risk of anaphylaxis. I have prescribed two ⟦MEDICAL|Jext 150 microgram⟧ auto-injectors and given his mother, ⟦PERSON|Siobhán⟧, a written allergy action plan.

Yours sincerely,
Dr ⟦PERSON|Helena Marchetti⟧, Consultant Paediatric Allergist
"""))

T(("teledermatology_ticket", """
TELEDERM REQUEST #⟪case_ref|TD-2027-1184⟫   status: triaged → 2WW
Patient: ⟦PERSON|Colin Featherstonehaugh⟧, 63 M   Contact ⟦PHONE|07700 900642⟧
Lesion: left upper back, 9 mm, asymmetric, irregular border, two colours. Dermoscopy images x3 (⟪file_name|IMG_4471.jpg⟫, ⟪file_name|IMG_4472.jpg⟫)
Assessment (Dr ⟦PERSON|S. Okafor⟧): ⟦MEDICAL|suspected melanoma⟧, ⟦MEDICAL|background of actinic keratoses⟧. Also on ⟦MEDICAL|methotrexate⟧ for ⟦MEDICAL|psoriatic arthritis⟧.
Action: urgent excision biopsy clinic ⟪date|Fri 18/04⟫.
"""))

T(("cpap_compliance_report", """
SLEEP SERVICE — CPAP COMPLIANCE SUMMARY (30 days)
Patient: ⟦PERSON|Gordon MacLeish⟧   Hospital no. ⟪health_record_ref|H0447182⟫   DOB ⟦DATE_OF_BIRTH|29/08/1961⟧
Diagnosis: ⟦MEDICAL|severe obstructive sleep apnoea⟧ (AHI 41 at baseline)
Device: ⟦MEDICAL|ResMed AirSense 11 AutoSet⟧, serial ⟪serial_number|23221884019⟫, mask: ⟦MEDICAL|AirFit F20 full face⟧
Usage ≥4h: 26/30 days (87%)   Median use 6h 12m   Residual AHI 2.3   Leak 95th pct 18 L/min
Comment (⟦PERSON|Kirsty⟧, sleep physiologist): good adherence; mouth dryness reported — humidity raised to 5.
Next review: ⟪date|Sept 2027⟫
"""))

T(("cpap_cloud_sync_log", """
⟪timestamp|2027-03-10 02:00:01⟫ INFO  cpap-sync ⟪version|v2.7.0⟫ starting; region=eu-west-2
⟪timestamp|2027-03-10 02:00:01⟫ DEBUG using AWS_ACCESS_KEY_ID=⟦APIKEY|$aws_ak1⟧
⟪timestamp|2027-03-10 02:00:01⟫ DEBUG using AWS_SECRET_ACCESS_KEY=⟦SECRET|$aws_sk1⟧
⟪timestamp|2027-03-10 02:00:02⟫ INFO  pulled 1,204 device summaries from ⟦IP_ADDRESS|172.18.0.12⟧
⟪timestamp|2027-03-10 02:00:03⟫ WARN  patient ⟪patient_ref|P-55091⟫ (⟦PERSON|jmorrow⟧) usage < 4h for 7 nights
⟪timestamp|2027-03-10 02:00:03⟫ INFO  upload to s3://sleep-cpap-reports/⟪date|2027-03-10⟫/ ok (etag ⟪hash|$sha1⟫)
"""))

T(("teamviewer_helpdesk_ticket", """
Ticket ⟪ticket_ref|HD-88213⟫ — "Can't print from till PC"
Customer: ⟦PERSON|Bernadette Kielty⟧, ⟪org_name|Kielty's Deli⟫, ⟦PHONE|028 9066 1404⟧
Engineer: ⟦PERSON|Niall⟧
Remote session: TeamViewer ID ⟪remote_id|1 482 337 915⟫, one-time password ⟦PASSWORD|7hq2xk⟧
Notes: spooler hung; restarted, reinstalled ⟪product_code|Epson TM-T20III⟫ driver ⟪version|5.12.0.0⟫. Customer's Windows login is "⟦PERSON|bkielty⟧" / ⟦PASSWORD|Pastrami2027!⟧ — ADVISED TO CHANGE.
Time: 25 min, billed at ⟪price|£45/h⟫ → ⟦AMOUNT|£18.75⟧
"""))

T(("rdp_teams_chat", """
⟦PERSON|Viktor Halvorsen⟧  09:12
@⟦PERSON|amira.haddad⟧ can you RDP into the accounts box and grab the Sage backup before we wipe it

⟦PERSON|Amira Haddad⟧  09:13
sure, what's the address? the old one ⟪doc_ip|192.0.2.44⟫ in the wiki doesn't answer

⟦PERSON|Viktor Halvorsen⟧  09:14
it moved, ⟦IP_ADDRESS|10.8.12.45⟧ port ⟪port|3389⟫. local admin is .\\itadmin, pw ⟦PASSWORD|Fjord#Lantern88⟧
I'll rotate it after

⟦PERSON|Amira Haddad⟧  09:31
done, backup is 4.2 GB, copied to \\\\nas01\\backups\\⟪date|2027-02-19⟫
"""))

T(("email_migration_runbook", """
## Mailbox migration – ⟪org_name|Fenwick & Daughters Florists⟫ (Gmail → M365)

Source IMAP: imap.gmail.com:⟪port|993⟫ | Target: outlook.office365.com:⟪port|993⟫
Cut-over: ⟪date|Sat 22 Mar⟫ 18:00

| Mailbox | Source app password | Target temp password | Size |
|---|---|---|---|
| ⟦EMAIL|rose@fenwickflorists.co.uk⟧ | ⟦PASSWORD|qzvb ltmx hwpe ofsc⟧ | ⟦PASSWORD|Migr8-Rose-0322⟧ | 6.1 GB |
| ⟦EMAIL|orders@fenwickflorists.co.uk⟧ | ⟦PASSWORD|hnds kpwa ueyr bqlt⟧ | ⟦PASSWORD|Migr8-Ord-0322⟧ | 14.8 GB |
| ⟦EMAIL|lily.fenwick@fenwickflorists.co.uk⟧ | ⟦PASSWORD|ptgc zmxe fjqo wiua⟧ | ⟦PASSWORD|Migr8-Lily-0322⟧ | 2.3 GB |

Owner contact: ⟦PERSON|Rose Fenwick⟧ ⟦PHONE|07700 900884⟧. Tenant id ⟪app_id|$uuid2⟫.
Revoke all Gmail app passwords after verification!
"""))

T(("imapsync_shell_history", """
  501  ssh ⟦PERSON|mkowalski⟧@⟦IP_ADDRESS|172.20.14.9⟧
  502  cd /home/⟦PERSON|mkowalski⟧/migr
  503  imapsync --host1 mail.oldhost.net --user1 ⟦EMAIL|anna@pilates-studio.ie⟧ --password1 '⟦PASSWORD|Reformer!22⟧' --host2 imap.fastmail.com --user2 ⟦EMAIL|anna@pilates-studio.ie⟧ --password2 '⟦PASSWORD|fm-app-4kd8w2jq9xv7⟧' --ssl1 --ssl2
  504  tail -f LOG_imapsync/⟪file_name|2027_03_22_11_04_51_anna.txt⟫
  505  history | grep password
  506  history -c
"""))

T(("github_actions_log", """
Run ⟪build_id|#4471⟫ • deploy-print-shop • main@⟪commit_sha|$sha2⟫
  ##[group]Run ./scripts/deploy.sh
  + export SHOPIFY_ADMIN_TOKEN=⟦APIKEY|$shopify1⟧
  + export NPM_TOKEN=⟦APIKEY|$npm1⟧
  + npm publish --access restricted
  npm notice 📦  @printhaus/labels@⟪version|1.9.3⟫
  npm notice total files: 41
  + curl -s -X POST ⟦SECRET|$slack_hook1⟧ -d '{"text":"deployed by ⟦PERSON|hfarouk⟧"}'
  ok
  ##[endgroup]
  Job finished in 00:01:38 on runner ⟪host_name|gh-runner-07⟫
"""))

T(("nginx_access_log", """
⟦IP_ADDRESS|81.174.250.19⟧ - - [⟪timestamp|11/Mar/2027:08:14:02 +0000⟫] "GET /book?salon=⟪org_name|hairbyzoe⟫&stylist=⟦PERSON|zoe⟧ HTTP/1.1" 200 5120 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)"
⟦IP_ADDRESS|81.174.250.19⟧ - - [⟪timestamp|11/Mar/2027:08:14:09 +0000⟫] "POST /book/confirm HTTP/1.1" 302 0 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)"
⟪doc_ip|203.0.113.77⟫ - - [⟪timestamp|11/Mar/2027:08:15:40 +0000⟫] "GET /wp-login.php HTTP/1.1" 404 153 "-" "curl/8.4"
⟦IP_ADDRESS|2a02:c7c:5e1d:8800:4d2a:91f0:3b6e:12ac⟧ - - [⟪timestamp|11/Mar/2027:08:16:11 +0000⟫] "GET /api/slots?date=⟪date|2027-03-14⟫&token=⟦SECRET|$session2⟧ HTTP/2.0" 200 812 "-" "okhttp/4.12.0"
⟪doc_ip|127.0.0.1⟫ - - [⟪timestamp|11/Mar/2027:08:16:30 +0000⟫] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"
"""))

T(("python_stack_trace", """
Traceback (most recent call last):
  File "/srv/kennelbook/app/jobs/reminders.py", line 88, in send_due
    conn = psycopg2.connect("postgresql://kennel:⟦SECRET|b4rkB4rk-2027⟧@db.kennelbook.internal:⟪port|5432⟫/kennel")
  File "/usr/lib/python3/dist-packages/psycopg2/__init__.py", line 122, in connect
    conn = _connect(dsn, connection_factory=connection_factory, **kwasync)
psycopg2.OperationalError: connection to server at "db.kennelbook.internal" (⟦IP_ADDRESS|10.0.3.21⟧), port 5432 failed: timeout expired

During handling of the above exception, reminder for booking ⟪booking_ref|KB-3310⟫ (owner ⟦PERSON|Priscilla Nakamura-Hale⟧, dog ⟪pet_name|Rolo⟫) was not sent.
"""))

T(("k8s_secret_yaml", """
apiVersion: v1
kind: Secret
metadata:
  name: laser-clinic-portal
  namespace: ⟪namespace|prod⟫
  labels:
    owner: ⟦PERSON|r.adeleke⟧
type: Opaque
stringData:
  OPENAI_API_KEY: "⟦APIKEY|$openai1⟧"
  JWT_SIGNING_SECRET: "⟦SECRET|$flask_key1⟧"
  TWILIO_API_KEY: "⟦APIKEY|$twilio1⟧"
  SMTP_PASSWORD: "⟦PASSWORD|Clinic$mtp!2027⟧"
  IMAGE_TAG: "⟪version|v3.8.1⟫"
"""))

T(("toml_config", """
# tutorbook/config.toml
[server]
host = "⟪bind_address|0.0.0.0⟫"
port = ⟪port|8000⟫

[database]
url = "mysql://tutorbook:⟦SECRET|T00t0rB00k!⟧@⟦IP_ADDRESS|10.44.0.6⟧/tutorbook"

[huggingface]
token = "⟦APIKEY|$hf1⟧"

[admin]
email = "⟦EMAIL|oliver.ashdown@tutorbook.io⟧"
"""))

T(("soap_payment_xml", """
<?xml version="1.0" encoding="UTF-8"?>
<PaymentRequest version="⟪version|2.1⟫">
  <Merchant id="⟪merchant_id|GC-0051182⟫">⟪org_name|Hollybank Garden Centre⟫</Merchant>
  <Customer>
    <Name>⟦PERSON|Beatrix Oyelowo⟧</Name>
    <Email>⟦EMAIL|bea.oyelowo@gmail.com⟧</Email>
  </Customer>
  <Card>
    <Number>⟦CARD|$card_amex2⟧</Number>
    <Expiry>⟪card_expiry|0330⟫</Expiry>
    <CVC>⟦CVV|4419⟧</CVC>
  </Card>
  <Amount currency="GBP">⟦AMOUNT|286.40⟧</Amount>
  <OrderRef>⟪order_ref|HB-W-220914⟫</OrderRef>
</PaymentRequest>
"""))

T(("ini_config", """
; bookkeeper sync tool – settings.ini
[general]
company = ⟪org_name|Oakridge Farm Shop⟫
fiscal_year_start = ⟪date|04-06⟫

[xero]
client_id = ⟪app_id|6A1F0E2D9C3B4A5F8E7D6C5B4A3F2E1D⟫
client_secret = ⟦SECRET|$client_secret1⟧

[smtp]
user = ⟦EMAIL|accounts@oakridgefarmshop.co.uk⟧
password = ⟦PASSWORD|Heifer-Sprout-91⟧
server = smtp.office365.com:⟪port|587⟫
"""))

T(("salon_meeting_notes", """
# Staff meeting – ⟪org_name|Glow Beauty Rooms⟫ – ⟪date|3 Feb 2027⟫
Present: ⟦PERSON|Jade⟧ (owner), ⟦PERSON|Ruta K.⟧, ⟦PERSON|Precious⟧, ⟦PERSON|Amelia-Rose⟧
Apologies: ⟦PERSON|Lorna⟧ (⟦MEDICAL|signed off with shingles⟧, back ⟪date|17th⟫)

1. Targets: Jan retail ⟪price|£2,900⟫ vs target ⟪price|£3,500⟫. ⟦PERSON|Precious⟧ top seller — bonus ⟦AMOUNT|£120⟧ agreed.
2. Complaint from client Mrs ⟦PERSON|Kaur⟧ re: lash glue irritation → refunded ⟦AMOUNT|£45⟧, add cyanoacrylate warning to consent form.
3. New booking system live ⟪date|Mon 10th⟫; logins sent by ⟦PERSON|Jade⟧.
Actions: ⟦PERSON|Ruta K.⟧ to reorder wax; everyone to redo ⟪certificate|COSHH⟫ module.
"""))

T(("bike_shop_call_transcript", """
[Call recording – ⟪org_name|Pedal Power Repairs⟫ – ⟪timestamp|14:02⟫]
STAFF: Pedal Power, ⟦PERSON|Marcus⟧ speaking.
CALLER: Hi, it's ⟦PERSON|Yvonne Sadler⟧, I dropped off an e-bike on Saturday?
STAFF: Oh yes, the ⟪product_code|Cube Kathmandu⟫. The motor needed a firmware update and new brake pads. Comes to ⟦AMOUNT|one hundred and twelve pounds⟧.
CALLER: Okay. Can I pay over the phone?
STAFF: Sure. Long number when you're ready.
CALLER: ⟦CARD|$card_visa4⟧, expiry ⟪card_expiry|oh-eight twenty-eight⟫, and the three digits on the back are ⟦CVV|six one nine⟧ — sorry, ⟦CVV|619⟧.
STAFF: Lovely, that's gone through, ⟦AMOUNT|a hundred and twelve quid⟧. And the bike's lock code you gave us was ⟦PASSWORD|four four zero two⟧ — we've reset it to your original.
"""))

T(("dermatology_dictation", """
Dictation — ⟪org_name|Riverside Skin Clinic⟫ — clinician Dr ⟦PERSON|Amara Eze⟧ — ⟪date|10/04/2027⟫
This is a review of ⟦PERSON|Thomas Greenhalgh⟧ comma date of birth ⟦DATE_OF_BIRTH|fourteenth of June nineteen seventy-two⟧ full stop. He has ⟦MEDICAL|moderate to severe atopic eczema⟧ which has not responded to ⟦MEDICAL|topical tacrolimus⟧ or a course of ⟦MEDICAL|ciclosporin⟧ full stop. New paragraph. Plan colon start ⟦MEDICAL|dupilumab 300 mg every two weeks⟧ after the usual loading dose full stop. Review in twelve weeks. Copy to GP, Dr ⟦PERSON|Fenwick⟧ at ⟪org_name|Albion Street Surgery⟫. End of dictation.
"""))

T(("photographer_business_card_ocr", """
⟪org_name|LUMEN & GRAIN⟫
wedding · portrait · product

⟦PERSON|AKOSUA MENSAH-BOATENG⟧
Lead Photographer

m  ⟦PHONE|+44 (0)7700 900 371⟧
e  ⟦EMAIL|akosua@lumenandgrain.studio⟧
ig @lumen.and.grain
⟦ADDRESS|Studio 4, The Printworks, 27 Hope Street, Liverpool L1 9BQ⟧
"""))

T(("kennel_staff_table_md", """
### Rota – ⟪org_name|Happy Paws Lodge⟫ – week ⟪week|15⟫

| Staff | Shift | Mobile | Dogs assigned |
|---|---|---|---|
| ⟦PERSON|Tilly Harcourt⟧ | 07:00–15:00 | ⟦PHONE|07700 900112⟧ | ⟪pet_name|Rufus⟫, ⟪pet_name|Nala⟫, ⟪pet_name|Bramble⟫ |
| ⟦PERSON|Joe Szymański⟧ | 11:00–19:00 | ⟦PHONE|07700 900189⟧ | ⟪pet_name|Teddy⟫, ⟪pet_name|Luna⟫ |
| ⟦PERSON|Mo⟧ (weekend) | 08:00–16:00 | ⟦PHONE|07700 900655⟧ | all |

Note: ⟪pet_name|Nala⟫ – ⟪animal_health|insulin 2 IU twice daily⟫, fridge shelf 2.
"""))

T(("landscaping_contract", """
LANDSCAPING SERVICES AGREEMENT

This agreement is made on ⟪date|2 May 2027⟫ between ⟪org_name|Greenline Landscapes Ltd⟫ (company no. ⟪company_number|10992341⟫), of ⟦ADDRESS|Unit 9, Avonside Industrial Estate, Bristol BS2 0UL⟧ ("the Contractor") and ⟦PERSON|Marcus Ellery-Boateng⟧ and ⟦PERSON|Chloe Ellery-Boateng⟧ of ⟦ADDRESS|27 Kingsley Avenue, Bristol BS16 4QR⟧ ("the Client").

1. Works: as per quotation ⟪quote_ref|Q-2027-061⟫.
2. Price: ⟪price|£5,025⟫ inclusive of VAT. The Client has paid a deposit of ⟦AMOUNT|£1,005⟧. The balance of ⟦AMOUNT|£4,020⟧ is payable within 7 days of completion.
3. Late payment interest: ⟪percentage|8%⟫ above base rate.

Signed for the Contractor: ⟦PERSON|D. Ashworth⟧
Signed by the Client: ⟦PERSON|M. Ellery-Boateng⟧
"""))

T(("restaurant_receipt", """
      ⟪org_name|DUMPLING HOUSE⟫
   ⟦ADDRESS|41 Gerrard Street, London W1D 5QD⟧
 Table 12   Covers 3   Server: ⟦PERSON|Wen⟧
 ------------------------------------
 Xiao long bao x2          ⟪price|17.60⟫
 Pork & chive dumplings     ⟪price|9.20⟫
 Dan dan noodles            ⟪price|11.50⟫
 Jasmine tea pot            ⟪price|4.80⟫
 Service 12.5%              ⟪price|5.39⟫
 ------------------------------------
 TOTAL                    ⟦AMOUNT|£48.49⟧
 Paid AMEX ⟪masked_card|xxxx xxxxxx x1005⟫
 ⟪timestamp|08/03/2027 21:44⟫  Chk ⟪receipt_ref|3319⟫
"""))

T(("tv_listings", """
TONIGHT ON ⟪org_name|BBC Two⟫
⟪time|19:00⟫ ⟪tv_programme|Gardeners' World⟫ — Spring bulbs and the best compost for containers.
⟪time|20:00⟫ ⟪tv_programme|The Great Pottery Throw Down⟫ — Week 6: teapots. (⟪version|S8⟫ E6)
⟪time|21:00⟫ ⟪tv_programme|Line of Duty⟫ (repeat) — AC-12 close in on a corrupt officer.
⟪time|22:30⟫ ⟪tv_programme|Newsnight⟫
"""))

T(("horoscope", """
⟪zodiac|ARIES⟫ (⟪date|21 March – 19 April⟫)
Money matters look brighter after ⟪date|the 12th⟫, but resist the urge to splurge. A conversation with a colleague clears the air. Lucky number: ⟪number|7⟫.

⟪zodiac|TAURUS⟫ (⟪date|20 April – 20 May⟫)
Take it slowly this week: your energy dips mid-week. Friends rally round at the weekend. Lucky colour: green.
"""))

T(("flatpack_assembly_instructions", """
⟪product_code|HEMNES-style 3-drawer chest⟫ — model ⟪product_code|HD3-WHT⟫
Parts: A x2 side panels, B x1 top, C x3 drawer fronts, D x24 cam locks, E x24 dowels (8 mm).
Step 1. Insert dowels (E) into side panels (A). Do not glue.
Step 2. Fit top (B) and tighten cam locks (D) clockwise, max ⟪measurement|½ turn⟫.
Step 3. Fix anti-tip bracket to wall — required; see warning ⟪product_code|W-07⟫.
Questions? ⟪url|support.example-furniture.com⟫ — quote batch ⟪batch_id|L2741⟫.
"""))

T(("football_league_table", """
⟪org_name|Sunday Amateur League⟫ — Division 2 (after ⟪date|matchday 17⟫)
Pos  Team                      P   W  D  L   GD  Pts
1    ⟪org_name|Kirkstall Rovers⟫            17  13 2  2  +29  41
2    ⟪org_name|Headingley Harriers⟫         17  11 4  2  +18  37
3    ⟪org_name|Meanwood Athletic⟫           17  10 3  4  +11  33
4    ⟪org_name|Bramley Vics⟫                17   8 3  6   +2  27
Top scorer: 19 goals. Next fixtures ⟪date|Sunday 6 April⟫, kick-off ⟪time|10:30⟫.
"""))

T(("allergen_notice", """
ALLERGEN INFORMATION — ⟪org_name|The Copper Kettle Café⟫
Our ⟪product_code|Victoria sponge⟫ contains: ⟪health_term|gluten⟫ (wheat), ⟪health_term|egg⟫, ⟪health_term|milk⟫.
The ⟪product_code|flapjack⟫ is made in a kitchen that handles ⟪health_term|peanuts⟫ and ⟪health_term|tree nuts⟫.
If you have a food allergy or intolerance, please speak to a member of staff before ordering.
Allergen matrix updated ⟪date|01/03/2027⟫.
"""))

T(("us_lasik_intake_form", """
⟪org_name|Bright Horizon LASIK Center⟫ — New Patient Intake
Patient name: ⟦PERSON|Kimberly J. Alvarado⟧     Preferred name: ⟦PERSON|Kim⟧
Date of birth: ⟦DATE_OF_BIRTH|07/22/1990⟧     SSN: ⟦SSN|$ssn5⟧
Address: ⟦ADDRESS|8814 Ridgecrest Dr, Austin, TX 78750⟧
Cell: ⟦PHONE|(512) 555-0163⟧    Email: ⟦EMAIL|kjalvarado90@yahoo.com⟧
Insurance: ⟪org_name|VSP⟫ member ID ⟪member_id|VSP-44718820⟫ (vision plan discount ⟪percentage|15%⟫)
Current eye conditions: ⟦MEDICAL|dry eye syndrome⟧, contact lens wearer 12 yrs (⟦MEDICAL|daily toric lenses⟧)
Medications: ⟦MEDICAL|sertraline 50 mg⟧
Consultation fee collected: ⟦AMOUNT|$95.00⟧ (credited toward surgery, list price ⟪price|$2,495 per eye⟫)
"""))

T(("us_tax_preparer_email", """
From: ⟦EMAIL|dana@cedartaxservices.com⟧
To: ⟦EMAIL|wagsandwalks.mike@gmail.com⟧
Subject: Re: 2026 Schedule C – Wags & Walks

Hi ⟦PERSON|Mike⟧,

Thanks for sending everything over. A couple of items before I can file:

1. Your 1099-NEC from ⟪org_name|Rover⟫ shows ⟦AMOUNT|$18,442⟧ but your ledger says ⟦AMOUNT|$19,120⟧ received. The difference is probably the cash client (Mrs. ⟦PERSON|Delgado⟧?).
2. I have your SSN as ⟦SSN|$ssn6⟧ and ⟦PERSON|Jenna⟧'s as ⟦SSN|$ssn7⟧ for the joint return — please confirm.
3. Mileage: 6,210 business miles at ⟪price|67¢/mile⟫.

EIN for the LLC (⟪ein|88-3104572⟫) is fine to use on the 1099s you issue to ⟦PERSON|Tyler⟧.

Best,
⟦PERSON|Dana Whitfield⟧, EA
⟪org_name|Cedar Tax Services⟫ · ⟦PHONE|(614) 555-0129⟧
"""))

T(("visa_support_letter", """
⟪org_name|WESTBRIDGE ENGLISH ACADEMY⟫
⟦ADDRESS|14 Regent Terrace, Brighton BN2 1EE⟧

⟪date|28 January 2027⟫

TO WHOM IT MAY CONCERN

This is to confirm that Mr ⟦PERSON|Arjun Venkataraman⟧, born ⟦DATE_OF_BIRTH|5 September 2003⟧, Indian passport number ⟦PASSPORT|Z4471902⟧, has been accepted on our 24-week Intensive English course starting ⟪date|7 April 2027⟫ (course code ⟪course_code|IE24-APR⟫).
Tuition fees of ⟦AMOUNT|£6,240⟧ have been paid in full. Aadhaar reference supplied for the sponsor's bank letter: ⟦NATIONAL_ID|$aadhaar1⟧ (sponsor: ⟦PERSON|Lakshmi Venkataraman⟧, mother).
Accommodation: homestay with Mr and Mrs ⟦PERSON|Coutts⟧ — sorry, with the ⟦PERSON|Coutts⟧ family, ⟦ADDRESS|3 Hanover Crescent, Brighton BN2 9SB⟧.

⟦PERSON|Helen Stroud⟧, Director of Studies   ⟦PHONE|01273 960 214⟧
"""))

T(("model_release_form", """
⟪org_name|LUMEN & GRAIN⟫ — MODEL RELEASE
Shoot: ⟪project_code|Spring knitwear lookbook⟫ for client ⟪org_name|Halcyon Wool Co.⟫, ⟪date|12/03/2027⟫
Model: ⟦PERSON|Chiara Bonetti⟧   Agency: ⟪org_name|Northern Faces⟫
ID checked: passport ⟦PASSPORT|YA8827164⟧ (Italy), codice fiscale ⟦NATIONAL_ID|$cf1⟧
Fee: ⟦AMOUNT|£650⟧ day rate + ⟦AMOUNT|£72.40⟧ travel, paid via agency
Usage: web + print, 2 years, UK & EU.
Photographer: ⟦PERSON|Akosua Mensah-Boateng⟧     Model signature: ⟦PERSON|C. Bonetti⟧
"""))

T(("helpdesk_bot_script", """
# helpdesk_notify.py – pings the on-call engineer when a remote session opens
import os, requests

TELEGRAM_TOKEN = "⟦APIKEY|$tg1⟧"   # TODO move to env (⟦PERSON|niall⟧)
CHAT_ID = ⟪chat_id|-1001844719022⟫
DISCORD_BOT = "⟦APIKEY|$discord1⟧"

def notify(ticket, customer):
    msg = f"Remote session opened for {customer} ticket {ticket}"
    requests.post(f"https://api.telegram.org/bot{TELEGRAM_TOKEN}/sendMessage",
                  json={"chat_id": CHAT_ID, "text": msg}, timeout=⟪timeout|5⟫)

if __name__ == "__main__":
    notify("⟪ticket_ref|HD-88241⟫", "⟦PERSON|Siobhan Quirke⟧")
"""))

T(("dogwalker_stripe_webhook_code", """
// pawtrail/server/webhooks.ts  (committed by ⟦PERSON|aisling.dunne⟧ on ⟪date|2027-02-02⟫)
const stripe = new Stripe("⟦APIKEY|$stripe_rk1⟧", { apiVersion: "⟪version|2024-06-20⟫" });
const anthropic = new Anthropic({ apiKey: "⟦APIKEY|$anthropic1⟧" });

// test customer – remove before launch!
const TEST_OWNER = { name: "⟦PERSON|Aisling Dunne⟧", email: "⟦EMAIL|aisling@pawtrail.ie⟧", dog: "⟪pet_name|Scout⟫" };
const WALK_PRICE_EUR = ⟪price|18⟫;
"""))

T(("church_online_donations_csv", """
donation_id,donor_name,donor_email,amount_eur,method,iban,gift_aid,date
⟪donation_ref|D-10041⟫,⟦PERSON|Pieter van der Berg⟧,⟦EMAIL|p.vdberg@ziggo.nl⟧,⟦AMOUNT|50.00⟧,SEPA,⟦IBAN|$iban_nl2⟧,n,⟪date|2027-03-02⟫
⟪donation_ref|D-10042⟫,⟦PERSON|Marie-Claire Dupuis⟧,⟦EMAIL|mcdupuis@orange.fr⟧,⟦AMOUNT|120.00⟧,SEPA,⟦IBAN|$iban_fr1⟧,n,⟪date|2027-03-02⟫
⟪donation_ref|D-10043⟫,anonymous,,⟦AMOUNT|10.00⟧,cash,,n,⟪date|2027-03-02⟫
⟪donation_ref|D-10044⟫,⟦PERSON|Gerhard Lindemann⟧,⟦EMAIL|g.lindemann@web.de⟧,⟦AMOUNT|200.00⟧,SEPA,⟦IBAN|$iban_de2⟧,n,⟪date|2027-03-03⟫
"""))

T(("tutor_agency_dev_slack", """
#dev-tutormatch
⟦PERSON|priya.nair⟧ 10:41: CI is failing on the private package install again
⟦PERSON|tomasz.wrobel⟧ 10:43: my bad, the old PAT expired. new one: ⟦APIKEY|$ghpat1⟧
⟦PERSON|tomasz.wrobel⟧ 10:43: and for the gitlab mirror ⟦APIKEY|$glpat1⟧
⟦PERSON|priya.nair⟧ 10:44: 😬 pls don't paste tokens in here, put them in the vault. I'll revoke + reissue
⟦PERSON|tomasz.wrobel⟧ 10:45: yeah sorry. build ⟪build_id|#2291⟫ green now btw
"""))

T(("account_recovery_email", """
Subject: Your 2-step verification backup codes

Hi ⟦PERSON|Rhiannon⟧,

You (or someone signed in as ⟦EMAIL|rhiannon@parryphotography.wales⟧) turned on 2-step verification on ⟪timestamp|14 Mar 2027, 16:20 GMT⟫ from ⟦IP_ADDRESS|86.12.201.44⟧.

Backup codes (each can be used once):
  ⟦SECRET|4817 2290⟧   ⟦SECRET|6603 1958⟧   ⟦SECRET|2275 8401⟧
  ⟦SECRET|9034 7716⟧   ⟦SECRET|5128 3369⟧   ⟦SECRET|7741 0082⟧

If your authenticator app is lost, the setup key is ⟦SECRET|$totp1⟧.
Device: ⟪device_name|iPhone 15⟫, app version ⟪version|8.3.1⟫.
"""))

T(("market_trader_crypto_note", """
notes.txt (⟪date|20/01/2027⟫)
- stall takes crypto now via the card reader app, payouts go to cold wallet ⟪wallet_address|$wallet1⟫
- seed phrase (KEEP OFFLINE!!): ⟦SECRET|orbit shallow cactus ribbon famous uncle twelve pulse giraffe wander amber crouch⟧
- first crypto sale: ⟦AMOUNT|0.0041 ETH⟧ from ⟦PERSON|Zain⟧, tx ⟪tx_hash|$txhash1⟫
- accountant (⟦PERSON|Gill⟧) says record at GBP value on the day
"""))

T(("ophthalmology_sms", """
⟪org_name|Moorside Eye Unit⟫: ⟦PERSON|J. Okoro⟧, your ⟦MEDICAL|intravitreal injection (Eylea) for wet AMD⟧ is on ⟪date|Mon 14/04⟫ at ⟪time|11:20⟫, ⟪place|Clinic 4⟫. Please bring someone to drive you home. To rearrange call ⟦PHONE|0161 496 0934⟧. Ref ⟪booking_ref|MEU-77312⟫
"""))

T(("blood_donor_deferral_letter", """
Dear Mr ⟦PERSON|Callaghan⟧,

Thank you for attending the ⟪place|Guildford⟫ session on ⟪date|8 March⟫. At your health check you told us that you recently had a tattoo (⟪date|January 2027⟫) and are taking ⟦MEDICAL|isotretinoin⟧ for ⟦MEDICAL|acne⟧. Under current guidelines we are unable to accept your donation until ⟪date|July 2027⟫.

Your donor number is ⟪donor_id|G44-719-2208⟫. Questions: ⟦EMAIL|enquiries@blood.example.org⟧.

Yours sincerely,
Dr ⟦PERSON|R. Sandhu⟧, Clinical Support
"""))

T(("driving_lesson_invoice_ie", """
INVOICE ⟪invoice_ref|LP-0392⟫ — ⟪org_name|Drive Right School of Motoring⟫
To: ⟦PERSON|Eoin Ó Súilleabháin⟧, ⟦ADDRESS|22 Sráid na hEaglaise, Dingle, Co. Kerry V92 X2P4⟧
Lessons 8–12 (5 x 1h at ⟪price|€45⟫)     ⟦AMOUNT|€225.00⟧
Pre-test lesson (2h)                   ⟦AMOUNT|€90.00⟧
Total due                              ⟦AMOUNT|€315.00⟧
Pay by transfer: ⟦IBAN|$iban_ie1⟧ (BIC ⟪bic|AIBKIE2D⟫), ref ⟪invoice_ref|LP-0392⟫
Instructor: ⟦PERSON|Máire Ní Bhriain⟧ ⟦PHONE|086 447 1902⟧
"""))

T(("canadian_tutor_tax_slip", """
T4A STATEMENT – copy for recipient – tax year ⟪tax_year|2026⟫
Payer: ⟪org_name|MapleLeaf Tutoring Inc.⟫, ⟦ADDRESS|400-1177 W Hastings St, Vancouver, BC V6E 2K3⟧
Recipient: ⟦PERSON|BOUCHARD, Émilie⟧
Recipient's SIN: ⟦NATIONAL_ID|$sin1⟧
Box 048 Fees for services: ⟦AMOUNT|$23,480.00⟧
Box 022 Income tax deducted: ⟦AMOUNT|$0.00⟧
Payer program account: ⟪business_number|81234 5678 RZ0001⟫
"""))

T(("bikeshare_sg_kyc", """
[KYC-REVIEW] ⟪timestamp|2027-02-26 13:05 SGT⟫ app=⟪app_id|com.rideloop.sg⟫ user_id=⟪user_id|u_55102⟫
name: ⟦PERSON|Tan Wei Ling⟧
nric: ⟦NATIONAL_ID|$nric1⟧
mobile: ⟦PHONE|+65 9123 4417⟧
address: ⟦ADDRESS|Blk 412 Ang Mo Kio Ave 10, #08-1123, Singapore 560412⟧
deposit_paid: ⟦AMOUNT|SGD 49.00⟧
reviewer: ⟦PERSON|farhan.i⟧  result: APPROVED
"""))

T(("german_photographer_invoice", """
RECHNUNG Nr. ⟪invoice_ref|2027-031⟫ — ⟦PERSON|Jana Hoffmeister⟧ Fotografie (Kleinunternehmer gem. § 19 UStG)
⟦ADDRESS|Lindenstraße 48, 10969 Berlin⟧ · Steuer-ID ⟦NATIONAL_ID|$steuer1⟧
An: ⟪org_name|Druckerei Falk GmbH⟫, z. Hd. Herrn ⟦PERSON|Oliver Falk⟧
Produktfotos 40 Stk. à ⟪price|35,00 €⟫ ........ ⟦AMOUNT|1.400,00 €⟧
Gesamtbetrag: ⟦AMOUNT|1.400,00 €⟧
Bitte überweisen an ⟦IBAN|$iban_de1⟧ bis ⟪date|30.04.2027⟫.
"""))

T(("datadog_agent_yaml", """
# /etc/datadog-agent/datadog.yaml  — print shop web server ⟪host_name|web-01⟫
api_key: ⟦APIKEY|$datadog1⟧
site: datadoghq.eu
hostname: ⟪host_name|printhaus-web-01⟫
tags:
  - env:prod
  - owner:⟦PERSON|hfarouk⟧
logs_enabled: true
process_config:
  enabled: "true"
# internal ip ⟦IP_ADDRESS|10.12.0.40⟧, agent ⟪version|7.52.1⟫
"""))

T(("helpdesk_ticket_private_key", """
Ticket ⟪ticket_ref|HD-88307⟫ — "SFTP to label printer vendor not working"
From: ⟦PERSON|Gwen Pritchard⟧ (⟪org_name|Printhaus⟫)
Hi, here is the key the vendor gave us, can you install it on the new PC? user is ⟦PERSON|gpritchard⟧
⟦SECRET|$pem1⟧
Vendor host: sftp.labelworks.example, port ⟪port|2222⟫
--- agent note (⟦PERSON|Niall⟧): key removed from ticket body after install, asked vendor to rotate.
"""))

T(("intl_students_csv", """
student_no,surname,given_names,nationality,passport_no,national_id,dob,course
⟪student_id|WEA-27-0311⟫,⟦PERSON|VIRTANEN⟧,⟦PERSON|Aino Helmi⟧,FI,⟦PASSPORT|XP4418270⟧,⟦NATIONAL_ID|$hetu1⟧,⟦DATE_OF_BIRTH|14/06/1989⟧,⟪course_code|GE12⟫
⟪student_id|WEA-27-0312⟫,⟦PERSON|ANDERSSON⟧,⟦PERSON|Elias⟧,SE,⟦PASSPORT|AA7712094⟧,⟦NATIONAL_ID|$se2⟧,⟦DATE_OF_BIRTH|28/02/1993⟧,⟪course_code|BE08⟫
⟪student_id|WEA-27-0313⟫,⟦PERSON|ZIELIŃSKA⟧,⟦PERSON|Julia⟧,PL,⟦PASSPORT|ER4471093⟧,⟦NATIONAL_ID|$pesel2⟧,⟦DATE_OF_BIRTH|05/03/2003⟧,⟪course_code|GE12⟫
⟪student_id|WEA-27-0314⟫,⟦PERSON|BAKKER⟧,⟦PERSON|Sem⟧,NL,⟦PASSPORT|NXR7L10P4⟧,⟦NATIONAL_ID|$bsn2⟧,⟦DATE_OF_BIRTH|19/11/2000⟧,⟪course_code|IE24⟫
"""))

T(("restaurant_group_settings_py", """
# settings/production.py – ⟪org_name|Salt Loft Group⟫ booking platform
DEBUG = False
SECRET_KEY = "⟦SECRET|$django_key1⟧"
ALLOWED_HOSTS = ["book.saltloft.example", "⟪doc_ip|192.0.2.10⟫"]
SLACK_BOT_TOKEN = "⟦APIKEY|$xoxb1⟧"   # posts large-party bookings to #foh
STRIPE_API_KEY = "⟦APIKEY|$stripe2⟧"
GOOGLE_PLACES_KEY = "⟦APIKEY|$gcp2⟧"
DEPOSIT_PER_HEAD_GBP = ⟪price|10⟫
ADMINS = [("⟦PERSON|Dafydd Rees⟧", "⟦EMAIL|dafydd.rees@saltloft.example⟧")]
"""))

T(("tattoo_chargeback_email", """
From: ⟪org_name|Blackthorn Ink⟫ <⟦EMAIL|studio@blackthornink.co.uk⟧>
To: ⟦EMAIL|disputes@acquirer.example.com⟧
Subject: Chargeback ⟪case_ref|CB-4471-2290⟫ – evidence

Hello,

We dispute chargeback ⟪case_ref|CB-4471-2290⟫ for ⟦AMOUNT|£150.00⟧. The cardholder, ⟦PERSON|Rory McBride⟧, booked a sleeve consultation and paid the deposit himself on ⟪date|9 January 2027⟫ using card ⟦CARD|$card_visa2⟧. He attended the session on ⟪date|2 February⟫ (signed consent attached) at our studio, ⟦ADDRESS|88 Ormeau Road, Belfast BT7 1SH⟧.
Our deposit policy (⟪price|£150 minimum for sleeves⟫) was accepted at checkout.

Regards,
⟦PERSON|Saoirse Flanagan⟧, studio manager
"""))

T(("church_card_donation_form", """
⟪org_name|ST. MUNGO'S CATHEDRAL⟫ — Restoration Appeal — card donation slip
Donor: ⟦PERSON|Alasdair Cruickshank⟧
Address: ⟦ADDRESS|4 Kelvin Drive, Glasgow G20 8QG⟧
Phone: ⟦PHONE|0141 496 0712⟧
One-off gift: ⟦AMOUNT|£500⟧   (suggested gifts ⟪price|£25⟫ / ⟪price|£100⟫ / ⟪price|£250⟫)
Card: ⟦CARD|$card_disc1⟧   Expiry ⟪card_expiry|02/31⟫   Security code ⟦CVV|036⟧
☑ Gift Aid   ☐ Keep me anonymous
Processed by ⟦PERSON|Moira⟧ ⟪date|06/04/2027⟫ — slip to be shredded after entry
"""))

T(("bookkeeper_bank_reconciliation", """
Supplier payments – ⟪org_name|Oakridge Farm Shop⟫ – batch ⟪batch_id|SEPA-2027-04⟫ (prepared by ⟦PERSON|G. Marsh⟧)

| Payee | IBAN | Amount | Ref |
|---|---|---|---|
| ⟦PERSON|Jef Vermeulen⟧ (cheese, sole trader) | ⟦IBAN|$iban_be1⟧ | ⟦AMOUNT|€1,240.00⟧ | ⟪invoice_ref|JV-0417⟫ |
| ⟦PERSON|Katharina Gruber⟧ (honey) | ⟦IBAN|$iban_at1⟧ | ⟦AMOUNT|€386.50⟧ | ⟪invoice_ref|KG-2027-12⟫ |
| ⟦PERSON|Luca Brunner⟧ (cured meats) | ⟦IBAN|$iban_ch1⟧ | ⟦AMOUNT|CHF 912.00⟧ | ⟪invoice_ref|LB/27/044⟫ |

FX fee per payment ⟪price|£2.50⟫. Approve by ⟪date|Friday⟫ please, ⟦PERSON|Tariq⟧.
"""))

T(("patient_portal_api_log", """
⟪timestamp|2027-04-08T09:12:33.114Z⟫ INFO  clearview-portal GET /api/patients/⟪patient_ref|CV-30918⟫/documents 200 41ms ip=⟦IP_ADDRESS|31.94.18.220⟧
⟪timestamp|2027-04-08T09:12:33.115Z⟫ DEBUG auth header: Bearer ⟦APIKEY|$jwt1⟧
⟪timestamp|2027-04-08T09:12:35.870Z⟫ INFO  document ⟪file_name|consent_lasik_signed.pdf⟫ downloaded by staff ⟦PERSON|kwisniewska⟧
⟪timestamp|2027-04-08T09:12:40.002Z⟫ WARN  refresh token leaked to logs: ⟦SECRET|$ak_refresh1⟧ (fix in ⟪version|v4.2.3⟫)
⟪timestamp|2027-04-08T09:13:02.449Z⟫ INFO  healthcheck from ⟪doc_ip|127.0.0.1⟫ ok
"""))

T(("m365_migration_powershell", """
# migrate-mailboxes.ps1  (run by ⟦PERSON|jdoherty⟧ on ⟪date|2027-03-22⟫)
$TenantId     = "⟪app_id|$uuid2⟫"
$ClientId     = "⟪app_id|5d1c0b7e-44a1-4f2b-9e3d-7a80c2f61e90⟫"
$ClientSecret = "⟦SECRET|$client_secret2⟧"
$Source = @{ User = "⟦EMAIL|orders@fenwickflorists.co.uk⟧"; AppPassword = "⟦PASSWORD|hnds kpwa ueyr bqlt⟧" }
New-MigrationBatch -Name "⟪batch_id|Fenwick-Wave2⟫" -SourceEndpoint "GmailIMAP" -CSVData ([IO.File]::ReadAllBytes("C:\\Users\\⟦PERSON|jdoherty⟧\\wave2.csv"))
Write-Host "Batch started for ⟦PERSON|Rose Fenwick⟧'s shop"
"""))

T(("print_lab_refunds_email", """
Subject: Refunds for the misprinted canvas batch (⟪batch_id|CV-0322⟫)

Hi ⟦PERSON|Femi⟧,

As discussed, we're refunding every customer affected by the colour-profile fault on ⟪date|22 March⟫. Cards where the original payment can still be reversed:
 - ⟦PERSON|Lorenzo Galli⟧ – ⟦CARD|$card_mc3⟧ – ⟦AMOUNT|€89.00⟧
 - ⟦PERSON|Hollie Baxter⟧ – ⟦CARD|$card_amex1⟧ – ⟦AMOUNT|£64.50⟧
 - ⟦PERSON|Søren Kjær⟧ – ⟦CARD|$card_diners1⟧ – ⟦AMOUNT|€112.00⟧
Bank transfers (card expired / closed):
 - ⟦PERSON|Lorenzo Galli⟧'s studio asked for the balance to go to ⟦IBAN|$iban_it1⟧ instead – ⟦AMOUNT|€24.00⟧ postage
 - ⟦PERSON|Inês Carvalho⟧ – ⟦IBAN|$iban_pt1⟧ – ⟦AMOUNT|€58.00⟧
 - ⟦PERSON|Mikkel Dahl⟧ – ⟦IBAN|$iban_dk1⟧ – ⟦AMOUNT|DKK 640⟧
Canvas prints normally retail at ⟪price|€39⟫ for A3, so some of these were multi-item orders.

Thanks,
⟦PERSON|Beth⟧ (⟪org_name|Printhaus⟫ accounts)
"""))
