# -*- coding: utf-8 -*-
"""blind51 zh texts, typed by hand one at a time."""

TEXTS = []

# ---- part 1 -------------------------------------------------------------
TEXTS += [
("wechat_chat", """[微信] ⟪org_name|悦齿口腔门诊部⟫前台
⟦PERSON|许小姐⟧：你好，我想约下周六做⟦MEDICAL|种植牙二期⟧，之前是⟦PERSON|郑医生⟧做的一期
前台⟦PERSON|小林⟧：⟦PERSON|许小姐⟧您好～周六上午10:30可以吗？麻烦提供下手机号和身份证后四位核对一下
⟦PERSON|许小姐⟧：⟦PHONE|139 1762 4408⟧，身份证后四位⟪partial_id|6405⟫
前台⟦PERSON|小林⟧：好的已登记，上次的定金⟦AMOUNT|2000元⟧已抵扣，二期费用按价目表⟪price|8800元/颗⟫
⟦PERSON|许小姐⟧：👌 对了我有⟦MEDICAL|高血压⟧，一直在吃⟦MEDICAL|氨氯地平⟧，要停药吗
前台⟦PERSON|小林⟧：不用停，当天量个血压就行。地址：⟪org_address|静安区南京西路1266号恒隆广场二座1508⟫"""),

("member_registration", """⟪org_name|康宁大药房（安贞店）⟫ 慢病会员登记表
姓名：⟦PERSON|王秀英⟧      性别：女      出生日期：⟦DATE_OF_BIRTH|1964年9月22日⟧
身份证号：⟦IDCARD|$idc4⟧
联系电话：⟦PHONE|010-6443 7715⟧ / ⟦PHONE|135 0177 3092⟧
住址：⟦ADDRESS|北京市朝阳区安贞西里四区12号楼3单元502室⟧
慢病：⟦MEDICAL|2型糖尿病⟧、⟦MEDICAL|高脂血症⟧
常用药：⟦MEDICAL|二甲双胍缓释片 0.5g⟧、⟦MEDICAL|阿托伐他汀钙片 20mg⟧
会员卡号：⟪membership_no|KN0088231⟫      登记日期：⟪date|2024-03-06⟫
"""),

("call_transcript", """【通话录音转写】⟪org_name|声悦听力中心⟫ ⟪timestamp|2024-04-11 15:02⟫
客服：您好，声悦听力，请问有什么可以帮您？
来电：喂，我是⟦PERSON|老周⟧的儿子，我爸⟦PERSON|周德明⟧上个月在你们那儿配的助听器，右边那个没声音了。
客服：好的，麻烦报一下老人登记的手机号。
来电：⟦PHONE|一三九，零八一七，五五二六⟧。
客服：查到了，⟦PERSON|周德明先生⟧，⟪product_model|峰力奥笛L70⟫，⟦MEDICAL|双耳中重度感音神经性聋⟧，对吧？
来电：对。他还有点⟦MEDICAL|早期老年痴呆⟧，老忘了充电。
客服：还在保修期内，免费检修，工单号⟪ticket_id|SY20240311-0457⟫。
"""),

("sleep_report", """⟪org_name|华山睡眠医学中心⟫  多导睡眠监测报告
姓名：⟦PERSON|陈建华⟧  性别：男  年龄：46  病案号：⟪mrn|SM2024-01187⟫
监测日期：⟪date|2024-02-27⟫
结论：⟦MEDICAL|重度阻塞性睡眠呼吸暂停低通气综合征（AHI 52.3次/小时）⟧，⟦MEDICAL|最低血氧饱和度71%⟧
建议：⟦MEDICAL|CPAP治疗，压力滴定⟧；减重；侧卧睡
报告医师：⟦PERSON|沈立群⟧    审核：⟦PERSON|吴医生⟧
设备：⟪product_model|Compumedics Grael⟫  ⟪serial_no|SN:GR-4471902⟫
"""),

("dingtalk_group", """【钉钉群：⟪org_name|安心到家护理站⟫-排班】
⟦PERSON|刘护士长⟧：明天⟦PERSON|小赵⟧去⟦ADDRESS|浦东新区锦绣路2580弄18号601⟧给⟦PERSON|顾阿婆⟧换药，⟦MEDICAL|骶尾部压疮Ⅲ期⟧，带好藻酸盐敷料
⟦PERSON|小赵⟧：收到👌 门禁密码还是⟦PASSWORD|1208#⟧吗？
⟦PERSON|刘护士长⟧：对。另外提醒机器人我改好了，地址 ⟦SECRET|$ding_hook1⟧ 别外传
⟦PERSON|小赵⟧：好嘞，车费这周一共⟪distance|46公里⟫
"""),

("xiaohongshu_post", """小红书｜⟦PERSON|桃桃不吃桃⟧
📍⟪place_name|杭州⟫ ⟪org_name|美莱医疗美容⟫ 做了⟦MEDICAL|热玛吉眼周⟧+⟦MEDICAL|水光针⟧
一共花了⟦AMOUNT|¥12,800⟧💸 医生是⟦PERSON|林院长⟧，很细心～
不过术后⟦MEDICAL|眼周红肿了三天⟧，敏感肌姐妹们慎重！
价目表上写热玛吉⟪price|9800起⟫，实际还要加麻药费⟪price|600元⟫
⟪hashtag|#医美避坑⟫ ⟪hashtag|#热玛吉⟫
"""),

("optician_order", """⟪org_name|明视眼镜（徐家汇店）⟫ 配镜单 No.⟪order_id|MS-0419-2231⟫
顾客：⟦PERSON|杨帆⟧    电话：⟦PHONE|186-2133-0476⟧
验光结果：⟦MEDICAL|右 -4.75DS/-1.25DC×175 左 -5.00DS/-0.75DC×5 PD 63⟧
备注：⟦MEDICAL|左眼弱视⟧，小时候戴过OK镜
镜架：⟪product_code|RB7047-5196⟫  镜片：⟪product_code|蔡司1.67钻立方⟫ 单价⟪price|¥1,280⟫
合计：⟦AMOUNT|¥1,980⟧（已付定金⟦AMOUNT|500元⟧，余款⟦AMOUNT|1480元⟧取镜时付清）
验光师：⟦PERSON|马晓燕⟧
"""),

("clinic_record", """⟪org_name|仁和康复理疗中心⟫ 初诊记录
患者：⟦PERSON|孙志强⟧  男  出生：⟦DATE_OF_BIRTH|1992-06-05⟧  身份证：⟦IDCARD|$idc3⟧
主诉：⟦MEDICAL|右膝前交叉韧带重建术后6周⟧，屈膝受限
评估：⟦MEDICAL|屈膝ROM 95°⟧，股四头肌萎缩
治疗：⟦MEDICAL|冲击波+手法松解⟧，每周3次
付款：医保个人账户⟦AMOUNT|¥460⟧ + 自费⟦AMOUNT|¥320⟧
治疗师：⟦PERSON|胡蓉⟧    复诊：⟪date|3月19日⟫    诊室⟪room_number|B-203⟫
"""),

("dianping_review", """大众点评 ⭐⭐⭐☆☆  ⟦PERSON|吃货小胖⟧
⟪org_name|老杨正骨推拿（五道口店）⟫
腰突好几年了（⟦MEDICAL|L4-L5腰椎间盘突出⟧），朋友推荐来的。⟦PERSON|杨师傅⟧手法确实可以，一次下来松了不少。但前台硬推⟪package_name|十次卡⟫，⟪price|3880元⟫，我没办。单次我是团购付的⟦AMOUNT|298元⟧。环境一般，停车难。
人均：⟪price|¥298⟫
"""),

("ocr_prescription", """[拍照识别]
⟪org_name|上海市徐汇区斜土街道社区卫生服务中心⟫ 处方笺
费别：医保  科别：全科  ⟪rx_no|NO.20240415-0087⟫
姓名：⟦PERSON|黄丽华⟧  性别：女  年龄：67岁
临床诊断：⟦MEDICAL|高血压病3级⟧；⟦MEDICAL|冠心病⟧
Rp：
⟦MEDICAL|硝苯地平控释片 30mg×28片 qd⟧
⟦MEDICAL|阿司匹林肠溶片 100mg×30片 qd⟧
医师：⟦PERSON|钱卫东⟧   药师审核：⟦PERSON|蒋敏⟧   金额：⟦AMOUNT|¥86.40⟧
"""),

("service_contract", """居家护理服务协议（节选）
甲方：⟪org_name|上海颐康居家护理服务有限公司⟫（统一社会信用代码：⟪org_credit_code|91310115MA1K4L2X8Q⟫）
乙方（委托人）：⟦PERSON|严晓军⟧，身份证号⟦IDCARD|$idc21⟧，联系电话⟦PHONE|137 6158 2290⟧
服务对象：乙方之母⟦PERSON|严金凤⟧，⟦MEDICAL|脑梗后遗症，右侧偏瘫，长期卧床⟧
服务地址：⟦ADDRESS|上海市浦东新区张杨路1688弄5号1102室，邮编200135⟧
第四条 服务费按⟪tariff|每小时85元⟫结算；乙方预付服务费⟦AMOUNT|人民币伍仟元整（¥5,000.00）⟧。
第五条 如有退款，原路退回乙方银行卡⟦CARD|$card_u1⟧。
"""),

("nginx_error_log", """# 视光中心预约系统 nginx error.log
⟪timestamp|2024/05/07 10:21:33⟫ [error] 2211#2211: *88 connect() failed (111: Connection refused) while connecting to upstream, client: ⟦IP_ADDRESS|117.136.38.92⟧, server: ⟪hostname|book.mingshi-yanjing.cn⟫, upstream: "http://⟦IP_ADDRESS|172.16.5.21⟧:⟪port|8080⟫/api/appt"
2024/05/07 10:21:35 [warn] 2211#2211: *91 client ⟦IP_ADDRESS|240e:3b7:2a15:8c10::e3⟧ sent invalid "Host" header
2024/05/07 10:22:02 [error] upstream timed out, client: ⟦IP_ADDRESS|100.64.21.7⟧, request: "GET /api/appt?phone=⟦PHONE|15821907734⟧ HTTP/1.1"
# 备注：⟪doc_ip|198.51.100.7⟫ 是测试机，忽略
"""),

("refund_email", """【邮件】主题：退款申请——⟦PERSON|何佳⟧
您好，我是⟦PERSON|何佳⟧，去年12月在⟪org_name|美莱医疗美容⟫做了⟦MEDICAL|皮秒祛斑⟧疗程（单号⟪order_id|MLY-2312-0088⟫），付了⟦AMOUNT|6800元⟧，只做了一次就出国了（现在在⟪place_name|慕尼黑⟫读书）。麻烦把剩余的⟦AMOUNT|4533元⟧退到我的德国账户：
IBAN：⟦IBAN|$iban_de3⟧
户名：⟦PERSON|HE Jia⟧
护照号：⟦PASSPORT|$pp_cn2⟧（身份核验用）
微信：⟦PERSON|hejia_munich⟧  谢谢！
"""),

("feishu_chat", """飞书｜#声悦-IT
⟦PERSON|郭峰⟧ 14:02
短信通知又挂了，阿里云那边报 InvalidAccessKeyId。新的 key 先贴这里，回头我放 KMS：
AccessKeyId: ⟦APIKEY|$aliyun_ak1⟧
AccessKeySecret: ⟦SECRET|$aliyun_sk1⟧
短信签名 ⟪sms_sign|声悦听力⟫  模板 ⟪template_id|SMS_274510093⟫
⟦PERSON|林晓东⟧ 14:05
@⟦PERSON|郭峰⟧ 别在群里贴密钥啊😅 另外告警机器人地址也换一下：⟦SECRET|$feishu_hook1⟧
"""),

("sql_dump", """-- 悦齿口腔 患者表导出（测试库，勿外传）
INSERT INTO patient (id, name, gender, birthday, id_no, mobile, allergy, note) VALUES
(⟪row_id|10231⟫, '⟦PERSON|赵磊⟧', 'M', '⟦DATE_OF_BIRTH|1986-04-14⟧', '⟦IDCARD|$idc15⟧', '⟦PHONE|13802291547⟧', '⟦MEDICAL|青霉素过敏⟧', '预存⟦AMOUNT|1200元⟧'),
(⟪row_id|10232⟫, '⟦PERSON|徐婷⟧', 'F', '⟦DATE_OF_BIRTH|1985-11-27⟧', '⟦IDCARD|$idc2⟧', '⟦PHONE|15900417782⟧', NULL, '⟦MEDICAL|孕12周，暂缓拍片⟧');
-- 导出时间 ⟪timestamp|2024-05-30 18:22:07⟫
"""),

("wechat_consult", """⟦PERSON|周敏⟧：医生您好，我老公⟦PERSON|吴昊⟧晚上打呼特别响，还会⟦MEDICAL|憋醒⟧，白天开车都犯困，需要做睡眠监测吗？
⟪org_name|华山睡眠医学中心⟫ ⟦PERSON|沈医生⟧：建议做PSG。他有没有⟦MEDICAL|高血压⟧或者糖尿病？
⟦PERSON|周敏⟧：有⟦MEDICAL|高血压⟧，在吃⟦MEDICAL|缬沙坦⟧。
⟦PERSON|沈医生⟧：好的，可以约下周二晚上，检查费⟪price|¥1,200⟫（医保可报一部分），预约电话⟦PHONE|021-5288 9901⟧。
"""),
]

