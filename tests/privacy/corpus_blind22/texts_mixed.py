# Mixed Chinese/English texts, written one at a time. Markup as in texts_en.py
TEXTS = []
T = TEXTS.append

T(("mixed_slack_oncall_leak", """
#data-oncall
⟦PERSON|zhang.wei⟧: 昨晚 spark job 又挂了，driver 在 ⟦IP_ADDRESS|10.8.12.33⟧ 上 OOM
⟦PERSON|Kevin Lau⟧: 我看了下 log，S3 credentials 被打印出来了 😅 access key ⟦APIKEY|$aws_akid3⟧ secret ⟦SECRET|$aws_secret3⟧
⟦PERSON|zhang.wei⟧: 卧槽，赶紧 rotate。⟦PERSON|Kevin⟧ 你开个 Jira ⟪ticket_ref|DATA-1187⟫
⟦PERSON|Kevin Lau⟧: done，commit ⟪commit_sha|$short4⟫ 把 log level 改成 WARN 了
"""))

T(("mixed_wechat_hotel_booking_intl", """
⟦PERSON|Amanda⟧：Hi ⟦PERSON|王经理⟧，我们公司客人 Mr. ⟦PERSON|Johnson⟧ 下周一入住，booking ref ⟪booking_ref|HLT-775120⟫
⟦PERSON|王经理⟧：好的 ⟦PERSON|Amanda⟧，请提供护照号和信用卡担保
⟦PERSON|Amanda⟧：Passport ⟦PASSPORT|566120943⟧ (USA)，卡号 ⟦CARD|$visa2⟧ exp ⟪card_expiry|05/30⟫ CVV ⟦CVV|219⟧
⟦PERSON|王经理⟧：收到，房价 ⟪price|RMB 1,280⟫/晚，共三晚预授权 ⟦AMOUNT|RMB 4,500⟧
"""))

T(("mixed_crypto_otc_telegram", """
[Telegram] OTC desk
⟦PERSON|Leo Chen⟧: 老板要出 ⟦AMOUNT|50万U⟧，报价 ⟪price|7.21⟫
⟦PERSON|阿杰⟧: 收，打款账户用新加坡那个？
⟦PERSON|Leo Chen⟧: 对，户名 ⟦PERSON|CHEN LIYUAN⟧，NRIC ⟦NATIONAL_ID|$nric1⟧ 已做KYC
⟦PERSON|阿杰⟧: U 打到 ⟪wallet_address|$eth4⟫ ？
⟦PERSON|Leo Chen⟧: yes，tx 完了发我 hash
⟦PERSON|阿杰⟧: ⟪tx_hash|$txh4⟫ 已发
"""))

T(("mixed_dingtalk_deploy_notice", """
【钉钉机器人】prod 发布通知
服务：payment-gateway ⟪version|v3.9.2⟫  镜像 ⟪container_id|$container3⟫
发布人：⟦PERSON|liqiang⟧  审批：⟦PERSON|Jenny Wu⟧
配置变更：ALIPAY_APP_ID=⟪app_id|2021004188776655⟫, WECHAT_MCH_KEY=⟦SECRET|k8Vq2LzP9mXn4RtY7wB3cJ6hD1sF5gA0⟧
回调 webhook：⟦SECRET|$dinghook2⟧
监听地址 ⟪bind_address|0.0.0.0⟫:⟪port|8443⟫，健康检查 http://⟪doc_ip|127.0.0.1⟫:⟪port|8081⟫/health
"""))

T(("mixed_university_admission_email", """
Dear ⟦PERSON|Xinyi⟧,

恭喜你获得 ⟪org_name|University of Manchester⟫ MSc Finance 的 unconditional offer！请尽快缴纳 deposit ⟪price|£1,500⟫。我们已收到你父亲 ⟦PERSON|李建国⟧ 转来的 ⟦AMOUNT|£1,500.00⟧，备注 ⟪account_ref|ID 11437720⟫。

CAS 需要以下信息，请确认：
- Passport: ⟦PASSPORT|EK2208156⟧
- DOB: ⟦DATE_OF_BIRTH|2002-08-14⟧
- 国内地址：⟦ADDRESS|山东省青岛市市南区东海西路15号⟧

Best,
⟦PERSON|Chloe⟧ @ ⟪org_name|留学顾问 UKEdu⟫ | ⟦PHONE|+86 532 8577 1206⟧
"""))

