# blind63 – mixed Chinese/English texts. Every text typed by hand.
# ⟦TYPE|value⟧ = span, ⟪kind|value⟫ = decoy, $name = value from values.py
TEXTS = []

# ---------------------------------------------------------------- part 1
TEXTS += [
("wechat_chat", """[WeChat] Lens & Light London 客服
我：Hi，请问你们收 Contax T2 吗？我下个月回国，想卖掉
Lens & Light：Hi! Yes we do buy them 😊 could you send photos of the lens and the LCD? 一般 working condition 的话 offer 大概 ⟪price_range|£600–£750⟫
我：好的～ 镜头有一点点 haze。我叫 ⟦PERSON|Chen Siyu⟧（⟦PERSON|陈思雨⟧），电话 ⟦PHONE|07386 552 019⟧
Lens & Light：Thanks ⟦PERSON|Siyu⟧! Bring it in to ⟪business_address|27 Charing Cross Rd, London WC2H 0LP⟫ and ask for ⟦PERSON|Tobias⟧.
我：OK！成交的话可以直接转到我 UK 的账户吗？⟦IBAN|$iban_gb3⟧
Lens & Light：Sure, same-day bank transfer 👍 opening hours ⟪business_hours|10–6 Mon–Sat⟫"""),

("slack_chat", """#eng-backend  (童趣玩具 Shanghai)
⟦PERSON|Kevin Zhang⟧  10:41
@⟦PERSON|Lily⟧ 帮我看一下 staging 的 DB 连不上，是不是 password 又 rotate 了？
⟦PERSON|Lily Wu⟧  10:43
对，昨天 rotate 了。new one: ⟦PASSWORD|Ducky!9021⟧ ，host 还是 ⟦IP_ADDRESS|10.12.0.8⟧ ，别 commit 进 repo 哈
⟦PERSON|Kevin Zhang⟧  10:44
👌 btw Stripe 那个 restricted key 是 ⟦APIKEY|$stripe_rk1⟧ 吗？我在 ⟪product_name|1Password⟫ 里没找到
⟦PERSON|Lily Wu⟧  10:45
是的。prod 的 secret key 只有 ⟦PERSON|Mark⟧ 有权限，ticket ⟪jira_key|OPS-77⟫"""),

("email_tax_form", """From: ⟦PERSON|Helen Liu⟧ <⟦EMAIL|helen.liu.ny@gmail.com⟧>
To: ⟪org_name|Empire Coin Exchange⟫ <⟦EMAIL|office@empirecoinexchange.com⟧>
Subject: W-9 for 熊猫金币 consignment

Hi Mr. ⟦PERSON|Hollis⟧,

Attached is my W-9. 以防附件打不开，我把信息也写在这里：
Name: ⟦PERSON|Helen Liu⟧ (⟦PERSON|刘海伦⟧)
SSN: ⟦SSN|$ssn_d⟧
Address: ⟦ADDRESS|136-20 38th Ave, Apt 5C, Flushing, NY 11354⟧
Phone: ⟦PHONE|(718) 358-2046⟧

The ⟪coin_description|2015 Panda 5-coin set⟫ you sold for me — payout ⟦AMOUNT|$4,180.00⟧ after commission, 请寄支票就好，谢谢！
⟦PERSON|Helen⟧"""),

("wechat_chat", """代购：亲，我是代购⟦PERSON|Amy⟧～ Tudor 那只 BB58 今天 Harrods 有货了，⟪list_price|£3,550⟫，店里买表要登记护照哦
客户⟦PERSON|张女士⟧：好！帮我拿。护照号 ⟦PASSPORT|$pp_cn3⟧ ，名字拼音 ⟦PERSON|ZHANG MEIQI⟧
代购：收到～ 先付定金 ⟦AMOUNT|¥5,000⟧ 到我支付宝，尾款英镑部分转我 UK 账户 ⟦IBAN|$iban_gb2⟧
客户：已转 ⟦AMOUNT|¥5,000⟧ 了，收到说一声
代购：收到啦 ❤️ 发货用 ⟪carrier|EMS⟫，单号到时候发你"""),

("django_settings", """# settings_prod.py —— 拾页 London 分店 Django 配置（生产环境，别外传）
SECRET_KEY = "⟦SECRET|$django_key1⟧"
DEBUG = False
ALLOWED_HOSTS = ["⟪hostname|shop.shiyebooks.co.uk⟫"]
DATABASES = {"default": {"ENGINE": "django.db.backends.postgresql", "HOST": "⟦IP_ADDRESS|10.40.2.11⟧",
             "PORT": "⟪port|5432⟫", "USER": "shiye", "PASSWORD": "⟦PASSWORD|Lotus#books2024⟧"}}
EMAIL_HOST_USER = "⟦EMAIL|orders@shiyebooks.co.uk⟧"
EMAIL_HOST_PASSWORD = "⟦PASSWORD|xqzv mtkp hrld wbnc⟧"   # Gmail 应用专用密码
ADMINS = [("⟦PERSON|Ruth Adeyemi⟧", "⟦EMAIL|ruth@shiyebooks.co.uk⟧")]
# 封面图片存在阿里云 OSS，key 在 .env 里，不要写在这里"""),

("xiaohongshu_post", """伦敦 | 这家 yarn shop 真的太好逛了🧶
📍 ⟪business_address|Purl Corner, 15 Camden Passage, London N1 8EA⟫
店员 ⟦PERSON|Harriet⟧ 超级 nice，帮我挑了 ⟪yarn_product|Madelinetosh⟫ 的 colour ⟪colour_code|Tart⟫，⟪price|£27 一团⟫ 有点贵但值得
我一共花了 ⟦AMOUNT|£86.50⟧ 😭 钱包瘦了
他们家电话 ⟦PHONE|020 7288 1160⟧，可以先打电话问有没有货
我的 ig: @⟦PERSON|knit_with_yue⟧ 欢迎来玩～
#伦敦生活 #knitting #毛线控"""),

("dingtalk_group", """【钉钉】IT-Ops 群
⟦PERSON|Jason 王⟧：prod 机器 ⟦IP_ADDRESS|47.100.63.221⟧ 又被扫了，fail2ban 封了 ⟪count|300+⟫ 个 IP
⟦PERSON|Jason 王⟧：最多的是 ⟦IP_ADDRESS|194.26.29.113⟧ 和 ⟦IP_ADDRESS|2a06:4880:1000::97⟧
⟦PERSON|Nina Chen⟧：我把 ssh 改成 key-only 了，private key 在这，⟦PERSON|Jason⟧ 你装一下：
⟦SECRET|$pem_ssh1⟧
⟦PERSON|Nina Chen⟧：另外文档里的示例地址 ⟪doc_ip|2001:db8::17⟫ 和 ⟪doc_ip|192.0.2.10⟫ 别复制进 allowlist
⟦PERSON|Nina Chen⟧：用完删了啊！！ fingerprint ⟪key_fingerprint|SHA256:Zc4r1X0vQm8Lw2bT7yHn5pFj9kEo3sAaDuIiGg6NqV0⟫"""),

("app_credentials_note", """# Shopify custom app「CraftBox 海外站」— API credentials（内部文档）
Admin API access token: ⟦APIKEY|$shopify_tok1⟧
API key: ⟪client_id|$shopify_client1⟫
API secret key: ⟦SECRET|$shopify_ss1⟧
Store: ⟪hostname|craftbox-global.myshopify.com⟫   API version ⟪api_version|2024-07⟫
负责人：⟦PERSON|Vivian Guo⟧（⟦EMAIL|vivian.guo@craftbox.cn⟧），有问题直接找她
注意：webhook 签名验证用的是 API secret key，不要发到客服群"""),

("employee_info_form", """EMPLOYEE INFO FORM / 员工资料表 – ⟪org_name|Golden Lotus Books 金莲书店⟫, Flushing NY
Name 姓名: ⟦PERSON|Zhang Wei⟧ (⟦PERSON|张伟⟧)
DOB 出生日期: ⟦DATE_OF_BIRTH|08/14/1990⟧
SSN: ⟦SSN|$ssn_c⟧
Address 地址: ⟦ADDRESS|41-25 Kissena Blvd, Apt 3F, Flushing, NY 11355⟧
Cell 手机: ⟦PHONE|(929) 388-1407⟧
Hourly rate 时薪: ⟦AMOUNT|$17.00⟧
Emergency contact 紧急联系人: ⟦PERSON|Li Na⟧ ⟦PERSON|李娜⟧ (wife 妻子)
Start date 入职日期: ⟪start_date|2024-09-03⟫"""),

("whatsapp_chat", """[WhatsApp] ⟪org_name|Kam Fung Jewellery 金豐珠寶⟫
Kam Fung: Hi ⟦PERSON|陳生⟧，你訂嘅 18K 金鏈已經到貨，total ⟪price|HK$8,680⟫，之前已付 deposit ⟦AMOUNT|HK$2,000⟧，尚欠 ⟦AMOUNT|HK$6,680⟧
客人: 好，我用 credit card 俾，卡號 ⟦CARD|$mc_c⟧，CVV ⟦CVV|619⟧，exp 09/27
Kam Fung: 收到，已 charge ⟦AMOUNT|HK$6,680⟧ ✅ 下次唔好喺 WhatsApp 打卡號啦，唔安全 🙏
客人: 哈哈 ok。收據寫 ⟦PERSON|陳國偉⟧，電話 ⟦PHONE|9288 6147⟧"""),

("telegram_group", """Telegram — SG Stamp Collectors 新加坡集邮群
⟦PERSON|Ah Seng⟧: wah this 1965 Independence FDC very clean leh, 多少？
Ms ⟦PERSON|Koh⟧: ⟪asking_price|120⟫ lah, can meet at ⟪place_name|Bras Basah Complex⟫ Saturday
⟦PERSON|Ah Seng⟧: ok deal. I PayNow you, number still ⟦PHONE|9644 2013⟧?
Ms ⟦PERSON|Koh⟧: yes. 名字是 ⟦PERSON|Koh Bee Lian⟧，好的谢谢哦
⟦PERSON|Ah Seng⟧: sent ⟦AMOUNT|S$120⟧ ✅ 星期六见"""),

("git_commit_diff", """commit ⟪commit_sha|$sha_a⟫
Author: ⟦PERSON|李明轩⟧ ⟦PERSON|Mingxuan Li⟧ <⟦EMAIL|mingxuan.li@lensworks.cn⟧>
Date:   ⟪timestamp|Mon Nov 4 23:17:02 2024 +0800⟫

    修复门店地图 bug，临时加了 key 调试（记得删！！）

diff --git a/web/src/config.js b/web/src/config.js
@@ -3,4 +3,6 @@ export default {
   storeId: "⟪store_id|GY-SH-001⟫",
+  mapsKey: "⟦APIKEY|$google_key2⟧",
+  adminJwt: "⟦APIKEY|$jwt2⟧",
   locale: "zh-CN","""),

("csv_class_list", """学员名单 Student list – Sewing Basics 缝纫入门 (Vancouver, ⟪term|Fall 2024⟫)
name,中文名,phone,email,notes
⟦PERSON|Grace Huang⟧,⟦PERSON|黄雅婷⟧,⟦PHONE|604-812-3356⟧,⟦EMAIL|grace.h.ywt@gmail.com⟧,"⟦MEDICAL|孕期 pregnant, 20 wks⟧ — no standing >1h"
⟦PERSON|Leo Fung⟧,⟦PERSON|冯立⟧,⟦PHONE|778-340-9921⟧,,
⟦PERSON|Annie Xu⟧,⟦PERSON|徐安妮⟧,⟦PHONE|236-880-4175⟧,⟦EMAIL|annie.xu@shaw.ca⟧,"⟦MEDICAL|carpal tunnel 腕管综合征⟧, use electric scissors"
# fee ⟪price|CA$240 / 8 weeks⟫, room ⟪room_no|B-104⟫"""),

("meeting_minutes", """Weekly sync 周会纪要 – ⟪meeting_date|2024/11/04⟫
Attendees: ⟦PERSON|Kevin Zhang⟧, ⟦PERSON|Lily Wu⟧, ⟦PERSON|陈总⟧ (⟦PERSON|Eric Chen⟧), ⟦PERSON|Sophie⟧
1. Q4 revenue 目标 ⟪org_total|¥2.8M⟫，目前完成 ⟪percentage|71%⟫
2. ⟦PERSON|Sophie⟧ 下周 ⟦MEDICAL|wisdom tooth extraction 拔智齿⟧，请假两天
3. 报销：⟦PERSON|Lily⟧ 垫付的 Toy Fair booth fee ⟦AMOUNT|¥4,500⟧ → 财务本周打款
4. US vendor contact: Mr. ⟦PERSON|Ortiz⟧, ⟦PHONE|+1 626 839 2210⟧，样品下周到"""),

("cv_resume", """CURRICULUM VITAE 个人简历
Name 姓名: ⟦PERSON|Yuqi Shen⟧ ⟦PERSON|沈雨琪⟧
Email: ⟦EMAIL|yuqi.shen.20@ucl.ac.uk⟧ | Mobile: ⟦PHONE|+44 7459 203 118⟧
Address: ⟦ADDRESS|Flat 12, 40 Tavistock Place, London WC1H 9RE⟧
Date of birth 出生日期: ⟦DATE_OF_BIRTH|11 June 2000⟧
Passport 护照: ⟦PASSPORT|$pp_cn4⟧ (Graduate Route visa until 2026)
Experience: 2023–2024 ⟪org_name|Waterstones Gower Street⟫, part-time bookseller；负责中文书区 + 儿童区
Languages: 中文（母语）, English (IELTS ⟪test_score|8.0⟫)"""),

("call_transcript", """[通话转写] ⟪timestamp|2024-11-08 16:05⟫ 光影相机
店员：您好，光影相机。
Customer: Hi, do you speak English? 我中文一点点。
店员：Yes, a little. 请说。
Customer: My Leica M6 — 快门 broken? I'm ⟦PERSON|Daniel Okoro⟧, I bought a ⟪product_model|Summicron 35⟫ here last year.
店员：OK Mr. ⟦PERSON|Okoro⟧, 您可以送来，我们的师傅⟦PERSON|老马⟧ will check. 您的电话？
Customer: ⟦PHONE|一五六，two one eight zero，三九七四⟧.
店员：⟦PHONE|156 2180 3974⟧，对吗？
Customer: Yes, correct! 谢谢！"""),

("alteration_ticket", """Alteration ticket 改衣单 #⟪alteration_ticket_no|A-2291⟫
Client: ⟦PERSON|孙女士⟧ / Mrs. ⟦PERSON|Sun Lihua⟧
Phone: ⟦PHONE|07982 330 415⟧
Item: silk qipao 旗袍 – take in left bust. Client had a ⟦MEDICAL|mastectomy⟧ (⟦MEDICAL|乳腺癌术后⟧) last year, needs a soft padding insert on the left, 不要用硬衬
Price: ⟪price|£65⟫   Paid: ⟦AMOUNT|£30⟧ deposit
Ready by: ⟪ready_date|Fri 22 Nov⟫"""),

("application_log", """2024-11-09T08:12:44+08:00 WARN  auth 用户登录失败 email=⟦EMAIL|xiaoyu.tang@163.com⟧ ip=⟦IP_ADDRESS|36.112.90.14⟧ reason="invalid password"
2024-11-09T08:12:51+08:00 INFO  auth 用户登录成功 email=⟦EMAIL|xiaoyu.tang@163.com⟧ ip=⟦IP_ADDRESS|36.112.90.14⟧ token=⟦APIKEY|$jwt3⟧
2024-11-09T08:13:02+08:00 ERROR order 创建订单失败: card declined (last4=⟪masked_card|0517⟫) user=⟪user_id|u_88213⟫ trace=⟪trace_id|$uuid4⟫"""),

("customs_id_info", """Cross-border parcel 跨境包裹 – China Customs 实名认证 info
Order: ⟪order_id|WMY-CN-0412⟫
Recipient 收件人: ⟦PERSON|林伟东⟧ (⟦PERSON|LIN WEIDONG⟧)
ID 身份证号: ⟦IDCARD|$id_lin⟧
DOB 出生日期: ⟦DATE_OF_BIRTH|1983/07/30⟧
Mobile 手机: ⟦PHONE|+86 139 5021 7746⟧
Address 地址: ⟦ADDRESS|福建省厦门市思明区莲前西路2号莲富大厦18楼C室, 361009⟧
Declared 申报: 6 × yarn, ⟪declared_value|£72.00⟫   HS ⟪hs_code|5109.10⟫"""),
]

