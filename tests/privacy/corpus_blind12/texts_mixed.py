# -*- coding: utf-8 -*-
"""Mixed Chinese/English texts for corpus_blind12, written one at a time by hand.

⟦TYPE|value⟧ = span to detect, ⟪kind|value⟫ = decoy, `$name` = values.VALUES[name].
"""

TEXTS = [
("feishu_devops_chat", """【飞书群 · booking-platform oncall】
⟦PERSON|Kevin Wu⟧ 10:02：prod 的 payment callback 一直 401，谁动过 Stripe 的 key？
⟦PERSON|张思琪⟧ 10:04：我昨天 rotate 了，新的 restricted key 是 ⟦APIKEY|$stripe_rk_1⟧，还没同步到 k8s secret
⟦PERSON|Kevin Wu⟧ 10:05：🙃 别贴群里啊。顺便 webhook secret 也换了吗
⟦PERSON|张思琪⟧ 10:05：换了，⟦SECRET|$stripe_whsec_2⟧，我等下删消息
⟦PERSON|Kevin Wu⟧ 10:07：OK，我 redeploy 一下 ⟪version|payment-svc v2.18.1⟫，pod 在 ⟦IP_ADDRESS|10.244.3.17⟧
⟦PERSON|思琪⟧ 10:09：dashboard 上 publishable key ⟪app_id|pk_live_51NxQ2bGk7TzA9mE4rW⟫ 不用动"""),

("cross_border_order_email", """Subject: 订单 ⟪order_id|#SHP-100482⟫ shipping to Canada / 运单更新

Hi Ms ⟦PERSON|Lam⟧,

您在我们 Shopify 店铺购买的 2 x ⟪product|Jade bangle (A-grade)⟫ 已经从⟪place|深圳⟫仓发出，carrier ⟪org_name|YunExpress⟫，tracking ⟪tracking_number|YT2601421188300917⟫。
Shipping address:
⟦PERSON|Vivian Lam⟧
⟦ADDRESS|2250 Kingsway Unit 1105, Vancouver, BC V5N 5M9⟧
⟦PHONE|+1 604 555 0193⟧

You paid ⟦AMOUNT|CAD 368.00⟧ (incl. duty). 单价 ⟪price|CAD 168⟫ each, shipping ⟪price|CAD 32⟫.
如有问题请回复本邮件。

Thanks,
⟦PERSON|Jason⟧ @ ⟪org_name|Jade Garden HK⟫"""),
]

TEXTS += [
("study_abroad_wechat_mixed", """【微信】留学群 · UCL 2025 Fall 🇬🇧
⟦PERSON|Rachel 陈⟧：有人知道 council tax exemption 怎么申请吗？
⟦PERSON|Tony⟧：去 UCL portal 下载 student status letter，然后发给 council，记得写你的 address
⟦PERSON|Rachel 陈⟧：我是 ⟦ADDRESS|Flat 402, Urbanest Kings Cross, 200 Pentonville Road, London N1 9JP⟧，发这个就行？
⟦PERSON|Tony⟧：对。顺便 BRP 上的号别发群里，上次有人把 passport ⟦PASSPORT|EA4471820⟧ 直接发了😂
⟦PERSON|Rachel 陈⟧：……那是我 撤回不了了
⟦PERSON|Tony⟧：哈哈没事，群里都是同学。tuition ⟪price|£31,200⟫ 第二期 deadline 是 ⟪date|Jan 31⟫ 别忘了"""),

("intl_school_notice_bilingual", """⟪org_name|Dulwich International School Suzhou⟫ · Primary Newsletter 小学部周报 ⟪date|16 Jan 2026⟫

Dear Parents 亲爱的家长，
Year 4 will go on the ⟪place|Tiger Hill 虎丘⟫ field trip on ⟪date|Thursday 22 Jan⟫. Trip fee 活动费 ⟪price|RMB 260⟫ will be charged to your school account.
Congratulations to ⟦PERSON|Ethan Zhou⟧ (⟪class_code|4B⟫) and ⟦PERSON|李若汐⟧ (⟪class_code|4C⟫) for winning the Math Olympiad!
A reminder that pupils with ⟪health_info|food allergies⟫ should bring their own snacks. 有食物过敏的同学请自带零食。
For questions please contact Ms ⟦PERSON|Olivia Grant⟧ at ⟦EMAIL|olivia.grant@dulwich-suzhou.cn⟧ or 中文联系 ⟦PERSON|周老师⟧ ⟦PHONE|0512-6295 1188⟧."""),

("vet_receipt_hk", """⟪org_name|CityU Veterinary Medical Centre⟫ 城大動物醫療中心
Receipt 收據 No. ⟪receipt_number|VMC-26-004412⟫   Date 日期: ⟪date|12/01/2026⟫
Client 客戶: Mr ⟦PERSON|Leung Ka Wai⟧ ⟦PERSON|梁家偉⟧先生   Tel 電話: ⟦PHONE|9123 4876⟧
Patient 病患: ⟪pet_name|Mango⟫ (Shiba Inu 柴犬, 3y)
Diagnosis 診斷: ⟪pet_health|atopic dermatitis 異位性皮膚炎⟫
Items: Consultation 診金 ⟪price|HK$680⟫ · ⟪pet_health|Apoquel 16mg⟫ x30 ⟪price|HK$1,260⟫
Total paid 已付: ⟦AMOUNT|HK$1,940⟧ by Octopus
Vet 獸醫: Dr ⟦PERSON|Chan Mei Yan⟧"""),

("dental_expat_shanghai", """⟪org_name|Shanghai United Family Dental⟫ 上海和睦家口腔 – Treatment plan 治疗计划
Patient: ⟦PERSON|Lucas Moreau⟧   DOB 出生日期: ⟦DATE_OF_BIRTH|1984-02-17⟧   MRN SH-D-118734
Passport 护照: ⟦PASSPORT|19FV38821⟧ (France)
Diagnosis 诊断: ⟦MEDICAL|fractured crown #21 上颌左中切牙冠折⟧, ⟦MEDICAL|gingivitis 牙龈炎⟧
Plan: 1) ⟦MEDICAL|root canal treatment #21⟧  2) zirconia crown
Estimated cost 预估费用: RCT ⟪price|¥4,800⟫, crown ⟪price|¥7,500⟫ (list price)
Insurance 保险: ⟪org_name|Cigna Global⟫ direct billing; patient co-pay 自付 ⟦AMOUNT|¥2,460⟧
Dentist: Dr ⟦PERSON|Helen Xu⟧ ⟦PERSON|徐医生⟧"""),

("hk_pharmacy_whatsapp", """WhatsApp · ⟪org_name|萬寧 Mannings⟫ Pharmacist line
⟦PERSON|Karen Ho⟧: hi 我想問下 我阿媽食緊 ⟦MEDICAL|warfarin 3mg⟧，可唔可以同時食 ⟪drug_ad|Panadol Extra⟫?
Pharmacist ⟦PERSON|Alan⟧: Hi ⟦PERSON|Karen⟧, paracetamol 短期用一般OK，但唔好長期高劑量，要留意 INR。佢有冇 ⟦MEDICAL|肝病⟧？
⟦PERSON|Karen Ho⟧: 冇，不過有 ⟦MEDICAL|心房顫動 AF⟧ 同 ⟦MEDICAL|糖尿⟧
Pharmacist ⟦PERSON|Alan⟧: 明白，建議問返佢覆診醫生。Panadol Extra 24粒而家 ⟪price|HK$42.9⟫，買二送一。
⟦PERSON|Karen Ho⟧: thx! 我媽 HKID 係 ⟦NATIONAL_ID|$nid_hk_3⟧，你哋 member 可以用佢個名登記？
Pharmacist ⟦PERSON|Alan⟧: 唔使 HKID 喎，電話號碼就得 😊"""),
]

