# -*- coding: utf-8 -*-
"""Mixed English/Chinese texts of the blind40 corpus, typed one at a time.

Markup: ⟦TYPE|value⟧ = span to detect, ⟪kind|value⟫ = decoy, $name = values.VALUES[name].
"""
TEXTS = []

# ------------------------------------------------------------------ law firms
TEXTS += [
("hk_conveyancing_email_mixed", """
From: ⟦PERSON|Karen Leung⟧ <⟦EMAIL|karen.leung@chowlaw.com.hk⟧>
To: ⟦EMAIL|vincent.ho88@gmail.com⟧
Subject: 臨時買賣合約 PASP - Tower 2, The Harbourside (our ref ⟪file_ref|CP/CONV/25-0877⟫)

Hi ⟦PERSON|Vincent⟧,

收到你哋簽好嘅 PASP，thanks. A few points:
1. 細訂 initial deposit ⟦AMOUNT|HK$500,000⟧ 已經 received on ⟪date|3 Nov⟫.
2. 大訂 further deposit ⟦AMOUNT|HK$1,780,000⟧ due by ⟪date|17 Nov⟫, please transfer to our client account.
3. Stamp duty (⟪tax_scale|AVD Scale 2⟫) payable by you: ⟦AMOUNT|HK$567,500⟧.

我哋仲需要 ⟦PERSON|Mandy⟧ 嘅 HKID copy - yours (⟦NATIONAL_ID|$hkid_1⟧) is already on file.

⟦PERSON|Karen Leung⟧ | Associate | ⟪org|Chow & Partners Solicitors⟫ | ⟦PHONE|+852 2891 4470⟧
"""),

("wechat_uk_immigration_brp_mixed", """
⟦PERSON|Lily Chen⟧: Hi Ms ⟦PERSON|Harper⟧, 我的 BRP 丢了😭 怎么办？
⟦PERSON|Olivia Harper⟧: Hi ⟦PERSON|Lily⟧, don't panic. Report it lost to the Home Office within ⟪duration|3 months⟫ and apply for a replacement (fee ⟪fee|£56⟫).
⟦PERSON|Lily Chen⟧: ok！我 passport 是 ⟦PASSPORT|$pp_cn_4⟧，visa 到 ⟪date|2027年3月⟫
⟦PERSON|Olivia Harper⟧: Thanks. Please also send the police crime reference number.
⟦PERSON|Lily Chen⟧: 报警号 ⟪crime_ref|6029384/25⟫, Met Police 👍
"""),

("cross_border_divorce_assets_mixed", """
Financial remedy - schedule of assets (draft ⟪version|v4⟫, prepared for Ms ⟦PERSON|Zhao⟧)
Wife: ⟦PERSON|ZHAO Min⟧（⟦PERSON|赵敏⟧）      Husband: ⟦PERSON|David Ashcroft⟧
FX used: ⟪fx_rate|1 GBP = 9.10 CNY⟫ as at ⟪date|31/10/2025⟫

| Asset | Holder | Value |
|---|---|---|
| HSBC UK current ⟦IBAN|$iban_gb_5⟧ | joint | ⟦AMOUNT|£23,410⟧ |
| 工商银行储蓄卡 ⟦CARD|$up_4⟧ | W | ⟦AMOUNT|¥680,000⟧ |
| 上海房产 ⟦ADDRESS|上海市长宁区虹桥路1488号12号楼1801室⟧ | W (婚前) | ⟦AMOUNT|¥5,200,000⟧ |
| London flat ⟦ADDRESS|Flat 9, 31 Cadogan Square, London SW1X 0HU⟧ | H | ⟦AMOUNT|£1,150,000⟧ |
"""),

("singapore_probate_schedule_mixed", """
Estate of the late ⟦PERSON|TAN Ah Kow⟧（⟦PERSON|陈亚九⟧）, NRIC ⟦NATIONAL_ID|$nric_1⟧, died ⟪date|2 August 2025⟫ in ⟪place|Singapore⟫.
Beneficiaries under the will dated ⟪date|12 May 2019⟫:
- ⟦PERSON|Tan Mei Ling⟧ ⟦PERSON|陈美玲⟧ (daughter, NRIC ⟦NATIONAL_ID|$nric_2⟧) - ⟪percent|50%⟫
- ⟦PERSON|Tan Wei Jie⟧ (son, 住香港, HKID ⟦NATIONAL_ID|$hkid_2⟧) - ⟪percent|50%⟫
Assets: DBS savings ⟦AMOUNT|S$96,215.40⟧; CPF ⟦AMOUNT|S$182,400⟧ (nominated, outside the estate).
Extracting solicitor: ⟦PERSON|Rachel Goh⟧, ⟪org|Goh & Lim LLC⟫, ⟦PHONE|+65 6225 8841⟧
"""),

("singapore_ep_checklist_mixed", """
EP application checklist（新加坡就业准证）  case ⟪case_ref|SG-EP-1187⟫
Candidate: ⟦PERSON|LIU Yang⟧ ⟦PERSON|刘洋⟧
Passport: ⟦PASSPORT|$pp_cn_5⟧ | DOB ⟦DATE_OF_BIRTH|1991-05-06⟧
Monthly salary: ⟦AMOUNT|S$9,800⟧ (COMPASS qualifying salary from ⟪threshold|S$5,600⟫)
Employer: ⟪org|Lionbridge Payroll Pte Ltd⟫, UEN ⟪uen|201934567K⟫
HR contact: ⟦PERSON|Nurul Aisyah⟧, NRIC ⟦NATIONAL_ID|$nric_3⟧ (Singpass for MOM portal), ⟦EMAIL|nurul.a@lionbridgepayroll.sg⟧
备注：候选人 ⟦MEDICAL|乙肝病毒携带⟧，EP 不需要 MOM 体检，无影响。
"""),

("taiwan_buyer_id_verification_mixed", """
Client ID verification - 台灣客戶 (matter ⟪file_ref|MR/CONV/23340⟫)
Name: ⟦PERSON|Chang Ya-Ting⟧（⟦PERSON|張雅婷⟧）
Taiwan ID: ⟦NATIONAL_ID|$tw_1⟧
ROC passport: ⟦PASSPORT|312847560⟧
Source of funds: 父母贈與 ⟦AMOUNT|NT$6,000,000⟧ + own savings ⟦AMOUNT|£38,500⟧
Property: ⟦ADDRESS|Flat 1204, 5 Shipwright Street, London E16 2TX⟧
Video ID call by ⟦PERSON|Marcus⟧ on ⟪date|29/10⟫ (⟪duration|22 min⟫). Note: client 英文不太好，用中文溝通。
"""),
]

