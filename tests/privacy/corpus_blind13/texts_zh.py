# -*- coding: utf-8 -*-
# Chinese texts for corpus_blind13, written by hand one at a time.
# ⟦TYPE|value⟧ = span to detect, ⟪kind|value⟫ = decoy; $name = values.VALUES[name].

TEXTS = []
T = TEXTS.append

# 1
T(("门诊病历", """杭州市西湖区人民医院  门诊病历                      门诊号：⟪reference|MZ20251203-0417⟫
姓名：⟦PERSON|周雅琴⟧    性别：女    年龄：40岁    身份证号：⟦IDCARD|$cnid_4⟧
出生日期：⟦DATE_OF_BIRTH|1985年11月19日⟧    联系电话：⟦PHONE|139 5712 6408⟧
住址：⟦ADDRESS|浙江省杭州市西湖区文三路259号昌地火炬大厦2号楼1802室⟧
就诊科室：内分泌科    接诊医生：⟦PERSON|钱国栋⟧主任医师    就诊时间：⟪timestamp|2025-12-03 09:18⟫

主诉：⟦MEDICAL|口干、多饮、多尿3月余⟧，近1月体重下降约4kg。
既往史：⟦MEDICAL|高血压病5年⟧，规律服用⟦MEDICAL|硝苯地平控释片30mg qd⟧。⟦MEDICAL|青霉素过敏⟧。
辅助检查：空腹血糖 11.2 mmol/L，糖化血红蛋白 8.9%。
诊断：⟦MEDICAL|2型糖尿病⟧；⟦MEDICAL|高血压病2级⟧
处理：⟦MEDICAL|二甲双胍缓释片0.5g 每日两次⟧，糖尿病教育，2周后复诊。诊室 ⟪room_number|3楼312室⟫
"""))

# 2
T(("体检报告摘要", """【慈康健康体检中心】个人体检报告（摘要）     报告编号：⟪reference|TJ-2025-118842⟫
受检人：⟦PERSON|梁志坚⟧      单位：⟪org_name|广州天河城投集团⟫      体检日期：⟪date|2025年11月22日⟫
身份证：⟦IDCARD|$cnid_11⟧

主要异常：
1. ⟦MEDICAL|脂肪肝（中度）⟧
2. ⟦MEDICAL|血尿酸升高（528 μmol/L）⟧，建议低嘌呤饮食
3. ⟦MEDICAL|甲状腺右叶结节 TI-RADS 3类⟧，建议6个月后复查
4. ⟦MEDICAL|幽门螺杆菌感染⟧（C13呼气试验阳性）
总检医师：⟦PERSON|黄丽萍⟧    套餐：⟪product_name|精英男士套餐A⟫（⟪price|¥1,680⟫，单位统一支付）
"""))

# 3
T(("健康科普文章_无患者", """【冬季科普】流感和普通感冒，怎么区分？

⟪health_info|流感起病急，常伴高热（39℃以上）、全身肌肉酸痛、乏力⟫；普通感冒以鼻塞、流涕为主，全身症状较轻。
⟪health_info|奥司他韦应在出现症状48小时内使用效果最好⟫，成人常用剂量为⟪health_info|每次75mg，每日2次，疗程5天⟫，
但须在医生指导下使用，切勿自行囤药。

接种流感疫苗是最有效的预防手段。本市社区卫生服务中心四价流感疫苗自费价格为⟪price|128元/支⟫，
60岁以上户籍老人⟪price|免费⟫。接种时间：⟪date|10月至次年3月⟫。

（来源：⟪org_name|市疾控中心⟫ 健康教育科，审核专家：⟦PERSON|易文斌⟧主任医师，⟪date|2025年11月⟫）
"""))

# 4
T(("药品广告", """🔥双十二大促🔥 ⟪org_name|仁和堂大药房⟫旗舰店

⟪drug_ad|阿托伐他汀钙片 20mg×28片⟫  原价⟪price|¥89.00⟫  活动价⟪price|¥59.90⟫
⟪drug_ad|氯雷他定片 10mg×12片⟫  第二件⟪price|半价⟫
⟪drug_ad|布洛芬缓释胶囊 0.3g×20粒⟫  ⟪price|¥16.80⟫

请仔细阅读说明书并在医师或药师指导下购买和使用。广告审查批准文号：⟪reference|粤药广审（文）第251104-00877号⟫
客服在线时间 9:00-22:00 ｜ 满⟪price|199减30⟫ ｜ 药品一经售出非质量问题不退换
"""))

# 5
T(("医保报销微信聊天", """微信 · 家庭群「⟦PERSON|老陈⟧家」

⟦PERSON|陈建国⟧：妈上周住院的发票我拍给你们了，医保报了多少？
⟦PERSON|陈晓⟧：爸，结算单上写的总费用⟦AMOUNT|23,418.60元⟧，统筹支付⟦AMOUNT|15,902.10元⟧，自付⟦AMOUNT|7,516.50元⟧
⟦PERSON|陈晓⟧：妈的⟦MEDICAL|腰椎间盘突出⟧手术里有个⟦MEDICAL|椎间融合器⟧是自费耗材，所以自付比较多
⟦PERSON|小慧⟧：我这边有商业保险，可以再报一部分，需要妈的身份证号和银行卡
⟦PERSON|陈建国⟧：身份证 ⟦IDCARD|$cnid_12⟧，卡是工行的 ⟦CARD|$card_up_1⟧
⟦PERSON|小慧⟧：好的，理赔材料我明天交，理赔单号出来发群里。住院号是⟪reference|ZY2511-0482⟫对吧
⟦PERSON|陈晓⟧：对，⟪place|厦门中山医院⟫骨科⟪room_number|12病区⟫
"""))

# 6
T(("商业保险理赔邮件", """发件人：⟦EMAIL|claims-notice@taiping-life.example.cn⟧
收件人：⟦EMAIL|wangyu_0817@163.com⟧
主题：【理赔结案通知】案件号 ⟪claim_number|LP2025120300418⟫

尊敬的⟦PERSON|王雨⟧女士：

您为被保险人⟦PERSON|王子轩⟧（与您关系：子女）申请的⟦MEDICAL|急性支气管肺炎⟧住院医疗理赔已审核完毕：
  申请金额：⟦AMOUNT|¥8,764.20⟧
  核定赔付：⟦AMOUNT|¥7,012.00⟧（扣除免赔额⟪price|¥1,000⟫及不合理费用⟦AMOUNT|¥752.20⟧）
  赔款将于3个工作日内转入您尾号⟪masked_card|6621⟫的银行账户。
如有疑问请致电客服热线⟪hotline|95589⟫，或登录官网查询（保单号⟪policy_number|P88120049177⟫）。

⟪org_name|太平人寿保险有限公司⟫ 理赔服务部    ⟪date|2025年12月3日⟫
"""))

# 7
T(("个税汇算清缴截图OCR", """[OCR识别结果 · 个人所得税APP截图]
2024年度综合所得年度汇总
纳税人：⟪masked_name|刘*明⟫    证件号码：⟪id_tail|3201**********2733⟫
综合所得收入额：⟦AMOUNT|286,400.00⟧
专项附加扣除合计：⟦AMOUNT|48,000.00⟧（子女教育、住房贷款利息、赡养老人）
应纳税额：⟦AMOUNT|21,308.00⟧   已缴税额：⟦AMOUNT|23,890.00⟧
应退税额：⟦AMOUNT|2,582.00⟧
退税银行卡：⟪masked_card|中国银行 6217 **** **** 1810⟫
申报时间：⟪timestamp|2025-03-05 21:47:12⟫   ⟪reference|受理编号 0013320250305004471⟫
"""))

# 8
T(("社保公积金办理钉钉", """钉钉 · 人事行政群

HR⟦PERSON|小梁⟧：各位新同事，入职社保和公积金需要以下信息，私聊发我，不要发群里哈
HR⟦PERSON|小梁⟧：身份证正反面、银行卡（工资卡统一办招行）、户口性质、紧急联系人
⟦PERSON|邓紫涵⟧：@⟦PERSON|小梁⟧ 我的身份证 ⟦IDCARD|$cnid_14⟧，紧急联系人我妈 ⟦PHONE|18673021594⟧
⟦PERSON|小梁⟧：…说了私聊🙃 已撤回不了了，我先记下。公积金缴存比例公司统一⟪percentage|12%⟫
⟦PERSON|邓紫涵⟧：抱歉抱歉
⟦PERSON|阿强⟧：⟦PERSON|梁姐⟧，我上家公司公积金还没转出，个人账户号 ⟪reference|0102 4471 8820⟫，要我先去封存吗
⟦PERSON|小梁⟧：对，先封存。试用期工资按合同8折发，转正后税前⟦AMOUNT|12,500⟧
"""))

# 9
T(("工资条", """⟪org_name|成都蓉欣餐饮管理有限公司⟫  2025年11月工资条
工号：⟪employee_id|RX-0288⟫    姓名：⟦PERSON|罗建华⟧    部门：中央厨房    岗位：厨师长
身份证号：⟦IDCARD|$cnid_7⟧
基本工资 ⟦AMOUNT|7,800.00⟧ ｜ 绩效 ⟦AMOUNT|1,650.00⟧ ｜ 夜班补贴 ⟦AMOUNT|420.00⟧ ｜ 加班费 ⟦AMOUNT|936.00⟧
应发合计 ⟦AMOUNT|10,806.00⟧
养老保险 ⟦AMOUNT|624.00⟧ ｜ 医疗保险 ⟦AMOUNT|156.00⟧ ｜ 失业保险 ⟦AMOUNT|39.00⟧ ｜ 住房公积金 ⟦AMOUNT|936.00⟧ ｜ 个税 ⟦AMOUNT|181.41⟧
实发工资 ⟦AMOUNT|8,869.59⟧   发放至 ⟪masked_card|建行 **** 2204⟫
备注：11月15日⟦MEDICAL|工伤（左手烫伤）⟧休假3天按全薪计。公司最低工资标准参照⟪price|2,100元/月⟫。
"""))

