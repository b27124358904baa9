# Hand-written mixed Chinese/English texts for corpus_blind14. Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES
TEXTS = []
T = TEXTS.append

T(("hotel_group_feishu_chat", r"""【飞书 · Revenue & FO】
⟦PERSON|Grace Liu⟧ 09:12：今天 OTA overbooking 了 3 间，⟦PERSON|Tony⟧ 帮忙 walk 一下 guest 去 sister hotel
⟦PERSON|Tony Chen⟧ 09:15：ok，⟪room_number|1712⟫ 的 Mr. ⟦PERSON|Lee⟧ 已经 check-in 了，不能动；walk Ms ⟦PERSON|Kowalczyk⟧ 吧，她 booking ⟪booking_ref|BK-77120⟫，rate ⟪price|USD 210⟫
⟦PERSON|Grace Liu⟧ 09:16：她 profile 里写了 ⟦MEDICAL|severe peanut allergy⟧，告诉 sister hotel 的 F&B
⟦PERSON|Tony Chen⟧ 09:20：done. compensation 给她 ⟦AMOUNT|USD 150⟧ voucher + taxi
"""))

T(("airline_bilingual_complaint_email", r"""Subject: 投诉 / Complaint - lost wheelchair on ⟪flight_number|CX 251⟫

Dear Customer Relations / 尊敬的客服：
My mother ⟦PERSON|王桂芬⟧ (⟦PERSON|WANG GUIFEN⟧), passport ⟦PASSPORT|EA6620318⟧, flew ⟪date|18 Feb⟫ from London to Hong Kong.
她有⟦MEDICAL|严重的类风湿关节炎⟧，不能走远路，但是到港后轮椅丢失，她在 gate ⟪gate|E14⟫ 等了 90 分钟。
We spent ⟦AMOUNT|HK$880⟧ on a replacement wheelchair rental. Receipt ⟪invoice_number|HKR-55812⟫ attached.
请联系我：⟦PHONE|+44 7700 900331⟧ / ⟦EMAIL|li.na.wang@mail.example.co.uk⟧
Best regards, ⟦PERSON|Li Na⟧
"""))

T(("telecom_roaming_chat_wechat", r"""[微信] ⟦PERSON|小陈⟧: 我到 Tokyo 了，手机没信号 😭
[微信] ⟦PERSON|Alan⟧: 你开 roaming 没？⟪org_name|华信通信⟫ 要先开国际漫游，日包⟪price|¥25/天⟫
[微信] ⟦PERSON|小陈⟧: 开了，但是它让我输 PIN，我 SIM 卡 PIN 是 ⟦PASSWORD|4 4 8 1⟧ 吧？输错两次了
[微信] ⟦PERSON|Alan⟧: 别再试了!! 第三次就锁了，要 PUK。打客服，报你身份证后四位 ⟪id_tail|0916⟫ 就行
"""))

T(("car_rental_bilingual_form", r"""CAR RENTAL AGREEMENT 租车协议   No. ⟪order_id|SIN-RC-260222-019⟫
Hirer 租车人: ⟦PERSON|TAN Wei Ming⟧ ⟦PERSON|陈伟明⟧
NRIC: ⟦NATIONAL_ID|$nric1⟧
Address 地址: ⟦ADDRESS|Blk 221 Ang Mo Kio Ave 1, #12-334, Singapore 560221⟧
Mobile 手机: ⟦PHONE|+65 8123 4471⟧
Vehicle: Honda Vezel, daily ⟪price|S$118⟫, CDW ⟪price|S$25⟫/day
Security deposit 押金: ⟦AMOUNT|S$500⟧ via card ⟦CARD|$card_visa8⟧
"""))

T(("garage_whatsapp_sg", r"""[22/02/26 10:14] ⟦PERSON|Ah Huat⟧ (workshop): boss ur car ready liao, total ⟦AMOUNT|$680⟧, brake disc + pads
[22/02/26 10:15] ⟦PERSON|Daniel Koh⟧: wah so ex. quote said ⟪price|$520⟫ leh
[22/02/26 10:16] ⟦PERSON|Ah Huat⟧ (workshop): the disc 也要换，already photo send u. can PayNow to UEN ⟪app_id|201812345K⟫
[22/02/26 10:20] ⟦PERSON|Daniel Koh⟧: ok paid ⟦AMOUNT|$680⟧. I come collect 3pm, my 老婆 ⟦PERSON|Rachel⟧ drive me
"""))

