# Chinese texts for corpus_blind31. Written by hand. Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy.
TEXTS = []

TEXTS += [
("物业缴费催缴短信", r"""
【⟪org_name|锦华物业⟫】尊敬的⟦PERSON|黄秀英⟧业主，您名下⟦ADDRESS|杭州市西湖区文三路259号锦华苑7幢2单元1302室⟧2027年度物业费⟦AMOUNT|3,846.00元⟧尚未缴纳，请于⟪date|11月30日⟫前通过小程序缴费。物业费标准⟪price|2.8元/㎡·月⟫。咨询⟦PHONE|0571-8690 2231⟧。
"""),
("物业缴费台账表格", r"""
| 房号 | 业主 | 手机 | 应缴 | 已缴 | 欠费 |
|---|---|---|---|---|---|
| ⟪room_no|3-1-502⟫ | ⟦PERSON|郑国栋⟧ | ⟦PHONE|139 5718 4420⟧ | ⟦AMOUNT|2,916.00⟧ | ⟦AMOUNT|2,916.00⟧ | 0 |
| ⟪room_no|3-1-601⟫ | ⟦PERSON|沈丽娟⟧ | ⟦PHONE|137 7720 3319⟧ | ⟦AMOUNT|3,110.40⟧ | ⟦AMOUNT|1,555.20⟧ | ⟦AMOUNT|1,555.20⟧ |
| ⟪room_no|3-2-302⟫ | ⟪masked_name|何**⟫ | ⟪masked_phone|138****6620⟫ | ⟦AMOUNT|2,764.80⟧ | ⟦AMOUNT|0.00⟧ | ⟦AMOUNT|2,764.80⟧ |
制表：⟦PERSON|小邵⟧（客服部）  ⟪date|2027-11-02⟫
"""),
("物业维修工单", r"""
工单号：⟪ticket_ref|WX20271103-017⟫
报修人：⟦PERSON|陆建平⟧先生  联系电话：⟦PHONE|18668012745⟧
地址：⟦ADDRESS|杭州市拱墅区湖墅南路88号运河名苑12幢904室⟧
内容：卫生间漏水，楼下⟪room_no|804⟫天花板渗水。业主说家里老人⟦MEDICAL|中风后行动不便⟧，请上门前先电话联系。
门禁临时密码：⟦PASSWORD|#6618#⟧（24小时有效）
派单：维修工⟦PERSON|老蔡⟧  ⟪timestamp|2027-11-03 09:21⟫
"""),
("老年大学报名表", r"""
⟪org_name|青岛市南区老年大学⟫ 2028年春季学期报名表
姓名：⟦PERSON|刘玉兰⟧    性别：女    出生日期：⟦DATE_OF_BIRTH|1953年7月22日⟧
身份证号：⟦IDCARD|$prc8⟧
住址：⟦ADDRESS|青岛市市南区香港中路76号颐和国际A座1605室⟧
联系电话：⟦PHONE|0532-8577 1026⟧   紧急联系人：⟦PERSON|王海涛⟧（儿子）⟦PHONE|135 6392 0811⟧
报名课程：⟪product_code|SH-203⟫国画山水（中级）、太极拳  学费：⟪price|每门280元⟫
身体状况：⟦MEDICAL|高血压，服用氨氯地平⟧
"""),
("老年大学班级微信群", r"""
⟦PERSON|张老师⟧（书法班）：各位学员，下周三⟪time|上午9点⟫在⟪place|三楼305教室⟫上课，请带好毛毡和宣纸。
⟦PERSON|老周⟧：收到👌
⟦PERSON|李阿姨⟧：⟦PERSON|张老师⟧，我下周要去医院做⟦MEDICAL|白内障手术⟧，请两次假
⟦PERSON|张老师⟧：好的⟦PERSON|李阿姨⟧，祝手术顺利🙏
班长⟦PERSON|王建华⟧：本学期班费每人⟪price|50元⟫，⟦PERSON|老周⟧已代收12人共⟦AMOUNT|600元⟧
"""),
("老年大学退费申请", r"""
退费申请
本人⟦PERSON|孙桂芳⟧，身份证⟦IDCARD|$prc12⟧，报名了⟪org_name|沈阳市和平区老年大学⟫声乐班，因⟦MEDICAL|腰椎间盘突出⟧需卧床休养，申请退还学费⟦AMOUNT|四百二十元⟧。
退款账户：⟪org_name|中国工商银行⟫ 卡号⟦CARD|$card16⟧
联系电话：⟦PHONE|024-2381 5607⟧
申请人：⟦PERSON|孙桂芳⟧  ⟪date|2027年11月4日⟫
"""),
]

