# blind75 -- mixed Chinese/English texts.  (kind, marked_text), typed by hand

TEXTS = []

TEXTS += [
("slack_thread", """#ip-docketing-cn
⟦PERSON|Kevin Zhang⟧  10:02
@⟦PERSON|Rachel⟧ 那个 US continuation 的 IDS deadline 是不是 ⟪deadline|12/15⟫？client 那边还没回邮件
⟦PERSON|Rachel⟧  10:05
对，⟪application_number|US 18/662,034⟫。我刚 ping 了 inventor ⟦EMAIL|liang.wu@aurorabio.com⟧，他说 prior art list 今晚发
⟦PERSON|Kevin Zhang⟧  10:06
ok. 顺便 USPTO 的 Patent Center 账号被锁了，新密码我放 1Password 了，别再贴群里 🙏 (上次那个 ⟦PASSWORD|Uspto#Sh2024!⟧ 已经失效)
"""),

("wechat_chat", """【微信】HK Easy 秘书服务 ↔ client
⟪timestamp|09:14⟫ agent: Morning Mr. ⟦PERSON|Okafor⟧! 您的 HK company 已经 incorporated 了，CR number ⟪company_number|3418827⟫ 🎉
09:20 client: Great!! When can I open the bank account?
09:22 agent: HSBC 预约在 ⟪appointment_time|Dec 18 2:30pm⟫，记得带 passport 原件 (⟦PASSPORT|$pp_us2⟧) 和 address proof
09:25 client: ok. I paid the service fee ⟦AMOUNT|HK$8,800⟧ via FPS this morning
09:26 agent: 收到 thanks! receipt ⟪receipt_number|GY-R-2291⟫ 稍后发您
"""),
]

TEXTS += [
("trial_screening_email", """Subject: RE: 受试者 pre-screen - Protocol ⟪protocol_code|SZ-ONC-114⟫ site 03
From: CRC ⟦PERSON|Vivian Xu⟧ <⟦EMAIL|vivian.xu@curematch-cn.com⟧>

Hi Dr. ⟦PERSON|Patel⟧,

Site 03 今天 pre-screen 了 2 位：
1) ⟪participant_id|03-0041⟫, F, 58y, ⟦MEDICAL|HER2+ metastatic breast cancer⟧, prior ⟦MEDICAL|trastuzumab + pertuzumab⟧ → eligible
2) ⟪participant_id|03-0042⟫, M, 63y, ⟦MEDICAL|ECOG 2⟧ → not eligible (要求 ≤1)
Screening log 已上传 ⟪system_name|Veeva Vault⟫, file ⟪file_name|SCRLOG_03_2024W48.xlsx⟫.
"""),
]

TEXTS += [
("k8s_secret_yaml", """# kubectl get secret fundara-api -n ⟪k8s_namespace|prod-sg⟫ -o yaml  (decoded by ⟦PERSON|小王⟧ for debugging 🙃)
apiVersion: v1
kind: Secret
metadata:
  name: fundara-api
  uid: ⟪uuid|3c9d2f41-8b7e-4a10-9f55-2e1d0c7b6a94⟫
data:
  STRIPE_SECRET_KEY: ⟦APIKEY|$ak_stripe2⟧
  ALIPAY_APP_ID: ⟪app_id|2021004188276531⟫
  ALIYUN_ACCESS_KEY_ID: ⟦APIKEY|$ak_ali2⟧
  ALIYUN_ACCESS_KEY_SECRET: ⟦SECRET|$sec_ali1⟧
  REDIS_PASSWORD: ⟦SECRET|r3d1s-Fund@ra-88⟧
"""),

("dingtalk_alert_log", """[钉钉机器人] 众筹支付网关告警 ⟪alert_id|ALT-771203⟫
level: CRITICAL  service: ⟪service_name|pay-gateway⟫  pod: ⟪pod_name|pay-gateway-7c9f8d-xk2lp⟫
msg: 连续 5 次 callback 验签失败 from ⟦IP_ADDRESS|47.96.133.210⟧, last order ⟪order_id|DC20241203110512007⟫
webhook: ⟦SECRET|$sec_wh_ding2⟧
@⟦PHONE|13816620934⟧ 请值班同学处理  (oncall: ⟦PERSON|zhouyang⟧)
"""),

("notary_email", """From: ⟦PERSON|Sophie Laurent⟧ <⟦EMAIL|s.laurent@laurent-notaires.fr⟧>
To: ⟦EMAIL|cases@jingan-notary.cn⟧
Subject: Procuration pour vente immobilière / 委托书公证 - client ⟦PERSON|WANG Lei⟧

Bonjour, 您好,

Notre client M. ⟦PERSON|WANG Lei⟧ doit signer une procuration à ⟪place_name|Shanghai⟫ pour la vente de son appartement à ⟪place_name|Lyon⟫. Could your office notarise + legalise it? His details: passport ⟦PASSPORT|$pp_cn5⟧, numéro de sécurité sociale française ⟦NATIONAL_ID|$nir1⟧ (he worked in France 2008-2015).
Frais de notre côté: ⟪tariff|€180 HT⟫.
Cordialement,
⟦PERSON|Sophie⟧
"""),
]

