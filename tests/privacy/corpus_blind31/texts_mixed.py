# Mixed Chinese/English texts for corpus_blind31. Written by hand.
TEXTS = []

TEXTS += [
("mixed_hk_marathon_entry_email", r"""
Subject: 渣打香港馬拉松 2028 – Entry confirmation 報名確認

Dear ⟦PERSON|Chan Tai Man⟧ ⟦PERSON|陳大文⟧,
Your entry for the Full Marathon 全馬 is confirmed. Bib 號碼布: ⟪bib_no|M08213⟫
HKID: ⟦NATIONAL_ID|$hkid1⟧   Date of birth 出生日期: ⟦DATE_OF_BIRTH|1984-05-17⟧
Fee paid 已付: ⟦AMOUNT|HK$620⟧ by card ⟪masked_card|**** 4012⟫
Medical declaration 健康申報: ⟦MEDICAL|G6PD deficiency 蠶豆症⟧
Enquiries: ⟦EMAIL|runner@hkmarathon.example⟧ / ⟦PHONE|+852 2504 7711⟧
⟪org_name|Hong Kong Association of Athletics Affiliates⟫
"""),
("mixed_wechat_running_club", r"""
⟦PERSON|Kevin 刘⟧：周日⟪place|奥森⟫LSD 30k，⟪time|6:30⟫ 南门集合，pace ⟪pace|5:45⟫
⟦PERSON|Amy⟧：+1，我带能量胶
⟦PERSON|老K⟧：我上周跑完 ⟦MEDICAL|髂胫束综合征 ITBS⟧ 又犯了，这周 skip 🙃
⟦PERSON|Kevin 刘⟧：保重⟦PERSON|老K⟧！俱乐部年费 ⟪price|¥365⟫，还没交的 DM ⟦PERSON|Amy⟧，她收款
⟦PERSON|Amy⟧：目前收到 ⟦AMOUNT|¥4,380⟧，⟦PERSON|Jason⟧ 和 ⟦PERSON|小白⟧ 还差
"""),
("mixed_club_card_payment_log", r"""
[pay-gw] ⟪timestamp|2027-11-21 20:14:07⟫ order=⟪order_ref|CLB20271121-0093⟫ member=⟦PERSON|wangxiaoyu⟧ 会员：⟦PERSON|王晓宇⟧
[pay-gw] card_no=⟦CARD|$card2⟧ exp=⟪card_expiry|06/31⟫ cvv=⟦CVV|4471⟧ amount=⟦AMOUNT|CNY 1,688.00⟧
[pay-gw] 3DS challenge sent to ⟪masked_phone|+86 139****2208⟫ otp=⟪otp_code|552917⟫
[pay-gw] result=APPROVED auth=⟪order_ref|A81C3F⟫ client_ip=⟦IP_ADDRESS|183.62.14.77⟧
"""),
("mixed_hospital_library_pager_teams", r"""
Dr. ⟦PERSON|Huang⟧ ⟦PERSON|黄医生⟧ 08:12
Library team, can someone pull the latest Cochrane review on 儿童哮喘 for grand round? my pager ⟦PHONE|7718⟧
⟦PERSON|Wendy Lau⟧ 08:20
Sure ⟦PERSON|黄医生⟧, will email to ⟦EMAIL|huang.m@qmh.example⟧ by noon. ⟪ticket_ref|LIB-2281⟫
"""),
("mixed_paeds_ed_handover", r"""
Paeds A&E handover 儿科急诊交班 ⟪timestamp|22/11 07:55⟫
Bay ⟪seat_no|3⟫: ⟦PERSON|Lily Zhou 周莉莉⟧, 4y, ⟦MEDICAL|intussusception 肠套叠⟧ confirmed on US, surgeons Mr ⟦PERSON|Osei⟧ aware, for air enema ⟪time|09:00⟫.
Bay ⟪seat_no|5⟫: ⟦PERSON|Muhammad Ali Raza⟧, 9m, ⟦MEDICAL|bronchiolitis⟧, on ⟦MEDICAL|high-flow 2L/kg⟧, mum speaks Urdu only.
Interpreter line ⟦PHONE|0800 028 0073⟧ PIN ⟦PASSWORD|40981⟧.
"""),
]

