# -*- coding: utf-8 -*-
"""blind52 Chinese texts. Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name from values.VALUES."""

TEXTS = []

# ---------------------------------------------------------------- part 1
TEXTS += [
("wechat_community_group", """【安顺社区居民群】
网格员⟦PERSON|小刘⟧：各位叔叔阿姨，今年养老金资格认证截止⟪deadline_date|6月30日⟫，不会用手机刷脸的，工作日来居委会⟪room_number|二楼201室⟫找我就行。
⟦PERSON|老周⟧：⟦PERSON|小刘⟧啊，我家老太太⟦PERSON|李秀英⟧腿脚不方便，上个月刚做完⟦MEDICAL|髋关节置换⟧，能不能上门认证？
网格员⟦PERSON|小刘⟧：可以的⟦PERSON|周师傅⟧，您把地址和电话私信我一下，我周四下午过来。
⟦PERSON|老周⟧：⟦ADDRESS|长宁区安顺路88弄12号402室⟧，电话⟦PHONE|139 1682 4407⟧，谢谢啊
⟦PERSON|王美华⟧：我也要！我爱人⟦PERSON|蒋德明⟧⟦MEDICAL|脑梗⟧后一直卧床
网格员⟦PERSON|小刘⟧：好的⟦PERSON|王老师⟧，统计表我放群文件了（⟪file_name|认证登记表v3.xlsx⟫）"""),

("pension_approval_ocr", """上海市城镇职工基本养老保险  退休审批表（OCR识别结果，请人工核对）
姓    名：⟦PERSON|周建国⟧          性别：男
公民身份号码：⟦IDCARD|$id_zhou⟧
出生日期：⟦DATE_OF_BIRTH|1962年7月19日⟧
参加工作时间：⟪work_start_date|1980年9月⟫      缴费年限：⟪contribution_years|41年8个月⟫
退休时间：⟪retirement_date|2022年8月⟫
户籍地址：⟦ADDRESS|上海市徐汇区天钥桥路580弄3号601室⟧
联系电话：⟦PHONE|021-6438 2071⟧
月基本养老金：⟦AMOUNT|5,862.40元⟧
发放银行卡号：⟦CARD|$card_u1⟧
审批编号：⟪approval_no|沪养审〔2022〕第0817号⟫
经办人：⟦PERSON|顾敏⟧         复核：⟦PERSON|沈立平⟧"""),

("parking_penalty_appeal", """⟪app_name|交管12123⟫ - 违法处理申诉

决定书编号：⟪penalty_decision_no|4403051200238817⟫
号牌号码：粤B·7K29Q
违法时间：⟪violation_time|2024-04-17 21:36⟫
违法地点：⟪place_name|南山区南海大道与登良路交叉口⟫
违法行为：机动车违反规定停放、临时停车（代码⟪violation_code|1039⟫），罚款⟪fine_standard|200元⟫，记0分

申诉人：⟦PERSON|陈志强⟧
驾驶证号：⟦IDCARD|$id_chen⟧
联系电话：⟦PHONE|135 1029 6643⟧
申诉理由：当晚我儿子突发⟦MEDICAL|急性阑尾炎⟧，我开车送他去⟪org_name|南山医院⟫急诊，门口没车位只能临时停在路边，附急诊病历和缴费单。那⟦AMOUNT|200块钱⟧罚款我已经交了，如申诉成功请退回。"""),

("public_rental_application", """公共租赁住房申请表（家庭）  受理编号：⟪acceptance_no|GZF-2024-031877⟫

申请人：⟦PERSON|林晓燕⟧   身份证号：⟦IDCARD|$id_lin⟧   出生日期：⟦DATE_OF_BIRTH|1978-09-09⟧
婚姻状况：离异
共同申请人：女儿 ⟦PERSON|郑雨萱⟧（在读初二）
现居住地址：⟦ADDRESS|厦门市思明区莲前西路396号之二1103室⟧（租住）
联系电话：⟦PHONE|186 5920 3317⟧
家庭人均月收入：⟦AMOUNT|2,140元⟧（准入标准：人均月收入低于⟪income_threshold|4,500元⟫）
特殊情况：申请人持有残疾证（⟦MEDICAL|肢体残疾三级⟧），申请底层房源。
申请片区：⟪district_preference|湖里区、思明区⟫    户型：⟪flat_type|一室一厅⟫"""),

("dingtalk_dev_group", """[钉钉群] 一网通办-停车缴费小组
⟦PERSON|吴昊⟧ 09:41
生产环境告警机器人挂了，谁改过 webhook？
⟦PERSON|贾思远⟧ 09:43
我昨天换的，新的是这个 ⟦SECRET|$dingtalk_hook1⟧ ，加签密钥在配置中心
⟦PERSON|吴昊⟧ 09:44
收到。另外 OSS 的 AK 过期了，先用我的临时的：AccessKeyId ⟦APIKEY|$aliyun_akid1⟧ / AccessKeySecret ⟦SECRET|$aliyun_secret1⟧ ，今天下班前我会禁用
⟦PERSON|贾思远⟧ 09:46
服务器是 ⟦IP_ADDRESS|10.168.32.45⟧ 还是 .46？appKey ⟪app_key|$ding_appkey1⟫ 要不要一起换
⟦PERSON|吴昊⟧ 09:47
.45，appKey 不用动。版本号改成 ⟪version|v3.2.7⟫ 再发"""),

("passport_sms_series", """【⟪org_name|深圳市公安局出入境管理局⟫】⟦PERSON|黄俊杰⟧您好，您于⟪acceptance_date|5月8日⟫申请的普通护照已受理，受理编号⟪acceptance_no|R4403052405080219⟫。
【⟪org_name|深圳市公安局出入境管理局⟫】您的普通护照（号码⟦PASSPORT|$pp_cn2⟧）已制作完成，将通过EMS寄往⟦ADDRESS|广州市天河区体育西路103号维多利广场B座2206⟧，运单号⟪tracking_number|1179428833102⟫。
【EMS】您的邮件⟪tracking_number|1179428833102⟫已由⟦PERSON|黄俊杰⟧本人签收，如有疑问请致电⟦PHONE|11183⟧。
【⟪org_name|深圳市公安局出入境管理局⟫】温馨提示：证件费⟪fee|120元⟫已于受理时缴纳，咨询电话⟦PHONE|0755-8444 8666⟧。"""),

("lost_id_police_dialogue", """（派出所户籍窗口 ⟪counter_number|3号窗口⟫ 对话记录）
民警：您好，办什么业务？
群众：身份证丢了，想补办，顺便问一下有没有人捡到交过来。
民警：叫什么名字？身份证号报一下。
群众：⟦PERSON|王浩然⟧，⟦IDCARD|$id_wang⟧。
民警：出生日期⟦DATE_OF_BIRTH|1999年12月31日⟧对吧？失物招领这边确实有个钱包，里面有张招商银行卡尾号⟪masked_card|****5520⟫，还有⟦AMOUNT|三百二十块⟧现金，您看看是不是？
群众：对对对！就是我的！
民警：补办费⟪fee|20元⟫还要交吗……钱包找到了身份证在里面就不用补了。您在这儿签个字，留个电话。
群众：⟦PHONE|幺五八 二八一零 七七四六⟧。
民警：好，登记编号⟪register_no|SW-240611-07⟫。"""),

("unemployment_registration", """失业登记及失业保险金申领  —  ⟪org_name|武汉市武昌区公共就业服务中心⟫

姓名：⟦PERSON|马晓琳⟧
身份证号：⟦IDCARD|$id_ma⟧
原工作单位：⟪org_name|武汉某纺织有限公司⟫（统一社会信用代码 ⟪uscc|91420106MA4K2XQ81R⟫）
离职日期：⟪separation_date|2024年3月31日⟫   缴费月数：⟪contribution_months|96个月⟫
核定失业保险金：每月⟦AMOUNT|1,836元⟧，领取期限⟪benefit_duration|18个月⟫（本市标准为最低工资的⟪policy_rate|90%⟫）
发放账户：⟦CARD|$card_u2⟧（⟪org_name|武汉农村商业银行⟫）
居住地址：⟦ADDRESS|武昌区中南路14号3栋2单元501⟧
手机：⟦PHONE|133 0718 2296⟧
备注：申请人自述患⟦MEDICAL|高血压⟧，需推荐轻体力岗位。"""),
]

