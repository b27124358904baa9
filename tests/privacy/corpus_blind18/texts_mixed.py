# mixed texts for corpus_blind18
TEXTS = []

TEXTS += [
("k8s_secret_manifest_zh_comments", """
# 生产环境 payment-svc 的 Secret，⟦PERSON|老周⟧ 说先这样放，下周迁到 Vault
apiVersion: v1
kind: Secret
metadata:
  name: payment-svc-secrets
  namespace: ⟪namespace|prod-pay⟫
  labels: {owner: ⟦PERSON|zhouwei⟧}
type: Opaque
stringData:
  ALIYUN_ACCESS_KEY_ID: "⟦APIKEY|$ali_akid1⟧"
  ALIYUN_ACCESS_KEY_SECRET: "⟦SECRET|$ali_secret1⟧"
  DB_URL: "mysql://pay_rw:⟦SECRET|Qz7#mLp2!xW9⟧@⟦IP_ADDRESS|10.8.3.21⟧:⟪port|3306⟫/pay"
  WECHAT_PAY_APIV3_KEY: "⟦SECRET|$wx_secret1⟧"
  SENTRY_DSN: "https://⟪app_id|4b7e1c0d9a2f43e8b1c6d5e7f8a9b0c1⟫@⟪app_id|o441922⟫.ingest.sentry.io/⟪app_id|5528817⟫"
# image: registry.cn-hangzhou.aliyuncs.com/yt/payment-svc:⟪version|v2.14.3⟫
"""),
("跨境电商 seller support chat", """
[Amazon Seller Central · Case ⟪case_ref|18842290341⟫]
Seller (⟪org_name|深圳悦森贸易⟫) ⟦PERSON|Kevin Zhang⟧: Hi, 我们的 listing ⟪product_code|B0D4RX7M2K⟫ 被 suspend 了，说是 "restricted product"，但这个只是普通的 phone holder 啊。
Associate ⟦PERSON|Priyanka⟧: Hello ⟦PERSON|Kevin⟧, I understand. Could you upload the invoice from your supplier?
Seller ⟦PERSON|Kevin Zhang⟧: OK, supplier 是 ⟪org_name|东莞精工塑胶⟫，联系人 ⟦PERSON|陈经理⟧ ⟦PHONE|+86 769 2288 4517⟧。这个月被 hold 的 disbursement 有 ⟦AMOUNT|US$12,460.55⟧，我们现金流很紧张。
Associate ⟦PERSON|Priyanka⟧: Noted. Expected review time is ⟪duration|48 hours⟫.
"""),
("embassy_visa_appointment_email", """
Subject: 签证预约确认 Visa Appointment Confirmation – ⟪booking_ref|GBR-VAC-20261215-0447⟫

Dear ⟦PERSON|LIU Yang⟧ / 尊敬的 ⟦PERSON|刘洋⟧：

Your appointment at the ⟪org_name|UK Visa Application Centre⟫ (⟦ADDRESS|上海市黄浦区南京西路288号创兴金融中心7楼⟧) is confirmed for ⟪timestamp|15 Dec 2026 09:45⟫.
Passport No. 护照号: ⟦PASSPORT|E93817264⟧
Date of birth 出生日期: ⟦DATE_OF_BIRTH|1994-04-06⟧
Visa type: Standard Visitor (6 months), fee paid ⟪price|£127⟫.

Please bring 身份证原件 and your bank statements (余额 ≥ ⟦AMOUNT|RMB 50,000⟧ recommended for your case).
Contact: ⟦EMAIL|enquiries.cn@vfs-ukvi.example⟧
"""),
("terraform_tfvars_cn_region", """
# terraform.tfvars — 华东2 staging，别提交到 git!!! (⟦PERSON|小赵⟧ 2026-11-20)
region            = "⟪region|cn-shanghai⟫"
vpc_cidr          = "⟪cidr|172.20.0.0/16⟫"
tencent_secret_id  = "⟦APIKEY|$tc_akid1⟧"
tencent_secret_key = "⟦SECRET|$tc_secret1⟧"
alicloud_access_key = "⟦APIKEY|$ali_akid2⟧"
alicloud_secret_key = "⟦SECRET|$ali_secret2⟧"
rds_master_password = "⟦PASSWORD|Stg_Rds@2026!q⟧"
bastion_allow_ip  = "⟦IP_ADDRESS|116.228.91.34⟧"
notify_webhook    = "⟦SECRET|$dingtalk_hook1⟧"
instance_type     = "⟪product_code|ecs.g7.xlarge⟫"
"""),
("ci_log_leaked_token", """
[⟪timestamp|2026-12-03T07:41:19Z⟫] Run actions/checkout@⟪version|v4⟫
[⟪timestamp|2026-12-03T07:41:22Z⟫] ▶ npm ci  # 依赖安装
[⟪timestamp|2026-12-03T07:42:05Z⟫] ▶ echo "//registry.npmjs.org/:_authToken=⟦APIKEY|$npm1⟧" > ~/.npmrc
[⟪timestamp|2026-12-03T07:42:05Z⟫] ⚠️ 警告：这一行把 token 打印出来了，@⟦PERSON|lihaoran⟧ 请马上 revoke
[⟪timestamp|2026-12-03T07:42:31Z⟫] ▶ npm publish --access public  (package @yunqi/sdk@⟪version|3.2.0⟫)
[⟪timestamp|2026-12-03T07:42:33Z⟫] build ⟪build_id|#1827⟫ commit ⟪commit_sha|$sha1⟫ by ⟦PERSON|Li Haoran⟧ <⟦EMAIL|lihaoran@yunqi.example⟧>
"""),
("wechat_group_tutoring_fees", """
【⟪org_name|新航道英语⟫ 家长群】
⟦PERSON|Amy⟧老师：各位家长好～IELTS 冲刺班下周一开课，学费 ⟪price|6,800/期⟫。已缴费：⟦PERSON|王子涵⟧妈妈 ⟦AMOUNT|6,800⟧ ✅，⟦PERSON|Lucas Chen⟧ 爸爸 ⟦AMOUNT|3,400⟧（分期第一笔）
⟦PERSON|Lucas Chen⟧爸爸：⟦PERSON|Amy⟧ 老师，第二笔下个月15号转可以吗？
⟦PERSON|Amy⟧老师：可以的～ 另外 ⟦PERSON|子涵⟧ 上次 mock test 口语 ⟪score|6.5⟫，写作 ⟪score|6.0⟫，继续加油💪
"""),
("hospital_referral_bilingual", """
REFERRAL LETTER 转诊单
From: Dr ⟦PERSON|Helen Tsang⟧, ⟪org_name|Causeway Bay Family Clinic⟫, ⟦PHONE|+852 2577 3108⟧
To: Cardiology, ⟪org_name|港安医院⟫
Patient 病人: ⟦PERSON|CHAN Tai-man⟧ ⟦PERSON|陈大文⟧   HKID: ⟦NATIONAL_ID|$hkid1⟧
DOB 出生日期: ⟦DATE_OF_BIRTH|12/08/1958⟧
Dx: ⟦MEDICAL|atrial fibrillation, newly diagnosed⟧；⟦MEDICAL|高血压⟧ 10年
Current meds: ⟦MEDICAL|amlodipine 5mg⟧ od, ⟦MEDICAL|apixaban 5mg⟧ bd (started ⟪date|28/11/2026⟫)
Please assess for ⟦MEDICAL|catheter ablation⟧. Thank you.
"""),
]

