# -*- coding: utf-8 -*-
"""blind52 mixed Chinese/English texts. Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name from values.VALUES."""

TEXTS = []

# ---------------------------------------------------------------- part 1
TEXTS += [
("student_wechat_council_tax", """【Leeds 华人留学生互助群】
⟦PERSON|Cathy 王⟧：有人知道 council tax exemption 怎么申请吗？收到一封 letter 说我欠 ⟦AMOUNT|£1,206.50⟧ 😭 我明明是 full-time student
⟦PERSON|Kevin Zhou⟧：你要去学校 student hub 开一个 ⟪doc_type|Council Tax Exemption Certificate⟫，然后上传到 council 网站，account number 在信的右上角
⟦PERSON|Cathy 王⟧：是这个吗 ⟪council_tax_ref|CTX 8830 4412⟫
⟦PERSON|Kevin Zhou⟧：对。你室友也要交，all residents 都得是学生才 exempt
⟦PERSON|Cathy 王⟧：我室友 ⟦PERSON|Ellie Pang⟧ 是 part-time MA 😳 那怎么办
⟦PERSON|Kevin Zhou⟧：那就只能拿 ⟪discount_rate|25%⟫ discount 了。地址发我我帮你看看信
⟦PERSON|Cathy 王⟧：⟦ADDRESS|Flat 3, 21 Brudenell Road, Leeds LS6 1HA⟧，谢谢学长🙏"""),

("london_pcn_wechat", """（微信群：伦敦华人车友会）
⟦PERSON|小马哥⟧：兄弟们我上周在 Camden 被贴了个 PCN，说我 ⟪contravention_code|code 12⟫ 没有 permit 停在 resident bay，⟪pcn_tariff|£160⟫ 14天内交减半
⟦PERSON|Jason Liu⟧：拍照了没，sign 有没有被树挡住？可以 challenge
⟦PERSON|小马哥⟧：拍了，sign 确实被挡了一半。我已经交了 ⟦AMOUNT|£80⟧ 怕过期 🤦
⟦PERSON|Jason Liu⟧：交了就不能 appeal 了啊，payment 等于 accept liability
⟦PERSON|小马哥⟧：……PCN号 ⟪pcn_number|CU83104476⟫，车牌 LB67 WQT，谁帮我看下还有没有救
⟦PERSON|Amy Chen⟧（律师）：可以写 email 给 ⟦EMAIL|parking.appeals@camden.gov.uk⟧ 试试 discretion，别抱太大希望"""),

("hk_dev_slack", """#jobs-portal-dev (Slack)
⟦PERSON|Wing Chan⟧ 10:02  早晨，staging 個 bot 又死咗，我 check 咗係 token expired
⟦PERSON|Wing Chan⟧ 10:03  新 token: ⟦APIKEY|$slack_bot2⟧ 我已經 update 咗 vault，唔該大家唔好再 hardcode
⟦PERSON|Derek Ho⟧ 10:05  ok thx。另外 ⟦PERSON|Ivy⟧ 上星期試 GPT summarise job ads 用咗佢自己個 key ⟦APIKEY|$openai2⟧，都要 revoke
⟦PERSON|Ivy Lam⟧ 10:06  sorry 已經 revoke 咗 🙏 新 server 係 ⟦IP_ADDRESS|172.31.40.9⟧，舊嗰部 ⟦IP_ADDRESS|172.31.40.8⟧ 下星期 decommission
⟦PERSON|Derek Ho⟧ 10:07  記得 release ⟪version|v5.2.0⟫ 之前改埋 CHANGELOG，ticket ⟪ticket_id|JOBS-1182⟫"""),

("ssa_parent_email_mixed", """Subject: Re: 妈妈的 Social Security benefits 问题

Hi 小姨，

我今天帮妈妈打了 SSA 的电话（⟦PHONE|1-800-772-1213⟧），等了一个多小时 😩 情况是这样：
- 妈妈 ⟦PERSON|Lin Meifang⟧（⟦PERSON|林美芳⟧），DOB ⟦DATE_OF_BIRTH|02/11/1956⟧，SSN ⟦SSN|$ssn6⟧
- 她的 monthly benefit 是 ⟦AMOUNT|$1,327⟧，但是 Medicare Part B premium ⟪premium_rate|$174.70⟫ 每个月会扣掉
- 她去年 ⟦MEDICAL|乳腺癌术后⟧ 的 hospital bills 可以用 Medicaid 申请 retroactive coverage

Agent 叫我们去 field office 交 ⟪form_code|SSA-795⟫，地址是 Flushing 那个 office。我下周二请假带她去。
— ⟦PERSON|Vivian⟧
⟦PHONE|(718) 661-2390⟧"""),
]

