TEXTS = []
T = TEXTS.append

T(("装修_微信群", """【⟪org_name|匠心装修⟫·⟦ADDRESS|滨江花园3栋1802⟧业主群】
⟦PERSON|孙经理⟧：⟦PERSON|王姐⟧，明天水电验收，上午9点到
⟦PERSON|王姐⟧：好的，进门密码改成⟦PASSWORD|902716⟧了
⟦PERSON|孙经理⟧：收到。第二期款⟦AMOUNT|38,000元⟧麻烦这周转一下
⟦PERSON|王姐⟧：已经转了，截图发你了
工长⟦PERSON|老周⟧：瓷砖⟪product_code|马可波罗CH8806⟫到货了，⟪price|每片128元⟫"""))

T(("装修_合同摘录", """家庭装饰装修工程施工合同（合同编号：⟪contract_ref|JX-2026-0117⟫）
发包方（甲方）：⟦PERSON|陈志远⟧  身份证号：⟦IDCARD|$prc1⟧
联系电话：⟦PHONE|13816472035⟧
工程地址：⟦ADDRESS|上海市闵行区莘庄镇都市路4588弄12号601室⟧
承包方（乙方）：⟪org_name|上海匠心建筑装饰工程有限公司⟫
工程总价：⟦AMOUNT|人民币贰拾陆万捌仟元整⟧（¥268,000）
工期：⟪duration|90天⟫，自⟪date|2026年3月1日⟫起"""))

T(("宠物寄养_登记表", """⟪org_name|毛孩子之家⟫宠物寄养登记
主人：⟦PERSON|林晓彤⟧  电话：⟦PHONE|139 2716 4480⟧
宠物名：⟪pet_name|豆包⟫（柯基，3岁）
疫苗：⟪date|2025年10月⟫已打狂犬
健康备注：⟪animal_health|轻微皮肤过敏⟫，每天喂⟪animal_health|益生菌⟫
寄养天数：⟪duration|7天⟫，⟪price|每晚88元⟫
已付押金：⟦AMOUNT|200元⟧
紧急联系人：⟦PERSON|林妈妈⟧ ⟦PHONE|13527093318⟧"""))

T(("宠物寄养_微信", """⟦PERSON|小桃⟧：⟦PERSON|许小姐⟧您好，⟪pet_name|奶糖⟫今天吃饭很好，下午遛了两次🐶
⟦PERSON|许小姐⟧：太好了谢谢！我⟪date|周日⟫晚上8点来接
⟦PERSON|小桃⟧：好的，尾款⟦AMOUNT|460元⟧到时候扫码就行
⟦PERSON|许小姐⟧：👌"""))

T(("健身私教_课程表", """⟪org_name|燃力健身⟫私教会员档案
会员：⟦PERSON|赵磊⟧先生  出生日期：⟦DATE_OF_BIRTH|1990年1月7日⟧
身份证：⟦IDCARD|$prc7⟧
手机：⟦PHONE|186 0213 7759⟧
健康声明：⟦MEDICAL|腰椎间盘突出（L4-L5）⟧，⟦MEDICAL|高血压⟧，服用⟦MEDICAL|氨氯地平5mg⟧
购买课程：24节私教，⟪price|标价每节380元⟫，实付⟦AMOUNT|7,920元⟧
教练：⟦PERSON|阿伟⟧"""))

T(("健身私教_短信", """【⟪org_name|燃力健身⟫】⟦PERSON|赵先生⟧，您预约的⟪date|1月18日⟫19:00私教课已确认，教练⟦PERSON|阿伟⟧。取消请提前⟪duration|12小时⟫。验证码⟪otp_code|482913⟫。"""))

T(("驾校_学员档案", """⟪org_name|顺达驾校⟫学员报名表
姓名：⟦PERSON|黄思琪⟧  性别：女
身份证号码：⟦IDCARD|$prc3⟧
出生日期：⟦DATE_OF_BIRTH|1995-08-27⟧
住址：⟦ADDRESS|广东省深圳市南山区桃源街道龙珠四路18号⟧
联系电话：⟦PHONE|15920318847⟧
报考车型：⟪license_class|C1⟫  学费：⟪price|4,980元⟫（已交定金⟦AMOUNT|2,000元⟧）
体检：⟦MEDICAL|色弱⟧，需复检
教练：⟦PERSON|钱教练⟧"""))

