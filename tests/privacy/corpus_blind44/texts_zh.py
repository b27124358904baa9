# Chinese texts of blind44.  Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES
TEXTS = []

TEXTS += [
("wechat_rider_customer",
"""【美团外卖骑手】您好，我是骑手⟦PERSON|小马⟧，您的订单⟪order_id|#2087⟫已取餐，大概15分钟到。
顾客：好的，送到⟦ADDRESS|朝阳区望京街道阜通东大街6号院3号楼1单元1702室⟧，门禁密码是⟦PASSWORD|1702#⟧，直接上来就行
骑手：收到。楼下保安不让进的话我打您电话⟦PHONE|139 1742 8836⟧可以吗
顾客：可以的，放门口就行，我在开会
骑手：好嘞，别忘了给个五星好评哈 😄 配送费⟪delivery_fee|¥3.5⟫是平台收的不是我收的"""),

("hotel_registration_ocr_zh",
"""【OCR识别结果】 ⟪org_name|锦江之星（上海徐家汇店）⟫ 住宿登记单
姓名：⟦PERSON|许婧⟧　　性别：女　　民族：汉
证件类型：居民身份证　　证件号码：⟦IDCARD|$idc2⟧
出生日期：⟦DATE_OF_BIRTH|1992年7月26日⟧
联系电话：⟦PHONE|186 2174 3390⟧
住址：⟦ADDRESS|上海市徐汇区天钥桥路188弄5号602室，邮编200030⟧
房号：⟪room_number|8217⟫　入住：⟪checkin_date|2024-05-03⟫　离店：2024-05-05
押金：⟦AMOUNT|¥500⟧（微信支付）
前台经办：⟦PERSON|小刘⟧"""),

("minsu_host_wechat",
"""房东⟦PERSON|阿杰⟧：⟦PERSON|许小姐⟧您好～明天入住的话，大门密码锁是⟦PASSWORD|803127⟧，进门后左手边第二间，房间门密码⟦PASSWORD|6622⟧
⟦PERSON|许小姐⟧：好的谢谢！押金怎么付呀
房东⟦PERSON|阿杰⟧：押金⟦AMOUNT|300块⟧，退房检查没问题原路退。另外按派出所要求要登记身份证，麻烦把身份证号发我一下
⟦PERSON|许小姐⟧：⟦IDCARD|$idc2⟧
房东⟦PERSON|阿杰⟧：收到。民宿地址⟪business_address|大理古城人民路中段112号⟫，导航搜"⟪org_name|云上小院⟫"就行，有事打我⟦PHONE|137 6884 1205⟧
房东⟦PERSON|阿杰⟧：WiFi名⟪wifi_ssid|YunShang_5G⟫，客人WiFi密码贴在房间里"""),

("broadband_repair_ticket",
"""【宽带报修工单】 工单号：⟪ticket_id|BX20240611-00873⟫　优先级：普通
用户姓名：⟦PERSON|陈立伟⟧　　联系电话：⟦PHONE|0571-8827 4410⟧ / ⟦PHONE|158 6722 0931⟧
装机地址：⟦ADDRESS|浙江省杭州市西湖区文三路259号昌地火炬大厦2号楼1103⟧
宽带账号：⟪broadband_account|0571A88291033⟫　套餐：⟪plan_name|300M融合套餐⟫（⟪plan_price|129元/月⟫）
故障描述：晚上经常断网，光猫红灯闪。用户提供光猫超级管理员密码⟦PASSWORD|telecomadmin72361⟧，远程查看PON口光功率⟪light_level|-27.6dBm⟫偏低。
WAN口IP：⟦IP_ADDRESS|115.196.44.208⟧　内网网关：⟦IP_ADDRESS|192.168.1.1⟧
处理人：装维⟦PERSON|张师傅⟧（工号⟪employee_id|HZ-0932⟫），预约明天上午上门。"""),

]