T(("mixed_saas_ticket_customer_export", """
Ticket ⟪ticket_ref|ZD-552011⟫ | 客户要求导出数据 (GDPR/个保法)
Requester: ⟦PERSON|Zhou Min⟧ <⟦EMAIL|zhoumin@lotus-trading.com.cn⟧>
内容：请把我们账户下所有 end-user 的数据导出给我们，包括 name, phone, last_order_amount。
Agent note (⟦PERSON|Priya⟧): export 已生成，sample 如下：
  ⟦PERSON|陈静⟧ | ⟦PHONE|+86 138 0011 2456⟧ | ⟦AMOUNT|¥2,380⟧
  ⟦PERSON|Marcus Tan⟧ | ⟦PHONE|+65 8123 4470⟧ | ⟦AMOUNT|S$415.20⟧
下载链接 24h 有效，密码 ⟦PASSWORD|Lt#9920xp⟧ 另行短信发送。
"""))

T(("mixed_medical_aesthetics_booking_intl", """
【⟪org_name|Seoul Glow Clinic⟫ 中文客服】
⟦PERSON|林小姐⟧您好，您预约的 ⟦MEDICAL|Ultherapy 300 lines⟧ + ⟦MEDICAL|Rejuran healer⟧ 在 ⟪date|3月5日⟫ ⟪time|2:30 PM⟫，主治 Dr. ⟦PERSON|Park⟧。
活动价 ⟪price|₩2,900,000⟫，您已付定金 ⟦AMOUNT|₩500,000⟧。
因您告知有 ⟦MEDICAL|keloid⟧ 体质，医生建议避免 needle 类项目。
请携带 passport（⟦PASSPORT|E95501873⟧）到前台登记。
"""))

T(("mixed_bank_credit_card_dispute_email", """
To: ⟦EMAIL|cardservice@citibank.com.hk⟧
Subject: 信用卡交易争议 Dispute - card ⟦CARD|$mc2⟧

Dear Sir/Madam,

本人 ⟦PERSON|黃嘉欣⟧ (HKID ⟦NATIONAL_ID|$hkid2⟧) 發現 ⟪date|2月3日⟫ 有一筆 ⟦AMOUNT|HKD 8,760.00⟧ 的交易，merchant 為 "⟪org_name|SHOPEE*SG⟫"，並非本人消費。卡背 CVV ⟦CVV|905⟧ 未曾外洩。請協助 chargeback。

聯絡電話 ⟦PHONE|+852 9123 4408⟧
⟦PERSON|Karen Wong⟧ ⟦PERSON|黃嘉欣⟧
"""))

T(("mixed_hr_offer_feishu", """
【飞书】Offer 审批
候选人：⟦PERSON|Eric 吴⟧ (⟦PERSON|吴一凡⟧)
Position: Senior Data Engineer, Level ⟪product_code|P7⟫
Base: ⟦AMOUNT|¥55,000⟧/month × 15，sign-on bonus ⟦AMOUNT|¥80,000⟧
Offer letter 发送至 ⟦EMAIL|yifan.wu.eric@gmail.com⟧，入职日期 ⟪date|2026-03-16⟫
背调：⟪org_name|Checkr China⟫ 已完成，无异常
HRBP：⟦PERSON|Sunny⟧  Hiring manager：⟦PERSON|david.liu⟧
"""))

T(("mixed_kafka_consumer_error_json", """
2026-02-11T08:15:02.331+08:00 ERROR [pii-scrubber] failed to mask record, sending to DLQ
{"topic":"user.signup","partition":⟪quantity|3⟫,"offset":⟪order_ref|771029⟫,"value":{"uid":⟪account_ref|88120417⟫,"name":"⟦PERSON|Huang Zitao⟧","name_zh":"⟦PERSON|黄子韬⟧","id_no":"⟦IDCARD|$prc14⟧","dob":"⟦DATE_OF_BIRTH|1994-07-07⟧","ip":"⟦IP_ADDRESS|120.229.18.76⟧","device":"⟪uuid|$uuid3⟫"}}
错误原因：mask rule v2 不支持 name_zh 字段
"""))

