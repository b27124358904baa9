"""Chinese texts for corpus_blind16, hand-written one at a time.

Markup: ⟦TYPE|value⟧ = span to detect, ⟪kind|value⟫ = decoy, `$name` = values.VALUES[name].
"""
TEXTS = []

TEXTS += [
("wechat_parents_group", r"""
【三年级(2)班家长群】
⟦PERSON|陈老师⟧：各位家长好，下周三（⟪date|4月15日⟫）春游去⟪place|植物园⟫，费用⟪price|¥45/人⟫，今晚九点前请在群里接龙，钱转给家委会⟦PERSON|朵朵⟧妈妈😊
⟦PERSON|王思远⟧爸爸：1. ⟦PERSON|王思远⟧ 已转⟦AMOUNT|45元⟧
⟦PERSON|朵朵⟧妈妈：收到～双胞胎家的⟦PERSON|乐乐⟧和⟦PERSON|安安⟧一起转了⟦AMOUNT|90元⟧
⟦PERSON|小米⟧奶奶：我家⟦PERSON|小米⟧有⟦MEDICAL|哮喘⟧，春游要带喷雾吗？⟦PERSON|陈老师⟧麻烦提醒一下
⟦PERSON|陈老师⟧：可以的，药交给随队的⟪org_name|校医室⟫⟦PERSON|黄老师⟧保管👌
"""),

("pet_hospital_record", r"""
⟪org_name|安心宠物医院（滨江店）⟫ 门诊病历
就诊日期：⟪date|2026-03-08⟫    病历号：⟪patient_ref|PH-2026-03117⟫
宠物名：⟪pet_name|团子⟫    品种：英短    年龄：3岁    体重：5.2kg
主人：⟦PERSON|周晓雯⟧    电话：⟦PHONE|137 6182 4590⟧
主诉：呕吐两天，食欲下降
诊断：⟪animal_health|急性胰腺炎⟫
处方：⟪animal_health|马罗匹坦注射液⟫，⟪animal_health|低脂处方粮⟫ 两周
费用合计：⟦AMOUNT|¥1,286.00⟧（已微信支付）
备注：主人自述本人⟦MEDICAL|猫毛过敏⟧，接触时需戴口罩和手套
接诊医生：⟦PERSON|孟医生⟧
"""),

("pet_insurance_claim_form", r"""
宠物医疗险理赔申请书                     保单号：⟪policy_ref|PET20260019384⟫
被保险人：⟦PERSON|林建国⟧        身份证号：⟦IDCARD|$cnid_lin⟧
联系电话：⟦PHONE|159 5831 0246⟧
宠物：⟪pet_name|旺财⟫（中华田园犬，4岁）    芯片号：⟪microchip|900164001882735⟫
出险经过：⟪date|2026年5月2日⟫在小区内被其他犬只咬伤，送⟪org_name|厦门爱宠动物医院⟫清创缝合（⟪animal_health|左后肢撕裂伤⟫）。
申请理赔金额：⟦AMOUNT|2,380.00元⟧（免赔额⟪price|200元⟫已扣除）
收款银行卡：⟦CARD|$card_unionpay19⟧    开户行：⟪org_name|建设银行厦门思明支行⟫
"""),

("rental_contract_excerpt", r"""
房屋租赁合同（摘录）
出租方（甲方）：⟦PERSON|马强⟧        身份证号：⟦IDCARD|$cnid_ma⟧
承租方（乙方）：⟦PERSON|郭婷⟧        身份证号：⟦IDCARD|$cnid_guo⟧        手机：⟦PHONE|186 2094 7713⟧
居间方：⟪org_name|恒信地产雁塔二部⟫，经纪人⟦PERSON|蒋晓峰⟧
房屋地址：⟦ADDRESS|西安市雁塔区科技路27号绿地世纪城C区5号楼2单元1503室⟧
租期：⟪date|2026年3月1日⟫起至⟪date|2027年2月28日⟫止
月租金：⟪price|¥3,200/月⟫，押一付三；中介服务费为⟪price|半个月租金⟫。
乙方已于签约当日支付押金⟦AMOUNT|3,200元⟧及首期租金⟦AMOUNT|9,600元⟧。
"""),

("property_repair_ticket", r"""
【报修工单】单号：⟪ticket_ref|WX20260412-0087⟫    提交时间：⟪timestamp|2026-04-12 08:41⟫
地址：⟦ADDRESS|武汉市武昌区中北路翠湖花园9栋1单元602⟧
业主：⟦PERSON|何俊⟧    电话：⟦PHONE|139 7102 6658⟧
问题描述：卫生间吊顶漏水，疑似楼上702排水管破裂
上门说明：业主出差，门锁密码⟦PASSWORD|208613⟧#，进门后请拍照发到业主群
派单：水电工⟦PERSON|老周⟧（⟪org_name|物业工程部⟫）
收费标准：上门费⟪price|30元⟫，材料另计
"""),

("wechat_motor_claim", r"""
理赔专员⟦PERSON|孙经理⟧：您好，报案号⟪claim_ref|RDAA2026440100003817⟫已受理。请上传行驶证、驾驶证以及⟦PERSON|赵磊⟧先生身份证正反面。
⟦PERSON|赵磊⟧：好的，身份证号⟦IDCARD|$cnid_zhao⟧，照片一会儿发。对方司机电话⟦PHONE|133 6541 0928⟧
⟦PERSON|赵磊⟧：我腿也擦伤了，去⟪org_name|青岛市市立医院⟫看了，诊断是⟦MEDICAL|左膝软组织挫伤⟧，拍片加换药一共花了⟦AMOUNT|860元⟧
⟦PERSON|孙经理⟧：医疗费可以一起报。车辆定损⟦AMOUNT|4,350元⟧，对方全责，保司直赔到您卡上。
⟦PERSON|赵磊⟧：好的谢谢，车在⟪place|市南区⟫的⟪org_name|4S店⟫
"""),

("email_home_insurance_zh", r"""
主题：家财险报案——水管爆裂（保单⟪policy_ref|HPA-3201-88473⟫）

您好：

我是投保人⟦PERSON|许丹⟧，⟪date|6月3日⟫凌晨厨房冷水管爆裂，木地板和橱柜泡水，楼下邻居⟦PERSON|钱浩⟧家天花板也被渗湿。
现场照片和维修报价已附上：地板更换报价⟦AMOUNT|12,600元⟧，橱柜⟦AMOUNT|5,400元⟧；赔付邻居墙面修复⟦AMOUNT|2,000元⟧。
保险地址：⟦ADDRESS|南京市玄武区北京东路71号紫金花苑3幢401室⟧
联系电话：⟦PHONE|138 1592 0374⟧，邮箱⟦EMAIL|xudan_1205@163mail.example⟧

保单写的免赔额是⟪price|每次事故500元⟫，请问是否适用？谢谢！
⟦PERSON|许丹⟧
"""),

("travel_claim_zh", r"""
境外旅行意外医疗理赔申请
被保险人：⟦PERSON|唐晓燕⟧    出生日期：⟦DATE_OF_BIRTH|1995年3月27日⟧
护照号码：⟦PASSPORT|EK4821937⟧    身份证号：⟦IDCARD|$cnid_tang⟧
行程：⟪date|2026年7月10日⟫—⟪date|7月20日⟫，⟪place|日本大阪⟫、⟪place|京都⟫，航班⟪flight_no|MU729⟫
事故经过：7月14日在京都爬山时扭伤脚踝，当地医院诊断为⟦MEDICAL|右踝关节韧带撕裂⟧，打了支具，开了⟦MEDICAL|洛索洛芬钠片⟧。
自付医疗费：⟦AMOUNT|48,600日元⟧（约⟦AMOUNT|2,280元人民币⟧）
紧急救援服务电话（保险公司）：⟦PHONE|400 820 5566⟧
"""),

("sms_express_pickup", r"""
【⟪org_name|顺达快递⟫】您的快递⟪tracking_number|SF1428830917264⟫已到⟪place|中关村南大街菜鸟驿站⟫，取件码⟪otp_code|6-2-3018⟫，请于⟪date|3月21日⟫前凭取件码领取。寄件人：⟦PERSON|黄佩珊⟧，收件人手机⟪masked_phone|138****4062⟫。如有疑问请联系快递员⟦PERSON|小杜⟧ ⟦PHONE|177 0219 6634⟧。
"""),

("customs_realname_notice", r"""
【跨境电商包裹实名认证】
尊敬的⟦PERSON|宋雅琴⟧：您在⟪org_name|海购优选⟫购买的商品（订单号⟪order_ref|HG20260505118823⟫）已到达⟪place|沈阳桃仙机场海关监管仓⟫。根据海关规定，请核对订购人身份信息：
姓名：⟦PERSON|宋雅琴⟧
身份证号：⟦IDCARD|$cnid_song⟧
收货地址：⟦ADDRESS|沈阳市和平区三好街96号华润置地广场12栋2306⟧
本单应缴跨境电商综合税⟦AMOUNT|¥86.45⟧（税率⟪percentage|9.1%⟫），已由平台代扣。
认证链接有效期24小时，验证码⟪otp_code|402918⟫，请勿泄露。
"""),

("bank_loan_notice", r"""
【⟪org_name|成都银行⟫个人消费贷款审批结果通知】
⟦PERSON|刘志强⟧先生：
您于⟪date|2026年4月8日⟫提交的消费贷款申请已审批通过。
借款人身份证号：⟦IDCARD|$cnid_liu⟧
核定额度：⟦AMOUNT|人民币150,000元⟧，期限36个月，年化利率⟪percentage|3.65%⟫（单利）。
放款账户：⟦CARD|$card_unionpay16⟧
申报月收入：⟦AMOUNT|18,000元⟧；工作单位：⟪org_name|四川航信科技有限公司⟫
客户经理：⟦PERSON|冉经理⟧ ⟦PHONE|028 8555 0163⟧
"""),

("ocr_mortgage_contract", r"""
个人住房借款合同（第⟪contract_no|2026-HZ-0447715⟫号）
借款人：⟦PERSON|周晓雯⟧    证件号码：⟦IDCARD|$cnid_zhou⟧
出生日期：⟦DATE_OF_BIRTH|1988年06月14日⟧
通讯地址：⟦ADDRESS|杭州市西湖区文三路478号华星时代广场B座1203室⟧
借款金额：人民币（大写）⟦AMOUNT|壹佰捌拾万元整⟧（小写：⟦AMOUNT|¥1,800,000.00⟧）
借款期限：⟪duration|360个月⟫    贷款利率：LPR减⟪percentage|0.45%⟫
抵押物：上述通讯地址所示房产
借款人签字：⟦PERSON|周晓雯⟧    日期：⟪date|2026年1月9日⟫
"""),

("pharmacy_prescription", r"""
⟪org_name|老百姓大药房（岳麓店）⟫ 处方调配单
患者：⟦PERSON|唐晓燕⟧   性别：女   年龄：31岁   手机：⟦PHONE|151 1627 3408⟧
诊断：⟦MEDICAL|甲状腺功能减退⟧；⟦MEDICAL|缺铁性贫血⟧
Rp：
1. ⟦MEDICAL|左甲状腺素钠片 50μg⟧ × 2盒    每日一次，晨起空腹
2. ⟦MEDICAL|琥珀酸亚铁片⟧ × 1盒    每日两次，饭后
药品单价：⟪price|¥26.80/盒⟫、⟪price|¥18.50/盒⟫
实收：⟦AMOUNT|¥72.10⟧（自费；门诊统筹报销比例⟪percentage|50%⟫，本次未使用）
审方药师：⟦PERSON|胡婧⟧
"""),

("dental_treatment_zh", r"""
⟪org_name|微笑口腔门诊部⟫ · 治疗计划确认书
患者：⟦PERSON|邓伟⟧    出生日期：⟦DATE_OF_BIRTH|1968-02-29⟧    病历号：⟪patient_ref|KQ-118204⟫
检查结果：⟦MEDICAL|慢性牙周炎⟧；36牙⟦MEDICAL|根尖周炎⟧；46缺失
既往史：⟦MEDICAL|高血压⟧，服用⟦MEDICAL|氨氯地平⟧；青霉素过敏
治疗方案及收费标准：
- 36根管治疗 ⟪price|¥1,800⟫
- 46种植牙（国产种植体）⟪price|¥6,800⟫
- 全口龈下刮治 ⟪price|¥1,200⟫
患者确认总费用：⟦AMOUNT|¥9,800⟧，今日已付定金⟦AMOUNT|¥2,000⟧
主治医生：⟦PERSON|雷医生⟧
"""),

("lawyer_consult_divorce", r"""
咨询记录（⟪org_name|锦天城律师事务所⟫ 家事部）        编号：⟪case_ref|JS-2026-0318⟫
咨询人：⟦PERSON|潘秀兰⟧，⟦PHONE|135 9771 2048⟧
对方：⟦PERSON|韦国栋⟧（丈夫），婚后购房一套，位于⟦ADDRESS|南宁市青秀区民族大道136号华润中心公寓2座1809⟧
情况：咨询人称对方长期酗酒，⟪date|2025年12月⟫起分居；女儿⟦PERSON|韦佳佳⟧（16岁）随咨询人生活。
咨询人患有⟦MEDICAL|乳腺癌⟧，目前在⟪org_name|广西医科大学附属肿瘤医院⟫化疗，无固定收入。
诉求：离婚，女儿抚养权，对方每月支付抚养费⟦AMOUNT|3,000元⟧；对方私自转给他人的⟦AMOUNT|三十多万⟧存款要求分割。
律师意见：⟦PERSON|黎律师⟧建议先收集银行流水；律师费按标准⟪price|8,000元起⟫。
"""),

("labor_arbitration_application", r"""
劳动人事争议仲裁申请书
申请人：⟦PERSON|曹刚⟧，男，汉族，⟦DATE_OF_BIRTH|1982年3月5日⟧出生
身份证号：⟦IDCARD|$cnid_cao⟧
住址：⟦ADDRESS|郑州市金水区经三路15号院3号楼1单元402⟧    电话：⟦PHONE|136 3385 7021⟧
被申请人：⟪org_name|郑州宏达物流有限公司⟫（统一社会信用代码 ⟪company_reg|91410105MA44XK7R2C⟫）
仲裁请求：
一、支付拖欠工资⟦AMOUNT|23,400元⟧（⟪date|2025年10月⟫至⟪date|2026年1月⟫）；
二、支付违法解除劳动合同赔偿金⟦AMOUNT|41,600元⟧；
三、报销工伤医疗费⟦AMOUNT|6,218.50元⟧（⟦MEDICAL|右手桡骨骨折⟧，⟪org_name|郑州市骨科医院⟫）。
"""),

("ops_log_aliyun", r"""
[⟪timestamp|2026-05-19 02:13:44⟫] INFO  oss-sync 启动，版本 ⟪version|v2.6.1⟫
[⟪timestamp|2026-05-19 02:13:44⟫] DEBUG 读取环境变量 ALIBABA_CLOUD_ACCESS_KEY_ID=⟦APIKEY|$ali_akid⟧
[2026-05-19 02:13:44] DEBUG 读取环境变量 ALIBABA_CLOUD_ACCESS_KEY_SECRET=⟦SECRET|$ali_secret⟧   # TODO 别再打日志了 ——⟦PERSON|老蒋⟧
[2026-05-19 02:13:45] INFO  endpoint=oss-cn-hangzhou-internal.aliyuncs.com bucket=clinic-xray-bak
[2026-05-19 02:13:52] WARN  上传节点 ⟦IP_ADDRESS|100.104.22.19⟧ 超时，重试(1/3)
[2026-05-19 02:14:10] INFO  同步完成：1,204 个文件，⟪size|3.7 GB⟫，耗时 26s
"""),

("python_tencent_cloud", r"""
# sms_notify.py —— 宠物医院复诊短信提醒（作者：⟦PERSON|方宇⟧）
from tencentcloud.common import credential
from tencentcloud.sms.v20210111 import sms_client, models

cred = credential.Credential("⟦APIKEY|$tencent_id⟧", "⟦SECRET|$tencent_key⟧")
client = sms_client.SmsClient(cred, "ap-guangzhou")

req = models.SendSmsRequest()
req.SmsSdkAppId = "⟪app_id|1400887341⟫"
req.SignName = "安心宠物"
req.TemplateId = "⟪template_id|2150418⟫"
req.PhoneNumberSet = ["⟦PHONE|+8613761824590⟧"]   # 测试用，⟦PERSON|周晓雯⟧的号
req.TemplateParamSet = ["团子", "3月15日"]
"""),

("dingtalk_robot_config", r"""
# 钉钉告警机器人配置（运维组，负责人：⟦PERSON|阿伟⟧）
dingtalk:
  app_key: ⟪app_id|$ding_appkey⟫
  app_secret: ⟦SECRET|$ding_secret⟧
  robot_webhook: ⟦SECRET|$ding_webhook⟧
  at_mobiles:
    - "⟦PHONE|18566230417⟧"    # ⟦PERSON|阿伟⟧
    - "⟦PHONE|13590218846⟧"    # ⟦PERSON|郑工⟧
  alert_level: P1
  dashboard: http://⟪doc_ip|192.0.2.45⟫:⟪port|3000⟫/d/k8s-nodes
"""),

("feishu_bot_config", r"""
{
  "feishu": {
    "app_id": "⟪app_id|$feishu_appid⟫",
    "app_secret": "⟦SECRET|$feishu_secret⟧",
    "bot_webhook": "⟦SECRET|$feishu_webhook⟧",
    "notify_chat": "⟪app_id|oc_5ad11d72f4e6b3b0c8e1a09d7f2c3e41⟫"
  },
  "owner": "⟦PERSON|liangyuqing⟧",
  "comment": "报销审批通知机器人，超过⟪price|5000元⟫的报销单推送给财务⟦PERSON|葛会计⟧"
}
"""),

("wechat_mp_config", r"""
; 公众号后台配置（⟪org_name|博睿教育⟫ 课程报名）
[wechat]
appid = ⟪app_id|$wechat_appid⟫
appsecret = ⟦SECRET|$wechat_secret⟧
token = ⟦SECRET|brX9kq2Lm7Vt⟧
encoding_aes_key = ⟦SECRET|Nq4xZ8cT1vB6mR3sW9yK2fH7jL0pD5gA8eU1iO4tY6w⟧
[pay]
mch_id = ⟪app_id|1639442817⟫
notify_url = https://api.borui-edu.example/pay/notify
; 管理员：⟦PERSON|钱浩⟧ ⟦PHONE|131 6280 5519⟧
"""),

("ecommerce_cs_chat", r"""
【⟪org_name|拾光家居旗舰店⟫ 客服聊天记录】
买家 ⟦PERSON|momo_lin⟧：亲，我的订单⟪order_ref|4102783365120948815⟫显示签收了，但我根本没收到啊😭
客服 ⟦PERSON|小桃⟧：亲亲别着急～我帮您查一下，收货地址是⟦ADDRESS|厦门市思明区莲前西路2号莲富大厦15楼B室⟧对吗？
买家 ⟦PERSON|momo_lin⟧：对的，电话⟦PHONE|159 8023 4417⟧
客服 ⟦PERSON|小桃⟧：查到了，快递员放在了⟪place|楼下丰巢柜⟫，取件码⟪otp_code|88216430⟫。如果找不到，我们直接给您退款⟦AMOUNT|¥219.00⟧哦
买家 ⟦PERSON|momo_lin⟧：好的我去看看，谢谢亲
"""),

("payslip_zh", r"""
⟪org_name|深圳前海云帆科技有限公司⟫ 2026年5月 工资条
姓名：⟦PERSON|郭婷⟧    工号：⟪employee_id|YF0427⟫    部门：测试部
身份证号：⟦IDCARD|$cnid_guo⟧
应发工资：⟦AMOUNT|16,500.00⟧（基本工资 ⟦AMOUNT|12,000.00⟧ + 绩效 ⟦AMOUNT|4,500.00⟧）
社保个人部分：⟦AMOUNT|1,320.00⟧    公积金个人部分（⟪percentage|12%⟫）：⟦AMOUNT|1,440.00⟧
个人所得税：⟦AMOUNT|474.00⟧
实发工资：⟦AMOUNT|13,266.00⟧
发放银行卡：⟪masked_card|6217 **** **** 3306⟫
"""),

("onboarding_form_zh", r"""
员工入职登记表                                      填表日期：⟪date|2026-06-01⟫
姓名：⟦PERSON|罗雪⟧    性别：女    出生日期：⟦DATE_OF_BIRTH|1997年6月14日⟧    民族：彝族
身份证号码：⟦IDCARD|$cnid_luo⟧
现住址：⟦ADDRESS|昆明市五华区人民中路56号金鼎小区8幢3单元501⟧
手机：⟦PHONE|187 8801 6325⟧    邮箱：⟦EMAIL|luoxue97@kmmail.example⟧
紧急联系人：⟦PERSON|罗永福⟧（父亲）⟦PHONE|139 8816 0472⟧
既往病史（如无请填"无"）：⟦MEDICAL|癫痫⟧，规律服用⟦MEDICAL|丙戊酸钠⟧，近三年无发作
试用期月薪：⟦AMOUNT|7,200元⟧    转正后：⟦AMOUNT|8,000元⟧
"""),

("ride_hailing_receipt", r"""
【⟪org_name|快滴出行⟫】行程单
乘客：⟦PERSON|杨帆⟧    手机：⟪masked_phone|186****0931⟫
上车：⟦ADDRESS|天津市和平区南京路219号天津中心⟧  ⟪timestamp|2026-08-02 23:14⟫
下车：⟪place|天津站⟫  ⟪timestamp|2026-08-02 23:41⟫
司机：⟦PERSON|刘师傅⟧    车型：比亚迪秦    车牌：津A·D7281
里程 12.4 公里，起步价⟪price|¥13⟫，里程费⟪price|¥2.2/公里⟫
实付金额：⟦AMOUNT|¥41.28⟧（含夜间服务费，已用优惠券⟪promo_code|YX20OFF⟫）
"""),
]