TEXTS += [
("jobcenter_germany_chat", """（微信私聊）
⟦PERSON|Lena⟧：我今天去 Jobcenter Mitte 了，Sachbearbeiterin 是 Frau ⟦PERSON|Krüger⟧，人挺好的
我：Bürgergeld 批了吗？
⟦PERSON|Lena⟧：批了！每个月 Regelbedarf ⟪benefit_rate|563 €⟫ + Miete，我实际到手 ⟦AMOUNT|1.118,40 €⟧，打到我 N26 的卡 ⟦IBAN|$iban_de3⟧
⟦PERSON|Lena⟧：她让我下个月参加一个 Deutschkurs，BG-Nummer ⟪bg_number|96301BG0047112⟫ 要记好
我：你现在住哪？上次寄的东西退回来了
⟦PERSON|Lena⟧：⟦ADDRESS|Torstraße 118, 10119 Berlin⟧，门铃写的是 ⟦PERSON|Zhang⟧/⟦PERSON|Becker⟧"""),

("hdb_rental_application", """HDB Public Rental Scheme — Application Summary / 申请摘要
Application No: ⟪application_no|PRS-2024-071183⟫
Applicant 申请人: ⟦PERSON|Tan Wei Ling⟧ (⟦PERSON|陈慧玲⟧)   NRIC: ⟦NATIONAL_ID|$nric4⟧
Occupier 同住人: ⟦PERSON|Tan Jun Hao⟧ (son 儿子)   NRIC: ⟦NATIONAL_ID|$nric3⟧
Household income 家庭月收入: ⟦AMOUNT|S$1,380⟧ (income ceiling ⟪income_limit|S$1,500⟫)
Current address 现住址: ⟦ADDRESS|Blk 62 Marine Drive, #04-112, Singapore 440062⟧
Contact: ⟦PHONE|8123 4471⟧
Remarks 备注: applicant has ⟦MEDICAL|end-stage kidney failure⟧, on dialysis 3x/week, requests flat near ⟪org_name|Changi General Hospital⟫."""),

("arbetsformedlingen_email", """Hej ⟦PERSON|Mikael⟧,

不好意思用中文夹英文写，我瑞典语还不太行。我已经在 Arbetsförmedlingen 注册了，my personnummer is ⟦NATIONAL_ID|$pnr1⟧（born ⟦DATE_OF_BIRTH|30 August 1979⟧）。Handläggare 说我可以申请 aktivitetsstöd，大概每天 ⟪benefit_rate|365 kr⟫，我算了一下这个月应该拿 ⟦AMOUNT|7 665 kr⟧。
新地址：⟦ADDRESS|Sveavägen 142, 113 46 Stockholm⟧
电话：⟦PHONE|070-418 22 91⟧
Tack!
⟦PERSON|Wang Jian⟧"""),

("service_canada_call", """[Service Canada call — Mandarin interpreter on line, ref ⟪interpreter_ref|INT-44812⟫]
AGENT: Can I have the client's Social Insurance Number?
INTERPRETER: 请告诉她您的社会保险号。
CLIENT: ⟦NATIONAL_ID|$sin2⟧。
AGENT: Thank you. And full name?
CLIENT: ⟦PERSON|Guo Shuzhen⟧，⟦PERSON|郭淑珍⟧。
AGENT: OK Mrs ⟦PERSON|Guo⟧, your Old Age Security is ⟪benefit_rate|$713.34⟫ a month and you also qualify for the Guaranteed Income Supplement, so your total deposit is ⟦AMOUNT|$1,528.07⟧.
INTERPRETER: 您每个月总共到账⟦AMOUNT|1528加元⟧。
CLIENT: 我搬家了，新地址 ⟦ADDRESS|5811 Cooney Rd #1203, Richmond, BC V6X 3M1⟧。
AGENT: Updated. Case note ⟪case_note_id|CN-2024-0627-118⟫."""),
]

