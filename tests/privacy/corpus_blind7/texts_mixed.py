# Mixed Chinese/English texts for corpus_blind7. Written by hand, one at a time.
# Markup: ⟦TYPE|value⟧ = sensitive span, ⟪kind|value⟫ = decoy, $name = values.VALUES[name]

TEXTS = [
("wechat_chat_export", r"""[⟪timestamp|2026-12-02 23:41⟫] ⟦PERSON|Jason 李⟧: bro 我 OpenAI 的 quota 爆了，借你的 key 用一下？
[2026-12-02 23:42] ⟦PERSON|Eric Zhou⟧: ⟦APIKEY|$openai2⟧ 明天就 rotate，别外传
[2026-12-02 23:42] ⟦PERSON|Jason 李⟧: 👌 thanks，model 用 ⟪model_name|gpt-4.1-mini⟫ 就行
[2026-12-02 23:44] ⟦PERSON|Eric Zhou⟧: 对了 org id 是 ⟪app_id|org-7Hq2LmV9xKp4RzT1sWb8NcYd⟫，不是秘密"""),

("env_file", r"""# ===== 海外站 .env (owner: ⟦PERSON|Grace 韩⟧) =====
STRIPE_SECRET_KEY=⟦APIKEY|$stripe2⟧
STRIPE_RESTRICTED_KEY=⟦APIKEY|$stripe_rk1⟧   # 只读报表用
STRIPE_WEBHOOK_SECRET=⟦SECRET|$whsec2⟧
# 测试卡号，别当真：⟪test_card|4000 0566 5566 5556⟫
DJANGO_SECRET_KEY=⟦SECRET|$django_secret1⟧
ALLOWED_HOSTS=shop.example.com,⟦IP_ADDRESS|43.153.88.210⟧
RELEASE=⟪version|2026.12.03-rc1⟫"""),

("email", r"""Subject: Re: 报销 — Singapore trip
Hi ⟦PERSON|Amanda⟧,

附件是新加坡出差的 receipts。酒店是用我自己的卡付的 ⟦CARD|$mc3⟧，总共 ⟦AMOUNT|SGD 1,284.60⟧，请 reimburse 到我的工资卡。Grab 的钱 ⟦AMOUNT|SGD 96.20⟧ 也一起。
出差单号 ⟪ticket_id|TR-2026-1147⟫，flight ⟪flight_number|SQ 833⟫。

Thanks,
⟦PERSON|Vivian 刘思雨⟧"""),

("kubernetes_secret_manifest", r"""apiVersion: v1
kind: Secret
metadata:
  name: ⟪k8s_resource|cos-sync-secret⟫
  namespace: data-platform
  annotations:
    owner: "⟦PERSON|Leo 郑⟧"
    note: "COS 同步用，勿删 / do not delete"
type: Opaque
stringData:
  TENCENT_SECRET_ID: ⟦APIKEY|$tencent2⟧
  TENCENT_SECRET_KEY: ⟦SECRET|$tencent_sk2⟧
  COS_REGION: ap-shanghai
  COS_BUCKET: dp-sync-⟪app_id|1258834190⟫"""),

("hotel_checkin_record", r"""Check-in record / 入住登记 — ⟪company|The Peninsula Shanghai⟫  Conf# ⟪booking_ref|PSH8841207⟫
Guest: ⟦PERSON|KIM Min-jun⟧ ⟦PERSON|金敏俊⟧   Nationality: KOR
Passport No.: ⟦PASSPORT|M47218839⟧   RRN (from KR ID card copy): ⟦NATIONAL_ID|$kr2⟧
Date of Birth: ⟦DATE_OF_BIRTH|1985-03-03⟧
Arrival ⟪date|2026-12-03⟫ 14:20, Departure ⟪date|2026-12-06⟫
Guarantee: ⟦CARD|$jcb1⟧ exp ⟪card_expiry|11/28⟫
Visa: L 签证，入境日期 ⟪date|2026-12-02⟫
Room 1608 · 行政房 ⟪price|CNY 3,450⟫/night"""),

("pull_request_review_comment", r"""⟦PERSON|chen-yutong⟧ commented:

这里 `.github/workflows/release.yml` 里直接 echo 了 token：
```
- run: echo "GH_TOKEN=⟦APIKEY|$ghp2⟧" >> $GITHUB_ENV
```
Actions 的 log 是 public 的（this repo is public!），请马上 revoke 然后改用 `secrets.GITHUB_TOKEN`。另外 OAuth app 的 client secret `⟦SECRET|$gh_client_secret1⟧` 也在同一个 commit ⟪commit_hash|$commit8⟫ 里，client id ⟪app_id|$gh_client_id1⟫ 倒没关系。
LGTM after fix 🙏"""),

("ci_pipeline_log", r"""[⟪timestamp|05:12:44⟫] Step 4/9 : RUN pip install -r requirements.txt --index-url https://⟦PERSON|liwei⟧:⟦SECRET|Nexus#2026pw⟧@nexus.internal.cn/repository/pypi/simple
[05:13:20] Successfully installed torch-⟪version|2.5.1⟫ transformers-⟪version|4.47.0⟫
[05:13:21] Step 5/9 : ENV HF_ENDPOINT=https://hf-mirror.com
[05:13:21] Step 6/9 : RUN huggingface-cli download --token ⟦APIKEY|$hf1⟧ qwen/Qwen2.5-7B
[05:13:22] ⚠️ 警告：token 出现在 build log 中，请改用 build secret
[05:13:58] Successfully built ⟪container_id|$container3⟫"""),

("visa_application_form", r"""Japan Visa Application 签证申请表 (draft, 给旅行社的)
Surname 姓：⟦PERSON|ZHANG⟧   Given name 名：⟦PERSON|MEILING⟧   中文：⟦PERSON|张美玲⟧
Date of birth 出生日期：⟦DATE_OF_BIRTH|28 FEB 1990⟧
Sex: F   Place of birth: ⟪place|Shanghai⟫
ID No. 身份证：⟦IDCARD|$id21⟧
Passport No. 护照：⟦PASSPORT|E89204471⟧
Address 住址：⟦ADDRESS|上海市黄浦区淮海中路283号香港广场北座2306室⟧
Employer：⟪company|上海某外资咨询公司⟫，monthly salary ⟦AMOUNT|RMB 32,000⟧
Guarantor in Japan：⟦PERSON|Tanaka Yuki⟧ ⟦PERSON|田中由纪⟧ ⟦PHONE|+81 90-4471-2209⟧"""),

("bank_support_chat", r"""[Live chat · HSBC HK · ⟪timestamp|16:22⟫]
Agent ⟦PERSON|Cathy⟧: Hi, 請問有咩可以幫到你?
Customer: 我想 check 下我張 credit card 點解 declined，card number ⟦CARD|$visa6⟧，CVV ⟦CVV|$cvv4⟧
Agent ⟦PERSON|Cathy⟧: Please do not send your full card number or CVV in chat 🙏 我哋會幫你 mask 咗佢。
Customer: sorry. 我個名 ⟦PERSON|Wong Ka Ho⟧，HKID 唔記得
Agent ⟦PERSON|Cathy⟧: Thanks Mr ⟦PERSON|Wong⟧, the card was blocked due to suspected fraud on ⟪date|2 Dec⟫. Current outstanding ⟦AMOUNT|HKD 8,412.50⟧. Ref ⟪ticket_id|HK-CC-2291047⟫"""),

("lab_report", r"""Patient 患者: ⟦PERSON|Li, Wen⟧ ⟦PERSON|李文⟧   MRN ⟪mrn|HK00918834⟫
Specimen: Serum   Collected ⟪timestamp|2026-12-01 08:05⟫
TSH 0.02 mIU/L (L)   Free T4 38 pmol/L (H)
Impression 印象：⟦MEDICAL|Graves' disease⟧ (⟦MEDICAL|甲亢⟧)，建议开始 ⟦MEDICAL|methimazole 10 mg daily⟧
Ordering physician: Dr. ⟦PERSON|Chan⟧（⟦PERSON|陈医生⟧）"""),
]

