# -*- coding: utf-8 -*-
"""Mixed (Chinese/English code-switched) texts for blind92.  Each entry: (kind, marked_text).
Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES[name]."""

TEXTS = []

TEXTS += [
("wechat_bali_surf_trip", """【Bali Surf Trip 🏄‍♀️ 10.1】
⟦PERSON|Coco张⟧：guys 明天 ⟪place_name|Canggu⟫ 的 lesson 改到 7am 了，coach ⟦PERSON|Wayan⟧ 说 low tide 之后浪太小
⟦PERSON|Jason李⟧：ok！那 villa 的尾款谁付的？
⟦PERSON|Coco张⟧：我付了 ⟦AMOUNT|IDR 4.200.000⟧，大家 AA 给我就好，每人 ⟦AMOUNT|IDR 1.050.000⟧
⟦PERSON|Jason李⟧：转你了～ btw ⟦PERSON|Mia⟧ 昨天被珊瑚划伤，⟦MEDICAL|伤口有点感染⟧，在吃 ⟦MEDICAL|amoxicillin⟧
⟦PERSON|Coco张⟧：心疼😭 ⟦PERSON|Wayan⟧ 的 WhatsApp ⟦PHONE|+62 812-3845-9021⟧ 有事直接找他"""),
]

TEXTS += [
("slack_dive_shop_sh", """#general  ·  ⟪org_name|Deep Blue Shanghai Dive Club⟫
⟦PERSON|Tom Weller⟧  10:14
pool session 今晚 7pm 在 ⟪place_name|静安体育中心⟫，⟦PERSON|小周⟧ can you bring the rental regs?
⟦PERSON|周敏⟧  10:16
sure 👌 储物柜密码改了，new code ⟦PASSWORD|0 9 2 6⟧，别发到客户群
⟦PERSON|Tom Weller⟧  10:17
ty. also 学员 ⟦PERSON|Eric Xu⟧ 说他 ⟦MEDICAL|感冒鼻塞⟧，今晚 no diving, just theory
⟦PERSON|周敏⟧  10:20
ok 我退他 pool fee ⟦AMOUNT|¥150⟧ 到微信"""),

("skydive_booking_email_bilingual", """Subject: Booking confirmed 预订确认 – Tandem Skydive ⟪booking_ref|SD-DXB-77120⟫

Dear Ms. ⟦PERSON|Liang⟧ / 尊敬的⟦PERSON|梁女士⟧，

Your tandem skydive at ⟪org_name|Palm Drop Zone⟫ is confirmed for ⟪jump_date|12 Nov 2024, 09:30⟫.
Jumper 跳伞者: ⟦PERSON|LIANG Shuyi⟧ (⟦PERSON|梁淑仪⟧)
Passport 护照: ⟦PASSPORT|$pp_cn5⟧     DOB 出生日期: ⟦DATE_OF_BIRTH|1990-07-07⟧
Chinese ID (for insurance 保险用): ⟦IDCARD|$id27⟧
Amount paid 已付: ⟦AMOUNT|AED 2,199⟧
Weight limit 体重上限 ⟪weight_limit|100 kg⟫. Please arrive 90 min early 请提前90分钟到达.
Questions 咨询: WhatsApp ⟦PHONE|+971 50 318 4472⟧"""),
]

