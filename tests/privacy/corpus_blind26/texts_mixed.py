# Mixed Chinese/English texts, written by hand one at a time.
TEXTS = []
T = TEXTS.append

T(("crew_agency_wechat_mixed", """
Captain ⟦PERSON|Lee⟧: ⟦PERSON|阿May⟧，下个月 ⟪vessel_name|Ocean Pearl⟫ 要换 2 个 cadet，资料发我
⟦PERSON|阿May⟧: 好的 Captain。第一个 ⟦PERSON|黄俊杰⟧，HKID ⟦NATIONAL_ID|$hkid1⟧，passport ⟦PASSPORT|K08812734⟧
⟦PERSON|阿May⟧: 第二个 ⟦PERSON|Ng Ka Wai⟧，HKID ⟦NATIONAL_ID|$hkid2⟧，他有 ⟦MEDICAL|colour blindness⟧，can he do deck?
Captain ⟦PERSON|Lee⟧: deck 不行，转 engine。join ⟪place|Singapore⟫ ⟪date|Jan 6⟫
"""))

T(("aviation_licence_mixed_email", """
Dear Mr. ⟦PERSON|陈⟧ / ⟦PERSON|陈志明⟧先生，

您的 ATPL 换证申请已收到 (ref ⟪case_ref|CAAC-LIC-2026-8812⟫)。Please provide:
1. 身份证复印件 – ⟦IDCARD|$prc12⟧ 已核对
2. Class I 体检合格证，备注 ⟦MEDICAL|近视需戴眼镜⟧
3. 飞行经历记录本 (total ⟪quantity|1,214 hrs⟫)

出生日期 ⟦DATE_OF_BIRTH|2001-03-15⟧ 与系统不一致, please confirm.
Regards, ⟦PERSON|Emily Zhou⟧ | ⟦PHONE|+86 10 6409 1123⟧
"""))

T(("freight_forwarder_mixed_slack", """
#shenzhen-ops
⟦PERSON|kevin.liang⟧: BL ⟪bol_number|SZX2611884⟫ 的 consignee 地址写错了，应该是 ⟦ADDRESS|广东省深圳市南山区科技南十二路2号金蝶软件园B栋6楼⟧
⟦PERSON|rachel.t⟧: ok 我改。driver ⟦PERSON|老钟⟧ 电话 ⟦PHONE|138 2654 7710⟧ 今晚 ⟪time|10pm⟫ 到 ⟪place|盐田港⟫
⟦PERSON|kevin.liang⟧: customs 那边 demurrage 已经 ⟪price|USD 150/day⟫ 了，客户说只付 ⟦AMOUNT|USD 300⟧，剩下我们吃
"""))

T(("truck_driver_hk_crossborder", """
跨境司机登记 Cross-border Driver Registration
Name 姓名: ⟦PERSON|CHAN Tai Man⟧ ⟦PERSON|陳大文⟧
HKID: ⟦NATIONAL_ID|$hkid3⟧
回乡证 Home Return Permit: ⟪permit_ref|H0418823⟫
Mobile: ⟦PHONE|+852 9123 4478⟧ / ⟦PHONE|+86 139 2381 0457⟧
Vehicle ⟪plate_number|粤Z·H442港⟫   Company ⟪org_name|永興運輸有限公司⟫
"""))

T(("mining_fifo_mixed_roster", """
Shift roster – ⟪place|Oyu Tolgoi⟫ expat crew
| Name | Role | Passport | 备注 |
|---|---|---|---|
| ⟦PERSON|Zhang Lei⟧ ⟦PERSON|张磊⟧ | Shift boss | ⟦PASSPORT|EH4417302⟧ | 有 ⟦MEDICAL|高原反应⟧ 史 |
| ⟦PERSON|Darren Wolfe⟧ | Geologist | ⟦PASSPORT|PA7712093⟧ | |
| ⟦PERSON|Bat-Erdene⟧ | Driller | ⟪masked_passport|E*****21⟫ | local hire |
Camp Wi-Fi 密码 ⟦PASSWORD|Gobi#2026!⟧
"""))

T(("oil_rig_medevac_mixed", """
【紧急】⟪asset_name|南海某平台⟫ medevac request
Patient: ⟦PERSON|Ivan Petrov⟧, 38, Russian, passport ⟦PASSPORT|752218834⟧
症状：⟦MEDICAL|急性阑尾炎⟧ suspected, pain score 8/10, 已给 ⟦MEDICAL|morphine 5mg IV⟧
Helicopter ⟪aircraft_reg|B-70FK⟫ ETA ⟪duration|1h20m⟫，目的地 ⟪place|湛江⟫
Rig medic ⟦PERSON|罗大夫⟧ 卫星电话 ⟦PHONE|+870 772 551 204⟧
"""))

