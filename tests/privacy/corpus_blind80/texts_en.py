# -*- coding: utf-8 -*-
# English texts of the blind80 corpus.  Each entry is typed by hand.
# Markup: ⟦TYPE|value⟧ labelled span, ⟪kind|value⟫ decoy, $name -> values.VALUES[name]
TEXTS = []

TEXTS.append(("support_email", """Subject: Locked out after hospital stay — ticket ⟪ticket_id|KH-448213⟫

Hi Keyhaven support,

My name is ⟦PERSON|Rosalind Achterberg⟧ and I've been a Family plan customer since 2019. I was in hospital for three weeks after a ⟦MEDICAL|subarachnoid haemorrhage⟧ and honestly I cannot remember my master password anymore. My husband ⟦PERSON|Pieter⟧ is set up as my emergency contact but his request keeps timing out.

Account email: ⟦EMAIL|r.achterberg@kpnmail.nl⟧
Date of birth (for verification): ⟦DATE_OF_BIRTH|03/11/1968⟧
Phone on file: ⟦PHONE|+31 6 4182 7730⟧

I was also charged ⟦AMOUNT|€47.88⟧ for the renewal on ⟪date|2 March⟫ while I couldn't even log in — could that be refunded? I'm on app version ⟪app_version|8.14.2⟫ on an iPad.

Thanks,
⟦PERSON|Ros⟧
"""))

TEXTS.append(("slack_thread", """#ci-alerts  ⟪time|09:14⟫
@⟦PERSON|tomasz.wierzbicki⟧: heads up, the nightly job ⟪job_id|#58213⟫ printed the full env to the log 🙃
@⟦PERSON|tomasz.wierzbicki⟧: line 212 → GITHUB_TOKEN=⟦APIKEY|$ghp1⟧
@⟦PERSON|aisha.r⟧: ugh. also NPM_TOKEN=⟦APIKEY|$npm1⟧ is right below it
@⟦PERSON|aisha.r⟧: runner was ⟪hostname|ci-runner-07⟫ at ⟦IP_ADDRESS|10.42.7.19⟧ fwiw
@⟦PERSON|tomasz.wierzbicki⟧: revoking both now. ⟦PERSON|Devraj⟧ can you rotate the ⟪org_name|Shipyard CI⟫ secret store after? build ⟪build_number|4.17.0-rc3⟫ is blocked anyway
@⟦PERSON|devraj.n⟧: on it, give me 10 min
"""))

TEXTS.append(("whois_record", """Domain Name: ⟪domain_name|quiltworks-studio.com⟫
Registry Domain ID: ⟪registry_domain_id|2781934455_DOMAIN_COM-VRSN⟫
Updated Date: ⟪timestamp|2024-05-09T17:22:41Z⟫
Registrar: ⟪org_name|Namefield LLC⟫
Registrar IANA ID: ⟪iana_id|3127⟫
Registrar Abuse Contact Email: ⟦EMAIL|abuse@namefield.io⟧
Registrar Abuse Contact Phone: ⟦PHONE|+1.6174209983⟧
Registrant Name: ⟦PERSON|Marguerite O'Dell⟧
Registrant Mailing Address: ⟦ADDRESS|2291 Birchwood Ln Apt 4, Asheville, NC 28803, US⟧
Registrant Phone: ⟦PHONE|+1.8285017342⟧
Registrant Email: ⟦EMAIL|mags.odell@fastmail.com⟧
Name Server: ⟪nameserver|ns1.namefield-dns.net⟫
Name Server: ⟪nameserver|ns2.namefield-dns.net⟫
DNSSEC: unsigned
>>> Last update of WHOIS database: ⟪timestamp|2024-06-01T03:00:12Z⟫ <<<
"""))

TEXTS.append(("vpn_server_log", """⟪timestamp|2024-07-18 22:41:07⟫ wg-gw-ams3 handshake ok user=⟦PERSON|jhalvorsen⟧ endpoint=⟦IP_ADDRESS|84.212.97.143⟧:⟪port|51820⟫ assigned=⟦IP_ADDRESS|10.66.0.214⟧ pubkey=⟪wg_public_key|$wgpub1⟫
2024-07-18 22:41:09 wg-gw-ams3 dns leak test from ⟦IP_ADDRESS|100.71.3.88⟧ -> resolver ⟪doc_ip|192.0.2.53⟫ (test fixture)
2024-07-18 22:43:55 wg-gw-ams3 user=⟦PERSON|kemi.adeyinka⟧ endpoint=⟦IP_ADDRESS|2a02:a03f:6b1c:4e00:91d2:7ab3:2c1f:8e05⟧ assigned=⟦IP_ADDRESS|10.66.1.37⟧ client=⟪client_version|wirehop-android 3.9.1⟫ fw=⟪firmware_version|10.2.0.114⟫
2024-07-18 22:44:02 wg-gw-ams3 WARN auth retry user=⟦PERSON|kemi.adeyinka⟧ pw_attempt="⟦PASSWORD|Lagos2Leiden!⟧" (debug logging still on, see ⟪ticket_id|OPS-2291⟫)
"""))

TEXTS.append(("bug_bounty_report", """Report ⟪report_id|#2291047⟫ — Hard-coded AWS credentials in ⟪domain_name|app.letterbird.io⟫ main bundle
Severity: High (⟪cvss_score|CVSS 8.2⟫)
Researcher: ⟦PERSON|nullbyte_nadia⟧ (⟦PERSON|Nadia Berhane⟧)

Steps:
1. Open https://app.letterbird.io/static/js/main.⟪build_hash|3f9ac1d2⟫.js
2. Search for "accessKeyId"
3. Found:
   accessKeyId: "⟦APIKEY|$akid1⟧",
   secretAccessKey: "⟦SECRET|$awssec1⟧",
   region: "⟪aws_region|eu-west-1⟫"
4. `aws s3 ls` with these lists the bucket ⟪bucket_name|letterbird-subscriber-exports⟫, which holds CSVs with subscriber emails, e.g. ⟦EMAIL|j.okafor@gmail.com⟧ (I stopped there).

Note: the key on your docs page (⟪example_key|AKIAIOSFODNN7EXAMPLE⟫) is obviously fine, this one is not.

Payout details can go to my usual method. Thanks — ⟦PERSON|Nadia⟧
"""))

TEXTS.append(("sms_thread", """[SMS] ⟪time|18:02⟫ Mum: hi love, the Keyhaven app wants the master password again, is it still ⟦PASSWORD|Marmalade-Tuesday-1974⟧ ?
[SMS] 18:05 Me: Mum don't text that!! I'll ring you. Also the garage door code changed to ⟦PASSWORD|8 2 6 0⟧
[SMS] 18:06 Mum: ok. ⟦PERSON|Gareth⟧ says his card was charged ⟦AMOUNT|£35.99⟧ twice for the family plan
[SMS] 18:09 Me: tell him to email ⟦EMAIL|billing@keyhaven.app⟧ with order ⟪order_id|KH-ORD-7781204⟫. Their number is ⟦PHONE|0800 048 7712⟧ but it's useless
[SMS] 18:10 Mum: ⟪pet_name|Biscuit⟫ has the vet at 4 tomorrow (⟪animal_health|his ear infection⟫ again) so ring after 6
"""))

TEXTS.append(("github_issue", """### Bug: `quill serve` crashes on startup with IPv6 bind (⟪version|v2.3.0⟫)

**Environment**: Ubuntu 22.04, Python ⟪version|3.11.4⟫, quill @ ⟪commit_sha|$sha1⟫

```
Traceback (most recent call last):
  File "/home/⟦PERSON|lwanjiru⟧/.venvs/quill/lib/python3.11/site-packages/quill/server.py", line ⟪line_number|412⟫, in bind
    sock.bind((host, port))
OSError: [Errno 99] Cannot assign requested address: ('⟦IP_ADDRESS|fd12:3b4c:91aa::17⟧', ⟪port|8443⟫)
```

Config I used (tokens removed except the one I forgot, sorry, already revoked):
```toml
[server]
host = "⟦IP_ADDRESS|fd12:3b4c:91aa::17⟧"
admin_user = "⟦PERSON|lwanjiru⟧"
github_token = "⟦APIKEY|$ghp2⟧"
```
cc @⟦PERSON|hbergstrom⟧ since you touched `bind()` in ⟪pr_number|#1184⟫
"""))

TEXTS.append(("call_transcript", """[Wirehop VPN billing line — call ⟪call_id|CL-20240611-0932⟫, recorded ⟪timestamp|11 Jun 2024 09:32⟫]
AGENT (⟦PERSON|Priya⟧): Thanks for holding. Can I take the full name on the account?
CALLER: It's ⟦PERSON|Desmond Okoro-Blake⟧, D-E-S-M-O-N-D.
AGENT: And the email?
CALLER: ⟦EMAIL|dez.okoroblake@outlook.com⟧
AGENT: I see two charges of ⟦AMOUNT|$89.00⟧ for the two-year plan. I can refund one. Which card should it go back to?
CALLER: The Visa, ⟦CARD|$card_visa1⟧, expiry 09/27, security code ⟦CVV|318⟧.
AGENT: Sir, you don't need to read me the security code. Refund reference is ⟪refund_id|RF-55120⟫, five to ten business days.
CALLER: Fine. And my callback is ⟦PHONE|four one five, two two eight, nine zero six one⟧.
"""))

TEXTS.append(("dotenv_file", """# .env.production — letterbird-api  (DO NOT COMMIT… oops)
NODE_ENV=production
PORT=⟪port|3000⟫
DATABASE_URL=postgres://letterbird_app:⟦SECRET|Wq7!vR2#pLm9zE⟧@⟦IP_ADDRESS|172.31.24.117⟧:5432/letterbird
REDIS_URL=redis://:⟦SECRET|r3d1s-Sh4red-K3y-2024⟧@cache.internal:6379/0
SENDGRID_API_KEY=⟦APIKEY|$sg1⟧
STRIPE_SECRET_KEY=⟦APIKEY|$sk_live1⟧
STRIPE_PUBLISHABLE_KEY=⟪publishable_key|$pk_live1⟫
STRIPE_WEBHOOK_SECRET=⟦SECRET|$whsec1⟧
MAILCHIMP_IMPORT_KEY=⟦APIKEY|$mc1⟧
SENTRY_RELEASE=⟪release_tag|letterbird-api@5.2.1⟫
ADMIN_EMAIL=⟦EMAIL|ops-oncall@letterbird.io⟧
"""))

