# blind70 — mixed Chinese/English texts, each typed by hand.
# Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES[name]
TEXTS = []

TEXTS += [
("slack_thread", r"""#eng-coffee-app
⟦PERSON|Kevin Zhou⟧: 兄弟们 prod 的 OpenAI key 被刷爆了，这个月 bill 到了 ⟪org_amount|$3,412⟫ 😱
⟦PERSON|Sherry⟧: 查了下是 leak 在 public repo 里，commit ⟪commit_sha|$sha1_05⟫，key 是 ⟦APIKEY|$openai_02⟧
⟦PERSON|Kevin Zhou⟧: 立刻 revoke！先用 Anthropic 的 ⟦APIKEY|$anthropic_01⟧ 顶一下，rate limit 设 ⟪rate_limit|50 rpm⟫
⟦PERSON|老钱⟧: 我个人信用卡也被扣了 ⟦AMOUNT|$212⟧，记得 reimburse 我 🙏"""),

("wechat_chat", r"""Hi ⟦PERSON|Mei Ling⟧，入职 form 麻烦填好发回给我 (⟪form_id|HR-SG-07⟫)：
Name: ⟦PERSON|Lim Mei Ling⟧
NRIC: ⟦NATIONAL_ID|$nric_02⟧
DOB: ⟦DATE_OF_BIRTH|2000-07-14⟧
HP: ⟦PHONE|+65 8123 9047⟧
Address: ⟦ADDRESS|Blk 688 Hougang Ave 8, #12-301, Singapore 530688⟧
时薪 ⟦AMOUNT|S$11.50⟧/hr，weekend 在 ⟪place_name|Tampines⟫ outlet 上班 — ⟪org_name|Kopi & Cream Parlour⟫"""),

("email", r"""Subject: Re: 普洱 order confirmation #⟪order_id|HKT-22871⟫

Dear Mr. ⟦PERSON|Wong⟧,
多謝你嘅 order！兩餅 ⟪product_name|1999 中茶 7581 磚⟫ total ⟦AMOUNT|HK$3,680⟧。Credit card ⟦CARD|$card_10⟧ (JCB, exp ⟪card_expiry|02/29⟫, CVV ⟦CVV|118⟧) 已經 charge 咗，thanks.
For the customs record we have your HKID as ⟦NATIONAL_ID|$hkid_03⟧, delivery to ⟦ADDRESS|香港北角英皇道1063號15樓C室⟧。

Regards,
⟦PERSON|Cecilia Ho⟧ ｜ ⟪org_name|安記茶莊⟫ ｜ ⟦PHONE|+852 2545 8831⟧"""),

("git_commit_diff", r"""commit ⟪commit_sha|$sha1_06⟫ (HEAD -> main)
Author: ⟦PERSON|chenxiaolong⟧ <⟦EMAIL|cxl@chocobox.cn⟧>
Date:   ⟪timestamp|Thu Jun 6 23:58:02 2024 +0800⟫

    fix: 修复微信支付回调，临时 hardcode key（明天删！）

+WECHAT_PAY_KEY = "⟦SECRET|$cookie_06⟧"
+SLACK_TOKEN = "⟦APIKEY|$slack_bot_02⟧"
+GITHUB_TOKEN = "⟦APIKEY|$gh_pat_02⟧"
+TEST_CARD = "⟪test_card|4242 4242 4242 4242⟫"  # Stripe 测试卡，OK to keep"""),

("call_transcript", r"""[Call — ⟪org_name|Chatswood Quality Meats⟫]
Staff: G'day, ⟦PERSON|Shane⟧ speaking.
Customer: Hi, 我是 ⟦PERSON|Zhang Lei⟧，想 order 一只 whole lamb for 周末 BBQ.
Staff: No worries mate. Name and number?
Customer: ⟦PERSON|Zhang Lei⟧, ⟦PHONE|0412 836 229⟧. Saturday 来 pick up.
Staff: That's ⟪price|$17.99 a kilo⟫, roughly ⟪weight|20 kilo⟫. Deposit ⟦AMOUNT|fifty bucks⟧ ok?
Customer: OK 用 card，⟦CARD|$card_36⟧, expiry ⟪card_expiry|05/27⟫, CVV ⟦CVV|640⟧. 对了 my wife is ⟦MEDICAL|pregnant⟧，sausages 要 well done 的."""),

("json_config", r"""{
  "device_id": "⟪device_id|FRZ-SH-0031⟫",
  "mqtt_host": "⟦IP_ADDRESS|139.196.22.87⟧",
  "mqtt_user": "⟦PERSON|zhoujie⟧",
  "mqtt_pass": "⟦PASSWORD|Gelato!2024sh⟧",
  "fallback_host": "⟪doc_ip|203.0.113.10⟫",
  "owner_phone": "⟦PHONE|+86 177 2104 6693⟧",
  "fw": "⟪firmware_version|2.1.7⟫",
  "_comment": "冷柜 #31，店长 ⟦PERSON|周杰⟧，fallback 那个是文档示例 IP 勿用"
}"""),

("dingtalk_message", r"""@⟦PERSON|Rachel Tan⟧ 麻烦 book 机票 for ⟦PERSON|Ahmad Faizal⟧ 去 ⟪place_name|Kuala Lumpur⟫ 做 roaster training，flight ⟪flight_no|SQ106⟫ 就好。
His passport ⟦PASSPORT|$passport_10⟧，DOB ⟦DATE_OF_BIRTH|12 Jan 1992⟧。个人 advance ⟦AMOUNT|SGD 650⟧ 先打给他。
Contact ⟦PHONE|+65 9771 2048⟧ / ⟦EMAIL|ahmad.faizal@kopiroast.sg⟧ — ⟪org_name|Kopi Roast Pte Ltd⟫"""),

("xiaohongshu_post", r"""Finally tried ⟪org_name|Godiva⟫ 新出的 matcha truffle 🍵 超好吃 but 我 ⟦MEDICAL|lactose intolerant⟧ 吃完 stomach 有点不舒服 lol。店员 ⟦PERSON|Jessica⟧ super nice 还送了 sample！⟪price|¥298⟫ 12 颗有点小贵。📍⟪place_name|新天地⟫
#chocolate #上海探店 by ⟦PERSON|foodie_xixi⟧"""),

("env_file", r"""# 🧀 cheese-shop-api/.env.production
# owner: ⟦PERSON|Eric Lau⟧（⟦PERSON|刘思远⟧）有问题找他
STRIPE_SK=⟦APIKEY|$stripe_sk_03⟧
STRIPE_PK=⟪publishable_key|$stripe_pk_02⟫
ALIPAY_APP_ID=⟪app_id|2021004117694213⟫
ALIPAY_PRIVATE_KEY="⟦SECRET|$pem_03⟧"
REDIS_URL=redis://:⟦SECRET|Brie&Camembert99⟧@⟦IP_ADDRESS|10.0.12.8⟧:⟪port|6380⟫/0"""),

("whatsapp_group", r"""[⟪timestamp|07:02⟫] ⟦PERSON|Ah Fai⟧: 今朝 ⟪place_name|Billingsgate⟫ 冇 sea bass 呀，得 ⟪product_name|sea bream⟫
[07:04] ⟦PERSON|Winnie⟧: OK 照拎。Mrs ⟦PERSON|Chan⟧ 要 3 條 for 佢老公壽宴，deposit ⟦AMOUNT|£30⟧ 已經 pay 咗
[07:05] ⟦PERSON|Ah Fai⟧: 佢 number 係咪 ⟦PHONE|07932 118 406⟧？
[07:06] ⟦PERSON|Winnie⟧: 係。送去 ⟦ADDRESS|Flat 9, 41 Gerrard Street, London W1D 5QE⟧，van 把鎖 code ⟦PASSWORD|5521⟧
[07:06] ⟦PERSON|Ah Fai⟧: 👌"""),

("csv_export", r"""# 员工工资表 Payroll — ⟪org_name|Golden Leaf Tea NYC LLC⟫ — ⟪pay_period|2024-06-01~06-15⟫
name,SSN,hourly,hours,gross
⟦PERSON|Jason Li⟧,⟦SSN|$ssn_10⟧,⟦AMOUNT|$17.00⟧,⟪hours_worked|80⟫,⟦AMOUNT|$1,360.00⟧
⟦PERSON|黄美玲⟧ (⟦PERSON|Meiling Huang⟧),⟦SSN|$ssn_11⟧,⟦AMOUNT|$16.50⟧,72,⟦AMOUNT|$1,188.00⟧
# 备注：⟦PERSON|Jason⟧ 的 direct deposit 下期改新账户"""),

("postmortem_doc", r"""## 事故复盘 Postmortem: 咖啡小程序 checkout 502（⟪incident_id|INC-0722⟫）
- Root cause: SLB ⟦IP_ADDRESS|47.101.62.19⟧ 的 health check 还指向旧 backend ⟦IP_ADDRESS|172.19.3.41⟧
- Impact: ⟪user_count|1,283⟫ 单失败；VIP 用户 ⟦PERSON|Tina Wu⟧ 被重复扣款 ⟦AMOUNT|¥238⟧ ×2，已退
- On-call: ⟦PERSON|Leo⟧（⟦PHONE|+86 139 1877 0425⟧）
- Action items: rotate ⟦SECRET|$dingtalk_hook_02⟧；删掉 wiki 里的 ⟪doc_ip|2001:db8:4::17⟫"""),

("email", r"""Hallo Herr ⟦PERSON|Schneider⟧,

我们的 sample order ⟪order_id|SMP-0093⟫ 已收到 ✓ 味道很棒！Please invoice ⟦PERSON|王丽⟧ personally (not the company) — she pays from her own account ⟦IBAN|$iban_21⟧, amount ⟦AMOUNT|€1.480,00⟧. 她住 Frankfurt：⟦ADDRESS|Schweizer Straße 32, 60594 Frankfurt am Main⟧, Tel. ⟦PHONE|+49 69 4089 2217⟧.

Best,
⟦PERSON|Lily Chen⟧ | ⟪org_name|Silk Road Cocoa Trading⟫"""),

("stack_trace", r"""Traceback (most recent call last):
  File "deli/orders.py", line 88, in submit   # 下单后发短信
    sms.send(to=user.phone, body=msg)
twilio.base.exceptions.TwilioRestException: HTTP 401 Authenticate (⟪version|twilio 8.10.0⟫)
  account_sid=⟪account_sid|$twilio_sid_02⟫ auth_token=⟦SECRET|$twilio_token_02⟧
  to=⟦PHONE|+14155097732⟧ body="Hi ⟦PERSON|Chan Tai Man⟧, 你嘅烧味拼盘 ready 喇"
# 注意：这个 user 的地址 ⟦ADDRESS|1550 Stockton St, San Francisco, CA 94133⟧ 也被 log 出来了"""),

("registration_form", r"""报名表 Registration — ⟪event_name|Oolong Masterclass 乌龙大师课⟫ ⟪date|2024-09-14⟫
姓名 Name: ⟦PERSON|Sophia Qian⟧ / ⟦PERSON|钱思雅⟧
手机 Mobile: ⟦PHONE|+86 186 2109 7730⟧
邮箱 Email: ⟦EMAIL|sophia.qian@hotmail.com⟧
健康情况 Health notes: ⟦MEDICAL|pregnant (20 weeks)⟧，低咖啡因 please
Payment 付款: ⟦AMOUNT|¥580⟧ via ⟪payment_method|WeChat Pay⟫"""),

("changelog", r"""## Changelog ⟪version|v4.2.0⟫（⟪date|2024-07-30⟫）
- 新增 Apple Pay 支持（merchant ⟪merchant_id|merchant.com.teahouse.app⟫）
- 修复 iOS ⟪os_version|17.5⟫ 上点单页闪退
- Build ⟪build_number|20240730.3⟫，commit ⟪commit_sha|$sha1_07⟫
- 默认 API base 改为 ⟪url|https://api.teahouse.example/v2⟫"""),

("sms", r"""【⟪org_name|Sydney Fish Market Direct⟫】Hi ⟦PERSON|Jackie⟧，你的 order ⟪order_id|SFM-88210⟫ 已 dispatch 🚚 Driver ⟦PERSON|Tomo⟧ ⟦PHONE|0433 901 226⟧。Balance owing ⟦AMOUNT|AUD 146.80⟧，请 PayID 到 ⟦EMAIL|jackie.ng.payid@gmail.com⟧ 的时候 reference 写 order 号。"""),

("ocr_business_card", r"""⟪org_name|Maison Cacao 可可之家⟫
⟦PERSON|Chloé Martin⟧ ⟦PERSON|马可欣⟧
Chocolatière / 主理人
📱 ⟦PHONE|+86 150 0213 8846⟧
☎ ⟦PHONE|021-5466 7102⟧
✉ ⟦EMAIL|chloe@maisoncacao.cn⟧
📍 ⟪business_address|上海市黄浦区复兴中路523号⟫
WeChat: ⟦PERSON|chloe_cacao_sh⟧"""),
]

