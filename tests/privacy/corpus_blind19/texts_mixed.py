# Mixed Chinese/English texts for corpus_blind19. Written by hand, one at a time.
TEXTS = []

TEXTS.append(("hk_clinic_registration", """
⟪org_name|Harbour View Medical Centre 海景醫務中心⟫ — New Patient Registration 新症登記
Name 姓名: ⟦PERSON|CHAN Tai Man⟧ ⟦PERSON|陳大文⟧
HKID 身份證: ⟦NATIONAL_ID|$hkid1⟧
DOB 出生日期: ⟦DATE_OF_BIRTH|14/02/1978⟧
Tel 電話: ⟦PHONE|+852 5555 0138⟧
Address 地址: ⟦ADDRESS|香港九龍旺角彌敦道688號旺角中心一期18樓B室⟧
Drug allergy 藥物敏感: ⟦MEDICAL|Penicillin 青霉素⟧
Chief complaint: ⟦MEDICAL|胸口痛 2日⟧, hx of ⟦MEDICAL|GERD⟧
Consultation fee 診金 ⟪price|HK$450⟫ (incl. 3 days medicine)；ECG ⟪price|HK$280⟫；total paid 已付 ⟦AMOUNT|HK$730⟧ by Octopus 八達通
"""))

TEXTS.append(("taiwan_dating_app_verification", """
【實名認證】⟪org_name|緣來是你 Dating⟫ user verification log
user_id: ⟪user_id|tw_884120⟫
display_name: ⟪nickname|小熊軟糖⟫
real_name: ⟦PERSON|林怡君⟧ (⟦PERSON|Lin Yi-Chun⟧)
national_id: ⟦NATIONAL_ID|$twid2⟧
phone: ⟦PHONE|0912-555-087⟧
verified_by: ⟦PERSON|kevin.huang⟧ at ⟪timestamp|2026-12-03 21:18 +0800⟫
premium_paid: ⟦AMOUNT|NT$1,490⟧ (plan price ⟪price|NT$1,790⟫, promo applied)
note: 用戶自述有⟦MEDICAL|憂鬱症⟧病史，已提醒勿在公開簡介揭露
"""))

TEXTS.append(("sg_helper_whatsapp", """
[12/3, 8:02 pm] Mrs ⟦PERSON|Goh⟧: ⟦PERSON|Siti⟧, tomorrow bring 嬷嬷 to ⟪org_name|SGH⟫ for her ⟦MEDICAL|dialysis⟧, 7am. Taxi money I leave on table ⟦AMOUNT|$40⟧
[12/3, 8:05 pm] ⟦PERSON|Siti⟧: ok maam. Her ⟦MEDICAL|insulin⟧ still have 2 pen only
[12/3, 8:06 pm] Mrs ⟦PERSON|Goh⟧: I order from ⟪org_name|Guardian⟫ online. Your FIN renew already? ⟦NATIONAL_ID|$fin1⟧ expiring right
[12/3, 8:09 pm] ⟦PERSON|Siti⟧: yes maam MOM say new card ready ⟪date|15 Dec⟫
[12/3, 8:10 pm] Mrs ⟦PERSON|Goh⟧: ok. 你的工资 this month I transfer ⟦AMOUNT|$780⟧ plus ⟦AMOUNT|$20⟧ off-day comp
"""))

TEXTS.append(("crossborder_ecommerce_env", """
# 跨境电商独立站 .env — 维护人 ⟦PERSON|chenhao⟧
SHOPIFY_ADMIN_TOKEN=⟦APIKEY|$shopify1⟧
STRIPE_SECRET_KEY=⟦APIKEY|$stripe2⟧
STRIPE_PK=⟪app_id|pk_live_51QwErTy1234AbCdEfGhIjKlMn⟫
ALIPAY_APP_ID=⟪app_id|2021004188217733⟫
ALIPAY_PRIVATE_KEY=⟦SECRET|$pem2⟧
GOOGLE_MAPS_KEY=⟦APIKEY|$google1⟧
REDIS_URL=redis://default:⟦SECRET|xG7!pq2Lr9Wm⟧@⟦IP_ADDRESS|10.0.12.8⟧:⟪port|6379⟫/0
# 客服邮箱 ⟦EMAIL|support@mochi-home.example⟧
"""))

