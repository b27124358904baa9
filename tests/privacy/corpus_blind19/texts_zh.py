# Chinese texts for corpus_blind19. Written by hand, one at a time.
TEXTS = []

TEXTS.append(("hukou_transfer_wechat", """
【⟪org_name|朝阳区政务服务中心⟫】⟦PERSON|刘思远⟧您好，您提交的户口迁入申请（受理号⟪case_ref|BJ2026120400318⟫）材料已初审通过。请于⟪date|12月9日⟫前携带户口本原件、身份证原件及准迁证到⟦ADDRESS|北京市朝阳区霄云路36号政务服务中心二层⟧12号窗口办理。咨询电话⟦PHONE|010-6555-0128⟧。
"""))

TEXTS.append(("residence_permit_form", """
居住证申领登记表
姓名：⟦PERSON|黄晓琳⟧    性别：女    民族：汉
出生日期：⟦DATE_OF_BIRTH|1992年6月7日⟧
公民身份号码：⟦IDCARD|$cnid2⟧
户籍地址：⟦ADDRESS|上海市徐汇区漕溪北路595弄12号402室⟧
居住地址：⟦ADDRESS|广东省深圳市南山区科技园南区高新南七道18号3栋1507⟧
联系电话：⟦PHONE|138 2651 0473⟧
居住起始日期：⟪date|2025年3月1日⟫      办证类别：⟪form_type|首次申领⟫
社区民警：⟦PERSON|周警官⟧   受理单位：⟪org_name|粤海派出所⟫
"""))

TEXTS.append(("medical_insurance_reimbursement", """
医保结算单（门诊特殊病种）
参保人：⟦PERSON|陈国栋⟧   身份证号：⟦IDCARD|$cnid7⟧   参保类型：⟪insurance_type|城镇职工⟫
就诊医院：⟪org_name|江苏省人民医院⟫   科室：肾内科
诊断：⟦MEDICAL|慢性肾脏病5期⟧；⟦MEDICAL|维持性血液透析⟧
项目                    金额
血液透析（12次）         ⟪price|5,160.00⟫
⟦MEDICAL|促红细胞生成素注射液⟧      ⟪price|1,284.60⟫
医疗费用合计：⟦AMOUNT|6,444.60元⟧
统筹支付：⟦AMOUNT|5,477.91元⟧   个人自付：⟦AMOUNT|966.69元⟧
结算时间：⟪timestamp|2026-12-02 15:32:07⟫   操作员：⟦PERSON|zhangm⟧
"""))

TEXTS.append(("housing_fund_withdrawal", """
住房公积金提取申请
申请人：⟦PERSON|李俊杰⟧   个人公积金账号：⟪account_ref|0401238871⟫
身份证号码：⟦IDCARD|$cnid9⟧
提取原因：⟪reason_code|租房提取（无房职工）⟫
本次提取金额：⟦AMOUNT|1,500.00元⟧（月度上限⟪price|1,500元⟫）
账户余额：⟦AMOUNT|38,226.45元⟧
收款银行卡：⟦CARD|$card13⟧（⟪org_name|西安银行⟫）
联系电话：⟦PHONE|185 9130 7752⟧
申请日期：⟪date|2026年12月3日⟫
"""))

TEXTS.append(("real_estate_registration", """
不动产登记受理回执
受理编号：⟪case_ref|2026杭不动产登字第0088215号⟫
权利人：⟦PERSON|沈佳怡⟧（身份证 ⟦IDCARD|$cnid4⟧）、⟦PERSON|吴昊⟧
不动产坐落：⟦ADDRESS|浙江省杭州市西湖区文三路478号华星时代广场2幢1803室⟧
建筑面积：⟪area|89.62平方米⟫   登记类型：转移登记（买卖）
成交价：⟦AMOUNT|550万元⟧；契税已缴⟦AMOUNT|82,500元⟧（税率⟪percentage|1.5%⟫）
领证时间：⟪date|2026年12月10日⟫后凭本回执领取
经办人：⟦PERSON|方小敏⟧   咨询电话：⟦PHONE|0571-8555-0166⟧
"""))

TEXTS.append(("food_delivery_cs_chat", """
【外卖客服会话记录】订单号 ⟪order_id|3102604478820193⟫
用户：我点的麻辣烫少了一份，还洒了一袋
客服⟦PERSON|小桃⟧：亲，非常抱歉给您带来不好的体验～请问您的收货地址是⟦ADDRESS|成都市武侯区人民南路四段27号商鼎国际1栋2单元1205⟧吗？
用户：对的，电话⟦PHONE|177 8201 4596⟧
客服⟦PERSON|小桃⟧：已为您核实，骑手⟦PERSON|何师傅⟧（⟪masked_phone|158****3321⟫）送达时包装破损。为您退款⟦AMOUNT|¥26.80⟧，并补发一张⟪voucher|满30减8⟫红包。
用户：行吧
"""))

TEXTS.append(("express_address_change", """
快递客服工单 ⟪ticket_id|SF-CS-20261204-0412⟫
运单号：⟪tracking_number|SF1402288174529⟫
寄件人：⟦PERSON|郭美玲⟧ ⟦PHONE|136 5118 2047⟧
收件人：⟦PERSON|郭志强⟧（寄件人父亲）
原地址：⟦ADDRESS|河南省郑州市金水区花园路88号院3号楼2单元501⟧
新地址：⟦ADDRESS|河南省郑州市金水区经三路北段丰产路口东50米⟧
备注：老人⟦MEDICAL|行动不便⟧，请送货上门，勿放驿站。取件码⟪otp_code|8-2-4417⟫作废。
处理人：客服⟦PERSON|阿琳⟧
"""))

TEXTS.append(("ride_hailing_complaint", """
网约车投诉处理记录
行程单号：⟪trip_id|DD2612031842207⟫   时间：⟪timestamp|2026-12-03 22:41⟫
乘客：⟦PERSON|王雨桐⟧（手机尾号⟪id_tail|6628⟫）
司机：⟦PERSON|赵建军⟧   车牌：⟪vehicle_plate|京B·7Q281⟫
投诉内容：司机绕路，实际支付⟦AMOUNT|86.40元⟧，预估价仅⟪price|52元⟫；途中司机抽烟，乘客有⟦MEDICAL|哮喘⟧，下车后感到不适。
处理结果：退还差价⟦AMOUNT|34.40元⟧，司机扣分并停运⟪duration|3天⟫。
处理人：⟦PERSON|孙经理⟧
"""))

