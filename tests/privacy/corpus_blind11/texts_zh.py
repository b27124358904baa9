# Chinese texts for corpus_blind11, written by hand one at a time.
# ⟦TYPE|value⟧ = span to detect, ⟪kind|value⟫ = decoy, $name = values.VALUES[name].
TEXTS = []
T = TEXTS.append

T(("wechat_chat_rent", r"""
【微信】房东 ⟦PERSON|王姐⟧
⟦PERSON|王姐⟧ ⟪time|14:02⟫
⟦PERSON|小周⟧，合同拍给你了。押一付三，押金⟦AMOUNT|4500元⟧，第一次一共付⟦AMOUNT|18000元⟧，转我招行卡就行
⟦PERSON|王姐⟧ 14:03
⟦CARD|$card_cup1⟧ 户名⟦PERSON|王秀兰⟧
⟦PERSON|周子豪⟧ 14:10
好的，房子地址是⟦ADDRESS|杭州市西湖区文三路478号华星时代小区3幢1单元702室⟧对吧？隔壁那套链家上挂⟪price|5200一个月⟫呢
⟦PERSON|王姐⟧ 14:12
对，门锁密码⟦PASSWORD|520131⟧#，进去以后自己改一下
"""))

T(("dingtalk_approval", r"""
【钉钉】审批通知
⟦PERSON|陈经理⟧，您好：
⟦PERSON|李婷婷⟧ 提交了请假申请，请审批。
请假类型：病假
开始时间：⟪date|2025-12-15⟫ 上午
结束时间：⟪date|2025-12-19⟫ 下午
请假事由：⟦MEDICAL|甲状腺结节手术⟧，需住院3天，附⟪org_name|浙大一院⟫诊断证明
审批编号：⟪approval_id|202512121034000287331⟫
"""))

T(("feishu_chat_ops", r"""
【飞书】运维值班群
⟦PERSON|张伟⟧ 10:21
生产库又连不上了，⟦IP_ADDRESS|172.18.3.45⟧ 这台
⟦PERSON|刘洋⟧ 10:22
账号 root 密码 ⟦PASSWORD|Zx@2025prod!⟧ 你先登上去看看 mysqld 进程
⟦PERSON|张伟⟧ 10:25
看了，磁盘满了，/data 用了⟪percentage|98%⟫
⟦PERSON|刘洋⟧ 10:26
先清 binlog，工单号 ⟪ticket_id|OPS-20251212-07⟫。文档里那个 ⟪doc_ip|192.0.2.44⟫ 是示例地址，别动
"""))

T(("outpatient_record", r"""
⟪org_name|北京协和医院⟫ 门诊病历
姓名：⟦PERSON|赵建国⟧　性别：男　年龄：62岁　出生日期：⟦DATE_OF_BIRTH|1963年4月8日⟧
就诊日期：⟪date|2025-12-10⟫　科室：心内科　诊室：⟪room_number|3诊室⟫
主诉：⟦MEDICAL|反复胸闷、气短3月⟧，加重1周。
既往史：⟦MEDICAL|高血压⟧10年，⟦MEDICAL|2型糖尿病⟧5年，吸烟30年。
初步诊断：⟦MEDICAL|冠状动脉粥样硬化性心脏病⟧；⟦MEDICAL|不稳定型心绞痛⟧
处理：⟦MEDICAL|阿司匹林肠溶片 100mg qd⟧，⟦MEDICAL|阿托伐他汀钙片 20mg qn⟧，建议行⟦MEDICAL|冠脉造影⟧。
医师：⟦PERSON|孙立平⟧
"""))

T(("prescription", r"""
⟪org_name|上海市第六人民医院⟫　处方笺　　普通
费别：医保　　　No. ⟪rx_number|20251211-0834⟫
姓名：⟦PERSON|钱美华⟧　性别：女　年龄：47岁　开具日期：⟪date|2025年12月11日⟫
临床诊断：⟦MEDICAL|焦虑抑郁状态⟧；⟦MEDICAL|失眠⟧
Rp：
⟦MEDICAL|盐酸舍曲林片 50mg×14片⟧　用法：每日一次，每次50mg
⟦MEDICAL|右佐匹克隆片 3mg×7片⟧　用法：睡前口服
医师：⟦PERSON|周医生⟧　　审核/调配：⟦PERSON|吴敏⟧　　金额：⟦AMOUNT|¥86.40⟧
"""))

T(("physical_exam", r"""
⟪org_name|美年大健康⟫ 体检报告（摘要）
体检编号：⟪exam_no|TJ2512090417⟫　　姓名：⟦PERSON|冯晓东⟧　　身份证号：⟦IDCARD|$cnid_7⟧
体检日期：⟪date|2025年12月9日⟫　　套餐：⟪product|尊享男士套餐⟫
主要异常：
1. ⟦MEDICAL|血压偏高⟧（建议心内科随诊）
2. ⟦MEDICAL|中度脂肪肝⟧
3. ⟦MEDICAL|高尿酸血症⟧
4. ⟦MEDICAL|乙肝小三阳⟧
总检医生：⟦PERSON|黄医生⟧
"""))

T(("rental_contract", r"""
房屋租赁合同
出租方（甲方）：⟦PERSON|黄丽萍⟧　身份证号：⟦IDCARD|$cnid_3⟧
承租方（乙方）：⟦PERSON|罗嘉明⟧　身份证号：⟦IDCARD|$cnid_13⟧　联系电话：⟦PHONE|13926481357⟧
一、房屋坐落：⟦ADDRESS|深圳市南山区南头街道桃园路88号前海花园6栋2104房⟧
二、租赁期限：自⟪date|2026年1月1日⟫起至⟪date|2026年12月31日⟫止。
三、月租金：人民币⟦AMOUNT|6800元⟧（大写：⟦AMOUNT|陆仟捌佰元整⟧），押金⟦AMOUNT|13600元⟧。
四、甲方收款账户：⟪org_name|中国工商银行⟫ ⟦CARD|$card_cup6⟧
"""))

T(("express_waybill", r"""
【顺丰速运】电子面单
运单号：⟪tracking_number|SF1428837765012⟫
寄件：⟦PERSON|李明轩⟧ ⟪masked_phone|186****3321⟫
收件：⟦PERSON|陈思雨⟧ ⟦PHONE|13761249083⟧
⟦ADDRESS|上海市浦东新区张江镇祖冲之路1500弄22号501室⟧
物品：文件　重量：0.5kg　运费：⟪price|¥23⟫　月结账号：⟪account_ref|0201984421⟫
"""))

T(("resume", r"""
个人简历
姓　　名：⟦PERSON|何雨萱⟧　　　　性　　别：女
出生年月：⟦DATE_OF_BIRTH|1997.03⟧　　　　政治面貌：群众
手　　机：⟦PHONE|150-2187-6630⟧　　邮　　箱：⟦EMAIL|heyuxuan97@163.com⟧
现 居 地：⟦ADDRESS|成都市武侯区玉林北路12号附3号⟧
求职意向：产品经理　　期望薪资：⟦AMOUNT|18-22K⟧
教育背景：⟪date|2015.09-2019.06⟫　⟪org_name|四川大学⟫　信息管理与信息系统　本科
工作经历：⟪date|2019.07-至今⟫　⟪org_name|成都某某科技有限公司⟫　产品经理
"""))