# ------------------------------------------------------------------ accountants and tax
TEXTS += [
("us_tax_green_card_wechat_mixed", """
Hi ⟦PERSON|Jason⟧，你今年的 1040 我这边整理好了：
- W-2 wages ⟦AMOUNT|$142,300⟧，国内房租收入 ⟦AMOUNT|¥96,000⟧ 也要 report
- 你妈妈 ⟦PERSON|李秀英⟧ 可以报 dependent，但她没有 SSN，要申请 ITIN，需要她护照 ⟦PASSPORT|$pp_cn_6⟧ 的 certified copy
- 你的 SSN ⟦SSN|$ssn_6⟧ 和 ⟦PERSON|Emily⟧ 的 ⟦SSN|$ssn_9⟧ 我都核对过了
- FBAR：国内账户最高余额超过 ⟪threshold|$10,000⟫，要申报
Fee ⟪price|$850⟫ (individual + FBAR)
⟦PERSON|Grace Wu⟧, EA | ⟦PHONE|(626) 555-0143⟧
"""),

("crs_self_certification_mixed", """
CRS Self-Certification 税收居民身份声明文件（个人）  account ⟪account_ref|HK-INV-00728841⟫
1. 姓名 Name: ⟦PERSON|王海涛⟧ / ⟦PERSON|WANG Haitao⟧
2. 出生日期 Date of birth: ⟦DATE_OF_BIRTH|1968-04-25⟧
3. 现居地址 Current address: ⟦ADDRESS|Unit 12, 88 Queen's Road East, Wan Chai, Hong Kong⟧
4. 税收居民国 Jurisdiction of residence / TIN:
   ⟪place|中国内地⟫ - ⟦IDCARD|$cn_19⟧
   ⟪place|Hong Kong⟫ - ⟦NATIONAL_ID|$hkid_3⟧
5. 出生地 Place of birth: ⟪place|Beijing⟫      签署日期 Date: ⟪date|2025-11-11⟫
"""),

("hk_salaries_tax_whatsapp_mixed", """
⟦PERSON|Ivy⟧: Hi ⟦PERSON|Sandy⟧，我今年 BIR60 收到啦，salaries tax 大概要交幾多？
⟦PERSON|Sandy Tse⟧ (accountant): Income ⟦AMOUNT|HK$1,020,000⟧，扣 MPF ⟦AMOUNT|HK$18,000⟧，估計 tax ⟦AMOUNT|HK$126,940⟧ 左右，今年 rebate 上限 ⟪threshold|HK$1,500⟫
⟦PERSON|Ivy⟧: 咁多😱 可唔可以 claim 埋我阿媽 dependent parent allowance？
⟦PERSON|Sandy Tse⟧ (accountant): 可以，阿媽要 ⟪age|60⟫ 歲或以上，send 我佢 HKID ⟦NATIONAL_ID|$hkid_4⟧ copy 就得
"""),

("germany_payroll_details_email_mixed", """
Subject: Steuer-ID & Gehaltskonto - 德国入职资料

Hallo Frau ⟦PERSON|Becker⟧,

我的资料如下 / my details for payroll:
- Name: ⟦PERSON|ZHOU Yiming⟧（⟦PERSON|周一鸣⟧）
- Steuer-ID: ⟦NATIONAL_ID|$stid_1⟧
- IBAN: ⟦IBAN|$iban_de_1⟧ (⟪org|Commerzbank⟫)
- Anschrift: ⟦ADDRESS|Leopoldstraße 112, 80804 München⟧
- Steuerklasse ⟪tax_class|I⟫, Kirchensteuer: nein
Gehalt laut Vertrag ⟦AMOUNT|€78,000⟧ brutto p.a.

Danke! ⟦PERSON|周一鸣⟧
"""),
]

