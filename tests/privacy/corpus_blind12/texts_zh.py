# -*- coding: utf-8 -*-
"""Chinese texts for corpus_blind12, written one at a time by hand.

⟦TYPE|value⟧ = span to detect, ⟪kind|value⟫ = decoy, `$name` = values.VALUES[name].
"""

TEXTS = [
("wechat_landlord_tenant", """【微信聊天记录】
房东 ⟦PERSON|陈经理⟧：⟦PERSON|小林⟧你好，下个月房租记得15号前转哈
⟦PERSON|林小雨⟧：好的⟦PERSON|陈经理⟧，还是⟦AMOUNT|4800元⟧对吧？
房东 ⟦PERSON|陈经理⟧：对，押一付三的话这次是⟦AMOUNT|14400⟧，押金⟦AMOUNT|4800⟧上次已经交过了
⟦PERSON|林小雨⟧：好，我转到你尾号⟪id_tail|6628⟫那张卡
房东 ⟦PERSON|陈经理⟧：嗯。另外门锁密码我改了，新的是⟦PASSWORD|207319#⟧，别告诉别人
⟦PERSON|林小雨⟧：收到👌 对了，楼下⟪place|张江⟫地铁站那边的快递柜取件码总发错，是物业的问题吗
房东 ⟦PERSON|陈经理⟧：你找物业前台，合同编号⟪contract_number|ZJ-2025-0817⟫报一下就行"""),
]

TEXTS += [
("express_delivery_sms", """【顺丰速运】⟦PERSON|张先生⟧您好，您的快件⟪tracking_number|SF1428830571026⟫已到⟪place|望京⟫SOHO丰巢柜，取件码⟪pickup_code|58-3-2107⟫，请于⟪date|1月16日⟫20:00前取件。如需派送上门请联系快递员⟦PERSON|刘师傅⟧⟦PHONE|13520417763⟧。"""),

("logistics_waybill_ocr", """【电子面单·OCR识别结果】
快递公司：⟪org_name|中通快递⟫   运单号：⟪tracking_number|75388201946613⟫
收件人：⟦PERSON|黄丽娟⟧   电话：⟦PHONE|139 2871 0456⟧
收件地址：⟦ADDRESS|广东省广州市天河区天河北路233号中信广场写字楼28楼2803⟧
寄件人：⟦PERSON|周建国⟧   电话：⟪masked_phone|186****3321⟫
寄件地址：⟦ADDRESS|浙江省义乌市稠城街道工人西路86号⟧
物品：服装 2件   重量：1.6kg   运费：⟪price|¥12.00⟫（到付）
打印时间：⟪timestamp|2026-01-13 16:42:08⟫   大头笔：⟪sort_code|穗-天河-028⟫"""),

("dingtalk_dispatch_group", """【钉钉群·华东干线调度】
⟦PERSON|赵主任⟧ 08:03：今天苏州仓到杭州的车由⟦PERSON|孙浩⟧跑，车牌苏E·7K219，装车口⟪dock_number|B-06⟫
⟦PERSON|孙浩⟧ 08:05：收到，客户联系人和电话发一下
⟦PERSON|赵主任⟧ 08:06：收货人⟦PERSON|钱淑芬⟧，⟦PHONE|15857190342⟧，地址⟦ADDRESS|杭州市余杭区仓前街道文一西路1500号6幢⟧，⟪date|今天下午2点前⟫到
⟦PERSON|孙浩⟧ 08:07：好的，回单要不要拍照
⟦PERSON|赵主任⟧ 08:08：要，拍完传到TMS，单号⟪order_id|TMS20260114-0087⟫。这趟运费按合同价⟪price|2,350元⟫结，油卡别忘了刷"""),

("warehouse_sorting_log", """2026-01-14 02:11:37.412 INFO  [sorter-3] 扫描包裹 ⟪tracking_number|JT5201188340219⟫ 格口=⟪chute_number|47⟫ 操作员=⟦PERSON|wangqiang⟧ 终端=⟦IP_ADDRESS|10.16.2.37⟧
2026-01-14 02:11:38.002 WARN  [sorter-3] 面单地址解析失败，收件人=⟦PERSON|马晓东⟧ 原始地址="⟦ADDRESS|四川省成都市武侯区人民南路四段27号商鼎国际2单元1105⟧"
2026-01-14 02:11:38.010 INFO  [sorter-3] 转人工格口 ⟪chute_number|99⟫
2026-01-14 02:12:05.876 ERROR [plc-gw] 连接PLC超时 ⟪doc_ip|192.0.2.18⟫:⟪port|502⟫（测试配置未删除）
2026-01-14 02:12:06.001 INFO  [sys] 版本 ⟪version|v3.8.12⟫ 构建号 ⟪build_number|20260110.4⟫"""),

("rental_listing_zh", """【整租·两室一厅】⟪place|朝阳区⟫⟪place|望京⟫南湖西园，近14号线
月租：⟪price|7,800元/月⟫，押一付三，中介费⟪price|一个月租金⟫
面积：78㎡，南北通透，精装，家电齐全，可短租
看房时间：周末全天，工作日晚7点后，联系经纪人⟦PERSON|小赵⟧ ⟦PHONE|13011873305⟧
房源编号：⟪property_id|BJ-WJ-20417⟫，发布时间：⟪date|2026-01-10⟫
备注：本房源由⟪org_name|链家⟫独家代理，价格以实际签约为准"""),

("rental_contract_zh", """房屋租赁合同（节选）
出租方（甲方）：⟦PERSON|王建华⟧   身份证号：⟦IDCARD|$cnid_7⟧
承租方（乙方）：⟦PERSON|徐佳怡⟧   身份证号：⟦IDCARD|$cnid_4⟧   联系电话：⟦PHONE|17702158846⟧
房屋坐落：⟦ADDRESS|上海市浦东新区张杨路1888弄12号601室⟧
租赁期限：自⟪date|2026年2月1日⟫起至⟪date|2027年1月31日⟫止
第三条 租金为每月人民币⟦AMOUNT|陆仟伍佰元整（¥6,500）⟧，乙方应于每月5日前支付至甲方账户⟦CARD|$card_up1⟧。
第四条 乙方向甲方支付押金⟦AMOUNT|¥13,000⟧，合同期满无损坏全额退还。
第九条 物业管理费（⟪price|3.8元/㎡/月⟫）由甲方承担。"""),

("school_notice_zh", """⟪org_name|杭州市文澜中学⟫关于寒假放假安排的通知

各位家长：
根据市教育局校历安排，我校⟪date|2026年1月24日⟫起放寒假，⟪date|2月23日⟫正式开学。寒假期间请家长督促孩子按时完成作业，注意交通、用电和防溺水安全。
本学期校服费⟪price|每套280元⟫、资料费⟪price|120元⟫已在学期初收取，不再另收任何费用，请勿相信任何以学校名义的收费短信。
初二年级返校领取成绩单时间为⟪date|1月23日⟫上午9:00，地点：⟪room_number|行政楼302⟫会议室。
如有疑问请联系各班班主任或政教处⟦PERSON|姜楠⟧老师。

⟪org_name|杭州市文澜中学⟫政教处
⟪date|2026年1月12日⟫"""),

("class_parents_wechat", """【初二(3)班家长群】
⟦PERSON|王老师⟧：各位家长，下周二期末考试，请提醒孩子带好2B铅笔和准考证。
⟦PERSON|浩浩⟧妈妈：收到，谢谢⟦PERSON|王老师⟧
⟦PERSON|王老师⟧：⟦PERSON|李子轩⟧家长在吗？孩子今天体育课说⟦MEDICAL|胸闷⟧，我让他在医务室休息了，校医说可能是⟦MEDICAL|哮喘⟧发作，有带⟦MEDICAL|沙丁胺醇气雾剂⟧吗？
⟦PERSON|李子轩⟧爸爸：在的在的，药在他书包侧袋，我马上过来接，电话⟦PHONE|13671028834⟧
⟦PERSON|王老师⟧：好的，我在⟪room_number|教学楼二楼医务室⟫等您
⟦PERSON|浩浩⟧妈妈：🙏希望孩子没事"""),

("university_scholarship_notice", """⟪org_name|西南交通大学⟫2025年度国家助学金拟资助名单公示
学院：交通运输与物流学院
序号  姓名      学号            等级    金额
1    ⟦PERSON|罗娟⟧     2023110427    一等    ⟦AMOUNT|4,400元⟧
2    ⟦PERSON|彭子豪⟧   2023110519    二等    ⟦AMOUNT|3,300元⟧
3    ⟦PERSON|田甜⟧     2024110033    二等    ⟦AMOUNT|3,300元⟧
公示期：⟪date|2026年1月8日⟫至⟪date|1月14日⟫。国家助学金平均资助标准为⟪price|每生每年3,300元⟫。
如有异议，请在公示期内向学院学生工作办公室（⟪room_number|X9512⟫）反映。"""),

("travel_booking_sms_zh", """【携程旅行】尊敬的⟦PERSON|郑凯⟧先生，您预订的⟪date|1月20日⟫⟪flight_number|CA1831⟫北京首都-上海虹桥航班已出票，票号⟪ticket_number|999-2318847702⟫，乘机人证件号⟦IDCARD|$cnid_1⟧，订单号⟪order_id|1288472019⟫，实付⟦AMOUNT|¥1,260⟧。经济舱全价⟪price|¥1,850⟫。请提前90分钟到达机场办理值机。"""),

("hotel_checkin_register", """⟪org_name|丽江古城客栈⟫ 入住登记表
入住日期：⟪date|2026-01-18⟫   房号：⟪room_number|206⟫   房价：⟪price|388元/晚⟫
宾客姓名：⟦PERSON|唐亮⟧   性别：男   证件类型：居民身份证
证件号码：⟦IDCARD|$cnid_5⟧
出生日期：⟦DATE_OF_BIRTH|1979年11月18日⟧
户籍地址：⟦ADDRESS|四川省成都市武侯区玉林北路2号5栋3单元402⟧
同住人：⟦PERSON|唐小满⟧（儿童，随行）
押金：⟦AMOUNT|500元⟧（微信已收）   联系电话：⟦PHONE|18980027713⟧
登记人：前台⟦PERSON|阿雯⟧"""),
]

