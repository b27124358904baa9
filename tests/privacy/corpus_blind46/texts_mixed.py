# -*- coding: utf-8 -*-
"""Mixed Chinese/English texts of blind46, typed one at a time.  ⟦TYPE|value⟧ = span, ⟪kind|value⟫ = decoy."""

TEXTS = []

TEXTS += [
("wechat_chat", """[WeChat] ⟦PERSON|Kevin Zhang⟧ (UIUC 同门)
⟦PERSON|Kevin Zhang⟧: 我SSN终于下来了！！⟦SSN|$ssn_7⟧，TA的payroll可以开了
我: 恭喜🎉 你去的哪个 SSA office
⟦PERSON|Kevin Zhang⟧: Champaign那个，排了两个小时😂 对了 department 说 stipend 每月 ⟦AMOUNT|$2,450⟧，比offer上写的少了 ⟦AMOUNT|$90⟧，是扣了 health insurance 吗
我: 对，student health fee ⟪fee|$180/semester⟫ 分摊了。你问问 ⟦PERSON|Linda⟧ 她管 payroll
⟦PERSON|Kevin Zhang⟧: ok 我 email 她 ⟦EMAIL|linda.moreno@illinois.example.edu⟧
"""),

("slack_thread", """#lab-infra
⟦PERSON|Wang Lei⟧ 2:14 PM
GPU server ⟦IP_ADDRESS|10.21.4.33⟧ 又 OOM 了，谁在跑 70B 的 job？
⟦PERSON|Priyanka S⟧ 2:16 PM
mine, sorry 😅 will kill it. btw 新来的 rotation student 要 root 吗
⟦PERSON|Wang Lei⟧ 2:17 PM
不给 root。给他开个普通账号 ⟦PERSON|jchen⟧，初始密码 ⟦PASSWORD|Welcome@Lab2025⟧ 让他第一次登录改掉
⟦PERSON|Priyanka S⟧ 2:18 PM
👍 also the wandb project is at ⟪project_slug|nlp-lab/llm-ft-v3⟫
"""),

("email_housing_payment", """Subject: 付款失败 - Payment failed for room booking ⟪booking_ref|UNL-25-88712⟫

Dear Accommodation Team,

我是新生 ⟦PERSON|Tian Yuqing⟧ (student ID ⟪student_id|20591174⟫). I tried to pay the first instalment ⟦AMOUNT|£2,310.00⟧ online three times but it keeps saying "card declined". 我用的是我妈妈的卡 ⟦CARD|$visa_6⟧, CVV ⟦CVV|359⟧, 卡是 Bank of China 的 Visa，国内银行说没收到任何交易请求。

Could you send me an invoice so I can pay by bank transfer instead? My phone: ⟦PHONE|+86 139 1675 0842⟧ / UK number ⟦PHONE|07423 558 019⟧ (from next week).

Thanks,
⟦PERSON|Yuqing⟧
"""),

("xiaohongshu_post", """港硕开学 checklist 📝 | 身份证 + 银行卡 + 电话卡一条龙

1️⃣ 入境后10天内预约办 HKID，我的下来了 ⟦NATIONAL_ID|$nid_hkid1⟧（打码忘了…算了）
2️⃣ ⟪org_name|中银香港⟫ 开户要 admission letter + 住址证明，我住的是 ⟦ADDRESS|Flat 12B, Tower 3, Greenery Court, 88 Tai Hang Road, Hong Kong⟧
3️⃣ 学费 ⟦AMOUNT|HK$176,000⟧ 一次交清可以拿 ⟪discount_rate|2%⟫ 折扣
4️⃣ 电话卡推荐 ⟪product_name|CMHK 学生卡⟫ ⟪unit_price|HK$98/月⟫
有问题评论区问 @⟦PERSON|橙子在港大⟧
"""),

("meeting_notes_md", """## Weekly lab meeting 组会 — 2025-03-07
**Attendees:** Prof. ⟦PERSON|Lin⟧, ⟦PERSON|Chen Xi⟧, ⟦PERSON|Arjun Mehta⟧, ⟦PERSON|小叶⟧

### Updates
- ⟦PERSON|Chen Xi⟧: CRISPR screen round 2 完成, hit list 上传到 Box
- ⟦PERSON|Arjun Mehta⟧: 新买的 ⟪instrument_model|Incucyte SX5⟫ 装好了，vendor 的 service code 是 ⟪service_contract_ref|SVC-44102⟫
- ⟦PERSON|小叶⟧: 伦理更新 ⟪ethics_ref|IRB-2023-1187-A2⟫ approved

### Action items
- [ ] ⟦PERSON|Arjun Mehta⟧ 把 shared Figma token 换掉（之前贴在群里的那个 ⟦APIKEY|$ak_figma1⟧）
- [ ] Next meeting ⟪room_number|Rm 1205⟫
"""),
]