TEXTS.append(("dating_profile", """
【心动缘婚恋网 · 会员资料】会员号 ⟪member_id|XD88201⟫
昵称：⟪nickname|海边的风⟫      真实姓名（仅红娘可见）：⟦PERSON|林晓峰⟧
出生年月：⟦DATE_OF_BIRTH|1985年9月21日⟧    身高：178cm
身份证（实名认证）：⟦IDCARD|$cnid3⟧
工作：深圳某互联网公司产品总监，年薪⟦AMOUNT|六十多万⟧
房产：⟪place|南山区⟫有房无贷
健康：自述⟦MEDICAL|乙肝小三阳⟧，肝功能正常
红娘备注：性格稳重，曾有一段婚史。负责红娘⟦PERSON|许小姐⟧ ⟦PHONE|0755-2555-0139⟧
"""))

TEXTS.append(("dating_chat_transfer", """
[微信聊天记录]
⟦PERSON|阿杰⟧：宝贝，我这边投资的项目马上回本了，就差一点保证金
⟦PERSON|小雅⟧：差多少啊
⟦PERSON|阿杰⟧：⟦AMOUNT|三万八⟧，你先帮我垫一下，下个月连本带利还你
⟦PERSON|小雅⟧：我上次借你的⟦AMOUNT|两万⟧还没还呢
⟦PERSON|阿杰⟧：那个一起还，⟦AMOUNT|五万八⟧，我发誓
[转账] ⟦PERSON|小雅⟧ 向 ⟦PERSON|阿杰⟧ 转账 ⟦AMOUNT|¥38,000.00⟧
[系统提示] 请注意防范交友诈骗，对方账户⟪masked_name|张**⟫已被多人举报
"""))

TEXTS.append(("online_education_refund", """
退费申请单（在线教育）
学员：⟦PERSON|韩子墨⟧（⟪grade|五年级⟫）   家长：⟦PERSON|韩磊⟧
联系方式：⟦PHONE|150 1038 6624⟧   邮箱：⟦EMAIL|hanlei1983@163.com⟧
课程：⟪product_code|小学数学思维培优·秋季班⟫   原价⟪price|4,980元⟫
实付金额：⟦AMOUNT|4,280元⟧   已上课时：6/24
退费原因：孩子确诊⟦MEDICAL|注意力缺陷多动障碍⟧，医生建议暂停线上课程
应退金额：⟦AMOUNT|3,210元⟧
退款账户：⟦CARD|$card21⟧ ⟪org_name|招商银行⟫
班主任：⟦PERSON|杨老师⟧
"""))

TEXTS.append(("training_school_contract", """
培训服务合同（节选）
甲方：⟪org_name|长沙启明职业技能培训学校⟫
乙方：⟦PERSON|彭思雨⟧，身份证号⟦IDCARD|$cnid12⟧，住址⟦ADDRESS|湖南省长沙市岳麓区麓山南路932号湖南大学南校区12栋⟧
培训项目：⟪product_code|会计实务+中级职称⟫，学制⟪duration|6个月⟫
培训费：⟪price|人民币7,800元⟫，乙方已交定金⟦AMOUNT|2,000元⟧，余款⟦AMOUNT|5,800元⟧分三期支付。
乙方紧急联系人：⟦PERSON|彭建华⟧（父）⟦PHONE|139 7314 5580⟧
"""))

TEXTS.append(("vet_hospital_record", """
⟪org_name|瑞派宠物医院（徐汇店）⟫ 门诊病历
宠物名：⟪pet_name|豆豆⟫   品种：柯基   年龄：7岁   体重：13.2kg
主人：⟦PERSON|冯婷婷⟧   电话：⟦PHONE|186 2174 0935⟧
主诉：近一周多饮多尿，食欲下降
诊断：⟪animal_health|犬糖尿病⟫；⟪animal_health|轻度白内障⟫
处置：⟪animal_health|胰岛素 2IU 皮下注射 每日两次⟫，处方粮
本次费用：⟦AMOUNT|1,326.00元⟧（会员卡余额扣除后剩余⟦AMOUNT|473.50元⟧）
主治医生：⟦PERSON|孟医生⟧   复诊时间：⟪date|12月11日⟫
"""))

TEXTS.append(("online_pharmacy_prescription", """
互联网医院电子处方
处方编号：⟪prescription_id|RX202612040018832⟫
患者：⟦PERSON|邓丽华⟧   性别：女   年龄：58岁
诊断：⟦MEDICAL|2型糖尿病⟧；⟦MEDICAL|高血压2级⟧
Rp:
  ⟦MEDICAL|二甲双胍缓释片 0.5g⟧  ×60片  每日2次
  ⟦MEDICAL|苯磺酸氨氯地平片 5mg⟧  ×28片  每日1次
医师：⟦PERSON|钱志远⟧   审核药师：⟦PERSON|刘敏⟧
药品金额：⟦AMOUNT|¥87.30⟧，医保个账支付⟦AMOUNT|¥87.30⟧
配送地址：⟦ADDRESS|重庆市渝中区解放碑民族路166号2栋8-3⟧
"""))

TEXTS.append(("maternity_registration", """
孕产妇建档登记（⟪org_name|青岛市妇女儿童医院⟫）
姓名：⟦PERSON|于晓燕⟧   出生日期：⟦DATE_OF_BIRTH|1990-07-25⟧   身份证：⟦IDCARD|$cnid8⟧
丈夫：⟦PERSON|曲振宇⟧   电话：⟦PHONE|133 6542 1807⟧
末次月经：⟪date|2026-07-02⟫   预产期：⟪date|2027-04-08⟫
孕产史：G2P0，⟦MEDICAL|2024年自然流产1次⟧
高危因素：⟦MEDICAL|妊娠期甲状腺功能减退⟧，服用⟦MEDICAL|左甲状腺素钠片 50μg⟧
建档费：⟪price|200元⟫
"""))

TEXTS.append(("paediatric_wechat", """
⟦PERSON|乐乐⟧妈妈：⟦PERSON|蒋医生⟧您好，宝宝昨晚又烧到39.2℃，吃了美林退了又烧
⟦PERSON|蒋医生⟧：几天了？有没有咳嗽、皮疹？
⟦PERSON|乐乐⟧妈妈：第三天了，有点咳，手心有小红点
⟦PERSON|蒋医生⟧：要排除⟦MEDICAL|手足口病⟧，今天上午带⟦PERSON|乐乐⟧来门诊，挂儿科发热门诊，地址⟦ADDRESS|武汉市武昌区中山路99号⟧。
⟦PERSON|乐乐⟧妈妈：好的谢谢⟦PERSON|蒋医生⟧
"""))

