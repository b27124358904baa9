# -*- coding: utf-8 -*-
# blind57 mixed Chinese/English texts. Every text typed by hand.
# ⟦TYPE|value⟧ = span, ⟪kind|value⟫ = decoy, $name = value from values.py
TEXTS = []

TEXTS.append(("wechat_chat", """⟦PERSON|Amy 王⟧：Hi ⟦PERSON|Jess⟧, 明天的 shift 我可能来不了，昨晚进了 A&E 😭 doctor 说是 ⟦MEDICAL|appendicitis⟧，今天下午做手术
⟦PERSON|Jess⟧ (manager)：OMG 你好好休息！Don't worry about ⟪org_name|Petals & Co⟫. 病假 form 我发你邮箱 ⟦EMAIL|amy.wang.ucl@gmail.com⟧ 可以吗？
⟦PERSON|Amy 王⟧：嗯嗯 yes please. 对了上个月的 wage ⟦AMOUNT|£486.20⟧ 还没到账 🥲
⟦PERSON|Jess⟧：I'll chase payroll, 应该是 bank details 填错了，你再发一下 IBAN？
⟦PERSON|Amy 王⟧：⟦IBAN|$iban_gb4⟧ 谢谢 ⟦PERSON|Jess⟧ 💐"""))

TEXTS.append(("slack_thread", """#ops  (⟪org_name|Dragon Scale Aquatics⟫ SG)
⟦PERSON|wei.jie⟧: 新的 staging server 是 ⟦IP_ADDRESS|10.12.0.44⟧, prod 在 ⟦IP_ADDRESS|52.221.190.8⟧ (AWS ⟪aws_region|ap-southeast-1⟫)
⟦PERSON|wei.jie⟧: Telegram 补货 bot 的 token 我放在 .env 了: ⟦APIKEY|$tg2⟧ — 千万别 commit 啊
⟦PERSON|huimin.lee⟧: ok noted. btw 客户 portal 的 admin password 还是 "⟦PASSWORD|ArowanaGold#88⟧"? 太弱了吧 lah
⟦PERSON|wei.jie⟧: 下周换，等 ⟪version|v3.2⟫ release 完再说"""))

TEXTS.append(("visa_application_form", """签证申请表 Visa Application Form (PRC) — section 1
姓 Surname: ⟦PERSON|HARGREAVES⟧
名 Given names: ⟦PERSON|Oliver James⟧
出生日期 Date of birth: ⟦DATE_OF_BIRTH|1985-03-22⟧
护照号码 Passport No.: ⟦PASSPORT|$pp_gb3⟧
职业 Occupation: wine buyer, ⟪org_name|Hargreaves & Lowe Fine Wines⟫
邀请单位 Inviting entity: ⟪org_name|宁夏贺兰山东麓酒庄有限公司⟫
中国境内联系人 Contact in China: ⟦PERSON|马晓东⟧ ⟦PHONE|+86 139 9512 0446⟧"""))

TEXTS.append(("crossborder_order", """Order ⟪order_id|#PB-88214⟫ | ⟪product_name|Penfolds Bin 28⟫ x 6 | ship to 上海
Consignee 收件人: ⟦PERSON|Zhou Li⟧ ⟦PERSON|周丽⟧
ID No. 身份证号: ⟦IDCARD|$id1⟧ (清关需要 / required for customs)
Mobile 手机: ⟦PHONE|+86 186 0217 3390⟧
Address 地址: ⟦ADDRESS|上海市徐汇区漕溪北路88号圣爱大厦12楼1203室 200030⟧
Paid: ⟦AMOUNT|AUD 312.00⟧ (⟪masked_card|card ending 2290⟫)   Carrier: ⟪courier_name|EMS⟫"""))