TEXTS.append(("forum_post", """Title: WireGuard split tunnel drops after 30 min — config inside
Posted by ⟦PERSON|chen_yiwen⟧ on ⟪forum_name|DevLoft⟫ › Networking · ⟪relative_time|3h ago⟫

Hey all, running Fogroute on a Pi 4 at home. Tunnel comes up, then after ~30 min traffic to ⟪cidr_range|10.8.0.0/24⟫ just dies. Conf below (endpoint is my real one because I'm lazy, key is the real one too, will regen after):

[Interface]
PrivateKey = ⟦SECRET|$wgpriv1⟧
Address = ⟦IP_ADDRESS|10.8.0.6⟧/32

[Peer]
PublicKey = ⟪wg_public_key|$wgpub2⟫
Endpoint = ⟦IP_ADDRESS|81.171.22.9⟧:⟪port|51821⟫
AllowedIPs = ⟪cidr_range|10.8.0.0/24⟫, ⟪cidr_range|192.168.50.0/24⟫
PersistentKeepalive = 25

Pi is on ⟦IP_ADDRESS|192.168.50.23⟧. Any ideas? Running ⟪version|wireguard-tools v1.0.20210914⟫.
"""))

TEXTS.append(("payout_form", """HackerHarbor — Payout & Tax Details (submitted ⟪timestamp|2024-08-02 14:10 UTC⟫)
Legal name: ⟦PERSON|Brandon T. Keough⟧
Username: ⟦PERSON|bkeough⟧
Country of tax residence: ⟪country|United States⟫
TIN type: SSN
TIN: ⟦SSN|$ssn1⟧
Date of birth: ⟦DATE_OF_BIRTH|1991-06-23⟧
Mailing address: ⟦ADDRESS|48 Orchard St Apt 3R, Providence, RI 02906⟧
Payout method: PayPal → ⟦EMAIL|brandon.keough@icloud.com⟧
Pending payout: ⟦AMOUNT|$2,500.00⟧ (report ⟪report_id|#1920374⟫) + retest bonus ⟦AMOUNT|$250⟧
Programme minimum for High severity: ⟪bounty_table_amount|$1,500⟫
Phone (2FA backup): ⟦PHONE|(401) 732-0148⟧
"""))

TEXTS.append(("markdown_table", """## Maintainer stipends — Q3 (internal, do not publish)

| Maintainer | GitHub | Payout IBAN | Amount |
|---|---|---|---|
| ⟦PERSON|Lukas Brenner⟧ | @⟦PERSON|lbrenner⟧ | ⟦IBAN|$iban_de1⟧ | ⟦AMOUNT|€1,200⟧ |
| ⟦PERSON|Inês Carvalho⟧ | @⟦PERSON|inescarv⟧ | ⟦IBAN|$iban_pt1⟧ | ⟦AMOUNT|€950⟧ |
| ⟦PERSON|Jakub Nowicki⟧ | @⟦PERSON|kubanow⟧ | ⟦IBAN|$iban_pl1⟧ | ⟦AMOUNT|€900⟧ |

Total from the ⟪org_name|Open Collective⟫ fund this quarter: ⟪org_total|€3,050⟫ of a ⟪org_total|€12,000⟫ budget.
Fiscal host fee (⟪percentage|10%⟫) already deducted. Tracking issue ⟪issue_number|#77⟫.
"""))

TEXTS.append(("incident_postmortem", """# Postmortem: secrets exposed in public build logs (⟪incident_id|INC-0419⟫)

**Author:** ⟦PERSON|Hannah Whitcombe⟧  **Reviewed by:** ⟦PERSON|Oluwaseun Adebayo⟧, ⟦PERSON|R. Castellanos⟧
**Window:** ⟪timestamp|2024-04-19 07:55⟫ → ⟪timestamp|2024-04-19 11:20⟫ UTC

## What happened
A debug step (`env | sort`) was added in ⟪commit_sha|$sha2⟫ to the release workflow. For 3h25m the public logs of pipeline ⟪pipeline_id|#88312⟫ showed:
- `SLACK_WEBHOOK_URL=⟦SECRET|$slackhook1⟧`
- `DOCKERHUB_TOKEN=⟦APIKEY|$dckr1⟧`
- `DEPLOY_KEY` (the runner only masks single-line values, so it printed in full):
```
⟦SECRET|$pem3⟧
```

## Impact
No evidence of misuse. One request to the webhook from ⟦IP_ADDRESS|45.133.1.207⟧ at 10:02 posted "test" to #releases.

## Follow-ups
- [x] rotate all three (⟦PERSON|Oluwaseun⟧)
- [ ] add secret scanning to ⟪product_name|Relay Pipelines⟫ templates (⟦PERSON|Hannah⟧)
"""))

TEXTS.append(("customer_email", """From: ⟦PERSON|Felix Hartmann⟧ <⟦EMAIL|felix@hartmann-tischlerei.de⟧>
To: ⟦EMAIL|transfers@dotharbor.com⟧
Subject: Transfer of hartmann-tischlerei.de stuck?

Hello,

I started moving ⟪domain_name|hartmann-tischlerei.de⟫ to you on Monday (order ⟪order_id|DH-2024-118834⟫) and paid ⟦AMOUNT|€14.90⟧, but the status still says "pending AuthInfo". Do you need a copy of my ID? Your upload form does not accept my Personalausweis, only a passport — number ⟦PASSPORT|$pp_de1⟧.

Mit freundlichen Grüßen
⟦PERSON|Felix Hartmann⟧
⟪org_name|Tischlerei Hartmann⟫ (Inhaber)
privat: ⟦ADDRESS|Lindenstraße 14, 79098 Freiburg im Breisgau⟧
Tel. ⟦PHONE|+49 761 2938 4410⟧ · Mobil ⟦PHONE|0171 4482 093⟧
"""))

TEXTS.append(("subscriber_csv", """subscriber_id,email,first_name,last_name,country,signup_ip,plan,lifetime_paid
⟪subscriber_id|sub_9f1c22⟫,⟦EMAIL|amelia.frost@proton.me⟧,⟦PERSON|Amelia⟧,⟦PERSON|Frost⟧,⟪country_code|GB⟫,⟦IP_ADDRESS|86.14.203.77⟧,paid_annual,⟦AMOUNT|GBP 60.00⟧
⟪subscriber_id|sub_a0d7e4⟫,⟦EMAIL|t.nakamura@docomo.ne.jp⟧,⟦PERSON|Takeshi⟧,⟦PERSON|Nakamura⟧,JP,⟦IP_ADDRESS|2400:4051:8a2:5e00::1c⟧,free,0
⟪subscriber_id|sub_b3e518⟫,⟦EMAIL|marco.deluca@libero.it⟧,⟦PERSON|Marco⟧,⟦PERSON|De Luca⟧,IT,⟦IP_ADDRESS|93.44.176.5⟧,paid_monthly,⟦AMOUNT|EUR 42.00⟧
⟪subscriber_id|sub_c61f09⟫,⟦EMAIL|hello@priyanka.dev⟧,⟦PERSON|Priyanka⟧,⟦PERSON|Raman⟧,IN,⟦IP_ADDRESS|49.36.120.218⟧,paid_annual,⟦AMOUNT|INR 4,800⟧
"""))

TEXTS.append(("java_stack_trace", """⟪timestamp|2024-09-03 02:17:44,981⟫ ERROR [build-worker-3] c.r.pipelines.ArtifactStore - upload failed for run ⟪run_id|run_7f3a01⟫
org.postgresql.util.PSQLException: FATAL: password authentication failed for user "⟦PERSON|mdiallo⟧"
  connection: jdbc:postgresql://⟦IP_ADDRESS|10.20.3.41⟧:5432/artifacts?user=⟦PERSON|mdiallo⟧&password=⟦SECRET|Dakar#2019spring⟧
	at org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)
	at org.postgresql.Driver.connect(Driver.java:⟪line_number|297⟫)
	at com.relay.pipelines.ArtifactStore.open(ArtifactStore.java:88)
	... 14 more
Caused by: java.net.SocketTimeoutException: connect timed out (peer ⟦IP_ADDRESS|10.20.3.42⟧)
Runner host: ⟪hostname|ci-build-03.relay.internal⟫ jdk=⟪version|17.0.11+9⟫
"""))

TEXTS.append(("meeting_minutes", """tinyhttpd core team sync — ⟪meeting_date|Thu 14 Nov⟫
Present: ⟦PERSON|Ama Owusu⟧ (chair), ⟦PERSON|Jens Lykke⟧, ⟦PERSON|Sofía Márquez⟧, ⟦PERSON|T. Brennan⟧
Apologies: ⟦PERSON|Kenji⟧ — on leave after ⟦MEDICAL|knee reconstruction surgery⟧, back in Jan

1. Release ⟪version|0.19.0⟫: blocked on the ⟪cve_id|CVE-2024-31337⟫ fix (⟦PERSON|Jens⟧). Target ⟪date|Dec 2⟫.
2. Security inbox: ⟦EMAIL|security@tinyhttpd.org⟧ now forwards to ⟦PERSON|Ama⟧ + ⟦PERSON|Sofía⟧. PGP fingerprint ⟪pgp_fingerprint|4F2A 9C1B 77E0 3D58 A612  0B9E 5C44 D1F8 2E07 9A3B⟫ goes on the website.
3. Sponsorship: ⟪org_name|Nimbus Hosting⟫ offered ⟪org_total|$6,000/yr⟫; ⟦PERSON|Sofía⟧ to reply.
4. AOB: ⟦PERSON|Ama⟧'s laptop was stolen at ⟪event_name|FOSDEM⟫ — she rotated her GPG subkey; the old passphrase "⟦PASSWORD|correct-llama-battery-9⟧" is dead but noting it for the record.
"""))

TEXTS.append(("voice_memo_transcript", """voice memo, transcribed — ⟪duration|00:01:42⟫
ok note for the Keyhaven escalation queue, priority ⟪priority|P2⟫. customer is ⟦PERSON|Beatrice Alder⟧, spelled A L D E R. she says her son ⟦PERSON|Tom⟧ set up the vault for her and now he's abroad. she's ⟦MEDICAL|partially sighted⟧, ⟦MEDICAL|macular degeneration⟧, so the tiny 2FA prompt is hard for her. callback number is ⟦PHONE|oh seven nine one two, three double four, one two three⟧. DOB she gave was the ⟦DATE_OF_BIRTH|14th of May 1947⟧, matches the account. she read me her recovery kit code over the phone, which she really shouldn't have, it was ⟦SECRET|$recB1⟧, so we need to reissue the kit. also refund ⟦AMOUNT|thirty-six pounds⟧ for the duplicate charge, ticket ⟪ticket_id|KH-449020⟫. end of note.
"""))

