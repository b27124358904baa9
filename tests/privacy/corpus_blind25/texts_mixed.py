# Mixed Chinese/English texts, written by hand one at a time. Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES
TEXTS = []

TEXTS.append(("mixed_vet_wechat_hk", """
⟦PERSON|Jason Lau⟧: 你好，我想book ⟪pet_name|Coco⟫ 嘅 ⟪animal_health|dental scaling⟫，佢有 ⟪animal_health|heart murmur⟫ 要唔要先做 ECG?
⟪org_name|Happy Paws Vet⟫: 要㗎，ECG ⟪price|HK$680⟫，洗牙 package ⟪price|HK$2,800⟫ 起。請提供 owner 全名同 HKID 作登記。
⟦PERSON|Jason Lau⟧: ⟦PERSON|劉家俊⟧, ⟦NATIONAL_ID|$hkid1⟧，電話 ⟦PHONE|9187 6620⟧
⟪org_name|Happy Paws Vet⟫: 收到 ⟦PERSON|劉生⟧，已 book ⟪date|1月15日⟫ 11am，Dr ⟦PERSON|Wong⟧ 負責。
"""))

TEXTS.append(("mixed_crypto_kyc_slack", """
#kyc-escalations
@⟦PERSON|alice.chen⟧ 这个用户 UID ⟪user_id|77120934⟫ 的 passport 和 selfie 对不上，passport no. ⟦PASSPORT|E91283746⟧，name on doc: ⟦PERSON|ZHOU XINYI⟧
@⟦PERSON|ben⟧ 她注册用的身份证是 ⟦IDCARD|$prc16⟧，DOB ⟦DATE_OF_BIRTH|1997-03-24⟧，和 passport 一致吗？
@⟦PERSON|alice.chen⟧ DOB 一致，但是 login IP ⟦IP_ADDRESS|45.137.21.90⟧ 在 VPN list 里。withdrawal ⟦AMOUNT|35,000 USDT⟧ 先 hold
@⟦PERSON|ben⟧ ok, 单笔 threshold 是 ⟪threshold|10,000 USDT⟫, 超过就 manual review
"""))

TEXTS.append(("mixed_rideshare_onboarding_yaml", """
# 司机 onboarding 导出 (driver-onboarding-export.yaml)
driver:
  name_cn: ⟦PERSON|侯志明⟧
  name_en: ⟦PERSON|Hou Zhiming⟧
  id_card: "⟦IDCARD|$prc26⟧"   # 已 OCR 核验
  mobile: "⟦PHONE|+86 137 2218 0945⟧"
  city: ⟪place|厦门⟫
  bank_card: "⟦CARD|$card_up3⟧"
vehicle:
  plate: ⟪plate|闽D·5K8T21⟫
  vin: ⟪vin|LGXCE4CB8N0123456⟫
approval: {status: pending, reviewer: ⟦PERSON|chenmo⟧, sla_hours: ⟪sla|48⟫}
"""))

TEXTS.append(("mixed_wedding_planner_email", """
Hi ⟦PERSON|Grace⟧,

关于你们 ⟪date|5月18日⟫ 在 ⟪place|Sanya Edition⟫ 的婚礼，vendor 付款情况更新如下：
- Florist ⟪org_name|Bloom Lab⟫: quoted ⟪price|¥38,000⟫，你已付 ⟦AMOUNT|¥20,000⟧
- Photographer ⟦PERSON|Ethan Xu⟧: paid in full ⟦AMOUNT|¥26,800⟧
- 剩余 balance ⟦AMOUNT|¥18,000⟧ 请在 ⟪date|4月30日⟫ 前转到我们公司账户
另外新郎 ⟦PERSON|Michael⟧ 说他妈妈有 ⟦MEDICAL|celiac disease⟧（乳糜泻），婚宴菜单要 gluten-free。

Best,
⟦PERSON|Cici 王⟧ | ⟪org_name|Forever Events⟫ | ⟦PHONE|+86 898 6655 0172⟧
"""))

