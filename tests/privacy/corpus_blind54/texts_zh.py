# -*- coding: utf-8 -*-
"""blind54 zh texts: (kind, marked_text), each typed by hand."""

TEXTS = []

# ---- part 1: 4S店、汽修、驾校、租车 ------------------------------------------------------
TEXTS += [
("wechat_chat_4s_delivery", """【微信】
销售顾问⟦PERSON|小赵⟧：⟦PERSON|许小姐⟧您好～您订的⟪model_name|途观L 330TSI 两驱智享版⟫已经到店了，这周六上午可以提车。尾款是⟦AMOUNT|126,800元⟧，订金⟦AMOUNT|5000元⟧已经抵扣了哈
⟦PERSON|许婉清⟧：太好了！上牌要啥资料？
销售顾问⟦PERSON|小赵⟧：身份证原件+复印件就行，信息您先发我，我让行政提前录系统
⟦PERSON|许婉清⟧：⟦PERSON|许婉清⟧，⟦IDCARD|$idc4⟧，住址⟦ADDRESS|浙江省杭州市西湖区文三路259号昌地火炬大厦2号楼1503室，邮编310012⟧，手机⟦PHONE|186 6712 0453⟧
销售顾问⟦PERSON|小赵⟧：收到👌 合同号⟪contract_no|HZ-VW-2024-06187⟫，到店找我就行"""),

("dingtalk_group_garage", """【钉钉群：宏达汽修-车间调度】
⟦PERSON|老周⟧：今天进场5台，⟪reg_plate|浙A·7K29E⟫做保养，⟪reg_plate|浙A·D31088⟫换刹车片，其余等配件
⟦PERSON|刘师傅⟧：D31088那台车主电话多少？刹车盘也得换，要跟他确认加钱
⟦PERSON|老周⟧：车主⟦PERSON|蒋先生⟧，⟦PHONE|139 5817 2046⟧，报价单号⟪quote_no|BJ240611-03⟫，盘片一起⟪quote|1680元⟫
⟦PERSON|小陈⟧（IT）：群机器人地址换了，新的是⟦SECRET|$sc_dinghook1⟧，别外传
⟦PERSON|刘师傅⟧：收到，⟦PERSON|蒋先生⟧说可以做，他下午三点来取车，已经微信转了定金⟦AMOUNT|500块⟧"""),

("driving_school_registration_form", """⟪company_name|安达驾驶培训学校⟫ 学员报名登记表
姓名：⟦PERSON|郭子豪⟧　　性别：男　　出生日期：⟦DATE_OF_BIRTH|1999年4月18日⟧
身份证号：⟦IDCARD|$idc14⟧
联系电话：⟦PHONE|13820476631⟧
现住址：⟦ADDRESS|天津市和平区南京路189号津汇广场2座1207室⟧
申请车型：C1　　班型：⟪course_code|VIP-C1-周末班⟫（标价⟪tariff|4980元⟫）
体检情况：⟦MEDICAL|红绿色弱⟧，已复查，可报C1
已交学费：⟦AMOUNT|¥4,580.00⟧（老学员推荐优惠⟪discount|400元⟫）　收据号⟪receipt_no|AD-0066213⟫
教练：⟦PERSON|张教练⟧"""),

("json_log_car_rental_order", """{"time":"⟪timestamp|2024-07-02 09:31:55.204⟫","level":"INFO","svc":"rental-order","trace":"⟪trace_id|a41be0c2f9d3⟫","msg":"订单创建","order_no":"⟪order_id|ZC2407020931551⟫","user":{"name":"⟦PERSON|刘婷婷⟧","mobile":"⟦PHONE|15210389472⟧","id_no":"⟦IDCARD|$idc2⟧","birthday":"⟦DATE_OF_BIRTH|1992-08-27⟧"},"store":"⟪store_name|北京首都机场T3店⟫","car":"⟪model_name|大众朗逸⟫","deposit":"⟦AMOUNT|3000.00元⟧","remark":"客户要求加一个儿童安全座椅，取车时间改到下午两点","client_ip":"⟦IP_ADDRESS|123.117.48.206⟧","app_ver":"⟪version|6.3.1⟫"}"""),

("forum_post_used_car_scam_zh", """【曝光】二手车平台上遇到的骗子，大家小心！！

上周在⟪platform_name|某车网⟫看中一台⟪model_name|2019款雅阁⟫，标价才⟪asking_price|6.8万⟫。卖家自称⟦PERSON|王建国⟧，说人在外地，让我先付⟦AMOUNT|2000元⟧“看车订金”，转到他的建行卡⟦CARD|$card_up3⟧。我转了之后电话⟦PHONE|177 3029 5516⟧就关机了，平台上的帖子（编号⟪listing_id|CH88127034⟫）也删了。

已经报警，回执编号⟪police_receipt_no|J3301062024061500127⟫。平台客服说会协助，但是钱能不能追回来不好说。

我老婆⟦PERSON|阿芳⟧说早就提醒我价格不对劲……长个教训吧。"""),
]

