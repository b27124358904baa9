# -*- coding: utf-8 -*-
"""blind54 mixed texts: (kind, marked_text), each typed by hand."""

TEXTS = []

# ---- part 1: code-switching chats, expats, cross-border ----------------------------
TEXTS += [
("wechat_uk_student_used_car", """【微信】留学生二手车群 - 私聊
⟦PERSON|Kevin 刘⟧：hi 那台 ⟪model_name|Yaris 1.3⟫ 还在吗？我下周 viewing 可以吗
⟦PERSON|Sam Whitaker⟧：Yes still available mate. ⟪asking_price|£3,250⟫ ono. Car's at ⟦ADDRESS|14 Clarendon Road, Leeds LS2 9NN⟧
⟦PERSON|Kevin 刘⟧：ok 我周六上午来，我的 number 是 ⟦PHONE|07415 882 063⟧
⟦PERSON|Kevin 刘⟧：insurance 那边要我护照号，我直接填 ⟦PASSPORT|$pp_cn3⟧ 对吧？DOB ⟦DATE_OF_BIRTH|12/02/2001⟧
⟦PERSON|Sam Whitaker⟧：That's between you and the insurer 😅 but yeah. Bring ⟦AMOUNT|£300⟧ deposit if you like it
⟦PERSON|Kevin 刘⟧：好 deal 👍"""),

("slack_thread_china_dev_team", """#car-rental-backend
⟦PERSON|zhou.yi⟧ 10:12：prod 的 order-service 又 OOM 了，谁在看？
⟦PERSON|alex.chen⟧ 10:14：我在看，heap dump 在 ⟦IP_ADDRESS|10.8.3.44⟧:/data/dump，先别重启
⟦PERSON|zhou.yi⟧ 10:15：ok。另外 slack app 的 user token 我放这了，临时用一下 ⟦APIKEY|$ak_slackuser1⟧，下午就 revoke
⟦PERSON|alex.chen⟧ 10:16：🙃 别贴 token 啊。监控 grafana 还是 ⟦IP_ADDRESS|10.8.3.50⟧:⟪port|3000⟫ 吗
⟦PERSON|zhou.yi⟧ 10:16：对，账号 admin 密码 ⟦PASSWORD|Grafana@Rent2024⟧
⟦PERSON|alex.chen⟧ 10:18：fix 在 ⟪commit_sha|9f2c1e7⟫，release ⟪version|v2.31.4⟫ 今晚发"""),

("email_au_dealer_chinese_customer", """Subject: 您的新车交付 / Your delivery booking - ⟪model_name|BYD Atto 3 Extended⟫

Hi ⟦PERSON|Michelle⟧ 您好,

Your car is ready for delivery on Saturday 10am at our ⟪place_name|Chatswood⟫ showroom. 交车时请带上：driver licence + 护照（如果 licence 还没更新地址）.

Details we hold (请核对):
- Name: ⟦PERSON|Michelle Xu Yan⟧
- Australian passport: ⟦PASSPORT|$pp_au1⟧
- DOB: ⟦DATE_OF_BIRTH|5 March 1990⟧
- Address: ⟦ADDRESS|Unit 1204, 2 Help Street, Chatswood NSW 2067⟧
- Balance payable: ⟦AMOUNT|AUD 28,450.00⟧ (after ⟦AMOUNT|$2,000⟧ deposit)

有任何问题 call me ⟦PHONE|0412 778 305⟧.
⟦PERSON|Jason Lim⟧ | ⟪company_name|Northside EV Centre⟫"""),

("whatsapp_hk_motorcycle_dealer", """[WhatsApp] ⟪company_name|旺角電單車行⟫
⟦PERSON|Ah Keung⟧: ⟦PERSON|陳生⟧，架 ⟪model_name|Vespa GTS 300⟫ 到咗，今個禮拜可以 deliver
⟦PERSON|陳生⟧: ok 餘數幾多？
⟦PERSON|Ah Keung⟧: 車價 ⟪price|HK$82,800⟫，你俾咗 deposit ⟦AMOUNT|HK$10,000⟧，balance ⟦AMOUNT|HK$72,800⟧。辦牌要你 passport 或者身份證
⟦PERSON|陳生⟧: 我用 passport 啦 ⟦PASSPORT|$pp_hk1⟧，名 ⟦PERSON|CHAN Tsz Ho⟧
⟦PERSON|Ah Keung⟧: 👌 地址呢？
⟦PERSON|陳生⟧: ⟦ADDRESS|九龍旺角彌敦道 688 號 12 樓 C 室⟧，電話 ⟦PHONE|6138 2274⟧"""),

("line_chat_taiwan_japan_rental", """【LINE】日本自駕 群組
⟦PERSON|Vivian⟧: 我訂好 ⟪company_name|Times Car⟫ 了！⟪place_name|那霸機場⟫取車，reservation no. ⟪reservation_no|TC-OKA-448120⟫
⟦PERSON|阿哲⟧: 要先付嗎
⟦PERSON|Vivian⟧: 已經刷我的 JCB ⟦CARD|$card_jcb1⟧ 了，CVC ⟦CVV|604⟧，共 ⟦AMOUNT|JPY 38,720⟧，大家之後轉我
⟦PERSON|阿哲⟧: 欸卡號不要貼群組啦 😂
⟦PERSON|Vivian⟧: 喔對 😅 等下收回。另外租車要主駕護照號，我的是 ⟦PASSPORT|$pp_tw1⟧
⟦PERSON|阿哲⟧: 國際駕照也要帶喔，⟪document_type|IDP⟫ 去監理站辦 ⟪tariff|NT$250⟫"""),

("telegram_sg_driving_school", """[Telegram] ⟪company_name|Bukit Batok Driving Centre⟫ - Class 2B group
Instructor ⟦PERSON|Lim⟧: 各位 students, 明天 circuit lesson 早上 7am sharp ah, 不要迟到, 记得带 learner licence
⟦PERSON|Ryan Goh⟧: Sir 我的 TP test date 几时？
Instructor ⟦PERSON|Lim⟧: ⟦PERSON|Ryan⟧ yours is ⟪test_date|12 Sep⟫. Admin need your NRIC to confirm booking, PM ⟦PERSON|Tan 小姐⟧ ok?
⟦PERSON|Ryan Goh⟧: ok la. ⟦NATIONAL_ID|$nid_sg2⟧, DOB ⟦DATE_OF_BIRTH|14/06/2002⟧
Instructor ⟦PERSON|Lim⟧: 😑 我说私信啊. anyway, remaining fee ⟦AMOUNT|S$380⟧ pay at counter
⟦PERSON|Ryan Goh⟧: noted 谢谢 sir"""),
]

