# blind65 - Chinese texts.  Each entry typed by hand: (kind, marked_text)
# ⟦TYPE|value⟧ = labelled span, ⟪kind|value⟫ = decoy, $name = values.VALUES[name]
TEXTS = []

# ---------------------------------------------------------------- part 1
TEXTS.append(("wechat_chat", """【微信】
⟦PERSON|王师傅⟧：您好，我是⟪org_name|小天鹅授权服务中心⟫的，您报修的洗衣机显示⟪error_code|E4⟫是吧？
⟦PERSON|刘女士⟧：对，一放水就报错。地址是⟦ADDRESS|上海市闵行区莘庄镇莘松路958弄12号502室⟧
⟦PERSON|王师傅⟧：好的，下午两点到。上门费⟪callout_fee|30元⟫，换件另算。
⟦PERSON|刘女士⟧：行，到了打我电话⟦PHONE|139 1744 2086⟧，单元门禁密码⟦PASSWORD|5206#⟧
⟦PERSON|王师傅⟧：收到👌 工单号⟪work_order_no|WX20240612-0375⟫
⟦PERSON|刘女士⟧：钱转你微信了，⟦AMOUNT|260元⟧，发票抬头写我名字⟦PERSON|刘晓燕⟧就行"""))

TEXTS.append(("yaml_config", """# 派单通知配置 dispatch-notify.yaml
dingtalk:
  webhook: ⟦SECRET|$ding_hook1⟧
  secret: ⟦SECRET|$ding_sign1⟧
  at_mobiles: ["⟦PHONE|13816620947⟧"]   # 调度 ⟦PERSON|陈建华⟧
aliyun:
  sms_access_key_id: ⟦APIKEY|$ali_ak1⟧
  sms_access_key_secret: ⟦SECRET|$ali_sk1⟧
  sign_name: "⟪sms_sign_name|通畅管道⟫"
  template_code: ⟪sms_template_code|SMS_465330127⟫
app_key: ⟪ding_app_key|$ding_appkey1⟫   # 应用AppKey，不是密钥
# 负责人：⟦PERSON|周磊⟧ ⟦EMAIL|zhoulei@tongchang-pipe.cn⟧"""))

TEXTS.append(("sms_dispatch", """【通畅管道】⟦PERSON|赵师傅⟧您好，新派单：⟦PERSON|孙建国⟧，⟦ADDRESS|江苏省苏州市吴中区木渎镇金山路88号天平村3组17号⟧，化粪池清掏约⟪volume|6立方⟫，联系电话⟦PHONE|0512-6651 2289⟧ / ⟦PHONE|158 6213 0774⟧。客户已付定金⟦AMOUNT|¥200⟧，尾款现场收。单号⟪work_order_no|TC-SZ-240715-09⟫，回复1确认接单。"""))

TEXTS.append(("ecommerce_order", """订单详情　订单编号：⟪order_id|2318840772519406631⟫
商品：⟪product_name|鱼跃 H055 轮椅 折叠轻便⟫ ×1　⟪price|¥1,299.00⟫
收货人：⟦PERSON|黄桂英⟧　⟪masked_phone|186****3307⟫
收货地址：⟦ADDRESS|湖北省武汉市武昌区中南路街道中南二路12号院4栋2单元601⟧
实付款：⟦AMOUNT|¥1,249.00⟧（店铺券减50）
买家留言：老人⟦MEDICAL|脑梗后左侧偏瘫⟧，需要加装防倾轮。残联补贴要身份证号：⟦IDCARD|$idc6⟧（⟦PERSON|黄桂英⟧的老伴⟦PERSON|胡德明⟧）"""))

TEXTS.append(("service_contract", """游泳池水质维护服务合同　　合同编号：⟪contract_no|HT-2024-SC-0317⟫
甲方：⟪org_name|成都锦江区悦澜酒店管理有限公司⟫
乙方：⟪org_name|蓝湾泳池设备工程有限公司⟫　统一社会信用代码：⟪org_credit_code|91510104MA6CQ8XK3T⟫
甲方联系人：⟦PERSON|邓丽萍⟧，电话⟦PHONE|028-8664 7731⟧，手机⟦PHONE|13980452218⟧
乙方项目负责人：⟦PERSON|罗志刚⟧，身份证号⟦IDCARD|$idc5⟧，出生日期⟦DATE_OF_BIRTH|1990年1月19日⟧
服务费：⟪contract_fee|每月人民币8,800元⟫，按季度支付至乙方对公账户⟪org_bank_account|5109 0120 3410 887⟫。
水质标准：余氯⟪chemical_reading|0.3–1.0 mg/L⟫，pH值⟪chemical_reading|7.0–7.8⟫。"""))

TEXTS.append(("dianping_review", """⭐⭐⭐⭐⭐ ⟦PERSON|吃货小熊⟧　⟪review_date|2024-05-18⟫
戴森⟪vacuum_model|V10⟫吸力变小，拿到⟪org_name|修无忧家电快修（徐家汇店）⟫，老板⟦PERSON|老周⟧人超好，换了电池+滤网一共才⟦AMOUNT|320块⟧，比官方便宜一半。顺便把我妈那台⟪sewing_machine_model|蝴蝶牌JA2-1⟫老缝纫机也调好了，没收钱！店在⟪street_name|漕溪北路⟫地铁站旁边，⟦PERSON|老周⟧电话⟦PHONE|137 6152 8840⟧，可以先打电话问，推荐👍"""))

TEXTS.append(("dingtalk_approval", """【钉钉审批】差旅报销单　审批编号：⟪approval_no|202406181530000412098⟫
申请人：⟦PERSON|吴海涛⟧（安装部）
事由：⟪place_name|阿勒泰⟫牧区⟪program_name|户户通⟫卫星电视安装，出差5天
报销金额：⟦AMOUNT|¥3,486.50⟧
收款银行卡：⟦CARD|$card_up1⟧（⟪bank_name|中国工商银行⟫）
开户人：⟦PERSON|吴海涛⟧
审批人：⟦PERSON|马主任⟧（已同意）
抄送：财务⟦PERSON|小何⟧"""))

TEXTS.append(("call_transcript", """【通话转写】⟪call_id|CALL-0713-2217⟫
客服：您好，⟪org_name|快通管道疏通⟫，请问有什么可以帮您？
客户：我家厨房下水道堵了，水都漫出来了。
客服：好的，请问您怎么称呼？
客户：我叫⟦PERSON|许文静⟧。
客服：⟦PERSON|许小姐⟧，地址是？
客户：⟦ADDRESS|杭州市西湖区文三路478号华星时代广场2幢1603室⟧。
客服：联系电话呢？
客户：⟦PHONE|幺八六，五七一二，零九三八⟧。
客服：好的，上门检查费⟪callout_fee|50元⟫，疏通一般⟪price_range|150到300元⟫，师傅大概四十分钟到。
客户：能不能快点，我⟦MEDICAL|怀孕七个月⟧了，闻不了这个味儿。
客服：明白，我给您加急。"""))

