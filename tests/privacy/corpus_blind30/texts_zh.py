TEXTS = [
("shebao_card_reissue_form", """
社会保障卡补办申请表
姓名：⟦PERSON|韩雪梅⟧　性别：女　出生日期：⟦DATE_OF_BIRTH|1992年7月27日⟧
公民身份号码：⟦IDCARD|$prc_2⟧
联系电话：⟦PHONE|139 1724 0856⟧
现居住地址：⟦ADDRESS|上海市徐汇区漕溪北路88弄12号601室⟧
补办原因：遗失　　工本费：⟪price|20元⟫（本人已缴 ⟦AMOUNT|20.00元⟧，收据号 ⟪receipt_ref|SB20260311-0457⟫）
受理网点：⟪place|徐汇区社保中心⟫　经办人：⟦PERSON|钱晓东⟧
"""),
("shebao_wechat_chat", """
⟦PERSON|老周⟧：社保卡丢了咋补啊
⟦PERSON|小赵⟧：支付宝搜"电子社保卡"就能补，新卡邮寄到家，⟪price|15块⟫工本费
⟦PERSON|老周⟧：我身份证号 ⟦IDCARD|$prc_7⟧ 你帮我填一下？手机 ⟦PHONE|13871206645⟧
⟦PERSON|小赵⟧：别在群里发身份证号！！赶紧撤回
⟦PERSON|老周⟧：哦哦 撤不回了 超过⟪duration|2分钟⟫了
"""),
("rental_filing_registration", """
房屋租赁合同备案登记表（编号：⟪case_ref|ZL-2026-0318722⟫）
出租人：⟦PERSON|郑国强⟧　身份证号：⟦IDCARD|$prc_13⟧　电话：⟦PHONE|0592-5518 207⟧
承租人：⟦PERSON|林晓彤⟧　身份证号：⟦IDCARD|$prc_16⟧
房屋坐落：⟦ADDRESS|厦门市思明区莲前西路219号2单元1803室⟧
租赁期限：⟪date|2026年4月1日⟫至⟪date|2027年3月31日⟫
月租金：⟦AMOUNT|4,600元⟧　押金：⟦AMOUNT|9,200元⟧
备案机关：⟪org_name|思明区住房和建设局⟫
"""),
("rental_agent_wechat", """
中介⟦PERSON|小何⟧：⟦PERSON|林姐⟧，房东那边同意降到⟦AMOUNT|4600⟧了，押一付三
⟦PERSON|林晓彤⟧：好的，备案需要啥材料
中介⟦PERSON|小何⟧：身份证正反面、合同原件，房东⟦PERSON|郑先生⟧会带房产证。周六下午⟪time|3点⟫在⟪place|莲前街道办⟫见
⟦PERSON|林晓彤⟧：中介费不是说⟪price|半个月租金⟫吗
中介⟦PERSON|小何⟧：对，签完付给我就行，支付宝 ⟦PHONE|186 5012 3374⟧
"""),
("exit_entry_appointment_sms", """
【⟪org_name|广州市公安局出入境管理支队⟫】⟦PERSON|黄志明⟧您好，您预约的港澳通行证办理时间为⟪date|2026年5月20日⟫⟪time|10:00-10:30⟫，地点：⟦ADDRESS|广州市越秀区解放南路155号⟧。请携带身份证原件。受理编号⟪case_ref|YY44010620260520118⟫。
"""),
("passport_application_record", """
普通护照申请受理回执
申请人：⟦PERSON|沈佳怡⟧（⟦PERSON|SHEN JIAYI⟧）
身份证号：⟦IDCARD|$prc_4⟧　出生日期：⟦DATE_OF_BIRTH|1995-11-20⟧
原护照号码：⟦PASSPORT|E58301742⟧（已过期）
新护照号码：⟦PASSPORT|EK1927405⟧
收费：⟪price|120元⟫　实缴：⟦AMOUNT|120.00元⟧
取证方式：EMS 邮寄至 ⟦ADDRESS|浙江省杭州市西湖区文三路478号华星时代广场A座1206室⟧
受理民警：⟦PERSON|陶警官⟧
"""),
("marriage_registration_notice", """
婚姻登记预约确认
男方：⟦PERSON|刘子昂⟧　身份证：⟦IDCARD|$prc_1⟧
女方：⟦PERSON|许静⟧　身份证：⟦IDCARD|$prc_22⟧
预约时间：⟪date|2026年5月20日⟫ 上午 ⟪time|9:30⟫
登记机关：⟪org_name|北京市朝阳区民政局婚姻登记处⟫（⟦ADDRESS|北京市朝阳区日坛北路11号⟧）
请双方携带户口簿、身份证及三张2寸合照。登记免费。
"""),
("marriage_family_chat", """
妈妈：⟦PERSON|静静⟧，彩礼那边男方说⟦AMOUNT|十八万八⟧，你看行不
⟦PERSON|许静⟧：妈你别在群里说这个
二舅：我们那边一般⟪price|十万左右⟫
妈妈：⟦PERSON|子昂⟧他爸还说婚房首付他们出⟦AMOUNT|两百万⟧
"""),
("parents_group_notice", """
【三年级二班家长群】
⟦PERSON|王老师⟧：各位家长好，本周五⟪date|5月22日⟫春游，费用⟪price|每人八十五元⟫，请接龙缴费。
1. ⟦PERSON|陈子墨⟧妈妈 已转⟦AMOUNT|85元⟧
2. ⟦PERSON|李欣然⟧爸爸 已转⟦AMOUNT|85元⟧
3. ⟦PERSON|周宇航⟧ 奶奶 已转⟦AMOUNT|170元⟧（双胞胎两个）
⟦PERSON|王老师⟧：另外 ⟦PERSON|欣然⟧ 有⟦MEDICAL|花生过敏⟧，带饭的家长注意一下哦
"""),
("parents_group_photo_leak", """
家长群聊天记录
⟦PERSON|浩浩⟧妈：我把报名表拍照发群里了，大家参考着填
（图片OCR）姓名：⟦PERSON|张浩然⟧ 出生：⟦DATE_OF_BIRTH|2015年6月6日⟧ 身份证号：⟦IDCARD|$prc_14⟧ 家长电话：⟦PHONE|13787451290⟧ 住址：⟦ADDRESS|长沙市岳麓区麓山南路932号11栋2单元⟧
班主任⟦PERSON|刘老师⟧：⟦PERSON|浩浩⟧妈妈快撤回，里面有孩子身份证号
"""),
("physical_exam_report", """
⟪org_name|美年大健康⟫ 体检报告（报告编号 ⟪report_ref|MN2026051700318⟫）
姓名：⟦PERSON|孙伟⟧　性别：男　年龄：⟪age|41⟫
单位：⟪org_name|重庆渝中区某银行⟫
主要异常：
1. ⟦MEDICAL|脂肪肝（中度）⟧
2. ⟦MEDICAL|空腹血糖 7.4 mmol/L，疑似2型糖尿病⟧
3. ⟦MEDICAL|甲状腺结节 TI-RADS 3类⟧
建议：内分泌科就诊。总检医生：⟦PERSON|邓医生⟧
套餐价格：⟪price|¥1,280⟫
"""),
("physical_exam_booking_sms", """
【⟪org_name|爱康国宾⟫】尊敬的⟦PERSON|顾佳琪⟧女士，您已成功预约⟪date|6月3日⟫入职体检，门店：⟪place|上海浦东新区陆家嘴分院⟫。体检前一晚⟪time|22:00⟫后禁食。预约码 ⟪otp_code|508716⟫。客服 ⟦PHONE|400-800-1969⟧
"""),
("ride_hailing_complaint", """
投诉工单 ⟪ticket_ref|DD-CS-20260518-009921⟫
乘客：⟦PERSON|吴倩⟧（工单显示 ⟪masked_phone|158****2231⟫，回访手机 ⟦PHONE|15821762231⟧）
司机：⟦PERSON|马建军⟧　车牌 ⟪plate|川A·7K29Q⟫
行程：⟪place|春熙路⟫ → ⟪place|双流机场T2⟫，实付 ⟦AMOUNT|¥86.40⟧，预估 ⟪price|¥62⟫
投诉内容：司机绕路且态度恶劣。
处理：退还乘客 ⟦AMOUNT|24.40元⟧，客服 ⟦PERSON|小桃⟧
"""),
("ride_hailing_driver_app_log", """
⟪timestamp|2026-05-18 23:41:09⟫ [order] id=⟪order_ref|7712098345⟫ driver=⟦PERSON|majianjun⟧ passenger_phone=⟦PHONE|15821762231⟧
⟪timestamp|2026-05-18 23:41:10⟫ [pay] amount=⟦AMOUNT|86.40⟧ channel=wxpay
⟪timestamp|2026-05-18 23:41:10⟫ [auth] token=⟦APIKEY|$jwt_3⟧
⟪timestamp|2026-05-18 23:41:11⟫ [net] client_ip=⟦IP_ADDRESS|117.136.40.92⟧
"""),
("game_account_trade", """
【交易帖】出售 王者荣耀 V8 账号，全英雄，⟪price|标价2888元⟫
卖家⟦PERSON|阿伟⟧：绑定手机 ⟦PHONE|17725983301⟧，实名是我表哥⟦PERSON|黄嘉豪⟧ 身份证 ⟦IDCARD|$prc_3⟧ 可以换绑
买家：密码给我先看看
⟦PERSON|阿伟⟧：登录密码 ⟦PASSWORD|Hjh19790105!⟧ 二级密码 ⟦PASSWORD|805213⟧，钱先转 ⟦AMOUNT|2500⟧
买家：已转⟦AMOUNT|2500⟧ 交易单号 ⟪order_ref|PZ20260517883012⟫
"""),
("game_trade_dispute", """
⟪org_name|交易猫⟫客服工单 ⟪ticket_ref|JYM-5521907⟫
买家⟦PERSON|杨帆⟧反映：购买账号后被原号主找回，损失 ⟦AMOUNT|1,650元⟧。
卖家⟦PERSON|李明轩⟧（实名认证电话 ⟦PHONE|18670924418⟧）已被封禁。
平台赔付规则：⟪price|最高赔付5000元⟫。已赔付买家 ⟦AMOUNT|1,650.00元⟧。
"""),
("wecom_approval_expense", """
【企业微信 审批】报销申请 ⟪approval_ref|SP202605180042⟫
申请人：⟦PERSON|蒋文博⟧（市场部）
事由：上海客户拜访差旅
明细：高铁 ⟦AMOUNT|553元⟧，酒店 2 晚 ⟦AMOUNT|1,136元⟧，餐费 ⟦AMOUNT|248元⟧
合计：⟦AMOUNT|1,937元⟧
收款账户：⟪org_name|招商银行⟫ ⟦CARD|$card_up2⟧
审批人：⟦PERSON|孙经理⟧ → 财务⟦PERSON|小冯⟧
差旅标准：⟪price|住宿限额600元/晚⟫
"""),
("wecom_approval_leave", """
【企业微信】请假审批
申请人：⟦PERSON|唐雨桐⟧　类型：病假　时间：⟪date|5月19日⟫-⟪date|5月23日⟫（5天）
原因：⟦MEDICAL|急性阑尾炎术后⟧休养，附⟪org_name|武汉协和医院⟫诊断证明
审批人：部门经理⟦PERSON|付强⟧ 已同意
"""),
("hotel_police_upload_log", """
⟪timestamp|2026-05-17 21:03:44⟫ 旅业系统上传 成功 房间⟪room_no|1208⟫
  住客：⟦PERSON|欧阳明⟧ 证件：⟦IDCARD|$prc_11⟧ 出生：⟦DATE_OF_BIRTH|19750519⟧
  同住：⟦PERSON|何丽⟧ 证件：⟦IDCARD|$prc_12⟧ 出生：⟦DATE_OF_BIRTH|19930301⟧
  押金：⟦AMOUNT|500元⟧ 房价：⟪price|398元/晚⟫
⟪timestamp|2026-05-17 21:03:45⟫ 上传端 ⟦IP_ADDRESS|10.8.3.21⟧ 操作员 ⟦PERSON|qianlan⟧
"""),
("homestay_door_code", """
民宿管家⟦PERSON|小鹿⟧：您好，⟦ADDRESS|大理市古城区人民路中段123号⟧，院门密码 ⟦PASSWORD|270415#⟧，房间门锁密码 ⟦PASSWORD|6688⟧，入住后请在⟪org_name|大理古城管理局⟫小程序登记。
wifi：DaliStay_5G 密码 ⟦PASSWORD|cangshan2026⟧
退房时间⟪time|12:00⟫，押金⟦AMOUNT|300元⟧退房后原路退回。
"""),
("car_rental_deposit", """
⟪org_name|一嗨租车⟫ 订单 ⟪order_ref|EH2605170033⟫
承租人：⟦PERSON|范志伟⟧　驾驶证号同身份证：⟦IDCARD|$prc_9⟧
取车门店：⟪place|青岛流亭机场店⟫　车型：大众朗逸 ⟪plate|鲁B·D8821⟫
租车押金：⟦AMOUNT|3,000元⟧（预授权，信用卡 ⟦CARD|$card_up4⟧）
违章押金：⟦AMOUNT|2,000元⟧，30天后退还
日租金标价 ⟪price|¥159/天⟫
"""),
("shared_bike_customer_service", """
用户：你好 我的单车一直在计费 已经扣了⟦AMOUNT|38块⟧了
客服⟦PERSON|阿珍⟧：您好，请提供注册手机号
用户：⟦PHONE|133 0217 5529⟧
客服⟦PERSON|阿珍⟧：查到订单⟪order_ref|HB0518223407⟫，锁车失败，已为您退款⟦AMOUNT|36.50元⟧，骑行费⟪price|1.5元/15分钟⟫
用户：谢谢，我叫⟦PERSON|董磊⟧，下次还出问题怎么办
"""),
("parking_fine_wechat_notice", """
【⟪org_name|杭州市公安局交通警察支队⟫】车辆 ⟪plate|浙A·5M2T8⟫ 于⟪date|2026-05-12⟫ ⟪time|14:22⟫在⟪place|延安路⟫违停，罚款⟪price|200元⟫。车主⟦PERSON|胡海涛⟧已于⟪date|5月15日⟫缴纳⟦AMOUNT|200.00元⟧，缴款书编号⟪receipt_ref|3301260515000871⟫。
"""),
("utility_gas_account_transfer", """
燃气户更名申请
原户主：⟦PERSON|何建华⟧（已故）　新户主：⟦PERSON|何雨萱⟧
新户主身份证：⟦IDCARD|$prc_8⟧
燃气户号：⟪account_ref|4403050087212⟫
地址：⟦ADDRESS|深圳市南山区蛇口工业八路海湾花园3栋502⟧
余额：⟦AMOUNT|¥213.56⟧ 转入新户
联系人电话：⟦PHONE|0755-2683 1947⟧
"""),
("broadband_install_ticket", """
⟪org_name|中国电信⟫装维工单 ⟪ticket_ref|GD-KD-2605180771⟫
用户：⟦PERSON|罗文⟧　电话：⟦PHONE|18922049318⟧
地址：⟦ADDRESS|广州市天河区天河北路233号中信广场东塔附楼3楼⟧
套餐：1000M 融合套餐 ⟪price|199元/月⟫　已预存 ⟦AMOUNT|600元⟧
光猫SN：⟪serial|ZTEGC8F2A91B⟫　管理密码 ⟦PASSWORD|telecomadmin88713⟧
装维：师傅⟦PERSON|老邱⟧
"""),
("number_porting_call", """
客服：您好，⟪org_name|中国移动⟫，工号⟪employee_id|8807⟫为您服务。
客户：我要携号转网，号码 ⟦PHONE|一三九零五一二七七四八⟧
客服：请问机主姓名？
客户：⟦PERSON|蔡婷⟧，身份证后四位⟪id_tail|0846⟫
客服：您账户还有⟦AMOUNT|128元⟧余额，需要先退费；另外合约期内违约金是⟪price|300元⟫
客户：好的，那退到我的银行卡
"""),
("sim_swap_store_record", """
补卡登记
时间：⟪timestamp|2026-05-16 10:42⟫　营业厅：⟪place|成都武侯区科华北路营业厅⟫
机主：⟦PERSON|邓永刚⟧　证件：⟦IDCARD|$prc_5⟧　出生日期：⟦DATE_OF_BIRTH|1986年9月2日⟧
代办人：无
新卡 ICCID：⟪iccid|89860024100512345678⟫
服务密码验证：通过（⟦PASSWORD|862419⟧）
办理员：⟦PERSON|小冉⟧
"""),
("salary_slip", """
⟪org_name|南京某科技有限公司⟫ ⟪date|2026年4月⟫工资条
姓名：⟦PERSON|沈欣怡⟧　工号：⟪employee_id|NJ0231⟫
基本工资：⟦AMOUNT|12,000.00⟧　绩效：⟦AMOUNT|3,500.00⟧
社保个人部分：-⟦AMOUNT|1,290.00⟧　公积金：-⟦AMOUNT|1,440.00⟧　个税：-⟦AMOUNT|316.00⟧
实发：⟦AMOUNT|12,454.00⟧
发放卡号：⟦CARD|$card_up3⟧
"""),
("hr_onboarding_dingtalk", """
【钉钉】入职信息确认
新员工：⟦PERSON|周思远⟧　岗位：Java工程师　定薪：月薪⟦AMOUNT|23k⟧×14
身份证：⟦IDCARD|$prc_17⟧　生日：⟦DATE_OF_BIRTH|1981-01-30⟧
紧急联系人：母亲⟦PERSON|刘桂芳⟧ ⟦PHONE|010-6275 3381⟧
入职日期：⟪date|2026-06-01⟫　HRBP：⟦PERSON|艾米⟧
试用期工资 ⟪percent|80%⟫
"""),
("headhunter_candidate_note", """
候选人：⟦PERSON|唐磊⟧　微信 ⟦PHONE|13501189942⟧
现公司：⟪org_name|字节跳动⟫ 数据平台　职级 2-2
现薪资：base ⟦AMOUNT|45k*15⟧，期权约 ⟦AMOUNT|80万⟧
期望：年包⟦AMOUNT|120万⟧
背调联系人：前主管⟦PERSON|杜总⟧ ⟦PHONE|18611372205⟧
备注：有⟦MEDICAL|腰椎间盘突出⟧，不能长时间出差
顾问：⟦PERSON|Cindy 陈⟧
"""),
("health_insurance_claim_zh", """
理赔申请书（保单号 ⟪policy_ref|P26110503881276⟫）
被保险人：⟦PERSON|钟德明⟧　出生日期：⟦DATE_OF_BIRTH|1958年9月23日⟧　身份证 ⟦IDCARD|$prc_15⟧
申请人：女儿⟦PERSON|钟秀兰⟧（代为申请）
疾病：⟦MEDICAL|急性心肌梗死⟧，行⟦MEDICAL|冠脉支架植入术⟧
申请金额：⟦AMOUNT|86,430.27元⟧（其中医保已报销⟦AMOUNT|41,002.10元⟧）
收款账户：⟦CARD|$card_up1⟧
"""),
("pet_insurance_zh", """
宠物险理赔：猫咪"⟪pet_name|年糕⟫"，英短，3岁。诊断：⟪animal_health|猫传染性腹膜炎⟫，住院8天，医疗费⟦AMOUNT|6,820元⟧。
投保人：⟦PERSON|莫晓琳⟧ ⟦PHONE|18066237104⟧
保障上限：⟪price|每年1万元⟫　免赔额：⟪price|200元⟫
"""),
("er_triage_zh", """
急诊预检分诊单　⟪timestamp|2026-05-18 03:12⟫
姓名：⟦PERSON|贺永平⟧　男　⟪age|58岁⟫　分级：Ⅱ级
主诉：突发右侧肢体无力2小时
既往史：⟦MEDICAL|高血压10年⟧，⟦MEDICAL|房颤⟧，口服⟦MEDICAL|华法林⟧
初步诊断：⟦MEDICAL|急性脑梗死⟧？ 启动卒中绿色通道
陪同：妻子⟦PERSON|龚秀英⟧ ⟦PHONE|13720449186⟧
分诊护士：⟦PERSON|小温⟧
"""),
("ambulance_handover_zh", """
120交接记录：患者⟦PERSON|冯建国⟧，男，62岁，于⟦ADDRESS|天津市和平区南京路219号⟧家中晕倒。既往⟦MEDICAL|2型糖尿病⟧，注射⟦MEDICAL|门冬胰岛素⟧，现场血糖1.9，予⟦MEDICAL|50%葡萄糖40ml静推⟧后意识恢复。家属⟦PERSON|冯丽⟧电话⟦PHONE|022-2331 8876⟧。交接医生：⟦PERSON|孟医生⟧。
"""),
("diabetes_clinic_followup_zh", """
内分泌科门诊病历
患者：⟦PERSON|罗美玲⟧　女　52岁　门诊号 ⟪mrn|MZ0088213⟫
诊断：⟦MEDICAL|2型糖尿病⟧；⟦MEDICAL|糖尿病周围神经病变⟧
用药：⟦MEDICAL|二甲双胍 0.5g tid⟧，⟦MEDICAL|达格列净 10mg qd⟧
HbA1c 8.1%，建议加用⟦MEDICAL|德谷胰岛素⟧。
医师：⟦PERSON|陈主任⟧
"""),
("ivf_clinic_chat_zh", """
患者⟦PERSON|阮小姐⟧：医生，我这次促排打了⟦MEDICAL|果纳芬 225单位⟧，取卵12个，配成⟦MEDICAL|4个囊胚⟧
⟦PERSON|邱医生⟧：好的，下个月可以准备⟦MEDICAL|冻胚移植⟧。你的⟦MEDICAL|输卵管积水⟧术后复查了吗
患者⟦PERSON|阮小姐⟧：复查了。这个周期总共花了⟦AMOUNT|三万八左右⟧
⟦PERSON|邱医生⟧：冻胚保存费⟪price|每年1200元⟫，记得续费
"""),
("occupational_health_zh", """
职业健康检查结果通知
单位：⟪org_name|郑州某纺织厂⟫　工种：纺纱
受检者：⟦PERSON|崔红⟧　身份证：⟦IDCARD|$prc_18⟧
结论：⟦MEDICAL|噪声聋（疑似职业病）⟧，⟦MEDICAL|双耳高频听阈提高⟧
建议：调离噪声岗位，复查。检查机构：⟪org_name|郑州市职业病防治院⟫
"""),
("crypto_support_zh", """
⟪org_name|某交易所⟫在线客服
用户：我提币 ⟦AMOUNT|5,000 USDT⟧ 到 ⟪wallet_address|$trc_1⟫ 一直没到
客服⟦PERSON|小K⟧：您好，链上哈希 ⟪tx_hash|$tx_1⟫ 已确认，手续费 ⟪price|1 USDT⟫
用户：另外我 API 泄露了怎么办，key 是 ⟦APIKEY|$binance_1⟧ secret ⟦SECRET|$binance_secret_1⟧
客服⟦PERSON|小K⟧：已为您冻结，请立即删除该 API 并重新实名认证。
"""),
("aliyun_leak_postmortem_zh", """
# 事故复盘：阿里云 AccessKey 泄露（⟪incident_ref|INC-20260509⟫）
- 时间：⟪timestamp|2026-05-09 02:17⟫ 发现 OSS 流量异常，费用 ⟪price|¥23,417⟫
- 原因：运维 ⟦PERSON|wangyu⟧ 把 `application-prod.yml` 推到了 GitHub：
```
aliyun:
  access-key-id: ⟦APIKEY|$aliyun_1⟧
  access-key-secret: ⟦SECRET|$aliyun_secret_1⟧
  oss-endpoint: oss-cn-hangzhou.aliyuncs.com
```
- 攻击来源：⟦IP_ADDRESS|47.242.18.103⟧
- 负责人：⟦PERSON|王宇⟧、⟦PERSON|刘工⟧；已轮换密钥，提交 ⟪commit_sha|$sha_3⟫ 已从历史清除
"""),
("tencent_cloud_config_zh", """
# 腾讯云短信配置 sms.properties（维护人：⟦PERSON|赵磊⟧）
tencent.secretId=⟦APIKEY|$tencent_1⟧
tencent.secretKey=⟦SECRET|$tencent_secret_1⟧
tencent.sms.sdkAppId=⟪app_id|1400876521⟫
tencent.sms.signName=某某科技
server.port=⟪port|8081⟫
"""),
("dingtalk_bot_alert", """
【钉钉机器人告警】⟪timestamp|05-18 04:00:12⟫
服务 order-api 错误率 ⟪percent|12.7%⟫ 超过阈值 ⟪percent|5%⟫
实例 ⟦IP_ADDRESS|192.168.12.57⟧:⟪port|8080⟫
值班：@⟦PERSON|zhaolei⟧ @⟦PERSON|孙浩⟧
机器人地址（请勿外传）：⟦SECRET|$webhook_2⟧
"""),
("public_holiday_notice", """
关于2026年端午节放假安排的通知
根据⟪org_name|国务院办公厅⟫通知，端午节：⟪date|6月19日⟫至⟪date|21日⟫放假调休，共3天。⟪date|6月28日⟫（星期日）上班。
节假日期间高速公路小型客车不免费。请各部门做好值班安排。
"""),
("property_fee_receipt", """
⟪org_name|万科物业⟫ 收款收据　No.⟪receipt_ref|0012873⟫
业主：⟦PERSON|梁振宇⟧　房号：⟦ADDRESS|成都市武侯区天府大道北段1700号环球中心E2-1406⟧
物业费（⟪date|2026.01-2026.06⟫）：⟦AMOUNT|2,716.80元⟧
收费标准：⟪price|3.20元/㎡·月⟫
收款人：⟦PERSON|小叶⟧
"""),
("scholarship_zh", """
⟪org_name|国家奖学金⟫评审结果公示（⟪org_name|西安交通大学⟫电信学部）
1. ⟦PERSON|姜雨晴⟧ 学号 ⟪student_id|2221310456⟫ 奖金⟦AMOUNT|8000元⟧
2. ⟦PERSON|任浩宇⟧ 学号 ⟪student_id|2221310512⟫ 奖金⟦AMOUNT|8000元⟧
公示期：⟪date|2026年10月20日⟫至⟪date|10月26日⟫。如有异议请联系 ⟦EMAIL|jxj-dian@xjtu.example.edu.cn⟧ / ⟦PHONE|029-8266 8833⟧
"""),
("grad_admission_zh", """
⟦PERSON|沈同学⟧你好：
你已被⟪org_name|南京大学⟫计算机学院拟录取为2026级硕士研究生。请于⟪date|6月30日⟫前登录系统确认。
档案邮寄地址核对：⟦ADDRESS|江苏省南京市玄武区中山路18号德基广场写字楼2306⟧，收件人⟦PERSON|沈欣⟧，电话⟦PHONE|025-8457 1120⟧。
你的身份证号⟦IDCARD|$prc_6⟧与报名信息一致。
学费标准：⟪price|8000元/年⟫
研招办 ⟦PERSON|蔡老师⟧
"""),
("research_grant_reimburse_zh", """
国自然项目经费报销单　项目号 ⟪grant_ref|62176031⟫
报销人：⟦PERSON|杜晓峰⟧　负责人：⟦PERSON|毛教授⟧
内容：试剂（⟪product_code|Thermo A11008⟫）⟦AMOUNT|4,320.00⟧；测序服务 ⟦AMOUNT|12,800.00⟧
合计：⟦AMOUNT|17,120.00元⟧　大写：⟦AMOUNT|壹万柒仟壹佰贰拾元整⟧
预算余额：⟪price|218,400.00⟫
"""),
("lab_purchase_wechat", """
⟦PERSON|小毛⟧：师兄，Q5酶又没了，⟪org_name|NEB⟫ 官网⟪price|1680一支⟫
师兄⟦PERSON|老胡⟧：找⟦PERSON|李老师⟧走课题经费，别自己垫
⟦PERSON|小毛⟧：上次我垫了⟦AMOUNT|两千三⟧还没报呢
师兄⟦PERSON|老胡⟧：发票给我，我周五一起交
"""),
("credit_card_fraud_report_zh", """
用户：⟦PERSON|唐芳⟧，我的信用卡被盗刷了
银行客服：请提供卡号
用户：⟦CARD|$card_jcb1⟧，有效期 ⟪card_expiry|08/29⟫，背面三位 ⟦CVV|662⟧
客服：女士，请不要向任何人提供CVV。我们看到⟪date|今天凌晨⟫在境外消费⟦AMOUNT|¥9,846.00⟧，已挂失。
"""),
("kuaidi_address_sms", """
【⟪org_name|顺丰⟫】⟦PERSON|姚先生⟧，您的快件⟪tracking_ref|SF1402287739401⟫已到⟪place|菜鸟驿站⟫（⟦ADDRESS|昆明市五华区青年路376号⟧），取件码 ⟪otp_code|8-2-4471⟫。
"""),
("legal_aid_dictation", """
（录音转写）我叫⟦PERSON|樊淑珍⟧，今年六十七岁，住在⟦ADDRESS|武汉市武昌区中北路109号3栋1单元402⟧。我儿子⟦PERSON|樊刚⟧借了人家⟦AMOUNT|三十多万⟧，现在人找不到了，债主天天来敲门。我有⟦MEDICAL|冠心病⟧，吃着⟦MEDICAL|阿司匹林⟧，受不了这个惊吓。
"""),
("stock_summary_zh", """
【收盘播报】⟪date|5月18日⟫，沪指涨⟪percent|0.82%⟫报⟪index_level|3,412.57点⟫，深成指涨⟪percent|1.15%⟫，创业板指涨⟪percent|1.63%⟫。两市成交额⟪market_value|1.26万亿元⟫。北向资金净买入⟪market_value|58.3亿元⟫。⟪org_name|宁德时代⟫涨⟪percent|4.2%⟫。
"""),
("hkid_cross_border_zh", """
跨境理财通开户资料（⟪org_name|某银行香港分行⟫）
客户：⟦PERSON|陈家乐⟧（⟦PERSON|CHAN Ka Lok⟧）
香港身份证：⟦NATIONAL_ID|$hkid_1⟧
内地联系地址：⟦ADDRESS|深圳市南山区科技园南区粤兴三道8号⟧
电话：⟦PHONE|+852 9188 2047⟧
初始入金：⟦AMOUNT|HK$300,000⟧
"""),
("tw_visitor_permit_zh", """
台胞证换发
申请人：⟦PERSON|林志豪⟧　台湾身份证号：⟦NATIONAL_ID|$tw_1⟧
台胞证号：⟦PASSPORT|09183276⟧
出生：⟦DATE_OF_BIRTH|1984-02-29⟧
在陆住所：⟦ADDRESS|福建省厦门市思明区环岛南路2888号⟧
"""),
("bank_transfer_scam_report_zh", """
报案笔录（节选）
报案人：⟦PERSON|龚建平⟧，男，⟦DATE_OF_BIRTH|1967年6月30日⟧出生，身份证⟦IDCARD|$prc_7⟧，住⟦ADDRESS|武汉市武昌区徐东大街128号2栋803⟧，电话⟦PHONE|13971088420⟧。
⟪date|5月16日⟫接到自称"公安局"的电话，对方让我把钱转到"安全账户"，我先后转了⟦AMOUNT|48,000元⟧和⟦AMOUNT|12万⟧，对方账户 ⟦CARD|$card_up1⟧，户名⟦PERSON|周小兵⟧。
对方来电号码 ⟦PHONE|+63 917 555 0182⟧。
"""),
("game_wallet_trade_zh", """
⟦PERSON|阿杰⟧：我那个 Steam 号卖你，余额里还有⟦AMOUNT|1,380元⟧，账号 ⟦PERSON|jay_steam88⟧ 密码 ⟦PASSWORD|Steam@Jay1988⟧
⟦PERSON|小胖⟧：令牌呢
⟦PERSON|阿杰⟧：Steam 令牌恢复码 ⟦SECRET|R47912⟧，你收货了再改绑
⟦PERSON|小胖⟧：给你转了⟦AMOUNT|八百⟧，剩下的明天
"""),
("broadband_cancel_call_zh", """
客服：您好，⟪org_name|中国联通⟫⟪employee_id|10010⟫号客服。
用户：我要拆机，宽带账号⟪account_ref|0571a88230147⟫，机主⟦PERSON|汪丽萍⟧。
客服：请报一下装机地址。
用户：⟦ADDRESS|杭州市西湖区古墩路656号紫金庭园4幢2单元1101⟧。
客服：您的光猫需要退还，否则扣⟪price|设备费300元⟫；账户余额⟦AMOUNT|76.20元⟧会退到您尾号⟪id_tail|3318⟫的银行卡。联系电话还是⟦PHONE|13588204716⟧吗？
用户：对。
"""),
("exit_entry_hk_permit_zh", """
往来港澳通行证签注申请（个人旅游）
申请人：⟦PERSON|邵晨曦⟧　证件号：⟦PASSPORT|CD2219834⟧
身份证号：⟦IDCARD|$prc_20⟧　出生日期：⟦DATE_OF_BIRTH|1991年2月28日⟧
签注费：⟪price|15元/次⟫　本次缴费⟦AMOUNT|30元⟧（两次签注）
自助机编号 ⟪kiosk_id|GZTH-07⟫，⟪place|天河区出入境办证大厅⟫
"""),
("hr_offboarding_wecom_zh", """
【企业微信·离职交接】
离职人：⟦PERSON|石磊⟧（工号 ⟪employee_id|SZ2093⟫）　最后工作日：⟪date|2026-05-29⟫
经济补偿：N+1 共计 ⟦AMOUNT|96,000元⟧，⟪date|6月10日⟫随工资发放至尾号⟪id_tail|6618⟫的卡
交接人：⟦PERSON|何晓慧⟧；服务器账号 ⟦PERSON|shilei⟧ 已禁用，VPN 密码 ⟦PASSWORD|Sl@vpn0529⟧ 已重置
个人邮箱（用于寄离职证明）：⟦EMAIL|shilei1989@126.com⟧，地址 ⟦ADDRESS|深圳市福田区福华三路168号国际商会中心17楼⟧
"""),
("express_waybill_batch_zh", """
电商发货单导出（⟪date|2026-05-18⟫，仓库：⟪place|嘉兴仓⟫）
订单号,收件人,电话,地址,实付
⟪order_ref|TB2605180001⟫,⟦PERSON|刘梦瑶⟧,⟦PHONE|13857314620⟧,⟦ADDRESS|浙江省嘉兴市南湖区中环南路1369号⟧,⟦AMOUNT|129.00⟧
⟪order_ref|TB2605180002⟫,⟦PERSON|赵一鸣⟧,⟦PHONE|18602104471⟧,⟦ADDRESS|上海市闵行区莘庄镇沁春路168弄21号⟧,⟦AMOUNT|89.90⟧
⟪order_ref|TB2605180003⟫,⟦PERSON|孔繁星⟧,⟦PHONE|15001209836⟧,⟦ADDRESS|北京市海淀区中关村大街27号中关村大厦908⟧,⟦AMOUNT|356.00⟧
⟪order_ref|TB2605180004⟫,⟦PERSON|马丽娜⟧,⟦PHONE|13309917725⟧,⟦ADDRESS|新疆维吾尔自治区乌鲁木齐市天山区解放北路88号⟧,⟦AMOUNT|42.50⟧
商品单价：⟪price|¥79.00⟫起
"""),
("neighborhood_group_zh", """
【阳光花园业主群】
8栋⟦PERSON|王阿姨⟧：谁家快递放我门口了，⟦PERSON|李建国⟧的，电话⟦PHONE|13916027735⟧
物业⟦PERSON|小丁⟧：⟦PERSON|王阿姨⟧放门卫吧，我通知他
⟦PERSON|李建国⟧：谢谢！我住⟦ADDRESS|阳光花园12栋1单元301⟧，马上下来拿
⟦PERSON|老周⟧：顺便说一下，车库门禁密码改成⟦PASSWORD|2580#⟧了
物业⟦PERSON|小丁⟧：本月物业费⟪price|2.8元/平⟫，请尽快缴纳
"""),
]