T(("gym_member_pt_assessment", r"""PT Assessment 体能评估  ⟪date|2026-02-18⟫   Club: ⟪place|Pure Fitness 铜锣湾⟫
Member: ⟦PERSON|Katie Ho⟧ ⟦PERSON|何嘉琪⟧
HKID: ⟦NATIONAL_ID|$hkid2⟧     DOB: ⟦DATE_OF_BIRTH|1989-11-04⟧
PAR-Q: ⟦MEDICAL|postpartum 6 months, diastasis recti⟧；⟦MEDICAL|產後腰痛⟧
Package: 24 sessions ⟪price|HK$14,400⟫ list, paid ⟦AMOUNT|HK$12,000⟧ (promo)
Trainer: Coach ⟦PERSON|Marcus⟧
"""))

T(("dating_app_bilingual_profile_report", r"""Report ⟪case_number|RPT-20260217-553⟫ · Reason: 涉嫌诈骗 / suspected scam
Reported user: "⟦PERSON|David Wong⟧" (claims UN doctor in Syria) · IP ⟦IP_ADDRESS|41.203.78.155⟧
Reporter: ⟦PERSON|林美玲⟧ (⟦EMAIL|meiling.lin@mail.example.tw⟧)
Excerpt 聊天记录:
 "Dear I need ⟦AMOUNT|US$3,500⟧ for my leave paper, 你先帮我转到这个 Bitcoin 地址 ⟪hash|bc1q9h6w4tq0k3v8x7ml2s5dyr6fn3ej0a8p4c2gzu⟫"
Moderator note: account ⟪account_ref|uid 40991827⟫ banned, similar to case ⟪case_number|RPT-20260102-118⟫.
"""))

T(("recruitment_cv_bilingual", r"""RESUME 个人简历
Name 姓名: ⟦PERSON|Kevin Zhao⟧ / ⟦PERSON|赵凯文⟧
Mobile: ⟦PHONE|+86 138 1748 2205⟧  Email: ⟦EMAIL|kevin.zhao.ops@mail.example.com⟧
Address: ⟦ADDRESS|上海市长宁区虹桥路1438号古北国际财富中心二期1903室⟧
Objective: Airport Ground Ops Manager, expected ⟦AMOUNT|RMB 45K/month⟧
2018-now  ⟪org_name|Swissport⟫ PVG, Duty Manager, current ⟦AMOUNT|RMB 38K/month⟧
Skills: AHM560, DCS (Altea ⟪version|v20.1⟫), 英语流利
"""))

T(("headhunter_teams_chat", r"""[Teams] ⟦PERSON|Sophie Brandt⟧ 14:02: candidate ⟦PERSON|赵凯文⟧ 的 offer 谈得怎么样？
[Teams] ⟦PERSON|Jenny Xu⟧ 14:05: client 给 ⟦AMOUNT|RMB 48K⟧ x 13, 他想要 15 薪。他爱人 ⟦MEDICAL|刚做完乳腺癌手术⟧，所以不想 relocate 到 Chengdu
[Teams] ⟦PERSON|Sophie Brandt⟧ 14:06: ok, 这个 health info 不要写进 ATS. our fee is ⟪price|20%⟫ of annual
[Teams] ⟦PERSON|Jenny Xu⟧ 14:07: 明白. ATS ticket ⟪ticket_id|ATS-22817⟫
"""))

T(("court_bilingual_summons_hk", r"""IN THE DISTRICT COURT OF THE HONG KONG SPECIAL ADMINISTRATIVE REGION 香港特別行政區區域法院
CIVIL ACTION NO. ⟪case_number|DCCJ 1187/2026⟫
BETWEEN ⟪org_name|Golden Harbour Car Rental Limited⟫ 金港租車有限公司  Plaintiff
AND ⟦PERSON|LAM Chi Keung⟧ 林志強 (HKID ⟦NATIONAL_ID|$hkid3⟧)  Defendant
Claim: unpaid rental and repair costs ⟦AMOUNT|HK$86,420⟧ plus interest.
Defendant's address: ⟦ADDRESS|Flat 12C, Block 3, Kornhill, 2 Hong Shing Street, Quarry Bay, Hong Kong⟧
"""))

