# blind94 English texts.  Each entry typed by hand: (kind, marked_text).
# ⟦TYPE|value⟧ = labelled span, ⟪kind|value⟫ = decoy, $name = values.VALUES[name]

TEXTS = [
("whatsapp_group_chat", """[19:02] ⟦PERSON|Marjorie Pascoe⟧: practice moved to Thurs this wk, tower captain's orders. ringing chamber door code is now ⟦PASSWORD|2 5 8 0⟧
[19:03] ⟦PERSON|Marjorie Pascoe⟧: NOT the vestry safe code, that one stays ⟦PASSWORD|7713⟧ and only churchwardens get it
[19:04] ⟦PERSON|Dev Raman⟧: is ⟦PERSON|Ollie⟧ coming? he's got my copy of ⟪publication|The Ringing World⟫ w/ the ⟪method_name|Stedman Triples⟫ diagrams
[19:05] ⟦PERSON|Marjorie Pascoe⟧: ⟦PERSON|Ollie⟧'s off for a fortnight, ⟦MEDICAL|hernia repair⟧ on Monday. txt him ⟦PHONE|07831 442915⟧
[19:07] ⟦PERSON|Dev Raman⟧: poor lad. I've sent ⟦AMOUNT|£24⟧ for me + ⟦PERSON|Priya⟧ for the peal fees, bank ref ⟪payment_ref|PEAL-0611⟫
[19:07] ⟦PERSON|Marjorie Pascoe⟧: ta 👍"""),

("email_with_signature", """Subject: Re: Swell box shutters - St Aldhelm's, Frome

Dear Canon ⟦PERSON|Whitlock⟧,

Thank you for your note of the 3rd. Our quotation ⟪quote_id|Q-2024-117⟫ for releathering the swell shutter motors and regulating the ⟪stop_name|Trumpet 8'⟫ stands at ⟪quote_price|£18,450 + VAT⟫ and is valid for 90 days.

Separately, I have refunded ⟦AMOUNT|£340.00⟧ to Mr ⟦PERSON|Hilary Stott⟧ for the blower belt he bought out of his own pocket in February - he asked that it go to his personal account rather than the PCC's. If he'd rather talk it through his mobile is ⟦PHONE|07700 415 268⟧, or he can ring me directly.

We'd hope to start after the ⟪event|Three Choirs Festival⟫ in August.

Kind regards,
⟦PERSON|Aled Pritchard⟧
Voicing & Tonal Finishing
⟪org_name|Mendip Organ Works Ltd⟫
Unit 4, ⟪org_address|Hollow Lane Trading Estate, Shepton Mallet BA4 5QR⟫
T ⟦PHONE|01749 342 880⟧  M ⟦PHONE|07912 605 114⟧
⟦EMAIL|aled@mendiporganworks.co.uk⟧
Company no. ⟪company_number|08817342⟫"""),

("shell_history", """  501  ssh ⟦PERSON|tmcgowan⟧@⟦IP_ADDRESS|10.14.2.31⟧
  502  cd /home/⟦PERSON|tmcgowan⟧/towersite && git pull
  503  git show ⟪commit_sha|$dec_sha3⟫ --stat
  504  export MAILGUN_API_KEY=⟦APIKEY|$key_mailgun1⟧
  505  mysql -h ⟦IP_ADDRESS|172.18.0.4⟧ -u ringers_web -p'⟦PASSWORD|Grandsire#1766⟧' towerdb
  506  curl -I http://⟪doc_ip|203.0.113.40⟫/healthz
  507  pip install django==⟪version|4.2.11⟫
  508  python manage.py createsuperuser --username ⟦PERSON|tmcgowan⟧ --email ⟦EMAIL|t.mcgowan@stmaryringers.org.uk⟧
  509  sudo ufw allow from ⟦IP_ADDRESS|86.143.27.201⟧ to any port ⟪port|22⟫
  510  history | tail -20"""),

("call_transcript", """Call recording - ⟪org_name|Fenwick Natural History Studio⟫ - 14 Mar 10:42 - ref ⟪call_id|CR-55120⟫
AGENT (⟦PERSON|Ruth⟧): Good morning, Fenwick studio, ⟦PERSON|Ruth⟧ speaking.
CALLER: Hi yeah it's ⟦PERSON|Gareth Lomax⟧, I left my cat with you in January? ⟪pet_name|Biscuit⟫?
AGENT: Oh yes, ⟪pet_name|Biscuit⟫, the big ginger. Such a shame about his ⟪animal_health|kidney failure⟫. He's ready now. Balance is ⟦AMOUNT|£385⟧.
CALLER: Can I pay card over the phone?
AGENT: Course. Long number when you're ready.
CALLER: ⟦CARD|$card04⟧
AGENT: Expiry and the three on the back?
CALLER: ⟪card_expiry|09/27⟫ and ⟦CVV|417⟧.
AGENT: Lovely, that's gone through. Best number for the courier?
CALLER: ⟦PHONE|oh seven nine five six, double two one, three eight four⟧
AGENT: And the address is still ⟦ADDRESS|22 Tanyard Close, Kendal LA9 7QB⟧?
CALLER: That's it. Cheers ⟦PERSON|Ruth⟧."""),

("csv_export", """member_id,full_name,home_tower,email,mobile,dob,subs_paid
⟪member_id|GR-0412⟫,⟦PERSON|Hannah Oyelaran⟧,⟪place_name|Kirkby Lonsdale⟫,⟦EMAIL|hannah.oye@gmail.com⟧,⟦PHONE|07700 318204⟧,⟦DATE_OF_BIRTH|1994-02-11⟧,⟦AMOUNT|£15.00⟧
⟪member_id|GR-0413⟫,⟦PERSON|Bernard Quayle⟧,⟪place_name|Sedbergh⟫,⟦EMAIL|bquayle47@btinternet.com⟧,⟦PHONE|01539 620 774⟧,⟦DATE_OF_BIRTH|1947-08-30⟧,⟦AMOUNT|£7.50⟧
⟪member_id|GR-0419⟫,⟦PERSON|Saoirse Flynn⟧,⟪place_name|Cartmel⟫,⟦EMAIL|saoirse.flynn@outlook.ie⟧,⟦PHONE|+353 87 214 9930⟧,⟦DATE_OF_BIRTH|2006-05-19⟧,⟦AMOUNT|£5.00⟧
⟪member_id|GR-0420⟫,⟦PERSON|Tomasz Wiśniewski⟧,⟪place_name|Ulverston⟫,⟦EMAIL|t.wisniewski@wp.pl⟧,⟦PHONE|07453 881 020⟧,⟦DATE_OF_BIRTH|1981-12-03⟧,⟦AMOUNT|£15.00⟧
⟪member_id|GR-0431⟫,⟦PERSON|Ines Carvalho⟧,⟪place_name|Grange-over-Sands⟫,⟦EMAIL|inescarv@sapo.pt⟧,⟦PHONE|07562 004 318⟧,⟦DATE_OF_BIRTH|1999-10-27⟧,⟦AMOUNT|£10.00⟧"""),

("slack_message", """#dev-workshop
⟦PERSON|Sunniva Berg⟧  11:14
argh sorry, pasted the wrong thing in the ticket earlier. here's the .env for the pipe-scale calculator so ⟦PERSON|Kwame⟧ can run it locally - PLEASE don't commit it

```
APP_ENV=production
APP_VERSION=⟪version|3.8.2⟫
DATABASE_URL=postgres://scales_app:⟦SECRET|Diapason!8ft⟧@⟦IP_ADDRESS|10.40.12.7⟧:⟪port|5432⟫/pipescales
AWS_ACCESS_KEY_ID=⟦APIKEY|$key_aws1⟧
AWS_SECRET_ACCESS_KEY=⟦SECRET|$sec_aws1⟧
S3_BUCKET=⟪bucket_name|orgelbau-scans-prod⟫
SENTRY_PUBLIC_KEY=⟪sentry_public_key|$dec_sentry1⟫
STRIPE_PUBLISHABLE_KEY=⟪publishable_key|$dec_pk_live1⟫
STRIPE_SECRET_KEY=⟦APIKEY|$key_stripe2⟧
ADMIN_EMAIL=⟦EMAIL|sunniva.berg@orgelverksted.no⟧
```

⟦PERSON|Kwame Asante⟧  11:16
got it thx. fwiw the db box is ⟦IP_ADDRESS|10.40.12.7⟧ now, the old .8 one got retired"""),

("invoice", """⟪org_name|Lumen Glassworks⟫
INVOICE ⟪invoice_no|INV-2024-0388⟫          Date: ⟪invoice_date|12 June 2024⟫

Bill to:
⟦PERSON|Felicity Arkwright⟧
⟦ADDRESS|7 Orchard Rise, Ledbury, Herefordshire HR8 2FJ⟧

Qty  Description                                   Code           Unit
1    Restore leaded panel, hall window             ⟪product_code|LG-RST-04⟫      ⟪unit_price|£620.00⟫
2    Bronze saddle bars, 600mm                     ⟪product_code|LG-SB-600⟫      ⟪unit_price|£48.00⟫

Deposit received from you on 2 May:   ⟦AMOUNT|£250.00⟧
Balance now due from you:             ⟦AMOUNT|£466.00⟧

Pay to ⟪org_name|Lumen Glassworks⟫, sort code ⟪org_bank_account|40-22-17 / 61843390⟫, quoting ⟪invoice_no|INV-2024-0388⟫.
Queries: ⟦PERSON|Nadia Sherwin⟧, ⟦PHONE|01531 633 902⟧"""),

("yaml_config", """# peal-booking service - deploy/prod.yaml   (owner: ⟦PERSON|gwyn.hughes⟧)
service:
  name: ⟪service_name|peal-booking⟫
  image: ⟪container_image|ghcr.io/ringers-guild/peal-booking:1.14.0⟫
  listen: ⟪bind_address|0.0.0.0⟫:⟪port|8080⟫
smtp:
  host: smtp.mailgun.org
  user: ⟪smtp_user|postmaster@mg.ringersguild.org.uk⟫
  password: ⟦PASSWORD|Plain-Bob-Minor-96⟧
notify:
  slack_webhook: ⟦SECRET|$sec_slackhook1⟧
  on_call: ⟦PHONE|+44 7723 190 446⟧
database:
  dsn: "mysql://peals:⟦SECRET|7bells&aTenor⟧@⟦IP_ADDRESS|192.168.40.20⟧:3306/peals"
jwt:
  signing_secret: ⟦SECRET|$sec_jwtsecret1⟧
  ttl_minutes: 60"""),

("stack_trace", """2024-05-21 09:14:07,552 ERROR [conservation-cms] Unhandled exception in /objects/⟪object_id|TX.1987.044⟫/condition
Traceback (most recent call last):
  File "/srv/cms/app/views/condition.py", line 212, in post
    report = ConditionReport.from_form(request.form, user=request.user)
  File "/srv/cms/app/models/report.py", line 88, in from_form
    raise ValidationError(f"fibre_type missing for {user.email}")
app.errors.ValidationError: fibre_type missing for ⟦EMAIL|m.okonkwo@textile-conservation.org⟧
request: POST /objects/⟪object_id|TX.1987.044⟫/condition  remote_addr=⟦IP_ADDRESS|100.72.14.9⟧  ua="Mozilla/5.0"
cookies: cms_session=⟦SECRET|$sec_sessionid1⟧; theme=dark
user: id=⟪user_id|3318⟫ name="⟦PERSON|Mercy Okonkwo⟧" role=senior_conservator
build: ⟪version|cms-2.3.7⟫ (⟪commit_sha|$dec_sha1⟫)"""),

("forum_post", """Re: Norfolk reed vs water reed - anyone used Thatchline for a ridge?

Posted by ⟦PERSON|barnowl_ian⟧ » Tue 9 Apr

Bit of a warning for anyone in the Wolds. I paid a bloke calling himself "⟦PERSON|Dazza⟧ from Thatchline" a deposit of ⟦AMOUNT|£1,800⟧ back in October for a block-cut ridge and haven't seen him since. His mobile (⟦PHONE|07984 211 560⟧) now goes straight to voicemail. Trading Standards ref is ⟪case_ref|TS/24/00917⟫.

For what it's worth the going rate round here seems to be ⟪price|£28-£35 per bundle⟫ for water reed, ridge extra. Mine's a ⟪building_type|Grade II listed⟫ so it has to be like-for-like.

If anyone knows him, PM me. - ⟦PERSON|Ian⟧"""),

("web_form_submission", """New submission - "Commission an heirloom mount" (form ⟪form_id|wpforms-1147⟫)
Submitted: ⟪timestamp|2024-03-02 16:48:11⟫ from ⟦IP_ADDRESS|2a02:c7f:9e3a:4100:5d21:7b9e:1a0c:33f2⟧

Your name: ⟦PERSON|Rosalind Achterberg⟧
Email: ⟦EMAIL|ros.achterberg@icloud.com⟧
Phone: ⟦PHONE|07816 530 992⟧
Postal address: ⟦ADDRESS|Flat 3, 41 Mill Road, Cambridge CB1 2AW⟧
Specimen: Barn owl (found roadkill, ⟪permit_ref|APHA licence 2024/0033⟫)
Budget: ⟪budget_range|£400-£600⟫
Any allergies or health issues we should know for your studio visit? ⟦MEDICAL|severe latex allergy, carries an EpiPen⟧
How did you hear about us? ⟪referral_source|Instagram⟫"""),

("meeting_minutes", """St Bartholomew's Society of Change Ringers - AGM minutes, ⟪meeting_date|19 January⟫

Present: ⟦PERSON|Geoffrey Tan⟧ (chair), ⟦PERSON|Lorna Beckwith⟧ (sec), ⟦PERSON|Fergus Adeyemi⟧, ⟦PERSON|Philippa Rowe⟧, ⟦PERSON|Jas Bhogal⟧, ⟦PERSON|Wendy Marchetti⟧
Apologies: ⟦PERSON|Colin Parfitt⟧ (⟦MEDICAL|recovering from cataract surgery⟧)

1. Treasurer's report: society funds stand at ⟪org_total|£4,312.66⟫; bell restoration appeal total ⟪org_total|£21,050⟫.
2. ⟦PERSON|Fergus Adeyemi⟧ to be reimbursed ⟦AMOUNT|£63.20⟧ for new sallies. ⟦PERSON|Jas Bhogal⟧ is owed ⟦AMOUNT|£18⟧ for the tea urn.
3. Junior subs waived for ⟦PERSON|Philippa Rowe⟧'s twins.
4. Tower key-safe code changed to ⟦PASSWORD|0 4 1 1⟧; ⟦PERSON|Lorna Beckwith⟧ to tell members in person, not by email.
5. Next quarter peal: ⟪method_name|Yorkshire Surprise Major⟫, ⟪date|Sat 15 March⟫.
AOB: ⟦PERSON|Wendy Marchetti⟧ asked that the minutes note her new mobile ⟦PHONE|07309 774 152⟧."""),

("helpdesk_ticket", """Ticket ⟪ticket_id|#48213⟫ | Mosaic Supply Co webshop | Priority: normal
From: ⟦PERSON|Yusuf Demirci⟧ <⟦EMAIL|ydemirci.tiles@gmail.com⟧>
Opened: ⟪timestamp|2024-07-08T08:31:52Z⟫  Client IP: ⟦IP_ADDRESS|31.94.18.226⟧

Hi, my order ⟪order_id|MSC-100734⟫ (smalti, ⟪product_code|SM-GOLD-24K⟫ x3) was charged twice on my card ending ⟪masked_card|**** 6620⟫. Can you refund the duplicate ⟦AMOUNT|£86.40⟧? I've got the bank statement if needed. Phone ⟦PHONE|07415 062 331⟧ after 5pm.

--- internal note (⟦PERSON|Bea⟧) ---
Confirmed double capture in Stripe, charge ⟪charge_id|ch_3PaQ1bHx77Ltz⟫. Refunded ⟦AMOUNT|£86.40⟧. Closing."""),

("sql_dump", """-- gilding_clients backup ⟪timestamp|2024-02-27 23:00:01⟫, schema ⟪schema_version|v12⟫
INSERT INTO clients (id, name, email, phone, postcode_addr, notes) VALUES
(⟪row_id|201⟫, '⟦PERSON|Augustin Delacroix-Hale⟧', '⟦EMAIL|a.delacroix.hale@free.fr⟧', '⟦PHONE|+33 6 71 28 44 09⟧', '⟦ADDRESS|14 rue des Tanneurs, 84000 Avignon⟧', 'frame regild, 23.5ct'),
(⟪row_id|202⟫, '⟦PERSON|Moira Keating⟧', '⟦EMAIL|moirak@eircom.net⟧', '⟦PHONE|+353 1 668 2047⟧', '⟦ADDRESS|9 Haddington Road, Dublin 4, D04 K2X6⟧', 'mirror, water gilding; ⟦MEDICAL|asthmatic - no solvent work while she visits⟧'),
(⟪row_id|203⟫, '⟦PERSON|Ravi Chaudhury⟧', '⟦EMAIL|ravi.c@chaudhury-fineart.co.uk⟧', '⟦PHONE|020 8127 4406⟧', '⟦ADDRESS|58 Lordship Lane, London SE22 8HJ⟧', 'owes ⟦AMOUNT|£1,140⟧ on console table'),
(⟪row_id|204⟫, '⟦PERSON|Edith Gwilliam⟧', '⟦EMAIL|edith.gwilliam@sky.com⟧', '⟦PHONE|01981 550 213⟧', '⟦ADDRESS|The Old Forge, Peterchurch, Hereford HR2 0RP⟧', 'paid in full');"""),

("markdown_table", """## Textile Conservation Studio - who to call (updated ⟪date|Sept 2024⟫)

| Name | Role | Ext / mobile | Email |
|------|------|--------------|-------|
| Dr ⟦PERSON|Mercy Okonkwo⟧ | Head of studio | ⟦PHONE|+44 20 7942 5518⟧ | ⟦EMAIL|m.okonkwo@textile-conservation.org⟧ |
| ⟦PERSON|Ailsa Drummond⟧ | Wet cleaning lead | ⟦PHONE|07796 203 417⟧ | ⟦EMAIL|a.drummond@textile-conservation.org⟧ |
| ⟦PERSON|Hiroshi Tanabe⟧ | Tapestry | ⟦PHONE|07533 891 046⟧ | ⟦EMAIL|h.tanabe@textile-conservation.org⟧ |
| Reception | - | ⟦PHONE|020 7942 5500⟧ | ⟪shared_mailbox|studio@textile-conservation.org⟫ |

Humidity alarm in Store B: ⟪equipment_id|Hanwell RL-4104⟫ - if it trips out of hours ring ⟦PERSON|Ailsa⟧ first.
Freezer pest-treatment log sheet: ⟪form_code|TCS-F07⟫"""),

("dictation", """Dictation - ⟦PERSON|Lewis Tremayne⟧, ⟪org_name|Tremayne Thatching⟫ - for ⟦PERSON|Jo⟧ to type up, Monday

Letter to Mrs ⟦PERSON|Philomena Greatorex⟧, ⟦ADDRESS|Rose Cottage, 3 Church Street, Much Hadham, Herts SG10 6DH⟧. Dear Mrs ⟦PERSON|Greatorex⟧ comma new para. Thank you for your cheque for ⟦AMOUNT|one thousand two hundred pounds⟧ being the first stage payment full stop. We will start stripping the old ⟪material|long straw⟫ on the twenty second weather permitting full stop. As discussed, my lads will keep the scaffold clear of your side door given your ⟦MEDICAL|hip replacement⟧ full stop. If anything changes please ring me on ⟦PHONE|oh seven seven two one, four six zero, three nine eight⟧ full stop. Yours sincerely et cetera.

⟦PERSON|Jo⟧ - also please chase ⟦PERSON|Sid⟧ about the ⟪quote_price|£14,600⟫ quote for the Dane End barn, and file the ⟪document_ref|CR/7731⟫ fire risk sheet. Cheers."""),

("ocr_business_card", """[OCR scan - card_0117.jpg - confidence ⟪ocr_confidence|0.91⟫]
GOLDLEAF & GESSO
⟦PERSON|Beatrix Ng-Halloran⟧
Master Gilder · Frame Conservation
M: ⟦PHONE|+44 (0)7 845 226 019⟧
T: ⟦PHONE|0117 946 3381⟧
E: ⟦EMAIL|beatrix@goldleafandgesso.co.uk⟧
⟪website|www.goldleafandgesso.co.uk⟫
Studio 12, ⟪org_address|Paintworks, Bath Road, Bristol BS4 3EH⟫
Member ⟪professional_body|ICON⟫ · Reg. ⟪membership_no|ACR 0458⟫"""),

("customer_review", """★★★★★ "Brought my grandad's old fox back to life"
⟦PERSON|Kerry-Ann Whitfield⟧ · Local Guide · 38 reviews · ⟪relative_date|2 months ago⟫

Absolutely brilliant service from ⟦PERSON|Tobias⟧ and the team at ⟪org_name|Fenwick Natural History⟫. The fox had been in a loft since the 70s and had moth damage everywhere. Cost me ⟦AMOUNT|£290⟧ all in which I thought was fair - their website price list says ⟪price|from £250⟫ for a restoration this size. Only downside is parking on ⟪street_name|Silver Street⟫. Would recommend!!

Response from the owner: Thanks ⟦PERSON|Kerry-Ann⟧! It was a pleasure. - ⟦PERSON|Tobias⟧"""),

("json_api_response", """{
  "order": {
    "id": "⟪order_id|BF-2024-00219⟫",
    "created": "⟪timestamp|2024-04-11T14:20:09Z⟫",
    "item": "Handbell set, 2 octaves (⟪product_code|HB-25-C5⟫)",
    "unit_price": "⟪unit_price|2495.00⟫",
    "customer": {
      "name": "⟦PERSON|Isabella Fairbrother⟧",
      "email": "⟦EMAIL|izzy.fairbrother@handbells-york.org.uk⟧",
      "phone": "⟦PHONE|+44 1904 611 238⟧",
      "ship_to": "⟦ADDRESS|12 Bootham Terrace, York YO30 7DH⟧"
    },
    "paid_by_customer": "⟦AMOUNT|GBP 2,495.00⟧",
    "tracking": "⟪tracking_no|JD014600003928471956⟫"
  },
  "request_id": "⟪request_id|$dec_uuid1⟫",
  "auth": {"bearer": "⟦APIKEY|$key_jwt1⟧"}
}"""),

("contract_excerpt", """HOUSE ORGAN MAINTENANCE AGREEMENT (ref ⟪contract_ref|HOM-0092⟫)

This agreement is made on ⟪contract_date|1 October 2024⟫ between ⟪org_name|Cheviot Organ Builders LLP⟫ (company no. ⟪company_number|OC403117⟫) ("the Builder") and Mr ⟦PERSON|Alasdair Mackintosh-Reid⟧ of ⟦ADDRESS|Balnagowan House, 2 Station Road, Kelso TD5 7BH⟧ ("the Owner"), date of birth ⟦DATE_OF_BIRTH|04/06/1958⟧.

1. The Builder shall tune and regulate the two-manual chamber organ (Opus ⟪opus_number|214⟫) twice yearly.
2. The Owner shall pay an annual fee of ⟦AMOUNT|£960⟧ by standing order from account ⟦IBAN|$iban02⟧.
3. The Builder's standard hourly rate for additional works is ⟪price|£58/hr⟫.
4. Emergency contact for the Owner: Mrs ⟦PERSON|Fiona Mackintosh-Reid⟧, ⟦PHONE|07721 884 035⟧.

Signed ........ ⟦PERSON|A. Mackintosh-Reid⟧          Signed ........ ⟦PERSON|J. Armstrong⟧ (Partner)"""),

("web_access_log", """⟦IP_ADDRESS|94.197.33.58⟧ - - [⟪timestamp|12/Jul/2024:10:02:44 +0100⟫] "GET /gallery/rose-window-restoration HTTP/1.1" 200 18233 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5)"
⟪doc_ip|198.51.100.23⟫ - - [⟪timestamp|12/Jul/2024:10:02:51 +0100⟫] "GET /wp-login.php HTTP/1.1" 404 512 "-" "python-requests/⟪version|2.31.0⟫"
⟦IP_ADDRESS|2a00:23c6:8c12:9e01:1d4a:e7f3:55b0:2c19⟧ - - [⟪timestamp|12/Jul/2024:10:03:10 +0100⟫] "POST /contact HTTP/1.1" 302 0 "https://stainedglass-studio.co.uk/contact" "Mozilla/5.0 (Windows NT 10.0)"
⟦IP_ADDRESS|172.31.6.118⟧ - - [⟪timestamp|12/Jul/2024:10:03:11 +0100⟫] "GET /internal/mailer?to=⟦EMAIL|glazier.pat.oconnell@gmail.com⟧ HTTP/1.1" 200 77 "-" "curl/⟪version|8.5.0⟫"
⟪loopback_ip|127.0.0.1⟫ - - [⟪timestamp|12/Jul/2024:10:04:00 +0100⟫] "GET /server-status HTTP/1.1" 200 3021 "-" "check_http/v2.4.9"
⟦IP_ADDRESS|81.108.220.15⟧ - - [⟪timestamp|12/Jul/2024:10:05:37 +0100⟫] "GET /shop/lead-came-8mm?ref=newsletter HTTP/1.1" 200 9120 "-" "Mozilla/5.0 (Macintosh)\""""),
]