TEXTS += [
("call_transcript_roadside_zh", """【⟪company_name|畅行道路救援⟫ 400热线 通话转写】
坐席：您好，畅行救援，工号⟪agent_id|0917⟫为您服务。
来电：你好，我车在⟪road_name|沪昆高速⟫往杭州方向，大概⟪highway_stake|K176+300⟫，突然熄火打不着了。
坐席：请问您贵姓？
来电：我姓孙，⟦PERSON|孙丽娟⟧。
坐席：⟦PERSON|孙女士⟧，您方便留个电话吗？
来电：⟦PHONE|幺三九，零六七一，二二八五⟧。
坐席：好的，⟦PHONE|幺三九，零六七一，二二八五⟧。车上还有其他人吗？
来电：就我跟我女儿，我⟦MEDICAL|怀孕七个月了⟧，在车里有点闷。
坐席：明白，我给您标记优先。您的会员卡是保险公司赠送的，拖车30公里内免费，超出部分每公里⟪tariff|8元⟫。
来电：行，拖到最近的4S店吧。"""),

("sms_inspection_reminder_zh", """【⟪company_name|城南机动车检测站⟫】⟦PERSON|黄晓燕⟧您好，您的爱车⟪reg_plate|粤B·5Q2L8⟫年检将于⟪date_expiry|2024年8月31日⟫到期，请携带行驶证、交强险保单提前预约。检测费⟪tariff|小型车260元⟫。预约电话⟦PHONE|0755-2661 8047⟧，回T退订"""),

("csv_export_4s_finance", """客户姓名,手机号,身份证号,车型,车价,贷款金额,还款卡号,销售顾问
⟦PERSON|陈志强⟧,⟦PHONE|13761920584⟧,⟦IDCARD|$idc1⟧,⟪model_name|Model Y 后驱版⟫,⟪price|249900⟫,⟦AMOUNT|150000元⟧,⟦CARD|$card_up1⟧,⟦PERSON|吴佳怡⟧
⟦PERSON|周海燕⟧,⟦PHONE|18930275516⟧,⟦IDCARD|$idc7⟧,⟪model_name|Model 3 高性能版⟫,⟪price|335900⟫,⟦AMOUNT|200000元⟧,⟦CARD|$card_up2⟧,⟦PERSON|吴佳怡⟧
# 导出人：⟦PERSON|mengfan⟧  导出时间：⟪timestamp|2024-05-20 17:45⟫  说明：仅供财务核对，勿外发"""),

("app_error_log_aliyun_key", """⟪timestamp|2024-06-18 03:12:07.991⟫ ERROR [oss-uploader] 上传车辆照片失败: InvalidAccessKeyId.NotFound
  config: endpoint=oss-cn-hangzhou.aliyuncs.com bucket=⟪bucket_name|cheyou-prod-photos⟫
  accessKeyId=⟦APIKEY|$ak_ali1⟧ accessKeySecret=⟦SECRET|$sc_ali1⟧
  request from ⟦IP_ADDRESS|47.98.21.130⟧ (检测员APP, 账号 ⟦PHONE|15068834179⟧)
⟪timestamp|2024-06-18 03:12:08.002⟫ WARN  [oss-uploader] 重试 3/3，车源编号⟪listing_id|CY-HZ-0098812⟫
⟪timestamp|2024-06-18 03:12:08.120⟫ INFO  [health] ⟪doc_ip|192.0.2.10⟫ 探活正常，版本⟪version|2.14.0⟫"""),

("review_tyre_shop_zh", """⭐⭐ 【⟪company_name|路安轮胎快修⟫ · 滨江店】
换了两条⟪tyre_model|米其林浩悦4⟫ ⟪tyre_size|225/50R17⟫，店里标价⟪price|每条899⟫，结果结账收了我⟦AMOUNT|2080块⟧，说是加了“动平衡+氮气+旧胎处理”，事先根本没说。找老板⟦PERSON|胡老板⟧理论，他说可以退⟦AMOUNT|200块⟧，行吧，钱已经退到我微信了。
活干得还行，就是收费不透明。店电话⟦PHONE|0571-8677 3302⟧，大家去之前问清楚价格。"""),
]

TEXTS += [
("wechat_motorcycle_installment", """【微信】⟪company_name|鼎力摩托⟫-⟦PERSON|阿杰⟧
⟦PERSON|阿杰⟧：哥们，⟪model_name|春风450SR⟫分期批下来了👍 首付⟦AMOUNT|9800元⟧，月供⟦AMOUNT|1126元⟧×24期
⟦PERSON|郑浩然⟧：好的，合同上我的信息核对一下
⟦PERSON|阿杰⟧：⟦PERSON|郑浩然⟧，出生日期⟦DATE_OF_BIRTH|2001年2月24日⟧，身份证⟦IDCARD|$idc6⟧，手机⟦PHONE|15527730918⟧，地址⟦ADDRESS|湖北省武汉市武昌区中北路108号水岸星城C区4栋2单元801⟧，没错吧？
⟦PERSON|郑浩然⟧：没错。上牌和保险费多少？
⟦PERSON|阿杰⟧：上牌代办⟪tariff|500⟫，交强险+商业险大概⟪quote|1800⟫，提车那天一起交就行"""),

("wecom_instructor_group", """【企业微信】科目二教练组
⟦PERSON|马国栋⟧（组长）：明天考场名单：⟦PERSON|林雅琪⟧、⟦PERSON|罗欣然⟧、⟦PERSON|梁文博⟧，早上7:10在⟪place_name|东丽考场⟫门口集合
⟦PERSON|梁文博⟧他爸刚打电话，说孩子⟦MEDICAL|低血糖⟧，让考前准备点糖，谁带队注意一下
⟦PERSON|钟教练⟧：我带队，我车上有巧克力
⟦PERSON|马国栋⟧（组长）：⟦PERSON|罗欣然⟧上次挂科，补考费⟦AMOUNT|240元⟧已经交了，收据给她
⟦PERSON|钟教练⟧：好的。⟦PERSON|林雅琪⟧电话是不是换了？
⟦PERSON|马国栋⟧（组长）：新号⟦PHONE|136 0226 4918⟧"""),

("email_windscreen_insurance_claim_zh", """主题：关于您的车辆玻璃单独破碎险理赔结果通知（案件号⟪claim_ref|PDAA2024330100004417⟫）

尊敬的⟦PERSON|唐一鸣先生⟧：

您于6月3日报案的前挡风玻璃破损案件已审核通过。维修单位：⟪company_name|福耀汽车玻璃（滨江服务站）⟫，维修金额⟪repair_total|3,260.00元⟫，扣除免赔后赔付您⟦AMOUNT|2,934.00元⟧，将于3个工作日内转入您尾号⟪card_last4|6621⟫的银行卡。

如有疑问请致电客服热线⟦PHONE|95518⟧或联系理赔员⟦PERSON|冯雪⟧（⟦PHONE|0571-8996 2043⟧）。

⟪company_name|某财产保险股份有限公司杭州分公司⟫"""),

("rental_contract_zh", """汽车租赁合同（节选）　合同编号：⟪contract_no|CQZL-2024-07-0381⟫

出租方（甲方）：⟪company_name|重庆山城通汽车租赁有限公司⟫
承租方（乙方）：⟦PERSON|彭丽萍⟧　　出生日期：⟦DATE_OF_BIRTH|1984年10月22日⟧
身份证号码：⟦IDCARD|$idc9⟧
住址：⟦ADDRESS|重庆市渝中区解放碑民族路166号10-3，邮编400010⟧
联系电话：⟦PHONE|138 8315 4072⟧　紧急联系人：丈夫 ⟦PERSON|田刚⟧ ⟦PHONE|139 8345 1190⟧

第三条　租赁车辆：⟪model_name|丰田汉兰达⟫，日租金⟪tariff|420元⟫，租期7天。
第五条　乙方已支付车辆押金⟦AMOUNT|人民币伍仟元整⟧（⟦AMOUNT|¥5,000.00⟧）及违章押金⟦AMOUNT|2000元⟧，还车后30日内无违章全额退还。"""),

("yaml_config_used_car_platform", """# config/prod.yaml —— 车商通 二手车SaaS 生产环境配置
# 注意：本文件包含线上数据库和云账号密钥，禁止提交到代码仓库，禁止截图发群
app:
  name: chesangtong
  version: ⟪version|3.9.2⟫
mysql:
  dsn: "csx_rw:⟦SECRET|Csx#2024!prod⟧@tcp(⟦IP_ADDRESS|172.21.0.14⟧:3306)/csx?charset=utf8mb4"
redis:
  addr: ⟦IP_ADDRESS|172.21.0.15⟧:6379
  password: "⟦PASSWORD|rds_Qy7ZkP3m⟧"
tencent_cloud:
  secret_id: ⟦APIKEY|$ak_tencent1⟧
  secret_key: ⟦SECRET|$sc_tencent1⟧
  sms_sign: "车商通"   # 短信签名，验证码模板在控制台里配置
notify:
  wecom_robot: ⟦SECRET|$sc_wecomhook1⟧
# 负责人：⟦PERSON|邵磊⟧ ⟦EMAIL|shaolei@chesangtong.cn⟧ 有问题找他"""),
]

