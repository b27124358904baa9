# Chinese texts, written by hand. Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES[name]
TEXTS = []

TEXTS += [
("waimai_rider_wechat", """【骑手群】⟪org_name|闪送达⟫望京站
⟦PERSON|阿伟⟧：兄弟们，⟪place|望京SOHO T2⟫那单顾客电话打不通，尾号⟪masked_phone|****2207⟫
站长⟦PERSON|老周⟧：你打备用号 ⟦PHONE|138 1067 4429⟧，顾客叫⟦PERSON|许小姐⟧
⟦PERSON|阿伟⟧：好嘞。今天跑了41单，收入⟦AMOUNT|312.5元⟧，超时扣了⟦AMOUNT|8元⟧😭
站长⟦PERSON|老周⟧：下午⟪time|3点⟫开会，别迟到。"""),

("waimai_complaint_ticket", """工单号：⟪ticket_ref|WM20270311-008812⟫
投诉人：⟦PERSON|陈思远⟧  手机：⟦PHONE|13912047735⟧
配送地址：⟦ADDRESS|江苏省南京市玄武区中山路18号德基广场二期2708室⟧
问题描述：骑手⟦PERSON|刘师傅⟧把汤洒了，要求退款。订单实付⟦AMOUNT|¥86.40⟧，已退⟦AMOUNT|¥43.20⟧。
骑手编号：⟪user_id|R-2093177⟫  处理人：客服⟦PERSON|小桃⟧"""),

("jiazheng_contract", """家政服务合同（编号：⟪contract_ref|JZ-2027-0415⟫）
甲方（雇主）：⟦PERSON|周晓岚⟧  身份证号：⟦IDCARD|$prc16⟧
住址：⟦ADDRESS|上海市浦东新区锦绣路1888弄6号1102室⟧
乙方（家政员）：⟦PERSON|田桂芳⟧  身份证号：⟦IDCARD|$prc9⟧
服务内容：住家保姆，照顾老人（老人患⟦MEDICAL|阿尔茨海默病⟧，需按时服用⟦MEDICAL|多奈哌齐⟧）
月薪：⟦AMOUNT|7,800元⟧，每月⟪date|15日⟫发放；中介服务费按公司标准⟪price|2,000元/年⟫。
门锁密码：⟦PASSWORD|480315⟧（合同终止后更换）
签订日期：⟪date|2027年3月1日⟫"""),

("jiazheng_cleaner_sms", """【⟪org_name|洁客到家⟫】⟦PERSON|王阿姨⟧您好，明天⟪time|9:00⟫-⟪time|12:00⟫保洁订单已派给您：⟦ADDRESS|北京市朝阳区望京西园三区312号楼2单元601⟧，客户⟦PERSON|孙先生⟧ ⟦PHONE|186 0113 2258⟧，门口密码锁⟦PASSWORD|2580#⟧。本单收入⟦AMOUNT|150元⟧。"""),

("ershoufang_agent_wechat", """[微信] ⟪org_name|链居地产⟫ ⟦PERSON|孙经理⟧：
⟦PERSON|张姐⟧，您那套⟦ADDRESS|杭州市西湖区文三路259号9幢2单元503室⟧，买家出价⟦AMOUNT|三百八十五万⟧，比您挂牌价⟪price|398万⟫低一点，但是全款，下周就能网签。
您考虑一下？另外您上次说的贷款余额还有⟦AMOUNT|六十多万⟧，这个要先结清才能过户。
买家⟦PERSON|钱先生⟧身份证我拍给您了：⟦IDCARD|$prc4⟧"""),

("ershoufang_deposit_receipt", """定金收据
今收到买方 ⟦PERSON|黄文斌⟧（身份证：⟦IDCARD|$prc17⟧）
购买 ⟦ADDRESS|广州市天河区龙口西路56号1203房⟧ 定金人民币 ⟦AMOUNT|伍万元整（¥50,000.00）⟧。
房屋总价 ⟦AMOUNT|¥4,260,000⟧，中介费按成交价 ⟪percentage|1.5%⟫。
收款人：⟦PERSON|冯淑仪⟧  开户行：⟪org_name|招商银行天河支行⟫ 卡号 ⟦CARD|$card18⟧
日期：⟪date|2027-03-18⟫  经办：⟪org_name|满堂红地产⟫ ⟦PERSON|小何⟧"""),

("driving_school_signup_form", """⟪org_name|安顺驾校⟫ 报名登记表
姓名：⟦PERSON|李嘉怡⟧  性别：女  出生日期：⟦DATE_OF_BIRTH|1999年7月12日⟧
身份证号：⟦IDCARD|$prc14⟧
联系电话：⟦PHONE|177 7310 4582⟧
现住址：⟦ADDRESS|湖南省长沙市芙蓉区五一大道389号华美欧大厦1506⟧
报考车型：⟪product_code|C1⟫   班型：周末班 ⟪price|4,380元⟫
已缴：⟦AMOUNT|2,000元⟧（余款科目二前交清）
体检：视力5.0，⟪health_term|无色盲⟫
教练：⟦PERSON|谭教练⟧"""),

("driving_school_coach_group", """【科目二练车群】
⟦PERSON|谭教练⟧：明天⟪time|早上6点半⟫⟪place|星沙训练场⟫，迟到的自己打车回去
⟦PERSON|嘉怡⟧：教练我明天请假，刚做完⟦MEDICAL|阑尾炎手术⟧
⟦PERSON|谭教练⟧：好好休息。⟦PERSON|小马⟧，你那⟦AMOUNT|300块⟧补考费交了没
⟦PERSON|马俊豪⟧：交了交了，微信转的
⟦PERSON|谭教练⟧：考试时间⟪date|3月22号⟫，⟪place|雨花考场⟫，车号⟪vehicle|湘A·2719学⟫"""),

("yuezi_center_admission", """⟪org_name|禧悦月子会所⟫ 入住登记
产妇：⟦PERSON|郑雨桐⟧  出生日期：⟦DATE_OF_BIRTH|1993-10-27⟧  身份证：⟦IDCARD|$prc12⟧
分娩方式：⟦MEDICAL|剖宫产⟧  孕周：39+2  产后诊断：⟦MEDICAL|妊娠期糖尿病⟧，⟦MEDICAL|轻度贫血⟧
新生儿：男，3.45kg，⟪health_term|黄疸⟫指数待复查
丈夫：⟦PERSON|韩立⟧ ⟦PHONE|139 8316 0274⟧
套餐：⟪product_code|28天豪华套房⟫ 标价⟪price|88,800元⟫，实付⟦AMOUNT|79,920元⟧（老客户九折）
入住：⟪date|2027-04-02⟫ 房号⟪room_no|1608⟫"""),

("yuezi_nurse_shift_note", """交班记录 ⟪date|4月5日⟫ 夜班 护士⟦PERSON|小林⟧
⟪room_no|1608⟫ ⟦PERSON|郑姐⟧：伤口无渗出，血糖餐后8.1，继续⟦MEDICAL|胰岛素⟧；情绪低落，哭了两次，建议心理评估（⟦MEDICAL|产后抑郁⟧筛查EPDS 13分）
⟪room_no|1612⟫ ⟦PERSON|何女士⟧：⟦MEDICAL|乳腺炎⟧，已用⟦MEDICAL|头孢克洛⟧
宝宝们整体正常，⟪room_no|1605⟫宝宝⟪health_term|吐奶⟫观察中。"""),

("kouqiang_clinic_bill", """⟪org_name|皓齿口腔门诊部⟫ 收费明细
患者：⟦PERSON|蒋文韬⟧  病历号：⟪patient_id|KQ0038812⟫
⟪date|2027-02-26⟫ ⟦MEDICAL|右下6根管治疗⟧ ⟪price|1,200.00⟫
⟪date|2027-02-26⟫ ⟦MEDICAL|全瓷冠修复⟧ ⟪price|3,800.00⟫
合计应收：⟦AMOUNT|5,000.00元⟧  医保支付：0  自付：⟦AMOUNT|4,500.00元⟧（会员折扣）
医生：⟦PERSON|孟医生⟧  收费员：⟦PERSON|佳佳⟧"""),

("kouqiang_appointment_wecom", """【企业微信·⟪org_name|皓齿口腔⟫】预约提醒
⟦PERSON|蒋先生⟧您好，您预约了⟪date|3月9日⟫⟪time|14:30⟫复诊（⟦MEDICAL|种植体二期⟧），医生⟦PERSON|孟医生⟧。
如需改约请回复或致电前台 ⟦PHONE|0571-8702 3391⟧。地址：⟦ADDRESS|杭州市拱墅区莫干山路100号耀江国际大厦3楼⟧。"""),

("xinli_counseling_record", """咨询记录（保密）
来访者：⟦PERSON|Z.Y.⟧（⟦PERSON|赵媛⟧），女，28岁
咨询师：⟦PERSON|林晓⟧  第5次  ⟪date|2027-03-10⟫
主诉：工作压力大，失眠两个月，近期有⟦MEDICAL|惊恐发作⟧。精神科诊断⟦MEDICAL|广泛性焦虑障碍⟧，服用⟦MEDICAL|艾司西酞普兰10mg⟧。
本次：讨论与母亲的冲突，布置睡眠日记。
费用：⟦AMOUNT|600元⟧/次（机构价⟪price|800元⟫，学生优惠）
紧急联系人：⟦PERSON|赵建国⟧（父） ⟦PHONE|135 0211 6638⟧"""),

("xinli_hotline_poster", """⟪org_name|阳光心理⟫公益讲座：如何识别⟪health_term|抑郁症⟫的早期信号
时间：⟪date|3月20日⟫（周六）⟪time|14:00⟫
地点：⟪place|市图书馆二楼报告厅⟫
主讲：资深咨询师团队。现场提供免费⟪health_term|焦虑自评量表⟫测试。
报名费：⟪price|免费⟫，名额⟪quantity|80⟫人。"""),

("kuajing_dianshang_order_export", """订单号,买家姓名,收货地址,电话,金额(USD),物流单号
⟪order_ref|AMZ-114-7720931⟫,⟦PERSON|Jennifer Lowe⟧,"⟦ADDRESS|2219 Maple Ave, Evanston, IL 60201⟧",⟦PHONE|+1 847-555-0173⟧,⟦AMOUNT|39.99⟧,⟪tracking_no|YT2207731120⟫
⟪order_ref|AMZ-114-7720932⟫,⟦PERSON|Hiroshi Tanaka⟧,"⟦ADDRESS|東京都世田谷区三軒茶屋2-14-7⟧",⟦PHONE|+81 90-5512-3307⟧,⟦AMOUNT|64.50⟧,⟪tracking_no|YT2207731121⟫
⟪order_ref|AMZ-114-7720933⟫,⟦PERSON|Émilie Rousseau⟧,"⟦ADDRESS|14 rue des Lilas, 69003 Lyon⟧",⟦PHONE|+33 6 12 55 08 41⟧,⟦AMOUNT|22.00⟧,⟪tracking_no|YT2207731122⟫
# 导出人：运营⟦PERSON|小吴⟧ ⟪timestamp|2027-03-12 10:21⟫"""),

("kuajing_shop_api_config", """# 店铺ERP对接配置 config.ini
[shopify]
store = ⟪app_id|lumi-home-decor.myshopify.com⟫
access_token = ⟦APIKEY|$shopify1⟧
api_version = ⟪version|2026-10⟫

[aliyun_oss]
access_key_id = ⟦APIKEY|$ltai1⟧
access_key_secret = ⟦SECRET|$ltai_secret1⟧
bucket = ⟪resource_name|lumi-product-images⟫

[payout]
# 收款账户（⟪org_name|PingPong⟫），负责人⟦PERSON|吴佳琪⟧
iban = ⟦IBAN|$iban2⟧"""),

("yunwei_server_handover", """【云服务器运维交接】⟦PERSON|刘强⟧ → ⟦PERSON|许博⟧  ⟪date|2027-03-05⟫
1. 生产服务器：⟦IP_ADDRESS|47.96.183.22⟧（⟪org_name|阿里云⟫⟪region|华东1⟫），内网⟦IP_ADDRESS|172.16.8.31⟧
   root 密码：⟦PASSWORD|Yw@2027#hz!⟧
2. 数据库：mysql://app:⟦SECRET|Db_p4ss-8812⟧@⟦IP_ADDRESS|172.16.8.40⟧:⟪port|3306⟫/shop
3. 腾讯云COS：SecretId ⟦APIKEY|$akid1⟧ SecretKey ⟦SECRET|$akid_secret1⟧
4. 告警机器人：⟦SECRET|$dingtalkhook1⟧
5. 测试环境：⟪doc_ip|192.0.2.15⟫（文档示例地址，勿用）
有问题打我电话 ⟦PHONE|150 5712 0938⟧"""),

("yunwei_alert_feishu", """【飞书告警】⟪service|order-service⟫ CPU 使用率 ⟪percentage|93%⟫ 持续 ⟪duration|5分钟⟫
主机：⟦IP_ADDRESS|10.3.21.17⟧ 容器：⟪container_id|4b1d2e7f90aa⟫
值班人：⟦PERSON|许博⟧（@⟦PERSON|xubo⟧）
处理链接：⟪url|https://grafana.internal.example/d/ord⟫
告警ID：⟪ticket_ref|ALT-20270312-0931⟫"""),
]

