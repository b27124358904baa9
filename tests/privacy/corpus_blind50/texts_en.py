# blind50 -- English texts.  Each entry is typed by hand: (kind, marked_text).
# ⟦TYPE|value⟧ = labelled span, ⟪kind|value⟫ = decoy, $name = value from values.py
TEXTS = []

TEXTS.append(("sms", """
hey its ⟦PERSON|Dale⟧ - swap ok for thurs? pit 3 shot ⟪blast_id|B3-0412⟫ goes at ⟪time_of_day|14:30⟫ so the gate shuts early. ring me on ⟦PHONE|0417 382 905⟧ if the haul rd is closed again. ⟦PERSON|Kerry⟧ says u still owe her ⟦AMOUNT|$85⟧ for the ute fuel lol
"""))

TEXTS.append(("email_with_signature", """
Subject: RE: Wireline crew change - ⟪installation|Brae Alpha⟫

Hi ⟦PERSON|Fiona⟧,

Confirming ⟦PERSON|Callum Reid⟧ flies out on the ⟪flight_no|BA1306⟫ connection, then heli from Dyce on the 14th. His offshore medical runs out next month so pls chase - he mentioned his ⟦MEDICAL|type 2 diabetes⟧ review is booked and the GP noted an ⟦MEDICAL|HbA1c of 58 mmol/mol⟧ last time, so they may want a fresh one before sign-off.

Crew change PO is ⟪po_number|PO-77120-AB⟫, day rate per the ⟪contract_ref|CTR/2023/118⟫ schedule (⟪day_rate|£1,480/day⟫ - not to be shared with the crew).

Cheers,
⟦PERSON|Morag Sutherland⟧
Logistics Coordinator | Grampian Wireline Services Ltd
T: ⟦PHONE|+44 1224 608 331⟧  M: ⟦PHONE|+44 7700 912 448⟧
⟦EMAIL|morag.sutherland@grampian-wireline.co.uk⟧
"""))

TEXTS.append(("sshd_auth_log", """
⟪log_timestamp|Mar 11 02:14:07⟫ lims-db01 sshd[⟪pid|48213⟫]: Failed password for ⟦PERSON|okarlsen⟧ from ⟦IP_ADDRESS|185.220.101.47⟧ port ⟪port|51422⟫ ssh2
Mar 11 02:14:09 lims-db01 sshd[48213]: Failed password for ⟦PERSON|okarlsen⟧ from ⟦IP_ADDRESS|185.220.101.47⟧ port 51426 ssh2
Mar 11 02:15:33 lims-db01 sshd[48290]: Accepted publickey for ⟦PERSON|tbrennan⟧ from ⟦IP_ADDRESS|10.40.12.23⟧ port 60112 ssh2: ED25519 SHA256:⟪ssh_key_fingerprint|q7R0mWZr1xPjM0nQ2yT0b8fJ6k3zLwVvA5cHdE9sYtU⟫
Mar 11 02:15:34 lims-db01 sudo:  ⟦PERSON|tbrennan⟧ : TTY=pts/0 ; PWD=⟦PERSON|/home/tbrennan⟧ ; USER=root ; COMMAND=/usr/bin/systemctl restart lims-worker
"""))

TEXTS.append(("dotenv", """
# .env.production -- field sampling app (do NOT commit this again ⟦PERSON|Priya⟧!!)
APP_VERSION=⟪version|3.14.2⟫
DATABASE_URL=postgres://fieldapp:⟦SECRET|Wq7!rTz2#Lm9vB⟧@⟦IP_ADDRESS|172.31.44.9⟧:⟪port|5432⟫/samples
SENDGRID_API_KEY=⟦APIKEY|$ak_sendgrid1⟧
GOOGLE_MAPS_KEY=⟦APIKEY|$ak_google1⟧
STRIPE_PUBLISHABLE_KEY=⟪publishable_key|$d_pk1⟫
STRIPE_SECRET_KEY=⟦APIKEY|$ak_stripe1⟧
STRIPE_WEBHOOK_SECRET=⟦SECRET|$sec_whsec1⟧
ADMIN_EMAIL=⟦EMAIL|priya.raman@tern-enviro.com⟧
SENTRY_RELEASE=⟪commit_sha|$d_commit1⟫
"""))

TEXTS.append(("whatsapp_group", """
[06/02/24, 05:12] Skipper ⟦PERSON|Alec⟧: boys, ⟪vessel_reg|BF218⟫ landing at Peterhead not the Broch, market opens 7
[06/02/24, 05:14] ⟦PERSON|Jamie Buchan⟧: nae bother. can someone text the missus, her number's ⟦PHONE|07841 226 903⟧
[06/02/24, 05:15] Skipper ⟦PERSON|Alec⟧: will do. ⟦PERSON|Davie⟧ you still on the ⟦MEDICAL|amoxicillin⟧ for that hand?
[06/02/24, 05:21] ⟦PERSON|Davie Strachan⟧: aye till friday, ⟦MEDICAL|infected cut on the palm⟧ is nearly healed
[06/02/24, 05:22] Skipper ⟦PERSON|Alec⟧: right. settlement goes in Thursday, your share's ⟦AMOUNT|£2,340⟧ after the grub money. boxes are ⟪market_price|£3.10/kg⟫ haddock this morning so dinnae moan
"""))

TEXTS.append(("json_config", """
{
  "site": "⟪wind_farm|Hornsea Two⟫",
  "gateway_fw": "⟪firmware_version|v4.2.17-rc1⟫",
  "scada_host": "⟦IP_ADDRESS|10.118.4.21⟧",
  "backup_host": "⟦IP_ADDRESS|100.72.16.3⟧",
  "ntp": "⟪doc_ip|192.0.2.10⟫",
  "turbines": ["⟪turbine_id|HOW02-A07⟫", "HOW02-B11"],
  "alerts": {
    "slack_webhook": "⟦SECRET|$sec_slackhook1⟧",
    "oncall_phone": "⟦PHONE|+44 1472 355 901⟧"
  },
  "service_account": {"user": "scada_ro", "password": "⟦PASSWORD|Gr1msby-Tide#88⟧"},
  "owner": "⟦EMAIL|j.okafor@northsea-om.co.uk⟧"
}
"""))

TEXTS.append(("csv_payroll_export", """
# exported 2024-01-08 from ⟪software_version|Sage 300 v2023.1⟫ -- Cowichan Valley Sawmill
employee_id,name,sin,dob,hourly_rate,ytd_gross,bank_transit
⟪employee_id|SW-0193⟫,⟦PERSON|Gurpreet Sandhu⟧,⟦NATIONAL_ID|$nid_ca1⟧,⟦DATE_OF_BIRTH|1984-09-12⟧,34.50,"⟦AMOUNT|CAD 41,220.75⟧",⟪bank_transit|00420-003⟫
SW-0207,⟦PERSON|Marie-Ève Tremblay⟧,⟦NATIONAL_ID|$nid_ca2⟧,⟦DATE_OF_BIRTH|1990-02-27⟧,31.25,"⟦AMOUNT|CAD 37,904.10⟧",00312-002
SW-0211,⟦PERSON|Jake Whitehorse⟧,⟦NATIONAL_ID|$nid_ca3⟧,⟦DATE_OF_BIRTH|1978-11-03⟧,38.00,"⟦AMOUNT|CAD 45,118.00⟧",00420-003
"""))

TEXTS.append(("jira_comment_stacktrace", """
⟦PERSON|Wiktoria⟧ can't log into the LIMS since the AD password change, trace below (⟪ticket_id|LIMS-2291⟫):

⟪log_timestamp|2024-03-19 09:41:22,118⟫ ERROR [http-nio-8443-exec-7] c.m.lims.auth.LdapAuthenticator - bind failed for uid=⟦PERSON|wkowalczyk⟧,ou=people,dc=matlab,dc=local
javax.naming.AuthenticationException: [LDAP: error code 49 - ⟪ldap_error_code|80090308⟫: LdapErr: DSID-0C09044E, comment: AcceptSecurityContext error, data 52e, v4563]
	at com.sun.jndi.ldap.LdapCtx.mapErrorCode(⟪source_line|LdapCtx.java:3261⟫)
	at com.matlab.lims.auth.LdapAuthenticator.bind(LdapAuthenticator.java:88)
	... 41 more
DEBUG request params {user=⟦PERSON|wkowalczyk⟧, pass=⟦PASSWORD|Hardness!HV10⟧, client=⟦IP_ADDRESS|10.20.3.118⟧}
"""))

TEXTS.append(("meeting_minutes", """
OH&S Committee -- Minutes, 4 April
Present: ⟦PERSON|R. Achterberg⟧ (chair), ⟦PERSON|S. Mahlangu⟧, Dr ⟦PERSON|L. Venter⟧ (OH physician), ⟦PERSON|T. Nkosi⟧ (HSE)
Apologies: ⟦PERSON|P. van Wyk⟧

1. Benzene monitoring: unit 200 personal samples all below the ⟪exposure_limit|0.5 ppm⟫ OEL (report ⟪report_no|IH-2024-031⟫).
2. Individual cases (confidential annex): operator ⟦PERSON|Sipho Dlamini⟧ -- ⟦MEDICAL|urinary S-PMA 42 µg/g creatinine⟧, above action level; moved to non-exposed duties pending repeat. ⟦PERSON|Thandi Mokoena⟧ -- ⟦MEDICAL|contact dermatitis on both forearms⟧, referred to dermatology.
3. Respirator fit testing due for contractors from ⟪org_name|Vaal Scaffolding (Pty) Ltd⟫.
Next meeting: ⟪meeting_date|2 May⟫, board room B.
"""))

TEXTS.append(("call_transcript", """
[Recording -- ⟪org_name|Grimsby Fish Market⟫ accounts line, ⟪call_time|09:12⟫]
AGENT: Accounts, this is ⟦PERSON|Shona⟧.
CALLER: Hiya, it's ⟦PERSON|Terry Holgate⟧ from the merchant units, I want to pay off ⟪invoice_no|INV-55871⟫ on the card.
AGENT: Lovely. Long number when you're ready.
CALLER: ⟦CARD|$card_v1⟧.
AGENT: And the three digits on the back?
CALLER: ⟦CVV|614⟧.
AGENT: That's ⟦AMOUNT|£1,126.40⟧ taken, ⟦PERSON|Terry⟧. Receipt to the usual e-mail?
CALLER: Yeah, ⟦EMAIL|terry@holgatefish.co.uk⟧. Ta.
"""))

