# -*- coding: utf-8 -*-
"""Chinese texts, typed by hand one at a time."""
TEXTS = []

TEXTS += [
("wechat_group_coop_dividend",
"""【安吉白茶种植专业合作社 社员群】
⟪timestamp|2025-01-18 19:02⟫ ⟦PERSON|老周⟧：各位社员，去年的分红表已经出来了，我@一下大家核对。
⟪timestamp|19:03⟫ ⟦PERSON|老周⟧：⟦PERSON|周建国⟧ 入股8股，分红⟦AMOUNT|12,480元⟧；⟦PERSON|沈美华⟧ 入股5股，分红⟦AMOUNT|7,800元⟧；⟦PERSON|小赵⟧ 这边是⟦AMOUNT|3,120元⟧。每股分红⟪price|1,560元⟫，合作社总盈余⟪price|46.8万元⟫。
⟪timestamp|19:05⟫ ⟦PERSON|沈美华⟧：收到，谢谢⟦PERSON|周社长⟧！我的卡换了，新卡号⟦CARD|$card_up1⟧，农商行的。
⟪timestamp|19:06⟫ ⟦PERSON|小赵⟧：我那份先别打，我妈住院了，⟦MEDICAL|股骨颈骨折刚做完手术⟧，我过两天回村再说。
⟪timestamp|19:08⟫ ⟦PERSON|老周⟧：好的，有事打我电话⟦PHONE|139 5721 8804⟧。明年茶苗统一采购价⟪price|0.35元/株⟫，需要的接龙。
⟪timestamp|19:10⟫ ⟦PERSON|沈美华⟧：接龙 1. ⟦PERSON|沈美华⟧ ⟪count|3000株⟫"""),

("sms_pet_hospital_vaccine_reminder",
"""【瑞宠动物医院】⟦PERSON|陈女士⟧您好，您家⟪pet_name|豆豆⟫（⟪pet_species|比熊犬⟫）的⟪animal_health|狂犬疫苗加强针⟫将于⟪date|3月22日⟫到期，请提前预约，咨询电话⟦PHONE|0571-8692 3310⟧。本月驱虫套餐⟪price|¥158⟫，会员享⟪percentage|9折⟫。退订回T"""),

("dingtalk_ops_password_share",
"""钉钉群「智慧农场平台-运维」
⟦PERSON|孟凡磊⟧ ⟪time|10:21⟫
@⟦PERSON|刘洋⟧ 测试环境的数据库密码改了，新的是 ⟦PASSWORD|Nongchang@2025#db⟧ ，主机 ⟦IP_ADDRESS|172.20.3.15⟧，用户 farm_rw
⟦PERSON|刘洋⟧ ⟪time|10:23⟫
收到。生产环境那台 ⟦IP_ADDRESS|47.98.116.203⟧ 的 root 密码是不是也要改？现在还是 ⟦PASSWORD|Dapeng!8899⟧
⟦PERSON|孟凡磊⟧ ⟪time|10:24⟫
别在群里发！！！马上撤回，下午统一走堡垒机，工单号 ⟪ticket_no|OPS-20250307-011⟫
⟦PERSON|刘洋⟧ ⟪time|10:24⟫
[该消息已撤回]"""),

("feishu_bot_webhook_config",
"""# 大棚告警机器人配置（飞书）—— 维护人：⟦PERSON|黄思远⟧
feishu:
  webhook: "⟦SECRET|$feishu_hook1⟧"
  sign_secret: "⟦SECRET|$feishu_secret1⟧"
  app_id: "⟪app_id|$feishu_appid1⟫"
alert_rules:
  - 传感器: ⟪sensor_id|GH-07-T03⟫
    条件: 温度 > ⟪temperature|35℃⟫ 持续 ⟪duration|10分钟⟫
  - 传感器: ⟪sensor_id|GH-07-H01⟫
    条件: 湿度 < ⟪percentage|40%⟫
on_call_phone: "⟦PHONE|186 2117 4409⟧"   # 夜班值守手机"""),

("pet_insurance_claim_form",
"""宠物医疗保险理赔申请书　　　　　　　　报案号：⟪claim_ref|PA2025031400271⟫
被保险人姓名：⟦PERSON|林晓雯⟧　　　　　　证件类型：居民身份证
证件号码：⟦IDCARD|$cnid_04⟧
联系电话：⟦PHONE|159 1873 0246⟧　　　电子邮箱：⟦EMAIL|linxiaowen_89@163.com⟧
联系地址：⟦ADDRESS|广东省深圳市南山区科苑南路2666号中国华润大厦A座1708⟧
宠物名称：⟪pet_name|奶盖⟫　品种：英国短毛猫　芯片号：⟪microchip|156100000387214⟫
出险经过：⟪animal_health|误食线绳导致肠梗阻，行肠切开术，住院4天⟫
就诊医院：⟪org|深圳市宠爱动物医院（南山店）⟫
医疗费用合计：⟦AMOUNT|¥6,842.00⟧　　申请理赔金额：⟦AMOUNT|¥5,473.60⟧（免赔额⟪price|¥300⟫，赔付比例⟪percentage|80%⟫）
收款银行：招商银行深圳科技园支行　户名：⟦PERSON|林晓雯⟧
银行卡号：⟦CARD|$card_up2⟧
申请人签字：⟦PERSON|林晓雯⟧　　　日期：⟪date|2025年3月14日⟫"""),

("allergy_clinic_outpatient_record",
"""浙江大学医学院附属某医院　变态反应科门诊病历
门诊号：⟪record_id|MZ20250412-0387⟫　　就诊日期：⟪date|2025-04-12⟫　　诊室：⟪room_no|3号诊室⟫
姓名：⟦PERSON|王丽娟⟧　　性别：女　　出生日期：⟦DATE_OF_BIRTH|1969年5月17日⟧　　身份证号：⟦IDCARD|$cnid_27⟧
职业：园艺中心店员
主诉：⟦MEDICAL|反复打喷嚏、流清涕伴眼痒3年，每年春季加重⟧
既往史：⟦MEDICAL|青霉素过敏史⟧；⟦MEDICAL|高血压病5年，口服氨氯地平5mg每日一次⟧
辅助检查：皮肤点刺试验 ⟦MEDICAL|悬铃木花粉（+++）、艾蒿（++）⟧
诊断：⟦MEDICAL|季节性变应性鼻炎⟧
处理：⟦MEDICAL|氯雷他定片10mg 每晚一次⟧；⟦MEDICAL|糠酸莫米松鼻喷雾剂 每侧2喷 每日一次⟧；建议工作时佩戴口罩。
医师：⟦PERSON|钱志成⟧"""),

("dermatology_prescription_slip",
"""处方笺　　　　　　　　　　　　　　　　　　　　⟪rx_ref|NO. 0047716⟫
科别：皮肤科　　费别：自费　　日期：⟪date|2025-06-03⟫
姓名：⟦PERSON|赵一鸣⟧　性别：男　年龄：29岁　电话：⟦PHONE|13776401185⟧
临床诊断：⟦MEDICAL|寻常痤疮（中度）、脂溢性皮炎⟧
Rp：
① ⟦MEDICAL|异维A酸软胶囊 10mg 每日两次 口服⟧　×2盒
② ⟦MEDICAL|阿达帕林凝胶 0.1% 每晚外用⟧　×1支
③ 酮康唑洗剂 2% 洗头，每周2次　×1瓶
医师：⟦PERSON|孙慧⟧　　审核药师：⟦PERSON|马骁⟧
药费合计：⟦AMOUNT|￥268.50⟧
注：育龄期患者服药期间及停药后3个月内须严格避孕。"""),

("sleep_clinic_psg_report",
"""多导睡眠监测（PSG）报告
检查编号：⟪study_id|PSG-2025-0219⟫　　监测日期：⟪date|2025年2月19日⟫　　床号：⟪bed_no|睡眠监测室2床⟫
姓名：⟦PERSON|于海涛⟧　性别：男　年龄：46岁　BMI：29.8
主诉：⟦MEDICAL|夜间打鼾、憋醒，白天嗜睡2年⟧
总睡眠时间：⟪duration|6小时12分⟫　　睡眠效率：⟪percentage|81%⟫
呼吸暂停低通气指数（AHI）：⟦MEDICAL|AHI 31.5次/小时，最低血氧饱和度82%⟧
诊断意见：⟦MEDICAL|重度阻塞性睡眠呼吸暂停低通气综合征⟧
建议：⟦MEDICAL|持续气道正压通气（CPAP）治疗，压力滴定8-12cmH2O⟧，减重、戒酒。
报告医师：⟦PERSON|罗晓燕⟧　　技师：⟦PERSON|小邓⟧
备注：患者为⟪org|嘉兴某奶牛场⟫夜班司机，已告知驾驶风险。"""),

("equestrian_club_member_registration",
"""北京某马术俱乐部　会员入会登记表
会员卡号：⟪member_no|HC-2025-0386⟫　　会籍类型：⟪membership_type|年卡（成人）⟫
姓名：⟦PERSON|高宇航⟧　　拼音：⟦PERSON|GAO YUHANG⟧
出生日期：⟦DATE_OF_BIRTH|1992-07-08⟧
身份证号：⟦IDCARD|$cnid_02⟧
护照号码（出国参赛用）：⟦PASSPORT|$pp_cn1⟧
手机：⟦PHONE|+86 135 2208 7719⟧　　微信：⟦PERSON|gaoyh_0708⟧
家庭住址：⟦ADDRESS|北京市朝阳区望京西路48号院5号楼1203室⟧
紧急联系人：⟦PERSON|高建民⟧（父亲）　电话：⟦PHONE|010-8471 2236⟧
健康声明：⟦MEDICAL|腰椎间盘突出（L4-L5）⟧，医生建议避免长时间快步。
会费：⟪price|年费38,800元⟫　实付：⟦AMOUNT|34,920元⟧（九折）
教练：⟦PERSON|Eric⟧（⟦PERSON|邱教练⟧）　　马匹：⟪horse_name|闪电⟫（⟪horse_passport|UELN 156001000012345⟫）"""),
]