TEXTS += [
("pet_hospital_record", """⟪org_name|瑞鹏宠物医院⟫ 病历
宠物名：⟪pet_name|豆豆⟫（柯基，4岁）  主人：⟦PERSON|邱美玲⟧  电话：⟦PHONE|189 2231 0457⟧
诊断：⟪animal_health|犬细小病毒感染⟫，住院5天
费用合计：⟦AMOUNT|3,680元⟧，已付押金⟦AMOUNT|2,000元⟧
备注：主人自述对猫毛⟦MEDICAL|过敏性哮喘⟧，探视时请勿安排在猫病房旁。
主治：⟦PERSON|欧阳医生⟧"""),

("pet_insurance_claim_wechat", """[⟪org_name|宠安保⟫客服] ⟦PERSON|晓雯⟧：⟦PERSON|邱女士⟧您好，⟪pet_name|豆豆⟫的理赔申请⟪claim_ref|CA2027031400871⟫已审核通过，赔付⟦AMOUNT|2,208元⟧（医疗费⟪percentage|60%⟫），会打到您尾号⟪id_tail|6617⟫的银行卡。
[邱美玲]：好的谢谢！⟪animal_health|细小⟫真的太吓人了
（系统）保单保额⟪price|1万元/年⟫，剩余额度请在小程序查看。"""),

("gym_private_coach_contract", """⟪org_name|超燃健身⟫ 私教课程协议
会员：⟦PERSON|韦子豪⟧  会员号：⟪member_id|CR-0088213⟫  手机：⟦PHONE|136 6041 2279⟧
身份证：⟦IDCARD|$prc19⟧
健康申报：⟦MEDICAL|腰椎间盘突出（L4-L5）⟧，⟦MEDICAL|高血压，服用氨氯地平5mg⟧
课程：私教课40节，单价⟪price|360元/节⟫
实付：⟦AMOUNT|12,800元⟧（分期：首付⟦AMOUNT|5,000元⟧）
教练：⟦PERSON|阿凯⟧（⟦PERSON|周凯⟧）
签署日期：⟪date|2027年1月8日⟫"""),

("gym_refund_dispute_post", """【小红书求助】健身房跑路了怎么办😭
⟪org_name|力美健⟫⟪place|五角场店⟫突然关门，我去年办的三年卡花了⟦AMOUNT|6,999⟧，还有私教课没上完大概⟦AMOUNT|四千多⟧。
群里已经有两百多人了，领头的⟦PERSON|胖虎⟧哥说要一起去⟪place|杨浦区市场监管局⟫投诉。
店长⟦PERSON|老林⟧电话一直关机。"""),

("wedding_planner_wechat", """[⟪org_name|小确幸婚礼策划⟫ ⟦PERSON|Cici⟧]：
⟦PERSON|婷婷⟧、⟦PERSON|浩然⟧，确认一下：
🗓 ⟪date|2027年5月20日⟫ ⟪place|外滩华尔道夫⟫宴会厅，28桌
🍽 婚宴菜单⟪price|8,888元/桌⟫（酒店报价）
💰 策划尾款⟦AMOUNT|36,000元⟧，请在⟪date|5月1日⟫前转到公司账户
🚗 婚车：⟪vehicle|沪A·88520⟫ 司机⟦PERSON|老陈⟧ ⟦PHONE|137 6188 2043⟧
另外⟦PERSON|浩然⟧爸爸有⟦MEDICAL|痛风⟧，海鲜那道我给他单独换成清蒸鱼了～"""),

("wedding_gift_ledger", """礼金登记（⟦PERSON|浩然⟧&⟦PERSON|婷婷⟧婚宴）
1. ⟦PERSON|王建军⟧（舅舅）  ⟦AMOUNT|2,000⟧
2. ⟦PERSON|李春花⟧  ⟦AMOUNT|1,000⟧
3. ⟦PERSON|大刘⟧（同事）  ⟦AMOUNT|600⟧
4. ⟪org_name|宏达科技⟫工会  ⟦AMOUNT|800⟧
5. ⟦PERSON|赵姐⟧一家  ⟦AMOUNT|1,200⟧
记账：表姐⟦PERSON|小芸⟧  ⟪date|5.20⟫"""),

("funeral_service_quote", """⟪org_name|福寿园⟫殡仪服务确认单  编号：⟪order_ref|FS-2027-0302-116⟫
逝者：⟦PERSON|蔡德明⟧  享年81岁  （死亡证明编号 ⟪doc_ref|SW3101042027000116⟫）
家属：⟦PERSON|蔡秀英⟧（女儿） 身份证：⟦IDCARD|$prc7⟧ ⟦PHONE|138 0198 7712⟧
死亡原因（医院证明）：⟦MEDICAL|肺癌晚期多器官衰竭⟧
服务：告别厅（中厅）⟪price|1,800元⟫，遗体火化⟪price|600元⟫
合计：⟦AMOUNT|12,460元⟧，已交订金⟦AMOUNT|3,000元⟧
告别仪式：⟪date|3月4日⟫⟪time|上午9:30⟫ ⟪place|龙华殡仪馆⟫"""),

("inheritance_notary_call", """（录音转写）⟪org_name|徐汇公证处⟫ 继承公证咨询
公证员⟦PERSON|潘老师⟧：被继承人是谁？
来电人：我爸，⟦PERSON|俞国平⟧，去年十二月走的。我是⟦PERSON|俞佳⟧，身份证⟦IDCARD|$prc2⟧。
公证员：房子在哪？
来电人：⟦ADDRESS|上海市徐汇区天钥桥路580弄12号302室⟧，还有存款大概⟦AMOUNT|八十多万⟧。
公证员：公证费按标的额收，具体标准是⟪price|0.3%至1%⟫，你们兄妹几个都要到场。"""),

("banjia_order_sms", """【⟪org_name|蚂蚁搬家⟫】⟦PERSON|黄先生⟧您好，您预约的⟪date|3月15日⟫⟪time|8:00⟫搬家已确认：
起点：⟦ADDRESS|深圳市南山区科技园南区高新南七道18号⟧
终点：⟦ADDRESS|深圳市宝安区新安街道创业二路华创达中心1栋1108⟧
车型：⟪vehicle|4.2米厢货⟫，师傅⟦PERSON|刘师傅⟧ ⟦PHONE|132 4277 0915⟧
预估费用⟪price|680元⟫起，实际以现场为准。"""),

("storage_minicang_contract", """迷你仓租赁确认  仓号：⟪unit_ref|A-3-077⟫  ⟪org_name|存易达迷你仓⟫
租户：⟦PERSON|龚丽娜⟧  身份证：⟦IDCARD|$prc22⟧  手机：⟦PHONE|159 1480 3361⟧
租期：⟪date|2027-03-01⟫至⟪date|2027-08-31⟫，月租⟪price|420元⟫，押金⟦AMOUNT|840元⟧已付
门禁密码：⟦PASSWORD|7721⟧  仓门锁：租户自备
物品清单：家具、书籍；⟪health_term|禁止存放易燃品⟫"""),

("coworking_dingtalk_notice", """【钉钉·⟪org_name|氪空间⟫国贸店通知】
各位会员：⟪date|本周六⟫⟪time|22:00⟫起大堂闸机升级，期间请用临时卡。
3楼开放工位WiFi：⟪ssid|Kr-Member-3F⟫，密码 ⟦PASSWORD|kr2027space⟧
如有问题联系社区经理⟦PERSON|杜小姐⟧ ⟦PHONE|010-6588 2710⟧
会议室价格调整为⟪price|120元/小时⟫。"""),

("freelance_zhubajie_payment", """【⟪org_name|猪八戒网⟫】结算通知
服务商：⟦PERSON|骆一鸣⟧（店铺：⟪org_name|一鸣设计工作室⟫）
项目：⟪order_ref|ZBJ-88210374⟫ 品牌VI设计
项目金额：⟦AMOUNT|9,500.00元⟧  平台服务费（⟪percentage|20%⟫）：⟦AMOUNT|1,900.00元⟧
实际到账：⟦AMOUNT|7,600.00元⟧  收款卡：⟪masked_card|6222 **** **** 3319⟫
到账时间：⟪timestamp|2027-03-13 16:20⟫"""),

("crowdfunding_shuidichou", """【⟪org_name|水滴筹⟫】求助：救救我的妈妈
我叫⟦PERSON|秦磊⟧，妈妈⟦PERSON|杨秀兰⟧今年56岁，⟪date|2月⟫确诊⟦MEDICAL|急性髓系白血病（M2型）⟧，需要做⟦MEDICAL|骨髓移植⟧。
目前已花费⟦AMOUNT|23万⟧，家里积蓄只有⟦AMOUNT|五万多⟧，还差⟦AMOUNT|40万⟧左右。
筹款目标⟪price|50万元⟫。医院：⟪org_name|河北燕达医院⟫。
联系电话：⟦PHONE|152 3316 0728⟧"""),

("lawyer_conveyancing_wechat", """[⟪org_name|君泽律师事务所⟫ ⟦PERSON|伍律师⟧]：
⟦PERSON|邓先生⟧，过户资料清单：
1. 您和太太⟦PERSON|苏晴⟧的身份证原件（⟦IDCARD|$prc20⟧ 这张复印件不清楚，请重拍）
2. 户口本、结婚证
3. 购房款监管账户已到账⟦AMOUNT|1,850,000元⟧，剩余⟦AMOUNT|620,000元⟧为商贷
4. 律师费按合同⟪price|8,000元⟫，交易税费另计
过户预约：⟪date|3月28日⟫ ⟪place|南京不动产登记中心⟫"""),

("visa_agent_checklist", """【⟪org_name|环球签证⟫】申根签证材料清单 — 客户：⟦PERSON|戴文静⟧
护照号：⟦PASSPORT|EJ7715023⟧，有效期至⟪date|2033-06⟫
出生日期：⟦DATE_OF_BIRTH|1986年1月18日⟧  身份证：⟦IDCARD|$prc5⟧
银行流水：近6个月，余额不少于⟪price|5万元⟫；客户当前余额⟦AMOUNT|126,300元⟧ ✔
在职证明：⟪org_name|成都天府软件园⟫，月薪⟦AMOUNT|18,000元⟧
指纹采集：⟪date|3月16日⟫ ⟪place|成都VFS⟫
代办费：⟪price|1,200元⟫"""),

("pharmacy_chronic_refill_sms", """【⟪org_name|老百姓大药房⟫】⟦PERSON|曹大爷⟧您好，您的慢病续方药品已到店：⟦MEDICAL|二甲双胍缓释片0.5g⟧×3盒、⟦MEDICAL|阿托伐他汀钙片20mg⟧×2盒，医保统筹后自付⟦AMOUNT|46.80元⟧。取药码⟪otp_code|738210⟫，请于⟪date|3月20日⟫前到⟪place|韶山路店⟫领取。"""),

("password_manager_cn_note", """📒 备忘录「密码本」（老妈⟦PERSON|王淑珍⟧的）
工商银行卡：⟦CARD|$card7⟧ 取款密码 ⟦PASSWORD|851026⟧
支付宝：⟦PHONE|139 2047 6613⟧ 登录密码 ⟦PASSWORD|Wang@1962⟧
医保卡：⟪id_tail|后四位0917⟫
小区门禁：⟦PASSWORD|1314#⟧
你爸⟦PERSON|王志刚⟧身份证：⟦IDCARD|$prc15⟧（他生日⟦DATE_OF_BIRTH|1976年3月30日⟧）"""),
]