T(("police_report_bilingual_tourist", r"""报案记录 Police Report   No. ⟪case_number|PR-SH-2026-02-1183⟫
Reporting person 报案人: ⟦PERSON|Lucas Ferreira⟧ (Brazilian), passport ⟦PASSPORT|FX447120⟧, CPF ⟦NATIONAL_ID|$cpf2⟧
Hotel 住址: ⟪org_name|外滩华尔道夫酒店⟫ room ⟪room_number|815⟫
事件: 在⟪place|南京东路步行街⟫被抢手机一部（iPhone 16，价值约⟦AMOUNT|¥8,999⟧）
Phone 联系电话: ⟦PHONE|+55 11 95555-0187⟧
接警民警: ⟦PERSON|徐警官⟧   Interpreter 翻译: ⟦PERSON|Ana 李⟧
"""))

T(("utility_bill_expat_email", r"""Hi Ms ⟦PERSON|Zhou⟧,

Your electricity account ⟪account_ref|0021-8841-770⟫ for ⟦ADDRESS|Unit 2204, 88 Century Avenue, Pudong, Shanghai⟧ shows 欠费 ⟦AMOUNT|¥1,037.20⟧.
请在 ⟪date|2月28日⟫ 前缴清. Current tariff 峰时 ⟪price|¥0.617/kWh⟫, 谷时 ⟪price|¥0.307/kWh⟫.
If you pay by bank transfer, reference your account number. Thanks!
Property Management - ⟦PERSON|Helen⟧
"""))

T(("clinical_trial_crf_bilingual", r"""CRF Page 3 - Concomitant Medications 合并用药   Protocol ⟪study_id|ONC-CN-207⟫   Site ⟪account_ref|012⟫
Subject ⟪study_id|012-0044⟫   Initials ⟦PERSON|H-Y-P⟧   DOB ⟦DATE_OF_BIRTH|1972-03-19⟧
| Drug 药名 | Dose | Indication 适应症 | Start |
| ⟦MEDICAL|Ondansetron 8 mg⟧ | bid | ⟦MEDICAL|化疗后恶心⟧ | ⟪date|2026-01-20⟫ |
| ⟦MEDICAL|恩替卡韦 0.5 mg⟧ | qd | ⟦MEDICAL|chronic hepatitis B⟧ | ⟪date|2019-05-01⟫ |
Monitor: ⟦PERSON|Rebecca Sun⟧  Query ⟪ticket_id|Q-3381⟫ open
"""))

T(("research_participant_sms", r"""【Sleep Study 睡眠研究】Hi ⟦PERSON|Xiaoyu⟧, reminder: 明晚 overnight PSG at ⟪place|Lab B, 5F⟫, check-in 20:30. 请勿饮用咖啡. Compensation ⟦AMOUNT|¥300⟧ 当晚支付. Reply 1 to confirm. Study ID ⟪study_id|SLP-118⟫
"""))

T(("ecommerce_seller_slack_crossborder", r"""#shopee-ops
⟦PERSON|Wendy Lim⟧: 这个 buyer ⟦PERSON|Nurul Aisyah⟧ 说 parcel ⟪tracking_number|SPXMY04418203127⟫ 没收到，地址 ⟦ADDRESS|No. 18, Jalan SS 2/75, 47300 Petaling Jaya, Selangor⟧
⟦PERSON|Ken⟧: courier 显示 delivered to locker ⟪place|PJ SS2 Locker 07⟫. pickup PIN ⟦PASSWORD|771930⟧ 发给她了吗
⟦PERSON|Wendy Lim⟧: 她说没收到 SMS. refund ⟦AMOUNT|RM 129.00⟧ 先给她吧, item RRP ⟪price|RM 149⟫
"""))

T(("parcel_locker_app_log", r"""2026-02-19 18:02:11.204 INFO  [locker-svc ⟪version|2.8.1⟫] deposit ok cabinet=⟪account_ref|HZ-BJ-0277⟫ slot=⟪room_number|A14⟫ waybill=⟪tracking_number|ZTO7730019284412⟫
2026-02-19 18:02:11.311 INFO  sms queued to ⟦PHONE|13958061174⟧ code=⟦PASSWORD|25186390⟧ tpl=⟪app_id|SMS_288410177⟫
2026-02-19 18:02:11.315 DEBUG aliyun sms AccessKeyId=⟦APIKEY|$aliyun_akid3⟧ secret=⟦SECRET|$aliyun_secret3⟧
2026-02-19 18:02:11.890 WARN  courier app from ⟦IP_ADDRESS|36.112.44.201⟧ courier=⟦PERSON|王师傅⟧ retry=1
"""))