TEXTS.append(("ortho_installment_plan", """
⟪org_name|美冠口腔⟫隐形矫正分期付款确认
患者：⟦PERSON|曾子涵⟧（⟦DATE_OF_BIRTH|2009年3月14日⟧）   监护人：⟦PERSON|曾伟⟧
治疗方案：⟦MEDICAL|隐形矫治（拔除4颗前磨牙）⟧，疗程约⟪duration|24个月⟫
总费用：⟦AMOUNT|36,800元⟧，首付⟦AMOUNT|8,800元⟧，剩余分12期，每期⟦AMOUNT|2,333.33元⟧
扣款卡：⟦CARD|$card5⟧
监护人签字：⟦PERSON|曾伟⟧   日期：⟪date|2026.12.04⟫
"""))

TEXTS.append(("rehab_center_intake", """
⟪org_name|新生自愿戒治康复中心⟫ 入院登记（保密）
姓名：⟦PERSON|段明⟧   曾用名：⟦PERSON|段小明⟧
身份证号：⟦IDCARD|$cnid21⟧
问题：⟦MEDICAL|酒精依赖综合征⟧，伴⟦MEDICAL|酒精性肝病⟧；既往⟦MEDICAL|苯二氮䓬类药物滥用⟧
入院方式：家属陪同自愿入院，签署知情同意
家属：⟦PERSON|段丽⟧（姐）⟦PHONE|024-2355-0172⟧
费用：⟪price|首期28天 19,800元⟫，家属已缴⟦AMOUNT|9,900元⟧，余款出院前结清
责任护士：⟦PERSON|小唐⟧
"""))

TEXTS.append(("court_summons", """
⟪org_name|天津市和平区人民法院⟫
传 票
案号：⟪case_ref|（2026）津0101民初8821号⟫
被传唤人：⟦PERSON|马丽娜⟧
住址：⟦ADDRESS|天津市和平区南京路219号天津中心写字楼16层⟧
案由：⟪claim_type|民间借贷纠纷⟫（原告⟦PERSON|谢宏伟⟧诉请返还借款⟦AMOUNT|三十多万元⟧及利息）
应到时间：⟪date|2027年1月12日⟫上午⟪time|9时⟫
应到处所：第⟪room_number|七⟫法庭
审判员：⟦PERSON|杜建平⟧   书记员：⟦PERSON|范雪⟧   联系电话：⟦PHONE|022-2355-0197⟧
"""))

TEXTS.append(("police_interview_record", """
询问笔录（第1次）
时间：⟪timestamp|2026年12月2日14时10分⟫至⟪time|15时05分⟫
地点：⟪org_name|思明公安分局中山路派出所⟫
询问人：⟦PERSON|邱建⟧、⟦PERSON|林涛⟧   记录人：⟦PERSON|林涛⟧
被询问人：⟦PERSON|黄志明⟧   身份证号：⟦IDCARD|$cnid11⟧   出生日期：⟦DATE_OF_BIRTH|1982年2月27日⟧
现住址：⟦ADDRESS|福建省厦门市思明区莲前西路2号莲富大厦9楼⟧   联系电话：⟦PHONE|137 2590 4418⟧
问：你把当天的情况讲一下。
答：12月1日晚上9点多，我在中山路一家奶茶店门口，看到一个穿黑衣服的男的从一个女生包里拿走手机，那个女生后来说她叫⟦PERSON|小蔡⟧。我追了几步，他骑电动车跑了。
问：以上笔录你看一下，是否属实？
答：属实。⟦PERSON|黄志明⟧（捺印）
"""))

TEXTS.append(("security_company_alarm_group", """
【安防服务群】
⟪org_name|卫安保全⟫-调度⟦PERSON|老周⟧：@⟦PERSON|龚总⟧ 您别墅⟦ADDRESS|南京市玄武区紫金山路8号钟山国际高尔夫别墅C-17⟧的布防密码已按您要求改成⟦PASSWORD|620415⟧，胁迫码⟦PASSWORD|620416⟧
⟦PERSON|龚总⟧：收到。保姆⟦PERSON|刘阿姨⟧也要知道吗
⟪org_name|卫安保全⟫-调度⟦PERSON|老周⟧：建议给阿姨单独开一个用户码，例如⟦PASSWORD|3388⟧，可以单独查记录
⟦PERSON|龚总⟧：好。年费多少
⟪org_name|卫安保全⟫-调度⟦PERSON|老周⟧：标准套餐⟪price|3,600元/年⟫，您去年续费交的是⟦AMOUNT|3,240元⟧（九折）
"""))

TEXTS.append(("housekeeping_contract", """
家政服务合同（育儿嫂）
客户：⟦PERSON|唐诗韵⟧   电话：⟦PHONE|189 1702 6639⟧   服务地址：⟦ADDRESS|上海市浦东新区锦绣路1500弄仁恒河滨花园22号1101室⟧
服务人员：⟦PERSON|王桂芳⟧，身份证⟦IDCARD|$cnid20⟧，持健康证、育婴师证
服务期：⟪date|2026年12月8日⟫至⟪date|2027年6月7日⟫，住家，月休4天
工资：⟦AMOUNT|9,500元/月⟧，由客户直接支付给服务人员；中介服务费⟪price|3,800元⟫
宝宝情况：⟦PERSON|朵朵⟧，4个月，⟦MEDICAL|牛奶蛋白过敏⟧，只能喝深度水解奶粉
门锁密码：⟦PASSWORD|580219#⟧（上户当天告知）
"""))

TEXTS.append(("dingtalk_bot_notice", """
【钉钉群机器人配置】⟪org_name|财务部⟫ 报销审批提醒
Webhook：⟦SECRET|$dinghook1⟧
加签密钥：⟦SECRET|SEC8f3a1c92e7d04b6a9f2c58e1b7d0a4c63e9f1b2d5a7c8e0f4b6d9a1c3e5f7b2⟧
触发条件：单笔报销≥⟪price|5,000元⟫ 时@审批人
审批人：@⟦PERSON|欧阳静⟧ @⟦PERSON|钟伟⟧
最近一条：⟦PERSON|钟伟⟧ 提交差旅报销 ⟦AMOUNT|7,382.50元⟧（⟪order_id|BX-20261203-077⟫）
"""))

