# 中文文本，逐条手写。标记：⟦类型|值⟧ 为敏感片段，⟪kind|值⟫ 为干扰项，$name 取自 values.VALUES
TEXTS = []
T = TEXTS.append

T(("医美面诊记录", """
【⟪org_name|悦颜医疗美容门诊部⟫ 面诊记录】
客户：⟦PERSON|邵雨晴⟧  女  身份证：⟦IDCARD|$prc3⟧
出生日期：⟦DATE_OF_BIRTH|1995年1月8日⟧   手机：⟦PHONE|139 2874 5061⟧
既往史：⟦MEDICAL|瘢痕体质⟧，对⟦MEDICAL|利多卡因过敏⟧，2024年做过⟦MEDICAL|双眼皮埋线⟧
本次项目：玻尿酸填充泪沟（⟪product_name|乔雅登雅致⟫ 1ml），标价⟪price|6,800元⟫，客户实付⟦AMOUNT|5,280元⟧（老客8折后再减）
面诊医生：⟦PERSON|孟医生⟧   咨询师：⟦PERSON|小艾⟧
预约号 ⟪booking_ref|YY20261203-017⟫
"""))

T(("医美退款微信", """
⟦PERSON|Lily⟧姐：宝，上次那个热玛吉做完脸一直红肿，医生说是⟦MEDICAL|接触性皮炎⟧，你们店能退多少？
客服⟦PERSON|小桃⟧：亲，经理同意退⟦AMOUNT|3,000元⟧，原路退回到您尾号⟪id_tail|6612⟫的卡上哈
⟦PERSON|Lily⟧姐：才三千？我当时刷了⟦AMOUNT|一万二⟧
客服⟦PERSON|小桃⟧：我再跟⟦PERSON|孙经理⟧申请下，今天⟪time|18:00⟫前回复您🙏
"""))

T(("私教课程合同", """
⟪org_name|力动健身⟫私教课程服务协议
甲方（会员）：⟦PERSON|韩志强⟧    身份证号：⟦IDCARD|$prc8⟧
联系电话：⟦PHONE|186-5327-4410⟧
住址：⟦ADDRESS|山东省青岛市市南区香港中路58号金茂公寓2单元1603室⟧
乙方教练：⟦PERSON|程浩⟧（工号 ⟪employee_id|LD-0327⟫）
课程：减脂塑形 36 节，合同金额⟦AMOUNT|人民币9,720元⟧，已付清。
健康声明：会员自述有⟦MEDICAL|高血压⟧，服用⟦MEDICAL|缬沙坦80mg⟧，⟦MEDICAL|右膝半月板损伤⟧术后一年。
单节课标价 ⟪price|320元/节⟫，本协议自 ⟪date|2026年12月1日⟫ 起生效。
"""))

T(("健身房私教群消息", """
【阳光健身·私教3群】
⟦PERSON|阿伟⟧教练：@⟦PERSON|王嘉怡⟧ 明天早上7点的课改到8点可以吗
⟦PERSON|王嘉怡⟧：可以～对了我上周查出⟦MEDICAL|甲状腺功能亢进⟧，医生让我先别做高强度，在吃⟦MEDICAL|甲巯咪唑⟧
⟦PERSON|阿伟⟧教练：收到，先做低强度有氧，心率别超过⟪quantity|130⟫
⟦PERSON|王嘉怡⟧：好的，续课的钱⟦AMOUNT|4,800⟧我转你微信了
"""))

T(("月子中心入住登记", """
⟪org_name|馨悦月子会所⟫ 入住登记表
产妇姓名：⟦PERSON|许婧⟧  出生日期：⟦DATE_OF_BIRTH|1991-12-05⟧
身份证：⟦IDCARD|$prc14⟧
丈夫：⟦PERSON|周文斌⟧  电话：⟦PHONE|135 7481 2096⟧
分娩方式：⟦MEDICAL|剖宫产⟧，⟦MEDICAL|妊娠期糖尿病⟧，产后需监测血糖；新生儿⟦MEDICAL|黄疸⟧偏高（⟪quantity|14.2⟫ mg/dL）
房型：⟪room_type|行政套房⟫ 28天，套餐价⟪price|68,800元⟫，已交定金⟦AMOUNT|20,000元⟧
入住日期 ⟪date|2026-12-10⟫ 房号 ⟪room_number|A-608⟫
"""))

T(("月子中心护理交班", """
交班记录 ⟪date|12月14日⟫ 夜班→白班
608房 ⟦PERSON|许姐⟧：伤口愈合良好，⟦MEDICAL|乳腺炎⟧初期，已冷敷，凌晨体温⟪quantity|37.8℃⟫，告知⟦PERSON|刘医生⟧
612房 ⟦PERSON|陈太太⟧：宝宝吐奶两次，⟦PERSON|陈太太⟧情绪低落，疑似⟦MEDICAL|产后抑郁⟧，建议心理科会诊
护士：⟦PERSON|小杨⟧、⟦PERSON|黄阿姨⟧
"""))

T(("外卖骑手站点通知", """
【⟪org_name|蜂鸟即配⟫ 滨江三站】本周异常单处理结果：
骑手 ⟦PERSON|李大壮⟧（ID ⟪rider_id|R20931⟫）超时 3 单，扣款⟦AMOUNT|45元⟧；
骑手 ⟦PERSON|赵小龙⟧ 在 ⟪place|江南大道⟫ 摔伤，⟦MEDICAL|左锁骨骨折⟧，已走骑手意外险，站点垫付医药费⟦AMOUNT|3,260元⟧。
雨天补贴标准 ⟪price|每单1.5元⟫，周日统一结算。站长 ⟦PERSON|老周⟧ ⟦PHONE|158 6712 3390⟧
"""))

