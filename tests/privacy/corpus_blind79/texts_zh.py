# -*- coding: utf-8 -*-
TEXTS = []

TEXTS += [
("wechat_group", """【微信】安宁病房家属群
⟦PERSON|刘慧敏⟧：各位家属好，我是5床⟦PERSON|陈建国⟧老人的责任护士。老人今天⟦MEDICAL|疼痛评分6分，已加用吗啡缓释片30mg q12h⟧，精神还可以。
⟦PERSON|陈晓燕⟧：谢谢⟦PERSON|刘护士⟧！我爸晚上能留人陪吗？
⟦PERSON|刘慧敏⟧：可以的，陪护证在护士站领，押金⟪price|50元⟫。病区门禁密码⟦PASSWORD|2580#⟧，别外传哈
⟦PERSON|陈晓燕⟧：好的我今晚过去，手机⟦PHONE|139 1742 6608⟧，有情况随时打
（群公告：⟪org_name|市第一人民医院安宁疗护中心⟫探视时间 ⟪visiting_hours|15:00-20:00⟫）"""),

("ocr_form", """无偿献血登记表（扫描件）　表号⟪form_code|XZ-DJ-2024版⟫
姓名：⟦PERSON|王建军⟧　性别：男　出生日期：⟦DATE_OF_BIRTH|1992年7月21日⟧
证件号码：⟦IDCARD|$idc3⟧
联系电话：⟦PHONE|13728846015⟧
工作单位：⟪org_name|腾辉科技有限公司⟫
通讯地址：⟦ADDRESS|广东省深圳市南山区粤海街道科苑路15号科兴科学园B栋2单元1203，518057⟧
献血量：400ml　血型：⟦MEDICAL|A型 RhD阳性⟧
体检：血压⟦MEDICAL|128/82mmHg⟧，血红蛋白⟦MEDICAL|152g/L⟧
献血条码：⟪blood_bag_id|=W0421 24 118832⟫　采血点：⟪venue_name|海岸城献血屋⟫"""),

("dingtalk_group", """[钉钉] 转运调度群
调度 ⟦PERSON|小赵⟧ 08:02：今天9:30有单，患者⟦PERSON|孙桂兰⟧，82岁，⟦MEDICAL|股骨颈骨折术后，需担架⟧，从⟦ADDRESS|北京市朝阳区望京西园三区312号楼2单元501室⟧送⟪org_name|协和医院东院⟫复查。家属电话⟦PHONE|186 1034 2297⟧。车牌⟪vehicle_plate|京A·8Z216⟫
司机 ⟦PERSON|老周⟧ 08:05：收到，电梯能放担架不？
调度 ⟦PERSON|小赵⟧ 08:06：家属说电梯小，得走楼梯，5楼。费用按⟪tariff|起步价200元+每公里8元⟫算，家属已经微信付了定金⟦AMOUNT|300元⟧"""),

("hotline_record", """心理援助热线 接线记录　编号⟪call_ref|XL-20240611-0087⟫
接线员：⟦PERSON|何静⟧（坐席⟪seat_number|07⟫）　来电时间：⟪timestamp|2024-06-11 01:37⟫
来电号码：⟦PHONE|158 6712 0439⟧
来电者自述：姓名⟦PERSON|林嘉怡⟧，大二学生，⟦MEDICAL|近两个月失眠、情绪低落，有自伤想法⟧。半年前被诊断⟦MEDICAL|抑郁症⟧，一直吃⟦MEDICAL|舍曲林50mg⟧，上周自行停药。
风险评估：中高风险。经本人同意，已联系其辅导员⟦PERSON|郑老师⟧（⟦PHONE|0571-8827 3356⟧）。
处理：建议次日到⟪org_name|市第七人民医院⟫心理门诊就诊，并告知本热线号码⟦PHONE|0571-8512 7730⟧（24小时）。"""),

("sms_thread", """【⟪org_name|枫林街道社区卫生服务中心⟫】⟦PERSON|周雨萱⟧家长您好，宝宝已预约6月15日上午接种⟦MEDICAL|麻腮风疫苗第1剂⟧，请携带预防接种证。预约号⟪booking_ref|YM240615-0332⟫，改约请致电⟦PHONE|021-6403 2218⟧。退订回T
回复：好的。另外宝宝上次打完⟦MEDICAL|乙脑疫苗后发烧到39度⟧，这次还能打吗？——⟦PERSON|周雨萱⟧妈妈"""),

("ecommerce_order", """订单详情
订单编号：⟪order_id|3894417720316654921⟫
商品：⟪product_name|康氧 KY-5W 5L家用制氧机（带雾化）⟫
实付款：⟦AMOUNT|¥2,899.00⟧（含运费）
收货人：⟦PERSON|黄秀珍⟧
联系电话：⟪masked_phone|138****6623⟫
收货地址：⟦ADDRESS|湖北省武汉市武昌区中北路108号3单元902室 430071⟧
买家留言：给我妈用的，她⟦MEDICAL|慢阻肺，医生说每天吸氧不少于15小时⟧，麻烦发顺丰，急！！
卖家备注：客户另留号码⟦PHONE|13971186205⟧（女儿）
支付宝交易号：⟪transaction_id|2024061022001488230512497781⟫"""),

("case_file", """社区戒毒（康复）人员基本信息表　　档案编号：⟪file_number|WH-SQ-2023-0147⟫
姓名：⟦PERSON|邓志强⟧　曾用名：⟦PERSON|邓强⟧　绰号：⟦PERSON|强子⟧
身份证号：⟦IDCARD|$idc5⟧
出生日期：⟦DATE_OF_BIRTH|1975-09-09⟧
户籍地址：⟦ADDRESS|四川省成都市武侯区玉林北路2号附9号3栋1单元12号⟧
吸毒史：⟦MEDICAL|海洛因成瘾约12年，2019年起美沙酮维持治疗，现每日60ml⟧
传染病筛查：⟦MEDICAL|丙肝抗体阳性⟧
紧急联系人：其妻 ⟦PERSON|罗晓梅⟧ ⟦PHONE|138 8024 1176⟧
责任社工：⟦PERSON|小邱⟧"""),

("rental_contract", """电动轮椅租赁协议　　协议编号：⟪agreement_no|ZL-2024-0588⟫
出租方：⟪org_name|安途康复器材有限公司⟫（统一社会信用代码：⟪org_credit_code|91420106MA4K2X7L3P⟫）
承租方：⟦PERSON|胡德明⟧　　身份证号：⟦IDCARD|$idc21⟧
联系地址：⟦ADDRESS|湖北省武汉市洪山区珞喻路1037号华中小区8栋301室⟧
联系电话：⟦PHONE|027-8754 6631⟧
一、租赁物：电动轮椅⟪product_code|AT-E300⟫一台，设备编号⟪serial_number|E300-22-01874⟫。
二、租金每月⟦AMOUNT|380元⟧；押金⟦AMOUNT|人民币贰仟元整（¥2,000.00）⟧，由承租方以银行卡⟦CARD|$card_up1⟧支付。
三、承租方因⟦MEDICAL|脑梗死后遗症，左侧肢体偏瘫⟧需使用本设备。"""),

("java_log", """2024-03-02 10:15:22.418 ERROR [donor-svc,⟪trace_id|6f1c2a9e8b7d4c31⟫] c.b.d.service.DonorSyncService - 同步献血者信息失败 donorName=⟦PERSON|郭晓峰⟧ idNo=⟦IDCARD|$idc15⟧ mobile=⟦PHONE|15277341928⟧
org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection; nested exception is java.sql.SQLException: Access denied for user 'blood_ro'@'⟦IP_ADDRESS|10.12.8.33⟧' (using password: YES)
    at org.springframework.jdbc.datasource.DataSourceUtils.getConnection(DataSourceUtils.java:83)
    at com.bloodsvc.donor.dao.DonorDao.sync(DonorDao.java:141)
# 当前配置 spring.datasource.url=jdbc:mysql://⟦IP_ADDRESS|10.12.8.5⟧:⟪port|3306⟫/donor?user=blood_ro&password=⟦SECRET|Xz!2024blood⟧&useSSL=false"""),

("wechat_chat", """[微信] 制氧机售后
⟦PERSON|许小姐⟧：师傅你好，我爸的制氧机一直报警，显示"氧浓度低"，型号⟪product_code|KY-5W⟫，序列号⟪serial_number|KY5W2309114⟫
售后 ⟦PERSON|小马⟧：您好⟦PERSON|许小姐⟧，麻烦发下购买时留的手机号
⟦PERSON|许小姐⟧：⟦PHONE|13501872264⟧，买的时候登记的是我爸名字⟦PERSON|许国栋⟧
售后 ⟦PERSON|小马⟧：查到了，还在保修期。老人家现在情况怎么样？
⟦PERSON|许小姐⟧：指夹测的⟦MEDICAL|血氧只有88⟧，他本身有⟦MEDICAL|肺纤维化⟧
售后 ⟦PERSON|小马⟧：先用备用氧气瓶，明天上午师傅⟦PERSON|老周⟧上门，地址还是⟦ADDRESS|上海市徐汇区龙华西路318弄7号602室⟧吗？"""),

("vaccination_certificate", """预防接种电子凭证（截图识别）
姓名：⟦PERSON|吕思琪⟧　　证件号：⟦IDCARD|$idc18⟧
出生日期：⟦DATE_OF_BIRTH|1999-05-23⟧
接种记录：
  ⟦MEDICAL|九价HPV疫苗 第1剂⟧　2024-01-08　批号⟪vaccine_lot|Y013842⟫　⟪org_name|陆家嘴社区卫生服务中心⟫
  ⟦MEDICAL|九价HPV疫苗 第2剂⟧　2024-03-11　批号⟪vaccine_lot|Y015197⟫
本次自费支付：⟦AMOUNT|1318元⟧"""),

("call_transcript", """【通话转写】⟪timestamp|2024-05-20 14:22⟫　坐席：⟦PERSON|小吴⟧
坐席：您好，⟪org_name|安康转运⟫，请问需要什么服务？
客户：哎你好，我想约个车，明天送我爸去透析。
坐席：好的，老人家怎么称呼？
客户：叫⟦PERSON|钱德胜⟧，七十六了，⟦MEDICAL|尿毒症，每周透析三次⟧，腿脚不行得坐轮椅。
坐席：地址是？
客户：⟦ADDRESS|南京市玄武区北京东路71号院4栋2单元302⟧，到⟪org_name|省人民医院⟫。
坐席：您的联系电话？
客户：⟦PHONE|幺三九，零五一二，七七八六⟧。
坐席：⟦PHONE|幺三九零五一二七七八六⟧，对吧？单程⟪tariff|180元⟫，现场付或者微信都行。
客户：对对。我叫⟦PERSON|钱卫东⟧。"""),

("yaml_config", """# 献血预约小程序 生产配置
aliyun:
  access_key_id: ⟦APIKEY|$aliyun_akid1⟧
  access_key_secret: ⟦SECRET|$aliyun_secret1⟧
  sms:
    sign_name: ⟪sms_sign|蓝天血站⟫
    template_code: ⟪template_code|SMS_276451023⟫
wechat:
  app_id: ⟪app_id|wx8f3a91c27b04d6e5⟫
  app_secret: ⟦SECRET|$wx_secret1⟧
  mch_id: ⟪merchant_id|1648802317⟫
dingtalk:
  alert_webhook: ⟦SECRET|$dingtalk_hook1⟧
datasource:
  url: jdbc:mysql://⟦IP_ADDRESS|172.18.0.21⟧:3306/donor_booking
  username: donor_app
  password: ⟦PASSWORD|Dnr#2024@prod⟧
# 负责人：⟦PERSON|张伟⟧ ⟦EMAIL|zhangwei@lantianxz.cn⟧"""),

("admission_assessment", """安宁疗护病区 入院评估单　　床号：⟪bed_number|12床⟫
患者：⟦PERSON|杨淑芬⟧　女　⟦DATE_OF_BIRTH|1949年2月28日⟧生
身份证：⟦IDCARD|$idc4⟧
主要诊断：⟦MEDICAL|胰腺癌晚期伴肝转移⟧
主要症状：⟦MEDICAL|癌性疼痛（NRS 7分）、恶心、腹水⟧
过敏史：⟦MEDICAL|磺胺类药物过敏⟧
家庭住址：⟦ADDRESS|浙江省杭州市西湖区文三路259号3幢1802室，310012⟧
主要照护者：儿子 ⟦PERSON|王磊⟧　⟦PHONE|0571-8806 1942⟧ / ⟦PHONE|136 5718 2209⟧
预立医疗照护计划：患者本人意愿⟦MEDICAL|不进行心肺复苏（DNR）⟧"""),

("markdown_table", """### 热线志愿者排班（6月第3周）
| 日期 | 班次 | 志愿者 | 手机 | 督导 |
|---|---|---|---|---|
| 6/15 | 22:00-02:00 | ⟦PERSON|唐宁⟧ | ⟦PHONE|13816620497⟧ | ⟦PERSON|冯老师⟧ |
| 6/15 | 02:00-06:00 | ⟦PERSON|谢娜娜⟧ | ⟦PHONE|13917705382⟧ | ⟦PERSON|冯老师⟧ |

系统统一用工号登录，初始密码⟦PASSWORD|Xl@123456⟧，首次登录后请修改。坐席电脑：⟦IP_ADDRESS|192.168.10.21⟧ ~ ⟦IP_ADDRESS|192.168.10.28⟧，热线系统版本⟪version|V2.6.1⟫"""),

("drug_leaflet", """【说明书】冻干人用狂犬病疫苗（Vero细胞）
批准文号：⟪approval_number|国药准字S20120014⟫
规格：复溶后每瓶0.5ml，效价不低于2.5IU。
【接种对象】凡被狂犬或其他疯动物咬伤、抓伤者，不分年龄、性别均应立即处理局部伤口并及时接种。
【免疫程序】一般咬伤者于0（注射当天）、3、7、14和28天各注射1剂。
【不良反应】注射后可有轻微局部及全身反应，一般可自行缓解。
【有效期】36个月　生产批号：⟪vaccine_lot|202311A087⟫
【企业名称】⟪org_name|华兴生物制品有限公司⟫
参考零售价：⟪price|每支298元⟫"""),

("sms", """【⟪org_name|市中心血站⟫】尊敬的⟦PERSON|邹静⟧女士：感谢您5月12日在⟪venue_name|万达广场爱心献血屋⟫无偿献血。经检测，您的⟦MEDICAL|谷丙转氨酶（ALT）偏高（62U/L）⟧，本次血液未能用于临床，建议复查。咨询电话⟦PHONE|0532-8296 5117⟧。献血码⟪donation_code|2405120337⟫"""),

("invoice", """电子发票（普通发票）
发票代码：⟪invoice_code|044031900111⟫　发票号码：⟪invoice_no|28837561⟫
购买方名称：⟦PERSON|郑凯⟧（个人）
购买方地址、电话：⟦ADDRESS|青岛市市南区香港中路76号颐和国际A座1605⟧ ⟦PHONE|0532-8589 4410⟧
销售方：⟪org_name|青岛康氧医疗设备有限公司⟫　纳税人识别号：⟪tax_id|91370202MA3C8R5T2W⟫
项目：*医疗器械*家用制氧机租赁（3个月）　金额⟪price|1,132.08⟫　税额67.92
价税合计（大写）⟦AMOUNT|壹仟贰佰元整⟧　（小写）⟦AMOUNT|¥1,200.00⟧"""),

("wechat_group", """【"重新出发"互助群】
⟦PERSON|阿峰⟧：兄弟们，今天是我戒的第200天🎉
⟦PERSON|大刘⟧：牛！我才第47天，昨晚差点没忍住
⟦PERSON|阿峰⟧：撑住！想用的时候就给我打电话⟦PHONE|18620337415⟧，半夜也行
⟦PERSON|大刘⟧：嗯嗯，我还在吃⟦MEDICAL|纳曲酮⟧，⟦PERSON|石医生⟧说再吃三个月
⟦PERSON|小蔡⟧：周六⟪place_name|越秀公园⟫老地方见？AA，每人⟪price|30块⟫
群公告：互助小组每周六下午3点，联系人⟦PERSON|蔡文⟧"""),

("product_review", """⭐⭐⭐⭐⭐ 用户：⟪masked_username|s***2⟫
给我爷爷买的，他⟦MEDICAL|膝关节置换后⟧走不了远路，这个电动代步车⟪product_code|LX-Q7⟫太好用了！续航实测30公里左右。客服⟦PERSON|小林⟧很耐心，还帮我们申请了⟦AMOUNT|200元⟧的老人补贴返现。唯一不足是快递⟪tracking_number|SF1428830092714⟫只送到⟪place_name|县城⟫，要自己去拿。"""),

("sql_insert", """-- 补录 2024-04-02 门诊纸质登记
INSERT INTO vacc_record (child_name, birth_date, child_idno, guardian, guardian_phone, vaccine, lot_no, clinic) VALUES
('⟦PERSON|马小宝⟧', '⟦DATE_OF_BIRTH|2023-10-08⟧', '⟦IDCARD|$idc23⟧', '⟦PERSON|马俊⟧', '⟦PHONE|13609871225⟧', '⟦MEDICAL|百白破疫苗第3剂⟧', '⟪vaccine_lot|202312015⟫', '⟪org_name|石牌街社区卫生服务中心⟫'),
('⟦PERSON|欧阳可欣⟧', '⟦DATE_OF_BIRTH|2024-01-19⟧', NULL, '⟦PERSON|欧阳明⟧', '⟦PHONE|18928810473⟧', '⟦MEDICAL|乙肝疫苗第3剂⟧', '⟪vaccine_lot|20231108-2⟫', '石牌街社区卫生服务中心');"""),

("alert_message", """[告警] 车载GPS平台 ⟪version|v3.2.7⟫
时间：⟪timestamp|2024-07-08 03:12:44⟫
主机：gps-gw-02（⟦IP_ADDRESS|47.98.113.206⟧）CPU 98%
值班：⟦PERSON|彭飞⟧ ⟦PHONE|181 2155 0936⟧
推送地址：⟦SECRET|$wecom_hook1⟧
腾讯云 SecretId：⟦APIKEY|$tencent_akid1⟧ SecretKey：⟦SECRET|$tencent_secret1⟧
（⟦PERSON|彭飞⟧：这个谁贴群里的？？赶紧撤回）"""),
]