TEXTS.append(("shell_history", """
  501  ssh ⟦PERSON|mgallagher⟧@⟦IP_ADDRESS|10.60.2.14⟧
  502  export AWS_ACCESS_KEY_ID=⟦APIKEY|$ak_aws1⟧
  503  export AWS_SECRET_ACCESS_KEY=⟦SECRET|$sec_aws1⟧
  504  aws s3 cp ./las/ s3://⟪bucket_name|permian-wireline-logs-prod⟫/2024/ --recursive
  505  mysql -h ⟦IP_ADDRESS|10.60.2.30⟧ -u ops -p'⟦PASSWORD|Midl@nd_2024⟧' welldata
  506  curl -H "Authorization: Bearer ⟦APIKEY|$ak_jwt1⟧" https://api.fieldtix.io/v2/tickets/⟪ticket_id|FT-88213⟫
  507  git log --oneline | head -3
  508  git checkout ⟪commit_sha|$d_short1⟫
"""))

TEXTS.append(("web_form_submission", """
SAMPLE SUBMISSION FORM -- Tensile & Charpy
Client company: ⟪org_name|Kestrel Fabrication Ltd⟫
Contact name: ⟦PERSON|Owen Pritchard⟧
Email: ⟦EMAIL|owen.pritchard@kestrelfab.co.uk⟧
Phone: ⟦PHONE|01633 274 519⟧
Invoice address (sole trader, home office): ⟦ADDRESS|23 Heol Gwenallt, Rogerstone, Newport NP10 9FH⟧
Material grade: ⟪material_grade|S355J2+N⟫   Heat no.: ⟪heat_number|H71-20934⟫
Test standard: ⟪standard_ref|BS EN ISO 148-1:2016⟫
Quoted price: ⟪quote_price|£640.00 + VAT⟫
Payment: card on file ending ⟪masked_card|**** 6620⟫
"""))

TEXTS.append(("slack_thread", """
#ops-hornsea
*⟦PERSON|Lena Vogt⟧* ⟪chat_time|07:42⟫
morning -- CTV ⟪vessel_name|Njord Mercury⟫ stood down, ⟪wave_height|Hs 2.1m⟫. techs on standby at the hotel

*⟦PERSON|Bartek Nowak⟧* 07:45
np. fyi SCADA VPN pw for the new guy is ⟦PASSWORD|6xQ!tern-44⟧ -- @⟦PERSON|Ollie⟧ change it on first login pls

*⟦PERSON|Ollie Fenwick⟧* 07:51
thx. also off Thursday, dentist -- ⟦MEDICAL|root canal⟧ 🙄

*⟦PERSON|Lena Vogt⟧* 07:52
ok. WTG ⟪turbine_id|B14⟫ pitch fault still open, ref ⟪work_order|WO-2024-01187⟫
"""))

TEXTS.append(("hr_helpdesk_ticket", """
Ticket #⟪ticket_id|HR-40418⟫ | Priority: Normal | Opened by: ⟦PERSON|Ramon Quintanilla⟧
Subject: W-2 shows wrong SSN

My ⟪tax_form|W-2⟫ for last year has my SSN as ⟪masked_ssn|***-**-4471⟫ but mine is ⟦SSN|$ssn1⟧. can you fix before i file?? Also I moved, new address is ⟦ADDRESS|2207 N Big Spring St, Midland, TX 79705⟧. cell ⟦PHONE|(432) 556-0193⟧.
DOB ⟦DATE_OF_BIRTH|07/22/1986⟧ if you need to verify it's me.
thanks -- ⟦PERSON|Ramon⟧
"""))

TEXTS.append(("k8s_secret_yaml", """
# k8s/overlays/prod/secrets.yaml  -- owner: ⟦PERSON|Hamid Rezaei⟧
apiVersion: v1
kind: Secret
metadata:
  name: airq-ingest
  namespace: ⟪k8s_namespace|airq-prod⟫
type: Opaque
stringData:
  MQTT_PASSWORD: "⟦PASSWORD|pm25-Sensor!Rotterdam⟧"
  TELEGRAM_BOT_TOKEN: "⟦APIKEY|$ak_tg1⟧"
  HF_TOKEN: "⟦APIKEY|$ak_hf1⟧"
  DB_DSN: "mysql://ingest:⟦SECRET|Vr8#kq2LmZ⟧@⟦IP_ADDRESS|10.244.3.17⟧:⟪port|3306⟫/airq"
  IMAGE_DIGEST: "⟪image_digest|$d_digest1⟫"
"""))

TEXTS.append(("online_review", """
★☆☆☆☆  "Lost my samples and charged me anyway"
Sent 6 soil samples for asbestos screening (job ⟪job_number|J-23-4471⟫) and they lost two of them. Spoke to someone called ⟦PERSON|Gavin⟧ who was rude tbh. I was charged ⟦AMOUNT|£312⟧ for the full set and a refund of ⟦AMOUNT|£104⟧ was promised 3 wks ago, still nothing. Their own price list says ⟪price_list|£52 per sample⟫ so do the maths. Avoid.
-- posted by ⟦PERSON|Bev_from_Barnsley⟧, ⟪review_date|12 Feb 2024⟫
"""))

TEXTS.append(("incident_report", """
INCIDENT REPORT ⟪incident_no|IR-Q-2024-017⟫
Site: ⟪site_name|Craigenlow Quarry⟫, primary crusher
Injured person: ⟦PERSON|Stuart McBride⟧, DOB ⟦DATE_OF_BIRTH|03/11/1979⟧, employee no. ⟪employee_id|E-20931⟫
Home address: ⟦ADDRESS|18 Birkhall Road, Banchory AB31 5XJ⟧
Next of kin: wife, ⟦PERSON|Elaine McBride⟧, ⟦PHONE|07912 604 318⟧
Injury: ⟦MEDICAL|crush injury to left index finger, partial amputation of distal phalanx⟧. Taken to ARI by ambulance; ⟦MEDICAL|tetanus booster⟧ given on arrival.
Witness: ⟦PERSON|K. Duthie⟧ (loader operator)
RIDDOR reportable: Y   ref ⟪riddor_ref|RIDDOR 2201174⟫
"""))

TEXTS.append(("invoice", """
NETMAKERS OF KILLYBEGS LTD -- INVOICE ⟪invoice_no|NK-10482⟫
Bill to: ⟦PERSON|Pádraig Ó Gallchobhair⟧, skipper MFV ⟪vessel_name|Naomh Éanna⟫ (⟪vessel_reg|D 412⟫)
⟦ADDRESS|Cashel Hill, Kilcar, Co. Donegal F94 X2K7⟧

Qty  Item                          Unit        Line
2    Trawl net repair (belly)      ⟪unit_price|€380.00⟫     €760.00
1    Cod-end 120mm mesh            €1,140.00   €1,140.00

Total due from customer: ⟦AMOUNT|€1,900.00⟧ (VAT 0% -- fishing vessel)
Pay to: ⟪org_iban|$iban_org_ie⟫   BIC ⟪bic|AIBKIE2D⟫
Note: refund of the overpayment on NK-10311 (⟦AMOUNT|€215.50⟧) was sent to the customer's own account ⟦IBAN|$iban_ie1⟧.
"""))

TEXTS.append(("voice_dictation", """
Okay, note for file. Worker is ⟦PERSON|Gareth Pugh⟧, that's ⟦PERSON|P-U-G-H⟧, date of birth ⟦DATE_OF_BIRTH|the fourteenth of June nineteen seventy-two⟧. Came in wheezy after the ⟪chemical_name|chlorine⟫ release on Tuesday. Peak flow ⟦MEDICAL|three-twenty, down from his usual four-fifty⟧. He's already on a ⟦MEDICAL|salbutamol inhaler⟧ for ⟦MEDICAL|mild asthma⟧. Sending him to A and E at the ⟪hospital_name|Royal Gwent⟫. Contact number he gave is ⟦PHONE|oh-seven-seven-one-one, four-eight-two, nine-nine-one⟧. Unit tag on the release was ⟪equipment_tag|V-2204⟫. End of note.
"""))

TEXTS.append(("sql_insert", """
INSERT INTO buyers (buyer_no, full_name, email, mobile, iban, created_at) VALUES
 (⟪buyer_no|7713⟫, '⟦PERSON|Marit Haugland⟧', '⟦EMAIL|marit.haugland@fiskekjop.no⟧', '⟦PHONE|+47 913 48 260⟧', '⟦IBAN|$iban_no1⟧', '⟪timestamp|2024-02-01 06:02:11⟫'),
 (7714, '⟦PERSON|Øystein Rønning⟧', '⟦EMAIL|oystein@ronning-sjomat.no⟧', '⟦PHONE|+47 476 02 118⟧', '⟦IBAN|$iban_no2⟧', '2024-02-01 06:05:47');
-- auction deposit held: ⟦AMOUNT|NOK 25 000⟧ each, see ⟪jira_ticket|AUK-312⟫
"""))

TEXTS.append(("contract_clause", """
7. PAYMENT
7.1 The Principal (⟪org_name|Kuusamo Timber Oy⟫, business ID ⟪business_id|2849117-1⟫) shall pay the Contractor, ⟦PERSON|Jussi Heikkinen⟧ (personal identity code ⟦NATIONAL_ID|$nid_fi1⟧), a harvesting fee of ⟪tariff|€14.20 per solid m³⟫.
7.2 An advance of ⟦AMOUNT|€6 000⟧ was paid to the Contractor on signature into account ⟦IBAN|$iban_fi1⟧.
7.3 Notices to the Contractor shall be sent to ⟦ADDRESS|Rukatunturintie 9 B 4, 93830 Rukatunturi⟧ or ⟦EMAIL|jussi.heikkinen@luukku.com⟧.
"""))

