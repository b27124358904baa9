# Mixed Chinese/English texts. Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES[name]
TEXTS = []
A = TEXTS.append

A(("feishu_mlops_oncall_mixed", """
【飞书｜#mlops-oncall】
⟦PERSON|Leo Zhang⟧（⟦PERSON|张立⟧）: training job ⟪job_id|2291837⟫ OOM 了，在 ⟪hostname|dgx-h100-07⟫ 上
⟦PERSON|Wendy⟧: 我看了 W&B，run ⟪run_id|sft-0213-b⟫ 的 batch size 被改成 64 了，谁改的？
⟦PERSON|Leo Zhang⟧: 应该是 @⟦PERSON|chenhao⟧ 的… sorry，是 ⟦PERSON|chenhao⟧ 的 commit ⟪commit_sha|8e2d41bc⟫
⟦PERSON|Wendy⟧: 顺便把 HF token 换了吧，之前贴在群里了 ⟦APIKEY|$ghpat1⟧ 这个是 GitHub 的也换
"""))

A(("slurm_sbatch_script_mixed", """
#!/bin/bash
#SBATCH --job-name=⟪job_name|zh-asr-ft⟫
#SBATCH --partition=⟪partition|a100-80g⟫
#SBATCH --gres=gpu:8
#SBATCH --mail-user=⟦EMAIL|liuyang@ai-lab.cn⟧
# 作者：⟦PERSON|刘洋⟧  注意：下面的 key 不要提交到 git！
export WANDB_API_KEY=⟦APIKEY|$wandb1⟧
export OPENAI_API_KEY=⟦APIKEY|$anthropic1⟧   # 其实是 Anthropic 的 key，变量名没改
export NCCL_SOCKET_IFNAME=⟪iface|ib0⟫
srun python train.py --data /share/⟦PERSON|liuyang⟧/aishell --epochs ⟪measurement|20⟫
"""))

A(("cross_border_amazon_seller_email_mixed", """
Subject: 回复: Payment hold on account ⟪account_ref|A2X9K1LQ7M0P⟫

Hi ⟦PERSON|Jessica⟧,

我们店铺的 disbursement ⟦AMOUNT|US$23,418.06⟧ 被 hold 了 14 天，原因说是 KYC。公司法人是 ⟦PERSON|周丽娟⟧，身份证 ⟦IDCARD|$prc22⟧，营业执照 ⟪company_reg|91440106MA5D1K2X7Q⟫。Please let me know what else you need.

Best regards,
⟦PERSON|Vivian Zhou⟧ ⟦PERSON|周薇⟧
⟪org_name|Guangzhou Lumen Trading Co., Ltd.⟫
⟦ADDRESS|广州市天河区珠江新城华夏路10号富力中心2308⟧
Tel: ⟦PHONE|+86 20 3887 1142⟧
"""))

A(("overseas_worker_bank_form_mixed", """
Remittance beneficiary form / 汇款受益人登记
Worker name 姓名: ⟦PERSON|ZHAO Wenbin⟧ / ⟦PERSON|赵文斌⟧
Passport 护照: ⟦PASSPORT|EF6620183⟧        Employer 雇主: ⟪org_name|Al Rashid Contracting LLC⟫
Monthly salary 月薪: ⟦AMOUNT|AED 3,200⟧
Beneficiary 收款人: ⟦PERSON|王秀兰⟧（母亲）, card ⟦CARD|$mc5⟧, 开户行 ⟪org_name|中国银行沈阳和平支行⟫
Remittance fee 手续费: ⟪price|AED 25⟫ per transfer
"""))

A(("ski_school_chongli_booking_mixed", """
⟪org_name|Thaiwoo Ski School⟫ 太舞滑雪学校 — Private lesson confirmation
学员 Student: ⟦PERSON|Emily Chen⟧ ⟦PERSON|陈一诺⟧, age 9
家长 Parent: ⟦PERSON|Chen Hao⟧, mobile ⟦PHONE|138 1162 7093⟧, email ⟦EMAIL|chenhao.bj@163.com⟧
Instructor 教练: Coach ⟦PERSON|阿K⟧
Medical note: ⟦MEDICAL|G6PD deficiency⟧ (⟦MEDICAL|蚕豆病⟧) — no mothballs / 不能吃蚕豆
Lesson: ⟪date|2026-02-16⟫ ⟪time|09:00-12:00⟫, meeting point ⟪place|Tiger Peak 雪具大厅⟫
Paid 已付: ⟦AMOUNT|¥2,400⟧ (3h × ⟪price|¥800/h⟫)
"""))