TEXTS += [
("env_mixed_comments", """# ===== 生产环境 prod，不要提交到 git！=====
NODE_ENV=production
APP_NAME=wave-booking        # 版本 ⟪app_version|4.2.0⟫
STRIPE_KEY=⟦APIKEY|$stripe_sk2⟧
# ↑ live key，⟦PERSON|Kevin Tan⟧ 负责，rotate 前先问他
STRIPE_PK=⟪publishable_key|$pk_live2⟫   # 前端用，可以公开
# 签名私钥，给 Apple Wallet pass 用
PASS_SIGNING_KEY="⟦SECRET|$pem2⟧"
SUPPORT_EMAIL=⟦EMAIL|hello@wavebooking.sg⟧
PORT=⟪port|4000⟫"""),

("whatsapp_hk_wake", """[⟪chat_timestamp|21/7 18:02⟫] ⟦PERSON|Ken Leung⟧: hi 想 book 星期六 ⟪place_name|西貢⟫ wakeboard 2 個鐘
[⟪chat_timestamp|21/7 18:05⟫] ⟪org_name|Saikung Wake Club⟫: 有位 👍 麻煩俾 full name 同 HKID 做保險
[⟪chat_timestamp|21/7 18:07⟫] ⟦PERSON|Ken Leung⟧: ⟦PERSON|梁家傑⟧ ⟦NATIONAL_ID|$hkid2⟧，另一位 ⟦PERSON|Cheryl Ho⟧ 佢自己會 send
[⟪chat_timestamp|21/7 18:09⟫] ⟪org_name|Saikung Wake Club⟫: 收到。total ⟦AMOUNT|HK$2,400⟧，FPS 去 ⟦PHONE|9488 2076⟧ 就得
[⟪chat_timestamp|21/7 18:10⟫] ⟦PERSON|Ken Leung⟧: done ✅ FPS ref ⟪fps_ref|FRN20240721HKF0033⟫"""),

("incident_log_sg", """INCIDENT LOG – ⟪org_name|Sentosa TreeTop Adventures⟫   ⟪incident_id|INC-0912⟫   ⟪incident_datetime|12/09/2024 16:05⟫
Guest: ⟦PERSON|Chua Mei Ling⟧ (⟦PERSON|蔡美玲⟧), NRIC ⟦NATIONAL_ID|$nric2⟧
Zipline 第3站 trolley 卡住 ~4 mins, guest panicked → ⟦MEDICAL|hyperventilation⟧, recovered after 10 min on platform.
她说 she has ⟦MEDICAL|anxiety disorder⟧, takes ⟦MEDICAL|escitalopram⟧.
Staff on duty: ⟦PERSON|Raj Kumar⟧, ⟦PERSON|阿Ming⟧.  Mum's contact ⟦PHONE|+65 8123 7709⟧
Trolley ⟪equipment_serial|TRL-0334⟫ sent for inspection."""),

("tw_surf_registration", """【⟪org_name|金樽衝浪小屋⟫ 報名表 Registration】
姓名 Name：⟦PERSON|張志豪⟧ / ⟦PERSON|Chih-Hao Chang⟧
身分證字號 ID：⟦NATIONAL_ID|$twid2⟧
手機 Mobile：⟦PHONE|0928-551-306⟧
Email：⟦EMAIL|chihhao.chang@gmail.com⟧
課程 Course：2hr beginner lesson ⟪price|NT$1,800⟫
已付訂金 Deposit paid：⟦AMOUNT|NT$900⟧
健康狀況 Health：⟦MEDICAL|氣喘 asthma (mild)⟧
地點：⟪place_name|台東東河⟫"""),

("call_log_cappadocia", """Call log – ⟪org_name|Göreme Sky Balloons⟫ – agent ⟦PERSON|Elif⟧ – ⟪call_datetime|2024-09-02 21:40⟫
(tour guide ⟦PERSON|小马⟧ translating 翻译)
Caller: 我们要订后天的 sunrise flight，两个人，standard basket。
Agent: Price is ⟪price|EUR 230 per person⟫. Names please?
Guide: ⟦PERSON|马晓东⟧ and ⟦PERSON|陈璐⟧.
Caller: card 是 ⟦CARD|$visa11⟧，有效期 ⟪card_expiry|11/28⟫，背面三位 ⟦CVV|527⟧。
Agent: Thank you, ⟦AMOUNT|EUR 460⟧ charged. Pickup from ⟪hotel_name|Sultan Cave Suites⟫ at 04:45.
Caller: 她 ⟦MEDICAL|刚做完膝盖手术⟧，上下吊篮 OK 吗？
Agent: We have a step and the crew will help. Contact number?
Caller: ⟦PHONE|+86 135 1022 8841⟧"""),

("student_list_export", """student_id,name_cn,name_en,id_number,mobile,course,paid
⟪student_id|S24-101⟫,⟦PERSON|卢雅文⟧,⟦PERSON|Yawen Lu⟧,⟦IDCARD|$id29⟧,⟦PHONE|15821397702⟧,OW,⟦AMOUNT|¥3980⟧
⟪student_id|S24-102⟫,⟦PERSON|秦朗⟧,⟦PERSON|Lang Qin⟧,⟦IDCARD|$id16⟧,⟦PHONE|13602148816⟧,AOW,⟦AMOUNT|¥3280⟧
# exported from ⟪system_name|DiveOS⟫ ⟪app_version|v3.8⟫ — 含身份证，仅限教务使用"""),

("json_api_log", """{"ts":"⟪log_timestamp|2024-08-05T02:14:09Z⟫","level":"info","svc":"balloon-api","msg":"订单创建成功","order":"⟪order_id|BL-88231⟫","customer":{"name":"⟦PERSON|唐诗琪⟧","phone":"⟦PHONE|+86 188 1032 5567⟧","email":"⟦EMAIL|tangshiqi@126.com⟧"},"client_ip":"⟦IP_ADDRESS|223.104.3.12⟧","amount":"⟦AMOUNT|CNY 2,280.00⟧","latency_ms":⟪latency_ms|92⟫}
{"ts":"⟪log_timestamp|2024-08-05T02:14:11Z⟫","level":"warn","svc":"balloon-api","msg":"短信发送失败, retry 1/3","provider_ip":"⟪doc_ip|203.0.113.77⟫","order":"⟪order_id|BL-88231⟫"}"""),

("standup_notes_mixed", """[Standup 站会 ⟪meeting_date|06/12⟫]
⟦PERSON|Alan Wu⟧: 昨天搞定了 map 组件，Google Maps key 先用我个人的 ⟦APIKEY|$google2⟧，上线前换公司账号
⟦PERSON|Sophie陈⟧: 今天做 kayak 租赁的 refund flow，测试账号 ⟦PERSON|sophie.chen⟧ / ⟦PASSWORD|Kayak#test01⟧
⟦PERSON|Alan Wu⟧: blocker: staging ⟦IP_ADDRESS|10.8.0.14⟧ 的 SSL 证书过期了，ticket ⟪ticket_id|OPS-318⟫
⟦PERSON|Sophie陈⟧: 我请了下午假，⟦MEDICAL|牙周炎⟧去看牙 🦷"""),

("xhs_bali_post", """@⟦PERSON|Yuki在巴厘岛⟧ 📍⟪post_location|Uluwatu⟫
Day 3 of surf camp 🌊 今天终于站起来了!! coach ⟦PERSON|Putu⟧ is the best
camp 是 ⟪org_name|Ulu Surf Camp⟫，7 nights ⟪price|USD 650⟫ all-in，强推
唯一的问题是 ⟦MEDICAL|晒伤太严重了，背上起水泡⟧ 😭 记得带 reef-safe sunscreen
#巴厘岛冲浪 #⟪hashtag|surfcamp⟫
评论 @⟦PERSON|momo_在路上⟧：求 camp 联系方式！"""),

("liveaboard_invoice_bilingual", """INVOICE 发票  ⟪invoice_no|MV-LB-2024-118⟫   ⟪vessel_name|MV Manta Queen⟫, Maldives
Guest 客人: ⟦PERSON|Zhou Yiran⟧ ⟦PERSON|周怡然⟧
Address 地址: ⟦ADDRESS|Seefeldstrasse 212, 8008 Zürich⟧
Trip 行程: Central Atolls 7 nights 七晚, ⟪trip_dates|2–9 Mar 2025⟫
Deluxe double cabin            ⟪line_item_price|USD 2,450⟫
Nitrox package 高氧套餐        ⟪line_item_price|USD 140⟫
Green tax 环保税               ⟪tax_amount|USD 42⟫
Paid 已付: ⟦AMOUNT|USD 2,632⟧ by bank transfer from ⟦IBAN|$iban_ch1⟧"""),

("fjord_kayak_note", """Booking note – ⟪org_name|Geiranger Fjord Kayak⟫ – ⟪tour_date|14 Aug⟫ 10:00 tour
Guest: ⟦PERSON|Huang Zhiqiang⟧ (⟦PERSON|黄志强⟧) + 1, passport ⟦PASSPORT|$pp_cn3⟧
WeChat/phone: ⟦PHONE|+86 139 2274 6018⟧
他太太 ⟦PERSON|Wang Li⟧ 说她 ⟦MEDICAL|低血糖⟧，guide pls carry glucose tabs
Paid ⟦AMOUNT|NOK 1 790⟧ by card at the desk (terminal ⟪terminal_id|TID 7781203⟫)"""),

("github_issue_mixed", """### Bug: 预约通知没有发到 Slack
**Environment**: surf-booking ⟪package_version|v2.8.1⟫, Node ⟪runtime_version|18.19.0⟫
**Log**:
```
[notify] POST https://slack.com/api/chat.postMessage token=⟦APIKEY|$slack_bot1⟧ channel=⟪slack_channel_id|C05QW1ZL8BN⟫
[notify] error: not_in_channel
```
@⟦PERSON|chenhao-dev⟧ 能帮忙看下吗？ 谢谢

---
**⟦PERSON|chenhao-dev⟧** commented: 你把 token 贴出来了!! 快去 revoke。Bot 要先 /invite 到频道才行。"""),

("job_application_email_uk", """Hi ⟦PERSON|Gwen⟧,

我是 ⟦PERSON|Li Xinyue⟧（⟦PERSON|李欣悦⟧），this summer I'd love to work as an assistant guide at ⟪org_name|Celtic Quest Coasteering⟫. I'm a strong swimmer (RLSS pool lifeguard). My NI number is ⟦NATIONAL_ID|$nino2⟧.
Address: ⟦ADDRESS|Room 14, Talybont North, Cardiff CF14 3UX⟧
手机 mobile: ⟦PHONE|07436 902 118⟧

Thanks!
⟦PERSON|Xinyue⟧"""),

("shell_history_mixed", """  88  # 备份潜水中心数据库
  89  mysqldump -h ⟦IP_ADDRESS|172.31.9.40⟧ -u root -p'⟦SECRET|Manta@2023!⟧' divecenter > /data/bak/⟪backup_filename|dc_0708.sql⟫
  90  export AWS_ACCESS_KEY_ID=⟦APIKEY|$aws_akid3⟧
  91  export AWS_SECRET_ACCESS_KEY=⟦SECRET|$aws_secret3⟧
  92  aws s3 cp /data/bak/⟪backup_filename|dc_0708.sql⟫ s3://⟪s3_bucket|dive-backup-sg⟫/   # 传到新加坡 region
  93  ssh ⟦PERSON|liwei⟧@⟦IP_ADDRESS|13.229.41.188⟧"""),

("payment_reconciliation_csv", """date,channel,payer,payer_contact,amount,fee,note
⟪txn_date|2024-07-01⟫,wechatpay,⟦PERSON|温子健⟧,⟦PHONE|13652287741⟧,⟦AMOUNT|CNY 880.00⟧,⟪processing_fee|CNY 5.28⟫,树顶亲子票x4
⟪txn_date|2024-07-01⟫,stripe,⟦PERSON|Olivia Grant⟧,⟦EMAIL|olivia.grant@me.com⟧,⟦AMOUNT|HKD 1,160.00⟧,⟪processing_fee|HKD 39.84⟫,zipline 2 adults
⟪txn_date|2024-07-02⟫,alipay,⟦PERSON|倪佳⟧,⟦EMAIL|nijia0311@sina.com⟧,⟦AMOUNT|CNY 220.00⟧,⟪processing_fee|CNY 1.32⟫,"退款 refund，下雨 rain" """),

("group_booking_cairns", """Cairns Skydive – group booking 团体预订 ⟪booking_ref|CNS-GRP-0458⟫
Tour leader 领队: ⟦PERSON|Annie Guo⟧ ⟦PERSON|郭安妮⟧ ⟦PHONE|+61 423 118 770⟧ (AU sim，微信同号)
Jumpers 跳伞者:
1  ⟦PERSON|SUN Hao⟧ ⟦PERSON|孙浩⟧ – passport ⟦PASSPORT|$pp_cn7⟧ – ⟪weight|76kg⟫
2  ⟦PERSON|LI Jiaqi⟧ ⟦PERSON|李佳琪⟧ – passport ⟦PASSPORT|$pp_cn8⟧ – ⟪weight|52kg⟫ – ⟦MEDICAL|高血压 hypertension (controlled)⟧
Deposit paid 定金: ⟦AMOUNT|AUD 600⟧   Standard tandem price ⟪price|AUD 449 pp⟫ (group rate applied)"""),
]