TEXTS.append(("hr_relocation_email_ssn", """
From: ⟦PERSON|Linda Zhou⟧ <⟦EMAIL|linda.zhou@pinnacle-semi.example.com⟧>
To: Global Payroll <⟦EMAIL|payroll-us@pinnacle-semi.example.com⟧>
Subject: 外派上海 — ⟦PERSON|Jason Wu⟧ shadow payroll setup

Hi team,

⟦PERSON|Jason Wu⟧（⟦PERSON|吴杰森⟧）will start his assignment in ⟪place|Shanghai⟫ on ⟪date|Jan 4, 2027⟫. Please keep him on US shadow payroll:
- SSN: ⟦SSN|$ssn4⟧
- Base salary: ⟦AMOUNT|USD 182,000⟧; COLA ⟦AMOUNT|RMB 8,000/月⟧
- Housing in Shanghai: ⟦ADDRESS|上海市长宁区虹桥路1665号仁恒滨江园5号楼2201⟧
- China tax ID will be his passport no. ⟦PASSPORT|A71829034⟧
Per policy the housing cap is ⟪price|RMB 35,000/月⟫.

Thanks,
⟦PERSON|Linda⟧
"""))

TEXTS.append(("study_abroad_agency_form", """
留学申请材料清单 — ⟪org_name|启航留学⟫
Student 学生: ⟦PERSON|Zhang Yuxuan⟧ ⟦PERSON|张宇轩⟧
Passport 护照: ⟦PASSPORT|EK7741209⟧   DOB: ⟦DATE_OF_BIRTH|2008-05-19⟧
Parent 家长: ⟦PERSON|张建明⟧ ⟦PHONE|139 1122 4876⟧  ⟦EMAIL|zjm_sh@126.com⟧
Target: ⟪org_name|University of Toronto⟫, Fall 2027
Bank statement 存款证明: ⟦AMOUNT|CAD 98,500⟧（要求 ⟪threshold|CAD 20,635⟫ + tuition）
Service fee 中介费: ⟦AMOUNT|¥38,000⟧ paid ⟪date|2026-09-12⟫
Consultant: ⟦PERSON|Annie 王⟧
"""))

TEXTS.append(("worldtracer_ahl_mixed", """
AHL ⟪file_ref|SHACA18820⟫  CREATED ⟪date|04DEC26⟫ 0835
NM ⟦PERSON|QIAN/XIAOWEI⟧ MS   PASSPORT ⟦PASSPORT|EJ2081734⟧
FD ⟪flight_number|CA0931⟫/02DEC FRA-PVG   TN ⟪bag_tag|CA557214⟫
CT BLACK/HARD  BRAND RIMOWA
PA ⟦ADDRESS|上海市静安区南京西路1038号梅龙镇广场28楼⟧
PN ⟦PHONE|+86 137 6122 8841⟧  EA ⟦EMAIL|qianxw@qq.com⟧
CN 内有⟦MEDICAL|抗癫痫药 左乙拉西坦⟧ 旅客急需
IR ⟦AMOUNT|CNY 600⟧ INTERIM PAID  AGT ⟦PERSON|lihua⟧
"""))

TEXTS.append(("hotel_booking_card_mixed", """
【预订确认 Booking Confirmation】⟪org_name|The Bund Riverside Hotel 外滩江景酒店⟫
Confirmation #: ⟪booking_ref|BRH26120488⟫
Guest 客人: Ms. ⟦PERSON|Helena Novak⟧
Stay 入住: ⟪date|2026-12-20⟫ — ⟪date|2026-12-23⟫, Deluxe River View
Rate 房价: ⟪price|CNY 1,680⟫/night
Guarantee card 担保卡: ⟦CARD|$card3⟧  EXP ⟪card_expiry|03/29⟫  CVV ⟦CVV|8841⟧
Total 总价: ⟦AMOUNT|CNY 5,544.00⟧ (incl. 10% service)
Remarks 备注: guest is ⟦MEDICAL|celiac⟧, gluten-free breakfast please 无麸质早餐
"""))

TEXTS.append(("feishu_dev_chat_tokens", """
[飞书] #ml-platform
⟦PERSON|周一鸣⟧ 10:21  @⟦PERSON|Karen Li⟧ 模型仓库拉不下来，HF token 过期了吗
⟦PERSON|Karen Li⟧ 10:23  换了个新的 ⟦APIKEY|$hf1⟧ ，read 权限
⟦PERSON|周一鸣⟧ 10:24  👍 另外 GitHub Actions 里那个 ⟦APIKEY|$ghp2⟧ 是谁的？
⟦PERSON|Karen Li⟧ 10:26  是 ⟦PERSON|ben.tsai⟧ 的个人 token，他离职了，我让 ⟦PERSON|老邓⟧ 改成 org 级的
⟦PERSON|老邓⟧ 10:40  已改。顺便说一下 GPU 集群本月账单 ⟪price|$12,400⟫，超预算了
"""))

