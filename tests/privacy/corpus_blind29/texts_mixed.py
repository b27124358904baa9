# Mixed Chinese/English texts, written by hand. Markup as in texts_en.py
TEXTS = []

TEXTS += [
("mixed_slack_ops_cn_en", """#ops-cn  ⟪timestamp|2027-03-15 09:41⟫
⟦PERSON|Kevin Zhou⟧: prod 的 RDS 密码谁改了？app 一直报 auth failed
⟦PERSON|Ada Li⟧: 我昨晚 rotate 了，新的在 vault 里，临时先用这个 DATABASE_URL=mysql://shop:⟦SECRET|N3w!Rds-0315⟧@⟦IP_ADDRESS|172.16.30.12⟧:⟪port|3306⟫/shop
⟦PERSON|Kevin Zhou⟧: 🙏 另外 @⟦PERSON|zhaolei⟧ 你的 GitHub token 别再贴群里了 ⟦APIKEY|$ghp2⟧
⟦PERSON|赵磊⟧: sorry sorry 已 revoke
ticket ⟪ticket_ref|OPS-4412⟫"""),

("mixed_wechat_vet_expat", """[WeChat] ⟪org_name|芭比堂动物医院⟫ 前台 ⟦PERSON|小美⟧:
Hi Mr. ⟦PERSON|Jensen⟧, ⟪pet_name|Luna⟫ 的 blood test 结果出来了，⟪animal_health|肾功能指标偏高⟫，医生建议换处方粮。
今天费用 total ⟦AMOUNT|¥1,260⟧，已经从您的会员卡扣了，余额 ⟦AMOUNT|¥3,740⟧。
[⟦PERSON|Mads Jensen⟧]: thanks! 我下周出差，my wife ⟦PERSON|Sofie⟧ will pick her up, her number is ⟦PHONE|+86 139 1774 5520⟧"""),

("mixed_gym_membership_email", """Subject: 会员续费确认 Membership renewal — ⟪org_name|Pure Fitness 静安⟫
Dear ⟦PERSON|Chen Yuting⟧ ⟦PERSON|陈雨婷⟧,
您的年卡已续费成功 Your annual membership has been renewed.
Amount paid 实付: ⟦AMOUNT|HK$9,880⟧ (list price 原价 ⟪price|HK$12,600⟫)
Card: Mastercard ⟪masked_card|**** 2231⟫
健康问卷 Health questionnaire: ⟦MEDICAL|孕期 20 周 / pregnant, 20 weeks⟧ — trainer ⟦PERSON|Jason⟧ will adjust your program.
Member ID ⟪member_id|PF-HK-771029⟫"""),

("mixed_wedding_destination_invoice", """⟪org_name|Blue Lagoon Weddings Bali⟫ × ⟪org_name|喜事多婚礼⟫
Couple 新人: ⟦PERSON|王梓涵⟧ & ⟦PERSON|Oliver Grant⟧
Date: ⟪date|18 Oct 2027⟫  Venue: ⟪place|Uluwatu cliff chapel⟫
Package (catalogue): ⟪price|USD 14,500⟫
Paid so far 已付: ⟦AMOUNT|USD 7,250⟧ via wire from ⟦IBAN|$iban3⟧
Balance 尾款: ⟦AMOUNT|USD 7,980⟧ (incl. extra florals)
Guest w/ allergy: ⟦PERSON|Grant⟧ 的妈妈 ⟦PERSON|Helen⟧ — ⟦MEDICAL|shellfish anaphylaxis⟧
Contact: ⟦PERSON|Wayan⟧ ⟦PHONE|+62 812 3905 1147⟧"""),

("mixed_funeral_overseas_repatriation", """遗体跨境运送 Repatriation file ⟪case_ref|RPT-SG-2027-019⟫
Deceased 逝者: ⟦PERSON|LIM Ah Kow⟧ (⟦PERSON|林亚九⟧), NRIC ⟦NATIONAL_ID|$nric1⟧
Next of kin 家属: ⟦PERSON|Lim Mei Ling⟧, passport ⟦PASSPORT|K1177204B⟧, tel ⟦PHONE|+65 9123 4480⟧
Cause of death 死因: ⟦MEDICAL|acute myocardial infarction 急性心肌梗死⟧
Flight: ⟪flight_no|SQ 830⟫ ⟪place|Changi⟫ → ⟪place|浦东⟫, AWB ⟪tracking_no|618-22901734⟫
Charges 费用: ⟦AMOUNT|S$8,640⟧ paid by family; embalming ⟪price|S$1,200⟫ per tariff
Funeral director 殡葬师: ⟦PERSON|Ong Boon Huat⟧, ⟪org_name|Serenity Funeral Services⟫"""),
]