TEXTS += [
("payroll_tsv", r"""Payroll Nov-2026 (HK office) 薪资表	prepared by ⟦PERSON|Fiona Ng⟧
Staff ID	Name 姓名	Base	Bonus	MPF (EE)	Net pay	Bank a/c
⟪employee_id|HK0341⟫	⟦PERSON|Chan Tai Man⟧ ⟦PERSON|陳大文⟧	⟦AMOUNT|HKD 42,000⟧	⟦AMOUNT|HKD 5,000⟧	⟦AMOUNT|HKD 1,500⟧	⟦AMOUNT|HKD 45,500⟧	⟪account_masked|004-***-**8812⟫
⟪employee_id|HK0352⟫	⟦PERSON|Ho Wing Sze⟧ ⟦PERSON|何詠詩⟧	⟦AMOUNT|HKD 36,500⟧	—	⟦AMOUNT|HKD 1,500⟧	⟦AMOUNT|HKD 35,000⟧	⟪account_masked|024-***-**0931⟫
Total payroll cost ⟪price|HKD 82,000⟫ (budget line ⟪budget_code|HK-OPS-7710⟫)"""),

("crm_csv_export", r"""lead_id,name,name_cn,company,title,mobile,email,source,budget
⟪record_id|L-20261203-01⟫,⟦PERSON|Kelly Sun⟧,⟦PERSON|孙凯莉⟧,⟪company|深圳前海跨境贸易⟫,Head of Ops,⟦PHONE|+86 135 3082 4417⟧,⟦EMAIL|kelly.sun@qhcbt.com⟧,Canton Fair,⟪price|USD 120k⟫
⟪record_id|L-20261203-02⟫,⟦PERSON|Daniel Wu⟧,⟦PERSON|吴丹尼⟧,⟪company|Lotus Home Goods LLC⟫,Buyer,⟦PHONE|+1 (917) 284-5530⟧,⟦EMAIL|dwu@lotushomegoods.com⟧,LinkedIn,⟪price|USD 35k⟫"""),

("pharmacy_prescription", r"""Rx — ⟪company|Walgreens⟫ #⟪store_number|10482⟫ Flushing, NY
Patient 病人: ⟦PERSON|HUANG, MEI-LING⟧ ⟦PERSON|黃美玲⟧   DOB ⟦DATE_OF_BIRTH|03/19/1948⟧
⟦MEDICAL|Eliquis (apixaban) 5 mg — 1 tab by mouth twice a day⟧
⟦MEDICAL|Metoprolol succinate ER 25 mg daily⟧
注意：⟦MEDICAL|心房颤动⟧，不要和阿司匹林一起吃 / do not combine with aspirin
Prescriber: ⟦PERSON|Kevin Tsai⟧, MD   Insurance: Medicare Part D, copay ⟦AMOUNT|$47.00⟧
Rx# ⟪rx_number|2219-08834⟫"""),

("dental_reminder_sms", r"""[⟪company|Smile Dental 微笑牙科⟫] Hi ⟦PERSON|Tony⟧ 您好，提醒您 ⟪date|12/08 (Tue)⟫ 3:30pm 的 ⟦MEDICAL|洗牙 + filling on #14⟧ 预约，Dr. ⟦PERSON|Lin⟧。Please arrive 10 min early. 上次欠款 ⟦AMOUNT|$220⟧ 可以当天付。Reply Y to confirm / 回复Y确认"""),

("gym_membership_form", r"""FitLife Singapore — Membership / 会员申请
Name 姓名: ⟦PERSON|Tan Jia Hui⟧ ⟦PERSON|陈佳慧⟧
NRIC: ⟦NATIONAL_ID|$nric2⟧
Mobile: ⟦PHONE|+65 8731 0942⟧   Email: ⟦EMAIL|jiahui.tan@gmail.com⟧
Address: ⟦ADDRESS|Blk 418 Bedok North Ave 2, #08-117, Singapore 460418⟧
PAR-Q: ⟦MEDICAL|scoliosis 脊柱侧弯⟧, ⟦MEDICAL|mild asthma⟧
Plan: Student ⟪price|SGD 79/mth⟫ · GIRO from ⟪account_masked|DBS xxx-xxx41-9⟫"""),
]

