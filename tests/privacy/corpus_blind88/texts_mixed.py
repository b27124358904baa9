# -*- coding: utf-8 -*-
# blind88 mixed texts. Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name from values.VALUES.
TEXTS = []

TEXTS += [
("wechat_chat",
"""⟦PERSON|Fergus Lamont⟧：Hi Mr ⟦PERSON|Zhou⟧, the 6 refurbished hogsheads are ready, photos attached 📷
⟦PERSON|老周⟧：Thank you ⟦PERSON|Fergus⟧！看起来很好 very nice. 运费多少？
⟦PERSON|Fergus Lamont⟧：Shipping to Ningbo is ⟪quote_amount|£740⟫ by sea, ⟪duration|about 6 weeks⟫. Container ref ⟪container_number|TGHU 771204-3⟫
⟦PERSON|老周⟧：OK 没问题。我已经付了⟦AMOUNT|£1,200⟧ deposit，剩下的⟦AMOUNT|£1,860⟧下周转
⟦PERSON|Fergus Lamont⟧：Perfect. Please send the delivery contact for customs
⟦PERSON|老周⟧：收货人 ⟦PERSON|刘洋⟧，⟦PHONE|+86 158 1106 2274⟧，⟦ADDRESS|浙江省杭州市西湖区转塘街道上城埭村112号 310024⟧
⟦PERSON|Fergus Lamont⟧：Got it 👍 my email ⟦EMAIL|fergus@speysidecasks.co.uk⟧ for the paperwork"""),
]