TEXTS += [
("meeting_minutes_aftersales_zh", """售后服务部周例会纪要（⟪meeting_date|6月14日⟫）
参会：⟦PERSON|谢振华⟧（售后总监）、⟦PERSON|韩梅⟧（客服主管）、⟦PERSON|曹宇⟧（车间主任）
一、客户投诉：车主⟦PERSON|夏女士⟧反映保养后空调异味，导致她⟦MEDICAL|过敏性鼻炎⟧发作。经协商，免费做一次空调管路清洗，并补偿保养工时费⟦AMOUNT|380元⟧。由⟦PERSON|韩梅⟧跟进回访。
二、⟦PERSON|曹宇⟧：本月工位利用率⟪kpi_value|87%⟫，钣喷排队较长，建议周末加班。
三、下周⟪company_name|厂家⟫区域经理来店检查，⟦PERSON|谢总⟧要求各部门整理5S。"""),

("car_insurance_quote_no_personal_data", """【车险报价单】⟪quote_no|BJ-2024-0627-118⟫
车型：⟪model_name|比亚迪秦PLUS DM-i 2023款 55KM领先型⟫　新车购置价：⟪price|116,800元⟫
交强险：⟪premium|950元⟫
车损险（保额⟪coverage_amount|11.68万⟫）：⟪premium|2,136.40元⟫
第三者责任险（⟪coverage_amount|200万⟫）：⟪premium|1,148.00元⟫
车上人员责任险（司机⟪coverage_amount|1万⟫/乘客⟪coverage_amount|1万×4座⟫）：⟪premium|96.30元⟫
合计：⟪quote_total|4,330.70元⟫（报价有效期⟪validity_period|7天⟫，以出单为准）"""),

("call_transcript_used_car_purchase", """【电话录音转写 · ⟪company_name|优信收车⟫】
评估师：喂，您好，是⟦PERSON|何先生⟧吗？我是收车的评估师⟦PERSON|小潘⟧，您在网上登记卖车了。
车主：对对，是我，⟦PERSON|何俊杰⟧。
评估师：您那台⟪model_name|本田思域⟫，我们初步估价⟪valuation|7万2到7万5⟫，具体要看车。您地址是？
车主：⟦ADDRESS|广州市天河区体育西路111号建和中心18楼1808⟧，楼下有停车场。
评估师：好的，明天下午两点过去。您手机尾号是不是⟪masked_phone|****5531⟫？
车主：那个不用了，打这个：⟦PHONE|一三六，零零八九，七七四二⟧。
评估师：好嘞，⟦PERSON|何先生⟧明天见。"""),

("complaint_ticket_4s_zh", """工单号：⟪ticket_id|KS20240712-0045⟫　类型：客户投诉　来源：厂家400转派
客户：⟦PERSON|宋佳⟧　联系电话：⟦PHONE|18611427390⟧
车辆：⟪model_name|奥迪A4L 40TFSI⟫　VIN：⟪vin|LFV3A28W8L3041129⟫
投诉内容：客户称7月2日在我店做二保，被加装了⟪product_name|燃油宝⟫和⟪product_name|发动机内部清洗⟫两项未经同意的项目，多收⟦AMOUNT|560元⟧，要求全额退款并道歉。
处理结果：服务经理⟦PERSON|丁伟⟧已电话致歉，退款⟦AMOUNT|560元⟧原路退回，客户表示接受。
回访人：⟦PERSON|邹晓梅⟧　结案时间：⟪timestamp|2024-07-13 16:20⟫"""),

("scooter_shop_installment_tw", """【⟪company_name|大順機車行⟫ 分期付款申請書】
申請人：⟦PERSON|林怡君⟧　　身分證字號：⟦NATIONAL_ID|$nid_tw1⟧
出生日期：⟦DATE_OF_BIRTH|民國80年5月9日⟧
戶籍地址：⟦ADDRESS|新竹市東區光復路二段101號7樓之3⟧
行動電話：⟦PHONE|0912-683-417⟧
車款：⟪model_name|Gogoro SuperSport⟫　車價⟪price|NT$109,980⟫
頭期款：⟦AMOUNT|NT$20,000⟧　　分期：30期，每期⟦AMOUNT|NT$3,120⟧
業務：⟦PERSON|阿宏⟧"""),
]

TEXTS += [
("hk_car_dealer_deposit_receipt", """⟪company_name|九龍灣汽車貿易有限公司⟫　訂金收據　No. ⟪receipt_no|KB-0718⟫
茲收到 ⟦PERSON|陳家豪先生⟧（香港身份證 ⟦NATIONAL_ID|$nid_hk1⟧）
購買 ⟪model_name|豐田 Alphard 2.5 Hybrid⟫ 訂金 ⟦AMOUNT|港幣伍萬元正（HK$50,000）⟧
聯絡電話：⟦PHONE|9682 4173⟧
車價 ⟪price|HK$688,000⟫，餘款於交車時以本票支付。
經手人：⟦PERSON|Kelvin 黃⟧　日期：⟪receipt_date|2024年7月20日⟫"""),

("recruitment_form_designated_driver", """⟪company_name|安途代驾&救援⟫ 司机入职登记表
姓名：⟦PERSON|任秀梅⟧　　出生年月日：⟦DATE_OF_BIRTH|一九八二年十二月五日⟧
身份证：⟦IDCARD|$idc13⟧
驾龄：15年　准驾车型：A2　
健康状况：⟦MEDICAL|高血压，长期服用氨氯地平⟧，血压控制良好
住址：⟦ADDRESS|辽宁省大连市中山区人民路68号3单元502⟧
联系电话：⟦PHONE|15942207316⟧
工资卡：⟦CARD|$card_up4⟧（招商银行）"""),

("sql_insert_driving_students", """-- 驾校学员数据迁移（旧系统→新系统），执行人：⟦PERSON|lihua⟧
INSERT INTO student (id, name, id_card, phone, birthday, paid, coach) VALUES
(⟪row_id|10231⟫, '⟦PERSON|方子涵⟧', '⟦IDCARD|$idc10⟧', '⟦PHONE|18691834420⟧', '⟦DATE_OF_BIRTH|1997-07-11⟧', '⟦AMOUNT|3980元⟧', '⟦PERSON|石教练⟧'),
(⟪row_id|10232⟫, '⟦PERSON|姚倩⟧', NULL, '⟦PHONE|13379256081⟧', NULL, '⟦AMOUNT|3680元⟧', '⟦PERSON|石教练⟧');
-- 注：paid 字段旧系统是文本；⟦PERSON|姚倩⟧的身份证复印件丢失，待补"""),
]

