# -*- coding: utf-8 -*-
"""blind60 - mixed Chinese/English texts, each typed by hand.  Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name from values.py."""
TEXTS = []

# ---------------------------------------------------------------- part 1
TEXTS += [
("slack_thread", """⟦PERSON|Kevin Zhang⟧ 10:21
prod 的 AWS key 泄露了😱 GitHub secret scanning 刚发邮件，key 是 ⟦APIKEY|$akid3⟧，我已经 deactivate 了
⟦PERSON|Sophie 林⟧ 10:23
新的放 Secrets Manager 了：⟦APIKEY|$akid4⟧ / ⟦SECRET|$awssec2⟧ 。谁 commit 的？？
⟦PERSON|Kevin Zhang⟧ 10:24
commit ⟪commit_sha|$sha3⟫，author 是实习生 ⟦PERSON|dxu⟧... 我来跟他说
⟦PERSON|Sophie 林⟧ 10:25
ok，顺便把 ⟪repo_name|escapehub/booking-api⟫ 的 history 用 ⟪tool_name|git filter-repo⟫ 清一下"""),

("whatsapp_chat", """[14/06 21:03] ⟦PERSON|Jia Hui⟧: hi can book tmr 3pm? want small fineline 在手腕
[14/06 21:05] ⟪org_name|Needle & Thread SG⟫: can! deposit ⟪deposit_policy|fifty dollars⟫ hor, paynow to our UEN. pls also send NRIC for our record
[14/06 21:07] ⟦PERSON|Jia Hui⟧: ok paid ⟦AMOUNT|S$50⟧ liao. NRIC ⟦NATIONAL_ID|$nric1⟧, full name ⟦PERSON|Tan Jia Hui⟧. 我有 ⟦MEDICAL|G6PD deficiency⟧ 会有问题吗?
[14/06 21:10] ⟪org_name|Needle & Thread SG⟫: should be ok, but tell ⟦PERSON|Marcus⟧ on the day 😊"""),

("email_with_signature", """Hi ⟦PERSON|Camille⟧,

附件是您 ⟪doc_title|Carte Vitale⟫ 和出生证明的中文翻译（已盖翻译专用章）。请核对：
Nom: ⟦PERSON|DUBOIS Camille Marie⟧
N° de sécurité sociale: ⟦NATIONAL_ID|$nir1⟧
Date de naissance: ⟦DATE_OF_BIRTH|17/06/1988⟧
如有问题请回复或致电 ⟦PHONE|+86 21 6288 1930⟧。费用 ⟪quote_total|¥680⟫ 已收到，谢谢！

⟦PERSON|Grace Wu⟧ | ⟪org_name|沪译通翻译有限公司⟫"""),

("js_config", """// config/prod.js  光年影像 client portal
module.exports = {
  jwtSecret: '⟦SECRET|$jwtsec1⟧',   // 不要改，改了所有客户要重新登录
  session: { name: 'gn.sid', secret: '⟦SECRET|$appsec1⟧' },
  wechatPay: { mchId: '⟪merchant_id|1612345678⟫', apiV3Key: '⟦SECRET|$wxsec2⟧' },
  maps: { googleKey: '⟦APIKEY|$gkey2⟧' },  // 海外客户用
  admins: ['⟦EMAIL|jiamx@guangnian-photo.com⟧'],
  port: ⟪port|3000⟫
};"""),

("dingtalk_chat", """⟦PERSON|Ivy⟧：今晚 ⟪class_name|Hip Hop Foundation⟫ 嘅 ⟦PERSON|Jason Lau⟧ 話佢 ⟦MEDICAL|膝頭韌帶拉傷⟧，請假兩個禮拜
⟦PERSON|Ivy⟧：佢想 refund 剩低嘅堂，⟦AMOUNT|HK$1,440⟧，我 check 咗 ⟪policy_ref|Policy 4.2⟫ 可以 credit 唔可以退現金
⟦PERSON|Derek⟧：ok 你 WhatsApp 佢 ⟦PHONE|6312 8870⟧ 講聲，順便問佢 email 寄 receipt，下個月 ⟪room_name|Studio 2⟫ 都要 book 返
⟦PERSON|Ivy⟧：佢 email 係 ⟦EMAIL|jasonlau.hk@gmail.com⟧ 👍"""),

("onboarding_form", """【译员入库登记 Interpreter onboarding】⟪org_name|言桥翻译⟫
Name 姓名：⟦PERSON|Priya Venkatesh⟧
Languages：Tamil / English / 中文（⟪certificate_level|HSK 6⟫）
Passport 护照：⟦PASSPORT|$pp_in1⟧
Aadhaar（for Indian tax filing）：⟦NATIONAL_ID|$aadhaar1⟧
Mobile 手机：⟦PHONE|+86 155 2103 7789⟧ / ⟦PHONE|+91 98410 22763⟧
Email：⟦EMAIL|priya.v.interprets@outlook.com⟧
Rate 报价：⟪tariff|¥2,800/天⟫"""),

("sms", "Hi ⟦PERSON|Wang Lei⟧，你的 ICBC road test 约在 ⟪test_datetime|Aug 14 9:15am⟫ @ ⟪place_name|Richmond Driver Licensing⟫。Road test fee ⟪fee|$50⟫ 你自己在 ICBC 付，lesson fee 还差 ⟦AMOUNT|CAD 180⟧，e-transfer 到 ⟦EMAIL|payments@maplecrestdriving.ca⟧ 就可以，message 写你的名字。有问题 call 我 ⟦PHONE|604-555-0138⟧ - ⟦PERSON|Eric⟧"),

("env_file", """# 印刷云 deploy.env  ⟦PERSON|阿龙⟧ 维护
IMAGE_TAG=⟪docker_tag|v3.14.2-amd64⟫
REGION=⟪aws_region|ap-east-1⟫
GITLAB_TOKEN=⟦APIKEY|$glpat2⟧
TWILIO_ACCOUNT_SID=⟪account_sid|$twac1⟫
TWILIO_API_KEY=⟦APIKEY|$twiliosk1⟧
TWILIO_AUTH_TOKEN=⟦SECRET|$twtok1⟧
SMS_FROM=⟦PHONE|+1 415 555 0199⟧
DB_URL=postgresql://yinshua:⟦SECRET|Pr1nt!Cloud⟧@⟦IP_ADDRESS|10.2.3.40⟧:5432/yinshua
# 备注：海外客户短信走 Twilio，国内走阿里云"""),

("room_description", """《⟪room_name|The Lost Temple 失落神庙⟫》
Difficulty 难度：⟪difficulty|★★★★☆⟫ | Players 人数：2-6 | Duration 时长：⟪duration|75 min⟫
Price 价格：⟪price|RM 65/pax⟫ (weekday) / ⟪price|RM 75/pax⟫ (weekend)
Location 地址：⟪org_address|Lot 3-12, Sunway Pyramid, Petaling Jaya⟫
适合 8 岁以上。Not suitable for guests with ⟪generic_health_warning|heart conditions⟫ / ⟪generic_health_warning|心脏病⟫患者不宜体验。"""),

("wechat_chat", """⟦PERSON|Liam O'Brien⟧: hey 师傅, my tattoo looks really red and hot today, day 4. Is that normal?
⟦PERSON|阿Ken⟧: 发张照片我看看, send me a photo pls
⟦PERSON|Liam O'Brien⟧: sent. also fyi I'm on ⟦MEDICAL|prednisolone⟧ for my ⟦MEDICAL|Crohn's⟧, forgot to mention 🙈
⟦PERSON|阿Ken⟧: 哎呀这个要早说。看起来像 ⟦MEDICAL|infection⟧，去医院 please，⟪org_name|华山医院⟫ ⟪department|皮肤科⟫。Need translate call me ⟦PHONE|139 1762 0485⟧"""),

("application_form", """【留学生报名表 Application - ⟪org_name|北京青藤美术学校⟫】
Name 姓名：⟦PERSON|KIM Min-ji⟧ (⟦PERSON|김민지⟧)
Resident Registration No. 주민등록번호：⟦NATIONAL_ID|$rrn1⟧
DOB 出生日期：⟦DATE_OF_BIRTH|1994.08.17⟧
Phone：⟦PHONE|+82 10-4821-7730⟧ / 中国手机 ⟦PHONE|166 0112 9075⟧
Course 课程：⟪course_name|Oil Painting Intensive 油画集训⟫ ⟪price|¥12,800⟫
Paid 已付：⟦AMOUNT|¥6,400⟧ (50% deposit)
Allergy 过敏：⟦MEDICAL|turpentine (松节油) contact dermatitis⟧"""),

("league_results", """HK Tenpin League Week 7 結果 🎳
Lane ⟪lane_number|12⟫-⟪lane_number|13⟫: Team Strike Force 勝 ⟪bowling_score|2,341⟫ vs ⟪bowling_score|2,298⟫
High game: ⟦PERSON|Alan Chow⟧ ⟪bowling_score|258⟫
High series: ⟦PERSON|Mandy 何⟧ ⟪bowling_score|689⟫
下週 ⟦PERSON|Alan⟧ 請假（⟦MEDICAL|手腕腱鞘炎⟧），sub 係 ⟦PERSON|Ricky⟧
年費未交：⟦PERSON|Mandy 何⟧ ⟦AMOUNT|HK$600⟧"""),

("email_guest_spot", """Hi ⟦PERSON|吴老板⟧, thanks for inviting me for the guest spot at ⟪org_name|成都墨狮纹身⟫ in October!
Details for the 邀请函 invitation letter:
Full name: ⟦PERSON|Sanne van der Berg⟧
Passport: ⟦PASSPORT|$pp_nl1⟧
Dates: ⟪visit_dates|Oct 5 - Oct 26⟫, split ⟪commission_rate|55/45⟫ as agreed
For the payout pls use ⟦IBAN|$nl2⟧ (or Alipay if easier?)
My WeChat: ⟦PERSON|sanne_tattoos⟧
Groetjes, ⟦PERSON|Sanne⟧"""),

("github_actions_yaml", """# .github/workflows/nightly-mt.yml  每晚跑一次机翻预处理
env:
  DEEPL_KEY: ${{ secrets.DEEPL_KEY }}   # 正确做法
  SLACK_BOT_TOKEN: ⟦APIKEY|$xoxb1⟧   # TODO @⟦PERSON|wuhao⟧ 这个别写死！！
  FALLBACK_DEEPL: ⟦APIKEY|$deepl2⟧
jobs:
  run:
    runs-on: ⟪runner_label|ubuntu-22.04⟫
    steps:
      - uses: ⟪action_ref|actions/checkout@v4⟫
      - run: python mt/preprocess.py --pair ⟪language_pair|zh-en⟫"""),

("wechat_chat", """⟦PERSON|Hannah Cole⟧: 你好! I want to book the family photo session on Sunday 10am (⟪package_name|全家福 Classic⟫)，可以刷外国信用卡吗?
⟪org_name|拾光摄影⟫: 可以的～ you can send card info here or pay at store
⟦PERSON|Hannah Cole⟧: ok here: ⟦CARD|$visa7⟧, 05/27, CVV ⟦CVV|514⟧. Name on card ⟦PERSON|HANNAH E COLE⟧
⟪org_name|拾光摄影⟫: 收到 charged ⟦AMOUNT|¥1,680⟧ ✅ 建议你 delete 这条消息哦"""),

("teacher_registration", """外籍教师信息登记 Foreign Teacher Registration - ⟪org_name|上海律动舞蹈⟫
姓名 Name：⟦PERSON|Carmen Ruiz Ortega⟧
DNI：⟦NATIONAL_ID|$dni2⟧    护照 Passport：⟦PASSPORT|$pp_es1⟧
住址 Address：⟦ADDRESS|上海市静安区愚园路1088弄5号201 200040⟧
紧急联系人 Emergency：⟦PERSON|Javier Ruiz⟧ ⟦PHONE|+34 612 48 93 07⟧
月薪 Salary：⟦AMOUNT|¥22,000⟧
课程：⟪course_name|Flamenco 弗拉明戈⟫"""),

("translation_order", """Order 订单 ⟪order_id|TR-NO-0419⟫
Client：⟦PERSON|Ingrid Haugen⟧ · 挪威出生证明 + 无犯罪记录 (Norwegian birth cert + police cert)
Fødselsnummer：⟦NATIONAL_ID|$fnr1⟧
DOB：⟦DATE_OF_BIRTH|25.03.1986⟧
Contact：⟦EMAIL|ingrid.haugen@proton.me⟧ ⟦PHONE|+47 412 88 305⟧
Fee 费用：⟪quote_total|NOK 2 400⟫
备注：名字按护照 spelling，不要写成"⟦PERSON|英格丽⟧"。"""),

("shell_session", """⟦PERSON|lin⟧@macbook ~ % cat ~/.ssh/studio_deploy   # 给 ⟦PERSON|阿斌⟧ 看一下格式对不对 (⟪key_type|ed25519⟫, ⟪os_version|macOS 14.5⟫)
⟦SECRET|$pem2⟧
⟦PERSON|lin⟧@macbook ~ % git remote set-url origin https://⟦PERSON|linxiaoyu⟧:⟦APIKEY|$ghp2⟧@github.com/⟪org_handle|guangying-studio⟫/portal.git
⟦PERSON|lin⟧@macbook ~ % ssh -i ~/.ssh/studio_deploy deploy@⟦IP_ADDRESS|47.98.123.66⟧"""),

("invoice", """INVOICE 发票 #⟪invoice_no|GN-BALI-0087⟫
Bill to 客户：⟦PERSON|Chloe Nguyen⟧ & ⟦PERSON|Ryan Mitchell⟧
Address：⟦ADDRESS|14 Banksia Crescent, Fairlight NSW 2094, Australia⟧
Passport (for venue permit 场地许可)：⟦PASSPORT|$pp_au1⟧ (⟦PERSON|Chloe⟧)
Pre-wedding shoot 巴厘岛 Bali - ⟪package_name|Sunset Cliff Package⟫ ⟪price|AUD 3,900⟫
Deposit received 已收定金：⟦AMOUNT|AUD 1,500⟧
Balance due 尾款：⟦AMOUNT|AUD 2,400⟧
Photographer：⟦PERSON|贾明轩⟧ ⟦EMAIL|jiamx@guangnian-photo.com⟧"""),
]