TEXTS += [
("job_offer_letter", r"""Offer Letter 录用通知

Dear ⟦PERSON|Ming⟧ ⟦PERSON|明⟧，

We are pleased to offer you the role of Machine Learning Engineer at ⟪company|Nexa AI (Shenzhen) Co., Ltd.⟫ 深圳分公司。
- Start date 入职日期: ⟪date|2027-02-15⟫
- Annual base 年薪: ⟦AMOUNT|RMB 540,000⟧ (paid in 13 months)
- Sign-on bonus 签字费: ⟦AMOUNT|RMB 80,000⟧
- Relocation 搬家补贴: ⟦AMOUNT|RMB 20,000⟧
Please sign and return by ⟪date|Dec 12⟫. 有问题找我: ⟦PERSON|Sandra Qiu⟧, ⟦EMAIL|sandra.qiu@nexa-ai.cn⟧, ⟦PHONE|+86 755 8602 3319⟧

Offer ID ⟪offer_id|OF-SZ-2026-1187⟫"""),

("performance_review", r"""2026 H2 Review — ⟦PERSON|Oliver 王⟧ (⟪employee_id|E10482⟫)
Manager: ⟦PERSON|Rachel Xu⟧
Rating: Exceeds ⭐
Highlights: 主导了 payments 迁移，p99 latency 从 ⟪metric|820ms⟫ 降到 ⟪metric|210ms⟫。
Growth area: 沟通上有时太 direct，被 ⟦PERSON|Henry⟧ 投诉过一次。
Comp: base ⟦AMOUNT|RMB 46k/month⟧ → ⟦AMOUNT|RMB 51k/month⟧, bonus ⟦AMOUNT|RMB 120k⟧
Note: Q4 有两周 ⟦MEDICAL|sick leave (COVID)⟧，不影响评级。"""),

("exit_interview_notes", r"""Exit interview 离职面谈 — ⟦PERSON|Cindy Luo⟧, Senior PM, last day ⟪date|Dec 19⟫
Reason 原因: relocating to Vancouver with her husband ⟦PERSON|Aaron⟧; new offer ⟦AMOUNT|CAD 148k⟧
Feedback: 觉得 promotion process 不透明；⟦PERSON|David Ma⟧ 的团队 overtime 太多
Health: mentioned ⟦MEDICAL|postpartum depression⟧ last year, 感谢公司 EAP support
Final pay: unused PTO 12 days = ⟦AMOUNT|RMB 21,600⟧
Personal email 私人邮箱: ⟦EMAIL|cindyluo.pm@gmail.com⟧"""),

("landlord_notice", r"""Notice to Tenant 租客通知 (EN/中文)
To: ⟦PERSON|Zhao Xinyi⟧ ⟦PERSON|赵欣怡⟧
Unit: ⟦ADDRESS|2/88 Dixon Street, Haymarket NSW 2000⟧
This is a notice that the rent will increase from ⟦AMOUNT|$720⟧ to ⟦AMOUNT|$760⟧ per week from ⟪date|15 March 2027⟫. 房租将从每周 ⟦AMOUNT|720澳元⟧ 涨到 ⟦AMOUNT|760澳元⟧。
You currently owe ⟦AMOUNT|$1,440⟧ (2 weeks). 请尽快补交。
Agent: ⟦PERSON|Michael Tran⟧, ⟪company|Harbour City Realty⟫, ⟦PHONE|0423 118 907⟧"""),

("utility_bill", r"""Hydro One / 电费账单 (translated by the app 自动翻译)
Account holder 户主: ⟦PERSON|Guo, Yifan⟧
Service address 地址: ⟦ADDRESS|55 Bamburgh Circle, Unit 1207, Scarborough, ON M1W 3W2⟧
Account # ⟪account_number|8812 0447 2209 3⟫
本期用电 Usage: 612 kWh   Rate: ⟪price|$0.098/kWh⟫ off-peak
Amount due 应付: ⟦AMOUNT|$118.34⟧  Due ⟪date|2026-12-22⟫
Pre-authorized debit from ⟪account_masked|RBC ****7730⟫"""),

("mobile_carrier_bill", r"""Singtel Bill 账单 — Nov 2026
Account: ⟦PERSON|Lim Wei Jie⟧ ⟦PERSON|林伟杰⟧   Billing a/c ⟪account_number|1-88204471⟫
Mobile ⟦PHONE|+65 9447 2081⟧ — Plan XO 5G ⟪price|S$45.00⟫
Roaming (China 中国): ⟦AMOUNT|S$28.60⟧
Total due 应付总额: ⟦AMOUNT|S$73.60⟧ by ⟪date|18 Dec 2026⟫
Auto-debit card ⟪masked_card|•••• 3310⟫
NRIC on file: ⟦NATIONAL_ID|$nric3⟧"""),
]