TEXTS += [
("helm_values_with_cn_notes", """
# values-prod.yaml  维护人: ⟦PERSON|Sun Qiang⟧ ⟦EMAIL|sunqiang@lingxi.example⟧
replicaCount: 3
image:
  repository: ⟪image|harbor.lingxi.example/app/order-api⟫
  tag: "⟪version|1.42.0⟫"
service:
  port: ⟪port|8080⟫
env:
  SPRING_PROFILES_ACTIVE: prod
  REDIS_URL: "redis://:⟦SECRET|R3dis-Pr0d-7731⟧@⟦IP_ADDRESS|10.12.0.35⟧:⟪port|6379⟫/0"
  OPENAI_API_KEY: "⟦APIKEY|$openai1⟧"   # 给客服机器人用，限额 ⟪price|$200/月⟫
  FEISHU_WEBHOOK: "⟦SECRET|$feishu_hook1⟧"
  JWT_SIGNING_SECRET: "⟦SECRET|$client_secret2⟧"
resources:
  limits: {cpu: "2", memory: 4Gi}
"""),
("firebase_crash_report", """
Crashlytics · ⟪app_id|com.yidian.health⟫ ⟪version|5.8.1 (5810)⟫ · issue ⟪issue_id|a3f91c22⟫
Device: Xiaomi 14 / Android 14   User: ⟦PERSON|wanglina⟧ (uid ⟪user_id|8842193⟫)
Fatal Exception: java.lang.IllegalStateException: 预约失败 patient=⟦PERSON|王丽娜⟧ phone=⟦PHONE|15921736604⟧ dept=内分泌科 dx=⟦MEDICAL|妊娠期糖尿病⟧
    at com.yidian.health.booking.BookingRepo.submit(BookingRepo.kt:212)
    at com.yidian.health.booking.BookingViewModel$confirm$1.invokeSuspend(BookingViewModel.kt:88)
Custom keys: google_app_id=⟪app_id|1:440918273361:android:7c2e9f0a1b3d5e6f⟫ session=⟦SECRET|$token1⟧
"""),
("ansible_vault_decrypted_note", """
# group_vars/prod/vault.yml (decrypted by ops-⟦PERSON|hjiang⟧ for audit — 审计完请重新加密)
vault_mysql_root_password: "⟦PASSWORD|Hj!prod#2026root⟧"
vault_grafana_admin_password: "⟦PASSWORD|grafana-Adm1n-88⟧"
vault_smtp_password: "⟦PASSWORD|m@ilRelay_4419⟧"
vault_github_deploy_token: "⟦APIKEY|$ghp1⟧"
vault_sendgrid_key: "⟦APIKEY|$sendgrid1⟧"
vault_totp_seed_ops: "⟦SECRET|$totp1⟧"
# hosts: ⟦IP_ADDRESS|10.40.1.11⟧ ⟦IP_ADDRESS|10.40.1.12⟧ (管理网段 ⟪cidr|10.40.1.0/24⟫)
# ansible ⟪version|2.16.3⟫
"""),
("dingtalk_ops_notice_mixed", """
【DingTalk 运维通知】Incident ⟪ticket_ref|INC-20261203-017⟫
Summary: 支付回调 5xx 激增，原因是 ⟪org_name|Stripe⟫ restricted key 被误删
影响时间：⟪timestamp|03:10⟫ – ⟪timestamp|03:52⟫ (UTC+8)
处理人：⟦PERSON|Jason Wu⟧ / ⟦PERSON|吴杰⟧
新 key 已写入 Vault：⟦APIKEY|$stripe_rk1⟧ （临时贴在这里方便 ⟦PERSON|Leo⟧ 验证，验证完请撤回！）
Publishable key 不变：⟪app_id|pk_live_51NzQ8wLmK2xT0aB⟫
受影响订单约 ⟪count|312⟫ 笔，客户退款总额待统计。
"""),
("singapore_dental_clinic_form", """
⟪org_name|Lion City Dental Surgery⟫ — New Patient Registration
Name (as in NRIC): ⟦PERSON|TAN Wei Ling⟧ ⟦PERSON|陈慧玲⟧
NRIC/FIN: ⟦NATIONAL_ID|$nric1⟧
DOB: ⟦DATE_OF_BIRTH|07-03-1988⟧
Address: ⟦ADDRESS|Blk 456 Ang Mo Kio Ave 10, #08-1123, Singapore 560456⟧
Mobile: ⟦PHONE|+65 9123 4071⟧
Medical history 病史: ⟦MEDICAL|asthma⟧ (uses ⟦MEDICAL|Ventolin inhaler⟧), ⟦MEDICAL|对青霉素过敏⟧
Payment: CHAS Orange card; scaling & polishing ⟪price|S$88⟫ (before subsidy)
"""),
("taiwan_insurance_claim_line", """
LINE 對話 · ⟪org_name|國泰產險⟫理賠專員
專員 ⟦PERSON|Vivian⟧：⟦PERSON|林先生⟧您好，您的旅平險 claim（⟪claim_ref|TW-TRV-115-008821⟫）已收到，請補上身分證字號與診斷證明。
⟦PERSON|林冠宇⟧：身分證 ⟦NATIONAL_ID|$tw1⟧，診斷是 ⟦MEDICAL|acute gastroenteritis 急性腸胃炎⟧，在 ⟪place|Bangkok⟫ 住院兩天
專員 ⟦PERSON|Vivian⟧：收到！醫療費用 ⟦AMOUNT|THB 38,400⟧ 依匯率換算約 ⟦AMOUNT|NT$35,100⟧，審核後會匯入您指定帳戶。
"""),
("korean_student_language_school", """
Subject: [⟪org_name|Mandarin House 北京⟫] Enrollment confirmation – ⟦PERSON|KIM Min-jun⟧ ⟦PERSON|김민준⟧

Dear ⟦PERSON|Min-jun⟧ / 亲爱的⟦PERSON|敏俊⟧同学：
Welcome to our HSK4 intensive course (⟪date|2027-01-05⟫ – ⟪date|2027-03-26⟫).
Registration info: RRN ⟦NATIONAL_ID|$rrn1⟧ (for Korean scholarship reimbursement), passport ⟦PASSPORT|M37194820⟧
Tuition received: ⟦AMOUNT|¥18,600⟧. Dormitory deposit ⟪price|¥2,000⟫ payable on arrival.
Homestay address: ⟦ADDRESS|北京市海淀区成府路28号院3号楼502室⟧
Emergency contact in Seoul: ⟦PERSON|Park Soo-jin⟧ ⟦PHONE|+82 10-5521-3378⟧
"""),
("telegram_exchange_bot_config", """
# config.toml — 量化小机器人, 跑在 ⟦PERSON|阿凯⟧ 家里的 NAS 上
[telegram]
bot_token = "⟦APIKEY|$telegram1⟧"
chat_id = "⟪chat_id|-1001847729310⟫"

[binance]
api_key = "⟦APIKEY|$binance_key1⟧"
api_secret = "⟦SECRET|$binance_secret1⟧"
withdraw_whitelist = "⟪wallet_address|$wallet1⟫"

[risk]
max_position_usdt = ⟪price|5000⟫   # 单币最大仓位
"""),
("hk_football_club_registration", """
⟪org_name|Kowloon Wanderers FC⟫ 2026/27 Season Registration 登記
Player 球員: ⟦PERSON|WONG Ka Ho, Kelvin⟧ ⟦PERSON|黃家豪⟧
HKID: ⟦NATIONAL_ID|$hkid2⟧    DOB: ⟦DATE_OF_BIRTH|2009-11-14⟧
Parent 家長: ⟦PERSON|Wong Siu Fong⟧ ⟦PHONE|+852 9634 2718⟧
Medical notes: ⟦MEDICAL|Osgood-Schlatter disease⟧ (right knee), ⟦MEDICAL|G6PD deficiency 蠶豆症⟧
Membership fee 會費: ⟪price|HK$1,800 per season⟫ — paid ⟦AMOUNT|HK$1,800.00⟧ via FPS ⟪txn_ref|FRN20261103HKBC0001924⟫
Training: ⟪place|King's Park Hockey Ground⟫, Sat 9am
"""),
("music_royalty_statement_bilingual", """
ROYALTY STATEMENT 版税结算单 — ⟪period|H2 2026⟫
Publisher: ⟪org_name|Blue Lantern Music Publishing⟫
Writer 词曲作者: ⟦PERSON|Zhou Yining⟧ ⟦PERSON|周忆宁⟧ (IPI ⟪ipi_no|00718822391⟫)
| Work 作品 | ISWC | Source | Net 净额 |
|---|---|---|---|
| ⟪title|夜航船 Night Ferry⟫ | ⟪iswc|T-921.447.301-8⟫ | Streaming | ⟦AMOUNT|US$3,412.07⟧ |
| ⟪title|长街 Long Street⟫ | ⟪iswc|T-921.447.316-2⟫ | Sync (⟪org_name|Netflix⟫ ad) | ⟦AMOUNT|US$8,000.00⟧ |
Total payable 应付合计: ⟦AMOUNT|US$11,412.07⟧ → IBAN ⟦IBAN|$iban_ch7⟧
"""),
("wecom_robot_webhook_leak", """
[WeCom 群机器人] 部署成功 ✅ service=⟪service|crm-gateway⟫ env=prod version=⟪version|2.7.9⟫
by ⟦PERSON|zhangmin⟧ at ⟪timestamp|2026-12-03 18:20:44⟫
---
@⟦PERSON|Tina Zhang⟧ 注意：上面部署脚本把 webhook 打印出来了：⟦SECRET|$wecom_hook1⟧
请尽快在企业微信后台 reset。还有 .env 里的 SMTP_PASS=⟦PASSWORD|Crm#mail2026⟧ 也一起换掉。
"""),
("japan_mynumber_payroll_note", """
給与担当 ⟦PERSON|Sato⟧ さんへ / 薪资备注
New hire from Shanghai office: ⟦PERSON|Zhao Lei⟧ (⟦PERSON|趙磊⟧)
My Number: ⟦NATIONAL_ID|$mynum1⟧  — for 源泉徴収 / withholding tax
Monthly salary 月薪: ⟦AMOUNT|¥420,000⟧ (JPY), commuting allowance ⟦AMOUNT|¥18,300⟧
Bank: ⟪org_name|MUFG⟫ 新宿支店 普通 ⟪account_tail|***4471⟫
Start date: ⟪date|2027/01/06⟫
"""),
]

