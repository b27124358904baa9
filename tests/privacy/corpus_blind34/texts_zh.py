# Chinese texts for corpus_blind34. Written by hand, one at a time.
TEXTS = []
T = TEXTS.append

T(("私立医院_入院登记", """
⟪org_name|和睿国际医院⟫ 住院登记单
姓名：⟦PERSON|冯雅琴⟧　性别：女　出生日期：⟦DATE_OF_BIRTH|1988年3月14日⟧
身份证号：⟦IDCARD|$prc1⟧
联系电话：⟦PHONE|139 1024 6681⟧
住址：⟦ADDRESS|北京市朝阳区望京街道阜通东大街6号院3号楼1502室⟧
入院诊断：⟦MEDICAL|子宫肌瘤⟧，⟦MEDICAL|缺铁性贫血⟧
预交押金：⟦AMOUNT|20,000元⟧
床位：⟪bed_no|7F-12床⟫　主治：⟦PERSON|孟医生⟧
"""))

T(("私立医院_微信客服", """
【⟪org_name|美中宜和⟫客服-⟦PERSON|小桃⟧】您好⟦PERSON|许小姐⟧，您预约的⟪date|6月18日⟫上午⟪time|9:30⟫的⟪health_term|胃肠镜⟫检查已确认，检查前一天晚上8点后禁食。
【⟦PERSON|许小姐⟧】好的，我在吃⟦MEDICAL|阿司匹林肠溶片100mg⟧，要停吗？
【⟪org_name|美中宜和⟫客服-⟦PERSON|小桃⟧】需要停药7天，我帮您转给⟦PERSON|周主任⟧确认一下哦。套餐价格⟪price|4,680元⟫，您已付定金⟦AMOUNT|1,000元⟧。
"""))

T(("私立医院_出院小结", """
出院小结
患者：⟦PERSON|蒋卫东⟧，男，⟪age|58岁⟫，住院号⟪mrn|ZY2027-04417⟫
入院日期：⟪date|2027-03-02⟫　出院日期：⟪date|2027-03-11⟫
出院诊断：1.⟦MEDICAL|急性前壁心肌梗死⟧ 2.⟦MEDICAL|2型糖尿病⟧ 3.⟦MEDICAL|高脂血症⟧
治疗经过：⟦MEDICAL|冠脉支架植入术（LAD 1枚）⟧
出院带药：⟦MEDICAL|替格瑞洛 90mg bid⟧、⟦MEDICAL|阿托伐他汀 20mg qn⟧
自费部分：⟦AMOUNT|38,612.40元⟧
医师：⟦PERSON|韩立新⟧
"""))

T(("私立医院_体检报告短信", """
【⟪org_name|爱康⟫】⟦PERSON|唐先生⟧您好，您的体检报告已出，编号⟪report_ref|TJ20270611088⟫。提示：⟦MEDICAL|甲状腺结节（TI-RADS 3类）⟧，建议3个月后复查。查询密码为⟦PASSWORD|628415⟧。客服⟦PHONE|400-652-5522⟧
"""))

T(("留学生公寓_入住登记", """
⟪org_name|优居国际学生公寓⟫ 入住登记表
房间：⟪room_no|B座1207⟫　租期：⟪duration|51周⟫
学生姓名：⟦PERSON|林子涵⟧（⟦PERSON|Zihan Lin⟧）
护照号：⟦PASSPORT|E82736519⟧
出生日期：⟦DATE_OF_BIRTH|2005-11-14⟧
国内紧急联系人：父亲⟦PERSON|林建国⟧　⟦PHONE|+86 137 2219 0456⟧
已付首期房租：⟦AMOUNT|£2,975.00⟧　周租⟪price|£265⟫
门禁初始密码：⟦PASSWORD|0926#⟧
"""))

T(("留学生公寓_微信群通知", """
【⟪place|曼彻斯特⟫留学生公寓2号楼群】
⟦PERSON|阿伟⟧：谁的快递放前台了？取件码⟪otp_code|7-3-0912⟫
⟦PERSON|小赵⟧：我的我的，谢谢⟦PERSON|伟哥⟧🙏
管家⟦PERSON|Sandy⟧：各位同学，下周三⟪time|10点⟫消防演习。另外1506的⟦PERSON|老周⟧你的房租还欠⟦AMOUNT|£640⟧，请尽快处理。
⟦PERSON|老周⟧：收到，今天转
"""))

T(("留学生公寓_退租押金邮件", """
⟦PERSON|王一鸣⟧同学你好：
你在⟪org_name|iQ Student⟫的押金⟦AMOUNT|£500⟧，扣除清洁费后退还⟦AMOUNT|£428.60⟧，将转入你提供的账户⟦IBAN|$iban_gb2⟧。
如有疑问请回复⟦EMAIL|bookings@iqstudent-example.co.uk⟧或致电⟦PHONE|020 3966 1420⟧。
公寓管理处 ⟦PERSON|Emma⟧
"""))