TEXTS += [
("python_module_chinese_comments", '''# payments/gateway.py  —— 租车押金预授权
# TODO(⟦PERSON|wanglei⟧): 把 key 挪到 KMS，别再写死在代码里！！
import stripe

# 受限 key，只有 PaymentIntent 权限（restricted key, prod）
stripe.api_key = "⟦APIKEY|$ak_stripe_rk1⟧"

# Apple Pay merchant 证书私钥，临时放这里测试用，上线前删除
APPLE_PAY_KEY = """⟦SECRET|$sc_ec1⟧"""

DEPOSIT_CNY = ⟪config_constant|5000⟫   # 默认押金，单位元
SUPPORT_EMAIL = "⟦EMAIL|pay-support@rentgo.cn⟧"
'''),

("wechat_us_student_car_loan", """【微信】⟦PERSON|Eric 王⟧ ↔ ⟦PERSON|Tina⟧（⟪company_name|Bay Area Honda⟫ 中文销售）
⟦PERSON|Tina⟧：⟦PERSON|Eric⟧，credit union 那边 approve 了，APR ⟪apr_quote|7.49%⟫，60 个月。还差你的 SSN 填 application
⟦PERSON|Eric 王⟧：⟦SSN|$ssn8⟧。我是 F-1 student，有 SSN 因为之前 on-campus job
⟦PERSON|Tina⟧：OK 收到。address 还是 ⟦ADDRESS|2310 Durant Ave Apt 5, Berkeley, CA 94704⟧ 吗？
⟦PERSON|Eric 王⟧：对。down payment 我打算付 ⟦AMOUNT|$6,000⟧
⟦PERSON|Tina⟧：好，monthly 大概 ⟦AMOUNT|$412⟧，周五来签字，打我 cell ⟦PHONE|(510) 384-9926⟧"""),

("email_private_seller_germany", """Subject: Re: Porsche 911 (997) - Anzahlung / 订金

Hallo Herr ⟦PERSON|Schulz⟧,

thank you for the quick reply. 我的客户 ⟦PERSON|钱宏⟧ agrees to the price of ⟪price|€68,500⟫. As discussed he will pay a deposit of ⟦AMOUNT|€5,000⟧ to your private account ⟦IBAN|$iban_de2⟧ (Kontoinhaber: ⟦PERSON|Matthias Schulz⟧) today.

For the Kaufvertrag and the export papers you need his passport: ⟦PASSPORT|$pp_cn4⟧, 生日 ⟦DATE_OF_BIRTH|1978-10-03⟧. 出口报关 we use ⟪company_name|Hamburg Süd Logistics⟫, container booking ⟪booking_ref|HSL-CN-22871⟫.

请确认 / please confirm, und bitte schicken Sie mir die Fahrgestellnummer noch einmal.

Best regards / 此致
⟦PERSON|Lin Qiao⟧  ⟦PHONE|+86 139 1640 2285⟧ | ⟦EMAIL|linqiao.export@163.com⟧"""),
]

