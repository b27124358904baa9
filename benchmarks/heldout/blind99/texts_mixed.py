# Mixed-language texts of the blind99 corpus.  Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy.
TEXTS = []

TEXTS.append(("slack_thread", """
⟦PERSON|Kevin Zhang⟧  11:03
@⟦PERSON|Ollie Grant⟧ 那个 load-calc 的 S3 上传又挂了，config 里的 key 是这个：
AWS_ACCESS_KEY_ID=⟦APIKEY|$aws_akid2⟧
AWS_SECRET_ACCESS_KEY=⟦SECRET|$aws_secret2⟧
是不是过期了？bucket ⟪bucket_name|dingli-rigging-calcs⟫, region ⟪cloud_region|ap-east-1⟫
⟦PERSON|Ollie Grant⟧  11:10
mate 别贴在 channel 里 😅 I'll rotate now. 写文档请用 ⟪example_key|AKIAI44QH8DHBEXAMPLE⟫ 这种 example key
⟦PERSON|Kevin Zhang⟧  11:11
ok ok 我的锅 sorry ⟦PERSON|Ollie⟧
"""))

TEXTS.append(("whatsapp_chat", """
⟦PERSON|Ka Ming⟧: hi ⟦PERSON|Janice⟧, 我想 refund 跨年 concert 嘅 ticket, 因為我 ⟦MEDICAL|確診咗 COVID⟧ 去唔到
⟦PERSON|Janice Lau⟧: 明白, 麻煩提供 HKID 同 order no. 🙏
⟦PERSON|Ka Ming⟧: ⟦NATIONAL_ID|$hkid2⟧, order ⟪order_id|HT-2024-100517⟫
⟦PERSON|Janice Lau⟧: ok, refund ⟦AMOUNT|HK$980⟧ 會喺 7-14 個工作天退返你張卡 ⟪masked_card|**** 5521⟫
⟦PERSON|Ka Ming⟧: thx! 有咩問題打我 ⟦PHONE|9188 2047⟧
"""))

TEXTS.append(("email_with_signature", """
Subject: Re: 舞台搭建 schedule for 上海站

Hi ⟦PERSON|刘经理⟧,

Thanks for the 报价, all good. Our production manager ⟦PERSON|Sarah Whitcombe⟧ lands ⟪date|March 3⟫, 她的手机 ⟦PHONE|+44 7481 226 903⟧, WeChat ID ⟦PERSON|sarahw_prod⟧.
Could you book her hotel near ⟪place_name|梅赛德斯奔驰文化中心⟫? Passport no. ⟦PASSPORT|$pp_uk3⟧ for 酒店登记. She's ⟦MEDICAL|vegan and gluten intolerant⟧, 麻烦跟 catering 说一下.

Best,
⟦PERSON|Tom Okonkwo-Reyes⟧
Tour Manager · ⟪org_name|Brightwire Productions⟫ · ⟦EMAIL|tom@brightwire.live⟧
"""))

TEXTS.append(("jira_ticket", """
[⟪ticket_id|PAY-441⟫] Stripe live key 泄露 in public repo
Reporter: ⟦PERSON|Aiden Wu⟧ (⟦EMAIL|aiden.wu@tixpoint.asia⟧)   Priority: ⟪priority|Blocker⟫
Description:
GitHub secret scanning 报警，commit ⟪commit_sha|b7e2c94f1a3d⟫ 里有 live secret key:
{code}STRIPE_KEY=⟦APIKEY|$stripe_sk2⟧{code}
publishable key ⟪publishable_key|pk_live_51Hx9TmQ2fLpRd8sK0wYzN3c⟫ 没关系，本来就是公开的。
Assignee: ⟦PERSON|廖思远⟧
Comment by ⟦PERSON|廖思远⟧: 已 roll key, webhook endpoint ⟪webhook_endpoint_id|we_1PqR8sLm3TzQ⟫ 也更新了。
"""))

