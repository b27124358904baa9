# Chinese texts, written one at a time.  ⟦TYPE|value⟧ = span, ⟪kind|value⟫ = decoy.
TEXTS = [
("wechat_chat", """⟦PERSON|阿强⟧：兄弟，上次借你的钱啥时候还啊
⟦PERSON|小胖⟧：下周五发工资就还，⟦AMOUNT|3000块⟧一分不少
⟦PERSON|阿强⟧：行，直接转我招行卡 ⟦CARD|$cup6⟧
⟦PERSON|小胖⟧：好嘞，对了周六⟪place|海底捞⟫那局还去不，人均⟪price|150⟫左右
⟦PERSON|阿强⟧：去，⟪date|下午六点⟫老地方"""),

("medical_record", """门诊病历    就诊日期：⟪date|2025年11月18日⟫    科室：⟪department|呼吸内科⟫
姓名：⟦PERSON|周秀兰⟧  性别：女  年龄：⟪age|63岁⟫
主诉：⟦MEDICAL|反复咳嗽、咳痰伴气促2周⟧
既往史：⟦MEDICAL|慢性阻塞性肺疾病⟧10年，⟦MEDICAL|高血压⟧，对⟦MEDICAL|青霉素过敏⟧。
诊断：⟦MEDICAL|慢阻肺急性加重⟧
处理：⟦MEDICAL|布地奈德福莫特罗吸入剂 160/4.5μg 每日两次⟧；⟦MEDICAL|阿莫西林克拉维酸钾片 0.625g 每日三次⟧（皮试阴性后改用）
医师：⟦PERSON|刘医生⟧    诊室：⟪room_number|3诊室⟫"""),

("express_waybill", """【⟪company|顺丰速运⟫】运单号：⟪tracking_no|SF1428830917265⟫
寄件人：⟦PERSON|王建华⟧ ⟦PHONE|139 1088 4521⟧
寄件地址：⟦ADDRESS|北京市海淀区学院路30号院7号楼2单元502⟧
收件人：⟦PERSON|李静怡⟧ ⟦PHONE|186-2173-9904⟧
收件地址：⟦ADDRESS|上海市徐汇区漕溪北路595弄3号1801室⟧
物品：文件  保价：⟪price|0元⟫  运费：⟪price|23元⟫
客服热线：⟪hotline|95338⟫"""),

("payslip", """⟪company|深圳市云启科技有限公司⟫  工资条  ⟪date|2025年11月⟫
工号：⟪employee_no|YQ-0732⟫   姓名：⟦PERSON|陈志鹏⟧   部门：研发中心
基本工资：⟦AMOUNT|18,000.00⟧   绩效奖金：⟦AMOUNT|4,500.00⟧
社保个人部分：⟦AMOUNT|1,932.60⟧   公积金：⟦AMOUNT|2,160.00⟧   个税：⟦AMOUNT|1,337.44⟧
实发工资：⟦AMOUNT|17,069.96⟧
工资卡：⟪masked_card|6226 **** **** 3318⟫
如有疑问请联系 HR ⟦PERSON|小梁⟧（分机 ⟪extension|8021⟫）"""),

("id_card_ocr", """【OCR识别结果】置信度 ⟪score|98.6%⟫
姓名 ⟦PERSON|杨晓雯⟧
性别 女  民族 汉
出生 ⟦DATE_OF_BIRTH|1990年8月3日⟧
住址 ⟦ADDRESS|福建省厦门市思明区湖滨南路388号之二1403室⟧
公民身份号码 ⟦IDCARD|$cnid4⟧
签发机关 ⟪authority|厦门市公安局思明分局⟫  有效期限 ⟪date|2016.05.12-2036.05.12⟫"""),

("rental_contract", """房屋租赁合同（节选）
出租方（甲方）：⟦PERSON|赵国庆⟧  身份证号：⟦IDCARD|$cnid26⟧
承租方（乙方）：⟦PERSON|孙晓蕾⟧  联系电话：⟦PHONE|15821346677⟧
房屋坐落：⟦ADDRESS|上海市浦东新区张杨路1500弄12号601室⟧
月租金：⟪price|人民币6800元⟫，押一付三。
乙方已支付押金⟦AMOUNT|6800元⟧及首期租金⟦AMOUNT|20400元⟧，甲方收款账户：⟦CARD|$cup1⟧（⟪bank|中国工商银行⟫）。
租期自⟪date|2025年12月1日⟫至⟪date|2026年11月30日⟫止。"""),

("dingtalk_notice", """【钉钉群通知】各位同事，⟪date|本周五⟫下午3点在⟪room_number|6楼大会议室⟫召开季度复盘会。
请 ⟦PERSON|王老师⟧、⟦PERSON|陈经理⟧ 提前准备材料。
会议室门禁密码已更新为 ⟦PASSWORD|730914#⟧，请勿外传。
访客WiFi：⟪ssid|YQ-Guest⟫ 密码 ⟦PASSWORD|yq@2025guest⟧
—— 行政部 ⟦PERSON|小敏⟧"""),

("aliyun_config", """# application-prod.yml
spring:
  datasource:
    url: jdbc:mysql://⟦IP_ADDRESS|172.18.3.21⟧:3306/mall?useSSL=false
    username: mall_rw
    password: ⟦PASSWORD|Mall#2025!rw⟧
aliyun:
  oss:
    endpoint: ⟪hostname|oss-cn-hangzhou.aliyuncs.com⟫
    access-key-id: ⟦APIKEY|$ali_akid1⟧
    access-key-secret: ⟦SECRET|$ali_secret1⟧
    bucket: mall-img-⟪version|v2⟫"""),

("bank_sms", """【⟪bank|招商银行⟫】您账户⟪masked_card|尾号3318⟫于⟪timestamp|12月01日09:32⟫收到⟦PERSON|陈志鹏⟧转账⟦AMOUNT|人民币5,000.00元⟧，余额⟦AMOUNT|23,417.85元⟧。验证码⟪otp_code|506271⟫请勿泄露。客服⟪hotline|95555⟫"""),

("hospital_discharge", """出院小结
患者姓名：⟦PERSON|马德胜⟧   住院号：⟪inpatient_no|ZY20251103-0417⟫   床号：⟪room_number|12床⟫
入院日期：⟪date|2025-11-03⟫   出院日期：⟪date|2025-11-14⟫
入院诊断：⟦MEDICAL|急性ST段抬高型心肌梗死⟧
诊疗经过：入院后急诊行⟦MEDICAL|经皮冠状动脉介入治疗（PCI）⟧，于前降支植入支架1枚。
出院带药：⟦MEDICAL|阿司匹林肠溶片 100mg qd⟧，⟦MEDICAL|替格瑞洛 90mg bid⟧，⟦MEDICAL|阿托伐他汀钙 20mg qn⟧
医嘱：戒烟，⟪date|1个月后⟫心内科门诊复查。主治医师：⟦PERSON|黄医生⟧"""),

("taobao_service_chat", """【⟪company|优品家居旗舰店⟫ 客服】亲，请问有什么可以帮您？
买家：我订单⟪order_id|3921845520176633⟫的沙发还没发货
【客服】亲，麻烦核对一下收货信息哦～
买家：⟦PERSON|吴丽萍⟧，⟦PHONE|137 7021 8846⟧，⟦ADDRESS|浙江省杭州市西湖区文三路259号昌地火炬大厦附近 翠苑一区18幢3单元301⟧
【客服】好的亲，已催仓库，预计⟪date|12月5日⟫前发出，商品价格⟪price|¥2,399⟫不变哦～"""),

("iou_note", """借条
今借到 ⟦PERSON|郑海波⟧（身份证号：⟦IDCARD|$cnid28⟧）人民币 ⟦AMOUNT|伍万元整（¥50,000.00）⟧，用于个人经营周转，约定于⟪date|2026年6月30日⟫前一次性归还，年利率⟪rate|4%⟫。
借款人：⟦PERSON|冯立军⟧
身份证号：⟦IDCARD|$cnid9⟧
电话：⟦PHONE|13605712298⟧
⟪date|2025年12月2日⟫"""),

("ops_log", """[⟪timestamp|2025-12-02 03:17:45⟫] [ERROR] [order-service-⟪version|3.8.1⟫] Redis连接失败 host=⟦IP_ADDRESS|10.10.21.7⟧ port=⟪port|6379⟫
[⟪timestamp|2025-12-02 03:17:46⟫] [WARN]  重试中… 备用节点 ⟦IP_ADDRESS|10.10.21.8⟧
[⟪timestamp|2025-12-02 03:17:50⟫] [INFO]  用户 ⟦PHONE|18917736520⟧ 下单成功 orderId=⟪order_id|O20251202031750884⟫ 金额=⟪price|129.00⟫
[⟪timestamp|2025-12-02 03:17:52⟫] [DEBUG] 示例地址 ⟪doc_ip|192.0.2.15⟫ 已忽略"""),

("insurance_claim", """理赔申请书    保单号：⟪policy_no|PA2025110088213⟫
被保险人：⟦PERSON|何文静⟧   证件号码：⟦IDCARD|$cnid10⟧
出险经过：⟪date|2025年10月21日⟫骑电动车摔倒，致⟦MEDICAL|右侧锁骨骨折⟧，于⟪place|广州市第一人民医院⟫行⟦MEDICAL|切开复位内固定术⟧。
申请理赔金额：⟦AMOUNT|¥18,642.30⟧
收款银行卡：⟦CARD|$cup2⟧  开户行：⟪bank|中国建设银行广州天河支行⟫
联系电话：⟦PHONE|020-8735 2216⟧"""),

("school_parent_group", """【三年级二班家长群】
⟦PERSON|王老师⟧：各位家长，⟪date|下周一⟫秋游费用⟪price|每人85元⟫，请在群里接龙缴费。
⟦PERSON|乐乐⟧妈妈：已交，⟦PERSON|刘乐乐⟧ ⟪price|85元⟫
⟦PERSON|朵朵⟧爸：已交 ⟦PERSON|张一朵⟧。另外⟦PERSON|朵朵⟧有⟦MEDICAL|花生过敏⟧，午餐麻烦老师留意一下🙏
⟦PERSON|王老师⟧：收到，会和⟪place|营地⟫那边说明。"""),

("tencent_cloud_code", """# -*- coding: utf-8 -*-
# 短信发送脚本  作者：⟦PERSON|徐佳怡⟧  ⟪date|2025-09⟫
from tencentcloud.common import credential
cred = credential.Credential("⟦APIKEY|$tc_secretid1⟧", "⟦SECRET|$tc_secretkey1⟧")
SMS_SDK_APP_ID = "⟪app_id|1400827716⟫"
TEMPLATE_ID = "⟪template_id|1928374⟫"
PHONES = ["⟦PHONE|+8613801398877⟧"]  # 测试号，⟦PERSON|徐佳怡⟧本人"""),

("police_record", """询问笔录（节选）
时间：⟪timestamp|2025年11月26日14时20分⟫  地点：⟪place|朝阳分局望京派出所⟫
被询问人：⟦PERSON|韩立新⟧，男，身份证号⟦IDCARD|$cnid17⟧，现住⟦ADDRESS|北京市朝阳区望京西园四区412号楼1103⟧，电话⟦PHONE|13910562784⟧。
问：你把事情经过讲一下。
答：我在网上被人骗了，对方自称客服，让我往"安全账户"转了⟦AMOUNT|86,000元⟧，分三笔转的。
问：对方账号记得吗？
答：记得尾号⟪id_tail|7741⟫，户名叫⟦PERSON|李振宇⟧。"""),

("xiaohongshu_post", """救命！终于把新家收拾好了🏠
⟪place|成都⟫ 90平两室一厅，总共装修花了⟪price|18万⟫左右，沙发是⟪company|源氏木语⟫的，⟪price|4599⟫入手。
灯具某宝⟪price|300⟫多一个，性价比绝了！
有姐妹问地址的，⟪place|高新区⟫这边的小区，具体就不说啦～ #装修日记 #⟪hashtag|小户型改造⟫"""),

("recruitment_form", """入职登记表    ⟪company|杭州某网络科技有限公司⟫
姓名：⟦PERSON|邱明轩⟧        性别：男        出生日期：⟦DATE_OF_BIRTH|1993-08-20⟧
身份证号：⟦IDCARD|$cnid7⟧
户籍地址：⟦ADDRESS|上海市奉贤区南桥镇解放东路218弄5号⟧
手机：⟦PHONE|17721098546⟧     邮箱：⟦EMAIL|qiu.mingxuan@163.com⟧
紧急联系人：⟦PERSON|邱建平⟧（父）⟦PHONE|13501772283⟧
工资卡：⟦CARD|$cup3⟧
入职日期：⟪date|2025-12-08⟫   试用期月薪：⟦AMOUNT|16,000元⟧"""),

("wechat_miniprogram_config", """// project.config.json + 服务端配置  by ⟦PERSON|阿杰⟧
{
  "appid": "⟪app_id|$wx_appid1⟫",
  "projectname": "fresh-mall",
  "libVersion": "⟪version|3.3.4⟫"
}
// server/.env
WX_APPID=⟪app_id|$wx_appid1⟫
WX_APPSECRET=⟦SECRET|$wx_secret1⟧
MCH_ID=⟪merchant_id|1612847730⟫"""),

("bank_statement", """⟪bank|中国农业银行⟫ 个人账户交易明细
户名：⟦PERSON|曹玉梅⟧   账号：⟦CARD|$cup4⟧
查询期间：⟪date|2025/10/01-2025/10/31⟫
交易日期   摘要       金额          余额        对方户名
⟪date|10/05⟫    工资       +⟦AMOUNT|9,820.00⟧     ⟦AMOUNT|15,331.20⟧    ⟪company|重庆长嘉物流⟫
⟪date|10/12⟫    转账       -⟦AMOUNT|2,000.00⟧     ⟦AMOUNT|13,331.20⟧    ⟦PERSON|曹建军⟧
⟪date|10/20⟫    消费       -⟪price|368.00⟫       ⟦AMOUNT|12,963.20⟧    ⟪company|永辉超市⟫"""),

("health_checkup", """⟪company|美年大健康⟫ 体检报告  体检编号：⟪exam_no|MN2511087745⟫
姓名：⟦PERSON|罗丹⟧  性别：女  出生日期：⟦DATE_OF_BIRTH|1999年9月20日⟧
主要异常：
1. ⟦MEDICAL|甲状腺结节（TI-RADS 3类）⟧，建议6个月复查
2. ⟦MEDICAL|轻度脂肪肝⟧
3. ⟦MEDICAL|幽门螺杆菌阳性⟧，建议消化科就诊
套餐：⟪package|女性深度体检A⟫  价格：⟪price|¥1,280⟫"""),

("12306_order", """【⟪company|铁路12306⟫】订单⟪order_id|EA48120937⟫：⟦PERSON|宋佳⟧您已购⟪date|12月20日⟫⟪train_no|G1375⟫次⟪place|杭州东⟫⟪timestamp|08:05⟫开，⟪seat|6车12F号⟫，二等座，检票口⟪gate|14B⟫。乘车人证件：⟪id_tail|3301**********1922⟫。"""),

("dingtalk_robot_code", """import requests
# 告警机器人，⟦PERSON|老周⟧说别把这个 webhook 发到大群
WEBHOOK = "⟦SECRET|$dingtalk_hook1⟧"
SIGN_SECRET = "⟦SECRET|SEC8d2b41f07a9c6e35b1d0a7f4c92e68b3a15d7c0e⟧"

def alert(msg):
    requests.post(WEBHOOK, json={"msgtype": "text", "text": {"content": msg}}, timeout=⟪port|5⟫)

alert("磁盘使用率 ⟪percent|92%⟫ on ⟪hostname|db-master-01⟫")"""),

("court_judgment", """⟪court|北京市朝阳区人民法院⟫
民事判决书    ⟪case_no|（2025）京0105民初18873号⟫
原告：⟦PERSON|唐海燕⟧，女，⟦DATE_OF_BIRTH|1976年2月5日⟧出生，住⟦ADDRESS|北京市海淀区万寿路甲15号院8号楼3门201⟧。
被告：⟪company|北京某装饰工程有限公司⟫。
判决如下：被告于本判决生效之日起十日内返还原告装修款⟦AMOUNT|人民币126,500元⟧。
案件受理费⟪price|2,830元⟫，由被告负担。"""),

("wifi_note", """家里WiFi：⟪ssid|TP-LINK_5F2A⟫
密码：⟦PASSWORD|zhangjia1988⟧
路由器后台 ⟦IP_ADDRESS|192.168.0.1⟧ 账号admin 密码 ⟦PASSWORD|Zj@880512⟧
宽带账号 ⟪broadband_id|0571A2837715⟫（⟪company|电信⟫，套餐⟪price|199元/月⟫）"""),

("zhihu_answer", """谢邀。作为在⟪company|某大厂⟫干了8年的程序员，说几点：
1. 年薪不是一切，我第一份工作月薪⟦AMOUNT|8k⟧，现在行业平均也就⟪price|2-3万⟫；
2. 35岁危机是真的，但不绝对；
3. 身体最重要。
以上，⟪date|2025年12月⟫更新。"""),

("property_notice", """【⟪company|万科物业⟫温馨提示】
尊敬的⟦ADDRESS|翠湖花园7栋2单元1504⟧业主 ⟦PERSON|林先生⟧：
您家⟪date|2025年⟫物业费尚欠⟦AMOUNT|3,216.00元⟧，请于⟪date|12月15日⟫前缴纳。收费标准⟪price|2.8元/㎡/月⟫。
如有疑问请联系管家 ⟦PERSON|小何⟧ ⟦PHONE|13728806614⟧，或拨打物业服务中心 ⟪hotline|0755-2660 8800⟫。"""),

("prescription", """处方笺   ⟪hospital|北京协和医院⟫   普通处方
姓名：⟦PERSON|夏文博⟧  年龄：⟪age|41岁⟫  科别：⟪department|精神科⟫
临床诊断：⟦MEDICAL|抑郁发作（中度）⟧；⟦MEDICAL|失眠⟧
Rp：
⟦MEDICAL|盐酸舍曲林片 50mg×14片 每日一次 口服⟧
⟦MEDICAL|右佐匹克隆片 3mg×7片 睡前服⟧
医师：⟦PERSON|许医生⟧   金额：⟪price|¥96.40⟫   日期：⟪date|2025-11-29⟫"""),

("sms_verification", """【⟪company|美团⟫】您的验证码是⟪otp_code|839204⟫，5分钟内有效。如非本人操作请忽略。
【⟪company|京东⟫】您购买的⟪product|罗马仕充电宝⟫（⟪price|¥89.00⟫）已于⟪date|12月2日⟫发货，银行卡⟪masked_card|尾号4471⟫。
【⟪company|顺丰⟫】快递员⟦PERSON|李师傅⟧（⟦PHONE|13716620483⟧）正在派送您的快件⟪tracking_no|SF1099284716630⟫。
【⟪company|中国移动⟫】您订购的⟪product|5G畅享套餐⟫（⟪price|128元/月⟫）将于⟪date|次月1日⟫生效。"""),

("travel_booking", """携程订单确认单   订单号：⟪order_id|1128830019475⟫
入住人：⟦PERSON|郭婷⟧ / ⟦PERSON|GUO TING⟧
证件：护照 ⟦PASSPORT|E58213947⟧
酒店：⟪place|曼谷暹罗凯宾斯基酒店⟫  入住 ⟪date|2026-01-24⟫  离店 ⟪date|2026-01-28⟫
房费：⟪price|THB 7,200/晚⟫
担保信用卡：⟦CARD|$visa4⟧  有效期 ⟪card_expiry|10/27⟫  CVV ⟦CVV|733⟧
联系手机：⟦PHONE|+86 135 1762 0493⟧"""),

("meituan_delivery_note", """【外卖订单】⟪order_id|#47⟫  ⟪company|老乡鸡（科兴店）⟫
备注：不要香菜！！我对⟦MEDICAL|花生过敏⟧，千万别放花生碎
收货：⟦PERSON|何先生⟧ ⟪masked_phone|188****2216⟫
地址：⟦ADDRESS|深圳市南山区科兴科学园B栋3单元19楼⟧
门禁码 ⟦PASSWORD|#2716⟧ 放前台就行
实付：⟪price|¥36.80⟫"""),

("feishu_bot_yaml", """# 告警配置  owner: ⟦PERSON|梁宇⟧
alerting:
  feishu:
    webhook: ⟦SECRET|$feishu_hook1⟧
    secret: ⟦SECRET|b3Kx9QmT2vRp7LwZ⟧
  threshold:
    cpu: ⟪percent|85⟫
    disk: ⟪percent|90⟫
  exclude_hosts:
    - ⟪doc_ip|198.51.100.77⟫
    - ⟦IP_ADDRESS|10.2.33.18⟧"""),

("hr_chat_salary", """⟦PERSON|小梁⟧：⟦PERSON|张总⟧，⟦PERSON|刘畅⟧的offer定了吗
⟦PERSON|张总⟧：定了，月薪⟦AMOUNT|28K⟧，16薪，期权另谈
⟦PERSON|小梁⟧：好的，那我按这个发。岗位JD上写的是⟪price|20-35K⟫，没问题
⟦PERSON|张总⟧：嗯，入职时间⟪date|1月中旬⟫，工位在⟪room_number|B区⟫"""),

("medical_insurance_detail", """医保结算单   结算号：⟪settlement_no|JS202511280377⟫
参保人：⟦PERSON|钱淑芬⟧   社会保障号：⟦IDCARD|$cnid11⟧
就诊医院：⟪hospital|上海市第六人民医院⟫
诊断：⟦MEDICAL|2型糖尿病伴周围神经病变⟧
费用总额：⟪price|1,842.50⟫   统筹支付：⟪price|1,290.00⟫
个人自付：⟦AMOUNT|552.50元⟧"""),

("family_group_chat", """【相亲相爱一家人】
妈：⟦PERSON|晓东⟧，你表哥下个月结婚，份子钱咱家出⟦AMOUNT|2000⟧
⟦PERSON|晓东⟧：知道了妈，我转给你
爸：你妈的⟦MEDICAL|膝关节积液⟧又犯了，周末带她去⟪place|市二院⟫看看
⟦PERSON|晓东⟧：好，我挂⟦PERSON|陈主任⟧的号，专家号⟪price|50块⟫
妈：你小姨的电话换了，⟦PHONE|13963215870⟧，记一下"""),

("github_commit_zh", """commit ⟪hash|a7c93e1f2d⟫
Author: ⟦PERSON|谢雨桐⟧ <⟦EMAIL|xieyutong@hexagon-tech.cn⟧>
Date:   ⟪timestamp|Tue Dec 2 22:41:09 2025 +0800⟫

    修复支付回调签名校验；临时写死了密钥，下个版本 ⟪version|v2.6.0⟫ 移到 KMS

-WECHAT_PAY_KEY = os.environ["WECHAT_PAY_KEY"]
+WECHAT_PAY_KEY = "⟦SECRET|Kq8Zr3Tn6Yb1Wd4Mx7Pa2Lc9Hv5Js0Fe⟧\""""),

("job_resume", """个人简历
⟦PERSON|黄敏⟧ | 女 | ⟪age|29岁⟫ | ⟦PHONE|150-0213-7786⟧ | ⟦EMAIL|huangmin_hr@qq.com⟧
现居：⟦ADDRESS|广州市天河区天河北路233号中信广场旁 林和西横路8号1203⟧
教育：⟪school|中山大学⟫ 人力资源管理 本科 ⟪date|2014-2018⟫
工作：⟪company|广州某贸易公司⟫ HRBP ⟪date|2021至今⟫
期望薪资：⟦AMOUNT|15-18K⟧"""),
]