TEXTS += [
("email_swiss_lease_expat", """Betreff: Leasingvertrag ⟪agreement_no|LV-ZH-2024-1187⟫ – direct debit 更改

Dear Frau ⟦PERSON|Brunner⟧ 和同事们,

我是 ⟦PERSON|Zhao Ming⟧, lessee of the ⟪model_name|Tesla Model Y⟫ contract above. 我换了银行, please change the monthly debit of ⟦AMOUNT|CHF 689.00⟧ to my new account:
IBAN ⟦IBAN|$iban_ch1⟧ (⟪bank_name|Zürcher Kantonalbank⟫)
地址不变：⟦ADDRESS|Hardstrasse 201, 8005 Zürich⟧
Thanks / 谢谢！
⟦PHONE|+41 78 624 19 03⟧"""),
]

TEXTS += [
("wechat_foreigner_car_registration_sh", """【微信】⟪company_name|上海永达宝马⟫ 销售 ⟦PERSON|Cindy 周⟧ ↔ ⟦PERSON|Julien Moreau⟧
⟦PERSON|Cindy 周⟧：⟦PERSON|Julien⟧ 你好，foreigner 上牌需要 passport + 居留许可 + 临时住宿登记表，passport number 发我一下？
⟦PERSON|Julien Moreau⟧：Sure, ⟦PASSPORT|$pp_fr1⟧. 居留许可下周到期 but already renewed
⟦PERSON|Cindy 周⟧：OK 👍 首付 ⟦AMOUNT|RMB 120,000⟧ 已收到，剩下贷款 ⟪loan_term|36 期⟫
⟦PERSON|Julien Moreau⟧：Great. Delivery to my flat? ⟦ADDRESS|上海市长宁区虹桥路2088号古北新城12号楼1701室⟧
⟦PERSON|Cindy 周⟧：可以的，司机 ⟦PERSON|小吴⟧ 会联系你 ⟦PHONE|138 1792 6604⟧"""),

("recruitment_poland_logistics", """【招聘登记】⟪company_name|华波物流 Sp. z o.o.⟫ 华沙仓 - 叉车/货车司机
姓名 Name: ⟦PERSON|Zuzanna Kamińska⟧
PESEL: ⟦NATIONAL_ID|$nid_pesel2⟧    出生日期 DOB: ⟦DATE_OF_BIRTH|11.02.2003⟧
驾照类别: B, C（⟪licence_category|Kat. C⟫ 2023 年取得）
工资账户 salary account: ⟦IBAN|$iban_pl1⟧
期望薪资: ⟦AMOUNT|6 500 zł brutto⟧
面试官: ⟦PERSON|刘经理⟧ / HR ⟦PERSON|Agnieszka⟧"""),

("dutch_ev_lease_expat", """Hi ⟦PERSON|Daan⟧, 这是我 lease 申请的资料 (private lease ⟪model_name|Kia EV3⟫, 48 mnd):
- Naam: ⟦PERSON|Huang Siyu⟧
- BSN: ⟦NATIONAL_ID|$nid_bsn2⟧
- 地址 Adres: ⟦ADDRESS|Stationsplein 41, 3511 ED Utrecht⟧
- Netto salaris: ⟦AMOUNT|€3.850⟧ per maand (working at ⟪company_name|ASML⟫ 的 supplier)
- Mobiel: ⟦PHONE|06 4831 2297⟧
BKR check 需要多久? 谢谢!"""),

("ski_trip_rental_refund_at", """【微信群】奥地利滑雪 trip 🎿
⟦PERSON|Leo⟧：⟪company_name|Sixt⟫ Innsbruck 把多扣的 ⟦AMOUNT|€240⟧ 退了，他们说退到 card，但我那张卡 cancelled 了
⟦PERSON|Mandy⟧：那让他们 bank transfer 呗
⟦PERSON|Leo⟧：对，我给了他们我 Austrian account ⟦IBAN|$iban_at1⟧，case number ⟪case_no|SX-AT-0099381⟫
⟦PERSON|Mandy⟧：nice。AA 的话每人再补 ⟦AMOUNT|€63.50⟧ 给 ⟦PERSON|Leo⟧ 就行"""),

("amex_payment_dealer_shanghai", """[内部备忘 internal memo - do not forward]
VIP 客户 Mrs ⟦PERSON|Olivia Harrison⟧ 电话里报了她的 Amex 卡 ⟦CARD|$card_amex2⟧，CID ⟦CVV|2719⟧，exp ⟪card_expiry|05/27⟫，用于 ⟪model_name|Range Rover Sport P400e⟫ 订金 ⟦AMOUNT|RMB 50,000⟧。
财务 ⟦PERSON|Wendy⟧ 请今天 process，然后 shred 这张纸。客户手机 ⟦PHONE|+86 186 0218 7734⟧，交车地址待定。
—— ⟦PERSON|Frank 孙⟧, Sales Manager, ⟪company_name|路虎浦东中心⟫"""),
]