TEXTS += [
("slack_channel",
"""#shop-dev
⟦PERSON|Leo Zhang⟧  11:02
谁把 bot token 写死在 code 里了？ ⟦APIKEY|$slack_bot_1⟧ 这个是 prod 的啊 😅
⟦PERSON|Amber Wu⟧  11:04
sorry 是我，debug 的时候忘了删。commit ⟪commit_sha|$sha_5⟫，我马上 rotate
⟦PERSON|Leo Zhang⟧  11:05
ok。顺便 ⟪channel_id|C05QK1R7N2P⟫ 那个 channel 的 webhook 也换一下吧，之前贴在 Notion 里了：⟦SECRET|$slack_hook_1⟧
⟦PERSON|Amber Wu⟧  11:06
👌 done。新的在 Vault ⟪vault_path|kv/shop/slack⟫"""),

("xiaohongshu_post",
"""在英国学 dry stone walling 的第三周🪨
每天跟着师傅 ⟦PERSON|Alasdair⟧ 在 ⟪place_name|Lake District⟫ 砌墙，手上全是口子😭 但是超治愈！
今天学了放 through stones，一段 ⟪length_measurement|2米⟫ 的墙砌了一整天。
课程是 ⟪org_name|DSWA⟫ 的 ⟪qualification|Level 1⟫ 认证，学费 ⟪price|£280⟫（不含住宿）。
想来的姐妹可以私信我，或者邮件 ⟦EMAIL|yiran.walls@gmail.com⟧ 
—— ⟦PERSON|Yiran⟧ @⟦PERSON|yiran_in_cumbria⟧
#⟪hashtag|英国生活⟫ #⟪hashtag|drystonewall⟫"""),

("customer_email",
"""Subject: 藤椅維修 warranty registration
Hi ⟦PERSON|許小姐⟧，
I'm ⟦PERSON|Chan Ka Yan⟧，上個月寄咗兩張老藤椅去厦門畀你哋整，收到啦 thank you！
Warranty form 要填身份證，我嘅 HKID 係 ⟦NATIONAL_ID|$hkid_1⟧。
送貨地址：⟦ADDRESS|Flat 12B, Block 3, Kornhill, 2 Hong On Street, Quarry Bay, Hong Kong⟧
Mobile：⟦PHONE|+852 9384 2217⟧
運費 ⟦AMOUNT|HK$420⟧ 已經 FPS 咗，ref ⟪fps_ref|FRN20240915HK0008812⟫
Thanks!
⟦PERSON|Ka Yan⟧"""),

("app_log",
"""⟪timestamp|2024-10-08 09:12:44⟫ [INFO ] user ⟦EMAIL|zuzanna.wrobel@student.uw.edu.pl⟧ 报名成功 course=⟪course_code|BAMBOO-101⟫ ip=⟦IP_ADDRESS|89.64.12.217⟧
⟪timestamp|2024-10-08 09:13:02⟫ [WARN ] 支付回调超时 order=⟪order_id|WX-20241008-3381⟫ retry=1
⟪timestamp|2024-10-08 09:13:30⟫ [INFO ] 支付成功 amount=⟦AMOUNT|¥1,980⟧ payer=⟦PERSON|Zuzanna Wróbel⟧
⟪timestamp|2024-10-08 09:20:11⟫ [ERROR] SMTP 发送失败 to=⟦EMAIL|lin.xiaowen@foxmail.com⟧ err="⟪error_code|421 4.7.0⟫ try again later"
⟪timestamp|2024-10-08 09:21:00⟫ [DEBUG] health probe from ⟪doc_ip|192.0.2.44⟫ ok"""),

("env_file",
"""# ===== 海外站 (UK) 配置 =====
# 负责人：⟦PERSON|Amber Wu⟧，有问题找她，不要找我 —— ⟦PERSON|Leo⟧
AWS_ACCESS_KEY_ID=⟦APIKEY|$aws_akid_2⟧
AWS_SECRET_ACCESS_KEY=⟦SECRET|$aws_secret_2⟧
AWS_DEFAULT_REGION=⟪cloud_region|eu-west-2⟫
S3_BUCKET=⟪bucket_name|bamboo-uk-assets⟫
ALERT_SLACK_WEBHOOK=⟦SECRET|$slack_hook_2⟧
# 这个是 docs 里的示例，不是真的：⟪example_key|AKIAI44QH8DHBEXAMPLE⟫
SUPPORT_EMAIL=⟦EMAIL|hello@bamboo-craft.co.uk⟧"""),

("meeting_minutes",
"""Minutes – 温州木屐文化节 × Dutch klompen delegation, prep call ⟪event_date|2024-05-14⟫
Attendees: ⟦PERSON|Sanne de Wit⟧, ⟦PERSON|Pieter Hulshof⟧, ⟦PERSON|王秀兰⟧（木屐非遗传承人）, ⟦PERSON|Kevin Li⟧ (translator)
1. 展位 ⟪stall_number|A-08⟫，⟪dimension|6 x 3 m⟫，主办方承担。
2. ⟦PERSON|Pieter⟧ 的 travel allowance ⟦AMOUNT|€850⟧ 由基金会付，需要他的 BSN ⟦NATIONAL_ID|$bsn_2⟧ 做 payroll。
3. ⟦PERSON|王秀兰⟧ 老师 ⟦MEDICAL|膝盖不好⟧，demo 安排坐着做。
4. Next call: ⟪event_date|May 28⟫，⟦PERSON|Kevin⟧ 发 invite。"""),

("call_transcript",
"""[Call – ⟪org_name|Weald Hedgelaying School⟫ booking line, ⟪timestamp|2024-01-19 10:05⟫]
STAFF: Good morning, ⟦PERSON|Harriet⟧ speaking.
CALLER: Hi, 你好… sorry, my English not so good. I want to book the hedge laying course, two days.
STAFF: No problem at all. Can I take your name?
CALLER: ⟦PERSON|Gao Ming⟧, G-A-O.
STAFF: And how would you like to pay, ⟦PERSON|Ming⟧?
CALLER: Card. ⟦CARD|$card_visa_2⟧.
STAFF: Expiry and the three-digit code?
CALLER: ⟪card_expiry|05/27⟫, code ⟦CVV|318⟧. 
STAFF: Lovely, that's ⟦AMOUNT|£240⟧ taken. Best number to reach you?
CALLER: ⟦PHONE|07521 603 884⟧. 谢谢 thank you!"""),

("tax_form",
"""W-9 (summary) – for ⟪org_name|Appalachian Basket Guild⟫ consignment payments
Name: ⟦PERSON|Mei-Ling Hsu⟧（⟦PERSON|徐美玲⟧）
SSN: ⟦SSN|$ssn_5⟧
Address: ⟦ADDRESS|915 Laurel Fork Rd, Boone, NC 28607⟧
备注：她的竹编+white oak 混合篮子卖得很好，Q3 consignment ⟦AMOUNT|$2,316.40⟧ 已打到她账户。
Guild EIN ⟪employer_ein|61-1849203⟫"""),

("python_script",
"""# tg_notify.py —— 英国分店 order 通知，发到 Telegram 群
# 作者 ⟦PERSON|Leo Zhang⟧ ⟪date_event|2024-03⟫
TOKEN = "⟦APIKEY|$tg_bot_2⟧"
CHAT = ⟪chat_id|-1001987443210⟫  # "UK orders" 群
def notify(order):
    text = f"新订单 {order['id']} £{order['total']} 来自 {order['city']}"
    requests.get(f"https://api.telegram.org/bot{TOKEN}/sendMessage", params={"chat_id": CHAT, "text": text})
# test: notify({"id": "⟪order_id|UK-10442⟫", "total": 59, "city": "⟪place_name|Bristol⟫"})"""),

("wechat_chat",
"""⟦PERSON|Iván⟧：⟦PERSON|周师傅⟧ hola! 我下个月到 Jerez 的 bodega 上班了 🎉 
⟦PERSON|老周⟧：恭喜恭喜！西班牙那边箍桶跟我们不一样吧
⟦PERSON|Iván⟧：对，他们用 American oak 多。合同要 NIE，我的是 ⟦NATIONAL_ID|$nie_1⟧，你帮我看下合同翻译对不对？
⟦PERSON|老周⟧：发来。工资多少？
⟦PERSON|Iván⟧：⟦AMOUNT|€1,750⟧ 一个月，住宿另算
⟦PERSON|老周⟧：还行。注意手腕别像我一样搞成⟦MEDICAL|腱鞘炎⟧哈
⟦PERSON|Iván⟧：哈哈知道啦 👍"""),

("grant_application",
"""Hedgelaying apprenticeship bursary – applicant details
Name / 姓名: ⟦PERSON|Jiang Hao⟧ (⟦PERSON|蒋浩⟧)
PPS No.: ⟦NATIONAL_ID|$pps_2⟧
Address: ⟦ADDRESS|Apt 4, Mill Court, Main Street, Kinvara, Co. Galway H91 K2P8⟧
Email: ⟦EMAIL|jianghao.hedges@gmail.com⟧
Why hedgelaying? 我在国内是做园林的，来爱尔兰后 fell in love with the old thorn hedges。
Bursary requested: ⟦AMOUNT|€1,200⟧ · Bank: ⟦IBAN|$iban_nl_2⟧ (我的荷兰账户，之前在 Wageningen 读书开的)"""),

("wechat_chat",
"""⟦PERSON|Zuzia⟧：⟦PERSON|赵老师⟧，我的 visa extension 需要 school 开证明 🙏
⟦PERSON|赵磊⟧：好的，发我护照页和 PESEL？学校说要 home country ID number
⟦PERSON|Zuzia⟧：PESEL: ⟦NATIONAL_ID|$pesel_2⟧，passport ⟦PASSPORT|$pp_pl_1⟧，出生 ⟦DATE_OF_BIRTH|2002-01-04⟧
⟦PERSON|赵磊⟧：收到。另外你这个月的竹编材料费 ⟦AMOUNT|¥450⟧ 记得交
⟦PERSON|Zuzia⟧：已经 WeChat pay 了 ✅ 谢谢⟦PERSON|赵老师⟧！"""),
]