A(("museum_reading_room_wechat_mixed", """
Dr. ⟦PERSON|Hannah Goldberg⟧: 您好，I'm a visiting researcher from ⟪org_name|SOAS⟫, could I book the reading room at ⟪org_name|上海档案馆⟫ next Tuesday?
⟪org_name|上海档案馆⟫ ⟦PERSON|小陆⟧: 您好 ⟦PERSON|Goldberg⟧ 博士，请提供护照号和单位介绍信。
Dr. ⟦PERSON|Hannah Goldberg⟧: Passport ⟦PASSPORT|533380094⟧ (US). I'm researching the Jewish refugees in ⟪place|Tilanqiao⟫ 1938-1945.
⟦PERSON|小陆⟧: 好的，已登记，阅览证号 ⟪ticket_id|SHA-R-26-0142⟫，复制费 ⟪price|每页2元⟫。
"""))

A(("church_volunteer_rota_mixed", """
⟪org_name|Sunday Grace Church 恩泉堂⟫ — Volunteer rota March
| 日期 Date | Ushers 招待 | Sound 音控 | Kids 儿童主日学 |
|---|---|---|---|
| ⟪date|3/1⟫ | ⟦PERSON|Peter 王⟧, ⟦PERSON|Grace Liu⟧ | ⟦PERSON|阿明⟧ | ⟦PERSON|Joy⟧ |
| ⟪date|3/8⟫ | ⟦PERSON|Samuel Ho⟧ | ⟦PERSON|阿明⟧ | ⟦PERSON|何姐妹⟧ |
Church office wifi: ⟪ssid|GraceHall-5G⟫ / password ⟦PASSWORD|psalm23:1⟧
Offering QR code 奉献二维码 in bulletin. Building fund target ⟪price|HK$2,000,000⟫.
"""))

A(("scouts_hk_camp_form_mixed", """
童軍夏令營 Scout summer camp — Health declaration
Name 姓名: ⟦PERSON|Lam Tsz Hin⟧ ⟦PERSON|林子軒⟧   HKID: ⟦NATIONAL_ID|$hkid1⟧
DOB 出生日期: ⟦DATE_OF_BIRTH|2013-10-02⟧     Troop 旅團: ⟪team_name|Kowloon 12th⟫
Allergies 過敏: ⟦MEDICAL|shellfish allergy⟧ ⟦MEDICAL|海鮮過敏⟧
Regular medication: ⟦MEDICAL|methylphenidate 18mg (Concerta)⟧ for ⟦MEDICAL|ADHD⟧
Emergency contact: Mrs ⟦PERSON|Lam⟧ … ⟦PHONE|9876 2210⟧
Camp fee 營費 ⟪price|HK$1,280⟫, subsidy 資助 ⟪percentage|50%⟫
"""))

A(("hk_immigration_detention_legal_aid_mixed", """
Case note — ⟪org_name|Justice Centre Hong Kong⟫ — ⟪date|12 Feb 2026⟫
Client: ⟦PERSON|Mohammed Karim⟧ (Bangladeshi), detained at ⟪place|Castle Peak Bay Immigration Centre⟫ 青山灣入境事務中心
Non-refoulement claim no. ⟪case_ref|NR-2026-1187⟫; Recognizance paper no. ⟪case_ref|ID(E) 1204/26⟫
Health: ⟦MEDICAL|hepatitis B⟧, requested ⟦MEDICAL|tenofovir 300mg⟧ — 院方未提供
Duty lawyer ⟦PERSON|陳大文⟧律師 (⟦PERSON|Chan Tai Man⟧), tel ⟦PHONE|+852 2713 0044⟧
Monthly humanitarian assistance 人道援助: ⟦AMOUNT|HK$1,500⟧ rent allowance
"""))

