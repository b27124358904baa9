# -*- coding: utf-8 -*-
"""mixed texts of the blind96 corpus.  Typed by hand, one at a time.
Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES[name]."""

TEXTS = []

# 1
TEXTS.append(("slack_thread", """#shanghai-ops
⟦PERSON|Ellie Ward⟧  9:41 AM
早上好! linear 的 API key 我放这儿了, 先用着, 下午 rotate: ⟦APIKEY|$api_linear1⟧
⟦PERSON|刘子涵⟧  9:43 AM
收到 👍 btw ⟦PERSON|Ken⟧ 说 Level 2 showcase 的场地费 ⟪venue_fee|¥4,500⟫ 已经付了, invoice 是 ⟪invoice_no|INV-SH-0412⟫
⟦PERSON|Ellie Ward⟧  9:45 AM
great. 我这个月的 reimbursement ⟦AMOUNT|¥680⟧ (打印 + 道具) 还没到账哦
⟦PERSON|刘子涵⟧  9:46 AM
今天跑 payroll, sorry sorry. 你 HSBC 卡还是原来那张?
⟦PERSON|Ellie Ward⟧  9:46 AM
yes, same one. 另外新学员 ⟦PERSON|Jason Qiu⟧ 的手机是 ⟦PHONE|137 6455 0918⟧, 他有 ⟦MEDICAL|hearing loss⟧ 左耳, 上课让他坐前排"""))

# 2
TEXTS.append(("wechat_private_chat", """⟦PERSON|Marguerite⟧: ⟦PERSON|小雨⟧ hi! the visa agent needs my passport number again 😩
⟦PERSON|小雨⟧: 对的, 他们说上次那个扫描件不清楚, 麻烦再发一下 🙏
⟦PERSON|Marguerite⟧: ⟦PASSPORT|$passport_fr1⟧, expiry ⟪document_expiry|2029-03⟫. And my address in 上海 is ⟦ADDRESS|徐汇区永嘉路 511 弄 3 号 2 楼, 200031⟧
⟦PERSON|小雨⟧: 好的收到. 工作许可那边还要你的 French social security number
⟦PERSON|Marguerite⟧: ok: ⟦NATIONAL_ID|$nid_nir1⟧
⟦PERSON|小雨⟧: 谢谢! 这个月 workshop fee ⟦AMOUNT|€2,400⟧ 还是打到你法国账户?
⟦PERSON|Marguerite⟧: oui, ⟦IBAN|$iban4⟧ 🙏"""))

# 3
TEXTS.append(("hotel_booking_chat", """Guest: ⟦PERSON|Chen Liwei⟧ (⟦PERSON|陈立伟⟧)
Hi, 我们是来 Edinburgh Fringe 演出的, booking ⟪booking_ref|EDN-77413⟫, need to guarantee the room with a card.
Reception (⟦PERSON|Fiona⟧): Of course. Card number, expiry and CVC please, or use the secure link ⟪short_url|pay.hotel.co/x7Qa⟫.
Guest: link 打不开… ⟦CARD|$card11⟧, exp 02/27, CVC ⟦CVV|526⟧
Reception (⟦PERSON|Fiona⟧): Thanks, pre-auth of ⟦AMOUNT|£200⟧ done. Room rate is ⟪room_rate|£189/night⟫ during festival.
Guest: 好的 thanks. 另外 my colleague ⟦PERSON|Deng Kaiwen⟧ will arrive late, ~⟪arrival_time|11pm⟫"""))

# 4
TEXTS.append(("app_log", """⟪log_timestamp|2025-05-12T13:22:05+08:00⟫ [WARN] auth: 登录失败 user=⟦EMAIL|jason.qiu@icloud.com⟧ ip=⟦IP_ADDRESS|117.136.8.204⟧ reason=bad_password attempt=⟪attempt_count|3⟫
2025-05-12T13:22:41+08:00 [INFO] auth: 登录成功 user=⟦EMAIL|jason.qiu@icloud.com⟧ ip=⟦IP_ADDRESS|117.136.8.204⟧ mfa=sms
2025-05-12T13:23:10+08:00 [INFO] booking: 预约成功 class=⟪course_code|IMPRO-L2-WED⟫ seat=⟪seat_number|A3⟫
2025-05-12T13:25:00+08:00 [DEBUG] upstream ⟪doc_ip|2001:db8:10::5⟫ healthy, latency=⟪latency|42ms⟫
2025-05-12T13:25:02+08:00 [ERROR] push: token invalid for device ios-5F2C9A , node=⟦IP_ADDRESS|fd12:3456:789a:1::21⟧"""))