TEXTS.append(("feishu_bot_yaml", """
# 飞书告警机器人 — 负责人 ⟦PERSON|zhaolei⟧（⟦PERSON|赵磊⟧）
feishu:
  webhook: ⟦SECRET|$feishuhook1⟧
  app_id: ⟪app_id|cli_a4f2c81e9b3d500c⟫
  app_secret: ⟦SECRET|$csec4⟧
  tenant_access_token: ⟦APIKEY|$jwt4⟧
alert:
  threshold_p99_ms: 800
  mention: ["⟪user_id|ou_7d1e4c2b9a⟫"]
"""))

TEXTS.append(("wecom_alert_message", """
【企业微信告警】⟪timestamp|2026-12-04 03:17:42⟫
级别：P1   服务：订单中心 order-svc ⟪version|v3.2.7⟫
主机：⟪hostname|order-svc-03⟫（⟦IP_ADDRESS|172.18.5.23⟧）
内容：MySQL 连接池耗尽，最近5分钟错误 1,284 次
值班：⟦PERSON|宋晓东⟧ ⟦PHONE|158 0173 2946⟧
回调地址：⟦SECRET|$wecomhook1⟧
"""))

TEXTS.append(("aliyun_ak_leak_report", """
安全事件通报 ⟪incident_ref|SEC-2026-1204-02⟫
发现人：⟦PERSON|沈宇⟧   发现时间：⟪timestamp|2026-12-04 09:40⟫
描述：员工⟦PERSON|吕嘉⟧在公开 GitHub 仓库 ⟪repo|lvjia-dev/oss-uploader⟫ 的 config.py 中提交了阿里云 AccessKey：
  ACCESS_KEY_ID = "⟦APIKEY|$ltai1⟧"
  ACCESS_KEY_SECRET = "⟦SECRET|$alisec1⟧"
  OSS_BUCKET = "⟪bucket|jd-invoice-prod⟫"
提交记录：⟪commit_sha|9c4e1f7a2b⟫
处置：已禁用该 AK，新 AK 由 RAM 子账号发放；OSS 访问日志显示来自 ⟦IP_ADDRESS|47.242.18.93⟧ 的异常下载。
"""))

TEXTS.append(("tencent_cloud_config", """
# 腾讯云短信服务配置（招聘系统）
[tencentcloud]
secret_id = ⟦APIKEY|$akid1⟧
secret_key = ⟦SECRET|$tcsec1⟧
region = ⟪region|ap-guangzhou⟫
[sms]
sdk_app_id = ⟪app_id|1400788213⟫
sign_name = ⟪org_name|优才招聘⟫
template_id = ⟪template_id|1823471⟫
test_phone = ⟦PHONE|+86 135 1046 8822⟧   ; ⟦PERSON|谭工⟧的手机，测试完删除
"""))

TEXTS.append(("hotel_shift_handover", """
前台交班记录 ⟪date|12月3日⟫ 夜班 → ⟪date|12月4日⟫ 早班
交班人：⟦PERSON|小罗⟧   接班人：⟦PERSON|阿芳⟧
1. ⟪room_number|1208⟫房⟦PERSON|钟先生⟧退房时对迷你吧账单有异议，已减免⟦AMOUNT|68元⟧，总消费⟦AMOUNT|1,436元⟧已刷卡结清。
2. ⟪room_number|815⟫房客人⟦PERSON|柳燕⟧登记身份证⟦IDCARD|$cnid22⟧，押金现金⟦AMOUNT|500元⟧在保险柜。
3. 客人Mr. ⟦PERSON|陆⟧说保险箱密码忘记，已由工程部⟦PERSON|小邹⟧重置为⟦PASSWORD|090317⟧。
4. 房价：行政大床房门市价⟪price|988元⟫。
"""))

TEXTS.append(("airport_lost_baggage_zh", """
行李运输事故记录单
编号：⟪file_ref|PEKCA28814⟫   航班：⟪flight_number|CA1858⟫ 上海虹桥-北京首都   日期：⟪date|2026-12-02⟫
旅客姓名：⟦PERSON|祝文博⟧   证件：护照 ⟦PASSPORT|E48217730⟧
联系电话：⟦PHONE|186 0115 3378⟧
送达地址：⟦ADDRESS|北京市海淀区中关村大街27号中关村大厦1506室⟧
行李：蓝色拉杆箱一件，行李牌号⟪bag_tag|CA 332781⟫
箱内有：⟦MEDICAL|胰岛素注射笔⟧及⟦MEDICAL|降压药（缬沙坦）⟧，旅客称急用
临时生活补偿：⟦AMOUNT|200元⟧已现金支付
经办：⟦PERSON|贺婷⟧
"""))

TEXTS.append(("airline_miles_sms_zh", """
【凤凰知音】尊敬的⟦PERSON|俞建平⟧先生，您的会员账户⟪loyalty_number|CA 0088 4419 27⟫于⟪date|12月3日⟫累积里程2,860公里，当前可用里程48,312公里。兑换验证码⟪otp_code|551802⟫，5分钟内有效，请勿泄露。
"""))

TEXTS.append(("crowdfunding_medical_zh", """
【轻松筹】救救我的女儿⟦PERSON|小雨⟧！
发起人：⟦PERSON|罗志刚⟧（患者父亲）   所在地：⟪place|四川省南充市⟫
目标金额：⟪price|400,000元⟫   已筹：⟦AMOUNT|176,420元⟧   支持次数：3,129
我的女儿⟦PERSON|罗雨欣⟧今年9岁，⟪date|10月⟫在⟪org_name|华西医院⟫确诊⟦MEDICAL|急性淋巴细胞白血病（高危型）⟧，目前正在进行⟦MEDICAL|第二轮化疗⟧，后续需要⟦MEDICAL|造血干细胞移植⟧。为了给孩子治病，家里已经花光了积蓄⟦AMOUNT|十几万⟧，还借了亲戚⟦AMOUNT|八万多⟧。
收款人：⟦PERSON|罗志刚⟧   身份证 ⟪id_tail|5113**********2918⟫
最新动态（⟪date|12月2日⟫）：感谢爱心人士⟦PERSON|陈先生⟧捐款⟦AMOUNT|5,000元⟧！
"""))

