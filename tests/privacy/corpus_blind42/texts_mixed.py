# Mixed Chinese/English texts of the blind42 corpus. Every entry typed by hand.
# Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, `$name` -> values.VALUES[name].

TEXTS = []

TEXTS += [
("飞书chat", """⟦PERSON|Kevin Zhou⟧: 昨晚的 incident 我看了下，root cause 是 ⟪service_name|surge-pricer⟫ 的 cache 没设 TTL
⟦PERSON|Amy Lin⟧: 对，我在 ⟦IP_ADDRESS|172.16.40.15⟧ 上 dump 了 heap，里面有乘客 PII，比如 ⟦PERSON|陈晓燕⟧ ⟦PHONE|139 1702 4486⟧
⟦PERSON|Kevin Zhou⟧: 删掉吧，别放 shared drive。还有 prod 的 GitHub token ⟦APIKEY|$ghp1⟧ 谁 commit 进 repo 了？@⟦PERSON|amy.lin⟧
⟦PERSON|Amy Lin⟧: 😅 我的锅，马上 revoke，commit 是 ⟪commit_sha|$sha7⟫"""),

("bilingual_booking_email", """Dear Ms ⟦PERSON|Zhou Min⟧ / 尊敬的⟦PERSON|周敏女士⟧：
Your reservation ⟪booking_ref|EUR-FRA-882130⟫ is confirmed. 您的预订已确认。
Pick-up 取车: Frankfurt Airport T1, ⟪pickup_time|12 Oct 2024 09:30⟫
Driver 驾驶人: ⟦PERSON|ZHOU MIN⟧, passport 护照 ⟦PASSPORT|$pp_cn3⟧, DOB 出生日期 ⟦DATE_OF_BIRTH|1993-05-03⟧
Prepaid 已付: ⟦AMOUNT|EUR 386.40⟧ · Deposit 押金: ⟦AMOUNT|EUR 800⟧ on card ⟦CARD|$mc3⟧
Contact 联系电话: ⟦PHONE|+86 158 2109 6637⟧"""),

("app_review_mixed", """⟦PERSON|小明在德国⟧ ★★☆☆☆
在 Munich 的 ⟪site_name|Hofolding Nord⟫ 充电，app 显示 ⟪tariff|0.69 €/kWh⟫，结果 charged ⟦AMOUNT|€58.20⟧ for 60 kWh?? 给 support 发邮件 ⟦EMAIL|xiaoming.de@gmail.com⟧ 三天没回。customer ID ⟪customer_id|DE-C-7712034⟫，有人遇到过吗"""),

("cmr_note", """CMR consignment note ⟪cmr_number|No. 0048812-KZ⟫
Sender 发货人: ⟪org_name|义乌环球物流 Yiwu Global Logistics⟫
Driver 司机: ⟦PERSON|Nurlan Abenov⟧, passport ⟦PASSPORT|$pp_kz1⟧
Co-driver 副驾: ⟦PERSON|刘建平⟧, passport ⟦PASSPORT|$pp_cn4⟧, tel ⟦PHONE|+86 131 5790 2286⟧
Truck ⟪fleet_plate|441 ABC 02⟫ / trailer ⟪trailer_number|52 ABX 02⟫
Goods: ⟪cargo_description|auto parts 汽车配件, 18 pallets⟫, HS ⟪hs_code|8708.99⟫
备注: ⟦PERSON|刘建平⟧ 有 ⟦MEDICAL|高血压⟧，过霍尔果斯前记得买药"""),

("task_card", """TASK CARD ⟪task_card_no|TC-B1MQ8-2024-0711⟫   A/C ⟪aircraft_registration|B-1MQ8⟫   A320
ATA 79-31 oil pressure transmitter replacement, P/N ⟪part_number|8TJ124GGN1⟫
Performed by: ⟦PERSON|Fang Zhiyuan⟧ ⟦PERSON|方志远⟧
Inspected by: ⟦PERSON|He Jianjun⟧
Remark 备注: 做完后 ⟦PERSON|方志远⟧ 手被 hot oil 烫了，已去 clinic，诊断 ⟦MEDICAL|二度烫伤⟧，下周请假。
Torque wrench ⟪tool_id|TW-0331⟫ calibration due ⟪due_date|2024-09-01⟫"""),

("marketplace_messages", """Buyer ⟦PERSON|Jake Morrison⟧: hi, order ⟪order_id|8181204417729034⟫ still not shipped?? I paid ⟦AMOUNT|US $412.50⟧ for the carbon wheelset
Seller ⟦PERSON|Lucy⟧（⟦PERSON|小陈⟧）: Sorry dear! 工厂 delay, ship tomorrow by ⟪shipping_method|Cainiao Super Economy⟫, tracking ⟪tracking_number|LP00682213045578⟫
Buyer ⟦PERSON|Jake Morrison⟧: ok pls ship to ⟦ADDRESS|1187 Cedar Ridge Dr, Boulder, CO 80304⟧ not my old address. phone ⟦PHONE|+1 720 555 0133⟧
Seller ⟦PERSON|Lucy⟧: 好的 noted 👌"""),

("driver_registration", """Driver registration 司机注册 — ⟪org_name|GoKar SG⟫
Name 姓名: ⟦PERSON|Tan Wei Ming⟧ ⟦PERSON|陈伟明⟧
NRIC: ⟦NATIONAL_ID|$nric1⟧
Mobile: ⟦PHONE|+65 9123 4476⟧
Vehicle: ⟪fleet_plate|SLK4471D⟫, rented from ⟪org_name|Prime Car Rental⟫
Bank: ⟪bank_name|DBS⟫ ⟪masked_account|***-*-**7731⟫
备注: 司机说中文，英文一般；自述 ⟦MEDICAL|red-green colour blindness⟧，需 confirm 是否影响体检"""),

("wechat_port_chat", """⟦PERSON|Mandy Wu⟧: Hi Captain ⟦PERSON|Lee⟧, 这个 box ⟪container_number|$box3⟫ 海关放行了吗？
⟦PERSON|Lee Kwok Wai⟧: 还没, customs hold ⟪hold_code|CH-07⟫，要补 invoice。你 email 给 ⟦EMAIL|kwlee@hkportagency.com.hk⟧
⟦PERSON|Mandy Wu⟧: OK 马上发。demurrage 明天开始算 ⟪demurrage_rate|HK$1,200/day⟫ 😭
⟦PERSON|Lee Kwok Wai⟧: 知道。有事 call 我 ⟦PHONE|+852 9123 8876⟧"""),

("licence_application", """香港駕駛執照申請 Application — ⟪application_id|TD-2024-118830⟫
Applicant 申請人: ⟦PERSON|Wong Ka Yan⟧ ⟦PERSON|黃嘉欣⟧
HKID: ⟦NATIONAL_ID|$hkid1⟧
DOB 出生日期: ⟦DATE_OF_BIRTH|12/09/1995⟧
Tel: ⟦PHONE|+852 6234 5198⟧
內地地址 Mainland address: ⟦ADDRESS|深圳市福田区福华三路88号财富大厦2906，518048⟧
已付 Paid: ⟦AMOUNT|HK$900⟧, receipt ⟪receipt_number|R-0918-2231⟫"""),

("ocpp_log", """[OCPP] ⟪timestamp|2024-07-02T08:11:09Z⟫ CP=⟪charge_point_id|CN-SH-JD-0042⟫ <- [2,"⟪ocpp_message_id|19223201⟫","Authorize",{"idTag":"⟪id_tag|D7E3A19C⟫"}]
[OCPP] -> [3,"19223201",{"idTagInfo":{"status":"Accepted"}}]   # 这个 idTag 绑定的是 ⟦PERSON|林惠珍⟧ ⟦PHONE|138 1706 2254⟧
[OCPP] CP=CN-SH-JD-0042 <- BootNotification firmwareVersion="⟪firmware_version|4.1.0.22⟫"
[OCPP] handshake header: Authorization: Basic ⟦SECRET|Q04tU0gtSkQtMDA0MjpZZ2JKVFFlYzhHMFM2WDRM⟧   # 别把这行贴到群里"""),

("sms_mixed", """Driver ⟦PERSON|李师傅⟧: Hello I am your driver, white Toyota 白色丰田, arrive 5 min ⟪place_name|浦东机场⟫ P2
Passenger ⟦PERSON|Emma Schultz⟧: Thank you! I'm at gate 3 with a wheelchair, my mother has ⟦MEDICAL|Parkinson's⟧
Driver ⟦PERSON|李师傅⟧: OK no problem 没问题. my phone ⟦PHONE|138 5012 7763⟧
Passenger ⟦PERSON|Emma Schultz⟧: great. Can I pay cash? I have ⟦AMOUNT|200 RMB⟧
Driver ⟦PERSON|李师傅⟧: yes ok. order ⟪order_id|DD202409150614⟫"""),

("po_email", """Hi ⟦PERSON|Jenna⟧,
Please find attached PO ⟪po_number|PO-HY-240711-03⟫ for the 14 fuel nozzles (your quote ⟪quote_number|QT-55120⟫). Payment by T/T within 30 days.
Best regards / 此致
⟦PERSON|唐诗雨⟧ ⟦PERSON|Tang Shiyu⟧
Procurement 采购部 | ⟪org_name|华远航空工程 Huayuan Aero Engineering⟫
Tel ⟦PHONE|+86 531 8691 2290⟧ | ⟦EMAIL|tangsy@huayuanaero.com⟧"""),

("activity_export_json", """{"athlete":{"id":⟪athlete_id|48812093⟫,"username":"⟦PERSON|kevin_zhou_rides⟧","firstname":"⟦PERSON|Kevin⟧","lastname":"⟦PERSON|Zhou⟧","city":"Hangzhou 杭州","ftp":⟪ftp_watts|265⟫},
 "activity":{"name":"早晨骑行 Morning Ride","distance":⟪distance_m|62830.4⟫,"device":"⟪device_model|Edge 840⟫"},
 "health_alerts":[{"type":"⟦MEDICAL|atrial fibrillation⟧","note":"心率不齐提醒，建议就医"}],
 "email":"⟦EMAIL|kevin.zhou.cn@outlook.com⟧"}"""),

("runbook_markdown", """## Failover 切换步骤
1. 确认主库 ⟪hostname|db-master-01⟫ 不可用：`ping ⟪doc_ip|192.0.2.10⟫`（示例 IP，换成实际地址）
2. 提升从库：`mysql -h ⟦IP_ADDRESS|10.8.12.32⟧ -e "STOP SLAVE; RESET SLAVE ALL;"`
3. 修改 DNS ⟪dns_record|db.dispatch.internal⟫ 指向新主库
4. 通知 oncall：⟦PERSON|程一帆⟧ ⟦PHONE|17717036612⟧，backup ⟦PERSON|Amy Lin⟧ ⟦PHONE|+86 186 0213 5578⟧
示例配置 example：`AWS_SECRET_ACCESS_KEY=⟪example_key|wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY⟫`"""),

("complaint_email_mixed", """To: ⟦EMAIL|support@cityhop.app⟧
Subject: 投诉 complaint – driver rude & overcharge
Hi, 我是 ⟦PERSON|Li Xinyi⟧（⟦PERSON|李欣怡⟧）, trip ⟪trip_id|TRP-2024-09-14-20331⟫ from Heathrow T5 to ⟦ADDRESS|Flat 5, 22 Gower Street, London WC1E 6HA⟧ (student accommodation). Driver charged me ⟦AMOUNT|£96⟧ but the app estimate was ⟪fare_quote|£58–£64⟫. 他还说了很难听的话，非常不礼貌。My UK number ⟦PHONE|+44 7700 900826⟧, 请尽快回复。"""),

("telematics_api_json", """{"vehicles":[
 {"plate":"⟪fleet_plate|沪D·55321⟫","imei":"⟪telematics_imei|$imei2⟫","driver":{"name":"⟦PERSON|韩磊⟧","pinyin":"⟦PERSON|Han Lei⟧","mobile":"⟦PHONE|138-1234-9027⟧"},"last_ip":"⟦IP_ADDRESS|100.96.211.4⟧","fw":"⟪firmware_version|JT808-2.3.11⟫"},
 {"plate":"⟪fleet_plate|沪D·55322⟫","imei":"⟪telematics_imei|$imei3⟫","driver":{"name":"⟦PERSON|冯秀兰⟧","pinyin":"⟦PERSON|Feng Xiulan⟧","mobile":"⟦PHONE|150 2178 4420⟧"},"last_ip":"⟦IP_ADDRESS|100.96.211.9⟧","fw":"JT808-2.3.11"}]}"""),

("health_declaration", """Health Declaration 健康申报 — ⟪vessel_name|MS Blue Dolphin⟫ voyage ⟪voyage_number|BD2409⟫
Name 姓名: ⟦PERSON|TAN Mei Ling⟧ ⟦PERSON|陈美玲⟧
Passport 护照: ⟦PASSPORT|$pp_sg1⟧        Cabin 舱房: ⟪cabin_number|9127⟫
Symptoms in last 48h 症状: ⟦MEDICAL|fever 38.5°C⟧, ⟦MEDICAL|diarrhoea⟧
Current medication 正在服用: ⟦MEDICAL|Metformin⟧
Emergency contact 紧急联系人: ⟦PERSON|Tan Boon Huat⟧ (husband) ⟦PHONE|+65 8123 5540⟧"""),

("wechat_mx_chat", """⟦PERSON|Allen⟧: ⟪aircraft_registration|B-30AK⟫ 的 AOG 搞定没？
⟦PERSON|贺工⟧: 还在等 part，⟪part_number|C20225000⟫ 从 ⟪place_name|Singapore⟫ 调过来，AWB ⟪air_waybill|618-55120934⟫
⟦PERSON|Allen⟧: ok。AMOS 夜班账号 ⟪account_name|mx_night⟫ 密码改成 ⟦PASSWORD|Night@B30AK⟧ 了，别忘了
⟦PERSON|贺工⟧: 收到。我今晚 ⟦MEDICAL|发烧⟧ 了，可能要 ⟦PERSON|小方⟧ 顶一下"""),

("financing_application", """Financing application 分期申请 — ⟪org_name|Pedal Pushers Vancouver⟫
Applicant 申请人: ⟦PERSON|Chen Jia Hui⟧（⟦PERSON|陈佳慧⟧）
SIN: ⟦NATIONAL_ID|$sin1⟧        DOB: ⟦DATE_OF_BIRTH|June 2, 1990⟧
Address: ⟦ADDRESS|3308 - 1189 Melville St, Vancouver, BC V6E 4T8⟧
Phone: ⟦PHONE|(604) 555-0149⟧
Bike: ⟪bike_model|RadCity 5 Plus⟫, MSRP ⟪msrp|CAD 2,299⟫; down payment ⟦AMOUNT|CAD 460⟧
Annual income 年收入: ⟦AMOUNT|CAD 58,000⟧"""),

("crash_log", """FATAL EXCEPTION: main
Process: ⟪package_name|com.feichi.driver⟫, PID: ⟪pid|22817⟫
java.lang.NullPointerException: 订单乘客信息为空 passengerPhone=⟦PHONE|+86 137 6120 8845⟧
    at com.feichi.driver.order.OrderCardView.bind(OrderCardView.kt:142)
    at com.feichi.driver.order.OrderListAdapter.onBindViewHolder(OrderListAdapter.kt:58)
Device: ⟪device_model|Xiaomi 13⟫, Android 14, app ⟪app_version|6.8.2⟫ (⟪build_number|6802⟫)
User: ⟦PERSON|sunhao_driver⟧  Authorization: Bearer ⟦APIKEY|$jwt6⟧"""),

("wechat_lesson_chat", """⟦PERSON|Mike⟧: ⟦PERSON|刘教练⟧ hi, tomorrow 科目二 practice still 9am?
⟦PERSON|刘教练⟧: 对，9点。bring your passport 护照
⟦PERSON|Mike⟧: ok. passport number is ⟦PASSPORT|$pp_us1⟧ in case you need it for the booking
⟦PERSON|刘教练⟧: 好的。剩下学费 ⟦AMOUNT|2000块⟧ 明天给我就行，场地 ⟪place_name|嘉定训练场⟫
⟦PERSON|Mike⟧: can I WeChat pay? 👍"""),

("tos_error_log", """2024-08-14 02:11:45,812 ERROR [EDI-IN] COPARN parse failed for booking ⟪booking_ref|SHA2408140091⟫: container ⟪container_number|$box2⟫ ISO type ⟪iso_size_type|45G1⟫ mismatch
2024-08-14 02:11:45,990 WARN  [EDI-IN] sender=⟪edi_sender_id|CNSHACOSCO⟫ ftp=⟦IP_ADDRESS|58.246.11.201⟧ user=edi_cosco pass=⟦PASSWORD|Edi#2019sha⟧   # 这个密码五年没改了…
2024-08-14 02:12:01,004 INFO  [NOTIFY] 已通知值班 ⟦PERSON|钱海燕⟧ <⟦EMAIL|qianhy@qdshipagency.com⟧>"""),

("swap_station_chat", """User ⟦PERSON|Daniel Wu⟧: 换电站 ⟪station_id|PS-SH-0219⟫ 一直显示 out of service，I've been waiting 40 min
Agent ⟦PERSON|Sophie⟧: 非常抱歉 Mr ⟦PERSON|Wu⟧，站内 robot arm 故障 ⟪error_code|ERR-4021⟫，工程师在路上
User ⟦PERSON|Daniel Wu⟧: 我的账号 ⟦EMAIL|danielwu.sh@gmail.com⟧，电池包 ⟪battery_pack_id|BP-75-2203881⟫
Agent ⟦PERSON|Sophie⟧: 已为您申请补偿 ⟦AMOUNT|¥100⟧，24小时内到账"""),

("commercial_invoice", """COMMERCIAL INVOICE 商业发票 No. ⟪invoice_number|HY-EXP-2024-0088⟫
Shipper 发货人: ⟪org_name|华远航空工程 Huayuan Aero Engineering⟫
Consignee 收货人: ⟪org_name|Aerotrade Parts LLC⟫, Miami
Item: ⟪part_number|C20225000⟫ brake assembly (core return 旧件退回), S/N ⟪serial_number|BRK77120⟫, qty 1, ⟪unit_price|USD 18,500.00⟫
HS Code ⟪hs_code|8803.20⟫   Incoterm ⟪incoterm|FCA PVG⟫
Total 合计 ⟪invoice_total|USD 18,500.00⟫"""),

("payout_account_form", """Auszahlungskonto / 收款账户设置
Name 姓名: ⟦PERSON|Wang Lei⟧ ⟦PERSON|王磊⟧
IBAN: ⟦IBAN|$iban_de2⟧
Adresse 地址: ⟦ADDRESS|Hansaallee 118, 60320 Frankfurt am Main⟧
Tel: ⟦PHONE|+49 176 2233 4419⟧
上周收入 last week: ⟦AMOUNT|€742,30⟧ (⟪trip_count|61 trips⟫)"""),

("w9_form", """Form W-9 (excerpt) — 承运司机 independent contractor
Name: ⟦PERSON|Michael Huang⟧ ⟦PERSON|黄明⟧
SSN: ⟦SSN|$ssn7⟧
Address: ⟦ADDRESS|2450 Valley Blvd, Alhambra, CA 91803⟧
Signature: ⟦PERSON|M. Huang⟧   Date: ⟪signature_date|06/12/2024⟫
备注：⟦PERSON|黄师傅⟧说之前那份 SSN 填错了，这份是新的，旧的 ⟪masked_ssn|***-**-2476⟫ 作废。"""),

("charge_card_csv", """卡号 card_no,持卡人 holder,手机 mobile,月限额 limit,状态 status
⟪charge_card_no|EV-8810-0042⟫,⟦PERSON|孙浩⟧,⟦PHONE|13501926648⟧,⟪spend_cap|¥2000⟫,active
EV-8810-0043,⟦PERSON|何晴⟧,⟦PHONE|18651290317⟧,¥2000,frozen 挂失
EV-8810-0044,⟦PERSON|Ahmed Khan⟧,⟦PHONE|+86 150 2178 9903⟧,¥3000,active"""),

("python_source", """# 短信服务配置 —— TODO ⟦PERSON|amy.lin⟧ 迁移到 Vault
SMS_ACCESS_KEY = "⟦APIKEY|$ltai3⟧"
SMS_ACCESS_SECRET = "⟦SECRET|$alisec3⟧"
SMS_TEMPLATE = "⟪sms_template_code|SMS_463920117⟫"
STRIPE_WEBHOOK_SECRET = "⟦SECRET|$whsec1⟧"
TEST_PHONE = "⟦PHONE|+86 186 0213 5578⟧"  # ⟦PERSON|Amy⟧ 的手机，上线前删掉"""),

("ferry_eticket", """⟪org_name|海天快船 SeaSky Ferry⟫ e-ticket 電子船票
Passenger 乘客: ⟦PERSON|LEUNG Wing Sze⟧ ⟦PERSON|梁詠詩⟧
HKID: ⟦NATIONAL_ID|$hkid2⟧
Route: Hong Kong – Macau (Outer Harbour) ⟪sailing_time|18:30⟫, seat ⟪seat_number|B27⟫
Fare paid 已付: ⟦AMOUNT|HK$175⟧    ticket ⟪ticket_number|ST-2408-5512093⟫"""),

("staff_table", """emp_id | name_cn | name_en | licence | dob | mobile
⟪staff_id|HY-0927⟫ | ⟦PERSON|唐诗雨⟧ | ⟦PERSON|Tang Shiyu⟧ | ⟪license_category|ME-TA⟫ | ⟦DATE_OF_BIRTH|1995-09-23⟧ | ⟦PHONE|13605318821⟧
⟪staff_id|HY-1033⟫ | ⟦PERSON|方志远⟧ | ⟦PERSON|Fang Zhiyuan⟧ | ME-TA | ⟦DATE_OF_BIRTH|1986-05-07⟧ | ⟦PHONE|13706402215⟧
⟪staff_id|HY-1120⟫ | ⟦PERSON|邱振宇⟧ | ⟦PERSON|Qiu Zhenyu⟧ | ME-PA | ⟦DATE_OF_BIRTH|1991-04-12⟧ | ⟦PHONE|180 0571 3392⟧"""),

("incident_note", """Incident note 情况说明 — ⟪incident_id|SZ-20240903-017⟫
外籍乘客 ⟦PERSON|Lukas Meyer⟧ 称把护照落在车内，passport no. ⟦PASSPORT|$pp_de1⟧。
司机 ⟦PERSON|曹志刚⟧ 已将护照交到 ⟪police_station|福田派出所⟫，回执号 ⟪receipt_number|FT-0903-112⟫。
乘客联系方式 ⟦PHONE|+49 1522 3456789⟧ / ⟦EMAIL|lukas.meyer@gmx.de⟧，住 ⟪hotel_name|Futian Harbour Hotel⟫ room 1708。"""),

("installer_wechat", """⟦PERSON|Tom Becker⟧: Hi 师傅, when can you come install the wallbox?
安装师傅⟦PERSON|老陈⟧: 明天下午 2 点 ok? 地址发我
⟦PERSON|Tom Becker⟧: ⟦ADDRESS|上海市长宁区虹桥路1665弄8号1201室，200336⟧. 物业 contact is Ms ⟦PERSON|Gu⟧ ⟦PHONE|021-6270 5512⟧
⟦PERSON|老陈⟧: 好的。安装费 ⟦AMOUNT|1,800元⟧ 现场付，含 30 米线，桩是 ⟪product_model|7kW 交流桩 AC-7⟫"""),

("telegram_bot_alert", """🚛 FleetBot: Geofence exit ⟪geofence_name|Yard-Shenzhen-01⟫ by ⟪fleet_plate|粤B·C2281⟫, driver ⟦PERSON|Lin Wei⟧ ⟦PERSON|林伟⟧ (⟦PHONE|+86 139 2650 7781⟧) at ⟪timestamp|2024-09-11 23:47⟫
⚠️ 这个频道的 bot token（别外传）: ⟦APIKEY|$tgbot3⟧
chat id ⟪telegram_chat_id|-1002233445566⟫"""),

("crew_transport_request", """Crew transport request 机组用车
Date: ⟪service_date|2024-10-05⟫ 05:10 pick-up at ⟪hotel_name|Hilton Garden Inn PVG⟫
Crew: Capt ⟦PERSON|Mark Ellison⟧, F/O ⟦PERSON|刘洋⟧, engineer ⟦PERSON|Ravi Patel⟧
Contact 联系: crew scheduling ⟦PHONE|+86 21 6834 2211⟧
Billing 月结: account ⟪corporate_account|CORP-HY-0019⟫, est. ⟪fare_estimate|¥340⟫"""),

("forum_post_mixed", """V2EX · 发现某租车 app 的 API 没鉴权…
GET https://api.rent-xx.com/v2/orders/⟪order_id|77120193⟫ 直接返回:
{"renter":"⟦PERSON|郑凯文⟧","idNo":"⟦IDCARD|$id27⟧","mobile":"⟦PHONE|15920093381⟧","token":"⟦APIKEY|$jwt7⟧"}
换个 orderId 就能看别人的。已经 email ⟦EMAIL|security@rent-xx.com⟧ 报告，三天没回。⟪reply_count|52 条回复⟫"""),

("bike_dispatch_log", """[dispatch-bike] ⟪timestamp|2024-09-01 06:00:00⟫ 调度任务 task=⟪task_id|RB-0901-331⟫ zone=⟪zone_id|XH-12⟫ need=45
[dispatch-bike] assign ops ⟦PERSON|阿彪⟧ (⟦PERSON|biao.wang⟧) ⟦PHONE|15700218834⟧ van=⟪fleet_plate|沪B·Q7710⟫
[dispatch-bike] WARN ops ⟦PERSON|阿彪⟧ GPS 上报 IP ⟦IP_ADDRESS|10.211.0.87⟧ 与绑定设备不一致 device=⟪device_id|$uuid7⟫"""),

("wecom_chat", """⟦PERSON|Jonas Berg⟧: Hi ⟦PERSON|周立伟⟧, for the OCPI peering pls use this credentials token: ⟦SECRET|$cookie5⟧
⟦PERSON|周立伟⟧: 收到 thanks! 我们的 versions endpoint 是 ⟪url|https://ocpi.xingzhuang.com/2.2.1/versions⟫，我们的 token 单独发你
⟦PERSON|Jonas Berg⟧: 👍 our party id is ⟪ocpi_party_id|VGD⟫, country NO. test EVSE ⟪evse_id|NO*VGD*E00042*1⟫"""),
]

