# Mixed Chinese/English texts of blind44.  Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES
TEXTS = []

TEXTS += [
("slack_devops_codeswitch",
"""#booking-infra
⟦PERSON|Kevin Zhou⟧: 兄弟们 prod 的 redis 又 OOM 了，⟦IP_ADDRESS|10.30.6.14⟧ 这台，memory 用到 ⟪percentage|98%⟫
⟦PERSON|Sophie Lin⟧: 我看下… eviction policy 是 noeviction，谁改的 😂
⟦PERSON|Kevin Zhou⟧: 应该是上周 ⟦PERSON|Jason⟧ 改的 config, PR ⟪pr_number|#4471⟫
⟦PERSON|Jason Wei⟧: my bad，我 rollback 一下。btw 新的 GitLab token 给你们 ⟦APIKEY|$gitlab1⟧ 用完我就 revoke
⟦PERSON|Sophie Lin⟧: 不要在 channel 里发 token 啊大哥
⟦PERSON|Jason Wei⟧: ok ok 已 revoke, 新的放 vault ⟪vault_path|secret/booking/ci⟫ 了"""),

("wechat_expat_broadband",
"""【微信 · 宽带安装】
⟦PERSON|Liam O'Connell⟧: Hi 师傅, this is the guy from ⟦ADDRESS|静安区南京西路1266号恒隆广场公寓2号楼1805室⟧, what time you come tomorrow?
装维⟦PERSON|李师傅⟧: 明天上午10点左右到，you at home?
⟦PERSON|Liam O'Connell⟧: yes. My landlord Mr ⟦PERSON|Xu⟧ said the 宽带 is under his name?
装维⟦PERSON|李师傅⟧: 对，账号是房东的，install fee ⟦AMOUNT|100块⟧ 你付还是他付
⟦PERSON|Liam O'Connell⟧: I'll pay, WeChat Pay ok. My number ⟦PHONE|+86 156 2190 3347⟧ in case
装维⟦PERSON|李师傅⟧: 好的 👍 路由器 admin 密码到时候我设成你要的"""),
]

TEXTS += [
("feishu_game_studio_chat",
"""【飞书 · Lanternfall 联合开发群】
⟦PERSON|Bartek Nowicki⟧: @⟦PERSON|顾晓峰⟧ the HF token for the voice model, 你们那边 download 用这个 ⟦APIKEY|$hf1⟧
⟦PERSON|顾晓峰⟧: 收到 thx！我们这边 build 是 ⟪build_number|0.7.1150-cn⟫，localization 还差 ⟪percentage|12%⟫
⟦PERSON|Bartek Nowicki⟧: cool. also 版号 submission deadline is ⟪deadline|Aug 30⟫ right?
⟦PERSON|顾晓峰⟧: 对，版号材料 ⟦PERSON|韩雪⟧ 在准备，ISBN ⟪isbn|978-7-498-13044-2⟫ 已经拿到"""),

("hotel_front_desk_hk_chat",
"""[WhatsApp] Harbourview Suites FO team
⟦PERSON|Ada Lam⟧: 1708 房 ⟦PERSON|Winnie⟧ 啱啱 call 嚟話 lost 咗 room key，我 reissue 咗，charge ⟦AMOUNT|HK$100⟧ ok?
⟦PERSON|Kelvin Ho⟧: ok. 佢 deposit 仲有 ⟦AMOUNT|HK$2,000⟧ hold 住, 直接扣
⟦PERSON|Ada Lam⟧: 另外 ⟪room_number|2203⟫ 個 guest Mr ⟦PERSON|Fernandes⟧ 話 ⟦MEDICAL|chest pain⟧，已經 call 咗 ⟪emergency_number|999⟫，ambulance 到咗
⟦PERSON|Kelvin Ho⟧: 😨 有冇 note 低 incident? duty manager ⟦PERSON|Raymond⟧ ⟦PHONE|9021 3378⟧"""),
]