TEXTS += [
("tax_return_notes", r"""2025 Tax prep notes 报税笔记 — client ⟦PERSON|Yang, Hao⟧ ⟦PERSON|杨浩⟧ & ⟦PERSON|Lin, Qian⟧ ⟦PERSON|林倩⟧ (MFJ)
- SSN: ⟦PERSON|Hao⟧ ⟦SSN|619-42-7730⟧ / ⟦PERSON|Qian⟧ ⟦SSN|622-18-0945⟧
- W-2 (⟦PERSON|Hao⟧, ⟪company|Qualcomm⟫): ⟦AMOUNT|$187,300⟧; ⟦PERSON|Qian⟧ 自雇 1099 income ⟦AMOUNT|$42,800⟧
- 国内房租收入 rental income from China, 折合 ⟦AMOUNT|$9,600⟧ — need FBAR (中国账户最高余额 ⟦AMOUNT|$61,000⟧)
- Dependents: ⟦PERSON|Ethan Yang⟧, DOB ⟦DATE_OF_BIRTH|2019-06-11⟧
- Address ⟦ADDRESS|11820 Carmel Mountain Rd, Apt 214, San Diego, CA 92128⟧"""),

("loan_application", r"""Permohonan Pinjaman / Loan application 贷款申请 — ⟪company|Maybank⟫ ref ⟪application_id|MBB-PL-26-088412⟫
Applicant 申请人: ⟦PERSON|Lee Chong Meng⟧ ⟦PERSON|李忠明⟧
MyKad: ⟦NATIONAL_ID|$mykad2⟧   DOB ⟦DATE_OF_BIRTH|30/01/1975⟧
Monthly income 月收入: ⟦AMOUNT|RM 9,800⟧
Existing commitments: car loan ⟦AMOUNT|RM 1,150/month⟧
Loan amount 贷款额: ⟦AMOUNT|RM 50,000⟧ · tenure 5 years · rate ⟪rate|6.88% p.a.⟫ (advertised)
Address: ⟦ADDRESS|23, Jalan Bukit Bintang 3, Taman Cheras, 56100 Kuala Lumpur⟧"""),

("wire_transfer_confirmation", r"""境外汇款申请书 / Application for Outward Remittance    编号 ⟪transaction_ref|OR20261203008841⟫
汇款人 Remitter: ⟦PERSON|庞雅文⟧ ⟦PERSON|PANG YAWEN⟧, ID ⟦IDCARD|$id22⟧
收款人 Beneficiary: ⟦PERSON|Lukas Meier⟧
收款账号 IBAN: ⟦IBAN|$iban_ch1⟧
收款行 Bank: ⟪company|UBS Switzerland AG⟫, SWIFT ⟪bic|UBSWCHZH80A⟫
金额 Amount: ⟦AMOUNT|CHF 18,500.00⟧ — 用途 Purpose: tuition fee 学费 for ETH Zürich
手续费 ⟪price|CNY 150⟫ + 电报费 ⟪price|CNY 80⟫"""),

("crypto_kyc_note", r"""[KYC note] user ⟪account_id|MX-55018243⟫ · 审核员 ⟦PERSON|Jenny 蔡⟧
Name: ⟦PERSON|Arturo Hernández Pacheco⟧
CURP: ⟦NATIONAL_ID|$curp2⟧ — 和 INE 照片一致 ✅
DOB: ⟦DATE_OF_BIRTH|09/01/1987⟧ (dd/mm)
Address proof: CFE 电费单 ⟦ADDRESS|Av. Insurgentes Sur 1602, Int. 804, Col. Crédito Constructor, 03940 Ciudad de México, CDMX⟧
Source of funds 资金来源: freelance dev, ~⟦AMOUNT|USD 6,500/month⟧
Risk: low. 2FA seed reset → ⟦SECRET|$totp3⟧ (sent via secure channel)"""),

("court_filing_excerpt", r"""SUPERIOR COURT OF CALIFORNIA, COUNTY OF SANTA CLARA   Case No. ⟪case_number|26CV448120⟫
PLAINTIFF: ⟦PERSON|XU JIANMING⟧ (⟦PERSON|徐建明⟧)   DEFENDANT: ⟪company|Golden Gate Immigration Consulting LLC⟫
DECLARATION OF ⟦PERSON|XU JIANMING⟧ (中文译本附后)
3. On or about ⟪date|March 4, 2026⟫, I paid defendant ⟦AMOUNT|$28,000⟧ by wire from my account ⟪account_masked|****4471⟫ for an EB-5 application that was never filed.
4. Defendant's agent ⟦PERSON|Kevin Lau⟧ told me, in Mandarin, "放心，材料已经递了".
5. I reside at ⟦ADDRESS|2218 Homestead Rd, Santa Clara, CA 95050⟧."""),

("police_report_excerpt", r"""RCMP / Richmond Detachment — Occurrence ⟪case_number|2026-44871⟫ (summary, 中文摘要 below)
Complainant: ⟦PERSON|ZHOU, Lan⟧, DOB ⟦DATE_OF_BIRTH|1962-11-04⟧, phone ⟦PHONE|604-270-8814⟧
Complainant received calls from a male claiming to be from the "Chinese Embassy" 自称中国大使馆, told her that her passport ⟦PASSPORT|E31907726⟧ was linked to money laundering, and instructed her to buy ⟦AMOUNT|$9,000⟧ in gift cards.
中文摘要：⟦PERSON|周女士⟧接到冒充大使馆的诈骗电话，损失⟦AMOUNT|9000加元⟧。
Investigator: Cst. ⟦PERSON|Harjit Sandhu⟧"""),

("customer_complaint_letter", r"""To: ⟪company|Air Canada⟫ Customer Relations
Re: lost baggage 行李丢失 — file ⟪ticket_id|YVRAC48812⟫, flight ⟪flight_number|AC 026⟫

My name is ⟦PERSON|Feng Xiaowei⟧ (⟦PERSON|冯晓薇⟧). My checked bag never arrived in Vancouver on ⟪date|Nov 27⟫. It contained my ⟦MEDICAL|insulin pens (Lantus) for type 1 diabetes⟧ — I had to buy emergency supplies for ⟦AMOUNT|CAD 312.40⟧.
请尽快赔偿。Contact: ⟦EMAIL|feng.xw@outlook.com⟧, ⟦PHONE|+1 778 881 2049⟧
Address: ⟦ADDRESS|6688 No. 3 Road, Unit 1905, Richmond, BC V6Y 0C5⟧"""),
]

