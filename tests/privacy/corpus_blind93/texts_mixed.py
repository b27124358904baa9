# -*- coding: utf-8 -*-
"""Mixed Chinese/English (code-switched) texts for blind93.  Every text typed by hand.
Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES[name]."""

TEXTS = []

TEXTS.append(("slack_thread", """#backend-dev · ⟪org_name|Time Bank SG⟫
⟦PERSON|Jason Lim⟧  10:14 AM
staging 又挂了，我看了下是 AWS creds 过期
⟦PERSON|Jason Lim⟧  10:15 AM
新的 key 先贴这里，等下放 Secrets Manager: ⟦APIKEY|$akid2⟧ / ⟦SECRET|$awssec2⟧
⟦PERSON|陈慧敏⟧  10:17 AM
🙃 ⟦PERSON|Jason⟧ 你又把 secret 贴 channel…
⟦PERSON|Jason Lim⟧  10:18 AM
哈哈 ok ok 等下 rotate。staging 是 ⟦IP_ADDRESS|13.229.87.104⟧，bastion ⟦IP_ADDRESS|10.1.4.20⟧
⟦PERSON|陈慧敏⟧  10:20 AM
noted. PR ⟪pr_number|#482⟫ 我 approve 了，build ⟪build_number|2024.06.11-3⟫"""))

TEXTS.append(("whatsapp_chat", """⟦PERSON|Mei Ling⟧: eh the clothes swap this Sat at ⟪venue_name|Tampines Hub⟫ still on anot?
⟦PERSON|Ah Boy⟧: on lah. 你帮我收 registration 可以吗？NRIC 只要 last 4 就好，不要收 full
⟦PERSON|Mei Ling⟧: ok but Auntie ⟦PERSON|Rosie⟧ already send her full NRIC ⟦NATIONAL_ID|$nric1⟧ 😅 and her HP ⟦PHONE|9674 2210⟧
⟦PERSON|Ah Boy⟧: aiyo. delete la. masked one like ⟪masked_id|****470H⟫ enough already
⟦PERSON|Mei Ling⟧: ok deleted. 她的 booth fee ⟦AMOUNT|S$5⟧ paid via PayNow to ⟪org_paynow|UEN 201912345K⟫ liao"""))

TEXTS.append(("volunteer_email", """Subject: Volunteer sign-up / 志愿者报名 – ⟦PERSON|Zhou Yiran⟧

Hi ⟦PERSON|Gethin⟧,

I'm a 留学生 at ⟪org_name|Cardiff University⟫ and would love to help at the repair café! 我会修自行车和小家电。
For the DBS check you asked for my passport number: ⟦PASSPORT|$pp_cn2⟧.
UK mobile ⟦PHONE|07412 883 560⟧, 微信 ⟦PERSON|yiran_zhou97⟧.
Address: ⟦ADDRESS|Flat 12, Talybont Court, Bevan Place, Cardiff CF14 3UX⟧
P.S. 我有⟦MEDICAL|轻微哮喘⟧，所以太 dusty 的活儿可能不太行 🙏

Thanks!
⟦PERSON|Yiran⟧"""))

TEXTS.append(("whatsapp_group_chat", """[⟪group_name|PJ Toy Library Volunteers⟫]
⟦PERSON|Siew Ling⟧: Hi all, reminder toy library 明天 10am open at ⟪venue_name|SS2 community hall⟫
⟦PERSON|Kumar⟧: ok. 我 collect already the membership fee from Puan ⟦PERSON|Aishah⟧, ⟦AMOUNT|RM30⟧ cash
⟦PERSON|Siew Ling⟧: thanks! her son ⟦PERSON|Adam⟧ ada ⟦MEDICAL|G6PD deficiency⟧, pls jangan bagi dia the mothball-smelling toys
⟦PERSON|Kumar⟧: noted 👍 btw my new number ⟦PHONE|+60 12-338 4712⟧"""))

