TEXTS = [
("车险理赔_报案记录", """【⟪org_name|平安产险⟫ 报案记录】报案号 ⟪case_ref|RDAA2027310100004417⟫
报案人：⟦PERSON|陈志强⟧  联系电话：⟦PHONE|13816624079⟧
身份证号：⟦IDCARD|$id_wang⟧
出险时间：⟪timestamp|2027-03-06 18:40⟫  出险地点：⟦ADDRESS|上海市闵行区沪闵路6088号凯德龙之梦地库B2⟧
车牌：⟪plate|沪A·7K392⟫  事故经过：倒车时与立柱碰撞，后保险杠受损，无人伤。
预估损失：⟦AMOUNT|3,200元⟧  查勘员：⟦PERSON|孙经理⟧ ⟦PHONE|021-5877 3310⟧"""),
("车险理赔_微信群", """【理赔沟通群】
⟦PERSON|老周⟧：⟦PERSON|小刘⟧，定损出来没？
⟦PERSON|刘洋⟧：出来了，修理厂报价 ⟪price|5800⟫，保险公司只认 ⟦AMOUNT|4,650元⟧
⟦PERSON|老周⟧：对方全责啊，他们赔多少？
⟦PERSON|刘洋⟧：三者险赔付 ⟦AMOUNT|4,650元⟧，剩下的我自己出 ⟦AMOUNT|1,150元⟧
⟦PERSON|老周⟧：收款账号发我，我让财务先垫
⟦PERSON|刘洋⟧：⟦CARD|$card_up1⟧ 招商银行 ⟦PERSON|刘洋⟧"""),
("车险理赔_赔款通知短信", """【⟪org_name|人保财险⟫】尊敬的⟦PERSON|黄丽娟⟧女士，您的案件⟪case_ref|PDAA202744030000018841⟫已结案，赔款⟦AMOUNT|12,860.00元⟧已转入尾号⟪id_tail|3391⟫的银行账户，请注意查收。客服⟦PHONE|95518⟧。"""),
("装修监理_日报", """装修监理日报  项目：⟦ADDRESS|杭州市西湖区文三路259号昌地火炬大厦2号楼1503室⟧
日期：⟪date|2027年3月5日⟫  天气：阴
业主：⟦PERSON|何女士⟧  监理：⟦PERSON|王建国⟧  施工队长：⟦PERSON|老吴⟧
今日工序：水电开槽、线管敷设。发现卫生间防水未做闭水试验即封墙，已要求返工。
材料进场：⟪product_code|PPR 20管⟫ 120米，⟪org_name|公牛⟫开关面板 32个。
业主已付第二期款 ⟦AMOUNT|48,000元⟧，合同总价 ⟪price|16万⟫。
入户门密码 ⟦PASSWORD|738291⟧，施工结束后更换。"""),
("装修监理_合同条款", """第五条 付款方式
甲方（业主）：⟦PERSON|谭晓燕⟧  身份证号：⟦IDCARD|$id_xu⟧  出生日期：⟦DATE_OF_BIRTH|1997年2月22日⟧
乙方：⟪org_name|杭州匠心装饰工程有限公司⟫
1. 合同签订后三日内，甲方支付首期款 ⟦AMOUNT|人民币叁万元整（¥30,000）⟧；
2. 水电验收合格后支付 ⟪percentage|30%⟫；
3. 竣工验收后结清尾款，保留 ⟪percentage|5%⟫ 质保金一年。
甲方收款账户：⟦CARD|$card_up2⟧（中国银行）
联系地址：⟦ADDRESS|浙江省杭州市拱墅区莫干山路1188号3幢2单元601室⟧"""),
("幼儿园接送_家长群通知", """【钉钉·⟪org_name|阳光幼儿园⟫ 小二班】
各位家长好，本周起接送需出示接送卡。临时代接请提前在群里报备：
⟦PERSON|朵朵⟧妈妈：周三由外婆⟦PERSON|张秀兰⟧接，电话⟦PHONE|13905718826⟧
⟦PERSON|乐乐⟧爸爸：周五由司机⟦PERSON|小赵⟧接，接送暗号"⟦PASSWORD|小熊饼干⟧"
温馨提示：⟦PERSON|乐乐⟧ ⟦MEDICAL|芒果过敏⟧，请勿带芒果类零食入园。
班主任 ⟦PERSON|许老师⟧"""),
("幼儿园接送_入园登记表", """幼儿入园健康登记表
幼儿姓名：⟦PERSON|赵子墨⟧  性别：男  出生日期：⟦DATE_OF_BIRTH|2019-11-08⟧
身份证号：⟦IDCARD|$id_zhao⟧
过敏史：⟦MEDICAL|青霉素过敏⟧、⟦MEDICAL|尘螨过敏⟧
既往病史：⟦MEDICAL|热性惊厥⟧（2022年一次）
监护人：⟦PERSON|赵磊⟧（父）⟦PHONE|186 2103 5597⟧；⟦PERSON|周婷⟧（母）⟦PHONE|159 0173 4462⟧
家庭住址：⟦ADDRESS|南京市玄武区珠江路88号新世界中心A座1208室⟧
托费：⟪price|每月2,680元⟫  已缴：⟦AMOUNT|8,040元⟧（一季度）"""),
("产检建档_记录", """孕妇建档记录  建档号 ⟪case_ref|CJ20270211-0387⟫
姓名：⟦PERSON|林佳怡⟧  年龄：⟪quantity|34岁⟫  孕次/产次：G2P0
身份证：⟦IDCARD|$id_li⟧
末次月经：⟪date|2026-12-20⟫  预产期：⟪date|2027-09-26⟫
既往史：⟦MEDICAL|甲状腺功能减退⟧，服用⟦MEDICAL|优甲乐 50μg⟧；2025年⟦MEDICAL|自然流产⟧一次。
丈夫：⟦PERSON|郑浩⟧  电话：⟦PHONE|13671829043⟧
住址：⟦ADDRESS|上海市徐汇区漕溪北路595号2号楼803室⟧
建档医生：⟦PERSON|孟医生⟧"""),
("产检_微信聊天", """⟦PERSON|佳怡⟧：⟦PERSON|孟医生⟧您好，今天糖耐结果出来了，第二个数是 ⟪quantity|10.3⟫
⟦PERSON|孟医生⟧：这个超了，考虑⟦MEDICAL|妊娠期糖尿病⟧，下周三来营养门诊
⟦PERSON|佳怡⟧：好的，需要打⟦MEDICAL|胰岛素⟧吗
⟦PERSON|孟医生⟧：先控制饮食，监测血糖，不行再用⟦MEDICAL|胰岛素⟧。挂号费 ⟪price|50元⟫"""),
("戒毒康复_社区康复档案", """社区戒毒康复人员档案（内部）
姓名：⟦PERSON|吴海峰⟧  绰号：⟦PERSON|阿峰⟧  身份证号：⟦IDCARD|$id_wu⟧
出生日期：⟦DATE_OF_BIRTH|1984年10月17日⟧
户籍地址：⟦ADDRESS|福建省厦门市思明区厦禾路862号之三1204室⟧
吸毒史：⟦MEDICAL|甲基苯丙胺依赖⟧ 6年；合并⟦MEDICAL|焦虑障碍⟧，服用⟦MEDICAL|舒肝解郁胶囊⟧。
尿检记录：⟪date|2027-02-03⟫ 阴性；⟪date|2027-03-03⟫ 阴性。
责任社工：⟦PERSON|蔡丽萍⟧ ⟦PHONE|0592-5203 887⟧  协议编号 ⟪case_ref|SMKF-2025-0419⟫"""),
("戒毒康复_短信", """⟦PERSON|阿峰⟧，明天上午9点记得到⟪place|莲前街道⟫社区康复站尿检，带身份证。上个月补助 ⟦AMOUNT|600元⟧ 已发到你卡上。——⟦PERSON|蔡姐⟧"""),
("临床试验_知情同意签署页", """受试者知情同意书签字页
方案编号：⟪product_code|HR-0917-III⟫  中心编号：⟪product_code|CN-08⟫
受试者筛选号：⟪case_ref|S08-0153⟫  受试者姓名缩写：⟦PERSON|ZLY⟧
受试者签名：⟦PERSON|张兰英⟧  日期：⟪date|2027.01.19⟫
法定代理人：⟦PERSON|张伟⟧（之子）  联系电话：⟦PHONE|18910273354⟧
研究者签名：⟦PERSON|钱文博⟧  日期：⟪date|2027.01.19⟫
受试者每次访视交通补助 ⟪price|200元⟫，完成全部访视共可获 ⟪price|2,400元⟫。"""),
("临床试验_不良事件记录", """不良事件记录表（AE）
受试者编号 ⟪case_ref|S08-0153⟫  访视 V5
AE名称：⟦MEDICAL|丙氨酸氨基转移酶升高⟧  CTCAE ⟪version|5.0⟫ 2级
开始日期 ⟪date|2027-03-02⟫  是否严重：否
合并用药：⟦MEDICAL|双环醇片 25mg tid⟧
与试验药物关系：可能有关
已支付受试者补助 ⟦AMOUNT|1,000元⟧（V1-V5）
记录人：CRC ⟦PERSON|小唐⟧"""),
("基因检测_报告摘要", """⟪org_name|华大基因⟫ 遗传性肿瘤基因检测报告
受检者：⟦PERSON|高雅婷⟧  性别：女  出生日期：⟦DATE_OF_BIRTH|1993-01-03⟧
身份证：⟦IDCARD|$id_gao⟧
样本编号：⟪product_code|BGI-27A03318⟫  检测项目：⟪product_code|BRCA1/BRCA2全外显子⟫
结果：检出 ⟦MEDICAL|BRCA1 c.5470_5477del 致病性变异⟧（杂合）
家族史：母亲⟦MEDICAL|乳腺癌⟧（45岁确诊）
检测费用：⟦AMOUNT|3,980元⟧ 已付
送检医生：⟦PERSON|柳主任⟧"""),
("基因检测_LIMS日志", """[⟪timestamp|2027-03-04 01:12:33⟫] INFO  批次 ⟪build_id|B20270304-02⟫ 上机完成 (⟪product_code|MGISEQ-2000⟫)
[⟪timestamp|2027-03-04 01:12:34⟫] INFO  回传OSS AccessKeyId=⟦APIKEY|$ali_ak1⟧
[⟪timestamp|2027-03-04 01:12:34⟫] DEBUG AccessKeySecret=⟦SECRET|$ali_sk1⟧
[⟪timestamp|2027-03-04 01:12:40⟫] WARN  样本 ⟪product_code|BGI-27A03321⟫ 受检者 ⟦PERSON|龚德明⟧ Q30 ⟪percentage|82.4%⟫ 低于阈值
[⟪timestamp|2027-03-04 01:12:41⟫] INFO  通知 ⟦PERSON|lihuan⟧@⟪place|lab.internal⟫ 复测"""),
("政务服务大厅_叫号登记", """⟪org_name|成都市武侯区政务服务中心⟫ 办件登记
办件编号：⟪case_ref|WH2027030600781⟫  窗口：⟪room_no|B12⟫
申请人：⟦PERSON|刘晓梅⟧  证件号码：⟦IDCARD|$id_liu⟧
联系电话：⟦PHONE|028-8553 2076⟧ / ⟦PHONE|13547801926⟧
事项：不动产登记（二手房转移）  房屋坐落：⟦ADDRESS|四川省成都市武侯区科华北路65号4栋2单元1702号⟧
契税：⟦AMOUNT|27,300元⟧  受理人：⟦PERSON|邓科长⟧"""),
("政务服务_短信通知", """【⟪org_name|浙里办⟫】⟦PERSON|陈思远⟧您好，您申请的居住证已制证完成，请于⟪date|3月20日⟫前携带身份证（尾号⟪id_tail|0917⟫）到⟪place|西湖区文新街道便民服务中心⟫领取。验证码⟪otp_code|662913⟫，5分钟内有效。"""),
("手机银行客服_对话", """【⟪org_name|招商银行⟫ 在线客服】
客户：我的卡被锁了，转不了账
客服⟦PERSON|小桃⟧：您好，为核实身份，请提供开户姓名和身份证后四位
客户：⟦PERSON|宋子航⟧，后四位⟪id_tail|1X37⟫
客服⟦PERSON|小桃⟧：⟦PERSON|宋先生⟧您好，系统显示您连续3次输错交易密码被锁定。
客户：密码我记得是⟦PASSWORD|951753⟧啊
客服⟦PERSON|小桃⟧：请不要在对话中发送密码！为保护资金安全，请立即修改。您账户余额 ⟦AMOUNT|23,416.08元⟧ 安全无异常。"""),
("手机银行_交易提醒", """【⟪org_name|工商银行⟫】您尾号⟪id_tail|7720⟫卡⟪timestamp|03月07日14:22⟫网上银行支出(跨行汇款)⟦AMOUNT|5,000.00元⟧，余额⟦AMOUNT|11,382.56元⟧，对方户名：⟦PERSON|潘玉琴⟧。"""),
("物业费催缴函", """催缴函
⟦PERSON|马俊⟧业主：
您名下的⟦ADDRESS|北京市朝阳区望京西路48号院3号楼1单元1102⟧房屋，截至⟪date|2027年2月28日⟫累计欠缴物业服务费 ⟦AMOUNT|6,384.00元⟧（收费标准 ⟪price|4.2元/㎡·月⟫，建筑面积 ⟪quantity|126.67㎡⟫）。请于15日内缴清。
缴费账户：⟪org_name|北京望京物业管理有限公司⟫ 开户行：工行望京支行
物业服务中心 ⟦PHONE|010-6470 3182⟧  经办：⟦PERSON|宁姐⟧"""),
("物业_业主群聊", """【阳光花园3期业主群】
⟦PERSON|王阿姨⟧：18栋电梯又坏了，物业到底管不管
物业⟦PERSON|小何⟧：⟦PERSON|王阿姨⟧您好，维保公司⟪org_name|迅达⟫下午2点到
⟦PERSON|Tony李⟧：我们交的公摊电费一年 ⟦AMOUNT|两千多⟧，电梯天天坏
⟦PERSON|老钱⟧：业委会账上还有维修基金 ⟪price|80多万⟫ 吧，应该用起来
物业⟦PERSON|小何⟧：维修基金动用要三分之二业主签字，我们这周出公示"""),
("道路救援_呼叫记录", """道路救援派单  单号 ⟪case_ref|JY27030800913⟫
客户：⟦PERSON|冯先生⟧  电话：⟦PHONE|13760248831⟧
车辆：⟪plate|粤B·D5K821⟫ 特斯拉 Model Y  VIN ⟪vin|LRWYGCEK1PC018273⟫
故障：高速上爆胎，无备胎
位置：⟪place|广深沿江高速福永段往深圳方向K23+400⟫
派车：拖车 ⟪plate|粤B·T0392⟫ 司机⟦PERSON|钟师傅⟧ ⟦PHONE|13823104476⟧
收费：拖车 ⟪quantity|38公里⟫，客户自付 ⟦AMOUNT|680元⟧（保险免费额度 ⟪quantity|50公里⟫外）"""),
("航空_行李延误登记", """⟪org_name|东方航空⟫ 行李运输事故记录  编号 ⟪booking_ref|PVGMU38127⟫
旅客姓名：⟦PERSON|欧阳娜⟧ / ⟦PERSON|OUYANG NA⟧
航班：⟪flight_no|MU5102⟫ ⟪date|07MAR⟫ 北京首都-上海虹桥  座位 ⟪seat_no|34K⟫
行李牌：⟪booking_ref|MU 783341⟫  描述：银色拉杆箱 24寸
箱内物品：⟦MEDICAL|胰岛素笔⟧及冷藏包、衣物
护照：⟦PASSPORT|EK2847301⟧  联系电话：⟦PHONE|+86 135 0112 8843⟧
临时生活补偿：⟦AMOUNT|300元⟧ 已现金发放"""),
("邮轮_乘客名单", """序号|姓名|拼音|性别|出生日期|护照号|舱房
1|⟦PERSON|沈国华⟧|⟦PERSON|SHEN GUOHUA⟧|男|⟦DATE_OF_BIRTH|1956-03-12⟧|⟦PASSPORT|E71926430⟧|⟪room_no|6215⟫
2|⟦PERSON|邹美玲⟧|⟦PERSON|ZOU MEILING⟧|女|⟦DATE_OF_BIRTH|1958-07-29⟧|⟦PASSPORT|EB4419027⟧|⟪room_no|6215⟫
3|⟦PERSON|沈悦⟧|⟦PERSON|SHEN YUE⟧|女|⟦DATE_OF_BIRTH|1986-12-01⟧|⟦PASSPORT|EA0388154⟧|⟪room_no|6217⟫
备注：1号乘客 ⟦MEDICAL|心脏起搏器⟧，登船时请走人工通道。航次 ⟪booking_ref|MSC-BL-0412⟫。"""),
("主题乐园_退款工单", """工单号：⟪ticket_ref|SHDL-RF-2027-08833⟫
游客：⟦PERSON|蒋雨桐⟧  手机：⟦PHONE|17701839920⟧
订单：⟪order_ref|DL20270214008817⟫ 一日票×3（⟪price|成人票719元⟫）
诉求：孩子当天⟦MEDICAL|急性肠胃炎⟧住院，申请全额退款，已上传⟪org_name|复旦儿科医院⟫病历。
处理：同意退 ⟦AMOUNT|1,797元⟧，原路退回支付宝。
处理人：⟦PERSON|Vivian⟧ 客服组"""),
("演出票务_无障碍申请", """无障碍观演申请
演出：⟪product_code|2027 星河嘉年华巡回演唱会 深圳站⟫
申请人：⟦PERSON|梁嘉欣⟧  证件：⟦IDCARD|$id_luo⟧
残疾人证号 ⟪id_tail|440106***********7⟫ 类别：⟦MEDICAL|肢体残疾二级⟧
陪同人：⟦PERSON|梁志伟⟧ ⟦PHONE|13926087715⟧
已购票 ⟦AMOUNT|1,760元⟧（2张），申请调换轮椅席位。"""),
("慈善_月捐协议", """⟪org_name|壹基金⟫ 月捐授权书
捐赠人：⟦PERSON|彭晓东⟧  手机：⟦PHONE|18602716639⟧
每月捐赠金额：⟦AMOUNT|100元⟧  扣款日：每月⟪date|5日⟫
扣款银行卡：⟦CARD|$card_up3⟧
身份证号（用于开具捐赠票据）：⟦IDCARD|$id_peng⟧
签名：⟦PERSON|彭晓东⟧  ⟪date|2027/03/01⟫"""),
("学校_缴费通知", """【⟪org_name|南山实验学校⟫ 家校通】
⟦PERSON|李沐阳⟧同学家长：本学期研学旅行（⟪place|西安⟫5日）费用 ⟪price|3,280元/人⟫，您已缴 ⟦AMOUNT|1,000元⟧，尚欠 ⟦AMOUNT|2,280元⟧，请于⟪date|3月15日⟫前通过学校缴费平台补缴。孩子如有⟦MEDICAL|晕车⟧等情况请告知班主任⟦PERSON|韩老师⟧。"""),
("听力评估_报告", """⟪org_name|北京同仁医院⟫ 听力学评估报告
姓名：⟦PERSON|胡一鸣⟧  性别：男  年龄：⟪quantity|6岁⟫  门诊号 ⟪case_ref|TR0027731⟫
纯音测听：右耳 ⟪quantity|45dB⟫，左耳 ⟪quantity|50dB⟫
诊断：⟦MEDICAL|双耳中度感音神经性聋⟧；⟦MEDICAL|构音障碍⟧
建议：验配⟦MEDICAL|助听器⟧，同时进行言语康复训练，每周2次。
医师：⟦PERSON|邱振华⟧"""),
("言语康复_机构收据", """⟪org_name|启音言语康复中心⟫ 收据  No.⟪invoice_ref|0018832⟫
今收到 ⟦PERSON|胡建军⟧（⟦PERSON|胡一鸣⟧家长）
交来：言语康复训练费 20课时
金额：⟦AMOUNT|人民币陆仟元整 ¥6,000.00⟧
课时单价 ⟪price|300元⟫  收款人：⟦PERSON|俞老师⟧  ⟪date|2027-03-02⟫"""),
("性健康门诊_随访短信", """【⟪org_name|市疾控自愿咨询检测门诊⟫】⟦PERSON|W先生⟧您好，您⟪date|3月1日⟫的检测结果已出，请携带编号⟪case_ref|VCT-0301-27⟫本人到门诊领取，咨询电话⟦PHONE|020-8313 6400⟧。"""),
("性病门诊_病历", """门诊病历  科室：皮肤性病科  ⟪date|2027-02-26⟫
姓名：⟦PERSON|邵俊杰⟧  年龄 ⟪quantity|27⟫  门诊号 ⟪case_ref|MZ20270226-4471⟫
主诉：尿道分泌物3天。
诊断：⟦MEDICAL|淋球菌性尿道炎⟧；⟦MEDICAL|梅毒血清学阳性⟧（TPPA+，RPR 1:8）
处理：⟦MEDICAL|头孢曲松 1g 肌注⟧；⟦MEDICAL|苄星青霉素 240万U⟧ 每周1次×3
医生：⟦PERSON|石医生⟧"""),
("身份核验_接口日志", """⟪timestamp|2027-03-08 10:21:07.442⟫ INFO  [kyc-gateway] 调用公安二要素核验 req_id=⟪uuid|$uuid1⟫
⟪timestamp|2027-03-08 10:21:07.443⟫ DEBUG 请求体 {"name":"⟦PERSON|曹雨萱⟧","idNo":"⟦IDCARD|$id_cao⟧","mobile":"⟦PHONE|15821447702⟧"}
⟪timestamp|2027-03-08 10:21:07.901⟫ INFO  人脸比对得分 ⟪percentage|92.6⟫，阈值 ⟪percentage|80⟫
⟪timestamp|2027-03-08 10:21:07.902⟫ DEBUG 腾讯云 SecretId=⟦APIKEY|$tc_ak1⟧ SecretKey=⟦SECRET|$tc_sk1⟧
⟪timestamp|2027-03-08 10:21:08.010⟫ INFO  核验通过，来源IP ⟦IP_ADDRESS|117.136.38.92⟧"""),
("潮汐表_无个人信息", """⟪place|青岛港⟫ 潮汐预报 ⟪date|2027年3月14日⟫（农历二月初七）
高潮 ⟪time|05:36⟫ ⟪quantity|412厘米⟫；低潮 ⟪time|11:52⟫ ⟪quantity|98厘米⟫
高潮 ⟪time|18:04⟫ ⟪quantity|430厘米⟫；低潮 ⟪time|00:21⟫ ⟪quantity|115厘米⟫
数据来源：⟪org_name|国家海洋信息中心⟫，仅供参考。"""),
("营养成分表", """营养成分表
项目      每100毫升   NRV%
能量      ⟪quantity|272千焦⟫    ⟪percentage|3%⟫
蛋白质    ⟪quantity|3.2克⟫      ⟪percentage|5%⟫
脂肪      ⟪quantity|3.6克⟫      ⟪percentage|6%⟫
碳水化合物 ⟪quantity|4.8克⟫     ⟪percentage|2%⟫
钠        ⟪quantity|60毫克⟫     ⟪percentage|3%⟫
⟪health_term|乳糖不耐受⟫者慎饮。建议零售价 ⟪price|5.5元⟫。"""),
("列车晚点公告", """【⟪org_name|中国铁路⟫】旅客朋友们，由于沿线降雪，⟪flight_no|G1372⟫次列车预计晚点⟪quantity|40分钟⟫到达⟪place|杭州东站⟫，请您合理安排行程。退票不收取手续费，改签请至⟪place|12306⟫办理。"""),
("车险_定损单OCR", """⟪org_name|太平洋保险⟫ 机动车辆损失确认书
被保险人：⟦PERSON|唐建新⟧    车牌号：⟪plate|苏A·3M8Q2⟫
保单号：⟪policy_ref|ANAJ3201272026001827⟫
定损金额：配件 ⟦AMOUNT|7,420.00⟧ 工时 ⟦AMOUNT|1,380.00⟧ 合计 ⟦AMOUNT|8,800.00⟧
修理厂：⟪org_name|南京宁通汽修有限公司⟫  地址：⟦ADDRESS|江苏省南京市玄武区龙蟠路177号⟧
定损员：⟦PERSON|许小姐⟧  被保险人签字：⟦PERSON|唐建新⟧"""),
("装修_飞书群机器人配置", """# 装修工地巡检机器人 config.ini
[feishu]
webhook = ⟦SECRET|$feishuhook1⟧
app_id = ⟪app_id|cli_a5f7c2e9b3d8100c⟫
app_secret = ⟦SECRET|$csec2⟧
[notify]
at_user = ⟦PERSON|wangjianguo⟧
mobile = ⟦PHONE|13957182264⟧
[site]
name = ⟪place|滨江金茂府12-2-801⟫
budget = ⟪price|380000⟫"""),
("幼儿园_病假条", """请假条
⟪org_name|小太阳幼儿园⟫ 中一班 ⟦PERSON|冯可欣⟧ 因⟦MEDICAL|手足口病⟧于⟪date|3月6日⟫起请假一周，已在⟪org_name|深圳市儿童医院⟫就诊，痊愈后持复课证明返园。
家长：⟦PERSON|冯志远⟧ ⟦PHONE|13612976603⟧
幼儿身份证号：⟦IDCARD|$id_feng⟧"""),
("幼儿园_接送口令_短信", """⟦PERSON|王老师⟧您好，今天我加班，⟦PERSON|小宝⟧由我同事⟦PERSON|柯颖⟧来接，接送口令是"⟦PASSWORD|蓝色火车⟧"，她手机⟦PHONE|15088236410⟧。谢谢！——⟦PERSON|小宝⟧妈妈"""),
("产检_B超报告", """⟪org_name|浙江大学医学院附属妇产科医院⟫ 超声检查报告
姓名：⟦PERSON|陈雨欣⟧  年龄 ⟪quantity|31⟫  ID ⟪case_ref|0021837745⟫
孕周 ⟪quantity|22+3周⟫，单活胎，胎位 ROA。
提示：⟦MEDICAL|胎盘低置状态⟧；⟦MEDICAL|单脐动脉⟧。建议定期复查。
检查医师：⟦PERSON|应丹⟧"""),
("戒毒_美沙酮门诊登记", """美沙酮维持治疗门诊 服药登记
编号 ⟪case_ref|MMT-0419⟫ ⟦PERSON|孙大伟⟧ 今日剂量 ⟦MEDICAL|美沙酮口服液 65ml⟧ 已服
编号 ⟪case_ref|MMT-0422⟫ ⟦PERSON|黎小军⟧ 今日剂量 ⟦MEDICAL|美沙酮口服液 40ml⟧ 已服，⟦MEDICAL|HIV阳性⟧，抗病毒治疗中
编号 ⟪case_ref|MMT-0431⟫ ⟦PERSON|郑红⟧ 未到
每次服药费 ⟪price|10元⟫  值班：⟦PERSON|老黄⟧"""),
("临床试验_受试者报销表", """受试者交通补助发放表  项目 ⟪product_code|JS-2026-ONC-11⟫
筛选号,姓名,身份证号,银行卡号,金额,日期
⟪case_ref|S02-007⟫,⟦PERSON|孙丽华⟧,⟦IDCARD|$id_sun⟧,⟦CARD|$card_up4⟧,⟦AMOUNT|600⟧,⟪date|2027-02-20⟫
⟪case_ref|S02-011⟫,⟦PERSON|何振东⟧,⟦IDCARD|$id_he⟧,⟦CARD|$card_up5⟧,⟦AMOUNT|400⟧,⟪date|2027-02-20⟫"""),
("基因检测_客服电话", """客服：您好，⟪org_name|贝瑞基因⟫，工号⟪product_code|3021⟫为您服务。
客户：你好，我想查一下无创DNA的结果，我叫⟦PERSON|叶倩⟧。
客户：身份证是⟦IDCARD|$id_ye⟧，出生日期⟦DATE_OF_BIRTH|1982年6月13日⟧。
客服：⟦PERSON|叶女士⟧，您的结果是⟦MEDICAL|21三体低风险⟧，⟦MEDICAL|18三体低风险⟧，纸质报告会寄到⟦ADDRESS|厦门市思明区莲前西路216号⟧。
客户：好的，费用⟦AMOUNT|两千四⟧是已经扣了吧？
客服：是的，已扣款。"""),
("政务_企业开办_钉钉通知", """【钉钉·⟪org_name|西湖区市场监管局⟫】
⟦PERSON|林思远⟧：您提交的"⟪org_name|杭州思远科技有限公司⟫"设立登记已通过。法定代表人：⟦PERSON|林思远⟧，身份证 ⟦IDCARD|$id_lin⟧。注册资本 ⟪price|100万元⟫。营业执照请至⟪place|西湖区行政服务中心⟫3楼⟪room_no|C-07⟫领取。"""),
("政务_社保转移_表单", """基本养老保险关系转移申请表
姓名：⟦PERSON|马晓丽⟧  公民身份号码：⟦IDCARD|$id_ma⟧  出生年月：⟦DATE_OF_BIRTH|1991-04-20⟧
原参保地：⟪place|北京市朝阳区⟫  转入地：⟪place|广州市天河区⟫
联系地址：⟦ADDRESS|广东省广州市天河区体育西路103号维多利广场B塔2506⟧
联系电话：⟦PHONE|13711520374⟧  个人账户累计：⟦AMOUNT|58,216.37元⟧"""),
("手机银行_诈骗拦截", """【⟪org_name|建设银行⟫客服通话摘要】⟪timestamp|2027-03-07 20:14⟫
客户 ⟦PERSON|唐秀英⟧（⟪quantity|72岁⟫）欲向"⟪org_name|安全账户⟫"转账 ⟦AMOUNT|十五万⟧，收款人⟦PERSON|刘振⟧，卡号⟦CARD|$card_up1⟧。
坐席⟦PERSON|小周⟧判断为冒充公检法诈骗，已暂停交易并联系其女儿⟦PERSON|唐敏⟧ ⟦PHONE|13901642278⟧。"""),
("手机银行_App崩溃日志", """⟪timestamp|2027-03-06 09:11:52.331⟫ E/PayModule: java.lang.IllegalStateException: token expired
    at com.bank.mobile.pay.TransferActivity.onResume(TransferActivity.java:⟪port|218⟫)
  userId=⟪product_code|U8812044⟫ name=⟦PERSON|jiangtao⟧ token=⟦SECRET|$tok4⟧
  device=⟪product_code|HUAWEI-ALN-AL00⟫ ip=⟦IP_ADDRESS|223.104.3.187⟧ app=⟪version|8.2.1⟫"""),
("物业_门禁系统配置", """# 小区门禁平台 .env
DB_HOST=⟦IP_ADDRESS|192.168.1.20⟧
DB_PORT=⟪port|3306⟫
DB_USER=access
DB_PASSWORD=⟦PASSWORD|Wyz@2027!gate⟧
WECOM_WEBHOOK=⟦SECRET|$wecomhook1⟧
ADMIN_PHONE=⟦PHONE|13588041927⟧
ADMIN_NAME=⟦PERSON|周明⟧"""),
("道路救援_司机工作群", """【救援调度群】
⟦PERSON|钟师傅⟧：⟪plate|粤B·D5K821⟫ 已拖到⟪org_name|特斯拉福田服务中心⟫
调度⟦PERSON|阿芳⟧：收到，客户⟦PERSON|冯先生⟧说车钥匙卡给前台了
⟦PERSON|钟师傅⟧：是，前台⟦PERSON|小莫⟧签收的。高速费 ⟦AMOUNT|45元⟧ 我先垫了
调度⟦PERSON|阿芳⟧：好，月底一起报"""),
("会议议程_无个人信息", """⟪org_name|2027中国建筑安全生产大会⟫ 议程
⟪time|09:00⟫ 开幕致辞
⟪time|09:30⟫ 主旨报告：高处作业坠落事故分析
⟪time|10:30⟫ 圆桌：智慧工地与AI安全帽
⟪time|14:00⟫ 分论坛：⟪health_term|职业性尘肺病⟫防治
地点：⟪place|国家会议中心⟫ ⟪room_no|305⟫ 报名费 ⟪price|1,200元⟫
会务联系：⟦PERSON|苗女士⟧ ⟦PHONE|010-8437 2095⟧ ⟦EMAIL|huiwu@cbsa-conf.cn⟧"""),
("听力_助听器验配单", """助听器验配单
顾客：⟦PERSON|钱桂芳⟧  ⟪quantity|78岁⟫  电话 ⟦PHONE|0571-8702 6651⟧
诊断：⟦MEDICAL|老年性聋⟧，⟦MEDICAL|右耳鼓膜穿孔⟧
型号：⟪product_code|Signia Pure C&G 3AX⟫ 双耳
实付：⟦AMOUNT|16,800元⟧ （原价 ⟪price|19,800元⟫，老年补贴后）
验配师：⟦PERSON|葛⟧ 工号⟪product_code|A17⟫"""),
("车险_电话回访", """回访员：您好，请问是⟦PERSON|雷先生⟧吗？这里是⟪org_name|大地保险⟫。
客户：是我，⟦PERSON|雷鸣⟧。
回访员：您上周报案的事故，对方驾驶员⟪masked_name|杜某某⟫提出的⟦MEDICAL|颈椎挫伤⟧医疗费 ⟦AMOUNT|三千八百元⟧ 您是否认可？
客户：认可，他拍了片子。
回访员：好的，赔款将打到您尾号⟪id_tail|6612⟫的卡上。"""),

("网购_信用卡盗刷报案", """报案人⟦PERSON|邱雅琴⟧称：其⟪org_name|交通银行⟫信用卡⟦CARD|$card_mc4⟧（有效期⟪card_expiry|08/29⟫，背面安全码⟦CVV|615⟧）于⟪timestamp|3月8日凌晨2时⟫在境外网站被盗刷⟦AMOUNT|9,860元⟧。其曾在"装修材料团购"群中填写过卡号及安全码。联系电话⟦PHONE|13301847726⟧，住址⟦ADDRESS|上海市杨浦区国定路335号5号楼1101室⟧。"""),
("手机银行_跨境汇款单", """境外汇款申请书（⟪org_name|中国银行⟫ 手机银行）
汇款人：⟦PERSON|邓立新⟧  身份证 ⟦IDCARD|$id_deng⟧
收款人：⟦PERSON|邓思琪⟧（留学生）
收款账号 IBAN：⟦IBAN|$iban_fr5⟧
汇款金额：⟦AMOUNT|EUR 8,500.00⟧  手续费 ⟪price|50元/笔⟫
附言：⟪product_code|TUITION 2027 S2⟫"""),

("车险_理赔材料清单_邮件", """发件人：⟦PERSON|黎晓峰⟧ <⟦EMAIL|lixf_claims@cpic.com.cn⟧>
收件人：⟦EMAIL|huanglijuan1986@163.com⟧
主题：案件⟪case_ref|ANAJ27030218⟫理赔材料

⟦PERSON|黄女士⟧您好：
请补充以下材料：1. 驾驶证、行驶证；2. 伤者⟦PERSON|陶春生⟧的诊断证明（⟦MEDICAL|左胫骨骨折⟧）及住院发票；3. 收款账户⟦CARD|$card_up3⟧开户行信息。
目前医疗费已垫付 ⟦AMOUNT|2.3万⟧，误工费按 ⟪price|每日260元⟫ 标准计算。
⟪org_name|太平洋保险⟫ 理赔部 ⟦PHONE|025-8466 1020⟧"""),
("装修_验收争议_语音转写", """（语音转写）业主⟦PERSON|贺敏⟧：⟦PERSON|吴师傅⟧，你们这个瓷砖空鼓率太高了，监理⟦PERSON|王工⟧都说了要返工。尾款⟦AMOUNT|两万八⟧我先不付。
⟦PERSON|吴师傅⟧：⟦PERSON|贺姐⟧，空鼓就三四块，我们明天补。您家门锁密码还是⟦PASSWORD|幺三五七九二⟧吧？
⟦PERSON|贺敏⟧：对，补完拍照发我。"""),
("幼儿园_健康观察记录", """晨检记录 ⟪date|3月9日⟫ 大一班
⟦PERSON|罗一诺⟧ 体温 ⟪quantity|37.9℃⟫ 建议回家观察，已电话通知妈妈⟦PERSON|罗晓琳⟧ ⟦PHONE|13528810394⟧
⟦PERSON|甜甜⟧ 口腔疱疹，疑似⟦MEDICAL|疱疹性咽峡炎⟧，已隔离
⟦PERSON|果果⟧ 带药：⟦MEDICAL|布地奈德混悬液⟧ 雾化，家长已签委托书
班级金鱼⟪pet_name|小橙⟫ ⟪animal_health|白点病⟫，已换水。保健医：⟦PERSON|俞医生⟧"""),
("产检_费用明细", """⟪org_name|广州市妇女儿童医疗中心⟫ 门诊收费明细
患者：⟦PERSON|谢婉婷⟧  就诊卡 ⟪case_ref|GZ1182733⟫
NT检查 ⟪price|280.00⟫；唐筛 ⟪price|190.00⟫；⟦MEDICAL|乙肝表面抗原阳性⟧复查 ⟪price|95.00⟫
合计 ⟦AMOUNT|565.00元⟧ 医保统筹支付 ⟦AMOUNT|226.00元⟧ 个人支付 ⟦AMOUNT|339.00元⟧
支付方式：微信 ⟪masked_phone|138****2207⟫"""),
("基因检测_云服务密钥泄露", """# gene-report-service/.env (误提交到 gitee)
TENCENT_SECRET_ID=⟦APIKEY|$tc_ak2⟧
TENCENT_SECRET_KEY=⟦SECRET|$tc_sk2⟧
ALIYUN_AK=⟦APIKEY|$ali_ak3⟧
ALIYUN_SK=⟦SECRET|$ali_sk3⟧
DINGTALK_ROBOT=⟦SECRET|$dinghook1⟧
REPORT_ADMIN=⟦PERSON|tangxiaolong⟧
DB_URL=postgres://report:⟦SECRET|Gx#2027report⟧@⟦IP_ADDRESS|10.66.1.14⟧:⟪port|5432⟫/reports"""),
("政务_护照办理预约", """出入境预约成功
申请人：⟦PERSON|宋文博⟧  身份证号：⟦IDCARD|$id_song⟧  出生日期：⟦DATE_OF_BIRTH|1999-11-11⟧
业务：普通护照换发（原护照号 ⟦PASSPORT|E03917462⟧ 即将过期）
预约时间：⟪timestamp|2027-03-18 09:30-10:00⟫  地点：⟦ADDRESS|杭州市西湖区文三路155号⟧
工本费 ⟪price|120元⟫ 现场缴纳。"""),
("手机银行_贷款催收录音", """坐席：您好，请问是⟦PERSON|汤建华⟧先生吗？我是⟪org_name|浦发银行⟫信用卡中心的。
客户：是，什么事？
坐席：您尾号⟪id_tail|0451⟫的信用卡已逾期⟪quantity|62天⟫，欠款本金⟦AMOUNT|38,420元⟧，加上利息和违约金共⟦AMOUNT|41,267.33元⟧。
客户：我最近⟦MEDICAL|胃癌⟧做手术，能不能分期？
坐席：可以申请，我给您登记，身份证号码麻烦核对一下：⟦IDCARD|$id_tang⟧。"""),
("临床试验_随机化系统截图OCR", """IWRS 随机化确认
研究：⟪product_code|SHR-1701-II-204⟫  中心：⟪product_code|05⟫ ⟪org_name|四川大学华西医院⟫
受试者：⟪case_ref|05-019⟫  ⟦PERSON|CHY⟧  出生年份 ⟪date|1976⟫
诊断：⟦MEDICAL|非小细胞肺癌 IIIB期⟧  EGFR ⟦MEDICAL|19外显子缺失⟧
药物编号 ⟪product_code|D-008812⟫  操作人 ⟦PERSON|彭晓⟧ ⟪timestamp|2027-03-02 14:05⟫"""),
]
