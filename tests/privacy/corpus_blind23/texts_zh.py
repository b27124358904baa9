# Chinese texts for corpus_blind23. Written by hand, one at a time.
TEXTS = []
T = TEXTS.append

T(("kuaidi_pickup_sms", """
【⟪org_name|兔喜生活⟫】您的⟪org_name|中通⟫包裹已到⟪place|幸福里小区南门驿站⟫，取件码⟪otp_code|8-3-2107⟫，请于⟪time|21:00⟫前领取。如有疑问请联系站长⟦PERSON|老周⟧⟦PHONE|13917462085⟧。
"""))

T(("kuaidi_station_wechat_group", """
驿站-⟦PERSON|小赵⟧：@⟦PERSON|何丽娟⟧ 姐，您有个到付件，运费⟦AMOUNT|23元⟧，放在3号货架了
⟦PERSON|何丽娟⟧：好的，我下班去拿。能帮我放到⟦ADDRESS|碧水湾7栋2单元1403⟧门口吗？我付你跑腿费
驿站-⟦PERSON|小赵⟧：可以的，上门费是⟪price|3元/件⟫，到时候一起微信转我⟦AMOUNT|26元⟧就行
⟦PERSON|何丽娟⟧：👌 门口密码锁是⟦PASSWORD|580214⟧，放进去就行
"""))

T(("kuaidi_lost_parcel_complaint", """
投诉工单 ⟪ticket_id|TS20251108-00731⟫
寄件人：⟦PERSON|黄志强⟧ ⟦PHONE|186 2193 5547⟧
收件人：⟦PERSON|刘芳⟧，⟦ADDRESS|广东省深圳市南山区科技园北区清华信息港B座6楼⟧，⟦PHONE|155-0287-6341⟧
运单号：⟪order_id|YT7728190345561⟫
问题描述：快件显示已签收，但收件人未收到。内含手机一部，保价金额⟦AMOUNT|4,599元⟧。驿站监控显示⟪timestamp|11月6日 18:42⟫被一名男子取走。
处理人：客服⟦PERSON|小桃⟧
"""))

T(("community_hospital_chronic_followup", """
⟪org_name|城南街道社区卫生服务中心⟫ 慢病随访记录
姓名：⟦PERSON|王建国⟧  性别：男  出生日期：⟦DATE_OF_BIRTH|1956年3月12日⟧
住址：⟦ADDRESS|上海市徐汇区龙华西路88弄12号502室⟧
联系电话：⟦PHONE|021-6438 5520⟧（家）/ ⟦PHONE|13601875264⟧（女儿⟦PERSON|王敏⟧）
诊断：⟦MEDICAL|2型糖尿病⟧，⟦MEDICAL|原发性高血压⟧
用药：⟦MEDICAL|二甲双胍 0.5g 每日三次⟧；⟦MEDICAL|氨氯地平 5mg 每日一次⟧
本次血压 ⟪measurement|148/92 mmHg⟫，空腹血糖 ⟪measurement|8.1 mmol/L⟫
随访医生：⟦PERSON|孟医生⟧   下次随访：⟪date|2026年1月15日⟫
"""))

T(("community_hospital_vaccine_notice", """
【⟪org_name|朝阳区六里屯社区卫生服务中心⟫】温馨提示：⟪health_term|流感疫苗⟫现已到货，60岁以上户籍老人免费接种，其他人群自费⟪price|128元⟫/针（四价）。接种时间：周二至周六 ⟪time|8:00⟫-⟪time|11:30⟫。咨询电话⟦PHONE|010-8561 2297⟧。请携带身份证和医保卡。
"""))

T(("family_doctor_wechat", """
⟦PERSON|许小姐⟧：⟦PERSON|孟医生⟧您好，我妈妈最近血糖一直偏高，空腹在9左右
⟦PERSON|孟医生⟧：阿姨现在⟦MEDICAL|甘精胰岛素⟧打多少？
⟦PERSON|许小姐⟧：每晚⟦MEDICAL|12个单位⟧
⟦PERSON|孟医生⟧：可以加到14个单位，三天后再测。另外她的⟦MEDICAL|糖尿病视网膜病变⟧要去⟪org_name|市一院⟫眼科复查
⟦PERSON|许小姐⟧：好的谢谢！上次挂号费和药费一共⟦AMOUNT|286.5元⟧，医保报了多少啊？
⟦PERSON|孟医生⟧：这个你问下收费处⟦PERSON|小林⟧
"""))

T(("real_estate_agent_listing_chat", """
链家-⟦PERSON|孙经理⟧：⟦PERSON|陈先生⟧，您看中的那套⟪place|万科城⟫三居，业主⟦PERSON|杨秀英⟧阿姨同意降到⟦AMOUNT|550万⟧了
⟦PERSON|陈先生⟧：挂牌不是⟪price|588万⟫吗？能再谈吗，我首付只有⟦AMOUNT|一百八十万⟧
链家-⟦PERSON|孙经理⟧：我再争取下。您贷款的话月供大概⟦AMOUNT|两万一⟧左右，中介费按⟪percentage|2.7%⟫
⟦PERSON|陈先生⟧：行，周六带我爱人再看一次，地址是⟦ADDRESS|杭州市西湖区文三路478号万科城12幢1单元801⟧吧？
"""))

T(("house_sale_contract_extract", """
存量房买卖合同（节选）                             合同编号：⟪case_ref|HZ-2025-CL-0088217⟫
出卖人（甲方）：⟦PERSON|杨秀英⟧   身份证号：⟦IDCARD|$prc29⟧
买受人（乙方）：⟦PERSON|陈昊⟧     身份证号：⟦IDCARD|$prc30⟧
房屋坐落：⟦ADDRESS|杭州市西湖区文三路478号12幢1单元801室⟧，建筑面积⟪measurement|128.6平方米⟫
成交价：人民币⟦AMOUNT|伍佰叁拾伍万元整⟧（⟦AMOUNT|¥5,350,000⟧）
定金：⟦AMOUNT|20万元⟧，于⟪date|2025年12月1日⟫前支付至甲方账户 ⟦CARD|$card_up1⟧（中国工商银行）
居间方：⟪org_name|链家地产⟫  经纪人：⟦PERSON|孙磊⟧
"""))