TEXTS += [
("game_forum_post_zh", """【求助】服务器被人撞库了，怎么办？  楼主：⟪username|暗夜の猎手⟫  ⟪date|2026-01-12⟫
我们几个朋友自己架的MC服，昨天发现管理员账号被登录了，背包全被清空。
服务器信息：⟦IP_ADDRESS|47.108.220.63⟧:⟪port|25565⟫，版本⟪version|1.20.4⟫，插件AuthMe
管理员账号 ⟪username|admin_xx⟫ 密码 ⟦PASSWORD|qwer1234abcd⟧（已经改了）
日志里看到登录IP是⟦IP_ADDRESS|183.230.77.145⟧，有没有大佬帮看看是不是撞库？
---
2楼 ⟪username|红石工程师⟫：你这密码太弱了兄弟，装个二次验证插件。另外别把IP发论坛
3楼 ⟪username|苦力怕不怕⟫：顺便说下，⟪org_name|网易⟫的国服和你这个没关系，别去找客服"""),

("game_recharge_dispute", """【客服工单】⟪ticket_id|#KF20260113-5521⟫  类型：充值未到账
玩家ID：80071266   区服：⟪server_name|华东一区·星河⟫
玩家描述：我⟪date|1月12日⟫晚上用支付宝充了⟦AMOUNT|648元⟧，订单号⟪order_id|2026011222001488771⟫，钻石一直没到。我叫⟦PERSON|蒋琳⟧，手机⟦PHONE|13764029918⟧，实名认证的身份证是⟦IDCARD|$cnid_13⟧（我哥的）
客服⟦PERSON|小蔡⟧处理记录：核实支付成功，已补发6480钻石。首充礼包标价⟪price|6元⟫，与本单无关。提醒玩家：未成年防沉迷需本人实名。"""),

("freelancer_invoice_zh", """【劳务费结算单】
项目名称：⟪org_name|云栖旅行⟫公众号插画设计（共12幅）
劳务人员：⟦PERSON|叶青⟧   身份证号：⟦IDCARD|$cnid_10⟧
联系电话：⟦PHONE|13906011287⟧   邮箱：⟦EMAIL|yeqing.art@163.com⟧
收款银行：招商银行厦门分行   卡号：⟦CARD|$card_up2⟧
结算金额（税前）：⟦AMOUNT|¥18,000.00⟧   代扣个税：⟦AMOUNT|¥2,880.00⟧   实发：⟦AMOUNT|¥15,120.00⟧
单价参考：⟪price|1,500元/幅⟫（按公司外包标准）
经办人：⟦PERSON|魏佳⟧   日期：⟪date|2026年1月9日⟫   结算单号：⟪invoice_number|LW-2026-0031⟫"""),

("freelancer_wechat_chase", """【微信】
⟦PERSON|阿强⟧：⟦PERSON|宋总⟧，上个月那批产品图的尾款⟦AMOUNT|6800⟧什么时候能结一下呀😅
⟦PERSON|宋总⟧：财务这周在走流程，别急
⟦PERSON|阿强⟧：好的，发票我已经开了，发到你们财务邮箱⟦EMAIL|finance@xinghe-trade.cn⟧了
⟦PERSON|宋总⟧：收到。对了下次拍摄的报价按你朋友圈发的那个⟪price|每组300⟫？
⟦PERSON|阿强⟧：对的，外景另算车费
⟦PERSON|宋总⟧：OK，周五下午在⟪place|义乌国际商贸城⟫二区见"""),

("vet_record_zh", """⟪org_name|瑞派宠物医院⟫（⟪place|徐汇⟫店）门诊病历
主人：⟦PERSON|何志强⟧   电话：⟦PHONE|18621330947⟧
地址：⟦ADDRESS|上海市徐汇区漕溪北路595号3号楼1801⟧
宠物：⟪pet_name|豆豆⟫（柯基，公，已绝育，4岁）   体重：13.1kg
主诉：呕吐2天，精神差。
诊断：⟪pet_health|急性胃肠炎⟫，⟪pet_health|轻度脱水⟫
处置：皮下补液，⟪pet_health|马罗匹坦注射液⟫1mg/kg
医生：⟦PERSON|刘医生⟧
费用：诊疗费⟪price|80元⟫，药费⟪price|156元⟫，主人已付⟦AMOUNT|236元⟧（会员卡余额⟦AMOUNT|1,264元⟧）"""),

("vet_appointment_wechat", """【微信】⟪org_name|宠爱有家动物诊所⟫前台
前台⟦PERSON|小美⟧：⟦PERSON|袁女士⟧您好，⟪pet_name|咪咪⟫的绝育手术约在⟪date|周六上午10点⟫，术前8小时禁食哦
⟦PERSON|袁媛⟧：好的，费用大概多少
前台⟦PERSON|小美⟧：母猫绝育套餐⟪price|899元⟫，含术前血常规，术后伊丽莎白圈另收⟪price|35元⟫
⟦PERSON|袁媛⟧：可以。另外我自己最近⟦MEDICAL|怀孕了⟧，手术后接猫回家需要注意啥吗，听说有⟪health_info|弓形虫⟫风险
前台⟦PERSON|小美⟧：室内猫感染概率很低，铲屎戴手套或者让家人来就行～到时候我让⟦PERSON|刘医生⟧跟您细说"""),

("dental_record_zh", """⟪org_name|美奥口腔⟫ 门诊病历
姓名：⟦PERSON|谢婉婷⟧   性别：女   出生日期：⟦DATE_OF_BIRTH|1992-07-26⟧   病历号：MA0087761
主诉：右下后牙咬合痛一周。
既往史：⟦MEDICAL|青霉素过敏⟧，⟦MEDICAL|甲状腺功能减退⟧，服用⟦MEDICAL|优甲乐50μg qd⟧。
检查：⟦MEDICAL|46远中深龋⟧，叩痛(+)，冷测延迟痛。
诊断：⟦MEDICAL|46慢性牙髓炎⟧
处置：局麻下开髓拔髓，封药。预约一周后根管预备。
医嘱：避免患侧咀嚼。
医生：⟦PERSON|曾宇⟧   日期：⟪date|2026-01-10⟫
收费：根管治疗（磨牙）⟪price|1,200元/颗⟫，本次已付⟦AMOUNT|400元⟧"""),

("physio_rehab_note_zh", """康复治疗记录单  ⟪org_name|和睦家康复医院⟫  治疗室⟪room_number|R3-12⟫
患者：⟦PERSON|杨帆⟧  男  35岁  住院号：ZY20260104
诊断：⟦MEDICAL|左膝前交叉韧带重建术后⟧（术后第6周），⟦MEDICAL|腰椎间盘突出（L4/5）⟧病史
今日治疗：股四头肌等长收缩训练、功率自行车20分钟、平衡垫训练。
评估：屈膝110°，伸膝0°，疼痛VAS 2/10。
治疗师：⟦PERSON|方圆⟧
下次治疗：⟪date|1月17日⟫ 14:00
备注：患者询问能否恢复打篮球，告知⟪health_info|ACL术后一般需9-12个月⟫才能恢复对抗性运动。"""),
]