# ---------------------------------------------------------------- part 2
TEXTS += [
("gemeente_rotterdam_email", """Aan: ⟦EMAIL|publiekszaken@rotterdam.nl⟧
Subject: 地址变更 / change of address — BSN ⟦NATIONAL_ID|$bsn2⟧

Geachte heer/mevrouw,

Sorry my Dutch is not good, 我用英文和中文写。We moved our restaurant and home on ⟪move_date|1 juni⟫. Old address ⟦ADDRESS|Katendrechtse Lagedijk 201, 3082 EJ Rotterdam⟧, new address ⟦ADDRESS|Nieuwe Binnenweg 77A, 3014 GE Rotterdam⟧. 我太太 ⟦PERSON|Chen Xiaoli⟧ 和女儿 ⟦PERSON|Emma Li⟧ 也一起搬。
The afvalstoffenheffing we paid for the old address, ⟦AMOUNT|€ 412,80⟧, can you refund to ⟦IBAN|$iban_nl2⟧?
Met vriendelijke groet,
⟦PERSON|Li Guoqiang⟧ (⟪org_name|Restaurant Jade Garden⟫, KvK ⟪kvk_number|24471093⟫)"""),

("intreo_student_email", """Dear Intreo Centre Cork,

I'm a PhD student at UCC and my stipend ended in May (⟪funding_end|31/05/2024⟫). 我想问一下 non-EU student 可不可以申请 Jobseeker's Allowance? I have Stamp 1G now.
PPSN: ⟦NATIONAL_ID|$ppsn2⟧
Name: ⟦PERSON|Xu Haoran⟧
Address: ⟦ADDRESS|12 Magazine Road, Cork T12 X5R8⟧
Bank: ⟦IBAN|$iban_ie2⟧
My savings are about ⟦AMOUNT|€1,900⟧, rent is ⟦AMOUNT|€850⟧ a month. 谢谢！
Mobile ⟦PHONE|+353 83 447 1290⟧"""),

("madrid_padron_whatsapp", """[WhatsApp] 
⟦PERSON|Mei⟧: Hola ⟦PERSON|Javi⟧! 我明天去 Ayuntamiento 办 empadronamiento，要带什么？
⟦PERSON|Javi⟧: DNI o NIE, contrato de alquiler y cita previa. 你的 cita 是几点？
⟦PERSON|Mei⟧: 10:20 en ⟪office_location|Oficina de Atención a la Ciudadanía Centro⟫. 我现在有 DNI 了！⟦NATIONAL_ID|$dni2⟧ 😎 nacionalidad española desde marzo
⟦PERSON|Javi⟧: Enhorabuena!! el padrón es gratis btw, no pagues a nadie
⟦PERSON|Mei⟧: 好的。地址写 ⟦ADDRESS|Calle de Embajadores 61, 3º B, 28012 Madrid⟧ 对吧
⟦PERSON|Javi⟧: sí. Y para el ingreso mínimo vital pon tu cuenta ⟦IBAN|$iban_es2⟧"""),

("krakow_meldunek_notes", """Kraków – 在 Urząd Miasta 办居住登记 (zameldowanie) 的笔记 📝
- 窗口 ⟪counter_number|stanowisko 14⟫，排号 ⟪queue_number|B112⟫
- 工作人员直接给我分配了 PESEL：⟦NATIONAL_ID|$pesel2⟧（出生日期 ⟦DATE_OF_BIRTH|2002-11-04⟧ 编在号码里了）
- 地址 ⟦ADDRESS|ul. Karmelicka 45/7, 31-128 Kraków⟧，房东 Pani ⟦PERSON|Nowakowska⟧ 必须一起去签字
- 手续费 ⟪fee|0 zł⟫，免费
- 我的 phone ⟦PHONE|+48 512 880 403⟧ 填在表上了
- ⟦PERSON|Zhao Yu⟧ 2024.06"""),
]

TEXTS += [
("permit_payment_interpreter_call", """[Parking permits line — Language Line Mandarin interpreter ⟪interpreter_id|ID 30917⟫]
OFFICER: What's the vehicle registration?
INTERPRETER: 请问车牌号是多少？
RESIDENT: WR19 FYP。
OFFICER: And the resident's name and address?
RESIDENT: ⟦PERSON|Huang Lili⟧，⟦ADDRESS|14 Mornington Crescent, London NW1 7RH⟧。
OFFICER: For that emission band the annual permit is ⟪tariff|£187.20⟫, or you can buy six months.
INTERPRETER: 一年的一百八十七镑二十，也可以买半年的，九十八镑六十。
RESIDENT: 半年的吧。卡号 ⟦CARD|$card_v7⟧，有效期 ⟪card_expiry|10/28⟫，后面三位 ⟦CVV|552⟧。
OFFICER: Thank you Ms ⟦PERSON|Huang⟧, payment of ⟦AMOUNT|£98.60⟧ taken, permit ⟪permit_number|CPZ-K-118204⟫ starts today."""),
]