TEXTS += [
("mpf_statement", """⟪org_name|Evergreen MPF Master Trust⟫ 強積金周年權益報告 Annual Benefit Statement
成員 Member: ⟦PERSON|CHAN Tai Man⟧   HKID: ⟦NATIONAL_ID|$hkid3⟧   Member no. ⟪member_ref|MPF-0772193⟫
報告期 Period: ⟪statement_period|01/04/2023 - 31/03/2024⟫
Account balance 結餘: ⟦AMOUNT|HK$412,886.04⟧
Employer mandatory contributions 僱主強制性供款: ⟦AMOUNT|HK$18,000.00⟧
Fund performance 基金表現: Core Accumulation Fund ⟪percentage|+9.12%⟫, fund size ⟪org_total|HK$52.3bn⟫
Enquiries 查詢: ⟪hotline_hours|Mon-Fri 9am-6pm⟫
"""),

("backer_message", """Kickstarter message to creator ⟪org_name|MOSS Lab 苔藓实验室⟫ ⟪timestamp|Nov 30, 2024⟫
Hi team 你们好，I'm backer #⟪backer_id|10288⟫. My pledge failed because the card expired. 我换了新卡，can you charge this one manually? ⟦CARD|$card_mc2⟧, exp ⟪card_expiry|09/29⟫, CVC ⟦CVV|306⟧. Reward tier ⟪product_code|Early Bird - Terrarium S⟫ ⟪price|$79⟫. Thanks!! — ⟦PERSON|Wen⟧
"""),

("grant_application_email", """Subject: Alder Moss fellowship - 补充材料 / supplemental docs
Dear grants team,

Attached are my 1099 forms. For your records my SSN is ⟦SSN|$ssn8⟧ (我是 US permanent resident). My stipend last year from ⟪org_name|NYU⟫ was ⟦AMOUNT|$34,500⟧; the fellowship (⟪grant_cap|up to $25k⟫) would let me stop teaching for one semester.

Best regards,
⟦PERSON|Mingyu Tao⟧ ⟦PERSON|陶明宇⟧ | ⟦PHONE|+1 646-555-0198⟧
"""),
]

TEXTS += [
("trial_wechat", """【微信】CRC ↔ PI 秘书 (re: ⟦PERSON|Vivian Xu⟧ 的 subject)
⟪timestamp|15:02⟫ CRC: 03-0041 的 baseline CT 出来了，⟦MEDICAL|liver mets 2 个，最大 1.8cm⟧，RECIST 可测量 ✔️
15:04 秘书: 好的，那 C1D1 排 ⟪visit_date|12/9⟫？
15:05 CRC: OK。她 ⟦MEDICAL|LVEF 58%⟧，也符合。记得提醒她 ⟦MEDICAL|对碘造影剂过敏⟧，下次 CT 要预处理
15:06 秘书: 👌 EDC 录好了，subject ID ⟪participant_id|03-0041⟫，site ⟪site_id|CN-SZ-03⟫
"""),

("relocation_email", """Subject: Barcelona flat - 房东信息 & deposit
Hi ⟦PERSON|李总⟧,

The landlord ⟦PERSON|Jordi Puig i Serra⟧ (DNI ⟦NATIONAL_ID|$dni2⟧) has accepted the offer 🎉 押金 deposit ⟦AMOUNT|€3.600⟧ goes directly to his account ⟦IBAN|$iban_pt1⟧ (他是葡萄牙银行的账户，没问题). Rent ⟪rent_listing|€1.800/mes⟫, contract from ⟪start_date|1 Feb⟫.
Our fee invoice ⟪invoice_id|SR-BCN-2025-014⟫ will go to HR.
Best, ⟪org_name|Santos Relocation⟫ team
"""),
]