TEXTS.append(("subsidy_application_form", """思明区居家适老化改造补贴申请表
申请人：⟦PERSON|郑国栋⟧　　性别：男　　出生日期：⟦DATE_OF_BIRTH|1961年2月17日⟧
身份证号：⟦IDCARD|$idc10⟧
户籍地址：⟦ADDRESS|福建省厦门市思明区鹭江道98号2单元1204室⟧
健康状况：⟦MEDICAL|帕金森病三年，行走不稳⟧；⟦MEDICAL|高血压⟧
改造项目：⟪product_name|座椅式楼梯升降椅（直轨）⟫，预算⟪quote_total|32,800元⟫
个人自付：⟦AMOUNT|12,800元⟧
紧急联系人：⟦PERSON|郑晓雯⟧（女儿）⟦PHONE|159 5928 3306⟧
受理编号：⟪application_id|SM-SL-2024-0386⟫"""))

TEXTS.append(("qq_group_chat", """【QQ群：⟪group_name|锅友交流群(3)⟫】
⟦PERSON|大漠孤烟⟧ 20:31
中星9号⟪orbital_position|92.2°E⟫，我这边信号强度才⟪signal_reading|45%⟫，是不是高频头不行
⟦PERSON|老李修锅⟧ 20:33
换个⟪lnb_model|Ku波段单本振高频头⟫试试，我这有，⟪price|35包邮⟫
⟦PERSON|大漠孤烟⟧ 20:34
要一个，地址⟦ADDRESS|内蒙古呼伦贝尔市海拉尔区胜利大街21号院3号楼⟧，⟦PERSON|张振宇⟧ ⟦PHONE|15247068813⟧
⟦PERSON|老李修锅⟧ 20:35
收到，支付宝转我⟦AMOUNT|35元⟧就行，账号就是手机号⟦PHONE|13904717528⟧"""))

TEXTS.append(("app_log", """⟪log_timestamp|2024-06-03 10:21:44.118⟫ [http-nio-8080-exec-3] INFO  c.w.s.OrderController - 新建工单 orderNo=⟪work_order_no|GD202406030117⟫ customer=⟦PERSON|林美华⟧ mobile=⟦PHONE|13622871054⟧ addr=⟦ADDRESS|广东省深圳市南山区粤海街道科技园南区R2-B栋1206⟧ clientIp=⟦IP_ADDRESS|113.88.142.37⟧
2024-06-03 10:21:44.356 [http-nio-8080-exec-3] WARN  c.w.s.SmsService - 短信发送失败 code=⟪error_code|LimitExceeded.PhoneNumberDailyLimit⟫ secretId=⟦APIKEY|$tc_ak1⟧
2024-06-03 10:21:45.002 [pool-2-thread-1] ERROR c.w.s.PayNotify - 回调验签失败 mchId=⟪merchant_id|1603318842⟫ sign=⟪signature_hash|$md5_a⟫ from ⟦IP_ADDRESS|10.21.3.44⟧"""))

TEXTS.append(("booking_confirmation", """【预约成功】⟪org_name|帘上花开·窗帘定制⟫
预约编号：⟪booking_ref|YY240611093⟫
联系人：⟦PERSON|何佳琪⟧　电话：⟦PHONE|177 2104 6685⟧
安装地址：⟦ADDRESS|天津市河西区友谊路35号城市大厦B座2207⟧
预约时间：⟪appointment_time|6月15日 上午9:00-11:00⟫
产品：⟪product_name|电动梦幻帘 ×3幅⟫，⟪product_spec|杜亚M1电机⟫
已付：⟦AMOUNT|¥1,860.00⟧（微信支付，交易单号⟪transaction_id|4200002231202406113375610288⟫）
备注：家里有狗（⟪pet_name|可乐⟫），师傅进门前先打电话；业主⟦PERSON|何先生⟧⟦MEDICAL|对粉尘过敏⟧，打孔请用吸尘罩。"""))

TEXTS.append(("env_file", """# 泳池水质监测小程序 后端配置 .env.production
WX_APPID=⟪wechat_appid|$wx_appid1⟫
WX_APPSECRET=⟦SECRET|$wx_secret1⟧
TENCENT_SECRET_ID=⟦APIKEY|$tc_ak1⟧
TENCENT_SECRET_KEY=⟦SECRET|$tc_sk1⟧
MYSQL_URL=mysql://pool_iot:⟦SECRET|Lanwan_2024!db⟧@⟦IP_ADDRESS|172.17.0.3⟧:⟪port|3306⟫/pool
FEISHU_BOT=⟦SECRET|$feishu_hook1⟧
ADMIN_PHONE=⟦PHONE|13710496623⟧   # ⟦PERSON|梁工⟧
APP_VERSION=⟪version|2.6.13⟫"""))

TEXTS.append(("price_list", """⟪org_name|海尔售后服务⟫收费标准（⟪effective_date|2024年3月1日起执行⟫）
空调移机：⟪price|挂机200元/台⟫，⟪price|柜机300元/台⟫
加氟：⟪price|R32冷媒按压力表计费150–280元⟫
洗衣机清洗：⟪price|波轮120元，滚筒150元⟫
上门检测费：⟪price|30元（维修则免收）⟫
投诉编号格式：⟪complaint_id_format|TS-YYYYMMDD-XXXX⟫，服务热线见包装盒。"""))

TEXTS.append(("onboarding_form", """员工入职登记表　　工号：⟪employee_no|AZ-0219⟫　　入职日期：⟪start_date|2024年4月8日⟫
姓名：⟦PERSON|冯子豪⟧　　性别：男　　出生日期：⟦DATE_OF_BIRTH|1992-03-27⟧
身份证号码：⟦IDCARD|$idc3⟧
现住址：⟦ADDRESS|广东省深圳市宝安区西乡街道固戍二路63号⟧
手机：⟦PHONE|+86 135 3081 7724⟧　　邮箱：⟦EMAIL|fengzihao92@163.com⟧
工资卡：⟦CARD|$card_up2⟧（⟪bank_name|中国农业银行⟫）　　试用期工资：⟦AMOUNT|6500元/月⟧
紧急联系人：⟦PERSON|冯国强⟧（父亲）⟦PHONE|138 2658 0139⟧
体检结论：⟦MEDICAL|色弱⟧（登高作业已评估，可胜任）"""))

# ---------------------------------------------------------------- part 2
TEXTS.append(("dingtalk_group_chat", """【钉钉群·⟪group_name|售后技术支持群⟫】
⟦PERSON|李婷婷⟧：@⟦PERSON|刘工⟧ 后台又登不上了，报401
⟦PERSON|刘工⟧：token过期了，先用这个：⟦APIKEY|$jwt3⟧
⟦PERSON|刘工⟧：服务器⟦IP_ADDRESS|47.96.213.58⟧，账号admin 密码⟦PASSWORD|Xcq@2024#01⟧，用完我改
⟦PERSON|李婷婷⟧：好嘞👌 对了，顾客⟦PERSON|杜先生⟧那台⟪vacuum_model|追觅T20⟫主板坏了，返厂单号⟪rma_no|RMA-24-08817⟫
⟦PERSON|刘工⟧：收到，顺丰⟪tracking_no|SF1432 2908 1175⟫"""))