# 5
TEXTS.append(("dotenv_config", """# clown-school site 🤡 — 本地开发用, 别 commit!!
HF_TOKEN=⟦APIKEY|$api_hf1⟧         # 字幕自动生成用
NPM_TOKEN=⟦APIKEY|$api_npm1⟧       # private registry
GOOGLE_MAPS_KEY=⟦APIKEY|$api_google1⟧
NEXT_PUBLIC_SITE_URL=⟪site_url|https://rednose.cn⟫
NEXT_PUBLIC_GA_ID=⟪analytics_id|G-7Q2LX9K4TB⟫   # 这个是公开的, 没关系
ADMIN_TOTP=⟦SECRET|$sec_totp3⟧
# 负责人 ⟦PERSON|Marguerite Aubert⟧ / ⟦PERSON|谢婉婷⟧
NODE_VERSION=⟪version|20.11.1⟫"""))

# 6
TEXTS.append(("bilingual_minutes", """Hong Kong Juggling Convention 2025 — Organising Committee 會議記錄 (⟪meeting_date|3 May 2025⟫)
Present: ⟦PERSON|黃家樂⟧ (chair), ⟦PERSON|Priscilla Tam⟧, ⟦PERSON|Ah Fai⟧, ⟦PERSON|Ming⟧
1. Venue: ⟪venue_name|Kwun Tong Sports Centre⟫ 已確認, hire fee ⟪venue_fee|HK$38,000⟫ paid from association account.
2. ⟦PERSON|Priscilla⟧ advanced ⟦AMOUNT|HK$2,150⟧ for the gala props — 同意報銷, transfer to her FPS ⟦PHONE|9218 4406⟧.
3. Guest artist ⟦PERSON|Oskar Lindqvist⟧ confirmed; flight ⟪flight_number|CX 254⟫.
4. First aid: ⟦PERSON|Ah Fai⟧ 提醒 ⟦PERSON|Ming⟧ 的 ⟦MEDICAL|knee ligament⟧ 未好, 唔好排佢做 stage crew.
Next meeting ⟪meeting_date|17 May⟫ @ ⟪venue_name|Mong Kok office⟫"""))

# 7
TEXTS.append(("whatsapp_chat", """[⟪chat_timestamp|08/06/25 22:10⟫] ⟦PERSON|Wei Jie⟧: bro the festival people want your NRIC for the insurance la
[08/06/25 22:11] ⟦PERSON|Darren Koh⟧: ok ok ⟦NATIONAL_ID|$nid_nric2⟧. 你帮我填 can?
[08/06/25 22:11] ⟦PERSON|Wei Jie⟧: can. DOB also need
[08/06/25 22:12] ⟦PERSON|Darren Koh⟧: ⟦DATE_OF_BIRTH|12 Oct 2001⟧. 我那个 ⟦MEDICAL|shoulder dislocation⟧ last year要写吗
[08/06/25 22:13] ⟦PERSON|Wei Jie⟧: must write, otherwise claim kena reject. fee they pay us is ⟦AMOUNT|SGD 600⟧ each, 到时 PayNow to your ⟦PHONE|8271 3390⟧ ok?
[08/06/25 22:13] ⟦PERSON|Darren Koh⟧: 👍 zone ⟪zone_code|Z3⟫ right"""))

# 8
TEXTS.append(("github_issue", """### Bug: 报名表提交后 500 error

**Reporter:** ⟦PERSON|kaiwen-deng⟧ · ⟪issue_number|#87⟫

复现步骤 / Steps:
1. 打开 `/register`
2. 提交 → 500

Log:
```
Error: Request failed with status code 401
    at createError (node_modules/axios/lib/core/createError.js:⟪line_number|16⟫)
config.headers.Authorization = "token ⟦APIKEY|$api_gh3⟧"
```
我本地 node ⟪version|v18.19.0⟫, Mac M2.

> **⟦PERSON|ellieward⟧** commented: 你把 PAT 贴出来了!! revoke 一下, 然后用 secrets. Also this is dupe of ⟪issue_number|#64⟫."""))

