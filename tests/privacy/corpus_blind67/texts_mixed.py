# -*- coding: utf-8 -*-
# blind67 mixed Chinese/English texts. Each entry typed by hand: (kind, marked_text).
TEXTS = []

# ---------------------------------------------------------------- part 1
TEXTS += [
("wechat_work_chat", """⟦PERSON|Kelvin⟧：明天那个 site survey 几点 kick off？
⟦PERSON|Joyce Zhang⟧：8am，client 那边 contact 是 Mr. ⟦PERSON|Lee⟧，cell ⟦PHONE|+852 9321 0476⟧
⟦PERSON|Kelvin⟧：OK。drone battery 我已经 charge 好了，⟪drone_serial|1581F6Q8D23C70041⟫ 那台 firmware 也 update 到 ⟪firmware_version|v01.01.0300⟫
⟦PERSON|Joyce Zhang⟧：记得 bring 那个 permit，CAD ref no. ⟪permit_no|CAD/SUA/24-1187⟫
⟦PERSON|Kelvin⟧：收到。insurance 那边要什么 documents？
⟦PERSON|Joyce Zhang⟧：pilot licence copy，发我 email ⟦EMAIL|joyce.zhang@skyvista.hk⟧ 就得"""),

("app_log_mixed", """2024-05-30 14:02:11 INFO  [uploader] 开始上传任务 task_id=⟪task_id|T20240530-0091⟫ user=⟦PERSON|chenyuxuan⟧ realname_id=⟦IDCARD|$id_zh19⟧
2024-05-30 14:02:12 DEBUG [s3] using AK=⟦APIKEY|$ak_aws2⟧ SK=⟦SECRET|$sk_aws2⟧ region=⟪cloud_region|ap-east-1⟫
2024-05-30 14:05:40 WARN  [net] 上传速度过慢 (⟪bandwidth|0.8 MB/s⟫) from ⟦IP_ADDRESS|223.104.3.57⟧
2024-05-30 14:09:02 ERROR [uploader] 上传失败: RequestTimeout，请联系 ⟦PERSON|陈宇轩⟧ ⟦PHONE|186-2101-7345⟧
2024-05-30 14:09:02 INFO  [uploader] retry 3/5 ..."""),

("bilingual_email", """Subject: 报价 & shipping - Order ⟪order_id|SZ-PRT-7730⟫

Hi Ms. ⟦PERSON|Fischer⟧,
感谢您的询价！Your 12 x aluminium-look resin parts 已经打印完成。
Total paid: ⟦AMOUNT|€ 1,284.00⟧ (received via SEPA from ⟦IBAN|$iban_de2⟧, thanks).
DHL tracking: ⟪tracking_number|JD014600011234567890⟫
Shipping to: ⟦ADDRESS|Lindenstraße 14, 10969 Berlin, Germany⟧
如有问题请随时联系我：
⟦PERSON|林晓峰⟧ (⟦PERSON|Leo Lin⟧)
Sales Manager | ⟪org_name|深圳速原科技 SuYuan Prototyping⟫
WhatsApp/微信: ⟦PHONE|+86 138 2651 0947⟧
⟦EMAIL|leo.lin@suyuan-proto.com⟧"""),

("slack_mixed", """#telescope-ops
⟦PERSON|Wenjie⟧  22:41  今晚 seeing 不错 ~⟪seeing|0.9 arcsec⟫，我开始 take flats 了
Dr. ⟦PERSON|Morgan⟧  22:43  great. 记得 log 到 night report，proposal ⟪proposal_id|2024B-0417⟫
⟦PERSON|Wenjie⟧  22:45  OK. BTW remote desktop 密码是不是还是 ⟦PASSWORD|Orion#2023⟧？我连不上 ⟦IP_ADDRESS|10.1.4.25⟧
⟦PERSON|Sam Okafor⟧  22:50  改了，新的在 1Password 里。don't paste passwords here 🙏
⟦PERSON|Wenjie⟧  22:51  sorry 🙇"""),

("onboarding_checklist", """新员工入职 checklist - ⟪org_name|Pier 39 Fun Zone Arcade⟫
Name: ⟦PERSON|Kevin Huang⟧ (⟦PERSON|黄凯文⟧)
SSN: ⟦SSN|$ssn3⟧ ✔ 已核对 SS card
DOB: ⟦DATE_OF_BIRTH|2004-09-12⟧
地址: ⟦ADDRESS|1420 Stockton St Apt 5, San Francisco, CA 94133⟧
Phone: ⟦PHONE|(415) 728-3391⟧
Emergency contact: 妈妈 ⟦PERSON|Linda Huang⟧ ⟦PHONE|(415) 728-3390⟧
Pay rate: ⟦AMOUNT|$19.18/hr⟧
I-9 docs: US passport ⟦PASSPORT|$pp_us1⟧
HR: ⟦PERSON|Tracy⟧"""),

("whatsapp_cantonese", """客: hi 我部 iPhone 15 Pro 個 battery health 得返 ⟪battery_health|79%⟫，換幾錢？
店: 原裝 ⟪quote_amount|HK$880⟫，副廠 ⟪quote_amount|HK$450⟫，about 1 hour
客: OK 原裝啦。我叫 ⟦PERSON|Jason Cheung⟧，手機 ⟦PHONE|9432 7718⟧
店: 收到 ⟦PERSON|Jason⟧，麻煩 send 埋個 passcode 方便 test，或者你 standby 都得
客: passcode 係 ⟦PASSWORD|020419⟧
店: 👌 deposit ⟦AMOUNT|HK$200⟧ via FPS to ⟪fps_id|1683 2245⟫ 已收"""),

("k8s_secret_yaml", """# 售货机 payment-gateway secrets（⚠️ 不要 commit 到 repo）
apiVersion: v1
kind: Secret
metadata:
  name: ⟪k8s_secret_name|payment-gateway-secrets⟫
  namespace: ⟪k8s_namespace|vending-prod⟫
stringData:
  WECHAT_PAY_APIV3_KEY: "⟦SECRET|Zs8fT2kQ9xLm4Rv7Wp1Yb6Nc3Hd5Je0A⟧"   # 微信支付 APIv3 密钥
  WECHAT_MCH_ID: "⟪merchant_id|1612345678⟫"
  GOOGLE_MAPS_KEY: "⟦APIKEY|$ak_google2⟧"   # 点位地图
  DB_PASSWORD: "⟦PASSWORD|Vend#Pay2024!⟧"
  OPS_ALERT_EMAIL: "⟦EMAIL|ops-alert@zhishou.cn⟧"
  ONCALL: "⟦PERSON|马俊杰⟧ ⟦PHONE|+86 189 5731 0042⟧"
"""),

("volunteer_form_bilingual", """Volunteer Registration 志願者登記 - ⟪org_name|Lantau Wildlife Sanctuary⟫
Name 姓名: ⟦PERSON|Chan Tsz Ching⟧ ⟦PERSON|陳芷晴⟧
DOB 出生日期: ⟦DATE_OF_BIRTH|12/04/2003⟧
Phone 電話: ⟦PHONE|5108 2267⟧
Email: ⟦EMAIL|tszching.chan03@gmail.com⟧
Medical conditions 健康狀況: ⟦MEDICAL|G6PD deficiency (蠶豆症)⟧
Emergency contact 緊急聯絡人: ⟦PERSON|陳志明⟧ (father) ⟦PHONE|9876 0312⟧
Preferred shift: ⟪shift|Sat AM 週六上午⟫"""),

("python_traceback_mixed", """Traceback (most recent call last):
  File "/srv/booking/app/views.py", line ⟪line_number|318⟫, in create_order
    send_sms(order.phone, f"您的订单 {order.no} 已确认")
  File "/srv/booking/app/sms.py", line 54, in send_sms
    raise SmsError(resp["Message"])
app.sms.SmsError: 账户余额不足 (phone=⟦PHONE|13764102285⟧, name=⟦PERSON|卢思远⟧, id_no=⟦IDCARD|$id_zh20⟧, order=⟪order_id|PLN-20240702-0331⟫)
Request: POST /api/orders   Cookie: PHPSESSID=⟦SECRET|$ck_php1⟧
Client IP: ⟦IP_ADDRESS|2408:8456:3c10:9e2::1a⟧
Django ⟪version|4.2.13⟫ / Python ⟪version|3.11.9⟫"""),

("club_email_mixed", """Hi all 各位会员,

Reminder: ⟪event|Perseids 英仙座流星雨⟫ 观测活动 this Saturday ⟪date|Aug 10⟫ at ⟪place_name|西湖区龙井村停车场⟫.
Carpool 拼车: 请联系 ⟦PERSON|Vivian Xu⟧ ⟦PHONE|137 7716 2093⟧.
Membership fee reminder: 2024 年费 ⟪tariff|RMB 200⟫ 还没交的请转给 treasurer ⟦PERSON|Gavin⟧（微信/Alipay: ⟦PHONE|13575431182⟧）.
Special thanks to ⟦PERSON|王博士⟧ for donating ⟦AMOUNT|RMB 3,000⟧ towards the new ⟪telescope_model|Sky-Watcher 250P⟫!

Clear skies,
⟦PERSON|Harry Lin⟧ | ⟦EMAIL|harrylin.astro@gmail.com⟧"""),

("wechat_group_mixed", """⟦PERSON|Tony⟧: 今晚 HF 条件很好，20m band 通了 JA 和 VK
⟦PERSON|小蔡⟧: nice! 我的 ⟪product_model|IC-705⟫ 刚到，SWR 调到 ⟪swr|1.2⟫
⟦PERSON|Tony⟧: 73! 我们那个 CW decoder model 在 HuggingFace 上，token 谁有？
⟦PERSON|老吴⟧: ⟦APIKEY|$ak_hf1⟧，read-only 的，别乱传
⟦PERSON|Tony⟧: 收到 🙏 下周 field day 在⟪place_name|大明山⟫，⟦PERSON|老吴⟧ 你⟦MEDICAL|痛风⟧好了没？
⟦PERSON|老吴⟧: 好多了，在吃⟦MEDICAL|非布司他⟧"""),

("sql_insert_mixed", """INSERT INTO customers (id, name, phone, email, note) VALUES
(⟪row_id|1201⟫, '⟦PERSON|周杰⟧', '⟦PHONE|13917402288⟧', '⟦EMAIL|zhoujie.sh@gmail.com⟧', 'iPhone 13 换屏, passcode ⟦PASSWORD|199505⟧'),
(⟪row_id|1202⟫, '⟦PERSON|Emily Wang⟧', '⟦PHONE|+1 646 208 3391⟧', '⟦EMAIL|emily.wang.nyc@yahoo.com⟧', 'MacBook 进水, 要 data recovery'),
(⟪row_id|1203⟫, '⟦PERSON|潘志伟⟧', '⟦PHONE|15102117763⟧', NULL, '⟦MEDICAL|视障⟧, 需要语音沟通');"""),

("invoice_bilingual", """INVOICE 發票   No. ⟪invoice_no|INV-HK-24-0215⟫
Bill To 客戶: Mr. ⟦PERSON|Ho Ka Lok⟧ ⟦PERSON|何家樂⟧
Address 地址: ⟦ADDRESS|Flat C, 12/F, Block 3, Kornhill Gardens, Quarry Bay, Hong Kong⟧
SLA resin cosplay helmet (⟪stl_filename|mando_helmet_v3.stl⟫) ........ ⟪unit_price|HK$1,200⟫
Painting service ........ ⟪unit_price|HK$600⟫
Total 總額: ⟦AMOUNT|HK$1,800⟧
Card details taken by phone (to be shredded 用完銷毀): ⟦CARD|$card_v2⟧ exp ⟪card_expiry|04/27⟫ CVV ⟦CVV|339⟧
Thank you! ⟪org_name|MakerLab HK 創客工房⟫"""),

("api_access_log", """[zoo-pos] 2024-07-20 10:14:03 POST /v1/tickets/verify 200 耗时 ⟪latency|84ms⟫
  Authorization: Bearer ⟦APIKEY|$ak_jwt5⟧
  body: {"ticket":"⟪ticket_no|ZT-20240720-88713⟫","holder":"⟦PERSON|李诗涵⟧","id_no":"⟦IDCARD|$id_zh17⟧"}
  client_ip: ⟦IP_ADDRESS|100.64.18.203⟧
[zoo-pos] 2024-07-20 10:14:05 WARN 人脸比对分数低 ⟪score|0.62⟫，人工核验 by ⟦PERSON|staff_lwq⟧"""),

("xiaohongshu_mixed", """公司楼下新来的 smart coffee machine ☕️ 真的绝了
一杯 latte ⟪price|¥12⟫，比 Starbucks 便宜一半。但是！！上周它 double charge 了我 ⟦AMOUNT|¥24⟧，客服 ⟦PERSON|Eric⟧ 说 3 个工作日 refund，到现在都没退😤
machine ID 是 ⟪machine_id|KF-SH-1022⟫，在⟪site_name|静安嘉里中心 B1⟫，大家小心
有同样遭遇的 DM 我（我是 ⟦PERSON|Coco⟧）
#打工人 #coffee #⟪hashtag|避雷⟫"""),

("course_registration", """RPAS Advanced Certification - 报名确认 Registration Confirmation
学员 Student: ⟦PERSON|Zhou Yiming⟧ ⟦PERSON|周一鸣⟧
DOB: ⟦DATE_OF_BIRTH|1995/07/03⟧
SIN (for T2202 tuition slip): ⟦NATIONAL_ID|$sin2⟧
Address: ⟦ADDRESS|#1507 - 6088 Willingdon Ave, Burnaby, BC V5H 2Y9⟧
Tuition paid 学费已付: ⟦AMOUNT|CAD 1,450.00⟧
Flight review 飞行考核: ⟪exam_date|Oct 19⟫ at ⟪place_name|Boundary Bay⟫
Instructor: ⟦PERSON|Mike Tremblay⟧ ⟦PHONE|604-731-2289⟧"""),

("pr_review_comment", """**Review comment** on `farm/config.py` line ⟪line_number|42⟫ - PR #⟪pr_number|388⟫
@⟦PERSON|xiaoming-dev⟧ 这里 hardcode 了 token:
```python
NPM_TOKEN = "⟦APIKEY|$ak_npm1⟧"
BAMBU_CLOUD_PASSWORD = "⟦PASSWORD|Bambu@Lab2024⟧"
```
请改成从 env 读。另外 test 里用的 ⟪example_key|sk_test_4eC39HqLyjWDarjtT1zdp7dc⟫ 是 Stripe 文档的 example key，没问题。
-- ⟦PERSON|Rachel Gu⟧ (⟦PERSON|顾蕾⟧)"""),

("it_notice_2fa", """【IT 通知】arcade POS 后台已开启 2FA
管理员账号 admin 的 TOTP secret（请在 Google Authenticator 里 manual entry）：
⟦SECRET|$totp1⟧
备用 recovery codes（每个只能用一次）：
⟦SECRET|$rc_gh1⟧   ⟦SECRET|$rc_gh2⟧
⟦SECRET|$rc_gh3⟧   ⟦SECRET|$rc_gh4⟧
负责人：⟦PERSON|Vincent Leung⟧ ⟦EMAIL|vincent.leung@funzone.hk⟧
Issuer: ⟪totp_issuer|FunZone-POS⟫ · Algorithm ⟪totp_algorithm|SHA1⟫ · Digits ⟪totp_digits|6⟫"""),

("firmware_changelog", """## v2.3.1 (⟪date|2024-08-01⟫) 更新日志
- Fix: 出币器 ⟪part_number|Azkoyen Mistral⟫ 偶发卡币 (⟪error_code|ERR_0x1F⟫)
- 新增 Alipay+ / ⟪payment_scheme|UnionPay QuickPass⟫ 支持
- 默认 telemetry interval 改为 ⟪interval|300s⟫
- 升级 OpenSSL 到 ⟪version|3.0.14⟫，修复 ⟪cve_id|CVE-2024-5535⟫
- Bootloader ⟪version|2.10.4.118⟫（不是 IP 地址，别再问了 😂）
- SHA256: ⟪sha256|$sha1⟫
- Known issue: 在 ⟪hardware_rev|Board Rev C⟫ 上偶尔 screen flicker"""),
]