# ---------------------------------------------------------------- part 2
TEXTS += [
("voter_list_notice", """⟪org_name|天河区第十八届人民代表大会代表选举⟫  第⟪district_no|07⟫选区  选民名单公告（第二榜，补充部分）

序号  姓名      性别  出生年月        住址
⟪row_no|0412⟫  ⟦PERSON|黄志明⟧    男    ⟦DATE_OF_BIRTH|1990.07⟧         ⟦ADDRESS|天河北路233号中信广场公寓1805⟧
⟪row_no|0413⟫  ⟦PERSON|覃小凤⟧    女    ⟦DATE_OF_BIRTH|2006.03⟧         ⟦ADDRESS|龙口西路55号之一302⟧
⟪row_no|0414⟫  ⟦PERSON|欧阳建华⟧  男    ⟦DATE_OF_BIRTH|1948.11⟧         ⟦ADDRESS|天河直街16号大院4栋201⟧

对名单有不同意见的，请于⟪deadline_date|11月2日⟫前向选区工作组提出。联系人：⟦PERSON|冯主任⟧ ⟦PHONE|020-3862 7415⟧"""),

("dibao_review_minutes", """城关街道最低生活保障民主评议会议记录
时间：⟪meeting_date|2024年5月16日⟫下午   地点：⟪place_name|东门社区⟫议事厅
主持：⟦PERSON|何书记⟧    记录：⟦PERSON|小唐⟧

一、申请户⟦PERSON|赵德顺⟧（户主），家庭3人。户主⟦MEDICAL|尿毒症⟧，每周⟦MEDICAL|透析⟧三次；妻子⟦PERSON|孙桂珍⟧无固定工作，打零工月收入约⟦AMOUNT|1,200元⟧。经入户核查，无机动车、无商铺。评议结果：同意，建议按差额发放，每月⟦AMOUNT|1,695元⟧。
二、申请户⟦PERSON|钱小军⟧，单身。邻居反映其经常开一辆白色轿车（车牌鲁B 3F7L1），需进一步核查，暂缓。
本市低保标准：城市⟪benefit_rate|每人每月1,150元⟫。
参会代表签字：⟦PERSON|何书记⟧、⟦PERSON|刘国栋⟧、⟦PERSON|小唐⟧ 等11人"""),

("hotline_12345_ticket", """⟦PHONE|12345⟧政务服务便民热线  工单详情
工单编号：⟪ticket_no|GD20240612093318⟫     来电时间：⟪timestamp|2024-06-12 09:33:18⟫
来电人：⟦PERSON|郭先生⟧     来电号码：⟦PHONE|177 2303 8851⟧
诉求地址：⟦ADDRESS|渝中区中山三路158号附8号⟧
诉求内容：来电人反映其车辆（渝A·D5539）于6月10日在自家楼下被拖走，现场没有任何禁停标志，拖车费⟪towing_fee|300元⟫加停车场保管费每天⟪storage_fee|50元⟫，来电人认为不合理，已自行垫付⟦AMOUNT|450元⟧，要求退还并说明执法依据。来电人称其为⟦PERSON|郭伟⟧，身份证⟦IDCARD|$id_guo⟧，可核实车主信息。
承办单位：⟪org_name|市公安局交巡警总队渝中支队⟫    办理时限：⟪deadline|5个工作日⟫
话务员：⟪operator_id|工号2071⟫"""),

("parking_fee_notice", """关于调整城区路内停车收费标准的公告
（⟪policy_doc_no|榕发改价〔2024〕18号⟫）

自⟪effective_date|2024年7月1日⟫起，城区路内停车泊位按以下标准收费：
一类区域：首小时⟪price|6元⟫，之后每半小时⟪price|3元⟫；
二类区域：首小时⟪price|4元⟫，之后每半小时⟪price|2元⟫；
夜间（20:00-次日8:00）每次⟪price|5元⟫封顶。
新能源汽车首小时免费。违规停车按规定处以⟪fine_standard|150元⟫罚款。
咨询请关注公众号“⟪official_account|榕城停车⟫”或拨打停车服务热线。
⟪org_name|福州市城市管理委员会⟫  ⟪notice_date|2024年6月12日⟫"""),

("taiwan_id_renewal", """戶政事務所  國民身分證換發申請書（臨櫃）

申請人姓名：⟦PERSON|張雅婷⟧
國民身分證統一編號：⟦NATIONAL_ID|$twid1⟧
出生日期：⟦DATE_OF_BIRTH|民國81年4月9日⟧
戶籍地址：⟦ADDRESS|臺北市大安區復興南路一段390號7樓之2⟧
聯絡電話：⟦PHONE|0912-347-685⟧
換發原因：☑ 污損  ☐ 遺失  ☐ 更改姓名
規費：⟪fee|新臺幣50元⟫   收據號碼：⟪receipt_number|A1130618-0042⟫
承辦人：⟦PERSON|林佩君⟧   ⟪org_name|大安區戶政事務所⟫ ⟪counter_number|第5櫃台⟫"""),

("hk_cssa_letter", """⟪org_name|社會福利署⟫  綜合社會保障援助計劃
檔號：⟪file_reference|SWD/CSSA/KT/24/30917⟫

⟦PERSON|陳美玲⟧
⟦ADDRESS|九龍觀塘秀茂坪邨秀明樓18樓1812室⟧

身份證號碼：⟦NATIONAL_ID|$hkid1⟧

⟦PERSON|陳女士⟧：
經覆核 閣下的個案，由⟪effective_date|2024年6月1日⟫起， 閣下每月可獲發綜援⟦AMOUNT|港幣7,245元⟧，包括長期個案補助金及租金津貼。因 閣下患有⟦MEDICAL|類風濕關節炎⟧，另獲發特別津貼（醫療交通費）。
如有查詢，請致電⟦PHONE|2343 2255⟧聯絡社會保障主任⟦PERSON|梁家豪⟧。"""),
]