TEXTS.append(("payment_screenshot_ocr", """支付宝
转账成功
⟦AMOUNT|￥450.00⟧
付款人　　⟦PERSON|陈雅琴⟧
收款方　　⟪masked_name|**平⟫ ⟪masked_phone|159****2618⟫
转账备注　⟦PERSON|邵师傅⟧ 化粪池清掏 ⟦ADDRESS|南京市玄武区孝陵卫街道钟灵街50号⟧
创建时间　⟪timestamp|2024-07-02 16:41:27⟫
订单号　　⟪order_id|20240702200040011100880091245566⟫"""))

TEXTS.append(("xiaohongshu_post", """标题：在家装了个按摩浴缸🛁 真香！
⟦PERSON|桃子不吃桃⟧ · ⟪post_location|上海⟫
老公坚持要装，说对他的⟦MEDICAL|腰椎间盘突出⟧有好处😂 选的⟪product_model|箭牌 AE1101⟫，官网标价⟪price|¥12,999⟫，我们另外付了安装费⟦AMOUNT|¥800⟧，师傅⟦PERSON|小高⟧很专业～每周用⟪chemical_name|二氧化氯泡腾片⟫消毒一次。有姐妹问安装师傅电话：⟦PHONE|186 2177 4930⟧（他说报我名字打九折哈哈）
⟪hashtag|#按摩浴缸⟫ #家装"""))

TEXTS.append(("business_trip_form", """【出差人员信息表】项目：⟪project_name|普吉岛别墅泳池设备调试⟫
1. ⟦PERSON|唐志远⟧　护照号：⟦PASSPORT|$pp_cn1⟧　有效期至⟪passport_expiry|2032-09-30⟫
   出生日期：⟦DATE_OF_BIRTH|1987-02-14⟧　手机：⟦PHONE|138 0571 6642⟧
2. ⟦PERSON|葛晓雨⟧　护照号：⟦PASSPORT|$pp_cn2⟧
   出生日期：⟦DATE_OF_BIRTH|1995-11-20⟧　手机：⟦PHONE|150 5716 2208⟧　备注：⟦MEDICAL|青霉素过敏⟧
航班：⟪flight_number|TG 665⟫ 杭州—曼谷；落地签费用⟪visa_fee|2000泰铢/人⟫由公司报销。
预支差旅费：每人⟦AMOUNT|¥5,000⟧"""))

TEXTS.append(("call_summary", """【电话录音摘要】⟪record_id|REC-20240822-1187⟫
客户⟦PERSON|蔡先生⟧购买冰箱⟪product_model|西门子KA92NV02TI⟫三年延保，延保原价⟪price|799元⟫，活动期间实付⟦AMOUNT|599元⟧。
客户口述信用卡号⟦CARD|$card_up4⟧，有效期⟪card_expiry|08/27⟫，背面安全码⟦CVV|352⟧。
客户地址：⟦ADDRESS|山东省青岛市市南区香港中路76号颐和国际A座2101⟧，联系电话⟦PHONE|0532-8579 3316⟧。
坐席：⟦PERSON|郭晓敏⟧（工号⟪agent_id|1047⟫）。按规定安全码不得记录，本条已提交质检删除。"""))

TEXTS.append(("village_notice", """⟪org_name|石桥村村民委员会⟫通知
各位村民：本月统一清掏化粪池，由⟪org_name|永清环卫服务队⟫负责，收费标准⟪tariff|每户每次八十元⟫。以下农户尚欠费用，请尽快到村委会缴纳：
⟦PERSON|高德顺⟧（3组）欠⟦AMOUNT|160元⟧（含去年）
⟦PERSON|马秀芝⟧（5组）欠⟦AMOUNT|80元⟧
⟦PERSON|老韩头⟧（7组）欠⟦AMOUNT|240元⟧
联系人：村会计⟦PERSON|田红梅⟧ ⟦PHONE|133 1296 4402⟧
⟪notice_date|2024年9月3日⟫"""))

TEXTS.append(("wechat_group_chat", """【⟪group_name|翠湖花园3期业主群⟫】
⟦PERSON|赵敏⟧(8栋)：大家别找⟪org_name|美居窗帘⟫！定金⟦AMOUNT|1500块⟧交了两个月还没装😤 合同号⟪contract_no|MJ-2024-0588⟫
⟦PERSON|孙浩⟧(12栋)：我家也是他们装的百叶窗，还行啊，安装师傅叫⟦PERSON|阿杰⟧
⟦PERSON|赵敏⟧(8栋)：老板⟦PERSON|蒋总⟧电话一直不接，⟦PHONE|189 5012 7736⟧，你们帮我打打看
物业-⟦PERSON|小吴⟧：业主您好，可以拨打市场监管热线投诉，或者到物业前台登记。"""))

TEXTS.append(("xianyu_chat", """闲鱼 · ⟪listing_title|兄弟牌家用电子缝纫机 JV1400⟫ · ⟪listing_price|¥380⟫
买家 ⟦PERSON|tb_8812764⟧：你好，机器还在吗？能走闲鱼验货吗
卖家 ⟦PERSON|针线盒子⟧：在的，上个月刚在⟪org_name|老上海缝纫机修理部⟫保养过。同城可以自提，⟦ADDRESS|上海市黄浦区瞿溪路1111弄5号601⟧
买家：好的我明天下午去，到了打⟦PHONE|152 2199 8406⟧联系你。能便宜点吗，⟪offer_price|350⟫？
卖家：最低⟪negotiated_price|360⟫，先拍下我改价。
买家：好，已付款⟦AMOUNT|¥360⟧"""))

TEXTS.append(("android_logcat", """06-21 09:14:07.552  8821  8821 E AndroidRuntime: FATAL EXCEPTION: main
06-21 09:14:07.552  8821  8821 E AndroidRuntime: Process: ⟪package_name|com.xingsou.satfinder⟫, PID: ⟪process_id|8821⟫
06-21 09:14:07.552  8821  8821 E AndroidRuntime: java.lang.IllegalStateException: 寻星数据为空 satellite=⟪satellite_name|中星6A⟫
06-21 09:14:07.560  8821  8845 D Upload  : POST https://api.xingsou.cn/v1/feedback body={"nick":"⟦PERSON|锅王老邓⟧","userId":"⟦PERSON|dengjunwei88⟧","phone":"⟦PHONE|18709914452⟧","ver":"⟪app_version|3.2.7⟫","ip":"⟦IP_ADDRESS|223.104.38.17⟧"}"""))