TEXTS += [
("github_issue_mixed", """Issue #⟪issue_id|412⟫ · CI 拉取私有镜像失败 pull access denied
opened by ⟦PERSON|liu-haoran⟧ · ⟪date|2026-01-11⟫

在 GitLab CI 里 build 的时候报 `pull access denied for registry.gitlab.com/rentbee/api`，我的 .gitlab-ci.yml 是这样的：

```yaml
variables:
  DOCKER_AUTH: "⟦APIKEY|$gitlab_pat_2⟧"
  NODE_VERSION: "⟪version|20.10⟫"
```

runner 是自建的，在 ⟦IP_ADDRESS|116.62.173.40⟧，docker ⟪version|24.0.7⟫。

---
comment by @⟦PERSON|xu-jiayi⟧: 你把 PAT 贴出来了，赶紧 revoke！另外 deploy token 要有 read_registry scope 才行。
comment by @⟦PERSON|liu-haoran⟧: 已 revoke，谢谢 🙏"""),

("docker_compose_mixed", """# docker-compose.yml —— 宠物医院 HIS 测试环境（⟦PERSON|Jerry Lin⟧ 维护）
services:
  db:
    image: postgres:⟪version|16.1⟫
    environment:
      POSTGRES_USER: his
      POSTGRES_PASSWORD: ⟦PASSWORD|VetHis#2025⟧   # 生产环境不要用这个！
    ports: ["⟪port|5432⟫:5432"]
  minio:
    image: minio/minio
    environment:
      MINIO_ROOT_USER: admin
      MINIO_ROOT_PASSWORD: ⟦PASSWORD|minio-Pet-8812⟧
  api:
    build: .
    environment:
      SENTRY_DSN: ⟦APIKEY|$sentry_dsn_2⟧
      JWT_SIGNING_KEY: ⟦SECRET|p9Lw2Qz7Xv4Rk8Tn6Ym3Hc5Jb1Fd0Gs⟧
      SMS_TEST_PHONE: "⟦PHONE|13917206634⟧"   # ⟦PERSON|Jerry⟧ 的手机
    extra_hosts: ["lab-analyzer:⟪doc_ip|192.0.2.101⟫"]"""),

("nginx_error_ops_chat", """【企业微信 · 运维群】
⟦PERSON|阿杰⟧：prod 的 nginx 一直在刷这个，谁看下
```
2026/01/14 09:41:22 [error] 1187#1187: *88213 upstream timed out (110: Connection timed out) while reading response header from upstream, client: ⟦IP_ADDRESS|223.104.63.18⟧, server: m.zufang-app.cn, request: "GET /api/v3/houses?city=sz HTTP/1.1", upstream: "http://⟦IP_ADDRESS|10.1.8.22⟧:⟪port|9000⟫/api/v3/houses?city=sz"
2026/01/14 09:41:25 [warn] 1187#1187: *88219 an upstream response is buffered to a temporary file, client: ⟪doc_ip|198.51.100.66⟫
```
⟦PERSON|Sandy 王⟧：⟦IP_ADDRESS|10.1.8.22⟧ 那台 load 很高，我先摘掉。房源接口 ⟪version|v3.4.0⟫ 昨天刚上线
⟦PERSON|阿杰⟧：👍 我去看 slow log"""),

("discord_webhook_bot_mixed", """# bot.py —— 公会战报推送 / guild war report
import requests, datetime

WEBHOOK = "⟦SECRET|$discord_webhook_1⟧"   # 频道 #战报
GUILD = "⟪org_name|Dragon Lotus 龙莲⟫"

def post(result):
    msg = f"[{datetime.date.today()}] {GUILD} vs {result['enemy']}: {result['score']} (MVP: {result['mvp']})"
    requests.post(WEBHOOK, json={"content": msg}, timeout=5)

post({"enemy": "⟪org_name|Shadow Syndicate⟫", "score": "3-1", "mvp": "⟦PERSON|Wenjie⟧"})
# TODO: 问 ⟦PERSON|老白⟧ 要新的 bot 权限, server version ⟪version|7.3.2⟫"""),

("tw_slack_telegram_token", """#infra-tw · Slack
⟦PERSON|Jerry Huang⟧ 3:12 PM
我把 alert 轉到 Telegram 了，bot token 先放這邊等下搬到 vault: ⟦APIKEY|$telegram_bot_2⟧
chat_id ⟪app_id|-1002231188400⟫
⟦PERSON|Amber Tsai⟧ 3:14 PM
拜託不要貼 token 啦 😭 順便 Grafana admin 密碼也改一下，現在還是 ⟦PASSWORD|grafana@TW2024⟧
⟦PERSON|Jerry Huang⟧ 3:15 PM
ok ok，已改。Grafana 版本 ⟪version|10.2.3⟫，主機 ⟦IP_ADDRESS|10.50.1.9⟧"""),

("sg_rental_whatsapp", """WhatsApp · Condo rental ⟪place|Tampines⟫
Agent ⟦PERSON|Jeremy Goh⟧: Hi Ms ⟦PERSON|Zhao⟧, landlord ok with ⟦AMOUNT|S$3,400⟧ per month for 2 years 😊
⟦PERSON|赵雪⟧: 太好了! So what documents you need?
Agent ⟦PERSON|Jeremy Goh⟧: Need your passport + EP card, and your husband's NRIC if he's co-tenant
⟦PERSON|赵雪⟧: ok. 我先生 is Singaporean, NRIC ⟦NATIONAL_ID|$nid_sg_3⟧. My passport ⟦PASSPORT|EK3398102⟧
Agent ⟦PERSON|Jeremy Goh⟧: Noted. Good faith deposit 1 month ⟦AMOUNT|S$3,400⟧, stamp duty ~⟪price|S$326⟫ (IRAS calculator). Unit listed at ⟪price|S$3,600⟫ last week btw
⟦PERSON|赵雪⟧: 👍 transfer to which account?"""),
]