# ------------------------------------------------------------------ payroll and HR
TEXTS += [
("global_payroll_slack_mixed", """
#global-payroll
⟦PERSON|Anita Rao⟧  ⟪time|10:02⟫  India Nov payroll: new joiner ⟦PERSON|Rohan Mehta⟧, Aadhaar ⟦NATIONAL_ID|$aadhaar_1⟧, PAN pending. CTC ⟦AMOUNT|₹24,00,000⟧
⟦PERSON|Kasia Nowak⟧  ⟪time|10:05⟫  Poland: ⟦PERSON|Marek Zieliński⟧ starts ⟪date|1 Dec⟫, PESEL ⟦NATIONAL_ID|$pesel_2⟧
⟦PERSON|陈静⟧  ⟪time|10:07⟫  中国区 ⟦PERSON|黄磊⟧ 的工资卡换了，新卡已在 Workday 更新（尾号 ⟪masked_card|6612⟫）
⟦PERSON|Anita Rao⟧  ⟪time|10:09⟫  👍 cut-off is ⟪date|20 Nov⟫ 18:00 IST
"""),

("workday_worker_export_csv_mixed", """
Employee_ID,Legal_Name,本地姓名,Country,National_ID,Base_Salary
⟪employee_number|W-100231⟫,⟦PERSON|Chen Jing⟧,⟦PERSON|陈静⟧,CN,⟦IDCARD|$cn_14⟧,"⟦AMOUNT|CNY 480,000⟧"
⟪employee_number|W-100398⟫,⟦PERSON|Huang Lei⟧,⟦PERSON|黄磊⟧,CN,⟦IDCARD|$cn_15⟧,"⟦AMOUNT|CNY 365,000⟧"
⟪employee_number|W-100412⟫,⟦PERSON|Sofia Lindberg⟧,,SE,⟦NATIONAL_ID|$se_1⟧,"⟦AMOUNT|SEK 612,000⟧"
⟪employee_number|W-100455⟫,⟦PERSON|Aino Virtanen⟧,,FI,⟦NATIONAL_ID|$fi_1⟧,"⟦AMOUNT|EUR 58,500⟧"
# exported ⟪timestamp|2025-11-19 07:30 UTC⟫ by integration ⟪integration_id|INT-WD-0042⟫, ⟪count|4 rows⟫
"""),

("expat_onboarding_email_mixed", """
Subject: Onboarding docs - ⟦PERSON|Arjun Nair⟧（上海办公室）

Hi ⟦PERSON|Arjun⟧，欢迎加入！For your China work permit（外国人工作许可）we still need:
- Passport ⟦PASSPORT|Z5523871⟧ (all pages)
- DOB as on passport: ⟦DATE_OF_BIRTH|14/08/1990⟧
- Aadhaar ⟦NATIONAL_ID|$aadhaar_2⟧ (for the India shadow payroll)
- 体检报告 from ⟪org|上海国际旅行卫生保健中心⟫ - your ⟦MEDICAL|G6PD deficiency⟧ is not a problem, just tell the doctor.
Package: ⟦AMOUNT|CNY 62,000⟧ / month + housing ⟦AMOUNT|CNY 15,000⟧ / month.

⟦PERSON|Vivian Xu⟧ ⟦PERSON|徐薇⟧ | HR Shanghai | ⟦PHONE|+86 21 6031 2287⟧
"""),

("teams_hr_sick_leave_chat_mixed", """
[Teams · HK HR] ⟦PERSON|Tony Li⟧: ⟦PERSON|Grace⟧，⟦PERSON|阿杰⟧今日又請 sick leave，話係 ⟦MEDICAL|migraine⟧，呢個月第三次
⟦PERSON|Grace Lam⟧: 有冇交 medical cert？
⟦PERSON|Tony Li⟧: 有，⟪org|Matilda Hospital⟫ 開嘅，寫住 ⟦MEDICAL|chronic migraine with aura⟧
⟦PERSON|Grace Lam⟧: OK，按 policy 超過 ⟪duration|3 days⟫ 就要做 OH referral，我 book ⟪org|Quality HealthCare⟫
"""),

("payroll_sync_error_log_mixed", """
⟪timestamp|2025-11-21 02:00:03⟫ ERROR [salary-sync] 同步银行回单失败: AccessDenied for key ⟦APIKEY|$akia_1⟧
2025-11-21 02:00:03 DEBUG [salary-sync] S3 client config: region=cn-north-1 access_key=⟦APIKEY|$akia_1⟧ secret_key=⟦SECRET|$aws_secret_1⟧
2025-11-21 02:00:04 WARN  [salary-sync] 员工 ⟦PERSON|黄磊⟧ (⟪employee_number|W-100398⟫) 回单金额 ⟦AMOUNT|¥30,416.67⟧ 与应发不一致
2025-11-21 02:00:05 INFO  [salary-sync] retry ⟪count|1/3⟫ from ⟦IP_ADDRESS|172.20.3.18⟧, job ⟪job_id|sync-20251121-0200⟫
"""),
]