T(("mixed_airline_visa_wechat", """
⟦PERSON|Vivian⟧（旅行社）：⟦PERSON|Tony⟧ 哥，你们全家 US visa 的 DS-160 我填好了，confirmation ⟪case_ref|AA00E7H4Q2⟫
⟦PERSON|Tony⟧：辛苦！面签约在几号？
⟦PERSON|Vivian⟧（旅行社）：⟪date|3月12日⟫ ⟪place|广州领馆⟫。签证费 ⟪price|$185⟫/人，你转我 ⟦AMOUNT|¥4,020⟧（三人）。
⟦PERSON|Tony⟧：好，护照号再核对下：我 ⟦PASSPORT|EH5539021⟧，老婆 ⟦PASSPORT|EH5539022⟧，女儿 ⟦PASSPORT|EJ0417763⟧
"""))

T(("mixed_charity_donation_receipt", """
⟪org_name|Hope for Children Foundation⟫ 捐款收据 Donation Receipt No. ⟪invoice_ref|HFC-2026-00317⟫
Donor 捐赠人：Mr. ⟦PERSON|Lam Chi-wai⟧ ⟦PERSON|林志偉⟧
Amount 金額：⟦AMOUNT|HK$5,000⟧
Payment 方式：FPS from ⟪masked_phone|9***-**18⟫
Address：⟦ADDRESS|香港新界沙田大圍道33號翠華花園4座18樓C室⟧
Tax deductible 可扣稅 (⟪org_ref|IRD ref 91/12345⟫)
"""))

T(("mixed_property_mgmt_expat_lease", """
Tenancy Agreement 租赁合同（摘要）
Landlord 出租方：⟦PERSON|许伟明⟧，身份证 ⟦IDCARD|$prc13⟧
Tenant 承租方：⟦PERSON|Johannes Müller⟧，Passport ⟦PASSPORT|C4F7K91M2⟧ (Germany)
Property：⟦ADDRESS|天津市和平区南京路219号天津中心公寓2306⟧
Monthly rent 月租：⟦AMOUNT|RMB 9,500⟧，deposit 押金 ⟦AMOUNT|RMB 19,000⟧
Tenant's German bank for deposit refund: ⟦IBAN|$iban_de2⟧
Steuer-ID (for employer relocation file): ⟦NATIONAL_ID|$steuer2⟧
"""))

T(("mixed_used_car_export_deal", """
Deal memo 二手车出口（⟪place|天津港⟫ → ⟪place|Almaty⟫）
Buyer: ⟦PERSON|Nurlan Abenov⟧，WhatsApp ⟦PHONE|+7 701 555 2840⟧
Seller 车商：⟦PERSON|老孟⟧（⟪org_name|孟氏车行⟫）⟦PHONE|138 2012 7758⟧
Vehicle：2021 Lexus RX350 VIN ⟪vin|$vin2⟫
Price 成交价：⟦AMOUNT|USD 38,500⟧，deposit ⟦AMOUNT|USD 5,000⟧ received
Bank（buyer）: ⟪org_name|Halyk Bank⟫ SWIFT ⟪org_ref|HSBKKZKX⟫
"""))

T(("mixed_wedding_planner_destination", """
Bali wedding 婚礼 checklist - ⟦PERSON|Grace⟧ & ⟦PERSON|Ethan⟧
- Venue deposit ⟦AMOUNT|IDR 45,000,000⟧ 已付 (villa ⟪place|Uluwatu⟫)
- Photographer ⟪org_name|Lumière Studio⟫ package ⟪price|USD 2,800⟫
- 新娘 ⟦MEDICAL|麸质不耐受 (celiac disease)⟧ → cake 要 gluten-free
- Guest list 发给 planner ⟦PERSON|Ketut⟧: ⟦EMAIL|ketut.events@balibliss.id⟧
- 伴娘 ⟦PERSON|小雨⟧ 航班 ⟪flight_number|GA863⟫
"""))