TEXTS.append(("labour_dispute_application", """
劳动人事争议仲裁申请书
申请人：⟦PERSON|贾晓敏⟧，女，汉族，⟦DATE_OF_BIRTH|2001年8月30日⟧出生
身份证号：⟦IDCARD|$cnid6⟧
住址：⟦ADDRESS|湖北省武汉市武昌区中北路109号1818中心A座2206⟧   电话：⟦PHONE|155 2708 3361⟧
被申请人：⟪org_name|武汉星途物流有限公司⟫，法定代表人：⟦PERSON|包国强⟧
仲裁请求：
1. 支付2026年8月至10月拖欠工资⟦AMOUNT|22,500元⟧；
2. 支付违法解除劳动合同赔偿金⟦AMOUNT|60,000元⟧；
事实与理由：申请人于⟪date|2021年4月⟫入职，月薪⟦AMOUNT|7,500元⟧。⟪date|2026年8月⟫申请人怀孕并出现⟦MEDICAL|先兆流产⟧症状，请病假后被公司以“旷工”为由辞退。
此致 ⟪org_name|武汉市武昌区劳动人事争议仲裁委员会⟫
"""))

TEXTS.append(("audit_payroll_csv_zh", """
工号,姓名,身份证号,部门,应发工资,个税,实发工资
⟪employee_id|A0031⟫,⟦PERSON|潘志远⟧,⟦IDCARD|$cnid17⟧,财务部,⟦AMOUNT|18500.00⟧,⟦AMOUNT|1265.00⟧,⟦AMOUNT|15102.40⟧
⟪employee_id|A0032⟫,⟦PERSON|袁梦⟧,⟦IDCARD|$cnid18⟧,审计部,⟦AMOUNT|12800.00⟧,⟦AMOUNT|456.00⟧,⟦AMOUNT|10517.20⟧
⟪employee_id|A0035⟫,⟦PERSON|石磊⟧,⟦IDCARD|$cnid15⟧,IT部,⟦AMOUNT|21000.00⟧,⟦AMOUNT|1790.00⟧,⟦AMOUNT|16985.60⟧
"""))

TEXTS.append(("audit_findings_email_zh", """
主题：关于2026年度审计抽查事项的说明
⟦PERSON|龙经理⟧您好：
我们在抽查费用报销时发现，销售部⟦PERSON|姚斌⟧在⟪date|9月⟫至⟪date|11月⟫期间共报销招待费⟦AMOUNT|48,630元⟧，其中3张发票（⟪invoice_number|No.04418291⟫、⟪invoice_number|No.04418292⟫、⟪invoice_number|No.04418297⟫）开票单位与实际消费地点不符。按照公司制度，单次招待标准为⟪price|人均300元⟫。
请协助提供相关审批记录。
⟪org_name|立信达会计师事务所⟫ 审计项目组 ⟦PERSON|蔡文静⟧
手机 ⟦PHONE|139 1048 2275⟧ 邮箱 ⟦EMAIL|caiwj@lixinda-cpa.example.cn⟧
"""))

TEXTS.append(("customs_declaration_email_zh", """
⟦PERSON|魏总⟧：
贵司进口的一批医疗器械（提单号⟪bill_of_lading|COSU6418827310⟫，报关单号⟪customs_ref|223120261000448812⟫）已于今日在⟪place|洋山港⟫放行。
税费明细：关税⟦AMOUNT|12,480.00元⟧，增值税⟦AMOUNT|56,137.60元⟧，合计⟦AMOUNT|68,617.60元⟧，已由我司垫付，请于⟪date|12月15日⟫前付至我司账户。
代理费按合同⟪price|每票800元⟫。
⟪org_name|上海通关易报关有限公司⟫ ⟦PERSON|严佳⟧ ⟦PHONE|021-5855-0143⟧
"""))

TEXTS.append(("freight_forwarder_bill_zh", """
⟪org_name|深圳捷运国际货运代理有限公司⟫ 费用确认单
客户：⟦PERSON|廖晓东⟧（个体户）   联系电话：⟦PHONE|137 5113 0826⟧
起运港：⟪place|盐田⟫   目的港：⟪place|洛杉矶⟫   柜型：1×40HQ   船期：⟪date|12/08⟫
海运费       ⟦AMOUNT|USD 2,350⟧
码头操作费   ⟦AMOUNT|RMB 1,150⟧
报关费       ⟦AMOUNT|RMB 300⟧
付款至：⟪org_name|中国银行深圳分行⟫，收款人⟪org_name|深圳捷运国际货运代理有限公司⟫
"""))

TEXTS.append(("sim_replacement_record", """
营业厅补卡业务登记
办理时间：⟪timestamp|2026-12-03 16:22⟫   营业厅：⟪org_name|中国移动长沙岳麓区麓谷营业厅⟫
机主姓名：⟦PERSON|易帆⟧   证件号码：⟦IDCARD|$cnid24⟧
补卡号码：⟦PHONE|138 7315 6604⟧
新SIM卡号：⟪iccid|89860026118830441726⟫
代办人：⟦PERSON|易建军⟧（父），持机主身份证原件及代办人身份证⟦IDCARD|$cnid23⟧
风控提示：该号码近24小时内有2次异地补卡尝试（⟪place|广州⟫），已人工核验。
补卡费实收：⟦AMOUNT|10元⟧（现金）
"""))

TEXTS.append(("number_porting_sms_zh", """
【携号转网】尊敬的⟦PERSON|卢女士⟧，您的号码⟦PHONE|189 2207 6613⟧申请转入⟪org_name|中国电信⟫，授权码⟪otp_code|XZW3281⟫，有效期⟪duration|24小时⟫。如非本人操作，请立即致电⟦PHONE|10000⟧。
"""))

TEXTS.append(("ops_nginx_log_analysis_zh", """
排查记录（运维⟦PERSON|小何⟧，⟪date|12-04⟫）
发现 ⟦IP_ADDRESS|120.229.18.77⟧ 在凌晨对 /api/member/login 发起大量请求：
⟦IP_ADDRESS|120.229.18.77⟧ - - [⟪timestamp|04/Dec/2026:02:11:09 +0800⟫] "POST /api/member/login HTTP/1.1" 401 58 "-" "python-requests/⟪version|2.31.0⟫"
⟦IP_ADDRESS|120.229.18.77⟧ - - [⟪timestamp|04/Dec/2026:02:11:09 +0800⟫] "POST /api/member/login HTTP/1.1" 200 412 "-" "python-requests/⟪version|2.31.0⟫"
登录成功的账号为⟦PHONE|13602218845⟧（会员⟦PERSON|邝嘉欣⟧），疑似撞库。已封禁该IP，内网网关 ⟦IP_ADDRESS|192.168.10.1⟧ 已同步黑名单。
"""))