TEXTS += [
("cross_border_payment_fraud_ticket", """
Ticket ⟪ticket_ref|PAY-RISK-77120⟫ | 风控复核 | Priority: High
Customer: ⟦PERSON|Michelle Guo⟧ ⟦PERSON|郭敏⟧ <⟦EMAIL|michelle.guo@163mail.example⟧>
Issue: 用户反馈在 ⟪org_name|Shopee⟫ 上被盗刷，card ⟦CARD|$card_visa5⟧, exp ⟪card_expiry|11/27⟫, CVV ⟦CVV|906⟧ (用户自己在聊天里发给了"客服"，实际是钓鱼账号)
Unauthorized txns: ⟦AMOUNT|SGD 1,288.00⟧ + ⟦AMOUNT|SGD 460.50⟧
Login IP of attacker: ⟦IP_ADDRESS|103.152.220.14⟧; user's usual IP ⟦IP_ADDRESS|116.86.41.203⟧
Action: 卡已冻结，chargeback filed (⟪case_ref|CB-SG-2026-44810⟫). Agent: ⟦PERSON|Daniel Ong⟧
"""),
("hotel_booking_whatsapp_card", """
[WhatsApp] ⟪org_name|Hotel Lotus Hanoi⟫ Reservations
Guest ⟦PERSON|Zhang Wenjing⟧: Hi, 我想 guarantee 一下 booking ⟪booking_ref|HLH-90318⟫，3 nights from ⟪date|Dec 20⟫
Hotel ⟦PERSON|Linh⟧: Dear Ms ⟦PERSON|Zhang⟧, please send card details for guarantee only, no charge now.
Guest ⟦PERSON|Zhang Wenjing⟧: 好的 ⟦CARD|$card_up4⟧ 有效期 ⟪card_expiry|08/29⟫ 安全码 ⟦CVV|351⟧
Hotel ⟦PERSON|Linh⟧: Thank you. Total at check-out will be ⟦AMOUNT|USD 276⟧ incl. breakfast (rack rate ⟪price|USD 110/night⟫).
"""),
("slack_standup_mixed_team", """
#backend-standup ⟪date|Thu Dec 3⟫
⟦PERSON|chen.yu⟧: 昨天 fix 了 refund webhook 的 retry bug (PR ⟪issue_id|#4412⟫)。今天继续看 ⟦PERSON|Maria⟧ 报的那个 timezone issue
⟦PERSON|maria.kowalski⟧: thanks ⟦PERSON|Yu⟧! fyi staging Postgres 密码换了 → ⟦PASSWORD|stg-PG-Winter26⟧ (will move to 1Password after standup, sorry)
⟦PERSON|chen.yu⟧: 👍 另外 ⟦PERSON|老郑⟧ 说 Datadog key 要 rotate：⟦APIKEY|$datadog1⟧ 还在 old helm chart 里
⟦PERSON|maria.kowalski⟧: on it
"""),
("customs_declaration_parcel_email", """
Subject: 海关补充申报 Customs information required – ⟪tracking_no|EMS EA918273645CN⟫

Dear ⟦PERSON|Oliver Bennett⟧,

Your parcel from ⟪place|Yiwu⟫ is held at ⟪place|Heathrow⟫. Sender: ⟦PERSON|黄丽⟧, ⟦ADDRESS|浙江省义乌市稠城街道工人北路1058号⟧, ⟦PHONE|+86 579 8553 2207⟧.
Declared contents: 手工茶具 tea set, value ⟪price|CNY 680⟫.
Import VAT and fees due from you: ⟦AMOUNT|£28.64⟧. Pay online with reference ⟪case_ref|HMRC-P-5520184⟫.

⟪org_name|Royal Mail International Customs⟫
"""),
("rental_deposit_dispute_student", """
From: ⟦EMAIL|xinyi.pan@student.ucl.example⟧
To: ⟦EMAIL|info@camdenlets.example⟧
Subject: Deposit 押金 dispute – ⟦ADDRESS|Flat 5, 61 Camden Road, London NW1 9EU⟧

Hi ⟦PERSON|Gary⟧,
I moved out on ⟪date|30 Sept⟫ and still haven't received my deposit of ⟦AMOUNT|£2,400⟧. 您说要扣 ⟦AMOUNT|£650⟧ for "professional cleaning"，but the check-in inventory already showed stains. My flatmate ⟦PERSON|Ruoxi⟧ got hers back in full.
Please return the deposit to my UK account or to my Chinese bank card — IBAN: ⟦IBAN|$iban_gb1⟧.
Thanks, ⟦PERSON|Pan Xinyi⟧ 潘
"""),
("immigration_case_wechat_mixed", """
⟦PERSON|Lisa Huang⟧（移民律师）: ⟦PERSON|Wang⟧先生，您的 EB-1A petition 已 file，receipt number ⟪case_ref|IOE0918273645⟫。
⟦PERSON|王先生⟧: 太好了！需要我再提供什么？
⟦PERSON|Lisa Huang⟧（移民律师）: 还需要您太太 ⟦PERSON|刘晶⟧ 的 passport 扫描（⟦PASSPORT|EH8812093⟧ 那本），以及 I-485 的 medical exam（Form I-693）。律师费第二期 ⟦AMOUNT|US$7,500⟧ 请在月底前 wire。
⟦PERSON|王先生⟧: OK，我让我女儿 ⟦PERSON|Emily⟧ 帮忙弄。
"""),
("ios_crash_report_pii_in_log", """
Incident Identifier: ⟪uuid|$uuid3⟫
Hardware Model: iPhone15,3   Process: ⟪app_id|HealthDiary⟫ [⟪pid|4417⟫]   Version: ⟪version|3.2.0 (412)⟫
OS Version: iOS 18.1 (22B83)
Exception Type: EXC_CRASH (SIGABRT)
Last log lines:
  [Sync] uploading record user=⟦PERSON|tanaka.yui⟧ note="⟦MEDICAL|偏头痛⟧ again, took ⟦MEDICAL|sumatriptan 50mg⟧"
  [Auth] refresh_token=⟦SECRET|$token2⟧
  [Net] POST https://api.healthdiary.example/v2/sync -> 500
Thread 0 Crashed:
0   libsystem_kernel.dylib  0x00000001e8a1c3b0 __pthread_kill + 8
"""),
("shopify_store_env_cn_dev", """
# 店铺: ⟪domain|teaandtide.myshopify.com⟫ — 外包开发 ⟦PERSON|阿亮⟧ 交接文档
SHOPIFY_ADMIN_TOKEN=⟦APIKEY|$shopify2⟧
SHOPIFY_API_SECRET=⟦SECRET|$client_secret6⟧
SHOPIFY_CLIENT_ID=⟪app_id|c71f9e0b2a4d6e8f1a3c5b7d9e0f2a4b⟫
STRIPE_PUBLISHABLE=⟪app_id|pk_live_51QaZ3xYtR8mN2vB⟫
GOOGLE_ANALYTICS_ID=⟪app_id|G-7XK2P9QL4D⟫
# 老板 ⟦PERSON|Rachel⟧ 的后台登录（请上线后修改！）: rachel@teaandtide.example / ⟦PASSWORD|TeaTide2026!!⟧
"""),
("sim_provisioning_csv_mixed", """
iccid,msisdn,imsi,customer,customer_cn,plan,activation_fee
⟪iccid|8986031947201183746⟫,⟦PHONE|+86 147 1823 9051⟧,⟪imsi|460031947201183⟫,⟦PERSON|Ma Jun⟧,⟦PERSON|马骏⟧,IoT-50MB,⟦AMOUNT|20.00⟧
⟪iccid|8986031947201183753⟫,⟦PHONE|+86 147 1823 9052⟧,⟪imsi|460031947201184⟫,⟦PERSON|Xu Ting⟧,⟦PERSON|徐婷⟧,IoT-1GB,⟦AMOUNT|35.00⟧
⟪iccid|8986031947201183761⟫,⟦PHONE|+86 147 1823 9053⟧,⟪imsi|460031947201185⟫,⟦PERSON|He Bin⟧,⟦PERSON|何斌⟧,IoT-1GB,⟦AMOUNT|35.00⟧
"""),
("pharmacy_hk_whatsapp", """
[WhatsApp] ⟪org_name|萬寧 Mannings⟫ Pharmacist
⟦PERSON|Ada⟧: Hi 我媽媽 ⟦PERSON|Chan Mei Ling⟧ 嘅 ⟦MEDICAL|metformin 850mg⟧ 同 ⟦MEDICAL|Lipitor 20mg⟧ 食完，可唔可以 refill？
Pharmacist ⟦PERSON|Ken Leung⟧: Hi ⟦PERSON|Ada⟧, refill 需要醫生 prescription 喎。你可以 upload 張紙，我哋 deliver 去 ⟦ADDRESS|九龍太子道西190號 6樓B室⟧。
⟦PERSON|Ada⟧: OK 多謝！收幾錢？
Pharmacist ⟦PERSON|Ken Leung⟧: 兩樣一共 ⟦AMOUNT|HK$342⟧，delivery 滿 ⟪price|HK$300⟫ 免運費。
"""),
("moving_company_intl_quote", """
⟪org_name|Pacific Link Movers⟫ 国际搬家报价 International Relocation Quote ⟪quote_ref|PLM-Q-26-1188⟫
Customer: ⟦PERSON|David⟧ & ⟦PERSON|Jenny Lau⟧   ⟦PHONE|+86 21 6288 4019⟧
Origin 起运地: ⟦ADDRESS|上海市长宁区仙霞路99号尚嘉中心1203室⟧
Destination 目的地: ⟦ADDRESS|48 Harbour Street, Mosman NSW 2088, Australia⟧
Volume: 20ft container (~28 m³), door-to-door, transit ~⟪duration|35 days⟫
Quoted price 总价: ⟦AMOUNT|RMB 46,800⟧ (deposit ⟦AMOUNT|RMB 10,000⟧ received ⟪date|2026-11-25⟫)
Insurance: ⟪percent|2.5%⟫ of declared value
"""),
("storage_unit_access_log_mixed", """
[⟪org_name|SafeBox Self Storage⟫ Access Log] 门禁记录
⟪timestamp|2026-12-01 19:02⟫ unit ⟪room_no|C-214⟫ user ⟦PERSON|Wong Lik⟧ PIN ok
⟪timestamp|2026-12-01 19:40⟫ unit ⟪room_no|C-214⟫ user ⟦PERSON|Wong Lik⟧ exit
⟪timestamp|2026-12-02 08:15⟫ unit ⟪room_no|A-009⟫ user ⟦PERSON|Stephanie Ho⟧ PIN fail x3 → locked
Note 备注: ⟦PERSON|Stephanie⟧ called, reset PIN to ⟦PASSWORD|662019⟧ by staff ⟦PERSON|阿Ray⟧. Overdue rent ⟦AMOUNT|HK$1,650⟧.
"""),
]