A(("telemedicine_cross_border_consult_mixed", """
【Doctor Anywhere × ⟪org_name|平安好医生⟫】Video consult summary
Patient 患者: ⟦PERSON|Tan Wei Jie⟧ ⟦PERSON|陈伟杰⟧, NRIC ⟦NATIONAL_ID|$nric2⟧
Doctor: Dr ⟦PERSON|Siti Nurhaliza binti Ahmad⟧
Dx 诊断: ⟦MEDICAL|acute gastroenteritis⟧ ⟦MEDICAL|急性胃肠炎⟧, mild dehydration
Rx 处方: ⟦MEDICAL|oral rehydration salts⟧; ⟦MEDICAL|domperidone 10mg⟧ TDS x 3 days
Consult fee ⟪price|S$25⟫ + delivery; charged ⟦AMOUNT|S$41.80⟧ to card ending ⟪masked_card|•••• 0923⟫
MC 病假: ⟪duration|2 days⟫
"""))

A(("pharmacovigilance_email_mixed", """
From: ⟦EMAIL|pv.china@novamed-pharma.com⟧
To: ⟦EMAIL|drug.safety@novamed-pharma.com⟧
Subject: [ICSR] ⟪case_ref|CN-NOVA-2026-00412⟫ serious case – 本地报告

Hi ⟦PERSON|Annette⟧,
Received from ⟪org_name|华西医院⟫ pharmacist ⟦PERSON|杜晓峰⟧: patient ⟦PERSON|W.L.⟧, 女, 58岁, on ⟦MEDICAL|dapagliflozin 10mg⟧ developed ⟦MEDICAL|euglycaemic diabetic ketoacidosis⟧（⟦MEDICAL|正常血糖糖尿病酮症酸中毒⟧） after ⟦MEDICAL|laparoscopic cholecystectomy⟧. Outcome: recovered. Lot ⟪batch_no|NM24C118⟫.
Reporter phone ⟦PHONE|028-8542 2114⟧.
Regards, ⟦PERSON|Kevin Du⟧ — PV Associate, ⟪org_name|Novamed China⟫
"""))

A(("game_anticheat_slack_mixed", """
#anti-cheat-cn
⟦PERSON|Zhou Min⟧ 14:02: 这个号 ⟪player_id|UID 70118842⟫ 用的是外挂 "⟪cheat_name|天眼透视⟫"，设备指纹 ⟪hash|a9f3c12e88d047b1⟫，IP ⟦IP_ADDRESS|117.136.12.84⟧
⟦PERSON|Ethan⟧ 14:05: ban 30d. 他上周充了 ⟦AMOUNT|¥3,280⟧，还有一笔 chargeback ⟦AMOUNT|¥648⟧ 在 Apple 那边
⟦PERSON|Zhou Min⟧ 14:06: ok。btw 反作弊后台的 admin 账号 ⟦PERSON|zhoumin⟧ / ⟦PASSWORD|AcPanel#8812⟧ 先别改，⟦PERSON|阿龙⟧ 还在用
"""))

A(("vending_iot_mqtt_log_mixed", """
2026-02-14T06:00:01+08:00 mqtt connect client=⟪device_id|vm-gz-00931⟫ user=⟪username|device⟫ from ⟦IP_ADDRESS|183.6.102.45⟧
2026-02-14T06:00:01+08:00 topic=vend/⟪device_id|vm-gz-00931⟫/telemetry {"iccid":"⟪iccid|89861121290053377615⟫","temp":⟪measurement|4.2⟫,"sales_today":⟪measurement|37⟫}
2026-02-14T06:00:02+08:00 补货员 ⟦PERSON|黎志勇⟧ 扫码开门 pin=⟦PASSWORD|619024⟧
2026-02-14T06:00:05+08:00 broker=⟪bind_address|0.0.0.0⟫:⟪port|8883⟫ tls=⟪version|1.3⟫
"""))

A(("parking_app_refund_chat_mixed", """
User ⟦PERSON|Daniel Wu⟧: 我在 ⟪place|国贸⟫ 停车场被多扣了钱，plate ⟪plate|京N·8K21L⟫
客服 ⟦PERSON|小美⟧: 您好 ⟦PERSON|Daniel⟧，查到您 ⟪date|2/12⟫ 被扣了 ⟦AMOUNT|¥168⟧，实际应付 ⟦AMOUNT|¥48⟧，差额 ⟦AMOUNT|¥120⟧ 将在 3 个工作日内退回。
User ⟦PERSON|Daniel Wu⟧: thanks. 以后能不能别用短信验证码 ⟪otp_code|5521⟫ 这种，老收不到
"""))

