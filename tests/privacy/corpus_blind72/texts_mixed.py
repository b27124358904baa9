# Mixed Chinese/English texts for blind72. Each entry: (kind, marked_text). Typed by hand.
TEXTS = []

TEXTS += [
("wechat_codeswitch_chat", """⟦PERSON|Vivian⟧：亲～明天的 ⟪class_name|Aerial Yoga⟫ 还有位吗？
⟦PERSON|Coco⟧（前台）：有的有的，帮你 book 了 7:30pm，⟦PERSON|Jason⟧ teach
⟦PERSON|Vivian⟧：👍 我上次 ⟦MEDICAL|肩膀 strain⟧ 了，可以做吗
⟦PERSON|Coco⟧：跟 ⟦PERSON|Jason⟧ 说一下就好～ 另外你的 card 还剩 ⟦AMOUNT|¥1,460⟧，下次续费有 ⟪promo|9折⟫ 哦"""),

("slack_infra_mixed", """#infra
⟦PERSON|leo.chen⟧: prod 的 RDS 密码 rotate 了吗？昨天 ⟦PERSON|Kevin⟧ 在群里贴了 connection string 😓
⟦PERSON|kevin.zhou⟧: 改了改了，新的在 vault 里。旧的是 postgres://acu_admin:⟦SECRET|Zhenjiu!2023⟧@⟦IP_ADDRESS|10.1.4.22⟧:5432/his ，已失效
⟦PERSON|leo.chen⟧: ok。另外 aliyun 那个 AK ⟦APIKEY|$key_aliyun_1⟧ 也顺手 disable 一下
⟦PERSON|kevin.zhou⟧: 👌 done，工单 ⟪ticket_id|INFRA-338⟫"""),

("agency_email_mixed", """Subject: 【重要】Cycle schedule & 付款提醒
Hi ⟦PERSON|卢女士⟧,
您的 ⟦MEDICAL|IVF stimulation⟧ 计划 7/2 开始，Dr ⟦PERSON|Feldman⟧ 会在 ⟪org_name|Pacific Coast Fertility⟫ 做 baseline ultrasound。
请在 6/25 前支付第二期 ⟦AMOUNT|US$12,500⟧，wire 到：
Beneficiary: ⟪org_name|PCF Medical Group Inc.⟫  Account: ⟪org_account|8812004417⟫  ABA ⟪routing_number|121000248⟫
另外麻烦把护照首页（⟦PASSPORT|$pp_cn_4⟧）再扫描一次，上次的太模糊了。
有问题微信我 ⟦PERSON|amy_pcf⟧ 或 call ⟦PHONE|+1 (626) 755-3190⟧"""),

("json_log_mixed", """{"level":"warn","ts":"⟪timestamp|2024-06-13T09:12:44+08:00⟫","msg":"用户重复提交预约","user":"⟦PERSON|Tina Huang⟧","phone":"⟦PHONE|13601887245⟧","ip":"⟦IP_ADDRESS|101.88.214.3⟧","trace_id":"⟪trace_id|0af7651916cd43dd8448eb211c80319c⟫"}
{"level":"error","ts":"2024-06-13T09:12:45+08:00","msg":"支付失败 card declined","card_bin":"⟪card_bin|622202⟫","amount":"⟦AMOUNT|CNY 980.00⟧","svc":"⟪service_name|booking-svc⟫","ver":"⟪semver|1.12.0⟫"}"""),

("bilingual_intake_form", """PATIENT INFORMATION 病人资料 — ⟪org_name|Golden Gate Chiropractic 金门脊椎诊所⟫
Name 姓名: ⟦PERSON|Wu, Jianguo⟧（⟦PERSON|吴建国⟧）
DOB 出生日期: ⟦DATE_OF_BIRTH|08/30/1965⟧
SSN 社安号: ⟦SSN|$ssn_5⟧
Address 地址: ⟦ADDRESS|1523 Stockton St, San Francisco, CA 94133⟧
Phone 电话: ⟦PHONE|(415) 982-3317⟧
Complaint 主诉: ⟦MEDICAL|坐骨神经痛 sciatica, 左腿麻⟧
Preferred language: 广东话 Cantonese"""),

("teams_chat_mixed_sg", """⟦PERSON|Jolene Lim⟧: Dr ⟦PERSON|Ong⟧, 那个 patient Mdm ⟦PERSON|Koh Siew Hwa⟧（NRIC ⟦NATIONAL_ID|$nid_nric_3⟧）想用 Medisave claim 她的 ⟦MEDICAL|knee OA⟧ 针灸，可以吗？
⟦PERSON|Ong Wei Jie⟧: 不行哦，acupuncture 不能 claim Medisave。跟她讲 pay cash 就好，list price 照 ⟪price_list_ref|2024 tariff⟫。
⟦PERSON|Jolene Lim⟧: ok noted。她上次已经 pay 了 ⟦AMOUNT|S$130⟧，我 call 她 explain，HP ⟦PHONE|+65 8812 4406⟧"""),

("dingtalk_expense_approval", """【钉钉审批】报销申请 ⟪approval_no|202406131022000187⟫
申请人：⟦PERSON|Ivy Bai⟧（柏）
事由：参加 ⟪event_name|Pilates Anytime Workshop⟫（上海）
金额：⟦AMOUNT|¥3,860.00⟧
收款卡号：⟦CARD|$card_up_5⟧
成本中心：⟪cost_center|CC-SH-03⟫
审批人：⟦PERSON|许总⟧ ✅ 已同意"""),

("xiaohongshu_mixed_review", """🇹🇭 Bangkok 按摩 review｜⟪org_name|Health Land⟫ vs ⟪org_name|Let's Relax⟫
姐妹们这次去曼谷 tried 两家… 我有 ⟦MEDICAL|lower back pain⟧ + ⟦MEDICAL|腰肌劳损⟧（double whammy 🥲）
Health Land 的 therapist ⟦PERSON|Noi⟧ 超专业，2hr Thai massage 才 ⟪price|650 THB⟫！我直接给了 ⟦AMOUNT|200 baht⟧ tip
⟪hashtag|#曼谷按摩⟫"""),

("clinic_email_bilingual", """Dear Mr ⟦PERSON|Thompson⟧,
谢谢您的咨询 – thank you for your enquiry. For ⟦MEDICAL|hay fever⟧ we usually recommend 6 sessions of acupuncture plus herbal granules.
Your first appointment: ⟪appointment_slot|Tue 18 June 11:00⟫ with Dr ⟦PERSON|Huang Li⟧ (⟦PERSON|黄医生⟧). Deposit received: ⟦AMOUNT|£40⟧.
Kind regards / 祝好
⟦PERSON|Mandy Cheung⟧ ⟦PERSON|张曼迪⟧
Reception, ⟪org_name|Jade Lotus TCM Clinic 玉莲中医⟫
⟪clinic_address|48 Gerrard Street, London W1D 5QE⟫ | ⟦PHONE|020 7437 8862⟧"""),

("python_script_mixed", """# 给会员发生日祝福邮件 (birthday mail) — author: ⟦PERSON|ryan.he⟧
import requests
SENDGRID_KEY = "⟦APIKEY|$key_sendgrid_1⟧"   # TODO: 换成环境变量
URL = "⟪api_url|https://api.sendgrid.com/v3/mail/send⟫"
TEMPLATE = "⟪template_id|d-8f1c2e7a9b3d4c5e⟫"
members = [
    {"name": "⟦PERSON|许嘉怡⟧", "dob": "⟦DATE_OF_BIRTH|1995-01-05⟧", "id_no": "⟦IDCARD|$idcard_6⟧"},  # 测试数据，别 push!!
]"""),

("whatsapp_cantonese_mixed", """[13/06/24 10:02] ⟦PERSON|Karen Tse⟧: Hi ⟦PERSON|Ah Wing⟧ 聽日 3點有冇位？我 ⟦MEDICAL|frozen shoulder⟧ 又發作 😫
[13/06/24 10:05] ⟦PERSON|Ah Wing⟧: 有呀 ⟦PERSON|Karen⟧，3點 book 咗俾你
[13/06/24 10:06] ⟦PERSON|Karen Tse⟧: thx！上次嘅 ⟦AMOUNT|HK$680⟧ 我 FPS 咗俾你未？
[13/06/24 10:08] ⟦PERSON|Ah Wing⟧: 收到啦～ FPS ID ⟪fps_id|1628 8830⟫ 係公司嘅，下次都過呢個 🙏 ⟪read_receipt|✓✓⟫"""),

("yaml_config_mixed", """# 生殖中心 patient-portal 配置 (staging)
smtp:
  host: ⟪hostname|smtp.exmail.qq.com⟫
  user: ⟦EMAIL|noreply@huakang-ivf.cn⟧
  pass: ⟦PASSWORD|Ivf$mtp2024⟧
oss:
  access_key_id: ⟦APIKEY|$key_aliyun_2⟧
  access_key_secret: ⟦SECRET|$sec_aliyun_2⟧
totp:
  issuer: ⟪app_name|HuakangPortal⟫
  admin_seed: ⟦SECRET|$sec_totp_3⟧   # ⟦PERSON|郝主任⟧ 的 2FA，别删"""),

("support_ticket_mixed", """Ticket ⟪ticket_id|#20931⟫ – Refund request 退款
From: ⟦PERSON|Zhang Yutong⟧ <⟦EMAIL|yutong.zhang@student.unimelb.edu.au⟧>
Hi，我上周四在你们 ⟪branch_name|Carlton clinic⟫ 做了 ⟦MEDICAL|ingrown toenail removal⟧，but the receipt says I paid ⟦AMOUNT|A$310⟧ instead of ⟦AMOUNT|A$210⟧ 😕 能退 ⟦AMOUNT|A$100⟧ 吗？
My phone: ⟦PHONE|0451 882 903⟧ 谢谢！"""),

("clinical_notes_abbrev_mixed", """Pt ⟦PERSON|冼伟明⟧ M/45, f/u #3
Cc: ⟦MEDICAL|GERD 反酸⟧, ⟦MEDICAL|insomnia 入睡难⟧
Hx: ⟦MEDICAL|HTN⟧ on ⟦MEDICAL|amlodipine 5mg qd⟧
Tx today: 针 ST36 PC6 HT7 + ⟦MEDICAL|背部 cupping⟧, needles ⟪needle_spec|0.20×25mm⟫
Next: 1/52 · Paid ⟦AMOUNT|$105⟧ EFTPOS · Dr ⟦PERSON|Leung⟧"""),

("checkin_sms_mixed", """Hi ⟦PERSON|王小姐⟧! Welcome to ⟪org_name|Canggu Soul Retreat⟫ 🌴
Villa ⟪room_number|#7⟫ door code: ⟦PASSWORD|4 8 1 2 9⟧（按完 press ✓）
WiFi: ⟪wifi_ssid|CangguSoul_Guest⟫
明早 7am ⟪class_name|sunrise yoga⟫ at the shala。有任何问题 WhatsApp ⟦PERSON|Made⟧ ⟦PHONE|+62 812-3905-4471⟧"""),

("finance_csv_mixed", """patient_name,pinyin,deposit,iban,备注
⟦PERSON|冯思雨⟧,⟦PERSON|FENG Siyu⟧,⟦AMOUNT|€2,000.00⟧,⟦IBAN|$iban_es_1⟧,⟦MEDICAL|egg donation cycle⟧ 已确认
⟦PERSON|贝嘉⟧,⟦PERSON|BEI Jia⟧,⟦AMOUNT|€1,500.00⟧,⟦IBAN|$iban_fr_1⟧,待付尾款
# export ⟪timestamp|2024-06-13 18:20⟫ by ⟪system_user|finance-bot⟫"""),

("bilingual_consent_slt", """Speech Therapy Consent 言语治疗同意书
Child 儿童: ⟦PERSON|Ethan Lau⟧ ⟦PERSON|刘以安⟧
DOB 出生日期: ⟦DATE_OF_BIRTH|12 Jan 2019⟧
Diagnosis 诊断: ⟦MEDICAL|Childhood Apraxia of Speech (CAS) 儿童言语失用症⟧
Parent 家长: ⟦PERSON|Lau Chi Keung⟧  HKID ⟦NATIONAL_ID|$nid_hkid_3⟧
Fee 费用: ⟪price|HK$950 / session⟫ · Form ⟪form_version|SLT-C-07⟫"""),

("group_buy_chat_mixed", """⟦PERSON|Cindy⟧：拼团 ⟪product_name|Reformer 私教 10节⟫，原价 ⟪price|¥6,800⟫，3人成团每人省 ⟪discount|¥1,600⟫
⟦PERSON|安琪⟧：+1！
⟦PERSON|Mia W⟧：+1，我转你了 ⟦AMOUNT|¥5,200⟧
⟦PERSON|Cindy⟧：收到～ ⟦PERSON|安琪⟧ 你也转一下哈，我支付宝是 ⟦EMAIL|cindy.liu@126.com⟧"""),

("auth_log_mixed", """# 按摩店 POS 服务器被爆破了？⟦PERSON|老何⟧ 看一下
Jun 13 03:12:44 pos-01 sshd[⟪pid|22918⟫]: Failed password for invalid user admin from ⟦IP_ADDRESS|218.92.0.112⟧ port ⟪port|51244⟫ ssh2
Jun 13 03:12:47 pos-01 sshd[22920]: Failed password for ⟦PERSON|hejun⟧ from ⟦IP_ADDRESS|218.92.0.112⟧ port 51302 ssh2
Jun 13 08:30:02 pos-01 sshd[23101]: Accepted publickey for ⟦PERSON|hejun⟧ from ⟦IP_ADDRESS|100.81.22.6⟧ port 60112 ssh2: ED25519 ⟪key_fingerprint|SHA256:f3Kq8Lm2Zx9Rt4Wv7Yb1Nc6Pd0Hs5Ju2Ae8Gi3Ko1Tq⟫"""),
]