TEXTS += [
("gitlab_ci_variables_export", """
# CI/CD variables export — project ⟪repo|fintech/loan-engine⟫ (exported by ⟦PERSON|Zhang Hao⟧ for 迁移)
GITLAB_DEPLOY_TOKEN=⟦APIKEY|$glpat2⟧
HF_TOKEN=⟦APIKEY|$hf2⟧
GOOGLE_TRANSLATE_KEY=⟦APIKEY|$google3⟧
SSH_DEPLOY_KEY=⟦SECRET|$pem2⟧
SLACK_WEBHOOK=⟦SECRET|$slackhook1⟧
PROD_HOST=⟦IP_ADDRESS|121.40.77.218⟧
# 注意：OAuth client id 可以公开 ⟪app_id|1029384756-abc7def8ghi9.apps.googleusercontent.com⟫
"""),
("hk_insurance_claim_email_mixed", """
Subject: 理賠申請 Claim ⟪claim_ref|HKHS-2026-11873⟫ – Outpatient

Dear Ms ⟦PERSON|Yip⟧ ⟦PERSON|葉小姐⟧,
We received your claim for ⟦PERSON|Yip Wing Sze⟧'s consultation at ⟪org_name|Matilda International Hospital⟫ on ⟪date|18 Nov 2026⟫ for ⟦MEDICAL|allergic rhinitis 過敏性鼻炎⟧ and ⟦MEDICAL|sinusitis⟧.
Billed: ⟦AMOUNT|HK$2,480⟧; eligible after ⟪percent|20%⟫ co-insurance: ⟦AMOUNT|HK$1,984⟧.
Payment will be credited to HSBC account ⟪account_tail|***-**6-881⟫. Enquiries: ⟦PHONE|+852 2288 7731⟧ / ⟦EMAIL|claims@harbourshield.example⟧
"""),
("sg_payroll_cpf_mixed", """
Payroll summary Nov 2026 — ⟪org_name|Lumen Analytics Pte Ltd⟫ (新加坡)
| Employee | NRIC/FIN | Gross | CPF (EE) | Net |
|---|---|---|---|---|
| ⟦PERSON|Lim Jia Hui⟧ ⟦PERSON|林佳慧⟧ | ⟦NATIONAL_ID|$nric2⟧ | ⟦AMOUNT|S$6,200.00⟧ | ⟦AMOUNT|S$1,240.00⟧ | ⟦AMOUNT|S$4,960.00⟧ |
| ⟦PERSON|Rajesh Kumar⟧ | ⟦NATIONAL_ID|$nric3⟧ | ⟦AMOUNT|S$8,450.00⟧ | ⟪price|n/a (EP)⟫ | ⟦AMOUNT|S$8,450.00⟧ |
| ⟦PERSON|Chua Wei Ming⟧ | ⟦NATIONAL_ID|$nric1⟧ | ⟦AMOUNT|S$5,100.00⟧ | ⟦AMOUNT|S$1,020.00⟧ | ⟦AMOUNT|S$4,080.00⟧ |
Prepared by ⟦PERSON|Serene Koh⟧ · CPF ceiling ⟪price|S$7,400⟫
"""),
("dingtalk_expat_visa_reminder", """
【DingTalk 行政通知】外籍员工签证到期提醒
@⟦PERSON|Thomas Müller⟧ 您的工作许可将于 ⟪date|2027-01-15⟫ 到期，请在 ⟪date|12月20日⟫ 前提交材料：
- Passport 护照 (No. ⟦PASSPORT|C4F7J2K91⟧) 原件
- 体检报告（上次检查提示 ⟦MEDICAL|乙肝表面抗体阴性⟧，建议补种）
- 住宿登记 ⟦ADDRESS|上海市浦东新区碧云路199弄12号⟧
HR 联系人：⟦PERSON|Cathy 周⟧ ⟦PHONE|021-5030 8812⟧
"""),
("bilingual_crowdfunding_donation_csv", """
donor_name,donor_email,amount_cny,message
⟦PERSON|Emily Zhao⟧,⟦EMAIL|emily.zhao@outlook.example⟧,⟦AMOUNT|500⟧,加油！早日康复
⟦PERSON|王建⟧,⟦EMAIL|wangjian88@126mail.example⟧,⟦AMOUNT|2000⟧,小朋友一定会好起来的
⟦PERSON|Mike Tan⟧,⟦EMAIL|mike.tan@gmail.example⟧,⟦AMOUNT|1000⟧,Get well soon ⟦PERSON|Doudou⟧!
# 筹款目标 ⟪price|300000⟫，患儿 ⟦PERSON|豆豆⟧ 确诊 ⟦MEDICAL|急性淋巴细胞白血病⟧
"""),
]