TEXTS.append(("ocr_business_card", """
[OCR scan, card 1 of 1 -- confidence ⟪ocr_confidence|0.91⟫]
WESTCOAST SILVICULTURE
CONSULTING LTD.

⟦PERSON|Harjit Dhaliwal⟧, RPF
Senior Forester / Cutblock Planning
Off ⟦PHONE|250-746-3320⟧   Ce11 ⟦PHONE|250.701.4489⟧
⟦EMAIL|harjit.d@westcoastsilvi.ca⟧
⟪website|www.westcoastsilvi.ca⟫   RPF #⟪professional_reg_no|3189⟫

[back, handwritten] met at Duncan trade show -- ⟦PERSON|Harry⟧ says call after 6pm, wants quote for ⟪area|40 ha⟫ replant
"""))

TEXTS.append(("permit_to_work", """
PERMIT TO WORK -- HOT WORK        No. ⟪permit_no|PTW-HW-08812⟫
Location: ⟪equipment_tag|Separator V-101⟫ skid, ⟪well_pad|Pad 14-22⟫
Gas test: ⟪gas_reading|0% LEL⟫, H2S 0 ppm, O2 20.9%     Tested by: ⟦PERSON|D. Whitford⟧   time ⟪time_of_day|06:40⟫
Issuing authority: ⟦PERSON|Cody Benavides⟧   ph ⟦PHONE|(432) 381-7742⟧
Performing authority: ⟦PERSON|Luis Armendariz⟧ (goes by ⟦PERSON|Chuy⟧ on the radio)
Fire watch: ⟦PERSON|Tanner Oakes⟧ -- NOTE ⟦MEDICAL|allergic to bee stings, carries EpiPen⟧
Isolations: see LOTO sheet attached. Permit void if gas alarm sounds.
"""))

TEXTS.append(("helicopter_manifest", """
HELICOPTER PASSENGER MANIFEST   Flight ⟪flight_no|BHL 84C⟫   ABZ -> ⟪installation|Clair Ridge⟫   ⟪flight_date|18-APR-2024⟫
#  Surname, First          DOB           Nat  Passport     Body  Bag
1  ⟦PERSON|MACLEOD, Iain⟧          ⟦DATE_OF_BIRTH|02-Sep-1981⟧   GBR  ⟦PASSPORT|$pp_uk1⟧    96    12
2  ⟦PERSON|SANTOS, Rodel⟧          ⟦DATE_OF_BIRTH|19-Jan-1988⟧   PHL  ⟦PASSPORT|$pp_ph1⟧    71    14
3  ⟦PERSON|KRAWCZYK, Tomasz⟧       ⟦DATE_OF_BIRTH|30-Jul-1976⟧   POL  ⟦PASSPORT|$pp_pl1⟧    88    10
4  ⟦PERSON|ADEYEMI, Folake⟧        ⟦DATE_OF_BIRTH|11-Dec-1993⟧   GBR  ⟦PASSPORT|$pp_uk2⟧    64    9
Total pax 4   total wt ⟪manifest_total|349 kg⟫
"""))

TEXTS.append(("audiometry_record", """
HEARING CONSERVATION PROGRAMME -- ANNUAL AUDIOGRAM
Employee: ⟦PERSON|Kowalski, Anna⟧    Clock no. ⟪clock_no|7730⟫    Dept: Planer mill
DOB: ⟦DATE_OF_BIRTH|1969-05-27⟧
Audiometer: ⟪device_model|Interacoustics AD629⟫ s/n ⟪serial_number|1099834⟫, calibrated ⟪calibration_date|2024-01-15⟫
Result: ⟦MEDICAL|bilateral notch at 4 kHz, left 45 dB HL, right 40 dB HL⟧ -- ⟦MEDICAL|standard threshold shift, left ear⟧ against 2019 baseline.
Employee reports ⟦MEDICAL|tinnitus since March⟧.
Action: refit earmuffs, retest in 30 days. Reviewed by ⟦PERSON|M. Oduya⟧, COHN.
"""))

TEXTS.append(("expense_claim", """
EXPENSE CLAIM -- site visit, Tees estuary sediment survey
Claimant: ⟦PERSON|Rachel Ng⟧    Staff ID ⟪staff_id|TEC-0412⟫    Cost centre ⟪cost_centre|CC-3310⟫
Date       Item                                 Paid with                        Amount
11/03/24   Premier Inn Stockton, 2 nights       personal Visa ⟪masked_card|xxxx-xxxx-xxxx-0917⟫  ⟦AMOUNT|£178.00⟧
12/03/24   Mileage 212 mi @ ⟪mileage_rate|45p/mi⟫                 -                                ⟦AMOUNT|£95.40⟧
12/03/24   Waders (mine split on the jetty)     personal                         ⟦AMOUNT|£64.99⟧
Total to reimburse to claimant: ⟦AMOUNT|£338.39⟧
Approved: ⟦PERSON|Dominic Farrell⟧ (Principal Consultant)  ⟪approval_date|15/03/24⟫  -- pls pay to ⟦PERSON|R. Ng⟧'s usual account
"""))

TEXTS.append(("openvpn_log", """
2024-05-02 22:00:01 OpenVPN ⟪software_version|2.6.8⟫ x86_64-pc-linux-gnu [SSL (OpenSSL)] [LZ4]
2024-05-02 22:01:17 ⟦IP_ADDRESS|81.152.67.204⟧:⟪port|49152⟫ [⟦PERSON|s.aldridge⟧] Peer Connection Initiated with [AF_INET]⟦IP_ADDRESS|81.152.67.204⟧:49152
2024-05-02 22:01:17 ⟦PERSON|s.aldridge⟧/⟦IP_ADDRESS|81.152.67.204⟧:49152 MULTI_sva: pool returned IPv4=⟦IP_ADDRESS|10.8.0.14⟧
2024-05-02 22:01:18 ⟦PERSON|s.aldridge⟧/⟦IP_ADDRESS|81.152.67.204⟧:49152 PUSH: Received control message: 'PUSH_REQUEST'
2024-05-02 22:03:40 ⟦IP_ADDRESS|100.81.9.222⟧:61022 TLS Auth Error: Auth Username/Password verification failed for peer [username=⟦PERSON|jkerr⟧]
2024-05-02 22:03:41 route add ⟪doc_ip|198.51.100.0⟫ mask 255.255.255.0 ignored (test range)
"""))

TEXTS.append(("nginx_access_log", """
⟦IP_ADDRESS|203.45.118.9⟧ - - [⟪log_timestamp|21/May/2024:07:14:02 +1000⟫] "GET /api/v1/shift-roster?site=⟪site_code|PHD-02⟫&token=⟦APIKEY|$ak_jwt3⟧ HTTP/1.1" 200 ⟪response_bytes|5120⟫ "-" "okhttp/⟪library_version|4.12.0⟫"
⟦IP_ADDRESS|2001:8003:5c1e:4200:9d1:77ab:e12:3c0⟧ - - [21/May/2024:07:14:09 +1000] "POST /login HTTP/1.1" 302 0 "https://roster.pilbaraops.com.au/" "Mozilla/5.0"
⟦IP_ADDRESS|2001:8003:5c1e:4200:9d1:77ab:e12:3c0⟧ - - [21/May/2024:07:14:10 +1000] "GET /dashboard HTTP/1.1" 200 18822 "-" "Mozilla/5.0" cookie="sessionid=⟦SECRET|$sec_cookie1⟧"
"""))

TEXTS.append(("python_traceback", """
# ran by ⟦PERSON|Lucy Wanjiru⟧ from field laptop ⟪hostname|TERN-FIELD-07⟫ (⟪library_version|psycopg2 2.9.9⟫)
Traceback (most recent call last):
  File "⟦PERSON|/home/lwanjiru⟧/tern/ingest/push_results.py", ⟪source_line|line 77⟫, in <module>
    conn = psycopg2.connect("host=⟦IP_ADDRESS|10.12.0.45⟧ dbname=labdata user=lab_writer password=⟦SECRET|Tr1ax!al-Cell_9⟧")
  File "/usr/lib/python3/dist-packages/psycopg2/__init__.py", line 122, in connect
    conn = _connect(dsn, connection_factory=connection_factory, **kwasync)
psycopg2.OperationalError: connection to server at "⟦IP_ADDRESS|10.12.0.45⟧", port 5432 failed: FATAL:  password authentication failed for user "lab_writer"
"""))

TEXTS.append(("github_issue", """
### Bug: logger crashes when MQTT broker drops (⟪version|v0.9.3⟫)

**Reported by** @⟦PERSON|fjohansson-envi⟧

Steps: run `airq-logger --config prod.toml`, kill the broker, wait ~30s.

```toml
[mqtt]
host = "⟦IP_ADDRESS|10.77.1.5⟧"
user = "logger"
password = "⟦PASSWORD|Sj0-Luft-2024⟧"

[export]
api_key = "⟦APIKEY|$ak_openai1⟧"   # for the summary bot
```

---
**@⟦PERSON|mbergstrom⟧** commented:
> @⟦PERSON|fjohansson-envi⟧ you just pasted a live OpenAI key and the broker pw into a public issue. Please rotate both now. Fixed in ⟪commit_sha|$d_commit2⟫, closes ⟪issue_ref|#142⟫.
"""))

TEXTS.append(("markdown_table", """
## On-call rota -- O&M base Esbjerg, week ⟪week_number|W23⟫

| Day | Technician | Mobile | Email | Backup |
|-----|------------|--------|-------|--------|
| Mon | ⟦PERSON|Mads Kjærgaard⟧ | ⟦PHONE|+45 21 48 66 09⟧ | ⟦EMAIL|mkj@vindservice.dk⟧ | ⟦PERSON|Signe⟧ |
| Tue | ⟦PERSON|Signe Holm⟧ | ⟦PHONE|+45 30 17 92 54⟧ | ⟦EMAIL|sho@vindservice.dk⟧ | ⟦PERSON|Mads⟧ |
| Wed | ⟦PERSON|Jonas Brandt⟧ | ⟦PHONE|+49 171 552 8810⟧ | ⟦EMAIL|jbr@vindservice.dk⟧ | ⟦PERSON|Signe⟧ |

Control room (24/7): ⟦PHONE|+45 76 11 40 00⟧ · vessel channel ⟪vhf_channel|VHF 72⟫ · turbines ⟪turbine_id|HR3-A01⟫..A49
"""))