TEXTS += [
("hotel_registration",
"""⟪org_name|武汉光谷希尔顿⟫ Guest Registration / 境外人员住宿登记
Surname 姓: ⟦PERSON|KRÜGER⟧   Given name 名: ⟦PERSON|MATTHIAS⟧
Nationality 国籍: ⟪nationality|DEU⟫   Passport No. 护照号: ⟦PASSPORT|$pp_de_1⟧
Date of birth 出生日期: ⟦DATE_OF_BIRTH|1968-02-11⟧
Visa 签证: ⟪visa_type|F⟫  Purpose 事由: 木兰山古马车车轮修复技术交流
Room 房号: ⟪room_number|1816⟫  Arrival ⟪check_in|2024-07-02⟫  Departure ⟪check_out|2024-07-20⟫
Mobile: ⟦PHONE|+49 171 4482 906⟧
Contact in China 在华联系人: ⟦PERSON|孙浩⟧ ⟦PHONE|18671023394⟧"""),

("invitation_letter",
"""邀请函 / Letter of Invitation
兹邀请以下人员来我酒庄进行橡木桶维护技术指导 We hereby invite:
1. ⟦PERSON|Daniel R. McKinney⟧, cooper, USA, passport ⟦PASSPORT|$pp_us_1⟧
2. ⟦PERSON|Sébastien Marchand⟧, tonnelier, France, passport ⟦PASSPORT|$pp_fr_1⟧
访问时间 Period: ⟪date_range|2024年9月1日–9月30日⟫
费用 Costs: 往返机票及食宿由我方承担，另付每人技术指导费 ⟦AMOUNT|US$6,000⟧
邀请单位 ⟪org_name|宁夏贺兰山东麓某酒庄有限公司⟫（统一社会信用代码 ⟪org_credit_code|91640100MA76B2XW1Q⟫）
联系人 Contact: ⟦PERSON|马晓峰⟧ ⟦PHONE|0951-502 8816⟧ ⟦EMAIL|ma.xiaofeng@helanwinery.cn⟧"""),

("readme_snippet",
"""## 本地跑 checkout (UK shop)
1. `cp .env.example .env`
2. 填 Stripe key。⚠️ 下面这个是 ⟦PERSON|Amber⟧ 的 live key，上线前已经 roll 掉了吗？？
   ```
   STRIPE_SECRET_KEY=⟦APIKEY|$stripe_sk_2⟧
   STRIPE_PUBLISHABLE_KEY=⟪publishable_key|$pk_live_2⟫
   ```
   publishable key 可以放前端，secret 绝对不行。
3. Test card 用 ⟪test_card|4242 4242 4242 4242⟫，任意 CVC，任意未来日期。
4. `npm run dev` → http://⟪hostname|localhost⟫:⟪port|3000⟫"""),

("miniprogram_log",
"""[⟪timestamp|2024-11-01 10:00:12⟫] wx.login ok, code=⟪wx_login_code|0c3Xk1ll2sTQ4e4XZ2ol2y8Ygl1Xk1lg⟫
[⟪timestamp|2024-11-01 10:00:12⟫] openid=⟪openid|oW9Tn5Hq1b_K7r2Lx0JmP4vY8cZs⟫ unionid=null
[⟪timestamp|2024-11-01 10:00:13⟫] 登录成功，token=⟦APIKEY|$jwt_3⟧
[⟪timestamp|2024-11-01 10:00:15⟫] user profile: nickName=⟦PERSON|晓雯的木屐铺⟧, phone=⟦PHONE|18676542208⟧
[⟪timestamp|2024-11-01 10:00:16⟫] request GET /api/cart failed: timeout (⟪latency_ms|5000ms⟫) host=⟦IP_ADDRESS|119.29.141.76⟧"""),

("connection_string_config",
"""<!-- web.config 片段 - 篮子电商 Azure 版，⟦PERSON|Kevin Li⟧ 维护 -->
<connectionStrings>
  <add name="Storage" connectionString="DefaultEndpointsProtocol=https;AccountName=⟪storage_account|basketshopimg⟫;AccountKey=⟦SECRET|$azure_key_1⟧;EndpointSuffix=core.windows.net" />
  <add name="Db" connectionString="Server=tcp:⟪hostname|basketshop-sql.database.windows.net⟫,1433;User ID=shopadmin;Password=⟦SECRET|Liu-Bian#Willow88⟧;Encrypt=True;" />
</connectionStrings>
<!-- TODO 迁移到 Key Vault, ticket ⟪ticket_id|OPS-412⟫ -->"""),

("password_manager_note",
"""Shopify 店铺 2FA 备份 (UK store)
Account: ⟦EMAIL|amber.wu@bamboo-craft.co.uk⟧
TOTP secret（扫不了二维码的时候手动输入）: ⟦SECRET|$totp_3⟧
Backup code: ⟦SECRET|$rc_8⟧（只剩这一个了，用完记得重新生成！）
Last updated ⟪date_event|2024-08-30⟫ by ⟦PERSON|Amber⟧"""),

("bank_transfer_note",
"""国际汇款申请（个人）⟪org_name|工商银行⟫
汇款人 Remitter: ⟦PERSON|ZHENG LI⟧ ⟦PERSON|郑丽⟧
收款人 Beneficiary: ⟦PERSON|Camille Lefebvre⟧（法国柳编老师）
收款账号 IBAN: ⟦IBAN|$iban_fr_2⟧
SWIFT/BIC: ⟪bic_code|CCBPFRPPVER⟫
金额 Amount: ⟦AMOUNT|EUR 1,450.00⟧
附言 Message: willow basket course fee + materials, ⟪date_range|juin 2024⟫
手续费 ⟦AMOUNT|¥150⟧ 由汇款人承担"""),

("whatsapp_chat",
"""[18/05/2024, 21:03] ⟦PERSON|Lotte Claes⟧: Hi ⟦PERSON|Yiran⟧! For the workshop in Geel you can pay to my account ⟦IBAN|$iban_be_1⟧
[18/05/2024, 21:05] ⟦PERSON|Yiran⟧: 好的 got it, ⟦AMOUNT|€320⟧ right? 包括 willow 材料吗
[18/05/2024, 21:06] ⟦PERSON|Lotte Claes⟧: yes incl. materials 😊 and lunch
[18/05/2024, 21:20] ⟦PERSON|Yiran⟧: Paid ✅ reference "⟪payment_reference|YIRAN-GEEL-0601⟫"
[18/05/2024, 21:21] ⟦PERSON|Lotte Claes⟧: dank je! see you ⟪event_date|1 June⟫"""),

("csv_export",
"""name,name_cn,email,phone,course,fee_paid,notes
⟦PERSON|Chen Yu⟧,⟦PERSON|陈宇⟧,⟦EMAIL|chenyu.uk@outlook.com⟧,⟦PHONE|07438 112 905⟧,⟪course_code|RUSH-01⟫,⟦AMOUNT|£160⟧,素食
⟦PERSON|Helen Zhou⟧,⟦PERSON|周海伦⟧,⟦EMAIL|helenzhou88@163.com⟧,⟦PHONE|+86 139 1602 7741⟧,⟪course_code|CANE-02⟫,⟦AMOUNT|£190⟧,"⟦MEDICAL|哮喘⟧, bring inhaler"
⟦PERSON|Tom Fairweather⟧,,⟦EMAIL|tfairweather@btinternet.com⟧,⟦PHONE|01453 760 224⟧,⟪course_code|RUSH-01⟫,⟦AMOUNT|£160⟧,"""),

("whatsapp_group",
"""[UK华人编织小组 🧺]
[02/03/24, 19:40] ⟦PERSON|Sophie Lam⟧: 周六 ⟪place_name|Bath⟫ 的 willow workshop 还有人去吗
[02/03/24, 19:42] ⟦PERSON|阿May⟧: 我去！可以 carpool 吗，我住 ⟪place_name|Bristol⟫
[02/03/24, 19:43] ⟦PERSON|Sophie Lam⟧: 可以，我家地址 ⟦ADDRESS|14 Gloucester Road, Bristol BS7 8AE⟧，8点来接我
[02/03/24, 19:45] ⟦PERSON|Jason Tse⟧: 我去不了了 😭 上周 ⟦MEDICAL|sprained my wrist⟧，医生说休息两周
[02/03/24, 19:46] ⟦PERSON|阿May⟧: 啊保重！油费 ⟦AMOUNT|£15⟧ 我转给你 ⟦PERSON|Sophie⟧
[02/03/24, 19:47] ⟦PERSON|Sophie Lam⟧: 好嘅 👍 我电话 ⟦PHONE|07955 410 382⟧"""),

("clinic_letter",
"""⟪org_name|NHS Highland⟫ – Raigmore Hospital, Emergency Department discharge summary
Patient: ⟦PERSON|Liang Wei⟧ (⟦PERSON|梁伟⟧)   DOB ⟦DATE_OF_BIRTH|12/06/1990⟧
Address: ⟦ADDRESS|Bothy 2, Glen Affric Estate, Cannich, Beauly IV4 7LX⟧
Presenting complaint: dry stone walling – stone fell on left foot.
Findings: ⟦MEDICAL|undisplaced fracture of left 3rd metatarsal⟧. ⟦MEDICAL|Tetanus up to date⟧.
Plan: ⟦MEDICAL|moon boot 4 weeks⟧, ⟦MEDICAL|co-codamol 30/500⟧ PRN. Fracture clinic follow-up.
患者英语沟通可以，家属（妻子 ⟦PERSON|赵敏⟧ ⟦PHONE|07412 883 067⟧）已告知。"""),

("forum_post",
"""【炭友论坛】Re: ring kiln 和 retort 哪个出炭率高？
⟦PERSON|黑手老张⟧ 发表于 ⟪timestamp|2024-6-12 22:08⟫
我两种都烧过。traditional earth mound 出炭率大概 ⟪percentage|15%⟫，ring kiln ⟪percentage|20-25%⟫，retort 能到 ⟪percentage|30%⟫ 以上，但是 retort 贵，⟪price|£3,000⟫ 起。英国那边 ⟦PERSON|Jim Ledbetter⟧ 的视频讲得很清楚。
有问题可以加我 Q：⟦PERSON|zhang_tanyao⟧，别打电话，烧窑的时候接不了。"""),
]