# ---------------------------------------------------------------- part 3
TEXTS += [
("hk_parking_ticket_whatsapp", """⟦PERSON|阿Ben⟧: 頭先喺旺角泊咗陣車，返嚟就有張告票 🙃 fixed penalty ⟪fixed_penalty|$320⟫，ticket no. ⟪ticket_number|T4417092⟫
⟦PERSON|Karen⟧: 咪又係 Sai Yeung Choi St 嗰度？
⟦PERSON|阿Ben⟧: 係呀。我已經用 ⟪app_name|PPS⟫ 交咗 ⟦AMOUNT|HK$320⟧，唔想拖到收 summons
⟦PERSON|Karen⟧: 車牌 VX 8127 係咪登記喺你老豆個名？如果係要佢簽 notice
⟦PERSON|阿Ben⟧: 係我自己個名，⟦PERSON|CHEUNG Ka Ben⟧，地址都改咗去 ⟦ADDRESS|九龍何文田忠孝街88號 8樓B室⟧ 啦"""),

("appointment_env_file", """# 出入境预约系统 .env (staging) — 注意：此文件不应提交到 git!!
APP_NAME=churujing-booking
APP_VERSION=⟪version|2.9.3⟫
DB_DSN=mysql://booking:⟦SECRET|Bk#9vL2!qw⟧@⟦IP_ADDRESS|10.8.0.12⟧:⟪port|3306⟫/booking
GITHUB_TOKEN=⟦APIKEY|$ghp2⟧          # 用来拉私有 OCR 模型仓库
HF_TOKEN=⟦APIKEY|$hf1⟧               # 护照 OCR 模型
SMS_SIGN_KEY_PEM="⟦SECRET|$pem_ec1⟧"
# 以下是示例值，不是真实密钥
EXAMPLE_AWS_SECRET=⟪example_key|wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY⟫
OWNER=⟦PERSON|zhou.yiming⟧"""),

("k8s_pod_log", """2024-06-28T03:11:42Z ecard-gateway-7d9f8b6c4-x2kqp [INFO] 电子社保卡签发请求 user=⟦PERSON|lichunhua⟧ phone=⟦PHONE|13917206648⟧ src=⟦IP_ADDRESS|100.81.7.203⟧
2024-06-28T03:11:42Z ecard-gateway-7d9f8b6c4-x2kqp [DEBUG] upstream auth header: Bearer ⟦APIKEY|$jwt2⟧
2024-06-28T03:11:43Z ecard-gateway-7d9f8b6c4-x2kqp [WARN] 签发失败 code=⟪error_code|E1042⟫ 身份核验不一致 retry_after=⟪retry_interval|30s⟫
2024-06-28T03:11:44Z ecard-gateway-7d9f8b6c4-x2kqp [INFO] liveness probe from ⟪loopback_ip|127.0.0.1⟫ image=⟪docker_image|registry.local/ecard:1.4.7⟫ node=⟪hostname|k8s-node-03⟫"""),

("housing_association_email", """Subject: Your tenancy ⟪tenancy_ref|TEN-009-CC⟫ — 租约续签 (Chinese translation below)

Dear Mr ⟦PERSON|Deng⟧,

Your rent will increase from ⟪rent_rate|£128.40⟫ to ⟪rent_rate|£137.38⟫ per week from ⟪effective_date|1 April⟫. Our records show arrears of ⟦AMOUNT|£386.22⟧ on your account; please contact your Housing Officer ⟦PERSON|Gemma Ruddock⟧ on ⟦PHONE|0121 303 6112⟧.

⟦PERSON|邓先生⟧您好：从4月1日起，您的周租金将上调。您的账户目前欠租⟦AMOUNT|386.22英镑⟧，请联系住房主任⟦PERSON|Gemma Ruddock⟧。
We have your correspondence address as ⟦ADDRESS|Flat 9 Cedar Court, 40 Ladywood Middleway, Birmingham B16 8HA⟧."""),
]

TEXTS += [
("london_lost_passport_report", """Metropolitan Police — online lost property report (⟪report_ref|LP-MET-24-0629-3317⟫)
Name: ⟦PERSON|YE Xinyi⟧ / ⟦PERSON|叶欣怡⟧
Nationality: Chinese
Item lost: passport 护照, number ⟦PASSPORT|$pp_cn7⟧, and a UK visa vignette
Where: somewhere between ⟪place_name|King's Cross⟫ and ⟪place_name|British Museum⟫ on ⟪lost_date|28 June⟫
Home address: ⟦ADDRESS|上海市静安区延平路121号5号楼302室⟧
UK contact number: ⟦PHONE|+44 7418 660 275⟧
Email: ⟦EMAIL|yexinyi0611@163.com⟧
备注：已联系中国驻英国大使馆申请旅行证，领事部电话 ⟦PHONE|+44 20 7631 1430⟧。"""),

("edd_claim_wechat", """⟦PERSON|阿芬⟧：EDD 的 UI claim 批下来了！weekly benefit amount ⟦AMOUNT|$450⟧，比我想的多
⟦PERSON|Tony⟧ 叔：你 SSN 填对了吧，上次 ⟦PERSON|Helen⟧ 填错一位卡了三个月
⟦PERSON|阿芬⟧：对的，⟦SSN|$ssn7⟧，我 double check 了三遍😂
⟦PERSON|Tony⟧ 叔：那你每两周要 certify，别忘了。UI Online 的密码别再用生日了
⟦PERSON|阿芬⟧：已经改了。我的 EDD customer account number 是 ⟪edd_account_no|EDD-0047-11298⟫，信寄到 ⟦ADDRESS|728 Clay St Apt 5, San Francisco, CA 94108⟧"""),
]

