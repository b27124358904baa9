# Mixed Chinese/English texts, written one at a time.  ⟦TYPE|value⟧ = span, ⟪kind|value⟫ = decoy.
TEXTS = [
("slack_chat_codeswitch", """[#backend-cn] ⟦PERSON|Kevin Zhou⟧: staging 的 DB 密码又被谁改了？connect 不上
[#backend-cn] ⟦PERSON|Lily Wang⟧: 我改的 sorry，新的是 ⟦PASSWORD|Stg!2025-lily⟧，host 还是 ⟦IP_ADDRESS|10.66.1.14⟧
[#backend-cn] ⟦PERSON|Kevin Zhou⟧: ok 收到。btw ⟪version|v3.9.0⟫ 啥时候 release
[#backend-cn] ⟦PERSON|Lily Wang⟧: 下周二，changelog 在 ⟪ticket_id|JIRA-4471⟫"""),

("bilingual_form_hk", """入職表格 NEW JOINER FORM — ⟪company|Harbour Fintech Ltd 港灣金融科技⟫
英文姓名 Name (English): ⟦PERSON|CHEUNG, Wing Sze Vivian⟧
中文姓名 Name (Chinese): ⟦PERSON|張詠詩⟧
香港身份證 HKID: ⟦NATIONAL_ID|$hkid2⟧
出生日期 DOB: ⟦DATE_OF_BIRTH|1995-11-08⟧
住址 Address: ⟦ADDRESS|Flat B, 12/F, Tower 3, Laguna City, 9 Cha Kwo Ling Road, Kwun Tong, Kowloon⟧
手提電話 Mobile: ⟦PHONE|+852 9386 1742⟧
月薪 Monthly salary: ⟦AMOUNT|HK$38,000⟧   MPF scheme: ⟪product|AIA MPF Prime Value Choice⟫"""),

("wechat_work_chat", """⟦PERSON|Jason⟧: 老板让我问下，上个月 Shanghai trip 的 reimbursement 批了没
财务-⟦PERSON|Amy⟧: 批了，⟦AMOUNT|¥4,860⟧ 下周三打到你工资卡
⟦PERSON|Jason⟧: 👌 我的卡换了，新卡号 ⟦CARD|$cup8⟧
财务-⟦PERSON|Amy⟧: ok 我更新一下。hotel 发票抬头记得写 ⟪company|上海宏远贸易有限公司⟫，税号 ⟪tax_id|91310115MA1K4D2X8Q⟫"""),

("github_issue_zh_en", """### [Bug] 登录后 token 泄露到日志 / token leaked in logs

Version: ⟪version|2.14.1⟫
复现步骤：
1. 用 test account ⟦EMAIL|qa.tester02@fengchao.io⟧ 登录
2. 查看 `/var/log/app/access.log`：

```
⟪timestamp|2025-12-01 10:22:31⟫ GET /api/me?access_token=⟦APIKEY|$jwt2⟧ 200 from ⟦IP_ADDRESS|116.228.88.47⟧
```
期望：token 不应出现在 query string。cc @⟦PERSON|li-haoran⟧"""),

("medical_note_bilingual", """Clinic note ⟪date|2025-11-22⟫ — ⟪hospital|United Family Hospital 和睦家医院⟫
Patient: ⟦PERSON|Zhang Meiling⟧ (⟦PERSON|张美玲⟧), F, DOB ⟦DATE_OF_BIRTH|1982-06-11⟧
CC: ⟦MEDICAL|头痛伴恶心⟧ x3 days, ⟦MEDICAL|photophobia⟧
Hx: ⟦MEDICAL|migraine without aura⟧ since 2015
Rx: ⟦MEDICAL|sumatriptan 50 mg PRN⟧; ⟦MEDICAL|布洛芬 400mg tid⟧ if needed
Follow-up in 2 weeks. Consultation fee ⟪price|RMB 1,200⟫.
Physician: Dr. ⟦PERSON|Olivia Hart⟧"""),

("env_file_mixed", """# 生产环境配置，勿提交！owner: ⟦PERSON|chenjie⟧
APP_ENV=prod
APP_PORT=⟪port|9000⟫
MYSQL_DSN=root:⟦SECRET|Cj#prod_2025⟧@tcp(⟦IP_ADDRESS|172.20.0.5⟧:3306)/shop
ANTHROPIC_API_KEY=⟦APIKEY|$anthropic1⟧
WX_APPID=⟪app_id|$wx_appid2⟫
WX_SECRET=⟦SECRET|$wx_secret2⟧
# 示例 IP ⟪doc_ip|198.51.100.12⟫ 仅用于单测"""),

("travel_itinerary_sg", """行程单 Itinerary — ⟪company|Trip.com⟫ Booking ⟪order_id|1286620044⟫
Passenger 乘客: ⟦PERSON|LIM/JIAHUI⟧ (⟦PERSON|林佳慧⟧)
Passport 护照: ⟦PASSPORT|E3219865K⟧ (Singapore)
NRIC: ⟦NATIONAL_ID|$nric2⟧
Flight ⟪flight_no|SQ 830⟫ SIN→PVG ⟪date|18 Dec 2025⟫ 08:55, seat ⟪seat|42K⟫
Fare ⟪price|SGD 612.40⟫, paid by card ⟪masked_card|****0931⟫
Contact: ⟦EMAIL|jiahui.lim@singnet.com.sg⟧"""),

("customer_service_chat_mixed", """客服 ⟦PERSON|Ella⟧: Hi 您好，请问有什么可以帮您？
用户: 我的 Apple ID 被锁了，email 是 ⟦EMAIL|mike.gao1990@icloud.com⟧
客服 ⟦PERSON|Ella⟧: 为了验证身份，请提供绑定的手机号
用户: ⟦PHONE|+86 186 0215 3378⟧
客服 ⟦PERSON|Ella⟧: 好的，验证码 ⟪otp_code|553 901⟫ 已发送，请勿告诉任何人。您的 case number 是 ⟪case_no|102948817⟫
用户: 收到，谢谢 ⟦PERSON|Ella⟧"""),

("aws_incident_cn", """【安全事件】AWS key 泄露 — ⟪ticket_id|SEC-0927⟫
发现人：⟦PERSON|Tony Huang⟧
时间：⟪timestamp|2025-09-27 02:13 CST⟫
泄露内容：
  aws_access_key_id = ⟦APIKEY|$aws_akid3⟧
  aws_secret_access_key = ⟦SECRET|$aws_secret3⟧
泄露位置：公开 GitHub repo ⟪repo|hzy-labs/crawler⟫ 的 commit ⟪hash|9b12fe7⟫
影响：攻击者从 ⟦IP_ADDRESS|5.188.206.14⟧ 启动了 40 台 ⟪instance_type|p3.2xlarge⟫ 挖矿，费用约 ⟪price|$6,300⟫（AWS bill）"""),

("tsv_bilingual_payroll", """姓名 Name	Dept	Bank Card	Net Pay 实发	Month
⟦PERSON|王磊⟧ ⟦PERSON|Wang Lei⟧	Eng	⟦CARD|$cup_raw1⟧	⟦AMOUNT|¥21,340.50⟧	⟪date|2025-11⟫
⟦PERSON|Sarah Miller⟧	Sales	⟦CARD|$visa_raw1⟧	⟦AMOUNT|¥35,000.00⟧	⟪date|2025-11⟫
⟦PERSON|赵静⟧	HR	⟦CARD|$cup_raw2⟧	⟦AMOUNT|¥14,200.00⟧	⟪date|2025-11⟫"""),

("python_script_mixed", """# 爬虫脚本 — 作者 ⟦PERSON|xu-jiayi⟧ ⟪date|2025/08⟫
import requests
GITHUB_TOKEN = "⟦APIKEY|$ghp2⟧"  # 临时用一下，用完删
PROXY = "http://crawler:⟦SECRET|pr0xy-Pw!77⟧@⟦IP_ADDRESS|39.108.22.160⟧:⟪port|3128⟫"
HEADERS = {"User-Agent": "Mozilla/5.0 (⟪version|Chrome/120⟫)"}
# 测试用 ⟪doc_ip|192.0.2.33⟫ 不要打真实服务"""),

("lease_bilingual", """TENANCY AGREEMENT 租約 (Hong Kong)
Landlord 業主: ⟦PERSON|LEUNG Chi Keung⟧ ⟦PERSON|梁志強⟧
Tenant 租客: ⟦PERSON|Daniel Ortiz⟧, Passport ⟦PASSPORT|G28371946⟧ (Mexico)
Premises 物業: ⟦ADDRESS|Flat 7A, Block 2, Kornhill, 2 Hong On Street, Quarry Bay⟧
Rent 租金: ⟪price|HK$23,500 per month⟫; Deposit paid by Tenant 按金: ⟦AMOUNT|HK$47,000⟧
Term 租期: ⟪date|1 Jan 2026⟫ – ⟪date|31 Dec 2027⟫"""),

("telegram_group_mixed", """[Crypto 交流群]
⟦PERSON|Leo⟧🚀: 兄弟们 Binance 提现要 KYC，我用的 passport ⟦PASSPORT|EA5913402⟧ 过了
⟦PERSON|Vicky⟧: 你别在群里发 passport 啊 😂
⟦PERSON|Leo⟧🚀: 哈哈忘了。顺便 BTC 现在 ⟪price|$96k⟫，我昨天卖了 ⟦AMOUNT|0.8 BTC⟧ 到手 ⟦AMOUNT|$76,400⟧
⟦PERSON|Vicky⟧: 羡慕。群公告：⟪date|周六⟫ 线下在 ⟪place|深圳湾万象城⟫"""),

("hospital_invoice_mixed", """⟪hospital|Raffles Hospital 莱佛士医院⟫ — Final Bill   Bill no. ⟪invoice_no|RH-25-118204⟫
Patient 病人: ⟦PERSON|Huang Zihan⟧ ⟦PERSON|黄子涵⟧
Procedure 手术: ⟦MEDICAL|laparoscopic cholecystectomy 腹腔镜胆囊切除术⟧
Diagnosis 诊断: ⟦MEDICAL|symptomatic gallstones⟧
Total 总额: ⟪price|SGD 14,820.00⟫   Insurance covered: ⟪price|SGD 12,000.00⟫
Patient payable 自付: ⟦AMOUNT|SGD 2,820.00⟧
Card charged: ⟦CARD|$mc4⟧"""),

("dev_chat_secret_paste", """⟦PERSON|小李⟧ 10:02
这个 Stripe key 是 live 的还是 test 的？⟦APIKEY|$stripe_sk2⟧
⟦PERSON|Ryan⟧ 10:03
live！！快撤回，我马上 roll key
⟦PERSON|小李⟧ 10:03
sorry 😭 publishable key 是 ⟪app_id|$stripe_pk2⟫ 这个没事吧
⟦PERSON|Ryan⟧ 10:05
pk 没事。webhook endpoint 版本 ⟪version|2024-06-20⟫ 不用动"""),

("student_visa_form", """I-20 信息核对 / Info check — ⟪school|Northeastern University⟫
Legal Name: ⟦PERSON|GAO, ZHIYUAN⟧  中文名：⟦PERSON|高志远⟧
Date of Birth: ⟦DATE_OF_BIRTH|2003-02-05⟧
Passport No.: ⟦PASSPORT|EK0293756⟧
SEVIS ID: ⟪sevis_id|N0034817291⟫
US Address: ⟦ADDRESS|75 Saint Alphonsus St, Apt 1412, Boston, MA 02120⟧
Funding: 父母资助 ⟦AMOUNT|$80,000⟧ per year; tuition listed ⟪price|$62,000⟫"""),

("sms_mixed_bank", """【⟪bank|HSBC 汇丰⟫】Dear Mr ⟦PERSON|Chan⟧, 您尾号⟪masked_card|4417⟫的信用卡 statement balance 为 ⟦AMOUNT|HKD 18,322.40⟧，minimum payment ⟦AMOUNT|HKD 366.45⟧，due ⟪date|15 Dec⟫. OTP ⟪otp_code|918273⟫ for online banking, do not share."""),

("jira_ticket_mixed", """⟪ticket_id|PAY-2281⟫ 用户反映退款未到账
Reporter: ⟦PERSON|Grace Lu⟧   Assignee: ⟦PERSON|老孟⟧
Description:
用户 ⟦PERSON|刘思琪⟧（⟦PHONE|13902174480⟧）于 ⟪date|11/18⟫ 申请退款 ⟦AMOUNT|¥1,299⟧，订单 ⟪order_id|E20251118093377⟫，原路退回到 ⟪masked_card|Visa ***6604⟫，至今未到账。
Priority: ⟪priority|P2⟫   Component: refund-svc ⟪version|1.8⟫"""),

("yaml_ci_mixed", """# .gitlab-ci.yml  维护人：⟦PERSON|Eric Sun⟧
variables:
  DOCKER_REGISTRY: ⟪hostname|registry.cn-shanghai.aliyuncs.com⟫
  DOCKER_USER: ⟦EMAIL|eric.sun@yunjing.cn⟧
  DOCKER_PASS: ⟦PASSWORD|Yj_docker#2025⟧
  SLACK_WEBHOOK: ⟦SECRET|$slack_hook2⟧
deploy:
  stage: deploy
  script: ./deploy.sh --tag ⟪version|v5.2.3⟫ --target ⟦IP_ADDRESS|47.100.91.203⟧"""),

("doctor_wechat_en", """⟦PERSON|陈医生⟧: Hi ⟦PERSON|Emily⟧, your blood test shows ⟦MEDICAL|iron deficiency anemia⟧, Hb 9.8.
⟦PERSON|Emily⟧: 严重吗？我最近一直⟦MEDICAL|头晕、乏力⟧
⟦PERSON|陈医生⟧: Not too serious. Take ⟦MEDICAL|ferrous succinate 100mg bid⟧ for 3 months, 饭后吃. Recheck in ⟪date|January⟫.
⟦PERSON|Emily⟧: OK 谢谢医生！挂号费 ⟪price|¥300⟫ 我已经付了"""),

("remittance_mixed", """Hi ⟦PERSON|Anna⟧，学费汇款信息如下 / Tuition wire details:
Beneficiary: ⟪company|University of Amsterdam⟫
IBAN: ⟪institution_iban|NL20INGB0001234567⟫ (学校公开账户)
Reference: student no. ⟪student_no|14822093⟫ ⟦PERSON|Chen Xinyi⟧
我从我自己的 IBAN ⟦IBAN|$iban_nl2⟧ 转了 ⟦AMOUNT|€9,600⟧，手续费 ⟪price|€12⟫。
⟦PERSON|Xinyi⟧"""),

("ocr_passport_cn", """【护照OCR】Passport / 护照
类型/Type: P   国家码/Country code: CHN
护照号/Passport No.: ⟦PASSPORT|E72048193⟧
姓名/Name: ⟦PERSON|孙悦⟧ ⟦PERSON|SUN, YUE⟧
性别/Sex: 女/F   出生日期/Date of birth: ⟦DATE_OF_BIRTH|14 MAR 1988⟧
出生地点/Place of birth: ⟪place|江苏 JIANGSU⟫
签发日期/Date of issue: ⟪date|09 JUL 2019⟫   有效期至/Date of expiry: ⟪date|08 JUL 2029⟫"""),

("incident_postmortem_mixed", """## Postmortem: 支付回调大量 401（⟪date|2025-11-20⟫）
**Root cause**: 同事 ⟦PERSON|Frank⟧ 在 rotate webhook secret 时把新 secret `⟦SECRET|$stripe_whsec2⟧` 只更新到了 ⟪place|cn-north-1⟫，没更新 ⟪place|ap-east-1⟫。
**Impact**: 约 ⟪count|3,200⟫ 笔订单延迟确认。
**Timeline**: ⟪timestamp|14:02⟫ 告警 → ⟪timestamp|14:30⟫ 定位 → ⟪timestamp|14:41⟫ 修复
**Action items**: secret 统一放 Vault（⟪ticket_id|OPS-1188⟫）"""),

("dating_app_chat_mixed", """⟦PERSON|Mia⟧: hey! 你也住 ⟪place|Jing'an⟫ 吗
⟦PERSON|Ben⟧: yes haha 就在 ⟪place|静安寺⟫ 附近
⟦PERSON|Mia⟧: 加个微信吧 ⟦PHONE|135 0174 2268⟧ 就是我微信
⟦PERSON|Ben⟧: added! btw my english name is ⟦PERSON|Ben⟧, 中文名 ⟦PERSON|何斌⟧ 😂
⟦PERSON|Mia⟧: 周六 ⟪place|Manner Coffee⟫ 见？美式才 ⟪price|15块⟫"""),

("kyc_ops_log_mixed", """[kyc-worker] ⟪timestamp|2025-12-02T09:41:10+08:00⟫ verify start user_id=⟪order_id|u_99120⟫
[kyc-worker] name=⟦PERSON|邱晓彤⟧ id_no=⟦IDCARD|$cnid5⟧ face_score=⟪score|0.91⟫
[kyc-worker] bank_card=⟦CARD|$cup_raw3⟧ mobile=⟦PHONE|15210398874⟧ → 四要素一致
[kyc-worker] vendor=⟪company|阿里云实人认证⟫ cost=⟪price|0.5元⟫ latency=⟪duration|842ms⟫"""),

("email_mixed_hr", """Subject: Re: 年终奖 / Year-end bonus

Hi ⟦PERSON|Tina⟧,

确认一下：⟦PERSON|Michael Xu⟧ 的 year-end bonus 是 3.5 months = ⟦AMOUNT|¥140,000⟧，⟦PERSON|周婷⟧ 的是 ⟦AMOUNT|¥62,000⟧。发放日期 ⟪date|2026-01-20⟫，和 ⟪company|Mercer⟫ 报告里的 market P50 ⟪price|¥55,000⟫ 相比偏高，老板已 approve。

Thanks,
⟦PERSON|Karen⟧"""),

("support_ticket_mixed_card", """Ticket ⟪ticket_id|#88213⟫ — 信用卡被盗刷 Card fraud
Customer: ⟦PERSON|Wu Jiaming⟧ ⟦PERSON|吴嘉明⟧
Card: ⟦CARD|$jcb1⟧, exp ⟪card_expiry|02/28⟫, CVV ⟦CVV|447⟧ (customer read it out, 已告知不需要)
Disputed txns: ⟪merchant|APPLE.COM/BILL⟫ ⟪price|$9.99⟫, unknown merchant in ⟪place|Lagos⟫ ⟦AMOUNT|$1,250.00⟧
Billing address: ⟦ADDRESS|2F, No. 18, Lane 56, Yongkang St, Da'an District, Taipei 106⟧"""),

("taiwan_form_mixed", """會員註冊 Member Sign-up — ⟪company|誠品 eslite⟫
姓名 Name: ⟦PERSON|林怡君⟧ / ⟦PERSON|Lin Yi-Chun⟧
身分證字號 ID No.: ⟦NATIONAL_ID|$twid2⟧
生日 Birthday: ⟦DATE_OF_BIRTH|1992/10/17⟧
手機 Mobile: ⟦PHONE|0912-483-705⟧
E-mail: ⟦EMAIL|yichun.lin92@gmail.com⟧
年費 Annual fee: ⟪price|NT$100⟫   發票 ⟪invoice_no|AB-12345678⟫"""),

("grafana_alert_mixed", """[FIRING:1] 磁盘告警 DiskUsageHigh
instance: ⟦IP_ADDRESS|10.88.3.42⟧:⟪port|9100⟫
value: ⟪percent|93.4%⟫
summary: /data 使用率过高，请 @⟦PERSON|zhao.lei⟧ 处理
runbook: ⟪url|https://wiki.internal/runbooks/disk⟫
silence: ⟪duration|2h⟫ (example host ⟪doc_ip|2001:db8::7⟫ excluded)"""),

("insurance_claim_mixed", """理赔 Claim ⟪claim_no|AXA-HK-7781203⟫
Insured 受保人: ⟦PERSON|Tsang Hoi Yan⟧
HKID: ⟦NATIONAL_ID|$hkid3⟧
Diagnosis 診斷: ⟦MEDICAL|acute appendicitis 急性闌尾炎⟧
Procedure: ⟦MEDICAL|laparoscopic appendectomy⟧ at ⟪hospital|Hong Kong Sanatorium & Hospital⟫
Claimed 索償: ⟦AMOUNT|HK$86,420⟧   Room class: ⟪plan|semi-private⟫
Payee a/c: ⟦IBAN|$iban_gb2⟧"""),

("code_review_comment", """Review comment by ⟦PERSON|Alex Chen⟧ on ⟪file|src/config/prod.ts⟫ (line ⟪line_no|12⟫):

> const SENDGRID = "⟦APIKEY|$sendgrid2⟧";

这个 key 不能 hardcode，用 process.env。另外 line ⟪line_no|20⟫ 的 `adminPassword: "⟦PASSWORD|Adm1n@cn2025⟧"` 也要删。LGTM after fix. PR #⟪pr_no|4412⟫"""),

("shipping_label_intl", """FROM 寄件人: ⟦PERSON|Zhou Wen⟧ ⟦PERSON|周文⟧
⟦ADDRESS|Room 1203, Building 5, 88 Tianshan Rd, Changning District, Shanghai 200336⟧
TEL: ⟦PHONE|+86 21 6235 7789⟧
TO 收件人: ⟦PERSON|Emma Schulz⟧
⟦ADDRESS|Lindenweg 14, 80331 München, Germany⟧
TEL: ⟦PHONE|+49 89 4413 2270⟧
Contents 内容: ⟪product|silk scarf⟫ ×2, declared value ⟪price|USD 60⟫
Tracking ⟪tracking_no|EA204918837CN⟫"""),

("meeting_minutes_mixed", """周会纪要 Weekly sync ⟪date|12/01⟫
参会：⟦PERSON|Annie⟧、⟦PERSON|老黄⟧、⟦PERSON|Victor Lam⟧、⟦PERSON|小周⟧
1. Q1 budget ⟪price|¥1.2M⟫ 已批
2. ⟦PERSON|Victor Lam⟧ 下周 ⟦MEDICAL|knee surgery⟧，请假两周，⟦PERSON|小周⟧ cover
3. 新服务器 ⟦IP_ADDRESS|172.31.44.9⟧ 已上线，⟪version|Ubuntu 24.04⟫
4. 下次会议室 ⟪room_number|Room 8A⟫"""),

("password_reset_email_mixed", """主题 Subject: 密码重置 Password reset

Hi ⟦PERSON|Rachel⟧,

我们收到了您的密码重置请求。Your temporary password is ⟦PASSWORD|Tmp-8842-Qz⟧, valid for ⟪duration|24 hours⟫.
如果不是您本人操作，请联系 ⟦EMAIL|security@zentaocloud.com⟧.
Login from ⟦IP_ADDRESS|61.135.169.125⟧ (⟪place|北京⟫) at ⟪timestamp|2025-12-02 21:03⟫.

⟪company|Zentao Cloud⟫ Security Team"""),

("loan_app_mixed", """Personal Loan Application 个人贷款申请 — ⟪bank|Standard Chartered 渣打⟫
Applicant: ⟦PERSON|Ng Siew Mei⟧
NRIC: ⟦NATIONAL_ID|$nric3⟧
Employer 雇主: ⟪company|DBS Bank⟫   Annual income 年收入: ⟦AMOUNT|S$96,000⟧
Existing debts 现有负债: ⟦AMOUNT|S$18,400⟧ car loan
Loan requested: ⟦AMOUNT|S$30,000⟧ over ⟪term|36 months⟫ @ ⟪rate|3.48% p.a.⟫
Mobile: ⟦PHONE|+65 8241 0937⟧"""),

("ssh_config_note", """# ~/.ssh/config — ⟦PERSON|hanmeimei⟧ 的笔记
Host bastion
    HostName ⟦IP_ADDRESS|120.77.153.6⟧
    Port ⟪port|2201⟫
    User ops
Host db-slave
    HostName ⟦IP_ADDRESS|192.168.50.21⟧
    ProxyJump bastion
# passphrase for id_ed25519: ⟦PASSWORD|mei mei loves hot pot 2025⟧
# 公司 VPN 官网示例地址 ⟪doc_ip|203.0.113.45⟫ 别填"""),

("clinical_trial_mixed", """Screening log — Study ⟪study_id|HX-ONC-203⟫ 筛选记录
Subject ⟪subject_id|S-017⟫: ⟦PERSON|Liang Qiuyue⟧ (⟦PERSON|梁秋月⟧), F, 54
Inclusion: ⟦MEDICAL|HER2-positive metastatic breast cancer⟧ ✔
Prior tx: ⟦MEDICAL|trastuzumab + pertuzumab⟧, ⟦MEDICAL|多西他赛 75mg/m²⟧
Exclusion check: ⟦MEDICAL|LVEF 48%⟧ ✘ → screen fail
Site: ⟪hospital|中山大学肿瘤防治中心⟫   CRC: ⟦PERSON|Joyce⟧
Compensation per visit (public protocol): ⟪price|¥300⟫"""),

("mixed_spreadsheet_contacts", """Name,中文名,Company,Email,Mobile,备注
⟦PERSON|David Kwok⟧,⟦PERSON|郭大为⟧,⟪company|Lenovo⟫,⟦EMAIL|dkwok@lenovo-partner.cn⟧,⟦PHONE|13601028853⟧,VIP 客户
⟦PERSON|Helen Tse⟧,⟦PERSON|谢海伦⟧,⟪company|Cathay⟫,⟦EMAIL|helen.tse@cx-mail.hk⟧,⟦PHONE|+852 6128 4490⟧,喜欢喝普洱
⟦PERSON|Raj Malhotra⟧,,⟪company|Infosys⟫,⟦EMAIL|raj.m@infy-mail.in⟧,⟦PHONE|+91 98201 44318⟧,Aadhaar on file: ⟦NATIONAL_ID|$aadhaar2⟧"""),

("notion_export_mixed", """# 个人理财 Personal finance — ⟪date|2025 Q4⟫
- 工资 Salary (after tax): ⟦AMOUNT|¥26,500⟧ / month
- 房贷 Mortgage: ⟦AMOUNT|¥9,870⟧ / month, 剩余 ⟦AMOUNT|¥1,480,000⟧
- 券商账户 broker login: ⟦EMAIL|finance.hz@outlook.com⟧ / ⟦PASSWORD|Hz$broker_2025⟧
- Notion API token: ⟦APIKEY|$notion1⟧
- ⟪product|沪深300 ETF⟫ 现价 ⟪price|3.98⟫"""),

("covid_form_mixed", """Health Declaration 健康申报 — ⟪place|Hong Kong International Airport⟫
Name: ⟦PERSON|Ko Tsz Ching⟧   Travel doc: ⟦PASSPORT|H28613475⟧
Flight: ⟪flight_no|CX 365⟫   Seat: ⟪seat|38C⟫
Symptoms 症状: ⟦MEDICAL|fever 发烧 38.5°C⟧, ⟦MEDICAL|咳嗽 cough⟧
Contact in HK: ⟦PHONE|+852 5190 2276⟧
Declared at ⟪timestamp|2025-12-01 23:40 HKT⟫"""),

("wechat_pay_dispute", """⟦PERSON|小美⟧：⟦PERSON|Tom⟧ 你上次说 AA 的那顿日料，你还差我 ⟦AMOUNT|¥328⟧ 哦
⟦PERSON|Tom⟧：啊我以为转了！现在转，wechat pay ok 吗
⟦PERSON|小美⟧：ok，或者 PayPal 也行 ⟦EMAIL|xiaomei.chen@yahoo.com⟧
⟦PERSON|Tom⟧：transferred ✅ 那家店人均 ⟪price|¥400⟫ 还挺值的，在 ⟪place|新天地⟫ 对吧"""),

("ops_runbook_mixed", """## Redis 故障切换 Runbook（owner ⟦PERSON|Peter Ma⟧）
1. 登录 sentinel：`redis-cli -h ⟦IP_ADDRESS|10.1.9.31⟧ -p ⟪port|26379⟫ -a ⟦PASSWORD|Sentinel#Prod9⟧`
2. 执行 `SENTINEL failover mymaster`
3. 检查新主 ⟦IP_ADDRESS|10.1.9.32⟧
4. 文档中的 ⟪doc_ip|192.0.2.60⟫ 仅为示例
5. 通知 #sre 频道，版本 ⟪version|redis 7.0.15⟫"""),

("gitlab_mr_mixed", """MR !⟪mr_no|2217⟫: feat: 接入 DeepSeek / OpenAI fallback
Author: ⟦PERSON|Sun Hao⟧
Diff:
+OPENAI_API_KEY=⟦APIKEY|$openai3⟧
+HF_HOME=/data/hf
+MODEL_NAME=⟪model|qwen2.5-7b-instruct⟫
Reviewer ⟦PERSON|曹宁⟧: ⚠️ key 进了 diff，rotate 一下再合。pipeline ⟪build_id|#90213⟫ failed"""),

("real_estate_listing_mixed", """【出租 For Rent】⟪place|静安区 南京西路⟫ 2房1厅 Two-bedroom
面积 Size: ⟪area|89㎡⟫   租金 Rent: ⟪price|¥16,500/月⟫   押二付一
近 ⟪place|2/12/13号线⟫ 南京西路站
联系 Agent: ⟦PERSON|Jessie⟧ ⟦PHONE|139 1872 6605⟧ (⟪company|链家⟫)
Viewing ⟪date|weekends⟫ 10am-6pm"""),
]

