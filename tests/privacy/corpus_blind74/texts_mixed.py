# blind74 -- mixed Chinese/English texts, typed one at a time.
# ⟦TYPE|value⟧ = labelled span, ⟪kind|value⟫ = decoy, $name = values.VALUES[name]
TEXTS = []

# ---- batch 1 ---------------------------------------------------------------
TEXTS += [
("slack_mixed_grow_room",
"""⟦PERSON|Kevin Zhang⟧: 今天 grow room 3 的 CO2 又爆表了, controller IP 是 ⟦IP_ADDRESS|10.4.3.21⟧ 吧?
⟦PERSON|Lily⟧: 对, admin 密码还是 ⟦PASSWORD|Mush@2023⟧, 不过 ⟦PERSON|Ahmed⟧ said he changed it last week…
⟦PERSON|Kevin Zhang⟧: ok 我问他. firmware 还是 ⟪version|v2.7.1⟫, 我开个 ticket ⟪ticket_id|OPS-2291⟫
⟦PERSON|Lily⟧: 下周 audit 记得 bring the ⟪standard_name|HACCP⟫ folder 🙏"""),

("wechat_mixed_payslip_ni",
"""⟦PERSON|Amy⟧: 我的 payslip 上 NI number 写错了, 应该是 ⟦NATIONAL_ID|$nino_3⟧
⟦PERSON|Sophie Chen⟧: 你发邮件给 ⟦EMAIL|hr@hillsidepyo.co.uk⟧, 让 ⟦PERSON|Rachel⟧ 改一下
⟦PERSON|Amy⟧: 好. 这周工资 ⟦AMOUNT|£486.30⟧ 还没到账 😭 shift 是 ⟪shift_code|PYO-AM-2⟫ 那周的
⟦PERSON|Sophie Chen⟧: ⟪org_name|Monzo⟫ 周末不入账的, Monday 再看看"""),

("yaml_config_zh_comments",
"""# 生产环境配置 —— 请勿提交到 GitHub!!
app:
  name: ⟪app_name|cider-shop-cn⟫
  version: ⟪version|3.0.2⟫
alipay:
  app_id: "⟪app_id|2021004123456789⟫"
  merchant_private_key: |
⟦SECRET|$pem_rsa_1⟧
openai:
  api_key: ⟦APIKEY|$openai_1⟧   # ⟦PERSON|赵磊⟧ 的个人 key, 月底前换掉"""),

("email_mixed_tree_import",
"""Dear Mr. ⟦PERSON|Thornton⟧,

We are ⟪org_name|Shenzhen Evergreen Trading⟫. 我们想订购 800 棵 Nordmann fir (⟪product_code|NF-180⟫, 1.5-1.8m), please send PI. 付款方式 T/T, 30% deposit. 上次的 PI ⟪invoice_no|PI-2024-118⟫ 价格已经过期了.
My WeChat: ⟦PERSON|leo_huang_sz⟧, mobile ⟦PHONE|+86 138 2651 0947⟧.

Best regards / 此致
⟦PERSON|Leo Huang⟧ ⟦PERSON|黄立⟧"""),

("ticket_mixed_honey_order",
"""Order ⟪order_id|#10482⟫ 还没到!! I paid ⟦AMOUNT|US$64.90⟧ on 11/3, 用的 card ⟪masked_card|**** 5531⟫. Tracking ⟪tracking_number|LX482019337CN⟫ 一直显示 in transit. 我的地址 ⟦ADDRESS|Apt 5B, 2340 Kalakaua Ave, Honolulu, HI 96815⟧, phone ⟦PHONE|(808) 926-4471⟧. 如果要 reship 要加钱的话可以刷我另一张 Amex ⟦CARD|$card_amex_1⟧, CID ⟦CVV|7302⟧, exp 02/27. 谢谢 — ⟦PERSON|Wendy Lau⟧"""),

("clinic_note_mixed_venom",
"""⟪hospital_name|湘雅医院⟫ allergy clinic    病历号 ⟪record_no|HN-220198⟫
患者 ⟦PERSON|Chen Jia⟧, 女, DOB ⟦DATE_OF_BIRTH|1993-07-02⟧, 职业: 养蜂场帮工
Dx: ⟦MEDICAL|Hymenoptera venom allergy⟧; ⟦MEDICAL|蜂毒 sIgE 3.2 kU/L⟧ (⟪lab_code|ImmunoCAP i1⟫)
Plan: 建议 ⟦MEDICAL|venom immunotherapy (VIT)⟧, 随身携带 ⟦MEDICAL|EpiPen 0.3mg⟧
Contact: ⟦PHONE|+86 186-7321-0582⟧ / ⟦EMAIL|chenjia_bee@qq.com⟧"""),

("github_issue_mixed_webhook",
"""**Bug**: webhook 推送失败 401 (issue ⟪issue_no|#213⟫)
配置:
```
DINGTALK_WEBHOOK=⟦SECRET|$dingtalk_hook_2⟧
GITHUB_TOKEN=⟦APIKEY|$gh_fine_1⟧
```
Environment: ⟪os_version|Ubuntu 22.04⟫, node ⟪version|v20.11.1⟫
@⟦PERSON|jerry-xu⟧ 帮看下? 我本地 ⟦IP_ADDRESS|192.168.3.17⟧ 测试 ok, 但 server ⟦IP_ADDRESS|8.134.19.201⟧ 上就不行"""),

("whatsapp_mixed_falcon_import",
"""⟦PERSON|Daniel⟧: 那只 ⟪species|gyrfalcon⟫ 的 CITES permit 下来了吗?
⟦PERSON|Mia Wong⟧: 下来了, permit no. ⟪permit_no|24GB112873/01⟫. 你 passport 给我, 要填 import form
⟦PERSON|Daniel⟧: ⟦PASSPORT|$pp_ca_1⟧, Canadian. DOB ⟦DATE_OF_BIRTH|1983-09-14⟧
⟦PERSON|Mia Wong⟧: ok. 运费 quote 是 ⟪quote_total|HK$18,500⟫, 你先转 deposit ⟦AMOUNT|HK$5,000⟧ 到我 FPS ⟦PHONE|+852 6123 4870⟧"""),

("bilingual_invoice_cider_tour",
"""发票 INVOICE No. ⟪invoice_no|YT-INV-0893⟫    ⟪org_name|烟台山麓果酒庄 Yantai Hillside Cidery⟫
Bill To 客户: ⟦PERSON|Oliver Grant⟧ (⟦PERSON|葛奥利⟧)
Address 地址: ⟦ADDRESS|北京市朝阳区三里屯路19号院3号楼1502, 100027⟧
Item: Cider tasting tour 苹果酒品鉴游 ×2    ⟪price|¥380/人⟫
Total 合计: ⟦AMOUNT|¥760.00⟧    Paid 已付: ⟦AMOUNT|¥760.00⟧"""),

("server_log_mixed_payments",
"""[⟪timestamp|2024-06-30 23:59:02⟫] 用户登录 user=⟦PERSON|zhao.lei⟧ ip=⟦IP_ADDRESS|223.104.63.18⟧ ua="MicroMessenger/⟪version|8.0.49⟫"
[2024-06-30 23:59:05] 支付回调 order=⟪order_id|CS20240630235905⟫ amount=⟦AMOUNT|CNY 268.00⟧ payer=⟦PERSON|赵磊⟧
[2024-06-30 23:59:06] WARN webhook 重试 url=⟦SECRET|$feishu_hook_2⟧
[2024-06-30 23:59:07] DEBUG health check from ⟪loopback_ip|::1⟫"""),

("tree_survey_report_mixed",
"""Tree Survey Report ⟪report_no|TSR-0412⟫
Client 业主: Mrs ⟦PERSON|Li Na⟧ (⟦PERSON|李娜⟧)
Site: ⟦ADDRESS|27 Holland Park Avenue, London W11 3RW⟧
T1 ⟪tree_species|London plane⟫, ⟪tree_measure|DBH 82cm⟫, category B. 建议 crown lift to 5m.
T2 ⟪tree_species|Horse chestnut⟫ - ⟪tree_disease|bleeding canker⟫ 树干流胶, recommend fell.
Fee 费用: ⟦AMOUNT|£650⟧, paid by ⟦PERSON|Li Na⟧'s son
Surveyor: ⟦PERSON|Gethin Rhys⟧ MArborA, ⟦PHONE|07711 390 262⟧"""),

("dingtalk_mixed_dev_vpn",
"""⟦PERSON|王浩⟧: staging 的 DB 连不上, DSN 是 postgresql://app:⟦SECRET|Ping9uo#stg⟧@⟦IP_ADDRESS|10.88.1.5⟧:⟪port|5432⟫/⟪db_name|orchard⟫ 吗?
⟦PERSON|Jason⟧: 对的, 不过 pg_hba 只放行 VPN 网段
⟦PERSON|Jason⟧: 你先连 VPN, 账号 ⟦PERSON|wanghao⟧, 初始密码 ⟦PASSWORD|Vpn@Init2024⟧, 登录后改掉
⟦PERSON|王浩⟧: ok thx 🙏 我记到 ⟪ticket_id|DEV-884⟫ 里"""),

("visitor_waiver_bilingual",
"""Visitor Waiver 访客免责声明 — ⟪org_name|Kestrel Ridge BoPC⟫    Session ⟪session_code|OWL-PM⟫
Name 姓名: ⟦PERSON|Cheung Wing Yan⟧ ⟦PERSON|張詠欣⟧
DOB 出生日期: ⟦DATE_OF_BIRTH|07/11/2002⟧
Passport 护照: ⟦PASSPORT|$pp_hk_1⟧
Medical 健康状况: ⟦MEDICAL|轻度哮喘 mild asthma⟧
Emergency 紧急联系人: ⟦PERSON|Cheung Ka Ho⟧ ⟦PHONE|+852 9456 2108⟧
Signed: ⟦PERSON|W.Y. Cheung⟧    Date: ⟪date|03/08/2024⟫"""),

("chat_mixed_borehole_kenya",
"""⟦PERSON|张工⟧: Mr ⟦PERSON|Otieno⟧ 的井 finished, depth ⟪borehole_depth|140m⟫, yield ⟪flow_rate|3.5 m³/h⟫
⟦PERSON|Grace Wanjiru⟧: Good. Client paid ⟦AMOUNT|KES 450,000⟧ via M-Pesa, ref ⟪transaction_id|SGH7K2LQ9P⟫. 他还欠 ⟦AMOUNT|KES 120,000⟧
⟦PERSON|张工⟧: 好的, 他电话 ⟦PHONE|+254 722 418 903⟧, 下周我去收"""),

("resume_mixed_arborist_canada",
"""Name: ⟦PERSON|Liu Yang⟧ (⟦PERSON|刘洋⟧)
Email: ⟦EMAIL|liuyang.arbor@gmail.com⟧ | Tel: ⟦PHONE|+1 (604) 318-2276⟧
Address: ⟦ADDRESS|Unit 1208, 5883 Barker Ave, Burnaby, BC V5H 0E2⟧
SIN: ⟦NATIONAL_ID|$sin_1⟧ (for payroll only)
Certifications: ⟪cert_name|ISA Certified Arborist⟫ #⟪cert_no|ON-2481A⟫
Experience: 2015–2021 ⟪org_name|上海园林集团⟫ 树木养护主管; 2022– ⟪org_name|Arbutus Tree Care Ltd⟫
Expected salary: ⟦AMOUNT|CAD 32/hr⟧"""),

("notes_app_passwords_mixed",
"""记一下 passwords 🙈 （⟪date|2024.3.1⟫ 更新）
- 蜂场监控 app: ⟦PERSON|beekeeper_zhou⟧ / ⟦PASSWORD|Zhou1975!bee⟧
- 网银 U盾 PIN: ⟦PASSWORD|731905⟧
- Gmail: ⟦EMAIL|zhoujg.honey@gmail.com⟧ / ⟦PASSWORD|Huaihua_mi_2024⟧
- 蜂场大门 code ⟦PASSWORD|3 8 6 0⟧
- 路由器 ⟪product_code|TP-Link AX3000⟫ 管理页 ⟦IP_ADDRESS|192.168.0.1⟧, Wi-Fi ⟪wifi_ssid|ZhouFamily_5G⟫
- 老婆生日 ⟦DATE_OF_BIRTH|1976-12-05⟧ (别忘了!!)"""),

("invoice_email_group_tour",
"""Hi Ms ⟦PERSON|Wu⟧ / ⟦PERSON|吴女士⟧您好,

Thanks for booking the Herefordshire cider orchard tour for your group (22 pax). Invoice ⟪invoice_no|HCT-24-0915⟫ attached. Group price ⟪quote_total|£2,970⟫; we've received your deposit of ⟦AMOUNT|£1,000⟧ from your personal account, 谢谢!
Please pay the balance ⟦AMOUNT|£1,970⟧ to our company account ⟪org_iban|$org_iban_gb⟫ before arrival.

⟦PERSON|Tom Bevan⟧
⟦PHONE|+44 1432 760 514⟧"""),

("postman_collection_mixed",
"""{"info":{"name":"采摘园预约 API","_postman_id":"⟪uuid|0d5c7e2a-91f3-4b8a-a6d4-3e2b7c9f1a05⟫"},
 "auth":{"type":"bearer","bearer":[{"key":"token","value":"⟦APIKEY|$jwt_4⟧"}]},
 "item":[{"name":"创建预约 create booking","request":{"method":"POST","url":"⟪url|https://api.pyo-farm.cn/v1/bookings⟫",
  "body":{"mode":"urlencoded","raw":"name=⟦PERSON|钟丽萍⟧&phone=⟦PHONE|13760021583⟧&id_card=⟦IDCARD|$idcard_21⟧&slot=⟪slot_id|2024-07-20-AM⟫"}}}]}"""),

("minutes_mixed_cider_jv",
"""Minutes – Sino-UK Cider JV kickoff 中英果酒合资启动会
Attendees: ⟦PERSON|Harriet Vowles⟧ (⟪org_name|Ashcombe Cider Co⟫), ⟦PERSON|于海波⟧, ⟦PERSON|曲丽华⟧, interpreter ⟦PERSON|Kelly Guo⟧ (⟦PERSON|郭凯莉⟧)
1. ⟦PERSON|于总⟧ confirmed ⟪org_total|RMB 5,000,000⟫ initial investment 首期出资.
2. ⟦PERSON|Harriet⟧: UK side contributes equipment worth ⟪org_total|£400k⟫.
3. Travel: ⟦PERSON|于总⟧ 和 ⟦PERSON|曲丽华⟧ fly ⟪flight_no|CA937⟫ on ⟪date|10 May⟫; ⟦PERSON|Harriet⟧'s own travel costs ⟦AMOUNT|£1,236⟧ to be reimbursed by the JV."""),
]

