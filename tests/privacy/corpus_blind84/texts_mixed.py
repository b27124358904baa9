# -*- coding: utf-8 -*-
"""Hand-written mixed texts for blind84. Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name from values.VALUES."""

TEXTS = []

# ---------------------------------------------------------------- mixed, part 1
TEXTS += [
("slack_mixed_laundry_startup", r"""#eng-backend
⟦PERSON|jason.zhou⟧ 11:02 AM
@⟦PERSON|meiling⟧ 刚才 CI 挂了，好像是 GitHub token 过期，我先用我自己的 ⟦APIKEY|$ak_gh2⟧ 顶一下
⟦PERSON|meiling⟧ 11:04 AM
不要贴在 channel 里啊😅 revoke 掉，用 org 的 deploy key
⟦PERSON|jason.zhou⟧ 11:05 AM
ok ok 已经 revoke。另外 staging 的 IP 换成 ⟦IP_ADDRESS|47.242.18.90⟧ 了，old one ⟦IP_ADDRESS|8.218.77.14⟧ 下周释放
⟦PERSON|meiling⟧ 11:06 AM
👍 顺便把 ⟪jira_ticket|LAUN-482⟫ close 掉，release ⟪version|v0.9.3⟫ 今晚发"""),

("whatsapp_hk_carwash_cantonese", r"""[15:31] ⟦PERSON|Kelvin Cheung⟧: 喂 ⟦PERSON|Ah Sing⟧, 我架 Tesla 聽日可唔可以做 full detail? 
[15:33] ⟦PERSON|Ah Sing⟧: 得呀 ⟦PERSON|Kelvin⟧ 哥, 10am ok? 全套 ⟪price|HK$1,680⟫ 包 interior + wax
[15:33] ⟦PERSON|Kelvin Cheung⟧: ok. 上次你哋話要登記身份證做會員, ⟦NATIONAL_ID|$hkid2⟧
[15:34] ⟦PERSON|Ah Sing⟧: 收到 👍 電話仲係 ⟦PHONE|9633 1875⟧?
[15:35] ⟦PERSON|Kelvin Cheung⟧: 係. 我 transfer 咗 deposit ⟦AMOUNT|HK$500⟧ via FPS, ref ⟪fps_reference|FRN20240613HK0047812⟫
[15:36] ⟦PERSON|Ah Sing⟧: 收到, 地址 ⟪org_address|觀塘 apm B2 停車場⟫ 見"""),

("email_sg_courier_onboarding", r"""Subject: 入职资料 / Onboarding documents – ⟦PERSON|Tan Wei Ming⟧

Hi ⟦PERSON|Hui Min⟧,

附件是我的资料 as requested:
- Full name: ⟦PERSON|Tan Wei Ming⟧ (陈伟明)
- NRIC: ⟦NATIONAL_ID|$nric1⟧
- DOB: ⟦DATE_OF_BIRTH|14-Feb-1996⟧
- Address: ⟦ADDRESS|Blk 221 Tampines St 23, #05-118, Singapore 520221⟧
- HP: ⟦PHONE|+65 9128 4406⟧
- Bank: DBS ⟪masked_account|***-*-**1187⟫ (will send full no. via the HR portal)

我有 ⟦MEDICAL|G6PD deficiency⟧, 不知道需不需要 declare, just in case.
可以 start on ⟪start_date|1 July⟫. Thanks!

⟦PERSON|Wei Ming⟧"""),

("line_chat_tw_umbrella", r"""[LINE] ⟪org_name|阿財修傘⟫
⟦PERSON|Jenny Lin⟧：老闆～我的 Totes 自動傘按鈕壞了，還能修嗎？
⟪org_name|阿財修傘⟫：可以喔，自動傘換彈簧 ⟪price|NT$250⟫，拿來店裡就好
⟦PERSON|Jenny Lin⟧：OK 我明天下班拿過去。會員登記要身分證嗎？⟦NATIONAL_ID|$twid3⟧
⟪org_name|阿財修傘⟫：不用啦哈哈，留手機就好
⟦PERSON|Jenny Lin⟧：⟦PHONE|0988-215-437⟧，thx!"""),

("yaml_mixed_comments_courier", r"""# 快跑 courier – payments config（⟦PERSON|meiling⟧ 维护，改之前先问）
stripe:
  secret_key: ⟦APIKEY|$ak_stripe3⟧        # live key!! 不要 commit
  restricted_key: ⟦APIKEY|$ak_rk1⟧     # 只读，给 BI 用
  publishable_key: ⟪publishable_key|pk_live_51KqPubKeyForCheckoutOnly9xYz⟫
alerts:
  slack_webhook: ⟦SECRET|$hook_slack2⟧
  on_call: ⟦PHONE|+852 6120 9937⟧   # ⟦PERSON|Jason⟧ 的手机
limits:
  max_refund: ⟪config_limit|HKD 2000⟫
  currency: ⟪currency_code|HKD⟫"""),

("interpreter_vancouver_mandarin", r"""Booking – Mandarin + ASL relay (⟪org_name|Pacific Signs Interpreting⟫, Vancouver)
Client: ⟦PERSON|Zhang Lihua⟧ 张丽华
SIN (for WorkSafeBC claim): ⟦NATIONAL_ID|$sin2⟧
Passport: ⟦PASSPORT|$pp_ca1⟧
Phone: ⟦PHONE|604-771-2085⟧（女儿接）
Appointment: WorkSafeBC hearing, ⟪appointment_time|June 25, 1:30pm⟫
Background: ⟦MEDICAL|work-related hearing loss⟧ + ⟦MEDICAL|tinnitus⟧ from the laundry plant, 客户会用中文书写 + some ASL
Interpreter: ⟦PERSON|Grace Lau⟧ (Mandarin), ⟦PERSON|Devon Whitehorse⟧ (ASL)"""),

("tool_hire_shenzhen_hk_customer", r"""【租赁登记 Rental record】深圳福田店
Customer 客户: ⟦PERSON|Wong Ka Ho⟧ 黄家豪
ID: HKSAR passport ⟦PASSPORT|$pp_hk1⟧
Mobile: ⟦PHONE|+852 5317 2264⟧ / 内地 ⟦PHONE|134 1820 6637⟧
Item: ⟪product_code|Makita HR2630⟫ 电锤 ×1, 脚手架 ×2
Deposit 押金: ⟦AMOUNT|¥2,000⟧ (WeChat Pay)  Rent 租金: ⟦AMOUNT|¥360⟧
Return by ⟪return_date|6/20⟫. Staff: ⟦PERSON|小潘⟧"""),

("knife_sale_japanese_tourist", r"""上海 ⟪org_name|刃匠⟫ knife shop – sale record
Customer: ⟦PERSON|Sato Kenji⟧ 佐藤健二
Passport: ⟦PASSPORT|$pp_jp1⟧ (tax refund 退税 form ⟪tax_refund_form_no|TRF-SH-0613-004⟫)
Item: ⟪product_code|Sakai Takayuki 240mm gyuto⟫ + sharpening 开刃
Paid: ⟦AMOUNT|¥3,280⟧ by JCB ⟦CARD|$card_jcb1⟧
Hotel for delivery: ⟪org_address|Peninsula Shanghai, 32 Zhongshan Dong Yi Rd⟫ room ⟪room_number|1812⟫
Sold by ⟦PERSON|Leo⟧"""),

("csv_sg_riders_mixed", r"""rider_id,name,name_zh,nric,mobile,zone,bike
⟪rider_id|SG-R-0412⟫,⟦PERSON|Lim Jia Hui⟧,⟦PERSON|林佳慧⟧,⟦NATIONAL_ID|$nric2⟧,⟦PHONE|+65 8822 1940⟧,⟪zone_code|CBD⟫,⟪fleet_id|EB-17⟫
⟪rider_id|SG-R-0413⟫,⟦PERSON|Muhammad Faiz⟧,,⟦NATIONAL_ID|$nric3⟧,⟦PHONE|+65 9034 7716⟧,⟪zone_code|Jurong⟫,EB-22"""),

("android_crash_log_mixed", r"""06-13 20:14:55.210 E/⟪log_tag|WashDashApi⟫( 8812): 登录失败 login failed for ⟦EMAIL|xiaoyu.chen.uk@gmail.com⟧ from ⟦IP_ADDRESS|2a01:4b00:8e3c:7200:1d4e:9b2a:6f01:c3d8⟧
06-13 20:14:55.211 D/⟪log_tag|OkHttp⟫( 8812): Cookie: sessionid=⟦SECRET|$cookie2⟧; lang=zh-CN
06-13 20:14:55.214 W/System.err( 8812): java.net.UnknownHostException: ⟪hostname|api-staging.washdash.co.uk⟫
06-13 20:14:55.230 I/⟪log_tag|ActivityManager⟫( 1203): Process ⟪package_name|uk.co.washdash.app⟫ (pid 8812) has died"""),

("wechat_eu_iban_umbrella_purchase", r"""【微信】
⟦PERSON|Anna Müller⟧：Hallo ⟦PERSON|葛师傅⟧, I saw your 油纸伞 on Instagram, can you ship to Germany?
⟦PERSON|修伞老葛⟧：可以 can，一把 ⟪price|€65⟫ 含运费
⟦PERSON|Anna Müller⟧：我可以 SEPA 转账吗？Or you send me your account?
⟦PERSON|修伞老葛⟧：我没有欧洲账户，我女儿在柏林，你转她：⟦PERSON|Ge Xiaowen⟧, ⟦IBAN|$iban_de3⟧
⟦PERSON|Anna Müller⟧：Done, ⟦AMOUNT|€130⟧ for two. Address: ⟦ADDRESS|Schillerstraße 22, 10625 Berlin⟧"""),

("whatsapp_us_laundromat_accountant", r"""[9:12 AM] ⟦PERSON|Linda Wu⟧: Hi Mr ⟦PERSON|Feldman⟧, 我们新请的 attendant 要报 W-4，资料如下
[9:13 AM] ⟦PERSON|Linda Wu⟧: ⟦PERSON|Huang Guoqiang⟧ 黄国强, SSN ⟦SSN|$ssn11⟧, start 6/3, ⟪pay_rate|$16.50/hr⟫
[9:20 AM] ⟦PERSON|Feldman⟧ CPA: Got it. Also ⟦PERSON|Linda⟧, Q2 estimated tax for you personally is ⟦AMOUNT|$4,200⟧, due 6/17.
[9:21 AM] ⟦PERSON|Linda Wu⟧: 好的 ok, 我下午 pay. 店里 quarterly revenue ⟪org_total|$86,400⟫ 我 email 给你"""),

("k8s_secret_mixed_comments", r"""apiVersion: v1
kind: Secret
metadata:
  name: ⟪k8s_resource_name|signlink-bot⟫   # 手语预约 bot
  namespace: ⟪k8s_namespace|prod⟫
stringData:
  SLACK_BOT_TOKEN: ⟦APIKEY|$ak_slack2⟧          # 发预约通知
  OPENAI_API_KEY: ⟦APIKEY|$ak_openai2⟧          # 自动摘要 booking notes
  BOOKING_DB_PASSWORD: ⟦PASSWORD|Sl!nk_db_0613⟧
  # TODO ⟦PERSON|wang.tao⟧: 迁到 Vault，ticket ⟪jira_ticket|OPS-77⟫"""),
]

