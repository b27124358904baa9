# blind94 mixed Chinese/English texts.  Each entry typed by hand: (kind, marked_text).
# ⟦TYPE|value⟧ = labelled span, ⟪kind|value⟫ = decoy, $name = values.VALUES[name]

TEXTS = [
("slack_message", """#studio-ops  (⟪org_name|Lumière Glass Shanghai⟫)
⟦PERSON|Leo Zhang⟧  10:41
@⟦PERSON|Vivian⟧ 网店那个 Stripe key 是 live 的吧？我在 repo 里看到 ⟦APIKEY|$key_stripe1⟧ 😱
⟦PERSON|Vivian Xu⟧  10:44
是 live 的…是 ⟦PERSON|Marco⟧ 上周 debug 的时候 hardcode 进去的。我现在 roll 一下
⟦PERSON|Vivian Xu⟧  10:52
done, 新 key 放 1Password 了。publishable key ⟪publishable_key|pk_live_EXAMPLEpublishable0000⟫ 不用换
⟦PERSON|Leo Zhang⟧  10:53
👌 顺便 ⟦PERSON|Marco⟧ 的 laptop IP 是 ⟦IP_ADDRESS|10.2.8.77⟧，IT 说要装 DLP"""),


("whatsapp_chat", """[2/3 20:11] ⟦PERSON|Kelvin Ho⟧: 阿⟦PERSON|Mandy⟧，聽日你開 studio 門，door code 改咗做 ⟦PASSWORD|5 3 9 1 #⟧
[2/3 20:12] ⟦PERSON|Mandy Leung⟧: ok 收到！個 client Mrs ⟦PERSON|Wong⟧ 幾點嚟攞 panel？
[2/3 20:13] ⟦PERSON|Kelvin Ho⟧: 佢話 3pm。佢仲欠 ⟦AMOUNT|HK$6,800⟧ balance，收咗先好俾佢攞
[2/3 20:13] ⟦PERSON|Kelvin Ho⟧: 佢電話 ⟦PHONE|9873 2165⟧
[2/3 20:15] ⟦PERSON|Mandy Leung⟧: 明白👌 啲 lead came 都就嚟用晒，我聽日 order ⟪product_code|LC-6H-50⟫ 兩卷
[2/3 20:16] ⟦PERSON|Kelvin Ho⟧: 好，⟪supplier|Glass Craft HK⟫ 個 price list 話 ⟪price|HK$245 一卷⟫"""),

("email_plain", """From: ⟦PERSON|Chen Yutong⟧ <⟦EMAIL|yutong.chen@mendiporganworks.co.uk⟧>
To: HR <⟪shared_mailbox|hr@mendiporganworks.co.uk⟫>
Subject: 工资账户变更 / change of bank details

Hi ⟦PERSON|Sarah⟧,

不好意思打扰，I've switched banks. Please pay my salary into ⟦IBAN|$iban04⟧ from next month. 我的 National Insurance number 是 ⟦NATIONAL_ID|$nid_uk2⟧ in case payroll needs it again.

New address: ⟦ADDRESS|Flat 2, 17 Vicarage Street, Frome BA11 1PU⟧
Mobile 没变: ⟦PHONE|07442 981 306⟧

谢谢！
⟦PERSON|Yutong⟧ (apprentice, pipe shop)"""),


("internship_form", """TEXTILE CONSERVATION INTERNSHIP · 实习申请表
Name 姓名: ⟦PERSON|RAN Peiqi⟧ / ⟦PERSON|冉沛琪⟧
Date of birth 出生日期: ⟦DATE_OF_BIRTH|23/02/1991⟧
Chinese ID 身份证: ⟦IDCARD|$id23⟧
Passport 护照: ⟦PASSPORT|$pp_cn5⟧   Visa: ⟪visa_type|Student (Tier 4)⟫
UK address: ⟦ADDRESS|Room 314, Wolfson Hall, 12 Gower Place, London WC1E 6BH⟧
Email: ⟦EMAIL|peiqi.ran.23@ucl.ac.uk⟧
Health declaration 健康申报: ⟦MEDICAL|乙肝病毒携带 (HBV carrier), no restrictions⟧
Supervisor: Dr ⟦PERSON|Hiroshi Tanabe⟧    Placement ref ⟪placement_ref|TCS-INT-2025-02⟫"""),

("app_log", """2024-10-12 09:15:02.114 [http-nio-8080-exec-7] INFO  c.t.shop.OrderService - 创建订单 orderNo=⟪order_id|T20241012091502114⟫ user=⟦PERSON|lixiaoman⟧ amount=⟦AMOUNT|CNY 459.00⟧
2024-10-12 09:15:02.391 [http-nio-8080-exec-7] WARN  c.t.shop.PayService - 支付回调验签失败 from ⟦IP_ADDRESS|58.246.12.189⟧, expected ⟪doc_ip|198.51.100.14⟫ (sandbox)
2024-10-12 09:15:03.002 [http-nio-8080-exec-7] ERROR c.t.shop.MailService - 发送确认邮件失败 to=⟦EMAIL|lixiaoman1998@gmail.com⟧: SMTPAuthenticationError 535
2024-10-12 09:15:03.004 [http-nio-8080-exec-7] DEBUG c.t.shop.MailService - smtp user=⟪smtp_user|notice@tessera.cn⟫ host=⟪hostname|smtp.exmail.qq.com⟫ port=⟪port|465⟫"""),

("github_issue", """Title: 部署脚本里有 token 泄露 (deploy.sh line 12) #⟪issue_number|87⟫
@⟦PERSON|zhou-jianguo⟧ 你好，

deploy.sh 第 12 行直接写了 GitHub token：
```
git remote set-url origin https://⟦APIKEY|$key_gh3⟧@github.com/qinyun-organ/voicing-tools.git
```
这个 token 有 repo 全部权限，建议马上 revoke。另外 .github/workflows 里 AWS key 的例子 ⟪example_key|AKIAIOSFODNN7EXAMPLE⟫ 是 docs 里的，没问题。
Thanks! - ⟦PERSON|hollis-wren⟧"""),

("whatsapp_chat", """[14/08, 22:03] ⟦PERSON|Jia Hui⟧: eh the residency form need NRIC leh, yours is ⟦NATIONAL_ID|$nid_sg2⟧ right?
[14/08, 22:04] ⟦PERSON|Darren Tan⟧: ya correct. 你帮我填 can? I at the studio grouting now 😩
[14/08, 22:05] ⟦PERSON|Jia Hui⟧: ok. then the deposit ⟦AMOUNT|S$150⟧ I pay first using my card ⟦CARD|$card23⟧ ok?
[14/08, 22:06] ⟦PERSON|Darren Tan⟧: 好 thanks!! later I PayNow you. my number ⟦PHONE|8163 0927⟧
[14/08, 22:06] ⟦PERSON|Jia Hui⟧: no need la next time treat me ⟪food|bak chor mee⟫ can liao"""),

("email_plain", """Subject: Re: 猫头鹰标本 / owl mount deposit

Hi ⟦PERSON|Tobias⟧,

我是 ⟦PERSON|Wendy Lam⟧, we spoke on the phone last week about the great horned owl (legal, road kill, permit ⟪permit_ref|ON-MNRF 24-11903⟫). I've e-transferred the deposit of ⟦AMOUNT|CAD 400⟧. For the customs broker I was asked to give my SIN: ⟦NATIONAL_ID|$nid_ca1⟧ — 不知道你需不需要。

Shipping address: ⟦ADDRESS|88 Harbour Square, Unit 2107, Toronto, ON M5J 2L2⟧
Cell: ⟦PHONE|+1 416-903-2281⟧

谢谢 & cheers,
⟦PERSON|Wendy⟧"""),

("email_plain", """Betreff / Subject: Stipendium Orgelbau – 學生資料

Sehr geehrte Frau ⟦PERSON|Keller⟧,

I'm ⟦PERSON|Lin Yi-Chen⟧ (⟦PERSON|林以真⟧), the organ-building exchange student from Taipei. 以下是獎學金需要的資料：
- 身分證字號 (Taiwan ID): ⟦NATIONAL_ID|$nid_tw1⟧
- IBAN (Sparkasse Ludwigsburg): ⟦IBAN|$iban06⟧
- Adresse: ⟦ADDRESS|Schorndorfer Straße 41, 71638 Ludwigsburg⟧
- Handy: ⟦PHONE|+49 1521 7730 418⟧

Monatliches Stipendium laut Bescheid: ⟦AMOUNT|€ 934⟧.
Vielen Dank! 謝謝！
⟦PERSON|Yi-Chen⟧"""),
]