# ---------------------------------------------------------------- part 2
TEXTS += [
("slack_singlish", """#keepers-sg
⟦PERSON|Wei Ling⟧: 今天 ⟪animal_name|Kai Kai⟫ ⟪animal_health|appetite 很差⟫，vet 说 monitor 先
⟦PERSON|Raju⟧: ok noted. btw I MC tomorrow, ⟦MEDICAL|dengue fever⟧ confirmed 😷
⟦PERSON|Wei Ling⟧: 啊 take care! 你的 shift 我找 ⟦PERSON|Ah Hock⟧ cover
⟦PERSON|Ah Hock⟧: can. roster system need NRIC meh? mine ⟦NATIONAL_ID|$nric1⟧
⟦PERSON|Wei Ling⟧: 不用放 group 啦 😅"""),

("itinerary", """【行程单 Itinerary】
Passenger 旅客: ⟦PERSON|SCHNEIDER/KLAUS⟧ MR
Passport 护照: ⟦PASSPORT|$pp_de1⟧
Flights: ⟪flight_no|LH720⟫ FRA-PEK ⟪date|05OCT⟫ / ⟪flight_no|CA4111⟫ PEK-⟪airport_code|NGQ⟫ (阿里天文台)
Booking ref 订座记录: ⟪booking_locator|K7QX2M⟫    Ticket 票号: ⟪ticket_no|220-4417098832⟫
Meal 餐食: ⟦MEDICAL|gluten-free (coeliac disease)⟧
Local contact 联系人: Dr. ⟦PERSON|次仁⟧ ⟦PHONE|+86 139 0897 2214⟧
Fare paid by traveller 个人支付: ⟦AMOUNT|EUR 1,138.60⟧"""),

("prize_redemption_log", """Prize Redemption Log 兌獎記錄 - ⟪store|Funzone Tsim Sha Tsui⟫
| time | member | tickets | prize | staff |
|---|---|---|---|---|
| 14:02 | ⟦PERSON|Chloe Ng⟧ ⟦PHONE|6288 4107⟧ | ⟪ticket_count|12,000⟫ | ⟪prize_sku|PZ-0931 Switch Lite⟫ | ⟦PERSON|阿明⟧ |
| 15:30 | ⟦PERSON|黃子軒⟧ ⟦PHONE|9017 6623⟧ | ⟪ticket_count|800⟫ | 公仔 | ⟦PERSON|阿明⟧ |
| 17:45 | ⟦PERSON|Ryan Lau⟧ | ⟪ticket_count|3,500⟫ | ⟪prize_sku|PZ-0877 JBL Go 3⟫ | ⟦PERSON|Mandy⟧ |"""),

("refund_email_reply", """Dear Mr. ⟦PERSON|Novak⟧,
您好！Sorry for the trouble with our vending machine at ⟪site_name|Pudong Airport T2 Gate D⟫. We've confirmed the double charge of ⟦AMOUNT|CNY 18.00⟧ on your Visa card ⟪masked_card|4539 **** **** 2210⟫.
退款已处理 - a refund of ⟦AMOUNT|CNY 18.00⟧ was processed on ⟪date|2024-07-08⟫, reference ⟪refund_ref|RF8820017⟫.
如有疑问 please contact us at ⟦PHONE|400-620-8890⟧ or ⟦EMAIL|service@zhishou.cn⟧.
Best regards,
⟦PERSON|Sophie Qian⟧ ⟦PERSON|钱思菲⟧
Customer Service 客服部"""),

("credentials_csv", """User name,Password,Access key ID,Secret access key,Console login link
⟦PERSON|liu.xinyi⟧,⟦PASSWORD|Xy!7q2Lm9pTw⟧,⟦APIKEY|$ak_aws3⟧,⟦SECRET|$sk_aws3⟧,https://⟪aws_account_id|418830291754⟫.signin.aws.amazon.com/console
# 给⟦PERSON|刘欣怡⟧开的 FITS archive 账号，用完请删除此文件
"""),

("tax_invoice_sg", """TAX INVOICE - ⟪org_name|FixIt Lucky Plaza⟫ (GST Reg ⟪gst_reg_no|201812345K⟫)
Customer: ⟦PERSON|Lim Mei Hua⟧ ⟦PERSON|林美华⟧
NRIC: ⟪masked_nric|S****567D⟫ (masked per PDPA)
Mobile: ⟦PHONE|+65 8123 4490⟧
Device: ⟪device_model|iPhone 12⟫  IMEI ⟪imei|$imei4⟫
Service: 换电池 battery replacement ....... ⟪unit_price|S$89.00⟫
GST 9% ....... ⟪tax_amount|S$8.01⟫
Amount paid: ⟦AMOUNT|S$97.01⟧ (PayNow)"""),

("js_config", """// allsky-dashboard/config.js  -- 天文台全天相机 dashboard
module.exports = {
  slackBotToken: '⟦APIKEY|$ak_slack2⟧',   // #dome-alerts 频道
  sessionCookie: 'connect.sid=⟦SECRET|$ck_connect1⟧',   // 调试用，记得删
  camera: { host: '⟦IP_ADDRESS|192.168.10.77⟧', rtspPort: ⟪port|554⟫ },
  admin: '⟦EMAIL|zhangyue@obs-xl.cn⟧',   // ⟦PERSON|张悦⟧
  location: { lat: ⟪coordinates|40.3958⟫, lon: ⟪coordinates|117.5775⟫ }
};"""),

("parent_group_chat", """[家长群 Year 2 Class B]
⟦PERSON|Jenny⟧ 妈妈：下周 zoo trip 的 consent form 交了吗？
⟦PERSON|Ethan⟧ 爸爸：交了。⟦PERSON|Ethan⟧ ⟦MEDICAL|对花生过敏⟧，EpiPen 已经给 Ms. ⟦PERSON|Carter⟧ 了
⟦PERSON|Jenny⟧ 妈妈：👍 那天 bus 费 ⟪price|$15 per child⟫，我先帮大家垫了，total ⟦AMOUNT|$360⟧，Zelle 转我 ⟦PHONE|(917) 204-8815⟧ 就行
⟦PERSON|Ethan⟧ 爸爸：OK 转了 ⟦AMOUNT|$15⟧
我们家狗 ⟪pet_name|Mochi⟫ 也想去哈哈"""),

("insurance_claim", """无人机保险理赔申请 Drone Insurance Claim
保单号 Policy: ⟪policy_no|PICC-UAV-2024-339102⟫
被保险人 Insured: ⟦PERSON|邱子豪⟧ (⟦PERSON|Hugo Qiu⟧)
身份证 ID: ⟦IDCARD|$id_zh18⟧
出险时间 Date of loss: ⟪timestamp|2024-06-30 17:12⟫
经过: 在⟪place_name|宁波东钱湖⟫航拍时 signal lost，⟪product_model|Mavic 3 Pro⟫ 坠湖
索赔金额 Claim amount: ⟦AMOUNT|¥16,888⟧
收款卡 Bank card: ⟦CARD|$card_m1⟧ (招商银行 Mastercard)
联系电话: ⟦PHONE|139 0684 2257⟧"""),

("onboarding_notes", """Onboarding notes for ⟦PERSON|Grace Liu⟧ ⟦PERSON|刘雅婷⟧ - keeper, ⟪org_name|Blue Gum Wildlife Park⟫
- TFN: ⟦NATIONAL_ID|$tfn1⟧ (已交给 payroll)
- Passport: Australian ⟦PASSPORT|$pp_au1⟧
- Super fund: ⟪super_fund|AustralianSuper⟫ member no. ⟪member_no|AS-8830192⟫
- Address: ⟦ADDRESS|12/48 Victoria Rd, Parramatta NSW 2150⟧
- 电话 Mobile: ⟦PHONE|0412 883 207⟧
- Salary: ⟦AMOUNT|AUD 68,500 p.a.⟧
- Allergy 过敏: ⟦MEDICAL|bee venom⟧, keep EpiPen near the ⟪zoo_area|Butterfly House⟫"""),

("call_transcript_mixed", """[通话录音转写 Call transcript · ⟪call_id|CC-2207-118⟫]
客服: Hello, FunZone customer service, 请问有什么可以帮您？
客户: Hi, 我是 ⟦PERSON|Tan Jun Jie⟧, 我的 game card 里面的 credit 不见了，⟦AMOUNT|fifty dollars⟧ leh!
客服: 不好意思 ah, 您的 card number 是？
客户: ⟪game_card_no|FZ-0093-8841⟫
客服: OK, 我们会 refund 到您的 card. Can I have your contact number?
客户: ⟦PHONE|nine one two three, four four eight seven⟧
客服: 好的 Mr ⟦PERSON|Tan⟧, 3 working days 内处理."""),

("scholar_info_form", """访问学者信息表 Visiting Scholar Information
Name 姓名: ⟦PERSON|Ingrid Lindgren⟧ (中文名 ⟦PERSON|林英⟧)
Personnummer: ⟦NATIONAL_ID|$pnr1⟧
Date of birth 出生日期: ⟦DATE_OF_BIRTH|7 February 1984⟧
Home institution: ⟪org_name|Onsala Space Observatory⟫
Email: ⟦EMAIL|ingrid.lindgren@chalmers.se⟧
Host 接待人: ⟦PERSON|王建华⟧ 教授 ⟦PHONE|010-6486 0087⟧
Stipend 补贴: ⟦AMOUNT|RMB 15,000/month⟧
Visa type: ⟪visa_type|R 字签证⟫"""),

("jira_ticket_mixed", """⟪ticket_id|OPS-2291⟫  海滨乐园 CCTV NVR 异常
Reporter: ⟦PERSON|阿伟⟧    Assignee: ⟦PERSON|Derek Chow⟧
Description:
NVR ⟦IP_ADDRESS|192.168.50.200⟧ 的 channel 5-8 no signal。厂商 support 叫我们升级到 ⟪firmware_version|V4.31.005⟫。
Login: admin / ⟦PASSWORD|Haibin@2022⟧（上次 ⟦PERSON|Derek⟧ 改的）
Remote access via ⟦IP_ADDRESS|113.87.142.5⟧:⟪port|37777⟫，记得关掉 port forwarding！
Related: ⟪ticket_id|OPS-2240⟫"""),

("refund_request_mixed", """退款申请 Refund request - ⟪org_name|东海湾海洋公园⟫
Name: ⟦PERSON|Lotte Peeters⟧
Order 订单: ⟪order_id|DHW-20240802-5531⟫
Reason: 虎鲸表演 cancelled (⟪show_name|Orca Show 14:30⟫)
Refund amount 退款金额: ⟦AMOUNT|¥640⟧
International card refund failed，请退到 IBAN: ⟦IBAN|$iban_be1⟧ (BIC ⟪bic|GEBABEBB⟫)
Contact: ⟦EMAIL|lotte.peeters@telenet.be⟧, ⟦PHONE|+32 478 21 44 90⟧
已处理 by ⟦PERSON|小云⟧"""),

("franchise_agreement", """咖啡机加盟协议 Franchise Agreement（摘要）
加盟方 Franchisee: ⟦PERSON|Julien Moreau⟧
地址 Address: ⟦ADDRESS|28 rue Oberkampf, 75011 Paris, France⟧
加盟费 Franchise fee: ⟪franchise_fee|¥58,000⟫（标准价）
实际支付 Paid: ⟦AMOUNT|EUR 7,200⟧
分成账户 Revenue share account: ⟦IBAN|$iban_fr1⟧
设备 Machines: 6 x ⟪machine_model|WMF 1500 S+⟫
签约代表 Signed for operator: ⟦PERSON|严伟⟧"""),

("shell_history_mixed", """(base) ⟦PERSON|hexy⟧@⟪hostname|obs-gpu01⟫:~$ history | tail -6
 2011  conda activate astro-pipe
 2012  export HF_HUB_OFFLINE=1   # 离线模式
 2013  python reduce.py --night ⟪date|20240412⟫ --inst ⟪instrument|YFOSC⟫
 2014  mysql -h ⟦IP_ADDRESS|10.0.12.9⟧ -u pipe -p'⟦PASSWORD|Yfosc!2024⟧' archive
 2015  rsync -avz out/ ⟦PERSON|hexy⟧@⟦IP_ADDRESS|202.127.29.18⟧:/data/yfosc/2024/
 2016  echo "跑完了" | mail -s done ⟦EMAIL|he.xinyu@ynao.ac.cn⟧"""),

("wechat_moments", """带娃去 planetarium 看了《⟪show_name|Dream to Fly⟫》🌌 ⟦PERSON|Mia⟧ 全程 wow wow wow 哈哈
门票 ⟪ticket_price|¥60⟫/人，⟦PERSON|Mia⟧ 身高不到 1.2m 免票
⚠️ 球幕转得有点晕，我⟦MEDICAL|有梅尼埃病⟧，差点吐了，有眩晕症的慎选后排
📍⟪place_name|北京天文馆 B 馆⟫"""),

("warranty_email_thread", """Subject: Re: 保修 warranty claim - ThinkPad X13 (⟪serial_no|PF2KQ7XV⟫)

Hi ⟦PERSON|Jessica⟧,
我们已经收到您的 laptop。The motherboard replacement is not covered (liquid damage 进水)，费用 ⟪quote_amount|$420⟫。如果同意 please reply with card details, or call us.
---
Reply from ⟦PERSON|Jessica Chen⟧:
OK go ahead. Card: ⟦CARD|$card_d1⟧, exp ⟪card_expiry|10/26⟫, CVV ⟦CVV|602⟧. Billing address same as shipping: ⟦ADDRESS|88 E Broadway Apt 4C, New York, NY 10002⟧.
I authorize the charge of ⟦AMOUNT|$420.00⟧. My cell ⟦PHONE|(646) 330-7218⟧."""),

("tax_form_collection", """1099-NEC 资料收集 - ⟪org_name|Bay Area Chinese Astronomy Club 湾区华人天文协会⟫
讲者 Speaker: Dr. ⟦PERSON|Frank Zhao⟧ (⟦PERSON|赵方明⟧)
SSN: ⟦SSN|$ssn5⟧
Address: ⟦ADDRESS|2250 Homestead Rd, Santa Clara, CA 95050⟧
Honorarium 讲课费: ⟦AMOUNT|$800⟧ paid by check #⟪check_no|1047⟫
Treasurer: ⟦PERSON|Amy Sun⟧ ⟦EMAIL|treasurer@baca-astro.org⟧"""),
]