TEXTS += [
("mixed_removals_intl_quote", """【⟪org_name|Crown 嘉柏国际搬运⟫】Quotation 报价单 ⟪quote_ref|CRN-SH-27-0881⟫
Client 客户: ⟦PERSON|Sebastian Müller⟧（⟦PERSON|穆勒⟧先生）
Origin 起运地: ⟦ADDRESS|上海市长宁区虹桥路1665号 Building 3, Apt 1502⟧
Destination: ⟦ADDRESS|Leopoldstraße 112, 80802 München⟧
Volume: ⟪measurement|28 cbm⟫, 20ft container
Quote total: ⟦AMOUNT|RMB 68,500⟧; deposit ⟦AMOUNT|RMB 20,000⟧ received ⟪date|2027-03-10⟫
Storage in transit 仓储: ⟪price|RMB 15/cbm/day⟫
Customs contact: Frau ⟦PERSON|Albrecht⟧ ⟦PHONE|+49 89 5523 0917⟧"""),

("mixed_coworking_member_csv", """member_id,姓名,email,plan,monthly_fee_paid,locker_pin
⟪member_id|WW-SZ-0192⟫,⟦PERSON|何嘉欣⟧,⟦EMAIL|hejiaxin@kaiyuan.example⟧,Hot desk,⟦AMOUNT|1,680⟧,⟦PASSWORD|4402⟧
⟪member_id|WW-SZ-0193⟫,⟦PERSON|Arjun Shah⟧,⟦EMAIL|arjun.shah@mail.example⟧,Dedicated,⟦AMOUNT|2,980⟧,⟦PASSWORD|9170⟧
⟪member_id|WW-SZ-0194⟫,⟦PERSON|梁振宇⟧,⟦EMAIL|liangzy@fintrail.example⟧,Office-4P,⟦AMOUNT|11,200⟧,⟦PASSWORD|3356⟧
# ⟪org_name|WeWork⟫ 深圳湾 · exported by ⟦PERSON|Tracy⟧ ⟪timestamp|2027-03-01 09:00⟫ · list price hot desk ⟪price|1,800⟫"""),

("mixed_freelance_upwork_chat", """[Upwork messages]
⟦PERSON|Daniel Kim⟧: Hi ⟦PERSON|Xiaoyu⟧, milestone 2 approved ✅ ⟦AMOUNT|$1,200⟧ released.
⟦PERSON|刘晓雨⟧: 谢谢 ⟦PERSON|Daniel⟧! btw 我把 staging 的 OpenAI key 放在 README 了，记得删掉：⟦APIKEY|$openai2⟧
⟦PERSON|Daniel Kim⟧: oh no 😅 rotating now. Next milestone budget ⟪price|$1,500⟫, due ⟪date|Apr 5⟫.
Contract ⟪contract_ref|UPW-39920117⟫"""),

("mixed_crowdfunding_tw", """【⟪org_name|嘖嘖 zeczec⟫】募資專案 ⟪campaign_id|ZZ-2027-0318⟫ 退款申請
贊助人：⟦PERSON|張家豪⟧ (⟦PERSON|Chang Chia-hao⟧)
身分證字號：⟦NATIONAL_ID|$twid1⟧
贊助金額：⟦AMOUNT|NT$3,600⟧ — 申請全額退款
退款帳戶：⟪org_name|國泰世華⟫ ⟪masked_card|****-****-1120⟫
聯絡：⟦PHONE|0912-345-118⟧ / ⟦EMAIL|jiahao.chang@gmail.example⟧
專案目標 ⟪price|NT$500,000⟫"""),
]