# ---- part 2 -------------------------------------------------------------
TEXTS += [
("drug_leaflet", """⟪drug_name|布洛芬缓释胶囊⟫说明书（节选）
【适应症】用于缓解轻至中度疼痛如头痛、关节痛、偏头痛、牙痛、肌肉痛、神经痛、痛经，也用于普通感冒或流行性感冒引起的发热。
【不良反应】⟪leaflet_text|少数病人可出现恶心、呕吐、胃烧灼感或轻度消化不良⟫。
【批准文号】⟪approval_no|国药准字H10900089⟫
【生产批号】⟪lot_number|230915⟫   【有效期至】⟪expiry_date|2026.08⟫
【生产企业】⟪org_name|中美天津史克制药有限公司⟫
"""),

("nursing_record", """居家护理记录单  ⟪record_no|No.HL-0522-017⟫
服务对象：⟦PERSON|顾阿婆⟧（⟦PERSON|顾秀兰⟧，89岁）
时间：⟪time_range|05-22 09:00-10:10⟫   护士：⟦PERSON|赵婷婷⟧
生命体征：⟦MEDICAL|T 37.9℃ P 96 BP 102/60⟧
处置：⟦MEDICAL|压疮创面清创⟧，更换藻酸盐敷料；⟦MEDICAL|留置导尿管⟧已按期更换（⟪product_code|16Fr⟫）
备注：家属说老人近两天⟦MEDICAL|食欲差、嗜睡⟧，已电话告知⟦PERSON|刘护士长⟧。
"""),

("signup_form", """【⟪org_name|韩美汇⟫ 首尔整形之旅 报名表】
姓名：⟦PERSON|林可欣⟧    拼音：⟦PERSON|LIN KEXIN⟧
出生日期：⟦DATE_OF_BIRTH|1995/12/01⟧
护照号码：⟦PASSPORT|$pp_cn3⟧    身份证：⟦IDCARD|$idc10⟧
意向项目：⟦MEDICAL|双眼皮全切+开眼角⟧
既往史：⟦MEDICAL|甲亢，服用甲巯咪唑⟧
报名费：⟦AMOUNT|3000元⟧（已微信支付，交易单号⟪transaction_id|4200002188202405170034917725⟫）
"""),

("json_record", """{
  "验配单号": "⟪order_id|SY-FIT-20240502-013⟫",
  "客户": {"姓名": "⟦PERSON|马国庆⟧", "手机": "⟦PHONE|+86 150 2673 3418⟧", "openid": "⟪wechat_openid|oUpF8uMuAJO_M2pxb1Q9zNjWeS6o⟫"},
  "听力图": {"左耳": "⟦MEDICAL|PTA 58dB 中重度⟧", "右耳": "⟦MEDICAL|PTA 62dB 中重度⟧"},
  "验配机型": "⟪product_model|奥迪康 Real 1 miniRITE⟫",
  "成交价": "⟦AMOUNT|¥23,600⟧",
  "验配师": "⟦PERSON|郭峰⟧",
  "门店": "⟪store_code|SY-BJ-03⟫"
}"""),

("sms_notification", """【⟪org_name|悦齿口腔⟫】尊敬的⟦PERSON|陈先生⟧，您5月12日的⟦MEDICAL|根管治疗（46牙）⟧费用⟦AMOUNT|1,650元⟧已从卡号⟪masked_card|6222 **** **** 8823⟫支付成功。下次复诊⟪date|5月26日14:00⟫。如需改约请致电⟦PHONE|400-820-5566⟧。退订回T"""),

("rental_contract", """呼吸机租赁确认单   编号⟪contract_no|ZL-2024-0316⟫
承租人：⟦PERSON|吴昊⟧    身份证号：⟦IDCARD|$idc9⟧
联系电话：⟦PHONE|138 1693 4072⟧
设备：⟪product_model|瑞思迈 AirSense 10 AutoSet⟫  ⟪serial_no|SN 23161488219⟫
诊断：⟦MEDICAL|中度OSAHS⟧
押金：⟦AMOUNT|¥3,000⟧（已刷卡⟦CARD|$card_u3⟧）
租金：⟪tariff|¥15/天⟫，最短租期30天
"""),

("checkout_page", """【⟪org_name|明视眼镜官方商城⟫ 结算页】
收货人：⟦PERSON|蒋雨萱⟧
手机：⟦PHONE|17621553980⟧
收货地址：⟦ADDRESS|江苏省南京市玄武区珠江路88号新世界中心A座2106室 210018⟧
支付方式：信用卡（Visa）
卡号：⟦CARD|$card_v4⟧    有效期：⟪card_expiry|08/27⟫    CVV：⟦CVV|305⟧
订单金额：⟦AMOUNT|¥2,360.00⟧    优惠券：⟪coupon_code|MS618-200⟫
"""),

("wechat_group", """【微信群】⟪org_name|仁和康复⟫ 术后康复交流群（112人）
⟦PERSON|阿强⟧：今天做完⟦MEDICAL|冲击波⟧膝盖好酸😣
⟦PERSON|Lily王⟧：正常的，我⟦MEDICAL|肩袖撕裂⟧术后前两周也这样
⟦PERSON|阿强⟧：@⟦PERSON|胡蓉⟧ ⟦PERSON|胡老师⟧明天我能改到下午吗
⟦PERSON|胡蓉⟧：可以，15:30。群公告：本月团购⟪package_name|12次理疗套餐⟫⟪price|¥2,680⟫，截止⟪date|5月31日⟫
"""),

("inventory_csv", """商品编码,通用名,规格,批号,有效期,库存,零售价
⟪sku|6901234567892⟫,⟪drug_name|阿莫西林胶囊⟫,0.25g*24粒,⟪lot_number|B230412⟫,2025-10,86,⟪price|12.80⟫
⟪sku|6920458712345⟫,⟪drug_name|氯雷他定片⟫,10mg*6片,⟪lot_number|L2311037⟫,2026-03,42,⟪price|18.50⟫
盘点人工号：⟪employee_no|KN-0217⟫
"""),

("onboarding_form", """⟪org_name|安心到家护理站⟫ 员工入职登记表
姓名：⟦PERSON|赵婷婷⟧      出生日期：⟦DATE_OF_BIRTH|1993年7月21日⟧
身份证号：⟦IDCARD|$idc14⟧
户籍地址：⟦ADDRESS|重庆市渝中区解放碑街道民族路166号7-3⟧
紧急联系人：⟦PERSON|赵建军⟧（父）  ⟦PHONE|139 8301 6627⟧
工资卡：⟦CARD|$card_u5⟧（招商银行）
执业证书编号：⟪licence_number|201950012345⟫
试用期工资：⟦AMOUNT|6500元/月⟧
"""),

("support_ticket", """工单 #⟪ticket_id|KF-20240603-1188⟫ 【退款】
客户：⟦PERSON|刘洋⟧   手机：⟦PHONE|152 1093 6684⟧
问题描述：客户称做完⟦MEDICAL|光子嫩肤⟧后出现⟦MEDICAL|面部色素沉着⟧，要求退还剩余疗程费⟦AMOUNT|¥4,200⟧。
处理：已安排⟦PERSON|林院长⟧复诊，退款申请已提交财务⟦PERSON|小何⟧审核。
优先级：高    渠道：⟪channel|抖音私信⟫
"""),

("dotenv_config", """# 睡眠中心 报告系统 .env
APP_NAME=sleep-report
APP_VERSION=⟪version|2.0.7⟫
WECHAT_APPID=⟪app_id|wx8f3a1c5b9d2e7f40⟫
DB_DSN=mysql://report:⟦SECRET|Shuimian@2024!⟧@⟦IP_ADDRESS|10.10.3.25⟧:3306/psg?charset=utf8mb4
TENCENTCLOUD_SECRET_ID=⟦APIKEY|$tencent_id1⟧
TENCENTCLOUD_SECRET_KEY=⟦SECRET|$tencent_key1⟧
COS_BUCKET=⟪bucket_name|psg-report-1312345678⟫
# 负责人：⟦PERSON|沈立群⟧ ⟦PHONE|13917720461⟧
"""),

("ocr_case_notes", """【病历本拍照】⟪org_name|小白兔口腔（望京店）⟫
患儿：⟦PERSON|乐乐⟧（⟦PERSON|张一诺⟧）  7岁
监护人：⟦PERSON|张伟⟧（父）  电话：⟦PHONE|136 0113 2289⟧
检查：⟦MEDICAL|75、85龋坏，深达牙本质⟧
处置：⟦MEDICAL|窝沟封闭（16、26、36、46）⟧
下次：⟪date|2024.6.15⟫    医生签名：⟦PERSON|田医生⟧
"""),

("wechat_store_group", """【微信群】明视眼镜-店长群
⟦PERSON|老马⟧：各店注意，收银系统今晚升级到⟪version|V5.3.2⟫，明早用新密码登录
⟦PERSON|老马⟧：徐家汇店 账号⟪store_account|xjh001⟫ 密码 ⟦PASSWORD|Ms@xjh2024⟧
⟦PERSON|老马⟧：五角场店 账号⟪store_account|wjc001⟫ 密码 ⟦PASSWORD|Ms@wjc2024⟧
⟦PERSON|杨帆⟧：收到，门店WiFi密码也要改吗？
⟦PERSON|老马⟧：要，新的是⟦PASSWORD|mingshi8888⟧，SSID不变 ⟪wifi_ssid|MingShi-Staff⟫
"""),

("voice_transcription", """[语音转文字 ⟪duration|0:38⟫] ⟦PERSON|老周⟧家属 10:42
"喂，你好，那个助听器修好了的话寄到我这里就行，地址是⟦ADDRESS|杭州市西湖区文三路259号昌地火炬大厦1号楼1203⟧，收件人写⟦PERSON|周建国⟧，电话⟦PHONE|一八六，五七一二，零三九八⟧。我爸最近⟦MEDICAL|耳鸣⟧又厉害了，能不能顺便约个复查？工单是⟪ticket_id|SY20240311-0457⟫"
"""),

("online_consult", """【⟪org_name|好大夫在线⟫】皮肤科图文问诊 ⟪consult_id|WZ88120931⟫
患者：⟦PERSON|小雨⟧（女，3岁），妈妈代问
病情描述：孩子脸上和肘窝反复起红疹，很痒，晚上抓得睡不好，之前诊断过⟦MEDICAL|特应性皮炎⟧，用过⟦MEDICAL|丁酸氢化可的松乳膏⟧，一停就复发。
医生回复（⟦PERSON|王主任⟧）：以保湿为主，加用⟦MEDICAL|他克莫司软膏0.03%⟧，一周后复诊。
问诊费：⟪price|¥49⟫
"""),
]