T(("外卖订单备注", """
订单 ⟪order_ref|#8821⟫ 备注：不要香菜！我⟦MEDICAL|花生过敏⟧，千万别放花生碎。放⟦ADDRESS|杭州市滨江区江南大道3688号潮人汇B座1102⟧门口，打电话⟦PHONE|177 0571 2284⟧，门禁密码⟦PASSWORD|1209#⟧。——⟦PERSON|何先生⟧
"""))

T(("骑手APP接口日志", """
⟪timestamp|2026-11-28 19:02:13.447⟫ INFO  [dispatch] rider=⟦PERSON|zhaoxiaolong⟧ order=⟪order_ref|E1764328933⟫ accept ok
⟪timestamp|2026-11-28 19:02:13.512⟫ DEBUG [auth] Authorization: Bearer ⟦APIKEY|$jwt5⟧
⟪timestamp|2026-11-28 19:02:14.020⟫ WARN  [geo] client_ip=⟦IP_ADDRESS|112.17.84.201⟧ gps drift ⟪quantity|380m⟫
⟪timestamp|2026-11-28 19:02:15.301⟫ INFO  [settle] 本单收入 ⟦AMOUNT|6.8元⟧ 冲单奖励 ⟦AMOUNT|2元⟧
"""))

T(("快递驿站取件短信", """
【⟪org_name|菜鸟驿站⟫】您的中通包裹已到⟪place|幸福里小区北门驿站⟫，凭取件码⟪otp_code|8-2-4417⟫取件，营业时间⟪time|08:00-21:00⟫。如有疑问联系 ⟦PHONE|0571-8612 3345⟧。
"""))

T(("快递驿站登记本", """
驿站代收登记（⟪date|11月30日⟫）
运单号 ⟪tracking_number|YT7730218845192⟫ 收件人 ⟦PERSON|胡晓燕⟧ ⟦PHONE|138 1749 6203⟧ 已取
运单号 ⟪tracking_number|SF1588203471922⟫ 收件人 ⟪masked_name|何**⟫ ⟪masked_phone|152****7781⟫ 未取，到付⟦AMOUNT|23元⟧
运单号 ⟪tracking_number|JT0009182736451⟫ 收件人 ⟦PERSON|老秦⟧ ⟦PHONE|133 0655 9812⟧ 代签：邻居⟦PERSON|小吴⟧
"""))

T(("公证处申请表", """
⟪org_name|上海市东方公证处⟫ 公证申请表      受理号 ⟪case_ref|（2026）沪东证字第18832号⟫
申请人：⟦PERSON|顾明辉⟧   性别：男
出生日期：⟦DATE_OF_BIRTH|1975年8月27日⟧
身份证号：⟦IDCARD|$prc11⟧
护照号：⟦PASSPORT|EJ5582019⟧
现住址：⟦ADDRESS|上海市徐汇区天钥桥路178弄6号302室⟧
公证事项：委托书（出售房产）；受托人 ⟦PERSON|顾雯⟧（女儿）
公证费：按收费标准 ⟪price|200元/件⟫，申请人已缴 ⟦AMOUNT|400元⟧
"""))

T(("公证处遗嘱谈话笔录", """
谈话笔录（节选）
公证员：⟦PERSON|曹磊⟧   记录：⟦PERSON|潘琳⟧
问：您的财产有哪些？
答：⟪place|静安区⟫一套房子，还有工商银行存款大概⟦AMOUNT|一百二十多万⟧，都留给我小儿子⟦PERSON|陆建国⟧。
问：您身体状况如何？
答：去年查出⟦MEDICAL|肺癌早期⟧，做过手术，脑子清楚的。医院有⟦MEDICAL|认知功能评估⟧报告，MMSE ⟪quantity|28分⟫。
立遗嘱人：⟦PERSON|陆桂芳⟧  （按手印）  ⟪date|2026年10月9日⟫
"""))

T(("考研培训报名表", """
⟪org_name|启航考研⟫2027届全程班报名
姓名：⟦PERSON|汤一鸣⟧   报考院校：⟪org_name|华中科技大学⟫ 计算机（408）
身份证号：⟦IDCARD|$prc21⟧   出生：⟦DATE_OF_BIRTH|1999.08.30⟧
电话：⟦PHONE|155 7910 4862⟧   邮箱：⟦EMAIL|tangym1999@163.com⟧
班型：全程VIP班，原价⟪price|19,800元⟫，早鸟优惠后实缴⟦AMOUNT|15,600元⟧（分两期，第一期⟦AMOUNT|7,800元⟧已付）
"""))

T(("考研班主任群聊", """
班主任⟦PERSON|小鹿⟧老师：@所有人 12月模考成绩已出，群文件可查。
⟦PERSON|汤一鸣⟧：老师我数学才⟪score|92⟫😭
班主任⟦PERSON|小鹿⟧老师：@⟦PERSON|汤一鸣⟧ 没事，你之前说⟦MEDICAL|焦虑失眠⟧，最近在吃⟦MEDICAL|右佐匹克隆⟧，状态影响很大，先调整作息。
⟦PERSON|郑同学⟧：老师退费流程怎么走，我想退剩下的⟦AMOUNT|3,900⟧
班主任⟦PERSON|小鹿⟧老师：私聊你～
"""))

