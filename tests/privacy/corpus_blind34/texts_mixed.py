# Mixed Chinese/English texts for corpus_blind34. Written by hand, one at a time.
TEXTS = []
T = TEXTS.append

T(("mixed_student_housing_guarantor", """
Hi ⟦PERSON|Jessica⟧, 关于你的 guarantor：
你爸爸 Mr ⟦PERSON|Chen⟧ 的 passport ⟦PASSPORT|EH4417290⟧ 我们收到了，但是 UK guarantor 需要 UK address。你可以用 ⟪org_name|Housing Hand⟫，fee ⟪price|£450⟫。
Your room ⟪room_no|Studio 4.12⟫ first payment ⟦AMOUNT|£3,640⟧ is due ⟪date|1 Sept⟫.
— ⟦PERSON|Holly⟧, ⟪org_name|Vita Student⟫
"""))

T(("mixed_hk_student_application", """
Application for ⟪org_name|Chapter Kings Cross⟫
Name 姓名: ⟦PERSON|CHAN Tsz Ching⟧ (⟦PERSON|陳芷晴⟧)
HKID: ⟦NATIONAL_ID|$hkid1⟧
DOB 出生日期: ⟦DATE_OF_BIRTH|2004-03-27⟧
Mobile 手機: ⟦PHONE|+852 9123 4087⟧
Email: ⟦EMAIL|tszching.chan@connect.hku-example.hk⟧
Deposit paid 已付按金: ⟦AMOUNT|HK$3,000⟧
"""))

T(("mixed_tw_clinic_intake", """
⟪org_name|台北安心牙醫診所⟫ 初診單 / New patient form
姓名 Name：⟦PERSON|黃柏翰⟧ (⟦PERSON|Huang Po-Han⟧)
身分證字號：⟦NATIONAL_ID|$tw2⟧
電話：⟦PHONE|0912-345-678⟧
主訴：⟦MEDICAL|智齒阻生⟧ wisdom tooth impaction, 過敏：⟦MEDICAL|penicillin allergy⟧
自費：⟦AMOUNT|NT$4,500⟧
"""))

T(("mixed_app_console_leak_slack", """
#release-eng ⟦PERSON|Yifan⟧ 11:02
兄弟们 @⟦PERSON|kevin.zhou⟧ 把 Google Play service account 的 key 贴在 issue 里了 🙃
"private_key": "⟦SECRET|$pem1⟧"
⟦PERSON|Kevin Zhou⟧ 11:04
sorry sorry 已经在 GCP console 里 disable 了 key id ⟪key_id|9f2c4e1a7b⟫，新 key 走 Vault
"""))

T(("mixed_app_store_review_reply", """
App Store Connect — 审核被拒 Guideline ⟪guideline|5.1.1⟫
App: ⟪app_id|com.xiaoyu.tutor⟫ ⟪version|v3.8.0⟫
Reviewer note: The demo account ⟦EMAIL|review.demo@xiaoyu-tutor.com⟧ / password ⟦PASSWORD|Apple2027Review⟧ did not load.
开发者回复 by ⟦PERSON|刘晓宇⟧：已修复，请使用新的 demo 账号密码 ⟦PASSWORD|Tutor!Demo88⟧。
"""))

T(("mixed_ios_ci_env", """
# fastlane/.env.default  (维护人 ⟦PERSON|pengfei.li⟧)
APP_IDENTIFIER=⟪app_id|com.minipay.wallet⟫
MATCH_PASSWORD=⟦PASSWORD|sh4nghai-Match-2027⟧
FASTLANE_SESSION=⟦SECRET|$session1⟧
FIREBASE_API_KEY=⟦APIKEY|$google1⟧
SENTRY_DSN=https://⟪key_id|7c2f9a0b1e⟫@o44812.ingest.sentry.io/⟪project_id|5510⟫
"""))