# ---- part 3 -------------------------------------------------------------
TEXTS += [
("email_inquiry", """发件人：⟦PERSON|钟晓梅⟧ <⟦EMAIL|zhongxiaomei1971@163.com⟧>
收件人：⟦EMAIL|kefu@shengyue-hearing.cn⟧
主题：关于我母亲助听器的问题

您好，我母亲⟦PERSON|李桂芬⟧今年82岁，去年在贵店配了一对助听器（⟪order_id|SY-FIT-20230815-027⟫），最近她⟦MEDICAL|左耳流脓⟧，医生说是⟦MEDICAL|中耳炎⟧，暂时不能戴。请问这段时间能不能帮忙做个保养？我的电话⟦PHONE|138 0571 9926⟧。
谢谢！
⟦PERSON|钟晓梅⟧
"""),

("email_signature", """⟦PERSON|黎志远⟧ | 采购主管
⟪org_name|悦齿口腔医疗集团⟫
手机：⟦PHONE|+86 139-2214-8870⟧
邮箱：⟦EMAIL|lizhiyuan@yuechi-dental.com⟧
地址：⟪org_address|深圳市南山区科技园南区高新南九道10号⟫
本邮件及附件含保密信息，如误收请删除。⟪disclaimer_code|YC-IT-2023⟫
"""),

("crm_csv", """客户ID,姓名,手机,邮箱,项目,消费金额,顾问
⟪customer_id|C230981⟫,⟦PERSON|邓佳怡⟧,⟦PHONE|13681920445⟧,⟦EMAIL|1846623019@qq.com⟧,⟦MEDICAL|玻尿酸丰唇1ml⟧,⟦AMOUNT|4980元⟧,⟦PERSON|Cindy⟧
⟪customer_id|C230982⟫,⟦PERSON|沈梦瑶⟧,⟦PHONE|18917763208⟧,,⟦MEDICAL|超皮秒⟧,⟦AMOUNT|7600元⟧,⟦PERSON|Cindy⟧
导出人：⟪employee_no|MY-0532⟫  导出时间：⟪timestamp|2024-06-11 17:40⟫
"""),

("app_backend_log", """⟪timestamp|2024-06-02 21:17:45.012⟫ INFO [order] create ok orderNo=⟪order_id|KN2406022117450031⟫ openid=⟪wechat_openid|o6_bmjrPTlm6_2sgVt7hMZOPfL2M⟫ mobile=⟦PHONE|18801024937⟧ clientIp=⟦IP_ADDRESS|223.104.3.177⟧
2024-06-02 21:17:45.388 INFO [pay] notify success amount=⟦AMOUNT|¥128.50⟧ mobile_mask=⟪masked_phone|188****4937⟫
2024-06-02 21:17:46.001 WARN [rx] 处方药需上传处方：⟦MEDICAL|左甲状腺素钠片 50μg⟧
"""),

("approval_flow", """【钉钉审批】报销申请 ⟪approval_id|BX202405270019⟫
申请人：⟦PERSON|沈立群⟧（⟪department|睡眠医学中心⟫）
事由：参加⟪event_name|2024中国睡眠研究会年会⟫差旅费
金额：⟦AMOUNT|¥3,486.00⟧
收款账户：⟦PERSON|沈立群⟧ 工商银行 ⟦CARD|$card_u2⟧
审批人：⟦PERSON|吴医生⟧（已同意）→ 财务⟦PERSON|蒋会计⟧（审批中）
"""),

("complaint_letter", """致⟪org_name|颐康居家护理⟫负责人：
我是⟦PERSON|严晓军⟧，我母亲⟦PERSON|严金凤⟧由贵公司护工⟦PERSON|小周⟧负责照护。5月20日我回家发现母亲⟦MEDICAL|右脚后跟新发压疮⟧，护理记录上却写"皮肤完好"。另外本月已预付⟦AMOUNT|¥5,000⟧，实际服务只有42小时，按⟪tariff|85元/小时⟫应为⟦AMOUNT|3570元⟧。要求说明情况并退还差额。
联系电话：⟦PHONE|137 6158 2290⟧
"""),

("markdown_table", """| 日期 | 会员 | 项目 | 金额 | 门店 |
|---|---|---|---|---|
| 05-03 | ⟦PERSON|杨帆⟧ | 隐形眼镜护理液×2 | ⟦AMOUNT|¥136⟧ | ⟪store_code|XJH⟫ |
| 05-09 | ⟦PERSON|蒋雨萱⟧ | ⟦MEDICAL|角膜塑形镜复查⟧ | ⟦AMOUNT|¥80⟧ | ⟪store_code|WJC⟫ |
| 05-17 | ⟦PERSON|MA Xiaoyan⟧ | 员工内购镜架 | ⟦AMOUNT|¥399⟧ | XJH |
注：会员等级规则见⟪doc_ref|《会员手册》V3⟫
"""),

("ward_handover", """康复科交接班记录 ⟪date|2024-05-18⟫ 夜班
⟪bed_no|3床⟫ ⟦PERSON|钱老伯⟧ ⟦MEDICAL|脑卒中后吞咽障碍⟧，鼻饲，夜间⟦MEDICAL|血氧最低89%⟧，已吸氧
⟪bed_no|5床⟫ ⟦PERSON|方建平⟧ ⟦MEDICAL|腰椎术后⟧第3天，⟦MEDICAL|疼痛评分6分⟧，已予⟦MEDICAL|塞来昔布⟧
交班：⟦PERSON|许护士⟧    接班：⟦PERSON|陆护士⟧
"""),

("python_script", """# -*- coding: utf-8 -*-
# 每天早上8点把助听器保修到期的客户名单推到企业微信群（作者：⟦PERSON|林晓东⟧）
import requests, datetime

WEBHOOK = "⟦SECRET|$wecom_hook1⟧"
OSS_AK = "⟦APIKEY|$aliyun_ak2⟧"
OSS_SK = "⟦SECRET|$aliyun_sk2⟧"
BUCKET = "⟪bucket_name|shengyue-crm-export⟫"
ENDPOINT = "⟪endpoint|oss-cn-hangzhou.aliyuncs.com⟫"
"""),

("consult_recording", """【面诊录音转写】⟪org_name|美莱医疗美容⟫ 咨询室2  ⟪timestamp|2024-04-20 14:10⟫  客户：⟦PERSON|罗敏⟧
咨询师：您好，先登记一下，身份证号报一下？
客户：⟦IDCARD|$idc22⟧。
咨询师：出生日期是⟦DATE_OF_BIRTH|1989年3月10日⟧对吧？
客户：对。我想做⟦MEDICAL|鼻综合⟧，之前⟦MEDICAL|隆过鼻，硅胶假体⟧，有点歪。
咨询师：明白。麻药过敏吗？
客户：⟦MEDICAL|对利多卡因过敏⟧。
咨询师：好的，项目报价⟪quote|38000-52000元⟫，具体要院长面诊。
"""),

("contract_summary", """采购合同（摘要）  合同编号：⟪contract_no|YC-CG-2024-071⟫
甲方：⟪org_name|悦齿口腔医疗集团⟫    乙方：⟪org_name|登士柏西诺德（中国）⟫
标的：⟪product_model|Primescan 口内扫描仪⟫ 2台，单价⟪price|¥268,000⟫，合计⟪org_total|¥536,000⟫
甲方账户：⟪org_account|招商银行深圳科技园支行 7559 1234 5678 901⟫
乙方联系人：⟦PERSON|韩雪⟧ ⟦PHONE|186 2011 7390⟧
"""),

("followup_call_log", """药师电话回访记录 ⟪record_no|HF-0611-08⟫  ⟪org_name|康宁大药房⟫
患者：⟦PERSON|黄丽华⟧（67岁）   电话：⟦PHONE|021-6418 2735⟧
用药：⟦MEDICAL|硝苯地平控释片⟧，自述近一周⟦MEDICAL|脚踝水肿⟧
建议：告知可能是药物不良反应，建议复诊调整；家属⟦PERSON|老陈⟧说周五陪她去社区医院。
回访药师：⟦PERSON|蒋敏⟧   通话时长⟪duration|6分12秒⟫
"""),

("zhihu_answer", """知乎｜⟦PERSON|夜猫子老K⟧ 的回答
用呼吸机三年了，说说真实体验。我是⟦MEDICAL|重度OSA，AHI 64⟧，以前半夜⟦MEDICAL|憋醒⟧好几次。在⟪org_name|华山睡眠医学中心⟫做的压力滴定，买的⟪product_model|瑞思迈 AirSense 11⟫，当时⟦AMOUNT|12,500元⟧拿下的，现在官网标价⟪price|¥13,999⟫。面罩一年一换，⟪price|600块⟫左右。
⟪vote_count|赞同 2.3K⟫
"""),

("order_json", """{"orderId":"⟪order_id|AX20240528000127⟫","service":"⟪service_code|SVC-PICC-01⟫",
 "patient":{"name":"⟦PERSON|陶文静⟧","idNo":"⟦IDCARD|$idc20⟧","age":43,"diagnosis":"⟦MEDICAL|乳腺癌化疗中，PICC置管⟧"},
 "address":"⟦ADDRESS|云南省昆明市五华区翠湖南路32号2栋401⟧","contact":"⟦PHONE|15987120436⟧",
 "pay":{"amount":"⟦AMOUNT|¥260.00⟧","channel":"wechat","txn":"⟪transaction_id|4200002231202405281187665210⟫"},
 "clientIp":"⟦IP_ADDRESS|116.55.240.18⟧"}
"""),

("lab_report_ocr", """[化验单识别] ⟪org_name|市皮肤病医院检验科⟫
姓名：⟦PERSON|邵雨桐⟧  性别：女  年龄：28岁  样本号：⟪sample_id|2405210334⟫
项目：真菌镜检    结果：⟦MEDICAL|阳性（菌丝+）⟧
项目：总IgE       结果：⟦MEDICAL|386 IU/mL ↑⟧  参考范围⟪reference_range|0-100⟫
临床诊断：⟦MEDICAL|体癣⟧
送检医生：⟦PERSON|范医生⟧
"""),

("sms_topup", """【⟪org_name|老杨正骨推拿⟫】尊敬的会员⟪masked_phone|135****0473⟫，您本次充值⟦AMOUNT|2000元⟧，当前余额⟦AMOUNT|2580.00元⟧（含赠送）。⟦PERSON|杨师傅⟧本周六全天可约，预约电话⟦PHONE|010-6275 3318⟧。"""),

("shell_history", """   88  ssh ⟦PERSON|guofeng⟧@⟦IP_ADDRESS|47.98.211.36⟧ -p ⟪port|22022⟫
   89  sudo tail -f /var/log/crm/app.log
   90  mysql -h ⟦IP_ADDRESS|10.0.8.14⟧ -u crm --password=⟦PASSWORD|Shengyue#0571⟧ crm_prod
   91  # 查客户⟦PERSON|马国庆⟧的验配记录
   92  cd ⟦PERSON|/home/guofeng⟧/scripts && python3 push_expiry.py
   93  crontab -l   # ⟪cron_expr|0 8 * * *⟫ push_expiry
"""),
]