T(("保险代理人_投保单", """
⟪org_name|平安人寿⟫ 投保单（代理人录入）
投保人：⟦PERSON|邵丽华⟧　出生日期 ⟦DATE_OF_BIRTH|1979年9月2日⟧　证件号：⟦IDCARD|$prc4⟧
被保险人：⟦PERSON|邵子轩⟧（儿子）出生日期 ⟦DATE_OF_BIRTH|2015年6月12日⟧　证件号：⟦IDCARD|$prc19⟧
险种：⟪product_code|少儿重疾险 PA-CI-27⟫　年缴保费⟦AMOUNT|6,380元⟧
健康告知：被保险人曾患⟦MEDICAL|川崎病⟧，已治愈
缴费账户：⟦CARD|$card_up2⟧
代理人：⟦PERSON|钱慧敏⟧　工号⟪employee_ref|AG330118⟫
"""))

T(("保险代理人_朋友圈话术", """
🌟⟪org_name|友邦⟫「⟪product_code|守护神2027⟫」重疾险🌟
30岁男性，年缴只要⟪price|4,200元⟫起，保额⟪price|50万⟫！⟪health_term|恶性肿瘤⟫、⟪health_term|急性心梗⟫、⟪health_term|脑中风后遗症⟫都能赔～
限时活动截止⟪date|6月30日⟫，私信我了解👇
保险顾问⟦PERSON|Cindy王⟧ ⟦PHONE|139 0571 8826⟧
"""))

T(("保险代理人_理赔沟通", """
⟦PERSON|孙经理⟧：⟦PERSON|刘姐⟧，您先生的⟦MEDICAL|肺腺癌⟧理赔材料收到了，病理报告和出院小结都齐了。
⟦PERSON|刘姐⟧：好的⟦PERSON|孙经理⟧，大概能赔多少？
⟦PERSON|孙经理⟧：重疾险保额是⟪price|50万⟫，加上医疗险报销，您先生这次大概能拿到⟦AMOUNT|五十八万左右⟧。打到尾号⟪masked_card|8830⟫的卡上。
⟦PERSON|刘姐⟧：太好了，谢谢你啊
"""))

T(("保险代理人_客户清单csv", """
客户姓名,手机,身份证号,保单号,年保费
⟦PERSON|郭建平⟧,⟦PHONE|13651238874⟧,⟦IDCARD|$prc6⟧,⟪policy_ref|P2027110384⟫,⟦AMOUNT|12800⟧
⟦PERSON|田静⟧,⟦PHONE|18917764402⟧,⟦IDCARD|$prc9⟧,⟪policy_ref|P2027110391⟫,⟦AMOUNT|3650⟧
⟦PERSON|马骏⟧,⟦PHONE|15002183317⟧,⟦IDCARD|$prc8⟧,⟪policy_ref|P2027110405⟫,⟦AMOUNT|9420⟧
"""))

T(("小额贷款催收_短信", """
【⟪org_name|速融小贷⟫】⟦PERSON|黄志强⟧，您的借款⟦AMOUNT|8,650元⟧已逾期⟪duration|23天⟫，请于⟪date|今日18:00⟫前还款，否则将联系您的紧急联系人⟦PERSON|黄丽⟧（⟦PHONE|138 2741 0093⟧）。还款账号：⟦CARD|$card_up3⟧
"""))

T(("小额贷款催收_通话记录", """
催收员（⟦PERSON|小陈⟧）：喂，是⟦PERSON|吴海涛⟧吗？
客户：是我。
催收员：您在我们平台的借款本息一共⟦AMOUNT|一万二千四百元⟧，已经逾期两个月了。
客户：我最近住院了，⟦MEDICAL|腰椎间盘突出⟧做了手术，实在没钱。
催收员：理解，那您先还⟦AMOUNT|两千⟧可以吗？我们可以申请减免部分罚息。
客户：下周五吧。
（系统备注：录音编号⟪call_id|CR-20270512-0331⟫，合规抽检）
"""))

T(("小额贷款_借款合同", """
借款合同（编号：⟪contract_ref|JK-2027-06-00218⟫）
出借人：⟪org_name|深圳前海惠民小额贷款有限公司⟫
借款人：⟦PERSON|罗晓燕⟧　身份证号码：⟦IDCARD|$prc21⟧
住所：⟦ADDRESS|广东省深圳市南山区粤海街道科技园南区高新南七道12号801室⟧
借款金额：人民币⟦AMOUNT|伍万元整⟧（⟦AMOUNT|¥50,000.00⟧）
年化利率：⟪percentage|18%⟫　借款期限：⟪duration|12个月⟫
收款银行卡：⟦CARD|$card_up4⟧
"""))

T(("小额贷款催收_内部工单", """
工单号：⟪ticket_ref|CS-88120⟫　状态：待跟进
债务人：⟪masked_name|钟*⟫ → 系统显示全名⟦PERSON|钟明亮⟧
逾期金额：⟦AMOUNT|3,288.50元⟧
备注：债务人母亲⟦PERSON|钟阿姨⟧来电称其患⟦MEDICAL|抑郁症⟧住院，暂停催收⟪duration|30天⟫。
通讯录联系人（请勿拨打）：⟪masked_phone|186****2290⟫
处理人：⟦PERSON|zhaolei⟧
"""))