# ---- batch 2 ---------------------------------------------------------------
TEXTS += [
("wechat_mixed_card_extractor",
"""⟦PERSON|老周⟧: ⟦PERSON|Ben⟧ 说 ⟪org_name|Dadant⟫ 那边的 extractor 要 ⟪price|US$1,850⟫, 只能信用卡付
⟦PERSON|周晓婷⟧: 爸你用我那张 Visa 吧: ⟦CARD|$card_visa_3⟧ exp 04/29, CVV ⟦CVV|551⟧
⟦PERSON|老周⟧: 好. billing address 写哪个?
⟦PERSON|周晓婷⟧: 写我学校宿舍 ⟦ADDRESS|1120 Wildwood Ave, Apt 3C, Madison, WI 53703⟧
⟦PERSON|老周⟧: 付了, 扣了 ⟦AMOUNT|$1,912.40⟧ 含运费, order ⟪order_id|DAD-558201⟫"""),

("remittance_form_pl",
"""Remittance request 汇款申请    ref ⟪transaction_id|RM-88213-PL⟫
Sender 汇款人: ⟦PERSON|Paweł Zieliński⟧, PESEL ⟦NATIONAL_ID|$pesel_2⟧, DOB ⟦DATE_OF_BIRTH|02.11.1988⟧
Recipient 收款人: ⟦PERSON|Ewa Zielińska⟧, IBAN ⟦IBAN|$iban_pl_1⟧
Amount 金额: ⟦AMOUNT|£1,200.00⟧ → ⟦AMOUNT|PLN 6,084.00⟧ (rate ⟪fx_rate|5.07⟫)
Fee 手续费: ⟪fee|£2.99⟫
Operator 经办: ⟦PERSON|陈静⟧"""),

("forwarded_aws_leak_notice",
"""FYI 这是 AWS 发来的 leak 通知 (⟪case_id|Case 171902883200591⟫), 我们的 key 在公开 repo 里被扫到了:
> Access Key ID: ⟦APIKEY|$aws_akid_3⟧
> Repo: ⟪repo_name|github.com/orchard-iot/frost-sensor⟫, commit ⟪commit_sha|c7a91e2⟫
已经 deactivate 了. Secret ⟦SECRET|$aws_secret_3⟧ 也一起 rotate 了.
提交人是 intern ⟦PERSON|Nicole Tan⟧ (⟦EMAIL|nicole.tan@orchardiot.sg⟧), 已经谈过话.
— ⟦PERSON|Marcus Lim⟧"""),

("workshop_registration_sg",
"""Workshop registration – ⟪org_name|Kranji Fungi Farm⟫ 菇菇工作坊    Session ⟪session_code|SAT-AM-14⟫
Name: ⟦PERSON|Tan Mei Ling⟧ ⟦PERSON|陈美玲⟧
NRIC: ⟦NATIONAL_ID|$nric_1⟧
Mobile: ⟦PHONE|+65 9182 4406⟧
Email: ⟦EMAIL|meiling.tan@singnet.com.sg⟧
Dietary/Medical 饮食/健康: ⟦MEDICAL|G6PD deficiency⟧, no fava beans 蚕豆
Fee: ⟦AMOUNT|S$45⟧ paid via PayNow (UEN ⟪org_uen|201912345K⟫)"""),

("chat_mixed_swarm_bot",
"""⟦PERSON|Ivan⟧: 我把 swarm 报警 bot 搭好了, token ⟦APIKEY|$telegram_bot_2⟧, chat id ⟪chat_id|-1002219384756⟫
⟦PERSON|刘明⟧: 666. 跑在 ⟦IP_ADDRESS|45.76.132.18⟧ 上吗?
⟦PERSON|Ivan⟧: yes, ssh ⟦PERSON|ivan_k⟧@⟦IP_ADDRESS|45.76.132.18⟧, webhook 端口 ⟪port|8443⟫, 用的 python-telegram-bot ⟪version|21.3⟫"""),

("job_ad_mixed_pickers",
"""招聘 Hiring: seasonal fruit pickers 水果采摘工 @ ⟪org_name|Oakfield PYO⟫, ⟪place|Kent⟫
Pay ⟪wage_rate|£11.44/hr⟫ + piece-rate bonus 计件奖金. Caravan accommodation ⟪price|£65/week⟫.
Visa: ⟪visa_route|Seasonal Worker visa⟫ sponsored. Apply via ⟪url|oakfieldpyo.co.uk/jobs⟫, 截止日期 ⟪date|31 March 2025⟫."""),

("call_notes_honey_importer",
"""Call notes 通话记录 – ⟪date|2024-07-22⟫
Spoke with Mr ⟦PERSON|Gao⟧ (⟦PERSON|高先生⟧), wants ⟪weight|2 tonnes⟫ of wildflower honey. Direct line ⟦PHONE|+86 21 6288 4190⟧, WeChat ⟦PERSON|gaoxf_trade⟧. He mentioned he's ⟦MEDICAL|diabetic⟧ himself so asked about 低GI honey lol.
Quote sent: ⟪quote_total|NZ$38/kg FOB⟫. Follow up by email ⟦EMAIL|gao.xiaofeng@hsimport.cn⟧."""),

("csv_mixed_staff_list",
"""工号,name,姓名,mobile,DOB,passport/ID,备注
⟪employee_no|E031⟫,⟦PERSON|Nguyen Van An⟧,,⟦PHONE|07521 883 092⟧,⟦DATE_OF_BIRTH|1997-02-11⟧,⟦PASSPORT|$pp_vn_1⟧,night shift
⟪employee_no|E032⟫,⟦PERSON|Zhang Min⟧,⟦PERSON|张敏⟧,⟦PHONE|07534 220 917⟧,⟦DATE_OF_BIRTH|1985-05-12⟧,⟦IDCARD|$idcard_1⟧,⟦MEDICAL|孕期22周⟧ 不上夜班
⟪employee_no|E033⟫,⟦PERSON|Luis Moreno⟧,,⟦PHONE|07403 661 285⟧,⟦DATE_OF_BIRTH|1990-01-30⟧,⟦NATIONAL_ID|$nie_1⟧,"""),

("k8s_secret_mixed",
"""apiVersion: v1
kind: Secret
metadata:
  name: ⟪secret_name|christmas-shop-secrets⟫   # 圣诞树商城
  namespace: ⟪namespace|shop-prod⟫
  # owner: ⟦PERSON|彭宇⟧
stringData:
  SLACK_WEBHOOK: "⟦SECRET|$slack_hook_2⟧"   # 告警
  NPM_TOKEN: "⟦APIKEY|$npm_1⟧"
  SESSION_KEY: "⟦SECRET|$django_secret_1⟧"
  SMTP_URL: "smtp://noreply%40xmas-fir.cn:⟦SECRET|Fir2024smtp⟧@⟪hostname|smtp.exmail.qq.com⟫:465\""""),

("review_mixed_strawberry",
"""5⭐ 超赞的 strawberry picking at ⟪org_name|Brambly Hedge PYO⟫ (⟪place|Surrey⟫)! 带我妈来的, staff ⟦PERSON|Hannah⟧ super nice, 看到我妈 ⟦MEDICAL|膝盖不好⟧ 还专门开 golf cart 送我们进去 🥹 价格 ⟪price|£6.50/kg⟫ 合理, 我们一共花了 ⟦AMOUNT|£23.40⟧. 推荐!! —— ⟦PERSON|Yuki_in_London⟧"""),

("password_reset_email_mixed",
"""主题: Reset your password 重置密码
Hi ⟦PERSON|Xu Wen⟧,
We received a request to reset the password for ⟦EMAIL|xuwen1993@hotmail.com⟧ on ⟪service_name|HiveTrack⟫.
临时密码 Temporary password: ⟦PASSWORD|kT7#vQ2p⟧（24 小时有效）
Request from IP ⟦IP_ADDRESS|58.246.110.33⟧ (⟪place|上海⟫).
If this wasn't you, contact ⟦EMAIL|support@hivetrack.app⟧. Ref ⟪ticket_id|PW-RST-99120⟫"""),

("bank_statement_hk",
"""⟪org_name|HSBC⟫ Statement 月結單 ⟪period|Aug 2024⟫    A/C ⟪masked_account|***-***882-838⟫
Account holder: ⟦PERSON|LAM Chi Keung⟧
Address: ⟦ADDRESS|Flat C, 12/F, Hang Fung Building, 88 Kwun Tong Road, Kowloon⟧
02 Aug  FPS 轉賬 to ⟦PERSON|Wong Siu Fan⟧        ⟦AMOUNT|-HK$3,200.00⟧
15 Aug  ⟪merchant_name|FALCONRY SUPPLIES UK⟫       ⟦AMOUNT|-HK$1,148.50⟧
31 Aug  Salary ⟪org_name|ACME LOGISTICS LTD⟫       ⟦AMOUNT|+HK$28,600.00⟧
Closing balance 結餘: ⟦AMOUNT|HK$41,077.35⟧"""),

("invitation_letter_details_in",
"""⟦PERSON|Rahul Mehta⟧ 的 invitation letter 需要以下信息, 已核对:
- Passport: ⟦PASSPORT|$pp_in_1⟧
- Aadhaar: ⟦NATIONAL_ID|$aadhaar_1⟧
- DOB: ⟦DATE_OF_BIRTH|1991-08-14⟧
- Address in India: ⟦ADDRESS|B-42, Sector 15, Noida, Uttar Pradesh 201301⟧
- Phone: ⟦PHONE|+91 98110 42763⟧
Visa type ⟪visa_type|Standard Visitor⟫, application ref ⟪application_ref|GWF071234567⟫. 邀请人 ⟦PERSON|Roz Achterberg⟧ (Head Falconer, ⟪org_name|Kestrel Ridge⟫). 他的 falconry course fee ⟦AMOUNT|£1,450⟧ 已付."""),

("jv_registration_se",
"""⟦PERSON|Johan Lindqvist⟧ 的资料 for 合资公司注册 (⟪org_name|Kulla Cider AB⟫, org.nr ⟪org_reg_no|556812-3307⟫):
personnummer ⟦NATIONAL_ID|$pnr_1⟧, född ⟦DATE_OF_BIRTH|1979-02-14⟧
bostadsadress ⟦ADDRESS|Äppelvägen 7, 263 91 Höganäs⟧
e-post ⟦EMAIL|johan@kullacider.se⟧
个人出资 ⟦AMOUNT|SEK 850 000⟧ (约 ⟦AMOUNT|55万元⟧), 计划 ⟪date|2025年1月⟫ 到位"""),

("supplier_info_fi",
"""Supplier info 供应商信息    PO ⟪po_number|PO-HK-2291⟫
Name: ⟦PERSON|Aino Virtanen⟧
Henkilötunnus: ⟦NATIONAL_ID|$hetu_1⟧
Bank: ⟦IBAN|$iban_fi_1⟧
Product: ⟪product_name|dried chanterelle 干鸡油菌⟫ 200kg @ ⟪price|€42/kg⟫
Contact: ⟦PHONE|+358 40 718 2294⟧"""),

("customs_broker_note_nl",
"""Exporter 出口商: ⟪org_name|Kerstbomen Veluwe B.V.⟫ (EORI ⟪eori|NL812345678⟫). Director ⟦PERSON|Anouk de Vries⟧, BSN ⟦NATIONAL_ID|$bsn_1⟧ (用于 EORI 申请), 手机 ⟦PHONE|+31 6 4182 2093⟧.
报关费 ⟪fee|€380⟫ 走公司账; 私人垫付的 ⟦AMOUNT|€127.50⟧ 由 ⟦PERSON|Lin⟧ 报销."""),

("volunteer_table_cider_fest",
"""⟪event_name|Cider Fest 2024⟫ 志愿者名单 · ⟪venue|Hereford Racecourse⟫ · ⟪date|14–15 Sept⟫
| 姓名 | Name | Email | Shift | 备注 |
|---|---|---|---|---|
| ⟦PERSON|吴昊⟧ | ⟦PERSON|Wu Hao⟧ | ⟦EMAIL|wuhao.ucl@gmail.com⟧ | Sat AM | - |
| ⟦PERSON|周子琪⟧ | ⟦PERSON|Zoe Zhou⟧ | ⟦EMAIL|zoe.zq@outlook.com⟧ | Sat PM | ⟦MEDICAL|花粉过敏⟧ |
| - | ⟦PERSON|Declan Moriarty⟧ | ⟦EMAIL|d.moriarty@tcd.ie⟧ | Sun | ⟦MEDICAL|coeliac⟧, no bread in packed lunch |"""),

("drone_spraying_job_sheet",
"""无人机植保作业单 ⟪job_ref|UAV-0718⟫
Pilot 飞手: ⟦PERSON|Kai Rong⟧ (⟦PERSON|荣凯⟧), CAAC 执照 ⟪licence_no|UTC-2022-31882⟫
Client 果园主: ⟦PERSON|屈秀兰⟧ ⟦PHONE|139 0911 2650⟧
Drone ⟪product_code|DJI Agras T40⟫ s/n ⟪equipment_serial|1ZNBJ7R00C01TK⟫, 遥控端 IP ⟦IP_ADDRESS|192.168.144.12⟧
作业面积 ⟪area|46亩⟫, 费用 ⟦AMOUNT|¥920⟧ 已微信收款"""),
]
