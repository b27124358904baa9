# Chinese texts for corpus_blind10, written by hand one at a time.
# Markup: ⟦TYPE|value⟧ = span to detect, ⟪kind|value⟫ = decoy; `$name` = values.VALUES[name].
TEXTS = [

("wechat_chat", """微信聊天记录（导出）
⟪timestamp|2025-10-12 21:03⟫ ⟦PERSON|阿强⟧：兄弟，月底能不能先借我⟦AMOUNT|3000块⟧，房租实在凑不齐了
2025-10-12 21:05 ⟦PERSON|陈志远⟧：行，发你卡号
2025-10-12 21:06 ⟦PERSON|阿强⟧：⟦CARD|$up1⟧ 建行的，户名⟦PERSON|李国强⟧
2025-10-12 21:15 ⟦PERSON|陈志远⟧：[转账] ⟦AMOUNT|¥3,000.00⟧ 已转入，交易单号尾号 ⟪id_tail|0417⟫
2025-10-12 21:16 ⟦PERSON|阿强⟧：收到！⟪date|下个月10号⟫工资一发就还你
2025-10-12 21:18 ⟦PERSON|陈志远⟧：不急。对了你上次说的⟦MEDICAL|胃溃疡⟧好点没
2025-10-12 21:20 ⟦PERSON|阿强⟧：吃了一周⟦MEDICAL|奥美拉唑⟧，好多了"""),

("express_waybill", """顺丰速运 电子运单
运单号：⟪tracking_number|SF1402387729105⟫
寄件人：⟦PERSON|周晓梅⟧  ⟦PHONE|136 2284 0917⟧
寄件地址：⟦ADDRESS|浙江省杭州市西湖区文三路478号华星时代广场A座1102⟧
收件人：⟦PERSON|周建国⟧（爸）  ⟦PHONE|139 5720 3381⟧
收件地址：⟦ADDRESS|江西省九江市浔阳区庐山南路266号金桥小区7栋2单元501⟧
托寄物：衣物、保健品    保价：否    付款方式：寄付月结
月结卡号：⟪account_ref|0571802241⟫    打印时间：⟪timestamp|2025-10-13 16:40⟫"""),

("idcard_ocr", """【OCR识别结果】居民身份证（正面）
姓名 ⟦PERSON|刘雨桐⟧
性别 女    民族 汉
出生 ⟦DATE_OF_BIRTH|1987 年 3 月 12 日⟧
住址 ⟦ADDRESS|上海市浦东新区张杨路1250弄
     12号601室⟧
公民身份号码 ⟦IDCARD|$cnid_b1⟧
【背面】签发机关 ⟪org_name|上海市公安局浦东分局⟫  有效期限 ⟪date|2019.05.20-2039.05.20⟫
识别置信度 0.97  请求ID ⟪request_id|ocr-7c1e20a4⟫"""),

("outpatient_record", """⟪org_name|江城市第一人民医院⟫ 门诊病历
姓名：⟦PERSON|黄振宇⟧  性别：男  年龄：46岁  门诊号：⟪record_id|MZ20251014-0382⟫
就诊日期：⟪date|2025-10-14⟫  科室：心内科  医生：⟦PERSON|刘德明⟧
主诉：反复⟦MEDICAL|胸闷⟧、⟦MEDICAL|气短⟧2月，加重3天。
现病史：患者2月前无明显诱因出现活动后⟦MEDICAL|胸闷⟧，休息后可缓解。既往有⟦MEDICAL|高血压⟧病史10年，⟦MEDICAL|糖尿病⟧5年。
诊断：1. ⟦MEDICAL|冠状动脉粥样硬化性心脏病 不稳定型心绞痛⟧；2. ⟦MEDICAL|高血压3级（很高危）⟧；3. ⟦MEDICAL|2型糖尿病⟧
处理：⟦MEDICAL|阿司匹林肠溶片 100mg qd⟧；⟦MEDICAL|阿托伐他汀钙片 20mg qn⟧；⟦MEDICAL|硝酸甘油 0.5mg 舌下含服 prn⟧；建议住院行⟦MEDICAL|冠脉造影⟧。"""),

("checkup_report", """2025年度员工体检报告（摘要）
受检人：⟦PERSON|孙丽华⟧  工号：⟪employee_id|KW-0318⟫  体检日期：⟪date|2025-09-20⟫  体检机构：⟪org_name|美年大健康（滨江分院）⟫
主要异常：
1. 血压 152/96 mmHg —— 提示⟦MEDICAL|高血压⟧，建议心内科就诊
2. 空腹血糖 7.4 mmol/L —— 提示⟦MEDICAL|血糖偏高⟧，建议复查糖耐量
3. 甘油三酯 3.1 mmol/L —— ⟦MEDICAL|高脂血症⟧
4. ⟦MEDICAL|甲状腺结节（TI-RADS 3类）⟧
总评：⟦MEDICAL|三高⟧风险，建议戒酒、控制体重。"""),

("payslip", """【⟪org_name|杭州云栈科技有限公司⟫】⟪date|2025年9月⟫工资条
姓名：⟦PERSON|邓子豪⟧   部门：研发中心   工号：⟪employee_id|YZ-1187⟫
基本工资：⟦AMOUNT|18,000.00⟧  绩效奖金：⟦AMOUNT|4,500.00⟧  餐补：⟦AMOUNT|600.00⟧
应发合计：⟦AMOUNT|23,100.00⟧
社保个人部分：⟦AMOUNT|1,903.20⟧  公积金个人部分：⟦AMOUNT|2,160.00⟧  个税：⟦AMOUNT|1,286.80⟧
实发工资：⟦AMOUNT|17,750.00⟧  （已发放至招商银行卡 尾号⟪id_tail|8823⟫）
如有疑问请联系HR⟦PERSON|小梁⟧（分机 ⟪extension|8021⟫）"""),

("bank_sms", """【招商银行】您尾号⟪id_tail|8823⟫的储蓄卡⟪timestamp|10月14日14:22⟫收入⟦AMOUNT|人民币17,750.00元⟧（代发工资），余额⟦AMOUNT|人民币26,418.37元⟧。
【招商银行】验证码：⟪otp_code|573920⟫，您正在进行网上支付，金额⟦AMOUNT|2,399.00元⟧，请勿泄露。
【招商银行】您的信用卡账单已出，本期应还款⟦AMOUNT|¥5,812.40⟧，最后还款日⟪date|11月3日⟫。回复TD退订"""),

("dingtalk_chat", """钉钉 · ⟪department|研发二部⟫
[⟪timestamp|10-13 08:47⟫] ⟦PERSON|吴佳怡⟧：@⟦PERSON|张主管⟧ 不好意思今天请一天病假，昨晚⟦MEDICAL|急性肠胃炎⟧，⟦MEDICAL|吐了一晚上⟧😭
[10-13 08:50] ⟦PERSON|张主管⟧：好好休息，假条记得在钉钉提一下
[10-13 08:52] ⟦PERSON|吴佳怡⟧：好的，医生开了⟦MEDICAL|蒙脱石散⟧和⟦MEDICAL|口服补液盐⟧，说多喝水
[10-13 09:30] ⟦PERSON|小胖⟧：⟦PERSON|佳怡⟧姐保重！今天的站会我帮你讲
[10-13 09:31] ⟦PERSON|吴佳怡⟧：谢谢⟦PERSON|小胖⟧❤️"""),

("feishu_chat", """飞书 · 运维值班群
⟦PERSON|马骁⟧ ⟪timestamp|10:21⟫
新来的实习生要登跳板机，谁给下账号
⟦PERSON|赵一鸣⟧ 10:23
跳板机 ⟦IP_ADDRESS|10.16.8.5⟧，端口 ⟪port|22022⟫，账号 intern02，初始密码 ⟦PASSWORD|Yz@2025intern⟧，首次登录会强制改
⟦PERSON|赵一鸣⟧ 10:24
生产库只读账号别给，走审批单 ⟪ticket_id|OA-20251014-077⟫
⟦PERSON|马骁⟧ 10:25
收到，另外 grafana 还是 http://⟦IP_ADDRESS|10.16.8.20⟧:⟪port|3000⟫ 吧？admin 密码是不是还是那个 ⟦PASSWORD|Grafana#ops88⟧
⟦PERSON|赵一鸣⟧ 10:27
对，回头我把它挪到密码库里"""),

("tenancy_agreement", """房屋租赁合同　　合同编号：⟪contract_ref|SZ-ZL-2025-10387⟫
出租方（甲方）：⟦PERSON|蒋文斌⟧　身份证号：⟦IDCARD|$cnid11⟧　联系电话：⟦PHONE|135 0271 6648⟧
承租方（乙方）：⟦PERSON|许可馨⟧　身份证号：⟦IDCARD|$cnid6⟧　联系电话：⟦PHONE|188 1093 2457⟧
一、房屋坐落：⟦ADDRESS|深圳市南山区后海大道2388号海岸城公寓B栋2306室⟧，建筑面积约45平方米。
二、租期：自⟪date|2025年11月1日⟫起至⟪date|2026年10月31日⟫止。
三、租金：每月⟦AMOUNT|人民币肆仟捌佰元整⟧（⟦AMOUNT|¥4,800⟧），押二付一，押金⟦AMOUNT|¥9,600⟧于签约当日支付。
四、甲方收款账户：招商银行 ⟦CARD|$up2⟧（户名：⟦PERSON|蒋文斌⟧）"""),

("labor_contract", """劳动合同（摘录）
甲方：⟪org_name|成都蜀锦数据服务有限公司⟫　统一社会信用代码：⟪company_reg_no|91510100MA6C8K2T4X⟫
乙方：⟦PERSON|罗晓燕⟧　性别：女　出生日期：⟦DATE_OF_BIRTH|1992年6月25日⟧
身份证号码：⟦IDCARD|$cnid_b2⟧
户籍地址：⟦ADDRESS|安徽省合肥市庐阳区长江中路319号⟧
现住址：⟦ADDRESS|成都市武侯区天府大道北段1700号环球中心W6区1208⟧
第三条　工作岗位：数据标注组组长，合同期限自⟪date|2025年10月20日⟫起三年。
第五条　劳动报酬：试用期月工资⟦AMOUNT|人民币7,200元⟧，转正后月工资⟦AMOUNT|人民币9,000元⟧。"""),

("resume", """个人简历
姓名：⟦PERSON|钱思远⟧　　性别：男　　出生年月：⟦DATE_OF_BIRTH|1996.04⟧
手机：⟦PHONE|159 2718 4460⟧　　邮箱：⟦EMAIL|qiansiyuan96@example.cn⟧
现居：⟦ADDRESS|南京市玄武区珠江路688号⟧
求职意向：Java后端开发　　期望薪资：⟦AMOUNT|25K-30K/月⟧
工作经历
⟪date|2021.07⟫—至今　某金融科技公司　后端开发工程师
　· 负责支付清结算系统，日均处理订单 300 万笔
　· 使用 Spring Boot ⟪version|3.2⟫、Kafka、MySQL ⟪version|8.0⟫
教育经历
2014.09—2018.06　⟪org_name|东南大学⟫　计算机科学与技术　本科"""),

("onboarding_form", """新员工入职登记表
姓名：⟦PERSON|欧阳娜娜⟧　　曾用名：无　　学历：硕士
身份证号：⟦IDCARD|$cnid39⟧
婚姻状况：已婚
紧急联系人：⟦PERSON|欧阳建华⟧（父亲）　电话：⟦PHONE|0731-8852 6613⟧
工资卡：中国工商银行 ⟦CARD|$up19_1⟧
开户行：⟪org_name|工商银行长沙岳麓支行⟫
家庭住址：⟦ADDRESS|湖南省长沙市岳麓区麓山南路932号湖南大学教工宿舍14栋301⟧
既往病史：⟦MEDICAL|乙肝小三阳⟧（肝功能正常），⟦MEDICAL|青霉素过敏⟧
入职日期：⟪date|2025-10-20⟫　　工号：⟪employee_id|CS-2025-0931⟫"""),

("hotel_checkin", """【⟪org_name|如家酒店·北京望京店⟫】住客登记
房号：⟪room_number|8216⟫　入住：⟪timestamp|2025-10-14 22:47⟫　离店：2025-10-16
住客1：⟦PERSON|牛建伟⟧　证件类型：身份证　证件号：⟦IDCARD|$cnid40⟧
住客2：⟦PERSON|MARTINEZ/ELENA⟧　证件类型：护照　证件号：⟦PASSPORT|PAG482176⟧　国籍：ESP
押金：⟦AMOUNT|¥500⟧（微信支付，交易单号 ⟪transaction_ref|4200002231202510144417735291⟫）
房价：⟪price|¥368/晚⟫（会员价）
备注：客人要求无烟房，加床一张"""),

("flight_booking", """【携程旅行】机票预订成功
订单号：⟪order_id|1128847720193⟫
航班：⟪flight_no|MU523⟫　上海浦东T1 → 东京成田T2　⟪timestamp|2025-10-25 09:05⟫-13:10　经济舱
乘机人1：⟦PERSON|戴晓彤⟧　护照号：⟦PASSPORT|E53829107⟧　出生日期：⟦DATE_OF_BIRTH|1989-02-14⟧
乘机人2：⟦PERSON|戴子墨⟧（儿童）　护照号：⟦PASSPORT|EH2847193⟧　出生日期：⟦DATE_OF_BIRTH|2018-07-30⟧
联系人手机：⟪masked_phone|138****2209⟫
支付金额：⟦AMOUNT|¥6,284⟧（含机建燃油）　支付方式：支付宝
温馨提示：请于航班起飞前3小时到达机场办理值机。"""),

("passport_appointment", """出入境证件办理预约确认
申请人：⟦PERSON|阎志刚⟧　证件类型：普通护照（换发）
原护照号码：⟦PASSPORT|E71946238⟧
身份证号：⟦IDCARD|$cnid5⟧
预约时间：⟪timestamp|2025年10月22日 上午9:30-10:00⟫
办理地点：⟪org_name|广州市公安局出入境管理支队⟫（⟪org_address|解放南路155号⟫）
预约编号：⟪confirmation_no|GZ2025102200417⟫　请携带本人身份证原件及原护照按时办理。"""),

("court_judgment", """⟪org_name|江苏省南京市玄武区人民法院⟫
民事判决书
⟪case_no|（2025）苏0102民初5817号⟫
原告：⟦PERSON|韩立新⟧，男，⟦DATE_OF_BIRTH|1976年11月8日⟧出生，汉族，住⟦ADDRESS|南京市玄武区北京东路41号3幢502室⟧，公民身份号码⟦IDCARD|$cnid_b3⟧。
被告：⟪org_name|南京安居装饰工程有限公司⟫，住所地⟪org_address|南京市秦淮区中山南路219号⟫。
……判决如下：
一、被告于本判决生效之日起十日内返还原告装修款⟦AMOUNT|人民币38,600元⟧；
二、驳回原告其他诉讼请求。
案件受理费⟪price|765元⟫，由被告负担。"""),

("insurance_claim", """⟪org_name|平安健康险⟫ 理赔申请书
被保险人：⟦PERSON|苏明哲⟧　身份证：⟦IDCARD|$cnid27⟧　保单号：⟪policy_no|P2025330100048831⟫
出险日期：⟪date|2025-08-14⟫　出险经过：打篮球时⟦MEDICAL|右脚踝扭伤⟧，诊断为⟦MEDICAL|右踝关节外侧副韧带断裂⟧，行⟦MEDICAL|关节镜下修复术⟧。
申请理赔金额：⟦AMOUNT|¥23,415.60⟧
收款账户：中国银行 ⟦CARD|$up3⟧　户名 ⟦PERSON|苏明哲⟧
联系电话：⟦PHONE|177 0215 8834⟧"""),

("support_ticket", """工单号：⟪ticket_id|TS-20251014-88217⟫　渠道：APP在线客服
用户昵称：⟪username|小鹿乱撞_1998⟫
用户反馈：我10月8号买的扫地机器人（订单号 ⟪order_id|3918840172235566021⟫）到现在都没发货，客服一直说在催，我要求退款！！！付了⟦AMOUNT|1899元⟧
处理记录：
⟪timestamp|10-14 10:02⟫ 客服 ⟦PERSON|阿杰⟧：已联系商家，商家承认缺货，同意全额退款 ⟦AMOUNT|¥1,899.00⟧，预计1-3个工作日原路退回
10-14 10:05 用户：好的，退到花呗就行
10-14 10:06 客服 ⟦PERSON|阿杰⟧：好的亲，已提交，给您带来不便非常抱歉"""),

("food_delivery_order", """【美团外卖】订单详情
订单号：⟪order_id|8012 3377 4510 2286⟫
送达时间：尽快送达（预计 ⟪time|12:35⟫）
收货人：⟦PERSON|韦先生⟧  ⟪masked_phone|138****6621⟫
地址：⟦ADDRESS|广西南宁市青秀区民族大道136号华润大厦C座26楼⟧ 前台
备注：不要香菜！！我⟦MEDICAL|对花生过敏⟧，千万别放花生 🙏
商品：招牌螺蛳粉 ×1 ⟪price|¥23.8⟫；炸蛋 ×2 ⟪price|¥6.0⟫
实付：⟦AMOUNT|¥26.30⟧（已减配送费）
骑手：⟦PERSON|覃师傅⟧ ⟦PHONE|156 7710 2294⟧"""),

("parent_group_chat", """⟪class_name|三年级（2）班⟫家长群
⟦PERSON|王老师⟧：各位家长好，明天秋游请给孩子带好水和午餐，集合时间⟪time|7:40⟫，地点⟪place|学校东门⟫。
⟦PERSON|王老师⟧：@⟦PERSON|朵朵⟧妈妈 ⟦PERSON|朵朵⟧的过敏药记得放书包里，她⟦MEDICAL|对芒果过敏⟧
⟦PERSON|朵朵⟧妈妈：收到⟦PERSON|王老师⟧！⟦MEDICAL|氯雷他定⟧已经放了
⟦PERSON|浩浩⟧爸爸：⟦PERSON|王老师⟧，⟦PERSON|浩浩⟧⟦MEDICAL|哮喘⟧最近有点发作，明天能不能不参加爬山那段
⟦PERSON|王老师⟧：可以的，我跟带队的⟦PERSON|李老师⟧说一下"""),

("school_notice", """关于2025年国庆节、中秋节放假安排的通知
各年级、各部门：
根据⟪org_name|国务院办公厅⟫通知精神，现将我校放假安排通知如下：
一、⟪date|10月1日（星期三）⟫至⟪date|8日（星期三）⟫放假调休，共8天。⟪date|9月28日（星期日）⟫、⟪date|10月11日（星期六）⟫上班上课。
二、放假期间请各班主任做好学生安全教育，提醒学生注意交通安全、防溺水，⟪health_info|秋季注意预防流感⟫。
三、返校后第一周为安全教育周。
特此通知。
⟪org_name|滨江实验小学⟫办公室
⟪date|2025年9月22日⟫"""),

("health_article", """秋季养生：高血压患者如何安全过冬
随着气温下降，血管收缩，⟪health_info|高血压患者血压容易波动⟫。专家建议：
1. 坚持每天早晚测量血压，并记录；
2. 遵医嘱规律服用降压药，如⟪drug_ad|氨氯地平⟫、⟪drug_ad|缬沙坦⟫等，不可自行停药；
3. 低盐饮食，每日食盐摄入不超过5克；
4. 出现⟪health_info|头痛、胸闷等症状应及时就医⟫。
（本文由⟪org_name|市疾控中心健康教育科⟫提供，仅供参考　⟪date|2025-10-10⟫）"""),

("loan_application", """个人消费贷款申请表　　申请编号：⟪application_id|XF2025101400392⟫
申请人：⟦PERSON|谭卫东⟧　身份证号：⟦IDCARD|$cnid38⟧　手机：⟦PHONE|133 0871 2296⟧
单位：⟪org_name|昆明滇池水务集团⟫　职务：工程师　月收入：⟦AMOUNT|¥11,500⟧
婚姻：已婚　配偶：⟦PERSON|杨芳⟧　配偶月收入：⟦AMOUNT|¥8,200⟧
现有负债：房贷月供⟦AMOUNT|¥4,630⟧（剩余本金约⟦AMOUNT|¥512,000⟧）
申请金额：⟦AMOUNT|¥150,000⟧　期限：36期　参考年化利率：⟪rate|3.65%⟫　用途：装修
居住地址：⟦ADDRESS|云南省昆明市五华区翠湖南路47号翠湖小区3-2-601⟧"""),

("bank_statement", """⟪org_name|中国建设银行⟫ 个人活期账户交易明细
户名：⟦PERSON|龚海燕⟧　　卡号：⟦CARD|$up4⟧　　币种：人民币
查询期间：⟪date|2025-09-01⟫ 至 ⟪date|2025-09-30⟫　　打印日期：2025-10-14
交易日期　　摘要　　交易金额　　　账户余额　　　对方户名
20250901　　工资　　⟦AMOUNT|+12,680.00⟧　⟦AMOUNT|15,402.33⟧　⟪org_name|深圳前海微众科技有限公司⟫
20250905　　转账　　⟦AMOUNT|-3,000.00⟧　 ⟦AMOUNT|12,402.33⟧　⟦PERSON|龚志强⟧
20250912　　消费　　⟦AMOUNT|-486.50⟧　　 ⟦AMOUNT|11,915.83⟧　⟪org_name|盒马鲜生⟫
20250925　　房贷　　⟦AMOUNT|-5,217.44⟧　 ⟦AMOUNT|6,698.39⟧"""),

("expense_claim", """费用报销单　　单据号：⟪claim_id|BX-2025-10-0442⟫
报销人：⟦PERSON|屈明轩⟧　　部门：华东销售部　　日期：⟪date|2025年10月13日⟫
事由：9月出差上海拜访客户
明细：
　高铁 杭州东—上海虹桥 往返　　　　　⟦AMOUNT|146.00⟧
　住宿 ⟪org_name|锦江之星⟫（2晚）　　　　　⟦AMOUNT|538.00⟧
　客户招待　　　　　　　　　　　　⟦AMOUNT|1,260.00⟧
合计：⟦AMOUNT|人民币壹仟玖佰肆拾肆元整⟧（⟦AMOUNT|¥1,944.00⟧）
审批：部门经理 ⟦PERSON|陈经理⟧ ✔　财务 ⟦PERSON|小邢⟧ ✔"""),

("leave_request", """请假申请（OA流程 ⟪ticket_id|QJ-20251014-0057⟫）
申请人：⟦PERSON|葛思琪⟧　　岗位：财务专员
请假类型：产检假　　时间：⟪date|2025-10-17 上午⟫（半天）
请假事由：⟦MEDICAL|怀孕24周⟧，需到⟪org_name|市妇幼保健院⟫做⟦MEDICAL|四维彩超⟧和⟦MEDICAL|糖耐量筛查⟧。医生说有⟦MEDICAL|轻度妊娠期贫血⟧，要复查血常规。
附件：⟪file_name|产检预约单.jpg⟫
审批人：部门负责人 ⟦PERSON|卢婷⟧ —— 同意，注意身体"""),

("performance_review", """2025年上半年绩效评估表
员工：⟦PERSON|覃宇航⟧　　直属上级：⟦PERSON|孔令辉⟧　　评估周期：⟪date|2025.01-2025.06⟫
综合评级：⟪rating|B+⟫
上级评语：⟦PERSON|宇航⟧上半年主导完成了对账系统重构，线上故障下降40%。沟通方面仍需加强，和测试组的冲突需要注意。4月因家中有事请假较多，可以理解。
调薪建议：月薪由⟦AMOUNT|¥21,000⟧调整至⟦AMOUNT|¥23,500⟧，年终奖系数1.2。
员工确认：已阅　⟪date|2025-07-08⟫"""),

("meeting_minutes", """【会议纪要】2026年度市场预算评审会
时间：⟪timestamp|2025-10-10 14:00-15:30⟫　地点：⟪room_number|3号楼 7F 星河会议室⟫　记录人：⟦PERSON|袁晓丹⟧
参会：⟦PERSON|钟总⟧、⟦PERSON|梁志斌⟧、⟦PERSON|付雨涵⟧、⟦PERSON|袁晓丹⟧
一、2026年线上投放预算拟定为 ⟪price|¥3,200,000⟫，较今年增长15%；
二、双十一活动折扣方案：⟪price|满300减50⟫，预计拉新 8 万；
三、⟦PERSON|付雨涵⟧下月起休年假两周，其工作由⟦PERSON|梁志斌⟧暂时接手；
四、下次会议：⟪date|10月24日⟫。"""),

("call_transcript", """【通话录音转写】工单 ⟪ticket_id|CC-1014-55821⟫　坐席：工号 ⟪employee_id|8817⟫（⟦PERSON|小林⟧）
坐席：您好，⟪org_name|华夏恒信银行⟫信用卡中心，很高兴为您服务。
客户：你好，我的卡好像被盗刷了，有一笔⟦AMOUNT|两千多⟧的消费不是我的。
坐席：好的女士，为核实身份，请问您的姓名和卡号？
客户：我叫⟦PERSON|柏雪⟧，卡号是 ⟦CARD|$mc3⟧。
坐席：请提供卡片背面的三位安全码。
客户：是 ⟦CVV|596⟧。
坐席：有效期呢？
客户：⟪card_expiry|2027年8月⟫，就是 ⟪card_expiry|08/27⟫。
坐席：核实通过。您反映的是⟪date|10月13日⟫在"⟪org_name|京东商城⟫"消费的 ⟦AMOUNT|¥2,388.00⟧ 这笔吗？
客户：对，我人在⟪place|成都⟫，根本没买过。
坐席：已为您冻结卡片并发起争议处理，新卡将寄往您预留的地址：⟦ADDRESS|成都市锦江区东大街下东大街段216号喜年广场B座1708⟧。"""),

("voicemail_transcript", """【语音留言转文字】来电 ⟦PHONE|137 6120 8834⟧　时长 ⟪duration|0:38⟫　⟪timestamp|2025-10-13 18:02⟫
"喂，⟦PERSON|苏阿姨⟧您好，我是社区医院的家庭医生⟦PERSON|小何⟧。您上周的血糖结果出来了，空腹 8.9，⟦MEDICAL|血糖有点高⟧，⟦MEDICAL|二甲双胍 500 毫克⟧要按时吃，每天两次。⟪date|下周三上午九点⟫我们在社区有⟦MEDICAL|糖尿病⟧随访，您记得带上医保卡过来。有什么事打我手机 ⟦PHONE|137 6120 8834⟧。好，再见。" """.rstrip()),

("prescription", """⟪org_name|北京朝阳恒康医院⟫ 处方笺　　普通处方
费别：医保　　门诊号：⟪record_id|0048127⟫　　科别：皮肤科　　日期：⟪date|2025年10月11日⟫
姓名：⟦PERSON|樊一凡⟧　性别：男　年龄：23岁
临床诊断：⟦MEDICAL|寻常痤疮（中度）⟧；⟦MEDICAL|脂溢性皮炎⟧
Rp：
　⟦MEDICAL|异维A酸软胶囊 10mg⟧×30粒　用法：10mg 口服 qd 随餐
　⟦MEDICAL|夫西地酸乳膏 15g⟧×1支　用法：外用 bid
　⟦MEDICAL|克林霉素磷酸酯凝胶 20g⟧×1支　用法：外用 qn
医师：⟦PERSON|邵敏⟧　　审核药师：⟦PERSON|田静⟧　　金额：⟦AMOUNT|¥186.40⟧"""),

("pharmacy_record", """⟪org_name|老百姓大药房⟫ 会员消费记录
会员：⟦PERSON|褚秀英⟧（会员卡 ⟪member_id|VIP 6688012341⟫）　手机：⟪masked_phone|186****7730⟫
⟪date|2025-10-02⟫　⟦MEDICAL|硝苯地平控释片 30mg⟧×7片 ×2盒　⟦AMOUNT|¥57.60⟧
2025-10-02　⟦MEDICAL|阿卡波糖片 50mg⟧×30片 ×1盒　⟦AMOUNT|¥42.00⟧
2025-10-09　血糖试纸 50条 ×1　⟦AMOUNT|¥128.00⟧
累计积分：3,416　本月消费合计：⟦AMOUNT|¥227.60⟧
备注：顾客自述"⟦MEDICAL|三高⟧"多年，长期服药；⟦MEDICAL|对磺胺类过敏⟧。"""),

("counseling_note", """心理咨询记录（第3次）　来访者编号：⟪record_id|XL-2025-118⟫
来访者：⟦PERSON|小雨⟧（应本人要求记录昵称）　年龄：19岁　大二学生
咨询师：⟦PERSON|闫老师⟧
主诉：近两个月⟦MEDICAL|情绪低落⟧，⟦MEDICAL|失眠⟧，经常半夜惊醒，⟦MEDICAL|食欲下降⟧；上学期挂科两门后开始出现自责、觉得自己没用。
评估：⟪scale_name|PHQ-9⟫ 得分 17 分（⟦MEDICAL|中重度抑郁倾向⟧），⟪scale_name|GAD-7⟫ 得分 12 分（⟦MEDICAL|中度焦虑⟧）。否认自伤自杀计划。
建议：转介校医院精神科进一步评估；⟪date|下周同一时间⟫继续咨询。"""),

("housing_fund_withdrawal", """住房公积金提取申请（租房提取）
申请人：⟦PERSON|苗立群⟧
身份证号：⟦IDCARD|$cnid32⟧
租赁地址：⟦ADDRESS|北京市海淀区中关村南大街5号院2号楼1单元902⟧
月租金：⟦AMOUNT|¥6,500⟧　　本次提取金额：⟦AMOUNT|¥19,500⟧（3个月）
收款银行卡：⟦CARD|$up5⟧（中国银行）
申请日期：⟪date|2025-10-14⟫　　受理网点：⟪org_name|北京住房公积金管理中心海淀管理部⟫
受理编号：⟪confirmation_no|HD20251014-3306⟫"""),

("group_buy_chat", """【⟪place|阳光花园3期⟫ 团购群】
团长⟦PERSON|小芳⟧：今天的砂糖橘 ⟪price|¥39.9/5斤⟫，需要的接龙👇
1. ⟦ADDRESS|7栋1502⟧ ⟦PERSON|甘婷⟧ 2份
2. ⟦ADDRESS|3栋801⟧ ⟦PERSON|老黄⟧ 1份
3. ⟦ADDRESS|12栋2203⟧ ⟦PERSON|蒙蒙⟧妈 1份
团长⟦PERSON|小芳⟧：@⟦PERSON|甘婷⟧ 上次的车厘子钱还没付哦 ⟦AMOUNT|¥158⟧
⟦PERSON|甘婷⟧：啊不好意思，马上转
团长⟦PERSON|小芳⟧：明天⟪time|下午4点⟫到货，⟪place|北门快递点⟫自提"""),

("secondhand_chat", """闲鱼 · 与「⟪username|凉凉的风⟫」的对话
对方：iPhone 14 Pro 256G 还在吗？标价 ⟪price|¥4,300⟫ 能便宜点吗
我：最低⟦AMOUNT|4100⟧，可以当面验机
对方：行，我⟪date|周六下午⟫能到，你在哪
我：⟪place|徐汇区漕溪北路汇智大厦楼下星巴克⟫
对方：好的，我叫⟦PERSON|贺磊⟧，手机 ⟦PHONE|150 2166 3390⟧，到了联系
我：👌 成交价⟦AMOUNT|4100⟧，现金或者支付宝都行"""),

("divorce_agreement", """离婚协议书
男方：⟦PERSON|房志鹏⟧，男，身份证号 ⟦IDCARD|$cnid36⟧
女方：⟦PERSON|景莉⟧，女，身份证号 ⟦IDCARD|$cnid19⟧
双方于⟪date|2013年5月⟫在⟪org_name|雁塔区民政局⟫登记结婚，育有一女⟦PERSON|房小满⟧（⟦DATE_OF_BIRTH|2015年3月2日⟧出生）。因感情破裂，自愿离婚，协议如下：
一、女儿⟦PERSON|房小满⟧由女方抚养，男方每月支付抚养费⟦AMOUNT|人民币3,000元⟧，至其年满十八周岁止。
二、位于⟦ADDRESS|西安市雁塔区科技路48号创业广场C座1503室⟧的房产归女方所有，剩余房贷由女方偿还；女方一次性补偿男方⟦AMOUNT|人民币450,000元⟧。
三、双方名下存款各自所有，债务各自承担。
签订日期：⟪date|2025年10月9日⟫"""),

("lawyer_letter", """律师函
⟪case_no|（2025）京盈律函字第0218号⟫
致：⟦PERSON|佟浩⟧先生（手机 ⟦PHONE|131 2087 5521⟧）
⟪org_name|北京盈信律师事务所⟫接受⟦PERSON|谷雨婷⟧女士的委托，就您拖欠其借款一事，郑重函告如下：
⟪date|2024年6月⟫至⟪date|2025年1月⟫，您先后向委托人借款共计⟦AMOUNT|人民币86,000元⟧，有微信转账记录及借条为证。截至本函发出之日，您仅归还⟦AMOUNT|人民币10,000元⟧。
请您于收到本函之日起七日内归还剩余借款⟦AMOUNT|人民币76,000元⟧至委托人账户 ⟦CARD|$up6⟧，否则本所将代表委托人提起诉讼。
承办律师：⟦PERSON|石晓光⟧　手机：⟦PHONE|186 1130 4728⟧"""),

("debt_collection_sms", """【⟪org_name|速贷宝⟫】尊敬的⟦PERSON|鲍建军⟧先生，您在我司借款合同号 ⟪contract_ref|JK20240311009⟫ 已逾期 47 天，欠款本息合计 ⟦AMOUNT|¥13,862.55⟧。请于⟪time|今日18:00⟫前还款，否则将联系您的紧急联系人⟦PERSON|鲍丽⟧（⟪masked_phone|151****0036⟫）及单位。回T退订"""),

("parcel_locker_sms", """【丰巢】您的顺丰快递已到 ⟪place|阳光花园北门丰巢柜⟫，取件码 ⟪otp_code|60428173⟫，请凭码取件。超时将收取保管费 ⟪price|¥0.5/12小时⟫。
【菜鸟驿站】凭 ⟪pickup_code|3-2-1087⟫ 到 ⟪place|锦绣苑菜鸟驿站⟫ 取件，营业时间 8:00-21:00。
【中国邮政】尊敬的⟦PERSON|黎明珠⟧，您的EMS邮件 ⟪tracking_number|1197845236612⟫ 已签收，签收人：门卫。"""),

("homestay_guide", """【大理·⟪org_name|半山云居⟫民宿】入住指南
亲爱的旅客你好～我是房东⟦PERSON|阿珍⟧，欢迎入住！
🏠 地址：⟪org_address|大理市大理镇才村码头往北200米⟫（导航搜"半山云居"）
🔑 大门密码：⟦PASSWORD|3728⟧#，房间智能锁密码：⟦PASSWORD|619054⟧（退房后自动失效）
📶 WiFi：⟪ssid|BanShanYunJu_5G⟫　密码：⟦PASSWORD|cangshan2025⟧
🅿️ 停车：院子里，免费
☎️ 有事微信或电话找我：⟦PHONE|139 8720 1643⟧
🧾 房费已付：⟦AMOUNT|¥1,176⟧（3晚），押金 ⟦AMOUNT|¥200⟧ 退房时原路退回"""),

("qq_chat", """QQ 聊天记录
⟪username|夜猫子⟫ ⟪timestamp|22:14:05⟫
王者号卖你了，V8 满铭文，价格按说好的 ⟦AMOUNT|¥1,200⟧
夜猫子 22:14:40
账号 ⟪account_id|2839104475⟫ 密码 ⟦PASSWORD|wz@Yemao0722⟧ ，登上去改绑你自己的手机，二级密码是 ⟦PASSWORD|880314⟧
⟦PERSON|小凯⟧ 22:16:12
收到，已转账 ⟦AMOUNT|1200⟧，你查一下
夜猫子 22:16:50
到了 👌 实名认证是我表哥的，你别去解绑哈"""),

("email_offer", """发件人：招聘团队 <⟦EMAIL|hr@lanshan-tech.example⟧>
收件人：⟦PERSON|任嘉琪⟧ <⟦EMAIL|renjiaqi1999@example.com⟧>
主题：【录用通知】⟪org_name|蓝山科技⟫ — 产品经理

⟦PERSON|嘉琪⟧，你好！
很高兴通知你，你已通过我司全部面试。录用信息如下：
职位：产品经理（⟪grade|P6⟫）　　工作地点：⟪place|武汉光谷⟫
月薪：税前 ⟦AMOUNT|¥22,000⟧ × 15薪，签字费 ⟦AMOUNT|¥20,000⟧
入职日期：⟪date|2025年11月3日⟫
请于10月20日前回复确认，并携带身份证、学历证书原件办理入职。

蓝山科技 人力资源部　⟦PERSON|吕晨⟧"""),

("hospital_bill", """住院费用清单
住院号：⟪record_id|ZY2025-088173⟫　　患者：⟦PERSON|冉德华⟧　　科室：骨科　　床号：⟪bed_number|17⟫
入院日期：⟪date|2025-09-28⟫　出院日期：⟪date|2025-10-09⟫　诊断：⟦MEDICAL|左股骨颈骨折⟧
项目　　　　　　　　　　　　　　金额
床位费　　　　　　　　　　　　⟦AMOUNT|1,100.00⟧
手术费（⟦MEDICAL|人工髋关节置换⟧）　⟦AMOUNT|18,600.00⟧
材料费　　　　　　　　　　　　⟦AMOUNT|32,450.80⟧
药品费　　　　　　　　　　　　⟦AMOUNT|6,214.37⟧
合计　　　　　　　　　　　　　⟦AMOUNT|58,365.17⟧
医保统筹支付　　　　　　　　　⟦AMOUNT|38,002.50⟧
个人自付　　　　　　　　　　　⟦AMOUNT|20,362.67⟧"""),

("discharge_summary", """出院小结
患者：⟦PERSON|庞淑芬⟧　女　72岁　住院号：⟪record_id|ZY2025-079412⟫
入院诊断：⟦MEDICAL|社区获得性肺炎⟧；⟦MEDICAL|慢性阻塞性肺疾病急性加重⟧
出院诊断：同上；另诊断 ⟦MEDICAL|2型糖尿病⟧、⟦MEDICAL|轻度认知障碍⟧
诊疗经过：入院后予⟦MEDICAL|头孢曲松 2g ivgtt qd⟧ 抗感染 7 天，⟦MEDICAL|布地奈德雾化⟧，症状好转。
出院医嘱：1. ⟦MEDICAL|噻托溴铵吸入粉雾剂 18μg qd⟧；2. ⟦MEDICAL|二甲双胍 0.5g bid⟧；3. 两周后呼吸科门诊复查⟦MEDICAL|胸部CT⟧。
出院日期：⟪date|2025-10-12⟫　主治医师：⟦PERSON|鞠建平⟧　家属联系人：⟦PERSON|庞伟⟧（儿子）⟦PHONE|138 0571 9926⟧"""),

("vaccination_record", """儿童预防接种证（电子）
儿童姓名：⟦PERSON|滕一诺⟧　性别：女　出生日期：⟦DATE_OF_BIRTH|2023年4月16日⟧
监护人：⟦PERSON|滕飞⟧（父）　联系电话：⟦PHONE|181 5623 0097⟧
家庭住址：⟦ADDRESS|天津市和平区南京路219号和平大厦8门502⟧
接种记录：
　⟪date|2025-04-18⟫　⟦MEDICAL|麻腮风疫苗 第2剂⟧　批号 ⟪batch_no|202412B031⟫　接种单位：⟪org_name|和平区妇幼保健站⟫
　2025-10-13　⟦MEDICAL|流感疫苗（三价）⟧　批号 ⟪batch_no|20250887⟫　接种单位：同上
过敏史：⟦MEDICAL|鸡蛋过敏（轻度）⟧"""),

("car_insurance", """机动车商业保险投保单　　投保单号：⟪policy_no|T440300202510140882⟫
投保人/被保险人：⟦PERSON|鲁海涛⟧　证件号码：⟦IDCARD|$cnid35⟧
车牌号码：⟪vehicle_reg|粤B·7K2M9⟫　车架号：⟪vin|LSVAU2180N2138847⟫
联系地址：⟦ADDRESS|深圳市福田区莲花路1098号莲花北村21栋604⟧
联系电话：⟦PHONE|135 1028 6637⟧
险种：车损险、第三者责任险（200万）、车上人员责任险
应缴保费：⟦AMOUNT|¥4,862.30⟧　上年度出险 1 次，赔付 ⟦AMOUNT|¥3,200⟧"""),

("train_ticket", """⟪train_no|G1372⟫
⟪place|上海虹桥站⟫ → ⟪place|长沙南站⟫
⟪timestamp|2025年10月18日 07:52开⟫　⟪seat|05车12F号⟫　二等座
⟪price|¥527.0元⟫　网
限乘当日当次车
⟪masked_id|4306021995****3028⟫ ⟦PERSON|邵佳琪⟧
买票请到12306　发货请到95306
⟪ticket_id|Z10M043817⟫"""),

("hk_bank_statement", """⟪org_name|恒通銀行⟫ 綜合理財戶口月結單
結單日期：⟪date|2025年9月30日⟫
戶口持有人：⟦PERSON|陳嘉欣⟧小姐
地址：⟦ADDRESS|香港新界沙田第一城38座22樓H室⟧
戶口號碼：⟪masked_id|012-***-**8812-3⟫
日期　　交易摘要　　　　　　　　　　存入　　　　　　支出　　　　　結餘
09-01　承上結餘　　　　　　　　　　　　　　　　　　　　　　　　　⟦AMOUNT|HK$48,215.60⟧
09-05　薪金 - ⟪org_name|港灣物流有限公司⟫　⟦AMOUNT|HK$32,800.00⟧　　　　　　　　⟦AMOUNT|HK$81,015.60⟧
09-12　轉賬至 ⟦PERSON|黃子軒⟧　　　　　　　　　　　⟦AMOUNT|HK$5,000.00⟧　⟦AMOUNT|HK$76,015.60⟧
09-30　期末結餘　　　　　　　　　　　　　　　　　　　　　　　　　⟦AMOUNT|HK$76,015.60⟧"""),

("public_housing_application", """公共租住房屋申請表（節錄）　申請編號：⟪application_id|G-2025-0918374⟫
申請人：⟦PERSON|李卓霖⟧（⟦PERSON|LEE Cheuk Lam⟧）
香港身份證號碼：⟦NATIONAL_ID|$hk_hkid2⟧
出生日期：⟦DATE_OF_BIRTH|1994年8月19日⟧
現居地址：⟦ADDRESS|香港九龍深水埗北河街128號4樓B室⟧（劏房）
聯絡電話：⟦PHONE|6123 4857⟧
每月入息：⟦AMOUNT|HK$14,500⟧
家庭成員：配偶 ⟦PERSON|鄧詠詩⟧（香港身份證號碼 ⟦NATIONAL_ID|$hk_hkid3⟧），兒子 ⟦PERSON|李梓軒⟧（3歲）
遞交日期：⟪date|2025年10月9日⟫"""),

("tw_clinic_record", """⟪org_name|安心家庭醫學科診所⟫ 門診紀錄
姓名：⟦PERSON|蔡承翰⟧　身分證字號：⟦NATIONAL_ID|$tw_id1⟧　出生：⟦DATE_OF_BIRTH|民國79年3月8日⟧
就診日：⟪date|114/10/13⟫　看診號：⟪queue_no|023⟫
主訴：⟦MEDICAL|喉嚨痛⟧、⟦MEDICAL|發燒38.5度兩天⟧
診斷：⟦MEDICAL|急性扁桃腺炎⟧
處方：⟦MEDICAL|Amoxicillin 500mg TID x 5天⟧；⟦MEDICAL|Acetaminophen 500mg Q6H PRN⟧
部分負擔：⟪price|NT$50⟫　掛號費：⟪price|NT$150⟫
醫師：⟦PERSON|許文彬⟧"""),

("tw_line_chat", """[LINE] 媽咪 & 我
⟪time|下午 3:12⟫ ⟦PERSON|曉雯⟧：媽，我幫你把勞保的資料填好了，你的身分證字號是 ⟦NATIONAL_ID|$tw_id3⟧ 對吧
下午 3:15 媽咪：對，另外存摺那個要填郵局的
下午 3:16 ⟦PERSON|曉雯⟧：好，那個要你自己去臨櫃辦。還有你的⟦MEDICAL|血壓藥⟧快吃完了，我下禮拜帶你回診
下午 3:18 媽咪：好啦，記得幫我預約⟦PERSON|陳醫師⟧
下午 3:20 ⟦PERSON|曉雯⟧：已約 ⟪date|10/21 上午 9:30⟫，⟪org_name|台北榮總⟫ 心臟內科"""),

("credit_report", """个人信用报告（简版）
报告编号：⟪report_id|2025101410293847102⟫
被查询者姓名：⟦PERSON|祁晓东⟧　证件号码：⟦IDCARD|$cnid20⟧
查询时间：⟪timestamp|2025-10-14 10:29:38⟫　查询机构：⟪org_name|中国人民银行征信中心⟫
信贷记录概要：信用卡 3 张，账户均正常；住房贷款 1 笔，贷款本金 ⟦AMOUNT|¥1,280,000⟧，余额 ⟦AMOUNT|¥1,046,322⟧；
逾期记录：⟪date|2023年7月⟫ 信用卡逾期1次，金额 ⟦AMOUNT|¥2,135⟧
查询记录：近2年 机构查询 6 次（贷款审批 4 次，信用卡审批 2 次）"""),

("tax_app_ocr", """[截图OCR] 个人所得税 APP · 收入纳税明细
姓名：⟦PERSON|伍子健⟧（已实名）
所得项目：工资薪金　扣缴义务人：⟪org_name|广州云图信息技术有限公司⟫
所属期　　　收入　　　　　　　已申报税额
⟪date|2025-09⟫　⟦AMOUNT|¥28,600.00⟧　⟦AMOUNT|¥2,184.00⟧
2025-08　⟦AMOUNT|¥28,600.00⟧　⟦AMOUNT|¥2,184.00⟧
2025-07　⟦AMOUNT|¥31,200.00⟧　⟦AMOUNT|¥2,704.00⟧
年度收入合计：⟦AMOUNT|¥245,300.00⟧
数据更新时间：⟪timestamp|2025-10-14 08:00⟫"""),

("real_estate_chat", """微信 · ⟪org_name|链家⟫ ⟦PERSON|小蒋⟧（经纪人）
⟦PERSON|小蒋⟧：姐，您看的那套 ⟪place|万科城⟫ 3室2厅 挂牌价 ⟪price|¥485万⟫，业主说诚心卖可以谈到⟪price|470万⟫
我：我们首付最多能拿 ⟦AMOUNT|¥150万⟧，剩下贷款
⟦PERSON|小蒋⟧：没问题，按您家月收入⟦AMOUNT|4万多⟧，贷⟦AMOUNT|320万⟧月供大概⟦AMOUNT|1.6万⟧，压力不大
我：业主靠谱吗
⟦PERSON|小蒋⟧：业主叫 ⟦PERSON|闵国庆⟧，房子他自己住了8年，产权清晰，我把他电话给您 ⟦PHONE|186 2391 7740⟧，您可以直接聊"""),

("recruiter_chat", """BOSS直聘 · 与 HR ⟦PERSON|丁女士⟧（⟪org_name|星辰互娱⟫）
⟦PERSON|丁女士⟧：您好，看了您的简历，我们在招 Unity 客户端主程，考虑吗？
我：您好，目前在职，看机会。期望 ⟦AMOUNT|40K×16⟧
⟦PERSON|丁女士⟧：我们这个岗位预算 ⟪price|35-45K⟫，16薪，可以聊。方便发一下手机吗
我：⟦PHONE|138 1027 6593⟧，我叫⟦PERSON|龙俊杰⟧
⟦PERSON|丁女士⟧：好的⟦PERSON|龙先生⟧，⟪date|明天下午3点⟫视频面，链接发您邮箱 ⟦EMAIL|longjunjie.dev@example.com⟧ 可以吗
我：可以"""),

("police_statement", """询问笔录
时间：⟪timestamp|2025年10月13日 20时15分至20时50分⟫
地点：⟪org_name|江城市公安局东湖派出所⟫ 询问室
询问人：⟦PERSON|侯警官⟧、⟦PERSON|任警官⟧　　记录人：⟦PERSON|任警官⟧
被询问人：⟦PERSON|汪秋菊⟧，女，身份证号 ⟦IDCARD|$cnid31⟧
现住址：⟦ADDRESS|江城市东湖区青山路77号3栋2单元402⟧　联系电话：⟦PHONE|139 7106 2251⟧
问：你今天为什么来派出所？
答：我今天下午接到一个自称"公安局"的电话，说我涉嫌洗钱，让我把钱转到安全账户，我就在手机银行转了 ⟦AMOUNT|¥86,000⟧ 到一个叫 ⟦PERSON|贾国栋⟧ 的账户，后来发现被骗了。
问：对方的电话号码是多少？
答：显示是 ⟦PHONE|+852 5617 2230⟧。"""),

("mediation_agreement", """人民调解协议书　编号：⟪case_no|（2025）新调字第147号⟫
当事人甲：⟦PERSON|雷振华⟧，男，58岁，住本社区⟦ADDRESS|幸福里12号楼302⟧
当事人乙：⟦PERSON|邹美玲⟧，女，34岁，住本社区⟦ADDRESS|幸福里12号楼402⟧
纠纷事由：乙方家中卫生间漏水导致甲方天花板受损。
协议内容：乙方一次性赔偿甲方维修费用⟦AMOUNT|人民币2,800元⟧，于⟪date|2025年10月20日⟫前支付；乙方负责修复防水层。
调解员：⟦PERSON|盛阿姨⟧（⟪org_name|新华社区人民调解委员会⟫）"""),

("gift_money_ledger", """【婚礼礼金登记】新郎：⟦PERSON|郝俊⟧　新娘：⟦PERSON|夏梦瑶⟧　⟪date|2025年10月6日⟫　⟪org_name|金陵饭店⟫二楼宴会厅
序号　姓名　　　关系　　　礼金
1　　⟦PERSON|郝建国⟧　　新郎父　　⟦AMOUNT|¥20,000⟧
2　　大舅　　　　　　　　⟦AMOUNT|¥5,000⟧
3　　⟦PERSON|常晓峰⟧　　同事　　　⟦AMOUNT|¥1,000⟧
4　　⟦PERSON|夏梦琪⟧　　新娘妹　　⟦AMOUNT|¥2,000⟧
5　　⟦PERSON|阿龙⟧　　　发小　　　⟦AMOUNT|¥1,888⟧
合计：⟦AMOUNT|¥29,888⟧　　记账：⟦PERSON|小萱⟧"""),

("family_chat", """【相亲相爱一家人】（⟪member_count|12⟫）
⟪timestamp|10-14 19:20⟫ 大姐：妈今天复查结果出来了，⟦MEDICAL|甲状腺结节⟧是良性的，不用手术🙏
10-14 19:22 二哥：太好了！那⟦MEDICAL|降压药⟧还是继续吃吗
10-14 19:25 大姐：医生说⟦MEDICAL|氨氯地平5mg一天一次⟧继续吃，⟦MEDICAL|血脂有点高⟧，加了个⟦MEDICAL|瑞舒伐他汀⟧
10-14 19:40 小舅：@大姐 妈的医保卡密码是多少，我明天去给她拿药
10-14 19:41 大姐：医保卡密码 ⟦PASSWORD|720415⟧，别外传啊
10-14 19:43 表弟⟦PERSON|阿斌⟧：收到收到"""),

("address_book", """我的收货地址（3）　更新于 ⟪date|2025-09-02⟫
[默认] ⟦PERSON|宋雅琴⟧　⟪masked_phone|152****8031⟫
　　　⟦ADDRESS|江苏省苏州市工业园区星湖街328号创意产业园12栋501⟧
　　　标签：公司
　　　⟦PERSON|孙子涵⟧　⟦PHONE|177 2810 4459⟧
　　　⟦ADDRESS|江苏省苏州市姑苏区十全街218号南园新村6幢203⟧
　　　标签：父母家
　　　⟦PERSON|宋雅琴⟧　⟪masked_phone|152****8031⟫
　　　⟪place|上海虹桥站菜鸟驿站⟫（自提点）"""),

("phone_memo", """备忘录 · 密码（别删！）　⟪timestamp|2025年9月3日 22:10⟫
工行卡 取款密码 ⟦PASSWORD|306712⟧
支付宝 登录 mm: ⟦PASSWORD|Lx19910528!⟧   支付密码同工行
家里wifi  ⟪ssid|TP-LINK_8A2C⟫  密码 ⟦PASSWORD|lx88888888wifi⟧
单位邮箱 ⟦EMAIL|liuxin@zhongheng-group.example⟧  密码 ⟦PASSWORD|Zh@2025Oct⟧
孩子学校家长账号 ⟪masked_phone|1390xxxx⟫  密码 ⟦PASSWORD|qq123456xx⟧"""),

("student_info_form", """2025级新生信息采集表
学号：⟪student_id|2025310427⟫　姓名：⟦PERSON|章雨萱⟧　性别：女　民族：汉
身份证号：⟦IDCARD|$cnid23⟧
生源地：⟪place|安徽省合肥市⟫
家庭住址：⟦ADDRESS|安徽省合肥市蜀山区长江西路669号翡翠湖花园9栋1801⟧
监护人1：⟦PERSON|章卫国⟧（父）　手机：⟦PHONE|139 6512 0386⟧
监护人2：⟦PERSON|方琳⟧（母）　手机：⟦PHONE|139 6512 7719⟧
既往病史：⟦MEDICAL|先天性心脏病⟧（⟦MEDICAL|室间隔缺损修补术⟧后）
宿舍：⟪room_number|梅园 5号楼 312⟫"""),

("owners_group_chat", """【⟪place|御景湾2期⟫业主群】
⟦ADDRESS|18-1201⟧ 业主 ⟦PERSON|晏子墨⟧：楼上又在半夜装修？？电钻声！有没有人管
物业-⟦PERSON|小简⟧：@⟦ADDRESS|18-1201⟧ ⟦PERSON|晏先生⟧ 不好意思，已经联系楼上业主了，他们说是在修水管
⟦ADDRESS|18-1301⟧ 业主 ⟦PERSON|颜斌⟧：抱歉抱歉，水管爆了，师傅⟪time|明早8点⟫继续，吵到大家了
⟦ADDRESS|18-1201⟧ 业主 ⟦PERSON|晏子墨⟧：理解，我老婆⟦MEDICAL|怀孕⟧了⟦MEDICAL|睡眠不好⟧，麻烦尽量白天弄
物业-⟦PERSON|小简⟧：维修电话已登记，工单号 ⟪ticket_id|WX-20251014-031⟫"""),

("company_directory", """部门,姓名,职位,手机,邮箱,工位
财务部,⟦PERSON|柯文静⟧,财务经理,⟦PHONE|137 9012 5548⟧,⟦EMAIL|kewenjing@hengyu-group.example⟧,⟪desk_id|B3-12⟫
财务部,⟦PERSON|聂子昂⟧,出纳,⟦PHONE|180 2277 3915⟧,⟦EMAIL|niezian@hengyu-group.example⟧,⟪desk_id|B3-14⟫
IT部,⟦PERSON|管一帆⟧,运维工程师,⟦PHONE|158 0033 7612⟧,⟦EMAIL|guanyifan@hengyu-group.example⟧,⟪desk_id|C1-07⟫
行政部,⟦PERSON|阮小棠⟧,前台,⟦PHONE|136 6618 2093⟧,⟦EMAIL|reception@hengyu-group.example⟧,⟪desk_id|A1-01⟫"""),

("hospital_registration_sms", """【健康南京】预约成功：就诊人 ⟦PERSON|毛思远⟧，⟪org_name|南京鼓楼医院⟫ 消化内科 专家门诊 医生 ⟦PERSON|杜晓峰⟧，就诊时间 ⟪timestamp|2025-10-17 上午⟫ ⟪queue_no|第12号⟫（09:30-10:00）。挂号费 ⟪price|¥50⟫ 已支付。请携带医保卡于就诊前30分钟取号。验证码 ⟪otp_code|4419⟫，请勿告知他人。"""),

("notarial_certificate", """公　证　书
⟪case_no|（2025）深证字第18832号⟫
兹证明⟦PERSON|范浩然⟧（男，⟦DATE_OF_BIRTH|2001年9月30日⟧出生，公民身份号码：⟦IDCARD|$cnid_b4⟧）于⟦DATE_OF_BIRTH|二〇〇一年九月三十日⟧在⟪place|广东省深圳市⟫出生。其父亲是⟦PERSON|范文斌⟧，母亲是⟦PERSON|何雪莹⟧。
⟪org_name|广东省深圳市深圳公证处⟫
公证员　⟦PERSON|甘立宏⟧
⟪date|二〇二五年十月十日⟫"""),

("complaint_call", """【客服录音转写】⟪timestamp|12:41:05⟫　来电 ⟦PHONE|177 3108 6624⟧
客服（工号 ⟪employee_id|2207⟫）：您好，⟪org_name|中通快递⟫，请问有什么可以帮您？
客户：我叫⟦PERSON|柴文杰⟧，单号 ⟪tracking_number|78813390226415⟫，显示已签收，可我根本没收到！
客服：先生您好，请问收件地址是？
客户：⟦ADDRESS|重庆市渝北区龙溪街道金山路18号中渝香奈公馆7栋2603⟧。
客服：系统显示放在了小区门口的驿站，我帮您联系一下。
客户：快点！我买的是⟦MEDICAL|降压药⟧和⟦MEDICAL|胰岛素⟧，急用的，货值 ⟦AMOUNT|¥420⟧。"""),

("matchmaking_profile", """【红娘⟦PERSON|小周⟧ 推荐】男嘉宾资料
姓名：⟦PERSON|骆俊峰⟧　出生：⟦DATE_OF_BIRTH|1990年11月⟧　身高：178cm
学历：硕士（⟪org_name|华中科技大学⟫）　职业：国企工程师
年收入：税后约 ⟦AMOUNT|¥28万⟧　有房有车（房贷已还清）
籍贯：⟪place|湖北黄冈⟫　现居：⟪place|武汉洪山区⟫
健康：体健，无不良嗜好；小时候做过⟦MEDICAL|阑尾炎手术⟧
联系方式：先加红娘微信 ⟪username|hn_xiaozhou88⟫"""),

("sg_community_form", """⟪org_name|淡滨尼西联络所⟫ 乐龄活动报名表
姓名：⟦PERSON|林秀珠⟧（⟦PERSON|LIM Siew Choo⟧）
身份证号码（NRIC）：⟦NATIONAL_ID|$sg_nric_s2⟧
出生日期：⟦DATE_OF_BIRTH|1951年7月22日⟧
地址：⟦ADDRESS|淡滨尼22街 第287座 #05-214 新加坡520287⟧
电话：⟦PHONE|9688 4127⟧
健康状况：有⟦MEDICAL|糖尿病⟧、⟦MEDICAL|膝关节退化⟧，需坐轮椅
紧急联系人：女儿 ⟦PERSON|陈美玲⟧ ⟦PHONE|9177 5520⟧
活动费：⟪price|$15⟫（乐龄优惠）　活动日期：⟪date|11月8日⟫"""),

("visa_checklist", """【留学签证材料清单 — 英国学生签证】学生：⟦PERSON|尹嘉豪⟧
1. 护照原件（护照号 ⟦PASSPORT|EB4472918⟧，有效期至 ⟪date|2033-06-10⟫）✔
2. CAS 确认函（CAS号 ⟪reference_no|E4G8H2K9L1M3N5P⟫）✔
3. 资金证明：存款 ⟦AMOUNT|¥480,000⟧，已存满28天（⟪date|2025-09-01至2025-09-29⟫）✔
4. ⟦MEDICAL|肺结核检测⟧证明（9月15日于上海指定医院完成）✔
5. 父母资助信：⟦PERSON|尹国华⟧、⟦PERSON|殷红⟧ 签字 ✔"""),

("wechat_transfer_receipt", """微信支付 · 转账详情
转账给：⟦PERSON|向晓婷⟧（⟪masked_name|**婷⟫）
金额：⟦AMOUNT|¥2,600.00⟧
转账说明：9月房租分摊+水电
转账时间：⟪timestamp|2025-10-01 09:14:27⟫
转账单号：⟪transaction_ref|1000050001202510010713728840011⟫
支付方式：零钱通"""),

("medical_invoice_ocr", """[OCR] 上海市医疗门诊收费票据（电子）
票据代码：⟪invoice_no|31060125⟫　票据号码：⟪invoice_no|0047821936⟫
交款人：⟦PERSON|闻佳音⟧　　医保类型：职工医保　　开票日期：⟪date|2025-10-13⟫
项目：西药费 ⟦AMOUNT|¥312.40⟧；检查费（⟦MEDICAL|胃镜⟧）⟦AMOUNT|¥680.00⟧；治疗费 ⟦AMOUNT|¥45.00⟧
合计：⟦AMOUNT|¥1,037.40⟧　医保统筹支付：⟦AMOUNT|¥522.90⟧　个人现金支付：⟦AMOUNT|¥514.50⟧
收款单位：⟪org_name|上海市第六人民医院⟫"""),

("social_security_card_form", """社会保障卡申领登记表
姓名：⟦PERSON|柏文涛⟧　性别：男　民族：回族
公民身份号码：⟦IDCARD|$cnid9⟧
出生日期：⟦DATE_OF_BIRTH|2003年12月5日⟧
户籍所在地：⟪place|山东省青岛市市南区⟫
通讯地址：⟦ADDRESS|山东省青岛市市南区香港中路76号颐和国际A座2108⟧
联系电话：⟦PHONE|178 6392 0145⟧
申领方式：银行网点　合作银行：⟪org_name|青岛银行⟫
照片回执号：⟪receipt_no|37020225101400882⟫　申请日期：⟪date|2025-10-14⟫"""),

]