TEXTS += [
("养老院入住评估", r"""
⟪org_name|福寿康养老院⟫ 入住评估表  编号⟪case_ref|FSK-2027-0381⟫
老人姓名：⟦PERSON|马德胜⟧   出生：⟦DATE_OF_BIRTH|1937-10-11⟧   身份证：⟦IDCARD|$prc23⟧
诊断：⟦MEDICAL|阿尔茨海默病（中度）⟧、⟦MEDICAL|2型糖尿病⟧，用药⟦MEDICAL|二甲双胍0.5g bid⟧、⟦MEDICAL|多奈哌齐5mg qn⟧
护理等级：⟪product_code|二级护理⟫，床位费⟪price|2,600元/月⟫，护理费⟪price|1,800元/月⟫
担保人：⟦PERSON|马晓军⟧（长子） 手机⟦PHONE|139 1122 8735⟧
家庭住址：⟦ADDRESS|北京市东城区东四十条街道南新仓小区5号楼3单元201⟧
评估人：护士长⟦PERSON|田静⟧
"""),
("养老院探视钉钉通知", r"""
【钉钉通知】⟪org_name|福寿康养老院⟫探视安排调整
各位家属：即日起探视时间为⟪time|14:30-16:30⟫，需提前一天在小程序预约。
3号楼⟦PERSON|马德胜⟧爷爷家属：老人本周⟦MEDICAL|肺部感染⟧已转入医务室观察，请⟦PERSON|马先生⟧尽快联系⟦PERSON|田护士长⟧（⟦PHONE|010-6408 3352⟧）。
本月伙食费标准上调至⟪price|900元⟫。
"""),
("养老院费用结算单", r"""
⟪org_name|颐安养老服务中心⟫ 费用结算单（⟪date|2027年10月⟫）
住户：⟦PERSON|钱佩珍⟧   房间：⟪room_no|B-216⟫
床位费 ⟪price|2,200.00⟫ ×1月
护理费（三级）⟪price|2,400.00⟫
药品代购（⟦MEDICAL|华法林⟧、⟦MEDICAL|呋塞米⟧）⟦AMOUNT|186.50⟧
本月合计应付：⟦AMOUNT|4,786.50元⟧   预存余额：⟦AMOUNT|1,213.50元⟧
付款人：⟦PERSON|钱伟⟧  转账自账户 ⟦CARD|$card10⟧
"""),
("养老院护工交班记录", r"""
夜班交班 ⟪date|11月5日⟫
203床 ⟦PERSON|黄奶奶⟧：夜间⟦MEDICAL|血压165/95⟧，已按医嘱加服⟦MEDICAL|硝苯地平缓释片⟧，凌晨⟪time|3点⟫复测140/88。
205床 ⟦PERSON|老杨头⟧：吵着要回家，⟦MEDICAL|谵妄⟧可能，已告知⟦PERSON|周医生⟧。
207床 ⟦PERSON|陈桂英⟧：正常。
交班人：⟦PERSON|小吴⟧ 接班人：⟦PERSON|阿珍⟧
"""),
("中医馆挂号预约短信", r"""
【⟪org_name|同仁堂国医馆⟫】⟦PERSON|许小姐⟧您好，您已预约⟪date|11月8日⟫⟪time|上午10:20⟫ ⟦PERSON|孟医生⟧（针灸科）门诊，挂号费⟪price|50元⟫已支付。就诊地址：⟦ADDRESS|上海市徐汇区漕溪北路331号2楼⟧。取消请致电⟦PHONE|021-6438 7720⟧。
"""),
("中医馆病历", r"""
⟪org_name|杏林堂中医馆⟫ 门诊病历
姓名：⟦PERSON|吴秀梅⟧  性别：女  年龄：45
主诉：失眠多梦3月余，伴心悸。
诊断：⟦MEDICAL|不寐（心脾两虚证）⟧
处方：⟦MEDICAL|归脾汤加减⟧ 7剂，水煎服，日一剂；配合⟦MEDICAL|耳穴压豆⟧。
药费：⟦AMOUNT|¥386.40⟧（医保统筹支付⟦AMOUNT|¥231.84⟧，个人自付⟦AMOUNT|¥154.56⟧）
医师：⟦PERSON|钟文博⟧
"""),
("中医馆会员充值记录", r"""
会员卡号 ⟪member_no|VIP0088217⟫ 持卡人 ⟦PERSON|谢宏伟⟧ 手机 ⟦PHONE|186 2039 5514⟧
⟪timestamp|2027-11-06 15:02⟫ 充值 ⟦AMOUNT|5,000.00⟧ 赠送 ⟪price|500.00⟫（活动：充5000送500）
⟪timestamp|2027-11-06 15:40⟫ 消费 推拿60分钟 ⟦AMOUNT|-268.00⟧ 理疗师 ⟦PERSON|小谭⟧
当前余额 ⟦AMOUNT|5,232.00⟧
备注：客人⟦MEDICAL|腰肌劳损⟧，每周二来
"""),
]