TEXTS.append(("gitlab_ci_mixed", """
# .gitlab-ci.yml  (负责人: ⟦PERSON|wangfang⟧)
variables:
  DOCKER_REGISTRY: registry.cn-hangzhou.aliyuncs.com
  # TODO: 移到 CI/CD variables，不要写死！！
  GITLAB_TOKEN: ⟦APIKEY|$glpat1⟧
  ALIYUN_AK: ⟦APIKEY|$ltai2⟧
  ALIYUN_SK: ⟦SECRET|$alisec2⟧
deploy_prod:
  stage: deploy
  script:
    - ssh -i ~/.ssh/id_ed25519 deploy@⟦IP_ADDRESS|39.108.44.217⟧ "cd /srv/app && ./release.sh ⟪version|v2.14.0⟫"
  only: [main]
"""))

TEXTS.append(("k8s_secret_manifest", """
apiVersion: v1
kind: Secret
metadata:
  name: payment-gateway-secrets
  namespace: prod
  annotations:
    owner: "⟦PERSON|xu.jing⟧"  # ⟦PERSON|许静⟧, 支付组
type: Opaque
stringData:
  AWS_ACCESS_KEY_ID: "⟦APIKEY|$aws2⟧"
  AWS_SECRET_ACCESS_KEY: "⟦SECRET|$awssec2⟧"
  WECHAT_PAY_API_V3_KEY: "⟦SECRET|Zq8Lm3Xv7Pw1Rt5Yn9Bc2Kd6Hf4Jg0Sa⟧"
  MYSQL_PASSWORD: "⟦PASSWORD|Pay#2026!prod⟧"
  TOTP_SEED: "⟦SECRET|$totp2⟧"
"""))

TEXTS.append(("crypto_bot_compose", """
# docker-compose.yml — 量化交易机器人 (私人项目 by ⟦PERSON|leo_kwan⟧)
services:
  trader:
    image: grid-bot:⟪version|0.9.4⟫
    environment:
      BINANCE_API_KEY: ⟦APIKEY|$binance1⟧
      BINANCE_API_SECRET: ⟦SECRET|$binsec1⟧
      WITHDRAW_ADDRESS: ⟪wallet_address|0x7a3B9c2D41e8F0a6B5d4C3e2F1a0B9c8D7e6F5a4⟫
      TELEGRAM_TOKEN: ⟦APIKEY|$telegram2⟧
      SEED_PHRASE_BACKUP: "⟦SECRET|orbit velvet harbor lemon ticket fossil arch pencil quote rival summer wisdom⟧"
    ports: ["⟪bind_address|0.0.0.0⟫:⟪port|9001⟫:9001"]
# 本金 ⟦AMOUNT|5 万 USDT⟧，上月收益 ⟦AMOUNT|1,284 USDT⟧
"""))

TEXTS.append(("de_supplier_payment_mixed", """
付款申请 Payment Request ⟪request_id|PR-20261204-09⟫
供应商 Supplier: ⟪org_name|Krüger Präzisionsteile GmbH⟫
联系人: Herr ⟦PERSON|Matthias Krüger⟧ ⟦EMAIL|m.krueger@krueger-praezision.example.de⟧
IBAN: ⟦IBAN|$iban22⟧   BIC ⟪bic|DEUTDEFF⟫
Invoice ⟪invoice_number|RE-2026-1187⟫  金额 ⟦AMOUNT|EUR 27,430.00⟧
申请人: ⟦PERSON|何志勇⟧  审批: CFO ⟦PERSON|刘总⟧
汇率 ⟪exchange_rate|7.6812⟫（仅供参考）
"""))

TEXTS.append(("daigou_wechat_card", """
⟦PERSON|Vivian⟧代购：亲～LV 那款包 Paris 柜台价 ⟪price|€2,350⟫，退税后大概 ⟪price|€2,100⟫
⟦PERSON|小美⟧：可以，我直接用我的信用卡付吧，卡号 ⟦CARD|$card10⟧，有效期 ⟪card_expiry|09/28⟫，后面三位 ⟦CVV|527⟧
⟦PERSON|Vivian⟧代购：好的收到～代购费我这边收 ⟦AMOUNT|¥800⟧，包邮到你 ⟦ADDRESS|广州市天河区珠江新城华夏路10号富力中心3208⟧
⟦PERSON|小美⟧：嗯嗯，电话还是 ⟦PHONE|135 3087 2216⟧
"""))