TEXTS.append(("csv_export", """
name,name_pinyin,dob,id_no,mobile,role
⟦PERSON|顾嘉怡⟧,⟦PERSON|GU Jiayi⟧,⟦DATE_OF_BIRTH|1994-07-06⟧,⟦IDCARD|$idc15⟧,⟦PHONE|+86 138 1650 2274⟧,⟪role|ticket scanner 验票⟫
⟦PERSON|方浩⟧,⟦PERSON|FANG Hao⟧,⟦DATE_OF_BIRTH|1982-09-15⟧,⟦IDCARD|$idc16⟧,⟦PHONE|+86 135 3091 7760⟧,⟪role|crowd supervisor 区域主管⟫
# exported ⟪timestamp|2024-12-20 09:14⟫ by ⟦PERSON|fanghao⟧ for ⟪event_name|Countdown 2025 外滩⟫
"""))

TEXTS.append(("call_transcript", """
[⟪org_name|LionTix⟫ hotline · ⟪call_id|SG-CALL-2291⟫ · agent ⟦PERSON|Hui Min⟧]
Agent: Hello LionTix, ⟦PERSON|Hui Min⟧ speaking.
Caller: Hi ah, I want buy ⟪event_name|National Day fireworks⟫ 看台票 two tickets, website cannot pay leh.
Agent: OK can. Name on card?
Caller: ⟦PERSON|Ong Wei Jie⟧. Card number ⟦CARD|$card2⟧, 后面三个 number ⟦CVV|606⟧.
Agent: Total ⟦AMOUNT|S$176⟧ including booking fee ok?
Caller: ok ok. My hp ⟦PHONE|9734 5521⟧, email ⟦EMAIL|weijie.ong@singnet.com.sg⟧
Agent: Done, booking ⟪booking_ref|LT-88201⟫.
"""))

TEXTS.append(("yaml_config", """
# CI 配置 — 灯光控制 app (⟪org_name|Lumen Rigs Asia⟫)
ci:
  github_token: ⟦APIKEY|$gh_pat2⟧   # ⟦PERSON|Daniel Chow⟧ 的 fine-grained token，90 天过期
  notify:
    slack: ⟦SECRET|$slack_hook2⟧
    email: ⟦EMAIL|daniel.chow@lumenrigs.asia⟧
  runner: ⟪runner_label|self-hosted-arm64⟫
  node: ⟪version|18.19.0⟫
  cache_key: ⟪cache_key|deps-v3-{{ checksum "pnpm-lock.yaml" }}⟫
"""))

TEXTS.append(("meeting_minutes", """
Minutes 会议记录 — ⟪event_name|Macao International Fireworks Display Contest⟫ team briefing
Date 日期: ⟪meeting_date|2024-09-06⟫   Venue 地点: ⟪place_name|Macau Tower⟫
Attendees: ⟦PERSON|Ricardo Sousa⟧ (organiser), ⟦PERSON|汤志远⟧ (领队 team leader), ⟦PERSON|Yuki Tanabe⟧ (JP team), ⟦PERSON|Ho Weng Chi⟧ (marine police liaison)
1. 驳船位置 barge allocation: ⟪barge_id|Barge 3⟫ 给中国队.
2. Wind limit ⟪wind_speed|10 m/s⟫，超过则顺延到 ⟪date|9月14日⟫.
3. ⟦PERSON|汤志远⟧ to submit the ⟪document_name|shell list⟫ before ⟪deadline|9月10日⟫.
4. Emergency contact 紧急联络: ⟦PERSON|Ricardo⟧ ⟦PHONE|+853 6621 4408⟧
"""))

TEXTS.append(("sms", """
【潔立方 CleanCube】⟦PERSON|黃先生⟧你好 / Dear Mr ⟦PERSON|Wong⟧, 你的 2 x ⟪product_code|PT-200 portable toilet⟫ 已安排 ⟪date|15/12⟫ 送到 ⟦ADDRESS|新界西貢清水灣道 38 號 Silverstrand Villa 5 號屋⟧. Driver 司機 ⟦PERSON|阿輝⟧ ⟦PHONE|6302 7718⟧. Enquiries 查詢 ⟦PHONE|2788 3366⟧. Ref ⟪booking_ref|CC-HK-3318⟫
"""))