TEXTS += [
("宠物医院病历", r"""
⟪org_name|爱宠仁心动物医院⟫ 病历 ⟪case_ref|PH-27-11092⟫
宠物：⟪pet_name|豆豆⟫（泰迪，公，6岁）  诊断：⟪animal_health|犬细小病毒感染⟫
主人：⟦PERSON|范思琪⟧  电话：⟦PHONE|158 0102 7734⟧
住院3天，输液+⟪animal_health|止吐治疗⟫，费用合计⟦AMOUNT|2,380元⟧，已付押金⟦AMOUNT|1,000元⟧。
主治：⟦PERSON|邓医生⟧
"""),
("宠物医院微信聊天", r"""
⟦PERSON|范思琪⟧：⟦PERSON|邓医生⟧，⟪pet_name|豆豆⟫今天精神好点了吗？
⟦PERSON|邓医生⟧：好多了，早上吃了点处方粮，⟪animal_health|呕吐⟫停了。
⟦PERSON|范思琪⟧：太好了😭 我明天下午来接，剩下的钱微信转你们前台可以吗
⟦PERSON|邓医生⟧：可以的，前台⟦PERSON|小曼⟧会把账单发你，还差⟦AMOUNT|1,380元⟧。
"""),
("宠物医院疫苗提醒短信", r"""
【⟪org_name|萌爪宠物医院⟫】⟦PERSON|曹先生⟧，您家猫咪⟪pet_name|年糕⟫的⟪animal_health|猫三联⟫第二针将于⟪date|11月20日⟫到期，疫苗⟪price|120元/针⟫。预约请回复1或拨打⟦PHONE|0755-2661 0390⟧。退订回T
"""),
("快递驿站取件短信", r"""
【⟪org_name|兔喜生活⟫】您的⟪org_name|中通⟫包裹已到⟦ADDRESS|成都市武侯区玉林北路12号附1号⟧兔喜驿站，取件码⟪otp_code|6-2-3017⟫，请于⟪date|11月9日⟫前领取。驿站电话⟦PHONE|028-8552 6613⟧。
"""),
("快递驿站丢件投诉记录", r"""
投诉单 ⟪ticket_ref|TS202711080031⟫
投诉人：⟦PERSON|罗小虎⟧  手机：⟦PHONE|13982047165⟧
运单号：⟪order_ref|YT7712093381520⟫
内容：包裹显示已签收但本人未收到，内有⟦MEDICAL|胰岛素笔⟧及针头（本人⟦MEDICAL|1型糖尿病⟧），急用。申报价值⟦AMOUNT|860元⟧。
处理：驿站店长⟦PERSON|阿彬⟧查监控，发现被⟪masked_name|罗**⟫以外的人误领，已追回。
"""),
("快递驿站店员排班钉钉", r"""
【钉钉·⟪org_name|菜鸟驿站（玉林店）⟫】本周排班
周一～周三 早班 ⟦PERSON|阿彬⟧ 晚班 ⟦PERSON|小芳⟧
周四～周日 早班 ⟦PERSON|小芳⟧ 晚班 ⟦PERSON|胡建军⟧
后台账号 ⟦PERSON|hujianjun⟧ 临时密码 ⟦PASSWORD|Yl@2027cn⟧，请登录后立即修改。
"""),
("村委会低保公示", r"""
⟪org_name|石桥村民委员会⟫ 2027年第四季度最低生活保障公示
| 户主 | 家庭人口 | 致贫原因 | 月保障金 |
|---|---|---|---|
| ⟦PERSON|何长贵⟧ | 3 | ⟦MEDICAL|重度残疾（肢体一级）⟧ | ⟦AMOUNT|1,260元⟧ |
| ⟦PERSON|冉秀珍⟧ | 1 | ⟦MEDICAL|尿毒症透析⟧ | ⟦AMOUNT|620元⟧ |
| ⟦PERSON|田二娃⟧ | 2 | 因学 | ⟦AMOUNT|840元⟧ |
公示期⟪duration|7天⟫，如有异议请向村委会反映，监督电话⟦PHONE|023-7255 3108⟧。
"""),
("村委会会议纪要", r"""
⟪org_name|石桥村⟫两委会议纪要（⟪date|2027年11月10日⟫）
参会：⟦PERSON|冉书记⟧、⟦PERSON|何主任⟧、⟦PERSON|老陶⟧、⟦PERSON|文会计⟧
一、产业路硬化项目，预算⟪price|38万元⟫，由⟪org_name|渝通建设⟫施工。
二、⟦PERSON|田二娃⟧家危房改造补助⟦AMOUNT|一万五⟧已到位，⟦PERSON|老陶⟧负责跟进。
三、五组⟦PERSON|何长明⟧反映其兄⟦PERSON|何长贵⟧低保金被人代领，⟦PERSON|文会计⟧查账后回复。
"""),
("村委会补贴发放名单", r"""
2027年耕地地力保护补贴发放清册（⟪place|三组⟫）
户主,身份证号,面积(亩),补贴标准,应发金额,一卡通账号
⟦PERSON|陶永富⟧,⟦IDCARD|$prc13⟧,6.2,⟪price|112.5⟫,⟦AMOUNT|697.50⟧,⟦CARD|$card19⟧
⟦PERSON|冉光明⟧,⟦IDCARD|$prc15⟧,4.8,⟪price|112.5⟫,⟦AMOUNT|540.00⟧,⟪masked_card|6217****3321⟫
"""),
("个税汇算咨询电话", r"""
【12366热线录音转写 ⟪timestamp|2027-03-14 10:05⟫】
坐席⟦PERSON|小韩⟧：您好，请问有什么可以帮您？
来电人：我叫⟦PERSON|龚志强⟧，做个税年度汇算，显示要补税⟦AMOUNT|三千二百多⟧，我觉得不对。
坐席：请提供一下身份证号。
来电人：⟦IDCARD|$prc7⟧。
坐席：好的⟦PERSON|龚先生⟧，系统显示您去年有两处工资，⟪org_name|金陵科技⟫预扣的税率是按⟪percent|10%⟫算的，所以需要补。您可以填报大病医疗，您去年有⟦MEDICAL|肾结石手术⟧的自付部分吗？
来电人：有，自己付了⟦AMOUNT|两万八⟧左右。
"""),
("税务申报代理委托书", r"""
涉税事项委托书
委托人：⟦PERSON|蒋丽华⟧  身份证号码：⟦IDCARD|$prc10⟧
住所：⟦ADDRESS|湖南省长沙市芙蓉区五一大道389号华美欧大厦1708室⟧
受托人：⟪org_name|湘信税务师事务所⟫ 经办人 ⟦PERSON|易建国⟧
委托事项：2027年度个人所得税综合所得汇算清缴；经营所得申报。
代理费⟪price|800元⟫。申报退税款⟦AMOUNT|6,412.35元⟧请退至委托人本人账户。
"""),
("税务申报系统日志", r"""
2028-03-02 09:12:44 INFO  [etax-gw] login ok user=⟦PERSON|jianglihua⟧ from ⟦IP_ADDRESS|113.246.81.72⟧
2028-03-02 09:13:05 INFO  [etax-gw] submit IIT annual return tin=⟦IDCARD|$prc10⟧ refund=⟦AMOUNT|6412.35⟧ taxYear=⟪date|2027⟫
2028-03-02 09:13:06 WARN  [etax-gw] callback sign mismatch appKey=⟪app_id|etax_hn_31882⟫ trace=⟪uuid|a4c0e1d2-8f3b-47a9-b2c5-0d6e9f1a3b77⟫
2028-03-02 09:13:06 DEBUG [etax-gw] upstream ⟪doc_ip|203.0.113.8⟫:⟪port|8443⟫ session=⟦SECRET|$session2⟧
"""),
]