TEXTS += [
("traceback_rental_payment_zh", """支付回调处理异常，请值班同学看一下 @⟦PERSON|龚晓东⟧
Traceback (most recent call last):
  File "/opt/zuche/pay/handlers.py", line 88, in on_preauth
    raise PreAuthError(resp)
pay.errors.PreAuthError: 预授权失败 {'out_trade_no': '⟪order_id|PA20240803114512⟫', 'card_no': '⟦CARD|$card_mc2⟧', 'cvn2': '⟦CVV|517⟧', 'holder': '⟦PERSON|邱思远⟧', 'amount': '⟦AMOUNT|CNY 8000.00⟧', 'resp_code': '⟪error_code|51⟫', 'resp_msg': '余额不足'}
备注：用户是信用卡预授权押金，银行返回51余额不足，已短信通知用户换卡。"""),

("feishu_bot_config_dealer_group", """# 飞书群机器人：「华东区经销商线索播报」
# 维护人：⟦PERSON|熊婧⟧（⟦PHONE|137 6402 8853⟧）
WEBHOOK=⟦SECRET|$sc_feishuhook1⟧
# 签名校验密钥（机器人安全设置里复制的）
SIGN_SECRET=⟦SECRET|SECq8Nw2ZK7fTx4LmPp0Hv5e9Ry⟧
# 每天9点推送昨日线索汇总，模板ID ⟪template_id|tpl_7731⟫
# 接口文档示例里的 webhook 是 https://open.feishu.cn/open-apis/bot/v2/hook/⟪example_key|xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx⟫ ，别拿那个测"""),

("admin_audit_log_used_car", """后台操作日志导出（⟪platform_name|车易拍商家后台⟫）
⟪timestamp|2024-07-09 22:41:03⟫ 登录成功 账号=⟦PERSON|jiangwei⟧ IP=⟦IP_ADDRESS|116.228.90.34⟧ 设备=Windows Chrome
⟪timestamp|2024-07-09 22:43:17⟫ 导出客户线索 账号=⟦PERSON|jiangwei⟧ 条数=⟪record_count|2,318⟫ 筛选=“近30天 已留电话”
⟪timestamp|2024-07-09 22:45:50⟫ 修改车源价格 账号=⟦PERSON|jiangwei⟧ 车源=⟪listing_id|CYP-558102⟫ 原价⟪price|13.8万⟫→⟪price|12.9万⟫
⟪timestamp|2024-07-09 23:02:11⟫ 登录失败 账号=⟦PERSON|jiangwei⟧ IP=⟦IP_ADDRESS|45.137.21.9⟧ 原因=密码错误（境外IP，已触发风控）
⟪timestamp|2024-07-09 23:02:12⟫ 风控告警已推送至安全负责人⟦PERSON|蔡敏⟧"""),

("ocr_business_card_zh", """[名片OCR识别结果]
⟪company_name|上海申通汽车销售服务有限公司⟫
（⟪brand_name|别克⟫授权经销商）
⟦PERSON|顾晨阳⟧
销售经理 / Sales Manager
手机：⟦PHONE|139-1708-2256⟧
电话：⟦PHONE|021-5488 3019⟧ 转 ⟪phone_extension|8012⟫
邮箱：⟦EMAIL|guchenyang@shentong-buick.com.cn⟧
地址：⟪place_name|上海市闵行区⟫沪闵路（展厅）
微信同号"""),

("parallel_import_payment_zh", """【微信】平行进口车代购 - ⟦PERSON|老侯⟧
⟦PERSON|老侯⟧：⟦PERSON|白总⟧，德国那边车商确认了，⟪model_name|奔驰G500⟫，VIN ⟪vin|W1N4632321X412075⟫，需要先付⟦AMOUNT|2万欧元⟧订金到他们公司账户
⟦PERSON|白总⟧：账户发我
⟦PERSON|老侯⟧：不是公司户，是车商老板个人户：⟦PERSON|Jonas Becker⟧，IBAN ⟦IBAN|$iban_de1⟧
⟦PERSON|白总⟧：个人户？有点不放心。另外出境手续要我护照吗
⟦PERSON|老侯⟧：要的，护照号发我就行，我给报关行
⟦PERSON|白总⟧：⟦PASSPORT|$pp_cn1⟧，名字⟦PERSON|白立新⟧，拼音⟦PERSON|BAI LIXIN⟧"""),
]