T(("marketplace_api_python", r"""# seller_sync.py  同步 Shopify 库存到天猫
import os, requests

SHOPIFY_TOKEN = os.getenv("SHOPIFY_TOKEN", "⟦APIKEY|$shopify_at2⟧")  # 临时, ⟦PERSON|Jason⟧ 说下周轮换
TMALL_APP_KEY = "⟪app_id|34417720⟫"
TMALL_APP_SECRET = "⟦SECRET|$hex641⟧"
OPENAI_KEY = "⟦APIKEY|$openai1⟧"  # 用来生成商品描述

def sync(sku: str):
    r = requests.get(f"https://tallpines.myshopify.com/admin/api/⟪version|2025-10⟫/products.json?sku={sku}",
                     headers={"X-Shopify-Access-Token": SHOPIFY_TOKEN}, timeout=10)
    return r.json()
"""))

T(("k8s_configmap_cn_comments", r"""apiVersion: v1
kind: Secret
metadata:
  name: booking-engine   # 酒店预订引擎
  namespace: prod
stringData:
  # 第三方渠道 API
  CTRIP_PARTNER_ID: "⟪app_id|PTN-880127⟫"
  CTRIP_SIGN_KEY: "⟦SECRET|$generic_secret2⟧"
  SLACK_BOT_TOKEN: "⟦APIKEY|$slack_bot1⟧"
  GRAFANA_SA_TOKEN: "⟦APIKEY|$grafana1⟧"
  PG_DSN: "postgresql://booking:⟦SECRET|Bk#Pg2026-sh⟧@⟦IP_ADDRESS|10.200.1.12⟧:⟪port|5432⟫/booking"
  # 监控测试地址 ⟪doc_ip|192.0.2.10⟫
"""))

T(("terraform_alicloud_cn", r"""# main.tf —— 会员数据迁移到阿里云
provider "alicloud" {
  access_key = "⟦APIKEY|$aliyun_akid4⟧"   # TODO 改成 env，⟦PERSON|刘洋⟧
  secret_key = "⟦SECRET|$aliyun_secret4⟧"
  region     = "cn-hangzhou"
}

resource "alicloud_db_instance" "member" {
  engine         = "MySQL"
  engine_version = "⟪version|8.0⟫"
  instance_type  = "mysql.n2.medium.1"
  security_ips   = ["⟦IP_ADDRESS|47.96.118.20⟧", "⟪cidr|10.0.0.0/8⟫"]
}
"""))

T(("github_issue_leaked_token", r"""Issue #⟪ticket_id|2291⟫: 🚨 CI log 泄露了 token
@⟦PERSON|xu-jiayi⟧ opened this issue · 3 comments

在 Actions run ⟪build_number|#8812⟫ 的 log 里看到:
```
GH_TOKEN=⟦APIKEY|$github_pat1⟧
ANTHROPIC_API_KEY=⟦APIKEY|$anthropic2⟧
```
请尽快 revoke。commit ⟪commit_sha|a91f0c3⟫ 把 `set -x` 打开了。
@⟦PERSON|dkowalczyk⟧ can you rotate? thx
"""))

T(("git_diff_cn_config", r"""diff --git a/config/notify.yaml b/config/notify.yaml
index ⟪commit_sha|3c4e1a2⟫..⟪commit_sha|9b7d0f5⟫ 100644
--- a/config/notify.yaml
+++ b/config/notify.yaml
@@ -1,6 +1,6 @@
 notify:
-  feishu_webhook: ⟦SECRET|$feishu_webhook2⟧
+  feishu_webhook: ${FEISHU_WEBHOOK}   # 从 Vault 读取
   sendgrid_key: ⟦APIKEY|$sendgrid2⟧
   twilio_api_key: ⟦APIKEY|$twilio_sk1⟧
   twilio_api_secret: ⟦SECRET|$twilio_token2⟧
   oncall: ⟦PERSON|zhangmin⟧
"""))

T(("ssh_private_key_paste_chat", r"""⟦PERSON|阿伟⟧ 23:41: 服务器进不去了，把 deploy key 发你
⟦PERSON|阿伟⟧ 23:41:
⟦SECRET|$pem1⟧
⟦PERSON|Zoe Tang⟧ 23:43: ⚠️ 别在群里发 private key!! 我去 rotate. 跳板机是 ⟦IP_ADDRESS|121.40.88.17⟧ 吧?
⟦PERSON|阿伟⟧ 23:44: 对, port ⟪port|2222⟫. sorry sorry
"""))