# ------------------------------------------------------------------ recruitment
TEXTS += [
("bilingual_cv_header_mixed", """
⟦PERSON|孙文博⟧ / ⟦PERSON|Kevin Sun⟧
HR Data Analyst | ⟦PHONE|+86 138 0179 2256⟧ | ⟦EMAIL|kevin.sun.hr@outlook.com⟧
Skills: Python, SQL, Workday Prism, 薪酬数据分析, 离职预测
Experience:
⟪date_range|2021 - now⟫  ⟪org|SAP Labs China⟫  HR Analytics - built attrition model (AUC ⟪score|0.87⟫)
⟪date_range|2018 - 2021⟫  ⟪org|Mercer 美世咨询⟫  Analyst
Expected salary 期望薪资: ⟦AMOUNT|40万⟧/年
"""),

("recruiter_offer_negotiation_wechat_mixed", """
⟦PERSON|Cindy⟧（猎头）: ⟦PERSON|Eric⟧，client 那边 final offer 是 base ⟦AMOUNT|95万⟧ + ⟪percent|20%⟫ bonus，sign-on ⟦AMOUNT|15万⟧ cover 你的 unvested RSU
⟦PERSON|Eric Zhang⟧: 嗯…我现在 total package 差不多 ⟦AMOUNT|110万⟧，能不能 push 到 ⟦AMOUNT|100万⟧ base？
⟦PERSON|Cindy⟧（猎头）: 我试试，他们这个 level 的 band 上限是 ⟪salary_band|105万⟫
"""),

("linkedin_outreach_mixed", """
Hi ⟦PERSON|Yuki⟧，我是 ⟪org|Apex Talent⟫ 的 ⟦PERSON|Jerry Fang⟧ 👋 We're hiring a Payroll Lead (APAC) based in ⟪place|Singapore⟫, package ⟪salary_band|S$150-180k⟫. 方便聊聊吗？WhatsApp ⟦PHONE|+65 9123 4471⟧
"""),

("relocation_hk_shanghai_email_mixed", """
Subject: Relocation HK → Shanghai - ⟦PERSON|Michelle Wong⟧

Hi team，⟦PERSON|Michelle⟧ 下个月 relocate 到上海：
- HKSAR passport: ⟦PASSPORT|$pp_hk_1⟧
- Temporary housing 临时住所: ⟦ADDRESS|上海市静安区愚园路68号1208室⟧ (⟪duration|30 nights⟫)
- Relocation allowance ⟦AMOUNT|RMB 80,000⟧; movers' quote ⟪price|HK$26,500⟫
- She has ⟦MEDICAL|type 1 diabetes⟧ - insulin needs cold-chain in the shipment, 请提前安排。

⟦PERSON|Ben Ho⟧, Global Mobility
"""),
]

