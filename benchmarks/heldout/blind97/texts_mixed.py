# -*- coding: utf-8 -*-
# Mixed Chinese/English texts for blind97.  Every text typed by hand.
# ⟦TYPE|value⟧ = labelled span, ⟪kind|value⟫ = decoy, $name = values.VALUES[name]

TEXTS = []

TEXTS += [
("lark_bilingual_chat",
"""[Lark] ⟪org_name|Weifang SkyArt Kites⟫ × ⟪org_name|Brighton Kite Co.⟫
⟦PERSON|Sophie Hale⟧ 09:14  Morning ⟦PERSON|Lin⟧! invoice ⟪invoice_no|SA-2025-061⟫ paid today 👍
⟦PERSON|林志强⟧ 09:20  收到 thanks ⟦PERSON|Sophie⟧! 20 pcs 3D octopus 预计 ⟪ship_date|5月28日⟫ 海运出货
⟦PERSON|Sophie Hale⟧ 09:22  great. btw my personal refund for the damaged sample — pls send to ⟦IBAN|$iban_gb_1⟧ (⟦PERSON|S J Hale⟧), it was ⟦AMOUNT|£64⟧
⟦PERSON|林志强⟧ 09:25  OK 没问题，明天安排。我换了新号 ⟦PHONE|+86 135 9520 7718⟧，有事 WhatsApp 我"""),

("whatsapp_cantonese_english",
"""[12/04/25 21:03] ⟦PERSON|Ah Keung⟧: 聽日 track day 記得帶 transponder 啊，⟪venue_name|屯門 RC Park⟫ gate code 係 ⟦PASSWORD|4421⟧
[12/04/25 21:05] ⟦PERSON|Wing⟧: ok 收到。場租幾錢？我 FPS 俾你
[12/04/25 21:06] ⟦PERSON|Ah Keung⟧: 一百八，FPS 去 ⟦PHONE|6288 1934⟧ 得啦
[12/04/25 21:10] ⟦PERSON|Wing⟧: 過咗 ⟦AMOUNT|HK$180⟧ 👍 我 transponder 係 ⟪transponder_id|MyLaps 3928114⟫ 對嗎
[12/04/25 21:12] ⟦PERSON|Ah Keung⟧: 啱。btw ⟦PERSON|阿明⟧ 話佢部 ⟪product_name|Xray T4⟫ 借俾你，佢電話 ⟦PHONE|9034 7762⟧"""),

("telegram_singlish_chat",
"""⟪org_name|SG Model Boat Club⟫ · Telegram
⟦PERSON|Jason Lim⟧: guys the NParks permit for ⟪venue_name|Bedok Reservoir⟫ need everyone NRIC ah, PM me
⟦PERSON|Mei Ling⟧: ok mine is ⟦NATIONAL_ID|$nid_sg_2⟧ (sorry send here lah lazy)
⟦PERSON|Jason Lim⟧: 哎呀 don't post here leh! anyway paynow ⟦AMOUNT|$15⟧ permit fee to ⟦PHONE|9176 3308⟧
⟦PERSON|Mei Ling⟧: paid liao
Uncle ⟦PERSON|Tan⟧: 我的 boat motor burn already, anyone got spare ⟪part_number|540 brushed⟫? call me ⟦PHONE|8123 0457⟧"""),

("bilingual_invitation_email",
"""Dear Mr. ⟦PERSON|Rajesh Patel⟧ / 尊敬的⟦PERSON|帕特尔先生⟧：

We are pleased to invite your team to ⟪event_name|the 42nd Weifang International Kite Festival⟫ 第42届潍坊国际风筝会. 为办理邀请函，请确认以下护照信息 / please confirm passport details:
- ⟦PERSON|Rajesh Patel⟧ — Passport ⟦PASSPORT|$pp_in_1⟧
- ⟦PERSON|Kavya Nair⟧ — passport pending（请尽快补充）

Accommodation 住宿: ⟪hotel_name|潍坊富华大酒店⟫, 3 nights, 费用由组委会承担.
Contact 联系人: ⟦PERSON|俞诗涵⟧  ⟦EMAIL|shihan.yu@wfkitefest.cn⟧  ⟦PHONE|+86 158 5741 2208⟧"""),

("python_config_mixed",
"""# puzzle-gen/config.py  —— AI 生成拼图图案
OPENAI_API_KEY = "⟦APIKEY|$ak_openai_2⟧"   # 老 key，下个月停用
ANTHROPIC_API_KEY = "⟦APIKEY|$ak_anthropic_1⟧"
STRIPE_WEBHOOK_SECRET = "⟦SECRET|$sec_whsec_2⟧"
FLASK_SECRET_KEY = "⟦SECRET|$sec_flask_1⟧"
ADMIN_EMAILS = ["⟦EMAIL|wangzx@pinqu.cn⟧", "⟦EMAIL|ops@pinqu.cn⟧"]
IMAGE_SIZE = (⟪image_dimensions|4096, 3072⟫)
MODEL_VERSION = "⟪model_version|sdxl-1.0⟫"   # 别改
# 负责人 ⟦PERSON|王子轩⟧ / ⟦PERSON|Zixuan Wang⟧"""),

("github_issue",
"""**[Bug] 切割算法在 2000 片时崩溃 / crash with 2000 pieces** #⟪issue_number|214⟫
opened by ⟦PERSON|zhangwei-puzzle⟧

运行环境 Env: ⟪os_version|Ubuntu 22.04⟫, ⟪python_version|Python 3.12.1⟫, jigsawcut ⟪package_version|0.9.3⟫
```
Traceback (most recent call last):
  File "/home/⟦PERSON|zhangwei⟧/proj/cut.py", line ⟪line_number|88⟫, in <module>
    pieces = cut(img, n=2000)
MemoryError
```
用的图是家里人的照片 (private)，不方便上传。My email ⟦EMAIL|zhangwei.dev@outlook.com⟧ if you need the file.

---
⟦PERSON|mkowalski⟧ commented: thanks, can you try with `--tile 512`?"""),

("phone_order_bilingual",
"""【電話訂單 Phone Order】⟪org_name|Dice & Dragon 模型店⟫
Customer 客人: Mr ⟦PERSON|Leung⟧ (⟦PERSON|梁志偉⟧)
Item: ⟪product_name|Kill Team starter set⟫ x1   ⟪price|HK$1,080⟫
Card: AMEX ⟦CARD|$card_amex_1⟧  exp 07/27  CID ⟦CVV|8052⟧
Deliver 送貨: ⟦ADDRESS|香港新界沙田第一城38座21樓G室⟧
Tel: ⟦PHONE|+852 9671 2045⟧
Taken by 接單: ⟦PERSON|Kelvin⟧   ⟪order_date|2025-03-08⟫"""),

("line_group_chat_tw",
"""[LINE] ⟪org_name|台中風箏同好會⟫
⟦PERSON|阿德⟧：下週 ⟪event_name|Taichung Kite Fest⟫ 保險要大家的身分證字號，我先整理
⟦PERSON|Kevin 黃⟧：⟦NATIONAL_ID|$nid_tw_2⟧，手機 ⟦PHONE|0987-552-031⟧
⟦PERSON|阿德⟧：OK 收到。報名費 ⟦AMOUNT|NT$300⟧ 轉到我郵局帳戶就好
⟦PERSON|Vivian 陳⟧：轉了！我的護照 ⟦PASSPORT|$pp_tw_1⟧ 也要嗎？是出國那場嗎 lol"""),

("bilingual_commission_agreement",
"""COMMISSION AGREEMENT 定制协议
Client 委托人: ⟦PERSON|Xu Jing⟧ ⟦PERSON|许婧⟧
Passport 护照号: ⟦PASSPORT|$pp_cn_3⟧      DOB 出生日期: ⟦DATE_OF_BIRTH|3 Nov 1991⟧
Address 地址: ⟦ADDRESS|Flat 12, 88 Gloucester Road, London SW7 4QT⟧
Maker 制作方: ⟪org_name|Kensington Miniatures Ltd⟫
Piece 作品: ⟪model_scale|1:12⟫ Shanghai shikumen house 石库门
Price 价格: ⟪contract_price|£2,400⟫; deposit paid 已付定金 ⟦AMOUNT|£800⟧ by card ⟪masked_card|Visa ****9012⟫
Signed 签名: ⟦PERSON|许婧⟧          for the Maker: ⟦PERSON|Hugo Penhaligon⟧"""),

("shopee_chat",
"""Shopee Chat · ⟪shop_name|KL Hobby RC Parts⟫
Buyer ⟦PERSON|ahmadfaiz88⟧: boss 这个 ⟪part_number|ESC 60A⟫ ada stock?
Seller: ada bro, ⟪price|RM89⟫ only
Buyer ⟦PERSON|ahmadfaiz88⟧: ok order dah. tolong hantar ke ⟦ADDRESS|No. 12, Jalan SS 2/64, 47300 Petaling Jaya, Selangor⟧, nama ⟦PERSON|Ahmad Faiz bin Rosli⟧, ⟦PHONE|012-338 4410⟧
Seller: 收到 bro, 已经 ship J&T ⟪tracking_number|630027718264⟫. Payment ⟦AMOUNT|RM89.00⟧ received 👍"""),

("notion_logistics_page",
"""# SA Cup 2025 后勤 Logistics
- Hotel: ⟪hotel_name|Hampton Inn Las Cruces⟫, conf# ⟪confirmation_number|83920174⟫
- Advisor reimbursement: Dr. ⟦PERSON|Karen Whitfield⟧ 垫付了 motor 费用 ⟦AMOUNT|$1,240.00⟧，W-9 上的 SSN ⟦SSN|$ssn_5⟧ (⚠️ 别放公开页面!!)
- 遥测 API token: ⟦APIKEY|$ak_jwt_2⟧
- 队长 ⟦PERSON|陈一鸣⟧ US 手机 ⟦PHONE|+1 (575) 805-2214⟧
- Motor 发动机: ⟪rocket_motor_code|M1297W⟫ ×2, 到货 ⟪delivery_date|June 9⟫"""),

("wechat_club_joining",
"""⟦PERSON|Chen Hao⟧: Hi ⟦PERSON|Malcolm⟧，我是上周在 field 见过的那个访问学者 😊 I'd like to join the club
⟦PERSON|Malcolm Reeves⟧: Great! Need name, DOB and address for the ⟪org_name|BMFA⟫ insurance
⟦PERSON|Chen Hao⟧: ⟦PERSON|CHEN Hao⟧, DOB ⟦DATE_OF_BIRTH|17/02/1986⟧, address ⟦ADDRESS|Room 314, Owens Park, 293 Wilmslow Road, Manchester M14 6HD⟧, phone ⟦PHONE|07423 880159⟧
⟦PERSON|Malcolm Reeves⟧: Cheers. Fee is ⟪tariff|65 quid a year⟫, bank transfer with your name as ref. Membership type ⟪membership_type|Country Member⟫
⟦PERSON|Chen Hao⟧: 好的 done，sent ⟦AMOUNT|£65⟧ ✅"""),

("team_meeting_notes_bilingual",
"""ETC 2025 中国队 Team China — meeting notes ⟪meeting_date|2025-05-11⟫
Attendees: ⟦PERSON|Ethan Zhao⟧ (captain), ⟦PERSON|老K⟧, ⟦PERSON|Zhou Yifan⟧, ⟦PERSON|何俊杰⟧
1. 机票 Flights PVG→⟪airport_code|VIE⟫：⟦PERSON|Ethan⟧ 用自己的卡先垫 ⟦CARD|$card_visa_6⟧ exp 02/29 CVV ⟦CVV|337⟧，total ⟦AMOUNT|¥38,460⟧，记得报销
2. Army lists due ⟪deadline|June 30⟫, ⟪points_limit|2000 pts⟫
3. 签证 Visa: ⟦PERSON|Zhou Yifan⟧ 的 passport 快过期了, need renew ASAP"""),

("cdn_api_log_mixed",
"""2025-07-02T08:11:04+08:00 [cdn-edge] 命中 MISS client=⟦IP_ADDRESS|240e:3b4:38e2:c100:a1f2:4db7:91e0:2c3d⟧ uri=/img/kite/⟪file_name|dragon-30m.webp⟫ status=200
2025-07-02T08:11:05+08:00 [api] user ⟦PERSON|liuyang_kite⟧ 下单 order=⟪order_id|KT-90213⟫ pay=alipay amount=⟦AMOUNT|CNY 1,299.00⟧
2025-07-02T08:11:05+08:00 [api] risk check ok device=⟪device_id|$dec_uuid_5⟫ ip=⟦IP_ADDRESS|36.112.85.201⟧
2025-07-02T08:11:09+08:00 [health] probe from ⟪doc_ip|2001:db8:10::5⟫ ok latency=⟪latency|12ms⟫"""),

("dotenv_bot_config",
"""# 船模社 bot .env（别 commit！！）
SLACK_USER_TOKEN=⟦APIKEY|$ak_slack_2⟧
DISCORD_WEBHOOK=⟦SECRET|$sec_discord_hook_2⟧
TELEGRAM_BOT=⟦APIKEY|$ak_tg_2⟧
GOOGLE_OAUTH_CLIENT_ID=⟪client_id|$dec_gclient_1⟫
GOOGLE_OAUTH_CLIENT_SECRET=⟦SECRET|$sec_gclient_1⟧
ADMIN_PHONE=⟦PHONE|+86 150 2186 4473⟧   # ⟦PERSON|小郑⟧ 的手机
TZ=⟪timezone|Asia/Shanghai⟫"""),

("kickstarter_backers_csv",
"""backer_id,姓名 name,email,国家 country,pledge 金额,reward
⟪backer_id|KS-00412⟫,⟦PERSON|Olivia Grant⟧,⟦EMAIL|olivia.grant@gmail.com⟧,UK,⟦AMOUNT|£49⟧,1000pc 山水
⟪backer_id|KS-00413⟫,⟦PERSON|吴佩琪⟧,⟦EMAIL|peiqi.wu@163.com⟧,CN,⟦AMOUNT|¥399⟧,⟪reward_tier|2×1000pc⟫
⟪backer_id|KS-00414⟫,⟦PERSON|Lars Nyberg⟧,⟦EMAIL|lars.nyberg@telia.se⟧,SE,⟦AMOUNT|€55⟧,1000pc 山水
# campaign total ⟪campaign_total|$48,210 raised⟫ from 611 backers"""),

("jira_ticket_bilingual",
"""⟪ticket_id|PZ-1187⟫ 实名校验误判 / ID validation false negative
Reporter: ⟦PERSON|Zhao Yutong⟧   Priority: P2
Description: 用户 ⟦PERSON|林志强⟧ 的身份证 ⟦IDCARD|$id_lin⟧（末位是 X）被判成 invalid。Looks like we compare after stripping the 'X'.
Test data 是从生产拷的 (should've masked, sorry): 出生日期 ⟦DATE_OF_BIRTH|1983-04-11⟧，手机 ⟦PHONE|138 5921 0473⟧
Env: ⟪app_version|order-svc 3.8.2⟫, commit ⟪commit_sha|$dec_sha_6⟫"""),

("voice_note_cantonese",
"""[Voice note → text, 0:38] 喂 ⟦PERSON|Kelvin⟧，我係 ⟦PERSON|Sandy⟧。嗰部 laser cutter 嘅 admin password 係 ⟦PASSWORD|puzzle-HK-2024⟧，WiFi 就係 ⟦PASSWORD|sandy0802⟧。Supplier ⟦PERSON|陳生⟧ 聽日嚟 collect 舊機，佢電話 ⟦PHONE|9785 3310⟧，記得俾返 deposit ⟦AMOUNT|HK$2,000⟧ 佢，收據放 ⟪drawer_label|B3⟫ 櫃桶。"""),

("readme_markdown",
"""# telemetry-uploader 遥测数据上传

Quick start 快速开始（AWS 文档里的示例 key 不能用）:
```bash
export AWS_ACCESS_KEY_ID=⟪aws_example_key|$dec_aws_example⟫
export AWS_SECRET_ACCESS_KEY=⟪aws_example_secret|$dec_aws_example_secret⟫
```
我本地测试用的（TODO 删掉）:
```bash
export AWS_ACCESS_KEY_ID=⟦APIKEY|$ak_aws_4⟧
export AWS_SECRET_ACCESS_KEY=⟦SECRET|$sec_aws_3⟧
```
Maintainer 维护者: ⟦PERSON|Lily Liu⟧ <⟦EMAIL|lily.liu@sparkrocketry.cn⟧> · license ⟪license|MIT⟫ · ⟪release_version|v0.4.1⟫"""),
]

