# 中英混合 texts, corpus_blind17. Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES
TEXTS = []

TEXTS += [
("feishu_github_pat_leak", """
【飞书·研发安全】⟪timestamp|2026-12-03 10:21⟫
@⟦PERSON|Kevin Zhou⟧ 你昨天在 PR #⟪pr_number|2291⟫ 的 .github/workflows/release.yml 里写死了 token：
  GH_TOKEN: ⟦APIKEY|$key_ghpat1⟧
已被 GitHub secret scanning 自动报告并 revoke。请改成 ${{ ⟪secret_ref|secrets.RELEASE_TOKEN⟫ }}。
另外 CI runner ⟦IP_ADDRESS|10.60.2.14⟧ 上 /home/⟦PERSON|kzhou⟧/.git-credentials 里还有一个 classic token ⟦APIKEY|$key_ghp1⟧，也一起删掉。
—— 安全组 ⟦PERSON|韩冰⟧
"""),
("k8s_secret_yaml_zh_comments", """
# 注意：这个文件不要提交！(by ⟦PERSON|lihao⟧)
apiVersion: v1
kind: Secret
metadata:
  name: sso-gateway
  namespace: prod
  uid: ⟪uuid|3e0b7f9c-41d2-4a8b-9c6e-5d2f1a0b8e47⟫
type: Opaque
stringData:
  OIDC_CLIENT_ID: ⟪app_id|7f3c2a10-9b4e-4d21-8e6f-0a1b2c3d4e5f⟫    # 客户端 ID 是公开的
  OIDC_CLIENT_SECRET: ⟦SECRET|$sec_client1⟧                       # 这个是机密
  INTERNAL_JWT: ⟦APIKEY|$key_jwt4⟧
  REDIS_URL: redis://:⟦SECRET|$sec_amqp1⟧@⟦IP_ADDRESS|172.18.0.12⟧:⟪port|6379⟫/0
"""),
("shopify_crossborder_support", """
[Intercom] 跨境店铺客服对话 ⟪ticket_number|#CS-40877⟫
Customer ⟦PERSON|Hannah Whitmore⟧: Hi, my order ⟪order_number|#1098⟫ never arrived, tracking stopped in ⟪place|Shenzhen⟫.
客服 ⟦PERSON|Lily Chen⟧: Hi ⟦PERSON|Hannah⟧, so sorry! Could you confirm your shipping address?
Customer ⟦PERSON|Hannah Whitmore⟧: ⟦ADDRESS|2207 Larkspur Drive, Boise, ID 83706⟧, phone ⟦PHONE|(208) 555-0162⟧
客服 ⟦PERSON|Lily Chen⟧: 收到，我让仓库 ⟦PERSON|老孙⟧ 查一下。We'll refund ⟦AMOUNT|$64.90⟧ or reship, your choice.
内部备注：店铺后台 Admin API token ⟦APIKEY|$key_shopify1⟧ 不要再贴在工单里了！商品售价 ⟪price|$59.90⟫ + 运费 ⟪price|$5.00⟫。
"""),
("intl_student_enrolment", """
International Student Registration 留学生报到登记表
Name 姓名: ⟦PERSON|Arjun Mehta⟧ (中文名 ⟦PERSON|马俊⟧)
Passport No. 护照号: ⟦PASSPORT|W4817302⟧   Nationality 国籍: India
Aadhaar: ⟦NATIONAL_ID|$nid_aadhaar2⟧
Date of Birth 出生日期: ⟦DATE_OF_BIRTH|2003-01-19⟧
Programme 专业: MBBS 临床医学（英文授课），学号 ⟪student_id|L2026090318⟫
Dormitory 宿舍: ⟪place|留学生公寓3号楼⟫ Room ⟪room_number|512⟫
Tuition paid 已缴学费: ⟦AMOUNT|RMB 42,000⟧ (standard fee ⟪price|RMB 45,000⟫, scholarship deduction applied)
Emergency contact: father ⟦PERSON|Sanjay Mehta⟧ ⟦PHONE|+91 98111 20457⟧
"""),
("foreign_employee_work_permit", """
外国人工作许可申请 Foreigner's Work Permit – checklist
申请人 Applicant: ⟦PERSON|PARK Ji-hoon⟧ / ⟦PERSON|朴智勋⟧
Passport: ⟦PASSPORT|M72184093⟧ (Republic of Korea)
주민등록번호 (RRN, for home-country background check): ⟦NATIONAL_ID|$nid_rrn2⟧
Employer 用人单位: ⟪org_name|苏州智芯半导体有限公司⟫
Position: Senior Process Engineer 高级工艺工程师
Annual salary 年薪: ⟦AMOUNT|RMB 720,000⟧
Health check 体检: ⟦MEDICAL|乙肝表面抗原阳性⟧ (carrier, no restriction)
HR contact: ⟦PERSON|Cindy Xu⟧ ⟦EMAIL|cindy.xu@zhixin-semi.com⟧
"""),
("sg_crypto_kyc_mixed", """
[KYC Review Queue] case ⟪case_number|SG-KYC-88402⟫
Applicant: ⟦PERSON|TAN Wei Ming⟧ ⟦PERSON|陈伟明⟧
NRIC: ⟦NATIONAL_ID|$nid_nric1⟧   DOB: ⟦DATE_OF_BIRTH|14 Feb 1974⟧
Address: ⟦ADDRESS|Blk 412 Ang Mo Kio Ave 10, #08-1123, Singapore 560412⟧
Mobile: ⟦PHONE|+65 9123 4608⟧
Declared net worth: ⟦AMOUNT|SGD 1.2 million⟧
审核备注：证件照片与自拍一致；地址证明为 SP Group 水电账单（⟦AMOUNT|S$187.40⟧），通过。
Reviewer: ⟦PERSON|Joanne⟧ / 复核：⟦PERSON|小马⟧
"""),
("jp_hr_onboarding_mixed", """
【入職手続き / 入职手续】東京支社
社員名 Name: ⟦PERSON|佐藤 美咲⟧ (⟦PERSON|Misaki Sato⟧)
マイナンバー My Number: ⟦NATIONAL_ID|$nid_mynum1⟧
生年月日 DOB: ⟦DATE_OF_BIRTH|1996年8月3日⟧
給与振込口座: みずほ銀行 渋谷支店 普通 ⟪account_ref|1234567⟫
基本給 base salary: ⟦AMOUNT|¥380,000⟧/月
HR担当: ⟦PERSON|王静⟧ (上海总部派驻) ⟦EMAIL|wangjing@tokyo.hanxin-group.jp⟧
备注：My Number 原件复印后请锁柜保管，不要发到群里。
"""),
("de_payroll_csv_zh_headers", """
员工编号,姓名 Name,Steuer-ID,IBAN,月薪 Brutto (EUR),备注
⟪employee_id|DE-0041⟫,⟦PERSON|Lukas Brenner⟧,⟦NATIONAL_ID|$nid_steuer2⟧,⟦IBAN|$iban_de2⟧,⟦AMOUNT|6200.00⟧,慕尼黑办公室
⟪employee_id|DE-0042⟫,⟦PERSON|Chen Yu⟧ ⟦PERSON|陈雨⟧,,⟦IBAN|$iban_at1⟧,⟦AMOUNT|5450.00⟧,税号待补 pending
⟪employee_id|DE-0043⟫,⟦PERSON|Mira Albrecht⟧,,⟦IBAN|$iban_nl2⟧,⟦AMOUNT|7100.00⟧,"⟦MEDICAL|Mutterschutz⟧ ab 01.02."
# 薪资带宽 band: ⟪price|5000-7500⟫ EUR · 导出人 ⟦PERSON|fanghui⟧ · ⟪timestamp|2026-12-01T09:00:00Z⟫
"""),
("stripe_webhook_config_zh", """
# payments/settings.py —— 跨境收款配置（负责人 ⟦PERSON|Alex Wu⟧ ⟦PERSON|吴亮⟧）
STRIPE_API_KEY = "⟦APIKEY|$key_stripe2⟧"          # live key，千万别提交
STRIPE_PUBLISHABLE = "⟪app_id|pk_live_51QxT7bLwR3mZ9aPq2Vn8YcHd⟫"   # 前端用的，公开
STRIPE_WEBHOOK_SECRET = "⟦SECRET|$sec_whsec1⟧"
ALIPAY_APP_ID = "⟪app_id|2021004118620733⟫"
ALIPAY_PRIVATE_KEY = "⟦SECRET|$sec_alipay_rsa1⟧"
WEBHOOK_URL = "https://api.example.com/hooks/stripe"   # 文档示例地址
REFUND_LIMIT_USD = ⟪price|500⟫   # 单笔退款阈值
"""),
("us_subsidiary_w2_wechat", """
【微信群·美国子公司HR】
⟦PERSON|Jenny Liu⟧：各位，W-2 已经生成，请核对 SSN 是否正确：
⟦PERSON|Michael Zhang⟧ ⟦PERSON|张明⟧ — SSN ⟦SSN|$ssn_7⟧ — wages ⟦AMOUNT|$128,400.00⟧
⟦PERSON|Grace Huang⟧ ⟦PERSON|黄欣⟧ — SSN ⟦SSN|$ssn_8⟧ — wages ⟦AMOUNT|$96,750.00⟧
⟦PERSON|Grace Huang⟧：我的没问题👌 but my address changed to ⟦ADDRESS|1820 Alder Way, San Jose, CA 95131⟧
⟦PERSON|Jenny Liu⟧：收到，我下午更新 ADP。Filing deadline ⟪date|Jan 31⟫.
"""),
("intl_medical_department", """
国际医疗部 International Medical Services – Admission Note
Patient 患者: ⟦PERSON|Oliver Grant⟧   Passport: ⟦PASSPORT|548213907⟧ (UK)   DOB: ⟦DATE_OF_BIRTH|02/05/1961⟧
Chief complaint 主诉: ⟦MEDICAL|chest pain⟧ for 3 hours while hiking at ⟪place|黄山⟫
Diagnosis 诊断: ⟦MEDICAL|NSTEMI⟧; ⟦MEDICAL|hypertension⟧ on ⟦MEDICAL|amlodipine 10 mg⟧
Insurance 保险: ⟪org_name|Bupa Global⟫ policy ⟪policy_number|BG-77120934⟫, direct billing pending
Deposit 押金 charged to card ⟦CARD|$card_visa2⟧, exp ⟪card_expiry|12/27⟫, CVV ⟦CVV|094⟧: ⟦AMOUNT|RMB 30,000⟧
Interpreter 翻译: ⟦PERSON|小宋⟧   Attending 主治: Dr. ⟦PERSON|冯毅⟧
"""),
("ds160_prep_notes", """
DS-160 填表信息（客户 ⟦PERSON|Zhao Xinyi⟧ ⟦PERSON|赵欣怡⟧）
Surname: ⟦PERSON|ZHAO⟧   Given names: ⟦PERSON|XINYI⟧
Passport Number: ⟦PASSPORT|EJ6620418⟧
Date of birth: ⟦DATE_OF_BIRTH|2000年6月10日⟧   National ID: ⟦IDCARD|$prc_24⟧
US address: ⟦ADDRESS|410 Memorial Drive, Apt 5C, Cambridge, MA 02139⟧
US contact: Prof. ⟦PERSON|Daniel Kim⟧ (host lab)
Funding: RA stipend ⟦AMOUNT|$3,400/month⟧; SEVIS fee ⟪price|$350⟫; MRV fee ⟪price|$185⟫
Phone 电话: ⟦PHONE|+86 139 1742 0658⟧   Email: ⟦EMAIL|xinyi.zhao00@gmail.com⟧
"""),
("esports_payout_nl_mixed", """
【电竞赛事奖金发放】Team ⟪org_name|Dragon Lotus⟫ – ⟪event_name|Asia Masters 2026⟫
选手 Player / 真名 Legal name / 奖金 Prize / IBAN
- Ahri（⟦PERSON|Sanne de Vries⟧）⟦AMOUNT|€4,000⟧ ⟦IBAN|$iban_nl1⟧
- Yuki（⟦PERSON|刘洋⟧）⟦AMOUNT|€4,000⟧，中国选手走人民币，银行卡 ⟦CARD|$card_mc2⟧
- Coach ⟦PERSON|Bram Jansen⟧ BSN ⟦NATIONAL_ID|$nid_bsn1⟧（荷兰税务需要）⟦AMOUNT|€2,500⟧
总奖池 prize pool ⟪price|€50,000⟫，冠军 ⟪price|€20,000⟫。经理 ⟦PERSON|阿龙⟧ 负责。
"""),
("bali_wedding_whatsapp", """
[WhatsApp] Bali Wedding Planning 💍
⟦PERSON|Putu⟧ (planner): Hi ⟦PERSON|Cici⟧! Villa ⟪place|Uluwatu⟫ confirmed for ⟪date|20 April 2027⟫ 🎉
⟦PERSON|Cici⟧: 太好了！那 deposit 我们付多少？
⟦PERSON|Putu⟧ (planner): 30% = ⟦AMOUNT|USD 7,500⟧, balance ⟦AMOUNT|USD 17,500⟧ due 60 days before
⟦PERSON|Cici⟧: OK 我老公 ⟦PERSON|阿杰⟧ 明天转。His mom has ⟦MEDICAL|diabetes⟧, menu 要少糖哦
⟦PERSON|Putu⟧ (planner): Noted 👍 Photography package is ⟪price|USD 2,200⟫ if you want to add
"""),
]