TEXTS += [
("invoice",
"""INVOICE ⟪invoice_no|PW-2024-117⟫ / 发票
From: ⟦PERSON|Josiah Penhallow⟧, Wheelwright · ⟦EMAIL|josiah@penhallowwheels.co.uk⟧
To 客户: ⟦PERSON|孙浩⟧ (⟦PERSON|Sun Hao⟧), ⟦ADDRESS|湖北省武汉市武昌区中南路99号保利广场A座2101 430071⟧
Item 项目: 2 x ⟪product_name|Sarven hub bands, 4 in⟫ ........ ⟪price|£180.00⟫
           1 x ⟪product_name|tyre bender rental (3 months)⟫ .... ⟪price|£240.00⟫
Shipping 运费 (DHL) ............................... ⟪price|£95.00⟫
Received with thanks 已收: ⟦AMOUNT|£515.00⟧ (card, ⟪masked_card|VISA ••0124⟫)
Balance 余额: ⟦AMOUNT|£0.00⟧"""),

("shell_history",
"""  88  # 连到英国那台 VPS 看看 order 服务
  89  ssh ⟦PERSON|leozhang⟧@⟦IP_ADDRESS|178.62.77.140⟧
  90  sudo -u postgres psql -c "select email from customers where id=⟪row_id|4471⟫"   # -> ⟦EMAIL|g.ashworth1951@yahoo.co.uk⟧
  91  cat /home/⟦PERSON|amberwu⟧/.pgpass
  92  # ⟪hostname|db.internal⟫:5432:shop:shop:⟦PASSWORD|Willow&Bamboo#77⟧
  93  exit
  94  ping -c3 ⟪doc_ip|2001:db8::42⟫"""),

("sms",
"""Mrs ⟦PERSON|Dai⟧ you are arrive? 我在 workshop 后面 👋 如果门锁了，gate code 是 ⟦PASSWORD|1 9 6 8⟧#，进来右手边 the clog shop. 我电话 ⟦PHONE|07700 900 461⟧ – ⟦PERSON|Deb⟧"""),

("online_review",
"""⭐⭐⭐⭐⭐ ⟦PERSON|Wang Jing⟧ · 3 reviews
超级推荐！！Best clog shop in ⟪place_name|Hebden Bridge⟫. ⟦PERSON|Deb⟧ 帮我量脚做了一双 bespoke clogs，我付了 ⟦AMOUNT|£195⟧，三周就寄到北京了。她还教我怎么 clog dance 😂 
Response from owner: Thank you ⟦PERSON|Jing⟧! Enjoy dancing in them – ⟦PERSON|Deb⟧ x"""),

("payroll_record",
"""Payroll – ⟪org_name|Coppice Charcoal Co-operative⟫, ⟪pay_period|Week 23⟫
Employee: ⟦PERSON|Qiu Jianbo⟧ ⟦PERSON|邱建波⟧ (seasonal kiln hand)
NI number: ⟦NATIONAL_ID|$nino_1⟧   Tax code: ⟪tax_code|1257L⟫
Hours: ⟪hours_worked|42.5⟫ @ ⟦AMOUNT|£12.21⟧/hr
Gross pay: ⟦AMOUNT|£518.93⟧   Net pay: ⟦AMOUNT|£471.02⟧
Paid to: ⟦IBAN|$iban_gb_4⟧
备注：⟦PERSON|邱师傅⟧ 下周请假回国，⟦PERSON|Phil⟧ 顶班。"""),
]