T(("ngo_registration_mixed_form", """
Registration 登记 – ⟪org_name|Hope Bridge HK⟫ asylum seeker support
Name: ⟦PERSON|Abdul Karim Rahman⟧
Recognizance paper: ⟪document_ref|ImmD 10118/26⟫
DOB 出生日期: ⟦DATE_OF_BIRTH|12 Aug 1990⟧
Phone: ⟦PHONE|+852 6512 3390⟧
Health 健康: ⟦MEDICAL|tuberculosis (on treatment)⟧，需要 ⟦MEDICAL|rifampicin⟧ supply
Monthly food allowance received: ⟦AMOUNT|HK$1,200⟧ (case worker review ⟪date|2027-01-15⟫)
"""))

T(("election_poll_worker_mixed", """
Poll worker roster 投票站工作人员 – ⟪place|Richmond Hill⟫ Station ⟪precinct_ref|18⟫
⟦PERSON|Wong, Cindy⟧ – Deputy Returning Officer – ⟦PHONE|905-555-0142⟧
⟦PERSON|Li Xiaoming⟧ – Interpreter (普通话/粤语) – SIN ⟦NATIONAL_ID|$sin2⟧ for payroll
⟦PERSON|Patel, Anand⟧ – Information Officer
Pay: ⟦PERSON|Cindy⟧ ⟦AMOUNT|$420⟧, ⟦PERSON|Xiaoming⟧ ⟦AMOUNT|$310⟧, ⟦PERSON|Anand⟧ ⟦AMOUNT|$310⟧
"""))

T(("library_mixed_email", """
Hi ⟦PERSON|Wei⟧,

你借的 "⟪book_title|Designing Data-Intensive Applications⟫" 已逾期 ⟪quantity|23 days⟫，罚款 ⟦AMOUNT|S$4.60⟧。Please return to ⟪place|Jurong West⟫ branch.
Your NRIC on file is ⟦NATIONAL_ID|$nric1⟧ – if this is wrong please update via the app.

⟪org_name|NLB⟫ Customer Service · ⟦PHONE|6332 3255⟧
"""))

T(("fitness_coach_mixed_chat", """
Coach ⟦PERSON|Ryan⟧: ⟦PERSON|Jessica⟧ 今天 HR 最高到了 ⟪quantity|178⟫，too high!
⟦PERSON|Jessica⟧: sorry 教练，我忘了说我有 ⟦MEDICAL|WPW syndrome⟧，医生说不能超过 160
Coach ⟦PERSON|Ryan⟧: OK 以后 cap at ⟪quantity|150⟫。supplements 那边 stop the ⟦MEDICAL|caffeine pills⟧ too
⟦PERSON|Jessica⟧: 好～ 这个月学费 ⟦AMOUNT|¥3,600⟧ transfer 了
"""))

T(("ivf_clinic_mixed_whatsapp", """
Dr ⟦PERSON|Tan⟧: Hi Mrs ⟦PERSON|Lim⟧, your E2 today is ⟪lab_value|2,840 pg/mL⟫, 明天 trigger shot ⟦MEDICAL|Ovidrel 250mcg⟧ at ⟪time|9:30pm⟫ sharp
Mrs ⟦PERSON|Lim⟧: 好的 Dr ⟦PERSON|Tan⟧。egg retrieval 那天 my husband ⟦PERSON|Kelvin⟧ 要 provide sample 吗？
Dr ⟦PERSON|Tan⟧: Yes. Deposit ⟦AMOUNT|S$5,000⟧ payable at counter. Package is ⟪price|S$14,800⟫ all-in.
"""))

T(("therapy_intake_mixed", """
Intake form 初诊登记
Name: ⟦PERSON|Hsu Pei-Ling⟧ ⟦PERSON|徐佩玲⟧
Email: ⟦EMAIL|peiling.hsu@gmail.com⟧
Reason for visit 就诊原因: ⟦MEDICAL|binge eating disorder⟧，最近三个月 ⟦MEDICAL|insomnia⟧
Current meds: ⟦MEDICAL|lisdexamfetamine 30mg⟧
Emergency contact: ⟦PERSON|徐妈妈⟧ ⟦PHONE|+886 912 555 308⟧
Session fee ⟪price|NT$2,500⟫ / 50 min
"""))