TEXTS += [
("us_tax_chat_ssn", """【微信】北美留学生报税互助群
⟦PERSON|Lily 刘⟧：请问 F1 学生做 TA 收到 W-2 要报 1040-NR 吗？
⟦PERSON|Brian⟧：要的，用 Sprintax，学校有 free code
⟦PERSON|Lily 刘⟧：我填的时候 SSN 一直报错，⟦SSN|$ssn_5⟧ 这个格式对吗
⟦PERSON|Brian⟧：格式没问题，但你别把 SSN 发群里啊……
⟦PERSON|Lily 刘⟧：😱 忘了 马上撤回
⟦PERSON|Brian⟧：另外 China-US tax treaty 第20条 每年 ⟪price|$5,000⟫ 免税额度记得 claim，我去年退了 ⟦AMOUNT|$612⟧"""),

("us_rental_application_mixed", """Irvine apartment application – 申请材料清单 (for Mr & Mrs ⟦PERSON|Gao⟧)
Applicant 1: ⟦PERSON|Gao Jianming⟧ ⟦PERSON|高建明⟧   SSN ⟦SSN|$ssn_6⟧   DOB ⟦DATE_OF_BIRTH|03/15/1978⟧
Applicant 2: ⟦PERSON|Wang Lihua⟧ ⟦PERSON|王丽华⟧   ITIN pending — passport ⟦PASSPORT|E55821934⟧
Current address 现住址: ⟦ADDRESS|14 Sandpiper, Irvine, CA 92604⟧
Monthly income 月收入: ⟦AMOUNT|$14,500⟧ (W-2) · Savings 存款证明 ⟦AMOUNT|$86,000⟧
Unit: ⟪org_name|Woodbridge Villas⟫ #⟪room_number|2B-118⟫, asking ⟪price|$3,450/mo⟫, application fee ⟪price|$50⟫ per adult
备注：credit report 由 leasing office 直接 pull，不需要我们提供"""),

("daigou_card_chat", """【微信】日本代购 ⟦PERSON|Momo酱⟧🇯🇵
⟦PERSON|Momo酱⟧：亲～⟪org_name|Bic Camera⟫ 这周 tax free 再打 ⟪percent|10%⟫ off，那个 ⟪product|Dyson 吹风机⟫ 到手 ⟪price|¥59,800⟫
⟦PERSON|小鹿⟧：要！我直接用我的卡你帮我下官网单吧
⟦PERSON|小鹿⟧：⟦CARD|$card_visa1⟧ 有效期 ⟪card_expiry|07/29⟫ 背面 ⟦CVV|038⟧ 名字 ⟦PERSON|LU XIAOXIAO⟧
⟦PERSON|Momo酱⟧：收到～下单成功 order ⟪order_id|BC-2601-88214⟫，运费 ⟪price|¥2,800⟫ 日元，国内 EMS 单号发你
⟦PERSON|小鹿⟧：好哒 收货地址还是 ⟦ADDRESS|南京市鼓楼区广州路188号苏宁睿城7栋1502⟧ 哈"""),

("amazon_seller_vat_mixed", """From: ⟪org_name|Amazon EU VAT Services⟫
To: ⟦EMAIL|xiaoyu.shop2019@163.com⟧
Subject: 【重要】德国VAT申报 Q4 2025 付款通知 / Payment notice

尊敬的卖家 ⟦PERSON|何小雨⟧，
Your German VAT return for ⟪date|Q4 2025⟫ has been filed. 应缴税额 VAT payable: ⟦AMOUNT|€2,317.66⟧
请于 ⟪date|2026-02-10⟫ 前转账至 Finanzamt:
Bundeskasse ⟪place|Trier⟫ account shown in Seller Central → Tax → VAT
Reference 付款参考: DE335821774-Q4
Your refund account on file 您的退款账户: ⟦IBAN|$iban_gb2⟧
Seller ID ⟪app_id|A3KX0P9Q2ZJ1B7⟫ · VAT no. DE335821774"""),

("upwork_invoice_bilingual", """INVOICE 发票 #⟪invoice_number|UW-24018⟫
Freelancer: ⟦PERSON|Chen Yiting⟧ ⟦PERSON|陈怡婷⟧ (translator, ZH⇄EN)
Address: ⟦ADDRESS|Seefeldstrasse 88, 8008 Zürich, Switzerland⟧
Client: ⟪org_name|Alpine Rail Holidays AG⟫ – brochure translation 宣传册翻译
Rate 单价: ⟪price|CHF 0.18/word⟫ × 12,400 words
Total 合计应付: ⟦AMOUNT|CHF 2,232.00⟧
Please pay to 收款账户: ⟦IBAN|$iban_ch1⟧ (⟪bic|UBSWCHZH80A⟫)
Contact: ⟦EMAIL|yiting.chen.translate@gmail.com⟧ · ⟦PHONE|+41 76 555 21 08⟧"""),

("travel_insurance_claim_mixed", """Travel insurance claim 旅游保险理赔 – ⟪org_name|AIG Travel Guard⟫
Insured 受保人: ⟦PERSON|Zhou Xinyi⟧ ⟦PERSON|周欣怡⟧   Passport 护照 ⟦PASSPORT|EG9012337⟧   DOB ⟦DATE_OF_BIRTH|1997-09-08⟧
Trip: ⟪place|Reykjavik⟫, ⟪date|2025-12-20⟫ – ⟪date|2026-01-03⟫   Policy plan: Silver (premium ⟪price|¥398⟫)
Incident 事故经过: slipped on ice 冰面滑倒, ⟦MEDICAL|distal radius fracture (left wrist) 左桡骨远端骨折⟧, treated at ⟪org_name|Landspítali⟫ ER, ⟦MEDICAL|cast immobilisation 6 weeks⟧
Amount claimed 申请金额: ⟦AMOUNT|ISK 348,200⟧ (≈ ⟦AMOUNT|¥18,200⟧)
Phone 电话: ⟦PHONE|+86 139 1620 4471⟧   Email: ⟦EMAIL|xinyi.zhou97@qq.com⟧"""),
]