TEXTS += [
("delivery_rider_chat", r"""
骑手⟦PERSON|小赵⟧：您好，我是⟪org_name|饿了么⟫骑手，您的外卖到⟪place|滨江花园⟫东门了，保安不让进
顾客：麻烦送到⟦ADDRESS|杭州市滨江区江南大道3850号滨江花园12幢2单元1101⟧，门禁密码⟦PASSWORD|1101#⟧，谢谢！
骑手⟦PERSON|小赵⟧：好的，取餐码⟪otp_code|0937⟫对一下
顾客：对的。备注写了不要香菜，我⟦MEDICAL|对花生严重过敏⟧，店家看到了吗
骑手⟦PERSON|小赵⟧：这个我不清楚哦，您可以联系商家⟪org_name|阿香麻辣烫⟫。打赏⟦AMOUNT|5元⟧收到了，谢谢老板！
"""),

("badminton_club_group", r"""
【周六羽毛球群】
⟦PERSON|老蒋⟧：本周六⟪time|14:00-17:00⟫ ⟪place|奥体中心⟫3号馆，场地费⟪price|¥60/小时⟫，AA每人⟪price|25元⟫，接龙：
1. ⟦PERSON|老蒋⟧
2. ⟦PERSON|阿彬⟧
3. ⟦PERSON|Lily张⟧
⟦PERSON|阿彬⟧：我上周扭的脚还没好，医生说是⟦MEDICAL|跟腱炎⟧，这周只能看你们打了😂
⟦PERSON|老蒋⟧：好好养着！上个月欠的球费你转我⟦AMOUNT|75元⟧就行
⟦PERSON|阿彬⟧：已转👌
"""),

("coach_app_profile", r"""
{
  "学员": "⟦PERSON|宋雅琴⟧",
  "手机": "⟦PHONE|13840172259⟧",
  "教练": "⟦PERSON|许教练⟧",
  "课程包": "私教30节",
  "课程包标价": "⟪price|¥9,000⟫",
  "实付": "⟦AMOUNT|¥7,650⟧",
  "体测": {"体重": "58.4kg", "体脂率": "⟪percentage|27.1%⟫"},
  "伤病史": "⟦MEDICAL|腰椎间盘突出（L4-L5）⟧，避免大重量硬拉",
  "创建时间": "⟪timestamp|2026-02-17 19:30:12⟫",
  "app版本": "⟪version|4.8.0⟫"
}
"""),

("health_article_zh", r"""
春季过敏性鼻炎，这样做可以缓解

每年⟪date|3月到5月⟫是花粉浓度最高的时候，⟪health_term|过敏性鼻炎⟫患者会出现打喷嚏、流清涕、鼻痒、鼻塞等症状。据统计，我国成人过敏性鼻炎患病率约为⟪percentage|17.6%⟫。

专家建议：外出佩戴口罩，回家后及时洗脸、用生理盐水冲洗鼻腔；症状明显者可在医生指导下使用⟪health_term|鼻用糖皮质激素⟫或⟪health_term|氯雷他定⟫等抗组胺药。若同时出现喘息、胸闷，要警惕合并⟪health_term|哮喘⟫，应及时到⟪org_name|呼吸科⟫就诊。

（本文由⟪org_name|市疾控中心健康教育所⟫提供）
"""),

("bank_call_transcript_zh", r"""
[⟪timecode|00:00:03⟫] 客服：您好，⟪org_name|招商银行⟫信用卡中心，工号⟪employee_id|60217⟫为您服务。
[⟪timecode|00:00:07⟫] 客户：你好，我的卡被盗刷了。
[00:00:10] 客服：请问您的姓名？
[00:00:12] 客户：⟦PERSON|孙莉⟧，孙悟空的孙，茉莉的莉。
[00:00:18] 客服：⟦PERSON|孙女士⟧，请报一下卡号。
[00:00:21] 客户：⟦CARD|$card_unionpay16_b⟧，安全码要吗？是⟦CVV|385⟧。
[00:00:30] 客服：安全码不需要提供，请不要告诉任何人。盗刷的是哪一笔？
[00:00:35] 客户：昨晚十一点多在⟪org_name|某游戏平台⟫刷了⟦AMOUNT|三千二百块⟧，我人在⟪place|上海⟫根本没用过。
[00:00:44] 客服：好的，已为您冻结卡片并提交争议，受理编号⟪case_ref|CMB-DS-20260611-0418⟫。
"""),

("dental_dictation_zh", r"""
（口述病历，语音转文字）患者⟦PERSON|钱浩⟧，男，三十二岁，身份证⟦IDCARD|$cnid_qian⟧，住⟦ADDRESS|昆山市玉山镇前进西路1288号中茵皇冠国际9号楼601⟧。主诉右下后牙夜间痛三天。检查：47深龋及髓，叩痛加号，冷测激发痛。诊断：⟦MEDICAL|47急性牙髓炎⟧。处理：局麻下开髓引流，封⟦MEDICAL|氢氧化钙⟧。嘱⟦MEDICAL|布洛芬缓释胶囊⟧必要时服用，一周后复诊根管预备。患者自述⟦MEDICAL|青霉素过敏⟧。本次费用按⟪price|开髓引流¥180⟫收取。口述医生⟦PERSON|金医生⟧，完毕。
"""),

("ocr_id_card_front", r"""
姓名 ⟦PERSON|黄佩珊⟧
性别 女    民族 汉
出生 ⟦DATE_OF_BIRTH|1984 年 1 月 1 日⟧
住址 ⟦ADDRESS|广州市越秀区东风中路437号
越秀城市广场北塔2805房⟧
公民身份号码 ⟦IDCARD|$cnid_huang⟧
[OCR 置信度 ⟪percentage|98.7%⟫ | 识别耗时 ⟪duration|312ms⟫ | 签发机关（背面）：⟪org_name|广州市公安局越秀分局⟫]
"""),

("sql_insert_users_zh", r"""
-- 学员表导入（⟪org_name|博睿教育⟫ 2026春季班），执行人：⟦PERSON|liangyuqing⟧
INSERT INTO students (id, name, parent_name, parent_phone, id_card, class_fee, paid) VALUES
(3301, '⟦PERSON|范子涵⟧', '⟦PERSON|范建平⟧', '⟦PHONE|13906718823⟧', '⟦IDCARD|$cnid_fan⟧', ⟪price|4800.00⟫, ⟦AMOUNT|2400.00⟧),
(3302, '⟦PERSON|王思远⟧', '⟦PERSON|王立新⟧', '⟦PHONE|13801125364⟧', '⟦IDCARD|$cnid_wang⟧', ⟪price|5200.00⟫, ⟦AMOUNT|2600.00⟧);
-- 注：⟪date|2026-03-01⟫ 前未缴清的自动发提醒
"""),

("json_takeout_order", r"""
{"order_id":"⟪order_ref|E20260721183355019⟫","shop":"⟪org_name|蜀香小厨（五道口店）⟫",
 "receiver":{"name":"⟦PERSON|何先生⟧","phone":"⟦PHONE|15010483327⟧","address":"⟦ADDRESS|北京市海淀区成府路28号优盛大厦A座1708⟧"},
 "items":[{"name":"水煮鱼","price":"⟪price|58.00⟫"},{"name":"米饭","price":"⟪price|2.00⟫"}],
 "delivery_fee":"⟪price|4.50⟫","discount":"⟪price|-10.00⟫","paid_total":"⟦AMOUNT|56.50⟧",
 "remark":"少辣，孕妇，⟦MEDICAL|妊娠期糖尿病⟧不要放糖","created":"⟪timestamp|2026-07-21 18:33:55⟫"}
"""),

("school_notice_enrollment", r"""
⟪org_name|北京市朝阳区实验中学⟫ 初一新生学籍信息核对表
学生：⟦PERSON|王思远⟧    性别：男    出生日期：⟦DATE_OF_BIRTH|2009-02-27⟧
身份证号：⟦IDCARD|$cnid_wang⟧
户籍地址：⟦ADDRESS|北京市朝阳区朝阳北路101号朝阳大悦城公寓3号楼1204⟧
监护人：⟦PERSON|王立新⟧（父）⟦PHONE|13801125364⟧
健康情况：⟦MEDICAL|先天性心脏病（室间隔缺损）术后⟧，体育课免长跑
请家长于⟪date|9月5日⟫前核对签字交班主任⟦PERSON|齐老师⟧。
"""),

("tutoring_payment_chat", r"""
⟦PERSON|范建平⟧：⟦PERSON|刘老师⟧您好，子涵下学期的数学一对一还是每周六上午吗？
⟦PERSON|刘老师⟧：是的～课时费不变，⟪price|300元/课时⟫，20课时一期。
⟦PERSON|范建平⟧：好的，我先转一半⟦AMOUNT|3000元⟧，剩下的开学前转。
[转账] ⟦AMOUNT|¥3,000.00⟧ 已被接收
⟦PERSON|刘老师⟧：收到啦👌 子涵最近专注力好多了，她说医生给她调了⟦MEDICAL|哌甲酯⟧的剂量？
⟦PERSON|范建平⟧：对，⟦MEDICAL|多动症⟧复查了，效果还行。谢谢⟦PERSON|刘老师⟧关心！
"""),

("landlord_utility_wechat", r"""
房东⟦PERSON|潘阿姨⟧：小叶，这个月水电燃气一共⟦AMOUNT|286.4元⟧，明细：水⟪price|¥4.1/吨⟫用了18吨，电⟪price|¥0.62/度⟫用了245度，燃气⟪price|¥2.8/方⟫。
⟦PERSON|叶晨⟧：好的⟦PERSON|潘阿姨⟧，马上转。对了空调遥控器坏了
房东⟦PERSON|潘阿姨⟧：那我让物业⟦PERSON|韦师傅⟧明天去换，你不在的话他用密码开门可以吗？
⟦PERSON|叶晨⟧：可以，密码还是⟦PASSWORD|960512⟧
[转账] ⟦AMOUNT|¥286.40⟧ 已被接收
"""),

("moving_order_sms", r"""
【⟪org_name|货拉拉⟫】您的订单⟪order_ref|HLL26081203377⟫已被司机接单：⟦PERSON|邹师傅⟧，车型中面包，车牌鄂A·5K739，电话⟦PHONE|176 2714 8830⟧。
装货地：⟦ADDRESS|武汉市武昌区中北路翠湖花园9栋1单元602⟧
卸货地：⟦ADDRESS|武汉市洪山区珞喻路1037号华科西十二舍对面光谷青年城2栋1908⟧
预估费用⟪price|¥168⟫（含搬运⟪price|¥60⟫），实际以订单结算为准。
"""),

("bank_transaction_sms", r"""
【⟪org_name|工商银行⟫】您尾号⟪masked_card|8841⟫卡⟪timestamp|8月12日14:03⟫快捷支付(⟪org_name|财付通-美团⟫)支出⟦AMOUNT|¥128.50⟧。如非本人操作请致电⟦PHONE|95588⟧。验证码⟪otp_code|553190⟫仅用于本次支付，切勿告知他人。
"""),

("insurance_callback_transcript", r"""
回访录音转写  ⟪case_ref|HF-2026-0902-117⟫
坐席：您好，请问是⟦PERSON|陈美华⟧女士吗？我是⟪org_name|平和人寿⟫的回访专员。
客户：是我。
坐席：您⟪date|8月28日⟫投保的重疾险，年交保费⟦AMOUNT|8,460元⟧，交费期20年，请问投保时业务员⟦PERSON|易小芳⟧有没有向您说明责任免除条款？
客户：说了的。
坐席：健康告知中您填写了⟦MEDICAL|甲状腺结节（TI-RADS 3类）⟧，确认属实吗？
客户：对，去年体检查出来的。
坐席：好的，您的身份证后四位是⟪id_tail|9842⟫吗？
客户：是的。
"""),

("ocr_lawyer_letter", r"""
律 师 函
（2026）⟪case_ref|粤天律函字第0417号⟫

致：⟦PERSON|邝志明⟧先生
地址：⟦ADDRESS|广州市天河区天河北路233号中信广场4102室⟧

⟪org_name|广东天胜律师事务所⟫受⟦PERSON|陈美华⟧女士（身份证号：⟦IDCARD|$cnid_chen⟧）委托，就您拖欠其借款一事致函如下：
您于2024年6月向委托人借款⟦AMOUNT|人民币二十万元⟧，约定年利率⟪percentage|6%⟫，至今仅归还⟦AMOUNT|五万元⟧。请于本函送达之日起七日内归还剩余本金及利息。
承办律师：⟦PERSON|赵律师⟧  电话：⟦PHONE|020 3882 0145⟧
"""),

("visa_agency_checklist", r"""
【⟪org_name|环球通签证中心⟫】英国学生签证材料清单 —— 申请人：⟦PERSON|杨帆⟧
1. 护照原件（护照号⟦PASSPORT|EH5209147⟧，有效期至⟪date|2035-09-02⟫）
2. 身份证复印件（⟦IDCARD|$cnid_yang⟧）
3. CAS 编号：⟪case_ref|E4G8K21Q9P3XZ⟫（⟪org_name|University of Leeds⟫）
4. 存款证明：⟦AMOUNT|人民币28万元⟧，需存满28天
5. 肺结核检测报告（指定医院：⟪org_name|天津市第一中心医院⟫）
签证费⟪price|£524⟫、IHS⟪price|£776/年⟫由申请人自行在线支付。
联系顾问：⟦PERSON|Amy⟧ ⟦PHONE|022 5865 0317⟧
"""),

("k8s_configmap_zh", r"""
# 订单服务配置 —— 注意：密码不要再写在 ConfigMap 里了！（⟦PERSON|郑工⟧ ⟪date|2026-04-02⟫）
apiVersion: v1
kind: ConfigMap
metadata:
  name: order-svc-config
  namespace: ecommerce
data:
  DB_HOST: "⟦IP_ADDRESS|172.20.14.61⟧"
  DB_PORT: "⟪port|3306⟫"
  DB_USER: "order_rw"
  DB_PASSWORD: "⟦PASSWORD|Shop@2026!Qz⟧"
  REDIS_URL: "redis://:⟦SECRET|r3d1sPa55w0rd⟧@⟦IP_ADDRESS|172.20.14.70⟧:⟪port|6379⟫/0"
  LOG_LEVEL: "info"
"""),

("shell_history_zh", r"""
 1021  ssh ⟦PERSON|zhaolei⟧@⟦IP_ADDRESS|47.108.91.203⟧ -p ⟪port|22022⟫   # 生产跳板机
 1022  mysql -h ⟦IP_ADDRESS|10.8.0.12⟧ -u root -p'⟦PASSWORD|Qd#8814root⟧' clinic
 1023  tail -f /var/log/nginx/access.log | grep ⟪doc_ip|198.51.100.9⟫
 1024  docker pull registry.cn-hangzhou.aliyuncs.com/pethub/api:⟪version|2.3.7⟫
 1025  vim /home/⟦PERSON|zhaolei⟧/.bashrc   # 加了代理
 1026  history | grep mysql
"""),

("incident_review_zh", r"""
# 故障复盘：⟪ticket_ref|P1-20260716⟫ 支付回调丢失

**时间**：⟪timestamp|2026-07-16 20:05⟫ ～ 21:40    **负责人**：⟦PERSON|张蔚⟧、⟦PERSON|欧阳琳⟧    **记录**：⟦PERSON|小雨⟧

## 现象
约⟪percentage|3.2%⟫的订单支付成功但状态未更新，用户重复支付。客户⟦PERSON|司马婧⟧（⟦PHONE|139 0107 2284⟧）重复扣款⟦AMOUNT|¥1,299.00⟧，已人工退款。

## 原因
回调服务 ⟪version|v5.2.0⟫ 上线后 worker 数配置错误，队列积压；网关节点 ⟦IP_ADDRESS|10.12.3.8⟧ 的连接池耗尽。

## 改进
1. 回调幂等校验；2. ⟦PERSON|欧阳琳⟧负责补充队列积压告警。
"""),

("gitlab_ci_log_zh", r"""
Running with gitlab-runner ⟪version|17.2.1⟫ (⟪commit_sha|e3f1a02c⟫)
  on 构建机-03 ⟪runner_id|t2_Kx8Qz⟫, system ID: ⟪app_id|s_7c1d93e0ab42⟫
$ echo "克隆私有依赖仓库"
$ git clone https://oauth2:⟦APIKEY|$glpat_a⟧@gitlab.example.cn/pethub/common-lib.git
Cloning into 'common-lib'...
$ npm ci
added 1284 packages in 41s
$ echo "通知 ⟦PERSON|方宇⟧ 构建完成"
Job succeeded
"""),

("medical_reimbursement_form", r"""
医疗费用报销申请单（⟪org_name|员工补充医疗保险⟫）
申请人：⟦PERSON|何俊⟧    工号：⟪employee_id|HX2231⟫    身份证：⟦IDCARD|$cnid_he⟧
就诊医院：⟪org_name|武汉大学人民医院⟫    就诊日期：⟪date|2026-05-09⟫
诊断：⟦MEDICAL|2型糖尿病⟧、⟦MEDICAL|高脂血症⟧
发票总额：⟦AMOUNT|¥3,472.60⟧；医保统筹已支付：⟦AMOUNT|¥2,083.56⟧；个人自付：⟦AMOUNT|¥1,389.04⟧
本次申请报销：⟦AMOUNT|¥1,111.23⟧（报销比例⟪percentage|80%⟫）
发票号：⟪invoice_ref|42010026051100873345⟫
收款账户：⟦CARD|$card_unionpay19_b⟧
"""),

("pet_boarding_agreement", r"""
宠物寄养协议
甲方（寄养人）：⟦PERSON|孙莉⟧    电话：⟦PHONE|138 1637 5520⟧
乙方：⟪org_name|喵汪之家寄养中心⟫
宠物：⟪pet_name|可乐⟫（柯基，公，5岁），已绝育，疫苗本编号⟪certificate_no|SH-VAC-2025-118842⟫
寄养时间：⟪date|2026年9月30日⟫至⟪date|10月8日⟫，共8晚，⟪price|¥120/晚⟫
特殊照顾：⟪animal_health|慢性肾病⟫，每天喂⟪animal_health|肾脏处方粮⟫，不能吃零食
甲方已预付⟦AMOUNT|¥960⟧。紧急联系人：⟦PERSON|孙莉⟧的丈夫⟦PERSON|吕航⟧ ⟦PHONE|139 1874 0362⟧
"""),
]