TEXTS += [
("hr_onboarding_form", """EMPLOYEE ONBOARDING - ⟪org_name|Lakeshore Pipe Organ Co.⟫, Sandusky OH
Employee: ⟦PERSON|Dwayne Kowalczyk⟧            Employee #: ⟪employee_id|LPO-0077⟫
SSN: ⟦SSN|$ssn01⟧         DOB: ⟦DATE_OF_BIRTH|03/17/1988⟧
Home: ⟦ADDRESS|418 Wayne St, Sandusky, OH 44870⟧
Cell: ⟦PHONE|(419) 602-3381⟧
Position: Apprentice pipe maker (metal shop)     Start date: ⟪date|2024-08-05⟫
Hourly wage: ⟦AMOUNT|$21.50⟧/hr
Emergency contact: ⟦PERSON|Tanya Kowalczyk⟧ (wife) ⟦PHONE|(419) 602-7714⟧
Conditions relevant to shop safety: ⟦MEDICAL|mild tinnitus⟧ - issue ear defenders
Employer EIN: ⟪employer_ein|34-1872205⟫   Form rev. ⟪form_version|W-4 (2024)⟫"""),

("travel_manifest", """Ringing tour to Mechelen & Leuven - passenger manifest, coach booking ⟪booking_ref|EUR-TRV-6612⟫
Depart ⟪departure_time|06:15⟫ Dover, ferry ⟪ferry_sailing|P&O 07:55⟫

1. ⟦PERSON|Gillian Ashdown⟧ | passport ⟦PASSPORT|$pp_uk1⟧ | exp ⟪passport_expiry|2031-04-02⟫ | DOB ⟦DATE_OF_BIRTH|12 Jan 1961⟧
2. ⟦PERSON|Peter Ashdown⟧ | passport ⟦PASSPORT|$pp_uk2⟧ | exp ⟪passport_expiry|2029-10-18⟫ | DOB ⟦DATE_OF_BIRTH|30 Nov 1958⟧ | ⟦MEDICAL|uses a CPAP machine⟧, needs socket
3. ⟦PERSON|Niamh Cleary⟧ | passport ⟦PASSPORT|$pp_ie1⟧ | exp ⟪passport_expiry|2033-06-21⟫ | DOB ⟦DATE_OF_BIRTH|7 Jul 1990⟧ | diet: ⟦MEDICAL|coeliac⟧
4. ⟦PERSON|Ruud van Leeuwen⟧ | passport ⟦PASSPORT|$pp_nl1⟧ | exp ⟪passport_expiry|2027-02-09⟫ | DOB ⟦DATE_OF_BIRTH|25 Mar 1972⟧

Tour leader mobile (⟦PERSON|Gillian⟧): ⟦PHONE|07962 118 430⟧"""),

("email_plain", """From: ⟦PERSON|Lieselot Vermeulen⟧ <⟦EMAIL|lieselot.vermeulen@telenet.be⟧>
To: ⟪shared_mailbox|secretariaat@beiaardschool.be⟫
Subject: inschrijving / enrolment (sorry, in English)

Hello,

I'd like to enrol again for the carillon course 2024-25. My details:
Rijksregisternummer: ⟦NATIONAL_ID|$nid_be1⟧
Geboortedatum: ⟦DATE_OF_BIRTH|21/10/1979⟧
Address: ⟦ADDRESS|Kapucijnenstraat 17 bus 2, 2800 Mechelen⟧
GSM: ⟦PHONE|+32 476 21 93 08⟧

Could you please refund the deposit of ⟦AMOUNT|€150⟧ I paid twice last year, to ⟦IBAN|$iban12⟧? The tuition (⟪price|€480⟫ per your website) I'll pay in September.

Groeten,
⟦PERSON|Lieselot⟧"""),

("jira_ticket", """[⟪ticket_id|HR-212⟫] New starter - voicer, Göteborg workshop
Reporter: ⟦PERSON|Annika Lindqvist⟧    Assignee: ⟪service_account|svc-payroll⟫    Labels: ⟪jira_label|onboarding⟫

Please set up ⟦PERSON|Johan Ekström⟧ on payroll from 1 Sept.
  Personnummer: ⟦NATIONAL_ID|$nid_se1⟧
  Född: ⟦DATE_OF_BIRTH|1969-12-30⟧
  Adress: ⟦ADDRESS|Kastellgatan 9, 413 07 Göteborg⟧
  Agreed monthly salary: ⟦AMOUNT|SEK 38 500⟧
  Mobil: ⟦PHONE|+46 70 334 18 92⟧

FYI ⟦PERSON|Johan⟧ has ⟦MEDICAL|type 2 diabetes⟧; the two first-aiders have been told.
Workshop: ⟪org_name|Västkustens Orgelbyggeri AB⟫, org.nr ⟪org_number|556712-4481⟫"""),

("email_plain", """Hei ⟦PERSON|Ingrid⟧,

Sorry for English, my Norwegian keyboard is broken lol. For the reimbursement of the Rieger pipe-scale trip, the finance office needs:

Name: ⟦PERSON|Magnus Haugland⟧
Fødselsnummer: ⟦NATIONAL_ID|$nid_no1⟧
Account (IBAN): ⟦IBAN|$iban19⟧
Amount: ⟦AMOUNT|NOK 6 240⟧ (train + 2 nights hotel)

Receipts attached as ⟪file_name|kvitteringer_mars.pdf⟫. The hotel in Schwarzach billed ⟪hotel_rate|€112/night⟫.

Mvh
⟦PERSON|Magnus⟧
⟪org_name|Haugland Orgelverksted⟫ · ⟦PHONE|+47 915 40 276⟧"""),

("freelance_contract", """CONTRACT FOR SERVICES No. ⟪contract_ref|KT/2024/31⟫ (English translation)

Commissioning party: ⟪org_name|Muzeum Tkanin w Łodzi⟫, ul. Piotrkowska 282, 93-034 Łódź
Contractor: ⟦PERSON|Agnieszka Wróbel⟧, PESEL ⟦NATIONAL_ID|$nid_pl1⟧, born ⟦DATE_OF_BIRTH|2 November 1983⟧, residing at ⟦ADDRESS|ul. Narutowicza 41 m. 7, 90-135 Łódź⟧

§1 The Contractor shall carry out conservation of the silk kontusz sash (inv. ⟪inventory_no|MCW/T/1142⟫).
§2 Remuneration: ⟦AMOUNT|PLN 9 800⟧ gross, paid to the Contractor's account ⟦IBAN|$iban18⟧ within 14 days of the acceptance protocol.
§3 Materials up to ⟪budget_cap|PLN 1 500⟫ are reimbursed by the Museum against invoices.

Contractor's e-mail: ⟦EMAIL|a.wrobel.konserwacja@gmail.com⟧"""),

("registration_form", """ATELIER VITRAIL DE LA CATHÉDRALE - fiche apprenti (traduction)
Nom / Name: ⟦PERSON|Camille Roussel⟧
Né(e) le / DOB: ⟦DATE_OF_BIRTH|14/07/1985⟧ à Chartres
N° sécurité sociale: ⟦NATIONAL_ID|$nid_fr1⟧
Adresse: ⟦ADDRESS|6 rue du Bourg, 28000 Chartres⟧
Tél: ⟦PHONE|06 42 18 77 30⟧
Email: ⟦EMAIL|camille.roussel28@orange.fr⟧
RIB for the monthly stipend: ⟦IBAN|$iban13⟧
Stipend: ⟦AMOUNT|€1 120⟧ / month
Allergies: ⟦MEDICAL|allergie au plomb - eczema on hands⟧
Referent: M. ⟦PERSON|Hervé Lebrun⟧, maître verrier
Dossier ⟪file_number|APP-2024-09⟫ - ⟪course_code|CAP Arts du verre⟫"""),

("json_hr_record", """{
  "employee": {
    "id": ⟪employee_id|10442⟫,
    "naam": "⟦PERSON|Floor de Graaf-Mulder⟧",
    "bsn": "⟦NATIONAL_ID|$nid_nl1⟧",
    "geboortedatum": "⟦DATE_OF_BIRTH|1992-04-30⟧",
    "iban": "⟦IBAN|$iban09⟧",
    "adres": "⟦ADDRESS|Oudegracht 214, 3511 NR Utrecht⟧",
    "telefoon": "⟦PHONE|06-48213397⟧",
    "functie": "intoneur",
    "afdeling": "⟪department|Pijpmakerij⟫",
    "salaris_bruto": "⟦AMOUNT|€3.410⟧"
  },
  "_meta": {"exported_by": "⟦PERSON|jvanwijk⟧", "at": "⟪timestamp|2024-09-02T07:15:44+02:00⟫", "schema": "⟪schema_version|hr-v3.2⟫"}
}"""),

("tax_form_w9", """Form W-9 (Rev. ⟪form_version|March 2024⟫) - Request for Taxpayer Identification Number
1 Name: ⟦PERSON|Cody Brannigan⟧
2 Business name: ⟪org_name|Brannigan Wildlife Taxidermy⟫
3 Federal tax classification: Individual/sole proprietor
5 Address: ⟦ADDRESS|2291 County Road 14, Bemidji, MN 56601⟧
Part I  Social security number: ⟦SSN|$ssn02⟧
        Employer identification number: (blank)
Requester: ⟪org_name|Bell Museum of Natural History⟫, accounts payable ⟪ap_vendor_no|V-88120⟫
Note from requester: contractor to be paid ⟦AMOUNT|$4,750⟧ for the loon and moose-calf mounts; phone ⟦PHONE|218-444-0917⟧."""),

("volunteer_form", """Old North Church Bell Ringers - volunteer background check consent
Full legal name: ⟦PERSON|Margaret "Peggy" O'Sullivan⟧
Other names used: ⟦PERSON|Peggy Dunne⟧
Date of birth: ⟦DATE_OF_BIRTH|September 9, 1966⟧
SSN: ⟦SSN|$ssn07⟧
Current address: ⟦ADDRESS|55 Salem St Apt 3, Boston, MA 02113⟧
Phone: ⟦PHONE|617-523-8840⟧
Driver's license state: ⟪state_code|MA⟫
Fee paid by applicant: ⟦AMOUNT|$25.00⟧
Processor: ⟪vendor_name|Sterling⟫ order ⟪order_id|ST-4471902⟫"""),

("app_log", """2024-06-01T18:02:11Z INFO  peal-bot starting ⟪version|v0.9.4⟫ pid=⟪pid|3112⟫
2024-06-01T18:02:11Z DEBUG telegram token=⟦APIKEY|$key_tg1⟧ chat_id=⟪chat_id|-1001873320441⟫
2024-06-01T18:02:12Z INFO  connected to bellboard mirror at ⟦IP_ADDRESS|10.8.0.14⟧:⟪port|8443⟫
2024-06-01T18:05:40Z INFO  new peal: ⟪method_name|5040 Plain Bob Triples⟫, conductor ⟦PERSON|Simon Aldred⟧
2024-06-01T18:05:40Z INFO  posting to channel for ⟦PERSON|simon.aldred⟧ (⟦EMAIL|simon.aldred@yahoo.co.uk⟧)
2024-06-01T18:05:41Z WARN  retry 1/3 from ⟦IP_ADDRESS|100.96.201.77⟧ rate limited, sleeping ⟪duration|1500ms⟫
2024-06-01T18:05:43Z INFO  posted msg_id=⟪message_id|88213⟫"""),

("github_issue", """Title: Leaked token in examples/config.toml? #⟪issue_number|412⟫
Opened by ⟦PERSON|hollis-wren⟧

Hey, I think ⟦PERSON|Marta⟧ accidentally committed a real token in ⟪commit_sha|$dec_sha2⟫ for the leadline-designer repo:

```toml
[github]
token = "⟦APIKEY|$key_gh1⟧"
[aws]
access_key_id = "⟪example_key|AKIAIOSFODNN7EXAMPLE⟫"   # this one's the docs example, fine
```

The ghp_ one isn't an example though - it still authenticates. Please revoke and rotate. Also the CI secret `NPM_TOKEN` was echoed in the build log for run ⟪ci_run_id|9321774410⟫: ⟦APIKEY|$key_npm1⟧

cc @⟦PERSON|marta-lindgren⟧"""),

("docker_compose", """# docker-compose.yml - tessera-shop (mosaic supplies)
version: "⟪compose_version|3.9⟫"
services:
  web:
    image: ⟪container_image|tessera/shop:2024.05.1⟫
    ports: ["⟪port_mapping|8000:8000⟫"]
    environment:
      DJANGO_SECRET_KEY: "⟦SECRET|$sec_django1⟧"
      DATABASE_URL: "postgresql://tessera:⟦SECRET|smalti_Venice_88⟧@db:5432/shop"
      SENDGRID_API_KEY: "⟦APIKEY|$key_sendgrid1⟧"
      STRIPE_WEBHOOK_SECRET: "⟦SECRET|$sec_whsec1⟧"
      STRIPE_PUBLISHABLE_KEY: "⟪publishable_key|$dec_pk_live2⟫"
      ADMINS: "⟦PERSON|Chiara Benedetti⟧ <⟦EMAIL|chiara@tessera-mosaics.it⟧>"
  db:
    image: postgres:⟪version|16.2⟫
    environment:
      POSTGRES_PASSWORD: ⟦PASSWORD|smalti_Venice_88_root⟧"""),

("sms_thread", """Thu 14:06  ⟦PERSON|Len⟧ (thatcher): Hi it's ⟦PERSON|Len⟧, ridge is done, scaffold down Monday. Final bit owing is ⟦AMOUNT|£2,150⟧ when ur ready
Thu 14:20  Me: Brilliant thanks ⟦PERSON|Len⟧!! will transfer tonight. Same acc as before?
Thu 14:22  ⟦PERSON|Len⟧ (thatcher): yes pls, ref ur house name ⟪house_name|Wren Cottage⟫
Thu 21:47  Me: Sent. Also Mum says the netting is lovely
Thu 21:50  ⟦PERSON|Len⟧ (thatcher): 😊 tell her thx. Any leaks ring ⟦PHONE|07887 342 619⟧ not the yard number"""),
]