TEXTS += [
("meeting_minutes", """Weekly sync 周会 · ⟪org_name|Shenzhen Mosaic Lab⟫ · ⟪date|2024-11-05⟫
Attendees: ⟦PERSON|Sofia Mendes⟧, ⟦PERSON|何志明⟧, ⟦PERSON|Yuki Sato⟧, ⟦PERSON|阿杰⟧
1. ⟪project_name|Futian metro mural⟫：smalti 到货延迟，⟦PERSON|Sofia⟧ 去跟 Venice 供应商催。项目总预算 ⟪org_total|¥2.4M⟫ 不变。
2. ⟦PERSON|阿杰⟧ 上月加班费 ⟦AMOUNT|¥1,860⟧ 还没发，HR 这周补。
3. ⟦PERSON|Yuki Sato⟧ 下周请假，⟦MEDICAL|wisdom tooth extraction⟧。
4. 新 intern 的 Wi-Fi 密码是 ⟦PASSWORD|tessera@2024!⟧，别贴到群里。
Next: ⟪date|2024-11-12⟫"""),

("env_file", """# .env.production  ⚠️ 不要 commit！
# owner: ⟦PERSON|Vivian Xu⟧
NEXT_PUBLIC_SITE=https://⟪hostname|lumiereglass.cn⟫
OPENAI_API_KEY=⟦APIKEY|$key_openai2⟧   # 用来生成产品描述
SLACK_BOT_TOKEN=⟦APIKEY|$key_slack2⟧
SLACK_WEBHOOK=⟦SECRET|$sec_slackhook2⟧
SESSION_SECRET=⟦SECRET|$sec_flask1⟧
REDIS_URL=redis://:⟦SECRET|Glass_Redis_77⟧@⟦IP_ADDRESS|10.2.8.30⟧:6379/0
NODE_VERSION=⟪version|20.11.1⟫"""),

("bank_sms", """【⟪bank_name|招商银行⟫】您尾号⟪masked_card|8842⟫的信用卡10月15日 14:22 在 ⟪merchant|AMAZON UK⟫ 消费 ⟦AMOUNT|GBP 312.40⟧（约⟦AMOUNT|人民币2,871.05元⟧）。如非本人交易请致电⟦PHONE|95555⟧。Your card ending ⟪masked_card|8842⟫ was used for ⟦AMOUNT|GBP 312.40⟧.""" ),
]