# ---- part 3 ------------------------------------------------------------------------
TEXTS += [
("overseas_rental_order_zh", """【境外自驾租车订单确认】订单号：⟪order_id|HZ-OS-7731209⟫
取车门店：⟪store_name|Hertz 慕尼黑机场 T2⟫　取车时间：⟪pickup_time|2024-09-28 10:00⟫
主驾驶人：⟦PERSON|ZHANG YUTONG⟧（⟦PERSON|张雨桐⟧）
护照号码：⟦PASSPORT|$pp_cn2⟧　出生日期：⟦DATE_OF_BIRTH|1993年9月16日⟧
中国驾照翻译件编号：⟪translation_no|TR-DE-2024-118832⟫
已预付租金：⟦AMOUNT|€436.20⟧　门店需刷信用卡押金（以门店为准）"""),

("medical_cert_motorcycle_licence", """机动车驾驶人身体条件证明（摘录）
申请人：⟦PERSON|葛磊⟧　性别：男　出生日期：⟦DATE_OF_BIRTH|1988年11月30日⟧
身份证明号码：⟦IDCARD|$idc5⟧
申请准驾车型：D（普通三轮摩托车）
身高：172cm　视力：⟦MEDICAL|左4.9 右5.0（矫正）⟧　辨色力：正常
既往病史：⟦MEDICAL|2019年腰椎间盘突出手术⟧，现无运动障碍
体检医院：⟪hospital_name|成都市武侯区人民医院⟫　医师签名：⟦PERSON|廖医生⟧"""),

("social_post_rental_deposit_zh", """租车押金一个月了还没退，大家评评理😤

5月在⟪company_name|某某租车⟫（⟪place_name|三亚⟫凤凰机场店）租了一台⟪model_name|哈弗H6⟫，押金刷了⟦AMOUNT|3000块⟧，违章押金⟦AMOUNT|2000块⟧……说好30天退，现在都35天了。打客服电话⟦PHONE|400-872-6601⟧一直说“财务在走流程”。

门店经理⟦PERSON|龙经理⟧微信说车有划痕要扣⟦AMOUNT|800块⟧，可是还车时他们自己验车单上签的“无新增损伤”！

#租车避坑 #三亚自驾"""),

("inspection_procedure_no_personal_data", """【机动车年检须知】⟪company_name|鹏程机动车安全技术检测站⟫
1. 非营运小微型载客汽车6年以内免上线检测，可网上申领检验标志；
2. 上线检测收费：安全检测⟪tariff|150元⟫，环保检测⟪tariff|110元⟫，收费许可证号⟪licence_no|粤价费〔2021〕17号⟫；
3. 营业时间 ⟪opening_hours|8:30-17:30⟫，周一至周日；
4. 检测线设备版本⟪version|V2.3.11⟫，数据上传平台服务器⟪doc_ip|198.51.100.23⟫（测试环境，勿用）；
5. 本站不代办任何违章处理，谨防受骗。"""),

("dingtalk_approval_reimbursement", """【钉钉审批】费用报销 - 审批编号 ⟪approval_no|202407151033000418772⟫
申请人：⟦PERSON|汤晓琳⟧（⟪department|售后服务部⟫）
报销事由：7月12日客户车辆在高速抛锚，协调第三方救援拖车回店，客户不在场由我垫付
报销金额：⟦AMOUNT|¥1,260.00⟧（拖车费，发票号⟪invoice_no|04401230⟫）
收款卡号：⟦CARD|$card_up5⟧
审批人：⟦PERSON|谢振华⟧ ✅ 同意；财务审核：⟦PERSON|易敏⟧ ✅"""),

("markdown_customer_profiles_4s", """### 重点客户回访表（6月）

| 客户 | 电话 | 车型 | 备注 |
|---|---|---|---|
| ⟦PERSON|温建明⟧ | ⟦PHONE|135 0285 6640⟧ | ⟪model_name|凯美瑞⟫ | 老客户，⟦MEDICAL|腿脚不便⟧，送修需上门取车 |
| ⟦PERSON|赖秋月⟧ | ⟦PHONE|138 2591 0473⟧ | ⟪model_name|RAV4荣放⟫ | 延保到期，报价⟪quote|2,680元⟫ |
| ⟦PERSON|萧总⟧ | ⟦PHONE|186 6639 2017⟧ | ⟪model_name|埃尔法⟫ | 公司车，找行政⟦PERSON|小柯⟧对接 |"""),
]

TEXTS += [
("shell_history_ops_zh", """# 运维交接：上周排查“车辆定位接口 401”时的命令记录（⟦PERSON|陆鹏⟧整理）
  311  ssh ⟦PERSON|lupeng⟧@⟦IP_ADDRESS|10.32.6.18⟧
  312  cd ⟦PERSON|/home/lupeng⟧/gps-gateway && git pull
  313  curl -H "Authorization: Bearer ⟦APIKEY|$ak_jwt3⟧" http://⟪loopback|127.0.0.1⟫:⟪port|7001⟫/api/v1/vehicles/⟪vehicle_id|88213⟫/location
  314  tail -n 200 logs/gateway-⟪date_stamp|20240722⟫.log | grep 401
  315  systemctl restart gps-gateway
# 结论：token 过期时间写死了，已改为从配置读取。上面那个 token 已作废（但还是别外传）"""),

("sms_recovery_dispatch_zh", """【⟪company_name|路路通救援⟫派单】救援师傅⟦PERSON|贺师傅⟧：新任务⟪job_id|RW240806-0213⟫，故障：亏电搭电。车主⟦PERSON|侯女士⟧，电话⟦PHONE|17625530981⟧，位置：⟪place_name|南京绕城高速⟫仙林枢纽往马群方向⟪highway_stake|K12+500⟫应急车道，车辆⟪reg_plate|苏A·8M2V6⟫白色⟪model_name|思域⟫。请10分钟内出发，到达后拍照上传。"""),

("wechat_group_used_car_dealers", """【微信群】⟪group_name|东郊车商联盟（禁广告）⟫
⟦PERSON|大刘⟧：出一台⟪model_name|18年凯美瑞2.0G⟫，6万公里，一手车，⟪asking_price|9.3个⟫可谈，车在⟪place_name|东郊二手车市场⟫B区
⟦PERSON|阿斌⟧：有没有⟪model_name|奥德赛⟫收？客户要
⟦PERSON|大刘⟧：@⟦PERSON|阿斌⟧ 我表哥那有一台，你直接打他电话⟦PHONE|133 7620 4185⟧，说我介绍的
群主·⟦PERSON|老蒋⟧：各位，下周三车商聚会，AA每人⟪fee_per_person|200⟫，接龙"""),
]

TEXTS += [
("email_finance_lease_settlement_zh", """主题：【提前结清】融资租赁合同⟪contract_no|RZ2022-BJ-044718⟫结清金额确认

⟦PERSON|齐女士⟧您好：

根据您的申请，截至⟪settlement_date|2024年8月15日⟫，您名下⟪model_name|理想L7 Pro⟫融资租赁合同的提前结清金额为⟦AMOUNT|人民币87,416.32元⟧（含剩余本金、当期利息及提前还款手续费⟪fee_rate|2%⟫）。

请于8月15日前将款项存入您的还款卡⟦CARD|$card_up6⟧，系统将自动扣款。结清后15个工作日内寄出解押资料，邮寄地址仍为⟦ADDRESS|北京市朝阳区望京西园三区312号楼1102，邮编100102⟧，如有变动请回复本邮件。

⟪company_name|某汽车金融有限公司⟫ 客户服务中心 ⟦PHONE|400-690-1288⟧"""),

("app_feedback_ticket_privacy", """【用户反馈】工单⟪ticket_id|FB-20240729-3317⟫　优先级：紧急（隐私）
反馈人：⟦PERSON|秦朗⟧　手机：⟦PHONE|18817346620⟧　APP版本：⟪version|8.12.0⟫（iOS）
内容：我打开“我的订单”看到的是别人的租车订单！姓名是⟦PERSON|潘美琪⟧，电话⟦PHONE|15921736408⟧，连取车门店和车牌都有。你们这是泄露隐私吧？截图已保存。
技术备注：CDN缓存了带用户态的接口，节点⟦IP_ADDRESS|101.227.18.44⟧，已清缓存，⟪incident_no|INC-7710⟫复盘中。"""),

("voice_note_garage_owner_zh", """[语音转文字 0:42]
喂⟦PERSON|曾哥⟧啊，我⟦PERSON|老黎⟧，你那个车弄好了，变速箱油换了，刹车油也换了，一共是⟦AMOUNT|一千二百八十块⟧，零头给你抹了，收你⟦AMOUNT|一千二百块⟧就行。你啥时候过来拿？要是没空我让徒弟给你送过去，你把地址再发我一下，上次那个⟦ADDRESS|锦江区东大街紫东楼段35号⟧是不是？钱你直接转我微信，或者转到我老婆那个账号也行。"""),
]