TEXTS += [
("mixed_conveyancing_hk_email", """From: ⟦EMAIL|conveyancing@lawandpartners.example⟧
To: Mr. ⟦PERSON|Leung⟧ ⟦EMAIL|kcleung88@netvigator.example⟧
Subject: 成交結算 Completion — ⟦ADDRESS|Flat C, 18/F, Tower 2, The Belcher's, 89 Pok Fu Lam Road, HK⟧

Dear ⟦PERSON|K.C.⟧,
Balance of purchase price 樓價餘額 payable on completion: ⟦AMOUNT|HK$9,360,000⟧
Stamp duty 印花稅: ⟦AMOUNT|HK$531,000⟧ (already paid)
Our fees 律師費: ⟪price|HK$12,000⟫ as quoted
Please bring your HKID (⟦NATIONAL_ID|$hkid1⟧) for signing on ⟪date|22 April⟫ ⟪time|3pm⟫.
⟦PERSON|Vivian Tse⟧ ⟦PERSON|謝詠欣⟧ | ⟪org_name|Law & Partners⟫ | ⟦PHONE|+852 2815 7730⟧"""),

("mixed_immigration_canada_pr", """【⟪org_name|枫叶移民⟫】客户档案 Client profile
Name: ⟦PERSON|HUANG, Zhiwei⟧ ⟦PERSON|黄志伟⟧  DOB: ⟦DATE_OF_BIRTH|1981-01-09⟧
PRC ID 身份证: ⟦IDCARD|$prc13⟧
Passport 护照: ⟦PASSPORT|EK5527190⟧  UCI: ⟪case_ref|11-2290-4471⟫
Spouse 配偶: ⟦PERSON|Qian Li⟧ ⟦PERSON|钱莉⟧, SIN (work permit) ⟦NATIONAL_ID|$sin1⟧
Medical exam 体检: ⟦MEDICAL|latent TB, on isoniazid⟧ — IRCC may request follow-up
Proof of funds 资金证明: ⟦AMOUNT|CAD 86,400⟧ (required ⟪price|CAD 27,514⟫ for family of 3)
Biometrics: ⟪place|VAC Beijing⟫ ⟪date|2027-04-06⟫"""),
]