TEXTS.append(("jira_ticket", """[⟪ticket_id|TOY-231⟫] 用户反馈：登录后看到别人的借阅记录 (session mix-up)
Reporter: ⟦PERSON|Grace Ho⟧    Assignee: ⟦PERSON|李浩然⟧    Priority: ⟪priority|P1⟫
Description:
用户 ⟦EMAIL|wong.kaming@gmail.com⟧ 登录后 dashboard 显示的是 ⟦PERSON|黄美玲⟧ 的 loans。HAR 文件里的 cookie:
sessionid=⟦SECRET|$session1⟧
Request-ID ⟪request_id|$uuid5⟫，怀疑 upstream ⟦IP_ADDRESS|10.42.3.17⟧ 的 nginx cache 把 Set-Cookie 也 cache 了。"""))

TEXTS.append(("github_issue", """## 2FA 绑定失败 / TOTP setup fails #⟪issue_number|88⟫
@⟦PERSON|alvin-cheung⟧ opened this issue

扫码后 Google Authenticator 的 code 一直 invalid。我手动输入了 secret ⟦SECRET|$totp1⟧ 也不行（不是文档里那个 ⟪example_totp|JBSWY3DPEHPK3PXP⟫）。
手机时间是 auto 的。App version ⟪version|2.8.0⟫, iOS 17.5.

> ⚠️ @⟦PERSON|alvin-cheung⟧ 请不要在 issue 里贴 secret！已经帮你 reset 了。— ⟦PERSON|jyu-seedlib⟧"""))

TEXTS.append(("dotenv_config", """# ===== 玩具图书馆 AI 助手 =====
ANTHROPIC_API_KEY=⟦APIKEY|$anthropic1⟧
HF_TOKEN=⟦APIKEY|$hf1⟧   # 下载 embedding 模型用
# 下面两个是 AWS 文档里的 example，不是真的
AWS_ACCESS_KEY_ID=⟪example_key|AKIAIOSFODNN7EXAMPLE⟫
AWS_SECRET_ACCESS_KEY=⟪example_key|wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY⟫
ADMIN=⟦PERSON|Wendy Zhang⟧ <⟦EMAIL|wendy.zhang@toylib.hk⟧>
ALLOWED_IPS=⟦IP_ADDRESS|203.186.40.12⟧,⟪doc_ip|203.0.113.7⟫"""))

TEXTS.append(("meeting_minutes", """⟪org_name|觀塘男士工作坊 Kwun Tong Men's Shed⟫ Committee Meeting
Date: 2024-05-28 | Chair: ⟦PERSON|梁志強⟧ (⟦PERSON|Leung Chi Keung⟧)
1. Membership: 新會員 ⟦PERSON|何偉明⟧ (HKID ⟦NATIONAL_ID|$hkid2⟧) 已交 ⟦AMOUNT|HK$150⟧ 年費。
2. Safety: ⟦PERSON|Peter Chan⟧ 提醒大家用 bandsaw 要戴 goggles；⟦PERSON|何偉明⟧ 有⟦MEDICAL|青光眼⟧，暫不安排 lathe。
3. Next meeting: ⟪event_date|25 June⟫, ⟪venue_name|Room 302⟫"""))

TEXTS.append(("stipend_form", """⟪org_name|華埠時間銀行 Chinatown Time Bank SF⟫ — Stipend Volunteer Form
Name 姓名: ⟦PERSON|Wong, Siu Fong⟧
中文名: ⟦PERSON|黃少芳⟧
SSN 社安號: ⟦SSN|$ssn5⟧
Address 地址: ⟦ADDRESS|955 Jackson St Apt 4B, San Francisco, CA 94133⟧
Phone 電話: ⟦PHONE|(415) 398-2716⟧
DOB 出生日期: ⟦DATE_OF_BIRTH|03/07/1951⟧
Monthly stipend 每月津貼: ⟦AMOUNT|$150⟧
Health 健康: ⟦MEDICAL|hard of hearing⟧，左耳戴助聽器"""))