TEXTS += [
("price_list", """WOLDS REED & SPAR - TRADE PRICE LIST (spring)
All prices ex VAT, collected from yard. Delivery quoted separately.

Code        Item                                   Unit        Price
⟪product_code|WR-1⟫        Water reed, Turkish, 3-4ft            bundle      ⟪price|£3.40⟫
⟪product_code|WR-2⟫        Water reed, Hungarian, 4-5ft          bundle      ⟪price|£3.95⟫
⟪product_code|LS-1⟫        Long straw, Maris Widgeon             tonne       ⟪price|£680⟫
⟪product_code|HZ-6⟫        Hazel spars, 26in                     per 1000    ⟪price|£145⟫
⟪product_code|NT-50⟫       Galvanised netting 19g, 50m roll      roll        ⟪price|£96⟫

Minimum order ⟪min_order|£250⟫. Prices valid until ⟪date|31 May⟫. Batch ⟪batch_no|B-2404-17⟫ reed is slightly shorter - discounted 10%."""),

("release_notes", """TemperTune ⟪version|5.2.0⟫ release notes
- Added Vallotti and ⟪temperament_name|Kirnberger III⟫ presets for organ tuners
- Fixed crash when the A4 reference was set below ⟪frequency|415 Hz⟫ (⟪issue_number|#1288⟫)
- Sync server moved; the old host ⟪doc_ip|192.0.2.57⟫ now redirects. IPv6 test endpoint is ⟪doc_ip|2001:db8:4a::17⟫.
- The API examples in the docs now use ⟪example_key|sk_test_EXAMPLE00000000000000⟫ rather than a real-looking key
- Build ⟪commit_sha|$dec_sha4⟫, checksum ⟪sha256|$dec_sha256a⟫
- Minimum iOS is now ⟪version|16.4⟫"""),

("password_manager_export", """name,url,username,password,totp,notes
Studio mail,https://mail.fenwick-taxidermy.co.uk,⟦EMAIL|tobias@fenwick-taxidermy.co.uk⟧,⟦PASSWORD|Pheasant-Lamp-92!⟧,,
Instagram,https://instagram.com,⟦PERSON|fenwick.tobias⟧,⟦PASSWORD|b4dger&Badger&⟧,⟦SECRET|$sec_totp1⟧,
Domain registrar,https://⟪domain|123-reg.co.uk⟫,⟦EMAIL|tobias.fenwick@gmail.com⟧,⟦PASSWORD|Ermine_Winter_Coat7⟧,,"recovery: ⟦SECRET|$sec_recov1⟧ ⟦SECRET|$sec_recov2⟧"
Workshop wifi,,⟪wifi_ssid|FENWICK-WORKSHOP-5G⟫,⟦PASSWORD|glass-eyes-in-drawer-3⟧,,
Alarm panel,,,⟦PASSWORD|6 0 9 3⟧,,"⟪alarm_company|Chubb⟫ ref ⟪account_ref|CH-118832⟫\""""),

("k8s_secret", """apiVersion: v1
kind: Secret
metadata:
  name: ⟪k8s_resource_name|collections-db-creds⟫
  namespace: ⟪k8s_namespace|textiles-prod⟫
  annotations:
    owner: "⟦PERSON|Ailsa Drummond⟧"
type: Opaque
stringData:
  DB_HOST: "⟦IP_ADDRESS|10.96.44.12⟧"
  DB_USER: "⟪db_user|coll_rw⟫"
  DB_PASSWORD: "⟦PASSWORD|Selvedge&Warp2024⟧"
  GOOGLE_MAPS_KEY: "⟦APIKEY|$key_google1⟧"
  TOTP_ISSUER_SECRET: "⟦SECRET|$sec_totp3⟧"
  IMAGE_CDN: "https://⟪cdn_host|cdn.textile-conservation.org⟫"
  MAX_UPLOAD_MB: "⟪config_value|250⟫\""""),

("voicemail_transcript", """Voicemail for ⟦PERSON|Ravi Chaudhury⟧ - received ⟪timestamp|Tue 11:07⟫ - duration ⟪duration|0:48⟫ (auto-transcribed)

"Hiya ⟦PERSON|Ravi⟧, it's ⟦PERSON|Beatrix⟧ from the gilding studio. Just to say the console table's ready, the water gilding took lovely. You've still got ⟦AMOUNT|one thousand one hundred and forty pounds⟧ outstanding, no rush but if you could bring it Friday that'd be grand. Oh and the studio landline's changed, it's now ⟦PHONE|oh one one seven, nine four six, three three eight one⟧. The alarm code for the back gate if you come after six is ⟦PASSWORD|one nine nine four⟧. Okay, bye bye."
"""),

("password_reset_email", """From: ⟪no_reply_sender|no-reply@gildingsupplies.co.uk⟫
To: ⟦EMAIL|m.keating.gilding@gmail.com⟧
Subject: Your temporary password

Hi ⟦PERSON|Moira⟧,

We've reset your account (customer no. ⟪customer_id|GS-55301⟫) as requested from IP ⟦IP_ADDRESS|86.45.118.207⟧ at ⟪timestamp|09:12 UTC⟫.

Temporary password: ⟦PASSWORD|kT7#vQ2!mLw9⟧

You'll be asked to choose a new one when you sign in. This link expires in ⟪duration|24 hours⟫. If you didn't ask for this, call us on ⟦PHONE|0345 222 0198⟧.

Transfer leaf & loose leaf, 23.5ct, now ⟪price|£47.50 a book⟫ - see our spring offers."""),

("whatsapp_chat", """[08/05, 21:14] ⟦PERSON|Sophie⟧: babe can you pay the mosaic course deposit, my card's maxed
[08/05, 21:15] ⟦PERSON|Dan Whitaker⟧: which site
[08/05, 21:15] ⟦PERSON|Sophie⟧: tesseraschool dot com, it's ⟦AMOUNT|£120⟧ deposit, full course is ⟪price|£495⟫
[08/05, 21:18] ⟦PERSON|Dan Whitaker⟧: it wants a card for you as the student?? just use mine ⟦CARD|$card01⟧ exp ⟪card_expiry|11/26⟫ back ⟦CVV|882⟧
[08/05, 21:18] ⟦PERSON|Dan Whitaker⟧: and delete that msg after lol
[08/05, 21:25] ⟦PERSON|Sophie⟧: done! conf number ⟪booking_ref|TS-77215⟫ xx"""),


("phone_order_note", """PHONE ORDER - taken by ⟦PERSON|Kev⟧ ⟪date|18/03⟫   (do NOT leave this on the counter!!)
Customer: Rev. ⟦PERSON|Douglas Ferrier⟧ (house organ, private)
Items: 4 x pallet springs ⟪product_code|PS-12⟫, 1 x leather 2m² ⟪product_code|LTH-WHT-2⟫, 1 x tremulant kit ⟪product_code|TRM-03⟫
Card: ⟦CARD|$card09⟧   exp ⟪card_expiry|04/28⟫   sec ⟦CVV|305⟧
Charged ⟦AMOUNT|£212.60⟧ to his card incl. postage
Deliver: ⟦ADDRESS|The Manse, 11 Kirk Wynd, Crieff PH7 4AB⟧
Tel ⟦PHONE|01764 655 102⟧ - he's deaf in one ear (⟦MEDICAL|left-sided hearing loss⟧) so speak up
⟦PERSON|Kev⟧ - shredded card details after processing? Y / N"""),

("conference_registration", """ICON/NKF Textile Conservation Symposium - registration confirmation ⟪registration_no|REG-1029⟫
Delegate: ⟦PERSON|Ulla Mäkinen⟧
Henkilötunnus (for Finnish travel grant only): ⟦NATIONAL_ID|$nid_fi1⟧
Date of birth: ⟦DATE_OF_BIRTH|14.5.1986⟧
Affiliation: ⟪org_name|Kansallismuseo⟫, Helsinki
E-mail: ⟦EMAIL|ulla.makinen@kansallismuseo.fi⟧
Dietary/medical: ⟦MEDICAL|nut allergy (anaphylactic)⟧
Fee (member rate): ⟪price|DKK 2 450⟫ - paid ⟦AMOUNT|kr. 2.450,00⟧ by card ⟦CARD|$card14⟧ (CID ⟦CVV|4471⟧)
Hotel block: ⟪hotel_name|Hotel Christian IV⟫, code ⟪promo_code|TEXCON24⟫"""),

("incident_report", """WORKSHOP INCIDENT REPORT ⟪report_no|IR-2024-06⟫
Studio: ⟪org_name|Northern Light Stained Glass⟫, bench 3
Date/time: ⟪timestamp|07/06/2024 14:40⟫
Injured person: ⟦PERSON|Callum Reid⟧, apprentice, DOB ⟦DATE_OF_BIRTH|19/02/2003⟧
What happened: cutting 3mm ⟪material|flashed ruby⟫, piece snapped, ⟦MEDICAL|deep laceration to left palm, 6 stitches at A&E⟧.
Blood lead test requested by GP: ⟦MEDICAL|blood lead 0.41 µmol/L⟧ (within limit)
First aider: ⟦PERSON|Moira Dunlop⟧
Witness: ⟦PERSON|Stuart "Stu" Baird⟧
RIDDOR reportable: no (< 7 days off). Reviewed by ⟦PERSON|C. Reid⟧'s supervisor ⟦PERSON|Moira Dunlop⟧ on ⟪date|10/06/2024⟫."""),

("email_with_signature", """Subject: Trencadís panels for the Ocean Terrace lobby

Hi ⟦PERSON|Marcus⟧,

Great to meet at the design fair. As promised, a short intro: I'm a mosaic artist working mostly in trencadís and Byzantine smalti; recent pieces include the pool wall at ⟪org_name|Hotel Miramar Sitges⟫ and a floor at ⟪place_name|Mercat de Sant Antoni⟫. Portfolio: ⟪url|https://lucia-ferrer-mosaics.es/portfolio⟫

For a 14 m² lobby wall my indicative rate is ⟪quote_price|€420/m²⟫ installed, so roughly ⟪quote_price|€5,900⟫ before travel.

Un abrazo,
⟦PERSON|Lucía Ferrer Vidal⟧
Mosaicista · ⟦PHONE|+34 612 48 37 90⟧ · ⟦EMAIL|lucia@lucia-ferrer-mosaics.es⟧
NIF ⟦NATIONAL_ID|$nid_es1⟧ (for invoicing)
Taller: ⟪org_address|Carrer de Verdi 88, 08012 Barcelona⟫"""),

("bank_statement", """⟪bank_name|Nationwide⟫ FlexAccount - statement ⟪statement_no|041⟫ - MR ⟦PERSON|J P HARGREAVES⟧
Sort code ⟪masked_account|07-xx-xx⟫  Account ⟪masked_account|****4412⟫

Date     Description                                    Paid out     Paid in     Balance
02 MAY   CARD PAYMENT TO ⟪merchant|WHITECHAPEL BELL SUPPLIES⟫     ⟦AMOUNT|£38.00⟧                  ⟦AMOUNT|£1,904.17⟧
06 MAY   BANK CREDIT ⟪merchant|ST MARY ABBOTS PCC⟫ EXPENSES               ⟦AMOUNT|£75.00⟧     ⟦AMOUNT|£1,979.17⟧
09 MAY   DIRECT DEBIT ⟪merchant|CENTRAL COUNCIL RINGERS⟫       ⟦AMOUNT|£5.00⟧                   ⟦AMOUNT|£1,974.17⟧
13 MAY   SALARY ⟪merchant|HARGREAVES & LYLE LLP⟫                          ⟦AMOUNT|£2,811.40⟧  ⟦AMOUNT|£4,785.57⟧"""),

("ansible_inventory", """# inventory/production.ini - bellringing guild web
[web]
guildweb01 ansible_host=⟦IP_ADDRESS|185.199.108.77⟧ ansible_user=deploy
guildweb02 ansible_host=⟦IP_ADDRESS|2a01:4f8:c17:9a2e::1⟧ ansible_user=deploy

[db]
guilddb01 ansible_host=⟦IP_ADDRESS|10.0.5.21⟧ ansible_become_pass=⟦PASSWORD|Treble-Bob-Royal-10⟧

[all:vars]
ansible_python_interpreter=⟪file_path|/usr/bin/python3.11⟫
admin_contact=⟦EMAIL|webmaster.hwong@ringersguild.org.uk⟧
backup_bucket=⟪bucket_name|guild-backups-eu-west-2⟫
ntp_server=⟪hostname|ntp.ubuntu.com⟫
# old box, decommissioned: ⟪doc_ip|198.51.100.7⟫"""),

("slack_dm", """⟦PERSON|Priyanka Rao⟧  4:52 PM
can u add this to the backup server for the gallery scanner? thx

⟦SECRET|$sec_pem_ssh1⟧

⟦PERSON|Tom Gallagher⟧  4:58 PM
⟦PERSON|Priyanka⟧ that's your PRIVATE key 😬 I only need the .pub. Please regenerate it, this one's burnt now. Server is ⟦IP_ADDRESS|172.20.14.3⟧ btw, user ⟪system_user|scanner⟫."""),

("insurance_claim", """CLAIM FORM - Goods in Transit  |  Policy ⟪policy_number|GIT-774120-B⟫  |  Claim ⟪claim_number|CLM-0093318⟫
Claimant: ⟦PERSON|Eleanor Vasquez-Hart⟧
Address: ⟦ADDRESS|Kestrel Barn, Low Row, Richmond, North Yorkshire DL11 6PF⟧
Phone: ⟦PHONE|01748 886 290⟧  Email: ⟦EMAIL|eleanor.vh@protonmail.com⟧
Item: Victorian cased pair of red grouse, glass dome broken in transit by ⟪carrier|Parcelforce⟫ (tracking ⟪tracking_no|PB7K29910431⟫)
Amount claimed: ⟦AMOUNT|£1,650.00⟧ (restoration estimate from ⟪org_name|Fenwick Natural History Studio⟫ attached)
Bank details for settlement: ⟦IBAN|$iban01⟧"""),

("first_aid_log", """Site first-aid book - re-thatch at ⟪site_name|Church Farm, Ashwell⟫
⟪date|03/09⟫  ⟦PERSON|Jamie Pocock⟧ - ⟦MEDICAL|wasp sting to neck, took his own antihistamine (cetirizine)⟧. Fine after 20 min.
⟪date|05/09⟫  ⟦PERSON|Old Reg⟧ - ⟦MEDICAL|dizzy spell on scaffold, known angina, used GTN spray⟧. Sent home, ⟦PERSON|Reg⟧'s daughter collected.
⟪date|11/09⟫  ⟦PERSON|Jamie Pocock⟧ - ⟦MEDICAL|splinter of hazel in right thumb⟧, removed.
Kit restocked ⟪date|12/09⟫, ⟪kit_item|eyewash x2⟫. Signed ⟦PERSON|L. Tremayne⟧."""),

("application_form", """APPRENTICESHIP APPLICATION - Heritage Gilding (Level 3), intake ⟪intake_code|SEP-25⟫
Surname: ⟦PERSON|OYEWOLE⟧      Forename(s): ⟦PERSON|Temitope Grace⟧
Preferred name: ⟦PERSON|Tope⟧
Date of birth: ⟦DATE_OF_BIRTH|22/08/2006⟧
National Insurance no.: ⟦NATIONAL_ID|$nid_uk1⟧
Address: ⟦ADDRESS|Flat 12, Cedar House, 4 Lyndhurst Grove, London SE15 5AP⟧
Mobile: ⟦PHONE|07468 220 913⟧
Do you have a disability or condition we should know about? ⟦MEDICAL|dyslexia⟧
Parent/guardian contact: Mrs ⟦PERSON|Funmi Oyewole⟧ ⟦PHONE|07958 471 006⟧
ULN: (left blank)  College ref: ⟪college_ref|CITY-LIT-3318⟫"""),
]