TEXTS += [
("price_list_pet_clinic", r"""
⟪org_name|安心宠物医院⟫ 常规项目价目表（⟪date|2026年4月1日⟫起执行）
| 项目 | 猫 | 犬（10kg以下） | 犬（10kg以上） |
|---|---|---|---|
| 狂犬疫苗 | ⟪price|¥80⟫ | ⟪price|¥80⟫ | ⟪price|¥80⟫ |
| 猫三联 / 犬八联 | ⟪price|¥150⟫ | ⟪price|¥180⟫ | ⟪price|¥180⟫ |
| 体内外驱虫 | ⟪price|¥95⟫ | ⟪price|¥110⟫ | ⟪price|¥160⟫ |
| 绝育手术 | ⟪price|¥800⟫ | ⟪price|¥1,200⟫ | ⟪price|¥1,800⟫ |
会员享⟪percentage|9折⟫；夜间急诊另收挂号费⟪price|¥100⟫。
"""),

("dingtalk_approval_msg", r"""
【审批通知】⟦PERSON|欧阳琳⟧提交的报销申请待您审批
审批编号：⟪ticket_ref|202608150931000417⟫
报销事由：⟪date|8月10日⟫—⟪date|8月12日⟫ 赴⟪place|深圳⟫客户现场部署
报销明细：机票⟦AMOUNT|¥1,460.00⟧，酒店2晚⟦AMOUNT|¥896.00⟧，打车⟦AMOUNT|¥213.40⟧
合计：⟦AMOUNT|¥2,569.40⟧（差旅标准：住宿⟪price|¥500/晚⟫以内）
收款账户：⟦PERSON|欧阳琳⟧ ⟦CARD|$card_unionpay16⟧
请在钉钉中处理 →
"""),

("feishu_meeting_minutes", r"""
会议纪要｜人员优化沟通（仅HRBP与部门负责人可见）
时间：⟪timestamp|2026-09-03 15:00⟫    参会：⟦PERSON|黄佩珊⟧（HRBP）、⟦PERSON|邓总⟧、⟦PERSON|小范⟧（记录）
1. 客服二组拟优化3人：⟦PERSON|吴桐⟧、⟦PERSON|单丽娜⟧、⟦PERSON|阿杰⟧。
2. 补偿方案按N+1：⟦PERSON|吴桐⟧司龄4年，月薪⟦AMOUNT|9,500元⟧，补偿合计⟦AMOUNT|47,500元⟧。
3. ⟦PERSON|单丽娜⟧目前处于孕期（⟦MEDICAL|怀孕5个月⟧），依法不得解除，先调岗，此项暂缓。
4. ⟦PERSON|阿杰⟧在休⟦MEDICAL|抑郁症⟧病假，医疗期内，同样暂缓。
待办：⟦PERSON|小范⟧整理沟通话术，⟪date|9月10日⟫前发群。
"""),

("wecom_hr_notice", r"""
【企业微信·人事通知】
⟦PERSON|曹刚⟧您好，您的社保已于⟪date|2026年7月⟫完成增员。
社保缴费基数：⟦AMOUNT|8,600元⟧；个人缴纳合计：⟦AMOUNT|903.00元⟧/月（养老⟪percentage|8%⟫、医疗⟪percentage|2%⟫、失业⟪percentage|0.5%⟫）
住房公积金账号：⟪account_ref|4101 0123 7788⟫
如需办理医保卡异地备案，请联系人事专员⟦PERSON|单姐⟧（分机⟪extension|8021⟫）。
"""),

("csv_salary_zh", r"""
工号,姓名,身份证号,开户行,银行卡号,实发工资,备注
⟪employee_id|QH001⟫,⟦PERSON|钱浩⟧,⟦IDCARD|$cnid_qian⟧,农业银行昆山支行,⟦CARD|$card_unionpay19⟧,⟦AMOUNT|11820.00⟧,
⟪employee_id|QH002⟫,⟦PERSON|罗雪⟧,⟦IDCARD|$cnid_luo⟧,工商银行昆明分行,⟦CARD|$card_unionpay19_b⟧,⟦AMOUNT|7350.00⟧,试用期
⟪employee_id|QH003⟫,⟦PERSON|叶晨⟧,⟦IDCARD|$cnid_ye⟧,招商银行福州分行,⟦CARD|$card_unionpay16_b⟧,⟦AMOUNT|4200.00⟧,实习
"""),

("ocr_tax_summary", r"""
个人所得税年度汇算 · 申报表（简易版）[截图OCR]
纳税人姓名：⟦PERSON|宋雅琴⟧    纳税人识别号：⟦IDCARD|$cnid_song⟧
任职受雇单位：⟪org_name|沈阳华晟医药有限公司⟫
收入合计：⟦AMOUNT|186,400.00⟧
专项附加扣除：子女教育 ⟪price|24,000.00⟫，赡养老人 ⟪price|36,000.00⟫
已缴税额：⟦AMOUNT|6,318.00⟧      应补(退)税额：⟦AMOUNT|-1,274.00⟧
申请退税银行卡：⟪masked_card|6228 48** **** 5517⟫
提交时间：⟪timestamp|2026-03-22 21:07:45⟫
"""),

("crossborder_seller_email", r"""
主题：订单 #⟪order_ref|114-7730921-5538840⟫ 退货问题

⟦PERSON|Jessica⟧您好，

我是⟪org_name|深圳米果电子⟫的店主⟦PERSON|阿林⟧。很抱歉您收到的蓝牙耳机左耳无声。我们已经给您退款⟦AMOUNT|$39.99⟧，不需要退回商品。

如果您愿意换新，我们可以重新寄到：
⟦ADDRESS|1148 Maple Grove Ln, Columbus, OH 43215⟧
请确认地址无误。运费我们承担（通常⟪price|$6.50⟫）。

祝好，
⟦PERSON|阿林⟧ | 售后邮箱 ⟦EMAIL|support@migoo-audio.example⟧
"""),

("xianyu_chat", r"""
【闲鱼】与 ⟦PERSON|老胡⟧ 的聊天
我：你好，这个iPad还在吗？标价⟪price|¥2,300⟫能便宜点吗
⟦PERSON|老胡⟧：最低⟪price|2100⟫，电池健康⟪percentage|91%⟫，自提或者顺丰到付
我：那我拍下了，地址填的是⟦ADDRESS|成都市武侯区人民南路四段12号倪家桥小区3栋2单元703⟧，收件人⟦PERSON|刘志强⟧ ⟦PHONE|181 8026 5510⟧
⟦PERSON|老胡⟧：好嘞收到⟦AMOUNT|2100元⟧了，今天发，单号⟪tracking_number|SF1309925841772⟫
"""),

("express_loss_claim", r"""
快件丢失理赔申请
运单号：⟪tracking_number|YT8840217735192⟫    寄件日期：⟪date|2026-06-18⟫
寄件人：⟦PERSON|唐晓燕⟧    电话：⟦PHONE|151 1627 3408⟧
收件人：⟦PERSON|易小芳⟧    地址：⟦ADDRESS|长沙市岳麓区麓山南路932号中南大学新校区学生公寓5栋312⟧
物品：茶叶礼盒2盒，保价金额⟦AMOUNT|¥600⟧（保价费⟪price|¥6⟫）
申请赔偿金额：⟦AMOUNT|¥600⟧    理赔编号：⟪claim_ref|LP20260625-0031⟫
"""),

("customs_broker_email_zh", r"""
⟦PERSON|林建国⟧先生您好：

您从⟪place|日本⟫寄回的个人行李（⟪awb_number|784-22917703⟫）在⟪place|厦门高崎机场⟫海关查验，需补缴税款：
电子产品（相机一台，完税价格⟪price|¥8,000⟫，税率⟪percentage|20%⟫）应缴税款⟦AMOUNT|¥1,600.00⟧，另需支付代理报关费⟪price|¥150⟫，合计应付⟦AMOUNT|¥1,750.00⟧。

请提供身份证正反面及护照（⟦PASSPORT|E74210956⟧）入境页复印件。

⟪org_name|鹭通报关行⟫ ⟦PERSON|许小姐⟧
⟦PHONE|0592 5730 218⟧
"""),

("ocr_waybill", r"""
⟪org_name|中通快递⟫ 电子面单
运单号 ⟪tracking_number|78591043627718⟫          ⟪routing_code|长沙转 431-B07⟫
收 ⟦PERSON|唐晓燕⟧ ⟦PHONE|15116273408⟧
   ⟦ADDRESS|湖南省长沙市岳麓区麓谷大道658号麓谷信息港A座1602⟧
寄 ⟦PERSON|罗雪⟧ ⟪masked_phone|187****6325⟫
   ⟪place|云南省昆明市五华区⟫
物品：鲜花饼  重量 2.1kg  ⟪price|运费 ¥18⟫
"""),

("property_viewing_log", r"""
带看记录（⟪org_name|恒信地产⟫浦东三部）
日期：⟪date|2026-04-26⟫    经纪人：⟦PERSON|孔令辉⟧
客户：⟦PERSON|孙女士⟧（⟦PHONE|138 1637 5520⟧），预算⟦AMOUNT|550万⟧左右，首付可付⟦AMOUNT|200万⟧
带看房源：⟪listing_ref|SH-PD-11872⟫ 世纪公园旁三房，挂牌⟪price|598万⟫；⟪listing_ref|SH-PD-11903⟫ 两房，挂牌⟪price|520万⟫
客户反馈：更倾向第二套，老人有⟦MEDICAL|膝关节炎⟧，需要电梯房。
业主：⟦PERSON|季先生⟧，可谈至⟪price|505万⟫。
"""),

("property_fee_reminder", r"""
【⟪org_name|碧水湾物业服务中心⟫ 缴费提醒】
尊敬的 8栋2单元1702 业主⟦PERSON|赵磊⟧：
您的物业费（⟪price|¥2.8/㎡/月⟫，建筑面积 118.6㎡）截至⟪date|2026年6月30日⟫已欠缴⟦AMOUNT|¥3,985.00⟧，另有车位管理费⟦AMOUNT|¥900.00⟧未缴。
请于⟪date|7月15日⟫前通过“碧水湾生活”小程序或到物业前台缴纳。
物业前台电话：⟦PHONE|0532 8066 1745⟧    管家：⟦PERSON|小冯⟧
"""),

("credit_card_application", r"""
信用卡申请表（⟪org_name|浦发银行⟫）
中文姓名：⟦PERSON|周晓雯⟧    拼音：⟦PERSON|ZHOU XIAOWEN⟧
证件类型：居民身份证    证件号码：⟦IDCARD|$cnid_zhou⟧    有效期：⟪date|2034-05-20⟫
出生日期：⟦DATE_OF_BIRTH|1988-06-14⟧    婚姻状况：已婚
单位名称：⟪org_name|杭州数澜网络科技有限公司⟫    职务：产品经理
税前年收入：⟦AMOUNT|42万元⟧
住宅地址：⟦ADDRESS|杭州市西湖区文三路478号华星时代广场B座1203室⟧
直系亲属联系人：⟦PERSON|周国平⟧（父）⟦PHONE|135 8817 2046⟧
推荐码：⟪promo_code|PF8K27⟫
"""),

("car_loan_call", r"""
[⟪timecode|00:00:02⟫] 客户经理：您好，是⟦PERSON|邓伟⟧先生吗？我是⟪org_name|重庆农商行⟫车贷中心的⟦PERSON|小付⟧。
[00:00:06] 客户：是我。
[00:00:08] 客户经理：您的车贷审批下来了，贷款⟦AMOUNT|十二万⟧，分三十六期，每期还⟦AMOUNT|三千六百八十二块⟧。
[00:00:17] 客户：利率是多少？
[00:00:19] 客户经理：年化⟪percentage|4.2%⟫。需要您本人带身份证原件到⟪place|解放碑⟫网点面签，身份证号我核对一下，⟦IDCARD|$cnid_deng⟧，对吗？
[00:00:32] 客户：对的。
[00:00:33] 客户经理：好的，面签预约在⟪date|本周五⟫上午十点。
"""),

("health_claim_settlement", r"""
【理赔结案通知】
尊敬的⟦PERSON|潘秀兰⟧女士：您申请的重大疾病保险金理赔（案件号⟪claim_ref|ZJ2026081100427⟫）已审核完毕。
确诊疾病：⟦MEDICAL|乳腺恶性肿瘤（浸润性导管癌，II期）⟧，确诊医院：⟪org_name|广西医科大学附属肿瘤医院⟫
赔付金额：⟦AMOUNT|人民币300,000.00元⟧，已于⟪date|2026-08-15⟫转入您尾号⟪masked_card|2209⟫的银行账户。
保单⟪policy_ref|P44010018832⟫ 的后续保费按合同约定豁免。
服务热线：⟦PHONE|95518⟧
"""),

("pharmacy_member_register", r"""
⟪org_name|益丰大药房⟫ 慢病会员登记卡
姓名：⟦PERSON|马强⟧    性别：男    出生年月：⟦DATE_OF_BIRTH|1970年5月⟧
手机：⟦PHONE|029 8533 0419⟧（家）/ ⟦PHONE|133 8921 7705⟧
慢病类型：⟦MEDICAL|高血压三级⟧、⟦MEDICAL|冠心病（支架术后）⟧
长期用药：⟦MEDICAL|阿司匹林肠溶片⟧、⟦MEDICAL|阿托伐他汀钙片⟧、⟦MEDICAL|美托洛尔缓释片⟧
会员卡号：⟪member_id|YF61011304472⟫    积分：1,280
建卡药师：⟦PERSON|柏药师⟧    建卡日期：⟪date|2026-02-14⟫
"""),

("dental_appointment_sms", r"""
【⟪org_name|微笑口腔⟫】⟦PERSON|邓伟⟧您好，您预约的种植二期手术时间为⟪timestamp|9月18日（周五）14:30⟫，医生：⟦PERSON|雷医生⟧。术前请勿空腹，如在服⟦MEDICAL|阿司匹林⟧请提前告知。改约请回复或致电⟦PHONE|023 6388 5120⟧。地址：⟦ADDRESS|重庆市渝中区解放碑民族路188号环球金融中心7楼⟧
"""),

("ride_complaint_ticket", r"""
投诉工单 ⟪ticket_ref|TS-20260827-55102⟫    渠道：APP在线客服
投诉人：⟦PERSON|郭婷⟧  手机：⟦PHONE|186 2094 7713⟧
行程：⟪trip_ref|KD8821773⟫ ⟪place|深圳北站⟫→⟦ADDRESS|深圳市南山区科苑南路2666号中国华润大厦⟧
内容：司机⟦PERSON|黄师傅⟧绕路，多收了约⟦AMOUNT|40元⟧，而且车内有烟味，我有⟦MEDICAL|哮喘⟧，全程很难受。要求退还差价并处理司机。
处理结果：已退⟦AMOUNT|¥42.60⟧至原支付账户，司机扣分处理。处理人：客服⟦PERSON|阿May⟧
"""),

("takeout_review_reply", r"""
【⟪org_name|蜀香小厨⟫ 商家回复】
顾客评价（⭐）：点的⟪product_name|水煮鱼⟫辣到我⟦MEDICAL|胃溃疡⟧都犯了，备注了微辣根本没看！花了⟦AMOUNT|56.5⟧块钱受罪 ——用户⟪masked_name|何**⟫
商家回复：亲，非常抱歉给您带来不好的体验😭 已经联系骑手核实，您的订单⟪order_ref|E20260721183355019⟫我们全额退款，另外送您一张⟪price|20元⟫无门槛券，祝您早日康复！店长⟦PERSON|阿芬⟧
"""),

("football_registration_form", r"""
⟪org_name|2026年市青少年足球联赛⟫ 球员注册表（U15组）
球队：⟪org_name|福州鼓楼星火足球俱乐部⟫
球员姓名：⟦PERSON|叶晨⟧    出生日期：⟦DATE_OF_BIRTH|2005年4月30日⟧
身份证号：⟦IDCARD|$cnid_ye⟧
监护人：⟦PERSON|叶文斌⟧    电话：⟦PHONE|138 5003 1174⟧
体检结论：合格；既往⟦MEDICAL|左踝骨折⟧（2024年，已愈合）
注册费：⟪price|¥200/人⟫    保险：⟪price|¥85/人⟫
"""),

("docker_compose_zh", r"""
# 宠物医院预约系统 docker-compose.yml（⟦PERSON|方宇⟧ 维护）
version: "⟪version|3.8⟫"
services:
  mysql:
    image: mysql:⟪version|8.0.36⟫
    environment:
      MYSQL_ROOT_PASSWORD: ⟦PASSWORD|Anxin#Root2026⟧   # 上线前改掉！
      MYSQL_DATABASE: booking
    ports: ["⟪port|3307⟫:3306"]
  api:
    image: pethub/booking-api:⟪version|1.4.2⟫
    environment:
      WECHAT_PAY_API_V3_KEY: ⟦SECRET|k8Wq2Lm5Rt9Vx3Zb7Nc4Hd6Jf1Gs0Pa2⟧
      SMS_SIGN: 安心宠物
"""),

("lawyer_contract_review", r"""
合同审查意见（⟪org_name|君诚律师事务所⟫）
委托人：⟦PERSON|杨帆⟧    审查合同：《劳动合同》《竞业限制协议》（⟪org_name|天津智航科技有限公司⟫）
1. 竞业限制期限24个月，但补偿金仅为离职前月工资的⟪percentage|20%⟫，低于天津地区标准⟪percentage|30%⟫，建议协商调整；委托人离职前月薪⟦AMOUNT|26,000元⟧，按30%应为⟦AMOUNT|7,800元⟧/月。
2. 违约金条款约定⟦AMOUNT|100万元⟧，明显过高。
3. 第12条要求员工披露⟦MEDICAL|既往病史⟧以外的家族病史，涉嫌侵犯隐私。
审查律师：⟦PERSON|聂律师⟧    ⟪date|2026-08-19⟫
"""),

("dog_license_certificate", r"""
⟪org_name|北京市朝阳区养犬登记证⟫    证号：⟪certificate_no|京朝犬字2026第018472号⟫
犬主姓名：⟦PERSON|王立新⟧    身份证号：⟪id_tail|1101**********2415⟫
住址：⟦ADDRESS|北京市朝阳区朝阳北路101号朝阳大悦城公寓3号楼1204⟧
犬名：⟪pet_name|豆豆⟫    品种：比熊    毛色：白    免疫证号：⟪certificate_no|CY-IM-2026-33017⟫
年检日期：⟪date|2027年5月⟫前    登记费：⟪price|¥500⟫（首年）
"""),

("school_bus_roster", r"""
⟪org_name|实验小学⟫ 校车3号线 接送名单（⟪date|2026年秋季⟫）
司机：⟦PERSON|龚师傅⟧ ⟦PHONE|139 1126 0587⟧    跟车老师：⟦PERSON|米老师⟧
| 站点 | 学生 | 家长电话 | 备注 |
|---|---|---|---|
| ⟪place|望京SOHO⟫ | ⟦PERSON|范子涵⟧ | ⟦PHONE|13906718823⟧ | ⟦MEDICAL|晕车⟧，坐前排 |
| ⟪place|花家地北里⟫ | ⟦PERSON|大壮⟧（⟦PERSON|尹浩然⟧） | ⟦PHONE|13522089174⟧ | |
| ⟪place|南湖渠⟫ | ⟦PERSON|乐乐⟧ | ⟦PHONE|18601245530⟧ | 周三奶奶接 |
校车费：⟪price|¥1,800/学期⟫
"""),
]

