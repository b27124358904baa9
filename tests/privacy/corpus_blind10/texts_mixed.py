# Mixed Chinese/English texts for corpus_blind10, written by hand one at a time.
# Markup: ⟦TYPE|value⟧ = span to detect, ⟪kind|value⟫ = decoy; `$name` = values.VALUES[name].
TEXTS = [

("spring_yaml_config", """# 文件存储配置 —— 生产环境，勿提交到公开仓库！by ⟦PERSON|胡建新⟧ ⟪date|2025-10-12⟫
aliyun:
  oss:
    endpoint: oss-cn-hangzhou.aliyuncs.com
    bucket: ⟪resource_name|yunzhan-prod-assets⟫
    access-key-id: ⟦APIKEY|$ali_akid1⟧
    access-key-secret: ⟦SECRET|$ali_secret1⟧
  sms:
    sign-name: 云栈科技
    template-code: ⟪template_id|SMS_298310045⟫   # 验证码模板
spring:
  datasource:
    url: jdbc:mysql://⟦IP_ADDRESS|172.19.3.40⟧:⟪port|3306⟫/yunzhan?useSSL=false&characterEncoding=utf8
    username: yz_app
    password: ⟦PASSWORD|Yz#Mysql2025!⟧"""),

("python_sdk_script", """# -*- coding: utf-8 -*-
# 腾讯云短信发送脚本（临时）—— ⟦PERSON|老周⟧ 写的，后面要改成从环境变量读
from tencentcloud.common import credential
from tencentcloud.sms.v20210111 import sms_client, models

cred = credential.Credential("⟦APIKEY|$tencent_akid1⟧", "⟦SECRET|$tencent_secret1⟧")
client = sms_client.SmsClient(cred, "⟪region|ap-guangzhou⟫")

req = models.SendSmsRequest()
req.SmsSdkAppId = "⟪app_id|1400782215⟫"
req.SignName = "云栈科技"
req.TemplateId = "⟪template_id|1918274⟫"
req.PhoneNumberSet = ["⟦PHONE|+8613817294406⟧"]   # 测试号码：产品经理 ⟦PERSON|姜雯⟧ 的手机
req.TemplateParamSet = ["⟪otp_code|482193⟫", "5"]     # 验证码, 有效分钟
resp = client.SendSms(req)
print(resp.to_json_string(indent=2))"""),

("miniprogram_config", """{
  "_comment": "小程序 & 微信支付 配置（生产）—— 负责人 ⟦PERSON|Kevin Zhao⟧ (⟦PERSON|赵凯文⟧)",
  "wechat": {
    "appid": "⟪app_id|$wechat_appid1⟫",
    "appsecret": "⟦SECRET|$wechat_secret1⟧"
  },
  "wxpay": {
    "mch_id": "⟪app_id|1634829104⟫",
    "api_v3_key": "⟦SECRET|$wechat_mch_key1⟧",
    "cert_serial_no": "⟪hash|5F2A81C0E4B79D3361A0F7C2B4E9D18A3C6F0B27⟫",
    "notify_url": "https://pay.yunzhan.example/api/wxpay/notify"
  },
  "version": "⟪version|2.4.1⟫"
}"""),

("python_alert_bot", r"""import time, hmac, hashlib, base64, urllib.parse, requests

# 钉钉群机器人：线上告警（加签模式）
WEBHOOK = "⟦SECRET|$dingtalk_robot1⟧"
SECRET = "⟦SECRET|$dingtalk_sign1⟧"


def send(msg: str):
    ts = str(round(time.time() * 1000))
    sign = base64.b64encode(hmac.new(SECRET.encode(), f"{ts}\n{SECRET}".encode(), hashlib.sha256).digest())
    url = f"{WEBHOOK}&timestamp={ts}&sign={urllib.parse.quote_plus(sign)}"
    requests.post(url, json={"msgtype": "text", "text": {"content": msg},
                             "at": {"atMobiles": ["⟦PHONE|15921873306⟧"]}})


send("【P1告警】订单服务 ⟦IP_ADDRESS|10.8.12.31⟧:⟪port|8080⟫ 5xx 比例 12%，值班：⟦PERSON|钱博⟧")"""),

("env_file", """# 飞书机器人 —— 周报自动推送（⟪date|2025-09⟫ 上线）
FEISHU_APP_ID=⟪app_id|$feishu_appid1⟫
FEISHU_APP_SECRET=⟦SECRET|$feishu_secret1⟧
FEISHU_WEBHOOK=⟦SECRET|$feishu_hook1⟧
FEISHU_CHAT_ID=⟪chat_id|oc_5d2f8a61c04b9e7f31a2d6c8b0e4f719⟫
REPORT_CRON="0 18 * * 5"
REPORT_OWNER=⟦PERSON|yangxiaoyu⟧   # ⟦PERSON|杨晓雨⟧"""),

("feishu_chat", """[飞书] 海外支付项目群
⟦PERSON|Leo Wang⟧ ⟪timestamp|14:02⟫  Stripe 的 live key 我先贴这儿，⟦PERSON|Jenny⟧ 你配一下 prod 那个环境
⟦PERSON|Leo Wang⟧ 14:02  sk: ⟦APIKEY|$stripe_sk2⟧
⟦PERSON|Leo Wang⟧ 14:03  pk: ⟪app_id|$stripe_pk2⟫
⟦PERSON|Jenny 刘⟧ 14:05  收到。webhook secret 也要吧？
⟦PERSON|Leo Wang⟧ 14:06  ⟦SECRET|$stripe_whsec2⟧ ，配完我就 rotate，别转发哈
⟦PERSON|Jenny 刘⟧ 14:20  done ✅ 用公司测试卡跑了一笔 ⟪price|$1.00⟫ 的 charge，成功，已退款"""),

("wecom_chat", """企业微信 · 数据组
⟦PERSON|小唐⟧ ⟪timestamp|09:31⟫: @⟦PERSON|Ray⟧ 新同事 ⟦PERSON|Abby⟧ 要 read-only 的 BI 库账号
⟦PERSON|Ray⟧ ⟦PERSON|李睿⟧ 09:35: host ⟦IP_ADDRESS|172.20.1.18⟧ port ⟪port|5432⟫ db bi_report
⟦PERSON|Ray⟧ ⟦PERSON|李睿⟧ 09:35: user: bi_readonly_07  pwd: ⟦PASSWORD|Rd0nly!Abby2025⟧
⟦PERSON|Ray⟧ ⟦PERSON|李睿⟧ 09:36: 只能连 VPN 后访问，IP 白名单 ⟪cidr|10.200.0.0/16⟫
⟦PERSON|Abby⟧ 09:40: 谢谢 ⟦PERSON|Ray⟧！连上了"""),

("monitoring_alert", """【告警触发】[P2] 磁盘使用率过高
告警对象：⟪hostname|mysql-prod-02⟫ (⟦IP_ADDRESS|10.12.5.22⟧)
当前值：91.3%  阈值：85%
触发时间：⟪timestamp|2025-10-14 03:17:42⟫
持续时间：15m
负责人：@⟦PERSON|孟凡宇⟧ (⟦PERSON|mengfanyu⟧)  备份负责人：@⟦PERSON|Alice Chen⟧
Runbook: https://wiki.internal.example/ops/disk-full
Silence: http://⟪doc_ip|192.0.2.50⟫:⟪port|9093⟫/#/silences/new?filter=%7Binstance%3D%2210.12.5.22%3A9100%22%7D"""),

("k8s_configmap", """apiVersion: v1
kind: ConfigMap   # ⚠️ 注意：这里不该放密钥，应该用 Secret！
metadata:
  name: obs-uploader
  namespace: data-platform
data:
  OBS_ENDPOINT: "obs.⟪region|cn-north-4⟫.myhuaweicloud.com"
  HUAWEI_AK: "⟦APIKEY|$huawei_ak1⟧"
  HUAWEI_SK: "⟦SECRET|$huawei_sk1⟧"
  UPLOAD_NOTIFY: "⟦EMAIL|dataops@yunzhan.example⟧"
  MAINTAINER: "⟦PERSON|石磊⟧ <⟦EMAIL|shilei@yunzhan.example⟧>"
  IMAGE_TAG: "⟪version|v0.9.3⟫\""""),

("git_commit", """commit ⟪hash|5c7a9e21b04d3f8862e1a0c9b7d45f3e2a18c60b⟫
Author: ⟦PERSON|邱天⟧ <⟦EMAIL|qiutian@yunzhan.example⟧>
Date:   ⟪timestamp|Sun Oct 12 23:08:51 2025 +0800⟫

    fix: 移除硬编码的七牛云密钥，改为读取环境变量（密钥已在控制台禁用）

diff --git a/utils/upload.js b/utils/upload.js
@@ -3,8 +3,8 @@
-const accessKey = '⟦APIKEY|$qiniu_ak1⟧';
-const secretKey = '⟦SECRET|$qiniu_ak2⟧';
+const accessKey = process.env.QINIU_AK;
+const secretKey = process.env.QINIU_SK;
 const bucket = '⟪resource_name|yz-static⟫';"""),

("notebook", """In [1]: import os, pandas as pd
In [2]: # 先临时写死，跑完实验就删 —— ⟦PERSON|小宋⟧
        os.environ["OPENAI_API_KEY"] = "⟦APIKEY|$openai2⟧"
        os.environ["ANTHROPIC_API_KEY"] = "⟦APIKEY|$anthropic2⟧"
In [3]: df = pd.read_csv("用户反馈_2025Q3.csv")   # 含手机号，别外传
        df.head(2)
Out[3]:
      用户ID        昵称          手机号          反馈
0  ⟪record_id|u_1029311⟫   ⟪username|快乐小熊⟫    ⟦PHONE|13922018473⟧    APP 闪退，iOS ⟪version|18.0.1⟫
1  ⟪record_id|u_1029377⟫   ⟦PERSON|王建平⟧      ⟦PHONE|18680047721⟧    退款太慢了！！"""),

("bilingual_gov_form", """香港特別行政區政府 入境事務處 / Immigration Department
更改地址通知 Notification of Change of Address (⟪form_id|ID 91⟫)
姓名 Name: ⟦PERSON|馮子謙⟧ ⟦PERSON|FUNG Tsz Him⟧
香港身份證號碼 HKID No.: ⟦NATIONAL_ID|$hk_hkid4⟧
新住址 New Address: ⟦ADDRESS|香港島鰂魚涌英皇道1060號康怡花園L座15樓7室⟧ / ⟦ADDRESS|Flat 7, 15/F, Block L, Kornhill Gardens, 1060 King's Road, Quarry Bay, Hong Kong⟧
聯絡電話 Tel: ⟦PHONE|9876 1024⟧
生效日期 Effective date: ⟪date|01/10/2025⟫"""),

("discharge_summary", """Discharge Summary 出院摘要 — ⟪org_name|Orchard Mercy Hospital⟫
Patient 病人: ⟦PERSON|ZHOU Xinyi⟧ ⟦PERSON|周欣怡⟧   FIN: ⟦NATIONAL_ID|$sg_fin1⟧
DOB 出生日期: ⟦DATE_OF_BIRTH|14/06/1995⟧   Ward 病房: ⟪room_number|7B-12⟫
Diagnosis 诊断: ⟦MEDICAL|Dengue fever with warning signs⟧ ⟦MEDICAL|登革热（伴预警症状）⟧
Treatment: ⟦MEDICAL|IV fluids⟧, ⟦MEDICAL|paracetamol 1g QID PRN⟧
Follow-up: Dr. ⟦PERSON|Rajesh Kumar⟧, ⟪timestamp|17/10/2025 09:00⟫, Clinic B
Bill: ⟦AMOUNT|S$4,812.30⟧ (MediShield Life claim submitted; patient payable ⟦AMOUNT|S$1,026.00⟧)"""),

("wechat_group_chat", """微信 · 留学生互助群（⟪place|Columbus⟫）
⟦PERSON|Eric 张⟧：求助！我刚拿到 SSN 卡，学校 payroll 让填 ⟪form_id|W-4⟫，SSN 那栏直接写 ⟦SSN|$ssn4⟧ 这种格式吗？
⟦PERSON|Coco⟧：对，带横杠就行。别发群里啊哥😂
⟦PERSON|Eric 张⟧：啊啊啊手快了，撤回不了了
⟦PERSON|Coco⟧：没事，赶紧去 my Social Security 开个账户锁一下。EAD 卡号也别发
⟦PERSON|Eric 张⟧：好…时薪 ⟦AMOUNT|$16.50⟧ 的 TA 工作⟪date|下周一⟫开始"""),

("bank_email", """Subject: Account Opening – Documents Received / 开户资料确认

Dear Ms. ⟦PERSON|Xu Lanfang⟧ (⟦PERSON|许兰芳⟧),

We have received your application for a checking account at our ⟪place|Flushing – Main St⟫ branch.
SSN: ⟦SSN|$ssn5⟧   Date of birth: ⟦DATE_OF_BIRTH|03/27/1972⟧
Address: ⟦ADDRESS|41-25 Kissena Blvd Apt 6F, Flushing, NY 11355⟧
Phone: ⟦PHONE|(718) 555-0164⟧
Opening deposit: ⟦AMOUNT|$2,500.00⟧ (cashier's check ⟪check_no|#004471⟫)

如需中文服务，请回复本邮件注明"中文"，我们会安排中文专员联系您。

Relationship Banker: ⟦PERSON|Kevin Ortiz⟧"""),

("social_post", """小红书 · 留学生报税攻略｜第一次报税踩的坑😭
1️⃣ W-2 上的 SSN 只显示 ⟪masked_id|XXX-XX-6631⟫，别慌，是正常的
2️⃣ 我去年 TA 收入 ⟦AMOUNT|$21,480⟧，联邦退税退了 ⟦AMOUNT|$1,132⟧ 💰
3️⃣ 中美税收协定 Article 20(c) 可以免 ⟪price|$5,000⟫ —— 用软件填 ⟪form_id|8843⟫ + ⟪form_id|1040-NR⟫
有问题评论区问我～ @⟦PERSON|Tina⟧在纽约读书
#留学生报税 #F1签证  ⟪date|2025-03-02⟫"""),

("student_email", """Subject: 关于 Sperrkonto 和 Anmeldung 的问题 / Question on blocked account

Hallo Frau ⟦PERSON|Krüger⟧,

我是新来的交换生 ⟦PERSON|陈思彤⟧ (⟦PERSON|Sitong Chen⟧)，Matrikelnummer ⟪student_id|3418827⟫。
My blocked account at ⟪org_name|Expatrio⟫ has been opened; the monthly payout of ⟦AMOUNT|€992⟧ goes to my Girokonto:
IBAN: ⟦IBAN|$iban_de3⟧
Current address (Anmeldung done ⟪date|08.10.2025⟫): ⟦ADDRESS|Kaiserstraße 47, WG-Zimmer 3, 69115 Heidelberg⟧
请问 semester fee 是否可以从这个账户直接扣？

Vielen Dank!
⟦PERSON|Sitong⟧"""),

("rent_group_chat", """房东 Mr. ⟦PERSON|Oliver Hastings⟧ 发来的付款信息，大家核对一下👇
Rent for ⟦ADDRESS|Flat 3, 41 Gloucester Place, London W1U 8JH⟧: ⟦AMOUNT|£2,850 pcm⟧ (split 3 ways = ⟦AMOUNT|£950⟧ each)
Account name: ⟦PERSON|O J Hastings⟧
IBAN: ⟦IBAN|$iban_gb4⟧
Reference: 请写自己名字 + Nov rent　合同号 ⟪contract_ref|AST-2025-0117⟫
@⟦PERSON|林子涵⟧ @⟦PERSON|Henry 周⟧ 记得 ⟪date|28号⟫ 前转"""),

("ecommerce_order", """⟪org_name|Shopee SG⟫ 订单 Order ⟪order_id|#2510140QW8KJ3T⟫
Buyer: ⟦PERSON|chloe.tanyx⟧  (⟦PERSON|陈雅欣⟧ ⟦PERSON|Chloe Tan⟧)
Ship to: ⟦ADDRESS|Blk 118 Ang Mo Kio Ave 4 #11-302, Singapore 560118⟧
Phone: ⟦PHONE|+65 8123 5570⟧
Items: 小米手环9 Xiaomi Smart Band 9 ×1  ⟪price|S$59.90⟫
Payment: Visa ⟪masked_card|••••2281⟫  Total paid ⟦AMOUNT|S$63.40⟧ (incl. shipping ⟪price|S$3.50⟫)
物流 Logistics: SPX ⟪tracking_number|SG2531764208⟫ — 已发货 Shipped"""),

("toml_config", """# shopify.app.toml —— 独立站后台应用配置（负责人：⟦PERSON|Vivian 高⟧）
client_id = "⟪app_id|8f2c41d7e0a95b36c1d48e7f20a9b5c3⟫"
name = "yunzhan-sync"
application_url = "https://sync.yunzhan.example"
embedded = true

[access_scopes]
scopes = "read_orders,write_products"

# 以下不应提交！！！
# SHOPIFY_ACCESS_TOKEN = "⟦APIKEY|$shopify_at1⟧"
# SHOPIFY_API_SECRET = "⟦SECRET|$shopify_ss1⟧\""""),

("eticket_itinerary", """⟪org_name|国泰航空 Cathay Pacific⟫ — 电子客票行程单 E-ticket Itinerary
Passenger 旅客: ⟦PERSON|HE/JIAYI⟧ MS ⟦PERSON|何佳怡⟧
Passport 护照: ⟦PASSPORT|EC1928374⟧   Nationality 国籍: CHN
Ticket number 票号: ⟪ticket_id|160-2418837295⟫
⟪flight_no|CX 365⟫  PVG→HKG  ⟪timestamp|24OCT 10:15⟫  Seat ⟪seat|44K⟫
⟪flight_no|CX 888⟫  HKG→YVR  24OCT 16:05  Seat 61A
Fare paid 票价: ⟦AMOUNT|CNY 5,820⟧ (incl. taxes)  Visa ⟪masked_card|****8841⟫"""),

("booking_email", """To: ⟦EMAIL|reservation@ryokan-kiyomizu.example⟧
Subject: 预订确认 Booking guarantee — Nov 2-4, 2 adults

Hello,

I'd like to guarantee my reservation (Conf. No. ⟪confirmation_no|RK-88120⟫) with the card below. 我的信用卡信息如下：
Card: ⟦CARD|$jcb1⟧ (JCB)
Exp: ⟪card_expiry|05/28⟫   CVC: ⟦CVV|417⟧
Name on card: ⟦PERSON|LU HAORAN⟧ (⟦PERSON|卢浩然⟧)
Dietary: 我⟦MEDICAL|对虾过敏⟧ (⟦MEDICAL|shellfish allergy⟧), please no shrimp in the kaiseki dinner.

Thank you! ありがとうございます
⟦PERSON|Haoran⟧"""),

("payment_gateway_log", """⟪timestamp|2025-10-14 20:31:07.552⟫ [pay-gw-3] INFO  UnionPayChannel - 发起消费请求 orderId=⟪order_id|YZ20251014203107881⟫ 金额 ⟦AMOUNT|¥1,288.00⟧
2025-10-14 20:31:07.553 [pay-gw-3] DEBUG UnionPayChannel - 请求报文: {"accNo":"⟦CARD|$mc4⟧","cvn2":"⟦CVV|731⟧","expired":"⟪card_expiry|2906⟫","customerNm":"⟦PERSON|邓美琳⟧","phoneNo":"⟦PHONE|13602218857⟧","certifTp":"01","certifId":"⟦IDCARD|$cnid29⟧"}
2025-10-14 20:31:07.553 [pay-gw-3] WARN  SensitiveFilter - 敏感字段未脱敏！请尽快修复 (JIRA: ⟪ticket_id|PAY-2231⟫)
2025-10-14 20:31:08.104 [pay-gw-3] INFO  UnionPayChannel - 应答 respCode=00 respMsg=成功 queryId=⟪transaction_ref|782510142031078812345⟫"""),

("support_ticket", """Ticket ⟪ticket_id|#AE-77102938⟫ | Language: EN/中文 | Status: Pending buyer
Buyer: ⟦PERSON|Marco Bellini⟧ (Italy)  ⟦EMAIL|marco.bellini.82@example.it⟧  ⟦PHONE|+39 347 118 2290⟧
Seller: ⟪org_name|深圳市优品电子商行⟫ (Store ID ⟪store_id|1102283⟫)
Buyer message: The power bank arrived damaged, photos attached. I want a refund of ⟦AMOUNT|€23.49⟧.
卖家回复：您好 ⟦PERSON|Marco⟧，非常抱歉！我们同意退款 ⟦AMOUNT|€23.49⟧，无需退货。请确认。
Agent (⟦PERSON|Lisa 黄⟧): Refund approved on ⟪date|2025-10-14⟫, 3-5 business days to the original payment method."""),

("hr_email", """From: HR Business Partner <⟦EMAIL|hrbp.shanghai@nordlicht-gmbh.example⟧>
To: ⟦PERSON|Fiona Xu⟧ ⟦PERSON|徐菲⟧
Cc: ⟦PERSON|Markus Feldmann⟧
Subject: RE: 病假及薪资调整 / Sick leave & salary adjustment

Hi ⟦PERSON|Fiona⟧,

收到你的病假申请。根据医院诊断证明（⟦MEDICAL|腰椎间盘突出 L4/L5⟧，建议休息两周），你的病假从⟪date|10月13日⟫至⟪date|10月26日⟫，期间按公司政策发放全额工资。

Regarding your annual review: ⟦PERSON|Markus⟧ has approved a 6% increase, so your monthly base goes from ⟦AMOUNT|RMB 32,000⟧ to ⟦AMOUNT|RMB 33,920⟧, effective ⟪date|1 Jan 2026⟫.

Best,
⟦PERSON|Sandy Qian⟧ ⟦PERSON|钱珊⟧"""),

("clinic_note", """⟪org_name|Harmony International Clinic 和美国际诊所⟫
Consultation Note 门诊记录   Date: ⟪date|2025-10-11⟫
Patient: ⟦PERSON|Emily Zhang⟧ ⟦PERSON|张艾米⟧ | DOB: ⟦DATE_OF_BIRTH|2016-05-09⟧ | Guardian: ⟦PERSON|Daniel Zhang⟧ ⟦PERSON|张大伟⟧
Chief complaint 主诉: ⟦MEDICAL|发热 39°C x 2 days⟧, ⟦MEDICAL|cough⟧, ⟦MEDICAL|ear pain (left)⟧
Exam: ⟦MEDICAL|L tympanic membrane bulging, erythematous⟧
Assessment 诊断: ⟦MEDICAL|Acute otitis media (left)⟧ ⟦MEDICAL|左侧急性中耳炎⟧
Plan: ⟦MEDICAL|Amoxicillin 400mg/5ml, 7.5ml BID x 10 days⟧; ⟦MEDICAL|ibuprofen 100mg/5ml PRN⟧ fever
Invoice ⟪invoice_no|HMC-2025-10-3387⟫: ⟦AMOUNT|¥1,450⟧ (direct billing to insurer)"""),

("lab_report", """检验报告单 Laboratory Report   ⟪org_name|申和妇产医院 Shenhe Women's Hospital⟫
姓名 Name: ⟦PERSON|骆冰⟧ ⟦PERSON|LUO Bing⟧   性别 Sex: F   年龄 Age: 34
标本 Specimen: 血清 Serum   条码 Barcode: ⟪specimen_id|2510130884127⟫
项目 Test              结果 Result       参考 Ref
β-hCG                 18,420 mIU/mL    <5
TSH                   5.8 mIU/L ↑      0.27–4.2
临床诊断 Clinical dx: ⟦MEDICAL|早孕⟧ ⟦MEDICAL|Early pregnancy (~7 wks)⟧；⟦MEDICAL|亚临床甲减⟧ ⟦MEDICAL|Subclinical hypothyroidism⟧
送检医生 Physician: ⟦PERSON|滕晓芸⟧
报告时间 Reported: ⟪timestamp|2025-10-13 16:22⟫"""),

("insurance_claim_form", """Claim Form 索償申請表 — ⟪org_name|Pacific Shield Insurance (Hong Kong)⟫
Policy No. 保單號碼: ⟪policy_no|HS-8820193477⟫
Insured 受保人: ⟦PERSON|黎志恒⟧ ⟦PERSON|LAI Zhiheng⟧
Mainland ID 內地身份證: ⟦IDCARD|$cnid12⟧   Passport 護照: ⟦PASSPORT|E60218437⟧
Hospital 醫院: ⟪org_name|Victoria Harbour Hospital⟫
Diagnosis 診斷: ⟦MEDICAL|Acute appendicitis⟧ ⟦MEDICAL|急性闌尾炎⟧ — ⟦MEDICAL|laparoscopic appendectomy⟧ on ⟪date|2025-09-21⟫
Amount claimed 索償金額: ⟦AMOUNT|HK$68,200.00⟧
Payment to 付款至: 中國銀行（香港）account ⟪masked_id|012-***-***4471-2⟫"""),

("resume", """个人简历 Resume
⟦PERSON|谢子豪⟧ / ⟦PERSON|Jason Xie⟧
📞 ⟦PHONE|+86 158 0127 3396⟧ | ✉ ⟦EMAIL|jason.xie.dev@example.com⟧ | 🏠 ⟦ADDRESS|上海市长宁区愚园路1088号⟧
求职意向 Objective: Data Engineer，期望薪资 expected ⟦AMOUNT|¥35K/month⟧
工作经历 Experience
⟪date|2022.03⟫–present  Data Engineer @ 跨境电商公司 — built Flink pipelines (Flink ⟪version|1.17⟫, Kafka ⟪version|3.5⟫)
教育 Education
2018–2022  B.Eng. Software Engineering, ⟪org_name|同济大学 Tongji University⟫"""),

("github_issue", """## 发布到 PyPI 失败：403 Invalid or non-existent authentication information (⟪ticket_id|#213⟫)

环境：Python ⟪version|3.12.4⟫ / twine ⟪version|5.1.1⟫ / Windows 11

复现步骤：
1. 在项目根目录执行 `twine upload dist/*`
2. 报错如下：

```
HTTPError: 403 Forbidden from https://upload.pypi.org/legacy/
```

我的 `.pypirc` 配置：

```
[pypi]
username = __token__
password = ⟦APIKEY|$pypi2⟧
```

@⟦PERSON|jiangwenhao⟧ 麻烦看下是不是 token scope 的问题"""),

("jenkins_log", """[Pipeline] stage (部署到生产 Deploy to prod)
[Pipeline] withCredentials
Masking supported pattern matches of $AWS_SECRET_ACCESS_KEY
[Pipeline] sh
+ echo 当前部署人: ⟦PERSON|wuxiaobo⟧
当前部署人: ⟦PERSON|wuxiaobo⟧
+ aws configure set aws_access_key_id ⟦APIKEY|$aws_akid2⟧
+ aws configure set aws_secret_access_key ⟦SECRET|$aws_secret2⟧
+ aws s3 sync ./dist s3://⟪resource_name|yz-frontend-prod⟫ --delete
upload: dist/index.html to s3://yz-frontend-prod/index.html
[Pipeline] echo
构建号 Build ⟪build_number|#1842⟫ 完成，耗时 3 min 12 sec"""),

("env_file", """# ====== 本地开发用 .env（别提交！！）======
# GitHub 细粒度 token，只读 ⟪resource_name|yz-infra⟫ 仓库，有效期到 ⟪date|2026-01-31⟫
GITHUB_TOKEN=⟦APIKEY|$gh_fine1⟧
# 抱抱脸，下载模型用
HF_TOKEN=⟦APIKEY|$hf3⟧
# Sentry 前端
VITE_SENTRY_DSN=⟦APIKEY|$sentry_dsn2⟧
# 谷歌地图（前端，已限制 referrer）
VITE_GOOGLE_MAPS_KEY=⟦APIKEY|$google_api2⟧
# 管理员
ADMIN_PHONE=⟦PHONE|18912047736⟧
ADMIN_NAME=⟦PERSON|符晓静⟧"""),

("telegram_chat", """Telegram · 行情机器人开发群
@⟪username|kuang_dev⟫: bot 跑起来了，token 我放这儿，你们谁有空帮忙测一下
@kuang_dev: ⟦APIKEY|$telegram_bot2⟧
⟦PERSON|Mia 宋⟧: 收到，webhook 设成 https://bot.example.net/tg/hook 了
@kuang_dev: 服务器 ⟦IP_ADDRESS|139.59.184.21⟧，root 密码 ⟦PASSWORD|Kz!9vB2#pLq⟧ （测完我就改）
⟦PERSON|Mia 宋⟧: 👍 ⟪timestamp|23:41⟫ 已测，/price 命令正常"""),

("discord_chat", """[Discord] #dev-频道
⟦PERSON|小鱼⟧ — ⟪timestamp|今天 15:40⟫
把 CI 通知接到 discord 了，webhook 是 ⟦SECRET|$discord_webhook1⟧
⟦PERSON|小鱼⟧ — 今天 15:41
另外 bot token 换成新的了：⟦APIKEY|$discord_bot2⟧
⟦PERSON|阿Ken⟧ — 今天 15:45
收到，顺便把 guild id ⟪app_id|1182349910028443721⟫ 也写到 config.yaml 里了"""),

("docker_compose", """# 本地一键起环境：docker compose up -d
services:
  mysql:
    image: mysql:⟪version|8.0.36⟫
    environment:
      MYSQL_ROOT_PASSWORD: "⟦PASSWORD|Root@2025!yz⟧"    # 生产也是这个？？—— 别问，问就是历史遗留
      MYSQL_DATABASE: yunzhan
    ports: ["⟪port|3306⟫:3306"]
  redis:
    image: redis:⟪version|7.2⟫
    command: redis-server --requirepass "⟦PASSWORD|Rds#88Local⟧"
  minio:
    image: minio/minio
    environment:
      MINIO_ROOT_USER: minioadmin
      MINIO_ROOT_PASSWORD: "⟦PASSWORD|minio-Qk29xLw⟧\""""),

("mysql_slow_log", """-- 慢查询日志 slow_query.log
# Time: ⟪timestamp|2025-10-14T09:12:33.412+08:00⟫
# User@Host: crm_rw[crm_rw] @  [⟦IP_ADDRESS|10.9.3.17⟧]  Id: ⟪thread_id|884213⟫
# Query_time: 4.823  Lock_time: 0.000  Rows_sent: 1  Rows_examined: 2319042
SET timestamp=⟪timestamp|1760404353⟫;
SELECT id, name, mobile, id_card FROM customer WHERE name = '⟦PERSON|邬海波⟧' AND mobile = '⟦PHONE|13861027745⟧' AND id_card = '⟦IDCARD|$cnid22⟧';"""),

("approval_message", """【钉钉审批 DingTalk Approval】报销 Expense Reimbursement
审批编号 No.: ⟪approval_id|202510141107000315882⟫
申请人 Applicant: ⟦PERSON|Victor 韦⟧（⟦PERSON|韦志明⟧）
费用类型 Type: 差旅 Travel — ⟪place|Singapore⟫ client visit
金额 Amount: ⟦AMOUNT|SGD 1,240.60⟧ ≈ ⟦AMOUNT|¥6,884.33⟧
收款账户 Payee card: 招商银行 ⟦CARD|$up19_2⟧
审批流 Flow: 部门主管 ⟦PERSON|Tony⟧ ✅ → 财务 ⟦PERSON|Grace 邵⟧ ✅ → 出纳 待处理"""),

("meeting_invite", """【腾讯会议 VooV Meeting】邀请 Invitation
主题 Topic: Q4 OKR review 季度复盘
时间 Time: ⟪timestamp|2025/10/16 10:00-11:00 (GMT+08:00)⟫
会议号 Meeting ID: ⟪meeting_id|482 917 305⟫
会议密码 Passcode: ⟦PASSWORD|2846⟧
主持人 Host: ⟦PERSON|庄一凡⟧ ⟦PERSON|Evan Zhuang⟧
议程 Agenda: 1) Q3 数据回顾 2) Q4 目标对齐 3) AOB"""),

("android_crash_log", """10-14 21:07:33.118 ⟪pid|24817⟫ 24817 E AndroidRuntime: FATAL EXCEPTION: main
10-14 21:07:33.118 24817 24817 E AndroidRuntime: Process: com.yunzhan.mall, PID: 24817
10-14 21:07:33.118 24817 24817 E AndroidRuntime: java.lang.NullPointerException: 收货地址为空 address=null user={uid=⟪record_id|30918822⟫, nick=⟪username|阳光彩虹⟫, phone=⟦PHONE|18123309472⟧, email=⟦EMAIL|tangxue.sz@example.com⟧}
10-14 21:07:33.119 24817 24817 E AndroidRuntime:     at com.yunzhan.mall.checkout.AddressFragment.onBind(AddressFragment.kt:88)
10-14 21:07:33.121  1324  1511 I ActivityManager: Process com.yunzhan.mall (pid 24817) has died: fg TOP
10-14 21:07:34.002 24901 24930 D OkHttp: --> POST https://api.yunzhan.example/v2/crash (client ip ⟦IP_ADDRESS|120.229.17.84⟧, app ⟪version|5.8.2⟫)"""),

("api_response", """// GET /api/v1/members/88104?fields=all  （测试环境返回了真实数据，已提 bug ⟪ticket_id|BUG-5512⟫）
{
  "code": 0,
  "msg": "success",
  "data": {
    "memberId": ⟪record_id|88104⟫,
    "realName": "⟦PERSON|仲秋月⟧",
    "idCard": "⟦IDCARD|$cnid21⟧",
    "mobile": "⟦PHONE|15005183307⟧",
    "birthday": "⟦DATE_OF_BIRTH|1951-05-24⟧",
    "address": "⟦ADDRESS|江苏省南京市鼓楼区汉中路108号⟧",
    "level": "VIP3",
    "balance": ⟦AMOUNT|2380.5⟧,
    "createdAt": "⟪timestamp|2021-06-18 10:02:11⟫"
  }
}"""),

("go_code", """package auth

// 签名密钥：临时写死，上线前改为从 KMS 读取（@⟦PERSON|xiaoqiang⟧ 记得改）
var jwtSecret = []byte("⟦SECRET|$b64_321⟧")

// 测试用 token，有效期很长，别拿去生产
// Deprecated since ⟪version|v1.4.0⟫
const debugToken = "⟦APIKEY|$jwt1⟧"

func Verify(tok string) (*Claims, error) {
	return parse(tok, jwtSecret)
}"""),

("properties_config", """# 邮件服务 —— 使用 163 企业邮箱 SMTP
spring.mail.host=smtp.163.com
spring.mail.port=⟪port|465⟫
spring.mail.username=⟦EMAIL|notice_yunzhan@163.com⟧
spring.mail.password=⟦PASSWORD|ZHGKLQWERTYPOIUA⟧
# ↑ 客户端授权码，不是登录密码
spring.mail.properties.mail.smtp.ssl.enable=true
# Redis
spring.redis.host=⟦IP_ADDRESS|10.9.3.21⟧
spring.redis.password=⟦PASSWORD|Redis@Prod#2025⟧
# 管理员联系方式
app.admin.name=⟦PERSON|卜晓燕⟧
app.admin.mobile=⟦PHONE|13770245681⟧"""),

("tech_blog", """【技术博客】如何安全地管理 API Key？ How to manage API keys safely
很多同学会把 key 直接写在代码里，比如：

    OPENAI_API_KEY = "⟪placeholder_key|sk-xxxxxxxxxxxxxxxxxxxxxxxx⟫"   # ❌ 不要这样做

正确做法是放到环境变量或 Secret Manager 中，例如 ⟪product_name|AWS Secrets Manager⟫、⟪product_name|阿里云 KMS⟫。
本地调试时，服务可以绑定 ⟪loopback|127.0.0.1⟫:⟪port|8000⟫；文档示例里的 IP 请使用 ⟪doc_ip|203.0.113.0⟫/24 这类保留地址，比如 ⟪doc_ip|203.0.113.7⟫。
最后，记得定期轮换（rotate）密钥，建议周期 ≤ 90 天。
发布于 ⟪date|2025-09-30⟫ · 阅读 12,408"""),

("daigou_chat", """微信 · 日本代购 ⟦PERSON|Yuki⟧酱
⟦PERSON|Yuki⟧酱：亲，这次的 ⟪product_name|SK-II 神仙水 230ml⟫ ×2，免税店价 ⟪price|¥2,280/瓶⟫，加代购费一共 ⟦AMOUNT|¥4,860⟧ 哈
我：好的，已转账 ⟦AMOUNT|¥4,860⟧
⟦PERSON|Yuki⟧酱：收到～海关申报需要收件人实名，麻烦发一下姓名、身份证号、电话、地址
我：收件人 ⟦PERSON|于静⟧，身份证 ⟦IDCARD|$cnid26⟧
我：电话 ⟦PHONE|186 4512 0093⟧，地址 ⟦ADDRESS|黑龙江省哈尔滨市南岗区西大直街92号工大家属楼3单元701⟧
⟦PERSON|Yuki⟧酱：OK～我这边报关用我的护照 ⟦PASSPORT|TR7718294⟧，⟪date|下周三⟫从大阪发货"""),

("wecom_handover_chat", """企业微信 · 运维交接
⟦PERSON|邵磊⟧ ⟪timestamp|18:02⟫：交接一下 ⚠️ 新加坡那台 ECS（⟦IP_ADDRESS|47.236.18.90⟧）的登录私钥，放你这儿先用：
⟦SECRET|$pem_rsa1⟧
⟦PERSON|邵磊⟧ 18:03：用户名 ecs-user，端口 ⟪port|22⟫。用完放到 KMS，聊天记录我等下删
⟦PERSON|郝思嘉⟧ 18:05：OK。证书 CN 是 ⟪hostname|shop.yunzhan.example⟫ 对吧？证书本身是公开的，不用管
⟦PERSON|邵磊⟧ 18:06：对。另外 MFA 种子也给你：⟦SECRET|$totp3⟧（Google Authenticator 扫不了的话手动输）"""),

]