T(("驾校_钉钉通知", """【钉钉通知】⟪org_name|顺达驾校⟫科目二考试安排
⟪date|1月22日⟫ 上午 ⟪place|南山考场⟫
学员：⟦PERSON|黄思琪⟧、⟦PERSON|刘浩然⟧、⟦PERSON|马一鸣⟧
请携带身份证原件，⟪time|7:30⟫前到达。考试费⟪price|每人165元⟫。
联系人：⟦PERSON|钱教练⟧ ⟦PHONE|0755-2648 3170⟧"""))

T(("留学中介_客户资料", """⟪org_name|启航留学⟫ 客户资料卡
学生：⟦PERSON|周子涵⟧（英文名 ⟦PERSON|Zoe Zhou⟧）
护照号：⟦PASSPORT|EJ4821937⟧
出生日期：⟦DATE_OF_BIRTH|2003年6月12日⟧
身份证：⟦IDCARD|$prc15⟧
申请：⟪place|墨尔本⟫ 硕士 ⟪program|Master of IT⟫
服务费：⟪price|标准套餐38,000元⟫，已付⟦AMOUNT|两万元⟧定金
家长：⟦PERSON|周建国⟧ ⟦PHONE|13703716628⟧
顾问：⟦PERSON|Kelly 杨⟧"""))

T(("留学中介_邮件", """⟦PERSON|子涵⟧同学你好：

你的签证材料已收到。存款证明需要显示不少于⟪price|40万元⟫，你目前提供的余额是⟦AMOUNT|三十六万⟧，还差一点，请家长补充。

另外体检报告提到⟦MEDICAL|乙肝病毒携带⟧，移民局可能要求补充说明，请勿担心。

⟦PERSON|杨老师⟧
⟪org_name|启航留学⟫ ⟦EMAIL|kelly.yang@qihang-edu.cn⟧"""))

T(("家政保洁_订单", """⟪org_name|洁家家政⟫ 订单 ⟪order_ref|JJ20260114-0382⟫
服务：深度保洁 4小时
客户：⟦PERSON|吴女士⟧ ⟦PHONE|177 0215 6634⟧
地址：⟦ADDRESS|北京市朝阳区望京西园三区312号楼2单元1101⟧
门锁密码：⟦PASSWORD|158369⟧#
阿姨：⟦PERSON|刘阿姨⟧
订单金额：⟦AMOUNT|￥356.00⟧（券后）"""))

T(("家政保洁_通话记录", """客服：您好，⟪org_name|洁家家政⟫，请问有什么可以帮您？
客户：我是⟦PERSON|吴敏⟧，上周⟦PERSON|刘阿姨⟧打扫的时候把我家的花瓶碰坏了。
客服：非常抱歉，⟦PERSON|吴女士⟧，请问花瓶价值大概多少？
客户：买的时候⟦AMOUNT|一千二⟧左右。
客服：好的，我们给您登记理赔，单号⟪case_ref|LP-0093⟫，三个工作日内回复。"""))

T(("邻里群_通知", """【⟪place|枫林苑⟫业主群】
物业⟦PERSON|小赵⟧：各位业主，⟪date|本周六⟫上午停水，时间⟪time|9:00-13:00⟫
7栋⟦PERSON|老李⟧：又停水？
物业⟦PERSON|小赵⟧：管道检修，抱歉。有问题打物业电话⟦PHONE|021-6482 7731⟧
12栋⟦PERSON|张阿姨⟧：我家老头子在做⟦MEDICAL|透析⟧，早上要用水，能不能延后？
物业⟦PERSON|小赵⟧：⟦PERSON|张阿姨⟧我私聊您"""))

T(("家庭微信群", """【相亲相爱一家人】
二姐：妈的体检报告出来了，⟦MEDICAL|甲状腺结节⟧，医生说先观察
⟦PERSON|大伟⟧：那就好。过年红包我先转了⟦AMOUNT|2000⟧给妈
二姐：我也转了⟦AMOUNT|1500⟧
爸：收到收到，你妈高兴得很
⟦PERSON|小美⟧：[红包]"""))

T(("公共卫生_文章", """⟪org_name|市疾控中心⟫提醒：冬季⟪health_term|流感⟫高发，建议⟪health_term|60岁以上老人⟫及⟪health_term|慢性病患者⟫尽早接种疫苗。
接种点：各⟪place|社区卫生服务中心⟫，⟪price|自费疫苗每剂约128元⟫。
出现⟪health_term|发热⟫、⟪health_term|咳嗽⟫等症状请及时就医。咨询热线请拨打当地⟦PHONE|12320⟧。"""))