TEXTS += [
("hk_public_housing_form", """公共租住房屋申請表 — 申請編號 ⟪application_no|G-1-2024-0931877⟫

第一部分：申請人資料
中文姓名：⟦PERSON|何嘉欣⟧       英文姓名：⟦PERSON|HO Ka Yan⟧
香港身份證號碼：⟦NATIONAL_ID|$hkid2⟧
出生日期：⟦DATE_OF_BIRTH|1993年2月14日⟧
通訊地址：⟦ADDRESS|新界荃灣沙咀道328號寶石大廈B座15樓F室⟧
住宅電話：⟦PHONE|2614 7730⟧     手提電話：⟦PHONE|6127 8849⟧
電郵：⟦EMAIL|kayan.ho93@yahoo.com.hk⟧

第二部分：家庭成員
配偶：⟦PERSON|黃偉倫⟧，香港身份證號碼 ⟦NATIONAL_ID|$hkid3⟧
每月家庭總收入：⟦AMOUNT|HK$24,600⟧（2人家庭入息限額 ⟪income_limit|HK$24,470⟫）
選擇地區：⟪district_choice|擴展市區⟫"""),

("wechat_private_password", """（微信聊天记录）
⟦PERSON|小敏⟧：妈，你的社保卡密码是多少，我帮你在手机上查一下养老金到账没
⟦PERSON|小敏⟧：银行的那个密码不是APP的
我妈：⟦PASSWORD|620719⟧
我妈：APP登录密码是 ⟦PASSWORD|zhou19620719⟧ 你爸设的
⟦PERSON|小敏⟧：妈，这种东西以后别发微信😂 查到了，本月到账⟦AMOUNT|5,862.40元⟧
⟦PERSON|小敏⟧：对了你下周三去⟪org_name|徐汇区社区卫生服务中心⟫复查⟦MEDICAL|甲状腺结节⟧别忘了，号是⟪queue_number|A037⟫
我妈：知道了"""),

("java_stacktrace_zh", """2024-06-18 10:22:41.337 ERROR 31288 --- [nio-8080-exec-7] c.g.s.jyfw.service.RegistrationService : 失业登记提交失败 userId=⟪user_id|7730912⟫ loginName=⟦PERSON|hejianguo⟧ mobile=⟦PHONE|15921776302⟧ clientIp=⟦IP_ADDRESS|117.136.12.88⟧
org.springframework.dao.DataIntegrityViolationException: Duplicate entry '⟦IDCARD|$id_he⟧' for key 'uk_id_no'
	at org.springframework.jdbc.support.SQLErrorCodeSQLExceptionTranslator.doTranslate(SQLErrorCodeSQLExceptionTranslator.java:⟪line_number|247⟫)
	at com.gov.sz.jyfw.service.RegistrationService.submit(RegistrationService.java:⟪line_number|183⟫)
Caused by: java.sql.SQLIntegrityConstraintViolationException: Duplicate entry
	... 41 common frames omitted
traceId=⟪trace_id|6f1c0a93b27e4d51⟫ db=⟦IP_ADDRESS|10.30.7.21⟧:⟪port|3306⟫ app=⟪version|jyfw-web-2.8.4⟫"""),

("pension_bank_change_call", """【社保热线通话录音转写】 坐席⟪agent_id|8807⟫
坐席：您好，社保服务热线，请问有什么可以帮您？
来电：你好，我想改一下我父亲领养老金的银行卡。
坐席：请问参保人姓名和身份证号？
来电：⟦PERSON|宋长海⟧，身份证⟦IDCARD|$id_song⟧，他是⟦DATE_OF_BIRTH|一九五四年一月三十日⟧出生的。
坐席：好的。您是？
来电：我是他儿子⟦PERSON|宋磊⟧，电话⟦PHONE|138 4112 0937⟧。老爷子⟦MEDICAL|阿尔茨海默病⟧，自己来不了。
坐席：变更发放账户需要本人或者持委托书办理。新卡号是？
来电：⟦CARD|$card_u3⟧，⟪org_name|大连银行⟫的。
坐席：好的，我先登记，工单号⟪ticket_no|SB240619-11207⟫，请您携带委托书到⟪office_location|西岗区社保服务大厅⟫办理。"""),

("lost_property_public_notice", """【失物招领】⟪org_name|杭州市公安局西湖区分局⟫ 文新派出所

近期辖区群众拾得以下物品，请失主携带有效证件前来认领：
1. 黑色钱包一个，内有身份证（姓名：王**，号码：⟪masked_idcard|3301**********1234⟫）、银行卡一张（⟪masked_card|6222 **** **** 7731⟫）；
2. 华为手机一部，机身背面贴有手机号⟪masked_phone|188****6623⟫；
3. 儿童书包一个（蓝色，⟪brand_name|迪士尼⟫图案）。
认领时间：工作日 ⟪opening_hours|9:00-17:00⟫
认领地点：⟪office_location|文新派出所一楼大厅⟫
联系电话：⟦PHONE|0571-8702 1110⟧"""),

("job_fair_registration_csv", """序号,姓名,性别,出生日期,手机,意向岗位,毕业院校,备注
⟪row_no|1⟫,⟦PERSON|罗佳慧⟧,女,⟦DATE_OF_BIRTH|1996-09-21⟧,⟦PHONE|181 1225 0743⟧,⟪job_title|行政文员⟫,⟪org_name|苏州科技大学⟫,
⟪row_no|2⟫,⟦PERSON|冯宇航⟧,男,⟦DATE_OF_BIRTH|2003-02-11⟧,⟦PHONE|150 3718 6629⟧,⟪job_title|仓储管理⟫,⟪org_name|郑州职业技术学院⟫,身份证⟦IDCARD|$id_feng⟧
⟪row_no|3⟫,⟦PERSON|邓丽华⟧,女,⟦DATE_OF_BIRTH|1975-12-02⟧,⟦PHONE|139 2048 1165⟧,⟪job_title|保洁⟫,,⟦MEDICAL|腰椎间盘突出⟧不能搬重物
# 导出时间 ⟪timestamp|2024-06-20 17:05⟫ 招聘会场次 ⟪event_code|ZP-2024-06-22⟫"""),
]

# ---------------------------------------------------------------- part 3
TEXTS += [
("rental_lottery_result", """【住房保障】关于⟪batch_name|2024年第二批公共租赁住房⟫配租摇号结果的通知

⟦PERSON|孙婧⟧女士：
您好！您在本批次摇号中的顺序号为⟪lottery_no|第0086号⟫，请于⟪deadline_date|7月5日⟫前携带身份证原件到⟪office_location|西湖区住房保障服务中心⟫选房。
本批次部分中签人员（公示，已脱敏）：
⟪masked_name|王*明⟫  ⟪masked_idcard|330106********2117⟫
⟪masked_name|李*⟫    ⟪masked_idcard|330102********0646⟫
经核查，您名下登记的联系电话⟦PHONE|131 5713 0928⟧已停机，请尽快到窗口更新。
月租金按市场租金的⟪discount_rate|60%⟫收取，约⟪rent_rate|每月1,150元⟫（以实际房源为准）。"""),

("fine_payment_ocr", """（支付宝账单截图 OCR）
交易成功
-⟦AMOUNT|¥200.00⟧
商品说明      交通违法罚款（决定书⟪penalty_decision_no|3201021400917733⟫）
收款方        ⟪org_name|南京市公安局交通管理局⟫
付款方式      ⟪payment_method|余额宝⟫
付款人        ⟦PERSON|赵子轩⟧（⟪masked_phone|152****6639⟫）
创建时间      ⟪timestamp|2024-05-30 19:47:02⟫
订单号        ⟪order_id|2024053022001488801408219377⟫
商家订单号    ⟪merchant_order_id|JG320100240530194702⟫"""),
]