# ------------------------------------------------------------------ background checks
TEXTS += [
("background_check_order_json_mixed", """
{
  "order_id": "⟪order_ref|BGC-2025-118420⟫",
  "package": "china_plus_global",
  "candidate": {
    "name_zh": "⟦PERSON|许嘉怡⟧",
    "name_en": "⟦PERSON|Xu Jiayi⟧",
    "id_number": "⟦IDCARD|$cn_24⟧",
    "dob": "⟦DATE_OF_BIRTH|1996-05-21⟧",
    "passport": "⟦PASSPORT|$pp_cn_7⟧",
    "us_ssn": "⟦SSN|$ssn_7⟧",
    "email": "⟦EMAIL|jiayi.xu96@gmail.com⟧"
  },
  "checks": ["identity", "education", "employment", "criminal", "credit"],
  "requested_by": "⟦EMAIL|ta@mykotech.cn⟧",
  "created_at": "⟪timestamp|2025-11-12T03:41:09Z⟫"
}
"""),

("hk_screening_report_mixed", """
Pre-employment Screening Report 入職前背景審查報告  (ref ⟪report_id|HKS-25-4471⟫)
Candidate 候選人: ⟦PERSON|LAU Chun Kit⟧ ⟦PERSON|劉俊傑⟧
Education 學歷: ⟪org|HKU⟫ BBA (Accounting), ⟪date|2016⟫ - verified ✔
Employment 工作: ⟪org|Deloitte HK⟫, ⟪date_range|2016-2022⟫, Senior Associate - verified with Ms ⟦PERSON|Chan⟧ (HR), ⟦PHONE|+852 2852 1600⟧
Credit 信貸: outstanding card balance ⟦AMOUNT|HK$38,200⟧, no default
Litigation 訴訟: no record    Adverse media: none
"""),

("ta_ops_slack_key_paste_mixed", """
#ta-ops
⟦PERSON|Leo Guo⟧  背调 vendor 的 sandbox key 过期了，谁有 prod 的？
⟦PERSON|Fiona Liang⟧  别在这贴😅 用 vault: ⟪vault_path|secret/ta/bgc/prod⟫
⟦PERSON|Leo Guo⟧  好的。顺便问下 Zapier 里那个 OpenAI key ⟦APIKEY|$openai_1⟧ 还在用吗？这个月 usage ⟪org_total|$312.40⟫
⟦PERSON|Fiona Liang⟧  在用，parse 简历的……你刚刚把它贴出来了，我去 rotate 🙃
"""),
]

