# 中文文本, corpus_blind17. 标记: ⟦类型|值⟧ 实体, ⟪kind|值⟫ 诱饵, $name -> values.VALUES
TEXTS = []

TEXTS += [
("airline_refund_sms", """
【东方云航】尊敬的⟦PERSON|刘思远⟧旅客，您购买的⟪date|12月8日⟫⟪flight_number|MU5137⟫航班（上海虹桥-北京首都）退票已受理，退款⟦AMOUNT|1,346.00元⟧将原路退回至尾号⟪id_tail|8821⟫的银行卡，预计7个工作日到账。退票手续费按票面价⟪price|1,590元⟫的⟪percentage|10%⟫收取。客服热线⟦PHONE|400-690-3318⟧，请勿轻信其他号码。
"""),
("travel_agency_order", """
【途远旅行】出境游订单确认
订单号：⟪order_number|TY20261203008817⟫
线路：日本关西5晚6天（大阪/京都/奈良），出发日期⟪date|2027年1月23日⟫
出行人1：⟦PERSON|周婉清⟧，护照号⟦PASSPORT|EJ4827193⟧，手机⟦PHONE|13817294405⟧
出行人2：⟦PERSON|周子墨⟧（儿童），护照号⟦PASSPORT|EK0392816⟧
团费：⟪price|6,999元/人⟫，儿童不占床⟪price|5,499元⟫
已付全款：⟦AMOUNT|12,498元⟧（支付宝交易号⟪transaction_id|2026120322001418890512⟫）
领队：⟦PERSON|阿杰⟧ 签证专员：⟦PERSON|林小姐⟧ ⟦PHONE|021-6085 3372⟧
"""),
("hotel_guest_registration", """
旅客住宿登记单（公安网上传）
姓名：⟦PERSON|马国栋⟧  性别：男  民族：回
证件类型：居民身份证  证件号码：⟦IDCARD|$prc_09⟧
出生日期：⟦DATE_OF_BIRTH|1968年12月03日⟧
户籍地址：⟦ADDRESS|山东省青岛市市南区香港中路76号3单元502室⟧
入住：⟪date|2026-12-03⟫ 离店：⟪date|2026-12-05⟫ 房号：⟪room_number|1708⟫ 房价：⟪price|688元/晚⟫
押金：⟦AMOUNT|1,000元⟧（微信支付）
前台：⟦PERSON|小郑⟧
"""),
("gym_membership_contract", """
力健健身 会员入会协议（编号 ⟪contract_number|LJ-SZ-2026-03318⟫）
甲方：深圳力健健身管理有限公司南山店
乙方（会员）：⟦PERSON|黄嘉欣⟧  身份证号：⟦IDCARD|$prc_03⟧  出生日期：⟦DATE_OF_BIRTH|1985-06-02⟧
联系电话：⟦PHONE|186 2104 7733⟧
会籍类型：年卡（⟪product_code|VIP-Y⟫），门市价⟪price|4,680元⟫，活动价⟪price|3,280元⟫
乙方实付：⟦AMOUNT|3,180元⟧（使用老会员推荐券100元）
健康声明：乙方自述有⟦MEDICAL|腰椎间盘突出⟧，禁止大重量深蹲；⟦MEDICAL|高血压⟧，服用⟦MEDICAL|氨氯地平5mg⟧。
会籍顾问：⟦PERSON|彭浩⟧
"""),
("yoga_wechat_group_notice", """
【静心瑜伽·会员群】
@所有人 各位小伙伴好～本周六⟪time|9:30⟫的阴瑜伽改到三楼B教室，由⟦PERSON|苏苏⟧老师代课。
储物柜密码统一改成⟦PASSWORD|2580⟧，请大家上完课记得带走物品。
⟦PERSON|王姐⟧上次落下的保温杯在前台。
⟦PERSON|小雅⟧：收到！我膝盖⟦MEDICAL|半月板损伤⟧还没好，可以只做坐姿体式吗？
⟦PERSON|苏苏⟧老师：可以的，记得提前跟我说～
次卡⟪price|120元/次⟫，月卡⟪price|680元⟫，续卡找⟦PERSON|陈店长⟧。
"""),
("pt_training_record", """
私教课程记录 第6/20节 ⟪date|2026.12.02⟫
学员：⟦PERSON|许文博⟧ 男 34岁
教练：⟦PERSON|老赵⟧
今日训练：硬拉 60kg×5×4，高位下拉 45kg×10×4，平板支撑 60s×3
备注：学员有⟦MEDICAL|2型糖尿病⟧，训练前测血糖6.8；上周⟦MEDICAL|右肩袖拉伤⟧已基本恢复，推举暂缓。
课包：20节⟪price|7,600元⟫，学员分两期付款，已付⟦AMOUNT|3,800元⟧，剩余⟦AMOUNT|3,800元⟧下次课前补齐。
学员签字：⟦PERSON|许文博⟧
"""),
("charity_donation_receipt", """
公益捐赠票据
票据号码：⟪receipt_number|No.0018824716⟫
捐赠人：⟦PERSON|邓雅琴⟧
捐赠项目：“春蕾计划”乡村女童助学
捐赠金额（大写）：⟦AMOUNT|贰仟元整⟧  （小写）⟦AMOUNT|¥2,000.00⟧
捐赠方式：银行转账（付款卡号⟪masked_card|6222 **** **** 4417⟫）
受赠单位：⟪org_name|云南省青少年发展基金会⟫
开票日期：⟪date|2026年12月1日⟫  经办人：⟦PERSON|杨丽⟧
"""),
("volunteer_group_chat", """
【蓝马甲志愿者群】
⟦PERSON|老周⟧：明天社区义诊需要6个志愿者，⟪time|8点⟫在⟪place|幸福里社区服务中心⟫集合
⟦PERSON|小赵⟧：我可以，顺便带我奶奶来量血压，她⟦MEDICAL|房颤⟧一直在吃⟦MEDICAL|华法林⟧
⟦PERSON|阿伟⟧：+1，我开车，车牌⟪vehicle_plate|沪A·8K27Q⟫，可以带三个人
⟦PERSON|老周⟧：好的。⟦PERSON|阿伟⟧你把大家接一下，电话报给我
⟦PERSON|阿伟⟧：⟦PHONE|159 0172 3368⟧
⟦PERSON|刘阿姨⟧：我上次垫付的矿泉水钱⟦AMOUNT|86块⟧还没报呢😂
"""),
("electricity_overdue_sms", """
【国网电力】尊敬的客户⟪masked_name|冯**⟫，您户号⟪account_ref|0419283374⟫（地址：⟦ADDRESS|杭州市西湖区文三路259号3幢1单元602室⟧）截至⟪date|12月3日⟫欠费⟦AMOUNT|326.48元⟧，请于⟪date|12月10日⟫前缴清，逾期将按日加收⟪percentage|0.1%⟫违约金。居民阶梯电价第一档⟪price|0.538元/度⟫。咨询请拨供电服务热线⟦PHONE|400-885-2761⟧。
"""),
("broadband_complaint_ticket", """
工单编号：⟪ticket_number|GD-20261202-55127⟫
业务类型：宽带故障投诉（二次投诉）
客户姓名：⟦PERSON|钱立群⟧   联系电话：⟦PHONE|13605718842⟧
装机地址：⟦ADDRESS|浙江省杭州市拱墅区莫干山路1418号春江花月5幢2单元1101室⟧
宽带账号：⟪account_ref|0571A88230194⟫  套餐：500M融合套餐（⟪price|129元/月⟫）
问题描述：11月以来每天晚上8点后频繁掉线，光猫LOS灯红，客户称已请假在家等了两次装维人员均未上门，要求减免当月月费⟦AMOUNT|129元⟧并赔偿。
光猫管理地址：⟪doc_ip|192.0.2.1⟫（知识库示例），实际WAN口IP ⟦IP_ADDRESS|115.204.87.36⟧
处理人：装维班长⟦PERSON|徐工⟧
"""),
("mobile_carrier_call_record", """
【通话记录摘要】⟪timestamp|2026-12-02 14:38⟫ 客服工号⟪employee_id|10086-3317⟫
客户来电称本机号码⟦PHONE|139 1728 0456⟧被莫名订购“视频彩铃包”，每月扣费⟦AMOUNT|15元⟧，已扣4个月共⟦AMOUNT|60元⟧。客户⟦PERSON|吴先生⟧（机主⟦PERSON|吴国华⟧）要求退订并全额退款。
核实：业务于⟪date|2026-08-05⟫通过短信验证码⟪otp_code|482913⟫开通。
处理：已退订，办理退费⟦AMOUNT|60.00元⟧，3个工作日内返还话费账户。客户服务密码⟦PASSWORD|731905⟧已提醒客户修改。
"""),
("car_dealer_purchase_contract", """
汽车销售合同（节选）
买方：⟦PERSON|曹建军⟧  身份证号：⟦IDCARD|$prc_11⟧
住址：⟦ADDRESS|重庆市渝中区解放碑民族路188号环球金融中心23楼2305⟧
联系电话：⟦PHONE|023-6381 5527⟧
车型：比亚迪汉EV 2027款 ⟪product_code|610KM四驱旗舰型⟫，车架号⟪vin|LGXCE6CD1R0128843⟫
厂商指导价：⟪price|23.98万元⟫
成交价：⟦AMOUNT|21.68万元⟧，首付⟦AMOUNT|6.5万元⟧，贷款⟦AMOUNT|15.18万元⟧分36期
定金：⟦AMOUNT|5,000元⟧已付（POS凭证号⟪voucher_number|000417⟫）
销售顾问：⟦PERSON|向晓燕⟧
"""),
("annual_inspection_sms", """
【车管服务】您的小型汽车⟪vehicle_plate|粤B·D6R218⟫将于⟪date|2027年1月⟫到期需年检，可在“交管12123”预约。检测站：⟪org_name|安车检测南山站⟫，检测费⟪price|150元⟫。如有疑问联系⟦PERSON|张师傅⟧ ⟦PHONE|0755-8627 1940⟧。
"""),
("parking_ticket_notice", """
违法停车告知单
编号：⟪case_number|4403051226000884⟫
号牌号码：⟪vehicle_plate|苏E·7Q3M9⟫   车辆类型：小型轿车
违法时间：⟪timestamp|2026年11月30日 10时12分⟫
违法地点：⟪place|苏州市工业园区星湖街与现代大道交叉口⟫
违法行为：机动车违反规定停放（代码⟪code|1039⟫），罚款⟪price|200元⟫，记0分
当事人：⟦PERSON|顾晨阳⟧ 驾驶证号⟦IDCARD|$prc_21⟧
当事人已于⟪date|12月2日⟫缴纳罚款⟦AMOUNT|200.00元⟧，电子缴款单号⟪receipt_number|320500260012047⟫
执勤民警：⟪badge_number|警号052813⟫
"""),
("game_recharge_refund_ticket", """
【客服工单】⟪ticket_number|#KF-884120⟫ 未成年人充值退款申请
游戏：星穹幻域  角色ID：⟪user_id|10028847312⟫  区服：⟪server_id|S128 晨曦⟫
申请人（监护人）：⟦PERSON|邱美玲⟧  电话：⟦PHONE|177 5021 9938⟧
说明：孩子⟦PERSON|邱子轩⟧（12岁）用我的手机在⟪date|11月14日⟫至⟪date|11月26日⟫期间充值共⟦AMOUNT|4,328元⟧，最大一笔⟦AMOUNT|648元⟧，我完全不知情。
监护人身份证：⟦IDCARD|$prc_13⟧
附件：支付宝账单截图3张
客服⟦PERSON|小桃⟧：已提交风控，预计7个工作日答复。
"""),
("streamer_withdrawal_record", """
主播提现记录（导出）
主播昵称：一只咸鱼喵   实名：⟦PERSON|孔令娜⟧
身份证：⟦IDCARD|$prc_05⟧
提现银行卡：⟦CARD|$card_up1⟧（中国建设银行成都武侯支行）
┌────────────┬──────────┬────────┐
│ 日期       │ 提现金额 │ 状态   │
├────────────┼──────────┼────────┤
│ ⟪date|2026-11-05⟫ │ ⟦AMOUNT|8,200.00⟧ │ 已到账 │
│ ⟪date|2026-11-20⟫ │ ⟦AMOUNT|12,650.50⟧│ 已到账 │
│ ⟪date|2026-12-01⟫ │ ⟦AMOUNT|5,433.20⟧ │ 审核中 │
└────────────┴──────────┴────────┘
平台服务费⟪percentage|5%⟫，单笔最低提现⟪price|100元⟫。
"""),
("university_admission_notice", """
⟪org_name|华东理工科技大学⟫ 2026年硕士研究生拟录取名单（部分）
序号 考生编号          姓名    专业             初试  复试  总成绩
1    ⟪exam_number|102516000010233⟫  ⟦PERSON|蒋一帆⟧  计算机科学与技术 ⟪score|398⟫   ⟪score|86.4⟫  ⟪score|82.17⟫
2    ⟪exam_number|102516000011872⟫  ⟦PERSON|宋雨桐⟧  计算机科学与技术 ⟪score|391⟫   ⟪score|88.0⟫  ⟪score|81.99⟫
3    ⟪exam_number|102516000009461⟫  ⟪masked_name|何**⟫    软件工程         ⟪score|377⟫   ⟪score|84.2⟫  ⟪score|79.37⟫
公示期：⟪date|2026年4月8日⟫至⟪date|4月17日⟫。联系人：研招办⟦PERSON|卢老师⟧，⟦PHONE|021-6425 3088⟧，⟦EMAIL|yzb@ecust-demo.edu.cn⟧
"""),
("scholarship_application", """
国家助学金申请表
姓名：⟦PERSON|杨春花⟧  学号：⟪student_id|2024110537⟫  院系：农学院
身份证号：⟦IDCARD|$prc_20⟧  出生年月：⟦DATE_OF_BIRTH|1997年4月2日⟧
家庭住址：⟦ADDRESS|云南省昆明市五华区龙泉路77号⟧
家庭情况：父亲⟦PERSON|杨德明⟧务农，患⟦MEDICAL|尿毒症⟧需长期⟦MEDICAL|血液透析⟧，家庭年收入约⟦AMOUNT|2万元⟧，去年医疗支出⟦AMOUNT|四万多⟧。
申请等级：一等（⟪price|4,400元/年⟫）
辅导员意见：情况属实。签名：⟦PERSON|马老师⟧
"""),
("lab_ethics_approval", """
医学伦理委员会审查批件
批件号：⟪approval_number|2026-伦审-第(147)号⟫
项目名称：基于可穿戴设备的老年人跌倒风险预测研究
项目负责人：⟦PERSON|韩雪⟧ 副教授   经费来源：国家自然科学基金（⟪grant_ref|82471234⟫），经费⟪price|55万元⟫
审查意见：同意。受试者补贴每人⟪price|200元⟫。
特别提示：申请材料附件3中误附了受试者⟦PERSON|钟桂兰⟧（⟦MEDICAL|帕金森病⟧，⟦MEDICAL|多巴丝肼片⟧治疗中）的完整病历，请立即删除并重新提交去标识化版本。
主任委员：⟦PERSON|汪志成⟧  日期：⟪date|2026年11月27日⟫
"""),
("tax_reconciliation_record", """
个人所得税综合所得年度汇算（2025年度）
纳税人：⟦PERSON|梁思琪⟧  证件号码：⟦IDCARD|$prc_08⟧
任职受雇单位：⟪org_name|广州云帆信息科技有限公司⟫
工资薪金收入：⟦AMOUNT|286,400.00⟧
专项附加扣除：子女教育⟪price|24,000.00⟫、住房贷款利息⟪price|12,000.00⟫、赡养老人⟪price|36,000.00⟫
已缴税额：⟦AMOUNT|21,356.80⟧
应补（退）税额：⟦AMOUNT|-3,912.40⟧（申请退税）
退税账户：⟦CARD|$card_up3⟧
申报日期：⟪date|2026-03-12⟫
"""),
("visa_materials_checklist", """
赴英国签证材料清单（客户：⟦PERSON|田甜⟧）
1. 护照原件：⟦PASSPORT|E83920571⟧，有效期至⟪date|2033年7月⟫
2. 身份证复印件：⟦IDCARD|$prc_15⟧
3. 在职证明：⟪org_name|湖南星辰传媒有限公司⟫，月薪⟦AMOUNT|18,500元⟧
4. 近6个月银行流水，余额不低于⟪price|5万元⟫（客户实际余额⟦AMOUNT|8.7万⟧）
5. 英国邀请人：⟦PERSON|Emily Carter⟧，地址⟦ADDRESS|14 Park Crescent, Oxford OX2 6QA⟧
签证费⟪price|1,180元⟫，服务费⟪price|600元⟫。顾问：⟦PERSON|蔡蔡⟧
"""),
("driving_licence_renewal_zh", """
机动车驾驶证换证申请表
申请人：⟦PERSON|孟庆余⟧  身份证明号码：⟦IDCARD|$prc_16⟧
出生日期：⟦DATE_OF_BIRTH|1958-02-11⟧   准驾车型：C1
联系地址：⟦ADDRESS|辽宁省沈阳市和平区南京南街155号2-3-1⟧
联系电话：⟦PHONE|024-2386 7715⟧
身体条件申告：本人患有⟦MEDICAL|白内障⟧，已于⟪date|2026年6月⟫行⟦MEDICAL|人工晶体植入术⟧，矫正视力1.0。
工本费⟪price|10元⟫。受理民警：⟦PERSON|孟警官⟧
"""),
("social_assistance_application", """
最低生活保障申请审批表
申请人：⟦PERSON|覃秀英⟧  性别：女  年龄：62
身份证号：⟦IDCARD|$prc_18⟧
家庭住址：⟦ADDRESS|浙江省杭州市上城区清波街道劳动路112号4幢301室⟧
家庭成员：儿子⟦PERSON|覃大伟⟧，⟦MEDICAL|精神分裂症⟧，长期服用⟦MEDICAL|利培酮⟧，无劳动能力
家庭月收入：⟦AMOUNT|1,120元⟧（养老金）
本市低保标准：⟪price|1,270元/人·月⟫
拟批准保障金额：⟦AMOUNT|每月1,420元⟧
社区经办人：⟦PERSON|小曹⟧  街道审核：⟦PERSON|沈科长⟧
"""),
("resume_zh", """
个人简历
⟦PERSON|唐逸飞⟧ | 男 | 28岁
电话：⟦PHONE|150-2188-3649⟧  邮箱：⟦EMAIL|tangyifei93@163.com⟧
现居：⟪place|上海市浦东新区⟫
求职意向：数据分析师，期望薪资⟦AMOUNT|25-30K⟧
工作经历
⟪date|2021.07⟫-至今  ⟪org_name|上海拾光电子商务有限公司⟫ 高级数据分析师
  - 搭建用户留存看板，次月留存提升⟪percentage|6.2%⟫
  - 带教实习生⟦PERSON|小高⟧、⟦PERSON|丽丽⟧
教育背景
⟪date|2014-2018⟫ 同济大学 统计学 本科
证明人：前主管⟦PERSON|程海洋⟧ ⟦PHONE|138 1650 2273⟧
"""),
("offer_letter_zh", """
录用通知书

⟦PERSON|贺子琪⟧女士：

您好！经过面试评估，我司决定录用您担任“高级前端工程师”（职级⟪grade|P6⟫），入职日期⟪date|2027年1月4日⟫。
税前月薪：⟦AMOUNT|32,000元⟧，每年16薪；签字费⟦AMOUNT|30,000元⟧于转正后发放。
试用期6个月，试用期工资为正式工资的⟪percentage|80%⟫。
请于入职当日携带身份证、学历证书及离职证明至⟦ADDRESS|北京市海淀区中关村大街27号中关村大厦9层⟧报到，联系人HR⟦PERSON|严敏⟧，⟦PHONE|010-8266 1198⟧。

⟪org_name|北京云杉数智科技有限公司⟫
⟪date|2026年12月3日⟫
"""),
("background_check_zh", """
背景调查报告（保密）
报告编号：⟪report_id|BG-2026-11-0731⟫  委托方：⟪org_name|深圳前海某资本管理有限公司⟫
候选人：⟦PERSON|袁振宇⟧  身份证：⟦IDCARD|$prc_19⟧
学历核验：⟪org_name|中山大学⟫ 金融学硕士，学信网验证码⟪verification_code|A8K2Q7M3PX⟫，属实
前雇主：⟪org_name|平安某证券⟫ 2019-2026，离职原因候选人称“个人发展”，前主管⟦PERSON|齐总⟧反馈属实
薪资核实：候选人自述年薪⟦AMOUNT|85万⟧，实际个税记录显示约⟦AMOUNT|六十二万⟧，存在夸大
证明人电话：⟦PHONE|0755-8366 2047⟧
调查员：⟦PERSON|林可⟧
"""),
("wedding_dingtalk_notice", """
【钉钉·婚礼筹备组】
⟦PERSON|方婷婷⟧ 发布了公告：
⟪date|1月16日⟫婚礼最终安排
1. 酒店：⟪org_name|杭州西湖国宾馆⟫，婚宴18桌，⟪price|8,888元/桌⟫
2. 新娘⟦PERSON|婷婷⟧、新郎⟦PERSON|葛宇⟧ ⟪time|5:30⟫化妆，化妆师⟦PERSON|Coco姐⟧
3. 伴郎⟦PERSON|大刘⟧负责红包，收到的礼金统一交给⟦PERSON|葛妈妈⟧
4. 婚庆尾款⟦AMOUNT|36,000元⟧今天已转，定金⟦AMOUNT|1万⟧之前付过
5. 外婆有⟦MEDICAL|心脏支架⟧，安排在靠门的1号桌
"""),
("crypto_exchange_kyc_zh", """
【KYC审核记录】
UID：⟪user_id|7740012983⟫
姓名：⟦PERSON|施文涛⟧
证件：香港居民身份证 ⟦NATIONAL_ID|$nid_hkid1⟧
出生日期：⟦DATE_OF_BIRTH|1990-03-22⟧
地址证明：⟦ADDRESS|香港九龍旺角彌敦道688號旺角中心1期15樓B室⟧
首次充值：5,000 USDT，充值地址⟪wallet_address|TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE⟫
资金来源说明：“卖楼所得，大概⟦AMOUNT|三百万港币⟧”
审核员：⟦PERSON|kevin.lau⟧  结果：通过（风险等级⟪risk_level|中⟫）
"""),
("coop_purchase_receipt", """
⟪org_name|寿光绿源蔬菜专业合作社⟫ 收购结算单
单号：⟪receipt_number|SG-20261203-0416⟫
社员：⟦PERSON|王桂芬⟧  社员编号：⟪member_id|0416⟫
品种：大棚黄瓜 3,260斤，收购价⟪price|1.85元/斤⟫
扣合作社服务费：⟪percentage|2%⟫
实付金额：⟦AMOUNT|5,910.38元⟧，转入社员农商行卡⟦CARD|$card_up4⟧
备注：三号棚⟪animal_health|猪瘟⟫疫情与本社无关；社员家的羊⟪animal_health|口蹄疫⟫疫苗已打
经手人：⟦PERSON|老王⟧（⟦PHONE|0536-522 8814⟧）
"""),
("ae_emergency_record_zh", """
急诊病历
就诊时间：⟪timestamp|2026-12-03 02:17⟫  分诊级别：⟪triage_category|Ⅱ级⟫
姓名：⟦PERSON|罗家豪⟧  性别：男  年龄：37岁  门诊号：⟪mrn|E2612030217⟫
联系人：妻子⟦PERSON|黎晓敏⟧ ⟦PHONE|137 2810 4469⟧
主诉：饮酒后上腹剧痛6小时，伴呕吐。
查体：上腹压痛、反跳痛（+），BP 102/64mmHg。
辅助检查：血淀粉酶1,286 U/L，CT示胰腺周围渗出。
初步诊断：⟦MEDICAL|急性胰腺炎（重症倾向）⟧；⟦MEDICAL|酒精性脂肪肝⟧
处理：禁食，⟦MEDICAL|生长抑素⟧持续泵入，⟦MEDICAL|奥美拉唑40mg⟧静滴，收入ICU。
接诊医生：⟦PERSON|孙医生⟧
"""),
]