TEXTS.append(("toolbox_talk_signin", """
TOOLBOX TALK -- Silica dust & wet cutting       ⟪document_ref|TT-17 rev 3⟫
Site: ⟪site_name|Shap Blue Quarry⟫    Presenter: ⟦PERSON|Norman Thwaite⟧    Date: ⟪event_date|09/05/2024⟫

Name                 Company                 Medical / notes (voluntary)
⟦PERSON|Kieran Lund⟧          own employee            ⟦MEDICAL|asthma - blue inhaler in van⟧
⟦PERSON|Bogdan Ilie⟧          ⟪org_name|Fellside Plant Hire⟫     none
⟦PERSON|Sam Teasdale⟧         own employee            ⟦MEDICAL|diabetic (insulin)⟧
⟦PERSON|Jo Birkett⟧           own employee            ⟦MEDICAL|pregnant, 20 wks⟧ - no RPE change needed per OH
"""))

TEXTS.append(("voicemail_transcript", """
Voicemail from ⟦PHONE|+1 907 486 3318⟧, length ⟪voicemail_duration|0:48⟫
"Hey ⟦PERSON|Marcy⟧, it's ⟦PERSON|Ivan⟧ down at the cannery dock. So the settlement for the ⟪vessel_name|Kodiak Rose⟫ trip came through, your crew share is ⟦AMOUNT|eleven thousand four hundred and twenty dollars⟧, minus the ⟦AMOUNT|six hundred bucks⟧ you owe ⟦PERSON|Pete⟧ for the survival suit. Call me back at ⟦PHONE|nine oh seven, four eight six, two two nine oh⟧, I'm here till five. Oh and the tender price was ⟪ex_vessel_price|a dollar ten a pound⟫ for pinks, tell the guys."
"""))

TEXTS.append(("email_refund_request", """
From: ⟦EMAIL|ingrid.solheim@gmail.com⟧
To: ⟦EMAIL|accounts@nordmiljo-lab.no⟧
Subject: refund for cancelled water analysis

Hei,
please pay the refund (⟦AMOUNT|NOK 4 350⟧, your credit note ⟪credit_note|KN-2024-0098⟫, samples ⟪sample_id|NM-24-0311⟫) to my account:
Name: ⟦PERSON|Ingrid Solheim⟧
IBAN: ⟦IBAN|$iban_no3⟧
BIC: ⟪bic|DNBANOKKXXX⟫
Sorry for the hassle -- mobile ⟦PHONE|924 71 305⟧ if anything.
⟦PERSON|Ingrid⟧
"""))

TEXTS.append(("insurance_claim", """
P&I / CREW INJURY CLAIM -- FIRST NOTICE
Vessel: F/V ⟪vessel_name|Northern Aurora⟫   ⟪uscg_doc_no|O.N. 1094417⟫
Claimant: ⟦PERSON|Tyler J. Nakamura⟧   SSN ⟦SSN|$ssn2⟧   DOB ⟦DATE_OF_BIRTH|04/09/1995⟧
Mailing address: ⟦ADDRESS|PO Box 1183, Unalaska, AK 99685⟧
Injury: ⟦MEDICAL|fractured left tibia⟧ when a crab pot shifted on deck, ⟪incident_date|Jan 17⟫, Bering Sea. ⟦MEDICAL|Open reduction internal fixation⟧ at Providence Alaska, Anchorage.
Maintenance & cure requested: ⟦AMOUNT|$45/day⟧ maintenance plus medical bills to date ⟦AMOUNT|$38,712.55⟧.
Contact: ⟦PHONE|(907) 581-4420⟧ / ⟦EMAIL|tnakamura95@outlook.com⟧
Claim handler: ⟦PERSON|Dana Whitcomb⟧, ⟪org_name|Pacific Marine Adjusters⟫
"""))

TEXTS.append(("fit_note", """
Statement of fitness for work (scanned, employer copy)
Patient: Mr ⟦PERSON|Liam Doherty⟧    DOB ⟦DATE_OF_BIRTH|21.10.1983⟧
I assessed your case on ⟪assessment_date|02/04/2024⟫ and, because of the following condition(s): ⟦MEDICAL|lumbar disc prolapse with sciatica⟧
I advise you may be fit for work taking into account: amended duties, no lifting over 10 kg, no climbing WTG ladders.
Currently taking ⟦MEDICAL|naproxen 500 mg twice daily⟧.
This will be the case for ⟪duration|6 weeks⟫.
Doctor: Dr ⟦PERSON|A. Kaur⟧, ⟪gp_practice|Bridlington Medical Centre⟫, GMC ⟪gmc_number|7041188⟫
Patient's NI number (for payroll): ⟦NATIONAL_ID|$nid_uk1⟧
"""))

TEXTS.append(("test_certificate", """
TEST CERTIFICATE ⟪certificate_no|TC-24-05817⟫                 ⟪accreditation_no|UKAS 0931⟫
Customer: ⟪org_name|Humber Pressure Vessels Ltd⟫, FAO Mr ⟦PERSON|R. Hebblethwaite⟧
Sample: ⟪sample_id|HPV-3381-W2⟫ butt weld, P265GH, heat ⟪heat_number|8832174⟫
Test                  Result            Requirement
Tensile Rm            ⟪test_result_value|472 MPa⟫           410-530 MPa
Charpy KV2 -20°C      41, 38, 44 J      >=27 J avg
Hardness HV10 max     187               <=350
Tested by ⟦PERSON|P. Okonjo⟧    Approved ⟦PERSON|Hannah Leighton⟧ (Technical Manager)
Enquiries ⟦EMAIL|certs@humbermatlab.co.uk⟧  ⟦PHONE|01482 330 716⟧
"""))

TEXTS.append(("chain_of_custody", """
CHAIN OF CUSTODY RECORD    COC ⟪coc_number|0047712⟫    Project ⟪project_code|ENV-2291⟫ Ravenscar landfill
Sampler: ⟦PERSON|Tomás Ferreira⟧    mob ⟦PHONE|07523 118 940⟧
Sample ID       Matrix   Date/time         Containers   Analysis
⟪sample_id|BH03-W-01⟫       GW       ⟪sample_datetime|14/05 10:25⟫       3            TPH, BTEX, metals
BH04-W-01       GW       14/05 11:10       3            TPH, BTEX
Relinquished by: ⟦PERSON|T. Ferreira⟧ 14/05 16:00     Received by: ⟦PERSON|Kasia⟧ @ lab, 15/05 08:55, cooler 4.1°C
Cooler seal no. ⟪seal_number|S-88104⟫
"""))

TEXTS.append(("audit_finding", """
ISO/IEC 17025 INTERNAL AUDIT -- finding ⟪finding_no|NC-07⟫ (minor)
Area: chemistry lab, ICP-OES workstation
Observation: instrument PC login written on a sticky note on the monitor: "user ⟪shared_account|chemtech2⟫ / ⟦PASSWORD|Argon$Plasma7⟧". The same shared login is used by ⟦PERSON|D. Mensah⟧ and ⟦PERSON|L. Rutherford⟧.
Also noted: the vendor's remote-support ID ⟪remote_support_id|1 284 557 903⟫ taped next to it (not a finding in itself).
Requirement: clause ⟪standard_clause|7.11.2⟫.
Auditor: ⟦PERSON|Gwen Parry⟧     Auditee: ⟦PERSON|Daniel Mensah⟧
"""))

TEXTS.append(("postmortem", """
# Postmortem: leaked AWS key in public repo (SEV-2)
**Date:** ⟪incident_date|2024-02-27⟫   **Author:** ⟦PERSON|Chidi Okeke⟧

## Summary
At 14:05 UTC a secret-scanning alert fired for `⟦APIKEY|$ak_aws2⟧` committed by ⟦PERSON|dlarsen⟧ in ⟪repo_name|geotech-field-tools⟫@⟪commit_sha|$d_short2⟫. The paired secret `⟦SECRET|$sec_aws2⟧` was in the same file. The key was used from ⟦IP_ADDRESS|45.133.1.90⟧ eleven minutes later to launch 3 ⟪instance_type|p3.8xlarge⟫ instances.

## Impact
⟪cloud_cost|USD 2,418⟫ of compute billed to the company account; no data access found in CloudTrail.

## Timeline
- 14:05 alert; 14:09 ⟦PERSON|Chidi⟧ disables the key; 14:31 instances terminated
- 15:10 ⟦PERSON|dlarsen⟧ rotates local creds; the docs example key `⟪example_key|AKIAIOSFODNN7EXAMPLE⟫` added to the pre-commit test fixtures
"""))

TEXTS.append(("terraform_tfvars", """
# terraform.tfvars -- env: prod   (owner ⟦EMAIL|sre@offshore-sensing.io⟧)
region             = "⟪cloud_region|eu-west-2⟫"
vpc_cidr           = "⟪cidr_block|10.30.0.0/16⟫"
bastion_allowed    = ["⟦IP_ADDRESS|82.14.201.77⟧/32", "⟦IP_ADDRESS|86.128.40.3⟧/32"]   # ⟦PERSON|Rob⟧ home, ⟦PERSON|Aisha⟧ home
do_token           = "⟦APIKEY|$ak_do1⟧"
mapbox_token       = "⟦APIKEY|$ak_mapbox1⟧"
mapbox_public      = "⟪publishable_key|$d_mapbox_pk1⟫"
db_master_password = "⟦PASSWORD|Kelp-Forest-Acoustic-19⟧"
ami_id             = "⟪ami_id|ami-0b9c2e41f7a3d8e15⟫"
"""))