T(("中介租房_看房微信", """
链家⟦PERSON|小李⟧：⟦PERSON|张姐⟧您好，⟪place|望京⟫那套两居明天下午3点可以看，房东⟦PERSON|老周⟧会在。
⟦PERSON|张姐⟧：月租多少？
链家⟦PERSON|小李⟧：挂牌⟪price|7,800⟫，我帮您谈到⟦AMOUNT|7,500⟧，押一付三。地址是⟦ADDRESS|朝阳区花家地南街8号院2号楼603⟧。
⟦PERSON|张姐⟧：好的，小区门禁密码多少？
链家⟦PERSON|小李⟧：⟦PASSWORD|#6031⟧，到了给我打电话⟦PHONE|186 1123 7740⟧
"""))

T(("中介租房_租赁合同摘要", """
房屋租赁合同
出租方（甲方）：⟦PERSON|杜秀兰⟧　身份证：⟦IDCARD|$prc2⟧
承租方（乙方）：⟦PERSON|彭浩⟧　手机：⟦PHONE|15921886604⟧
房屋地址：⟦ADDRESS|上海市徐汇区漕溪北路88号圣爱大厦12楼B室⟧
月租金：⟦AMOUNT|9,200元⟧，押金⟦AMOUNT|18,400元⟧
中介服务费：⟪price|月租的50%⟫，由⟪org_name|我爱我家⟫收取
租期：⟪date|2027年7月1日⟫至⟪date|2028年6月30日⟫
"""))

T(("中介租房_房东转账记录", """
转账成功
收款人：⟦PERSON|杜秀兰⟧
收款账号：⟦CARD|$card_up1⟧
金额：⟦AMOUNT|¥27,600.00⟧
附言：⟦PERSON|彭浩⟧ 7-9月房租
交易流水号：⟪tx_ref|20270701153022918877⟫
时间：⟪timestamp|2027-07-01 15:30:22⟫
"""))

T(("中介租房_钉钉通知", """
【钉钉】⟪org_name|安居客⟫门店通知
今日带看：⟦PERSON|蔡经理⟧ 14:00 ⟪place|天河公园⟫站 → ⟦ADDRESS|广州市天河区中山大道西89号华景新城翠景阁1801⟧（客户⟦PERSON|黎嘉欣⟧，⟦PHONE|135 6021 4478⟧）
钥匙在前台保险箱，密码⟦PASSWORD|3322⟧
机器人推送地址：⟦SECRET|$ding_hook1⟧
"""))

T(("游戏客服_账号找回", """
工单 ⟪ticket_ref|GM-20270503-118⟫｜账号找回
玩家昵称：⟪handle|夜雨听风⟫　角色ID：⟪player_id|81273340⟫
实名信息：⟦PERSON|秦子墨⟧　⟦IDCARD|$prc5⟧
绑定手机：⟦PHONE|176 0218 3391⟧
首充记录：⟪date|2025-02-14⟫ 充值⟦AMOUNT|648元⟧
登录IP：⟦IP_ADDRESS|117.136.38.52⟧（⟪place|成都⟫）
处理：已重置密码，临时密码⟦PASSWORD|Qz8#mk21⟧，请玩家登录后修改。客服：⟦PERSON|小糖⟧
"""))

T(("游戏客服_退款聊天", """
玩家：我儿子偷偷用我手机充了⟦AMOUNT|三千多⟧，能退吗
客服⟦PERSON|阿杰⟧：您好，请提供一下您的姓名和订单号哦
玩家：⟦PERSON|贺春梅⟧，订单号⟪order_ref|PAY2027061188301⟫
客服⟦PERSON|阿杰⟧：收到，查到⟪count|6笔⟫，每笔⟪price|648元⟫。未成年人充值退款需要提供孩子的身份证和户口本。
玩家：孩子叫⟦PERSON|贺小宇⟧，身份证⟦IDCARD|$prc24⟧
客服⟦PERSON|阿杰⟧：好的，已提交，预计退回⟦AMOUNT|3,888元⟧
"""))

T(("游戏客服_封号申诉", """
申诉ID：⟪case_ref|AP-55129⟫
游戏账号：⟦PERSON|zhangwei1993⟧
申诉理由：本人⟦PERSON|张伟⟧，账号被盗后被用于外挂，被封禁⟪duration|180天⟫。盗号者登录IP ⟦IP_ADDRESS|223.104.63.17⟧，我本人常用IP ⟦IP_ADDRESS|183.15.220.9⟧。
联系邮箱：⟦EMAIL|zhangwei1993@163.com⟧
"""))

T(("游戏服务器_配置", """
# gameserver.ini (⟪service|战区-华东3⟫)
[mysql]
host=⟦IP_ADDRESS|10.18.6.40⟧
port=⟪port|3306⟫
user=game_rw
password=⟦PASSWORD|Hd3@Yx9!qP⟧
[pay]
wx_appid=⟪app_id|wx8a1f0c2b3d4e5f60⟫
wx_mch_secret=⟦SECRET|$wx_secret1⟧
[log]
listen=⟪bind_address|0.0.0.0⟫:⟪port|9001⟫
"""))