TEXTS += [
("pharmacy_prescription_zh", """⟪org_name|老百姓大药房⟫（⟪place|岳麓区⟫店）处方调配记录
处方编号：⟪rx_number|CF20260114-0337⟫   开方医院：⟪org_name|中南大学湘雅医院⟫
患者：⟦PERSON|邓秀兰⟧   年龄：67岁   电话：⟦PHONE|13807316625⟧
诊断：⟦MEDICAL|2型糖尿病⟧；⟦MEDICAL|高血压3级⟧
药品：⟦MEDICAL|二甲双胍缓释片 0.5g×30片⟧ 用法：每日2次，每次1片
      ⟦MEDICAL|苯磺酸氨氯地平片 5mg×28片⟧ 用法：每日1次
调配：⟦PERSON|龚琳⟧   核对：⟦PERSON|易琳⟧（执业药师）
医保统筹支付⟪price|按目录价⟫，个人自付⟦AMOUNT|23.60元⟧"""),

("health_article_zh", """【健康科普】冬季如何预防流感？
近期全国多地进入⟪health_info|流感⟫高发期，⟪org_name|中国疾控中心⟫监测数据显示，以⟪health_info|甲型H1N1⟫为主。专家提醒：
1. 60岁以上老人、慢性病患者、孕妇和儿童是高危人群，建议尽早接种流感疫苗，社区卫生服务中心接种价格约⟪price|128元/针⟫。
2. 出现高热、咳嗽、肌肉酸痛，应及时就医，发病48小时内使用⟪drug_ad|奥司他韦⟫效果较好。
3. 不要自行服用抗生素，⟪health_info|流感是病毒感染⟫，抗生素无效。
（来源：⟪org_name|健康时报⟫，⟪date|2026-01-09⟫）"""),

("drug_advert_zh", """【冬季护胃季】⟪org_name|马应龙⟫大药房线上旗舰店
⟪drug_ad|奥美拉唑肠溶胶囊 20mg×14粒⟫ 限时⟪price|¥19.9⟫（原价⟪price|¥32⟫）
⟪drug_ad|铝碳酸镁咀嚼片⟫ 第二件半价
⟪drug_ad|云南白药气雾剂⟫ 买二送一
请仔细阅读说明书并按说明使用或在药师指导下购买和使用。广告审查批准文号：⟪licence_number|湘药广审(文)第250112-00431号⟫"""),

("lab_report_zh", """⟪org_name|深圳市人民医院⟫ 检验报告单
姓名：⟦PERSON|梁思远⟧  性别：男  年龄：41岁  标本号：2601140218
科室：内分泌科  床号：—  送检医生：⟦PERSON|黄护士⟧代开
项目            结果     参考范围          
空腹血糖        8.9      ⟪reference_range|3.9-6.1⟫ mmol/L   ↑
糖化血红蛋白    7.8      ⟪reference_range|4.0-6.0⟫ %        ↑
甘油三酯        3.21     ⟪reference_range|0.56-1.70⟫ mmol/L ↑
临床诊断：⟦MEDICAL|糖尿病⟧；⟦MEDICAL|高脂血症⟧（俗称⟦MEDICAL|三高⟧之二）
采样时间：⟪timestamp|2026-01-14 07:45⟫   报告时间：⟪timestamp|2026-01-14 11:20⟫"""),

("insurance_claim_zh", """个人医疗保险理赔申请书  ⟪org_name|平安健康⟫
被保险人：⟦PERSON|苏晴⟧   证件号码：⟦IDCARD|$cnid_8⟧
出生日期：⟦DATE_OF_BIRTH|1994年6月12日⟧   联系电话：⟦PHONE|15963221804⟧
联系地址：⟦ADDRESS|山东省青岛市市南区香港中路76号颐和国际A座1506⟧
出险经过：⟪date|2025年12月20日⟫因⟦MEDICAL|急性阑尾炎⟧于⟪org_name|青岛市立医院⟫行⟦MEDICAL|腹腔镜阑尾切除术⟧，住院5天。
申请理赔金额：⟦AMOUNT|人民币18,642.50元⟧
收款账户：⟦PERSON|苏晴⟧  中国银行  ⟦CARD|$card_up3⟧
保单号：见附件   报案号：⟪case_number|BA2026010300871⟫"""),

("hr_note_zh", """【员工关系记录·保密】
员工：⟦PERSON|冯磊⟧   工号：WL-03318   部门：⟪place|嘉兴⟫分拨中心·夜班
记录人：HR⟦PERSON|小梁⟧
日期：⟪date|2026-01-13⟫
事由：⟦PERSON|冯磊⟧本人申请调岗至白班，提供了⟪org_name|嘉兴市第二医院⟫诊断证明，诊断为⟦MEDICAL|抑郁状态⟧，并在服用⟦MEDICAL|舍曲林50mg⟧。主管⟦PERSON|董明⟧同意调岗。
薪资：调岗后夜班补贴取消，月薪由⟦AMOUNT|9,200元⟧调整为⟦AMOUNT|8,100元⟧，员工已签字确认。
公司EAP心理咨询服务标准为⟪price|每次300元⟫，公司承担全部费用。"""),
]