# 10
T(("绩效面谈记录", """【绩效面谈记录】2025 H2   保密
员工：⟦PERSON|孙悦⟧（产品经理 P6）   直属上级：⟦PERSON|高振宇⟧   HRBP：⟦PERSON|Mandy 吴⟧
面谈时间：⟪date|2025-12-05⟫ 14:00   会议室：⟪room_number|7F-知春⟫

1. 结果：⟦PERSON|孙悦⟧负责的会员积分改版上线后月活提升⟪percentage|18%⟫，评级 B+。
2. 问题：9-10月因⟦MEDICAL|孕期反应严重⟧多次请假，部分需求延期，团队已知悉并调整排期，不影响评级。
3. 调薪：月薪由⟦AMOUNT|26,000⟧调整为⟦AMOUNT|28,500⟧，年终奖系数1.2（约⟦AMOUNT|5.1万⟧）。
4. ⟦PERSON|高振宇⟧补充：明年产假期间由⟦PERSON|小董⟧代理负责积分商城。
"""))

# 11
T(("银行转账短信", """【⟪org_name|招商银行⟫】您账户⟪masked_card|5518⟫于12月02日14:31转出人民币⟦AMOUNT|30,000.00⟧元，收款人⟦PERSON|许佳怡⟧，余额⟦AMOUNT|4,207.35⟧元。
【⟪org_name|招商银行⟫】验证码⟪otp_code|284716⟫，您正在进行大额转账，请勿泄露。如非本人操作请致电⟪hotline|95555⟫。
【⟪org_name|中国移动⟫】尊敬的客户，您本月套餐⟪price|58元⟫，已使用流量21.4GB。
【⟪org_name|京东⟫】您的订单⟪order_id|31882047716⟫已由⟪org_name|京东快递⟫揽收，运单号⟪tracking_number|JDX028814720931⟫。
"""))

# 12
T(("数字货币交易所客服工单", """工单 ⟪ticket_id|#CS-2025120700884⟫ · 分类：提币异常 · 优先级：高
用户UID：⟪reference|72841190⟫    实名：⟦PERSON|何宇航⟧    证件：⟦IDCARD|$cnid_9⟧
注册手机：⟪masked_phone|+86 138****5521⟫    登录IP：⟦IP_ADDRESS|113.200.44.87⟧（陕西西安）

用户描述：我昨晚提了⟦AMOUNT|12,500 USDT⟧到自己的冷钱包，显示成功但钱包没收到，哈希⟪hash|$sha256_1⟫查不到。
客服⟦PERSON|Luna⟧：经核查该笔提币因风控复核暂缓广播，提币手续费⟪price|1 USDT⟫已冻结。
用户补充：我的谷歌验证器密钥是 ⟦SECRET|$totp_2⟧，换手机后要重新绑定，你们帮我看看？
客服⟦PERSON|Luna⟧：请勿向任何人（包括客服）提供验证器密钥，已为您标记账户安全风险，请立即重置2FA。
"""))

# 13
T(("电商订单详情", """订单详情  ⟪order_id|订单号：4471820093316⟫
下单时间：⟪timestamp|2025-11-11 00:03:27⟫    支付方式：花呗分期
收货人：⟦PERSON|唐小雨⟧    ⟦PHONE|150 2188 9304⟧
收货地址：⟦ADDRESS|上海市徐汇区漕溪北路398号汇智大厦B座1107⟧
商品：⟪product_name|戴森 V12 Detect Slim 无绳吸尘器⟫ ×1    标价⟪price|¥4,490⟫
优惠：店铺券⟪price|-¥300⟫ 跨店满减⟪price|-¥250⟫
实付款：⟦AMOUNT|¥3,940.00⟧
物流：⟪org_name|顺丰速运⟫ ⟪tracking_number|SF1488204477120⟫
买家留言：放快递柜，别打电话，家里老人⟦MEDICAL|心脏不好⟧
"""))

# 14
T(("会员积分短信与客服对话", """【⟪org_name|百联会员⟫】尊敬的⟦PERSON|赵女士⟧，您的积分⟪reference|12,680分⟫将于⟪date|12月31日⟫过期，可抵现⟦AMOUNT|126.8元⟧。
---
在线客服记录
用户：我的会员卡号 ⟪member_id|8800 1234 7719 02⟫，积分怎么少了两千多？
客服⟦PERSON|小艾⟧：您好，系统显示⟪date|11月28日⟫在⟪place|第一八佰伴⟫使用积分抵扣了⟦AMOUNT|¥204.00⟧。
用户：不是我用的！我手机号 ⟦PHONE|13761904472⟧，出生日期 ⟦DATE_OF_BIRTH|1976年3月8日⟧，你们核对一下
客服⟦PERSON|小艾⟧：已为您提交异常申诉，工单号⟪ticket_id|BL-20251204-118⟫，3个工作日内回复。
"""))

# 15
T(("公益捐赠记录表", """⟪org_name|春苗助学基金会⟫ 2025年第四季度个人大额捐赠登记（内部）
序号 | 捐赠人 | 联系方式 | 金额 | 用途 | 票据号
1 | ⟦PERSON|林振邦⟧ | ⟦PHONE|0592-5128846⟧ | ⟦AMOUNT|¥50,000⟧ | 乡村图书角 | ⟪invoice_number|CM2025-0412⟫
2 | 匿名（⟦PERSON|吴先生⟧） | — | ⟦AMOUNT|¥20,000⟧ | 营养午餐 | ⟪invoice_number|CM2025-0413⟫
3 | ⟦PERSON|苏婉清⟧ | ⟦EMAIL|wanqing.su@qq.com⟧ | ⟦AMOUNT|¥8,888⟧ | 助学金 | ⟪invoice_number|CM2025-0417⟫
说明：每名学生年度资助标准⟪price|¥3,000⟫，本季度预算⟪price|¥120万⟫。
"""))

# 16
T(("志愿者报名问卷", """「温暖冬至·社区助老」志愿者报名表（问卷星导出 第37份）
提交时间：⟪timestamp|2025/12/01 20:33:18⟫    来源IP：⟦IP_ADDRESS|223.104.3.172⟧
1. 姓名：⟦PERSON|冯思远⟧
2. 昵称/常用称呼：⟦PERSON|远远⟧
3. 出生年月日：⟦DATE_OF_BIRTH|2004-06-16⟧
4. 身份证号（用于购买志愿者保险）：⟦IDCARD|$cnid_16⟧
5. 手机：⟦PHONE|187 8814 2096⟧
6. 所在高校及宿舍：⟪org_name|云南大学⟫ ⟪room_number|楠苑7栋503⟫
7. 是否有需要我们注意的身体状况：⟦MEDICAL|有轻度哮喘，随身带沙丁胺醇气雾剂⟧
8. 可服务时段：周六上午
"""))

# 17
T(("律师委托代理合同", """委托代理合同
合同编号：⟪reference|（2025）京德恒民代字第0417号⟫

委托人（甲方）：⟦PERSON|韩冬梅⟧，女，⟦DATE_OF_BIRTH|1983年5月9日⟧出生，身份证号⟦IDCARD|$cnid_17⟧，
住⟦ADDRESS|天津市和平区南京路219号天津中心公寓3单元1502⟧，电话⟦PHONE|13920874153⟧。
受托人（乙方）：⟪org_name|北京德恒律师事务所⟫，指派⟦PERSON|宋子谦⟧律师、⟦PERSON|冉静⟧律师。

一、代理事项：甲方与⟦PERSON|孟庆华⟧离婚纠纷一审诉讼。
二、律师费：甲方应支付律师费⟦AMOUNT|人民币叁万元整（¥30,000.00）⟧，签约时支付50%。
   本所计时收费标准为⟪price|每小时¥2,000⟫，差旅费实报实销。
三、甲方陈述：双方共同财产包括房产一套及存款约⟦AMOUNT|86万元⟧，甲方长期遭受⟦MEDICAL|家庭暴力导致的焦虑抑郁⟧。
"""))

# 18
T(("民事判决书摘录", """⟪org_name|上海市徐汇区人民法院⟫
民 事 判 决 书
⟪case_number|（2025）沪0104民初18842号⟫

原告：⟦PERSON|顾佳怡⟧，女，⟦DATE_OF_BIRTH|1992年7月8日⟧生，汉族，住⟦ADDRESS|上海市徐汇区天钥桥路580弄6号602室⟧。
委托诉讼代理人：⟦PERSON|邵明⟧，⟪org_name|上海锦天城律师事务所⟫律师。
被告：⟪org_name|上海乐康口腔门诊部有限公司⟫。

原告诉称：2024年3月原告在被告处接受⟦MEDICAL|种植牙手术⟧，术后出现⟦MEDICAL|下牙槽神经损伤、下唇麻木⟧，
支付治疗费⟦AMOUNT|48,600元⟧。请求判令被告赔偿医疗费、误工费等共计⟦AMOUNT|126,350元⟧。
本院认为……判决如下：被告于本判决生效之日起十日内赔偿原告⟦AMOUNT|92,118元⟧。案件受理费⟪price|2,827元⟫，由被告负担。
"""))