TEXTS += [
("coworking_shanghai_member_email",
"""Subject: Re: 会员卡 & deposit refund

Hi ⟦PERSON|Sophie⟧,

Thanks for the help today! 如之前说的 I'm moving back to Munich, so please refund my deposit ⟦AMOUNT|¥3,000⟧ to my German account — 国内卡已经销户了:

IBAN: ⟦IBAN|$iban_de3⟧
Account holder: ⟦PERSON|Maximilian Krause⟧
BIC: ⟪bic_code|COBADEFFXXX⟫

My last day at desk ⟪desk_number|3F-22⟫ is ⟪date|Aug 9⟫. 门禁卡 I'll leave at 前台.

Cheers,
⟦PERSON|Max⟧
⟦PHONE|+49 176 4418 2290⟧"""),

("sg_food_delivery_whatsapp",
"""[WhatsApp] ⟪org_name|Lucky Star Kitchen⟫ orders
⟦PERSON|Jasmine Tan⟧: hello 老板娘, tmr can deliver 20 pax 午餐 to my office? ⟦ADDRESS|1 Raffles Place, #32-01, Singapore 048616⟧
Lucky Star Kitchen: can can, ⟪menu_price|$12⟫ per pax, 20 pax 就是 240 ok?
⟦PERSON|Jasmine Tan⟧: ok. one colleague ⟦MEDICAL|allergic to prawns⟧ ah, 不要放虾米
Lucky Star Kitchen: noted 👍 you PayNow to ⟪org_uen|53412098X⟫ can already
⟦PERSON|Jasmine Tan⟧: paid ⟦AMOUNT|$240⟧ liao, my hp ⟦PHONE|9127 8834⟧"""),

("ops_incident_postmortem_mixed",
"""## Postmortem: 2024-07-18 支付回调失败 (⟪incident_id|INC-2024-0718⟫)
**Owner:** ⟦PERSON|周建国⟧ (Kevin)  **Reviewers:** ⟦PERSON|Sophie Lin⟧, ⟦PERSON|Jason Wei⟧

### Timeline (UTC+8)
- 14:02 Stripe webhook 开始返回 400，原因是 signing secret 在 rotation 后没更新
- 14:20 ⟦PERSON|Jason Wei⟧ 在 #booking-infra 贴出了新的 secret ⟦SECRET|$whsec1⟧ （❌ 不应该贴）
- 14:31 回调恢复，补单 ⟪order_count|1,284⟫ 笔，涉及金额 ⟪org_total|¥912,300⟫
- 14:45 受影响用户 ⟦EMAIL|m.krause@gmx.de⟧ 投诉被重复扣款 ⟦AMOUNT|€184.00⟧，已退款

### Action items
- [ ] secret 只放 ⟪vault_path|secret/payments/stripe⟫（owner: ⟦PERSON|Jason⟧）
- [ ] 升级 stripe-node 到 ⟪version|15.8.0⟫"""),

("game_player_support_mixed",
"""Ticket ⟪ticket_id|LF-SUP-20931⟫ | Lanternfall 国服 | Priority: High
Player: ⟦PERSON|凯凯今天不加班⟧ (UID ⟪game_uid|300418827⟫)
Issue: 充值 ⟦AMOUNT|¥328⟧ 没到账, Alipay 订单 ⟪alipay_trade_no|2024072522001433091418327761⟫
Contact: ⟦EMAIL|kaikai_0712@qq.com⟧ / ⟦PHONE|133 0218 7746⟧
Agent note (⟦PERSON|Eva⟧): 已补发, SDK log shows callback from ⟦IP_ADDRESS|110.75.143.18⟧ timed out. AppID ⟪app_id|$alipay_appid1⟫."""),
]

TEXTS += [
("aws_credentials_leak_mixed",
"""【飞书】⟦PERSON|Sophie Lin⟧ → ⟦PERSON|冯宇航⟧
你 laptop 上的 ~/.aws/credentials 被 push 到 public repo 了 😱 GitHub secret scanning 刚发邮件：

[default]
aws_access_key_id = ⟦APIKEY|$aws_asia1⟧
aws_secret_access_key = ⟦SECRET|$aws_secret2⟧
region = ⟪aws_region|ap-northeast-1⟫

赶紧 deactivate，然后看一下 CloudTrail 有没有 ⟪doc_ip|203.0.113.9⟫ 以外的奇怪 IP。repo 是 ⟪repo_name|dotfiles-2024⟫，commit ⟪commit_sha|$sha6⟫"""),

("hotel_checkin_mixed_passport",
"""Guest profile — ⟪org_name|The Lantern House Hotel⟫ (Shanghai Bund)
Name: ⟦PERSON|Siobhan Kelleher⟧ / 中文名 ⟦PERSON|凯诗雯⟧
Passport: ⟦PASSPORT|$pp_ie1⟧ (Ireland)  签证类型：⟪visa_type|Z⟫
Arrival ⟪checkin_date|2024-08-02⟫, room ⟪room_number|1912⟫
Company: ⟪org_name|Roomloop China⟫ (月结)
Special request: vegetarian + ⟦MEDICAL|severe peanut allergy⟧… 餐厅已经 noted，已告知 chef
Mobile ⟦PHONE|+353 86 204 7719⟧"""),
]