TEXTS += [
("discord_chat", """#youth-band-admin
⟦PERSON|bongbong_ellie⟧ — Today at 17:03
who set up the quarter-peal announcer bot? it's posting twice
⟦PERSON|maxhollins⟧ — Today at 17:05
me 🙃 the webhook is ⟦SECRET|$sec_discordhook1⟧ , I think both ⟦PERSON|Ellie⟧'s script and mine use it
⟦PERSON|bongbong_ellie⟧ — Today at 17:06
lol yeah. also pls don't paste that in public channels ⟦PERSON|Max⟧. I'll rotate it after ⟪event|Striking Competition⟫ on ⟪date|Sat 12th⟫
⟦PERSON|maxhollins⟧ — Today at 17:06
ok sorry!! ping me if it breaks, bot runs on ⟦IP_ADDRESS|192.168.1.64⟧ at my dad's"""),

("dotfile_netrc", """# ~/.netrc on ⟦PERSON|hwong⟧'s laptop (copied into support ticket ⟪ticket_id|SUP-3390⟫ by mistake)
machine github.com
  login ⟦PERSON|hwong-ringing⟧
  password ⟦APIKEY|$key_gh2⟧
machine api.heroku.com
  login ⟦EMAIL|henry.wong@ringersguild.org.uk⟧
  password ⟦PASSWORD|Cambridge-S-Maximus-12⟧
machine ⟪hostname|ftp.towerbells.org.uk⟫
  login ⟪system_user|anonymous⟫
  password ⟪placeholder_password|guest⟫"""),

("event_ticket_email", """Your tickets: Organ Recital - "Bach & the North German School"
Order ⟪order_id|TKT-558201⟫ | ⟪venue|St Giles' Cathedral⟫ | ⟪event_datetime|Fri 27 Sept, 19:30⟫

Ticket holder: ⟦PERSON|Morag Lindsay-Brown⟧
Email: ⟦EMAIL|morag.lb@hotmail.co.uk⟧
Seats: ⟪seat_number|Nave L 14⟫, ⟪seat_number|Nave L 15⟫
Paid: ⟦AMOUNT|£36.00⟧ (2 × ⟪price|£18.00⟫) by ⟪masked_card|Visa ••••3381⟫
Access needs noted: ⟦MEDICAL|wheelchair user⟧ - step-free entrance via ⟪street_name|West Parliament Square⟫

Organ: ⟪instrument|Rieger, 1992⟫. Organist: Dr ⟦PERSON|Keiko Amano-Fraser⟧."""),
]