TEXTS.append(("k8s_secret_yaml", """apiVersion: v1
kind: Secret
metadata:
  name: ⟪k8s_object_name|newsletter-worker-secrets⟫
  namespace: prod
  annotations:
    owner: ⟦EMAIL|s.lindqvist@postwick.com⟧
    last-rotated-by: ⟦PERSON|slindqvist⟧
type: Opaque
stringData:
  MAILGUN_API_KEY: "⟦APIKEY|$mg1⟧"
  MAILGUN_WEBHOOK_SIGNING_KEY: "⟦SECRET|$mgsign1⟧"
  SLACK_SIGNING_SECRET: "⟦SECRET|$slacksign1⟧"
  TWILIO_ACCOUNT_SID: "⟪account_sid|AC7d1e5c0b9a2f48e6b3c4d8a1f0e29b57⟫"
  TWILIO_API_KEY: "⟦APIKEY|$twsk1⟧"
  TWILIO_AUTH_TOKEN: "⟦SECRET|$twauth1⟧"
  JWT_SIGNING_SECRET: "⟦SECRET|$jwtsec1⟧"
  SMTP_RELAY: "⟦IP_ADDRESS|172.16.40.12⟧"
  IMAGE_DIGEST: "⟪image_digest|$digest1⟫"
"""))

TEXTS.append(("app_store_review", """★★☆☆☆  "Fast but the renewal price is a joke"
Been using Wirehop for two years. Speeds on the ⟪server_name|Frankfurt-07⟫ server are great and ⟪app_version|v4.2.3⟫ finally fixed the kill switch. BUT the intro price was ⟪plan_price|$2.49/mo⟫ and the renewal is ⟪plan_price|$11.99/mo⟫?? Their own pricing page says ⟪plan_price|$59.88 for 2 years⟫ for new customers. Support ticket ⟪ticket_id|WH-88213⟫ got a canned reply. Also the app asks for location permission on Android 14 for no reason.
"""))

TEXTS.append(("irc_log", """[⟪time|21:03⟫] <⟦PERSON|mbeaumont⟧> anyone else seeing the CI mirror at ⟦IP_ADDRESS|142.93.118.6⟧ time out?
[21:04] <⟦PERSON|kvothe_⟧> yeah, ⟪hostname|mirror2.pgshard.dev⟫ is down since the 20:00 cron
[21:05] <⟦PERSON|mbeaumont⟧> ok. fwiw I pasted my personal token in #pgshard-dev by accident earlier: ⟦APIKEY|$glpat1⟧ — revoked, pls don't ping me about it lol
[21:06] <⟦PERSON|adaeze⟧> lol. ⟦PERSON|Marc⟧ you also owe me ⟦AMOUNT|€20⟧ from the FOSDEM dinner 😄
[21:06] <⟦PERSON|mbeaumont⟧> sending via paypal to ⟦EMAIL|adaeze.n@posteo.de⟧ now
[21:08] <⟦PERSON|kvothe_⟧> release ⟪version|pgshard 1.4.0⟫ tarball sha256 ⟪sha256|$sha256_1⟫ uploaded
"""))

TEXTS.append(("invoice", """DOTHARBOR REGISTRAR — INVOICE ⟪invoice_id|INV-2024-0093317⟫
Issued: ⟪date|18 Sep 2024⟫     VAT reg: ⟪vat_number_org|GB 294 7719 06⟫

Bill to:
⟦PERSON|Oyelaran Adeyemi-Fox⟧
⟦ADDRESS|Flat 7, 31 Mornington Crescent, London NW1 7RE⟧
⟦EMAIL|oyel.af@gmail.com⟧

Item                               Qty   Unit price
.com registration (1 yr)            2    ⟪unit_price|£9.49⟫
WHOIS privacy                       2    ⟪unit_price|£0.00⟫
Premium DNS                         1    ⟪unit_price|£3.50⟫
---------------------------------------------------
Total charged to card ending ⟪masked_card|•••• 7719⟫:   ⟦AMOUNT|£22.48⟧
"""))

TEXTS.append(("kyc_review_note", """DotHarbor compliance — manual KYC review ⟪case_number|CMP-7731⟫
Registrant: ⟦PERSON|Lucía Fernández Ortega⟧
Domain(s): ⟪domain_name|lucia-ceramica.es⟫
Document: DNI ⟦NATIONAL_ID|$nid_es1⟧ (front + back uploaded, ⟪file_name|dni_scan_2.jpg⟫)
DOB on document: ⟦DATE_OF_BIRTH|22/09/1985⟧
Contact: ⟦PHONE|+34 612 48 91 07⟧ / ⟦EMAIL|luciafo@telefonica.net⟧
Reviewer notes: photo slightly blurred but readable. Address on the DNI (⟦ADDRESS|Calle de San Vicente 37, 3º B, 46002 Valencia⟧) matches the registrant record. Approved by ⟦PERSON|gkowalczyk⟧ ⟪timestamp|2024-10-07 16:48⟫.
"""))

TEXTS.append(("forum_answer", """Accepted answer · 212 votes

You're hitting the rate limit because every worker creates its own client. Create one client and reuse it. And never paste real keys — use placeholders like the ones in the docs:

```python
client = Client(
    api_key="⟪example_key|sk_test_4eC39HqLyjWDarjtT1zdp7dc⟫",   # the published docs test key
    base_url="http://⟪doc_ip|203.0.113.10⟫:⟪port|8080⟫",
    timeout=⟪timeout_seconds|30⟫,
)
```

Tested with ⟪version|stripe-python 10.4.0⟫ on ⟪version|Python 3.12.2⟫. If you still get ⟪http_status|429⟫, check the `Retry-After` header; the default budget is ⟪rate_limit|100 requests per second⟫ per account. See also ⟪kb_article|KB-0042⟫.
"""))

TEXTS.append(("chargeback_notice", """From: ⟦EMAIL|disputes@fogroute.net⟧
To: ⟦EMAIL|b.mwangi@yahoo.com⟧
Subject: Dispute ⟪dispute_id|DP-30091⟫ — we received a chargeback

Dear ⟦PERSON|Brian Mwangi⟧,

Your bank has disputed a payment of ⟦AMOUNT|USD 71.40⟧ made on ⟪date|2024-06-14⟫ with the card ⟪masked_card|Mastercard •••• 4418⟫. Our records show 212 connections from your account during that period, the last one from ⟦IP_ADDRESS|41.90.64.203⟧ (⟪place_name|Nairobi⟫).

If you did not authorise this payment, reply and we will close the account and refund ⟦AMOUNT|USD 71.40⟧ directly; otherwise please ask your bank to withdraw the dispute.

— ⟦PERSON|Ilse⟧, Fogroute Billing
"""))

TEXTS.append(("sql_insert", """-- dump of keyhaven_staging.users (⟪timestamp|2024-03-28 04:00⟫), do NOT ship to prod
INSERT INTO users (id, email, full_name, phone, dob, last_ip, recovery_hint) VALUES
(⟪row_id|10441⟫, '⟦EMAIL|w.osei@gmail.com⟧', '⟦PERSON|Winifred Osei⟧', '⟦PHONE|+233 24 418 5520⟧', '⟦DATE_OF_BIRTH|1979-02-08⟧', '⟦IP_ADDRESS|154.160.2.71⟧', 'first dog'),
(⟪row_id|10442⟫, '⟦EMAIL|haruto.ito@icloud.com⟧', '⟦PERSON|Haruto Ito⟧', '⟦PHONE|+81 90-3318-2746⟧', '⟦DATE_OF_BIRTH|1996-12-30⟧', '⟦IP_ADDRESS|126.77.140.19⟧', NULL),
(⟪row_id|10443⟫, 'qa-bot', 'QA Test', NULL, NULL, '⟪loopback_ip|127.0.0.1⟫', NULL);
-- schema version ⟪schema_version|v47⟫
"""))

TEXTS.append(("bash_history", """  501  cd ~/src/pgshard
  502  git pull --rebase origin main
  503  ssh -i ~/.ssh/id_ed25519 ⟦PERSON|rkasprzak⟧@⟦IP_ADDRESS|51.38.107.212⟧
  504  mysql -h ⟦IP_ADDRESS|10.0.12.5⟧ -u ⟦PERSON|rkasprzak⟧ -p'⟦PASSWORD|Zubr0wka!88⟧' bench
  505  export PYPI_TOKEN=⟦APIKEY|$pypi1⟧
  506  twine upload dist/pgshard-⟪version|1.4.1⟫*
  507  curl -s http://⟪loopback_ip|127.0.0.1⟫:⟪port|9187⟫/metrics | head
  508  history -c   # lol too late
"""))

TEXTS.append(("gdpr_request_form", """Postwick — Data Subject Request
Request type: [x] Access  [x] Erasure  [ ] Portability
Full name: ⟦PERSON|Aoife Ní Bhriain⟧
Email used with Postwick: ⟦EMAIL|aoife.nibhriain@eircom.net⟧
Other emails we may hold: ⟦EMAIL|aoifenb@gmail.com⟧
Newsletters subscribed: "⟪newsletter_title|The Galway Gardener⟫", "Sunday Longreads"
Proof of identity: UK passport ⟦PASSPORT|$pp_gb1⟧
Address for postal reply: ⟦ADDRESS|12 Sea Road, Salthill, Galway H91 X2T4⟧
Reason: I unsubscribed in ⟪month_year|March 2023⟫ and I still get mails. Reference of my earlier complaint: ⟪complaint_ref|DSR-2023-0388⟫.
Submitted from ⟦IP_ADDRESS|89.101.215.40⟧ at ⟪timestamp|2024-11-02 20:31:09⟫
"""))

