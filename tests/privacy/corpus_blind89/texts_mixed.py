# mixed texts of the blind89 corpus, typed one at a time.
# ⟦TYPE|value⟧ = labelled span, ⟪kind|value⟫ = decoy, $name = values.VALUES[name]

TEXTS = []

# ---- part 1 -----------------------------------------------------------------
TEXTS += [
("wechat_chat_sg",
 """[WeChat]
⟦PERSON|Serene Goh⟧: 师傅 hi, my new flat collect keys already, this Sat can come 看风水 or not?
⟦PERSON|蔡师傅⟧: Can. Send me address. 顺便 NRIC also, the 罗盘 report need.
⟦PERSON|Serene Goh⟧: ⟦ADDRESS|Blk 268C Punggol Field, #12-405, Singapore 823268⟧, NRIC ⟦NATIONAL_ID|$nric2⟧. My mum had ⟦MEDICAL|stroke⟧ last year, 她要跟我们住, which room better ah?
⟦PERSON|蔡师傅⟧: ok I see. Fee ⟪price|S$888⟫, deposit ⟦AMOUNT|S$300⟧ PayNow to ⟦PHONE|9736 2148⟧ can already.
⟦PERSON|Serene Goh⟧: paid liao 👍 ⟪transfer_ref|ref PN-77102⟫"""),

("slack_thread_zh",
 """⟪slack_channel|#astro-backend⟫
⟦PERSON|Kevin Zhou⟧  10:12
谁把 OpenAI key commit 到 repo 了？⟦APIKEY|$openai2⟧ GitHub secret scanning 已经报警了 🙃
⟦PERSON|Liu Yang⟧  10:14
我的锅… 昨天 debug ⟪branch_name|feat/daily-horoscope⟫ 忘了删，已经 revoke
⟦PERSON|Kevin Zhou⟧  10:15
ok. 新 key 放 Vault ⟪vault_path|secret/astro/openai⟫。@⟦PERSON|annie.w⟧ staging 的白名单加一下 ⟦IP_ADDRESS|58.246.77.130⟧（公司出口）"""),

("env_file_zh",
 """# ========== 生产环境 prod ==========
# 形象顾问预约系统 StyleMe，负责人 ⟦PERSON|Tina Xu⟧
NODE_ENV=production
APP_PORT=⟪port|3000⟫
MONGO_URI=mongodb+srv://styleme:⟦SECRET|Xm9!vQ2#styleme⟧@⟪cluster_host|cluster0.ab1cd.mongodb.net⟫/prod
STRIPE_SECRET_KEY=⟦APIKEY|$stripe_sk2⟧
STRIPE_WEBHOOK_SECRET=⟦SECRET|$whsec2⟧
# 测试卡号 ⟪test_card|4242 4242 4242 4242⟫ 只能在 test mode 用
GOOGLE_MAPS_KEY=⟦APIKEY|$google2⟧
REDIS_HOST=⟦IP_ADDRESS|10.8.0.14⟧"""),

("whatsapp_hk",
 """⟦PERSON|Karen Leung⟧: ⟦PERSON|Winnie⟧ 我下星期 gala dinner 想搵你 styling, budget 唔好太誇 😂
⟦PERSON|Winnie Tsang⟧: OK 冇問題! Half-day styling ⟪price|HK$3,800⟫, 包埋陪你去 ⟪mall_name|IFC⟫ shopping
⟦PERSON|Karen Leung⟧: Deal. 我 FPS 俾你 deposit ⟦AMOUNT|HK$1,500⟧ 先, FPS ID 係咪你個電話 ⟦PHONE|6183 2740⟧?
⟦PERSON|Winnie Tsang⟧: 係呀. Btw 你 ⟦MEDICAL|濕疹⟧ 最近點? 我揀啲 silk 唔會痕嘅
⟦PERSON|Karen Leung⟧: 好咗啲, 用緊 ⟦MEDICAL|Elidel⟧ cream"""),

("line_chat_tw",
 """[LINE] ⟦PERSON|陳怡君⟧
老師好～想預約紫微斗數+西洋占星 combo 🙏 我的資料：
生日 ⟦DATE_OF_BIRTH|1990/08/19⟧ 晚上 10:20 台北
身分證（開發票用）⟦NATIONAL_ID|$twid1⟧
手機 ⟦PHONE|0912-658-304⟧
[LINE] ⟦PERSON|Stella老師⟧
收到～combo 是 ⟪price|NT$2,400⟫，匯款後傳末五碼給我喔
[LINE] ⟦PERSON|陳怡君⟧
已匯 ⟦AMOUNT|NT$2,600⟧（含加問一題），末五碼 ⟪masked_account|38815⟫"""),

("email_my",
 """Dear ⟦PERSON|Jessie⟧ 你好,

Thank you for booking ⟪org_name|KemasKini Home Organisers⟫ 的 whole-house decluttering! Please confirm your details 确认资料:
Name: ⟦PERSON|Ooi Siew Lan⟧ (⟦PERSON|Jessie⟧)
MyKad: ⟦NATIONAL_ID|$mykad1⟧
DOB: ⟦DATE_OF_BIRTH|23/11/1988⟧
Address: ⟦ADDRESS|No. 12, Jalan SS 2/64, 47300 Petaling Jaya, Selangor⟧
Package ⟪package_code|FULL-3D⟫ ⟪price|RM 2,880⟫, deposit paid ⟦AMOUNT|RM 1,000⟧ ✅
Team lead: Kak ⟦PERSON|Nurul⟧, ⟦PHONE|+60 12-338 9104⟧
有问题 WhatsApp 我们 🙏"""),

("tax_email_us",
 """Subject: Re: 2023 报税资料 – 1099-NEC

⟦PERSON|Amy Chen⟧ CPA 你好,
附上我做 life coaching 的 1099:
Name: ⟦PERSON|Wendy Huang⟧
SSN: ⟦SSN|$ssn4⟧
Address: ⟦ADDRESS|2215 Belmont Ave, Apt 3, San Gabriel, CA 91776⟧
Platform 付我的 total 是 ⟦AMOUNT|$38,250⟧.
我先生 ⟦PERSON|David⟧ 今年做了 ⟦MEDICAL|knee surgery⟧, 自付了 ⟦AMOUNT|$4,800⟧, 可以 deduct 吗？
Thanks! ⟦PERSON|Wendy⟧ ⟦PHONE|(626) 872-3391⟧"""),

("invoice_request",
 """发票信息 / Invoice request
课程 Course: 书法一对一 Calligraphy 1-on-1 × ⟪lesson_count|10 课时⟫
学员 Student: ⟦PERSON|Lukas Hoffmann⟧（中文名 ⟦PERSON|霍路加⟧）
护照号 Passport No.: ⟦PASSPORT|$pp_de1⟧
手机 Mobile: ⟦PHONE|+86 186 2177 4096⟧
已付 Paid: ⟦AMOUNT|¥4,500⟧ (WeChat Pay)
老师 Teacher: ⟦PERSON|冯墨⟧
发票抬头 Invoice title: ⟪org_name|Bosch (China) Investment Ltd.⟫（公司报销）
税号 Tax ID: ⟪org_tax_id|91310000607212345X⟫"""),

("pr_comment",
 """**⟦PERSON|zhangwei-dev⟧** commented on PR #⟪pr_number|87⟫ · ⟪relative_time|2 hours ago⟫
这个 workflow 里为啥 hardcode 了 token? `GH_TOKEN: ⟦APIKEY|$gh_pat2⟧` 😱
请改用 repo secrets，这个 PAT 我已经在 settings 里 revoke 了。
**⟦PERSON|linda-qiu⟧** replied: sorry!! 本地测 ⟪workflow_name|deploy-horoscope.yml⟫ 的时候 paste 进去的，马上 fix. cc @⟦PERSON|zhangwei-dev⟧"""),

("jira_ticket",
 """[ASTRO-⟪jira_number|1442⟫] 用户反馈: natal chart 上升星座错误 (wrong ascendant)
Reporter: ⟦PERSON|Michelle Tang⟧   Assignee: ⟦PERSON|Rocky Wang⟧   Priority: ⟪priority|P2⟫
Description:
用户 ⟦EMAIL|sophie.lam.hk@gmail.com⟧ 说她上升应该是 Scorpio 不是 Libra。出生资料: ⟦DATE_OF_BIRTH|1995-05-09⟧ 06:40 香港。
Log: tz resolved as ⟪timezone|Asia/Shanghai⟫（应该是 Asia/Hong_Kong），client_ip ⟦IP_ADDRESS|119.236.14.72⟧，app ⟪app_version|v3.8.2⟫"""),

("dingtalk_paste",
 """【钉钉】⟦PERSON|赵磊⟧: @⟦PERSON|Jenny⟧ 跳板机的 key 给你了，别乱传:
⟦SECRET|$pem_ssh1⟧
登录: ssh -i ~/.ssh/jump_ed25519 ⟦PERSON|jenny.lu⟧@⟦IP_ADDRESS|121.43.188.27⟧ -p ⟪port|22022⟫
⟦PERSON|Jenny⟧: 收到 thx 🙏 用完就删"""),

("email_signature_hk",
 """Dear Mrs ⟦PERSON|Ho⟧,

多謝你昨日抽時間接受訪問。Attached is the chapter outline for ⟦PERSON|何老太⟧'s memoir (⟪chapter_count|12 chapters⟫). The next interview is on ⟪meeting_date|14 Aug (Wed)⟫ at ⟦ADDRESS|Flat 5A, Block 3, Baguio Villa, 555 Victoria Road, Pok Fu Lam⟧ as usual.
The second payment of ⟦AMOUNT|HK$24,000⟧ can be made by cheque payable to "⟦PERSON|Chan Hoi Yan⟧".

Best,
⟦PERSON|Hoi Yan Chan⟧ ⟦PERSON|陳凱欣⟧
Memoir & Family History Writer
M: ⟦PHONE|+852 9021 6638⟧ | E: ⟦EMAIL|hoiyan@familystories.hk⟧"""),

("xiaohongshu_post_uk",
 """伦敦留学生 personal stylist 体验 | 不踩雷 ✨
找的是 ⟦PERSON|Ruby⟧ (@⟦PERSON|rubystyles.ldn⟧)，中文 English 都讲，overall 很 nice
价格: 2 小时 wardrobe edit ⟪price|£150⟫ + ⟪store_name|Selfridges⟫ 陪逛 ⟪price|£60/h⟫，我一共 paid ⟦AMOUNT|£270⟧
唯一不好是她迟到 20 min 😅 #伦敦生活 ⟪hashtag|#personalstylist⟫"""),

("wechat_chat_ca",
 """Coach ⟦PERSON|Vivian⟧ 你好，我是 ⟦PERSON|Eric⟧。学校 co-op job 要我填 SIN，我有点慌… 能帮我看看这个 form 吗？
SIN: ⟦NATIONAL_ID|$sin2⟧
Legal name: ⟦PERSON|ZHENG, Yifan⟧
Address: ⟦ADDRESS|#1507 - 1288 W Georgia St, Vancouver, BC V6E 4R3⟧
然后我 ⟦MEDICAL|ADHD⟧ 的 accommodation letter 要不要一起交给 employer？
下次 session 的 ⟦AMOUNT|CAD $120⟧ 我 e-transfer 给你了 ✅ (⟪etransfer_ref|ref CA7F2Q⟫)"""),

("booking_confirmation_au",
 """Feng Shui Consultation Booking ✅ 风水咨询预约确认
Client 客户: ⟦PERSON|Kevin Tran⟧ & ⟦PERSON|Linh Nguyen⟧
Property 物业: ⟦ADDRESS|14 Haldane Crescent, Lane Cove NSW 2066⟧
Consultant 顾问: ⟦PERSON|黄志明师傅⟧
Date: ⟪appointment_time|Sat 21 Sep, 10am⟫
Fee 费用: ⟪price|AUD $1,650⟫ (incl. GST), deposit received ⟦AMOUNT|AUD $500⟧
备注: ⟦PERSON|Linh⟧ 现在 ⟦MEDICAL|孕晚期⟧，不宜动土，renovation 先暂停
Contact: ⟦PHONE|0412 738 205⟧"""),

("whatsapp_nl",
 """⟦PERSON|Sanne⟧: Hoi ⟦PERSON|Mei⟧! 整理完 attic 真的好清爽 😍 For the ⟪subsidy_name|Wmo⟫ aanvraag 我需要你的 BSN 🙏
⟦PERSON|Mei⟧: ok: ⟦NATIONAL_ID|$bsn1⟧, 名字 ⟦PERSON|Chen Mei-Ling⟧, geboren ⟦DATE_OF_BIRTH|07-03-1956⟧, ⟦ADDRESS|Kerkstraat 118-2, 1017 GP Amsterdam⟧
⟦PERSON|Sanne⟧: dank je! Factuur ⟪invoice_no|2024-0212⟫ is ⟦AMOUNT|€640⟧, 转到我的 ⟦IBAN|$iban_de2⟧ (Duitse rekening) 就好"""),

("signup_form_jp",
 """【書道教室 体験申込】⟪org_name|青墨書道会⟫
お名前 Name: ⟦PERSON|王子涵⟧（⟦PERSON|Wang Zihan⟧）
国籍: 中国　Passport: ⟦PASSPORT|$pp_cn3⟧（在留カード申請中）
電話: ⟦PHONE|080-4417-2906⟧
Email: ⟦EMAIL|zihan.wang.jp@gmail.com⟧
体験料 ⟪price|¥2,000⟫ 当日現金　希望日 ⟪preferred_date|9/7 (土)⟫
备注: 我是左撇子 lefty，可以吗？"""),

("registration_sg",
 """TAROT 101 (Mandarin/English) — Registration
Name 姓名: ⟦PERSON|Lim Hui Min⟧ ⟦PERSON|林慧敏⟧
NRIC (last 4 only pls 只要后四位): ⟦NATIONAL_ID|$nric4⟧ ← oops 写了全部
HP: ⟦PHONE|8823 4109⟧
Email: ⟦EMAIL|huimin.lim@gmail.com⟧
SkillsFuture claim: ⟦AMOUNT|S$350⟧
Class ⟪class_code|T101-SEP-B⟫ · Venue ⟪venue_name|Bras Basah Complex #04-37⟫"""),

("whatsapp_es",
 """⟦PERSON|Lucía Fernández⟧: Hola ⟦PERSON|Xiao Li⟧! Para el contrato del local necesito copia de tu NIE, mi DNI es ⟦NATIONAL_ID|$dni1⟧
⟦PERSON|Xiao Li⟧: 好的 ⟦PERSON|Lucía⟧，我下午拿过去。风水师傅说门口要放两盆 plants 可以吗 😂
⟦PERSON|Lucía Fernández⟧: jajaja sí, claro. La fianza, ⟦AMOUNT|2.400 €⟧, por transferencia a ⟪org_name|CaixaBank⟫ porfa. Local en ⟪place_name|Usera⟫ 👍"""),
]