TEXTS += [
("shopify_bakery_config",
"""# 麦香坊 海外站 (Shopify) sync script config — owner ⟦PERSON|蒋雨欣⟧
SHOP_DOMAIN=⟪shop_domain|maixiangfang-intl.myshopify.com⟫
SHOPIFY_ADMIN_TOKEN=⟦APIKEY|$shopify1⟧   # Admin API, 有写权限！
STOREFRONT_ID=⟪storefront_id|gid://shopify/Shop/71829304⟫
SYNC_CRON="⟪cron_expression|*/15 * * * *⟫"
NOTIFY=⟦EMAIL|yuxin.jiang@maixiangfang.com⟧"""),

("catering_slack_bot_mixed",
"""#orders-bot (Golden Fork x 金陵味道 joint venture)
⟦PERSON|Marcus Bell⟧: the order bot died again, 谁有 token?
⟦PERSON|董雪梅⟧: 在这 ⟦APIKEY|$slack_bot2⟧ ，不要外传哈
⟦PERSON|Marcus Bell⟧: 👍 restarted. tomorrow's order from ⟪org_name|Roomloop China⟫ is 120 pax, ⟪unit_price|¥25⟫/pax
⟦PERSON|董雪梅⟧: 收到，⟦PERSON|Rosa⟧ 那边 menu 我周五前发"""),

("sg_coworking_invoice_mixed",
"""Hive & Desk Singapore — TAX INVOICE ⟪invoice_no|HDSG-2024-0815⟫
Bill to: ⟦PERSON|Tan Wei Ming⟧ ⟦PERSON|陈伟明⟧ (NRIC ⟦NATIONAL_ID|$nric2⟧)
Hot desk Aug ............ ⟪plan_price|S$380.00⟫
Meeting room 4h .......... ⟪unit_price|S$30.00/h⟫
GST 9% ................... ⟪tax_line|S$45.00⟫
Amount paid by member ... ⟦AMOUNT|S$545.00⟧ (PayNow from ⟦PHONE|+65 8123 4491⟧)
备注：会员要求开中文抬头，已 cc ⟦EMAIL|weiming.tan@gmail.com⟧"""),

]