T(("payslip", r"""
【⟪month|2025年11月⟫工资条】
姓名：⟦PERSON|邓文斌⟧　　部门：研发中心　　岗位：高级工程师
基本工资：⟦AMOUNT|18,000.00⟧
绩效奖金：⟦AMOUNT|4,500.00⟧
餐补：⟦AMOUNT|600.00⟧
社保个人部分：-⟦AMOUNT|1,943.20⟧
公积金个人部分：-⟦AMOUNT|2,160.00⟧
个税：-⟦AMOUNT|1,271.68⟧
实发工资：⟦AMOUNT|17,725.12⟧
发放至：⟪org_name|招商银行⟫ 尾号⟪id_tail|3429⟫
"""))

T(("travel_reimbursement", r"""
差旅费报销单　　单据号：⟪doc_no|BX-2025-12-0318⟫
报销人：⟦PERSON|韩磊⟧　部门：销售二部　出差地点：⟪place|西安⟫
⟪date|12月2日⟫　高铁 北京西-西安北 二等座　⟦AMOUNT|¥515.5⟧
12月2日-12月5日　住宿3晚（⟪org_name|全季酒店⟫）　⟦AMOUNT|¥1,167.00⟧
出差补助 4天×⟪price|100元/天⟫　⟦AMOUNT|¥400.00⟧
合计：⟦AMOUNT|¥2,082.50⟧　　大写：⟦AMOUNT|贰仟零捌拾贰元伍角⟧
审批人：⟦PERSON|孙总⟧
"""))

T(("bank_statement", r"""
⟪org_name|中国农业银行⟫ 个人活期账户交易明细
户名：⟦PERSON|唐晓燕⟧　　卡号：⟦CARD|$card_cup4⟧
起止日期：⟪date|2025-11-01⟫ 至 ⟪date|2025-11-30⟫
交易日期　　摘要　　交易金额　　　　余额　　　　　对方户名
20251105　　工资　　+⟦AMOUNT|12,860.00⟧　⟦AMOUNT|15,322.47⟧　⟪org_name|成都天府软件园有限公司⟫
20251108　　房贷　　-⟦AMOUNT|5,431.19⟧　 ⟦AMOUNT|9,891.28⟧
20251120　　转账　　-⟦AMOUNT|2,000.00⟧　 ⟦AMOUNT|7,891.28⟧　⟦PERSON|唐建军⟧
打印流水号：⟪serial_no|ABC2025120900418⟫
"""))

T(("service_ticket", r"""
【客服工单】⟪ticket_id|CS20251211-55820⟫
来电号码：⟦PHONE|13305718842⟧　　客户：⟦PERSON|蒋女士⟧
问题描述：客户称⟪date|12月8日⟫在APP下单的空调（订单号⟪order_id|8034471129⟫）安装师傅未按约上门，要求退款。客户实付⟦AMOUNT|¥3,149⟧（用了⟪coupon|150元优惠券⟫）。
安装地址：⟦ADDRESS|浙江省杭州市余杭区五常街道西溪北苑东区17幢3单元601⟧
处理人：客服⟦PERSON|小林⟧
处理结果：已联系⟪org_name|格力⟫杭州服务商，改约⟪date|12月13日⟫上午上门。
"""))

T(("loan_application", r"""
个人消费贷款申请表
申请人姓名：⟦PERSON|谢婉清⟧
证件类型：居民身份证　　证件号码：⟦IDCARD|$cnid_9⟧
出生日期：⟦DATE_OF_BIRTH|1977-12-30⟧
手机号码：⟦PHONE|13983052617⟧
居住地址：⟦ADDRESS|重庆市渝中区民族路168号2单元9-3⟧
工作单位：⟪org_name|重庆某物流有限公司⟫　　月收入：⟦AMOUNT|9,500元⟧
申请金额：⟦AMOUNT|200,000元⟧　期限：36期　年化利率：⟪rate|3.6%起⟫
收款账户：⟦CARD|$card_cup5⟧
"""))

T(("school_receipt", r"""
【⟪org_name|海淀区实验小学⟫】三年级（2）班寒假安全告家长书·回执
学生姓名：⟦PERSON|刘子轩⟧
家长姓名：⟦PERSON|刘建华⟧　　联系电话：⟦PHONE|13811206473⟧
家庭住址：⟦ADDRESS|北京市海淀区学院路30号院7号楼4单元201⟧
学生健康情况：⟦MEDICAL|哮喘⟧，随身携带⟦MEDICAL|沙丁胺醇气雾剂⟧
寒假时间：⟪date|2026年1月17日⟫至⟪date|2026年2月22日⟫
"""))

T(("parents_group_chat", r"""
【微信群】一年级3班家长群
⟦PERSON|王老师⟧：各位家长好，明天秋游请给孩子带好水和午餐，⟪time|7:50⟫前到校。
⟦PERSON|朵朵⟧妈妈：⟦PERSON|王老师⟧，⟦PERSON|朵朵⟧⟦MEDICAL|对芒果过敏⟧，麻烦午餐的时候留意一下🙏
⟦PERSON|王老师⟧：收到，⟦PERSON|朵朵⟧妈妈放心
⟦PERSON|乐乐⟧爸爸：秋游费用⟪price|每人60元⟫是从班费里扣吗
⟦PERSON|王老师⟧：是的，班费余额⟪budget|1,240元⟫，明细见群公告
"""))

T(("property_notice", r"""
【⟪org_name|绿城物业⟫】关于⟪date|12月15日⟫停水的通知
尊敬的业主：
因市政管网维修，⟪place|桂花城⟫小区⟪building|3、5、7幢⟫将于12月15日⟪time|9:00-17:00⟫停水，请提前储水。
如有疑问请到物业服务中心（⟪room_number|1幢101⟫）咨询。
⟪org_name|绿城物业⟫桂花城服务中心
⟪date|2025年12月12日⟫
"""))

T(("onboarding_form", r"""
员工入职登记表　　　入职日期：⟪date|2025-12-01⟫
姓名：⟦PERSON|欧阳静怡⟧　性别：女　民族：汉　出生日期：⟦DATE_OF_BIRTH|1995-06-11⟧
身份证号：⟦IDCARD|$cnid_6⟧
户籍地址：⟦ADDRESS|湖北省武汉市武昌区中南路街道丁字桥路12号⟧
现住址：⟦ADDRESS|上海市闵行区七宝镇漕宝路3366弄8号302室⟧
紧急联系人：⟦PERSON|欧阳平⟧（父亲）　电话：⟦PHONE|13907195528⟧
工资卡：⟪org_name|招商银行⟫ ⟦CARD|$card_cup7⟧
试用期月薪：⟦AMOUNT|14,000元⟧　　转正后：⟦AMOUNT|16,000元⟧
"""))