# 19
T(("米家网关配置导出", """# homeassistant/configuration.yaml  片段（老爸家的智能家居）
xiaomi_miot:
  username: ⟦EMAIL|zhanglaoshi1968@126.com⟧
  password: ⟦PASSWORD|Zhang@19680915⟧
  server_country: cn

# 门锁临时密码：保姆⟦PERSON|刘阿姨⟧每天来，密码 ⟦PASSWORD|735102⟧，周末失效
# 爸的血压计数据同步到 sensor.bp_zhang，他有⟦MEDICAL|三高⟧，收缩压超过160自动给我发消息
notify:
  - platform: dingtalk
    webhook: ⟦SECRET|$dingtalk_webhook_1⟧
    secret: ⟦SECRET|$dingtalk_secret_1⟧
mqtt:
  broker: ⟦IP_ADDRESS|192.168.31.20⟧
  port: ⟪port|1883⟫
  password: ⟦PASSWORD|mqtt-home-8866⟧
# 网关固件 ⟪version|1.5.6_0043⟫，型号 ⟪product_name|lumi.gateway.mgl03⟫
"""))

# 20
T(("路由器后台截图OCR", """[截图文字识别] TP-LINK 无线路由器管理页面  ⟪product_name|TL-XDR6088⟫  软件版本 ⟪version|1.0.12 Build 240816⟫
上网设置
  上网方式：宽带拨号(PPPoE)
  宽带账号：⟪reference|0755A44718820⟫
  宽带密码：⟦PASSWORD|hk883271⟧
无线设置
  2.4G 名称：ChinaNet-⟦PERSON|Huang⟧
  2.4G 密码：⟦PASSWORD|huangjia2019⟧
  访客网络密码：⟦PASSWORD|88888888⟧（有效期4小时）
LAN 口 IP：⟦IP_ADDRESS|192.168.1.1⟧    WAN 口 IP：⟦IP_ADDRESS|116.25.143.208⟧
已连接设备：⟦PERSON|黄伟⟧的iPhone（⟦IP_ADDRESS|192.168.1.101⟧）、小米电视（⟦IP_ADDRESS|192.168.1.105⟧）、⟦PERSON|小胖⟧的Switch
管理员密码：⟦PASSWORD|admin@huang⟧
"""))

# 21
T(("NAS系统日志", """2025-12-04 02:13:55 [警告] 用户 admin 从 ⟦IP_ADDRESS|183.136.225.14⟧ 登录失败（密码错误）
2025-12-04 02:13:58 [警告] 用户 admin 从 ⟦IP_ADDRESS|183.136.225.14⟧ 登录失败（密码错误）
2025-12-04 02:14:01 [信息] IP ⟦IP_ADDRESS|183.136.225.14⟧ 已被自动封锁
2025-12-04 08:41:22 [信息] 用户 ⟦PERSON|yangfan⟧ 通过 QuickConnect 从 ⟦IP_ADDRESS|2408:8456:3c10:11a9::1e⟧ 登录
2025-12-04 08:42:07 [信息] 用户 ⟦PERSON|yangfan⟧ 删除了 /照片/2025/⟦PERSON|杨帆⟧和⟦PERSON|小满⟧的体检报告.pdf
2025-12-04 09:00:00 [信息] Hyper Backup 任务“家庭照片→阿里云OSS”完成，AccessKey ⟪id_tail|LTAI5t****9v2X⟫，耗时 ⟪reference|00:12:44⟫
2025-12-04 09:30:11 [信息] 系统更新至 DSM ⟪version|7.2.2-72806 Update 3⟫，更新服务器 ⟪doc_ip|203.0.113.9⟫
"""))

# 22
T(("摄像头售后飞书对话", """飞书 · 售后服务群（⟪org_name|萤石⟫）

客户 ⟦PERSON|蒋芳⟧：你好，我家摄像头一直离线，序列号 ⟪serial_number|F88204471⟫，设备验证码 ⟦PASSWORD|KQHZPX⟧
客服 ⟦PERSON|阿凯⟧：您好⟦PERSON|蒋女士⟧，验证码属于设备加密密码，请不要在群里发送哦，我帮您撤回。请问固件版本是多少？
客户 ⟦PERSON|蒋芳⟧：⟪version|V5.3.8 build 230915⟫。主要是家里老人⟦MEDICAL|阿尔茨海默症⟧，要靠摄像头看着，急
客服 ⟦PERSON|阿凯⟧：明白，已为您升级为加急工单 ⟪ticket_id|YS-118204⟫。上门检测费⟪price|¥0⟫，保修期内免费更换。
客户 ⟦PERSON|蒋芳⟧：地址 ⟦ADDRESS|南京市玄武区珠江路88号新世界中心A座2206⟧，电话 ⟦PHONE|13770461938⟧
"""))

# 23
T(("药店处方销售记录", """⟪org_name|老百姓大药房⟫（长沙岳麓店）处方药销售登记  导出时间 ⟪timestamp|2025-12-06 21:05⟫
日期 | 顾客 | 身份证后四位 | 药品 | 数量 | 金额 | 处方来源
⟪date|12-06⟫ | ⟦PERSON|廖敏⟧ | ⟪id_tail|9509⟫ | ⟦MEDICAL|阿莫西林胶囊0.25g⟧ | 2盒 | ⟦AMOUNT|¥27.60⟧ | ⟪org_name|湘雅三医院⟫电子处方
⟪date|12-06⟫ | ⟦PERSON|欧阳晓东⟧ | ⟪id_tail|0017⟫ | ⟦MEDICAL|盐酸舍曲林片50mg⟧ | 1盒 | ⟦AMOUNT|¥98.00⟧ | 互联网医院
⟪date|12-06⟫ | ⟦PERSON|谭婆婆⟧ | ⟪id_tail|3325⟫ | ⟦MEDICAL|硝酸甘油片0.5mg⟧ | 1瓶 | ⟦AMOUNT|¥12.50⟧ | 慢病长处方
备注：⟦PERSON|欧阳晓东⟧为复购，药师⟦PERSON|彭丹⟧已做用药指导。医保个人账户支付比例⟪percentage|100%⟫。
"""))

# 24
T(("中医门诊记录", """⟪org_name|广东省中医院⟫ 大德路总院  中医内科门诊记录
患者：⟦PERSON|麦婉仪⟧  女  29岁   就诊卡号 ⟪reference|0044718820⟫
主诉：⟦MEDICAL|月经不调半年，经期腹痛⟧，伴⟦MEDICAL|失眠多梦⟧。
舌脉：舌淡苔白，脉细弦。
辨证：⟦MEDICAL|肝郁脾虚⟧
处方：⟦MEDICAL|逍遥散加减 7剂，水煎服，日一剂⟧
医嘱：忌生冷，调情志。下次复诊找⟦PERSON|冯医生⟧即可。
挂号费⟪price|¥50⟫（专家号），药费⟦AMOUNT|¥286.30⟧已通过医保个账支付。
"""))

# 25
T(("心理咨询预约企业微信", """企业微信 · 员工关怀EAP

EAP小助手：您好，您预约的心理咨询时间为 ⟪date|12月10日（周三）⟫ 19:00，咨询师 ⟦PERSON|许老师⟧，线上视频。
⟦PERSON|郑浩然⟧：好的，谢谢。我需要提前填什么吗
EAP小助手：请填写初访问卷。您之前提到近两个月⟦MEDICAL|失眠、情绪低落⟧，在医院诊断过⟦MEDICAL|中度抑郁⟧，是否在服药？
⟦PERSON|郑浩然⟧：在吃⟦MEDICAL|艾司西酞普兰10mg⟧，⟦PERSON|陆医生⟧开的
EAP小助手：收到。公司为每位员工每年提供6次免费咨询，超出部分⟪price|¥400/次⟫。本次对话内容严格保密。
"""))

# 26
T(("产检记录", """【孕产妇保健手册 · 产检记录】 建档医院：⟪org_name|青岛市妇女儿童医院⟫   建册号 ⟪reference|QD-MCH-2025-08817⟫
孕妇姓名：⟦PERSON|于晓萌⟧   出生日期：⟦DATE_OF_BIRTH|1995-08-17⟧   身份证：⟦IDCARD|$cnid_8⟧
丈夫姓名：⟦PERSON|曲鹏飞⟧   联系电话：⟦PHONE|15964218830⟧
末次月经：⟪date|2025-05-02⟫   预产期：⟪date|2026-02-06⟫
第5次产检（⟦MEDICAL|孕30+1周⟧）：血压 118/76，宫高 29cm，胎心 142次/分。
OGTT：⟦MEDICAL|妊娠期糖尿病⟧（1h 10.4 mmol/L），转营养门诊；⟦MEDICAL|轻度贫血⟧，予⟦MEDICAL|多糖铁复合物胶囊150mg qd⟧。
下次产检：⟪date|2025-12-16⟫，⟪room_number|产科门诊2诊室⟫
"""))

# 27
T(("高血压科普_无患者", """【健康小课堂】血压多少算高？吃药后能停吗？

⟪health_info|我国成人高血压患病率约为27.5%⟫。非同日三次测量收缩压≥140mmHg和/或舒张压≥90mmHg即可诊断。
常用降压药包括⟪health_info|氨氯地平片5mg每日一次⟫、⟪health_info|缬沙坦胶囊80mg⟫等，不要自行停药或减量。
家用上臂式电子血压计价格一般在⟪price|200-400元⟫，⟪org_name|中国高血压联盟⟫官网可查通过验证的型号。
社区慢病管理门诊每周三上午开放，免挂号费。

本期主讲：⟦PERSON|马春燕⟧（⟪org_name|朝阳区社区卫生服务中心⟫全科主治医师）   ⟪date|2025-11-26⟫
"""))