TEXTS.append(("sms_thread", """⟦PERSON|黄太⟧: ⟦PERSON|Kevin⟧ 你好, 新来的 baker ⟦PERSON|Miguel⟧ 的 W-4 我拍照发你了, SSN 是 ⟦SSN|$ssn9⟧
⟦PERSON|Kevin Liu⟧ CPA: 收到. 他的 hourly rate 是多少?
⟦PERSON|黄太⟧: ⟦AMOUNT|$17.50⟧, 每周大概 35 hours, 早上四点开工
⟦PERSON|Kevin Liu⟧ CPA: OK. 另外你去年的 ⟪form_name|1099-NEC⟫ 还没 sign, 我 email 到 ⟦EMAIL|huang.bakery@gmail.com⟧ 了
⟦PERSON|黄太⟧: 好的 thank you, 周末 ⟪org_name|Golden Crust Bakery⟫ 太忙了 😅"""))

TEXTS.append(("k8s_configmap", """# 注意：呢個 file 唔好 push 上 GitHub!! 用 sealed-secrets 先啱
apiVersion: v1
kind: Secret
metadata:
  name: ⟪k8s_secret_name|hkwinecellar-payments⟫
stringData:
  STRIPE_KEY: ⟦APIKEY|$stripe3⟧
  STRIPE_WEBHOOK_SECRET: ⟦SECRET|$whsec2⟧
  ADMIN_EMAIL: ⟦EMAIL|ops@hkwinecellar.hk⟧
  REDIS_HOST: ⟦IP_ADDRESS|172.31.8.19⟧
  REDIS_PORT: "⟪port|6380⟫\""""))

TEXTS.append(("call_transcript", """[Call log ⟪call_timestamp|Sat 10:14⟫ — ⟪org_name|Fluffy Cloud Grooming⟫ 旺角店]
Customer: Hello, 我想 book 星期六 grooming for my poodle 啊
Staff (⟦PERSON|Kelly⟧): 好呀, 可以俾個 name 同 phone number 我嗎?
Customer: ⟦PERSON|Chan Siu-ming⟧, ⟦PHONE|9832 7716⟧.
⟦PERSON|Kelly⟧: OK Mr ⟦PERSON|Chan⟧, deposit ⟦AMOUNT|HK$200⟧ 要先 FPS 過嚟, FPS ID 係 ⟪fps_id|1628774⟫
Customer: 好, 我而家 transfer. 另外我隻狗有 ⟪animal_condition|skin allergy⟫, 用 ⟪product_name|hypoallergenic shampoo⟫ 得唔得?
⟦PERSON|Kelly⟧: 冇問題, 我哋有 ⟪price|HK$80⟫ 嘅 upgrade"""))

TEXTS.append(("github_issue", """登录后 token 过期太快 (JWT expires in 1h) #⟪issue_number|112⟫
我用 Postman 测了一下，header 是 Authorization: Bearer ⟦APIKEY|$jwt1⟧
server log 显示 client ip ⟦IP_ADDRESS|119.29.77.102⟧，refresh 接口直接返回 ⟪http_status|401⟫
环境：garden-app ⟪version|2.8.0⟫ / iOS 17.4
@⟦PERSON|liyang-dev⟧ 能看看 refresh token 逻辑吗？"""))

TEXTS.append(("hr_record", """Staff record 员工资料 — ⟪org_name|Bread Garden Pte Ltd⟫
Name 姓名: ⟦PERSON|Lim Mei Xuan⟧ ⟦PERSON|林美璇⟧
NRIC: ⟦NATIONAL_ID|$nric2⟧
DOB 出生日期: ⟦DATE_OF_BIRTH|2002-07-15⟧
Mobile 手机: ⟦PHONE|9123 6650⟧
Address: ⟦ADDRESS|Blk 23 Tampines St 21, #05-112, Singapore 520023⟧
Allergy 过敏: ⟦MEDICAL|shellfish 过敏⟧
Salary 月薪: ⟦AMOUNT|S$2,350⟧    Outlet: ⟪store_code|TMP-02⟫"""))