# ---- part 2 ------------------------------------------------------------------------
TEXTS += [
("wechat_la_rental_discover_card", """【微信】转发给老公看：和 LA 租车公司的 chat 记录
Agent (⟪company_name|Fox Rent A Car⟫)：Hi, to secure the booking we need a credit card. Debit cards need extra checks.
我：ok 用我的 Discover 吧 ⟦CARD|$card_disc1⟧ exp ⟪card_expiry|10/28⟫ CVV ⟦CVV|552⟧
Agent：Thanks Ms. ⟦PERSON|Liang⟧. Deposit hold is ⟦AMOUNT|US$200⟧, released 7-10 days after return. Pickup at ⟪place_name|LAX⟫, confirmation ⟪reservation_no|FX-99310274⟫.
我：好的 thanks. 我的手机 ⟦PHONE|+1 626 893 4471⟧，驾照是中国驾照 + 翻译件，OK?
Agent：Yes that works with your passport.
（老公：卡号怎么直接发聊天里了 😓 回头记得换卡）"""),
]

TEXTS += [
("online_order_tyre_shop_my", """Order ⟪order_id|#MY-TS-50812⟫ - ⟪company_name|Tyre Pro Puchong⟫ 网店
客户 Customer: ⟦PERSON|Lee Mei Ling⟧（⟦PERSON|李美玲⟧）
手机 Mobile: ⟦PHONE|+60 12-338 7140⟧
Items: 4 x ⟪tyre_model|Continental UltraContact UC7⟫ ⟪tyre_size|205/55R16⟫ @ ⟪unit_price|RM 329⟫
Paid: ⟦AMOUNT|RM 1,316.00⟧ by Mastercard ⟦CARD|$card_mc3⟧
安装地址 (mobile fitting): ⟦ADDRESS|No. 23, Jalan Kenari 5, Bandar Puchong Jaya, 47100 Puchong, Selangor⟧
备注 Remarks: 下午 3 点后才在家，请先 WhatsApp，谢谢"""),

("github_pr_review_mixed", """**PR #⟪pr_number|482⟫ - 经销商 API 鉴权改为 JWT (dealer auth -> JWT)**

⟦PERSON|chenhao-dev⟧ commented on `tests/fixtures/auth.json`:
> 这个 fixture 里的 token 是 prod 签发的吧？`exp` 还没过期，scope 还有 stock.write 😱
```json
{"dealer_token": "⟦APIKEY|$ak_jwt2⟧"}
```
> 请换成用 test secret 本地签的。另外 CI 里的 GH token 也别 echo 出来了：`GH_TOKEN=⟦APIKEY|$ak_gh2⟧`

⟦PERSON|sarah-oconnor⟧ replied: good catch 🙏 两个都会 rotate。@⟦PERSON|chenhao-dev⟧ fixed in ⟪commit_sha|4be71a2⟫, please re-review."""),

("toml_config_parts_shop", """# shopify-sync/config.toml  汽配网店 ⟪company_name|AutoParts HK⟫ 同步脚本配置
[shopify]
shop = "⟪shop_domain|autoparts-hk.myshopify.com⟫"
admin_api_token = "⟦APIKEY|$ak_shopify1⟧"   # 有 write_products 权限，千万别外泄
api_version = "⟪api_version|2024-07⟫"

[maps]
# 门店地图用的 Google key（记得在 console 里限制 referrer）
google_api_key = "⟦APIKEY|$ak_google2⟧"

[owner]
name = "⟦PERSON|Raymond Tse⟧"
email = "⟦EMAIL|raymond@autoparts-hk.com⟧"
"""),

("bug_report_session_leak", """【Bug】二手车估价 H5 页面 session 串号 / session leakage between users
Reporter: QA ⟦PERSON|小林⟧    Severity: Critical    Build: ⟪build_number|h5-20240811.3⟫
复现步骤 Steps to reproduce:
1. 用户A 登录后 cookie: sessionid=⟦SECRET|$sc_cookie_dj1⟧
2. 用户B 走同一个 CDN 节点 ⟦IP_ADDRESS|111.206.45.17⟧ 访问 /valuation/mine，看到了用户A 的估价单（车主 ⟦PERSON|蒋丽⟧，手机 ⟦PHONE|13520867731⟧）
Expected: 带 Set-Cookie 的响应不应该被 CDN cache
Env: Django ⟪version|4.2.13⟫, nginx ⟪version|1.24.0⟫"""),

("curl_repro_favorites_api", r"""# 复现 used-car 平台 "收藏夹" 接口 500 —— 从浏览器 copy as cURL（⟦PERSON|Daisy⟧ 的测试账号，用完改密码）
curl 'https://api.chezhidao.cn/v1/favorites?page=2' \
  -H 'cookie: connect.sid=⟦SECRET|$sc_cookie_ex1⟧; _ga=⟪analytics_cookie|GA1.2.1180442377.1721808000⟫' \
  -H 'x-user-email: ⟦EMAIL|daisy.fang@qq.com⟧' \
  -H 'x-request-id: ⟪request_id|7c2e91d4a0b34f8e⟫'
# 返回 500，日志显示 upstream ⟦IP_ADDRESS|10.12.0.8⟧:⟪port|9000⟫ timeout"""),
]