TEXTS += [
("garden_centre_order_shipping_note",
"""【绿野园艺】订单发货通知
订单号：⟪order_ref|LY202504210087⟫　下单时间：⟪timestamp|2025-04-21 20:13⟫
商品：⟪product_name|日本红枫 3年苗⟫ ×2（⟪price|¥89/棵⟫）、⟪product_name|进口泥炭土 50L⟫ ×1（⟪price|¥65⟫）
实付款：⟦AMOUNT|¥243.00⟧（含运费⟪price|¥0⟫）
收货人：⟦PERSON|许小姐⟧　⟪masked_phone|188****6623⟫（平台隐私号：⟦PHONE|170 0512 3387 转 4471⟧）
收货地址：⟦ADDRESS|江苏省苏州市昆山市玉山镇前进西路1188号世茂蝶湖湾12栋2单元602⟧
快递：顺丰速运　运单号：⟪tracking_no|SF1402938475612⟫
温馨提示：苗木到货后请⟪duration|48小时⟫内开箱验货。"""),

("pet_grooming_miniprogram_log",
"""[⟪timestamp|2025-05-06 14:22:31.407⟫] INFO  [booking] 新预约 {"order_no":"⟪order_ref|GM20250506000188⟫","store":"⟪org|萌宠造型·徐汇店⟫","service":"⟪service|精致洗护+美容⟫","price":"⟪price|168.00⟫",
"customer":{"nickname":"⟦PERSON|蛋挞家的Lily⟧","real_name":"⟦PERSON|唐莉莉⟧","mobile":"⟦PHONE|13917462058⟧","openid":"⟪app_id|oXy3E5dK1pQ2-77vH9wZtLmA⟫"},
"pet":{"name":"⟪pet_name|蛋挞⟫","breed":"泰迪","note":"⟪animal_health|皮肤有真菌感染，需药浴⟫"}}
[2025-05-06 14:22:31.512] DEBUG [auth] token=⟦APIKEY|$jwt_4⟧ ip=⟦IP_ADDRESS|117.136.8.214⟧
[2025-05-06 14:22:31.515] WARN  [sms] 短信模板 ⟪template_id|SMS_466218⟫ 发送失败：手机号 ⟦PHONE|13917462058⟧ 当日已达上限"""),

("pet_boarding_contract",
"""宠物寄养服务协议
甲方（寄养人）：⟦PERSON|曹文静⟧　身份证号：⟦IDCARD|$cnid_12⟧　电话：⟦PHONE|15874120396⟧
乙方（寄养机构）：⟪org|长沙汪星人宠物寄养中心⟫　负责人：⟦PERSON|谭伟⟧
寄养宠物：⟪pet_name|可乐⟫，金毛寻回犬，3岁，已绝育，芯片号⟪microchip|156100000552910⟫
寄养期限：⟪date|2025年1月20日⟫至⟪date|2025年2月8日⟫（春节期间）共⟪count|19⟫天
费用：每日⟪price|120元⟫，春节加收⟪percentage|50%⟫，合计⟦AMOUNT|3,060元⟧；甲方已预付定金⟦AMOUNT|1,000元⟧。
特别约定：⟪animal_health|可乐对鸡肉过敏，仅喂甲方自带的三文鱼粮⟫。
紧急联系人：⟦PERSON|曹文杰⟧（甲方弟弟）⟦PHONE|0731-8852 7704⟧
甲方签字：⟦PERSON|曹文静⟧　　乙方盖章：⟪org|长沙汪星人宠物寄养中心⟫"""),

("greenhouse_iot_controller_log_zh",
"""⟪timestamp|2025-02-11 03:40:12⟫ [WARN] 3号棚 温度传感器 ⟪sensor_id|T-03-02⟫ 读数 ⟪temperature|4.2℃⟫ 低于阈值 ⟪temperature|6℃⟫
⟪timestamp|2025-02-11 03:40:13⟫ [INFO] 启动热风炉 ⟪device_id|HF-03⟫，网关 ⟦IP_ADDRESS|192.168.10.64⟧，云端 ⟦IP_ADDRESS|121.41.22.187⟧:⟪port|1883⟫
⟪timestamp|2025-02-11 03:40:15⟫ [ERROR] 云端认证失败 user=gh3 pass=⟦PASSWORD|dapeng3hao!⟧（调试日志请勿开启）
⟪timestamp|2025-02-11 03:41:00⟫ [INFO] 已电话通知值班员 ⟦PERSON|老韩⟧ ⟦PHONE|152 6633 0718⟧
⟪timestamp|2025-02-11 03:41:02⟫ [INFO] 固件版本 ⟪version|V2.6.13⟫，设备序列号 ⟪serial_no|ZNDP-2023-11-00457⟫，MAC ⟪mac_address|3C:6A:2C:11:8E:F0⟫"""),

("env_file_farm_mgmt_aliyun",
"""# 智慧牧场管理系统 .env（生产）—— ⟪date|2025-03-01⟫ ⟦PERSON|郑凯⟧ 更新
# 阿里云 OSS（存牛只照片）
ALIYUN_ACCESS_KEY_ID=⟦APIKEY|$ali_akid1⟧
ALIYUN_ACCESS_KEY_SECRET=⟦SECRET|$ali_secret1⟧
OSS_BUCKET=⟪bucket|muchang-cattle-photos⟫
OSS_ENDPOINT=⟪hostname|oss-cn-hangzhou.aliyuncs.com⟫
# 数据库
MYSQL_URL=mysql://muchang:⟦SECRET|Niu2025!Ranch⟧@⟦IP_ADDRESS|10.30.1.8⟧:⟪port|3306⟫/ranch
# 短信签名（公开信息）
SMS_SIGN_NAME=⟪org|内蒙古某牧业⟫
SMS_TEMPLATE=⟪template_id|SMS_281900173⟫
# 示例值，勿用：ACCESS_KEY_ID=⟪placeholder|<你的AccessKeyId>⟫"""),

("ticket_aliyun_accesskey_leak",
"""【安全工单】⟪ticket_no|SEC-2025-0093⟫　级别：高危　提交人：⟦PERSON|冯雪⟧（安全组）
事件：GitHub 公开仓库 ⟪repo|xx-agri/ranch-app⟫ 中发现明文 AccessKey
泄露内容：
  AccessKeyId: ⟦APIKEY|$ali_akid2⟧
  AccessKeySecret: ⟦SECRET|$ali_secret2⟧
提交者：⟦PERSON|wangpeng1994⟧（⟦PERSON|王鹏⟧，外包）邮箱 ⟦EMAIL|wangpeng1994@qq.com⟧
提交记录：⟪commit_sha|$sha_1⟫
处置：已于 ⟪timestamp|2025-03-05 09:40⟫ 禁用该 AccessKey；排查 ⟪duration|72小时⟫ 内 OSS 访问日志，异常来源IP ⟦IP_ADDRESS|45.137.21.9⟧。
通知：已邮件告知项目经理 ⟦PERSON|蒋经理⟧。"""),
]