TEXTS += [
("spring_config_yaml", """# application-prod.yml  社保待遇资格认证服务（误提交到公开仓库，已通报）
spring:
  datasource:
    url: jdbc:mysql://⟦IP_ADDRESS|172.18.5.33⟧:⟪port|3306⟫/rzfw?useSSL=false
    username: rzfw_app
    password: ⟦PASSWORD|Rz@2024#shebao⟧
tencent:
  cloud:
    secret-id: ⟦APIKEY|$tencent_akid1⟧
    secret-key: ⟦SECRET|$tencent_secret1⟧
    face-verify-region: ⟪cloud_region|ap-shanghai⟫
notify:
  wecom-webhook: ⟦SECRET|$wecom_hook1⟧
  wechat:
    appid: ⟪app_id|$wx_appid1⟫
    secret: ⟦SECRET|$wx_secret1⟧
jwt:
  issuer: shebao-portal
  test-token: ⟦APIKEY|$jwt3⟧
info:
  build: ⟪version|1.6.0-RELEASE⟫
  commit: ⟪commit_sha|$sha1_e⟫
  owner: ⟦PERSON|xu.lingling⟧"""),

("police_dispatch_record", """接处警登记表      警情编号：⟪incident_no|J3301062406150042⟫
报警时间：⟪timestamp|2024-06-15 23:18⟫    报警方式：电话
报警人：⟦PERSON|蒋文斌⟧   联系电话：⟦PHONE|137 5802 4461⟧
报警人住址：⟦ADDRESS|西湖区文一西路176号金都花园9幢2单元702⟧
简要警情：报警人称楼上802住户深夜装修噪音扰民，多次沟通无果。
处置情况：民警⟦PERSON|方晓东⟧、辅警⟦PERSON|杨帆⟧到场，802住户⟦PERSON|许先生⟧表示是在赶工（次日婚房交付），已当场停止施工。双方同意由社区⟦PERSON|陶主任⟧次日调解。
处警结果：⟪disposition|已调解⟫     出警车辆：⟪police_vehicle|浙A·0417警⟫"""),

("pension_fraud_investigation", """养老金冒领核查情况说明
核查对象：⟦PERSON|汤玉珍⟧（已故），身份证号⟦IDCARD|$id_tang⟧，⟦DATE_OF_BIRTH|1966年3月27日⟧生
经公安、民政数据比对，⟦PERSON|汤玉珍⟧于⟪date_of_death|2023年10月4日⟫死亡，其养老金账户在死亡后仍继续发放8个月，共计⟦AMOUNT|人民币叁万壹仟贰佰元整⟧（⟦AMOUNT|31,200元⟧），均由其子⟦PERSON|汤军⟧通过手机银行转出。
⟦PERSON|汤军⟧称不知道需要申报死亡，愿意退还全部款项，已于⟪refund_date|6月20日⟫退回⟦AMOUNT|1万元⟧，剩余部分申请分期。
经办人：⟦PERSON|岳红梅⟧    核查编号：⟪case_no|HC-2024-0133⟫"""),
]

TEXTS += [
("passport_online_form", """因私出入境证件申请（网上预约）- 信息确认页
预约号：⟪booking_no|YY20240617-330106-0193⟫      预约时间：⟪appointment_time|6月24日 上午10:30⟫
姓名：⟦PERSON|孙婷婷⟧       拼音：⟦PERSON|SUN TINGTING⟧
公民身份号码：⟦IDCARD|$id_sun⟧     出生日期：⟦DATE_OF_BIRTH|1988-10-10⟧
申请类别：护照 换发（原护照号码 ⟦PASSPORT|$pp_cn4⟧，有效期不足6个月）
现住址：⟦ADDRESS|杭州市西湖区古墩路701号紫金广场C座1502⟧
手机：⟦PHONE|+86 158 6812 0375⟧
紧急联系人：⟦PERSON|孙建平⟧（父亲） ⟦PHONE|0571-8821 4409⟧
办证地点：⟪office_location|杭州市公安局出入境管理局（西湖分局受理点）⟫  证件费：⟪fee|120元⟫"""),

("residence_permit_order", """【小程序订单】居住证补领
订单号：⟪order_id|JZZ202406180931552⟫     状态：⟪order_status|待领取⟫
申请人：⟦PERSON|冯晓峰⟧
联系手机：⟦PHONE|176 0371 8842⟧
领取方式：自取（⟪office_location|金水区丰产路派出所⟫，⟪opening_hours|周一至周五 9:00-17:00⟫）
工本费：⟪fee|0元⟫
备注：原居住证在⟪place_name|二七广场⟫附近丢失，已于⟪report_date|6月15日⟫在派出所报失。
小程序版本 ⟪version|3.11.2⟫"""),

("employment_aid_call", """【就业援助回访记录】回访人：⟦PERSON|小吕⟧（街道社保所）
对象：⟦PERSON|老赵⟧（⟦PERSON|赵国庆⟧），零就业家庭，登记失业⟪unemployment_duration|14个月⟫
⟦PERSON|小吕⟧：⟦PERSON|赵师傅⟧，上次推荐的⟪org_name|物业公司⟫保安岗位去面试了吗？
⟦PERSON|老赵⟧：去了，人家嫌我年纪大，还问我⟦MEDICAL|糖尿病⟧的事，没要。
⟦PERSON|小吕⟧：没关系，这周五⟪event_name|春风行动专场招聘会⟫有公益性岗位，每月工资⟪salary_band|2,360元⟫，您要不要报名？
⟦PERSON|老赵⟧：报吧。我闺女⟦PERSON|赵悦⟧在外地，家里就我跟老伴，老伴⟦MEDICAL|乳腺癌⟧刚做完化疗，我也走不远。
⟦PERSON|小吕⟧：我帮您申请就近的岗位，另外灵活就业社保补贴每月⟦AMOUNT|480元⟧已经批下来了，下个月到账。
电话：⟦PHONE|139 0547 6218⟧"""),
]

TEXTS += [
("dingtalk_approval_subsidy", """【钉钉审批】住房租赁补贴发放申请   审批编号 ⟪approval_no|202406191452000318207⟫
发起人：⟦PERSON|邱晓岚⟧（住房保障科）
补贴对象：⟦PERSON|唐秋菊⟧，新就业无房职工
补贴标准：⟪subsidy_standard|每人每月600元⟫，核定期限⟪subsidy_period|12个月⟫
本次发放金额：⟦AMOUNT|3,600元⟧（⟪period|1-6月⟫）
收款账户：⟦CARD|$card_u5⟧
审批流程：⟦PERSON|邱晓岚⟧ 发起 → ⟦PERSON|鲍科长⟧ 同意 → 财务⟦PERSON|小宁⟧ 已付款
附件：⟪file_name|劳动合同.pdf⟫、⟪file_name|租赁备案证明.jpg⟫"""),

("illegal_parking_report", """随手拍举报 —— 违法停车
举报编号：⟪report_no|SSP-2406-228190⟫
被举报车辆：津A·9Q2M7，⟪vehicle_color|白色⟫
地点：⟪place_name|和平区南京路与滨江道交口消防通道⟫
时间：⟪timestamp|2024-06-19 08:12⟫
举报人：⟦PERSON|邓雅琴⟧    手机：⟦PHONE|189 2011 7730⟧
描述：连续三天堵消防通道，小区里有⟦MEDICAL|心脏病⟧老人，救护车进不来！车主好像是⟦PERSON|陆老板⟧，开超市的。
处理结果：⟪result_status|已受理，转和平交警支队⟫"""),

("pension_transfer_letter", """基本养老保险关系转移接续联系函

⟪org_name|广州市社会保险基金管理中心⟫：
兹有参保人员⟦PERSON|黄志明⟧（公民身份号码⟦IDCARD|$id_huang⟧）申请将基本养老保险关系从我市转入你市。该参保人员在我市累计缴费⟪contribution_months|84个月⟫，个人账户累计储存额⟦AMOUNT|46,318.52元⟧。
参保人联系地址：⟦ADDRESS|广州市天河区天河北路233号中信广场公寓1805⟧   联系电话：⟦PHONE|020-3886 0921⟧
请于收到本函之日起⟪processing_time|15个工作日⟫内办理。
联系函编号：⟪letter_no|YB-SZ-2024-061822⟫
经办机构：⟪org_name|深圳市社会保险基金管理局⟫（盖章）"""),

("newborn_hukou_record", """新生儿入户及首次申领身份证登记
出生医学证明编号：Q510077219
新生儿姓名：⟦PERSON|王一诺⟧     出生日期：⟦DATE_OF_BIRTH|2024年3月8日⟧
父亲：⟦PERSON|王浩然⟧   公民身份号码⟦IDCARD|$id_wang⟧
母亲：⟦PERSON|罗佳慧⟧   公民身份号码⟦IDCARD|$id_luo⟧
户籍地址：⟦ADDRESS|成都市武侯区玉林南路12号2栋3单元601⟧
备注：新生儿⟦MEDICAL|早产，住新生儿科14天⟧，父母代为办理。
受理民警：⟦PERSON|钟伟⟧    受理号：⟪acceptance_no|HJ510107-240412-0031⟫"""),
]