TEXTS += [
("dotenv", """# ===== 留学申请 AI 文书助手 .env (staging) =====
OPENAI_API_KEY=⟦APIKEY|$ak_openai3⟧
# 飞书通知群 (申请季告警)
FEISHU_WEBHOOK=⟦SECRET|https://open.feishu.cn/open-apis/bot/v2/hook/1c9e55a2-7b04-4f3d-9a61-2d8e0c7b4f19⟧
# 用户 session 签名
NEXTAUTH_SECRET=⟦SECRET|$sec_nextauth1⟧
NEXTAUTH_URL=https://⟪hostname|apply-helper.example.cn⟫
DATABASE_URL=postgres://essay:⟦SECRET|Ess@y_2025_pg⟧@⟦IP_ADDRESS|10.0.12.8⟧:5432/essay
# owner: ⟦PERSON|Jiang Haoyu⟧ 有事找他
APP_VERSION=⟪version|0.9.4-beta⟫
"""),

("crm_export_csv", """client_id,姓名,English name,passport_no,目标国家,顾问,服务费已付,备注
⟪client_id_crm|C-2025-0117⟫,⟦PERSON|林嘉怡⟧,⟦PERSON|Jiayi Lin⟧,⟦PASSPORT|$pp_cn2⟧,UK,⟦PERSON|Cindy⟧,⟦AMOUNT|¥25,000⟧,"⟦MEDICAL|ADHD⟧, needs extra time in IELTS"
⟪client_id_crm|C-2025-0121⟫,⟦PERSON|彭浩然⟧,⟦PERSON|Haoran Peng⟧,⟦PASSPORT|$pp_cn8⟧,AU,⟦PERSON|Cindy⟧,⟦AMOUNT|¥18,000⟧,
⟪client_id_crm|C-2025-0130⟫,⟦PERSON|阮氏秋⟧,⟦PERSON|Nguyen Thi Thu⟧,⟦PASSPORT|C8832107⟧,CA,⟦PERSON|Tony⟧,⟦AMOUNT|¥0⟧,"referral from ⟪org_name|EduGlobal HCMC⟫"
"""),

("payment_receipt", """微信支付 WeChat Pay — 交易详情
商户 Merchant: ⟪org_name|British Council 北京⟫
商品 Item: ⟪product_name|IELTS Academic — 2025-05-17 Paper-based⟫
金额 Amount: ⟦AMOUNT|¥2,170.00⟧
付款人 Payer: ⟪masked_name|韦**⟫ → 考生 Candidate: ⟦PERSON|WEI SHUYAN⟧
交易单号 Transaction ID: ⟪transaction_id|4200002417202503229918274653⟫
商户单号: ⟪order_id|BC-IELTS-CN-77182034⟫
支付时间: ⟪payment_time|2025-03-22 22:41:07⟫
"""),
]

