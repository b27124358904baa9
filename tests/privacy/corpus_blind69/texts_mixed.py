# Mixed-language (Chinese / English / some Cantonese, Malay, Korean) texts of the blind69 corpus.
# Each text typed by hand. Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES[name]
TEXTS = []

TEXTS += [
("whatsapp_chat", """[10:21] ⟦PERSON|Karen Cheung⟧: Hello 想 book ⟪venue_name|Mega Ice 溜冰場⟫ 個 birthday party package，⟪event_date|11月16號⟫星期六下晝
[10:23] Mega Ice: 你好！⟪package_name|Party Package B⟫ ⟪price|HK$4,880 (20位)⟫，要先俾訂金。麻煩提供主辦人全名、HKID 同聯絡電話 🙏
[10:25] ⟦PERSON|Karen Cheung⟧: ⟦PERSON|張嘉欣⟧ ⟦NATIONAL_ID|$hkid1⟧，電話 ⟦PHONE|9123 4487⟧
[10:31] ⟦PERSON|Karen Cheung⟧: FPS 過咗 ⟦AMOUNT|HK$1,500⟧ 訂金 ✅ btw 我個仔 ⟦MEDICAL|對花生敏感⟧，cake 唔好有 nuts 呀"""),

("telegram_group_chat", """⟦PERSON|Jia Hui⟧: eh guys ⟪venue_name|Boulder Planet Sembawang⟫ got promo lah, 10-pass ⟪price|$180 10-pass⟫ only
⟦PERSON|Marcus Tan⟧: can share ah? I PayNow you ⟦AMOUNT|$90⟧ later, my PayNow linked to NRIC ⟦NATIONAL_ID|$nric1⟧ or just use ⟦PHONE|9736 2204⟧
⟦PERSON|Jia Hui⟧: ok received liao. btw my shoulder still pain leh, doc say ⟦MEDICAL|frozen shoulder⟧ 😩 so I only do slab
⟦PERSON|Marcus Tan⟧: 保重啊 take care"""),

("line_chat", """⟦PERSON|阿哲⟧：禮拜六要去⟪venue_name|Jump Inn 彈跳樂園⟫嗎？團體票⟪price|NT$450/人⟫
⟦PERSON|怡君⟧：好啊～我先刷卡訂位，網站要填身分證字號 ⟦NATIONAL_ID|$twid1⟧ 跟手機 ⟦PHONE|0912-345-807⟧
⟦PERSON|阿哲⟧：我轉你⟦AMOUNT|NT$900⟧，我跟我妹的
⟦PERSON|怡君⟧：OK～記得穿防滑襪，我上次⟦MEDICAL|扭到腳踝⟧超痛 QQ"""),

("slack_thread", """#⟪slack_channel|kart-app-dev⟫
⟦PERSON|Kevin Zhou⟧  2:41 PM
@⟦PERSON|Amy Lin⟧ 你昨天 push 的 commit ⟪git_short_sha|a7c39e1⟫ 里有 AWS key 😱 ⟦APIKEY|$aws_ak3⟧ + secret ⟦SECRET|$aws_sk3⟧，secret scanning 已经报警了
⟦PERSON|Amy Lin⟧  2:44 PM
omg sorry 我马上 rotate。GitHub PAT ⟦APIKEY|$gh_pat2⟧ 也一起 revoke 吧
⟦PERSON|Kevin Zhou⟧  2:45 PM
👍 顺便把 staging DB ⟦IP_ADDRESS|172.31.14.88⟧ 的 public access 从 security group 里去掉，region 是 ⟪cloud_region|ap-east-1⟫"""),

("booking_confirmation", """Booking confirmation 订位确认 - ⟪venue_name|Sepang Kart Arena 雪邦卡丁车场⟫
Hi Encik ⟦PERSON|Faizal⟧, thanks for booking on behalf of your group.
Name 姓名: ⟦PERSON|Lim Wei Jie⟧ ⟦PERSON|林伟杰⟧
MyKad: ⟦NATIONAL_ID|$mykad1⟧
Tel: ⟦PHONE|+60 12-388 4721⟧
Session: ⟪session_name|GP 15-lap race⟫, ⟪event_date|Sat 14 Dec 2pm⟫
Deposit paid: ⟦AMOUNT|RM 150.00⟧ / Balance ⟦AMOUNT|RM 220.00⟧ 到场付清
Note: driver ⟦MEDICAL|ada slipped disc⟧，请安排座椅加垫 pls"""),

("registration_form", """留学生滑冰课报名 / Ice skating class sign-up - ⟪venue_name|Century Star 世纪星滑冰场⟫
Name 姓名: ⟦PERSON|Park Ji-won⟧ (⟦PERSON|박지원⟧)
国籍 Nationality: 韩国 Korea
护照号 Passport No.: ⟦PASSPORT|$pp_kr1⟧
주민등록번호 / RRN: ⟦NATIONAL_ID|$rrn1⟧
生日 DOB: ⟦DATE_OF_BIRTH|1991-04-23⟧
WeChat: ⟦PERSON|jiwon_park91⟧
学费 Fee: ⟪price|¥1,200 / 8 lessons⟫ (⟪class_code|Adult Beginner A⟫)
"""),

("enrolment_form", """⟪org_name|Splash 水花游泳學校⟫ 報名表 Enrolment Form
學生姓名 Student: ⟦PERSON|陳凱晴⟧ (⟦PERSON|Chan Hoi Ching⟧)
出生日期 DOB: ⟦DATE_OF_BIRTH|03/07/2016⟧
HKID / 出世紙號碼: ⟦NATIONAL_ID|$hkid2⟧
家長 Parent: ⟦PERSON|Chan Siu Ming⟧   Mobile: ⟦PHONE|6382 9014⟧
健康狀況 Health: ⟦MEDICAL|有輕微哮喘 mild asthma⟧，隨身帶 ⟦MEDICAL|Ventolin inhaler⟧
班別 Class: ⟪class_code|Junior 2 (Sat 10:00)⟫
"""),

("email", """Subject: Re: Team building 团建 booking - ⟪booking_ref|PBX-SG-20418⟫

Hi ⟦PERSON|Wei Ling⟧,

Pls charge the deposit to my corporate card lah:
Card: ⟦CARD|$card_v3⟧
Exp: 11/27   CVV: ⟦CVV|902⟧
Name on card: ⟦PERSON|TAN KAH HOCK⟧
Deposit: ⟦AMOUNT|S$800⟧, balance after the event.
我们大概 30 人，有两个同事 ⟦MEDICAL|pregnant⟧ 会在 ⟪zone_name|spectator area⟫ 看，ok 吗？

Thanks,
⟦PERSON|Kah Hock⟧ | ⟪org_name|Meridian Freight Pte Ltd⟫ | ⟦PHONE|+65 6734 8821⟧
"""),

("dotenv_config", """# ===== 攀岩馆 AI 定线助手 .env =====
# 注意：不要提交到 git！！ -- ⟦PERSON|Leo Xu⟧
OPENAI_API_KEY=⟦APIKEY|$openai2⟧
DINGTALK_WEBHOOK=⟦SECRET|$ding_hook2⟧   # 定线组钉钉群
FEISHU_WEBHOOK=⟦SECRET|$feishu_hook1⟧   # 前台飞书群
REDIS_HOST=⟦IP_ADDRESS|10.2.0.17⟧
REDIS_PORT=⟪port|6380⟫
MODEL_NAME=⟪model_name|gpt-4o-mini⟫
LOG_LEVEL=debug   # 上线前改成 info
"""),

("wechat_chat", """⟦PERSON|Mathilde⟧：你好⟦PERSON|小黄⟧! For the yearly membership, 我需要登记护照吗？
⟦PERSON|小黄⟧：要的～外籍会员需要护照号
⟦PERSON|Mathilde⟧：OK, passport ⟦PASSPORT|$pp_fr1⟧. 年卡 ⟪price|¥6,888 annual⟫ 我用支付宝付。If you need to refund anything, please use my Swiss account ⟦IBAN|$iban_ch1⟧
⟦PERSON|Mathilde⟧：also I had ⟦MEDICAL|an A2 pulley injury⟧ last year, 可以上 ⟪route_grade|V5⟫ 吗 😅
⟦PERSON|小黄⟧：可以，先热身好～"""),

("call_transcript", """Customer: 喂，我想 book ⟪venue_name|Laser Storm 激光槍戰⟫ 聽日⟪session_time|7點場⟫，10個人
Staff: 好呀，⟪price|每位 HK$198⟫，要 credit card 留位。
Customer: OK，張卡係 ⟦CARD|$card_j1⟧，到期 08/26，後面三個 digit ⟦CVV|553⟧
Staff: 收到，扣咗 ⟦AMOUNT|HK$500⟧ 訂金。請問貴姓？
Customer: ⟦PERSON|黃先生⟧，電話 ⟦PHONE|5541 7720⟧
Staff: 多謝⟦PERSON|黃先生⟧，聽日見！"""),

("app_log", """[⟪log_timestamp|2024-05-11 19:22:08⟫] ERROR 報名失敗 email=⟦EMAIL|chen.yuting88@gmail.com⟧ phone=⟦PHONE|0928-551-036⟧ reason="身分證格式錯誤" input="⟪invalid_input|A12345678⟫" client=⟦IP_ADDRESS|1.164.83.220⟧
[2024-05-11 19:22:40] INFO  報名成功 name=⟦PERSON|陳昱廷⟧ nid=⟦NATIONAL_ID|$twid2⟧ race=⟪race_id|R-0511-07⟫ fee=⟦AMOUNT|NT$1,200⟧
"""),

("whatsapp_chat", """[8:02 pm] Coach ⟦PERSON|Darren⟧: Hi Mdm ⟦PERSON|Lee⟧, for the ⟪event_name|SwimSafer Stage 3⟫ test need ⟦PERSON|Xuan Xuan⟧'s NRIC or birth cert no. 🙏
[8:10 pm] Mdm ⟦PERSON|Lee⟧: ok her NRIC ⟦NATIONAL_ID|$nric2⟧. She got ⟦MEDICAL|eczema⟧ ah, after swim must shower fast fast
[8:11 pm] Coach ⟦PERSON|Darren⟧: noted 👍 test fee pay at the counter can already
[8:12 pm] Mdm ⟦PERSON|Lee⟧: can PayNow you ⟦AMOUNT|$35⟧? my no. ⟦PHONE|8162 0397⟧"""),

("payslip", """PAYSLIP 工资单 - ⟪org_name|JumpStreet Trampoline Park Sdn Bhd⟫ - Oct 2024
Employee: ⟦PERSON|Nurul Aina binti Rosli⟧
IC No: ⟦NATIONAL_ID|$mykad2⟧
Basic 底薪: ⟦AMOUNT|RM 2,400.00⟧
OT 加班: ⟦AMOUNT|RM 315.50⟧
EPF (11%): -⟦AMOUNT|RM 298.70⟧
Nett Pay 实发: ⟦AMOUNT|RM 2,416.80⟧
Bank: ⟪bank_name|Maybank⟫ ⟪masked_account|xxxxxx4417⟫
"""),

("meeting_minutes", """Weekly sync 周会 - ⟪venue_name|Axe Club 上海飞斧俱乐部⟫ - ⟪meeting_date|2024/09/23⟫
Attendees: ⟦PERSON|Eric⟧, ⟦PERSON|王蕾⟧, ⟦PERSON|Jason Wu⟧
1. 九月 revenue ⟪org_total|¥312k⟫，target ⟪org_total|¥350k⟫ 没达成
2. ⟦PERSON|Jason Wu⟧ 下个月 promote 成 head coach，salary 调到 ⟦AMOUNT|¥15,000⟧/月
3. 客诉：一位客人被弹回的斧柄打到，⟦MEDICAL|眉骨裂伤缝了3针⟧，已赔付 ⟦AMOUNT|¥2,000⟧，⟦PERSON|王蕾⟧ follow up 保险
"""),

("pr_comment", """**⟦PERSON|zhangyu-dev⟧** commented on PR #⟪pr_number|88⟫ in ⟪repo_name|trampoline-park/booking-service⟫

这个 PR 里 `ci/deploy.sh` 第 12 行 hardcode 了 fine-grained token：
`⟦APIKEY|$gh_fg1⟧`
`.gitlab-ci.yml` 里的 ⟦APIKEY|$gitlab1⟧ 也是真的。麻烦 @⟦PERSON|ryan-ho⟧ 先 revoke 再 force push，thanks!
Build ⟪build_number|#2291⟫ ❌ failed on ⟪ci_runner|runner-sz-03⟫
"""),

("incident_report", """INCIDENT REPORT 意外報告 - ⟪venue_name|Mei Foo Skatepark 美孚滑板場⟫
Date 日期: ⟪event_datetime|2024-03-09 16:40⟫
Injured 傷者: ⟦PERSON|Ho Ka Lok⟧ ⟦PERSON|何家樂⟧
HKID: ⟦NATIONAL_ID|$hkid3⟧
Injury 傷勢: ⟦MEDICAL|右手肘脫臼 dislocated right elbow⟧
Contact 聯絡: ⟦PHONE|6029 8813⟧
Staff on duty 當值: ⟦PERSON|Ricky Lau⟧, called ⟪emergency_number|999⟫ at 16:43
"""),

("email", """Hi，我想 book ⟪venue_name|Lee Valley Ice Centre⟫ 的 ⟪session_name|Learn to Skate adult course⟫，网站付款一直 fail，用的是银联卡 ⟦CARD|$card_u6⟧，是不是不支持 UnionPay？Course fee ⟪price|£120 per course⟫。
我的 email ⟦EMAIL|wangxy.ucl@outlook.com⟧，英国手机 ⟦PHONE|07521 309 688⟧。Thanks!
-- ⟦PERSON|王欣怡⟧ (⟦PERSON|Cindy⟧)"""),

("membership_form", """⟪venue_name|原岩攀岩館 T-UP⟫ 會員資料 Member profile
姓名 Name：⟦PERSON|林佩珊⟧
護照號碼 (海外比賽用)：⟦PASSPORT|$pp_tw1⟧
生日 Birthday：⟦DATE_OF_BIRTH|1993/05/21⟧
手機：⟦PHONE|0935 218 774⟧
Email：⟦EMAIL|peishan.lin@gmail.com⟧
會籍：⟪membership_tier|月票 Monthly Pass⟫ ⟪price|NT$2,100⟫
"""),
]

