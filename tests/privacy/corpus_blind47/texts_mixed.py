# Mixed English/Chinese texts for blind47.  Every entry typed by hand.
# ⟦TYPE|value⟧ = labelled span, ⟪kind|value⟫ = decoy, $name = values.py
TEXTS = []

TEXTS += [
("wechat_london_landlords_group", """【⟪group_name|伦敦华人房东群⟫】
⟦PERSON|Vivian Zhou⟧：有没有靠谱的 plumber 推荐？我 ⟦ADDRESS|Flat 12, 9 Seward Street, London EC1V 3PA⟧ 的 boiler 又坏了，tenant 说两天没 hot water 了
⟦PERSON|阿Ben⟧：找 ⟦PERSON|Kris⟧，波兰人，很靠谱，⟦PHONE|07486 330 917⟧，callout ⟪price|£80⟫，上次我付了他 ⟦AMOUNT|£260⟧ 换 diverter valve
⟦PERSON|Grace 林⟧：我 tenant 有 ⟦MEDICAL|asthma⟧，一定要有 Gas Safe 证书（⟪licence_no|reg 227731⟫）的才行哦"""),

("solar_exporter_warranty_email", """Dear ⟦PERSON|Javier⟧,

感谢订单 ⟪order_id|PO-ES-240311⟫。关于 inverter SN ⟪serial_number|GW2K8-ES2403-11872⟫ 的 warranty claim：the end customer Sr. ⟦PERSON|Antonio Ruiz Beltrán⟧ (DNI ⟦NATIONAL_ID|$dni1⟧) has asked for a refund of ⟦AMOUNT|€1.240⟧ to ⟦IBAN|$iban_es1⟧. 请确认是否同意 refund，我方财务 ⟦PERSON|Lily Chen⟧ 会处理。

Best regards / 此致
⟦PERSON|王晓明⟧ (⟦PERSON|Kevin⟧)
⟪org_name|Ningbo Sunrise Energy Co., Ltd.⟫ | ⟦EMAIL|kevin.wang@sunrise-energy.cn⟧"""),

("slack_proptech_singapore", """#infra
⟦PERSON|Wei Jie⟧: eh 谁把 slack bot token commit 了？ `SLACK_BOT_TOKEN=⟦APIKEY|$slack_bot1⟧` in ⟪file_path|deploy/values-prod.yaml⟫
⟦PERSON|Nurul⟧: 我的，sorry 😅 already revoked. condo portal admin 也是 ⟦EMAIL|admin.ops@kovanresidences.sg⟧ / ⟦PASSWORD|Kovan#Mcst2024⟧ lah, change also?
⟦PERSON|Wei Jie⟧: change!! 还有 resident CSV 里面有 NRIC，e.g. ⟦NATIONAL_ID|$nric1⟧ for unit ⟪unit_code|#08-12⟫，remove from repo
⟦PERSON|Nurul⟧: ok boss, ⟪pr_number|PR #412⟫"""),

("whatsapp_hk_renovation_cantonese", """⟦PERSON|Ka Ming⟧: ⟦PERSON|陳生⟧，聽日 tiling 師傅 9點到 ⟦ADDRESS|Flat C, 18/F, Block 2, Taikoo Shing, Hong Kong⟧
⟦PERSON|陳生⟧: ok，門鎖 code ⟦PASSWORD|1 9 7 3 6⟧。我老婆 ⟦MEDICAL|有咗⟧，唔好用 strong chemical
⟦PERSON|Ka Ming⟧: 明白，用 low-VOC 嘅 ⟪product_model|Mapei Ultracolor Plus FA⟫。第二期 ⟦AMOUNT|HK$38,000⟧ 幾時可以過數？
⟦PERSON|陳生⟧: 今晚 FPS 過去，用你個電話 ⟦PHONE|9188 4027⟧ 得唔得？
⟦PERSON|Ka Ming⟧: 得 👍 另外 ⟪org_name|屋宇署⟫ 小型工程 ⟪minor_works_ref|MW-2024-018837⟫ 已入咗"""),

("student_deposit_dispute_email", """Subject: 押金 deposit dispute – ⟦ADDRESS|Room 4, 23 Hyde Park Road, Leeds LS6 1PY⟧

Hi ⟦PERSON|Sarah⟧,

我是 tenant ⟦PERSON|Zhang Yuxin⟧ (passport ⟦PASSPORT|$pp_cn1⟧)。Landlord 要扣我 ⟦AMOUNT|£420⟧ for "mould damage"，但是 mould 是因为 roof leak，我已经 report 了三次 (⟪ticket_id|ticket #88120⟫)。我的 ⟦MEDICAL|过敏性鼻炎⟧ 也因为 mould 加重了，有 GP letter。
Deposit is protected with ⟪scheme_name|DPS⟫, ref ⟪deposit_ref|DPS-11873304⟫.

Thanks,
⟦PERSON|张雨欣⟧
⟦PHONE|+44 7492 081 556⟧"""),

("feishu_build_failure_alert", """[飞书告警] 构建失败 ⟪pipeline_id|#5521⟫
Step 4/9 : ENV SHOPIFY_TOKEN=⟦APIKEY|$shopify1⟧
Step 5/9 : RUN echo "⟦SECRET|$discord_hook1⟧" > /app/hook.txt
error: push to ⟪registry|registry.cn-shanghai.aliyuncs.com/pvmall/api:1.8.2⟫ denied, digest ⟪image_digest|sha256:9f2c1e0b7a4d3c6e8f1a2b5c7d9e0f3a4b6c8d1e2f5a7b9c0d3e6f8a1b4c7d9e⟫
触发人：⟦PERSON|Leo 马⟧ (⟦EMAIL|leo.ma@pvmall.cn⟧)
请 @⟦PERSON|lichen⟧ 检查 Dockerfile，不要把 token 写死！"""),

("mcst_council_minutes_sg", """MCST ⟪mcst_plan_no|Plan No. 3217⟫ – ⟪org_name|The Verandah Residences⟫ Council Meeting 会议记录
Present: ⟦PERSON|Tan Boon Keng⟧ (Chairman), ⟦PERSON|林美华⟧ (Secretary 秘书)
1. Arrears 欠费: unit ⟪unit_code|#05-07⟫ owner Mr ⟦PERSON|Lim Kah Soon⟧ (NRIC ⟪masked_nric|S****567D⟫) owes ⟦AMOUNT|S$2,876.40⟧ in maintenance fees.
2. Lift upgrading by ⟪org_name|Fujitec⟫ at ⟪quote|S$412,000⟫ approved.
3. Resident Mdm ⟦PERSON|Wong⟧ (⟦MEDICAL|stroke⟧ last month) requests a ramp at Blk B.
Next meeting 下次会议: ⟪meeting_date|23 April 2024⟫"""),

("cleanbc_rebate_docs_message", """Hi ⟦PERSON|Linda⟧，这是 ⟪program_name|CleanBC⟫ heat pump rebate 要的资料：
Name: ⟦PERSON|Huang Jianguo⟧ ⟦PERSON|黄建国⟧
SIN: ⟦NATIONAL_ID|$sin1⟧
Address: ⟦ADDRESS|5672 Beresford St, Burnaby, BC V5J 1J9⟧
Contractor invoice ⟪invoice_id|INV-77120⟫ from ⟪org_name|Coastal Comfort HVAC⟫，我们已经付了 ⟦AMOUNT|CAD 14,860⟧
有问题打我太太的电话 ⟦PHONE|604-558-2317⟧。谢谢！"""),

("whatsapp_india_rooftop_pv", """⟦PERSON|Rohit Sharma⟧: ⟦PERSON|王经理⟧ hi, rooftop PV site at ⟦ADDRESS|Plot 44, Sector 12, Dwarka, New Delhi 110075⟧ is ready. Customer KYC for net-metering (⟪net_metering_app_no|BSES-NM-2024-33187⟫): ⟦PERSON|Sunita Aggarwal⟧, Aadhaar ⟦NATIONAL_ID|$aadhaar1⟧
⟦PERSON|王经理⟧: 收到。Panels ⟪product_model|LONGi Hi-MO 6 LR5-54HTH⟫ 已经发货，B/L ⟪bill_of_lading|COSU6321187540⟫
⟦PERSON|Rohit Sharma⟧: Customer paid advance ⟦AMOUNT|₹1,20,000⟧. Her husband wants install done before his ⟦MEDICAL|cataract surgery⟧ on 2nd."""),

("italy_renovation_bonus_email", """From: ⟦PERSON|Luca Ferraro⟧ <⟦EMAIL|l.ferraro@ferraroedilizia.it⟧>
To: ⟦PERSON|Chen Li⟧
Subject: Bonus ristrutturazione – documents 资料

Dear Mrs ⟦PERSON|Chen⟧, for the tax deduction (⟪tax_scheme|Bonus 50%⟫) the invoice needs my codice fiscale as sole trader: ⟦NATIONAL_ID|$cf1⟧, born ⟦DATE_OF_BIRTH|17/02/1983⟧. Your bank transfer of ⟦AMOUNT|€12.500,00⟧ from ⟦IBAN|$iban_it1⟧ arrived, grazie.
——
回复：收到，谢谢！我的 codice fiscale 明天发你。—— ⟦PERSON|陈莉⟧"""),
]