A(("payroll_bureau_api_log_mixed", """
[2026-02-14 09:00:12] INFO payroll-sync start tenant=⟪app_id|tnt_8c21f0a9⟫ period=⟪date|2026-02⟫
[2026-02-14 09:00:13] DEBUG POST https://api.paygate.cn/v2/payouts Authorization: Bearer ⟦APIKEY|$jwt3⟧
[2026-02-14 09:00:13] DEBUG payload={"name":"⟦PERSON|宋佳琪⟧","idno":"⟦IDCARD|$prc15⟧","amount":⟦AMOUNT|15800.00⟧,"bank":"⟪org_name|ICBC⟫"}
[2026-02-14 09:00:14] WARN idno age check: 出生年份异常 (1948) for employee ⟪employee_id|E-2231⟫
[2026-02-14 09:00:14] INFO callback=⟦SECRET|$slackhook2⟧
"""))

A(("debt_collection_agency_whatsapp_mixed", """
[11:20] Agent ⟦PERSON|Ravi⟧: Hello Mr ⟦PERSON|Lim⟧, this is regarding your outstanding balance ⟦AMOUNT|RM 4,812.30⟧ with ⟪org_name|Atome⟫.
[11:22] ⟦PERSON|Lim Boon Keat⟧: 我上个月已经还了 ⟦AMOUNT|RM 500⟧，你们没记录吗？
[11:25] Agent ⟦PERSON|Ravi⟧: Please send the receipt. You can also pay to Maybank ⟪account_tail|xxxx-7781⟫, reference ⟪payment_ref|ATM-88231⟫.
"""))

A(("jewellery_shop_invoice_mixed", """
⟪org_name|Lukfook Jewellery 六福珠寶⟫ — Tax invoice ⟪invoice_no|LF-TST-260213-018⟫
Customer 客戶: Ms ⟦PERSON|Chloe Ng⟧ ⟦PERSON|吳小姐⟧
Item: 18K white gold diamond ring ⟪product_code|SKU 3A12-0771⟫, GIA cert ⟪cert_no|2481106632⟫
Price 定價 ⟪price|HK$28,800⟫ less member discount ⟪percentage|10%⟫
Amount paid 實付: ⟦AMOUNT|HK$25,920⟧ by UnionPay ⟦CARD|$up1⟧
Staff 店員: ⟦PERSON|Kenny⟧
"""))

A(("blood_donor_app_push_mixed", """
【献血助手 Blood Donor App】Hi ⟦PERSON|Jason⟧ ⟦PERSON|杨先生⟧, your 献血证 ⟪record_id|No.3101042024017731⟫ has been updated. 本次献血 ⟪measurement|300ml⟫, 血红蛋白 normal. 下次可献 next eligible: ⟪date|2026-08-03⟫. 积分 ⟪measurement|+300⟫ points.
"""))

A(("organ_donor_registration_mixed", """
中国人体器官捐献志愿登记 / Organ donor registration
姓名 Name: ⟦PERSON|欧阳晴⟧ (⟦PERSON|Ouyang Qing⟧)
证件 ID: ⟦IDCARD|$prc16⟧    出生日期 DOB: ⟦DATE_OF_BIRTH|1997-03-20⟧
联系电话 Mobile: ⟦PHONE|187 8712 0466⟧   Email: ⟦EMAIL|ouyangqing97@qq.com⟧
捐献意愿: all organs + corneas 角膜 ✓
见证人 Witness: ⟦PERSON|欧阳建⟧ (father)  登记编号 ⟪record_id|OD-530102-26-0081⟫
"""))

A(("funeral_repatriation_quote_mixed", """
Re: Repatriation of remains 遗体运返 — quote ⟪order_id|RQ-2026-044⟫
Dear Mr ⟦PERSON|Huang⟧,
We are sorry for the loss of your father ⟦PERSON|黄天佑⟧ (⟦PERSON|Wong Tin Yau⟧). Cause of death per certificate: ⟦MEDICAL|myocardial infarction⟧.
Our package (embalming, zinc-lined coffin, ⟪flight_no|CX 238⟫ cargo London → Hong Kong): ⟪price|£6,950⟫. You have paid a deposit of ⟦AMOUNT|£2,000⟧; balance ⟦AMOUNT|£4,950⟧ due before flight.
⟦PERSON|Sarah Whitlock⟧, ⟪org_name|Harrow & Kent Repatriation Services⟫, ⟦PHONE|020 7946 0324⟧
"""))