TEXTS += [
("uk_takeaway_staff_note",
"""Golden Dragon Takeaway (Leeds) — staff file note by 老板 Mr ⟦PERSON|Chan⟧
新来的 delivery driver ⟦PERSON|Kieran Doyle⟧, NI number ⟦NATIONAL_ID|$nino2⟧, start ⟪start_date|Mon 5 Aug⟫
时薪 ⟪hourly_rate|£11.44⟫ + tips. Uniform deposit ⟦AMOUNT|£20⟧ taken from first wage.
Emergency contact ⟦PERSON|Shauna Doyle⟧ ⟦PHONE|07723 590 114⟧
Food hygiene 证书 ⟪certificate_no|L2-FH-338120⟫ copy in 抽屉"""),

("amex_hotel_booking_mixed",
"""【预订部 邮件】Corporate booking for ⟪org_name|Pixelmoth Games⟫ @ 上海外滩店
Guest: ⟦PERSON|Lena Hoffmann⟧, 3 nights, ⟪room_type|Deluxe King⟫
Guarantee card (公司卡 in her name): AMEX ⟦CARD|$card_amex1⟧, exp ⟪card_expiry|03/27⟫, CID ⟦CVV|6021⟧
No-show policy: 首晚 ⟪policy_fee|one night charge⟫
预订员 ⟦PERSON|小唐⟧ 已 verify，card 信息 24h 后系统自动 mask"""),

("datacenter_wechat_mixed",
"""【微信群 · DC Shanghai x Oslo NOC】
⟦PERSON|Ingrid Solberg⟧: hi ⟦PERSON|马工⟧, the cross-connect to ⟪org_name|Baltic Fibre⟫ is still down, can you check port ⟪switch_port|xe-0/0/12⟫?
⟦PERSON|马骁⟧: 看到了 light level ⟪light_level|-31 dBm⟫ 基本没光，fiber 可能断了。I'll go to ⟪rack_id|B07⟫ now
⟦PERSON|马骁⟧: fixed，是 patch cord 松了。BGP up, peer ⟦IP_ADDRESS|185.233.12.66⟧ established
⟦PERSON|Ingrid Solberg⟧: 谢谢! 🙏"""),

("django_settings_mixed",
"""# settings/prod.py — roomloop 国内站 (⟦PERSON|Sophie Lin⟧ 维护)
DEBUG = False   # 千万别改成 True
SECRET_KEY = "⟦SECRET|$django1⟧"
ALLOWED_HOSTS = ["⟪hostname|www.roomloop.cn⟫", "⟪hostname|api.roomloop.cn⟫"]
DATABASES = {"default": {"HOST": "⟦IP_ADDRESS|10.30.2.11⟧", "PORT": ⟪port|3306⟫, "USER": "roomloop", "PASSWORD": "⟦PASSWORD|Rl_cn#db2024!⟧"}}
SESSION_COOKIE_AGE = ⟪config_value|1209600⟫  # 两周"""),

("us_hire_offer_mixed",
"""Hi ⟦PERSON|Derek⟧, 欢迎加入 ⟪org_name|Pixelmoth⟫ LA studio! 下面是 payroll 需要确认的信息：
- Legal name: ⟦PERSON|Derek Huang⟧ (⟦PERSON|黄德瑞⟧)
- SSN: ⟦SSN|$ssn9⟧
- DOB: ⟦DATE_OF_BIRTH|1996-01-27⟧
- Base salary: ⟦AMOUNT|USD 118,000⟧
有问题找 ⟦PERSON|Lena⟧ or me. — ⟦PERSON|Aroha⟧"""),

("sg_hostel_checkin_mixed",
"""[Hostel front desk log — Chinatown, SG]
23:10 check-in: ⟦PERSON|Arjun Pillai⟧ 又来了 lol，this time with Aadhaar ⟦NATIONAL_ID|$aadhaar2⟧ since passport is with embassy for visa
23:12 bed ⟪bed_id|8F-03⟫, paid ⟦AMOUNT|S$35⟧ cash
23:40 ⟦PERSON|Dilnoza⟧ said the aircon in 8F 又坏了, ticket ⟪ticket_id|MNT-0913⟫"""),
]

TEXTS += [
("smart_home_expat_install_mixed",
"""云杉智能家居 — install note (English-speaking client)
Client: ⟦PERSON|Hannah Lindqvist⟧, 租的房子 ⟦ADDRESS|朝阳区三里屯路19号院太古里公寓6号楼902, 100027⟧
Router admin: admin / ⟦PASSWORD|HL-sanlitun-902⟧ (client set it herself)
Gateway → ⟦IP_ADDRESS|192.168.2.50⟧, camera → ⟦IP_ADDRESS|192.168.2.51⟧
Pet cam for her cat ⟪pet_name|Mochi⟫, cat has ⟪pet_health|kidney disease⟫ so she wants feeding alerts
师傅: ⟦PERSON|小罗⟧"""),

("restaurant_app_log_mixed",
"""2024-07-30 12:01:44 [tablehop-cn] INFO  预订创建 booking=⟪booking_id|TH-SH-0730-0192⟫ guest=⟦PERSON|Maximilian Krause⟧ party=4 time=19:00
2024-07-30 12:01:45 [tablehop-cn] WARN  maps geocode 失败, key=⟦APIKEY|$google2⟧ quota exceeded (⟪error_code|OVER_QUERY_LIMIT⟫)
2024-07-30 12:01:45 [tablehop-cn] INFO  SMS 已发送 to ⟦PHONE|+86 152 2107 8834⟧ template=⟪sms_template_id|SMS_468120931⟫"""),

("github_issue_mixed",
"""**Issue ⟪issue_ref|#318⟫: CI 一直 fail — "Bad credentials"**
opened by ⟦PERSON|jasonwei-rl⟧

我在 `.github/workflows/release.yml` 里写死了 token `⟦APIKEY|$ghp2⟧`，昨天开始 401。是不是 expire 了？

> **⟦PERSON|sophielin⟧** commented: 是被 GitHub 自动 revoke 了，因为你把它 commit 到 public fork 了 🙃 请用 `secrets.GITHUB_TOKEN`，参考 ⟪doc_link|docs/ci.md#tokens⟫。Runner 版本 ⟪version|2.317.0⟫ 没问题。"""),

("bakery_jcb_payment_mixed",
"""【麦香坊 Tokyo pop-up 收银 note】
Customer ⟦PERSON|Sato Aiko⟧ さん 大单：30 boxes 曲奇 for her wedding, total ⟦AMOUNT|¥58,000⟧ (JPY)
JCB ⟦CARD|$card_jcb1⟧ / セキュリティコード ⟦CVV|318⟧ — terminal 坏了 so 手写 first, 回店再刷
Contact ⟦PHONE|090-7721-4083⟧
⚠️ 刷完这张纸要 shred！"""),

("hotel_refund_eu_mixed",
"""Subject: 退款 request — booking ⟪booking_ref|RL-PAR-22910⟫
Bonjour / 您好,
I'm ⟦PERSON|Chloé Martel⟧ — 8月在贵酒店的预订因为航班取消没能入住，酒店同意退 ⟦AMOUNT|€420⟧。Please transfer to:
IBAN ⟦IBAN|$iban_fr1⟧, BIC ⟪bic_code|BNPAFRPPXXX⟫
Merci! ⟦PHONE|+33 6 71 28 94 50⟧"""),

("coworking_totp_mixed",
"""[IT ticket ⟪ticket_id|IT-SH-0412⟫] 门禁系统 admin 2FA reset
User: ⟦PERSON|Sophie Lin⟧ (⟦EMAIL|sophie.lin@hiveanddesk.cn⟧)
New TOTP secret（手机丢了重新绑）: ⟦SECRET|$totp2⟧
Issued by: ⟦PERSON|Hamza⟧, verified via video call ✅"""),

("session_cookie_bug_report",
"""Bug ⟪jira_ticket|WEB-2290⟫: 用户 A 登录后看到了用户 B 的订单 (CDN cache 了带 Set-Cookie 的 response!!)
Repro: curl -H 'Cookie: connect.sid=⟦SECRET|$session2⟧' https://m.roomloop.cn/api/me
→ 返回的是 ⟦PERSON|叶子涵⟧ 的 profile, phone ⟦PHONE|188 5792 0634⟧
Root cause: CDN rule ⟪cdn_rule_id|rule-7731⟫ ignore 了 Vary: Cookie. Reporter ⟦PERSON|Eva⟧"""),
]