T(("totp_seed_onboarding_doc", r"""# 运维 onboarding (⟪version|v5⟫)
1. 安装 Google Authenticator
2. 手动输入 seed（不要截图！）: ⟦SECRET|$totp1⟧ , account: ⟦EMAIL|ops-oncall@lakeview.example.cn⟧
3. VPN 地址 vpn.lakeview.example.cn:⟪port|443⟫，测试用 ⟪doc_ip|203.0.113.77⟫ 不要连
4. 临时密码 ⟦PASSWORD|Lv!Temp#0219⟧，首次登录后改
有问题找 ⟦PERSON|Kelvin⟧
"""))

T(("hotel_invoice_en_cn", r"""INVOICE 发票   No. ⟪invoice_number|INV-HK-2026-00412⟫       Date 日期: ⟪date|2026-02-21⟫
Guest 客人: Mr ⟦PERSON|Park Ji-hoon⟧
Resident Registration No. (for Korean tax refund): ⟦NATIONAL_ID|$rrn1⟧
Room 房间: ⟪room_number|1902⟫  3 nights @ ⟪price|HK$1,580⟫
Spa 水疗: ⟪price|HK$980⟫
Total charged 合计: ⟦AMOUNT|HK$5,720⟧   Paid by ⟪masked_card|AMEX ***-1003⟫
"""))

T(("airline_mrz_checkin_log", r"""[checkin-kiosk ⟪version|4.0.3⟫] 2026-02-22 06:41:09 MRZ scanned:
P<POLNOWAK<<⟦PERSON|ANNA⟧<<⟦PERSON|MARIA⟧<<<<<<<<<<<<<<<<<<<<<<<<<
EY77410298POL8503172F301115885031720608<48
[checkin-kiosk] parsed: doc=⟦PASSPORT|EY7741029⟧ pn=⟦NATIONAL_ID|$pesel1⟧ exp=⟪date|2030-11-15⟫
[checkin-kiosk] 旅客 ⟦PERSON|NOWAK/ANNA MARIA⟧ 航班 ⟪flight_number|LO 094⟫ 座位 ⟪seat|22A⟫ 行李 1件
[checkin-kiosk] APIS 发送 OK ⟪hash|sha1:6d2f0b8e⟫
"""))

T(("immigration_bilingual_form", r"""APPLICATION FOR RESIDENCE PERMIT 居留许可申请表
Surname 姓: ⟦PERSON|GARCÍA⟧   Given names 名: ⟦PERSON|Lucía Isabel⟧
Nationality 国籍: ESP   DNI: ⟦NATIONAL_ID|$dni1⟧
Passport No. 护照号: ⟦PASSPORT|PAB441902⟧
Date of birth 出生日期: ⟦DATE_OF_BIRTH|1992-07-08⟧
Address in China 在华住址: ⟦ADDRESS|北京市朝阳区三里屯路19号院1号楼1802⟧
Employer 工作单位: ⟪org_name|北京国际学校⟫   Fee 费用: ⟪price|¥800⟫
"""))

T(("bank_transfer_crossborder", r"""跨境汇款申请书 CROSS-BORDER REMITTANCE
汇款人 Remitter: ⟦PERSON|马晓丹⟧  身份证 ⟦IDCARD|$cnid21⟧
收款人 Beneficiary: ⟦PERSON|Hans Müller⟧, ⟦ADDRESS|Lindenstraße 42, 10969 Berlin, Germany⟧
收款账号 IBAN: ⟦IBAN|$iban_de2⟧   SWIFT: ⟪app_id|COBADEFFXXX⟫
汇款金额 Amount: ⟦AMOUNT|EUR 12,500.00⟧   用途: 留学学费 tuition
手续费 Fee: ⟪price|¥150⟫ + 电报费 ⟪price|¥80⟫
"""))

T(("pharmacy_leaflet_bilingual", r"""Flu Season 流感季用药指南
⟪health_info|Influenza usually causes fever, cough and body aches for 3-7 days.⟫
⟪health_info|流感高危人群包括65岁以上老人、孕妇和慢性病患者。⟫
推荐 OTC:
 - ⟪drug_ad|Panadol 扑热息痛 500mg ×20 片 HK$32⟫
 - ⟪drug_ad|Oseltamivir 奥司他韦 需处方 (prescription only)⟫
Flu vaccine 流感疫苗 ⟪price|HK$260⟫/dose at all branches until ⟪date|31 Mar⟫.
"""))