TEXTS += [
("mixed_audiology_invoice_hk", r"""
⟪org_name|港島聽力中心 Island Hearing Centre⟫
Invoice 發票 ⟪invoice_ref|IHC-2027-0912⟫
Patient 病人: ⟦PERSON|LEUNG Wai Kit⟧ ⟦PERSON|梁偉傑⟧   HKID ⟦NATIONAL_ID|$hkid2⟧
Diagnosis 診斷: ⟦MEDICAL|noise-induced hearing loss 噪音性聽力損失⟧ (both ears)
Hearing aids 助聽器 x2 list ⟪price|HK$38,000⟫, Elderly Health Voucher used ⟦AMOUNT|HK$2,000⟧
Paid by UnionPay 銀聯 ⟦CARD|$card9⟧, balance paid ⟦AMOUNT|HK$34,580⟧
"""),
("mixed_veterans_tw_pension_email", r"""
From: ⟦EMAIL|service@vac-tw.example⟧
To: ⟦PERSON|林志明⟧ <⟦EMAIL|chihming.lin@hinet.example⟧>
Subject: 榮民就養給付 Pension adjustment notice

⟦PERSON|林先生⟧您好 Dear Mr ⟦PERSON|Lin⟧,
Your monthly 就養給付 has been adjusted to ⟦AMOUNT|NT$15,440⟧ from ⟪date|2028/01⟫. 身分證字號 ID: ⟦NATIONAL_ID|$tw1⟧. 如有疑問請洽 ⟦PHONE|(02) 2725-5700⟧ ext ⟪ext|3112⟫.
⟪org_name|國軍退除役官兵輔導委員會⟫
"""),
("mixed_probation_interpreter_notes", r"""
Probation appointment ⟪date|23 Nov⟫ – interpreter-assisted (Mandarin 普通话)
PoP: ⟦PERSON|ZHANG Wei⟧ ⟦PERSON|张伟⟧, CRN ⟪case_ref|L119822⟫, passport ⟦PASSPORT|E71842263⟧ (held by Home Office)
Discussed unpaid work hours (⟪duration|120h⟫) and compensation order ⟦AMOUNT|£350⟧ – paid ⟦AMOUNT|£75⟧ so far.
He reports ⟦MEDICAL|insomnia 失眠⟧ and ⟦MEDICAL|anxiety⟧, GP prescribed ⟦MEDICAL|mirtazapine 15mg⟧.
Interpreter: ⟦PERSON|Xu Ling⟧ (⟪org_name|LanguageLine⟫ ID ⟪badge_no|55812⟫)
"""),
("mixed_court_hk_legal_aid_form", r"""
LEGAL AID DEPARTMENT 法律援助署 – Application for Legal Aid (Civil)
Name 姓名: ⟦PERSON|CHEUNG Mei Ling⟧ ⟦PERSON|張美玲⟧
HKID No. 身份證號碼: ⟦NATIONAL_ID|$hkid3⟧
Address 地址: ⟦ADDRESS|Flat 12B, Block 3, Kwun Tong Garden Estate, 9 Hip Wo Street, Kowloon⟧
Monthly income 每月入息: ⟦AMOUNT|HK$13,200⟧  Savings 儲蓄: ⟦AMOUNT|HK$41,000⟧
Financial eligibility limit 財務資格限額: ⟪price|HK$452,320⟫
Nature of claim: employee compensation – ⟦MEDICAL|lumbar disc herniation 腰椎間盤突出⟧ after fall at work
"""),
("mixed_debt_collection_wechat", r"""
【⟪org_name|Hengtai Collections⟫ 恒泰催收】Mr ⟦PERSON|Ng⟧，您在⟪org_name|Atome⟫的 BNPL 账户逾期，outstanding ⟦AMOUNT|SGD 2,847.60⟧，请今天 before ⟪time|6pm⟫ 还款。Pay to DBS ⟪masked_card|***-*****-3⟫ or call Agent ⟦PERSON|Chloe⟧ ⟦PHONE|+65 6320 5518⟧。NRIC on file: ⟦NATIONAL_ID|$nric2⟧
"""),
("mixed_pawnshop_macau_receipt", r"""
⟪org_name|澳門德昌押 Tak Cheong Pawnshop⟫
押票 Pawn ticket ⟪order_ref|TC-40187⟫  日期 ⟪date|24/11/2027⟫
當戶 Pawner: ⟦PERSON|Wong Ka Ho⟧ ⟦PERSON|黃家豪⟧  Passport 護照 ⟦PASSPORT|KJ0571392⟧
物品: Rolex Submariner ⟪product_code|126610LN⟫
押款 Loan: ⟦AMOUNT|MOP 48,000⟧   月息 ⟪percent|3%⟫   期限 ⟪duration|4個月⟫
"""),
]