TEXTS.append(("rental_agreement", """轮椅租赁协议　　编号⟪agreement_no|ZL-HK-0092⟫
承租人：⟦PERSON|陳嘉欣⟧（香港居民）　香港身份证：⟦NATIONAL_ID|$hkid1⟧
内地联系地址：⟦ADDRESS|深圳市福田区福华三路88号财富大厦1908⟧
香港电话：⟦PHONE|+852 9123 4768⟧
使用人：其父⟦PERSON|陳國雄⟧，⟦MEDICAL|中风后右侧肢体无力⟧
租期：⟪rental_period|2024年10月1日至10月31日⟫，租金⟪tariff|每日25元⟫
押金：⟦AMOUNT|人民币800元⟧（已收，退租时无损坏全额退还）"""))

TEXTS.append(("refund_form", """退款申请单　⟪refund_id|TK202409050031⟫
会员：⟦PERSON|宋雨桐⟧　会员卡号：⟪member_card_no|VIP-008813⟫
办卡时间：⟪signup_date|2023-10-12⟫　剩余次数：⟪remaining_sessions|23次⟫
退款原因：⟦MEDICAL|确诊腰椎滑脱⟧，医生建议暂停游泳
应退金额：⟦AMOUNT|¥2,070.00⟧
退至银行卡：⟦CARD|$card_up3⟧　开户行：⟪bank_name|建设银行北京望京支行⟫
身份证：⟦IDCARD|$idc9⟧　出生日期：⟦DATE_OF_BIRTH|1999-10-10⟧
经办：前台⟦PERSON|小罗⟧　审核：⟦PERSON|孟经理⟧"""))

TEXTS.append(("meeting_minutes", """会议纪要　⟪meeting_date|2024年7月8日⟫　⟪meeting_room|3楼会议室⟫
参会：⟦PERSON|杨总⟧、⟦PERSON|韩立伟⟧、⟦PERSON|苏晴⟧、⟦PERSON|小邱⟧
一、上月营收⟪org_revenue|186.4万元⟫，环比增长6%。
二、客诉：⟦PERSON|龚女士⟧投诉空调加氟后仍不制冷，要求退还⟦AMOUNT|380元⟧，由⟦PERSON|韩立伟⟧跟进。
三、⟦PERSON|苏晴⟧因⟦MEDICAL|腰肌劳损⟧请假一周，工单由⟦PERSON|小邱⟧代派。
四、新版派单系统⟪version|v3.1.0⟫下周上线，测试账号密码⟦PASSWORD|Pd@2024test⟧请勿外传。"""))

TEXTS.append(("ocr_work_order", """装机工单　No.⟪work_order_no|0038172⟫
用户姓名：⟦PERSON|钟永福⟧　证件号码：⟦IDCARD|$idc8⟧
装机地址：⟦ADDRESS|山东省青岛市黄岛区长江中路216号金茂湾5号楼1单元802户⟧
联系电话：⟦PHONE|0532-8690 4417⟧　⟦PHONE|133 7892 0564⟧
安装内容：机顶盒⟪device_model|创维E900V22E⟫ ×1，宽带⟪bandwidth|300M⟫
光猫管理地址：⟦IP_ADDRESS|192.168.1.1⟧　超级密码：⟦PASSWORD|CMCCAdmin8a2f⟧
WiFi：⟪ssid|CMCC-7TfQ⟫　密码：⟦PASSWORD|zyf13378920⟧
收费：初装费⟦AMOUNT|100元⟧（已收现金）
装维人员：⟦PERSON|小潘⟧　　用户签字：⟦PERSON|钟永福⟧"""))

TEXTS.append(("product_instructions", """⟪product_name|三氯异氰尿酸消毒片（200g/片）⟫ 使用说明
适用：室外泳池、温泉池。批号：⟪batch_no|20240516-03⟫　保质期：⟪shelf_life|24个月⟫
用量：每100立方米水投放⟪dosage|1–2片⟫，维持余氯⟪chemical_reading|0.5–1.0 mg/L⟫。
注意：误服请立即就医，可遵医嘱服用⟪drug_name_leaflet|蒙脱石散⟫；皮肤接触后用清水冲洗。
生产企业：⟪org_name|山东鲁泉水处理科技有限公司⟫　执行标准：⟪standard_no|GB 28931⟫"""))

TEXTS.append(("shell_script", r"""#!/bin/bash
# 化粪池液位报警 → 企业微信群机器人
WEBHOOK="⟦SECRET|$wecom_hook1⟧"
SENSOR_HOST=⟦IP_ADDRESS|10.88.1.24⟧
LEVEL=$(curl -s http://$SENSOR_HOST/api/level)
if [ "$LEVEL" -gt ⟪threshold|85⟫ ]; then
  curl -s -H 'Content-Type: application/json' -d "{\"msgtype\":\"text\",\"text\":{\"content\":\"⟪tank_id|3号罐⟫液位${LEVEL}%，请联系⟦PERSON|胡师傅⟧ ⟦PHONE|18953227461⟧\",\"mentioned_mobile_list\":[\"⟦PHONE|18953227461⟧\"]}}" $WEBHOOK
fi
# 维护人：⟦PERSON|yangfan⟧  最后修改 ⟪timestamp|2024-08-19 22:10⟫"""))

TEXTS.append(("markdown_table", """| 回访日期 | 客户 | 电话 | 设备 | 满意度 | 备注 |
|---|---|---|---|---|---|
| ⟪followup_date|9/2⟫ | ⟦PERSON|曹玉珍⟧ | ⟦PHONE|021-5466 2093⟧ | ⟪product_model|曲轨升降椅 SL-180⟫ | 满意 | ⟦MEDICAL|膝关节置换术后⟧，使用顺畅 |
| 9/2 | ⟦PERSON|严福生⟧ | ⟦PHONE|138 1622 4479⟧ | ⟪product_model|直轨 SL-120⟫ | 一般 | 反映遥控器报⟪error_code|E03⟫，已约⟦PERSON|小夏⟧上门 |
| 9/3 | ⟦PERSON|邹丽娟⟧ | ⟦PHONE|139 1805 7731⟧ | 直轨 SL-120 | 不满意 | 要求退还安装费⟦AMOUNT|1,500元⟧ |"""))

TEXTS.append(("weibo_post", """⟪hashtag|#家里下水道堵了被坑#⟫
⟦PERSON|梨花带雨的土豆⟧ ⟪post_time|10分钟前⟫ 来自 iPhone客户端
小区门上贴的小广告“专业疏通”，电话⟦PHONE|131 2660 5587⟧，来了个自称⟦PERSON|刘师傅⟧的，通个马桶开口要⟪quoted_price|800⟫，最后讨价还价还是付了⟦AMOUNT|480块⟧😭 后来问了物业，正规的⟪org_name|城建管道服务⟫才收⟪tariff|100左右⟫……大家别上当！"""))

