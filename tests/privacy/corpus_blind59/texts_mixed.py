# Mixed Chinese/English texts for blind59. Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name from values.VALUES.
TEXTS = []

# ---- part 1
TEXTS += [
("forwarded_log", """⟦PERSON|张伟⟧ 转发到群里：昨晚网站服务器有人在爆破，大家看下日志👇
Mar 12 22:14:07 ⟪hostname|hmxh-web01⟫ sshd[⟪process_id|21877⟫]: Failed password for ⟦PERSON|zhangwei⟧ from ⟦IP_ADDRESS|223.104.63.18⟧ port ⟪port|51544⟫ ssh2
Mar 12 22:14:19 ⟪hostname|hmxh-web01⟫ sshd[⟪process_id|21877⟫]: Accepted password for ⟦PERSON|zhangwei⟧ from ⟦IP_ADDRESS|223.104.63.18⟧ port ⟪port|51562⟫ ssh2
Mar 12 22:41:55 ⟪hostname|hmxh-web01⟫ sshd[⟪process_id|22410⟫]: Invalid user admin from ⟦IP_ADDRESS|114.96.208.7⟧ port ⟪port|40022⟫
Mar 12 22:42:10 ⟪hostname|hmxh-web01⟫ sshd[⟪process_id|22415⟫]: Accepted publickey for ⟦PERSON|lixiaoming⟧ from ⟦IP_ADDRESS|10.8.0.6⟧ port ⟪port|50110⟫ ssh2
第一条是我自己手机热点输错密码，第三条 ⟦IP_ADDRESS|114.96.208.7⟧ 不认识，已经加进 fail2ban 了。⟦PERSON|小明⟧ 你那条是走 VPN 对吧？"""),

("wechat_group", """⟪group_name|UCL 中国校友会 2019届⟫
⟦PERSON|Vivian Zhou⟧: 周六的 formal dinner 还剩 3 个位，⟪price|£65⟫ 一位，要的接龙
1. ⟦PERSON|Kevin⟧ 已转 ⟦AMOUNT|£65.00⟧ ✅
2. ⟦PERSON|李想⟧ +1（带 partner）已转 ⟦AMOUNT|£130⟧
⟦PERSON|Vivian Zhou⟧: 收到～ 有 dietary requirement 的私聊我。⟦PERSON|李想⟧ 你 partner 是不是 ⟦MEDICAL|gluten intolerant⟧ 来着？
⟦PERSON|李想⟧: 对的 谢谢！"""),

("slack_thread", """#finance — ⟪org_name|SF Chinese Bible Church⟫
⟦PERSON|Grace Wu⟧  3:12 PM
@⟦PERSON|David Lin⟧ 新来的 youth pastor 的 W-4 和 I-9 我收到了，SSN 是 ⟦SSN|$ssn4⟧，请加到 ⟪software_name|Gusto⟫ payroll。月薪 ⟦AMOUNT|$4,200⟧，从 ⟪start_date|7/1⟫ 开始。
⟦PERSON|David Lin⟧  3:20 PM
OK 👍 他叫 ⟦PERSON|Samuel Cheng⟧ 对吧？地址用 ⟦ADDRESS|2150 Mission St Apt 4, San Francisco, CA 94110⟧？
⟦PERSON|Grace Wu⟧  3:21 PM
对。以后 SSN 别在 Slack 发了哈 🙈 我的锅"""),

("bilingual_form", """⟪org_name|Chinatown Community Center 华埠社区中心⟫ — Volunteer Background Check 背景调查表
Name 姓名: ⟦PERSON|Huang, Mei-Ling⟧ / ⟦PERSON|黄美玲⟧
SSN 社安号: ⟦SSN|$ssn5⟧
DOB 出生日期: ⟦DATE_OF_BIRTH|08/14/1968⟧
Address 地址: ⟦ADDRESS|41 Mott St, Apt 3F, New York, NY 10013⟧
Phone 电话: ⟦PHONE|(212) 964-3307⟧
Role 职位: ESL 教学助理（⟪class_code|ESL-B2⟫）"""),

("env_config", """# ===== 校友会官网 后端配置 =====  负责人 ⟦PERSON|liuyang⟧，有问题 @我
NODE_ENV=production
PORT=⟪port|3000⟫
# 数据库（RDS 内网地址）
MYSQL_HOST=⟦IP_ADDRESS|172.16.8.24⟧
MYSQL_USER=alumni
MYSQL_PASSWORD=⟦PASSWORD|Xiaoyou_2023!db⟧
# JWT 签名密钥，千万别泄露
JWT_SECRET=⟦SECRET|$sec_jwtsecret1⟧
# GitLab CI 部署用
GITLAB_TOKEN=⟦APIKEY|$ak_gl1⟧
# 文档里的示例 key，不是真的
STRIPE_KEY_EXAMPLE=⟪example_key|$dec_stripe_doc⟫"""),

("stack_trace", """Traceback (most recent call last):
  File "/opt/choir/signup.py", line ⟪line_number|88⟫, in submit
    send_sms(member["phone"], "报名成功")
  File "/opt/choir/sms.py", line ⟪line_number|41⟫, in send_sms
    raise SmsError(f"短信发送失败: {resp['Message']}")
sms.SmsError: 短信发送失败: 手机号码格式错误
member = {'name': '⟦PERSON|欧阳娜娜⟧', 'phone': '⟦PHONE|1390211566⟧', 'email': '⟦EMAIL|nana.oy@qq.com⟧', 'ip': '⟦IP_ADDRESS|100.64.23.190⟧', 'voice_part': '⟪voice_part|alto⟫'}
trace_id=⟪trace_id|$dec_uuid6⟫"""),

("whatsapp_group", """⟪org_name|九龍城浸信會⟫ 青年團契 🙏
⟦PERSON|Joyce Leung⟧: 各位 brothers & sisters，下個禮拜六去 ⟪place_name|西貢⟫ 行山，記得帶水同埋 sun block 🌞
⟦PERSON|Ivan 陳⟧: 我報名！順便交埋 ⟦AMOUNT|HK$150⟧ 車費
⟦PERSON|Joyce Leung⟧: 收到 ⟦PERSON|Ivan⟧ 👍 保險公司要 HKID，你 PM 我啦，唔好喺 group send
⟦PERSON|Ivan 陳⟧: 🙈 太遲啦 ⟦NATIONAL_ID|$nid_hkid2⟧
⟦PERSON|Joyce Leung⟧: 唉 😂 有事 call 我 ⟦PHONE|9481 2207⟧"""),

("member_update", """⟪org_name|宏茂桥华乐合唱团 Ang Mo Kio Chinese Choir⟫ — member info update lah
Name: ⟦PERSON|Goh Siew Ling⟧ ⟦PERSON|吴秀玲⟧
NRIC: ⟦NATIONAL_ID|$nid_nric2⟧
HP: ⟦PHONE|8123 4409⟧
Email: ⟦EMAIL|siewling.goh@gmail.com⟧
声部 Voice: ⟪voice_part|Alto 2⟫
Remarks: 下个月 exam，会 MIA 两次 rehearsal 😅"""),

("wechat_chat", """⟦PERSON|Amy 林⟧: 日本 tour 的 hotel 要 guarantee card，用我的 JCB 吧：⟦CARD|$card_jcb1⟧ exp ⟪card_expiry|03/27⟫ CVV ⟦CVV|$cvv_jcb1⟧，帮我填下表格 🙏
⟦PERSON|Mandy⟧: OK 填好了，hotel 是 ⟪hotel_name|Hotel Gracery Shinjuku⟫，booking ⟪booking_ref|HG-8821573⟫。之后记得 freeze 一下卡哈
⟦PERSON|Amy 林⟧: 好滴～ 定金 ⟦AMOUNT|¥15,000⟧（JPY）已经扣了
—— ⟪org_name|温哥华华人青年合唱团⟫ tour 筹备组"""),

("toml_config", """# 模型火车俱乐部 layout 监控脚本 config.toml
[alert]
slack_webhook = "⟦SECRET|$sec_slackhook2⟧"   # #layout-alerts 频道
notify = ["@⟦PERSON|ben.huang⟧", "@⟦PERSON|chloe⟧"]

[sensors]
track_power_host = "⟦IP_ADDRESS|192.168.31.120⟧"   # 路由器 DHCP 分配的
temp_threshold_c = ⟪threshold|45⟫
firmware = "⟪firmware_version|ESP32 v3.0.1⟫"   # 固件版本"""),

("ci_workflow", """# .github/workflows/deploy.yml —— 合唱团网站自动部署
name: deploy
on:
  push:
    branches: [ main ]
jobs:
  build:
    runs-on: ⟪runner_label|ubuntu-22.04⟫
    env:
      # TODO: 挪到 secrets 里！！临时先写死
      GH_TOKEN: ⟦APIKEY|$ak_ghfg1⟧
      NPM_TOKEN: ${{ secrets.NPM_TOKEN }}
    steps:
      - uses: ⟪action_ref|actions/checkout@v4⟫
      - run: git config user.email "⟦EMAIL|xiaoyu.chen.dev@gmail.com⟧" && git config user.name "⟦PERSON|Chen Xiaoyu⟧\""""),

("sql_dump", """-- 会员表 members（⟪org_name|南山羽毛球协会⟫）
CREATE TABLE members (id INT, name VARCHAR(32) COMMENT '姓名', id_no CHAR(18) COMMENT '身份证号', mobile VARCHAR(20), joined DATE);
INSERT INTO members VALUES (⟪member_id|1021⟫, '⟦PERSON|方晓琳⟧', '⟦IDCARD|$idcard19⟧', '⟦PHONE|13760221485⟧', '⟪join_date|2022-03-05⟫');
INSERT INTO members VALUES (⟪member_id|1022⟫, '⟦PERSON|Tony Ng⟧', '⟦IDCARD|$idcard20⟧', '⟦PHONE|+852 9033 1278⟧', '⟪join_date|2022-03-09⟫');
-- TODO: id_no 应该加密存储 (AES)，⟦PERSON|阿方⟧ 说下个版本改"""),

("registration_form", """⟪org_name|Manchester Chinese FC 曼城华人足球队⟫ 2024/25 registration
Full name: ⟦PERSON|ZHENG Haoyu⟧（⟦PERSON|郑浩宇⟧）
DOB: ⟦DATE_OF_BIRTH|1998-04-27⟧
NI No.（FA 注册要用）: ⟦NATIONAL_ID|$nid_nino3⟧
Address: ⟦ADDRESS|Flat 12, 3 Oxford Road, Manchester M1 5QA⟧
Mobile: ⟦PHONE|07471 026 388⟧
Subs ⟪price|£120/season⟫，先交了 ⟦AMOUNT|£60⟧
伤病史: ⟦MEDICAL|右肩脱臼⟧（2022）"""),

("shell_snippet", """# 测试会员接口 —— 用的是 ⟦PERSON|老王⟧ 的 admin token，测完记得作废！
curl -s "https://api.⟪domain_name|hobby-rail.cn⟫/v1/members?page=2" -H "Authorization: Bearer ⟦APIKEY|$ak_jwt2⟧" -H "X-Request-Id: ⟪request_id|$dec_uuid7⟫"
# 返回: {"total": ⟪record_count|218⟫, "items": [{"name": "⟦PERSON|邓丽娟⟧", "mobile": "⟦PHONE|18912047736⟧", "level": "⟪member_level|gold⟫"}, ...]}"""),

("wechat_group", """⟪org_name|LSE 中国校友会⟫ scholarship fund 筹款小组
⟦PERSON|Eric 黄⟧: Stripe 我设好了，给 Zapier 用的是 restricted key：⟦APIKEY|$ak_stripe_rk1⟧，只有 read charges 权限
⟦PERSON|Sophie⟧: 前端的 publishable key 是 ⟪publishable_key|$dec_stripe_pk2⟫ 对吧？这个可以公开
⟦PERSON|Eric 黄⟧: 对。secret key ⟦APIKEY|$ak_stripe2⟧ 只放服务器上，别外传
⟦PERSON|Sophie⟧: 目前筹到 ⟪org_total|£12,480⟫ 了 🎉 最大一笔是 Dr ⟦PERSON|Michael Tse⟧ 捐的 ⟦AMOUNT|£2,000⟧"""),

("slack_thread", """#tech — ⟪slack_workspace|cssa-edinburgh.slack.com⟫
⟦PERSON|Yuki 王⟧: 我写了个 script 把 #announcements 同步到公众号，用的是我自己的 user token ⟦APIKEY|$ak_slack2⟧ 😅 会不会有问题
⟦PERSON|Ken⟧: 会！user token 能读你所有 DM。换成 bot token，scope 只给 ⟪oauth_scope|channels:history⟫
⟦PERSON|Yuki 王⟧: 好吧我去 revoke 🥲"""),

("python_config", """# 周边商店同步脚本 shop_sync.py（⟪org_name|上海N比例铁道模型社⟫）
SHOP = "⟪shop_domain|n-scale-sh.myshopify.com⟫"
ACCESS_TOKEN = "⟦APIKEY|$ak_shopify1⟧"  # Admin API token，⟦PERSON|Leo⟧ 申请的
API_VERSION = "⟪api_version|2024-04⟫"
# 订单通知发给 ⟦EMAIL|leo.sun.models@gmail.com⟧ 和 ⟦EMAIL|shop@nscale-sh.cn⟧"""),

("html_snippet", """<!-- 菜园地图 plot map，由 ⟦PERSON|Helen 刘⟧ 维护 -->
<script src="https://maps.googleapis.com/maps/api/js?key=⟦APIKEY|$ak_google2⟧&callback=initMap" async></script>
<script>
  // 中心点 = ⟪place_name|Kings Heath Park⟫ 旁边的 allotment 入口
  const center = {lat: ⟪coordinates|52.4319⟫, lng: ⟪coordinates|-1.8921⟫};
  // 地块 ⟪plot_number|C7⟫ 是 ⟦PERSON|Helen 刘⟧ 自己的，⟪plot_number|C8⟫ 是 Mr ⟦PERSON|Adeyemi⟧ 的
</script>"""),

("bug_report", """【Bug】会员登录后一直跳回首页 ⟪ticket_id|#231⟫
复现：Chrome ⟪browser_version|124.0.6367.119⟫，登录后刷新
抓包 request header:
Cookie: laravel_session=⟦SECRET|$sec_session2⟧
用户是 ⟦EMAIL|fangfang.he@163.com⟧，IP ⟦IP_ADDRESS|2408:8207:2466:7a30:5c1e:8bd4:1f02:9e61⟧
⟦PERSON|阿Ken⟧ 看了下，是 SESSION_DOMAIN 配错了，已修，版本 ⟪app_version|v1.8.3⟫"""),
]

