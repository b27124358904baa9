# zh texts for corpus_blind18
TEXTS = []

TEXTS += [
("车险理赔短信", """
【⟪org_name|平和财产保险⟫】尊敬的⟦PERSON|刘志强⟧先生，您的车险报案（案件号⟪claim_ref|PDAA202644030000871⟫，车牌⟪plate|粤B·7K29Q⟫）已结案，赔款⟦AMOUNT|8,640.00元⟧将于3个工作日内转入尾号⟪id_tail|5521⟫的银行卡。如有疑问请拨打⟦PHONE|95590⟧。
"""),
("车险理赔查勘记录", """
查勘记录  案件号：⟪claim_ref|CLM-2026-SZ-004417⟫
报案人：⟦PERSON|陈晓婷⟧  联系电话：⟦PHONE|139 2841 6607⟧
身份证号：⟦IDCARD|$prc3⟧
出险时间：⟪timestamp|2026年11月18日 08:40⟫  出险地点：⟦ADDRESS|深圳市南山区科技园南区高新南七道12号⟧门口
经过：标的车倒车时碰撞路边石墩，后保险杠及右后尾灯损坏。三者无人员受伤。
查勘员：⟦PERSON|郑凯⟧（工号⟪employee_id|SZ0932⟫）
定损金额：⟦AMOUNT|3,210元⟧，其中工时费⟦AMOUNT|800元⟧，配件⟦AMOUNT|2,410元⟧。
备注：客户选择在⟪org_name|南山宝诚4S店⟫维修。
"""),
("宠物险理赔微信", """
⟦PERSON|小鹿⟧：请问宠物险理赔要多久呀？我家⟪pet_name|豆包⟫上周查出⟪animal_health|猫传腹⟫，住院花了好多钱
客服⟦PERSON|阿琳⟧：您好，亲～提交材料后一般5-7个工作日审核。您上传的发票合计⟦AMOUNT|6,480元⟧，按保单约定赔付比例⟪percent|70%⟫，预计赔付⟦AMOUNT|4,536元⟧哦
⟦PERSON|小鹿⟧：好的谢谢！那个⟪animal_health|猫瘟疫苗⟫的费用能报吗
客服⟦PERSON|阿琳⟧：疫苗属于预防性费用，不在保障范围内呢，抱歉～
"""),
("口腔诊所预约提醒", """
【⟪org_name|美齿口腔⟫】⟦PERSON|王雨桐⟧您好，您预约的⟪date|12月6日⟫ 14:30 ⟦MEDICAL|根管治疗（第二次）⟧由⟦PERSON|孟医生⟧为您诊治，请提前10分钟到达⟦ADDRESS|杭州市西湖区文三路259号2楼⟧。改约请致电⟦PHONE|0571-8766 2031⟧。
"""),
("门诊病历", """
⟪org_name|上海市徐汇区中心医院⟫  门诊病历
姓名：⟦PERSON|周佩琳⟧   性别：女   年龄：35岁   门诊号：⟪record_no|MZ20261203-0418⟫
出生日期：⟦DATE_OF_BIRTH|1991年7月22日⟧
身份证：⟦IDCARD|$prc2⟧
主诉：反复上腹痛2月，加重3天。
现病史：餐后加重，伴反酸、嗳气。既往⟦MEDICAL|慢性浅表性胃炎⟧病史。
查体：上腹部轻压痛，无反跳痛。
辅助检查：⟦MEDICAL|幽门螺杆菌C13呼气试验阳性⟧。
诊断：⟦MEDICAL|幽门螺杆菌感染⟧；⟦MEDICAL|十二指肠球部溃疡（待胃镜确认）⟧
处理：⟦MEDICAL|奥美拉唑肠溶胶囊 20mg⟧ bid；⟦MEDICAL|阿莫西林胶囊 1.0g⟧ bid；⟦MEDICAL|克拉霉素片 0.5g⟧ bid；⟦MEDICAL|枸橼酸铋钾⟧，疗程14天。
医师：⟦PERSON|顾建华⟧   ⟪date|2026-12-03⟫
"""),
("体检报告摘要", """
⟪org_name|瑞康健康体检中心⟫ 个人体检报告（摘要）
体检编号：⟪record_no|RK2611270093⟫    体检日期：⟪date|2026-11-27⟫
姓名：⟦PERSON|何建军⟧    性别：男    出生日期：⟦DATE_OF_BIRTH|1979-05-25⟧
身份证号：⟦IDCARD|$prc4⟧
单位：⟪org_name|杭州钱塘智造有限公司⟫
主要异常：
1. ⟦MEDICAL|血压偏高（148/95 mmHg）⟧
2. ⟦MEDICAL|脂肪肝（中度）⟧
3. ⟦MEDICAL|总胆固醇 6.8 mmol/L，高脂血症⟧
4. ⟦MEDICAL|甲状腺右叶结节 TI-RADS 3类⟧
建议：心内科及内分泌科随诊，低脂饮食，半年后复查甲状腺B超。
总检医生：⟦PERSON|林婉清⟧
"""),
("疫苗接种记录", """
儿童预防接种证（电子版）
儿童姓名：⟦PERSON|赵一诺⟧  性别：女  出生日期：⟦DATE_OF_BIRTH|2018年3月22日⟧
身份证号：⟦IDCARD|$prc24⟧
监护人：⟦PERSON|赵磊⟧（父） 电话：⟦PHONE|186 2307 4419⟧
接种单位：⟪org_name|重庆市渝中区七星岗社区卫生服务中心⟫
| 疫苗 | 剂次 | 接种日期 | 批号 |
|---|---|---|---|
| ⟦MEDICAL|麻腮风疫苗⟧ | 第2剂 | ⟪date|2024-03-25⟫ | ⟪batch_no|202310B07⟫ |
| ⟦MEDICAL|百白破疫苗⟧ | 加强 | ⟪date|2024-09-30⟫ | ⟪batch_no|A20240412⟫ |
| ⟦MEDICAL|流感疫苗（四价）⟧ | 第1剂 | ⟪date|2026-10-18⟫ | ⟪batch_no|Y2026091⟫ |
"""),
("药店会员购药小票", """
⟪org_name|康乐大药房（五一路店）⟫
小票号：⟪receipt_no|0019283374⟫   收银员：⟪employee_id|0317⟫
会员：⟦PERSON|谭丽华⟧  手机：⟦PHONE|13974182206⟧
----------------------------------
⟦MEDICAL|二甲双胍缓释片 0.5g⟧×2盒   ⟪price|单价 32.80⟫
⟦MEDICAL|阿托伐他汀钙片 20mg⟧×1盒   ⟪price|单价 45.50⟫
⟦MEDICAL|血糖试纸⟧×1盒             ⟪price|单价 89.00⟫
----------------------------------
合计：⟦AMOUNT|¥200.10⟧   医保统筹支付：⟦AMOUNT|¥120.06⟧   个人现金：⟦AMOUNT|¥80.04⟧
⟪date|2026-12-01⟫ 19:42
"""),
("幼儿园缴费通知钉钉", """
【钉钉·家校通知】⟪org_name|小星星幼儿园⟫ 中二班
各位家长好！2027年春季学期保教费⟪price|每月2,380元⟫、伙食费⟪price|每月420元⟫，请于⟪date|1月10日⟫前通过钉钉家校缴费完成。
以下幼儿上学期尚有欠费，请家长尽快补缴：
⟦PERSON|陈沐阳⟧ 家长 —— 欠费⟦AMOUNT|1,260元⟧
⟦PERSON|许可欣⟧ 家长 —— 欠费⟦AMOUNT|420元⟧
如有困难可联系⟦PERSON|刘园长⟧：⟦PHONE|0731-8854 2207⟧
"""),
("幼儿过敏信息登记表", """
幼儿过敏/特殊饮食登记表
幼儿姓名：⟦PERSON|孙浩然⟧  班级：⟪class_ref|小一班⟫
过敏原：⟦MEDICAL|牛奶蛋白过敏⟧、⟦MEDICAL|芒果过敏⟧
过敏反应：⟦MEDICAL|荨麻疹⟧，严重时⟦MEDICAL|喉头水肿⟧
常备药：⟦MEDICAL|氯雷他定糖浆⟧
家长签名：⟦PERSON|孙伟⟧   联系电话：⟦PHONE|158 0216 7733⟧
填表日期：⟪date|2026年9月1日⟫
"""),
("快递派件失败短信", """
【⟪org_name|顺达速运⟫】您的快件⟪tracking_no|SF1487 2039 6618⟫派送未成功，已存放至⟪place|蜂巢柜（幸福里小区北门）⟫，取件码⟪otp_code|62-1-4098⟫，请于24小时内取件。
"""),
("快递理赔客服对话", """
用户：你好，我寄的茶具碎了，单号⟪tracking_no|YT9928374650112⟫
客服⟦PERSON|小桃⟧：亲亲您好～非常抱歉给您带来不好的体验！请问您保价了吗？
用户：保价了，保价金额⟪price|1000元⟫，实际货值⟦AMOUNT|860元⟧
客服⟦PERSON|小桃⟧：好的，麻烦提供一下寄件人姓名和手机号哦
用户：⟦PERSON|黄文博⟧，⟦PHONE|17702115836⟧
客服⟦PERSON|小桃⟧：已为您提交理赔，工单号⟪ticket_ref|LP20261204001563⟫，预计3个工作日内按实际损失赔付⟦AMOUNT|860元⟧～
"""),
("房东租客微信", """
租客⟦PERSON|小吴⟧：⟦PERSON|张阿姨⟧好，这个月房租⟦AMOUNT|4,500⟧已经转您了，您查收一下
房东⟦PERSON|张阿姨⟧：收到了收到了。对了卫生间那个热水器我约了师傅周六上午来修
租客⟦PERSON|小吴⟧：好的，我周六在家。门锁密码还是⟦PASSWORD|860312#⟧吧？师傅要是早到可以先进
房东⟦PERSON|张阿姨⟧：是的。押金那个⟦AMOUNT|九千⟧等你退租时一起退给你哈
"""),
("租房合同片段", """
房屋租赁合同（节选）
出租方（甲方）：⟦PERSON|马国庆⟧  身份证号：⟦IDCARD|$prc6⟧
承租方（乙方）：⟦PERSON|胡晓雯⟧  身份证号：⟦IDCARD|$prc5⟧
房屋坐落：⟦ADDRESS|武汉市武昌区中北路108号万达公馆3栋1602室⟧
租期：⟪date|2026年12月1日⟫至⟪date|2027年11月30日⟫
月租金：人民币⟦AMOUNT|叁仟捌佰元整⟧（⟦AMOUNT|¥3,800⟧），押一付三，押金⟦AMOUNT|¥3,800⟧。
乙方租金支付账户：⟪org_name|招商银行⟫ 卡号 ⟦CARD|$card_up1⟧
甲方收款电话：⟦PHONE|135 5402 8817⟧
"""),
("律师离婚咨询记录", """
咨询记录  ⟪org_name|金诚律师事务所⟫  ⟪date|2026-11-29⟫
咨询人：⟦PERSON|杨雪梅⟧，电话⟦PHONE|13311027645⟧
承办律师：⟦PERSON|卢律师⟧
情况：与丈夫⟦PERSON|许志远⟧结婚11年，育有一子。男方婚后以个人名义在⟦ADDRESS|北京市朝阳区望京西路41号院5号楼702⟧购房，首付⟦AMOUNT|一百八十万⟧中有⟦AMOUNT|六十万⟧为女方父母出资。男方月收入约⟦AMOUNT|3万⟧。女方因⟦MEDICAL|产后抑郁⟧曾休养两年。
诉求：子女抚养权；分割房产；要求男方支付抚养费每月⟦AMOUNT|5,000元⟧。
律师费报价：⟪price|一审代理费3万元起⟫。
"""),
("银行诈骗提醒电话记录", """
【通话记录】⟪org_name|兴华银行⟫反诈中心  ⟪timestamp|2026-12-02 10:15⟫
坐席：您好，请问是⟦PERSON|蒋红英⟧女士吗？我们监测到您账户刚才向陌生账户转账⟦AMOUNT|49,800元⟧，请问是您本人操作吗？
客户：是啊，一个说是公安局⟦PERSON|王警官⟧的人打电话说我涉嫌洗钱，要我把钱转到"安全账户"……
坐席：阿姨，这是典型的电信诈骗！公安机关不会要求转账。我们已为您紧急止付，请您马上拨打⟦PHONE|96110⟧报警。
客户：那他还让我把短信验证码⟪otp_code|730214⟫念给他，我也念了……
"""),
("个税年度汇算截图OCR", """
个人所得税 · 综合所得年度汇总
纳税人：⟦PERSON|方振宇⟧   证件号码：⟦IDCARD|$prc16⟧
所属年度：⟪date|2025⟫
收入合计：⟦AMOUNT|286,400.00⟧
专项扣除（三险一金）：⟦AMOUNT|41,328.00⟧
专项附加扣除：子女教育⟦AMOUNT|24,000.00⟧ 住房贷款利息⟦AMOUNT|12,000.00⟧ 赡养老人⟦AMOUNT|36,000.00⟧
应纳税额：⟦AMOUNT|11,719.20⟧   已缴税额：⟦AMOUNT|14,025.60⟧
应退税额：⟦AMOUNT|2,306.40⟧
退税银行卡：⟪org_name|中国工商银行⟫ ⟪masked_card|6222 **** **** 8837⟫
"""),
("社保公积金缴存明细", """
员工姓名,身份证号,社保基数,养老(个人),医疗(个人),失业(个人),公积金基数,公积金(个人)
⟦PERSON|蔡文静⟧,⟦IDCARD|$prc18⟧,⟪price|12000⟫,⟦AMOUNT|960.00⟧,⟦AMOUNT|240.00⟧,⟦AMOUNT|60.00⟧,⟪price|15000⟫,⟦AMOUNT|1800.00⟧
⟦PERSON|邓浩⟧,⟦IDCARD|$prc12⟧,⟪price|8500⟫,⟦AMOUNT|680.00⟧,⟦AMOUNT|170.00⟧,⟦AMOUNT|42.50⟧,⟪price|8500⟫,⟦AMOUNT|1020.00⟧
⟦PERSON|曾丽萍⟧,⟦IDCARD|$prc20⟧,⟪price|21000⟫,⟦AMOUNT|1680.00⟧,⟦AMOUNT|420.00⟧,⟦AMOUNT|105.00⟧,⟪price|31884⟫,⟦AMOUNT|3826.08⟧
"""),
("工资条企业微信", """
【企业微信·工资条】⟪org_name|云图数科⟫ 2026年11月
⟦PERSON|韩思远⟧，您好！您11月工资明细如下：
基本工资 ⟦AMOUNT|18,000.00⟧ ｜ 绩效 ⟦AMOUNT|4,500.00⟧ ｜ 餐补 ⟦AMOUNT|600.00⟧
社保个人 ⟦AMOUNT|-1,932.00⟧ ｜ 公积金个人 ⟦AMOUNT|-2,160.00⟧ ｜ 个税 ⟦AMOUNT|-1,206.80⟧
实发工资：⟦AMOUNT|17,801.20⟧
发放账户：⟪masked_card|6214 **** **** 2209⟫
如有疑问请联系HR ⟦PERSON|晓雯⟧（分机⟪extension|8021⟫）。
"""),
]