# ---------------------------------------------------------------- part 4
TEXTS += [
("webhook_push_log_json", """{"ts":"⟪timestamp|2024-06-20T02:00:03+08:00⟫","job":"低保到期复核提醒","env":"prod","host":"⟦IP_ADDRESS|10.200.14.9⟧",
 "channels":[{"type":"feishu","url":"⟦SECRET|$feishu_hook1⟧","status":⟪http_status|200⟫},
             {"type":"dingtalk","url":"⟦SECRET|$dingtalk_hook2⟧","status":⟪http_status|310000⟫,"errmsg":"sign not match"}],
 "payload":{"msg":"⟦PERSON|郑秀兰⟧（城关街道）低保将于⟪expiry_date|7月1日⟫到期，请网格员⟦PERSON|小卢⟧入户复核，联系电话⟦PHONE|137 7104 6650⟧"},
 "app_id":"⟪app_id|$feishu_appid1⟫","trace":"⟪trace_id|$uuid_d⟫","ver":"⟪version|0.9.14⟫"}"""),

("xiaohongshu_post", """📍公租房排了三年终于排到了！！分享一下流程
作者：⟦PERSON|小鹿不吃香菜⟧   IP属地：⟪ip_location|上海⟫

姐妹们，我⟪year|2021年⟫交的申请，今年5月终于选到房了，⟪place_name|浦东新区⟫的一室户，月租⟪rent_rate|1,780元⟫，比外面便宜一半😭
流程：1⃣街道受理 2⃣区住房保障中心审核 3⃣摇号 4⃣选房签约
⚠️ 材料里要户口本和收入证明，我当时单位开的收入证明写的月薪⟦AMOUNT|7,200元⟧，卡在准入线上差点没过。
有问题评论区问我～不要私信要我身份证照片那种都是骗子！！
#公租房 #上海租房 #保障房"""),

("dibao_disbursement_list", """城关街道  ⟪period|2024年6月⟫  城乡低保金代发清单（⟪org_name|农商银行⟫）

序号 姓名    银行卡号                   金额
⟪row_no|01⟫   ⟦PERSON|赵德顺⟧  ⟦CARD|$card_u4⟧   ⟦AMOUNT|¥1,695.00⟧
⟪row_no|02⟫   ⟦PERSON|郑秀兰⟧  ⟦CARD|$card_u6⟧   ⟦AMOUNT|¥860.00⟧
⟪row_no|03⟫   ⟦PERSON|宁大勇⟧  ⟪masked_card|6214 **** **** 2290⟫   ⟦AMOUNT|¥1,150.00⟧（卡号待补录）
合计：⟪org_total|3,705.00元⟫     制表：⟦PERSON|小唐⟧    审核：⟦PERSON|何书记⟧"""),
]

TEXTS += [
("village_election_chat", """（微信群：下河村选举工作群）
⟦PERSON|马会计⟧：选民登记表今天要报到镇里，外出务工的都要核一下
⟦PERSON|老田⟧：我家⟦PERSON|田小龙⟧在⟪place_name|东莞⟫打工，户口在村里，能登记吗？
⟦PERSON|马会计⟧：能，他本人同意就行，让他发个身份证号过来，委托投票要写委托书
⟦PERSON|老田⟧：他说是⟦IDCARD|$id_zhao⟧，生日⟦DATE_OF_BIRTH|2001年6月16日⟧，刚满18那次就登过了
⟦PERSON|马会计⟧：好，那就是已登记，不用重复。选举日是⟪election_date|7月12日⟫，投票点在⟪polling_station|村委会礼堂⟫
⟦PERSON|田桂香⟧：我婆婆⟦MEDICAL|中风⟧卧床，能设流动票箱吗？
⟦PERSON|马会计⟧：可以，报给我，流动票箱编号⟪ballot_box_no|03号⟫那组负责你们组"""),

("hk_macau_permit_chat", """（与出入境办证大厅客服在线对话）
客服：您好，请问办理什么业务？
用户：我想给我女儿办港澳通行证的签注，她的证件号是⟪sample_document_no|C12345678⟫，哦不对那是样本上的，是⟦PASSPORT|$pp_cn5⟧……不对这是护照，通行证我找找
客服：没关系，可以直接用身份证号查询。
用户：身份证⟦IDCARD|$id_deng⟧，我女儿叫⟦PERSON|邓可欣⟧，这是我的，我是她妈⟦PERSON|邓慧⟧
客服：好的，小孩未满16周岁需要监护人陪同，签注费每次⟪fee|15元⟫，请预约⟪office_location|和平区出入境办证大厅⟫办理。
用户：好的谢谢"""),

("social_card_ivr", """【社保卡服务热线 ⟦PHONE|96102⟧ 通话转写 · 含按键识别】
IVR：挂失请按1，解挂请按2……
来电（按键）：1
IVR：请输入社会保障卡号码，以井号键结束。
来电：⟦IDCARD|$id_yang⟧#
IVR：请输入六位服务密码。
来电（语音）：⟦PASSWORD|三八五九二零⟧
IVR：密码正确。⟦PERSON|杨丽娟⟧女士，您的社保卡已临时挂失，临时挂失有效期⟪validity|5天⟫，请于有效期内到⟪office_location|海曙区人社服务大厅⟫办理正式挂失补卡，补卡工本费⟪fee|20元⟫。
通话时长 ⟪call_duration|02:41⟫  会话ID ⟪session_id|$uuid_e⟫"""),

("penalty_decision_doc", """⟪org_name|郑州市金水区城市管理综合行政执法局⟫
行政处罚决定书   ⟪penalty_decision_no|金城执罚决字〔2024〕第0618号⟫

当事人：⟦PERSON|冯建设⟧      性别：男
公民身份号码：⟦IDCARD|$id_jin⟧
住址：⟦ADDRESS|郑州市金水区经三路62号院5号楼1单元302⟧
经查，当事人于⟪violation_time|2024年5月27日⟫在⟪place_name|花园路东风路口⟫人行道上停放机动车，违反了《⟪regulation_name|郑州市城市道路管理条例⟫》第⟪article_no|三十二⟫条。依据该条例，本机关决定对当事人处以罚款人民币⟦AMOUNT|贰佰元整⟧。
当事人应自收到本决定书之日起⟪deadline|15日⟫内到指定银行缴纳罚款。"""),
]