TEXTS += [
("信用卡中心分期短信", r"""
【⟪org_name|招商银行⟫】尊敬的⟦PERSON|韩梅⟧女士，您尾号⟪id_tail|6617⟫的信用卡本期账单⟦AMOUNT|12,486.33元⟧，最低还款⟦AMOUNT|1,248.63元⟧，到期还款日⟪date|11月25日⟫。办理账单分期月费率低至⟪percent|0.45%⟫，回复FQ了解。客服⟦PHONE|95555⟧
"""),
("信用卡中心盗刷报案记录", r"""
客户来电记录 ⟪case_ref|CC-FR-20271112-0044⟫
客户：⟦PERSON|潘志远⟧  身份证：⟦IDCARD|$prc3⟧  出生日期：⟦DATE_OF_BIRTH|1991年2月14日⟧
卡号：⟦CARD|$card5⟧  有效期 ⟪card_expiry|08/30⟫  CVV2 ⟦CVV|309⟧（客户在电话中主动报出，已提醒勿泄露）
争议交易：⟪timestamp|2027-11-12 02:14⟫ 境外网站消费 ⟦AMOUNT|USD 1,299.00⟧，⟪timestamp|2027-11-12 02:17⟫ ⟦AMOUNT|USD 899.00⟧
处理：已冻结卡片，补卡寄送至⟦ADDRESS|深圳市南山区粤海街道科苑南路3099号中国储能大厦28楼⟧
坐席：工号8821 ⟦PERSON|林晓⟧
"""),
("信用卡中心催收外呼脚本", r"""
外呼记录（委外催收 ⟪org_name|汇信资产管理⟫）
坐席⟦PERSON|阿凯⟧：请问是⟦PERSON|鲍建新⟧先生吗？您的信用卡已逾期⟪duration|97天⟫，欠款本息合计⟦AMOUNT|四万三千六百元⟧。
客户：我现在⟦MEDICAL|肝癌晚期⟧在住院，实在没钱。
坐席⟦PERSON|阿凯⟧：理解的，我们可以申请停息挂账，每月最低还⟦AMOUNT|八百块⟧，您看可以吗？紧急联系人⟦PERSON|鲍丽⟧的电话⟦PHONE|150 3311 0926⟧还能打通吗？
"""),
("信用卡申请表OCR", r"""
⟪org_name|中信银行⟫信用卡申请表
中文姓名 ⟦PERSON|邵雨桐⟧  拼音 ⟦PERSON|SHAO YUTONG⟧
证件类型 居民身份证  证件号码 ⟦IDCARD|$prc14⟧
出生日期 ⟦DATE_OF_BIRTH|1993 09 28⟧
单位名称 ⟪org_name|石家庄华药集团⟫  年收入 ⟦AMOUNT|18万⟧
住宅地址 ⟦ADDRESS|河北省石家庄市长安区中山东路326号东方城市广场2号楼1504⟧
手机 ⟦PHONE|1873 1160 258⟧  邮箱 ⟦EMAIL|shaoyutong93@163.example⟧
推荐人工号 ⟪badge_no|SJZ04412⟫
"""),
("马拉松报名确认短信", r"""
【⟪org_name|厦门马拉松组委会⟫】⟦PERSON|陈志鹏⟧您好，您已中签2028厦门马拉松全程项目，参赛号⟪bib_no|A20417⟫，报名费⟪price|200元⟫请于⟪date|11月18日⟫前支付。领物地点：⟪place|厦门国际会展中心⟫B1馆。
"""),
("马拉松医疗救护记录", r"""
赛道医疗点⟪place|28公里⟫救护记录 ⟪timestamp|2028-01-02 10:47⟫
选手：⟦PERSON|郑海峰⟧ 号码布⟪bib_no|B11320⟫ 身份证⟦IDCARD|$prc11⟧
表现：⟦MEDICAL|运动性晕厥⟧，⟦MEDICAL|横纹肌溶解待排⟧，血压88/52。
处置：口服补液，转送⟪org_name|厦门中山医院⟫急诊。
紧急联系人：⟦PERSON|郑太太⟧ ⟦PHONE|13606052887⟧
记录人：志愿者⟦PERSON|小柯⟧
"""),
("羽毛球俱乐部AA收款", r"""
⟪org_name|周六羽毛球群⟫ 本周场地费AA
场地：⟪place|奥体中心羽毛球馆⟫6号场 ⟪time|19:00-21:00⟫ 场租⟪price|160元/小时⟫，球⟪price|12元/个⟫
已转：⟦PERSON|大刘⟧ ⟦AMOUNT|45⟧、⟦PERSON|Cindy⟧ ⟦AMOUNT|45⟧、⟦PERSON|小贾⟧ ⟦AMOUNT|45⟧
未转：⟦PERSON|胖虎⟧、⟦PERSON|老梁⟧ 各差⟦AMOUNT|45元⟧
收款：⟦PERSON|韦姐⟧ 微信 ⟦PHONE|18977125506⟧
"""),
("足球联赛球员注册", r"""
⟪org_name|南宁市业余足球联赛⟫球员注册信息
球队：⟪org_name|青秀老男孩FC⟫  位置：后卫  球衣号：⟪seat_no|5⟫
姓名：⟦PERSON|黄俊杰⟧  身份证：⟦IDCARD|$prc19⟧
出生日期：⟦DATE_OF_BIRTH|1996-06-21⟧
既往伤病：⟦MEDICAL|右踝韧带撕裂（2025年手术）⟧
注册费：⟪price|300元⟫  已交：⟦AMOUNT|300.00元⟧
"""),
("儿科急诊预检分诊", r"""
⟪org_name|省妇幼保健院⟫儿科急诊 预检分诊单 ⟪timestamp|2027-11-14 23:08⟫
患儿：⟦PERSON|吕一诺⟧ 女 2岁 身份证⟦IDCARD|$prc22⟧
主诉：高热39.8℃伴抽搐1次，持续约2分钟。
初步：⟦MEDICAL|热性惊厥⟧？ 分级：⟪product_code|II级⟫ 诊室：⟪room_no|急诊4诊室⟫
监护人：⟦PERSON|吕建斌⟧（父） ⟦PHONE|139 1785 0622⟧
"""),
("医院图书馆值班表", r"""
⟪org_name|华西医院⟫图书馆 ⟪date|11月⟫夜间值班
11/15 ⟦PERSON|卢老师⟧ 呼机⟦PHONE|6621⟧
11/16 ⟦PERSON|聂婷婷⟧ 呼机⟦PHONE|6624⟧
11/17 ⟦PERSON|卢老师⟧ 呼机⟦PHONE|6621⟧
文献传递系统管理员账号 ⟦PERSON|nietingting⟧，密码 ⟦PASSWORD|HxLib#0917⟧（勿外传）
"""),
("听力中心验配单", r"""
⟪org_name|声音之家听力中心⟫ 助听器验配单
顾客：⟦PERSON|柏振华⟧  年龄 71  电话 ⟦PHONE|025-8471 3306⟧
诊断：⟦MEDICAL|双耳中重度感音神经性聋⟧，⟦MEDICAL|右耳耳鸣⟧
验配：⟦MEDICAL|西门子 Pure 312 7X 助听器⟧ 一对
标价 ⟪price|¥28,800⟫，会员折后实付 ⟦AMOUNT|¥25,920⟧
验配师：⟦PERSON|乔思远⟧
"""),
]