T(("rental_deposit_dispute_dingtalk", """
【钉钉·租赁事业部】纠纷处理通知 ⟪ticket_id|ZL-1129⟫
租客⟦PERSON|郑雨桐⟧反映退租时房东扣押押金⟦AMOUNT|6,400元⟧，理由为墙面污损。房东⟦PERSON|钱国平⟧称修复报价⟪price|1,200元⟫。
请⟦PERSON|吴店长⟧于⟪date|12月3日⟫前联系双方调解。租客电话⟦PHONE|177 1023 8846⟧，房东电话⟦PHONE|13818205573⟧。
"""))

T(("insurance_claim_form", """
⟪org_name|平安人寿⟫ 理赔申请书                          报案号：⟪case_ref|PA2025110900417⟫
被保险人：⟦PERSON|李秀兰⟧  身份证号码：⟦IDCARD|$prc16⟧  出生日期：⟦DATE_OF_BIRTH|1969-09-27⟧
保单号：⟪policy_no|P88201950033719⟫
出险经过：⟪date|2025年10月21日⟫在家中摔倒，经⟪org_name|郑州大学第一附属医院⟫诊断为⟦MEDICAL|右股骨颈骨折⟧，行⟦MEDICAL|人工髋关节置换术⟧。
申请金额：住院医疗费⟦AMOUNT|68,432.17元⟧，住院津贴⟦AMOUNT|2,100元⟧
领款账户：⟦PERSON|李秀兰⟧ 建设银行 ⟦CARD|$card_up3⟧
联系电话：⟦PHONE|139 3712 6608⟧
"""))

T(("car_insurance_claim_call", """
[通话录音转写] 坐席⟦PERSON|小冯⟧：您好，⟪org_name|人保财险⟫车险报案，请问车牌号？
客户：⟪plate|苏A·8K27L⟫。我叫⟦PERSON|蒋文斌⟧，在⟪place|中山北路⟫追尾了一辆出租车。
坐席：有人受伤吗？
客户：对方司机说脖子疼，去⟪org_name|鼓楼医院⟫看了，说是⟦MEDICAL|颈部软组织挫伤⟧。
坐席：好的，您的报案号是⟪case_ref|RDAA320025112233⟫，查勘员⟦PERSON|汤师傅⟧会联系您，他的电话是⟦PHONE|一三九 五一六八 二二零七⟧。
客户：对方要我先垫付⟦AMOUNT|三千块⟧，可以吗？
"""))

T(("insurance_payout_sms", """
【⟪org_name|泰康保险⟫】尊敬的⟦PERSON|韩冬梅⟧女士，您的理赔案件⟪case_ref|TK25-0039182⟫已结案，赔付金额⟦AMOUNT|12,860.00元⟧已转入尾号⟪id_tail|3391⟫的银行卡，请注意查收。客服热线⟦PHONE|95522⟧。
"""))

T(("exit_entry_permit_appointment", """
⟪org_name|广州市公安局出入境管理支队⟫ 预约回执
预约号：⟪booking_ref|GZ20260114A0387⟫
申请人：⟦PERSON|邓嘉欣⟧  证件号码：⟦IDCARD|$prc19⟧
申请类别：往来港澳通行证（换发）
预约时间：⟪date|2026-01-14⟫ ⟪time|09:30-10:00⟫  地点：⟪place|天河区出入境办证大厅⟫
费用：通行证⟪price|60元⟫，签注⟪price|15元/次⟫
联系电话：⟦PHONE|136-3204-8871⟧
"""))

T(("passport_application_form_ocr", """
中华人民共和国普通护照申请表
姓名：⟦PERSON|欧阳子涵⟧   拼音：⟦PERSON|OUYANG ZIHAN⟧
性别：女   出生日期：⟦DATE_OF_BIRTH|1991年06月15日⟧
公民身份号码：⟦IDCARD|$prc17⟧
户口所在地：⟦ADDRESS|北京市海淀区中关村南大街5号院3号楼1206⟧
原护照号码：⟦PASSPORT|E58213497⟧（已过期）
紧急联系人：⟦PERSON|欧阳明⟧（父亲） ⟦PHONE|13910258873⟧
受理单位：⟪org_name|北京市公安局出入境管理总队⟫   受理编号：⟪case_ref|BJ11000026004417⟫
"""))

T(("visa_agency_wechat", """
签证顾问⟦PERSON|Amy⟧：⟦PERSON|林姐⟧，您的申根签材料我们收到了，还差一份在职证明和近6个月银行流水
⟦PERSON|林婉清⟧：流水余额要多少？
签证顾问⟦PERSON|Amy⟧：建议不低于⟪price|5万⟫。您现在卡里有多少？
⟦PERSON|林婉清⟧：大概⟦AMOUNT|十二万多⟧吧。护照号是⟦PASSPORT|EH7719305⟧，过期日是⟪date|2031年⟫
签证顾问⟦PERSON|Amy⟧：好的。服务费⟪price|899元⟫，您之前付了定金⟦AMOUNT|300元⟧，出签前再付⟦AMOUNT|599元⟧就行
"""))