TEXTS += [
("sg_incorporation_chat", """[Telegram] Pinnacle Corp Services 🇸🇬 × 客户
⟪timestamp|11:20⟫ agent: 您好！local nominee director 我们这边安排好了，资料如下 pls check:
Name: ⟦PERSON|Nur Aisyah binte Rahman⟧, NRIC ⟦NATIONAL_ID|$nric2⟧, DOB ⟦DATE_OF_BIRTH|14 Mar 2002⟧
11:24 client: 这么年轻？22岁做 director 可以吗
11:25 agent: 可以的，ACRA 只要求 18+ 和 ordinarily resident 😊 nominee fee ⟪price|S$2,400/yr⟫
11:31 client: ok。押金我已经 PayNow 了 ⟦AMOUNT|S$2,000⟧，ref ⟪payment_ref|PN-8812093⟫
"""),

("shell_history", """# ⟦PERSON|小刘⟧ 的 bash_history (relo-ops jump box)，审计导出 ⟪audit_id|AUD-2024-118⟫
  88  ssh -i ~/.ssh/relo_ops ec2-user@⟦IP_ADDRESS|13.229.41.87⟧   # 新加坡 bastion
  89  export AWS_ACCESS_KEY_ID=⟦APIKEY|$ak_aws2⟧
  90  export AWS_SECRET_ACCESS_KEY=⟦SECRET|$sec_aws2⟧
  91  aws s3 ls s3://⟪bucket_name|relo-assignee-docs⟫/2024/ --region ⟪region|ap-southeast-1⟫
  92  # TODO: 删掉上面两行 key 不要留在 history 里!!!
  93  ping -c 3 ⟪doc_ip|203.0.113.50⟫
"""),
]

TEXTS += [
("trademark_email", """Subject: Madrid 国际注册 ⟪trademark_number|IR 1788204⟫ - designation of China / 驳回复审
Dear Ms. ⟦PERSON|Adeyemi⟧,

CNIPA 对贵方商标 "NOVA HALO" 在 ⟪nice_class|Class 9⟫ 发出了 provisional refusal，引证商标 ⟪trademark_number|第58820417号⟫。复审 deadline 是 ⟪deadline|15 working days + 3 months⟫ from notification。
我们建议 file a review (驳回复审)，official fee ⟪tariff|CNY 750⟫，our fee ⟪quote_amount|USD 900⟫.
Please confirm by email to ⟦EMAIL|tm@hengbiao-ip.cn⟧.

Best regards / 此致
⟦PERSON|Helen Zhou⟧ ⟦PERSON|周海伦⟧ | ⟪org_name|Hengbiao IP⟫ | ⟦PHONE|+86 755 8633 1120⟧
"""),
]