TEXTS += [
("recruitment_post", """【公共就业服务中心 · 岗位推送】
招聘单位：⟪org_name|鸿达物流（青岛）有限公司⟫
岗位：⟪job_title|分拣员⟫ 20名，⟪job_title|叉车司机⟫ 5名
薪资：⟪salary_band|4,500-6,800元/月⟫，五险一金，包住
工作地点：⟪place_name|黄岛区前湾港路⟫
联系人：人事⟦PERSON|于经理⟧  ⟦PHONE|0532-8619 7720⟧ / ⟦PHONE|158 6392 0418⟧
投递邮箱：⟦EMAIL|hr_qd@hongdalog.cn⟧
岗位编号：⟪job_id|QD-JY-2406-1172⟫   有效期至⟪expiry_date|2024-07-31⟫"""),

("online_fraud_report", """网上报警（非紧急）受理回执
报警编号：⟪report_no|WB202406210078⟫
报警人：⟦PERSON|何思琪⟧   联系电话：⟦PHONE|135 8826 3047⟧
案情：报警人称⟪fraud_date|6月20日⟫接到自称“社保局工作人员”的电话（⟦PHONE|+852 5418 0027⟧），称其社保卡涉嫌违规需要“资金核查”，报警人按对方要求向尾号⟪card_last4|8821⟫的账户转账后又向另一张卡⟦CARD|$card_u7⟧（户名：⟦PERSON|刘志刚⟧）转账，共计损失⟦AMOUNT|38,600元⟧。
温馨提示：社保部门不会要求群众转账！反诈专线⟦PHONE|96110⟧
受理单位：⟪org_name|青岛市公安局市南分局⟫"""),

("talent_housing_export", """人才公寓入住资格审核名单（导出 ⟪timestamp|2024-06-21 15:30⟫）
| 申请编号 | 姓名 | 身份证号 | 学历 | 工作单位 | 审核结果 |
|---|---|---|---|---|---|
| ⟪application_no|RC-0617⟫ | ⟦PERSON|邱子健⟧ | ⟦IDCARD|$id_qiu⟧ | 硕士 | ⟪org_name|深圳某芯片设计公司⟫ | 通过 |
| ⟪application_no|RC-0618⟫ | ⟦PERSON|白雪⟧ | ⟦IDCARD|$id_bai⟧ | 本科 | ⟪org_name|南山区某小学⟫ | 通过 |
| ⟪application_no|RC-0619⟫ | ⟪masked_name|李**⟫ | ⟪masked_idcard|4401**********3318⟫ | 本科 | — | 材料不全 |
租金标准：⟪rent_rate|市场价的50%⟫  审核人：⟦PERSON|钟晓⟧"""),

("passport_loss_notice", """遗失声明
⟦PERSON|许晴⟧不慎遗失中华人民共和国普通护照一本，护照号码：⟦PASSPORT|$pp_cn3⟧，签发机关：⟪issuing_authority|公安部出入境管理局⟫，特此声明作废。
⟦PERSON|郝静⟧遗失居民身份证一张，证号：⟦IDCARD|$id_xu⟧，声明作废。
⟦PERSON|柏林⟧遗失⟪org_name|龙湖物业⟫停车场月卡一张，卡号⟪parking_card_no|LH-P-07731⟫，声明作废。
（⟪newspaper|《今晚报》⟫分类广告 ⟪ad_date|2024年6月22日⟫）"""),

("pension_adjustment_policy", """【政策解读】2024年退休人员基本养老金调整方案出炉
根据⟪policy_doc_no|人社部发〔2024〕31号⟫，自⟪effective_date|2024年1月1日⟫起，为退休人员提高基本养老金水平，总体调整水平为上年人均基本养老金的⟪adjustment_rate|3%⟫。
调整办法：定额调整每人每月增加⟪benefit_rate|30元⟫；挂钩调整按本人缴费年限每满一年增加⟪benefit_rate|1.5元⟫，另按本人基本养老金的⟪adjustment_rate|1.2%⟫增加；对年满⟪age_threshold|70周岁⟫的退休人员适当倾斜。
本市共有⟪org_statistic|约186万⟫名退休人员受益，调整所需资金⟪org_total|约28亿元⟫由基金列支。
补发金额预计⟪payout_date|7月底前⟫到账，无需本人申请。"""),
]

# ---------------------------------------------------------------- part 5
TEXTS += [
("taiwan_job_registration", """就業服務站  求職登記表（失業認定用）
姓名：⟦PERSON|劉俊宏⟧      身分證字號：⟦NATIONAL_ID|$twid2⟧
出生年月日：⟦DATE_OF_BIRTH|1984/03/22⟧
通訊地址：⟦ADDRESS|新北市板橋區文化路二段182巷5號3樓⟧
行動電話：⟦PHONE|0935-118-264⟧
原任職單位：⟪org_name|○○精密工業股份有限公司⟫（關廠歇業）
平均月投保薪資：⟦AMOUNT|新臺幣42,000元⟧，失業給付按⟪benefit_rate|60%⟫核發
求職類別：⟪job_category|CNC操作員⟫    認定日期：⟪recognition_date|113年6月3日⟫
就業服務員：⟦PERSON|蔡宜蓁⟧  ⟪office_location|板橋就業中心⟫"""),

("hk_passport_renewal_sms", """【⟪org_name|香港特區政府入境事務處⟫】⟦PERSON|LAM Tsz Hin⟧先生，閣下的特區護照換領申請（檔案編號⟪file_reference|PP-24-0617-88302⟫）已獲批准，新護照號碼⟦PASSPORT|$pp_hk1⟧，請於⟪collection_date|2024年7月3日⟫或之後到⟪office_location|灣仔入境事務大樓⟫領取，並帶同舊護照⟦PASSPORT|$pp_hk2⟧。查詢熱線⟦PHONE|2824 6111⟧。"""),

("singapore_ic_replacement", """新加坡移民与关卡局 · 身份证更换通知（华文版）

亲爱的⟦PERSON|林振宇⟧先生：
您报告身份证（号码⟦NATIONAL_ID|$nric1⟧）芯片损坏，须申请更换。请于⟪deadline_date|2024年9月30日⟫前登录⟪url|www.ica.gov.sg⟫预约领取新证。
登记地址：⟦ADDRESS|Blk 318 Clementi Avenue 4, #09-211, Singapore 120318⟧
手机：⟦PHONE|+65 9127 4408⟧
费用：更换损坏身份证收费⟪fee|S$60⟫，逾期未办理者最高可被罚款⟪fine_standard|S$1,000⟫。"""),

("parking_space_lottery", """【公租房小区地下车位摇号公告】
本次可租车位⟪org_statistic|120⟫个，月租⟪price|300元⟫，报名⟪org_statistic|348⟫户。摇号结果如下（前5名）：
1. ⟪parking_bay_no|B1-017⟫  ⟦PERSON|曹晓东⟧  3栋1204
2. ⟪parking_bay_no|B1-042⟫  ⟦PERSON|温丽萍⟧  7栋0305
3. ⟪parking_bay_no|B2-003⟫  ⟦PERSON|黎志远⟧  1栋2210
4. ⟪parking_bay_no|B2-118⟫  ⟦PERSON|周社长⟧（社区老年大学）  5栋0101
5. ⟪parking_bay_no|B1-090⟫  ⟦PERSON|巫敏⟧  9栋1702
请中签住户于⟪deadline_date|6月28日⟫前携带行驶证到物业服务中心签约，联系电话⟦PHONE|0755-2601 4488⟧。"""),

("pension_face_verify_log", """[⟪timestamp|2024-06-22 08:41:07⟫] INFO  face-verify uid=⟪user_id|88120934⟫ name=⟦PERSON|谭金花⟧ idNo=⟦IDCARD|$id_tian⟧ result=PASS score=⟪score|0.932⟫ clientIp=⟦IP_ADDRESS|223.104.38.17⟧ device=⟪device_model|OPPO A57⟫
[⟪timestamp|2024-06-22 08:41:09⟫] INFO  pension-status idNo=⟦IDCARD|$id_tian⟧ status=NORMAL nextPay=⟪payment_date|2024-07-10⟫ monthly=⟦AMOUNT|¥3,108.60⟧
[⟪timestamp|2024-06-22 08:41:15⟫] WARN  face-verify uid=⟪user_id|88120977⟫ result=FAIL reason=LIVENESS clientIp=⟪doc_ip|198.51.100.23⟫ (压测流量)
[⟪timestamp|2024-06-22 08:41:16⟫] DEBUG tencent faceid sdk ⟪version|4.2.1⟫ region=⟪cloud_region|ap-guangzhou⟫"""),
]