TEXTS += [
("淘宝平台介入通知", """
【⟪org_name|淘宝⟫平台介入通知】
订单号：⟪order_ref|3987112055630019274⟫
买家：⟪masked_name|林**⟫   卖家：⟪org_name|悦木家居旗舰店⟫
争议金额：⟦AMOUNT|¥1,299.00⟧（实木书桌一张）
买家诉称：收货后发现桌面开裂，要求退货退款。
卖家举证：发货前质检视频、物流签收记录（签收人：⟦PERSON|林佳慧⟧，⟪masked_phone|138****6027⟫）。
处理结果：支持买家退货退款，运费⟪price|¥80⟫由卖家承担。小二：⟦PERSON|半夏⟧
"""),
("京东商家售后工单", """
工单号：⟪ticket_ref|JD-AS-20261201-77821⟫
商品：⟪product_code|SKU 100058231947⟫ 扫地机器人 X9 Pro
客户：⟦PERSON|董明⟧  手机：⟦PHONE|15010927736⟧
收货地址：⟦ADDRESS|北京市海淀区西二旗大街19号院6号楼2单元1103⟧
问题描述：使用两周后无法回充，客服远程指导无效。
处理：上门取件换新，已退差价⟦AMOUNT|¥150⟧（活动价调整）。
跟进人：售后专员⟦PERSON|肖丽⟧
"""),
("飞书安全告警", """
【飞书·安全告警机器人】
告警级别：P1   告警ID：⟪alert_id|SEC-ALERT-9927341⟫
时间：⟪timestamp|2026-12-03 02:47:18⟫
事件：GitHub 公共仓库检测到疑似泄露的云凭证
仓库：⟪repo|github.com/fox-dev-tools/deploy-scripts⟫  提交：⟪commit_sha|$sha2⟫
泄露内容：AccessKeyId=⟦APIKEY|$ali_akid3⟧  AccessKeySecret=⟦SECRET|$ali_secret3⟧
提交人：⟦PERSON|fangxiaodong⟧（⟦PERSON|方晓东⟧）
处置：已自动禁用该 AccessKey，请 @⟦PERSON|任凯⟧ 在 ⟪duration|30分钟⟫ 内确认影响范围。
"""),
("nginx访问日志", """
⟦IP_ADDRESS|223.104.63.18⟧ - - [⟪timestamp|03/Dec/2026:10:22:41 +0800⟫] "POST /api/v1/login HTTP/1.1" 200 512 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)"
⟦IP_ADDRESS|223.104.63.18⟧ - - [⟪timestamp|03/Dec/2026:10:22:43 +0800⟫] "GET /api/v1/user/profile?phone=⟦PHONE|13816620459⟧ HTTP/1.1" 200 1893 "-" "okhttp/4.12.0"
⟦IP_ADDRESS|39.156.66.10⟧ - - [⟪timestamp|03/Dec/2026:10:22:47 +0800⟫] "GET /static/js/app.⟪build_id|8f3a2c⟫.js HTTP/1.1" 304 0 "-" "Baiduspider"
⟪doc_ip|127.0.0.1⟫ - - [⟪timestamp|03/Dec/2026:10:22:50 +0800⟫] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"
"""),
("密码重置审计日志", """
时间,操作人,目标账号,操作,来源IP,结果
⟪timestamp|2026-12-01 09:03:11⟫,⟦PERSON|wangjing⟧(管理员),⟦PERSON|liuxin⟧,重置密码,⟦IP_ADDRESS|10.30.2.45⟧,成功
⟪timestamp|2026-12-01 09:03:12⟫,系统,⟦PERSON|liuxin⟧,发送临时密码短信至⟪masked_phone|186****3371⟫,-,成功
⟪timestamp|2026-12-01 09:17:40⟫,⟦PERSON|liuxin⟧,⟦PERSON|liuxin⟧,首次登录修改密码,⟦IP_ADDRESS|10.30.7.118⟧,成功
⟪timestamp|2026-12-01 11:52:06⟫,⟦PERSON|wangjing⟧(管理员),⟦PERSON|chenpeng⟧,重置密码(临时密码 ⟦PASSWORD|Tmp#58271a⟧ 明文写入工单!),⟦IP_ADDRESS|10.30.2.45⟧,成功
"""),
("养老院入住评估", """
⟪org_name|夕阳红康养中心⟫ 入住评估表
长者姓名：⟦PERSON|钱桂芝⟧  性别：女  出生日期：⟦DATE_OF_BIRTH|1940年11月28日⟧
身份证号：⟦IDCARD|$prc23⟧
既往病史：⟦MEDICAL|阿尔茨海默病（中度）⟧、⟦MEDICAL|2型糖尿病⟧、⟦MEDICAL|左髋关节置换术后⟧
用药：⟦MEDICAL|盐酸多奈哌齐片 5mg⟧ qn；⟦MEDICAL|格列齐德缓释片 30mg⟧ qd
护理等级：⟪care_level|二级护理⟫   床位：⟪room_no|3号楼205-B⟫
收费标准：⟪price|床位费2,200元/月，护理费1,800元/月⟫
紧急联系人：⟦PERSON|钱卫东⟧（儿子） ⟦PHONE|139 0517 2863⟧
预交押金：⟦AMOUNT|10,000元⟧ 已于⟪date|2026-11-20⟫收讫。
"""),
("居家护理排班群消息", """
【居家护理排班】明天(12/5)：
⟦PERSON|王姐⟧ 8:00-12:00 → ⟦PERSON|李奶奶⟧家（⟦ADDRESS|南京市玄武区成贤街96号2栋301⟧），帮老人测血糖、⟦MEDICAL|胰岛素注射⟧，门禁密码⟦PASSWORD|1947⟧
⟦PERSON|小陈⟧ 14:00-18:00 → ⟦PERSON|周爷爷⟧家，⟦MEDICAL|脑卒中后康复训练⟧，注意他右侧偏瘫
⟦PERSON|王姐⟧ 辛苦啦，这周加班费⟦AMOUNT|360元⟧一起结
"""),
("羽毛球俱乐部报名表", """
⟪org_name|飞羽羽毛球俱乐部⟫ 2027 冬季联赛报名表
序号 | 姓名 | 性别 | 手机 | 组别 | 报名费
1 | ⟦PERSON|邵一帆⟧ | 男 | ⟦PHONE|13622218870⟧ | ⟪category|男单A组⟫ | 已付⟦AMOUNT|200⟧
2 | ⟦PERSON|龚婷⟧ | 女 | ⟦PHONE|18933015462⟧ | ⟪category|女单B组⟫ | 已付⟦AMOUNT|150⟧
3 | ⟦PERSON|阿杰⟧ | 男 | ⟦PHONE|13760044198⟧ | ⟪category|混双⟫ | 未付
比赛场馆：⟪place|天河体育中心羽毛球馆⟫   报名截止：⟪date|2026-12-20⟫
"""),
("出版合同版税条款", """
图书出版合同（节选）
甲方（著作权人）：⟦PERSON|沈墨⟧（笔名"⟦PERSON|青衫⟧"），身份证号⟦IDCARD|$prc11⟧
乙方（出版者）：⟪org_name|长河文艺出版社⟫
作品名称：《⟪title|雾城旧事⟫》
第八条 版税：乙方按图书定价⟪price|68元⟫×实际销售数×⟪percent|8%⟫向甲方支付版税。首印⟪count|10,000册⟫，签约后30日内预付版税⟦AMOUNT|人民币伍万元⟧。
第九条 甲方收款账户：⟪org_name|中国银行⟫西安雁塔支行，卡号⟦CARD|$card_up2⟧。
"""),
("培训机构退费申请", """
退费申请
学员姓名：⟦PERSON|郭梓萱⟧   家长：⟦PERSON|郭海涛⟧  电话：⟦PHONE|13980462291⟧
课程：⟪product_code|少儿编程 Python 进阶班（48课时）⟫
已缴费：⟦AMOUNT|9,600元⟧   已上课时：12   
按合同应退：⟦AMOUNT|7,200元⟧，扣除教材费⟪price|300元⟫后实退⟦AMOUNT|6,900元⟧
退款账户：⟪org_name|建设银行⟫ ⟦CARD|$card_up3⟧
审批：校区主管⟦PERSON|吕老师⟧
"""),
("搬家公司报价单", """
⟪org_name|蚂蚁搬家（成都分公司）⟫ 报价单 ⟪quote_ref|BJ-CD-1204-033⟫
客户：⟦PERSON|冉先生⟧  电话：⟦PHONE|18180553902⟧
搬出：⟦ADDRESS|成都市武侯区科华北路65号世外桃源广场A座1806⟧
搬入：⟦ADDRESS|成都市高新区天府三街288号蜀都中心2期3栋2401⟧
车型：⟪vehicle|4.2米厢式货车⟫   工人：3名   楼层：均有电梯
基础价：⟪price|680元⟫；拆装大衣柜：⟪price|150元/件⟫
客户确认总价：⟦AMOUNT|980元⟧（已付定金⟦AMOUNT|200元⟧）
"""),
("自助仓储租约短信", """
【⟪org_name|储易仓⟫】⟦PERSON|牛佳⟧您好，您租用的⟪room_no|B区-117号⟫仓位（2㎡）将于⟪date|12月31日⟫到期，续租请缴纳⟦AMOUNT|1,140元⟧（3个月）。仓库大门密码已更新为⟦PASSWORD|7391*⟧，请勿外传。客服⟦PHONE|400-820-6617⟧
"""),
("领事馆护照补办预约", """
中华人民共和国驻⟪place|曼彻斯特⟫总领事馆 · 护照补发预约确认
申请人：⟦PERSON|邱文杰⟧   出生日期：⟦DATE_OF_BIRTH|1997年7月9日⟧
身份证号：⟦IDCARD|$prc22⟧
原护照号：⟦PASSPORT|EJ5527814⟧（已遗失，英国警方报案号⟪case_ref|GMP-03122026-4471⟫）
预约时间：⟪timestamp|2026年12月11日 上午10:30⟫   预约号：⟪booking_ref|MAN20261211-028⟫
联系电话：⟦PHONE|+44 7700 900815⟧   邮箱：⟦EMAIL|qiuwenjie97@qqmail.example⟧
费用：⟪price|旅行证/护照补发费 £27⟫
"""),
("信用卡开卡电话核实", """
【录音转写】⟪org_name|华信银行⟫信用卡中心 ⟪timestamp|2026-11-30 14:08⟫
坐席：您好，这里是华信银行信用卡中心，请问是⟦PERSON|尹秀兰⟧女士吗？
客户：是我。
坐席：为核实身份，请您报一下身份证后六位。
客户：⟪id_tail|18002X⟫ 。
坐席：好的。您的卡号⟦CARD|$card_up4⟧已寄出，激活时需要设置6位交易密码。
客户：那我设⟦PASSWORD|三九二八一七⟧可以吗？
坐席：女士，请不要在电话中告诉我们密码，激活时在手机银行自行设置即可。
"""),
]