TEXTS += [
("work_permit_application_mixed", """外国人工作许可申请表 Foreigner's Work Permit Application（⟪place|苏州工业园区⟫）
姓名 Name: ⟦PERSON|SCHNEIDER, Tobias⟧   性别 Sex: M   国籍 Nationality: Germany
出生日期 Date of birth: ⟦DATE_OF_BIRTH|1986-04-29⟧
护照号码 Passport No.: ⟦PASSPORT|C4F7K2M19⟧
德国税号 Steuer-ID (for pension record): ⟦NATIONAL_ID|$nid_de_2⟧
境内住址 Address in China: ⟦ADDRESS|苏州市工业园区星湖街328号创意产业园5栋1201⟧
聘用单位 Employer: ⟪org_name|Bosch Automotive Products (Suzhou) Co., Ltd.⟫
年薪 Annual salary: ⟦AMOUNT|RMB 960,000⟧
类别 Category: A类 (积分 92)"""),

("freight_wechat_bilingual", """【微信】货代对接群
⟦PERSON|Peter 李⟧：⟦PERSON|Anna⟧ 你好，这票 ⟪bill_of_lading|HLCUSZX2601447⟫ ETD ⟪date|1/21⟫，CY cut-off ⟪date|1/19⟫ 12:00，container ⟪container_number|HLXU 812004-5⟫
⟦PERSON|Anna Kowalski⟧：Thanks ⟦PERSON|Peter⟧. Consignee changed, please amend B/L to: ⟦PERSON|Marek Nowicki⟧, ⟦ADDRESS|ul. Portowa 12/3, 81-350 Gdynia, Poland⟧, tel ⟦PHONE|+48 58 555 20 41⟧
⟦PERSON|Peter 李⟧：收到，改单费 ⟪price|USD 50⟫ 按船公司标准收。PESEL 需要吗？
⟦PERSON|Anna Kowalski⟧：Customs asked for it: ⟦NATIONAL_ID|$nid_pl_1⟧ (that's ⟦PERSON|Marek⟧'s wife ⟦PERSON|Joanna⟧ actually, she's the importer)
⟦PERSON|Peter 李⟧：OK 👌 HS code ⟪hs_code|9401.61⟫ 我这边核对一下"""),

("commercial_invoice_ocr", """COMMERCIAL INVOICE 商业发票   No. ⟪invoice_number|CI-NB-260108⟫
Seller 卖方: ⟪org_name|Ningbo Haishu Homeware Co., Ltd. 宁波海曙家居用品有限公司⟫
Buyer 买方: ⟦PERSON|Oluwadamilare Johnson⟧ (private importer)
⟦ADDRESS|17 Admiralty Way, Lekki Phase 1, Lagos, Nigeria⟧   Tel ⟦PHONE|+234 803 555 0172⟧
Port of loading 装运港: ⟪place|Ningbo⟫   Destination: ⟪place|Apapa⟫
Description                 Qty    Unit price     Amount
Ceramic dinner set 16pcs    200    ⟪price|USD 18.50⟫     ⟦AMOUNT|USD 3,700.00⟧
Total paid by buyer (T/T): ⟦AMOUNT|USD 3,700.00⟧   Terms: FOB Ningbo
HS ⟪hs_code|6912.00⟫ · ⟪container_number|TGHU 330918-7⟫"""),

("uni_offer_letter_mixed", """⟪org_name|The University of Melbourne⟫ – Offer of Place 录取通知
Student: Ms ⟦PERSON|Guo Jiaxin⟧ ⟦PERSON|郭佳欣⟧   Student ID: 1427730
DOB: ⟦DATE_OF_BIRTH|2004-10-21⟧   Passport: ⟦PASSPORT|EH5528103⟧
Course: Master of Engineering (Civil) – ⟪course_code|MC-ENG⟫, 3 years
Annual tuition (2026, indicative): ⟪price|AUD 54,496⟫
To accept, pay the first semester deposit ⟦AMOUNT|AUD 27,248⟧ by ⟪date|20 Feb 2026⟫.
Correspondence address 通讯地址: ⟦ADDRESS|河南省郑州市金水区花园路59号建业贰号城邦3号楼2单元801⟧
Agent: ⟪org_name|新东方前途出国⟫ (code ⟪agent_code|AG-0872⟫)"""),

("ta_salary_email_mixed", """Subject: TA 工资延迟 / TA payroll delay – Spring 2026

Hi Prof. ⟦PERSON|Liang⟧,

我这学期做 ⟪course_code|CS 6210⟫ 的 TA，但 ⟪date|1月15日⟫ 的 paycheck 没到。Payroll office 说我的 I-9 还缺 document。
My employee ID is 903381127. The stipend should be ⟦AMOUNT|$2,450⟧ per month.
我已经把 EAD card 和 SSN card（⟦SSN|$ssn_7⟧）扫描件发给 HR 的 ⟦PERSON|Megan⟧ 了，麻烦您帮忙催一下？

Thanks,
⟦PERSON|Hu Zhiyuan⟧ ⟦PERSON|胡志远⟧"""),

("hr_note_mixed_mnc", """HR case note 员工关系记录 – ⟪org_name|DHL Supply Chain⟫ ⟪place|Shanghai⟫ WGQ hub
Employee: ⟦PERSON|Vincent Shen⟧ ⟦PERSON|沈文杰⟧ (EID CN-441920), Warehouse Supervisor
Meeting: ⟪date|2026-01-12⟫, with ⟦PERSON|Grace Li⟧ (HRBP) & line manager ⟦PERSON|Daniel Fischer⟧
Summary: ⟦PERSON|Vincent⟧ 提出因 ⟦MEDICAL|腰椎间盘突出 lumbar disc herniation⟧ 需要暂停叉车操作 4 周，有 ⟪org_name|Ruijin Hospital 瑞金医院⟫ 诊断证明。
Agreed: temporary desk role, salary unchanged (⟦AMOUNT|RMB 18,500/month⟧). Company ergonomic budget FY26 ⟪price|RMB 200,000⟫.
Follow-up: ⟪date|2026-02-09⟫"""),
]