T(("产品说明书", """⟪product_code|XJ-300⟫ 智能门锁 使用说明（版本 ⟪version|v2.3.1⟫）
1. 初始管理密码为⟪default_password|123456⟫，首次使用请立即修改。
2. 电池：4节⟪product_code|AA⟫碱性电池，续航约⟪duration|12个月⟫。
3. 固件更新：⟪version|FW 1.8.4⟫ 修复低电量提示问题。
4. 建议零售价：⟪price|1,299元⟫"""))
T(("装修_验收短信", """【⟪org_name|匠心装修⟫】⟦PERSON|陈先生⟧您好，⟪date|3月15日⟫中期验收，尾款⟦AMOUNT|五万二⟧请于验收后支付。监理⟦PERSON|老周⟧ ⟦PHONE|13601827734⟧。"""))
T(("装修_材料单", """材料清单 ⟪order_ref|CL-0821⟫：防水涂料 ⟪product_code|东方雨虹JS⟫ ⟪price|每桶420元⟫×6；客户⟦PERSON|王丽华⟧已付⟦AMOUNT|2,520元⟧。"""))
T(("宠物寄养_短信", """【⟪org_name|汪星人酒店⟫】⟦PERSON|刘先生⟧，⟪pet_name|可乐⟫已入住⟪room|A12⟫房，取宠码⟪otp_code|7305⟫，押金⟦AMOUNT|300元⟧已收。"""))
T(("宠物寄养_健康记录", """寄养日志 ⟪date|1月9日⟫：⟪pet_name|团子⟫（英短）⟪animal_health|耳螨⟫复查，喂药⟪animal_health|滴耳液⟫。主人⟦PERSON|郑雨桐⟧已知悉，医药费⟦AMOUNT|85元⟧。"""))
T(("健身私教_体测", """体测报告 ⟪date|2026-01-10⟫ 会员⟦PERSON|何佳⟧：体脂⟪percentage|28%⟫，⟦MEDICAL|脂肪肝（轻度）⟧，⟦MEDICAL|胰岛素抵抗⟧。教练⟦PERSON|小赵⟧建议每周⟪count|3次⟫有氧。"""))
T(("健身私教_退款", """退款申请：会员⟦PERSON|宋晨⟧因⟦MEDICAL|右肩袖撕裂⟧无法继续上课，剩余12节，申请退款⟦AMOUNT|3,960元⟧，原价⟪price|每节350元⟫。工单⟪ticket_ref|TK-4412⟫。"""))
T(("驾校_缴费单", """⟪org_name|平安驾校⟫缴费凭证 ⟪invoice_ref|PA-26011⟫ 学员⟦PERSON|邓子轩⟧ 身份证⟦IDCARD|$prc23⟧ 实缴⟦AMOUNT|5,200元⟧ 经办⟦PERSON|孟老师⟧"""))
T(("驾校_体检", """学员体检：⟦PERSON|冯嘉怡⟧，⟦DATE_OF_BIRTH|1998年8月8日⟧，身份证⟦IDCARD|$prc26⟧，视力⟪measurement|5.0⟫，⟦MEDICAL|高度近视⟧需戴镜驾驶。"""))
T(("留学中介_签证清单", """签证材料：⟦PERSON|唐浩⟧ 护照⟦PASSPORT|EH3307126⟧，在读证明，存款⟦AMOUNT|50万元⟧，⟪place|伦敦⟫CAS号⟪case_ref|E4G7Q2X8⟫，签证费⟪price|£524⟫。"""))
T(("留学中介_合同", """留学服务合同 甲方⟦PERSON|许文静⟧ 身份证号⟦IDCARD|$prc18⟧ 电话⟦PHONE|18817263390⟧ 服务费合计⟦AMOUNT|叁万伍仟元⟧ 乙方⟪org_name|启航留学⟫ 签约日期⟪date|2026年1月6日⟫"""))
T(("家政保洁_阿姨档案", """阿姨档案：⟦PERSON|刘桂兰⟧，⟦DATE_OF_BIRTH|1976年8月18日⟧，身份证⟦IDCARD|$prc14⟧，健康证⟪cert_ref|JK2025-0912⟫有效至⟪date|2026年9月⟫，月薪⟦AMOUNT|6,800元⟧。"""))
T(("家政保洁_投诉", """投诉单⟪ticket_ref|TS-2201⟫：客户⟦PERSON|钟先生⟧反映保洁员⟦PERSON|小芳⟧迟到⟪duration|40分钟⟫，要求退还⟦AMOUNT|50元⟧。处理人客服⟦PERSON|小鹿⟧。"""))
T(("邻里群_捐款", """【阳光里小区】为8号楼⟦PERSON|陈奶奶⟧治病捐款：⟦PERSON|王强⟧ ⟦AMOUNT|500元⟧，⟦PERSON|李娜⟧ ⟦AMOUNT|300元⟧，⟦PERSON|老孙⟧ ⟦AMOUNT|200元⟧。⟦PERSON|陈奶奶⟧确诊⟦MEDICAL|肺癌⟧，目前在⟪place|肿瘤医院⟫化疗。"""))
T(("邻里群_快递", """⟦PERSON|小王⟧：谁的快递放我家门口了？单号⟪tracking_ref|SF1408823377215⟫，收件人⟪masked_name|何**⟫，电话⟪masked_phone|138****5521⟫"""))
T(("家庭群_转账", """⟦PERSON|阿强⟧：妈，房贷这个月我转了⟦AMOUNT|4,600⟧，卡号尾号⟪id_tail|8823⟫
妈：收到了，你爸的⟦MEDICAL|糖尿病⟧药⟦MEDICAL|二甲双胍0.5g⟧快吃完了
⟦PERSON|阿强⟧：我⟪date|周末⟫买了寄回去"""))
T(("家庭群_体检", """⟦PERSON|小敏⟧：奶奶体检⟦MEDICAL|骨质疏松⟧，医生开了⟦MEDICAL|钙尔奇D⟧。挂号费⟪price|50元⟫，检查我付了⟦AMOUNT|1,280元⟧。"""))
T(("银行_转账回单", """转账回单 ⟪txn_ref|20260114000388⟫ 付款人⟦PERSON|黄建平⟧ 收款人⟦PERSON|黄思琪⟧ 金额⟦AMOUNT|￥10,000.00⟧ 收款账号⟦CARD|$card11⟧ 时间⟪timestamp|2026-01-14 10:22:31⟫"""))
T(("信用卡_客服通话", """客服：请核对卡号。客户⟦PERSON|马女士⟧：⟦CARD|$card16⟧，有效期⟪card_expiry|09/28⟫，背面⟦CVV|551⟧。客服：本期账单⟦AMOUNT|8,432.60元⟧，最低还款⟪price|10%⟫。"""))
T(("医院_病历摘要", """出院小结：患者⟦PERSON|邵国华⟧，男，⟦DATE_OF_BIRTH|1969-06-11⟧，身份证⟦IDCARD|$prc20⟧，诊断：⟦MEDICAL|2型糖尿病⟧、⟦MEDICAL|冠心病⟧，出院带药⟦MEDICAL|阿司匹林100mg⟧。主治⟦PERSON|孟医生⟧。"""))
T(("临床试验_知情同意", """知情同意书（版本⟪version|3.0⟫）受试者⟦PERSON|蔡晓东⟧，筛选号⟪participant_id|S-0217⟫，诊断⟦MEDICAL|非小细胞肺癌⟧，交通补助⟪price|每次访视200元⟫。研究者⟦PERSON|黎主任⟧。"""))
T(("临床试验_不良事件", """SAE报告 ⟪case_ref|SAE-2026-004⟫：受试者⟦PERSON|朱海波⟧，⟦MEDICAL|3级中性粒细胞减少⟧，⟪date|2026-01-08⟫发生，已停药。"""))
T(("科研_数据共享", """数据共享协议附件：提供方联系人⟦PERSON|罗教授⟧ ⟦EMAIL|luo.lab@zju-demo.edu.cn⟧，传输服务器⟦IP_ADDRESS|10.71.2.45⟧，数据集⟪dataset|HZ-COHORT-2025⟫，样本量⟪count|3,200⟫。"""))
T(("科研_样本登记", """样本登记 ⟪sample_id|BL-77312⟫ 采集人⟦PERSON|吕婷⟧ 受试者⟦PERSON|江涛⟧ 诊断⟦MEDICAL|系统性红斑狼疮⟧ 冰箱⟪freezer|-80℃ F3⟫"""))
T(("物业_门禁", """【物业通知】⟦PERSON|程先生⟧，您的单元门禁临时密码为⟦PASSWORD|680213⟧，有效期⟪duration|24小时⟫。访客码⟪otp_code|5521⟫。"""))
T(("房屋保险_查勘", """查勘记录：被保险人⟦PERSON|韩雪⟧，⟦ADDRESS|浙江省杭州市西湖区文三路259号3幢502室⟧，漏水损失，核定赔款⟦AMOUNT|12,600元⟧，保单⟪policy_ref|PICC-330100-8812⟫。"""))
T(("灭虫_预约", """【⟪org_name|绿盾除虫⟫】⟦PERSON|郭女士⟧预约⟪date|1月20日⟫白蚁处理，地址⟦ADDRESS|江苏省南京市玄武区中山路128号7楼⟧，上门费⟪price|80元⟫。"""))
T(("光伏_安装单", """光伏安装单 ⟪order_ref|GF-0332⟫ 户主⟦PERSON|谢国强⟧ ⟦PHONE|13957128846⟧ 装机⟪capacity|20kW⟫ 总价⟦AMOUNT|六万八⟧ 逆变器⟪product_code|华为SUN2000-20KTL⟫"""))
T(("游戏_客服工单", """工单⟪ticket_ref|GM-99812⟫ 玩家⟦PERSON|叶凡⟧（UID ⟪player_id|30918827⟫）误充值⟦AMOUNT|648元⟧申请退款，登录IP ⟦IP_ADDRESS|113.87.201.54⟧，设备⟪product_code|iPhone 14⟫。"""))
T(("金融_对账脚本日志", """[⟪timestamp|02:00:01⟫] 对账开始 批次⟪batch_id|RC-0115⟫
[⟪timestamp|02:00:03⟫] 差异：用户⟦PERSON|邱明⟧ 账户余额⟦AMOUNT|12,004.50⟧ vs 流水⟦AMOUNT|12,104.50⟧
[⟪timestamp|02:00:04⟫] 阿里云 AK ⟦APIKEY|$ltai2⟧ 调用成功"""))
T(("腾讯云_配置", """[tencentcloud]
secret_id = ⟦APIKEY|$akid1⟧
secret_key = ⟦SECRET|$tc_secret1⟧
region = ⟪region|ap-guangzhou⟫"""))
T(("钉钉机器人", """钉钉机器人 webhook：⟦SECRET|https://oapi.dingtalk.com/robot/send?access_token=5f2a9c1e7b3d48e6a0c9f1b2d3e4a5c6b7d8e9f0a1b2c3d4e5f6a7b8c9d0e1f2⟧ 负责人⟦PERSON|韦东⟧ 群⟪group|运维告警⟫"""))
T(("价格表", """⟪org_name|洁家家政⟫价目表：日常保洁⟪price|45元/小时⟫，深度保洁⟪price|65元/小时⟫，擦玻璃⟪price|8元/平米⟫。⟪date|2026年1月⟫起执行。"""))
T(("课程时刻表", """⟪org_name|燃力健身⟫团课时间表：周一⟪time|19:00⟫ 动感单车，周三⟪time|20:00⟫ 瑜伽，周六⟪time|10:00⟫ 搏击。单次⟪price|59元⟫。"""))
T(("乐团_排练通知", """【⟪org_name|城市青年交响乐团⟫】⟪date|本周日⟫下午排练⟪place|音乐厅B排练室⟫。首席⟦PERSON|沈一帆⟧请提前到。团费⟦AMOUNT|600元⟧请交给⟦PERSON|钱会计⟧。"""))
T(("翻译_报价", """⟪org_name|信达翻译⟫报价：客户⟦PERSON|唐女士⟧ 合同翻译⟪count|1.2万字⟫，单价⟪price|千字220元⟫，已付⟦AMOUNT|2,640元⟧。"""))
T(("酒商_订单", """订单⟪order_ref|WN-3381⟫ 客户⟦PERSON|潘立⟧ 拉菲传奇×6 ⟪price|单价398元⟫ 实付⟦AMOUNT|2,268元⟧ 收货地址⟦ADDRESS|四川省成都市武侯区天府大道北段1700号⟧"""))
T(("游艇_租赁", """游艇租赁单 ⟪booking_ref|YT-0912⟫ 租客⟦PERSON|卢俊⟧ 身份证⟦IDCARD|$prc9⟧ ⟪duration|4小时⟫ 租金⟦AMOUNT|3,800元⟧ ⟪place|三亚湾⟫码头"""))