T(("social_insurance_record", r"""
⟪place|上海市⟫社会保险个人权益记录（⟪year|2025年度⟫）
姓名：⟦PERSON|顾晓婷⟧
社会保障号码：⟦IDCARD|$cnid_2⟧
缴费单位：⟪org_name|上海某信息技术有限公司⟫
缴费基数：⟦AMOUNT|21,500⟧
养老保险个人账户累计储存额：⟦AMOUNT|98,317.42元⟧
医疗保险个人账户余额：⟦AMOUNT|6,204.18元⟧
打印日期：⟪date|2025-12-10⟫　　校验码：⟪verify_code|7F3K-9QXD-22LM⟫
"""))

T(("insurance_claim", r"""
理赔申请书　　　保单号：⟪policy_no|P2025330012874⟫
被保险人：⟦PERSON|马晓军⟧　　证件号：⟦IDCARD|$cnid_12⟧
出险日期：⟪date|2025-11-20⟫　　就诊医院：⟪org_name|湘雅医院⟫
疾病诊断：⟦MEDICAL|腰椎间盘突出症⟧，行⟦MEDICAL|椎间孔镜髓核摘除术⟧
住院天数：6天　医疗费用总额：⟦AMOUNT|38,642.50元⟧　医保统筹支付：⟦AMOUNT|21,004.10元⟧
申请理赔金额：⟦AMOUNT|17,638.40元⟧
收款账户：⟦CARD|$card_cup8⟧
"""))

T(("taobao_order", r"""
【淘宝】订单详情
订单编号：⟪order_id|3817746291055820471⟫
收货人：⟦PERSON|许亦凡⟧　⟦PHONE|17621093384⟧
收货地址：⟦ADDRESS|江苏省南京市玄武区珠江路88号新世界花园2幢1203室⟧
商品：⟪product|小米空气净化器4 Pro⟫ ×1　　单价 ⟪price|¥1,299.00⟫
实付款：⟦AMOUNT|¥1,149.00⟧（店铺券-150）
付款方式：银行卡 ⟪id_tail|尾号8051⟫
成交时间：⟪timestamp|2025-12-11 22:47:13⟫
"""))

T(("jd_service_chat", r"""
京东客服　⟪timestamp|2025-12-12 10:03⟫
客服⟦PERSON|小美⟧：您好，很高兴为您服务～请问有什么可以帮您？
用户：我订单⟪order_id|302918847721⟫的洗衣机到了是坏的，箱子都压扁了
客服⟦PERSON|小美⟧：非常抱歉！麻烦您核对收货信息：⟪masked_phone|139****2276⟫，地址 ⟦ADDRESS|天津市和平区南京路219号天汇公寓1栋2308⟧，对吗？
用户：对。我叫⟦PERSON|孟庆华⟧，有事直接打我 ⟦PHONE|13920172276⟧
客服⟦PERSON|小美⟧：好的⟦PERSON|孟先生⟧，已为您申请换新，服务单号⟪ticket_id|JD-SV-77102934⟫，师傅48小时内联系您。
"""))

T(("train_ticket", r"""
【铁路12306】订单⟪order_id|EJ48201337⟫，⟦PERSON|宋雨桐⟧您已购⟪date|12月20日⟫⟪train_no|G1389⟫次⟪seat|7车12F号⟫，上海虹桥站⟪time|14:26⟫开，检票口⟪gate|B16⟫。
乘车人：⟦PERSON|宋雨桐⟧　身份证 ⟪id_tail|3101**********126X⟫
同行乘车人（App截图识别）：⟦PERSON|宋佩芳⟧ ⟦IDCARD|$cnid_15⟧　二等座 票价⟪price|¥553.0⟫
"""))

T(("hotel_checkin", r"""
⟪org_name|如家酒店⟫（西安大雁塔店）入住登记单
房号：⟪room_number|8215⟫　　入住：⟪date|2025-12-06⟫　　离店：⟪date|2025-12-08⟫
宾客姓名：⟦PERSON|任嘉欣⟧　　证件类型：身份证
证件号码：⟦IDCARD|$cnid_10⟧
手机：⟦PHONE|18291437605⟧
同住人：⟦PERSON|鲁一鸣⟧
房价：⟪price|¥238/晚⟫　　押金：⟦AMOUNT|¥300⟧（微信支付）
前台：⟦PERSON|小雷⟧
"""))

T(("passport_appointment", r"""
出入境证件办理预约回执
预约号：⟪appointment_id|YY2025121100823⟫
申请人：⟦PERSON|钟雅琴⟧　　拼音：⟦PERSON|ZHONG YAQIN⟧
出生日期：⟦DATE_OF_BIRTH|1986-08-17⟧　　身份证号：⟦IDCARD|$cnid_11⟧
办理类型：护照换发（原护照号 ⟦PASSPORT|E38820517⟧，有效期至⟪date|2026-03-02⟫）
预约时间：⟪timestamp|2025-12-18 09:30-10:00⟫　地点：⟪place|厦门市出入境接待大厅⟫
费用：⟪price|120元⟫
"""))

T(("app_log_cn", r"""
2025-12-12 09:15:02.331 INFO  [order-service] 用户下单成功 userId=⟪user_id|88213094⟫ 收货人=⟦PERSON|郑雪梅⟧ 手机=⟦PHONE|15857163302⟧ 金额=⟦AMOUNT|268.00⟧ 订单号=⟪order_id|DD20251212091502331⟫
2025-12-12 09:15:02.498 WARN  [risk-engine] 异地登录 userId=88213094 ip=⟦IP_ADDRESS|223.104.5.187⟧ 上次登录地=⟪place|杭州⟫ 本次=⟪place|乌鲁木齐⟫
2025-12-12 09:15:03.007 ERROR [pay-gateway] 回调验签失败 traceId=⟪trace_id|a3f9e1c07b2d4e58⟫ 商户号=⟪merchant_id|1603318842⟫
"""))

T(("sms_notifications", r"""
【招商银行】您尾号⟪id_tail|4512⟫的信用卡于⟪timestamp|12月12日10:03⟫在⟪org_name|盒马鲜生⟫消费人民币⟦AMOUNT|1,280.00元⟧，可用额度⟦AMOUNT|23,716.40元⟧。
【美团】验证码⟪otp_code|604218⟫，您正在登录，请勿告诉他人。
【菜鸟驿站】您的⟪org_name|中通⟫包裹已到⟪place|幸福里小区东门驿站⟫，请凭⟪pickup_code|3-2-1047⟫取件。
"""))