TEXTS += [
("chengguan_phone_call", """【城管热线录音整理】
来电人：喂，我车在⟪place_name|解放路⟫被贴条了，那里明明画的是白线啊！
坐席：先生您好，请问怎么称呼？
来电人：我姓崔，⟦PERSON|崔永明⟧。
坐席：⟦PERSON|崔先生⟧，请提供一下罚单编号。
来电人：⟪penalty_decision_no|3701040019283⟫，车牌鲁A·6T0K9。
坐席：好的，白线车位是收费泊位，需要扫码缴费的，您当时没有缴费是吗？
来电人：扫了，扫不出来，手机信号不好……你们给我回个电话吧，⟦PHONE|一五三，零六四一，八二七九⟧。
坐席：好的，已登记工单⟪ticket_no|CG-0622-1193⟫，两个工作日内回复。"""),

("wechat_transfer_records", """（微信支付账单 · 6月）
⟪timestamp|06-01 10:12⟫  转账-来自 ⟦PERSON|A周阿兰⟧    +⟦AMOUNT|¥1,500.00⟧   备注：公租房押金，先转你
⟪timestamp|06-01 10:15⟫  转账-给 ⟦PERSON|郑美琪⟧       -⟦AMOUNT|¥1,500.00⟧   备注：押金代交
⟪timestamp|06-05 19:40⟫  ⟪merchant|美团外卖⟫           -⟦AMOUNT|¥36.80⟧
⟪timestamp|06-10 09:00⟫  ⟪org_name|XX区住房保障中心⟫  -⟦AMOUNT|¥620.00⟧   公租房6月租金（代扣）
⟪timestamp|06-15 08:31⟫  转账-来自 ⟦PERSON|郑美琪⟧     +⟦AMOUNT|¥300⟧        备注：还你车位费
交易单号 ⟪order_id|4200002185202406157730821946⟫"""),
]

TEXTS += [
("open_api_doc", """## 停车缴费开放接口 · 接入说明 ⟪version|v1.3⟫

调用示例（以下 AccessKey 为文档示例，请勿直接使用）：
```
curl -H "X-Ak: ⟪example_key|LTAI5tEXAMPLEEXAMPLE00⟫" -H "X-Sign: ⟪example_signature|d41d8cd98f00b204e9800998ecf8427e⟫" https://⟪hostname|open.tingche.example.cn⟫/api/v1/orders
```
> ⚠️ 2024-06-18 更新：上一版文档误把测试人员⟦PERSON|郑凯⟧的真实密钥 ⟦APIKEY|$aliyun_akid2⟧ / ⟦SECRET|$aliyun_secret2⟧ 贴在了这里，已作废，请勿再使用。
回调地址需在控制台配置，回调来源 IP 白名单：⟦IP_ADDRESS|47.98.112.206⟧、⟦IP_ADDRESS|47.98.112.207⟧。
错误码：⟪error_code|40013⟫ 签名错误；⟪error_code|40029⟫ 订单不存在。"""),

("resume_public_job_site", """个人简历（来源：⟪org_name|公共招聘网⟫）
姓名：⟦PERSON|温志刚⟧        性别：男
出生日期：⟦DATE_OF_BIRTH|1989年11月5日⟧
手机：⟦PHONE|187 0231 5582⟧    邮箱：⟦EMAIL|wenzhigang89@163.com⟧
现居：⟦ADDRESS|重庆市江北区建新北路65号2栋8-3⟧
求职意向：⟪job_title|网约车司机⟫ / ⟪job_title|仓库管理⟫   期望薪资：⟪salary_band|6000-8000元⟫
工作经历：2015-2023 ⟪org_name|重庆某汽配厂⟫ 质检员（工厂搬迁离职）
健康状况：良好（⟦MEDICAL|色弱⟧，不影响驾驶）
简历编号 ⟪resume_id|JL2406230117⟫"""),

("pension_arrears_email", """发件人：⟦EMAIL|ylbx_fw@rsj.cq.gov.cn⟧
收件人：⟦EMAIL|guowei_1983@qq.com⟧
主题：关于您养老保险补缴的答复（件号⟪case_no|CQ-RS-240617-0442⟫）

⟦PERSON|郭伟⟧先生：
您好！经核查，您⟪arrears_period|2016年3月至2017年8月⟫期间因单位原因中断缴费，可按规定办理补缴，补缴金额（含利息）合计⟦AMOUNT|21,946.30元⟧，由单位和个人按比例承担，其中个人部分⟦AMOUNT|6,584.00元⟧。
请携带身份证到⟪office_location|渝中区社保中心3号窗口⟫办理。如有疑问请拨打⟦PHONE|023-6388 1234⟧。
⟪org_name|重庆市社会保险事务中心⟫"""),

("no_criminal_record_application", """无犯罪记录证明申请（出国留学用）
申请人：⟦PERSON|白雪⟧   公民身份号码：⟦IDCARD|$id_bai⟧
出生日期：⟦DATE_OF_BIRTH|2000年2月29日⟧
护照号码：⟦PASSPORT|$pp_cn6⟧
户籍地：⟦ADDRESS|北京市海淀区学院路29号院14号楼502⟧
用途：申请⟪org_name|英国某大学⟫学生签证
开具单位：⟪org_name|海淀分局学院路派出所⟫   受理号：⟪acceptance_no|WFZ-110108-0623-017⟫
办理时限：⟪processing_time|3个工作日⟫"""),

("dingtalk_daily_report", """【日报】⟦PERSON|贾思远⟧ 6月24日
今日完成：
1. 选民登记系统压测，峰值⟪qps|1,200 QPS⟫无异常；
2. 测试库迁到 ⟦IP_ADDRESS|192.168.31.207⟧，root 临时密码 ⟦PASSWORD|Xm@djxt2024!⟧（明天改掉）；
3. 修复身份证号校验bug（之前把⟪test_id_sample|11010519491231002X⟫这种文档样例号当真实号码拦截了）。
明日计划：对接⟪org_name|民政局⟫数据接口。
@⟦PERSON|吴昊⟧ 帮忙review一下 ⟪merge_request|MR !418⟫"""),
]