A(("nursing_home_family_email_mixed", """
From: ⟦PERSON|Michelle Tang⟧ <⟦EMAIL|michelle.tang@gmail.com⟧>
To: ⟦EMAIL|admin@sunshine-eldercare.com.au⟧
Subject: 关于我妈妈 Mum's medication

Hi ⟦PERSON|Bronwyn⟧,
My mum ⟦PERSON|Tang Shufen⟧ ⟦PERSON|唐淑芬⟧ (Room ⟪room_no|14B⟫) has been very drowsy since the GP started ⟦MEDICAL|quetiapine 25mg⟧ for her ⟦MEDICAL|delirium⟧. 她以前吃⟦MEDICAL|安眠药⟧也这样。Could the RN review? Also the aged-care fee of ⟦AMOUNT|A$3,212.40⟧ was charged twice this month — please refund.
Thanks, ⟦PERSON|Michelle⟧ ⟦PHONE|0412 555 018⟧
"""))

A(("community_group_buy_bot_telegram_mixed", """
🤖 GroupBuyBot ⟪version|v2.1⟫
New order ⟪order_id|#GB-44812⟫ from ⟦PERSON|Alice 李⟧ (⟪place|Clementi⟫ pickup)
Items: 榴莲 Musang King 2kg ⟪price|S$38/kg⟫, 鸡蛋 ×30
Total paid: ⟦AMOUNT|S$84.50⟧ via PayNow to ⟦PHONE|+65 9123 0457⟧
bot config: TELEGRAM_TOKEN=⟦APIKEY|$telegram2⟧
"""))

A(("second_hand_property_loan_mixed", """
Mortgage pre-approval 按揭预审 — ⟪org_name|HSBC China⟫
Applicant 申请人: ⟦PERSON|Richard Xu⟧ ⟦PERSON|徐睿⟧, passport ⟦PASSPORT|K88231407⟧ (Canada) / SIN ⟦NATIONAL_ID|$sin2⟧
Co-applicant: ⟦PERSON|Amy Xu⟧
Property 房产: ⟦ADDRESS|上海市浦东新区世纪大道1589号长泰国际公寓2803室⟧
Purchase price 成交价 ⟦AMOUNT|RMB 6,850,000⟧, loan ⟦AMOUNT|RMB 4,110,000⟧ (LTV ⟪percentage|60%⟫)
Overseas income 境外收入: ⟦AMOUNT|CAD 14,200⟧/month
"""))

A(("cross_border_payment_gateway_env_mixed", """
# 跨境收款 .env (prod) — owner ⟦PERSON|Tony 黄⟧
STRIPE_SECRET_KEY=⟦APIKEY|$stripe2⟧
STRIPE_PUBLISHABLE_KEY=⟪app_id|pk_live_51Nx8aQ2eZvKYlo2C0b7Tm9Xw⟫
PAYPAL_CLIENT_ID=⟪app_id|AcXy12Q9pLm0zR4tV6wB8nJ3kF5hS7dG⟫
PAYPAL_CLIENT_SECRET=⟦SECRET|$csec2⟧
BINANCE_API_KEY=⟦APIKEY|$binance1⟧
BINANCE_SECRET=⟦SECRET|$binance_sec1⟧
USDT_WALLET=⟪wallet_address|TQ7yX3mNqPf8bLk2WcRz9vHs5DgJ1aEuYt⟫
"""))

A(("overseas_labour_recruit_poster_mixed", """
【出国劳务 Overseas jobs】⟪place|Poland 波兰⟫ warehouse workers 仓库工
Salary 月薪 ⟪price|PLN 4,800-5,600⟫, 包住 accommodation provided
Age 18-45, 无犯罪记录 no criminal record, basic English
Service fee 服务费 ⟪price|¥18,000⟫ (visa + flight ⟪flight_no|LO 092⟫ Beijing → Warsaw)
Hotline 咨询: ⟦PHONE|400-660-2217⟧  WeChat: ⟪handle|euro_jobs_2026⟫
"""))