T(("call_transcript_bank", r"""
【通话录音转写】⟪call_id|CR-20251211-004417⟫　时长 04:12
坐席：您好，⟪org_name|浦发银行⟫信用卡中心，工号⟪agent_id|8837⟫为您服务。
客户：喂，我卡被盗刷了，昨天晚上莫名其妙扣了三笔。
坐席：请问怎么称呼您？
客户：我叫⟦PERSON|杜晓雯⟧。
坐席：⟦PERSON|杜女士⟧您好，为了核实身份，请提供一下身份证号码。
客户：⟦IDCARD|$cnid_14⟧
坐席：好的。我看到⟪date|12月10日⟫晚上有三笔境外交易，合计⟦AMOUNT|USD 1,377.60⟧，商户在⟪place|新加坡⟫。
客户：对，都不是我刷的。卡号是⟦CARD|$card_cup9⟧。
坐席：已为您冻结并提交争议，争议单号⟪case_no|ZY202512110093⟫。新卡寄到⟦ADDRESS|沈阳市和平区南京北街206号华府天地3-2-1⟧，对吗？
"""))

T(("meeting_minutes", r"""
【会议纪要】⟪project|天穹项目⟫周会　⟪date|2025-12-11⟫　⟪room_number|5F-博学厅⟫
参会人：⟦PERSON|林晓峰⟧、⟦PERSON|陶然⟧、⟦PERSON|贾思敏⟧、⟦PERSON|小邱⟧（记录）
请假：⟦PERSON|范总⟧（⟦MEDICAL|腰伤⟧复查）
1. 上线时间推迟到⟪date|12月22日⟫，⟦PERSON|陶然⟧负责压测。
2. 第四季度云资源预算⟪budget|48万元⟫，已用⟪budget|31.2万元⟫。
3. ⟦PERSON|贾思敏⟧下月起休产假（⟦MEDICAL|怀孕32周⟧），工作交接给⟦PERSON|小邱⟧。
"""))

T(("performance_review", r"""
2025年度绩效评估表
被考核人：⟦PERSON|杨帆⟧　　直属上级：⟦PERSON|郭晓楠⟧　　部门：华东大区销售部
业绩完成率：⟪percentage|87%⟫（部门目标⟪budget|1200万⟫）
上级评语：⟦PERSON|杨帆⟧今年上半年因⟦MEDICAL|抑郁症⟧休假两个月，回来后状态有所恢复，但客户跟进仍不及时。
考核等级：C　　年终奖系数：0.6　　年终奖金额：⟦AMOUNT|36,000元⟧
下年度调薪：不调整（现月薪⟦AMOUNT|25,000元⟧）
"""))

T(("lawyer_letter", r"""
律 师 函
⟪doc_no|（2025）浙天律函字第1187号⟫
致：⟦PERSON|胡建新⟧先生
地址：⟦ADDRESS|浙江省宁波市鄞州区首南街道泰安西路88弄12号601室⟧
⟪org_name|浙江天衡律师事务所⟫受⟦PERSON|沈丽娟⟧女士委托，就您于⟪date|2024年3月15日⟫向其借款人民币⟦AMOUNT|150,000元⟧至今未还一事，郑重函告如下：
请您于本函发出之日起七日内归还全部借款及利息⟦AMOUNT|13,500元⟧，汇入账户：⟦CARD|$card_cup2⟧（户名：⟦PERSON|沈丽娟⟧）。
承办律师：⟦PERSON|陆明⟧　电话：⟦PHONE|0574-87219053⟧
"""))

T(("court_judgment", r"""
⟪org_name|广东省广州市天河区人民法院⟫
民 事 判 决 书
⟪case_no|（2025）粤0106民初28817号⟫
原告：⟦PERSON|梁志伟⟧，男，⟦DATE_OF_BIRTH|1982年5月3日⟧出生，汉族，住⟦ADDRESS|广州市天河区龙口西路华港花园3座1702房⟧。
被告：⟦PERSON|邝美玲⟧，女，⟦DATE_OF_BIRTH|1996年12月1日⟧出生，住⟦ADDRESS|广州市越秀区农林下路40号之三801房⟧，公民身份号码⟦IDCARD|$cnid_16⟧。
判决如下：
一、被告⟦PERSON|邝美玲⟧于本判决生效之日起十日内向原告⟦PERSON|梁志伟⟧返还借款⟦AMOUNT|86,000元⟧及利息；
二、案件受理费⟦AMOUNT|1,975元⟧，由被告负担。
审判员：⟦PERSON|冯立新⟧　　⟪date|二〇二五年十一月二十八日⟫
"""))

T(("resignation_certificate", r"""
离职证明
兹证明⟦PERSON|曹宇航⟧（身份证号：⟦IDCARD|$cnid_4⟧）自⟪date|2022年7月1日⟫至⟪date|2025年11月30日⟫在我公司担任Java开发工程师，因个人原因离职，已办理完离职手续。
特此证明。
⟪org_name|杭州数澜网络科技有限公司⟫（盖章）
⟪date|2025年12月1日⟫
联系人：人事部 HR⟦PERSON|小梁⟧　⟦PHONE|0571-86092217⟧
"""))

T(("counseling_record", r"""
心理咨询记录（第6次）　　⟪date|2025-12-09⟫　　咨询室⟪room_number|C-203⟫
来访者：⟦PERSON|林小敏⟧　　性别：女　　年级：大三
主诉：近两个月⟦MEDICAL|失眠⟧、⟦MEDICAL|食欲下降⟧，上课注意力难以集中，偶有⟦MEDICAL|自伤念头⟧。
评估：建议转介⟪org_name|北京安定医院⟫精神科，评估是否需要⟦MEDICAL|药物治疗⟧。
家长联系：⟦PERSON|林国栋⟧（父）⟦PHONE|13671122058⟧
咨询师：⟦PERSON|何老师⟧
"""))

T(("pharmacy_receipt", r"""
⟪org_name|老百姓大药房⟫（长沙岳麓店）销售小票
⟪serial_no|No.2025121214330098⟫　⟪timestamp|2025-12-12 14:33⟫
会员：⟦PERSON|易建华⟧ ⟪masked_phone|138****5570⟫
⟦MEDICAL|硝苯地平控释片 30mg×7片⟧　　⟪price|¥32.50⟫
⟦MEDICAL|二甲双胍缓释片 0.5g×30片⟧　　⟪price|¥18.90⟫
合计：⟦AMOUNT|¥51.40⟧　　医保卡支付：⟦AMOUNT|¥51.40⟧
"""))

T(("drug_ad_cn", r"""
【广告】冬季护心季｜⟪drug_ad|某某牌复方丹参滴丸⟫ 限时特惠
原价⟪price|¥68/盒⟫，会员价⟪price|¥49.9/盒⟫，买三送一！
请仔细阅读说明书并在药师指导下购买使用。
活动时间：⟪date|12月12日-12月25日⟫　　适用门店：⟪place|全市各连锁门店⟫
广告审查批准文号：⟪approval_no|京药广审（文）第251203-01234号⟫
"""))

T(("health_article_cn", r"""
【健康科普】“三高”人群冬季要注意什么？
作者：⟦PERSON|李红梅⟧　主任医师　⟪org_name|中日友好医院⟫心内科　⟪date|2025-12-08⟫
冬季气温低，⟪health_info|高血压患者⟫血压波动大，清晨是心脑血管事件高发时段。正在服用⟪health_info|他汀类药物⟫的人不要自行停药；⟪health_info|糖尿病患者⟫注意足部保暖。建议每年至少体检一次。
"""))