T(("ride_hailing_trip_receipt", """
⟪org_name|滴滴出行⟫ 电子行程单
乘车人手机：⟪masked_phone|138****6621⟫
行程：⟪timestamp|2025-11-30 23:14⟫ 从 ⟪place|首都机场T3航站楼⟫ 至 ⟦ADDRESS|北京市朝阳区望京西园三区311号楼⟧
司机：⟦PERSON|马师傅⟧  车牌：⟪plate|京B·D7216⟫
里程 ⟪measurement|27.4公里⟫  时长 ⟪duration|41分钟⟫
实付金额：⟦AMOUNT|¥118.60⟧（含高速费⟦AMOUNT|¥10⟧）
"""))

T(("ride_hailing_driver_complaint", """
客服工单 ⟪ticket_id|DD-CS-88102934⟫
乘客⟦PERSON|宋佳琪⟧（⟦PHONE|15921637740⟧）投诉：司机⟦PERSON|黄宇⟧绕路，多收⟦AMOUNT|46元⟧，且态度恶劣，司机途中多次接私人电话。
乘客称自己有⟦MEDICAL|哮喘⟧，车内吸烟导致发作，已在⟪place|徐汇区⟫就医。
处理：退还⟦AMOUNT|46元⟧，补偿⟦AMOUNT|20元⟧优惠券；司机账号⟪ticket_id|DRV-310-22871⟫暂停接单3天。
"""))

T(("ride_hailing_driver_registration", """
网约车驾驶员注册信息
姓名：⟦PERSON|赵磊⟧  身份证：⟦IDCARD|$prc23⟧  出生日期：⟦DATE_OF_BIRTH|1987年9月5日⟧
驾驶证初领日期：⟪date|2010-04-18⟫  准驾车型：C1
车辆：⟪plate|鲁B·6M2K8⟫ 比亚迪秦PLUS  VIN ⟪vin|LGXCE4CB8M0215634⟫
收款银行卡：⟦CARD|$card_up2⟧
紧急联系人：⟦PERSON|赵秀梅⟧（姐姐）⟦PHONE|18653220419⟧
"""))

T(("livestream_order_export_csv", """
订单号,下单时间,买家昵称,收件人,手机号,地址,商品,实付
⟪order_id|6918273645501⟫,⟪timestamp|2025-11-11 20:03:41⟫,爱吃辣的猫,⟦PERSON|周晓燕⟧,⟦PHONE|13771629048⟧,⟦ADDRESS|江苏省南京市玄武区珠江路688号华海大厦1708⟧,蜂蜜柚子茶x3,⟦AMOUNT|89.70⟧
⟪order_id|6918273645502⟫,⟪timestamp|2025-11-11 20:03:55⟫,⟦PERSON|阿伟⟧不吃香菜,⟦PERSON|黎伟⟧,⟦PHONE|18008862153⟧,⟦ADDRESS|四川省成都市武侯区人民南路四段27号2栋5楼⟧,牛肉干500g,⟦AMOUNT|59.90⟧
"""))

T(("livestream_host_script", """
【直播脚本 ⟪date|12.12⟫ 专场】主播：⟦PERSON|小鹿⟧ 助播：⟦PERSON|阿杰⟧
⟪time|20:00⟫ 开场福利：⟪product_code|SKU-88102⟫ 羽绒服原价⟪price|899⟫，直播间到手价⟪price|399⟫，前⟪quantity|100⟫单送围巾
⟪time|20:20⟫ 抽奖：评论区扣"想要"，抽3位送⟪price|200元⟫红包
注意：不能说"最低价""第一"，不能提⟪health_term|治疗⟫、⟪health_term|减肥⟫等功效词
运营⟦PERSON|老K⟧负责后台改价，改价口令别发群里！
"""))

T(("livestream_payout_statement", """
⟪org_name|星耀传媒⟫ 主播结算单（⟪date|2025年11月⟫）
主播：⟦PERSON|林小鹿⟧（艺名"⟦PERSON|小鹿⟧"）  身份证号：⟦IDCARD|$prc26⟧
直播时长 ⟪duration|126小时⟫，GMV ⟪price|3,284,110元⟫
佣金分成：⟦AMOUNT|98,523.30元⟧   底薪：⟦AMOUNT|8,000元⟧   扣除违规罚款：⟦AMOUNT|2,000元⟧
应发合计：⟦AMOUNT|104,523.30元⟧，代扣个税后实发⟦AMOUNT|83,618.64元⟧
收款卡号：⟦CARD|$card_up4⟧
"""))

T(("iit_annual_reconciliation_notes", """
个人所得税综合所得年度汇算 ⟪date|2025⟫ — 客户：⟦PERSON|胡静⟧
- 工资薪金收入：⟦AMOUNT|286,400元⟧，已预扣个税⟦AMOUNT|31,218元⟧
- 劳务报酬（讲课）：⟦AMOUNT|24,000元⟧
- 专项附加扣除：子女教育⟪price|2,000元/月⟫、赡养老人⟪price|3,000元/月⟫（标准）
- 大病医疗：本人⟦MEDICAL|乳腺癌术后化疗⟧，自付⟦AMOUNT|62,750元⟧，可扣除超过⟪price|15,000元⟫部分
- 汇算结果：应退税⟦AMOUNT|9,846元⟧
经办：⟪org_name|信达税务师事务所⟫ ⟦PERSON|曹会计⟧
"""))

T(("tax_bureau_sms", """
【⟪org_name|国家税务总局⟫】⟦PERSON|钟永红⟧您好，您的2025年度个人所得税汇算已办理，退税⟦AMOUNT|1,386.00元⟧将退至您尾号⟪id_tail|7702⟫的银行账户，请留意。如有疑问请拨打⟦PHONE|12366⟧。
"""))