TEXTS.append(("docker_compose", """
services:
  lims-api:
    image: registry.gitlab.com/matlab/lims-api@⟪image_digest|$d_digest2⟫
    environment:
      - GITLAB_TOKEN=⟦APIKEY|$ak_glpat1⟧
      - POSTMAN_API_KEY=⟦APIKEY|$ak_postman1⟧
      - REDIS_URL=redis://:⟦SECRET|hv30-Vickers-redis⟧@redis:6379/0
      - SMTP_USER=⟦EMAIL|lims-noreply@astonmaterials.co.uk⟧
      - SMTP_PASS=⟦PASSWORD|Rockwell#C62⟧
    ports:
      - "⟪port_mapping|8080:8080⟫"
  redis:
    image: redis:⟪image_tag|7.2.4-alpine⟫
"""))

TEXTS.append(("ansible_inventory", """
[plc_gateways]
quarry-gw-01 ansible_host=⟦IP_ADDRESS|192.168.50.11⟧
quarry-gw-02 ansible_host=⟦IP_ADDRESS|192.168.50.12⟧

[plc_gateways:vars]
ansible_user=⟦PERSON|bfairclough⟧
ansible_become_pass=⟦PASSWORD|Crusher-Jaw-2211⟧
ansible_ssh_private_key_file=⟦PERSON|/home/bfairclough⟧/.ssh/id_ed25519

# test host, do not use -- doc address
lab-sim ansible_host=⟪doc_ip|203.0.113.25⟫
# fw ⟪firmware_version|2.4.1.7⟫ on both gateways, see ⟪change_request|CHG0031884⟫
"""))

TEXTS.append(("crontab", """
# m h dom mon dow  command      -- ⟦PERSON|gsmythe⟧'s crontab on ⟪hostname|envmon-pi-04⟫
*/10 * * * * /opt/dustmon/read_pm10.sh >> ⟪log_path|/var/log/dustmon.log⟫ 2>&1
⟪cron_schedule|5 6 * * 1⟫ curl -s -X POST -H 'Content-type: application/json' --data '{"text":"weekly PM10 summary ready"}' ⟦SECRET|$sec_slackhook2⟧
0 2 * * * PGPASSWORD='⟦PASSWORD|Dust&Boundary#12⟧' pg_dump -h ⟦IP_ADDRESS|10.5.5.20⟧ -U dustmon dustdb | gzip > /backup/dust_$(date +\\%F).sql.gz
"""))

TEXTS.append(("sms", """
Hi ⟦PERSON|Wes⟧, ⟦PERSON|Tania⟧ from site admin. Magazine keypad was changed today, the code is ⟦PASSWORD|4 7 1 9⟧ then #. Don't write it on the shift board this time!! Blast permit for tmrw is ⟪permit_no|EXP-0623⟫, firing at ⟪blast_time|1:15pm⟫. Any probs call ⟦PHONE|0428 551 760⟧
"""))

TEXTS.append(("hr_onboarding_email", """
From: ⟦EMAIL|kyle.brennan88@bigpond.com⟧
To: ⟦EMAIL|onboarding@ironrangeops.com.au⟧
Subject: FIFO starter pack - ⟦PERSON|Kyle Brennan⟧ (dump truck op)

Hi team, details as asked:
Full name: ⟦PERSON|Kyle Anthony Brennan⟧
DOB: ⟦DATE_OF_BIRTH|14/02/1991⟧
TFN: ⟦NATIONAL_ID|$nid_au1⟧
Home address: ⟦ADDRESS|7 Pindan Crescent, Baynton WA 6714⟧
Mobile: ⟦PHONE|0409 113 672⟧
Super: ⟪super_fund|Mine Super⟫ member no ⟪member_no|30021877⟫
Emergency contact: my partner ⟦PERSON|Jess Cartwright⟧ ⟦PHONE|0432 908 215⟧
Meds: I'm on ⟦MEDICAL|sertraline 50mg⟧, already declared on the pre-employment medical.
Flying out of Perth on ⟪flight_no|QF1922⟫ Monday.
Cheers, ⟦PERSON|Kyle⟧
"""))

TEXTS.append(("email_fitness_certificate", """
Subject: Certificate of Fitness outcome - ⟦PERSON|Mpho Radebe⟧ (shaft 3)

Dear Ms ⟦PERSON|Khumalo⟧,

Please find the annual Certificate of Fitness outcome (⟪certificate_no|COF-2024-1183⟫) for your employee:
Name: ⟦PERSON|Mpho Radebe⟧    ID no.: ⟦NATIONAL_ID|$nid_za1⟧    DOB: ⟦DATE_OF_BIRTH|11 February 1987⟧
Chest X-ray: ⟦MEDICAL|early nodular opacities consistent with silicosis (ILO 1/0)⟧. Sputum GeneXpert: ⟦MEDICAL|negative for TB⟧.
Outcome: fit with restrictions -- no further exposure to silica dust; refer to ⟪referral_body|MBOD⟫ for compensation assessment.

Kind regards
Sr ⟦PERSON|Nomvula Zulu⟧, Occupational Health Practitioner
⟪org_name|Rustenburg Occupational Health Centre⟫ | ⟦PHONE|014 592 6610⟧
"""))

TEXTS.append(("email_contractor", """
Hi ⟦PERSON|Camila⟧,

Per our call, the rope access tech for the ⟪site_name|Escondida⟫ conveyor inspection is ⟦PERSON|Joaquín Pizarro Rojas⟧, RUT ⟦NATIONAL_ID|$nid_cl2⟧. His cell is ⟦PHONE|+56 9 8812 4470⟧.
He still hasn't received his per diem for March (⟦AMOUNT|CLP 420.000⟧) -- can you check with payroll? Our day rate to the client stays at ⟪day_rate|USD 690⟫ as quoted.
Also, after his ⟦MEDICAL|altitude sickness⟧ episode last rotation the mine doctor wants a ⟦MEDICAL|pre-ascent ECG⟧ before he goes up again.

Saludos,
⟦PERSON|Rodrigo Fuentes⟧
⟪org_name|Andes Rope Access SpA⟫
"""))

TEXTS.append(("forum_post", """
⟪subreddit|r/oilandgasworkers⟫ · Posted by u/⟦PERSON|frac_daddy_432⟧ · ⟪post_age|5h⟫
company wants SSN over text?? legit?

New hire with a pressure pumping outfit in Odessa. Recruiter texted asking me to send my SSN and a pic of my DL "to get badging done before Monday". I already sent it lol, all I have left in the thread is ⟪masked_ssn|XXX-XX-6620⟫ cause my phone hides it. They're offering ⟦AMOUNT|$28/hr⟧ plus ⟦AMOUNT|$75 per diem⟧ on a ⟪rotation|14/7⟫. Am I cooked?

  u/⟦PERSON|WellTenderWendy⟧ · 4h
  Recruiters do ask for it but call the office line first, not the number that texted you. ⟪org_name|Permian Basin Pressure Pumping⟫ main line is ⟦PHONE|432-363-0018⟧.

    u/⟦PERSON|frac_daddy_432⟧ · 3h
    called, it's legit. ty
"""))

TEXTS.append(("online_review", """
Google review · ⟪star_rating|4/5⟫ · ⟪org_name|Brixham Fish Quay Shop⟫
Great fresh hake, and the crab was ⟪price|£7.50 each⟫, fair enough. ⟦PERSON|Shirley⟧ on the counter is a legend, remembered my ⟦MEDICAL|shellfish allergy⟧ from last time and kept my fillets well away. Only knocked a star cause of parking. My husband ⟦PERSON|Geoff⟧ paid ⟦AMOUNT|£46.20⟧ for what'd be ⟪price_comparison|60 quid⟫ in town.
-- ⟦PERSON|Linda P.⟧ ⟪review_date|3 weeks ago⟫
"""))

TEXTS.append(("jira_ticket", """
[⟪ticket_id|MATL-1182⟫] Instrument upload fails with 401 -- Zwick Z250 tensile rig
Reporter: ⟦PERSON|Femi Adebayo⟧    Assignee: ⟦PERSON|Stefan Gruber⟧    Priority: High    Affects: ⟪version|LIMS 5.3.1⟫
Description:
Uploader service log:
  POST https://lims.internal/api/results   Authorization: Bearer ⟦APIKEY|$ak_jwt2⟧
  <- 401 {"error":"token revoked","trace_id":"⟪trace_id|$d_uuid1⟫"}
The token in the instrument PC config was revoked when ⟦PERSON|Stefan⟧ rotated the service creds. New one needs to go into C:\\Zwick\\upload.ini. Results for ⟪specimen_id|TP-24-3381-07⟫ are pending.
"""))

TEXTS.append(("live_chat", """
[Live chat -- ⟪org_name|Oakridge Sawmill⟫ web shop]
Bot: Hi! How can we help?
Visitor: hi its ⟦PERSON|Mike Donnelly⟧, order ⟪order_id|#OS-55193⟫ wont go through at checkout
Agent (⟦PERSON|Carla⟧): Sorry ⟦PERSON|Mike⟧! I can take it manually. Card number?
Visitor: ⟦CARD|$card_m1⟧ exp 11/26 security ⟦CVV|309⟧
Agent (⟦PERSON|Carla⟧): Thanks. Delivery to ⟦ADDRESS|41 Glebe Lane, Hexham NE46 3BX⟧?
Visitor: yes. total was ⟦AMOUNT|£1,284.60⟧ right? 8x4 oak beams
Agent: Correct, incl. delivery. Beams are ⟪price_list|£142/m³⟫ kiln dried. Confirmation goes to ⟦EMAIL|mike.donnelly@btinternet.com⟧.
"""))

TEXTS.append(("booking_confirmation", """
BOOKING CONFIRMED -- ref ⟪booking_ref|QK7M2P⟫
Passenger: ⟦PERSON|HOFFMANN/JENS⟧ MR
Passport: ⟦PASSPORT|$pp_de1⟧ (DEU)    DOB ⟦DATE_OF_BIRTH|1982-10-04⟧
Mobile ⟦PHONE|+49 160 9921 4470⟧    Email ⟦EMAIL|jens.hoffmann@windtech-bremen.de⟧
Bremen (BRE) -> Copenhagen ⟪flight_no|SK 1634⟫ 06:55, Copenhagen -> Esbjerg ⟪flight_no|DX 81⟫ 09:40, seat ⟪seat|14C⟫
Fare ⟪fare|EUR 612.40⟫ charged to company account ⟪corporate_account|WTB-CORP-0041⟫
"""))