# ---------------------------------------------------------------- part 4
TEXTS += [
("uc_wechat_advice", """⟦PERSON|Sophie 林⟧：姐妹们问一下，Universal Credit 的 journal 里让我上传 proof of savings，我有 ⟦AMOUNT|£7,400⟧ 在 Monzo，会影响吗？
⟦PERSON|Grace⟧：⟪capital_threshold|£6,000⟫ 以上会按 tariff income 算，每 ⟪capital_step|£250⟫ 算 ⟪tariff_income|£4.35⟫ 一个月
⟦PERSON|Sophie 林⟧：啊…那我这个月 UC 只有 ⟦AMOUNT|£512.30⟧ 了
⟦PERSON|Grace⟧：对的。你 NI number 有了吗？没有的话 work coach 会帮你 apply
⟦PERSON|Sophie 林⟧：有了，⟦NATIONAL_ID|$nino10⟧，上个月寄到的
⟦PERSON|Grace⟧：那就好，appointment 记得带 BRP"""),

("pip_assessment_notes", """PIP face-to-face assessment — notes (interpreter: Mandarin, Ms ⟦PERSON|Fang⟧ requested by claimant)
Claimant: ⟦PERSON|Zheng Jianhua⟧ ⟦PERSON|郑建华⟧, DOB ⟦DATE_OF_BIRTH|09/04/1961⟧, NINO ⟦NATIONAL_ID|$nino11⟧
Conditions reported 自述病情: ⟦MEDICAL|慢性阻塞性肺病 (COPD)⟧, ⟦MEDICAL|type 2 diabetes⟧, ⟦MEDICAL|左膝骨关节炎⟧
Medication: ⟦MEDICAL|metformin 500mg BD⟧, ⟦MEDICAL|Trelegy inhaler⟧
Observed: walked approx ⟪distance|20m⟫ with stick, SpO2 ⟦MEDICAL|91% on air⟧.
Claimant says 爬楼梯要休息三次，洗澡需要妻子 ⟦PERSON|Liu Yan⟧ 帮忙。
Assessor: ⟦PERSON|K. Adeyemi⟧ (RGN)   Case ref ⟪case_ref|PIP-ASM-771204⟫"""),
]

TEXTS += [
("booking_api_json", """{
  "code": 0, "msg": "预约成功 booking confirmed",
  "data": {
    "booking_no": "⟪booking_no|YY2024070100417⟫",
    "applicant": {"name_cn": "⟦PERSON|蔡文静⟧", "name_en": "⟦PERSON|CAI WENJING⟧", "id_no": "⟦IDCARD|$id_li⟧", "mobile": "⟦PHONE|+86 139 7104 2268⟧"},
    "service": "港澳通行证 / EEP renewal",
    "hall": "⟪office_location|武昌区出入境接待大厅⟫",
    "slot": "⟪appointment_time|2024-07-03 14:00-14:30⟫",
    "fee_cny": ⟪fee|60⟫
  },
  "request_id": "⟪request_id|$uuid_f⟫", "server": "⟪hostname|bk-api-02⟫", "ts": ⟪unix_timestamp|1719821012⟫
}"""),

("wechat_card_for_friend", """（微信）
⟦PERSON|Yuki 杨⟧：帮我交一下 council tax 好不好，我在国内 app 登不上 🙏 这期是 ⟦AMOUNT|£163⟧
⟦PERSON|Yuki 杨⟧：卡号 ⟦CARD|$card_m7⟧ 过期 ⟪card_expiry|08/27⟫ CVV ⟦CVV|907⟧
⟦PERSON|Yuki 杨⟧：account reference ⟪council_tax_ref|3004417729⟫，名字写 ⟦PERSON|Yang Yuqi⟧
⟦PERSON|Leo⟧：收到，交完截图给你。你以后别这样发卡号了😅 我交完你就删记录
⟦PERSON|Leo⟧：OK done，confirmation ⟪payment_reference|PAY-8830-XK21⟫"""),

("toronto_ontario_works", """Ontario Works — intake call summary / 接案通话摘要
Applicant 申请人: ⟦PERSON|Chen Yiming⟧ (⟦PERSON|陈一鸣⟧ — prefers Mandarin)
SIN: ⟦NATIONAL_ID|$sin3⟧
Address: ⟦ADDRESS|4750 Yonge St Unit 1806, North York, ON M2N 5M6⟧
Phone: ⟦PHONE|416-882-0175⟧
Household: single. Recently laid off from ⟪org_name|Pacific Mall⟫ retailer. Bank balance ⟦AMOUNT|CA$612⟧. Rent ⟦AMOUNT|$1,950⟧/month.
Health: reports ⟦MEDICAL|major depressive disorder⟧, seeing Dr ⟦PERSON|Wong⟧ at ⟪org_name|Hong Fook Mental Health⟫.
Basic needs + shelter max for single: ⟪benefit_rate|$733⟫.
Caseworker: ⟦PERSON|Priya S.⟧  File ⟪file_reference|OW-TOR-2024-55812⟫"""),
]