# ---- part 2
TEXTS += [
("python_config", """# config.py —— 场地预约系统（⟪org_name|Harbour Community Centre 港湾社区中心⟫）
class Config:
    SECRET_KEY = "⟦SECRET|$sec_flask1⟧"   # session 签名用，别提交到 git！
    SQLALCHEMY_DATABASE_URI = "mysql+pymysql://booking:⟦SECRET|Gw4n_2022#hall⟧@⟦IP_ADDRESS|10.0.12.7⟧:⟪port|3306⟫/booking"
    MAIL_USERNAME = "⟦EMAIL|booking@harbourcc.org.uk⟧"
    MAIL_PASSWORD = "⟦PASSWORD|hcc-mail-8842⟧"   # ⟦PERSON|陈主任⟧ 的邮箱密码，改了记得同步
    VERSION = "⟪app_version|0.7.2⟫\""""),

("secure_note", """备忘录 · 校友会 Gmail 两步验证（⟦PERSON|Lily 孙⟧ 设置）
账号：⟦EMAIL|cssa.glasgow.alumni@gmail.com⟧
Authenticator setup key：⟦SECRET|$sec_totp2⟧
Backup codes 备用码（每个只能用一次）：
⟦SECRET|$sec_rc7⟧   ⟦SECRET|$sec_rc8⟧
更新 ⟪timestamp|2024-01-09 21:40⟫，手机型号 ⟪device_model|iPhone 13⟫"""),

("parent_message", """Hi Miss ⟦PERSON|Chan⟧，我是 ⟦PERSON|Ethan⟧ 妈妈 😊 周六 cooking badge 活动提醒一下：⟦PERSON|Ethan⟧ 有 ⟦MEDICAL|severe peanut allergy⟧，书包前袋有两支 ⟦MEDICAL|EpiPen⟧，他说嘴巴痒就请马上用，然后叫救护车再打我 ⟦PHONE|07962 318 440⟧。另外他最近在吃 ⟦MEDICAL|Piriton⟧，因为 ⟦MEDICAL|hay fever⟧。Thanks so much!!
—— ⟪org_name|12th Cardiff Scout Group⟫ ⟪section_name|Cubs⟫"""),

("meeting_minutes", """⟪org_name|Bristol Chinese School 布里斯托中文学校⟫ PTA meeting notes ⟪meeting_date|2024-02-18⟫
Attendees: ⟦PERSON|Wang Fang⟧ (chair), ⟦PERSON|Lucy Zhao⟧, ⟦PERSON|刘建⟧, Mr ⟦PERSON|Patel⟧
1. 春节晚会 income ⟪org_total|£1,845⟫，venue 费 ⟪venue_fee|£420⟫
2. ⟦PERSON|Lucy Zhao⟧ 垫付 red envelopes & snacks ⟦AMOUNT|£86.40⟧，需要 reimburse
3. 学费 reminder：⟦PERSON|刘建⟧ 家两个孩子还欠 ⟦AMOUNT|£150⟧
Next meeting ⟪meeting_date|17 March⟫"""),

("ocr_business_card", """[名片扫描 OCR]
⟪org_name|伦敦华人社区中心 London Chinese Community Centre⟫
⟦PERSON|梁嘉欣⟧  ⟦PERSON|Karen Leung⟧
项目经理 Project Manager
☎ ⟦PHONE|020 7439 2218⟧    📱 ⟦PHONE|07884 106 552⟧
✉ ⟦EMAIL|karen.leung@lccc-london.org⟧
⟪venue_address|28-29 Gerrard Street, London W1D 6JW⟫
Charity No. ⟪charity_number|1106741⟫"""),

("bilingual_form", """⟪org_name|Boston Chinese Evangelical Church 波士顿华人福音教会⟫ Youth Retreat 青少年营会报名表
Camper 营员: ⟦PERSON|Ryan Zhang⟧ ⟦PERSON|张睿⟧
DOB 生日: ⟦DATE_OF_BIRTH|2009-03-15⟧
Passport #（去加拿大要用）: ⟦PASSPORT|$pp_us2⟧
Parent 家长: ⟦PERSON|张立⟧ ⟦PHONE|(617) 426-7193⟧
Medical 病史: ⟦MEDICAL|1型糖尿病⟧，用 ⟦MEDICAL|insulin pen⟧，晚上要测血糖
Retreat fee ⟪price|$280⟫，paid ⟦AMOUNT|$280.00⟧ via Zelle ⟦PHONE|(617) 426-7193⟧"""),

("email_refund", """Hi ⟦PERSON|Oliver⟧，我是 ⟪org_name|Warwick Chinese Drama Society⟫ 的 ⟦PERSON|陈雨桐⟧。上次 show 取消的票，退款请打到我的账户：
Name: ⟦PERSON|Yutong Chen⟧
IBAN: ⟦IBAN|$iban_gb2⟧
金额 ⟦AMOUNT|£24⟧（2 张 student ticket），order ref ⟪order_id|WCDS-T-0451⟫。谢谢啦！"""),

("membership_fee", """⟪org_name|Chinesischer Kulturverein München e.V. 慕尼黑华人文化协会⟫ Jahresbeitrag 年费 2024
Mitglied 会员: ⟦PERSON|Li Na⟧（⟦PERSON|李娜⟧）
IBAN: ⟦IBAN|$iban_de2⟧
Betrag 金额: ⟦AMOUNT|€36,00⟧
Gläubiger-ID: ⟪creditor_id|DE12ZZZ00001234567⟫    Mandatsreferenz: ⟪mandate_reference|CKV-M-0207⟫
有问题联系 Kassenwart ⟦PERSON|Thomas Wu⟧ ⟦EMAIL|kasse@ckv-muenchen.de⟧"""),

("wechat_group", """⟪org_name|巴黎华人合唱团 Chœur Chinois de Paris⟫ 理事群
⟦PERSON|Sophie Chen⟧: 报销一下：我垫付的 ⟪venue_name|Église Saint-Merry⟫ 场地 deposit ⟦AMOUNT|€350⟧，请转到 ⟦IBAN|$iban_fr1⟧（titulaire: ⟦PERSON|CHEN Sophie⟧）
⟦PERSON|Marc Li⟧: OK，virement fait ✅ référence ⟪payment_reference|CHOEUR-REMB-07⟫"""),

("package_json", """{
  "name": "⟪package_name|allotment-rota⟫",
  "version": "⟪app_version|1.3.0⟫",
  "description": "菜园浇水排班 rota 小程序",
  "dependencies": {
    "express": "⟪dependency_version|^4.19.2⟫",
    "dayjs": "⟪dependency_version|^1.11.10⟫",
    "wechat-api": "⟪dependency_version|1.35.1⟫"
  },
  "engines": {"node": "⟪node_version|>=18⟫"},
  "_comment": "依赖锁定见 package-lock.json, sha256 ⟪file_hash|$dec_sha256_1⟫"
}"""),

("discord_chat", """#dev — ⟪org_name|N Gauge China⟫ Discord
⟦PERSON|trainspotter_kai⟧: telegram 时刻表 bot 部署好了，token ⟦APIKEY|$ak_tg2⟧，想改代码的 fork ⟪repo_name|ngc/timetable-bot⟫
⟦PERSON|小鹿 Lulu⟧: 🤦 token 又贴公屏
⟦PERSON|trainspotter_kai⟧: 放心 test bot 而已，只在 ⟪chat_id|-1002234871190⟫ 这个群
⟦PERSON|小鹿 Lulu⟧: test bot 也能被拿去发垃圾消息啊，快去 ⟪service_account|@BotFather⟫ revoke"""),

("phone_booking_log", """电话订票记录 phone booking log — ⟪org_name|Cambridge Chinese Alumni Gala 2024⟫
来电：⟦PERSON|周太⟧ (Mrs ⟦PERSON|Chow⟧)
2 tickets × ⟪ticket_price|£75⟫，table ⟪table_number|6⟫
Card: ⟦CARD|$card_visa5⟧ exp ⟪card_expiry|10/25⟫ CVV ⟦CVV|$cvv_visa5⟧
Charged ⟦AMOUNT|£150⟧ ✔ 收据发到 ⟦EMAIL|chow.family88@hotmail.com⟧
记录人 ⟦PERSON|Jenny⟧ ⟪timestamp|14:32⟫ —— 录完记得把卡号涂掉！"""),

("it_ticket", """工单 ⟪ticket_id|IT-2024-0173⟫ 社区中心 Wi-Fi 断线
报修人：⟦PERSON|老何⟧（前台）
现象：访客 Wi-Fi 能连上但上不了网。Router WAN 口拿到的是 ⟦IP_ADDRESS|100.77.201.14⟧（CGNAT），内网网关 ⟦IP_ADDRESS|192.168.88.1⟧，DNS 被设成了 ⟪doc_ip|192.0.2.53⟫ ← 这是文档示例地址，难怪不通！
IPv6 前缀 ⟦IP_ADDRESS|2409:8a00:1c24:5e10::1⟧ 正常
处理：DNS 改回 ⟪loopback_ip|127.0.0.53⟫ (systemd-resolved)，重启后 OK。处理人 ⟦PERSON|Kelvin⟧"""),

("email", """Subject: Plot 14 — 申请 / application

Dear Mrs ⟦PERSON|Hughes⟧,
我是 waiting list 上的 ⟦PERSON|Zhou Lan⟧。Thank you for offering me plot ⟪plot_number|14⟫！我很想要，下周末可以去看。My address 已经更新了：⟦ADDRESS|7 Beech Grove, Headingley, Leeds LS6 3EH⟧，phone ⟦PHONE|07598 224 631⟧。Rent ⟦AMOUNT|£38⟧ 我这周 bank transfer。
Best wishes / 谢谢
⟦PERSON|Zhou Lan⟧
⟪org_name|Headingley Allotment Society⟫"""),

("postman_collection", """{
  "info": {"name": "⟪collection_name|社区中心预约 API⟫", "_postman_id": "⟪postman_id|$dec_uuid8⟫"},
  "item": [{
    "name": "创建预约 create booking",
    "request": {
      "method": "POST",
      "header": [{"key": "Authorization", "value": "Bearer ⟦APIKEY|$ak_jwt3⟧"}],
      "body": {"mode": "raw", "raw": "{'hall': 'B', 'contact': '⟦PERSON|罗晓峰⟧', 'phone': '⟦PHONE|07412 663 905⟧'}"}
    }
  }]
}"""),

("donation_receipt", """⟪org_name|苏黎世华人基督教会 Chinesische Christliche Gemeinde Zürich⟫
奉献收据 Spendenbestätigung 2023
Spender 奉献者：⟦PERSON|Hanspeter⟧ & ⟦PERSON|Mei Brunner⟧
Adresse：⟦ADDRESS|Seefeldstrasse 88, 8008 Zürich⟧
Total 2023：⟦AMOUNT|CHF 2'400.–⟧
Von Konto 来自账户：⟦IBAN|$iban_ch1⟧
Gemeinde-Konto 教会账户：⟪masked_iban|CH** **** **** **** 4412 7⟫"""),

("membership_form", """⟪org_name|Dublin Chinese Community Centre 都柏林华人社区中心⟫ 麻将俱乐部 membership
Name: ⟦PERSON|Ng Wai Man⟧（⟦PERSON|吴伟文⟧）
Phone: ⟦PHONE|+353 86 417 2290⟧
Address: ⟦ADDRESS|Apt 5, 22 Capel Street, Dublin 1, D01 R2P9⟧
Direct debit IBAN: ⟦IBAN|$iban_ie1⟧    Monthly ⟦AMOUNT|€10⟧
备注：戴 ⟦MEDICAL|hearing aid⟧，叫号请大声一点 😂"""),

("registration_form", """⟪org_name|Asociación Cultural China de Madrid 马德里华人文化协会⟫ 舞狮队 inscripción
Nombre 姓名：⟦PERSON|Wang Hao⟧ ⟦PERSON|王浩⟧
NIE：⟦NATIONAL_ID|$nid_nie2⟧
Teléfono：⟦PHONE|+34 612 48 93 07⟧
IBAN（domiciliación 会费）：⟦IBAN|$iban_es1⟧
Cuota 会费：⟦AMOUNT|€25⟧/mes"""),
]