TEXTS.append(("code_review_comments", """
PR #⟪pr_number|218⟫ · settings.py
⟦PERSON|Chris Tan⟧: 这里 SECRET_KEY 不能 hardcode 啊
    SECRET_KEY = '⟦SECRET|$django_key1⟧'
    DEBUG = True  # TODO
⟦PERSON|王思雨⟧: sorry，本地测试忘了改回来，会改成 os.environ['DJANGO_SECRET_KEY']
⟦PERSON|Chris Tan⟧: 还有 ALLOWED_HOSTS 里的 ⟦IP_ADDRESS|47.242.18.201⟧ 是你自己的 ECS 吧？也删掉. ⟪doc_ip|198.51.100.10⟫ 那个 example 可以留
⟦PERSON|王思雨⟧: 👌 fixed in ⟪commit_sha|5d0e8a1⟫
"""))

TEXTS.append(("web_form_submission", """
Freelancer Payment Details 自由职业者付款信息 — ⟪org_name|Lumen Rigs Asia⟫
Name 姓名: ⟦PERSON|Niall Fitzgerald⟧
Email 邮箱: ⟦EMAIL|niall.fitz@gmail.com⟧
Address 地址: ⟦ADDRESS|17 Griffith Avenue, Drumcondra, Dublin 9, D09 P7E3⟧
Bank 银行: ⟪bank_name|Bank of Ireland⟫   IBAN: ⟦IBAN|$iban_ie1⟧   BIC: ⟪bic_code|BOFIIE2D⟫
Amount 金额: ⟦AMOUNT|€2,850⟧ for 10 days LX programming 灯光编程 (⟪event_name|Sonic Asia 上海⟫)
WeChat: ⟦PERSON|niall_lx⟧
"""))

TEXTS.append(("wechat_chat", """
⟦PERSON|Amy Chen⟧: 舅舅 your W-4 和 I-9 我帮你填好了，还差 SSN
⟦PERSON|David Chen⟧: ⟦SSN|$ssn5⟧
⟦PERSON|Amy Chen⟧: ok. 地址还是 ⟦ADDRESS|41-25 Kissena Blvd, Apt 6C, Flushing, NY 11355⟧ 对吧
⟦PERSON|David Chen⟧: 对. 公司是 ⟪org_name|Steelhenge Staging NY⟫, start ⟪date|Monday 7am⟫
⟦PERSON|Amy Chen⟧: 记得带 ⟪document_name|OSHA 10 card⟫. 你的 ⟦MEDICAL|糖尿病⟧ 药也带上，12 hour shift 别硬撑
"""))

TEXTS.append(("invoice", """
发票 INVOICE   No. ⟪invoice_no|SZGEN-24-0771⟫
⟪org_name|深圳劲能发电设备租赁有限公司 Shenzhen JinNeng Power Rental Co., Ltd.⟫
Bill to 客户: ⟦PERSON|Laurent Dubois⟧
Address 地址: ⟦ADDRESS|深圳市南山区蛇口望海路1177号 Sea World Apt 12B, 518067⟧
Item 项目: ⟪product_code|30kVA silent genset 静音发电机⟫ × 2 days @ ⟪price|RMB 900/day⟫
Total 合计: ⟦AMOUNT|RMB 1,800.00⟧  — paid by card 已刷卡 ⟦CARD|$card3⟧
Contact 联系电话: ⟦PHONE|+86 159 8927 0316⟧
"""))