T(("mixed_kyc_taiwan_user", """
KYC Level 2 審核 | User ⟪account_ref|TW-00418872⟫
Name 姓名：⟦PERSON|陳怡君⟧ / ⟦PERSON|CHEN YI-CHUN⟧
身分證字號 National ID：⟦NATIONAL_ID|$twid1⟧
Address 地址：⟦ADDRESS|台北市大安區忠孝東路四段216巷27弄5號3樓⟧
Phone：⟦PHONE|+886 912 345 078⟧
Bank：⟪org_name|國泰世華⟫ 帳號 ⟪id_tail|****2281⟫
Risk score ⟪score|12⟫ (low). Reviewer ⟦PERSON|jason.hsu⟧
"""))

T(("mixed_api_gateway_config_yaml", """
# gateway/config.prod.yaml  -- owner: ⟦PERSON|chenhao⟧
upstreams:
  sms:
    provider: aliyun
    access_key_id: ⟦APIKEY|$ltai2⟧
    access_key_secret: ⟦SECRET|$ali_secret2⟧
    sign_name: "⟪org_name|云帆科技⟫"
  maps:
    google_api_key: ⟦APIKEY|$aiza1⟧
  push:
    wecom_webhook: ⟦SECRET|$wecomhook1⟧
jwt:
  signing_key: ⟦SECRET|Zp4!qR7#vN2@mK8$wX5&⟧
  ttl: ⟪duration|3600s⟫
"""))

T(("mixed_ci_log_pypi_publish", """
Run twine upload dist/*
Uploading distributions to https://upload.pypi.org/legacy/
DEBUG  TWINE_PASSWORD=⟦APIKEY|$pypi1⟧
Uploading dataflow_utils-⟪version|0.9.4⟫-py3-none-any.whl
100% ━━━━━━━━━━━━━━━ 42.1/42.1 kB
注意：上面这行 debug 把 token 打印出来了，@⟦PERSON|wangfang⟧ 请马上在 PyPI 上 revoke！
Run id ⟪build_id|1183920447⟫, sha ⟪commit_sha|$sha5⟫
"""))

T(("mixed_customer_service_call_transcript", """
通话转写 ⟪timestamp|2026-02-10 15:02⟫ | Agent ⟦PERSON|Cindy⟧
Agent：您好，这里是 ⟪org_name|Airbnb⟫ 客服，请问怎么称呼？
Guest：我叫 ⟦PERSON|Michael Zhou⟧，中文名 ⟦PERSON|周明⟧。房东说我弄坏了沙发，要扣 ⟦AMOUNT|$350⟧。
Agent：我看到 host ⟦PERSON|Sarah Kim⟧ 提交了 damage claim ⟪case_ref|HMC-2948812⟫。您是否同意？
Guest：不同意，入住时就有污渍，我有照片。我邮箱 ⟦EMAIL|m.zhou.1990@qq.com⟧。
Agent：好的，我会升级给 resolution team，⟪duration|72小时⟫ 内回复。
"""))

T(("mixed_mental_health_app_export", """
Export from MoodMate app (user requested) 用户数据导出
user: ⟦PERSON|Lin Xiaoyu⟧ (⟦EMAIL|linxy@outlook.com⟧)
2026-02-01 mood 3/10 — "又没睡着，⟦MEDICAL|escitalopram 10mg⟧ 好像没用"
2026-02-03 mood 2/10 — therapist Dr. ⟦PERSON|Feng⟧ 说可能是 ⟦MEDICAL|treatment-resistant depression⟧
2026-02-06 mood 5/10 — 开始 ⟦MEDICAL|rTMS⟧ 治疗，第一次
Subscription: Premium ⟪price|$9.99/mo⟫, lifetime paid ⟦AMOUNT|$119.88⟧
"""))