TEXTS += [
("marketplace_listing", r"""【湾区二手 Bay Area】出 IKEA 沙发 + Dyson V11，搬家急出！
- KIVIK 三人沙发 ⟪price|$180⟫
- Dyson V11 ⟪price|$220⟫（serial ⟪serial_number|SV14-US-KHA-4471⟫）
Pick up only 自提 in Sunnyvale, 近 Lawrence Caltrain.
联系 ⟦PERSON|Amy⟧：text ⟦PHONE|(408) 772-0918⟧ 或 WeChat ⟦PERSON|amy_chen_sv⟧
Post ID ⟪listing_id|7801122043⟫"""),

("dating_profile_message", r"""⟦PERSON|Ryan⟧: 你好呀 saw you like hiking too! 周末要不要去 Mission Peak?
⟦PERSON|Sophie 舒⟧: haha ok 但我得先说，我有 ⟦MEDICAL|type 1 diabetes⟧，会带 snacks 和 glucose gel，不用担心
⟦PERSON|Ryan⟧: no problem at all 👍 我 WhatsApp 是 ⟦PHONE|+1 510 883 2014⟧
⟦PERSON|Sophie 舒⟧: saved~ 我的 IG @⟦PERSON|sophie.shu.hikes⟧"""),

("reference_letter", r"""Letter of Recommendation 推荐信

To the Admissions Committee,
It is my pleasure to recommend Ms. ⟦PERSON|Xie Yutong⟧ (⟦PERSON|谢雨桐⟧) for your MSc in Finance. ⟦PERSON|Yutong⟧ interned under me at ⟪company|CICC⟫ from June to August 2026 and built our FX hedging dashboard.
She disclosed that she managed ⟦MEDICAL|ADHD⟧ throughout university with no impact on her work quality.
Contact: ⟦PERSON|Gao Feng⟧ ⟦PERSON|高峰⟧, Vice President, ⟦EMAIL|feng.gao@cicc-mail.com.cn⟧, ⟦PHONE|+86 10 6505 1166⟧"""),

("obituary_draft", r"""In Loving Memory 沉痛悼念
Mr. ⟦PERSON|Leung Kwok Wah⟧ ⟦PERSON|梁國華⟧先生
⟦DATE_OF_BIRTH|1939年10月2日⟧ – ⟪date|2026年11月29日⟫
Passed away peacefully in Toronto after a long battle with ⟦MEDICAL|kidney failure 腎衰竭⟧.
Survived by his wife ⟦PERSON|Mary Leung⟧ ⟦PERSON|梁陳美華⟧, sons ⟦PERSON|Peter⟧ and ⟦PERSON|Stephen⟧.
Service 追思會: ⟪date|Dec 6⟫, 2pm, ⟪company|Ogden Funeral Homes⟫, Scarborough.
Flowers may be sent to the family at ⟦ADDRESS|38 Brimley Rd, Scarborough, ON M1M 3H4⟧."""),
]