TEXTS += [
("tencent_cloud_sms_python_config",
"""# -*- coding: utf-8 -*-
# 宠物医院预约短信（腾讯云），作者：⟦PERSON|lihaoran⟧
from tencentcloud.common import credential
cred = credential.Credential("⟦APIKEY|$tencent_akid1⟧", "⟦SECRET|$tencent_secret1⟧")
SDK_APP_ID = "⟪app_id|1400812377⟫"      # 短信应用ID，非密钥
SIGN = "⟪org|宠爱有家动物医院⟫"
TEMPLATE_ID = "⟪template_id|1987765⟫"   # 模板：{1}您好，{2}的复诊时间为{3}
# 测试号码，上线前删掉
TEST_PHONE = "⟦PHONE|+8618627703391⟧"  # ⟦PERSON|李浩然⟧自己的手机"""),

("wecom_webhook_shell_script",
"""#!/bin/bash
# 每天早上8点推送猪场环控日报到企业微信群（⟪place|牧原⟫式楼房猪舍 ⟪building_no|6号楼⟫）
WEBHOOK="⟦SECRET|$wecom_hook1⟧"
TEMP=$(cat /var/run/envctl/temp_avg)   # 当前均温
NH3=$(cat /var/run/envctl/nh3)         # 氨气 ppm
curl -s "$WEBHOOK" -H 'Content-Type: application/json' \\
  -d "{\\"msgtype\\":\\"text\\",\\"text\\":{\\"content\\":\\"环控日报：均温${TEMP}℃，氨气${NH3}ppm\\",\\"mentioned_mobile_list\\":[\\"⟦PHONE|13526681904⟧\\"]}}"
# 维护：⟦PERSON|老杨⟧（场长）"""),

("wechat_pay_merchant_config",
"""## 马术俱乐部小程序 - 微信支付配置（仅限财务和技术负责人查看）
| 配置项 | 值 | 说明 |
|---|---|---|
| AppID | ⟪app_id|$wx_appid1⟫ | 小程序ID，可公开 |
| AppSecret | ⟦SECRET|$wx_secret1⟧ | 切勿外泄 |
| 商户号 mchid | ⟪merchant_id|1612483390⟫ | 公开 |
| APIv3密钥 | ⟦SECRET|$wxpay_key1⟧ | 32位，在商户平台设置 |
| 证书序列号 | ⟪serial_no|5F1E0C9A3B77D41E2C03A8E6D915B0C4E7FA1203⟫ | 公开 |
| 负责人 | ⟦PERSON|钟婉清⟧ ⟦PHONE|181 0218 6645⟧ | 财务 |
课程价格：⟪price|单次体验课 ¥398⟫，⟪price|10节课包 ¥3,680⟫。"""),

("call_transcript_insurance_hotline_zh",
"""【录音转写】⟪call_id|CR-20250408-113572⟫　坐席：⟦PERSON|小方⟧（工号⟪employee_no|8817⟫）　时长⟪duration|04:51⟫
坐席：您好，安心宠物保险，工号8817为您服务。
客户：你好，我想查一下理赔进度，我叫⟦PERSON|于志强⟧。
坐席：⟦PERSON|于先生⟧您好，麻烦提供一下投保人身份证号码核实身份。
客户：⟦IDCARD|$cnid_30⟧。
坐席：好的，核实通过。您是为⟪pet_name|团团⟫申请的⟪animal_health|猫传腹⟫治疗费用对吧？目前在审核中，理赔金额⟦AMOUNT|8,200元⟧，预计三个工作日到账。
客户：行。那赔款打到哪张卡？
坐席：尾号⟪masked_card|7781⟫的建设银行卡。
客户：那张卡我注销了，换成这张：⟦CARD|$card_up4⟧。
坐席：好的已登记，稍后会给您⟦PHONE|139 0898 2215⟧发送确认短信。还有其他问题吗？
客户：没了，谢谢。"""),

("meeting_minutes_farm_coop_zh",
"""寿光市某蔬菜种植专业合作社　第三次理事会会议纪要
时间：⟪date|2025年3月8日⟫ 下午2:00　　地点：合作社⟪room_no|二楼会议室⟫
出席：⟦PERSON|刘长河⟧（理事长）、⟦PERSON|李秀兰⟧、⟦PERSON|王德顺⟧、⟦PERSON|孙建⟧（会计）
缺席：⟦PERSON|张国庆⟧（请假，⟦MEDICAL|腰椎手术后在家休养⟧）
一、审议通过2024年财务报告：全年销售额⟪price|1,286万元⟫，盈余返还比例⟪percentage|60%⟫。
二、社员⟦PERSON|王德顺⟧申请借款⟦AMOUNT|5万元⟧用于新建冬暖式大棚，理事会同意，利率按⟪percentage|3.45%⟫执行。
三、新采购水肥一体机⟪model_no|SF-300B⟫ ⟪count|12⟫台，中标单价⟪price|2.35万元⟫。
四、下次会议由⟦PERSON|李秀兰⟧负责通知。
记录人：⟦PERSON|孙建⟧"""),

("vet_hospital_night_handover_zh",
"""【夜班交接记录】⟪date|6月14日⟫ 22:00 → 6月15日 08:00　　交班：⟦PERSON|小周⟧　接班：⟦PERSON|韩医生⟧
1号笼 ⟪pet_name|煤球⟫（黑猫）：⟪animal_health|尿闭术后，导尿管在位，输液10ml/h⟫。主人⟦PERSON|彭先生⟧凌晨打来两次电话，很着急，他说自己⟦MEDICAL|刚做完心脏支架⟧，请早上先给他回电：⟦PHONE|137 2845 6610⟧。
3号笼 ⟪pet_name|旺财⟫（柯基）：⟪animal_health|细小病毒阳性，隔离⟫，精神好转。
ICU ⟪pet_name|球球⟫：⟪animal_health|车祸，左后肢骨折待手术⟫，已预付⟦AMOUNT|3000元⟧，主人⟦PERSON|邹女士⟧⟦PHONE|186 7331 0925⟧。
麻醉药品登记已核对（⟦PERSON|小周⟧、⟦PERSON|小吴⟧签字）。
门禁密码已改为⟦PASSWORD|0614#⟧，请勿外传。"""),
]