TEXTS.append(("mixed_rental_agent_chat", """
Agent ⟦PERSON|Leo⟧: Hi Ms ⟦PERSON|Park⟧，这套 ⟪place|静安⟫ 两房 listing price ⟪price|¥16,500/月⟫，房东说可以谈到 ⟦AMOUNT|16,000⟧
⟦PERSON|Park Ji-yeon⟧: OK ⟦AMOUNT|16,000⟧ 我可以接受. 我需要提供什么?
Agent ⟦PERSON|Leo⟧: passport 和 residence permit，还有韩国身份证号 for the landlord's records
⟦PERSON|Park Ji-yeon⟧: passport ⟦PASSPORT|M47281935⟧, 주민등록번호 ⟦NATIONAL_ID|$rrn1⟧
Agent ⟦PERSON|Leo⟧: 收到。押金 ⟦AMOUNT|¥32,000⟧ 签约当天付，地址是 ⟦ADDRESS|上海市静安区常德路1088号2号楼1502室⟧
"""))

TEXTS.append(("mixed_tencent_cloud_env", """
# 小程序后端 .env (⟪env|prod⟫) — owner: ⟦PERSON|sunyifan⟧
TENCENTCLOUD_SECRET_ID=⟦APIKEY|$akid1⟧
TENCENTCLOUD_SECRET_KEY=⟦SECRET|$tc_sk1⟧
WX_APPID=⟪app_id|wx8f3a2c91d4b7e605⟫
WX_APPSECRET=⟦SECRET|$wxsecret1⟧
COS_BUCKET=⟪bucket|miniapp-assets-1308812245⟫
MYSQL_DSN=root:⟦SECRET|Qw!7zk2Mysql⟧@tcp(⟦IP_ADDRESS|10.206.0.17⟧:⟪port|3306⟫)/shop
# 告警机器人
WECOM_WEBHOOK=⟦SECRET|$wecomhook1⟧
"""))

TEXTS.append(("mixed_dental_clinic_feishu", """
【飞书群 · ⟪org_name|Smile牙科⟫前台】
⟦PERSON|Annie⟧: 明天 9:30 的 Mr. ⟦PERSON|Tanaka⟧ 改到 14:00，他要做 ⟦MEDICAL|root canal 根管治疗⟧
⟦PERSON|小雪⟧: 收到，⟦PERSON|Tanaka⟧ 先生有 ⟦MEDICAL|penicillin allergy⟧，病历上标红了吗？
⟦PERSON|Annie⟧: 标了。他用 Visa 付押金，卡号 ⟦CARD|$card_visa2⟧ CVV ⟦CVV|662⟧，⚠️ 不要再这样发群里，请删除
⟦PERSON|小雪⟧: sorry 我撤回。收费 ⟦AMOUNT|¥3,200⟧，价目表上根管是 ⟪price|¥2,800起⟫
"""))

TEXTS.append(("mixed_ortho_invoice_sg", """
⟪org_name|Orchard Orthodontics⟫ 收据 RECEIPT ⟪receipt_no|OR-11872⟫
Patient 患者: ⟦PERSON|Lim Jia Hui⟧ (⟦PERSON|林佳慧⟧)  NRIC: ⟦NATIONAL_ID|$nric2⟧
Treatment: ⟦MEDICAL|ceramic braces, upper & lower⟧ 陶瓷托槽
Installment 3 of 24: ⟦AMOUNT|S$275.00⟧   Outstanding 余额: ⟦AMOUNT|S$5,775.00⟧
Standard package price 标准价: ⟪price|S$6,900⟫
Paid by PayNow to ⟪uen|201912345K⟫ on ⟪date|07 Jan 2027⟫
"""))

TEXTS.append(("mixed_driving_school_hk_form", """
⟪org_name|香港駕駛學院⟫ HKSM — 報名表 Enrolment
中文姓名: ⟦PERSON|陳嘉欣⟧   English name: ⟦PERSON|CHAN Ka Yan⟧
HKID: ⟦NATIONAL_ID|$hkid2⟧   出生日期 DOB: ⟦DATE_OF_BIRTH|14/02/2004⟧
地址 Address: ⟦ADDRESS|九龍旺角彌敦道 700 號 12 樓 B 室⟧
課程 Course: ⟪course_code|PC-Auto-20⟫ 私家車(自動波) 20 堂, 學費 ⟪price|HK$9,600⟫
已繳 Paid: ⟦AMOUNT|HK$4,800⟧ (first half)   聯絡電話: ⟦PHONE|6138 2047⟧
"""))