T(("company_accountant_dingtalk_approval", """
【钉钉审批】报销单 ⟪ticket_id|BX202512040019⟫
申请人：⟦PERSON|冯晓东⟧（销售部）
事由：⟪date|11月⟫客户接待及差旅
金额：⟦AMOUNT|7,863.40元⟧  （其中招待费⟦AMOUNT|2,380元⟧，超标准⟪price|2,000元⟫部分需总经理批）
审批人：⟦PERSON|蔡总⟧ → 财务⟦PERSON|沈会计⟧
收款账户：⟦PERSON|冯晓东⟧ ⟦CARD|$card_up5⟧
"""))

T(("police_report_receipt", """
⟪org_name|成都市公安局武侯区分局⟫ 受案回执
报案人：⟦PERSON|罗静怡⟧  性别：女  身份证号：⟦IDCARD|$prc21⟧
联系地址：⟦ADDRESS|成都市武侯区玉林南路12号附3号⟧  电话：⟦PHONE|028-8555 3019⟧
案由：电信网络诈骗。报案人称于⟪date|2025年11月2日⟫接到自称"公安局⟦PERSON|王警官⟧"电话，按对方要求转账⟦AMOUNT|37.8万元⟧至"安全账户"。
受案编号：⟪case_ref|A5101072025110012345⟫   接警民警：⟦PERSON|刘海⟧（警号⟪ticket_id|018862⟫）
"""))

T(("neighbour_dispute_mediation_notes", """
调解记录 ⟪case_ref|（2025）玉调字第118号⟫
当事人：⟦PERSON|张桂芬⟧（⟦ADDRESS|3栋401⟧）、⟦PERSON|吴海涛⟧（⟦ADDRESS|3栋501⟧）
吴家卫生间漏水导致张家天花板霉变，⟦PERSON|张桂芬⟧之子⟦PERSON|小涛⟧有⟦MEDICAL|过敏性鼻炎⟧，症状加重。
双方同意：吴家赔偿⟦AMOUNT|3,500元⟧，并于⟪date|12月20日⟫前完成防水。
调解员：⟦PERSON|老方⟧
"""))

T(("court_civil_judgment_extract", """
⟪org_name|北京市朝阳区人民法院⟫ 民事判决书 ⟪case_ref|（2025）京0105民初48213号⟫
原告：⟦PERSON|高玉梅⟧，女，⟦DATE_OF_BIRTH|1973年1月30日⟧出生，汉族，住⟦ADDRESS|北京市东城区东四十条甲22号⟧，公民身份号码⟦IDCARD|$prc31⟧。
被告：⟦PERSON|郭志明⟧，男，住⟪place|北京市朝阳区⟫。
判决如下：被告⟦PERSON|郭志明⟧于本判决生效之日起十日内偿还原告借款本金⟦AMOUNT|230,000元⟧及利息。案件受理费⟪price|4,750元⟫，由被告负担。
"""))

T(("labour_arbitration_application", """
劳动人事争议仲裁申请书
申请人：⟦PERSON|潘晓雯⟧，女，身份证号⟦IDCARD|$prc24⟧，电话⟦PHONE|17345920816⟧
被申请人：⟪org_name|长沙市某某餐饮管理有限公司⟫
仲裁请求：1. 支付拖欠工资⟦AMOUNT|16,800元⟧；2. 支付违法解除劳动合同赔偿金⟦AMOUNT|33,600元⟧。
事实与理由：申请人于⟪date|2023年3月⟫入职，任收银员，因怀孕被口头辞退。孕检显示⟦MEDICAL|先兆流产⟧，医生建议休息。
"""))

T(("wedding_banquet_contract", """
婚宴预订确认单                                   单号：⟪booking_ref|HY-20260518-06⟫
新郎：⟦PERSON|任浩然⟧ ⟦PHONE|13585260917⟧    新娘：⟦PERSON|谢雨萱⟧ ⟦PHONE|18817364420⟧
婚期：⟪date|2026年5月18日⟫（周一）午宴   厅房：⟪place|金色大厅⟫   桌数：⟪quantity|28桌⟫+备2桌
菜单：⟪product_code|如意套餐⟫ ⟪price|4,888元/桌⟫（不含酒水，服务费⟪percentage|10%⟫）
已付定金：⟦AMOUNT|20,000元⟧，余款⟦AMOUNT|130,526元⟧于婚宴当天结清
特殊需求：新娘外婆⟦MEDICAL|痛风⟧，需准备低嘌呤菜品；伴娘⟦PERSON|小糖⟧对⟦MEDICAL|虾蟹过敏⟧
宴会经理：⟦PERSON|秦经理⟧
"""))

T(("wedding_planner_group_chat", """
婚礼策划-⟦PERSON|Lulu⟧：各位，明天彩排⟪time|下午3点⟫，司仪⟦PERSON|大鹏哥⟧会提前到
⟦PERSON|任浩然⟧：收到。跟拍尾款⟦AMOUNT|3,800⟧我今晚转
⟦PERSON|谢雨萱⟧：我爸想上台讲话，他有点⟦MEDICAL|帕金森⟧手抖，话筒能给个支架吗
婚礼策划-⟦PERSON|Lulu⟧：没问题～另外花艺追加的⟪price|1,500元⟫是报价，要不要做你们定
"""))

T(("driving_school_enrollment", """
⟪org_name|东方时尚驾校⟫ 学员报名表
姓名：⟦PERSON|袁梓涵⟧  身份证号：⟦IDCARD|$prc22⟧  出生日期：⟦DATE_OF_BIRTH|1999-02-18⟧
联系电话：⟦PHONE|15210478836⟧  班型：⟪product_code|C2 VIP一对一⟫（标价⟪price|6,980元⟫）
实收学费：⟦AMOUNT|6,580元⟧（老学员推荐减⟪price|400元⟫）
体检：视力⟦MEDICAL|左眼4.6矫正至5.0⟧，⟦MEDICAL|红绿色弱⟧——需复查
教练：⟦PERSON|常教练⟧
"""))