TEXTS += [
("customs_declaration", """EXPORT DECLARATION - worked taxidermy specimen (ref ⟪declaration_ref|EXD-24-0571⟫)
Exporter: ⟦PERSON|Tobias Fenwick⟧, ⟪org_name|Fenwick Natural History Studio⟫
Exporter passport no.: ⟦PASSPORT|$pp_uk3⟧
Consignee: Dr ⟦PERSON|Harriet Okafor-Bryce⟧, ⟦ADDRESS|1180 Beacon St Apt 4B, Brookline, MA 02446⟧
Consignee phone: ⟦PHONE|+1 617-738-2209⟧
Contents: Eurasian eagle-owl, antique mount c.1890, ⟪cites_permit|CITES 24GB118407/TX⟫, Annex A
HS code ⟪hs_code|9705.10.00⟫   Declared value ⟪customs_value|GBP 2,800⟫
Paid by consignee for the piece: ⟦AMOUNT|$3,560⟧"""),

("tax_return_extract", """2023 Form 1040 - worksheet (prepared by ⟦PERSON|Marisol Pena⟧, EA)
Filer: ⟦PERSON|Grant Whitcombe⟧   SSN ⟦SSN|$ssn03⟧
Spouse: ⟦PERSON|Lila Whitcombe⟧   SSN ⟦SSN|$ssn04⟧
Dependent: ⟦PERSON|Ava Whitcombe⟧   SSN ⟦SSN|$ssn05⟧   DOB ⟦DATE_OF_BIRTH|02/14/2015⟧
Schedule C business: ⟪org_name|Whitcombe Art Glass⟫ (stained glass restoration), EIN ⟪employer_ein|87-2294160⟫
Gross receipts line 1: ⟪business_receipts|$61,240⟫
Refund to filers: ⟦AMOUNT|$1,318⟧ by direct deposit
Preparer PTIN ⟪ptin|P01844297⟫"""),

("occupational_health_letter", """⟪org_name|Worksafe Occupational Health⟫ - CONFIDENTIAL
Re: ⟦PERSON|Sebastian Kirwan⟧, DOB ⟦DATE_OF_BIRTH|1979-03-08⟧, gilder (mercury gilding restoration)

Dear Ms ⟦PERSON|Achebe⟧,

Thank you for referring your employee. His urine mercury result was ⟦MEDICAL|urine mercury 38 µg/g creatinine⟧, above our action level, and he reports ⟦MEDICAL|fine tremor and insomnia⟧. I have advised removal from all amalgam work for 8 weeks and referred him to his GP. He also mentioned ⟦MEDICAL|a history of depression, on sertraline 50 mg⟧, which he asked me to share with you.

The HSE guidance note ⟪guidance_ref|EH40/2005⟫ workplace exposure limit for mercury is ⟪exposure_limit|0.02 mg/m³⟫.

Yours sincerely,
Dr ⟦PERSON|Olufemi Adeyinka⟧, Occupational Physician, ⟦PHONE|0161 496 7720⟧"""),


("csv_export", """order_no,customer,species,deposit_paid,balance_due,collect_by,phone
⟪order_id|FT-1181⟫,⟦PERSON|Harry Dunmore⟧,roe deer shoulder mount,⟦AMOUNT|£150⟧,⟦AMOUNT|£375⟧,⟪date|2024-10-01⟫,⟦PHONE|07712 508 221⟧
⟪order_id|FT-1182⟫,⟦PERSON|Anjali Mistry⟧,pet budgie (⟪pet_name|Kiwi⟫),⟦AMOUNT|£60⟧,⟦AMOUNT|£85⟧,⟪date|2024-09-14⟫,⟦PHONE|07990 146 337⟧
⟪order_id|FT-1183⟫,⟦PERSON|Graham Pettifer⟧,pike in bow-front case,⟦AMOUNT|£200⟧,⟦AMOUNT|£480⟧,⟪date|2024-11-30⟫,⟦PHONE|01553 771 904⟧
⟪order_id|FT-1184⟫,⟪org_name|Norwich Castle Museum⟫,bittern (loan repair),⟪org_amount|£0⟫,⟪org_amount|£1200⟫,⟪date|2025-01-15⟫,⟦PHONE|01603 493 625⟧"""),

("chatbot_transcript", """[Live chat - Glasscraft Supplies - session ⟪session_ref|LC-2291047⟫]
Bot: Hi! I'm Glassy 🤖 How can I help?
Customer: my order never came
Bot: Sorry to hear that. What's your order number and email?
Customer: ⟪order_id|GC-448120⟫ and ⟦EMAIL|pete.oconnell.glazier@gmail.com⟧
Bot: Thanks ⟦PERSON|Pete⟧. Order ⟪order_id|GC-448120⟫ (⟪product_code|Spectrum 100-8SF⟫ x 6 sheets) was delivered to ⟦ADDRESS|44 Gloucester Rd, Cheltenham GL51 8NY⟧ on ⟪date|3 July⟫.
Customer: thats my old address!! I moved to ⟦ADDRESS|9 Hatherley Lane, Cheltenham GL51 6PN⟧ months ago
Bot: I'll pass this to a human. You paid ⟦AMOUNT|£97.14⟧ - we'll refund or resend.
Agent ⟦PERSON|Sinead⟧ joined the chat."""),

("task_card", """Trello · Courier trip - Met loan (tapestry ⟪object_id|T.2021.7⟫)
Checklist:
☑ book flights LHR→JFK for ⟦PERSON|Hiroshi Tanabe⟧ (courier), passport ⟦PASSPORT|$pp_jp1⟧
☐ ESTA for ⟦PERSON|Hiroshi⟧ - app no. ⟪esta_application|Y7R2K90J1L4Q⟫ pending
☐ hotel - ⟪hotel_name|The Lexington⟫ 3 nights, per diem ⟪per_diem_rate|$71/day⟫
☐ advance of ⟦AMOUNT|£600⟧ to ⟦PERSON|Hiroshi⟧'s account
☐ crate ⟪crate_id|CR-44⟫ condition check with the Met's ⟦PERSON|Dana Feldstein⟧ (⟦EMAIL|dana.feldstein@metmuseum.org⟧)
Labels: ⟪jira_label|loans-out⟫"""),

("sentry_event", """{
  "event_id": "⟪event_id|$dec_uuid2⟫",
  "level": "error",
  "message": "PaymentIntent confirmation failed: card_declined",
  "release": "⟪version|tessera-shop@2024.05.1⟫",
  "user": {"id": "⟪user_id|u_88214⟫", "email": "⟦EMAIL|giulia.ferraro.mosaici@libero.it⟧", "ip_address": "⟦IP_ADDRESS|151.38.214.96⟧", "username": "⟦PERSON|giuliaferraro⟧"},
  "request": {"url": "https://⟪hostname|shop.tessera-mosaics.it⟫/checkout", "headers": {"Cookie": "sessionid=⟦SECRET|$sec_sessionid2⟧"}},
  "tags": {"browser": "Firefox ⟪version|126.0⟫", "server_name": "⟪hostname|web-2⟫"}
}"""),

("leaflet_text", """HEALTH & SAFETY INFORMATION - TRADITIONAL GILDING MATERIALS (general leaflet)

Gesso is made from chalk (calcium carbonate) and animal-skin glue. Bole is a fine clay. Some older recipes and oil sizes contain ⟪chemical_name|lead driers⟫; avoid ingestion and wash hands before eating.

Solvents such as ⟪chemical_name|white spirit⟫ and ⟪chemical_name|isopropanol⟫ can cause ⟪leaflet_symptom|dermatitis and headaches⟫ with prolonged exposure. If irritation occurs, over-the-counter ⟪drug_name|hydrocortisone 1% cream⟫ may help; ⟪drug_name|antihistamines⟫ can relieve itching.

Mercury (fire) gilding is prohibited in most workshops. For more information see ⟪guidance_ref|HSE INDG136⟫ or call the ⟪org_name|HSE⟫ info line. Leaflet ref ⟪document_ref|GLD-HS-07⟫, revised ⟪date|2023⟫."""),

("tower_directory_entry", """Dove's Guide style entry - ⟪tower_id|TowerBase 11027⟫
⟪place_name|Cheddleton⟫, St Edward the Confessor, Staffordshire
Bells: ⟪bell_count|8⟫, tenor ⟪bell_weight|14–2–3 in E⟫, ground floor ring
Practice: ⟪weekday|Thursday⟫ ⟪time_range|19:30–21:00⟫
Grid ref ⟪grid_ref|SJ 973 523⟫ · Ringing since ⟪year|1897⟫ · Frame ⟪frame_type|cast iron, Taylor 1952⟫
Toilets: no · Step-free: no · Peals: ⟪peal_count|112⟫"""),


("email_plain", """Subject: re: mounting Monty

Hello Mr ⟦PERSON|Castellanos⟧,

I'm so sorry about ⟪pet_name|Monty⟫. Thirteen is a good age for a spaniel, and it sounds like the ⟪animal_health|heart murmur⟫ had been getting worse for a while. Unfortunately we no longer take on pet dogs - owners are rarely happy with the result, and I'd hate to add to your grief. ⟦PERSON|Clare⟧ at ⟪org_name|Pawprints Memorials⟫ does lovely paw casts and freeze-dried keepsakes instead.

I've refunded the ⟦AMOUNT|£50⟧ consultation deposit to your card today. If you'd like to talk, my direct line is ⟦PHONE|01539 447 318⟧.

Warm wishes,
⟦PERSON|Tobias Fenwick⟧"""),

("sql_query_log", """-- slow query log, ⟪hostname|db-glass-01⟫, ⟪timestamp|2024-08-19 02:14:55⟫
# User@Host: ⟪db_user|shop_ro⟫[shop_ro] @ ⟦IP_ADDRESS|10.12.0.33⟧
# Query_time: ⟪duration|4.812⟫  Rows_examined: ⟪row_count|1840233⟫
SELECT id, email, pw_hash FROM customers WHERE email = '⟦EMAIL|imelda.roche@eircom.net⟧';
-- result: id=⟪user_id|77120⟫ pw_hash=⟪password_hash|$2b$12$Qm8v1rGk3X9sLdE7fT2uFe0bNcYhW4pZaJ6oKiR5tUvXyAzBcDeFg⟫
UPDATE customers SET phone='⟦PHONE|+353 86 402 7719⟧', last_ip='⟦IP_ADDRESS|2a02:8084:4a1:6f00:9c1:2ed4:77a0:1b3⟧' WHERE id=⟪user_id|77120⟫;"""),

("http_request_dump", """POST /account/orders HTTP/2
Host: ⟪hostname|studio.goldleafandgesso.co.uk⟫
User-Agent: Mozilla/5.0 (X11; Linux x86_64; rv:⟪version|127.0⟫) Gecko/20100101 Firefox/127.0
X-Forwarded-For: ⟦IP_ADDRESS|82.12.203.58⟧, ⟦IP_ADDRESS|10.0.3.9⟧
X-Request-ID: ⟪request_id|$dec_uuid3⟫
Cookie: PHPSESSID=⟦SECRET|$sec_phpsess1⟧; cookie_consent=all
Authorization: Bearer ⟦APIKEY|$key_jwt2⟧
Content-Type: application/json

{"customer_email":"⟦EMAIL|b.nghalloran@gmail.com⟧","items":[{"sku":"⟪product_code|GL-23.5-TR⟫","qty":5}]}"""),
]