TEXTS.append(("mixed_car_rental_tw_line", """
[LINE] ⟪org_name|和運租車⟫客服
⟦PERSON|黃柏翰⟧: 請問我 ⟪date|1/20⟫ 在 ⟪place|桃園機場⟫ 取車的 booking ⟪booking_ref|HY-887201⟫ 可以加 driver 嗎？
客服 ⟦PERSON|Iris⟧: 可以喔，請提供第二駕駛的身分證字號和 driver license
⟦PERSON|黃柏翰⟧: ⟦PERSON|林怡君⟧ ⟦NATIONAL_ID|$twid2⟧，她的駕照跟身分證同號
客服 ⟦PERSON|Iris⟧: 收到，加駕費 ⟪price|NT$200/天⟫，總共幫您加收 ⟦AMOUNT|NT$800⟧
"""))

TEXTS.append(("mixed_funeral_service_email", """
Dear Ms. ⟦PERSON|Ho⟧,

我们 ⟪org_name|Evergreen Memorial Services⟫ 对 ⟦PERSON|何老先生⟧ 的离世深表哀悼。Per our call, the arrangements:
- Wake 守灵: ⟪date|Jan 12–13⟫, ⟪place|Hall B, Mandai⟫
- Package ⟪package|Taoist Standard⟫ listed at ⟪price|S$8,888⟫; after the ⟪org_name|NTUC⟫ member rebate your total is ⟦AMOUNT|S$7,640⟧
- Death certificate states ⟦MEDICAL|ischaemic heart disease⟧

Please transfer the deposit ⟦AMOUNT|S$2,000⟧ and send a copy of your NRIC (⟦NATIONAL_ID|$nric1⟧ as given on the phone) for the cremation permit.

Regards, ⟦PERSON|Benjamin Teo⟧ ⟦PHONE|+65 6555 0142⟧
"""))

TEXTS.append(("mixed_bail_hk_court_notes", """
Court clerk notes 書記記錄 — ⟪place|Kowloon City Magistrates' Courts⟫ Court 5, ⟪date|8 Jan 2027⟫
Defendant 被告: ⟦PERSON|LEUNG Chi Wai⟧ (⟦PERSON|梁志偉⟧), HKID ⟦NATIONAL_ID|$hkid3⟧
Charge: ⟪charge|theft (s.9 Theft Ordinance)⟫
Bail 保釋: cash ⟦AMOUNT|HK$10,000⟧ paid by his sister ⟦PERSON|梁美玲⟧; report to ⟪place|Mong Kok Police Station⟫ weekly
Defence says D has ⟦MEDICAL|schizophrenia⟧ 思覺失調 and is on ⟦MEDICAL|clozapine 200mg⟧.
Next mention ⟪date|5 Feb 2027⟫ — clerk ⟦PERSON|Y.K. Tsang⟧
"""))

TEXTS.append(("mixed_notary_conveyancing_wechat", """
⟦PERSON|Sarah Li⟧: 律师您好，我在 London 这边买房要做 power of attorney 公证，需要 Chinese notary 还是 UK notary?
⟦PERSON|周律师⟧: 你人在英国就找 UK notary public，再做 ⟪service|apostille⟫。完成后寄回国内给你妈妈 ⟦PERSON|李秀珍⟧ 办过户
⟦PERSON|Sarah Li⟧: 好的。房子地址 ⟦ADDRESS|Flat 9, 27 Kensington Church Street, London W8 4LL⟧，completion 要付 ⟦AMOUNT|£612,000⟧
⟦PERSON|周律师⟧: 收到。我的服务费按 ⟪price|¥3,000/份⟫，等你确认
"""))

TEXTS.append(("mixed_student_loan_us_cn", """
⟦PERSON|Yvonne⟧ 你好，你的 FAFSA 被选中 verification 了，需要补：
1) Parent 1: ⟦PERSON|Zhang Wei⟧ 的 SSN ⟦SSN|$ssn6⟧ 和 2025 tax return
2) Your SSN ⟦SSN|$ssn7⟧ 和签名页
你目前 Direct Subsidized Loan 是 ⟦AMOUNT|$3,500⟧，Unsubsidized ⟦AMOUNT|$2,000⟧。annual limit 是 ⟪price|$5,500⟫（dependent freshman）。
— Ms. ⟦PERSON|Rodriguez⟧, Office of Financial Aid, ⟦EMAIL|finaid@pacificcrest.edu⟧
"""))