TEXTS += [
("居家养老上门服务记录", r"""
⟪org_name|安心居家养老服务站⟫ 上门服务记录
服务对象：⟦PERSON|曲凤兰⟧（独居，82岁）  地址：⟦ADDRESS|郑州市金水区纬五路21号院3号楼1单元602⟧
钥匙盒位置：门口电表箱内，密码⟦PASSWORD|0723⟧
⟪date|11/16⟫ 助浴、换药（⟦MEDICAL|左小腿静脉溃疡⟧），测血糖9.6。护理员：⟦PERSON|小萍⟧
⟪date|11/17⟫ 送餐、陪同复诊，⟦PERSON|曲奶奶⟧说⟦MEDICAL|格列美脲⟧快吃完了，已通知女儿⟦PERSON|苗苗⟧（⟦PHONE|137 0385 1169⟧）
"""),
("安宁疗护家属沟通记录", r"""
⟪org_name|市第一人民医院⟫安宁疗护病区 家庭会议记录
患者：⟦PERSON|邱振邦⟧，⟦MEDICAL|胰腺癌IV期伴肝转移⟧
参加：患者妻子⟦PERSON|林淑贞⟧、儿子⟦PERSON|邱明⟧、主治⟦PERSON|贺医生⟧、社工⟦PERSON|小董⟧
沟通内容：目前⟦MEDICAL|吗啡缓释片30mg q12h⟧镇痛，疼痛评分3分。家属同意不进行有创抢救（已签署DNR）。
患者希望回老家⟪place|潮汕⟫，社工协助联系当地居家安宁团队。
"""),
("安宁疗护慈善捐款名单", r"""
⟪org_name|晚晴安宁疗护基金⟫ ⟪date|10月⟫捐赠鸣谢
⟦PERSON|邱明⟧ ⟦AMOUNT|20,000元⟧（纪念父亲⟦PERSON|邱振邦⟧）
佚名 ⟦AMOUNT|500元⟧
⟪org_name|潮商会⟫ ⟦AMOUNT|100,000元⟧
每位临终患者的平均护理成本约为⟪price|每日680元⟫。
"""),
("退役军人服务站帮扶申请", r"""
⟪org_name|金水区退役军人服务站⟫ 帮扶援助申请表
姓名：⟦PERSON|聂卫东⟧  入伍时间：⟪date|1978年12月⟫  退役证号：⟪case_ref|豫退字第041127号⟫
身份证：⟦IDCARD|$prc1⟧
家庭住址：⟦ADDRESS|河南省郑州市金水区丰产路北三街8号⟧
困难情况：本人⟦MEDICAL|慢性阻塞性肺病⟧，老伴⟦MEDICAL|脑梗后偏瘫⟧，年医疗自付⟦AMOUNT|四万多⟧。
申请金额：⟦AMOUNT|10,000元⟧
"""),
("社区矫正报到通知", r"""
【⟪org_name|渝中区司法局⟫】社区矫正对象⟦PERSON|冯磊⟧：请于⟪date|11月20日⟫⟪time|9:00⟫到⟦ADDRESS|重庆市渝中区民族路168号⟧司法所报到，携带身份证及电子定位设备充电器。逾期未报到将依法处理。矫正小组负责人⟦PERSON|贾警官⟧⟦PHONE|023-6380 5512⟧
"""),
("监狱亲情电话登记", r"""
亲情电话登记（⟪org_name|某监狱⟫五监区）
罪犯编号⟪case_ref|5103221047⟫ 姓名⟦PERSON|付强⟧
登记亲属：⟦PERSON|付德明⟧（父） ⟦PHONE|0851-8622 4107⟧；⟦PERSON|郭敏⟧（妻） ⟦PHONE|158 8514 3026⟧
本月通话⟪duration|3次⟫，每次不超过⟪duration|10分钟⟫。
账户余额：⟦AMOUNT|236.50元⟧（家属汇入⟦AMOUNT|300元⟧，购物消费⟦AMOUNT|63.50元⟧）
"""),
("法律援助申请表", r"""
⟪org_name|武汉市法律援助中心⟫ 法律援助申请表
申请人：⟦PERSON|严小红⟧   身份证：⟦IDCARD|$prc6⟧   出生：⟦DATE_OF_BIRTH|1940年1月18日⟧
住址：⟦ADDRESS|湖北省武汉市武昌区中山路312号2栋4单元501⟧
案由：赡养纠纷。申请人子女⟦PERSON|严国庆⟧、⟦PERSON|严国华⟧拒付赡养费，申请人⟦MEDICAL|双膝骨关节炎⟧行动不便，月养老金仅⟦AMOUNT|1,860元⟧。
承办律师：⟦PERSON|柯文静⟧（⟪org_name|楚天律师事务所⟫）
"""),
("法院传票", r"""
⟪org_name|北京市朝阳区人民法院⟫
传  票
案号：⟪case_ref|（2027）京0105民初41882号⟫
被传唤人：⟦PERSON|钟立伟⟧
工作单位或住址：⟦ADDRESS|北京市朝阳区望京街道阜通东大街6号院2号楼1107⟧
传唤事由：开庭（民间借贷纠纷，标的额⟦AMOUNT|550万⟧）
应到时间：⟪date|2027年12月6日⟫⟪time|9时30分⟫
应到处所：⟪place|第十七法庭⟫
审判员：⟦PERSON|罗婧⟧  书记员：⟦PERSON|吉阳⟧  联系电话：⟦PHONE|010-8585 1822⟧
"""),
("催收公司内部工单", r"""
【委案】批次⟪batch_no|HX-2711-B07⟫ 债务人⟦PERSON|景海涛⟧ 身份证⟦IDCARD|$prc9⟧
欠款⟦AMOUNT|68,420.17⟧ 逾期M4 委托方⟪org_name|某消费金融公司⟫
联系人：⟦PERSON|景母⟧ ⟦PHONE|029-8832 6671⟧，同事⟦PERSON|小卜⟧ ⟦PHONE|188 9284 3370⟧
备注：债务人自称⟦MEDICAL|抑郁症⟧住院，勿频繁致电，按监管要求每日不超过⟪number|3次⟫。
催收员：⟦PERSON|阿凯⟧
"""),
("典当行当票", r"""
⟪org_name|广州恒昌典当行⟫ 当票 No.⟪order_ref|0028817⟫
当户：⟦PERSON|梁永康⟧   证件：⟦IDCARD|$prc21⟧
地址：⟦ADDRESS|广州市天河区体育西路191号中石化大厦B塔2206⟧
当物：足金手镯2只 共58.6克
当金：⟦AMOUNT|人民币贰万陆仟元整⟧（⟦AMOUNT|¥26,000.00⟧）
综合费率⟪percent|2.7%⟫/月  当期⟪duration|6个月⟫
"""),
("珠宝店微信收款对话", r"""
⟦PERSON|周姐⟧（⟪org_name|周大生⟫柜台）：⟦PERSON|杨小姐⟧您好，您订的钻戒到了，刻字“LY&ZH”已经做好
⟦PERSON|杨小姐⟧：好的！尾款多少呀
⟦PERSON|周姐⟧：总价⟪price|16,999⟫，会员九五折，已付定金⟦AMOUNT|3,000⟧，尾款⟦AMOUNT|13,149.05⟧
⟦PERSON|杨小姐⟧：我周末和男朋友⟦PERSON|阿哲⟧一起来拿
"""),
]