TEXTS.append(("python_script", """# Sends the daily sales summary to the DingTalk group 每日销售播报
import hmac, hashlib, base64, time, requests
WEBHOOK = "⟦SECRET|$dinghook3⟧"
SIGN_SECRET = "⟦SECRET|$dingsec1⟧"
def push(total, manager):
    msg = f"今日销售额：{total} 元，值班店长 {manager}"
    ...
# owner: ⟦EMAIL|chen.yu@wineworld.cn⟧ — 有问题找他, runs at ⟪cron_schedule|0 22 * * *⟫"""))

TEXTS.append(("xiaohongshu_post", """英国 florist 兼职 分享🌷 ｜ 时薪 ⟦AMOUNT|£11.44⟧ 比奶茶店高一点
在 ⟪place_name|Camden⟫ 一家花店做 Saturday assistant 三个月了，manager ⟦PERSON|Sophie⟧ 超 nice，会教 wiring 和 conditioning。
缺点：手会被刺扎烂，我还查出来 ⟦MEDICAL|contact dermatitis⟧ 😭 现在上班戴 nitrile 手套
有问题评论区问～ #留学生兼职 #⟪hashtag|LondonFlorist⟫"""))

TEXTS.append(("wechat_chat", """Mr ⟦PERSON|Tang⟧ ⟦PERSON|唐先生⟧: Hi, 我想订 the ⟪vintage|2015⟫ ⟪wine_name|Sassicaia⟫ x 3, 直接用卡付可以吗? ⟦CARD|$amex2⟧, CVV ⟦CVV|4412⟧, exp 11/27
⟪org_name|Cadogan Cellars⟫ (⟦PERSON|Harriet⟧): ⟦PERSON|唐先生⟧ thank you! 不过 please 不要在 WeChat 发卡号哦, I'll send you a secure payment link 🙏 Total ⟦AMOUNT|£1,185⟧ incl. delivery to ⟦ADDRESS|8 Cadogan Square, London SW1X 0JU⟧?
⟦PERSON|唐先生⟧: yes 对的"""))

TEXTS.append(("firewall_log", """# 今天凌晨被扫了，记录一下 (⟪org_name|Willow Bank Garden Centre⟫ web server)
[UFW BLOCK] IN=eth0 SRC=⟦IP_ADDRESS|193.32.162.88⟧ DST=⟦IP_ADDRESS|10.0.0.5⟧ PROTO=TCP DPT=⟪port|22⟫
[UFW BLOCK] IN=eth0 SRC=⟦IP_ADDRESS|2a01:4f8:c17:3b1::2⟧ DST=⟦IP_ADDRESS|10.0.0.5⟧ PROTO=TCP DPT=3389
[UFW ALLOW] IN=tailscale0 SRC=⟦IP_ADDRESS|100.101.7.22⟧ DST=⟦IP_ADDRESS|10.0.0.5⟧ DPT=22   # 这是 ⟦PERSON|Leo⟧ 的 laptop
# docs 例子里的 ⟪doc_ip|198.51.100.7⟫ 不用管，是测试规则"""))

TEXTS.append(("order_notification", """🎂 New order 新订单 ⟪order_id|#HK-3381⟫ — ⟪org_name|Sugar Bloom Cakes⟫
Customer 客人: ⟦PERSON|Tsang Wing-yan⟧ ｜ ⟦PHONE|+852 6190 4472⟧ ｜ ⟦EMAIL|wingyan.tsang@yahoo.com.hk⟧
Cake: ⟪product_name|Longevity peach cake 寿桃蛋糕⟫ 3 tiers
寿星 Birthday person: ⟦PERSON|曾志强⟧, DOB ⟦DATE_OF_BIRTH|1958-08-28⟧ (67岁大寿)
Paid 已付: ⟦AMOUNT|HK$1,680⟧ ✔    Pickup: ⟪pickup_slot|Sun 3pm⟫"""))