TEXTS += [
("okr_review_mixed", """2025 H2 Performance Review 绩效评估 – ⟪org_name|Trip.com⟫ Hotel Supply team
Employee: ⟦PERSON|Amy Xie⟧ ⟦PERSON|谢雨桐⟧   Manager: ⟦PERSON|Kenneth Ng⟧
KR1 Onboard 1,200 new boutique hotels in ⟪place|Southeast Asia⟫ → achieved 1,346 (112%)
KR2 Reduce booking cancellation rate from 9.1% to 7.5% → 7.9%, partially met
Comments: ⟦PERSON|Amy⟧ 推动了与 ⟪org_name|Agoda⟫ 的 API 对接 (⟪version|v2.3⟫)，表现突出。
Rating: Exceeds 超出预期
Compensation: base salary adjusted to ⟦AMOUNT|HKD 52,000/month⟧, bonus ⟦AMOUNT|HKD 124,800⟧ (team bonus pool ⟪price|HKD 2.4M⟫)"""),

("teams_invite_mixed", """Microsoft Teams meeting 会议邀请
Subject: Tenant handover – ⟦ADDRESS|Unit 2305, 8 Jinan Road, Huangpu, Shanghai⟧ 交房
When: ⟪timestamp|Tue 20 Jan 2026 14:00–14:30 (UTC+08:00)⟫
Organizer: ⟦PERSON|Sophie Martin⟧ (⟪org_name|JLL⟫ Residential)
Attendees: ⟦PERSON|Zhang Wei⟧ (landlord 房东), ⟦PERSON|Hiroshi Tanaka⟧ (outgoing tenant 退租租客)
Agenda: 1) meter readings 水电表读数 2) deposit refund 押金退还 ⟦AMOUNT|RMB 36,000⟧ 3) key return (4 keys + 2 fobs)
Meeting ID: ⟪meeting_id|482 117 904 33⟫  Passcode: ⟦PASSWORD|Xk7p2Q⟧"""),

("sms_mixed_delivery", """【SF Express】Dear customer, your parcel ⟪tracking_number|SF3071882204417⟫ is out for delivery. Courier ⟦PERSON|Li Ming⟧ ⟦PERSON|李明⟧ ⟦PHONE|158 2117 6034⟧. 取件码 Pickup code ⟪pickup_code|6-2-4081⟫. Cash on delivery 到付 ⟪price|¥23⟫. Reply TD to unsubscribe 退订回TD"""),

("voicemail_cantonese_english", """Voicemail transcript 留言記錄 – ⟪timestamp|13/01/2026 18:22⟫ – from ⟦PHONE|+852 6388 2104⟧
"Hello, 我係 ⟦PERSON|Kelvin Chan⟧ 呀，unit ⟪room_number|15C⟫ 嘅租客。個 door lock 壞咗，我試咗個 code ⟦PASSWORD|7-3-9-1-5⟧ 都開唔到。麻煩 Mr ⟦PERSON|Tsang⟧ 盡快搵 locksmith，thank you。另外今個月租 ⟦AMOUNT|HK$18,500⟧ 我已經 FPS 咗俾你，ref ⟪reference|FPS2601130447⟫。Bye."
"""),

("swift_transfer_mixed", """境外汇款申请书 Application for Overseas Remittance – ⟪org_name|Bank of China⟫ ⟪place|Beijing⟫ Branch
汇款人 Remitter: ⟦PERSON|YANG MINGHUI⟧ ⟦PERSON|杨明辉⟧   ID ⟦IDCARD|$cnid_19⟧
汇款人地址 Address: ⟦ADDRESS|北京市海淀区中关村南大街5号院2号楼1103⟧
收款人 Beneficiary: ⟦PERSON|YANG XIAOTONG⟧ (daughter 女儿, student)
收款账号 IBAN: ⟦IBAN|$iban_gb1⟧
收款行 SWIFT: ⟪bic|HBUKGB4B⟫ HSBC UK, ⟪place|Manchester⟫
金额 Amount: ⟦AMOUNT|GBP 15,000.00⟧   用途 Purpose: tuition & living 学费及生活费
手续费 Fee: ⟪price|RMB 150⟫ + 电报费 ⟪price|RMB 80⟫ (按本行收费标准)"""),

("steam_support_mixed", """Steam Support ticket ⟪ticket_id|HT-7812-KQWZ-4419⟫ 账号被盗 / Account stolen
User: ⟦PERSON|Wang Zihan⟧ ⟦PERSON|王梓涵⟧   Account email: ⟦EMAIL|zihanw2008@163.com⟧
我的账号被人改了密码，以前的 password 是 ⟦PASSWORD|Zh@nWz2008⟧，最后一次购买是 ⟪product|Black Myth: Wukong⟫ ⟦AMOUNT|¥268⟧，用的 Alipay。
Steam Guard 的 backup code 我还有一个：⟪otp_code|K7DQ9⟫
Agent ⟦PERSON|Lucas⟧: Hi ⟦PERSON|Zihan⟧, we have restored the account. The game's regular price is ⟪price|¥298⟫, so the sale purchase is confirmed as yours. Login IP seen: ⟦IP_ADDRESS|36.112.87.201⟧ (⟪place|Beijing⟫)."""),
]