TEXTS += [
("confluence_deploy_runbook", """【Confluence】诊断平板 deployment runbook v2（owner: ⟦PERSON|Peter 黄⟧）
1. 先在 Jenkins 跑 job ⟪jenkins_job|tablet-app-release⟫，版本号 ⟪version|3.6.0⟫
2. 打包产物上传到 ⟪artifact_path|s3://diag-artifacts/tablet/⟫
3. 部署机 ⟦IP_ADDRESS|172.20.1.9⟧ 用下面这个 key 登录（⚠️ 这是 real key，不是 example，别复制到别处）：
⟦SECRET|$sc_ssh1⟧
4. 登录用户 deploy，sudo 密码 ⟦PASSWORD|Tab!Deploy2024⟧
5. 有问题找 ⟦PERSON|Peter 黄⟧ 或者 on-call 手机 ⟦PHONE|+86 135 6021 8849⟧"""),

("dms_admin_handover_totp", """DMS super admin handover / 超管账号交接（⟪company_name|华东汽车集团⟫）
Login 账号: ⟦PERSON|lizhen.admin⟧
Password 密码: ⟦PASSWORD|Dms#SuperAdm1n!⟧
2FA TOTP seed: ⟦SECRET|$sc_totp1⟧（扫不了 QR 就手动输入）
交接人 ⟦PERSON|李振⟧ → 接收人 ⟦PERSON|Grace 何⟧，见证人 IT ⟦PERSON|Tony⟧
交接完成后请立即 reset password + re-bind 2FA，本文档 ⟪retention|24h⟫ 后删除"""),

("licence_conversion_pre_check", """【车管所 境外驾照换证 预审表 Foreign licence conversion】
申请人 Applicant: ⟦PERSON|Oliver Bennett⟧
护照 Passport (UK): ⟦PASSPORT|$pp_uk2⟧
出生日期 DOB: ⟦DATE_OF_BIRTH|22 Jul 1985⟧
居住地址 Address: ⟦ADDRESS|深圳市南山区蛇口望海路1128号海上世界双玺2栋3A⟧
联系电话 Tel: ⟦PHONE|155 2783 0916⟧
体检 Medical: ⟦MEDICAL|近视 -4.5，需戴眼镜驾驶⟧
科目一考试语言 exam language: English；考试费 ⟪tariff|50元⟫；预约号 ⟪appointment_no|SZ-CG-0827-1193⟫"""),

("wechat_us_expat_car_purchase_sz", """【微信】⟪company_name|比亚迪 4S 福田店⟫ ⟦PERSON|小邓⟧ ↔ ⟦PERSON|Tom Greene⟧
⟦PERSON|小邓⟧：⟦PERSON|Tom⟧ 你好，purchase contract 需要你的 passport number 和 phone
⟦PERSON|Tom Greene⟧：Passport ⟦PASSPORT|$pp_us2⟧, phone ⟦PHONE|+86 176 8821 4093⟧. Full name is ⟦PERSON|Thomas R. Greene⟧
⟦PERSON|小邓⟧：好的～全款 ⟦AMOUNT|¥189,800⟧，可以刷卡或者转账。外国人贷款比较麻烦所以建议全款
⟦PERSON|Tom Greene⟧：OK I'll transfer tomorrow. Email the contract to ⟦EMAIL|tgreene.sz@gmail.com⟧ pls"""),

("rental_note_german_engineer", """【租车订单备注 Rental note】⟪company_name|一嗨租车⟫ 沈阳铁西店　订单 ⟪order_id|EH-SY-2408-00317⟫
Driver: ⟦PERSON|Florian Hartmann⟧，德国籍，passport ⟦PASSPORT|$pp_de1⟧
已持中国驾照 (converted)，在 ⟪company_name|华晨宝马⟫ 工作，长租 6 个月
月租 ⟪tariff|¥4,200/月⟫；押金由本人微信支付 ⟦AMOUNT|¥5,000⟧
Emergency contact 紧急联系人: 同事 ⟦PERSON|王晓⟧ ⟦PHONE|139 4018 2275⟧
Note: customer speaks little Chinese，请用英文沟通"""),
]

