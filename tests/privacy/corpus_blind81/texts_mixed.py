# Mixed Chinese-English texts for blind81.  Each entry typed by hand: (kind, marked_text).
# ⟦TYPE|value⟧ = labelled span, ⟪kind|value⟫ = decoy, $name = values.VALUES[name]
TEXTS = []

# ---- part 1 -------------------------------------------------------------
TEXTS += [
('wechat_chat', '''[WeChat] ⟪timestamp|2024-04-08 08:05⟫
⟦PERSON|Hannah Becker⟧: 早上好 ⟦PERSON|Xiao Wang⟧! Can you walk ⟪pet_name|Oscar⟫ at 12 today instead of 5? I have a ⟦MEDICAL|胃镜⟧ appointment this afternoon 😅
⟦PERSON|王小川⟧: 没问题～ 12点到。门禁密码还是 ⟦PASSWORD|5917⟧# 吗？
⟦PERSON|Hannah Becker⟧: yes same, then 18楼. Address for the Didi if u need: ⟦ADDRESS|上海市长宁区虹桥路2188弄47号1802室⟧
⟦PERSON|王小川⟧: OK 👌 上周的 walking fee 一共 ⟦AMOUNT|480 元⟧，有空转我就好
⟦PERSON|Hannah Becker⟧: Just sent ⟦AMOUNT|¥480⟧ via WeChat Pay!'''),

('slack_thread', '''#dev-payments
⟦PERSON|Kevin Zhou⟧  3:41 PM
@⟦PERSON|Lina⟧ 线上 Stripe key 我先放这里，你配一下: ⟦APIKEY|$sk_live2⟧
千万别 commit 啊 🙏
⟦PERSON|Lina Xu⟧  3:44 PM
收到. webhook signing secret 是 ⟦SECRET|$whsec2⟧ 对吧？我 deploy 到 ⟦IP_ADDRESS|47.100.213.8⟧ 上
⟦PERSON|Kevin Zhou⟧  3:45 PM
对. 用完 rotate 一下. 另外 Alipay 的 app id ⟪app_id|$ali_appid1⟫ 不是 secret, 可以放 config'''),

('breeder_email', '''Subject: 高冠变色龙 pair – deposit / 订金
Hi ⟦PERSON|刘先生⟧,
Thanks for choosing our Veiled Chameleons (⟪species_latin|Chamaeleo calyptratus⟫). We received your 订金 ⟦AMOUNT|€300⟧ yesterday, thanks! The 尾款 balance of ⟦AMOUNT|€450⟧ is due before shipping, please transfer to my personal account:
Kontoinhaber: ⟦PERSON|Jonas Weber⟧
IBAN: ⟦IBAN|$iban_de2⟧
BIC: ⟪bic|COBADEFFXXX⟫
Reference: ⟪payment_ref|CHAM-2024-17⟫
Shipping via 宠物托运 to Shanghai after the 检疫 paperwork is done.
Best, Jonas · WhatsApp ⟦PHONE|+49 151 2840 7733⟧'''),

('tax_info', '''【美国报税资料 / W-9 info】
Name: ⟦PERSON|Lily Zhang⟧ (⟦PERSON|张丽丽⟧)
SSN: ⟦SSN|$ssn4⟧
Address: ⟦ADDRESS|14 Sandpiper, Irvine, CA 92604⟧
Business: 上门喂猫 & dog walking (sole prop)
2023 收入 income: ⟦AMOUNT|$23,480⟧
Bank for payouts: Chase, routing ⟪bank_routing_no|322271627⟫, acct ⟪masked_account|****6612⟫
备注：我的 ITIN 申请已作废，现在用 SSN'''),

('env_file', '''# ===== 宠物殡葬 CRM (rainbow-crm) 生产环境 =====
NODE_ENV=production
PORT=⟪port|3000⟫
# 数据库 (阿里云 RDS)
DB_URL=postgres://crm:⟦SECRET|Qi3ng_Ming#24⟧@⟦IP_ADDRESS|172.19.5.20⟧:5432/crm
# Slack 通知 (海外门店用)
SLACK_BOT_TOKEN=⟦APIKEY|$xoxb2⟧
# AI 自动回复 (试用中, 负责人 ⟦PERSON|Eric 陈⟧)
OPENAI_API_KEY=⟦APIKEY|$openai2⟧
SESSION_SECRET=⟦SECRET|$cookie2⟧
RELEASE=⟪commit_sha|$sha5⟫'''),

('feishu_ticket', '''【飞书工单】⟪ticket_id|#PET-1128⟫ App 登录异常 / Login failure
提交人：⟦PERSON|Grace Li⟧ (⟦PERSON|李佳慧⟧)
用户反馈：我用 email ⟦EMAIL|grace.li.sh@gmail.com⟧ 登录一直报 "invalid token"，手机 ⟦PHONE|+86 136 2194 5570⟧ 也收不到验证码
Debug: request from ⟦IP_ADDRESS|39.144.18.77⟧, device ⟪device_model|iPhone 15⟫ iOS 17.4.1, app ⟪app_version|v5.3.0⟫
负责人：@⟦PERSON|陈伟⟧'''),

('booking_form', '''Dog Walking Booking 遛狗预约
Owner 主人: ⟦PERSON|Mathieu Laurent⟧
Phone 电话: ⟦PHONE|+86 185 0214 3366⟧
Email 邮箱: ⟦EMAIL|mathieu.laurent@free.fr⟧
Address 地址: ⟦ADDRESS|上海市静安区愚园路395弄8号⟧ / ⟦ADDRESS|No. 8, Lane 395 Yuyuan Rd, Jing'an, Shanghai 200040⟧
Passport 护照 (for 犬证 registration): ⟦PASSPORT|$pp_fr1⟧
Dog 狗: ⟪pet_name|Gaston⟫, French Bulldog 法斗, 3y
Notes 备注: owner has ⟦MEDICAL|花生过敏⟧ — no peanut butter treats in the house please
Paid 已付: ⟦AMOUNT|¥1,600⟧ (20 walks)'''),

('whatsapp_chat', '''[WhatsApp] ⟦PERSON|Vivian Chow⟧: Hi ⟦PERSON|Ah Lok⟧, 聽日可唔可以幫我 walk ⟪pet_name|Mochi⟫? 我要去醫院做 ⟦MEDICAL|MRI⟧ 😩
⟦PERSON|Ah Lok⟧: OK 冇問題! 幾點?
⟦PERSON|Vivian Chow⟧: 10am 啦. Door code 係 ⟦PASSWORD|8 4 6 1 2⟧, leash 喺門口
⟦PERSON|Ah Lok⟧: 收到. 上個月 walking fee ⟦AMOUNT|HK$1,280⟧ 你得閒 FPS 俾我就得, 用我電話 ⟦PHONE|6123 0987⟧ 🙏'''),

('whatsapp_chat', '''Auntie ⟦PERSON|Mei⟧: ⟦PERSON|Jasmine⟧ ah, you can help me feed the cats this CNY or not? 我回⟪place_name|马来西亚⟫一个礼拜
⟦PERSON|Jasmine Goh⟧: can lah Auntie! Condo management need my NRIC right? ⟦NATIONAL_ID|$nric2⟧. HP ⟦PHONE|9734 2281⟧
Auntie ⟦PERSON|Mei⟧: ok thanks ah. Gate PIN ⟦PASSWORD|190228⟧. 我的 ⟦MEDICAL|blood pressure medicine⟧ 放在 kitchen, 不要 throw away 哦 😂 I pay you ⟦AMOUNT|S$350⟧ for the week, 不要跟我客气'''),

('instagram_dm', '''@⟦PERSON|scalesbyjun⟧: 哈囉～你訂的 ball python "⟪morph|Pastel Banana⟫" 已經開食了 👍 出貨前需要你的身分證字號 for 動物運輸 paperwork
@⟦PERSON|chen.hao.wei⟧: OK! ⟦PERSON|陳浩瑋⟧ ⟦NATIONAL_ID|$twid2⟧，收件地址 ⟦ADDRESS|新北市板橋區文化路一段188巷32號5樓 (220)⟧，手機 ⟦PHONE|0921-553-870⟧
@⟦PERSON|scalesbyjun⟧: 收到～尾款 ⟦AMOUNT|NT$6,800⟧ 麻煩轉帳，謝謝 🐍
@⟦PERSON|chen.hao.wei⟧: 已匯款 ✅ 帳號末五碼 ⟪account_last5|30215⟫'''),

('cv', '''个人简历 / Curriculum Vitae
姓名 Name: ⟦PERSON|邱梓萱⟧ (⟦PERSON|Zoe Qiu⟧)
出生日期 DOB: ⟦DATE_OF_BIRTH|1996-04-22⟧
电话 Tel: ⟦PHONE|+86 177 2106 8845⟧ | Email: ⟦EMAIL|zoe.qiu.k9@gmail.com⟧
现居 Address: ⟦ADDRESS|广州市越秀区东湖路128号东湖新村4栋703⟧
Certifications 证书: ⟪certification|CPDT-KA⟫ (2022), 训导员证 ⟪certificate_no|CKU-TR-4471⟫
Experience 经历: 2019–2023 ⟪org_name|汪星人训练营⟫ 助理训犬师; 2023–now freelance
Health 健康: 无重大疾病; mild ⟦MEDICAL|asthma⟧, well controlled'''),

('relocation_intake', '''Pet Relocation Intake 宠物出境托运登记
Owner 主人: ⟦PERSON|罗建华⟧ / ⟦PERSON|LUO JIANHUA⟧
ID 身份证: ⟦IDCARD|$idc_761225⟧   DOB 出生日期: ⟦DATE_OF_BIRTH|25 Dec 1976⟧
Passport 护照: ⟦PASSPORT|$pp_cn3⟧
UK address 英国地址: ⟦ADDRESS|Flat 7, 22 Belsize Park Gardens, London NW3 4LH⟧
China mobile: ⟦PHONE|139 0532 6710⟧; UK mobile: ⟦PHONE|+44 7458 221 093⟧
Pet 宠物: cat 猫 "⟪pet_name|Dumpling⟫", chip ⟪microchip_no|156100063321470⟫
Quote 报价: ⟪quote|¥28,000 all-in⟫ (cargo ⟪airport_codes|PEK→LHR⟫)'''),

('support_chat', '''Agent ⟦PERSON|Tom⟧ (⟪org_name|PetLog Support⟫): Hi, how can I help today?
User: hi 我的猫 chip 登记还在前房东名下, 我想 transfer to me
Agent ⟦PERSON|Tom⟧: Sure. Can I get your full name, email and the chip number?
User: ⟦PERSON|Zhang Yiran⟧ ⟦PERSON|张一然⟧, ⟦EMAIL|zhangyiran.uk@gmail.com⟧, chip ⟪microchip_no|826 098 102 556 114⟫
Agent ⟦PERSON|Tom⟧: Thanks. Current keeper is listed as "⟦PERSON|M. Reynolds⟧", we'll email them to confirm. Keeper transfer is ⟪price|£17.95⟫.
User: ok 可以, card 我用 Visa ⟦CARD|$card_v4⟧, exp ⟪card_expiry|10/27⟫, CVV ⟦CVV|337⟧
Agent ⟦PERSON|Tom⟧: Please don't post card details here 🙏 use the secure payment link instead.'''),

('app_log', '''⟪timestamp|2024-12-01 10:15:22,311⟫ INFO  [walk-svc] 遛狗订单开始 order=⟪order_id|WK-20241201-0087⟫ walker=⟦PERSON|liuchang⟧ (⟦PERSON|刘畅⟧) owner_phone=⟦PHONE|+86 13817 552 094⟧
2024-12-01 10:15:22,410 DEBUG [walk-svc] GPS upload from ⟦IP_ADDRESS|100.121.5.33⟧, battery=⟪battery_level|37%⟫
2024-12-01 10:52:09,002 WARN  [walk-svc] 超时未结束 walk, notify owner via sms; owner=⟦PERSON|Olivia Grant⟧
2024-12-01 10:52:09,118 ERROR [sms] 发送失败 provider=aliyun code=⟪error_code|isv.BUSINESS_LIMIT_CONTROL⟫'''),

('markdown_table', '''| Date 日期 | Client 客户 | Pet | Sitter 保姆 | Access 门锁 | Notes |
|---|---|---|---|---|---|
| ⟪service_date|12/24⟫ | Mrs ⟦PERSON|Thompson⟧ | 2 cats | ⟦PERSON|小邱⟧ | 密码 ⟦PASSWORD|740512⟧ | 客户 ⟦MEDICAL|diabetic⟧, 冰箱有 ⟦MEDICAL|insulin⟧ 别动 |
| ⟪service_date|12/25⟫ | ⟦PERSON|陈先生⟧ | corn snake 玉米蛇 | ⟦PERSON|Jake⟧ | key @ 物业 | snake fed ⟪feeding_schedule|Sundays only⟫ |'''),

('meeting_minutes', '''⟪org_name|Shanghai Paws Rescue 上海爪爪救助⟫ — Monthly meeting 月会 (⟪meeting_date|Nov 2024⟫)
Attendees: ⟦PERSON|Sophie Martin⟧, ⟦PERSON|王蕾⟧, ⟦PERSON|Daniel Wu⟧, ⟦PERSON|老金⟧
1. Funds 资金: donations ⟪org_total|¥38,650⟫ this month, vet bills ⟪org_total|¥27,400⟫.
2. Adoption 领养: "⟪pet_name|Lucky⟫" adopted by Ms ⟦PERSON|Park Ji-yeon⟧, 押金 deposit ⟦AMOUNT|¥1,000⟧ received.
3. Volunteers: ⟦PERSON|老金⟧ out for 2 weeks — ⟦MEDICAL|pneumonia⟧, in hospital. ⟦PERSON|Daniel⟧ to cover Saturday shifts.
4. Next: ⟪meeting_date|Dec 14, 2pm⟫ at 静安 office.'''),

('phone_booking_note', '''INVOICE 發票 #⟪invoice_no|HKPC-24-0592⟫
⟪org_name|Hong Kong Pet Crematorium 香港寵物火化中心⟫
Bill to 客戶: Mr ⟦PERSON|Jeremy Ho⟧ ⟦PERSON|何志明⟧
Private cremation 獨立火化 (dog, 25kg) ⟪price|HK$3,800⟫ + ceramic urn 骨灰盅 ⟪price|HK$480⟫
Total paid 已付: ⟦AMOUNT|HK$4,280⟧
Payment taken by phone 電話付款: AMEX ⟦CARD|$card_ax1⟧, CID ⟦CVV|4471⟧
Client phone 電話: ⟦PHONE|9462 1175⟧'''),

('reddit_post', '''⟪subreddit|r/shanghai⟫ · Posted by u/⟦PERSON|laowai_dogmom⟧
PSA: dog walker scam on 小红书 — "⟪org_name|Coco宠物⟫" guy named ⟦PERSON|方俊⟧ (WeChat ⟦PERSON|fangjun_walks⟧) took ⟦AMOUNT|¥1,500⟧ deposit from me and 2 other expats and vanished. Phone was ⟦PHONE|152 2193 7745⟧. Reported to 派出所, case no. ⟪police_receipt_no|沪公（静）受字〔2024〕20771号⟫. If he contacted you, DM me.
Edit: got ⟦AMOUNT|¥500⟧ back after calling the city hotline 🙄'''),

('call_transcript', '''[Call transcript — 宠物芯片 hotline]
Agent: 您好, ⟪org_name|PetChip China⟫, this is ⟦PERSON|Amy⟧.
Caller: Hi, I found a dog 在我家楼下, it has a tag with a chip number.
Agent: 好的, can you read me the chip number?
Caller: ⟪microchip_no|156100023398712⟫.
Agent: Thank you. The owner is ⟦PERSON|高先生⟧, I'll contact him now. Can I take your number too?
Caller: Sure, it's ⟦PHONE|one three eight, two one six five, four four zero nine⟧. My name's ⟦PERSON|Rebecca Stone⟧.
Agent: Thanks. ⟦PERSON|高先生⟧ may call you directly.'''),
]