TEXTS += [
("nyc_parking_ticket_pay", """NYC Department of Finance — Pay a parking ticket (截图翻译给我爸看的)
Violation # ⟪violation_number|8817340291⟫    Plate JKR4471 NY
Violation: NO STANDING-BUS STOP 公交站禁止停车   Fine ⟪fine_schedule|$115.00⟫
Payment: charged to card ⟦CARD|$card_u9⟧, security code ⟦CVV|630⟧ (UnionPay 银联卡也可以付)
Cardholder 持卡人: ⟦PERSON|Michael Tse⟧, billing ZIP ⟪zip_only|11355⟫
Email receipt to ⟦EMAIL|mtse.flushing@gmail.com⟧
Confirmation # ⟪confirmation_number|DOF-2407-0031877⟫   — 爸，罚款我已经帮你用我的卡交了，不用再寄支票。"""),
]

# ---------------------------------------------------------------- part 5
TEXTS += [
("chinatown_voter_registration_notice", """📢 选民登记提醒 Register to Vote — ⟪org_name|Westminster City Council⟫
英国的地方选举将于 ⟪election_date|2 May⟫ 举行。Deadline to register: ⟪deadline_date|midnight 16 April⟫。
Who can vote 谁可以投票：British, Irish, qualifying Commonwealth citizens (包括 ⟪country|Malaysia⟫、⟪country|Singapore⟫ 等英联邦国家公民) and some EU citizens.
How 如何登记：online at ⟪url|gov.uk/register-to-vote⟫ — 需要 National Insurance number (e.g. ⟪example_nino|QQ 12 34 56 C⟫ 这是样本格式)。
Voter ID 选民证件：passport, driving licence or a free ⟪doc_type|Voter Authority Certificate⟫。
Drop-in help 现场帮助：⟪venue_name|Chinese Community Centre⟫, ⟪opening_hours|Sat 11am-3pm⟫."""),

("blue_badge_slack_dump", """#bluebadge-migration (Slack)
⟦PERSON|Haruto Li⟧: 旧系统的 DB dump 在 ⟦IP_ADDRESS|10.70.2.14⟧ 的 /srv/dump，ssh key 贴这了别外传：
⟦SECRET|$pem_rsa1⟧
⟦PERSON|Rachel Obi⟧: 😬 please don't paste private keys in Slack. Also the sample row you shared earlier had a real applicant — ⟦PERSON|Doreen Platt⟧, ⟦MEDICAL|Parkinson's disease stage 3⟧ — we need to treat this channel as containing personal data now.
⟦PERSON|Haruto Li⟧: 收到 sorry，key 我已经 rotate，新的走 vault。dump 的 checksum ⟪sha256|$sha256_a⟫
⟦PERSON|Rachel Obi⟧: thanks. Migration target ⟪version|BB-Next 0.8⟫, cutover ⟪cutover_date|15 July⟫."""),

("hk_housing_authority_email", """To: ⟦EMAIL|hdinfo@housingauthority.gov.hk⟧
Subject: 公屋申請 change of household members / 更改家庭成員

您好，我的申請編號係 ⟪application_no|G-1-2022-0418831⟫。我想 add 我媽媽入申請，因為佢 ⟦MEDICAL|中風⟧ 之後需要人照顧。
My mother: ⟦PERSON|CHAN Yuk Lan⟧ ⟦PERSON|陳玉蘭⟧, HKID ⟦NATIONAL_ID|$hkid4⟧, date of birth ⟦DATE_OF_BIRTH|12-06-1948⟧
Applicant: ⟦PERSON|LEE Wai Kit⟧, tel ⟦PHONE|9216 4477⟧
請問 income limit 會唔會由 ⟪income_limit|HK$24,470⟫ 變成 3 人家庭嘅 ⟪income_limit|HK$31,420⟫？
Thanks 唔該"""),
]