T(("driving_coach_wechat_voice_to_text", """
[语音转文字] ⟦PERSON|常教练⟧：⟦PERSON|梓涵⟧啊，你科目二约到⟪date|下周三⟫了，早上七点半到⟪place|考场⟫，别迟到。补考费⟪price|95块⟫到时候你自己交。上回练车你还欠我⟦AMOUNT|两百⟧的油钱啊，记得转我。
"""))

T(("vehicle_transfer_dmv_form", """
机动车登记业务申请表（转移登记）
原所有人：⟦PERSON|彭德华⟧  身份证明号码：⟦IDCARD|$prc7⟧
现所有人：⟦PERSON|彭小军⟧  身份证明号码：⟦IDCARD|$prc33⟧
号牌号码：⟪plate|苏A·3F9Q2⟫  车辆识别代号：⟪vin|LSVNV2182N2086431⟫
成交价格：⟦AMOUNT|68,000元⟧   联系地址：⟦ADDRESS|南京市玄武区北京东路41号6栋302⟧
代理人：⟪org_name|金陵车务代办⟫ 经办人⟦PERSON|周杰⟧
"""))

T(("optical_shop_receipt", """
⟪org_name|宝岛眼镜⟫（⟪place|万达广场店⟫） 销售小票 ⟪invoice_no|NO.0038271⟫
顾客：⟦PERSON|吕思远⟧  会员手机：⟪masked_phone|186****2093⟫
验光：R ⟦MEDICAL|-6.50DS/-1.25DC×175⟧  L ⟦MEDICAL|-6.00DS/-1.00DC×5⟧ 瞳距⟪measurement|62mm⟫
镜片：⟪product_code|依视路钻晶A4 1.67⟫ 标价⟪price|2,380元⟫  镜架：⟪price|680元⟫
会员折后实付：⟦AMOUNT|2,448元⟧   验光师：⟦PERSON|小齐⟧
"""))

T(("hearing_aid_fitting_record", """
助听器验配记录 ⟪ticket_id|TL-2025-1183⟫
用户：⟦PERSON|田桂兰⟧ 80岁 家属：儿子⟦PERSON|田伟⟧ ⟦PHONE|13609871352⟧
听力检查：⟦MEDICAL|双耳中重度感音神经性耳聋⟧，左耳⟪measurement|65dB⟫，右耳⟪measurement|70dB⟫
验配：⟦MEDICAL|瑞声达 悦听 RIC 助听器⟧ 双耳，残联补贴⟦AMOUNT|3,000元⟧，自付⟦AMOUNT|9,800元⟧
复诊：⟪date|2周后⟫   验配师：⟦PERSON|殷老师⟧
"""))

T(("rehab_center_admission_record", """
⟪org_name|某市自愿戒毒医院⟫ 入院登记
姓名：⟦PERSON|石磊⟧  曾用名：⟦PERSON|石三⟧  出生日期：⟦DATE_OF_BIRTH|1983年7月16日⟧
身份证号：⟦IDCARD|$prc32⟧
诊断：⟦MEDICAL|甲基苯丙胺依赖⟧，伴⟦MEDICAL|睡眠障碍⟧
治疗方案：⟦MEDICAL|奥氮平 5mg 睡前⟧，心理咨询每周2次
家属：母亲⟦PERSON|柳凤琴⟧ ⟦PHONE|0532-8587 1246⟧
预交费用：⟦AMOUNT|15,000元⟧（疗程⟪price|3个月约2.4万元⟫）
"""))

T(("alcohol_recovery_peer_chat", """
⟦PERSON|老杨⟧：兄弟们，今天戒酒第100天了🎉
⟦PERSON|大刘⟧：牛！我还在吃⟦MEDICAL|纳曲酮⟧，⟦PERSON|宋大夫⟧说再吃半年
⟦PERSON|老杨⟧：我那个⟦MEDICAL|酒精性脂肪肝⟧复查也好多了，转氨酶正常了
群助手：周六⟪place|AA互助会⟫改到⟪time|晚上7点⟫，地点不变
"""))

T(("std_clinic_online_consult", """
【在线问诊】⟪org_name|皮肤性病科⟫ 医生：⟦PERSON|韦主任⟧
患者：男，28岁（实名：⟦PERSON|卢俊杰⟧）
主诉：尿道口分泌物3天
医生：考虑⟦MEDICAL|淋球菌性尿道炎⟧，建议做分泌物培养+⟦MEDICAL|梅毒、HIV筛查⟧。先开⟦MEDICAL|头孢曲松 1g 肌注⟧。
问诊费：⟦AMOUNT|49元⟧已支付   处方编号：⟪ticket_id|RX250991230⟫
"""))

T(("hpv_vaccine_appointment_sms", """
【⟪org_name|社区卫生服务中心⟫】⟦PERSON|季小姐⟧，您预约的⟪health_term|九价HPV疫苗⟫第二针时间为⟪date|12月9日⟫⟪time|上午⟫，费用⟪price|1,318元/针⟫，请携带身份证和接种本。取消请回复TD。
"""))

T(("sick_leave_certificate", """
⟪org_name|武汉市第四医院⟫ 疾病诊断证明书 / 病假条
姓名：⟦PERSON|夏梦琪⟧  性别：女  年龄：24  科室：骨科  门诊号：⟪ticket_id|MZ25112901837⟫
诊断：⟦MEDICAL|左踝关节扭伤⟧、⟦MEDICAL|距腓前韧带部分撕裂⟧
处理意见：⟦MEDICAL|石膏外固定⟧，建议休息⟪duration|14天⟫（⟪date|2025.11.29⟫-⟪date|2025.12.12⟫）
医师：⟦PERSON|龚建华⟧
"""))