TEXTS += [
("smart_lock_app_log_cn", """⟪org_name|德施曼⟫智能锁 开锁记录（⟪device_id|DSM-Q5-80C1⟫）
⟪timestamp|03-14 07:42⟫ 指纹开锁  用户：爸爸（⟦PERSON|罗建华⟧）
⟪timestamp|03-14 08:15⟫ 密码开锁  用户：临时密码（保洁⟦PERSON|钟阿姨⟧） 密码 ⟦PASSWORD|603817⟧
⟪timestamp|03-14 12:03⟫ ⚠ 连续3次密码错误，已锁定⟪duration|3分钟⟫
⟪timestamp|03-14 18:30⟫ 人脸开锁  用户：⟦PERSON|罗思琪⟧
电量 ⟪percentage|41%⟫，固件 ⟪version|V3.2.18⟫"""),

("home_alarm_install_cn", """【⟪org_name|萤石⟫安防安装回执】
客户：⟦PERSON|葛文斌⟧  电话：⟦PHONE|186 5710 2093⟧
地址：⟦ADDRESS|浙江省杭州市西湖区紫荆花路2号联合大厦B座1702⟧
设备：报警主机×1，门磁×4，摄像头⟪product_code|C6CN⟫×2
主机撤防密码：⟦PASSWORD|9527⟧ 胁迫密码：⟦PASSWORD|9528⟧
云账号绑定邮箱：⟦EMAIL|gewenbin@163.example⟧
安装费：⟪price|299元⟫（活动价），客户实付⟦AMOUNT|1,596元⟧（含设备）
安装师傅：⟦PERSON|小潘⟧"""),

("cloud_bill_aliyun_cn", """【⟪org_name|阿里云⟫】账单提醒
尊敬的⟦PERSON|林子健⟧：您的账号（⟦EMAIL|lin.zijian@foxmail.example⟧）⟪date|2月⟫账单已出：
ECS 按量付费：⟦AMOUNT|1,284.37元⟧
OSS 存储：⟦AMOUNT|96.20元⟧
本月应付：⟦AMOUNT|1,380.57元⟧，账户余额⟦AMOUNT|215.00元⟧，请及时充值。
ECS单价参考：⟪price|0.432元/小时⟫。账号ID：⟪account_id|1728830021937412⟫"""),

("k8s_configmap_leak_cn", """# ⟦PERSON|王工⟧：这个别提交到git！！！
apiVersion: v1
kind: Secret
metadata:
  name: ⟪resource_name|pay-gateway⟫
  namespace: ⟪namespace|prod-cn⟫
data:
  db-password: ⟦SECRET|$k8s_b64_2⟧
stringData:
  wechat_pay_api_v3_key: ⟦SECRET|$csecret2⟧
  wechat_mch_id: ⟪app_id|1612288830⟫
  feishu_webhook: ⟦SECRET|$feishuhook1⟧
  jwt_sample: ⟦APIKEY|$jwt5⟧
# 维护人 ⟦PERSON|wanggong⟧ / ⟦PERSON|王工⟧"""),

("waimai_rider_insurance_claim", """骑手意外险理赔申请表
骑手姓名：⟦PERSON|付志强⟧  骑手ID：⟪user_id|MT-8821903⟫
身份证：⟦IDCARD|$prc25⟧  出生：⟦DATE_OF_BIRTH|1993.05.30⟧
事故时间：⟪timestamp|2027-03-02 12:40⟫，⟪place|雁塔区小寨十字⟫
伤情：⟦MEDICAL|右桡骨远端骨折⟧，已行⟦MEDICAL|切开复位内固定术⟧
医疗费用：⟦AMOUNT|21,430元⟧
收款账户：⟪org_name|中国建设银行⟫ ⟦CARD|$card10⟧
保单号：⟪policy_ref|PA-QS-2027-0071188⟫"""),

("waimai_customer_note", """订单备注：放门口别敲门，宝宝在睡觉。门禁 ⟦PASSWORD|#2308#⟧，⟦ADDRESS|成都市武侯区科华北路65号世外桃源广场A座1807⟧，⟦PERSON|小艾⟧收。
商家：⟪org_name|陈记麻辣烫⟫  预计送达⟪time|19:25⟫  取餐号⟪otp_code|37⟫"""),

("jiazheng_platform_review", """【⟪org_name|58到家⟫】评价详情
评价人：⟪masked_name|何**⟫  服务阿姨：⟦PERSON|潘秀梅⟧（工号⟪user_id|JZ66120⟫）
"⟦PERSON|潘阿姨⟧很细心，我家老人⟦PERSON|老何⟧刚做完⟦MEDICAL|心脏支架⟧，阿姨每天提醒他吃⟦MEDICAL|氯吡格雷⟧，非常感谢！"
服务时长⟪duration|4小时⟫，订单金额⟦AMOUNT|220元⟧，打赏⟦AMOUNT|30元⟧"""),

("ershoufang_transaction_table", """| 项目 | 金额 | 备注 |
|---|---|---|
| 成交价 | ⟦AMOUNT|5,500,000元⟧ | 买方：⟦PERSON|施嘉伦⟧ |
| 首付 | ⟦AMOUNT|1,650,000元⟧ | 已付 |
| 商业贷款 | ⟦AMOUNT|3,850,000元⟧ | ⟪org_name|工商银行⟫，利率⟪percentage|3.45%⟫ |
| 中介费 | ⟪price|2%⟫ | 按公司标准 |
| 卖方 | ⟦PERSON|钟国栋⟧ | 身份证 ⟦IDCARD|$prc8⟧ |
房源编号：⟪listing_ref|SZ-NS-0091827⟫  ⟦ADDRESS|深圳市南山区蛇口工业八路256号海月花园3期6栋12B⟧"""),

("driving_school_exam_notice", """【⟪org_name|车管所⟫】⟦PERSON|马俊豪⟧您好，您已成功预约科目三考试：⟪date|2027年3月29日⟫⟪time|上午⟫，⟪place|坪山考场⟫。请携带身份证（⟪id_tail|尾号2772⟫）按时参加。考试费⟪price|300元⟫已缴。"""),

("yuezi_center_menu_no_pii", """⟪org_name|禧悦⟫月子餐 第二周（修复期）
早餐：小米南瓜粥、蒸蛋、⟪health_term|通草鲫鱼汤⟫
午餐：麻油猪肝、清炒菠菜、红枣枸杞饭
加餐：银耳莲子羹
晚餐：黄芪炖鸡、白灼菜心
本周菜单⟪version|V2.3⟫，营养师审核 ⟪date|3月1日⟫。
特殊：⟪room_no|1608⟫ ⟦PERSON|郑姐⟧（⟦MEDICAL|妊娠期糖尿病⟧）主食减半、红枣去掉。"""),

("kouqiang_ortho_followup", """【隐适美复诊记录】
患者：⟦PERSON|叶欣然⟧  年龄：16  家长：⟦PERSON|蔡琳⟧（母亲） ⟦PHONE|133 1168 2047⟧
诊断：⟦MEDICAL|安氏II类错颌，深覆合⟧
当前矫治器：第⟪quantity|14⟫副/共38副；附件脱落1个，已补粘
总费用⟦AMOUNT|38,000元⟧，已付⟦AMOUNT|20,000元⟧，余款分⟪quantity|6⟫期
医生：⟦PERSON|孟医生⟧  下次复诊：⟪date|4月12日⟫"""),

("xinli_consult_wechat", """[微信] ⟦PERSON|林晓⟧老师：
⟦PERSON|媛媛⟧，上次你说吃了药还是睡不着，要不要和⟪org_name|华西医院⟫的⟦PERSON|杜医生⟧沟通调整一下⟦MEDICAL|米氮平⟧的剂量？
下次咨询改到⟪date|周四⟫⟪time|晚上7点⟫可以吗？
[⟦PERSON|赵媛⟧]：好的⟦PERSON|林老师⟧，我这周情绪好一点了，谢谢你🙏 钱我先转你⟦AMOUNT|600⟧"""),

("kuajing_customer_service_mail_cn", """主题：关于订单 ⟪order_ref|TEMU-PO-20270305-1129⟫ 的退款
⟦PERSON|Carlos Mendoza⟧ 您好，
已为您办理退款 ⟦AMOUNT|US$27.80⟧，原路退回至您的信用卡（⟪masked_card|Visa ****0912⟫），⟪duration|3-5个工作日⟫到账。
产品售价⟪price|US$34.90⟫，运费不退。
——⟪org_name|深圳悦家跨境⟫ 客服⟦PERSON|Lily⟧ ⟦EMAIL|support@yuejia-global.example⟧"""),

("yunwei_ssh_history_cn", """[root@prod-web-01 ~]# history | tail
  982  ssh-keygen -t ed25519 -C "⟦EMAIL|zhangwei.ops@corp.example⟧"
  983  cat ~/.ssh/id_rsa
  984  scp backup.sql ⟦PERSON|zhangwei⟧@⟦IP_ADDRESS|10.10.5.22⟧:/home/⟦PERSON|zhangwei⟧/
  985  mysql -uroot -p'⟦PASSWORD|Root#2027zw⟧' -h ⟦IP_ADDRESS|172.18.0.5⟧
  986  curl ⟪doc_ip|127.0.0.1⟫:⟪port|9200⟫/_cat/indices
  987  export ALIBABA_CLOUD_ACCESS_KEY_ID=⟦APIKEY|$ltai2⟧
  988  export ALIBABA_CLOUD_ACCESS_KEY_SECRET=⟦SECRET|$ltai_secret2⟧
# 机器：⟪hostname|prod-web-01⟫ 系统 ⟪version|CentOS 7.9⟫"""),

("weather_forecast_cn", """⟪org_name|中央气象台⟫⟪date|3月16日⟫⟪time|06时⟫发布：受冷空气影响，⟪place|华北⟫、⟪place|黄淮⟫将有4～6级偏北风，阵风7级；⟪place|江南⟫大部有小到中雨。气温下降⟪measurement|6～8℃⟫。公众出行请注意防风保暖。预警编号⟪ticket_ref|QX-20270316-02⟫。"""),

("bus_timetable_cn", """⟪route_no|快速公交B2⟫路 时刻表（⟪date|2027年3月起⟫）
首班 ⟪time|06:00⟫ 末班 ⟪time|22:30⟫，高峰 ⟪duration|5分钟⟫ 一班
票价 ⟪price|2元⟫，持老年卡免费。
途经：⟪place|火车东站⟫ — ⟪place|人民广场⟫ — ⟪place|科技城⟫"""),
]

