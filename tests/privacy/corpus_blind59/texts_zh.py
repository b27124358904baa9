# Chinese texts for blind59. Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name from values.VALUES.
TEXTS = []

# ---- part 1
TEXTS += [
("wechat_group", """⟪group_name|翠湖苑业主交流群（2期）⟫
⟦PERSON|陈先生⟧(⟪unit_number|3栋502⟫)：今天物业又贴催费单了，说我欠⟦AMOUNT|2,380元⟧，我明明交过了😤
⟦PERSON|老周⟧：@⟦PERSON|陈先生⟧ 你把缴费截图发给业委会⟦PERSON|许小姐⟧，她在核对
⟦PERSON|许小姐⟧(业委会)：收到，我私信你。有类似情况的可以打我电话⟦PHONE|138 1762 4490⟧，或者发邮箱⟦EMAIL|cuihuyuan_ywh@163.com⟧
⟦PERSON|老周⟧：另外提醒下，⟪unit_number|5栋⟫电梯维修这两周，⟦PERSON|小赵⟧家老人刚做完⟦MEDICAL|心脏支架手术⟧，麻烦物业安排人扶一下
⟦PERSON|小赵⟧：谢谢⟦PERSON|老周⟧🙏
物业服务中心：⟦PHONE|021-6489 3310⟧（工作日⟪opening_hours|8:30-17:30⟫）"""),

("signup_form", """⟪org_name|徐汇区青少年活动中心⟫ 2024暑期夏令营报名表
营员姓名：⟦PERSON|刘子轩⟧        性别：男
出生日期：⟦DATE_OF_BIRTH|2008年10月14日⟧
身份证号：⟦IDCARD|$idcard9⟧
家庭住址：⟦ADDRESS|陕西省西安市雁塔区小寨东路126号3单元1102室 710061⟧
监护人：⟦PERSON|刘建国⟧（父亲）    手机：⟦PHONE|13991256087⟧
过敏史/病史：⟦MEDICAL|哮喘⟧，随身带⟦MEDICAL|沙丁胺醇气雾剂⟧；⟦MEDICAL|芒果过敏⟧
营期：⟪camp_session|第二期（7月15日-7月21日）⟫    费用：⟪price|3,680元⟫
报名编号：⟪registration_number|XH2024-S-0417⟫"""),

("config_comment", """# 合唱团排练提醒机器人 config.yaml —— 维护人：⟦PERSON|Wang Lei⟧（⟦EMAIL|wanglei.choir@qq.com⟧），改之前先问我！
dingtalk:
  webhook: ⟦SECRET|$sec_dinghook1⟧
  secret: ⟦SECRET|$sec_dingsign1⟧    # 加签密钥
  at_mobiles:
    - "⟦PHONE|13761908842⟧"   # 声部长⟦PERSON|小蒋⟧
    - "⟦PHONE|15921336075⟧"   # 指挥⟦PERSON|顾老师⟧
schedule:
  rehearsal: "⟪cron_expression|0 19 * * 3⟫"   # 每周三晚七点
  venue: "⟪venue_name|静安区文化馆3楼排练厅⟫"
app_key: ⟪app_key|dingoa8x2kqwl5rmvz7bn⟫   # 应用AppKey，不是密钥
version: ⟪app_version|1.2.0⟫"""),

("donation_list", """⟪org_name|复旦大学上海校友会⟫ 2024年助学基金捐赠公示（第3批）
序号 | 姓名 | 届别 | 捐赠金额
1 | ⟦PERSON|蒋文华⟧ | ⟪class_year|1988级⟫物理 | ⟦AMOUNT|¥10,000⟧
2 | ⟦PERSON|沈佳怡⟧ | ⟪class_year|2005级⟫新闻 | ⟦AMOUNT|¥2,000⟧
3 | 匿名 | — | ⟦AMOUNT|¥5,000⟧
4 | ⟦PERSON|徐鹏⟧ | ⟪class_year|1996级⟫管院 | ⟦AMOUNT|1,500美元⟧
本批人民币合计：⟪org_total|¥17,000⟫    累计：⟪org_total|¥386,420⟫
收款户名：⟪org_account_name|复旦大学上海校友会⟫    开户行：⟪bank_branch|招商银行上海分行营业部⟫
联系人：秘书处⟦PERSON|林老师⟧ ⟦PHONE|021-5566 7180⟧"""),

("csv_allotment", """地块编号,认领人,手机,认领费,备注
⟪plot_number|A-03⟫,⟦PERSON|黄秀英⟧,⟦PHONE|139 1628 7730⟧,⟦AMOUNT|480元⟧,续租
⟪plot_number|A-04⟫,⟦PERSON|张丽⟧,⟦PHONE|186 2105 3346⟧,⟦AMOUNT|480元⟧,新认领，要教一下怎么堆肥
⟪plot_number|B-11⟫,⟦PERSON|老马⟧,⟦PHONE|131 2299 0457⟧,⟦AMOUNT|240元⟧,半块
⟪plot_number|B-12⟫,空,,,
⟪plot_number|C-01⟫,⟦PERSON|钱卫东⟧,⟪masked_phone|188****6623⟫,⟦AMOUNT|480元⟧,号码待补全
# ⟪org_name|梅陇镇社区开心农场⟫ 2024春季；水费另计⟪price|每吨5.2元⟫"""),

("meeting_minutes", """⟪org_name|浦东业余话剧社⟫ 第12次社务会纪要
时间：⟪meeting_date|2024年3月2日⟫ 19:00    地点：⟪venue_name|塘桥社区文化中心⟫
出席：⟦PERSON|周社长⟧、⟦PERSON|何静⟧、⟦PERSON|孙浩然⟧、⟦PERSON|梁思琪⟧    记录：⟦PERSON|孙浩然⟧
一、《⟪production_title|雷雨⟫》复排：场租⟪venue_fee|6,800元⟫由社费支付；⟦PERSON|何静⟧垫付的服装费⟦AMOUNT|1,260元⟧下周报销。
二、⟦PERSON|梁思琪⟧因⟦MEDICAL|甲状腺结节手术⟧请假一个月，⟪character_name|繁漪⟫一角暂由B组⟦PERSON|许婷⟧顶上。
三、新社员会费：⟦PERSON|周社长⟧提议维持⟪price|每年200元⟫，全体同意。"""),

("email_membership", """主题：【入会资料】⟦PERSON|杨帆⟧-⟪org_name|厦门鹭岛跑团⟫

会籍秘书您好：
附上我的入会信息，请查收～
姓名：⟦PERSON|杨帆⟧
身份证：⟦IDCARD|$idcard10⟧
出生日期：⟦DATE_OF_BIRTH|1973-01-26⟧
手机：⟦PHONE|186 5920 1147⟧
紧急联系人：⟦PERSON|陈志明⟧（丈夫）⟦PHONE|139 5011 8823⟧
健康情况：⟦MEDICAL|轻度贫血⟧，去年体检⟦MEDICAL|血红蛋白105 g/L⟧，无心脏病史
会费⟦AMOUNT|300元⟧已转到跑团账户，转账单号⟪transaction_id|4200002184202403151187264530⟫
谢谢！
⟦PERSON|杨帆⟧"""),

("registration_form", """⟪org_name|杭州市航空模型运动协会⟫ 飞行会员登记表
姓名：⟦PERSON|郑国强⟧
身份证号码：⟦IDCARD|$idcard17⟧
出生日期：⟦DATE_OF_BIRTH|1954年10月18日⟧（70岁以上需附体检证明）
住址：⟦ADDRESS|杭州市上城区清波街道河坊街218号2幢301室⟧
联系电话：⟦PHONE|0571-8702 3346⟧ / ⟦PHONE|135 8812 0469⟧
体检情况：⟦MEDICAL|高血压⟧，服用⟦MEDICAL|氨氯地平⟧，控制良好，医生同意参加飞行活动
无人机登记号：⟪drone_registration|UAS-CN-330102-004417⟫    机型：⟪product_model|Sky Surfer X8⟫
年费：⟪price|360元⟫（老年会员半价），已缴⟦AMOUNT|180元⟧"""),

("visit_list", """⟪org_name|沐恩堂⟫关怀小组 本周探访名单（请勿外传）
1. ⟦PERSON|郭淑贞⟧姊妹 —— ⟦MEDICAL|乳腺癌术后化疗⟧第三期，住⟪hospital_name|瑞金医院⟫，探访前先联系她女儿⟦PERSON|林悦⟧ ⟦PHONE|159 0078 3312⟧
2. ⟦PERSON|冯德贵⟧弟兄 —— ⟦MEDICAL|中风后右侧偏瘫⟧，在家休养，地址⟦ADDRESS|黄浦区西藏中路316弄12号⟧（⟦PERSON|冯师母⟧开门）
3. ⟦PERSON|罗春燕⟧姊妹 —— 刚生完二胎，⟦MEDICAL|剖腹产⟧恢复中，暂不探访，可以送饭
本周负责：⟦PERSON|钟传道⟧    奉献账目另见⟪document_name|三月财务月报⟫"""),

("exchange_catalog", """⟪org_name|南京市集邮协会⟫ 第三季度会员交换目录
编号 | 名称 | 志号 | 品相 | 参考价
⟪catalog_number|J-0117⟫ | ⟪stamp_name|庚申猴⟫ | ⟪stamp_code|T.46⟫ | 原胶 | ⟪price|¥9,800⟫
⟪catalog_number|J-0118⟫ | ⟪stamp_name|祖国山河一片红⟫（仿品，仅供交流） | — | — | ⟪price|¥50⟫
⟪catalog_number|J-0122⟫ | ⟪stamp_name|梅兰芳舞台艺术⟫小型张 | ⟪stamp_code|纪94m⟫ | 轻微折痕 | ⟪price|¥3,200⟫
交换活动：⟪event_date|每月第二个周日⟫上午9点，⟪venue_name|鼓楼区文化馆二楼⟫"""),

("insurance_list", """⟪org_name|成都蓉城业余足球俱乐部⟫ 2024赛季 团体意外险投保名单
序号,姓名,身份证号,出生日期,位置
1,⟦PERSON|罗志强⟧,⟦IDCARD|$idcard5⟧,⟦DATE_OF_BIRTH|1965-09-30⟧,门将
2,⟦PERSON|何宇航⟧,⟦IDCARD|$idcard7⟧,⟦DATE_OF_BIRTH|1995-06-21⟧,后卫
3,⟦PERSON|龙婷⟧,⟦IDCARD|$idcard12⟧,⟦DATE_OF_BIRTH|1983-05-19⟧,队医
4,⟦PERSON|邓小川⟧,⟦IDCARD|$idcard11⟧,⟦DATE_OF_BIRTH|1999-08-08⟧,前锋
保单号：⟪policy_number|PICC-2024-SC-0088124⟫    保费合计：⟪org_total|¥1,360⟫"""),

("notice_board", """⟪org_name|石牌街道华师社区居委会⟫ 便民服务信息
社区书记：⟦PERSON|黄卫红⟧    办公室：⟦PHONE|020-8521 4476⟧
网格员：⟦PERSON|小梁⟧ ⟦PHONE|137 6004 2185⟧（负责⟪building_range|1-8栋⟫）
网格员：⟦PERSON|小邓⟧ ⟦PHONE|135 3901 6648⟧（负责⟪building_range|9-15栋⟫）
派出所值班：⟦PHONE|020-8763 0110⟧
燃气抢修：⟦PHONE|96833⟧    市民热线：⟦PHONE|12345⟧
办公时间：⟪opening_hours|周一至周五 9:00-17:00⟫"""),

("wechat_chat", """会籍⟦PERSON|小唐⟧：⟦PERSON|王先生⟧您好，年卡续费是⟪price|1,880元⟫，您说用信用卡付对吧？
⟦PERSON|王先生⟧：对，卡号⟦CARD|$card_up1⟧，有效期⟪card_expiry|09/27⟫，背面三位⟦CVV|$cvv_up1⟧
会籍⟦PERSON|小唐⟧：好的，已经扣款⟦AMOUNT|¥1880.00⟧，电子收据稍后发您
⟦PERSON|王先生⟧：发票抬头写⟪org_name|上海鑫远贸易有限公司⟫，税号⟪tax_id|91310115MA1K4B2X7Q⟫
会籍⟦PERSON|小唐⟧：收到～为了安全，聊天记录里的卡号我这边会删掉哈
——⟪org_name|闵行区飞羽羽毛球俱乐部⟫"""),

("wechat_group", """⟪group_name|沪上模型火车同好会·技术组⟫
⟦PERSON|老陈⟧：网站相册上传一直报错，我把配置贴出来大家看看
accessKeyId: ⟦APIKEY|$ak_aliyun1⟧
accessKeySecret: ⟦SECRET|$sec_aliyun1⟧
bucket: ⟪bucket_name|shmrc-photos⟫   region: ⟪cloud_region|oss-cn-shanghai⟫
⟦PERSON|小孟⟧：⟦PERSON|老陈⟧！！密钥不能发群里😱 赶紧去控制台禁用重建
⟦PERSON|老陈⟧：啊？这么严重……那我改一下。服务器是⟦IP_ADDRESS|47.100.182.33⟧那台吧
⟦PERSON|小孟⟧：对，登录密码也顺便改了，别再用⟦PASSWORD|shmrc@2019⟧了"""),

("wechat_chat", """⟦PERSON|王晓红⟧（校友会秘书处）：⟦PERSON|赵老师⟧，年会场地定金的报销批下来了，您把收款卡号发我一下
⟦PERSON|赵老师⟧：好的 ⟦CARD|$card_up2⟧ 建设银行，户名⟦PERSON|赵立新⟧
⟦PERSON|王晓红⟧：收到，报销⟦AMOUNT|3,500元⟧，预计周五前到账。发票号⟪invoice_number|24312000000081924417⟫
⟦PERSON|赵老师⟧：辛苦⟦PERSON|晓红⟧！
——⟪org_name|华东师大南京校友会⟫"""),

("call_transcript", """【通话录音转写】⟪org_name|鼓楼区老年大学合唱团⟫报名热线 ⟪call_time|2024-02-26 10:05⟫
坐席：您好，合唱团报名处。
来电：你好，我叫⟦PERSON|孔繁荣⟧，想报女高音。
坐席：好的，留个电话？
来电：⟦PHONE|一三九，零五一二，七七八六⟧。
坐席：身份证号码方便报一下吗？
来电：⟦IDCARD|$idcard8⟧。
坐席：最后是X对吧？出生是⟦DATE_OF_BIRTH|1958年3月9日⟧？
来电：对对。我有⟦MEDICAL|高血压⟧，站久了不行，能坐着唱吗？
坐席：可以的。学费⟪price|一学期300元⟫，开学时交。"""),
]