TEXTS += [
("payment_event_log", """{"ts":"⟪timestamp|2024-12-03T11:05:12+08:00⟫","evt":"pledge.created","campaign":"⟪campaign_id|MOSS-2024-TS⟫","backer_email":"⟦EMAIL|wen.jiayi@foxmail.com⟧","amount":"⟦AMOUNT|USD 79.00⟧","card":"⟪masked_card|mastercard ****3165⟫","ip":"⟦IP_ADDRESS|183.14.29.201⟧","geo":"⟪place_name|Shenzhen⟫","risk_score":⟪risk_score|12⟫,"msg":"支付成功"}
{"ts":"2024-12-03T11:05:13+08:00","evt":"email.sent","template":"⟪template_id|pledge_confirm_zh⟫","provider":"sendgrid","status":⟪http_status|202⟫}
"""),

("pension_transfer_letter", """RE: Transfer of UK pension to QROPS - 会员 member ⟦PERSON|Zhou Min⟧ ⟦PERSON|周敏⟧
Dear Sir/Madam,

Please transfer my full benefits from the ⟪scheme_name|Thistle Mutual Staff Pension Scheme⟫ to ⟪org_name|Pacific Harbour Retirement Plan (QROPS ref QROPS 104177)⟫. My details: NI number ⟦NATIONAL_ID|SX 41 88 27 D⟧, date of birth ⟦DATE_OF_BIRTH|19/08/1971⟧. 我已经回国定居，address: ⟦ADDRESS|上海市静安区南京西路1788号国际会所18F，200040⟧.
Transfer value quoted: ⟦AMOUNT|£142,309.77⟧ (quote ref ⟪quote_number|TV-24-0912⟫, guaranteed until ⟪expiry_date|15 Jan 2025⟫).
Signed, ⟦PERSON|Zhou Min⟧
"""),

("bug_report", """[GitHub issue] grants-portal#⟪issue_number|418⟫: 上传预算表 500 error
**Steps**: 登录 → Budget → upload ⟪file_name|budget_v2.xlsx⟫ → 500
**Log**:
```
POST /api/budget 500 ⟪duration|1.2s⟫ auth=Bearer ⟦APIKEY|$ak_jwt2⟧
TypeError: Cannot read properties of undefined (reading 'currency') at ⟪file_path|budget.service.ts:88⟫
```
**Env**: Chrome ⟪version|131.0.6778.86⟫, macOS 15.1
reported by @⟦PERSON|lin-yuqi⟧ · labels: bug, p2
"""),
]

TEXTS += [
("reimbursement_email", """Subject: 受试者交通补贴 - PayPal 退回
Hi ⟦PERSON|Jason⟧,
S01-014 的 travel reimbursement ⟦AMOUNT|¥460⟧ 通过 PayPal 打款被退回了，原因是 account 不存在。受试者说正确的邮箱是 ⟦EMAIL|lxy_1999@outlook.com⟧（之前登记成了 ⟦PERSON|lxy1999⟧）。Ticket ⟪ticket_id|FIN-2291⟫, batch ⟪batch_id|PP-1203⟫.
Thanks, CRA team
"""),

("visa_doc_checklist", """Visa docs checklist - ⟪org_name|Cartwright Global Mobility⟫ Shanghai desk
Assignee: ⟦PERSON|Rohan Iyer⟧ (India → 上海)  Z visa + 工作许可
✅ Passport ⟦PASSPORT|$pp_in2⟧ (需 6 个月以上有效期 + 2 空白页)
✅ Aadhaar (for Indian police clearance): ⟦NATIONAL_ID|$aadhaar2⟧
✅ 学历认证 degree verification ⟪cert_number|CSCSE-2024-118204⟫
⬜ 体检 medical check: 外籍人员体检 at ⟪org_name|上海国际旅行卫生保健中心⟫, fee ⟪tariff|RMB 525⟫
"""),
]

TEXTS += [
("notary_ron_config", """# e-notary-bridge 中国分部 config.toml
[server]
bind = "⟪bind_address|0.0.0.0:9000⟫"
version = "⟪version|1.8.0-cn⟫"

[totp]
# 管理后台 2FA seed（老板手机丢了临时放这里）
admin_seed = "⟦SECRET|$sec_totp1⟧"

[github]
deploy_token = "⟦APIKEY|$ak_gh2⟧"
repo = "⟪repo_name|lonestar/e-notary-bridge⟫"

[example]
# 文档示例，勿用: aws_key = "⟪example_key|AKIAIOSFODNN7EXAMPLE⟫"
"""),

("support_ticket", """Ticket ⟪ticket_id|#CF-30918⟫ 众筹 refund request (EN/中文)
From: ⟦EMAIL|kaito.mori@icloud.com⟧
Hi, 我是日本的 backer。Project 取消了但 refund 只到了一半 ⟦AMOUNT|¥6,600⟧（JPY）, 应该是 ⟦AMOUNT|¥13,200⟧. Order ⟪order_id|MD-7718201⟫.
Agent note (⟪timestamp|12-04 10:12⟫): processor 显示 partial refund, escalated to ⟪team_name|Payments L2⟫.
"""),

("markdown_table", """| 字段 Field | 值 Value | 备注 |
|---|---|---|
| 发起人 Creator | ⟦PERSON|Liu Chang⟧ ⟦PERSON|刘畅⟧ | verified ✅ |
| 身份证 ID | ⟦IDCARD|$idc_xiezy⟧ | 与 KYC 不一致 ❗ (OCR 识别成 45010319940730120O) |
| 收款 IBAN | ⟦IBAN|$iban_gb4⟧ | UK account, 本人留学时开 |
| 目标 Goal | ⟪campaign_total|£12,000⟫ | |
| Platform fee | ⟪percentage|5%⟫ | |
"""),
]