TEXTS += [
("telecom_call_transcript_zh",
"""【通话录音转写】⟪call_id|CS-20240702-11873⟫
客服：您好，⟪org_name|中国联通⟫客服，工号⟪agent_id|8821⟫为您服务。
用户：你好，我想查一下这个月话费怎么这么多。
客服：好的，请问机主姓名？
用户：⟦PERSON|黄志强⟧。
客服：请提供一下机主身份证号码进行验证。
用户：⟦IDCARD|$idc6⟧。
客服：好的，再麻烦您说一下六位服务密码。
用户：⟦PASSWORD|幺二八八五三⟧。
客服：验证通过。您本月话费是⟦AMOUNT|三百二十六块五⟧，主要是⟪place_name|泰国⟫的国际漫游流量，套餐本身是⟪plan_price|99元⟫。
用户：我开了漫游包的啊？
客服：系统显示漫游包是⟪date|7月3号⟫才生效的，之前两天按标准资费。我帮您申请减免⟦AMOUNT|150元⟧，短信会发到⟦PHONE|185 5201 7734⟧。"""),

("smart_home_install_sheet_zh",
"""⟪org_name|云杉智能家居⟫ 安装派工单　No.⟪job_id|YS-20240615-031⟫
客户：⟦PERSON|梁振华⟧ 先生　　电话：⟦PHONE|136 0532 7781⟧
地址：⟦ADDRESS|山东省青岛市市南区香港中路76号颐和国际A座2603⟧
安装内容：智能门锁⟪model_number|Y-Lock S3⟫ ×1、人体传感器×3、网关⟪model_number|YS-GW2⟫ ×1
门锁管理员密码（客户自设）：⟦PASSWORD|271828⟧
家里WiFi：⟪wifi_ssid|ChinaNet-7Hx2⟫　密码：⟦PASSWORD|lzh19761230⟧
网关IP：⟦IP_ADDRESS|192.168.3.20⟧（已在路由器绑定）
备注：客户父亲⟦MEDICAL|脑梗后遗症⟧，行动不便，卫生间加装紧急呼叫按钮，告警推送到客户和他爱人⟦PERSON|孙倩⟧手机⟦PHONE|139 6398 0452⟧。
安装师傅：⟦PERSON|小罗⟧　　费用合计：⟪quote_total|¥3,860⟫（含设备）"""),

("dingtalk_datacenter_patrol",
"""【钉钉群：机房值班】
⟦PERSON|马骁⟧ 02:10
B区⟪rack_id|B07⟫机柜PDU告警，⟦IP_ADDRESS|10.16.7.21⟧～⟦IP_ADDRESS|10.16.7.28⟧这几台掉电了，@⟦PERSON|彭磊⟧ 你在附近吗
⟦PERSON|彭磊⟧ 02:13
在，马上过去。B区门禁密码上周换了，是多少来着
⟦PERSON|马骁⟧ 02:13
⟦PASSWORD|5813#⟧，别发群里啊……算了我撤回不了
⟦PERSON|彭磊⟧ 02:41
到了，空开跳了，已合闸，UPS电量⟪percentage|91%⟫。客户那边托管的⟦IP_ADDRESS|121.40.188.27⟧也恢复了
⟦PERSON|马骁⟧ 02:43
好，工单⟪ticket_id|IDC-INC-5521⟫我来关。早上跟⟦PERSON|梁总⟧汇报一下"""),

("dingtalk_robot_config",
"""# 告警机器人配置（订房平台 booking-prod）
alert:
  channel: dingtalk
  webhook: "⟦SECRET|$dingtalk_hook1⟧"
  secret: "⟦SECRET|$dingtalk_sec1⟧"   # 加签密钥，别外传
  at_mobiles:
    - "⟦PHONE|13917428836⟧"   # ⟦PERSON|周建国⟧
    - "⟦PHONE|18620174452⟧"   # ⟦PERSON|何嘉怡⟧
  silence: "⟪cron_expression|0 0 2 * * ?⟫"
  grafana: "http://⟪doc_ip|192.0.2.61⟫:⟪port|3000⟫"   # 文档示例地址，实际见Consul"""),

("bakery_cake_order_zh",
"""【⟪org_name|麦香坊烘焙⟫ 定制蛋糕订单】
订单号：⟪order_id|MX-0618-027⟫　　取货时间：⟪pickup_date|6月22日（周六）下午3点⟫
订货人：⟦PERSON|蒋雨欣⟧　　手机：⟦PHONE|173 0731 6620⟧
款式：8寸芒果千层 + 生日牌"祝⟦PERSON|朵朵⟧三岁生日快乐"
特别备注：小朋友⟦MEDICAL|鸡蛋过敏⟧，⟦MEDICAL|牛奶蛋白过敏⟧，奶油请换成植物奶油，千万别放蛋！
价格：⟪product_price|¥268⟫　　已付定金：⟦AMOUNT|¥100⟧　　尾款：⟦AMOUNT|¥168⟧
接单：店员⟦PERSON|小叶⟧"""),

("wedding_banquet_order",
"""⟪org_name|湘味楼⟫ 宴会预订确认单　编号⟪banquet_no|YH-2024-0818⟫
宴会类型：婚宴　日期：⟪event_date|2024年8月18日⟫中午　桌数：28桌（⟪menu_price|3888元/桌⟫）
联系人：新郎⟦PERSON|冯宇航⟧ ⟦PHONE|150 1183 2207⟧；新娘⟦PERSON|宋佳⟧ ⟦PHONE|189 7624 0318⟧
特殊饮食：
　主桌 新娘外婆——⟦MEDICAL|糖尿病⟧，少糖；
　3号桌 ⟦PERSON|罗浩⟧——⟦MEDICAL|海鲜过敏⟧；
　7号桌 两位素食（无需备注姓名）
已收定金：⟦AMOUNT|20,000元⟧（新郎父亲⟦PERSON|冯国栋⟧转账）
宴会经理：⟦PERSON|唐静⟧"""),

("game_studio_hr_form",
"""⟪org_name|极光互娱⟫ 新员工入职信息表
姓名：⟦PERSON|林晓雯⟧　　部门：美术中心-原画组　　工号：⟪employee_id|JG-2024-0317⟫
身份证号：⟦IDCARD|$idc5⟧　　出生日期：⟦DATE_OF_BIRTH|2000-04-30⟧
户籍地址：⟦ADDRESS|四川省成都市武侯区科华北路65号4栋2单元801⟧
工资卡（招商银行）：⟦CARD|$card_up3⟧
试用期月薪（税前）：⟦AMOUNT|12,000元⟧
紧急联系人：⟦PERSON|林国华⟧（父亲）⟦PHONE|139 8175 2246⟧
既往病史：⟦MEDICAL|轻度哮喘⟧，随身带⟦MEDICAL|沙丁胺醇气雾剂⟧
入职日期：⟪start_date|2024年7月1日⟫"""),

("coworking_contract_zh",
"""⟪org_name|蓝鲸共享办公⟫ 工位租赁协议（节选）　合同编号：⟪contract_no|LJ-SZ-2024-0412⟫
甲方：⟪org_name|深圳蓝鲸空间管理有限公司⟫（统一社会信用代码：⟪uscc|$uscc2⟫）
乙方：⟦PERSON|赵敏⟧　　身份证号：⟦IDCARD|$idc3⟧
乙方联系地址：⟦ADDRESS|广东省深圳市南山区粤海街道科技南十二路28号康佳研发大厦1608，邮编518057⟧
第三条　租金：固定工位⟪plan_price|1,280元/月⟫，乙方已支付押金⟦AMOUNT|2,560元⟧。
第七条　押金退还至乙方银行卡：⟦CARD|$card_up1⟧（户名：⟦PERSON|赵敏⟧）
乙方联系电话：⟦PHONE|135 1028 6647⟧　　邮箱：⟦EMAIL|zhaomin95@qq.com⟧
甲方经办人：社区经理⟦PERSON|何嘉怡⟧"""),

("dianping_review",
"""⭐☆☆☆☆ ⟦PERSON|吃货阿豪⟧ 2024-06-09
在⟪org_name|老码头火锅（春熙路店）⟫吃完当晚就⟦MEDICAL|上吐下泻⟧，第二天去华西医院挂急诊，医生说是⟦MEDICAL|急性肠胃炎⟧，还挂了两天水。人均⟪per_capita_price|¥128⟫，毛肚和鸭肠肯定不新鲜。
找店里协商，店长⟦PERSON|王经理⟧态度还行，退了⟦AMOUNT|386元⟧饭钱，医药费⟦AMOUNT|620块⟧说要走保险，到现在没消息。
【商家回复】⟦PERSON|吃货阿豪⟧您好，非常抱歉给您带来不好的体验，保险理赔已提交（报案号⟪claim_no|BA20240611-0093⟫），请留意电话。"""),

("takeaway_support_chat",
"""【饿了么在线客服】会话ID ⟪chat_id|EL-88210349⟫
用户：我的外卖洒了一半，汤全漏了
客服⟦PERSON|小雪⟧：非常抱歉！麻烦提供一下订单号和收货地址哦
用户：订单⟪order_id|3058 8812 4471 0093⟫，地址⟦ADDRESS|武汉市武昌区中北路108号东湖壹号A栋1203⟧
客服⟦PERSON|小雪⟧：好的已核实，收件人是⟦PERSON|王海燕⟧，电话⟪masked_phone|186****2291⟫对吗？
用户：对
客服⟦PERSON|小雪⟧：已为您退款⟦AMOUNT|¥42.80⟧，原路返回，另外补偿一张⟪coupon|满30减8⟫红包～"""),

("wecom_webhook_ops",
"""【企业微信 · 订房平台运维群】
⟦PERSON|周建国⟧：新的告警机器人地址更新一下，旧的那个被⟦PERSON|小赵⟧删了
⟦PERSON|周建国⟧：⟦SECRET|$wecom_hook1⟧
⟦PERSON|小赵⟧：😅 我的锅。prometheus那边我来改，alertmanager在⟦IP_ADDRESS|10.30.5.12⟧
⟦PERSON|周建国⟧：改完跑一下测试消息。版本别升到⟪version|0.27.0⟫，有bug
⟦PERSON|小赵⟧：收到，工单⟪ticket_id|OPS-7712⟫"""),

("hotel_front_desk_handover",
"""【前台交接班记录】⟪org_name|悦途精品酒店⟫　⟪shift|夜班→早班⟫　⟪date|2024.06.23⟫
1. 1206房⟦PERSON|叶子涵⟧女士未结账离店，挂账⟦AMOUNT|¥1,164⟧，已电话⟦PHONE|188 5792 0634⟧联系，说中午来补。
2. 808房客人⟦PERSON|老梁⟧反映空调噪音，已报工程部（单号⟪work_order|GC-0623-04⟫）。
3. 夜审：当日房费收入⟪org_total|¥48,230⟫，出租率⟪percentage|92%⟫。
4. 保险柜：702房客人忘记保险柜密码，已由值班经理⟦PERSON|彭磊⟧开启。
5. 前台备用金⟪org_cash|¥2,000⟫已清点。
交班人：⟦PERSON|小刘⟧　接班人：⟦PERSON|小唐⟧"""),
]