T(("mixed_sms_platform_migration", """
短信平台迁移 checklist (Twilio → 阿里云)
- [x] 旧 Twilio API Key: ⟦APIKEY|$twilio_sk2⟧ / secret ⟦SECRET|$twilio_auth2⟧ — revoke after ⟪date|6/30⟫
- [ ] 阿里云 AccessKey ⟦APIKEY|$ali_ak2⟧ / ⟦SECRET|$ali_sk2⟧ 放到 KMS
- [ ] SendGrid key ⟦APIKEY|$sendgrid1⟧ 暂时保留给 email
Owner: ⟦PERSON|Grace Liu⟧ (⟦PERSON|刘思雨⟧), deadline ⟪date|Q3⟫
"""))

T(("mixed_sms_campaign_wecom", """
【企业微信】营销短信审批
申请人：⟦PERSON|Tony⟧（市场部）
内容："【⟪org_name|FitLab⟫】亲爱的会员，夏季卡⟪price|6折⟫，回T退订"
发送量：⟪count|8万⟫条，单价⟪price|0.045元/条⟫
测试号码：⟦PHONE|13600010022⟧（⟦PERSON|Tony⟧本人）
审批人：⟦PERSON|Vivian Xu⟧
"""))

T(("mixed_analytics_export_json", """
[
 {"uid":"⟪user_id|wx_883120⟫","nickname":"⟪handle|打工人小猫⟫","real_name":"⟦PERSON|许晴⟧","phone":"⟦PHONE|18801234457⟧","ip":"⟦IP_ADDRESS|61.148.244.19⟧","gmv_cny":⟦AMOUNT|2318.40⟧},
 {"uid":"⟪user_id|wx_883121⟫","nickname":"⟦PERSON|Danny Ho⟧","real_name":"⟦PERSON|何丹尼⟧","phone":"⟦PHONE|+852 6022 1930⟧","ip":"⟦IP_ADDRESS|2409:8a00:7c41:1f20::3b⟧","gmv_cny":⟦AMOUNT|910.00⟧},
 {"uid":"⟪user_id|wx_883122⟫","nickname":"⟪handle|sunny_day⟫","real_name":null,"phone":null,"ip":"⟪doc_ip|203.0.113.5⟫","gmv_cny":0}
]
"""))

T(("mixed_analytics_dingtalk_alert", """
【钉钉机器人】数据导出告警
用户 ⟦PERSON|wangfang⟧ 于 ⟪timestamp|2027-06-08 23:41⟫ 从 ⟦IP_ADDRESS|192.168.31.77⟧ 导出了 ⟪count|210,334⟫ 行 user-level CSV（含手机号）。
Query id: ⟪uuid|5e0c1a44-7b2d-4d8e-9a61-3f02c8b7e912⟫
Webhook: ⟦SECRET|$ding_hook2⟧
请 安全组⟦PERSON|老吴⟧ 跟进。
"""))

T(("mixed_ivf_overseas_consult", """
Consultation notes — ⟪org_name|Bangkok IVF Partners⟫
Client: Ms ⟦PERSON|Wen Jiayi⟧ ⟦PERSON|文佳怡⟧, 38
Passport: ⟦PASSPORT|EJ2948173⟧
Hx: ⟦MEDICAL|卵巢储备功能下降 (AMH 0.6)⟧, previous ⟦MEDICAL|2 failed IVF cycles⟧ in ⟪place|Shanghai⟫
Plan: ⟦MEDICAL|donor egg IVF⟧, package ⟪price|USD 16,900⟫; deposit received ⟦AMOUNT|USD 5,000⟧
Coordinator: Khun ⟦PERSON|Ploy⟧ / 中文翻译 ⟦PERSON|小Lin⟧
"""))