TEXTS.append(("app_log", """
2024-12-31 23:58:12,004 ERROR [seat-lock] 锁座失败 user=⟦PERSON|kelly_ng⟧ session=⟦SECRET|$sess2⟧
Traceback (most recent call last):
  File "/srv/app/seat.py", line 41, in lock
    raise SeatTakenError(f"座位 {seat} 已被锁定")
app.errors.SeatTakenError: 座位 ⟪seat_number|Z3-18-22⟫ 已被锁定
client_ip=⟦IP_ADDRESS|112.118.41.203⟧ ua="⟪user_agent|Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X)⟫" req=⟪request_id|9f1c2e7a⟫
"""))

TEXTS.append(("dingtalk_message", """
⟦PERSON|Ethan Lin⟧: 我把 Slack 和钉钉打通了，暂时用的是我自己的 user token ⟦APIKEY|$slack_user1⟧，先这样跑着
⟦PERSON|罗静⟧: user token 权限太大了吧, 换 bot token. 还有 channel ID ⟪slack_channel_id|C05T8K2LQ9M⟫ 别写死
⟦PERSON|Ethan Lin⟧: ok 我改 🙏 明天 ⟪event_name|Sonic Asia⟫ 进场前搞定
⟦PERSON|罗静⟧: 👍 顺便把 ⟪ticket_id|OPS-77⟫ 关掉
"""))

TEXTS.append(("spec_sheet", """
Product Spec 产品参数 — ⟪product_code|VW-100S⟫ 100kVA silent diesel generator 静音柴油发电机
Prime power 常用功率: ⟪power_rating|80kW⟫ / Standby 备用功率: ⟪power_rating|88kW⟫
Voltage 电压: ⟪voltage|400/230V⟫, ⟪frequency|50Hz⟫, 3-phase 三相
Fuel consumption 油耗 @75%: ⟪fuel_rate|17.6 L/h⟫; Tank 油箱: ⟪capacity|240 L⟫
Noise 噪音: ⟪noise_level|68 dB(A) @ 7m⟫
Dimensions 尺寸: ⟪dimension|3200 × 1150 × 1850 mm⟫, weight 重量 ⟪weight|2,180 kg⟫
Controller 控制器: ⟪version|DSE 7320 MkII v9.2⟫
"""))

TEXTS.append(("medical_incident_report", """
Incident Report 事件报告 — ⟪event_name|Chengdu Jazz & Lights Festival⟫, Medical Post 2 医疗点2
Patient 患者: ⟦PERSON|Hannah Schmidt⟧ (德国籍), DOB ⟦DATE_OF_BIRTH|1998-02-11⟧
Complaint 主诉: ⟦MEDICAL|anaphylaxis⟧ / ⟦MEDICAL|过敏性休克⟧ after eating satay, known ⟦MEDICAL|peanut allergy⟧
Treatment 处理: ⟦MEDICAL|EpiPen 0.3mg IM⟧, transferred to ⟪place_name|四川省人民医院⟫ by ⟪ambulance_ref|120 车辆 川A·7731⟫
Friend 同伴: ⟦PERSON|Lea Braun⟧ ⟦PHONE|+49 1522 3380417⟧
Steward on scene 现场安保: ⟦PERSON|邓子豪⟧
"""))

TEXTS.append(("wechat_chat", """
⟦PERSON|Jason⟧: 帮我朋友买张 ⟪event_name|F1 Shanghai⟫ grandstand ticket，他是 foreigner 要用 passport 实名
⟦PERSON|小林⟧: ok 发我 name + passport no.
⟦PERSON|Jason⟧: ⟦PERSON|Michael Obi⟧, US passport ⟦PASSPORT|$pp_us2⟧
⟦PERSON|小林⟧: 好了，⟪seat_number|Grandstand H 区 12排 08座⟫，⟦AMOUNT|¥1,680⟧ 你转我就行
⟦PERSON|Jason⟧: 已转 👍 thanks bro
"""))