TEXTS += [
("id_card_ems_sms", """【⟪org_name|EMS⟫】您好，⟪org_name|昆山市公安局⟫为您寄递的居民身份证（⟦PERSON|罗佳慧⟧）已由快递员⟦PERSON|曹师傅⟧（⟦PHONE|180 5128 3316⟧）派送，收件地址：⟦ADDRESS|江苏省昆山市玉山镇前进西路1288号4幢1602室⟧，运单号⟪tracking_number|9879301488216⟫。如非本人签收请致电⟦PHONE|11183⟧。"""),

("public_housing_checkout", """公共租赁住房退租结算单
合同编号：⟪contract_no|GZF-HT-2019-08817⟫
承租人：⟦PERSON|葛红英⟧    联系电话：⟦PHONE|138 0573 6621⟧
房屋：⟪property_ref|望江苑7幢2单元502⟫
退租原因：已购买商品房（⟪policy_clause|不再符合保障条件⟫）
租金结算：欠缴⟪period|5-6月⟫租金⟦AMOUNT|1,240元⟧；水电燃气已结清
押金：⟦AMOUNT|2,400元⟧，扣除欠租后退还⟦AMOUNT|1,160元⟧至承租人账户⟦CARD|$card_u8⟧
经办：⟦PERSON|小冉⟧   复核：⟦PERSON|詹科长⟧   日期：⟪form_date|2024.06.25⟫"""),
]

TEXTS += [
("voter_card_register", """选民证发放登记簿（第⟪district_no|12⟫选区 · 第3小组）
序号   选民姓名   选民证号      领取人      领取人签字   备注
⟪row_no|31⟫   ⟦PERSON|柯长林⟧     ⟪voter_card_no|XM12-0331⟫   本人        ⟦PERSON|柯长林⟧
⟪row_no|32⟫   ⟦PERSON|柯美玉⟧     ⟪voter_card_no|XM12-0332⟫   ⟦PERSON|柯长林⟧（代领）  ⟦PERSON|柯长林⟧   委托书已收
⟪row_no|33⟫   ⟦PERSON|苏桂英⟧     ⟪voter_card_no|XM12-0333⟫   ⟦PERSON|小邵⟧（上门）   —        ⟦MEDICAL|失明⟧，流动票箱
发放人：⟦PERSON|小邵⟧  ⟪form_date|2024-10-28⟫"""),
]

TEXTS += [
("meal_subsidy_list", """长者助餐补贴发放明细（⟪period|2024年6月⟫）  ⟪org_name|翠苑街道⟫
| 姓名 | 年龄 | 补贴类别 | 补贴标准 | 本月实发 |
|---|---|---|---|---|
| ⟦PERSON|包秀梅⟧ | 82 | 高龄+独居 | ⟪subsidy_standard|每餐5元⟫ | ⟦AMOUNT|¥150⟧ |
| ⟦PERSON|单志华⟧ | 76 | 失能（⟦MEDICAL|帕金森病⟧） | ⟪subsidy_standard|每餐8元⟫ | ⟦AMOUNT|¥232⟧ |
| ⟦PERSON|老韩⟧ | 90 | 高龄 | ⟪subsidy_standard|每餐5元⟫ | ⟦AMOUNT|¥145⟧ |
合计发放⟪org_total|¥527⟫，资金来源：⟪funding_source|市区两级财政⟫"""),

("dibao_public_notice", """城乡最低生活保障对象公示（⟪period|2024年第二季度⟫新增）
根据《社会救助暂行办法》，现将拟新增低保对象公示如下：
⟪masked_name|赵*顺⟫  城关街道东门社区  家庭人口3人  ⟪poverty_reason|因病⟫
⟪masked_name|宁*勇⟫  城关街道西街社区  家庭人口1人  ⟪poverty_reason|因残⟫
公示期：⟪period|6月25日至7月1日⟫。如有异议，请向街道社会救助办公室反映，监督电话⟦PHONE|0531-8690 2231⟧。
⟪org_name|城关街道办事处⟫"""),

("urgent_passport_email", """主题：护照加急办理申请（留学报到）

您好！
我是⟪org_name|宁波诺丁汉大学⟫交换生⟦PERSON|杨子涵⟧，需在⟪deadline_date|7月15日⟫前赴英国报到，签证要求护照有效期6个月以上，目前护照⟦PASSPORT|$pp_cn1⟧将于⟪expiry_date|2024年11月⟫到期，特申请加急换发。
附件：⟪file_name|录取通知书.pdf⟫、⟪file_name|机票行程单.pdf⟫
联系电话：⟦PHONE|150 5744 0619⟧
邮箱：⟦EMAIL|ziihan.yang@nottingham.edu.cn⟧
我母亲⟦PERSON|杨丽娟⟧可代为领取，身份证⟦IDCARD|$id_yang⟧。"""),
]

TEXTS += [
("weibo_ticket_complaint", """@⟦PERSON|阿杰不加班⟧：今天在⟪place_name|春熙路⟫停了十分钟买杯奶茶，回来就被贴了条，⟪fine_standard|150元⟫+⟪penalty_points|3分⟫😤 关键是旁边那辆川A·88888停了一上午没人管？？@⟪org_handle|成都交警⟫ 能不能一视同仁
——
回复 @⟦PERSON|阿杰不加班⟧：兄弟我上周也是，申诉了，交警说有照片就行
回复 @⟪org_handle|成都交警⟫：您好，请通过⟪app_name|交管12123⟫ APP提交申诉材料，我们会依法核查。"""),

("gitee_issue_parking_app", """**Issue #⟪issue_number|217⟫：停车缴费小程序支付回调偶发 502**

环境：⟪version|parking-miniapp 2.3.0⟫ / ⟪runtime_version|Node 18.19⟫
复现日志：
```
[⟪timestamp|2024-06-26 12:03:55⟫] POST /notify from ⟦IP_ADDRESS|101.226.103.18⟧ upstream timed out
[⟪timestamp|2024-06-26 12:03:55⟫] git remote: https://⟦PERSON|liuyang-dev⟧:⟦APIKEY|$ghpat1⟧@github.com/city-parking/notify.git
```
> 维护者 @⟦PERSON|chenjing⟧ 回复：日志里的 remote 带了 token，已经帮你在 GitHub 上 revoke 了，下次贴日志前先脱敏。commit ⟪commit_sha|$sha1_f⟫ 已修复超时。"""),

("hrss_meeting_minutes", """⟪org_name|区人力资源和社会保障局⟫2024年第6次局务会议纪要
时间：⟪meeting_date|2024年6月27日⟫    主持：⟦PERSON|龚局长⟧
一、上半年全区城镇新增就业⟪org_statistic|1.26万人⟫，发放失业保险金⟪org_total|8,430万元⟫，稳岗返还⟪org_total|2,110万元⟫。
二、讨论个案：失业人员⟦PERSON|陶建新⟧反映失业金被停发。经查，其⟪event_date|4月⟫已在⟪org_name|某物流公司⟫就业并参保，系多领⟦AMOUNT|3,672元⟧，会议同意分⟪instalments|6期⟫追回。
三、下半年重点：零就业家庭动态清零、公益性岗位⟪org_statistic|300个⟫。
记录：⟦PERSON|严秋⟧"""),

("lost_phone_police_call", """（派出所值班室电话记录）
时间：⟪timestamp|2024-06-27 21:40⟫   值班民警：⟦PERSON|聂东⟧
来电人：⟦PERSON|范雨桐⟧，称下午在⟪place_name|地铁2号线江汉路站⟫遗失苹果手机一部，手机号⟦PHONE|186 2712 4409⟧，手机壳里夹着一张医保卡和一张写有门禁密码“⟦PASSWORD|2580#⟧”的纸条。
处理：已查询本所失物登记，暂无。告知来电人先挂失医保卡、更改门禁密码，并登记其地址⟦ADDRESS|江岸区胜利街208号3单元601⟧，如有消息电话联系。
登记号：⟪register_no|SW-0627-19⟫"""),
]