TEXTS.append(("payroll_setup", """Payroll setup — ⟪org_name|Sunset Park Swap Collective⟫
Employee: ⟦PERSON|Kevin Liang⟧（⟦PERSON|梁凯文⟧）
Email: ⟦EMAIL|kevin.liang.bk@gmail.com⟧
SSN: ⟦SSN|$ssn6⟧
Pay: ⟦AMOUNT|$18.50⟧/hr, part-time (Sat & Sun swap shifts)
Direct deposit: routing ⟪routing_number|021000021⟫, account ⟪masked_account|****4471⟫
备注：他工作日要照顾⟦MEDICAL|阿尔茨海默症⟧的外婆，所以只排周末"""))

TEXTS.append(("wechat_chat", """⟦PERSON|Jessica⟧：hi 我帮你在网站上 book 那个 furniture collection 吧，你把 card 发我
⟦PERSON|Ryan⟧：⟦CARD|$card_v4⟧ exp ⟪card_expiry|11/26⟫ CVV ⟦CVV|702⟧
⟦PERSON|Jessica⟧：ok 付了 ⟦AMOUNT|£30⟧，booking ref ⟪booking_ref|FUR-5521⟫。你记得删掉这条 lol
⟦PERSON|Ryan⟧：done。地址写 ⟦ADDRESS|17 Hyde Park Road, Leeds LS6 1AA⟧ 对吧"""))

TEXTS.append(("online_booking_form", """Online booking · ⟪org_name|香港維修咖啡室 Hong Kong Repair Café⟫ · soldering workshop
Name 姓名: ⟦PERSON|Cheung Wing Sze⟧
Email: ⟦EMAIL|wingsze.cheung@yahoo.com.hk⟧
Card 信用卡: ⟦CARD|$card_amex1⟧    CID (4 digits on front 卡面4位): ⟦CVV|4821⟧
Expiry: ⟪card_expiry|03/27⟫
Paid 已付: ⟦AMOUNT|HK$120⟧
Order ⟪order_id|HKRC-20240607-0042⟫"""))

TEXTS.append(("trip_registration", """Overseas Volunteer Trip 海外义工团 — ⟪org_name|Men's Shed Singapore⟫ × ⟪org_name|Penang Shed⟫
Participant: ⟦PERSON|Tan Ah Kow⟧ (⟦PERSON|陈亚九⟧)
Passport No.: ⟦PASSPORT|$pp_sg1⟧    Expiry: ⟪expiry_date|2029-08-14⟫
NRIC: ⟦NATIONAL_ID|$nric3⟧
DOB: ⟦DATE_OF_BIRTH|1948-11-30⟧
Medical: ⟦MEDICAL|knee replacement⟧ in 2022，需要 aisle seat
Emergency contact 紧急联系人: daughter ⟦PERSON|Tan Li Hua⟧ ⟦PHONE|+65 9823 4417⟧
Trip fee paid: ⟦AMOUNT|S$380⟧"""))

TEXTS.append(("honorarium_form", """⟪org_name|Richmond Repair Café 列治文維修咖啡館⟫ — honorarium form
Name: ⟦PERSON|Lau Ka Ming⟧ ⟦PERSON|劉家明⟧
SIN: ⟦NATIONAL_ID|$sin1⟧
Address: ⟦ADDRESS|8140 Saba Rd Unit 1205, Richmond, BC V6Y 4B8⟧
Phone: ⟦PHONE|604-273-8816⟧
Honorarium: ⟦AMOUNT|C$250⟧ for running 5 sessions 五次活動
e-Transfer to ⟦EMAIL|kaming.lau@shaw.ca⟧"""))

TEXTS.append(("wechat_group_chat", """⟦PERSON|小美⟧：我在 Bangalore 的 seed library 做义工，他们要 KYC，让我帮 ⟦PERSON|Priya⟧ 填表
⟦PERSON|小美⟧：她的 Aadhaar 是 ⟦NATIONAL_ID|$aadhaar1⟧，phone ⟦PHONE|+91 98450 21376⟧
⟦PERSON|阿伟⟧：这种号码别发微信啊 😂
⟦PERSON|小美⟧：好好 撤回不了了… membership fee ⟦AMOUNT|₹500⟧ 她已经付了
⟦PERSON|阿伟⟧：地址呢？
⟦PERSON|小美⟧：⟦ADDRESS|No. 14, 3rd Cross, Jayanagar 4th Block, Bengaluru 560011⟧"""))