TEXTS += [
("taiwan_labor_pension_email", """Subject: 勞保老年年金 — 我爸 moving back to Taipei

Hi ⟦PERSON|Jenny⟧,

勞保局說我爸 ⟦PERSON|Wu Cheng-Hsien⟧（⟦PERSON|吳正賢⟧）可以請領老年年金，每月大約 ⟦AMOUNT|NT$18,600⟧。他的出生日期是 ⟦DATE_OF_BIRTH|1958年10月3日⟧，戶籍會遷回 ⟦ADDRESS|臺中市西屯區河南路二段262號10樓⟧。
He also has ⟦MEDICAL|early-stage dementia⟧，所以申請書要由我代簽，勞保局要 ⟪doc_type|委託書⟫ 跟醫院診斷證明。
My US number: ⟦PHONE|+1 (626) 308-4417⟧ / 台灣手機 ⟦PHONE|0928-661-053⟧
Thanks!
⟦PERSON|Kevin Wu⟧"""),

("buergeramt_passport_chat", """（家庭群）
⟦PERSON|Anna⟧：爸，Bürgeramt 的 Termin 约好了，⟪appointment_time|Donnerstag 11:15⟫，记得带旧的 Reisepass
⟦PERSON|Anna⟧：你的 passport number 是 ⟦PASSPORT|$pp_de1⟧ 对吧？表格上要填
爸：对。Gebühr 多少钱？
⟦PERSON|Anna⟧：über 24 岁是 ⟪fee|70 Euro⟫，可以刷 EC-Karte
⟦PERSON|Anna⟧：Formular 我写了 Dr. ⟦PERSON|Hans-Jürgen Liu⟧，Anschrift ⟦ADDRESS|Goethestraße 27, 60313 Frankfurt am Main⟧，Geburtsdatum ⟦DATE_OF_BIRTH|14.02.1963⟧
爸：好，谢谢闺女"""),
]

TEXTS += [
("foreigner_residence_permit", """外国人居留许可申请 Residence Permit Application — 受理回执 Receipt
受理号 Receipt No.: ⟪acceptance_no|SZ-WGR-240702-0188⟫
姓名 Name: ⟦PERSON|Arjun Mehta⟧
国籍 Nationality: India 印度
护照号码 Passport No.: ⟦PASSPORT|$pp_in1⟧
出生日期 Date of Birth: ⟦DATE_OF_BIRTH|1990-06-18⟧
工作单位 Employer: ⟪org_name|深圳某新能源科技有限公司⟫
境内住址 Address in China: ⟦ADDRESS|深圳市南山区科技南十二路28号康佳研发大厦A座1708⟧
手机 Mobile: ⟦PHONE|+86 185 0755 3390⟧
证件费 Fee: ⟪fee|RMB 400⟫    预计领证 Ready on: ⟪collection_date|2024-07-16⟫"""),

("us_passport_kids_notes", """Passport renewal for the kids — 给自己的 checklist ✅
- ⟦PERSON|Ethan Zhang⟧ ⟦PERSON|张一宸⟧ → wait, 不能 renew by mail (under 16)，要 DS-11 in person
- ⟦PERSON|Ethan⟧ 旧护照 ⟦PASSPORT|$pp_us2⟧，exp ⟪expiry_date|Sept 2024⟫
- ⟦PERSON|Chloe Zhang⟧ 旧护照 ⟦PASSPORT|$pp_us3⟧
- 两个人都要 parents consent，⟦PERSON|David⟧ 出差的话要 notarized ⟪form_code|DS-3053⟫
- Fee: ⟪fee|$100⟫ application + ⟪fee|$35⟫ execution each; expedite ⟪fee|$60⟫
- Appointment: ⟪office_location|San Jose Main Library⟫ ⟪appointment_time|7/12 3:30pm⟫
- 我自己的 phone 填 ⟦PHONE|(408) 771-2093⟧"""),

("pension_letter_translation", """[翻译请求 Translation request — community volunteer group]
Auntie ⟦PERSON|May⟧ 收到 DWP 一封信看不懂，拍照如下：
"Dear Mrs ⟦PERSON|Chow⟧, your State Pension will increase to ⟦AMOUNT|£221.20⟧ a week from ⟪effective_date|8 April 2024⟫. Your pension is paid every ⟪payment_cycle|4 weeks⟫ into the account ending ⟪masked_account|****0931⟫."
翻译：⟦PERSON|周太太⟧，您的国家养老金从4月8日起涨到每周⟦AMOUNT|221.20镑⟧。
⟦PERSON|Mandy⟧：咦，她拿的是 full new State Pension 吗？
Auntie ⟦PERSON|May⟧：佢話係㗎，佢做咗 35 年嘢。佢地址係 ⟦ADDRESS|23 Nelson Street, Liverpool L1 5DN⟧"""),
]