T(("hr_sick_leave_feishu", """
【飞书】请假申请已通过
申请人：⟦PERSON|彭宇航⟧  类型：病假  时长：⟪duration|5天⟫
原因：⟦MEDICAL|急性阑尾炎⟧术后恢复，附诊断证明
审批人：⟦PERSON|孔总监⟧ → HRBP ⟦PERSON|Vivian 白⟧
备注：病假期间工资按⟪percentage|80%⟫发放，本月预计实发⟦AMOUNT|14,280元⟧
"""))

T(("gym_private_coach_contract", """
私教课程协议（节选）
甲方：⟪org_name|超级猩猩健身⟫  乙方（学员）：⟦PERSON|孟子琪⟧ 手机⟦PHONE|13911726604⟧
课程：⟪product_code|PT-48⟫ 私教课48节，课程单价⟪price|380元⟫
乙方实际支付：⟦AMOUNT|16,800元⟧（分期，首付⟦AMOUNT|5,000元⟧）
健康声明：乙方有⟦MEDICAL|腰椎间盘突出⟧病史，⟦MEDICAL|2022年腰椎手术⟧，教练⟦PERSON|阿豪⟧已知悉
"""))

T(("gym_refund_complaint_12315", """
12315投诉：⟪org_name|某某健身会所⟫突然闭店，本人⟦PERSON|曾晓彤⟧在⟪date|2025年8月⟫办理年卡，付款⟦AMOUNT|3,688元⟧，另购私教课剩余⟪quantity|22节⟫价值⟦AMOUNT|7,260元⟧未上。会所地址⟦ADDRESS|深圳市福田区福华三路118号B1层⟧，负责人⟦PERSON|钟总⟧电话已关机。联系电话：⟦PHONE|13510296638⟧
"""))

T(("nanny_agency_contract", """
家政服务合同 编号⟪case_ref|JZ-SH-2025-1207⟫
雇主：⟦PERSON|沈佳怡⟧  地址：⟦ADDRESS|上海市浦东新区张杨路1600号3号楼2201室⟧
育儿嫂：⟦PERSON|柳春花⟧  身份证：⟦IDCARD|$prc28⟧  健康证编号：⟪ticket_id|JK310115202501234⟫
月工资：⟦AMOUNT|9,500元⟧，节假日加班按⟪percentage|200%⟫计
中介服务费：⟪price|雇主月薪的50%⟫
宝宝情况：⟦PERSON|小糯米⟧，⟦MEDICAL|牛奶蛋白过敏⟧，喝⟦MEDICAL|深度水解奶粉⟧
"""))

T(("babysitter_home_camera_wechat", """
⟦PERSON|沈佳怡⟧：⟦PERSON|柳阿姨⟧，我出差三天，家里摄像头我手机能看。
⟦PERSON|沈佳怡⟧：门锁临时密码⟦PASSWORD|739264#⟧，周五失效。
⟦PERSON|柳春花⟧：好的。⟦PERSON|糯米⟧今天拉肚子两次，要不要吃⟦MEDICAL|蒙脱石散⟧？
⟦PERSON|沈佳怡⟧：先吃半包，我问下⟦PERSON|方医生⟧。买菜的钱我转你⟦AMOUNT|500⟧了
"""))

T(("mortgage_loan_preapproval", """
⟪org_name|招商银行⟫ 个人住房贷款预审结果
借款人：⟦PERSON|蒋一帆⟧  共同借款人：⟦PERSON|庞晓雨⟧
申请金额：⟦AMOUNT|260万元⟧  期限：⟪duration|30年⟫  利率：LPR-⟪percentage|0.35%⟫
月收入（流水）：⟦AMOUNT|4.2万元⟧   负债：车贷月供⟦AMOUNT|3,150元⟧
评估价：⟪price|398万元⟫   客户经理：⟦PERSON|贝经理⟧ ⟦PHONE|0755-8319 2650⟧
"""))

T(("smart_home_xiaomi_ha_yaml", """
# configuration.yaml  —— ⟦PERSON|lijun⟧家 米家+HA
xiaomi_miot:
  username: ⟦PHONE|13764028851⟧
  password: ⟦PASSWORD|Mi@home2023!⟧
  server_country: cn
camera:
  - platform: ffmpeg
    name: 客厅摄像头
    input: rtsp://admin:⟦SECRET|hk889900⟧@⟦IP_ADDRESS|192.168.31.108⟧:⟪port|554⟫/h264/ch1/main
homeassistant:
  name: 家
  internal_url: http://⟦IP_ADDRESS|192.168.31.5⟧:⟪port|8123⟫
"""))

T(("aliyun_oss_config_leak", """
# 项目配置 settings_prod.ini  （⟦PERSON|王帅⟧ 请勿提交！）
[oss]
endpoint = oss-cn-hangzhou.aliyuncs.com
bucket = ⟪product_code|shop-media-prod⟫
access_key_id = ⟦APIKEY|$ali_ak1⟧
access_key_secret = ⟦SECRET|$ali_sk1⟧
[mysql]
host = ⟦IP_ADDRESS|172.16.8.21⟧
port = ⟪port|3306⟫
user = shop
password = ⟦PASSWORD|Sh0p#2024db⟧
"""))

T(("wechat_miniprogram_config", """
// config/prod.js  小程序后台
module.exports = {
  appId: '⟪app_id|wx8f3a21c5d97e0b64⟫',
  appSecret: '⟦SECRET|$wechat_secret1⟧',
  mchId: '⟪app_id|1634829102⟫',
  tencentCloud: { secretId: '⟦APIKEY|$tc_akid1⟧', secretKey: '⟦SECRET|$tc_sk1⟧' },
  admin: '⟦PERSON|zhaolei⟧',   // ⟦PERSON|赵磊⟧ 负责
  version: '⟪version|3.2.7⟫'
};
"""))