T(("矿区井下人员名单", """
⟪org_name|神东某煤矿⟫ 综采二队 ⟪date|12月3日⟫ 夜班下井名单
1. ⟦PERSON|王铁柱⟧ 班长  定位卡 ⟪device_id|KJ-0471⟫  ⟦PHONE|150 4771 3308⟧
2. ⟦PERSON|刘二虎⟧ 采煤机司机  定位卡 ⟪device_id|KJ-0489⟫
3. ⟦PERSON|白志刚⟧ 支架工  定位卡 ⟪device_id|KJ-0512⟫ 备注：⟦MEDICAL|尘肺一期⟧复查待定
瓦斯浓度上限 ⟪percentage|0.8%⟫，下井人数 ⟪quantity|27⟫ 人。
"""))

T(("矿区工伤报告", """
工伤事故快报
受伤人员：⟦PERSON|马国庆⟧，男，身份证 ⟦IDCARD|$prc16⟧，出生日期 ⟦DATE_OF_BIRTH|1977-01-02⟧
住址：⟦ADDRESS|黑龙江省哈尔滨市南岗区学府路243号7栋2单元501⟧
事故经过：⟪time|14时20分⟫在⟪place|三采区运输巷⟫被皮带机挤伤右臂，初步诊断⟦MEDICAL|右肱骨开放性骨折⟧，已送⟪org_name|矿区职工医院⟫。
家属：妻子⟦PERSON|吴秀兰⟧ ⟦PHONE|139 4516 0287⟧
报告人：安全员⟦PERSON|邢海涛⟧
"""))

T(("渔船船员花名册", """
⟪vessel_name|闽霞渔 06188⟫ 船员花名册
船长 ⟦PERSON|林阿水⟧  身份证 ⟦IDCARD|$prc24⟧  船员证 ⟪licence_ref|ZJ201811045⟫
轮机长 ⟦PERSON|陈永福⟧  身份证 ⟦IDCARD|$prc9⟧
普通船员 ⟦PERSON|Agus Santoso⟧（印尼）护照 ⟦PASSPORT|C2891047⟧
普通船员 ⟦PERSON|Budi Hartono⟧（印尼）护照 ⟦PASSPORT|B7705132⟧
船籍港 ⟪place|福州⟫ 总吨 ⟪quantity|498⟫ 出海日期 ⟪date|2026-09-01⟫
"""))

T(("渔船工资结算单", """
渔船船员工资结算（⟪voyage_ref|2026秋汛⟫）
⟦PERSON|林阿水⟧ 船长：分成⟦AMOUNT|86,000元⟧，预支⟦AMOUNT|10,000元⟧，实发⟦AMOUNT|76,000元⟧
⟦PERSON|Agus Santoso⟧：月薪⟦AMOUNT|USD 450⟧×4，汇往 ⟪org_name|BRI⟫ 账户
⟦PERSON|阿福⟧：受伤休养期间照发，⟦MEDICAL|腰椎间盘突出⟧，医药费报销⟦AMOUNT|2,130元⟧
油价按 ⟪price|7.6元/升⟫ 计算，已从总收入扣除。
"""))

T(("图书馆逾期短信", """
【⟪org_name|深圳图书馆⟫】⟦PERSON|邓思远⟧读者您好，您借阅的《⟪book_title|三体⟫》已逾期⟪quantity|12天⟫，当前欠费⟦AMOUNT|1.20元⟧，请尽快归还。读者证号⟪card_ref|0440300218871⟫。
"""))

T(("选举委员会选民登记", """
⟪org_name|XX区第三选区⟫选民名单（张贴稿）
序号 姓名 性别 出生年月 住址
⟪record_id|001⟫ ⟦PERSON|赵建平⟧ 男 ⟪year_month|1968.03⟫ ⟦ADDRESS|朝阳路12号院3号楼2单元101⟧
⟪record_id|002⟫ ⟦PERSON|赵刘氏⟧ 女 ⟪year_month|1941.11⟫ ⟦ADDRESS|朝阳路12号院3号楼2单元101⟧
⟪record_id|003⟫ ⟦PERSON|钱晓东⟧ 男 ⟪year_month|1989.07⟫ ⟦ADDRESS|朝阳路14号院1号楼5单元602⟧
选举日 ⟪date|2026年12月20日⟫ 投票站 ⟪place|社区活动中心⟫
"""))

T(("心理热线咨询记录", """
热线编号 ⟪call_ref|XL-20261122-031⟫  接线员：⟦PERSON|黎芳⟧（志愿者）
来电者自称⟦PERSON|小雨⟧，大二学生，⟪place|成都⟫。
主诉：近两个月⟦MEDICAL|情绪低落、失眠⟧，有⟦MEDICAL|自伤行为⟧（手臂划伤），曾在校医院诊断⟦MEDICAL|中度抑郁⟧，开过⟦MEDICAL|舍曲林⟧但自行停药。
处置：评估风险为中，已建议联系辅导员⟦PERSON|蒋老师⟧；提供24小时热线 ⟦PHONE|400-161-9995⟧。
通话时长 ⟪duration|47分钟⟫
"""))