TEXTS.append(("whatsapp_chat", """[⟪date|12/08/24⟫, 19:41] ⟦PERSON|Zainab⟧: ok who's in for the Wirehop family plan, it's ⟪plan_price|£79.99⟫/yr for 6 ppl
[12/08/24, 19:43] ⟦PERSON|Callum R⟧: me. I'll send you my share now, ⟦AMOUNT|£13.33⟧ right?
[12/08/24, 19:44] ⟦PERSON|Zainab⟧: yep. monzo me or bank: ⟦IBAN|$iban_gb1⟧
[12/08/24, 19:52] ⟦PERSON|Niamh⟧ 🌸: in!! sent ⟦AMOUNT|£13.35⟧ bc rounding lol
[12/08/24, 19:55] ⟦PERSON|Zainab⟧: login is the shared one, user ⟦PERSON|zainab.q⟧ pw ⟦PASSWORD|Tangerine#Wave6⟧ — DON'T change it pls
[12/08/24, 19:56] ⟦PERSON|Callum R⟧: lol ok. also whats the wifi at the cabin for next wknd
[12/08/24, 19:57] ⟦PERSON|Zainab⟧: ⟪wifi_ssid|CabinNet-5G⟫ / ⟦PASSWORD|lochness2024⟧
"""))

TEXTS.append(("pr_review_comment", """**⟦PERSON|hbergstrom⟧** commented on `tests/fixtures/settings.json` line ⟪line_number|18⟫ · ⟪pr_number|#1203⟫

> "slack_bot_token": "⟦APIKEY|$xoxb1⟧",

@⟦PERSON|pvelasquez⟧ this doesn't look like a dummy value — it has the right shape and `auth.test` on it returned your workspace 😬 Please revoke it and use something like `⟪placeholder_token|xoxb-000000000000-0000000000000-XXXXXXXXXXXXXXXXXXXXXXXX⟫`. The fixture also has your real address in `billing.address` (⟦ADDRESS|1840 W Cortland St, Chicago, IL 60622⟧) — force-push after fixing, commit ⟪commit_sha|$sha3⟫ should not land on main.
"""))

TEXTS.append(("live_chat_transcript", """Chat ⟪chat_id|#LC-99814⟫ · Keyhaven Support · ⟪timestamp|2024-02-11 13:05⟫
Visitor (⟦PERSON|Gustavo Pereira⟧): hi i want to upgrade to teams but the checkout keeps failing
Agent ⟦PERSON|Marisol⟧: Sorry about that! What error do you see?
Visitor: "card declined". its a brazilian card, ⟦CARD|$card_mc1⟧ cvv ⟦CVV|552⟧
Agent ⟦PERSON|Marisol⟧: Please don't share card details in chat — I've redacted them on our side. Brazilian cards sometimes need 3-D Secure; try again from the desktop app.
Visitor: ok. also for the invoice my CPF is ⟦NATIONAL_ID|$nid_br1⟧
Agent ⟦PERSON|Marisol⟧: Thanks, add it under Billing → Tax ID. The Teams plan is ⟪plan_price|US$4/user/mo⟫ billed annually.
"""))

TEXTS.append(("ci_workflow_yaml", """# .github/workflows/release.yml  (last touched in ⟪commit_sha_short|a91f3c2⟫)
name: release
on:
  push:
    tags: ['v*']
jobs:
  publish:
    runs-on: ⟪runner_label|ubuntu-22.04⟫
    env:
      NPM_TOKEN: ⟦APIKEY|$npm2⟧          # TODO move to secrets!!
      DIGITALOCEAN_TOKEN: ⟦APIKEY|$dop1⟧
      CIRCLE_TOKEN: ⟦APIKEY|$ccipat1⟧      # old pipeline, still used for the docs build
      NETLIFY_AUTH_TOKEN: ⟦APIKEY|$nfp1⟧
      DEPLOY_HOST: ⟦IP_ADDRESS|167.99.204.58⟧
    steps:
      - uses: actions/checkout@⟪action_version|v4⟫
      - run: npm publish --access public
      - run: ./scripts/notify.sh "released by ${{ github.actor }}"
"""))

TEXTS.append(("bounty_triage_comment", """Triage note on ⟪report_id|#2304418⟫ (IDOR on /api/v2/invoices/{id})

Reproduced. Requesting ⟪invoice_id|inv_558201⟫ with the researcher's test account returns another customer's invoice, including:
  "name": "⟦PERSON|Greta Lindholm⟧",
  "email": "⟦EMAIL|greta.lindholm@telia.se⟧",
  "personnummer": "⟦NATIONAL_ID|$nid_se1⟧",
  "amount_paid": "⟦AMOUNT|SEK 1 188⟧"
Severity bumped to High. Researcher ⟦PERSON|0xkarim⟧, please delete any data you downloaded. Bounty per table: ⟪bounty_table_amount|$3,000⟫. — ⟦PERSON|Tobias⟧ (triage)
"""))

TEXTS.append(("mailing_list_post", """From: ⟦PERSON|Yannick Desrosiers⟧ <⟦EMAIL|ydesrosiers@videotron.ca⟧>
To: ⟦EMAIL|fernweh-dev@lists.fernweh.org⟧
Subject: [fernweh-dev] stepping back for a few weeks
Date: ⟪timestamp|Mon, 7 Oct 2024 09:12:55 -0400⟫

Hi all,

Quick heads-up: I'm starting ⟦MEDICAL|chemotherapy for Hodgkin lymphoma⟧ next week, so I'll be mostly offline until mid-November. ⟦PERSON|Mireille⟧ has commit rights on the ⟪branch_name|2.x⟫ branch and can cut ⟪version|2.8.1⟫ if needed.

If something is on fire, text me: ⟦PHONE|514-882-3075⟧.

Cheers,
⟦PERSON|Yannick⟧
"""))

TEXTS.append(("terraform_tfvars", """# terraform.tfvars — DNS for the project sites (owner: ⟦PERSON|ines.carvalho⟧, terraform ⟪version|1.9.5⟫)
cloudflare_api_token = "⟦APIKEY|$cf1⟧"
cloudflare_zone_id   = "⟪zone_id|9a7806061c88ada191ed06f989cc3dac⟫"
registrar_api_user   = "⟦PERSON|icarvalho⟧"
github_token         = "⟦APIKEY|$ghp3⟧"
github_actions_pat   = "⟦APIKEY|$ghfg1⟧"   # fine-grained, repo-scoped
origin_ips           = ["⟦IP_ADDRESS|95.217.41.18⟧", "⟦IP_ADDRESS|2a01:4f9:c010:8b2f::1⟧"]
ttl                  = ⟪dns_ttl|300⟫
"""))

TEXTS.append(("w8ben_form", """Form W-8BEN (⟪form_revision|Rev. October 2021⟫) — submitted via BountyDock
Part I
1  Name of individual: ⟦PERSON|Karolina Wiśniewska⟧
2  Country of citizenship: ⟪country|Poland⟫
3  Permanent residence address: ⟦ADDRESS|ul. Długa 18/4, 31-147 Kraków, Poland⟧
6a Foreign TIN: ⟦NATIONAL_ID|$nid_pl1⟧
8  Date of birth (MM-DD-YYYY): ⟦DATE_OF_BIRTH|02-17-1991⟧
Part II
9  Treaty country: Poland   Rate: ⟪tax_rate|0%⟫
Part III
Signature: /s/ ⟦PERSON|K. Wiśniewska⟧     Date: ⟪date|11-04-2024⟫
Payout: PayPal ⟦EMAIL|karolina.wis@onet.pl⟧
"""))

TEXTS.append(("abuse_ticket", """Ticket ⟪ticket_id|ABUSE-66120⟫ · Fogroute Trust & Safety · status: open
Source: automated DMCA notice from ⟪org_name|TorrentWatch Monitoring Ltd⟫
Infringing IP: ⟦IP_ADDRESS|185.220.101.44⟧ (our exit node ⟪server_name|nl-ams-exit-12⟫)
Timestamp in notice: ⟪timestamp|2024-09-29T01:14:07Z⟫  Port: ⟪port|6881⟫
Internal lookup (restricted): session matched to account ⟪account_id|acc_3310987⟫ — ⟦PERSON|Dmitri Volkov⟧, ⟦EMAIL|dvolkov.music@mail.ru⟧, client IP ⟦IP_ADDRESS|95.24.198.131⟧
Action: per our no-logs policy we should NOT have this mapping at all — escalate to ⟦PERSON|Sanne⟧ (DPO). Do not send any of the above to the rights holder.
"""))

TEXTS.append(("onboarding_doc", """# Welcome aboard, ⟦PERSON|Tariq⟧! 🎉  (Support Desk, start date ⟪date|4 Nov⟫)

- [ ] Laptop ⟪asset_tag|KH-LT-0731⟫ (MacBook Air), pick up from ⟦PERSON|Joanna⟧ at reception
- [ ] Temporary Okta password: ⟦PASSWORD|Welcome-Keyhaven-2024!⟧ — change on first login
- [ ] Office door code ⟦PASSWORD|3391#⟧ (ground floor), bike room ⟦PASSWORD|0720⟧
- [ ] Zendesk login: ⟦EMAIL|tariq.hassan@keyhaven.app⟧
- [ ] Emergency contact form → HR
- [ ] Read the "Never ask for the master password" policy (⟪policy_id|SUP-POL-003⟫)

Buddy: ⟦PERSON|Ewa Sobczak⟧, desk ⟪desk_number|3F-12⟫, mobile ⟦PHONE|+44 7481 226 903⟧
"""))

TEXTS.append(("crash_report_json", r"""{
  "crash_id": "⟪crash_id|$uuid1⟫",
  "app": "postwick-desktop",
  "app_version": "⟪app_version|3.2.0-beta.4⟫",
  "os": "Windows 11 23H2",
  "user": {
    "id": ⟪user_id|884201⟫,
    "email": "⟦EMAIL|kwame.asante@postwick.io⟧",
    "display_name": "⟦PERSON|Kwame A.⟧"
  },
  "context": {
    "last_request": "POST https://api.postwick.io/v1/campaigns/⟪campaign_id|cmp_71x9q⟫/send",
    "auth_header": "Bearer ⟦APIKEY|$jwt3⟧",
    "client_ip": "⟦IP_ADDRESS|102.176.65.9⟧"
  },
  "stack": "TypeError: Cannot read properties of undefined (reading 'recipients')\n    at send (C:\\Users\\⟦PERSON|kasante⟧\\AppData\\Local\\Postwick\\app.js:⟪line_number|1187⟫)"
}
"""))