TEXTS += [
("dingtalk_message", """【钉钉】海外客户通知 project
⟦PERSON|Amber Liu⟧ 16:05
UK 客户要 SMS 通知，Twilio 已经开好了：
Account SID ⟪account_sid|$dec_twilio_sid1⟫
API Key ⟦APIKEY|$key_twilio1⟧
Auth Token ⟦SECRET|$sec_twilioauth1⟧
发件号码 ⟦PHONE|+44 7480 539 216⟧
⟦PERSON|Amber Liu⟧ 16:06
@⟦PERSON|龙飞⟧ Auth Token 请放到 KMS，别放 wiki 😅"""),

("dev_chat", """⟦PERSON|Marco Rossi⟧: Shopify private app 建好了 for the mosaic kits store
⟦PERSON|Marco Rossi⟧: Admin API token ⟦APIKEY|$key_shopify1⟧
⟦PERSON|Marco Rossi⟧: API secret key ⟦SECRET|$sec_shpss1⟧ (webhook 验签用)
⟦PERSON|Vivian Xu⟧: 收到。store domain 是 ⟪hostname|tessera-kits.myshopify.com⟫ 吧
⟦PERSON|Marco Rossi⟧: yes. API version ⟪version|2024-07⟫
⟦PERSON|Vivian Xu⟧: ok 我晚上 deploy，⟦PERSON|Marco⟧ 你明天记得 rotate 一下，刚才贴在群里了"""),


("call_transcript", """[Call transcript · ⟪org_name|Goldleaf & Gesso⟫ × 上海代理 · ⟪call_id|GG-CN-0412⟫]
⟦PERSON|Beatrix⟧: Hi ⟦PERSON|Jenny⟧, is the client happy with the quote for the mirror frame?
⟦PERSON|Jenny Shao⟧: 嗯，客户 ⟦PERSON|钟先生⟧ 说 OK，他想直接 card 付 deposit，我帮他报卡号可以吗？
⟦PERSON|Beatrix⟧: Sure, go ahead.
⟦PERSON|Jenny Shao⟧: 卡号 ⟦CARD|$card05⟧，expiry ⟪card_expiry|03/29⟫，CVV ⟦CVV|751⟧。
⟦PERSON|Beatrix⟧: Got it. That's ⟦AMOUNT|£1,500⟧ deposit taken from his card. The full quote was ⟪quote_price|£4,200⟫.
⟦PERSON|Jenny Shao⟧: 好的。他收货地址是 ⟦ADDRESS|上海市长宁区愚园路1088弄6号⟧，手机 ⟦PHONE|+86 139 1736 8842⟧。"""),

("json_booking", """{
  "booking_ref": "⟪booking_ref|HKBR-2025-031⟫",
  "tour": "Hong Kong bell ringers 英國鳴鐘之旅 / UK ringing tour",
  "travellers": [
    {"name_en": "⟦PERSON|CHAN Tsz Wai⟧", "name_zh": "⟦PERSON|陳子慧⟧", "hkid": "⟦NATIONAL_ID|$nid_hk2⟧", "passport": "⟦PASSPORT|$pp_hk1⟧", "dob": "⟦DATE_OF_BIRTH|1987-05-30⟧"},
    {"name_en": "⟦PERSON|Peter Lau⟧", "passport": "⟦PASSPORT|$pp_uk5⟧", "mobile": "⟦PHONE|+852 6281 0394⟧"}
  ],
  "towers": ["⟪place_name|York Minster⟫", "⟪place_name|Beverley Minster⟫"],
  "price_per_person": "⟪price|HK$18,800⟫"
}"""),

("xiaohongshu_post", """Cotswolds 茅草屋民宿｜住进童话书里🏡
这家 thatched cottage 在 ⟪place_name|Bibury⟫ 附近，房东 ⟦PERSON|Margaret⟧ 奶奶超 nice，早餐是 full English🍳
两晚一共付了 ⟦AMOUNT|£396⟧，Airbnb 上写的原价是 ⟪price|£230/night⟫，提前三个月订有折扣
屋顶是新铺的 water reed，房东说是当地 thatcher ⟦PERSON|Len Hawkins⟧ 去年做的
⚠️ 楼梯很陡，有 ⟦MEDICAL|膝盖旧伤⟧ 的我爬得好辛苦
#英国旅行 #⟪hashtag|Cotswolds⟫ by ⟦PERSON|橙子在英国🍊⟧"""),


("society_registration", """Oxford University Society of Change Ringers · 新会员登记 New member registration
Name: ⟦PERSON|Zhang Mingyue⟧ (⟦PERSON|张明月⟧)
College: ⟪college|St Hilda's⟫    Course: DPhil Materials
DOB: ⟦DATE_OF_BIRTH|9 Sept 1999⟧
Email: ⟦EMAIL|mingyue.zhang@st-hildas.ox.ac.uk⟧
UK mobile: ⟦PHONE|07544 213 870⟧
Ringing experience 敲钟经验: none，之前在⟪place_name|上海⟫学过一点 handbells
Anything we should know? ⟦MEDICAL|mild scoliosis⟧ — 医生说可以敲钟但别敲 tenor 😂
Subs: paid ⟦AMOUNT|£10.00⟧ (student rate ⟪price|£10/yr⟫)"""),


("tax_prep_notes", """报税 notes (2023, married filing jointly)
- ⟦PERSON|Kevin Huang⟧ ⟦PERSON|黄凯文⟧ — SSN ⟦SSN|$ssn08⟧，W-2 from ⟪org_name|Lakeshore Pipe Organ Co.⟫
- ⟦PERSON|Annie Huang⟧ ⟦PERSON|黄安妮⟧ — SSN ⟦SSN|$ssn09⟧，1099-NEC 彩绘玻璃 freelance
- 女儿 ⟦PERSON|Chloe⟧ SSN ⟦SSN|$ssn10⟧, DOB ⟦DATE_OF_BIRTH|06/21/2017⟧ → child tax credit
- Estimated refund ~⟦AMOUNT|$2,940⟧，direct deposit 到 ⟦PERSON|Annie⟧ 的 checking
- 记得问 CPA ⟦PERSON|Marisol⟧ 工作室租金 ⟪business_expense|$14,400⟫ 能不能全抵"""),
]