T(("短信平台_阿里云配置", """
# application-prod.yml
aliyun:
  sms:
    access-key-id: ⟦APIKEY|$ali_ak1⟧
    access-key-secret: ⟦SECRET|$ali_sk1⟧
    sign-name: ⟪org_name|速达物流⟫
    template-code: ⟪template_id|SMS_287731025⟫
  region: ⟪place|cn-hangzhou⟫
# 负责人：⟦PERSON|何俊⟧ ⟦PHONE|18858102236⟧
"""))

T(("短信平台_退订名单", """
手机号,姓名,退订时间,渠道
⟦PHONE|13912345670⟧,⟦PERSON|钱多多⟧,⟪timestamp|2027-04-01 08:12⟫,回复TD
⟦PHONE|15800662103⟧,⟦PERSON|孔令辉⟧,⟪timestamp|2027-04-01 09:40⟫,回复TD
⟦PHONE|18600718824⟧,⟦PERSON|欧阳娜娜⟧,⟪timestamp|2027-04-02 21:05⟫,客服
⟪masked_phone|177****0021⟫,⟪masked_name|何**⟫,⟪timestamp|2027-04-03 10:00⟫,投诉
"""))

T(("短信平台_腾讯云密钥泄露", """
@所有人 紧急：⟦PERSON|小马⟧把腾讯云短信的密钥提交到了公开仓库，
SecretId: ⟦APIKEY|$tc_ak1⟧
SecretKey: ⟦SECRET|$tc_sk1⟧
已在控制台禁用，请⟦PERSON|韦工⟧今天内轮换并检查⟪date|6月1日⟫以来的发送量（日均⟪count|12万条⟫）。
"""))

T(("短信平台_营销短信样本", """
【⟪org_name|喜茶⟫】⟦PERSON|阿珍⟧，您有⟪count|2张⟫⟪price|买一送一⟫券将于⟪date|3天后⟫过期，快来⟪place|万象城⟫店使用！退订回T
"""))

T(("短信平台_验证码日志", """
⟪timestamp|2027-05-20 10:01:33⟫ INFO send sms to=⟦PHONE|+8613520447789⟧ tpl=⟪template_id|LOGIN_CODE⟫ code=⟪otp_code|385120⟫ ip=⟦IP_ADDRESS|36.112.64.201⟧
⟪timestamp|2027-05-20 10:01:34⟫ INFO send sms to=⟦PHONE|+8615910928843⟧ tpl=⟪template_id|LOGIN_CODE⟫ code=⟪otp_code|902281⟫ ip=⟪doc_ip|127.0.0.1⟫
⟪timestamp|2027-05-20 10:01:40⟫ WARN rate limit user=⟦PERSON|liuyang⟧ count=⟪count|6⟫
"""))

T(("疫苗接种_预约信息", """
【⟪org_name|社区卫生服务中心⟫】预约成功
受种者：⟦PERSON|严梓萱⟧（⟪age|2岁3个月⟫）
疫苗：⟪health_term|百白破第四剂⟫
时间：⟪date|2027年6月9日⟫ ⟪time|14:00-14:30⟫
地点：⟦ADDRESS|杭州市西湖区文三路478号⟧
家长：⟦PERSON|严磊⟧ ⟦PHONE|137 5811 2043⟧
请携带预防接种证。
"""))

T(("疫苗接种_不良反应报告", """
疑似预防接种异常反应个案报告
姓名：⟦PERSON|金语桐⟧　出生日期：⟦DATE_OF_BIRTH|2017-09-03⟧　身份证号：⟦IDCARD|$prc20⟧
接种疫苗：⟦MEDICAL|流感疫苗（四价）⟧　批号⟪batch_ref|202605B118⟫
反应：接种后2小时出现⟦MEDICAL|荨麻疹⟧、⟦MEDICAL|喉头水肿⟧
处理：⟦MEDICAL|肾上腺素0.3mg肌注⟧，留观后好转
报告人：⟦PERSON|施医生⟧
"""))

T(("疫苗接种_宣传单", """
九价HPV疫苗接种须知
适用人群：⟪age|9-45岁⟫女性
接种程序：⟪count|3剂⟫，分别于第⟪duration|0、2、6个月⟫接种
常见反应：接种部位⟪health_term|疼痛、红肿⟫，少数出现⟪health_term|低热⟫
价格：⟪price|1,318元/剂⟫
咨询电话见各接种门诊公告。
"""))

T(("疫苗接种_狂犬病暴露登记", """
犬伤门诊登记
姓名：⟦PERSON|梁国栋⟧　电话：⟦PHONE|15277210384⟧
暴露情况：右手被邻居家的狗⟪pet_name|旺财⟫咬伤，Ⅲ级暴露
处理：⟦MEDICAL|人狂犬病免疫球蛋白⟧ + ⟦MEDICAL|狂犬病疫苗（Essen 5针法）⟧
狗狗情况：⟪animal_health|未接种狂犬疫苗⟫
本次自付：⟦AMOUNT|1,260元⟧
"""))

T(("牙科正畸_初诊记录", """
⟪org_name|瑞尔齿科⟫ 正畸初诊
患者：⟦PERSON|卢可欣⟧　⟪age|13岁⟫　监护人：⟦PERSON|卢俊⟧
主诉：⟦MEDICAL|牙列拥挤⟧，⟦MEDICAL|安氏II类1分类错颌⟧
方案：⟦MEDICAL|隐适美青少年版⟧，预计⟪duration|24个月⟫
报价：⟪price|42,000元⟫，已交首付⟦AMOUNT|15,000元⟧
医生：⟦PERSON|喻医生⟧
"""))