T(("mixed_egg_donor_agency_chat", """
Agency (⟦PERSON|Amy⟧): Hi ⟦PERSON|Sophia⟧, the donor 资料 you asked for: ⟪donor_ref|Donor #C-2291⟫, 25岁, 身高 ⟪height|168cm⟫
⟦PERSON|Sophia⟧: 她有家族病史吗？
Agency (⟦PERSON|Amy⟧): 她外婆有 ⟪health_term|type 2 diabetes⟫，她本人 healthy。
⟦PERSON|Sophia⟧: OK. 我们 transfer 了 ⟦AMOUNT|$8,000⟧ deposit 到你们的账户 ⟦IBAN|$iban_ch1⟧
"""))

T(("mixed_hospital_pharmacy_handover", """
Aseptic unit handover ⟪date|12/06⟫ — 药剂科 ⟪place|静配中心⟫
1. Mr ⟦PERSON|Lau⟧ ⟦PERSON|刘先生⟧ (bed ⟪bed_no|22⟫): ⟦MEDICAL|cytarabine 2 g/m²⟧ 已调配, ⟦MEDICAL|AML induction⟧
2. Baby ⟦PERSON|Ng⟧: ⟦MEDICAL|TPN 120 mL/kg⟧, recheck K+ ⟪lab_value|3.1⟫
3. Isolator ⟪equipment_id|ISO-2⟫ glove change due
Signed: ⟦PERSON|Rachel Yip⟧ / ⟦PERSON|叶瑞琪⟧
"""))

T(("mixed_private_hospital_invoice", """
⟪org_name|香港港安醫院⟫ Hospital Invoice 收費單
Patient 病人: ⟦PERSON|LEUNG Ka Wai⟧ (⟦PERSON|梁嘉慧⟧)   HKID: ⟦NATIONAL_ID|$hkid2⟧
Procedure 手術: ⟦MEDICAL|Laparoscopic cholecystectomy 腹腔鏡膽囊切除術⟧
Room 房間: ⟪room_no|Semi-private 612⟫ @ ⟪price|HK$2,850/night⟫
Total 總額: ⟦AMOUNT|HK$118,460.00⟧
Paid by 付款: ⟦CARD|$card_jcb1⟧ exp ⟪card_expiry|07/28⟫ CVV ⟦CVV|310⟧
"""))

T(("mixed_insurance_agent_wechat", """
⟦PERSON|Kelly⟧保险：Mr ⟦PERSON|Zhang⟧，您 Canada 那边的 SIN ⟦NATIONAL_ID|$sin2⟧ 和护照 ⟦PASSPORT|EK7105534⟧ 我收到了，CRS 税务声明帮您填好了。
Mr ⟦PERSON|Zhang⟧：好的，保费 ⟦AMOUNT|USD 25,000⟧ 我下周 wire 过去
⟦PERSON|Kelly⟧保险：OK，这款 ⟪product_code|IUL⟫ 最低 ⟪price|USD 10,000⟫ 起投
"""))

T(("mixed_us_ssn_student_payroll", """
TA payroll onboarding — ⟪org_name|UC Davis⟫ (example)
Name: ⟦PERSON|Zhou, Haoran⟧ ⟦PERSON|周浩然⟧
SSN: ⟦SSN|$ssn4⟧
Address: ⟦ADDRESS|1820 Anderson Rd, Apt 214, Davis, CA 95616⟧
Direct deposit routing ⟪routing_no|121000358⟫, acct ⟪masked_account|****6632⟫
Hourly rate ⟪price|$22.50⟫; stipend this quarter ⟦AMOUNT|$7,380⟧
"""))

T(("mixed_us_tax_form_chat", """
⟦PERSON|小美⟧: 帮我看看这个 W-2 对不对？
Employer: ⟪org_name|Golden Lotus Dental⟫  Employee: ⟦PERSON|Mei Huang⟧
SSN ⟦SSN|$ssn5⟧  Wages ⟦AMOUNT|$41,220.17⟧  Fed tax withheld ⟦AMOUNT|$3,904.00⟧
⟦PERSON|阿杰⟧: SSN 别发群里啊！！！ 截图撤回
"""))