TEXTS += [
("aliyun_ak_leak_chat",
"""【飞书私聊】
⟦PERSON|顾晓峰⟧：⟦PERSON|韩雪⟧，OSS上传一直报403，你帮我看看这个AK对不对
⟦PERSON|顾晓峰⟧：AccessKey ID: ⟦APIKEY|$ali_akid1⟧
⟦PERSON|顾晓峰⟧：AccessKey Secret: ⟦SECRET|$ali_secret1⟧
⟦PERSON|韩雪⟧：？？？你怎么直接发出来了，赶紧去RAM控制台禁用重建
⟦PERSON|韩雪⟧：403是因为bucket ⟪bucket_name|roomloop-cn-images⟫ 在 ⟪cloud_region|cn-hangzhou⟫，你endpoint写成了北京
⟦PERSON|顾晓峰⟧：好的好的，马上换。SDK版本⟪version|2.18.4⟫没问题吧
⟦PERSON|韩雪⟧：没问题"""),

("hostel_foreign_guest_register",
"""⟪org_name|西安背包客青年旅舍⟫　境外人员住宿登记（手工录入）
1) 姓名：⟦PERSON|Matti Korhonen⟧　国籍：芬兰　证件：芬兰身份证 ⟦NATIONAL_ID|$hetu1⟧（无护照，申根区内旅行）
   出生日期：⟦DATE_OF_BIRTH|1992-03-15⟧　床位：⟪bed_id|6人间-3号⟫
2) 姓名：⟦PERSON|Jae-won Park⟧　国籍：韩国　护照号：⟦PASSPORT|$pp_kr1⟧
   出生日期：⟦DATE_OF_BIRTH|1990-05-14⟧　床位：⟪bed_id|4人间-1号⟫
3) 姓名：⟦PERSON|Chloe Martel⟧　国籍：法国　护照号：⟦PASSPORT|$pp_fr2⟧
已于⟪report_time|22:40⟫上传公安境外人员管理系统。值班：⟦PERSON|小邓⟧"""),
]