TEXTS += [
("visa_materials_chat", """【微信】⟦PERSON|Cici⟧：姐，签证材料我整理好了，你核对下
护照号：⟦PASSPORT|EJ4827716⟧
出生日期：⟦DATE_OF_BIRTH|1997年6月24日⟧
身份证：⟦IDCARD|$cnid24⟧
在职证明上月薪写的⟦AMOUNT|12000⟧，银行流水余额⟦AMOUNT|8.6万⟧
⟦PERSON|何婧⟧：好的，日本单次签证费⟪price|¥350⟫，送签点⟪place|上海静安⟫，⟪date|下周三⟫前要交"""),

("overseas_remittance", """境外汇款申请书（个人）
汇款人：⟦PERSON|欧阳思远⟧  证件号码：⟦IDCARD|$cnid30⟧
收款人：⟦PERSON|Müller Jonas⟧
收款人账号（IBAN）：⟦IBAN|$iban_de3⟧
收款银行SWIFT：⟪bic|COBADEFFXXX⟫
汇款金额：⟦AMOUNT|EUR 8,000.00⟧   用途：留学学费
手续费：⟪price|人民币150元⟫   电报费：⟪price|80元⟫
经办：⟪branch|中国银行上海分行营业部⟫"""),

("openai_key_groupchat", """【AI学习交流群】
⟦PERSON|大鹏⟧：谁有能用的key啊，我的额度用完了
⟦PERSON|阿珂⟧：用我的吧先，别外传：⟦APIKEY|$openai2⟧
⟦PERSON|大鹏⟧：感谢感谢🙏 ⟪model|gpt-4o⟫能调吗
⟦PERSON|阿珂⟧：能，一个月我充了⟦AMOUNT|$50⟧，省着点用
群主-⟦PERSON|老K⟧：提醒一下群里别发key，被扫到会封号。官方价格⟪price|$2.50/百万token⟫"""),

("jwt_debug_log", """[⟪timestamp|2025-11-30 16:08:22⟫] [auth-gateway] 鉴权失败 uid=⟪order_id|771209⟫ reason=token过期
[⟪timestamp|2025-11-30 16:08:22⟫] [auth-gateway] Authorization: Bearer ⟦APIKEY|$jwt4⟧
[⟪timestamp|2025-11-30 16:08:23⟫] [auth-gateway] client_ip=⟦IP_ADDRESS|223.104.63.17⟧ ua=MicroMessenger/⟪version|8.0.49⟫"""),

("us_student_form", """留学生报到信息表（⟪school|UC Irvine⟫ 国际学生办公室）
中文姓名：⟦PERSON|蒋一凡⟧   英文名：⟦PERSON|Yifan Jiang⟧
SSN（社会安全号）：⟦SSN|623-48-1907⟧
护照号码：⟦PASSPORT|E91736402⟧
美国住址：⟦ADDRESS|4102 Verano Pl, Irvine, CA 92617⟧
美国手机：⟦PHONE|(949) 555-0166⟧
奖学金：⟦AMOUNT|$12,000/年⟧（学费标价⟪price|$45,800⟫）"""),

("credit_card_app", """信用卡申请表（⟪bank|浦发银行⟫）
申请人：⟦PERSON|邓凯⟧   出生日期：⟦DATE_OF_BIRTH|1993-01-09⟧
身份证号：⟦IDCARD|$cnid16⟧
单位：⟪company|南京鼎盛建材有限公司⟫   年收入：⟦AMOUNT|24万元⟧
住宅地址：⟦ADDRESS|江苏省南京市鼓楼区中山北路105号3栋602⟧
手机：⟦PHONE|18652019847⟧
推荐人工号：⟪employee_no|PF88213⟫  卡种：⟪product|梦卡白金版⟫（年费⟪price|¥360⟫）"""),

("online_shopping_card_leak", """买家留言：掌柜的我付款一直失败，是不是卡的问题，卡号⟦CARD|$visa5⟧，有效期⟪card_expiry|03/29⟫，背面三位⟦CVV|158⟧，你帮我看看
客服：亲亲，请不要在聊天中发送卡号和安全码哦！建议您联系发卡行，订单号⟪order_id|260118842093⟫金额⟪price|¥599⟫已为您保留"""),

("hospital_appointment_sms", """【⟪hospital|浙大一院⟫】⟦PERSON|孙浩⟧您好，您已成功预约⟪date|12月9日上午⟫⟪department|消化内科⟫⟦PERSON|吕主任⟧专家门诊，就诊序号⟪queue_no|17⟫，挂号费⟪price|50元⟫。请携带身份证于⟪timestamp|8:30⟫前到⟪place|门诊2楼⟫取号。检查项目：⟦MEDICAL|胃镜（无痛）⟧。"""),

("nginx_conf_zh", """# 运维：⟦PERSON|杨帆⟧  更新于 ⟪date|2025-11-11⟫
upstream api_backend {
    server ⟦IP_ADDRESS|10.0.8.11⟧:⟪port|8080⟫ weight=3;
    server ⟦IP_ADDRESS|10.0.8.12⟧:⟪port|8080⟫;
    server ⟪doc_ip|203.0.113.9⟫:8080 backup;  # 文档示例地址，勿用
}
# 管理后台 basic auth：admin / ⟦PASSWORD|Yf_ops#2025⟧"""),

("divorce_agreement", """离婚协议书（节选）
男方：⟦PERSON|蔡振宇⟧，⟦DATE_OF_BIRTH|1983年3月27日⟧出生，身份证号⟦IDCARD|$cnid20⟧
女方：⟦PERSON|程雅琪⟧，身份证号⟦IDCARD|$cnid15⟧
一、婚生女⟦PERSON|蔡沐希⟧由女方抚养，男方每月支付抚养费⟦AMOUNT|3500元⟧。
二、位于⟦ADDRESS|福建省厦门市湖里区枋湖北二路1688号5栋1902⟧的房产归女方所有，女方补偿男方⟦AMOUNT|人民币42万元⟧。
三、双方名下⟪company|宇通⟫汽车一辆（评估价⟪price|9.8万⟫）归男方。"""),

("clinic_wechat_consult", """【在线问诊】
患者 ⟦PERSON|小雨⟧：医生您好，我最近⟦MEDICAL|月经推迟⟧快两个月了，还⟦MEDICAL|掉头发⟧
⟦PERSON|赵医生⟧：有没有做过性激素六项和B超？
患者 ⟦PERSON|小雨⟧：做了，B超说是⟦MEDICAL|多囊卵巢⟧
⟦PERSON|赵医生⟧：那考虑⟦MEDICAL|多囊卵巢综合征⟧，可以先用⟦MEDICAL|炔雌醇环丙孕酮片 每日1片⟧调整周期，下次复诊带上报告。问诊费⟪price|29.9元⟫。"""),

("guarantor_form", """担保人信息
姓名：⟦PERSON|朱建国⟧   与借款人关系：舅舅
身份证号码：⟦IDCARD|$cnid29⟧
工作单位：⟪company|武汉钢铁集团⟫   月收入：⟦AMOUNT|9600元⟧
家庭住址：⟦ADDRESS|湖北省武汉市江汉区新华路218号华联公寓2-1205⟧
联系方式：⟦PHONE|027-8576 3310⟧ / ⟦PHONE|13307156684⟧
贷款产品：⟪product|安居贷⟫  利率⟪rate|LPR+0.35%⟫"""),

("k8s_configmap_zh", """# 千万别把这个 commit 上去！⟦PERSON|小韩⟧
apiVersion: v1
kind: Secret
metadata:
  name: payment-secret
data:
  # base64 之前的原文，方便调试
  ALIPAY_PRIVATE_KEY: |
⟦SECRET|$pem_rsa1⟧
  ALIPAY_APP_ID: "⟪app_id|2021004118667290⟫"
  NOTIFY_URL: "https://pay.example.cn/notify"  # 版本 ⟪version|1.4.2⟫"""),

("bank_card_photo_ocr", """【银行卡识别】
卡号：⟦CARD|$cup5⟧
银行：⟪bank|中国邮政储蓄银行⟫
卡类型：借记卡
有效期：⟪card_expiry|12/30⟫
持卡人：⟦PERSON|ZHOU XIUYING⟧
识别耗时 ⟪duration|213ms⟫  接口版本 ⟪version|v3.2⟫"""),

("landlord_wechat", """房东⟦PERSON|老刘⟧：小伙子，这个月房租还没到啊
⟦PERSON|杜明⟧：⟦PERSON|刘叔⟧不好意思，刚发工资，现在转您⟦AMOUNT|3200⟧
房东⟦PERSON|老刘⟧：好，另外水电燃气一共⟦AMOUNT|186.5⟧，你一起转
⟦PERSON|杜明⟧：好的。对了楼下大门密码是不是改了？
房东⟦PERSON|老刘⟧：改成⟦PASSWORD|5 8 3 1 #⟧了。隔壁那间在⟪company|贝壳⟫上挂⟪price|2800一个月⟫你有朋友可以介绍"""),

("patient_transfer", """转诊单
患者：⟦PERSON|胡晓燕⟧  女  ⟪age|47岁⟫   联系电话：⟦PHONE|0731-8452 7719⟧
初步诊断：⟦MEDICAL|乳腺癌（左侧，cT2N1M0）⟧
已行：⟦MEDICAL|空芯针穿刺活检⟧，病理示⟦MEDICAL|浸润性导管癌⟧，ER(+)、HER2(-)
转往：⟪hospital|湖南省肿瘤医院⟫ 乳腺外科 进一步行⟦MEDICAL|新辅助化疗⟧
转出医院：⟪hospital|长沙市第三医院⟫   日期：⟪date|2025/11/27⟫"""),

("server_handover_doc", """服务器交接清单（⟦PERSON|吴昊⟧ → ⟦PERSON|宋嘉豪⟧）
1. 跳板机 ⟦IP_ADDRESS|47.98.210.133⟧，端口⟪port|22022⟫，账号 ⟦PERSON|wuhao⟧，密码 ⟦PASSWORD|Wh@jump2024⟧
2. 数据库主库 ⟦IP_ADDRESS|172.16.8.20⟧ root 密码 ⟦PASSWORD|Db_Root!8820⟧
3. 监控大盘 ⟪url|grafana.internal.cn⟫
4. 阿里云子账号 AccessKey：⟦APIKEY|$ali_akid2⟧ / ⟦SECRET|$ali_secret2⟧
5. 证书到期：⟪date|2026-03-01⟫"""),

("tax_refund_notice", """【⟪authority|国家税务总局⟫】尊敬的纳税人⟦PERSON|包玉婷⟧，您⟪date|2024年度⟫个人所得税综合所得汇算已完成，应退税额⟦AMOUNT|1,286.00元⟧，将退至您尾号⟪masked_card|0925⟫的银行账户。如有疑问请拨打⟪hotline|12366⟫。"""),

("hotel_registration", """旅客住宿登记单   ⟪place|如家酒店（西安钟楼店）⟫   房号：⟪room_number|8112⟫
姓名：⟦PERSON|白晓峰⟧   证件类型：居民身份证
证件号码：⟦IDCARD|$cnid14⟧
同住人：⟦PERSON|白雪⟧
入住：⟪date|11-30⟫  离店：⟪date|12-02⟫  押金⟦AMOUNT|300元⟧（已付）  房价⟪price|219元/晚⟫"""),

("game_account_trade", """【闲鱼】出售⟪game|原神⟫账号
卖家：⟦PERSON|夜猫子阿飞⟧
账号：⟦EMAIL|afei_0927@126.com⟧  密码：⟦PASSWORD|feifei0927ys⟧（成交后告诉你改密）
绑定手机：⟪masked_phone|152****8831⟫
售价：⟪price|¥1,688⟫  不议价
身份证实名是我朋友的，⟦PERSON|刘伟强⟧ ⟦IDCARD|$cnid8⟧，介意勿拍"""),

("ct_report", """CT检查报告单   检查号：⟪exam_no|CT25112910388⟫
姓名：⟦PERSON|任志刚⟧   性别：男   年龄：⟪age|58岁⟫   科室：⟪department|胸外科⟫
检查部位：胸部平扫+增强
影像所见：右肺上叶见一大小约2.1cm×1.8cm结节，边缘毛刺。
诊断意见：⟦MEDICAL|右肺上叶占位，考虑周围型肺癌可能⟧；⟦MEDICAL|纵隔淋巴结肿大⟧。
报告医师：⟦PERSON|孔令辉⟧   审核医师：⟦PERSON|钟医生⟧   ⟪timestamp|2025-11-29 15:40⟫"""),

("crypto_scam_report", """报案材料补充说明
我叫⟦PERSON|詹小燕⟧，电话⟦PHONE|18277340125⟧。⟪date|10月⟫份在⟪app|某交友软件⟫认识一个叫"⟦PERSON|陈浩然⟧"的人，他让我在一个叫⟪app|BitGrowth⟫的平台投资，前后转了⟦AMOUNT|23.7万元⟧。转账到的卡号是⟦CARD|$cup7⟧，户名⟦PERSON|黄某强⟧。对方用的IP据平台客服说是⟦IP_ADDRESS|103.151.172.24⟧。"""),

("dental_clinic_record", """⟪company|瑞尔齿科⟫ 治疗记录
患者：⟦PERSON|王芳⟧  电话：⟦PHONE|13521907765⟧
主诉：⟦MEDICAL|右下后牙冷热刺激痛1周⟧
诊断：⟦MEDICAL|46深龋⟧
处置：⟦MEDICAL|46树脂充填⟧；建议洁牙
费用：充填⟪price|¥680⟫，洁牙⟪price|¥398⟫
本次患者实付：⟦AMOUNT|680元⟧   医生：⟦PERSON|欧医生⟧"""),

("class_roster_csv", """学号,姓名,性别,身份证号,家长电话,宿舍
⟪student_no|20250301⟫,⟦PERSON|刘子涵⟧,女,⟦IDCARD|$cnid27⟧,⟦PHONE|13877109926⟧,⟪room_number|3-402⟫
⟪student_no|20250302⟫,⟦PERSON|覃宇航⟧,男,⟦IDCARD|$cnid21⟧,⟦PHONE|15977356041⟧,⟪room_number|5-211⟫
⟪student_no|20250303⟫,⟦PERSON|田欣然⟧,女,⟦IDCARD|$cnid2⟧,⟦PHONE|18376620985⟧,⟪room_number|3-405⟫"""),

("loan_collection_sms", """【⟪company|某消费金融⟫】⟦PERSON|龙建平⟧先生，您在我司的借款已逾期⟪days|37天⟫，当前欠款⟦AMOUNT|12,483.20元⟧。请于今日18点前还款至指定账户，否则将联系您的紧急联系人⟦PERSON|龙小梅⟧（⟪masked_phone|139****6620⟫）。客服⟪hotline|400-820-3366⟫"""),

("api_doc_zh", """## 签名算法说明
1. 将请求参数按字典序排序，例如 `appid=⟪placeholder|wx0000000000000000⟫&nonce=⟪placeholder|abc123⟫`
2. 拼接 `&key=⟪placeholder|YOUR_API_KEY⟫` 后做 MD5
3. 测试环境回调地址可以填 `http://⟪doc_ip|192.0.2.100⟫:8080/notify`
4. 返回码 ⟪number|40001⟫ 表示签名错误，详见 ⟪version|v3⟫ 文档。"""),

("employee_medical_leave", """请假申请（病假）
申请人：⟦PERSON|苏晴⟧   部门：⟪department|财务部⟫   工号：⟪employee_no|A1027⟫
请假时间：⟪date|2025-12-03⟫ 至 ⟪date|2025-12-17⟫
事由：⟦MEDICAL|甲状腺乳头状癌⟧术后休养，已行⟦MEDICAL|甲状腺全切术⟧，需口服⟦MEDICAL|左甲状腺素钠片 100μg 每日一次⟧
附件：⟪attachment|诊断证明.pdf⟫
审批人：⟦PERSON|曹总⟧"""),

("ssh_login_audit", """Dec  2 04:11:52 web-03 sshd[⟪pid|28711⟫]: Failed password for root from ⟦IP_ADDRESS|218.92.0.112⟧ port ⟪port|51820⟫ ssh2
Dec  2 04:11:55 web-03 sshd[⟪pid|28714⟫]: Failed password for invalid user ⟦PERSON|zhangwei⟧ from ⟦IP_ADDRESS|218.92.0.112⟧ port ⟪port|51902⟫ ssh2
Dec  2 04:12:03 web-03 sshd[⟪pid|28730⟫]: Accepted publickey for deploy from ⟦IP_ADDRESS|2408:8207:2c44:1a70::3e⟧ port ⟪port|40122⟫ ssh2
# ⟦PERSON|张伟⟧已离职，账号待清理"""),

("taobao_address_book", """收货地址管理
[默认] ⟦PERSON|贺佳琪⟧ ⟪masked_phone|135****2290⟫ ⟦ADDRESS|四川省成都市武侯区科华北路65号世外桃源广场A座1806⟧
⟦PERSON|贺建军⟧ ⟦PHONE|0838-2216 4470⟧ ⟦ADDRESS|四川省德阳市旌阳区长江西路二段8号12栋2单元301⟧
菜鸟驿站代收 ⟪place|川大望江校区东门菜鸟驿站⟫"""),

("medical_device_ad", """【健康好物】⟪drug_ad|阿莫西林胶囊⟫、⟪drug_ad|布洛芬缓释胶囊 0.3g⟫ 限时⟪price|9.9元⟫起！
⟪company|叮当快药⟫28分钟送达，满⟪price|59元⟫免运费。
处方药请凭医生处方购买，活动截止⟪date|12月12日⟫。"""),

("parking_dispute_chat", """【业主群】
3栋⟦PERSON|王姐⟧：谁家的车牌⟪plate|粤B·7K2Q9⟫堵我车库门口了，已经半小时了！！
物业⟦PERSON|小周⟧：⟦PERSON|王姐⟧我帮您联系，车主登记电话⟦PHONE|13613058842⟧，是⟦ADDRESS|5栋1102⟧的⟦PERSON|邹先生⟧
⟦PERSON|邹先生⟧：不好意思不好意思，马上挪
3栋⟦PERSON|王姐⟧：下次注意，停车位月租才⟪price|300⟫自己租一个嘛"""),

("salary_dispute_arbitration", """劳动仲裁申请书
申请人：⟦PERSON|米兰⟧，女，⟦DATE_OF_BIRTH|1999年9月20日⟧生，身份证号⟦IDCARD|$cnid23⟧，住⟦ADDRESS|杭州市余杭区五常街道荆长路与联胜路交叉口西溪蓝海3幢1单元702⟧，电话⟦PHONE|15158123376⟧。
被申请人：⟪company|杭州某电子商务有限公司⟫
请求：1. 支付拖欠工资⟦AMOUNT|27,600元⟧；2. 支付经济补偿金⟦AMOUNT|13,800元⟧。
受理机构：⟪authority|余杭区劳动人事争议仲裁委员会⟫"""),

("vpn_account_email", """主题：您的VPN账号已开通
⟦PERSON|郑凯⟧ 同学：
你的VPN账号为 ⟦EMAIL|zhengkai@mail.hzu.edu.cn⟧，初始密码 ⟦PASSWORD|Hzu#8820kz⟧，首次登录请修改。
客户端下载：⟪url|vpn.hzu.edu.cn⟫，版本 ⟪version|9.12.4⟫。
网络中心  ⟪date|2025年12月1日⟫  电话 ⟪hotline|0571-8827 0000⟫"""),

("charity_donation_record", """爱心捐款登记（⟪event|99公益日⟫）
⟦PERSON|邵阿姨⟧  ⟦AMOUNT|200元⟧  现金
⟦PERSON|钱昊天⟧  ⟦AMOUNT|1000元⟧  微信转账 ⟪txn_id|4200001928374655102⟫
匿名    ⟦AMOUNT|500元⟧  现金
目标金额⟪price|5万元⟫，截至⟪date|9月9日⟫共募集⟪price|3.2万元⟫。"""),

("totp_backup_note", """备忘录 ⟪date|2025/10/08⟫
公司 GitLab 二次验证密钥（换手机用）：⟦SECRET|$totp2⟧
GitLab 个人令牌：⟦APIKEY|$glpat2⟧
恢复码：⟪recovery_code|a8f2-91cd⟫ ⟪recovery_code|3b7e-04aa⟫（已用过两个）
⟦PERSON|阿俊⟧的工位在 ⟪room_number|7F-032⟫"""),

("marriage_registration", """结婚登记声明书（信息核对）
男方：⟦PERSON|叶晨阳⟧  出生日期：⟦DATE_OF_BIRTH|1991-04-23⟧  身份证件号：⟦IDCARD|$cnid3⟧
女方：⟦PERSON|秦若溪⟧  出生日期：⟦DATE_OF_BIRTH|1993-01-09⟧  身份证件号：⟪note|（待补）⟫
常住户口所在地：⟦ADDRESS|辽宁省大连市中山区人民路23号2单元1101⟧
登记机关：⟪authority|大连市中山区民政局⟫   预约号：⟪queue_no|A058⟫"""),

("express_complaint", """投诉工单 ⟪ticket_id|TS20251202-00931⟫
客户：⟦PERSON|尹国栋⟧  来电：⟦PHONE|0512-6528 7731⟧
内容：快递⟪tracking_no|YT7509981223018⟫显示已签收但本人未收到，快递员⟦PERSON|小蒋⟧电话打不通。物品为⟪product|华为MatePad⟫，购买价⟪price|¥2,999⟫，要求赔偿。
处理人：⟪agent_id|客服07号⟫"""),

("elderly_care_record", """⟪company|幸福里养老院⟫ 入住评估
老人：⟦PERSON|谭桂英⟧  ⟪age|82岁⟫  床位⟪room_number|B-215⟫
病史：⟦MEDICAL|阿尔茨海默病（中度）⟧、⟦MEDICAL|2型糖尿病⟧、⟦MEDICAL|右髋关节置换术后⟧
用药：⟦MEDICAL|多奈哌齐 5mg 每晚⟧，⟦MEDICAL|二甲双胍 0.5g 每日三次⟧
监护人：⟦PERSON|谭志明⟧（儿子）⟦PHONE|13785520391⟧
月费：⟪price|6,800元⟫；监护人已预交⟦AMOUNT|20,400元⟧"""),

("douyin_live_order", """直播间订单导出 ⟪date|2025-11-11⟫
订单号,买家昵称,收货人,电话,地址,商品,单价
⟪order_id|69283011⟫,⟦PERSON|甜甜圈⟧🍩,⟦PERSON|杜甜⟧,⟦PHONE|18812347708⟧,⟦ADDRESS|河南省郑州市金水区农业路东38号院4号楼1506⟧,⟪product|羊绒围巾⟫,⟪price|199⟫
⟪order_id|69283012⟫,⟦PERSON|大橙子⟧,⟦PERSON|程志远⟧,⟦PHONE|15537160212⟧,⟦ADDRESS|河南省洛阳市涧西区南昌路16号9栋3单元⟧,⟪product|羊绒围巾⟫,⟪price|199⟫"""),
]