TEXTS.append(("mixed_admissions_portal_log", """
2027-01-08T10:22:31Z INFO  ⟪service|admissions-portal⟫ applicant submitted: {"name":"⟦PERSON|王梓涵⟧","pinyin":"⟦PERSON|Wang Zihan⟧","passport":"⟦PASSPORT|EC7703215⟧","dob":"⟦DATE_OF_BIRTH|2008-09-30⟧"}
2027-01-08T10:22:31Z INFO  application_fee charged ⟦AMOUNT|USD 75.00⟧ (standard fee ⟪price|USD 90⟫, early-bird discount applied)
2027-01-08T10:22:32Z WARN  upload from ⟦IP_ADDRESS|183.14.220.6⟧ flagged: transcript PDF encrypted, password in note: "⟦PASSWORD|wzh0930⟧"
2027-01-08T10:22:32Z DEBUG request_id=⟪uuid|0b6d2f51-77aa-4c02-9d1e-3f3f0c8e4a19⟫ build=⟪build_id|a9c3f12⟫
"""))

TEXTS.append(("mixed_language_school_visa_dingtalk", """
【钉钉】⟪org_name|EF英语⟫ 签证部 ⟪date|1月7日⟫
学员 ⟦PERSON|胡一鸣⟧ (⟦PERSON|Hu Yiming⟧) 申请 Australia student visa (subclass 500)：
- Passport: ⟦PASSPORT|EH1938472⟧
- 身份证: ⟦IDCARD|$prc14⟧，出生日期 ⟦DATE_OF_BIRTH|1994年9月17日⟧
- Tuition paid: ⟦AMOUNT|AUD 12,480⟧ (course fee ⟪price|AUD 480/week⟫)
- OSHC 保险已买
负责顾问 ⟦PERSON|Grace 林⟧，有问题 @我
"""))

TEXTS.append(("mixed_crowdfunding_gofundme", """
「Help ⟦PERSON|Lily⟧ fight ⟦MEDICAL|neuroblastoma⟧」筹款更新 Update
感谢大家！我们已经筹到 ⟪campaign_total|$142,800⟫，目标 ⟪price|$200,000⟫。⟦PERSON|Lily⟧ 下周开始在 ⟪place|St. Jude⟫ 做 ⟦MEDICAL|MIBG therapy⟧。
特别感谢 ⟦PERSON|陈叔叔⟧ 捐了 ⟦AMOUNT|$10,000⟧，还有 ⟦PERSON|Wendy Huang⟧ 组织的 bake sale 筹到 ⟦AMOUNT|$3,460⟧ 💕
— ⟦PERSON|Lily⟧'s mom, ⟦PERSON|Karen Tsai⟧
"""))

TEXTS.append(("mixed_lottery_macau_claim", """
[WhatsApp] ⟦PERSON|阿豪⟧: 兄弟我昨晚喺 ⟪place|Cotai⟫ 嘅 sports betting 中咗 ⟦AMOUNT|MOP 56,000⟧!!
⟦PERSON|Kenny⟧: 哇 congrats 🎉 要唔要交稅?
⟦PERSON|阿豪⟧: 唔使，但係佢要我 HKID ⟦NATIONAL_ID|$hkid1⟧ 同埋 bank account 先 transfer
⟦PERSON|Kenny⟧: 小心啲，你上年先話要 self-exclude，⟦PERSON|Mandy⟧ 話你有 ⟦MEDICAL|gambling disorder⟧ 睇緊 counsellor
⟦PERSON|阿豪⟧: 知啦知啦，最後一次
"""))

TEXTS.append(("mixed_home_insurance_claim_hk", """
Claim Form 索償表 — ⟪org_name|AXA安盛⟫ Home Insurance, Policy ⟪policy_ref|HPH-3381902⟫
Insured 受保人: ⟦PERSON|Wong Siu Ming⟧ ⟦PERSON|黃小明⟧
Address 地址: ⟦ADDRESS|香港島北角英皇道 500 號 20 樓 C 室⟧
Loss 損失: typhoon ⟪event|Signal No. 8⟫ water ingress, damaged furniture & ⟦PERSON|Wong⟧'s ⟦MEDICAL|CPAP machine⟧
Amount claimed 索償金額: ⟦AMOUNT|HK$48,350⟧ (excess 自負額 ⟪price|HK$2,000⟫)
Bank for payment: HSBC ⟪account_masked|***-***882-838⟫
Contact: ⟦EMAIL|wongsiuming88@yahoo.com.hk⟧ / ⟦PHONE|9336 1847⟧
"""))