TEXTS += [
("sso_admin_cn_audit", """【统一身份认证平台 审计日志】
⟪timestamp|2027-03-15 10:12:44⟫ 管理员 ⟦PERSON|hanmeimei⟧ 重置用户 ⟦PERSON|李雷⟧（⟦EMAIL|lilei@xinghe-tech.example⟧）的密码为 ⟦PASSWORD|Xh@Init2027⟧
⟪timestamp|2027-03-15 10:13:02⟫ 应用「⟪service|OA系统⟫」 AppID ⟪app_id|cli_a4f2c9e81b3d⟫ AppSecret 已更新为 ⟦SECRET|$csecret3⟧
⟪timestamp|2027-03-15 10:20:31⟫ 用户 ⟦PERSON|李雷⟧ 从 ⟦IP_ADDRESS|223.104.63.18⟧ 登录成功（⟪place|北京⟫ 移动）
⟪timestamp|2027-03-15 10:21:55⟫ 用户 ⟦PERSON|lilei⟧ 绑定TOTP，种子 ⟦SECRET|$totp2⟧"""),

("removals_storage_complaint_cn", """【12315投诉】投诉人⟦PERSON|贺晓峰⟧，⟦PHONE|138 7315 0062⟧
⟪date|2月26日⟫委托⟪org_name|速达搬家公司⟫从⟦ADDRESS|长沙市岳麓区麓谷大道627号1栋402⟧搬至⟪place|星沙⟫，事前报价⟪price|800元⟫，搬完后以"楼层费""拆装费"为由强收⟦AMOUNT|2,350元⟧，并损坏冰箱一台。
诉求：退还多收的⟦AMOUNT|1,550元⟧并赔偿冰箱。
受理编号：⟪case_ref|HN2027022600183⟫"""),

("immigration_hk_talent_cn", """【高才通申请资料核对】顾问：⟦PERSON|莫小姐⟧
申请人：⟦PERSON|甘志远⟧  出生日期（表格填写）：⟦DATE_OF_BIRTH|1996-08-08⟧
身份证：⟦IDCARD|$prc21⟧
（注：身份证显示⟦DATE_OF_BIRTH|1996年8月8日⟧，与表格一致 ✔）
港澳通行证：⟪doc_ref|C8823****⟫  护照：⟦PASSPORT|E88310276⟧
年收入证明：⟦AMOUNT|265万港元⟧（门槛⟪price|250万港元⟫）
服务费：⟦AMOUNT|28,000元⟧已付
香港联系地址：⟦ADDRESS|香港九龙尖沙咀广东道33号中港城二座1203室⟧"""),
]