TEXTS.append(("boarding_intake_form", """Pet boarding intake 寄养登记 — ⟪org_name|Harbour Paws Kennels⟫ (Sydney)
Owner 主人: ⟦PERSON|Grace Liang⟧ ⟦PERSON|梁慧敏⟧
Passport (for pet export paperwork 出口文件): ⟦PASSPORT|$pp_au17⟧
Mobile: ⟦PHONE|0412 338 907⟧    Email: ⟦EMAIL|grace.liang88@outlook.com⟧
Dog: ⟪pet_name|Bao⟫, ⟪pet_breed|Shiba Inu⟫, microchip ⟪microchip_number|956000012345678⟫
Deposit 订金: ⟦AMOUNT|AUD 250⟧ paid 已付"""))

TEXTS.append(("incident_email", """Subject: [事故通报] Stripe restricted key 泄露 — action required
Hi all 大家好,
今天 09:40 ⟦PERSON|Daniel Ng⟧ 在 ⟪channel_name|#marketing⟫ 贴了 ⟦APIKEY|$stripe_rk1⟧ (restricted key, refunds 权限). 已经 roll 了。
Stripe dashboard 显示 10:02 有一次 API call 来自 ⟦IP_ADDRESS|103.152.220.41⟧，不是我们的 office IP。
请 ⟦PERSON|Daniel⟧ 今天内完成 security training。
— ⟦PERSON|Mandy Ho⟧, IT, ⟪org_name|Orchid & Vine Florist⟫"""))

TEXTS.append(("whatsapp_chat", """[WhatsApp] ⟪org_name|Tiger Hops Brewing⟫ KL crew
⟦PERSON|Ah Keong⟧: guys 上个月 OT 钱 boss 已经 bank in 了, check 一下
⟦PERSON|Siti⟧: dapat! ⟦AMOUNT|RM 420⟧ thanks boss 🙏
⟦PERSON|Ah Keong⟧: ⟦PERSON|Raj⟧ 你的还没, 你的 bank account 名字拼错了
⟦PERSON|Raj⟧: alamak. 我的 Maybank 户口名是 ⟦PERSON|Rajesh a/l Subramaniam⟧, 叫 boss 再 transfer ⟦AMOUNT|RM 385⟧
⟦PERSON|Ah Keong⟧: ok ok, 顺便 reminder 星期六 ⟪event_name|Oktoberfest⟫ 要 8am 到"""))

TEXTS.append(("email_with_signature", """From: ⟦PERSON|Jonas Müller⟧ <⟦EMAIL|jonas@mueller-weinhandel.de⟧>
To: 采购部 ⟦PERSON|刘芳⟧
Subject: Re: 雷司令样品 Riesling samples — invoice

Hallo ⟦PERSON|刘芳⟧,
样品已经寄出 (DHL ⟪tracking_number|JJD0149825533671⟫). 我是个体经营 (Einzelunternehmer), so please transfer the ⟦AMOUNT|€380.00⟧ for the 12 sample bottles to my personal account:
IBAN ⟦IBAN|$iban_de4⟧, BIC ⟪bank_bic|DRESDEFF200⟫
Steuernummer: ⟪tax_number|22/815/08154⟫
Viele Grüße / 祝好
⟦PERSON|Jonas⟧"""))

TEXTS.append(("ocr_business_card", """[OCR 名片 business card]
⟪org_name|Thames & Yangtze Wine Imports⟫ 泰扬葡萄酒进口
⟦PERSON|James Whitaker⟧ ⟦PERSON|魏杰明⟧
Managing Director 总经理
M: ⟦PHONE|+86 138 1607 2245⟧   UK: ⟦PHONE|+44 7700 345 118⟧
E: ⟦EMAIL|james.w@thamesyangtze.com⟧
Office 办公室: ⟪org_address|上海市静安区南京西路1266号恒隆广场2座3502⟫"""))

TEXTS.append(("payroll_csv", """# 员工工资表 Staff payroll — ⟪org_name|Lucky Star Bakery⟫ 唐人街, May 2025（会计专用）
name,ni_number,net_pay,iban,备注
⟦PERSON|Chen Jiahui⟧,⟦NATIONAL_ID|$nino6⟧,"⟦AMOUNT|£1,642.18⟧",⟦IBAN|$iban_gb8⟧,夜班 baker
⟦PERSON|Wong Ka Lok⟧,⟦NATIONAL_ID|$nino7⟧,"⟦AMOUNT|£1,204.50⟧",⟦IBAN|$iban_gb9⟧,part-time 收银
# tax code 都是 ⟪tax_code|1257L⟫, pension 走 ⟪pension_provider|NEST⟫"""))