TEXTS += [
("dive_medical_bilingual", """MEDICAL STATEMENT 潜水医疗声明 – ⟪org_name|Koh Tao Blue Ocean Divers⟫
Name 姓名: ⟦PERSON|Deng Kaiwen⟧ ⟦PERSON|邓凯文⟧
DOB 出生日期: ⟦DATE_OF_BIRTH|24/10/1988⟧
Chinese ID 身份证: ⟦IDCARD|$id33⟧
Q5 Diabetes 糖尿病? YES – ⟦MEDICAL|type 2, well controlled⟧
Q6 Medication 是否服药? YES – ⟦MEDICAL|metformin 二甲双胍 500mg⟧
Emergency contact 紧急联系人: ⟦PERSON|Deng Lihua⟧ ⟦PHONE|+86 138 2736 0491⟧
Instructor 教练: ⟦PERSON|Nok⟧   Course ⟪course_code|PADI OWD⟫, form ⟪form_version|10346 rev 2022⟫"""),

("tour_group_chat_turkey", """【土耳其10日游 🇹🇷 ⟪tour_code|TK1009⟫】
⟦PERSON|小艾⟧(导游)：明早热气球 pickup 4:30，⟪hotel_name|Kelebek Cave Hotel⟫ lobby 集合
⟦PERSON|大刘⟧：⟦PERSON|小艾⟧，我们 upgrade 的钱是 cash 给你吗
⟦PERSON|小艾⟧(导游)：对，comfort basket 每人加 ⟪price|EUR 50⟫，⟦PERSON|大刘⟧你们两位我收了 ⟦AMOUNT|TRY 3,500⟧
⟦PERSON|Grace⟧：我 ⟦MEDICAL|怀孕20周⟧ 能坐吗 😅
⟦PERSON|小艾⟧(导游)：不行哦，pregnancy 不能飞，我帮你 refund ⟦AMOUNT|EUR 210⟧ 到原卡"""),

("python_traceback_mixed", """Traceback (most recent call last):
  File "/Users/⟦PERSON|wangjunjie⟧/code/wake-park/sync_members.py", line ⟪line_number|41⟫, in <module>
    engine = create_engine("mysql+pymysql://wake:⟦SECRET|Wake_Park#2024⟧@⟦IP_ADDRESS|192.168.1.120⟧:⟪port|3306⟫/members")
  File "/opt/venv/lib/python3.10/site-packages/sqlalchemy/engine/base.py", line 3280, in connect
pymysql.err.OperationalError: (1045, "Access denied for user 'wake'@'⟦IP_ADDRESS|192.168.1.57⟧' (using password: YES)")
# ⟦PERSON|王俊杰⟧备注：密码上周改过了，问一下 ⟦PERSON|Eddie⟧ 新的是啥"""),

("telegram_bot_mixed", """# 潜水天气播报 bot  (⟪app_version|v0.9.2⟫)
TELEGRAM_TOKEN = "⟦APIKEY|$telegram2⟧"
CHAT_ID = ⟪chat_id|-1002211457790⟫          # 群：苏梅岛潜水搭子
OWNER = "⟦PERSON|Ming Zhao⟧"                 # ⟦PERSON|赵明⟧ ⟦EMAIL|zhaoming.dive@gmail.com⟧
MARINE_API = "https://marine-api.open-meteo.com/v1/marine?latitude=⟪latitude|9.51⟫&longitude=⟪longitude|100.06⟫"
SEND_AT = "⟪cron_schedule|0 6 * * *⟫"   # 每天早上6点"""),

("zoom_minutes_bilingual", """Meeting minutes 会议纪要 – ⟪org_name|Tidal Ink Surf Co.⟫ x ⟪org_name|日月湾浪人冲浪学校⟫ – ⟪meeting_date|2024-05-08⟫ (Zoom)
Attendees 参会: ⟦PERSON|Rachel Kim⟧, ⟦PERSON|Ben Morales⟧, ⟦PERSON|周社长⟧, ⟦PERSON|阿杰⟧
Action items 待办:
- ⟦PERSON|Rachel⟧ 周五前发 contract draft
- ⟦PERSON|Ben⟧ 确认 coach exchange：⟦PERSON|阿杰⟧ 去 Bali 6 weeks, stipend ⟦AMOUNT|USD 1,500⟧
- joint camp revenue split ⟪revenue_split|60/40⟫, projected ⟪org_total|USD 48,000⟫"""),

("app_store_reviews", """★★★★★ ⟦PERSON|小鱼干Fish⟧ · ⟪app_version|v1.4.2⟫
租桨板超方便，扫码开锁 easy！就是押金 ⟪deposit_rule|¥199⟫ 退得有点慢
★☆☆☆☆ ⟦PERSON|Jake_W⟧
charged me twice ⟦AMOUNT|¥120⟧ for ONE rental, 重复扣款!! order ⟪order_id|PB2408120331⟫
  Developer Response: Hi ⟦PERSON|Jake⟧，非常抱歉，已退款 refunded ⟦AMOUNT|¥120⟧，3-5 working days 到账。"""),

("employment_letter_thai", """致 Thai Immigration Bureau / To whom it may concern

This is to certify that Mr ⟦PERSON|Ouyang Ming⟧ (⟦PERSON|欧阳明⟧), Chinese passport ⟦PASSPORT|$pp_cn6⟧, Chinese ID ⟦IDCARD|$id12⟧, born ⟦DATE_OF_BIRTH|5 May 1975⟧, is employed by ⟪org_name|Phuket Andaman Divers Co., Ltd.⟫ as PADI Course Director since ⟪employment_start|March 2019⟫, monthly salary ⟦AMOUNT|THB 65,000⟧.

特此证明。
⟦PERSON|Somchai Rattanakul⟧, Managing Director – ⟦PHONE|+66 76 381 224⟧"""),

("k8s_secret_mixed", """apiVersion: v1
kind: Secret
metadata:
  name: balloon-notify        # 热气球预订通知服务
  namespace: ⟪k8s_namespace|prod-cn⟫
stringData:
  SENDGRID_API_KEY: "⟦APIKEY|$sendgrid2⟧"     # 发英文确认邮件
  OPENAI_API_KEY: "⟦APIKEY|$openai2⟧"         # AI 客服，⟦PERSON|Lucy Zheng⟧ 在试
  SMTP_PASSWORD: "⟦PASSWORD|Sunrise!Balloon7⟧"
  ALERT_TO: "⟦EMAIL|lucy.zheng@skyballoon.cn⟧"
# image ⟪docker_image|registry.cn-hangzhou.aliyuncs.com/skyb/notify:1.6.0⟫"""),

("slack_dm_recovery_codes", """⟦PERSON|Priya Nair⟧  ⟪message_time|11:20⟫
我手机丢了 😭 can't get into the booking admin, 2FA 卡住了
⟦PERSON|Leo Huang⟧  ⟪message_time|11:22⟫
用 recovery codes 吧，你存在 1Password 里了吧？
⟦PERSON|Priya Nair⟧  ⟪message_time|11:25⟫
found them，先用第一个 ⟦SECRET|7f2k-9qmd⟧，剩下的 ⟦SECRET|x3ne-8c1v⟧ ⟦SECRET|b6tw-4hzp⟧
⟦PERSON|Leo Huang⟧  ⟪message_time|11:26⟫
别发在这里啊!! 用完 regenerate。TOTP 我帮你 reset 了，new seed: ⟦SECRET|$totp2⟧"""),
]