# 28
T(("体检套餐价目表_无个人", """⟪org_name|美年大健康⟫ 2026 年度团检套餐价目表（企业客户）

套餐            适用人群         项目数   单价
基础套餐A       25-35岁          28      ⟪price|¥399⟫
白领套餐B       35岁以上         41      ⟪price|¥899⟫
女性专享C       已婚女性         45      ⟪price|¥1,280⟫
高端套餐D       45岁以上         66      ⟪price|¥3,680⟫
加项：低剂量螺旋CT ⟪price|¥420⟫ ｜ 胃肠镜（无痛）⟪price|¥1,900⟫ ｜ 幽门螺杆菌C14 ⟪price|¥120⟫

满100人享⟪percentage|9折⟫；报价有效期至⟪date|2026-06-30⟫。报价编号 ⟪reference|MN-QT-20251201-07⟫
"""))

# 29
T(("公积金贷款审批短信与邮件", """【⟪org_name|武汉住房公积金中心⟫】⟦PERSON|田甜⟧您好，您的公积金贷款申请（受理号⟪reference|WHGJJ2025-118047⟫）已审批通过，
贷款金额⟦AMOUNT|60万元⟧，期限30年，利率⟪percentage|2.85%⟫，首期还款⟪date|2026年1月20日⟫。

---- 邮件 ----
发件人：⟦EMAIL|tiantian_wh@foxmail.com⟧
收件人：⟦EMAIL|loan-service@whbank.example.cn⟧
您好，我是借款人⟦PERSON|田甜⟧，身份证 ⟦IDCARD|$cnid_6⟧，还款账户请设置为 ⟦CARD|$card_up_2⟧（本人名下），
配偶⟦PERSON|熊磊⟧的收入证明明天补交，他月收入⟦AMOUNT|1.3万⟧。谢谢！
"""))

# 30
T(("支付系统日志", """2025-12-06 10:22:41.337 INFO  [pay-gateway] 收银台下单 out_trade_no=⟪order_id|P2025120610224100981⟫ total_fee=⟦AMOUNT|1288.00⟧ 买家=⟦PERSON|程雪⟧
2025-12-06 10:22:41.402 DEBUG [pay-gateway] card_no=⟦CARD|$card_up_4⟧ cvn2=⟦CVV|482⟧ expire=⟪card_expiry|2812⟫ mobile=⟦PHONE|18010472268⟧
2025-12-06 10:22:43.018 INFO  [pay-gateway] 短信验证码已下发 code=⟪otp_code|907316⟫
2025-12-06 10:22:58.774 INFO  [pay-gateway] 支付成功 trade_no=⟪reference|4200002718202512061829377041⟫ channel=unionpay 客户端IP=⟦IP_ADDRESS|117.136.12.209⟧
2025-12-06 10:22:58.775 WARN  [pay-gateway] 敏感字段未脱敏！请@⟦PERSON|张工⟧尽快修复（日志级别DEBUG，版本 ⟪version|2.18.3⟫）
"""))

# 31
T(("信用卡账单邮件", """【⟪org_name|浦发银行⟫信用卡】⟦PERSON|殷少华⟧先生，您2025年11月账单已出
卡号：⟪masked_card|6225 88** **** 4471⟫   账单日：⟪date|11月28日⟫   到期还款日：⟪date|12月18日⟫
本期应还金额：⟦AMOUNT|¥18,207.66⟧    最低还款额：⟦AMOUNT|¥1,820.77⟧    信用额度：⟦AMOUNT|¥60,000⟧
交易明细（部分）
⟪date|11/03⟫  ⟪org_name|盒马鲜生⟫             ⟦AMOUNT|¥426.80⟧
⟪date|11/11⟫  ⟪org_name|天猫⟫ 分期 3/12        ⟦AMOUNT|¥1,083.25⟧
⟪date|11/20⟫  ⟪org_name|和睦家医院⟫            ⟦AMOUNT|¥6,800.00⟧
分期手续费率低至⟪percentage|0.26%⟫/期，详询客服⟪hotline|95528⟫。
"""))

# 32
T(("银行开户信息OCR", """[柜面影像识别 · 个人开户申请书 · 第1页]
户名：⟦PERSON|蒲俊杰⟧
证件类型：居民身份证    证件号码：⟦IDCARD|$cnid_1⟧    有效期：⟪date|2018.03.12-2038.03.12⟫
出生日期：⟦DATE_OF_BIRTH|1987.03.12⟧    职业：自由职业
住址：⟦ADDRESS|北京市朝阳区望京西园三区312号楼2单元801⟧
手机：⟦PHONE|186 1107 3352⟧    电子邮箱：⟦EMAIL|pujunjie@sina.cn⟧
开通业务：[√]借记卡  [√]手机银行  [ ]信用卡
申请卡号：⟦CARD|$card_up_5⟧    初始密码：由客户在密码器输入
经办：柜员⟪employee_id|0417⟫    网点：⟪place|望京支行⟫
"""))

# 33
T(("跨境汇款申请", """境外汇款申请书（留学费用）   ⟪reference|编号 HK20251204-0093⟫
汇款人：⟦PERSON|鲍文杰⟧    身份证号：⟦IDCARD|$cnid_x⟧    联系电话：⟦PHONE|13605518247⟧
收款人：⟦PERSON|鲍一鸣⟧（学生本人）
收款人账号（IBAN）：⟦IBAN|$iban_de_3⟧
收款银行：⟪org_name|Deutsche Bank AG⟫  SWIFT：⟪reference|DEUTDEFF⟫
汇款金额：⟦AMOUNT|EUR 11,904.00⟧（⟪org_name|慕尼黑工业大学⟫ 冬季学期生活费及保证金）
用途代码：⟪reference|121010 留学及陪读费用⟫    手续费：⟪price|¥50/笔⟫ + 电报费⟪price|¥150⟫
申请人签字：⟦PERSON|鲍文杰⟧   日期：⟪date|2025年12月4日⟫
"""))

# 34
T(("护照签证材料清单聊天", """微信 · 签证代办 ⟦PERSON|Cindy⟧

⟦PERSON|Cindy⟧：⟦PERSON|姜先生⟧您好，日本三年多次签证材料收到了，护照号我核对一下：⟦PASSPORT|EK4471820⟧ 对吧？
⟦PERSON|姜涛⟧：对的。我太太的是 ⟦PASSPORT|EJ0938817⟧，孩子的是 ⟦PASSPORT|E71826402⟧（旧版）
⟦PERSON|Cindy⟧：好的。还需要您近一年的个税完税证明，年收入⟦AMOUNT|50万⟧以上可以办五年。
⟦PERSON|姜涛⟧：去年大概⟦AMOUNT|46万⟧，那就三年吧
⟦PERSON|Cindy⟧：OK，代办费⟪price|¥680/人⟫，使馆费⟪price|¥200⟫。预计⟪date|12月19日⟫出签，快递单号到时候发您。
"""))

# 35
T(("机票行程单", """航空运输电子客票行程单   印刷序号：⟪reference|61447182093⟫
旅客姓名：⟦PERSON|CHU/XINYI⟧（⟦PERSON|储欣怡⟧）    有效身份证件号码：⟦PASSPORT|EH2209341⟧
承运人 航班号 座位等级 日期 时间
⟪org_name|东航⟫ ⟪reference|MU5101⟫ Y ⟪date|20DEC⟫ 08:00  上海虹桥—北京首都
⟪org_name|东航⟫ ⟪reference|MU587⟫  Y ⟪date|22DEC⟫ 13:25  北京首都—洛杉矶
票价：⟪price|CNY 6,830.00⟫   民航发展基金：⟪price|CNY 50.00⟫   燃油附加费：⟪price|CNY 1,180.00⟫
合计：⟦AMOUNT|CNY 8,060.00⟧   电子客票号码：⟪reference|781-2214470938⟫   特殊服务：⟦MEDICAL|轮椅（WCHR，术后）⟧
"""))

# 36
T(("香港保险投保单", """⟪org_name|友邦保险（香港）⟫ 投保申请书 · 第一部分 受保人资料（内地访客投保，资料由顾问代填）
中文姓名：⟦PERSON|陈嘉欣⟧    英文姓名：⟦PERSON|CHAN KA YAN⟧
香港身份证号码：⟦NATIONAL_ID|$nid_hk_1⟧
出生日期：⟦DATE_OF_BIRTH|1990年4月3日⟧
住址：⟦ADDRESS|香港九龙旺角弥敦道688号旺角中心一期18楼C室⟧
健康申报：曾于2023年确诊⟦MEDICAL|甲状腺功能亢进⟧，现服用⟦MEDICAL|甲巯咪唑5mg⟧；无吸烟史
年缴保费：⟦AMOUNT|HK$38,400⟧    缴费方式：信用卡 ⟪masked_card|末四位 2204⟫
保险顾问：⟦PERSON|李志豪⟧（牌照号 ⟪reference|IA-FR8820⟫）
"""))