T(("mixed_game_support_refund_en_zh", """
Ticket ⟪ticket_ref|#CN-88213⟫ — Refund request 退款申请
Player ⟦PERSON|Leo Tang⟧ (⟦PERSON|唐立⟧) says: "I bought the ⟪product_code|Founder Pack⟫ twice 重复扣款了"
Charged: ⟦AMOUNT|US$39.98⟧ (2 × ⟪price|$19.99⟫)
Card: ⟦CARD|$card_mc3⟧, CVV ⟦CVV|0741⟧?? — player typed CVV into chat, redacted in CRM
Agent ⟦PERSON|Bella⟧: refund approved ⟪date|2027-06-03⟫
"""))

T(("mixed_game_gm_log", """
[GM] ⟪timestamp|2027-05-11 02:13:09⟫ op=⟦PERSON|gm_liqiang⟧ action=ban target=⟪player_id|990123⟫ reason="RMT 工作室"
[GM] ⟪timestamp|2027-05-11 02:13:44⟫ op=⟦PERSON|gm_liqiang⟧ action=unban target=⟪player_id|990124⟫ note="玩家⟦PERSON|周一鸣⟧申诉成功 ip=⟦IP_ADDRESS|106.38.71.202⟧"
[SYS] ⟪timestamp|2027-05-11 02:14:00⟫ redis auth ok password=⟦PASSWORD|R3d!s_gm_27⟧ host=⟦IP_ADDRESS|10.2.33.5⟧
"""))

T(("mixed_uni_it_mfa_feishu", """
【飞书】IT Service Desk
同学 ⟦PERSON|Li Xinyi⟧ (⟦PERSON|xl2031⟧) 手机丢了，MFA 无法登录 Canvas。
已核验：学生证 + DOB ⟦DATE_OF_BIRTH|2003/08/15⟧
Backup codes 已重新生成：⟦SECRET|83920-11764⟧ ⟦SECRET|40291-55830⟧
处理人：⟦PERSON|Ahmed⟧ ⟪ticket_ref|INC0521190⟫
"""))

T(("mixed_uni_sso_oauth_config", """
# sso-bridge config (新校区 SSO)
oidc:
  issuer: https://login.campus-example.edu.cn
  client_id: ⟪app_id|sso-bridge-prod⟫
  client_secret: ⟦SECRET|$client_secret1⟧
  redirect_uri: https://portal.campus-example.edu.cn/callback
admin:
  contact: ⟦PERSON|张老师⟧ ⟦EMAIL|it-helpdesk@campus-example.edu.cn⟧
  test_user_jwt: ⟦APIKEY|$jwt4⟧
"""))

T(("mixed_vaccination_travel_chat", """
⟦PERSON|Nina⟧：我下个月去 ⟪place|Kenya⟫ safari，要打什么疫苗？
Clinic（Dr. ⟦PERSON|Lam⟧）：Recommend ⟪health_term|yellow fever⟫, ⟪health_term|typhoid⟫, ⟪health_term|hep A⟫. 你有没有 ⟪health_term|egg allergy⟫？
⟦PERSON|Nina⟧：没有，但我在吃 ⟦MEDICAL|sertraline 50mg⟧ 会不会有影响？
Clinic（Dr. ⟦PERSON|Lam⟧）：No interaction. 打针总共 ⟦AMOUNT|HK$1,980⟧ for you.
"""))

T(("mixed_vaccine_leaflet", """
Influenza vaccine 流感疫苗 — FAQ
Who should get it 谁应该接种：⟪age|6 months+⟫ 的人群，尤其是 ⟪health_term|孕妇⟫ 和 ⟪health_term|慢性病患者⟫。
Side effects 副作用：⟪health_term|injection-site pain 注射部位疼痛⟫，偶见 ⟪health_term|发热⟫。
Price 价格：⟪price|HK$260⟫ per dose. Valid until ⟪date|2028-03-31⟫.
"""))