TEXTS += [
("broadband_realname_signup",
"""【宽带新装 · 实名登记】受理单号：⟪order_id|KD-QD-240703-118⟫
机主姓名：⟦PERSON|梁振华⟧
证件号码：⟦IDCARD|$idc10⟧
出生日期：⟦DATE_OF_BIRTH|1976年12月30日⟧
装机地址：⟦ADDRESS|青岛市市南区香港中路76号颐和国际A座2603⟧
联系电话：⟦PHONE|136 0532 7781⟧
办理套餐：⟪plan_name|千兆宽带+IPTV⟫　资费：⟪plan_price|199元/月⟫
一次性安装调测费：⟦AMOUNT|100元⟧（已现金收取）
营业员：⟦PERSON|姚佳琪⟧　营业厅：⟪org_name|市南区香港中路营业厅⟫"""),

("mobile_plan_price_table",
"""⟪org_name|中国移动⟫ 2024年校园套餐资费一览（⟪doc_version|第3版⟫）
| 套餐名称 | 月费 | 国内流量 | 通话 |
|---|---|---|---|
| ⟪plan_name|动感地带 青春卡⟫ | ⟪plan_price|29元⟫ | ⟪data_allowance|30GB⟫ | 100分钟 |
| ⟪plan_name|动感地带 畅玩卡⟫ | ⟪plan_price|49元⟫ | ⟪data_allowance|60GB⟫ | 200分钟 |
| ⟪plan_name|宽带融合 校园版⟫ | ⟪plan_price|69元⟫ | 80GB | 300分钟 |
注：以上资费自⟪effective_date|2024年9月1日⟫起生效，合约期⟪contract_term|12个月⟫。超出流量按⟪tariff|3元/GB⟫计费。"""),

("restaurant_menu_zh",
"""⟪org_name|湘味楼⟫ 午市特价菜单（⟪date|6月⟫）
⟪dish_code|A01⟫ 剁椒鱼头 ………… ⟪menu_price|¥88⟫
⟪dish_code|A02⟫ 小炒黄牛肉 ……… ⟪menu_price|¥58⟫
⟪dish_code|A03⟫ 辣椒炒肉 ………… ⟪menu_price|¥42⟫
⟪dish_code|B01⟫ 米饭 …………………… ⟪menu_price|¥3⟫/碗
温馨提示：本店菜品⟪allergen_notice|可能含有花生、芝麻及麸质⟫，如有过敏请提前告知服务员。
服务费：⟪service_charge|不收取⟫　　包间最低消费：⟪minimum_spend|¥800⟫"""),

("game_realname_ticket",
"""【客服工单】⟪ticket_id|GM-CS-2024-071203⟫　游戏：⟪game_title|《星穹边境》⟫
玩家昵称：⟦PERSON|航仔不吃香菜⟧　　UID：⟪game_uid|108839271⟫
问题：防沉迷实名认证失败，提示"身份信息不一致"
玩家提交：姓名 ⟦PERSON|冯宇航⟧，身份证 ⟦IDCARD|$idc13⟧，手机 ⟦PHONE|150 1183 2207⟧
核查：公安接口返回姓名与证件号匹配，原因是玩家之前用他表哥的信息认证过，已解绑。
玩家申请退款：⟦AMOUNT|648元⟧（误充值），按规定成年玩家不予退款，已告知。
处理人：⟦PERSON|小贺⟧"""),

("hotel_vip_profile",
"""【会员档案】⟪org_name|悦途精品酒店⟫ 金卡会员 ⟪member_no|YT-VIP-003318⟫
姓名：⟦PERSON|陈立伟⟧　　生日：⟦DATE_OF_BIRTH|1979-08-22⟧（生日当月送蛋糕）
手机：⟦PHONE|158 6722 0931⟧　　邮箱：⟦EMAIL|chenliwei_hz@163.com⟧
偏好：高楼层、无烟房、荞麦枕
健康备注：⟦MEDICAL|痛风⟧，早餐避免海鲜和动物内脏；对⟦MEDICAL|青霉素过敏⟧（客人主动告知）
消费累计：⟪org_metric|¥36,420⟫（积分⟪points_balance|18,210⟫）
专属管家：⟦PERSON|唐静⟧"""),

("idc_access_authorization",
"""【IDC机房 临时出入授权单】编号：⟪request_id|SQ-IDC-0715-03⟫
机房：⟪facility_code|杭州下沙IDC三期 3F⟫　　机柜：⟪rack_id|C-12⟫ / ⟪rack_id|C-13⟫
来访单位：⟪org_name|杭州星链网络科技有限公司⟫（⟪uscc|$uscc3⟫）
来访人员：⟦PERSON|马骁⟧　身份证：⟦IDCARD|$idc8⟧　手机：⟦PHONE|181 9127 3305⟧
　　　　　⟦PERSON|罗浩⟧　身份证：⟦IDCARD|$idc15⟧
事由：更换交换机⟪model_number|S5735-L48T4X⟫，变更单⟪change_id|CHG-20240715-2⟫
时间：⟪visit_window|2024-07-15 09:00～12:00⟫
审批：⟦PERSON|梁总⟧　陪同：⟦PERSON|彭磊⟧"""),

("merchant_settlement_notice",
"""【外卖商家后台 · 结算通知】
门店：⟪org_name|阿珍烧腊（体育西店）⟫　　门店ID：⟪store_id|918273⟫
结算周期：⟪settlement_period|06.17-06.23⟫
营业额：⟪org_total|¥58,342.60⟫　平台服务费：⟪org_total|¥3,500.56⟫　应结金额：⟪org_total|¥54,842.04⟫
结算账户变更申请：店主⟦PERSON|何丽珍⟧申请将结算卡改为个人卡 ⟦CARD|$card_up2⟧（⟪org_name|中国工商银行⟫）
变更需验证店主手机 ⟦PHONE|137 2288 4016⟧，验证码已发送（5分钟内有效）。"""),

("salary_slip_zh",
"""⟪org_name|极光互娱⟫ 2024年6月工资条
姓名：⟦PERSON|彭磊⟧　　工号：⟪employee_id|JG-2019-0088⟫　　部门：运维部
基本工资 18,000.00　绩效 4,500.00　餐补 600.00　（计薪天数 ⟪work_days|21.75⟫）
社保个人 -1,932.00　公积金个人 -2,160.00　个税 -1,201.80
实发工资：⟦AMOUNT|¥17,806.20⟧
发放至：⟦CARD|$card_up5⟧
如有疑问联系HR⟦PERSON|沈默⟧，分机⟪extension|8031⟫"""),

("smart_lock_aftersales_wechat",
"""【云杉智能家居 售后群】
客户⟦PERSON|钟慧敏⟧：你好，我妈一个人在家，门锁突然提示低电量然后打不开了😭
售后⟦PERSON|小罗⟧：别急，您家地址是⟦ADDRESS|长沙市岳麓区麓谷大道658号麓谷信息港B座1502⟧吧，我们师傅40分钟到。锁的应急供电口在底部，可以先用充电宝Type-C接上试试
客户⟦PERSON|钟慧敏⟧：接上了，密码⟦PASSWORD|520131⟧按了还是不行
售后⟦PERSON|小罗⟧：那可能是密码被改过，我远程下发一个临时密码：⟦PASSWORD|83927104⟧，30分钟有效
客户⟦PERSON|钟慧敏⟧：开了！！谢谢！我妈有⟦MEDICAL|高血压⟧，刚才急得头晕
售后⟦PERSON|小罗⟧：人没事就好，师傅照样过去换电池，上门费⟪service_fee|¥50⟫免了"""),

("game_studio_minutes_zh",
"""【会议纪要】⟪org_name|极光互娱⟫ 项目组周会　⟪meeting_date|2024-07-08⟫
参会：⟦PERSON|顾晓峰⟧、⟦PERSON|韩雪⟧、⟦PERSON|林晓雯⟧、⟦PERSON|谢晨⟧（记录）
1. ⟪game_title|《星穹边境》⟫⟪version|1.4⟫版本延期一周，原因是渲染管线重构未完成。
2. ⟦PERSON|林晓雯⟧请病假两周（⟦MEDICAL|腰椎间盘突出⟧，需要做理疗），原画外包先由⟦PERSON|韩雪⟧对接。
3. ⟦PERSON|谢晨⟧转正，月薪调整为⟦AMOUNT|15,500元⟧，从8月起生效。
4. 外包预算：本季度总额⟪org_total|80万⟫，已用⟪org_total|46.3万⟫。
下次会议：⟪meeting_date|7月15日⟫"""),

("catering_supply_contract",
"""团餐配送服务合同（摘要）　合同号：⟪contract_no|TC-2024-NJ-019⟫
甲方：⟪org_name|南京云栖共享办公有限公司⟫
乙方：⟪org_name|金陵味道餐饮管理有限公司⟫　统一社会信用代码：⟪uscc|$uscc1⟫
乙方开户行：⟪org_bank_name|中国银行南京新街口支行⟫　对公账号：⟪org_bank_account|5108 6612 0093 4471 2⟫
供餐标准：工作日午餐⟪unit_price|25元/人/餐⟫，预计⟪headcount|120人⟫
甲方联系人：行政⟦PERSON|黄志强⟧ ⟦PHONE|025-8663 2218⟧ ⟦EMAIL|huangzq@yunqi-space.cn⟧
乙方联系人：⟦PERSON|董雪梅⟧ ⟦PHONE|139 1298 0473⟧
⟦PERSON|董雪梅⟧备注：甲方员工如有⟪dietary_preference|清真⟫餐或素食需求请提前一天报备。"""),
]

