# Mixed-language (Chinese/English and more) texts for blind95.
# Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES
TEXTS = []

TEXTS += [
("slack_thread", r"""
⟪channel_name|#ops-shanghai⟫
⟦PERSON|Jules⟧  10:02 AM
guys 今天 POS 又同步失败了, I think the restricted key expired？
⟦PERSON|王一帆⟧  10:05 AM
不是 expired，是被 revoke 了 —— 上周 ⟦PERSON|Nico⟧ 把 ⟦APIKEY|$stripe_rk_01⟧ 贴到 public repo 里了 🙃 新的在 1Password 里
⟦PERSON|Nico⟧  10:06 AM
my bad 🙏 顺便 Slack bot token 也换了，旧的是 ⟦APIKEY|$slack_bot_01⟧ (dead now)
⟦PERSON|王一帆⟧  10:08 AM
dead 的也别贴啊 😂 btw 下周三 truck 去 ⟪venue|西岸艺术中心⟫，permit ⟪permit_ref|XH-2024-1107⟫ 已批
"""),

("wechat_chat", r"""
⟦PERSON|Jason Lim⟧: Hi ⟦PERSON|陈老板⟧, for the Marina pop-up we need your passport no. for the security pass lah
⟦PERSON|陈老板⟧: ok wait ah… ⟦PASSPORT|$pp_sg_01⟧, DOB ⟦DATE_OF_BIRTH|12 Oct 1971⟧
⟦PERSON|Jason Lim⟧: noted. Booth fee ⟪booth_fee|S$650⟫ for 3 days, 你上次的 deposit ⟦AMOUNT|S$200⟧ 可以 offset
⟦PERSON|陈老板⟧: 好好。my daughter ⟦PERSON|Rachel⟧ will help out, her number ⟦PHONE|+65 8123 4407⟧
⟦PERSON|Jason Lim⟧: 👍 booth ⟪booth_no|M-14⟫, 靠近 toilet 那边 sorry ah
"""),

("email_with_signature", r"""
Subject: 確認 Booking – Sat 19 Oct 私房菜 for 10 pax
Hi ⟦PERSON|Winnie⟧,
多謝你嘅 booking! Just to confirm: ⟪event_date|Sat 19 Oct⟫ dinner at our 私房菜 in Sheung Wan, ⟪event_time|7:30pm⟫, 10 pax, ⟪menu_code|Autumn Crab Menu⟫ @ ⟪price_per_head|HK$880/pax⟫.
Deposit ⟦AMOUNT|HK$4,400⟧ received via FPS from ⟦PERSON|CHEUNG Wing-yan⟧, thanks!
你話你 friend ⟦PERSON|Gigi⟧ 有 ⟦MEDICAL|shellfish allergy⟧ — we'll swap the crab for 花膠雞.
Building security 要 non-HK guests 嘅 passport no.: Mr ⟦PERSON|Tanaka Hiroshi⟧ ⟦PASSPORT|$pp_jp_01⟧ — 其他人有 HKID 就得.
Cheers,
⟦PERSON|Sammy⟧ | ⟦PHONE|+852 6218 0937⟧
"""),

("dotenv_config", r"""
# ===== 私厨预约平台 backend =====
DJANGO_SECRET_KEY='⟦SECRET|$django_secret_01⟧'
DEBUG=False   # 生产一定要 False!!
ALLOWED_HOSTS=⟪hostname|book.sifangcai.co⟫
DATABASE_URL=postgres://chef_app:⟦SECRET|Xiaolongbao_88⟧@⟦IP_ADDRESS|10.1.4.22⟧:5432/chefbook
OPENAI_API_KEY=⟦APIKEY|$openai_02⟧   # 菜单生成用，月预算 ⟪budget|$50⟫
SUPPORT_EMAIL=⟦EMAIL|help@sifangcai.co⟧
# owner: ⟦PERSON|Amy Xu⟧ (⟦PERSON|许安美⟧)
"""),

("wechat_chat", r"""
⟦PERSON|Sophia Huang⟧：Hi Chef ⟦PERSON|Leon⟧，下周六想请你来家里做一桌 Cantonese dinner，8 个人
Chef ⟦PERSON|Leon⟧：Sure! Address 发我一下？deposit ⟪deposit_terms|50%⟫ 哦
⟦PERSON|Sophia Huang⟧：⟦ADDRESS|Flat 7, 23 Lancaster Gate, London W2 3LP⟧。我没 UK bank account，可以刷卡吗
Chef ⟦PERSON|Leon⟧：可以，发卡号，我用 Stripe 手动收
⟦PERSON|Sophia Huang⟧：⟦CARD|$card_21⟧ exp ⟪card_expiry|03/28⟫ CVV ⟦CVV|917⟧
Chef ⟦PERSON|Leon⟧：Got it, charged ⟦AMOUNT|£680⟧ ✅ 以后别在微信发 CVV 哈
⟦PERSON|Sophia Huang⟧：😅 ok。对了我婆婆 ⟦MEDICAL|gluten intolerant⟧，记得
"""),

("booking_form", r"""
Booking form – Blue Mountains Wild Food Walk（中文客户 / Chinese-speaking group）
Full name 姓名: ⟦PERSON|Emily Cheung⟧ / ⟦PERSON|张嘉敏⟧
Passport 护照: ⟦PASSPORT|$pp_au_01⟧
DOB 出生日期: ⟦DATE_OF_BIRTH|22/02/2002⟧
Mobile 手机: ⟦PHONE|0412 339 870⟧
Medical 病史: ⟦MEDICAL|type 1 diabetes⟧, uses an ⟦MEDICAL|insulin pump⟧
Emergency contact 紧急联系人: 妈妈 ⟦PERSON|Grace Cheung⟧ ⟦PHONE|+86 135 1027 6630⟧
Paid 已付: ⟦AMOUNT|AUD 145⟧   Course ⟪course_code|BMWF-SAT-AM⟫, meet at ⟪meeting_point|Katoomba Falls Kiosk⟫
"""),

("meeting_minutes", r"""
Weekly sync 周会纪要 – ⟪meeting_date|Oct 14⟫
Attendees: ⟦PERSON|Marco Bellini⟧, ⟦PERSON|小林⟧, ⟦PERSON|Tiffany Guo⟧, ⟦PERSON|阿辉⟧
1. Masterclass 报名：Nov batch 已满 24/24，waitlist 9 人。单价 ⟪price|¥680⟫ 不变。
2. ⟦PERSON|Marco⟧ 的 work permit 续签材料已交，受理号 ⟪permit_ref|ZP-4403-2024-1871⟫。
3. ⟦PERSON|阿辉⟧ 垫付的制冰机维修费 ⟦AMOUNT|¥1,350⟧ 本周报销。
4. ⟦PERSON|Tiffany Guo⟧ 下周 ⟦MEDICAL|wisdom tooth extraction⟧，请假两天，课由⟦PERSON|小林⟧代。
5. Q3 revenue ⟪org_total|¥412,000⟫，on track。
"""),

("call_transcript", r"""
[Call log – BarOnWheels SG, ⟪call_timestamp|2:14pm 05/11⟫]
Agent: Hello BarOnWheels, ⟦PERSON|Farah⟧ speaking.
Caller: Hi hi, 我想 book your bar truck for my company D&D lah, Dec 13th, 大概 80 pax.
Agent: Sure, may I have your name and contact?
Caller: ⟦PERSON|Ong Kai Wen⟧. Number is ⟦PHONE|nine one seven two, 三三八零⟧.
Agent: Thank you Mr ⟦PERSON|Ong⟧. For 80 pax the package is ⟪package_price|S$3,200⟫, 30% deposit to confirm.
Caller: Can can. PayNow 可以吗? I transfer ⟦AMOUNT|S$960⟧ now. Oh, one colleague ⟦MEDICAL|allergic to mango⟧ ah, don't put in the punch.
Agent: Noted. PayNow to UEN ⟪uen|201812345K⟫, reference ⟪booking_ref|BOW-1213-OKW⟫.
"""),

("visa_support_letter", r"""
Schengen visa application – supporting letter (Lyon Street Food Festival 2025)
Applicant 申请人: ⟦PERSON|FANG Yuqing⟧ (⟦PERSON|方雨晴⟧)
Date of birth 出生日期: ⟦DATE_OF_BIRTH|11 August 1996⟧
Chinese ID 身份证: ⟦IDCARD|$id_05⟧
Passport 护照: ⟦PASSPORT|$pp_cn_05⟧
Home address 住址: ⟦ADDRESS|杭州市西湖区文二西路738号12幢3单元501室 310012⟧
Employer: ⟪company_name|杭州一口酥餐饮管理有限公司⟫ (food truck operator), monthly salary ⟦AMOUNT|¥9,800⟧
Invitation ref ⟪invitation_ref|LSFF-2025-INV-0213⟫
"""),

("python_source", r"""
# shopify_sync.py — 把市集线上店的订单同步到 Google Sheet
SHOP = "⟪shop_domain|yeshi-market.myshopify.com⟫"
ACCESS_TOKEN = "⟦APIKEY|$shopify_01⟧"   # Admin API token，⟦PERSON|Kelvin⟧ 生成的
API_VERSION = "⟪api_version|2024-07⟫"
SHEET_ID = "⟪sheet_id|1x9Qf3RkL0aZpT7uWc2vN4yB8dHs6Jm5eGi1oKq3rXt⟫"
NOTIFY = ["⟦EMAIL|kelvin.ng@yeshi-market.com⟧", "⟦EMAIL|ops@yeshi-market.com⟧"]
"""),

("github_actions_yaml", r"""
# .github/workflows/deploy.yml  部署夜市小程序后端
env:
  AWS_REGION: ⟪cloud_region|ap-east-1⟫
  AWS_ACCESS_KEY_ID: ⟦APIKEY|$aws_akid_03⟧      # TODO 改成 secrets.AWS_ACCESS_KEY_ID !!
  AWS_SECRET_ACCESS_KEY: ⟦SECRET|$aws_secret_03⟧
  SLACK_WEBHOOK_URL: ⟦SECRET|$slack_webhook_02⟧
jobs:
  deploy:
    runs-on: ⟪runner_image|ubuntu-22.04⟫
    steps:
      - uses: actions/checkout@⟪action_version|v4⟫
      - run: ./deploy.sh   # 有问题问 @⟦PERSON|huangzy⟧
"""),

("bot_config_and_log", r"""
# 温哥华华人农夫市集 vendor bot
TELEGRAM_TOKEN=⟦APIKEY|$telegram_02⟧
ADMIN_CHAT=⟪telegram_chat_id|-1001938820174⟫
---
[new vendor 登记] ⟦PERSON|Linda Mah⟧ (⟦PERSON|马丽华⟧), SIN ⟦NATIONAL_ID|$sin_02⟧ (for T4A), phone ⟦PHONE|604-817-2290⟧, stall fee ⟦AMOUNT|CAD 45⟧ paid, table ⟪stall_id|R-09⟫, 卖手工饺子
"""),

("social_post", r"""
🍜 This weekend @ ⟪venue|Chinatown Night Market⟫ 本周末夜市菜单
- 麻辣烫 Mala Tang ⟪price|$12⟫
- 煎饼果子 Jianbing ⟪price|$9⟫
- 珍珠奶茶 Bubble tea ⟪price|$6.50⟫（加椰果 ⟪price|+$0.75⟫）
Stall ⟪stall_id|#42⟫, 6pm–midnight. Cash & 支付宝 OK! ⟪hashtag|#nightmarket⟫
"""),

("wecom_chat", r"""
【企业微信】⟦PERSON|陈工⟧：⟪hostname|跳板机⟫的 key 发你，连 ⟦IP_ADDRESS|121.40.88.153⟧，用户名 ⟦PERSON|chenwei⟧，port ⟪port|22022⟫
⟦SECRET|$pem_02⟧
⟦PERSON|Rick⟧：收到 thx，不过 private key 最好走 1Password share，别在 IM 里发 😅
⟦PERSON|陈工⟧：ok ok 下次注意
"""),

("invoice", r"""
FACTURE N° ⟪invoice_no|F-2024-0612⟫
Chef à domicile ⟦PERSON|Élodie Marchand⟧ · ⟦ADDRESS|12 rue des Martyrs, 75009 Paris⟧ · SIRET ⟪siret|842 117 305 00021⟫
Client : Mme ⟦PERSON|Zhao Lin⟧（⟦PERSON|赵琳⟧），groupe de 12
Dîner gastronomique, 12 couverts × ⟪unit_price|95 €⟫
Total TTC : ⟦AMOUNT|1 140,00 €⟧     Acompte versé : ⟦AMOUNT|300,00 €⟧
IBAN : ⟦IBAN|$iban_fr_1⟧
备注：⟦PERSON|赵女士⟧说团里有一位 ⟦MEDICAL|coeliac⟧，面包要单独准备
"""),

("email", r"""
Betreff: Refund 退款 – Cocktail-Workshop ⟪event_date|05.10.⟫
Hallo Herr ⟦PERSON|Schulz⟧,
I'm ⟦PERSON|Zhang Hao⟧（⟦PERSON|张浩⟧）, I booked the gin workshop but 我的签证没下来, can't come 😞 Please refund ⟦AMOUNT|€89⟧ to my German account ⟦IBAN|$iban_de_2⟧.
Buchungsnummer ⟪booking_ref|CW-1005-17⟫. Danke! 谢谢！
"""),

("typescript_config", r"""
// config.ts — 报名表 → CRM
export const ZAPIER_HOOK = "⟦SECRET|$zapier_webhook_01⟧"; // 新报名推送，⟦PERSON|Grace⟧ 配的
export const GOOGLE_CLIENT_ID = "⟪oauth_client_id|381920447563-k2v9q0f7pc3lb8u1n6e4t5hrm0sxdj2a.apps.googleusercontent.com⟫";
export const GOOGLE_CLIENT_SECRET = "⟦SECRET|$google_cs_01⟧"; // 别 commit！
export const CALENDAR_ID = "⟪calendar_id|c_3f8a91d2e7b4@group.calendar.google.com⟫";
"""),

("xiaohongshu_dm", r"""
小红书私信
⟪org_handle|京都采菌小分队⟫：Hi～ 山菜 foraging tour 11/3 还有位！⟪price|¥12,000/人⟫ (JPY)
⟦PERSON|Yuki在大阪⟧：我和男朋友两个人！我叫 ⟦PERSON|林悠⟧，电话 ⟦PHONE|+81 90-3318-2274⟧
京都采菌小分队：OK～ total ⟦AMOUNT|¥24,000⟧，当天现金就行。集合 ⟪meeting_point|JR嵯峨嵐山駅 北口⟫ 9:00
⟦PERSON|Yuki在大阪⟧：他 ⟦MEDICAL|对荞麦过敏⟧ 哦，午饭能换吗
"""),

("sql_result", r"""
-- 🚚 Dumpling Truck NYC payroll（员工表），DO NOT SHARE
SELECT id, name, name_zh, ssn, hourly, phone FROM employees;
| id | name | name_zh | ssn | hourly | phone |
| ⟪employee_id|E01⟫ | ⟦PERSON|Wei Chen⟧ | ⟦PERSON|陈伟⟧ | ⟦SSN|$ssn_03⟧ | ⟦AMOUNT|$19.00⟧ | ⟦PHONE|(718) 463-2291⟧ |
| ⟪employee_id|E02⟫ | ⟦PERSON|Mandy Liu⟧ | ⟦PERSON|刘曼迪⟧ | ⟦SSN|$ssn_04⟧ | ⟦AMOUNT|$17.50⟧ | ⟦PHONE|(347) 880-1156⟧ |
(2 rows)  ⟪query_time|Time: 3.214 ms⟫
"""),
]