TEXTS += [
("pharmacy_online_rx_cn", """【⟪org_name|京东大药房⟫】处方审核通过
患者：⟦PERSON|尹春梅⟧ 女 67岁  诊断：⟦MEDICAL|2型糖尿病⟧、⟦MEDICAL|冠心病⟧
药品：⟦MEDICAL|阿司匹林肠溶片100mg⟧、⟦MEDICAL|单硝酸异山梨酯缓释片⟧
处方医生：⟦PERSON|许国栋⟧（⟪org_name|互联网医院⟫）
收货：⟦ADDRESS|山东省青岛市市北区辽宁路145号3单元201⟧ ⟦PHONE|0532-8571 6630⟧
实付 ⟦AMOUNT|¥132.60⟧，运费⟪price|¥0⟫，订单⟪order_ref|JD-RX-302118874⟫"""),

("gym_injury_group_chat_cn", """【⟪org_name|超燃健身⟫会员群】
⟦PERSON|阿凯⟧教练：昨天⟦PERSON|韦哥⟧硬拉闪了腰，大家热身一定要做足！
⟦PERSON|韦子豪⟧：已经去⟪org_name|六院⟫拍了片子，⟦MEDICAL|腰肌急性扭伤⟧，开了⟦MEDICAL|塞来昔布⟧，休息两周😂
⟦PERSON|小雨⟧：⟦PERSON|韦哥⟧保重！
⟦PERSON|阿凯⟧教练：本周⟪event|燃脂团课⟫照常，⟪price|49元/次⟫。"""),

("kuajing_tax_id_form_cn", """【店铺资质认证】⟪org_name|亚马逊欧洲站⟫ KYC
法人：⟦PERSON|钟嘉怡⟧  身份证：⟦IDCARD|$prc3⟧  出生日期：⟦DATE_OF_BIRTH|1979年9月23日⟧
护照：⟦PASSPORT|EH2279134⟧
公司：⟪org_name|广州嘉怡贸易有限公司⟫，统一社会信用代码 ⟪company_id|91440106MA5CXXXX3K⟫
收款：⟦IBAN|$iban20⟧（⟪org_name|万里汇⟫虚拟账户）
月销售额：⟦AMOUNT|€42,800⟧
联系邮箱：⟦EMAIL|zhongjiayi.trade@outlook.example⟧"""),
]