# ---- part 3 ------------------------------------------------------------------------
TEXTS += [
("whatsapp_my_towing", """[WhatsApp] ⟦PERSON|Ah Seng⟧ Towing 🚚
Customer：Hi boss, 我车在 ⟪road_name|NKVE⟫ KM 23 breakdown 了，可以 tow 去 Damansara 吗？
⟦PERSON|Ah Seng⟧：Can. ⟪tariff|RM 180⟫ first 20km, after that ⟪tariff|RM 3 per km⟫. 你名字 and number?
Customer：⟦PERSON|Wong Kar Fai⟧，⟦PHONE|016-552 8190⟧
⟦PERSON|Ah Seng⟧：OK 30 min reach. 我的 driver ⟦PERSON|Muthu⟧ will call you, 白色 lorry ⟪reg_plate|WXY 4471⟫
Customer：Done, 已经 DuitNow 给你 ⟦AMOUNT|RM 220⟧ 了，thanks boss"""),

("dingtalk_service_advisor_group", """【钉钉】Service Advisor 群
⟦PERSON|Jessica 吴⟧：@⟦PERSON|Mike 孔⟧ 那个瑞典客户 Mr. ⟦PERSON|Andersson⟧ 的 ⟪model_name|XC90 B5⟫ 保养做完了吗？他下午 flight
⟦PERSON|Mike 孔⟧：做完了，invoice ⟪invoice_no|SV-240830-022⟫，他已经 Alipay 付了 ⟦AMOUNT|¥2,368⟧
⟦PERSON|Jessica 吴⟧：好，receipt 发他邮箱 ⟦EMAIL|erik.andersson@volvocars.com⟧，英文版
⟦PERSON|Mike 孔⟧：OK。他说下次 service 直接 WeChat 他，手机 ⟦PHONE|+86 139 1862 0745⟧"""),

("csv_hk_leasing_customers", """客户编号,姓名,English Name,Mobile,Email,Monthly Rent,Remarks
⟪customer_no|HKL-0331⟫,⟦PERSON|梁子晴⟧,⟦PERSON|Tiffany Leung⟧,⟦PHONE|9177 3082⟧,⟦EMAIL|tiffany.leung@netvigator.com⟧,⟦AMOUNT|HK$9,800⟧,續約 renew 2025
⟪customer_no|HKL-0332⟫,⟦PERSON|吳志明⟧,⟦PERSON|Marco Ng⟧,⟦PHONE|6294 1158⟧,⟦EMAIL|marco.ng@gmail.com⟧,⟦AMOUNT|HK$12,500⟧,要求換 ⟪model_name|Tesla Model 3⟫"""),

("markdown_postmortem_lead_spam", """## Postmortem：线索表单被刷 (lead form spam) ⟪incident_date|2024-08-03⟫

**Impact**：⟪record_count|3,412⟫ 条垃圾线索进入 CRM，dealer ⟪dealer_account|DLR-30071⟫ 的销售收到大量假 lead。

**Timeline / 时间线**
- 02:14 攻击流量来自 ⟦IP_ADDRESS|185.220.101.47⟧、⟦IP_ADDRESS|45.155.205.233⟧（Tor exit nodes）
- 02:40 WAF 节点 ⟦IP_ADDRESS|10.0.9.4⟧ 开启 rate limit
- 09:10 真实用户 ⟦PERSON|Nina Zhang⟧（⟦EMAIL|nina.zhang@outlook.com⟧）被误拦，投诉后加入 allowlist

**Notes**：runbook 里的 ⟪doc_ip|198.51.100.77⟫ 只是 example，不要加进 blocklist。
Owner：⟦PERSON|Kevin Ma⟧"""),
]