TEXTS.append(("voice_note_transcript", """[語音轉文字 voice note] Hi 我係 Mrs ⟦PERSON|Lau⟧ 個仔 ⟦PERSON|Lau Chun-hei⟧ 呀, 阿媽上個禮拜 ⟦MEDICAL|中風⟧ 入咗院, 佢隻貓 ⟪pet_name|咪咪⟫ 想寄住你哋度兩個星期. 我電話係 ⟦PHONE|nine one two three, 四五六七⟧. 貓喺 ⟦ADDRESS|沙田第一城 38座 12樓 F室⟧, 你哋可唔可以上門接? 費用 ⟪quote|HK$2,800⟫ 我 OK."""))

TEXTS.append(("google_review", """★★★★★ ⟦PERSON|Yvonne Cheung⟧ · Local Guide
Best 菠萝包 in Manchester!! 老板娘 Auntie ⟦PERSON|May⟧ super friendly. 我有 ⟦MEDICAL|coeliac disease⟧，她专门帮我查了 ingredients，还推荐了 gluten-free 的 ⟪product_name|mochi⟫. Price ⟪price|£2.20⟫ 一个 fair 🥰 — ⟪org_name|Golden Dragon Bakery⟫, ⟪place_name|Faulkner St⟫"""))

TEXTS.append(("tap_list", """🍺 ⟪org_name|Hoppy Panda Brewing⟫ 今日酒单 Tap list — Fri
1. ⟪beer_name|Bamboo Pale Ale⟫ 竹子淡色艾尔 · ⟪abv|4.8%⟫ · ⟪price|¥48⟫ / pint
2. Sichuan Pepper Saison 花椒赛松 · 6.2% · ⟪price|¥55⟫
3. Jasmine Lager 茉莉花拉格 · 5.0% · ¥45 · batch ⟪batch_number|JL-0427⟫
Happy hour 17:00-19:00 买一送一 · Wi-Fi: ⟪wifi_ssid|HoppyPanda_Guest⟫"""))

TEXTS.append(("boarding_intake_form", """Cattery intake 猫咪寄养登记 — ⟪org_name|Purrfect Stay 喵住⟫ (上海 Jing'an)
Owner 主人: ⟦PERSON|Camille Roux⟧
Passport 护照: ⟦PASSPORT|$pp_fr18⟧ (expat 外籍, 登记需要)
手机 Mobile: ⟦PHONE|+86 135 6487 2093⟧
Address 地址: ⟦ADDRESS|上海市静安区愚园路1088弄12号201室⟧
Reason 原因: 我 ⟦MEDICAL|pregnant⟧ 了, doctor 建议暂时不要清理猫砂 (toxo risk)
Cats: ⟪pet_name|Noisette⟫ & Praline · ⟪tariff|¥120/night⟫ · deposit ⟦AMOUNT|¥1,000⟧ paid 已付"""))

TEXTS.append(("git_commit", """commit ⟪commit_sha|c71f0e9d3a2b48e6f1c05d7a9b3e28f4d6c1a0b9⟫
Author: ⟦PERSON|Xu Haoran⟧ <⟦EMAIL|haoran.xu@bloomlab.cn⟧>
Date:   ⟪timestamp|Mon Apr 7 23:58:11 2025 +0800⟫

    临时修复 production 登录问题 hotfix, 明天再改回环境变量

diff --git a/florist/settings.py b/florist/settings.py
-SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]
+SECRET_KEY = "⟦SECRET|$django2⟧"
 DEBUG = False
 ALLOWED_HOSTS = ["⟪hostname|shop.bloomlab.cn⟫"]"""))