TEXTS += [
("mixed_jeweller_wechat_pay_export", r"""
交易时间,交易类型,交易对方,商品,金额(元),支付方式,当前状态,备注
⟪timestamp|2027-11-24 14:22:10⟫,商户消费,⟪org_name|老凤祥 Lao Feng Xiang⟫,Gold bracelet 足金手镯,⟦AMOUNT|8,936.00⟧,⟪masked_card|招商银行信用卡(6617)⟫,支付成功,For Mum birthday 🎂
⟪timestamp|2027-11-24 14:30:41⟫,转账,⟦PERSON|Li Na 李娜⟧,-,⟦AMOUNT|500.00⟧,零钱,已收钱,AA dinner
"""),
("mixed_farm_subsidy_iban_email", r"""
Hi ⟦PERSON|Jurgen⟧,
关于你们 ⟪org_name|Hof Brandtner⟫ 在内蒙古的 dairy JV，CAP 补贴 (⟪date|2027⟫ direct payments ⟦AMOUNT|€48,210.55⟧) 已到账 ⟦IBAN|$iban2⟧。Steuer-ID for the invoice: ⟦NATIONAL_ID|$steuer1⟧。
另外，牛群的 ⟪animal_health|BVD⟫ 检测全部阴性。
Best, ⟦PERSON|Zhao Min⟧ ⟦PERSON|赵敏⟧
⟦PHONE|+49 151 5550 2817⟧
"""),
("mixed_fishing_licence_sg_form", r"""
Recreational Fishing Licence 休闲钓鱼执照 – ⟪org_name|NParks⟫ / ⟪place|Lower Seletar Reservoir⟫
Name: ⟦PERSON|Tan Wei Jie⟧ ⟦PERSON|陈伟杰⟧
NRIC: ⟪id_tail|Sxxxx472B⟫
Mobile: ⟦PHONE|+65 8123 9904⟧   Email: ⟦EMAIL|weijie.tan@singnet.example⟧
Fee 费用: ⟪price|S$10⟫/year   Paid: ⟦AMOUNT|S$10.00⟧ via PayNow
"""),
("mixed_telecom_field_slack", r"""
#field-ops-gz  ⟪timestamp|2027-11-25 10:31⟫
⟦PERSON|Jacky Tse⟧: 客户 ⟦PERSON|谭女士⟧ 那边 ONT 掉线，地址 ⟦ADDRESS|广州市越秀区东风中路515号东照大厦1903⟧，她电话 ⟦PHONE|020-8333 4190⟧
⟦PERSON|Ming⟧: OLT 那边看 PON port ⟪port|0/2/7⟫ LOS, 应该是 drop cable 断了
⟦PERSON|Jacky Tse⟧: ok 我 ⟪time|2pm⟫ 过去, router admin pwd 是 ⟦PASSWORD|Tan1903@gz⟧ 对吧?
⟦PERSON|Ming⟧: 对 👍 记得 ticket ⟪ticket_ref|GZ-FO-11821⟫ close 掉
"""),
("mixed_datacentre_ipmi_runbook", r"""
## Runbook: 重置 IPMI 密码 (⟪place|SG-DC2⟫)
1. ssh ⟦PERSON|ops-lim⟧@⟦IP_ADDRESS|10.140.2.9⟧ (jump host 跳板机)
2. `ipmitool -I lanplus -H ⟦IP_ADDRESS|10.140.9.77⟧ -U ADMIN -P '⟦PASSWORD|Xv9!tq2Lm8⟧' user set password 2 '⟦PASSWORD|N3w#Ipmi-2028⟧'`
3. 在 Vault 更新 secret path `dc2/ipmi/r09` ，不要贴到群里!
4. 通知 ⟦PERSON|Lim Siew Ling⟧ (⟦EMAIL|siewling.lim@dc2.example⟧) close ⟪ticket_ref|CHG-55120⟫
Note: test range ⟪doc_ip|198.51.100.7⟫ is documentation only.
"""),
("mixed_mlops_feishu_alert_json", r"""
{
  "msg_type": "interactive",
  "webhook": "⟦SECRET|$feishu_webhook2⟧",
  "card": {
    "title": "训练任务失败 Training job failed",
    "job_id": "⟪uuid|f3a9c2e1-0b4d-4e77-8c21-5d6f7a8b9c0d⟫",
    "owner": "⟦PERSON|chen.yifan⟧",
    "error": "wandb.errors.AuthenticationError: API key ⟦APIKEY|$wandb3⟧ is invalid",
    "gpu_hours": ⟪number|412.5⟫,
    "image": "registry.cn-shanghai.aliyuncs.com/ml/train:⟪version|2.3.1-cu121⟫"
  }
}
"""),
("mixed_mlops_hf_token_chat", r"""
⟦PERSON|Yifan⟧: 我 push 模型到 HF 一直 403
⟦PERSON|Priya⟧: which token? 
⟦PERSON|Yifan⟧: ⟦APIKEY|$hf3⟧ 这个，read-only 的吧可能
⟦PERSON|Priya⟧: yes that's read. use the org write token from 1Password, 不要再贴 token 了 pls 😅
⟦PERSON|Yifan⟧: 好的 sorry，我去 revoke
"""),
("mixed_credit_card_centre_statement", r"""
⟪org_name|HSBC 匯豐⟫ Credit Card Statement 信用卡月結單  ⟪date|Nov 2027⟫
Card holder 持卡人: ⟦PERSON|HO Siu Fung⟧
Card no. 卡號: ⟦CARD|$card13⟧
Statement balance 結欠: ⟦AMOUNT|HK$23,117.40⟧   Minimum payment 最低還款額: ⟦AMOUNT|HK$460.00⟧
Payment due 到期日: ⟪date|15 Dec 2027⟫
Annual fee waived 年費豁免 (standard ⟪price|HK$1,800⟫)
"""),
("mixed_bank_card_activation_sms", r"""
[⟪org_name|Bank of China 中国银行⟫] 尊敬的⟦PERSON|Zhou Jie⟧ 客户，您的 Visa 卡 ⟦CARD|$card17⟧ 已寄出。激活时请勿向任何人透露 CVV ⟦CVV|918⟧ 及验证码。Activation hotline ⟦PHONE|95566⟧.
"""),
("mixed_property_fee_wecom_notice", r"""
【企业微信】⟪org_name|万科物业 Vanke Service⟫ 缴费通知 Fee Notice
Dear residents 各位业主：2028年度物业费标准 ⟪price|¥3.5/㎡/month⟫。
Unit ⟪room_no|T2-1805⟫ Mr. ⟦PERSON|Müller⟧ ⟦PERSON|米勒先生⟧: outstanding 欠费 ⟦AMOUNT|¥7,644.00⟧ (⟪date|2027年7–12月⟫)
Unit ⟪room_no|T2-2201⟫ ⟦PERSON|Sato Haruka⟧: paid 已缴 ⟦AMOUNT|¥6,930.00⟧ ✅
管家 ⟦PERSON|Vivian 胡⟧ ⟦PHONE|021-5033 6728⟧
"""),
("mixed_elderly_university_email", r"""
From: ⟪org_name|上海老年大学 Shanghai Senior University⟫ <⟦EMAIL|admission@shsu.example⟧>
To: ⟦EMAIL|margaret.wu1962@hotmail.example⟧

Dear ⟦PERSON|Margaret Wu⟧ ⟦PERSON|吴玛格丽特⟧女士,
您报名的 English Conversation (Advanced) 课程已录取。Tuition 学费 ⟪price|¥580⟫/semester. 
Our records show ID ⟦IDCARD|$prc2⟧, date of birth ⟦DATE_OF_BIRTH|27 Sep 1962⟧. Please bring your 退休证.
Class: ⟪room_no|Room 402⟫, every Tuesday ⟪time|9:30⟫.
"""),
("mixed_nursing_home_family_whatsapp", r"""
[⟪timestamp|26/11/27, 19:40⟫] ⟦PERSON|Grace Lim⟧: 妈妈今天在 ⟪org_name|Sunshine Nursing Home⟫ 摔了一跤 😢 nurse said ⟦MEDICAL|hip fracture 髋部骨折⟧ suspected
[⟪timestamp|26/11/27, 19:42⟫] ⟦PERSON|Daniel⟧: 哪个医院? I'll drive over
[⟪timestamp|26/11/27, 19:43⟫] ⟦PERSON|Grace Lim⟧: ⟪org_name|Tan Tock Seng Hospital⟫ A&E. Bring her IC, ⟦NATIONAL_ID|$nric1⟧, and her ⟦MEDICAL|warfarin⟧ box
[⟪timestamp|26/11/27, 19:45⟫] ⟦PERSON|Daniel⟧: ok. deposit ⟦AMOUNT|$1,500⟧ I pay first
"""),
]