# ------------------------------------------------------------------ occupational health
TEXTS += [
("oh_clinic_booking_confirmation_mixed", """
Appointment confirmation 预约确认  #⟪booking_ref|PH-SH-209114⟫
Patient: ⟦PERSON|Daniel Kim⟧ (⟦PERSON|金大元⟧)
Service: pre-employment medical 入职体检 + audiometry 纯音测听
Date/time: ⟪timestamp|2025-11-25 09:00⟫, ⟪org|ParkwayHealth⟫ ⟦ADDRESS|上海市长宁区延安西路2299号3楼⟧
Notes from patient 备注: ⟦MEDICAL|penicillin allergy⟧; ⟦MEDICAL|mild tinnitus in the right ear since 2023⟧
Insurance: ⟪org|Cigna⟫, company-paid PO ⟪purchase_order|PO-HR-2025-311⟫
"""),

("fit_to_fly_certificate_mixed", """
FIT TO FLY CERTIFICATE 适航健康证明

This is to certify that Mr ⟦PERSON|HE Jun⟧（⟦PERSON|何俊⟧）, DOB ⟦DATE_OF_BIRTH|12 Dec 1983⟧, passport ⟦PASSPORT|$pp_cn_8⟧, was examined on ⟪date|18 Nov 2025⟫. He is recovering from ⟦MEDICAL|a left tibial fracture treated by ORIF on 2 Nov 2025⟧ and is fit to travel by air on ⟪flight|CA937⟫, ⟪date|22 Nov 2025⟫, with ⟦MEDICAL|enoxaparin 40 mg daily for DVT prophylaxis⟧ and an aisle seat.

Dr ⟦PERSON|Simon Tsang⟧（⟦PERSON|曾醫生⟧）, ⟪org|Central Medical Practice⟫, ⟦PHONE|+852 2521 2567⟧
"""),

("site_health_declaration_mixed", """
健康申报表 Health Declaration (contractor site access)
姓名 Name: ⟦PERSON|Rahul Verma⟧          国籍 Nationality: ⟪place|India⟫
护照号码 Passport No.: ⟦PASSPORT|Z6617204⟧
出生日期 DOB: ⟦DATE_OF_BIRTH|1987/11/30⟧
过敏史 Allergies: ⟦MEDICAL|shellfish - anaphylaxis, carries EpiPen⟧
慢性病 Chronic conditions: ⟦MEDICAL|hypertension, amlodipine 5 mg⟧
紧急联系人 Emergency contact: ⟦PERSON|Priya Verma⟧ ⟦PHONE|+91 98450 12763⟧
Site: ⟪place|宁波北仑⟫ plant, badge ⟪badge_number|CT-4471⟫, valid to ⟪date|2025-12-31⟫
"""),
]

# ------------------------------------------------------------------ employee assistance
TEXTS += [
("eap_intake_form_mixed", """
EAP Intake 初次评估表   case ⟪case_ref|MB-25-3390⟫
Preferred name 称呼: ⟦PERSON|Jess⟧
Language 语言: 中文 / English both OK
Presenting issue 主要困扰: 工作压力 + ⟦MEDICAL|insomnia⟧，最近 ⟦MEDICAL|panic attacks 2-3 times a week⟧
Current medication 用药: ⟦MEDICAL|zolpidem 5 mg as needed⟧
Risk screen: self-harm ideation - No
Best contact: ⟦PHONE|+86 186 2104 7735⟧ (WeChat same), 晚上 ⟪time|8点后⟫
Assigned counsellor: Dr. ⟦PERSON|Wong⟧, first session ⟪date|Mon 24 Nov⟫
"""),

("eap_live_chat_mixed", """
[EAP Live Chat ⟪chat_id|#LC-30917⟫]
Counsellor ⟦PERSON|Amy⟧: Hi，我是 ⟦PERSON|Amy⟧，今天想聊点什么？
User: hi… 我老板 ⟦PERSON|Mark⟧ 一直在 team meeting 上 criticise 我，我现在一想到上班就 ⟦MEDICAL|胃痛、想吐⟧
Counsellor ⟦PERSON|Amy⟧: 听起来真的很辛苦。这种情况持续多久了？
User: ⟪duration|三个月⟫了吧。医生说我是 ⟦MEDICAL|IBS⟧，可能跟压力有关
"""),

("eap_vendor_invoice_card_mixed", """
INVOICE 发票 ⟪invoice_number|MB-INV-0921⟫        ⟪org|MindBridge EAP (Shanghai) Co., Ltd.⟫
Bill to: ⟪org|Kestrel Engineering⟫, attn. ⟦PERSON|Yusuf Demir⟧
Q4 EAP retainer: ⟪count|420 employees⟫ × ⟪price|¥36⟫ = ⟪org_total|¥15,120.00⟫
Payment 付款: corporate card ⟦CARD|$visa_2⟧  exp ⟪card_expiry|08/27⟫  CVV ⟦CVV|219⟧
Cardholder: ⟦PERSON|Y DEMIR⟧
请勿通过邮件发送卡号 - this form was faxed, please shred after processing.
"""),
]