TEXTS += [
("ops_handover_doc",
"""# 订房平台 运维交接文档（⟦PERSON|周建国⟧ → ⟦PERSON|冯宇航⟧）
## 1. 服务器
- 跳板机：⟦IP_ADDRESS|10.30.0.5⟧（外网 ⟦IP_ADDRESS|119.29.104.66⟧），账号 ⟦PERSON|zhoujianguo⟧，密码 ⟦PASSWORD|Zjg@jump2024⟧（交接后请立即修改）
- MySQL主库：⟦IP_ADDRESS|10.30.2.11⟧:⟪port|3306⟫，从库 ⟦IP_ADDRESS|10.30.2.12⟧
## 2. 腾讯云API密钥（COS、CDN刷新用）
- SecretId：⟦APIKEY|$tencent_akid1⟧
- SecretKey：⟦SECRET|$tencent_secret1⟧
## 3. 其他
- 监控：⟪url|grafana.roomloop.cn⟫，告警群已迁到飞书
- 文档版本 ⟪doc_version|v0.9⟫，最后更新 ⟪date|2024-07-10⟫"""),

("wxpay_merchant_config",
"""# 微信支付配置（⟪org_name|麦香坊烘焙⟫小程序）
wechat:
  appid: ⟪app_id|$wx_appid1⟫          # 小程序AppID，公开的
  mchid: "⟪merchant_id|1651028833⟫"        # 商户号
  serial_no: "⟪cert_serial|5F1C9A0B22D74E6C3A81F0D7B6E2A4C913D0E8F7⟫"
  api_v3_key: "⟦SECRET|$wxpay_key1⟧"
  notify_url: https://api.maixiangfang.com/pay/notify
  private_key: |
    ⟦SECRET|$pem3⟧
# 负责人：⟦PERSON|蒋雨欣⟧ ⟦PHONE|173 0731 6620⟧"""),

("phone_booking_credit_card",
"""【订房电话记录】⟪org_name|悦途精品酒店⟫ 预订部　⟪call_time|2024-07-11 15:20⟫
客人：⟦PERSON|宋佳⟧女士，预订7月20日至22日行政大床房两晚（⟪room_rate|¥888/晚⟫）
担保方式：信用卡
卡号：⟦CARD|$card_visa6⟧
有效期：⟪card_expiry|09/28⟫　　背面后三位：⟦CVV|736⟧
持卡人：⟦PERSON|SONG JIA⟧
联系电话：⟦PHONE|189 7624 0318⟧
备注：客人⟦MEDICAL|怀孕五个月⟧，要安静、远离电梯的房间
预订员：⟦PERSON|小唐⟧　预订号：⟪reservation_ref|YT240720-0133⟫"""),

("taiwan_guest_email",
"""寄件者：⟦PERSON|吳怡君⟧ <⟦EMAIL|yijun.wu@gmail.com⟧>
主旨：訂房資料補充 — 訂單⟪booking_ref|RL-TW-30918⟫

您好，

我們一家三口8月要入住貴飯店（⟪org_name|廈門鷺島海景酒店⟫），依規定補上證件資料：
台灣身分證字號：⟦NATIONAL_ID|$twid1⟧
手機：⟦PHONE|+886 912 308 447⟧
先生 ⟦PERSON|陳冠宇⟧ 對⟦MEDICAL|花生嚴重過敏⟧，早餐請特別留意。

謝謝！
⟦PERSON|怡君⟧"""),

("hk_guest_wechat",
"""⟦PERSON|Winnie陈⟧：你好，我下周带妈妈去你们酒店，入住人写我妈妈名字可以吗
客服⟦PERSON|小何⟧：可以的呢，麻烦提供入住人姓名和证件号～
⟦PERSON|Winnie陈⟧：⟦PERSON|黎美玲⟧，香港身份证 ⟦NATIONAL_ID|$hkid3⟧，回乡证到时候带着
⟦PERSON|Winnie陈⟧：她⟦MEDICAL|膝关节置换⟧过，走路慢，能安排无障碍房吗
客服⟦PERSON|小何⟧：已备注无障碍房，房价⟪room_rate|¥699⟫含双早，预订号⟪reservation_ref|XM-0729-118⟫
⟦PERSON|Winnie陈⟧：好的，我电话⟦PHONE|+852 6287 1053⟧"""),
]

TEXTS += [
("hostel_staff_group_zh",
"""【青旅义工群】
⟦PERSON|小邓⟧：今晚值班交接：前门密码改成⟦PASSWORD|0816⟧了，行李房还是⟦PASSWORD|2468⟧
⟦PERSON|阿Ken⟧：收到。8人间那个韩国小哥⟦PERSON|Jae-won⟧说明早6点退房，押金⟦AMOUNT|100元⟧现金退他
⟦PERSON|小邓⟧：好。还有3号床的姑娘说她⟦MEDICAL|低血糖⟧，前台放了一盒葡萄糖，她要就给
⟦PERSON|阿Ken⟧：👌 店里的猫⟪pet_name|煤球⟫又吐了，明天谁带去宠物医院
⟦PERSON|小邓⟧：我去，它就是⟪pet_health|毛球症⟫，老毛病了"""),

("rider_onboarding_form",
"""【骑手入职登记表】⟪org_name|蜂鸟即配⟫ 西安雁塔站
姓名：⟦PERSON|马骁⟧　　身份证号：⟦IDCARD|$idc8⟧　　出生日期：⟦DATE_OF_BIRTH|1983年11月5日⟧
现住址：⟦ADDRESS|陕西省西安市雁塔区小寨东路126号百隆公寓2单元603⟧
手机：⟦PHONE|181 9127 3305⟧
健康证编号：⟪health_cert_no|XA-JK-2024-088213⟫（有效期至⟪expiry_date|2025-06⟫）
紧急联系人：⟦PERSON|马晓丽⟧（妹妹）⟦PHONE|152 9103 6648⟧
装备押金：⟦AMOUNT|¥300⟧（从首月收入扣）
站长：⟦PERSON|老韩⟧"""),

("broadband_ipv6_ticket",
"""【⟦PHONE|10000⟧号 工单回访】⟪ticket_id|GD-GZ-0712-55102⟫
用户：⟦PERSON|何嘉怡⟧　电话：⟦PHONE|186 2017 4452⟧
问题：游戏延迟高，NAT类型为NAT4，要求开公网IP。
查询结果：用户WAN口IPv4为⟦IP_ADDRESS|100.66.38.201⟧（运营商级NAT），IPv6地址⟦IP_ADDRESS|240e:3b3:2c14:8a10:5d2e:91ff:fe3a:7c44⟧ 正常。
处理：家宽不提供固定公网IPv4，已建议使用IPv6，并在光猫开启桥接。光猫型号⟪model_number|ZXHN F650⟫，软件版本⟪firmware_version|V9.0.11P1N6⟫。
回访满意度：满意。"""),

("overseas_hotel_booking_cs",
"""【订房平台 客服会话】⟪chat_id|CS-INTL-771203⟫
用户：我订的东京那家酒店让我补护照信息，是真的吗？会不会是诈骗
客服⟦PERSON|小苏⟧：您好，日本酒店按当地法律需要登记外国住客护照号，是正常的。您可以直接在订单页填写，不要发给陌生人哦
用户：那我直接发给你吧，⟦PERSON|叶子涵⟧，护照⟦PASSPORT|$pp_cn3⟧，同行人⟦PERSON|潘文博⟧ ⟦PASSPORT|$pp_cn4⟧
客服⟦PERSON|小苏⟧：已帮您补录到订单⟪order_id|RL-JP-2024-08812⟫。另外提醒：酒店要求入住时出示护照原件。
用户：好的，房费⟦AMOUNT|¥2,380⟧已经付了对吧
客服⟦PERSON|小苏⟧：是的，已支付成功。"""),

("team_building_hotel_list",
"""团建酒店入住名单（⟪org_name|蓝鲸共享办公⟫ 社区团队，⟪event_date|7月26日-28日⟫，⟪place_name|千岛湖⟫）
序号,姓名,身份证号,手机,房型,备注
1,⟦PERSON|何嘉怡⟧,⟦IDCARD|$idc9⟧,⟦PHONE|186 2017 4452⟧,双床,
2,⟦PERSON|蒋雨欣⟧,⟦IDCARD|$idc11⟧,⟦PHONE|173 0731 6620⟧,双床,⟦MEDICAL|晕车⟧，安排前排
3,⟦PERSON|叶子涵⟧,⟦IDCARD|$idc14⟧,⟦PHONE|188 5792 0634⟧,大床,
4,⟦PERSON|宋佳⟧,⟦IDCARD|$idc16⟧,⟦PHONE|189 7624 0318⟧,大床,⟦MEDICAL|孕期⟧，不参加漂流
人均预算⟪budget|¥1,500⟫，总预算⟪org_total|¥6,000⟫（公司承担）"""),

("takeaway_platform_notice",
"""【商家公告】关于调整夜间配送服务费的通知（⟪notice_id|公告〔2024〕27号⟫）
各位商家：
自⟪effective_date|2024年8月1日⟫起，22:00-次日06:00时段订单的配送服务费上调⟪fee_change|0.5元/单⟫，平台技术服务费费率保持⟪percentage|6%⟫不变。
本次调整涉及⟪place_name|广州市天河区⟫、⟪place_name|越秀区⟫共计⟪merchant_count|3,200余家⟫门店。
如有疑问请在商家后台提交工单（类型：⟪ticket_category|费用咨询⟫）。
⟪org_name|饿了么广州运营中心⟫"""),

("child_recharge_refund",
"""【未成年人充值退款申请】申请编号：⟪request_id|WCN-2024-3308⟫
监护人：⟦PERSON|王海燕⟧（母亲）　身份证：⟦IDCARD|$idc7⟧　出生日期：⟦DATE_OF_BIRTH|1991-02-18⟧
联系电话：⟦PHONE|186 7120 2291⟧
未成年人：⟦PERSON|刘子墨⟧，10岁，游戏角色名"⟪game_character|墨墨大魔王⟫"
情况说明：孩子用我的手机在⟪date|6月1日-6月20日⟫共充值⟦AMOUNT|3,276元⟧，我完全不知情。
退款账户：⟦CARD|$card_up4⟧（户名⟦PERSON|王海燕⟧）
附件：⟪attachment|充值记录截图×12⟫
审核人：⟦PERSON|小贺⟧"""),
]