TEXTS += [
("terraform_mixed", """# main.tf —— 留学申请平台 staging 环境
provider "aws" {
  region     = "ap-east-1"   # 香港区
  access_key = "⟦APIKEY|$aws_sts_1⟧"
  secret_key = "⟦SECRET|$aws_secret_2⟧"   # TODO(⟦PERSON|zhaolei⟧): 换成 assume_role
}

resource "aws_db_instance" "apply" {
  engine         = "mysql"
  engine_version = "⟪version|8.0.35⟫"
  username       = "apply_admin"
  password       = "⟦PASSWORD|Apply2026!hk⟧"
  allocated_storage = 50
}

# 临时白名单：办公室出口 IP + 文档示例
variable "office_cidrs" { default = ["⟦IP_ADDRESS|218.255.104.66⟧/32", "⟪doc_ip|203.0.113.0⟫/24"] }"""),

("notebook_mixed_hf", """In [1]:
import os
os.environ["HF_TOKEN"] = "⟦APIKEY|$hf_2⟧"   # 组里共用的，别外传 —— ⟦PERSON|Yuki⟧
from datasets import load_dataset
ds = load_dataset("⟪dataset_id|clinic/dental-xray-cls⟫", split="train")

In [2]:
ds[0]
Out[2]:
{'image_id': '⟪image_id|DX-000417⟫', 'label': 'caries', 'patient': '匿名化失败 → ⟦PERSON|孙美玲⟧', 'age': 34}

In [3]:
# 上面那条没脱敏！先从 train 里删掉，⟪version|datasets 2.19.0⟫"""),

("api_log_json_mixed", """{"ts":"⟪timestamp|2026-01-14T11:02:33.118+08:00⟫","level":"INFO","svc":"kyc-gateway","trace_id":"⟪trace_id|8e1f0c7a2b9d4e63⟫",
 "msg":"实名认证请求","req":{"name":"⟦PERSON|易建明⟧","id_no":"⟦IDCARD|$cnid_20⟧","mobile":"⟦PHONE|13550287716⟧","email":"⟦EMAIL|yijm@foxmail.com⟧"},
 "client_ip":"⟦IP_ADDRESS|119.23.45.201⟧","channel":"⟪app_id|wx3f9a0c7d2e51b684⟫","latency_ms":184,
 "resp":{"code":0,"result":"一致","provider":"⟪org_name|Tencent FaceID⟫"},"build":"⟪build_number|kyc-2601.14.3⟫"}"""),

("vet_clients_csv_mixed", """client_name,客户姓名,phone,pet,species,last_visit,balance_due
⟦PERSON|Olivia Brooks⟧,,⟦PHONE|+86 186 1620 7741⟧,⟪pet_name|Pudding⟫,cat,⟪date|2025-12-30⟫,⟦AMOUNT|0⟧
⟦PERSON|Zhang Hao⟧,⟦PERSON|张浩⟧,⟦PHONE|139 1822 0573⟧,⟪pet_name|Coco⟫,dog,⟪date|2026-01-06⟫,⟦AMOUNT|1280⟧
,⟦PERSON|刘佩琪⟧,⟦PHONE|137 6402 9188⟧,⟪pet_name|花卷⟫,rabbit,⟪date|2026-01-11⟫,⟦AMOUNT|350⟧
# export from ⟪org_name|PetDesk CN⟫ ⟪version|v5.2⟫, 价目表 see price_list.xlsx (vaccine ⟪price|¥120⟫)"""),

("git_diff_mixed_ghpat", """diff --git a/scripts/sync_listings.sh b/scripts/sync_listings.sh
index ⟪hash|9c2e1f4⟫..⟪hash|b7a03d8⟫ 100755
--- a/scripts/sync_listings.sh
+++ b/scripts/sync_listings.sh
@@ -1,6 +1,6 @@
 #!/bin/bash
-# 同步房源到 GitHub Pages（⟦PERSON|wangyifan⟧ 临时写的）
-export GH_TOKEN=⟦APIKEY|$gh_fine_1⟧
+# 同步房源到 GitHub Pages
+export GH_TOKEN="${GH_TOKEN:?missing}"
 git clone https://github.com/rent-hk/listings.git /tmp/listings
 python3 export.py --city hk --since ⟪date|2026-01-01⟫ --out /tmp/listings/data.json"""),

("twofa_backup_note", """📝 备忘录 / Notes — 2FA backup（⟦PERSON|Cindy⟧的，别删）
Binance: secret ⟦SECRET|$totp_1⟧  (Google Authenticator)
公司 VPN: seed ⟦SECRET|$totp_2⟧
Gmail recovery codes: ⟪otp_code|8841 2207⟫ ⟪otp_code|5530 9916⟫（用过一个了）
Apple ID 密码 ⟦PASSWORD|Cindy@Apple0923⟧
银行 U盾 PIN ⟦PASSWORD|880923⟧
上次整理：⟪date|2026-01-02⟫"""),
]