TEXTS += [
("subcontractor_payment_run_table", """Payment run ⟪payment_batch|BATCH-0322⟫（财务请核对）
| Subcontractor | IBAN | Amount | 备注 |
| ⟦PERSON|Tomasz Wróbel⟧ | ⟦IBAN|$iban_pl1⟧ | ⟦AMOUNT|£2,340.00⟧ | 瓦工 bricklaying wk 11 |
| ⟦PERSON|Kamil Nowak⟧ | ⟦IBAN|$iban_gb3⟧ | ⟦AMOUNT|£1,980.00⟧ | 已扣 ⟪tax_rate|CIS 20%⟫ |
| ⟦PERSON|Ionuț P.⟧ | ⟪masked_iban|GB** **** **** **** 4471 09⟫ | – | IBAN 不完整，找 ⟦PERSON|阿May⟧ 要 |
审批：⟦PERSON|Chris 郭⟧"""),

("nginx_log_hk_property_app", """# 物業 App 登入異常排查 by ⟦PERSON|kwong.hy⟧
⟦IP_ADDRESS|218.255.103.77⟧ - - [⟪timestamp|22/Mar/2024:10:01:44 +0800⟫] "POST /api/login HTTP/1.1" 401 "user=⟦EMAIL|amy.cheung@netvigator.com⟧"
⟦IP_ADDRESS|218.255.103.77⟧ - - [22/Mar/2024:10:01:51 +0800] "POST /api/login HTTP/1.1" 401 "user=⟦EMAIL|amy.cheung@netvigator.com⟧"
⟦IP_ADDRESS|fd00:ac1:17::4e⟧ - - [22/Mar/2024:10:02:10 +0800] "GET /internal/metrics HTTP/1.1" 200 "-"
# 同一個 IP 爆破，已 block。用戶 ⟦PERSON|張美玲⟧ (HKID ⟦NATIONAL_ID|$hkid2⟧) 來電確認唔係佢本人
# 測試用 ⟪doc_ip|2001:db8:4f::10⟫ 唔使理"""),

("w9_wechat_houston_roofer", """⟦PERSON|David⟧，W-9 我填好了，你看下：
Name: ⟦PERSON|Liu, Zhiqiang⟧
SSN: ⟦SSN|$ssn8⟧
Address: ⟦ADDRESS|9214 Bellaire Blvd Apt 312, Houston, TX 77036⟧
上周 roofing job（⟪job_id|RJ-2214⟫）你还欠我 ⟦AMOUNT|$3,450⟧，用 ⟪payment_service|Zelle⟫ 转 ⟦PHONE|(832) 516-0973⟧ 就行。
另外我 ⟦MEDICAL|herniated disc⟧ 又犯了，下周二做 ⟦MEDICAL|MRI⟧，不能上屋顶。—— ⟦PERSON|老刘⟧"""),

("wechat_paris_permit_dossier", """⟦PERSON|Sophie 李⟧：Hi ⟦PERSON|Jean-Marc⟧，permis de construire 的 dossier 整理好了（⟪permit_ref|PC 075 114 24 V0032⟫，⟪cerfa_no|cerfa n°13406*09⟫）。Client 信息：⟦PERSON|Li Wenhua⟧，numéro de sécurité sociale ⟦NATIONAL_ID|$nir1⟧，passport ⟦PASSPORT|$pp_cn2⟧，地址 ⟦ADDRESS|27 rue de la Glacière, 75013 Paris⟧。
⟦PERSON|Jean-Marc⟧：Merci! The architect fee ⟦AMOUNT|€3 200⟧ 收到了。
⟦PERSON|Sophie 李⟧：他说他 ⟦MEDICAL|需要轮椅通道⟧，zone ⟪plu_zone|UG⟫ 应该没问题。"""),

("daily_report_swedish_heat_pump", """Daily report 日报 – ⟪project_code|VP-SE-0311⟫
Customer ⟦PERSON|Eriksson, Anna⟧ (personnummer ⟦NATIONAL_ID|$pnr1⟧), ⟦ADDRESS|Björkvägen 7, 433 31 Partille⟧
今天安装 ⟪product_model|NIBE S1255-12⟫ 地源热泵，钻孔深度 ⟪borehole_depth|180 m⟫。
ROT-avdrag 已申请，she paid ⟦AMOUNT|68 500 kr⟧ after deduction。
Note: customer ⟦MEDICAL|allergic to latex⟧ → 戴 nitrile gloves。明天 ⟦PERSON|Björn⟧ 来做 electrical。
— ⟦PERSON|赵鹏⟧"""),

("syndic_letter_antwerp_reply", """From syndic ⟪org_name|Immo Scheldt BV⟫ (⟪vat_number|BE 0412.331.877⟫):
Dear Mrs ⟦PERSON|Wu Xiaoli⟧, the roof works at ⟦ADDRESS|Lange Leemstraat 212 bus 5, 2018 Antwerpen⟧ are finished. Your share is ⟦AMOUNT|€1.845,60⟧ (⟪invoice_id|VS-2024-0318⟫). The refund of the old reserve fund will be paid to ⟦IBAN|$iban_be1⟧.
——
⟦PERSON|吴小丽⟧回复：收到，谢谢。我下个月在做⟦MEDICAL|化疗⟧，有事请找我儿子 ⟦PERSON|Kevin Wu⟧ ⟦PHONE|+32 478 22 61 90⟧。"""),

("whatsapp_munich_electrician", """Herr ⟦PERSON|Schuster⟧ (Elektro): Guten Tag, the Zählerschrank is done. Invoice ⟪invoice_id|RE-24-0412⟫ ⟦AMOUNT|€1.290,00⟧, to ⟪standard|VDE 0100⟫.
⟦PERSON|刘女士⟧: Thanks! 已转账 from my account ⟦IBAN|$iban_de2⟧。Kinderzimmer 的插座 please add child lock，我女儿有 ⟦MEDICAL|autism⟧，什么都要摸。
Herr ⟦PERSON|Schuster⟧ (Elektro): Natürlich. My colleague comes Friday, ⟦PHONE|0176 2281 9045⟧.
⟦PERSON|刘女士⟧: 👍 地址还是 ⟦ADDRESS|Leopoldstraße 98, 80802 München⟧"""),

("hr_onboarding_foreign_surveyor", """【HR】外籍专家入职材料 – ⟦PERSON|Oliver Bennett⟧（⟪checklist_id|HR-ONB-0412⟫）
- Passport: ⟦PASSPORT|$pp_uk2⟧ (UK)，DOB ⟦DATE_OF_BIRTH|03 Sep 1978⟧，签证 ⟪visa_type|Z visa⟫
- 体检：⟦MEDICAL|hypertension stage 1⟧，在吃 ⟦MEDICAL|ramipril⟧，体检中心 says OK
- 住址：⟦ADDRESS|深圳市南山区蛇口望海路1188号双玺花园2栋1801⟧
- 月薪 ⟦AMOUNT|RMB 68,000⟧，工资卡 (招行) 待开
HR: ⟦PERSON|Amy 黎⟧，⟪org_name|深圳前海测绘⟫"""),

("python_sync_script_mixed_comments", """# 水务数据同步 water usage sync – owner @⟦PERSON|zhouyang⟧
import requests   # ⟪library_version|requests==2.31.0⟫
API_KEY = "⟦APIKEY|$google2⟧"  # Google geocoding，别提交!
SESSION = "⟦SECRET|$sess3⟧"  # 临时 cookie，从营业厅后台抓的
resp = requests.get("http://⟦IP_ADDRESS|10.88.0.21⟧:⟪port|8080⟫/api/meters", cookies={"laravel_session": SESSION})
# test account: ⟦EMAIL|test.zhou@hotmail.com⟧ / ⟦PASSWORD|zy@890312⟧
# ⟪doc_ip|203.0.113.9⟫ 是 mock server"""),

("bilingual_pv_datasheet", """⟪product_model|JAM54D40 440/LB⟫ 双面组件 Bifacial Module
Max power 最大功率: ⟪spec|440 Wp⟫ | Efficiency 效率: 22.5%
Certificates 认证: ⟪standard|IEC 61215⟫ / ⟪standard|IEC 61730⟫
Warranty 质保: ⟪warranty_period|12 年 product / 30 年 power⟫
Optimizer firmware 优化器固件: ⟪firmware_version|4.12.0.3⟫
Price 单价: ⟪price|¥0.86/W (EXW Wuxi)⟫"""),

("jira_ticket_owner_portal", """JIRA ⟪ticket_id|PROP-2291⟫: 业主 portal 无法上传 roof photos
Reporter: ⟦PERSON|Yan Ting⟧   Assignee: ⟦PERSON|mchen⟧
Description: 用户 Mrs ⟦PERSON|Patricia Doyle⟧ (⟦EMAIL|pdoyle54@eircom.net⟧) 上传照片时报错 ⟪http_status|413⟫。她说她 ⟦MEDICAL|arthritis⟧ 很严重，不方便打电话，只能 email。
Env: ⟪app_version|web 2.18.0⟫, client IP ⟦IP_ADDRESS|2001:bb6:4c2a:9e00:5d1:44ff:fe02:1a9c⟧
Comment: nginx client_max_body_size 改成 20m 了，请 ⟦PERSON|Yan Ting⟧ 回复客户。"""),

("jmb_arrears_notice_my", """JMB notice 通告 – ⟪org_name|Residensi Bukit Jalil JMB⟫
To unit owner ⟦PERSON|Lee Mei Ling⟧ ⟦PERSON|李美玲⟧, ⟦ADDRESS|B-12-3A, Residensi Bukit Jalil, Jalan Jalil Perkasa 1, 57000 Kuala Lumpur⟧
Outstanding maintenance + sinking fund: ⟦AMOUNT|RM 1,624.00⟧，请在 30 天内缴清。
Pay to JMB account ⟪org_bank_account|Maybank 5140 1122 8870⟫ and WhatsApp the receipt to Puan ⟦PERSON|Rohana⟧ ⟦PHONE|+60 12-338 4471⟧.
MyKad on file: ⟪masked_mykad|******-14-5528⟫"""),

("building_control_interpreted_call", """Call transcript（翻译在场）– ⟪org_name|Salford City Council⟫ Building Control, ⟪case_ref|BC/24/0711⟫
Officer ⟦PERSON|Ruth Mellor⟧: Can you confirm the owner's name?
Interpreter: ⟦PERSON|邓家明⟧, ⟦PERSON|D-E-N-G⟧, ⟦PERSON|Ka Ming⟧… 他说地址是 ⟦ADDRESS|88 Liverpool Street, Salford M5 4LT⟧.
Officer: The rear extension was built without notice. Can he do an inspection this month?
Interpreter: 他说下个月要做 ⟦MEDICAL|hip replacement⟧，所以 this month only. 电话 ⟦PHONE|07915 440 382⟧.
Officer: Fine. Regularisation fee is ⟪fee|£580⟫."""),

("notion_accounts_table", """## 🔐 Accounts（内部，勿外传）  last edited ⟪timestamp|2024-03-20 18:22⟫
| 平台 | Account | Key / 密码 | Owner |
|---|---|---|---|
| Octopus Energy API | – | ⟦APIKEY|$octopus2⟧ | ⟦PERSON|Frank 许⟧ |
| 阿里云 | ⟦EMAIL|ops@sungrid.tech⟧ | ⟦PASSWORD|Sungrid!2024ali⟧ | ⟦PERSON|Frank 许⟧ |
| Stripe (test) | – | ⟪example_key|sk_test_4eC39HqLyjWDarjtT1zdp7dc⟫ | docs 示例 |
| Stripe (live) | – | ⟦APIKEY|$stripe_sk2⟧ | ⟦PERSON|Cathy⟧ |
| Mapbox public | – | ⟪publishable_key|pk.eyJ1Ijoic3VuZ3JpZCIsImEiOiJjbHQ0ZzJ4eTgwIn0.X4pL2mQ7vR9sT1uW3yZ5aB⟫ | – |"""),

("whatsapp_valencia_plumber", """⟦PERSON|Pepe⟧ Fontanero: Hola Sr. ⟦PERSON|Zhang⟧, the calentador ⟪product_model|Junkers Hydro 11⟫ is changed. Total ⟦AMOUNT|€380⟧ – ⟪payment_service|Bizum⟫ to ⟦PHONE|+34 612 48 90 37⟧ ok?
⟦PERSON|张伟明⟧: OK 已 Bizum。需要 factura，NIE ⟦NATIONAL_ID|$nie1⟧，地址 ⟦ADDRESS|Calle de Cuba 31, 3ª, 46006 València⟧
⟦PERSON|Pepe⟧ Fontanero: Perfecto. Factura ⟪invoice_id|F-2024/118⟫ sent to ⟦EMAIL|zwm.valencia@gmail.com⟧"""),

("wechat_uk_battery_install", """⟦PERSON|Mark⟧ (installer): Hi Mr ⟦PERSON|Xu⟧, your ⟪product_model|GivEnergy 9.5kWh⟫ battery is commissioned. DNO approval ⟪dno_ref|G99-UKPN-2403-11872⟫.
⟦PERSON|许文斌⟧: thanks! 我儿子问 app 登录，用户名是 ⟦EMAIL|xwb.home@hotmail.com⟧，密码你设的是？
⟦PERSON|Mark⟧ (installer): Temp password ⟦PASSWORD|GivSolar#4471x⟧ – please change it. Remaining balance ⟦AMOUNT|£2,150⟧ due on completion.
⟦PERSON|许文斌⟧: 好的 tonight 转账。"""),

("sydney_reno_group_card_leak", """[Sydney 装修群]
⟦PERSON|Tony Nguyen⟧: 各位，⟦PERSON|Kelly⟧ 那边 bathroom 已完工，pls settle final.
⟦PERSON|Kelly 王⟧: ok 我用 card 付 ⟦AMOUNT|AUD 4,800⟧，number ⟦CARD|$card11⟧ exp 10/27 CVC ⟦CVV|318⟧
⟦PERSON|Tony Nguyen⟧: 😱 don't post card here! I'll send a ⟪payment_service|Square⟫ link. (⟪licence_no|NSW Lic 298331C⟫, ⟪abn|ABN 51 824 753 556⟫)
(⟦PERSON|Kelly 王⟧ 已打给银行 ⟦PHONE|13 22 21⟧ 冻卡)"""),

("dingtalk_crane_hire_approval", """钉钉审批 | Crane Hire Request 塔吊租赁
Requester: ⟦PERSON|Alan 蒋⟧
Crane: ⟪equipment_model|Liebherr 81 K.1⟫, ⟪hire_rate|¥4,500/day⟫
Operator: ⟦PERSON|Julien Moreau⟧, passport ⟦PASSPORT|$pp_fr1⟧, ⟪cert_no|CACES R487 Cat.1⟫
体检报告：⟦MEDICAL|red-green colour blindness⟧ —— 需要 HSE 评估！
Approver: HSE 经理 ⟦PERSON|Nadia Rahman⟧"""),

("strata_fee_declined_sms", """[Strata Notice 通知] Dear owner ⟦PERSON|Chan Wai Kit⟧ ⟦PERSON|陳偉傑⟧, your April strata fee ⟦AMOUNT|$612.35⟧ was declined (card ⟪masked_card|**** 9012⟫). 请于 7 天内更新付款方式 at ⟪url|portal.harbourstrata.ca⟫ or call ⟦PHONE|604-688-2109⟧. Unit ⟦ADDRESS|2203-1372 Seymour St, Vancouver, BC V6B 0L1⟧, ⟪strata_plan|Strata Plan EPS2741⟫."""),

("har_snippet_property_app", """"request": {"url": "⟪api_endpoint|https://api.wuye-app.cn/v2/owner/profile⟫", "headers": [
  {"name": "Authorization", "value": "Bearer ⟦APIKEY|$jwt4⟧"},
  {"name": "Cookie", "value": "SESSIONID=⟦SECRET|$sess4⟧; lang=⟪locale|zh-CN⟫"},
  {"name": "X-Forwarded-For", "value": "⟦IP_ADDRESS|39.144.12.206⟧"}]},
"response": {"content": {"text": "{\\"name\\":\\"⟦PERSON|尹思远⟧\\",\\"idNo\\":\\"⟦IDCARD|$idc03⟧\\",\\"mobile\\":\\"⟦PHONE|18601127739⟧\\"}"}}
# 注意 HAR（⟪har_version|HAR 1.2⟫）里有身份证明文，要 mask 掉再发给 vendor"""),
]