TEXTS += [
("mixed_dental_clinic_sg", """⟪org_name|SmileWorks 牙科 Novena⟫ — Patient registration
Name 姓名: ⟦PERSON|Tan Wei Jie⟧ ⟦PERSON|陈伟杰⟧   NRIC: ⟦NATIONAL_ID|$nric3⟧
DOB: ⟦DATE_OF_BIRTH|12 Mar 1993⟧   Mobile: ⟦PHONE|+65 8712 0394⟧
Medical history 病史: ⟦MEDICAL|hepatitis B carrier 乙肝携带者⟧, ⟦MEDICAL|penicillin allergy⟧
Treatment today: ⟦MEDICAL|wisdom tooth extraction (38)⟧
Paid: ⟦AMOUNT|S$1,180.00⟧ (Medisave claimed ⟦AMOUNT|S$950⟧)
Dentist: Dr ⟦PERSON|Goh⟧"""),

("mixed_physio_wechat_sports", """[WeChat] ⟪org_name|OSM Physio 运动康复⟫ 
Coach ⟦PERSON|Leo⟧ 物理治疗师: ⟦PERSON|Yuki⟧，你的 MRI report 显示 ⟦MEDICAL|ACL partial tear 前交叉韧带部分撕裂⟧，先不要跑步。
[⟦PERSON|Yuki Sato⟧]: 好的... how many sessions 需要？
⟦PERSON|Leo⟧: 大概 8 次，每次 ⟪price|¥650⟫。今天的 ⟦AMOUNT|¥520⟧ 已经收了（会员价），商保 ⟪org_name|MSH⟫ 可以报 ⟪percentage|80%⟫。"""),

("mixed_therapy_intake_online", """Online intake 线上登记 — ⟪org_name|简单心理 Jiandan Psychology⟫
Name: ⟦PERSON|Nora Wang⟧ / ⟦PERSON|王诺⟧   Age: 31
Email: ⟦EMAIL|nora.w@proton.example⟧   WeChat: ⟪handle|moonriver_27⟫
Reason for seeking help 求助原因: ⟦MEDICAL|postpartum depression 产后抑郁⟧, ⟦MEDICAL|insomnia⟧
Current medication: ⟦MEDICAL|sertraline 50mg⟧
Risk screen: no current self-harm plan
Preferred therapist: Dr. ⟦PERSON|Fang⟧ (⟦PERSON|方医生⟧)
Fee: ⟪price|¥700/50min⟫; paid ⟦AMOUNT|¥700⟧ for first session"""),

("mixed_pharmacy_hk_prescription", """⟪org_name|萬寧 Mannings⟫ Pharmacy — Prescription label
Patient: ⟦PERSON|CHAN Tai Man⟧ ⟦PERSON|陳大文⟧
⟦MEDICAL|Amlodipine 5mg⟧ 一日一次 once daily ×30
⟦MEDICAL|Metformin 850mg⟧ 一日兩次 twice daily ×60
Dr: ⟦PERSON|LAU Ka Wing⟧   Rx ⟪rx_ref|MN-55120⟫
Paid 已付: ⟦AMOUNT|HK$286.50⟧
⟪date|15/03/2027⟫  Store ⟪place|旺角⟫"""),

("mixed_password_vault_export_json", """{
  "vault": "⟪vault_name|Personal 个人⟫",
  "items": [
    {"title": "招商银行 CMB", "username": "⟦PHONE|13817702291⟧", "password": "⟦PASSWORD|cmb@Sh2027!⟧"},
    {"title": "Gmail", "username": "⟦EMAIL|zoe.xu.sh@gmail.example⟧", "password": "⟦PASSWORD|Zx!9-lotus-moon⟧", "totp": "⟦SECRET|$totp3⟧"},
    {"title": "Visa card 信用卡", "number": "⟦CARD|$card4⟧", "cvv": "⟦CVV|338⟧", "expiry": "⟪card_expiry|07/30⟫", "holder": "⟦PERSON|XU ZOE⟧"},
    {"title": "护照 Passport", "number": "⟦PASSPORT|EA5093318⟧", "notes": "expires ⟪date|2031-02⟫"}
  ],
  "exported_at": "⟪timestamp|2027-03-16T08:22:10+08:00⟫",
  "app_version": "⟪version|8.10.1⟫"
}"""),

("mixed_sso_feishu_bot_config", """# feishu-bot config.toml  飞书机器人
[app]
app_id = "⟪app_id|cli_a6b19f0e2c84d00d⟫"
app_secret = "⟦SECRET|$csecret4⟧"
verification_token = "⟦SECRET|$sess1⟧"

encrypt_key = "⟦SECRET|$csecret5⟧"

[okta]
org_url = "⟪url|https://xinghe.okta.example⟫"
client_id = "⟪app_id|0oa8xq1zP4rT6mK2d5h7⟫"

[owner]
name = "⟦PERSON|杨帆⟧ (⟦PERSON|Fan Yang⟧)"
email = "⟦EMAIL|fan.yang@xinghe-tech.example⟧"
"""),
]