T(("doping_control_mixed_sms", """
[CHINADA] ⟦PERSON|Liu Yang⟧ 您好，please report to Doping Control Station ⟪place|Room B2⟫ within ⟪duration|60 min⟫. 样本 ⟪sample_code|A4471093⟫. Bring ID (⟦IDCARD|$prc6⟧). Chaperone: ⟦PERSON|小邱⟧ ⟦PHONE|186 2711 9043⟧
"""))

T(("tattoo_booking_mixed_ig", """
⟦PERSON|kiki_wong⟧: hi 想约 ⟪date|Dec 20⟫ 做 fine line，大概 palm size
⟪org_name|Needle & Nib⟫: Hi ⟦PERSON|Kiki⟧! palm size starting ⟪price|HK$2,800⟫，deposit ⟦AMOUNT|HK$800⟧，付款后 booking confirmed
⟦PERSON|kiki_wong⟧: 已 FPS 過去 🙏 我有 ⟦MEDICAL|keloid⟧ tendency 會唔會有問題
⟪org_name|Needle & Nib⟫: 會先做 test dot，thanks ⟦PERSON|Kiki⟧
"""))

T(("cinema_booking_mixed_receipt", """
⟪org_name|MCL Cinemas⟫ e-Receipt 電子收據
Customer: ⟦PERSON|Ho Wing Sze⟧
Film: ⟪film_title|Zootopia 2⟫ 粵語版  ⟪datetime|2026-12-24 19:40⟫  House ⟪screen_number|3⟫  Seats ⟪seat_number|H10⟫ ⟪seat_number|H11⟫
Card: ⟦CARD|$amex1⟧  CVV ⟦CVV|2281⟧ (stored by mistake – see ticket ⟪ticket_ref|IT-3391⟫)
Total 總額: ⟦AMOUNT|HK$236⟧
"""))

T(("bakery_mixed_reservation", """
Reservation 訂位 ⟪booking_ref|#A1182⟫
Name: ⟦PERSON|Mandy Cheung⟧ ⟦PERSON|張小姐⟧, party of 5, ⟪datetime|Sat 1pm⟫
Notes: 2 kids, one (⟦PERSON|Ethan⟧) has ⟦MEDICAL|tree nut allergy⟧ + carries ⟦MEDICAL|EpiPen⟧；生日蛋糕 pre-order 6" ⟪price|HK$388⟫
Deposit paid ⟦AMOUNT|HK$200⟧ by ⟦CARD|$mc2⟧, CVV ⟦CVV|455⟧
Tel ⟦PHONE|+852 9877 2231⟧
"""))

T(("laundry_mixed_app_log", """
⟪timestamp|2026-12-01 08:20:11⟫ [order] id=⟪order_ref|LD-77120⟫ user=⟦PERSON|chenxiaowen⟧ pickup_addr="⟦ADDRESS|上海市浦东新区张杨路1688号2号楼1201室⟧"
⟪timestamp|2026-12-01 08:20:11⟫ [pay] wechat_pay ok amount=⟦AMOUNT|86.00⟧ CNY openid=⟪app_id|oX7s2wKp9Lr3Yq1Zf8Hn4Vb6Tc0⟫
⟪timestamp|2026-12-01 08:20:12⟫ [notify] sms to ⟦PHONE|13916628804⟧ sent via ⟦IP_ADDRESS|47.100.22.81⟧
"""))

T(("smart_home_mixed_yaml", """
# configuration.yaml – 家里的 Home Assistant (⟦PERSON|zhaolei⟧)
homeassistant:
  name: 我家
  latitude: ⟪coordinate|31.2304⟫
  longitude: ⟪coordinate|121.4737⟫
notify:
  - platform: dingtalk
    webhook: "⟦SECRET|$dinghook1⟧"
mqtt:
  broker: ⟦IP_ADDRESS|192.168.3.2⟧
  password: "⟦PASSWORD|zl19900919!⟧"
# 门锁: 小米 ⟪model_name|X20 Max⟫, 备用开门密码 ⟦PASSWORD|306118⟧
"""))

T(("esp_dkim_mixed_ticket", """
工单 ⟪ticket_ref|EM-2291⟫: DKIM 签名失败 for ⟪domain|news.yuyue-clinic.cn⟫
客户 ⟦PERSON|Jason Qiu⟧ 说 SendGrid key 是 ⟦APIKEY|$sendgrid2⟧，但 DNS selector ⟪dkim_selector|sg2⟫ 没发布。
DMARC aggregate report from ⟦IP_ADDRESS|106.14.55.190⟧: ⟪percentage|37%⟫ fail。
建议: 先发布 TXT record，再 rotate key。联系邮箱 ⟦EMAIL|jason.qiu@yuyue-clinic.cn⟧
"""))