TEXTS += [
("ops_ssh_key_mixed",
"""【钉钉】⟦PERSON|Kevin Zhou⟧: 新来的 contractor 要上 bastion，他发了个 key 给我，你看看格式对不对
⟦SECRET|$pem2⟧
⟦PERSON|Sophie Lin⟧: …这是 private key 啊，不是 public key。让他重新生成，这个作废。bastion 是 ⟦IP_ADDRESS|10.30.0.5⟧，只加 .pub"""),

("catering_invoice_mixed",
"""INVOICE / 发票 ⟪invoice_no|KF-2024-0088⟫ — ⟪org_name|Kirsch & Fang Catering GmbH⟫
Kunde / 客户: ⟦PERSON|Wang Lei⟧ (private event, 满月酒)
Buffet 45 Pers. ............ ⟪line_item_total|€1.575,00⟫
Getränke ................... ⟪line_item_total|€310,00⟫
Zu zahlen / 应付: ⟦AMOUNT|€1.885,00⟧
Bankverbindung: ⟪company_iban|$iban_org2⟫ · USt-IdNr. ⟪vat_number|DE 318 442 907⟫"""),

("visa_invitation_mixed",
"""Visa invitation letter data — Lanternfall Cologne showcase (gamescom)
Applicant / 申请人: ⟦PERSON|ZHOU Jianguo⟧ ⟦PERSON|周建国⟧
Passport No. 护照号: ⟦PASSPORT|$pp_cn1⟧
Date of birth: ⟦DATE_OF_BIRTH|14 Mar 1988⟧
身份证 (for 国内 HR records): ⟦IDCARD|$idc1⟧
Employer: ⟪org_name|极光互娱⟫, role: DevOps Lead
Event dates ⟪event_date|21–25 Aug 2024⟫, hotel ⟪org_name|Hyatt Regency Köln⟫"""),

("hotel_staff_chat_mixed",
"""[Teams] Banquet team
⟦PERSON|Marco⟧: table 1 的 guest ⟦PERSON|Amara⟧ 有 ⟦MEDICAL|anaphylaxis⟧ history, 所有 sauce 都要 check 一下 peanut oil
⟦PERSON|唐静⟧: 已经跟 kitchen 说了，她的 ⟦MEDICAL|EpiPen⟧ 放在 front desk
⟦PERSON|Marco⟧: 👍 BEO ⟪beo_number|BEO #2291⟫ updated"""),

("bilingual_maintenance_notice",
"""📢 系统维护公告 / Scheduled maintenance
Roomloop 商家后台 will be unavailable on ⟪maintenance_window|Aug 6, 01:00–03:00 (UTC+8)⟫。
影响范围 Scope: ⟪service_name|partner-portal⟫, ⟪service_name|payout-api⟫ (⟪version|v3.19⟫ upgrade)
Status page: ⟪url|status.roomloop.io⟫ · 工单 ⟪change_id|CHG-0806-01⟫
测试环境地址 ⟪doc_ip|198.51.100.40⟫ 仅供 sandbox 使用。"""),

("stripe_restricted_key_mixed",
"""@⟦PERSON|Jason Wei⟧ 财务那边要一个只读的 Stripe key 做对账，我建了个 restricted key：
⟦APIKEY|$stripe_rk1⟧
权限只有 charges:read / payouts:read。publishable key ⟪publishable_key|$pk_live1⟫ 不用管，前端已经有了。
account ⟪stripe_account_id|$acct1⟫ — ⟦PERSON|Sophie⟧"""),

("slack_user_token_mixed",
"""DM ⟦PERSON|Kevin Zhou⟧ → ⟦PERSON|Marcus Bell⟧
bro 你那个 Slack export script 用的是谁的 token？我在 log 里看到 ⟦APIKEY|$slack_user1⟧，这是 user token，能读所有 DM 的 😬
⟦PERSON|Marcus Bell⟧: oh no 那是我的… revoking now. workspace ID ⟪workspace_id|T04QX2L8M⟫"""),

("google_oauth_config_mixed",
"""# 游戏 Google 登录配置 (Android 海外版) — ⟦PERSON|顾晓峰⟧
GOOGLE_CLIENT_ID=⟪client_id|$gclient1⟫   # 公开的，没关系
GOOGLE_CLIENT_SECRET=⟦SECRET|$gsecret1⟧   # 这个不能放进 APK！！
REDIRECT_URI=⟪url|https://sso.aurora-games.com/oauth/google/callback⟫"""),

("bilingual_guest_csv",
"""房号 room,姓名 name,证件 ID,出生日期 DOB,电话 phone
⟪room_number|1201⟫,⟦PERSON|陈立伟⟧,⟦IDCARD|$idc4⟧,⟦DATE_OF_BIRTH|1979-08-22⟧,⟦PHONE|158 6722 0931⟧
1202,⟦PERSON|Ryan Mitchell⟧,⟦PASSPORT|$pp_us1⟧,⟦DATE_OF_BIRTH|1999-06-30⟧,⟦PHONE|+1 (503) 447-2816⟧
1203,⟦PERSON|Chloe Nguyen⟧,⟦PASSPORT|$pp_au1⟧,,⟦PHONE|+61 412 880 317⟧
# export by 前台 ⟦PERSON|小刘⟧ at ⟪timestamp|2024-08-01 23:58⟫"""),
]