# ------------------------------------------------------------------ audiology
TEXTS += [
("payment_gateway_debug_log_mixed", """
⟪timestamp|2025-11-16 20:41:07,552⟫ DEBUG [pay-gw] 订单 ⟪order_ref|HA-7731204⟫ raw form = {"name":"⟦PERSON|Margaret Zhou⟧","name_cn":"⟦PERSON|周美琴⟧","card_no":"⟦CARD|$visa_5⟧","exp":"⟪card_expiry|02/30⟫","cvv":"⟦CVV|086⟧","amount":"⟦AMOUNT|¥13,320.00⟧"}
2025-11-16 20:41:07,553 DEBUG [pay-gw] shipping = ⟦ADDRESS|上海市浦东新区张杨路1500弄7号1102室⟧, mobile ⟦PHONE|139 1640 2278⟧
2025-11-16 20:41:07,560 INFO  [pay-gw] item ⟪product|Oticon Real 1 miniRITE R⟫ list ⟪price|¥14,800⟫ member ⟪percent|9折⟫
2025-11-16 20:41:08,102 WARN  [pay-gw] PCI: raw PAN logged at DEBUG level - ticket ⟪ticket_id|SEC-1192⟫
"""),

("audiometric_report_bilingual_mixed", """
Audiometric Report 聽力測試報告     ⟪org|HearWell Clinic⟫
Patient 患者: ⟦PERSON|Wong Siu Ming⟧ ⟦PERSON|黃少明⟧     DOB 出生日期: ⟦DATE_OF_BIRTH|03/09/1952⟧
Test date: ⟪date|2025-11-07⟫     Equipment: ⟪device_model|GSI AudioStar Pro⟫
Findings 結果: Right ⟦MEDICAL|moderate SNHL, PTA 52 dB⟧; Left ⟦MEDICAL|severe SNHL, PTA 74 dB⟧
建議 Recommendation: left cochlear implant candidacy assessment; right BTE hearing aid
Audiologist 聽力學家: ⟦PERSON|Carmen Yip⟧  ⟦PHONE|+852 3105 8821⟧
"""),

("hk_hearing_aid_whatsapp_mixed", """
⟦PERSON|Carmen⟧ (HearWell): Hello ⟦PERSON|黃生⟧，your new hearing aids 已經到咗，⟪date|星期六⟫ ⟪time|11am⟫ 可以嚟 fitting 嗎？
⟦PERSON|Wong Siu Ming⟧: OK 唔該。部機總共幾錢？
⟦PERSON|Carmen⟧ (HearWell): Balance ⟦AMOUNT|HK$18,600⟧，你已經 paid deposit ⟦AMOUNT|HK$5,000⟧。可以用長者醫療券，每年 ⟪threshold|HK$2,000⟫。
"""),
]