TEXTS += [
("forum_post_allergy_mom_zh",
"""【求助】孩子确诊牛奶蛋白过敏+尘螨过敏，有没有同样经历的宝妈？
楼主：⟦PERSON|小鱼儿妈咪⟧　发表于 ⟪timestamp|2025-3-2 22:41⟫　来自 ⟪place|成都⟫
娃18个月，上周在华西做了过敏原检测，结果⟦MEDICAL|牛奶sIgE 3级、尘螨（屋尘螨）4级⟧，医生诊断⟦MEDICAL|特应性皮炎合并食物过敏⟧，让换⟦MEDICAL|深度水解奶粉⟧，还开了⟦MEDICAL|丁酸氢化可的松乳膏⟧。一罐奶粉⟪price|三百多块⟫，吃一周，压力好大😭
另外我自己是⟦MEDICAL|过敏性哮喘⟧，不知道是不是遗传……
有经验的姐妹可以加我微信 ⟦PERSON|xiaoyuer_2023⟧ 交流，或者发邮件 ⟦EMAIL|xiaoyuer.mama@foxmail.com⟧
——————
2楼 ⟦PERSON|糖豆爸比⟧：我家也是，坚持一年多基本脱敏了，别焦虑。科普文章说⟪health_term|牛奶蛋白过敏⟫大部分三岁前会好转。"""),

("review_pet_grooming_dianping",
"""★★★★☆ ⟦PERSON|橘子汽水7⟧　⟪timestamp|2025-05-18⟫　消费：⟪price|¥188⟫/只
第二次来这家店给⟪pet_name|布丁⟫洗澡美容了，美容师⟦PERSON|阿May⟧很耐心，⟪pet_name|布丁⟫有⟪animal_health|皮肤病⟫她还特地用了药浴。环境干净，就是周末要排队⟪duration|一个多小时⟫。
店长⟦PERSON|丁丁⟧说办卡充⟪price|1000送200⟫，我没办。停车在⟪place|万象城B2⟫比较方便。
商家回复：感谢亲的认可！下次来报手机号后四位就可以查积分哦～ ——⟪org|毛孩子宠物生活馆⟫"""),

("express_waybill_ocr_zh",
"""中通快递　ZTO EXPRESS　　运单号：⟪tracking_no|78412306598214⟫
收件人：⟦PERSON|梁文斌⟧　　电话：⟦PHONE|136 8055 2179⟧
收件地址：⟦ADDRESS|广西南宁市青秀区民族大道136号华润大厦B座2305⟧
寄件人：⟦PERSON|覃小燕⟧　　电话：⟦PHONE|0771-5538 2416⟧
寄件地址：⟦ADDRESS|广西百色市田阳区百育镇四那村那坡屯28号⟧
物品：⟪product_name|芒果（桂七）⟫ ⟪weight|10kg⟫　保价：⟪price|￥200⟫　运费：⟪price|￥38⟫
揽收时间：⟪timestamp|2025-07-02 16:30⟫　揽件员：⟪employee_no|ZT45210⟫"""),

("business_card_ocr_vet_zh",
"""⟪org|上海宠福动物医院⟫
⟦PERSON|孟思源⟧　执业兽医师 · 院长
Dr. ⟦PERSON|Meng Siyuan⟧
手机：⟦PHONE|138 1762 5094⟧
电话：⟦PHONE|021-6482 7719⟧　24小时急诊
邮箱：⟦EMAIL|mengsy@chongfu-vet.cn⟧
地址：⟦ADDRESS|上海市徐汇区漕溪北路331号中金国际广场1楼⟧
执业证号：⟪license_no|沪兽医执字2018A0372⟫"""),

("payroll_csv_farm_workers_zh",
"""工号,姓名,身份证号,银行卡号,应发工资,实发工资,备注
⟪employee_no|NC-031⟫,⟦PERSON|韦金凤⟧,⟦IDCARD|$cnid_26⟧,⟦CARD|$card_up5⟧,⟦AMOUNT|5200.00元⟧,⟦AMOUNT|4986.50元⟧,采茶工
⟪employee_no|NC-032⟫,⟦PERSON|马国栋⟧,⟦IDCARD|$cnid_17⟧,⟦CARD|$card_up3⟧,⟦AMOUNT|6800.00元⟧,⟦AMOUNT|6412.30元⟧,拖拉机手
⟪employee_no|NC-033⟫,⟦PERSON|杨春花⟧,⟦IDCARD|$cnid_23⟧,⟦CARD|$card_up6⟧,⟦AMOUNT|4600.00元⟧,⟦AMOUNT|4455.00元⟧,⟦MEDICAL|孕期，调至分拣岗⟧
合计,,,,⟪price|16600.00⟫,⟪price|15853.80⟫,（⟪date|2025年5月⟫工资）"""),
]

TEXTS += [
("sql_insert_pet_clinic_customers_zh",
"""-- 宠物医院 HIS 迁移脚本 ⟪migration_id|V20250301_02⟫，执行人：⟦PERSON|zhoulei⟧
INSERT INTO t_customer (id, name, gender, mobile, id_card, address, vip_balance, remark) VALUES
(⟪record_id|20417⟫, '⟦PERSON|贺晓琳⟧', 'F', '⟦PHONE|13308425617⟧', '⟦IDCARD|$cnid_22⟧', '⟦ADDRESS|内蒙古呼和浩特市新城区兴安北路169号⟧', '⟦AMOUNT|¥1,520.00⟧', '猫咪⟪animal_health|慢性肾病⟫，每月复查'),
(⟪record_id|20418⟫, '⟦PERSON|包勇⟧', 'M', '⟦PHONE|15947130882⟧', NULL, NULL, NULL, '新客'),
(⟪record_id|20419⟫, '⟦PERSON|乌云其其格⟧', 'F', '⟦PHONE|18647209356⟧', '⟦IDCARD|$cnid_18⟧', '⟦ADDRESS|黑龙江省哈尔滨市南岗区西大直街118号3单元501⟧', '⟦AMOUNT|¥300.00⟧', '本人⟦MEDICAL|对猫毛过敏⟧，接送由家人代办');"""),
]

TEXTS += [
("app_log_login_anomaly_zh",
"""⟪timestamp|2025-04-30 02:17:44⟫ [风控] 用户 ⟦PERSON|chenjiahui⟧（⟦PERSON|陈嘉慧⟧）异地登录：上次 ⟦IP_ADDRESS|183.14.132.58⟧（⟪place|深圳⟫），本次 ⟦IP_ADDRESS|36.110.84.201⟧（⟪place|北京⟫），间隔 ⟪duration|37分钟⟫
⟪timestamp|2025-04-30 02:17:44⟫ [风控] 触发二次验证，短信发送至 ⟪masked_phone|135****2046⟫，模板 ⟪template_id|SMS_10023⟫
⟪timestamp|2025-04-30 02:18:30⟫ [风控] 验证失败3次，账号锁定 ⟪duration|30分钟⟫，事件号 ⟪event_id|RISK-88120⟫
⟪timestamp|2025-04-30 02:18:31⟫ [通知] 已邮件通知 ⟦EMAIL|chenjiahui@petcare-sz.com⟧"""),

("lost_dog_notice_zh",
"""寻狗启事（重金酬谢）
⟪date|4月6日⟫傍晚在⟪place|杭州西湖区转塘街道⟫附近走失一只⟪pet_species|柴犬⟫，名叫“⟪pet_name|小米⟫”，⟪animal_description|母，3岁，红色毛，戴蓝色项圈⟫。
它⟪animal_health|左眼有白内障，怕生人⟫，请勿追赶。
已植入芯片：⟪microchip|156100000721553⟫
有线索请联系⟦PERSON|俞女士⟧：⟦PHONE|15067119342⟧ 或 ⟦PERSON|小汤⟧：⟦PHONE|18758047716⟧（微信同号）
送回者酬谢⟦AMOUNT|5000元⟧，提供有效线索酬谢⟦AMOUNT|500元⟧。"""),

("donation_public_list_animal_rescue",
"""【流浪动物救助站 ⟪date|2025年4月⟫ 善款公示】
本月共收到捐款⟪price|¥23,416.50⟫，支出⟪price|¥19,880.00⟫（医疗⟪price|¥12,300⟫，粮食⟪price|¥6,180⟫，房租⟪price|¥1,400⟫）。
捐款明细（已征得捐赠人同意公开姓名；未同意者以*号隐去）：
⟦PERSON|黎晓峰⟧　⟦AMOUNT|¥2,000.00⟧
⟪masked_name|张*明⟫　⟦AMOUNT|¥1,000.00⟧
⟦PERSON|陶慧敏⟧　⟦AMOUNT|¥666.00⟧
⟪masked_name|匿名爱心人士⟫　⟦AMOUNT|¥500.00⟧
⟦PERSON|邝家豪⟧　⟦AMOUNT|¥200.00⟧
收款账户（救助站对公账户）：⟪org_account|中国农业银行 3302 0100 0400 2817⟫
财务：⟦PERSON|韦姐⟧　监督电话：⟦PHONE|0575-8521 6630⟧"""),
]