TEXTS += [
("isp_expat_ticket_mixed",
"""工单 ⟪ticket_id|SH-FTTH-77120⟫ | 客户 ⟦PERSON|Liam O'Connell⟧ (English only, 请安排会英语的客服)
Issue: IPv6 works but IPv4 ping 丢包 ⟪percentage|30%⟫ to game servers
WAN: ⟦IP_ADDRESS|100.81.207.66⟧ (CGNAT), v6 ⟦IP_ADDRESS|240e:388:8a21:5f00:a4c3:2bff:fe10:91d7⟧
ONU ⟪model_number|HG6145F⟫ / LOID ⟪loid|SH0218839912⟫
回访电话 ⟦PHONE|+86 156 2190 3347⟧ — customer says call after 6pm 🙏"""),

("us_payroll_correction_mixed",
"""[Gusto] payroll correction — Pixelmoth LA
Employee ⟦PERSON|Maria Gonzalez-Chen⟧ ⟦PERSON|陈玛丽⟧ — SSN on file was typo'd, correct one ⟦SSN|$ssn10⟧ (已和 W-4 核对)
Back pay owed to her: ⟦AMOUNT|$1,240.55⟧，下个 pay cycle ⟪pay_date|Aug 15⟫ 补发
Approved: ⟦PERSON|Aroha Ngata⟧"""),
]
