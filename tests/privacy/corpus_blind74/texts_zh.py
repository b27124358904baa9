# blind74 -- Chinese texts, typed one at a time.
# ⟦TYPE|value⟧ = labelled span, ⟪kind|value⟫ = decoy, $name = values.VALUES[name]
TEXTS = []

# ---- batch 1 ---------------------------------------------------------------
TEXTS += [
("wechat_group_bee_coop",
"""【⟪org_name|秦岭蜂业合作社⟫群】
⟦PERSON|老周⟧：各位，下周三统一收椴树蜜，收购价⟪price|每斤38元⟫，别往外卖了啊
⟦PERSON|许小姐⟧：@⟦PERSON|老周⟧ 我家那批还没摇完，能不能推到周五
⟦PERSON|老周⟧：可以，你跟⟦PERSON|小赵⟧说一声，他负责登记
⟦PERSON|小赵⟧：收到～ ⟦PERSON|许姐⟧你把称重单拍给我，上次的蜜钱⟦AMOUNT|4,560元⟧已经打到你⟪masked_card|尾号6620⟫的卡上了
⟦PERSON|孙德胜⟧：我老婆这两天⟦MEDICAL|被蜇了过敏，脸肿得厉害⟧，在县医院挂水，我请两天假
⟦PERSON|老周⟧：身体要紧。⟦PERSON|德胜⟧你把蜂场地址发我，我让⟦PERSON|小赵⟧过去帮你看看蜂箱
⟦PERSON|孙德胜⟧：⟦ADDRESS|陕西省汉中市佛坪县袁家庄街道东河台村3组27号⟧"""),

("dingtalk_robot_config_ini",
"""# 果园霜冻告警 config.ini  版本 ⟪version|1.3.2⟫
[dingtalk]
webhook = ⟦SECRET|$dingtalk_hook_1⟧
secret = ⟦SECRET|$dingtalk_sign_1⟧
at_mobiles = ⟦PHONE|13905711842⟧,⟦PHONE|18668032517⟧

[aliyun]
access_key_id = ⟦APIKEY|$ali_akid_2⟧
access_key_secret = ⟦SECRET|$ali_secret_2⟧
oss_bucket = ⟪bucket_name|orchard-frost-img⟫
endpoint = ⟪hostname|oss-cn-hangzhou.aliyuncs.com⟫
; 负责人：⟦PERSON|林志强⟧"""),

("well_drilling_contract",
"""农村饮水井施工合同
合同编号：⟪contract_no|DJ-2024-0317⟫
甲方（业主）：⟦PERSON|马国庆⟧  身份证号：⟦IDCARD|$idcard_7⟧
住址：⟦ADDRESS|陕西省西安市雁塔区鱼化寨街道南窑头村5组112号⟧
乙方：⟪org_name|秦川水井工程有限公司⟫  统一社会信用代码：⟪org_credit_code|91610113MA6W2K8X4R⟫
一、井深约⟪borehole_depth|120米⟫，单价⟪tariff|每米260元⟫，预计总价⟪quote_total|31,200元⟫。
二、甲方于签约时支付定金人民币⟦AMOUNT|伍仟元整⟧（⟦AMOUNT|¥5,000.00⟧），余款验收合格后付清。
三、乙方现场负责人：⟦PERSON|胡师傅⟧，电话⟦PHONE|139-9180-4473⟧。
甲方签字：⟦PERSON|马国庆⟧        日期：⟪date|2024年3月17日⟫"""),

("bank_sms_honey_payment",
"""【⟪org_name|中国农业银行⟫】您⟪masked_card|尾号8823⟫账户⟪timestamp|03月02日14:21⟫完成支付宝转入交易⟦AMOUNT|人民币2,380.00⟧，余额⟦AMOUNT|16,905.42元⟧。对方户名：⟦PERSON|黄思远⟧。如有疑问请致电⟦PHONE|95599⟧。"""),

("outpatient_record_sting",
"""⟪org_name|北京朝阳医院⟫ 门诊病历    科室：⟪department|变态反应科⟫    就诊号：⟪visit_no|MZ20240611-0388⟫
姓名：⟦PERSON|韩梅⟧  性别：女  出生日期：⟦DATE_OF_BIRTH|1978-03-09⟧
身份证号：⟦IDCARD|$idcard_2⟧
职业：养蜂
主诉：⟦MEDICAL|蜂蜇后全身荨麻疹伴胸闷2小时⟧
既往史：⟦MEDICAL|高血压5年，口服氨氯地平⟧
诊断：⟦MEDICAL|蜂毒过敏（II级全身反应）⟧
处理：⟦MEDICAL|肾上腺素0.3mg肌注，地塞米松静滴⟧，留观2小时
医师：⟦PERSON|陈立伟⟧   科室电话：⟦PHONE|010-8419 2270⟧"""),

("secondhand_listing_hives",
"""转让 十框中蜂箱20个，杉木的，九成新，⟪price|85一个⟫，打包⟪price|1500全拿走⟫。另有摇蜜机一台（⟪product_code|不锈钢4框⟫）。只限⟪place|成都⟫周边自提，郫都区。有意加微信⟦PERSON|lintao_bee⟧或者打⟦PHONE|一三八八零零二六七四五⟧，诚心要的来，砍价勿扰。——⟦PERSON|林涛⟧"""),

("greenhouse_controller_log",
"""⟪timestamp|2024-10-08 03:14:27.551⟫ [ERROR] [greenhouse-ctl] 温湿度上报失败 棚号=⟪greenhouse_id|G-07⟫ 网关=⟦IP_ADDRESS|192.168.31.120⟧
2024-10-08 03:14:27.552 [WARN ] [greenhouse-ctl] 重试第3次 trace_id=⟪trace_id|4bf92f3577b34da6a3ce929d0e0e4736⟫
2024-10-08 03:14:29.004 [INFO ] [sms] 已发送告警短信至 ⟦PHONE|+86 152 0937 4418⟧（值班：⟦PERSON|覃海燕⟧）
2024-10-08 03:15:01.337 [INFO ] [auth] 用户 ⟦PERSON|qinhaiyan⟧ 从 ⟦IP_ADDRESS|117.136.12.84⟧ 登录成功
2024-10-08 03:15:40.912 [ERROR] [db] 连接失败: mysql://mushroom:⟦SECRET|Xg2024_jun!⟧@⟦IP_ADDRESS|10.0.12.5⟧:⟪port|3306⟫/ctl"""),

("wechat_private_xmas_tree_order",
"""⟦PERSON|王经理⟧：⟦PERSON|小刘⟧，那批⟪tree_species|欧洲云杉⟫的钱客户付了没？
⟦PERSON|小刘⟧：付了，⟦PERSON|郑老板⟧今天上午转了⟦AMOUNT|三万八千块⟧，说剩下的⟦AMOUNT|一万二千块⟧月底给
⟦PERSON|王经理⟧：行。订单⟪order_id|XS-2412-006⟫的发货地址再确认一下
⟦PERSON|小刘⟧：⟦ADDRESS|上海市闵行区七宝镇新镇路1299弄15号602室，邮编201101⟧，收件人⟦PERSON|郑伟民⟧ ⟦PHONE|13817726094⟧
⟦PERSON|王经理⟧：顺丰单号发我
⟦PERSON|小刘⟧：⟪tracking_number|SF1408827739216⟫"""),

("picker_roster_markdown",
"""⟪org_name|烟台福山苹果采摘园⟫ 2024秋季临时工名单（⟪doc_id|HR-2024-09⟫）
| 姓名 | 身份证号 | 手机 | 工资卡 | 备注 |
|---|---|---|---|---|
| ⟦PERSON|杨秀英⟧ | ⟦IDCARD|$idcard_5⟧ | ⟦PHONE|135 7102 4486⟧ | ⟦CARD|$card_up_1⟧ | ⟦MEDICAL|腰椎间盘突出⟧，不搬筐 |
| ⟦PERSON|李建军⟧ | ⟦IDCARD|$idcard_13⟧ | ⟦PHONE|186 3770 5912⟧ | ⟦CARD|$card_up_2⟧ | |
| ⟦PERSON|王桂兰⟧ | ⟦IDCARD|$idcard_20⟧ | ⟪masked_phone|159****2210⟫ | 现金 | ⟦MEDICAL|糖尿病⟧，午饭要按时 |"""),

("product_manual_mushroom_logs",
"""⟪product_name|香菇菌棒（808品种）⟫使用说明
出菇温度⟪temperature|12–20℃⟫，空气相对湿度⟪humidity|85%–90%⟫。菌棒规格⟪product_code|15×55cm⟫，每棒约⟪weight|1.6kg⟫。
生产批号：⟪lot_number|XG20240915-03⟫   保质期：⟪shelf_life|60天⟫
生产企业：⟪org_name|随州市裕丰菌业有限公司⟫   执行标准：⟪standard_no|GB/T 12728-2006⟫"""),

("wiki_alert_bot_setup",
"""## 告警机器人接入说明（猛禽救助中心监控）
- 群机器人 Webhook：⟦SECRET|$feishu_hook_1⟧
- 签名校验密钥：⟦SECRET|$feishu_sign_1⟧
- 摄像头 RTSP：rtsp://admin:⟦SECRET|Hawk2024rescue⟧@⟦IP_ADDRESS|172.16.8.21⟧:⟪port|554⟫/h264
- 示例 IP（文档用，别填进配置）：⟪doc_ip|198.51.100.7⟫
- 维护人：⟦PERSON|黄思远⟧（⟦EMAIL|huangsy@raptor-rescue.org.cn⟧）
- 当前版本：⟪version|v2.0.4⟫"""),

("customer_service_call_cider",
"""客服（⟦PERSON|小婷⟧）：您好，⟪org_name|云果酒坊⟫旗舰店，请问有什么可以帮您？
顾客：你好，我上周买了两箱⟪product_name|冰苹果酒750ml⟫，到了碎了一瓶。
客服：非常抱歉，麻烦提供一下订单号。
顾客：⟪order_id|240915338271⟫。
客服：好的，收货人是⟦PERSON|蒋雨桐⟧吗？手机⟪masked_phone|尾号6623⟫？
顾客：对。能退款吗？
客服：可以给您退⟦AMOUNT|128元⟧，原路退回，或者给您补发一瓶。
顾客：退款吧。我⟦MEDICAL|怀孕⟧了其实也不能喝，本来是送人的。
客服：好的，预计1-3个工作日到账。"""),

("resume_arborist_zh",
"""个人简历
姓名：⟦PERSON|欧阳俊杰⟧    性别：男    出生日期：⟦DATE_OF_BIRTH|1992年7月21日⟧
身份证：⟦IDCARD|$idcard_3⟧
手机：⟦PHONE|177 8021 3369⟧    邮箱：⟦EMAIL|oyjj_arbor@163.com⟧
现住址：⟦ADDRESS|四川省成都市武侯区簇桥街道龙腾西路55号3栋2单元801⟧
证书：高级园林绿化工（证书编号⟪cert_no|GL-5101-2019-00873⟫）、高空作业证；英语⟪cert_level|CET-4⟫
工作经历：2016-2023 ⟪org_name|成都蓉绿园林工程有限公司⟫ 树木修剪班组长
期望薪资：⟦AMOUNT|8000-10000元/月⟧
健康状况：良好（⟦MEDICAL|2021年左腿骨折，已康复⟧）"""),

("payee_form_honey",
"""收款人：⟦PERSON|杜春燕⟧
开户行：⟪org_name|中国邮政储蓄银行佛坪县支行⟫
卡号：⟦CARD|$card_up_3⟧
金额：⟦AMOUNT|¥12,600.00⟧（蜂蜜款 300斤×⟪price|42元/斤⟫）
用途：⟪payment_ref|椴树蜜货款⟫
经办人：⟦PERSON|小赵⟧  电话⟦PHONE|0916-8891 2035⟧"""),

("review_strawberry_picking",
"""⭐⭐☆☆☆ 草莓采摘体验很差 —— ⟦PERSON|晴天小猪⟧
周末带娃去的⟪place|昌平⟫那家，门票⟪price|每人60含1斤⟫，超出⟪price|80元/斤⟫，太贵了。娃摘了一半⟦MEDICAL|哮喘⟧犯了，大棚里太闷，工作人员也没什么急救常识。最后老板退了我们⟦AMOUNT|120块⟧，态度还行吧。"""),

("sql_member_table",
"""INSERT INTO `⟪db_table|member⟫` (`id`,`real_name`,`mobile`,`id_card`,`birthday`,`balance`) VALUES
(⟪row_id|10086⟫,'⟦PERSON|罗晓峰⟧','⟦PHONE|18602117731⟧','⟦IDCARD|$idcard_4⟧','⟦DATE_OF_BIRTH|1988-11-30⟧','⟦AMOUNT|¥326.50⟧'),
(10087,'⟦PERSON|宋佳琪⟧','⟦PHONE|13312345067⟧','⟦IDCARD|$idcard_8⟧','⟦DATE_OF_BIRTH|2001-06-15⟧','⟦AMOUNT|¥0.00⟧');
-- 会员卡余额，单位元；导出时间 ⟪timestamp|2024-12-01 02:00:00⟫"""),

("meeting_minutes_xmas_tree_base",
"""会议纪要｜⟪org_name|长白山松林圣诞树基地⟫季度例会
时间：⟪date|2024年9月26日⟫    地点：⟪venue|二号会议室⟫
参会：⟦PERSON|周社长⟧、⟦PERSON|金美玉⟧（财务）、⟦PERSON|朴成浩⟧、⟦PERSON|老杨⟧
1. 今年出口韩国订单共⟪tree_count|4,200棵⟫，11月中旬前装柜。
2. 财务⟦PERSON|金美玉⟧汇报：⟦PERSON|老杨⟧垫付的运输费⟦AMOUNT|7,850元⟧已报销；⟦PERSON|朴成浩⟧借支⟦AMOUNT|3,000元⟧尚未归还。
3. ⟦PERSON|周社长⟧提出，基地账户余额⟪org_total|约46万元⟫，年底前购置移栽机一台。
4. ⟦PERSON|老杨⟧⟦MEDICAL|腰伤复发⟧，本月请假两周。"""),

("weibo_post_beekeeper",
"""#⟪hashtag|养蜂日记⟫# 今天往⟪place|秦岭⟫转场，路上蜂车爆胎😭 好心人@⟦PERSON|西安老王⟧ 帮忙换的，一分钱没要，感谢！顺便说下，我家蜂蜜只在自家小店卖，⟪shop_name|秦岭槐花蜜小铺⟫，别的都是假冒！有问题私信或者打⟦PHONE|029-8526 7103⟧。PS 最近⟦MEDICAL|老胃病⟧又犯了，蜂蜜水安排上"""),

("raptor_rescue_intake_form",
"""⟪org_name|北京猛禽救助中心⟫ 野生动物接收登记表    编号：⟪intake_no|BRRC-2024-0413⟫
物种：⟪species|红隼 Falco tinnunculus⟫    伤情：⟪animal_health|左翼骨折，轻度脱水⟫
送救人：⟦PERSON|邓子涵⟧    电话：⟦PHONE|150 1068 2291⟧
身份证号（选填）：⟦IDCARD|$idcard_15⟧
发现地点：⟪place|海淀区西山国家森林公园南门⟫
备注：送救人⟦MEDICAL|对羽毛过敏⟧，已戴手套。
接收人：⟦PERSON|付老师⟧"""),

("sms_booking_blueberry",
"""【⟪org_name|绿野蓝莓采摘园⟫】⟦PERSON|陈女士⟧您好，您预约的⟪date|7月13日⟫上午9:00蓝莓采摘（4人）已确认，预约码⟪booking_code|LY6208⟫，定金⟦AMOUNT|100元⟧已收。园区地址：⟪org_address|江苏省南京市溧水区白马镇石头寨村⟫。咨询电话⟦PHONE|025-5718 0628⟧。"""),

("env_file_miniprogram",
"""# 菌菇商城小程序后端 .env
WX_APPID=⟪app_id|wx8f3c21a9b0d4e57c⟫
WX_APPSECRET=⟦SECRET|$wx_appsecret_1⟧
WX_MCHID=⟪merchant_id|1612345678⟫
WX_PAY_APIV3_KEY=⟦SECRET|$wx_apiv3_1⟧
TENCENT_SECRET_ID=⟦APIKEY|$tencent_sid_1⟧
TENCENT_SECRET_KEY=⟦SECRET|$tencent_skey_1⟧
REDIS_URL=redis://:⟦SECRET|Jun9u_r3dis⟧@⟦IP_ADDRESS|10.1.0.8⟧:⟪port|6379⟫/0
# 开发：⟦PERSON|zhangwei_dev⟧"""),

("iou_drilling_equipment",
"""借条
今借到⟦PERSON|刘长顺⟧人民币⟦AMOUNT|贰万元整⟧（⟦AMOUNT|¥20,000⟧），用于购买打井设备（⟪product_name|冲击钻机CZ-22⟫），约定于⟪date|2025年6月30日⟫前归还，月息⟪interest_rate|1%⟫。
借款人：⟦PERSON|田振华⟧
身份证号：⟦IDCARD|$idcard_12⟧
住址：⟦ADDRESS|广西南宁市青秀区长湖路28号金湖花园6栋1203⟧
电话：⟦PHONE|138-7710-2954⟧
⟪date|2024年7月1日⟫"""),
]