T(("牙科正畸_复诊提醒", """
【⟪org_name|拜博口腔⟫】⟦PERSON|方女士⟧您好，⟦PERSON|方小糖⟧小朋友的⟦MEDICAL|活动矫治器⟧复诊时间为⟪date|周六⟫上午⟪time|10:20⟫，请准时到⟪place|江汉路店⟫。如需改约请致电⟦PHONE|027-8577 2210⟧。
"""))

T(("牙科正畸_分期付款", """
正畸分期协议
患者：⟦PERSON|邓欣怡⟧　身份证：⟦IDCARD|$prc13⟧
治疗项目：⟦MEDICAL|固定矫治（自锁托槽）⟧
总费用：⟦AMOUNT|28,800元⟧，分⟪count|12期⟫，每期⟦AMOUNT|2,400元⟧
扣款卡：⟦CARD|$card_visa2⟧
签字：⟦PERSON|邓欣怡⟧　日期：⟪date|2027.04.16⟫
"""))

T(("牙科正畸_企业微信", """
【企业微信】⟪org_name|正雅齿科⟫技工单
医生：⟦PERSON|梅医生⟧
患者：⟦PERSON|骆嘉⟧（病历号⟪mrn|ZY-0381⟫）
需求：⟦MEDICAL|上颌扩弓器⟧，口扫文件已上传
交付：⟪date|5月28日⟫前
群机器人：⟦SECRET|$wecom_hook1⟧
"""))

T(("慈善_义卖志愿者名单", """
⟪org_name|滴水公益⟫义卖活动志愿者名单
| 姓名 | 电话 | 岗位 |
|---|---|---|
| ⟦PERSON|宋雨桐⟧ | ⟦PHONE|13811026534⟧ | 收银 |
| ⟦PERSON|阿卓⟧ | ⟦PHONE|13925580017⟧ | 搬运 |
| ⟦PERSON|老白⟧ | ⟦PHONE|18017232809⟧ | 宣传 |
义卖总收入⟪price|目标2万元⟫，地点：⟪place|人民公园东门⟫
"""))

T(("慈善_捐款收据", """
⟪org_name|壹基金⟫ 捐赠收据
捐赠人：⟦PERSON|温思远⟧
捐赠金额：人民币⟦AMOUNT|伍仟元整⟧（⟦AMOUNT|¥5,000.00⟧）
捐赠项目：⟪project|儿童关怀计划⟫
收据编号：⟪invoice_ref|YJJ2027-008812⟫
日期：⟪date|2027年5月20日⟫
"""))

T(("体育按摩_会员档案", """
⟪org_name|筋膜工坊⟫运动康复会员档案
姓名：⟦PERSON|饶晨⟧　手机：⟦PHONE|173 2106 8850⟧
运动项目：马拉松
伤病史：⟦MEDICAL|左膝髌腱炎⟧、⟦MEDICAL|右踝陈旧性扭伤⟧
会员卡余额：⟦AMOUNT|2,340元⟧
次卡价格：⟪price|10次 3,800元⟫
康复师：⟦PERSON|Kevin⟧
"""))

T(("整骨推拿_预约飞书", """
【飞书】今日预约 ⟪date|6/14⟫
09:00 ⟦PERSON|付晓峰⟧ ⟦MEDICAL|颈椎病⟧ 复诊 — ⟦PERSON|老钱⟧
10:30 ⟦PERSON|Lily Wang⟧ ⟦MEDICAL|产后腹直肌分离⟧ — ⟦PERSON|小吴⟧
14:00 空
机器人Webhook：⟦SECRET|$feishu_hook1⟧
"""))

T(("儿童牙科_就诊记录", """
儿童口腔科门诊病历
姓名：⟦PERSON|罗一诺⟧　性别：男　出生日期：⟦DATE_OF_BIRTH|2020年2月9日⟧
家长：⟦PERSON|罗婷⟧　⟦PHONE|18126630912⟧
诊断：⟦MEDICAL|乳牙龋（74、84深龋）⟧
处置：⟦MEDICAL|全麻下乳牙根管治疗⟧
既往史：⟦MEDICAL|先天性心脏病（室间隔缺损术后）⟧
本次收费：⟦AMOUNT|4,860元⟧
"""))

T(("试管婴儿_周期记录", """
生殖中心 IVF周期记录
女方：⟦PERSON|宁可馨⟧　⟦IDCARD|$prc22⟧
男方：⟦PERSON|贾思诚⟧　⟦IDCARD|$prc11⟧
诊断：⟦MEDICAL|输卵管性不孕⟧；男方⟦MEDICAL|弱精症⟧
方案：⟦MEDICAL|拮抗剂方案⟧，获卵⟪count|14枚⟫，受精⟪count|9枚⟫
已缴费：⟦AMOUNT|3万8千⟧
"""))