TEXTS.append(("wechat_chat", """⟦PERSON|Kai⟧: 老板你好, 我想给女朋友订个 birthday cake, 她 ⟦DATE_OF_BIRTH|2003-02-14⟧ 生日, 所以是 22nd birthday 🎉
⟪org_name|Cake Atelier⟫: Hi ⟦PERSON|Kai⟧! 6 inch ⟪price|£38⟫, 8 inch ⟪price|£52⟫, 写字 ⟪surcharge|+£3⟫. 写什么字?
⟦PERSON|Kai⟧: "Happy 22nd ⟦PERSON|Xinyi⟧ ❤️" 8 inch 的. 已经 bank transfer ⟦AMOUNT|£55⟧ 了, 我电话 ⟦PHONE|07421 886 530⟧
⟪org_name|Cake Atelier⟫: 收到 ✔ Saturday 11am pickup at ⟪store_name|Brick Lane shop⟫"""))

TEXTS.append(("meeting_minutes", """Project sync 项目例会 — ⟪project_name|Riverside Courtyard⟫ garden, ⟪org_name|Willow & Bamboo Landscape Design⟫
Attendees 参会: ⟦PERSON|Tom Ashby⟧, ⟦PERSON|Zhang Wei⟧, ⟦PERSON|Olivia⟧, ⟦PERSON|小李⟧
1. 苗木 sourcing: ⟦PERSON|Zhang Wei⟧ 确认 Japanese maples 下周到, ⟪plant_spec|girth 14-16cm⟫
2. Client 客户 Mr ⟦PERSON|Baxter⟧'s deposit ⟦AMOUNT|£8,500⟧ received ✔ 余款 on completion
3. ⟦PERSON|Olivia⟧ 下周 ⟦MEDICAL|knee surgery⟧, ⟦PERSON|Tom Ashby⟧ covers site visits
4. Next meeting 下次: Thu ⟪meeting_time|10:00⟫"""))

TEXTS.append(("sms_message", """【⟪org_name|Wan Chai Wine Cellar⟫】Hi Ms ⟦PERSON|Yip⟧ ⟦PERSON|葉小姐⟧, 你訂嘅 ⟪wine_name|Dom Pérignon 2013⟫ 已到貨, 請於 7 日內取貨. 查詢 Enquiries: ⟦PHONE|2891 4450⟧ / WhatsApp ⟦PHONE|+852 5408 1176⟧. Reply STOP 取消"""))

TEXTS.append(("jira_ticket", """⟪ticket_id|OPS-318⟫ 新 POS 服务器 SSH access — ⟪org_name|Koi Garden Aquatics⟫
Reporter: ⟦PERSON|Ethan Kwok⟧   Assignee: ⟦PERSON|guo.minghui⟧
Description 描述: 新机器 ⟦IP_ADDRESS|10.40.1.9⟧ 已经装好 Ubuntu ⟪os_version|24.04⟫. 我先把 deploy key 贴这里, 你加到 authorized_keys 之后 我就删掉这条 comment:
⟦SECRET|$pem_ssh1⟧
Fingerprint: ⟪ssh_key_fingerprint|SHA256:7vK2pQ9xLm4Rt8Wc1Nb6Yh3Fj0Sd5Ae2Ui9Og4Xz8⟫"""))

TEXTS.append(("order_form_hk", """花店訂單 Flower order — ⟪org_name|Bloom & Blossom 花漾⟫ (Causeway Bay)
Customer 客人: ⟦PERSON|Lee Hoi-ting⟧
HKID (會員登記): ⟦NATIONAL_ID|$hkid4⟧
Tel 電話: ⟦PHONE|5127 8834⟧
Deliver to 送貨地址: ⟦ADDRESS|跑馬地黃泥涌道 55 號 8 樓 C 室⟧
Card 信用卡: ⟦CARD|$visa8⟧  exp 03/27  CVV ⟦CVV|605⟧
Item: ⟪product_name|99枝紅玫瑰 99 red roses⟫ ⟪price|HK$1,980⟫"""))

