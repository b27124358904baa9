TEXTS = [
("customs_declaration_wechat", """
⟦PERSON|王立军⟧：⟦PERSON|小赵⟧，那票⟪hs_code|8471.30⟫的笔记本报关单⟪declaration_no|223120250001847561⟫被海关查验了，要补充发票。
⟦PERSON|小赵⟧：收到⟦PERSON|王总⟧，我让报关行⟪org_name|宁波通达报关有限公司⟫的⟦PERSON|陈姐⟧跟一下。
⟦PERSON|王立军⟧：关税和增值税一共⟦AMOUNT|86,420.55元⟧，公司先垫，回头找客户要。
⟦PERSON|小赵⟧：好的，客户那边联系人⟦PERSON|刘伟⟧电话⟦PHONE|139 1762 4408⟧。
"""),
("container_yard_notice", """
【⟪org_name|洋山四期⟫堆场通知】
箱号⟪container_no|TGHU 872104 3⟫已放行，提箱司机⟦PERSON|周建华⟧，车牌⟪vehicle_plate|沪D·7K215⟫，手机⟦PHONE|13817429055⟧。
预约时段⟪time|14:00-16:00⟫，闸口⟪gate_no|5号⟫。超期堆存费按每天⟪price|120元⟫收取。
"""),
("railway12306_order_sms", """
【铁路客服】订单⟪order_no|EA48207719⟫，⟦PERSON|李秀英⟧您已购⟪date|1月26日⟫⟪train_no|G1374⟫次⟪seat_no|05车12F号⟫，⟪place|杭州东⟫站⟪time|08:17⟫开。检票口⟪gate_no|B6⟫。票款⟦AMOUNT|538.5元⟧已支付。
"""),
("railway12306_passenger_json", """
{"passenger_name":"⟦PERSON|孙浩然⟧","passenger_id_type":"1","passenger_id_no":"⟦IDCARD|$id_cn1⟧","mobile_no":"⟦PHONE|18610472283⟧",
 "born_date":"⟦DATE_OF_BIRTH|1988-03-14⟧","train_code":"⟪train_no|D2281⟫","seat_type":"二等座","ticket_price":⟪price|263.0⟫,"order_id":"⟪order_no|E992017735⟫"}
"""),
("hukou_transfer_form", """
户口迁移登记表（派出所存档）
申请人：⟦PERSON|张美玲⟧    性别：女    出生日期：⟦DATE_OF_BIRTH|1992年7月6日⟧
公民身份号码：⟦IDCARD|$id_cn2⟧
迁出地址：⟦ADDRESS|上海市徐汇区漕溪北路398弄12号502室⟧
迁入地址：⟦ADDRESS|浙江省杭州市西湖区文三路259号3幢1单元701室⟧
随迁人员：女儿⟦PERSON|陈思琪⟧
经办民警：⟦PERSON|吴警官⟧   受理编号：⟪case_ref|HJ2025-03117⟫
"""),
("police_station_wechat_notice", """
【⟪org_name|文三路派出所⟫提醒】近期有冒充“公检法”诈骗，请勿向陌生账户转账。如接到可疑电话请拨打⟪phone_short|110⟫或反诈专线⟪phone_short|96110⟫。户籍窗口办公时间⟪time|9:00-17:00⟫，户籍民警⟦PERSON|杜警官⟧。
"""),
("fire_inspection_record", """
消防监督检查记录 ⟪doc_no|杭西消检字〔2025〕第0412号⟫
被检查单位：⟪org_name|西溪印象餐饮管理有限公司⟫
地址：⟦ADDRESS|杭州市西湖区天目山路176号1楼⟧
法定代表人：⟦PERSON|郑国强⟧  联系电话：⟦PHONE|0571-8815 2046⟧
检查人员：⟦PERSON|何伟⟧、⟦PERSON|林晓东⟧
发现问题：⟪count|2⟫处疏散通道堆放杂物；厨房灭火器压力不足；消防控制室值班人员⟦PERSON|小马⟧未持证上岗。
责令于⟪date|2025年4月10日⟫前改正。
"""),
("street_office_dingtalk", """
【钉钉·⟪org_name|湖滨街道办⟫工作群】
⟦PERSON|徐主任⟧：明天上午入户走访⟦ADDRESS|东坡路12号3单元⟧的独居老人⟦PERSON|钱阿婆⟧，她有⟦MEDICAL|阿尔茨海默病⟧，上次走丢过一次。
⟦PERSON|小邱⟧：收到，我联系她儿子⟦PERSON|钱建明⟧，电话⟦PHONE|135 8811 0273⟧。
⟦PERSON|徐主任⟧：低保金这个月⟦AMOUNT|1,160元⟧已经打到她卡上了，顺便确认一下。
"""),
("union_dues_notice", """
关于缴纳2025年度工会会费的通知
各分会：根据规定，会员按本人工资收入的⟪percentage|0.5%⟫按月缴纳会费。
⟪org_name|市交通运输工会⟫财务联系人：⟦PERSON|黄丽⟧，⟦PHONE|0571-8702 3316⟧，邮箱⟦EMAIL|jtgh_caiwu@163.com⟧。
"""),
("union_dues_table", """
| 会员编号 | 姓名 | 月工资 | 应缴会费 | 已缴 |
|---|---|---|---|---|
| ⟪member_no|GH-0317⟫ | ⟦PERSON|蒋志刚⟧ | ⟦AMOUNT|8,600⟧ | ⟦AMOUNT|43.00⟧ | 是 |
| ⟪member_no|GH-0318⟫ | ⟦PERSON|沈佳怡⟧ | ⟦AMOUNT|6,240⟧ | ⟦AMOUNT|31.20⟧ | 否 |
| ⟪member_no|GH-0319⟫ | ⟦PERSON|曹磊⟧ | ⟦AMOUNT|12,000⟧ | ⟦AMOUNT|60.00⟧ | 是 |
"""),
("matchmaking_profile", """
【⟪org_name|缘来网⟫会员资料】
昵称：⟪handle|星河漫步⟫   真实姓名：⟦PERSON|冯晓雨⟧
出生：⟦DATE_OF_BIRTH|1995年2月18日⟧   身份证：⟦IDCARD|$id_cn5⟧
现居：⟪place|成都武侯区⟫  年收入：⟦AMOUNT|三十多万⟧
婚史：未婚   健康状况：⟦MEDICAL|甲状腺结节术后⟧，已痊愈
红娘备注：⟦PERSON|许小姐⟧说对方最好有房，⟦PERSON|冯晓雨⟧母亲会陪同见面。
"""),
("matchmaking_safety_report", """
【⟪org_name|牵手相亲⟫安全举报】单号⟪report_id|JB20250219-0088⟫
举报人：⟦PERSON|宋雅琴⟧（会员ID ⟪user_id|883201⟫）
被举报人：自称“⟦PERSON|陆总⟧”，真名⟦PERSON|陆海峰⟧，手机⟦PHONE|177 0214 9983⟧
情况：见面两次后以投资为由借走⟦AMOUNT|五万元⟧，之后拉黑。还让我买了⟪price|2999元⟫的“理财课程”。
平台处理：封号，协助报警。
"""),
("foreign_trade_inquiry_email", """
主题：询盘回复 - ⟪product_code|LED-PB60⟫面板灯
⟦PERSON|Ahmed⟧您好，
感谢询价。FOB宁波单价⟪price|USD 6.80⟫/pcs，MOQ ⟪count|2000⟫ pcs，交期⟪duration|25天⟫。
样品费⟪price|USD 50⟫，下单后退还。
⟦PERSON|林芳⟧ | 外贸部
⟪org_name|慈溪光耀照明电器有限公司⟫
手机/微信：⟦PHONE|+86 158 5742 1196⟧  邮箱：⟦EMAIL|linfang@gy-lighting.cn⟧
"""),
("payroll_bank_sms", """
【⟪org_name|工商银行⟫】您尾号⟪id_tail|3308⟫卡⟪date|3月10日⟫10:22工资收入⟦AMOUNT|人民币9,874.60元⟧，余额⟦AMOUNT|15,230.18元⟧。⟦PERSON|刘建国⟧
"""),
("police_incident_record", """
接报警记录
报警人：⟦PERSON|高玉兰⟧，⟪age|62岁⟫，住⟦ADDRESS|南京市玄武区北京东路41号6栋203室⟧，电话⟦PHONE|13951823307⟧
事由：其子⟦PERSON|高翔⟧（身份证⟦IDCARD|$id_cn7⟧，出生⟦DATE_OF_BIRTH|2001年5月3日⟧）三日未归，平时有⟦MEDICAL|抑郁症⟧，服用⟦MEDICAL|舍曲林⟧。
处警民警：⟦PERSON|韩磊⟧、⟦PERSON|老周⟧。警情编号⟪case_ref|J3201022025030400117⟫。
"""),
("port_crew_shore_pass", """
船员登陆证申请（⟪place|青岛港⟫）
船名：⟪vessel|中远海运天秤座⟫   航次：⟪voyage_no|041E⟫
1. ⟦PERSON|杨志远⟧  大副  身份证⟦IDCARD|$id_cn8⟧  护照⟦PASSPORT|EC4471926⟧
2. ⟦PERSON|马晓峰⟧  二管轮  身份证⟦IDCARD|$id_cn4⟧  护照⟦PASSPORT|EH2903518⟧
代理：⟪org_name|青岛外代⟫ 联系人⟦PERSON|邹经理⟧ ⟦PHONE|0532-8298 7710⟧
"""),
("dingtalk_robot_config", """
# 报关单状态推送机器人
robot:
  name: 报关进度提醒
  webhook: "⟦SECRET|$ding_hook1⟧"
  secret: "⟦SECRET|SEC3b9e07f1c52a4d86e0b7f29a13c5d84e6f02a9b7c1d35e8f4a60b2c97d1e5f38a⟧"
  at_mobiles: ["⟦PHONE|18867105532⟧"]
oss:
  endpoint: oss-cn-hangzhou.aliyuncs.com
  access_key_id: ⟦APIKEY|$ltai1⟧
  access_key_secret: ⟦SECRET|$ali_sk1⟧
  bucket: ⟪bucket|customs-docs-prod⟫
"""),
("feishu_alert_log", """
[⟪timestamp|2025-03-02 23:41:17⟫] WARN  container-tracker: 推送飞书失败，重试 ⟪count|3⟫ 次
[⟪timestamp|2025-03-02 23:41:17⟫] DEBUG hook=⟦SECRET|$feishu_hook1⟧
[⟪timestamp|2025-03-02 23:41:18⟫] INFO  箱号 ⟪container_no|CSNU 620031 8⟫ 已进港，操作员 ⟦PERSON|zhouxin⟧，来源IP ⟦IP_ADDRESS|192.168.31.24⟧
"""),
("wecom_group_notice", """
【企业微信·⟪org_name|港务集团⟫安全生产群】
各位同事：⟪date|3月15日⟫起，⟪place|三号泊位⟫龙门吊夜班由⟦PERSON|谢宏伟⟧班组负责。
⟦PERSON|谢宏伟⟧同志上月体检发现⟦MEDICAL|高血压⟧三级，暂调地面岗位，由⟦PERSON|阿强⟧顶班。
请相关人员知悉。——安全科 ⟦PERSON|潘科长⟧
"""),
("tencent_cloud_env", """
# .env  外贸独立站
TENCENTCLOUD_SECRET_ID=⟦APIKEY|$akid1⟧
TENCENTCLOUD_SECRET_KEY=⟦SECRET|$tc_sk1⟧
MYSQL_HOST=⟦IP_ADDRESS|172.17.0.12⟧
MYSQL_PASSWORD=⟦PASSWORD|Gy@2024!trade⟧
SITE_PORT=⟪port|8080⟫
ADMIN_EMAIL=⟦EMAIL|admin@gy-lighting.cn⟧
"""),
("street_office_subsidy_list", """
⟪org_name|城东街道⟫2025年第一季度困难家庭临时救助名单（公示）
1. ⟪masked_name|何**⟫ 身份证⟪id_tail|3301************12⟫ 救助金额⟪price|2000元⟫
2. ⟪masked_name|李*梅⟫ 身份证⟪id_tail|3301************4X⟫ 救助金额⟪price|1500元⟫
公示期⟪duration|7天⟫，如有异议请致电⟦PHONE|0571-8609 1122⟧。
"""),
("fire_hazard_complaint_call", """
来电记录（⟪org_name|12345热线⟫转消防）
来电人⟦PERSON|许先生⟧反映：⟦ADDRESS|广州市天河区体育西路191号中石化大厦B座⟧负一楼电动车违规充电，楼道堵塞。
他说物业⟦PERSON|罗经理⟧不理。回访电话⟦PHONE|020-3868 4417⟧。
工单号⟪ticket_ref|GZ12345-20250307-0219⟫。
"""),
("hukou_inquiry_chat", """
妈妈发的：
你帮我问问派出所，我那个身份证⟦IDCARD|$id_cn10⟧快到期了，能不能在⟪place|天津⟫以外的地方换？我是⟦DATE_OF_BIRTH|1966年12月25日⟧生的，是不是可以办长期的？
"""),
("customs_broker_invoice", """
代理报关费用结算单 ⟪invoice_ref|NB-2025-0311⟫
委托方：⟪org_name|义乌市恒信进出口有限公司⟫  联系人：⟦PERSON|骆志明⟧
报关费⟪price|200元⟫/票 × ⟪count|3⟫；商检费⟪price|150元⟫/票
本次应付合计：⟦AMOUNT|1,050.00元⟧
收款账户：⟪org_name|宁波通达报关有限公司⟫，开户行⟪org_name|宁波银行江北支行⟫
"""),
("rail_station_lost_property", """
⟪place|北京南站⟫失物招领登记
拾得物品：黑色双肩包，内有⟦PERSON|邓嘉怡⟧的身份证（⟦IDCARD|$id_cn18⟧）、降压药⟦MEDICAL|硝苯地平缓释片⟧一盒、现金⟦AMOUNT|860元⟧。
登记人：⟦PERSON|小宋⟧  时间⟪timestamp|2025-02-12 19:40⟫
"""),
("matchmaking_chat", """
⟦PERSON|阿伟⟧：你好呀，资料上说你是护士？
⟦PERSON|思思⟧：对，在⟪org_name|省人民医院⟫急诊。你呢
⟦PERSON|阿伟⟧：我做跨境电商的，年收入大概⟦AMOUNT|80万⟧吧😂 加个微信？我的是⟪handle|wxid_sea2077⟫
⟦PERSON|思思⟧：先在平台聊吧，平台说不建议太早交换联系方式
"""),
("sewage_no_pii_notice", """
停水通知
因⟪place|解放路⟫供水管道改造，⟪date|3月20日⟫⟪time|22:00⟫至次日⟪time|06:00⟫停水，请居民提前储水。抢修负责人⟦PERSON|毛工⟧ ⟦PHONE|0571-8713 0560⟧。给您带来不便，敬请谅解。
⟪org_name|杭州水务集团⟫
"""),
("express_delivery_sms", """
【⟪org_name|顺丰速运⟫】您的快件⟪tracking_no|SF1420938817265⟫已到⟪place|文三路菜鸟驿站⟫，取件码⟪otp_code|6-2-1043⟫，驿站员⟦PERSON|小林⟧，联系电话⟪masked_phone|138****2233⟫。
"""),
("miner_health_record", """
职业健康检查结果告知书
姓名：⟦PERSON|贺永刚⟧  工种：⟪job_title|掘进工⟫  单位：⟪org_name|晋能控股某煤矿⟫
身份证号：⟦IDCARD|$id_cn22⟧
结论：⟦MEDICAL|壹期煤工尘肺⟧，⟦MEDICAL|双耳高频听力下降⟧。建议调离粉尘作业岗位。
体检机构：⟪org_name|市职业病防治院⟫ 报告编号⟪doc_no|ZJ2025-01783⟫
"""),
("ambulance_dispatch_log", """
⟪timestamp|02:13:05⟫ 接警 ⟪case_ref|120-20250305-0451⟫
呼救人：⟦PERSON|黎女士⟧ ⟦PHONE|13760381925⟧
地址：⟦ADDRESS|深圳市南山区科技园南区高新南七道18号⟧
患者：⟦PERSON|黎志豪⟧，男，⟪age|45岁⟫，⟦MEDICAL|胸痛伴大汗⟧，既往⟦MEDICAL|2型糖尿病⟧
⟪timestamp|02:14:40⟫ 派车 ⟪vehicle_no|粤B·120A7⟫，随车医生⟦PERSON|欧阳医生⟧
"""),
("social_housing_repair_wechat", """
业主⟦PERSON|李阿姨⟧：小区⟪place|7栋⟫楼顶又漏水了，我家天花板都发霉了
物业⟦PERSON|小杨⟧：阿姨您是几室？
业主⟦PERSON|李阿姨⟧：⟦ADDRESS|7栋2单元1602⟧，我老伴有⟦MEDICAL|哮喘⟧，不能闻霉味
物业⟦PERSON|小杨⟧：好的，维修单⟪ticket_ref|WX-5531⟫已报，明天师傅⟦PERSON|老刘⟧上门
"""),
("hukou_police_sql", """
INSERT INTO hk_resident (xm, gmsfhm, csrq, zz, lxdh, bz) VALUES
('⟦PERSON|罗振宇⟧', '⟦IDCARD|$id_cn11⟧', '⟦DATE_OF_BIRTH|1997-10-08⟧', '⟦ADDRESS|厦门市思明区湖滨南路88号1502室⟧', '⟦PHONE|15960218834⟧', '⟪remark|集体户迁入⟫'),
('⟦PERSON|郑晓燕⟧', '⟦IDCARD|$id_cn12⟧', '⟦DATE_OF_BIRTH|1987-06-19⟧', '⟦ADDRESS|西安市雁塔区科技路33号⟧', '⟦PHONE|18192047731⟧', NULL);
"""),
("customs_inspection_dialog", """
海关查验现场记录（⟪place|黄埔老港⟫）
查验关员：⟦PERSON|钟关员⟧  报关员：⟦PERSON|叶慧敏⟧（报关员证号⟪license_no|4401-2019-0347⟫）
货物：⟪hs_code|6110.20⟫棉制针织衫 ⟪count|1,200⟫件，申报货值⟪price|USD 9,600⟫
收货人代表⟦PERSON|梁振华⟧称货物为样品。查验结果：数量相符，品名不符，移交缉私部门。
"""),
("freight_forwarder_quote_wechat", """
⟦PERSON|Kevin陈⟧：深圳到汉堡40HQ这周报价⟪price|USD 2,350⟫，船期⟪date|周四⟫截关
⟦PERSON|老板娘⟧：上次那票的尾款⟦AMOUNT|18,600元⟧我昨天已经转到你们公户了，查一下
⟦PERSON|Kevin陈⟧：收到了姐，发票下午开
"""),
("container_damage_report", """
集装箱残损报告 ⟪report_id|EIR-NB-20250211-077⟫
箱号：⟪container_no|MSKU 903117 2⟫  尺寸：40HC  铅封：⟪seal_no|ML-4410927⟫
残损：左侧板凹陷⟪measurement|30cm×20cm⟫，门封胶条破损
理货员：⟦PERSON|单伟⟧   司机：⟦PERSON|侯德明⟧（⟦PHONE|13656782204⟧）
修箱报价：⟪price|¥680⟫（由船公司承担）
"""),
("railway_staff_roster", """
⟪place|上海南⟫动车所 ⟪date|3月份⟫夜班排班
| 日期 | 检修组长 | 组员 |
|---|---|---|
| ⟪date|3/1⟫ | ⟦PERSON|曹建平⟧ | ⟦PERSON|顾晓明⟧、⟦PERSON|小吕⟧ |
| ⟪date|3/2⟫ | ⟦PERSON|施国华⟧ | ⟦PERSON|顾晓明⟧、⟦PERSON|金超⟧ |
备注：⟦PERSON|施国华⟧⟦MEDICAL|腰椎间盘突出⟧复查，⟪date|3/5⟫请假。
"""),
("fire_drill_notice", """
消防演练通知
定于⟪date|4月2日⟫⟪time|15:00⟫在⟪place|A座⟫开展消防疏散演练，届时警铃将鸣响约⟪duration|3分钟⟫，请各部门按疏散路线撤离至⟪place|东侧广场⟫集合。
联系人：行政部⟦PERSON|章敏⟧ ⟦PHONE|0571-8690 2231⟧
"""),
("street_office_elderly_visit", """
独居老人走访登记表（⟪org_name|望江街道⟫）
姓名：⟦PERSON|鲁桂芳⟧  年龄：⟪age|81⟫  出生日期：⟦DATE_OF_BIRTH|1943年9月2日⟧
住址：⟦ADDRESS|杭州市上城区望江路127号5幢302室⟧
健康：⟦MEDICAL|白内障术后⟧，⟦MEDICAL|慢性心衰⟧，长期服用⟦MEDICAL|呋塞米⟧
紧急联系人：侄子⟦PERSON|鲁斌⟧ ⟦PHONE|13906527718⟧
家门密码锁：⟦PASSWORD|520913⟧（仅限紧急情况使用）
走访人：⟦PERSON|小胡⟧
"""),
("matchmaker_voice_transcript", """
[语音转文字]
红娘⟦PERSON|王姐⟧：哎⟦PERSON|小周⟧啊，上次那个姑娘⟦PERSON|婷婷⟧对你印象不错，她家里条件也好，她爸开厂的，彩礼说要⟦AMOUNT|二十八万八⟧，你家能接受不？
"""),
("union_hardship_application", """
困难职工帮扶申请
申请人：⟦PERSON|孔德彪⟧  所在单位：⟪org_name|市公交集团三分公司⟫  工号⟪employee_no|GJ-20734⟫
困难情况：妻子⟦PERSON|吕红霞⟧患⟦MEDICAL|乳腺癌⟧正在化疗，本年自付医疗费⟦AMOUNT|四万七千余元⟧。
申请补助：⟦AMOUNT|5,000元⟧
收款卡号：⟦CARD|$card_up1⟧
经办：工会⟦PERSON|蒋主席⟧
"""),
("bank_transfer_receipt_ocr", """
中国银行 转账回单
付款人：⟦PERSON|吴晓峰⟧  付款账号：⟦CARD|$card_up2⟧
收款人：⟦PERSON|邵丽娟⟧  收款账号：⟪masked_card|6228 48** **** 7710⟫
金额：⟦AMOUNT|¥12,800.00⟧  大写：⟦AMOUNT|壹万贰仟捌佰元整⟧
用途：相亲中介服务费退款   流水号⟪txn_id|2025031211430097782⟫
"""),
("wechat_pay_scam_report", """
派出所报案笔录（节选）
问：你把钱转给谁了？
答：转给一个叫“⟦PERSON|高经理⟧”的人，他说是⟪org_name|海关缉私局⟫的，说我的包裹里有违禁品，要交保证金。
问：转了多少？
答：分三次，一共⟦AMOUNT|九万六⟧。他还让我把银行卡⟦CARD|$card_up4⟧的验证码告诉他。
问：你的联系方式？
答：⟦PHONE|18758034412⟧。
记录人：⟦PERSON|王警官⟧
"""),
("aliyun_sdk_snippet", """
// 报关单OCR识别服务
const client = new OcrClient({
  accessKeyId: '⟦APIKEY|$ltai2⟧',
  accessKeySecret: '⟦SECRET|$ali_sk2⟧',
  endpoint: '⟪endpoint|ocr-api.cn-hangzhou.aliyuncs.com⟫',
  regionId: '⟪region|cn-hangzhou⟫',
});
// 负责人 ⟦PERSON|zhaolei⟧ 2025-03
"""),
("wecom_webhook_python", """
# 港口闸口异常推送 —— 作者：⟦PERSON|刘畅⟧
WEBHOOK = "⟦SECRET|$wecom_hook1⟧"
DB = "mysql://gate:⟦SECRET|G8te#2025⟧@⟦IP_ADDRESS|10.20.8.15⟧:⟪port|3306⟫/gate"
def notify(box_no):
    requests.post(WEBHOOK, json={"msgtype": "text", "text": {"content": f"箱号{box_no}闸口异常"}})
"""),
("fire_permit_form", """
动火作业许可证 ⟪permit_no|DH-2025-0188⟫
作业地点：⟪place|二号码头油品罐区⟫
作业人：⟦PERSON|焦永胜⟧（焊工证⟪license_no|HG-2019-44718⟫）
监护人：⟦PERSON|阎小军⟧
审批人：⟦PERSON|石经理⟧
有效时间：⟪time|08:00⟫至⟪time|17:00⟫
"""),
("hr_id_verification_email", """
⟦PERSON|黄总⟧：
新入职的船员⟦PERSON|苏文博⟧资料已核：身份证⟦IDCARD|$id_cn13⟧，海员证⟪seaman_book|C02817764⟫，护照⟦PASSPORT|EJ6028471⟧。
体检结论：⟦MEDICAL|色弱⟧，不影响轮机岗位。月薪按⟦AMOUNT|18,500元⟧执行。
人事部 ⟦PERSON|彭晶⟧ ⟦EMAIL|pengjing@cosco-crew.com⟧
"""),
("tide_independent_ferry_zh", """
⟪place|舟山⟫—⟪place|普陀山⟫ 快艇时刻表（不受潮汐影响）
⟪time|07:00⟫、⟪time|07:40⟫、⟪time|08:20⟫……⟪time|17:00⟫，每⟪duration|20分钟⟫一班
票价：成人⟪price|29元⟫，儿童⟪price|15元⟫
"""),
("police_lost_id_sms", """
【⟪org_name|思明公安⟫】⟦PERSON|罗振宇⟧您好，您于⟪date|3月3日⟫挂失的居民身份证（尾号⟪id_tail|6939⟫）补领申请已受理，请于⟪duration|7个工作日⟫后凭回执到户籍窗口领取。
"""),
("dating_platform_kyc_log", """
[⟪timestamp|2025-03-08 20:11:43⟫] kyc.verify user=⟪user_id|u7781203⟫ name=⟦PERSON|韦佳琪⟧ id=⟦IDCARD|$id_cn9⟧ result=PASS score=⟪score|0.97⟫
[⟪timestamp|2025-03-08 20:11:44⟫] kyc.face  user=⟪user_id|u7781203⟫ liveness=OK ip=⟦IP_ADDRESS|120.229.14.86⟧
[⟪timestamp|2025-03-08 20:12:02⟫] vip.pay   user=⟪user_id|u7781203⟫ amount=⟦AMOUNT|198.00⟧ channel=wxpay
"""),
("youth_case_meeting", """
未成年人帮教会议纪要
对象：⟦PERSON|小杰⟧（化名，真实姓名⟦PERSON|潘俊杰⟧），⟪age|15岁⟫
参会：检察官⟦PERSON|方晴⟧、社工⟦PERSON|阿敏⟧、班主任⟦PERSON|唐老师⟧
情况：⟦PERSON|小杰⟧确诊⟦MEDICAL|注意缺陷多动障碍⟧，近期逃学，参与盗窃电动车电瓶，赔偿被害人⟦AMOUNT|2,400元⟧已由家长支付。
"""),
("container_terminal_api_log", """
2025-03-09 10:02:11 INFO  auth ok token=⟦APIKEY|$jwt3⟧
2025-03-09 10:02:11 INFO  GET /v2/boxes/⟪container_no|OOLU 182736 0⟫ from ⟦IP_ADDRESS|10.3.44.201⟧ 200 ⟪latency|38ms⟫
2025-03-09 10:02:12 WARN  retry build ⟪build_id|b-20250309.4⟫
"""),
("adoption_registry_letter", """
收养登记证明（复印件）
收养人：⟦PERSON|钱志勇⟧、⟦PERSON|孙丽⟧
收养人住址：⟦ADDRESS|重庆市渝中区解放碑民族路166号⟧
被收养人：⟦PERSON|钱小满⟧  出生日期：⟦DATE_OF_BIRTH|2019年4月11日⟧
被收养人健康状况：⟦MEDICAL|先天性唇腭裂（已修复）⟧
登记机关：⟪org_name|重庆市渝中区民政局⟫ 证号⟪doc_no|渝中收字2024第0091号⟫
"""),
("mining_safety_meeting", """
班前会记录 ⟪date|3月12日⟫ 早班
值班矿长：⟦PERSON|武建军⟧
今日重点：⟪place|12305工作面⟫瓦斯浓度⟪percentage|0.62%⟫，正常；
⟦PERSON|老贾⟧昨晚⟦MEDICAL|酒精测试超标⟧，今日停班；
⟦PERSON|崔明⟧手部⟦MEDICAL|轻度擦伤⟧，已包扎。
"""),
("port_tariff_no_pii", """
港口收费标准（⟪year|2025⟫版）
集装箱装卸费：20尺⟪price|¥420⟫/箱，40尺⟪price|¥630⟫/箱
港口设施保安费：⟪price|¥10⟫/箱
冷藏箱插电费：⟪price|¥180⟫/天
本标准自⟪date|2025年1月1日⟫起执行。
"""),
("neighborhood_dispute_mediation", """
调解协议书
甲方：⟦PERSON|任长江⟧，住⟦ADDRESS|武汉市武昌区中南路7号1栋601⟧
乙方：⟦PERSON|段秀兰⟧，住同楼701
事由：乙方卫生间漏水导致甲方天花板受损。
协议：乙方一次性赔偿甲方⟦AMOUNT|3,800元⟧，于⟪date|3月31日⟫前付清。
调解员：⟪org_name|中南路街道⟫人民调解委员会 ⟦PERSON|邱调解员⟧
"""),
("port_driver_fee_wechat", """
车队长⟦PERSON|老孟⟧：各位师傅，⟪date|2月份⟫运费已结算，⟦PERSON|孟凡东⟧⟦AMOUNT|12,460元⟧、⟦PERSON|曲海波⟧⟦AMOUNT|9,880元⟧、⟦PERSON|小董⟧⟦AMOUNT|7,215元⟧，已转到各自银行卡。
⟦PERSON|曲海波⟧：收到，谢谢⟦PERSON|孟哥⟧
"""),
("12306_account_recovery", """
【12306】⟦PERSON|沈一鸣⟧您好，您的账号已重置密码为⟦PASSWORD|Tl12306@sym⟧，请尽快登录修改。注册手机⟦PHONE|159 0621 7748⟧，注册邮箱⟦EMAIL|shenyiming1993@qq.com⟧。
"""),
("property_fee_dispute_letter", """
致⟪org_name|金色家园物业⟫：
本人⟦PERSON|伍国平⟧，住⟦ADDRESS|合肥市蜀山区长江西路669号金色家园9栋1203室⟧，身份证⟦IDCARD|$id_cn16⟧。
贵司要求补缴物业费⟦AMOUNT|6,840元⟧，但2023年我已缴纳⟦AMOUNT|3,420元⟧（收据编号⟪receipt_no|JS-230417⟫），请核实。
联系电话：⟦PHONE|13855127706⟧
"""),
("fire_rectification_wecom", """
【企业微信】消防科⟦PERSON|覃科长⟧：⟦ADDRESS|南宁市青秀区民族大道136号⟧那家KTV整改复查不合格，罚款⟦AMOUNT|三万元⟧已开具处罚决定书⟪doc_no|青消行罚决字〔2025〕0027号⟫，负责人⟦PERSON|蒙志刚⟧签收。
"""),
("street_office_bank_change_form", """
高龄津贴代发账户变更申请
申请人：⟦PERSON|喻淑珍⟧   身份证：⟦IDCARD|$id_cn6⟧   出生日期：⟦DATE_OF_BIRTH|1970年11月12日⟧
原账户：⟪masked_card|6217 **** **** 2290⟫
新账户：⟦CARD|$card_up3⟧（本人）
代办人：女儿⟦PERSON|喻婷⟧ ⟦PHONE|18971403356⟧
住址：⟦ADDRESS|武汉市武昌区紫阳路214号2栋3单元501⟧
"""),
("matchmaking_fee_contract", """
婚恋服务合同（摘录）
甲方：⟪org_name|佳缘婚恋服务有限公司⟫   乙方：⟦PERSON|柏宇航⟧（手机⟦PHONE|17612093348⟧）
服务费：VIP套餐标价⟪price|28,800元⟫，乙方实际支付⟦AMOUNT|19,800元⟧（已优惠）。
乙方自述：⟦MEDICAL|乙肝小三阳⟧，同意向匹配对象披露。
退款账户：⟦CARD|$card_up5⟧
"""),
("customs_broker_login_leak", """
⟦PERSON|小钟⟧：单一窗口的账号密码发你了，别外传
账号：⟪account|NBTD_BG032⟫
密码：⟦PASSWORD|Tongda#0574⟧
卡介质PIN：⟦PASSWORD|88316622⟧
⟦PERSON|阿辉⟧：好的，报完我就删
"""),
("hukou_household_register_ocr", """
常住人口登记卡
户主姓名：⟦PERSON|车德胜⟧  与户主关系：户主
姓名：⟦PERSON|车晓丽⟧  曾用名：⟦PERSON|车小丽⟧  性别：女  民族：汉
出生日期：⟦DATE_OF_BIRTH|1999年7月21日⟧  出生地：⟪place|河北石家庄⟫
公民身份号码：⟦IDCARD|$id_cn15⟧
住址：⟦ADDRESS|石家庄市长安区建设北大街56号3-2-402⟧
承办人：⟪masked_name|刘**⟫  登记日期：⟪date|2017年8月3日⟫
"""),
]