TEXTS += [
("mixed_k8s_deploy_log", """[2027-03-16 02:11:07] INFO  部署开始 deploy start, operator=⟦PERSON|chenhao⟧ cluster=⟪cluster|ack-prod-hz⟫
[2027-03-16 02:11:08] DEBUG env: TENCENTCLOUD_SECRET_ID=⟦APIKEY|$akid2⟧ TENCENTCLOUD_SECRET_KEY=⟦SECRET|$akid_secret2⟧
[2027-03-16 02:11:09] INFO  pulling ⟪image_tag|registry.cn-hangzhou.aliyuncs.com/xh/api:3.4.1⟫
[2027-03-16 02:11:31] WARN  pod ⟪container_id|api-7d9f8c6b5-x2kq9⟫ readiness probe failed on ⟦IP_ADDRESS|10.244.3.19⟧:⟪port|8080⟫
[2027-03-16 02:12:02] INFO  rollout complete 发布完成 (⟪duration|55s⟫)
[2027-03-16 02:12:03] INFO  notify 企业微信 ⟦SECRET|$wecomhook1⟧"""),

("mixed_cloud_bill_dispute_ticket", """Ticket ⟪ticket_ref|AWS-CS-18822710⟫ — Billing 账单争议
Customer: ⟦PERSON|Jiang Ming⟧ ⟦PERSON|蒋明⟧ (account ⟪account_id|4471-2290-0183⟫)
"我们的 root 账号被盗了，attacker 开了 40 台 p4d 实例。Unexpected charges ⟦AMOUNT|$38,912.44⟧，请求减免。"
Leaked key found on GitHub: ⟦APIKEY|$aws_akid2⟧ / secret ⟦SECRET|$aws_secret2⟧
Source IPs: ⟦IP_ADDRESS|185.220.101.47⟧, ⟦IP_ADDRESS|45.141.84.120⟧
Agent ⟦PERSON|Priscilla⟧: one-time credit approved ⟦AMOUNT|$31,000.00⟧; on-demand rate was ⟪price|$32.77/hr⟫."""),

("mixed_smart_lock_airbnb", """Hi ⟦PERSON|Emma⟧! 欢迎入住 Welcome to ⟪org_name|Hutong Loft⟫ 🏮
Address 地址: ⟦ADDRESS|北京市东城区南锣鼓巷菊儿胡同21号⟧
Door code 门锁密码: ⟦PASSWORD|865203⟧ (valid ⟪date|Mar 20⟫–⟪date|Mar 24⟫)
Wi-Fi: ⟪ssid|HutongLoft_5G⟫ / ⟦PASSWORD|hutong2027⟧
Any problem call me (⟦PERSON|Lao Zhang⟧ ⟦PERSON|老张⟧) ⟦PHONE|+86 131 2018 6647⟧
Check-out ⟪time|12:00⟫. Cleaning fee ⟪price|¥150⟫ is included."""),

("mixed_rider_app_crash_log", """E/AndroidRuntime: FATAL EXCEPTION: main  (⟪app_id|com.sdd.rider⟫ ⟪version|6.12.0⟫)
java.lang.NullPointerException: Attempt to invoke 'getAddress()' on order ⟪order_ref|SDD2027031512881⟫
    at com.sdd.rider.order.OrderCard.bind(OrderCard.kt:⟪line_no|214⟫)
D/RiderSession: rider=⟦PERSON|wangjianguo⟧ name=⟦PERSON|王建国⟧ phone=⟦PHONE|15827731906⟧ token=⟦APIKEY|$jwt2⟧
D/RiderSession: customer_addr=⟦ADDRESS|武汉市武昌区中北路108号1栋2203⟧ recv=⟦PERSON|邹女士⟧
D/Wallet: today_income=⟦AMOUNT|268.00⟧ CNY"""),

("mixed_jiazheng_helper_hk", """【外傭合約 FDH contract】⟪org_name|Pro-Helper Agency 家傭中心⟫
Employer 僱主: Mrs. ⟦PERSON|Wong Siu Fong⟧ ⟦PERSON|黃小芳⟧, HKID ⟦NATIONAL_ID|$hkid2⟧
Helper 外傭: ⟦PERSON|Maria Cristina Dela Cruz⟧ (Philippines), passport ⟦PASSPORT|P4471092B⟧
Monthly wage 月薪: ⟦AMOUNT|HK$5,000⟧ (MAW ⟪price|HK$4,990⟫)
Food allowance 膳食津貼: ⟦AMOUNT|HK$1,236⟧
Address 工作地址: ⟦ADDRESS|新界沙田銀城街2號沙田第一城38座17樓G室⟧
Agency fee paid by employer: ⟦AMOUNT|HK$8,800⟧"""),
]