# 9
TEXTS.append(("payment_receipt", """PayPal 收据 / Receipt
你已向 ⟦PERSON|Jordan Castellanos⟧ 付款 ⟦AMOUNT|US$180.00⟧
Note: "3-ball masterclass 学费, thanks ⟦PERSON|Jordan⟧!"
⟦PERSON|Jordan⟧ 的邮箱: ⟦EMAIL|jordan.castellanos@gmail.com⟧
付款人: ⟦PERSON|Song Yiming⟧
交易号 Transaction ID: ⟪transaction_id|3XR81945LP2270633⟫
汇率 Exchange rate: ⟪fx_rate|1 USD = 7.2381 CNY⟫, 扣款 ⟦AMOUNT|¥1,302.86⟧"""))

# 10
TEXTS.append(("zoom_invite", """⟦PERSON|Ken Zhou⟧ is inviting you to a scheduled Zoom meeting.
Topic: 即兴 Level 3 online 补课 / make-up class
Time: ⟪meeting_time|May 28, 2025 08:00 PM Beijing, Shanghai⟫
Join: ⟪meeting_url|https://us06web.zoom.us/j/84311902247⟫
Meeting ID: ⟪meeting_id|843 1190 2247⟫
Passcode: ⟦PASSWORD|Harold28⟧
有问题 WeChat 我: ⟦PERSON|ken_impro_sh⟧ 或者 ⟦PHONE|+86 139 1677 0250⟧"""))

# 11
TEXTS.append(("voice_to_text", """【语音转文字 / transcript】hi ⟦PERSON|Rosa⟧, 我是 ⟦PERSON|Kevin⟧ 啊, 下周 Laughing Cellar 那个 spot 的 deposit 我刚刚付不了, 网站一直 error, 我直接念卡号给你吧: ⟦CARD|$card5⟧, expiry 零六二八, 后面三位 ⟦CVV|133⟧. 一共 ⟦AMOUNT|£45⟧ 对吧? 然后我 UK 的号码是 ⟦PHONE|07455 210 884⟧, 有问题打给我. cheers."""))

# 12
TEXTS.append(("wechat_private_chat", """⟦PERSON|Priscilla Tam⟧: ⟦PERSON|阿Fai⟧, 我幫你報咗 IJA Festival, 佢哋只收 Amex 或 Visa
⟦PERSON|Ah Fai⟧: 用我張 Amex 啦 ⟦CARD|$card3⟧
⟦PERSON|Priscilla Tam⟧: CID 四位數係?
⟦PERSON|Ah Fai⟧: ⟦CVV|8124⟧, 到期 09/29
⟦PERSON|Priscilla Tam⟧: OK 扣咗 ⟦AMOUNT|US$265⟧, confirmation ⟪confirmation_no|IJA-25-04417⟫
⟦PERSON|Ah Fai⟧: 多謝! 我 dup 咗你 ⟦AMOUNT|HK$2,070⟧ 過 FPS"""))

# 13
TEXTS.append(("us_tax_chat", """⟦PERSON|Alyssa Moreno⟧: 嗨 ⟦PERSON|Kevin⟧! our accountant says your 1099 bounced — 地址不对
⟦PERSON|Kevin Deng⟧: oh no. 新地址 ⟦ADDRESS|560 W 43rd St, Apt 12F, New York, NY 10036⟧
⟦PERSON|Alyssa Moreno⟧: and she needs your SSN again, 上次的好像少了一位
⟦PERSON|Kevin Deng⟧: ⟦SSN|$ssn5⟧. 上次我写成 ⟪masked_ssn|***-**-4435⟫ 了 sorry
⟦PERSON|Alyssa Moreno⟧: got it. total paid to you in 2024 = ⟦AMOUNT|$7,800⟧ 
⟦PERSON|Kevin Deng⟧: 👍 谢谢!! form ⟪form_code|1099-NEC⟫ 我 e-file 收到就好"""))

# 14
TEXTS.append(("csv_export", """学员编号 student_ref,中文名,English name,email,mobile,course,paid_cny
S25-031,⟦PERSON|朴智恩⟧,⟦PERSON|Jieun Park⟧,⟦EMAIL|jieun.park93@naver.com⟧,⟦PHONE|13120983361⟧,⟪course_code|INTL-2505⟫,⟦AMOUNT|¥5,800⟧
S25-032,⟦PERSON|欧文⟧,⟦PERSON|Owen Hughes⟧,⟦EMAIL|owen.hughes.sh@gmail.com⟧,⟦PHONE|18501764420⟧,⟪course_code|INTL-2505⟫,⟦AMOUNT|¥5,800⟧
S25-033,⟦PERSON|莎莎⟧,⟦PERSON|Sasha Petrova⟧,⟦EMAIL|sasha.p@yandex.ru⟧,⟦PHONE|15800336127⟧,⟪course_code|INTL-2505-B⟫,⟦AMOUNT|¥2,900⟧"""))