TEXTS += [
("driving_school_training_contract_zh", """机动车驾驶培训合同（甲方：⟪company_name|厦门鹭岛驾校⟫）
乙方（学员）：⟦PERSON|叶秀琴⟧　出生日期：⟦DATE_OF_BIRTH|1968年3月1日⟧　身份证号：⟦IDCARD|$idc11⟧
联系电话：⟦PHONE|0592-5563 218⟧（宅）/ ⟦PHONE|159 6017 3324⟧
培训车型：C2（自动挡）　培训费用：⟪tariff|C2全包价5200⟫（一次性）
乙方已于签约当日缴纳⟦AMOUNT|5,200元⟧，付款方式：银联刷卡，凭证号⟪voucher_no|000418⟫。
特别约定：乙方年满56周岁，须每年提交身体条件证明；乙方自述⟦MEDICAL|轻度白内障，已于2023年手术⟧。"""),

("nginx_log_zh_app", """⟦IP_ADDRESS|240e:3b0:4c12:8a10:6d2f:91b3:2a7e:5c04⟧ - - [⟪timestamp|05/Aug/2024:20:11:32 +0800⟫] "GET /api/v2/store/nearby?lat=⟪gps_coordinate|31.2304⟫&lng=⟪gps_coordinate|121.4737⟫ HTTP/1.1" 200 3312 "-" "ZuCheApp/⟪version|8.12.0⟫ (iPhone; iOS 17.5)"
⟦IP_ADDRESS|180.162.77.15⟧ - - [⟪timestamp|05/Aug/2024:20:11:40 +0800⟫] "POST /api/v2/sms/send?mobile=⟦PHONE|13916620847⟧&scene=login HTTP/1.1" 200 41 "-" "okhttp/4.9.3"
⟪doc_ip|2001:db8:85a3::8a2e:370:7334⟫ - - [⟪timestamp|05/Aug/2024:20:11:41 +0800⟫] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.28"
# 备注：第二行把手机号放在了URL参数里，会被日志记录，需整改为POST body（责任人⟦PERSON|万博⟧）"""),

("api_response_vehicle_owner_lookup", """// 车管代办系统 - 车主信息查询接口返回（测试环境抓包，数据为线上真实数据！！）
{
  "code": 0,
  "msg": "成功",
  "data": {
    "plate": "⟪reg_plate|粤B·K7T35⟫",
    "owner_name": "⟦PERSON|黎国华⟧",
    "owner_idno": "⟦IDCARD|$idc3⟧",
    "owner_mobile": "⟦PHONE|13902967715⟧",
    "owner_addr": "⟦ADDRESS|广东省深圳市南山区科技园南区深南大道9996号松日鼎盛大厦2301⟧",
    "vin": "⟪vin|LSVNV2182J2215563⟫",
    "next_inspection": "⟪date_expiry|2025-03⟫"
  },
  "request_id": "⟪request_id|$dk_uuid2⟫"
}"""),
]

# ---- part 4 ------------------------------------------------------------------------
TEXTS += [
("wechat_tyre_shop_appointment", """【微信】⟪company_name|驰加轮胎（龙华店）⟫
店长⟦PERSON|小魏⟧：您好，您在小程序约的周日上午换胎，⟪tyre_model|普利司通 T005⟫ ⟪tyre_size|235/55R19⟫两条，含安装⟪price|2,358元⟫，确认吗？
⟦PERSON|魏先生⟧：确认。能不能上门？我在公司走不开
店长⟦PERSON|小魏⟧：可以，上门服务费⟪price|50元⟫，地址发一下
⟦PERSON|魏先生⟧：⟦ADDRESS|深圳市龙华区民治大道1079号创业花园B座地下车库B2-117车位⟧，车牌⟪reg_plate|粤B·3XF92⟫
店长⟦PERSON|小魏⟧：好的，师傅到了打您电话"""),

("roadside_service_order_zh", """⟪company_name|平安道路救援⟫服务确认单　单号：⟪job_id|JY-2024-0813-5521⟫
车主：⟦PERSON|贾志鹏⟧　联系电话：⟦PHONE|18005183342⟧
救援类型：拖车（事故）　起点：⟪place_name|宁杭高速溧水段⟫　终点：⟪place_name|南京江宁4S店⟫
拖车里程：68公里（免费30公里，超出38公里×⟪tariff|10元/公里⟫）
车主自付：⟦AMOUNT|380元⟧（微信已付）
救援司机：⟦PERSON|魏长青⟧　车牌：⟪reg_plate|苏A·T0923⟫
车主签字：⟦PERSON|贾志鹏⟧"""),

("used_car_inspection_report_zh", """【⟪company_name|查博士⟫二手车检测报告】报告编号：⟪report_no|CBS2024081100731⟫
车型：⟪model_name|2020款 宝马325Li M运动套装⟫　表显里程：⟪odometer|4.6万公里⟫
检测结论：无重大事故，无泡水，无火烧；右后叶子板钣金喷漆，前保险杠更换。
维保记录：共⟪record_count|11次⟫，最近一次⟪service_date|2024-05-20⟫于⟪company_name|宝信宝马⟫保养。
委托人：⟦PERSON|童先生⟧　检测师：⟦PERSON|华志刚⟧（证书编号⟪certificate_no|JCS-320100-0442⟫）"""),

("dingtalk_sales_daily_report", """【钉钉日志】销售日报 ⟪report_date|8月16日⟫ - ⟦PERSON|严晓峰⟧
今日进店：4批；试驾：2批；成交：1台
成交客户：⟦PERSON|苗先生⟧，⟪model_name|问界M7⟫，已收订金⟦AMOUNT|1万元⟧，贷款方案待定
意向客户：⟦PERSON|褚女士⟧，电话⟦PHONE|150 2187 6633⟧，对比⟪model_name|理想L6⟫，明天再约
明日计划：回访⟦PERSON|褚女士⟧；跟进⟦PERSON|苗先生⟧贷款资料（身份证、银行流水）"""),

("dotenv_driving_school_miniprogram", """# 驾校报名小程序 .env（生产）
WX_APPID=⟪app_id|wx8f3a21c6d09b7e45⟫
WX_APPSECRET=⟦SECRET|5c1e9a0d7b3f28e64a91c0d2b7e53f18⟧
WX_MCH_ID=⟪merchant_id|1612847301⟫
WX_PAY_APIV3_KEY=⟦SECRET|Jx7Lq2Nv9Rk4Tw8Zp3Hy6Bd1Fm5Gs0Cu⟧
DB_PASSWORD=⟦PASSWORD|Ludao@Jiaxiao#2024⟧
ADMIN_PHONE=⟦PHONE|13859920417⟧
# 商户号和AppID不是敏感信息，但密钥千万别发群里！上次⟦PERSON|小叶⟧就发过一次"""),
]