TEXTS += [
("ssh_key_pasted_chat", """【Slack】#ops-cn
⟦PERSON|Leo Zhang⟧ 11:20 PM
跳板机连不上了，我把 key 贴这儿你帮我看看格式对不对：
⟦SECRET|$pem_ssh_1⟧
⟦PERSON|Mia Chen⟧ 11:22 PM
😱 private key 不能贴！！你马上在 ⟦IP_ADDRESS|47.243.18.90⟧ 上把 authorized_keys 里这把删掉重新生成
⟦PERSON|Leo Zhang⟧ 11:23 PM
好吧…顺便 slack bot 的 token 也在 .env 里 ⟦APIKEY|$slack_bot_1⟧，要不要一起换
⟦PERSON|Mia Chen⟧ 11:24 PM
换。OpenSSH ⟪version|9.6p1⟫ 默认 ed25519，别再用 RSA 了"""),

("lab_report_hk_bilingual", """⟪org_name|Queen Mary Hospital 瑪麗醫院⟫ – Department of Pathology 病理學部
Patient 病人: ⟦PERSON|CHEUNG, Wing Sze⟧ ⟦PERSON|張詠詩⟧   HKID 身份證: ⟦NATIONAL_ID|$nid_hk_2⟧
Sex/Age: F/38   Specimen No. QM26-H0118273
Haemoglobin 血紅素      9.2 g/dL     ⟪reference_range|11.5-15.0⟫   L
Ferritin 鐵蛋白          6 µg/L       ⟪reference_range|15-150⟫      L
Interpretation: ⟦MEDICAL|iron deficiency anaemia 缺鐵性貧血⟧. Patient is ⟦MEDICAL|24 weeks pregnant⟧ – please review iron supplementation (e.g. ⟦MEDICAL|ferrous fumarate 200 mg bd⟧).
Reported by 報告: Dr ⟦PERSON|K. M. Lau⟧   ⟪timestamp|14/01/2026 16:05⟫"""),

("physio_note_bilingual", """Physiotherapy progress note 物理治疗进度记录 – ⟪org_name|ParkwayHealth Physio 百汇康复⟫ ⟪place|Shanghai⟫
Client: ⟦PERSON|Sarah Jennings⟧   Session 6/10   Therapist: ⟦PERSON|Wang Lu⟧ ⟦PERSON|王璐⟧
S: neck pain 颈痛 improving, headache 2x/week (was daily). Works long hours on laptop.
O: cervical ROM rotation R 60° / L 70°. ⟦MEDICAL|upper trapezius trigger points⟧, ⟦MEDICAL|cervicogenic headache⟧.
A: responding well. Also reports ⟦MEDICAL|migraine history, takes sumatriptan 50 mg prn⟧.
P: continue manual therapy + 颈深屈肌训练 (deep neck flexor). Package price ⟪price|¥6,800 / 10 sessions⟫ (insurance direct billing with ⟪org_name|Bupa⟫)"""),

("pharmacy_label_bilingual", """⟪org_name|Watsons Pharmacy 屈臣氏藥房⟫ – ⟪place|Causeway Bay⟫
Rx No. 處方編號 ⟪rx_number|CWB-2601-00915⟫        ⟪date|14/01/2026⟫
Patient 病人: ⟦PERSON|TAM Siu Ming⟧ ⟦PERSON|譚少明⟧
⟦MEDICAL|Amoxicillin 500 mg capsules 阿莫西林膠囊⟧
Take 1 capsule three times daily for 7 days 每日三次，每次一粒，連服七日
Complete the course 必須服完整個療程
Dr ⟦PERSON|Wong⟧ · Qty 21 · Price 價錢 ⟪price|HK$96.00⟫"""),

("expat_lease_card_mixed", """Shanghai lease – payment authorisation 付款授权书
Tenant 承租人: ⟦PERSON|James O'Connor⟧   Passport 护照 ⟦PASSPORT|PB7781204⟧ (Ireland)
Property 房屋: ⟦ADDRESS|上海市静安区愚园路1088弄6号2楼 (Lane 1088 Yuyuan Rd, No. 6, 2F)⟧
Monthly rent 月租: ⟦AMOUNT|RMB 22,000⟧, paid quarterly 季付
I authorise ⟪org_name|Yuyuan Living 愚园生活⟫ to charge my card for rent and deposit:
Card 卡号 ⟦CARD|$card_mc1⟧  Exp ⟪card_expiry|10/27⟫  CVC ⟦CVV|274⟧
Deposit 押金 (2 months): ⟦AMOUNT|RMB 44,000⟧
Cardholder signature 持卡人签名: ⟦PERSON|J. O'Connor⟧   Date ⟪date|2026-01-08⟫"""),

("health_article_bilingual", """【健康 Health】Sugar cravings? 控糖小知识 by Dr. ⟦PERSON|Fang Jing⟧ ⟦PERSON|方静⟧（营养科）
Many people think ⟪health_info|type 2 diabetes 2型糖尿病⟫ only affects older adults, but cases among office workers in their 30s are rising. Watch for ⟪health_info|thirst, frequent urination 口渴、多尿⟫ and fatigue.
市面上的"控糖"保健品如 ⟪drug_ad|苦瓜胶囊 Bitter Melon Capsules⟫（⟪price|¥128/瓶⟫）并不能替代 ⟪drug_ad|metformin 二甲双胍⟫ 等处方药。
Tip: choose brown rice over white rice 用糙米代替白米，每餐主食不超过一拳。
（本文不构成医疗建议 / Not medical advice. ⟪date|2026-01-12⟫）"""),
]