TEXTS += [
("whatsapp_chat", r"""Hi ⟦PERSON|Steve⟧，sorry 今天 can't come in 😣 昨晚 boning 的时候 cut 到手，去了 A&E 缝了 ⟦MEDICAL|6 stitches⟧，医生开了 ⟦MEDICAL|co-amoxiclav⟧ 防感染。Fit note 我会 email 到 ⟦EMAIL|steve@hollowaybutchers.co.uk⟧。HR 要做 SSP 的话我 NI number 是 ⟦NATIONAL_ID|$nino_04⟧。应该 ⟪date|Mon 3rd⟫ 回来 — ⟦PERSON|Wei⟧ (⟪org_name|Holloway Butchers⟫)"""),

("shell_history", r"""$ git remote set-url origin https://⟦PERSON|lixiaoming⟧:⟦APIKEY|$gh_pat_03⟧@github.com/⟪repo_name|teashop/pos-backend⟫.git   # 临时用 PAT，记得换 SSH
$ ssh root@⟦IP_ADDRESS|2408:8207:2461:7f20::1a⟧   # 家里 IPv6
$ mysql -uroot -p'⟦PASSWORD|Tieguanyin@88⟧' -h ⟦IP_ADDRESS|10.10.1.5⟧ teashop
$ echo "⟪md5_hash|$md5_02⟫  backup.sql.gz" | md5sum -c"""),

("slack_thread", r"""#hr-sg — ⟪org_name|Bean Voyage Roasters⟫
⟦PERSON|Priya Raman⟧: hi @⟦PERSON|Jun Hao⟧ 新同事 ⟦PERSON|Nguyen Thi Lan⟧ 的 FIN 是 ⟦NATIONAL_ID|$nric_03⟧，DBS account ⟪masked_account|***-**882-1⟫，salary ⟦AMOUNT|S$2,400⟧/month，⟪date|1 Sep⟫ start
⟦PERSON|Jun Hao⟧: noted 👍 她手机是 ⟦PHONE|+65 8890 3317⟧ 对吧？
⟦PERSON|Priya Raman⟧: yes"""),

("invoice", r"""INVOICE 发票　⟪invoice_no|CF-24-0917⟫
Bill to 客户: ⟦PERSON|孔令辉⟧
ID 身份证: ⟦IDCARD|$idcard_15⟧
Tel: ⟦PHONE|+86 411 8263 0417⟧
Ship to: ⟦ADDRESS|辽宁省大连市中山区人民路68号宏誉大厦2306室 116001⟧
Item: ⟪product_name|Frozen Atlantic Cod Loins 5kg⟫ ×4 @ ⟪price|USD 62.00⟫
Total due 应付: ⟦AMOUNT|USD 248.00⟧"""),

("voice_message", r"""（语音转文字）⟦PERSON|Andy⟧ 啊，店里 iPad 嘅 ⟪product_name|Square POS⟫ 登入係 ⟦EMAIL|gelato.hk.shop@gmail.com⟧，password 係 ⟦PASSWORD|capital G, gelato, 二零二三, 感叹号⟧。仲有 ⟪store_code|銅鑼灣店⟫ back office 個 safe 密碼係 ⟦PASSWORD|九 三 一 五⟧。記住唔好話俾 ⟦PERSON|Kelvin⟧ 聽 😂"""),

("mpf_enrolment_form", r"""MPF 登記 Enrolment — ⟪org_name|恒記茶業有限公司⟫
Employee 僱員: ⟦PERSON|Tsang Ka Wai⟧ ⟦PERSON|曾嘉慧⟧
HKID: ⟦NATIONAL_ID|$hkid_04⟧
Date of birth 出生日期: ⟦DATE_OF_BIRTH|1995/08/27⟧
Monthly salary 月薪: ⟦AMOUNT|HK$16,500⟧
Mobile 手提: ⟦PHONE|6128 3390⟧
Scheme: ⟪scheme_name|BCOM MPF Scheme⟫　Member no. ⟪member_no|EE-0948271⟫"""),

("webhook_payload", r"""{"topic":"orders/create","shop":"⟪shop_domain|matcha-lab.myshopify.com⟫","order":{"name":"⟪order_id|#1094⟫","customer":{"first_name":"⟦PERSON|Yuki⟧","last_name":"⟦PERSON|Tanaka⟧","email":"⟦EMAIL|yuki.tanaka@docomo.ne.jp⟧","phone":"⟦PHONE|+81 90 4412 7780⟧"},"shipping_address":"⟦ADDRESS|東京都渋谷区神宮前4-12-10, 150-0001⟧","total_price":"⟦AMOUNT|JPY 8,640⟧","browser_ip":"⟦IP_ADDRESS|126.78.201.44⟧"},"hmac":"⟪hmac_signature|3uPz9kQ1f0LwX8mYt2Vb7cRn5sJd4hGa6eKo1iUy0Tg=⟫"}
// 备注：access token ⟦APIKEY|$shopify_02⟧ 在 request header 里，日志要 mask"""),

("customer_chat", r"""Customer: Hi 老板，我有 ⟦MEDICAL|缺铁性贫血⟧，医生话饮茶会影响 iron absorption，真係咩？我而家食紧 ⟦MEDICAL|ferrous sulfate 200mg⟧。
⟦PERSON|林生⟧: 係有啲影響，建议饭后两个钟先饮。可以试下 ⟪product_name|rooibos 博士茶⟫，冇 caffeine，⟪price|HK$85/100g⟫。
Customer: OK thanks！我叫 ⟦PERSON|Angela⟧，可以 add 我 WhatsApp ⟦PHONE|+852 5117 0934⟧，有新货通知我 🙏
⟦PERSON|林生⟧: 冇問題 — ⟪org_name|林記茶莊⟫"""),

("terminal_session", r"""$ kubectl --context ⟪k8s_context|ack-prod-shanghai⟫ get secret icecream-pay -o jsonpath='{.data}' | base64 -d
{"ALIPAY_AK":"⟦APIKEY|$ali_akid_05⟧","ALIPAY_SK":"⟦SECRET|$ali_secret_05⟧","SENDGRID":"⟦APIKEY|$sendgrid_02⟧","ADMIN_TOTP":"⟦SECRET|$totp_03⟧"}
$ kubectl version --client   # ⟪version|v1.29.3⟫
# ⟦PERSON|bella.xu⟧: 这个 secret 以后放 Vault，别再以为 base64 就是加密了 🙄 namespace ⟪k8s_namespace|pay-prod⟫"""),

("wechat_chat", r"""⟦PERSON|Aisling⟧：Hi ⟦PERSON|小美⟧！巧克力 box 我寄出了 ✅ ⟪courier_name|An Post⟫ tracking ⟪tracking_number|CE482913706IE⟫。钱打我 Irish account：⟦IBAN|$iban_33⟧，一共 ⟦AMOUNT|€84.50⟧ 😊（⟪org_name|Butlers Chocolates⟫ 的 gift box）
⟦PERSON|小美⟧：收到！转了～我新地址是 ⟦ADDRESS|上海市长宁区愚园路1088号2号楼503室 200050⟧，下次寄这里"""),

("email", r"""Subject: 取消订阅 cancel my cheese club subscription

Hi，我是 ⟦PERSON|Grace Liu⟧（member ⟪member_no|CC-77120⟫），please cancel my ⟪plan_name|Cheesemonger's Choice⟫ plan. 上个月扣了我 ⟦AMOUNT|£39.00⟧ 两次，refund 一次到我的 PayPal ⟦EMAIL|graceliu.uk@gmail.com⟧ pls。另外 billing address 改成 ⟦ADDRESS|Flat 3, 12 Hyde Park Road, Leeds LS6 1PY⟧。有问题 call ⟦PHONE|07845 661 230⟧。Thx! — sent to ⟪org_name|The Cheese Club UK⟫"""),

("approval_form", r"""【审批】Business trip 出差 Ethiopia — 申请人 ⟦PERSON|方志远⟧
Passport 护照: ⟦PASSPORT|$passport_18⟧　Visa: ⟪visa_type|e-Visa⟫
DOB: ⟦DATE_OF_BIRTH|1981-03-09⟧　Mobile: ⟦PHONE|186 0021 5573⟧
Budget 预算: ⟪org_amount|¥42,000⟫（公司）；个人 advance ⟦AMOUNT|¥5,000⟧
Flight ⟪flight_no|ET685⟫ ⟪date|10/12⟫
Approver: ⟦PERSON|Daniel Hu⟧ ✅"""),

("forum_post", r"""刚从 ⟪org_name|Onyx Coffee Lab⟫ 买了 ⟪product_name|Geometry⟫ blend，⟪price|$22 a bag⟫ 😅 我 roommate ⟦PERSON|Hana⟧ 说 too acidic… 我有 ⟦MEDICAL|GERD⟧ 胃酸倒流，所以只能喝 cold brew，还在吃 ⟦MEDICAL|omeprazole⟧。Any recs？
— u/⟦PERSON|lattelover_cn⟧"""),

("sql_query_output", r"""-- 查一下 ⟪city|Shenzhen⟫ 的 VIP top spenders
SELECT name, phone, email, total_spent FROM vip WHERE city='Shenzhen' ORDER BY total_spent DESC LIMIT 2;
| ⟦PERSON|郑凯文⟧ | ⟦PHONE|13590217764⟧ | ⟦EMAIL|kevin.zheng@163.com⟧ | ⟦AMOUNT|¥12,480.00⟧ |
| ⟦PERSON|Ivy Chan⟧ | ⟦PHONE|+852 9044 1278⟧ | ⟦EMAIL|ivychan@gmail.com⟧ | ⟦AMOUNT|¥9,310.50⟧ |
⟪row_count|2 rows in set⟫ (⟪query_time|0.02 sec⟫)"""),

("offer_letter", r"""EMPLOYMENT OFFER 录用通知　⟪offer_id|OFR-2024-112⟫
Dear ⟦PERSON|Michael Xu⟧（⟦PERSON|徐明⟧），
We're pleased to offer you the Head Roaster role at ⟪org_name|Pacific Bean Co.⟫, base salary ⟦AMOUNT|$68,000⟧ per year, start ⟪date|Aug 19, 2024⟫。Payroll has your SSN on file as ⟦SSN|$ssn_13⟧ — 请 confirm 是否正确。
HR contact: ⟦PERSON|Jenny Park⟧ · ⟦EMAIL|jenny.park@pacificbean.com⟧ · ⟦PHONE|(510) 882-4017⟧"""),

("markdown_table", r"""⟪event_name|Bean-to-Bar 手作课⟫ ⟪date|9/21⟫ 学员名单（原价 ⟪price|¥499⟫，早鸟价）
| 姓名 Name | 过敏 Allergy | 电话 Phone | 已付 Paid |
|---|---|---|---|
| ⟦PERSON|王欣怡⟧ | ⟦MEDICAL|hazelnut allergy 榛子过敏⟧ | ⟦PHONE|138 0211 5542⟧ | ⟦AMOUNT|¥399⟧ |
| ⟦PERSON|Tom Becker⟧ | ⟦MEDICAL|coeliac disease⟧ | ⟦PHONE|+86 131 2240 8817⟧ | ⟦AMOUNT|¥399⟧ |
| ⟦PERSON|刘洋⟧ | — | ⟦PHONE|186 1733 0092⟧ | 未付 |"""),

("social_post", r"""⚠️ 提醒 everyone：有人 pretending to be 我哋 staff ⟦PERSON|Bella⟧ DM 大家要 "verify" 信用卡。We NEVER ask for your CVV！Official hotline only ⟦PHONE|+852 2388 1140⟧，或者 email ⟦EMAIL|hello@teakha.hk⟧。Scammer 用嘅 number ⟦PHONE|+852 6455 0192⟧ 已經 report 咗俾警方 (⟪case_ref|ERC24070331⟫)。— ⟪org_name|Teakha Tea Room⟫ team"""),

("vet_certificate", r"""Vet certificate 兽医证明 — herd ⟪herd_id|UK-342187⟫
Animal: ⟪animal_id|pig tag 04417⟫ — ⟪animal_health|negative for African swine fever 非洲猪瘟阴性⟫
Farmer 养殖户: ⟦PERSON|Owain Price⟧ · ⟦PHONE|01970 828 331⟧ · ⟦EMAIL|owain@tygwynfarm.co.uk⟧
⟦ADDRESS|Tŷ Gwyn Farm, Llanbadarn Fawr, Aberystwyth SY23 3AU⟧
Buyer 买家: ⟪org_name|Wah Kee Butchers 華記肉食⟫
Signed: Dr ⟦PERSON|Rhiannon Evans⟧ MRCVS"""),

("deployment_notes", r"""# 冰淇淋店 inventory bot 部署说明 — by ⟦PERSON|Ken Ho⟧（⟦EMAIL|kenho.dev@gmail.com⟧）
1. BotFather 给的 token：⟦APIKEY|$telegram_02⟧，group chat id ⟪chat_id|-4127730012⟫
2. Discord 通知 webhook：⟦SECRET|$discord_hook_02⟧
3. Google Sheets API key ⟦APIKEY|$google_02⟧（restrict 到 server IP ⟦IP_ADDRESS|43.199.87.120⟧）
4. 示例 config 里的 ⟪placeholder_key|<YOUR_BOT_TOKEN>⟫ 不要 commit，lib 用 ⟪version|python-telegram-bot 21.3⟫"""),
]