TEXTS += [
("refund_request_horse_riding_camp",
"""退款申请
致：⟪org|大连星海湾马术俱乐部⟫财务部
申请人：⟦PERSON|宋佳琪⟧（学员⟦PERSON|宋子墨⟧的母亲）
联系电话：⟦PHONE|0411-8365 9021⟧ / ⟦PHONE|139 4091 7730⟧
事由：孩子于⟪date|7月5日⟫骑马时摔伤，经诊断为⟦MEDICAL|右侧锁骨骨折⟧，医生要求休息⟪duration|8周⟫，无法继续参加夏令营（⟪course_code|营期编号SC-2025-07B⟫）。
已缴费用：⟦AMOUNT|6,800元⟧，已上课3天，申请退还剩余费用⟦AMOUNT|4,760元⟧。
原路退回至尾号⟪masked_card|0932⟫的银行卡。附：诊断证明、缴费凭证。
申请人：⟦PERSON|宋佳琪⟧　⟪date|2025年7月8日⟫"""),

("bank_transfer_receipt_zh",
"""中国工商银行 网上银行电子回单
回单编号：⟪receipt_no|2025061800387712⟫　　交易日期：⟪date|2025-06-18⟫
付款人户名：⟦PERSON|罗建平⟧
付款人账号：⟦CARD|$card_up7⟧
收款人户名：⟦PERSON|甘秀英⟧
收款人账号：⟦CARD|$card_up8⟧
金额（大写）：⟦AMOUNT|人民币壹万贰仟元整⟧　　金额（小写）：⟦AMOUNT|¥12,000.00⟧
用途：购买荷斯坦母牛一头（耳标⟪ear_tag|156 0001 4471⟫）
交易流水号：⟪transaction_id|HQ7716045820⟫　　验证码：⟪verify_code|8KQ3M2⟫"""),
]

TEXTS += [
("hk_riding_membership_traditional",
"""香港某馬術學校　會員申請表（中文）
申請人姓名：⟦PERSON|黃詠詩⟧（英文：⟦PERSON|WONG Wing Sze⟧）
香港身份證號碼：⟦NATIONAL_ID|$hkid_3⟧
出生日期：⟦DATE_OF_BIRTH|1996年11月3日⟧
住址：⟦ADDRESS|新界沙田大圍積富街38號金禧花園3座18樓B室⟧
電話：⟦PHONE|6128 4407⟧　電郵：⟦EMAIL|wingsze.wong@gmail.com⟧
健康狀況：⟦MEDICAL|曾患氣胸（2022年），已康復⟧
入會費：⟪price|港幣2,500元⟫　已繳：⟦AMOUNT|HK$2,500⟧（轉數快參考編號⟪payment_ref|FRN20250304HKBKHKHH⟫）"""),

("taiwan_pet_insurance_traditional",
"""寵物保險要保書（第一聯）　保單號碼：⟪policy_no|PT-11403-008812⟫
要保人：⟦PERSON|林怡君⟧　身分證字號：⟦NATIONAL_ID|$twid_1⟧
被保險人（飼主）：同要保人　手機：⟦PHONE|0912-345-078⟧
通訊地址：⟦ADDRESS|臺北市大安區忠孝東路四段216巷27弄5號3樓⟧
寵物：⟪pet_name|麻糬⟫／⟪pet_species|米克斯犬⟫／晶片號碼⟪microchip|900032001234567⟫
已知疾病：⟪animal_health|髕骨異位第二級⟫（不保事項）
年繳保費：⟦AMOUNT|新臺幣6,480元⟧　信用卡末四碼⟪masked_card|5531⟫
業務員：⟦PERSON|張志豪⟧（登錄字號⟪license_no|0112233⟫）"""),

("competition_entry_passport_list_zh",
"""关于报送⟪event|2025亚洲青少年马术场地障碍赛⟫参赛人员护照信息的函
⟪org|某省马术协会⟫：
现将我俱乐部参赛人员信息报送如下，请协助办理签证邀请函：
1. ⟦PERSON|钱梓萱⟧，女，护照号 ⟦PASSPORT|$pp_cn2⟧，出生日期 ⟦DATE_OF_BIRTH|2009-04-23⟧，马匹：⟪horse_name|Cassiopeia⟫（⟪horse_passport|UELN 276009090123456⟫）
2. ⟦PERSON|陆一帆⟧，男，护照号 ⟦PASSPORT|$pp_cn3⟧，出生日期 ⟦DATE_OF_BIRTH|2010-12-01⟧
3. 领队 ⟦PERSON|叶建华⟧，男，护照号 ⟦PASSPORT|$pp_cn4⟧，手机 ⟦PHONE|138 6811 0473⟧
比赛时间：⟪date_range|2025年10月14日至19日⟫，地点：⟪place|曼谷⟫。
联系人：⟦PERSON|方媛⟧　⟦EMAIL|fangyuan@xhequestrian.cn⟧"""),

("rider_health_declaration_zh",
"""骑乘人员健康状况声明（体验课必填）
姓名：⟦PERSON|邵明轩⟧　年龄：⟪age|34岁⟫　体重：⟪weight|78kg⟫
本人是否患有以下疾病（请勾选）：
☑ ⟦MEDICAL|癫痫（药物控制中，左乙拉西坦500mg每日两次）⟧
☐ 心脏病　☐ 高血压　☐ 孕期
☑ 其他：⟦MEDICAL|对马毛、干草粉尘过敏⟧
本人已如实告知上述情况，自愿承担骑乘风险。
签名：⟦PERSON|邵明轩⟧　　日期：⟪date|2025/05/01⟫
教练确认：⟦PERSON|白教练⟧　建议：⟪riding_level|仅安排牵行体验，不进行快步⟫"""),

("sleep_questionnaire_zh",
"""睡眠门诊初诊问卷（患者填写）
姓名：⟦PERSON|欧阳倩⟧　　出生日期：⟦DATE_OF_BIRTH|1988年8月11日⟧　　身份证号：⟦IDCARD|$cnid_20⟧
职业：⟪occupation|宠物医院前台，需轮夜班⟫
1. 您通常几点上床？⟪time|凌晨1点⟫　入睡需要多久？⟪duration|约1小时⟫
2. 过去一个月是否服用助眠药物？是：⟦MEDICAL|右佐匹克隆 3mg 每晚⟧
3. 是否有以下情况：⟦MEDICAL|入睡困难、早醒、白天心慌⟧
4. 匹兹堡睡眠质量指数（医生填）：⟦MEDICAL|PSQI 15分⟧
初步印象：⟦MEDICAL|慢性失眠障碍，焦虑状态待排⟧
联系电话：⟦PHONE|17739420158⟧"""),
]