# 15
TEXTS.append(("docker_log", """jugglecon-api-1  | ⟪log_timestamp|2025-09-28 10:04:13⟫ info: 新订单 order=⟪order_id|JC25-00412⟫ buyer=⟦PERSON|Sasha Petrova⟧ amount=⟦AMOUNT|¥260⟧
jugglecon-api-1  | 2025-09-28 10:04:14 debug: set-cookie connect.sid=⟦SECRET|$sec_cookie2⟧; Path=/; HttpOnly
jugglecon-api-1  | 2025-09-28 10:04:14 warn: 请求来自 ⟦IP_ADDRESS|101.86.221.40⟧ 没有 X-Forwarded-Proto
jugglecon-db-1   | 2025-09-28 10:04:15 LOG:  connection authorized: user=jc_app database=jugglecon host=⟦IP_ADDRESS|172.19.0.4⟧
jugglecon-api-1  | 2025-09-28 10:04:16 info: healthcheck ⟪loopback_ip|::1⟫ ok  image=⟪docker_image|jugglecon/api:1.7.3⟫"""))

# 16
TEXTS.append(("feishu_doc", """## 即兴大秀 Big Show budget（内部）
| 项目 item | 金额 | 备注 |
|---|---|---|
| 场地 venue | ⟪org_budget|¥12,500⟫ | ⟪venue_name|1933老场坊⟫ |
| 灯光音响 | ⟪org_budget|¥6,500⟫ | vendor quote ⟪quote_no|Q-2025-118⟫ |
| 演员车马费 | 每人 ⟪rate_card|¥300⟫ | 8 ppl |
| ⟦PERSON|Ellie⟧ 垫付海报印刷 | ⟦AMOUNT|¥860⟧ | 报销 to her 招行卡 ⟦CARD|$card10⟧ |
| ⟦PERSON|Owen⟧ 垫付 props | ⟦AMOUNT|¥415⟧ | WeChat 转账即可 |
Total budget ⟪org_total|¥22,675⟫ — approved by ⟦PERSON|Ken Zhou⟧"""))

# 17
TEXTS.append(("email_bilingual", """Subject: Re: 入境 paperwork for ⟦PERSON|Arjun⟧ / 印度演员资料

Hi ⟦PERSON|何佳⟧,
⟦PERSON|Arjun⟧'s details below for the 邀请函:
- Full name: ⟦PERSON|Arjun Venkataraman⟧
- Passport: ⟦PASSPORT|$passport_in1⟧
- Aadhaar (他们要 for the sponsor file): ⟦NATIONAL_ID|$nid_aadhaar1⟧
- 出生日期 DOB: ⟦DATE_OF_BIRTH|17/01/1993⟧
- Phone (WhatsApp): ⟦PHONE|+91 98450 61273⟧
Performance fee is ⟦AMOUNT|¥9,000⟧ net, 我们 cover 机票.
Thanks! ⟦PERSON|Ingrid⟧"""))

# 18
TEXTS.append(("visa_group_list", """Foreign artists — 工作签证 group list (⟪event_name|Shanghai Street Arts Week⟫)
| # | Name | Nationality | Passport No. | 备注 |
|---|---|---|---|---|
| ⟪row_number|1⟫ | ⟦PERSON|Liam Corrigan⟧ | IE | ⟦PASSPORT|$passport_ie1⟧ | busker, loop pedal |
| ⟪row_number|2⟫ | ⟦PERSON|Harper Nguyen⟧ | AU | ⟦PASSPORT|$passport_au1⟧ | 需要素食 |
| ⟪row_number|3⟫ | ⟦PERSON|Mateusz Zieliński⟧ | PL | ⟦PASSPORT|$passport_pl1⟧ | fire |
| ⟪row_number|4⟫ | ⟦PERSON|Grace Whitfield⟧ | US | ⟦PASSPORT|$passport_us2⟧ | ⟦MEDICAL|type 2 diabetes⟧, insulin 冷藏 |
| ⟪row_number|5⟫ | ⟦PERSON|Chloé Marchand⟧ | CA | ⟦PASSPORT|$passport_ca1⟧ | clown |
Agency ref ⟪agency_ref|SSAW-VISA-03⟫"""))