TEXTS.append(("ocr_business_card", """
[OCR · namecard_0417.png]
⟪org_name|声光动力舞美 SGDL Stage & Light⟫
⟦PERSON|陈杰⟧  ⟦PERSON|Jay Chen⟧
灯光设计师 Lighting Designer
M: ⟦PHONE|+86 186 2134 7788⟧
E: ⟦EMAIL|jay.chen@sgdl-stage.com⟧
WeChat: ⟦PERSON|jaychen_lx⟧
A: ⟪org_address|上海市闵行区春东路508号 No.508 Chundong Rd, Minhang, Shanghai⟫
"""))

TEXTS.append(("markdown_table", """
### US crew — 1099 payroll info (⟪event_name|Asia tour 2025⟫) 仅限财务
| Name 姓名 | Role | SSN | Day rate 日薪 | Notes 备注 |
|---|---|---|---|---|
| ⟦PERSON|Marcus Bell⟧ | head rigger | ⟦SSN|$ssn6⟧ | ⟦AMOUNT|US$650⟧ | ⟦MEDICAL|knee brace, old ACL tear⟧ |
| ⟦PERSON|Tanya Ruiz⟧ | LX crew chief | ⟪masked_ssn|***-**-4417⟫ | ⟦AMOUNT|US$600⟧ | W-9 补交中 |
Contact 对接: ⟦PERSON|廖思远⟧ ⟦EMAIL|liaosy@dingli-stage.cn⟧ · 汇率按 ⟪exchange_rate|7.18⟫ 计
"""))

TEXTS.append(("shell_history", """
  88  cd ~/ops && source .venv/bin/activate   # 票务后台运维
  89  oathtool --totp -b ⟦SECRET|$totp3⟧        # 生成 admin 的 2FA code，别学我
  90  ssh -p ⟪port|2222⟫ ⟦PERSON|jlau⟧@⟦IP_ADDRESS|119.28.44.190⟧
  91  sudo -u postgres psql -c "\\du"
  92  pip install ⟪package_version|psycopg2-binary==2.9.9⟫
  93  vim ⟦PERSON|/home/jlau⟧/notes/交接.md
"""))

TEXTS.append(("online_review", """
★☆☆☆☆ ⟪org_name|Harbour Lights Cruise 維港煙花船⟫ — Google review by ⟦PERSON|Winnie Cheung⟧ · ⟪review_date|3 weeks ago⟫
買咗 ⟪price|HK$688⟫ 嘅煙花船 ticket, boarding 時話 overbooked 😡 staff ⟦PERSON|Alan⟧ 仲好寸. Refund 咗 ⟦AMOUNT|HK$1,376⟧ (2 張) 但要等 ⟪duration|21 日⟫. Never again.
Response from the owner: Sorry ⟦PERSON|Winnie⟧, we've spoken to the team. 如有問題請致電 ⟦PHONE|+852 2566 0812⟧.
"""))

TEXTS.append(("whatsapp_group", """
[KL Stage Crew 🇲🇾]
⟦PERSON|Ah Seng⟧: guys tmr call time 6am at ⟪place_name|Stadium Bukit Jalil⟫, 搭台 day 1
⟦PERSON|Siti Nurhaliza Osman⟧: noted. pay for last job bila masuk? company still owe me ⟦AMOUNT|RM 1,450⟧ leh
⟦PERSON|Ah Seng⟧: boss say Friday. 有问题 call Mr ⟦PERSON|Lee⟧ directly ⟦PHONE|+60 12-338 7710⟧
⟦PERSON|Raj Kumar⟧: ⟦PERSON|Seng⟧ I cannot climb this week, ⟦MEDICAL|sprained my wrist⟧ playing futsal 😅
⟦PERSON|Ah Seng⟧: ok u do ground. 记得带 ⟪ppe_item|harness + helmet⟫ everyone
"""))