T(("mixed_maternity_hospital_intl_wing", """
⟪org_name|和睦家医院⟫ United Family - Maternity package confirmation
Patient: ⟦PERSON|Sophie Laurent⟧ (French), NIR ⟦NATIONAL_ID|$nir2⟧ for CPAM reimbursement
EDD 预产期：⟪date|2026-06-02⟫
Package 套餐：Natural delivery ⟪price|RMB 98,000⟫；已付 ⟦AMOUNT|RMB 50,000⟧
Notes: ⟦MEDICAL|placenta previa (low-lying)⟧ at 20w scan，需 28w 复查
Husband: ⟦PERSON|Antoine⟧ ⟦PHONE|+86 186 1088 3021⟧
"""))

T(("mixed_vet_clinic_expat", """
Hi ⟦PERSON|Jessica⟧，这是 ⟪pet_name|Mochi⟫ 的检查结果：
- ⟪animal_health|FIV negative⟫, ⟪animal_health|FeLV negative⟫
- 有 ⟪animal_health|dental tartar⟫，建议洗牙 ⟪price|¥1,200⟫
今天费用 ⟦AMOUNT|¥680⟧ 已从您的储值卡扣除，余额 ⟦AMOUNT|¥2,320⟧。
下次疫苗 ⟪date|4月10日⟫。⟪org_name|Peticare 宠爱动物医院⟫ ⟦PHONE|021-6209 8812⟧
"""))

T(("mixed_utility_hk_electricity", """
⟪org_name|CLP 中電⟫ 電費單 Electricity Bill
Account 戶口號碼：⟪account_ref|0812 3344 05⟫
Name：⟦PERSON|LEUNG Ka Ming⟧ ⟦PERSON|梁家明⟧
Supply address 供電地址：⟦ADDRESS|香港九龍觀塘開源道55號開聯工業中心A座7樓⟧
Consumption 用電量：⟪measurement|412 kWh⟫ @ ⟪price|HK$1.23⟫/kWh
Amount due 應繳金額：⟦AMOUNT|HK$612.40⟧ by ⟪date|2026-03-04⟫
"""))

T(("mixed_council_uk_chinese_resident", """
Dear Mr ⟦PERSON|Li⟧ ⟦PERSON|李先生⟧,

⟪org_name|Camden Council⟫ Council Tax account ⟪account_ref|CT-30045128⟫: 您 ⟪date|2025/26⟫ 年度仍欠 ⟦AMOUNT|£1,284.60⟧。如无法一次付清，可申请 instalment plan。
Your registered address: ⟦ADDRESS|Flat 12, Chalcot House, 5 Adelaide Road, London NW3 3QE⟧
Call us on ⟦PHONE|020 7974 4444⟧ (Mandarin interpreter available 提供普通话翻译).
"""))

T(("mixed_exchange_withdrawal_whitelist", """
【安全提醒 Security Alert】⟦PERSON|刘洋⟧ 您好，
您的账户于 ⟪timestamp|2026-02-11 02:41 UTC+8⟫ 添加了新的提币白名单地址 ⟪wallet_address|$btc1⟫。
Login IP：⟦IP_ADDRESS|36.110.228.14⟧ (Beijing)
Device：iPhone 15 Pro
如非本人操作，请立即冻结账户并联系 ⟦EMAIL|security@cobalt-exchange.com⟧。
Your backup TOTP secret 已重置，新密钥 ⟦SECRET|$totp2⟧ 请妥善保存。
"""))

T(("mixed_recruiting_agency_cv_parse", """
CV parsed by ⟪org_name|TalentHub⟫ ATS ⟪version|v5.2⟫
Name: ⟦PERSON|Ananya Krishnan⟧ (中文名 ⟦PERSON|安雅⟧)
Email: ⟦EMAIL|ananya.k@hotmail.com⟧ | Mobile: ⟦PHONE|+91 98450 11726⟧
Aadhaar: ⟦NATIONAL_ID|$aadhaar2⟧
Current CTC: ⟦AMOUNT|₹32 LPA⟧ | Expected 期望薪资: ⟦AMOUNT|¥45万⟧
Skills: Mandarin (HSK 5), Python, ⟪org_name|SAP⟫ FICO
Address: ⟦ADDRESS|No. 14, 3rd Cross, Indiranagar, Bengaluru 560038⟧
"""))