# 19
TEXTS.append(("google_review", """⭐⭐⭐⭐⭐ by ⟦PERSON|Wendy Lau⟧
Took my kids to the circus skills taster at ⟪venue_name|Flying Saucer⟫ — 老师 super patient! My son has ⟦MEDICAL|autism⟧ and the coach ⟦PERSON|Kwabena⟧ adjusted everything for him, 真的很感动. Price ⟪price|£11⟫ drop-in, very reasonable. 停车 a bit tricky on ⟪place_name|Gloucester Road⟫."""))

# 20
TEXTS.append(("it_helpdesk_chat", """[IT helpdesk] ⟦PERSON|Owen Hughes⟧ ↔ ⟦PERSON|dengkw⟧
⟦PERSON|Owen Hughes⟧: ⟦PERSON|凯文⟧, my laptop died, 新电脑上 ssh 不进 server 了
⟦PERSON|dengkw⟧: 你的 private key 之前备份在哪?
⟦PERSON|Owen Hughes⟧: 在 notes app 里… 我直接贴给你吧
⟦SECRET|$sec_pem2⟧
⟦PERSON|dengkw⟧: 😱 OK 我帮你换一把新的, 这把作废. server 是 ⟦IP_ADDRESS|47.100.18.233⟧, 用户名还是 ⟦PERSON|owenh⟧
⟦PERSON|Owen Hughes⟧: thx 🙏 ticket ⟪ticket_id|IT-2291⟫"""))

# 21
TEXTS.append(("registration_form_bilingual", """即兴喜剧国际班报名 / International Class Registration
姓名 Name: ⟦PERSON|Aarav Mehta⟧
国籍 Nationality: India　　Aadhaar: ⟦NATIONAL_ID|$nid_aadhaar2⟧
出生日期 DOB: ⟦DATE_OF_BIRTH|1996-08-30⟧
在华地址 Address in China: ⟦ADDRESS|上海市静安区南京西路 1266 号恒隆广场 2 座 3501, 200040⟧
紧急联系人 Emergency contact: ⟦PERSON|Riya Mehta⟧ (wife) ⟦PHONE|+91 99201 44873⟧
过敏 Allergies: ⟦MEDICAL|shellfish 海鲜过敏⟧
Fee ⟪tariff|¥5,800/term⟫, form ⟪form_version|INTL-REG v2⟫"""))

# 22
TEXTS.append(("slack_bot_config", """# comedy-club-bot (⟪org_name|笑果地下室⟫ × ⟪org_name|Laughing Cellar⟫ exchange program)
SLACK_BOT_TOKEN=⟦APIKEY|$api_slack2⟧
SLACK_USER_TOKEN=⟦APIKEY|$api_slack3⟧   # ⟦PERSON|Rosa⟧ 的 user token, 只用来发 DM
SLACK_ALERT_HOOK=⟦SECRET|$sec_slackhook2⟧
SLACK_SIGNING_SECRET=⟦SECRET|$sec_jwtsign1⟧
SLACK_APP_ID=⟪app_id|A07QX4K2M9B⟫           # app id 不是 secret
SLACK_CLIENT_ID=⟪client_id|5471829034.7781203391⟫"""))

# 23
TEXTS.append(("registration_confirmation", """IJA Festival 2025 — Registration confirmed ✅ 报名成功
Registrant: ⟦PERSON|Song Yiming⟧
Badge name: ⟦PERSON|Yiming⟧
Paid with Discover ⟦CARD|$card8⟧ — ⟦AMOUNT|US$235.00⟧
Registration # ⟪registration_no|IJA25-11873⟫ · Workshop track ⟪track_code|W-07 Club Passing⟫
有问题请联系 registration desk, ⟦PHONE|+1 (509) 884-2710⟧"""))

# 24
TEXTS.append(("payment_debug_log", """[DEBUG] ⟪log_timestamp|2025-06-02 16:41:09⟫ 支付网关请求体 (TODO: 上线前删掉这行日志!!)
{"merchant":"⟪merchant_id|M-884201⟫","pan":"⟦CARD|$card14⟧","cvv":"⟦CVV|3391⟧","exp":"1128","holder":"⟦PERSON|CAO YANG⟧","amount":72000,"currency":"CNY","client_ip":"⟦IP_ADDRESS|112.65.200.18⟧"}
[DEBUG] 2025-06-02 16:41:10 gateway response code=⟪gateway_code|05⟫ (Do not honor) latency=⟪latency|812ms⟫"""))

