TEXTS = [
("slack_oncall_leaked_key", """#sre-oncall  ⟪timestamp|2027-03-09 02:13⟫
⟦PERSON|Kevin Zhang⟧ (张凯): 紧急！有人把 prod 的 OpenAI key push 到 public repo 了
⟦PERSON|Kevin Zhang⟧: `OPENAI_API_KEY=⟦APIKEY|$openai1⟧`
⟦PERSON|Lin Yue⟧: 我先 revoke，commit 是 ⟪commit_sha|$sha1⟫ by @⟦PERSON|chenhao⟧
⟦PERSON|Lin Yue⟧: 另外 Anthropic 的也在同一个文件 ⟦APIKEY|$anthropic1⟧
⟦PERSON|Kevin Zhang⟧: ok 我去 rotate，postmortem 明早 10 点"""),
("wecom_kyc_alert", """【企业微信·风控告警】
KYC selfie 比对失败 3 次，user_id=⟪product_code|88120471⟫
姓名 ⟦PERSON|Huang Jiali⟧ / ⟦PERSON|黄佳丽⟧，证件 HKID ⟦NATIONAL_ID|$hkid1⟧
登录 IP ⟦IP_ADDRESS|42.200.77.14⟧，设备 ⟪product_code|iPhone15,3⟫
规则 ⟪product_code|FACE_MISMATCH_V2⟫ score ⟪percentage|41%⟫，请 @⟦PERSON|Ada Ng⟧ 人工复核"""),
("email_trial_site_cn_en", """From: Dr. ⟦PERSON|Wei Chen⟧ <⟦EMAIL|wei.chen@shsmu-trials.cn⟧>
To: ⟦EMAIL|safety@oncovance.com⟧
Subject: SAE follow-up — Subject ⟪case_ref|CN03-0218⟫

Hi ⟦PERSON|Rachel⟧,

受试者 ⟪case_ref|CN03-0218⟫（initials ⟦PERSON|L.H.M.⟧, DOB ⟦DATE_OF_BIRTH|1968-08-11⟧）在 C3D1 后出现 ⟦MEDICAL|grade 4 thrombocytopenia⟧，已输注血小板，并停用 ⟦MEDICAL|capecitabine⟧。目前 ⟦MEDICAL|血小板计数恢复至 85×10⁹/L⟧。

Narrative 已上传 EDC，version ⟪version|3⟫.

Best,
⟦PERSON|Wei⟧
⟦PHONE|+86 21 6437 0045⟧"""),
("feishu_dev_config_toml", """# feishu-bot/config.toml
[bot]
name = "工地安全播报"
webhook = "⟦SECRET|$slackhook1⟧"
[aliyun]
access_key_id = "⟦APIKEY|$ali_ak2⟧"
access_key_secret = "⟦SECRET|$ali_sk2⟧"
region = "cn-hangzhou"
[owner]
name = "⟦PERSON|Zhou Ming⟧"
email = "⟦EMAIL|zhouming@buildsafe.cn⟧"
[server]
host = "⟪bind_address|0.0.0.0⟫"
port = ⟪port|9527⟫"""),
("wechat_car_dealer", """⟦PERSON|Jason⟧（4S店销售）：⟦PERSON|陈姐⟧，Model 3 的贷款批了，首付 ⟦AMOUNT|8万⟧，月供 ⟦AMOUNT|4,286元⟧ 36期
⟦PERSON|陈姐⟧：好的，合同上写的 APR 多少？
⟦PERSON|Jason⟧：⟪percentage|3.99%⟫，官网指导价 ⟪price|23.19万⟫
⟦PERSON|陈姐⟧：我老公 ⟦PERSON|Eric⟧ 的名字也要加上吗
⟦PERSON|Jason⟧：要的，麻烦发下他的 passport，他是新加坡籍吧？NRIC 也行
⟦PERSON|陈姐⟧：NRIC ⟦NATIONAL_ID|$nric1⟧"""),
("telegram_crypto_support", """[Telegram] ⟪org_name|HashPeak Exchange⟫ Support
user ⟦PERSON|leo_wang⟧: 我的 API 被盗了，有人用我的 key 下单
Support ⟦PERSON|Mia⟧: Please don't post keys here. 请先禁用 key。
user ⟦PERSON|leo_wang⟧: key 是 ⟦APIKEY|$binance1⟧ secret ⟦SECRET|$binance_sk1⟧
Support ⟦PERSON|Mia⟧: 已冻结。提币地址 ⟪wallet_address|$eth1⟫ 不是你的吧？tx ⟪tx_hash|$txh1⟫
user ⟦PERSON|leo_wang⟧: 不是！我损失了 ⟦AMOUNT|2.35 ETH⟧ 和 ⟦AMOUNT|1,800 USDT⟧"""),
("property_mgmt_hk_email", """Dear Mr. ⟦PERSON|Lau⟧,

關於 ⟦ADDRESS|Flat B, 18/F, Block 2, Taikoo Shing, 18 Tai Koo Wan Road, Quarry Bay⟧ 的管理費，截至 ⟪date|28 Feb 2027⟫ 尚欠 ⟦AMOUNT|HK$7,842⟧。每月管理費 ⟪price|HK$2,614⟫。請於 14 日內繳付，或致電 ⟦PHONE|2567 8812⟧ 聯絡 ⟦PERSON|Candy Wong⟧.

Regards,
⟪org_name|Swire Properties Management⟫"""),
("maternity_hk_form", """PRENATAL REGISTRATION 產前登記 — ⟪org_name|Queen Mary Hospital⟫
Name 姓名: ⟦PERSON|CHAN Siu Ling⟧ ⟦PERSON|陳小玲⟧
HKID: ⟦NATIONAL_ID|$hkid2⟧   DOB 出生日期: ⟦DATE_OF_BIRTH|15/09/1994⟧
EDC: ⟪date|02/08/2027⟫   Blood group: O Rh(D) neg
History: ⟦MEDICAL|previous PPH⟧; ⟦MEDICAL|thalassaemia trait (α)⟧
Husband 丈夫: ⟦PERSON|LEUNG Ka Wai⟧ ⟦PHONE|9123 4408⟧"""),
("github_ci_log_cn", """Run npm publish
npm notice 📦  @buildsafe/sdk@⟪version|0.9.12⟫
npm notice === Tarball Details ===
npm ERR! 403 Forbidden - 令牌无效 token=⟦APIKEY|$npm1⟧
##[error] 发布失败，请 @⟦PERSON|xuefei⟧ 检查 NPM_TOKEN
GITLAB_TOKEN=⟦APIKEY|$glpat1⟧ (masked: ⟪masked_token|glpat-****⟫)
runner: ⟦IP_ADDRESS|10.8.0.41⟧ build ⟪build_id|#40177⟫"""),
("kyc_id_check_ticket_sg", """Ticket ⟪ticket_ref|IDV-22931⟫ | 客户 onboarding
Customer: ⟦PERSON|Tan Wei Ming⟧ ⟦PERSON|陈伟明⟧ — oops typo, 中文名是 ⟦PERSON|陈伟铭⟧
NRIC: ⟦NATIONAL_ID|$nric2⟧  Passport: ⟦PASSPORT|K1193027C⟧
Address: ⟦ADDRESS|Blk 218 Bedok North Street 1, #07-45, Singapore 460218⟧
Selfie liveness ✅  doc OCR ✅  sanctions hit ❌
Reviewer: ⟦PERSON|Priya S.⟧ ⟪timestamp|2027-03-05 16:40 SGT⟫"""),
("siem_alert_cn_en", """[SIEM] 高危告警 ⟪ticket_ref|ALRT-77120⟫
Rule: Impossible travel — user ⟦PERSON|liuqiang⟧ login from ⟦IP_ADDRESS|61.148.22.201⟧ (北京) and ⟦IP_ADDRESS|91.203.67.110⟧ (Warsaw) within ⟪quantity|12 min⟫
MFA: passed via TOTP seed ⟦SECRET|$totp1⟧ (seed exported in helpdesk note!!)
Allowlist ⟪cidr|10.0.0.0/8⟫ not matched. Test source ⟪doc_ip|192.0.2.44⟫ ignored.
Owner: ⟦PERSON|刘强⟧ ⟦EMAIL|liu.qiang@fintechcn.com⟧"""),
("theme_park_refund_mixed", """Hi ⟦PERSON|Cathy⟧，我是 ⟦PERSON|Jenny Hu⟧。上周 ⟪date|3/1⟫ 去 ⟪org_name|Universal Beijing⟫，因为 ⟦MEDICAL|哮喘发作⟧ 提前离园，想申请部分退款。订单号 ⟪order_ref|UBR2027030188214⟫，一共付了 ⟦AMOUNT|¥1,976⟧。Express pass 标价 ⟪price|¥600⟫，能退吗？Thanks!"""),
("cruise_account_mixed", """Guest Folio 账单 — ⟪org_name|Spectrum of the Seas⟫
Guest: ⟦PERSON|WU Haoran⟧ ⟦PERSON|吴浩然⟧   Stateroom ⟪room_no|10588⟫
⟪date|03/04⟫ Casino 赌场 ........ ⟦AMOUNT|US$500.00⟧
⟪date|03/05⟫ Spa 水疗 ........... ⟦AMOUNT|US$219.00⟧
⟪date|03/06⟫ Medical centre 医务室 ⟦AMOUNT|US$145.00⟧ (⟦MEDICAL|晕船 seasickness⟧, ⟦MEDICAL|Scopoderm patch⟧)
Total 合计 ⟦AMOUNT|US$864.00⟧ — charged to ⟦CARD|$card_visa2⟧
Passport 护照 ⟦PASSPORT|E88120473⟧"""),
("airline_lost_bag_chat_mixed", """[WhatsApp] ⟪org_name|Cathay Pacific⟫ Baggage
Ms ⟦PERSON|Zhao⟧: 我的箱子还没到，file ⟪booking_ref|HKGCX77104⟫
Agent ⟦PERSON|Ken⟧: Sorry Ms ⟦PERSON|Zhao⟧, your bag is on ⟪flight_no|CX 365⟫ arriving ⟪time|18:40⟫. Delivery address?
Ms ⟦PERSON|Zhao⟧: ⟦ADDRESS|上海市静安区南京西路1266号恒隆广场办公楼1座3701⟧，电话 ⟦PHONE|+86 139 1623 0187⟧
Agent ⟦PERSON|Ken⟧: Noted. Interim expense claim up to ⟪price|HK$500⟫ per day."""),
("dingtalk_construction_notice", """【钉钉公告】⟪org_name|中建八局⟫ ⟪place|前海项目部⟫ 安全交底
⟪date|3月10日⟫ 起外籍技术顾问 ⟦PERSON|Lars Pedersen⟧ 进场，陪同翻译 ⟦PERSON|小吴⟧。
⟦PERSON|Lars⟧ 的临时门禁卡号 ⟪product_code|QH-V-0091⟫，护照 ⟦PASSPORT|209384471⟧（丹麦），紧急联系人 ⟦PERSON|Mette⟧ ⟦PHONE|+45 2041 7793⟧。
提醒：⟦PERSON|Lars⟧ ⟦MEDICAL|对乳胶过敏⟧，急救箱请备非乳胶手套。"""),
("postgres_dump_mixed", """INSERT INTO customers (id, name_en, name_cn, mobile, id_no, balance) VALUES
(⟪product_code|1021⟫, '⟦PERSON|Zhang Wei⟧', '⟦PERSON|张伟⟧', '⟦PHONE|13800138912⟧', '⟦IDCARD|$id_zhang⟧', ⟦AMOUNT|1520.50⟧),
(⟪product_code|1022⟫, '⟦PERSON|Li Na⟧', '⟦PERSON|李娜⟧', '⟦PHONE|13911274480⟧', '⟦IDCARD|$id_chen⟧', ⟦AMOUNT|88.00⟧);
-- conn: mysql://app:⟦SECRET|pass_9Kx!w2⟧@⟦IP_ADDRESS|172.20.3.9⟧:⟪port|3306⟫/crm"""),
("nursery_pickup_mixed", """Hi Miss ⟦PERSON|Chloe⟧，今天 ⟦PERSON|Ethan⟧ 由 阿姨 来接 — sorry 是我们家阿姨 ⟦PERSON|Rosa⟧，pickup password 还是 "⟦PASSWORD|mango123⟧"。⟦PERSON|Ethan⟧ 今天早上吃了 ⟦MEDICAL|Zyrtec⟧，因为 ⟦MEDICAL|花粉过敏⟧。Thanks! — ⟦PERSON|Vivian Lee⟧"""),
("addiction_service_mixed_note", """Case note (bilingual) — ⟪org_name|SARDA⟫ ⟪place|Kwun Tong⟫ Centre
Client ⟦PERSON|Ho Chun Kit⟧ ⟦PERSON|何俊傑⟧, 32, ⟦MEDICAL|ketamine use disorder⟧ with ⟦MEDICAL|ketamine-induced cystitis⟧（膀胱炎）. Urine test neg ⟪date|6 Mar⟫.
家人 mother 參與 family session. Outstanding clinic fees ⟦AMOUNT|HK$1,260⟧ waived by SW Ms ⟦PERSON|Yip⟧."""),
("genomics_cn_en_csv", """sample,name,pinyin,gene,variant,classification
⟪product_code|GX-3301⟫,⟦PERSON|宋佳琪⟧,⟦PERSON|Song Jiaqi⟧,MLH1,⟦MEDICAL|c.1852_1854del⟧,⟦MEDICAL|Lynch syndrome (likely pathogenic)⟧
⟪product_code|GX-3302⟫,⟦PERSON|邓家豪⟧,⟦PERSON|Deng Jiahao⟧,CYP2C19,⟦MEDICAL|*2/*2 poor metabolizer⟧,pharmacogenomic
⟪product_code|GX-3303⟫,⟪masked_name|彭**⟫,⟪masked_name|P*** X****⟫,CFTR,no variant,benign"""),
("mobile_banking_mixed_chat", """[App 客服] ⟪timestamp|22:05⟫
Customer ⟦PERSON|Alex Tan⟧: 我收到一条 SMS 说我的 card ⟪masked_card|**** 8841⟫ 被扣了 ⟦AMOUNT|SGD 2,400⟧
Agent ⟦PERSON|Rui⟧: Hi ⟦PERSON|Alex⟧，please do not click the link. 我们没有发送该短信。
Customer ⟦PERSON|Alex Tan⟧: 我已经输入了 OTP ⟪otp_code|550918⟫ 😭
Agent ⟦PERSON|Rui⟧: 已帮您冻结卡片，新卡将寄至 ⟦ADDRESS|10 Anson Road, #22-02, Singapore 079903⟧。"""),
("charity_direct_debit_mixed", """Direct Debit 授权 — ⟪org_name|Oxfam Hong Kong 樂施會⟫
Donor 捐款人: ⟦PERSON|Wong Mei Yee⟧ ⟦PERSON|黃美儀⟧
Monthly 每月: ⟦AMOUNT|HK$300⟧
Card 信用卡: ⟦CARD|$card_mc2⟧  Expiry ⟪card_expiry|04/30⟫  CVV ⟦CVV|772⟧
Email: ⟦EMAIL|meiyee.wong@netvigator.com⟧"""),
("school_portal_mixed_json", """{"student":"⟦PERSON|Chloe Lin⟧","student_cn":"⟦PERSON|林可欣⟧","class":"P4B",
 "guardian":{"name":"⟦PERSON|林志豪⟧","phone":"⟦PHONE|+852 6123 0947⟧","hkid":"⟦NATIONAL_ID|$hkid3⟧"},
 "trip":{"dest":"⟪place|Shenzhen⟫","fee":"⟪price|HK$1,280⟫","paid":"⟦AMOUNT|HK$640⟧"},
 "medical":"⟦MEDICAL|G6PD deficiency 蠶豆症⟧",
 "auth":"⟦APIKEY|$jwt4⟧"}"""),
("clinical_trial_cn_en_log", """⟪timestamp|2027-03-03T08:00:12+08:00⟫ [EDC] user=⟦PERSON|tangli⟧ action=unblind subject=⟪case_ref|CN01-0044⟫ reason="SAE ⟦MEDICAL|anaphylactic shock⟧"
⟪timestamp|2027-03-03T08:00:13+08:00⟫ [EDC] randomization arm=⟪product_code|B⟫ kit=⟪product_code|K-77812⟫
⟪timestamp|2027-03-03T08:00:20+08:00⟫ [IWRS] notify ⟦EMAIL|pv-china@oncovance.com⟧ via SendGrid key ⟦APIKEY|$sendgrid1⟧"""),
("hearing_assessment_mixed", """Audiology report 聽力評估 — ⟪org_name|Hong Kong Society for the Deaf⟫
Child: ⟦PERSON|Lok Yin⟧ 樂妍, age ⟪quantity|4⟫
Result: ⟦MEDICAL|unilateral profound hearing loss (left)⟧ 左耳極重度聽損; candidacy for ⟦MEDICAL|cochlear implant⟧.
Parent Mrs. ⟦PERSON|Cheung⟧ phone ⟦PHONE|9087 3312⟧. Assessment fee ⟦AMOUNT|HK$850⟧ paid."""),
("govt_service_hall_mixed", """Service counter log 政务大厅 (Foreigners' permit window)
⟪time|09:42⟫ ⟦PERSON|Oliver Schmidt⟧ 德国 passport ⟦PASSPORT|C4FJ7K2L9⟧ — 工作许可延期, 材料齐全
⟪time|09:58⟫ ⟦PERSON|Priya Nair⟧ 印度 Aadhaar ⟦NATIONAL_ID|$aadhaar1⟧ — 居留许可首次申请, 缺体检报告
⟪time|10:15⟫ ⟦PERSON|Kim Min-ji⟧ 韩国 RRN ⟦NATIONAL_ID|$krrn2⟧ — 家属签证, 手续费 ⟪price|400元⟫
Officer 经办人: ⟦PERSON|小邓⟧"""),
("sms_otp_mixed", """【⟪org_name|Alipay⟫】Your verification code is ⟪otp_code|447120⟫. 验证码 5 分钟内有效，请勿泄露。If you did not request this, call ⟦PHONE|95188⟧."""),
("construction_whatsapp_mixed", """[WhatsApp] Site 3 crew
⟦PERSON|Raj⟧: 明天 crane 几点到？
⟦PERSON|阿伟⟧: 7点半，operator ⟦PERSON|Mehmet⟧ 打电话给你 ⟦PHONE|+971 50 318 7762⟧
⟦PERSON|Raj⟧: ok。我这个月 salary 还没到啊 ⟦AMOUNT|AED 4,200⟧
⟦PERSON|阿伟⟧: 财务说周四发，pay to ⟦IBAN|$iban_de17⟧?
⟦PERSON|Raj⟧: yes"""),
("email_trip_refund_mixed", """From: ⟦EMAIL|refunds@cathaypacific.com⟧
To: ⟦PERSON|Ma Lin⟧ <⟦EMAIL|malin1990@163.com⟧>
Dear Ms ⟦PERSON|Ma⟧，您的退票 ⟪booking_ref|6XQ2PL⟫ 已处理，退款 ⟦AMOUNT|CNY 3,412⟧ 将于 7-14 个工作日退回 UnionPay ⟦CARD|$card_up2⟧。Your DOB on file ⟦DATE_OF_BIRTH|1990-06-05⟧, ID ⟦IDCARD|$id_zhou⟧."""),
("sexual_health_mixed_sms", """⟪org_name|Dr Ng Sexual Health Clinic⟫: Hi ⟦PERSON|Kelvin⟧, 你的 ⟦MEDICAL|HIV PEP⟧ 療程 follow-up 已預約 ⟪date|12/3⟫ ⟪time|3pm⟫。如需更改請 WhatsApp ⟦PHONE|5408 2219⟧。"""),
("train_notice_mixed_nopii", """⟪org_name|MTR⟫ 服務延誤 Service delay: ⟪place|East Rail Line⟫ 東鐵綫 trains between ⟪place|Sheung Shui⟫ and ⟪place|Lo Wu⟫ are running at ⟪quantity|15-minute⟫ intervals due to a signalling fault. 請預留額外時間。Fare adjustment ⟪price|HK$0⟫ for affected journeys."""),

("teams_payroll_mixed", """[Teams] HR-Payroll 上海/London
⟦PERSON|Sophie Hart⟧: 这个月 ⟦PERSON|Zhao Lei⟧ 的 relocation allowance ⟦AMOUNT|£3,000⟧ 要打到他的 UK 账户 ⟦IBAN|$iban_gb0⟧
⟦PERSON|王芳⟧: 好的，他 NI number 是 ⟦NATIONAL_ID|$nino1⟧，我在 Workday 里更新
⟦PERSON|Sophie Hart⟧: 另外 Okta recovery codes 别放群里: ⟦SECRET|7H2K-9QWP-44XD⟧ 这个我删了
⟦PERSON|王芳⟧: sorry 😅 已 reset"""),
("github_issue_mixed", """Issue #⟪ticket_ref|1182⟫: 部署到阿里云后 403
@⟦PERSON|hanxiaoyu⟧ 报告：
```
export GITHUB_PAT=⟦APIKEY|$ghpat1⟧
export HUGGINGFACE_TOKEN=⟦APIKEY|$hf2⟧
curl -H "Authorization: Bearer $HUGGINGFACE_TOKEN" https://huggingface.co/api/whoami
```
server ⟦IP_ADDRESS|47.96.122.38⟧ (杭州) 返回 403, local ⟪doc_ip|127.0.0.1⟫ ok. version ⟪version|0.21.3⟫
cc @⟦PERSON|Mike Liu⟧"""),

("slack_incident_discord_bot", """#incident-2219  (⟪org_name|Thornfield⟫ / 深圳研发)
⟦PERSON|Grace Ho⟧: 社区 Discord bot 被盗用在发钓鱼链接 😡
⟦PERSON|Grace Ho⟧: token 在 old repo 里: ⟦APIKEY|$discord1⟧
⟦PERSON|周子豪⟧: Telegram 通知 bot 也一起换吧 ⟦APIKEY|$tgbot1⟧
⟦PERSON|Grace Ho⟧: 好。Slack bot ⟦APIKEY|$xoxb1⟧ 也在同一个 .env
⟦PERSON|周子豪⟧: rotating now，ETA ⟪quantity|20 min⟫"""),
("property_deposit_mixed_email", """Subject: 押金退还 Deposit return — ⟦ADDRESS|Flat 5, 62 Hanbury Street, London E1 5JL⟧

Dear ⟦PERSON|Xiaowen⟧，

Your tenancy ended ⟪date|28 Feb 2027⟫. After deductions for cleaning (⟦AMOUNT|£180⟧) we will return ⟦AMOUNT|£1,620⟧ of your ⟦AMOUNT|£1,800⟧ deposit to ⟦IBAN|$iban_gb2⟧. 如有异议请在 ⟪quantity|14天⟫ 内回复 ⟦EMAIL|deposits@eastendlettings.co.uk⟧.

⟦PERSON|Harriet Cole⟧, ⟪org_name|East End Lettings⟫"""),

("shopify_store_incident_mixed", """【事故复盘 Post-mortem】 网店 ⟪org_name|匠心家居 Craftsman Home⟫
⟪timestamp|2027-03-05 22:10⟫ 外包 ⟦PERSON|Aaron Liu⟧ 把 Shopify admin token ⟦APIKEY|$shopify1⟧ 和 Datadog key ⟦APIKEY|$datadog1⟧ 贴进了公开的 Notion 页
⟪timestamp|2027-03-05 23:40⟫ 攻击者导出订单，含客户 ⟦PERSON|Sarah Kim⟧ 地址 ⟦ADDRESS|55 Collins Street, Melbourne VIC 3000⟧ 等
⟪timestamp|2027-03-06 09:00⟫ ⟦PERSON|刘总⟧ 批准全部 rotate；refund 受影响订单 ⟦AMOUNT|AUD 1,240.00⟧"""),
("kyc_india_vendor_mixed", """[KYC vendor report] 客户 ⟦PERSON|Arjun Mehta⟧ 申请开户
Aadhaar: ⟦NATIONAL_ID|$aadhaar2⟧ (masked copy ⟪id_tail|XXXX XXXX 4417⟫ also uploaded)
PAN 校验 ✅, Passport ⟦PASSPORT|Z4827193⟧ ✅, DOB ⟦DATE_OF_BIRTH|1989-04-02⟧
Mobile ⟦PHONE|+91 98201 44736⟧  email ⟦EMAIL|arjun.mehta@rediffmail.com⟧
初始入金 ⟦AMOUNT|INR 2,00,000⟧ — 审核人 ⟦PERSON|小彭⟧"""),
]