TEXTS.append(("pet_relocation_mixed", """
Pet Relocation Quote 宠物托运报价 — ⟪org_name|PawsAir International⟫
Owner 主人: ⟦PERSON|Gao Ming⟧ ⟦PERSON|高明⟧, ⟦EMAIL|gaoming.ca@gmail.com⟧, ⟦PHONE|+1 604-555-0117⟧
Pet: ⟪pet_name|Mochi⟫ (Shiba Inu 柴犬, 9 kg), microchip ⟪microchip|900164001827731⟫
Route: ⟪place|Vancouver YVR⟫ → ⟪place|Shanghai PVG⟫
Health: ⟪animal_health|rabies vaccinated 2026-03-10⟫, ⟪animal_health|FAVN titre 2.8 IU/ml⟫, ⟪animal_health|mild luxating patella⟫
Quote: crate + flight + customs ⟪price|CAD 3,980⟫; deposit paid ⟦AMOUNT|CAD 1,000⟧
Destination address 到达地址: ⟦ADDRESS|上海市闵行区虹泉路1000号井亭苑2号楼301⟧
"""))

TEXTS.append(("hk_dental_invoice", """
⟪org_name|Central Smile Dental 中環微笑牙科⟫  INVOICE ⟪invoice_number|CSD-88120⟫
Patient 病人: ⟦PERSON|Wong Ka Yan⟧ ⟦PERSON|黃嘉欣⟧   HKID ⟦NATIONAL_ID|$hkid2⟧
Dentist 牙醫: Dr. ⟦PERSON|Ivan Leung⟧
⟦MEDICAL|Implant 植牙 #46⟧ (Straumann BLX)      ⟪price|HK$26,800⟫
⟦MEDICAL|Bone graft 植骨⟧                         ⟪price|HK$6,500⟫
Less insurance (⟪org_name|AXA⟫ claim ⟪claim_ref|AXA-D-4471⟫)           -⟦AMOUNT|HK$10,000⟧
Amount due 應付: ⟦AMOUNT|HK$23,300⟧
Address: ⟦ADDRESS|12/F, Central Building, 1-3 Pedder Street, Central, Hong Kong⟧ Tel ⟦PHONE|2555 0188⟧
"""))

TEXTS.append(("ivf_clinic_bangkok_mixed", """
Subject: 试管周期确认 IVF Cycle Confirmation — Ms ⟦PERSON|Sun Li⟧ & Mr ⟦PERSON|Fang Tao⟧
Dear ⟦PERSON|Sun Li⟧ ⟦PERSON|孙女士⟧,
Your ⟦MEDICAL|PGT-A IVF cycle⟧ at ⟪org_name|Siam Fertility Center⟫ is confirmed to start on ⟪date|Jan 6, 2027⟫.
Please bring passports: ⟦PASSPORT|EH4418203⟧ (⟦PERSON|孙丽⟧), ⟦PASSPORT|EG9910274⟧ (⟦PERSON|方涛⟧).
Diagnosis on file: ⟦MEDICAL|diminished ovarian reserve (AMH 0.8)⟧; partner ⟦MEDICAL|oligospermia⟧.
Package fee ⟪price|THB 420,000⟫; deposit received ⟦AMOUNT|THB 100,000⟧ on ⟪date|Nov 30⟫.
中文客服: ⟦PERSON|Nina⟧ 微信 ⟪wechat_id|siamfert_cn⟫ / ⟦PHONE|+66 2 555 0142⟧
"""))

TEXTS.append(("python_traceback_mixed", """
Traceback (most recent call last):
  File "/home/⟦PERSON|liuqiang⟧/apps/clinic_sms/send.py", line ⟪line_number|88⟫, in <module>
    client.send(phone=row["手机"], text=tpl.format(**row))
  File "/usr/lib/python3.11/site-packages/smsclient/api.py", line 142, in send
    raise SmsError(f"{resp.code}: {resp.msg} payload={payload}")
smsclient.errors.SmsError: 40013: 签名不匹配 payload={'手机': '⟦PHONE|13817264059⟧', '姓名': '⟦PERSON|倪佳⟧', '内容': '⟦PERSON|倪佳⟧您好，您预约的⟦MEDICAL|无痛胃镜⟧检查时间为12月6日上午，请空腹。', 'appkey': '⟦APIKEY|$mailgun1⟧'}
"""))

TEXTS.append(("sql_orders_mixed", """
-- 生鲜App 退款核对 ⟪date|2026-12-04⟫
SELECT o.order_no, u.nickname, u.real_name, u.mobile, o.refund_amount FROM orders o JOIN users u ON ...;
order_no        | nickname   | real_name | mobile       | refund_amount
⟪order_id|HM261204001⟫ | ⟪nickname|吃货小王子⟫ | ⟦PERSON|王子豪⟧    | ⟦PHONE|18601174432⟧  | ⟦AMOUNT|35.80⟧
⟪order_id|HM261204017⟫ | ⟪nickname|Sunny⟫      | ⟦PERSON|Sun Qing⟧  | ⟦PHONE|13120558871⟧  | ⟦AMOUNT|129.00⟧
⟪order_id|HM261204023⟫ | ⟪nickname|momo酱⟫     | ⟦PERSON|莫晓婷⟧    | ⟦PHONE|15201679034⟧  | ⟦AMOUNT|8.50⟧
(3 rows)  -- 退款上限 ⟪price|200.00⟫ 自动审批
"""))