TEXTS += [
("rental_agreement", """STUDIO LICENCE - Unit 7, ⟪org_name|Ropewalk Makers' Yard⟫
Licensee: ⟦PERSON|Zainab Olatunji-Price⟧ (mosaic artist)
Home address: ⟦ADDRESS|31 Beaconsfield Road, Bristol BS8 2TS⟧
Term: ⟪term|12 months from 1 March⟫
Licence fee: ⟪unit_rent|£410 per calendar month⟫ (all units on this floor)
Deposit paid by the Licensee: ⟦AMOUNT|£820⟧, returnable to ⟦IBAN|$iban05⟧
Electricity sub-meter ⟪meter_id|MPAN 12 8801 4420 117⟫
Keyholder alarm PIN for Unit 7: ⟦PASSWORD|3 8 0 6⟧
Signed: ⟦PERSON|Z. Olatunji-Price⟧   for the Yard: ⟦PERSON|Hamish Culverhouse⟧"""),

("git_diff", """commit ⟪commit_sha|$dec_sha2⟫
Author: ⟦PERSON|Lewis Tremayne⟧ <⟦EMAIL|lewis@tremaynethatching.co.uk⟧>
Date:   ⟪timestamp|Mon Apr 8 21:03:11 2024 +0100⟫

    quick fix so quotes email again

diff --git a/quoter/settings.py b/quoter/settings.py
@@ -12,7 +12,7 @@
-EMAIL_HOST_PASSWORD = os.environ["EMAIL_HOST_PASSWORD"]
+EMAIL_HOST_PASSWORD = "⟦PASSWORD|Longstraw1986!⟧"
 EMAIL_HOST = "⟪hostname|smtp.office365.com⟫"
 EMAIL_PORT = ⟪port|587⟫
-QUOTE_VERSION = "⟪version|1.3⟫"
+QUOTE_VERSION = "⟪version|1.4⟫\""""),


("email_thread", """From: ⟦PERSON|Imogen Stirling⟧ <⟦EMAIL|imogen.stirling@btinternet.com⟧>
Sent: ⟪timestamp|Wednesday, 3 April 2024 08:52⟫
To: ⟪shared_mailbox|enquiries@textile-conservation.org⟫
Subject: RE: Quote ⟪quote_id|TCS-Q-5512⟫ - grandmother's wedding quilt

Thanks ⟦PERSON|Ailsa⟧. Happy to go ahead. I'll bring it in on Friday - my husband ⟦PERSON|Rob⟧ will carry it as I've got ⟦MEDICAL|a frozen shoulder⟧ at the moment. Could you confirm the deposit? I've sent ⟦AMOUNT|£200⟧ by transfer this morning.

> From: ⟦PERSON|Ailsa Drummond⟧
> Our estimate for surface cleaning, humidification and stitched support is ⟪quote_price|£1,380-£1,560⟫. Please note we can't work on it until it's been through our ⟪process_name|-30°C freezer cycle⟫ (72 hrs) as there were live ⟪pest_species|webbing clothes moth⟫ larvae."""),

("rota_csv", """week,date,service_band,captain,captain_mobile,steeple_keeper,steeple_keeper_mobile
⟪week_no|14⟫,⟪date|07/04⟫,Sunday AM,⟦PERSON|Rhys Morgan⟧,⟦PHONE|07583 114 902⟧,⟦PERSON|Gwen Pryce⟧,⟦PHONE|07817 662 045⟧
⟪week_no|15⟫,⟪date|14/04⟫,Sunday AM,⟦PERSON|Nerys Vaughan⟧,⟦PHONE|07423 390 118⟧,⟦PERSON|Gwen Pryce⟧,⟦PHONE|07817 662 045⟧
⟪week_no|16⟫,⟪date|21/04⟫,Wedding 2pm,⟦PERSON|Rhys Morgan⟧,⟦PHONE|07583 114 902⟧,⟦PERSON|Dafydd Ellis⟧,⟦PHONE|07976 208 531⟧"""),

("terraform_tfvars", """# terraform.tfvars - lumen-glassworks website
region            = "⟪cloud_region|eu-west-2⟫"
instance_type     = "⟪instance_type|t3.small⟫"
admin_cidr        = "⟦IP_ADDRESS|81.174.240.19⟧/32"
aws_access_key    = "⟦APIKEY|$key_aws2⟧"
aws_secret_key    = "⟦SECRET|$sec_aws2⟧"
cloudflare_zone   = "⟪zone_id|$dec_md5a⟫"
do_token          = "⟦APIKEY|$key_do1⟧"
owner_email       = "⟦EMAIL|nadia@lumenglassworks.co.uk⟧"
ami               = "⟪ami_id|ami-0c1f7a8b9d2e3f410⟫\""""),

("theft_report", """Police report summary - crime ref ⟪crime_ref|42/18830/24⟫
Location: ⟪place_name|St Peter's Church, Stoke Fleming⟫ - ringing room
Reported by: ⟦PERSON|Judith Ambrose⟧ (tower secretary), ⟦PHONE|01803 770 214⟧, ⟦ADDRESS|2 Fore Street, Stoke Fleming, Dartmouth TQ6 0PR⟧
Items taken: 8 bell ropes (⟪item_value|approx. £2,400⟫ replacement), a handbell case, cash tin
Cash tin belonged to ⟦PERSON|Judith⟧ personally: contained ⟦AMOUNT|£65⟧ of her own money for the tea fund
Officer: PC ⟦PERSON|Warrington⟧ ⟪collar_number|3417⟫
CCTV from ⟪org_name|Dartmouth Arms⟫ requested."""),

("teams_chat", """⟦PERSON|Brigitte Haas⟧ 10:02
Hab den Teams-Webhook für die Werkstatt-Alarme eingerichtet / set up the Teams webhook for workshop alarms:
⟦SECRET|$sec_teamshook1⟧
⟦PERSON|Brigitte Haas⟧ 10:03
humidity sensor in the voicing room is ⟦IP_ADDRESS|192.168.178.45⟧, sends every ⟪interval|5 min⟫
⟦PERSON|Kwame Asante⟧ 10:10
nice. can you also add ⟦PERSON|Sunniva⟧'s number ⟦PHONE|+47 932 18 604⟧ for SMS fallback?"""),

("complaint_letter", """⟦ADDRESS|4 Vicarage Lane, Great Bardfield, Braintree CM7 4SS⟧
⟪letter_date|14 October⟫

Dear Mr ⟦PERSON|Tremayne⟧,

Your men left a pile of old thatch and a hazel offcut heap against my boundary wall for three weeks. My son ⟦PERSON|Oliver⟧, who has ⟦MEDICAL|severe asthma⟧, had two attacks from the dust. I have paid ⟦AMOUNT|£165⟧ for a skip myself and I expect to be reimbursed.

Please call me on ⟦PHONE|01371 810 466⟧.
⟦PERSON|Beryl Cawthorne⟧ (Mrs)"""),

("ocr_receipt", """[OCR receipt - confidence ⟪ocr_confidence|0.87⟫]
⟪org_name|L. CORNELISSEN & SON⟫
105 Great Russell St WC1B 3RY
VAT ⟪vat_number|GB 238 1942 07⟫
------------------------------
Gold leaf 23.75ct loose x2   ⟪line_price|£118.00⟫
Agate burnisher #4            ⟪line_price|£42.50⟫
Rabbit skin glue 250g         ⟪line_price|£9.80⟫
------------------------------
TOTAL PAID                    ⟦AMOUNT|£170.30⟧
VISA CONTACTLESS ⟪masked_card|************3104⟫
AUTH ⟪auth_code|092714⟫  ⟪timestamp|21/05/24 15:42⟫
Served by: ⟦PERSON|Ottilie⟧   Till ⟪till_no|2⟫"""),

("calendar_invite", """BEGIN:VCALENDAR
BEGIN:VEVENT
UID:⟪event_uid|$dec_uuid4⟫
DTSTART:⟪ics_datetime|20241109T093000Z⟫
SUMMARY:Beginners' bird taxidermy (2 days) - ⟪org_name|Fenwick Natural History Studio⟫
ORGANIZER;CN=⟦PERSON|Tobias Fenwick⟧:mailto:⟦EMAIL|tobias@fenwick-taxidermy.co.uk⟧
ATTENDEE;CN=⟦PERSON|Priti Ganguly⟧:mailto:⟦EMAIL|priti.ganguly@gmail.com⟧
DESCRIPTION:Paid ⟦AMOUNT|£340⟧. ⟦PERSON|Priti⟧: ⟦MEDICAL|pregnant - no borax or arsenic soap⟧. Mobile ⟦PHONE|07402 887 315⟧
LOCATION:⟪org_address|Unit 2, Mintsfeet Road North, Kendal LA9 6LZ⟫
END:VEVENT
END:VCALENDAR"""),
]