TEXTS += [
("smart_home_app_log_zh",
"""[⟪timestamp|2024-07-16 07:42:18⟫] INFO  网关 ⟪device_id|YS-GW2-0A83F1⟫ 上线，内网地址 ⟦IP_ADDRESS|192.168.31.105⟧，公网出口 ⟦IP_ADDRESS|183.14.97.52⟧
[2024-07-16 07:42:20] INFO  用户 ⟪masked_phone|136****7781⟫ 登录 App ⟪app_version|v3.6.2⟫
[2024-07-16 07:45:03] WARN  门锁 ⟪device_id|YS-LK-77C210⟫ 连续3次密码错误，已锁定3分钟
[2024-07-16 07:48:55] INFO  管理员 ⟦PERSON|梁振华⟧ 添加临时密码 ⟦PASSWORD|406193⟧（有效期至 2024-07-16 18:00，备注：保洁员⟦PERSON|刘桂芳⟧）
[2024-07-16 07:49:10] INFO  推送告警至 ⟦PHONE|139 6398 0452⟧"""),

("coworking_visitor_register",
"""【访客登记】⟪org_name|蓝鲸共享办公·科技园店⟫　⟪date|2024-07-17⟫
| 时间 | 访客姓名 | 手机 | 拜访会员 | 工位 |
|---|---|---|---|---|
| 09:40 | ⟦PERSON|潘文博⟧ | ⟦PHONE|131 2840 7765⟧ | ⟦PERSON|赵敏⟧ | ⟪desk_number|F3-16⟫ |
| 10:15 | ⟦PERSON|袁野⟧ | ⟦PHONE|177 2055 9180⟧ | ⟦PERSON|卢俊⟧ | ⟪desk_number|F2-08⟫ |
| 14:02 | 快递（顺丰） | ⟪masked_phone|152****0031⟫ | 前台代收 | — |
前台：⟦PERSON|苏晴⟧　今日访客码：⟪visitor_code|VX-0717⟫"""),

("idc_shift_handover",
"""机房值班交接（夜→白）⟪date|7月18日⟫
- 交班：⟦PERSON|彭磊⟧　接班：⟦PERSON|魏鹏⟧
- 昨晚22:30 客户⟪org_name|星链网络⟫ 的 ⟦IP_ADDRESS|121.40.188.30⟧ 被DDoS，流量⟪traffic|38Gbps⟫，已黑洞30分钟后解封。
- 带外管理：IPMI 地址 ⟦IP_ADDRESS|10.16.9.44⟧，账号ADMIN / ⟦PASSWORD|Ipmi#B07-2024⟧，用完记得登出
- 空调⟪device_id|CRAC-3⟫ 回风温度⟪temperature|27.5℃⟫偏高，已报厂家（工单⟪ticket_id|WX-0718-02⟫）
- 备件柜钥匙在⟦PERSON|老韩⟧那里"""),

("hotel_complaint_email_zh",
"""发件人：⟦PERSON|罗浩⟧ <⟦EMAIL|luohao1987@126.com⟧>
收件人：⟦EMAIL|service@yuetu-hotels.com⟧
主题：关于7月12日浴室滑倒受伤的投诉

你好，
我7月12日入住贵酒店1518房（订单⟪order_id|YT240712-0877⟫），当晚在浴室滑倒，造成⟦MEDICAL|右手腕骨裂⟧，在市一医院打了石膏，医药费⟦AMOUNT|2,340元⟧，票据已附上。
浴室没有防滑垫，也没有任何警示。希望酒店承担医药费，并退还当晚房费⟦AMOUNT|¥568⟧。
我的电话⟦PHONE|138 4012 9376⟧，地址⟦ADDRESS|辽宁省沈阳市和平区南京北街206号2-3-1，邮编110001⟧。
⟦PERSON|罗浩⟧"""),

("telecom_account_transfer",
"""【手机号码过户 受理单】⟪order_id|GH-CQ-240719-07⟫
号码：⟦PHONE|189 8316 2204⟧
原机主：⟦PERSON|彭磊⟧　身份证：⟦IDCARD|$idc12⟧　出生日期：⟦DATE_OF_BIRTH|1989-09-25⟧
新机主：⟦PERSON|唐静⟧　（原机主之妻，持结婚证办理）
原机主预存款余额：⟦AMOUNT|¥87.20⟧，随号码转给新机主
新服务密码：客户自行在密码器上设置（未记录）
经办营业员：⟦PERSON|卢俊⟧　营业厅：⟪org_name|渝中区解放碑营业厅⟫"""),
]