TEXTS += [
("call_center_qa_card_readout", """【客服质检记录】⟪qa_record_no|QC-0821-062⟫　被检坐席：⟪agent_id|2217⟫
问题：坐席在为客户办理租车押金预授权时，让客户在电话里完整报出卡号和安全码，并在工单备注中明文记录：
　　“客户⟦PERSON|甘雨婷⟧，卡号⟦CARD|$card_v3⟧，有效期⟪card_expiry|08/29⟫，安全码⟦CVV|930⟧”
处理：已删除工单备注明文，通知客户更换卡片；坐席扣绩效⟪penalty_points|5分⟫，组长⟦PERSON|栾鹏⟧负责复训。"""),

("sms_traffic_violation_rental", """【⟪company_name|神州行租车⟫】尊敬的⟦PERSON|闫立⟧：您7月租用的车辆⟪reg_plate|京N·5DF27⟫于⟪violation_time|07-21 18:42⟫在⟪place_name|京藏高速⟫超速10%-20%，罚款⟦AMOUNT|200元⟧记3分。因您未在规定时间内处理，已从违章押金中代扣⟦AMOUNT|200元⟧及代办服务费⟪fee|50元⟫，剩余押金⟦AMOUNT|1750元⟧将原路退回。违章编号⟪violation_no|1101082400418822⟫。"""),

("power_of_attorney_vehicle_transfer", """机动车过户委托书
委托人：⟦PERSON|阎志军⟧　身份证号：⟦IDCARD|$idc12⟧　电话：⟦PHONE|0731-8891 4026⟧
受托人：⟦PERSON|邓晓雯⟧　身份证号：⟦IDCARD|$idc15⟧　电话：⟦PHONE|138 2617 9305⟧
兹委托受托人代为办理车辆⟪reg_plate|湘A·93K7Q⟫（⟪model_name|大众帕萨特⟫，车辆识别代号⟪vin|LSVCH6A42FN052281⟫）的转移登记手续，受托人在办理过程中签署的相关文件，委托人均予以承认。
委托人签字：⟦PERSON|阎志军⟧　　日期：⟪sign_date|2024年8月9日⟫"""),

("loan_overdue_sms_zh", """【⟪company_name|易鑫车贷⟫】⟦PERSON|牛振宇先生⟧，您的车贷合同（尾号⟪contract_tail|7713⟫）已逾期12天，当前应还⟦AMOUNT|4,316.80元⟧（含罚息⟦AMOUNT|86.33元⟧）。请尽快还款至尾号⟪card_last4|0093⟫的还款卡，以免影响征信。如已还款请忽略。客服⟦PHONE|400-880-6078⟧"""),

("wechat_solitaire_motorcycle_ride", """【接龙】周六⟪route_name|环千岛湖骑行⟫报名（须填：姓名/电话/车型/血型/过敏史/紧急联系人）
1. ⟦PERSON|老顾⟧ ⟦PHONE|13906518822⟧ ⟪model_name|宝马R1250GS⟫ ⟦MEDICAL|O型⟧ 无 老婆⟦PHONE|13906518823⟧
2. ⟦PERSON|小戴⟧ ⟦PHONE|18767120094⟧ ⟪model_name|赛科龙RT3⟫ ⟦MEDICAL|A型⟧ ⟦MEDICAL|青霉素过敏⟧ 我妈⟦PHONE|0571-8802 6617⟧
3. ⟦PERSON|钱多多⟧ ⟦PHONE|15968873310⟧ ⟪model_name|川崎Z900⟫ ⟦MEDICAL|B型⟧ ⟦MEDICAL|哮喘，随身带喷雾⟧ 同事⟦PERSON|阿彪⟧⟦PHONE|15968873399⟧
领队：⟦PERSON|老顾⟧；集合点⟪place_name|之江路美术馆⟫，7:00出发，AA油费餐费"""),
]

TEXTS += [
("vip_birthday_care_list", """【8月VIP客户生日关怀名单】（客服部⟦PERSON|柳婷⟧整理，勿外传）
1. ⟦PERSON|钟志远⟧　生日：⟦DATE_OF_BIRTH|1976-08-03⟧　电话：⟦PHONE|13808891276⟧　礼品：⟪gift_code|G-保养券500⟫
2. ⟦PERSON|庞雪梅⟧　生日：⟦DATE_OF_BIRTH|1989-08-17⟧　电话：⟦PHONE|15017736924⟧　礼品：⟪gift_code|G-洗车卡10次⟫
3. ⟦PERSON|戚国强⟧　生日：⟦DATE_OF_BIRTH|1965-08-29⟧　电话：⟦PHONE|13925580147⟧　备注：⟦MEDICAL|糖尿病⟧，蛋糕换成无糖的"""),

("hotline_12345_complaint_driving_school", """【12345政务服务便民热线 工单】编号：⟪ticket_id|GD202408190117733⟫
来电人：⟦PERSON|鲍女士⟧　来电号码：⟦PHONE|13682271905⟧
反映对象：⟪company_name|某驾驶培训有限公司⟫（⟪place_name|宝安区⟫）
内容：来电人反映其儿子⟦PERSON|鲍子轩⟧在该驾校学车，教练⟦PERSON|严教练⟧以“加快约考”为由多次索要红包，累计已给⟦AMOUNT|1,500元⟧现金，要求退还并处理该教练。
承办单位：⟪government_unit|区交通运输局⟫　办理时限：⟪deadline|5个工作日⟫"""),

("rental_blacklist_group_chat", """【微信群】⟪group_name|青岛租车同行互助群⟫
⟦PERSON|薛总⟧：各位注意，这个人在我这租车开去外地，超期12天不还，电话不接，GPS也拔了：⟦PERSON|尹浩⟧，身份证⟦IDCARD|$idc8⟧，手机⟦PHONE|15192036648⟧，开的是⟪reg_plate|鲁B·6Q8H1⟫白色⟪model_name|朗逸⟫
⟦PERSON|房哥⟧：收到，这人上个月也在我这问过价
⟦PERSON|薛总⟧：已经报案了，欠我租金⟦AMOUNT|4,860元⟧，押金才收了⟦AMOUNT|3000元⟧，亏大了"""),
]