T(("心理咨询预约钉钉通知", """
【钉钉·⟪org_name|心晴心理工作室⟫】预约提醒
来访者：⟦PERSON|简宁⟧  咨询师：⟦PERSON|俞老师⟧
时间：⟪datetime|12月8日 周一 19:00⟫  地点：⟦ADDRESS|杭州市上城区解放路138号华浙广场1号楼1705室⟧
备注：第6次咨询，议题：⟦MEDICAL|强迫症⟧暴露练习。
本次费用 ⟦AMOUNT|600元⟧ 已从储值卡扣除，余额 ⟦AMOUNT|1,800元⟧。
"""))

T(("运动队兴奋剂检查通知", """
⟪org_name|省体育局反兴奋剂中心⟫ 检查通知
运动员：⟦PERSON|杜欣然⟧  项目：游泳  身份证：⟦IDCARD|$prc17⟧
出生日期：⟦DATE_OF_BIRTH|1994年11月24日⟧
申报用药：⟦MEDICAL|沙丁胺醇气雾剂⟧（已获TUE ⟪tue_ref|TUE-2026-0188⟫）、⟦MEDICAL|口服避孕药⟧
检查官：⟦PERSON|孔令辉⟧  陪护员：⟦PERSON|小樊⟧
样本编号 ⟪sample_code|CN 4419285⟫  ⟪time|06:35⟫到达住处
"""))

T(("纹身店过敏告知书", """
⟪org_name|墨匠纹身工作室⟫ 顾客健康告知
顾客：⟦PERSON|蒋欣怡⟧   手机：⟦PHONE|181 2036 7745⟧
是否过敏：是，⟦MEDICAL|对镍过敏⟧、⟦MEDICAL|青霉素过敏⟧
是否怀孕/哺乳：否   是否服用抗凝药：是，⟦MEDICAL|华法林⟧
图案：小臂英文字母 ⟪dimension|8×3cm⟫  起步价 ⟪price|800元⟫，实收 ⟦AMOUNT|1,100元⟧
纹身师：⟦PERSON|阿K⟧
"""))

T(("美甲店会员储值", """
⟪org_name|甲壳虫美甲⟫会员档案
会员：⟦PERSON|苏小姐⟧  会员号 ⟪member_id|VIP0917⟫  电话 ⟦PHONE|136 6289 0173⟧
储值：⟦AMOUNT|2,000元⟧ 送 ⟦AMOUNT|300元⟧，本次消费 ⟦AMOUNT|268元⟧
注意：⟦MEDICAL|甲沟炎⟧反复，⟦MEDICAL|对丙烯酸酯过敏⟧，禁用光疗甲
单色美甲价目 ⟪price|128元⟫
"""))

T(("影院会员退票客服", """
用户：你好，我在你们⟪org_name|万达影城⟫⟪place|西湖店⟫买的票想退
客服：您好，请提供订单号和手机号
用户：订单 ⟪order_ref|WD88120391⟫，手机⟦PHONE|187 5712 0468⟧，名字⟦PERSON|鲍志远⟧
客服：查到了，《⟪film_title|流浪地球3⟫》两张，⟪seat_number|7排12座⟫、⟪seat_number|7排13座⟫，可退⟦AMOUNT|78元⟧，手续费⟪price|每张5元⟫
"""))

T(("剧院包场合同", """
包场协议（节选）
甲方：⟪org_name|杭州大剧院⟫   乙方联系人：⟦PERSON|祁永康⟧ ⟦PHONE|0571-8799 2210⟧
演出：话剧《⟪show_title|茶馆⟫》 ⟪date|2026年12月26日⟫ 19:30
包场费：⟦AMOUNT|人民币168,000元⟧，乙方于 ⟪date|12月15日⟫ 前汇入甲方账户。
乙方开票信息：⟪org_name|杭州祁氏贸易有限公司⟫，税号 ⟪tax_ref|91330106MA2B3X4K7Q⟫
"""))

T(("蛋糕店预订", """
⟦PERSON|林妈妈⟧：老板，周六要一个6寸草莓蛋糕，给我女儿⟦PERSON|朵朵⟧过生日，她⟦MEDICAL|鸡蛋过敏⟧，能做无蛋的吗？
⟪org_name|麦香烘焙⟫：可以的，无蛋款6寸 ⟪price|218元⟫，写字免费。
⟦PERSON|林妈妈⟧：好，定金⟦AMOUNT|100⟧转你了，地址⟦ADDRESS|厦门市思明区莲前西路2号莲富大厦11楼⟧，电话⟦PHONE|159 5923 8814⟧
"""))

T(("干洗店取衣单", """
⟪org_name|洁丽雅干洗⟫ 取衣凭条 No.⟪ticket_ref|0031872⟫
顾客：⟦PERSON|童佳琪⟧  电话 ⟦PHONE|137 0168 5529⟧
羊绒大衣×1（⟪price|68元⟫/件），真丝连衣裙×2
应收 ⟦AMOUNT|186元⟧  会员卡余额 ⟦AMOUNT|414元⟧
取衣日期 ⟪date|12月9日⟫ 以后，超过 ⟪duration|30天⟫ 收取保管费
"""))

T(("洗衣工厂钉钉群", """
【钉钉群·中央洗涤厂】
⟦PERSON|宋主管⟧：⟪org_name|希尔顿⟫那批床单今天⟪time|下午3点⟫前必须出厂
⟦PERSON|阿强⟧：烘干机2号又坏了，报修单⟪ticket_ref|WX-2291⟫
⟦PERSON|宋主管⟧：@⟦PERSON|阿强⟧ 你手上的伤去看了没？
⟦PERSON|阿强⟧：去了，⟦MEDICAL|二度烫伤⟧，医生开了⟦MEDICAL|磺胺嘧啶银乳膏⟧
"""))