T(("news_report", r"""
【⟪org_name|新华社⟫⟪place|北京⟫⟪date|12月11日⟫电】（记者⟦PERSON|王晓峰⟧）⟪org_name|国家统计局⟫11日发布数据，11月份全国居民消费价格指数同比上涨⟪percentage|0.7%⟫。国家统计局城市司首席统计师⟦PERSON|董莉娟⟧解读称，食品价格由降转涨是主要原因。
"""))

T(("wechat_transfer", r"""
【微信支付】转账详情
-⟦AMOUNT|2,000.00⟧
转账说明：⟦PERSON|阿强⟧，上个月借的钱先还你一半
当前状态：对方已收款
转账时间：⟪timestamp|2025-12-10 20:14:37⟫
收款时间：⟪timestamp|2025-12-10 20:15:02⟫
转账单号：⟪transaction_id|1000050001202512100418827716530⟫
"""))

T(("alipay_bill", r"""
支付宝账单详情
⟪org_name|国网浙江电力⟫ 电费
-⟦AMOUNT|326.48⟧
户号：⟪account_ref|3301028841923⟫
户名：⟦PERSON|程丽华⟧
缴费地址：⟦ADDRESS|杭州市拱墅区湖墅南路103号信义坊小区5幢402⟧
付款方式：⟪id_tail|招商银行信用卡(4512)⟫
创建时间：⟪timestamp|2025-12-05 19:42:11⟫
订单号：⟪order_id|2025120522001488210553719042⟫
"""))

T(("feishu_env", r"""
# 飞书自建应用「⟪app_name|审批助手⟫」 —— 生产环境
FEISHU_APP_ID=⟪app_id|$feishu_appid_1⟫
FEISHU_APP_SECRET=⟦SECRET|$feishu_secret_1⟧
FEISHU_ENCRYPT_KEY=⟦SECRET|$feishu_secret_2⟧
FEISHU_BOT_WEBHOOK=⟦SECRET|$feishu_webhook_1⟧
# 应用管理员：⟦PERSON|顾一帆⟧ ⟦EMAIL|guyifan@yunshan-tech.cn⟧
LOG_LEVEL=info
PORT=⟪port|9000⟫
"""))

T(("python_tencent_sms", r"""
# 腾讯云短信发送（⟦PERSON|谭思远⟧ 临时写死，上线前改成环境变量）
from tencentcloud.common import credential
from tencentcloud.sms.v20210111 import sms_client, models

cred = credential.Credential("⟦APIKEY|$tencent_id_1⟧", "⟦SECRET|$tencent_key_1⟧")
client = sms_client.SmsClient(cred, "⟪region|ap-guangzhou⟫")
req = models.SendSmsRequest()
req.SmsSdkAppId = "⟪app_id|1400873316⟫"
req.SignName = "⟪org_name|鲸选科技⟫"
req.TemplateId = "⟪template_id|2041198⟫"
req.PhoneNumberSet = ["⟦PHONE|+8613512287740⟧"]
req.TemplateParamSet = ["⟪otp_code|385920⟫", "5"]
"""))

T(("user_table_csv", r"""
id,姓名,手机号,身份证号,注册时间,收货地址
⟪user_id|10021⟫,⟦PERSON|黎晓峰⟧,⟦PHONE|13728816034⟧,⟦IDCARD|$cnid_1⟧,⟪timestamp|2024-03-11 10:22:05⟫,⟦ADDRESS|北京市朝阳区望京西园三区312号楼1单元1102⟧
⟪user_id|10022⟫,⟦PERSON|莫晓琳⟧,⟦PHONE|15920038817⟧,⟦IDCARD|$cnid_8⟧,⟪timestamp|2024-03-11 10:40:51⟫,⟦ADDRESS|山东省青岛市市南区福州南路17号3单元501户⟧
"""))

T(("police_interview", r"""
询问笔录（第1次）
时间：⟪timestamp|2025年12月10日21时15分至21时50分⟫
地点：⟪place|成都市公安局锦江区分局春熙路派出所⟫
询问人：⟦PERSON|罗警官⟧、⟦PERSON|吴志刚⟧
被询问人：⟦PERSON|潘晓蕾⟧，女，⟦DATE_OF_BIRTH|1965年1月20日⟧生，身份证号⟦IDCARD|$cnid_5⟧，住⟦ADDRESS|成都市武侯区玉林南路5号2栋3单元8号⟧，联系电话⟦PHONE|18981730465⟧。
问：你因何事报警？
答：今天下午有人冒充公安给我打电话，说我涉嫌洗钱，让我把钱转到“安全账户”，我转了⟦AMOUNT|38万元⟧。
"""))

T(("hr_memo", r"""
【HR备忘 · 仅限人事部】
⟪date|12/08⟫ 研发部⟦PERSON|宋佳怡⟧告知已⟦MEDICAL|怀孕8周⟧，医生建议⟦MEDICAL|保胎⟧，申请12月居家办公。已同意，需部门负责人⟦PERSON|邵总⟧签字。
⟪date|12/09⟫ 客服部⟦PERSON|小潘⟧提交辞职，原因是家里老人⟦MEDICAL|阿尔茨海默病⟧需要照顾。离职补偿按N计算：⟦AMOUNT|42,300元⟧。
⟪date|12/10⟫ 年度体检团购价⟪price|每人580元⟫，统一在⟪org_name|爱康国宾⟫。
"""))

T(("kindergarten_enrollment", r"""
⟪org_name|厦门市第九幼儿园⟫ 新生入园信息登记表
幼儿姓名：⟦PERSON|陈一诺⟧　　小名：⟦PERSON|糖糖⟧　　性别：女
出生日期：⟦DATE_OF_BIRTH|2022年8月15日⟧
过敏史：⟦MEDICAL|牛奶蛋白过敏⟧、⟦MEDICAL|青霉素过敏⟧
既往病史：⟦MEDICAL|热性惊厥⟧一次（2024年）
监护人1：⟦PERSON|陈志鹏⟧（父）　⟦PHONE|15806038827⟧
监护人2：⟦PERSON|吴思琪⟧（母）　⟦PHONE|15806038871⟧
家庭住址：⟦ADDRESS|厦门市思明区莲前西路168号莲丰新村22号楼301⟧
保育费标准：⟪price|每月1,200元⟫
"""))

T(("hospital_registration", r"""
⟪org_name|四川大学华西医院⟫ 挂号凭条
就诊人：⟦PERSON|苏建平⟧
科室：风湿免疫科　　医生：⟦PERSON|刘医生⟧（副主任医师）
就诊时间：⟪timestamp|2025-12-15 上午 09:30-10:00⟫　　序号：⟪queue_no|17⟫
挂号费标准：⟪price|¥25.00/次⟫（医保支付）
预检主诉：⟦MEDICAL|双手小关节肿痛半年⟧
"""))