TEXTS.append(("worker_profile", """【58到家·师傅认证信息】
姓名：⟦PERSON|鲁大勇⟧　服务类目：⟪service_category|家电清洗/维修⟫
身份证：⟪masked_idcard|4301**********0036⟫（已实名）
从业年限：⟪years_experience|12年⟫　接单量：⟪order_count|3,418单⟫　好评率⟪rating|99.2%⟫
服务区域：⟪place_name|长沙市岳麓区⟫、⟪place_name|望城区⟫
联系电话：⟦PHONE|173 0731 2840⟧
上月收入结算：⟦AMOUNT|¥14,260⟧（已打款至尾号⟪card_last4|8891⟫）
个人说明：本人⟦MEDICAL|左耳听力受损⟧，电话沟通请大声或发短信，谢谢！"""))

# ---------------------------------------------------------------- part 3
TEXTS.append(("insurance_claim", """理赔申请书
报案号：⟪claim_id|PDAA202431010000188265⟫
被保险人：⟦PERSON|章海燕⟧　身份证号：⟦IDCARD|$idc2⟧
出生日期：⟦DATE_OF_BIRTH|1986年11月2日⟧
出险地址：⟦ADDRESS|上海市浦东新区张杨路1500弄8号1702室⟧
出险经过：⟪incident_date|2024年6月9日⟫，⟪org_name|速修家电⟫维修人员⟦PERSON|黎春生⟧更换洗衣机进水阀后未拧紧，导致漏水，浸泡楼下⟦PERSON|宗先生⟧家吊顶。
索赔金额：⟦AMOUNT|人民币23,600元⟧
收款账户：⟦CARD|$card_up5⟧（⟪bank_name|招商银行⟫）
联系电话：⟦PHONE|136 1195 0274⟧"""))

TEXTS.append(("sql_query_output", """-- 导出近7天疏通工单（⟦PERSON|admin_zhangqiang⟧ 执行）
SELECT id, cust_name, cust_phone, addr, fee, remark FROM work_order WHERE created_at > '⟪timestamp|2024-08-01 00:00:00⟫';
| id    | cust_name | cust_phone    | addr | fee | remark |
| ⟪row_id|88217⟫ | ⟦PERSON|卢秀梅⟧ | ⟦PHONE|13588061247⟧ | ⟦ADDRESS|浙江省杭州市拱墅区湖墅南路186号2幢3单元401⟧ | ⟦AMOUNT|¥150.00⟧ | 厨房下水 |
| 88218 | ⟦PERSON|方志强⟧ | ⟦PHONE|18657139906⟧ | ⟦ADDRESS|浙江省杭州市上城区望江东路332号3号楼1102⟧ | ⟦AMOUNT|¥380.00⟧ | 化粪池+管道，客户⟦MEDICAL|腿骨折打着石膏⟧ |
| 88219 | ⟪org_name|望江小学⟫ | ⟦PHONE|0571-8609 2237⟧ | ⟪org_address|杭州市上城区望江路⟫ | ⟪org_fee|¥1,200.00⟫ | 校方月结 |
3 rows in set (0.02 sec)"""))

TEXTS.append(("jd_customer_service", """【京东客服】
⟦PERSON|小妍⟧：您好，请问有什么可以帮您？
用户⟦PERSON|jd_4f8a2c19e⟧：我买的⟪vacuum_model|石头G20⟫扫地机器人才用一周就报⟪error_code|错误9⟫，订单号⟪order_id|287765310942⟫
⟦PERSON|小妍⟧：非常抱歉，为您申请上门检测，请提供联系人和地址哦～
用户：⟦PERSON|柏雪⟧，⟦PHONE|182 1087 3346⟧，⟦ADDRESS|北京市海淀区西三旗街道建材城西路87号院6号楼2门301⟧
⟦PERSON|小妍⟧：已为您登记，服务单号⟪service_order_no|JD-FW-77120348⟫，师傅会在24小时内联系您。如检测后需退货，将原路退回⟦AMOUNT|2,899元⟧。"""))

TEXTS.append(("wechat_family_chat", """⟦PERSON|小雨⟧：妈的身份证号发我一下，药店说买⟪product_name|四脚拐杖⟫可以走医保个人账户
⟦PERSON|周建平⟧：⟦IDCARD|$idc4⟧，你妈是⟦DATE_OF_BIRTH|1968年9月8日⟧的，别弄错
⟦PERSON|小雨⟧：好的爸。医生说妈的⟦MEDICAL|股骨头坏死⟧要少负重，我顺便在⟪org_name|老百姓大药房（西湖店）⟫买了个⟪product_name|带轮助行器⟫
⟦PERSON|周建平⟧：多少钱？
⟦PERSON|小雨⟧：一共⟦AMOUNT|468元⟧，医保卡扣了⟦AMOUNT|300元⟧，我自己付了⟦AMOUNT|168元⟧
⟦PERSON|周建平⟧：晚上转你"""))

TEXTS.append(("api_response_json", """{"code":0,"msg":"success","data":{"repairId":"⟪repair_id|BX20240918004⟫","type":"下水道堵塞","owner":{"name":"⟦PERSON|钱晓峰⟧","mobile":"⟦PHONE|13951026683⟧","room":"⟦ADDRESS|南京市鼓楼区汉中门大街301号凤凰和鸣苑7栋1203室⟧"},"worker":{"name":"⟦PERSON|鲍师傅⟧","mobile":"⟦PHONE|15850617729⟧"},"fee":{"paid":"⟦AMOUNT|¥120.00⟧","method":"微信"},"traceId":"⟪trace_id|$uuid3⟫","serverIp":"⟦IP_ADDRESS|10.4.16.201⟧","appVersion":"⟪app_version|5.8.2⟫"}}"""))

TEXTS.append(("deployment_notes", """# 酒店IPTV头端服务器 部署说明（⟦PERSON|覃工⟧ 整理）
1. 服务器：⟦IP_ADDRESS|192.168.20.10⟧（主），⟦IP_ADDRESS|192.168.20.11⟧（备）
2. 卫星接收：⟪satellite_name|亚太6C⟫ ⟪orbital_position|134°E⟫，转发器⟪transponder|3840 H 27500⟫
3. HTTPS 证书私钥（临时放这里，上线后删除！）：
⟦SECRET|$pem_ec1⟧
4. 管理后台账号 admin / ⟦PASSWORD|Iptv#Hotel2024⟧
5. 酒店工程部对接人：⟦PERSON|蒙经理⟧ ⟦PHONE|0771-5568 2390⟧"""))

TEXTS.append(("e_invoice", """电子发票（普通发票）　发票号码：⟪invoice_no|24442000000187730915⟫　开票日期：⟪invoice_date|2024年08月15日⟫
购买方名称：⟦PERSON|邱立新⟧（个人）
销售方：⟪org_name|广州市天河区顺安家电维修服务部⟫　纳税人识别号：⟪org_tax_id|92440106MA5CJ3KX8H⟫
项目：*修理修配劳务*空调维修　金额⟪line_amount|283.02⟫　税率⟪tax_rate|6%⟫　税额⟪tax_amount|16.98⟫
价税合计（大写）⟦AMOUNT|叁佰圆整⟧　（小写）⟦AMOUNT|¥300.00⟧
收款人：⟦PERSON|欧阳倩⟧　复核：⟦PERSON|潘志明⟧　开票人：⟦PERSON|欧阳倩⟧"""))