TEXTS += [
("driver_packet_mixed", """新司机入职资料 New driver packet — ⟪org_name|Golden Bridge Trucking LLC⟫
Driver 司机: ⟦PERSON|Zhang Hao⟧ ⟦PERSON|张浩⟧, DOB ⟦DATE_OF_BIRTH|03/18/1984⟧
SSN: ⟦SSN|$ssn10⟧
CDL: CA Class A, DOT medical card expires ⟪med_card_expiry|2025-02-28⟫
Phone 手机: ⟦PHONE|(626) 555-0187⟧   WeChat: ⟦PERSON|zhanghao_trucker⟧
Direct deposit: routing ⟪routing_number|021000021⟫, account ⟪masked_account|****4471⟫
病史 Medical: ⟦MEDICAL|sleep apnea⟧，每晚用 ⟦MEDICAL|CPAP⟧
Emergency contact 紧急联系人: wife ⟦PERSON|Li Na⟧ ⟦PHONE|(626) 555-0142⟧"""),

("chargeback_dispute", """Chargeback dispute 拒付争议 — case ⟪dispute_id|dp_1PxQ22Lm⟫
Cardholder 持卡人: ⟦PERSON|Huang Yiting⟧ ⟦PERSON|黄怡婷⟧
Card: ⟦CARD|$amex3⟧, CID ⟦CVV|4821⟧（客户在邮件里直接发的，已提醒她不要这样）
Disputed 争议金额: ⟦AMOUNT|€127.45⟧ for session ⟪charging_session_id|CS-NL-88120455⟫
Refund to 退款账户: ⟦IBAN|$iban_nl1⟧
Merchant descriptor ⟪merchant_descriptor|VOLTGRID*NL 020⟫
Email: ⟦EMAIL|yiting.huang@163.com⟧"""),
]