TEXTS += [
("mixed_us_tax_filing_chat", r"""
⟦PERSON|Alice Chen⟧: 帮我看下 1040 表，我和 ⟦PERSON|Brian⟧ 是 married filing jointly
⟦PERSON|Alice Chen⟧: 我的 SSN ⟦SSN|$ssn5⟧，他的 ⟦SSN|$ssn6⟧，refund 算出来 ⟦AMOUNT|$3,412⟧ 对吗？
CPA ⟦PERSON|Howard Liu⟧: 对的，不过你们 HSA 多存了 ⟦AMOUNT|$850⟧，超过 limit ⟪price|$8,550⟫ 吗？我再 check 一下。Direct deposit 用 ⟪org_name|Chase⟫ 的账户 ⟪id_tail|****7710⟫ ok?
"""),
("mixed_tcm_clinic_intl_patient", r"""
⟪org_name|Harmony TCM Clinic 和谐中医⟫ – Patient intake
Name: ⟦PERSON|Sophie Laurent⟧   Passport: ⟦PASSPORT|19AK52318⟧ (France)
Chief complaint 主诉: ⟦MEDICAL|chronic migraine 偏头痛⟧ 10 years
Current meds: ⟦MEDICAL|sumatriptan 50mg⟧ PRN
TCM 辨证: ⟦MEDICAL|肝阳上亢⟧   Treatment: ⟦MEDICAL|acupuncture 针灸⟧ x6 sessions, package ⟪price|¥1,980⟫
Paid ⟦AMOUNT|€265.00⟧ by Mastercard ⟦CARD|$card15⟧
Practitioner 医师: Dr. ⟦PERSON|Fang Qing⟧
"""),
("mixed_vet_clinic_korea", r"""
⟪org_name|Seoul Happy Pet Clinic 首尔快乐宠物医院⟫
Owner 主人: ⟦PERSON|Park Ji-won⟧ ⟦PERSON|박지원⟧  RRN (for tax receipt): ⟦NATIONAL_ID|$rrn1⟧
Pet 宠物: ⟪pet_name|Mochi⟫ (Shiba, 3y) – ⟪animal_health|patellar luxation grade 2⟫
Surgery fee ⟦AMOUNT|₩1,850,000⟧ paid, contact ⟦PHONE|+82 10-5555-0172⟧
"""),
("mixed_express_station_jp_customer", r"""
【⟪org_name|丰巢⟫ Hive Box】Hi ⟦PERSON|Tanaka⟧-san, 您的国际包裹 (⟪order_ref|SF1420998812⟫) 已到 ⟦ADDRESS|上海市浦东新区张杨路500号华润时代广场⟧ 丰巢柜。Pickup code 取件码 ⟪otp_code|883104⟫. 海关要求补充 My Number: ⟦NATIONAL_ID|$mynum1⟧ 和 passport ⟦PASSPORT|TZ1184407⟧。Customs duty 关税 ⟦AMOUNT|¥312.00⟧ 待支付。
"""),
("mixed_village_committee_subsidy_bilingual", r"""
⟪org_name|Xinhua Village Committee 新华村村委会⟫ – Cross-border e-commerce training subsidy 跨境电商培训补贴
Recipient 领取人: ⟦PERSON|Ma Xiaoli⟧ ⟦PERSON|马晓丽⟧   身份证 ⟦IDCARD|$prc16⟧   DOB ⟦DATE_OF_BIRTH|1983-07-15⟧
Subsidy 补贴: ⟦AMOUNT|¥2,400⟧ (standard ⟪price|¥200/day⟫ × 12 days)
Bank card 银行卡: ⟦CARD|$card16⟧
Trainer: ⟦PERSON|Ethan Gu⟧ (⟪org_name|Amazon Global Selling⟫)
"""),
("mixed_github_pat_support_ticket", r"""
Zendesk ⟪ticket_ref|#88217⟫ – from ⟦PERSON|Rohan Mehta⟧ <⟦EMAIL|rohan.mehta@finch.example⟧>
"我们的 CI 一直 401. Token is ⟦APIKEY|$github_fine1⟧ — it was working yesterday. Also our Slack bot ⟦APIKEY|$slack_bot1⟧ stopped posting."
Agent ⟦PERSON|Lena⟧: 已提醒客户立即 revoke 两个 token，tokens are now in ticket history – escalate to security ⟪ticket_ref|SEC-4410⟫.
"""),
("mixed_exchange_api_keys_note", r"""
# 量化交易 bot 配置 (个人, ⟦PERSON|kaiwen⟧)
BINANCE_API_KEY=⟦APIKEY|$binance1⟧
BINANCE_SECRET=⟦SECRET|$client_secret2⟧
GOOGLE_SHEETS_KEY=⟦APIKEY|$google1⟧
DISCORD_BOT_TOKEN=⟦APIKEY|$discord1⟧
WITHDRAW_ADDR=⟪wallet_address|0x7a3F9c21bE04d5A8e6C0f1B2d3E4a5C6b7D8e9F0⟫  # 冷钱包
2FA_TOTP_SEED=⟦SECRET|$totp1⟧
"""),
("mixed_recovery_codes_email", r"""
From: ⟦PERSON|Jessica 孙⟧ <⟦EMAIL|jess.sun@qq.example⟧>
To: ⟦EMAIL|jess.sun.backup@gmail.example⟧
Subject: 备份 backup codes 别删

GitHub recovery codes:
⟦SECRET|$recovery1⟧
⟦SECRET|$recovery2⟧
⟦SECRET|$recovery3⟧
Apple ID 密码 password: ⟦PASSWORD|Sunjess!0915⟧
"""),
("mixed_shopify_store_env", r"""
# 跨境独立站 ⟪org_name|LotusTea⟫ – .env.production
SHOPIFY_ADMIN_TOKEN=⟦APIKEY|$shopify1⟧
STRIPE_SECRET_KEY=⟦APIKEY|$stripe2⟧
STRIPE_PUBLISHABLE_KEY=⟪app_id|pk_live_51QxR2aK8ZtYmL4wP0sD7vB3nC6hJ⟫
SENDGRID_API_KEY=⟦APIKEY|$sendgrid2⟧
ADMIN_EMAIL=⟦EMAIL|owner@lotustea.example⟧  # ⟦PERSON|Lian Wu⟧
DATABASE_URL=mysql://lotus:⟦SECRET|Lt!2027mysqlPw⟧@⟦IP_ADDRESS|172.31.22.40⟧:⟪port|3306⟫/shop
"""),
("mixed_indian_student_hostel_form", r"""
留学生住宿登记 International Student Accommodation – ⟪org_name|浙江大学⟫ Zijingang
Name: ⟦PERSON|Arjun Nair⟧   Passport: ⟦PASSPORT|Z5518207⟧   Aadhaar: ⟦NATIONAL_ID|$aadhaar2⟧
Room 房间: ⟪room_no|Bldg 11-418⟫   Deposit 押金 paid ⟦AMOUNT|¥1,000⟧
Medical 既往病史: ⟦MEDICAL|asthma 哮喘, uses Seretide⟧
Emergency contact: ⟦PERSON|Lakshmi Nair⟧ ⟦PHONE|+91 98470 55501⟧
"""),
("mixed_hospice_donation_bank_transfer", r"""
Donation 捐赠 – ⟪org_name|Dignity Hospice Foundation 尊严安宁基金会⟫
Donor 捐赠人: ⟦PERSON|Wim Jansen⟧ & ⟦PERSON|Li Mei⟧ ⟦PERSON|李梅⟧
From IBAN: ⟦IBAN|$iban7⟧  Amount: ⟦AMOUNT|€5,000.00⟧
In memory of 纪念 ⟦PERSON|Jansen-Li⟧ family's father ⟦PERSON|Henk⟧, who received ⟦MEDICAL|palliative sedation⟧ at our Shanghai unit.
Receipt 收据 ⟪invoice_ref|DHF-2027-1188⟫
"""),
]