TEXTS.append(("public_health_article_zh", """
冬春季流感防控提示
⟪org_name|国家疾控中心⟫监测数据显示，近期全国⟪health_term|流感⟫病毒检测阳性率持续上升，以⟪health_term|甲型H3N2⟫亚型为主。专家提醒，60岁以上老人、慢性病患者、孕妇及6月龄至5岁儿童是⟪health_term|重症高风险人群⟫，建议尽早接种流感疫苗。
出现⟪health_term|发热⟫、咳嗽等症状时应佩戴口罩，居家休息；症状持续⟪duration|3天⟫以上或出现呼吸困难应及时就医。
学校、托幼机构一周内出现⟪threshold|10例⟫及以上病例应及时报告。
（发布日期：⟪date|2026年12月1日⟫）
"""))

TEXTS.append(("product_manual_zh", """
智能门锁 ⟪product_code|K20 Pro⟫ 使用说明（节选）
固件版本：⟪version|V2.4.18⟫   适配 App：⟪version|5.3.0⟫及以上
出厂默认管理密码：⟪default_code|12345678⟫（首次使用请立即修改）
供电：4节AA碱性电池，续航约⟪duration|10个月⟫
指纹容量：100枚；密码容量：50组；IC卡：100张
低电量提醒：电压低于⟪threshold|4.8V⟫时语音提示
售价：⟪price|1,999元⟫   保修：⟪duration|2年⟫
"""))

TEXTS.append(("price_list_zh", """
⟪org_name|洁家家政⟫2027年服务价目表
日常保洁：⟪price|45元/小时⟫（3小时起）
深度保洁：⟪price|8元/平方米⟫
油烟机清洗：⟪price|180元/台⟫
育儿嫂：⟪price|8,000-12,000元/月⟫
月嫂（26天）：⟪price|12,800元起⟫
服务热线 工作日 ⟪time|8:30-18:00⟫
"""))

TEXTS.append(("sql_patient_insert_zh", """
-- 儿科门诊数据迁移 ⟪date|2026-12-01⟫
INSERT INTO patient (name, gender, birth_date, id_no, guardian, guardian_phone, diagnosis) VALUES
('⟦PERSON|卫思彤⟧', 'F', '⟦DATE_OF_BIRTH|2015-04-11⟧', '⟦IDCARD|$cnid16⟧', '⟦PERSON|卫东⟧', '⟦PHONE|13910457726⟧', '⟦MEDICAL|过敏性鼻炎⟧'),
('⟦PERSON|戚子轩⟧', 'M', '⟦DATE_OF_BIRTH|2018-03-02⟧', '⟦IDCARD|$cnid19⟧', '⟦PERSON|戚红⟧', '⟦PHONE|13588124630⟧', '⟦MEDICAL|生长激素缺乏症⟧');
INSERT INTO visit (patient_id, fee, paid) VALUES (⟪record_id|20881⟫, ⟦AMOUNT|356.00⟧, 1);
"""))

TEXTS.append(("rider_earnings_sms", """
【骑手通知】⟦PERSON|田师傅⟧，您11月收入已结算：配送单量1,126单，基础配送费⟦AMOUNT|5,630.00元⟧，冲单奖励⟦AMOUNT|860.00元⟧，扣除超时罚款⟦AMOUNT|45.00元⟧，实际到账⟦AMOUNT|6,445.00元⟧。到账卡：⟪masked_card|6217****8812⟫。
"""))

TEXTS.append(("car_rental_deposit_zh", """
租车订单 ⟪order_id|ZC2612040091⟫
承租人：⟦PERSON|温凯⟧   驾驶证号：⟦IDCARD|$cnid5⟧
取车：⟪place|成都双流机场T2门店⟫ ⟪timestamp|12-05 10:00⟫   还车：⟪timestamp|12-08 18:00⟫
车型：大众帕萨特 ⟪vehicle_plate|川A·8D2Q7⟫
租金：⟪price|298元/天⟫ ×3天；基础保障⟪price|60元/天⟫
预授权冻结：车辆押金⟦AMOUNT|5,000元⟧，违章押金⟦AMOUNT|2,000元⟧
信用卡：⟦CARD|$card17⟧ 有效期⟪card_expiry|07/28⟫ 安全码⟦CVV|739⟧
"""))

TEXTS.append(("ebike_share_cs", """
用户反馈 #⟪ticket_id|HB20261204031⟫
用户：⟦PERSON|蔡晓彤⟧ ⟦PHONE|176 1239 0854⟧
问题：在⟪place|西湖文化广场⟫还车，显示不在停车区，被扣调度费⟦AMOUNT|20元⟧，骑行费⟦AMOUNT|3.5元⟧
客服⟦PERSON|阿敏⟧回复：经核实定位漂移，已退还调度费⟦AMOUNT|20元⟧，骑行费不退。电单车起步价⟪price|1.5元/15分钟⟫。
"""))

TEXTS.append(("maternity_nurse_agency_zh", """
【月嫂推荐】⟪org_name|厦门贝安家政⟫
推荐月嫂：⟦PERSON|苏秀英⟧，46岁，金牌月嫂，从业9年
身份证：⟦IDCARD|$cnid26⟧（已核验）   健康证有效期至⟪date|2027-05⟫
服务价格：⟪price|26天 15,800元⟫
客户：⟦PERSON|施雅琪⟧，预产期⟪date|2027年1月20日⟫，⟦MEDICAL|妊娠期糖尿病⟧，计划⟦MEDICAL|剖宫产⟧
已付定金：⟦AMOUNT|3,000元⟧
顾问：⟦PERSON|小叶⟧ ⟦PHONE|0592-5355-0121⟧
"""))

TEXTS.append(("inheritance_notarization_zh", """
继承权公证书（草稿，供核对）
⟪case_ref|（2026）沈和证民字第4471号⟫
申请人：⟦PERSON|高建国⟧，男，⟦DATE_OF_BIRTH|1975年8月8日⟧出生，公民身份号码⟦IDCARD|$cnid13⟧
被继承人：⟦PERSON|高振山⟧（申请人之父），于⟪date|2026年6月3日⟫因⟦MEDICAL|肺癌晚期⟧在⟪org_name|中国医科大学附属第一医院⟫病故。
遗产：位于⟦ADDRESS|辽宁省沈阳市和平区南京南街155号3-2-1⟧的房产一套，及⟪org_name|建设银行⟫存款⟦AMOUNT|人民币二十三万四千元⟧。
其他继承人⟦PERSON|高建华⟧（申请人之妹）已书面声明放弃继承。
公证员：⟦PERSON|于洋⟧
"""))