TEXTS += [
("appointment_form", """国际旅行卫生保健中心 预约信息
姓名：⟦PERSON|程远⟧　　拼音：⟦PERSON|CHENG YUAN⟧
护照号：⟦PASSPORT|$pp_cn1⟧
出生日期：⟦DATE_OF_BIRTH|1988.03.14⟧
目的地：⟪place_name|肯尼亚 内罗毕⟫
预约项目：⟦MEDICAL|黄热病疫苗、口服霍乱疫苗⟧
手机：⟦PHONE|+86 135-2108-7764⟧
费用：黄热病疫苗⟪price|280元⟫，国际预防接种证书⟪price|50元⟫
预约号：⟪booking_ref|ITHC-0619-118⟫"""),

("call_transcript", """客服：您好，⟪org_name|安适康复器械商城⟫，请问持卡人姓名？
客户：⟦PERSON|韩梅⟧。
客服：卡号麻烦报一下。
客户：⟦CARD|$card_mc4⟧。
客服：有效期和卡背面三位安全码？
客户：有效期27年3月，安全码⟦CVV|604⟧。
客服：好的，本次扣款⟦AMOUNT|3,680元⟧，折叠电动轮椅一台（⟪product_code|JY-E09⟫），分12期免息。收货地址？
客户：⟦ADDRESS|天津市和平区成都道88号2门503⟧，⟦PERSON|韩梅⟧收，电话⟦PHONE|022-2331 0875⟧。"""),

("notice", """【通知】⟪org_name|市血液中心⟫将于⟪event_date|7月6日⟫在⟪venue_name|高新区软件园⟫开展团体无偿献血活动。
献血条件：年龄18-55周岁；体重男≥50kg、女≥45kg；近期无感冒、未服用药物。
献血后可获得献血证及纪念品，献血者本人及配偶、直系亲属可按规定享受用血费用减免。
采血车车牌：⟪vehicle_plate|鲁B·X3172⟫　活动编号：⟪event_code|TT-2024-0706⟫"""),

("volunteer_log", """志愿服务记录　⟪record_id|ZY-0712-03⟫　⟪org_name|康宁安宁疗护病区⟫
服务对象：⟦PERSON|蒋秀英⟧老人
服务内容：陪伴聊天、读报。老人⟦MEDICAL|阿尔茨海默病中期⟧，今天还能认出我，一直问孙女⟦PERSON|蒋欣⟧什么时候来。
志愿者：⟦PERSON|丁宁⟧、⟦PERSON|阎涛⟧
备注：家属说下周三把老人养的猫⟪pet_name|咪咪⟫带来看她。"""),

("csv_export", """日期,姓名,药物及剂量,尿检结果,发药人
2024-06-03,⟦PERSON|潘阳⟧,⟦MEDICAL|美沙酮口服液 65ml⟧,⟦MEDICAL|吗啡阴性⟧,⟦PERSON|小戴⟧
2024-06-03,⟦PERSON|杜鹃⟧,⟦MEDICAL|美沙酮口服液 40ml⟧,⟦MEDICAL|吗啡阳性⟧,⟦PERSON|小戴⟧
# 导出时间 ⟪timestamp|2024-06-03 17:30⟫　⟪org_name|第三门诊部⟫　系统 ⟪version|MMT-HIS 5.1⟫"""),

("customer_service_chat", """[旺旺] 买家 ⟦PERSON|tb_lisa0928⟧
买家：你好，上周买的四脚拐杖尺寸不对，我妈⟦MEDICAL|腰椎间盘突出⟧用着不舒服，想退货
客服⟦PERSON|阿宁⟧：亲，支持7天无理由哦，运费险会赔付⟪price|12元⟫~
买家：钱退到哪？
客服⟦PERSON|阿宁⟧：原路退回支付宝，退款⟦AMOUNT|¥159.00⟧，1-3个工作日到账
买家：好的，支付宝是⟦PHONE|18913705520⟧这个
客服：嗯嗯，退货请寄⟪org_address|浙江省义乌市稠江街道杨村路300号 康途仓⟫"""),

("transfer_request", """跨境医疗转运 需求单　⟪request_id|KJ-24-0088⟫
患者：⟦PERSON|梁晨⟧　男　护照号⟦PASSPORT|$pp_cn2⟧
情况：在⟪place_name|普吉岛⟫潜水后⟦MEDICAL|减压病，右下肢麻木，已行高压氧治疗2次⟧
接收医院：⟪org_name|中山大学附属第一医院⟫
陪同人：妻子 ⟦PERSON|宋佳琪⟧　护照⟦PASSPORT|$pp_cn4⟧　电话⟦PHONE|+66 81 702 4419⟧
报价：⟪quote_amount|人民币12.8万元⟫（含医疗机组、担架位）；家属已付定金⟦AMOUNT|3万元⟧"""),

("web_form", """报名表提交成功！
姓名：⟦PERSON|夏雨桐⟧
身份证号：⟦IDCARD|$idc6⟧
出生日期：⟦DATE_OF_BIRTH|2001年12月30日⟧
手机：⟦PHONE|15527690814⟧
微信号：⟦PERSON|xiayutong_1230⟧
邮箱：⟦EMAIL|xiayutong1230@qq.com⟧
是否有心理咨询经历：⟦MEDICAL|有，大一时因焦虑症做过8次咨询⟧
培训班次：⟪course_code|XL-PX-2024-03⟫　报名费：⟪price|免费⟫"""),

("delivery_note", """氧气瓶配送单　⟪delivery_note_no|PS20240722-031⟫
客户：⟦PERSON|曾老师⟧（⟦PERSON|曾敏⟧）
地址：⟦ADDRESS|长沙市岳麓区麓山南路932号湖大南校区12栋3单元201⟧
电话：⟦PHONE|0731-8882 4906⟧
规格：40L医用氧气瓶×2，回收空瓶×2，瓶号⟪cylinder_id|HN-O2-115823⟫ / ⟪cylinder_id|HN-O2-115907⟫
本次收费：⟦AMOUNT|160元⟧（微信已付）
配送员：⟦PERSON|小彭⟧　　备注：⟦MEDICAL|长期家庭氧疗，2L/min⟧"""),

("logcat", """07-14 09:21:33.118  ⟪pid|8812⟫  8840 E OkHttp  : --> POST https://api.xueyuan-app.cn/v2/donor/profile
07-14 09:21:33.119  8812  8840 E OkHttp  : Authorization: Bearer ⟦APIKEY|$jwt4⟧
07-14 09:21:33.120  8812  8840 E OkHttp  : {"name":"⟦PERSON|傅佳怡⟧","mobile":"⟦PHONE|17712045836⟧","bloodType":"⟦MEDICAL|O型⟧","lastDonation":"2024-05-02"}
07-14 09:21:33.402  8812  8840 E AndroidRuntime: FATAL EXCEPTION: OkHttp Dispatcher
07-14 09:21:33.402  8812  8840 E AndroidRuntime: java.lang.NullPointerException at com.xueyuan.donor.ProfileRepo.save(ProfileRepo.kt:88)
07-14 09:21:33.410  8812  8840 I ActivityManager: app version ⟪version|4.3.0 (4300)⟫"""),

("dingtalk_group", """[钉钉] 信息科运维群
⟦PERSON|苏杭⟧：HIS 接口又挂了，看了下是 token 过期
⟦PERSON|卢森⟧：新 token 放这了 ⟦APIKEY|$gh_pat2⟧（仓库只读）
⟦PERSON|苏杭⟧：收到。告警机器人地址改成这个 ⟦SECRET|$dingtalk_hook2⟧
⟦PERSON|卢森⟧：堡垒机 ⟦IP_ADDRESS|10.168.3.40⟧，账号还是 ops，密码 ⟦PASSWORD|Hospice@2024!⟧
⟦PERSON|苏杭⟧：群里发密码真的好吗😅 ⟪ticket_id|工单 IT-7731⟫ 记一下"""),

("voicemail_transcript", """【语音留言转写】来电 ⟦PHONE|0755-2669 3108⟧　⟪timestamp|08-09 19:42⟫
"喂，你好，我是⟦PERSON|老卢⟧，⟦PERSON|卢国庆⟧，住在⟦ADDRESS|罗湖区东门北路2058号鸿翔花园6栋1502⟧。你们上个月装的那个制氧机声音好大，晚上我老伴睡不着觉。我是⟦MEDICAL|心衰⟧，医生讲要一直吸的。你们打我儿子电话吧，⟦PHONE|一三八，二六五零，四四一九⟧，他白天上班。就这样啊。"
（工单 ⟪ticket_id|SH-0809-22⟫ 已创建）"""),

("settlement_slip", """非急救医疗转运 结算单　单号⟪settlement_no|JS-2024-07-0315⟫
乘车人：⟦PERSON|任杰⟧　身份证：⟦IDCARD|$idc11⟧
起点：⟪org_name|湘雅医院⟫　终点：⟦ADDRESS|长沙市岳麓区桐梓坡路187号和馨园9栋702⟧
里程 23.6km；计费标准：⟪tariff|起步价150元(含5公里)，超出每公里6元⟫，⟪tariff|楼层搬运每层20元⟫
合计：⟦AMOUNT|¥371.60⟧　微信支付（⟪transaction_id|4200002187202407154418890213⟫）
病情：⟦MEDICAL|车祸致腰椎骨折术后⟧"""),

("forum_post", """【求助】戒酒第三天手抖得厉害，正常吗？　　楼主：⟦PERSON|江城老酒鬼⟧　帖子ID ⟪post_id|8841920317⟫
喝了十几年白酒，每天一斤左右。前天开始停，现在⟦MEDICAL|手抖、出汗、心慌，晚上睡不着⟧。今天去⟪org_name|市精神卫生中心⟫挂了号，医生开了⟦MEDICAL|地西泮⟧，让我一周后复诊。
2楼 ⟦PERSON|清醒的小周⟧：兄弟别硬扛，按医生说的来，千万别自己突然加量减量。
3楼 楼主：谢谢，我老婆⟦PERSON|晓梅⟧一直陪着呢。"""),

("alert_message", """【冷链告警】⟪org_name|江岸区疫苗接种门诊⟫ 2号冰箱 温度⟪temperature|9.6℃⟫，超出2-8℃范围
设备：⟪device_id|LL-FRG-0217⟫　探头：⟪sensor_id|T-0217-A⟫
通知人：⟦PERSON|田甜⟧（⟦PHONE|133 9716 0482⟧）
处置：已将⟪vaccine_name|四价流感疫苗⟫120支转移至备用冰箱，批号⟪vaccine_lot|20240803⟫待评估。"""),

("receipt", """收　据　　No.⟪receipt_no|0045817⟫
今收到 ⟦PERSON|史航⟧ 交来 ⟪fee_item|安宁疗护床位费（单间）⟫
人民币（大写）⟦AMOUNT|肆仟伍佰元整⟧　　⟦AMOUNT|¥4500.00⟧
经手人：⟦PERSON|邵峰⟧　　日期：2024年6月30日
备注：⟦PERSON|史航⟧之父⟦PERSON|史国强⟧住院押金，出院时多退少补。"""),

("wechat_chat", """⟦PERSON|孟飞⟧：妈的制氧机钱我先垫了，⟦AMOUNT|3200块⟧，你俩一人转我⟦AMOUNT|1000块⟧就行
⟦PERSON|孟蕾⟧：好，卡号发我
⟦PERSON|孟飞⟧：⟦CARD|$card_up2⟧ 建行的
⟦PERSON|孟蕾⟧：转了。妈最近⟦MEDICAL|晚上憋气更厉害了⟧，要不要约个呼吸科？
⟦PERSON|孟飞⟧：约了⟪appointment_date|周四⟫的专家号，⟦PERSON|宋主任⟧的，在⟪org_name|省人民医院⟫"""),

("repair_ticket", """维修工单 ⟪ticket_id|WX-240806-017⟫　状态：待上门
客户：⟦PERSON|万里鹏⟧　电话：⟦PHONE|150 2716 8834⟧
地址：⟦ADDRESS|郑州市金水区农业路东段18号院3号楼1单元6层⟧
设备：手动轮椅⟪product_code|FS-868⟫（2022年购），刹车失灵、右后轮漏气
客户情况：⟦MEDICAL|截瘫（T12）⟧，无法自行送修
收费标准：上门费⟪tariff|50元⟫，配件另计　　指派：⟦PERSON|老雷⟧"""),

("hr_form", """员工入职信息登记表　　⟪form_code|HR-01-2024⟫
姓名：⟦PERSON|易峰⟧　　出生日期：⟦DATE_OF_BIRTH|1983年12月7日⟧
身份证号：⟦IDCARD|$idc13⟧
工资卡：⟦CARD|$card_up3⟧（中国农业银行 沈阳分行）
住址：⟦ADDRESS|沈阳市和平区南京南街1号万达公寓A座1908⟧
紧急联系人：⟦PERSON|常青⟧（配偶）⟦PHONE|024-2383 9016⟧
岗位：采血护士，试用期工资税前⟦AMOUNT|6,800元⟧/月"""),

("notes_file", """# 服务器.txt（⟦PERSON|小沈⟧的备忘，勿外传）
生产：⟦IP_ADDRESS|121.40.196.88⟧  root / ⟦PASSWORD|Vacc#Prod_2024⟧
测试：⟦IP_ADDRESS|10.0.8.16⟧  test / ⟪placeholder_password|******⟫
阿里云 RAM 子账号 AK：⟦APIKEY|$aliyun_akid2⟧　SK：⟦SECRET|$aliyun_secret2⟧
堡垒机 TOTP 种子：⟦SECRET|$totp2⟧
文档里的示例 AK ⟪example_key|LTAI4FxxxxxxxxxxEXAMPLE⟫ 别用"""),

("thank_you_letter", """感谢信
尊敬的⟪org_name|仁和医院安宁疗护科⟫全体医护人员：
家父⟦PERSON|白振华⟧今年3月因⟦MEDICAL|肺癌晚期⟧住进贵科。⟦PERSON|康主任⟧、护士长⟦PERSON|秦岚⟧和各位护士对他悉心照顾，让他走得安详、有尊严。为表谢意，我们向医院安宁疗护基金捐赠⟦AMOUNT|人民币五万元⟧，希望帮助更多的家庭。
此致
敬礼！
家属：⟦PERSON|白雪⟧　⟦PERSON|白云飞⟧"""),

("csv_export", """订单号,下单时间,收货人,手机,地址,商品,实付
⟪order_id|DD20240801000391⟫,2024-08-01 09:12,⟦PERSON|邱莹莹⟧,⟦PHONE|13760221948⟧,⟦ADDRESS|广州市天河区龙口西路28号龙口花园5座1102⟧,折叠轮椅⟪sku|SY-L03⟫,⟦AMOUNT|¥699.00⟧
⟪order_id|DD20240801000417⟫,2024-08-01 10:47,⟦PERSON|孔亮⟧,⟪masked_phone|159****3021⟫,⟦ADDRESS|佛山市禅城区季华五路18号绿景花园2栋906⟧,助行器⟪sku|ZX-A2⟫,⟦AMOUNT|¥238.00⟧"""),
]