T(("mixed_ortho_clinic_whatsapp", """
[WhatsApp] Dr ⟦PERSON|Koh⟧'s clinic:
Hi Mdm ⟦PERSON|Lim⟧，⟦PERSON|Ethan⟧ 的 ⟦MEDICAL|Invisalign⟧ aligners #⟪count|14⟫ 到了。Please come ⟪date|Sat 10am⟫。
Balance outstanding 尚欠：⟦AMOUNT|S$1,260⟧. PayNow UEN ⟪uen|201912345K⟫
Parent NRIC on file: ⟦NATIONAL_ID|$nric2⟧
"""))

T(("mixed_sg_foreign_worker_loan", """
⟪org_name|QuickCash SG⟫ loan record
Borrower: ⟦PERSON|Rahman bin Yusof⟧ FIN ⟦NATIONAL_ID|$nric3⟧
Loan ⟦AMOUNT|S$3,000⟧, interest cap ⟪percentage|4% per month⟫
Guarantor: ⟦PERSON|陈国华⟧ ⟦PHONE|+65 8123 4567⟧
Collector note: 不要去他宿舍 ⟦ADDRESS|Blk 21 Kaki Bukit Road 4, #03-11, Singapore 417805⟧
"""))

T(("mixed_rental_agent_shenzhen_hk", """
⟦PERSON|Ricky⟧ 中介: ⟦PERSON|Anson⟧ 你好，福田那套 1房 月租 ⟦AMOUNT|6,800⟧ 房东同意了。
⟦PERSON|Anson⟧: Great. 我是香港身份证 ⟦NATIONAL_ID|$hkid3⟧ 可以签吗？
⟦PERSON|Ricky⟧ 中介: 可以。地址：⟦ADDRESS|深圳市福田区福华三路168号国际商会中心2206⟧，定金 ⟦AMOUNT|2,000⟧ 先转我
"""))

T(("mixed_microloan_collector_telegram", """
[Telegram] ⟪group|催收二组⟫
⟦PERSON|Alex_W⟧: 客户 ⟦PERSON|Pedro Alves⟧ (巴西) CPF ⟦NATIONAL_ID|$cpf2⟧ 欠 ⟦AMOUNT|R$ 2.450,00⟧，电话 ⟦PHONE|+55 11 98765-4321⟧
⟦PERSON|Alex_W⟧: bot token ⟦APIKEY|$telegram2⟧ 别外传
⟦PERSON|老胡⟧: 收到，明天 call
"""))

T(("mixed_eu_student_bank", """
⟪org_name|Erasmus office⟫ 交换生补助发放名单
| Name | Country | ID | IBAN | Grant |
|---|---|---|---|---|
| ⟦PERSON|Wiktoria Nowak⟧ | PL | ⟦NATIONAL_ID|$pesel1⟧ | ⟦IBAN|$iban_pl1⟧ | ⟦AMOUNT|€1,520⟧ |
| ⟦PERSON|Aino Virtanen⟧ | FI | ⟦NATIONAL_ID|$hetu1⟧ | ⟦IBAN|$iban_lt1⟧ | ⟦AMOUNT|€1,380⟧ |
| ⟦PERSON|王嘉怡⟧ | CN | ⟦IDCARD|$prc14⟧ | ⟦IBAN|$iban_de2⟧ | ⟦AMOUNT|€1,610⟧ |
Standard grant ⟪price|€540/month⟫
"""))

T(("mixed_nl_se_expat_rental", """
Hi ⟦PERSON|Bram⟧，
我们的 Amsterdam 公寓 lease 需要 BSN：我的是 ⟦NATIONAL_ID|$bsn2⟧，我老公 ⟦PERSON|Erik Sjöberg⟧ 用瑞典的 personnummer ⟦NATIONAL_ID|$se2⟧。
Rent ⟦AMOUNT|€2,150⟧ 从 ⟦IBAN|$iban_be1⟧ 付。
Thanks, ⟦PERSON|Chen Lu⟧ ⟦PERSON|陈璐⟧
"""))