TEXTS.append(("ride_app_api_log", """
2026-12-04 08:31:17.220 INFO  [rider-api] POST /v2/trips/estimate uid=⟪user_id|90331⟫ from=⟦ADDRESS|深圳市福田区福华三路88号时代财富大厦⟧ to=⟪place|深圳北站⟫ price_estimate=⟪price|46.5⟫
2026-12-04 08:31:17.225 DEBUG [rider-api] headers: Authorization=Bearer ⟦APIKEY|$jwt3⟧ X-Device=⟪device_id|a8f3e1c0-22d9-4b7e-9f10-5c6d7e8f9a01⟫
2026-12-04 08:44:02.901 INFO  [rider-api] trip ⟪trip_id|T2612040831⟫ completed driver=⟦PERSON|黎志强⟧ fare=⟦AMOUNT|52.30⟧ paid_by=wechat
2026-12-04 08:44:03.010 WARN  [rider-api] rider phone ⟦PHONE|+86 158 1920 7734⟧ not verified; client_ip=⟦IP_ADDRESS|223.104.63.18⟧
"""))

TEXTS.append(("foreign_teacher_contract_mixed", """
外籍教师聘用合同 Employment Contract (extract)
甲方 Employer: ⟪org_name|北京乐学英语培训中心⟫
乙方 Teacher: ⟦PERSON|Oliver James Whitaker⟧, British, passport ⟦PASSPORT|553902117⟧
Work permit 工作许可证号: ⟪permit_ref|110000260448812⟫
Monthly salary 月薪: ⟦AMOUNT|RMB 26,000⟧ (pre-tax)；housing allowance 住房补贴 ⟦AMOUNT|RMB 5,000⟧
Flight reimbursement upon completion: up to ⟪price|RMB 12,000⟫
Emergency contact: ⟦PERSON|Grace Whitaker⟧ (mother) ⟦PHONE|+44 7700 900 482⟧
Health declaration: ⟦MEDICAL|Type 2 diabetes, controlled with metformin⟧
"""))

TEXTS.append(("gofundme_student_mixed", """
GoFundMe: Bring ⟦PERSON|Yiran⟧ home 帮助⟦PERSON|怡然⟧回家
Organizer: ⟦PERSON|Mei Lin Tan⟧ · ⟪place|Melbourne, VIC⟫
⟦PERSON|Yiran Shao⟧ (⟦PERSON|邵怡然⟧), a 22-year-old international student at ⟪org_name|Monash⟫, suffered a ⟦MEDICAL|subarachnoid haemorrhage⟧ on ⟪date|Nov 18⟫ and is in ICU. Medical evacuation to ⟪place|Chengdu⟫ is quoted at ⟪price|AUD 95,000⟫.
⟦AMOUNT|AUD 41,352⟧ raised of ⟪price|AUD 120,000⟫ goal
Top donations: ⟪org_name|Monash CSSA⟫ ⟦AMOUNT|AUD 2,000⟧ · ⟦PERSON|James & Ruth⟧ ⟦AMOUNT|AUD 150⟧ · 匿名 ⟦AMOUNT|AUD 500⟧
"""))

TEXTS.append(("hr_grievance_email_mixed", """
From: ⟦PERSON|Fiona Xu⟧ <⟦EMAIL|fiona.xu@medilink-china.example.com⟧>
To: HRBP ⟦PERSON|Kelvin Tang⟧
Subject: 投诉 — overtime & 绩效扣款 grievance

Hi ⟦PERSON|Kelvin⟧,
I am filing a formal grievance on behalf of my team member ⟦PERSON|刘畅⟧. Since ⟪date|September⟫ she has worked ~60 hours/week with no overtime pay, and her Q3 performance bonus ⟦AMOUNT|¥12,000⟧ was cut to ⟦AMOUNT|¥3,000⟧ after she took sick leave for ⟦MEDICAL|甲状腺结节手术⟧.
Company policy caps overtime at ⟪threshold|36 hours/month⟫. Please arrange a meeting with ⟦PERSON|Amy⟧ from 工会 this week.
Regards, ⟦PERSON|Fiona⟧
"""))