TEXTS += [
("family_farm_loan_application_zh",
"""家庭农场经营贷款申请表　　　　　　　　　　　申请编号：⟪application_no|NSD-2025-04-1187⟫
申请人：⟦PERSON|郑大勇⟧　身份证：⟦IDCARD|$cnid_15⟧
配偶：⟦PERSON|吴巧玲⟧　身份证：⟦IDCARD|$cnid_25⟧
经营地址：⟦ADDRESS|浙江省杭州市西湖区转塘街道龙坞茶村何家村27号⟧
经营内容：⟪crop|龙井茶⟫种植 ⟪area|68亩⟫、茶叶初加工
申请金额：⟦AMOUNT|人民币30万元⟧　期限：⟪duration|36个月⟫　用途：购置炒茶机、修建冷库
家庭年收入：⟦AMOUNT|约42万元⟧　现有负债：⟦AMOUNT|8.5万元⟧（车贷）
贷款利率参考：⟪percentage|LPR+50BP⟫
客户经理：⟦PERSON|虞晨⟧　电话：⟦PHONE|0571-8702 3345⟧"""),

("land_transfer_contract_zh",
"""农村土地经营权流转合同（节选）
出让方（甲方）：⟦PERSON|田桂芝⟧，身份证号⟦IDCARD|$cnid_24⟧，住址⟦ADDRESS|江西省南昌市东湖区扬子洲镇新洲村5组⟧
受让方（乙方）：⟪org|南昌绿源生态农业有限公司⟫，法定代表人⟦PERSON|熊志刚⟧
第一条　流转土地位于扬子洲镇新洲村，地块编号⟪parcel_no|3601020012030047⟫，面积⟪area|12.6亩⟫。
第二条　流转期限自⟪date|2025年3月1日⟫起至⟪date|2035年2月28日⟫止。
第三条　流转费每亩每年⟪price|800元⟫，乙方每年3月1日前向甲方支付当年流转费⟦AMOUNT|10,080元⟧，打入甲方银行卡⟦CARD|$card_up9⟧。
见证人：村委会⟦PERSON|胡会计⟧"""),

("vet_prescription_owner_allergy_zh",
"""兽医处方单　　⟪rx_ref|SY-2025-0612-044⟫
动物主人：⟦PERSON|潘女士⟧　电话：⟦PHONE|150 2764 3189⟧
动物：⟪pet_name|咪咪⟫　猫　5岁　体重⟪weight|4.3kg⟫
诊断：⟪animal_health|猫皮肤癣菌病（犬小孢子菌）⟫
用药：⟪animal_health|伊曲康唑口服液 5mg/kg 每日一次，连用7天停7天⟫；⟪animal_health|石硫合剂药浴 每周2次⟫
注意：该病可传染给人。主人自述⟦MEDICAL|手臂已出现环形红斑⟧，且⟦MEDICAL|对磺胺类药物过敏⟧，建议尽快到皮肤科就诊，勿自行用药。
兽医师：⟦PERSON|蔡文博⟧"""),

("pet_hospital_fee_notice_no_spans",
"""【收费公示】⟪org|某某动物医院⟫诊疗项目价格表（⟪date|2025年1月1日⟫起执行）
普通门诊挂号费 ⟪price|30元⟫　专家门诊 ⟪price|80元⟫　夜间急诊（⟪time_range|22:00-次日8:00⟫）⟪price|200元⟫
犬猫绝育：公猫 ⟪price|400元⟫，母猫 ⟪price|800元⟫，公犬（⟪weight|10kg以下⟫）⟪price|600元⟫
疫苗：⟪health_term|狂犬疫苗⟫ ⟪price|80元/针⟫，⟪health_term|猫三联⟫ ⟪price|150元/针⟫，⟪health_term|犬八联⟫ ⟪price|120元/针⟫
住院费 ⟪price|120元/天⟫（不含药费），ICU ⟪price|380元/天⟫
血常规 ⟪price|90元⟫，生化全套 ⟪price|320元⟫，DR拍片 ⟪price|150元/张⟫
以上价格经⟪org|市物价部门⟫备案，备案号⟪doc_ref|WJ-2024-0381⟫。"""),

("dermatology_lecture_notice_no_spans",
"""【科普讲座通知】夏季皮肤病防治与过敏预防
时间：⟪date|6月21日⟫（周六）上午 ⟪time_range|9:30—11:00⟫
地点：⟪place|门诊楼5楼学术报告厅⟫
内容：
1. ⟪health_term|湿疹⟫与⟪health_term|特应性皮炎⟫的日常护理；
2. ⟪health_term|日光性皮炎⟫、⟪health_term|虫咬皮炎⟫的识别与处理；
3. 宠物皮屑、花粉等常见⟪health_term|过敏原⟫的规避方法；
4. 正确使用⟪health_term|外用激素⟫，避免滥用。
主讲：皮肤科专家团队。现场提供免费⟪health_term|皮肤镜⟫检查名额⟪count|30个⟫，先到先得。
本次讲座免费，无需报名。⟪org|医院宣传科⟫　⟪date|2025年6月10日⟫"""),
]

TEXTS += [
("dingtalk_approval_reimbursement",
"""【钉钉审批】费用报销　审批编号：⟪approval_no|202505121503000382⟫
申请人：⟦PERSON|严晓东⟧（智慧农业事业部）
报销事由：赴⟪place|寿光⟫调试大棚物联网网关，⟪date_range|5月6日-5月9日⟫
明细：高铁票⟦AMOUNT|¥412.50⟧；住宿3晚⟦AMOUNT|¥897.00⟧；餐补⟦AMOUNT|¥300.00⟧（按标准⟪price|¥100/天⟫）
报销合计：⟦AMOUNT|¥1,609.50⟧
收款账户：⟦PERSON|严晓东⟧ ⟦CARD|$card_up10⟧
审批流：⟦PERSON|陶经理⟧ 已同意 → 财务⟦PERSON|小金⟧ 已同意 → 出纳 待打款"""),

("feishu_sheet_shift_roster_stable",
"""飞书表格｜马房值班表（⟪date|7月第2周⟫）
| 日期 | 早班(6:00-14:00) | 晚班(14:00-22:00) | 值班电话 |
| 周一 | ⟦PERSON|阿力⟧ | ⟦PERSON|杨帆⟧ | ⟦PHONE|187 0981 2264⟧ |
| 周二 | ⟦PERSON|阿力⟧ | ⟦PERSON|甘露⟧ | ⟦PHONE|187 0981 2264⟧ |
| 周三 | ⟦PERSON|杨帆⟧ | ⟦PERSON|甘露⟧ | ⟦PHONE|135 6620 4817⟧ |
备注：⟪stall_no|7号马房⟫ ⟪horse_name|黑珍珠⟫ ⟪animal_health|疝痛观察中，每2小时记录一次肠音⟫；⟦PERSON|甘露⟧周三下午请假去医院⟦MEDICAL|复查甲状腺结节⟧，由⟦PERSON|杨帆⟧顶班。"""),

("wechat_moments_farmstay",
"""⟦PERSON|山里的阿秀⟧：
今年的杨梅熟啦🍒 仙居东魁杨梅，现摘现发，⟪price|88元/5斤⟫，顺丰包邮（偏远地区除外）。
想来采摘的朋友提前约，农家乐⟪price|人均60元⟫管饭～
地址：⟦ADDRESS|浙江省台州市仙居县步路乡西炉村68号⟧
订购电话/微信：⟦PHONE|13867625519⟧ ⟦PERSON|阿秀⟧
📍 ⟪place|仙居·西炉村⟫　⟪relative_time|2小时前⟫　❤️ ⟦PERSON|林小满⟧, ⟦PERSON|Jerry⟧, ⟦PERSON|王姐⟧"""),

("xiaohongshu_note_pet_hospital",
"""标题：避雷！带猫去⟪place|XX路⟫某宠物医院的糟心经历😤
作者：⟦PERSON|不吃香菜的喵⟧　IP属地：⟪place|江苏⟫
我家⟪pet_name|橘座⟫⟪animal_health|尿闭⟫，晚上去急诊，先交了⟦AMOUNT|2000块⟧押金，第二天出院结账⟦AMOUNT|5,836元⟧，清单里居然有“⟪price|营养膏 198元⟫”我根本没同意用！！
值班医生⟦PERSON|周医生⟧态度还行，但前台⟦PERSON|小刘⟧直接说“不想治可以接走”。
另外说一句，我自己⟦MEDICAL|怀孕四个月⟧，医院也没提醒我别碰猫砂……
#宠物医院 #猫咪尿闭 #避雷"""),

("hotline_12345_complaint_record",
"""12345政务服务便民热线　工单
工单编号：⟪ticket_no|2025061903317⟫　　来电时间：⟪timestamp|2025-06-19 09:12⟫
来电人：⟦PERSON|焦女士⟧　　来电号码：⟦PHONE|0531-8612 4479⟧
反映地址：⟦ADDRESS|济南市历下区文化东路62号山大新校小区9号楼⟧
诉求内容：小区附近⟪org|某宠物寄养店⟫犬只夜间持续吠叫，影响休息。来电人称自己⟦MEDICAL|患有重度失眠和焦虑症，正在服用舍曲林⟧，已多次与店主⟦PERSON|贾某⟧沟通无果，要求相关部门处理。
承办单位：⟪org|历下区文化东路街道办事处⟫　　办理时限：⟪duration|5个工作日⟫"""),

("phone_dictation_chinese_numerals",
"""（语音留言转文字，⟪timestamp|周三 18:40⟫）
喂，你好，我是前天在你们那儿给狗洗澡的，我叫⟦PERSON|柯晓梅⟧，柯南的柯，春晓的晓，梅花的梅。我的手机号是⟦PHONE|一三九 零五七一 二二八六⟧，你们美容师把我家⟪pet_name|毛毛⟫的耳朵剪破了，⟪animal_health|现在有点红肿⟫，麻烦店长给我回个电话。我下午三点以后都在。好，谢谢。"""),
]