TEXTS += [
("ocr_receipt_bilingual", """[OCR] ⟪org_name|Central Sports Chiropractic 中環運動脊醫⟫
RECEIPT 收據 No. ⟪receipt_no|R-0061388⟫
Patient 病人: ⟦PERSON|MAK Tsz Ching⟧ ⟦PERSON|麥芷晴⟧
Treatment 治療: ⟦MEDICAL|spinal adjustment + shockwave therapy (plantar fasciitis)⟧
Amount 金額: ⟦AMOUNT|HK$1,450.00⟧
Paid by 付款: VISA ⟪masked_card|XXXX XXXX XXXX 4471⟫
Chiropractor 脊醫: Dr ⟦PERSON|Ryan Fok⟧ DC"""),

("douyin_dm_mixed", """用户 ⟦PERSON|momo_lin⟧：老师我 ⟦MEDICAL|BMI 31⟧，还有 ⟦MEDICAL|胰岛素抵抗⟧，想报你的 ⟪course_name|21-day reset⟫
营养师⟦PERSON|Joy⟧：可以的宝～ 课程 ⟪price|¥399⟫，付款后把 email 发我，我拉你进群
用户 ⟦PERSON|momo_lin⟧：已付！email ⟦EMAIL|momolin0918@gmail.com⟧
营养师⟦PERSON|Joy⟧：收到 💪 明天 8pm 开营"""),

("stripe_dashboard_note", """Stripe Dashboard → Customers → ⟦PERSON|Olivia Xu⟧（⟦EMAIL|olivia.xu@outlook.com⟧）
Payment ⟪payment_intent|pi_3PQx8sLkd92mZq1K0fT7aB3c⟫ · ⟦AMOUNT|$1,250.00⟧ · Succeeded · Visa ⟪masked_card|•••• 8812⟫
内部备注：客户说是 ⟦MEDICAL|frozen embryo transfer⟧ 的 deposit，已和 nurse ⟦PERSON|Grace⟧ 确认。
Dispute ⟪dispute_id|dp_1PQy02Lkd92mZq1K⟫ 已关闭，no refund。"""),

("retreat_guest_list", """Retreat 名单 Guest list — ⟪event_name|Chiang Mai Yoga & Detox 清迈瑜伽营⟫
1. ⟦PERSON|Lim Jia Hui⟧ ⟦PERSON|林佳慧⟧ — Passport ⟦PASSPORT|$pp_my_1⟧ (MY) — ⟦MEDICAL|lactose intolerant⟧
2. ⟦PERSON|Tan Wei Ling⟧ ⟦PERSON|陈慧玲⟧ — Passport ⟦PASSPORT|$pp_sg_1⟧ (SG) — ⟦MEDICAL|asthma 哮喘⟧
Room sharing 1 & 2 · Airport pickup ⟪flight_no|FD 3217⟫ 14:35"""),

("refund_email_mixed_de", """Hi Dr ⟦PERSON|Becker⟧,
我是 ⟦PERSON|Chen Yiran⟧，上个月在你们 Praxis 做了 3 次 treatment for my ⟦MEDICAL|scoliosis⟧。保险（⟪org_name|Techniker Krankenkasse⟫）只 cover 了一部分，我多付了 ⟦AMOUNT|€180⟧。
Please refund to:
Name: ⟦PERSON|Yiran Chen⟧
IBAN: ⟦IBAN|$iban_de_2⟧
Rechnung Nr. ⟪invoice_no|2024-0517⟫ · 谢谢！"""),

("chatbot_llm_log", """[2024-06-13 14:22:01] user=⟦PERSON|sophie_zheng⟧ q="我 ⟦MEDICAL|怀孕 20 周⟧，可以做 prenatal massage 吗？"
[2024-06-13 14:22:03] llm=⟪model_name|claude-3-haiku⟫ tokens=⟪token_count|412⟫ key=⟦APIKEY|$key_anthropic_1⟧
[2024-06-13 14:22:03] answer="可以的，但要避开腹部深压，please consult your OB first"
[2024-06-13 14:22:05] user=⟦PERSON|sophie_zheng⟧ booked slot=⟪timestamp|2024-06-15T10:00⟫ therapist=⟦PERSON|Hana⟧"""),

("invoice_bilingual_th", """INVOICE 发票 — ⟪org_name|Siam Fertility Center⟫
Invoice No. ⟪invoice_no|SFC-24-06-0113⟫
Patient 患者: Mrs. ⟦PERSON|ZHAO Min⟧   HN: ⟪hospital_number|HN 0098812⟫
1. ⟦MEDICAL|Ovarian stimulation monitoring⟧ ........ ⟪price|THB 18,000⟫
2. ⟦MEDICAL|Egg retrieval (OPU) under sedation⟧ ..... ⟪price|THB 65,000⟫
Total paid 已付: ⟦AMOUNT|THB 83,000⟧
Payment: UnionPay ⟦CARD|$card_up_6⟧"""),

("standup_notes_mixed", """Daily standup 6/13
- ⟦PERSON|Alan⟧: 修了 ⟪ticket_id|BK-412⟫ 时区 bug；今天做 refund flow
- ⟦PERSON|晓雯⟧: Stripe webhook 签名校验 ok 了，secret 放在 ⟪vault_path|kv/prod/stripe⟫，别再贴群里（上次那个 ⟦SECRET|$sec_whsec_3⟧ 已经 roll 了）
- ⟦PERSON|Deepak⟧: blocked，等 ⟪org_name|Mindbody⟫ API 权限；现在的 key ⟦APIKEY|$key_mindbody_1⟧ 只有 read
Blockers: ⟪environment|staging⟫ DB 磁盘满了"""),

("backup_codes_note", """📌 诊所 Google Workspace 管理员 ⟦EMAIL|admin@qingzhu-tcm.com⟧ 的 backup codes（⟦PERSON|钱总⟧ 让我存的）
保存好，别截图发群！
⟦SECRET|$sec_rc_1⟧   ⟦SECRET|$sec_rc_2⟧
⟦SECRET|$sec_rc_3⟧   ⟦SECRET|$sec_rc_4⟧
⟦SECRET|$sec_rc_5⟧   ⟦SECRET|$sec_rc_6⟧
Generated ⟪timestamp|Jun 13, 2024⟫ · 每个 code 只能用一次"""),

("zoom_transcript_mixed", """[Zoom transcript · ⟪meeting_id|842 1190 3357⟫]
⟦PERSON|Priya Nair⟧: So 你最近的 blood test，⟦MEDICAL|LDL 4.6⟧，有点高。
⟦PERSON|Lily Guo⟧: 对，my dad 也有 ⟦MEDICAL|high cholesterol⟧，家族史。
⟦PERSON|Priya Nair⟧: Ok. 我们先 try 8 周 Mediterranean diet，加 ⟦MEDICAL|psyllium husk 5g⟧ daily.
⟦PERSON|Lily Guo⟧: 好的。package 的 ⟦AMOUNT|$180⟧ 我已经 e-transfer 了。"""),

("whiteboard_photo_ocr", """[Photo OCR – staff room whiteboard ⟪date_range|6/10–6/16⟫]
本周 on-call: ⟦PERSON|Eddie⟧ ⟦PHONE|6330 1288⟧
Alarm code 警报密码: ⟦PASSWORD|8 6 0 3⟧
送货 delivery: ⟪org_name|Lhasa OMS⟫ needles, lot ⟪lot_number|2405-A⟫, Thu
⚠️ Mrs ⟦PERSON|Yip⟧ 有 ⟦MEDICAL|pacemaker⟧!! 唔好做 electro-acupuncture"""),

("work_permit_checklist", """外籍教练 工作许可 材料 — ⟪org_name|深圳湾瑜伽⟫
姓名 Name: ⟦PERSON|Arjun Mehta⟧
护照 Passport: ⟦PASSPORT|$pp_in_2⟧
Aadhaar: ⟦NATIONAL_ID|$nid_aadhaar_2⟧
DOB: ⟦DATE_OF_BIRTH|1988-12-02⟧
月薪 Salary: ⟦AMOUNT|RMB 22,000⟧
住址: ⟦ADDRESS|深圳市南山区后海大道2388号怡化金融科技大厦A座1506，518054⟧
Checklist ⟪form_version|WP-2024-v3⟫"""),

("pr_review_mixed", """**Review on PR #⟪pr_number|57⟫** — `feat: 接入 Twilio SMS 预约提醒`
⟦PERSON|wendy-lau⟧ commented on `config/sms.ts`:
> const client = twilio('⟪account_sid|$dk_twilio_sid⟫', '⟦SECRET|$sec_twilio_1⟧')
❌ auth token 不能 hardcode，请用 `process.env`。另外测试号码 ⟦PHONE|+1 (929) 336-4410⟧ 是 ⟦PERSON|Jacky⟧ 的私人手机，删掉吧。
⟦PERSON|jacky-tan⟧: 😅 sorry，已 force-push ⟪commit_sha|$dk_commit_1⟫"""),

("courier_sms_mixed", """【⟪org_name|SF Express⟫顺丰】您的快件 ⟪tracking_no|SF1329908877015⟫ 已由 ⟦PERSON|Tony⟧ 派送 delivered，签收人：前台 ⟦PERSON|Ruby⟧。寄件方 ⟪org_name|Nutri+ Lab⟫（test kit）。有疑问 call ⟦PHONE|400-811-1111⟧"""),

("medical_certificate_bilingual", """MEDICAL CERTIFICATE 病假證明
This is to certify that Ms ⟦PERSON|Rachel Ho⟧ ⟦PERSON|何瑞琪⟧ (HKID ⟦NATIONAL_ID|$nid_hkid_4⟧) was seen on ⟪visit_date|13 Jun 2024⟫ for ⟦MEDICAL|acute low back sprain 急性腰扭傷⟧ and is unfit for work 不宜工作 for ⟪sick_leave_days|3 days⟫.
Dr ⟦PERSON|So Kin Man⟧ ⟦PERSON|蘇健文⟧ (Reg. No. ⟪medical_reg_no|M12345⟫)
⟪clinic_address|Room 1203, 12/F, Nathan Tower, 518 Nathan Road, Kowloon⟫"""),

("mysql_session_mixed", """mysql> select uid, login, real_name, last_ip from ⟪table_name|staff⟫;
| ⟪uid|1001⟫ | ⟦PERSON|zhouxq⟧ | ⟦PERSON|周晓晴⟧ | ⟦IP_ADDRESS|192.168.3.17⟧ |
| ⟪uid|1002⟫ | ⟦PERSON|lmiao⟧  | ⟦PERSON|林淼⟧   | ⟦IP_ADDRESS|100.96.40.2⟧  |
2 rows in set (⟪query_time|0.00 sec⟫)
-- 注意：staff 表里还有 password_hash，别 select *"""),

("podcast_transcript_mixed", """[播客《好孕 Talk》⟪episode_number|EP.21⟫ transcript · ⟪duration|42:10⟫]
⟦PERSON|Sandy⟧：欢迎嘉宾 ⟦PERSON|Grace Wong⟧！先讲讲你的 journey？
⟦PERSON|Grace⟧：我 38 岁才 start，因为 ⟦MEDICAL|AMH 只有 0.5⟧，前后做了 ⟦MEDICAL|四次取卵⟧，总共花了大概 ⟦AMOUNT|四十万港币⟧。
⟦PERSON|Sandy⟧：wow，insurance 有 cover 吗？
⟦PERSON|Grace⟧：Zero. 不过 ⟪org_name|HK IVF Centre⟫ 好 supportive。"""),

("payroll_csv_mixed", """emp_id,name,中文名,ssn,hourly,hours,gross
⟪emp_id|E07⟫,"⟦PERSON|Li, Mei⟧",⟦PERSON|李梅⟧,⟦SSN|$ssn_7⟧,⟦AMOUNT|$18.50⟧,80,⟦AMOUNT|$1,480.00⟧
⟪emp_id|E09⟫,"⟦PERSON|Zhao, Peng⟧",⟦PERSON|赵鹏⟧,⟦SSN|$ssn_8⟧,⟦AMOUNT|$17.00⟧,72,⟦AMOUNT|$1,224.00⟧
# ⟪file_name|payroll_2024-06-15.csv⟫ — 发给 ⟪org_name|ADP⟫ 前请加密"""),

("slack_key_paste_mixed", """⟦PERSON|Ken Ho⟧ 11:02: 新 server 的 private key 我先放这里，⟦PERSON|Iris⟧ 你拿完我就删
⟦SECRET|$sec_pem_2⟧
⟦PERSON|Iris Chan⟧ 11:05: 收到，已放进 ⟪vault_path|1Password/Infra⟫。快删 🙏 server IP 系 ⟦IP_ADDRESS|119.28.47.190⟧ 对吧？
⟦PERSON|Ken Ho⟧ 11:06: 系，port ⟪port|22022⟫"""),
]