T(("k8s_helm_mixed_runbook", """
## Runbook: 部署 ⟪chart_name|rider-dispatch⟫ 到 ⟪cluster_name|ack-hz-prod⟫
1. helm upgrade --install rider-dispatch ./chart -f values-prod.yaml --version ⟪version|4.2.0⟫
2. 确认 secret 已创建:
   kubectl create secret generic oss-cred --from-literal=AK=⟦APIKEY|$ltai2⟧ --from-literal=SK=⟦SECRET|$ali_sec2⟧
3. Image pull secret 用 ⟦PERSON|wangjun⟧ 的 GitLab token ⟦APIKEY|$glpat2⟧ (TODO: 换成 service account)
4. 告警 webhook: ⟦SECRET|$wecomhook1⟧
Owner: ⟦PERSON|王军⟧ (⟦EMAIL|wangjun@fengniao-tech.com⟧)
"""))

T(("erp_vendor_mixed_idoc", """
IDoc ⟪idoc_number|0000000051120044⟫ CREMAS05
E1LFA1M  LIFNR ⟪vendor_number|0000410220⟫  NAME1 ⟦PERSON|Müller, Hans⟧  LAND1 DE
E1LFA1M  STRAS ⟦ADDRESS|Hauptstraße 12, 70173 Stuttgart⟧
E1LFBKM  IBAN ⟦IBAN|$iban_de2⟧
备注: 德国供应商，个人独资。付款条件 ⟪payment_terms|Z014⟫，联系人 ⟦PERSON|小冯⟧ (purchasing)
"""))

T(("medical_aesthetics_mixed_consult", """
Consultation note – ⟪org_name|Lumière Aesthetic Clinic⟫ 上海
Client: ⟦PERSON|Vivian Gao⟧ ⟦PERSON|高薇⟧
ID: ⟦IDCARD|$prc27⟧  DOB ⟦DATE_OF_BIRTH|2000-01-28⟧
History: ⟦MEDICAL|rhinoplasty with silicone implant⟧ (2022, Seoul)，⟦MEDICAL|hyaluronidase allergy⟧
Plan: Botox masseter 50U，price list ⟪price|¥3,980⟫，client paid ⟦AMOUNT|¥3,580⟧ with coupon
Doctor: ⟦PERSON|金医生⟧ (Dr ⟦PERSON|Kim⟧)
"""))

T(("yuezi_center_mixed_contract", """
Confinement Centre Service Agreement 月子服务协议
Client 客户: ⟦PERSON|Sharon Lee⟧ ⟦PERSON|李霜⟧
Passport: ⟦PASSPORT|E88120447⟧ (Singapore)  FIN ⟦NATIONAL_ID|$fin1⟧
Expected delivery 预产期: ⟪date|2027-02-14⟫，⟦MEDICAL|placenta previa⟧，planned C-section
Package 套餐: 28 days VIP ⟪price|S$16,800⟫，deposit paid ⟦AMOUNT|S$8,000⟧
Husband 丈夫: ⟦PERSON|Daniel Lee⟧ ⟦PHONE|+65 9123 5582⟧
"""))

T(("delivery_rider_mixed_ticket", """
Ticket ⟪ticket_ref|DR-55120⟫ – rider accident 骑手事故
Rider: ⟦PERSON|Rahul Sharma⟧ (Foodpanda HK)，Aadhaar ⟦NATIONAL_ID|$aadhaar2⟧ on file for visa
事故: 在 ⟪place|旺角⟫ 被的士撞，⟦MEDICAL|fractured wrist⟧，在 ⟪org_name|伊利沙伯醫院⟫ 治療
Compensation 賠償: ⟦AMOUNT|HK$18,500⟧ approved by ⟦PERSON|Alice Fung⟧
"""))

T(("express_station_mixed_sms", """
[顺丰] Dear ⟦PERSON|Tom Walker⟧, your parcel ⟪tracking_number|SF1402283719560⟫ is at ⟪place|华东师范大学中北校区丰巢柜⟫, pickup code ⟪otp_code|440918⟫. 到付 ⟦AMOUNT|¥45⟧. 客服 ⟦PHONE|95338⟧
"""))