TEXTS.append(("postgres_log", """2024-06-18 02:11:45 CST [31207] LOG:  connection received: host=⟦IP_ADDRESS|100.64.12.37⟧ port=⟪port|51220⟫
2024-06-18 02:11:45 CST [31207] FATAL:  password authentication failed for user "compost_ro"
# 排查记录 (⟦PERSON|翟明⟧)：app 里的 DSN 写成了 postgresql://compost_ro:⟦SECRET|Duifei-RO-2024⟧@⟦IP_ADDRESS|10.10.2.15⟧:5432/compost，已在 vault 更新
# 另：监控 webhook ⟦SECRET|$slack_hook2⟧ 记得也换掉
# PostgreSQL ⟪version|15.6⟫"""))

TEXTS.append(("shell_session", """⟦PERSON|hkwok⟧@seedlib-prod:~$ sudo cat /etc/ssl/private/seedlib.key   # 先确认一下是不是 EC key
⟦SECRET|$pem_ec1⟧
⟦PERSON|hkwok⟧@seedlib-prod:~$ # ok 是 P-256。cert serial ⟪cert_serial|04:A1:9C:3E:77:0B⟫，到期 ⟪expiry_date|2024-09-30⟫
⟦PERSON|hkwok⟧@seedlib-prod:~$ hostname -I
⟦IP_ADDRESS|172.20.8.14⟧ ⟦IP_ADDRESS|fd00:ab12:4::14⟧"""))

TEXTS.append(("dingtalk_chat", """⟦PERSON|Ivan 王⟧：CI 的 deploy key 给你，放 GitHub secrets 里，千万别 commit:
⟦SECRET|$pem_ed1⟧
⟦PERSON|Ivan 王⟧：public key 我已经加到 server 了：ssh-ed25519 ⟪public_key|AAAAC3NzaC1lZDI1NTE5AAAAIGw2p9cK1vRz8tE3mQ4xN7bJ0sL5aF6hY2uD8kP1oWq3⟫ deploy@ci
⟦PERSON|露露⟧：收到。server IP 还是 ⟦IP_ADDRESS|121.40.77.152⟧ 吧？
⟦PERSON|Ivan 王⟧：对，port ⟪port|2222⟫"""))

TEXTS.append(("social_moments_post", """⟦PERSON|Cathy 刘⟧：London 的姐妹们！周六 ⟪venue_name|Hackney Wick⟫ 有 clothes swap，free entry，带 3 件换 3 件～有兴趣 DM 我或者 WhatsApp ⟦PHONE|+44 7492 018 337⟧ 🥰 上次换到一件 Reformation 的裙子（原价 ⟪price|£180⟫!!）
💬 ⟦PERSON|Yolanda⟧：去去去！可以带 ⟦PERSON|Mia⟧ 吗
💬 ⟦PERSON|Cathy 刘⟧ 回复 ⟦PERSON|Yolanda⟧：当然～"""))

TEXTS.append(("xiaohongshu_post", """📍⟪place_name|Melbourne⟫｜社区 seed library 太可爱了吧！
在 ⟪venue_name|Brunswick Library⟫ 发现的，可以免费借种子，收获后 save 一点还回去🌱
负责人 Aunty ⟦PERSON|Bev⟧ 超热情，还给了我她的电话 ⟦PHONE|0412 558 902⟧ 说有问题随时问
唯一缺点：我⟦MEDICAL|花粉过敏⟧😭 进去一直打喷嚏
#墨尔本生活 #seedlibrary #留学日常"""))