T(("insurance_policy", r"""
⟪org_name|中国平安人寿保险股份有限公司⟫　电子保单
保单号：⟪policy_no|P880021455736291⟫　　生效日期：⟪date|2025年12月1日⟫
投保人：⟦PERSON|韦丽芳⟧　　证件号码：⟦IDCARD|$cnid_17⟧　　手机：⟦PHONE|13877102394⟧
被保险人：⟦PERSON|韦子墨⟧（子）　　出生日期：⟦DATE_OF_BIRTH|2016年3月9日⟧
身故受益人：法定
险种：⟪product|平安e生保·长期医疗⟫　　年交保费：⟦AMOUNT|1,386.00元⟧
健康告知：被保险人曾患⟦MEDICAL|川崎病⟧（2019年已治愈）
"""))

T(("hk_housing_form", r"""
⟪org_name|香港房屋委員會⟫ 公屋申請表（節錄）
申請人姓名（中文）：⟦PERSON|陳嘉欣⟧　（英文）：⟦PERSON|CHAN Ka Yan⟧
香港身份證號碼：⟦NATIONAL_ID|$nid_hk1⟧
出生日期：⟦DATE_OF_BIRTH|1990年4月16日⟧
現住址：⟦ADDRESS|九龍深水埗福榮街168號3樓B室⟧
聯絡電話：⟦PHONE|6123 4587⟧
每月入息：⟦AMOUNT|HK$19,800⟧　　申請編號：⟪application_id|G-2025-118734⟫
"""))

T(("taiwan_subsidy_form", r"""
⟪org_name|臺北市政府⟫ 育兒津貼申請書
申請人：⟦PERSON|林怡君⟧　　身分證統一編號：⟦NATIONAL_ID|$nid_tw1⟧
戶籍地址：⟦ADDRESS|臺北市大安區和平東路二段96巷7號3樓⟧
聯絡電話：⟦PHONE|0918-562-407⟧
幼兒姓名：⟦PERSON|張宸睿⟧　　出生日期：⟦DATE_OF_BIRTH|民國113年2月14日⟧
核定津貼：每月⟦AMOUNT|新臺幣5,000元⟧
匯款帳戶：⟪org_name|中華郵政⟫ 帳號⟪masked_account|****567-8⟫　　收件日期：⟪date|114/12/09⟫
"""))

T(("outward_remittance", r"""
境外汇款申请书（个人）
汇款人：⟦PERSON|葛志远⟧　　证件号：⟦IDCARD|$cnid_18⟧
汇款人地址：⟦ADDRESS|黑龙江省哈尔滨市南岗区学府路52号6栋2单元1101⟧
收款人：⟦PERSON|GE XINYI⟧（⟦PERSON|葛欣怡⟧，女儿）
收款人账号（IBAN）：⟦IBAN|$iban_de2⟧
收款银行：⟪org_name|ING-DiBa AG⟫　　SWIFT：⟪bic|INGDDEFFXXX⟫
汇款金额：⟦AMOUNT|EUR 12,000.00⟧　　用途：留学学费及生活费
手续费：⟪price|¥150⟫，电报费：⟪price|¥80⟫
"""))

T(("owners_group_chat", r"""
【微信群】阳光100业主群（3期）
5栋-⟦PERSON|李姐⟧：谁家的白色特斯拉堵在地库B2出口了？
12栋-⟦PERSON|老赵⟧：是我的，马上下来挪，不好意思
5栋-⟦PERSON|李姐⟧：另外提醒大家，有人冒充物业收⟪price|每户200元⟫的“电梯维修基金”，别转！
物业-⟦PERSON|小何⟧：业主们好，物业不会私下收费，缴费请走⟪app_name|慧生活App⟫，维修电话⟪service_number|400-826-0718⟫
7栋-⟦PERSON|王阿姨⟧：我家老头子⟦MEDICAL|脑梗⟧刚出院，楼上装修能不能小点声😭 我住⟦ADDRESS|7栋2单元602⟧
"""))

T(("takeout_order", r"""
⟪org_name|老乡鸡⟫（徐汇滨江店）　#⟪order_no|57⟫　期望送达 ⟪time|12:15⟫
顾客：⟦PERSON|许先生⟧　⟪masked_phone|尾号0382⟫（隐私号 ⟪virtual_number|17097328841转2241⟫）
地址：⟦ADDRESS|上海市徐汇区龙耀路175号星扬西岸中心1号楼2201⟧
备注：⟦MEDICAL|花生过敏⟧！！！不要放花生，不要香菜
农家小炒肉套餐 ×1　⟪price|¥32⟫
顾客实付：⟦AMOUNT|¥29.5⟧
骑手：⟦PERSON|马师傅⟧
"""))

T(("tax_deduction_form", r"""
个人所得税专项附加扣除信息表（⟪year|2026年度⟫）
纳税人姓名：⟦PERSON|卢志刚⟧　　纳税人识别号：⟦IDCARD|$cnid_22⟧
子女教育：子女姓名 ⟦PERSON|卢思远⟧　身份证件号码 ⟦IDCARD|$cnid_21⟧　当前受教育阶段：博士研究生
住房贷款利息：房屋坐落 ⟦ADDRESS|甘肃省兰州市城关区雁滩路3588号万达公馆2号楼1803室⟧　贷款合同编号 ⟪contract_no|GS2019-HL-00381⟫
赡养老人：被赡养人 ⟦PERSON|卢德福⟧（父）　分摊方式：均摊
扣除标准：子女教育⟪public_amount|每月2000元⟫，住房贷款利息⟪public_amount|每月1000元⟫
"""))

T(("credit_report", r"""
个人信用报告（本人版）　　报告编号：⟪report_no|2025121100018827341⟫
被查询者姓名：⟦PERSON|聂文杰⟧　　证件号码：⟦IDCARD|$cnid_20⟧
查询时间：⟪timestamp|2025.12.11 15:02:43⟫
信贷记录：
1. ⟪date|2021年6月14日⟫⟪org_name|中国银行⟫发放的个人住房贷款⟦AMOUNT|1,200,000元⟧，截至⟪date|2025年11月⟫余额⟦AMOUNT|1,036,512元⟧，当前无逾期。
2. ⟪org_name|交通银行⟫信用卡，授信额度⟦AMOUNT|50,000元⟧，最近5年内有2个月处于逾期状态。
"""))

T(("iou_note", r"""
借　条
今借到⟦PERSON|覃海峰⟧（身份证号：⟦IDCARD|$cnid_19⟧）人民币⟦AMOUNT|伍万元整⟧（⟦AMOUNT|¥50,000.00⟧），用于店面装修。
借款人：⟦PERSON|巫秀梅⟧　　身份证号：⟦IDCARD|$cnid_24⟧　　电话：⟦PHONE|15148820367⟧
约定于⟪date|2026年6月30日⟫前一次性归还，年利率⟪rate|6%⟫。
借款人（签字按手印）：⟦PERSON|巫秀梅⟧　　⟪date|2025年12月12日⟫
"""))