TEXTS += [
("rider_merchant_dispute_call",
"""【站点电话录音整理】⟪call_id|HL-0720-0931⟫
骑手⟦PERSON|冯师傅⟧：店里出餐太慢了，我等了25分钟，超时被扣了⟦AMOUNT|8块⟧，这钱谁出？
店长⟦PERSON|阿珍⟧：我们今天就一个厨师，实在忙不过来，要不我微信转你吧
骑手⟦PERSON|冯师傅⟧：行，我微信号就是手机号⟦PHONE|一三二 零七四二 六六一九⟧
店长⟦PERSON|阿珍⟧：好，转你⟦AMOUNT|十块⟧，多的算请你喝水
站长备注：出餐超时申诉单号⟪appeal_no|SS-20240720-118⟫，已撤销扣款。"""),

("bakery_birthday_sms",
"""【⟪org_name|麦香坊⟫】亲爱的⟦PERSON|钟慧敏⟧会员，祝您生日快乐🎂！您的生日券（⟪coupon_code|BD2024-8821⟫，满⟪coupon_threshold|100⟫减⟪coupon_value|30⟫）已到账，有效期至⟪expiry_date|7月31日⟫。您的会员卡余额⟦AMOUNT|¥256.40⟧。门店热线⟦PHONE|0731-8896 2210⟧。退订回T"""),

("feishu_webhook_config",
"""# 订房平台 发布通知脚本 notify.sh
#!/bin/bash
# 作者：⟦PERSON|谢晨⟧  最后修改：⟪date|2024-07-21⟫
WEBHOOK="⟦SECRET|$feishu_hook1⟧"
VERSION=$(cat VERSION)   # 当前 ⟪version|2.31.0⟫
curl -s -X POST "$WEBHOOK" -H 'Content-Type: application/json' \\
  -d "{\\"msg_type\\":\\"text\\",\\"content\\":{\\"text\\":\\"booking-api $VERSION 已发布到生产 by ⟦PERSON|谢晨⟧\\"}}"
# 生产机器：⟦IP_ADDRESS|10.30.3.21⟧ ⟦IP_ADDRESS|10.30.3.22⟧"""),

("qq_guild_chat",
"""【星穹边境·风暴公会QQ群】
⟦PERSON|夜雨听风⟧：周六晚8点打团本，缺一个奶妈
⟦PERSON|咸鱼翻身⟧：我来！不过我周六要去医院复查，⟦MEDICAL|甲状腺结节⟧，估计9点才能上
⟦PERSON|夜雨听风⟧：ok 那⟦PERSON|小七⟧先顶
⟦PERSON|小七⟧：可以。对了会长，公会仓库密码是不是改了，我进不去
⟦PERSON|夜雨听风⟧：改成⟦PASSWORD|fengbao2024⟧了，别外传
⟦PERSON|咸鱼翻身⟧：服务器公告说⟪maintenance_window|周四06:00-10:00⟫停服维护，版本⟪version|1.4.2⟫"""),

("restaurant_staff_schedule",
"""【⟪org_name|湘味楼⟫ 下周排班】⟪week|7.22-7.28⟫
早班（9:30-15:00）：⟦PERSON|小袁⟧ ⟦PHONE|155 7310 4428⟧、⟦PERSON|阿芳⟧ ⟦PHONE|199 7481 0035⟧
晚班（16:00-22:30）：⟦PERSON|大刘⟧、⟦PERSON|小苏⟧
厨房：主厨⟦PERSON|曹师傅⟧，周三调休
⟦PERSON|阿芳⟧周四下午请假去医院做⟦MEDICAL|胃镜⟧，⟦PERSON|小苏⟧顶一下
员工餐标准⟪meal_standard|15元/人⟫，有事找店长⟦PERSON|唐静⟧"""),

("broadband_cancellation_refund",
"""【宽带拆机退费确认】
尊敬的⟦PERSON|林晓雯⟧女士：您申请的宽带账号⟪broadband_account|028A77120934⟫拆机已完成。
光猫（⟪serial_number|ZTEGC8A1F30B⟫）已由装维⟦PERSON|周师傅⟧上门回收。
退还设备押金⟦AMOUNT|200元⟧及剩余预存话费⟦AMOUNT|¥143.50⟧，合计⟦AMOUNT|343.50元⟧，将于7个工作日内退回原支付账户。
如有疑问请致电⟦PHONE|10000⟧……或直接联系客户经理⟦PHONE|028-8556 1290⟧。"""),
]

TEXTS += [
("hotel_invoice_request",
"""【开票申请】⟪org_name|锦江之星（上海徐家汇店）⟫
订单号：⟪order_id|JJ20240503-2291⟫　房费合计⟦AMOUNT|¥736.00⟧
发票类型：增值税普通发票（个人）
抬头：⟦PERSON|许婧⟧
接收邮箱：⟦EMAIL|xujing0726@163.com⟧
接收手机：⟦PHONE|186 2174 3390⟧
备注：不要开成公司抬头，公司税号⟪company_tax_id|$uscc4⟫是同事发错的"""),

("takeaway_order_notes",
"""【订单备注汇总 — 后厨打印】⟪org_name|阿珍烧腊⟫ ⟪print_time|11:42⟫
#⟪order_seq|0331⟫ ⟦PERSON|林先生⟧ 尾号⟪masked_phone|0931⟫：少饭，⟦MEDICAL|对花生过敏⟧！！不要放花生酱
#0332 ⟦PERSON|Cathy⟧：叉烧双拼，多葱
#0334 ⟦PERSON|陈小姐⟧：⟦MEDICAL|痛风⟧，不要例汤
#0335 无备注
本时段出餐⟪order_count|42单⟫，平均出餐时长⟪avg_time|11分钟⟫"""),

("game_gm_audit_log",
"""[GM后台操作日志] 服务器：⟪server_name|星穹-华东3服⟫
⟪timestamp|2024-07-22 14:03:11⟫ GM账号 ⟦PERSON|gm_hanxue⟧ 查询玩家 UID ⟪game_uid|108839271⟫ 实名信息：⟦PERSON|冯宇航⟧ / ⟦PHONE|150 1183 2207⟧
2024-07-22 14:05:47 GM账号 ⟦PERSON|gm_hanxue⟧ 补发道具 ⟪item_id|#30021 星尘×648⟫ 原因：工单⟪ticket_id|GM-CS-2024-071203⟫
2024-07-22 14:06:02 GM账号 ⟦PERSON|gm_xiechen⟧ 从 ⟦IP_ADDRESS|58.246.110.73⟧ 登录后台（异地登录提醒已发送）
2024-07-22 14:07:30 系统 封禁玩家 UID ⟪game_uid|110293384⟫ 原因：外挂 ⟪cheat_sig|SIG-SPDHK-07⟫"""),

("minsu_review_reply",
"""⭐⭐⭐⭐⭐ ⟦PERSON|小鹿乱撞⟧：⟪org_name|云上小院⟫太美了！房东⟦PERSON|阿杰⟧人超好，我半夜⟦MEDICAL|急性肠胃炎⟧发作，他开车送我去医院还帮我垫了⟦AMOUNT|200多块⟧挂号费😭 狗狗⟪pet_name|豆包⟫也超可爱
【房东回复】谢谢⟦PERSON|小鹿乱撞⟧！身体好了就好，下次来还住⟪room_name|听风阁⟫，给你打⟪discount|八折⟫～"""),

("booking_slow_query_log",
"""# 订房平台 MySQL 慢查询（⟪date|2024-07-23⟫ 凌晨）
# Time: ⟪timestamp|2024-07-23T02:11:48.402Z⟫
# User@Host: ⟦PERSON|fengyuhang⟧[⟦PERSON|fengyuhang⟧] @  [⟦IP_ADDRESS|10.30.0.5⟧]
# Query_time: ⟪query_time|38.227⟫  Rows_examined: ⟪row_count|18443920⟫
SELECT * FROM guest WHERE mobile LIKE '%⟦PHONE|13917428836⟧%' OR id_no = '⟦IDCARD|$idc1⟧';
# 备注（⟦PERSON|周建国⟧）：谁在生产库用LIKE查手机号？？而且查的还是我自己的……⟦PERSON|宇航⟧你排查一下"""),

("scam_report_ticket",
"""【诈骗电话举报】受理编号⟪report_no|JB-2024-0723-441⟫
举报人：⟦PERSON|姚佳琪⟧　联系电话：⟦PHONE|176 2918 3307⟧
被举报号码：⟦PHONE|+852 5921 0076⟧（自称订房平台客服，说我订单异常要退款）
对方让我下载"会议"App共享屏幕，还问我银行卡密码，我没给，也没转账。
处理：号码已提交运营商拦截，提醒用户本平台官方客服只有⟦PHONE|400-820-6631⟧，⟪channel_note|不会主动来电要求退款⟫。"""),
]