TEXTS += [
("meeting_minutes", """Weekly sync - 公司注册 ops (⟪meeting_date|2024-12-05⟫)
Attendees: ⟦PERSON|Priti⟧, ⟦PERSON|小赵⟧, ⟦PERSON|Marek⟧
1. Companies House 新规 (ECCTA) identity verification 从 ⟪effective_date|spring 2025⟫ 开始 → 需要 update onboarding flow
2. 深圳 client 的 UBO 资料还缺 passport copy，⟦PERSON|小赵⟧ follow up
3. Stripe webhook secret 轮换了，新的 ⟦SECRET|$sec_whsec2⟧ 已经进 vault (AI: ⟦PERSON|Marek⟧ 删掉 Notion 里的明文!!)
4. Q4 revenue ⟪org_total|£184k⟫, churn ⟪percentage|3.1%⟫
"""),

("voice_note_transcript", """[语音转文字 voice note ⟪duration|0:41⟫] 
"Hi ⟦PERSON|Amy⟧ 我是 ⟦PERSON|Markus⟧ 的太太 ⟦PERSON|Sabine⟧. 那个 gate code 不 work, 我们 try 了 ⟦PASSWORD|3 1 5 9⟧ 好几次。还有 ⟦PERSON|Lena⟧ 的 school 说需要 vaccination record, her ⟦MEDICAL|MMR second dose⟧ was in Germany, 我们只有 German version 可以吗? Call me back ⟦PHONE|+49 170 555 3318⟧, danke!"
"""),
]

TEXTS += [
("release_notes", """## grants-portal ⟪version|v5.4.0⟫ 更新说明 / Release notes (⟪release_date|2024-12-10⟫)
- 新增 budget template 支持多币种 (⟪currency_code|CNY⟫ / ⟪currency_code|USD⟫ / ⟪currency_code|GBP⟫)
- Fix: 上传超过 ⟪file_size|20MB⟫ 的 PDF 报 500 (#⟪issue_number|418⟫)
- 升级依赖 ⟪dependency_version|axios 1.7.9⟫, ⟪dependency_version|pdfjs-dist 4.9.155⟫
- 部署: ⟪commit_sha|a41f9c27e0b3d58816cc2e4f90d71b3a5e6f2c18⟫ → ⟪environment|prod-eu⟫, ⟪environment|prod-cn⟫
- 已知问题: Safari 17 下日期选择器显示 ⟪placeholder_date|1970-01-01⟫
"""),

("sms", """[SMS] ⟪sender_id|TrialBridge⟫: 您好 Mr ⟦PERSON|Zhang⟧, your screening visit for study ⟪protocol_code|TB-DM2-0419⟫ is confirmed: ⟪appointment_time|Tue 14 Jan 08:30⟫. 请空腹 fasting 8h. Reply Y 确认. Help: ⟦PHONE|+1 813 555 0150⟧
"""),
]