T(("notary_mixed_translation", """
NOTARIAL CERTIFICATE 公证书  ⟪case_ref|(2026)京长安内民证字第40112号⟫
This is to certify that ⟦PERSON|Zhou Yiran⟧ (⟦PERSON|周怡然⟧), female, born on ⟦DATE_OF_BIRTH|June 11, 1976⟧, holder of ID card No. ⟦IDCARD|$prc26⟧, is the daughter of ⟦PERSON|Zhou Dehai⟧ (⟦PERSON|周德海⟧).
Notary: ⟦PERSON|Jia Xiaochen⟧ ⟦PERSON|贾晓晨⟧   Date: ⟪date|November 26, 2026⟫
"""))

T(("kaoyan_mixed_email", """
Dear Prof. ⟦PERSON|Walsh⟧,

I am ⟦PERSON|Tang Yiming⟧ (⟦PERSON|汤一鸣⟧), applying for your MSc programme. My IELTS is ⟪score|7.5⟫, GPA ⟪score|3.71⟫. 我的推荐人是 ⟦PERSON|杨教授⟧ (⟦EMAIL|yangjun@hust.edu.cn⟧)。

Application fee ⟦AMOUNT|£85⟧ paid with card ⟪masked_card|**** 8812⟫.
Best, ⟦PERSON|Yiming⟧
"""))

T(("fishing_crew_mixed_list", """
CREW LIST 船员名单 – F/V ⟪vessel_name|Hai Feng 718⟫ (port ⟪place|Suva⟫)
1 Master 船长 ⟦PERSON|ZHENG Haibo⟧ ⟦PERSON|郑海波⟧ Passport ⟦PASSPORT|EK3390217⟧
2 Crew ⟦PERSON|Ratu Josefa Vula⟧ (Fijian) Passport ⟦PASSPORT|FJ0482991⟧
3 Crew ⟦PERSON|Ketut Wirawan⟧ ⟦MEDICAL|chronic hepatitis B⟧ on ⟦MEDICAL|tenofovir⟧
Call sign ⟪call_sign|BZTX7⟫  MMSI ⟪mmsi|412440918⟫
"""))

T(("mining_payroll_mixed_csv", """
工号,姓名,Name,IBAN,月薪
⟪employee_id|KZ-0112⟫,⟦PERSON|马建新⟧,⟦PERSON|Ma Jianxin⟧,⟦IBAN|$iban_tr1⟧,⟦AMOUNT|4200 USD⟧
⟪employee_id|KZ-0113⟫,⟦PERSON|阿斯哈尔⟧,⟦PERSON|Askhar⟧,⟦IBAN|$iban_ae1⟧,⟦AMOUNT|3900 USD⟧
# 汇率 ⟪fx_rate|7.12⟫ 仅供参考
"""))

T(("telegram_exchange_mixed", """
⟦PERSON|老黑⟧: 兄弟，binance 的 API 给你了，别乱用
API Key: ⟦APIKEY|$binance1⟧
Secret: ⟦SECRET|$binance_sec1⟧
⟦PERSON|老黑⟧: 充值地址 ⟪wallet_address|$eth1⟫，tx ⟪tx_hash|$tx1⟫
⟦PERSON|阿杰⟧: 收到，本金 ⟦AMOUNT|5万U⟧ 我先跑一周
"""))

T(("open_source_licence_mixed", """
Apache License ⟪version|Version 2.0⟫ / Apache 许可证 2.0 版（非官方中文译文）
Licensed under the Apache License; 除非遵守本许可证，否则不得使用本文件。本项目由 ⟪org_name|OpenHarbor 社区⟫ 于 ⟪year|2026⟫ 年发布，详见 ⟪url|https://www.apache.org/licenses/LICENSE-2.0⟫。
译者 Translator: ⟦PERSON|Lin Qiao⟧ ⟦PERSON|林乔⟧ <⟦EMAIL|linqiao@openharbor.dev⟧>
"""))

T(("gym_mixed_pos_log", """
[POS] ⟪timestamp|2026-12-02 07:14:33⟫ store=⟪store_id|SG-TPY-02⟫ member=⟦PERSON|Tan Wei Ming⟧ NRIC=⟦NATIONAL_ID|$nric2⟧ plan=annual
[POS] charge ⟦AMOUNT|S$1,188.00⟧ card=⟦CARD|$jcb1⟧ result=APPROVED auth=⟪auth_code|A71193⟫
[POS] 备注: 会员有 ⟦MEDICAL|asthma⟧，locker ⟪locker_number|217⟫
"""))