# ---------------------------------------------------------------- part 2
TEXTS += [
("hr_memo", """HR 备忘 ⟪hr_ref|HR-SH-0712⟫ - new hire ⟦PERSON|Jake Miller⟧（美籍 Game Master，⟪org_name|Breakout 上海⟫）
美国税务需要：SSN ⟦SSN|$ssn8⟧，DOB ⟦DATE_OF_BIRTH|1996-02-09⟧
US mailing address：⟦ADDRESS|2219 Elm Street, Apt 4, Denver, CO 80205⟧
国内住址：⟦ADDRESS|上海市长宁区番禺路395弄8号502 200052⟧
工资 ⟦AMOUNT|RMB 15,000⟧/月 税前
⟦PERSON|Jake⟧ 说他有 ⟦MEDICAL|red-green color blindness⟧，⟪room_name|Color Lab 色彩实验室⟫ 别排他"""),

("phone_order_notes", """[電話落單 phone order] ⟪timestamp|2024-07-16 15:40⟫  order ⟪order_id|HKF-2207⟫
客人：Mrs ⟦PERSON|Wong⟧（⟦PERSON|Wong Siu Ling⟧）
Order：museum framing x2 for 油畫 oil paintings，⟪frame_size|80 x 100 cm⟫
Card：⟦CARD|$amex3⟧  CVV ⟦CVV|2917⟧
Amount 金額：⟦AMOUNT|HK$4,860⟧
Delivery 送貨：⟦ADDRESS|香港薄扶林道92號碧瑤灣21座15樓B室⟧
Tel：⟦PHONE|9876 2214⟧
接單：⟦PERSON|阿Fai⟧"""),

("employee_profile", """New hire profile 新员工档案 - ⟪org_name|LinguaBridge Shenzhen⟫
Name：⟦PERSON|Zhou Qing⟧ ⟦PERSON|周晴⟧    Employee ID ⟪employee_no|LB-SZ-0114⟫
ID 身份证：⟦IDCARD|$id4⟧
DOB：⟦DATE_OF_BIRTH|1978-06-11⟧
Position：Senior Reviewer 高级审校，start ⟪start_date|2024-08-01⟫
Salary 月薪：⟦AMOUNT|¥28,000⟧
Bank card 工资卡：⟦CARD|$up4⟧
Emergency contact：⟦PERSON|Zhou Min⟧（姐姐）⟦PHONE|+86 138 0571 2946⟧
Email：⟦EMAIL|zhou.qing@linguabridge.cn⟧"""),

("laravel_log", """[⟪timestamp|2024-07-17 09:12:44⟫] production.ERROR: 付款回调失败 Payment callback failed {"user":"⟦EMAIL|ooi.meiling@gmail.com⟧","ip":"⟦IP_ADDRESS|175.139.22.81⟧","session":"⟦SECRET|$sess2⟧","gateway":"⟪payment_gateway|iPay88⟫","ref":"⟪payment_ref|IP88-99120331⟫"}
[⟪timestamp|2024-07-17 09:12:45⟫] production.INFO: 已通知管理员 notified admin ⟦EMAIL|admin@rhythmkl.my⟧"""),

("vault_export", """【共享密码本 shared vault export】⟪vault_name|Studio Ops⟫  exported ⟪timestamp|2024-07-18 11:02⟫
- Instagram @⟪org_handle|pigmentandpaper⟫
  2FA secret：⟦SECRET|$totp1⟧
  Recovery codes：⟦SECRET|$rec4⟧ ⟦SECRET|$rec5⟧ ⟦SECRET|$rec6⟧
  负责人 owner：⟦PERSON|Ffion⟧
- 抖音 Douyin：login ⟦PHONE|18818273306⟧ / 密码 ⟦PASSWORD|Pigment#Paper88⟧
- Google Workspace admin ⟦EMAIL|ops@pigmentandpaper.co.uk⟧ - TOTP ⟦SECRET|$totp3⟧"""),

("voice_note_transcript", """[Voice note transcript] "Eh ⟦PERSON|Ah Seng⟧, this is Mdm ⟦PERSON|Lim⟧ from ⟪org_name|ComfortDelGro Driving Centre⟫ ah. 你的 practical test 改到 Friday 了，booking ⟪booking_ref|PT-88213⟫. Still owe us ⟦AMOUNT|two hundred and forty dollars⟧ for the extra lessons 哦。Call me back at ⟦PHONE|eight two one one, five zero nine three⟧ ok? Bye bye." """),

("tattoo_consent", """刺青同意書 Tattoo Consent - ⟪org_name|台北 Ink Lab⟫
姓名 Name：⟦PERSON|佐藤美咲⟧ (⟦PERSON|SATO Misaki⟧)
護照號碼 Passport No.：⟦PASSPORT|$pp_jp1⟧
出生日期 DOB：⟦DATE_OF_BIRTH|1999/09/09⟧
過敏 Allergies：⟦MEDICAL|lidocaine⟧（局部麻醉藥）
LINE：⟦PERSON|misaki_tattoo_love⟧
圖案 Design：⟪design_ref|#LAB-0412 sakura⟫    訂金 Deposit：⟦AMOUNT|NT$2,000⟧
刺青師 Artist：⟦PERSON|阿哲⟧"""),

("freelancer_invoice", """INVOICE / 发票  No. ⟪invoice_no|KW/2024/07/03⟫
From：⟦PERSON|Kacper Wójcik⟧, ⟦ADDRESS|ul. Długa 14/6, 31-146 Kraków⟧, PESEL ⟦NATIONAL_ID|$pesel2⟧
To：⟪org_name|沪译通翻译有限公司⟫
Services：PL→ZH proofreading，⟪word_count|8,420 words⟫ × ⟪tariff|PLN 0.12⟫
Total due to me：⟦AMOUNT|PLN 1,010.40⟧
Pay to (Wise EUR account)：⟦IBAN|$be1⟧
备注 note：please 尽快付款，thanks!"""),

("nvr_config", """# 保龄球馆 NVR 配置 nvr.conf
[nvr]
model = ⟪device_model|Hikvision DS-7616NI⟫
ip = ⟦IP_ADDRESS|192.168.50.10⟧
admin_pass = ⟦PASSWORD|Bowl!ng2024⟧    # ⟦PERSON|阿伟⟧ 设的
[cameras]
lane1-4 = ⟦IP_ADDRESS|192.168.50.21⟧
lane5-8 = ⟦IP_ADDRESS|192.168.50.22⟧
cashier = ⟦IP_ADDRESS|192.168.50.30⟧
[remote]
ddns = ⟪hostname|starbowl.ddns.net⟫
public_ip = ⟦IP_ADDRESS|113.87.204.16⟧
fw = ⟪firmware_version|V4.62.210⟫"""),

("wechat_chat", """⟦PERSON|Rachel⟧：Hi ⟦PERSON|张老师⟧，⟦PERSON|Mia⟧ 下周的 watercolor class（⟪class_name|少儿水彩 B 班⟫）要请假，she has ⟦MEDICAL|hand-foot-mouth disease⟧ ⟦MEDICAL|手足口病⟧ 😷
⟦PERSON|张老师⟧：好的～让 ⟦PERSON|Mia⟧ 好好休息。补课可以安排在 ⟪makeup_slot|8月3日 周六上午⟫
⟦PERSON|Rachel⟧：thanks! 另外 next term 的学费 ⟦AMOUNT|¥3,200⟧ 我已经转了，screenshot 发你
⟦PERSON|张老师⟧：收到👌"""),

("registration_form", """Summer Intensive 暑期集训 registration - ⟪org_name|北京律韵舞蹈中心⟫
Participant：⟦PERSON|Noor Bakker⟧, age 17
BSN (for Dutch insurance claim)：⟦NATIONAL_ID|$bsn2⟧
Guardian 监护人：⟦PERSON|Pieter Bakker⟧ ⟦PHONE|+31 6 1298 4471⟧ ⟦EMAIL|p.bakker@ziggo.nl⟧
Medical 健康：⟦MEDICAL|scoliosis brace at night⟧；⟦MEDICAL|lactose intolerant⟧
Fee：⟪price|¥9,800⟫ paid by ⟪payment_method|bank transfer⟫"""),

("feishu_chat", """⟦PERSON|Zoe Huang⟧：测试环境 ⟪env_name|staging-2⟫ 的 Slack user token 先用我的 ⟦APIKEY|$xoxp1⟧，上线前换成 bot token ⟦APIKEY|$xoxb2⟧
⟦PERSON|Leo⟧：OK。前端调 booking API 的 JWT 也过期了，新的：⟦APIKEY|$jwt3⟧
⟦PERSON|Zoe Huang⟧：🙏 Maps 用 ⟦APIKEY|$gkey3⟧，referrer 限制已经加了 *.⟪domain|framefloworders.com⟫"""),

("interpreter_profile", """Interpreter profile 译员资料 - ⟪org_name|Thames Linguistics⟫
Name：⟦PERSON|Chen Yu-Ting⟧ ⟦PERSON|陈玉婷⟧
UK passport：⟦PASSPORT|$pp_uk2⟧
NI number：⟦NATIONAL_ID|$nino2⟧
Address：⟦ADDRESS|Flat 12, 88 Commercial Road, London E1 1NU⟧
Mobile：⟦PHONE|07700 900672⟧
Languages：Mandarin 普通话，Cantonese 粤语 → English，⟪qualification|DPSI Law option⟫"""),

("quotation_accepted", """Quotation accepted - ⟪quote_ref|SGN-Q-2419⟫
Customer：⟦PERSON|Rajesh Kumar⟧ (⟪client_org|Spice Route Café⟫)
要做 LED 招牌 + 玻璃贴 window decals
Total ⟪quote_total|S$3,280⟫，deposit 50% charged to card ⟦CARD|$mc6⟧ CVV ⟦CVV|861⟧ → ⟦AMOUNT|S$1,640⟧
Site contact：⟦PHONE|+65 8273 1190⟧
安装 install：⟪install_date|Sat 27 Jul⟫，team ⟦PERSON|Ah Huat⟧ + ⟦PERSON|Wei Ming⟧"""),

("email_customer", """Hi 客服，I ordered canvas prints 帆布画 (order ⟪order_id|CP-SE-5521⟫) but customs 海关 is asking for my personnummer ⟦NATIONAL_ID|$pnr2⟧ to release the parcel. Is that normal??
Name：⟦PERSON|Elin Johansson⟧，⟦ADDRESS|Vasagatan 28, 411 24 Göteborg⟧，⟦PHONE|+46 70 284 19 63⟧
Tracking：⟪tracking_number|LX482019337CN⟫"""),

("wechat_chat", """⟦PERSON|Jenny Li⟧：老师你好，⟦PERSON|Emma⟧ 的 tax receipt 要写 parent SIN 吗？我的是 ⟦NATIONAL_ID|$sin2⟧
Ms. ⟦PERSON|Park⟧：Hi ⟦PERSON|Jenny⟧, no need for SIN on dance receipts 😊 please don't send it over chat. The ⟪season|Fall 2024⟫ receipt for ⟦AMOUNT|CAD 1,120⟧ will be emailed to ⟦EMAIL|jennyli.toronto@gmail.com⟧ from ⟪org_name|Maple Leaf Dance⟫.
⟦PERSON|Jenny Li⟧：OK 谢谢！不好意思"""),

("payment_record", """Capoeira 卡波耶拉 class - teacher payment 老师课酬  ⟪org_name|上海武道馆⟫
Professor：⟦PERSON|Rodrigo⟧ "⟦PERSON|Macaco⟧" ⟦PERSON|Silva⟧
CPF：⟦NATIONAL_ID|$cpf2⟧ (for Brazil tax)
7月课时 18 节 × ⟪tariff|¥300⟫ = ⟦AMOUNT|¥5,400⟧
转账到支付宝 account ⟦PHONE|+86 186 2107 3390⟧
经办 ⟦PERSON|小宋⟧"""),

("email_tax_refund", """Dear 青藤画材,
For the VAT refund form 出口退税单 I need to give you my Belgian national number: ⟦NATIONAL_ID|$benn1⟧, born ⟦DATE_OF_BIRTH|2 December 1979⟧.
Name ⟦PERSON|Thomas Peeters⟧, staying at ⟪hotel_name|Jinling Hotel⟫ room ⟪room_number|1812⟫.
Purchase 购买金额：⟦AMOUNT|¥4,350⟧ (receipt ⟪receipt_no|QT-0719-08⟫)
Thanks, ⟦PERSON|Thomas⟧"""),

("alertmanager_yaml", """# alertmanager.yml  影棚 NAS 告警  (⟪version|alertmanager 0.27.0⟫)
receivers:
  - name: wecom-ops
    webhook_configs:
      - url: '⟦SECRET|$wecomhook2⟧'
route:
  group_wait: ⟪duration|30s⟫
# targets: nas01 ⟦IP_ADDRESS|10.0.8.11⟧, nas02 ⟦IP_ADDRESS|10.0.8.12⟧；值班 on-call：⟦PERSON|郝帅⟧ ⟦PHONE|13311062257⟧"""),
]