TEXTS.append(("hire_contract", """
篷房租赁合同 Marquee Hire Agreement   No. ⟪contract_no|SL-SH-2025-0208⟫
甲方 Hirer: ⟦PERSON|沈佳怡⟧ (身份证 ID ⟦IDCARD|$idc17⟧) & ⟦PERSON|Chinedu Eze⟧ (passport ⟦PASSPORT|$pp_ng1⟧)
地址 Address: ⟦ADDRESS|上海市黄浦区南京东路299号宏伊国际广场公寓1806室, 200001⟧
乙方 Supplier: ⟪org_name|松岭篷房租赁有限公司 Songling Marquee Hire Co., Ltd.⟫
1. 篷房 Structure: ⟪product_code|Clear-span 20×30m 透明篷房⟫, event date 活动日期 ⟪event_date|2025-05-18⟫
2. 定金 Deposit paid: ⟦AMOUNT|¥15,000⟧；尾款 Balance due: ⟦AMOUNT|¥35,000⟧
3. 联系方式 Contact: ⟦PHONE|+86 139 1602 7734⟧ / ⟦EMAIL|jiayi.shen.wedding@gmail.com⟧
"""))

TEXTS.append(("cron_log", """
[⟪log_timestamp|2025-01-04 02:00:13⟫] cron/payouts.py — 每日对账开始
[2025-01-04 02:00:13] using key ⟦APIKEY|$stripe_rk1⟧ (restricted, read-only)   ← TODO 不要打印 key！
[2025-01-04 02:00:15] fetched ⟪record_count|1,284⟫ charges, total ⟪org_total|£58,930.40⟫
[2025-01-04 02:00:16] mismatch: charge ⟪charge_id|ch_3QdX1aLm2Qa⟫ customer ⟦EMAIL|r.nakamura@gmail.com⟧ refunded ⟦AMOUNT|£45.50⟧ twice
[2025-01-04 02:00:16] alert → ⟦PERSON|Aditi Rao⟧ via ⟪alert_channel|#payments-alerts⟫
"""))

TEXTS.append(("expense_claim", """
Expense Claim 报销单 — ⟪org_name|Brightwire Productions⟫ China tour
Claimant 报销人: ⟦PERSON|Sarah Whitcombe⟧      Period 日期: ⟪date_range|3-9 Mar 2025⟫
- Taxi 出租车 .................................. ⟪line_item_price|¥436⟫
- Hotel 酒店 (⟪place_name|Les Suites Orient Bund⟫) ... ⟪line_item_price|¥6,840⟫
- Pharmacy 药店: ⟦MEDICAL|antibiotics⟧ for ⟦MEDICAL|a chest infection⟧ (⟦MEDICAL|支气管炎⟧) ... ⟪line_item_price|¥212⟫
Total 合计: ⟦AMOUNT|¥7,488⟧ — paid on my personal Amex 个人信用卡 ⟦CARD|$card9⟧, please reimburse to the same card 原卡报销
Approved 批准: ⟦PERSON|Tom Okonkwo-Reyes⟧
"""))

TEXTS.append(("job_application_form", """
Application 报名表 — ⟪org_name|Crowdline Asia⟫ event steward (⟪event_name|Marina Bay Countdown⟫)
Name 姓名: ⟦PERSON|Lim Xiu Ying⟧ (⟦PERSON|林秀英⟧)
NRIC: ⟦NATIONAL_ID|$nric2⟧        DOB 出生日期: ⟦DATE_OF_BIRTH|2002-03-14⟧
Mobile 手机: ⟦PHONE|+65 8126 4409⟧      Email: ⟦EMAIL|xiuying.lim02@gmail.com⟧
Address 地址: ⟦ADDRESS|Blk 512 Bedok North Ave 2, #07-113, Singapore 460512⟧
Languages 语言: English, 华语, Malay     Shirt size: ⟪clothing_size|S⟫
"""))