TEXTS += [
("python_config", '''# 冰场排班机器人 / rink rota bot
# owner: ⟦PERSON|Ivy Chen⟧ (⟦EMAIL|ivy.chen@icepalace.hk⟧)
SLACK_BOT_TOKEN = "⟦APIKEY|$slack_bot1⟧"
SLACK_CHANNEL = "⟪slack_channel|C04RINKROTA⟫"
# 用来签 JWT 的私钥，之后要搬去 vault
PRIVATE_KEY = """
⟦SECRET|$pem1⟧
"""
TIMEZONE = "⟪timezone|Asia/Hong_Kong⟫"
'''),

("feedback_form", """Feedback form 意見表 - ⟪venue_name|Kartland Macau 澳門卡丁車場⟫
Name 姓名: ⟦PERSON|Fong Wai Kit⟧
HKSAR passport (入境保險用): ⟦PASSPORT|$pp_hk1⟧
Race 場次: ⟪heat_number|Heat 12⟫, kart ⟪kart_number|#33⟫
Comment 意見: 頭盔太細，race 完之後 ⟦MEDICAL|頸痛 neck strain⟧ 兩日。Staff 話會退返 ⟦AMOUNT|MOP$280⟧，但到而家未收到。
Contact 聯絡: ⟦EMAIL|wkfong@netvigator.com⟧"""),

("signup_form", """⟪venue_name|Skate Ville @ Downtown East⟫ - Roller Derby Trial Sign-up
Name: ⟦PERSON|Nur Shafiqah⟧
NRIC: ⟦NATIONAL_ID|$nric3⟧
DOB: ⟦DATE_OF_BIRTH|12 Jan 1986⟧
Mobile: ⟦PHONE|+65 9184 6620⟧
Medical: ⟦MEDICAL|previous ACL tear, wears knee brace⟧
Remarks: 我朋友 ⟦PERSON|Hui Min⟧ also coming, she sign up at counter lah
"""),

("dingtalk_message", """⟦PERSON|Tony Guo⟧ 09:12
海外站的 Stripe restricted key ⟦APIKEY|$stripe_rk1⟧ 我放 1Password 了，别再贴 DingTalk 🙏
⟦PERSON|Sherry⟧ 09:15
OK。npm publish 用的 ⟦APIKEY|$npm1⟧ 也过期了吗？CI 报 ⟪error_code|E401⟫
⟦PERSON|Tony Guo⟧ 09:16
那个 deprecated 了，用新的 automation token，我 DM 你。pipeline 在 ⟪ci_runner|gz-runner-02⟫ 上跑"""),

("wechat_group_chat", """⟦PERSON|Vicky⟧：周日 paintball 的钱大家记得转我哈 💰 每人 ⟦AMOUNT|¥260⟧
⟦PERSON|阿Ben⟧：已转 ✅ ⟪venue_name|Dragon Paintball 龙腾彩弹⟫ 要自己带护目镜吗？
⟦PERSON|Vicky⟧：不用，场地有 mask。⟦PERSON|Sophie⟧ 你 ⟦MEDICAL|怀孕⟧ 了就别上场了吧，来拍照 📸
⟦PERSON|Sophie⟧：哈哈 ok，我当 cheerleader"""),

("call_transcript", """[Call log - ⟪venue_name|Swim Kidz Bishan⟫ hotline ⟦PHONE|6259 0418⟧]
Caller: hello, I want to cancel my son's Saturday class, the ⟪class_code|Tadpole 2⟫ one.
Staff: can, may I have your contact number?
Caller: ⟦PHONE|nine one eight two, three three seven zero⟧. 九一八二，三三七零。
Staff: ok found, ⟦PERSON|Ethan Koh⟧ right? Remaining 4 lessons we refund ⟦AMOUNT|$112⟧ to your card.
Caller: ok thanks, he got ⟦MEDICAL|ear infection⟧, doctor say no swimming one month."""),

("email", """Hi Ms ⟦PERSON|Zhao⟧,

For the 工作许可 work permit at ⟪venue_name|Rock Hall 岩馆⟫, HR asked for a secondary ID, so here is my Aadhaar: ⟦NATIONAL_ID|$aadhaar2⟧. My passport is still at the 出入境 office. 中国手机 ⟦PHONE|186 2155 0719⟧.

Also 请帮我 check 六月工资 - I received ⟦AMOUNT|¥11,200⟧ instead of ⟦AMOUNT|¥12,500⟧.

Thanks,
⟦PERSON|Rohan Mehta⟧"""),

("wechat_chat", """Hola ⟦PERSON|Carmen⟧ 👋 入职材料 update:
- DNI: ⟦NATIONAL_ID|$dni1⟧
- 西班牙账户 IBAN (for the relocation bonus ⟦AMOUNT|€1,500⟧): ⟦IBAN|$iban_es1⟧
- 北京地址: ⟦ADDRESS|北京市朝阳区工体北路8号三里屯SOHO 5号楼2103 100027⟧
⟪venue_name|蹦极客 Trampoline Park 三里屯店⟫ 下周一 start 👍
- ⟦PERSON|Pablo Ruiz⟧"""),

("email", """Subject: 个税 / UK National Insurance question

Hi HR 同事,

I'm still paying voluntary UK National Insurance, NINO ⟦NATIONAL_ID|$nino2⟧. 请问 company 能 reimburse 吗？It's ⟦AMOUNT|£179.40⟧ a quarter from my UK account ⟦IBAN|$iban_gb2⟧.

Cheers,
⟦PERSON|Oliver Bennett⟧
⟪job_title|Head of Ice Operations⟫, ⟪venue_name|深圳冰纷万象⟫
"""),

("wechat_chat", """⟦PERSON|Klaus Becker⟧：您好⟦PERSON|李总⟧, the 投资款 first tranche ⟦AMOUNT|EUR 50,000⟧ was sent today from my account ⟦IBAN|$iban_de3⟧. Please confirm when it arrives at ⟪org_name|成都极限攀岩管理有限公司⟫.
⟦PERSON|李总⟧：收到，谢谢 ⟦PERSON|Klaus⟧！到账了我截图给你。场馆 ⟪opening_date|12月开业⟫ 🎉"""),

("email_signature", """Best regards / 順祝商祺

⟦PERSON|Winnie Ng⟧ ⟦PERSON|吳穎欣⟧
Operations Manager 營運經理
⟪org_name|Ice Palace 冰上皇宮⟫
T: ⟦PHONE|+852 2302 1116⟧ | M: ⟦PHONE|+852 9470 3318⟧
E: ⟦EMAIL|winnie.ng@icepalace.hk⟧
⟪org_address|Shop 2, G/F, Kwun Tong Plaza, 68 Hoi Yuen Rd, Kwun Tong⟫
This email is confidential. 本電郵內容保密。"""),

("markdown_table", """| 时间 Time | Host | IP | 事件 Event | Owner |
|---|---|---|---|---|
| ⟪timestamp|09-14 02:13⟫ | ⟪hostname|kart-gw-01⟫ | ⟦IP_ADDRESS|10.88.0.1⟧ | SSH brute force from ⟦IP_ADDRESS|45.155.205.233⟧ | ⟦PERSON|Alan⟧ |
| ⟪timestamp|09-14 02:40⟫ | ⟪hostname|kart-db-02⟫ | ⟦IP_ADDRESS|10.88.0.12⟧ | 磁盘 90% | ⟦PERSON|小陆⟧ |
| ⟪timestamp|09-15 11:05⟫ | ⟪hostname|kart-web-01⟫ | ⟦IP_ADDRESS|100.92.17.6⟧ | Tailscale 节点掉线 | ⟦PERSON|Alan⟧ |
"""),

("notes_app", """⚠️ 备份 Backup - 蹦床公园后台 admin 2FA
Account: ⟦EMAIL|admin@jumpworld.cn⟧
TOTP secret（换手机用）: ⟦SECRET|$totp2⟧
Recovery codes（每个只能用一次）:
⟦SECRET|$rec6⟧   ⟦SECRET|$rec7⟧
⟦SECRET|$rec8⟧   ⟦SECRET|$rec9⟧
⟦SECRET|$rec10⟧
saved by ⟦PERSON|Helen He⟧, ⟪event_date|2024-10-02⟫"""),

("price_list", """⟪venue_name|Rolling Dreams 滚轮梦想轮滑场⟫ Price List 价目表
Walk-in 散客: ⟪price|¥68 / 2hrs⟫
Skate rental 租鞋: ⟪price|¥20 skate rental⟫
Kids class 儿童课 (8 lessons): ⟪price|¥880 kids course⟫
Opening hours 营业时间: ⟪opening_hours|Mon-Fri 14:00-22:00, Sat-Sun 10:00-22:00⟫
Address 地址: ⟪venue_address|广州市天河区体育西路191号B1⟫
⚠️ Under 12 must be accompanied by an adult 12岁以下需成人陪同"""),

("wechat_group_chat", """⟦PERSON|Derek⟧：家长端 app 的 Google login 一直 redirect_uri_mismatch 😤
⟦PERSON|Yuki Tanaka⟧：你用的 client id 是 ⟪client_id|$gclient1⟫ 对吧？secret 是 ⟦SECRET|$gocspx1⟧
⟦PERSON|Derek⟧：对。redirect 填的 http://⟪loopback_ip|127.0.0.1⟫:⟪port|3000⟫/callback
⟦PERSON|Yuki Tanaka⟧：改成 localhost 试试。btw secret 不要贴群里 🙅 我等下 rotate"""),

("app_log", """[INFO] ⟪log_timestamp|2024-11-02T08:15:02+08:00⟫ req_id=⟪request_id|$uuid7⟫ POST /coach/login user=⟦EMAIL|coach.linda@swimfast.sg⟧ ip=⟦IP_ADDRESS|116.87.210.44⟧ 登录成功
[DEBUG] set-cookie: PHPSESSID=⟦SECRET|$sess3⟧; path=/; HttpOnly
[DEBUG] issued token ⟦APIKEY|$jwt5⟧ (exp 24h)
[WARN] 教练 ⟦PERSON|Linda Goh⟧ 尝试访问 /admin/payroll 被拒绝 ⟪http_status|403⟫
"""),

("whatsapp_chat", """[19:45] ⟦PERSON|Mandy⟧: Sir ⟦PERSON|Chan⟧，⟦PERSON|Jayden⟧ 下星期可以返嚟上堂，醫生話佢 ⟦MEDICAL|癲癇⟧ 控制得幾好，而家食緊 ⟦MEDICAL|Keppra 500mg 每日兩次⟧
[19:47] Sir ⟦PERSON|Chan⟧: 好，我安排佢喺 ⟪pool_zone|淺水區⟫，另外有個 lifeguard 跟住佢。上次 cancel 嗰堂退返 ⟦AMOUNT|HK$360⟧ 俾你
[19:48] ⟦PERSON|Mandy⟧: 唔該晒 Sir 🙏"""),

("dm_chat", """⟦PERSON|Chloe Wang⟧: hey 你有 ⟪venue_name|Ice Arena 冰场⟫ 那个 Discord bot 的 token 吗？排队提醒又挂了
⟦PERSON|Jimmy Ho⟧: 有，⟦APIKEY|$discord_bot1⟧，用完记得 reset
⟦PERSON|Chloe Wang⟧: 👌 另外 Telegram 那个 bot ⟦APIKEY|$tg_bot2⟧ 是不是也在用？
⟦PERSON|Jimmy Ho⟧: 那个早停了，⟪version|bot v0.3⟫ 之后就换 Discord 了"""),
]