TEXTS += [
("smart_lock_app_log", r"""
【⟪org_name|小嘀智能门锁⟫ 开门记录】 ⟦ADDRESS|上海市徐汇区漕溪北路88弄圣爱大厦17号楼903室⟧
⟪timestamp|09-14 08:02⟫ 指纹开门 —— ⟦PERSON|孙莉⟧
⟪timestamp|09-14 10:31⟫ 临时密码开门 —— 保洁⟦PERSON|李阿姨⟧（密码⟦PASSWORD|37192846⟧，有效期至⟪date|9月14日⟫18:00）
09-14 12:05 门未关好报警，已推送至⟪masked_phone|138****5520⟫
09-14 18:47 指纹开门 —— ⟦PERSON|吕航⟧
管理员密码于⟪date|2026-09-01⟫修改，固件版本⟪version|V3.2.18⟫
"""),

("insurance_agent_moments", r"""
【朋友圈】⟦PERSON|易小芳⟧ · ⟪org_name|平和人寿⟫资深顾问
🔥百万医疗险限时上线🔥
✅ 一般医疗、⟪health_term|恶性肿瘤⟫、⟪health_term|心脑血管疾病⟫ 都能报
✅ 30岁 年缴仅⟪price|¥298⟫起，最高保额⟪price|600万⟫
✅ 0免赔⟪health_term|特定疾病⟫，报销比例⟪percentage|100%⟫
家里有老人的看过来👉 60岁以上也能投，⟪health_term|高血压⟫⟪health_term|糖尿病⟫人群可选专属版
咨询请私信或致电⟦PHONE|173 0731 8842⟧（微信同号）
"""),
]