TEXTS += [
("眼镜店验光单", """
⟪org_name|明视眼镜（春熙路店）⟫ 验光单  单号⟪receipt_no|MS20261202-117⟫
顾客：⟦PERSON|雷晓菲⟧  电话：⟦PHONE|18608012934⟧
右眼：-4.75DS / -0.75DC × 175   左眼：-5.25DS / -0.50DC × 10   瞳距 62mm
验光师备注：⟦MEDICAL|双眼干眼症⟧，建议减少隐形眼镜佩戴；⟦MEDICAL|右眼轻度弱视⟧
镜片：⟪product_code|蔡司泽锐1.67⟫  镜架：⟪product_code|TR90-5521⟫
标价：⟪price|镜片1,980元/副⟫   会员折后实付：⟦AMOUNT|1,722元⟧
"""),
("康复理疗预约短信", """
【⟪org_name|动康运动康复⟫】⟦PERSON|程若琳⟧您好，您的⟦MEDICAL|腰椎间盘突出（L4-L5）⟧康复疗程第6次已预约⟪date|12月8日⟫ 19:00，治疗师⟦PERSON|阿Ken⟧。剩余课时4次，余额⟦AMOUNT|1,560元⟧。
"""),
("医院住院费用清单", """
⟪org_name|郑州大学第一附属医院⟫ 住院费用结算单
住院号：⟪record_no|ZY2026110392⟫  科室：骨科二病区  床号：⟪room_no|17床⟫
患者：⟦PERSON|白建伟⟧  身份证号：⟦IDCARD|$prc15⟧
入院诊断：⟦MEDICAL|右胫腓骨骨折⟧
手术：⟦MEDICAL|右胫骨骨折切开复位内固定术⟧
费用总额：⟦AMOUNT|¥46,318.42⟧
医保统筹支付：⟦AMOUNT|¥29,105.30⟧   个人自付：⟦AMOUNT|¥17,213.12⟧
预交金：⟦AMOUNT|¥20,000.00⟧   应退：⟦AMOUNT|¥2,786.88⟧
结算日期：⟪date|2026-11-30⟫
"""),
("车险续保电话销售", """
销售：您好，是⟦PERSON|孔先生⟧吗？我是⟪org_name|安盛车险⟫的⟦PERSON|小夏⟧，您的车⟪plate|浙A·D3X892⟫保险下个月到期了。
客户：嗯，今年多少钱？
销售：交强险⟪price|950元⟫，商业险三者200万加车损，打完折是⟦AMOUNT|4,380元⟧，比去年您交的⟦AMOUNT|4,712元⟧便宜三百多。
客户：行，那还用我去年那张卡扣吧。
销售：好的，就是尾号⟪id_tail|0619⟫的建行卡对吧？我这边给您发个确认短信。
"""),
("家财险理赔材料清单", """
家庭财产险理赔 —— 材料补充通知
被保险人：⟦PERSON|晏国栋⟧   保单号：⟪policy_ref|PJHS20260415000882⟫
出险地址：⟦ADDRESS|天津市和平区南京路219号天津中心22层2207⟧
事故：楼上住户水管爆裂，客厅吊顶及木地板泡水。
请补充：1.物业出具的事故证明；2.维修报价单；3.被保险人身份证复印件（⟦IDCARD|$prc9⟧）；4.收款账户信息。
初步估损：⟦AMOUNT|2.3万元⟧
理赔专员：⟦PERSON|秦芳⟧ ⟦PHONE|022-2331 8764⟧
"""),
("律师函", """
律 师 函
⟪case_ref|（2026）华律函字第118号⟫
致：⟦PERSON|邬建平⟧先生
地址：⟦ADDRESS|苏州市吴中区东吴北路88号4幢1501室⟧
⟪org_name|华衡律师事务所⟫接受⟦PERSON|童晓燕⟧女士委托，就您拖欠其借款一事致函如下：
您于⟪date|2025年3月12日⟫向委托人借款⟦AMOUNT|人民币二十万元⟧，约定⟪date|2026年3月12日⟫前归还，至今仅归还⟦AMOUNT|三万元⟧。请您于收函后七日内归还剩余本金⟦AMOUNT|十七万元⟧及利息，否则本所将依法提起诉讼。
承办律师：⟦PERSON|葛明⟧ 电话：⟦PHONE|0512-6590 3318⟧
"""),
("小额贷款申请表", """
⟪org_name|华鑫消费金融⟫ 个人贷款申请表  申请编号：⟪app_ref|HX-LN-2612030047⟫
申请人：⟦PERSON|隋海燕⟧  出生日期：⟦DATE_OF_BIRTH|1983-09-17⟧
身份证：⟦IDCARD|$prc16⟧
户籍地址：⟦ADDRESS|安徽省合肥市蜀山区长江西路369号⟧
工作单位：⟪org_name|合肥市第三中学⟫  月收入：⟦AMOUNT|9,800元⟧
申请金额：⟦AMOUNT|5万元⟧  期限：24期  年化利率：⟪percent|10.8%⟫
还款账户：⟦CARD|$card_up1⟧
紧急联系人：⟦PERSON|隋海涛⟧（兄） ⟦PHONE|15255107782⟧
"""),
("公积金提取审批短信", """
【⟪org_name|深圳市住房公积金管理中心⟫】⟦PERSON|黎嘉欣⟧，您申请的租房提取已审核通过，提取金额⟦AMOUNT|6,000.00元⟧，将于1-3个工作日内转入尾号⟪id_tail|7204⟫的银行账户。业务流水号⟪txn_ref|GJJ202612030019283⟫。
"""),
("退休金领取资格认证", """
养老金领取资格认证 · 成功
认证人：⟦PERSON|邢淑珍⟧   社会保障号码：⟦IDCARD|$prc21⟧
参保地：⟪place|哈尔滨市南岗区⟫
认证方式：人脸识别   认证时间：⟪timestamp|2026-11-28 09:14⟫
本月养老金：⟦AMOUNT|3,286.50元⟧，已发放至社保卡。
下次认证截止：⟪date|2027-11-30⟫
代办人：⟦PERSON|邢立军⟧（儿子）⟦PHONE|13845127790⟧
"""),
("自由职业者开票沟通", """
⟦PERSON|Coco⟧：⟦PERSON|黄总⟧您好，上个月的视频剪辑费⟦AMOUNT|12,000⟧还没到账，麻烦帮忙催一下财务哈🙏
⟦PERSON|黄总⟧：不好意思啊，财务说需要发票，你能开吗？
⟦PERSON|Coco⟧：我是个人，可以去税务局代开，税点⟪percent|3%⟫我这边承担。开票抬头给我一下？
⟦PERSON|黄总⟧：⟪org_name|上海映画文化传播有限公司⟫，税号⟪tax_id|91310115MA1H7K2X4Q⟫
"""),
("拼多多商家客服聊天", """
买家：我买的羽绒服拉链坏了，要退货
客服⟦PERSON|小满⟧：亲，非常抱歉！麻烦拍一下拉链的照片哦～
买家：[图片] 另外我地址改了，换货发到⟦ADDRESS|广州市天河区体育西路103号维多利广场B塔1907⟧，收件人⟦PERSON|卢思敏⟧，⟦PHONE|13719284456⟧
客服⟦PERSON|小满⟧：收到！已为您申请换货，退货运费险会赔付⟦AMOUNT|12元⟧到您的账户哦～
"""),
("路由器配置中文界面", """
【系统状态】⟪product_code|TP-LINK TL-XDR5430⟫  固件版本：⟪version|1.0.9 Build 20240812⟫
WAN口IP：⟦IP_ADDRESS|113.87.214.66⟧   网关：⟦IP_ADDRESS|113.87.214.1⟧   DNS：自动获取
PPPoE账号：⟪account_id|0755a73920411⟫   PPPoE密码：⟦PASSWORD|kd88231607⟧
无线名称：⟪ssid|ChinaNet-Zhou-5G⟫   无线密码：⟦PASSWORD|zhoujia2016⟧
管理员密码：⟦PASSWORD|Admin@Zhou1989⟧
LAN口IP：⟦IP_ADDRESS|192.168.1.1⟧   DHCP地址池：⟪cidr|192.168.1.0/24⟫
已连接设备：⟦PERSON|周爸⟧的iPhone、⟦PERSON|小周⟧的iPad、客厅小米电视
"""),
("物联网设备激活日志", """
[⟪timestamp|2026-12-03 14:02:11.302⟫] INFO  activate device sn=⟪device_id|XM-CAM-9C2F0A17⟫ model=⟪product_code|智能摄像头 C400⟫
[⟪timestamp|2026-12-03 14:02:11.498⟫] INFO  bind user mobile=⟦PHONE|18820734415⟧ nickname=⟦PERSON|许小姐⟧
[⟪timestamp|2026-12-03 14:02:11.720⟫] DEBUG device_secret=⟦SECRET|$client_secret4⟧ product_key=⟪app_id|a1Xk9PqR3mT⟫
[⟪timestamp|2026-12-03 14:02:12.004⟫] INFO  wifi join ssid=⟪ssid|XuJia-2.4G⟫ ip=⟦IP_ADDRESS|192.168.31.87⟧
[⟪timestamp|2026-12-03 14:02:12.551⟫] INFO  register to mqtt broker ⟪hostname|iot-as-mqtt.cn-shanghai.aliyuncs.com⟫:⟪port|1883⟫ ok
"""),
("体检预约表单", """
企业员工体检预约
姓名：⟦PERSON|邱子墨⟧   性别：男   出生日期：⟦DATE_OF_BIRTH|1990-10-15⟧
身份证号：⟦IDCARD|$prc18⟧
手机：⟦PHONE|13528841907⟧
单位：⟪org_name|广州云帆物流有限公司⟫   套餐：⟪product_code|男士深度套餐B⟫（⟪price|1,288元⟫，公司承担）
既往史：⟦MEDICAL|痛风⟧，曾服用⟦MEDICAL|非布司他片 40mg⟧
体检机构：⟪org_name|美年大健康（天河分院）⟫  预约日期：⟪date|2026-12-12⟫
"""),
("小区快递驿站通知", """
【⟪org_name|菜鸟驿站⟫】您的⟪org_name|中通⟫包裹已到⟪place|阳光花园8栋一楼驿站⟫，凭取件码⟪otp_code|8-3-1102⟫取件。今日营业至21:00。
"""),
("养老院探视群消息", """
【⟪org_name|福寿苑⟫ 家属群】
护士长⟦PERSON|吴静⟧：各位家属好，本周五下午流感疫苗集中接种，已同意接种的老人：⟦PERSON|张德福⟧、⟦PERSON|刘秀英⟧、⟦PERSON|陈老⟧。
⟦PERSON|刘秀英⟧女儿：⟦PERSON|吴护士长⟧，我妈最近⟦MEDICAL|心衰⟧有点加重，能打吗？
护士长⟦PERSON|吴静⟧：我们会请⟦PERSON|袁医生⟧先评估，放心。另外本月护理费⟦AMOUNT|5,600元⟧请在10号前缴清哈。
"""),
("篮球联赛奖金发放", """
⟪org_name|城市业余篮球联赛⟫ 第三季 奖金发放明细
冠军 ⟪org_name|老友记队⟫：队长⟦PERSON|韦东⟧ 代领 ⟦AMOUNT|20,000元⟧
亚军 ⟪org_name|飞鹰队⟫：队长⟦PERSON|甘志鹏⟧ 代领 ⟦AMOUNT|10,000元⟧
MVP：⟦PERSON|阿布都⟧ ⟦AMOUNT|3,000元⟧
注：奖金按⟪percent|20%⟫代扣个税后发放。报名费标准⟪price|每队1,500元⟫。
"""),
]