T(("mixed_osteo_clinic_uk_cn", """
⟪org_name|London Spine & Osteo⟫ — 中文病人须知
Patient: Mrs ⟦PERSON|Xu⟧ ⟦PERSON|许太太⟧, NI ⟦NATIONAL_ID|$nino3⟧
Complaint: ⟦MEDICAL|坐骨神经痛 sciatica⟧ for ⟪duration|3 weeks⟫
Treatment fee ⟪price|£75⟫; paid today ⟦AMOUNT|£150⟧ (2 sessions)
Card ⟦CARD|$card_disc1⟧ CVV ⟦CVV|826⟧ (phone payment)
Therapist ⟦PERSON|James Whitmore⟧
"""))

T(("mixed_charity_volunteer_signup", """
Volunteer sign-up 义工报名 — ⟪org_name|Chinatown Food Bank⟫
Name: ⟦PERSON|Tommy Kwok⟧ ⟦PERSON|郭德明⟧   Phone: ⟦PHONE|07700 900612⟧
Emergency contact 紧急联系人: 太太 ⟦PERSON|Maggie⟧ ⟦PHONE|07700 900613⟧
Health 健康状况: ⟦MEDICAL|高血压 hypertension⟧, 不能搬重物
Donation 捐款: ⟦AMOUNT|£100⟧ Gift Aid ✔
"""))

T(("mixed_openai_key_incident", """
Incident ⟪incident_ref|SEC-2027-031⟫ 复盘
- ⟪timestamp|06-02 14:10⟫ ⟦PERSON|Jason Wu⟧ 把 ⟦APIKEY|$openai1⟧ commit 到 ⟪repo|tutor-bot⟫ (commit ⟪commit_sha|a83f2c19d7e4⟫)
- ⟪timestamp|06-02 14:31⟫ GitHub secret scanning 提醒，同时发现 ⟦APIKEY|$anthropic1⟧ 也在 .env.example
- ⟪timestamp|06-02 14:40⟫ ⟦PERSON|小雯⟧ revoke 完成，账单多了 ⟦AMOUNT|$312.55⟧
"""))

T(("mixed_hf_gitlab_tokens", """
README-内部.md
```bash
export HF_TOKEN=⟦APIKEY|$hf2⟧        # ⟦PERSON|Wang Hao⟧ 的个人 token
git clone https://oauth2:⟦APIKEY|$glpat1⟧@gitlab.example-cn.com/ml/asr.git
export GH_PAT=⟦APIKEY|$ghpat1⟧
```
模型: ⟪model|whisper-zh-v3⟫, GPU 节点 ⟦IP_ADDRESS|10.9.0.21⟧
"""))

T(("mixed_shopify_sms_plugin", """
Shopify App 配置 (短信提醒插件)
SHOPIFY_ADMIN_TOKEN=⟦APIKEY|$shopify1⟧
STRIPE_SECRET=⟦APIKEY|$stripe2⟧
SLACK_BOT=⟦APIKEY|$slack2⟧
ALERT_HOOK=⟦SECRET|$slack_hook2⟧
店主 ⟦PERSON|Angela Sun⟧ ⟦EMAIL|angela@lotus-tea-example.com⟧
"""))

T(("mixed_moving_company_quote", """
Moving quote 搬家报价 — ⟪org_name|Panda Movers London⟫
Customer: Dr ⟦PERSON|Ouyang Fei⟧ ⟦PERSON|欧阳菲⟧
From: ⟦ADDRESS|Flat 22, Canary Central, 5 Fisherman's Walk, London E14 4AU⟧
To: ⟦ADDRESS|浙江省宁波市鄞州区首南街道天童南路588号⟧
Contact: ⟦PHONE|07700 900388⟧ / ⟦EMAIL|fei.ouyang@nhs-example.uk⟧
Quote ⟪price|£2,400⟫ for 20ft container; deposit paid ⟦AMOUNT|£600⟧ from ⟦IBAN|$iban_gb1⟧
"""))