# ---------------------------------------------------------------- part 2
TEXTS += [
("live_chat_transcript", """在线客服 Live chat – puddleducktoys.co.uk – ⟪chat_id|LC-A07C55⟫
Customer: hi 你好，我上周买的 ⟪product_name|Jellycat Bashful Bunny⟫ arrived damaged 😢 order ⟪order_id|PDT-31877⟫
Agent ⟦PERSON|Hannah⟧: So sorry! We'll sort a refund for you.
Customer: 好的，refund 到这张卡吧 ⟦CARD|$visa_d⟧，CVV ⟦CVV|733⟧，名字 ⟦PERSON|Xu Ruoxi⟧
Agent ⟦PERSON|Hannah⟧: Please don't share card numbers in chat 🙈 refunds go back to the original payment automatically. I've issued ⟦AMOUNT|£34.99⟧ just now.
Customer: oh ok 不好意思 thanks!!"""),

("wechat_chat", """微信 · Hatton Garden 定制 – ⟦PERSON|Oliver⟧
店家：Hi ⟦PERSON|小周⟧! The 1.2ct oval is ready for viewing, GIA ⟪gia_report_no|6451208837⟫, price ⟪price|£7,900⟫ as agreed.
我：太好了！我周六和女朋友 ⟦PERSON|Ella⟧ 一起来 👍 deposit 已经转了 ⟦AMOUNT|£1,500⟧
店家：Received, thank you. Ring size for ⟦PERSON|Ella⟧ is ⟪ring_size|J½⟫, right?
我：对。receipt 寄到 ⟦ADDRESS|Flat 9, 21 Lever Street, London EC1V 3QU⟧ 就好
店家：Noted. See you Saturday at ⟪business_address|88 Hatton Garden, London EC1N 8PN⟫ – ⟦PERSON|Oliver⟧"""),

("invoice", """INVOICE ⟪invoice_no|WN-24-1187⟫ — ⟪org_name|Whitcombe Numismatics⟫
Bill to: ⟦PERSON|王磊⟧ ⟦PERSON|Wang Lei⟧, ⟦ADDRESS|Leopoldstraße 112, 80802 München⟧, Germany
Passport (for export licence): ⟦PASSPORT|$pp_de1⟧
Lot: 1887 Victoria Jubilee ⟪coin_denomination|£5⟫ gold, ⟪grading_cert|NGC 5776214-003⟫ MS61
Paid by customer: ⟦AMOUNT|£2,940.00⟧ via SEPA from ⟦IBAN|$iban_de2⟧ to our EUR account ⟪org_bank_account|$org_iban_de⟫
付款已收到，谢谢⟦PERSON|王先生⟧！Shipping 下周一 via ⟪carrier|Brink's⟫, fully insured."""),

("backup_codes_note", """Etsy shop「YarnMoon 月亮毛线」两步验证 2FA backup
账号 account: ⟦EMAIL|moon.knits.lu@gmail.com⟧（⟦PERSON|Lu Yue⟧ ⟦PERSON|卢玥⟧）
Backup codes（每个只能用一次）:
⟦SECRET|$rcu1⟧
⟦SECRET|$rcu2⟧
⟦SECRET|$rcu3⟧
Authenticator secret: ⟦SECRET|$totp1⟧
已经存到 ⟪product_name|1Password⟫ 了，这张纸用完撕掉 🙏 生成于 ⟪timestamp|2024-08-19⟫"""),

("k8s_secret_yaml", """apiVersion: v1
kind: Secret
metadata:
  name: woo-sync        # 绒绒手作 WooCommerce 同步服务
  namespace: ⟪k8s_namespace|yarn-prod⟫
type: Opaque
stringData:
  WOO_CONSUMER_KEY: "⟦APIKEY|$woo_ck1⟧"
  WOO_CONSUMER_SECRET: "⟦SECRET|$woo_cs1⟧"
  WOO_URL: "⟪url|https://www.rongrongshouzuo.com⟫"
  STRIPE_SECRET_KEY: "⟦APIKEY|$stripe_sk2⟧"
  ALERT_EMAIL: "⟦EMAIL|ops@rongrongshouzuo.com⟧"
# TODO(⟦PERSON|赵阳⟧): 换成 sealed-secrets，这个文件千万不要 commit"""),

("shell_script", """#!/bin/bash
# scripts/notify.sh —— 相机店库存告警脚本，由 ⟦PERSON|tyip⟧ 于 2024-10 编写
WEBHOOK="⟦SECRET|$slack_hook2⟧"
curl -s -X POST -H 'Content-type: application/json' \\
  --data "{\\"text\\":\\"⚠️ 库存不足: Kodak Portra 400 只剩 ⟪stock_qty|3⟫ 卷，请联系 ⟦PERSON|Tom Yip⟧ (⟦PHONE|07491 220 683⟧) 补货\\"}" "$WEBHOOK"
# cron: ⟪cron_expr|0 9 * * 1-6⟫   runs on ⟦IP_ADDRESS|192.168.50.12⟧ (后台那台 NAS)"""),

("ocr_business_card", """[名片 OCR 识别]
周氏鐘錶維修 CHOW'S WATCH REPAIR
⟦PERSON|林嘉欣⟧  ⟦PERSON|Lam Ka-yan⟧
高級技師 Senior Watchmaker
📞 ⟦PHONE|+852 2388 1740⟧ (店) / ⟦PHONE|+852 9012 6637⟧ (手提)
✉ ⟦EMAIL|kayan.lam@chowswatch.hk⟧
⟪business_address|九龍旺角西洋菜南街1A號 百寶利商業中心12樓1203室⟫
⟪website|www.chowswatch.hk⟫"""),

("voice_to_text", """[语音转文字] 喂 ⟦PERSON|Steven⟧ 啊，我是布艺店的 ⟦PERSON|Cathy 黄⟧，你上次问的那个 velvet 面料到货了，⟪fabric_code|VV-1180⟫ 墨绿色，⟪price|¥158 一米⟫。你要的话打我新号码：⟦PHONE|one three eight，零零七二，nine four 六一⟧。定金直接微信转我⟦AMOUNT|两百块⟧就行，OK？拜拜～"""),

("email", """Subject: Re: 钩针班 crochet class – my grandma

Hi Ms. ⟦PERSON|Fraser⟧,

My grandma 奶奶 (Mrs. ⟦PERSON|Ho Wai-chun⟧ ⟦PERSON|何惠珍⟧) would love to join Thursday's crochet circle. 她有 ⟦MEDICAL|early Parkinson's⟧（⟦MEDICAL|帕金森⟧），hands shake a little, so please be patient with her 🙏

She doesn't use email — please call me instead: ⟦PHONE|604-779-2318⟧. I've already paid the ⟦AMOUNT|$60⟧ by e-Transfer (ref ⟪payment_ref|CA7Ftq2⟫).

Thanks so much,
⟦PERSON|Kelly Ho⟧"""),

("new_starter_checklist", """New starter checklist 新员工 – ⟪org_name|Dragon Gate Tailors 龙门裁缝⟫, Manchester
Name 姓名: ⟦PERSON|Jenny Tse⟧ ⟦PERSON|谢珍妮⟧
DOB: ⟦DATE_OF_BIRTH|23/05/1997⟧
Right to work: British passport ⟦PASSPORT|$pp_uk2⟧ seen ✔（checked by Mr. ⟦PERSON|Lau⟧）
Address 地址: ⟦ADDRESS|14 Faulkner Street, Manchester M1 4EH⟧
Mobile: ⟦PHONE|07788 415 002⟧
Uniform size ⟪garment_size|S⟫, locker ⟪locker_no|7⟫；银行信息在 payroll 系统里，不写在这张表上"""),

("payroll_change", """Payroll change request 工资变更 – ⟪org_name|Pacific Camera 太平洋相机⟫, Los Angeles
Employee 员工: ⟦PERSON|Kenny Lam⟧ ⟦PERSON|林家豪⟧
SSN: ⟦SSN|$ssn_e⟧
New address 新地址: ⟦ADDRESS|903 N Broadway Apt 214, Los Angeles, CA 90012⟧
New hourly rate 新时薪: ⟦AMOUNT|$21.50⟧ (from ⟦AMOUNT|$19.00⟧), effective ⟪effective_date|12/01/2024⟫
Direct deposit: unchanged 不变
Approved by 批准: Mrs. ⟦PERSON|Chiu⟧"""),

("sql_query_result", """-- 海外站客户表抽样（脱敏前！！不要发给外包团队）
SELECT id, name_en, name_zh, email, phone, card_masked FROM customers WHERE country = 'GB' LIMIT 2;
| ⟪db_row_id|2001⟫ | ⟦PERSON|Zoe Tan⟧ | ⟦PERSON|陈佑宜⟧ | ⟦EMAIL|zoe.tan@outlook.com⟧ | ⟦PHONE|+44 7723 901 446⟧ | ⟪masked_card|5163 **** **** 7181⟫ |
| ⟪db_row_id|2002⟫ | ⟦PERSON|Ming Ho⟧ | ⟦PERSON|何明⟧ | ⟦EMAIL|ming.ho1988@gmail.com⟧ | ⟦PHONE|+44 7412 300 957⟧ | ⟪masked_card|4111 **** **** 0417⟫ |
(2 rows, ⟪query_time|14 ms⟫)"""),

("email", """Subject: 訂購 Leica 鏡頭 / order enquiry from Taiwan

Hi,

I'm ⟦PERSON|Tsai Pei-chen⟧（⟦PERSON|蔡佩真⟧）from Taipei. 想訂購 your ⟪product_model|Summilux-M 50 ASPH⟫ (⟪price|£3,950⟫ on the website). For the export zero-rating you asked for my passport number: ⟦PASSPORT|$pp_tw1⟧.

Shipping address 寄送地址: ⟦ADDRESS|10F, No. 7, Sec. 4, Zhongxiao E. Rd., Da'an Dist., Taipei City 106409⟧, Taiwan
Phone 電話: ⟦PHONE|+886 2 2771 3045⟧

Thanks 謝謝！
⟦PERSON|Pei-chen⟧"""),

("purchase_registration", """Purchase registration 购买登记 – ⟪org_name|Regent Watch Gallery⟫, London
Client 顾客: ⟦PERSON|CHEUNG Wing-hei⟧ ⟦PERSON|張詠希⟧
Nationality 国籍: Hong Kong SAR
Passport 护照: ⟦PASSPORT|$pp_hk1⟧
Mobile: ⟦PHONE|+852 5402 8816⟧ / UK ⟦PHONE|07520 113 689⟧
Model: Submariner ⟪watch_reference|124060⟫   Serial ⟪masked_serial|9X3****⟫
Paid 已付: ⟦AMOUNT|£8,500.00⟧ (Amex)
备注: 顾客要求 warranty card 上写英文名"""),

("warranty_claim", """【Warranty claim 保修申请】⟪org_name|Cathay Photo⟫ Singapore
Name 姓名: ⟦PERSON|Lim Jia Hui⟧ ⟦PERSON|林佳慧⟧
NRIC: ⟦NATIONAL_ID|$nric_b⟧
Contact: ⟦PHONE|+65 8233 0917⟧ / ⟦EMAIL|jiahui.lim@gmail.com⟧
Address 地址: ⟦ADDRESS|Blk 21 Jurong East St 31, #12-405, Singapore 600021⟧
Issue 问题: X100VI 开机后 LCD 闪屏，bought ⟪purchase_date|2024-06-02⟫，receipt ⟪receipt_no|CP-88213⟫"""),

("bidder_registration", """Bidder registration 竞买登记 – ⟪org_name|Maple Leaf Stamp Auctions⟫, Toronto   paddle ⟪paddle_number|207⟫
Name: ⟦PERSON|Raymond Chow⟧ ⟦PERSON|周伟文⟧
Passport: ⟦PASSPORT|$pp_ca1⟧ (Canada)
Phone: ⟦PHONE|416-902-5587⟧   Email: ⟦EMAIL|r.chow.stamps@rogers.com⟧
Address: ⟦ADDRESS|55 Harbour Sq, Suite 2811, Toronto ON M5J 2L1⟧
Card on file: VISA ⟦CARD|$visa_g⟧  CVV ⟦CVV|058⟧
备注：对解放区邮票有兴趣，⟪lot_number|Lot 1123⟫ 请单独提醒"""),

("consignment_json", """{
  "consignor": {"name_en": "⟦PERSON|Peter Ng⟧", "name_zh": "⟦PERSON|吴振邦⟧", "tax_id": "⟦SSN|$ssn_g⟧",
                "email": "⟦EMAIL|peter.ng.sf@gmail.com⟧", "phone": "⟦PHONE|415-661-2093⟧"},
  "lots": [{"lot": "⟪lot_number|L-1042⟫", "desc": "1980 猴票 T46 四方连", "reserve": "⟪reserve_price|$3,200⟫"}],
  "advance_paid": "⟦AMOUNT|$1,000.00⟧",
  "note": "客户要求用 Zelle 收款，别寄支票"
}"""),

("tailor_order", """上海南外滩面料市场 tailor order 订单（⟪stall_no|3楼318摊位⟫）
Customer 客人: ⟦PERSON|Michael Tran⟧（Australian passport ⟦PASSPORT|$pp_au1⟧ — 外宾登记）
Hotel 酒店: ⟪business_address|525 Guangdong Rd, Huangpu, Shanghai⟫ room ⟪room_no|1512⟫
Suit 西装 ×2 + shirts 衬衫 ×4, total ⟪quote_total|¥2,800⟫, deposit 已付 ⟦AMOUNT|¥1,000⟧
Pick-up 取货: ⟪pickup_time|Thu 5pm⟫, WhatsApp ⟦PHONE|+61 412 558 093⟧
师傅: ⟦PERSON|老陈⟧"""),
]
TEXTS += [
("readme_markdown", """## 配置 Configuration（库存同步工具 stock-sync ⟪version|v0.7.2⟫）
复制 `.env.example` 为 `.env`，然后填入你自己的 key：

```
AWS_ACCESS_KEY_ID=⟪doc_example_key|AKIAIOSFODNN7EXAMPLE⟫        # AWS 文档示例，不能用
AWS_SECRET_ACCESS_KEY=⟪doc_example_key|wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY⟫
STRIPE_KEY=⟪doc_example_key|sk_test_4eC39HqLyjWDarjtT1zdp7dc⟫    # Stripe 文档里的测试 key
GITHUB_TOKEN=<your token here>
```

> ⚠️ 上次 ⟦PERSON|Lily Wu⟧ 在 issue ⟪issue_id|#42⟫ 里贴了真的 token（⟦APIKEY|$gh_fine1⟧），已经 revoke 了，大家注意！有问题发邮件给 ⟦EMAIL|lily.wu@tongqutoys.com⟧"""),
]
TEXTS += [
("id_log_table", """High-value drop-off ID log 贵重维修登记表 – ⟪org_name|Regent Watch Gallery⟫ workshop（⟪log_period|Oct 2024⟫）
| date | customer 顾客 | ID type 证件 | ID no. 号码 | watch 表款 | 备注 |
|---|---|---|---|---|---|
| 02/10 | ⟦PERSON|Camille Laurent⟧ | FR passport | ⟦PASSPORT|$pp_fr1⟧ | Santos ⟪watch_reference|WSSA0018⟫ | |
| 05/10 | ⟦PERSON|Arjun Mehta⟧ | IN passport | ⟦PASSPORT|$pp_in1⟧ | Speedmaster ⟪watch_reference|310.30.42.50.01.001⟫ | 客人要求加急 |
| 09/10 | ⟦PERSON|Chiara Conti⟧ | IT passport | ⟦PASSPORT|$pp_it1⟧ | Reverso | |
| 17/10 | ⟦PERSON|David Reyes⟧ | US passport | ⟦PASSPORT|$pp_us2⟧ | Datejust | 表带另寄 |
| 23/10 | ⟦PERSON|Tan Mei Ling⟧ ⟦PERSON|陈美玲⟧ | SG passport | ⟦PASSPORT|$pp_sg1⟧ | Grand Seiko ⟪watch_reference|SBGA211⟫ | 新加坡客人，说中文 |
| 28/10 | ⟦PERSON|Álvaro Ruiz Soto⟧ | ES NIE | ⟦NATIONAL_ID|$nie_a⟧ | Submariner | 住在伦敦 |
经手人 handled by: ⟦PERSON|Oliver Grant⟧ — 证件只登记号码，不要复印"""),
]