TEXTS += [
("银行卡挂失客服对话", """
客户：你好，我的卡丢了，要挂失
客服⟦PERSON|小蒋⟧：您好，请提供持卡人姓名和身份证号码。
客户：⟦PERSON|戴志诚⟧，⟦IDCARD|$prc13⟧
客服⟦PERSON|小蒋⟧：好的⟦PERSON|戴先生⟧，请问丢失的卡号是？
客户：⟦CARD|$card_up3⟧
客服⟦PERSON|小蒋⟧：已为您办理临时挂失，卡内余额⟦AMOUNT|23,418.76元⟧已冻结保护。补卡工本费⟪price|10元⟫，请携带身份证到⟪org_name|浦发银行⟫任意网点办理。
"""),
("证券账户开户资料", """
证券账户开户申请（个人）
客户姓名：⟦PERSON|汤雨萱⟧   出生日期：⟦DATE_OF_BIRTH|1999年1月1日⟧
证件号码：⟦IDCARD|$prc12⟧
联系地址：⟦ADDRESS|福建省厦门市思明区鹭江道2号第一广场3105⟧
手机：⟦PHONE|15960287713⟧   电子邮箱：⟦EMAIL|tangyx1999@foxmail.example⟧
存管银行：⟪org_name|兴业银行⟫ 卡号 ⟦CARD|$card_up2⟧
风险测评：⟪risk_level|C3 稳健型⟫   营业部：⟪org_name|华福证券厦门湖滨南路营业部⟫
"""),
("阿里云工单泄露密钥", """
【阿里云工单 ⟪ticket_ref|TK-20261203-88412⟫】
问题描述：我们的OSS bucket ⟪bucket|yunfan-prod-assets⟫ 昨晚出现大量下载流量，费用异常⟦AMOUNT|¥8,413.20⟧。怀疑是前端代码里写死的 AccessKey 泄露了。
AccessKey ID：⟦APIKEY|$ali_akid2⟧
提交人：⟦PERSON|钟伟⟧（账号 ⟦PERSON|zhongwei⟧@yunfan）⟦PHONE|13602218845⟧
异常来源IP：⟦IP_ADDRESS|47.242.118.9⟧、⟦IP_ADDRESS|8.218.66.173⟧
工程师回复：已协助禁用该AK，建议使用STS临时凭证并开启防盗链。
"""),
("企业微信审批报销", """
【企业微信·审批】报销申请 ⟪approval_ref|SP202612030041⟫
申请人：⟦PERSON|邹晓光⟧（市场部）
事由：⟪place|上海⟫参加展会差旅
明细：高铁票 ⟦AMOUNT|553.00⟧；酒店 3晚 ⟦AMOUNT|1,680.00⟧；打车 ⟦AMOUNT|212.40⟧
合计：⟦AMOUNT|2,445.40元⟧（公司标准：酒店⟪price|600元/晚⟫以内）
审批人：⟦PERSON|戚总⟧ → 财务⟦PERSON|小温⟧
"""),
("医保卡门诊结算短信", """
【⟪org_name|北京医保⟫】⟦PERSON|甘淑敏⟧您好，您于⟪date|12月2日⟫在⟪org_name|北京协和医院⟫门诊就诊（⟦MEDICAL|类风湿关节炎⟧），本次费用⟦AMOUNT|1,236.80元⟧，医保支付⟦AMOUNT|865.76元⟧，个人支付⟦AMOUNT|371.04元⟧。咨询电话⟦PHONE|12393⟧。
"""),
("口腔正畸分期付款合同", """
口腔正畸治疗知情同意及付款协议
患者：⟦PERSON|庞梓琪⟧（未成年，监护人⟦PERSON|庞志刚⟧）
出生日期：⟦DATE_OF_BIRTH|2015-06-03⟧   身份证号：⟦IDCARD|$prc17⟧
诊断：⟦MEDICAL|安氏II类错颌畸形⟧、⟦MEDICAL|上颌前突⟧
治疗方案：⟦MEDICAL|隐形矫治（拔除14、24）⟧，预计疗程24个月
治疗总费用：⟦AMOUNT|38,000元⟧，首付⟦AMOUNT|15,000元⟧，余款分12期每期⟦AMOUNT|1,916.67元⟧
主治医生：⟦PERSON|邵医生⟧   诊所：⟪org_name|贝诺口腔（海淀店）⟫
"""),
("家长微信请假", """
⟦PERSON|李老师⟧您好，我是⟦PERSON|陈可乐⟧的妈妈。孩子昨晚开始发烧39度，今天去⟪org_name|儿童医院⟫查了是⟦MEDICAL|甲型流感⟧，医生开了⟦MEDICAL|奥司他韦⟧，需要请假三天。作业我让她在家补。谢谢老师！——⟦PERSON|王芳⟧ ⟦PHONE|13651738820⟧
"""),
("电商直播带货结算", """
⟪org_name|抖音电商⟫ 达人佣金结算单（⟪period|2026年11月⟫）
达人昵称：⟦PERSON|小鱼儿⟧   真实姓名：⟦PERSON|余晓瑜⟧
身份证号：⟦IDCARD|$prc7⟧
结算账户：⟪org_name|招商银行⟫ ⟦CARD|$card_up1⟧
| 商品 | 销量 | 佣金比例 | 佣金 |
|---|---|---|---|
| ⟪product_code|蜂蜜柚子茶1kg⟫ | 8,210 | ⟪percent|20%⟫ | ⟦AMOUNT|59,112.00⟧ |
| ⟪product_code|无线蓝牙耳机 Pro⟫ | 1,036 | ⟪percent|15%⟫ | ⟦AMOUNT|30,924.60⟧ |
应结算合计：⟦AMOUNT|90,036.60⟧ 代扣个税后实发：⟦AMOUNT|七万二千多⟧
"""),
("运维值班交接", """
值班交接 ⟪date|12/03⟫ 夜班 → 早班
交班人：⟦PERSON|鲍磊⟧  接班人：⟦PERSON|阿峰⟧
1. 02:30 ⟪hostname|db-master-01⟫ 磁盘告警，已清理binlog，当前使用率⟪percent|71%⟫
2. 跳板机 ⟦IP_ADDRESS|10.66.0.5⟧ root 临时密码 ⟦PASSWORD|Jump#0312night⟧（早班记得改掉）
3. 监控告警机器人 webhook：⟦SECRET|$dingtalk_hook1⟧ 先别删，⟦PERSON|老孟⟧在排查
4. 证书 ⟪domain|*.jiayuan-tech.example⟫ 将于⟪date|12月20日⟫过期
"""),
("房屋中介带看记录", """
⟪org_name|链家（望京店）⟫ 带看记录
客户：⟦PERSON|翟先生⟧ ⟦PHONE|18511093364⟧
房源：⟪listing_ref|BJWJ-0921⟫ ⟦ADDRESS|北京市朝阳区望京街道花家地西里3号楼4单元501⟧
挂牌价：⟪price|598万⟫   客户心理价：⟦AMOUNT|550万⟧左右，首付可付⟦AMOUNT|三百万⟧
经纪人：⟦PERSON|蒲晓东⟧
备注：业主⟦PERSON|符阿姨⟧要求全款或快速放款。
"""),
("留学中介合同缴费", """
留学服务协议 缴费确认
学生：⟦PERSON|蔺思琪⟧   护照号：⟦PASSPORT|EK2290718⟧
监护人：⟦PERSON|蔺建华⟧   电话：⟦PHONE|13907551826⟧
申请方向：英国 硕士 ⟪program|MSc Finance⟫
服务费：⟪price|标准套餐 45,000元⟫   本次缴纳：⟦AMOUNT|22,500元⟧（首期50%）
顾问：⟦PERSON|Sandy刘⟧  ⟪org_name|启航留学⟫
"""),
("社区医院慢病随访", """
慢病随访记录  ⟪org_name|成都市武侯区玉林社区卫生服务中心⟫
姓名：⟦PERSON|罗德明⟧   出生日期：⟦DATE_OF_BIRTH|1948-08-12⟧
身份证：⟦IDCARD|$prc14⟧
住址：⟦ADDRESS|成都市武侯区玉林北路17号附3号2-1-4⟧
诊断：⟦MEDICAL|高血压3级⟧、⟦MEDICAL|慢性阻塞性肺疾病⟧
本次血压 ⟦MEDICAL|162/98mmHg⟧，用药：⟦MEDICAL|硝苯地平控释片 30mg⟧ qd，⟦MEDICAL|噻托溴铵吸入粉雾剂⟧
随访医生：⟦PERSON|冯医生⟧   下次随访：⟪date|2027-01-05⟫
"""),
("外卖骑手投诉工单", """
投诉工单 ⟪ticket_ref|MT-CS-88210473⟫
用户：⟦PERSON|蓝先生⟧ ⟪masked_phone|155****0924⟫
订单：⟪order_ref|2612031934882217⟫ 实付⟦AMOUNT|¥68.50⟧
投诉内容：骑手⟦PERSON|黄师傅⟧送餐超时40分钟且汤洒了。
处理结果：全额退款⟦AMOUNT|¥68.50⟧并补偿⟪voucher|10元无门槛券⟫。
"""),
]