T(("dingtalk_robot_alert", """
【告警】订单服务 5xx 比例 ⟪percentage|12.4%⟫ 超过阈值 ⟪percentage|5%⟫
时间：⟪timestamp|2025-12-04 02:17:33⟫
主机：⟦IP_ADDRESS|10.30.2.47⟧ 容器：⟪container_id|7c1e9a04b3f2⟫
值班：@⟦PERSON|刘洋⟧ @⟦PERSON|孙丽⟧
机器人地址（勿外传）：⟦SECRET|$dingtalk_hook1⟧
"""))

T(("mail_server_dns_admin_chat", """
运维⟦PERSON|小何⟧：公司邮箱被标垃圾邮件了，SPF 我加了 ip4:⟦IP_ADDRESS|47.96.112.38⟧
⟦PERSON|贺工⟧：DKIM 也要配，选择器用 ⟪product_code|s2025⟫，私钥我放 /etc/opendkim 了
运维⟦PERSON|小何⟧：DMARC 先 p=none 观察两周。管理员邮箱填 ⟦EMAIL|postmaster@huaxin-tech.cn⟧
⟦PERSON|贺工⟧：好，企业邮后台账号 admin 密码 ⟦PASSWORD|Hx@mail#2025⟧，别外传
"""))

T(("game_mod_qq_group", """
月下独酌：新版汉化补丁 ⟪version|v2.1.3⟫ 传网盘了，提取码 ⟪otp_code|k7p2⟫
⟦PERSON|阿飞⟧：MOD作者⟦PERSON|小野⟧说赞助满⟪price|30元⟫送专属皮肤
⟦PERSON|阿飞⟧：我刚赞助了⟦AMOUNT|50块⟧，订单号⟪order_id|2025120421001004580⟫
管理员：禁止发外挂链接，违者踢。服务器IP ⟦IP_ADDRESS|121.40.88.207⟧:⟪port|25565⟫
"""))

T(("gitee_pipeline_log", """
[⟪timestamp|2025-11-28 14:02:18⟫] 开始构建 #⟪build_id|1842⟫  分支 master  提交 ⟪commit_sha|$sha4⟫
[⟪timestamp|2025-11-28 14:02:19⟫] 执行: npm publish --registry https://registry.npmjs.org
[⟪timestamp|2025-11-28 14:02:19⟫] NPM_TOKEN=⟦APIKEY|$npm2⟧
[⟪timestamp|2025-11-28 14:02:25⟫] + @huaxin/ui-kit@⟪version|1.8.0⟫
[⟪timestamp|2025-11-28 14:02:25⟫] 构建成功，耗时 ⟪duration|7s⟫，触发人 ⟦PERSON|钱多多⟧
"""))

T(("medicine_leaflet", """
⟪health_term|布洛芬缓释胶囊⟫说明书（⟪product_code|0.3g×20粒⟫）
【适应症】用于缓解轻至中度疼痛如⟪health_term|头痛⟫、⟪health_term|关节痛⟫、⟪health_term|偏头痛⟫、⟪health_term|牙痛⟫、⟪health_term|痛经⟫，也用于普通感冒或流行性感冒引起的发热。
【用法用量】口服。成人一次1粒，一日2次（早晚各一次）。
【贮藏】密封，⟪measurement|25℃以下⟫保存。 批准文号：⟪ticket_id|国药准字H10900089⟫ 零售价⟪price|16.8元⟫
"""))

T(("express_price_sheet", """
⟪org_name|顺丰速运⟫ 2026年标准快递价格（⟪place|上海⟫寄出）
江浙沪：首重⟪price|12元⟫/⟪measurement|1kg⟫，续重⟪price|2元⟫/kg，时效⟪duration|次日达⟫
北京/广东：首重⟪price|23元⟫，续重⟪price|8元⟫/kg
新疆/西藏：首重⟪price|28元⟫，续重⟪price|15元⟫/kg
保价费：声明价值的⟪percentage|0.5%⟫，最低⟪price|1元⟫
"""))

T(("pet_hospital_record_with_owner", """
⟪org_name|瑞派宠物医院⟫ 病历
宠物：⟪pet_name|豆豆⟫（柯基，3岁） 主人：⟦PERSON|姜雯⟧ ⟦PHONE|15801937264⟧
诊断：⟪animal_health|犬细小病毒感染⟫，⟪animal_health|脱水⟫
治疗费用：住院5天合计⟦AMOUNT|4,260元⟧，已付押金⟦AMOUNT|2,000元⟧
主人自述：本人有⟦MEDICAL|狗毛过敏⟧，探视需戴口罩
"""))

T(("kuaidi_station_daily_report", """
⟪place|金桥驿站⟫ ⟪date|12月4日⟫日报 —— 站长⟦PERSON|周建平⟧
入库⟪quantity|612件⟫，出库⟪quantity|587件⟫，滞留超3天⟪quantity|14件⟫
异常件：面单写成⟪masked_name|蔡**⟫ 的那件改派了，收件人实际是⟦PERSON|蔡文杰⟧，电话⟦PHONE|13916023817⟧
今日代收到付款⟦AMOUNT|386元⟧已上交；兼职⟦PERSON|小唐⟧工资⟦AMOUNT|150元⟧现金付
"""))

T(("hk_macau_permit_counter_ticket", """
【出入境自助办证机 凭条】 业务流水号 ⟪ticket_id|4401062025120400318⟫
姓名：⟦PERSON|卢晓彤⟧  出生日期：⟦DATE_OF_BIRTH|1996年7月4日⟧
身份证号：⟦IDCARD|$prc34⟧
业务：往来港澳通行证 个人旅游签注 ⟪quantity|2次⟫
缴费：⟦AMOUNT|30.00元⟧（微信支付）  取证方式：邮寄至⟦ADDRESS|广州市天河区体育东路140号南方证券大厦1105⟧
"""))