TEXTS.append(("kr_traveler_customs_mixed", """
入境旅客申报 Passenger Declaration — ⟪place|浦东机场⟫ T2
Name: ⟦PERSON|PARK MIN-JUN⟧ (⟦PERSON|박민준⟧)
Passport: ⟦PASSPORT|M72418836⟧   Korean RRN (on visa form): ⟦NATIONAL_ID|$rrn2⟧
Flight: ⟪flight_number|KE893⟫ ICN-PVG   Seat ⟪seat_number|32A⟫
Declared: cash ⟦AMOUNT|USD 12,000⟧ (exceeds ⟪threshold|USD 5,000⟫ limit — 需申报)
Medicines: ⟦MEDICAL|Adalimumab pre-filled syringes⟧ for ⟦MEDICAL|Crohn's disease⟧ — doctor's letter shown
Officer: ⟦PERSON|关警官⟧
"""))

TEXTS.append(("hk_court_notice_mixed", """
IN THE DISTRICT COURT OF THE HONG KONG SPECIAL ADMINISTRATIVE REGION 區域法院
⟪case_ref|DCCJ 4471/2026⟫
BETWEEN ⟦PERSON|LEUNG Wing Sze⟧ ⟦PERSON|梁詠詩⟧ Plaintiff 原告 and ⟪org_name|Golden Harvest Finance Ltd⟫ Defendant 被告
NOTICE OF HEARING 聆訊通知
The Plaintiff's claim for refund of ⟦AMOUNT|HK$368,000⟧ will be heard on ⟪date|18 February 2027⟫ at ⟪time|9:30 a.m.⟫ in Court No. ⟪room_number|28⟫, ⟦ADDRESS|Wanchai Tower, 12 Harbour Road, Wan Chai⟧.
Plaintiff's solicitors: ⟪org_name|Cheung & Ho⟫, Attn: Ms. ⟦PERSON|Cheryl Ho⟧ ⟦PHONE|2555 0174⟧
"""))

TEXTS.append(("hk_police_statement_mixed", """
Statement of Witness 證人口供 — ⟪case_ref|RN 26012288⟫
Name: ⟦PERSON|NG Chi Keung⟧ ⟦PERSON|吳志強⟧  HKID: ⟦NATIONAL_ID|$hkid3⟧
Address: ⟦ADDRESS|Flat 7C, Block 2, Laguna City, 28 Cha Kwo Ling Road, Kwun Tong⟧  Tel: ⟦PHONE|6555 0129⟧
On ⟪date|2 Dec 2026⟫ about ⟪time|2300⟫ hours, I was at ⟪place|觀塘碼頭⟫. I saw a man, about 30 years old, 穿灰色外套, snatch a bag from a lady. The lady shouted "⟦PERSON|阿May⟧, call police!" to her friend. I chased him to ⟪place|Hoi Bun Road⟫ but lost him. I injured my ankle (⟦MEDICAL|sprained ankle⟧, treated at ⟪org_name|UCH⟫).
Signature: ⟦PERSON|吳志強⟧   Recorded by: PC ⟦PERSON|Lam⟧ ⟪callsign|UI 44821⟫
"""))

TEXTS.append(("overseas_car_rental_chinese_tourist", """
Rental Voucher 租车确认单 — ⟪org_name|Pacific Coast Rentals⟫ ⟪place|LAX⟫
Driver 驾驶员: ⟦PERSON|HU/JIAYI⟧ ⟦PERSON|胡佳怡⟧
Passport: ⟦PASSPORT|EC3391826⟧   China DL translation attached
Card on file: ⟦CARD|$card4⟧  exp ⟪card_expiry|12/27⟫  CID ⟦CVV|4412⟧
Deposit hold ⟦AMOUNT|USD 500.00⟧; Rate ⟪price|USD 58.99/day⟫ × 5
Total prepaid 预付: ⟦AMOUNT|USD 371.45⟧
Emergency 紧急联系人: ⟦PERSON|胡建⟧ ⟦PHONE|+86 139 0551 3826⟧
"""))

TEXTS.append(("grocery_order_json_mixed", """
{
  "orderId": "⟪order_id|HM-2612-0448172⟫",
  "storeName": "⟪org_name|盒马鲜生 静安大悦城店⟫",
  "receiver": {"name": "⟦PERSON|Tiffany 钱⟧", "mobile": "⟦PHONE|138-1821-6630⟧", "address": "⟦ADDRESS|上海市静安区西藏北路166号大悦城北座1702⟧"},
  "items": [
    {"sku": "⟪product_code|SKU-884120⟫", "name": "澳洲谷饲牛排 200g", "unitPrice": ⟪price|59.90⟫, "qty": 2},
    {"sku": "⟪product_code|SKU-110273⟫", "name": "有机菠菜", "unitPrice": ⟪price|12.80⟫, "qty": 1}
  ],
  "payTotal": ⟦AMOUNT|132.60⟧,
  "deliveryNote": "家里有宝宝在睡觉 please knock gently, 别按门铃",
  "riderName": "⟦PERSON|方师傅⟧"
}
"""))