# ---- part 2 -------------------------------------------------------------
TEXTS += [
('git_commit', '''commit ⟪commit_sha|$sha4⟫
Author: ⟦PERSON|周子健⟧ <⟦EMAIL|zijian.zhou@pawtrail.cn⟧>
Date:   ⟪timestamp|Thu Nov 7 22:41:03 2024 +0800⟫

    fix: 去掉硬编码的 GitHub token，改用 env

    Reviewed-by: ⟦PERSON|Amy Lam⟧ <⟦EMAIL|amy.lam@pawtrail.cn⟧>

-    GH_TOKEN = "⟦APIKEY|$ghp2⟧"
+    GH_TOKEN = os.getenv("GH_TOKEN")'''),

('docker_compose', '''services:
  bot:
    image: pawtrail/notify-bot:⟪image_tag|0.9.2⟫
    environment:
      SLACK_USER_TOKEN: ⟦APIKEY|$xoxp1⟧   # 临时用 ⟦PERSON|Kevin⟧ 的个人 token, 下周换 bot
      TWILIO_API_KEY: ⟦APIKEY|$twsk1⟧
      TWILIO_API_SECRET: ⟦SECRET|Zq8m2Lr5Tx0Vb7Nc4Hd1Jf6Kg9Ps3Wy⟧
      ALERT_PHONE: "⟦PHONE|+86 139 1762 0385⟧"   # 值班手机 on-call
    restart: ⟪restart_policy|unless-stopped⟫'''),

('python_script', '''# 爬宠孵化箱温度监控 → 超温推送到 Telegram
# author: ⟦PERSON|jun.scales⟧ (⟦PERSON|林俊⟧)
import requests

TOKEN = "⟦APIKEY|$tg2⟧"
CHAT_ID = "⟪chat_id|-1001987622140⟫"  # 繁育群

def alert(temp):
    if temp > ⟪temperature|32.5⟫:
        requests.get(f"https://api.telegram.org/bot{TOKEN}/sendMessage",
                     params={"chat_id": CHAT_ID, "text": f"⚠️ 孵化箱温度 {temp}°C"})'''),

('adoption_application', '''Adoption Application 领养申请 — ⟪org_name|Shanghai Paws Rescue⟫
Name 姓名: ⟦PERSON|倪思颖⟧ (⟦PERSON|Sienna Ni⟧)
ID No. 身份证号: ⟦IDCARD|$idc_890827⟧
DOB 出生日期: ⟦DATE_OF_BIRTH|27/08/1989⟧
Mobile 手机: ⟦PHONE|186 0215 7793⟧
Email: ⟦EMAIL|sienna.ni@hotmail.com⟧
Address 地址: ⟦ADDRESS|上海市浦东新区锦绣路1500弄26号902室 (200135)⟧
Household 家庭成员: husband ⟦PERSON|Stuart⟧ (British), 1 kid. He has severe ⟦MEDICAL|猫毛过敏⟧, so dog only please.
Preferred dog 意向: "⟪pet_name|Pudding⟫", ID ⟪animal_id|SPR-D-118⟫'''),

('wechat_moments', '''【朋友圈】Coach ⟦PERSON|Leo⟧ 训犬: Graduation day for ⟪pet_name|Bao Bao⟫ 包包 & his human ⟦PERSON|Sarah⟧! 🎓 从 pulling like crazy 到 perfect heel 👏 ⟦PERSON|Sarah⟧ 加油！
Next 小班课 group class: ⟪class_time|12月7日 Sat 10:00⟫, ⟪tariff|¥880/4 sessions⟫, 地点 ⟪place_name|Century Park 世纪公园⟫ south gate. DM me or call ⟦PHONE|135 6458 2207⟧.'''),

('dianping_review', '''⟪star_rating|⭐⭐⭐⭐⭐⟫ 宠物美容 ⟪org_name|Happy Tails Grooming (Jing'an)⟫
Best groomer in Shanghai!! 店长 ⟦PERSON|Cindy⟧ 超级 patient with my anxious poodle. Paid ⟦AMOUNT|¥398⟧ for full groom + 牙齿清洁, worth it. BTW I'm ⟦MEDICAL|怀孕 6 个月⟧ so they let me wait in the back room away from the dryers, so thoughtful 🥹 — ⟦PERSON|Chloe M.⟧'''),

('invoice', '''Invoice #⟪invoice_no|LHC-2024-219⟫ — ⟪org_name|Lindqvist Hognose Co.⟫
Bill to: ⟦PERSON|孙浩⟧ ⟦PERSON|Sun Hao⟧, ⟦EMAIL|sunhao.reptile@163.com⟧
Item: 1.0 Western hognose "⟪pet_name|Toffee⟫" (⟪morph|Albino Anaconda⟫), hatched ⟪hatch_date|2024-06-30⟫ — ⟪price|$380⟫
Export docs (USFWS 3-177): ⟪price|$150⟫
Total due: ⟦AMOUNT|$530⟧
Pay via PayPal to ⟦EMAIL|cody@lindqvisthognose.com⟧
备注：需要中国进口许可 before shipping, 请先确认.'''),

('new_employee_form', '''New Employee Form 新员工登记 — ⟪org_name|Fluff & Buff Grooming⟫ (⟪place_name|Richmond, BC⟫)
Name: ⟦PERSON|Wendy Liang⟧ ⟦PERSON|梁雯⟧
SIN: ⟦NATIONAL_ID|$sin2⟧
DOB 生日: ⟦DATE_OF_BIRTH|1991-05-14⟧
Address: ⟦ADDRESS|8091 Westminster Hwy, Unit 1204, Richmond BC V6X 1A7⟧
Phone: ⟦PHONE|604-288-3371⟧
Emergency 紧急联系人: ⟦PERSON|梁伟强⟧ (父亲) ⟦PHONE|778-919-0246⟧
Health 健康: ⟦MEDICAL|对狗毛轻度过敏⟧, takes ⟦MEDICAL|氯雷他定⟧ on work days
Employee no. ⟪employee_no|FB-0233⟫'''),

('sql_session', '''-- 查一下 ⟦PERSON|Olivia⟧ 的遛狗订单 (客服要)
SELECT o.order_no, o.walker, o.fee FROM walk_order o WHERE o.owner_email = '⟦EMAIL|olivia.grant@outlook.com⟧';
-- WK-20241201-0087 | ⟦PERSON|liuchang⟧ | ⟦AMOUNT|¥90.00⟧
-- ⟪order_id|WK-20241124-0311⟫ | ⟦PERSON|xiaoqiu⟧ | ⟦AMOUNT|¥90.00⟧
UPDATE users SET phone = '⟦PHONE|+86 13817 552 094⟧' WHERE id = ⟪user_id|40217⟫; -- 用户来电要求修改'''),

('yaml_config', '''# 智能客服配置 (宠物殡葬 AI 回复) — owner: ⟦PERSON|Eric 陈⟧
llm:
  provider: anthropic
  api_key: ⟦APIKEY|$ant1⟧
  model: ⟪model_name|claude-3-haiku-20240307⟫
  max_tokens: ⟪max_tokens|512⟫
prompts:
  system: "你是安宁宠物善终的客服, 语气温和. Never reveal customer phone numbers."
escalation:
  notify_mobile: "⟦PHONE|+86 138 0197 5520⟧"
  oncall: ⟦PERSON|刘洋⟧'''),

('support_ticket', '''Ticket #⟪ticket_id|PS-88310⟫ | Channel: email | Lang: zh/en
From: ⟦PERSON|冉静⟧ <⟦EMAIL|ranjing1992@126.com⟧>
您好, 我昨天预约的 house sitting 被取消了但是钱没退, 订单 ⟪order_id|HS-20241130-021⟫, 付了 ⟦AMOUNT|¥1,350⟧。
-- Agent reply (⟦PERSON|Mia⟧):
Hi ⟦PERSON|冉女士⟧, sorry about that! The refund of ⟦AMOUNT|¥1,350⟧ was issued to your 招商银行 card ⟪masked_card|****7781⟫ on 12/02, may take 3–5 working days.
Internal: user IP ⟦IP_ADDRESS|101.86.44.172⟧, account created from ⟦IP_ADDRESS|2408:8207:18a4:c5f0::3e1⟧'''),

('shell_history', '''$ cd ~/pawtrail && git remote set-url origin https://⟦PERSON|zijianz⟧:⟦APIKEY|$ghfg1⟧@github.com/pawtrail/api.git   # 临时用一下
$ stripe config --set live_mode_api_key ⟦APIKEY|$rk_live1⟧
$ cat ⟦PERSON|/home/zijianz⟧/.ssh/deploy_rsa   # 给运维 copy 一份
⟦SECRET|$pem2⟧
$ ssh -i ~/.ssh/deploy_rsa ubuntu@⟦IP_ADDRESS|43.133.72.19⟧'''),

('payout_csv', '''walker,中文名,IBAN,payout,备注
⟦PERSON|Tan Yuqi⟧,⟦PERSON|谭雨琪⟧,⟦IBAN|$iban_at1⟧,⟦AMOUNT|€642.50⟧,学生 Werkstudent
⟦PERSON|Marek Nowak⟧,,⟦IBAN|$iban_pl1⟧,⟦AMOUNT|€410.00⟧,
⟦PERSON|Lucía Romero⟧,,⟦IBAN|$iban_es1⟧,⟦AMOUNT|€388.00⟧,⟦MEDICAL|膝盖扭伤⟧ 11/12 起休息
Total 本月合计,,,⟪org_total|€1,440.50⟫,⟪payout_batch|BATCH-2024-11⟫'''),

('ocr_business_card', '''[OCR 名片]
⟪org_name|寵愛一生寵物善終服務 Forever Loved Pet Aftercare⟫
⟦PERSON|陳嘉慧⟧ ⟦PERSON|Kelly Chan⟧
Funeral Director 殯葬顧問
Tel: ⟦PHONE|2388 6120⟧ | Mobile: ⟦PHONE|9017 3345⟧
Email: ⟦EMAIL|kelly.chan@foreverloved.hk⟧
⟪business_address|九龍觀塘鴻圖道26號威登中心⟫'''),

('whatsapp_chat', '''⟦PERSON|Emma Clarke⟧: Hi ⟦PERSON|Jiaqi⟧! Thanks for sitting ⟪pet_name|Pickle⟫ & ⟪pet_name|Pumpkin⟫ next week 🐱 For the agency paperwork can you send your NI number again?
⟦PERSON|王佳琪⟧: Sure, ⟦NATIONAL_ID|$nino2⟧. 我的 bank card 是 Monzo Mastercard ⟦CARD|$card_mc2⟧ — do you need the card or sort code?
⟦PERSON|Emma Clarke⟧: Just sort code + account, not the card!! pls delete that 🙈 I'll pay ⟦AMOUNT|£280⟧ on Friday'''),

('product_listing', '''【新品上架 New Arrivals】爬宠用品 Reptile Supplies
- ⟪product_name|Exo Terra⟫ 玻璃饲养箱 Glass Terrarium 60x45x45 (SKU ⟪sku|PT2605⟫) ⟪price|¥899⟫
- Arcadia T5 UVB 12% 灯管 (SKU ⟪sku|FSP12-24⟫) ⟪price|¥268⟫
- Repashy 钙粉 Calcium Plus 85g ⟪price|¥129⟫
满 ⟪price|¥599⟫ 包邮 free shipping. 优惠码 coupon ⟪coupon_code|REPTILE20⟫ (20% off). Catalogue ⟪doc_version|v2024.12⟫'''),

('voice_memo', '''[语音备忘 Voice memo → transcript]
OK so for the 犬证 dog license at 派出所 tomorrow, I need: my passport, ⟦PASSPORT|$pp_us2⟧, 居住证, the 免疫证 vaccine book for ⟪pet_name|Max⟫, and the lease. My DOB on the form is ⟦DATE_OF_BIRTH|July 4th, 1985⟧, 写成 ⟦DATE_OF_BIRTH|1985年7月4日⟧. Address on the lease: ⟦ADDRESS|北京市朝阳区三里屯路19号院3号楼2104⟧. 登记费 is ⟪tariff|五百元⟫ for the first year I think. Ask ⟦PERSON|小杜⟧ at the 物业 office, 电话 ⟦PHONE|6417 2290⟧.'''),

('agent_checklist', '''巴塞罗那异宠店 registration checklist (for 代办 agent)
Owner 店主: ⟦PERSON|林伟东⟧ ⟦PERSON|Lin Weidong⟧
NIE: ⟦NATIONAL_ID|$nie1⟧
Passport 护照: ⟦PASSPORT|E73019846⟧
Phone: ⟦PHONE|+34 634 218 907⟧ · Email: ⟦EMAIL|lwd.barcelona@gmail.com⟧
Home address 住址: ⟦ADDRESS|Carrer de Provença 287, 3º 2ª, 08037 Barcelona⟧
Licence type: ⟪licence_type|núcleo zoológico⟫
Agent fee 代办费: ⟪tariff|€480⟫; 已付定金 paid ⟦AMOUNT|€200⟧'''),
]