TEXTS += [
("home_options_bidding", """Home Options 竞标记录 (我帮舅舅弄的，记一下)
Applicant: Mr ⟦PERSON|Tang Weiming⟧ ⟦PERSON|唐伟明⟧, housing register no. ⟪housing_register_no|HR/00918377⟫, ⟪housing_band|Band 2 (medical)⟫
Medical priority 原因: ⟦MEDICAL|heart failure⟧ + ⟦MEDICAL|wheelchair user since stroke⟧，需要 level access
本周 bids:
 1. ⟪property_ref|Prop ID 44172⟫ 1-bed ground floor, Walthamstow — position ⟪bid_position|7⟫
 2. ⟪property_ref|Prop ID 44190⟫ 1-bed sheltered, Leyton — position ⟪bid_position|2⟫ 🤞
Contact on file: ⟦PHONE|07415 339 802⟧ (我的号码，舅舅不接英文电话)
Current address: ⟦ADDRESS|Flat 31, 2 Hoe Street, London E17 4PG⟧"""),
]

TEXTS += [
("irish_passport_renewal_chat", """⟦PERSON|Niamh⟧: did you get your passport renewal sorted? 护照续了吗
⟦PERSON|Siu Ling⟧: 还没！Passport Online 说 photo rejected 😤 old passport no. ⟦PASSPORT|$pp_ie2⟧
⟦PERSON|Niamh⟧: use the ⟪org_name|An Post⟫ photo booth, they give you a code
⟦PERSON|Siu Ling⟧: ok. 顺便问下 fee 是 ⟪fee|€75⟫ 吗
⟦PERSON|Niamh⟧: yep adult 10 year. It'll go to your address on file?
⟦PERSON|Siu Ling⟧: ⟦ADDRESS|8 Ranelagh Road, Dublin 6, D06 W2H9⟧ yes. PPS 也要填吗
⟦PERSON|Niamh⟧: only if it's your first adult one"""),

("contractor_dev_chat", """[Telegram 群: Council Payments Dev (外包团队)]
⟦PERSON|老罗⟧: 测试环境 Stripe 用的是 live key？？ ⟦APIKEY|$stripe_sk2⟧ 这个是 sk_live 开头的啊
⟦PERSON|Sam K⟧: my bad — copied from the prod vault. Rotating now. The restricted one for refunds is ⟦APIKEY|$stripe_rk1⟧, also rotating
⟦PERSON|老罗⟧: 还有告警 bot 的 token ⟦APIKEY|$telegram1⟧ 和 discord webhook ⟦SECRET|$discord_hook1⟧ 都在 README 里，全部换掉
⟦PERSON|Sam K⟧: done by EOD. Test cards only from now: ⟪test_card|4242 4242 4242 4242⟫ 👍
⟦PERSON|老罗⟧: 👌 release ⟪version|pay-gateway 3.1.0⟫ 推迟到下周"""),

("caf_apl_email", """Objet : Demande d'APL — dossier ⟪caf_file_no|n° allocataire 7730412⟫

Bonjour,
我是在巴黎读书的中国学生，不太会写法语，sorry for mixing English. I applied for APL (aide au logement) in May. My details:
Nom / 姓名：⟦PERSON|WANG Jiayi⟧
Adresse：⟦ADDRESS|18 rue de la Glacière, 75013 Paris⟧
Loyer / rent：⟦AMOUNT|680 €⟧ par mois
RIB / IBAN：⟦IBAN|$iban_fr1⟧
Téléphone：⟦PHONE|+33 6 41 27 88 09⟧
The simulator said about ⟪estimate|190 € / mois⟫ but I received nothing yet. Merci beaucoup !"""),

("cpas_brussels_form", """CPAS / OCMW — demande de revenu d'intégration (申请社会融入收入) — notes de l'assistante sociale
Demandeur: ⟦PERSON|Liu Chen⟧ (⟦PERSON|刘晨⟧), ⟦DATE_OF_BIRTH|23/01/1997⟧
Adresse: ⟦ADDRESS|Rue de Laeken 112 bte 4, 1000 Bruxelles⟧
Compte bancaire: ⟦IBAN|$iban_be1⟧
Situation: ancien étudiant, perte d'emploi chez ⟪org_name|Delhaize⟫, loyer ⟦AMOUNT|€725⟧. Taux isolé ⟪benefit_rate|€1.263,17⟫/mois.
Santé: ⟦MEDICAL|trouble anxieux⟧ suivi au ⟪org_name|CHU Saint-Pierre⟫.
AS: Mme ⟦PERSON|Delvaux⟧"""),
]