TEXTS += [
("ershoufang_bank_transfer_record", """【⟪org_name|建设银行⟫转账回单】
付款人：⟦PERSON|陶振宇⟧  付款账号：⟦CARD|$card15⟧
收款人：⟦PERSON|罗美娟⟧  收款账号：⟦CARD|$card17⟧（⟪org_name|交通银行⟫）
金额：⟦AMOUNT|¥200,000.00⟧（大写：⟦AMOUNT|贰拾万元整⟧）
用途：⟦ADDRESS|重庆市渝中区解放碑民族路188号环球金融中心32楼3205⟧房屋首付款
交易流水号：⟪tx_ref|2027031510211882⟫  ⟪timestamp|2027-03-15 10:21:18⟫"""),

("yuezi_center_staff_roster", """月嫂档案（⟪org_name|金牌月嫂之家⟫）
1. ⟦PERSON|胡春燕⟧ 身份证 ⟦IDCARD|$prc24⟧ 出生 ⟦DATE_OF_BIRTH|1974年10月2日⟧ 电话 ⟦PHONE|138 5920 7713⟧ 健康证有效期至⟪date|2027-12⟫
2. ⟦PERSON|刘素芬⟧ 身份证 ⟦IDCARD|$prc26⟧ 出生 ⟦DATE_OF_BIRTH|1980年7月17日⟧ 电话 ⟦PHONE|139 2307 1186⟧ 备注：⟦MEDICAL|乙肝表面抗原阴性，甲状腺结节随访中⟧
3. ⟦PERSON|贝贝妈⟧推荐的⟦PERSON|阿珍⟧ 待面试
月嫂工资标准⟪price|16,800元/26天⟫（金牌）"""),

("yunwei_tencent_cos_script", """#!/bin/bash
# 备份脚本 backup_cos.sh  作者：⟦PERSON|庞俊⟧
export TENCENTCLOUD_SECRET_ID=⟦APIKEY|$akid3⟧
export TENCENTCLOUD_SECRET_KEY=⟦SECRET|$akid_secret3⟧
MYSQL_PWD='⟦PASSWORD|Bk#9912-qz⟧'
mysqldump -h ⟦IP_ADDRESS|10.0.4.17⟧ -P ⟪port|3306⟫ -u backup shop > /data/shop_$(date +%F).sql
coscmd upload /data/ ⟪resource_name|cos://shop-backup-1301882210⟫
# 失败通知 ⟦PERSON|庞俊⟧ ⟦PHONE|181 1621 0473⟧"""),

("kuajing_refund_card_chat", """【客服对话】⟪org_name|SHEIN⟫ 代运营
买家 ⟦PERSON|Olivia Carter⟧：I was charged twice!! card ⟦CARD|$card13⟧
客服 ⟦PERSON|阿May⟧：非常抱歉，已核实重复扣款 ⟦AMOUNT|US$58.40⟧，退款单号 ⟪order_ref|RF-88217033⟫。请勿在聊天中发送完整卡号和安全码。
买家：cvv is ⟦CVV|4417⟧ if you need it
客服 ⟦PERSON|阿May⟧：不需要的，谢谢！"""),
]