T(("试管婴儿_捐卵咨询", """
咨询记录
来访者：⟦PERSON|小雅⟧（自称大学生），微信号⟦PERSON|yaya_chen⟧
咨询内容：询问有偿捐卵。已告知国内法律禁止商业捐卵。
来访者自述患有⟦MEDICAL|多囊卵巢综合征⟧，不适合捐卵。
接待人：⟦PERSON|章护士⟧
"""))

T(("医院药房_静配中心", """
静脉用药调配中心 审方记录
病区：⟪place|肿瘤内科二病区⟫ ⟪bed_no|23床⟫
患者：⟦PERSON|倪秀珍⟧　住院号⟪mrn|0021938⟫
医嘱：⟦MEDICAL|紫杉醇 240mg + 0.9%氯化钠 500ml⟧
诊断：⟦MEDICAL|乳腺癌术后⟧
审方药师：⟦PERSON|庞小龙⟧　调配：⟦PERSON|sunxy⟧
批次：⟪batch_ref|PIVAS-0614-3⟫
"""))

T(("医院药房_差错通报", """
关于⟪date|5月9日⟫调配差错的通报
⟪place|三病区⟫患者⟦PERSON|吕志远⟧医嘱为⟦MEDICAL|万古霉素 1g⟧，实际调配为⟪health_term|0.5g规格2支⟫，经核对无误。另一患者⟦PERSON|汤敏⟧的⟦MEDICAL|胰岛素泵⟧用药单位错误，已及时纠正，未造成不良后果。
药学部 ⟪date|2027年5月10日⟫
"""))

T(("留学生公寓_报修工单", """
报修单 ⟪ticket_ref|RM-40871⟫
房间：⟪room_no|C-0812⟫　报修人：⟦PERSON|Chen Yutong⟧（⟦PERSON|陈雨桐⟧）
问题：暖气不热，另外我有⟦MEDICAL|哮喘⟧，房间有霉味请尽快处理
联系：⟦EMAIL|yutong.chen@student.example.ac.uk⟧
维修工：⟦PERSON|Dave⟧
"""))

T(("保险代理人_钉钉日报", """
日报 ⟪date|2027-06-12⟫　代理人：⟦PERSON|黎明辉⟧
1. 拜访客户⟦PERSON|戴女士⟧，意向⟪product_code|年金险⟫，预算⟪price|每年10万⟫。
2. 客户⟦PERSON|蒋老板⟧续保⟦AMOUNT|23,600元⟧已到账。
3. 新客户⟦PERSON|朱丹⟧体检发现⟦MEDICAL|乙肝小三阳⟧，需核保。
"""))

T(("小额贷款_APP日志", """
⟪timestamp|2027-06-02T09:22:51+08:00⟫ [loan-svc] apply uid=⟪user_id|3309127⟫ name=⟦PERSON|覃海燕⟧ idno=⟦IDCARD|$prc16⟧ amount=⟦AMOUNT|5000⟧ ip=⟦IP_ADDRESS|113.16.190.88⟧
⟪timestamp|2027-06-02T09:22:52+08:00⟫ [risk] score=⟪score|612⟫ decision=APPROVE
⟪timestamp|2027-06-02T09:22:52+08:00⟫ [auth] token=⟦APIKEY|$jwt3⟧
"""))

T(("游戏_公会QQ群", """
会长⟦PERSON|老K⟧：周六晚8点攻城，全员上线
⟦PERSON|萌萌⟧：我请假，⟦MEDICAL|阑尾炎⟧刚做完手术😭
会长⟦PERSON|老K⟧：好好休息！⟦PERSON|大锤⟧你带二队
⟦PERSON|大锤⟧：ok，顺便说下公会仓库密码改成⟦PASSWORD|guild2027!⟧了
"""))

T(("中介租房_身份证复印件OCR", """
中华人民共和国居民身份证
姓名 ⟦PERSON|韦秀英⟧
性别 女　民族 壮
出生 ⟦DATE_OF_BIRTH|1986年9月8日⟧
住址 ⟦ADDRESS|广西南宁市青秀区民族大道136号⟧
公民身份号码 ⟦IDCARD|$prc17⟧
仅供⟪org_name|麦田房产⟫租房使用，他用无效
"""))

T(("私立医院_医生排班", """
⟪org_name|和睦家⟫门诊排班（⟪date|第24周⟫）
周一：⟪department|心内科⟫ ⟦PERSON|赵磊⟧主任、Dr. ⟦PERSON|Mitchell⟧
周三：⟪department|儿科⟫ ⟦PERSON|许佳⟧医生
挂号费：⟪price|专家号 800元⟫
预约热线：⟦PHONE|400-891-9393⟧
"""))

T(("疫苗接种_境外证明", """
国际预防接种证书申请
申请人：⟦PERSON|谭俊杰⟧　护照号：⟦PASSPORT|EA1830274⟧
出生日期：⟦DATE_OF_BIRTH|1993年4月30日⟧　身份证号：⟦IDCARD|$prc7⟧
目的地：⟪place|肯尼亚⟫
已接种：⟦MEDICAL|黄热病疫苗⟧ ⟪date|2027-05-02⟫
收费：⟦AMOUNT|260元⟧
"""))