TEXTS += [
("wecom_chat", """【企业微信】⟪org_name|琴韵管风琴⟫ · 服务器迁移
⟦PERSON|邵文博⟧ 18:20
@⟦PERSON|James Whitfield⟧ 新 server 的 deploy key 发你了，UK 那边的 CI 用
⟦PERSON|邵文博⟧ 18:20
⟦SECRET|$sec_pem_rsa1⟧
⟦PERSON|James Whitfield⟧ 18:34
Thanks ⟦PERSON|Wenbo⟧, but 这是 private key，下次请用 1Password share link 🙏 Server IP still ⟦IP_ADDRESS|47.243.18.92⟧?
⟦PERSON|邵文博⟧ 18:35
对，port ⟪port|2222⟫。sorry sorry"""),

("email_plain", """Subject: 付款 / payment for ⟦PERSON|Paweł⟧'s sash work

Hi ⟦PERSON|Tomek⟧,

财务这边需要给 ⟦PERSON|Paweł Zieliński⟧ 付尾款 ⟦AMOUNT|PLN 4 200⟧（合同 ⟪contract_ref|KRK-TX-09⟫）。系统要求填 PESEL 和出生日期，他给的是 ⟦NATIONAL_ID|$nid_pl2⟧，⟦DATE_OF_BIRTH|19.06.1991⟧，对得上。

Could you confirm his bank details haven't changed since the last invoice? 他电话 ⟦PHONE|+48 601 238 447⟧。

Thanks,
⟦PERSON|Helen Qiu⟧"""),
]

