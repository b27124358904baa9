# -*- coding: utf-8 -*-
"""Mixed English/Chinese texts for blind91.  Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name from values.py."""

TEXTS = []

TEXTS += [
("slack_thread", """#backend-告警
⟦PERSON|Leo Zhang⟧  09:41
prod order-svc 又 OOM 了，limit ⟪memory_limit|4Gi⟫ 不够？@⟦PERSON|Vivian Qiu⟧ 帮忙看下 ⟦IP_ADDRESS|10.12.4.31⟧ 上的 heap dump
⟦PERSON|Vivian Qiu⟧  09:45
看了，是 ⟪dependency_version|fastjson 1.2.83⟫ 的坑。btw 谁把 GitLab token 写进 README 了？？ ⟦APIKEY|$gitlab1⟧ 我已经 revoke 了
⟦PERSON|Leo Zhang⟧  09:46
…是我 🙈 sorry。新的放 Vault 了，path ⟪vault_path|kv/kickdrop/ci⟫"""),

("wechat_chat", """【微信】英国代购·⟦PERSON|Ellie 陈⟧
⟦PERSON|Ellie 陈⟧: 宝，DSM 那件 ⟪product_code|P1T064⟫ 有你的码，⟪shelf_price|£92⟫，要的话我先用我的卡付
⟦PERSON|Grace⟧: 要要要！用我的 visa 吧省得你垫 ⟦CARD|$card_v5⟧ exp 11/26 cvv ⟦CVV|583⟧
⟦PERSON|Ellie 陈⟧: ok 付好了，代购费 ⟪service_fee|¥80⟫，寄哪
⟦PERSON|Grace⟧: ⟦ADDRESS|深圳市南山区科技南十二路18号长虹科技大厦1906，518057⟧，⟦PERSON|林小姐⟧ ⟦PHONE|+86 159 1478 2203⟧"""),

("email_with_signature", """From: ⟦PERSON|Kenneth Lau⟧ <⟦EMAIL|kenneth@grooveyard.hk⟧>
Subject: Re: 80s Cantopop LPs - payment

Hi ⟦PERSON|Rob⟧,
Paid the ⟦AMOUNT|GBP 1,240⟧ deposit today, balance ⟦AMOUNT|GBP 2,860⟧ on arrival. 請查收。Ship by ⟪shipping_method|DHL Express⟫ please, declare as "used records" 😅 The ⟪catalogue_number|CBS 460112⟫ copies must be NM.
--
⟦PERSON|劉家輝⟧ ⟦PERSON|Kenneth⟧ | ⟪org_name|Grooveyard Records 黑膠院⟫
⟦PHONE|+852 9172 3408⟧ | ⟪org_address|旺角西洋菜南街1A號百寶利商業中心12樓⟫"""),

("discord_chat", """#kl-pokemon-trading
⟦PERSON|ahboon_tcg⟧: 明天 Mid Valley meetup 还有人要 ⟪card_set_code|SV3a-062⟫ 吗，⟪quoted_price|RM 380⟫ lah
⟦PERSON|Siti⟧: me!! can ⟪quoted_price|RM 350⟫?
⟦PERSON|ahboon_tcg⟧: ok lor. 先 transfer deposit ⟦AMOUNT|RM 100⟧ to my Maybank, 名字 ⟦PERSON|Ng Boon Hock⟧
⟦PERSON|Siti⟧: done ✅ ref ⟪bank_reference|MB240511-77213⟫
mod ⟦PERSON|Kai⟧: reminder pls don't post ur IC number here, last week got people kena scam"""),

("jira_ticket", """PEN-482  [Bug] 支付回调 401 after token refresh
Reporter: ⟦PERSON|Alan Wu⟧    Assignee: ⟦PERSON|吴嘉欣⟧    Env: prod ⟪app_version|v5.2.1⟫
Steps: 1. 用户 ⟦EMAIL|nibnerd88@gmail.com⟧ 下单 ⟪order_id|ZP240511093322⟫  2. 支付回调 from ⟦IP_ADDRESS|47.106.88.201⟧
Log:
  Authorization: Bearer ⟦APIKEY|$jwt3⟧
  -> 401 token expired (exp ⟪unix_timestamp|1709254800⟫)
Comment (⟦PERSON|吴嘉欣⟧): fixed in ⟪git_branch|fix/refresh-skew⟫, 是服务器时钟偏差"""),

("visa_application_checklist", """Japan visa application 日本签证资料 (case ⟪visa_case_id|JPV-24-118203⟫)
Surname 姓: ⟦PERSON|GUO⟧    Given names 名: ⟦PERSON|SIYU⟧
Date of birth 出生日期: ⟦DATE_OF_BIRTH|29 FEB 1996⟧
Passport No. 护照号: ⟦PASSPORT|$pp_cn4⟧
ID No. 身份证号: ⟦IDCARD|$idcard17⟧
Occupation: 古着店店主 (self-employed), monthly income ⟦AMOUNT|¥18,000⟧
Bank balance 存款余额: ⟦AMOUNT|¥126,540.22⟧
Home address: ⟦ADDRESS|广东省深圳市福田区华强北路1019号华强广场B座2405，518031⟧"""),

("preorder_form", """海外预订单 Overseas pre-order — ⟪album_title|NewJeans 2nd EP (LP)⟫ ×2
Name 姓名: ⟦PERSON|Kim Ji-woo⟧
RRN (for Korean customs 韩国清关): ⟦NATIONAL_ID|$kr_rrn1⟧    DOB: ⟦DATE_OF_BIRTH|1993.06.15⟧
Phone: ⟦PHONE|+82 10-4821-7736⟧
Address: ⟦ADDRESS|302-ho, 94 Wausan-ro, Mapo-gu, Seoul 04066⟧
Paid 已付: ⟦AMOUNT|₩68,000⟧ via PayPal ⟦EMAIL|jiwoo.kim93@naver.com⟧
Ship with ⟪shipping_method|EMS⟫ ⟪tracking_number|EE183920441CN⟫"""),

("payroll_info_note", """Payroll info for 兼职 — ⟪org_name|Retro Szafa Warszawa⟫
Name: ⟦PERSON|Liu Mengqi⟧ (⟦PERSON|刘梦琪⟧)
PESEL: ⟦NATIONAL_ID|$pl_pesel1⟧    DOB ⟦DATE_OF_BIRTH|14.02.1990⟧
Rate: ⟦AMOUNT|31.50 zł⟧/h, 每周 ⟪weekly_hours|16h⟫
Bank: ⟦IBAN|$iban_pl1⟧
备注：她下周二要去做⟦MEDICAL|胃镜⟧，请假半天"""),

("new_hire_checklist", """New hire checklist — ⟪org_name|Waxwerk Amsterdam⟫
✅ ⟦PERSON|Chen Hao⟧（⟦PERSON|陈浩⟧）contract signed
✅ BSN: ⟦NATIONAL_ID|$nl_bsn1⟧
✅ 工资卡 IBAN: ⟦IBAN|$iban_de3⟧ (还在用柏林的账户)
✅ Phone ⟦PHONE|+31 6 1877 4032⟧
⬜ start ⟪start_date|1 June⟫, rate ⟦AMOUNT|€14.40⟧/hr, 先上周末班"""),

("hr_file_note", """入职资料 Hiring file — ⟪org_name|Librairie Dragon de Papier 纸龙书店⟫, Lyon
Name 姓名: ⟦PERSON|WANG Li⟧ (⟦PERSON|王丽⟧)
Social security no. 社保号 (NIR): ⟦NATIONAL_ID|$fr_nir2⟧
Born 出生: ⟦DATE_OF_BIRTH|17/10/1991⟧
Address: ⟦ADDRESS|23 rue Pasteur, 69007 Lyon⟧
Gross salary 税前: ⟦AMOUNT|1 950 €⟧/mois, contrat ⟪contract_type|CDI⟫"""),

("order_note", """Order ⟪order_id|MX-EU-0392⟫ — customer ⟦PERSON|Aino Virtanen⟧, Helsinki
Finnish customs 要 henkilötunnus: ⟦NATIONAL_ID|$fi_hetu1⟧ (DOB ⟦DATE_OF_BIRTH|4.8.1978⟧)
Ship to ⟦ADDRESS|Mannerheimintie 112 B 14, 00250 Helsinki⟧
Paid ⟦AMOUNT|€356.00⟧ via PayPal ⟦EMAIL|aino.virtanen@elisanet.fi⟧
内部备注：报关 ⟪hs_code|9608.31⟫，⟦PERSON|钱德明⟧ 负责打包，记得放 ⟪ink_name|Diamine Blue Velvet⟫ 小样"""),

("tournament_registration", """上海区域赛 Shanghai Regional — overseas player registration
Player: ⟦PERSON|Thomas Claes⟧    Play! ID ⟪player_id|2281904⟫
Belgian national number: ⟦NATIONAL_ID|$be_nn1⟧    DOB: ⟦DATE_OF_BIRTH|1987-12-01⟧
Passport 护照: ⟦PASSPORT|EP482913⟧
Emergency contact 紧急联系人: ⟦PERSON|Sofie Peeters⟧ ⟦PHONE|+32 478 21 93 06⟧
Medical 医疗信息: ⟦MEDICAL|type 2 diabetes⟧, carries ⟦MEDICAL|metformin⟧
Hotel 酒店: ⟪hotel_name|锦江之星 人民广场店⟫"""),

("whatsapp_chat", """[WhatsApp] ⟦PERSON|Sipho Ndlovu⟧ / ⟦PERSON|Ken 郑⟧
⟦PERSON|Sipho Ndlovu⟧: bro the consignment form wants my ID no, here ⟦NATIONAL_ID|$za_id1⟧
⟦PERSON|Ken 郑⟧: 收到 thanks! 3 pairs ⟪sneaker_style_code|DD1391-103⟫ 已经上架了
⟦PERSON|Sipho Ndlovu⟧: nice. payout when?
⟦PERSON|Ken 郑⟧: 卖完一起结，目前 ⟦AMOUNT|ZAR 4,850⟧，月底前 Wise 给你"""),

("seller_onboarding_notes", """Seller onboarding (India) — ops notes 运营备注
Seller: ⟦PERSON|Rohan Mehta⟧ / store "⟪org_name|Mumbai Card Vault⟫"
Aadhaar: ⟦NATIONAL_ID|$in_aadhaar2⟧ ✅ 已核验
Mobile ⟦PHONE|+91 98201 44763⟧, email ⟦EMAIL|rohan@mumbaicardvault.in⟧
GSTIN ⟪org_tax_id|27AAPFU0939F1ZV⟫
⚠️ PAN 照片太糊，让 ⟦PERSON|Priya⟧ 再要一次"""),

("telegram_chat", """⟦PERSON|Jia Hui⟧: eh the Stussy tee you posted still available?
⟦PERSON|Marcus Teo⟧: yes! ⟪listing_price|S$65⟫, 可以 meet at ⟪place_name|Tiong Bahru⟫ MRT
⟦PERSON|Jia Hui⟧: ok PayNow to ⟦PHONE|9672 3318⟧ right? sent ⟦AMOUNT|S$65.00⟧ liao
⟦PERSON|Marcus Teo⟧: received 👍 btw 我明天 MC, got ⟦MEDICAL|dengue fever⟧ 😷 Sat can?
⟦PERSON|Jia Hui⟧: 啊 take care!! Sat ok"""),

("membership_signup", """Membership sign-up @ ⟪org_name|Comic Ark 漫畫方舟⟫ (Causeway Bay)
Name: ⟦PERSON|Tsang Wing Yan⟧ ⟦PERSON|曾詠欣⟧
HKID: ⟦NATIONAL_ID|$hk_hkid3⟧ (18+ 區 age check)
DOB 出生日期: ⟦DATE_OF_BIRTH|03/05/2004⟧
Mobile ⟦PHONE|5138 2046⟧    Email ⟦EMAIL|wingyan.t@gmail.com⟧
Staff 經手: ⟦PERSON|阿Ben⟧"""),

("order_note", """Order note 订单备注 — Hero 616 vintage stock ×10, buyer ⟦PERSON|Marco Bellucci⟧ (Roma)
意大利清关要 codice fiscale: ⟦NATIONAL_ID|$it_cf2⟧
Address: ⟦ADDRESS|Via dei Serpenti 41, 00184 Roma RM⟧
Phone ⟦PHONE|+39 347 218 6604⟧
Paid ⟦AMOUNT|€185⟧，运费 ⟪shipping_fee|¥160⟫ 我们包"""),

("whatsapp_chat", """⟦PERSON|Lucas Ferreira⟧: oi! 你好 my friend, Correios import needs CPF right? here ⟦NATIONAL_ID|$br_cpf2⟧
Shop: yes 谢谢! address pls
⟦PERSON|Lucas Ferreira⟧: ⟦ADDRESS|Av. Paulista 2073, conj. 1208, Bela Vista, São Paulo - SP, 01311-300⟧
⟦PERSON|Lucas Ferreira⟧: sent ⟦AMOUNT|USD 412⟧ via Wise ✅ for the 2 pairs ⟪sneaker_style_code|DV2932-100⟫
Shop: 收到，明天发 ⟪shipping_method|FedEx IP⟫"""),

("market_stall_notes", """Els Encants 跳蚤市场 — stall notes
Buyer ⟦PERSON|Jordi Puig⟧ wants the whole 80s Spanish pop box, 说好 ⟪quoted_price|€450⟫，he paid ⟦AMOUNT|€150⟧ deposit
Factura needs DNI: ⟦NATIONAL_ID|$es_dni2⟧
Bizum ⟦PHONE|+34 655 20 41 87⟧
Pick up Sat, ⟦PERSON|老王⟧ 看摊, box 在 ⟪storage_location|货架C-3⟫"""),
]