T(("mixed_bank_swift_transfer_form", """
境外汇款申请书 Outward Remittance Application
汇款人 Remitter：⟦PERSON|高志远⟧ / ⟦PERSON|GAO ZHIYUAN⟧
身份证 ID：⟦IDCARD|$prc24⟧
收款人 Beneficiary：⟦PERSON|Gao Yutong⟧ (daughter, student in Spain)
Beneficiary IBAN：⟦IBAN|$iban_es1⟧
NIE：⟦NATIONAL_ID|$nie1⟧
Amount 金额：⟦AMOUNT|EUR 12,000.00⟧ (学费+生活费)
Purpose：tuition ⟪product_code|code 222011⟫
"""))

T(("mixed_clinic_sms_reminder_sg", """
[⟪org_name|Raffles Medical⟫] Dear ⟦PERSON|Tan Wei Ling⟧ ⟦PERSON|陈伟玲⟧, your ⟦MEDICAL|colposcopy⟧ appointment is on ⟪date|12 Mar⟫ 10:15am at ⟪place|Raffles Hospital Level 3⟫. Please bring NRIC ⟦NATIONAL_ID|$nric3⟧. 如需更改请致电 ⟦PHONE|6311 1555⟧.
"""))

T(("mixed_github_issue_token_leak", """
Issue ⟪ticket_ref|#4471⟫: 部署脚本报错 401 Unauthorized
Opened by ⟦PERSON|xiaoming-dev⟧

我按 README 配置了 .env：
```
GITLAB_TOKEN=⟦APIKEY|$glpat1⟧
HUGGINGFACE_HUB_TOKEN=⟦APIKEY|$hf2⟧
DD_API_KEY=⟦APIKEY|$dd_api1⟧
```
还是报错，求助 🙏

Reply from ⟦PERSON|maintainer-sarah⟧: 请立刻 revoke 这些 token，public issue 里不要贴 credentials！
"""))

T(("mixed_property_wecom_repair_vendor", """
【企业微信】维修派单 Work Order ⟪ticket_ref|WO-88172⟫
Building: ⟪place|Tower B⟫, Unit ⟪room_number|2101⟫
Resident 住户：⟦PERSON|Olivia Sato⟧ ⟦PERSON|佐藤⟧
问题：AC 不制冷，已 ⟪duration|3天⟫
Vendor 师傅：⟦PERSON|老胡⟧ ⟦PHONE|139 1655 0821⟧
Access：住户不在家，前台 key box PIN ⟦PASSWORD|7730⟧，完工后请改回
Charge to resident: ⟦AMOUNT|¥450⟧ (parts) — quote ⟪price|¥380-520⟫
"""))

T(("mixed_bursary_university_hk", """
Student Financial Aid 學生資助 – Application summary
Applicant: ⟦PERSON|CHAN Tsz Ho⟧ ⟦PERSON|陳子豪⟧ | HKID ⟦NATIONAL_ID|$hkid3⟧
Programme: BEng Civil Engineering, Year 3
Family monthly income 家庭每月收入: ⟦AMOUNT|HK$18,500⟧
Grant approved 批出助學金: ⟦AMOUNT|HK$22,210⟧; Loan 貸款: ⟦AMOUNT|HK$30,000⟧
Bank account 銀行戶口 (HSBC): ⟪id_tail|xxx-xxx388-838⟫
Officer: Ms. ⟦PERSON|Ho⟧ ⟦PERSON|何小姐⟧
"""))

T(("mixed_korea_travel_agent_booking", """
韩国团 Seoul 5D4N 报名表
Guest 1: ⟦PERSON|KIM MIN-JI⟧ ⟦PERSON|金敏智⟧, RRN ⟦NATIONAL_ID|$rrn1⟧ (韩籍，随中国丈夫)
Guest 2: ⟦PERSON|赵磊⟧先生, passport ⟦PASSPORT|EF7712940⟧
Contact: ⟦PHONE|+82 10-5550-4127⟧ / ⟦EMAIL|minji.kim.zl@naver.com⟧
Tour fee 团费 ⟪price|¥6,999⟫/人，已付 ⟦AMOUNT|¥13,998⟧
Hotel: ⟪org_name|Lotte City Hotel Myeongdong⟫
"""))