TEXTS += [
("voicemail_transcript", r"""[Voicemail 语音留言 · ⟪timestamp|Tue 11:08⟫ · from ⟦PHONE|+1 646 738 2290⟧]
"Hi ⟦PERSON|Jenny⟧, 我是 Mrs. ⟦PERSON|Goldberg⟧ 的助理 ⟦PERSON|Rachel⟧. The closing for ⟦ADDRESS|245 East 19th Street, Apt 8C, New York, NY 10003⟧ is moved to Friday. 首付 ⟦AMOUNT|$186,000⟧ 要在 Thursday noon 之前 wire 过来，账户信息我 email 给你，不要相信任何电话里改账户的人 OK? Bye bye.\""""),

("delivery_driver_notes", r"""Driver notes 送货备注 — route ⟪route_id|SYD-07⟫, van ⟪plate|EKL-44R⟫
#3 ⟦ADDRESS|Unit 12/7 Harris St, Pyrmont NSW 2009⟧ — buzzer ⟦PASSWORD|1207⟧，客户 Mr ⟦PERSON|Chen⟧ 说放门口（他要求拍照）
#5 parcel ⟪tracking_number|AU884120447SY⟫ — 收件人 ⟦PERSON|Olivia Ng⟧ not home, carded
#8 COD ⟪price|$35.00⟫ cash — paid
#9 call first 先打电话 ⟦PHONE|0401 772 538⟧"""),

("iot_device_log", r"""⟪timestamp|2026-12-03 02:14:07⟫ [cam-frontdoor] fw ⟪version|V5.7.3 build 240918⟫ boot
⟪timestamp|2026-12-03 02:14:09⟫ [cam-frontdoor] RTSP url rtsp://admin:⟦SECRET|Fam1ly_Cam88⟧@⟦IP_ADDRESS|192.168.1.64⟧:554/Streaming/Channels/101
⟪timestamp|2026-12-03 02:14:10⟫ [cam-frontdoor] 人脸识别: 已识别 "奶奶-⟦PERSON|Wang Guifang⟧" (score ⟪score|0.93⟫)
⟪timestamp|2026-12-03 02:14:12⟫ [cam-frontdoor] P2P server ⟪doc_ip|198.51.100.23⟫ OK · device SN ⟪serial_number|DS-2CD2143G2-I20230914AACH⟫"""),

("ansible_inventory", r"""# inventory/prod.ini — 香港机房 HK DC, maintained by ⟦PERSON|Ivan 陆⟧
[k8s_master]
hk-m1 ansible_host=⟦IP_ADDRESS|10.88.0.11⟧
hk-m2 ansible_host=⟦IP_ADDRESS|10.88.0.12⟧

[k8s_master:vars]
ansible_user=ops
# 临时私钥，下周换 vault（TODO）
ansible_ssh_private_key_inline="⟦SECRET|$pem_ssh1⟧"
kube_version=⟪version|1.30.4⟫"""),

("password_manager_note", r"""1Password · Secure Note · "爸妈的账户 Parents' accounts"
- 爸爸 招行一网通 login: ⟦PHONE|13808817264⟧ / ⟦PASSWORD|Zs@19580315⟧
- 妈妈 微信支付密码 ⟦PASSWORD|580315⟧ (同生日，让她改！)
- Dad's Amex (used for flights): ⟦CARD|$amex2⟧, CID ⟦CVV|$cvv5⟧, exp ⟪card_expiry|09/30⟫
- 社保卡 PIN ⟦PASSWORD|2219⟧
- Last edited by ⟦PERSON|Vicky⟧ on ⟪date|2026-11-30⟫"""),

("browser_password_export", r"""name,url,username,password,note
Gmail,https://accounts.google.com,⟦EMAIL|tony.hsu.1994@gmail.com⟧,⟦PASSWORD|Hsu!Taipei1994⟧,
支付宝,https://auth.alipay.com,⟦PHONE|13621874402⟧,⟦PASSWORD|ali_hsu_0711⟧,
Chase,https://secure.chase.com,⟦PERSON|tonyhsu94⟧,⟦PASSWORD|Ch@se-Tony-2024⟧,"2FA on phone"
NAS,http://⟦IP_ADDRESS|192.168.50.10⟧:5000,admin,⟦PASSWORD|synology!hsu⟧,家里 NAS"""),

("parent_teacher_message", r"""Dear Ms. ⟦PERSON|Patterson⟧,
我是 ⟦PERSON|Kevin Li⟧ 的妈妈 ⟦PERSON|Jing⟧. ⟦PERSON|Kevin⟧ will be absent 这周四和周五 because he has ⟦MEDICAL|strep throat 链球菌咽炎⟧, 医生开了 ⟦MEDICAL|amoxicillin 400mg twice a day⟧. Could you please send the homework to my email ⟦EMAIL|jing.li.mom@yahoo.com⟧? 
Thank you so much!
⟦PERSON|Jing⟧ (⟦PHONE|425-883-1904⟧)"""),
]