TEXTS += [
("pickup_code_sms", """【⟪company|菜鸟驿站⟫】取件码⟪pickup_code|8-3-2071⟫，请凭码到⟪place|紫荆苑东门驿站⟫取件，营业至⟪timestamp|21:00⟫。
【⟪company|丰巢⟫】⟦PERSON|蒋女士⟧您好，您的快递已存入⟪place|3号柜⟫，取件码⟪pickup_code|559014⟫，超时收费⟪price|0.5元/12小时⟫。"""),

("housing_fund_withdrawal", """住房公积金提取申请表
职工姓名：⟦PERSON|范思哲⟧   个人账号：⟪account_ref|GJJ0023871466⟫
证件号码：⟦IDCARD|$cnid19⟧
出生日期：⟦DATE_OF_BIRTH|2004年9月16日⟧
提取原因：租房   提取金额：⟦AMOUNT|9,000.00元⟧
收款银行卡：⟦CARD|$cup_raw4⟧
单位：⟪company|大连港湾物流有限公司⟫   经办人：⟦PERSON|周老师⟧"""),

("zoom_meeting_invite", """【腾讯会议】⟦PERSON|施雨涵⟧ 邀请您参加会议
主题：⟪meeting_title|Q4 预算评审⟫
时间：⟪timestamp|2025/12/05 14:00-15:30⟫ (GMT+08:00)
会议号：⟪meeting_id|728 319 405⟫
会议密码：⟦PASSWORD|2580⟧
点击链接入会：⟪url|https://meeting.tencent.com/dm/9FkQ2⟫"""),

("bank_transfer_receipt", """⟪bank|中国建设银行⟫ 网上银行电子回单
交易时间：⟪timestamp|2025-11-28 10:14:33⟫   流水号：⟪txn_id|DZ2025112810143300917⟫
付款人：⟦PERSON|俞海涛⟧   付款账号：⟦CARD|$cup_raw5⟧
收款人：⟦PERSON|俞晓雯⟧   收款账号：⟪masked_card|6217 **** **** 7716⟫
金额：⟦AMOUNT|¥15,000.00⟧（壹万伍仟元整）   用途：学费
手续费：⟪price|0.00⟫"""),
]