# 37
T(("台湾健保卡资料", """⟪org_name|臺北榮民總醫院⟫ 門診掛號單
姓名：⟦PERSON|林怡君⟧    身分證字號：⟦NATIONAL_ID|$nid_tw_1⟧    生日：⟦DATE_OF_BIRTH|民國79年2月14日⟧
健保卡號：⟪member_id|0000 4471 8820⟫    科別：新陳代謝科 ⟪room_number|第7診⟫    號碼：⟪reference|23⟫
看診醫師：⟦PERSON|張家豪⟧醫師
就診原因：⟦MEDICAL|甲狀腺結節追蹤⟧
掛號費⟪price|NT$150⟫ 部分負擔⟪price|NT$420⟫（⟪org_name|健保署⟫公告標準）
緊急聯絡人：⟦PERSON|林志明⟧（父）⟦PHONE|0912-448-207⟧
"""))

# 38
T(("阿里云AK泄露代码", """# oss_upload.py —— 把体检报告PDF上传到OSS，给健康管理平台用
# 作者：⟦PERSON|wangjian⟧  最后修改 ⟪date|2025-11-30⟫
import oss2

# TODO 上线前换成RAM角色！！！ ——⟦PERSON|王健⟧
ACCESS_KEY_ID = "⟦APIKEY|$ali_akid_1⟧"
ACCESS_KEY_SECRET = "⟦SECRET|$ali_secret_1⟧"
BUCKET = "hm-report-prd"
ENDPOINT = "https://oss-cn-hangzhou.aliyuncs.com"

auth = oss2.Auth(ACCESS_KEY_ID, ACCESS_KEY_SECRET)
bucket = oss2.Bucket(auth, ENDPOINT, BUCKET)
# 测试数据：⟦PERSON|邱慧⟧ 的报告，⟦MEDICAL|乳腺结节BI-RADS 4a⟧，别传到公共目录
bucket.put_object_from_file("reports/2025/⟪uuid|$uuid_1⟫.pdf", "/tmp/report.pdf")  # oss2==⟪version|2.18.5⟫
"""))

# 39
T(("腾讯云配置与短信模板", """# config/prod.ini —— 挂号小程序后端
[tencentcloud]
secret_id = ⟦APIKEY|$tc_akid_1⟧
secret_key = ⟦SECRET|$tc_secret_1⟧
region = ap-guangzhou

[sms]
sdk_app_id = ⟪app_id|1400887120⟫
sign_name = 仁心医院
template_id = ⟪reference|2188470⟫   ; 模板：您已成功预约{1}医生{2}的门诊，就诊号{3}

[wechat]
app_id = ⟪app_id|$wx_appid_1⟫
app_secret = ⟦SECRET|$wx_secret_1⟧

[mysql]
host = ⟦IP_ADDRESS|172.16.8.21⟧
port = ⟪port|3306⟫
user = guahao
password = ⟦PASSWORD|Gh@2025#prd⟧
"""))

# 40
T(("企业微信机器人告警脚本", """#!/bin/bash
# 每天 8:30 推送昨日门诊量到企业微信群，维护人 ⟦PERSON|小石⟧（⟦PHONE|17702135520⟧）
WEBHOOK="⟦SECRET|$wecom_webhook_1⟧"
COUNT=$(mysql -h ⟦IP_ADDRESS|10.1.20.33⟧ -u report -p'⟦PASSWORD|R3port!ro⟧' -N -e "select count(*) from visits where d=curdate()-1")
curl -s "$WEBHOOK" -H 'Content-Type: application/json' \\
  -d "{\\"msgtype\\":\\"text\\",\\"text\\":{\\"content\\":\\"昨日门诊量：${COUNT}，@⟦PERSON|周院长⟧ 请查阅\\"}}"
# 测试环境用 ⟪doc_ip|192.0.2.15⟫，不要推到正式群；脚本版本 ⟪version|v1.3⟫
"""))

# 41
T(("飞书机器人与JWT调试", """飞书 · 研发-理赔系统 群

⟦PERSON|朱一凡⟧：线上理赔审核接口 401 了，我抓了个包
⟦PERSON|朱一凡⟧：Authorization: Bearer ⟦APIKEY|$jwt_1⟧
⟦PERSON|阎峰⟧：兄弟，token 别往群里贴啊……过期时间还有一天
⟦PERSON|朱一凡⟧：😅 我马上让它失效。另外告警机器人地址也顺手改一下，旧的是 ⟦SECRET|$feishu_webhook_1⟧
⟦PERSON|阎峰⟧：行。发版号 ⟪build_number|claims-api#2291⟫，回滚到 ⟪version|v3.4.7⟫ 先
⟦PERSON|朱一凡⟧：请求ID ⟪uuid|$uuid_2⟫，来源 ⟪doc_ip|198.51.100.44⟫ 是压测机
"""))

# 42
T(("离职证明", """离 职 证 明

兹证明⟦PERSON|柏雪莹⟧（身份证号：⟦IDCARD|$cnid_2⟧）自⟪date|2021年7月5日⟫起在我公司担任财务专员，
于⟪date|2025年11月30日⟫因个人原因离职，已办妥离职交接手续。离职前月平均工资⟦AMOUNT|¥14,200⟧。
经济补偿金⟦AMOUNT|¥63,900⟧已于离职当日支付。

特此证明。

⟪org_name|上海润华供应链管理有限公司⟫（盖章）
人力资源部  ⟦PERSON|葛晓燕⟧   联系电话：⟦PHONE|021-6448 2107⟧
⟪date|2025年12月1日⟫
"""))

# 43
T(("劳动仲裁申请书", """劳动人事争议仲裁申请书

申请人：⟦PERSON|冉小龙⟧，男，汉族，⟦DATE_OF_BIRTH|1978年6月4日⟧出生，公民身份号码⟦IDCARD|$cnid_5⟧，
住所：⟦ADDRESS|四川省成都市武侯区科华北路65号世外桃源广场A座1106⟧，联系电话⟦PHONE|13880746129⟧。
被申请人：⟪org_name|成都蓉欣餐饮管理有限公司⟫，法定代表人：⟦PERSON|蒲国庆⟧。

仲裁请求：
1. 裁决被申请人支付拖欠工资⟦AMOUNT|23,400元⟧；
2. 支付违法解除劳动合同赔偿金⟦AMOUNT|62,400元⟧；
3. 支付⟦MEDICAL|工伤（右手腕骨折）⟧停工留薪期工资⟦AMOUNT|15,600元⟧。
事实与理由：申请人于⟪date|2019年3月⟫入职……仲裁不收取案件受理费（依据⟪reference|人社部令第33号⟫）。
"""))

# 44
T(("房屋租赁合同", """房屋租赁合同（节选）                                   合同编号：⟪reference|ZL-SZ-2025-0812⟫
出租方（甲方）：⟦PERSON|钟伟强⟧    身份证：⟦IDCARD|$cnid_3⟧    电话：⟦PHONE|13823364017⟧
承租方（乙方）：⟦PERSON|艾丽菲拉·买买提⟧    身份证：⟦IDCARD|$cnid_10⟧
房屋坐落：⟦ADDRESS|深圳市南山区文心五路33号海岸城花园7栋2203⟧
一、租金：每月⟦AMOUNT|人民币8,600元⟧，押二付三，押金⟦AMOUNT|17,200元⟧。
二、该房源在⟪org_name|链家⟫挂牌价为⟪price|9,200元/月⟫，经协商降低。
三、收款账户：甲方名下 ⟦CARD|$card_up_3⟧（⟪org_name|中国银行⟫深圳科技园支行）
四、中介服务费为半个月租金，由乙方一次性支付给⟪org_name|链家⟫，经纪人⟦PERSON|小谭⟧。
"""))

# 45
T(("幼儿园家长群通知", """微信 · 小二班家长群

⟦PERSON|何老师⟧：各位家长好～本周五⟪date|12月12日⟫下午组织流感疫苗接种，自愿参加，费用⟪price|¥128⟫由家长自理。
⟦PERSON|何老师⟧：有鸡蛋过敏或近期发热的小朋友请私信告诉我。
⟦PERSON|朵朵⟧妈妈：⟦PERSON|何老师⟧，⟦PERSON|朵朵⟧⟦MEDICAL|对鸡蛋过敏⟧，上次打完起了⟦MEDICAL|荨麻疹⟧，这次不打了
⟦PERSON|何老师⟧：好的收到👌
⟦PERSON|乐乐⟧爸：请问园服的钱交给谁？⟪price|¥260⟫一套对吗
⟦PERSON|何老师⟧：交给班费管理员⟦PERSON|贝贝⟧妈妈，微信转账就行，别转到我这儿哦
"""))

# 46
T(("车险理赔电话录音转写", """【录音转写】⟪org_name|平安产险⟫车险报案  录音编号 ⟪reference|RA-20251205-88412⟫
坐席：您好，平安车险，工号⟪employee_id|4471⟫为您服务，请问出险人姓名？
客户：⟦PERSON|邢立军⟧。
坐席：⟦PERSON|邢先生⟧您好，请提供一下身份证号码核实身份。
客户：⟦IDCARD|$cnid_15⟧，我今年七十六了，眼睛不好，是我儿子⟦PERSON|邢斌⟧开的车。
坐席：好的。请问有人员受伤吗？
客户：我老伴⟦MEDICAL|额头缝了四针⟧，在⟪place|盛京医院⟫，花了⟦AMOUNT|一千二百多块⟧。
坐席：明白，您的报案号是⟪claim_number|RDAA2025210100004471⟫，查勘员会在30分钟内联系您。保单交强险医疗限额⟪price|1.8万元⟫。
"""))