TEXTS += [
("application_log", r"""
[2024-10-30 20:11:52] INFO  booking.created id=⟪booking_id|bk_7Hq2Lx⟫ user=⟦PERSON|zhangmeng⟧ name="⟦PERSON|张萌⟧" guests=4 ip=⟦IP_ADDRESS|180.169.44.12⟧
[2024-10-30 20:11:53] INFO  payment.intent created amount=⟦AMOUNT|¥1,152.00⟧ 私厨体验 4人
[2024-10-30 20:12:30] WARN  sms.send failed to=⟦PHONE|+8615800421176⟧ provider=aliyun code=⟪error_code|isv.BUSINESS_LIMIT_CONTROL⟫ 短信超限
[2024-10-30 20:14:02] INFO  admin.login user=⟦PERSON|ops_lily⟧ ip=⟦IP_ADDRESS|100.79.201.33⟧ ua="⟪user_agent_version|Chrome/129.0.6668.90⟫"
"""),

("slack_thread", r"""
#bar-bot-dev
⟦PERSON|Hannah Wu⟧  3:40 PM
Slack app 的 signing secret 是 ⟦SECRET|$slack_signing_01⟧，bot token ⟦APIKEY|$slack_bot_02⟧ —— 放 Vercel env 里就行，别 commit
⟦PERSON|Dmitri⟧  3:42 PM
👍 done。/bar-order 这个 slash command 的 request URL 用 ⟪endpoint_url|https://barbot.vercel.app/api/slack/commands⟫
⟦PERSON|Hannah Wu⟧  3:43 PM
ok，明天 demo 给 Mr. ⟦PERSON|Kwok⟧ 看，版本 ⟪release_version|v0.3.0⟫
"""),

("email", r"""
From: ⟦PERSON|Joyce Kramer⟧ <⟦EMAIL|joyce@kramerloon.nl⟧>
Subject: Re: 新厨师 payroll – BSN check
Hoi ⟦PERSON|Chen Jie⟧,
De BSN van ⟦PERSON|Liu Yang⟧ klopt: ⟦NATIONAL_ID|$bsn_02⟧ 👍 Salaris ⟦AMOUNT|€2.650 bruto⟧ per maand gaat naar ⟦IBAN|$iban_nl_2⟧.
你们的 loonheffingennummer ⟪wage_tax_number|8820.17.334.L01⟫ 我已经更新了。
Groetjes, ⟦PERSON|Joyce⟧
"""),

("insurance_claim_notes", r"""
Travel insurance claim 旅行保险理赔 – supporting notes
Insured 被保险人: ⟦PERSON|Olivia Tang⟧ / ⟦PERSON|唐欣怡⟧    Policy ⟪insurance_policy_no|AXA-TRV-88420175⟫
Event: foraging tour in Hokkaido 北海道采集团, ⟪event_date|9/21⟫
Diagnosis 诊断: ⟦MEDICAL|mushroom poisoning (gastrointestinal type)⟧，住院观察 2 天; treated with ⟦MEDICAL|IV fluids⟧ and ⟦MEDICAL|activated charcoal⟧
Hospital bill 医疗费: ⟦AMOUNT|JPY 186,400⟧ (paid by insured)
Claim amount 索赔金额: ⟦AMOUNT|HK$10,350⟧
Contact: ⟦EMAIL|olivia.tang.hk@gmail.com⟧
"""),

("whatsapp_chat", r"""
⟦PERSON|Aiman⟧: Bro 明天 ⟪place_name|Jalan Alor⟫ pasar malam 你 truck 来吗?
⟦PERSON|Kok Wai⟧: Confirm 来. Eh the tapau box supplier need deposit by card, can help? My card kena block 😩
⟦PERSON|Aiman⟧: ok use mine la: ⟦CARD|$card_22⟧, exp ⟪card_expiry|07/26⟫, CVV ⟦CVV|248⟧. Max ⟦AMOUNT|RM500⟧ ok
⟦PERSON|Kok Wai⟧: thanks bro, I pay u back ⟦AMOUNT|RM480⟧ tonight
⟦PERSON|Aiman⟧: ok. supplier invoice ⟪invoice_no|TB-22817⟫ send me also
"""),

("postman_collection_json", r"""
{
  "info": {"name": "微醺学院 Booking API", "_postman_id": "⟪postman_id|5b1e2d7a-0c3f-4e8b-9a61-2f7d4c9e1b08⟫"},
  "variable": [
    {"key": "baseUrl", "value": "https://api.weixunacademy.cn/⟪api_version|v2⟫"},
    {"key": "token", "value": "⟦APIKEY|$jwt_03⟧"},
    {"key": "jwtSecret", "value": "⟦SECRET|$jwt_secret_01⟧"},
    {"key": "testUser", "value": "⟦EMAIL|wang.lu@weixunacademy.cn⟧"}
  ],
  "item": [{"name": "创建预约 create booking", "request": {"method": "POST", "url": "{{baseUrl}}/bookings"}}]
}
"""),

("ocr_id_card", r"""
[ID Card OCR · 身份证识别结果]
Name 姓名: ⟦PERSON|宋立伟⟧
Sex 性别: 男      Ethnicity 民族: 汉
Date of Birth 出生: ⟦DATE_OF_BIRTH|1986年1月4日⟧
Address 住址: ⟦ADDRESS|陕西省西安市雁塔区小寨东路126号3单元1802室⟧
ID No. 公民身份号码: ⟦IDCARD|$id_14⟧
Confidence: ⟪ocr_confidence|0.973⟫    Request ⟪request_id|ocr-20241102-88f1c2⟫
"""),

("checkout_form", r"""
Checkout – Private Chef Experience 私厨体验 (2 guests)
Cardholder name 持卡人: ⟦PERSON|HE JIAYI⟧
Card number 卡号: ⟦CARD|$card_06⟧
Expiry 有效期: ⟪card_expiry|10 / 27⟫        CVC: ⟦CVV|663⟧
Billing address 账单地址: ⟦ADDRESS|Room 1203, No. 18, Lane 500 Pudian Road, Pudong, Shanghai 200122⟧
Total 总计: ⟦AMOUNT|US$420.00⟧
Promo ⟪promo_code|CHEF2FOR1⟫ · Order ⟪order_id|PC-11-2041⟫
"""),

("whatsapp_chat", r"""
⟦PERSON|Karen Goh⟧: Hi Chef ⟦PERSON|Darren⟧, 圣诞节那天的 private dinner, can pay with Amex?
Chef ⟦PERSON|Darren⟧: Yes can, 最好用 payment link ⟪payment_link|pay.chefdarren.sg/x/8KQ2⟫
⟦PERSON|Karen Goh⟧: link 打不开 leh. ⟦CARD|$card_13⟧, exp ⟪card_expiry|12/26⟫, the 4-digit code ⟦CVV|7731⟧
Chef ⟦PERSON|Darren⟧: OK charged ⟦AMOUNT|S$1,280⟧ deposit. 记得 delete 这条 message 哦
⟦PERSON|Karen Goh⟧: 好. btw my husband has ⟦MEDICAL|gout⟧, no 内脏 please
"""),

("registration_form", r"""
上海国际鸡尾酒大赛 Shanghai Cocktail Championship – contestant registration 选手报名
Name 姓名: ⟦PERSON|Rohan Iyer⟧          Nationality 国籍: India
Aadhaar (KYC by sponsor): ⟦NATIONAL_ID|$aadhaar_02⟧
WeChat ID: ⟦PERSON|rohan_mixes⟧
Phone 电话: ⟦PHONE|+86 186 1630 9928⟧
Bar 酒吧: ⟪company_name|Speak Low⟫     Entry fee 报名费: ⟪entry_fee|¥500⟫
Allergy 过敏: ⟦MEDICAL|tree nut allergy⟧
"""),

("confirmation_letter", r"""
Bestätigung / Confirmation / 确认函 – Wildkräuter-Kurs Appenzell, ⟪course_date|14.09.2024⟫
Teilnehmer: ⟦PERSON|Wu Xiaoling⟧（⟦PERSON|吴晓玲⟧）+ 2
Adresse: ⟦ADDRESS|Hardturmstrasse 161, 8005 Zürich⟧
Bezahlt / paid / 已付: ⟦AMOUNT|CHF 285.00⟧
Refund for cancelled 2nd day 第二天取消的退款 → ⟦IBAN|$iban_ch_1⟧
Kursnummer ⟪course_code|WK-APZ-0914⟫ · Leitung ⟦PERSON|Ursula Frei⟧
"""),

("wechat_chat", r"""
⟦PERSON|何美玲⟧：Olá ⟦PERSON|João⟧！⟪place_name|澳门⟫那场 private dinner 的 fee 我们转你 Portuguese account 可以吗?
⟦PERSON|João Pereira⟧：Sim, perfeito. IBAN ⟦IBAN|$iban_pt_1⟧, nome ⟦PERSON|João M. Pereira⟧. Total ⟦AMOUNT|MOP 18,600⟧, or in euros ⟦AMOUNT|€2,140⟧.
⟦PERSON|何美玲⟧：好的，明天转。bacalhau 那道能不能少盐？我爸 ⟦MEDICAL|hypertension⟧
⟦PERSON|João Pereira⟧：Claro 👍 menu ⟪menu_code|MAC-NOV-12⟫ updated
"""),

("bug_report", r"""
Bug 报告：登录后 session 串号（美食车 app Node 后端）
Steps：用 ⟦EMAIL|test.chen@foodtruck.app⟧ 登录 → refresh → 变成了另一个用户 ⟦PERSON|Brandon Lee⟧ 的 dashboard!!
Request headers:
  Cookie: connect.sid=⟦SECRET|$session_02⟧
  X-Forwarded-For: ⟦IP_ADDRESS|58.246.11.203⟧, ⟪doc_ip|198.51.100.14⟫
Server: ⟪software_version|express@4.19.2⟫ + ⟪software_version|connect-redis@7.1.0⟫
Assignee: ⟦PERSON|Yvonne⟧   Priority: P0
"""),

("yaml_config", r"""
# notify.yaml — order alerts (English comments, 中文消息模板)
dingtalk:
  webhook: ⟦SECRET|$dingtalk_webhook_02⟧   # bar-truck ops group
  at_mobiles: ["⟦PHONE|13588120476⟧"]       # ⟦PERSON|Tracy⟧ on duty
wecom:
  webhook: ⟦SECRET|$wecom_webhook_02⟧
template: "新订单 {order_no}：{guests}位，{date} {venue}"
retry: ⟪retry_count|3⟫
timeout_ms: ⟪timeout_ms|4000⟫
"""),

("checklist", r"""
Alta de autónomo – food truck "⟪business_name|Dim Sum Sobre Ruedas⟫" 资料 checklist
Titular: ⟦PERSON|Huang Wenjie⟧（⟦PERSON|黄文杰⟧），NIE ⟦NATIONAL_ID|$nie_01⟧
Socia: ⟦PERSON|Lucía Moreno García⟧，DNI ⟦NATIONAL_ID|$dni_02⟧
Domicilio: ⟦ADDRESS|Calle de Embajadores 88, 4º B, 28012 Madrid⟧
Teléfono: ⟦PHONE|+34 622 418 930⟧
Cuota: ⟪tariff|80 €/mes (tarifa plana)⟫
注意：⟦PERSON|Lucía⟧ 的 DNI 快过期了，要先续
"""),

("voice_memo", r"""
Voice memo 语音备忘（chef ⟦PERSON|Ming⟧, Thurs）
明天 Mrs ⟦PERSON|Whitmore⟧ 的 dinner party，12 人。Gate code 是 ⟦PASSWORD|0305⟧，address ⟦ADDRESS|5 Primrose Hill Road, London NW3 3AD⟧。记得：her son 有 ⟦MEDICAL|nut allergy⟧，很严重，⟦MEDICAL|EpiPen⟧ 在 kitchen drawer。她 already paid ⟦AMOUNT|£1,200⟧，tip 另算。Fish from ⟪supplier_name|Moxon's⟫, order ⟪supplier_order_ref|MX-4471-B⟫.
"""),

("attestation", r"""
Attestation / 工作证明 – for 上海 work permit 工作许可
Je soussignée ⟦PERSON|Camille Dubois⟧, née le ⟦DATE_OF_BIRTH|18/05/1983⟧ à ⟪place_name|Lyon⟫, numéro de sécurité sociale ⟦NATIONAL_ID|$nir_01⟧, atteste avoir travaillé comme head bartender chez ⟪company_name|Le Syndicat⟫ (Paris) ⟪employment_period|de 2016 à 2023⟫. Salaire annuel brut 2023 : ⟦AMOUNT|41 500 €⟧.
中文翻译附后。联系 ⟦PHONE|+33 6 72 18 44 09⟧ / ⟦EMAIL|camille.dubois.bar@gmail.com⟧
"""),

("concierge_booking", r"""
Booking request – Ginza cocktail masterclass 银座调酒课 (via hotel concierge)
Guest: Mr. ⟦PERSON|LAU Chi-keung⟧（⟦PERSON|劉志強⟧）
Passport: ⟦PASSPORT|$pp_hk_01⟧ (HKSAR)
Card for guarantee: JCB ⟦CARD|$card_08⟧ exp 05/29, CVV ⟦CVV|041⟧
Fee: ⟦AMOUNT|¥38,000⟧ for 2 pax, charged on the day
Room ⟪room_number|2317⟫, check-out ⟪checkout_date|11/09⟫. Concierge ⟦PERSON|Sato⟧, ext. ⟪extension|5520⟫
"""),
]