TEXTS.append(("call_log", """[Call log · ⟪org_name|Furniture Bank Toronto⟫ · Mandarin line]
Agent ⟦PERSON|Vivian⟧: 您好 Furniture Bank，请问有什么可以帮您？
Caller: 你好，我想 donate 一个 sofa 和 dining table。我叫 ⟦PERSON|Zhang Hao⟧，⟦PERSON|张浩⟧。
Agent ⟦PERSON|Vivian⟧: 好的，pickup address 是？
Caller: ⟦ADDRESS|45 Harding Blvd, Unit 12, Richmond Hill, ON L4C 9S5⟧
Agent ⟦PERSON|Vivian⟧: pickup 是 ⟪price_tariff|起步价 150 加元⟫，可以 credit card 付。
Caller: OK, card number ⟦CARD|$card_mc1⟧, expiry ⟪card_expiry|05/28⟫, CVV ⟦CVV|219⟧.
Agent ⟦PERSON|Vivian⟧: 收到，charged ⟦AMOUNT|$150⟧，booking ⟪booking_ref|FBT-778102⟫。"""))

TEXTS.append(("bilingual_invoice", """⟪org_name|二手傢俬回收站 Second-hand Furniture Hub⟫
INVOICE 發票 No. ⟪invoice_no|SFH-2406-031⟫
Customer 客戶: Ms. ⟦PERSON|Ip Wai Ling⟧ ⟦PERSON|葉慧玲⟧
Delivery 送貨地址: ⟦ADDRESS|香港柴灣環翠道123號翠灣邨翠山樓2012室⟧
Tel 電話: ⟦PHONE|6287 4403⟧
Item 貨品: 柚木書枱 teak desk ........ ⟪unit_price|HK$680⟫
Delivery 運費 ........................ ⟪delivery_fee|HK$150 flat rate⟫
Total paid 已付總額: ⟦AMOUNT|HK$830⟧ (FPS ref ⟪fps_ref|FPS-1122334⟫)"""))

TEXTS.append(("volunteer_data_email", """Hi ⟦PERSON|Jerry⟧，這是 ⟪org_name|台中時間銀行⟫ 新志工的資料，麻煩 key in 系統：
Name: ⟦PERSON|陳冠宇⟧ (⟦PERSON|Chen Kuan-Yu⟧)
ID: ⟦NATIONAL_ID|$twid2⟧
Mobile: ⟦PHONE|0933-271-884⟧
Email: ⟦EMAIL|kuanyu.chen@gmail.com⟧
Skills: 水電、English tutoring
Note: 他有⟦MEDICAL|色盲⟧，不要排電線分色的工作 😅
Thanks! — ⟦PERSON|Annie⟧"""))

TEXTS.append(("dingtalk_group_chat", """[钉钉] ⟪group_name|中德 Repair Café 交流项目⟫
⟦PERSON|Lena Hoffmann⟧: Hi all, for the travel reimbursement please transfer to my account ⟦IBAN|$iban_de2⟧, BIC ⟪bic|COBADEFFXXX⟫
⟦PERSON|周婷⟧: 好的 ⟦PERSON|Lena⟧，报销金额是 ⟦AMOUNT|€412.60⟧ 对吗？（机票 + hotel）
⟦PERSON|Lena Hoffmann⟧: yes correct, danke!
⟦PERSON|周婷⟧: 已提交给财务⟦PERSON|王敏⟧，预计 ⟪due_date|7月5日⟫ 前到账"""))

TEXTS.append(("volunteer_agreement", """Vrijwilligersovereenkomst / Volunteer agreement / 志愿者协议 — ⟪org_name|Repair Café Amsterdam-Oost⟫
Name 姓名: ⟦PERSON|Xu Jiahui⟧（⟦PERSON|徐嘉慧⟧）
BSN: ⟦NATIONAL_ID|$bsn1⟧
IBAN (expenses 报销用): ⟦IBAN|$iban_nl2⟧
Address 地址: ⟦ADDRESS|Javastraat 118-2, 1095 CK Amsterdam⟧
Phone: ⟦PHONE|+31 6 4182 2597⟧
Volunteer allowance: ⟦AMOUNT|€15⟧ per session
Signed: ⟦PERSON|J. Xu⟧"""))