# 25
TEXTS.append(("wechat_private_chat", """⟦PERSON|Aino Virtanen⟧: hei ⟦PERSON|小林⟧! 催眠 festival 的 contract 要我的 henkilötunnus, 就是芬兰身份证号
⟦PERSON|小林⟧: 对对, 发我就行
⟦PERSON|Aino Virtanen⟧: ⟦NATIONAL_ID|$nid_hetu1⟧ — born ⟦DATE_OF_BIRTH|17.2.1980⟧
⟦PERSON|小林⟧: 收到 🙏 fee ⟦AMOUNT|€1,100⟧ 会在演出后 7 天内付"""))

# 26
TEXTS.append(("email_bilingual", """Asunto / 主题: NIE para el contrato — 巴塞罗那街头艺人许可

Hola ⟦PERSON|Marc⟧,
我的 NIE 是 ⟦NATIONAL_ID|$nid_nie1⟧, dirección ⟦ADDRESS|Carrer de Verdi 42, 3º 1ª, 08012 Barcelona⟧.
La licencia de músico callejero (⟪permit_ref|BCN-MC-2025-1187⟫) me costó ⟪tariff|€0⟫, es gratis, 但是 audition 要预约.
Saludos,
⟦PERSON|Lin Xiaotong⟧ (⟦PERSON|林晓彤⟧) · ⟦PHONE|+34 622 418 907⟧"""))

# 27
TEXTS.append(("two_factor_setup", """🔐 开启两步验证 / Set up two-factor authentication — ⟪org_name|Red Nose Lab⟫ admin
Account: ⟦EMAIL|xie.wanting@rednose.cn⟧
手动输入密钥 Manual entry key:
⟦SECRET|$sec_totp2⟧
备用码 Backup codes (每个只能用一次 / each works once):
⟦SECRET|$sec_rec7⟧   ⟦SECRET|$sec_rec8⟧
⟦SECRET|$sec_rec9⟧   ⟦SECRET|$sec_rec10⟧
Example in our help doc: ⟪example_totp_seed|JBSWY3DPEHPK3PXP⟫ (do not use)"""))

# 28
TEXTS.append(("oauth_app_config", """# GitHub OAuth App — 杂耍大会 login
GITHUB_CLIENT_ID=⟪client_id|Ov23liA7kQ0pZ3xF9mTb⟫      # 公开的
GITHUB_CLIENT_SECRET=⟦SECRET|$sec_ghclient1⟧
GITHUB_PAT_FOR_CI=⟦APIKEY|$api_ghfine1⟧
CALLBACK_URL=⟪callback_url|https://jugglecon.cn/auth/github/callback⟫
# owner: ⟦PERSON|Tariq Haddad⟧ / ⟦PERSON|宋一鸣⟧"""))

# 29
TEXTS.append(("shell_history", """# 测试 permits API, token 是 staging 的? 不, 是 prod 的 😓
curl -X POST https://api.permits.example.cn/v1/checkin \\
  -H "Authorization: Bearer ⟦APIKEY|$api_jwt2⟧" \\
  -d '{"pitch":"⟪pitch_code|HP-07⟫","artist":"⟦PERSON|陈立伟⟧"}'
# response: {"ok":true,"checkin_id":"⟪checkin_id|CK-20250611-0093⟫"} 用时 ⟪latency|220ms⟫"""))

# 30
TEXTS.append(("wechat_private_chat", """⟦PERSON|唐果⟧: ⟦PERSON|Lukas⟧ 你好, Geneva 那个 clown intensive 的学费我今天汇过去
⟦PERSON|Lukas Brenner⟧: super! school account is on the website, not mine 😄
⟦PERSON|唐果⟧: 哦哦, 那退款的话退到我瑞士的账户 ⟦IBAN|$iban11⟧ 可以吗? 我在 Lausanne 交换
⟦PERSON|Lukas Brenner⟧: yes, that's fine. 学费 is ⟪tariff|CHF 1,450⟫ for the 3 weeks"""))