TEXTS += [
("airbnb_host_chat", """Host ⟦PERSON|Marco⟧: Hi ⟦PERSON|Jing⟧! Welcome to ⟪place|Lisbon⟫ 🇵🇹 The door code is ⟦PASSWORD|4 7 1 9⟧ then press ✓
Guest ⟦PERSON|Jing⟧: 谢谢！我们大概 ⟪timestamp|9pm⟫ 到。wifi 密码是？
Host ⟦PERSON|Marco⟧: Network ⟪ssid|Alfama_Loft⟫, password ⟦PASSWORD|pasteisdenata2025⟧
Guest ⟦PERSON|Jing⟧: 👍 city tax ⟪price|€4 per night⟫ 现金给你可以吗
Host ⟦PERSON|Marco⟧: sure, leave it on the table"""),

("eu_colleagues_chat", """[飞书] ⟦PERSON|Sophie Chen⟧: 欧洲 payroll 要新同事的 ID，帮忙收一下
[飞书] ⟦PERSON|Arjun⟧: ⟦PERSON|Pablo⟧ 的 DNI 是 ⟦NATIONAL_ID|$dni2⟧, ⟦PERSON|Marta⟧ 的 PESEL ⟦NATIONAL_ID|$pesel2⟧
[飞书] ⟦PERSON|Sophie Chen⟧: 还有 ⟦PERSON|Lucas⟧ (Brazil contractor)
[飞书] ⟦PERSON|Arjun⟧: CPF ⟦NATIONAL_ID|$cpf2⟧. 合同模板 ⟪version|v4.1⟫，截止 ⟪date|Dec 10⟫
[飞书] ⟦PERSON|Sophie Chen⟧: 收到 thx，我 DM 给 ⟪company|Deel⟫"""),
]

TEXTS += [
("overseas_gp_visit", """Appointment summary 就诊小结 — ⟪hospital|Bupa Cromwell Clinic⟫, ⟪place|London⟫
Patient: ⟦PERSON|Wei Chen-Hardy⟧ (⟦PERSON|陈薇⟧)   DOB ⟦DATE_OF_BIRTH|30/04/1990⟧
Presenting: ⟦MEDICAL|persistent cough 持续咳嗽⟧ 6 weeks, ⟦MEDICAL|night sweats⟧
Plan: chest X-ray, ⟦MEDICAL|QuantiFERON TB test⟧
Self-pay consultation: ⟦AMOUNT|£250⟧ paid by ⟦CARD|$visa6⟧, CVV not stored. Listed fee range ⟪price|£195–£350⟫.
Contact: ⟦PHONE|+44 7700 918 264⟧ · ⟦EMAIL|wei.chenhardy@gmail.com⟧"""),
]