TEXTS += [
("inpatient_progress_note_zh", """
病程记录
⟪date|2026-12-02⟫ 08:30  主任医师查房记录
患者⟦PERSON|包玉珍⟧，女，79岁，因“⟦MEDICAL|反复胸闷气促3年，加重1周⟧”入院，住院号⟪mrn|ZY0098271⟫，床号⟪bed_number|心内科12床⟫。
⟦PERSON|汤主任⟧查房后指示：患者⟦MEDICAL|慢性心力衰竭（NYHA Ⅲ级）⟧、⟦MEDICAL|持续性房颤⟧诊断明确，BNP 2,860 pg/ml；继续⟦MEDICAL|呋塞米20mg⟧ qd、⟦MEDICAL|沙库巴曲缬沙坦50mg⟧ bid；家属（女儿⟦PERSON|包丽⟧）已签署病重通知书。
记录者：⟦PERSON|江文⟧（住院医师）
"""),
("lab_report_zh", """
⟪org_name|济南市第三人民医院⟫ 检验报告单
姓名：⟦PERSON|房春雨⟧  性别：女  年龄：31岁  科室：妇产科门诊  标本号：⟪sample_id|20261201-0447⟫
项目                结果      参考区间        
血红蛋白(Hb)        86 g/L ↓  ⟪reference_range|115-150⟫
β-HCG              12,480 mIU/mL
促甲状腺激素(TSH)    6.2 ↑     ⟪reference_range|0.27-4.2⟫
临床诊断：⟦MEDICAL|早孕⟧；⟦MEDICAL|缺铁性贫血⟧；⟦MEDICAL|亚临床甲减⟧
检验者：⟦PERSON|鲁婷⟧  审核者：⟦PERSON|侯建新⟧
"""),
("discharge_summary_zh", """
出院小结
姓名：⟦PERSON|雷振东⟧  性别：男  出生日期：⟦DATE_OF_BIRTH|1973年4月15日⟧  身份证号：⟦IDCARD|$prc_06⟧
入院日期：⟪date|2026-11-20⟫  出院日期：⟪date|2026-12-01⟫
出院诊断：1. ⟦MEDICAL|急性ST段抬高型心肌梗死（前壁）⟧ 2. ⟦MEDICAL|2型糖尿病⟧ 3. ⟦MEDICAL|高脂血症⟧
诊疗经过：入院当日急诊行⟦MEDICAL|PCI术⟧，于LAD植入支架1枚。
出院带药：⟦MEDICAL|阿司匹林肠溶片100mg⟧ qd，⟦MEDICAL|替格瑞洛90mg⟧ bid，⟦MEDICAL|瑞舒伐他汀10mg⟧ qn
费用：总费用⟦AMOUNT|68,412.35元⟧，医保统筹支付⟦AMOUNT|49,870.20元⟧，个人自付⟦AMOUNT|18,542.15元⟧
医师：⟦PERSON|武海峰⟧  随访电话：⟦PHONE|0531-8593 7720⟧
"""),
("prescription_zh", """
处 方 笺    普通处方
科别：精神心理科  门诊号：⟪mrn|M26120388⟫  费别：自费
姓名：⟦PERSON|邵佳怡⟧  性别：女  年龄：24岁
临床诊断：⟦MEDICAL|抑郁发作（中度）⟧；⟦MEDICAL|失眠障碍⟧
Rp：
⟦MEDICAL|草酸艾司西酞普兰片 10mg⟧×14片  Sig: 10mg qd
⟦MEDICAL|右佐匹克隆片 3mg⟧×7片  Sig: 3mg qn prn
医师：⟦PERSON|邹医生⟧  药师审核：⟦PERSON|小邢⟧
药品金额：⟦AMOUNT|¥176.80⟧
"""),
("counselling_record_zh", """
心理咨询记录（第4次）⟪date|2026年12月1日⟫ 50分钟
来访者：⟦PERSON|Y同学⟧（⟦PERSON|俞晓彤⟧），大三，编号⟪client_id|XL-2026-0312⟫
主诉：与室友冲突后持续情绪低落，近两周出现⟦MEDICAL|自伤行为⟧（手臂划伤），否认自杀计划。
评估：⟪scale_score|SDS标准分68⟫，⟪scale_score|SAS标准分61⟫。
干预：安全计划；建议至精神科评估是否需要药物。已征得同意联系辅导员⟦PERSON|钟老师⟧。
紧急联系人：母亲 ⟦PHONE|135 8802 6147⟧
咨询师：⟦PERSON|靳然⟧
"""),
("airflow_log_zh", """
[2026-12-03 01:00:12] INFO  任务 sync_member_orders 开始执行 (run_id=⟪run_id|scheduled__2026-12-02T17:00:00+00:00⟫)
[2026-12-03 01:00:12] INFO  连接源库 mysql://dw_reader:⟦SECRET|$sec_redis1⟧@⟦IP_ADDRESS|10.20.31.8⟧:⟪port|3306⟫/member
[2026-12-03 01:00:14] WARN  字段 phone 存在明文数据，示例：⟦PERSON|蒋丽华⟧ ⟦PHONE|18917724085⟧
[2026-12-03 01:02:47] INFO  已写入 ODS 表 ods_member_order_di，行数 213,877
[2026-12-03 01:02:48] ERROR 推送钉钉告警失败：⟦SECRET|$sec_dingtalk1⟧ 返回 errcode=310000
[2026-12-03 01:02:48] INFO  负责人：⟦PERSON|qiaoyu⟧ 请检查机器人安全设置
"""),
("aliyun_ak_dingtalk_notice", """
【钉钉·运维安全群】⟪timestamp|12-02 16:45⟫
@⟦PERSON|牛斌⟧ 安全中心告警：在公开仓库 ⟪repo|gitee.com/xxx-shop/pay-service⟫ 中发现阿里云 AccessKey 泄露
AccessKeyId：⟦APIKEY|$key_ali1⟧
AccessKeySecret：⟦SECRET|$sec_ali1⟧
提交人：⟦PERSON|wangchao⟧  提交 ⟪commit_sha|b7e21c9⟫
请⟦PERSON|王超⟧立即禁用该 AK 并轮换，OSS 账单本月已产生异常流量费⟦AMOUNT|3,412.60元⟧（按⟪price|0.50元/GB⟫计）。
"""),
("wecom_bot_config", """
# 企业微信告警机器人配置 (config.toml) —— 维护人：⟦PERSON|侯俊⟧
[alert.wecom]
webhook = "⟦SECRET|$sec_wecom1⟧"
mentioned_mobile_list = ["⟦PHONE|13761902285⟧", "⟦PHONE|15821337460⟧"]

[tencent_cloud]
secret_id = "⟦APIKEY|$key_tc1⟧"
secret_key = "⟦SECRET|$sec_tc1⟧"
region = "ap-shanghai"
# 告警阈值：月度费用超过 ⟪price|20000⟫ 元
"""),
("feishu_alert_message", """
【飞书·数据平台告警】
级别：P1   时间：⟪timestamp|2026-12-03 09:12:44⟫
任务：dbt run --select marts.finance（版本 ⟪version|1.8.7⟫）失败
错误：Database Error in model fct_payouts: password authentication failed for user "⟦PERSON|lixiaoming⟧"
日志链接：⟪url|https://airflow.internal/log?dag_id=finance_daily&task_id=dbt_run⟫
值班：⟦PERSON|李晓明⟧（⟦PHONE|186 1027 5543⟧）、⟦PERSON|阿飞⟧
备注：⟦PERSON|李晓明⟧ 说昨天改过库密码，新密码是 ⟦PASSWORD|Lxm@2026dw⟧，稍后更新到 Vault
"""),
("git_log_zh", """
commit ⟪commit_sha|58d2a1e7c9b4f3061d8e2a7b5c4f9e1d0a3b6c82⟫
Author: ⟦PERSON|郑凯⟧ <⟦EMAIL|zhengkai@yunfan-tech.cn⟧>
Date:   Wed Dec 2 22:18:04 2026 +0800

    修复：支付回调签名校验，移除硬编码的微信支付 APIv3 密钥 ⟦SECRET|$sec_wxpay1⟧

commit ⟪commit_sha|0c9e7b3a2d1f4e5c6b7a8d9e0f1a2b3c4d5e6f70⟫
Author: ⟦PERSON|xiaozhou⟧ <⟦EMAIL|xiaozhou@yunfan-tech.cn⟧>
Date:   Wed Dec 2 18:40:51 2026 +0800

    功能：新增会员积分过期任务（版本 ⟪version|v3.6.0⟫）
"""),
("db_dump_member_zh", """
-- 导出自 crm_prod.member （⟪timestamp|2026-12-01 03:00⟫）
INSERT INTO member (id, name, mobile, id_no, balance, vip_level, address) VALUES
(⟪row_id|90211⟫, '⟦PERSON|贾一鸣⟧', '⟦PHONE|13521908846⟧', '⟦IDCARD|$prc_10⟧', ⟦AMOUNT|1288.50⟧, ⟪code|3⟫, '⟦ADDRESS|北京市海淀区学院路30号科大天工大厦B座1105⟧'),
(⟪row_id|90212⟫, '⟦PERSON|欧阳娜娜⟧', '⟦PHONE|18600213379⟧', '⟦IDCARD|$prc_02⟧', ⟦AMOUNT|20.00⟧, ⟪code|1⟫, '⟦ADDRESS|上海市徐汇区漕溪北路398号汇智大厦12楼1203室⟧'),
(⟪row_id|90213⟫, '⟦PERSON|司马彤⟧', '⟦PHONE|15902887614⟧', '⟦IDCARD|$prc_12⟧', ⟦AMOUNT|5630.00⟧, ⟪code|5⟫, '⟦ADDRESS|陕西省西安市雁塔区科技路48号创业广场C座2201⟧');
"""),
("saas_wechat_support", """
【微信客服·易账通】
客户（⟦PERSON|陶女士⟧）：你好，我们公司开票系统登不上了，管理员账号是⟦EMAIL|taojing@hzmy-trade.com⟧
客服⟦PERSON|小鹿⟧：您好⟦PERSON|陶女士⟧～请问是提示密码错误还是验证码收不到呢？
客户（⟦PERSON|陶女士⟧）：密码错误，我记得是⟦PASSWORD|Tj19880314!⟧，之前同事⟦PERSON|小葛⟧改过
客服⟦PERSON|小鹿⟧：为了安全请不要在对话中发送密码哦，我这边给您发重置链接。另外看到贵司企业版年费⟪price|2,980元⟫将于⟪date|12月15日⟫到期，上次续费实付⟦AMOUNT|2,682元⟧（9折）。
"""),
("restaurant_booking_sms_zh", """
【湘里人家】⟦PERSON|钟先生⟧您好，您已成功预订⟪date|12月24日⟫晚⟪time|18:00⟫ 8人包间“⟪room_number|潇湘厅⟫”，包间最低消费⟪price|1,888元⟫，已收订金⟦AMOUNT|500元⟧。地址：⟦ADDRESS|长沙市岳麓区麓山南路58号⟧。如需改期请致电⟦PHONE|0731-8882 4160⟧，取号码⟪otp_code|A037⟫。
"""),
("banquet_catering_contract", """
宴会服务合同（补充条款）
甲方：⟦PERSON|聂海涛⟧（新郎）、⟦PERSON|文静⟧（新娘） 联系电话：⟦PHONE|189 5177 2036⟧
乙方：⟪org_name|南京金陵御膳宴会中心⟫
宴会日期：⟪date|2027年5月1日⟫中午，席数30桌（备桌2桌）
菜单：⟪product_code|“鸿运当头”套餐⟫，⟪price|4,588元/桌⟫，酒水自带免开瓶费
甲方已付定金⟦AMOUNT|2万元⟧，余款⟦AMOUNT|117,640元⟧于宴会结束当日结清。
特殊要求：新娘奶奶⟦MEDICAL|糖尿病⟧，需准备无糖点心；一位宾客⟦MEDICAL|花生过敏⟧。
甲方签字：⟦PERSON|聂海涛⟧  乙方代表：宴会部⟦PERSON|钱经理⟧
"""),
("house_purchase_contract_zh", """
存量房买卖合同（摘要）
出卖人：⟦PERSON|石永康⟧，身份证号⟦IDCARD|$prc_14⟧
买受人：⟦PERSON|范晓雯⟧，身份证号⟦IDCARD|$prc_23⟧
房屋坐落：⟦ADDRESS|上海市浦东新区张杨路1588弄12号1802室⟧，建筑面积89.47平方米，产证号⟪certificate_number|沪(2019)浦字不动产权第041827号⟫
成交价：⟦AMOUNT|人民币伍佰伍拾万元整⟧（⟦AMOUNT|¥5,500,000⟧）
首付款：⟦AMOUNT|275万⟧，其余以商业贷款支付
中介服务费：按成交价⟪percentage|2%⟫，买方支付⟦AMOUNT|11万元⟧
经纪人：⟦PERSON|小丁⟧（⟪org_name|链家某门店⟫）⟦PHONE|021-5089 4471⟧
"""),
("mortgage_approval_wechat", """
【微信】房贷经理 ⟦PERSON|佟佳⟧：
⟦PERSON|范姐⟧您好，您和⟦PERSON|王先生⟧的房贷已经审批通过啦🎉
贷款金额：⟦AMOUNT|275万⟧，期限30年，利率LPR减20个基点（当前⟪percentage|3.3%⟫）
月供约⟦AMOUNT|12,044元⟧（等额本息）
放款账户请确认是尾号⟪id_tail|0527⟫的工行卡。公积金部分⟦AMOUNT|120万⟧下周批。
有问题随时打我电话⟦PHONE|139 1883 0274⟧
"""),
("public_health_article_zh", """
冬季流感高发，这些防护要点请收好

据⟪org_name|国家流感中心⟫监测，近期南方省份流感样病例占比持续上升，以甲型H1N1和甲型H3N2为主。⟪health_term|流感⟫与普通感冒不同，常见⟪health_term|高热⟫、全身肌肉酸痛，老年人和⟪health_term|慢性基础疾病⟫患者易发展为⟪health_term|重症肺炎⟫。

专家建议：60岁以上老人、6月龄至5岁儿童优先接种流感疫苗；出现症状48小时内可在医生指导下使用抗病毒药物。勤洗手、戴口罩、室内常通风。
"""),
("product_spec_sheet_zh", """
小鲸智能扫地机器人 W7 Pro 规格参数
产品型号：⟪product_code|XJ-W7P-2026⟫   固件版本：⟪version|V2.4.118⟫
吸力：12000Pa   尘盒容量：450ml   水箱：350ml
电池：5200mAh，续航约⟪duration|180分钟⟫
导航：LDS激光+3D结构光   越障高度：2.2cm
Wi-Fi：2.4GHz，配网时连接设备热点 ⟪doc_ip|192.0.2.8⟫（示例地址）
建议零售价：⟪price|2,999元⟫   保修：整机1年，电池2年
"""),
("taiwan_clinic_registration", """
診所初診掛號表
姓名：⟦PERSON|林怡君⟧   身分證字號：⟦NATIONAL_ID|$nid_tw1⟧
出生日期：⟦DATE_OF_BIRTH|民國81年5月9日⟧
電話：⟦PHONE|0912-483-227⟧
地址：⟦ADDRESS|臺北市大安區忠孝東路四段216巷27弄8號3樓⟧
過敏史：⟦MEDICAL|盤尼西林過敏⟧
本次症狀：⟦MEDICAL|偏頭痛⟧反覆發作兩個月
掛號費：⟪price|150元⟫  部分負擔：⟪price|50元⟫
健保卡號：⟪card_id|0000 4418 2093⟫
"""),
("hk_gym_membership_hk", """
會籍申請表（香港）
會員姓名：⟦PERSON|陳嘉慧⟧  英文姓名：⟦PERSON|CHAN Ka Wai⟧
香港身份證號碼：⟦NATIONAL_ID|$nid_hkid2⟧
手提電話：⟦PHONE|9183 2267⟧
信用卡：⟦CARD|$card_up2⟧  到期日 ⟪card_expiry|07/29⟫  CVV ⟦CVV|615⟧
月費自動轉賬：⟦AMOUNT|HK$688⟧（原價⟪price|HK$888⟫）
健康聲明：曾患⟦MEDICAL|哮喘⟧，現用⟦MEDICAL|舒喘靈吸入器⟧
分店：⟪place|銅鑼灣⟫  經辦：⟦PERSON|Kelvin⟧
"""),
("airline_checkin_wechat", """
【微信·南翔航空服务号】
⟦PERSON|何俊⟧先生，您已成功值机：
航班 ⟪flight_number|CZ3101⟫ 广州白云 ⟪time|07:20⟫ → 北京大兴 ⟪time|10:35⟫ ⟪date|12月6日⟫
座位 ⟪seat_number|31K⟫  登机口 ⟪gate|A118⟫  票号 ⟪ticket_number|784-2418830912⟫
证件：身份证 ⟦IDCARD|$prc_01⟧
常旅客卡号：⟪member_id|CZ480019283⟫，本次累积里程⟪score|1,376⟫
额外行李费已付⟦AMOUNT|¥450.00⟧（逾重15kg）
"""),
("hotel_review_reply", """
【酒店回复】
尊敬的⟦PERSON|苏女士⟧：
非常抱歉您⟪date|11月28日⟫入住时遇到热水不稳定的问题。经核实，当晚12楼热水管道检修未及时通知，酒店已为您订单⟪order_number|HT88102937⟫退还一晚房费⟦AMOUNT|458元⟧，款项将于3个工作日内原路退回。
如有其他需要，欢迎联系大堂副理⟦PERSON|卓经理⟧：⟦PHONE|0592-2206 3318⟧。
⟪org_name|厦门鹭岛海景酒店⟫ 宾客关系部
"""),
("housing_fund_withdrawal", """
住房公积金提取申请（租房提取）
职工姓名：⟦PERSON|韦晓丹⟧  公积金账号：⟪account_ref|440106883920⟫
证件号码：⟦IDCARD|$prc_07⟧
单位名称：⟪org_name|南京某某物流有限公司⟫
租房地址：⟦ADDRESS|南京市玄武区珠江路699号3栋1506室⟧
月租金：⟦AMOUNT|3,200元⟧
本次申请提取：⟦AMOUNT|9,600元⟧（3个月）
提取上限：⟪price|每月2,000元⟫（南京市标准）
收款银行卡：⟦CARD|$card_up5⟧
"""),
("headhunter_wechat", """
【微信】猎头 ⟦PERSON|Vivian⟧：
⟦PERSON|章总⟧您好，上次聊的那个CFO岗位，对方老板⟦PERSON|严董⟧很感兴趣，base能给到⟦AMOUNT|150万⟧，加期权。
⟦PERSON|章总⟧：嗯，我现在总包大概⟦AMOUNT|一百二十多万⟧，你帮我争取下签字费
猎头 ⟦PERSON|Vivian⟧：好的！麻烦发一下您的简历和身份证号，我这边走背调～
⟦PERSON|章总⟧：⟦IDCARD|$prc_04⟧，简历晚点发你邮箱⟦EMAIL|vivian.hr@talentbridge.cn⟧
"""),
("crypto_withdrawal_risk_zh", """
【风控工单】⟪ticket_number|RC-20261203-118⟫ 大额提币拦截
用户：⟦PERSON|卢天宇⟧  UID ⟪user_id|30019284⟫  手机 ⟦PHONE|+86 176 2188 4039⟧
提币：52,000 USDT（≈ ⟦AMOUNT|37.4万元⟧）至 ⟪wallet_address|0x3Ac9e1F72b04D5e86C1a9f30B7d2E45fA8c6B10e⟫
异常点：当日新增 API Key ⟦APIKEY|$key_exch2⟧（绑定IP ⟦IP_ADDRESS|103.84.217.66⟧），1小时内修改资金密码
处理：冻结24小时，电话回访。客服⟦PERSON|小杰⟧已联系用户，用户称未操作。
"""),
("invoice_wholesale_zh", """
【批发订单·微信】
老板娘 ⟦PERSON|龚姐⟧：⟦PERSON|小吴⟧，明天早上送货到⟦ADDRESS|广州市白云区江南果菜批发市场C区3排18号⟧
砂糖橘 50件 ⟪price|68元/件⟫
沃柑 30件 ⟪price|85元/件⟫
上周欠款⟦AMOUNT|6,740元⟧我今天转给你了，转账单号⟪transaction_id|420000182620261203551088⟫
⟦PERSON|小吴⟧：收到⟦PERSON|龚姐⟧，司机⟦PERSON|阿强⟧⟦PHONE|138 2255 9047⟧ 六点前到
"""),
("train_timetable_zh", """
G7 次列车时刻表（⟪date|2027年1月1日⟫起执行）
站名      到达    出发    停留
北京南    ——      ⟪time|19:00⟫   ——
济南西    20:25   20:27   2分
南京南    22:30   22:32   2分
上海虹桥  23:38   ——      ——
二等座 ⟪price|553元⟫  一等座 ⟪price|930元⟫  商务座 ⟪price|1,873元⟫
运营单位：⟪org_name|中国铁路北京局集团⟫
"""),
]

