TEXTS = [
("securities_account_opening_form", """
证券账户开户申请表（个人）
姓名：⟦PERSON|梁晓峰⟧
出生日期：⟦DATE_OF_BIRTH|1988年4月12日⟧
身份证号码：⟦IDCARD|$prc1⟧
联系电话：⟦PHONE|139 1022 4578⟧
联系地址：⟦ADDRESS|北京市朝阳区望京街道阜通东大街6号院3号楼1802室⟧
风险测评结果：⟪risk_level|C4 积极型⟫
首笔转入资金：⟦AMOUNT|200,000元⟧
营业部：⟪org_name|华信证券北京望京营业部⟫　经办人：⟦PERSON|蔡婧⟧
"""),
("securities_wechat_chat", """
⟦PERSON|孙经理⟧：⟦PERSON|梁先生⟧您好，您的账户已经开好了，资金账号⟪account_ref|3100 8821 4470⟫，初始交易密码是⟦PASSWORD|602917⟧，请登录后尽快修改。
⟦PERSON|梁晓峰⟧：好的，谢谢⟦PERSON|孙经理⟧。佣金是多少？
⟦PERSON|孙经理⟧：万分之⟪price|1.5⟫，最低⟪price|5元⟫。您转的⟦AMOUNT|20万⟧已经到账了。
"""),
("medical_insurance_reimbursement_form", """
医保报销申请单　　编号：⟪case_ref|YB2025110877⟫
参保人：⟦PERSON|周雅琴⟧　身份证：⟦IDCARD|$prc2⟧
出生日期：⟦DATE_OF_BIRTH|1976-09-23⟧
就诊医院：⟪org_name|上海市第六人民医院⟫
诊断：⟦MEDICAL|2型糖尿病伴周围神经病变⟧
住院天数：⟪number|9⟫天
医疗总费用：⟦AMOUNT|18,642.30元⟧　统筹支付：⟦AMOUNT|12,880.00元⟧　个人自付：⟦AMOUNT|5,762.30元⟧
起付线：⟪price|1,500元⟫
收款银行卡：⟦CARD|$unionpay1⟧
"""),
("medical_insurance_sms", """
【⟪org_name|深圳医保⟫】尊敬的⟦PERSON|陈家豪⟧，您于⟪date|11月3日⟫提交的门诊特殊病种报销已审核通过，报销金额⟦AMOUNT|2,316.50元⟧，将于⟪duration|5个工作日⟫内转入尾号⟪id_tail|7712⟫的社保卡。咨询电话⟦PHONE|0755-12393⟧。
"""),
("housing_fund_withdrawal", """
住房公积金提取申请
申请人：⟦PERSON|黄思远⟧
证件号码：⟦IDCARD|$prc3⟧
单位名称：⟪org_name|深圳市南山区智汇科技有限公司⟫
提取原因：⟪reason_code|租房提取⟫
租赁地址：⟦ADDRESS|深圳市南山区粤海街道科苑路15号科兴科学园B栋2单元1306⟧
月租金：⟦AMOUNT|4,800元⟧
本次申请提取金额：⟦AMOUNT|14,400元⟧
账户余额：⟦AMOUNT|63,217.45元⟧
每月提取上限（政策）：⟪price|2,300元⟫
"""),
("housing_fund_dingtalk_notice", """
【钉钉通知】公积金提取材料提醒
@⟦PERSON|吴倩⟧ @⟦PERSON|郑浩然⟧ 你们的公积金提取材料还缺租房合同原件，请于⟪date|周五⟫前交给人事部⟦PERSON|小林⟧。
本月公积金缴存比例仍为⟪percent|12%⟫，缴存基数上限⟪price|38,082元⟫。
"""),
("study_abroad_agency_contract", """
留学服务合同（节选）
甲方（学生）：⟦PERSON|杨子涵⟧，身份证号⟦IDCARD|$prc5⟧，护照号⟦PASSPORT|EJ4471926⟧
监护人：⟦PERSON|杨建国⟧，电话⟦PHONE|135 8812 6630⟧
乙方：⟪org_name|启航留学咨询（成都）有限公司⟫
服务内容：英国本科申请（⟪number|5⟫所院校）
服务费：⟪price|38,000元⟫；甲方已支付首期⟦AMOUNT|19,000元⟧
家庭住址：⟦ADDRESS|四川省成都市武侯区科华北路62号力宝大厦南楼2303⟧
"""),
("study_abroad_wechat_group", """
顾问⟦PERSON|Amy王⟧：各位家长好，⟪org_name|UCL⟫的CAS已经下来了，⟦PERSON|子涵⟧妈妈请查收邮件。
⟦PERSON|子涵⟧妈妈：收到！签证费是多少？
顾问⟦PERSON|Amy王⟧：学生签证⟪price|£524⟫，医疗附加费每年⟪price|£776⟫。您上次转的⟦AMOUNT|12,860元⟧我们已经代缴了。
"""),
("online_shop_customer_service", """
客服⟦PERSON|小桃⟧：亲，您好~请问有什么可以帮您？
买家：我的订单⟪order_id|3821 5590 2274 118⟫一直没发货
客服⟦PERSON|小桃⟧：帮您查了，仓库⟪date|明天⟫发出，收货地址是⟦ADDRESS|浙江省杭州市西湖区文三路478号华星时代广场A座1102⟧，收件人⟦PERSON|何静⟧，电话⟦PHONE|158 5713 0926⟧，对吗？
买家：对的。能退我运费吗
客服⟦PERSON|小桃⟧：已经给您退了⟦AMOUNT|8元⟧运费险，再送您一张⟪price|满99减10⟫的券哦~
"""),
("online_shop_refund_record", """
退款记录
订单号：⟪order_id|2025112013582201⟫
买家昵称：⟪masked_name|何**⟫
退款金额：⟦AMOUNT|¥239.00⟧
退款原因：尺码不合适
退回支付宝账号：⟪masked_phone|158****0926⟫
处理人：⟦PERSON|lily.zhang⟧　处理时间：⟪timestamp|2025-11-20 16:41⟫
"""),
("logistics_warehouse_log", """
[WMS] ⟪timestamp|2025-11-21 06:12:33⟫ INFO 入库单⟪order_id|RK20251121-0042⟫ 收货完成 库位⟪location_code|A-03-12-2⟫ 操作员⟦PERSON|马建军⟧
[WMS] ⟪timestamp|2025-11-21 06:15:02⟫ WARN 出库单⟪order_id|CK20251121-0107⟫ 收件人⟦PERSON|罗美玲⟧ 电话⟦PHONE|186 2174 5093⟧ 地址⟦ADDRESS|广东省广州市天河区天河北路233号中信广场4512⟧ 重量超限
[WMS] ⟪timestamp|2025-11-21 06:20:47⟫ INFO 车辆⟪vehicle_plate|粤A·7K32X⟫ 装车完成 司机⟦PERSON|老周⟧
"""),
("logistics_driver_sms", """
【⟪org_name|顺达物流⟫】⟦PERSON|王师傅⟧您好，您今日派送任务共⟪number|42⟫件，取件码⟪otp_code|8832⟫，仓库门禁密码⟦PASSWORD|2468*⟧。有问题联系调度⟦PERSON|小赵⟧⟦PHONE|137 2290 4418⟧。
"""),
("community_health_center_record", """
⟪org_name|武昌区中南路街社区卫生服务中心⟫ 慢病随访记录
姓名：⟦PERSON|刘桂兰⟧　性别：女　年龄：⟪age|64⟫
身份证：⟦IDCARD|$prc24⟧
诊断：⟦MEDICAL|高血压3级⟧、⟦MEDICAL|冠心病⟧
用药：⟦MEDICAL|苯磺酸氨氯地平片 5mg⟧ 每日一次；⟦MEDICAL|阿司匹林肠溶片 100mg⟧
血压：⟪vital|152/94 mmHg⟫
随访医生：⟦PERSON|孟医生⟧　下次随访：⟪date|12月20日⟫
"""),
("community_health_vaccination_notice", """
⟪org_name|社区卫生服务中心⟫温馨提示：
⟪date|11月起⟫开展⟪health_term|流感疫苗⟫接种，60岁以上老人免费，其他人群⟪price|每针58元⟫。
接种时间：⟪time|每周二、四上午8:00-11:30⟫，地点：⟪place|中心二楼预防接种门诊⟫。
预约请联系⟦PERSON|韦护士⟧，电话⟦PHONE|027-8861 3092⟧。
"""),
("beauty_salon_member_card", """
⟪org_name|悦颜美容美发会所⟫ 会员档案
会员：⟦PERSON|许小姐⟧（⟦PERSON|许佳怡⟧）
手机：⟦PHONE|189 6021 3347⟧
生日：⟦DATE_OF_BIRTH|1995年1月17日⟧
会员卡余额：⟦AMOUNT|3,260元⟧
储值活动：充⟪price|5,000送800⟫
过敏史：⟦MEDICAL|对染发剂中的PPD过敏⟧
专属发型师：⟦PERSON|Tony⟧老师
"""),
("beauty_salon_wechat", """
⟦PERSON|Tony⟧老师：⟦PERSON|佳怡⟧，周六下午⟪time|3点⟫给你留了位子，烫发⟪price|原价1,280⟫，会员价⟪price|896⟫。
⟦PERSON|许佳怡⟧：好呀，从卡里扣吧。上次充的⟦AMOUNT|5000块⟧还剩多少？
⟦PERSON|Tony⟧老师：还剩⟦AMOUNT|3,260⟧哈
"""),
("esports_team_contract_zh", """
电竞选手合同（摘要）
甲方：⟪org_name|上海烈焰电子竞技俱乐部⟫
乙方：⟦PERSON|陈宇航⟧（ID：⟪handle|Blaze⟫），身份证号：⟦IDCARD|$prc22⟧
出生日期：⟦DATE_OF_BIRTH|1994年1月7日⟧
月薪：税前⟦AMOUNT|45,000元⟧
签字费：⟦AMOUNT|30万元⟧
比赛奖金分配：选手所得⟪percent|60%⟫
违约金：⟪price|500万元⟫
工资卡：⟦CARD|$unionpay3⟧
"""),
("esports_team_feishu", """
【飞书】战队运营群
⟦PERSON|阿伟⟧：⟪event|秋季赛⟫奖金到账了，总奖池⟪price|300万⟫，我们拿了亚军⟦AMOUNT|60万⟧
领队⟦PERSON|老何⟧：按合同分，⟦PERSON|宇航⟧那份⟦AMOUNT|十二万⟧这周发
⟦PERSON|阿伟⟧：好，机器人webhook在这，别外传：⟦SECRET|$feishu_hook1⟧
"""),
("wecom_clinic_notice", """
【企业微信】⟪org_name|儿科门诊⟫排班通知
⟪date|12月1日⟫起，⟦PERSON|钱医生⟧周三下午停诊，由⟦PERSON|高睿⟧医生代诊。
哮喘专病门诊预约电话：⟦PHONE|028-8542 7733⟧
机器人推送地址（运维⟦PERSON|小邓⟧维护）：⟦SECRET|$wecom_hook1⟧
"""),
("paediatric_clinic_record_zh", """
儿科门诊病历
患儿：⟦PERSON|林可欣⟧　出生日期：⟦DATE_OF_BIRTH|2015-06-11⟧
身份证号：⟦IDCARD|$prc12⟧
家长：⟦PERSON|林志强⟧ ⟦PHONE|131 0736 2285⟧
主诉：咳嗽、发热3天
诊断：⟦MEDICAL|支原体肺炎⟧
处理：⟦MEDICAL|阿奇霉素干混悬剂 0.1g⟧ 每日一次，连用3天
医生：⟦PERSON|高睿⟧
"""),
("school_nurse_note_zh", """
⟦PERSON|王老师⟧：
您好！三年级二班⟦PERSON|赵一诺⟧今天上午体育课后出现⟦MEDICAL|低血糖⟧症状，已在医务室给予葡萄糖水，现已好转。她有⟦MEDICAL|1型糖尿病⟧，需要家长带⟦MEDICAL|胰岛素笔⟧来校。家长⟦PERSON|赵磊⟧先生电话⟦PHONE|139 5106 8842⟧。
校医 ⟦PERSON|黄敏⟧
"""),
("care_home_medication_round_zh", """
⟪org_name|康乐养老院⟫ 服药记录 ⟪date|11月21日⟫ 早班
302床 ⟦PERSON|李秀英⟧：⟦MEDICAL|二甲双胍 0.5g⟧ 已服；⟦MEDICAL|阿托伐他汀 20mg⟧ 已服
305床 ⟦PERSON|张德明⟧：⟦MEDICAL|左旋多巴⟧ 拒服，已告知护士长⟦PERSON|许红梅⟧
308床 ⟦PERSON|陈奶奶⟧：⟦MEDICAL|胰岛素 8单位⟧ 餐前皮下注射
药柜密码：⟦PASSWORD|1357⟧（每月更换）
当班护理员：⟦PERSON|小刘⟧
"""),
("dialysis_center_schedule_zh", """
血液透析中心 本周排班
周一/三/五上午：
⟦PERSON|郭建华⟧ ⟦MEDICAL|慢性肾衰竭尿毒症期⟧ 机位⟪seat_number|3⟫
⟦PERSON|孙丽⟧ ⟦MEDICAL|糖尿病肾病⟧ ⟦MEDICAL|动静脉内瘘⟧ 机位⟪seat_number|7⟫
周二/四/六上午：
⟦PERSON|韩卫东⟧ ⟦MEDICAL|多囊肾⟧ 机位⟪seat_number|2⟫
每次透析费用（医保前）：⟪price|420元⟫
"""),
("oncology_ward_call_transcript", """
通话记录 ⟪timestamp|2025-11-18 14:32⟫
护士：您好，这里是⟪org_name|肿瘤日间病房⟫，请问是⟦PERSON|邱海燕⟧的家属吗？
家属：对，我是她女儿⟦PERSON|邱晨⟧。
护士：阿姨下周一做第四次⟦MEDICAL|紫杉醇联合卡铂化疗⟧，请提前一天查血常规。她的⟦MEDICAL|肺腺癌⟧靶向药⟦MEDICAL|奥希替尼 80mg⟧还有吗？
家属：还有半盒。上次自费买药花了⟦AMOUNT|一万五左右⟧。
护士：好的，可以申请⟪org_name|医保⟫特药报销，报销比例⟪percent|70%⟫。
"""),
("hearing_optician_receipt_zh", """
⟪org_name|明视眼镜·听力中心⟫ 销售单 ⟪invoice_ref|NO.0028816⟫
顾客：⟦PERSON|蒋文⟧　电话：⟦PHONE|152 2198 4406⟧
验光结果：⟦MEDICAL|右眼近视 -4.75D 散光 -1.00D⟧
商品：⟪product_code|依视路 1.67 钻晶A4⟫ ⟪price|标价2,680⟫
实收：⟦AMOUNT|2,144元⟧
付款方式：微信支付
"""),
("sports_rehab_record_zh", """
运动康复评估 ⟪date|2025/11/10⟫
姓名：⟦PERSON|欧阳俊⟧　项目：篮球　俱乐部：⟪org_name|广州龙狮⟫
伤情：⟦MEDICAL|右踝关节外侧副韧带二度损伤⟧
方案：⟦MEDICAL|冲击波治疗⟧每周2次，⟦MEDICAL|本体感觉训练⟧
疗程费用：⟪price|每次380元⟫，本疗程实付⟦AMOUNT|3,040元⟧（俱乐部报销）
康复师：⟦PERSON|Kevin⟧ ⟦PERSON|刘凯文⟧
"""),
("tax_accountant_wechat_zh", """
会计⟦PERSON|小陈⟧：⟦PERSON|林总⟧，您个人所得税年度汇算算出来了，需要补税⟦AMOUNT|6,218元⟧，⟪date|6月30日⟫前要交。
⟦PERSON|林总⟧：好。公司这季度增值税呢？
会计⟦PERSON|小陈⟧：公司是小规模纳税人，季度销售额没超过⟪price|30万⟫免征。个税APP登录密码您之前给我的是⟦PASSWORD|Lin@8816⟧，建议改一下。
"""),
("pension_annuity_zh", """
企业年金领取确认书
领取人：⟦PERSON|冯振华⟧
身份证号：⟦IDCARD|$prc10⟧
退休日期：⟪date|2017年1月⟫
个人账户累计：⟦AMOUNT|386,540.22元⟧
领取方式：按月领取，每月⟦AMOUNT|3,220元⟧
收款账户：⟪org_name|中国工商银行⟫ ⟦CARD|$unionpay2⟧
联系地址：⟦ADDRESS|重庆市渝中区解放碑民族路188号环球金融中心27楼⟧
"""),
("library_card_application_zh", """
⟪org_name|厦门市图书馆⟫读者证办理登记
姓名：⟦PERSON|庄雅婷⟧
证件：身份证 ⟦IDCARD|$prc11⟧
电话：⟦PHONE|159 5920 1187⟧
邮箱：⟦EMAIL|zhuangyt@163.com⟧
押金：⟪price|100元⟫（已免，信用借阅）
可借册数：⟪number|10⟫册
"""),
("archive_query_letter_zh", """
档案馆⟦PERSON|刘老师⟧：
您好！我是⟦PERSON|赵国栋⟧的孙子⟦PERSON|赵明⟧，想查询祖父⟪date|1958年⟫在⟪org_name|青岛第二纺织厂⟫的人事档案。我的身份证号⟦IDCARD|$prc26⟧，联系电话⟦PHONE|133 6392 0481⟧，地址⟦ADDRESS|山东省青岛市市南区香港中路76号颐和国际A座902⟧。
复印费如需缴纳请告知。
"""),
("orchestra_rehearsal_wechat", """
【乐团通知】
本周六⟪time|下午2点⟫在⟪place|音乐厅B排练室⟫排练《⟪work_title|黄河⟫》钢琴协奏曲。
小提琴声部长⟦PERSON|周琳⟧请统计人数。
⟦PERSON|老杜⟧、⟦PERSON|蓓蓓⟧的团费⟦AMOUNT|600元⟧还没交，请转给财务⟦PERSON|何姐⟧。
"""),
("music_teacher_parent_chat", """
⟦PERSON|郑老师⟧：⟦PERSON|乐乐⟧妈妈您好，⟦PERSON|乐乐⟧这学期古筝课还剩⟪number|3⟫节，下学期续费⟪price|每节220元⟫，共⟪price|20节⟫。
⟦PERSON|乐乐⟧妈妈：好的⟦PERSON|郑老师⟧，我转您⟦AMOUNT|4,400⟧，考级费另算吗？
⟦PERSON|郑老师⟧：考级费⟪price|480元⟫单独交到⟪org_name|中国音乐学院考级委员会⟫。
"""),
("auction_house_consignment_zh", """
⟪org_name|嘉德华艺拍卖⟫ 委托拍卖合同
委托人：⟦PERSON|钟伟明⟧　身份证号：⟦IDCARD|$prc21⟧
拍品：⟪artwork|清 青花缠枝莲纹梅瓶⟫　保留价：⟪price|80万元⟫
成交价：⟦AMOUNT|126万元⟧　佣金⟪percent|10%⟫：⟦AMOUNT|12.6万元⟧
应付委托人：⟦AMOUNT|113.4万元⟧
委托人开户行：⟪org_name|招商银行深圳分行⟫　账号：⟦CARD|$unionpay1⟧
"""),
("gallery_buyer_sms_zh", """
【⟪org_name|当代画廊⟫】⟦PERSON|宋女士⟧您好，您竞得的⟪lot_number|第38号⟫拍品成交价⟦AMOUNT|¥58,000⟧，加买家佣金后应付⟦AMOUNT|¥66,700⟧，请于⟪date|12月5日⟫前付款。
"""),
("taxi_dispatch_zh", """
【调度平台】⟪timestamp|23:18⟫ 新订单 ⟪order_id|DD20251121231800⟫
乘客：⟦PERSON|吕先生⟧ 尾号⟪masked_phone|4471⟫
上车点：⟦ADDRESS|北京市东城区东长安街1号东方广场⟧
目的地：⟪place|首都机场T3⟫
预估⟪price|112元⟫ 司机⟦PERSON|杨师傅⟧ 车牌⟪vehicle_plate|京B·T8831⟫
⟪timestamp|23:59⟫ 完单 实付⟦AMOUNT|118.5元⟧
"""),
("rail_ticket_refund_zh", """
【⟪org_name|铁路12306⟫】您好，⟦PERSON|程立⟧的⟪date|11月25日⟫⟪train_number|G1372⟫次⟪place|杭州东⟫至⟪place|上海虹桥⟫⟪seat_number|05车12F⟫已退票，退款⟦AMOUNT|69.5元⟧，手续费⟪price|7.5元⟫，将原路返回。
"""),
("ferry_ticket_zh", """
琼州海峡客滚船票
旅客：⟦PERSON|邢志明⟧　证件：⟦IDCARD|$prc17⟧
航班：⟪trip_number|HN0715⟫ ⟪place|海口新海港⟫→⟪place|徐闻港⟫ ⟪timestamp|2025-12-02 10:30⟫
车辆：⟪vehicle_plate|琼A·52K07⟫（小车）
票价：⟪price|旅客48元+小车280元⟫ 实付⟦AMOUNT|328元⟧
"""),
("student_housing_landlord_zh", """
租房合同补充条款
出租方：⟦PERSON|郝建平⟧，电话⟦PHONE|138 1776 2054⟧
承租方：⟦PERSON|蔡梦瑶⟧（学生），身份证号⟦IDCARD|$prc18⟧
房屋：⟦ADDRESS|江苏省南京市玄武区北京东路71号3栋502⟧
押金：⟦AMOUNT|3,600元⟧（押一付三），退租时扣除：墙面修补⟦AMOUNT|200元⟧
门锁密码：⟦PASSWORD|905512#⟧，入住后请自行更换
"""),
("plumber_quote_zh", """
⟪org_name|老李水电维修⟫ 报价单
客户：⟦PERSON|范女士⟧　地址：⟦ADDRESS|湖北省武汉市武昌区中北路108号东湖名居7栋1单元901⟧
项目：卫生间漏水检测 ⟪price|200元⟫；更换PPR管 ⟪price|每米35元⟫
最终结算（已完工）：⟦AMOUNT|1,165元⟧，师傅⟦PERSON|李长海⟧
"""),
("electrician_wechat_zh", """
⟦PERSON|小郑⟧电工：姐，空开换好了，一共⟦AMOUNT|380⟧，含材料。
业主：好，转你了。对了下次来开门密码还是⟦PASSWORD|0612⟧
⟦PERSON|小郑⟧电工：收到~ 有问题打我电话⟦PHONE|177 0281 3356⟧
"""),
("ci_log_zh_registry", """
[⟪timestamp|2025-11-20 02:14:51⟫] [构建#⟪build_id|1842⟫] 拉取镜像 registry.cn-hangzhou.aliyuncs.com/meifa/api:⟪version|1.8.3⟫
[⟪timestamp|2025-11-20 02:14:53⟫] [构建#⟪build_id|1842⟫] 使用AccessKey ⟦APIKEY|$ltai1⟧ / ⟦SECRET|$ali_secret1⟧ 登录OSS
[⟪timestamp|2025-11-20 02:15:10⟫] [构建#⟪build_id|1842⟫] 推送完成 ⟪docker_digest|$docker_digest1⟫
[⟪timestamp|2025-11-20 02:15:11⟫] [构建#⟪build_id|1842⟫] 通知 @⟦PERSON|zhaolei⟧ 部署成功
"""),
("tencent_cloud_config", """
# 腾讯云短信配置（美发会员系统）
[tencentcloud]
secret_id = ⟦APIKEY|$akid1⟧
secret_key = ⟦SECRET|$tc_secret1⟧
sms_sdk_app_id = ⟪app_id|1400871234⟫
sign_name = ⟪org_name|悦颜美发⟫
# 负责人：⟦PERSON|赵磊⟧ ⟦EMAIL|zhaolei@yueyan-beauty.cn⟧
"""),
("wechat_miniprogram_config", """
{
  "appid": "⟪app_id|$wx_appid1⟫",
  "appsecret": "⟦SECRET|$wx_secret1⟧",
  "mch_id": "⟪merchant_id|1623398801⟫",
  "api_v3_key": "⟦SECRET|$jwtsecret1⟧",
  "notify_url": "https://pay.example.cn/notify",
  "admin": "⟦PERSON|liuyang⟧"
}
"""),
("shop_backend_sql_zh", """
INSERT INTO members (id, name, phone, balance, birthday) VALUES
(⟪record_id|10231⟫, '⟦PERSON|邵婷婷⟧', '⟦PHONE|18675520193⟧', ⟦AMOUNT|1288.00⟧, '⟦DATE_OF_BIRTH|1993-11-20⟧'),
(⟪record_id|10232⟫, '⟦PERSON|段飞⟧', '⟦PHONE|13928840571⟧', ⟦AMOUNT|56.50⟧, '⟦DATE_OF_BIRTH|1987-05-02⟧');
-- 最后修改：⟦PERSON|zhangwei⟧ ⟪timestamp|2025-11-19 21:03⟫
"""),
("dingtalk_ops_alert", """
【钉钉机器人】支付回调异常
服务器：⟦IP_ADDRESS|10.31.4.27⟧ 端口⟪port|8443⟫
错误：签名校验失败，商户号⟪merchant_id|1623398801⟫
值班：@⟦PERSON|钱伟⟧ ⟦PHONE|136 5188 2049⟧
机器人地址：⟦SECRET|$ding_hook1⟧
"""),
("pos_settlement_zh", """
⟪org_name|银联商务⟫ 商户结算单
商户名称：⟪org_name|老王面馆（建国路店）⟫　终端号：⟪terminal_id|10286541⟫
结算日期：⟪date|2025-11-20⟫　交易笔数：⟪number|187⟫
交易金额：⟪price|15,332.00⟫　手续费：⟪price|58.26⟫
结算金额：⟦AMOUNT|15,273.74元⟧
入账账户：⟦PERSON|王建伟⟧ ⟦CARD|$unionpay2⟧
"""),
("community_health_family_doctor", """
家庭医生签约服务协议
签约居民：⟦PERSON|戴淑芬⟧　出生：⟦DATE_OF_BIRTH|1949年3月18日⟧　身份证：⟦IDCARD|$prc16⟧
住址：⟦ADDRESS|浙江省杭州市西湖区灵隐路12号2幢301室⟧
健康问题：⟦MEDICAL|慢性阻塞性肺疾病⟧、⟦MEDICAL|骨质疏松⟧
签约医生：⟦PERSON|韦医生⟧　服务包：⟪product_code|老年人基础包⟫（⟪price|免费⟫）
"""),
("medical_insurance_family_account", """
家庭共济绑定记录：
主账户：⟦PERSON|白云飞⟧　医保个人账户余额⟦AMOUNT|8,410.66元⟧
共济成员：⟦PERSON|白小雨⟧（女儿，⟦DATE_OF_BIRTH|2009-04-03⟧），身份证⟦IDCARD|$prc20⟧
本年度共济支出：⟦AMOUNT|1,235元⟧（⟦PERSON|白小雨⟧ ⟦MEDICAL|过敏性鼻炎⟧门诊）
"""),
("exchange_rate_table_zh_no_pii", """
今日外汇牌价（⟪timestamp|2025-11-21 10:00⟫）
币种 | 现汇买入价 | 现汇卖出价
美元 | ⟪rate|710.23⟫ | ⟪rate|713.21⟫
欧元 | ⟪rate|822.45⟫ | ⟪rate|828.50⟫
英镑 | ⟪rate|931.07⟫ | ⟪rate|937.92⟫
日元 | ⟪rate|4.6021⟫ | ⟪rate|4.6378⟫
注：以上为每100外币兑人民币价格，仅供参考。
"""),
("school_term_notice_zh_no_pii", """
⟪org_name|实验小学⟫2026年寒假放假通知
放假时间：⟪date|2026年1月24日⟫至⟪date|2月28日⟫，⟪date|3月2日⟫正式开学。
假期请注意防范⟪health_term|诺如病毒⟫和⟪health_term|流感⟫，外出注意交通安全。
"""),
("pet_clinic_decoy_zh", """
宠物医院回访：您家的⟪pet_name|豆豆⟫（柯基）上周确诊⟪animal_health|犬细小病毒⟫，目前恢复良好。主人⟦PERSON|田甜⟧请于⟪date|周六⟫带⟪pet_name|豆豆⟫复查，复诊费⟪price|80元⟫。联系电话⟦PHONE|0571-8673 2210⟧。
"""),
("logistics_claim_email_zh", """
发件人：⟦EMAIL|kefu@shunda-wl.com⟧
收件人：⟦EMAIL|xuhang1990@qq.com⟧
主题：理赔结果通知 ⟪case_ref|LP-2025-33017⟫

⟦PERSON|徐航⟧先生您好：
您的包裹⟪tracking_number|SD6620418835⟫在运输中破损，经核定赔偿⟦AMOUNT|1,450元⟧（保价上限⟪price|2,000元⟫），将于⟪duration|3个工作日⟫内退至原支付账户。
⟪org_name|顺达物流⟫客服部 ⟦PERSON|小叶⟧
"""),
("securities_risk_call", """
电话回访录音整理
坐席：您好，请问是⟦PERSON|谭美华⟧女士吗？这里是⟪org_name|东方财富证券⟫回访。
客户：是的。
坐席：核对一下，您的身份证后四位是⟪id_tail|1120⟫吗？
客户：对。
坐席：您这次申请开通科创板权限，前20个交易日日均资产需要达到⟪price|50万元⟫，您账户目前是⟦AMOUNT|六十二万多⟧，满足条件。
客户：好的，我的手机号换了，新号⟦PHONE|幺三九，二二零八，六六七一⟧。
"""),
("wecom_hr_payroll", """
【企业微信】工资条 ⟪period|2025年10月⟫
姓名：⟦PERSON|唐一鸣⟧　工号：⟪employee_id|E20188⟫
基本工资：⟦AMOUNT|18,000.00⟧　绩效：⟦AMOUNT|4,350.00⟧
公积金（个人）：⟦AMOUNT|2,160.00⟧　社保（个人）：⟦AMOUNT|1,980.40⟧
实发：⟦AMOUNT|16,512.36⟧
"""),
("id_card_ocr_zh", """
OCR识别结果：
姓名 ⟦PERSON|韩雪⟧
性别 女　民族 汉
出生 ⟦DATE_OF_BIRTH|1983年7月16日⟧
住址 ⟦ADDRESS|陕西省西安市雁塔区小寨东路91号3号楼2单元601室⟧
公民身份号码 ⟦IDCARD|$prc8⟧
置信度 ⟪percent|98.7%⟫
"""),
("passport_visa_agency_zh", """
签证材料清单 - ⟦PERSON|邓凯⟧
护照号：⟦PASSPORT|E88213457⟧　有效期至⟪date|2031-05-08⟫
出生日期：⟦DATE_OF_BIRTH|1999-02-28⟧
银行流水余额需≥⟪price|5万元⟫，您提供的余额为⟦AMOUNT|86,300元⟧
预约号：⟪booking_ref|VFS-CN-2217745⟫
"""),
]