T(("列车票价表", """
⟪place|北京南⟫至各站二等座票价
| 到站 | 二等座 | 一等座 | 商务座 |
|---|---|---|---|
| ⟪place|天津⟫ | ⟪price|54.5元⟫ | ⟪price|88元⟫ | ⟪price|174元⟫ |
| ⟪place|济南西⟫ | ⟪price|214元⟫ | ⟪price|359元⟫ | ⟪price|713元⟫ |
| ⟪place|上海虹桥⟫ | ⟪price|662元⟫ | ⟪price|1,060元⟫ | ⟪price|2,318元⟫ |
票价自⟪date|2027年1月1日⟫起执行。
"""))

T(("API错误码表", """
| 错误码 | 含义 | 建议 |
|---|---|---|
| ⟪error_code|isv.BUSINESS_LIMIT_CONTROL⟫ | 触发流控 | 每分钟不超过⟪count|1条⟫ |
| ⟪error_code|isv.MOBILE_NUMBER_ILLEGAL⟫ | 手机号格式错误 | 检查号码 |
| ⟪error_code|isv.TEMPLATE_MISSING_PARAMETERS⟫ | 模板缺少变量 | 补全参数 |
版本：⟪version|v2.3.1⟫
"""))

T(("小额贷款催收_律师函", """
律师函
致：⟦PERSON|龚建军⟧先生
地址：⟦ADDRESS|湖南省长沙市岳麓区麓山南路932号湖南师大二村5栋301⟧
受⟪org_name|湘信小额贷款公司⟫委托，您于⟪date|2026年3月⟫借款⟦AMOUNT|30,000元⟧，至今尚欠本息⟦AMOUNT|三万六千余元⟧。请于收函之日起⟪duration|7日⟫内清偿。
律师：⟦PERSON|易文⟧　⟦PHONE|0731-8890 2231⟧
"""))

T(("游戏客服_电话转录", """
客服：您好，⟪org_name|网易⟫游戏客服⟦PERSON|小月⟧为您服务。
玩家：你好，我账号被盗了，我叫⟦PERSON|柴宇航⟧。
客服：请问绑定的手机号是？
玩家：⟦PHONE|一三八，零零一三，八八六二⟧。
客服：是⟦PHONE|138 0013 8862⟧对吧？
玩家：对。
客服：好的，我们会冻结账号⟪duration|48小时⟫，请留意短信。
"""))

T(("保险_医疗险理赔申请", """
理赔申请书
被保险人：⟦PERSON|阮秋月⟧　身份证号：⟦IDCARD|$prc23⟧
出险原因：⟦MEDICAL|急性阑尾炎⟧，行⟦MEDICAL|腹腔镜阑尾切除术⟧
申请金额：⟦AMOUNT|15,420.60元⟧
收款账户：⟦CARD|$card_mc2⟧（户名：⟦PERSON|阮秋月⟧）
免赔额：⟪price|1万元⟫
"""))

T(("私立医院_护士交班", """
交班记录 ⟪date|6月20日⟫夜班
⟪bed_no|3床⟫ ⟦PERSON|戚老伯⟧：⟦MEDICAL|慢阻肺急性加重⟧，无创呼吸机，夜间SpO2 ⟪lab_value|90%⟫
⟪bed_no|5床⟫ ⟦PERSON|殷阿姨⟧：⟦MEDICAL|髋关节置换术后⟧第2天，⟦MEDICAL|吗啡PCA⟧
⟪bed_no|8床⟫ 空床
交班：⟦PERSON|小郑⟧ → 接班：⟦PERSON|小冯⟧
"""))

T(("中介租房_押金纠纷", """
⟦PERSON|屠先生⟧：退租的时候你们说墙面损坏扣⟦AMOUNT|1,500⟧，我不认可
中介⟦PERSON|阿强⟧：⟦PERSON|屠哥⟧，房东⟦PERSON|邬阿姨⟧坚持要扣的
⟦PERSON|屠先生⟧：那我去⟪org_name|12345⟫投诉，押金⟦AMOUNT|6,000⟧必须全退
"""))

T(("短信平台_上行回复", """
上行短信记录
⟪timestamp|06-11 09:02⟫ ⟦PHONE|13761092245⟧：不要再发了，我是⟦PERSON|龙晓⟧，已经说过好几次
⟪timestamp|06-11 09:05⟫ ⟦PHONE|15001130827⟧：TD
⟪timestamp|06-11 09:08⟫ ⟦PHONE|18511642096⟧：你好，我想咨询下上次买的⟪product_code|净水器⟫
"""))

T(("快递_寄件单_牙科模型", """
⟪org_name|顺丰速运⟫ 电子面单 运单号⟪tracking_no|SF1428830917265⟫
寄件人：⟦PERSON|单丽娟⟧ ⟦PHONE|021-6437 5590⟧
寄件地址：⟦ADDRESS|上海市静安区南京西路1266号恒隆广场一座3305室⟧
收件人：⟦PERSON|覃技师⟧ ⟦PHONE|0755-2661 3380⟧
收件地址：⟦ADDRESS|广东省深圳市宝安区西乡街道固戍一路88号B栋4楼⟧
托寄物：正畸石膏模型（⟪count|2副⟫）　保价⟪price|500元⟫
"""))