TEXTS += [
("tencent_cloud_cos_incident_mixed", """
Postmortem 复盘: COS bucket 公网可读 (⟪ticket_ref|PM-2026-014⟫)
Owner: ⟦PERSON|Ryan Xie⟧ ⟦PERSON|谢睿⟧
Timeline:
- ⟪timestamp|11-28 21:04⟫ 安全扫描发现 ⟪bucket|media-backup-1300218841⟫ ACL=public-read
- ⟪timestamp|11-28 21:30⟫ 发现 bucket 里的 deploy.sh 含有 SecretId=⟦APIKEY|$tc_akid2⟧ SecretKey=⟦SECRET|$tc_secret2⟧
- ⟪timestamp|11-28 21:42⟫ ⟦PERSON|Ryan⟧ 禁用密钥；异常访问 IP ⟦IP_ADDRESS|43.135.71.208⟧
- 用户数据暴露：约 ⟪count|1,200⟫ 条会员头像，无手机号/身份证
Action items: 所有 CI secrets 迁移到 KMS；@⟦PERSON|Nina Gao⟧ review IAM policy
"""),
("travel_agent_telegram_group_booking", """
[Telegram] ⟪org_name|环球假期 Global Holidays⟫ 
Agent ⟦PERSON|Eric Lam⟧: 客人资料 for Maldives package ⟪booking_ref|MLE-1227-08⟫:
1) ⟦PERSON|ZHOU Xiaoming⟧ ⟦PERSON|周小明⟧ passport ⟦PASSPORT|EA7712904⟧ DOB ⟦DATE_OF_BIRTH|1986-03-02⟧
2) ⟦PERSON|SUN Li⟧ ⟦PERSON|孙丽⟧ passport ⟦PASSPORT|E60918345⟧ DOB ⟦DATE_OF_BIRTH|1988-10-11⟧
Deposit 用客人 Visa 卡扣: ⟦CARD|$card_visa6⟧ exp ⟪card_expiry|05/30⟫ CVV ⟦CVV|227⟧ → ⟦AMOUNT|USD 3,600⟧
Supplier ⟦PERSON|Aishath⟧ please confirm water villa, rack rate ⟪price|USD 1,150/night⟫
"""),
]