# ---- batch 2 ---------------------------------------------------------------
TEXTS += [
("dingtalk_tree_crew_chat",
"""[钉钉] 树木养护二组
⟦PERSON|蒋队⟧：明天⟪place|滨江公园⟫那批⟪tree_species|悬铃木⟫修剪，8点集合，高空车开⟪company_vehicle_plate|浙A·D7731⟫那台
⟦PERSON|小徐⟧：收到。⟦PERSON|蒋队⟧，我上周垫的油费⟦AMOUNT|436元⟧啥时候能报？
⟦PERSON|蒋队⟧：发票给财务⟦PERSON|王姐⟧
⟦PERSON|老何⟧：我明天请个假，⟦MEDICAL|痛风⟧又犯了，脚肿得穿不上鞋
⟦PERSON|蒋队⟧：好好养着。⟦PERSON|小徐⟧你顶一下⟦PERSON|老何⟧的锯手"""),

("waybill_ocr_black_fungus",
"""[OCR] ⟪org_name|中通快递⟫  运单号 ⟪tracking_number|75318842096613⟫
收件人：⟦PERSON|苏婉清⟧ ⟪masked_phone|139****5281⟫
收件地址：⟦ADDRESS|湖北省武汉市武昌区中北路108号楚天都市花园C座1702⟧
寄件人：⟦PERSON|柯老板⟧ ⟦PHONE|0719-3356 118⟧（⟪org_name|房县黑木耳合作社⟫）
物品：⟪product_name|黑木耳 2.5kg⟫    代收货款：⟦AMOUNT|￥215.00⟧"""),

("java_stack_trace_refund",
"""⟪timestamp|2024-05-20 11:02:33⟫ ERROR c.f.orchard.pay.WxPayService - 退款失败, 订单=⟪order_id|PY20240520110233881⟫, 用户=⟦PERSON|fengxiaolei⟧, 金额=⟦AMOUNT|58.00元⟧
com.github.binarywang.wxpay.exception.WxPayException: 签名错误
	at com.fruitfarm.pay.WxPayService.refund(WxPayService.java:⟪line_number|214⟫)
	at com.fruitfarm.pay.RefundController.apply(RefundController.java:88)
Caused by: java.sql.SQLException: Access denied for user 'pay'@'⟦IP_ADDRESS|10.3.2.17⟧' (using password: YES)
	url=jdbc:mysql://⟦IP_ADDRESS|10.3.2.9⟧:⟪port|3306⟫/pay?user=pay&password=⟦SECRET|Guoyuan#2024⟧"""),

("idcard_ocr_json",
"""{"code":0,"msg":"识别成功","request_id":"⟪request_id|2c3f8a91d7e04b16⟫","data":{
 "name":"⟦PERSON|覃海燕⟧","sex":"女","nation":"壮",
 "birth":"⟦DATE_OF_BIRTH|1990年4月28日⟧",
 "address":"⟦ADDRESS|广西南宁市青秀区民族大道136号5栋2单元301号⟧",
 "id_number":"⟦IDCARD|$idcard_11⟧",
 "issue_authority":"⟪org_name|南宁市公安局青秀分局⟫","valid_period":"⟪validity|2016.03.11-2036.03.11⟫"}}"""),

("study_trip_signup_form",
"""⟪org_name|阳光果园⟫研学活动报名表（⟪form_id|YX-0921⟫）
学生姓名：⟦PERSON|何梓萱⟧    班级：⟪class_name|三年级2班⟫
出生日期：⟦DATE_OF_BIRTH|2015年3月2日⟧
过敏史：⟦MEDICAL|芒果过敏、青霉素过敏⟧
家长姓名：⟦PERSON|何建平⟧    电话：⟦PHONE|13977105528⟧
家长身份证号：⟦IDCARD|$idcard_14⟧
费用：⟦AMOUNT|¥168⟧（已通过班级群接龙支付）"""),

("firewall_log_orchard_router",
"""Oct  3 22:41:07 kernel: [UFW BLOCK] IN=eth0 OUT= SRC=⟦IP_ADDRESS|222.186.42.117⟧ DST=⟦IP_ADDRESS|192.168.2.10⟧ PROTO=TCP SPT=⟪port|47290⟫ DPT=⟪port|22⟫
Oct  3 22:41:09 kernel: [UFW BLOCK] IN=eth0 OUT= SRC=⟦IP_ADDRESS|2408:8456:3c10:82a1::1f⟧ DST=⟦IP_ADDRESS|2408:8207:2440:5b30:9c2d:71ff:fe0a:4c21⟧ PROTO=TCP DPT=⟪port|8080⟫
# 备注（⟦PERSON|钱卫东⟧）：外网在暴力破解，已把录像机⟪device_id|NVR-03⟫改回内网，文档里的测试地址⟪doc_ip|203.0.113.5⟫别再用了"""),

("land_lease_summary",
"""土地流转协议（摘要）
出租方：⟦PERSON|孙德胜⟧，身份证号⟦IDCARD|$idcard_16⟧
承租方：⟪org_name|佛坪县秦岭土蜂养殖专业合作社⟫
地块：⟪parcel_no|东河台村3组 2.6亩⟫
租金：每亩每年⟪tariff|800元⟫，合计⟦AMOUNT|2,080元/年⟧，每年1月打入出租方银行卡⟦CARD|$card_up_4⟧
期限：⟪date|2025年1月1日⟫至2029年12月31日"""),

("wechat_voice_to_text_well",
"""【语音转文字】喂，⟦PERSON|胡师傅⟧啊，我是⟪place|鱼化寨⟫那个⟦PERSON|马国庆⟧，井打到⟪borehole_depth|九十米⟫还没出水啊，你们说一百二十米以内肯定有水，定金我已经付了⟦AMOUNT|五千块⟧了，剩下的你们得给我个说法。我电话你记一下，⟦PHONE|幺五九 二九零三 六六一八⟧，再不行我直接找你们⟪org_name|秦川水井⟫老板了。"""),

("docker_compose_raptor_site",
"""# 猛禽救助中心官网 docker-compose.yml（⟦PERSON|liyuhang⟧ 维护）
services:
  db:
    image: ⟪image_tag|mysql:8.0.36⟫
    environment:
      MYSQL_ROOT_PASSWORD: ⟦PASSWORD|Raptor@Root2024⟧
  web:
    environment:
      DATABASE_URL: mysql://raptor:⟦SECRET|yingsun_db_88⟧@db:3306/raptor
      AMAP_KEY: ⟦APIKEY|$amap_key_1⟧
      SMS_SIGN: "⟪sms_sign|【猛禽救助】⟫"
    ports: ["⟪port|8000⟫:8000"]"""),

("honey_sales_ledger_csv",
"""日期,客户,电话,商品,数量,实收,欠款
⟪date|2024-08-02⟫,⟦PERSON|钱玉芬⟧,⟦PHONE|13891607742⟧,⟪product_name|洋槐蜜⟫,10斤,⟦AMOUNT|¥380⟧,无
2024-08-05,⟦PERSON|老白⟧,⟦PHONE|0916-2217 830⟧,⟪product_name|百花蜜⟫,30斤,⟦AMOUNT|¥500⟧,⟦AMOUNT|¥460⟧
2024-08-09,⟦PERSON|高晓军⟧,⟦PHONE|15109163358⟧,洋槐蜜,5斤,⟦AMOUNT|¥190⟧,无"""),

("wechat_pay_receipt",
"""微信支付 | 转账成功
收款方：⟪masked_name|*晓雯⟫
付款人：⟦PERSON|梁家豪⟧（微信号 ⟦PERSON|ljh_1993⟧）
转账金额：⟦AMOUNT|￥1,200.00⟧
转账说明：⟪payment_ref|圣诞树定金-3棵诺德曼冷杉⟫
转账时间：⟪timestamp|2024-11-18 20:31:47⟫
交易单号：⟪transaction_id|1000050101202411180142398817⟫
付款方式：⟪masked_card|招商银行储蓄卡(尾号4417)⟫"""),

("sick_note_mushroom_worker",
"""⟪org_name|寿光市人民医院⟫ 诊断证明书    编号：⟪doc_id|ZD-2024-11873⟫
姓名：⟦PERSON|郭红梅⟧  性别：女  年龄：41岁
工作单位：⟪org_name|寿光绿源菌业有限公司⟫
诊断：⟦MEDICAL|过敏性肺炎（蘑菇工人肺）⟧
建议：⟦MEDICAL|脱离菇房粉尘环境，休息两周，口服泼尼松⟧
医师：⟦PERSON|王振东⟧    ⟪date|2024年11月4日⟫"""),

("admin_export_jsonl",
"""{"uid":⟪user_id|3302⟫,"nick":"⟦PERSON|果园小霸王⟧","mobile":"⟦PHONE|+8613655718204⟧","reg_ip":"⟦IP_ADDRESS|36.112.80.14⟧","last_ip":"⟦IP_ADDRESS|100.64.17.3⟧","wallet":"⟦AMOUNT|¥42.80⟧"}
{"uid":3303,"nick":"⟦PERSON|摘星星的阿May⟧","mobile":"⟪masked_phone|+86136****9120⟫","reg_ip":"⟪loopback_ip|127.0.0.1⟫","last_ip":"⟦IP_ADDRESS|183.192.6.77⟧","wallet":"⟦AMOUNT|¥0.50⟧"}"""),

("forum_thread_absconding_swarm",
"""【求助】蜂群逃群了怎么办？    楼主：⟦PERSON|蜂痴老李⟧    ⟪timestamp|2024-05-12 21:04⟫
今年第三箱跑了，⟪place|湖北神农架⟫海拔1200米，中蜂，上个月刚用过⟪vet_product|蜂螨清⟫。另外问下蜂友，蜂疗能不能治⟦MEDICAL|类风湿⟧？我老伴手关节⟦MEDICAL|变形⟧好几年了。
2楼 ⟦PERSON|秦岭蜂王⟧：逃群多半是巢脾老了，再就是蚂蚁。加我微信⟦PERSON|qinling_fengwang⟧细聊。
3楼 ⟦PERSON|蜂痴老李⟧：谢谢2楼！"""),

("agri_insurance_claim_hail",
"""⟪org_name|中华联合财产保险⟫ 农业保险理赔申请书
保单号：⟪policy_no|PZAA202461010000012873⟫
被保险人：⟦PERSON|雷振国⟧    身份证号：⟦IDCARD|$idcard_6⟧
受灾情况：⟪date|2024年6月9日⟫冰雹，苹果园⟪area|15亩⟫，损失率约60%
申请赔付金额：⟦AMOUNT|¥37,500⟧
收款账户：⟦CARD|$card_up_5⟧（⟪org_name|洛川县农村信用合作联社⟫）
联系电话：⟦PHONE|0911-3612 475⟧ / ⟦PHONE|187 9251 6604⟧"""),

("git_commit_hardcoded_key",
"""commit ⟪commit_sha|3f9e2c7a1b6d4e80f5a2c9d7e1b3a6f4c8d2e0b9⟫
Author: ⟦PERSON|Tang Yifan⟧ <⟦EMAIL|tangyifan@shroomhub.cn⟧>
Date:   ⟪timestamp|Tue Mar 12 16:22:05 2024 +0800⟫

    修复短信发送（临时写死key，之后改）

diff --git a/⟪file_path|sms/config.py⟫ b/sms/config.py
-SMS_KEY = os.environ["SMS_KEY"]
+SMS_KEY = "⟦APIKEY|$tencent_sid_2⟧"
+SMS_SECRET = "⟦SECRET|$tencent_skey_2⟧"
+TEST_PHONE = "⟦PHONE|18516027733⟧"  # 我自己的号"""),

("farmstay_guest_register",
"""⟪org_name|桃花源农家乐⟫ 住宿登记    入住日期：⟪date|2024-10-02⟫
1. 姓名：⟦PERSON|罗晓峰⟧    证件：身份证 ⟦IDCARD|$idcard_4⟧    房间：⟪room_no|A203⟫
2. 姓名：⟦PERSON|Kim Soo-jin⟧    证件：护照 ⟦PASSPORT|$pp_kr_1⟧    房间：A203
押金：⟦AMOUNT|¥500⟧（微信）    联系电话：⟦PHONE|18602117731⟧"""),

("wechat_group_card_leak",
"""⟦PERSON|阿杰⟧：帮我在官网报一下那个⟪product_name|荒野猛禽摄影营⟫，我卡给你
⟦PERSON|阿杰⟧：⟦CARD|$card_visa_2⟧ 有效期09/28 背面三位 ⟦CVV|382⟧
⟦PERSON|小雨⟧：你疯了吧卡号直接发群里😂 赶紧撤回
⟦PERSON|阿杰⟧：撤不回了，超过两分钟了… 课程⟪price|1980元⟫，帮我付一下
⟦PERSON|小雨⟧：付好了，扣了⟦AMOUNT|1,980.00元⟧，订单号⟪order_id|RAP-CN-77102⟫"""),

("work_injury_report",
"""工伤事故报告    编号：⟪report_no|GS-2024-019⟫
单位：⟪org_name|厦门鹭绿园林养护有限公司⟫
伤者：⟦PERSON|陈阿水⟧    出生日期：⟦DATE_OF_BIRTH|1983年9月14日⟧    身份证号：⟦IDCARD|$idcard_10⟧
经过：⟪date|2024年8月3日⟫在⟪place|思明区白鹭洲路⟫修剪台风倒伏榕树时油锯反弹。
伤情：⟦MEDICAL|左前臂开放性裂伤，缝合12针，注射破伤风抗毒素⟧
医疗费用：⟦AMOUNT|3,462.80元⟧（公司垫付）
目击人：⟦PERSON|林师傅⟧ ⟦PHONE|0592-5067 2281⟧"""),

("promo_sms_honey",
"""【⟪org_name|神农架蜂谷⟫】老顾客⟦PERSON|周女士⟧您好，新采⟪product_name|百花土蜂蜜⟫⟪price|88元/斤⟫，老顾客9折。您的积分⟪points|1,260分⟫可抵现。订购热线⟦PHONE|400-882-0719⟧，退订回T"""),

("tender_xmas_tree_supply",
"""项目编号：⟪tender_no|ZB-2024-HZ-0887⟫  圣诞树及装饰采购
投标单位：⟪org_name|杭州绿岭苗木有限公司⟫    投标报价：⟪quote_total|¥186,400.00⟫
法定代表人：⟦PERSON|俞建新⟧    授权委托人：⟦PERSON|俞晓⟧（身份证号⟦IDCARD|$idcard_22⟧）
联系电话：⟦PHONE|0571-8823 6610⟧    邮箱：⟦EMAIL|yuxiao@lvling-nursery.com⟧
开户行及账号：⟪org_account|中国银行杭州西湖支行 3578 6112 0043⟫"""),

("family_wechat_group",
"""【⟪group_name|相亲相爱一家人⟫】
⟦PERSON|大强⟧：爸今天去⟪hospital_name|佛坪县人民医院⟫复查了，⟦MEDICAL|空腹血糖8.9⟧，医生说⟦MEDICAL|二甲双胍⟧要加量
⟦PERSON|小芳⟧：还让他天天搬蜂箱呢！⟦PERSON|大强⟧你说说他
⟦PERSON|大强⟧：说了没用。医药费⟦AMOUNT|632元⟧我先垫了
妈：你们别吵了，⟪apiary_id|2号蜂场⟫的门锁密码改成⟦PASSWORD|0619⟧了，记一下"""),
]