T(("gym_price_list_bilingual", r"""IRONLINE 铁线健身 Price List 价目表 (from ⟪date|1 Mar 2026⟫)
Monthly 月卡 ............ ⟪price|¥499⟫
Annual 年卡 ............. ⟪price|¥3,980⟫
PT 10 sessions 私教10节 .. ⟪price|¥3,200⟫
Locker rental 储物柜 ..... ⟪price|¥50/月⟫
Student 学生 ⟪price|8折⟫ with valid ID. 咨询 Enquiries: ⟦PERSON|Coco⟧ @ front desk. Promo code SPRING26 (SKU ⟪sku|IRL-A-2026⟫)
"""))

T(("water_utility_app_review", r"""App Store review ★☆☆☆☆ "水务 App 太难用了" — by ⟦PERSON|Michelle_Tsai⟧
更新到 ⟪version|3.4.0⟫ 之后 login 一直 fail, 客服让我把密码 ⟦PASSWORD|Tsai0815!!⟧ 发给他们?? 这不是 phishing 吗
户号 ⟪account_ref|7720018842⟫ 的账单 ⟦AMOUNT|NT$1,286⟧ 也显示不出来
Developer Response: ⟦PERSON|Michelle⟧ 您好，我们绝不会索取密码，请立即修改。Ticket ⟪ticket_id|APP-11820⟫
"""))

T(("energy_smart_meter_alert_email", r"""Subject: [ALERT] 异常用电 abnormal consumption - meter ⟪meter_number|SM-88-4410712⟫

Dear Mr ⟦PERSON|Ng⟧ / ⟦PERSON|吴先生⟧,
Your smart meter at ⟦ADDRESS|Flat 8D, Tower 2, Grand Waterfront, 38 San Ma Tau Street, To Kwa Wan, Kowloon⟧ recorded 96 kWh on ⟪date|19 Feb⟫,
about 4x your daily average. 如果家中无人，请检查电器。Estimated bill impact ⟦AMOUNT|HK$118⟧.
Standard rate ⟪price|HK$1.39/kWh⟫. Manage alerts at app ⟪version|v2.2⟫.
"""))

T(("clinical_trial_payment_wechat", r"""【微信群 · ONC-CN-207 CRC】
⟦PERSON|小叶⟧: 012-0044 这次访视的交通补贴 ⟦AMOUNT|¥200⟧ 发了吗？患者 ⟦PERSON|黄阿姨⟧ 问了
⟦PERSON|Rebecca Sun⟧: 还没，finance 说 bank card 号不对，要重新提供
⟦PERSON|小叶⟧: 她家属给的卡号是 ⟦CARD|$card_mc6⟧，是 Mastercard 能收吗
⟦PERSON|Rebecca Sun⟧: 可以。另外她这次 ⟦MEDICAL|neutropenia grade 3⟧，已经报 AE ⟪ticket_id|AE-0118⟫ 了
"""))

T(("research_data_request_email", r"""Subject: Data access request - ⟪study_id|SSW-2025⟫ dataset

Dear Data Access Committee,
I am Dr ⟦PERSON|Wu Hao⟧ (⟦PERSON|吴昊⟧), postdoc at ⟪org_name|Fudan University⟫. I request the de-identified actigraphy dataset ⟪version|v2.1⟫.
I confirm we will not attempt re-identification. Contact: ⟦EMAIL|wuhao.sleep@fudan.example.edu.cn⟧, ⟦PHONE|+86 21 5466 0193⟧.
Data access fee ⟪price|£0⟫ for academic use. DOI ⟪app_id|10.5281/zenodo.1184320⟫
"""))

T(("sshd_log_cn_bastion", r"""Feb 21 02:11:08 jump-bj-01 sshd[⟪build_number|91822⟫]: Accepted password for ⟦PERSON|lijun⟧ from ⟦IP_ADDRESS|114.247.50.2⟧ port ⟪port|50312⟫ ssh2
Feb 21 02:11:09 jump-bj-01 sshd[⟪build_number|91822⟫]: pam_unix(sshd:session): session opened for user ⟦PERSON|lijun⟧ by (uid=0)
Feb 21 02:13:40 jump-bj-01 sudo: ⟦PERSON|lijun⟧ : TTY=pts/0 ; PWD=/home/⟦PERSON|lijun⟧ ; USER=root ; COMMAND=/bin/cat /etc/shadow
Feb 21 02:14:02 jump-bj-01 auditd: 告警: 非工作时间读取 /etc/shadow, 来源 ⟦IP_ADDRESS|fd12:3456:789a:1::25⟧
"""))