T(("erp_sap_mixed_email", """
From: ⟦PERSON|Anna Kowalska⟧ <⟦EMAIL|anna.kowalska@mediq-erp.eu⟧>
To: ⟦PERSON|黄工⟧ <⟦EMAIL|huang.gong@sz-precision.cn⟧>
Subject: RE: 供应商付款 vendor ⟪vendor_number|0000518832⟫

⟦PERSON|黄工⟧您好，
Payment run ⟪run_id|F110-20261205⟫ failed for the Spanish freelancer ⟦PERSON|Javier Ortega Ruiz⟧ (DNI ⟦NATIONAL_ID|$dni1⟧)，因为 IBAN ⟦IBAN|$iban_es1⟧ 的 BIC 缺失。
另外 Portuguese vendor ⟦PERSON|Rui Tavares⟧ 的 IBAN 应为 ⟦IBAN|$iban_pt1⟧，金额 ⟦AMOUNT|EUR 7,480.00⟧。
地址 ⟦ADDRESS|Calle de Alcalá 214, 3ºB, 28028 Madrid⟧ 已更新。
Thanks, ⟦PERSON|Anna⟧
"""))

T(("helpline_mixed_transcript", """
[Call transcript 通话记录 ⟪call_ref|SAM-88120⟫]
Volunteer: Samaritans Hong Kong，你好。
Caller: 我叫 ⟦PERSON|Kenneth⟧... I just lost my job, 欠咗 credit card ⟦AMOUNT|二十几万⟧，我 ⟦MEDICAL|bipolar⟧ 又冇食 ⟦MEDICAL|lithium⟧ 幾個禮拜。
Volunteer: ⟦PERSON|Kenneth⟧，你而家安全嗎？你屋企地址係？
Caller: ⟦ADDRESS|九龍觀塘協和街88號協和大廈12樓C室⟧... 我老婆 ⟦PERSON|Joyce⟧ 喺度，佢電話 ⟦PHONE|9456 7781⟧。
"""))

T(("oil_rig_mixed_access_log", """
⟪timestamp|2026-12-03T06:00:12Z⟫ badge=⟪badge_id|B-44102⟫ name="⟦PERSON|Oleg Sidorov⟧" gate=⟪gate_id|HELI-1⟫ result=GRANT src=⟦IP_ADDRESS|10.88.1.41⟧
⟪timestamp|2026-12-03T06:00:40Z⟫ badge=⟪badge_id|B-44187⟫ name="⟦PERSON|覃志勇⟧" gate=⟪gate_id|HELI-1⟫ result=DENY reason=medical_expired (⟦MEDICAL|hypertension follow-up pending⟧)
⟪timestamp|2026-12-03T06:01:02Z⟫ admin ⟦PERSON|skumar⟧ override PIN ⟦PASSWORD|447120⟧ used
"""))

T(("sports_club_mixed_notice", """
【⟪org_name|港島龍舟會⟫ Dragon Boat Club】Annual fee reminder 年費提示
⟦PERSON|Chan Siu Ming⟧ ⟦PERSON|陳兆明⟧ – paid ⟦AMOUNT|HK$1,500⟧ ✅
⟦PERSON|Fiona Lau⟧ – outstanding ⟦AMOUNT|HK$750⟧ (student rate)
Please transfer to our HSBC or FPS ⟦PHONE|+852 6188 2047⟧（treasurer ⟦PERSON|Ronald⟧）。Training ⟪datetime|Sun 7am⟫ ⟪place|Stanley Main Beach⟫.
"""))

T(("notary_mixed_power_of_attorney", """
POWER OF ATTORNEY 授權書
I, ⟦PERSON|Wong Mei Ling⟧ (⟦PERSON|黃美玲⟧), Canadian citizen, SIN ⟦NATIONAL_ID|$sin3⟧, passport ⟦PASSPORT|AK552019⟧, of ⟦ADDRESS|1288 West Georgia St, Unit 2104, Vancouver BC V6E 4R3⟧,
hereby appoint my brother ⟦PERSON|黃志強⟧ (⟦PERSON|Wong Chi Keung⟧), 身份證 ⟦IDCARD|$prc23⟧, to sell my flat at ⟦ADDRESS|吉林省长春市朝阳区西民主大街821号3栋1203室⟧ for not less than ⟦AMOUNT|人民币85万元⟧.
公證員 Notary: ⟦PERSON|Li Wen⟧ ⟪date|5 Dec 2026⟫  Fee schedule ⟪price|CAD 150⟫ per document
"""))