TEXTS += [
("tax_prep_notes", """2023 tax prep 报税资料 — for CPA ⟦PERSON|Linda Huang⟧ (⟪org_name|Huang & Co CPAs⟫)
Owner: ⟦PERSON|David Chen⟧ ⟦PERSON|陈大卫⟧
SSN: ⟦SSN|$ssn6⟧
Spouse 配偶: ⟦PERSON|Amy Chen⟧, SSN ⟦SSN|$ssn8⟧
Schedule C: ⟪org_name|Golden Panel Comics LLC⟫, gross receipts ⟪business_revenue|$184,220⟫
Estimated tax paid 已预缴: ⟦AMOUNT|$6,400⟧
Home 住址: ⟦ADDRESS|2281 Noriega St, San Francisco, CA 94122⟧"""),

("env_file", """# 支付配置 — vintage-shop-api（迁移 Shopify 前的老系统）
STRIPE_SECRET_KEY=⟦APIKEY|$stripe_sk2⟧
STRIPE_RESTRICTED_KEY=⟦APIKEY|$stripe_rk1⟧  # 只给报表用
STRIPE_PUBLISHABLE_KEY=⟪publishable_key|$pk_live2⟫
SQUARE_ACCESS_TOKEN=⟦APIKEY|$square1⟧   # 线下 pop-up 收款
SQUARE_APPLICATION_SECRET=⟦SECRET|$square_sec1⟧
SQUARE_LOCATION_ID=⟪location_id|L8RZ4M2Q1XN7T⟫
# 负责人 ⟦PERSON|Ivy Lin⟧ ⟦PERSON|林静怡⟧"""),

("helm_values_yaml", """# values-prod.yaml — yard-map（旧料堆场地图）
mapbox:
  publicToken: ⟪publishable_key|$mapbox_pk1⟫   # 前端用，可以公开
  secretToken: ⟦APIKEY|$mapbox_sk1⟧    # 只在后端！！
google:
  geocodingKey: ⟦APIKEY|$google_key2⟧
ingress:
  allowlist: ["⟦IP_ADDRESS|218.17.44.102⟧/32", "⟪documentation_ip|203.0.113.0⟫/24"]  # 办公室 + 测试
contact: ⟦EMAIL|ops@ironmongersyard.com⟧"""),

("json_error_log", """{"ts":"⟪iso_timestamp|2024-05-13T02:14:55Z⟫","svc":"listing-ai","level":"error","msg":"upstream 401 调用失败",
 "req":{"headers":{"x-api-key":"⟦APIKEY|$anthropic1⟧","anthropic-version":"⟪api_version|2023-06-01⟫"},
 "user":"⟦EMAIL|xiaoyu.he@secondlifevintage.com⟧","operator":"⟦PERSON|何晓雨⟧","client_ip":"⟦IP_ADDRESS|39.144.8.201⟧"},
 "trace_id":"⟪trace_id|4bf92f3577b34da6a3ce929d0e0e4736⟫"}"""),

("shell_history", """ 1021  gh auth login --with-token <<< ⟦APIKEY|$gh_oauth1⟧   # 临时的，用完删
 1022  export GITHUB_TOKEN=⟦APIKEY|$gh_fine1⟧
 1023  curl -X POST -H "Authorization: Bearer ⟦APIKEY|$slack_user1⟧" https://slack.com/api/chat.postMessage -d channel=⟪slack_channel_id|C05QK2LM8TR⟫
 1024  ssh ⟦PERSON|hexiaoyu⟧@⟦IP_ADDRESS|121.40.77.16⟧
 1025  psql "postgresql://⟦PERSON|hexiaoyu⟧:⟦SECRET|Xy!2024-pg⟧@⟦IP_ADDRESS|172.19.0.7⟧:5432/vintage"
 1026  vim ⟦PERSON|/home/hexiaoyu⟧/.pgpass   # 改成 pgpass 别再明文了"""),

("notes_2fa_backup", """备忘 2FA backup — 不要截图发群里！！
Shopify (⟦EMAIL|admin@secondlifevintage.com⟧) TOTP seed: ⟦SECRET|$totp2⟧
Depop recovery codes:
⟦SECRET|$recov7⟧  ⟦SECRET|$recov8⟧
⟦SECRET|$recov9⟧  ⟦SECRET|$recov10⟧
Authy 绑定手机 ⟦PHONE|+86 138 0291 4478⟧（⟦PERSON|何晓雨⟧的）
密码管理器 ⟪app_name|Bitwarden⟫ 组织 ⟪vault_name|SLV-ops⟫"""),

("feishu_group_chat", """[飞书群] 门店自动化
⟦PERSON|Tommy Ho⟧: 新开了个 Slack channel 给欧洲 wholesale 客户，webhook 是 ⟦SECRET|$slack_hook2⟧ ，n8n 里改一下
⟦PERSON|Tommy Ho⟧: Discord drop 通知用这个 ⟦SECRET|$discord_hook2⟧
⟦PERSON|Annie⟧: 收到 👌 Slack 的 signing secret 也给我下
⟦PERSON|Tommy Ho⟧: ⟦SECRET|$slack_sign1⟧ …算了不该发群里 😅 n8n 版本 ⟪software_version|1.38.2⟫"""),

("bug_report", """Bug: 登录后一刷新就掉线 (Safari 17) — reported by ⟦PERSON|Nina Xu⟧
Repro HAR snippet:
Cookie: PHPSESSID=⟦SECRET|$cookie_php1⟧; connect.sid=⟦SECRET|$cookie_ex1⟧; _gid=⟪analytics_cookie|GA1.2.771203948.1715600000⟫
Set-Cookie: sessionid=⟦SECRET|$cookie_dj2⟧; Path=/; SameSite=Lax
UA: ⟪user_agent|Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Version/17.4 Safari/605.1.15⟫
怀疑是 ⟪config_key|SESSION_COOKIE_SECURE⟫ 没开"""),

("shopify_app_config", """# shopify.app.toml — 黑胶店 inventory sync
client_id = "⟪client_id|3f9c2a81b7d04e6c9a1f22b8d6e4c710⟫"
application_url = "https://sync.heijiaowu.cn"
dev_store_url = "⟪store_domain|heijiaowu-dev.myshopify.com⟫"
# 下面这些不要提交!!
# SHOPIFY_API_SECRET=⟦SECRET|$shpss1⟧
# SHOPIFY_ADMIN_TOKEN=⟦APIKEY|$shopify_at2⟧
# DISCOGS_TOKEN=⟦APIKEY|$discogs2⟧
# owner ⟦PERSON|王浩然⟧ ⟦EMAIL|wanghr@heijiaowu.cn⟧"""),

("whatsapp_chat", """⟦PERSON|Shirley⟧: boss sorry today cannot come, 医生给我 2 days MC, ⟦MEDICAL|acute gastritis⟧ 😣 MC photo attached
Mr ⟦PERSON|Lim⟧: ok rest well. 你的 shift ⟦PERSON|Wei Ming⟧ cover
⟦PERSON|Shirley⟧: thanks boss. next Thu also got ⟦MEDICAL|gastroscopy⟧ at ⟪org_name|Tan Tock Seng⟫, need half day
Mr ⟦PERSON|Lim⟧: can. 记得 claim 回 ⟦AMOUNT|S$35⟧ consultation fee"""),

("meeting_minutes", """Staff meeting 會議記錄 — ⟪org_name|Bygone 舊物所⟫ (Sham Shui Po) ⟪meeting_date|12/5⟫
Attendees: ⟦PERSON|Queenie⟧, ⟦PERSON|阿Lok⟧, ⟦PERSON|Mandy Chow⟧
1. ⟦PERSON|Mandy Chow⟧ salary adjust to ⟦AMOUNT|HK$17,500⟧ from June
2. ⟦PERSON|阿Lok⟧ sick leave 3 days — ⟦MEDICAL|influenza A⟧，要交 doctor's cert
3. Landlord 新 tenancy ⟪rent_quote|HK$38,000/month⟫，+5%
4. 新 POS PIN: ⟦PASSWORD|0627⟧"""),

("call_transcript", """[Call transcript 通話記錄] ⟪call_id|CL-88213⟫
Customer: Hi，想問下你哋收唔收 vintage Montblanc？我叫 ⟦PERSON|Patrick Yeung⟧
Staff (⟦PERSON|Fiona⟧): 收㗎，你 WhatsApp 啲相俾我哋先
Customer: 好，我個 number 係 ⟦PHONE|nine four three one, two eight zero six⟧
Staff: 即係 ⟦PHONE|九四三一 二八零六⟧，啱唔啱？
Customer: 啱。上次你哋收咗我支 ⟪pen_model|146⟫，俾咗我 ⟦AMOUNT|HK$3,200⟧，今次呢支係 ⟪pen_model|149 1950s⟫"""),

("card_reference_table", """PTCG 简中 vs 日版 对照表 (SV5)
| 编号 | 中文名 | English | 稀有度 | 参考价 |
|---|---|---|---|---|
| ⟪card_set_code|SV5K-071⟫ | 铁武者 ex | Iron Crown ex | ⟪rarity|SAR⟫ | ⟪reference_price|¥420⟫ |
| SV5M-088 | 猛雷鼓 ex | Raging Bolt ex | SAR | ¥380 |
数据来源 ⟪data_source|PokeData 2024-05⟫，更新于 ⟪update_time|05-14 10:00⟫，汇率 ⟪exchange_rate|JPY→CNY 0.047⟫"""),

("marketplace_chat", """[Kleinanzeigen chat]
⟦PERSON|Felix Brandt⟧: Hi, is the ⟪album_title|Faust IV⟫ still there? Can pay by Überweisung
Seller ⟦PERSON|Zhao Ming⟧: yes, ⟪listing_price|€45⟫ + ⟪shipping_rate|€5.49⟫ DHL. 我的 IBAN: ⟦IBAN|$iban_de2⟧ (Kontoinhaber ⟦PERSON|Ming Zhao⟧)
⟦PERSON|Felix Brandt⟧: überwiesen, ⟦AMOUNT|€50.49⟧. address: ⟦ADDRESS|Weserstraße 71, 12045 Berlin⟧
Seller: 好的 thanks, 明天寄"""),

("refund_todo_list", """退款 refunds to process this week (财务 ⟦PERSON|Joanne⟧ pls)
1. ⟦PERSON|Urs Meier⟧ (Zürich) — ⟪pen_model|Pelikan M1000⟫ 退货, refund ⟦AMOUNT|CHF 620.00⟧ to ⟦IBAN|$iban_ch1⟧
2. ⟦PERSON|Katharina Huber⟧ (Graz) — 笔尖型号发错, partial refund ⟦AMOUNT|€45.00⟧ to ⟦IBAN|$iban_at1⟧
3. ⟦PERSON|Jan Kowalski⟧ — 已经退了 via PayPal ⟪paypal_txn_id|8UV31740KX229083D⟫"""),

("fraud_review_queue", """[radar] 可疑订单 review queue (TCG store) ⟪review_date|2024-05-15⟫
#1 ⟪order_id|TCG-JP-55102⟫ card ⟦CARD|$card_jcb1⟧ cvv ⟦CVV|741⟧ (客户自己写在备注里了!!) name ⟦PERSON|Takahashi Ren⟧ ip ⟦IP_ADDRESS|126.210.33.77⟧
#2 ⟪order_id|TCG-US-55107⟫ card ⟦CARD|$card_mc3⟧ name ⟦PERSON|Jake Morrison⟧ ip ⟦IP_ADDRESS|2600:1700:3e81:9c40:4d1:a2b:8f30:11c⟧, 3 次 AVS mismatch
处理人 ⟦PERSON|Kiki⟧: #1 取消并通知客户换卡，#2 先 hold"""),

("staff_sheet_export", """Warehouse staff — 深圳仓 (export from Feishu Sheets)
| 姓名 Name | ID No. 身份证 | DOB | Mobile |
|---|---|---|---|
| ⟦PERSON|潘一航⟧ | ⟦IDCARD|$idcard18⟧ | ⟦DATE_OF_BIRTH|1989-07-07⟧ | ⟦PHONE|13957430218⟧ |
| ⟦PERSON|葛慧琳⟧ | ⟦IDCARD|$idcard20⟧ | ⟦DATE_OF_BIRTH|1982-12-12⟧ | ⟦PHONE|13601798252⟧ |
sheet ⟪sheet_id|shtcnK8f2LqPz⟫ last edit ⟪edit_time|2024-05-16 18:02⟫"""),

("seller_verification_status", """Poizon seller verification 得物卖家认证 — status: ⚠️ 需补资料
Seller nickname: ⟦PERSON|JackZ_kicks⟧
Real name 实名: ⟦PERSON|邹杰⟧
ID 身份证: ⟦IDCARD|$idcard19⟧
结算卡 settlement card: ⟦CARD|$card_up8⟧
保证金 deposit paid: ⟦AMOUNT|¥2,000⟧
Reviewer note: ID photo 反光, please re-upload. Contact ⟦PHONE|17801128843⟧ · case ⟪case_number|PZ-KYC-77120⟫"""),
]