TEXTS.append(("form_response", """Barcelona 华人 clothes swap 报名 · Google Form response
Timestamp: ⟪timestamp|2024/05/30 22:14:07 GMT+2⟫
Name 姓名: ⟦PERSON|Lin Xiaoyu⟧
中文名: ⟦PERSON|林晓雨⟧
NIE: ⟦NATIONAL_ID|$nie1⟧
Phone: ⟦PHONE|+34 612 48 30 97⟧
押金 Deposit: ⟦AMOUNT|€10⟧
退款账户 Refund IBAN: ⟦IBAN|$iban_es1⟧"""))

TEXTS.append(("signup_message", """Hi ⟦PERSON|Ola⟧! 我是 ⟦PERSON|Wang Yue⟧，想注册 ⟪org_name|Kraków Toy Library⟫ 的 volunteer 🙂
PESEL: ⟦NATIONAL_ID|$pesel2⟧（我有 Karta Pobytu）
DOB: ⟦DATE_OF_BIRTH|04.11.2002⟧
Tel: ⟦PHONE|+48 512 803 446⟧
周末都可以，Dziękuję! 谢谢！"""))

TEXTS.append(("event_poster", """🔧 ⟪event_name|Repair Café 維修咖啡室 Vol.12⟫
📅 ⟪event_date|Sat 13 July 2024⟫ 14:00–17:00
📍 ⟪venue_name|灣仔社區會堂 Wan Chai Community Hall⟫
Bring 帶來: 小家電 small appliances, bikes 單車, 衣服 clothes
Fee 費用: ⟪price|free / 自由捐款⟫
Organised by ⟪org_name|HK Repair Network⟫ · Wi-Fi ⟪wifi_ssid|WCH-Public⟫ · IG ⟪org_handle|hkrepairnetwork⟫"""))

TEXTS.append(("api_debug_notes", """# 调试 toy-loan API（⟦PERSON|Eric 黄⟧）
curl -X POST https://api.toyloan.hk/v1/loans -H "Authorization: Bearer ⟦APIKEY|$jwt_api1⟧" -H "Cookie: connect.sid=⟦SECRET|$session2⟧" -d @loan.json
-> 401 Unauthorized。server log 显示 request from ⟦IP_ADDRESS|218.102.23.77⟧，trace ⟪trace_id|$uuid6⟫
我猜是 token 的 aud 不对，明天问 ⟦PERSON|Kelly⟧"""))

TEXTS.append(("contacts_export_csv", """name,中文名,email,phone,role
⟦PERSON|Alice Ng⟧,⟦PERSON|吳愛麗⟧,⟦EMAIL|alice.ng@outlook.com⟧,⟦PHONE|+852 9456 1203⟧,volunteer
⟦PERSON|Ben Tsui⟧,⟦PERSON|徐斌⟧,⟦EMAIL|bentsui@gmail.com⟧,⟦PHONE|+852 6123 0987⟧,coordinator 協調
# exported from ⟪app_name|Airtable⟫ base ⟪base_id|appX7Kq2LmN9pR4sT⟫"""))

TEXTS.append(("notion_page", """## 🔐 账号交接 Account handover（⟦PERSON|Joanne⟧ → ⟦PERSON|阿文⟧）
| Service | Login | Note |
|---|---|---|
| Gmail | ⟦EMAIL|seedswap.hk@gmail.com⟧ | 密码在 1Password |
| GitHub | ⟦PERSON|joanne-lam⟧ | recovery codes: ⟦SECRET|$rc1⟧, ⟦SECRET|$rc2⟧, ⟦SECRET|$rc3⟧ |
| Mailchimp | same | 2FA 在 ⟦PERSON|Joanne⟧ 手机 |
⚠️ 用完请删掉这页！ last edited ⟪timestamp|2024-06-20 23:58⟫"""))