TEXTS += [
("hotel_staff_health_check",
"""【内部通知】⟪org_name|悦途精品酒店⟫ 2024年度员工体检复查名单（仅人事可见）
- 餐饮部 ⟦PERSON|曹蕾⟧：⟦MEDICAL|乙肝表面抗原阳性⟧，需复查肝功能，暂调离冷菜岗位
- 客房部 ⟦PERSON|贺婷⟧：⟦MEDICAL|血红蛋白 92 g/L（中度贫血）⟧，建议就医
- 工程部 ⟦PERSON|魏鹏⟧：⟦MEDICAL|血压 158/102⟧，建议心内科随访
复查时间：⟪date|8月2日⟫上午，体检机构⟪org_name|美年大健康（五四广场店）⟫，费用由酒店承担（⟪unit_price|¥260/人⟫）。
人事：⟦PERSON|沈默⟧"""),

("coworking_reimbursement",
"""【报销审批】⟪org_name|蓝鲸共享办公⟫ 单号⟪expense_no|BX-2024-07-0192⟫
申请人：社区运营⟦PERSON|苏晴⟧
事由：7月会员活动采购（蛋糕、饮料、桌游）
金额：⟦AMOUNT|¥1,286.50⟧（垫付，报销到个人卡 ⟦CARD|$card_mc4⟧）
审批流：⟦PERSON|何嘉怡⟧（同意）→ 财务⟦PERSON|小陈⟧（同意，发票⟪invoice_no|No.04417729⟫已核验）
打款日期：⟪payment_date|7月26日⟫"""),

("game_server_migration_notice",
"""【运维通知】《星穹边境》华东服务器迁移（⟪change_id|CHG-2024-0729⟫）
时间：⟪maintenance_window|7月29日 02:00-06:00⟫
旧集群：⟦IP_ADDRESS|47.98.201.14⟧ - ⟦IP_ADDRESS|47.98.201.19⟧
新集群：⟦IP_ADDRESS|118.178.92.40⟧ - ⟦IP_ADDRESS|118.178.92.47⟧（负载均衡VIP ⟦IP_ADDRESS|118.178.92.1⟧）
负责人：⟦PERSON|顾晓峰⟧ ⟦PHONE|138 1822 6095⟧，备份负责人：⟦PERSON|韩雪⟧
注意：测试文档里的⟪doc_ip|198.51.100.12⟫只是示例，不要配到生产。"""),

("wedding_balance_sms",
"""【湘味楼】⟦PERSON|冯宇航⟧先生您好，您8月18日的婚宴（28桌）尾款⟦AMOUNT|88,864元⟧请于⟪due_date|8月11日⟫前付清，可转账至酒店对公账户或到店刷卡。宴会经理⟦PERSON|唐静⟧⟦PHONE|0731-8452 6600⟧。回复TD退订"""),

("smart_speaker_transcript",
"""【智能音箱语音记录】设备：⟪device_id|小度-客厅-3F7A⟫　⟪timestamp|2024-07-24 21:13⟫
用户：⟪wake_word|小度小度⟫，打电话给⟦PERSON|老周⟧
音箱：正在呼叫⟦PERSON|老周⟧，⟦PHONE|139 1742 8836⟧
用户：算了挂掉。小度，家里WiFi密码是多少
音箱：您设置的WiFi密码是⟦PASSWORD|zhou88031402⟧
用户：……好吧你记性真好
音箱：另外提醒您，明早8点吃⟦MEDICAL|降压药⟧"""),

("weidian_order_export",
"""订单号,下单时间,收货人,手机,地址,商品,实付
⟪order_id|WD2407250011⟫,⟪timestamp|2024-07-25 09:12⟫,⟦PERSON|叶子涵⟧,⟦PHONE|188 5792 0634⟧,⟦ADDRESS|浙江省义乌市稠城街道工人北路1088号银泰公寓1-1203⟧,手工曲奇礼盒,⟦AMOUNT|¥128.00⟧
WD2407250014,2024-07-25 10:47,⟦PERSON|袁野⟧,⟦PHONE|177 2055 9180⟧,⟦ADDRESS|广州市天河区天河北路233号中信广场45楼⟧,⟪product_name|低糖全麦吐司×2⟫,⟦AMOUNT|¥56.00⟧
导出人：⟦PERSON|小叶⟧ 店铺：⟪org_name|麦香坊烘焙⟫"""),
]

TEXTS += [
("smart_home_quote_zh",
"""⟪org_name|云杉智能家居⟫ 全屋智能报价单 No.⟪quote_id|BJ-2024-0731-05⟫
客户：⟦PERSON|钟慧敏⟧女士　电话：⟦PHONE|132 0742 8815⟧
地址：⟦ADDRESS|长沙市岳麓区麓谷大道658号麓谷信息港B座1502⟧
方案：⟪package_name|标准三居 B 套餐⟫（网关×1、灯控×8、窗帘电机×3、门锁×1）
设备合计⟪quote_total|¥12,480⟫，安装调试费⟪quote_total|¥1,200⟫，报价有效期⟪validity|15天⟫。
销售顾问：⟦PERSON|小罗⟧"""),
]