# ---- part 4 -------------------------------------------------------------
TEXTS += [
("vision_certificate", """⟪org_name|明视视光中心⟫ 视力检查证明（留学签证用）
姓名：⟦PERSON|温子涵⟧      拼音：⟦PERSON|WEN ZIHAN⟧
出生日期：⟦DATE_OF_BIRTH|2001-04-09⟧
身份证号：⟦IDCARD|$idc7⟧      护照号：⟦PASSPORT|$pp_cn1⟧
检查结果：⟦MEDICAL|裸眼视力 右0.3 左0.25；矫正视力 右1.0 左1.0⟧，⟦MEDICAL|色觉正常⟧
检查医师：⟦PERSON|马晓燕⟧      证明编号：⟪certificate_no|MS-VC-2024-0612⟫
"""),

("wecom_message", """【企业微信】⟪org_name|悦齿口腔（陆家嘴诊所）⟫前台 → ⟦PERSON|郑医生⟧
新加坡客人⟦PERSON|陈美玲⟧（⟦PERSON|Tan Mei Ling⟧）明天10点洗牙+⟦MEDICAL|智齿拔除（38）⟧，预约号⟪appointment_id|AP-0613-021⟫。她没有国内身份证，用新加坡身份证⟦NATIONAL_ID|$nric2⟧登记的。她说自己有⟦MEDICAL|轻度血友病⟧，要不要提前准备？手机⟦PHONE|+65 9123 4476⟧。
"""),

("refund_form", """退款信息确认单   ⟪refund_no|TK20240607003⟫
客户姓名：⟦PERSON|邓佳怡⟧
退款项目：⟦MEDICAL|玻尿酸丰唇1ml⟧（未使用疗程）
退款金额：⟦AMOUNT|¥2,490.00⟧
退款方式：原卡退回 ⟦CARD|$card_u6⟧（户名：⟦PERSON|邓佳怡⟧）
经办：⟦PERSON|Cindy⟧     复核：财务⟦PERSON|小何⟧
"""),

("roster_csv", """日期,早班,电话,晚班,电话,备注
6/10,⟦PERSON|赵婷婷⟧,⟦PHONE|173 2016 9908⟧,⟦PERSON|周丽⟧,⟦PHONE|15823467701⟧,⟪area_code|浦东片区⟫
6/11,⟦PERSON|周丽⟧,⟦PHONE|15823467701⟧,⟦PERSON|孟凡⟧,⟦PHONE|13917046652⟧,培训日 ⟪training_code|PX-06⟫
"""),

("gitlab_ci", """# .gitlab-ci.yml  社区药房小程序后端
variables:
  DOCKER_REGISTRY: ⟪registry_host|registry.cn-shanghai.aliyuncs.com⟫
  REGISTRY_USER: ⟦EMAIL|devops@kangning-pharmacy.cn⟧
  REGISTRY_PASSWORD: "⟦PASSWORD|Kn!Docker2024⟧"
  GITLAB_API_TOKEN: "⟦APIKEY|$gl_pat1⟧"   # ⟦PERSON|张晨⟧的个人token，临时用
deploy:
  stage: deploy
  image: ⟪image_tag|node:18-alpine⟫
  script:
    - ssh deploy@⟦IP_ADDRESS|139.224.18.57⟧ "cd /srv/rx-mini && git pull && pm2 restart all"
"""),

("payment_screenshot_ocr", """[截图识别]
支付成功 ⟦AMOUNT|¥2,680.00⟧
商户全称：⟪org_name|北京仁和康复医疗有限公司⟫
支付时间：⟪timestamp|2024年5月14日 16:22:09⟫
商品：⟪product_name|12次理疗套餐⟫
支付方式：⟪payment_method|招商银行信用卡(4417)⟫
交易单号：⟪transaction_id|4200002190202405141645228801⟫
商户单号：⟪merchant_order_id|RH20240514162201⟫
商户号：⟪merchant_id|1601234567⟫
备注：⟦PERSON|方建平⟧ 6月疗程
"""),

("insurance_claim", """商业医疗保险理赔申请书
被保险人：⟦PERSON|孔令辉⟧     性别：男     出生日期：⟦DATE_OF_BIRTH|1991年9月25日⟧
证件号码：⟦IDCARD|$idc24⟧
联系地址：⟦ADDRESS|广东省深圳市福田区福华三路168号国际商会中心2805，518048⟧
出险经过：打羽毛球扭伤，诊断⟦MEDICAL|左踝距腓前韧带撕裂⟧，在⟪org_name|仁和康复理疗中心⟫做⟦MEDICAL|康复理疗12次⟧
申请金额：⟦AMOUNT|¥4,860.00⟧
收款账户：⟦CARD|$card_u4⟧
保单号：⟪policy_number|P440300202301234567⟫
"""),

("parent_group_chat", """【微信群】⟪org_name|小白兔口腔⟫·隐形矫正家长群
⟦PERSON|Vivian⟧：请问⟦PERSON|田医生⟧，⟦PERSON|一诺⟧⟦MEDICAL|牙套换到第12副⟧戴着有点疼，正常吗？
⟦PERSON|田医生⟧：正常的，刚换新的一副前两天会酸。如果⟦MEDICAL|牙龈出血⟧就来复诊。
⟦PERSON|宁静致远⟧：我们家尾款⟦AMOUNT|8600元⟧可以分期吗？
客服：可以的，支持⟪installment_plan|12期免息⟫，隐适美总价⟪price|¥32,800⟫起。
"""),

("api_log", """2024-06-14 09:02:11 [INFO] POST /api/v1/appointments 200 23ms uid=⟪user_id|90417⟫ ip=⟦IP_ADDRESS|36.112.75.204⟧
2024-06-14 09:02:11 [DEBUG] headers: Authorization=Bearer ⟦APIKEY|$jwt3⟧; Cookie=JSESSIONID=⟦SECRET|$sess2⟧
2024-06-14 09:02:12 [INFO] 预约成功：⟦PERSON|蒋雨萱⟧ ⟦PHONE|17621553980⟧ ⟪appointment_time|2024-06-16 10:30⟫ 验光+⟦MEDICAL|角塑复查⟧
2024-06-14 09:02:12 [WARN] 短信网关延迟 ⟪latency|1280ms⟫
"""),

("handover_email", """主题：离职交接——⟪org_name|美莱医疗美容⟫新媒体账号
⟦PERSON|Cindy⟧：
我今天最后一天，账号都交给你了：
1. 小红书企业号：登录手机⟦PHONE|13524890371⟧，密码⟦PASSWORD|Meilai@XHS88⟧
2. 抖音来客：⟦EMAIL|meilai_hz_media@163.com⟧ / ⟦PASSWORD|dy-Meilai-2024⟧
3. 我的企业邮箱⟦EMAIL|chenxi@meilai-hz.com⟧会在⟪date|6月30日⟫停用。
有问题微信找我 ⟦PERSON|chenxi_0719⟧
——⟦PERSON|陈曦⟧
"""),

("emergency_card_ocr", """[卡片OCR] 老人紧急联系卡
姓名：⟦PERSON|钱根宝⟧      出生：⟦DATE_OF_BIRTH|1948.08.19⟧
身份证：⟦IDCARD|$idc26⟧
血型：⟦MEDICAL|A型 Rh阳性⟧
过敏：⟦MEDICAL|磺胺类药物过敏⟧
疾病：⟦MEDICAL|房颤，服用华法林⟧
住址：⟦ADDRESS|杭州市上城区清波街道劳动路12号3-201⟧
紧急联系人：⟦PERSON|钱小平⟧ ⟦PHONE|139-5710-2264⟧
签约护理站：⟪org_name|安心到家护理站⟫  24小时热线 ⟦PHONE|400-615-8890⟧
"""),

("rx_review_log", """[处方审核] ⟪timestamp|2024-06-05 11:48:30⟫ 审方药师:⟦PERSON|蒋敏⟧ 终端:⟦IP_ADDRESS|192.168.3.44⟧
处方号 ⟪rx_no|CF202406050117⟫  患者 ⟦PERSON|蔡文博⟧ 男 8岁
药品：⟦MEDICAL|阿奇霉素干混悬剂 0.1g bid⟧ → 结果：不通过（儿童剂量超限，应为qd）
医师：⟦PERSON|俞医生⟧，已电话沟通 ⟦PHONE|0571-8702 3316⟧
"""),

("support_group_chat", """【微信群】失眠互助打卡群
⟦PERSON|月亮不睡我不睡⟧：第21天，昨晚还是3点才睡着，⟦MEDICAL|右佐匹克隆⟧减到半片了
⟦PERSON|Echo⟧：加油！我上个月在⟪org_name|华山睡眠医学中心⟫做了⟦MEDICAL|CBT-I⟧，现在不吃药了
⟦PERSON|月亮不睡我不睡⟧：那个要多少钱？
⟦PERSON|Echo⟧：6次课我自费⟦AMOUNT|1800块⟧，官网价⟪price|¥2,400⟫，我用了⟪coupon_code|SLEEP600⟫券
⟦PERSON|月亮不睡我不睡⟧：我家狗⟪pet_name|豆豆⟫也天天半夜叫，⟪animal_health|皮肤病还在吃药⟫，真的睡不好😭
"""),

("merchant_reply", """商家回复 ⟪org_name|老杨正骨推拿（五道口店）⟫：
感谢⟦PERSON|吃货小胖⟧的评价🙏 前台推卡的问题已经批评教育了。您的⟦MEDICAL|腰突⟧建议每周来2次，下次到店报手机号⟪masked_phone|****0473⟫找店长⟦PERSON|杨晓峰⟧就行，他电话⟦PHONE|186 1135 2047⟧。您上次付的⟦AMOUNT|298元⟧里多收的⟦AMOUNT|50元⟧已原路退回。
"""),

("attendance_report", """【钉钉考勤月报】⟪org_name|华山睡眠医学中心⟫  ⟪period|2024年5月⟫
应出勤：⟪stat|22天⟫    部门出勤率：⟪stat|96.3%⟫
迟到：4人次    早退：1人次    外勤打卡：17次
夜班补贴标准：⟪tariff|每班120元⟫
导出编号：⟪export_id|KQ-202405-SLP⟫
"""),

("wechat_transfer", """【微信】⟦PERSON|周建国⟧ → ⟪org_name|声悦听力中心⟫客服
[转账] ⟦AMOUNT|¥680.00⟧  备注：⟦PERSON|周德明⟧助听器维修费
⟦PERSON|周建国⟧：钱转过去了，修好寄回来吧，收件电话换成我老婆的 ⟦PHONE|幺三八，零六七幺，二二零九⟧
客服⟦PERSON|小王⟧：收到～维修单号⟪ticket_id|SY20240311-0457⟫，预计⟪date|6月20日⟫寄出
"""),
]