TEXTS.append(("mixed_solar_installer_jira", """
[JIRA ⟪ticket_ref|SOL-2291⟫] 户用光伏 site survey — Mr. ⟦PERSON|Goh⟧ (⟦PERSON|吴先生⟧)
Reporter: ⟦PERSON|k.tan⟧  Assignee: ⟦PERSON|weiliang.ong⟧
Site: ⟦ADDRESS|32 Jalan Kembangan, Singapore 419122⟧
Roof: 28° tilt, ⟪area|62 m²⟫ usable; proposed ⟪capacity|11.6 kWp⟫
Customer wants inverter in garage. Quoted ⟦AMOUNT|S$17,980⟧ after ⟪percentage|8%⟫ discount (list ⟪price|S$19,540⟫).
Gate code ⟦PASSWORD|1357⟧, dog on premises — ⟪pet_name|Bobo⟫ is friendly.
"""))

TEXTS.append(("mixed_pest_control_wecom", """
【企业微信】⟪org_name|Rentokil 除虫⟫ 派单
客户 Client: ⟪org_name|星巴克⟫ ⟪place|国金中心⟫店, 联系人 ⟦PERSON|Vincent 刘⟧ ⟦PHONE|021-6888 1290⟧
地址: ⟦ADDRESS|上海市浦东新区世纪大道8号国金中心商场LG1层⟧
问题: 后厨发现 rodent droppings，需 emergency visit
Technician: ⟦PERSON|Zhang Hao⟧ / ⟦PERSON|张浩⟧
收费按合同 ⟪price|¥1,200/次 emergency⟫
"""))

TEXTS.append(("mixed_moving_company_quote", """
Hi ⟦PERSON|Olivia⟧，

你从 ⟦ADDRESS|北京市朝阳区建国路91号金地中心A座1508⟧ 搬到 ⟪place|Singapore⟫ 的 international move quote:
- 20ft container, door-to-door, ⟪duration|35–40 days⟫
- Price ⟪price|¥42,000⟫ (含 packing + customs)
- Insurance ⟪percentage|2%⟫ of declared value
你们已付 deposit ⟦AMOUNT|¥12,600⟧，balance ⟦AMOUNT|¥29,400⟧ 装箱当天付。

⟦PERSON|Jack Ma⟧（not that one 😄）| ⟪org_name|Crown Relocations⟫ | ⟦PHONE|+86 10 6585 3377⟧
"""))

TEXTS.append(("mixed_hotel_pms_export", """
guest_name,guest_name_cn,room,checkin,nights,nationality,doc_no,folio_total
⟦PERSON|KIM Minjun⟧,⟦PERSON|金敏俊⟧,⟪room_no|1207⟫,⟪date|2027-01-05⟫,3,KOR,⟦PASSPORT|M28371946⟧,⟦AMOUNT|2694.00⟧
⟦PERSON|CHEN Xiaoyu⟧,⟦PERSON|陈晓宇⟧,⟪room_no|0915⟫,2027-01-06,2,CHN,⟦IDCARD|$prc20⟧,⟦AMOUNT|1376.00⟧
⟦PERSON|ANDERSSON Erik⟧,,⟪room_no|1502⟫,2027-01-06,1,SWE,⟦NATIONAL_ID|$se2⟧,⟦AMOUNT|899.00⟧
# export by nightaudit_⟦PERSON|lijun⟧ from PMS ⟪version|Opera 5.6⟫
"""))

TEXTS.append(("mixed_coworking_door_system_log", """
[door-ctl] 2027-01-08 07:58:12 unlock OK member=⟦PERSON|lin.haoran⟧ pin=****** door=⟪door_id|3F-east⟫
[door-ctl] 2027-01-08 08:02:40 unlock FAIL member=unknown pin_attempt=⟦PASSWORD|246810⟧ from=⟦IP_ADDRESS|192.168.50.14⟧
[door-ctl] 2027-01-08 08:03:05 管理员 ⟦PERSON|Joyce 周⟧ 重置了 ⟦PERSON|lin.haoran⟧ 的门禁密码 -> ⟦PASSWORD|917364⟧ (请当面告知会员)
[door-ctl] 2027-01-08 08:05:00 heartbeat controller=⟪hostname|door-ctl-01⟫ fw=⟪version|2.4.9⟫ listen=⟪bind_address|0.0.0.0⟫:⟪port|8081⟫
"""))