TEXTS.append(("sponsorship_agreement", """INDIVIDUAL SPONSORSHIP AGREEMENT (excerpt)

This Agreement is made on ⟪date|1 July 2024⟫ between ⟪org_name|Northwind Data GmbH⟫ ("Sponsor"), registered under ⟪company_reg_number|HRB 221904⟫, and ⟦PERSON|Mathilde Rousseau⟧, born ⟦DATE_OF_BIRTH|5 May 1986⟧, residing at ⟦ADDRESS|14 rue des Tanneurs, 69005 Lyon, France⟧, French social security number ⟦NATIONAL_ID|$nid_fr2⟧ ("Maintainer").

2.1 The Sponsor shall pay the Maintainer a monthly stipend of ⟦AMOUNT|€2,750⟧ into the account ⟦IBAN|$iban_fr1⟧.
2.2 The Sponsor's total commitment under this programme is capped at ⟪org_total|€180,000⟫ across all maintainers.
5.3 Notices to the Maintainer: ⟦EMAIL|mathilde@rousseau.dev⟧.
"""))

TEXTS.append(("discord_chat", """#bounty-talk — ⟪server_name|HackerHarbor Community⟫
⟦PERSON|r3con_rita⟧ — Today at ⟪time|4:12 PM⟫
finally got paid for the SSRF 🎉 ⟦AMOUNT|$4,000⟧ + the ⟦AMOUNT|$500⟧ bonus
⟦PERSON|hexhound⟧ — Today at 4:13 PM
gz!! what was the internal host you hit?
⟦PERSON|r3con_rita⟧ — Today at 4:15 PM
metadata endpoint ⟪metadata_ip|169.254.169.254⟫ then pivoted to ⟦IP_ADDRESS|10.128.4.22⟧, their redis had no auth lol. can't say more till disclosure
⟦PERSON|hexhound⟧ — Today at 4:16 PM
nice. btw I accidentally pasted my bot token in #general yesterday ⟦APIKEY|$discord_bot1⟧ — mods deleted it but I rotated anyway
"""))

TEXTS.append(("email_reply_chain", """From: ⟦PERSON|Harold Pemberton⟧ <⟦EMAIL|hpemberton1952@aol.com⟧>
To: ⟦EMAIL|renewals@namefield.io⟧
Subject: RE: Action needed: auto-renew failed for pembertonfamilytree.org

Dear Sirs,
The card you have is expired. Please use my new one: ⟦CARD|$card_amex1⟧ exp 03/29, the 4 digit code on the front is ⟦CVV|4471⟧. My date of birth is ⟦DATE_OF_BIRTH|January 9, 1952⟧ and my Social Security number is ⟦SSN|$ssn5⟧ if you need them for security.
I would prefer a telephone call, ⟦PHONE|(207) 846-1193⟧, I do not like doing this by email.
⟦PERSON|Harold⟧

> On ⟪timestamp|Tue, Oct 15, 2024 at 6:00 AM⟫ Namefield <⟦EMAIL|renewals@namefield.io⟧> wrote:
> Your card ending in ⟪masked_card|••••1009⟫ was declined. The domain ⟪domain_name|pembertonfamilytree.org⟫ expires on ⟪date|2024-10-29⟫. Renewal price: ⟪plan_price|$21.99/yr⟫.
"""))

TEXTS.append(("nginx_access_log", """⟦IP_ADDRESS|73.158.62.190⟧ - - [⟪timestamp|21/Oct/2024:14:02:11 +0000⟫] "GET /u/⟦PERSON|marisa_kowal⟧/activity HTTP/2.0" 200 ⟪response_bytes|5124⟫ "-" "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6)"
⟦IP_ADDRESS|2601:645:c200:7d40:e1b5:19c3:aa02:6f11⟧ - - [21/Oct/2024:14:02:13 +0000] "POST /session HTTP/2.0" 302 0 "-" "⟪user_agent|curl/8.4.0⟫" cookie="_devloft_session=⟦SECRET|$cookie4⟧"
⟪doc_ip|198.51.100.23⟫ - - [21/Oct/2024:14:02:15 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"
⟦IP_ADDRESS|100.87.12.4⟧ - - [21/Oct/2024:14:02:19 +0000] "GET /t/how-do-i-reset-2fa/⟪topic_id|88412⟫?u=⟦PERSON|jpark⟧ HTTP/2.0" 200 18833 "-" "Mozilla/5.0"
"""))

TEXTS.append(("tax_document_email", """From: ⟦PERSON|Dana Whitfield⟧ <⟦EMAIL|dana.whitfield@protonmail.com⟧>
To: ⟦EMAIL|tax@bountydock.com⟧
Subject: Re: Your 2023 Form 1099-NEC is ready

Hi, the TIN on this is wrong (is that my old ITIN?). My SSN is ⟦SSN|$ssn2⟧. I also moved in March — new address: ⟦ADDRESS|3120 NE Alberta St #2, Portland, OR 97211⟧. Sorry for emailing it, your secure form 404s.
— ⟦PERSON|Dana⟧

> From: BountyDock Tax <⟦EMAIL|tax@bountydock.com⟧>
> Hi ⟦PERSON|Dana⟧,
> Your Form 1099-NEC for tax year 2023 is attached.
>   Recipient: ⟦PERSON|Dana L. Whitfield⟧
>   Recipient TIN: ⟪masked_ssn|***-**-6620⟫
>   Box 1 nonemployee compensation: ⟦AMOUNT|$18,450.00⟧
>   Payer: ⟪org_name|BountyDock, Inc.⟫, EIN ⟪employer_ein|84-2937715⟫
"""))

TEXTS.append(("password_export_csv", """# Keyhaven CSV export ⟪export_format|v2⟫ — ⟪timestamp|2024-11-20 08:14⟫
name,url,username,password,totp,notes
Gmail,https://accounts.google.com,⟦EMAIL|lena.hoffmann88@gmail.com⟧,⟦PASSWORD|Sommer!Regen2019⟧,⟦SECRET|$totp1⟧,
Sparkasse,https://www.sparkasse.de,⟦PERSON|lhoffmann88⟧,⟦PASSWORD|Kx9#mP2vLq⟧,,card PIN ⟦PASSWORD|4826⟧
Namefield,https://namefield.io/login,⟦EMAIL|lena.hoffmann88@gmail.com⟧,⟦PASSWORD|domains-are-forever-77⟧,,
Home Wi-Fi,,⟪wifi_ssid|FRITZ!Box 7590 QR⟫,⟦PASSWORD|83920174665021938471⟧,,router admin at ⟦IP_ADDRESS|192.168.178.1⟧
"""))

TEXTS.append(("refund_request_email", """Subject: refund pls — charged after cancelling (ticket ⟪ticket_id|FR-T-77120⟫)

hello team,
i cancelled my Fogroute subscription on the 3rd but still got debited ⟦AMOUNT|₹3,299⟧ on my card. order no ⟪order_id|FR-IN-2024-55817⟫, app ⟪app_version|v5.0.7⟫ on android.
name: ⟦PERSON|Siddharth Kulkarni⟧
registered mobile: ⟦PHONE|98450 22617⟧
your KYC page asked for aadhaar so here it is ⟦NATIONAL_ID|$nid_in1⟧ (why do u even need this for a VPN??)
please refund to the same card or gpay to my number.
thx, ⟦PERSON|Sid⟧
"""))

TEXTS.append(("python_source", """# scripts/backfill_open_rates.py  — quick hack by ⟦PERSON|jmoreau⟧, ⟪date|2024-05-21⟫ (needs psycopg2 ⟪version|2.9.9⟫)
import os, psycopg2, requests

DB = psycopg2.connect(host="⟦IP_ADDRESS|10.12.0.33⟧", dbname="letterpost", user="analytics", password="⟦SECRET|an4lyt1cs-R0!⟧")
SENDGRID = "⟦APIKEY|$sg2⟧"
OPENAI_KEY = os.getenv("OPENAI_KEY", "⟦APIKEY|$oai1⟧")   # fallback for local runs
BATCH = ⟪batch_size|500⟫

def notify(msg):
    requests.post("⟦SECRET|$slackhook2⟧", json={"text": msg})
"""))

TEXTS.append(("ocr_business_card", """[OCR result, confidence ⟪ocr_confidence|0.91⟫]
NAMEFIELD
Domains · DNS · SSL
⟦PERSON|Rafael Quintero⟧
Senior Account Manager, Enterprise
M ⟦PHONE|+1 (305) 992-4187⟧
T ⟦PHONE|+1 800 410 2266⟧ ext. 31
⟦EMAIL|rafael.q@namefield.io⟧
⟪domain_name|namefield.io⟫
⟪org_address|1200 Brickell Ave, Suite 1900, Miami, FL 33131⟫
"""))

TEXTS.append(("jira_ticket", """[⟪jira_key|REL-2871⟫] Rotate registry credentials on build farm
Reporter: ⟦PERSON|Nkechi Obi⟧   Assignee: ⟦PERSON|Viktor Hrabal⟧ (was ⟦PERSON|Ben Ashdown⟧ — off for two weeks after an ⟦MEDICAL|appendectomy⟧)
Priority: ⟪priority|Major⟫   Sprint: ⟪sprint_name|Sprint 42⟫

Description:
The shared robot account on ⟪hostname|registry.relay.internal⟫ still uses the password ⟦PERSON|Ben⟧ set in 2022: ⟦PASSWORD|Relay-Robot-2022!⟧. Builders ⟦IP_ADDRESS|10.30.1.11⟧ to ⟦IP_ADDRESS|10.30.1.18⟧ pull with it.
Acceptance: new creds in Vault under ⟪vault_path|secret/ci/registry⟫, old one revoked.
"""))

TEXTS.append(("payout_setup_email", """Hi ⟦PERSON|Geneviève⟧,

Thanks for turning on paid subscriptions for ⟪publication|The Slow Kitchen⟫! To release your first payout of ⟦AMOUNT|CA$1,284.50⟧ we still need to confirm:
 • your SIN for the T4A slip — you entered ⟦NATIONAL_ID|$nid_ca1⟧, please check it
 • your date of birth — we have ⟦DATE_OF_BIRTH|1977-08-30⟧
Our platform fee is ⟪fee_rate|10%⟫ plus Stripe's processing (⟪fee_rate|2.9% + 30¢⟫).

— Letterbird Creator Success
⟦PHONE|1-888-604-2231⟧
"""))