TEXTS += [
("农业补贴申报表", r"""
⟪org_name|红河州⟫2027年生猪调出大县奖励资金申报表（养殖户）
户主：⟦PERSON|普文学⟧  身份证：⟦IDCARD|$prc20⟧
养殖场地址：⟦ADDRESS|云南省昆明市五华区沙朗街道桃园村委会大村45号⟧
存栏：能繁母猪42头  动物防疫条件合格证号⟪case_ref|(2025)滇动防合字第0117号⟫
近期疫病：⟪animal_health|非洲猪瘟⟫阴性，⟪animal_health|猪蓝耳病⟫疫苗已免疫
申请补贴：⟦AMOUNT|21,000元⟧（标准⟪price|500元/头⟫）
"""),
("养殖户微信群通知", r"""
畜牧站⟦PERSON|老普⟧：各位养殖户注意，本周⟪date|周四⟫上门采血检测⟪animal_health|口蹄疫⟫抗体，请把牛圈好。
⟦PERSON|阿福⟧：收到，我家12头牛都在
⟦PERSON|岩温⟧：⟦PERSON|老普⟧，上次政策险的理赔款⟦AMOUNT|3,600块⟧还没到账呢
畜牧站⟦PERSON|老普⟧：⟦PERSON|岩温⟧你问下保险公司的⟦PERSON|小段⟧，⟦PHONE|138 8870 4412⟧
"""),
("渔船捕捞许可证", r"""
中华人民共和国渔业捕捞许可证
证书编号：⟪case_ref|（鲁青）船网（2027）HY-100421号⟫
船名：⟪plate|鲁青渔65218⟫  船籍港：⟪place|青岛⟫
持证人：⟦PERSON|隋海波⟧  身份证：⟦IDCARD|$prc17⟧
地址：⟦ADDRESS|山东省青岛市市南区南海路7号1单元301户⟧
作业类型：单拖  功率：⟪number|220千瓦⟫  有效期至：⟪date|2032年12月31日⟫
"""),
("垂钓证办理短信", r"""
【⟪org_name|千岛湖渔业⟫】⟦PERSON|骆先生⟧，您的年度垂钓证已办理成功，证号⟪member_no|QDH-2028-07713⟫，费用⟦AMOUNT|￥980⟧已支付（标准价⟪price|￥1,080⟫，老会员优惠）。禁渔期⟪date|3月1日至6月30日⟫请勿垂钓。
"""),
("电信装维工单", r"""
【装维工单】⟪ticket_ref|ZW-HF-20271118-0337⟫
用户：⟦PERSON|丁雅琴⟧ 联系：⟦PHONE|181 5601 4478⟧
装机地址：⟦ADDRESS|安徽省合肥市蜀山区长江西路669号蔚蓝商务港F座2703⟧
业务：千兆宽带+IPTV，光猫SN ⟪product_code|ZTEGC8A31F07⟫
光猫超级密码：⟦PASSWORD|nE7#tL2q⟧  宽带账号 ⟪member_no|0551H8817302⟫ 密码 ⟦PASSWORD|530917⟧
装维：⟦PERSON|童师傅⟧（工号⟪badge_no|HF3318⟫）
"""),
("电信基站巡检日志", r"""
[巡检] ⟪timestamp|2027-11-18 15:20⟫ 站点 ⟪place|SC-CD-WH-0412⟫ 武侯祠东街
登录 OMC: ssh ⟦PERSON|zhaolei⟧@⟦IP_ADDRESS|10.86.33.15⟧  port ⟪port|2222⟫
BBU告警：RRU驻波比过高，已更换跳线。
巡检人：⟦PERSON|赵磊⟧ 陪同：物业⟦PERSON|老向⟧
网管地址段 ⟪cidr|10.86.32.0/22⟫，NTP ⟪doc_ip|192.0.2.10⟫
"""),
("机房门禁日志", r"""
⟪timestamp|2027-11-19 01:02:33⟫ 门禁[⟪place|IDC-B3-模块2⟫] 卡号⟪badge_no|00731829⟫ 持卡人⟦PERSON|汪涛⟧ 刷卡+指纹 通过
⟪timestamp|2027-11-19 01:05:10⟫ 门禁[⟪place|IDC-B3-模块2⟫] 卡号⟪badge_no|00731877⟫ 持卡人⟦PERSON|齐悦⟧ 未授权 拒绝
⟪timestamp|2027-11-19 01:06:44⟫ 访客登记 ⟦PERSON|侯俊⟧（⟪org_name|华讯网络⟫）身份证⟦IDCARD|$prc18⟧ 陪同人⟦PERSON|汪涛⟧
"""),
("机房带外管理交接", r"""
交接清单（⟪place|IDC-B3⟫ 带外管理）
| 设备 | iDRAC地址 | 账号 | 密码 |
|---|---|---|---|
| ⟪hostname|sh-db-11⟫ | ⟦IP_ADDRESS|172.18.40.11⟧ | root | ⟦PASSWORD|Idrac@B3-11!⟧ |
| ⟪hostname|sh-db-12⟫ | ⟦IP_ADDRESS|172.18.40.12⟧ | root | ⟦PASSWORD|Idrac@B3-12!⟧ |
交接人：⟦PERSON|汪涛⟧ → ⟦PERSON|齐悦⟧  ⟪date|2027-11-19⟫
"""),
("模型平台钉钉机器人配置", r"""
# 训练任务告警推送（⟪org_name|飞星智能⟫ MLOps）
alert:
  dingtalk_webhook: "⟦SECRET|$dingtalk_webhook1⟧"
  feishu_webhook: "⟦SECRET|$feishu_webhook1⟧"
  at_mobiles: ["⟦PHONE|13301184477⟧"]   # ⟦PERSON|孔祥宇⟧ 值班
oss:
  access_key_id: "⟦APIKEY|$alibaba1⟧"
  access_key_secret: "⟦SECRET|$ali_secret1⟧"
  endpoint: "oss-cn-hangzhou.aliyuncs.com"
"""),
("企业微信群泄露密钥", r"""
⟦PERSON|孔祥宇⟧：@⟦PERSON|贝佳⟧ 腾讯云的key你先用我的，SecretId ⟦APIKEY|$tencent1⟧ SecretKey ⟦SECRET|$tc_secret1⟧ ，跑完训练记得删
⟦PERSON|贝佳⟧：好的⟦PERSON|宇哥⟧👌
安全组-⟦PERSON|小熊⟧：❗请勿在群里发密钥，已触发DLP告警，⟦PERSON|孔祥宇⟧请立即轮换
"""),
("模型注册表API日志", r"""
2027-11-20 11:32:08.114 INFO  registry-api  POST /v1/models/ocr-cn/versions  user=⟦PERSON|beijia⟧ ip=⟦IP_ADDRESS|10.3.17.204⟧
2027-11-20 11:32:08.120 DEBUG registry-api  Authorization: Bearer ⟦APIKEY|$jwt2⟧
2027-11-20 11:32:09.552 INFO  registry-api  stored artifact ⟪hash|sha256:5e3a0c9d1b7f24e6a8c0d2f4b6e8a0c1d3e5f7a9b2c4d6e8f0a1b3c5d7e9f1a2⟫ ver=⟪version|v3.7.0⟫
2027-11-20 11:32:09.553 INFO  registry-api  notify wecom ⟦SECRET|$wecom_webhook1⟧
"""),
]