TEXTS += [
("mixed_yuezi_center_expat_email", """Subject: 入住确认 Booking confirmation — ⟪org_name|Cocoon Postnatal 茧·月子⟫
Dear ⟦PERSON|Anna Kowalska⟧ and ⟦PERSON|刘洋⟧,
Room 房型: ⟪product_code|Deluxe Suite 42 days⟫ — list price ⟪price|¥168,000⟫
Received 已收: ⟦AMOUNT|¥50,000⟧ deposit on ⟪date|2027-02-14⟫
⟦PERSON|Anna⟧'s PESEL (for insurance 保险): ⟦NATIONAL_ID|$pesel2⟧, DOB ⟦DATE_OF_BIRTH|03.11.1990⟧
Notes: ⟦MEDICAL|placenta previa 前置胎盘⟧, planned ⟦MEDICAL|C-section 剖宫产⟧ at ⟪org_name|和睦家⟫
Contact ⟦PERSON|Yang⟧: ⟦PHONE|+86 186 1029 4475⟧"""),

("mixed_driving_school_foreigner", """【外籍人员驾照换证】⟪org_name|车管所⟫ 预约单
Name: ⟦PERSON|Lucas Moreau⟧   Nationality: 法国 France
Passport: ⟦PASSPORT|19AC88123⟧   Residence permit 居留许可: ⟪doc_ref|on file⟫
Foreign licence 外国驾照: ⟪doc_ref|FR 12AB34567⟫
体检 medical: ⟦MEDICAL|需佩戴眼镜 (myopia −4.5)⟧
预约 ⟪date|3月27日⟫ ⟪time|10:00⟫ ⟪place|上海市车管所⟫
Agent: ⟦PERSON|小杜⟧ ⟦PHONE|021-6290 1147⟧, service fee paid ⟦AMOUNT|¥980⟧"""),

("mixed_ershoufang_buyer_wechat", """[WeChat] ⟦PERSON|Ethan Lau⟧ ↔ 中介 ⟦PERSON|阿强⟧
⟦PERSON|阿强⟧: 刘生，业主同意 ⟦AMOUNT|HK$7,680,000⟧ 成交！first deposit 细订 ⟦AMOUNT|HK$384,000⟧ 今日下午 3 点前 transfer
⟦PERSON|Ethan Lau⟧: ok，公司账户给我
⟦PERSON|阿强⟧: ⟪org_name|美聯物業⟫ client a/c, 佣金 ⟪percentage|1%⟫ 按行规
⟦PERSON|Ethan Lau⟧: 另外我 HKID ⟦NATIONAL_ID|$hkid3⟧，地址 ⟦ADDRESS|Flat 12B, 8 Tai Koo Shing Road, Quarry Bay⟧"""),

("mixed_kuajing_stripe_checkout_log", """2027-03-14 11:02:13 [checkout] order=⟪order_ref|LH-20931⟫ customer="⟦PERSON|Isabella Romano⟧" email=⟦EMAIL|isa.romano@libero.example⟧
2027-03-14 11:02:13 [checkout] card=⟦CARD|$card21⟧ exp=⟪card_expiry|11/28⟫ cvc=⟦CVV|907⟧  ← 日志不应记录卡号！！(⟦PERSON|小吴⟧ 请修复)
2027-03-14 11:02:14 [stripe] charge ok amount=⟦AMOUNT|€89.90⟧ ref=⟪payment_ref|ch_3Nf2kq⟫
2027-03-14 11:02:14 [stripe] using key ⟦APIKEY|$sklive3⟧ (publishable ⟪app_id|pk_live_51Qp7rKx0aZ⟫)
2027-03-14 11:02:15 [ship] ⟦ADDRESS|Via dei Mille 24, 00185 Roma⟧ via ⟪org_name|燕文物流⟫"""),

("mixed_sweden_student_loan", """【留学生服务】⟦PERSON|徐子墨⟧ ⟦PERSON|Zimo Xu⟧ — Skatteverket 登记
Personnummer: ⟦NATIONAL_ID|$se1⟧
Address in Sweden: ⟦ADDRESS|Kämnärsvägen 13C lgh 1204, 226 46 Lund⟧
Bank (⟪org_name|Swedbank⟫): ⟦IBAN|$iban11⟧
CSN 生活费 received: ⟦AMOUNT|SEK 12,480⟧ / month
Emergency contact 紧急联系人: ⟦PERSON|徐建华⟧ ⟦PHONE|+86 138 0571 2269⟧"""),

("mixed_finland_hetu_clinic", """⟪org_name|Mehiläinen⟫ Helsinki — 中文翻译服务 patient note
Potilas / 患者: ⟦PERSON|Wang Lin⟧ (⟦PERSON|王琳⟧)   HETU: ⟦NATIONAL_ID|$hetu1⟧
Diagnosis 诊断: ⟦MEDICAL|gestational hypertension 妊娠高血压⟧
Medication: ⟦MEDICAL|labetalol 100 mg⟧
Interpreter 翻译: ⟦PERSON|Chen Jie⟧; invoice ⟪invoice_ref|MH-88120⟫, patient share ⟦AMOUNT|€41.80⟧"""),

("mixed_us_student_ssn_form", """W-4 helper notes (中文) — ⟪org_name|NYU 国际学生办公室⟫
Student: ⟦PERSON|Zhang Yiran⟧ ⟦PERSON|张怡然⟧
SSN: ⟦SSN|$ssn3⟧ (on-campus job only)
Address: ⟦ADDRESS|404 E 14th St Apt 5F, New York, NY 10009⟧
Hourly wage 时薪: ⟪price|$17.50⟫; first paycheck 到手 ⟦AMOUNT|$612.35⟧
Questions → ⟦EMAIL|ois@nyu.example⟧"""),

("mixed_spain_nie_rental", """Contrato de alquiler 租房合同 — ⟪place|Barcelona⟫
Arrendatario 租客: ⟦PERSON|Li Xiaowen⟧ (⟦PERSON|李晓雯⟧), NIE ⟦NATIONAL_ID|$nie1⟧
Arrendador 房东: ⟦PERSON|Jordi Puig Ferrer⟧, DNI ⟦NATIONAL_ID|$dni1⟧
Vivienda: ⟦ADDRESS|Carrer de Mallorca 214, 3º 2ª, 08008 Barcelona⟧
Renta mensual 月租: ⟦AMOUNT|1.250 €⟧; fianza 押金 ⟦AMOUNT|2.500 €⟧ → ⟦IBAN|$iban5⟧
Firma ⟪date|01/03/2027⟫"""),

("mixed_nl_bsn_payroll", """Loonstrook 工资单 — ⟪org_name|Van Dijk Logistiek B.V.⟫ — ⟪date|februari 2027⟫
Werknemer 员工: ⟦PERSON|Zhou Jun⟧ ⟦PERSON|周军⟧   BSN: ⟦NATIONAL_ID|$bsn2⟧
Bruto 税前: ⟦AMOUNT|€3.640,00⟧   Netto 到手: ⟦AMOUNT|€2.718,44⟧
Uitbetaald op 账户: ⟦IBAN|$iban19⟧
Loonheffing tabel ⟪version|2027⟫, 30%-regeling: ja"""),

("mixed_india_freelancer_invoice", """Invoice 发票 ⟪invoice_ref|PK-2027-031⟫ — from ⟦PERSON|Pooja Krishnan⟧ to ⟪org_name|深圳图灵科技⟫
Service: Android QA testing, 80 hrs × ⟪price|$25/hr⟫
Total due 应付: ⟦AMOUNT|$2,000.00⟧
Aadhaar (for GST/KYC): ⟦NATIONAL_ID|$aadhaar2⟧   PAN on request
Payment: ⟪org_name|Payoneer⟫ ⟦EMAIL|pooja.k.qa@mail.example⟧
Address: ⟦ADDRESS|No. 14, 3rd Cross, Indiranagar, Bengaluru 560038⟧   Tel ⟦PHONE|+91 98450 22817⟧"""),

("mixed_donation_receipt_hk", """⟪org_name|香港紅十字會 Hong Kong Red Cross⟫ 捐款收據 Donation receipt
Receipt no. 收據編號: ⟪receipt_ref|HKRC-27-0091823⟫
Donor 捐款人: ⟦PERSON|Ho Ka Yan⟧ ⟦PERSON|何嘉欣⟧
Amount 金額: ⟦AMOUNT|HK$5,000.00⟧ (tax deductible 可扣稅)
Paid by 付款: Visa ⟦CARD|$card1⟧, CVV ⟦CVV|215⟧ — 前台⟦PERSON|小陈⟧ 手写记录, 请勿存档
Date 日期: ⟪date|2027-03-09⟫"""),
]

