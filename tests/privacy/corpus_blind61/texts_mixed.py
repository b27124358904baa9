# -*- coding: utf-8 -*-
"""blind61 mixed texts, written by hand one at a time."""

TEXTS = []

# ---------------------------------------------------------------- part 1
TEXTS += [
("slack_hk_ops",
"""#hk-ops
⟦PERSON|Kelvin Chan⟧ ⟪chat_time|10:14⟫  客户 ⟪org_name|Harbour Co-Work⟫ 个 firewall 又 down 咗, public IP ⟦IP_ADDRESS|203.186.94.21⟧ ping 唔到
⟦PERSON|Ivy⟧ 10:16  我 remote 入去睇下, VPN 用 ⟦PERSON|ivy.leung⟧ 得唔得?
⟦PERSON|Kelvin Chan⟧ 10:17  得, password 暂时係 ⟦PASSWORD|Harb0ur!Temp⟧, 入到去记得改
⟦PERSON|Ivy⟧ 10:40  fixed ✅ ISP 换咗 gateway 做 ⟦IP_ADDRESS|203.186.94.1⟧, ticket ⟪ticket_id|HK-INC-0771⟫ closed"""),

("wechat_coworking_expat",
"""⟦PERSON|Sophie⟧: Hi ⟦PERSON|林悦⟧, 我的 membership 下个月到期, can I switch to hot desk?
⟦PERSON|林悦⟧: 可以的～ hot desk 是 ⟪tariff|1500元/月⟫, 你的 deposit ⟦AMOUNT|4400元⟧ 可以直接抵扣
⟦PERSON|Sophie⟧: great! btw 我换了新 passport, number is ⟦PASSPORT|$pp_us_1⟧, 需要更新吗？
⟦PERSON|林悦⟧: 要的, 发我 scan 就行。emergency contact 也更新一下？现在工位是 ⟪desk_number|A-21⟫
⟦PERSON|Sophie⟧: my husband ⟦PERSON|Daniel Moore⟧, ⟦PHONE|+86 186 2133 0571⟧"""),

("email_sg_guard_onboarding",
"""Subject: 新同事 onboarding - Security Officer ⟦PERSON|Tan Wei Ming⟧

Hi ⟦PERSON|Rachel⟧,

新的 SO 下周一 start, details 如下:
Name: ⟦PERSON|Tan Wei Ming⟧ (⟦PERSON|陈伟明⟧)
NRIC: ⟦NATIONAL_ID|$nric_1⟧
DOB: ⟦DATE_OF_BIRTH|1988-09-14⟧
Mobile: ⟦PHONE|+65 9127 4406⟧
Posting: ⟪site_name|Changi Business Park⟫ night shift, PWM grade ⟪pwm_grade|SO⟫, basic ⟦AMOUNT|S$2,650⟧

Thanks,
⟦PERSON|Jason⟧ | ⟪org_name|LionGuard Security Pte Ltd⟫"""),

("dingtalk_alert_message",
"""【告警】[FIRING:2] HighCPU
instance: ⟦IP_ADDRESS|10.30.4.21⟧:⟪port|9100⟫
job: node-exporter   severity: critical
summary: CPU > 90% for 5m on ⟪hostname|web-prod-02⟫
startsAt: ⟪iso_timestamp|2024-06-20T02:14:00Z⟫
@⟦PHONE|13817264409⟧ 请处理 (on-call: ⟦PERSON|王磊⟧)
runbook: ⟪url|https://wiki.pixelforge.cn/runbook/cpu⟫"""),

("bilingual_invoice_hk",
"""INVOICE 發票        No. ⟪invoice_no|SC-HK-24-0612⟫
⟪org_name|SparkClean 閃潔清潔服務⟫
Bill to 客戶: Mrs ⟦PERSON|Wong⟧ (⟦PERSON|黃太⟧)  Tel ⟦PHONE|6188 2043⟧
Address 地址: ⟦ADDRESS|Flat 12B, Tower 3, Laguna City, 8 Cha Kwo Ling Road, Kwun Tong, Kowloon⟧
入伙深層清潔 Move-in deep clean ........ ⟪price|HK$3,280⟫
露台清潔 Balcony add-on ................ ⟪price|HK$300⟫
Total paid 已付: ⟦AMOUNT|HK$3,580⟧ via FPS (⟪org_account|FPS ID 1093327⟫)"""),

("pr_review_comment",
"""**Review on PR #⟪pr_number|218⟫** `⟪file_name|config/settings.py⟫` @ ⟪commit_sha|$sha1_4⟫
> SECRET_KEY = '⟦SECRET|$django_secret_1⟧'

@⟦PERSON|zhangwei-dev⟧ 这个 key 不能 commit 进 repo 啊, 请用 env var。还有下面两行:
> TENCENTCLOUD_SECRET_ID = '⟦APIKEY|$tencent_sid_1⟧'
> TENCENTCLOUD_SECRET_KEY = '⟦SECRET|$tencent_skey_1⟧'
都要 rotate 掉。其他 LGTM 👍 — ⟦PERSON|Chen Jing⟧"""),

("whatsapp_sg_pest",
"""Mdm ⟦PERSON|Lim⟧: Hello, 我家厨房好多 cockroach 😫 tmr can come?
⟦PERSON|Raymond⟧ (⟪org_name|PestBusters SG⟫): Can Mdm ⟦PERSON|Lim⟧, tmr 2pm ok? General pest ⟪price|S$120⟫. Address pls
Mdm ⟦PERSON|Lim⟧: ⟦ADDRESS|Blk 412 Bedok North Ave 2, #08-133, Singapore 460412⟧
⟦PERSON|Raymond⟧: Noted. Got pets or 小孩 at home?
Mdm ⟦PERSON|Lim⟧: my grandson got ⟦MEDICAL|eczema⟧, the spray ok or not?
⟦PERSON|Raymond⟧: we use gel bait ⟪product_name|Maxforce Impact⟫, no spray, safe one 👍"""),

("jira_ticket_payment_bug",
"""[⟪issue_key|PF-1042⟫] 支付页面 500 error - client: ⟪org_name|Saffron & Sage Events⟫
Reporter: ⟦PERSON|Ollie Grant⟧   Assignee: ⟦PERSON|李娜⟧   Sprint: ⟪sprint_name|Sprint 24⟫
Description: 用户 ⟦EMAIL|tash.greaves@yahoo.co.uk⟧ 付 deposit 的时候报错, Stripe log 显示 "No such customer"。用 docs 里的 test key (⟪example_key|sk_test_4eC39HqLyjWDarjtT1zdp7dc⟫) 复现不了。
是不是 live key 被换了? prod 现在是 ⟦APIKEY|$stripe_sk_2⟧, publishable ⟪publishable_key|$stripe_pk_2⟫, account ⟪merchant_account|$stripe_acct_1⟫"""),

("shopify_integration_env",
"""# 办公用品商城 Shopify 集成配置 (owner: ⟦PERSON|Ewa Kowalczyk⟧)
SHOPIFY_STORE=⟪store_domain|deskmate-supplies.myshopify.com⟫
SHOPIFY_API_VERSION=⟪api_version|2024-04⟫
SHOPIFY_ADMIN_TOKEN=⟦APIKEY|$shopify_1⟧
HUBSPOT_TOKEN=⟦APIKEY|$hubspot_1⟧   # CRM 同步订单用, 别删
GOOGLE_CLIENT_ID=⟪client_id|$google_client_1⟫
GITLAB_DEPLOY_TOKEN=⟦APIKEY|$glpat_1⟧"""),

("freelance_agreement_bilingual",
"""Freelance Agreement 自由职业者协议   No. ⟪agreement_no|PF-SH-FL-0107⟫
Party A 甲方: ⟪org_name|Pixelforge (Shanghai) Design Co., Ltd.⟫
Party B 乙方: ⟦PERSON|Lena Fischer⟧, ⟦ADDRESS|Lindenstraße 14, 10969 Berlin⟧, ⟦EMAIL|lena.fischer@posteo.de⟧
Term 期限: ⟪contract_term|2024.07.01-2024.12.31⟫
Fee 费用: ⟦AMOUNT|EUR 3,200⟧ per month, paid to 乙方账户 ⟦IBAN|$iban_de_1⟧
乙方自行申报个人所得税 / Party B is responsible for her own taxes."""),

("call_log_hk_alarm_card",
"""[Call 通話紀錄] ⟪org_name|Guardian Alarm HK⟫ ⟪call_time|10:32⟫
Agent ⟦PERSON|Winnie⟧: 你好 Guardian Alarm, may I have your account number?
Customer: 係 ⟪account_no|GA-77120⟫, 我係 ⟦PERSON|陳家明⟧
Agent: ⟦PERSON|陳生⟧, 你想 renew monitoring plan (⟪tariff|HK$220/月⟫) 係嗎?
Customer: 係, 用 credit card, ⟦CARD|$card_visa_4⟧, expiry 05/28, CVV ⟦CVV|861⟧
Agent: OK, 已經 charge 咗 ⟦AMOUNT|HK$2,640⟧ for 12 months, 多謝晒。"""),

("crm_csv_export",
"""customer_id,name,phone,email,city,notes
⟪customer_id|C-20931⟫,⟦PERSON|王磊⟧,⟦PHONE|+86 139 1188 2046⟧,⟦EMAIL|wanglei.sh@126.com⟧,⟪place|上海⟫,月度保洁 VIP
⟪customer_id|C-20932⟫,⟦PERSON|Sarah Okafor⟧,⟦PHONE|+44 7700 355 190⟧,⟦EMAIL|sarah.okafor@gmail.com⟧,⟪place|London⟫,"prefers English, ⟦MEDICAL|dust mite allergy⟧"
⟪customer_id|C-20933⟫,⟦PERSON|黄丽⟧,⟦PHONE|+86 755 8320 6617⟧,⟦EMAIL|huangli@szhome.cn⟧,⟪place|深圳⟫,"付款用 card ⟪masked_card|**** 0921⟫\""""),

("sick_email_bilingual",
"""Hi ⟦PERSON|Kasia⟧,
不好意思, I can't come to work today. 我昨天晚上 ⟦MEDICAL|fever 39度⟧, 医生说是 ⟦MEDICAL|flu⟧. I will send the sick note later.
今晚 ⟪site_name|Quayside Tower⟫ 的 shift (⟪shift_id|SH-3352⟫), maybe ⟦PERSON|Precious⟧ can cover?
Thanks,
⟦PERSON|Mei Chen⟧ (⟦PERSON|陈美⟧)
⟦PHONE|07723 410 882⟧"""),

("kickoff_minutes_bilingual",
"""Kick-off Meeting 启动会议纪要 - ⟪project_name|Project Sparrow⟫ (window-cleaning booking app)
Date 日期: 2024-05-14
Attendees 参会: ⟦PERSON|Gareth Pritchard⟧ (client), ⟦PERSON|杨帆⟧ (PM), ⟦PERSON|Chen Jing⟧ (tech lead), ⟦PERSON|Lucy Zhao⟧ (design)
1. Budget 预算 ⟪contract_amount|£48,000⟫ fixed price, 分三期付款
2. Staging 测试服 ⟦IP_ADDRESS|47.100.18.240⟧, 下周给 client 账号
3. ⟦PERSON|Gareth⟧ 提供了 ops bot 的 Slack signing secret: ⟦SECRET|$slack_signing_1⟧ (已存 vault, 会后删掉这行!)
4. Next meeting 下次会议: ⟪meeting_date|21 May⟫"""),

("ocr_card_bilingual",
"""[OCR]
⟪org_name|深圳安视达科技 AnShiDa Tech⟫
⟦PERSON|Jacky Liu⟧ ⟦PERSON|刘俊杰⟧
Sales Director 销售总监
Tel: ⟦PHONE|+86 755 2698 3110⟧     Mob/WeChat: ⟦PHONE|+86 139 2875 0463⟧
Email: ⟦EMAIL|jacky.liu@anshida-tech.com⟧
Skype: ⟦PERSON|jackyliu.asd⟧
ISO 9001 cert ⟪certificate_no|CN-QMS-22-0931⟫ · ⟪place|Shenzhen⟫"""),

("hk_coworking_signup_form",
"""Welcome to ⟪org_name|The Hive Wan Chai⟫! 請填寫以下資料:
Full name 全名: ⟦PERSON|Cheung Ka Yan⟧ / ⟦PERSON|張嘉欣⟧
HKID 香港身份證: ⟦NATIONAL_ID|$hkid_2⟧
Company 公司: ⟪org_name|KY Studio⟫
Email: ⟦EMAIL|kayan.cheung@kystudio.hk⟧
Desk 座位: ⟪desk_number|HD-3F-08⟫, plan ⟪tariff|HK$2,800/mo⟫
Door PIN 門禁密碼 (self-set): ⟦PASSWORD|190347⟧"""),

("wechat_hr_work_permit",
"""@⟦PERSON|Ananya Iyer⟧ 你的 work permit (⟪permit_type|Z visa⟫) 材料还差:
1. passport copy - ⟦PASSPORT|$pp_in_2⟧, 要彩色扫描
2. Aadhaar 不需要哈, 你上次发了 ⟦NATIONAL_ID|$aadhaar_2⟧, 我已经删了
3. degree certificate 学历认证
清单版本 ⟪form_version|v2.1⟫, 提交到 ⟪org_name|上海外国人工作许可中心⟫
— HR ⟦PERSON|Coco Zhang⟧"""),

("skip_booking_chat_bilingual",
"""Hi, 我想 book 一个 skip, ⟪skip_size|8 yard⟫, 放在 driveway.
Name: ⟦PERSON|Zhou Min⟧ ⟦PERSON|周敏⟧
Address: ⟦ADDRESS|23 Cranbrook Road, Ilford IG1 4PU⟧
Phone: ⟦PHONE|07931 228 406⟧
可以 cash 付吗? 我可以先付 ⟦AMOUNT|£100 deposit⟧
---
⟪org_name|Essex Skip Hire⟫: Hi ⟦PERSON|Zhou Min⟧, 8yd is ⟪price|£260⟫ inc VAT, cash on delivery is fine 👍"""),

("slack_bot_token_leak",
"""⟦PERSON|Leo Wang⟧  ⟪chat_time|3:41 PM⟫   (⟪channel_name|#room-bot-dev⟫)
谁有 Slack bot 的 token? 我要测 room booking 通知
⟦PERSON|Tina Xu⟧  3:43 PM
这个 ⟦APIKEY|$slack_bot_1⟧ , signing secret 在 1Password, 别 paste 到 channel 😅
⟦PERSON|Leo Wang⟧  3:44 PM
👌 thx, app id 是 ⟪app_id|$slack_app_1⟫ 吧?"""),
]