TEXTS.append(("hk_sim_swap_record", """
⟪org_name|SmarTone⟫ Store ⟪place|Causeway Bay⟫ — SIM Replacement 補換SIM卡
Customer 客戶: ⟦PERSON|Cheung Hoi Ying⟧ ⟦PERSON|張凱盈⟧
HKID: ⟦NATIONAL_ID|$hkid3⟧
Mobile no. 號碼: ⟦PHONE|9555 0163⟧
Reason: phone stolen 手機被盜 (police RN ⟪case_ref|RN26011942⟫)
Verification: HKID sighted ✔ ; last bill amount ⟦AMOUNT|HK$298.00⟧ ✔
New ICCID ⟪iccid|89852031200448172210⟫
Staff: ⟦PERSON|Kenny⟧ (⟪employee_id|ST-0412⟫)
"""))

TEXTS.append(("us_subsidiary_audit_mixed", """
审计底稿 Workpaper ⟪workpaper_ref|C-4.2⟫ — US subsidiary payroll test (⟪org_name|Sino-Pacific Tools Inc.⟫)
Tested by: ⟦PERSON|Eric 陈⟧   Reviewed by: ⟦PERSON|Grace Lam⟧
Sample | Employee            | SSN          | Gross per W-2 | Traced to bank
1      | ⟦PERSON|Robert Kline⟧        | ⟦SSN|$ssn2⟧  | ⟦AMOUNT|$96,400.00⟧    | ✔
2      | ⟦PERSON|Angela Moreno⟧       | ⟦SSN|$ssn8⟧  | ⟦AMOUNT|$71,250.00⟧    | ✔
3      | ⟦PERSON|Wei Zhang⟧           | ⟦SSN|$ssn9⟧  | ⟦AMOUNT|$118,900.00⟧   | 差异 ⟦AMOUNT|$1,200⟧ — relocation bonus
EIN ⟪ein|83-1928447⟫ · 重要性水平 ⟪price|USD 150,000⟫ · 结论：无重大错报
"""))

TEXTS.append(("prometheus_alert_mixed", """
【Prometheus告警】[FIRING] NodeDiskAlmostFull
实例: ⟦IP_ADDRESS|10.18.3.44⟧:⟪port|9100⟫ (mysql-master-01)
描述: /data 使用率 ⟪percentage|93.7%⟫，预计 ⟪duration|6 小时⟫ 内写满
summary: disk full soon on db host, binlog not purged since ⟪timestamp|2026-12-01 04:00⟫
值班 on-call: ⟦PERSON|郑凯⟧ (⟦PHONE|186-0217-4493⟧) / backup ⟦PERSON|Jerry Lo⟧
Grafana: ⟪url|http://grafana.ops.internal/d/node/node-exporter?var-instance=mysql-master-01⟫
IPv6 mgmt: ⟦IP_ADDRESS|fd12:3456:789a:1::44⟧
"""))

TEXTS.append(("ldap_search_mixed", """
$ ldapsearch -x -H ldap://⟦IP_ADDRESS|172.16.20.5⟧ -D "cn=admin,dc=hx-edu,dc=cn" -w '⟦PASSWORD|Hx@edu2026!⟧' -b "ou=teachers,dc=hx-edu,dc=cn" "(uid=*)"
# 在线教育平台 教师账号
dn: uid=⟦PERSON|zhouqian⟧,ou=teachers,dc=hx-edu,dc=cn
cn: ⟦PERSON|周倩⟧
displayName: ⟦PERSON|Zhou Qian⟧
mail: ⟦EMAIL|zhouqian@hx-edu.example.cn⟧
mobile: ⟦PHONE|13651287740⟧
title: 初中物理主讲
# search result: 1 entries, ldap version ⟪version|3⟫
"""))