TEXTS += [
("expert_registration_form", """外国专家来华工作登记表 / Foreign Expert Registration
姓名 Name: ⟦PERSON|Jean-Baptiste Moreau⟧
出生日期 DOB: ⟦DATE_OF_BIRTH|17/03/1962⟧
护照号 Passport No.: ⟦PASSPORT|$pp_fr1⟧
French social security no. (for pension transfer): ⟦NATIONAL_ID|$nid_fr2⟧
专业 Field: 彩绘玻璃修复 stained glass restoration (maître verrier)
聘用单位 Employer: ⟪org_name|北京光影彩窗修复中心⟫
月薪 Monthly salary: ⟦AMOUNT|¥38,000⟧
在华住址 Address in China: ⟦ADDRESS|北京市东城区东四十条甲22号南新仓商务大厦B座1503⟧
工作许可编号 Permit no.: ⟪work_permit_no|WP-110000-2024-08817⟫"""),

("wechat_private_chat", """⟦PERSON|林佩珊⟧：⟦PERSON|Jordi⟧，银行那边要我的 NIE，我发你：⟦NATIONAL_ID|$nid_es2⟧
⟦PERSON|Jordi Puig⟧: perfecte 👍 y el IBAN para la devolución?
⟦PERSON|林佩珊⟧：⟦IBAN|$iban15⟧，退回那 ⟦AMOUNT|€640⟧ 押金就好
⟦PERSON|Jordi Puig⟧: vale. La tienda de mosaicos sigue en ⟪org_address|Carrer de Trafalgar 31⟫?
⟦PERSON|林佩珊⟧：对，还在。你来的话打我 ⟦PHONE|+34 655 812 904⟧"""),

("invitation_letter", """INVITATION LETTER 邀请函 · ⟪event|2025 Quanzhou International Mosaic Festival⟫
Invitee 受邀人: ⟦PERSON|Mohammed Arif Qureshi⟧ (pietra dura master, Agra)
Passport: ⟦PASSPORT|$pp_in1⟧
Aadhaar (for Indian exit formality, provided by invitee): ⟦NATIONAL_ID|$nid_in1⟧
Honorarium paid to invitee 劳务费: ⟦AMOUNT|USD 2,500⟧
Accommodation: ⟪hotel_name|泉州宾馆⟫ (covered by organiser)
Contact 联系人: ⟦PERSON|庄文杰⟧ ⟦PHONE|+86 595 2218 6607⟧ ⟦EMAIL|zhuang.wj@qzmosaicfest.org⟧
Ref. ⟪document_ref|QZMF-INV-017⟫"""),

("email_plain", """Onderwerp: registratie stagiair / 实习生登记

Beste ⟦PERSON|Femke⟧,

我是下周开始在 pijpmakerij 实习的 ⟦PERSON|Guo Haoran⟧ (⟦PERSON|郭浩然⟧)。Gemeente heeft me een BSN gegeven: ⟦NATIONAL_ID|$nid_nl2⟧. Mijn IBAN: ⟦IBAN|$iban10⟧.
Stagevergoeding volgens contract: ⟦AMOUNT|€ 450⟧ per maand.
Adres: ⟦ADDRESS|Lange Nieuwstraat 88, 3512 PK Utrecht⟧

谢谢 / Dank je!
⟦PERSON|Haoran⟧"""),

("registration_form", """⟪org_name|Koninklijke Beiaardschool Jef Denyn⟫ · inschrijving 2024-25 / 报名
Naam 姓名: ⟦PERSON|Emma Li-Janssens⟧ (⟦PERSON|李恩雅⟧)
Geboortedatum: ⟦DATE_OF_BIRTH|03.08.2001⟧
Rijksregisternummer: ⟦NATIONAL_ID|$nid_be2⟧
GSM: ⟦PHONE|+32 485 30 17 62⟧
Inschrijvingsgeld betaald: ⟦AMOUNT|€ 480,00⟧
Opmerking: 左手 ⟦MEDICAL|tendinitis⟧, graag aangepast oefenrooster
Dossier ⟪file_number|BS-2024-118⟫"""),

("slack_message", """#infra-hk
⟦PERSON|Kelvin Ho⟧  11:02
S3 upload 又 fail 咗，用緊呢組 key：
AWS_ACCESS_KEY_ID=⟦APIKEY|$key_aws3⟧
AWS_SECRET_ACCESS_KEY=⟦SECRET|$sec_aws3⟧
bucket ⟪bucket_name|hk-glass-archive⟫ region ⟪cloud_region|ap-east-1⟫
⟦PERSON|Amber Liu⟧  11:05
⟦PERSON|Kelvin⟧ 唔好喺 channel 貼 secret 😅 我幫你 rotate。另外 STS 嗰條 ⟦APIKEY|$key_aws4⟧ 已經 expire"""),

("personal_note", """📝 2FA backup — 不要丢！(⟦PERSON|Sofia Mendes⟧'s notes app)
Studio Gmail TOTP seed: ⟦SECRET|$sec_totp2⟧
Google recovery codes: ⟦SECRET|$sec_recov4⟧ · ⟦SECRET|$sec_recov5⟧
GitHub recovery: ⟦SECRET|$sec_recov3⟧
支付宝登录密码 (别用生日!): ⟦PASSWORD|Smalti#Ravenna19⟧
保险箱 safe code: ⟦PASSWORD|4 4 0 2 8⟧"""),

("markdown_table", """## 团队通讯录 Team directory — ⟪org_name|Shenzhen Mosaic Lab⟫

| 姓名 Name | Role | Mobile | Email |
|---|---|---|---|
| ⟦PERSON|何志明⟧ (⟦PERSON|Jimmy Ho⟧) | 创始人 Founder | ⟦PHONE|138 2651 7730⟧ | ⟦EMAIL|jimmy@szmosaiclab.com⟧ |
| ⟦PERSON|Sofia Mendes⟧ | Art director | ⟦PHONE|+351 912 448 031⟧ | ⟦EMAIL|sofia@szmosaiclab.com⟧ |
| ⟦PERSON|阿杰⟧ | 工坊主管 | ⟦PHONE|186 7542 0913⟧ | — |
| 前台 Reception | — | ⟦PHONE|0755-8632 1190⟧ | ⟪shared_mailbox|hello@szmosaiclab.com⟫ |

Wi-Fi: ⟪wifi_ssid|SZML-Guest⟫ · Office: ⟪org_address|南山区华侨城创意园北区B3栋⟫"""),

("csv_export", """name_en,name_zh,role,mobile,email,joined
⟦PERSON|Peter Lau⟧,⟦PERSON|劉柏濤⟧,tower captain,⟦PHONE|+852 6281 0394⟧,⟦EMAIL|peterlau.bells@gmail.com⟧,⟪year|2009⟫
⟦PERSON|CHAN Tsz Wai⟧,⟦PERSON|陳子慧⟧,secretary,⟦PHONE|+852 9046 2271⟧,⟦EMAIL|tszwai.chan@netvigator.com⟧,⟪year|2014⟫
⟦PERSON|Ronald Tse⟧,⟦PERSON|謝家樂⟧,steeple keeper,⟦PHONE|+852 6170 5538⟧,⟦EMAIL|rtse_ringing@yahoo.com.hk⟧,⟪year|2018⟫
# ⟪org_name|St John's Cathedral Guild of Ringers⟫ · exported ⟪timestamp|2024-12-01 09:00⟫"""),
]