A(("speech_therapy_bilingual_report_mixed", """
Speech & Language Assessment 言语语言评估 — ⟪date|2026-01-28⟫
Child 儿童: ⟦PERSON|Lucas Li⟧ ⟦PERSON|李乐天⟧, 5y2m, bilingual Mandarin/English
Findings: ⟦MEDICAL|childhood apraxia of speech⟧ (⟦MEDICAL|儿童言语失用症⟧), receptive language within normal limits
Recommendation: 2×/week therapy, ⟪product_code|DTTC⟫ approach; refer to ⟪org_name|KK Hospital⟫ ENT for ⟦MEDICAL|adenoid hypertrophy⟧
Therapist: ⟦PERSON|Rachel Koh⟧, ⟪licence_no|AHPC SLT-2113⟫
Parent paid ⟦AMOUNT|S$180⟧ for this assessment.
"""))

A(("prison_remittance_form_mixed", """
Inmate trust account deposit 囚犯账户存款
Inmate: ⟦PERSON|HERNANDEZ, Luis⟧  Booking # ⟪prisoner_no|26-004471⟫
Depositor 存款人: ⟦PERSON|Elena Hernandez⟧（⟦PERSON|埃琳娜⟧）, ⟦ADDRESS|2217 W 24th St, Los Angeles, CA 90018⟧
Phone: ⟦PHONE|(213) 555-0162⟧   Amount 金额: ⟦AMOUNT|$150.00⟧   Fee ⟪price|$4.95⟫
Facility: ⟪org_name|Men's Central Jail⟫, ⟪place|Los Angeles⟫   Receipt ⟪invoice_no|TR-88120-3⟫
"""))

A(("asylum_seeker_interpreter_notes_mixed", """
Interpreter notes (Mandarin) — ⟪org_name|Refugee Council⟫ drop-in, ⟪date|10 Feb 2026⟫
Client ⟦PERSON|Gao Ming⟧ ⟦PERSON|高明⟧ said: "我是⟪place|新疆⟫来的，不，是⟪place|福建⟫" — caseworker ⟦PERSON|Josh⟧ noted inconsistency.
Client reports ⟦MEDICAL|insomnia⟧ and ⟦MEDICAL|chest pains⟧ since detention; GP letter pending.
Asylum support (Section 95): ⟦AMOUNT|£49.18⟧ per week loaded on ASPEN card ⟪masked_card|**** 6613⟫
Accommodation: ⟦ADDRESS|Room 6, 118 Queens Road, Croydon CR0 2PQ⟧
"""))

A(("mining_rig_shell_history_mixed", """
  212  # 给 ⟦PERSON|阿斌⟧ 的矿机配置
  213  ssh ⟦PERSON|abin⟧@⟦IP_ADDRESS|192.168.31.54⟧
  214  export GITLAB_TOKEN=⟦APIKEY|$glpat1⟧
  215  git clone https://oauth2:⟦APIKEY|$glpat1⟧@⟪hostname|gitlab.internal.cn⟫/infra/gpu-farm.git
  216  docker run -d --gpus all ⟪container_id|f3a91c20de77⟫
  217  echo "seed: ⟦SECRET|oyster absent gravity lemon tribe fossil wrist mango velvet cabin thunder orbit⟧" >> ~/notes.txt   # TODO 删掉
  218  curl -s http://⟪doc_ip|127.0.0.1⟫:⟪port|4028⟫/summary
"""))

A(("museum_donation_certificate_mixed", """
捐赠证书 Certificate of Donation　编号 ⟪cert_no|MD-2026-0031⟫
兹收到 Mr. ⟦PERSON|Robert Fung⟧ 及 Mrs. ⟦PERSON|Fung Wai Ling⟧（⟦PERSON|冯先生⟧伉俪）捐赠清代外销瓷 ⟪accession_no|2026.7.1-12⟫ 共12件，并捐款 ⟦AMOUNT|HK$500,000⟧ 用于修复。
特此证明。⟪org_name|香港海事博物馆⟫ Director Dr ⟦PERSON|Catherine Mak⟧
⟪date|2026年2月14日⟫
"""))