TEXTS.append(("wechat_moments", """⟦PERSON|阿勇天线⟧：🛰️ 专业安装卫星锅、地面波天线、有线电视，⟪place_name|东莞⟫全市上门！今天给⟪place_name|长安镇⟫的客户装好⟪dish_size|1.5米正馈锅⟫，收⟪channel_count|120多个台⟫。需要的老板打电话⟦PHONE|134 1266 8079⟧，微信同号。安装费⟪price|280元起⟫，⟪warranty|保修一年⟫！
评论：
⟦PERSON|陈生⟧：上次你装完我家⟦ADDRESS|东莞市长安镇乌沙村兴发南路12巷3号⟧那个，下雨天没信号了，什么时候来看看？
⟦PERSON|阿勇天线⟧回复⟦PERSON|陈生⟧：明天上午过去，免费检修👌"""))

TEXTS.append(("membership_form", """会员登记表（外籍）　会员号：⟪member_no|GB-0441⟫　⟪form_version|表单版本 V2.3⟫
姓名：⟦PERSON|Oliver Grant⟧（中文名：⟦PERSON|高礼文⟧）
国籍：⟪country|英国⟫　护照号码：⟦PASSPORT|$pp_uk2⟧
出生日期：⟦DATE_OF_BIRTH|1984.06.03⟧
住址：⟦ADDRESS|上海市长宁区虹桥路2258号古北新城12号楼1801⟧
电话：⟦PHONE|185 0210 3377⟧　邮箱：⟦EMAIL|oliver.grant@protonmail.com⟧
健康申报：⟦MEDICAL|哮喘，随身携带沙丁胺醇喷雾⟧
会员费：⟦AMOUNT|¥6,800⟧/年（已付）"""))

TEXTS.append(("repair_slip_hk", """維修單　⟪job_ref|HK-R-24-1187⟫
客戶姓名：⟦PERSON|李志明⟧　身份證：⟦NATIONAL_ID|$hkid2⟧
地址：⟦ADDRESS|香港九龍旺角彌敦道688號旺角中心1期12樓B室⟧
電話：⟦PHONE|6287 4410⟧
電器：⟪appliance_model|樂聲牌 NA-F70A9 洗衣機⟫
故障：⟪error_code|H21⟫，排水泵異響
維修費：⟦AMOUNT|HK$680⟧（已付，八達通）
技術員：⟦PERSON|阿輝⟧
備註：客戶⟦MEDICAL|行動不便，使用助行架⟧，請預留時間。"""))

TEXTS.append(("payslip", """⟪org_name|佛山市顺德区美帘遮阳制品有限公司⟫　工资条　⟪pay_period|2024年8月⟫
姓名：⟦PERSON|覃美玲⟧　工号：⟪employee_no|MS-1138⟫　部门：⟪department|百叶车间⟫
基本工资：⟦AMOUNT|4,200.00元⟧　计件工资：⟦AMOUNT|2,316.50元⟧
扣社保：⟦AMOUNT|-486.20元⟧　扣个税：⟦AMOUNT|-31.80元⟧
实发工资：⟦AMOUNT|5,998.50元⟧
发放至：⟦CARD|$card_up6⟧
病假：⟪leave_days|2天⟫（⟦MEDICAL|急性肠胃炎⟧，已附医院证明）"""))

TEXTS.append(("handover_note", """给⟦PERSON|小芳⟧的交接单（我们出差一周）
1. 大门密码⟦PASSWORD|208416⟧，指纹也录了你的。
2. 保险柜密码⟦PASSWORD|7 3 9 9 0 1⟧，里面有老人的医保卡。
3. 奶奶每天早上吃⟦MEDICAL|氨氯地平5mg⟧，晚上吃⟦MEDICAL|二甲双胍⟧，都是饭后。
4. 冰箱（⟪appliance_model|BCD-520WKPZM⟫）不制冷，已约⟪org_name|美的售后⟫周三上门，师傅⟦PERSON|王建军⟧⟦PHONE|138 0731 5526⟧，维修费⟦AMOUNT|150元⟧以内你先垫付，我回来给你。
5. 家里WiFi：⟪ssid|ChinaNet-Home⟫ / ⟦PASSWORD|88889999ab⟧
有事打我⟦PHONE|139 7314 0028⟧ —— ⟦PERSON|郑丽⟧"""))

TEXTS.append(("consumer_complaint", """投诉单号：⟪complaint_id|TS-20240911-0387⟫
投诉人：⟦PERSON|阎立军⟧　手机：⟦PHONE|131 6502 7719⟧
被投诉方：⟪org_name|郑州金水区快捷管道疏通部⟫
投诉内容：⟪complaint_date|2024年9月8日⟫本人家中（⟦ADDRESS|河南省郑州市金水区经三路北段32号院2号楼1单元12号⟧）厨房下水道堵塞，对方上门前电话报价⟪quoted_price|八十块⟫，疏通后以“用了电动疏通机”为由收取⟦AMOUNT|680元⟧，本人已通过微信支付。要求退还多收的⟦AMOUNT|600元⟧。
附件：付款截图、通话录音（⟪file_name|录音_20240908.m4a⟫）"""))

TEXTS.append(("tieba_post", """【求助】⟪sewing_machine_model|飞人牌JA1-1⟫踩起来很重怎么办？
楼主：⟦PERSON|针脚歪歪⟧
家里老人留下的缝纫机，⟪manufacture_year|1982年⟫的，皮带换了还是重。⟪place_name|成都⟫有没有懂行的师傅能上门？加我微信⟦PERSON|zhenjiao_waiwai⟧或者打⟦PHONE|158 2816 0473⟧。
2楼 ⟦PERSON|缝纫机老张⟧：先加点⟪product_name|缝纫机油⟫，梭床清一下。不行就拿到我家来，⟦ADDRESS|成都市武侯区浆洗街12号附8号⟧，检查⟪price|免费⟫。"""))

TEXTS.append(("email_account_setup", """主题：【重要】泳池监控平台 子账号开通
⟦PERSON|彭磊⟧ 你好：
已为你开通阿里云RAM子账号：
登录名：⟦PERSON|penglei⟧（企业别名 ⟪account_alias|lanwan-pool⟫）
初始密码：⟦PASSWORD|Lw#9sT2v!q⟧（首次登录需修改）
AccessKey ID：⟦APIKEY|$ali_ak2⟧
AccessKey Secret：⟦SECRET|$ali_sk2⟧
MFA 虚拟设备密钥：⟦SECRET|$totp2⟧
OSS Bucket：⟪bucket_name|lanwan-pool-video⟫　Region：⟪cloud_region|cn-shenzhen⟫
有问题联系运维⟦PERSON|小沈⟧ ⟦EMAIL|shenyu@lanwan-pool.com⟧"""))