TEXTS += [
("social_post_uk_mot_fail", """英国 MOT 没过 😭 分享一下经验 #英国生活 #留学生买车
我的 ⟪model_name|2012 Polo 1.2⟫ 今天在 ⟪company_name|Halfords Autocentre⟫ 做 MOT，fail 了：brake pipe corroded + tyre below legal limit。修好加 retest 一共花了 ⟦AMOUNT|£342⟧ 💸
师傅 ⟦PERSON|Dave⟧ 人超好，还教我看 advisory。室友 ⟦PERSON|Yuki⟧ 推荐的这家，想去的姐妹可以打 garage 电话 ⟦PHONE|0121 426 3390⟧
Tips：MOT 费用上限是 ⟪tariff|£54.85⟫，很多地方有 discount，记得 check ⟪website|gov.uk⟫ 的 MOT history"""),

("call_transcript_vancouver_carshare", """[Call recording] ⟪company_name|Evo Car Share⟫ support, Vancouver
Agent: Thanks for calling, how can I help?
Caller: Hi, 呃 sorry, my account is locked. 名字是 ⟦PERSON|Yvonne Tang⟧, email ⟦EMAIL|yvonne.tang@shaw.ca⟧
Agent: I see an unpaid parking ticket of ⟦AMOUNT|CAD 85⟧ from July 14.
Caller: 啊那次是我朋友开的…… ok fine, I'll pay it.
Agent: Is ⟦PHONE|604-729-3177⟧ still the best number? I'll text you the payment link.
Caller: 对, yes. 谢谢"""),

("web_form_driving_school_sydney", """{"form":"lesson-booking","school":"⟪company_name|Easy Pass Driving School 易过驾校⟫","lang":"中文","student":{"name":"⟦PERSON|Chloe 陈思雨⟧","dob":"⟦DATE_OF_BIRTH|2004-09-21⟧","mobile":"⟦PHONE|0433 912 650⟧","suburb":"⟪place_name|Burwood⟫","licence":"learner"},"medical":"⟦MEDICAL|有癫痫病史，已两年未发作⟧","notes":"想约周末 lesson，最好女教练，英文不太好","package":"⟪package_code|10-LESSON-PACK⟫","price":"⟪price|A$690⟫","submitted_ip":"⟦IP_ADDRESS|1.145.92.203⟧"}"""),

("invoice_hk_tyre_shop", """⟪company_name|順興輪胎 Shun Hing Tyres⟫　INVOICE 發票 No. ⟪invoice_no|SH-2408-0772⟫
Customer 客戶: ⟦PERSON|黃先生⟧ (⟦PERSON|Wong Ka Lok⟧)　Tel: ⟦PHONE|5107 6283⟧
Vehicle 車牌: ⟪reg_plate|WK 8213⟫　⟪model_name|Toyota Noah⟫
4 x ⟪tyre_model|Yokohama BluEarth-GT⟫ ⟪tyre_size|205/60R16⟫ @ ⟪unit_price|HK$880⟫
四輪定位 wheel alignment ⟪unit_price|HK$380⟫
Total received 實收: ⟦AMOUNT|HK$3,900⟧ (FPS 轉數快)"""),
]