TEXTS += [
("support_ticket", r"""[Zendesk ⟪ticket_id|#77120⟫] Slack integration broken 集成坏了
From: ⟦PERSON|Harper Zhang⟧ <⟦EMAIL|harper.zhang@lumenbio.com⟧>
我们的 Slack app 突然 401 了。我把 user token 贴在这里方便你们 debug：
⟦APIKEY|$slackp1⟧
bot token 是 ⟦APIKEY|$slackb2⟧
Workspace ID ⟪app_id|T04KX8821QZ⟫ · app version ⟪version|3.9.12⟫
（我知道不该贴 token，但是很急 🙏）"""),

("java_stack_trace", r"""2026-12-03 09:12:55.204 WARN  [gateway-7] c.n.auth.JwtFilter - token 校验失败 / invalid signature
  header Authorization: Bearer ⟦APIKEY|$jwt1⟧
  client_ip=⟦IP_ADDRESS|101.86.214.33⟧ user_agent="okhttp/⟪version|4.12.0⟫"
io.jsonwebtoken.security.SignatureException: JWT signature does not match locally computed signature.
    at io.jsonwebtoken.impl.DefaultJwtParser.parse(DefaultJwtParser.java:418)
    at com.nexa.gateway.auth.JwtFilter.doFilter(JwtFilter.java:77)
# 注意：签名密钥 jwt.secret=⟦SECRET|$jwt_signing1⟧ 写在 application-prod.yml 里了，⟦PERSON|Owen 邓⟧ 请处理"""),

("sql_insert", r"""-- EU customers seed (GDPR!! 不要导到测试库) — ticket ⟪ticket_id|DPO-118⟫
INSERT INTO kyc_person (full_name, country, national_id, dob) VALUES
('⟦PERSON|Aleksi Virtanen⟧', 'FI', '⟦NATIONAL_ID|$hetu2⟧', '⟦DATE_OF_BIRTH|2003-03-03⟧'),
('⟦PERSON|Louise Janssens⟧', 'BE', '⟦NATIONAL_ID|$rrn_be2⟧', '⟦DATE_OF_BIRTH|2002-06-15⟧'),
('⟦PERSON|Théo Girard⟧', 'FR', '⟦NATIONAL_ID|$nir1⟧', NULL),
('⟦PERSON|Yael Cohen⟧', 'IL', '⟦NATIONAL_ID|$tz2⟧', NULL),
('⟦PERSON|João Pedro Alves⟧', 'BR', '⟦NATIONAL_ID|$cpf2⟧', NULL);
-- 导入批次 ⟪batch_id|$uuid1⟫"""),

("wedding_guest_list", r"""Wedding guest list 宾客名单 — ⟦PERSON|Andrew⟧ & ⟦PERSON|Yiyi⟧ · ⟪date|2027-04-17⟫ · Napa
Table 1: Mr. and Mrs. ⟦PERSON|Walsh⟧ (groom's parents), ⟦PERSON|许叔叔⟧、⟦PERSON|许阿姨⟧ (bride's parents)
Table 4: ⟦PERSON|Kenji Mori⟧ +1, ⟦PERSON|张晨⟧ (⟦MEDICAL|gluten-free, 乳糜泻⟧), ⟦PERSON|Priscilla Ho⟧
Table 6: Grandma ⟦PERSON|Walsh⟧ — wheelchair access, ⟦MEDICAL|hearing aid⟧
Venue balance ⟪price|USD 14,200⟫ due ⟪date|2027-03-01⟫"""),

("chat_line", r"""明天的 standup 改到 10:15，zoom link 不变；release ⟪version|v3.2.0⟫ 的 changelog 在 ⟪doc_id|PR #4471⟫ 里，大家 review 一下 🙏"""),

("insurance_renewal", r"""Renewal notice 续保通知 — ⟪company|AXA Hong Kong⟫ policy ⟪policy_number|HKM-7720-118834⟫
Insured: ⟦PERSON|Cheung Ka Yan⟧ ⟦PERSON|張嘉欣⟧
Plan: Medical Plus (Outpatient + Inpatient)
Premium 2027: ⟦AMOUNT|HKD 23,880⟧ (2026: ⟦AMOUNT|HKD 19,640⟧) — loading applied due to ⟦MEDICAL|hypertension and high cholesterol⟧
Claims paid 2026: ⟦AMOUNT|HKD 41,200⟧
Payment by autopay card ⟪masked_card|**** **** **** 0917⟫ on ⟪date|1 Jan 2027⟫"""),
]