TEXTS += [
("conference_registration_email", """Subject: Re: [ACL 2025 Visa Letter] 邀请函申请 — Paper ⟪paper_id|#2291⟫

Dear Organizers,

我需要 visa invitation letter 去 Vienna 参会，信息如下 / details below:
Full name: ⟦PERSON|SUN Mingzhe⟧ (⟦PERSON|孙明哲⟧ — please use pinyin order as in passport)
Passport No.: ⟦PASSPORT|$pp_cn9⟧  — wait sorry that's my old one, the new one is ⟦PASSPORT|E58027164⟧
Date of birth: ⟦DATE_OF_BIRTH|1995-02-25⟧
Affiliation: ⟪org_name|Institute of Automation, CAS⟫
Registration fee paid: ⟦AMOUNT|€690⟧ (receipt ⟪receipt_no|ACL25-REG-18820⟫)

Best,
⟦PERSON|Mingzhe⟧
"""),

("alumni_donation_hk", """HKU Alumni Giving — 網上捐款確認 Online Donation Confirmation
Donor 捐款人: ⟦PERSON|Chan Tai Man, Vincent⟧ (BSocSc 2001)
HKID (for tax receipt 扣稅收據): ⟦NATIONAL_ID|$nid_hkid2⟧
Amount 金額: ⟦AMOUNT|HK$12,000⟧ → ⟪fund_name|Faculty of Social Sciences Scholarship Fund⟫
Correspondence 通訊地址: ⟦ADDRESS|Flat 8A, Block 2, Taikoo Shing, 18 Tai Koo Wan Road, Quarry Bay, Hong Kong⟧
Mobile 手提: ⟦PHONE|+852 9123 4478⟧
Receipt no. ⟪receipt_no|HKU-DEV-2025-031188⟫ · Tax-deductible under ⟪tax_rule|s.88 IRO⟫
"""),

("taiwan_application", """【交換生申請 Exchange Application】⟪org_name|National Taiwan University⟫ → ⟪org_name|Peking University⟫ Spring 2026
姓名 Name: ⟦PERSON|林柏翰⟧ / ⟦PERSON|LIN PO-HAN⟧
身分證字號 National ID: ⟦NATIONAL_ID|$nid_tw2⟧
台胞證號碼 MTP No.: ⟪permit_no|09821637⟫
Email: ⟦EMAIL|b10902117@ntu.example.edu.tw⟧
緊急聯絡人 Emergency contact: ⟦PERSON|林美惠⟧ (母親) ⟦PHONE|0912-345-078⟧
Medical notes: ⟦MEDICAL|G6PD deficiency (蠶豆症)⟧ — avoid certain drugs
"""),

("korean_student_form", """留学生入学登记表 International Student Registration (⟪org_name|复旦大学⟫)
Name 姓名: ⟦PERSON|PARK JIYOON⟧ (⟦PERSON|朴智允⟧)
Passport No. 护照号: ⟦PASSPORT|$pp_kr1⟧
Korean RRN 주민등록번호: ⟦NATIONAL_ID|$nid_rrn1⟧
Date of birth 出生日期: ⟦DATE_OF_BIRTH|2001.03.04⟧
Program: ⟪program_name|Chinese Language (Advanced) 汉语进修⟫, Spring 2025
Dorm 宿舍: ⟪room_number|留学生公寓 B-708⟫
Emergency contact: ⟦PERSON|Park Sunghoon⟧ (father) ⟦PHONE|+82 10-2291-4837⟧
"""),

("japanese_exchange_email", """件名: Re: 奨学金振込先 / Scholarship bank details

⟦PERSON|Sato-san⟧ 你好 / こんにちは,

Thanks for confirming the JASSO-style stipend. For the tax form the university asks for my My Number: ⟦NATIONAL_ID|$nid_mynum1⟧. 我在中国的银行卡 for the monthly ⟦AMOUNT|¥80,000⟧ (JPY) transfer:
⟦CARD|$jcb_1⟧ — sorry this is a JCB credit card, not debit, let me check with 妈妈 and send the right one.

⟦PERSON|Mio Takahashi⟧
⟪org_name|Waseda⟫ → ⟪org_name|Tsinghua⟫ exchange, student no. ⟪student_id|1Y24F118-3⟫
"""),
]