TEXTS.append(("forum_question", """**MongoServerError: bad auth when connecting from GitLab CI**

I'm trying to run integration tests in GitLab CI against our Atlas cluster. Works locally, fails in CI:

```
MongoServerError: bad auth : authentication failed
    at Connection.onMessage (node_modules/mongodb/lib/cmap/connection.js:⟪line_number|209⟫)
```

connection string (yes I know, I'll rotate it):
`mongodb+srv://⟦PERSON|priya_ci⟧:⟦SECRET|Nq4%40uT7zK!⟧@cluster0.⟪cluster_id|x7fe2⟫.mongodb.net/test`

CI variable `GITLAB_TOKEN` is ⟦APIKEY|$glpat2⟧ in case that matters. Node ⟪version|20.11.1⟫, driver ⟪version|6.5.0⟫.

asked by ⟦PERSON|priyanka.s⟧ · ⟪relative_time|2 days ago⟫ · viewed ⟪view_count|83 times⟫
"""))

TEXTS.append(("zendesk_ticket", """Ticket ⟪ticket_id|#301877⟫ · Keyhaven · Emergency access · tags: bereavement, legal
Requester: ⟦PERSON|Olumide Bankole⟧ <⟦EMAIL|olumide.bankole@btinternet.com⟧>

Hello, my father ⟦PERSON|Adewale Bankole⟧ passed away on ⟪date|28 August⟫ after a long battle with ⟦MEDICAL|pancreatic cancer⟧. He kept all his banking logins in Keyhaven and named me as emergency contact, but the 7-day waiting period restarted when his phone (⟦PHONE|07723 418 650⟧) got a notification and someone tapped "decline".
I have the death certificate and the probate reference ⟪court_reference|PRB-2024-114932⟫. His date of birth was ⟦DATE_OF_BIRTH|17/02/1949⟧.

Internal note (⟦PERSON|Agnieszka⟧): verified via call-back on ⟦PHONE|020 8123 4471⟧. Escalating to Tier 3.
"""))

TEXTS.append(("docker_compose_yaml", """version: "⟪compose_version|3.9⟫"
services:
  db:
    image: postgres:⟪image_tag|16.2-alpine⟫
    environment:
      POSTGRES_USER: forum
      POSTGRES_PASSWORD: ⟦PASSWORD|Gr8-Forum-Db-Pass⟧
  app:
    image: ghcr.io/devloft/forum@⟪image_digest|$digest2⟫
    environment:
      SMTP_PASSWORD: ⟦PASSWORD|mailjet-relay-PW-44⟧
      SECRET_KEY_BASE: "⟦SECRET|$djsecret1⟧"
      ADMIN_EMAILS: ⟦EMAIL|kofi.mensah@devloft.dev⟧,⟦EMAIL|ana.petrovic@devloft.dev⟧
    ports:
      - "⟪port|443⟫:443"
# the docs example used ⟪doc_ip|203.0.113.7⟫ — ours is ⟦IP_ADDRESS|159.69.22.148⟧
"""))

TEXTS.append(("forum_private_message", """Private message · DevLoft · ⟪timestamp|Sat 10:42⟫ · re: ⟪topic_id|#55190⟫
From: ⟦PERSON|pixelpusher_jo⟧
To: ⟦PERSON|grumpy_sysadmin⟧

hey! saw your answer about nginx rate limits, it saved my weekend 🙏 I'd love to hire you for a couple of hours of consulting. I'm ⟦PERSON|Joanne Kiplagat⟧, I run a tiny newsletter business. My budget is around ⟦AMOUNT|$300⟧. Reach me at ⟦EMAIL|jo@kiplagat.studio⟧ or WhatsApp ⟦PHONE|+254 722 604 118⟧. Our server is ⟦IP_ADDRESS|102.68.79.14⟧ if you want to peek at the headers (nothing secret there).
"""))

TEXTS.append(("payout_ledger_csv", """payout_id,researcher,handle,country,method,destination,amount,status
⟪payout_id|po_8812⟫,⟦PERSON|Nguyen Van Long⟧,⟦PERSON|longnv⟧,NL,sepa,⟦IBAN|$iban_nl2⟧,⟦AMOUNT|EUR 1500.00⟧,sent
⟪payout_id|po_8813⟫,⟦PERSON|Elif Demir⟧,⟦PERSON|elifsec⟧,DE,sepa,⟦IBAN|$iban_de2⟧,⟦AMOUNT|EUR 750.00⟧,sent
⟪payout_id|po_8814⟫,⟦PERSON|Mateo Silva⟧,⟦PERSON|m4teo⟧,ES,sepa,⟦IBAN|$iban_es1⟧,⟦AMOUNT|EUR 2000.00⟧,pending
TOTAL,,,,,,⟪org_total|EUR 4250.00⟫,
"""))

TEXTS.append(("openvpn_profile", """# Fogroute OpenVPN profile — generated for ⟦PERSON|mvandermeer⟧ on ⟪timestamp|2024-01-17⟫
client
dev tun
proto udp
remote ⟦IP_ADDRESS|91.132.136.21⟧ ⟪port|1194⟫
remote-cert-tls server
cipher ⟪cipher_name|AES-256-GCM⟫
auth-user-pass
# saved creds (bad idea): ⟦PERSON|mvandermeer⟧ / ⟦PASSWORD|Tulpen&Fietsen42⟧
<key>
⟦SECRET|$pem1⟧
</key>
"""))

TEXTS.append(("security_advisory", """# ⟪ghsa_id|GHSA-7q2m-4xv9-hw3c⟫: Path traversal in tinyhttpd static handler

**Severity:** ⟪severity|High⟫ · **CVE:** ⟪cve_id|CVE-2024-38812⟫ · **Affected:** < ⟪version|0.18.4⟫ · **Patched:** 0.18.4, ⟪version|0.19.0⟫

### Impact
A request such as `GET /static/..%2f..%2fetc/passwd` escapes the document root.

### Credits
Reported by ⟦PERSON|Saanvi Iyer⟧ (@⟦PERSON|saanvi-sec⟧) and independently by ⟦PERSON|Lorenzo Gatti⟧. Fix by ⟦PERSON|Jens Lykke⟧ in ⟪commit_sha|$sha4⟫.

### Contact
⟦EMAIL|security@tinyhttpd.org⟧
"""))

TEXTS.append(("travel_reimbursement_form", """Travel grant reimbursement — ⟪event_name|PackagingCon 2024⟫
Grantee: ⟦PERSON|Chidinma Eze⟧
Nationality / passport no. (for the visa letter): Nigerian, ⟦PASSPORT|$pp_us2⟧
Date of birth: ⟦DATE_OF_BIRTH|1994-11-08⟧
Expenses:
  Flight LOS→AMS (receipt 1)      ⟦AMOUNT|€612.40⟧
  Hotel, 3 nights (receipt 2)      ⟦AMOUNT|€345.00⟧
  Visa fee                         ⟦AMOUNT|€90.00⟧
Total claimed: ⟦AMOUNT|€1,047.40⟧ (grant cap ⟪grant_cap|€1,500 per person⟫)
Pay to: ⟦IBAN|$iban_nl1⟧ (Dutch account, I'm at ⟪org_name|TU Delft⟫ now)
Approved: ⟦PERSON|M. Okonkwo⟧, treasurer
"""))

TEXTS.append(("support_chat_log", """[⟪time|10:02⟫] Namefield bot: Hi! For security, please give your account support PIN.
[10:02] ⟦PERSON|Ahmed Al-Rashid⟧: ⟦PASSWORD|771903⟧
[10:03] Agent ⟦PERSON|Chloe⟧: Thanks ⟦PERSON|Ahmed⟧. How can I help?
[10:04] ⟦PERSON|Ahmed⟧: my domain ⟪domain_name|alrashid-trading.ae⟫ shows the wrong registrant phone, it should be ⟦PHONE|+971 50 338 2194⟧
[10:05] Agent ⟦PERSON|Chloe⟧: Updated. You'll get a verification email at ⟦EMAIL|ahmed.alrashid@outlook.ae⟧.
[10:06] ⟦PERSON|Ahmed⟧: also the renewal, I paid ⟦AMOUNT|AED 165⟧ but invoice ⟪invoice_id|NF-INV-559120⟫ shows nothing paid?
"""))

TEXTS.append(("changelog", """## [⟪version|2.9.0⟫] — ⟪date|2024-10-30⟫
### Added
- `fernweh sync --dry-run` (#⟪pr_number|1412⟫, thanks @⟦PERSON|mkhumalo⟧)
### Fixed
- Crash when `$HOME` contains spaces (#1398, @⟦PERSON|ellie-b⟧)
- The config loader no longer logs the value of `api_token` at DEBUG level — if you ran 2.8.x with `-vv`, rotate your token (reported by ⟦PERSON|Ilya Sorokin⟧, ⟪cve_id|CVE-2024-49107⟫)
### Changed
- Minimum Rust version is now ⟪version|1.74⟫
"""))

TEXTS.append(("support_call_transcript", """Fogroute tech support, call ⟪call_id|FS-88120⟫ (linked ticket ⟪ticket_id|FS-T-2091⟫)
AGENT ⟦PERSON|Marcus⟧: Can you read me the IP address the app shows under "Your connection"?
CUSTOMER ⟦PERSON|Yui Tanaka⟧: it says ⟦IP_ADDRESS|133.32.178.204⟧ when it's off and ⟦IP_ADDRESS|185.156.46.171⟧ when it's on.
AGENT: Great, so the tunnel works. And your router's admin page is ⟦IP_ADDRESS|192.168.11.1⟧?
CUSTOMER: yes. the password is ⟦PASSWORD|buffalo-admin-5521⟧, I never changed it.
AGENT: You should. Last thing — the app version in Settings?
CUSTOMER: ⟪app_version|5.1.2 build 880⟫.
AGENT: That's current. I'll email the steps to ⟦EMAIL|yui.tanaka.0412@gmail.com⟧.
"""))

TEXTS.append(("sponsor_thank_you_email", """From: ⟦PERSON|Hiroshi Watanabe⟧ <⟦EMAIL|hiroshi@pgshard.dev⟧>
To: ⟦PERSON|Catherine Liu⟧ <⟦EMAIL|cat.liu@gmail.com⟧>
Subject: thank you!!

⟦PERSON|Catherine⟧ — I just saw your one-time sponsorship of ⟦AMOUNT|$500⟧ come through on GitHub Sponsors. That literally pays for our CI for three months (our ⟪org_name|Shipyard CI⟫ bill is ⟪org_total|$160/month⟫). If you're ever in ⟪place_name|Osaka⟫, dinner is on me.
— ⟦PERSON|Hiroshi⟧
"""))