T(("nursing_handover", r"""
⟪ward|心内科二病区⟫ 护理交班记录　⟪date|2025-12-12⟫ 夜班→白班
⟪bed_no|12床⟫ ⟦PERSON|袁桂英⟧，女，78岁，⟦MEDICAL|心力衰竭⟧，夜间⟦MEDICAL|端坐呼吸⟧，予⟦MEDICAL|呋塞米20mg静推⟧后缓解。
⟪bed_no|15床⟫ ⟦PERSON|贺老师⟧（⟦PERSON|贺振华⟧），⟦MEDICAL|PCI术后第1天⟧，穿刺点无渗血，⟦MEDICAL|替格瑞洛⟧已服。
⟪bed_no|21床⟫ 新入院 ⟦PERSON|覃大爷⟧，⟦MEDICAL|糖尿病酮症酸中毒⟧，血糖监测q1h。
交班护士：⟦PERSON|小冉⟧　　接班护士：⟦PERSON|周静⟧
"""))

T(("lab_test_report", r"""
⟪org_name|武汉大学人民医院⟫ 检验报告单
姓名：⟦PERSON|熊德胜⟧　性别：男　年龄：58岁　科别：内分泌科
标本：血清　采样时间：⟪timestamp|2025-12-11 07:32⟫　条码号：⟪barcode|2512110732881⟫
项目　　　　　结果　　参考范围
糖化血红蛋白　9.8↑　 4.0-6.0 %
空腹血糖　　　11.2↑　3.9-6.1 mmol/L
临床诊断：⟦MEDICAL|2型糖尿病⟧，⟦MEDICAL|糖尿病周围神经病变⟧
检验者：⟦PERSON|喻洁⟧　　审核者：⟦PERSON|邹主任⟧
"""))

T(("git_commit_cn", r"""
commit ⟪commit_sha|7e3b91c04a2f85d16b0e9c3a7f21d4e8b6c05a19⟫
Author: ⟦PERSON|wangjunjie⟧ <⟦EMAIL|wangjunjie@leyou-tech.com⟧>
Date:   ⟪timestamp|Thu Dec 11 18:42:09 2025 +0800⟫

    修复：短信服务密钥写死在代码里，改为从环境变量读取（感谢⟦PERSON|小钱⟧发现）

diff --git a/app/sms.py b/app/sms.py
-ACCESS_KEY_ID = "⟦APIKEY|$aws_akid_3⟧"
-ACCESS_KEY_SECRET = "⟦SECRET|$aws_secret_3⟧"
+ACCESS_KEY_ID = os.environ["SMS_AK"]
+ACCESS_KEY_SECRET = os.environ["SMS_SK"]
"""))

T(("jenkins_log_cn", r"""
Started by user ⟦PERSON|李志强⟧
[Pipeline] stage (构建镜像)
[Pipeline] sh
+ docker login -u ⟦PERSON|lizhiqiang⟧ -p ⟦PASSWORD|Harbor@2025!⟧ ⟪hostname|harbor.jingxuan.local⟫
WARNING! Using --password via the CLI is insecure. Use --password-stdin.
Login Succeeded
+ docker push harbor.jingxuan.local/mall/order-service:⟪version|1.8.0⟫
构建 #⟪build_number|1024⟫ 成功，耗时 3 分 12 秒，通知已发送至 ⟦EMAIL|devops@jingxuan.com⟧
"""))

T(("python_dashscope", r"""
# 通义千问调用示例 —— ⟦PERSON|小温⟧ 本地调试用，勿提交
import dashscope
dashscope.api_key = "⟦APIKEY|$dashscope_1⟧"
resp = dashscope.Generation.call(
    model="⟪model_name|qwen-plus⟫",
    prompt="请把下面的客户投诉分类：我是⟦PERSON|卓文杰⟧，手机⟦PHONE|13411902736⟧，上周买的⟪product|扫地机器人⟫坏了，客服一直不回。",
)
print(resp.output.text)
"""))

T(("shell_backup_cn", r"""
#!/bin/bash
# 数据库每日备份脚本   维护人：⟦PERSON|俞涛⟧ ⟦PHONE|18606719244⟧
DB_HOST=⟦IP_ADDRESS|192.168.10.21⟧
DB_USER=backup
DB_PASS='⟦PASSWORD|Bk#20251212⟧'
mysqldump -h$DB_HOST -u$DB_USER -p$DB_PASS --all-databases | gzip > /backup/all_$(date +%F).sql.gz
# 同步到 OSS（AK 见密码管理器，不要写在这里！！）
ossutil cp /backup/ oss://⟪bucket|db-backup-hz⟫/ -r --update
"""))

T(("wecom_customer_chat", r"""
【企业微信】客户群「⟪org_name|鼎信装饰⟫-⟦PERSON|蒋先生⟧家装群」
设计师⟦PERSON|Coco⟧：⟦PERSON|蒋先生⟧您好，效果图已更新，请查收～
⟦PERSON|蒋先生⟧：收到。合同尾款⟦AMOUNT|36,800元⟧下周一转，发票抬头开我个人
项目经理⟦PERSON|老唐⟧：好的。开工地址确认是⟦ADDRESS|苏州市工业园区星港街168号星海花园12幢1801室⟧吧？
⟦PERSON|蒋先生⟧：对，密码锁临时密码⟦PASSWORD|861204⟧，完工后我改掉
"""))

T(("qq_chat", r"""
【QQ】⟪date|2025-12-11⟫
⟦PERSON|鱼鱼⟧ 23:41:09
我的steam号借你玩两天，账号 fishfish_2003 密码 ⟦PASSWORD|yuyu20030815⟧
⟦PERSON|阿凯⟧ 23:42:30
谢了兄弟！要手机验证吗
⟦PERSON|鱼鱼⟧ 23:43:02
要的，验证码 ⟪otp_code|K7Q2D⟫，快点登，别告诉我妈哈哈。⟪product|CS2⟫ 别给我掉分
"""))

T(("weibo_post", r"""
⟦PERSON|王小胖⟧ ⟪timestamp|12-11 21:07⟫ 来自 iPhone客户端
@⟪org_name|某某快递官方⟫ 你们的快递员把我的快递扔在楼下三天了！！！收件人⟦PERSON|王磊⟧，电话⟦PHONE|18811472390⟧，地址⟦ADDRESS|北京市昌平区回龙观龙跃苑二区8号楼3单元502⟧，单号⟪tracking_number|YT7502218846113⟫，里面是我妈的⟦MEDICAL|降压药⟧！再不送我就投诉到邮政管理局 #快递#
转发 ⟪number|128⟫　评论 ⟪number|56⟫　赞 ⟪number|402⟫
"""))