TEXTS += [
("trial_recruitment_sg", """[WhatsApp] NUH Diabetes Study 招募 — Study coordinator ⟦PERSON|Nurul Huda⟧
⟦PERSON|Nurul Huda⟧: Hi Auntie ⟦PERSON|Lim⟧, thanks for your interest in the study. Can confirm your NRIC and DOB?
Participant: ⟦NATIONAL_ID|$nid_nric2⟧... wait no that's my grandson's. Mine is ⟦NATIONAL_ID|S1573320I⟧, born ⟦DATE_OF_BIRTH|18 Feb 1957⟧
⟦PERSON|Nurul Huda⟧: Noted. Are you currently on ⟦MEDICAL|insulin⟧?
Participant: 没有，只有 ⟦MEDICAL|metformin 500mg 一天两次⟧，上个月 ⟦MEDICAL|HbA1c 8.1%⟧
⟦PERSON|Nurul Huda⟧: OK you're likely eligible 👍 Screening visit at ⟪place_name|Tower B Level 10⟫, study ref ⟪study_code|DM-SG-0425⟫. Transport allowance ⟪reimbursement_rate|S$30⟫ per visit.
"""),

("github_issue", """**Issue ⟪issue_number|#87⟫: 部署后 journal-review-bot 报 401 / bot returns 401 after deploy**
opened by ⟦PERSON|zhao-yiran⟧

复现步骤:
```
$ export GITHUB_TOKEN=⟦APIKEY|$ak_ghp1⟧
$ python bot.py --repo ⟪repo_name|jcl-org/review-queue⟫
Error: 401 Bad credentials
```
我确认 token 是有效的 (scope: repo, workflow)。环境: Python ⟪version|3.11.7⟫, PyGithub ⟪version|2.3.0⟫

---
**⟦PERSON|mkowalski-dev⟧** commented:
@⟦PERSON|zhao-yiran⟧ please revoke that token ASAP, it's public now. Use the fine-grained one in repo secrets instead.
"""),

("dingtalk_alert_log", """[钉钉机器人] 招生网站 WAF 告警 ⚠️
time: ⟪iso_timestamp|2025-06-25T23:58:12+08:00⟫
rule: ⟪waf_rule|SQLi-942100⟫ blocked
src_ip: ⟦IP_ADDRESS|45.155.205.233⟧  country: ⟪country|NL⟫
uri: /gaokao/query?ksh=⟪exam_candidate_no|25110102150233⟫' OR 1=1--
x-forwarded-for: ⟦IP_ADDRESS|111.194.88.16⟧, ⟦IP_ADDRESS|100.97.3.12⟧
值班: ⟦PERSON|钱工⟧ ⟦PHONE|186 0130 7742⟧ 已处理
"""),

("whatsapp_au_housing", """[WhatsApp] Carlton share house 🏠 (5 人)
⟦PERSON|Ella 李⟧: 大家注意 landlord Mr ⟦PERSON|Papadopoulos⟧ 说这周四来修热水器
⟦PERSON|Dylan⟧: ok. 前门 keybox code 还是 ⟦PASSWORD|3 7 0 9⟧ 吗
⟦PERSON|Ella 李⟧: 改成 ⟦PASSWORD|8 1 4 2⟧ 了。rent 这两周每人 ⟦AMOUNT|A$430⟧，转到他 BSB ⟪bsb|063-019⟫ 那个账户
⟦PERSON|Dylan⟧: 他电话多少来着
⟦PERSON|Ella 李⟧: ⟦PHONE|0412 883 956⟧
"""),
]