TEXTS += [
("k8s_configmap_used_car_platform", """# k8s/prod/valuation-api.yaml —— 估价服务（⚠️ password 不应该放 ConfigMap，应该用 Secret，待整改）
apiVersion: v1
kind: ConfigMap
metadata:
  name: valuation-api-config
  namespace: ⟪k8s_namespace|prod-valuation⟫
data:
  MONGO_URI: "mongodb://valuation:⟦SECRET|V4lu@tion#Mongo88⟧@⟦IP_ADDRESS|10.244.3.17⟧:27017/valuation"
  KAFKA_BROKERS: "⟦IP_ADDRESS|10.244.5.2⟧:9092,⟦IP_ADDRESS|10.244.5.3⟧:9092"
  ONCALL: "⟦PERSON|liuchang⟧"   # 有问题 @ 他
  IMAGE_TAG: "⟪docker_image_tag|valuation-api:2.7.5⟫"
"""),

("voice_message_shanghai_expat", """[语音转文字 voice-to-text, 0:38]
Hey ⟦PERSON|Sophie⟧ 我是 ⟦PERSON|Ken⟧ 啊，那个 garage 刚打电话给我，说你的 ⟪model_name|Mini Cooper⟫ 的 gearbox 要换，quote 是 ⟪quote|一万八⟫，我觉得有点贵。你先别答应，我让我朋友 ⟦PERSON|阿龙⟧ 帮你看一下，他自己开修理厂的，电话 ⟦PHONE|一三八，一七六二，零九五三⟧。另外上次你垫的那个拖车费 ⟦AMOUNT|六百块⟧ 我晚上微信转你。OK 拜拜"""),

("wecom_fleet_fuel_card_pin", """【企业微信】⟪company_name|速达同城配送⟫ fleet 管理群
车队长 ⟦PERSON|老韩⟧：新的 fuel card 到了，PIN 我私发每个人，大家别再在群里问了 🙏
⟦PERSON|Jack 鲁⟧：⟦PERSON|韩队⟧ 我的 PIN 是不是还是 ⟦PASSWORD|8826⟧？急着加油
车队长 ⟦PERSON|老韩⟧：……都说了私发。是的。卡号尾号 ⟪card_last4|3307⟫，额度 ⟪credit_limit|¥3,000/月⟫
⟦PERSON|Annie 吕⟧：我的车 ⟪reg_plate|沪D·K2281⟫ 胎压灯亮了，能去 ⟪company_name|途虎养车⟫ 补胎吗？
车队长 ⟦PERSON|老韩⟧：可以，发票抬头写公司，自己先垫付，报销走 DingTalk 审批"""),
]