# ---------------------------------------------------------------- mixed, part 2
TEXTS += [
("ticket_mixed_totp_leak", r"""Ticket ⟪ticket_id|HB-CN-0419⟫ | 顺达租赁 × HireBase 合作后台
From: ⟦PERSON|潘小磊⟧ <⟦EMAIL|pan.xiaolei@shunda-zl.com⟧>
你好 support team, 我们换了手机, authenticator 里的 2FA 没了。之前截图的 setup key 是 ⟦SECRET|$totp3⟧, 能不能帮我 reset？
Login IP 一般是 ⟦IP_ADDRESS|115.236.91.42⟧ (杭州办公室)。
---
Reply (⟦PERSON|Saoirse⟧): Hi, for security we've disabled that key since it was shared by email. Please use the reset link (valid ⟪token_ttl|30 min⟫). 请不要再发 setup key 😊"""),

("amsterdam_courier_student", r"""Hi ⟦PERSON|Sanne⟧! 这是我的 onboarding info for the Amsterdam hub:
Naam: ⟦PERSON|Chen Xiaoyu⟧ (陈晓雨)
Geboortedatum / 出生日期: ⟦DATE_OF_BIRTH|21-09-2000⟧
BSN: ⟦NATIONAL_ID|$bsn2⟧
IBAN: ⟦IBAN|$iban_nl2⟧
Tel: ⟦PHONE|+31 6 4127 9083⟧
Adres: ⟦ADDRESS|Kinkerstraat 118-2, 1053 ED Amsterdam⟧
我周末都可以 ride, 但是周三有课。Bike size ⟪frame_size|M (54cm)⟫ pls 🙏"""),

("instagram_dm_hk_bag_repair", r"""Instagram DM @⟪org_account|leatherdoctor.hk⟫
⟦PERSON|chloe.tsang_⟧: Hi 想問 Hermès Evelyne 條 strap 甩線可唔可以整？
leatherdoctor.hk: 可以 ✅ 手縫 ⟪quote_price|HK$450⟫，大概一星期
⟦PERSON|chloe.tsang_⟧: ok 我 send 去你度，⟦PERSON|Chloe Tsang⟧，⟦PHONE|6288 4017⟧
⟦PERSON|chloe.tsang_⟧: 整好 deliver 去 ⟦ADDRESS|香港島太古城海景花園 12座 21樓 F室⟧ 得唔得？
leatherdoctor.hk: 得，SF 到付。Payme 已收 ⟦AMOUNT|HK$450.00⟧ 👍"""),

("dubai_carwash_staff_sheet", r"""Gulf Shine Car Wash – staff docs 员工资料 (Al Quoz branch)
| Name | Role | Aadhaar | Phone | Salary |
|---|---|---|---|---|
| ⟦PERSON|Suresh Pillai⟧ | supervisor 主管 | ⟦NATIONAL_ID|$aadhaar2⟧ | ⟦PHONE|+971 55 318 2274⟧ | ⟦AMOUNT|AED 3,800⟧ |
| ⟦PERSON|Manoj Kumar⟧ | washer | ⟦NATIONAL_ID|$aadhaar3⟧ | ⟦PHONE|+971 52 604 1187⟧ | ⟦AMOUNT|AED 2,200⟧ |
Owner note (Mr ⟦PERSON|Lu⟧ ⟦PERSON|陆老板⟧): visa renew ⟪deadline|before 7/31⟫, 价格表 ⟪price|AED 35 exterior⟫ 不变"""),

("polish_rider_shanghai", r"""新骑手 New rider – ⟪org_name|快跑 Shanghai⟫
Name: ⟦PERSON|Zofia Kamińska⟧
PESEL (Polish ID): ⟦NATIONAL_ID|$pesel2⟧
DOB 生日: ⟦DATE_OF_BIRTH|2002-03-08⟧
微信/手机: ⟦PHONE|+86 156 1872 0349⟧
学校: exchange student @ ⟪school_name|Fudan⟫
Emergency: ⟦PERSON|Piotr Kamiński⟧ ⟦PHONE|+48 601 337 842⟧
备注: 只接 ⟪place_name|徐汇⟫ 区的单"""),

("key_cutting_spanish_customer", r"""[配钥匙店 收据 / Receipt] ⟪receipt_no|No. 0617-22⟫
Customer: ⟦PERSON|Javier Ortega Ruiz⟧
DNI: ⟦NATIONAL_ID|$dni2⟧ (登记用 for security key 防盗钥匙)
Tel: ⟦PHONE|+34 655 218 904⟧ / ⟦PHONE|130 4187 2256⟧
Item: ⟪key_blank|Mul-T-Lock 7x7⟫ ×2，需要 card 原卡
Paid 已付: ⟦AMOUNT|¥240⟧  师傅: ⟦PERSON|老周⟧"""),

("london_carwash_student_workers", r"""London hand car wash – 兼职名单 part-time list (⟪org_name|Sparkle Hand Car Wash⟫, Wembley)
1. ⟦PERSON|Li Hao⟧ 李浩 — NI ⟦NATIONAL_ID|$nino2⟧ — 周六日 — ⟦PHONE|07459 661 203⟧
2. ⟦PERSON|Zhou Yiran⟧ 周怡然 — NI ⟦NATIONAL_ID|$nino3⟧ — 周日 — ⟦PHONE|07938 004 512⟧
Rate ⟪pay_rate|£11.44/h⟫ (NLW)。⟦PERSON|Li Hao⟧ 上周 tips 还欠他 ⟦AMOUNT|£36⟧，记得 cash 给他"""),

("git_commit_mixed_sendgrid", r"""commit ⟪commit_sha|c4e7a1b09f2d3e5a6b8c7d0e1f2a3b4c5d6e7f80⟫
Author: ⟦PERSON|wang.tao⟧ <⟦EMAIL|wang.tao@signlink.io⟧>
Date:   ⟪commit_date|Thu Jun 13 22:41:09 2024 +0800⟫

    fix: 预约确认邮件发不出去 (email confirmations failing)

    临时把 key 写死了 hardcode for now, 明天改回 env
    SENDGRID_KEY=⟦APIKEY|$ak_sg2⟧
    Refs: ⟪jira_ticket|SL-219⟫"""),

("interview_minutes_mixed", r"""面试记录 Interview notes – 手语翻译 Sign language interpreter (Shenzhen office)
Candidate: ⟦PERSON|Rachel Ho⟧ 何瑞秋
Interviewers: ⟦PERSON|Jason Zhou⟧, ⟦PERSON|何静⟧
- CSL + HKSL both fluent，有 court interpreting 经验
- Current salary 目前: ⟦AMOUNT|HK$28,000⟧/month；expects ⟦AMOUNT|¥26,000⟧
- 她提到 ⟦MEDICAL|carpal tunnel⟧ last year, now fine, 但长时间 session 需要 breaks
Decision: 二面 with ⟦PERSON|林主任⟧ on ⟪interview_date|6/20⟫"""),

("shopify_app_config_mixed", r"""# 磨刀石网店 Shopify app – config.toml
[shopify]
shop = "⟪shop_domain|modao-stones.myshopify.com⟫"
admin_api_token = "⟦APIKEY|$ak_shopify1⟧"   # 别外传
api_version = "⟪api_version|2024-04⟫"

[twilio]  # 发货短信 shipping SMS
api_key_sid = "⟦APIKEY|$ak_twilio2⟧"
api_key_secret = "⟦SECRET|$sk_twilio2⟧"
from = "⟦PHONE|+1 415 862 0077⟧"
account_sid_note = "⟪account_sid_placeholder|ACxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx⟫\""""),

("telegram_bot_dispatch_mixed", r"""# dispatch_bot.py  骑手派单 Telegram bot
BOT_TOKEN = "⟦APIKEY|$ak_tg2⟧"          # prod
BOT_TOKEN_TEST = "⟦APIKEY|$ak_tg3⟧"     # 测试群
ADMIN_CHAT_ID = ⟪chat_id|-1002011873345⟫
# 有问题 ping @⟦PERSON|marta_kruk⟧ 或 ⟦PERSON|杨帆⟧
POLL_INTERVAL = ⟪poll_interval|2.5⟫"""),

("invoice_swiss_interpreter_bilingual", r"""RECHNUNG / INVOICE / 发票　Nr. ⟪invoice_no|2024-031⟫
Conference interpreting (Chinese Sign Language ↔ International Sign), ⟪event_name|WFD Regional Forum, Geneva⟫
Interpreter: ⟦PERSON|Mei Schneider-Liu⟧ 刘美
⟦ADDRESS|Rue de Carouge 48, 1205 Genève⟧
2 days × ⟪day_rate|CHF 1,100⟫ = ⟦AMOUNT|CHF 2,200⟧；travel ⟦AMOUNT|CHF 186.40⟧
Total due 应付: ⟦AMOUNT|CHF 2,386.40⟧
IBAN: ⟦IBAN|$iban_ch1⟧
Contact: ⟦EMAIL|mei.schneiderliu@bluewin.ch⟧ · ⟦PHONE|+41 79 518 22 64⟧"""),

("gitlab_ci_mixed", r"""# .gitlab-ci.yml  (洗车预约 booking service)
variables:
  DOCKER_IMAGE: "registry.gitlab.com/⟪org_account|chezhimei⟫/booking:⟪docker_tag|1.8.2⟫"
  # ⚠️ ⟦PERSON|zhangjunhao⟧ 临时加的，上线前删除
  GITLAB_TOKEN: "⟦APIKEY|$ak_glpat2⟧"
  GH_MIRROR_TOKEN: "⟦APIKEY|$ak_ghfg1⟧"
deploy:
  script:
    - ssh deploy@⟦IP_ADDRESS|47.98.213.66⟧ "cd /srv/booking && ./deploy.sh"
  only: [⟪git_branch|main⟫]"""),
]