# 47
T(("外卖订单备注", """【⟪org_name|美团外卖⟫】订单号 ⟪order_id|1800 4471 2209 3316⟫    下单 ⟪timestamp|12-06 18:42⟫
商家：⟪org_name|老碗会·西安面馆（雁塔店）⟫
收货人：⟦PERSON|尚先生⟧  ⟪masked_phone|尾号 2268⟫（隐私号保护中）
地址：⟦ADDRESS|西安市雁塔区小寨西路232号赛格国际公寓2号楼1906⟧
备注：不要香菜！！我⟦MEDICAL|痛风⟧发作不能吃海鲜和啤酒，汤里别放虾米。到了放门口，敲门三下，门禁密码⟦PASSWORD|#2580⟧
菜品：油泼面 ×1 ⟪price|¥22⟫、凉皮 ×1 ⟪price|¥12⟫  配送费⟪price|¥3⟫  实付⟦AMOUNT|¥34.50⟧
"""))

# 48
T(("快递面单OCR", """[面单识别结果]
⟪org_name|中通快递⟫  运单号 ⟪tracking_number|78441820093316⟫
收件人：⟦PERSON|覃海燕⟧  ⟦PHONE|183 7728 4093⟧
收件地址：⟦ADDRESS|广西壮族自治区南宁市青秀区民族大道136-5号华润大厦C座21楼⟧
寄件人：⟪org_name|京东大药房⟫  仓库 ⟪place|广州黄埔仓⟫
物品：胰岛素笔用针头 ×2盒（冷链）   保价 ⟪price|¥0⟫
三段码 ⟪reference|771-K3 20-05⟫   打印时间 ⟪timestamp|2025/12/05 16:20⟫
"""))

# 49
T(("银行卡挂失客服录音", """【⟪org_name|建设银行⟫客服录音转写 · 质检抽样 ⟪reference|QC-1204-0093⟫】
客户：我卡丢了要挂失。卡号是 ⟦CARD|$card_mc_4⟧，是信用卡。
客服：好的，请问持卡人姓名？
客户：⟦PERSON|侯佳琪⟧。
客服：为核实身份，请提供卡片背面的三位安全码。
客户：⟦CVV|713⟧。
客服：（质检备注：不应索要CVV，违规 ⟪ticket_id|QA-VIO-2291⟫）已为您办理临时挂失，挂失手续费⟪price|¥10⟫，补卡费⟪price|¥0⟫。
客户：最近一笔是不是有人刷了⟦AMOUNT|3,999元⟧？我没买过。
客服：显示⟪date|12月4日⟫在⟪place|郑州⟫一家数码店消费，已为您发起争议处理。
"""))

# 50
T(("P2P借条", """借  条

今借到⟦PERSON|龚振东⟧（身份证号：⟦IDCARD|$cnid_18⟧）人民币⟦AMOUNT|伍万元整（¥50,000.00）⟧，
用于⟦MEDICAL|母亲心脏搭桥手术⟧费用，借期6个月，自⟪date|2025年12月1日⟫起至⟪date|2026年5月31日⟫止，
月利率⟪percentage|1%⟫，到期一次性还本付息。
款项已通过转账方式支付至借款人账户 ⟦CARD|$card_up_10⟧。

借款人：⟦PERSON|甘文斌⟧    身份证号：⟦IDCARD|$cnid_13⟧
联系电话：⟦PHONE|15195820431⟧
住址：⟦ADDRESS|江苏省南京市玄武区中山路18号德基广场公寓17楼⟧
"""))

# 51
T(("个体户税务申报对话", """微信 · ⟦PERSON|刘会计⟧（代账）

⟦PERSON|刘会计⟧：⟦PERSON|许姐⟧，你们奶茶店10-12月的流水发我一下，季度要申报了
⟦PERSON|许佳怡⟧：收款码那边一共⟦AMOUNT|41.6万⟧，美团外卖另算，大概⟦AMOUNT|9万⟧出头
⟦PERSON|刘会计⟧：超过⟪price|30万⟫免征额度了，增值税按⟪percentage|1%⟫征收率。你们经营者身份证号我这边有 尾号⟪id_tail|0568⟫ 的对吧？
⟦PERSON|许佳怡⟧：对的。还有我老公⟦PERSON|黄sir⟧那边问能不能把他的⟦MEDICAL|肾结石⟧手术费算大病医疗扣除，自付了⟦AMOUNT|2.3万⟧
⟦PERSON|刘会计⟧：大病医疗是自付超过⟪price|15,000元⟫的部分，年度汇算时再弄。代账费下季度还是⟪price|¥600/月⟫哈
"""))

# 52
T(("退休审批通知", """⟪org_name|沈阳市社会保险事业服务中心⟫
养老保险待遇核定通知书                               ⟪reference|沈社险核〔2025〕第11872号⟫

⟦PERSON|邢秀兰⟧同志：
您于⟪date|2025年10月⟫办理退休，经核定：
  累计缴费年限：35年8个月
  个人账户储存额：⟦AMOUNT|138,402.17元⟧
  基本养老金：⟦AMOUNT|4,286.50元/月⟧（含基础养老金⟦AMOUNT|2,402.00元⟧、个人账户养老金⟦AMOUNT|995.36元⟧、过渡性养老金⟦AMOUNT|889.14元⟧）
待遇自⟪date|2025年11月⟫起按月发放至社保卡金融账户（⟪masked_card|尾号 3310⟫）。
本市⟪date|2025年⟫社会平均工资⟪price|8,734元/月⟫，仅供参考。
"""))

# 53
T(("献血记录短信", """【⟪org_name|深圳市血液中心⟫】⟦PERSON|姚思琪⟧您好，感谢您于⟪date|12月2日⟫在⟪place|华强北献血屋⟫无偿献血400ml！
您的血型：⟦MEDICAL|B型 RhD阴性⟧（稀有血型），已纳入稀有血型应急库。献血码 ⟪reference|4403251202004471⟫。
检测结果可在“⟪org_name|深圳血液中心⟫”小程序查询，如检测异常我们将电话通知⟦PHONE|136 3281 5509⟧。
全市本年累计献血⟪reference|21.6万人次⟫。下次可献全血时间：⟪date|2026年6月2日⟫后。
"""))

# 54
T(("医院排班表_含医生姓名", """⟪org_name|江南医科大学附属第二医院⟫ 心内科 门诊排班（⟪date|12月8日-12月14日⟫）
日期   上午                     下午
周一   ⟦PERSON|邬振华⟧（特需 ⟪price|¥500⟫）   ⟦PERSON|柯秋萍⟧（专家 ⟪price|¥50⟫）
周二   ⟦PERSON|屠敏⟧（专家）              ⟦PERSON|小孙⟧医生 普通门诊（⟪price|¥25⟫）
周三   停诊（⟦PERSON|邬振华⟧ 外出会议）       ⟦PERSON|柯秋萍⟧
诊室：⟪room_number|门诊楼5楼 12-14诊室⟫ · 预约渠道：⟪org_name|健康云⟫APP · 咨询热线⟪hotline|12320⟫
临时调整请联系科秘书⟦PERSON|潘晓⟧（内线 ⟪reference|8821⟫）
"""))

# 55
T(("检验科报告单", """⟪org_name|昆明医科大学第一附属医院⟫ 检验报告单                条码号 ⟪reference|2512050447⟫
姓名：⟦PERSON|段丽华⟧   性别：女   年龄：37岁   科室：感染科   床号：⟪room_number|18床⟫
送检医生：⟦PERSON|杨医生⟧    标本：血清    采样时间：⟪timestamp|2025-12-05 07:30⟫
项目                     结果         参考范围
乙肝表面抗原 HBsAg       >250.00 ↑    0-0.05 IU/mL
乙肝e抗原 HBeAg           阳性
HBV-DNA                  3.2×10^6 ↑   <100 IU/mL
谷丙转氨酶 ALT            88 ↑         7-40 U/L
临床提示：⟦MEDICAL|慢性乙型病毒性肝炎（HBeAg阳性）⟧，建议抗病毒治疗（⟦MEDICAL|恩替卡韦0.5mg qd⟧）。
审核者：⟦PERSON|岳春梅⟧   仪器 ⟪product_name|Architect i2000SR⟫
"""))

# 56
T(("电子病历JSON", """{
  "visit_id": "⟪reference|V20251206-00931⟫",
  "hospital": "⟪org_name|浙江大学医学院附属邵逸夫医院⟫",
  "patient": {
    "name": "⟦PERSON|俞可馨⟧",
    "id_no": "⟦IDCARD|$cnid_21⟧",
    "birth": "⟦DATE_OF_BIRTH|2000-01-31⟧",
    "mobile": "⟦PHONE|15858201163⟧",
    "addr": "⟦ADDRESS|杭州市上城区望江东路332号望江府4幢1单元702⟧"
  },
  "chief_complaint": "⟦MEDICAL|右下腹痛12小时，伴恶心⟧",
  "diagnosis": ["⟦MEDICAL|急性阑尾炎⟧"],
  "orders": [{"drug": "⟦MEDICAL|头孢呋辛钠1.5g ivgtt bid⟧"}],
  "fee_total": ⟦AMOUNT|1862.40⟧,
  "doctor": "⟦PERSON|蔡明远⟧",
  "schema_version": "⟪version|2.3.1⟫",
  "created_at": "⟪timestamp|2025-12-06T23:41:07+08:00⟫"
}
"""))