A(("payroll_bureau_teams_mixed", """
[Teams] Payroll Ops — 上海团队
⟦PERSON|Irene Sun⟧: 2月工资包 ⟪batch_no|PR-202602-SH⟫ 已经 lock，合计 ⟪aggregate_total|¥2,318,440⟫
⟦PERSON|Irene Sun⟧: 有一个 exception: ⟦PERSON|Kumar, Arjun⟧ (Aadhaar ⟦NATIONAL_ID|$aadhaar2⟧) 的 India shadow payroll 没算，base ⟦AMOUNT|INR 1,85,000⟧
⟦PERSON|Frank⟧: ok 我来处理，SFTP 密码还是 ⟦PASSWORD|Shadow!Pay2026⟧ 吗？
⟦PERSON|Irene Sun⟧: 别在这里发密码 🙄
"""))

A(("ecommerce_customer_service_mixed", """
Customer ⟦PERSON|Sophie Martin⟧: Bonjour, my order ⟪order_id|AE-3019928841⟫ from your 速卖通 store never arrived, tracking ⟪tracking_no|LP00619283377CN⟫ stuck in ⟪place|Liège⟫.
客服 ⟦PERSON|Nina⟧: Hi ⟦PERSON|Sophie⟧, 非常抱歉! We will refund ⟦AMOUNT|€37.90⟧ to your card or reship. Please confirm your address.
Customer ⟦PERSON|Sophie Martin⟧: ⟦ADDRESS|12 rue de la Paix, 75002 Paris⟧. refund please, to IBAN ⟦IBAN|$iban_fr1⟧
"""))

A(("dingtalk_hr_onboarding_mixed", """
【钉钉 HR】New joiner onboarding 入职信息
Name: ⟦PERSON|Oliver Schmidt⟧ ⟦PERSON|施奥利⟧   Nationality: German
Passport: ⟦PASSPORT|C4J7M2R9X⟧   Work permit no.: ⟪permit_no|WP-31010126-0447⟫
Steuer-ID (for home payroll): ⟦NATIONAL_ID|$steuer1⟧
Salary 月薪: ⟦AMOUNT|¥62,000⟧ pre-tax; housing allowance ⟦AMOUNT|¥15,000⟧
Address 住址: ⟦ADDRESS|上海市长宁区虹桥路1438号古北国际财富中心A座1905⟧
Buddy: ⟦PERSON|Coco 王⟧   Laptop asset ⟪asset_tag|SH-LT-0882⟫
"""))

A(("sms_otp_cross_border_mixed", """
【Wise】Your verification code is ⟪otp_code|771 204⟫. 请勿泄露. Transfer ⟪order_id|#T-88412093⟫ of ⟦AMOUNT|¥10,000⟧ to ⟦PERSON|Hoang Thi Lan⟧ will arrive by ⟪date|Feb 16⟫.
"""))

A(("product_spec_sheet_bilingual_nopii", """
⟪product_code|GX-200⟫ 智能停车地磁 Smart parking sensor — Datasheet ⟪version|Rev 1.4⟫
通信 Comms: NB-IoT ⟪product_code|B5/B8⟫, LoRa optional
电池 Battery: ⟪measurement|19Ah⟫, ⟪duration|5-year⟫ life @ 20 events/day
检测精度 Accuracy: ⟪percentage|≥99%⟫
防护等级 IP rating: ⟪product_code|IP68⟫   Unit price 单价: ⟪price|¥680⟫ (MOQ ⟪measurement|500⟫)
Sales 销售联系: ⟦PERSON|Jenny Wu⟧ ⟦EMAIL|jenny.wu@gx-sensing.com⟧ ⟦PHONE|+86 755 2663 0192⟧
"""))

A(("vet_clinic_chat_bilingual", """
⟦PERSON|Grace⟧: 医生, our dog ⟪pet_name|Mochi⟫ 一直吐, is it ⟪animal_health|parvovirus⟫?
⟪org_name|爱宠动物医院⟫ ⟦PERSON|庞医生⟧: 先别慌, bring Mochi in. 细小检测 ⟪price|¥120⟫, 如果阳性要住院 ⟪animal_health|输液治疗⟫.
⟦PERSON|Grace⟧: ok coming now, my number ⟦PHONE|139 1820 4471⟧
"""))