TEXTS.append(("ansible_inventory", """# inventory/prod.ini — maintained by ⟦PERSON|Kasia Zielińska⟧
[build_agents]
⟪hostname|agent01⟫ ansible_host=⟦IP_ADDRESS|10.44.0.21⟧
⟪hostname|agent02⟫ ansible_host=⟦IP_ADDRESS|10.44.0.22⟧
agent03 ansible_host=⟦IP_ADDRESS|100.96.14.3⟧   # tailscale

[build_agents:vars]
ansible_user=deploy
ansible_become_pass=⟦PASSWORD|D3ploy-Sudo-99⟧
ansible_python_interpreter=/usr/bin/python3
artifact_bucket=⟪bucket_name|relay-artifacts-prod⟫
"""))

TEXTS.append(("product_review", """Keyhaven review after 2 years — 4/5

As someone with ⟦MEDICAL|ADHD⟧ I genuinely cannot remember passwords, so this app has been a lifesaver. Autofill on Firefox has been flaky since ⟪app_version|8.12⟫ though. Price went up to ⟪plan_price|$36/yr⟫, which is still fine.

One gripe: when my mum ⟦PERSON|Pauline⟧ had her ⟦MEDICAL|cataract operation⟧ she couldn't read the 2FA codes, and support wanted her to video-call. We sorted it in the end.

— ⟦PERSON|Declan F.⟧, ⟪place_name|Leeds⟫
"""))

TEXTS.append(("phishing_forward", """Hi Keyhaven, I got this — is it real?? I clicked and typed my master password ⟦PASSWORD|Kanelbulle#2021⟧ before I noticed the address :(  What do I do now?
⟦PERSON|Per Lindgren⟧, ⟦PHONE|+46 70 512 88 34⟧

---------- Forwarded message ---------
From: "Keyhaven Security" <⟦EMAIL|security@keyhaven-verify.com⟧>
Date: ⟪timestamp|Wed, 13 Nov 2024 03:12⟫
To: ⟦EMAIL|p.lindgren@comhem.se⟧
Subject: Unusual sign-in — verify your vault within 24h

We detected a sign-in from ⟦IP_ADDRESS|45.141.215.88⟧ (⟪place_name|Moscow⟫). Click below to keep your account:
⟪defanged_url|hxxps://keyhaven-verify[.]com/v/8812⟫
"""))

TEXTS.append(("webhook_payload_json", """POST /hooks/stripe  (Letterbird, received ⟪timestamp|2024-08-21T10:44:02Z⟫)
Stripe-Signature: t=1724237042,v1=⟪hmac_signature|5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd⟫
{
  "id": "⟪event_id|evt_1PpQx2Lk8fA0bZ9cR3uTm7Wq⟫",
  "type": "invoice.paid",
  "account": "⟪merchant_id|acct_1NvQ8bLk2fA0bZ9c⟫",
  "data": {"object": {
    "customer_email": "⟦EMAIL|samira.haddad@gmx.net⟧",
    "customer_name": "⟦PERSON|Samira Haddad⟧",
    "customer_address": "⟦ADDRESS|Schönhauser Allee 112, 10439 Berlin⟧",
    "amount_display": "⟦AMOUNT|€8.00⟧",
    "hosted_invoice_url": "https://invoice.stripe.com/i/⟪invoice_id|in_1PpQx2Lk8fA0bZ9c⟫",
    "payment_method_details": {"card": {"brand": "visa", "last4": "⟪card_last4|0357⟫", "exp_year": 2027}}
  }}
}
"""))

TEXTS.append(("bug_bounty_report", """Title: SSRF in webhook tester exposes internal admin panel
Program: ⟪program_name|Postwick Public Program⟫   Asset: ⟪domain_name|hooks.postwick.io⟫
Reporter: ⟦PERSON|Aleksander Nowak⟧ (⟦PERSON|alnowak⟧)

PoC:
POST /api/webhooks/test  {"url": "http://⟦IP_ADDRESS|10.0.5.14⟧:⟪port|8081⟫/admin"}
The response (truncated) contains the admin's session: Set-Cookie: pw_admin_sess=⟦SECRET|$cookie1⟧; HttpOnly
plus an environment dump with HF_TOKEN=⟦APIKEY|$hf1⟧ and the box's public IP ⟦IP_ADDRESS|34.89.120.77⟧.

Requested bounty: ⟦AMOUNT|$5,000⟧ (critical per your table).
"""))

TEXTS.append(("terminal_session", """⟦PERSON|mei⟧@t14-dev:~$ cat ~/.aws/credentials
[default]
aws_access_key_id = ⟦APIKEY|$akid2⟧
aws_secret_access_key = ⟦SECRET|$awssec2⟧
region = ⟪aws_region|ap-southeast-1⟫

[ci-readonly]
aws_access_key_id = ⟪example_key|AKIAIOSFODNN7EXAMPLE⟫
aws_secret_access_key = ⟪example_key|wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY⟫
⟦PERSON|mei⟧@t14-dev:~$ aws sts get-caller-identity
{
    "UserId": "⟪aws_user_id|AIDA4K7TQ2XLR8VBN3MZP⟫",
    "Account": "⟪aws_account_id|492118730265⟫",
    "Arn": "arn:aws:iam::492118730265:user/⟦PERSON|mei.lim⟧"
}
⟦PERSON|mei⟧@t14-dev:~$
"""))

TEXTS.append(("voicemail_transcript", """Voicemail for Namefield Billing — received ⟪timestamp|Fri 8 Nov, 4:51 PM⟫ — duration ⟪duration|0:58⟫
"Hi, this is ⟦PERSON|Bernadette Kowalczyk⟧, my domain ⟪domain_name|bernadettebakes dot com⟫ got suspended and I think it's because my card expired. You can put it on my new Discover card, ⟦CARD|$card_disc1⟧, expiry April twenty-eight, and the code on the back is ⟦CVV|906⟧. Please call me back at ⟦PHONE|six three oh, five five one, two eight nine four⟧ — uh, that's ⟦PHONE|630-551-2894⟧. My account PIN is ⟦PASSWORD|two two one nine⟧ I think. Thanks, bye."
"""))

TEXTS.append(("ci_job_log", """⟪timestamp|2024-10-02T08:15:31.4412Z⟫ ##[group]Run ./deploy.sh
2024-10-02T08:15:31.4420Z   DEPLOY_TOKEN: ⟪masked_secret|***⟫
2024-10-02T08:15:31.4421Z   REGISTRY_PASSWORD: ⟪masked_secret|***⟫
2024-10-02T08:15:32.0013Z Logging in to ⟪registry_host|ghcr.io⟫ as ⟦PERSON|olamide-dev⟧
2024-10-02T08:15:33.1180Z + curl -H "Authorization: token ⟦APIKEY|$ghp4⟧" https://api.github.com/repos/pgshard/pgshard/releases
2024-10-02T08:15:33.9021Z (set -x echoed the token — masking only covers the exact secret value, and this one came from a file)
2024-10-02T08:15:34.2207Z Deploying ⟪git_tag|v1.5.0-rc1⟫ to ⟦IP_ADDRESS|46.101.33.160⟧
2024-10-02T08:15:40.7711Z ##[endgroup]
"""))

TEXTS.append(("program_review_minutes", """BountyDock × Postwick — quarterly programme review, ⟪quarter|Q3 2024⟫
Attendees: ⟦PERSON|Laila Ahmadi⟧ (Postwick AppSec), ⟦PERSON|Guillermo Ortiz⟧ (BountyDock), ⟦PERSON|Fern⟧ (triage)

- Paid out this quarter: ⟪org_total|$61,250⟫ across ⟪report_count|37 reports⟫; average ⟪org_total|$1,655⟫.
- Top researcher ⟦PERSON|cr4sh_ov3rride⟧ earned ⟦AMOUNT|$14,000⟧; they asked for payment to a new account, ⟦IBAN|$iban_ch1⟧ — ⟦PERSON|Fern⟧ to verify via the platform, not email.
- New reward table from ⟪date|1 Oct⟫: critical ⟪bounty_table_amount|$7,500⟫, high ⟪bounty_table_amount|$2,500⟫.
- ⟦PERSON|Laila⟧ is out ⟪date_range|Nov 18–29⟫ (⟦MEDICAL|planned hip surgery⟧); ⟦PERSON|Guillermo⟧ covers.
"""))

TEXTS.append(("postal_letter", """NAMEFIELD LLC · Registrant Verification Department
⟪org_address|PO Box 40213, Miami, FL 33140⟫

Mr ⟦PERSON|Theodore Banks⟧
⟦ADDRESS|77 Juniper Hill Road, Montpelier, VT 05602⟧

⟪date|October 21, 2024⟫

Re: Verification of registrant data for ⟪domain_name|banksfamilyfarm.com⟫ (account ⟪account_id|NF-3381920⟫)

Dear Mr ⟦PERSON|Banks⟧,

⟪org_name|ICANN⟫ rules require us to verify the e-mail address on file, ⟦EMAIL|ted.banks@myfairpoint.net⟧. We have not received a response to our messages. Please call ⟦PHONE|1-866-214-3390⟧ with your account PIN ready, or the domain will be suspended after 15 days.
"""))

TEXTS.append(("breach_alert_email", """Keyhaven Watchtower alert for ⟦PERSON|Latoya Jenkins⟧

We found your information in a newly indexed breach (⟪breach_name|ShopRite Rewards 2024⟫, ⟪record_count|2.1M records⟫):
  • Email: ⟦EMAIL|latoya.j.jenkins@yahoo.com⟧
  • Password (plain text!): ⟦PASSWORD|Jayden2011!⟧ — still used on 3 items in your vault
  • Phone: ⟦PHONE|(404) 693-2270⟧
  • SSN: ⟦SSN|$ssn3⟧
  • Date of birth: ⟦DATE_OF_BIRTH|08/14/1983⟧
We recommend freezing your credit with the three bureaus. Alert generated ⟪timestamp|2024-11-04 06:00 UTC⟫.
"""))

TEXTS.append(("git_diff", """commit ⟪commit_sha|$sha5⟫
Author: ⟦PERSON|Björn Eklund⟧ <⟦EMAIL|bjorn.eklund@fernweh.org⟧>
Date:   ⟪timestamp|Thu Sep 12 22:41:09 2024 +0200⟫

    remove tokens from repo (thanks ⟦PERSON|Priscila⟧ for spotting)

diff --git a/.npmrc b/.npmrc
deleted file mode 100644
index ⟪blob_hash|9f2c1ab⟫..0000000
--- a/.npmrc
+++ /dev/null
@@ -1,2 +0,0 @@
-//registry.npmjs.org/:_authToken=⟦APIKEY|$npm3⟧
-email=⟦EMAIL|bjorn.eklund@fernweh.org⟧
"""))