# ---------------------------------------------------------------- mixed, part 3
TEXTS += [
("wechat_devops_aws_keys_mixed", r"""【微信群：WashDash UK 技术】
⟦PERSON|Eric Tang⟧：@⟦PERSON|Sunny⟧ 你那个 S3 upload 用的是哪个 IAM user？我这边 403
⟦PERSON|Sunny⟧：用这个吧，先别 commit：
AWS_ACCESS_KEY_ID=⟦APIKEY|$ak_aws5⟧
AWS_SECRET_ACCESS_KEY=⟦SECRET|$sk_aws5⟧
⟦PERSON|Eric Tang⟧：works 了 thx。告警 webhook 也发我下
⟦PERSON|Sunny⟧：⟦SECRET|$hook_slack3⟧ ，bucket 是 ⟪bucket_name|washdash-pod-eu⟫，region ⟪aws_region|eu-west-2⟫"""),

("markdown_runbook_aliyun_mixed", r"""## 洗衣坊 Ops Runbook（内部 internal only）

| 项目 Item | 值 Value | Owner |
|---|---|---|
| OSS AccessKey ID | ⟦APIKEY|$ak_aliyun3⟧ | ⟦PERSON|liu.wenbo⟧ |
| OSS AccessKey Secret | ⟦SECRET|$sk_aliyun3⟧ | ⟦PERSON|liu.wenbo⟧ |
| 企业微信告警 WeCom alert | ⟦SECRET|$hook_wecom2⟧ | ⟦PERSON|周丽娟⟧ |
| 后台 admin 初始密码 | ⟦PASSWORD|Jyf@admin2024⟧ | ⟦PERSON|周丽娟⟧ |
| SLB 公网 IP | ⟦IP_ADDRESS|39.105.62.118⟧ | – |
| 文档示例 doc sample IP | ⟪doc_ip|198.51.100.42⟫ | – |

Last updated ⟪timestamp|2024-06-12⟫ · ⟪document_version|rev 14⟫"""),

("curl_cookie_debug_mixed", r"""# 复现 repro：预约接口 500（⟦PERSON|Rachel Ho⟧ 报的 bug）
curl -i 'https://⟪hostname|book.signlink.io⟫/api/bookings/⟪booking_id|88120⟫' \
  -H 'Cookie: sl_session=⟦SECRET|$cookie3⟧; locale=zh-HK' \
  -H 'X-Forwarded-For: ⟦IP_ADDRESS|203.186.77.14⟧' \
  -H 'User-Agent: ⟪user_agent_build|SignLinkApp/3.2.0 (iOS 17.5)⟫'
# response: {"error":"NullPointerException at BookingService.java:⟪line_number|204⟫"}"""),

("support_ticket_pem_mixed", r"""工单 Ticket ⟪ticket_id|OPS-2291⟫ — SFTP 对账文件上传失败 / reconciliation upload failing
Reporter: ⟦PERSON|Grace Lau⟧ (⟦EMAIL|grace.lau@pacificsigns.ca⟧)
我把我们的 private key 贴在下面了，麻烦 check 一下格式是不是对的：

⟦SECRET|$pem2⟧

Server ⟦IP_ADDRESS|142.93.71.208⟧ port ⟪port|2222⟫，user ⟦PERSON|glau⟧
---
Agent (⟦PERSON|Devon⟧): key format ok 但已经暴露了，请 regenerate 一对新的 key pair，旧的我们已从 authorized_keys 移除。"""),

("wechat_card_payment_detailing", r"""【微信】
⟦PERSON|Michael Chen⟧：Hi 我周五要做 ceramic coating, 能先付定金吗？人在国外 no 微信支付
⟦PERSON|大刘⟧：可以，信用卡也行，发卡号过来我手动录
⟦PERSON|Michael Chen⟧：Mastercard ⟦CARD|$card_mc2⟧, exp ⟪card_expiry|03/29⟫, CVV ⟦CVV|917⟧
⟦PERSON|大刘⟧：OK 扣了定金 ⟦AMOUNT|¥500⟧，剩余 ⟦AMOUNT|¥780⟧ 到店付
⟦PERSON|Michael Chen⟧：👌 车牌 ⟪vehicle_reg|沪A·D6E21⟫，到时候我朋友 ⟦PERSON|Kevin⟧ 送车"""),

("macau_tool_hire_form", r"""澳門工具租賃 Macau Tool Rental – Walk-in form
Name 姓名: ⟦PERSON|Daniel Brooks⟧
Passport 護照: ⟦PASSPORT|$pp_us1⟧ (US)
Hotel 酒店: ⟪org_address|Sands Cotai Central, Tower 2⟫
Phone 電話: ⟦PHONE|+1 (646) 238-1907⟧
Card 信用卡: ⟦CARD|$card_visa3⟧   Exp ⟪card_expiry|05/27⟫   CVV ⟦CVV|355⟧
Deposit 按金: ⟦AMOUNT|MOP 3,000⟧ pre-auth
Item 設備: ⟪product_code|DJI RS 4 gimbal kit⟫ × 2 days (⟪price|MOP 380/day⟫)"""),

("nyc_interpreter_payroll_mixed", r"""ClearHands NYC – 中文手语/ASL interpreters payroll (bi-weekly ⟪pay_period|6/1–6/14⟫)
| Name 姓名 | SSN | Hours | Gross |
|---|---|---|---|
| ⟦PERSON|Amy Zheng⟧ 郑艾米 | ⟦SSN|$ssn12⟧ | 41.5 | ⟦AMOUNT|$2,282.50⟧ |
| ⟦PERSON|Victor Huang⟧ 黄维克 | ⟦SSN|$ssn13⟧ | 28.0 | ⟦AMOUNT|$1,540.00⟧ |
| ⟦PERSON|Sandra Ruiz⟧ | ⟦SSN|$ssn14⟧ | 36.0 | ⟦AMOUNT|$1,980.00⟧ |
Approved 批准: ⟦PERSON|Trish Boudreaux⟧ · rate ⟪pay_rate|$55/h⟫ flat"""),

("bilingual_price_board_carwash", r"""⟪org_name|车之美 Car Beauty⟫ 价目表 PRICE LIST
普洗 Basic wash ............ ⟪price|¥35⟫
精洗 Premium wash .......... ⟪price|¥88⟫
内饰清洁 Interior detail ..... ⟪price|¥298⟫
镀晶 Ceramic coating ......... ⟪price|¥1,280⟫
会员 Member: ⟪promo_terms|充1000送200 top up 1000 get 200⟫
营业 Open ⟪opening_hours|08:30–20:00⟫ · 停车场 ⟪place_name|望京SOHO⟫ B2"""),

("uk_laundry_registration_chinese_customer", r"""WashDash customer verification（学生洗衣月卡 student plan）
Name: ⟦PERSON|Wu Siqi⟧ 吴思琪
Chinese ID 身份证: ⟦IDCARD|$idc24⟧
DOB: ⟦DATE_OF_BIRTH|19/01/1996⟧
UK address: ⟦ADDRESS|Room 1407, Chapter Kings Cross, 200 Pentonville Road, London N1 9JP⟧
Mobile: ⟦PHONE|07874 331 906⟧  WeChat: ⟦PERSON|siqi_wu96⟧
Plan: ⟪plan_name|Student Monthly⟫ ⟪price|24.99 GBP/mo⟫, first month paid ⟦AMOUNT|£24.99⟧
Note: ⟦MEDICAL|对洗衣液香精过敏 fragrance allergy⟧ – unscented only"""),

("voice_memo_mixed_language", r"""[Voice memo transcript · 0:48]
ok 记一下 note for tomorrow, 上门磨刀 customer 叫 ⟦PERSON|Jessica 吕⟧, 她说 phone 是 ⟦PHONE|one three eight, 幺六二七, 四四零九⟧, so ⟦PHONE|138 1627 4409⟧. 地址 ⟦ADDRESS|上海市长宁区愚园路1088弄12号⟧, 门禁 code ⟦PASSWORD|2 5 8 0⟧ then press 铃. 她要做实名 membership, ID number 她发微信了 ⟦IDCARD|$idc25⟧... wait 这个是她先生的, 算了 whatever. 收费 ⟪price_list|按 standard price list⟫."""),

("hk_sz_interpreting_job_sheet", r"""跨境手語翻譯 Cross-border interpreting job sheet ⟪job_number|HKSZ-0614⟫
Client 客戶: ⟦PERSON|Leung Wai Yee⟧ 梁慧儀 (Deaf, HKSL user)
HKID: ⟦NATIONAL_ID|$hkid3⟧　Passport: ⟦PASSPORT|$pp_hk2⟧
Mainland contact 內地聯絡人: ⟦PERSON|梁志伟⟧ 身份證 ⟦IDCARD|$idc26⟧
Venue: ⟪org_address|深圳市人民医院 Shenzhen People's Hospital, 门诊 3F⟫
Purpose: ⟦MEDICAL|kidney transplant assessment⟧ 腎移植評估
Fee 費用: ⟦AMOUNT|HK$3,600⟧ paid by ⟦PERSON|Leung Wai Yee⟧ · interpreter ⟦PERSON|Rachel Ho⟧"""),
]