TEXTS.append(("mixed_gitlab_ci_leak", """
$ cat .gitlab-ci.yml | grep -A3 variables
variables:
  GITLAB_TOKEN: "⟦APIKEY|$glpat1⟧"   # ⟦PERSON|xu.ming⟧ 的 personal token，别用这个！
  SLACK_BOT_TOKEN: "⟦APIKEY|$xoxb1⟧"
  GOOGLE_MAPS_KEY: "⟦APIKEY|$aiza1⟧"
$ git log -1 --format='%H %an <%ae>'
⟪commit_sha|3e9b71c04a5f2d8e6b1c7a9f0e3d2c4b5a6f7e8d⟫ ⟦PERSON|Xu Ming⟧ <⟦EMAIL|xu.ming@lianyun-tech.com⟧>
# 已在 ⟪date|1月8日⟫ revoke，pipeline ⟪pipeline_id|#118204⟫ 重跑
"""))

TEXTS.append(("mixed_ssh_key_in_ticket", """
工单 ⟪ticket_ref|OPS-7731⟫：堡垒机登录失败
提交人：⟦PERSON|dengyu⟧  时间：⟪timestamp|2027-01-07 22:41⟫
描述：我用下面这个 key 登录 ⟦IP_ADDRESS|10.1.20.5⟧ 一直 permission denied，帮忙看看
```
⟦SECRET|$pem2⟧
```
回复（⟦PERSON|Kai 郭⟧）：⚠️ 私钥不能贴在工单里！已作废该 key，请重新生成并只提交 public key (.pub)。
"""))

TEXTS.append(("mixed_discord_bot_config", """
// 婚礼 RSVP bot config.json — by ⟦PERSON|Tiffany Ho⟧
{
  "bot_token": "⟦APIKEY|$discord1⟧",
  "guild_id": "⟪app_id|1129384756102938475⟫",
  "rsvp_webhook": "⟦SECRET|$discordhook1⟧",
  "admin_contact": "⟦EMAIL|tiffany.ho.wedding@gmail.com⟧",
  "venue": "⟪place|The Fullerton Hotel⟫",
  "banquet_price_per_table": ⟪price|2688⟫
}
"""))

TEXTS.append(("mixed_shopify_wedding_store", """
# 婚纱租赁 Shopify store — 环境变量
SHOPIFY_ADMIN_TOKEN=⟦APIKEY|$shpat1⟧
SHOPIFY_API_KEY=⟪app_id|4f1c2b9e8d7a6f5e4c3b2a1908f7e6d5⟫
STRIPE_RESTRICTED_KEY=⟦APIKEY|$rklive1⟧
# 客服 ⟦PERSON|Mia 张⟧ 手机 ⟦PHONE|139 1734 8820⟧
DEPOSIT_RULE=⟪price|¥1,000 per gown⟫
"""))

TEXTS.append(("mixed_firmware_release_nospan", """
## ⟪product|ThermoLink⟫ 温控器 Firmware ⟪version|v3.2.0⟫ 发布说明
- 新增 Matter over Thread 支持 (⟪standard|Matter 1.3⟫)
- 修复：夏令时切换后 schedule 偏移 1 小时
- 优化：待机功耗降低到 ⟪power|0.4W⟫
- 默认配网热点 ⟪ssid|ThermoLink-Setup⟫，本地 API 端口 ⟪port|8080⟫
SHA256: ⟪hash|c4d2e1f0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2⟫
"""))

TEXTS.append(("mixed_hf_pypi_notebook", """
# 训练 notebook 第一格 (cell 1) — ⟦PERSON|Qian Yue⟧ 的实验
import os
os.environ["HF_TOKEN"] = "⟦APIKEY|$hf2⟧"
os.environ["TWINE_PASSWORD"] = "⟦APIKEY|$pypi1⟧"
os.environ["WANDB_PROJECT"] = "⟪project|pet-hospital-triage⟫"
# 数据集路径 /home/⟦PERSON|qianyue⟧/data/vet_records_v2（只含 ⟪animal_health|犬猫病例⟫，无主人信息）
"""))