T(("私立医院_月子中心合同", """
⟪org_name|馨月汇月子会所⟫ 服务合同
客户：⟦PERSON|范思琪⟧　身份证号：⟦IDCARD|$prc3⟧
出生日期：⟦DATE_OF_BIRTH|1995-11-20⟧
预产期：⟪date|2027年9月⟫　分娩医院：⟪org_name|和美妇儿医院⟫
孕期情况：⟦MEDICAL|妊娠期糖尿病⟧，饮食控制
套餐：⟪product_code|28天尊享套房⟫　标价⟪price|168,000元⟫
已付定金：⟦AMOUNT|五万元⟧
紧急联系人：丈夫⟦PERSON|侯嘉伟⟧ ⟦PHONE|13922018846⟧
"""))

T(("留学生公寓_家长电话记录", """
来电记录 ⟪timestamp|2027-03-15 21:40⟫
来电人：⟦PERSON|郑妈妈⟧（学生⟦PERSON|郑皓文⟧的母亲）⟦PHONE|+86 159 0210 3317⟧
内容：孩子两天没回消息，担心出事。孩子有⟦MEDICAL|1型糖尿病⟧，需要每天打胰岛素。
处理：夜班保安⟦PERSON|Marcus⟧去⟪room_no|A-0405⟫敲门，学生在睡觉，已让其给妈妈回电。
公寓地址：⟦ADDRESS|45 Oxford Road, Manchester M1 5QA⟧
"""))

T(("小额贷款_还款银行回单", """
⟪org_name|招商银行⟫ 电子回单
付款人：⟦PERSON|程立伟⟧
付款账号：⟦CARD|$card_mc4⟧
收款人：⟪org_name|某某网络小额贷款有限公司⟫
金额：⟦AMOUNT|¥4,216.80⟧（大写：⟦AMOUNT|肆仟贰佰壹拾陆元捌角⟧）
用途：第⟪count|5⟫期还款
流水号：⟪tx_ref|HX2027061109981234⟫
"""))

T(("游戏客服_海外支付纠纷", """
工单 ⟪ticket_ref|OV-3391⟫｜海外玩家支付纠纷
玩家：⟦PERSON|Nguyen Van An⟧（越南）
邮箱：⟦EMAIL|an.nguyen.vn@gmail.com⟧
地址：⟦ADDRESS|越南胡志明市第一郡阮惠街72号⟧
支付卡：⟦CARD|$card_diners1⟧　争议金额⟦AMOUNT|$99.99⟧
客服⟦PERSON|小北⟧备注：玩家称⟪date|6月2日⟫未收到⟪product_code|月卡⟫
"""))

T(("保险代理人_上门签单", """
⟦PERSON|林经理⟧您好，明天上午10点上门签单，客户信息如下：
客户：⟦PERSON|包海峰⟧　手机⟦PHONE|18667013352⟧
地址：⟦ADDRESS|浙江省杭州市上城区庆春路118号嘉德广场17楼1702室⟧
年收入约⟦AMOUNT|三十多万⟧，已有房贷⟦AMOUNT|120万⟧
健康：⟦MEDICAL|痛风⟧，在吃⟦MEDICAL|非布司他40mg⟧
— 助理⟦PERSON|小葛⟧
"""))

T(("中介租房_租客资料表", """
租客登记表（⟪org_name|自如⟫管家录入）
姓名：⟦PERSON|司马云飞⟧　护照：⟦PASSPORT|E90127735⟧（新加坡籍华人）
工作单位：⟪org_name|星展银行⟫　月收入：⟦AMOUNT|4.5万⟧
现住址：⟦ADDRESS|北京市海淀区中关村大街27号中关村大厦1106室⟧
意向房源：⟪room_id|BJZRGY0818312⟫　月租⟪price|12,500元⟫
紧急联系人：⟦PERSON|司马老师⟧ ⟦PHONE|010-6275 1130⟧
"""))

T(("私立医院_医美咨询", """
⟪org_name|伊美尔医美⟫ 咨询记录
顾客：⟦PERSON|柯嘉怡⟧　手机：⟦PHONE|15112870066⟧
既往：⟦MEDICAL|瘢痕体质⟧，曾做⟦MEDICAL|双眼皮手术⟧
本次项目：⟦MEDICAL|下颌角截骨⟧，报价⟪price|6.8万⟫，优惠后实付⟦AMOUNT|59,800元⟧
咨询师：⟦PERSON|Vivi⟧　医生：⟦PERSON|祁院长⟧
地址：⟦ADDRESS|四川省成都市锦江区红星路三段1号国际金融中心2号楼26层⟧
"""))

T(("疫苗接种_HPV预约短信", """
【⟪org_name|约苗⟫】⟦PERSON|苏婉清⟧您好，您已成功预约⟪health_term|九价HPV疫苗⟫第⟪count|1⟫针，时间⟪date|7月3日⟫⟪time|上午⟫，地点⟦ADDRESS|南京市鼓楼区中山北路283号鼓楼社区卫生服务中心二楼⟧。已支付⟦AMOUNT|1,318元⟧。咨询⟦PHONE|025-8330 2211⟧
"""))