TEXTS += [
("insurance_claim_hk",
"""Claim Form 索償表 — ⟪org_name|Hong Kong Model Shipwrights Association⟫ Group Policy ⟪policy_number|GP-88201-HK⟫
Claimant 申索人: ⟦PERSON|LAU Chi Wai⟧ ⟦PERSON|劉志偉⟧
HKID 香港身份證: ⟦NATIONAL_ID|$nid_hk_2⟧
DOB 出生日期: ⟦DATE_OF_BIRTH|22-08-1975⟧
Incident 事故: 喺 ⟪venue_name|Victoria Park model boat pond⟫ 試船，一隻叫 ⟪pet_name|Lucky⟫ 嘅狗衝落水咬爛咗船殼，仲 ⟦MEDICAL|右手被狗咬傷，打咗破傷風針⟧
Claim amount 索償金額: ⟦AMOUNT|HK$3,850⟧
Contact 聯絡電話: ⟦PHONE|6390 1178⟧"""),

("supplier_email_chinglish",
"""Dear ⟦PERSON|Tom⟧,

Thanks for your order of ripstop nylon 40D, 500 meters, total ⟪proforma_total|USD 2,150⟫ (PI No. ⟪proforma_no|PI-250611⟫). Please pay to our company account:
Beneficiary: ⟪org_name|Shaoxing Feiyan Textile Co., Ltd.⟫
Account: ⟪org_bank_account|1211 0270 0910 0281 763⟫
SWIFT: ⟪swift_code|ICBKCNBJZJP⟫

Any question pls contact me. I am ⟦PERSON|Annie Zhang⟧ ⟦PERSON|张安妮⟧, WeChat/WhatsApp ⟦PHONE|+86 139 5851 2207⟧, email ⟦EMAIL|annie@feiyantextile.com⟧
谢谢！Best regards"""),

("marketplace_review_mixed",
"""⭐⭐⭐ "Good kit but motor mount 有问题" — by ⟦PERSON|Jun Z.⟧ — Verified Purchase · ⟪review_date|May 2, 2025⟫
Bought for my son ⟦PERSON|Leo⟧ 的 science fair. Instructions only English, ok for me. The ⟪product_name|Alpha III⟫ launched fine on a ⟪rocket_motor_code|C6-5⟫ but the mount cracked on 2nd flight. Seller refunded ⟦AMOUNT|$12.50⟧ quickly. Also careful: ⟦PERSON|Leo⟧ 有 ⟦MEDICAL|ADHD⟧ and he got a bit too excited near the pad 😅 adult supervision needed."""),

("wechat_pinyin_codeswitch",
"""⟦PERSON|Zhang Wei⟧: ⟦PERSON|Wang Fang⟧ 你把那个 Google Maps key 发我下，飞场地图要用
⟦PERSON|Wang Fang⟧: ⟦APIKEY|$ak_google_2⟧ 记得 restrict 一下 referrer
⟦PERSON|Zhang Wei⟧: ok。还有 GitHub 那个 fine-grained token 呢？
⟦PERSON|Wang Fang⟧: ⟦APIKEY|$ak_gh_fine_1⟧ 只有 read 权限 👍 用完记得 revoke，repo 是 ⟪repo_name|flyfield-map⟫"""),

("competition_registration_sg",
"""⟪event_name|Singapore Jigsaw Puzzle Championship 2025⟫ 新加坡拼图锦标赛 报名表
Team 队名: ⟪team_name|Piece by Piece⟫
Member 1: ⟦PERSON|Goh Siew Ling⟧ ⟦PERSON|吴秀玲⟧ — NRIC ⟦NATIONAL_ID|$nid_sg_3⟧
Member 2: ⟦PERSON|Rahul Menon⟧ — FIN ⟦NATIONAL_ID|$nid_sg_4⟧
Contact 联系: ⟦EMAIL|siewling.goh@gmail.com⟧ / ⟦PHONE|+65 8842 1093⟧
Fee 报名费: ⟪entry_fee|S$40/team⟫, paid via PayNow ✅   Category: ⟪competition_category|pairs 500pc⟫"""),

("sms_booking_hk",
"""【⟪org_name|Turbo RC Arena⟫】Mr ⟦PERSON|Chow⟧ 你好，已確認 booking ⟪booking_ref|TB-7721⟫：4/5 (Sat) 14:00-16:00 Track B。已收 deposit ⟦AMOUNT|HK$200⟧（⟪masked_card|Visa ****3318⟫）。如需更改請 WhatsApp ⟦PHONE|5123 8806⟧。"""),

("employee_info_form",
"""Employee Info 员工资料 — ⟪org_name|Golden Gate Hobbies⟫ (wargaming & models)
Name 姓名: ⟦PERSON|Kevin Liang⟧ ⟦PERSON|梁凯文⟧
SSN: ⟦SSN|$ssn_6⟧
DOB 生日: ⟦DATE_OF_BIRTH|04/19/1997⟧
Address 地址: ⟦ADDRESS|1450 Noriega St, Apt 3, San Francisco, CA 94122⟧
Pay rate 时薪: ⟦AMOUNT|$19.50/hr⟧
Direct deposit: routing ⟪routing_number|121000248⟫
Emergency 紧急联络: ⟦PERSON|Amy Liang⟧ (mom 妈妈) ⟦PHONE|(415) 566-2081⟧"""),

("discord_cookie_paste",
"""**#painting-comp**
⟦PERSON|墨染⟧ — 今天 ⟪message_time|20:14⟫
comp results 后台又 logout 了，我把 cookie 贴这你们谁帮我看下：PHPSESSID=⟦SECRET|$sec_cookie_2⟧; connect.sid=⟦SECRET|$sec_cookie_3⟧
⟦PERSON|Grimbeard⟧ — 今天 20:20
兄弟 cookie = 密码啊 don't paste that here 😱 快 logout 一下 all sessions，comp 版本 ⟪app_version|v2.0.3⟫ 本来就有这个 bug"""),

("spec_sheet_bilingual",
"""Spec Sheet 规格书 — ⟪product_code|RS-40D-PU⟫ Ripstop Nylon 尼龙防撕布
Weight 克重: ⟪fabric_weight|40 g/m²⟫ | Width 门幅: ⟪fabric_width|150 cm⟫ | Coating 涂层: PU
Tear strength 撕裂强度: ⟪test_value|≥ 12 N⟫ (⟪standard_number|ISO 13937-2⟫)
MOQ 起订量: ⟪moq|500 m/color⟫ | Price 单价: ⟪unit_price|USD 3.80/m⟫ FOB Ningbo
Lot 批号: ⟪batch_number|FY-2506-118⟫ | Colours 颜色: ⟪color_codes|#E63946, #1D3557⟫"""),

("kubectl_history",
"""# 给娃娃屋商城建 secret（⟦PERSON|xiaotang⟧ 操作，⟪op_date|2025-04-02⟫）
kubectl -n ⟪k8s_namespace|shop-prod⟫ create secret generic db-cred \\
  --from-literal=username=shop \\
  --from-literal=password='⟦PASSWORD|Dollhouse#2025!⟧'
kubectl -n shop-prod create secret generic django --from-literal=SECRET_KEY='⟦SECRET|$sec_django_1⟧'
kubectl -n shop-prod get pods -o wide     # web pod IP ⟦IP_ADDRESS|10.244.1.37⟧
ssh ⟦PERSON|xiaotang⟧@⟦IP_ADDRESS|121.40.77.212⟧"""),

("ops_ticket_key_paste",
"""工单 ⟪ticket_id|OPS-3321⟫：timing 服务器 SSH 登不上 / cannot SSH to timing box
⟦PERSON|Alvin Chan⟧: 我把 key 贴这里你试试 (sorry 我知道不安全)
⟦SECRET|$sec_pem_3⟧
⟦PERSON|阿彬⟧: 收到，用完我就删。server 是 ⟦IP_ADDRESS|172.20.10.4⟧ 对吧？端口还是 ⟪port|2222⟫？"""),

("camp_health_form",
"""Health Form 健康信息表 — ⟪event_name|International Youth Rocketry Camp⟫
Participant 学员: ⟦PERSON|Oliver Zhang⟧ ⟦PERSON|张奥利⟧
DOB 出生日期: ⟦DATE_OF_BIRTH|2011-06-30⟧
Allergies 过敏: ⟦MEDICAL|bee stings 蜂蜇过敏⟧
Medication 用药: ⟦MEDICAL|Ritalin 10mg 每天早上⟧
Conditions 病史: ⟦MEDICAL|mild asthma 轻度哮喘⟧
Parent 家长: ⟦PERSON|Zhang Lei⟧  ⟦PHONE|+1 416 733 2908⟧  ⟦EMAIL|zhanglei.to@gmail.com⟧
Insurance 保险: ⟪insurance_provider|Blue Cross⟫ policy ⟪policy_number|BC-7719203⟫"""),

("payment_gateway_log",
"""[payments] ⟪log_timestamp|2025-08-01 12:00:03⟫ stripe charge.succeeded id=⟪charge_id|ch_3PiQ8b2eZvKYlo2C0r5q1XyZ⟫ customer=⟦EMAIL|chloe.tan@gmail.com⟧ (⟦PERSON|Chloe Tan⟧) amount=⟦AMOUNT|SGD 129.00⟧ card=⟪masked_card|**** 4242⟫
[payments] 2025-08-01 12:00:09 wxpay.notify transaction_id=⟪transaction_id|4200002103202508011547827733⟫ payer=⟦PERSON|吴佩琪⟧ total_fee=⟦AMOUNT|¥399.00⟧ 支付成功
[payments] 2025-08-01 12:00:10 DEBUG 用的 key ⟦APIKEY|$ak_stripe_1⟧ ← 谁把 debug 打开了？？"""),

("insurance_list_europe",
"""Dieppe 风筝节 国际选手保险名单 (from ⟦PERSON|周建国⟧)
Name | Country | ID no. 证件号 | DOB 生日
⟦PERSON|Marek Nowak⟧ | PL | PESEL ⟦NATIONAL_ID|$nid_pl_pesel_1⟧ | ⟦DATE_OF_BIRTH|1984-07-19⟧
⟦PERSON|Aino Virtanen⟧ | FI | HETU ⟦NATIONAL_ID|$nid_fi_1⟧ | ⟦DATE_OF_BIRTH|1987-10-05⟧
⟦PERSON|Giulia Bianchi⟧ | IT | CF ⟦NATIONAL_ID|$nid_it_cf_1⟧ | ⟦DATE_OF_BIRTH|1982-03-09⟧
⟦PERSON|Lars Eriksen⟧ | NO | fødselsnr ⟦NATIONAL_ID|$nid_no_1⟧ | ⟦DATE_OF_BIRTH|1976-08-22⟧
⟦PERSON|Julien Moreau⟧ | FR | NIR ⟦NATIONAL_ID|$nid_fr_1⟧ | 1985
备注: 保费 ⟪insurance_premium|€12/人⟫ 由组委会统一支付，名单截止 ⟪deadline|8月20日⟫"""),

("sim_registration_note",
"""Uttarayan 国际风筝节 Ahmedabad — local SIM 办理
Need: passport + Aadhaar of a local sponsor. Sponsor ⟦PERSON|Hetal Shah⟧, Aadhaar ⟦NATIONAL_ID|$nid_in_1⟧, mobile ⟦PHONE|+91 98250 41736⟧
我们这边: ⟦PERSON|俞诗涵⟧ passport ⟦PASSPORT|$pp_cn_2⟧
SIM 费用 ⟦AMOUNT|₹500⟧ 是 ⟦PERSON|俞诗涵⟧ 先垫付的，回国报销。运营商 ⟪carrier|Jio⟫，套餐 ⟪plan_name|28-day 2GB/day⟫"""),

("tfn_declaration_mixed",
"""TFN declaration 报税号申报 — ⟪org_name|Warpath Games Sydney⟫
Name 姓名: ⟦PERSON|Deng Kai⟧ ⟦PERSON|邓凯⟧
TFN: ⟦NATIONAL_ID|$nid_au_tfn_1⟧
DOB: ⟦DATE_OF_BIRTH|19/04/1997⟧
Address: ⟦ADDRESS|Unit 5, 22 Dixon Street, Haymarket NSW 2000⟧
Visa: ⟪visa_subclass|subclass 500⟫，每两周最多 48 小时
Wage 时薪: ⟦AMOUNT|A$28.12/hr⟧ casual
Super fund: ⟪super_fund|AustralianSuper⟫"""),

("wechat_payroll_help",
"""⟦PERSON|Sun Yumei⟧: 你帮我看看这个 form，NI number 填 ⟦NATIONAL_ID|$nid_uk_nino_2⟧ 对吗？
⟦PERSON|小黄⟧: 对，不带空格也行。Bank 那栏填你 Barclays 的 ⟦IBAN|$iban_gb_2⟧？
⟦PERSON|Sun Yumei⟧: ok。时薪 ⟦AMOUNT|£12.21⟧ 还行吧，at the puzzle shop 😂
⟦PERSON|小黄⟧: 不错了！记得带 BRP 去 ⟪org_name|Jigsaw Junction⟫ 签合同，⟪appointment_time|Mon 10am⟫"""),

("guesthouse_registration",
"""民宿登记 Guest registration — ⟪event_name|Weifang Kite Festival⟫ week
Guest 1: ⟦PERSON|许婧⟧ / ⟦PERSON|Xu Jing⟧ — 身份证 ⟦IDCARD|$id_xu⟧，生日 ⟦DATE_OF_BIRTH|1991-11-03⟧
Guest 2: ⟦PERSON|Mark Delaney⟧ (US) — passport ⟦PASSPORT|$pp_us_1⟧
Room 房间 ⟪room_number|302⟫, 3 nights, total ⟦AMOUNT|¥1,860⟧ paid by ⟦PERSON|Xu Jing⟧ via Alipay
Check-in ⟪checkin_date|4/17⟫，WiFi ⟪wifi_ssid|YuanFei-Home⟫"""),
]