TEXTS += [
("performance_review_zh", """2025年度绩效考核表（教师）  ⟪org_name|成都七中育才学校⟫
被考核人：⟦PERSON|韩雪⟧   学科：英语   考核人：⟦PERSON|赵主任⟧
一、教学成绩：所带初三(5)(6)班中考英语平均分124.5，区排名第3，优秀。
二、教研：主持区级课题《⟪project_code|CDJY-2025-117⟫》，已结题。
三、师德：无投诉。家长反馈⟦PERSON|韩老师⟧认真负责。
四、其他：⟦PERSON|韩雪⟧老师⟪date|9月⟫至⟪date|10月⟫因⟦MEDICAL|孕期先兆流产⟧请假三周，已由⟦PERSON|蔡文⟧老师代课。
考核等级：优秀。年度绩效奖金：⟦AMOUNT|¥26,000⟧（学校绩效总额⟪price|¥3,200,000⟫按考核分配）。"""),

("customer_call_transcript_zh", """【通话录音转写】⟪call_id|CR-20260114-00912⟫  ⟪timestamp|2026-01-14 10:32:05⟫
客服：您好，这里是⟪org_name|招商银行⟫信用卡中心，请问有什么可以帮您？
客户：你好，我的卡被盗刷了，一笔⟦AMOUNT|3,999元⟧的消费不是我刷的。
客服：请问您的姓名？
客户：⟦PERSON|潘磊⟧。
客服：⟦PERSON|潘先生⟧您好，请报一下卡号核实身份。
客户：⟦CARD|$card_up4⟧。
客服：好的，请提供身份证号码后六位。
客户：⟪id_tail|161143⟫。
客服：核实通过。我们已为您冻结此卡，发送的验证码请念一下。
客户：⟪otp_code|750 226⟫。
客服：好的，调单编号⟪case_number|DY2601140093⟫，7个工作日内处理。"""),

("bank_sms_zh", """【工商银行】您尾号⟪masked_card|8832⟫的卡于⟪timestamp|01月14日09:12⟫快捷支付支出⟪price|1,288.00⟫元（⟪org_name|京东商城⟫），余额请登录手机银行查询。
【工商银行】验证码⟪otp_code|336915⟫，您正在进行网上银行登录，切勿告知他人。
【工商银行】温馨提示：春节期间ATM跨行取款手续费标准为⟪price|每笔2元⟫，详询⟪hotline|95588⟫。"""),

("feishu_calendar_invite", """【飞书日程】寒假研学旅行家长说明会
时间：⟪timestamp|2026年1月17日（周六）14:00-15:30⟫
地点：⟪org_name|北京市海淀实验小学⟫ ⟪room_number|报告厅B201⟫
组织者：⟦PERSON|林老师⟧（⟦EMAIL|linhui@hdsyxx.edu.cn⟧）
参与者：五年级家委会 ⟦PERSON|曹阳⟧、⟦PERSON|彭丽⟧、⟦PERSON|于洋⟧
内容：⟪place|西安⟫五日研学线路介绍，费用⟪price|4,680元/人⟫（含往返高铁⟪train_number|G651⟫、住宿、门票），报名截止⟪date|1月25日⟫
会议链接：⟪meeting_url|https://vc.feishu.cn/j/482019337⟫"""),

("aliyun_config_yaml", """# application-prod.yml  物流轨迹服务
spring:
  datasource:
    url: jdbc:mysql://⟦IP_ADDRESS|172.18.30.21⟧:⟪port|3306⟫/track?useUnicode=true
    username: track_rw
    password: ⟦PASSWORD|Wuliu@2025!⟧
aliyun:
  oss:
    endpoint: oss-cn-hangzhou.aliyuncs.com
    bucket: waybill-images-prod
    access-key-id: ⟦APIKEY|$ali_akid_1⟧
    access-key-secret: ⟦SECRET|$ali_secret_1⟧
  sms:
    sign-name: 速达物流
    template-code: ⟪template_id|SMS_462801137⟫
# 负责人：⟦PERSON|程伟⟧  最后修改 ⟪date|2026-01-06⟫"""),

("tencent_cloud_python", """# cos_upload.py —— 把学生作业扫描件传到腾讯云COS
from qcloud_cos import CosConfig, CosS3Client

secret_id = "⟦APIKEY|$tc_secretid_1⟧"   # ⟦PERSON|石磊⟧的子账号
secret_key = "⟦SECRET|$tc_secretkey_1⟧"
region = "ap-guangzhou"
bucket = "homework-scan-⟪app_id|1318827705⟫"

config = CosConfig(Region=region, SecretId=secret_id, SecretKey=secret_key)
client = CosS3Client(config)
client.upload_file(Bucket=bucket, LocalFilePath="scan/20240318.pdf", Key="2026/01/20240318.pdf")
print("ok", "sdk ⟪version|1.9.33⟫")"""),

("wechat_miniprogram_config", """// config.js  ⟪org_name|宠小二⟫宠物医院预约小程序
module.exports = {
  appId: '⟪app_id|wx8d2f1e6c4b7a9035⟫',
  appSecret: '⟦SECRET|$wechat_secret_1⟧', // 千万别提交！——⟦PERSON|小胖⟧
  mchId: '⟪app_id|1612870044⟫',
  apiBase: 'https://api.chongxiaoer.cn/v2',
  mapKey: '⟦APIKEY|$google_api_2⟧',
  version: '⟪version|2.3.1⟫',
  debugHost: '⟪doc_ip|127.0.0.1⟫:⟪port|3000⟫'
}"""),

("dingtalk_robot_script", """#!/bin/bash
# 每天早上8点推送昨日快递异常件到钉钉群
WEBHOOK="⟦SECRET|$dingtalk_webhook_1⟧"
APP_KEY="⟪app_id|dingx7k2m9q4p1w8r3tz⟫"
APP_SECRET="⟦SECRET|$dingtalk_secret_1⟧"
COUNT=$(mysql -h ⟦IP_ADDRESS|10.0.12.8⟧ -u report -p'⟦PASSWORD|Rpt#8812⟧' -N -e "select count(*) from exception_parcel where dt=curdate()-1")
curl -s "$WEBHOOK" -H 'Content-Type: application/json' \\
  -d "{\\"msgtype\\":\\"text\\",\\"text\\":{\\"content\\":\\"昨日异常件 $COUNT 单，请⟦PERSON|吕强⟧跟进\\"}}\""""),

("feishu_bot_config_json", """{
  "bot_name": "研学报名助手",
  "app_id": "⟪app_id|cli_a5f20c8e1b78d00c⟫",
  "app_secret": "⟦SECRET|$feishu_secret_1⟧",
  "encrypt_key": "⟦SECRET|Xk29LpQm7rTz4vWc⟧",
  "webhook": "⟦SECRET|$feishu_webhook_1⟧",
  "admins": ["⟦PERSON|沈悦⟧", "⟦PERSON|姚远⟧"],
  "schema_version": "⟪version|1.4⟫",
  "created_at": "⟪timestamp|2026-01-05T09:30:00+08:00⟫"
}"""),
]

