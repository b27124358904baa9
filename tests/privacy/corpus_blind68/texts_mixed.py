# -*- coding: utf-8 -*-
# Mixed Chinese/English texts for blind68. Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name from values.py
TEXTS = [
("slack_thread", """@⟦PERSON|Kevin⟧ 你那个 staging 的 .env 里 STRIPE_SECRET_KEY 是 live 的！！⟦APIKEY|$sk03⟧ 赶紧 rotate 一下
⟦PERSON|Kevin Lau⟧: 我靠 sorry，马上。顺便 OpenAI key 也换了，新的放 Vault 了
⟦PERSON|周敏⟧: 还有 DB_URL=postgres://⟪service_account|glass_admin⟫:⟦SECRET|Liuli#2024⟧@⟦IP_ADDRESS|172.21.3.10⟧:⟪port|5432⟫/shop，密码也要改
⟦PERSON|Kevin Lau⟧: ok ok，今晚 ⟪time|11pm⟫ 之前全部搞定，ticket ⟪ticket_id|DEV-1187⟫"""),

("wechat_chat", """⟦PERSON|Lily⟧: 妈我在伦敦看中一把琴 ⟪price|£4,500⟫，⟪org_name|Holborn Strings⟫ 那家店，能不能先用你的卡付？
妈妈: 行，卡号 ⟦CARD|$card20⟧，expiry ⟪card_expiry|05/28⟫，CVV 是 ⟦CVV|238⟧，持卡人 ⟦PERSON|ZHANG HUIMIN⟧
⟦PERSON|Lily⟧: 收到！剩下的 ⟦AMOUNT|£500⟧ 我自己付
妈妈: 别乱花钱，还有你那个 ⟦MEDICAL|hay fever⟧ 记得吃 ⟦MEDICAL|cetirizine⟧"""),

("jira_ticket", """[⟪ticket_id|TROPHY-231⟫] 用户下单后 confirmation email 没发出去
Reporter: ⟦PERSON|黎晓彤⟧ | Assignee: ⟦PERSON|Arjun Mehta⟧
Log:
⟪log_timestamp|2024-08-12 14:22:09⟫ ERROR mailer: Mailgun 401 for key=⟦APIKEY|$mg02⟧ to=⟦EMAIL|wangpeng.sz@gmail.com⟧ order=⟪order_id|TR-88120⟫ ip=⟦IP_ADDRESS|183.14.29.77⟧
备注: key 好像被 revoke 了，@⟦PERSON|Arjun⟧ 帮忙看下 Mailgun dashboard"""),

("hotel_booking_form", """Hotel Booking — ⟪org_name|Hôtel des Horlogers⟫, Le Brassus
Guest name: ⟦PERSON|QIAN Weiming⟧ ⟦PERSON|钱伟明⟧
Passport: ⟦PASSPORT|$pp04⟧   Nationality: CHN   DOB: ⟦DATE_OF_BIRTH|1979-03-22⟧
Check-in ⟪stay_dates|2024-11-03 / 2024-11-08⟫, Room ⟪room_number|214⟫ (Superior Double), rate ⟪tariff|CHF 285/night⟫
Card guarantee: Visa ⟦CARD|$card36⟧ exp ⟪card_expiry|10/27⟫
Mobile ⟦PHONE|+86 139 0176 5521⟧, email ⟦EMAIL|qianweiming@hotmail.com⟧
Special request: 不要羽绒枕，我对⟦MEDICAL|羽毛过敏⟧ (⟦MEDICAL|feather allergy⟧)"""),

("whatsapp_chat", """Hi 老板, I'm ⟦PERSON|Tan Wei Ling⟧ from Singapore, 想订一副 dressage saddle for my horse "⟪horse_name|Mochi⟫".
我的 details: NRIC ⟦NATIONAL_ID|$nric01⟧, address ⟦ADDRESS|Blk 412 Bedok North Ave 2 #08-117, Singapore 460412⟧, HP ⟦PHONE|+65 9127 4408⟧.
Deposit ⟦AMOUNT|SGD 1,500⟧ 已经 PayNow 过去了，ref ⟪payment_ref|PN-771203⟫.
Btw ⟪horse_name|Mochi⟫ 有 ⟪animal_condition|kissing spine⟫, 需要 ⟪product_spec|extra wide gullet⟫."""),

("env_file", """# 预约系统 prod 配置 (别 commit!!)
TELEGRAM_BOT_TOKEN=⟦APIKEY|$tg01⟧
TWILIO_ACCOUNT_SID=⟪account_sid|$twac02⟫
TWILIO_API_KEY=⟦APIKEY|$twsk02⟧
TWILIO_AUTH_TOKEN=⟦SECRET|$slsign01⟧
ADMIN_TOTP_SEED=⟦SECRET|$totp04⟧
SENTRY_DSN=⟪sentry_dsn|https://4f2a9c1e7b3d4e8a9f0c1d2e3f4a5b6c@o118822.ingest.sentry.io/4507712⟫
OWNER_EMAIL=⟦EMAIL|chenjiawei@tickrepair.hk⟧
ALLOWED_IPS=⟦IP_ADDRESS|119.237.40.18⟧,⟪subnet|10.1.0.0/24⟫"""),

("email", """Subject: ⟪tax_form|1099-NEC⟫ info / 税表信息

Hi ⟦PERSON|Jennifer⟧,
我的 tax info 如下，for the 2024 ⟪tax_form|1099⟫:
Name: ⟦PERSON|Huang Zhiqiang⟧ (⟦PERSON|黄志强⟧)
SSN: ⟦SSN|$ssn13⟧
Address: ⟦ADDRESS|3150 Lakeshore Ave, Apt 5, Oakland, CA 94610⟧
Total paid to me this year: ⟦AMOUNT|$12,600⟧ (bow rehairs + repairs)
Thanks!
⟦PERSON|Zhiqiang⟧"""),

("wechat_group", """[WeChat group: ⟪group_name|Shanghai Glass Lab 🔥⟫]
⟦PERSON|Marco Rinaldi⟧: guys 明天 hot shop 谁开炉?
⟦PERSON|小葵⟧: 我! ⟪time|8点⟫到. BTW 门禁 code 换了, 新的是 ⟦PASSWORD|2 4 6 8 0 1⟧, 炉温设 ⟪temperature|1,140°C⟫
⟦PERSON|Marco Rinaldi⟧: grazie 🙏 also 我手上的 ⟦MEDICAL|burn⟧ 好多了, 医生给的是 ⟦MEDICAL|silver sulfadiazine⟧
⟦PERSON|小葵⟧: 👍 我这个月的 rent share ⟦AMOUNT|¥1,200⟧ 已经转给 ⟦PERSON|Hannah⟧ 了, 她支付宝 ⟦EMAIL|hannah.w.glass@gmail.com⟧"""),

("proforma_invoice", """Proforma Invoice ⟪invoice_no|PI-ZJ-240915⟫
Seller: ⟪org_name|义乌星辉奖杯工艺品厂⟫ (⟪org_name|Yiwu Xinghui Trophy Craft Factory⟫)
Buyer: ⟦PERSON|Gareth Llewellyn⟧, ⟦ADDRESS|22 Heol y Deri, Cardiff CF14 6HF, UK⟧ | ⟦PHONE|+44 7824 509 116⟧ | ⟦EMAIL|gareth.llewellyn@btinternet.com⟧
Items: 120 pcs resin football trophies, HS code ⟪hs_code|3926.40⟫, unit ⟪price|USD 3.80⟫
Total: ⟪proforma_total|USD 456.00⟫ — buyer 已付 30% deposit ⟦AMOUNT|USD 136.80⟧ via Wise from ⟦IBAN|$iban32⟧"""),

("dingtalk_chat", """【钉钉】⟪group_name|跨境运营群⟫
⟦PERSON|Tony 徐⟧: SP-API 的 AWS key 我放这里了先用一下 ⟦APIKEY|$akid05⟧ / ⟦SECRET|$awssec05⟧ ，用完记得删消息
⟦PERSON|Cindy⟧: 收到。refresh token 我这边有
⟦PERSON|Tony 徐⟧: 另外 seller central 账号 ⟪org_account|leatherwork_global⟫ / 密码 ⟦PASSWORD|Lw@Amz#2023⟧ , 2FA 绑的我手机 ⟦PHONE|186 2115 0938⟧"""),

("outpatient_record", """门诊病历 Outpatient Record — ⟪org_name|瑞金医院眼科⟫   门诊号 ⟪record_no|MZ20240611-0832⟫
Patient: ⟦PERSON|严立诚⟧ (⟦PERSON|Yan Licheng⟧)  M  DOB ⟦DATE_OF_BIRTH|1983-05-19⟧  职业: 钟表维修师 watchmaker
Chief complaint: ⟦MEDICAL|视物模糊 2 个月⟧, 长期用 loupe 近距离工作
Dx: 1. ⟦MEDICAL|Presbyopia⟧ ⟦MEDICAL|老花眼⟧ (early)  2. ⟦MEDICAL|Dry eye syndrome⟧ ⟦MEDICAL|干眼症⟧
Rx: ⟦MEDICAL|Sodium hyaluronate 0.1% eye drops⟧ ⟦MEDICAL|玻璃酸钠滴眼液⟧ qid
Follow-up ⟪follow_up|4 weeks⟫. Doctor: ⟦PERSON|祁医生⟧"""),

("social_post", """今天分享我的 container candle 配方 🕯️
- Wax: ⟪product_code|Golden Brands 464⟫ soy wax ⟪percentage|90%⟫ + coconut wax 10%
- Fragrance load 8%, 用的是 ⟪org_name|CandleScience⟫ 的 "⟪fragrance_name|Fresh Linen⟫" FO
- Wick: ⟪wick_code|CD-12⟫ (8oz jar) / Wooden wick 0.5"
- Pour temp ⟪temperature|135°F⟫ ≈ ⟪temperature|57°C⟫
成本大概每个 ⟪unit_cost|¥18⟫ 左右，卖 ⟪price|¥68⟫
⟪hashtag|#candlemaking⟫ #手工蜡烛"""),

("cv", """Curriculum — ⟦PERSON|Pietro Lanfranchi⟧ ⟦PERSON|蓝飞奇⟧ (Liutaio)
Nato a ⟪place_name|Milano⟫ il ⟦DATE_OF_BIRTH|19/07/1962⟧ | Codice fiscale ⟦NATIONAL_ID|$cf03⟧
现居 ⟦ADDRESS|北京市东城区南锣鼓巷59号院3号楼201 100009⟧
Tel ⟦PHONE|+86 131 2618 5520⟧ | ⟦EMAIL|pietro.lanfranchi@liuteria.cn⟧
2008 至今: ⟪org_name|中央音乐学院⟫ 提琴制作 visiting master
Tariffa restauro: ⟪tariff|da ¥3,000⟫"""),

("kubeconfig", """# kubeconfig (from ⟦PERSON|小吕⟧'s laptop, 别外传)
apiVersion: v1
clusters:
- cluster:
    server: https://⟦IP_ADDRESS|121.40.88.215⟧:⟪port|6443⟫
  name: ⟪cluster_name|trophy-prod⟫
users:
- name: ⟦PERSON|lvhao⟧
  user:
    token: ⟦APIKEY|$jwt04⟧
contexts:
- context: {cluster: ⟪cluster_name|trophy-prod⟫, user: ⟦PERSON|lvhao⟧}"""),

("wechat_chat", """⟦PERSON|Ji-eun Park⟧: 안녕하세요... sorry 中文不太好. 我的 bag 修好了吗? order ⟪order_id|LR-5561⟫
店员 ⟦PERSON|小满⟧: 修好了～ 一共 ⟦AMOUNT|¥380⟧，你什么时候来拿?
⟦PERSON|Ji-eun Park⟧: 明天! 我的 phone 是 ⟦PHONE|+86 176 2130 8841⟧, 你可以 WeChat 我 ⟦PERSON|jieun_park87⟧
店员 ⟦PERSON|小满⟧: 好的 👌 我们地址是 ⟪org_address|徐汇区永康路78号⟫"""),

("remittance_application", """跨境汇款申请书 / Cross-border Remittance Application   No. ⟪form_id|RA-2024-3318⟫
汇款人 Remitter: ⟦PERSON|管欣然⟧ ⟦PERSON|GUAN XINRAN⟧, 身份证 ID ⟦IDCARD|$idc20⟧
出生日期 DOB: ⟦DATE_OF_BIRTH|1999-03-27⟧
汇款人账户 Remitter account: ⟦CARD|$card10⟧
收款人 Beneficiary: Meisterin ⟦PERSON|Ulrike Kessler⟧ (individual), IBAN ⟦IBAN|$iban14⟧, BIC ⟪swift_bic|COLSDE33XXX⟫
金额 Amount: ⟦AMOUNT|EUR 2,600.00⟧
用途 Purpose: 手工书装帧课程学费 bookbinding tuition, 汇率参考 ⟪exchange_rate|7.79⟫"""),

("meeting_minutes", """Minutes — Damascus steel supply call ⟪meeting_date|2024-09-05⟫
Attendees: ⟦PERSON|Tom Hatherley⟧ (UK), ⟦PERSON|龚建平⟧ (龙泉), interpreter ⟦PERSON|Jessie 乔⟧
1. ⟦PERSON|龚总⟧ confirmed 200kg ⟪steel_grade|1095/15N20⟫ billets at ⟪price|¥86/kg⟫, ⟪incoterm|FOB Ningbo⟫.
2. ⟦PERSON|Tom⟧ will pay deposit ⟦AMOUNT|£1,000⟧ personally (公司账户还没开好) to ⟦PERSON|龚建平⟧'s 工行卡 ⟦CARD|$card11⟧.
3. Next call ⟪meeting_date|9/19⟫."""),

("json_log", """{"level":"warn","msg":"登录失败次数过多 too many failed logins","user":"⟦EMAIL|suyanqing@gmail.com⟧","ip":"⟦IP_ADDRESS|2409:8a28:e6b:1a30:5d2:8e1f:c03b:71a4⟧","attempts":6,"ts":"⟪timestamp|2024-10-30T12:08:51+08:00⟫","request_id":"⟪request_id|$uuid05⟫"}
{"level":"info","msg":"密码已重置 password reset","user":"⟦EMAIL|suyanqing@gmail.com⟧","temp_password":"⟦PASSWORD|Tk9#reset77⟧","ip":"⟦IP_ADDRESS|2409:8a28:e6b:1a30:5d2:8e1f:c03b:71a4⟧","request_id":"⟪request_id|$uuid06⟫"}"""),

("tax_refund_form", """退税单 Tax Refund Form — ⟪form_id|TRS No. 31000024117⟫
Shop: ⟪org_name|上海琴弦提琴行⟫
Purchaser: ⟦PERSON|Sato Haruka⟧ ⟦PERSON|佐藤遥⟧  Passport: ⟦PASSPORT|$pp18⟧ (Japan)
Item: ⟪product_name|Pernambuco bow 巴西红木琴弓⟫ ×1, paid ⟦AMOUNT|¥16,800⟧ (含税)
Refund amount 退税额: ⟦AMOUNT|¥1,512⟧ → 退至 JCB ⟦CARD|$card16⟧
Note: customer also handed over her My Number card copy (⟦NATIONAL_ID|$mynum01⟧) by mistake — please shred 请销毁"""),
]
TEXTS += [
("slack_thread", """⟪channel_name|#dev-bindery⟫
程序员⟦PERSON|小冯⟧ ⟪message_time|10:12 AM⟫: 谁把 .env push 到 public repo 了?? GitHub secret scanning 发邮件了
ANTHROPIC_API_KEY=⟦APIKEY|$ant02⟧
GITHUB_TOKEN=⟦APIKEY|$ghfg01⟧
⟦PERSON|Rachel Ng⟧ 10:14 AM: 😱 是我… sorry，已经 revoke 了两个 key，force push 删掉了 commit ⟪commit_sha|$commit05⟫
程序员⟦PERSON|小冯⟧ 10:15 AM: force push 没用，history 里还在，rotate 才是关键"""),

("registration_form", """外国学员登记表 Foreign Trainee Registration — ⟪org_name|龙泉宝剑锻造技艺传习所⟫  表号 ⟪form_id|WX-F02⟫
Name 姓名: ⟦PERSON|Zuzanna Wrona⟧
DOB 出生日期: ⟦DATE_OF_BIRTH|2003-09-08⟧
Passport 护照: ⟦PASSPORT|$pp21⟧ (Poland)   PESEL: ⟦NATIONAL_ID|$pesel02⟧
Local address 在华住址: ⟦ADDRESS|浙江省龙泉市西街宝剑一条街21号3楼 323700⟧
Phone 电话: ⟦PHONE|+86 157 5781 2240⟧ / ⟦PHONE|+48 512 330 981⟧
Emergency 紧急联系人: ⟦PERSON|Marek Wrona⟧ (father) ⟦PHONE|+48 601 228 447⟧
Allergy 过敏: ⟦MEDICAL|nickel⟧ ⟦MEDICAL|镍过敏⟧"""),

("sms", """【⟪org_name|Tick Tock Horology HK⟫】Hi ⟦PERSON|陳生⟧, your ⟪product_name|Rolex Submariner⟫ 已完成 service. Balance ⟦AMOUNT|HKD 3,200⟧ 請於取錶時支付. 取錶時請出示 receipt no. ⟪receipt_no|HK-R-44172⟫. Enquiry: ⟦PHONE|+852 2388 7041⟧"""),

("docker_compose", """services:
  n8n:
    image: ⟪docker_image|n8nio/n8n:1.48.0⟫
    environment:
      - N8N_BASIC_AUTH_USER=admin
      - N8N_BASIC_AUTH_PASSWORD=⟦PASSWORD|LaZhu_n8n_2024⟧   # 蜡烛店自动化后台密码
      - N8N_ENCRYPTION_KEY=⟦SECRET|$djsec02⟧
      - WEBHOOK_URL=⟪base_url|https://n8n.lazhu.shop/⟫
      - DISCORD_WEBHOOK=⟦SECRET|$dchook01⟧
      - GENERIC_TIMEZONE=⟪timezone|Asia/Shanghai⟫"""),

("travel_itinerary", """Itinerary for ⟦PERSON|唐诗雨⟧ ⟦PERSON|TANG SHIYU⟧
Flight ⟪flight_number|UA858⟫ PVG→SFO 2024-06-10, seat ⟪seat_number|34K⟫, e-ticket ⟪eticket_no|016-2349876512⟫
Passport ⟦PASSPORT|$pp05⟧, exp ⟪document_expiry|2032-03-14⟫
ESTA application no. ⟪application_no|8Z2K4M7Q9R1X⟫
⟪org_name|Corning Museum of Glass⟫ residency: ⟪date_range|6/12–7/20⟫
Emergency contact: ⟦PERSON|唐国平⟧ ⟦PHONE|+86 138 0210 6677⟧
Note: 我有 ⟦MEDICAL|type 2 diabetes⟧, 随身带 ⟦MEDICAL|metformin⟧ + glucose meter"""),

("kyc_check", """Overseas order KYC check ⚠️ (订单金额 > ⟪threshold|¥50,000⟫)
Customer: ⟦PERSON|Aino Laaksonen⟧, ⟪place_name|Helsinki⟫
HETU: ⟦NATIONAL_ID|$hetu02⟧   DOB: ⟦DATE_OF_BIRTH|30.01.2002⟧
Email: ⟦EMAIL|aino.laaksonen@gmail.com⟧
Billing: ⟦ADDRESS|Mannerheimintie 44 B 12, 00260 Helsinki⟧
Payment: Visa ⟦CARD|$card23⟧, 3DS passed, IP ⟦IP_ADDRESS|85.76.132.9⟧ (⟪isp_name|Elisa, FI⟫)
审核人: ⟦PERSON|曲婷⟧ → 通过 approved"""),

("whatsapp_chat", """⟦PERSON|Javier Morales⟧: Hola 老板! 我们⟪org_name|马德里华人足球联赛⟫要 24 个 trophies, logo 发你邮箱了
老板 ⟦PERSON|小祝⟧: 收到 ⟦PERSON|Javier⟧~ 开发票需要你的 DNI 号码和地址
⟦PERSON|Javier Morales⟧: DNI ⟦NATIONAL_ID|$dni02⟧, ⟦ADDRESS|Calle de Embajadores 131, 3ºB, 28045 Madrid⟧. 定金 ⟦AMOUNT|€300⟧ Bizum 过去了
老板 ⟦PERSON|小祝⟧: 好的 👍 交期 ⟪lead_time|3 周⟫"""),

("alert_message", """[prod-alert] ⟪timestamp|2024-11-18 03:02:11 CST⟫
pod ⟪pod_name|trophy-api-7d9f8c6b5-xk2pq⟫ OOMKilled (limit ⟪memory_limit|512Mi⟫)
node: ⟦IP_ADDRESS|172.19.0.41⟧ | ingress LB: ⟦IP_ADDRESS|47.117.92.205⟧
最近 5 分钟 top client IPs:
  ⟦IP_ADDRESS|111.206.145.39⟧   ⟪request_count|1,842 req⟫
  ⟦IP_ADDRESS|223.104.63.118⟧     912 req
  ⟦IP_ADDRESS|100.100.12.7⟧       (阿里云内网 health check)
on-call: @⟦PERSON|蒋一鸣⟧ (手机 ⟦PHONE|180 5712 6631⟧)"""),

("email", """Subject: Refund request – broken glass vase / 花瓶破损退款
Dear ⟪org_name|琉光⟫ team,
The vase (order ⟪order_id|LG-EX-0091⟫) arrived shattered. I paid ⟦AMOUNT|£210⟧ + ⟦AMOUNT|£35⟧ shipping. Please refund ⟦AMOUNT|£245⟧ to:
Account name: ⟦PERSON|Philippa Strand⟧
IBAN: ⟦IBAN|$iban21⟧
Photos attached. My phone: ⟦PHONE|07700 456 123⟧.
Kind regards, ⟦PERSON|Pippa Strand⟧"""),

("network_notes", """工作室网络信息 Studio network
Router admin: http://⟦IP_ADDRESS|192.168.31.1⟧  user admin / pw ⟦PASSWORD|Zhuangzhen@Router1⟧
WiFi: ⟪wifi_ssid|Bindery_5G⟫ / 密码 ⟦PASSWORD|kraftpaper88⟧
NAS (⟪product_name|Synology DS920+⟫): ⟦IP_ADDRESS|192.168.31.20⟧, 账号 ⟦PERSON|jiaxin.lu⟧ / ⟦PASSWORD|Nas!2024lu⟧
公网 IP (DDNS): ⟦IP_ADDRESS|124.78.155.63⟧ → ⟪ddns_domain|bindery.synology.me⟫"""),

("wechat_chat", """⟦PERSON|Sarah⟧ (⟦PERSON|Mia⟧'s mum): Hi ⟦PERSON|张老师⟧, ⟦PERSON|Mia⟧ 今天 can't come to violin lesson, 她 ⟦MEDICAL|fever 38.5⟧ 还有 ⟦MEDICAL|ear infection⟧ 😷
⟦PERSON|张老师⟧: 没关系 ⟦PERSON|Sarah⟧，让 ⟦PERSON|Mia⟧ 好好休息. 这节课可以顺延, 琴房 ⟪room_number|Room 3B⟫ 下周同一时间
⟦PERSON|Sarah⟧ (⟦PERSON|Mia⟧'s mum): Thank you! Also 我把 ⟪term|2024 Fall⟫ 剩下的 ⟦AMOUNT|¥2,400⟧ 学费转你了"""),

("order_form", """Order form 订单表 — ⟪org_name|Yiwu Star Trophies⟫
Customer: ⟦PERSON|Rafael Nogueira Santos⟧
CPF: ⟦NATIONAL_ID|$cpf01⟧
Email: ⟦EMAIL|rafa.nogueira@uol.com.br⟧ | WhatsApp ⟦PHONE|+55 11 98432-7716⟧
Ship to: ⟦ADDRESS|Rua Augusta 1508, apto 72, São Paulo - SP, 01304-001⟧, Brazil
Qty 40 medals + 4 cups — paid ⟦AMOUNT|USD 345⟧ (⟪percentage|50%⟫ deposit) via PayPal, balance ⟦AMOUNT|USD 345⟧ due before shipping"""),

("shell_history", """history | tail
  88  git clone https://⟦PERSON|tiejiang-lao⟧:⟦APIKEY|$glpat02⟧@⟪repo_url|gitlab.com/tiejiang/forge-cam.git⟫
  89  export HF_TOKEN=⟦APIKEY|$hf02⟧   # 做刀型识别模型
  90  python train.py --data ⟪file_path|/mnt/nas/刀型照片⟫ --epochs 30
  91  ssh pi@⟦IP_ADDRESS|192.168.1.66⟧    # 车间摄像头树莓派
  92  scp model.pt ⟦PERSON|laozhou⟧@⟦IP_ADDRESS|101.35.210.77⟧:⟪file_path|/srv/models/⟫"""),

("consignment_agreement", """Consignment Agreement 寄售协议
Consignor 寄售人: ⟦PERSON|Eirik Haugland⟧, fødselsnummer ⟦NATIONAL_ID|$fnr01⟧, born ⟦DATE_OF_BIRTH|09.08.1985⟧
Address: ⟦ADDRESS|Strandgaten 71, 5004 Bergen, Norway⟧
Consignee 受托方: ⟪org_name|北京弦音提琴工作室⟫
Instrument: violin by ⟦PERSON|章立言⟧ (⟦PERSON|Zhang Liyan⟧), 2019, 寄售价 ⟪price|¥120,000⟫, commission ⟪percentage|15%⟫
Payout to ⟦PERSON|Eirik⟧'s ⟪org_name|DNB⟫ account (details on file)
Signed 签字: ⟦PERSON|Eirik Haugland⟧ / ⟦PERSON|付晓光⟧"""),

("wechat_chat", """IT小哥 ⟦PERSON|阿杰⟧: 姐，服务器的 key 我发你，存好别乱传:
⟦SECRET|$pem04⟧
登录: ssh -i ⟪file_name|key.pem⟫ ubuntu@⟦IP_ADDRESS|43.139.27.88⟧
⟦PERSON|阿杰⟧: 另外宝塔面板 https://⟦IP_ADDRESS|43.139.27.88⟧:⟪port|8888⟫/a7f3c2 账号 ⟪service_account|lazhu_admin⟫ 密码 ⟦PASSWORD|Bt#9c8d7e6⟧"""),

("survey_csv", """resp_id,name,email,phone,rating,comment
⟪response_id|R-0913⟫,⟦PERSON|Lim Jia Hui⟧,⟦EMAIL|jiahui.lim@gmail.com⟧,⟦PHONE|+65 8233 1907⟧,5,"香味 super nice! 不会头痛 (I usually get ⟦MEDICAL|migraines⟧ from candles)"
⟪response_id|R-0914⟫,⟦PERSON|Ahmad Faizal⟧,⟦EMAIL|faizal.a@yahoo.com.my⟧,⟦PHONE|+60 12-388 4510⟧,3,"wick 太短, tunnelling after 2 burns"
⟪response_id|R-0915⟫,⟦PERSON|Ng Shu Fen⟧ (NRIC ⟦NATIONAL_ID|$nric02⟧ for lucky draw),⟦EMAIL|shufen.ng@outlook.sg⟧,⟦PHONE|+65 9011 6624⟧,4,"包装很美 but shipping ⟪tariff|SGD 12⟫ 太贵\""""),

("checklist", """WOSTEP 申请材料 checklist — ⟦PERSON|郝明轩⟧
☑ CV (EN + 中文)
☑ 瑞士 AHV/AVS number: ⟦NATIONAL_ID|$ahv01⟧ (之前在 ⟪place_name|Biel⟫ 实习时办的)
☑ Bank: ⟪org_name|UBS⟫, IBAN ⟦IBAN|$iban24⟧
☐ Health insurance: 还没买, 注意我有 ⟦MEDICAL|asthma⟧ 需要写进申报
☑ Tuition ⟪tariff|CHF 24,500⟫ — 已付 ⟦AMOUNT|CHF 5,000⟧ deposit
联系: ⟦EMAIL|haomingxuan@outlook.com⟧ / ⟦PHONE|+41 76 522 80 14⟧"""),

("llc_paperwork", """LLC 注册资料 (给 accountant ⟦PERSON|Linda⟧)
Owner: ⟦PERSON|Wu Kai-Ming⟧ ⟦PERSON|吴开明⟧
SSN: ⟦SSN|$ssn20⟧
DOB: ⟦DATE_OF_BIRTH|11/16/1963⟧
Home: ⟦ADDRESS|41-22 Main St, Apt 6F, Flushing, NY 11355⟧
Business name: ⟪org_name|KM Leather Goods LLC⟫, filing fee ⟪tariff|$200 (NY)⟫
Initial capital 我自己出 ⟦AMOUNT|$15,000⟧
Cell: ⟦PHONE|(917) 608-2245⟧"""),
]