TEXTS.append(("ci_workflow_yaml", """# .github/workflows/deploy.yml  — 种子图书馆 Google 登录
env:
  GOOGLE_CLIENT_ID: ⟪client_id|$gclient1⟫   # 公开的，没关系
  GOOGLE_CLIENT_SECRET: ⟦SECRET|$gocspx1⟧   # TODO 移到 secrets.*，⟦PERSON|Leo 陈⟧ 说明天改
  SLACK_SIGNING_SECRET: ⟦SECRET|$slack_sign1⟧
  NODE_VERSION: ⟪version|20.11.1⟫
jobs:
  deploy:
    runs-on: ⟪runner|ubuntu-22.04⟫"""))

TEXTS.append(("js_config", """// 二手家具小店 bot 配置 (⟦PERSON|Michelle Yip⟧ 维护)
const config = {
  telegramToken: '⟦APIKEY|$telegram2⟧',
  shopifyAdminToken: '⟦APIKEY|$shopify1⟧',  // ⟪shop_domain|reuse-furniture-hk.myshopify.com⟫
  stripePublishable: '⟪publishable_key|$pk_live2⟫',
  supportPhone: '⟦PHONE|+852 3188 2046⟧',  // 办公室电话
  currency: '⟪currency_code|HKD⟫'
};"""))

TEXTS.append(("error_report", """Sentry · ⟪project|seedswap-web⟫ · TypeError: Cannot read properties of undefined (reading 'phone')
User: ⟦EMAIL|huang.lei@163.com⟧ · IP ⟦IP_ADDRESS|112.97.51.203⟧ · 浏览器 ⟪browser_version|Chrome 125.0⟫
Breadcrumbs: 用户 ⟦PERSON|黄磊⟧ 提交换种子申请 → 收货地址 ⟦ADDRESS|广东省深圳市福田区福华路88号1栋2305 518048⟧ → crash
Release ⟪commit_short|$short3⟫ · Event ⟪event_id|$uuid7⟫"""))

TEXTS.append(("voice_message_transcript", """[语音转文字] 喂 ⟦PERSON|Amanda⟧ 啊，那个 volunteer insurance 要填 ID，我身份证号是 ⟦IDCARD|$idcard10⟧，生日 ⟦DATE_OF_BIRTH|1998年7月23日⟧，然后 emergency contact 写我妈 ⟦PERSON|宋丽⟧，电话 ⟦PHONE|一五九 七三一二 零八六六⟧。OK 谢谢 babe 😘"""))

TEXTS.append(("furniture_loan_agreement", """Furniture Loan Agreement 家具借用协议 — ⟪org_name|上海旧物循环 Shanghai ReUse⟫
Borrower 借用人: ⟦PERSON|Matthew Collins⟧
Passport 护照号: ⟦PASSPORT|$pp_us2⟧
DOB 出生日期: ⟦DATE_OF_BIRTH|1986-02-09⟧
Address 地址: ⟦ADDRESS|上海市长宁区虹桥路1665号2号楼1203室⟧
Mobile 手机: ⟦PHONE|+86 186 2119 4502⟧
Deposit 押金: ⟦AMOUNT|¥800⟧ (refundable 可退)
Items: sofa ×1 (⟪asset_tag|SR-SOFA-017⟫), desk ×1 (⟪asset_tag|SR-DESK-044⟫)"""))

TEXTS.append(("health_declaration", """Health declaration 健康申報 — ⟪org_name|Sha Tin Men's Shed⟫
Member 會員: ⟦PERSON|Ho Kwok Wai⟧ ⟦PERSON|何國威⟧
Conditions 病史: ⟦MEDICAL|hypertension 高血壓⟧, ⟦MEDICAL|type 2 diabetes⟧
Medication 藥物: ⟦MEDICAL|amlodipine 5mg⟧, ⟦MEDICAL|metformin 500mg⟧
Allergy 過敏: ⟦MEDICAL|aspirin⟧
Emergency 緊急聯絡: ⟦PERSON|Ho Mei Yee⟧（太太）⟦PHONE|9012 7735⟧
Form ⟪form_id|STMS-HD-2024-019⟫"""))