# ---- part 2 -----------------------------------------------------------------
TEXTS += [
("email_it",
 """Oggetto: consulenza 风水 – Ristorante ⟪org_name|Drago d'Oro⟫

Gentile ⟦PERSON|Marco Bianchi⟧,
per emettere la fattura 请提供您的 codice fiscale, grazie.

> Ecco: ⟦NATIONAL_ID|$cf2⟧. Pago dal conto svizzero ⟦IBAN|$iban_ch⟧, importo ⟦AMOUNT|€1.200⟧ come d'accordo.
> Saluti, ⟦PERSON|Marco⟧

--
⟦PERSON|Zhou Jianping⟧ ⟦PERSON|周建平⟧ · consulente feng shui · ⟦PHONE|+39 347 218 6604⟧"""),

("tax_memo_fr",
 """Déclaration micro-entrepreneur — 备忘 memo
Nom: ⟦PERSON|LI Wen⟧（⟦PERSON|李雯⟧）
N° sécu: ⟦NATIONAL_ID|$nir1⟧
Née le ⟦DATE_OF_BIRTH|16/10/1982⟧ à ⟪place_name|Wenzhou⟫
Adresse: ⟦ADDRESS|27 rue au Maire, 75003 Paris⟧
CA T2（书法定制收入）: ⟦AMOUNT|8 450 €⟧
Cotisations ⟪contribution_rate|21,2 %⟫ ≈ ⟦AMOUNT|1 791 €⟧
SIRET ⟪siret|912 345 678 00019⟫"""),

("email_uk_payroll",
 """Hi ⟦PERSON|Oliver⟧,
我的 starter checklist 信息如下 for payroll:
Full name: ⟦PERSON|Xu Jiayi⟧
NI No: ⟦NATIONAL_ID|$nino3⟧
Address: ⟦ADDRESS|Flat 11, 2 Canal Reach, London N1C 4BE⟧
Mobile: ⟦PHONE|07863 204 519⟧
Student loan: ⟪loan_plan|Plan 2⟫, start date ⟪start_date|2 Sept⟫
Thanks! ⟦PERSON|佳怡⟧"""),

("terminal_session",
 """$ cat ~/notes/deploy.md
## 服务器 servers
- web: ⟦IP_ADDRESS|47.106.33.210⟧（阿里云 深圳）
- db:  ⟦IP_ADDRESS|172.26.9.4⟧ 内网
- 旧机器 ⟪doc_ip|192.0.2.44⟫ 已下线（文档示例 ignore）
$ ls -la ⟦PERSON|/home/chenhao⟧/.ssh
-rw------- 1 ⟦PERSON|chenhao⟧ ⟦PERSON|chenhao⟧ 227 ⟪file_date|Mar  3 11:02⟫ id_ecdsa
$ cat ⟦PERSON|/home/chenhao⟧/.ssh/id_ecdsa
⟦SECRET|$pem_ec1⟧
$ # 卧槽 不该 cat 这个 😅"""),

("alert_message",
 """[ALERT] tarot-api 5xx rate ⟪metric_value|12.4%⟫ > threshold
host=⟦IP_ADDRESS|10.0.3.21⟧ pod=⟪pod_name|tarot-api-7d9f8c6b5-x2kq9⟫
java.lang.NullPointerException: 用户 ⟦PHONE|13601129874⟧ 的 birthChart 为空
    at com.tarot.svc.ReadingService.draw(ReadingService.java:⟪line_number|143⟫)
通知渠道: ⟦SECRET|$ding_hook2⟧
agent ⟪build_version|7.52.0.1⟫
值班 on-call: ⟦PERSON|Leo Sun⟧ ⟦PERSON|孙立⟧"""),

("bot_config",
 """# 塔罗 Telegram bot — config.py  (maintainer ⟦PERSON|Ivy Chan⟧)
BOT_TOKEN = "⟦APIKEY|$tg_bot2⟧"
LLM_API_KEY = "⟦APIKEY|$anthropic1⟧"   # 用来生成牌义解读
ADMIN_CHAT_ID = ⟪chat_id|-1001873364120⟫
DAILY_CARD_CRON = "⟪cron_expression|0 8 * * *⟫"
# TODO: 别把 key 放 repo!! 用 env 🙏"""),

("notion_page",
 """Notion · 自动化 workflows (life coaching biz)
1. Typeform 新报名 → Zapier hook ⟦SECRET|$zapier_hook1⟧ → 发 welcome email
2. Mailgun API key: ⟦APIKEY|$mailgun1⟧ (domain ⟪domain|mg.bloomwithjoy.co⟫)
3. 报名通知发我邮箱 ⟦EMAIL|joy.liang.coach@gmail.com⟧ + cc 助理 ⟦PERSON|Becky⟧
4. Zapier 2FA backup codes: ⟦SECRET|$recov5⟧ ⟦SECRET|$recov6⟧
Last edited by ⟦PERSON|Joy Liang⟧ · ⟪edit_time|Jul 9⟫"""),

("logcat",
 """E/AndroidRuntime(⟪pid|21844⟫): FATAL EXCEPTION: OkHttp Dispatcher
E/AndroidRuntime: java.lang.IllegalStateException: 解析星盘失败
    at com.xingpan.app.net.Api.fetchChart(Api.kt:⟪line_number|88⟫)
D/OkHttp: --> GET https://api.xingpan.app/v2/chart?uid=⟪user_id|60231877⟫
D/OkHttp: Authorization: Bearer ⟦APIKEY|$jwt3⟧
D/OkHttp: X-Real-IP: ⟦IP_ADDRESS|223.104.63.18⟧
D/OkHttp: X-User-Phone: ⟦PHONE|+86 139 0128 4476⟧
I/ActivityManager: app version ⟪app_version|5.12.0 (51200)⟫"""),

("calendar_invite_zh",
 """Invitation: 教练会谈 Coaching session w/ ⟦PERSON|Rebecca Stone⟧ @ ⟪meeting_time|Thu Aug 15, 2024 8pm - 9pm (CST)⟫
Organizer: ⟦PERSON|方静⟧ <⟦EMAIL|fangjing.coach@outlook.com⟧>
Guests: ⟦EMAIL|rebecca.stone@gmail.com⟧
腾讯会议 Tencent Meeting: ⟪meeting_id|428 916 573⟫  密码 Password: ⟦PASSWORD|0815⟧
Agenda: career transition + ⟦MEDICAL|burnout⟧ recovery plan
Reply for ⟦EMAIL|rebecca.stone@gmail.com⟧"""),

("csv_bilingual",
 """# exported ⟪timestamp|2024-07-31 17:45⟫ · batch ⟪batch_id|EXP-0731-02⟫
姓名 name,身份证 ID,出生日期 DOB,手机 mobile,套餐 plan,已付 paid
⟦PERSON|周敏⟧,⟦IDCARD|$id1⟧,⟦DATE_OF_BIRTH|1986-03-14⟧,⟦PHONE|13816602274⟧,⟪plan_code|ZEN-Q3⟫,⟦AMOUNT|¥6,800⟧
⟦PERSON|Tony Gao⟧ (⟦PERSON|高远⟧),⟦IDCARD|$id2⟧,⟦DATE_OF_BIRTH|1979-11-02⟧,⟦PHONE|13910547328⟧,ZEN-Q3,⟦AMOUNT|¥3,400⟧"""),

("rooming_list",
 """Bali 占星 retreat — rooming list 分房表
| Room | Guest 客人 | Passport 护照 | DOB 生日 | Notes 备注 |
|---|---|---|---|---|
| ⟪room_number|Villa 3A⟫ | ⟦PERSON|QIAN Lulu⟧ ⟦PERSON|钱璐璐⟧ | ⟦PASSPORT|$pp_cn4⟧ | ⟦DATE_OF_BIRTH|1993-11-08⟧ | vegetarian 素食 |
| Villa 3A | ⟦PERSON|MA Xiaoyu⟧ ⟦PERSON|马晓雨⟧ | ⟦PASSPORT|$pp_cn5⟧ | ⟦DATE_OF_BIRTH|1990-02-27⟧ | ⟦MEDICAL|seafood allergy 海鲜过敏⟧ |
Airport transfer: flight ⟪flight_number|GA 881⟫ arr 14:20
Card on file 押金卡 (⟦PERSON|QIAN Lulu⟧): ⟦CARD|$card23⟧ exp 11/27 CVV ⟦CVV|781⟧"""),

("web_form_hk",
 """網上報名表 Online Registration — ⟪course_name|Feng Shui Foundation Course 風水入門班⟫
Name 姓名: ⟦PERSON|LAU Chi Keung⟧ ⟦PERSON|劉志強⟧
HKID 身份證號碼: ⟦NATIONAL_ID|$hkid2⟧
Date of Birth 出生日期: ⟦DATE_OF_BIRTH|12/06/1979⟧
Tel 電話: ⟦PHONE|9476 3018⟧
Address 地址: ⟦ADDRESS|香港九龍旺角彌敦道688號旺角中心2期15樓B室⟧
Fee 學費: ⟪price|HK$2,980⟫ | Payment ref ⟪payment_ref|FPS-20240818-5521⟫"""),

("shell_history_zh",
 """  88  cd ⟦PERSON|/home/zhangwei⟧/speechbot
  89  export SLACK_USER_TOKEN=⟦APIKEY|$slack_user1⟧   # 演讲稿 bot 用
  90  git remote set-url origin https://⟦PERSON|zhangwei⟧:⟦APIKEY|$gh_fg1⟧@github.com/⟪repo_path|speechcraft/bot.git⟫
  91  python3 -m pip install ⟪package_version|slack_sdk==3.27.1⟫
  92  ping ⟪loopback_ip|127.0.0.1⟫
  93  history -c   # 清掉清掉"""),

("invoice_bilingual",
 """INVOICE 发票  No. ⟪invoice_no|SZ-CAL-2024-031⟫
From: ⟪org_name|深圳墨境书法艺术工作室 Mojing Calligraphy Studio⟫
Bill to: Dr. ⟦PERSON|Franziska Maier⟧, ⟦ADDRESS|Mariahilfer Straße 47/12, 1060 Wien, Austria⟧
定制书法 "⟪artwork_text|上善若水⟫" 4尺 framed × 1 ........ ⟪unit_price|USD 680.00⟫
DHL shipping ........ ⟪shipping_fee|USD 95.00⟫
Total paid by client: ⟦AMOUNT|USD 775.00⟧ from ⟦IBAN|$iban_at⟧ on ⟪payment_date|2024-05-02⟫
联系人 Contact: ⟦PERSON|Amber Qiu⟧ ⟦EMAIL|amber@mojingart.cn⟧"""),

("forum_post_sg",
 """r/askSingapore · Posted by u/⟦PERSON|jasminetan88⟧
Kena scammed by "feng shui master", 骗了我 ⟦AMOUNT|S$6k⟧ 😭
TLDR: guy called ⟦PERSON|Alvin Koh⟧ say my 家里有 "bad qi", must buy ⟪product_name|crystal 七星阵⟫. Paid ⟦AMOUNT|S$6,200⟧ by PayNow to ⟦PHONE|+65 8142 7730⟧, now he block me.
Police report no. ⟪police_report_no|E/20240612/4417⟫. Anyone know him?
⬆ ⟪vote_count|341⟫"""),

("price_menu",
 """形象顾问服务价目表 Personal Styling Menu 2024
· 色彩诊断 Colour Analysis ........ ⟪price|¥1,280⟫
· 风格诊断 Style Analysis ......... ⟪price|¥1,580⟫
· 衣橱整理 Wardrobe Edit (3h) ...... ⟪price|¥2,480⟫
· 陪购 Personal Shopping ⟪hourly_rate|¥600/h⟫
会员码 member code ⟪promo_code|VIP95⟫ 95折 | 营业时间 Hours ⟪business_hours|10:00-20:00⟫"""),

("voice_note_hk",
 """[Voice message 0:38, transcribed]
Hi ⟦PERSON|Ada⟧ 呀, 我係 Mrs ⟦PERSON|Yip⟧. 聽日 organiser team 過嚟, 我唔喺屋企, 門口 code 係 ⟦PASSWORD|2 0 4 8 6⟧, 入咗去記得除鞋, 隻狗 ⟪pet_name|Mochi⟫ 唔使理佢. 地址係 ⟦ADDRESS|太古城海景花園2座18樓F室⟧. 啲舊衫可以全部 donate 去 ⟪charity_name|救世軍⟫. 有咩 call 我 ⟦PHONE|9302 7716⟧, 我老公 ⟦MEDICAL|心臟唔好⟧, 唔好 call 佢. Thanks!"""),

("intake_memoir",
 """回忆录项目 intake — client ⟦PERSON|Frank Lee⟧（⟦PERSON|李国华⟧）
DOB: ⟦DATE_OF_BIRTH|1941年3月2日⟧, born in ⟪place_name|Taishan 台山⟫
SSN（for Medicare records request 申请病历）: ⟦SSN|$ssn5⟧
Daughter 女儿: ⟦PERSON|Linda Lee⟧ ⟦PHONE|(415) 692-0874⟧
Health 健康: ⟦MEDICAL|Parkinson's⟧, hearing aid
Fee 费用: ⟦AMOUNT|$18,000⟧ total, ⟦AMOUNT|$6,000⟧ deposit paid by ⟦PERSON|Linda⟧ ✅"""),
]
