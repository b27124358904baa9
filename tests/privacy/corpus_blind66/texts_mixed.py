# -*- coding: utf-8 -*-
"""blind66 mixed Chinese/English texts.  Each entry: (kind, marked_text); written by hand one at a time."""

TEXTS = []

# ---------------------------------------------------------------- part 1
TEXTS += [
("wechat_chat", """[微信] BritCham Shanghai - Events team
⟦PERSON|Emily Zhou⟧：@⟦PERSON|Tom⟧ 明天 networking night 的嘉宾名单 final 了吗？
⟦PERSON|Tom Hargreaves⟧：almost，还差 Mr. ⟦PERSON|Liang⟧ 的 confirmation
⟦PERSON|Emily Zhou⟧：我刚打给他助理 ⟦PERSON|Vivian⟧ 了，她说 ⟦PERSON|Liang⟧总 confirmed，手机 ⟦PHONE|139 1620 4488⟧，有事直接 call 她
⟦PERSON|Tom Hargreaves⟧：👍 venue 是 ⟪venue|The Middle House⟫ 3F，dress code smart casual，member ticket ⟪price|RMB 380⟫
"""),

("whatsapp_hk", """[WhatsApp] 空服員工會 strike fund 🙏
⟦PERSON|Kelvin Lau⟧: 各位 strike fund 已經 transfer 咗，大家 check 下
⟦PERSON|Kelvin Lau⟧: @⟦PERSON|Winnie⟧ 你嘅 ⟦AMOUNT|HK$1,500⟧ 入咗你 FPS ⟦PHONE|6218 7730⟧ 未呀？
⟦PERSON|Winnie⟧: 收到啦 thx！
⟦PERSON|Ah Fai⟧: 我未收到喎，我 FPS 係 ⟦PHONE|9371 0264⟧
⟦PERSON|Kelvin Lau⟧: sorry ⟦PERSON|Ah Fai⟧ 我打錯咗 number，而家 resend
⟦PERSON|Kelvin Lau⟧: 另外 union office 電話改咗做 ⟦PHONE|2781 4466⟧，聽日 ⟪meeting_time|7pm⟫ 喺 ⟪venue|旺角辦事處⟫ 開會
"""),

("telegram_sg", """SG Hawker Traders Assn 小贩公会 - Committee (Telegram)
⟦PERSON|Ah Seng⟧: guys the NEA renewal form need NRIC. I key in for Mdm ⟦PERSON|Ong Bee Leng⟧ already, but her son ⟦PERSON|Ong Jun Jie⟧ also helping at the stall so must add him
⟦PERSON|Ah Seng⟧: 他的 IC ⟦NATIONAL_ID|$nric2⟧, HP ⟦PHONE|8123 5590⟧
⟦PERSON|Serene Lim⟧: ok noted. 他 already paid association fee ⟦AMOUNT|S$120⟧ for two years
⟦PERSON|Serene Lim⟧: stall ⟪stall_no|#01-23⟫ at ⟪place_name|Tiong Bahru Market⟫ right?
⟦PERSON|Ah Seng⟧: ya correct 👍
"""),

("python_settings", """# slack_bot/settings.py —— 行业协会 member-support bot
SLACK_BOT_TOKEN = "⟦APIKEY|$xoxb1⟧"        # bot token，别泄露！！
SLACK_USER_TOKEN = "⟦APIKEY|$xoxp1⟧"       # ⟦PERSON|Jason⟧ 的 user token，临时用一下
SLACK_SIGNING_SECRET = "⟦SECRET|$slack_signing1⟧"
SLACK_APP_ID = "⟪app_id|A06QK3B8ZLM⟫"       # app id，公开的没关系
SLACK_CLIENT_ID = "⟪client_id|6183394012.6927741150368⟫"
DEFAULT_CHANNEL = "#member-support"
"""),

("bilingual_membership_form", """中国英国商会　Individual Membership Application 个人会员申请

Name 姓名: ⟦PERSON|Oliver Bennett⟧（中文名 ⟦PERSON|白奥利⟧）
Nationality 国籍: Irish
Passport No. 护照号: ⟦PASSPORT|$pp_ie1⟧
Date of Birth 出生日期: ⟦DATE_OF_BIRTH|1986-09-17⟧
Mobile 手机: ⟦PHONE|+86 186 2175 0932⟧
Email 邮箱: ⟦EMAIL|oliver.bennett@bennett-sourcing.cn⟧
Annual fee 年费: ⟪fee_tariff|RMB 4,800⟫
Payment 付款: Visa ⟦CARD|$card_visa4⟧　Exp 有效期 ⟪card_expiry|03/27⟫　CVV ⟦CVV|882⟧
Amount charged 扣款金额: ⟦AMOUNT|RMB 4,800.00⟧
"""),

("email_invitation", """Subject: 回复: Panel invitation - 绿色转型论坛

⟦PERSON|王教授⟧您好，

Thanks so much for agreeing to join the panel! 会议时间是 ⟪event_date|12月6日 9:30⟫，地点 ⟪venue|国贸大酒店 3F 宴会厅⟫。We'll cover your flight (economy) and one night hotel；讲课费 ⟦AMOUNT|RMB 5,000⟧（税前）会后两周内支付。银行卡信息请直接发给我们财务同事 ⟦PERSON|Cathy⟧（⟦EMAIL|cathy.liu@greentransition.org⟧），不要 reply all。

Best regards,
⟦PERSON|Daniel Koh⟧
Programme Manager | ⟪org_name|Asia Green Transition Institute⟫
T: ⟦PHONE|+86 10 8532 6617⟧ | M: ⟦PHONE|+65 9742 1180⟧
"""),

("whatsapp_my", """[WhatsApp] 雪隆中华总商会 Youth Section
⟦PERSON|Jason Tan⟧: guys 明天 CSR event 的 donation 记录：Dato' ⟦PERSON|Lim Kok Wah⟧ ⟦AMOUNT|RM 5,000⟧，⟦PERSON|Michelle Wong⟧ ⟦AMOUNT|RM800⟧，我自己 ⟦AMOUNT|RM500⟧
⟦PERSON|Michelle Wong⟧: 我的是 transfer 到 association 的 ⟪org_account|Maybank 5141-xxxx-2290⟫ 哦
⟦PERSON|Jason Tan⟧: ok noted. receipt 我 email 给你们，⟦PERSON|Michelle⟧ 你的 email 还是 ⟦EMAIL|michellewong88@gmail.com⟧ 吗?
⟦PERSON|Michelle Wong⟧: yup 👍 venue 是 ⟪venue|Wisma Chinese Chamber⟫ 对吧
"""),

("slack_tw", """#it-infra （台灣科技業工會 Taiwan Tech Workers Union）
⟦PERSON|ChihHao⟧: VPN server 換了，新的 public IP 是 ⟦IP_ADDRESS|61.219.36.114⟧，內網 gateway ⟦IP_ADDRESS|10.50.0.1⟧
⟦PERSON|ChihHao⟧: 共用帳號 ⟪shared_account|ttwu-admin⟫ 密碼 ⟦PASSWORD|Tt@wu2024!!⟧，拜託不要再貼到 LINE 群
⟦PERSON|Yiting⟧: 收到 🙏 會員系統的 DB 連線字串也要改嗎？ postgres://ttwu:⟦SECRET|pg-Taipei101-xx⟧@db.internal:5432/members
⟦PERSON|ChihHao⟧: 要，我晚點更新 wiki（⟪wiki_page|INFRA-12⟫）
"""),

("app_log_mixed", """2024-06-03T08:14:22+08:00 INFO  auth 登录成功 user=⟦PERSON|chenyu⟧ ip=⟦IP_ADDRESS|120.244.18.36⟧ token=⟦APIKEY|$jwt3⟧
2024-06-03T08:14:23+08:00 DEBUG session 创建 sid=⟦SECRET|$sess3⟧ ttl=⟪ttl|3600⟫
2024-06-03T08:15:40+08:00 ERROR db 连接失败 host=⟦IP_ADDRESS|10.3.2.7⟧ port=⟪port|3306⟫ err="Access denied for user 'app'@'⟦IP_ADDRESS|10.3.1.19⟧'"
2024-06-03T08:15:41+08:00 INFO  health 检查通过 build=⟪build_id|20240601.3⟫ commit=⟪commit_sha|b7e2c91f⟫
"""),

("dotenv_zh", """# ===== 商会活动报名系统 .env（staging）=====
# 注意：下面是 STS 临时凭证，12 小时过期
AWS_ACCESS_KEY_ID=⟦APIKEY|$aws_akid3⟧
AWS_SECRET_ACCESS_KEY=⟦SECRET|$aws_secret3⟧
AWS_REGION=⟪cloud_region|ap-east-1⟫
STRIPE_RESTRICTED_KEY=⟦APIKEY|$rk_live1⟧   # 只读 restricted key
WECOM_ALERT_HOOK=⟦SECRET|$hook_wecom2⟧
SMTP_PASSWORD=⟦PASSWORD|Mail@Chamber88⟧
# 有问题找 ⟦PERSON|Kevin Li⟧ ⟦PHONE|+852 6123 8870⟧
"""),

("contact_list_csv", """# AmCham China staff emergency contacts 员工紧急联系人（HR only）
Name/姓名,Pinyin,DOB/出生日期,ID No./身份证号,Mobile/手机,Dept/部门
⟦PERSON|邵雯⟧,⟦PERSON|SHAO Wen⟧,⟦DATE_OF_BIRTH|1994-02-22⟧,⟦IDCARD|$idcard21⟧,⟦PHONE|13761092284⟧,⟪dept|Policy⟫
⟦PERSON|孔令杰⟧,⟦PERSON|KONG Lingjie⟧,⟦DATE_OF_BIRTH|1982-07-09⟧,⟦IDCARD|$idcard22⟧,⟦PHONE|13801165530⟧,⟪dept|Membership⟫
"""),

("call_transcript_mixed", """[Call recording 转写] 工会 mutual aid hotline　⟪call_id|MA-0529-114⟫
坐席：您好，请问会员编号？
会员：⟪membership_no|GH-SZ-22781⟫，我叫⟦PERSON|陈丽丽⟧
坐席：⟦PERSON|陈女士⟧您好，请讲。
会员：我上个月做了 ⟦MEDICAL|MRI⟧，医生说是 ⟦MEDICAL|ACL tear⟧，要做 ⟦MEDICAL|arthroscopy⟧，自费部分大概 ⟦AMOUNT|RMB 18,000⟧，能报多少？
坐席：按 plan B 最高 ⟪benefit_cap|RMB 10,000⟫。请把 invoice 发到 ⟦EMAIL|claims@szftu-mutual.org.cn⟧。
会员：好的，我手机是 ⟦PHONE|one three eight, two six five one, zero nine four four⟧
"""),

("xiaohongshu_post", """📍上海｜这家 member-owned 小超市也太 chill 了吧
by ⟦PERSON|Momo的日常⟧

逛了 ⟪store_name|Fresh Co-op 静安店⟫，membership 一年 ⟪fee_tariff|99块⟫，有机菜真的便宜！店员 ⟦PERSON|Leo⟧ 超 nice，知道我 ⟦MEDICAL|lactose intolerant⟧ 还推荐了 oat milk 🥛 结账发现多扣了钱，后来 refund 了 ⟦AMOUNT|¥23.5⟧，服务满分～
#上海探店 #coop ⟪hashtag|#zerowaste⟫
"""),

("github_issue", """Issue ⟪issue_ref|#142⟫: 部署文档里泄露了 token？ (docs leak)
@⟦PERSON|liwei-dev⟧ opened this issue · 3 comments

在 `docs/deploy.md` 第 37 行有一个 fine-grained PAT：⟦APIKEY|$ghfg1⟧ ，看起来是真的 token，请尽快 revoke！

@⟦PERSON|mchen⟧ commented:
谢谢提醒 🙏 已经 revoke 了，commit ⟪commit_sha|5e8f0b2d9c71⟫ 删掉了。GitLab mirror 用的 ⟦APIKEY|$glpat1⟧ 也一起换了。

@⟦PERSON|liwei-dev⟧ commented:
👍 建议加个 pre-commit hook，比如 ⟪tool_version|gitleaks v8.18.2⟫
"""),

("minutes_hk", """香港英商會 Logistics Committee - Minutes 會議紀錄（⟪meeting_date|14 Mar 2024⟫）

Present 出席: ⟦PERSON|Ian Fletcher⟧ (Chair 主席), ⟦PERSON|Cheung Wai Man⟧ ⟦PERSON|張偉文⟧, ⟦PERSON|Priya Nair⟧
Apologies 缺席: ⟦PERSON|Raymond Yip⟧（因 ⟦MEDICAL|dengue fever⟧ 入院）

1. Port congestion update - ⟪place_name|Kwai Tsing⟫ 葵青碼頭 waiting time 回落至 1.5 日。
2. AOB: ⟦PERSON|Ian⟧ will circulate paper ⟪doc_ref|LC/2024/03⟫ before next meeting 下次會議前傳閱。
"""),

("registration_payment_page", """Green Finance Forum 2024 绿色金融论坛 - Registration 注册确认
Order 订单号: ⟪order_id|GFF-2024-0317⟫

Attendee 参会人: Ms. ⟦PERSON|Hu Xiaoqing⟧ ⟦PERSON|胡晓晴⟧
Billing address 账单地址: ⟦ADDRESS|Room 1502, Tower B, 88 Jianguo Road, Chaoyang District, Beijing 100022⟧
Registration fee 注册费 (individual): ⟪price|USD 450⟫　Early-bird 早鸟优惠: -⟪price|USD 50⟫
Card 卡号: ⟦CARD|$card_amex1⟧　CID 安全码: ⟦CVV|4417⟧
Total charged 实付: ⟦AMOUNT|USD 400.00⟧
"""),

("it_ticket_mixed", """【IT Ticket #⟪ticket_id|88412⟫】Outlook 收不到邮件 / can't receive email
Submitted by 提交人: ⟦PERSON|Grace Xu⟧（⟦PERSON|徐雅⟧）, Policy team
Email: ⟦EMAIL|grace.xu@eucham-sz.org⟧

Desc: 从昨天开始 Outlook 一直提示 password 错误，我改过一次密码，新密码是 ⟦PASSWORD|Shenzhen#2024⟧，不知道是不是 sync 的问题？

Resolution (⟦PERSON|Ah Kit⟧): 已重置 MFA，请勿在 ticket 里写密码！电脑 IP ⟦IP_ADDRESS|192.168.8.41⟧ 已加入 whitelist。
"""),

("wechat_volunteers", """[WeChat] Gorton branch 华人义工群
⟦PERSON|王珍妮⟧：周六 canvassing 在 ⟪place_name|Longsight⟫，10am meet at the branch office
⟦PERSON|Ben Shaw⟧：thanks all! office door code 是 ⟦PASSWORD|1 9 4 5⟧，leaflets 在 back room
⟦PERSON|小林⟧：我可以 drive，车能坐4个人，电话 ⟦PHONE|07412 559 083⟧
⟦PERSON|王珍妮⟧：⟦PERSON|小林⟧你太好了！ward map 我发你邮箱 ⟦EMAIL|lin.xiao.uk@gmail.com⟧ 哈
"""),

("release_notes", """会员 App ⟪version|v5.3.0⟫ 更新日志 / Release Notes
- 新增 Dark mode 深色模式
- 修复 Android 14 上推送失败的问题 (issue ⟪issue_ref|#2231⟫)
- API base URL 迁移到 ⟪example_url|https://api.example.org/v2⟫
- 测试服务器 ⟪doc_ip|198.51.100.14⟫ 下线，请改用 staging
- 文档里的支付示例 key 是 Stripe 官方的 ⟪example_key|sk_test_4eC39HqLyjWDarjtT1zdp7dc⟫，不是真 key
- Build ⟪build_no|1187⟫, min iOS ⟪software_version|15.0⟫
"""),
]