TEXTS += [
("uk_house_purchase_chinese_buyer", """
Subject: RE: 伦敦买房 completion funds / 尾款
Hi Mr ⟦PERSON|Liang⟧ / ⟦PERSON|梁先生⟧,

Completion for ⟦ADDRESS|Flat 1204, 8 Harbour Way, London E14 9YB⟧ is set for ⟪date|15 January 2027⟫.
Purchase price 房价: ⟦AMOUNT|£685,000⟧; your deposit paid on exchange: ⟦AMOUNT|£68,500⟧
Balance due from you 您需要汇入: ⟦AMOUNT|£619,350⟧ (incl. SDLT surcharge for non-UK residents)
Our client account (Bank of Ireland UK): ⟦IBAN|$iban_ie2⟧ — 请务必先电话确认 ⟦PHONE|020 7946 0377⟧ 再汇款，谨防邮件诈骗。
Passport on file: ⟦PASSPORT|EH3019274⟧
Best, ⟦PERSON|Rachel Townsend⟧, Senior Conveyancer
"""),
("intercom_jwt_leak_mixed", """
[SaaS 客服后台] Conversation ⟪conversation_id|215004873⟫
User ⟦PERSON|Priya Raman⟧ (⟦EMAIL|priya.raman@finloop.in⟧): The dashboard keeps logging me out. Here's what the console shows:
  Authorization: Bearer ⟦APIKEY|$key_jwt1⟧
客服 ⟦PERSON|阿May⟧：感谢您提供信息！For security please don't share tokens — 我已让后端 invalidate 这个 session。
Engineer ⟦PERSON|xu.bo⟧: root cause = clock skew on node ⟦IP_ADDRESS|10.3.7.22⟧, fixed in ⟪version|v5.12.3⟫
Plan: Growth (⟪price|$99/mo⟫), account credit issued ⟦AMOUNT|$33.00⟧.
"""),
("compose_zh_comments_ai_keys", """
# docker-compose.yml —— RAG 问答服务（⟦PERSON|葛磊⟧ 维护）
services:
  rag-api:
    image: registry.cn-hangzhou.aliyuncs.com/demo/rag-api:⟪version|0.9.4⟫
    environment:
      ANTHROPIC_API_KEY: ⟦APIKEY|$key_anthropic1⟧   # 正式环境 key
      GOOGLE_MAPS_KEY: ⟦APIKEY|$key_google1⟧
      OPENAI_API_KEY: ⟦APIKEY|$key_openai2⟧
      PG_DSN: postgresql://rag:⟦SECRET|$sec_mongo1⟧@⟦IP_ADDRESS|192.168.10.41⟧:5432/rag
    ports:
      - "⟪port|8800⟫:8800"
  # 本地测试用 ⟪doc_ip|127.0.0.1⟫，别暴露到公网
"""),
("pypi_npm_release_log", """
=== 发布流水线 release pipeline #⟪build_id|4471⟫ (trigger: ⟦PERSON|chenjiaqi⟧) ===
[12:01:03] 构建 wheel: dist/fastgeo-⟪version|1.4.2⟫-py3-none-any.whl
[12:01:05] twine upload --username __token__ --password ⟦APIKEY|$key_pypi1⟧
[12:01:09] Uploading fastgeo-1.4.2 ... 100% ━━━━━━━━━━ 48.2/48.2 kB
[12:01:12] npm config set //registry.npmjs.org/:_authToken ⟦APIKEY|$key_npm1⟧
[12:01:15] npm publish @fastgeo/web@1.4.2 → + @fastgeo/web@1.4.2
[12:01:16] 通知 ⟦PERSON|陈佳琪⟧、⟦PERSON|Tom Reyes⟧：发布成功 ✅ sha ⟪commit_sha|c41d09e2ab73⟫
"""),
("datadog_agent_config", """
## /etc/datadog-agent/datadog.yaml  —— 上海机房 IDC-B
api_key: ⟦APIKEY|$key_datadog1⟧
site: datadoghq.com
hostname: sh-idc-b-db07
tags:
  - env:prod
  - owner:⟦PERSON|liu.wei⟧        # ⟦PERSON|刘伟⟧
  - team:支付
process_config:
  enabled: "true"
# 内网监控地址 ⟦IP_ADDRESS|10.111.4.57⟧, 机房网段 ⟪cidr|10.111.0.0/16⟫
# 月度 host 费用 ⟪price|$23/host⟫
"""),
("business_trip_expense_claim", """
差旅报销单 Travel Expense Claim
员工 Employee: ⟦PERSON|Sophie Laurent⟧ ⟦PERSON|罗素菲⟧   工号 ⟪employee_id|SH-20917⟫
Trip: Shanghai → Paris, ⟪date|2026-11-16⟫ to ⟪date|2026-11-22⟫
French social security no. (for reimbursement via Paris payroll): ⟦NATIONAL_ID|$nid_nir1⟧
| 项目 Item | 金额 Amount |
| Air ticket 机票 ⟪flight_number|MU553⟫ | ⟦AMOUNT|¥9,860.00⟧ |
| Hotel 酒店 5 nights | ⟦AMOUNT|€1,140.00⟧ |
| Taxi & meals 交通餐饮 | ⟦AMOUNT|€286.40⟧ |
Corporate card 公司卡: ⟦CARD|$card_amex2⟧
Per diem 标准: ⟪price|€120/day⟫   Approver 审批人: ⟦PERSON|Frank Gu⟧ ⟦PERSON|顾峰⟧
"""),
("italian_designer_contract", """
Freelance Agreement 自由设计师合作协议
Designer 设计师: ⟦PERSON|Giulia Bianchi⟧   Codice fiscale: ⟦NATIONAL_ID|$nid_cf1⟧
Address: ⟦ADDRESS|Via Tortona 27, 20144 Milano MI⟧
Client 甲方: ⟪org_name|上海璞素家居设计有限公司⟫，联系人 ⟦PERSON|Ethan Shen⟧（⟦PERSON|沈逸⟧）
Fee 设计费: ⟦AMOUNT|€18,000⟧ for the spring collection, 50% upfront
Bank: ⟦IBAN|$iban_it1⟧
Market rate reference 行业参考价 ⟪price|€15,000-25,000⟫
"""),
("spanish_exchange_student_mixed", """
交换生信息 Exchange Student Record – Universidad de Valencia → 浙江大学
Nombre / Name: ⟦PERSON|Lucía Martínez Ortega⟧   中文名: ⟦PERSON|马丽雅⟧
NIE / DNI: ⟦NATIONAL_ID|$nid_dni2⟧
Pasaporte: ⟦PASSPORT|PAK418203⟧
Beca Erasmus+ 奖学金: ⟦AMOUNT|€3,600⟧
Cuenta / account: ⟦IBAN|$iban_es1⟧
宿舍：⟪place|紫金港校区⟫ 留学生公寓；buddy 学生 ⟦PERSON|小蒋⟧ ⟦PHONE|158 6725 0931⟧
"""),
("canada_tax_family_wechat", """
【微信·家庭群】
⟦PERSON|Amy姐⟧：妈的 T4A 到了，她 SIN 是 ⟦NATIONAL_ID|$nid_sin1⟧，OAS 一年 ⟦AMOUNT|CAD 8,814⟧
⟦PERSON|小弟⟧：我报税用 Wealthsimple，妈住 ⟦ADDRESS|5829 Oak Street, Vancouver, BC V6M 2V9⟧ 对吧
⟦PERSON|Amy姐⟧：对。我的 SIN ⟦NATIONAL_ID|$nid_sin2⟧ 也给你，一起做 spousal… 不对，是 caregiver credit
⟦PERSON|小弟⟧：OK。妈的 ⟦MEDICAL|Alzheimer's⟧ 诊断信也要附上，disability tax credit 能退 ⟦AMOUNT|$2,000⟧ 左右
"""),
("hk_insurance_claim_mixed", """
Claim Form 索償表格 – ⟪org_name|Harbour Life⟫ Policy ⟪policy_number|HL-5520-8871⟫
Insured 受保人: ⟦PERSON|LEUNG Siu Ming⟧ ⟦PERSON|梁少明⟧
HKID: ⟦NATIONAL_ID|$nid_hkid3⟧
Hospital: ⟪org_name|Queen Mary Hospital⟫, admitted ⟪date|2026-11-09⟫
Diagnosis 診斷: ⟦MEDICAL|acute appendicitis⟧, ⟦MEDICAL|laparoscopic appendicectomy⟧
Amount claimed 索償金額: ⟦AMOUNT|HK$68,420⟧
Payee bank: HSBC ⟪account_ref|004-512-883921-838⟫
Contact: ⟦PHONE|+852 6123 8804⟧ / ⟦EMAIL|sm.leung@netvigator.com⟧
"""),
("taiwan_engineer_slack", """
#tw-office  ⟪date|Dec 3⟫
⟦PERSON|Jerry Wu⟧ ⟦PERSON|吳家豪⟧: 人資需要大家補上身分證字號 for the 勞保 enrollment
⟦PERSON|Annie⟧: 我的是 ⟦NATIONAL_ID|$nid_tw2⟧ 😅 應該私訊才對
⟦PERSON|Jerry Wu⟧ ⟦PERSON|吳家豪⟧: 對，請私訊 HR ⟦PERSON|Wendy⟧ 就好，這則我等下刪掉
⟦PERSON|Annie⟧: ok. btw VPN gateway 換成 ⟦IP_ADDRESS|172.24.8.1⟧ 了嗎? wiki 還寫 ⟪doc_ip|203.0.113.7⟫
⟦PERSON|Jerry Wu⟧ ⟦PERSON|吳家豪⟧: 換了，config 在 ⟪file_path|/etc/wireguard/wg0.conf⟫
"""),
("telegram_bot_config_zh", """
# config.ini —— 币价提醒 Telegram 机器人
[telegram]
bot_token = ⟦APIKEY|$key_telegram2⟧
admin_chat_id = ⟪chat_id|552081734⟫   ; ⟦PERSON|阿坤⟧ 的账号

[session]
; userbot 会话字符串，泄露等于账号被盗
string_session = ⟦SECRET|$sec_tg_session1⟧

[alert]
threshold_pct = ⟪percentage|5⟫
# 免费版每天 ⟪price|100⟫ 次调用
"""),
("azure_teams_hook_mixed", """
【事故复盘 Postmortem】blob 存储被公开访问 (⟪incident_number|INC-7781⟫)
Timeline:
- ⟪timestamp|11-30 22:10⟫ ⟦PERSON|Olivia Zhang⟧ 在 README 里贴了 SAS token：
  https://finreports.blob.core.windows.net/exports?⟦SECRET|$sec_sas1⟧
- 11-30 23:40 Teams 告警 webhook（同样被贴出）⟦SECRET|$sec_teamshook1⟧
- 12-01 09:05 ⟦PERSON|老刘⟧ 撤销 SAS 并重置 storage key
Impact 影响: 3 个导出文件被下载（含客户 ⟦PERSON|Mark Lewis⟧ 的对账单，余额 ⟦AMOUNT|$14,220.75⟧）
Action items: secret scanning 接入 pre-commit，负责人 ⟦PERSON|Olivia⟧
"""),
("dingtalk_ssh_key_paste", """
【钉钉·运维值班】⟪timestamp|12-03 03:12⟫
⟦PERSON|吕工⟧：跳板机进不去了，我把 key 贴这里你帮我试下 🙏
⟦SECRET|$sec_pem1⟧
⟦PERSON|龙哥⟧：大哥你把私钥贴群里了……赶紧 revoke！跳板机是 ⟦IP_ADDRESS|47.96.188.203⟧ 吧？
⟦PERSON|吕工⟧：对，用户 ⟦PERSON|lvgong⟧。sorry sorry 我马上换
⟦PERSON|龙哥⟧：fingerprint ⟪hash|SHA256:q8T2m1XbF0pLk7VwZc3R9yUe4AoN6sJd5HgQ0iKtE2M⟫ 已从 authorized_keys 删除
"""),
("online_therapy_mixed", """
Online Counselling – Session Notes 线上心理咨询记录
Client 来访者: ⟦PERSON|Wang Yue⟧ ⟦PERSON|王悦⟧ (international student, ⟪place|Melbourne⟫)
Therapist: Dr. ⟦PERSON|Sarah Oduya⟧
Session 5, ⟪date|1 Dec 2026⟫, conducted in English with some 中文
Presenting: ⟦MEDICAL|adjustment disorder with anxiety⟧, ⟦MEDICAL|insomnia⟧; client says “每天晚上都心慌，睡不着”
Medication: started ⟦MEDICAL|propranolol 10 mg⟧ PRN by GP Dr ⟦PERSON|Nguyen⟧
Fee: ⟪price|AUD 180⟫ per session, OSHC rebate ⟦AMOUNT|AUD 96.45⟧ received by client
Next: ⟪date|8 Dec⟫
"""),
("opentable_group_booking", """
Reservation 订位确认 – ⟪org_name|The Ivy Chelsea Garden⟫
Guest 客人: Mrs ⟦PERSON|Zhou Lan⟧ ⟦PERSON|周兰⟧ (tour group 旅行团 ⟪booking_ref|TG-ENG-1207⟫)
Party 人数: 14 · ⟪date|Mon 7 Dec⟫ ⟪time|12:30⟫
Set lunch 套餐 ⟪price|£42 per person⟫; deposit paid 已付订金 ⟦AMOUNT|£200.00⟧ by card ⟦CARD|$card_visa5⟧ (CVC ⟦CVV|530⟧)
Notes 备注: 2 guests ⟦MEDICAL|gluten intolerance⟧ (guest ⟦PERSON|陆先生⟧), no pork
Tour guide 导游: ⟦PERSON|Jason Ma⟧ ⟦PHONE|+44 7700 900126⟧
"""),
("wholesale_export_email_mixed", """
From: ⟦PERSON|Nguyen Thi Lan⟧ <⟦EMAIL|lan.nguyen@mekongfruit.vn⟧>
To: 采购部 ⟦PERSON|胡经理⟧
Subject: Durian shipment 榴莲到货 & payment

Dear ⟦PERSON|胡经理⟧,
Container ⟪container_id|MSKU 7720418⟫ (18 tons Monthong durian) arrived ⟪place|凭祥口岸⟫. Invoice ⟪invoice_number|MF-2026-118⟫ total ⟦AMOUNT|USD 86,400⟧, you paid ⟦AMOUNT|USD 43,200⟧, balance ⟦AMOUNT|USD 43,200⟧ 请在 ⟪date|12月15日⟫ 前付清.
Our bank account (Luxembourg branch): ⟦IBAN|$iban_lu1⟧
Market price 市场价 ⟪price|USD 4,800/ton⟫. Call me ⟦PHONE|+84 912 488 307⟧.
Best, ⟦PERSON|Lan⟧
"""),
("github_actions_zh_mixed", """
# .github/workflows/deploy.yml（⟦PERSON|邹宇航⟧ 改过）
env:
  SLACK_BOT_TOKEN: ⟦APIKEY|$key_slack1⟧        # TODO: 挪到 secrets
  GITLAB_MIRROR_TOKEN: ⟦APIKEY|$key_glpat1⟧
  AWS_ACCESS_KEY_ID: ⟦APIKEY|$key_aws2⟧
  AWS_SECRET_ACCESS_KEY: ⟦SECRET|$sec_aws2⟧
  FEISHU_HOOK: ⟦SECRET|$sec_feishu1⟧
jobs:
  build:
    runs-on: self-hosted   # 机器 ⟦IP_ADDRESS|10.70.1.9⟧
    steps:
      - uses: actions/checkout@⟪version|v4⟫
      - run: make deploy ENV=prod  # 失败请 @⟦PERSON|yuhang.zou⟧
"""),
("uk_visa_family_email_mixed", """
Hi ⟦PERSON|Sarah⟧,

我妈妈 ⟦PERSON|潘美华⟧ 的 UK visitor visa 材料补充如下 (please forward to the caseworker):
- 身份证 ID card: ⟦IDCARD|$prc_22⟧, 出生日期 ⟦DATE_OF_BIRTH|1972-05-26⟧
- Passport: ⟦PASSPORT|EC5501872⟧
- 我的 sponsor letter + bank statement (balance ⟦AMOUNT|£23,540⟧)
- My address in UK: ⟦ADDRESS|27 Ravenscroft Road, Cambridge CB4 2LJ⟧
- 她有 ⟦MEDICAL|高血压⟧ and takes ⟦MEDICAL|nifedipine 30 mg⟧, travel insurance covers pre-existing conditions

Thanks!
⟦PERSON|Yan⟧ (⟦PHONE|07700 900854⟧)
"""),
("crypto_api_key_support_mixed", """
[币安式交易所 Support] 工单 ⟪ticket_number|#22094187⟫
User: ⟦PERSON|Ravi Shankar⟧  UID ⟪user_id|512208841⟫
"我创建了 API key 给 3Commas 用，现在 bot 自己在交易，请帮我禁用!"
API Key: ⟦APIKEY|$key_exch3⟧  (created ⟪timestamp|2026-11-28 08:13 UTC⟫, IP whitelist: none)
Secret Key: ⟦SECRET|$sec_exch2⟧
Loss 损失: ⟦AMOUNT|12,380 USDT⟧
Support ⟦PERSON|Daisy⟧: API 已删除，资产安全。Withdrawal fee ⟪price|1 USDT⟫ unchanged.
"""),
]