# 57
T(("Go支付宝私钥代码", """// pkg/alipay/client.go —— 会员充值
package alipay

const (
	AppID      = "⟪app_id|$alipay_appid_1⟫"
	// 应用私钥，⟦PERSON|蒋工⟧说先写死，后面迁到KMS
	PrivateKey = `⟦SECRET|$pem_rsa_1⟧`
	NotifyURL  = "https://pay.huiyuan.example.cn/notify"
	// 沙箱回调 http://⟪doc_ip|192.0.2.80⟫:⟪port|9090⟫/notify
)

// 充值档位（公开价格）：⟪price|¥100⟫ 送 ⟪price|¥10⟫，⟪price|¥500⟫ 送 ⟪price|¥80⟫
func NewClient() (*Client, error) { return newClient(AppID, PrivateKey, true) }
"""))

# 58
T(("K8s配置阿里云密钥", """apiVersion: v1
kind: ConfigMap
metadata:
  name: member-points-config
  namespace: retail-prod
  annotations:
    maintainer: "⟦PERSON|lihaoran⟧"   # ⟦PERSON|李浩然⟧，值班电话见wiki
data:
  ALIYUN_SMS_ACCESS_KEY_ID: "⟦APIKEY|$ali_akid_2⟧"
  ALIYUN_SMS_ACCESS_KEY_SECRET: "⟦SECRET|$ali_secret_2⟧"   # 应放 Secret 不是 ConfigMap！
  REDIS_ADDR: "⟦IP_ADDRESS|10.240.1.17⟧:⟪port|6379⟫"
  POINTS_RATE: "1元=1积分"
  PROMO_PRICE: "⟪price|9.9⟫"
  IMAGE_TAG: "⟪version|points-svc:1.42.0⟫"
"""))

# 59
T(("git提交记录中文", """commit ⟪hash|$sha_1⟫
Author: ⟦PERSON|Wu Tingting⟧ <⟦EMAIL|wutingting@cardmall.example.cn⟧>
Date:   ⟪timestamp|Fri Dec 5 18:06:33 2025 +0800⟫

    修复：测试用例里去掉真实卡号（⟦PERSON|吴婷婷⟧）

diff --git a/tests/test_pay.py b/tests/test_pay.py
@@ -8,7 +8,7 @@
-    card = "⟦CARD|$card_visa_3⟧"   # 我自己的卡，别扣款！
-    holder = "⟦PERSON|吴婷婷⟧"
+    card = "⟪test_card|4111 1111 1111 1111⟫"   # 官方测试卡号
+    holder = "测试用户"
     amount = ⟪price|0.01⟫
"""))

# 60
T(("OTC交易纠纷聊天", """Telegram · USDT场外交易 群

[21:02] 币圈⟦PERSON|老马⟧：收U，⟪price|7.28⟫，量大可谈
[21:05] ⟦PERSON|阿彪⟧：出⟦AMOUNT|3000U⟧，打款到我卡 ⟦CARD|$card_up_6⟧ 户名⟦PERSON|彭彪⟧
[21:07] 币圈⟦PERSON|老马⟧：已转⟦AMOUNT|21,840元⟧，截图发你了，流水号⟪reference|2025120521070044718⟫
[21:30] ⟦PERSON|阿彪⟧：卡被冻结了！！！说是涉诈资金，你钱哪来的
[21:31] 币圈⟦PERSON|老马⟧：我也是别人转的啊兄弟，群主担保的
[21:33] 群主：本群不担保任何交易，手续费⟪percentage|0.5%⟫是平台的，不是担保费。请各位不要在群里发身份证和银行卡。
"""))

# 61
T(("扫地机器人日志", """[2025-12-06 13:02:11] [INFO] device=⟪product_name|roborock.vacuum.a75⟫ fw=⟪version|02.21.88⟫ did=⟪serial_number|4471820093⟫
[2025-12-06 13:02:11] [INFO] wifi connected ssid="⟦PERSON|LiuJiaHui⟧-Home" ip=⟦IP_ADDRESS|192.168.3.57⟧ gw=⟦IP_ADDRESS|192.168.3.1⟧
[2025-12-06 13:02:12] [DEBUG] bind token=⟦SECRET|$mqtt_secret_1⟧ owner_uid=⟪reference|1887204410⟫
[2025-12-06 13:02:13] [DEBUG] cloud endpoint cn.api.io.mi.com resolved ⟦IP_ADDRESS|120.92.65.31⟧
[2025-12-06 13:40:57] [INFO] clean finished area=64.5m2 duration=38min map=“⟦ADDRESS|碧桂园凤凰城凤羽苑12栋1801⟧”
[2025-12-06 13:41:02] [WARN] test beacon to ⟪doc_ip|2001:db8::42⟫ failed
"""))

# 62
T(("法律咨询帖", """【求助】被前公司起诉竞业限制违约，要赔⟦AMOUNT|30万⟧，怎么办？（知乎提问，匿名补充）

本人⟪date|2023年⟫入职⟪org_name|某大厂⟫做算法，签了竞业协议，离职时公司说“不启动竞业”，但⟪date|今年8月⟫突然起诉我，
说我去了竞品⟪org_name|字节⟫，要求退还竞业补偿⟦AMOUNT|4.8万⟧并支付违约金⟦AMOUNT|30万⟧。
离职这半年我其实一直在家养病（⟦MEDICAL|焦虑症+胃溃疡⟧），只是在⟪org_name|字节⟫做过两次外包面试。

---
律师⟦PERSON|魏明哲⟧回复：竞业限制的前提是用人单位按月支付补偿，公司未支付满三个月，劳动者可解除竞业……
咨询费参考：线上图文咨询⟪price|¥199/次⟫，案件代理按标的额⟪percentage|5%-8%⟫收费。
"""))

# 63
T(("残疾人证申请表", """⟪org_name|北京市海淀区残疾人联合会⟫ 残疾人证申请表（评定前）
申请人：⟦PERSON|卓立新⟧   性别：男   出生日期：⟦DATE_OF_BIRTH|1969年9月9日⟧
身份证号：⟦IDCARD|$cnid_20⟧
户籍地址：⟦ADDRESS|北京市海淀区学院路街道志新东路11号院3号楼5门401⟧
申请残疾类别：[√]肢体  [ ]视力  [ ]听力  [ ]精神
致残原因：⟦MEDICAL|2022年脑梗死后遗症，左侧肢体偏瘫⟧
监护人/代理人：⟦PERSON|卓雯⟧（女儿）  ⟦PHONE|13911582047⟧
评定医院：⟪org_name|北京积水潭医院⟫    评定费⟪price|免费⟫    受理编号 ⟪reference|HDCL-2025-0883⟫
"""))

# 64
T(("钉钉审批_报销", """【钉钉审批】费用报销 · 审批编号 ⟪reference|202512051408000447182⟫
发起人：⟦PERSON|甄子涵⟧（客户成功部）
报销事由：陪同客户赴⟪place|苏州⟫现场验收智能门禁系统
明细：
  高铁 上海虹桥-苏州 二等座 ⟪price|¥39.5⟫ ×2 → ⟦AMOUNT|¥79.00⟧
  住宿 1晚（协议酒店，标准⟪price|¥450⟫/晚）→ ⟦AMOUNT|¥438.00⟧
  招待 客户晚餐 → ⟦AMOUNT|¥1,260.00⟧（超标，已说明：客户方⟦PERSON|邵总⟧等5人）
报销合计：⟦AMOUNT|¥1,777.00⟧    收款账户：⟦CARD|$card_up_7⟧
审批人：⟦PERSON|祁峰⟧ 已同意 ⟪timestamp|12-05 16:22⟫ → 财务⟦PERSON|小麦⟧ 审核中
"""))

# 65
T(("智能门锁APP推送", """【⟪org_name|小米智能门锁⟫】
⟪timestamp|12/06 07:42⟫ 指纹「⟦PERSON|妞妞⟧」开门
⟪timestamp|12/06 08:15⟫ 密码「保洁⟦PERSON|王姐⟧」开门（临时密码 ⟦PASSWORD|602418⟧，剩余2次）
⟪timestamp|12/06 11:03⟫ ⚠️ 连续5次输入错误密码，已锁定3分钟
⟪timestamp|12/06 11:09⟫ 门未关好，请检查（位置：⟦ADDRESS|厦门市思明区环岛南路3088号海韵台2栋602⟧）
⟪timestamp|12/06 18:47⟫ 钥匙「老公」开门
电量剩余⟪percentage|23%⟫，建议更换电池（型号 ⟪product_name|5号碱性电池×8⟫）
"""))

# 66
T(("保险投保单_寿险", """⟪org_name|中国人寿⟫ 个人保险投保单（电子投保回执）      投保单号 ⟪policy_number|8800447182093⟫
投保人：⟦PERSON|戚美玲⟧   证件：⟦IDCARD|$cnid_19⟧   职业：教师（1类）
被保险人：⟦PERSON|戚美玲⟧    受益人：⟦PERSON|包子健⟧（配偶）100%
险种：⟪product_name|国寿福终身寿险（2025版）⟫   基本保额⟦AMOUNT|50万元⟧   年交保费⟦AMOUNT|12,650元⟧ × 20年
健康告知：是否曾患⟦MEDICAL|乳腺增生⟧？ [是]（已提供2024年⟦MEDICAL|乳腺B超BI-RADS 2类⟧报告）
         是否吸烟？[否]    BMI：21.3
银行账户：⟦CARD|$card_up_8⟧   电子签名时间 ⟪timestamp|2025-12-03 20:18:44⟫   IP ⟦IP_ADDRESS|14.153.92.186⟧
产品费率表见官网（30岁女性年交保费约⟪price|¥11,800⟫起）。
"""))