TEXTS.append(("ops_notes", """
## LX network 灯光网络 — ⟪event_name|Sonic Asia 上海⟫ (notes by ⟦PERSON|Niall Fitzgerald⟧)
- grandMA3 FOH: ⟦IP_ADDRESS|192.168.10.11⟧, backup ⟦IP_ADDRESS|192.168.10.12⟧
- 调光柜 dimmer node: ⟦IP_ADDRESS|192.168.10.40⟧
- Switch admin 交换机: admin / ⟦PASSWORD|Luminex#GigaCore16⟧ (⟪product_code|GigaCore 16Xt⟫)
- 场馆 WiFi "⟪wifi_ssid|MBCC-Production⟫" 密码 ⟦PASSWORD|mbcc2025crew⟧
- sACN universes ⟪dmx_universe|1-32⟫, Art-Net 禁用
- 别用 ⟪doc_ip|192.0.2.1⟫，那个是文档例子 lol
"""))

TEXTS.append(("customer_email", """
Subject: 退款申请 Refund request — order ⟪order_id|PLF-INT-20250214-77⟫

您好 Hello,
I bought 3 tickets for ⟪event_name|元宵焰火晚会 Lantern Festival Fireworks⟫ with my Visa ⟦CARD|$card13⟧ but the show was 取消 cancelled. Please refund the ⟦AMOUNT|¥1,740⟧ to the same card.
Name: ⟦PERSON|Isabella Marchetti⟧
Phone: ⟦PHONE|+39 347 218 6604⟧ (WhatsApp)
Email: ⟦EMAIL|isa.marchetti@libero.it⟧
Grazie / 谢谢
⟦PERSON|Isabella⟧
"""))

TEXTS.append(("meeting_transcript", """
[腾讯会议转写 Tencent Meeting · 会议号 ⟪meeting_id|482 117 390⟫]
⟦PERSON|彭立新⟧ 00:01:12：好，我们 start 一下。今天主要过 safety distance。
⟦PERSON|Owen Rutherford⟧ 00:01:30：For 8-inch shells we need ⟪distance|200 metres⟫ minimum, 对吧？
⟦PERSON|彭立新⟧ 00:01:41：对，国标 ⟪standard_ref|GB 24284⟫ 也是这么规定的。然后 ⟦PERSON|Owen⟧ 你手机号给一下，我拉你进微信群。
⟦PERSON|Owen Rutherford⟧ 00:01:50：Sure, it's ⟦PHONE|plus four four, seven seven two five, four one nine, oh six six⟧.
⟦PERSON|彭立新⟧ 00:02:05：OK 收到。
"""))

TEXTS.append(("oncall_table", """
On-call 值班表 — ⟪org_name|票立方⟫ ticketing platform, week ⟪week_number|W07⟫
| Day | Primary 主值班 | Phone 电话 | Backup 备份 |
|---|---|---|---|
| Mon-Tue | ⟦PERSON|林晓峰⟧ (⟦PERSON|Leo Lin⟧) | ⟦PHONE|138 1762 0093⟧ | ⟦PERSON|王磊⟧ |
| Wed-Thu | ⟦PERSON|王磊⟧ | ⟦PHONE|159 0213 7741⟧ | ⟦PERSON|Aiden Wu⟧ |
| Fri-Sun | ⟦PERSON|Aiden Wu⟧ | ⟦PHONE|+852 5402 1168⟧ | ⟦PERSON|林晓峰⟧ |
Escalation 升级: ⟦EMAIL|sre@piaolifang.com⟧ · PagerDuty service ⟪service_id|PD-P7Q2XK⟫
"""))

TEXTS.append(("sms", """
【票立方 PiaoLiFang】⟦PERSON|Michael Obi⟧ 您好 / Hi, your ⟪event_name|F1 Shanghai⟫ e-ticket 电子票 is ready. Seat 座位 ⟪seat_number|H-12-08⟫, Gate 入口 ⟪gate_number|G3⟫. 入场请出示 passport. Hotline 客服 ⟦PHONE|400-118-7766⟧
"""))