TEXTS.append(("bank_sms", """【招商银行】您账户⟪masked_account|*4471⟫于⟪txn_time|09月12日15:22⟫快捷支付扣款⟦AMOUNT|人民币1,380.00元⟧，商户：⟪merchant_name|苏州帘艺家居⟫，余额⟦AMOUNT|23,516.77元⟧。
【苏州帘艺家居】⟦PERSON|钟女士⟧您好，您订购的⟪product_name|卷帘×4⟫将于⟪install_date|9月15日⟫上门安装，安装师傅⟦PERSON|汤师傅⟧ ⟦PHONE|137 7180 2264⟧。"""))

TEXTS.append(("voice_message_transcript", """[语音转文字 ⟪audio_duration|0:42⟫] 喂，⟦PERSON|小赵⟧啊，我是⟦PERSON|周社长⟧。合作社（⟪org_name|南王庄养殖合作社⟫）那个池子明天让⟦PERSON|老周⟧开车过去抽一下，⟪tank_capacity|二十多方⟫，抽完顺路去我家，⟦ADDRESS|清苑区东闾乡南王庄村三排十二号⟧，也抽一下。钱还是老规矩，两家一共⟦AMOUNT|一千二百块⟧，抽完我让会计微信转你。对了，⟦PERSON|老周⟧上回说他⟦MEDICAL|腰疼⟧，让他别下池子，叫⟦PERSON|许小姐⟧那边派个年轻的。"""))

# ---------------------------------------------------------------- part 4
TEXTS.append(("taobao_cs_chat", """【千牛·⟪shop_name|布艺时光旗舰店⟫】
买家⟦PERSON|云朵里的猫⟧：亲，我拍的⟪product_name|遮光布窗帘 2.8米高 ×2⟫，高度可以改成2.65米吗
客服⟦PERSON|小桃⟧：可以的亲，定制款不退不换哦～
买家：好。收货信息也改一下：⟦PERSON|骆佳怡⟧ ⟦PHONE|15721086639⟧ ⟦ADDRESS|上海市杨浦区国定路335号2号楼1205室 200433⟧
客服⟦PERSON|小桃⟧：已修改✅ 订单⟪order_id|3920188475520671348⟫，补差价链接发您了
买家：付了，⟦AMOUNT|¥36.00⟧"""))

TEXTS.append(("mqtt_log", """[2024-09-01 06:00:01] mqtt: client ⟪device_id|POOL-HP-00A1F3⟫ connected from ⟦IP_ADDRESS|117.136.42.9⟧ (user=⟦PERSON|zhuwenbin⟧)
[2024-09-01 06:00:01] mqtt: auth ok, password=⟦PASSWORD|zwb@pool88⟧ （明文写日志了！需修复）
[2024-09-01 06:00:05] telemetry: 水温 ⟪sensor_reading|28.5℃⟫ pH ⟪sensor_reading|7.2⟫ ORP ⟪sensor_reading|680mV⟫
[2024-09-01 06:05:44] mqtt: client POOL-HP-00A1F3 disconnected, broker=⟦IP_ADDRESS|172.31.8.4⟧
[2024-09-01 06:05:45] alert: 热泵故障已推送至业主⟦PERSON|朱文斌⟧ ⟦PHONE|+86 186 1290 5573⟧
[2024-09-01 06:05:45] debug: test broker ⟪doc_ip|198.51.100.7⟫ skipped"""))

TEXTS.append(("email_overseas_purchase", """主题：Re: 购买二手 ⟪sewing_machine_model|Pfaff 130⟫ 缝纫机
⟦PERSON|宁先生⟧您好，
机器已经检查完毕，运到上海的运费是⟪shipping_quote|€95⟫。请把货款⟦AMOUNT|€420⟧转到我的德国账户：
户名：⟦PERSON|Heinz Vogel⟧
IBAN：⟦IBAN|$iban_de2⟧
BIC：⟪bic_code|COBADEFFXXX⟫
收到款后用⟪carrier|DHL⟫发出，单号会发到您邮箱⟦EMAIL|ning.haoran@qq.com⟧。
—— ⟦PERSON|Heinz⟧（⟦PHONE|+49 171 4482 906⟧）"""))

TEXTS.append(("discharge_summary", """出院小结（摘录）　⟪org_name|兰州大学第二医院⟫ 骨科
姓名：⟦PERSON|石桂兰⟧　性别：女　年龄：79岁
出院诊断：1. ⟦MEDICAL|右股骨颈骨折（术后）⟧ 2. ⟦MEDICAL|2型糖尿病⟧ 3. ⟦MEDICAL|骨质疏松症⟧
出院医嘱：卧床休息，建议配置⟪product_name|电动护理床⟫及⟪product_name|防褥疮气垫⟫；⟦MEDICAL|阿仑膦酸钠片70mg每周一次⟧。
家属：⟦PERSON|石磊⟧（儿子）⟦PHONE|138 9016 2257⟧
送货地址：⟦ADDRESS|甘肃省兰州市城关区东岗西路482号省建小区6号楼3单元502⟧"""))

TEXTS.append(("github_workflow", """# .github/workflows/deploy.yml  —— ⟦PERSON|chenxiaolong⟧ 提交于 ⟪commit_sha|$sha_d⟫
name: deploy-miniapp
on: { push: { branches: [⟪git_branch|release⟫] } }
jobs:
  deploy:
    runs-on: ⟪runner_image|ubuntu-22.04⟫
    env:
      GH_TOKEN: ⟦APIKEY|$gh_pat2⟧          # TODO 改成 secrets.GH_TOKEN
      DINGTALK_WEBHOOK: ⟦SECRET|$ding_hook2⟧
      SERVER_HOST: ⟦IP_ADDRESS|121.40.117.206⟧
    steps:
      - uses: actions/checkout@⟪action_version|v4⟫
      - run: ./deploy.sh --user deploy --key "${{ secrets.DEPLOY_KEY }}\""""))

TEXTS.append(("resume", """个人简历
姓名：⟦PERSON|雷振华⟧　　出生年月：⟦DATE_OF_BIRTH|1979-06-14⟧　　籍贯：⟪place_name|北京⟫
身份证：⟦IDCARD|$idc1⟧
电话：⟦PHONE|156 0112 8857⟧　　邮箱：⟦EMAIL|leizhenhua1979@126.com⟧
现居：⟦ADDRESS|北京市大兴区黄村镇兴华大街三段18号院2号楼905⟧
求职意向：家电维修工程师（空调/冰箱），期望月薪⟦AMOUNT|9000元⟧
工作经历：2015–2024 ⟪org_name|国美电器售后服务中心⟫，持⟪certificate_type|制冷与空调作业操作证⟫（证号⟪certificate_no|T2024110500387⟫）"""))