# ------------------------------------------------------------------ dev / ops
TEXTS += [
("github_issue_npm_token_mixed", """
### 🐛 hr-sync 在 CI 上 publish 报 401 (#⟪issue_number|482⟫)
**Environment:** ⟪version|node 20.11⟫, hr-sync ⟪version|v0.9.3⟫

复现步骤:
```
export NPM_TOKEN=⟦APIKEY|$npm_1⟧
npm publish --registry https://npm.internal.example
```
报错 `E401 Unable to authenticate`。本地 ok，CI 上不行。cc @⟦PERSON|zhangwei⟧-dev

---
**⟦PERSON|lindazhou⟧ commented:** 兄弟你把 token 贴到公开 issue 里了……我已经 revoke 了，下次用 `${{ secrets.NPM_TOKEN }}` 🙏
"""),

("k8s_configmap_llm_keys_mixed", """
# hr-copilot 配置 —— 注意：这些 key 本应放 Secret，不应放 ConfigMap！
apiVersion: v1
kind: ConfigMap
metadata:
  name: hr-copilot-config
  namespace: hr-ai
data:
  LLM_PROVIDER: "anthropic"
  ANTHROPIC_API_KEY: "⟦APIKEY|$anthropic_1⟧"
  GOOGLE_API_KEY: "⟦APIKEY|$aiza_2⟧"
  SYSTEM_PROMPT: "你是HR助手，回答员工关于年假、报销、个税的问题。不要泄露他人薪资。"
  MAX_TOKENS: "⟪count|2048⟫"
  OWNER: "⟦EMAIL|liang.fiona@mykotech.cn⟧"
"""),

("gitlab_ci_deploy_log_mixed", """
Running with gitlab-runner ⟪version|17.5.1⟫ (⟪commit_sha|c9d0a4e1⟫) on ⟪hostname|runner-sh-03⟫
$ echo "部署到 prod 环境, token=${CI_JOB_TOKEN}"
部署到 prod 环境, token=⟪masked_secret|[MASKED]⟫
$ git clone https://oauth2:⟦APIKEY|$glpat_2⟧@gitlab.mykotech.cn/hr/payroll-core.git
Cloning into 'payroll-core'...
$ TELEGRAM_TOKEN=⟦APIKEY|$tg_2⟧ ./scripts/notify.sh "✅ payroll-core 部署成功 by ⟦PERSON|lindazhou⟧"
Job succeeded in ⟪duration|3m 41s⟫
"""),

("dms_ocr_passport_page_mixed", """
[OCR docvault ⟪doc_id|d-91ac07⟫ page 2/2 - 中华人民共和国护照 PASSPORT]
类型/Type P    国家码/Country Code CHN    护照号/Passport No. ⟦PASSPORT|$pp_cn_9⟧
姓名/Name ⟦PERSON|刘思远⟧ ⟦PERSON|LIU, SIYUAN⟧
性别/Sex 男/M    出生地点/Place of birth ⟪place|江苏/JIANGSU⟫
出生日期/Date of birth ⟦DATE_OF_BIRTH|13 JUL 1999⟧
签发日期/Date of issue ⟪date|08 MAR 2021⟫    有效期至/Date of expiry ⟪date|07 MAR 2031⟫
签发机关/Authority ⟪org|国家移民管理局⟫
[linked record] 身份证 ⟦IDCARD|$cn_40⟧   OCR confidence ⟪score|0.94⟫
"""),

("docvault_release_notes_mixed", """
DocVault ⟪version|7.5.0⟫ 发布说明 / Release notes - ⟪date|2025-11-20⟫

新功能 New
- OCR 支持繁体中文 (Traditional Chinese), model ⟪model_name|ppocr-v4-cht⟫
- 自动识别身份证号、护照号并打码 (auto-redaction); 测试样例用国标示例号 ⟪example_value|11010519491231002X⟫
修复 Fixes
- ⟪ticket_id|DV-3318⟫ 大文件（>⟪file_size|200 MB⟫）上传超时
- 审计日志时间戳统一为 UTC（自 ⟪timestamp|2025-11-20T00:00:00Z⟫ 起）
Build ⟪build_id|7.5.0+b2291⟫, commit ⟪commit_sha|4e8d1f0a9b⟫. 升级前请备份 ⟪file_path|/var/lib/docvault/db⟫。
"""),

("sentry_event_salary_calc_mixed", """
{
  "event_id": "⟪event_id|e3b0c44298fc4c1a9a1b2c3d4e5f6a7b⟫",
  "level": "error",
  "message": "工资计算异常：员工 ⟦PERSON|梁志强⟧ 加班费为负数",
  "user": {"id": "⟪user_id|u_20871⟫", "email": "⟦EMAIL|liangzq@xinda-logistics.cn⟧", "ip_address": "⟦IP_ADDRESS|113.108.77.46⟧"},
  "request": {"url": "https://hr.xinda-logistics.cn/api/salary/calc", "headers": {"Authorization": "Bearer ⟦APIKEY|$jwt_3⟧"}},
  "extra": {"overtime_pay": "⟦AMOUNT|¥-126.44⟧", "period": "⟪pay_period|2025-10⟫"},
  "release": "⟪version|hr-salary@3.2.1⟫",
  "environment": "production"
}
"""),
]

TEXTS += [
("feishu_spain_secondment_mixed", """
【飞书 · HR Shanghai × Madrid】
⟦PERSON|Laura Martínez⟧: Hi ⟦PERSON|小唐⟧, for ⟦PERSON|Javier⟧'s secondment paperwork: DNI ⟦NATIONAL_ID|$dni_1⟧, passport ⟦PASSPORT|PAK482019⟧, Spanish payroll IBAN ⟦IBAN|$iban_es_1⟧. His wife ⟦PERSON|Lucía⟧ is Argentinian, NIE ⟦NATIONAL_ID|$nie_1⟧. Host allowance stays ⟦AMOUNT|€2,300⟧ per month, paid in Spain.
⟦PERSON|小唐⟧: 收到 thanks！我这边先办 Z 签证邀请函，预计 ⟪duration|10个工作日⟫，⟪place|上海⟫ 办公室地址会写在邀请函上 👍
"""),
]