TEXTS += [
("staff_contacts_md", """## 员工通讯录 Staff contacts – ⟪org_name|WakeCN 广州缆绳滑水公园⟫（内部 internal only）

| 姓名 | English name | 职位 Role | Mobile | Email |
|---|---|---|---|---|
| ⟦PERSON|黎振宇⟧ | ⟦PERSON|Zack⟧ | 主教练 head coach | ⟦PHONE|138 2290 5516⟧ | ⟦EMAIL|zack.li@wakecn.com⟧ |
| ⟦PERSON|方圆⟧ | ⟦PERSON|Fiona⟧ | 前台 front desk | ⟦PHONE|136 0271 3388⟧ | ⟦EMAIL|fiona.fang@wakecn.com⟧ |

Office 总机: ⟦PHONE|020-3892 1170⟧ · Guest Wi-Fi ⟪wifi_ssid|WakeCN-Guest⟫ · updated ⟪last_updated|2024-05⟫"""),

("surf_camp_register_lk", """Arugam Bay Surf Camp – guest register 客人登记 – week ⟪camp_week|W34⟫
1. ⟦PERSON|Ananya Iyer⟧ – Aadhaar ⟦NATIONAL_ID|$aadhaar1⟧ – ⟦PHONE|+91 98450 22317⟧ – paid ⟦AMOUNT|LKR 96,000⟧
2. ⟦PERSON|何嘉欣⟧ (⟦PERSON|Jessie Ho⟧) – Canadian passport ⟦PASSPORT|$pp_ca1⟧ – paid ⟦AMOUNT|USD 320⟧
备注 notes：⟦PERSON|Jessie⟧ ⟦MEDICAL|对蜂蜇过敏 bee sting allergy⟧，带了 EpiPen
Room ⟪room_no|cabana 3⟫ · board ⟪board_size|8'0 softtop⟫"""),

("har_cookie_leak", """# 用户反馈登录后又被踢出，抓包如下 (HAR excerpt) – 反馈人 ⟦PERSON|Ryan Cheng⟧ ⟦EMAIL|ryancheng.hk@gmail.com⟧
GET https://book.treetop-hk.com/api/me
Cookie: connect.sid=⟦SECRET|$cookie1⟧; _ga=⟪analytics_cookie|GA1.2.1908443021.1719992031⟫; lang=zh-HK
Status: 401  {"error":"session expired"}
x-request-id: ⟪request_id|$uuid4⟫
Remote Address: ⟦IP_ADDRESS|43.252.40.17⟧:⟪port|443⟫"""),

("sms_malaysia_canopy", """[SMS] ⟪org_name|Langkawi Canopy Trek⟫: Hi ⟦PERSON|Lim Wei Jie⟧ ⟦PERSON|林先生⟧, your booking ⟪booking_ref|LCT-5521⟫ 已确认 confirmed. Payment ⟦AMOUNT|RM 258.00⟧ received. Meeting point ⟪place_name|Oriental Village⟫ 8:45am. Guide ⟦PERSON|Ah Seng⟧ ⟦PHONE|+60 12-447 3109⟧. Hotline ⟦PHONE|+60 4-959 2233⟧."""),

("tide_weather_bilingual", """🌊 Surf & tide report 浪况潮汐 – ⟪place_name|Shirahama⟫ / ⟪place_name|白浜⟫ – ⟪report_date|Sat 14 Sep⟫
Swell 涌浪: ⟪swell|1.4m @ 11s SSE⟫
Wind 风: ⟪wind|offshore NW 8 km/h⟫ → 下午转 onshore
Tide 潮汐: high ⟪tide_time|05:52 (1.6m)⟫, low ⟪tide_time|12:10 (0.3m)⟫
Water temp 水温 ⟪water_temp|25°C⟫ – 3/2 or spring suit 就够
Rating 评分 ⟪surf_rating|3/5⟫ – best window 最佳时段 06:00–09:00"""),

("w2_email_mixed", """Subject: 2024 W-2 确认 / please confirm

Hi ⟦PERSON|Kelly⟧ 你好，

Before we file, please check your W-2 details from ⟪org_name|Aloha Paddle & Kayak Tours LLC⟫:
Name: ⟦PERSON|Kelly Zhang⟧
SSN: ⟦SSN|$ssn8⟧
Address: ⟦ADDRESS|1520 Kalakaua Ave Apt 1203, Honolulu, HI 96826⟧
Box 1 wages: ⟦AMOUNT|$38,216.40⟧
如有错误 reply by ⟪deadline|Jan 20⟫. Thanks!
⟦PERSON|Dana Kealoha⟧, payroll"""),

("okinawa_booking_form", """Booking form 中文预约表 – ⟪org_name|Okinawa Blue Cave Snorkel & Dive⟫
姓名 Name：⟦PERSON|林美智⟧ (⟦PERSON|Michi Hayashi⟧)
人数 Pax：2   日期 Date：⟪tour_date|2024-08-21⟫ 09:00
Card 信用卡：⟦CARD|$jcb1⟧   CVC：⟦CVV|084⟧   Exp ⟪card_expiry|03/27⟫
Charged 已扣款：⟦AMOUNT|JPY 18,400⟧
LINE / WeChat：⟦PHONE|+81 90-4417-2286⟧
备注：同行的 ⟦PERSON|Haru⟧ ⟦MEDICAL|耳朵做过鼓膜修补 (tympanoplasty)⟧，只浮潜 snorkel only"""),

("balloon_flight_log_mixed", """FLIGHT LOG 飞行记录 – ⟪org_name|Luoping Sky Balloon⟫
Date ⟪flight_date|2024-03-02⟫   Envelope ⟪balloon_reg|B-0622⟫   Burner ⟪burner_model|Cameron Shadow⟫
PIC 机长: ⟦PERSON|Chen Hui⟧ ⟦PERSON|陈辉⟧   Crew chief 地勤: ⟦PERSON|老赵⟧ ⟦PHONE|138 8852 6609⟧
Launch 06:58 / Landing 07:54, pax 12, fuel used ⟪fuel_used|62%⟫
Remarks 备注: pax #7 ⟦MEDICAL|motion sickness 晕机呕吐⟧, recovered after landing. 无其他异常."""),

("club_membership_de", """Mitgliedsantrag / membership 入会申请 – ⟪org_name|Kanu-Club Heidelberg e.V.⟫
Name: ⟦PERSON|Xu Haoran⟧ (⟦PERSON|许浩然⟧), student Uni Heidelberg
E-Mail: ⟦EMAIL|haoran.xu@stud.uni-heidelberg.de⟧   Tel: ⟦PHONE|+49 1522 3098471⟧
SEPA-Lastschrift, IBAN: ⟦IBAN|$iban_de2⟧
Beitrag fee: ⟦AMOUNT|84 €⟧ pro Jahr (Studententarif, normal ⟪price|€126⟫)
Gesundheit 健康: 我有 ⟦MEDICAL|花粉过敏 hay fever⟧，not a problem for paddling I think 😅
Vereinsregister ⟪club_register_no|VR 330421⟫"""),
]