TEXTS += [
("used_car_loan_application_json", """{"apply_no":"⟪application_id|UC2024082200193⟫","product":"⟪product_code|二手车分期-36期⟫","applicant":{"name":"⟦PERSON|孟凡超⟧","gender":"男","birth":"⟦DATE_OF_BIRTH|19910305⟧","id_no":"⟦IDCARD|$idc16⟧","mobile":"⟦PHONE|13651874402⟧","monthly_income":"⟦AMOUNT|税后18000元⟧","company":"⟪company_name|上海某物流有限公司⟫"},"car":{"model":"⟪model_name|2021款 凯迪拉克CT5⟫","price":"⟪price|18.6万⟫","down_payment":"⟦AMOUNT|5.6万元⟧"},"channel":"⟪channel_code|CH-优车网-031⟫","client_ip":"⟦IP_ADDRESS|58.247.112.69⟧"}"""),

("wechat_deposit_refund_dispute", """【微信】
⟦PERSON|史琳⟧：⟦PERSON|陶经理⟧，我上周交的⟦AMOUNT|3000块⟧订金什么时候退？车你们卖给别人了，总不能不退吧
⟦PERSON|陶经理⟧：⟦PERSON|史姐⟧别急，财务这周统一退，您把收款卡号发我
⟦PERSON|史琳⟧：⟦CARD|$card_up7⟧，工商银行，户名⟦PERSON|史琳⟧
⟦PERSON|陶经理⟧：收到，另外按规定要扣⟪fee|300元⟫手续费哈
⟦PERSON|史琳⟧：？？？合同上哪写了？不退全款我就打⟦PHONE|12315⟧了"""),

("garage_work_order_zh", """⟪company_name|顺达汽修⟫ 维修结算单　工单号：⟪work_order_no|SD-WX-240825-07⟫
客户：⟦PERSON|卢建平⟧　电话：⟦PHONE|139 7310 5528⟧　车牌：⟪reg_plate|湘A·D2H75⟫　进厂里程：⟪odometer|128,330km⟫
维修项目：更换水泵、节温器、防冻液（⟪part_number|VW 06H121026DD⟫）
工时费：⟪labour_fee|600元⟫　材料费：⟪parts_fee|1,140元⟫　优惠：-⟪discount|140元⟫
实收：⟦AMOUNT|1,600.00元⟧（支付宝）
主修技师：⟦PERSON|刘师傅⟧　质检：⟦PERSON|龙小军⟧"""),
]

TEXTS += [
("dingtalk_it_ops_handover", """【钉钉】IT运维交接 - ⟦PERSON|岳涛⟧ → ⟦PERSON|黎明辉⟧
1. DMS数据库服务器 ⟦IP_ADDRESS|192.168.50.11⟧，root密码 ⟦PASSWORD|Dms@4S#8867⟧（交接完请改）
2. 门店监控NVR ⟦IP_ADDRESS|192.168.50.200⟧，admin / ⟦PASSWORD|hik12345abc⟧
3. GitHub 组织的部署令牌：⟦APIKEY|$ak_ghfg1⟧（只读，3个月有效）
4. 厂家DMS接口文档里的测试地址⟪doc_ip|203.0.113.8⟫、测试账号⟪example_key|test_dealer_001⟫都是假的，别混
5. 有事打我手机⟦PHONE|186 2109 7730⟧，周末也行"""),

("private_chat_exam_cheating", """【私信截图转文字】
⟦PERSON|武教练⟧：科目一包过，⟦AMOUNT|2800块⟧，不过全退
⟦PERSON|乔一凡⟧：真的假的，怎么弄
⟦PERSON|武教练⟧：你别管，交钱就行，转这个卡 ⟦CARD|$card_up8⟧
⟦PERSON|乔一凡⟧：我先转⟦AMOUNT|1000块⟧定金……
（后附转账记录：⟪transaction_id|4200002296202408261147733⟫）"""),
]

TEXTS += [
("dingtalk_robot_recovery_alert", """【钉钉机器人·救援调度】⚠️ 超时未接单提醒
任务：⟪job_id|RW240829-0877⟫　等待时长：⟪wait_minutes|18分钟⟫
求助人：⟦PERSON|戴雨晴⟧　电话：⟦PHONE|18168025593⟧
位置：⟪place_name|沪宁高速⟫阳澄湖服务区（东区）
备注：求助人⟦MEDICAL|有心脏病史⟧，车内空调不制冷，请优先派单
系统版本⟪version|v4.7.3⟫｜推送ID ⟪push_id|$dk_uuid3⟫"""),

("sms_motorcycle_service_reminder", """【⟪company_name|豪爵摩托⟫·城西特约维修站】⟦PERSON|冉师傅⟧提醒您：您的⟪model_name|豪爵UHR150⟫已行驶⟪odometer|5,000公里⟫，请及时进行二保，本月保养工时⟪discount|8折⟫。预约电话⟦PHONE|023-6870 4419⟧，地址：⟪place_name|九龙坡区石杨路⟫。"""),

("auto_show_lottery_winners", """【⟪event_name|2024春季车展⟫ 现场抽奖中奖名单公示】
一等奖（⟪prize|价值8000元保养套餐⟫）：⟪masked_name|张*伟⟫ ⟪masked_phone|138****6623⟫
二等奖（⟪prize|行车记录仪⟫）：⟪masked_name|李*⟫ ⟪masked_phone|159****0417⟫、⟪masked_name|王*芳⟫ ⟪masked_phone|186****2290⟫
三等奖（⟪prize|洗车卡⟫）：共20名，名单见展台公告栏
请中奖者携带身份证于⟪deadline|4月30日⟫前到⟪company_name|博览中心⟫服务台领取，咨询热线⟦PHONE|400-606-3318⟧。"""),

("windscreen_replacement_order_zh", """【⟪company_name|车玻之家⟫ 上门换玻璃订单】
订单号：⟪order_id|CB20240902-1186⟫
车主：⟦PERSON|符志伟⟧（手机⟦PHONE|17743291068⟧）
车型：⟪model_name|别克GL8⟫　更换：前挡（带雨量传感器，⟪glass_brand|福耀⟫原厂）⟪price|报价1,350元⟫
上门地址：⟦ADDRESS|海南省海口市龙华区国贸大道48号新达商务大厦1606⟧
车主备注：⟦PERSON|符先生⟧说下午两点后在，车停在地下车库B1
已付定金：⟦AMOUNT|200元⟧"""),
]