T(("智能家居网关配置", """
# 小米网关 / Home Assistant 配置（⟦PERSON|老许⟧家）
mqtt:
  broker: ⟦IP_ADDRESS|192.168.31.10⟧
  port: ⟪port|1883⟫
  username: ⟦PERSON|xujianguo⟧
  password: ⟦PASSWORD|Xjg@2026home⟧
xiaomi_aqara:
  gateways:
    - mac: ⟪mac_address|04:CF:8C:9A:11:2E⟫
      key: ⟦SECRET|8h2kq0v9zt3mfw7a⟧
门锁临时密码：⟦PASSWORD|826419⟧（给保洁⟦PERSON|刘阿姨⟧用，周五过期）
"""))

T(("邮件退信日志", """
⟪timestamp|2026-11-21 10:33:05⟫ [bounce] to=<⟦EMAIL|liuyang_8876@qq.com⟧> dsn=⟪smtp_status|5.0.0⟫ 用户不存在
⟪timestamp|2026-11-21 10:33:07⟫ [bounce] to=<⟦EMAIL|hr@hzjiaxin-tech.cn⟧> dsn=⟪smtp_status|4.4.7⟫ 投递超时 relay=⟦IP_ADDRESS|101.37.201.44⟧
⟪timestamp|2026-11-21 10:33:12⟫ [ok] to=<⟦EMAIL|zhang.wei@sina.com⟧> msgid=⟪message_id|20261121103312.8821@mail.example-esp.cn⟫
"""))

T(("阿里云AK泄露工单", """
工单 ⟪ticket_ref|#SEC-0912⟫ 紧急：代码仓库发现明文 AccessKey
提交人：⟦PERSON|樊一帆⟧（⟦EMAIL|fanyifan@qiyun-tech.com⟧）
文件：config/oss.go 第 ⟪line_number|27⟫ 行
  AccessKeyId: ⟦APIKEY|$ltai1⟧
  AccessKeySecret: ⟦SECRET|$ali_sec1⟧
  Bucket: ⟪bucket_name|qiyun-prod-media⟫  Region: ⟪region|oss-cn-hangzhou⟫
处理：已在控制台禁用，⟦PERSON|吕工⟧负责轮换。提交哈希 ⟪commit_sha|$sha1⟫
"""))

T(("腾讯云密钥env", """
# .env.production  ⟪project_name|月子中心小程序⟫
TENCENTCLOUD_SECRET_ID=⟦APIKEY|$akid1⟧
TENCENTCLOUD_SECRET_KEY=⟦SECRET|$tc_sec1⟧
WX_APPID=⟪app_id|wx8f3a91c2d4e5b607⟫
WX_APPSECRET=⟦SECRET|3f9a0c6e1b7d42a58e0f19c3d7b6a2e4⟧
JWT_TOKEN_SAMPLE=⟦APIKEY|$jwt3⟧
DB_HOST=⟦IP_ADDRESS|10.0.8.15⟧
DB_PASSWORD=⟦PASSWORD|Yz#2026!mysql⟧
"""))

T(("K8s告警飞书", """
【飞书告警】⟪cluster_name|prod-hz-01⟫ 集群
Pod ⟪pod_name|order-svc-5f7b9c-xk2lp⟫ OOMKilled，重启 ⟪quantity|6⟫ 次
节点 ⟦IP_ADDRESS|10.8.3.21⟧ 内存 ⟪percentage|96%⟫
值班：⟦PERSON|裴俊⟧ ⟦PHONE|186 0571 3392⟧
Webhook: ⟦SECRET|$feishuhook1⟧
Helm release ⟪release_name|order-svc⟫ 版本 ⟪version|2.14.0⟫
"""))

T(("SAP供应商主数据", """
供应商主数据变更申请  编号 ⟪request_ref|MDG-2026-4471⟫
供应商编号 ⟪vendor_number|0000301988⟫（个体工商户）
名称：⟦PERSON|唐海生⟧（⟪org_name|唐记五金⟫）
地址：⟦ADDRESS|湖南省长沙市岳麓区麓山南路932号⟧
负责人身份证：⟦IDCARD|$prc13⟧
开户行：⟪org_name|中国建设银行长沙岳麓支行⟫  账号 ⟦CARD|$up1⟧
申请人：采购部⟦PERSON|鲁晓菲⟧  审批：⟦PERSON|钟总⟧
"""))

T(("ERP报销单", """
费用报销单 ⟪document_ref|BX202611-0387⟫
报销人：⟦PERSON|卢佳⟧  部门：⟪department|华东销售部⟫
事由：⟪date|11月18日⟫-⟪date|11月20日⟫ 赴⟪place|宁波⟫拜访客户
交通费 ⟦AMOUNT|512.00⟧  住宿费 ⟦AMOUNT|1,080.00⟧  餐费 ⟦AMOUNT|236.50⟧
合计：⟦AMOUNT|人民币壹仟捌佰贰拾捌元伍角⟧（⟦AMOUNT|¥1,828.50⟧）
住宿标准 ⟪price|400元/晚⟫
"""))