TEXTS.append(("membership_form_sg", """⟪org_name|Pawsome Pets SG⟫ membership 会员申请 (lucky draw 抽奖 entry)
Name 姓名: ⟦PERSON|Goh Jun Hao⟧
NRIC: ⟦NATIONAL_ID|$nric3⟧ (只用作抽奖核对 for verification only)
HP: ⟦PHONE|+65 8765 2291⟧
Email: ⟦EMAIL|junhao.goh@gmail.com⟧
Pet: ⟪pet_name|Kopi⟫ (⟪pet_breed|Pomeranian⟫) · Outlet: ⟪store_name|Jurong Point⟫"""))

TEXTS.append(("text_message", """[iMessage] ⟦PERSON|Frank Zhou⟧ → bookkeeper
⟦PERSON|Mei⟧ 你好, 新 crew 的资料 for payroll:
⟦PERSON|David Lin⟧, SSN ⟦SSN|$ssn10⟧, DOB ⟦DATE_OF_BIRTH|June 30, 1990⟧
地址 address: ⟦ADDRESS|1422 Valencia St, San Francisco, CA 94110⟧
cell: ⟦PHONE|(415) 688-2073⟧
他下周一开始, lawn crew ⟪crew_code|B⟫. Thanks!
— ⟦PERSON|Frank⟧, ⟪org_name|Golden Gate Landscaping⟫"""))

TEXTS.append(("notion_doc", """# 🤖 AI 客服 bot 配置 (⟪org_name|Petal Post⟫ online florist)
Owner: ⟦PERSON|Sarah Qian⟧ · last edited ⟪timestamp|2025-05-14⟫
- Model API key (生产环境, 不要 share): ⟦APIKEY|$anthropic1⟧
- 失败告警 Slack webhook: ⟦SECRET|$slackhook2⟧
- 模型: ⟪model_name|claude-3-5-sonnet⟫, temperature ⟪temperature|0.3⟫
- TODO: 搬到 AWS Secrets Manager ✅ assigned to ⟦PERSON|Sarah Qian⟧"""))

TEXTS.append(("ocr_screenshot", """[截图 OCR screenshot] Set up two-factor authentication 设置两步验证
Account 账号: ⟦EMAIL|lin.xiaoyu@cellarbox.co.uk⟧
Scan the QR code or enter this key 手动输入密钥:
⟦SECRET|$totp1⟧
Recovery codes 恢复码 (save them!):
⟦SECRET|$rc6⟧    ⟦SECRET|$rc7⟧
⟦PERSON|小鱼⟧ 备注: 截图存在 iCloud 里了, 别删"""))

TEXTS.append(("job_registration", """Uitzendbureau registration 派遣登记 — ⟪org_name|Royal FloraHolland⟫ ⟪place_name|Aalsmeer⟫ 花卉拍卖 (seasonal)
Naam / 姓名: ⟦PERSON|Zhao Yuting⟧ ⟦PERSON|赵雨婷⟧
Geboortedatum / 出生日期: ⟦DATE_OF_BIRTH|08-08-1998⟧
BSN: ⟦NATIONAL_ID|$bsn2⟧
IBAN (工资): ⟦IBAN|$iban_nl3⟧
Telefoon: ⟦PHONE|+31 6 4128 7730⟧
Uurloon 时薪: ⟦AMOUNT|€15.20⟧ · shift ⟪shift_code|vroeg 05:30⟫"""))

TEXTS.append(("dingtalk_group", """【钉钉】⟪org_name|醉山酒业⟫ dev 群
⟦PERSON|钱磊⟧: CI 挂了, 我看了下是 GitHub token 过期, 先用我的 ⟦APIKEY|$ghp3⟧ 顶一下
⟦PERSON|Alex Sun⟧: 别用 personal token 啊 😅 还有你上周贴的 Slack user token ⟦APIKEY|$xoxp1⟧ 也要 revoke
⟦PERSON|钱磊⟧: ok ok 我今晚都 rotate, pipeline 是 ⟪pipeline_id|#4821⟫"""))