TEXTS += [
("wecom_alert_log", """[2026-01-14 03:00:01] cron: 开始执行 tenant_overdue_notify.py
[2026-01-14 03:00:02] 读取配置 WECOM_WEBHOOK=⟦SECRET|$wecom_webhook_1⟧
[2026-01-14 03:00:03] 查询到逾期租户 3 户：
    ⟪room_number|3-1502⟫ ⟦PERSON|范冰⟧ 欠租 ⟦AMOUNT|¥5,200⟧ 电话 ⟦PHONE|13922718450⟧
    ⟪room_number|5-0803⟫ ⟦PERSON|金鑫⟧ 欠租 ⟦AMOUNT|¥2,600⟧ 电话 ⟦PHONE|18819904472⟧
    ⟪room_number|7-2201⟫ ⟦PERSON|邹宁⟧ 欠租 ⟦AMOUNT|¥10,400⟧ 电话 ⟦PHONE|13600051987⟧
[2026-01-14 03:00:04] 推送成功 errcode=0 耗时 ⟪duration|212ms⟫
[2026-01-14 03:00:04] 版本 ⟪version|1.0.7⟫ 主机 ⟦IP_ADDRESS|10.3.0.15⟧"""),

("git_diff_zh", """commit ⟪hash|e71b0c94d3a2f5e8b6c1d7a09f4e3b2c1a0d9e8f⟫
Author: ⟦PERSON|邱雯⟧ <⟦EMAIL|qiuwen@lvtu-tech.com⟧>
Date:   ⟪timestamp|Mon Jan 12 21:07:33 2026 +0800⟫

    删除硬编码的短信密钥，改为读取环境变量 (#⟪issue_id|218⟫)

--- a/booking/sms.go
+++ b/booking/sms.go
@@ -9,8 +9,8 @@
-const accessKeyID = "⟦APIKEY|$ali_akid_2⟧"
-const accessKeySecret = "⟦SECRET|$ali_secret_2⟧"
+var accessKeyID = os.Getenv("ALI_AK")
+var accessKeySecret = os.Getenv("ALI_SK")
 // 测试手机号，上线前删除
-var testPhone = "⟦PHONE|15210936672⟧" // ⟦PERSON|江涛⟧
+var testPhone = os.Getenv("TEST_PHONE")"""),

("tenant_export_csv_zh", """房号,租客姓名,身份证号,手机号,月租金,押金,入住日期
⟪room_number|A-301⟫,⟦PERSON|孟凡⟧,⟦IDCARD|$cnid_9⟧,⟦PHONE|18729301186⟧,⟦AMOUNT|2200⟧,⟦AMOUNT|2200⟧,⟪date|2025-03-01⟫
⟪room_number|A-302⟫,⟦PERSON|熊伟⟧,⟦IDCARD|$cnid_11⟧,⟦PHONE|15367402219⟧,⟦AMOUNT|2350⟧,⟦AMOUNT|4700⟧,⟪date|2025-09-01⟫
⟪room_number|A-305⟫,⟦PERSON|贾敏⟧,⟦IDCARD|$cnid_x1⟧,⟦PHONE|13580046631⟧,⟦AMOUNT|2100⟧,⟦AMOUNT|2100⟧,⟪date|2025-11-15⟫
⟪room_number|A-306⟫,空置,,,⟪price|2150⟫,,
# 导出时间 ⟪timestamp|2026-01-14 09:00⟫ ⟪org_name|自如⟫管家系统"""),

("student_roster_json_zh", """{
  "class": "⟪class_code|高一(7)班⟫",
  "teacher": "⟦PERSON|秦川⟧",
  "term": "⟪term_code|2025-2026-1⟫",
  "students": [
    {"name": "⟦PERSON|白露⟧", "id_card": "⟦IDCARD|$cnid_6⟧", "guardian": "⟦PERSON|白建军⟧", "guardian_phone": "⟦PHONE|13871220935⟧", "health": "⟦MEDICAL|癫痫，服用丙戊酸钠⟧"},
    {"name": "⟦PERSON|夏雨⟧", "id_card": "⟦IDCARD|$cnid_x2⟧", "guardian": "⟦PERSON|夏国强⟧", "guardian_phone": "⟦PHONE|13507190428⟧", "health": "无"},
    {"name": "⟦PERSON|付强⟧", "student_no": "S20250731", "guardian_phone": "⟦PHONE|18672004317⟧", "health": "⟦MEDICAL|花生过敏⟧"}
  ],
  "api_version": "⟪version|3.2⟫"
}"""),

("hk_tenancy_agreement", """租約（香港）
業主：⟦PERSON|鄭國輝⟧   香港身份證號碼：⟦NATIONAL_ID|$nid_hk_1⟧
租客：⟦PERSON|陳美玲⟧   香港身份證號碼：⟦NATIONAL_ID|$nid_hk_2⟧
物業地址：⟦ADDRESS|香港九龍旺角彌敦道688號旺角中心1期12樓B室⟧
租期：由⟪date|2026年2月1日⟫至⟪date|2028年1月31日⟫，共兩年（一年死約一年生約）
月租：⟦AMOUNT|港幣15,800元⟧，不包差餉及管理費（管理費現時為⟪price|每月1,420元⟫）
按金：⟦AMOUNT|港幣31,600元⟧（兩個月租金）
地產代理：⟪org_name|中原地產⟫（牌照號碼⟪licence_number|C-045821⟫）"""),

("tw_clinic_registration", """⟪org_name|台大醫院⟫復健部 初診掛號單
姓名：⟦PERSON|林佳蓉⟧   身分證字號：⟦NATIONAL_ID|$nid_tw_1⟧
出生日期：⟦DATE_OF_BIRTH|民國78年3月9日⟧   行動電話：⟦PHONE|0912-387-541⟧
地址：⟦ADDRESS|台北市大安區忠孝東路四段216巷33弄5號3樓⟧
主訴：⟦MEDICAL|右肩疼痛三個月，疑似五十肩⟧
掛號費：⟪price|NT$150⟫   部分負擔：⟪price|NT$420⟫（依健保規定）
診間：⟪room_number|復健科第3診⟫   看診號：⟪queue_number|27⟫"""),

("tw_line_chat", """LINE 群組「大學同學會🎓」
⟦PERSON|阿凱⟧：同學會訂好了！⟪date|2/14⟫晚上⟪place|信義區⟫那間⟪org_name|鼎泰豐⟫，每人⟪price|NT$1,200⟫
⟦PERSON|小萱⟧：+1，我轉帳給誰？
⟦PERSON|阿凱⟧：轉我就好，⟪org_name|國泰世華⟫ (013) 帳號⟦CARD|$card_jcb1⟧ 欸不對這是我信用卡號😂 當我沒說
⟦PERSON|小萱⟧：哈哈快收回
⟦PERSON|阿凱⟧：收不回來了，超過時間😭 帳號是 ⟪bank_account_partial|****-***-6612⟫ 私訊給你
⟦PERSON|志明⟧：我會晚到，要帶老婆，她⟦MEDICAL|懷孕⟧不能吃生的，麻煩先跟店家說"""),
]

TEXTS += [
("train_ticket_ocr", """【火车票·OCR】
⟪ticket_number|E069881437⟫    ⟪place|杭州东站⟫ → ⟪place|北京南站⟫
⟪train_number|G20⟫次   ⟪timestamp|2026年01月22日 07:00开⟫   ⟪seat_number|05车12F号⟫
⟪price|¥662.5元⟫   网   二等座
限乘当日当次车
⟪masked_id|3301061997****8945⟫ ⟦PERSON|徐佳怡⟧
买票请到12306 发货请到95306
⟪ticket_serial|16384300960122E069881⟫ 杭州东售"""),

("passport_application_zh", """普通护照申请表（第2页）
姓名：⟦PERSON|钟琪⟧   拼音：⟦PERSON|ZHONG QI⟧   性别：女
出生日期：⟦DATE_OF_BIRTH|1983-06-05⟧   出生地：⟪place|辽宁沈阳⟫
公民身份号码：⟦IDCARD|$cnid_14⟧
现住址：⟦ADDRESS|辽宁省沈阳市和平区南京南街118号2单元902室⟧
联系电话：⟦PHONE|13904052277⟧
原护照号码（换发）：⟦PASSPORT|E38817240⟧   原护照有效期至：⟪date|2026-03-11⟫
申请类别：换发   受理编号：⟪reference|210102260114003⟫
收费标准：⟪price|120元⟫"""),

("immigration_arrival_card_zh", """外国人入境卡（OCR识别）
姓 Family name：⟦PERSON|SATO⟧   名 Given names：⟦PERSON|KENJI⟧
国籍：日本   护照号码：⟦PASSPORT|TK8820133⟧
出生日期：⟦DATE_OF_BIRTH|1975-11-02⟧   性别：男
签证号码：V08817422   签发地：⟪place|大阪⟫
航班号：⟪flight_number|NH959⟫   入境事由：商务
在华住址：⟦ADDRESS|上海市长宁区虹桥路1591号虹桥迎宾馆8号楼⟧"""),

("study_abroad_payment_zh", """【留学缴费说明】致 ⟦PERSON|蔡文博⟧ 同学
您在⟪org_name|慕尼黑工业大学⟫的学期注册费⟪price|€85.00⟫已确认；另外，您的私人宿舍押金需汇至房东账户：
收款人：⟦PERSON|Monika Huber⟧
IBAN：⟦IBAN|$iban_de2⟧
BIC：⟪bic|GENODEF1M04⟫
金额：⟦AMOUNT|€1,140.00⟧（两个月冷租）
附言请写：⟦PERSON|CAI WENBO⟧ ⟪room_number|Zi. 3.14⟫
如需学校出具在读证明，请登录TUMonline，学号03771264。"""),

("ecommerce_order_zh", """【淘宝】订单详情
订单编号：⟪order_id|3918827710445526612⟫
商品：⟪org_name|李宁⟫ 男子跑步鞋 超轻21   颜色：黑 尺码：42   单价：⟪price|¥499.00⟫
       ⟪org_name|张小泉⟫ 家用剪刀三件套   单价：⟪price|¥69.90⟫
实付款：⟦AMOUNT|¥538.90⟧（含运费⟪price|¥0.00⟫，店铺券-¥30）
收货人：⟦PERSON|尹航⟧  ⟪masked_phone|187****0416⟫
收货地址：⟦ADDRESS|湖北省武汉市武昌区中北路108号楚河汉街2期B座1706⟧
物流：⟪org_name|圆通速递⟫ ⟪tracking_number|YT7520019848113⟫"""),
]