TEXTS += [
("csv_export", """name_cn,name_en,role,wechat,email
⟦PERSON|郑佳怡⟧,⟦PERSON|Jiayi Zheng⟧,inventor,⟪wechat_official_account|华知IP服务号⟫,⟦EMAIL|jiayi.zheng@sz-photonics.cn⟧
# exported ⟪timestamp|2024-12-11 18:00⟫ by ⟪service_account|svc_ipms⟫, rows=⟪row_count|1⟫
"""),

("web_form", """Backer survey 问卷 - ⟪campaign_id|MOSS-2024-TS⟫
Shipping name 收件人: ⟦PERSON|温嘉怡⟧
Address 地址: ⟦ADDRESS|深圳市福田区福华三路88号财富大厦26楼2603，518048⟧
Phone 电话: ⟦PHONE|+86 138 2875 4410⟧
T-shirt size: M · Add-on: ⟪product_code|Moss refill pack x2⟫ ⟪price|$12⟫
"""),

("actuary_chat", """[Teams] ⟦PERSON|Tobias Renner⟧ ⟪timestamp|16:40⟫: 中国区那个 annuity plan 的 mortality 用 ⟪mortality_table|CL5/CL6⟫ 还是 ⟪mortality_table|CL7/CL8⟫?
[Teams] 精算 ⟦PERSON|Chen Yu⟧ 16:42: CL5/CL6, 养老类业务表. discount rate ⟪discount_rate|2.65%⟫, 跟 group 的 IAS 19 报告一致
[Teams] ⟦PERSON|Tobias Renner⟧ 16:43: 👍 thx
"""),
]

TEXTS += [
("dingtalk_group", """【钉钉群】IP 年费监控 bot 迁移
⟦PERSON|周建华⟧：新 bot 的 webhook 换成这个了 ⟦SECRET|$sec_wh_ding3⟧ ，旧的 access_token 作废
⟦PERSON|孙晓琳⟧：收到。cron 还是 ⟪cron_expression|0 9 * * 1-5⟫ 吗？另外 OSS bucket ⟪bucket_name|hz-ip-annuity⟫ 的 lifecycle 设了 ⟪retention|180 days⟫
⟦PERSON|周建华⟧：对，版本 ⟪version|annuity-bot 2.0.1⟫
"""),

("telegram_bot_alert", """🤖 RelocBot alert (Telegram) ⟪timestamp|2024-12-12 07:30 SGT⟫
bot token 泄露 in repo ⟪repo_name|cgm/relo-notify⟫ commit ⟪commit_sha|5e0d2b9⟫: ⟦APIKEY|$ak_tg3⟧
已 revoke via BotFather ✅; new token 存 Vault path ⟪vault_path|secret/relo/telegram⟫
GitHub secret scanning alert #⟪alert_id|27⟫ closed by ⟦PERSON|kasante⟧
"""),

("clinical_email", """Subject: 受试者 referral - hotline call ⟪call_id|#HL-0912⟫
Dr. ⟦PERSON|Lin⟧,
Hotline 今天接到 Mrs. ⟦PERSON|Gao⟧ 的电话，她想参加 ⟪protocol_code|LY-DM-2401⟫ extension study. 她说最近 ⟦MEDICAL|eGFR 降到 48⟧，可能不符合 inclusion (≥60)。Callback number ⟦PHONE|0451-8260 3317⟧.
Thanks, hotline team (⟪shift_code|shift B⟫)
"""),
]

TEXTS += [
("company_secretary_email", """Subject: Annual return 周年申报 - ⟪company_name|Northstar Pearl Trading Limited⟫
Dear Ms ⟦PERSON|Lam⟧,

贵公司的 annual return (⟪form_code|NAR1⟫) 须于 ⟪deadline|2025-01-14⟫ 前提交，government fee ⟪tariff|HK$105⟫。Please also confirm your residential address 是否仍为 ⟦ADDRESS|香港九龍旺角彌敦道610號荷李活商業中心18樓1802室⟧，如有变更请告知。
Our secretary fee for 2025 ⟪quote_amount|HK$3,000⟫ will be invoiced separately (⟪invoice_id|GY-INV-25-0031⟫).

Regards,
⟪org_name|港易秘书服务有限公司⟫ · ⟦PHONE|+852 2545 1180⟧
"""),
]