TEXTS += [
("discharge_summary", """出院小结
姓名：⟦PERSON|贾琳⟧　性别：女　出生日期：⟦DATE_OF_BIRTH|1972-11-19⟧　身份证号：⟦IDCARD|$idc16⟧
入院诊断：⟦MEDICAL|慢性阻塞性肺疾病急性加重；Ⅱ型呼吸衰竭⟧
出院医嘱：⟦MEDICAL|家庭氧疗每日≥15小时，流量1-2L/min；噻托溴铵吸入每日一次⟧
随访：出院后2周⟪department|呼吸与危重症医学科⟫门诊复诊
住址：⟦ADDRESS|云南省昆明市五华区翠湖南路8号翠湖小区4幢2单元401，650031⟧
主管医生：⟦PERSON|钟声⟧　　住院科室：⟪ward_name|呼吸二病区⟫"""),

("qq_chat", """⟦PERSON|汪洋⟧ 23:10:05
xdm 今晚接了个电话好沉重…来电的小姑娘说⟦MEDICAL|割腕了⟧，还好伤口不深，已经按流程转给⟦PERSON|任老师⟧了
⟦PERSON|方圆⟧ 23:11:40
抱抱你！！明天记得找督导做个debrief。来电号码要不要记一下？
⟦PERSON|汪洋⟧ 23:12:02
系统自动记了 ⟪masked_phone|176****2290⟫，工单⟪ticket_id|RX-0711-093⟫"""),

("email", """主题：稀有血型献血者联络
⟦PERSON|石磊⟧先生您好：
我是⟪org_name|省血液中心⟫稀有血型库的⟦PERSON|谭松⟧。您登记的血型为⟦MEDICAL|RhD阴性 B型⟧，目前⟪place_name|济南⟫有一名产妇急需用血，想问您本周是否方便来献血？您上次献血在2月份，间隔已满6个月。
如方便请回电⟦PHONE|0531-8690 5522⟧，或直接回复本邮件。
⟦PERSON|谭松⟧
⟦EMAIL|tansong@sdblood.org.cn⟧"""),

("meeting_minutes", """华东区销售周会纪要　⟪meeting_date|2024-07-15⟫
参会：⟦PERSON|程总⟧、⟦PERSON|小叶⟧、⟦PERSON|魏巍⟧、⟦PERSON|薛凯⟧
1. 7月制氧机销量1,284台，完成率⟪percentage|92%⟫，区域销售额⟪org_total|486万元⟫。
2. 客诉：⟪place_name|苏州⟫客户⟦PERSON|叶青⟧反映氧浓度不达标，已换新机，并退还差价⟦AMOUNT|420元⟧。
3. 新品⟪product_code|KY-10W⟫定价⟪price|4,980元⟫，8月上市。"""),

("shipping_label", """顺丰速运　运单号 ⟪tracking_number|SF1502238814590⟫
寄件：⟪org_name|康氧医疗售后中心⟫ ⟦PHONE|400-882-6171⟧
收件：⟦PERSON|余华英⟧ ⟦PHONE|139 2501 7733⟧
⟦ADDRESS|江苏省苏州市姑苏区干将西路1188号沧浪新城17幢502室⟧
托寄物：⟪item_name|制氧机分子筛×1⟫　保价⟪price|800元⟫"""),

("ocr_business_card", """[名片识别]
⟪org_name|暖阳安宁疗护中心⟫
⟦PERSON|潘晓雯⟧　医务社工 / 哀伤辅导师
手机：⟦PHONE|186 2170 3358⟧
座机：⟦PHONE|021-5488 7720⟧ 转 ⟪ext_number|806⟫
邮箱：⟦EMAIL|panxiaowen@nuanyang-hospice.cn⟧
地址：⟪org_address|上海市闵行区七莘路1299号2号楼3层⟫
微信：⟦PERSON|pxw_socialwork⟧"""),

("social_post", """带我爸打了带状疱疹疫苗💉｜流程+费用
🏥 ⟪org_name|朝阳区某社区医院⟫（别问哪家，私信）
💰 两针一共⟪price|3200+⟫，医保个账不能刷，自费花了⟦AMOUNT|3,236元⟧
😷 反应：我爸⟦MEDICAL|打完第一针胳膊肿了两天，低烧37.8⟧
⚠️ 他有⟦MEDICAL|类风湿，在吃甲氨蝶呤⟧，医生说重组疫苗可以打
#带状疱疹疫苗 #⟪hashtag|陪爸妈看病⟫
评论 ⟦PERSON|momo酱⟧：求医院名字！"""),

("moments_post", """第20次献血打卡✅ 今天在⟪venue_name|人民广场献血屋⟫献了⟪volume|400ml⟫全血，护士⟦PERSON|小钱⟧说我⟦MEDICAL|血红蛋白158⟧，身体倍儿棒💪 谢谢⟦PERSON|杨洋⟧陪我来～ ⟪hashtag|#无偿献血#⟫
评论 ⟦PERSON|胡军⟧：大哥牛！下次带上我"""),

("service_agreement", """包月转运服务协议　　编号⟪agreement_no|BY-2024-019⟫
甲方：⟪org_name|鹭岛医疗转运服务有限公司⟫
乙方：⟦PERSON|叶秀兰⟧　身份证号：⟦IDCARD|$idc12⟧　出生日期：⟦DATE_OF_BIRTH|1941年6月11日⟧
乙方代理人：⟦PERSON|陈志明⟧（女婿）　电话：⟦PHONE|0592-2093 4471⟧
服务内容：每周一、三、五往返⟦ADDRESS|厦门市思明区文屏路22号301室⟧至⟪org_name|中山医院⟫血液透析中心。
乙方病情：⟦MEDICAL|糖尿病肾病，维持性血液透析⟧
服务费每月⟦AMOUNT|2,400元⟧，每月5日前支付。"""),

("home_visit_record", """居家安宁疗护 随访记录　⟪visit_id|SF-20240903-02⟫
患者：⟦PERSON|郝建国⟧　地址：⟦ADDRESS|西安市雁塔区小寨东路126号百隆小区3号楼1单元1102⟧
本次评估：⟦MEDICAL|食欲差，近一周体重下降2kg，PPS 40%⟧；⟦MEDICAL|芬太尼透皮贴25μg/h，每72小时更换⟧，疼痛控制可。
照护者：老伴⟦PERSON|孙丽华⟧，⟦MEDICAL|本人有高血压⟧，照护压力大，已转介喘息服务。
下次随访：⟪appointment_date|9月10日⟫　随访人：⟦PERSON|孔医生⟧、⟦PERSON|小白⟧"""),

("json_ticket", """{"ticket_id":"⟪ticket_id|HL2024081900231⟫","channel":"voice","created_at":"⟪timestamp|2024-08-19T22:41:07+08:00⟫","caller_phone":"⟦PHONE|13072218845⟧","caller_name":"匿名","summary":"⟦MEDICAL|产后三个月，情绪低落、无法入睡，怀疑产后抑郁⟧","risk_level":"⟪risk_level|中⟫","agent":"⟦PERSON|秦岚岚⟧","follow_up":"⟦PERSON|秦岚岚⟧ 48小时内回访"}"""),

("payment_record", """交易详情
商户全称：⟪org_name|新生活康复服务中心⟫
商户号：⟪merchant_id|1612338801⟫
支付金额：⟦AMOUNT|-¥6,000.00⟧
商品：⟪product_name|自愿戒治住院费（30天）⟫
支付方式：招商银行信用卡（⟪card_last4|4412⟫）
交易单号：⟪transaction_id|4200002256202409014419920775⟫
转账备注：给儿子⟦PERSON|戴明轩⟧交的住院费"""),

("shell_history", """   88  ssh ⟦PERSON|chenhaoyu⟧@⟦IP_ADDRESS|172.16.8.101⟧
   89  cd /data/vacc-booking && git pull
   90  docker login registry.cn-hangzhou.aliyuncs.com -u vacc_ci -p ⟦PASSWORD|Reg!stry2024⟧
   91  docker pull registry.cn-hangzhou.aliyuncs.com/vacc/api:⟪image_tag|2.3.9⟫
   92  mysql -h ⟦IP_ADDRESS|172.16.8.20⟧ -uroot -p'⟦PASSWORD|Mysql#Root88⟧' -e "select count(*) from appointment"
   93  curl -H "Authorization: Bearer ⟦APIKEY|$jwt3⟧" http://⟪loopback_ip|127.0.0.1⟫:8080/api/v1/me
   94  vim ⟦PERSON|/home/chenhaoyu⟧/.bashrc"""),

("approval_flow", """【审批】费用报销　　申请人：⟦PERSON|龙飞⟧　部门：转运一队
事由：7月20日转运途中车辆爆胎，自费换胎
金额：⟦AMOUNT|¥860.00⟧
收款账户：⟦CARD|$card_up5⟧
审批人：车队长⟦PERSON|老贺⟧
发票号：⟪invoice_no|No.12097731⟫　车辆：⟪vehicle_plate|闽D·J8827⟫"""),

("wechat_group", """【呼吸病友交流群】
⟦PERSON|蓝天白云⟧：请问大家制氧机买几升的好？我公公⟦MEDICAL|肺心病⟧，医生说要长期吸氧
⟦PERSON|老刘头⟧：至少5升的，别买那种⟪price|几百块⟫的保健款，没用
⟦PERSON|蓝天白云⟧：嗯嗯，那⟪product_code|KY-5W⟫咋样，⟪price|2899⟫有点贵
⟦PERSON|雨后彩虹⟧：我家用的就是这个，一年没毛病，售后⟦PERSON|小马⟧挺负责，电话⟦PHONE|400-882-6171⟧"""),

("ocr_id_card", """【实名认证 OCR 结果】
姓名：⟦PERSON|冯秀梅⟧
性别：女　民族：汉
出生：⟦DATE_OF_BIRTH|1969年7月29日⟧
住址：⟦ADDRESS|天津市和平区南营门街道西康路36号4-2-301⟧
公民身份号码：⟦IDCARD|$idc14⟧
签发机关：⟪issuing_authority|天津市公安局和平分局⟫
有效期限：⟪validity_period|2015.03.12-2035.03.12⟫
置信度：⟪confidence|0.982⟫"""),

("sms_thread", """【安康转运】⟦PERSON|何先生⟧您好，您预约的转运车辆（⟪vehicle_plate|苏A·5Y210⟫）预计10:20到达，司机⟦PERSON|老石⟧ ⟦PHONE|177 5108 2934⟧。订单号⟪order_id|AK20240912007⟫
回复：好的，我爸⟦MEDICAL|插着导尿管⟧，麻烦带担架上楼。到了打我电话，地址⟦ADDRESS|南京市鼓楼区虎踞北路88号3栋605⟧"""),

("livestream_comments", """【直播间】⟪org_name|康乐家医疗器械旗舰店⟫ 今晚福利：助行器⟪product_code|ZX-A2⟫ 原价⟪price|298⟫ 现价⟪price|168⟫！
评论 ⟦PERSON|一只小熊猫⟧：给我奶奶买了，她⟦MEDICAL|中风后走路不稳⟧
评论 ⟦PERSON|阳光开朗大男孩⟧：主播能发个链接吗
主播：链接在小黄车3号！下单备注"直播"送⟪gift|防滑脚垫⟫"""),

("supervision_record", """个案督导记录　⟪case_id|DD-2024-031⟫
督导：⟦PERSON|万老师⟧　汇报：⟦PERSON|姜维⟧
个案概况：来电者（化名"⟪pseudonym|小C⟫"），女，16岁，⟦MEDICAL|反复自伤，两周前曾服过量布洛芬⟧，父母离异，与外婆同住。
讨论要点：1）未成年人保密例外；2）经本人同意，与学校心理老师⟦PERSON|刘老师⟧联动；3）下次督导⟪meeting_date|8月28日⟫。"""),

("change_request", """客户信息变更申请　　⟪form_code|BG-07⟫
客户：⟦PERSON|金鑫⟧
原手机：⟪masked_phone|135****0091⟫　　新手机：⟦PHONE|18811420367⟧
原扣款卡：⟪masked_card|6222 **** **** 1180⟫　　新扣款卡：⟦CARD|$card_up4⟧
原因：旧卡丢失
申请人签名：⟦PERSON|金鑫⟧　　代办人：⟦PERSON|金晓燕⟧（女儿），身份证⟦IDCARD|$idc10⟧"""),

("letter", """⟦PERSON|小军⟧：
见字如面。你在里面要好好配合治疗，⟦PERSON|李管教⟧说你最近表现不错，⟦MEDICAL|肝功能也恢复正常了⟧，妈妈很高兴。家里都好，你爸⟦MEDICAL|腰椎手术⟧也做完了，恢复得挺好。
上次寄的⟦AMOUNT|500元⟧生活费收到了吗？不够再说。
等你回家。
妈妈
⟪letter_date|2024年8月15日⟫"""),

("nginx_access_log", """⟦IP_ADDRESS|183.14.27.92⟧ - - [21/Mar/2024:09:00:01 +0800] "POST /api/appointment/submit HTTP/1.1" ⟪http_status|429⟫ 87 "-" "python-requests/⟪version|2.31.0⟫"
⟦IP_ADDRESS|183.14.27.92⟧ - - [21/Mar/2024:09:00:01 +0800] "POST /api/appointment/submit HTTP/1.1" 429 87 "-" "python-requests/2.31.0"
⟦IP_ADDRESS|240e:3a1:4c12:9f0::1b⟧ - - [21/Mar/2024:09:00:03 +0800] "GET /api/user/info?phone=⟦PHONE|13822019476⟧&name=⟦PERSON|huanglei⟧ HTTP/1.1" 200 311 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_3 like Mac OS X) MicroMessenger/8.0.47"
⟪doc_ip|203.0.113.77⟫ - - [21/Mar/2024:09:00:04 +0800] "GET /health HTTP/1.1" 200 2 "-" "curl/8.4.0"
# 已封禁：iptables -A INPUT -s ⟦IP_ADDRESS|183.14.27.92⟧ -j DROP"""),
]