TEXTS += [
("phone_transcript_finance", """[Call recording transcript — Student Fees Office, 中文/English, interpreter on line]
Agent: Student Fees, ⟦PERSON|Gemma⟧ speaking.
Caller (via interpreter): 你好，我是 ⟦PERSON|Zhou Ziyi⟧ 的爸爸，要替她交学费。
Agent: Of course. Student number?
Interpreter: She says ⟪student_id|2204 5517⟫.
Agent: Thanks. The outstanding balance is ⟦AMOUNT|£14,820⟧. Card number when you're ready.
Caller: ⟦CARD|$up_7⟧
Agent: And the security code?
Caller: ⟦CVV|604⟧
Agent: That's been declined, I'm afraid — UnionPay cards sometimes need the ⟪org_name|Flywire⟫ route. I'll email the link to ⟦EMAIL|zhouziyi.dad@163.com⟧.
"""),

("email_signature_sg", """Hi Dr ⟦PERSON|Huang⟧,

附件是 ⟪product_name|Orbitrap Exploris 240⟫ 的 revised quotation (⟪quote_no|SGQ-25-00931⟫)，列表价 ⟪list_price|SGD 612,000⟫，教育折扣后 ⟪quote_total|SGD 538,560⟫。Installation 需要 ⟪lead_time|8–10 weeks⟫。

有问题随时找我 🙂

Best regards / 此致
⟦PERSON|Tan Wei Ling⟧ ⟦PERSON|陈慧玲⟧
Senior Sales Engineer, Life Sciences
⟪org_name|Precision Scientific Asia Pte Ltd⟫
M: ⟦PHONE|+65 9178 2264⟧ | E: ⟦EMAIL|weiling.tan@precisionsci-asia.example.com⟧
"""),

("trial_csv_mixed", """subject_id,姓名缩写,sex,age,diagnosis 诊断,ConMed 合并用药,AE,site
⟪trial_participant_id|BJ01-003⟫,ZXF,F,54,⟦MEDICAL|HER2+ 乳腺癌 stage II⟧,⟦MEDICAL|曲妥珠单抗⟧,⟦MEDICAL|grade 1 nausea⟧,⟪site_no|BJ01⟫
⟪trial_participant_id|BJ01-004⟫,LJ,M,61,⟦MEDICAL|NSCLC 腺癌 EGFR L858R⟧,⟦MEDICAL|奥希替尼 80mg qd⟧,none,BJ01
⟪trial_participant_id|SH02-001⟫,WMY,F,47,⟦MEDICAL|三阴性乳腺癌⟧,none,⟦MEDICAL|中性粒细胞减少 grade 3⟧,⟪site_no|SH02⟫
"""),

("k8s_config_mixed", """# deploy/prod/secret.yaml  期刊投稿系统 (⚠️ 不要 commit 到 public repo)
apiVersion: v1
kind: Secret
metadata:
  name: ⟪resource_name|manuscript-svc-secret⟫
stringData:
  TENCENT_SECRET_ID: "⟦APIKEY|$ak_tencent2⟧"
  TENCENT_SECRET_KEY: "⟦SECRET|$sec_tencent2⟧"
  SMTP_PASSWORD: "⟦PASSWORD|jcl-Mail#0925⟧"
  SESSION_SECRET: "⟦SECRET|$sec_laravel1⟧"
  ADMIN_EMAIL: "⟦EMAIL|editor-in-chief@jcl-journal.example.org⟧"
# image: ⟪image_tag|ms-svc:4.2.1⟫
"""),

("changelog", """# CHANGELOG — exam-slots-bot 考位监控

## ⟪version|v2.4.0⟫ (⟪release_date|2025-03-02⟫)
- feat: 支持 IELTS 机考 slots 监控 (⟪pr_number|#141⟫)
- fix: 修复 timezone bug，UTC+8 显示错误 (commit ⟪commit_sha|$dec_sha1_4⟫)
- chore: bump requests to ⟪version|2.32.3⟫

## ⟪version|v2.3.1⟫ (⟪release_date|2025-01-18⟫)
- fix: 限流 ⟪rate_limit|30 req/min⟫，避免被 ban
- docs: README 增加 Docker 部署说明 (image digest ⟪image_digest|$dec_image_digest⟫)
"""),
]