TEXTS.append(("visa_invitation_letter", """
⟪org_name|Dogger Bank O&M Ltd⟫                               ⟪letter_ref|HR/VIS/2024/077⟫

To: Visa Section, British Embassy Manila

We confirm that Mr ⟦PERSON|Reynaldo Bautista Cruz⟧, born ⟦DATE_OF_BIRTH|6 March 1985⟧, Philippine passport ⟦PASSPORT|$pp_ph2⟧, of ⟦ADDRESS|Blk 12 Lot 8, Mabini St., Brgy. San Roque, Navotas City 1485⟧, has been offered employment as a blade repair technician at our Whitby base from 1 September. His monthly salary will be ⟦AMOUNT|£2,950⟧ gross and accommodation is provided. Our sponsor licence number is ⟪sponsor_licence_no|NUA3K9V2R⟫.

For verification please contact ⟦PERSON|Hazel Whitby⟧, HR Manager, ⟦PHONE|+44 1723 500 812⟧, ⟦EMAIL|hazel.whitby@doggerbank-om.co.uk⟧.
"""))

TEXTS.append(("crew_settlement_slip", """
OPPGJØR / CREW SETTLEMENT -- ⟪vessel_name|M/S Havgull⟫ ⟪vessel_reg|M-88-HØ⟫    trip ⟪trip_no|2024-07⟫
Crew member: ⟦PERSON|Eirik Nilsen⟧    fnr ⟦NATIONAL_ID|$nid_no1⟧
Gross catch value (vessel): ⟪vessel_total|NOK 3 812 400⟫
Crew share (1.0 lott):       ⟦AMOUNT|NOK 118 650⟧
Less tax withheld:           ⟦AMOUNT|NOK 38 420⟧    (⟪org_fee|guarantee fund 0.3 %⟫ deducted at vessel level)
Net paid:                    ⟦AMOUNT|NOK 80 230⟧  to ⟦IBAN|$iban_no4⟧ on ⟪payment_date|15.08.2024⟫
Questions: skipper ⟦PERSON|Arne Vik⟧ ⟦PHONE|+47 901 22 784⟧
"""))

TEXTS.append(("employment_contract", """
ANSÆTTELSESKONTRAKT / EMPLOYMENT CONTRACT (extract)
Employer: ⟪org_name|Nordsø Vindservice ApS⟫, CVR ⟪cvr_number|38 17 42 95⟫
Employee: ⟦PERSON|Freja Lindqvist Mortensen⟧, CPR ⟦NATIONAL_ID|$nid_dk2⟧
Address: ⟦ADDRESS|Kongensgade 104, 1. th., 6700 Esbjerg⟧
Position: wind turbine technician (GWO BST, ⟪certificate_no|WINDA 7731920⟫)
Monthly salary: ⟦AMOUNT|DKK 38.500⟧ plus offshore allowance of ⟪allowance_rate|DKK 650 per offshore day⟫ under the collective agreement.
Salary is paid to ⟦IBAN|$iban_dk1⟧.
Signed: ⟦PERSON|Freja L. Mortensen⟧     ⟪signing_date|03.06.2024⟫
"""))

TEXTS.append(("meeting_minutes", """
Minutes -- kick-off, Phase II site investigation, former ⟪site_name|Harbourside Tannery⟫
Attendees: ⟦PERSON|Yusuf Demir⟧ (client), ⟦PERSON|Claire Boateng⟧, ⟦PERSON|Ewan McAllister⟧ (consultant), ⟦PERSON|Ruth⟧ (ecology, dialled in)
- Fee agreed ⟪project_fee|£48,750 ex VAT⟫; invoicing monthly against ⟪po_number|PO 4500218867⟫.
- Access: gate code for the yard is ⟦PASSWORD|1 9 8 3 star⟧ -- ⟦PERSON|Yusuf⟧ asks we don't circulate it.
- ⟦PERSON|Ewan⟧ to confirm UXO desk study; ⟦PERSON|Claire⟧ to book the rig (⟪rig_model|Comacchio 205⟫).
- ⟦PERSON|Ruth⟧ off from the 10th (⟦MEDICAL|knee replacement⟧) so bat surveys move to ⟦PERSON|Tom⟧.
"""))

TEXTS.append(("survey_dictation", """
Survey dictation, bench six north wall. Prism ⟪survey_point|P-117⟫ has moved eight mil since Tuesday, coordinates ⟪grid_reference|E 412 883.204 N 6 418 220.771⟫. Tell ⟦PERSON|Brendan⟧ to hold the shot on ⟪blast_id|6N-044⟫ until geotech looks at it. Geotech is ⟦PERSON|Anouk⟧, her mobile is ⟦PHONE|zero four double-one, three-six-two, eight-eight-oh⟧. Also ⟦PERSON|Brendan⟧ mentioned his ⟦MEDICAL|blood pressure tablets⟧ make him dizzy on the ramp, someone should flag that with the medic. End.
"""))

TEXTS.append(("teams_chat", """
[Teams] ⟦PERSON|Hollie Marsh⟧ ⟪chat_time|10:02⟫
hiya, locked out of the ⟪app_name|SAP Fiori⟫ portal again 🙈 can u reset?

[Teams] IT Service Desk (⟦PERSON|Arun⟧) 10:05
done -- temp password ⟦PASSWORD|Welcome2Brigg!⟧ , you'll be asked to change it. Your MFA backup codes were regenerated too: ⟦SECRET|$sec_rc9⟧ and ⟦SECRET|$sec_rc10⟧ (keep them somewhere safe, not in Teams 😅). Ticket ⟪ticket_id|INC0791442⟫.

[Teams] ⟦PERSON|Hollie Marsh⟧ 10:07
lol too late. thanks ⟦PERSON|Arun⟧ x
"""))

TEXTS.append(("pgpass_file", """
# ~/.pgpass for ⟦PERSON|ebaptiste⟧ -- hostname:port:database:username:password
⟦IP_ADDRESS|10.91.4.2⟧:⟪port|5432⟫:⟪db_name|catchdb⟫:catch_app:⟦SECRET|Ling&Hake-2024⟧
⟦IP_ADDRESS|10.91.4.3⟧:5432:catchdb:catch_ro:⟦SECRET|readonly-Monkfish⟧
localhost:5432:*:postgres:⟦SECRET|pgLocal!77⟧
# old prod, decommissioned: ⟪doc_ip|192.0.2.44⟫
"""))

TEXTS.append(("ci_log", """
Run ./scripts/deploy.sh
  env:
    AWS_REGION: ⟪cloud_region|eu-north-1⟫
    DEPLOY_KEY: ⟪masked_secret|***⟫
    SLACK_BOT_TOKEN: ***
HEAD is now at ⟪commit_sha|$d_commit3⟫ bump edge agent
+ echo "deploying ⟪git_ref|refs/tags/v2.8.0⟫ by ⟦PERSON|ahedlund⟧"
deploying refs/tags/v2.8.0 by ⟦PERSON|ahedlund⟧
+ curl -sf -H "Authorization: token ⟦APIKEY|$ak_gh1⟧" https://api.github.com/repos/sawmill-iot/edge/releases
Error: Process completed with exit code ⟪exit_code|22⟫.
"""))

TEXTS.append(("induction_web_form", """
CONTRACTOR INDUCTION -- personal details (form ⟪form_version|v3.2⟫)
Full name*: ⟦PERSON|Aleksandra Wiśniewska⟧
Date of birth*: ⟦DATE_OF_BIRTH|14.05.1990⟧
PESEL / national ID: ⟦NATIONAL_ID|$nid_pl1⟧
Mobile*: ⟦PHONE|+48 601 442 918⟧
Email*: ⟦EMAIL|ola.wisniewska@wp.pl⟧
Home address: ⟦ADDRESS|ul. Portowa 17/4, 81-350 Gdynia⟧
Medical conditions we should know about: ⟦MEDICAL|epilepsy, seizure-free 6 yrs, on levetiracetam⟧
Emergency contact: ⟦PERSON|Marek Wiśniewski⟧ (brother) ⟦PHONE|+48 503 120 667⟧
GWO ID: ⟪gwo_id|WINDA 2290417⟫     Induction slot: ⟪slot_time|Tue 08:00⟫
"""))

TEXTS.append(("safety_data_sheet", """
SAFETY DATA SHEET -- ⟪product_name|SolvaClean 40⟫    Version ⟪version|4.1⟫    Revision date ⟪revision_date|2023-11-02⟫
1.3 Supplier: ⟪org_name|Teesside Speciality Chemicals Ltd⟫ (emergency telephone: see 1.4)
3   Composition
    Xylene (mixed isomers)   CAS ⟪cas_number|1330-20-7⟫   EC ⟪ec_number|215-535-7⟫   25-50 %
    Ethylbenzene             CAS ⟪cas_number|100-41-4⟫                     10-25 %
4   First aid: if swallowed do NOT induce vomiting. Seek medical advice. Medical practitioners may consider ⟪drug_leaflet|activated charcoal⟫; treat symptomatically.
14  Transport: ⟪un_number|UN 1307⟫, class 3, PG III
"""))

TEXTS.append(("price_list", """
PRICE LIST -- effective 1 March    (ex VAT, per m³ unless stated)    ⟪price_list_ref|PL-2024-03⟫
Grade              25x100   47x150   75x225
C16 sawn           ⟪price|£285⟫     £292     £310
C24 regularised    £342     ⟪price|£355⟫     £371
Larch cladding     ⟪price|£28.40/m⟫ (per linear metre, 22x150)
Delivery ⟪delivery_tariff|£65 within 30 miles⟫, £1.80/mile beyond. Minimum order ⟪minimum_order|£250⟫.
Account customers 30 days. Quotes valid ⟪quote_validity|14 days⟫.
"""))