T(("ci_pipeline_log_cn", r"""[2026-02-20 11:02:41] ▶ Step 4/9 : 构建镜像 registry.cn-hangzhou.aliyuncs.com/lakeview/api:⟪version|1.33.0⟫
[2026-02-20 11:02:41] + docker login -u ⟦EMAIL|deploy@lakeview.example.cn⟧ -p ⟦PASSWORD|Dock3r#LV2026⟧ registry.cn-hangzhou.aliyuncs.com
[2026-02-20 11:02:43] WARNING! Using --password via the CLI is insecure.
[2026-02-20 11:03:10] ▶ Step 5/9 : 上传 sourcemap, SENTRY_AUTH_DSN=⟦APIKEY|$sentry_dsn3⟧
[2026-02-20 11:03:12] ✔ build ⟪build_number|#4471⟫ finished in 31s, image digest ⟪hash|sha256:9c1f3e0a7b2d⟫
"""))

T(("vault_token_runbook", r"""## Runbook: 证书续期 cert renewal (owner: ⟦PERSON|Ethan Guo⟧)
export VAULT_ADDR=https://vault.lakeview.example.cn:⟪port|8200⟫
export VAULT_TOKEN=⟦APIKEY|$vault1⟧   # 这是 root token!! 用完 revoke
vault write pki/issue/web common_name=booking.lakeview.example.cn ttl=⟪version|720h⟫
export CF_API_TOKEN=⟦APIKEY|$cloudflare1⟧   # DNS-01 challenge
Cloudflare zone id: ⟪app_id|3a7f9c21e04b4d8e9f1a2b3c4d5e6f70⟫
"""))

T(("notion_linear_integration", r"""// integrations/sync.ts  把客服工单同步到 Linear + Notion
const NOTION_TOKEN = "⟦APIKEY|$notion1⟧";
const LINEAR_KEY = "⟦APIKEY|$linear1⟧";
const NOTION_DB = "⟪app_id|8f21c7a04e9b4d2c9a51e3f07b6d8c12⟫"; // 工单数据库, public id
const POSTMAN_KEY = "⟦APIKEY|$postman1⟧"; // 只用于本地 mock, ⟦PERSON|cherry.wu⟧ 加的
export const VERSION = "⟪version|0.4.0⟫";
"""))

T(("atlassian_jira_script", r"""#!/bin/bash
# 自动创建 Jira 工单: 酒店 PMS 宕机
JIRA_USER="⟦EMAIL|it-bot@harbourlights.example.com⟧"
JIRA_TOKEN="⟦APIKEY|$atlassian1⟧"
curl -s -u "$JIRA_USER:$JIRA_TOKEN" -X POST -H "Content-Type: application/json" \
  https://harbourlights.atlassian.net/rest/api/3/issue \
  -d '{"fields":{"project":{"key":"OPS"},"summary":"PMS down 宕机","assignee":{"id":"⟪app_id|5b10ac8d82e05b22cc7d4ef5⟫"}}}'
# escalate to ⟦PERSON|Ines⟧ if > 15 min
"""))

T(("mapbox_fleet_map_config", r"""# fleet-map/config.yaml  车队实时地图
mapbox:
  public_token: "⟪app_id|pk.eyJ1IjoiZHJpdmVvbiIsImEiOiJjbHQ0eDl6In0.Qx7Lm2Np⟫"
  secret_token: "⟦APIKEY|$mapbox_sk1⟧"   # 只在服务端用
gps_gateway:
  host: ⟦IP_ADDRESS|10.77.0.40⟧
  port: ⟪port|5023⟫
  # 测试车机 ⟪doc_ip|2001:db8:44::17⟫
alerts:
  webhook: "⟦SECRET|$slack_webhook1⟧"
"""))