TEXTS += [
("公交线路图图例_无个人信息", r"""
⟪org_name|杭州公交⟫线路图图例说明（⟪version|2028版⟫）
● 红色实线：快速公交 ⟪route_no|B1⟫–⟪route_no|B4⟫
● 蓝色虚线：夜间线路，运营时间⟪time|22:00⟫至次日⟪time|5:00⟫
◎ 双圈：换乘枢纽（如⟪place|武林广场⟫、⟪place|杭州东站⟫）
票价：普通线路⟪price|2元⟫，空调线路⟪price|3元⟫，老年卡免费（⟪time|9:00⟫后）
"""),
("农作物长势简报_无个人信息", r"""
⟪org_name|省农业农村厅⟫ 秋冬种进度简报（⟪date|第46周⟫）
全省冬小麦已播⟪percent|87.3%⟫，较去年同期快⟪percent|2.1个百分点⟫；油菜移栽⟪percent|64%⟫。
⟪place|黄淮海地区⟫土壤墒情适宜，⟪place|江汉平原⟫局部偏涝，需防⟪crop_disease|小麦赤霉病⟫。
小麦最低收购价⟪price|每50公斤119元⟫。
"""),
]

TEXTS += [
("信用卡中心账单邮件", r"""
发件人：⟪org_name|浦发银行信用卡中心⟫ <⟦EMAIL|estatement@spdbccc.example⟧>
收件人：⟦EMAIL|gaojunhui1979@126.example⟧
主题：⟦PERSON|高俊辉⟧先生，您的⟪date|11月⟫电子账单

尊敬的⟦PERSON|高俊辉⟧先生：
您的卡号⟦CARD|$card12⟧本期应还款⟦AMOUNT|¥9,215.60⟧，最低还款额⟦AMOUNT|¥921.56⟧。
本期积分新增⟪number|9,216⟫分。年费标准⟪price|¥300⟫，刷卡满⟪number|6次⟫免次年年费。
如非本人消费，请致电⟦PHONE|400-820-8788⟧。
"""),
("快递驿站系统配置", r"""
# 驿站管理系统 config.ini（⟪org_name|邻里驿站⟫ 总部）
[sms]
; 阿里云短信，负责人 ⟦PERSON|汤子豪⟧
access_key_id = ⟦APIKEY|$alibaba2⟧
access_key_secret = ⟦SECRET|$ali_secret2⟧
sign_name = 邻里驿站
[db]
url = mysql://yizhan:⟦SECRET|Yz#db2027!⟧@⟦IP_ADDRESS|192.168.10.23⟧:⟪port|3306⟫/parcel
[admin]
listen = ⟪bind_address|0.0.0.0⟫:⟪port|8080⟫
"""),
("马拉松出国参赛护照登记", r"""
⟪org_name|蓝天跑团⟫ 2028波士顿马拉松 出行登记
| 姓名 | 护照号 | 出生日期 | 房费已交 |
|---|---|---|---|
| ⟦PERSON|祁振宇⟧ | ⟦PASSPORT|E83920147⟧ | ⟦DATE_OF_BIRTH|1977-11-03⟧ | ⟦AMOUNT|6,800元⟧ |
| ⟦PERSON|韩雪⟧ | ⟦PASSPORT|EH4418203⟧ | ⟦DATE_OF_BIRTH|1985-06-30⟧ | ⟦AMOUNT|6,800元⟧ |
| ⟦PERSON|白露⟧ | ⟦PASSPORT|EJ0927715⟧ | ⟦DATE_OF_BIRTH|1990-02-19⟧ | ⟦AMOUNT|3,400元⟧ |
团费标准⟪price|每人13,600元⟫，签证费另计。领队：⟦PERSON|老祁⟧ ⟦PHONE|136 5179 2046⟧
"""),
("养老院境外汇款通知", r"""
⟪org_name|颐安养老服务中心⟫财务：
住户⟦PERSON|钱佩珍⟧之孙⟦PERSON|钱思远⟧（在德国工作）从境外账户⟦IBAN|$iban15⟧汇入护理费⟦AMOUNT|€1,200.00⟧，折合⟦AMOUNT|人民币9,360元⟧，已入账。请会计⟦PERSON|小金⟧开具收据寄至⟦ADDRESS|上海市浦东新区世纪大道1168号东方金融广场B座12楼⟧。
"""),
]