TEXTS += [
("consent_form", """JUNIOR RINGER CONSENT & MEDICAL FORM - ⟪org_name|Diocesan Guild of Church Bell Ringers⟫
Child's name: ⟦PERSON|Archie Nwosu-Bell⟧        Date of birth: ⟦DATE_OF_BIRTH|03/03/2013⟧
Tower: ⟪place_name|Holy Trinity, Guildford⟫
Medical conditions / medication: ⟦MEDICAL|ADHD, takes methylphenidate in the mornings⟧; ⟦MEDICAL|mild peanut allergy⟧
Parent/carer: ⟦PERSON|Chidi Nwosu⟧   Mobile: ⟦PHONE|07389 041 776⟧   Email: ⟦EMAIL|chidi.nwosu@gmail.com⟧
Second contact: ⟦PERSON|Laura Bell⟧ ⟦PHONE|07511 260 984⟧
Photo consent: yes    Safeguarding officer: ⟦PERSON|Elaine Forsythe⟧ (DBS ⟪dbs_certificate|001774209315⟫)
Form version ⟪form_version|JR-2023-2⟫"""),

("python_script", """# catalogue_blurbs.py - generates label text for the bird gallery
# TODO(⟦PERSON|aoife⟧): move key to env before the museum audit!!
import openai, csv

client = openai.OpenAI(api_key="⟦APIKEY|$key_openai1⟧")
MODEL = "⟪model_name|gpt-4o-mini⟫"

with open("⟪file_path|specimens_2024.csv⟫") as f:
    for row in csv.DictReader(f):
        # row['acc_no'] looks like ⟪accession_no|NHM.B.1892.44.7⟫
        prompt = f"Write a 40-word label for {row['species']} collected by {row['collector']}"
        print(client.chat.completions.create(model=MODEL, messages=[{"role": "user", "content": prompt}]))"""),

("env_file", """# .env.local - conservation LIMS (do not commit)  maintainer: ⟦PERSON|ulla.makinen⟧
LIMS_BASE_URL=https://⟪hostname|lims.kansallismuseo.fi⟫
ANTHROPIC_API_KEY=⟦APIKEY|$key_anth1⟧
HF_TOKEN=⟦APIKEY|$key_hf1⟧
PG_URL=postgresql://lims:⟦SECRET|Kuitu-Pellava-44⟧@⟦IP_ADDRESS|10.60.2.18⟧:5432/lims
SPECTRO_DEVICE=⟪device_serial|FTIR-SN-20197⟫
ALERT_EMAIL=⟦EMAIL|ulla.makinen@kansallismuseo.fi⟧
LOG_LEVEL=debug"""),

("incident_postmortem", """# Postmortem: card-testing attack on tessera-shop (⟪incident_id|INC-0042⟫)
**Date:** ⟪date|2024-05-23⟫   **Author:** ⟦PERSON|Chiara Benedetti⟧   **Status:** ⟪status|resolved⟫

## Summary
Between ⟪time_range|01:10-03:40 UTC⟫ a botnet made ⟪count|2,318⟫ checkout attempts. Most traffic came from ⟦IP_ADDRESS|45.133.172.19⟧ and ⟦IP_ADDRESS|185.220.101.44⟧; our WAF also logged the probe host ⟪doc_ip|203.0.113.88⟫ used in the vendor's test script.

## Root cause
The restricted key ⟦APIKEY|$key_stripe_rk⟧ had been pasted into a public Gist by a contractor (⟦PERSON|dmorrow-dev⟧). It is now revoked.

## Customer impact
One genuine customer, ⟦PERSON|Fatima Zahra Idrissi⟧, was charged three times; we refunded ⟦AMOUNT|€59.70⟧ on ⟪date|2024-05-24⟫."""),

("online_review", """Yelp · ★☆☆☆☆ · "Tuned our chamber organ and left it worse"
⟦PERSON|Nathan Oduya⟧ · Durham, NC · ⟪review_count|12 reviews⟫

Called ⟪org_name|Piedmont Organ Service⟫ after a cipher on the Stopped Diapason. The tech, ⟦PERSON|Rusty⟧, was an hour late, charged us ⟦AMOUNT|$285⟧ and the cipher was back the next day. Their site lists ⟪price|$120 service call⟫ - nobody mentioned the extra. When I called the office at ⟦PHONE|(919) 688-2041⟧ they hung up on me. Avoid."""),

("recruiter_message", """LinkedIn message
From: ⟦PERSON|Sinéad Mulcahy⟧ · Talent Partner at ⟪org_name|Harrison & Harrison⟫
To: ⟦PERSON|Kwame Asante⟧

Hi ⟦PERSON|Kwame⟧ - loved your talk on pipe-metal alloys at ⟪event|IBO Conference 2024⟫. We're hiring a senior voicer in Durham, salary band ⟪salary_band|£42-48k⟫ + relocation. Happy to chat? My direct line is ⟦PHONE|0191 378 2409⟧ or ⟦EMAIL|s.mulcahy@harrisonorgans.com⟧.
Job ref ⟪job_ref|HH-VOI-07⟫"""),

("grant_budget", """Heritage Fund application ⟪application_ref|NL-24-03117⟫ - Budget breakdown (freelance conservator)
Applicant: ⟦PERSON|Ines Carvalho⟧, ⟦ADDRESS|7 Main Street, Grange-over-Sands LA11 6AB⟧
Conservator day rate (applicant): ⟦AMOUNT|£310⟧/day × 40 days
Materials: ⟪budget_line|£1,850⟫
Travel: ⟪budget_line|£620⟫
Total project cost: ⟪project_total|£14,870⟫
Payments to: ⟦PERSON|Ines Carvalho⟧, ⟦IBAN|$iban03⟧
Referee: Dr ⟦PERSON|Mercy Okonkwo⟧"""),

("signal_chat", """⟦PERSON|Hanne⟧: are you still on for the Chartres residency? they need passport numbers by friday
⟦PERSON|Callum Reid⟧: yep. ⟦PASSPORT|$pp_uk4⟧ hmm no wait that's my mum's, mine is ⟦PASSPORT|$pp_ie2⟧
⟦PERSON|Hanne⟧: lol. irish one is better post-brexit anyway
⟦PERSON|Callum Reid⟧: also they asked about health stuff, put ⟦MEDICAL|epilepsy, well controlled on lamotrigine⟧
⟦PERSON|Hanne⟧: ok. accommodation is ⟪accommodation|Maison Saint-Yves⟫, room ⟪room_number|14⟫"""),
]
