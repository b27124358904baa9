TEXTS = [
("mixed_tour_group_wechat_sg", """
[微信群 · ⟪tour_code|Bali Sept Trip⟫ 🏝]
⟦PERSON|Jasmine Tan⟧: 大家 NRIC 发我一下 for the villa check-in 哦
⟦PERSON|陈伟杰⟧: ⟦NATIONAL_ID|$nric1⟧
⟦PERSON|Rachel Goh⟧: ⟦NATIONAL_ID|$nric2⟧ thanks babe
⟦PERSON|Jasmine Tan⟧: 收到！villa 总共 ⟪price|SGD 2,400⟫ for 4 nights, 每人 transfer me ⟦AMOUNT|SGD 600⟧ ok
⟦PERSON|陈伟杰⟧: PayNow 了 ✅ ⟦AMOUNT|SGD 600⟧
⟦PERSON|Rachel Goh⟧: 我的 PayNow 到 ⟦PHONE|+65 9123 4507⟧ 对吗
⟦PERSON|Jasmine Tan⟧: 对的 👍 航班 ⟪flight_number|SQ938⟫ 记得
"""),
("mixed_dive_resort_booking_email", """
Subject: 预订确认 Booking Confirmation - ⟪org_name|Sipadan Reef Lodge⟫ #⟪booking_ref|SRL-26-0519⟫

Dear ⟦PERSON|Mr. Ho⟧ / ⟦PERSON|何先生⟧,
""".replace("⟦PERSON|Mr. Ho⟧", "Mr. ⟦PERSON|Ho⟧") + """
Thank you for booking 5 nights + 12 boat dives for 2 divers (⟦PERSON|何家俊⟧, ⟦PERSON|梁咏琪⟧).
Deposit received: ⟦AMOUNT|MYR 3,150.00⟧ via card ending ⟪id_tail|8842⟫.
Sipadan permit (⟪price|MYR 140⟫ per diver per day) must be paid on arrival.
请注意：⟦PERSON|梁咏琪⟧ 的 medical form 上写了 ⟦MEDICAL|history of panic attacks⟧，需要医生签字 fitness to dive。
Contact: ⟦PHONE|+60 89 555 012⟧  ⟦EMAIL|reservations@sipadanreeflodge.example.my⟧
"""),
("mixed_rehab_hospital_handover_slack", """
#rehab-ward-b  (Slack)
⟦PERSON|@Dr.Lin⟧ 10:02  今天 ⟪bed_number|bed 7⟫ ⟦PERSON|Mrs. Fernandes⟧ 的 ⟦MEDICAL|post-stroke spasticity⟧ 加量 ⟦MEDICAL|baclofen 15mg tid⟧
⟦PERSON|@jenny.wu⟧ 10:05  ok noted. 她女儿 ⟦PERSON|Ana⟧ 问能不能 weekend 回家
⟦PERSON|@Dr.Lin⟧ 10:06  可以 trial home leave, 但要 OT ⟦PERSON|Kelvin⟧ 先做 home assessment
⟦PERSON|@jenny.wu⟧ 10:07  👍 I'll book. ⟪ticket_ref|OT-REQ-3319⟫
""".replace("⟦PERSON|@Dr.Lin⟧", "@Dr.⟦PERSON|Lin⟧").replace("⟦PERSON|@jenny.wu⟧", "@⟦PERSON|jenny.wu⟧").replace("⟦PERSON|Mrs. Fernandes⟧", "Mrs. ⟦PERSON|Fernandes⟧")),
("mixed_ev_app_github_issue", """
## Bug: 充电结束后 RFID 卡没有解绑 (⟪version|v4.2.0⟫)

**Reporter:** @⟦PERSON|liuyang-dev⟧
Steps: 1. 刷卡启动 2. 拔枪 3. App 仍显示 "Charging"
Logs:
```
2026-03-18 22:41:07 DEBUG token=⟦APIKEY|$jwt1⟧
2026-03-18 22:41:07 ERROR station ⟪station_id|CP-SH-0213⟫ ip=⟦IP_ADDRESS|2408:8207:2444:5e70:a1c3:90ff:fe12:3b44⟧ timeout
```
⚠️ 刚发现 token 泄露了，已 rotate。OpenAI key 也在 .env 里：⟦APIKEY|$key_openai1⟧ 请忽略，已 revoke。
cc @⟦PERSON|zhang-min⟧ @⟦PERSON|sarah.k⟧
"""),
("mixed_wedding_planner_whatsapp_hk", """
⟦PERSON|Karen⟧ (planner): Hi ⟦PERSON|Bonnie⟧! 婚宴 final headcount 要 ⟪date|Friday⟫ 前 confirm 喔
⟦PERSON|Bonnie⟧: 暫時 ⟪count|18 席⟫，我家姐 ⟦PERSON|Winnie⟧ 仲未 reply
⟦PERSON|Karen⟧: OK~ 另外 deposit 第二期 ⟦AMOUNT|HK$60,000⟧ 已收到，thanks!
⟦PERSON|Bonnie⟧: 新郎 ⟦PERSON|Edmond⟧ 話佢 ⟦MEDICAL|痛風⟧ 發作，紅酒可唔可以轉白酒 😂
⟦PERSON|Karen⟧: 冇問題 lol. 酒水 package 係 ⟪price|HK$1,688/席⟫
"""),
("mixed_ski_trip_japan_form", """
Niseko Ski Trip 2027 报名表 / Registration
Name 姓名: ⟦PERSON|Zheng Haoyu⟧ / ⟦PERSON|郑浩宇⟧
Passport 护照: ⟦PASSPORT|EB5561023⟧
Mobile: ⟦PHONE|+86 139 1725 8803⟧   Email: ⟦EMAIL|zhenghaoyu_ski@gmail.com⟧
Level: ⟪ski_level|Intermediate 中级⟫   Rental: boots ⟪size|27.5cm⟫
Medical 病史: ⟦MEDICAL|left shoulder dislocation 2024, 左肩习惯性脱位⟧
Package price ⟪price|¥ 16,800⟫ (含 lift pass 6 days). Paid 已付: ⟦AMOUNT|¥8,000⟧ deposit
"""),
("mixed_solar_installer_teams_chat", """
[Teams] Solar Ops APAC
⟦PERSON|Daniel Wong⟧: 深圳那个 rooftop 项目 ⟪project_id|SZ-PV-118⟫ 客户是 ⟦PERSON|朱总⟧, 付款还差 ⟦AMOUNT|RMB 120,000⟧
⟦PERSON|Priya Nair⟧: I'll chase. Vendor invoice from India side needs Aadhaar of the signatory - ⟦PERSON|Arjun Mehta⟧ ⟦NATIONAL_ID|$aadhaar1⟧
⟦PERSON|Daniel Wong⟧: 不要在群里发身份证号啊 😅 delete pls
⟦PERSON|Priya Nair⟧: oops sorry. Also panel spec sheet is ⟪product_code|TSM-NEG21C.20⟫, ⟪price|USD 0.11/W⟫
"""),
("mixed_broadband_install_sms_bilingual", """
【⟪org_name|HKBN⟫】⟦PERSON|Chan⟧先生/Mr. ⟦PERSON|Chan⟧: 您的光纖安裝已預約於 ⟪date|28/03⟫ ⟪time|10:00-13:00⟫，地址 ⟦ADDRESS|九龍旺角彌敦道688號旺角中心一期18樓C室⟧。Technician ⟦PERSON|Ah Keung⟧ will call you at ⟦PHONE|9487 2210⟧. Ref ⟪order_ref|INS-HK-448120⟫
"""),
("mixed_smart_meter_field_notes", """
Field notes 现场记录 - engineer ⟦PERSON|Tomasz⟧ - ⟪date|2026-03-20⟫
Site: ⟦ADDRESS|Flat 21, 9 Lime Street, Liverpool L1 1JQ⟧
客户 ⟦PERSON|Mrs. Li Xiaomei⟧ 只会说中文，女儿 ⟦PERSON|Grace⟧ translated by phone ⟦PHONE|07700 900184⟧.
""".replace("⟦PERSON|Mrs. Li Xiaomei⟧", "Mrs. ⟦PERSON|Li Xiaomei⟧") + """Old meter ⟪meter_serial|S95A012345⟫ removed, new SMETS2 ⟪meter_serial|19P1234567⟫ fitted.
Customer on PSR: ⟦MEDICAL|使用电动轮椅和夜间呼吸机 (CPAP)⟧.
Final read ⟪meter_reading|48213 kWh⟫. Credit on account ⟦AMOUNT|£74.10⟧.
"""),
("mixed_cardiac_rehab_wechat_family", """
[家庭群]
⟦PERSON|Mom⟧: 你爸今天去 cardiac rehab 了，护士 ⟦PERSON|Helen⟧ 说他 heart rate 太快
""".replace("⟦PERSON|Mom⟧", "妈妈") + """⟦PERSON|David⟧: 他吃 ⟦MEDICAL|metoprolol⟧ 了吗？
妈妈: 吃了，⟦MEDICAL|25mg 早晚各一次⟧。医生说下周做 ⟦MEDICAL|stress echo⟧
⟦PERSON|David⟧: ok 我跟 ⟦PERSON|Dr. Kapoor⟧ 约时间。copay 是 ⟦AMOUNT|$45⟧ 我来付
""".replace("⟦PERSON|Dr. Kapoor⟧", "Dr. ⟦PERSON|Kapoor⟧") + "妈妈: 好，课程表说每周 ⟪count|3次⟫，在 ⟪place|Kaiser Oakland⟫\n"),
("mixed_respiratory_clinic_ehr_json", """
{"patient": {"name_en": "⟦PERSON|LAU Siu Ming⟧", "name_zh": "⟦PERSON|劉少明⟧", "hkid": "⟦NATIONAL_ID|$hkid3⟧",
  "dob": "⟦DATE_OF_BIRTH|1955-02-14⟧", "phone": "⟦PHONE|+852 6120 3398⟧"},
 "encounter": {"clinic": "⟪org_name|Respiratory Clinic, Queen Mary⟫", "date": "⟪date|2026-03-03⟫",
  "dx": ["⟦MEDICAL|慢性阻塞性肺病 COPD⟧", "⟦MEDICAL|obstructive sleep apnoea⟧"],
  "rx": ["⟦MEDICAL|Spiriva Respimat 2.5mcg 2 puffs daily⟧"], "fev1_pct": ⟪percentage|48⟫},
 "trace_id": "⟪uuid|f2b91a4e-7c0d-4d3b-9e5f-11ab2c8d6e70⟫"}
"""),
("mixed_diabetes_course_registration_csv", """
reg_id,name,中文名,phone,diabetes_type,course_fee_paid,remarks
⟪reg_id|R-2601⟫,⟦PERSON|Ng Wai Kit⟧,⟦PERSON|吳偉傑⟧,⟦PHONE|+852 9301 7724⟧,⟦MEDICAL|Type 2⟧,⟦AMOUNT|HK$480⟧,需要粵語班
⟪reg_id|R-2602⟫,⟦PERSON|Fung Yee Man⟧,⟦PERSON|馮綺雯⟧,⟦PHONE|+852 6552 0148⟧,⟦MEDICAL|Gestational⟧,⟦AMOUNT|HK$240⟧,孕期 ⟪week|28 weeks⟫
⟪reg_id|R-2603⟫,⟦PERSON|Tse Ho Yin⟧,,⟦PHONE|+852 5118 9062⟧,⟦MEDICAL|Type 1 on insulin pump⟧,⟦AMOUNT|HK$0.00 (waived)⟧,
course list price ⟪price|HK$480⟫ / concession ⟪price|HK$240⟫
""".replace("⟦AMOUNT|HK$480⟧", "⟦AMOUNT|HK$480.00⟧").replace("⟦AMOUNT|HK$240⟧", "⟦AMOUNT|HK$240.00⟧").replace("⟦AMOUNT|HK$0.00 (waived)⟧", "⟦AMOUNT|HK$0.00⟧ (waived)")),
("mixed_ev_charging_discord_bot", """
# ev-charger-bot/config.py  充电桩 Discord 通知机器人
DISCORD_BOT_TOKEN = "⟦APIKEY|$key_discord1⟧"
TELEGRAM_BOT_TOKEN = "⟦APIKEY|$key_telegram1⟧"   # 电报群备份
ADMIN_USERS = ["⟦PERSON|wangjun⟧", "⟦PERSON|emily.chen⟧"]   # 管理员
GUILD_ID = ⟪app_id|1089223344556677889⟫
ALERT_THRESHOLD_KW = ⟪threshold|7.4⟫
"""),
("mixed_tour_operator_invoice_eu", """
INVOICE 发票 No. ⟪invoice_ref|EUR-TOUR-2026-0088⟫
Client 客户: ⟦PERSON|Wu Jianhua⟧ 吴建华
""".replace("吴建华", "⟦PERSON|吴建华⟧") + """Tour: Spain & Portugal 12 days 西葡12日深度游, ⟪count|2 pax⟫
Tour price ⟪price|€2,990 pp⟫
Total paid 已付合计: ⟦AMOUNT|€5,980.00⟧
Refund for cancelled Alhambra ticket 阿尔罕布拉宫门票退款: ⟦AMOUNT|€38.00⟧
Our bank 收款账户: ⟪org_name|Iberia Dreams S.L.⟫ ⟦IBAN|$iban_es1⟧
Local guide 导游 ⟦PERSON|Lucía Fernández⟧, DNI ⟦NATIONAL_ID|$dni1⟧
"""),
("mixed_ski_school_staff_roster_pl", """
Instructor roster 教练名单 - ⟪place|Zakopane⟫ winter camp ⟪date|Feb 2027⟫
| Name | PESEL | Phone | Languages |
|---|---|---|---|
| ⟦PERSON|Krzysztof Nowak⟧ | ⟦NATIONAL_ID|$pesel1⟧ | ⟦PHONE|+48 601 234 718⟧ | PL/EN |
| ⟦PERSON|Zuzanna Wiśniewska⟧ | ⟦NATIONAL_ID|$pesel2⟧ | ⟦PHONE|+48 512 907 336⟧ | PL/EN/中文 |
中文学员由 ⟦PERSON|Zuzanna⟧ 负责 (她在北京留学过)。Daily rate ⟪price|PLN 450⟫.
"""),
("mixed_sailing_club_crew_finland", """
Crew list 船员名单 - ⟪event|Archipelago Race⟫ ⟪date|2026-07-11⟫
Skipper 船长: ⟦PERSON|Mikko Virtanen⟧, HETU ⟦NATIONAL_ID|$hetu1⟧, ⟦PHONE|+358 40 123 8876⟧
Crew 船员: ⟦PERSON|刘畅⟧ (Liu Chang), passport ⟦PASSPORT|E28836014⟧
Crew 船员: ⟦PERSON|Aino Korhonen⟧, HETU ⟦NATIONAL_ID|$hetu2⟧
Medical 医疗: ⟦PERSON|刘畅⟧ ⟦MEDICAL|晕船严重 seasickness, scopolamine patch⟧
Entry fee ⟪price|€180⟫ per boat.
""".replace("(Liu Chang)", "(⟦PERSON|Liu Chang⟧)")),
("mixed_wheelchair_service_brazil_email", """
Olá ⟦PERSON|Sra. Souza⟧, 您好,
""".replace("⟦PERSON|Sra. Souza⟧", "Sra. ⟦PERSON|Souza⟧") + """We're arranging the wheelchair import for your father ⟦PERSON|Antônio Souza⟧ (⟦MEDICAL|ALS / 渐冻症⟧).
For customs we need his CPF: we have ⟦NATIONAL_ID|$cpf1⟧ - please confirm.
Shipping from 深圳 factory ⟪org_name|Foshan MobilityTech⟫: ⟦AMOUNT|R$ 3.420,00⟧ paid by you, balance ⟦AMOUNT|R$ 1.100,00⟧.
Chair model ⟪product_code|FS-EW-700⟫, list ⟪price|USD 1,450⟫.
Abraços, ⟦PERSON|Lin Yue⟧ 林悦
""".replace("林悦", "⟦PERSON|林悦⟧")),
("mixed_occupational_therapy_visit_canada", """
OT Home Visit 家访记录 - ⟪org_name|Richmond Community Health⟫
Client: ⟦PERSON|Mr. Huang Guoqiang⟧ 黄国强, SIN ⟦NATIONAL_ID|$sin1⟧
""".replace("⟦PERSON|Mr. Huang Guoqiang⟧ 黄国强", "Mr. ⟦PERSON|Huang Guoqiang⟧ ⟦PERSON|黄国强⟧") + """Address: ⟦ADDRESS|8811 Lansdowne Rd, Unit 1203, Richmond, BC V6X 3V8⟧
Dx: ⟦MEDICAL|multiple sclerosis (relapsing-remitting)⟧, ⟦MEDICAL|fatigue, bilateral foot drop⟧
Recommend: shower chair, ⟪product_code|AFO x2⟫, 家里浴缸改 walk-in shower.
Son ⟦PERSON|Kevin⟧ 负责 funding application, est. client share ⟦AMOUNT|CAD 2,350⟧.
"""),
("mixed_scuba_payment_card_capture", """
[客服聊天 · Dive Shop Online]
客户: 我用信用卡付 deposit 可以吗
客服 ⟦PERSON|Ivy⟧: 可以的，please fill in
客户: card ⟦CARD|$jcb1⟧ exp ⟪card_expiry|09/28⟫ cvv ⟦CVV|552⟧ 名字 ⟦PERSON|KOBAYASHI YUKI⟧
客服 ⟦PERSON|Ivy⟧: 收到 ⟦AMOUNT|¥1,500⟧ deposit 已扣款 ✅ 订单 ⟪order_ref|DS-JP-7781⟫. 下次请不要在聊天里发卡号哦 🙏
"""),
("mixed_mountain_rescue_cn_hikers", """
MRT callout ⟪incident_ref|2026-031⟫ - Snowdon 斯诺登峰
Two Chinese students lost 两名中国留学生迷路: ⟦PERSON|Xu Jiaqi⟧ (许佳琪) and ⟦PERSON|Bai Rui⟧ (白睿).
""".replace("(许佳琪)", "(⟦PERSON|许佳琪⟧)").replace("(白睿)", "(⟦PERSON|白睿⟧)") + """Contact via ⟦PERSON|Xu⟧'s phone ⟦PHONE|07700 900627⟧ (battery ⟪percentage|12%⟫).
Location from PhoneFind: ⟪grid_ref|SH 6097 5437⟫ near ⟪place|Crib Goch⟫.
⟦PERSON|Bai Rui⟧ ⟦MEDICAL|sprained ankle, 哮喘 asthma, no inhaler with him⟧.
Team: ⟦PERSON|Gwyn⟧, ⟦PERSON|Sioned⟧, ⟦PERSON|Huw⟧ + SARDA dog ⟪pet_name|Mot⟫.
"""),
("mixed_hen_party_macau_booking", """
Hen party 單身派對 - Macau 澳門 ⟪date|2026年6月6日⟫
Organiser: ⟦PERSON|Cherry Lam⟧ ⟦PHONE|+853 6688 1207⟧
Suite 房間: ⟪org_name|Galaxy Macau⟫ ⟪room_number|Suite 3208⟫, ⟪price|MOP 6,888/晚⟫
Spa for 8 - paid ⟦AMOUNT|MOP 9,600⟧ by ⟦PERSON|Cherry⟧
Bride 新娘 ⟦PERSON|Vivian⟧ ⟦MEDICAL|懷孕 pregnant⟧ - no alcohol 無酒精 mocktails please
"""),
("mixed_ev_app_shopify_pypi_leak", """
# scripts/publish.sh  (充电配件商城 + SDK 发布)
export SHOPIFY_ADMIN_TOKEN=⟦APIKEY|$key_shopify1⟧
export PYPI_TOKEN=⟦APIKEY|$key_pypi1⟧
export ANTHROPIC_API_KEY=⟦APIKEY|$key_anthropic1⟧   # 客服机器人
twine upload dist/evcharge_sdk-⟪version|0.9.4⟫* -u __token__ -p "$PYPI_TOKEN"
# maintainer: ⟦PERSON|huang.qian⟧ <⟦EMAIL|huang.qian@evcharge.example.com⟧>
"""),
("mixed_solar_finance_us_ssn", """
Solar Loan Application 光伏贷款申请 (Sunrun partner)
Applicant 申请人: ⟦PERSON|Michael Zhao⟧ 赵明
""".replace("赵明", "⟦PERSON|赵明⟧") + """SSN: ⟦SSN|$ssn6⟧   DOB: ⟦DATE_OF_BIRTH|11/02/1979⟧
Address: ⟦ADDRESS|2217 Oak Hollow Dr, Plano, TX 75025⟧
Annual income 年收入: ⟦AMOUNT|$142,000⟧
System ⟪capacity|9.6 kW⟫, price ⟪price|$28,800⟫ before ITC ⟪percentage|30%⟫
Co-applicant: ⟦PERSON|Linda Zhao⟧ SSN ⟦SSN|$ssn7⟧
"""),
("mixed_exchange_api_keys_notes", """
Notes 笔记 (crypto payroll for 海外导游)
Binance API key: ⟦APIKEY|$key_exchange1⟧
Binance secret: ⟦SECRET|$hex642⟧
付给 guide ⟦PERSON|Ahmad⟧ 的 USDT 地址 ⟪wallet_address|TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE⟫, amount ⟦AMOUNT|850 USDT⟧
tx ⟪tx_hash|0x8f2a6c1e9d4b7a03c5e2f1b8d6a9c4e7f0b3d5a2c8e1f6b9d4a7c0e3f2b5d8a1⟫
2FA recovery codes 恢复码: ⟦SECRET|7h2k-9qpx-4mzd⟧ ⟦SECRET|c8vn-3wtr-q1ly⟧
"""),
("mixed_github_pat_ci_log", """
[CI] 构建失败 build ⟪build_id|#2291⟫ on runner ⟪hostname|gz-runner-03⟫
+ git clone https://⟦PERSON|xiaoming-zhou⟧:⟦SECRET|$key_ghpat1⟧@github.com/solar-cn/monitor.git
""".replace("⟦SECRET|$key_ghpat1⟧", "⟦APIKEY|$key_ghpat1⟧") + """fatal: Authentication failed
+ echo "notify ⟦PERSON|周晓明⟧"
+ curl -X POST ⟦SECRET|$slack_hook2⟧ -d '{"text":"build failed ⟪commit_sha|3e9b0c71⟫"}'
"""),
("mixed_rehab_hospital_pem_key", """
运维交接 ops handover - 康复医院 HIS 接口
服务器 server: ⟦IP_ADDRESS|10.16.8.22⟧ (⟪hostname|his-gw-01⟫), 登录用户 ⟦PERSON|ops_tangwei⟧
""".replace("⟦PERSON|ops_tangwei⟧", "ops_⟦PERSON|tangwei⟧") + """医保接口 private key 如下，请勿外传 do not share:
⟦SECRET|$pem1⟧
证书到期 cert expiry ⟪date|2027-01-31⟫
"""),
("mixed_aged_care_center_hk_fee", """
長者日間中心 Elderly Day Care - 收費通知 Fee Notice ⟪date|Apr 2026⟫
會員 Member: ⟦PERSON|Chow Kam Fai⟧ ⟦PERSON|周錦輝⟧
Service: day care 5 days/week, ⟦MEDICAL|認知障礙症 dementia (mild)⟧ support
Monthly fee after subsidy 資助後月費: ⟦AMOUNT|HK$2,150⟧
Outstanding 欠款: ⟦AMOUNT|HK$430⟧
Please pay by FPS to ⟦PHONE|2345 6789⟧ or cheque payable to ⟪org_name|Hong Kong Aged Care Assoc.⟫
""".replace("FPS to ⟦PHONE|2345 6789⟧", "FPS ID ⟪fps_id|1628 9034⟫")),
("mixed_wedding_venue_bank_transfer_nl", """
Hi ⟦PERSON|Sanne⟧ 和 ⟦PERSON|Hao⟧,
Thanks for choosing ⟪place|Kasteel de Haar⟫ for your wedding 婚礼 on ⟪date|12-09-2026⟫!
Venue fee ⟪price|€12.500⟫. Please transfer the first instalment ⟦AMOUNT|€4.000,00⟧ to ⟦IBAN|$iban_nl1⟧
(t.n.v. ⟪org_name|Kasteel Events B.V.⟫). Received so far from ⟦PERSON|Hao Chen⟧: ⟦AMOUNT|€1.500,00⟧.
Questions? Bel ⟦PERSON|Marieke⟧ op ⟦PHONE|+31 6 1234 5821⟧.
"""),
("mixed_tour_operator_spain_nie", """
客户资料 client file - Camino de Santiago 徒步 ⟪date|Sept 2026⟫
Name: ⟦PERSON|Qian Lu⟧ 钱露 (lives in Madrid), NIE ⟦NATIONAL_ID|$nie1⟧
""".replace("钱露", "⟦PERSON|钱露⟧") + """Phone ⟦PHONE|+34 612 45 70 98⟧
Health 健康: ⟦MEDICAL|knee osteoarthritis, takes ibuprofen 400mg⟧ - luggage transfer needed
Paid ⟦AMOUNT|€1,240⟧; luggage transfer ⟪price|€7/stage⟫
"""),
("mixed_broadband_aws_keys_wecom", """
企业微信 · 宽带平台组
⟦PERSON|Leo Sun⟧: staging 的 S3 上传一直 403
⟦PERSON|冯晓⟧: 用这个 key 试试 AWS_ACCESS_KEY_ID=⟦APIKEY|$key_aws2⟧
⟦PERSON|冯晓⟧: secret 是 ⟦SECRET|$aws_secret2⟧
⟦PERSON|Leo Sun⟧: ok works now. 装机照片 bucket ⟪bucket|bb-install-photos-stg⟫ region ⟪region|ap-east-1⟫
⟦PERSON|冯晓⟧: 用完记得删聊天记录 🙈
"""),
("mixed_cardiac_rehab_insurance_claim", """
Claim 理赔申请 - ⟪org_name|AIA⟫ policy ⟪policy_ref|AIA-HK-88712039⟫
Insured 受保人: ⟦PERSON|Tang Wing Sze⟧ 鄧詠詩, DOB ⟦DATE_OF_BIRTH|08/07/1969⟧
""".replace("鄧詠詩", "⟦PERSON|鄧詠詩⟧") + """Treatment: ⟦MEDICAL|cardiac rehabilitation phase II after CABG⟧, 12 sessions
Amount claimed 索償金額: ⟦AMOUNT|HK$18,600⟧
Pay to 收款: ⟦CARD|$visa2⟧ or cheque. Card security code not required.
Doctor: Dr. ⟦PERSON|Lee Chun Kit⟧ (⟪license_no|M12876⟫)
"""),
]
TEXTS += [
("mixed_ski_resort_swiss_booking", """
Booking 预订 - ⟪place|Zermatt⟫ ski chalet ⟪date|Dec 2026⟫
Lead guest 主订人: ⟦PERSON|Yvonne Kwok⟧ 郭燕雯, ⟦EMAIL|yvonne.kwok@gmail.com⟧
""".replace("郭燕雯", "⟦PERSON|郭燕雯⟧") + """Home address: ⟦ADDRESS|Flat 5B, 23 Conduit Road, Mid-Levels, Hong Kong⟧
Chalet rent ⟪price|CHF 9,800/week⟫. Paid 已付: ⟦AMOUNT|CHF 4,900⟧ by card ⟦CARD|$amex2⟧
Balance to ⟦IBAN|$iban_ch1⟧ (⟪org_name|Chalet Alpenrose AG⟫)
Ski school kids: ⟦PERSON|Ethan⟧ (7), ⟦PERSON|Chloe⟧ (5) - Chloe ⟦MEDICAL|對雞蛋過敏 egg allergy⟧
""".replace("- Chloe ⟦MEDICAL", "- ⟦PERSON|Chloe⟧ ⟦MEDICAL")),
("mixed_rehab_equipment_order_de", """
订单 Order ⟪order_ref|RH-DE-2026-071⟫ - 康复设备 from Germany
Patient 患者: ⟦PERSON|Stefan Krüger⟧ (father-in-law of ⟦PERSON|林娜⟧)
Lieferadresse: ⟦ADDRESS|Hauptstraße 14, 69117 Heidelberg⟧
Item: ⟪product_code|Ottobock C-Brace⟫ for ⟦MEDICAL|post-polio syndrome, 小儿麻痹后遗症⟧
Zahlung: ⟦AMOUNT|€3.860,00⟧ from ⟦IBAN|$iban_de2⟧; list price ⟪price|€4.290⟫
Contact ⟦PHONE|+49 6221 555 0197⟧
"""),
("mixed_ev_charging_card_cvv_chat", """
[Telegram · 充电桩海外代理群]
⟦PERSON|Omar⟧: 帮我开一下 fleet account, pay with this card
⟦PERSON|Omar⟧: ⟦CARD|$mc2⟧ 12/29 ⟦CVV|048⟧
""".replace("12/29", "⟪card_expiry|12/29⟫") + """⟦PERSON|赵晴⟧: 收到，首次充值 ⟦AMOUNT|AED 2,000⟧ 已扣款 ✅ account id ⟪account_ref|FLT-DXB-0091⟫
⟦PERSON|赵晴⟧: bot token for your dashboard: ⟦APIKEY|$key_telegram2⟧
"""),
]
TEXTS += [
("mixed_cloud_keys_incident_report", """
Security incident 安全事件 ⟪incident_ref|SEC-2026-014⟫ - leaked keys in public repo
Found by: ⟦PERSON|Priyanka Rao⟧ (⟦EMAIL|priyanka.rao@solarops.example.com⟧)
Repo: github.com/⟦PERSON|chenhao-pv⟧/scratch (commit ⟪commit_sha|b7e40c2d9a11f3e58c6d20a7f9b3e1c45d8a0f27⟫)
Leaked 泄露内容:
  - AWS ⟦APIKEY|$key_aws3⟧ / ⟦SECRET|$aws_secret3⟧
  - 阿里云 AccessKey ⟦APIKEY|$key_alibaba3⟧ / ⟦SECRET|$ali_secret3⟧
  - 腾讯云 SecretId ⟦APIKEY|$key_tencent2⟧
  - OpenAI ⟦APIKEY|$key_openai2⟧
Source IP of first abuse 首次滥用来源: ⟦IP_ADDRESS|45.137.21.88⟧ (not ⟪doc_ip|198.51.100.4⟫ as the alert said)
Cost impact 损失: ⟪price|USD 1,240⟫ in EC2 charges, absorbed by company. All keys rotated by ⟦PERSON|陈浩⟧ at ⟪time|03:20 UTC⟫.
"""),
]