T(("mixed_fintech_api_postman_dump", """
POST https://api.payflow.cn/v1/payouts
Headers:
  Authorization: Bearer ⟦APIKEY|$jwt3⟧
  X-Request-Id: ⟪uuid|$uuid4⟫
Body:
{
  "payee_name": "⟦PERSON|周晓楠⟧",
  "payee_card": "⟦CARD|$up6⟧",
  "amount": ⟦AMOUNT|3280.00⟧,
  "currency": "CNY",
  "remark": "2月工资 salary"
}
Response 200: {"payout_id":"⟪order_ref|PO202602110012⟫","status":"PROCESSING","fee":⟪price|2.00⟫}
"""))

T(("mixed_payment_ops_refund_sheet", """
Refund batch ⟪order_ref|RB-0211⟫ | 退款批次（跨境电商）
| customer 客户 | card | amount | reason |
|---|---|---|---|
| ⟦PERSON|Emily Zhang⟧ 张艾米 | ⟦CARD|$jcb1⟧ | ⟦AMOUNT|JPY 18,400⟧ | 商品破损 |
| ⟦PERSON|Rahim Uddin⟧ | ⟦CARD|$mc4⟧ | ⟦AMOUNT|GBP 64.99⟧ | not received |
| ⟦PERSON|何佩珊⟧ | ⟪masked_card|6225 **** **** 0031⟫ | ⟦AMOUNT|¥329⟧ | 七天无理由 |
Approved by ⟦PERSON|Joanna⟧，财务 ⟦PERSON|小汤⟧ 复核
"""))

T(("mixed_us_tax_chinese_family", """
⟦PERSON|Linda⟧ 你好，2025 年报税资料已收到：
- 你的 SSN ⟦SSN|$ssn6⟧，先生 ⟦PERSON|Frank Xu⟧ 的 SSN ⟦SSN|$ssn7⟧
- 儿子 ⟦PERSON|Ryan⟧ 的 ITIN 还在申请中
- W-2 总收入 ⟦AMOUNT|$186,400⟧，预计退税 ⟦AMOUNT|$2,930⟧
Direct deposit 账户在 ⟪org_name|Chase⟫，routing ⟪org_ref|021000021⟫。
报税费 ⟪price|$450⟫，请 Zelle 到 ⟦EMAIL|amy.cpa.tax@gmail.com⟧ - ⟦PERSON|Amy⟧
"""))

T(("mixed_openai_key_rotation_notice", """
【Feishu 通知】API key rotation 完成
以下 key 已于 ⟪timestamp|2026-02-11 18:00⟫ 作废，请更新 secrets manager：
- OpenAI: ⟦APIKEY|$openai2⟧ (owner ⟦PERSON|Cathy Lin⟧)
- Anthropic: ⟦APIKEY|$anthropic2⟧ (owner ⟦PERSON|zhou.jie⟧)
- SendGrid: ⟦APIKEY|$sendgrid2⟧
新 key 请从 Vault 路径 secret/ai/prod 读取，不要贴到群里！负责人 ⟦PERSON|刘工⟧
"""))

T(("mixed_swiss_bank_kyc_whatsapp", """
[WhatsApp] Mr. ⟦PERSON|Fang⟧ - private banking
RM ⟦PERSON|Nicolas⟧: Dear Mr. ⟦PERSON|Fang⟧, 开户需要补充 proof of address。
⟦PERSON|方振华⟧: 我的地址是 ⟦ADDRESS|Seefeldstrasse 88, 8008 Zürich⟧，另外国内地址 ⟦ADDRESS|上海市浦东新区陆家嘴环路1000号恒生银行大厦28楼⟧
RM ⟦PERSON|Nicolas⟧: Thank you. Initial funding ⟦AMOUNT|CHF 2,500,000⟧ will come from your Austrian account ⟦IBAN|$iban_at1⟧?
⟦PERSON|方振华⟧: yes，明天安排。Swiss account ⟦IBAN|$iban_ch1⟧ 收款
"""))