# 31
TEXTS.append(("registration_form_bilingual", """Taipei Magic Fest — Performer sign-up 表演者報名
Name 姓名: ⟦PERSON|Chang Yu-Hsiang⟧ ⟦PERSON|張宇翔⟧
ID 身分證字號: ⟦NATIONAL_ID|$nid_twid2⟧
Mobile 手機: ⟦PHONE|0928-551-306⟧
Act 節目: stage manipulation (cards & CDs), 8 min, needs ⟪stage_requirement|black backdrop⟫
Fee 演出費: ⟪rate_card|NT$6,000/場⟫"""))

# 32
TEXTS.append(("registration_form_bilingual", """Edinburgh Fringe — Artist accreditation (for Chinese performers 中国演员填写)
Full name (as in passport): ⟦PERSON|ZHAO Min⟧ ⟦PERSON|赵敏⟧
Date of birth 出生日期: ⟦DATE_OF_BIRTH|05/05/1989⟧
Chinese ID 身份证号: ⟦IDCARD|$idcard16⟧
Company 剧团: ⟪org_name|Xiaoguo Comedy⟫ — show "⟪show_name|Lost in Punchline⟫", venue ⟪venue_name|Pleasance Courtyard⟫
Accreditation fee ⟪tariff|£20⟫ (paid by company)"""))

# 33
TEXTS.append(("event_poster", """🎭 IMPROV NIGHT 即兴之夜 🎭
"⟪show_name|Yes, And… 然后呢？⟫" — bilingual long-form show
📅 ⟪event_date|Sat 21 June⟫ ⟪show_time|7:30pm⟫ · 📍 ⟪venue_name|Wooden Box Theatre 木盒子剧场⟫
Tickets 票价 ⟪ticket_price|¥120⟫ / students ⟪ticket_price|¥80⟫ · 中英双语 no Chinese needed!
#⟪hashtag|ImprovShanghai⟫"""))

# 34
TEXTS.append(("sms", """[⟪sender_id|HKJC2025⟫] Hi ⟦PERSON|Oskar⟧, 歡迎來香港! Your pickup driver ⟦PERSON|Ah Keung⟧ will wait at Arrival Hall B, ⟦PHONE|9036 7712⟧. Hotel check-in under passport ⟦PASSPORT|$passport_hk1⟧ — sorry, that's the booking agent's passport, we'll fix it. Flight ⟪flight_number|CX 254⟫"""))

# 35
TEXTS.append(("wechat_private_chat", """⟦PERSON|Grace Whitfield⟧: 你好 ⟦PERSON|小雨⟧! the festival accountant emailed me asking for my SSN for US withholding?? is that normal
⟦PERSON|小雨⟧: 是的, 因为你是 US citizen, 付款方要报税. 你可以直接发我
⟦PERSON|Grace Whitfield⟧: ok it's ⟦SSN|$ssn6⟧, pls delete after 🙏"""))

# 36
TEXTS.append(("email_bilingual", """Objet / 主题: remboursement atelier clown — Bruxelles

Bonjour ⟦PERSON|Sophie⟧,
因为 ⟦MEDICAL|appendicitis⟧ 我没能参加周末的 atelier, 能否把 ⟦AMOUNT|€180⟧ 退到我的比利时账户 ⟦IBAN|$iban9⟧ ?
Merci beaucoup,
⟦PERSON|Zhou Ruolan⟧
(inscription ⟪booking_ref|CLW-BXL-0552⟫)"""))

# 37
TEXTS.append(("bank_card_binding", """Card binding log 绑卡记录 — ⟪app_name|JuggleHub⟫
user_id=u_880214 real_name=⟦PERSON|孟祥瑞⟧ id_no=⟦IDCARD|$idcard17⟧ card=⟦CARD|$card1⟧ result=SUCCESS
bank=⟪bank_name|Bank of China⟫ channel=⟪payment_channel|UnionPay-QuickPass⟫ ts=⟪log_timestamp|2025-06-20T09:12:44Z⟫"""))

# 38
TEXTS.append(("python_source", """# stripe 对账脚本 reconcile.py — 别再 hardcode key 了 (⟦PERSON|Rosa⟧ 说的)
import stripe
stripe.api_key = "⟦APIKEY|$api_stripe3⟧"
START = ⟪unix_timestamp|1717200000⟫  # 2024-06-01
for p in stripe.Payout.list(created={"gte": START}, limit=⟪page_size|100⟫).auto_paging_iter():
    print(p.id, p.amount / 100, p.status)   # 打印每笔 payout"""))