TEXTS += [
("waste_plastic_export_email", """Subject: 废塑料 shipment ⟪container_no|MSKU 448210-7⟫ docs

Hi ⟦PERSON|Gary⟧,
Annex VII form 我们已签。Consignee contact: Ms ⟦PERSON|钱晓红⟧, ⟦PHONE|+86 21 5088 7614⟧. Lot ⟪lot_no|L-0317⟫ invoice total ⟪invoice_total|USD 46,320⟫ 按合同 30 天付款。
另外我个人垫付的 inspection fee ⟦AMOUNT|£350⟧ 请 refund 到我的个人账户 ⟦IBAN|$iban_gb4⟧ (name ⟦PERSON|Qian Xiaohong⟧)。
Thanks!"""),

("wechat_gateway_tls_key", """⟦PERSON|阿强⟧ 11:02：逆变器网关 ⟪hostname|gw-hz-03⟫ 的 TLS key 给你，别外传
⟦SECRET|$pem_ec2⟧
⟦PERSON|Dylan⟧ 11:04：收到。Gateway ⟦IP_ADDRESS|121.40.88.213⟧ 的 admin 密码呢？
⟦PERSON|阿强⟧ 11:05：⟦PASSWORD|Inv3rter@Gw⟧，登录后 firmware 升到 ⟪firmware_version|V2.0.11.7⟫，cert serial ⟪cert_serial|4F:A2:19:0C:77:E1⟫ 对上就行"""),

("hk_scaffold_accident_report", """Accident Report 意外報告  ⟪report_no|AR-HK-0322⟫
Injured 傷者: ⟦PERSON|Lam Chi Keung⟧ ⟦PERSON|林志強⟧, HKID ⟦NATIONAL_ID|$hkid3⟧
DOB 出生日期: ⟦DATE_OF_BIRTH|1971-08-14⟧
Injury 傷勢: ⟦MEDICAL|fractured left wrist⟧, sent to ⟪org_name|Queen Elizabeth Hospital⟫
Scaffold 棚架 inspected by ⟦PERSON|Cheung Tak Wing⟧ (⟪licence_no|RSC-0441⟫), witness ⟦PERSON|Ho Siu Fai⟧"""),

("voicemail_gas_meter_cantonese", """Voicemail 轉寫 ⟪duration|0:52⟫: Hi Auntie ⟦PERSON|Fong⟧, this is ⟦PERSON|Gareth⟧ from ⟪org_name|Cadent⟫. Your gas meter (⟪meter_serial|G4A 00188213⟫) at ⟦ADDRESS|7 Wilmslow Road, Manchester M14 5TB⟧ needs replacing. 你個仔 ⟦PERSON|Eddie⟧ 話你 ⟦MEDICAL|行動不便⟧, so we'll book a two-person visit. Please call back on ⟦PHONE|0800 389 8000⟧, ref ⟪job_ref|MX-771204⟫. 唔該."""),

("sql_owner_table_migration", """-- 业主表 owners 迁移测试（⟪db_name|pm_prod⟫ → pm_staging），注意脱敏!!
SELECT owner_id, name, id_no, birth, phone FROM owners WHERE building = 'T3';
-- ⟪row_id|3301⟫ | ⟦PERSON|朱红梅⟧ | ⟦IDCARD|$idc20⟧ | ⟦DATE_OF_BIRTH|1975-04-18⟧ | ⟦PHONE|13817722046⟧
-- 3302 | ⟦PERSON|Peter Sun⟧ | ⟦PASSPORT|$pp_cn3⟧ | (foreign passport holder, birth NULL) | NULL
UPDATE owners SET phone = '⟪masked_phone|138****2046⟫' WHERE owner_id = 3301;  -- mask"""),

("github_issue_s3_upload", """Issue ⟪issue_number|#118⟫: 上传失败 upload to S3 fails
⟦PERSON|lujiahao⟧ commented:
我的 config 是这样的：
    aws_access_key_id=⟦APIKEY|$aws_id4⟧
    aws_secret_access_key=⟦SECRET|$aws_sec3⟧
    bucket=⟪bucket_name|survey-pointclouds-prod⟫
报错 ⟪error_code|SignatureDoesNotMatch⟫
⟦PERSON|annpotter⟧ commented:
@⟦PERSON|lujiahao⟧ please rotate those keys NOW, this repo is public. Use placeholders like ⟪example_key|AKIAIOSFODNN7EXAMPLE⟫ in issues."""),

("uk_survey_summary_chinese_buyer", """Level 2 Survey 摘要 for Mr & Mrs ⟦PERSON|Huang⟧
Property 房产: ⟦ADDRESS|42 Sandringham Avenue, Harrogate HG2 9AF⟧
Surveyor: ⟦PERSON|Imogen Clarke⟧ MRICS, ⟦PHONE|01423 560 774⟧
- Roof 屋顶: condition ⟪condition_rating|CR2⟫, slipped slates
- Electrics 电路: no EICR, recommend test
⟦PERSON|黄先生⟧ asked about radon because of his ⟦MEDICAL|lung cancer history⟧ – area is ⟪radon_band|<1% band⟫, low risk.
Agreed price 成交价 ⟪sale_price|£485,000⟫"""),
]