TEXTS += [
("sperrkonto_chat", """[WeChat] 德国留学群 🇩🇪
⟦PERSON|Max 王⟧: 问下 Sperrkonto 今年要存多少？
⟦PERSON|Sophie Xu⟧: 2025 是 ⟪blocked_account_requirement|€11,904⟫/年，每月最多取 ⟪blocked_account_requirement|€992⟫
⟦PERSON|Max 王⟧: 我已经转了 ⟦AMOUNT|€12,100⟧ 到 ⟪org_name|Expatrio⟫，就是开户名写错了拼音 😭
⟦PERSON|Sophie Xu⟧: 到了德国开 Sparkasse 之后把 IBAN 给他们改。我的是 ⟦IBAN|$iban_de2⟧ 格式就这样
⟦PERSON|Max 王⟧: 收到，谢啦
"""),

("caf_housing_aid", """Objet: Dossier APL — 学生住房补助 CAF ⟪case_no|dossier n° 7729104⟫

Madame, Monsieur,

Je m'appelle ⟦PERSON|ZHANG Ruoxi⟧（⟦PERSON|张若溪⟧），étudiante en master à ⟪org_name|Sorbonne Université⟫.
Numéro de sécurité sociale (provisoire): ⟦NATIONAL_ID|$nid_nir1⟧
Adresse: ⟦ADDRESS|12 rue Pascal, Bât. B, 75005 Paris⟧
RIB / IBAN pour le versement: ⟦IBAN|$iban_fr1⟧
Loyer mensuel: ⟦AMOUNT|680 €⟧ (charges comprises)

我之前交过材料但系统一直显示 "pièce manquante"，请问还缺什么？
Cordialement,
⟦PERSON|Ruoxi ZHANG⟧ — ⟦PHONE|+33 7 58 21 44 90⟧
"""),

("spain_nie_email", """Asunto: Certificado de empadronamiento — 西语学校住宿证明

Hola ⟦PERSON|Lucía⟧,

我是 ⟪org_name|Academia Cervantes Madrid⟫ 的学生 ⟦PERSON|Liang Wenjie⟧。Para renovar mi TIE necesito el certificado de alojamiento de la residencia.
Mi NIE: ⟦NATIONAL_ID|$nid_nie1⟧
Habitación: ⟪room_number|3-14⟫, Residencia ⟪org_name|San Bernardo⟫
He pagado la fianza de ⟦AMOUNT|900 €⟧ desde mi cuenta ⟦IBAN|$iban_es1⟧ el 3 de septiembre.

¡Gracias!
⟦PERSON|Wenjie⟧ · ⟦PHONE|+34 612 448 903⟧
"""),

("italy_codice_fiscale", """[Modulo iscrizione — corso di italiano per stranieri, ⟪org_name|Università per Stranieri di Perugia⟫]
Cognome / 姓: ⟦PERSON|GAO⟧
Nome / 名: ⟦PERSON|MENGDIE⟧
Data di nascita / 出生日期: ⟦DATE_OF_BIRTH|22/08/1996⟧
Codice fiscale: ⟦NATIONAL_ID|$nid_cf1⟧
Indirizzo in Italia: ⟦ADDRESS|Via dei Priori 47, 06123 Perugia PG⟧
Livello / 级别: ⟪cefr_level|B1⟫ — Corso ⟪course_code|ITA-B1-0525⟫
Quota versata: ⟦AMOUNT|€ 1.150,00⟧ — ricevuta ⟪receipt_no|UNISTRAPG-25-0872⟫
"""),

("csc_application", """CSC Scholarship Online Application — 中国政府奖学金 (Type A)
Applicant: ⟦PERSON|Rafael Oliveira Santos⟧ / 中文名 ⟦PERSON|桑瑞风⟧
Nationality: ⟪country|Brazil⟫
CPF: ⟦NATIONAL_ID|$nid_cpf1⟧
Passport No.: ⟦PASSPORT|$pp_br1⟧
Agency No. 机构编号: ⟪agency_no|0807⟫ (⟪org_name|Embassy of China in Brazil⟫)
Preferred university: ⟪org_name|Zhejiang University⟫ — PhD Environmental Engineering
Physical exam: ⟦MEDICAL|HIV negative⟧, ⟦MEDICAL|chest X-ray normal⟧ (Foreigner Physical Examination Form)
Email: ⟦EMAIL|rafael.osantos@usp.example.br⟧
"""),

("pesel_exchange_form", """Erasmus+ / 交换生住宿申请 — ⟪org_name|Shanghai Jiao Tong University⟫ International Dorm
Name: ⟦PERSON|Mateusz Zieliński⟧
PESEL: ⟦NATIONAL_ID|$nid_pesel1⟧   DOB 出生日期: ⟦DATE_OF_BIRTH|07.02.1999⟧
Home university: ⟪org_name|Politechnika Warszawska⟫
Room preference 房型: single, 不要 ⟪building_name|闵行 西区 W7⟫ (too far)
Allergies: ⟦MEDICAL|cat dander⟧, ⟦MEDICAL|dust mites⟧
Phone: ⟦PHONE|+48 512 774 309⟧
"""),

("dutch_bsn_chat", """[WhatsApp] TU Delft 中国学生 housing 群
⟦PERSON|Yifan⟧: DUWO 那边要 BSN 才能签 contract 吗？
⟦PERSON|Roos van Dijk⟧ (buddy): Yes, you get it at the gemeente registration. 
⟦PERSON|Yifan⟧: ok 我拿到了 ⟦NATIONAL_ID|$nid_bsn1⟧，rent ⟦AMOUNT|€642.50⟧/月 从 ⟦IBAN|$iban_nl1⟧ 扣
⟦PERSON|Roos van Dijk⟧ (buddy): 👍 don't post your BSN in big groups though haha
"""),
]