TEXTS += [
("online_review", """Trustpilot ★★★★★ "超级专业 very professional"
⟦PERSON|Xinyi Zhou⟧ · GB · ⟪review_count|3 reviews⟫
我在 ⟪org_name|Fenwick Natural History Studio⟫ 修复了外公留下的 ⟪specimen|kingfisher dome⟫，⟦PERSON|Tobias⟧ explained everything patiently. Paid ⟦AMOUNT|£180⟧，比 London 的报价 ⟪quote_price|£320⟫ 便宜很多。Highly recommend 强烈推荐!
Date of experience: ⟪date|14 August 2024⟫"""),

("bot_config", """# telegram bot for 鸣钟队 peal 通知  (config.toml)
[telegram]
token = "⟦APIKEY|$key_tg2⟧"
chat_id = ⟪chat_id|-1002219874410⟫   # 群：HK Bell Ringers 🔔
admin = "⟦PERSON|ronaldtse⟧"
[schedule]
practice = "⟪cron_expression|0 19 * * THU⟫"   # 每周四晚练习提醒
timezone = "⟪timezone|Asia/Hong_Kong⟫\""""),

("code_snippet", """// 工坊地图 + 订单表 integration（⟦PERSON|Marco⟧ 写的，别 push 到 public repo）
const AIRTABLE_PAT = "⟦APIKEY|$key_airtable1⟧";
const MAPBOX_SECRET = "⟦APIKEY|$key_mapbox1⟧";
const MAPBOX_PUBLIC = "⟪publishable_key|$dec_mapbox_pk1⟫"; // 前端用的 public token 没关系
const BASE_ID = "⟪airtable_base_id|appQ4dZ8k2Lm9Xw1R⟫";
fetch(`https://api.airtable.com/v0/${BASE_ID}/Orders`, { headers: { Authorization: `Bearer ${AIRTABLE_PAT}` } });"""),

("sql_dump", """-- 海外订单 overseas orders (⟪table_name|orders_intl⟫) — 临时导出给 ⟦PERSON|Amber⟧ 对账
SELECT order_no, customer, card_no, cvv, total FROM orders_intl WHERE id = ⟪row_id|3381⟫;
-- ⟪order_id|OI-2024-3381⟫ | ⟦PERSON|Harriet Okafor-Bryce⟧ | ⟦CARD|$card10⟧ | ⟦CVV|290⟧ | ⟦AMOUNT|USD 1,260.00⟧
-- TODO: 为什么 cvv 会存库？？？ PCI 不允许！找 ⟦PERSON|Marco⟧"""),

("visa_notes", """UK visa 材料 checklist — ⟦PERSON|周建国⟧ (⟦PERSON|ZHOU Jianguo⟧) 去 Durham 做 voicing 交流
- DOB: ⟦DATE_OF_BIRTH|12 April 1978⟧ ✅ 和身份证一致
- 身份证: ⟦IDCARD|$id01⟧
- Bank statement 余额 ⟦AMOUNT|¥126,300⟧ ✅
- Sponsor: ⟪org_name|Harrison & Harrison Ltd⟫，CoS number ⟪cos_number|C4G8T31920K⟫
- VFS appointment ⟪timestamp|2024-12-03 10:30⟫ ⟪place_name|杭州⟫"""),


("artist_profile_form", """Artist sign-up · ⟪platform|MosaicMakers Global⟫ · 实名认证 KYC
Display name: ⟦PERSON|Coral Lam⟧ / ⟦PERSON|林珊珊⟧
Date of birth 出生日期: ⟦DATE_OF_BIRTH|1993-07-09⟧
ID type: 中国居民身份证 · ID no.: ⟦IDCARD|$id04⟧
Payout: Alipay (linked to ⟦PHONE|+86 135 1024 7736⟧)
Seller fee tier: ⟪fee_tier|Standard 8%⟫ · Shop: ⟪shop_url|mosaicmakers.com/coral-lam-studio⟫"""),

("payroll_csv", """# Thatch & Reed Ireland · payroll export · ⟪pay_period|2024-11⟫ · 含中文备注
employee,ppsn_or_nino,gross,iban,备注
⟦PERSON|Liang Jun⟧,⟦NATIONAL_ID|$nid_ie1⟧,⟦AMOUNT|€2,850.00⟧,⟦IBAN|$iban11⟧,新员工 first month
⟦PERSON|Declan Mooney⟧,⟦NATIONAL_ID|$nid_uk3⟧,⟦AMOUNT|€3,120.00⟧,⟪masked_iban|IE** **** **** **** 4410 22⟫,UK NI number — 北爱来的
⟪row_type|TOTAL⟫,,⟪org_total|€5,970.00⟫,,"""),
]
