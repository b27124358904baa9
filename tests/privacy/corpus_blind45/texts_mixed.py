# -*- coding: utf-8 -*-
"""Mixed Chinese/English texts of the blind45 corpus, each typed by hand.
Markup: ⟦TYPE|value⟧ = labelled span, ⟪kind|value⟫ = decoy, $name = value from values.VALUES."""

TEXTS = [

# ---------------------------------------------------------------- funeral / probate
("whatsapp_hk_funeral", """[21/5 09:14] ⟦PERSON|Kelvin Chan⟧: 早晨 Ms ⟦PERSON|Wong⟧, 我阿爸 last night 喺 ⟪org_name|瑪麗醫院⟫ 走咗, 醫生話係 ⟦MEDICAL|septic shock⟧
[21/5 09:20] ⟦PERSON|Wong Sze Man⟧ (長生店): 節哀. 麻煩 send 佢身份證 copy 同 death cert 俾我, 要 book ⟪venue|世界殯儀館⟫
[21/5 09:22] ⟦PERSON|Kelvin Chan⟧: HKID ⟦NATIONAL_ID|$hkid1⟧, DOB ⟦DATE_OF_BIRTH|1948-03-19⟧, 全名 ⟦PERSON|陳國雄⟧
[21/5 09:30] ⟦PERSON|Wong Sze Man⟧ (長生店): OK. ⟪package_name|基本套餐A⟫ ⟪price|HK$68,000⟫, 先收訂金
[21/5 09:41] ⟦PERSON|Kelvin Chan⟧: 已 FPS ⟦AMOUNT|HK$20,000⟧ 去你哋 ⟪fps_id|FPS ID 1609 8822⟫"""),

("email_solicitor_bilingual", """Dear Mr ⟦PERSON|Zhou Wenjie⟧（⟦PERSON|周文杰⟧先生）,

Estate of the late ⟦PERSON|Margaret Zhou⟧（⟦PERSON|周林美玲⟧）– our ref ⟪case_ref|PL/ZHO/2231⟫

The estate accounts are now agreed and your share is ⟦AMOUNT|£118,250.00⟧. For our anti-money-laundering checks please send a certified copy of your passport — we hold ⟦PASSPORT|$pp_cn2⟧ on file from 2019, 请确认是否仍然有效。
如您在中国境内收款，请提供银行名称、SWIFT code 和账户信息；the transfer will be made via ⟪org_name|Barclays⟫ in GBP.

Kind regards / 此致
⟦PERSON|Harriet Cole⟧ | ⟪org_name|Pembroke & Lyle LLP⟫ | ⟦PHONE|+44 20 7946 0381⟧"""),

("whatsapp_sg_funeral", """⟦PERSON|Jasmine Tan⟧: Hi uncle ⟦PERSON|Lim⟧, my 婆婆 passed away this morning at home. Need to arrange 火化 at ⟪venue|Mandai Crematorium⟫ can?
⟦PERSON|Lim Ah Huat⟧ (⟪org_name|Sin Ming Casket⟫): 节哀 ah. Need her NRIC and the CCOD from doctor.
⟦PERSON|Jasmine Tan⟧: NRIC ⟦NATIONAL_ID|$nric1⟧. Doctor say ⟦MEDICAL|end-stage heart failure⟧
⟦PERSON|Lim Ah Huat⟧: ok. Taoist package ⟪price|S$8,888⟫, 3 days wake at ⟪place_name|Blk 214 void deck⟫. Deposit PayNow to ⟪org_uen|UEN 201812345K⟫ ok?
⟦PERSON|Jasmine Tan⟧: paid ⟦AMOUNT|S$2,000⟧ liao, my number ⟦PHONE|+65 9786 2210⟧"""),

("columbarium_purchase_form_my", """⟪org_name|Taman Kenangan Seri Damai⟫ – Niche Purchase Form 灵骨塔位购买表格
Purchaser 购买人: ⟦PERSON|Ong Mei Ling⟧ ⟦PERSON|王美玲⟧
MyKad: ⟦NATIONAL_ID|$mykad1⟧    DOB 出生日期: ⟦DATE_OF_BIRTH|15/08/1966⟧
Address 地址: ⟦ADDRESS|No. 23, Jalan SS2/64, 47300 Petaling Jaya, Selangor⟧
Tel: ⟦PHONE|012-338 4471⟧
For the late husband 先夫: ⟦PERSON|Tan Boon Keat⟧ ⟦PERSON|陈文吉⟧
Niche no. ⟪niche_no|Block C-3-118⟫    Price ⟪price|RM 12,800⟫    Deposit paid ⟦AMOUNT|RM 3,000⟧"""),

("line_chat_taiwan_funeral", """⟦PERSON|Amy林⟧：⟦PERSON|陳先生⟧您好，我爸爸的身分證字號是 ⟦NATIONAL_ID|$twid1⟧，death certificate 明天才拿得到
⟦PERSON|陳先生⟧（⟪org_name|懷恩禮儀⟫）：好的，⟪package_name|圓滿方案⟫ ⟪price|NT$168,000⟫，訂金三萬請匯款到公司帳戶
⟦PERSON|Amy林⟧：已匯款 ⟦AMOUNT|NT$30,000⟧，帳號後五碼 ⟪account_last5|88213⟫。他生前是 ⟦MEDICAL|胰臟癌⟧，需要特別處理嗎？
⟦PERSON|陳先生⟧：不用擔心，我們會安排。⟪event_date|週六⟫ 入殮，schedule 我 email 給你。
⟦PERSON|Amy林⟧：OK thank you so much，please call me if anything changes"""),

# ---------------------------------------------------------------- pawn / jewellers
("whatsapp_hk_pawn", """⟦PERSON|阿強⟧: 老闆, 我上個月押咗隻 ⟪model_number|Rolex 116500⟫, 當票 ⟪pawn_ticket_no|No. 38821⟫, 想贖返
⟦PERSON|何老闆⟧ (⟪org_name|同興押⟫): OK, 本金 ⟦AMOUNT|HK$45,000⟧ + 利息 ⟦AMOUNT|HK$1,575⟧, 帶埋身份證嚟
⟦PERSON|阿強⟧: 身份證 ⟦NATIONAL_ID|$hkid2⟧ 呀嘛, send 張相俾你先?
⟦PERSON|何老闆⟧: 唔使, 到時 show 就得. 我哋 ⟪time_range|10am-7pm⟫ open
⟦PERSON|阿強⟧: ok thanks boss, see you tomorrow afternoon"""),

("tax_invoice_sg_jeweller", """⟪org_name|Golden Lotus Jewellery Pte Ltd⟫ 金莲珠宝   GST Reg ⟪gst_number|M2-0123456-7⟫
TAX INVOICE ⟪invoice_no|GL-2406-0331⟫
Customer 顾客: ⟦PERSON|Chua Wei Lun⟧ ⟦PERSON|蔡伟伦⟧    NRIC: ⟦NATIONAL_ID|$nric2⟧    Mobile: ⟦PHONE|+65 9123 4870⟧
916 gold bangle 金手镯  ⟪weight|37.52g⟫ @ ⟪spot_price|S$98.50/g⟫   workmanship 工钱 ⟪price|S$180⟫
Total paid ⟦AMOUNT|S$3,875.72⟧ by Visa ⟦CARD|$card_v5⟧ CVV ⟦CVV|774⟧ (phone order, taken by ⟦PERSON|Cheryl⟧)"""),

("slack_ecom_dev_cn", """#dev-独立站
⟦PERSON|zhangwei.dev⟧  11:02
谁把 GitHub token push 到 public repo 了？`GH_TOKEN=⟦APIKEY|$ak_gh1⟧` in ⟪file_name|.github/workflows/deploy.yml⟫
⟦PERSON|Kevin Liu⟧  11:05
我的锅🙏 已经 revoke 了。npm 那个 ⟦APIKEY|$ak_npm1⟧ 也一起换了
⟦PERSON|zhangwei.dev⟧  11:06
还有 Google Maps key ⟦APIKEY|$ak_google2⟧ 也在 commit ⟪commit_sha|$dc_sha3⟫ 里，加个 referrer 限制
⟦PERSON|Kevin Liu⟧  11:10
ok. 下午 ⟪time_of_day|3:30⟫ sprint review 别忘了"""),

("sales_receipt_london_jeweller", """⟪org_name|Burlington Arcade Fine Jewels⟫ – Sales Receipt ⟪receipt_no|BAFJ-77310⟫
Client 客户: Mr ⟦PERSON|Huang Zhiyuan⟧（⟦PERSON|黄志远⟧）   WeChat: ⟦PERSON|hzy_1985⟧
Passport 护照: ⟦PASSPORT|$pp_cn3⟧ (checked by ⟦PERSON|Olivia⟧)
Item: 18ct rose gold tennis bracelet, ⟪carat|3.20ct⟫ total, cert ⟪certificate_no|IGI LG5123387⟫
List price ⟪price|£14,500⟫, 5% discount. Paid ⟦AMOUNT|£13,775.00⟧ by UnionPay ⟦CARD|$card_up6⟧
Ship to 寄送地址: ⟦ADDRESS|上海市长宁区虹桥路1665号12号楼801室（200336）⟧"""),

("pledge_record_nyc", """⟪org_name|Canal Street Loan Co.⟫ 堅尼街押店 – Pledge Record ⟪pawn_ticket_no|CS-24-01187⟫
Pledgor 押戶: ⟦PERSON|Wendy Zheng⟧ ⟦PERSON|鄭慧玲⟧
SSN: ⟦SSN|$ssn8⟧    DOB: ⟦DATE_OF_BIRTH|04/17/1972⟧
Address: ⟦ADDRESS|88 Eldridge St Apt 5F, New York, NY 10002⟧    Tel: ⟦PHONE|(212) 925-4418⟧
Item 物品: 24K gold chain 金鏈 ⟪weight|1.2 oz⟫
Loan 押款: ⟦AMOUNT|$1,650.00⟧    Interest ⟪rate|4% per month⟫"""),

# ---------------------------------------------------------------- auctions / antiques
("consignment_form_hk", """⟪org_name|Victoria Harbour Auctions Ltd⟫ 維港拍賣有限公司 – Consignment Form 委託表格
Consignor 委託人: Mr ⟦PERSON|Cheung Ka Lok⟧ ⟦PERSON|張家樂⟧
HKID 香港身份證: ⟦NATIONAL_ID|$hkid3⟧
Address 地址: ⟦ADDRESS|Flat B, 18/F, Tower 2, Harbour Heights, 8 Fook Yum Road, North Point, Hong Kong⟧
Tel: ⟦PHONE|+852 6021 3378⟧    Email: ⟦EMAIL|kalok.cheung@gmail.com⟧
Lot ⟪lot_number|3012⟫ 清雍正青花纏枝蓮紋梅瓶, estimate ⟪estimate|HK$800,000-1,200,000⟫, seller's commission ⟪commission_rate|10%⟫"""),

("email_consignor_paris", """From: ⟦PERSON|Sophie Lin-Moreau⟧ <⟦EMAIL|sophie.linmoreau@orange.fr⟧>
To: ⟦EMAIL|consign@jdhz-auction.cn⟧
Subject: 委托拍卖 – 祖父收藏的三件瓷器 / consignment enquiry

您好，我是⟦PERSON|林苏菲⟧（⟦PERSON|Sophie⟧），住在巴黎。这三件是我祖父⟦PERSON|林振邦⟧ 1950 年代在西贡买的，附件有照片 (⟪file_name|IMG_4471.HEIC⟫)。
If they sell, please pay the proceeds to my French account: IBAN ⟦IBAN|$iban_fr1⟧, BIC ⟪bic|AGRIFRPP882⟫.
我的电话 ⟦PHONE|+33 6 12 48 90 37⟧。Merci !"""),

("toml_config_cn_comments", """# 拍卖小程序 — prod 配置 (⟪version|v2.4.7⟫)
[gitlab]
token = "⟦APIKEY|$ak_gl1⟧"   # CI 用，别删
[llm]
# 用来生成拍品描述 catalogue copy
anthropic_api_key = "⟦APIKEY|$ak_anth1⟧"
hf_token = "⟦APIKEY|$ak_hf1⟧"
region = "⟪cloud_region|cn-shanghai⟫"
[admin]
otp_seed = "⟦SECRET|$sec_totp1⟧"   # 管理员二次验证，在⟦PERSON|王磊⟧手机上
build_id = "⟪uuid|$dc_uuid7⟫\""""),

("wechat_uk_auction_buyer", """⟦PERSON|Tom Ashworth⟧: Hi Mr ⟦PERSON|Qian⟧, congrats on ⟪lot_number|lot 212⟫! Hammer ⟪hammer_price|£19,000⟫, with ⟪commission_rate|26%⟫ premium you owe ⟦AMOUNT|£23,940⟧.
⟦PERSON|钱志诚⟧: 好的 thanks. 刷卡可以吗？Amex ⟦CARD|$card_amex1⟧, exp 03/28, CVV ⟦CVV|4417⟧
⟦PERSON|Tom Ashworth⟧: Charged ⟦AMOUNT|£23,940⟧ ✅ 下次请不要在微信里发卡号 please 😅
⟦PERSON|钱志诚⟧: 哈哈 ok. 货寄到 ⟦ADDRESS|杭州市西湖区文三路478号华星时代广场A座1201⟧"""),

("bidder_registration_tw", """⟪org_name|寶島藝術拍賣⟫ 競標登記 Bidder Registration
姓名 Name: ⟦PERSON|黃怡君⟧ / ⟦PERSON|HUANG YI-CHUN⟧
身分證字號 ID No.: ⟦NATIONAL_ID|$twid2⟧
護照 Passport: ⟦PASSPORT|$pp_tw1⟧
電話 Tel: ⟦PHONE|0933-218-406⟧    Email: ⟦EMAIL|yichun.h@gmail.com⟧
保證金 Deposit: ⟦AMOUNT|NT$100,000⟧    號牌 Paddle: ⟪paddle_number|T-066⟫"""),

# ---------------------------------------------------------------- storage / removals
("removal_quotation_sg", """⟪org_name|Lion City Movers⟫ – Quotation 报价单 ⟪quote_ref|LCM-Q-2291⟫
Customer: ⟦PERSON|Daniel Goh⟧ ⟦PERSON|吴俊杰⟧
From: ⟦ADDRESS|Blk 456 Ang Mo Kio Ave 10, #08-1123, Singapore 560456⟧
To: ⟦ADDRESS|21 Jalan Kemuning, Singapore 769802⟧
3-room HDB → landed, 4 movers, 2 trips. Quote ⟪quote_total|S$1,180⟫ (incl. 9% GST)，钢琴另加 ⟪price|S$250⟫。
Deposit 已收订金 ⟦AMOUNT|S$300⟧ via PayNow from ⟦PHONE|+65 8712 0934⟧.
Condo 管理处搬家登记: passport ⟦PASSPORT|$pp_sg1⟧"""),

("customs_declaration_move", """UNACCOMPANIED GOODS DECLARATION / 海外搬家物品清单   Shipment ⟪shipment_no|SHA-YVR-24-0077⟫
Owner 物主: ⟦PERSON|Xu Haoran⟧ ⟦PERSON|徐浩然⟧
Canadian SIN: ⟦NATIONAL_ID|$sin1⟧    Passport 护照: ⟦PASSPORT|$pp_ca1⟧
New address 新地址: ⟦ADDRESS|3308 W 41st Ave, Vancouver, BC V6N 3E5⟧    Phone: ⟦PHONE|+1 604 318 2275⟧
Container ⟪container_no|MSKU 7734120⟫ 20ft, ⟪carton_count|86 cartons⟫, declared value ⟪declared_value|CAD 18,000⟫
自用药品 personal meds: ⟦MEDICAL|lisinopril 10mg for high blood pressure⟧, 3-month supply"""),

("slack_storage_alert_hk", """#storage-alerts  (bot ⟪bot_name|gatewatch⟫, token ⟦APIKEY|$ak_slack1⟧)
[ALERT ⟪timestamp|02:14:37⟫] Unit ⟪storage_unit|3F-C22⟫ door opened — tenant ⟦PERSON|Huang Lixin⟧ has no after-hours access.
⟦PERSON|Peggy Ho⟧: 打咗俾佢 ⟦PHONE|+852 5402 7719⟧ no answer. CCTV ⟦IP_ADDRESS|10.30.7.14⟧ 見到兩個人
⟦PERSON|Sam Lau⟧: I'll call police. 佢欠咗 ⟦AMOUNT|HK$4,560⟧ rent 三個月, maybe moving stuff out"""),

("moving_contract_korea", """⟪org_name|Hana Express Moving⟫ 国际搬家合同 / International Moving Contract
Customer 客户: ⟦PERSON|Park Min-jun⟧ ⟦PERSON|朴敏俊⟧
RRN 居民登录号: ⟦NATIONAL_ID|$rrn_kr1⟧    DOB: ⟦DATE_OF_BIRTH|1979-11-03⟧
Destination 目的地: ⟦ADDRESS|吉林省延吉市人民路1566号3单元502室（133000）⟧
Quote ⟪quote_total|KRW 3,800,000⟫ · deposit paid ⟦AMOUNT|₩1,000,000⟧ · Contact ⟦PHONE|+82 10-4417-2290⟧"""),

# ---------------------------------------------------------------- locksmiths / security
("whatsapp_hk_locksmith", """⟦PERSON|Carmen⟧: 師傅 I'm locked out 😭 ⟦ADDRESS|Flat 12C, Block 3, Taikoo Shing, 18 Tai Koo Shing Road, Quarry Bay⟧, 幾時可以到?
⟦PERSON|陳師傅⟧ (⟪org_name|快捷開鎖⟫): 30 mins. 開門 ⟪price|HK$600 起⟫, 換鎖另計. 要睇身份證同住址證明
⟦PERSON|Carmen⟧: OK, my 電話 ⟦PHONE|9618 2207⟧
⟦PERSON|陳師傅⟧: 搞掂. 新鎖 ⟪lock_model|YDM 4109⟫, 密碼 reset 咗做 ⟦PASSWORD|2 4 6 8 1 3⟧, 記得改. Total ⟦AMOUNT|HK$1,850⟧"""),

("support_ticket_smart_lock", """Ticket ⟪ticket_id|SL-88120⟫ | User: ⟦EMAIL|chen.yiting@outlook.com⟧ | App ⟪version|v4.2.0⟫
用户描述: 换了路由器之后门锁一直离线。我的 wifi 密码是 ⟦PASSWORD|Chen#2024!home⟧，是不是有特殊字符不行？实名认证用的身份证 ⟦IDCARD|$id_cn16⟧。
Debug: lock ⟪device_id|SL-7C91-22A0⟫ last_ip=⟦IP_ADDRESS|192.168.31.208⟧ wan=⟦IP_ADDRESS|36.110.48.201⟧ token=⟦APIKEY|$ak_jwt4⟧
Agent ⟦PERSON|Fiona Xu⟧: ⟦PERSON|陈小姐⟧您好，密码里的 # 在旧固件 ⟪firmware_version|1.9.3⟫ 会被截断，请先升级再重新配网。"""),

("github_issue_firmware", """### [Bug] 固件里有明文私钥 / plaintext private key in firmware ⟪version|v2.8.1⟫
Reporter: ⟦PERSON|lixiaolong-sec⟧ (⟦EMAIL|lxl.sec@protonmail.com⟧)

Extracted `⟪file_path|/etc/ssl/device.key⟫` from ⟪file_name|fw_2.8.1.bin⟫ (sha256 ⟪sha256|$dc_sha256_2⟫):

⟦SECRET|$sec_pem2⟧

每台设备都是同一把 key → anyone can MITM the cloud link. 另外 /etc/shadow 里 root 密码 cracked in 3 min: ⟦PASSWORD|hik12345+⟧
cc @⟦PERSON|wang-jun⟧"""),

("security_quote_my", """⟪org_name|Jaga Security Sdn Bhd⟫ 保安系统报价 Quotation ⟪quote_ref|JS-Q-0612⟫
Customer: ⟦PERSON|Lim Siew Ling⟧ ⟦PERSON|林秀玲⟧
ID: passport ⟦PASSPORT|$pp_my1⟧ (MyKad lost, police report ⟪police_report_no|BRICKFIELDS/012345/24⟫)
Address: ⟦ADDRESS|12, Jalan Setia Bakti 3, Bukit Damansara, 50490 Kuala Lumpur⟧
8CH CCTV + alarm package ⟪price|RM 4,380⟫; deposit paid ⟦AMOUNT|RM 1,500⟧
Alarm code 警报密码 (set on site): ⟦PASSWORD|1 3 5 7 9 0⟧"""),

# ---------------------------------------------------------------- private investigators
("dd_notes_cross_border", """DD notes – target ⟪org_name|Golden Bridge Trading (HK) Ltd⟫ 金桥贸易
1. Director ⟦PERSON|Zhang Lei⟧ ⟦PERSON|张磊⟧: 大陆身份证 ⟦IDCARD|$id_cn15⟧, born ⟦DATE_OF_BIRTH|18 Jun 1985⟧; HK address ⟦ADDRESS|Room 1203, 12/F, Lucky Centre, 165 Wan Chai Road, Wan Chai⟧
2. Shareholder ⟦PERSON|Tan Kok Wah⟧ (SG): NRIC ⟦NATIONAL_ID|$nric3⟧
Red flag: ⟦PERSON|张磊⟧ 是 ⟪court_ref|（2021）粤0304民初12345号⟫ 的被告."""),

("email_pi_findings", """Subject: 关于 ⟦PERSON|Rajesh Mehta⟧ 的初步调查 / preliminary findings (⟪case_ref|NT-24-0558⟫)
Dear Mr ⟦PERSON|Liang⟧,
The subject, ⟦PERSON|Rajesh Kumar Mehta⟧ (Aadhaar ⟦NATIONAL_ID|$aadhaar1⟧, Indian passport ⟦PASSPORT|$pp_in1⟧), has lived in 深圳 since 2019 at ⟦ADDRESS|深圳市南山区蛇口望海路1133号3栋2201⟧. 他在 ⟪org_name|Mehta Gems Trading⟫ 做珠宝出口，账面上⟪metric|年营业额约两千万⟫。
Regards, ⟦PERSON|Mark Ellis⟧"""),

("wechat_uk_pi_client", """⟦PERSON|Chen Jing⟧: Hi ⟦PERSON|Mark⟧, 我儿子 ⟦PERSON|Chen Yuhang⟧ 在 Manchester 读书，三个星期没联系了
⟦PERSON|Mark Ellis⟧ (⟪org_name|Northern Tracing⟫): Sorry to hear. Do you have his UK address and phone?
⟦PERSON|Chen Jing⟧: 地址 ⟦ADDRESS|Flat 4, 19 Oxford Place, Manchester M14 5RP⟧, 电话 ⟦PHONE|+44 7427 889 105⟧. 他有 ⟦MEDICAL|type 1 diabetes⟧, 我很担心
⟦PERSON|Mark Ellis⟧: Understood. Welfare check is ⟪price|£300 + VAT⟫.
⟦PERSON|Chen Jing⟧: 已转 ⟦AMOUNT|£360⟧, please hurry 🙏"""),

("surveillance_report_us", """SURVEILLANCE REPORT ⟪case_ref|LSI-24-1302⟫ – claimant ⟦PERSON|Michael Zhou⟧ (⟦PERSON|周明⟧)
SSN ⟦SSN|$ssn9⟧ · DOB ⟦DATE_OF_BIRTH|09/30/1976⟧ · ⟦ADDRESS|136-20 38th Ave Apt 9B, Flushing, NY 11354⟧
Claimed injury: ⟦MEDICAL|rotator cuff tear⟧, right shoulder.
⟪timestamp|06/14 07:45⟫ subject 在 ⟪place_name|Flushing⟫ 的餐馆后门搬货 (carrying 50 lb rice bags, right arm overhead).
⟪timestamp|06/14 09:10⟫ video ⟪file_name|ZHOU_0614_0745.mp4⟫ uploaded."""),

("python_bot_config", """# PI 案件通知 bot (internal)
TELEGRAM_TOKEN = "⟦APIKEY|$ak_tg1⟧"
CHAT_ID = ⟪chat_id|-1001882736410⟫   # 调查组群
MAILGUN_KEY = "⟦APIKEY|$ak_mailgun1⟧"
ADMIN_2FA_SEED = "⟦SECRET|$sec_totp2⟧"   # ⟦PERSON|Ellis⟧ 的 Google Authenticator
RECOVERY_CODES = "⟦SECRET|7kqm-2xv9 4hzt-8wpa⟧"
TIMEOUT = ⟪timeout|30⟫"""),

# ---------------------------------------------------------------- cemeteries / memorials
("columbarium_booking_sg", """⟪org_name|Lotus Light Columbarium⟫ 莲光灵骨塔 – Niche Booking
Applicant 申请人: ⟦PERSON|Ng Siew Hoon⟧ ⟦PERSON|黄秀云⟧    FIN ⟦NATIONAL_ID|$nric4⟧
Deceased 先人: ⟦PERSON|Ng Ah Kow⟧ ⟦PERSON|黄亚狗⟧    DOB ⟦DATE_OF_BIRTH|12 Oct 1931⟧
Niche ⟪niche_no|L3-07-214⟫    paid in full ⟦AMOUNT|S$6,800⟧
Contact ⟦PHONE|6254 7713⟧ / ⟦EMAIL|siewhoon.ng@singnet.com.sg⟧"""),

("email_mason_bilingual", """Subject: Headstone for Dad 爸爸的墓碑 – proof ⟪proof_ref|PM-PR-3310⟫
Hi ⟦PERSON|Gareth⟧,
Thanks for the proof. The Chinese should read:
   先父 ⟦PERSON|梁永康⟧ ⟦PERSON|LEUNG WING HONG⟧
   生於 ⟦DATE_OF_BIRTH|1939年8月12日⟧   卒於 ⟪date_of_death|2024年2月3日⟫
and the English line "Born ⟦DATE_OF_BIRTH|12 August 1939⟧". 字体用 ⟪font_name|楷書⟫ please.
Balance ⟦AMOUNT|£1,875⟧ will come from my account ⟦IBAN|$iban_gb4⟧ next week.
⟦PERSON|Annie Leung⟧ | ⟦PHONE|07903 118 442⟧"""),

("zendesk_ticket_grave_search", """[Zendesk] #⟪ticket_id|77102⟫ 搜索不到中文名字 / can't find Chinese names
Requester: ⟦PERSON|Cindy Wu⟧ <⟦EMAIL|cindywu88@hotmail.co.uk⟧>
"I searched for my grandfather ⟦PERSON|吴德明⟧ (⟦PERSON|Ng Tak Ming⟧), buried 1998 in ⟪cemetery_name|Southern Cemetery⟫ section ⟪grave_section|N⟫, nothing comes up."
Internal: UTF-8 bug, search API ⟦IP_ADDRESS|172.31.9.40⟧ returns ⟪http_status|500⟫ for CJK; client ip ⟦IP_ADDRESS|2a00:23c6:1f08:9c01::5⟧. Fixed in ⟪commit_sha|$dc_sha4⟫."""),

("release_notes_cemetery_sw", """## ⟪version|v3.6.0⟫ (⟪event_date|2024-05-20⟫) 墓园管理系统 Cemetery Manager
- 新增 plot map 导出 PDF (⟪commit_sha|$dc_sha5⟫)
- Fix: 管理费 tariff 四舍五入错误 (#⟪issue_number|412⟫)
- Upgrade ⟪dependency|spring-boot 3.2.5⟫
- Docker image ⟪docker_image|cm/cemetery-manager:3.6.0⟫, digest ⟪sha256|$dc_sha256_3⟫
- Demo server ⟪doc_ip|192.0.2.44⟫:⟪port|8443⟫ 已下线, staging 改用 ⟪doc_ip|2001:db8:4::12⟫"""),

# ---------------------------------------------------------------- debt collection
("debt_letter_hk", """⟪org_name|Pacific Credit Collection Ltd⟫ 太平洋信貸追收有限公司
致 To: Mr ⟦PERSON|Lau Chi Keung⟧ ⟦PERSON|劉志強⟧先生
地址: ⟦ADDRESS|Room 1508, 15/F, Wah Fai House, Wah Fu Estate, Pok Fu Lam, Hong Kong⟧
Account 帳戶: ⟪account_ref|PCC-HK-558120⟫    Creditor 債權人: ⟪org_name|Prime Finance Ltd⟫    ⟪masked_id|HKID: Z123***(*)⟫
Outstanding 欠款: ⟦AMOUNT|HK$38,420.50⟧
Please call 請致電 ⟦PHONE|2110 4488⟧ within 7 days 七日內."""),

("email_rent_arrears_student", """From: ⟦PERSON|Natalie Briggs⟧ <⟦EMAIL|n.briggs@lowther-recoveries.co.uk⟧>
To: ⟦EMAIL|wangyuqi2001@qq.com⟧
Subject: Rent arrears 欠租 – ⟪account_ref|LR-99120334⟫

Dear Ms ⟦PERSON|Wang Yuqi⟧（⟦PERSON|王雨琪⟧）,
Our client ⟪org_name|CityNest Student Living⟫ says you left ⟦ADDRESS|Room 7, 112 Oxford Road, Manchester M13 9GP⟧ owing ⟦AMOUNT|£2,340.00⟧. 我们的记录中有您的护照 ⟪masked_passport|E0****173⟫ 和 NI number ⟦NATIONAL_ID|$nino5⟧。Please contact us within 14 days / 请在14天内联系我们。"""),

("python_s3_recordings", """# 催收录音上传 / upload call recordings  (⟦PERSON|zhongyi⟧ 2024-06)
import os, boto3
s3 = boto3.client("s3", aws_access_key_id="⟦APIKEY|$ak_aws2⟧",
                  aws_secret_access_key="⟦SECRET|$sec_aws2⟧", region_name="⟪cloud_region|ap-east-1⟫")
BUCKET = "⟪bucket_name|xh-call-recordings⟫"

def upload(case_id, path):
    # e.g. case_id = "⟪case_ref|CS2024-0601-0877⟫"
    s3.upload_file(path, BUCKET, f"{case_id}/{os.path.basename(path)}")
# TODO 换成 env var，别 hardcode!! —— ⟦PERSON|Kevin⟧ 说的"""),

("call_transcript_interpreter", """[Call ⟪call_id|PSC-CALL-77120⟫ – Mandarin interpreter ⟪interpreter_id|LL-4471⟫]
Agent: Am I speaking with ⟦PERSON|Li Guohua⟧?
Interpreter: 请问是⟦PERSON|李国华⟧先生吗？
Debtor: 是的。我的社安号是 ⟦SSN|$ssn10⟧。
Debtor (via interpreter): 我可以先付 ⟦AMOUNT|五百美元⟧ / I can pay ⟦AMOUNT|$500⟧ first.
Agent: Card number? Debtor: Discover ⟦CARD|$card_disc1⟧，背面 ⟦CVV|318⟧。
Agent: Approved, confirmation ⟪auth_code|DSC-55K21⟫."""),

("whatsapp_moneylender_my", """⟦PERSON|Ah Seng⟧ (⟪org_name|Kredit Maju Enterprise⟫): Hi Mr ⟦PERSON|Tan⟧, loan ⟪loan_no|KM-2024-0388⟫ 这个月还没 bayar, total ⟦AMOUNT|RM 1,350⟧ overdue
⟦PERSON|Tan Wei Ming⟧: sorry boss, last week ⟦MEDICAL|dengue fever⟧ 住院, next Friday can?
⟦PERSON|Ah Seng⟧: ok la. Pls resend your IC ⟦NATIONAL_ID|$mykad2⟧ photo, our copy blur. DOB ⟦DATE_OF_BIRTH|02/03/1974⟧ correct?
⟦PERSON|Tan Wei Ming⟧: yes correct. 我会转去 ⟪org_bank_account|Maybank 5141 2233 9087 (Kredit Maju)⟫"""),


# ---------------------------------------------------------------- late addition
("django_settings_cn_comments", """# settings_prod.py — 拍卖行 CRM (Django ⟪version|4.2.11⟫)
SECRET_KEY = "⟦SECRET|$sec_django1⟧"   # TODO 放到 vault 里
ALLOWED_HOSTS = ["⟪hostname|crm.tennantvaux.co.uk⟫", "⟦IP_ADDRESS|18.135.62.207⟧"]
STRIPE_WEBHOOK_SECRET = "⟦SECRET|$sec_whsec2⟧"
SLACK_WEBHOOK = "⟦SECRET|$sec_slackhook2⟧"   # 成交通知 #sales channel
GOOGLE_OAUTH_CLIENT_ID = "⟪client_id|812345678901-k3j9q2lmv8.apps.googleusercontent.com⟫"
ADMINS = [("⟦PERSON|Callum Reid⟧", "⟦EMAIL|callum.reid@tennantvaux.co.uk⟧"), ("⟦PERSON|吴倩⟧", "⟦EMAIL|wuqian@jdhz-auction.cn⟧")]
# 测试用 session，别提交: sessionid=⟦SECRET|q8v1z0k3m7r2t9w4y6b5n8c1x3d7f2h0⟧"""),

]