T(("难民登记中文", """
⟪org_name|某国际人道组织⟫ 登记卡（中文翻译件）
姓名：⟦PERSON|艾哈迈德·哈桑⟧（⟦PERSON|Ahmed Hassan⟧）
出生日期：⟦DATE_OF_BIRTH|1986年3月14日⟧   原籍：⟪place|阿勒颇⟫
护照号：⟦PASSPORT|N011847253⟧
家庭成员：妻子⟦PERSON|法蒂玛⟧，儿子⟦PERSON|优素福⟧（⟦MEDICAL|先天性心脏病⟧，需手术）
登记号 ⟪case_ref|SYR-26-00481⟫   发放援助金 ⟦AMOUNT|USD 200⟧
"""))

T(("公证处收费收据", """
⟪org_name|北京市长安公证处⟫ 收费收据 No.⟪receipt_ref|0018821⟫
交款人：⟦PERSON|葛红梅⟧
项目：学历公证（中英文）×2、亲属关系公证×1
金额：⟦AMOUNT|伍佰肆拾元整⟧ ⟦AMOUNT|¥540.00⟧
收款人：⟦PERSON|贾晓晨⟧   ⟪date|2026年11月26日⟫
"""))

T(("快递丢件投诉", """
投诉工单 ⟪ticket_ref|TS20261202-5518⟫
投诉人：⟦PERSON|储先生⟧  电话：⟦PHONE|131 2266 0845⟧
内容：我在⟪org_name|京东⟫买的手机，运单⟪tracking_number|JD0088771234523⟫，驿站显示已签收，但我根本没收到！⟦ADDRESS|南京市玄武区珠江路88号新世界中心A座2308⟧，监控显示被一个穿蓝衣服的人拿走。货款⟦AMOUNT|6,499元⟧要求全额赔偿。
处理人：⟦PERSON|小宁⟧
"""))

T(("外卖骑手工资条", """
⟪org_name|众包配送⟫ 11月收入明细
骑手：⟦PERSON|覃海波⟧  身份证：⟦IDCARD|$prc18⟧
完成单量：⟪quantity|1,284⟫ 单
配送费收入：⟦AMOUNT|8,947.60元⟧
冲单奖：⟦AMOUNT|600元⟧   罚款：⟦AMOUNT|-35元⟧
实发：⟦AMOUNT|9,512.60元⟧ 已打入银行卡 ⟦CARD|$up4⟧
"""))

T(("健身房会员退卡", """
会员 ⟦PERSON|甘露⟧ 申请退卡：年卡 ⟪price|3,588元⟫，已使用 ⟪duration|4个月⟫，
因⟦MEDICAL|怀孕⟧且有⟦MEDICAL|先兆流产⟧史，医生建议停止运动（附⟪org_name|妇幼保健院⟫证明）。
经店长⟦PERSON|伍婷⟧审批，退还 ⟦AMOUNT|2,100元⟧ 至支付宝 ⟦EMAIL|ganlu0512@126.com⟧。
"""))

T(("医美贷款催收短信", """
【⟪org_name|美分期⟫】⟦PERSON|邵雨晴⟧您好，您在悦颜医美办理的分期第⟪installment|3/12⟫期⟦AMOUNT|486.67元⟧已逾期⟪quantity|5天⟫，请及时还款，详询⟦PHONE|400-820-3366⟧。
"""))

T(("月子中心营养餐单", """
本周月子餐（⟪date_range|12.8-12.14⟫）
第一周：排恶露——麻油猪肝、生化汤
第二周：修复——杜仲腰花、鲈鱼汤
第三周：滋补——花胶鸡、红枣银耳
特别说明：所有餐品每日 ⟪quantity|6餐⟫，套餐 ⟪price|每日498元⟫，营养师 ⟪org_name|馨悦营养部⟫ 出品。
个别调整：608房⟦PERSON|许婧⟧⟦MEDICAL|妊娠期糖尿病⟧，主食减半；612房⟦PERSON|陈太太⟧⟦MEDICAL|对虾蟹过敏⟧。营养师⟦PERSON|钟晓梅⟧ ⟦PHONE|138 5717 2046⟧
"""))

T(("博物馆展签", """
⟪exhibit_ref|展品编号 B-27⟫
清·青花缠枝莲纹赏瓶
高 ⟪dimension|38.5厘米⟫，口径 ⟪dimension|9.6厘米⟫
景德镇御窑烧造，⟪year|雍正⟫年间作品，⟪org_name|省博物馆⟫ ⟪year|1983⟫ 年征集。
"""))

T(("公交线路调整", """
【公交调整公告】自⟪date|2026年12月15日⟫起，⟪route_ref|K208路⟫因⟪place|文一路⟫施工临时绕行⟪place|学院路⟫，取消⟪place|文一西路口⟫站。首末班时间不变，票价⟪price|2元⟫。
"""))

T(("股市收评", """
收评：沪指涨⟪percentage|0.62%⟫报⟪index_value|3,412.58⟫点，深成指涨⟪percentage|1.05%⟫，两市成交额⟪quantity|1.12万亿⟫。航运板块领涨，⟪org_name|中远海控⟫涨停，收于⟪price|15.82元⟫。
"""))

T(("渔船紧急救助", """
【⟪org_name|东海救助局⟫】⟪time|03:40⟫接报：⟪vessel_name|浙岱渔 03217⟫ 在 ⟪coordinate|北纬29°48′ 东经123°10′⟫ 有船员受伤。
伤员：⟦PERSON|邬小军⟧，男，43岁，⟦MEDICAL|头部外伤伴昏迷⟧。
船长⟦PERSON|夏根宝⟧卫星电话 ⟦PHONE|+870 773 214 559⟧。
已派直升机 ⟪aircraft_reg|B-7328⟫ 前往。
"""))