TEXTS += [
("health_check_report_zh",
"""员工入职体检报告（摘要）　体检号：⟪exam_no|TJ25041100873⟫
姓名：⟦PERSON|饶志伟⟧　性别：男　出生日期：⟦DATE_OF_BIRTH|1986-06-23⟧　身份证：⟦IDCARD|$cnid_11⟧
受检单位：⟪org|厦门某花卉种苗公司⟫
异常结果：⟦MEDICAL|空腹血糖6.8mmol/L（偏高）⟧；⟦MEDICAL|谷丙转氨酶72U/L，轻度脂肪肝⟧
结论：⟦MEDICAL|糖耐量异常待查，建议内分泌科复诊⟧。可从事温室种植岗位，避免接触⟪health_term|有机磷农药⟫。
主检医师：⟦PERSON|施雅琴⟧"""),

("pet_microchip_registration_zh",
"""犬只登记及芯片植入登记表　登记号：⟪reg_no|青崂犬登字2025第01873号⟫
犬主姓名：⟦PERSON|隋文娟⟧　身份证号：⟦IDCARD|$cnid_07⟧
联系电话：⟦PHONE|18561890347⟧
饲养地址：⟦ADDRESS|山东省青岛市崂山区海尔路180号大荣中心小区3号楼2单元1101户⟧
犬名：⟪pet_name|大福⟫　犬种：⟪pet_species|萨摩耶⟫　毛色：白　芯片号：⟪microchip|156100000904827⟫
免疫情况：⟪animal_health|狂犬疫苗已接种，批号R202411-37⟫
登记费：⟪price|免费⟫　经办人：⟦PERSON|小宫⟧"""),

("dingtalk_robot_python_zh",
"""# 奶牛场发情监测告警 → 钉钉群机器人（加签模式）
import time, hmac, hashlib, base64, urllib.parse, requests
WEBHOOK = "⟦SECRET|$ding_hook1⟧"
SECRET = "⟦SECRET|$ding_sec1⟧"   # 加签密钥，泄露需在群设置中重置
APP_KEY = "⟪app_id|$ding_appkey1⟫"      # 应用AppKey，非密钥
def alert(cow_id, score):
    msg = f"牛只 {cow_id} 活动量异常，发情评分 {score}，请配种员⟦PERSON|小何⟧尽快查看"
    ...
alert("⟪ear_tag|CN-320583-0447⟫", ⟪score|86⟫)"""),

("wechat_private_chat_card_cvv_zh",
"""微信聊天记录（导出）
表姐⟦PERSON|晓静⟧ 21:03：帮我在那个国外网站订一下马术夏令营呗，我卡在你那边用不了
我 21:04：可以，你发卡号
表姐⟦PERSON|晓静⟧ 21:05：⟦CARD|$card_visa5⟧，有效期⟪card_expiry|08/29⟫，背面三位数⟦CVV|713⟧
表姐⟦PERSON|晓静⟧ 21:05：持卡人拼音 ⟦PERSON|ZHOU XIAOJING⟧
我 21:12：订好了，扣了⟦AMOUNT|USD 1,260.00⟧，订单号⟪order_ref|EQC-88413⟫
表姐⟦PERSON|晓静⟧ 21:13：谢啦😘 聊天记录记得删了"""),

("dog_bite_incident_report_zh",
"""犬只伤人事件登记（派出所联合社区）　编号：⟪case_no|JX-2025-0317⟫
时间：⟪timestamp|2025年3月17日 7时40分⟫　地点：⟪place|嘉兴市南湖区某小区南门⟫
伤者：⟦PERSON|蒋红梅⟧，女，联系电话⟦PHONE|13757302946⟧
伤情：⟦MEDICAL|右小腿二级咬伤，已注射狂犬疫苗第一针及狂犬病免疫球蛋白⟧
犬主：⟦PERSON|钟立新⟧，身份证号⟦IDCARD|$cnid_31⟧，住⟦ADDRESS|嘉兴市南湖区东栅街道凌公塘路2188号15幢⟧
涉事犬只：⟪pet_species|中华田园犬⟫，未登记，未牵绳。⟪animal_health|犬只已送检观察10天⟫
处理结果：犬主垫付医药费⟦AMOUNT|2,350元⟧，双方签订调解协议。"""),

("tree_trimming_quote_zh",
"""园林绿化养护报价单　　报价编号：⟪quote_no|YL-BJ-250409⟫
客户：⟦PERSON|白总⟧（⟪org|某别墅区物业⟫）　联系人手机：⟦PHONE|13901128547⟧
项目地址：⟦ADDRESS|北京市顺义区后沙峪镇裕民大街9号院⟧
1. 大叶杨高空修剪 ⟪count|18株⟫ × ⟪price|450元/株⟫
2. 枯死油松伐除及树根粉碎 ⟪count|3株⟫ × ⟪price|1,200元/株⟫
3. 草坪修剪 ⟪area|2,400㎡⟫ × ⟪price|1.2元/㎡⟫
报价合计：⟪price|14,580元⟫（含税⟪percentage|6%⟫）
报价人：⟦PERSON|郝师傅⟧（高级园林绿化工，证书⟪cert_no|GLZ-11-20871⟫）"""),
]