# ---------------------------------------------------------------- part 2
TEXTS += [
("sms_hk", """【飲食業職工會】Dear ⟦PERSON|CHAN Siu Ming⟧ ⟦PERSON|陳小明⟧會員，你嘅 membership 將於 ⟪expiry_date|31/12/2024⟫ 到期，續會費 ⟪fee_tariff|HK$150⟫，可於辦事處或 FPS 繳交。查詢 ⟦PHONE|2385 6622⟧。Reply STOP 取消訂閱"""),

("linkedin_dm_mixed", """Hi ⟦PERSON|Vivian⟧，我是 ⟦PERSON|Derek Huang⟧，from ⟪org_name|UK-China Business Forum⟫ Shenzhen office。看到你在 ⟪org_name|Policy Lab⟫ 的 profile，我们有个 Policy Analyst 的 role，JD 在附件（⟪file_name|JD_PolicyAnalyst_v2.pdf⟫）。有兴趣的话 add 我微信 ⟦PERSON|derekhuang_sz⟧ 或者直接 call ⟦PHONE|+86 135 1090 4417⟧，email 也行：⟦EMAIL|derek.huang@ukcbf.org.cn⟧ 😊"""),

("complaint_email_hk", """To: ⟦EMAIL|service@hkcoop-market.hk⟧
Subject: 送錯地址 wrong delivery - order ⟪order_id|#A20241108-771⟫

Dear team,

我係會員 ⟦PERSON|Mandy Leung⟧（member no. ⟪member_no|HKC-10294⟫）。上星期五嘅 online order 送錯地址，應該送去 ⟦ADDRESS|Flat 12B, Block 3, Kornhill, 2 Hong Shing Street, Quarry Bay⟧，但係送咗去隔離座。入面有我阿媽嘅 ⟦MEDICAL|insulin pen⟧，好急！請盡快 resend 或者 refund ⟦AMOUNT|HK$386.40⟧。

Call me: ⟦PHONE|+852 9456 1120⟧
Thanks,
⟦PERSON|Mandy⟧
"""),

("wechat_key_paste", """⟦PERSON|赵磊⟧：证书私钥在这，你先 deploy 一下 staging，用完删掉😅
⟦SECRET|$pem_rsa1⟧
⟦PERSON|Alex⟧：兄弟你直接在群里发 private key？？ 我 ssh 到 ⟦IP_ADDRESS|43.139.27.88⟧ 自己拿就行
⟦PERSON|赵磊⟧：🙈 马上 revoke，重新签一个。cert 过期时间 ⟪cert_expiry|2025-03-31⟫，域名 ⟪domain|portal.chamber-member.cn⟫
"""),

("security_alert_mixed", """[nginx] 异常访问告警 Security alert
时间: ⟪timestamp|2024-10-21 03:22:10⟫
来源 IP: ⟦IP_ADDRESS|240e:3b7:3272:d8d0:8c4e:1f2a:b3d9:6017⟧ (China Telecom IPv6)
目标: /admin/login　次数: ⟪count|312⟫
另一个来源: ⟦IP_ADDRESS|106.75.220.4⟧　UA: ⟪user_agent|sqlmap/1.7.2#stable⟫
upstream ⟦IP_ADDRESS|10.10.1.20⟧:8080 返回 ⟪http_status|502⟫
On-call 值班: ⟦PERSON|孟浩⟧ ⟦PHONE|187 1099 3321⟧
"""),

("bilingual_contract", """EMPLOYMENT CONTRACT 劳动合同（excerpt 节选）

Employer 甲方: ⟪org_name|British Chamber of Commerce in China⟫
Employee 乙方: ⟦PERSON|唐瑞⟧ (⟦PERSON|Tang Rui⟧)
ID No. 身份证号: ⟦IDCARD|$idcard23⟧
Address 住址: ⟦ADDRESS|北京市东城区东直门南大街3号国华投资大厦1208，100007⟧
Monthly salary 月薪: ⟦AMOUNT|RMB 22,000⟧ (pre-tax 税前)
Salary account 工资卡: ⟦CARD|$card_up8⟧
Contract term 合同期限: ⟪contract_term|2024-09-01 to 2026-08-31⟫
"""),

("wechat_students_uk", """[WeChat] 留学生打工维权群
⟦PERSON|张雨琪⟧：我今天去 join 了 ⟪org_name|Hospitality Workers Union⟫，表格要填 NI number ⟦NATIONAL_ID|$nino4⟧ 和 passport ⟦PASSPORT|$pp_cn4⟧
⟦PERSON|张雨琪⟧：地址我填的是 ⟦ADDRESS|Flat 9, 41 Oxford Road, Manchester M13 9PL⟧
⟦PERSON|阿杰⟧：老板还欠你多少 wage？
⟦PERSON|张雨琪⟧：⟦AMOUNT|£640⟧，三周的。rep 说可以走 ⟪procedure|ACAS early conciliation⟫
"""),

("email_background_check", """Subject: Re: 志愿者 background check

Hi ⟦PERSON|Kevin⟧,

Background check 需要以下信息 for the ⟪org_name|Chinatown Tenants Campaign⟫ volunteer program:

Full name: ⟦PERSON|Wu Mei-Ling⟧ ⟦PERSON|吴美玲⟧
SSN: ⟦SSN|$ssn9⟧
DOB 生日: ⟦DATE_OF_BIRTH|05/16/1972⟧
Address 地址: ⟦ADDRESS|48 Mott St Apt 3F, New York, NY 10013⟧

谢谢！
⟦PERSON|美玲⟧
"""),

("payroll_onboarding_ca", """溫哥華華人 Food Co-op - Payroll onboarding 表
Name 姓名: ⟦PERSON|Ivy Chan⟧ ⟦PERSON|陳凱琳⟧
SIN 社會保險號: ⟦NATIONAL_ID|$sin2⟧
Hourly wage 時薪: ⟦AMOUNT|CAD 19.50⟧
Direct deposit: transit ⟪transit_no|00120⟫ / institution ⟪institution_no|004⟫ / account ⟪masked_account|*****8812⟫
Phone 電話: ⟦PHONE|604-873-2219⟧
"""),

("dingtalk_bot_py", """# -*- coding: utf-8 -*-
# 钉钉群机器人 - daily membership report for 商会 dashboard
# maintainer: ⟦PERSON|周子昂⟧ (⟦PERSON|Alan⟧)
import json, requests

WEBHOOK = "⟦SECRET|$hook_ding2⟧"
KEYWORD = "日报"   # 没开加签，用关键词校验

def send(text):
    r = requests.post(WEBHOOK, json={"msgtype": "text", "text": {"content": KEYWORD + text}}, timeout=⟪timeout|5⟫)
    return r.json()
"""),

("feishu_doc_table", """【飞书文档】第三方服务账号 (internal only!!) — 行业协会 digital team

| Service | Key | Owner | 备注 |
|---|---|---|---|
| PyPI (internal pkg) | ⟦APIKEY|$pypi1⟧ | ⟦PERSON|何俊⟧ | 发包用 |
| Stripe (old account) | ⟦APIKEY|$sk_live2⟧ | ⟦PERSON|Nina⟧ | 说是停用了但还能调 |
| Stripe account id | ⟪account_id|acct_1OqX7bLkdIwHu7ix⟫ | — | 不敏感 |
| Slack bot (staging) | ⟦APIKEY|$xoxb2⟧ | ⟦PERSON|何俊⟧ | |
"""),

("voice_message_mixed", """【语音转文字】喂 ⟦PERSON|Sandy⟧ 啊，我係 ⟦PERSON|周敏⟧，我個 email 係 ⟦EMAIL|zhoumin.hk@gmail.com⟧，電話 ⟦PHONE|nine four five six, seven seven one two⟧。我個 member fee ⟦AMOUNT|三百蚊⟧ 已經 transfer 咗俾 ⟪org_name|職工盟⟫ 戶口，你 check 下啦，唔該～"""),

("java_stacktrace", """2024-05-09 10:15:33.201 ERROR 1 --- [nio-8080-exec-3] c.t.member.service.MemberService : 会员同步失败 memberId=⟪member_id|77120⟫ email=⟦EMAIL|yangjie@zjtea.org.cn⟧
org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection; nested exception is java.sql.SQLException: Access denied for user 'tea_admin'@'⟦IP_ADDRESS|10.8.3.44⟧' (using password: YES)
    at org.springframework.jdbc.datasource.DataSourceUtils.getConnection(DataSourceUtils.java:84)
    at com.zjtea.member.service.MemberService.sync(MemberService.java:212)
Caused by: 配置 url=jdbc:mysql://⟦IP_ADDRESS|10.8.3.10⟧:3306/tea?user=tea_admin&password=⟦SECRET|Cha@Longjing2023⟧
    ... 41 common frames omitted (spring-boot ⟪software_version|2.7.18⟫)
"""),

("email_hardship_hk", """Dear Ms ⟦PERSON|Tsang⟧（⟦PERSON|曾小姐⟧）,

Your application to the ⟪fund_name|Hardship Relief Fund⟫ 困難援助基金 has been approved. A cheque of ⟦AMOUNT|HK$5,000⟧ will be mailed to ⟦ADDRESS|Room 1607, 16/F, Wah Fai House, Tin Wah Estate, Tin Shui Wai, N.T.⟧ within 7 working days. 我哋紀錄上嘅身份證號碼係 ⟦NATIONAL_ID|$hkid3⟧，如有錯漏請通知。

Enquiries 查詢: Mr ⟦PERSON|Lo⟧, ⟦PHONE|2770 3118⟧

⟪org_name|Hong Kong Catering Industry Employees Union⟫
"""),

("forum_post_mixed", """【求助】外卖 rider 被 deactivate 了，union 能帮吗？
posted by u/⟦PERSON|bubble_tea_rider⟧ · ⟪post_time|3h ago⟫

我在 Leeds 送外卖两年，上周突然被 deactivate，说我 "fraudulent activity"。⟪org_name|the couriers' branch⟫ 的 rep ⟦PERSON|Marco⟧ 说可以 appeal。我的 rider ID ⟪rider_id|RID-448120⟫，还有 ⟦AMOUNT|£312.60⟧ earning 没结。有人经历过吗？

reply · u/⟦PERSON|xiaoyu_leeds⟧
加 rep 的 WhatsApp ⟦PHONE|07873 220 415⟧，我上次就是 ⟦PERSON|Marco⟧ 搞定的
"""),

("twofa_setup_mixed", """【账号安全】Two-factor authentication 双重验证设置 — ⟪org_name|中国欧盟商会⟫ member portal
账号 Account: ⟦EMAIL|f.rossi@eurochamber-cd.org⟧（⟦PERSON|Francesca Rossi⟧）
Secret key 密钥（手动输入）: ⟦SECRET|$totp4⟧
Backup codes 备用码（每个只能用一次）: ⟦SECRET|$rc9⟧　⟦SECRET|$rc10⟧
Device 设备: ⟪device_model|Pixel 8⟫, ⟪app_version|Google Authenticator 7.0⟫
"""),

("webhook_handler_config", """# 商会活动报名 - payment webhook handler config
STRIPE_WEBHOOK_SECRET = "⟦SECRET|$whsec2⟧"
JWT_SIGNING_KEY = "⟦SECRET|$sign1⟧"    # 签发报名确认链接用

# sample payload 样例（测试环境抓的）
{"type": "payment_intent.succeeded", "id": "⟪event_id|evt_3PbQx9LkdIwHu7ix1nT8aQ2c⟫",
 "data": {"amount": 88000, "currency": "cny",
   "metadata": {"报名人": "⟦PERSON|季晓明⟧", "手机": "⟦PHONE|13917720315⟧", "备注": "VIP 席位 ⟦AMOUNT|¥880⟧"}}}
"""),

("guest_register", """北京日本商会 × 韩国商会 联合 networking night — 外宾入场登记 Guest list (venue security)

| Name 姓名 | Nationality | Passport 护照 | Phone 联系电话 |
|---|---|---|---|
| ⟦PERSON|Sato Haruki⟧ ⟦PERSON|佐藤春树⟧ | Japan | ⟦PASSPORT|$pp_jp1⟧ | ⟦PHONE|+86 139 1198 6620⟧ |
| ⟦PERSON|Kim Min-jun⟧ ⟦PERSON|김민준⟧ | Korea | ⟦PASSPORT|$pp_kr1⟧ | ⟦PHONE|+82 10-4471-2290⟧ |
| ⟦PERSON|Anna Keller⟧ | Germany | ⟦PASSPORT|$pp_de1⟧ | — |

Venue 场地: ⟪venue|Kerry Hotel 3F⟫　Table plan: ⟪file_name|seating_v4.xlsx⟫
"""),
]