TEXTS += [
("credit_card_phone_sales_zh", """
【信用卡电话营销录音转写】⟪timestamp|2026-11-30 15:02⟫ 坐席⟪employee_id|GH0371⟫
坐席：您好，请问是⟦PERSON|常红梅⟧女士吗？我是银行信用卡中心的⟦PERSON|小魏⟧。
客户：是我，什么事？
坐席：您的卡现在可以办分期，手续费低至⟪percentage|0.6%⟫每期。为核实身份，请报一下卡号和背面三位数。
客户：卡号是⟦CARD|$card_jcb1⟧，背面是⟦CVV|462⟧……不对，你们银行怎么会要这个？
坐席：（沉默）
备注：质检判定该坐席违规索要CVV，已上报合规部⟦PERSON|邝经理⟧。客户当月账单⟦AMOUNT|8,936.42元⟧，最低还款⟪price|10%⟫。
"""),
("gas_bill_payment_notice", """
【华润燃气】缴费提醒
用户名：⟦PERSON|潘志强⟧  户号：⟪account_ref|3201058827⟫
用气地址：⟦ADDRESS|南京市鼓楼区汉中门大街301号5栋二单元803室⟧
本期用气量：46立方米，阶梯一档单价⟪price|2.83元/立方米⟫
本期应缴：⟦AMOUNT|130.18元⟧，账户余额⟦AMOUNT|12.40元⟧，请于⟪date|12月20日⟫前缴费。
抄表员：⟦PERSON|马师傅⟧ ⟦PHONE|025-8451 2290⟧
"""),
("car_service_call_record", """
【4S店客户回访】
回访对象：⟦PERSON|程浩然⟧先生  车牌⟪vehicle_plate|京N·5D83K⟫  车架号后六位⟪id_tail|318842⟫
联系电话：⟦PHONE|133 1187 6025⟧
上次保养：⟪date|2026-11-21⟫，行驶里程⟪odometer|38,420km⟫，保养费用⟦AMOUNT|1,286元⟧（含机油滤芯）
客户反馈：服务顾问⟦PERSON|葛磊磊⟧态度好，但洗车没洗干净。
客户说他岳母⟦PERSON|秦阿姨⟧腿脚不便（⟦MEDICAL|膝关节置换术后⟧），下次取车能否送车上门。
回访专员：⟦PERSON|小樊⟧
"""),
("bnb_checkin_wechat", """
【民宿管家·微信】
⟦PERSON|阿朵⟧：⟦PERSON|宋小姐⟧您好，欢迎入住⟪org_name|洱海·云栖民宿⟫🌿
地址：⟦ADDRESS|云南省大理白族自治州大理市双廊镇玉几岛村128号⟧
大门密码：⟦PASSWORD|#6093#⟧，房间“⟪room_number|听风⟫”门锁密码：⟦PASSWORD|471258⟧
WiFi：YunQi-5G  密码：⟦PASSWORD|yunqi8888⟧
退房时间中午12点，延迟退房⟪price|50元/小时⟫。有事打我电话⟦PHONE|187 8720 4516⟧
"""),
("church_offering_record", """
福音堂 十二月奉献登记（同工⟦PERSON|以利沙·陈⟧整理）
⟪date|12月6日⟫主日
- ⟦PERSON|张弟兄⟧ 什一奉献 ⟦AMOUNT|1,500元⟧（微信）
- ⟦PERSON|李淑芬⟧姊妹 感恩奉献 ⟦AMOUNT|200元⟧
- ⟦PERSON|黄长老⟧ 建堂奉献 ⟦AMOUNT|五千元⟧
- 匿名 ⟦AMOUNT|100元⟧
为⟦PERSON|刘姊妹⟧代祷：⟦MEDICAL|乳腺癌⟧术后化疗中。
教会对公账户仅用于建堂，目标⟪price|80万元⟫。
"""),
("hospital_appointment_sms", """
【⟪org_name|浙大某附属医院⟫】⟦PERSON|俞建平⟧您好，您已预约⟪date|12月9日⟫上午⟪time|9:30-10:00⟫⟦PERSON|吕志宏⟧主任医师（消化内科）专家门诊，就诊序号⟪queue_number|17⟫，挂号费⟪price|50元⟫。请携带身份证及医保卡提前30分钟到门诊⟪place|3号楼2楼⟫签到。如需取消请拨⟦PHONE|0571-8723 6114⟧。
"""),
("new_hire_registration_zh", """
新员工入职登记表
姓名：⟦PERSON|毕晓晨⟧  性别：男  出生日期：⟦DATE_OF_BIRTH|2003年9月17日⟧
身份证号：⟦IDCARD|$prc_17⟧
户籍地址：⟦ADDRESS|天津市和平区南京路219号天津中心写字楼19层⟧
现住址：⟦ADDRESS|天津市河西区友谊路35号城市大厦1208⟧
手机：⟦PHONE|155 2230 8871⟧  邮箱：⟦EMAIL|bixiaochen2003@qq.com⟧
紧急联系人：父亲 ⟦PERSON|毕国强⟧ ⟦PHONE|138 2016 9902⟧
工资卡：⟦CARD|$card_up6⟧
试用期月薪：⟦AMOUNT|6,500元⟧
"""),
("wedding_invitation_wechat", """
【电子请柬】
⟦PERSON|朱一航⟧ & ⟦PERSON|白露⟧ 诚挚邀请您参加我们的婚礼
时间：⟪date|2027年2月14日⟫（星期日）中午⟪time|11:58⟫
地点：⟪org_name|成都香格里拉大酒店⟫三楼宴会厅（⟦ADDRESS|成都市锦江区滨江东路9号⟧）
联系人：伴娘⟦PERSON|小圆⟧ ⟦PHONE|180 8126 4407⟧
⟦PERSON|白露⟧爸爸说：来的都是客，礼金随意～（上次表哥结婚我们随了⟦AMOUNT|2,000⟧）
"""),
("saas_callback_record_zh", """
【客户成功·电话回访记录】
客户公司：⟪org_name|苏州精工模具有限公司⟫  联系人：⟦PERSON|费总⟧（⟦PERSON|费建明⟧）
电话：⟦PHONE|0512-6532 7718⟧
回访内容：ERP 云版本升级到⟪version|8.3.2⟫后，仓库主管⟦PERSON|老蒋⟧登录不了。客户直接在电话里报了管理员密码⟦PASSWORD|jg#Admin2026⟧，已提醒立即修改。
续费：年费⟪price|19,800元⟫，客户本次实际支付⟦AMOUNT|17,820元⟧（老客户9折）。
回访人：⟦PERSON|殷静⟧
"""),
("overseas_remittance_form", """
境外汇款申请书（个人）
汇款人姓名：⟦PERSON|伍嘉怡⟧  证件号码：⟦IDCARD|$prc_25⟧
汇款人地址：⟦ADDRESS|上海市徐汇区天钥桥路580号9楼⟧  电话：⟦PHONE|021-6438 1172⟧
汇款金额：⟦AMOUNT|CHF 18,500.00⟧
收款人：⟦PERSON|伍嘉豪⟧（弟弟，苏黎世联邦理工学院博士生）
收款人账号（IBAN）：⟦IBAN|$iban_ch1⟧
收款银行SWIFT：⟪bic|UBSWCHZH80A⟫
汇款用途：留学生活费   手续费：⟪price|按汇款金额0.1%，最低50元⟫
"""),
]