TEXTS += [
("mixed_ssn_cross_border_seller", """【美国公司注册 LLC formation】客户 ⟦PERSON|Frank Liu⟧ ⟦PERSON|刘锋⟧
SSN: ⟦SSN|$ssn6⟧ (green card holder 绿卡)
Spouse 配偶: ⟦PERSON|邝美玲⟧, DOB ⟦DATE_OF_BIRTH|1987-06-05⟧, PRC ID ⟦IDCARD|$prc18⟧
Registered agent fee: ⟪price|$299/yr⟫; state filing paid ⟦AMOUNT|$510⟧ (Delaware)
Business address: ⟦ADDRESS|8 The Green, Suite 4471, Dover, DE 19901⟧
EIN application: submitted ⟪date|2027-03-02⟫, ⟪ticket_ref|SS4-0091⟫
Bank 开户: ⟪org_name|Mercury⟫; contact ⟦PHONE|+1 302 555 0144⟧"""),
("mixed_sepa_payout_de", """Auszahlung 提现 — ⟪org_name|Etsy Payments⟫
Verkäufer 卖家: ⟦PERSON|Lena Hoffmann⟧ / 店主 ⟦PERSON|小霍⟧
Betrag 金额: ⟦AMOUNT|€1.284,60⟧ → ⟦IBAN|$iban22⟧
Steuerliche Info: ⟪doc_ref|USt-IdNr. on file⟫
Kontakt: ⟦EMAIL|lena.hoffmann.shop@web.example⟧, ⟦PHONE|+49 30 9921 4471⟧"""),
("mixed_hotdesk_access_qr", """【⟪org_name|Naked Hub⟫】Day pass 日票 for ⟦PERSON|Rahul Verma⟧
Access PIN 门禁码: ⟦PASSWORD|774019⟧  valid ⟪date|2027-03-18⟫
Paid ⟦AMOUNT|¥198⟧ by Alipay; printing credit ⟪price|¥0.5/page⟫
Aadhaar on file for KYC: ⟦NATIONAL_ID|$aadhaar3⟧
Wi-Fi ⟪ssid|NakedHub-Guest⟫ / ⟦PASSWORD|naked@2027⟧"""),
]