TEXTS += [
("court_judgment_excerpt", """⟪org_name|广东省深圳市南山区人民法院⟫
民 事 判 决 书
⟪case_number|（2025）粤0305民初21877号⟫
原告：⟦PERSON|卢峰⟧，男，⟦DATE_OF_BIRTH|1985年1月9日⟧出生，汉族，住⟦ADDRESS|深圳市南山区粤海街道科苑路15号科兴科学园B栋⟧。
被告：⟪org_name|深圳市安居乐业房地产经纪有限公司⟫，住所地⟪place|深圳市福田区⟫。
……经审理查明，原告于⟪date|2024年6月⟫通过被告承租房屋，并支付中介费⟦AMOUNT|7,500元⟧、押金⟦AMOUNT|15,000元⟧。
判决如下：被告于本判决生效之日起十日内返还原告押金⟦AMOUNT|15,000元⟧及利息。
案件受理费⟪price|137.5元⟫，由被告负担。"""),

("school_leave_request", """请假条
⟦PERSON|王老师⟧：
您好！我是⟪class_code|三年级2班⟫⟦PERSON|唐果⟧的妈妈。孩子昨晚开始⟦MEDICAL|发烧39度，咳嗽⟧，今天上午去⟪org_name|市儿童医院⟫看了，诊断为⟦MEDICAL|支原体肺炎⟧，医生开了⟦MEDICAL|阿奇霉素干混悬剂⟧，需要在家休息三天（⟪date|1月14日⟫至⟪date|1月16日⟫），特此请假，望批准。
家长：⟦PERSON|唐丽⟧
电话：⟦PHONE|13975120068⟧
⟪date|2026年1月14日⟫"""),

("health_checkup_report", """⟪org_name|美年大健康⟫体检报告（摘要）
体检编号：MN26011400387   体检日期：⟪date|2026-01-11⟫
姓名：⟦PERSON|武斌⟧   性别：男   年龄：52
主要异常：
1. 血压 152/96 mmHg —— ⟦MEDICAL|高血压⟧，建议心内科就诊
2. 尿酸 538 μmol/L（参考⟪reference_range|208-428⟫）—— ⟦MEDICAL|高尿酸血症⟧
3. 腹部B超 —— ⟦MEDICAL|中度脂肪肝⟧
4. 颈动脉 —— ⟦MEDICAL|左侧颈动脉斑块形成⟧
套餐：⟪price|尊享男士套餐 ¥1,588⟫（单位团检）"""),

("vaccination_record_child", """儿童预防接种记录（⟪org_name|朝阳区妇幼保健院⟫）
儿童姓名：⟦PERSON|乔楠⟧   出生日期：⟦DATE_OF_BIRTH|2023-05-20⟧   家长：⟦PERSON|乔大伟⟧ ⟦PHONE|13366187204⟧
疫苗名称          剂次   接种日期       批号
⟪drug_ad|麻腮风疫苗⟫       2     ⟪date|2024-11-20⟫   ⟪lot_number|202405A117⟫
⟪drug_ad|乙脑减毒活疫苗⟫   2     ⟪date|2025-05-21⟫   ⟪lot_number|C202503061⟫
备注：⟦MEDICAL|鸡蛋过敏⟧，接种流感疫苗前需评估。
自费疫苗参考价：⟪drug_ad|13价肺炎疫苗⟫⟪price|每剂698元⟫"""),

("pet_insurance_claim_zh", """宠物医疗险理赔申请  ⟪org_name|众安保险⟫
投保人：⟦PERSON|谭雅⟧   手机号：⟦PHONE|13826407715⟧
证件号码：⟦IDCARD|$cnid_3⟧
宠物：⟪pet_name|旺财⟫（金毛，6岁）   芯片号：900164001883521
就诊医院：⟪org_name|新瑞鹏宠物医院⟫⟪place|福田⟫店   就诊日期：⟪date|2025-12-28⟫
诊断：⟪pet_health|髋关节发育不良⟫
申请理赔金额：⟦AMOUNT|4,236元⟧   免赔额：⟪price|200元⟫
收款卡号：⟦CARD|$card_visa2⟧（本人名下）"""),

("game_guild_wechat", """【微信群·王者荣耀五排车队】
⟦PERSON|胖虎⟧：今晚8点上分，谁来
⟦PERSON|大刘⟧：我！但我手机被我妈收了，用我表哥的号
⟦PERSON|胖虎⟧：你表哥啥段位
⟦PERSON|大刘⟧：星耀，账号QQ 2817749301 密码 ⟦PASSWORD|liuxiao0619⟧ 你们别乱改啊
⟦PERSON|阿May⟧：……你把密码发群里了兄弟
⟦PERSON|大刘⟧：卧槽 撤回不了了 超过两分钟
⟦PERSON|胖虎⟧：新皮肤⟪price|168点券⟫，谁送我一个哈哈
⟦PERSON|阿May⟧：版本⟪version|S38⟫更新完再说"""),

("dental_appointment_sms", """【⟪org_name|通策口腔⟫】⟦PERSON|曾女士⟧您好，您预约的⟪date|1月18日（周日）⟫15:30种植牙复诊已确认，主治医生⟦PERSON|吕医生⟧，诊室⟪room_number|5号⟫。种植体品牌套餐⟪price|¥8,800起⟫（活动价）。如需改约请回复1或致电⟦PHONE|0571-86027713⟧。"""),
]