TEXTS.append(("readme", """
# tide-gauge-ingest

Quick start:

```bash
export TIDE_API_KEY=⟪example_key|YOUR_API_KEY_HERE⟫
export AWS_ACCESS_KEY_ID=⟪example_key|AKIAIOSFODNN7EXAMPLE⟫
export AWS_SECRET_ACCESS_KEY=⟪example_secret|wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY⟫
./ingest --gauge ⟪doc_ip|198.51.100.23⟫ --port ⟪port|502⟫ --since ⟪iso_timestamp|2024-01-01T00:00:00Z⟫
```

The Stripe key in `tests/fixtures.py` (⟪example_key|sk_test_4eC39HqLyjWDarjtT1zdp7dc⟫) is the public example from the vendor docs and safe to commit. IPv6 test gauge: ⟪doc_ip|2001:db8:4e::17⟫. Needs Python ⟪version|3.11⟫+.
"""))

TEXTS.append(("referral_letter", """
⟪org_name|Wilton Occupational Health Service⟫
To: Dr ⟦PERSON|Rebecca Tan⟧, Consultant Respiratory Physician, James Cook University Hospital

Re: ⟦PERSON|Martin Coulthard⟧, DOB ⟦DATE_OF_BIRTH|30/06/1975⟧, ⟦ADDRESS|9 Leven Close, Stokesley TS9 5HT⟧

Dear Dr ⟦PERSON|Tan⟧,
I would be grateful if you would see this process operator from the ⟪plant_unit|MDI unit⟫. Since October he reports ⟦MEDICAL|wheeze and chest tightness worsening through the working week, improving on leave⟧. Serial peak flows over 4 weeks give ⟦MEDICAL|an OASYS score of 3.2⟧, consistent with occupational asthma; ⟦MEDICAL|MDI-specific IgE was negative⟧. He is a ⟦MEDICAL|lifelong non-smoker⟧ and takes ⟦MEDICAL|Fostair 100/6 two puffs bd⟧.
He has been removed from isocyanate exposure pending your opinion.

Yours sincerely,
Dr ⟦PERSON|Ahmed Siddiqui⟧, Occupational Physician, GMC ⟪gmc_number|6129904⟫
cc ⟦PERSON|Martin Coulthard⟧; GP, ⟪gp_practice|Stokesley Health Centre⟫
"""))

TEXTS.append(("biological_monitoring_letter", """
⟪org_name|Kalgoorlie Assay Laboratories⟫ -- Lead Risk Work: Biological Monitoring Result
To: ⟦PERSON|Shane Pettigrew⟧ (fire assay, day shift)      Employee no. ⟪employee_id|KAL-1148⟫
Sample date: ⟪sample_date|12/08/2024⟫
Your blood lead level: ⟦MEDICAL|1.12 µmol/L (23 µg/dL)⟧
Removal level (males, females not of reproductive capacity): ⟪regulatory_limit|1.45 µmol/L (30 µg/dL)⟫
Because your result is above the ⟪regulatory_limit|0.97 µmol/L⟫ notification level you will be retested in 6 weeks and your tasks reviewed. The FBC also showed ⟦MEDICAL|iron deficiency anaemia (Hb 118 g/L)⟧ -- please see your GP.
Questions: Dr ⟦PERSON|Ilse Verhoeven⟧, appointed medical practitioner, ⟦PHONE|(08) 9021 6655⟧
"""))

TEXTS.append(("permit_application_form", """
CFEC PERMIT APPLICATION -- online submission ⟪submission_id|$d_uuid2⟫
Applicant name: ⟦PERSON|Nora Aleck⟧
SSN: ⟦SSN|$ssn3⟧       Date of birth: ⟦DATE_OF_BIRTH|March 2, 1990⟧
Mailing address: ⟦ADDRESS|412 Lower Mill Bay Rd, Kodiak, AK 99615⟧
Phone: ⟦PHONE|907-539-2241⟧       Email: ⟦EMAIL|nora.aleck@gci.net⟧
Fishery: ⟪fishery_code|S04K⟫ Kodiak salmon purse seine    Vessel ADF&G no. ⟪adfg_vessel_no|57118⟫
Fee: ⟪permit_fee|$75.00 resident⟫     Paid: ⟪masked_card|VISA ************3371⟫
"""))

TEXTS.append(("fundraiser_post", """
❤️ Help ⟦PERSON|Davey⟧ get home ❤️   organised by ⟦PERSON|Kirsty Macrae⟧
Our ⟦PERSON|Davey Macrae⟧ went overboard off Barra on ⟪incident_date|the 3rd⟫ and was pulled out by the crew of the ⟪vessel_name|Girl Mhairi⟫. He's in the Queen Elizabeth in Glasgow with ⟦MEDICAL|hypothermia, two broken ribs and a collapsed lung⟧ and will be off the boats for months. Every penny goes to the family. Target ⟪fundraiser_target|£15,000⟫.

Recent donations
  ⟦PERSON|Angus⟧ & ⟦PERSON|Morag⟧ .......... ⟦AMOUNT|£50⟧
  Anonymous ........... ⟦AMOUNT|£20⟧
  ⟦PERSON|Fraser Boyd⟧ ......... ⟦AMOUNT|£200⟧  "from all the lads at ⟪org_name|Mallaig fish market⟫"
"""))

TEXTS.append(("accommodation_email", """
Hi ⟦PERSON|Sunil⟧,
Room's yours from the 2nd (ref ⟪listing_id|SR-88123⟫ on the flatshare site). Address is ⟦ADDRESS|Flat 3, 27 Marine Parade, Great Yarmouth NR30 2EN⟧, 5 min from the O&M base. Rent ⟪rent_tariff|£135/week bills incl.⟫ as advertised; I've had your deposit of ⟦AMOUNT|£540⟧ plus first week, thanks.
Key safe by the door, code ⟦PASSWORD|2580⟧. Wifi is ⟪wifi_ssid|YARMOUTH-FLAT3⟫, password ⟦PASSWORD|seagulls-stole-my-chips⟧.
Any issues text me on ⟦PHONE|07700 151 862⟧.
⟦PERSON|Bev⟧
"""))

TEXTS.append(("sms", """
From: ⟦PHONE|+44 7788 410 233⟧ (⟪sms_time|Thu 19:42⟫)
⟦PERSON|Gary⟧ u still havent paid for the 6 boxes of monk from tuesdays sale, thats ⟦AMOUNT|£612⟧ not the ⟦AMOUNT|£480⟧ u sent. auction sheet says lot ⟪lot_number|117⟫ @ ⟪auction_price|£102/box⟫. sort it by fri or im telling ⟦PERSON|Big Tam⟧ at the market office. ⟦PERSON|Raymond⟧
"""))

TEXTS.append(("vet_consultation_note", """
⟪org_name|Harbour Veterinary Clinic⟫ -- consultation note
Patient: "⟪pet_name|Skipper⟫" (Border Collie, 7 yrs)   Microchip ⟪microchip_no|826098100473312⟫
Owner: ⟦PERSON|Ailsa Geddes⟧, ⟦PHONE|01779 470 228⟧
Presenting complaint: ⟪animal_health|lameness left fore, soft tissue injury from the boat deck⟫. Dispensed ⟪animal_medication|meloxicam 1.5 mg/ml oral suspension⟫ for the dog, 5 days.
Second pet "⟪pet_name|Mackerel⟫" (cat) -- booster due next month.
Owner mentioned her own ⟦MEDICAL|pregnancy⟧; gave toxoplasmosis advice re the cat litter.
Paid by owner today: ⟦AMOUNT|£86.30⟧
"""))

TEXTS.append(("helpline_call_summary", """
[Employee Assistance / OH line -- call summary ⟪call_ref|CALL-2024-88412⟫, agent ⟦PERSON|Precious⟧]
Caller: ⟦PERSON|Darren Whitlock⟧, sawmill yard operative, staff no. ⟪staff_id|BM-2207⟫.
Reason: asking about unpaid leave -- his wife ⟦PERSON|Kelly⟧ was diagnosed with ⟦MEDICAL|stage 2 breast cancer⟧ and starts ⟦MEDICAL|chemotherapy⟧ on the 14th. Their son has ⟦MEDICAL|type 1 diabetes⟧ so childcare is tight.
Caller himself reports ⟦MEDICAL|not sleeping, low mood⟧; offered 6 counselling sessions (⟪service_code|EAP-CNS-6⟫).
Callback: ⟦PHONE|07495 221 036⟧ after 4pm.
"""))

TEXTS.append(("audit_log_jsonl", """
{"ts":"⟪iso_timestamp|2024-06-03T08:14:22Z⟫","event":"user.login","actor":"⟦EMAIL|anders.lund@fjordsea-catch.no⟧","ip":"⟦IP_ADDRESS|84.208.17.131⟧","ua":"Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)","result":"success"}
{"ts":"2024-06-03T08:15:02Z","event":"export.csv","actor":"⟦EMAIL|anders.lund@fjordsea-catch.no⟧","ip":"⟦IP_ADDRESS|84.208.17.131⟧","object":"⟪object_id|$d_uuid3⟫","rows":⟪row_count|1422⟫}
{"ts":"2024-06-03T08:31:47Z","event":"user.login","actor":"⟦EMAIL|k.moen@fjordsea-catch.no⟧","ip":"⟦IP_ADDRESS|100.96.41.8⟧","result":"failure","reason":"bad_password"}
{"ts":"2024-06-03T08:31:59Z","event":"apikey.create","actor":"⟦EMAIL|k.moen@fjordsea-catch.no⟧","ip":"⟦IP_ADDRESS|100.96.41.8⟧","key_prefix":"⟪key_prefix|fsc_live_8Hq⟫","scope":"landings:read"}
"""))