T(("insurance_claims_csv_export", """
理赔号,被保险人,身份证号,出险日期,诊断,申请金额,核定赔付
⟪case_ref|LP2511-0042⟫,⟦PERSON|袁丽华⟧,⟦IDCARD|$prc10⟧,⟪date|2025-11-02⟫,⟦MEDICAL|急性心肌梗死⟧,⟦AMOUNT|186,200.00⟧,⟦AMOUNT|150,000.00⟧
⟪case_ref|LP2511-0043⟫,⟦PERSON|许志刚⟧,⟦IDCARD|$prc11⟧,⟪date|2025-11-05⟫,⟦MEDICAL|甲状腺乳头状癌⟧,⟦AMOUNT|48,000.00⟧,⟦AMOUNT|46,500.00⟧
⟪case_ref|LP2511-0044⟫,⟦PERSON|韩梅⟧,⟦IDCARD|$prc12⟧,⟪date|2025-11-06⟫,⟦MEDICAL|腰椎压缩性骨折⟧,⟦AMOUNT|23,780.50⟧,⟦AMOUNT|0.00⟧
"""))

T(("kuaidi_sql_insert", """
INSERT INTO parcel (waybill_no, receiver_name, receiver_phone, receiver_addr, cod_amount, shelf) VALUES
('⟪order_id|JT3029918472731⟫', '⟦PERSON|邱明⟧', '⟦PHONE|13588204167⟧', '⟦ADDRESS|浙江省杭州市西湖区古墩路701号紫金广场C座1203⟧', ⟦AMOUNT|128.00⟧, '⟪seat_no|A-03-12⟫'),
('⟪order_id|JT3029918472732⟫', '⟦PERSON|雷诗雨⟧', '⟦PHONE|15068817932⟧', '⟦ADDRESS|浙江省杭州市西湖区文一西路522号西溪科创园8幢⟧', ⟦AMOUNT|0.00⟧, '⟪seat_no|B-11-02⟫');
-- 操作员 ⟦PERSON|xiaozhou⟧ ⟪timestamp|2025-12-04 09:12⟫
"""))

T(("ride_hailing_safety_center_record", """
安全中心记录 ⟪ticket_id|SAFE-20251203-0917⟫
行程：⟪order_id|T88172930045⟫ 乘客⟦PERSON|郝晓晴⟧ 触发一键报警，⟪timestamp|23:47:12⟫
位置：⟦ADDRESS|重庆市渝中区解放碑民权路28号英利国际金融中心⟧ 附近
司机：⟦PERSON|孔德胜⟧，身份证⟦IDCARD|$prc13⟧，车牌⟪plate|渝A·K8821⟫
乘客紧急联系人：⟦PERSON|郝建国⟧ ⟦PHONE|13908317725⟧，已电话通知
处理：民警到场，乘客⟦MEDICAL|惊恐发作⟧，送⟪org_name|重医附一院⟫
"""))

T(("community_hospital_lab_json", """
{"hospital":"⟪org_name|石景山区八角社区卫生服务中心⟫","lab_no":"⟪ticket_id|LAB2512040183⟫",
 "patient":{"name":"⟦PERSON|郭淑芬⟧","id_no":"⟦IDCARD|$prc14⟧","birth":"⟦DATE_OF_BIRTH|1985-03-04⟧","tel":"⟦PHONE|010-6887 2109⟧"},
 "items":[{"name":"糖化血红蛋白","value":"⟪measurement|7.9%⟫"},{"name":"TSH","value":"⟪measurement|6.8 mIU/L⟫"}],
 "diagnosis":"⟦MEDICAL|亚临床甲状腺功能减退⟧；⟦MEDICAL|妊娠期糖尿病史⟧",
 "doctor":"⟦PERSON|白医生⟧","fee":"⟦AMOUNT|86.00⟧"}
"""))

T(("real_estate_viewing_log_wecom", """
【企业微信】带看记录 ⟪ticket_id|DK-20251204-17⟫
经纪人：⟦PERSON|何晓勇⟧  客户：⟦PERSON|鲍女士⟧ ⟦PHONE|13817720946⟧
带看房源：⟦ADDRESS|上海市静安区江宁路1158号友谊时代大厦1506室⟧、⟦ADDRESS|静安区昌平路990号9号楼302⟧
客户预算：⟪price|800万以内⟫，首付可付⟦AMOUNT|三百多万⟧，需卖掉⟪place|普陀⟫老房
备注：客户有⟦MEDICAL|膝关节骨关节炎⟧，只看带电梯房源
"""))

T(("insurance_agent_voice_message", """
[语音转文字] ⟦PERSON|杜姐⟧：⟦PERSON|小邹⟧啊，你那个重疾险我帮你查了，年缴保费⟦AMOUNT|6,380块⟧，你上次说你有⟦MEDICAL|乙肝小三阳⟧，这个要如实告知的，不然以后理赔会拒。你身份证号发我一下，我把投保单填了，还有你老公⟦PERSON|韦强⟧的手机号⟦PHONE|一八六 七七二零 三九一五⟧我有了。
"""))

T(("express_station_owner_ledger", """
驿站月账 ⟪date|2025年11月⟫ ⟦PERSON|包晓红⟧（站长）
快递派费收入：⟦AMOUNT|18,426元⟧    房租：⟦AMOUNT|4,500元⟧    兼职工资：⟦PERSON|小邓⟧⟦AMOUNT|2,400元⟧、⟦PERSON|阿梅⟧⟦AMOUNT|1,800元⟧
平台罚款（丢件）：⟦AMOUNT|600元⟧
净收入：⟦AMOUNT|9,126元⟧
收款码对应卡：⟦CARD|$card_visa2⟧（信用卡，下月改绑储蓄卡 ⟪masked_card|6228****1136⟫）
"""))