TEXTS += [
("courier_complaint_ticket", """【客诉工单】⟪ticket_id|TS-2026011400418⟫   渠道：12305邮政申诉转办
投诉人：⟦PERSON|任杰⟧   联系电话：⟦PHONE|13693018722⟧
运单号：⟪tracking_number|JDX019924871203⟫   寄递物品：笔记本电脑（保价⟦AMOUNT|5,000元⟧）
投诉内容：快递员未经同意放在⟦ADDRESS|北京市丰台区马家堡东路106号远洋自然小区3号楼⟧楼下，导致丢件。要求赔偿⟦AMOUNT|6,299元⟧（购买价）。
处理人：站点主管⟦PERSON|小丁⟧
处理结果：按保价条款赔付⟦AMOUNT|5,000元⟧，已于⟪date|1月13日⟫原路退回。"""),

("export_customs_zh", """出境旅客行李物品申报单（复印件）
姓名：⟦PERSON|龙飞⟧   性别：男   国籍：中国
出生日期：⟦DATE_OF_BIRTH|1966年2月21日⟧   护照号码：⟦PASSPORT|EJ7719204⟧
前往国家：⟪place|新西兰⟫   航班号：⟪flight_number|NZ288⟫
携带物品：人民币现金⟦AMOUNT|¥18,000⟧，照相机一部（⟪org_name|佳能⟫EOS R6，⟪price|市场价约1.5万⟫）
申报日期：⟪date|2026-01-10⟫   旅客签名：⟦PERSON|龙飞⟧
海关编号：⟪reference|2200-26-0011873⟫"""),

("freight_forwarder_email_zh", """主题：RE: 订舱确认 ⟪booking_ref|SZX2601-0442⟫ / 提单号 ⟪bill_of_lading|COSU6418827730⟫

⟦PERSON|刘总⟧您好，
贵司这票货已确认配载⟪vessel|COSCO SHIPPING TAURUS⟫ 2603E，柜号⟪container_number|CSNU 622718-0⟫，⟪date|1月21日⟫截关，⟪place|盐田⟫港开船。
海运费按本月报价⟪price|USD 1,150/40HQ⟫，另码头操作费⟪price|RMB 1,180⟫。
请把报关资料发我邮箱⟦EMAIL|doris.zhou@hy-logistics.com⟧，有问题可以直接打我手机⟦PHONE|13798451206⟧。
⟦PERSON|周小姐⟧ / ⟦PERSON|Doris Zhou⟧
⟪org_name|华运国际物流⟫"""),

("property_repair_ticket", """物业报修单  ⟪org_name|万科物业⟫⟪place|金色家园⟫服务中心
报修编号：⟪ticket_id|WX20260114-077⟫   报修时间：⟪timestamp|2026-01-14 19:42⟫
业主：⟦PERSON|程丽华⟧   房号：⟪room_number|12栋2单元1803⟫   电话：⟦PHONE|18607552183⟧
报修内容：卫生间漏水到楼下。家里没人，师傅可以自己开门，智能锁临时密码⟦PASSWORD|418826⟧，用完我会改。
派单：维修工⟦PERSON|老何⟧
收费标准：材料费另计，上门费⟪price|30元⟫"""),

("dorm_assignment_table", """⟪org_name|浙江大学⟫紫金港校区2025级研究生宿舍分配表（节选）
楼栋    房间     床位   姓名      学号             联系电话
⟪building|蓝田1舍⟫  ⟪room_number|312⟫    1     ⟦PERSON|钟伟⟧     22531001   ⟦PHONE|13588102276⟧
⟪building|蓝田1舍⟫  ⟪room_number|312⟫    2     ⟦PERSON|欧阳明⟧   22531047   ⟦PHONE|15088710294⟧
⟪building|蓝田1舍⟫  ⟪room_number|312⟫    3     ⟦PERSON|Ahmad Karimi⟧  22539102   ⟦PHONE|18857102663⟧
住宿费：⟪price|1,200元/学年⟫，开学后统一缴纳。"""),

("grad_supervisor_email", """主题：关于下学期助研津贴
⟦PERSON|小蒋⟧：
你好。学院通知本学期助研津贴已发放，你的金额是⟦AMOUNT|每月2,400元⟧，从课题经费（⟪grant_number|NSFC 52278412⟫，总经费⟪price|54万元⟫）中支出。
另外，你上次提到的⟦MEDICAL|失眠和焦虑⟧，建议去校医院心理中心看看，不要硬撑，论文进度可以往后调。
有事微信或者打我电话⟦PHONE|13816720439⟧。
⟦PERSON|卢老师⟧"""),

("tour_group_manifest", """⟪org_name|中国国旅⟫ 日本北海道6日游 团号⟪tour_code|CITS-HKD-0203⟫ 名单
序号  中文名    拼音               性别  出生日期       护照号
1    ⟦PERSON|黎志刚⟧   ⟦PERSON|LI/ZHIGANG⟧        M    ⟦DATE_OF_BIRTH|1961-08-14⟧   ⟦PASSPORT|EH2291047⟧
2    ⟦PERSON|黎秀英⟧   ⟦PERSON|LI/XIUYING⟧        F    ⟦DATE_OF_BIRTH|1963-03-30⟧   ⟦PASSPORT|EH2291055⟧
3    ⟦PERSON|常乐⟧     ⟦PERSON|CHANG/LE⟧          F    ⟦DATE_OF_BIRTH|1990-12-01⟧   ⟦PASSPORT|E88104726⟧
团费：⟪price|¥7,999/人⟫（不含签证费⟪price|¥350⟫）  出发：⟪date|2026-02-03⟫ ⟪flight_number|CA169⟫
领队：⟦PERSON|白雪⟧ ⟦PHONE|13911207745⟧"""),

("ota_hotel_order_card", """【去哪儿 酒店担保订单·后台】
订单号：⟪order_id|HTL26011488211⟫   酒店：⟪org_name|三亚亚特兰蒂斯⟫   入住：⟪date|2026-02-10⟫ 3晚
房价：⟪price|¥2,688/晚⟫（含双早）
入住人：⟦PERSON|孙悦⟧、⟦PERSON|丁一⟧
担保信用卡：⟦CARD|$card_visa3⟧   有效期：⟪card_expiry|09/28⟫   CVV：⟦CVV|552⟧
持卡人：⟦PERSON|SUN YUE⟧   手机：⟦PHONE|13609876521⟧
担保金额：⟦AMOUNT|¥8,064⟧（首晚未入住将扣除首晚房费）
备注：客人⟦MEDICAL|海鲜过敏⟧，已通知餐厅"""),

("game_account_trade", """【交易猫·账号交易聊天】
买家 ⟪username|一只小萌新⟫：号我要了，⟦AMOUNT|1,850⟧成交，换绑要啥
卖家 ⟪username|氪金大佬2019⟫：账号ys_8820147，密码⟦PASSWORD|Genshin@0716⟧，绑的手机我换成你的
卖家 ⟪username|氪金大佬2019⟫：实名是我老婆的，⟦PERSON|丁婉⟧ ⟦IDCARD|$cnid_17⟧，换绑需要人脸，你找客服申诉改实名
买家 ⟪username|一只小萌新⟫：行，平台担保已付款，订单⟪order_id|JYM20260113-77102⟫
系统提示：平台禁止私下交易，账号估价参考⟪price|¥1,500-2,200⟫"""),

("esports_contract_zh", """电子竞技职业选手聘用合同（摘录）
甲方：⟪org_name|成都星火电子竞技俱乐部⟫
乙方：⟦PERSON|萧然⟧（游戏ID：XH.⟦PERSON|Xiaoran⟧）   身份证：⟦IDCARD|$cnid_2⟧
联系地址：⟦ADDRESS|上海市浦东新区世纪大道1168号东方金融广场B座2301⟧
第五条 乙方月薪为⟦AMOUNT|人民币35,000元⟧（税前），赛事奖金按俱乐部分配方案执行。
第八条 违约金为⟦AMOUNT|人民币500万元⟧。
第十一条 联赛总奖金池⟪price|1,000万元⟫由联盟统一发放。"""),
]