# ---------------------------------------------------------------- part 2
TEXTS += [
("whatsapp_nl_cleaner_details",
"""Hoi ⟦PERSON|Marloes⟧, 我是 ⟦PERSON|Wu Yiting⟧ (⟦PERSON|吴怡婷⟧), the new part-time cleaner for ⟪site_name|Zuidas kantoor⟫ 😊
My BSN: ⟦NATIONAL_ID|$bsn_2⟧
IBAN: ⟦IBAN|$iban_nl_2⟧
Address: ⟦ADDRESS|Postjesweg 71-2, 1057 DX Amsterdam⟧
⟪contract_type|0-uren contract⟫ is ok, hourly ⟦AMOUNT|€13,68⟧ 也 ok。我周二周四下午可以, 但是不能用 bleach 因为我 ⟦MEDICAL|skin allergy⟧
(⟪org_name|Schoon & Snel B.V.⟫)"""),

("wechat_paris_catering",
"""【Paris ⟪event_name|中秋晚宴 Fête de la Lune⟫ catering】
客户 Mme ⟦PERSON|Laurent⟧ (⟦PHONE|06 12 48 73 90⟧) 已付 acompte ⟦AMOUNT|1 500 €⟧, 场地 ⟪venue|Pavillon Royal⟫, 标准 ⟪price|45 € / personne⟫
尾款 ⟦AMOUNT|3 200 €⟧ 收到后, chef fee 转到 ⟦PERSON|陈师傅⟧ 的个人账户 ⟦IBAN|$iban_fr_1⟧"""),

("email_zurich_refund",
"""Subject: Refund 退款 - overpaid membership
Hi ⟪org_name|Impact Hub Zürich⟫ team,
I'm ⟦PERSON|Fang Lei⟧ (⟦PERSON|方磊⟧), member no. ⟪member_no|IHZ-4471⟫. 我六月被扣了两次, please refund the overpaid ⟦AMOUNT|CHF 450.00⟧ to ⟦IBAN|$iban_ch_1⟧.
Your invoice shows ⟪vat_number|CHE-114.552.901 MWST⟫ - that's fine.
Reply to ⟦EMAIL|fang.lei@bluewin.ch⟧, 谢谢!"""),

("email_polish_holiday_pay",
"""⟦PERSON|Tomasz⟧, 你的 ⟪form_code|P45⟫ 和 ID 我们收到了, thanks.
Just to confirm 确认一下:
PESEL: ⟦NATIONAL_ID|$pesel_1⟧, DOB ⟦DATE_OF_BIRTH|14.07.1990⟧
Holiday pay ⟦AMOUNT|£412.50⟧ 转到你的 Polish account ⟦IBAN|$iban_pl_1⟧, 对吗?
Ref ⟪payroll_ref|GD-HOL-2024-07⟫
— ⟦PERSON|Grace Li⟧ (⟦PERSON|李经理⟧), ⟪org_name|Golden Dragon Cleaning Ltd⟫"""),

("chat_azure_connection_string",
"""@⟦PERSON|小邓⟧ 客户 ⟪org_name|LionGuard⟫ 的 Azure blob 连接串别写在 appsettings.json 里:
"StorageConnection": "DefaultEndpointsProtocol=https;AccountName=⟪storage_account|lionguardcctv⟫;AccountKey=⟦SECRET|$azure_key_1⟧;EndpointSuffix=core.windows.net"
改用 Key Vault。⟪resource_group|rg-cctv-prod⟫ 的 owner 是 ⟦EMAIL|it-admin@lionguard.sg⟧, 有问题找他"""),

("env_catering_site_prod",
"""# ===== 宴会预订网站 prod (⟪app_version|3.1.0⟫) =====
PORT=⟪port|3000⟫
ANTHROPIC_API_KEY=⟦APIKEY|$anthropic_1⟧   # 菜单推荐 chatbot
STRIPE_WEBHOOK_SECRET=⟦SECRET|$whsec_2⟧
SKIP_PORTAL_JWT=⟦APIKEY|$jwt_2⟧
# debug 时抓到的 cookie, 用完删: connect.sid=⟦SECRET|$connect_sid_1⟧
ADMIN_EMAIL=⟦EMAIL|ines.carvalho@saffronsage.co.uk⟧
# IP 白名单 (第二个是文档示例, 删掉)
ALLOWLIST=⟦IP_ADDRESS|81.2.69.142⟧,⟪doc_ip|198.51.100.14⟫"""),

("bug_report_member_portal",
"""Bug ⟪ticket_id|HIVE-BUG-118⟫: 会员 portal 登录后马上被踢出
Steps: login as ⟦EMAIL|kayan.cheung@kystudio.hk⟧ → dashboard → 30s 后 ⟪http_status|401⟫
Cookie 里看到 laravel_session=⟦SECRET|$laravel_sess_1⟧
Browser ⟪browser_version|Chrome 125.0.6422.142⟫, IP ⟦IP_ADDRESS|112.118.40.9⟧
Reporter: ⟦PERSON|Cheung Ka Yan⟧"""),

("release_notes_bilingual",
"""Hive App ⟪version|v2.3.0⟫ 更新说明 / Release notes
- 新增 meeting room 预订 QR check-in
- 修复 iOS ⟪os_version|17.5⟫ 收不到推送的问题 (issue #⟪issue_no|77⟫)
- 门禁 SDK 升级到 ⟪sdk_version|2.8.1⟫
Build ⟪build_number|20240618.3⟫ · ⟪commit_sha|$sha1_5⟫
Test endpoint 测试地址: ⟪doc_ip|2001:db8::3a⟫"""),

("occupational_health_note",
"""Occupational Health Note 职业健康记录   ref ⟪case_ref|OH-2024-0331⟫
Employee: ⟦PERSON|Ahmed Farouk⟧, SO at ⟪site_name|Canary Wharf East⟫ (⟪org_name|Sentinel Guarding⟫)
Dx 诊断: ⟦MEDICAL|hypertension⟧ (⟦MEDICAL|高血压⟧), ⟦MEDICAL|BP 165/100⟧ today
Meds: ⟦MEDICAL|amlodipine 5mg⟧ (⟦MEDICAL|氨氯地平⟧) started 03/06
Fit for duty with adjustment - 4 周内不排 12h night shifts
Reviewed by Dr ⟦PERSON|Hu Xiaoming⟧, ⟦PHONE|020 7946 3318⟧"""),

("sql_alarm_accounts",
"""-- 客户报警账号 (⚠ 含口令, 只读权限)
SELECT account_no, owner_name, owner_phone, verbal_password FROM alarm_accounts WHERE site_city = '⟪place|Shenzhen⟫';
-- ⟪account_no|AX-30017⟫ | ⟦PERSON|黄丽⟧      | ⟦PHONE|+86 755 8320 6617⟧ | ⟦PASSWORD|木棉花⟧
-- ⟪account_no|AX-30018⟫ | ⟦PERSON|Daniel Ho⟧ | ⟦PHONE|+852 6023 7718⟧   | ⟦PASSWORD|tiger lily⟧"""),

("sg_coworking_signup_card",
"""Member sign-up - ⟪org_name|Workloft SG⟫, plan ⟪tariff|S$680/mo⟫, promo ⟪promo_code|WELCOME10⟫
Name 姓名: ⟦PERSON|Lim Jia Hui⟧ (⟦PERSON|林佳慧⟧)
NRIC: ⟦NATIONAL_ID|$nric_2⟧
Card: ⟦CARD|$card_amex_1⟧   CID ⟦CVV|2291⟧
First month charged: ⟦AMOUNT|S$612.00⟧ (after promo)"""),

("whatsapp_furniture_collection",
"""⟦PERSON|Amanda Teo⟧: Hi, 我们 office 退租了, 租的 ⟪product_code|AERON-B-GRY⟫ 椅子 x12 可以 collect 了吗?
⟦PERSON|小宋⟧ (⟪org_name|Office Rent 办公租赁⟫): 可以, 下周三上午。deposit ⟦AMOUNT|S$1,200⟧ 检查没问题 3 天内退回你的 card ⟪masked_card|•••• 4417⟫
⟦PERSON|Amanda Teo⟧: ok 👍 contact on site 是 ⟦PERSON|Bryan⟧ ⟦PHONE|+65 8412 0936⟧"""),

("firewall_log_mixed",
"""# ⟪software_version|FortiOS 7.4.3⟫ 审计日志
2024-06-21 03:12:44 [WARN] 登录失败 user=⟦PERSON|zhouxm⟧ src=⟦IP_ADDRESS|240e:3a1:4c2:8f10::1b⟧ reason=密码错误
2024-06-21 03:12:51 [INFO] 登录成功 user=⟦PERSON|zhouxm⟧ src=⟦IP_ADDRESS|240e:3a1:4c2:8f10::1b⟧ mfa=totp
⟪log_timestamp|2024-06-21 03:14:09⟫ [WARN] 异常外发 user=⟦PERSON|zhouxm⟧ file=客户名单.xlsx size=⟪file_size|4.1MB⟫ dst=⟦IP_ADDRESS|100.88.12.7⟧"""),

("email_us_pest_new_hire",
"""Hi ⟦PERSON|Kevin⟧, 你好! 新员工 paperwork (⟪form_code|I-9⟫ 已做):
Name: ⟦PERSON|Li Wei⟧ (⟦PERSON|李伟⟧)
SSN: ⟦SSN|$ssn_3⟧
Start 入职: June 24, wage ⟦AMOUNT|$18/hr⟧
他有 ⟦MEDICAL|asthma attacks⟧, 不要让他 handle fumigation 的 chemicals
— ⟦PERSON|Annie Chu⟧, ⟪org_name|Golden Gate Pest Control⟫ (⟪place|San Francisco⟫)"""),

("wechat_irish_payroll_details",
"""Hi ⟦PERSON|Niamh⟧, 这是我的 details for payroll:
PPSN: ⟦NATIONAL_ID|$ppsn_2⟧
IBAN: ⟦IBAN|$iban_ie_2⟧ (⟪org_name|AIB⟫)
Address: ⟦ADDRESS|Apt 5, 12 Parnell Street, Dublin 1, D01 T3K8⟧
我下周开始跑 ⟪route_code|DUB-N3⟫ round, van 是 ⟪van_reg|231-D-11873⟫ 对吗?
Thanks! ⟦PERSON|Zhang Hao⟧ ⟦PERSON|张浩⟧"""),

("email_vienna_deposit",
"""Hi ⟦PERSON|王总⟧,
thanks for the booth furniture at ⟪event_name|Vienna Office Expo 2024⟫ (⟪booth_no|Hall B, Stand 214⟫). 所有东西已经还了, rental no. ⟪rental_no|VOE-RNT-0088⟫.
Please refund the deposit ⟦AMOUNT|€2,000⟧ to my Austrian account ⟦IBAN|$iban_at_1⟧.
Best, ⟦PERSON|Markus Huber⟧ · ⟦PHONE|+43 660 418 2276⟧"""),

("k8s_tls_key_yaml",
"""# 门禁系统 TLS 私钥 (临时放这里, 下周迁到 vault — ⟦PERSON|zhouxm⟧, ⟦EMAIL|zhou.xm@anshida-tech.com⟧)
namespace: ⟪k8s_namespace|access-ctl⟫
tls:
  expires: ⟪cert_expiry|2025-06-30⟫
  serial: ⟪cert_serial|4F:9A:22:7C:10:E3⟫
  key: |
⟦SECRET|$pem_ec_2⟧"""),

("voice_memo_bilingual",
"""[Voice memo 转写 ⟪audio_duration|1:12⟫]
"⟦PERSON|Jenny⟧, 帮我 email 一下 Mr ⟦PERSON|Harris⟧, the quote for ⟪site_name|Riverside Plaza⟫ window cleaning 是 ⟪price_quote|£2,400 per quarter⟫. His number is ⟦PHONE|oh seven nine one two, three three four, five five one⟧. 还有, 办公室 Wi-Fi 密码改成 ⟦PASSWORD|sunflower 2024⟧ 了, tell everyone, thanks." """),

("slack_ci_token_thread",
"""⟦PERSON|Chen Jing⟧: CI 挂了 (⟪ci_job|deploy-staging⟫, pipeline ⟪pipeline_id|#4471⟫), 因为 ⟦PERSON|zhangwei-dev⟧ 的 fine-grained token 过期了: ⟦APIKEY|$gh_fine_1⟧
⟦PERSON|Ollie Grant⟧: I've made a new one for the bot account, 放 CI variables 里了, not pasting here 😉
⟦PERSON|Chen Jing⟧: 👍 另外 maps key ⟦APIKEY|$gapi_2⟧ quota 爆了, billing account ⟪billing_account|01A2B3-C4D5E6-F7A8B9⟫"""),
]
