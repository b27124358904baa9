TEXTS = [
("hk_securities_onboarding_mixed", """
Client Onboarding 客户开户资料
Name 姓名: ⟦PERSON|CHAN Tai Man⟧ ⟦PERSON|陈大文⟧
HKID 香港身份证: ⟦NATIONAL_ID|$hkid1⟧
Mobile 手提电话: ⟦PHONE|+852 9123 4471⟧
Address 地址: ⟦ADDRESS|Flat B, 12/F, Kwong Fat Mansion, 88 Nathan Road, Tsim Sha Tsui, Kowloon⟧
Initial deposit 首次存入: ⟦AMOUNT|HK$500,000⟧
Risk profile 风险等级: ⟪risk_level|Moderate⟫
RM: ⟦PERSON|Vivian Lau⟧ ⟦EMAIL|vivian.lau@harbourcap.com.hk⟧
"""),
("study_abroad_wechat_mixed", """
⟦PERSON|Jessica⟧顾问: Hi ⟦PERSON|Kevin⟧妈妈, UCAS已提交，application fee ⟪price|£28.50⟫ 已用您的卡付了。
⟦PERSON|Kevin⟧妈妈: 好的，卡号是 ⟦CARD|$visa2⟧ 对吧？CVV ⟦CVV|402⟧ 我昨天发过你
⟦PERSON|Jessica⟧顾问: 对的，以后这种信息别在微信发哈～ 服务费余款 ⟦AMOUNT|¥15,000⟧ 下个月再付就行
"""),
("crossborder_shop_cs_mixed", """
Customer: hi, my order ⟪order_id|#TB-88412076⟫ still not shipped??
客服⟦PERSON|阿May⟧: 亲您好，sorry for the delay! 仓库在⟪place|义乌⟫，今天发DHL，tracking ⟪tracking_number|4471882093⟫
Customer: ok. refund the shipping pls, I paid ⟦AMOUNT|US$18.00⟧
客服⟦PERSON|阿May⟧: 已退 ⟦AMOUNT|US$18.00⟧ 到PayPal ⟦EMAIL|m.robertson.uk@gmail.com⟧ ✅
"""),
("logistics_api_log_mixed", """
2025-11-21 08:12:03 INFO  [order-sync] 拉取订单 count=⟪number|128⟫
2025-11-21 08:12:04 DEBUG [order-sync] consignee={"name":"⟦PERSON|Olivia Brennan⟧","phone":"⟦PHONE|+1 555 0143⟧","addr":"⟦ADDRESS|2210 Maple Ave, Apt 4C, Evanston, IL 60201⟧"}
2025-11-21 08:12:04 DEBUG [order-sync] Authorization: Bearer ⟦APIKEY|$jwt2⟧
2025-11-21 08:12:05 ERROR [order-sync] 海关申报失败 declared_value=⟪price|USD 45.00⟫ request_id=⟪uuid|$uuid1⟫
"""),
("esports_contract_mixed", """
选手合约 Player Agreement
Player 选手: ⟦PERSON|Park Ji-hoon⟧ ⟦PERSON|朴志勋⟧ (ID: ⟪handle|Raven⟫)
Passport 护照: ⟦PASSPORT|M41283776⟧
Monthly salary 月薪: ⟦AMOUNT|¥60,000⟧（税后）
Housing allowance 住房补贴: ⟦AMOUNT|¥8,000⟧/月
Buyout 转会费: ⟪price|¥3,000,000⟫
Tournament prize share 奖金分成: ⟪percent|50%⟫
Agent: ⟦PERSON|Lee Min-seo⟧ ⟦EMAIL|minseo.lee@gg-agency.kr⟧
"""),
("streamer_sponsorship_mixed", """
Hi ⟦PERSON|小鹿⟧ (⟦PERSON|Lulu⟧)，
Here is your 赞助结算 for ⟪period|October⟫:
- ⟪org_name|Razer⟫ 口播 x3 → ⟦AMOUNT|¥9,000⟧
- ⟪org_name|Nayuki⟫ 贴片 → ⟦AMOUNT|¥3,500⟧
平台抽成 ⟪percent|30%⟫，实际到账 ⟦AMOUNT|¥8,750⟧
Payout to 银行卡 ⟦CARD|$mc3⟧ (户名 ⟦PERSON|鹿晓晴⟧)
Questions → ⟦PERSON|Ethan⟧ ⟦PHONE|+86 138 0013 5578⟧
"""),
("ci_github_secrets_mixed", """
# .github/workflows/release.yml  — 发布到 npm 和 PyPI
env:
  NPM_TOKEN: ⟦APIKEY|$npm2⟧        # TODO 改成 secrets.NPM_TOKEN（⟦PERSON|zhaolei⟧）
  GH_TOKEN: ⟦APIKEY|$ghp1⟧
  ALIYUN_AK: ⟦APIKEY|$ltai2⟧
  ALIYUN_SK: ⟦SECRET|$ali_secret2⟧
  BUILD_IMAGE: ⟪image|node:20-alpine⟫
# 提交 ⟪commit_sha|$sha3⟫ 触发
"""),
("dns_registrar_ticket_mixed", """
工单 ⟪ticket_ref|WO-2025-11-3381⟫ 域名解析不生效
客户：⟦PERSON|孙浩⟧ (⟦EMAIL|sunhao@lanting-tea.cn⟧)
描述：lanting-tea.cn 的 A 记录改成 ⟦IP_ADDRESS|47.96.118.203⟧ 已经 24 小时了还是解析到旧的 ⟦IP_ADDRESS|120.55.32.9⟧。
cPanel 用户名 ⟦PERSON|sunhao88⟧ 密码 ⟦PASSWORD|Lanting#2025⟧
处理人 ⟦PERSON|Jerry⟧：TTL 是 ⟪number|86400⟫，请再等等。测试用 ⟪doc_ip|192.0.2.1⟫ 已删除。
"""),
("payment_gateway_settlement_mixed", """
Settlement Report 结算报告 — Merchant ⟪merchant_id|M-88201342⟫ ⟪org_name|兰亭茶社⟫
Period: ⟪date|2025-11-01⟫ ~ ⟪date|2025-11-15⟫
Gross 交易额: ⟪price|¥126,440.00⟫
MDR ⟪percent|0.6%⟫: ⟪price|¥758.64⟫
Net settled 结算金额: ⟦AMOUNT|¥125,681.36⟧
Beneficiary 收款人: ⟦PERSON|孙浩⟧, account ⟦CARD|$unionpay3⟧
API key used: ⟦APIKEY|$stripe2⟧
"""),
("hearing_clinic_mixed", """
听力检查报告 Audiology Report
Patient 患者: ⟦PERSON|Margaret Ho⟧ ⟦PERSON|何美玲⟧, DOB ⟦DATE_OF_BIRTH|1950-03-22⟧
HKID: ⟦NATIONAL_ID|$hkid2⟧
Result: ⟦MEDICAL|moderate presbycusis 老年性听力损失⟧, both ears
Recommendation: ⟦MEDICAL|双耳助听器 (Oticon Real 1)⟧
Quoted price ⟪price|HK$38,800⟫; deposit paid ⟦AMOUNT|HK$10,000⟧
"""),
("dialysis_transfer_mixed", """
Dear Dr ⟦PERSON|Wong⟧,
We are transferring Mr ⟦PERSON|Lim Boon Keng⟧ (NRIC ⟦NATIONAL_ID|$nric2⟧) to your dialysis centre. 诊断: ⟦MEDICAL|终末期肾病 ESRD⟧, on ⟦MEDICAL|HD 3x weekly⟧, ⟦MEDICAL|Hep B negative⟧. His daughter ⟦PERSON|Lim Xiu Wen⟧ can be reached at ⟦PHONE|+65 8770 2315⟧.
Regards, Nurse Manager ⟦PERSON|Chua⟧
"""),
("oncology_slack_mixed", """
#day-unit-ops  ⟦PERSON|jenny.xu⟧  09:41
今天 chair 5 的 ⟦PERSON|王先生⟧ 要推迟，他 ⟦MEDICAL|neutrophil 0.8⟧，⟦MEDICAL|carboplatin⟧ 不能打。已通知 Dr ⟦PERSON|Singh⟧。
⟦PERSON|mark.singh⟧  09:45
agreed, rebook for ⟪date|Friday⟫ and start ⟦MEDICAL|G-CSF (filgrastim 300mcg)⟧. 病房电话 ⟦PHONE|020 7946 0811⟧ if he calls.
"""),
("care_home_mar_mixed", """
MAR Round ⟪time|20:00⟫ — ⟪org_name|Golden Years 颐康护理院⟫
Rm ⟪room_number|12⟫ Mrs ⟦PERSON|Leung⟧ 梁婆婆: ⟦MEDICAL|Quetiapine 25mg⟧ given ✔
Rm ⟪room_number|14⟫ ⟦PERSON|Ah Keung⟧: ⟦MEDICAL|Metformin 850mg⟧ refused ✘ 家属 ⟦PERSON|Stephen⟧ informed
Keypad for med room: ⟦PASSWORD|4 8 2 0⟧
Signed: ⟦PERSON|Rosa D.⟧
"""),
("accountant_vat_email_mixed", """
Hi ⟦PERSON|Helen⟧,
你的 VAT return for ⟪period|Q3⟫ 已经提交，应缴 ⟦AMOUNT|£4,812.40⟧，due ⟪date|7 Nov⟫. Direct debit 会从 ⟦IBAN|$iban_gb3⟧ 扣款。
HMRC gateway 用户名 ⟪account_ref|992817365104⟫，密码 ⟦PASSWORD|Achter!Berg7⟧ — 请尽快修改。
Best, ⟦PERSON|Nadia⟧
"""),
("pension_us_mixed", """
401(k) Rollover Form 转存申请
Participant: ⟦PERSON|Kevin Zhou⟧ 周凯文
SSN: ⟦SSN|$ssn5⟧   DOB: ⟦DATE_OF_BIRTH|07/19/1971⟧
Rollover amount: ⟦AMOUNT|$186,420.55⟧
Receiving IRA: ⟪org_name|Fidelity⟫ acct ⟪masked_card|****3381⟫
Phone 电话: ⟦PHONE|(555) 013-7720⟧
"""),
("taxi_whatsapp_mixed", """
[WhatsApp] ⟦PERSON|Ahmed⟧ Cabs: Hi 您好, driver ⟦PERSON|Ahmed⟧ here, 在 ⟪place|Heathrow T4⟫ arrivals, silver Prius ⟪vehicle_plate|LK19 XZT⟫
[WhatsApp] ⟦PERSON|Li Na⟧: ok 我出来了，穿红色外套
[WhatsApp] ⟦PERSON|Ahmed⟧ Cabs: fare to ⟦ADDRESS|31 Gloucester Road, London SW7 4QU⟧ is ⟦AMOUNT|£68⟧ as booked, card ok
"""),
("rail_ticket_mixed", """
【Eurostar】Booking ⟪booking_ref|QXK4TP⟫ confirmed 预订成功
Passenger 乘客: ⟦PERSON|ZHANG Yiming⟧
Passport 护照: ⟦PASSPORT|EH3370128⟧
⟪date|12 Jan 2026⟫ ⟪place|London St Pancras⟫ 09:01 → ⟪place|Paris Nord⟫ 12:20, Coach ⟪seat_number|7⟫ Seat ⟪seat_number|61⟫
Paid 实付: ⟦AMOUNT|€145.00⟧
"""),
("student_housing_mixed", """
Tenancy deposit 押金退还
Tenant: ⟦PERSON|Wang Xinyi⟧ 王欣怡
Property: ⟦ADDRESS|Room 4, 22 Hyde Park Road, Leeds LS6 1AE⟧
Deposit held: ⟦AMOUNT|£950⟧
Deductions 扣款: cleaning ⟦AMOUNT|£60⟧
Refund to 退款至: ⟦PERSON|Wang Xinyi⟧, ⟦IBAN|$iban_gb2⟧
Landlord: Mr ⟦PERSON|Fairbrother⟧ ⟦PHONE|07700 900704⟧
"""),
("handyman_quote_mixed", """
Quote 报价 — ⟪org_name|Fix-It Lee 李师傅维修⟫
Client: ⟦PERSON|Sarah Cohen⟧, ⟦ADDRESS|5/F, 18 Bonham Road, Mid-Levels, Hong Kong⟧
1. 更换厨房水龙头 replace kitchen tap ⟪price|HK$650⟫
2. 浴室防水 re-seal bathroom ⟪price|HK$1,200⟫
Invoice after job: paid ⟦AMOUNT|HK$1,850⟧ by FPS ⟦PHONE|+852 6188 2043⟧
"""),
("music_teacher_mixed", """
Ms ⟦PERSON|Huang⟧ 钢琴课 invoice for ⟦PERSON|Emily⟧
Term fee 学费: 10 lessons × ⟪price|$85⟫
Paid 已付: ⟦AMOUNT|$850⟧ on ⟪date|Sept 3⟫
ABRSM Grade 5 exam fee: ⟪price|$156⟫ (not yet paid)
Parent: ⟦PERSON|David Tran⟧ ⟦EMAIL|dtran.family@gmail.com⟧
"""),
("auction_bid_mixed", """
Absentee Bid 书面竞投
Bidder 竞投人: ⟦PERSON|Zhou Wenbo⟧ 周文博
Passport: ⟦PASSPORT|E72091846⟧
Lot ⟪lot_number|208⟫ 齐白石 虾 — max bid ⟦AMOUNT|HK$2,400,000⟧
Buyer's premium ⟪percent|26%⟫ applies
Card for deposit: ⟦CARD|$amex1⟧ CVV ⟦CVV|7713⟧ exp ⟪card_expiry|05/28⟫
"""),
("library_archive_feishu_mixed", """
【飞书】Archive digitisation 项目群
⟦PERSON|Grace Li⟧: scanning of 族谱 collection done, ⟪number|3,418⟫ pages
⟦PERSON|Grace Li⟧: S3 creds for upload 在这里 AK ⟦APIKEY|$aws1⟧ SK ⟦SECRET|$aws_secret1⟧
⟦PERSON|Tom⟧: ⟦PERSON|Grace⟧ 别贴在群里😅 我去 rotate
⟦PERSON|Grace Li⟧: sorry!! bucket ⟪bucket|archive-scan-prod⟫ region ⟪region|ap-east-1⟫
"""),
("webhosting_env_mixed", """
# 生产环境 .env — 美发会员小程序
DB_HOST=⟦IP_ADDRESS|172.16.8.40⟧
DB_USER=meifa
DB_PASSWORD=⟦PASSWORD|Yueyan@Prod2025⟧
JWT_SECRET=⟦SECRET|$django1⟧
SMS_ACCESS_KEY=⟦APIKEY|$ltai1⟧
BIND=⟪bind_address|0.0.0.0⟫
# 联系 ⟦PERSON|liuyang⟧ ⟦PHONE|181 2203 7764⟧
"""),
("physio_mixed", """
Physio notes 康复记录 — ⟦PERSON|Lucas Ferreira⟧ (⟪org_name|Shanghai Port FC⟫)
Dx: ⟦MEDICAL|left hamstring strain grade 1 左腘绳肌拉伤⟧
Plan: ⟦MEDICAL|soft tissue massage + eccentric loading⟧
Club covers ⟪price|¥800/session⟫; player paid ⟦AMOUNT|¥1,600⟧ out of pocket
CPF (for Brazil insurance): ⟦NATIONAL_ID|$cpf2⟧
"""),
("community_health_mixed", """
⟪org_name|Community Health Centre 社区卫生服务中心⟫ home visit
Patient: Mr ⟦PERSON|Chow⟧ 周伯 (⟦PERSON|周志成⟧), ⟦ADDRESS|上海市徐汇区天钥桥路580弄6号402室⟧
BP ⟪vital|168/96⟫ — ⟦MEDICAL|uncontrolled hypertension⟧, ⟦MEDICAL|缬沙坦 80mg⟧ increased to ⟦MEDICAL|160mg⟧
Next visit ⟪date|Dec 2⟫, nurse ⟦PERSON|Cindy⟧
"""),
("beauty_salon_mixed", """
Hi ⟦PERSON|Bella⟧! 你的会员卡 balance 还有 ⟦AMOUNT|¥1,120⟧，this month 护发套餐 ⟪price|¥398⟫ (原价 ⟪price|¥680⟫). Book with ⟦PERSON|Kelvin⟧ at ⟦PHONE|021-6432 8870⟧ ✂️
"""),
("api_reference_mixed_no_pii", """
## 接口说明 POST /v1/refunds
Create a refund 创建退款.
| 字段 field | 类型 | 说明 |
|---|---|---|
| charge_id | string | 原交易号 e.g. ⟪txn_id|ch_3Nx2⟫ |
| amount | int | 退款金额（分）, max ⟪number|99999999⟫ |
Sandbox host: ⟪doc_ip|198.51.100.20⟫  Rate limit ⟪number|100⟫ req/s. Version ⟪version|v1.4.0⟫
"""),
("us_tax_mixed", """
报税资料 Tax docs for ⟦PERSON|Amy Lin⟧ 林雅
SSN ⟦SSN|$ssn6⟧
W-2 wages: ⟦AMOUNT|$92,400⟧
Federal withholding: ⟦AMOUNT|$14,118⟧
Standard deduction ⟪price|$14,600⟫ (2024)
Prepared by ⟦PERSON|Denise Huang⟧
"""),
("telegram_crypto_mixed", """
[Telegram] ⟦PERSON|Alex Wu⟧: 交易所 API 给你，跑 grid bot 用
API Key: ⟦APIKEY|$binance1⟧
Secret: ⟦SECRET|$binance_secret1⟧
提币地址别动 ⟪wallet_address|$eth1⟫
[Telegram] ⟦PERSON|Max⟧: ok 余额 ⟦AMOUNT|12,400 USDT⟧ 收到，tx ⟪tx_hash|$txh1⟫
"""),
("securities_kr_mixed", """
Account opening 开户 — ⟪org_name|Mirae Asset HK⟫
Name: ⟦PERSON|Choi Seo-yeon⟧ 崔瑞妍
Passport: ⟦PASSPORT|M70341292⟧
Tax residency: Korea; TIN provided, Spanish NIE (Madrid office): ⟦NATIONAL_ID|$nie1⟧
Initial funding: ⟦AMOUNT|US$75,000⟧ from ⟦IBAN|$iban_es1⟧
TOTP seed (do not store!): ⟦SECRET|$totp1⟧
"""),
]