TEXTS += [
("physio_dingtalk_booking", """【钉钉·康复科预约群】
⟦PERSON|方圆⟧（治疗师）：明天上午的排班：9:00 ⟦PERSON|秦老师⟧（⟦MEDICAL|肩袖损伤术后⟧），10:00 ⟦PERSON|阿杰⟧（⟦MEDICAL|踝关节扭伤⟧），11:00 空
前台⟦PERSON|小文⟧：11点那个可以给⟦PERSON|邱雯⟧吗？她说⟦MEDICAL|颈椎病⟧又犯了，⟦PHONE|13541092867⟧
⟦PERSON|方圆⟧（治疗师）：可以，让她带上次的MRI片子，放在⟪room_number|2号治疗床⟫
前台⟦PERSON|小文⟧：好的。冲击波治疗价格表更新了，单次⟪price|¥380⟫，十次卡⟪price|¥3,200⟫，已贴前台"""),

("pharmacy_member_log", """[2026-01-14 15:20:11] POS-03 会员查询 卡号=VIP880127744 姓名=⟦PERSON|沈玉梅⟧ 手机=⟦PHONE|13862219054⟧
[2026-01-14 15:20:40] POS-03 销售 ⟦MEDICAL|阿托伐他汀钙片 20mg×7⟧ 数量=4 单价=⟪price|32.50⟫
[2026-01-14 15:20:41] POS-03 销售 ⟪drug_ad|维生素C咀嚼片⟫ 数量=1 单价=⟪price|19.90⟫（促销）
[2026-01-14 15:20:58] POS-03 医保结算 个人账户支付=⟦AMOUNT|130.00⟧ 现金=⟦AMOUNT|20.00⟧ 找零0.10
[2026-01-14 15:21:02] POS-03 上传 ⟪doc_ip|198.51.100.40⟫:⟪port|8443⟫ 失败，重试（测试环境地址）
[2026-01-14 15:21:05] POS-03 上传 ⟦IP_ADDRESS|10.88.1.20⟧:⟪port|8443⟫ 成功 收银员=⟦PERSON|lihong⟧"""),

("hospital_referral_zh", """⟪org_name|苏州大学附属第一医院⟫ 转诊单
患者姓名：⟦PERSON|钱伟东⟧   性别：男   出生日期：⟦DATE_OF_BIRTH|1958-07-07⟧
身份证号：⟦IDCARD|$cnid_15⟧
转出科室：口腔颌面外科   转入：⟪org_name|上海九院⟫口腔颌面头颈肿瘤科
病情摘要：⟦MEDICAL|左舌缘溃疡3月不愈，病理提示鳞状细胞癌⟧，既往⟦MEDICAL|高血压⟧、⟦MEDICAL|冠心病支架术后⟧，长期服用⟦MEDICAL|阿司匹林100mg⟧。
转诊医生：⟦PERSON|殷主任⟧   联系电话：⟦PHONE|0512-67780019⟧
日期：⟪date|2026年1月12日⟫"""),

("counseling_note_zh", """心理咨询记录（第4次）  ⟪org_name|阳光心理工作室⟫  咨询室⟪room_number|B⟫
来访者：⟦PERSON|小雨⟧（化名前的真实姓名：⟦PERSON|林小雨⟧），女，27岁，自由职业插画师
主诉：近两个月⟦MEDICAL|情绪低落、早醒⟧，工作收入不稳定，上月被客户拖欠⟦AMOUNT|1.2万元⟧稿费。
评估：PHQ-9 16分，⟦MEDICAL|中度抑郁⟧；无自伤计划。
建议：精神科就诊评估是否需要药物；继续每周一次咨询，收费⟪price|400元/次⟫。
咨询师：⟦PERSON|贺婧⟧"""),

("pet_boarding_agreement", """宠物寄养协议
寄养方（主人）：⟦PERSON|蔡晓峰⟧   手机：⟦PHONE|15901867730⟧
身份证号：⟦IDCARD|$cnid_18⟧
地址：⟦ADDRESS|北京市朝阳区阜通东大街6号院3号楼1单元1202室⟧
宠物：⟪pet_name|可乐⟫（英短蓝猫）、⟪pet_name|雪碧⟫（布偶）
寄养期间：⟪date|2026-01-25⟫至⟪date|2026-02-08⟫
寄养费：⟪price|80元/只/天⟫，本单合计⟦AMOUNT|2,400元⟧，主人已预付⟦AMOUNT|1,000元⟧
特别说明：⟪pet_name|雪碧⟫有⟪pet_health|慢性肾病⟫，每日喂处方粮。紧急联系人：母亲⟦PERSON|胡秀珍⟧ ⟦PHONE|13701018826⟧"""),

("salary_slip_zh", """⟪org_name|顺捷供应链管理有限公司⟫ 2025年12月工资条
姓名：⟦PERSON|郭晓东⟧   工号：SJ0421   部门：运输部
基本工资 ⟦AMOUNT|6,000.00⟧   绩效 ⟦AMOUNT|2,350.00⟧   出车补贴 ⟦AMOUNT|1,100.00⟧
社保个人 -⟦AMOUNT|886.40⟧   公积金 -⟦AMOUNT|720.00⟧   个税 -⟦AMOUNT|134.06⟧
实发工资：⟦AMOUNT|7,709.54⟧
工资卡：⟪masked_card|6222 **** **** 0471⟫
如有疑问请于⟪date|1月20日⟫前联系人事部⟦PERSON|罗娟⟧（分机⟪extension|8021⟫）"""),

("bank_statement_csv_zh", """交易日期,摘要,对方户名,收入,支出,余额
⟪date|2026-01-02⟫,工资,⟪org_name|顺捷供应链管理有限公司⟫,⟦AMOUNT|7709.54⟧,,⟦AMOUNT|23518.20⟧
⟪date|2026-01-03⟫,转账,⟦PERSON|王建华⟧,,⟦AMOUNT|6500.00⟧,⟦AMOUNT|17018.20⟧
⟪date|2026-01-05⟫,快捷支付,⟪org_name|支付宝-美团⟫,,⟦AMOUNT|58.30⟧,⟦AMOUNT|16959.90⟧
⟪date|2026-01-09⟫,跨行转入,⟦PERSON|郭明⟧,⟦AMOUNT|2000.00⟧,,⟦AMOUNT|18959.90⟧
# 账户：⟦PERSON|郭晓东⟧ ⟦CARD|$card_up5⟧ 打印时间 ⟪timestamp|2026-01-14 10:11⟫"""),

("tax_app_ocr_zh", """【个人所得税APP截图·OCR】
2025年度综合所得年度汇算
姓名：⟪masked_name|郭*东⟫
证件号码：⟦IDCARD|$cnid_16⟧
综合所得收入额 ⟦AMOUNT|112,480.00⟧
应退税额 ⟦AMOUNT|1,206.35⟧
退税银行卡 ⟪masked_card|中国工商银行 尾号0471⟫
提交时间 ⟪timestamp|2026-03-02 21:14⟫"""),
]

TEXTS += [
("incident_postmortem_zh", """【故障复盘】⟪date|1月13日⟫ 运单查询接口大面积超时
影响时间：⟪timestamp|21:04⟫ – ⟪timestamp|21:47⟫，约43分钟
根因：⟦IP_ADDRESS|172.20.5.31⟧ 上的 Redis 主节点内存打满触发淘汰，从节点 ⟦IP_ADDRESS|172.20.5.32⟧ 未及时切换。
处理过程：值班同学⟦PERSON|杜鹏⟧ 21:10 收到告警，21:25 拉上⟦PERSON|卢峰⟧手动切主；期间监控大盘显示 QPS 峰值 ⟪metric|18,200⟫。
遗留问题：排查时发现压测脚本里残留一个测试地址 ⟪doc_ip|203.0.113.12⟫ 和一个 GitHub token ⟦APIKEY|$gh_pat_2⟧，已吊销。
改进项：Redis 升级到 ⟪version|7.2.4⟫；告警接入值班电话 ⟦PHONE|13011920487⟧（⟦PERSON|杜鹏⟧）。"""),

("anti_fraud_notice_school", """【防诈骗提醒】⟪org_name|华中科技大学⟫学生工作部
近期有不法分子冒充辅导员，以"补缴学费""奖学金退税"为由诱导同学转账。请注意：
1. 学校收费只通过"智慧华中大"平台，标准学费为⟪price|5,850元/学年⟫，不会通过个人账户收款。
2. 任何要求提供短信验证码（如"⟪otp_code|836201⟫"）的都是诈骗。
3. 不要点击陌生链接，如 ⟪url|http://hust-jxj.top⟫。
如遇可疑情况，请联系本院辅导员⟦PERSON|刘老师⟧或拨打校园110。
⟪date|2026年1月10日⟫"""),

("tw_pharmacy_line", """LINE · ⟪org_name|大樹藥局⟫ 信義店
藥師⟦PERSON|阿德⟧：⟦PERSON|陳先生⟧您好，您的慢性處方箋第二次領藥可以來拿了
⟦PERSON|陳志豪⟧：好，我爸的也一起，他叫⟦PERSON|陳明雄⟧，身分證⟦NATIONAL_ID|$nid_tw_2⟧
藥師⟦PERSON|阿德⟧：收到，令尊的是⟦MEDICAL|Metformin 500mg⟧跟⟦MEDICAL|Amlodipine 5mg⟧各28天，您的是⟦MEDICAL|痛風藥Febuxostat 40mg⟧
⟦PERSON|陳志豪⟧：對。另外我想買那個葉黃素
藥師⟦PERSON|阿德⟧：⟪drug_ad|葉黃素膠囊60粒⟫現在特價⟪price|NT$899⟫，慢箋部分負擔⟪price|免收⟫"""),
]