T(("矿区通勤班车名单微信", """
明天早班车（⟪time|5:30⟫ ⟪place|生活区⟫发车）：
⟦PERSON|大刘⟧、⟦PERSON|小马⟧、⟦PERSON|高建军⟧、⟦PERSON|蔡师傅⟧
⟦PERSON|高建军⟧说他⟦MEDICAL|痛风⟧犯了请假一天，⟦PERSON|蔡师傅⟧顶他的岗。
车牌 ⟪plate_number|蒙K·5H338⟫
"""))

T(("考研调剂咨询邮件", """
⟦PERSON|刘教授⟧您好：
我是⟦PERSON|谢晓彤⟧，本科⟪org_name|西南交通大学⟫，今年考研初试⟪score|372分⟫（政治⟪score|68⟫，英语⟪score|74⟫），报考⟪org_name|浙江大学⟫未过复试线，希望调剂到您的课题组。
附件为简历及成绩单。我的电话⟦PHONE|153 8196 0427⟧，邮箱⟦EMAIL|xiexiaotong_swjtu@foxmail.com⟧。
此致
敬礼
⟦PERSON|谢晓彤⟧
"""))

T(("图书馆读者证办理", """
读者证办理登记
姓名：⟦PERSON|麦嘉欣⟧  身份证：⟦IDCARD|$prc25⟧
手机：⟦PHONE|189 2600 7413⟧  已交押金 ⟦AMOUNT|100元⟧，办证日期 ⟪date|2026-12-02⟫，证号 ⟪card_ref|4401060031187⟫
"""))

T(("房产公证委托银行转账", """
⟦PERSON|顾雯⟧：爸，买家⟦PERSON|莫志华⟧的首付⟦AMOUNT|一百八十万⟧已经打到你工行卡⟦CARD|$up3⟧了，你查一下。
⟦PERSON|顾明辉⟧：收到了。公证处⟦PERSON|曹公证员⟧说下周二带身份证原件去，地址⟦ADDRESS|上海市黄浦区凤阳路660号⟧。
⟦PERSON|顾雯⟧：好，中介费⟦AMOUNT|3.6万⟧我先垫了，中介说标准是⟪percentage|2%⟫。
"""))

T(("快递驿站投诉电话记录", """
来电记录 ⟪call_ref|KD-1203-044⟫ ⟪time|15:22⟫
来电人：⟦PERSON|柯女士⟧ ⟦PHONE|139 0871 6652⟧
住址：⟦ADDRESS|云南省昆明市五华区翠湖南路52号云大宿舍9栋3单元402⟧
诉求：驿站⟦PERSON|小潘⟧把她的药（⟦MEDICAL|胰岛素笔芯⟧，冷链）放常温货架两天，要求赔偿药费⟦AMOUNT|468元⟧。
处理：站长⟦PERSON|付建华⟧同意先行赔付，⟪date|12月4日⟫前到账。
"""))

T(("外卖平台骑手实名认证", """
{"rider_id":"⟪rider_id|R44120⟫","real_name":"⟦PERSON|杨帆⟧","id_no":"⟦IDCARD|$prc19⟧","birthday":"⟦DATE_OF_BIRTH|1997-02-21⟧",
 "mobile":"⟦PHONE|18632217045⟧","bank_card":"⟦CARD|$up2⟧","health_cert":"⟪cert_ref|JK2026-0331-77⟫",
 "emergency":{"name":"⟦PERSON|杨建国⟧","mobile":"⟦PHONE|13503117782⟧"},"deposit":⟦AMOUNT|200⟧,"city":"⟪place|石家庄⟫"}
"""))

T(("渔船船员劳务合同", """
渔业船员劳务合同（摘要）
甲方：⟪org_name|舟山海通远洋渔业有限公司⟫  地址：⟦ADDRESS|浙江省舟山市普陀区沈家门街道海洲路518号⟧
乙方：⟦PERSON|宋春来⟧  身份证 ⟦IDCARD|$prc22⟧  出生 ⟦DATE_OF_BIRTH|1978年10月16日⟧
海员证 ⟦PASSPORT|E40118827⟧   联系电话 ⟦PHONE|151 0580 3317⟧
工资：⟦AMOUNT|每月12,000元⟧，年终分红另计；安家费⟦AMOUNT|20,000元⟧已于签约日支付。
乙方声明无⟦MEDICAL|心脏病⟧、⟦MEDICAL|癫痫⟧等不宜出海疾病。
"""))

T(("矿区宿舍门禁运维", """
# 矿区生活区门禁系统 /etc/access/config.ini
[server]
host = ⟦IP_ADDRESS|172.16.40.5⟧
port = ⟪port|8090⟫
admin_user = ⟦PERSON|gaojianjun⟧
admin_password = ⟦PASSWORD|Kuangqu@8899⟧
[alert]
dingtalk = ⟦SECRET|$dinghook2⟧
; 维护人 ⟦PERSON|高建军⟧ ⟦PHONE|0477-8512 330⟧ 固件 ⟪version|v3.2.7⟫
"""))

T(("医美机构财务对账", """
| 日期 | 客户 | 项目 | 标价 | 实收 | 支付方式 |
|---|---|---|---|---|---|
| ⟪date|12-01⟫ | ⟦PERSON|邵雨晴⟧ | 泪沟填充 | ⟪price|6,800⟫ | ⟦AMOUNT|5,280⟧ | 分期 |
| ⟪date|12-01⟫ | ⟦PERSON|单丽娜⟧ | 光子嫩肤 | ⟪price|1,980⟫ | ⟦AMOUNT|1,580⟧ | 信用卡 ⟦CARD|$visa4⟧ |
| ⟪date|12-02⟫ | ⟦PERSON|Cathy⟧ | 水光针 | ⟪price|2,680⟫ | ⟦AMOUNT|2,380⟧ | 微信 |
备注：⟦PERSON|单丽娜⟧术后⟦MEDICAL|色素沉着⟧，已安排复诊。
"""))