TEXTS.append(("medicare_remote_filing_zh", """
异地就医备案（线上）
参保地：⟪place|郑州市⟫   就医地：⟪place|北京市⟫
参保人：⟦PERSON|胡永刚⟧   身份证：⟦IDCARD|$cnid28⟧
备案类型：⟪filing_type|异地长期居住⟫（随子女）
子女：⟦PERSON|胡晓⟧，居住地址：⟦ADDRESS|北京市朝阳区望京西园三区312号楼1806⟧
定点医院：⟪org_name|首都医科大学附属北京安贞医院⟫（⟦MEDICAL|冠心病支架术后⟧长期随访）
备案日期：⟪date|2026-12-03⟫   有效期：⟪duration|长期⟫
"""))

TEXTS.append(("housing_fund_loan_zh", """
⟦PERSON|石先生⟧您好，我是⟪org_name|青岛住房公积金管理中心⟫的⟦PERSON|小滕⟧。您的公积金贷款申请（申请号⟪case_ref|GJJ-QD-2026-118204⟫）已审批通过：
贷款金额 ⟦AMOUNT|60万元⟧，期限30年，利率⟪percentage|2.85%⟫，月供约⟦AMOUNT|2,481元⟧。
共同借款人⟦PERSON|石慧⟧（身份证 ⟦IDCARD|$cnid27⟧）需本周内到⟦ADDRESS|青岛市市南区东海西路15号⟧一楼大厅面签。
有问题请打⟦PHONE|0532-8555-0158⟧。
"""))

TEXTS.append(("community_correction_checkin_zh", """
社区矫正对象报到记录
姓名：⟦PERSON|邵宏亮⟧   矫正类别：⟪category|缓刑⟫   矫正期限：⟪date|2026-03-15⟫至⟪date|2027-09-14⟫
判决：⟪org_name|西安市雁塔区人民法院⟫以⟪claim_type|危险驾驶罪⟫判处拘役四个月，缓刑六个月（附：另有盗窃前科）
本月报到：⟪date|12月2日⟫，电子定位正常。自述因⟦MEDICAL|焦虑症⟧在服用⟦MEDICAL|舍曲林⟧。
罚金缴纳情况：已缴⟦AMOUNT|4,000元⟧，尚欠⟦AMOUNT|2,000元⟧
司法所工作人员：⟦PERSON|雷娜⟧ ⟦PHONE|029-8555-0133⟧
"""))

TEXTS.append(("police_bulletin_zh", """
警情通报
⟪date|2026年12月3日⟫19时许，⟪place|渝中区解放碑⟫某商场发生一起纠纷。经查，⟪masked_name|何某⟫（男，35岁）因琐事与⟪masked_name|李某某⟫（女，28岁）发生争执并推搡，致⟪masked_name|李某某⟫轻微伤。目前，⟪masked_name|何某⟫已被依法行政拘留，案件正在进一步处理中。
⟪org_name|重庆市公安局渝中区分局⟫ 举报电话：⟦PHONE|023-6355-0110⟧
"""))

TEXTS.append(("community_gate_code_group_zh", """
【阳光水岸3期业主群】
物业-⟦PERSON|小何⟧：各位业主，东门人脸识别故障维修中，临时门禁密码⟦PASSWORD|2580#⟧，地库电梯密码⟦PASSWORD|1369⟧，请勿外传。
7栋⟦PERSON|许姐⟧：快递员能进吗
物业-⟦PERSON|小何⟧：快递统一放⟪place|南门驿站⟫。维修费从公共维修基金支出⟪price|约2,600元⟫。
12栋⟦PERSON|老汤⟧：我家上个月物业费⟦AMOUNT|486.20元⟧交了没显示
物业-⟦PERSON|小何⟧：⟦PERSON|汤叔⟧您把付款截图发我私信
"""))

TEXTS.append(("matchmaker_notes_zh", """
红娘工作记录 ⟪date|12.04⟫
见面安排：男方⟦PERSON|邹宇航⟧（会员⟪member_id|VIP-20391⟫，⟦PHONE|151 0284 7736⟧）× 女方⟦PERSON|冷曦⟧（会员⟪member_id|VIP-20417⟫）
地点：⟦ADDRESS|成都市锦江区红星路三段1号IFS国金中心7楼⟧某咖啡馆，⟪time|周六下午3点⟫
注意：女方离异带一女，男方知情；男方⟦MEDICAL|有痛风史⟧，饮食需注意。
男方本季度会员费已交⟦AMOUNT|19,800元⟧（钻石套餐标价⟪price|29,800元⟫，享老客户优惠）。
"""))

TEXTS.append(("parents_group_online_class_zh", """
【三年级2班家长群】
班主任⟦PERSON|谢老师⟧：各位家长，本周四晚⟪time|7:00⟫数学直播课会议号⟪meeting_id|482 117 903⟫，入会密码⟦PASSWORD|0312⟧。
⟦PERSON|多多⟧妈妈：⟦PERSON|谢老师⟧，⟦PERSON|多多⟧这周⟦MEDICAL|水痘⟧在家隔离，可以看回放吗
班主任⟦PERSON|谢老师⟧：可以的，回放链接课后发群里。⟦PERSON|多多⟧好好休息～
⟦PERSON|浩浩⟧爸爸：寒假托管班费用是多少？
班主任⟦PERSON|谢老师⟧：学校托管⟪price|每天40元⟫，自愿报名。
"""))

TEXTS.append(("express_waybill_ocr_zh", """
⟪org_name|中通快递⟫ 运单号 ⟪tracking_number|78931200448172⟫
收 ⟦PERSON|闫冬梅⟧ ⟦PHONE|158 4027 1169⟧
   ⟦ADDRESS|山东省青岛市崂山区香港东路195号上实中心T2-2308⟧
寄 ⟦PERSON|闫师傅⟧ ⟪masked_phone|139****6610⟫
   ⟪place|黑龙江省哈尔滨市⟫
物品：食品（红肠）  重量：3.2kg  运费：⟪price|¥28⟫
签收：____  ⟪date|2026/12/04⟫
"""))