TEXTS.append(("firewall_log", """
# ⟦PERSON|Ben⟧: the ⟦IP_ADDRESS|2a02:c7c:6d3e:1e00:4c1:9aff:fe21:77b2⟧ one is my home line, don't ban it
⟪log_timestamp|Jun  3 11:02:17⟫ fw-sawmill kernel: [UFW BLOCK] IN=eth0 OUT= MAC=⟪mac_header|52:54:00:8a:1f:3c:00:1b:21:aa:07:e2:86:dd⟫ SRC=⟦IP_ADDRESS|2a02:c7c:6d3e:1e00:4c1:9aff:fe21:77b2⟧ DST=⟦IP_ADDRESS|2a01:4f8:c012:5a7::1⟧ LEN=80 PROTO=TCP SPT=⟪port|51234⟫ DPT=22
Jun  3 11:02:19 fw-sawmill kernel: [UFW ALLOW] IN=eth1 SRC=⟦IP_ADDRESS|10.0.20.31⟧ DST=⟦IP_ADDRESS|10.0.20.1⟧ PROTO=UDP SPT=68 DPT=67
Jun  3 11:02:40 fw-sawmill kernel: [UFW BLOCK] IN=eth0 SRC=⟦IP_ADDRESS|91.240.118.172⟧ DST=⟦IP_ADDRESS|88.99.41.207⟧ PROTO=TCP SPT=44120 DPT=3389
"""))

TEXTS.append(("timesheet_csv", """
# approved by ⟦PERSON|dkwan⟧ ⟪approval_ts|2024-05-18 07:02⟫
week_ending,crew,name,mon,tue,wed,thu,fri,sat,total_hrs,notes
⟪week_ending|2024-05-17⟫,⟪crew_code|GREEN-CHAIN-B⟫,⟦PERSON|Vasquez R.⟧,9,9,9,9,8,0,44,
2024-05-17,GREEN-CHAIN-B,⟦PERSON|Tuilagi S.⟧,9,9,0,0,9,5,32,"off wed-thu, ⟦MEDICAL|gout flare⟧ (dr note)"
2024-05-17,GREEN-CHAIN-B,⟦PERSON|Lindgren K.⟧,9,9,9,9,9,5,50,
2024-05-17,EDGER,⟦PERSON|Okafor C.⟧,10,10,10,10,8,0,48,"⟦MEDICAL|back strain⟧ reported 5/14, light duty"
"""))

TEXTS.append(("python_settings", """
# bots/shift_bot/settings.py -- ⟦PERSON|Nikolai Petrov⟧, April
SLACK_BOT_TOKEN = "⟦APIKEY|$ak_slack1⟧"
SLACK_SIGNING_SECRET = "⟦SECRET|a41f9c0e6b7d2285ce13f0b9d7a4e6c1⟧"
SLACK_APP_ID = "⟪app_id|A06QX8R2K1L⟫"
SLACK_CLIENT_ID = "⟪client_id|5480117398102.6771203948115⟫"
CHANNEL_ALERTS = "⟪channel_id|C05HN4V7M2P⟫"
OPENAI_KEY = "⟦APIKEY|$ak_openai3⟧"
DEFAULT_ONCALL = "⟦PERSON|npetrov⟧"
"""))

TEXTS.append(("api_gateway_log", """
2024-06-11T09:20:44.118Z INFO  gw req_id=⟪request_id|$d_uuid4⟫ method=POST path=/v3/⟪mail_domain|mg.tailings-monitor.com⟫/messages upstream=api.mailgun.net status=200 latency_ms=⟪latency_ms|183⟫
2024-06-11T09:20:44.120Z DEBUG gw headers={"X-Api-Key":"⟦APIKEY|$ak_mailgun1⟧","X-Forwarded-For":"⟦IP_ADDRESS|172.20.14.6⟧"}
2024-06-11T09:20:45.902Z INFO  gw req_id=⟪request_id|$d_uuid5⟫ method=POST path=/v3/mail/send upstream=api.sendgrid.com status=401 body={"to":"⟦EMAIL|dam.safety@tailings-monitor.com⟧"} key=⟦APIKEY|$ak_sendgrid2⟧
"""))

TEXTS.append(("crew_list_csv", """
# ⟪org_name|Bristol Bay Processors LLC⟫ -- season hires ⟪season_code|BB24⟫ (CONFIDENTIAL)
last,first,dob,ssn,home_state,position,bunk
⟦PERSON|Oyelaran⟧,⟦PERSON|Tunde⟧,⟦DATE_OF_BIRTH|1998-03-14⟧,⟦SSN|$ssn4⟧,TX,slime line,⟪bunk_id|B-12⟫
⟦PERSON|Hernández⟧,⟦PERSON|Marisol⟧,⟦DATE_OF_BIRTH|2001-11-09⟧,⟦SSN|$ssn5⟧,WA,egg house,B-14
⟦PERSON|Kowalczyk⟧,⟦PERSON|Adam⟧,⟦DATE_OF_BIRTH|1994-07-30⟧,⟦SSN|$ssn6⟧,MI,freezer,C-02
"""))

TEXTS.append(("email_payroll", """
Subject: Direct deposit change -- ⟦PERSON|Brandon Tso⟧

Hi Payroll,
I switched banks. New routing ⟪bank_routing|111000025⟫, account ending ⟪masked_account|****7731⟫ -- signed form attached.
For verification: SSN ⟦SSN|$ssn7⟧, employee ⟪employee_id|NDX-5512⟫, DOB ⟦DATE_OF_BIRTH|Aug 19 1988⟧.
Also my last check was short ⟦AMOUNT|$312.40⟧ (missed the Sunday OT on the ⟪well_name|Dahl 21-3H⟫ job).

Thanks,
⟦PERSON|Brandon⟧ -- cell ⟦PHONE|701.580.2291⟧ (Williston)
"""))

TEXTS.append(("witness_statement", """
WITNESS STATEMENT -- incident ⟪incident_no|SM-INC-0419⟫ (headrig kickback)
I, ⟦PERSON|Kevin Ashdown⟧, saw ⟦PERSON|Lee Varley⟧ reach over the infeed conveyor at about ⟪time_of_day|10:40⟫ to clear a jammed slab. The log shifted and the slab hit ⟦PERSON|Lee⟧ on his right side. I called ⟦PERSON|Jan⟧ (first aider) who checked him and rang 999. Paramedics took him to Harrogate; I heard later it was ⟦MEDICAL|two fractured ribs and a bruised liver⟧.
Machine: ⟪machine_id|HR-2 headrig⟫, ⟪saw_model|Linck VM-1⟫.
Signed ⟦PERSON|K. Ashdown⟧    ⟪statement_date|22/04/2024⟫
"""))

TEXTS.append(("shift_handover", """
SHIFT HANDOVER -- CR2 (chlor-alkali), nights -> days, ⟪shift_date|Sat 15 Jun⟫
Outgoing: ⟦PERSON|Gemma Roberts⟧     Incoming: ⟦PERSON|Paul Kinsella⟧
- Cell room: ⟪equipment_tag|E-301⟫ membrane voltage trending up, 3.21 V avg, eng aware.
- ⟦PERSON|Ian Crossley⟧ went home 03:30 after a ⟦MEDICAL|caustic splash to left forearm⟧, irrigated 20 min, OH nurse says ⟦MEDICAL|first-degree chemical burn⟧. Back Monday.
- DCS engineering laptop PIN changed to ⟦PASSWORD|770914⟧ (also in the key safe log).
- Permit ⟪permit_no|PTW-26631⟫ still live on ⟪equipment_tag|P-115B⟫.
"""))

TEXTS.append(("email_card_payment", """
Subject: card payment for ⟪quote_no|Q-24-0771⟫ (fatigue testing, ⟪specimen_count|24 specimens⟫)

Hi ⟦PERSON|Joanne⟧,
Happy to proceed. Please charge the company Amex, it's in my name:
Cardholder: ⟦PERSON|Roberto Salvatori⟧
Number: ⟦CARD|$card_a1⟧
Expiry 08/27, CID ⟦CVV|4417⟧
Amount as quoted, ⟪quote_total|£9,860.00 + VAT⟫.
Card billing address: ⟦ADDRESS|The Old Forge, 3 Mill Lane, Mirfield WF14 8QA⟧

Best,
⟦PERSON|Roberto⟧  ⟦PHONE|+44 7700 184 226⟧
"""))

TEXTS.append(("sms", """
ok mum's card for dad's ⟪licence_type|buyer registration⟫ at the fish market (reg ⟪buyer_reg_no|BR-4471⟫): ⟦CARD|$card_v2⟧ exp 03/27 back ⟦CVV|552⟧. name on it MRS ⟦PERSON|J OKONKWO⟧. it'll be ⟦AMOUNT|£58⟧. dont tell ⟦PERSON|Chidera⟧ lol  (⟪sms_time|Sun 21:14⟫)
"""))

TEXTS.append(("vendor_support_ticket", """
Support case ⟪case_no|#00418827⟫ -- SMS alerts not sending from tailings dam monitor
From: ⟦PERSON|Ricardo Lemos⟧ <⟦EMAIL|ricardo.lemos@minerva-geotec.com.br⟧>
Hi, our piezometer alarm SMS stopped yesterday. Config:
  account_sid = ⟪account_sid|$d_twilio_sid1⟫
  api_key     = ⟦APIKEY|$ak_twilio1⟧
  auth_token  = ⟦SECRET|$sec_twilio1⟧
  from        = ⟦PHONE|+55 31 3994 2210⟧
  to          = ⟦PHONE|+55 31 98847 1163⟧ (me, on call)
CPF for the account verification: ⟦NATIONAL_ID|$nid_br1⟧
--
Support (⟦PERSON|Hannah⟧): Please never send auth tokens in a ticket -- I've asked your admin to rotate it. Your sends fail with ⟪error_code|21610⟫ (recipient unsubscribed).
"""))

TEXTS.append(("kubeconfig", """
apiVersion: v1
kind: Config
clusters:
- cluster:
    certificate-authority-data: ⟪ca_cert_b64|LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUM1ekNDQWMrZ0F3SUJBZ0lCQURBTkJna3Foa2lHOXcwQkFRc0ZBREFWTVJNd0VRWURWUVFERXdwcmRXSmwK⟫
    server: https://⟦IP_ADDRESS|10.14.0.2⟧:⟪port|6443⟫
  name: ⟪cluster_name|catchlog-prod⟫
users:
- name: ⟦PERSON|tmcgrath⟧
  user:
    token: ⟦APIKEY|$ak_jwt4⟧
current-context: ⟦PERSON|tmcgrath⟧@catchlog-prod
"""))