TEXTS.append(("wechat_chat", """
⟦PERSON|Grace Ho⟧: Hi ⟦PERSON|Kevin⟧, 帮 crew 买 travel insurance，需要每个人 DOB 同 pre-existing conditions
⟦PERSON|Kevin Zhang⟧: ⟦PERSON|Ollie Grant⟧ ⟦DATE_OF_BIRTH|12/06/1985⟧, ⟦MEDICAL|asthma⟧；我 ⟦DATE_OF_BIRTH|1990年2月3日⟧，没有
⟦PERSON|Grace Ho⟧: ok. premium 保费 ⟪price|HK$420 per person⟫，公司付
⟦PERSON|Kevin Zhang⟧: 👍 还有 ⟦PERSON|Raj⟧ 的 ⟦MEDICAL|手腕扭伤⟧ 还没好，要不要申报
⟦PERSON|Grace Ho⟧: 要，报 pre-existing。policy 会用 ⟪policy_number|TRV-HK-2025-0391⟫
"""))

TEXTS.append(("payment_batch_csv", """
payee,payee_cn,account,amount,memo
⟦PERSON|Joris Bakker⟧,⟦PERSON|巴克⟧,⟦IBAN|$iban_nl2⟧,⟦AMOUNT|4,200.00 EUR⟧,⟪memo|LX design 灯光设计 Sonic Asia⟫
⟦PERSON|Jay Chen⟧,⟦PERSON|陈杰⟧,⟪masked_account|6222 **** **** 0417⟫,⟦AMOUNT|18,000.00 CNY⟧,⟪memo|programming 编程 5 days⟫
# batch ⟪batch_id|PAY-2025-03-B2⟫ prepared by ⟦PERSON|廖思远⟧
"""))

TEXTS.append(("slack_message", """
⟦PERSON|Ben Whitaker⟧  2:14 PM
gen telemetry 又断了. 3 台 ⟪product_code|VW-100S⟫ 在 ⟪site_name|Sepang 赛道⟫, 4G modem IPs:
• GEN-01 ⟦IP_ADDRESS|100.96.12.40⟧ (CGNAT 所以 ping 不到)
• GEN-02 ⟦IP_ADDRESS|2409:8a28:4c1:b210::7e⟧
• GEN-03 ⟦IP_ADDRESS|183.171.66.20⟧
fuel 还剩 ⟪fuel_level|38%⟫, ⟦PERSON|Ah Seng⟧ 说 4 点加油
⟦PERSON|Aditi Rao⟧  2:20 PM
收到，我走 ⟪hostname|vpn-sg1.voltwagon.net⟫ 试试
"""))

TEXTS.append(("forum_post", """
【避雷 scam alert】⟪event_name|五月天演唱会⟫ 黄牛骗子!!  (cross-post from ⟪forum_name|r/shanghai⟫)
楼主 u/⟦PERSON|xiaoyu_sh⟧
这个人 WeChat ⟦PERSON|piaowu_vip888⟧ 自称 official ticket agent，收了我 ⟦AMOUNT|¥2,400⟧ 就拉黑了。他用的手机 ⟦PHONE|+86 176 2118 0945⟧，支付宝 ⟦EMAIL|vip888tickets@163.com⟧。已报警 case no. ⟪police_ref|沪公(浦)刑案2024-11872⟫。
Only buy from 官方 channels guys，别贪便宜 😭
"""))

TEXTS.append(("hotel_registration_form", """
境外人员临时住宿登记单 Registration Form of Temporary Residence
姓名 Name: ⟦PERSON|Stefan Krüger⟧        出生日期 Date of birth: ⟦DATE_OF_BIRTH|1979-05-30⟧
国籍 Nationality: ⟪nationality|DEU 德国⟫     护照号码 Passport No.: ⟦PASSPORT|$pp_de1⟧
签证种类 Visa type: ⟪visa_type|M⟫   停留期至 Stay until: ⟪date|2025-02-28⟫
酒店 Hotel: ⟪place_name|浏阳华天大酒店 Liuyang Huatian Hotel⟫  房号 Room ⟪room_number|1208⟫
接待单位 Host: ⟪org_name|浏阳金星烟花燃放有限公司⟫  联系人 ⟦PERSON|汤志远⟧ ⟦PHONE|189 2276 1450⟧
"""))