TEXTS += [
("driving_school_batch_csv", """学员编号,姓名,身份证号,出生日期,手机,已缴费用,班型
⟪student_id|AS2027-0311⟫,⟦PERSON|曲婷婷⟧,⟦IDCARD|$prc1⟧,⟦DATE_OF_BIRTH|1988-03-14⟧,⟦PHONE|13701128846⟧,⟦AMOUNT|3980⟧,普通班
⟪student_id|AS2027-0312⟫,⟦PERSON|沈浩⟧,⟦IDCARD|$prc6⟧,⟦DATE_OF_BIRTH|2000-02-29⟧,⟦PHONE|15805183307⟧,⟦AMOUNT|4580⟧,VIP班
⟪student_id|AS2027-0313⟫,⟦PERSON|方子杰⟧,⟦IDCARD|$prc10⟧,⟦DATE_OF_BIRTH|1997-04-01⟧,⟦PHONE|18650227719⟧,⟦AMOUNT|2000⟧,普通班
⟪student_id|AS2027-0314⟫,⟦PERSON|吕文博⟧,⟦IDCARD|$prc23⟧,⟦DATE_OF_BIRTH|1998-03-15⟧,⟦PHONE|17605321184⟧,⟦AMOUNT|3980⟧,普通班
# 导出：⟪org_name|安顺驾校⟫招生部 ⟪timestamp|2027-03-11 17:40⟫，普通班标价⟪price|4,280元⟫（老学员推荐立减300，不含补考费）"""),
]