TEXTS += [
("miniprogram_backend_env", """
# 小程序后端 .env（生产）—— 维护：⟦PERSON|骆文博⟧，勿外传
WX_APPID=⟪app_id|wx8f3a21c09d7be614⟫
WX_APPSECRET=⟦SECRET|$sec_client2⟧
JWT_SIGN_SECRET=⟦SECRET|$sec_flask1⟧
# 测试用的长期 token，上线前删掉
TEST_USER_TOKEN=⟦APIKEY|$key_jwt3⟧
TEST_REFRESH_TOKEN=⟦SECRET|$sec_refresh1⟧
OSS_ACCESS_KEY_ID=⟦APIKEY|$key_ali2⟧
OSS_ACCESS_KEY_SECRET=⟦SECRET|$sec_ali2⟧
OSS_BUCKET=miniapp-prod-img
MYSQL_HOST=⟦IP_ADDRESS|172.16.40.9⟧
MYSQL_PASSWORD=⟦PASSWORD|Lwb_miniapp_0415⟧
# 单用户每日领券上限 ⟪config_value|3⟫ 张，券面额 ⟪price|20元⟫
"""),
("annual_party_bonus_notice", """
【企业微信·行政部通知】⟪date|2026年年会⟫抽奖结果及奖金发放
一等奖：研发中心 ⟦PERSON|钟一鸣⟧ 奖金⟦AMOUNT|8,888元⟧
二等奖：销售部 ⟦PERSON|潘晓⟧、客服部 ⟦PERSON|苗苗⟧ 各⟦AMOUNT|3,888元⟧
三等奖：⟦PERSON|牛大力⟧、⟦PERSON|阿Ken⟧、⟦PERSON|邵总⟧ 各⟦AMOUNT|1,288元⟧
奖金将随1月工资发放至工资卡；⟦PERSON|钟一鸣⟧申请打到另一张卡⟦CARD|$card_visa6⟧，已由财务⟦PERSON|裴会计⟧登记。
个税按“偶然所得”代扣⟪percentage|20%⟫。年会预算⟪price|15万元⟫。
"""),
("physical_exam_report_zh", """
⟪org_name|美年某健康体检中心⟫ 体检报告（摘要）
体检号：⟪exam_number|TJ2026112800418⟫   姓名：⟦PERSON|温婉⟧   性别：女   年龄：41
单位：⟪org_name|宁波港某集装箱码头有限公司⟫（团体体检，套餐⟪price|1,280元⟫）
主要异常：
1. ⟦MEDICAL|甲状腺结节（TI-RADS 3类）⟧，建议6个月复查
2. ⟦MEDICAL|幽门螺杆菌阳性⟧（C13呼气试验 DOB=12.6）
3. ⟦MEDICAL|轻度脂肪肝⟧
主检医师：⟦PERSON|庞医生⟧   报告解读预约电话：⟦PHONE|0574-8735 2266⟧
"""),
]