TEXTS += [
("mixed_homecare_payroll_csv", r"""
staff_id,name,姓名,hours,gross_eur,iban,备注
⟪badge_no|HC-0091⟫,⟦PERSON|Magdalena Huber⟧,-,142,⟦AMOUNT|2,414.00⟧,⟦IBAN|$iban10⟧,夜班津贴 incl.
⟪badge_no|HC-0092⟫,⟦PERSON|Liu Fang⟧,⟦PERSON|刘芳⟧,120,⟦AMOUNT|2,040.00⟧,⟦IBAN|$iban11⟧,-
⟪badge_no|HC-0093⟫,⟦PERSON|Erik Lindgren⟧,-,96,⟦AMOUNT|1,632.00⟧,⟦IBAN|$iban12⟧,part-time 兼职
# hourly rate 时薪 ⟪price|€17.00⟫
"""),
("mixed_mlops_k8s_secret_manifest", r"""
# 模型服务 k8s Secret（请勿提交到 git！）owner: ⟦PERSON|lu.haoran⟧
apiVersion: v1
kind: Secret
metadata:
  name: model-serving-creds
  namespace: ⟪namespace|ml-prod⟫
stringData:
  REGISTRY_TOKEN: ⟦APIKEY|$jwt3⟧
  OPENAI_API_KEY: ⟦APIKEY|$openai2⟧
  SESSION_SIGNING_KEY: ⟦SECRET|$session3⟧
  tls.key: |
⟦SECRET|$pem2⟧
"""),
]