TEXTS.append(("global_hr_sheet_mixed", """
| 员工 Employee | Country | National ID 证件号 | Bank | Monthly 月薪 |
|---|---|---|---|---|
| ⟦PERSON|Sato Kenji⟧ 佐藤健二 | JP | ⟦NATIONAL_ID|$mynum2⟧ | ⟪org_name|MUFG⟫ | ⟦AMOUNT|¥620,000⟧ |
| ⟦PERSON|Beatriz Souza⟧ | BR | ⟦NATIONAL_ID|$cpf2⟧ | ⟪org_name|Itaú⟫ | ⟦AMOUNT|R$ 18.400⟧ |
| ⟦PERSON|Arjun Mehta⟧ | IN | ⟦NATIONAL_ID|$aadhaar2⟧ | ⟪org_name|ICICI⟫ | ⟦AMOUNT|₹2,40,000⟧ |
| ⟦PERSON|Katarzyna Wiśniewska⟧ | PL | ⟦NATIONAL_ID|$pesel2⟧ | ⟦IBAN|$iban9⟧ | ⟦AMOUNT|PLN 14,200⟧ |
备注：薪资带宽 ⟪price|band P5⟫；⟦PERSON|Sato⟧ 于 ⟪date|2027-01⟫ 调任 ⟪place|上海⟫
"""))

TEXTS.append(("eu_contractor_invoice_mixed", """
Contractor invoice 外包发票 ⟪invoice_number|INV-2026-044⟫
From: ⟦PERSON|Lukas Meyer⟧, ⟦ADDRESS|Schönhauser Allee 112, 10439 Berlin⟧
Steuer-ID ⟦NATIONAL_ID|$steuer2⟧
To: ⟪org_name|杭州云途科技有限公司⟫
Services 服务: SAML/OIDC integration for Keycloak, 38h × ⟪price|€95⟫
Total 合计: ⟦AMOUNT|€3,610.00⟧
Pay to 收款: ⟦IBAN|$iban16⟧
Keycloak admin creds used during project (please rotate 请更换): admin / ⟦PASSWORD|Kc-Adm1n-Tmp!⟧
"""))

TEXTS.append(("trade_invoice_eu_banks_mixed", """
Proforma Invoice 形式发票 ⟪invoice_number|PI-SZ-26-118⟫
Seller 卖方: ⟪org_name|深圳市宏达电子有限公司⟫, contact ⟦PERSON|Tony 黄⟧ ⟦EMAIL|tony.huang@hongda-elec.example.cn⟧
Buyer 买方: ⟦PERSON|Pieter de Groot⟧ (sole trader), ⟦ADDRESS|Stationsweg 44, 2312 AV Leiden⟧
Goods: LED driver boards ×5,000 @ ⟪price|USD 3.42⟫
Total 总额: ⟦AMOUNT|USD 17,100.00⟧  Deposit 30% paid: ⟦AMOUNT|USD 5,130.00⟧
Buyer remits from ⟦IBAN|$iban4⟧; refunds (if any) to ⟦IBAN|$iban3⟧ (his French account 法国账户)
"""))

TEXTS.append(("discord_bot_incident_mixed", """
[Discord #bot-dev] ⟪date|2026-12-04⟫
⟦PERSON|Haruto⟧: 我们的 luggage-tracker bot 被人拿去刷屏了
⟦PERSON|阿峰⟧: 查了，token 在 public gist 里：⟦APIKEY|$discord1⟧ 已 reset
⟦PERSON|Haruto⟧: Slack 那边的 ⟦APIKEY|$xoxb2⟧ 也在同一个 gist……
⟦PERSON|阿峰⟧: 还有 airline partner API 的 JWT：⟦APIKEY|$jwt2⟧ ，问下 ⟦PERSON|Olga⟧ 能不能 revoke
⟦PERSON|Olga⟧: revoked ✅ 另外 Google 的 ⟦APIKEY|$google2⟧ 我加了 HTTP referrer 限制
"""))

TEXTS.append(("airline_vip_profile_mixed", """
【VIP旅客档案 / VIP Profile】⟪org_name|Cathay Pacific⟫ Marco Polo Club ⟪tier|Diamond⟫
Name: ⟦PERSON|LAU/KA MING⟧ MR  ⟦PERSON|劉家明⟧
DOB: ⟦DATE_OF_BIRTH|07 Aug 1969⟧   Passport: ⟦PASSPORT|K08812345⟧ (HKSAR)
Preferred card for upgrades: ⟦CARD|$card20⟧ exp ⟪card_expiry|01/30⟫ CVV ⟦CVV|6621⟧
Special needs: ⟦MEDICAL|pacemaker⟧ — hand search at security 需人手搜查
Spouse: Mrs. ⟦PERSON|Lau Wai Ling⟧ ⟦PHONE|+852 9555 0172⟧
Upgrade fee charged ⟦AMOUNT|HK$9,800⟧ on ⟪date|02DEC⟫ (⟪flight_number|CX250⟫ HKG-LHR, seat ⟪seat_number|11A⟫)
"""))