# ---- part 2
TEXTS += [
("parent_group_notice", """各位家长好！⟪org_name|上海市第十三童军团⟫赴日本参加⟪event_name|亚太区童军大露营⟫，旅行社要核对护照信息，请确认：
⟦PERSON|吴昊天⟧ 护照号⟦PASSPORT|$pp_cn1⟧ 出生日期⟦DATE_OF_BIRTH|2010-06-03⟧
⟦PERSON|蔡欣怡⟧ 护照号⟦PASSPORT|$pp_cn2⟧ 出生日期⟦DATE_OF_BIRTH|2011-01-22⟧
有误的请私信⟦PERSON|Kiki老师⟧。团费尾款⟪price|8,600元/人⟫请于⟪deadline|5月20日⟫前交齐，航班⟪flight_number|MU729⟫。"""),

("public_notice", """⟪org_name|锦绣华城⟫第三届业主大会 投票须知
一、投票时间：⟪event_date|2024年6月1日至6月15日⟫
二、投票方式：⟪app_name|“上海智慧物业”APP⟫线上投票，或到⟪venue_name|小区会所一楼⟫纸质投票
三、表决事项：⟪agenda_item|议题3：公共收益使用方案⟫；⟪agenda_item|议题4：外墙维修⟫（预算⟪org_total|¥1,260,000⟫，从维修基金列支）
四、每户一票，业委会办公室在⟪room_number|会所203室⟫，工作日晚上有人值班。"""),

("ocr_transfer_records", """【微信转账记录截图 OCR】
⟪timestamp|03-05 09:12⟫ ⟦PERSON|刘美兰⟧ 转账 ⟦AMOUNT|¥120.00⟧ 备注：三月服装费
⟪timestamp|03-05 09:30⟫ ⟦PERSON|何玉珍⟧ 转账 ⟦AMOUNT|¥120.00⟧
⟪timestamp|03-05 11:02⟫ ⟦PERSON|孙桂芝⟧ 已收款 ⟦AMOUNT|¥240.00⟧
转账单号：⟪transaction_id|1000050001202403050918237745⟫
⟪org_name|阳光广场舞队⟫"""),

("sms", """【⟪org_name|南山青年剧社⟫】各位演员：今晚排练取消，⟦PERSON|郭导⟧嗓子发炎（⟦MEDICAL|急性咽喉炎⟧）。周六照常，排练厅门禁临时密码⟦PASSWORD|739156#⟧，进门后请随手关门。有问题找舞监⟦PERSON|阿杰⟧ ⟦PHONE|136 9180 2274⟧。退订回T"""),

("signup_form", """⟪org_name|觉海居士林⟫ 清明超度法会 报名登记
报名人：⟦PERSON|林秀兰⟧        电话：⟦PHONE|0592-508 7214⟧
超度：先父 ⟦PERSON|林水生⟧
阳上：⟦PERSON|林秀兰⟧、⟦PERSON|林国栋⟧
随喜功德：⟦AMOUNT|600元⟧
牌位编号：⟪tablet_number|往生-B-0312⟫    法会日期：⟪event_date|农历二月廿六⟫"""),

("volunteer_roster", """⟪org_name|大皮院清真寺⟫ 开斋节 志愿者分工
门口引导：⟦PERSON|马建军⟧（⟦PHONE|137 1920 5538⟧）、⟦PERSON|白海燕⟧
厨房：⟦PERSON|哈桂兰⟧（⟦MEDICAL|糖尿病⟧，别安排她搬重物）
交通：⟦PERSON|小马⟧ ⟦PHONE|189 9127 4406⟧
⟪event_date|4月10日⟫早7点，⟪venue_name|礼拜大殿东侧⟫集合"""),

("csv_directory", """姓名,届别,单位,邮箱,手机
⟦PERSON|周敏⟧,⟪class_year|1992届⟫,⟪org_name|中国银行深圳分行⟫,⟦EMAIL|zhoumin92@126.com⟧,⟦PHONE|13902987714⟧
⟦PERSON|林嘉豪⟧,⟪class_year|2003届⟫,⟪org_name|腾讯⟫,⟦EMAIL|jiahaolin@foxmail.com⟧,⟦PHONE|18676651230⟧
⟦PERSON|曾雅婷⟧,⟪class_year|2010届⟫,自由职业,⟦EMAIL|tingting.zeng@gmail.com⟧,
# ⟪org_name|中山大学深圳校友会⟫ 理事会 2024"""),

("complaint_letter", """致⟪org_name|梅园社区居委会⟫：
本人⟦PERSON|彭建华⟧，住⟦ADDRESS|武汉市洪山区珞喻路152号梅园小区7栋2单元401 430074⟧。社区菜园⟪plot_number|第9号地⟫的承包人在地里堆鸡粪，气味很大，我母亲有⟦MEDICAL|慢性支气管炎⟧，最近咳得厉害。希望居委会尽快处理。
联系电话：⟦PHONE|027-8776 2391⟧
⟪letter_date|2024年5月8日⟫"""),

("wechat_message", """⟦PERSON|张教练⟧您好，我是⟦PERSON|浩浩⟧妈妈。跟您说下，⟦PERSON|浩浩⟧有⟦MEDICAL|癫痫⟧，每天早晚吃⟦MEDICAL|丙戊酸钠⟧，最近半年没发作过。训练时他要是突然发呆或者抽搐，请让他侧躺，马上打我电话⟦PHONE|158 2177 6093⟧。谢谢您！
——⟪org_name|闵行星火少儿足球训练营⟫ ⟪team_name|U10蓝队⟫"""),

("order_detail", """订单号：⟪order_id|3821946657102284519⟫
宝贝：⟪product_name|Bachmann HO比例 东风4B内燃机车⟫ ×1    实付：⟦AMOUNT|¥1,299.00⟧
收货人：⟦PERSON|顾一鸣⟧
手机：⟦PHONE|13817206654⟧
收货地址：⟦ADDRESS|上海市长宁区天山路600弄3号1201室，200051⟧
快递：⟪courier_name|顺丰⟫ ⟪tracking_number|SF1402285571930⟫
买家留言：模型俱乐部周六展会要用，麻烦尽快发货"""),

("wechat_message", """⟦PERSON|彭老师⟧，签证材料我整理好了：
1. 护照首页（护照号⟦PASSPORT|$pp_cn3⟧）
2. 身份证正反面：⟦IDCARD|$idcard16⟧
3. 近6个月银行流水，余额⟦AMOUNT|8.6万元⟧
4. 在职证明（单位：⟪org_name|上海浦东发展银行⟫）
另外我⟦MEDICAL|青霉素过敏⟧，团体保险那边要备注吗？
——⟪org_name|浦东新区女声合唱团⟫ 女中音 ⟦PERSON|宋佳⟧"""),

("wechat_chat", """⟦PERSON|小叶⟧：帮我代报下⟪event_name|2024无锡马拉松⟫半马哈，资料：
姓名⟦PERSON|叶思远⟧，身份证⟦IDCARD|$idcard15⟧，手机⟦PHONE|138 0251 6690⟧，血型⟦MEDICAL|A型⟧，衣服⟪clothing_size|L⟫码
⟦PERSON|老孙⟧：收到，报名费⟪price|150元⟫我先垫了，回头转我
⟦PERSON|小叶⟧：好嘞，已转⟦AMOUNT|150块⟧"""),

("public_notice", """⟪org_name|南市街道⟫ 2024年第二季度 临时救助审批公示
序号 | 户主 | 救助原因 | 金额
1 | ⟪masked_name|杜某某⟫ | 子女⟦MEDICAL|白血病⟧治疗 | ⟦AMOUNT|5,000元⟧
2 | ⟪masked_name|孟**⟫ | 火灾 | ⟦AMOUNT|3,000元⟧
3 | ⟪masked_name|齐某⟫ | ⟦MEDICAL|尿毒症透析⟧ | ⟦AMOUNT|4,000元⟧
公示期：⟪date_range|7月1日—7月7日⟫。监督电话：⟦PHONE|022-2730 5516⟧"""),

("approval_record", """【钉钉审批】报销申请 ⟪approval_id|202405141523000418882⟫
申请人：⟦PERSON|戴文静⟧（⟪department|社区文化中心·活动部⟫）
事由：端午包粽子活动食材采购
金额：⟦AMOUNT|¥862.40⟧
收款账户：⟦PERSON|戴文静⟧ 农业银行 ⟦CARD|$card_up3⟧
审批人：⟦PERSON|韩主任⟧ 已同意 ⟪timestamp|05-15 09:02⟫"""),

("wechat_group", """⟦PERSON|阿凯⟧：小程序短信验证码发不出去，是不是腾讯云的key过期了？代码里写的是
SecretId: ⟦APIKEY|$ak_tencent1⟧
SecretKey: ⟦SECRET|$sec_tencent1⟧
⟦PERSON|刘静⟧：……你直接贴群里了？赶紧去⟪console_name|访问管理控制台⟫把这对密钥删了重建
⟦PERSON|阿凯⟧：好好好 马上
（短信签名⟪sms_signature|【北邮校友会】⟫，模板ID ⟪template_id|1983372⟫）"""),

("meeting_minutes", """⟪org_name|恩典基督教会⟫ 长执会记录 ⟪meeting_date|2024年4月7日⟫
出席：⟦PERSON|陈牧师⟧、⟦PERSON|江长老⟧、⟦PERSON|苏执事⟧、⟦PERSON|梁志刚⟧弟兄
1. 通过：⟦PERSON|何传道⟧月薪自5月起调整为⟦AMOUNT|9,500元⟧。
2. ⟦PERSON|江长老⟧报告：⟦PERSON|温秀琴⟧姊妹⟦MEDICAL|肺炎⟧住院，已安排探访。
3. 本月奉献合计⟪org_total|¥64,230⟫，建堂基金余额⟪org_total|¥1,182,400⟫。"""),

("volunteer_form", """⟪org_name|天津基督教青年会⟫ 志愿者信息表
姓名：⟦PERSON|田甜⟧        出生日期：⟦DATE_OF_BIRTH|2010年4月2日⟧
身份证号：⟦IDCARD|$idcard14⟧
学校：⟪school_name|天津市第二十中学⟫ 初二
监护人：⟦PERSON|田卫东⟧ ⟦PHONE|139 2045 8816⟧
邮箱：⟦EMAIL|tiantian2010@163.com⟧
服务项目：⟪project_name|周末社区图书角⟫，累计⟪duration|36小时⟫"""),
]