TEXTS += [
("sg_maid_agency_contract", """
Employment Agency – Foreign Domestic Worker placement 外佣聘用确认
Employer 雇主: ⟦PERSON|LIM Hui Ling⟧ ⟦PERSON|林慧玲⟧   NRIC ⟦NATIONAL_ID|$nid_nric2⟧
Address: ⟦ADDRESS|18 Sunset Way, #03-07 Clementi Park, Singapore 597071⟧   Tel ⟦PHONE|+65 8742 1190⟧
Helper 外佣: ⟦PERSON|Maria Lourdes Dela Cruz⟧   FIN ⟦NATIONAL_ID|$nid_nric3⟧   Passport ⟦PASSPORT|P4417209B⟧
Monthly salary 月薪: ⟦AMOUNT|SGD 750⟧, rest days 4/month
Agency fee 中介费 ⟪price|SGD 1,288⟫ (paid by employer on ⟪date|2 Dec⟫, receipt ⟪receipt_number|EA-55102⟫)
Medical 体检: helper ⟦MEDICAL|latent TB, on isoniazid⟧ — MOM approved with treatment
Consultant: ⟦PERSON|Ah Mei⟧ ⟦PHONE|+65 6733 4091⟧
"""),
("korean_daigou_customer_list", """
韩国代购 客户清关信息表 (통관용) – 仅限内部
| 客户 Name | 韩文名 | RRN 주민번호 | 电话 | 订单金额 |
|---|---|---|---|---|
| ⟦PERSON|金敏智⟧ | ⟦PERSON|김민지⟧ | ⟦NATIONAL_ID|$nid_rrn1⟧ | ⟦PHONE|+82 10-4821-7730⟧ | ⟦AMOUNT|₩486,000⟧ |
| ⟦PERSON|Kim Seo-yeon⟧ | ⟦PERSON|김서연⟧ | (pending) | ⟦PHONE|+82 10-2290-1184⟧ | ⟦AMOUNT|₩1,120,000⟧ |
Note 备注: 面霜 ⟪product_code|SWS-CRM-60⟫ 市场价 ⟪price|₩198,000⟫，customs threshold ⟪price|USD 150⟫.
负责人 ⟦PERSON|小崔⟧
"""),
("overseas_contractor_payment_list", """
海外 contractor 付款清单 ⟪date|2026-12⟫（财务 ⟦PERSON|Ada Qin⟧ ⟦PERSON|秦雅⟧ 制表）
1. ⟦PERSON|Sven Lindahl⟧ (Sweden) — personnummer ⟦NATIONAL_ID|$nid_se2⟧ — ⟦AMOUNT|SEK 48,000⟧ — IBAN ⟦IBAN|$iban_se2⟧
2. ⟦PERSON|Ingrid Haugen⟧ (Norway) — ⟦AMOUNT|NOK 39,500⟧ — IBAN ⟦IBAN|$iban_no1⟧
3. ⟪org_name|Nordlys Design ApS⟫ (Denmark) — ⟦AMOUNT|DKK 62,000⟧ — IBAN ⟦IBAN|$iban_dk1⟧
4. ⟦PERSON|Daan Visser⟧ (NL, ZZP) — BSN ⟦NATIONAL_ID|$nid_bsn3⟧ — ⟦AMOUNT|€5,800⟧ — 账户待补
汇率参考 FX ref: ⟪exchange_rate|1 EUR = 7.68 CNY⟫；单笔审批上限 ⟪price|€10,000⟫
"""),
("mongo_export_global_users", """
// mongoexport --db=payapp --collection=users --query='{"country":{"$in":["IN","BR","ES"]}}'  导出人：⟦PERSON|zhangfan⟧
{"_id":{"$oid":"⟪object_id|66f1c2a9e4b0d8123a7c9f01⟫"},"name":"⟦PERSON|Ananya Iyer⟧","aadhaar":"⟦NATIONAL_ID|$nid_aadhaar3⟧","phone":"⟦PHONE|+91 90043 71826⟧","wallet_balance":⟦AMOUNT|18450.75⟧,"currency":"INR"}
{"_id":{"$oid":"⟪object_id|66f1c2a9e4b0d8123a7c9f02⟫"},"name":"⟦PERSON|Thiago Ribeiro⟧","cpf":"⟦NATIONAL_ID|$nid_cpf2⟧","phone":"⟦PHONE|+55 11 98421-3307⟧","wallet_balance":⟦AMOUNT|2310.00⟧,"currency":"BRL"}
{"_id":{"$oid":"⟪object_id|66f1c2a9e4b0d8123a7c9f03⟫"},"name":"⟦PERSON|Carmen Ruiz Soler⟧","nie":"⟦NATIONAL_ID|$nid_nie1⟧","phone":"⟦PHONE|+34 612 48 90 21⟧","wallet_balance":⟦AMOUNT|0.00⟧,"currency":"EUR","last_session":"⟦APIKEY|$key_jwt2⟧"}
// 共导出 3 条；⚠️ 含敏感字段，用完删除
"""),
("django_settings_zh", """
# settings/prod.py —— 电商后台（别再把这个文件发群里了 —— ⟦PERSON|老黄⟧）
DEBUG = False
SECRET_KEY = "⟦SECRET|$sec_django1⟧"
ALLOWED_HOSTS = ["shop.example.cn", "⟦IP_ADDRESS|121.40.118.36⟧"]
EMAIL_HOST = "smtp.exmail.qq.com"
EMAIL_HOST_USER = "⟦EMAIL|noreply@huangshop.cn⟧"
EMAIL_HOST_PASSWORD = "⟦PASSWORD|$sec_smtp1⟧"
GOOGLE_RECAPTCHA_KEY = "⟦APIKEY|$key_google2⟧"
VAULT_TOKEN = "⟦SECRET|$sec_vault1⟧"   # 临时 token，24h 过期
GCP_SA_PRIVATE_KEY = "⟦SECRET|$sec_gcpkey1⟧"
SESSION_COOKIE_AGE = ⟪config_value|1209600⟫  # 两周
"""),
("zsh_history_mixed", """
: 1764720011:0;ssh ⟦PERSON|dengyu⟧@⟦IP_ADDRESS|10.0.12.7⟧
: 1764720102:0;export AWS_ACCESS_KEY_ID=⟦APIKEY|$key_aws3⟧
: 1764720103:0;export AWS_SECRET_ACCESS_KEY=⟦SECRET|$sec_aws3⟧   # 临时凭证，别忘了删
: 1764720187:0;aws s3 ls s3://prod-backup-cn/ --region cn-north-1
: 1764720333:0;mysql -h ⟦IP_ADDRESS|10.0.12.30⟧ -u root -p'⟦PASSWORD|Dy!mysql#2026⟧' orders
: 1764720501:0;git remote set-url origin https://oauth2:⟦APIKEY|$key_glpat2⟧@gitlab.internal.cn/shop/api.git
: 1764720590:0;gh auth login --with-token <<< ⟦APIKEY|$key_ghp2⟧
: 1764720644:0;curl -s http://⟪doc_ip|127.0.0.1⟫:⟪port|9090⟫/metrics | grep 订单
"""),
("us_fintech_chinese_user", """
[Plaid-style 开户支持] Ticket ⟪ticket_number|FT-330981⟫
User 用户: ⟦PERSON|Wei Chen⟧ 陈伟 · ⟦EMAIL|weichen.nyc@gmail.com⟧ · ⟦PHONE|(917) 555-0148⟧
Issue: identity verification failed，用户输入的 SSN 是 ⟦SSN|$ssn_plain1⟧（无分隔符），系统要求 XXX-XX-XXXX 格式
Address on file: ⟦ADDRESS|136-20 38th Ave, Apt 9F, Flushing, NY 11354⟧
Debit card to link: ⟦CARD|$card_mc1⟧, exp ⟪card_expiry|10/28⟫
Initial deposit 首次入金: ⟦AMOUNT|$2,500.00⟧ · Monthly fee ⟪price|$0⟫
Agent ⟦PERSON|Carlos⟧: fixed formatting bug, verification passed ✅
"""),
("conference_speaker_reimbursement", """
ICML-style Workshop 2027 · 讲者差旅报销 Speaker reimbursement（会务组 ⟦PERSON|Ruby Tang⟧ ⟦PERSON|唐瑞⟧ 整理）
| Speaker | Tax ID / 证件 | Claimed 报销金额 | Note |
| Prof. ⟦PERSON|Marco Rossi⟧ | codice fiscale ⟦NATIONAL_ID|$nid_cf2⟧ | ⟦AMOUNT|€1,420.00⟧ | Roma → 上海 |
| ⟦PERSON|Veera Korhonen⟧ | HETU ⟦NATIONAL_ID|$nid_hetu2⟧ | ⟦AMOUNT|€980.00⟧ | student speaker |
| Dr ⟦PERSON|Camille Roux⟧ | NIR ⟦NATIONAL_ID|$nid_nir2⟧ | ⟦AMOUNT|€1,150.00⟧ | 需补登机牌 |
报销标准 cap: ⟪price|€1,500 per speaker⟫；经费号 ⟪grant_ref|NSFC-62576011⟫
"""),
]