TEXTS += [
("livestock_insurance_claim_zh",
"""能繁母猪保险　出险通知书　　保单号：⟪policy_no|PYNB2025370212000381⟫
被保险人：⟦PERSON|隋桂芳⟧　身份证号：⟦IDCARD|$cnid_29⟧　出生日期：⟦DATE_OF_BIRTH|1978年10月30日⟧
养殖地址：⟦ADDRESS|山东省济南市历城区港沟街道神武村东养殖小区12号⟧
出险原因：⟪animal_health|母猪感染非洲猪瘟，死亡7头，已无害化处理⟫
耳标号：⟪ear_tag|137010100384551⟫ 等⟪count|7个⟫
每头保险金额⟪price|1,500元⟫，申请赔款⟦AMOUNT|10,500元⟧
查勘员：⟦PERSON|秦涛⟧　⟦PHONE|0531-8690 1170⟧"""),

("cattle_trade_contract_zh",
"""肉牛买卖合同
卖方：⟦PERSON|吐尔逊·买买提⟧，身份证⟦IDCARD|$cnid_28⟧，电话⟦PHONE|13999152207⟧
买方：⟦PERSON|何建军⟧，电话⟦PHONE|18308517732⟧
标的：⟪breed|西门塔尔杂交⟫育肥牛⟪count|15头⟫，平均体重⟪weight|620公斤⟫，单价⟪price|26元/公斤⟫（活重）
总价款：⟦AMOUNT|241,800元⟧，买方于提牛当日付清，已付定金⟦AMOUNT|20,000元⟧。
检疫：卖方负责提供《动物检疫合格证明》（编号⟪cert_no|A52012025041100187⟫）。
签订日期：⟪date|2025年4月11日⟫"""),

("allergy_test_report_zh",
"""过敏原特异性IgE检测报告　　样本号：⟪sample_id|S2504230115⟫
姓名：⟦PERSON|汤梦瑶⟧　性别：女　年龄：⟪age|7岁⟫　科室：儿科过敏门诊
检测结果：
⟦MEDICAL|猫毛皮屑 e1：18.6 IU/mL（4级）⟧
⟦MEDICAL|狗毛皮屑 e5：2.1 IU/mL（2级）⟧
鸡蛋白 f1：<0.35 IU/mL（0级）
参考区间：<0.35 IU/mL
检验者：⟦PERSON|龚丽⟧　审核者：⟦PERSON|严明⟧　报告时间：⟪timestamp|2025-04-23 16:05⟫
备注：家中养猫两只，建议脱离过敏原。"""),

("voice_input_transcript_zh",
"""（语音输入转文字，未校对）
老板我跟你说一下那个大棚的事情啊，就是三号棚的那个控制器它又掉线了，我看了一下后台登录密码还是默认的⟦PASSWORD|admin888⟧，我觉得要改一下。还有那个安装师傅⟦PERSON|小武⟧他的电话是⟦PHONE|155 3021 6678⟧，你有空打给他。另外我下周一要请假去医院，⟦MEDICAL|胆结石要做微创⟧，大概休息⟪duration|一个礼拜⟫。"""),

("farmstay_booking_foreign_guest_zh",
"""民宿住宿登记（境外人员）　⟪org|云南大理某农庄民宿⟫　房号：⟪room_no|竹韵201⟫
姓名：⟦PERSON|Hannah Keller⟧　国籍：⟪nationality|德国⟫
护照号码：⟦PASSPORT|$pp_fr1⟧（持法国护照）
出生日期：⟦DATE_OF_BIRTH|1991-02-27⟧
入住：⟪date|2025-10-02⟫　离店：⟪date|2025-10-06⟫　房费：⟦AMOUNT|¥1,760⟧（已付）
紧急联系人：⟦PERSON|Jonas Keller⟧ ⟦PHONE|+49 151 2286 4410⟧
已报送⟪org|大理市公安局⟫境外人员住宿登记系统，回执号⟪receipt_no|DL2510020417⟫。"""),

("sms_bank_notice_zh",
"""【建设银行】您尾号⟪masked_card|6620⟫的储蓄卡⟪timestamp|6月30日15:22⟫向⟦PERSON|赵春燕⟧转账支出人民币⟦AMOUNT|3,800.00元⟧，活期余额⟦AMOUNT|12,416.37元⟧。对方账户尾号⟪masked_card|0917⟫。如非本人操作请致电⟦PHONE|95533⟧。"""),
]

TEXTS += [
("kennel_booking_form_zh",
"""【汪汪度假村】国庆寄养预约表（小程序提交）
主人称呼：⟦PERSON|钟先生⟧　手机：⟦PHONE|13590218846⟧
宠物：⟪pet_name|肉松⟫（柯基，⟪age|2岁⟫）　寄养日期：⟪date_range|10月1日—10月7日⟫　房型：⟪room_type|豪华单间⟫ ⟪price|¥150/晚⟫
是否已驱虫/疫苗：是　特殊照顾：⟪animal_health|肠胃敏感，只吃处方粮⟫
已付定金：⟦AMOUNT|¥300⟧　预约单号：⟪order_ref|WW20250926-0062⟫"""),

("agri_drone_spraying_order_zh",
"""植保无人机飞防作业单　单号：⟪order_ref|FF-250718-033⟫
委托人：农户⟦PERSON|陶永福⟧　电话：⟦PHONE|13872305516⟧
作业地块：⟪field_id|东湾3号田⟫ 水稻 ⟪area|86亩⟫　药剂：⟪product_name|噻呋酰胺+稻瘟灵⟫
飞手：⟦PERSON|小龚⟧（执照⟪license_no|UTC-2023-0817⟫）　机型：⟪model_no|T50⟫
单价⟪price|8元/亩⟫，应收⟦AMOUNT|688元⟧，已微信收款。
作业时风速⟪measurement|2.1m/s⟫，温度⟪temperature|31℃⟫。"""),

("coop_member_roster_excerpt_zh",
"""（社员名册节选，供年审使用，⟪date|2025年6月⟫）
序号｜姓名｜身份证号｜出资额｜手机
12｜⟦PERSON|龙秀珍⟧｜⟦IDCARD|$cnid_09⟧｜⟦AMOUNT|2万元⟧｜⟦PHONE|13629181474⟧
13｜⟦PERSON|冉德华⟧｜⟦IDCARD|$cnid_14⟧｜⟦AMOUNT|1.5万元⟧｜⟦PHONE|15823067719⟧
合作社统一社会信用代码：⟪credit_code|93520102MA6H7XK21P⟫"""),

("online_dermatology_consult_zh",
"""【互联网医院·图文问诊】问诊单号⟪consult_no|WZ2025080312077⟫
患者：⟦PERSON|苗苗⟧（女，26岁）
病情描述：最近在马场打工，给马刷毛后⟦MEDICAL|手臂和脖子起大片风团，很痒，晚上更严重⟧，吃了⟦MEDICAL|西替利嗪一片⟧好一点。之前没有过敏史。
医生回复（皮肤科 ⟦PERSON|段医生⟧）：考虑⟦MEDICAL|接触性荨麻疹⟧，建议做过敏原检测，工作时穿长袖戴手套。问诊费⟪price|¥29.9⟫。"""),

("qq_group_chat_horse_feed_zh",
"""QQ群「⟪org|华东马主交流群⟫」
⟦PERSON|骑马的小蔡⟧ 14:02
提摩西草团购第二批开始接龙，⟪price|¥98/包(20kg)⟫，满⟪count|50包⟫包邮
⟦PERSON|Vivian⟧ 14:05
+5包，地址老地方 ⟦ADDRESS|上海市闵行区七宝镇沪松公路2355弄18号马场⟧
⟦PERSON|老徐⟧ 14:07
+3，我转你了⟦AMOUNT|294元⟧，记得备注
⟦PERSON|骑马的小蔡⟧ 14:08
收到～ 对了，⟪horse_name|追风⟫最近⟪animal_health|蹄叶炎⟫好点没？"""),

("greenhouse_plc_web_admin_zh",
"""温室PLC网页管理端 —— 交付清单
访问地址：http://⟦IP_ADDRESS|10.168.2.30⟧:⟪port|8080⟫
管理员账号：admin　初始密码：⟦PASSWORD|Wenshi@2024⟧（请于首次登录后修改）
设备型号：⟪model_no|S7-1200 CPU 1214C⟫　固件：⟪version|V4.5⟫
交付工程师：⟦PERSON|葛思远⟧　验收人：⟦PERSON|符场长⟧"""),
]