# ---- part 3
TEXTS += [
("refund_notice", """⟪org_name|锦绣华城业委会⟫ 关于退还多收电梯维修分摊款的说明
经核对，以下业主多缴了费用，将原路退回：
⟪unit_number|12栋1801⟫ ⟦PERSON|蒋先生⟧ 退 ⟦AMOUNT|¥356.00⟧
⟪unit_number|12栋2203⟫ ⟦PERSON|杜女士⟧ 退 ⟦AMOUNT|¥356.00⟧
⟪unit_number|15栋0602⟫ ⟦PERSON|范建平⟧ 退 ⟦AMOUNT|¥712.00⟧（重复缴费两次）
有疑问请联系业委会财务⟦PERSON|小蔡⟧：⟦PHONE|150 0218 3364⟧"""),

("authorization_letter", """⟪org_name|静安区少年宫⟫合唱团 接送授权书
学员姓名：⟦PERSON|孟可欣⟧    班级：⟪class_name|童声合唱B班⟫
本人⟦PERSON|孟涛⟧（学员父亲），授权以下人员接送孩子：
被授权人：⟦PERSON|孟庆华⟧（爷爷），身份证号⟦IDCARD|$idcard13⟧
联系电话：⟦PHONE|186 1673 0927⟧
授权人签字：⟦PERSON|孟涛⟧    日期：⟪signature_date|2024.9.1⟫"""),

("sms", """【⟪org_name|飞羽羽毛球俱乐部⟫】尊敬的⟦PERSON|吕志远⟧会员，您的年卡（卡号⟪member_card_number|FY-20230871⟫）将于⟪expiry_date|2024-07-31⟫到期，卡内余额⟦AMOUNT|¥215.50⟧。续费请联系前台⟦PHONE|021-5488 1207⟧。回T退订"""),

("wechat_group", """⟦PERSON|小邱⟧：昨晚聚餐一共⟪org_total|2,376元⟫，12个人，⟪price|每人198⟫，转我微信就行
⟦PERSON|阿德⟧：我转了⟦AMOUNT|198元⟧ ✅
⟦PERSON|Tina⟧：我和老公一起，转了⟦AMOUNT|396元⟧
⟦PERSON|罗斌⟧：我先欠着哈，月底发工资还你😂 欠⟦AMOUNT|198块⟧
⟦PERSON|小邱⟧：@⟦PERSON|罗斌⟧ 记账了哈哈
——⟪group_name|川大04级重庆校友群⟫"""),

("leave_note", """⟪org_name|岳麓区老年大学⟫书法班：
⟦PERSON|谭老师⟧好，我是学员⟦PERSON|易国华⟧，因⟦MEDICAL|腰椎间盘突出⟧复发，医生让卧床两周，⟪date_range|3月18日至3月31日⟫请假。诊断书照片已经发给班长⟦PERSON|老罗⟧了。谢谢！"""),

("registration_table", """⟪org_name|徐家汇街道⟫ 无偿献血报名登记
姓名 | 身份证号 | 血型 | 初筛 | 献血量
⟦PERSON|钱俊杰⟧ | ⟦IDCARD|$idcard1⟧ | ⟦MEDICAL|B型⟧ | 合格 | ⟪blood_volume|400ml⟫
⟦PERSON|苗晓雨⟧ | ⟦IDCARD|$idcard2⟧ | ⟦MEDICAL|O型⟧ | ⟦MEDICAL|血红蛋白偏低⟧，暂缓 | —
采血车停放：⟪venue_name|港汇广场东门⟫，⟪event_date|6月14日世界献血者日⟫"""),

("registration_form", """⟪org_name|蛇口基督教堂⟫ 婚礼登记表
新郎：⟦PERSON|黎浩⟧    出生日期：⟦DATE_OF_BIRTH|1979-07-28⟧    身份证：⟦IDCARD|$idcard3⟧
新娘：⟦PERSON|卢雅文⟧    出生日期：⟦DATE_OF_BIRTH|1988-12-05⟧    身份证：⟦IDCARD|$idcard6⟧
共同住址：⟦ADDRESS|深圳市南山区蛇口望海路1088号海景花园6栋12B 518067⟧
婚礼日期：⟪event_date|2024年11月16日⟫    证婚：⟦PERSON|区牧师⟧"""),

("wechat_group", """⟪org_name|西湖区教师合唱团⟫ 团服统计（⟪product_name|立领中式礼服⟫，每套⟪price|￥368⟫）
⟦PERSON|沈丽⟧ M 已付
⟦PERSON|陶建明⟧ XL 已付
⟦PERSON|小潘⟧ S 未付！@⟦PERSON|小潘⟧ 记得转账哦
⟦PERSON|俞老师⟧ L 已付，多转了⟦AMOUNT|￥32⟧，下次抵扣
收款：⟦PERSON|沈丽⟧（微信）"""),

("care_list", """⟪org_name|新华路街道⟫ 独居老人关爱名单（网格员用，勿外传）
1. ⟦PERSON|付淑琴⟧，82岁，⟦ADDRESS|沈阳市和平区南京南街118号4-2-1⟧，⟦PHONE|024-2381 6074⟧，⟦MEDICAL|阿尔茨海默病早期⟧，女儿在外地
2. ⟦PERSON|包德明⟧，79岁，⟦ADDRESS|沈阳市和平区三好街62号1-5-2⟧，⟦PHONE|139 4012 7768⟧，⟦MEDICAL|糖尿病足⟧，每周三社区医生上门换药
巡访频次：⟪visit_frequency|每周两次⟫"""),

("signup_list", """⟪org_name|山野户外俱乐部⟫ ⟪event_name|金佛山西坡穿越⟫ 报名（⟪event_date|10月3日-4日⟫）
1. ⟦PERSON|冉思雨⟧ 女 身份证⟦IDCARD|$idcard4⟧ 紧急联系人⟦PERSON|冉小军⟧ ⟦PHONE|138 8317 0052⟧
2. ⟦PERSON|牟小东⟧ 男 身份证⟪masked_id|500103********1234⟫（本人要求打码，线下核对） 紧急联系人⟦PERSON|牟婷⟧ ⟦PHONE|177 2301 6649⟧ 备注：⟦MEDICAL|膝关节术后⟧一年，慢一点
费用⟪price|AA约260元⟫，保险俱乐部统一买。领队：⟦PERSON|老黑⟧"""),

("handover_sheet", """⟪org_name|南山青年剧社⟫ 物资/密码交接单（旧社长⟦PERSON|阿杰⟧ → 新社长⟦PERSON|蓝欣⟧）
1. 道具仓库钥匙×2
2. 保险柜密码：⟦PASSWORD|680213⟧
3. 公众号后台：账号⟪org_account|nanshanjushe⟫，密码⟦PASSWORD|NSjs#2021qing⟧
4. 票务平台商户号⟪merchant_id|SD2021088734⟫
5. 公款余额⟪org_balance|¥12,406.70⟫（支付宝在⟦PERSON|阿杰⟧名下，下月转出）
交接日期：⟪handover_date|2024.6.30⟫"""),

("email_signature", """主题：关于⟪event_name|校友返校日⟫场地借用

⟪org_name|西北工业大学⟫后勤处各位老师好：
校友会拟于⟪event_date|10月19日⟫借用⟪venue_name|长安校区大学生活动中心⟫举办返校日活动，预计⟪headcount|300人⟫，申请表见附件。
此致
敬礼
⟦PERSON|何东旭⟧
⟪org_name|西北工业大学西安校友会⟫ 秘书长
电话：⟦PHONE|029-8849 1136⟧    手机：⟦PHONE|139 9124 6620⟧
邮箱：⟦EMAIL|hedongxu@nwpu-alumni.org.cn⟧
地址：⟦ADDRESS|西安市雁塔区科技路48号创业广场B座1203室 710075⟧"""),

("wechat_group", """【开心农场群】本季度水费分摊明细（总⟪org_total|¥1,092⟫，按地块面积）
⟦PERSON|黄秀英⟧ ⟦AMOUNT|¥91⟧
⟦PERSON|张丽⟧ ⟦AMOUNT|¥91⟧
⟦PERSON|老马⟧ ⟦AMOUNT|¥45.5⟧
⟦PERSON|钱卫东⟧ ⟦AMOUNT|¥91⟧
请本周内转给⟦PERSON|小葛⟧，谢谢大家🌱"""),

("medical_summary", """⟪org_name|市南区青少年篮球俱乐部⟫ 队员赛前体检汇总（⟪team_name|U16⟫）
⟦PERSON|于浩然⟧：心电图⟦MEDICAL|窦性心律不齐⟧，建议复查；其余正常
⟦PERSON|隋明轩⟧：⟦MEDICAL|左踝陈旧性扭伤⟧，比赛需戴护踝
⟦PERSON|姜一诺⟧：正常
体检机构：⟪hospital_name|市立医院体检中心⟫，报告编号⟪report_number|TJ20240311-0457⟫
主教练：⟦PERSON|王指导⟧"""),

("payment_record", """⟪org_name|东关清真寺⟫周末阿语班 2024秋季 缴费登记
家长⟦PERSON|马福祥⟧为孩子⟦PERSON|马小兰⟧缴纳学费⟦AMOUNT|¥600⟧，支付宝账号⟦PHONE|13893016652⟧。
收据号⟪receipt_number|DG-2024-0933⟫。教材费⟪price|¥45⟫另收，开学第一周交给⟦PERSON|马阿訇⟧。"""),

("application_letter", """退会申请
⟪org_name|南京市集邮协会⟫：
本人⟦PERSON|祁永康⟧（会员证号⟪member_id|NJ-JY-01873⟫），因年事已高，申请退会，剩余会费⟦AMOUNT|240元⟧请退到本人银行卡：⟦CARD|$card_up4⟧（⟪bank_name|南京银行⟫）。
联系电话：⟦PHONE|025-8441 6093⟧
⟦PERSON|祁永康⟧    ⟪letter_date|2024年8月12日⟫"""),
]