TEXTS.append(("mixed_nanny_agency_telegram", """
[Telegram] ⟪org_name|HelperHub⟫ 家政 bot
⟦PERSON|Rosa Dizon⟧ (helper) 的 profile 已更新：
- Passport (PH): ⟦PASSPORT|P4837261A⟧
- 合同月薪 salary: ⟦AMOUNT|HK$5,100⟧ (最低工资 MAW ⟪price|HK$4,990⟫)
- 雇主 employer: Mrs. ⟦PERSON|Cheung⟧ ⟦PERSON|張太⟧, ⟦PHONE|5402 7719⟧
- Medical: ⟦MEDICAL|latent TB, completed 6 months isoniazid⟧
bot token (internal): ⟦APIKEY|$tgbot2⟧
"""))

TEXTS.append(("mixed_renovation_payment_chat", """
⟦PERSON|Derek 黎⟧: ⟦PERSON|黎太⟧，厨房 cabinet 尾款 ⟦AMOUNT|HK$38,500⟧，可以 credit card 俾
⟦PERSON|黎太⟧: ok 用呢張 ⟦CARD|$card_mc3⟧，expiry ⟪card_expiry|06/29⟫，CVC ⟦CVV|409⟧
⟦PERSON|Derek 黎⟧: 收到。以後唔好 WhatsApp 發卡號啊，我哋有 payment link
⟦PERSON|黎太⟧: 明白。另外 wardrobe 你哋 price list 寫 ⟪price|HK$3,200/呎⟫，會唔會有折？
"""))

TEXTS.append(("mixed_vault_totp_runbook", """
## Runbook：彩票站 POS 后台 break-glass 登录
1. 登录 ⟪hostname|vault.lotto-pos.internal⟫，临时 root token：⟦SECRET|$vaulttok1⟧（⟪date|1月9日⟫过期）
2. 后台管理员 admin_⟦PERSON|chenyu⟧ 的 2FA TOTP seed：⟦SECRET|$totp2⟧
3. 数据库：postgresql://pos_admin:⟦SECRET|Lotto#Pos2027⟧@⟦IP_ADDRESS|172.22.1.9⟧:⟪port|5432⟫/pos
4. 通知 ⟦PERSON|陈宇⟧ (⟦PHONE|186 0211 5573⟧) 完成后轮换
"""))

TEXTS.append(("mixed_observability_alert_en_cn", """
[Grafana Alert] FIRING: ⟪alert|HighLatencyP99⟫ service=⟪service|ride-matching⟫ p99=⟪latency|2.8s⟫ (threshold ⟪threshold|1.5s⟫)
labels: cluster=⟪cluster|sh-prod-2⟫ pod=matching-7d9f instance=⟦IP_ADDRESS|10.88.14.203⟧:⟪port|9100⟫
值班 on-call: ⟦PERSON|Tony 杨⟧ (⟦PHONE|+86 135 6421 0078⟧), backup ⟦PERSON|yangyang.li⟧
Silence link: https://⟪domain|grafana.ops.example⟫/alerting/silence/new?alertmanager=grafana
注：Datadog API key ⟦APIKEY|$dd_api1⟧ 已从 dashboard JSON 中移除
"""))

TEXTS.append(("mixed_crypto_withdrawal_whitelist_email", """
Subject: 提币地址白名单变更确认 / Withdrawal whitelist change

⟦PERSON|林志豪⟧ 您好 (Hi ⟦PERSON|Lin Zhihao⟧),
您于 ⟪timestamp|2027-01-08 09:41 UTC⟫ 从 IP ⟦IP_ADDRESS|123.120.44.61⟧ 添加了新的提币地址 ⟪wallet_address|0x8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A063⟫。
如非本人操作，请立即拨打 24h hotline ⟦PHONE|+852 3008 5521⟧ 或邮件 ⟦EMAIL|security@coinharbor.hk⟧ 冻结账户。
当前可用余额 balance: ⟦AMOUNT|3.82 BTC⟧；单日提币上限 ⟪threshold|5 BTC⟫。
"""))

TEXTS.append(("mixed_student_loan_cn_bank_sms", """
【⟪org_name|Bank of China⟫中国银行】尊敬的⟦PERSON|Zhou Mingyu⟧(⟦PERSON|周明宇⟧)，您的留学贷款 study loan 本月应还 ⟦AMOUNT|¥2,318.66⟧，将于 ⟪date|1月20日⟫ 从尾号 ⟪id_tail|7739⟫ 账户扣款。如需帮助请致电 ⟦PHONE|95566⟧ 或 ⟦PHONE|+86 10 6659 6688⟧。
"""))