TEXTS.append(("forum_post", """**Voice coding setup for RSI — what actually works in 2024?**

Posted by ⟦PERSON|ergo_ellen⟧ in ⟪forum_category|Tools & Workflow⟫

Long-time lurker. I was diagnosed with ⟦MEDICAL|bilateral carpal tunnel syndrome⟧ in spring and my physio says no more than 2h of typing a day. I've been on ⟦MEDICAL|naproxen 500 mg twice daily⟧, which helps a bit (the leaflet says not to combine it with ⟪leaflet_drug|ibuprofen⟫ or ⟪leaflet_drug|aspirin⟫). Currently trying Talon + Cursorless (⟪version|Talon 0.4.0⟫ on macOS). Anyone maintaining open-source projects this way? Mine is small (⟪repo_name|ellen/tinycsv⟫, ~⟪star_count|900 stars⟫) but the issues pile up.

Happy to hop on a call — DM me. (My real name's ⟦PERSON|Ellen Sørensen⟧, some of you know me from the ⟪mailing_list_name|python-dev⟫ days.)
"""))

TEXTS.append(("kyc_form", """BountyDock — Identity verification (Level 2) — submission ⟪submission_id|KYC-IN-40912⟫
Full name (as on passport): ⟦PERSON|Arjun Venkataraman⟧
Passport number: ⟦PASSPORT|$pp_in1⟧
Place of issue: ⟪place_name|Chennai⟫
Date of birth: ⟦DATE_OF_BIRTH|29/01/1998⟧
Aadhaar (optional, please mask): ⟦NATIONAL_ID|$nid_in2⟧   ← not masked by the user
Masked example shown on the form: ⟪masked_id|XXXX XXXX 4821⟫
Residential address: ⟦ADDRESS|Flat 3B, Lotus Apartments, 14 Kamaraj Salai, Adyar, Chennai 600020⟧
Mobile: ⟦PHONE|+91 94440 18236⟧
"""))

TEXTS.append(("sms_notification", """From ⟪sms_shortcode|72916⟫, ⟪time|02:14⟫:
Namefield: Your account ⟪account_id|NF-2290113⟫ was locked after 5 failed logins from ⟦IP_ADDRESS|196.251.72.9⟧. If this wasn't you call ⟦PHONE|+1 866 214 3390⟧. Never share your support PIN.
Reply from ⟦PHONE|+234 803 441 9027⟧: it was me!! my pin is ⟦PASSWORD|580013⟧ pls unlock, ⟦PERSON|Chukwuemeka⟧
"""))

TEXTS.append(("api_response_json", """GET /v2/publications/⟪publication_id|pub_4c1f90⟫/subscribers?limit=3  → ⟪http_status|200 OK⟫
{
  "data": [
    {"id": "⟪subscriber_id|sbs_1a9f⟫", "email": "⟦EMAIL|gloria.medina77@hotmail.com⟧", "name": "⟦PERSON|Gloria Medina⟧", "status": "active", "utm_source": "twitter"},
    {"id": "⟪subscriber_id|sbs_1aa0⟫", "email": "⟦EMAIL|p.ramaswamy@iitb.ac.in⟧", "name": "⟦PERSON|Prakash Ramaswamy⟧", "status": "paused", "ip": "⟦IP_ADDRESS|14.139.97.6⟧"},
    {"id": "⟪subscriber_id|sbs_1aa1⟫", "email": "⟦EMAIL|noreply+test@letterbird.io⟧", "name": null, "status": "test"}
  ],
  "next_cursor": "⟪cursor_token|eyJvZmZzZXQiOjN9⟫"
}
"""))

TEXTS.append(("php_error_log", """[⟪timestamp|05-Nov-2024 11:20:43 UTC⟫] PHP Warning:  mysqli_connect(): (HY000/1045): Access denied for user '⟦PERSON|dkaraca⟧'@'⟦IP_ADDRESS|10.9.8.17⟧' (using password: YES) in /var/www/billing/includes/dbconnect.php on line ⟪line_number|33⟫
[05-Nov-2024 11:20:43 UTC] PHP Notice:  $db_pass = '⟦PASSWORD|Istanbul!1453db⟧' (debug dump left by ⟦PERSON|Deniz⟧)
[05-Nov-2024 11:20:44 UTC] PHP Warning:  session_start(): session data file is not created by your uid; PHPSESSID=⟦SECRET|$cookie3⟧ client ⟦IP_ADDRESS|88.247.130.54⟧
[05-Nov-2024 11:20:51 UTC] PHP Fatal error:  Uncaught Error: Call to undefined function idn_to_ascii() in /var/www/billing/modules/registrars/namefield/namefield.php:⟪line_number|212⟫ — PHP ⟪version|8.1.30⟫
"""))

TEXTS.append(("slack_dm", """⟦PERSON|Hyun-woo⟧ ⟪time|3:02 PM⟫
can you grab the .io domain before the auction ends? use the company amex
⟦PERSON|Hyun-woo⟧ 3:03 PM
⟦CARD|$card_amex2⟧ · 11/26 · CID ⟦CVV|6083⟧ · billing zip ⟪zip_code|94107⟫
⟦PERSON|Ines R⟧ 3:05 PM
done, ⟪domain_name|relaypipelines.io⟫ is ours for ⟪auction_price|$2,350⟫ 🎉 please delete the card msg
⟦PERSON|Hyun-woo⟧ 3:05 PM
deleting. also expense it under ⟪cost_center|CC-4410⟫
"""))

TEXTS.append(("email_signature", """Thanks, and sorry for the slow reply — travelling this week.

--
Dr. ⟦PERSON|Amara Nwosu⟧ (she/her)
Executive Director, ⟪org_name|Open Tooling Foundation⟫
⟦EMAIL|amara@opentooling.org⟧ · ⟦PHONE|+44 20 3808 1176⟧ · cell ⟦PHONE|+44 7946 551 203⟧
Registered charity no. ⟪charity_number|1187742⟫ · ⟪org_address|2 Kingdom St, London W2 6BD⟫
PGP: ⟪pgp_key_id|0x6F1A3C9D2B4E7081⟫
"""))

TEXTS.append(("gitlab_ci_yaml", """# .gitlab-ci.yml (fernweh mirror) — edited by ⟦PERSON|tkowalski⟧, runner ⟪runner_id|#40192⟫
variables:
  DOCKER_DRIVER: overlay2
  SENTRY_AUTH_TOKEN: "⟦APIKEY|$sntry1⟧"
  TG_BOT_TOKEN: "⟦APIKEY|$tg1⟧"
  TG_CHAT_ID: "⟪chat_id|-1001822390145⟫"
stages: [build, test, release]
release:
  stage: release
  image: rust:⟪image_tag|1.81-slim⟫
  script:
    - cargo publish --token "$CARGO_TOKEN"
    - curl -s "https://api.telegram.org/bot$TG_BOT_TOKEN/sendMessage" -d chat_id=$TG_CHAT_ID -d text="fernweh $CI_COMMIT_TAG released"
  only: [tags]
"""))

TEXTS.append(("support_weekly_notes", """Wirehop support weekly — ⟪week_label|wk 45⟫
Escalations:
1. ⟦PERSON|Oksana Marchenko⟧ (⟦EMAIL|oksana.m@ukr.net⟧) — can't connect from ⟪place_name|Kharkiv⟫ since the outage; she's on ⟦IP_ADDRESS|176.36.221.15⟧, we allow-listed it. Refunded ⟦AMOUNT|$24.99⟧ as goodwill.
2. Enterprise customer ⟪org_name|Brightline Logistics⟫ — SSO broken, account ⟪account_id|ENT-0081⟫, contact ⟦PERSON|Rob Diehl⟧ ⟦PHONE|+1 312 650 8841⟧.
3. ⟦PERSON|Kwabena⟧ from our team is back after ⟦MEDICAL|malaria⟧ treatment, taking a lighter queue this week.
Stats: ⟪metric|1,842 tickets⟫, CSAT ⟪percentage|91%⟫.
"""))

TEXTS.append(("checkout_request_log", """⟪timestamp|2024-07-30T19:02:55.118Z⟫ DEBUG checkout.submit payload=
{"cart_id":"⟪cart_id|crt_90a1f3⟫","items":[{"sku":"⟪sku|DOM-COM-1Y⟫","price":"⟪price|12.99⟫"}],
 "card":{"number":"⟦CARD|$card_visa2⟧","cvc":"⟦CVV|207⟧","exp":"08/27","name":"⟦PERSON|Aleksandra Popović⟧"},
 "billing":{"address":"⟦ADDRESS|Knez Mihailova 22, 11000 Beograd, Serbia⟧","email":"⟦EMAIL|a.popovic@eunet.rs⟧"},
 "client_ip":"⟦IP_ADDRESS|109.92.14.207⟧"}
⟪timestamp|2024-07-30T19:02:55.402Z⟫ WARN pci: raw PAN logged at DEBUG level — ticket ⟪ticket_id|SEC-1184⟫
"""))

TEXTS.append(("domain_purchase_agreement", """DOMAIN NAME PURCHASE AGREEMENT

Seller: ⟦PERSON|Kenta Morimoto⟧, Japanese passport no. ⟦PASSPORT|$pp_jp1⟧, of ⟦ADDRESS|2-14-7 Kichijoji Honcho, Musashino-shi, Tokyo 180-0004⟧
Buyer: ⟦PERSON|Olivia Brandt⟧, ⟦EMAIL|olivia@brandt.ventures⟧
Domain: ⟪domain_name|kumo.dev⟫

1. Price. Buyer pays Seller ⟦AMOUNT|USD 18,000⟧ through escrow (⟪org_name|Escrow.com⟫ transaction ⟪escrow_id|#7719034⟫). Escrow fees are paid by Buyer per the escrow agent's fee table.
2. Transfer. Seller starts the registrar transfer within 5 days of funds being secured; the registrar's transfer fee (⟪price|$12.99⟫ at ⟪org_name|Namefield⟫) is borne by Buyer.

Signed ⟪date|2024-09-09⟫
"""))