TEXTS += [
("sweden_registration", """Ämne: Personnummer update — 斯德哥尔摩 KTH 宿舍合同

Hej ⟦PERSON|Annika⟧,

I finally got my personnummer from Skatteverket: ⟦NATIONAL_ID|$nid_pnr1⟧ (DOB ⟦DATE_OF_BIRTH|1997-08-23⟧). 之前合同上用的是 samordningsnummer，可以帮我更新到 ⟪org_name|SSSB⟫ 系统吗？
Deposit ⟦AMOUNT|SEK 4 500⟧ was paid on 2 Sept, booking ⟪booking_ref|SSSB-25-11873⟫.

Tack! / 谢谢
⟦PERSON|Hu Xinyue⟧ · ⟦PHONE|+46 73 921 48 06⟧
"""),

("turkey_applicant_email", """Subject: 申请材料补交 — Additional documents for Master's in Chinese Studies

Dear Admissions Office 招生办老师,

My name is ⟦PERSON|Elif Demirtaş⟧ (中文名 ⟦PERSON|戴艾莉⟧). As requested, my T.C. Kimlik No is ⟦NATIONAL_ID|$nid_tckn1⟧ and my HSK level is ⟪test_level|HSK 5 (238/300)⟫.
I have paid the application fee ⟦AMOUNT|¥800⟧ via ⟪org_name|Alipay⟫ — the payment reference is ⟪transaction_id|2025031222001417550512⟫.
You can reach me on WeChat (⟦PERSON|elif_dmr⟧) or ⟦PHONE|+90 532 418 77 20⟧.

Saygılarımla / 此致
⟦PERSON|Elif⟧
"""),

("mbbs_agent_chat", """[WhatsApp] MBBS in China 🇨🇳 — ⟪org_name|Shine Edu Consultants⟫
Agent ⟦PERSON|Rahul⟧: Sir please send Aadhaar + passport for JLU admission form
⟦PERSON|Sandeep Kulkarni⟧: Aadhaar ⟦NATIONAL_ID|$nid_aadhaar2⟧, passport ⟦PASSPORT|$pp_in3⟧. Son's name ⟦PERSON|Aditya Kulkarni⟧, DOB ⟦DATE_OF_BIRTH|14-09-2006⟧
Agent ⟦PERSON|Rahul⟧: Received 👍 First year fee ⟪tuition_fee|RMB 45,000⟫ + hostel ⟪hostel_fee|RMB 6,000⟫. Your token amount ⟦AMOUNT|₹50,000⟧ is received.
⟦PERSON|Sandeep Kulkarni⟧: ok. He has ⟦MEDICAL|mild asthma⟧, is hostel AC ok? 医生说要避免 dust
"""),

("us_tax_refund_chat", """[WeChat] 老妈
我: 妈，我的 tax return 搞定了，federal refund ⟦AMOUNT|$1,284⟧，state ⟦AMOUNT|$236⟧
老妈: 这么多？那你那个SSN是多少来着，我帮你记本子上
我: 不用记啦 ⟦SSN|$ssn_4⟧ 就这个，别发给别人
老妈: 好。你学校 ⟪form_name|1098-T⟫ 是不是也要？
我: 嗯 school 已经寄了，学费 ⟪tuition_billed|$54,210⟫ 那个数是 billed 的不是我付的
"""),

("lab_order_email", """Subject: Re: 订单 ⟪order_id|SO-2025-44817⟫ 付款 / payment for antibodies

Hi ⟦PERSON|Jessica⟧,

PI 说这批 antibody 先用我的个人 Amex 付，学校报销慢：
Card: ⟦CARD|$amex_1⟧
Exp: ⟪card_expiry|10/28⟫  CID: ⟦CVV|4817⟧
Name on card: ⟦PERSON|LUO JINGWEN⟧
Total ⟦AMOUNT|USD 1,947.60⟧ (incl. ⟪shipping_fee|dry-ice shipping $85⟫)
Ship to: ⟦PERSON|Jingwen Luo⟧, ⟦ADDRESS|415 E 71st St Apt 6F, New York, NY 10021⟧

Thanks!
⟦PERSON|Jingwen⟧
"""),

("journal_portal_error", """【系统报错截图 OCR】投稿系统 ScholarOne-like
Error 500 — Internal Server Error
request_id: ⟪request_id|$dec_uuid4⟫
user: ⟦EMAIL|fangqing.li@whu.example.edu.cn⟧ (⟦PERSON|李方晴⟧)
Authorization: Bearer ⟦APIKEY|$ak_jwt2⟧
client_ip: ⟦IP_ADDRESS|202.114.64.37⟧
build: ⟪build_number|2025.03.1-rc2⟫
请截图联系编辑部 ⟦PHONE|027-6875 2214⟧
"""),

("dingtalk_alert_mixed", """[DingTalk bot] 🔔 学生公寓门禁系统 health check FAILED
host: ⟪hostname|dorm-acs-03⟫ (⟦IP_ADDRESS|10.88.7.23⟧)
upstream: ⟦IP_ADDRESS|172.31.250.4⟧:⟪port|8443⟫ timeout after ⟪timeout|5000ms⟫
webhook (for on-call rotation script): ⟦SECRET|$sec_dingtalk2⟧
on-call: ⟦PERSON|Guo Tianyu⟧ / ⟦PERSON|小潘⟧
"""),

("telegram_consultancy", """[Telegram] 北美留学 VIP 群 — 顾问 ⟦PERSON|Eric Wu⟧
⟦PERSON|Eric Wu⟧: @⟦PERSON|lucy_zhou99⟧ 你的 I-20 下来了，SEVIS ID ⟪sevis_id|N0038412277⟫，记得交 ⟪sevis_fee|I-901 $350⟫
⟦PERSON|lucy_zhou99⟧: 好的！我 US passport 的 cousin 能当 sponsor 吗？他的 passport 号 ⟦PASSPORT|$pp_us1⟧
⟦PERSON|Eric Wu⟧: 可以，但 bank statement 至少要 ⟪funding_requirement|$78,000⟫，再加他的 ⟪form_name|I-134⟫
"""),
]