TEXTS.append(("child_health_checkup_zh", """
儿童健康检查记录（3岁）
儿童姓名：⟦PERSON|马若曦⟧   出生日期：⟦DATE_OF_BIRTH|2023-09-14⟧
母亲：⟦PERSON|孔雪⟧   联系电话：⟦PHONE|186 6173 2245⟧
身高 96.5cm（P50）  体重 13.1kg（P25）
视力筛查：⟦MEDICAL|屈光不正（远视储备不足）⟧，建议眼科复查
牙齿：⟦MEDICAL|龋齿2颗⟧
血常规：⟦MEDICAL|轻度缺铁性贫血⟧，Hb 105g/L，予⟦MEDICAL|蛋白琥珀酸铁口服溶液⟧
检查医生：⟦PERSON|焦医生⟧   下次体检：⟪date|2027年3月⟫
"""))

TEXTS.append(("community_rehab_phone_log_zh", """
社区戒毒康复随访电话记录
时间：⟪timestamp|2026-12-01 10:20⟫   随访人：禁毒社工⟦PERSON|覃小梅⟧
对象：⟦PERSON|韦志华⟧（康复编号⟪case_ref|NN-KF-2025-0318⟫）
内容：本人称近一月未吸食，⟦MEDICAL|美沙酮维持治疗⟧每日服用45ml，在⟪org_name|南宁市第四人民医院⟫门诊领药。尿检结果⟪test_result|阴性⟫。目前在⟪org_name|建材市场⟫打零工，月收入约⟦AMOUNT|三千多元⟧。
下次随访：⟪date|12月15日⟫
"""))

TEXTS.append(("dating_sms_feedback_zh", """
【佳缘】⟦PERSON|吴女士⟧您好，⟦PERSON|小周⟧老师已收到您对⟪date|12月1日⟫见面的反馈，对方⟦PERSON|毛先生⟧也希望继续接触。如同意交换微信，请回复1。服务热线⟦PHONE|400-855-0123⟧。
"""))

TEXTS.append(("rider_complaint_call_zh", """
【通话录音转写】⟪call_id|CS-20261203-7781⟫ 时长 ⟪duration|04:12⟫
客服：您好，很高兴为您服务，工号⟪agent_id|3012⟫。
用户：我是⟦PERSON|景洪涛⟧，订单号我念一下，⟪order_id|3102 6120 4478 0021⟫。骑手把我的汤全洒了，还骂人。
客服：非常抱歉，⟦PERSON|景先生⟧。核实到骑手是⟦PERSON|尹师傅⟧，这一单您实付⟦AMOUNT|六十八块五⟧，我这边全额退款。
用户：还有上周那单也没退，⟦AMOUNT|二十多块⟧。
客服：上周那单⟦AMOUNT|23.8元⟧已在⟪date|11月28日⟫原路退回到您尾号⟪id_tail|0093⟫的银行卡。
"""))

TEXTS.append(("payment_bind_card_log_zh", """
[支付中心] ⟪timestamp|2026-12-04 12:03:55⟫ WARN 绑卡失败 用户=⟦PERSON|鲍佳宁⟧ uid=⟪user_id|88120447⟫
  请求参数（脱敏失败，原样记录）：卡号=⟦CARD|$card15⟧ 有效期=⟪card_expiry|10/29⟫ CVN2=⟦CVV|052⟧ 预留手机=⟦PHONE|13917745208⟧
  银行返回：⟪error_code|51 余额不足⟫ 预授权金额 ⟦AMOUNT|¥1.00⟧
  来源IP：⟦IP_ADDRESS|116.228.41.9⟧
[支付中心] ⟪timestamp|2026-12-04 12:04:10⟫ INFO 已通知安全组 @⟦PERSON|马骁⟧ 修复日志脱敏规则
"""))

TEXTS.append(("housing_fund_family_zh", """
公积金提取（直系亲属大病医疗）申请表
申请人：⟦PERSON|柏雪⟧   出生日期：⟦DATE_OF_BIRTH|1989年1月30日⟧   身份证：⟦IDCARD|$cnid14⟧
患病亲属：⟦PERSON|柏子航⟧（子），出生日期：⟦DATE_OF_BIRTH|2020年7月16日⟧，身份证⟦IDCARD|$cnid25⟧
病情：⟦MEDICAL|神经母细胞瘤⟧，在⟪org_name|天津市儿童医院⟫住院化疗
医疗费用自付部分：⟦AMOUNT|146,382.70元⟧
申请提取金额：⟦AMOUNT|120,000元⟧
收款卡号：⟦CARD|$card9⟧
经办网点：⟪org_name|天津公积金和平管理部⟫
"""))

TEXTS.append(("training_sms_cloud_config_zh", """
# 培训机构短信/存储配置（交接文档，⟦PERSON|吉老师⟧ 留）
阿里云：
  AccessKeyId: ⟦APIKEY|$ltai3⟧
  AccessKeySecret: ⟦SECRET|$alisec3⟧
  短信签名：⟪org_name|启智教育⟫   模板：⟪template_id|SMS_448120377⟫
腾讯云（直播课）：
  SecretId: ⟦APIKEY|$akid2⟧
  SecretKey: ⟦SECRET|$tcsec2⟧
后台管理员：⟦PERSON|jiyan⟧ / ⟦PASSWORD|Qizhi@2026#admin⟧
服务器：⟦IP_ADDRESS|106.14.221.37⟧（SSH 端口 ⟪port|22022⟫）
"""))

TEXTS.append(("dating_membership_refund_zh", """
【会员退费审批】
会员：⟦PERSON|芦婷⟧（⟪member_id|LY-66120⟫）   手机：⟦PHONE|188 1029 3475⟧
购买套餐：⟪product_code|尊享牵线12次⟫，实付⟦AMOUNT|28,800元⟧，已服务3次
退费原因：会员称红娘⟦PERSON|郝姐⟧推荐的对象⟦PERSON|戈先生⟧隐瞒婚史，要求全额退款
核定退款：⟦AMOUNT|19,200元⟧（按合同扣除已服务费用与⟪percentage|20%⟫违约金后）
原路退回信用卡：⟦CARD|$card18⟧
审批：⟦PERSON|龚主管⟧ ⟪date|12月4日⟫
"""))

TEXTS.append(("medicare_card_activation_zh", """
【医保电子凭证激活】⟦PERSON|舒女士⟧您好，您为家人⟦PERSON|舒文⟧（身份证⟦IDCARD|$cnid10⟧，出生日期⟦DATE_OF_BIRTH|1993-11-09⟧）代办的医保电子凭证已激活。门诊慢特病资格（⟦MEDICAL|系统性红斑狼疮⟧）已同步，可在⟪org_name|重庆医科大学附属第一医院⟫直接结算。个人账户余额⟦AMOUNT|2,318.46元⟧。
"""))