TEXTS += [
("apprentice_onboarding_email",
"""Subject: 学徒入职 – docs checklist
Hi ⟦PERSON|Ryan⟧ / ⟦PERSON|阿仁⟧,
Welcome to the cooperage! 下面是 HR 需要的，请 check 一下有没有错：
- Full name: ⟦PERSON|Ryan Ho Yan Chung⟧
- NI number: ⟦NATIONAL_ID|$nino_4⟧
- UK passport no.: ⟦PASSPORT|$pp_gb_2⟧ (right to work check)
- DOB: ⟦DATE_OF_BIRTH|21/03/2003⟧
- Emergency contact: 妈妈 Mrs ⟦PERSON|Chung Wai Ling⟧ ⟦PHONE|0141 339 7620⟧
- Medical: ⟦MEDICAL|colour blind (red/green)⟧ – 不影响 toasting 工作，但 fire alarm panel 要注意
First day ⟪start_date|Mon 2 Sept⟫, 7am. Boots size 要告诉 ⟦PERSON|Moira⟧。
– ⟦PERSON|Fergus⟧"""),
]

TEXTS += [
("course_registration_form",
"""Anmälan / Registration – Näverslöjd & rotkorg, ⟪event_date|vecka 32⟫
Namn: ⟦PERSON|Linnea Yang⟧（⟦PERSON|杨琳⟧）
Passnummer: ⟦PASSPORT|$pp_se_1⟧
Telefon: ⟦PHONE|+46 70 418 22 96⟧   E-post: ⟦EMAIL|linnea.yang@telia.com⟧
Allergier: ⟦MEDICAL|björkpollen – hay fever⟧，上课在户外可能需要吃 ⟦MEDICAL|cetirizine⟧
Avgift: ⟪price|2 900 kr⟫（材料 ⟪price|450 kr⟫）  Betalt: ⟦AMOUNT|3 350 kr⟧ via Swish
我中文名写在上面，证书上请用 ⟦PERSON|Linnea⟧。"""),

("wechat_chat",
"""⟦PERSON|Graham Beattie⟧：Hey ⟦PERSON|Sun⟧! Flight booked, arriving Wuhan ⟪date_event|Oct 14⟫ ✈️
⟦PERSON|孙浩⟧：Welcome！我去机场接你。航班号？
⟦PERSON|Graham Beattie⟧：⟪flight_number|CA 992⟫ via Beijing. Passport for the hotel booking: ⟦PASSPORT|$pp_ca_1⟧, DOB ⟦DATE_OF_BIRTH|1959-06-30⟧
⟦PERSON|孙浩⟧：收到。你的 wheel dishing 工具带了吗？海关可能要问
⟦PERSON|Graham Beattie⟧：Yes, declared. Also FYI I take ⟦MEDICAL|apixaban⟧ (blood thinner) so if I cut myself on the spokeshave 🙃
⟦PERSON|孙浩⟧：哈哈 ok，我会注意。我电话 ⟦PHONE|186 7102 3394⟧"""),

("dingtalk_message",
"""【钉钉】⟦PERSON|罗经理⟧ 发给 ⟦PERSON|小赵⟧
⟦PERSON|Kavitha⟧ 老师的行程确认一下：
Name: ⟦PERSON|Kavitha Raghunathan⟧
Passport: ⟦PASSPORT|$pp_in_1⟧
Aadhaar（她发给我的，用不到，记得删掉）: ⟦NATIONAL_ID|$aadhaar_1⟧
课酬 ⟦AMOUNT|₹1,80,000⟧ 按人民币结算约 ⟦AMOUNT|¥15,600⟧
酒店 ⟪org_name|厦门鼓浪屿某民宿⟫，⟪date_range|11/20–11/27⟫
⟦PERSON|小赵⟧：收到，cane weaving 工具清单我晚上发群里"""),

("code_review_comment",
"""PR #⟪pr_number|88⟫ feat: 地图显示 workshop 位置 – review by ⟦PERSON|Leo Zhang⟧
```js
const MAPS_KEY = "⟦APIKEY|$google_2⟧"; // TODO 放到 env
const center = { lat: ⟪coordinates|53.7420⟫, lng: ⟪coordinates|-2.0127⟫ }; // Hebden Bridge
```
⟦PERSON|Leo Zhang⟧: 这个 key 没有 HTTP referrer 限制，被人拿去刷就是我们付钱 💸 请加 restriction，并且从 history 里删掉（⟪commit_sha|$sha_6⟫）。
⟦PERSON|Amber Wu⟧: ok, also the staging server ⟦IP_ADDRESS|100.72.14.9⟧ (tailscale) 也用的这个 key，一起换。"""),

("call_transcript",
"""[Shop phone – ⟪org_name|Pennine Clogs⟫, ⟪timestamp|Sat 11:20⟫]
⟦PERSON|Deb⟧: Pennine Clogs, ⟦PERSON|Deb⟧ speaking.
CUSTOMER: Hello, 我是上周来过的… I'm ⟦PERSON|Wang Jing⟧'s friend, ⟦PERSON|Lucy Fang⟧. I want the same clogs, size 38, ship to China.
⟦PERSON|Deb⟧: Lovely. That's ⟦AMOUNT|£195⟧ plus ⟦AMOUNT|£44⟧ shipping. Card number when you're ready.
CUSTOMER: ⟦CARD|$card_amex_2⟧.
⟦PERSON|Deb⟧: And the four digits on the front?
CUSTOMER: ⟦CVV|8830⟧.
⟦PERSON|Deb⟧: Perfect. And your address in China?
CUSTOMER: ⟦ADDRESS|上海市静安区南京西路1601号越洋广场3208室，200040⟧. Phone ⟦PHONE|+86 137 6433 1095⟧."""),

("visa_appointment_confirmation",
"""VFS Global – UK Visa Application Centre Chengdu 预约确认
GWF reference: ⟪application_ref|GWF072291647⟫
Applicant 申请人: ⟦PERSON|WU JIA⟧ ⟦PERSON|吴佳⟧
Date of birth 出生日期: ⟦DATE_OF_BIRTH|09/09/1999⟧
Chinese ID 身份证号: ⟦IDCARD|$cnid_wu⟧
Appointment 预约时间: ⟪appointment_time|2024-12-16 09:45⟫  Counter ⟪counter_number|7⟫
Purpose: Basketmakers' Association summer school (willow & bamboo)
Service fee paid 已付: ⟦AMOUNT|¥760⟧ (Premium lounge)
请携带 passport 原件及 ⟪document_count|2⟫ 张照片。"""),
]