# 67
T(("社区通知_含联系人", """⟪place|梅林一村⟫社区居委会通知

各位居民：本周六⟪date|12月13日⟫上午9:00-11:30在社区党群服务中心开展“三高”免费筛查（⟪health_info|测血压、指尖血糖、血脂⟫），
⟪health_info|65岁以上老人可同时进行免费体检⟫。请携带身份证和医保卡。
另：⟪place|12栋⟫电梯更换工程⟪date|12月15日⟫开工，工期约30天，费用从维修基金列支（预算⟪price|¥38.6万⟫）。
联系人：网格员⟦PERSON|邹小燕⟧ ⟦PHONE|0755-8320 4417⟧
"""))

# 68
T(("数据库慢查询日志", """# Time: ⟪timestamp|2025-12-06T02:14:09.771204Z⟫
# User@Host: crm_ro[crm_ro] @  [⟦IP_ADDRESS|10.12.7.44⟧]  Id: ⟪reference|188204⟫
# Query_time: 12.407  Lock_time: 0.000 Rows_sent: 1  Rows_examined: 4418209
SET timestamp=1765001649;
SELECT member_id, name, mobile, id_card, points FROM member WHERE mobile LIKE '%4471' OR name = '⟦PERSON|卢振庭⟧';
# 结果样例（运维误贴）：
# | ⟪member_id|M0093318⟫ | ⟦PERSON|卢振庭⟧ | ⟦PHONE|13524478109⟧ | ⟦IDCARD|$cnid_22⟧ | 8820 |
# 负责人 @⟦PERSON|袁浩⟧：请给 member.name 加索引，MySQL ⟪version|8.0.36⟫
"""))

# 69
T(("志愿者排班表", """⟪org_name|蓝天救援队⟫ 宁波分队 12月值班表（内部，请勿外传）
日期       值班队员            联系方式            备注
⟪date|12/06⟫  ⟦PERSON|翁建平⟧（队长）    ⟦PHONE|13586620417⟧   车辆 ⟪reference|浙B·救援03⟫
⟪date|12/07⟫  ⟦PERSON|小贺⟧、⟦PERSON|阿May⟧       ⟦PHONE|18968047723⟧   ⟦PERSON|阿May⟧⟦MEDICAL|怀孕4个月⟧，只排后勤
⟪date|12/13⟫  ⟦PERSON|戴天宇⟧             ⟦PHONE|15157418806⟧   山地搜救演练（装备押金⟪price|¥200⟫/人，队里统一付）
群公告：队员意外险已续保，保费由⟪org_name|宁波慈善总会⟫资助，人均⟪price|¥168⟫。
"""))

# 70
T(("医院收费明细", """⟪org_name|四川大学华西医院⟫ 住院费用清单（出院结算）      住院号 ⟪reference|0004471820⟫
姓名：⟦PERSON|牟志强⟧    科室：⟪place|骨科⟫    床位：⟪room_number|B区32床⟫
入院：⟪date|2025-11-24⟫   出院：⟪date|2025-12-02⟫   诊断：⟦MEDICAL|右股骨颈骨折⟧
手术：⟦MEDICAL|人工全髋关节置换术⟧
项目            金额
床位费          ⟦AMOUNT|640.00⟧
手术费          ⟦AMOUNT|4,210.00⟧
材料费          ⟦AMOUNT|38,620.00⟧（进口陶瓷髋关节，国家集采价⟪price|¥7,000⟫左右，此为非集采）
药品费          ⟦AMOUNT|2,116.40⟧
合计            ⟦AMOUNT|45,586.40⟧    医保统筹支付 ⟦AMOUNT|21,004.18⟧    个人支付 ⟦AMOUNT|24,582.22⟧
"""))

# 71
T(("物业缴费提醒_无个人", """【⟪org_name|万科物业⟫】温馨提示：2026年度物业费开始缴纳啦！
收费标准：高层住宅⟪price|3.2元/㎡·月⟫，别墅⟪price|6.8元/㎡·月⟫；地面停车位管理费⟪price|¥150/月⟫。
⟪date|2026年1月31日⟫前一次性缴清全年物业费可享⟪percentage|95折⟫。
缴费方式：住这儿APP、物业前台（⟪place|3号楼架空层⟫）。
公共收益公示：2025年电梯广告收入⟪price|¥12.4万⟫，已全部计入维修基金。
"""))

# 72
T(("海关申报与出入境", """【⟪org_name|国家移民管理局⟫】出入境记录查询结果（本人申请打印）
姓名：⟦PERSON|乔一帆⟧    拼音：⟦PERSON|QIAO YIFAN⟧    性别：女
出生日期：⟦DATE_OF_BIRTH|1996年3月21日⟧
证件：普通护照 ⟦PASSPORT|EB3318204⟧ ／ 往来港澳通行证 ⟦PASSPORT|C70441829⟧
记录：
  ⟪date|2025-07-02⟫ 出境  ⟪place|深圳湾口岸⟫
  ⟪date|2025-07-06⟫ 入境  ⟪place|深圳湾口岸⟫
  ⟪date|2025-10-01⟫ 出境  ⟪place|上海浦东机场⟫  航班 ⟪reference|JL872⟫
查询编号 ⟪reference|CRJ-2025120400931⟫，用途：⟪org_name|新加坡人力部⟫工作准证（EP）申请，月薪⟦AMOUNT|S$7,800⟧。
"""))

# 73
T(("银行理财风险测评", """【⟪org_name|宁波银行⟫】个人客户风险承受能力评估问卷（柜面纸质版录入）
客户姓名：⟦PERSON|柴晓东⟧   客户号 ⟪reference|880044718⟫   证件：⟪id_tail|身份证后六位 17283X⟫
1. 您的年龄：[√] 41-50岁
2. 家庭年收入：[√] ⟦AMOUNT|50万-100万⟧
3. 可投资资产：[√] ⟦AMOUNT|300万以上⟧
4. 您目前的健康状况：[√] 有慢性病（⟦MEDICAL|高血压、痛风⟧），需长期服药
5. 投资经验：股票、基金 5年以上
评估结果：C4 成长型。适合产品示例：⟪product_name|宁银理财宁欣天天鎏金⟫（业绩比较基准⟪percentage|2.1%-2.6%⟫，起购⟪price|¥1⟫）
客户经理：⟦PERSON|童欣⟧   评估日期 ⟪date|2025-12-02⟫
"""))

# 74
T(("失物招领群消息", """微信 · ⟪place|滨江天街⟫商户群

保安⟦PERSON|老周⟧：捡到一个钱包，在⟪place|B1停车场⟫电梯口，里面有身份证，名字叫⟦PERSON|潘佳豪⟧，
        身份证号 ⟦IDCARD|$cnid_23⟧……不对我看错了，应该是这个人的驾驶证
⟦PERSON|小程⟧：@⟦PERSON|老周⟧ 别把号码发群里啊😂 群里两百多人
保安⟦PERSON|老周⟧：哦哦，那我撤回。钱包里还有现金⟦AMOUNT|800多⟧和一张⟪org_name|杭州银行⟫的卡
⟦PERSON|小程⟧：交到一楼服务台吧，失主可以凭身份证领
"""))

# 75
T(("HIS接口联调记录", """【HIS ↔ 医保平台 接口联调记录】 ⟪date|2025-12-05⟫  记录人：⟦PERSON|房振宇⟧

1. 测试环境网关 ⟪doc_ip|198.51.100.61⟫:⟪port|8088⟫，生产 ⟦IP_ADDRESS|10.16.4.20⟧（只读）。
2. 对方给的测试 token（RS256，有效期到月底）：
   ⟦APIKEY|$jwt_3⟧
3. 代码仓库：私有 GitLab，部署用 token ⟦APIKEY|$gitlab_pat_2⟧（⟦PERSON|房振宇⟧个人的，联调完作废）。
4. 联调病例（生产脱敏失败，真实数据！）：患者⟦PERSON|单丽娟⟧，医保卡 ⟪member_id|3501****8820⟫，
   ⟦MEDICAL|慢性阻塞性肺疾病急性加重⟧，结算金额⟦AMOUNT|¥6,318.20⟧，统筹⟦AMOUNT|¥4,422.74⟧。
5. 接口文档版本 ⟪version|V2.7⟫，对方联系人 ⟦PERSON|曹工⟧ ⟦PHONE|0591-8733 0462⟧。
"""))

# 76
T(("海外劳务汇款_中东", """微信 · 老乡⟦PERSON|阿斌⟧

⟦PERSON|阿斌⟧：兄弟，我在利雅得这边工资发到沙特的卡里了，怎么转回国内便宜
我：你把沙特那个 IBAN 发我看看
⟦PERSON|阿斌⟧：⟦IBAN|$iban_sa_1⟧，⟪org_name|Al Rajhi Bank⟫的。每个月⟦AMOUNT|SAR 4,500⟧
我：用 ⟪org_name|Western Union⟫ 一次手续费 ⟪price|SAR 25⟫，或者换到你迪拜那张 ⟦IBAN|$iban_ae_1⟧ 再转
⟦PERSON|阿斌⟧：迪拜那张是我表哥⟦PERSON|梁志华⟧的，不是我的😅 收款人写我老婆⟦PERSON|莫小燕⟧，她卡号 ⟦CARD|$card_up_13⟧
我：行。别在群里发这些，骗子多。汇率今天 ⟪price|1 SAR = 1.91 CNY⟫
"""))