T(("mixed_hospital_interpreter_booking", """
Interpreter booking 口译预约 — ⟪org_name|Royal Free Hospital⟫
Patient: ⟦PERSON|Zhang Guilan⟧ ⟦PERSON|张桂兰⟧, ⟪age|74⟫, Mandarin
Clinic: ⟪department|Renal⟫ — ⟦MEDICAL|chronic kidney disease stage 4⟧, ⟦MEDICAL|haemodialysis⟧ planning
Home: ⟦ADDRESS|31 Hornsey Lane, London N6 5LL⟧
NOK: daughter ⟦PERSON|Wang Li⟧ ⟦PHONE|07700 900171⟧
Interpreter: ⟦PERSON|Sherry⟧ (agency ⟪org_name|LanguageLine⟫)
"""))

T(("mixed_student_loan_remittance", """
学费汇款确认 Tuition remittance
Student: ⟦PERSON|Sun Yiran⟧ ⟦PERSON|孙怡然⟧  Passport ⟦PASSPORT|EG5512083⟧
Remitter 汇款人: ⟦PERSON|孙国强⟧ ⟦IDCARD|$prc15⟧
Beneficiary: ⟪org_name|University of Edinburgh⟫ ⟦IBAN|$iban_gb3⟧
Amount 金额: ⟦AMOUNT|£26,500.00⟧  Fee quoted ⟪price|£26,000⟫ + ⟪price|£500⟫ accommodation deposit
"""))

T(("mixed_clinic_github_issue", """
Issue #⟪issue_no|214⟫: 预约系统 crash when patient name has emoji
Repro: POST /appointments {"name":"⟦PERSON|Lin Xiaoya⟧ 🌸","phone":"⟦PHONE|13711027765⟧","dob":"⟦DATE_OF_BIRTH|1998-07-02⟧"}
Log shows GITHUB_TOKEN=⟦APIKEY|$ghp2⟧ in env dump — @⟦PERSON|chenbo⟧ please rotate!
Server ⟦IP_ADDRESS|172.18.0.4⟧, build ⟪build_id|b-2027.06.14-3⟫
"""))

T(("mixed_travel_vaccine_group_booking", """
Group booking 团体预约 — ⟪org_name|TravelWell Clinic⟫
Trip: ⟪place|Nepal⟫ trekking, depart ⟪date|2027-10-08⟫, flight ⟪flight_no|CA437⟫
1. ⟦PERSON|Hu Zhiyuan⟧ ⟦PERSON|胡志远⟧ — ⟦MEDICAL|Japanese encephalitis⟧ + ⟦MEDICAL|rabies pre-exposure⟧, passport ⟦PASSPORT|EC3307719⟧
2. ⟦PERSON|Ellie Hart⟧ — ⟦MEDICAL|typhoid⟧ only; on ⟦MEDICAL|methotrexate⟧ so NO live vaccines
Leader: ⟦PERSON|老胡⟧ ⟦PHONE|+44 7700 900451⟧ / ⟦EMAIL|zhiyuan.hu@trekmail-example.com⟧
Total paid: ⟦AMOUNT|£486⟧
"""))

T(("mixed_landlord_bank_change_scam", """
⚠️ 疑似诈骗 Suspected fraud — 请勿转账
Email from "landlord" ⟦EMAIL|david.harlow.lettings@gmx-example.com⟧:
"Hi ⟦PERSON|Xinyu⟧, our bank changed, please pay this month's rent ⟦AMOUNT|£1,650⟧ to ⟦IBAN|$iban_it1⟧ instead."
真正的房东 ⟦PERSON|David Harlow⟧ 确认没有换账户，his number ⟦PHONE|07700 900935⟧.
Reported to ⟪org_name|Action Fraud⟫ ref ⟪case_ref|NFRC270611882⟫
"""))