T(("考研机构招生顾问企业微信", """
【企业微信·⟪org_name|启航考研⟫】
顾问⟦PERSON|覃老师⟧：@⟦PERSON|彭浩然⟧ 同学，您的协议班合同已生成，学费⟦AMOUNT|29,800元⟧，不过线退⟦AMOUNT|20,000元⟧。
⟦PERSON|彭浩然⟧：好的，我身份证号⟦IDCARD|$prc10⟧，家住⟦ADDRESS|陕西省西安市雁塔区小寨西路26号5号楼1单元801⟧，合同寄这里。
顾问⟦PERSON|覃老师⟧：收到，合同编号⟪contract_ref|QH-XY-2026-1187⟫。
"""))

T(("心理咨询师督导笔记", """
督导笔记 ⟪date|2026-11-29⟫
个案：来访者⟦PERSON|罗晓静⟧，34岁，⟪place|广州⟫
议题：⟦MEDICAL|产后焦虑⟧伴⟦MEDICAL|惊恐发作⟧，正服用⟦MEDICAL|帕罗西汀20mg⟧；丈夫⟦PERSON|谭伟⟧有家暴史。
督导意见：评估安全风险，必要时转介⟪org_name|市妇联⟫；咨询师⟦PERSON|葛晴⟧下次带录音。
"""))

T(("选举办公室值班表", """
⟪org_name|区人大选举办公室⟫ 值班表（⟪date_range|12月15日-12月21日⟫）
周一 ⟦PERSON|孔德明⟧ ⟦PHONE|136 0119 5527⟧
周二 ⟦PERSON|方蕾⟧ ⟦PHONE|139 1163 8840⟧
周三 ⟦PERSON|孔德明⟧
办公室座机 ⟦PHONE|010-8452 3316⟧，地址 ⟦ADDRESS|北京市朝阳区朝阳门外大街16号3层⟧
值班补贴 ⟪price|150元/天⟫
"""))

T(("月子中心退费协商邮件", """
发件人：⟦PERSON|周文斌⟧ <⟦EMAIL|zhouwenbin88@163.com⟧>
收件人：⟦EMAIL|service@xinyue-yuezi.com⟧
主题：关于608房提前退房的退费

您好，我爱人⟦PERSON|许婧⟧因⟦MEDICAL|产后大出血⟧转入⟪org_name|湖南省妇幼保健院⟫治疗，只住了9天。合同款我们已全额支付⟦AMOUNT|68,800元⟧（⟪contract_ref|XY-2026-0608⟫）。按合同第7条，请退还未入住部分⟦AMOUNT|46,680元⟧到我的建行卡⟦CARD|$up3⟧。
联系电话⟦PHONE|135 7481 2096⟧，家庭住址⟦ADDRESS|湖南省长沙市岳麓区枫林三路1099号6栋1802⟧。
"""))

T(("公证处电子存证API配置", """
# 公证云平台接入配置 notary-cloud.yaml
app_id: ⟪app_id|nc_app_20261187⟫
app_secret: ⟦SECRET|$clsec5⟧
api_token: ⟦APIKEY|$jwt1⟧
callback: https://api.example-notary.cn/callback
operator:
  name: ⟦PERSON|贾晓晨⟧
  phone: ⟦PHONE|010-6551 2280⟧
  id_card: ⟦IDCARD|$prc26⟧
db: mysql://notary:⟦SECRET|Nc#2026db!⟧@⟦IP_ADDRESS|10.3.1.22⟧:⟪port|3306⟫/evidence
"""))

T(("物流车队司机档案", """
⟪org_name|顺達物流⟫车队司机档案
姓名：⟦PERSON|聂国强⟧  身份证：⟦IDCARD|$prc15⟧  出生：⟦DATE_OF_BIRTH|1983年6月18日⟧
驾驶证档案号 ⟪licence_ref|410100883312⟫  准驾 A2
住址：⟦ADDRESS|河南省郑州市金水区花园路39号院12号楼3单元502⟧
工资卡 ⟪masked_card|6217 **** **** 2281⟫
体检：⟦MEDICAL|二型糖尿病⟧，口服⟦MEDICAL|二甲双胍⟧，不宜连续夜班
月薪⟦AMOUNT|9,500元⟧，出车补助标准⟪price|80元/天⟫
"""))

T(("医美诊所钉钉审批", """
【钉钉审批】退款申请 ⟪approval_ref|SP202612040031⟫
申请人：⟦PERSON|小艾⟧（咨询师）
客户：⟦PERSON|邵雨晴⟧，电话⟦PHONE|139 2874 5061⟧
原因：泪沟填充后出现⟦MEDICAL|丁达尔现象⟧，客户要求部分退款，并已在⟪org_name|南山区人民医院⟫做⟦MEDICAL|透明质酸酶溶解⟧
退款金额：⟦AMOUNT|2,000元⟧，退至客户支付宝（绑定上述手机号）
审批人：⟦PERSON|孟医生⟧ → 财务⟦PERSON|龙姐⟧
"""))