T(("azure_blob_python_cn", r"""# upload_scans.py  上传护照扫描件到 Azure Blob (酒店 GDPR 要求 30 天删除)
from azure.storage.blob import BlobServiceClient

CONN = ("DefaultEndpointsProtocol=https;AccountName=hlhscans;"
        "AccountKey=⟦SECRET|$azure_storage2⟧;EndpointSuffix=core.windows.net")
svc = BlobServiceClient.from_connection_string(CONN)
svc.get_container_client("passports").upload_blob("⟪uuid|0d6c9b2e-41f7-4a08-b3e5-97c2d1e8f604⟫.jpg", open("scan.jpg", "rb"))
# 负责人 ⟦PERSON|Oskar⟧，client secret 在 key vault: ⟦SECRET|$azure_client_secret2⟧ (临时)
"""))

T(("gym_member_line_chat", r"""[LINE] ⟦PERSON|Yuki⟧: 明天 yoga class 幾點？
[LINE] Coach ⟦PERSON|Amber⟧: 7pm 喔，記得帶 mat
[LINE] ⟦PERSON|Yuki⟧: OK! 我這週 ⟦MEDICAL|生理期 cramps⟧ 很嚴重，可以做輕一點的嗎
[LINE] Coach ⟦PERSON|Amber⟧: 沒問題 💪 另外你的月費 ⟦AMOUNT|NT$1,399⟧ 這個月還沒扣款成功，卡號要更新一下
[LINE] ⟦PERSON|Yuki⟧: 新卡是 ⟦CARD|$card_jcb1⟧，到期 ⟪card_expiry|12/30⟫，背面 ⟦CVV|771⟧
"""))

T(("hotel_review_reply_tripadvisor", r"""Review by ⟦PERSON|Sandra K.⟧ ★★☆☆☆ "Great view, terrible service" — stayed ⟪date|Feb 2026⟫
"...my husband ⟦PERSON|Pete⟧ has ⟦MEDICAL|celiac disease⟧ and the kitchen still served him bread twice..."
Management response: Dear ⟦PERSON|Sandra⟧, 非常抱歉. Our chef ⟦PERSON|Wong⟧ has reviewed the gluten-free protocol.
Room rates from ⟪price|¥1,288⟫ · Ranked ⟪account_ref|#12 of 840⟫ hotels in ⟪place|Sanya⟫
"""))

T(("parcel_customs_declaration", r"""CN23 CUSTOMS DECLARATION 报关单    Item ⟪tracking_number|LX441820937CN⟫
Sender 寄件人: ⟦PERSON|方芳⟧, ⟦ADDRESS|福建省厦门市思明区湖滨南路388号国贸大厦1206⟧, ⟦PHONE|+86 592 5160 482⟧
Addressee 收件人: ⟦PERSON|Fang Liu-Sørensen⟧, ⟦ADDRESS|Nørrebrogade 112, 3. tv, 2200 København N, Denmark⟧
Contents: tea 茶叶 ⟪price|USD 45⟫; prescription meds for recipient: ⟦MEDICAL|Levothyroxine 50 mcg × 90⟧
Postage ⟪price|¥268⟫
"""))

T(("us_tax_wechat_chat", r"""[微信] ⟦PERSON|Amy 姐⟧: 你的 W-2 收到了吗？Employer 是 ⟪org_name|Hilton Garden Inn⟫ 那个
[微信] ⟦PERSON|小潘⟧: 收到了，SSN 是 ⟦SSN|$ssn9⟧，wages ⟦AMOUNT|$31,204⟧
[微信] ⟦PERSON|Amy 姐⟧: ok 我帮你填 1040，TurboTax 要 ⟪price|$89⟫，我免费帮你弄 😂
[微信] ⟦PERSON|小潘⟧: 谢谢姐！我生日是 ⟦DATE_OF_BIRTH|3/22/1998⟧，地址还是 ⟦ADDRESS|55 Jay St, Apt 9C, Brooklyn, NY 11201⟧
"""))

T(("slack_bot_github_aws_config", r"""# .github/workflows/deploy.yml  (酒店预订 API)
env:
  AWS_ACCESS_KEY_ID: ⟦APIKEY|$aws_akid2⟧
  AWS_SECRET_ACCESS_KEY: ⟦SECRET|$aws_secret2⟧   # 应该用 OIDC, ⟦PERSON|Tony Chen⟧ 说先这样
  GH_PAT: ⟦APIKEY|$github_fg1⟧
  SLACK_WEBHOOK: ⟦SECRET|$slack_webhook2⟧
  AWS_REGION: ap-east-1
  APP_VERSION: ⟪version|2026.2.24⟫
# runner: self-hosted ⟦IP_ADDRESS|10.44.9.30⟧
"""))