# ---- batch 3 ---------------------------------------------------------------
TEXTS += [
("tree_transplant_quote",
"""报价单 ⟪quote_id|BJ-2411-032⟫
客户：⟦PERSON|蔡先生⟧（⟦ADDRESS|北京市顺义区后沙峪镇裕京花园别墅23号⟧）
项目：银杏移植2棵（胸径⟪tree_measure|25cm⟫），⟪price|单价4,800元⟫
合计：⟪quote_total|9,600元⟫（不含税，含一年养护）
联系人：⟪org_name|京华古树养护⟫ ⟦PERSON|小曹⟧ ⟦PHONE|010-6945 1183⟧"""),

("wecom_group_rescue_staff",
"""⟦PERSON|鲍主任⟧：救助中心的告警机器人地址换了：⟦SECRET|$wecom_hook_1⟧，大家别外传
⟦PERSON|沈冰⟧：收到。另外上周那只⟪species|雕鸮⟫的手术费⟪org_expense|2,300元⟫是中心出还是⟪org_name|林业局⟫出？
⟦PERSON|鲍主任⟧：中心出。⟦PERSON|沈冰⟧你上次自己垫的⟦AMOUNT|480元⟧，把发票拍给我
⟦PERSON|沈冰⟧：好的主任"""),

("study_tour_namelist",
"""赴法国诺曼底苹果酒考察人员名单（⟪org_name|烟台果酒协会⟫）    航班：⟪flight_no|CA933⟫ ⟪date|2025年4月8日⟫
1. ⟦PERSON|于海波⟧  护照号 ⟦PASSPORT|$pp_cn_1⟧  出生日期 ⟦DATE_OF_BIRTH|1971-06-05⟧  身份证 ⟦IDCARD|$idcard_17⟧
2. ⟦PERSON|曲丽华⟧  护照号 ⟦PASSPORT|$pp_cn_2⟧  出生日期 ⟦DATE_OF_BIRTH|1989-01-17⟧  身份证 ⟦IDCARD|$idcard_18⟧
团费标准⟪price|每人26,800元⟫。已缴：⟦PERSON|于海波⟧ ⟦AMOUNT|¥26,800⟧；⟦PERSON|曲丽华⟧ ⟦AMOUNT|¥10,000⟧（余款出发前补齐）"""),

("hive_scale_device_json",
"""{"device":"⟪device_id|HIVE-SX-0192⟫","fw":"⟪version|3.1.7⟫","owner":"⟦PERSON|韩梅⟧","owner_phone":"⟦PHONE|13991627750⟧",
 "net":{"ip":"⟦IP_ADDRESS|10.125.33.201⟧","gw":"⟦IP_ADDRESS|10.125.33.1⟧","apn":"⟪apn|cmiot⟫"},
 "cloud":{"mqtt":"mqtts://hive:⟦SECRET|FengXiang_88⟧@⟦IP_ADDRESS|47.104.63.92⟧:8883","token":"⟦APIKEY|$jwt_3⟧"},
 "reading":{"weight_kg":⟪sensor_value|41.7⟫,"temp_c":⟪sensor_value|35.2⟫}}"""),

("oral_history_apple_grower",
"""（录音整理）我叫⟦PERSON|党卫民⟧，今年五十六了，⟪place|洛川⟫人，种苹果二十多年，果园⟪area|十二亩⟫。去年卖给⟪org_name|海升果汁厂⟫的果子，他们到现在还欠我⟦AMOUNT|八万六千块⟧没结。我身体也不好，⟦MEDICAL|心脏搭了两个支架⟧，每个月光药费就要⟦AMOUNT|七八百块⟧。我儿子⟦PERSON|党小龙⟧在西安打工，电话⟦PHONE|一八六二九零四五五一七⟧，有事找他也行。"""),

("vat_invoice_ocr_shiitake",
"""⟪doc_type|增值税电子普通发票⟫    发票号码：⟪invoice_no|24332000000087312264⟫
购买方：⟦PERSON|许晓雯⟧（个人）
销售方：⟪org_name|杭州径山香菇专业合作社⟫    纳税人识别号：⟪org_credit_code|93330110MA2H3K5Q1L⟫
项目：⟪product_name|干香菇（花菇）⟫  5kg  单价⟪price|96.00⟫  金额 480.00
价税合计（大写）⟦AMOUNT|肆佰捌拾元整⟧    （小写）⟦AMOUNT|¥480.00⟧"""),

("tree_adoption_web_form",
"""【圣诞树认养登记】    提交时间 ⟪timestamp|2024-11-30 21:16⟫
认养人姓名*：⟦PERSON|周欣怡⟧（⟦PERSON|Zhou Xinyi⟧）
手机*：⟦PHONE|15868120943⟧
邮箱：⟦EMAIL|xinyi.zhou@foxmail.com⟧
收货地址：⟦ADDRESS|浙江省杭州市西湖区文三路259号昌地火炬大厦1号楼11层，310012⟧
认养编号：⟪adoption_id|XMS-0087⟫    树种：⟪tree_species|北美冷杉⟫
认养费：⟦AMOUNT|699元⟧（支付宝已付）
设置登录密码：⟦PASSWORD|xinyi@1215⟧"""),

("ssh_config_notes",
"""# ~/.ssh/config —— ⟦PERSON|wangjiahui⟧ 的笔记本
Host ⟪hostname|orchard-prod⟫
    HostName ⟦IP_ADDRESS|39.108.77.210⟧
    User ⟦PERSON|wangjiahui⟧
    Port ⟪port|22022⟫
    IdentityFile ⟪file_path|~/.ssh/id_ed25519⟫
Host nvr
    HostName ⟦IP_ADDRESS|192.168.10.250⟧
    User admin
# 私钥备份（千万别提交！）
⟦SECRET|$pem_ec_1⟧"""),

("volunteer_signup_raptor",
"""⟪org_name|新疆野生动物救护中心⟫ 志愿者报名表    批次：⟪batch_no|2024秋季第2期⟫
姓名：⟦PERSON|艾力·买买提⟧    民族：维吾尔族
出生日期：⟦DATE_OF_BIRTH|1996年5月17日⟧
身份证号：⟦IDCARD|$idcard_19⟧
紧急联系人：⟦PERSON|阿依古丽⟧ ⟦PHONE|13899812046⟧
健康情况：⟦MEDICAL|乙肝病毒携带⟧（不影响工作）
意向岗位：⟪position|鸟类康复区⟫"""),

("consumer_complaint_12315",
"""投诉编号：⟪complaint_ref|1233100024081500173⟫
投诉人：⟦PERSON|包文静⟧    电话：⟦PHONE|13661897245⟧
被投诉方：⟪org_name|云顶果酒旗舰店⟫
投诉内容：⟪date|8月10日⟫在该店购买⟪product_name|青梅果酒⟫两瓶，共付款⟦AMOUNT|¥156⟧。饮用后⟦MEDICAL|呕吐、腹泻⟧，经医院诊断为⟦MEDICAL|急性胃肠炎⟧，花费医药费⟦AMOUNT|¥410.50⟧。要求退一赔十。"""),

("drilling_crew_payroll",
"""⟪org_name|打井三队⟫ 10月工资表    制表：⟪date|2024-11-01⟫
| 姓名 | 出勤 | 日薪 | 应发 | 银行卡 |
| ⟦PERSON|胡师傅⟧ | 26天 | ⟦AMOUNT|¥350⟧ | ⟦AMOUNT|¥9,100⟧ | ⟦CARD|$card_up_6⟧ |
| ⟦PERSON|二娃⟧ | 24天 | ⟦AMOUNT|¥220⟧ | ⟦AMOUNT|¥5,280⟧ | ⟦CARD|$card_up_7⟧ |
| ⟦PERSON|马小军⟧ | 19天 | ⟦AMOUNT|¥220⟧ | ⟦AMOUNT|¥4,180⟧ | 现金 |
备注：⟦PERSON|马小军⟧请假5天（⟦MEDICAL|肺结核复查⟧）"""),

("tccli_credentials",
"""$ cat ~/.tccli/default.credential
{
    "secretId": "⟦APIKEY|$tencent_sid_3⟧",
    "secretKey": "⟦SECRET|$tencent_skey_3⟧"
}
$ tccli --version
⟪version|3.0.1128.1⟫
$ tccli cvm DescribeInstances --region ⟪region|ap-guangzhou⟫ | grep -E "Ip|InstanceId"
    "PrivateIpAddresses": ["⟦IP_ADDRESS|172.21.0.14⟧"],
    "PublicIpAddresses": ["⟦IP_ADDRESS|119.29.48.163⟧"],
    "InstanceId": "⟪instance_id|ins-8kq2m1zx⟫",
# 操作人：⟦PERSON|dengzihan⟧"""),

("livestream_comments_blueberry",
"""直播间评论
⟦PERSON|小鹿乱撞⟧🦌：主播，蓝莓怎么卖
主播⟦PERSON|果园阿花⟧：家人们⟪price|39.9两斤⟫包邮！链接⟪product_code|LM-2J⟫
⟦PERSON|大连老孙⟧：下单了⟪order_id|DY8830129944⟫，地址⟦ADDRESS|辽宁省大连市甘井子区红旗西路88号3-2-1⟧，电话⟦PHONE|17709863210⟧
⟦PERSON|果园阿花⟧：⟦PERSON|老孙⟧别在公屏发地址啊！！私信客服"""),

("apiary_registration_record",
"""蜂农备案信息
备案号：⟪apiary_reg|陕佛蜂备字（2024）017号⟫
蜂农：⟦PERSON|孙德胜⟧    身份证号：⟦IDCARD|$idcard_16⟧
蜂群数：⟪colony_count|86群⟫    蜂种：⟪species|中华蜜蜂⟫
联系电话：⟦PHONE|135 7913 0284⟧
转地路线：⟪route|佛坪→宁陕→柞水⟫"""),

("mediation_agreement_walnut",
"""人民调解协议书    ⟪case_ref|（2024）五调字第58号⟫
当事人甲：⟦PERSON|吕富贵⟧，男，⟦DATE_OF_BIRTH|1959年10月17日⟧出生，身份证号⟦IDCARD|$idcard_9⟧，住⟦ADDRESS|云南省昆明市五华区普吉街道王家桥村112号⟧
当事人乙：⟦PERSON|段金凤⟧，女，系甲方邻居
纠纷事由：甲方果园⟪tree_species|核桃树⟫枝条越界，遮挡乙方大棚。
协议内容：甲方于⟪date|2024年12月15日⟫前修剪越界枝条，并一次性补偿乙方⟦AMOUNT|人民币1,500元⟧。"""),

("aliyun_recovery_codes",
"""⟪service_name|阿里云⟫账号 ⟦EMAIL|fungi_ops@aliyun.com⟧（账号ID ⟪account_id|1428865301927744⟫）的备用验证码，每个只能用一次：
⟦SECRET|$rec_2a⟧
⟦SECRET|$rec_2b⟧
⟦SECRET|$rec_2c⟧
MFA 密钥（手抄）：⟦SECRET|$totp_2⟧
—— ⟦PERSON|顾晨⟧ 存档于 ⟪date|2024/06/03⟫"""),

("wechat_chat_hospitalised",
"""⟦PERSON|许晓雯⟧：⟦PERSON|周社长⟧住院了你知道吗
⟦PERSON|林志强⟧：啊？什么情况
⟦PERSON|许晓雯⟧：⟦MEDICAL|急性胰腺炎⟧，在⟪hospital_name|汉中市中心医院⟫消化科⟪bed_no|12床⟫，探视时间⟪visiting_hours|15:00-17:00⟫
⟦PERSON|林志强⟧：我明天去看他，他手机一直关机
⟦PERSON|许晓雯⟧：打他爱人电话 ⟦PHONE|138 9161 2204⟧"""),

("youzan_order_export",
"""店铺：⟪shop_name|径山菇舍⟫
订单号,下单时间,买家昵称,收货人,电话,地址,实付金额,备注
⟪order_id|E20241203101523001⟫,⟪timestamp|2024-12-03 10:15⟫,⟦PERSON|菇凉爱吃菇⟧,⟦PERSON|唐诗雨⟧,⟦PHONE|13564278819⟧,"⟦ADDRESS|上海市徐汇区漕溪北路398号汇智大厦905，200030⟧",⟦AMOUNT|¥89.00⟧,不要放辣椒包
E20241203112840017,2024-12-03 11:28,⟦PERSON|Ray_W⟧,⟦PERSON|王睿⟧,⟦PHONE|18917730426⟧,"⟦ADDRESS|上海市浦东新区张杨路500号华润时代广场12楼，200120⟧",⟦AMOUNT|¥178.00⟧,"⟦MEDICAL|孕妇⟧，少放干辣椒\""""),

("sticky_note_ocr_office",
"""[便利贴照片 OCR] ⟪date|3月5日⟫更新
办公室WiFi：⟪wifi_ssid|GuoYuan-Office⟫ 密码 ⟦PASSWORD|gy88886666⟧
监控后台 ⟦IP_ADDRESS|192.168.1.108⟧ 账号admin 密码 ⟦PASSWORD|Admin@12345⟧
保险柜：⟦PASSWORD|左3右7左9⟧
打印机型号 ⟪product_code|HP M1136⟫ 没墨了找⟦PERSON|老吕⟧"""),

("wechat_moments_swarm_sale",
"""出售意蜂⟪colony_count|十二群⟫，⟪species|意大利蜂⟫，群势强，每群⟪price|六百五⟫，要的联系⟦PERSON|周建国⟧，电话⟦PHONE|一三九 一六二七 四四八一⟧。前两天⟦PERSON|小韩⟧订了三群，定金⟦AMOUNT|五百块⟧已收，还差⟦AMOUNT|一千四百五十块⟧，提蜂时结清。"""),

("subsidy_public_notice",
"""⟪org_name|洛川县农业农村局⟫ 2024年苹果防雹网补贴公示
序号  姓名  身份证号  补贴面积  补贴金额
1  ⟦PERSON|党卫民⟧  ⟪masked_id|6106**********2517⟫  12亩  ⟦AMOUNT|3,600元⟧
2  ⟦PERSON|雷振国⟧  ⟪masked_id|4201**********9451⟫  15亩  ⟦AMOUNT|4,500元⟧
3  ⟦PERSON|屈秀兰⟧  ⟪masked_id|6106**********412X⟫  8亩  ⟦AMOUNT|2,400元⟧
公示期：⟪date|2024年10月8日⟫至10月15日，监督电话⟦PHONE|0911-3621 009⟧"""),
]