TEXTS += [
("微信公众号开发配置", """
# 公众号后台配置（⟪org_name|悦读书店⟫）— 交接人 ⟦PERSON|严宇⟧ → ⟦PERSON|贺晓⟧
AppID：⟪app_id|wx7c3e1f9a2b4d6e80⟫
AppSecret：⟦SECRET|$wx_secret2⟧
消息加解密密钥 EncodingAESKey：⟦SECRET|$client_secret7⟧
服务器地址：⟪url|https://api.yuedu-shop.example/wechat/callback⟫
服务器IP白名单：⟦IP_ADDRESS|139.196.22.48⟧
管理员微信绑定手机：⟦PHONE|18616029374⟧
"""),
("跨境汇款申请书", """
境外汇款申请书（个人）
汇款人：⟦PERSON|柯文涛⟧   证件号码：⟦IDCARD|$prc19⟧   电话：⟦PHONE|0512-6288 7710⟧
汇款人地址：⟦ADDRESS|江苏省苏州市工业园区星湖街328号创意产业园10栋⟧
收款人：⟦PERSON|KE Yiran⟧（⟦PERSON|柯一然⟧，女儿，留学学费）
收款人账号（IBAN）：⟦IBAN|$iban_de18⟧
收款银行：⟪org_name|Deutsche Bank AG, Berlin⟫  SWIFT：⟪bic|DEUTDEBBXXX⟫
汇款金额：⟦AMOUNT|EUR 12,800.00⟧   用途：⟪purpose_code|自费留学学费⟫
手续费：⟪price|电汇手续费0.1%，最低50元⟫
"""),
("房产过户代办微信", """
⟦PERSON|小欧⟧（代办）：⟦PERSON|马姐⟧，明天过户需要带：双方身份证、户口本、结婚证、不动产权证。
⟦PERSON|马姐⟧：好的，买家那边⟦PERSON|肖先生⟧也通知了吧？
⟦PERSON|小欧⟧（代办）：通知了。契税按⟪percent|1%⟫算大概⟦AMOUNT|2万8⟧，买家出；个税业主出。尾款⟦AMOUNT|一百二十万⟧明天银行监管账户到账后释放。
⟦PERSON|马姐⟧：行，我老公电话⟦PHONE|13808834501⟧，有事找他。
"""),
]