T(("schengen_visa_form", r"""
申根签证申请表（中文翻译件）
姓名：⟦PERSON|孔维嘉⟧　　拼音：⟦PERSON|KONG WEIJIA⟧
出生日期：⟦DATE_OF_BIRTH|1989-01-31⟧　　出生地：⟪place|江西南昌⟫
身份证号：⟦IDCARD|$cnid_23⟧
护照号码：⟦PASSPORT|EJ4419827⟧　签发日期：⟪date|2023-05-10⟫　有效期至：⟪date|2033-05-09⟫
在申根区住宿：⟪place|Hotel Adlon, Berlin⟫
邀请人：⟦PERSON|Markus Albrecht⟧，⟦ADDRESS|Kastanienallee 12, 10435 Berlin⟧，电话 ⟦PHONE|+49 30 23125 417⟧
资金证明：银行存款⟦AMOUNT|人民币186,000元⟧　　签证费：⟪price|90欧元⟫
"""))

T(("gym_membership_cn", r"""
⟪org_name|乐刻健身⟫ 会员卡办理单
会员姓名：⟦PERSON|温婷⟧　　手机：⟦PHONE|13632259018⟧　　出生日期：⟦DATE_OF_BIRTH|1998-10-06⟧
卡种：年卡（标价⟪price|¥2,599⟫）　　实付：⟦AMOUNT|¥1,899⟧　　门店：⟪place|深圳科技园店⟫
健康声明：⟦MEDICAL|腰椎间盘膨出⟧，有⟦MEDICAL|低血糖⟧史
私教：⟦PERSON|阿伟⟧教练
门禁密码：⟦PASSWORD|0610⟧#
"""))

T(("family_group_chat", r"""
【微信群】相亲相爱一家人
大姐：爸体检结果出来了，⟦MEDICAL|三高⟧全占，⟦MEDICAL|颈动脉有斑块⟧，医生开了⟦MEDICAL|瑞舒伐他汀10mg⟧
⟦PERSON|二毛⟧：啊？那以后得管住他喝酒了
妈：你爸就是不听，天天跟⟦PERSON|老刘⟧他们喝
大姐：下周三复查，我请假陪他去⟪org_name|市一医院⟫，⟪time|上午8点⟫的号
⟦PERSON|二毛⟧：我转你⟦AMOUNT|500⟧，姐你先拿着用
"""))

T(("voice_memo", r"""
【语音转文字】⟪timestamp|12月11日 08:12⟫
老公你记一下，新办的那张⟪org_name|中信⟫信用卡密码我改成了⟦PASSWORD|七三九二零八⟧，别跟孩子说，卡放在书房第二个抽屉。还有今天下午三点带⟦PERSON|豆豆⟧去打⟦MEDICAL|流感疫苗⟧，接种本在鞋柜上，预约码⟪booking_code|JZ-7741⟫。
"""))

T(("boss_recruit_chat", r"""
【BOSS直聘】⟦PERSON|刘女士⟧ · ⟪org_name|星图互娱⟫ · HRBP
⟦PERSON|刘女士⟧：你好，看了你的简历，方便发一份完整版到我邮箱吗？⟦EMAIL|liuxin@xingtu-games.com⟧
我：好的⟦PERSON|刘女士⟧。我的电话⟦PHONE|15221873364⟧，微信同号。期望年薪⟦AMOUNT|45万⟧左右
⟦PERSON|刘女士⟧：岗位预算范围是⟪budget|35-50万⟫，可以聊。你目前在职吗？
我：在职，现在年包⟦AMOUNT|38万⟧，离职需要一个月交接
"""))

T(("car_insurance_sms", r"""
【⟪org_name|人保财险⟫】尊敬的⟦PERSON|鲍建明⟧先生，您的车险将于⟪date|2026年1月8日⟫到期。续保报价：交强险⟪price|¥950⟫，商业险⟦AMOUNT|¥3,126.40⟧（已享无赔款优惠），合计⟦AMOUNT|¥4,076.40⟧。点击 ⟪url|t.picc.cn/x7Kq2⟫ 续保，退订回T
"""))

T(("moving_order", r"""
【货拉拉】搬家订单确认
订单号：⟪order_id|HLL202512130815⟫　　用车时间：⟪timestamp|12月13日 08:30⟫
起点：⟦ADDRESS|南京市鼓楼区汉中门大街151号清江花苑21栋502⟧（无电梯）
终点：⟦ADDRESS|南京市江宁区秣陵街道胜太西路8号翠屏城1期18幢1203⟧
联系人：⟦PERSON|卞先生⟧ ⟦PHONE|13851760923⟧
司机：⟦PERSON|魏师傅⟧　　车型：⟪vehicle|中面⟫
预估费用：⟪price|¥386⟫（含搬运，楼层费另计）
"""))

T(("family_doctor_agreement", r"""
⟪org_name|徐汇区枫林街道社区卫生服务中心⟫ 家庭医生签约服务协议书
签约居民：⟦PERSON|顾美娟⟧　　性别：女　　出生日期：⟦DATE_OF_BIRTH|1956年7月23日⟧
身份证号：⟦IDCARD|$cnid_26⟧
居住地址：⟦ADDRESS|上海市徐汇区零陵路635弄12号401室⟧
联系电话：⟦PHONE|13501772846⟧
健康状况：⟦MEDICAL|高血压⟧、⟦MEDICAL|糖耐量异常⟧、⟦MEDICAL|右膝骨关节炎⟧
签约医生：⟦PERSON|唐雅琴⟧医生
签约服务费：⟪public_amount|每年120元⟫（医保基金支付⟪public_amount|100元⟫），居民个人自付⟦AMOUNT|20元⟧
签约日期：⟪date|2025年12月3日⟫
"""))

T(("traffic_mediation", r"""
道路交通事故损害赔偿调解书　　⟪doc_no|沪公交调字〔2025〕第0912号⟫
当事人甲：⟦PERSON|汪志斌⟧，身份证号⟦IDCARD|$cnid_27⟧，驾驶⟪vehicle|小型轿车⟫
当事人乙：⟦PERSON|吕晓丹⟧，电话⟦PHONE|18717926603⟧，骑行电动自行车
事故经过：⟪date|2025年11月22日⟫18时许，在⟪place|虹桥路与凯旋路交叉口⟫，甲车右转时与乙发生碰撞，致乙⟦MEDICAL|左桡骨远端骨折⟧、⟦MEDICAL|面部软组织挫伤⟧。
调解结果：甲一次性赔偿乙医疗费、误工费、护理费等共计⟦AMOUNT|人民币48,600元⟧，于⟪date|12月20日⟫前付清。
调解员：⟦PERSON|严警官⟧
"""))

T(("lost_wallet_notice", r"""
【寻物启事】
本人于⟪date|12月10日⟫晚在⟪place|深圳地铁1号线车公庙站⟫附近不慎遗失黑色钱包一个，内有身份证一张（⟦PERSON|许嘉豪⟧，⟦IDCARD|$cnid_25⟧）、⟪org_name|招商银行⟫卡两张及现金约⟦AMOUNT|800元⟧。
如有拾到者请联系⟦PHONE|13662507719⟧（微信同号），必有酬谢⟦AMOUNT|200元⟧！
⟪date|2025年12月11日⟫
"""))