# ---- part 4
TEXTS += [
("call_record", """【⟦PHONE|12345⟧转办·通话记录】工单号⟪ticket_id|GD20240611008831⟫
来电人：⟦PERSON|薛女士⟧
来电人自述：“我电话是⟦PHONE|幺八六二一零九四四七三⟧，楼上⟪unit_number|1502⟫卫生间漏水三个月了，物业不管。家里老人有⟦MEDICAL|风湿性关节炎⟧，墙发霉越来越厉害。”
地址：⟦ADDRESS|上海市闵行区莘庄镇莘松路958弄21号1402室⟧
承办单位：⟪org_name|莘庄镇城运中心⟫    办理时限：⟪deadline|3个工作日⟫"""),

("weekly_report", """【工作周报】⟪org_name|梅园新村街道社工站⟫ ⟦PERSON|许文倩⟧ ⟪week|第23周⟫
本周完成：
1. 走访困难家庭3户：⟦PERSON|洪德胜⟧（⟦MEDICAL|脑梗后遗症⟧）、⟦PERSON|卞秀珍⟧、⟦PERSON|吉小东⟧家
2. 组织“⟪event_name|邻里节⟫”筹备会，预算⟪org_total|¥8,000⟫
3. 协助⟦PERSON|卞秀珍⟧申请⟪program_name|临时救助⟫，材料已提交
下周计划：与⟦PERSON|孔主任⟧对接志愿者培训"""),

("registration_form", """⟪event_name|第十届苏州市中学生合唱节⟫ 领唱报名表
姓名：⟦PERSON|钟意⟧    性别：女
出生日期：⟦DATE_OF_BIRTH|2006年9月7日⟧
身份证号：⟦IDCARD|$idcard18⟧
学校：⟪school_name|吴中区木渎高级中学⟫
指导老师：⟦PERSON|蒋老师⟧ ⟦PHONE|0512-6625 1408⟧
声部：⟪voice_part|女高音⟫    曲目：⟪song_title|《茉莉花》⟫"""),

("authorization_form", """⟪org_name|广州第八童军旅⟫ 年度团费 信用卡代扣授权书
持卡人：⟦PERSON|邝美玲⟧（家长）    学员：⟦PERSON|邝子健⟧
卡号：⟦CARD|$card_up6⟧
有效期：⟪card_expiry|12/26⟫    CVN2：⟦CVV|$cvv_up6⟧
代扣金额：每年⟦AMOUNT|人民币1,200元⟧
联系电话：⟦PHONE|137 2291 0845⟧
签名：⟦PERSON|邝美玲⟧    日期：⟪signature_date|2024年9月3日⟫"""),

("wechat_group", """⟦PERSON|阿峰⟧：兄弟们周日长距离我去不了了，上周⟦MEDICAL|半月板撕裂⟧，医生说至少休三个月😭
⟦PERSON|Coco⟧：啊！保重！需要帮忙说一声
⟦PERSON|阿峰⟧：谢谢～ 周日拼车的改找⟦PERSON|大刘⟧吧，他家在⟦ADDRESS|天河区龙口西路金名轩3栋1204⟧，6点楼下集合
⟦PERSON|大刘⟧：👌 车上还有2个位，要坐的私我
——⟪group_name|天河夜跑团⟫"""),

("volunteer_roster", """⟪org_name|云栖禅院⟫ ⟪event_name|浴佛节⟫义工排班（⟪event_date|农历四月初八⟫）
斋堂：⟦PERSON|妙音⟧师兄、⟦PERSON|汪美华⟧
引导：⟦PERSON|孙建忠⟧ ⟦PHONE|133 8657 0241⟧
医务点：⟦PERSON|柏医生⟧（⟦PHONE|0571-8796 5530⟧）
总协调：⟦PERSON|慧明法师⟧"""),

("lottery_results", """⟪org_name|浙大宁波校友会⟫ 2024年会 抽奖结果
一等奖（⟪prize_name|华为MatePad⟫）：⟪masked_phone|139****2071⟫
二等奖（⟪prize_name|小米手环⟫）：⟪masked_phone|158****6630⟫、⟪masked_phone|186****0915⟫
特别奖：⟦PERSON|潘晨阳⟧学长（现场未领，请联系⟦PERSON|小柯⟧ ⟦PHONE|0574-8721 3360⟧）"""),

("contract", """⟪contract_title|物业服务合同（节选）⟫
甲方：⟪org_name|金地格林小城业主大会⟫（业委会主任⟦PERSON|冯海涛⟧代签）
乙方：⟪org_name|深圳市长城物业管理有限公司⟫
第五条 物业服务费：住宅⟪price|2.8元/平方米·月⟫，车位管理费⟪price|150元/月⟫。
第九条 乙方项目经理⟦PERSON|石磊⟧，联系电话⟦PHONE|0755-2660 4418⟧，24小时值班⟦PHONE|400-830-2618⟧。
签订日期：⟪signature_date|2023年12月28日⟫"""),

("marketplace_chat", """买家：还在吗？这个⟪product_name|HO比例 韶山8型电力机车⟫
卖家（⟦PERSON|火车迷老黄⟧）：在的，标价⟪price|¥680⟫，包顺丰
买家：600行不？我是⟪org_name|天津铁路模型俱乐部⟫的，交个朋友
卖家：行吧，地址发我
买家：⟦ADDRESS|天津市南开区鞍山西道296号华苑新城12-3-501⟧，⟦PERSON|付强⟧，⟦PHONE|152 2209 7741⟧
卖家：好，拍下我改价⟦AMOUNT|¥600⟧，明天发"""),

("health_leaflet", """⟪org_name|鼓楼社区卫生服务中心⟫ × ⟪org_name|鼓楼社区老年活动中心⟫
健康讲座：《高血压患者用药常识》
时间：⟪event_date|5月18日（周六）下午2:30⟫    地点：⟪venue_name|活动中心二楼多功能厅⟫
主讲：⟦PERSON|钱医生⟧（心内科副主任医师）
内容：常用降压药⟪drug_leaflet|硝苯地平⟫、⟪drug_leaflet|缬沙坦⟫、⟪drug_leaflet|美托洛尔⟫的服用时间与注意事项；⟪drug_leaflet|阿司匹林⟫不能随便停……
咨询电话：⟦PHONE|0591-8753 3120⟧"""),

("ocr_member_card", """[OCR·会员卡照片]
⟪org_name|白鹭游泳俱乐部⟫ VIP MEMBER
姓名 NAME：⟦PERSON|邱志鹏⟧
会员号 NO.：⟪member_card_number|BL-000926⟫
有效期 VALID：⟪expiry_date|2025.03.31⟫
紧急联系 TEL：⟦PHONE|159 5923 0817⟧
本卡限本人使用  ⟪barcode|6 901234 567892⟫"""),

("registration_form", """⟪org_name|稠城街道⟫ 境外人员临时住宿登记
姓名：⟦PERSON|Rajesh Kumar Sharma⟧（⟦PERSON|夏尔马⟧）
国籍：印度    护照号：⟦PASSPORT|$pp_in1⟧
签证有效期至：⟪visa_expiry|2025-01-15⟫
住宿地址：⟦ADDRESS|义乌市稠城街道宾王路158号国际商贸城公寓B-1706⟧
房东：⟦PERSON|楼建英⟧ ⟦PHONE|0579-8553 2107⟧
登记民警：⟦PERSON|王警官⟧"""),

("contract", """⟪contract_title|演出劳务协议⟫
甲方：⟪org_name|武侯区业余话剧团⟫
乙方：⟦PERSON|贺一帆⟧（身份证⟪masked_id|5101**********3012⟫）
一、乙方参演《⟪production_title|茶馆⟫》共⟪performance_count|4场⟫，劳务费共计⟦AMOUNT|人民币3,200元⟧（税前）。
二、劳务费于演出结束后十个工作日内打入乙方银行卡：⟦CARD|$card_up5⟧（⟪bank_name|成都银行⟫）。
甲方代表：⟦PERSON|庞团长⟧    乙方签字：⟦PERSON|贺一帆⟧"""),

("birthday_list", """🎂⟪org_name|金色夕阳合唱团⟫ 十月寿星🎂
⟦PERSON|曹玉梅⟧（⟦DATE_OF_BIRTH|1949年10月3日⟧）
⟦PERSON|严国平⟧（⟦DATE_OF_BIRTH|1952年10月16日⟧）
⟦PERSON|任淑华⟧（⟦DATE_OF_BIRTH|1946年10月28日⟧），今年78大寿！
⟪event_date|10月25日⟫排练后一起切蛋糕，蛋糕钱从团费出（⟪org_total|¥268⟫）"""),

("email", """主题：新加坡校友活动 入境资料

⟦PERSON|Jessica⟧学姐好：
我是⟦PERSON|董昊⟧（⟪class_year|2015级⟫计算机），报名参加⟪event_name|狮城校友交流会⟫。护照号⟦PASSPORT|$pp_cn4⟧，有效期至⟪expiry_date|2031年4月⟫，⟦DATE_OF_BIRTH|1997年11月23日⟧出生。机票已订，酒店和⟦PERSON|小温⟧拼房。
会费⟦AMOUNT|SGD 80⟧我到现场给你现金可以吗？
⟦PERSON|董昊⟧
⟦EMAIL|donghao97@outlook.com⟧ | ⟦PHONE|+86 185 0175 3362⟧"""),

("duty_roster", """⟪org_name|康乐社区⟫ 垃圾分类值守志愿者排班（⟪week|第24周⟫）
周一：⟦PERSON|邹凤英⟧、⟦PERSON|小米⟧
周三：⟦PERSON|解建国⟧ ⟦PHONE|136 0211 8850⟧
周五：⟦PERSON|柴丽萍⟧
值守点：⟪location_name|3号楼西侧投放点⟫，时间⟪time_window|7:00-9:00⟫
本周通报：⟪unit_number|8号楼⟫有住户多次混投，已上门宣传。"""),
]