# moved from the English file after adding code-switching
TEXTS += [
("survey_export_csv", """# 海外支持者发货名单 export for 仓库 (勿外传!) - 运费另算 ⟪shipping_rate|US$18 flat⟫
支持者ID backer_id,姓名 name,邮箱 email,电话 phone,收货地址 ship_to,金额 pledge,档位 tier,国家 country
⟪backer_id|B-000381⟫,⟦PERSON|Hana Kobayashi⟧,⟦EMAIL|hana.k@me.com⟧,⟦PHONE|+81 90-4417-2288⟧,"⟦ADDRESS|3-14-7 Nakameguro, Meguro-ku, Tokyo 153-0061⟧",⟦AMOUNT|$89⟧,⟪product_code|DELUXE⟫,⟪country_code|JP⟫
⟪backer_id|B-000382⟫,⟦PERSON|Lucas Ferreira⟧,⟦EMAIL|lucasf.br@gmail.com⟧,⟦PHONE|+55 11 98812-4301⟧,"⟦ADDRESS|Rua Augusta 1508 apto 62, São Paulo SP 01304-001⟧",⟦AMOUNT|$49⟧,⟪product_code|CORE⟫,⟪country_code|BR⟫
⟪backer_id|B-000383⟫,⟦PERSON|Emily Kowalski⟧,⟦EMAIL|em.kowalski@outlook.com⟧,⟦PHONE|(503) 555-0117⟧,"⟦ADDRESS|2714 SE Ankeny St, Portland, OR 97214⟧",⟦AMOUNT|$149⟧,⟪product_code|COLLECTOR⟫,⟪country_code|US⟫
"""),
("call_transcript", """[⟪org_name|HK Easy Company Secretarial⟫ - inbound call 來電錄音 - ⟪call_id|#20240917-044⟫]
AGENT ⟦PERSON|Winnie⟧: 午安，HK Easy，有咩可以幫到你？
CLIENT: Hi, 我係 ⟦PERSON|Daniel Lau⟧，想開一間 limited company，just me as director.
AGENT: 好呀。你有冇香港身份證？
CLIENT: 有，係 ⟦NATIONAL_ID|$hkid1⟧。
AGENT: 住址呢？
CLIENT: ⟦ADDRESS|Flat 12B, Block 3, Laguna City, 38 Cha Kwo Ling Road, Kwun Tong, Kowloon⟧.
AGENT: Thank you. Package 係 ⟪price|HK$3,880⟫，包埋 government fee ⟪tariff|HK$1,720⟫ 同第一年 secretary service。聯絡電話係？
CLIENT: ⟦PHONE|9456 2231⟧。或者 email ⟦EMAIL|daniel.lau.hk@gmail.com⟧.
AGENT: OK 我 send link 俾你。"⟪company_name|Lau Brothers Trading Limited⟫" 個 name search 冇問題。
"""),
]

TEXTS += [
("curl_debug_paste", """帮忙看下这个 403，Copy as cURL 出来的 (grants portal 后台):
curl 'https://⟪hostname|admin.aldermoss.org⟫/api/grants/⟪grant_ref|AMF-25-0193⟫/approve' \\
  -X POST \\
  -H 'Cookie: sessionid=⟦SECRET|$sec_cookie1⟧; django_language=zh-hans' \\
  -H 'X-Forwarded-For: ⟦IP_ADDRESS|116.62.190.45⟧' \\
  -H 'User-Agent: Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Chrome/⟪version|131.0.0.0⟫' \\
  --data-raw '{"amount_cap":"⟪grant_cap|25000⟫","note":"ok"}'
返回 {"detail":"CSRF Failed"} ⟪http_status|403⟫，是不是 CSRF_TRUSTED_ORIGINS 没加新域名？
"""),

("notebook_cell", """# In [3]:  招募广告文案生成 demo（别 push 到 public repo!!）
import os
os.environ["HF_TOKEN"] = "⟦APIKEY|$ak_hf1⟧"
os.environ["ANTHROPIC_API_KEY"] = "⟦APIKEY|$ak_anthropic1⟧"
model_id = "⟪model_id|Qwen/Qwen2.5-7B-Instruct⟫"   # revision ⟪commit_sha|c0ffee1⟫
prompt = "用通俗的中文写一段 2 型糖尿病临床试验招募文案, mention ⟪compensation_offer|¥150⟫ 交通补贴"
# Out[3]: ⟪token_count|1,024 tokens⟫, latency ⟪duration|3.8 s⟫
"""),
]