TEXTS.append(("call_transcript", """[客服录音转写]
客户：你好，我家老爷子的⟪product_name|爬楼机⟫坏了，上不了楼了。
客服：请问机器型号？
客户：型号是⟪product_model|ZW-16A⟫，去年在你们这买的，花了⟦AMOUNT|一万三千八百块⟧。
客服：好的，联系人和电话？
客户：⟦PERSON|蓝国庆⟧，电话⟦PHONE|幺五九，两二八零，七六幺幺⟧。
客服：地址呢？
客户：⟦ADDRESS|广西南宁市青秀区民族大道136号金湖帝景B座1707⟧，楼道比较窄。老爷子⟦MEDICAL|心衰⟧，上下楼全靠这个，麻烦快点。
客服：已登记，工单号⟪work_order_no|PL-20241003-014⟫，明天上午⟦PERSON|黄工⟧联系您。"""))

TEXTS.append(("daily_report", """【日报】⟦PERSON|任小龙⟧ ⟪report_date|2024-10-09⟫
1. 09:30 ⟦PERSON|曾女士⟧ ⟦ADDRESS|长沙市岳麓区麓山南路932号湖南师大二村14栋302⟧ 卫生间地漏堵，已疏通，收⟦AMOUNT|120元⟧
2. 11:00 ⟪org_name|岳麓区第三幼儿园⟫ 隔油池清理（月结）
3. 14:20 ⟦PERSON|熊先生⟧ ⟦PHONE|187 7490 3362⟧ 化粪池满溢，已约明早⟪vehicle_type|8吨吸污车⟫，预收定金⟦AMOUNT|300块⟧
今日现金⟦AMOUNT|420元⟧已交出纳⟦PERSON|小姚⟧"""))

TEXTS.append(("refund_negotiation", """【退款协商记录】售后单号⟪after_sale_id|TB-AS-7720831⟫
买家⟦PERSON|星星点灯2019⟧申请：⟪vacuum_model|小米无线吸尘器G10⟫电池鼓包，申请退款⟦AMOUNT|¥1,099.00⟧
商家：同意退款，请提供退款支付宝账号。
买家：⟦EMAIL|xingxing_1993@sina.com⟧，实名⟦PERSON|卞星⟧
商家：已退款，预计⟪arrival_time|2小时内⟫到账。"""))

TEXTS.append(("access_control_csv", """房号,业主姓名,手机号,门禁卡号,临时密码,备注
⟪room_no|3-1-502⟫,⟦PERSON|董晓辉⟧,⟦PHONE|13520887614⟧,⟪access_card_no|0012873301⟫,⟦PASSWORD|472915⟧,窗帘师傅周六来装
3-2-1101,⟦PERSON|霍美娟⟧,⟦PHONE|18911460023⟧,⟪access_card_no|0012873477⟫,⟦PASSWORD|603318⟧,独居，⟦MEDICAL|装有心脏起搏器⟧
5-1-201,⟦PERSON|甘卫东⟧,⟦PHONE|15901179264⟧,⟪access_card_no|0012874102⟫,,"""))

TEXTS.append(("shipping_label_ocr", """中通快递　⟪tracking_no|78432195506231⟫
收：⟦PERSON|岑美玉⟧ ⟪masked_phone|139****6615⟫
⟦ADDRESS|广东省佛山市南海区桂城街道南海大道北70号怡翠花园3座1802⟧
寄：⟪org_name|义乌市缝缘配件商行⟫ ⟪masked_phone|0579-8521****⟫
内件：⟪product_name|压脚套装×1，梭芯×10⟫　重量⟪weight|0.6kg⟫
代收货款：⟦AMOUNT|¥68.00⟧
签收人：⟦PERSON|岑美玉⟧（本人）"""))

TEXTS.append(("router_admin_ocr", """已连接设备（⟪router_model|TP-LINK TL-XDR6088⟫ 管理界面截图）
| 设备名 | IP地址 | 在线时长 |
| ⟦PERSON|ZhangWei⟧-iPhone | ⟦IP_ADDRESS|192.168.0.101⟧ | ⟪duration|3小时12分⟫ |
| ⟦PERSON|LiNa⟧-MatePad | ⟦IP_ADDRESS|192.168.0.104⟧ | 45分 |
| 卫星接收机-⟪receiver_model|Openbox S3⟫ | ⟦IP_ADDRESS|192.168.0.120⟧ | 26天 |
| 扫地机器人 | ⟦IP_ADDRESS|192.168.0.133⟧ | 26天 |
管理员密码（贴在路由器背面）：⟦PASSWORD|zw_wifi_0520⟧"""))

TEXTS.append(("service_agreement", """化粪池定期清掏服务协议
甲方（业主）：⟦PERSON|武长青⟧　身份证号：⟦IDCARD|$idc12⟧
地址：⟦ADDRESS|辽宁省沈阳市浑南区白塔街道古城子村248号⟧
乙方：⟪org_name|沈阳洁通环卫服务有限公司⟫
一、清掏频次：⟪service_frequency|每季度一次⟫。
二、费用：⟪contract_fee|每次650元⟫，甲方已预付全年费用⟦AMOUNT|2,600元⟧。
三、甲方联系电话：⟦PHONE|024-8871 6502⟧ / ⟦PHONE|139 4001 3378⟧
甲方签字：⟦PERSON|武长青⟧　　⟪signature_date|2024年3月20日⟫"""))

TEXTS.append(("subsidy_declaration", """【家电以旧换新补贴申报】
申请人：⟦PERSON|付晓琳⟧
身份证号：⟦IDCARD|$idc11⟧
出生日期：⟦DATE_OF_BIRTH|1988年8月23日⟧
手机号：⟦PHONE|177 7315 0248⟧
购买产品：⟪product_name|格力一级能效空调 KFR-35GW⟫，成交价⟪price|¥3,299⟫
补贴比例：⟪subsidy_rate|15%⟫，补贴金额⟦AMOUNT|¥494.85⟧
旧机回收：⟦PERSON|戴师傅⟧上门拆机，回收价⟪recycle_price|¥120⟫
补贴发放至：⟦CARD|$card_up7⟧"""))

TEXTS.append(("php_config", """<?php
// 窗帘商城 微信支付配置 —— ⟦PERSON|杜宇航⟧ 2024-05
return [
    'app_id'     => '⟪wechat_appid|wx8b1d0c2e7f4a9365⟫',
    'mch_id'     => '⟪merchant_id|1652209831⟫',
    'key'        => '⟦SECRET|Kx7pQ2vR9sT4wY8zA1bC3dE5fG6hJ0mN⟧',   // APIv2 密钥
    'cert_key'   => <<<PEM
⟦SECRET|$pem_rsa1⟧
PEM,
    'notify_url' => '⟪org_url|https://shop.lianyi.cn/pay/notify⟫',
    'db'         => 'mysql://shop:⟦SECRET|Ly_shop#2024⟧@⟦IP_ADDRESS|172.16.40.12⟧/shop',
];"""))
