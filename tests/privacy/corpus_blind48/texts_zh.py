# Chinese texts for blind48. Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name from values.VALUES.
TEXTS = [
("wechat_group", """【⟪club_name|奔跑吧朝阳跑团⟫】群聊
⟦PERSON|老周⟧：各位，⟪event_name|北马⟫集体报名⟪deadline|今晚12点⟫截止，还没交资料的抓紧私发我：姓名+身份证号+手机号+衣服尺码
⟦PERSON|小赵⟧：⟦PERSON|周社长⟧，我的：⟦PERSON|赵磊⟧，⟦IDCARD|$idcard03⟧，⟦PHONE|13926458817⟧，⟪tshirt_size|L码⟫
⟦PERSON|周建国⟧：收到@⟦PERSON|小赵⟧ 。报名费⟦AMOUNT|200元⟧记得转我微信
⟦PERSON|小赵⟧：已转 ⟦AMOUNT|200元⟧ ✅
⟦PERSON|许小姐⟧：我这周出差，回来补。对了我上个月体检查出来⟦MEDICAL|窦性心动过缓⟧，医生说还能跑全马吗😂
⟦PERSON|老周⟧：@⟦PERSON|许小姐⟧ 先别报全马了，报半程吧"""),

("registration_form", """⟪org_name|崇礼·云顶滑雪学校⟫ 青少年冬令营报名表
学员姓名：⟦PERSON|陈思雨⟧    性别：女    出生日期：⟦DATE_OF_BIRTH|2008年7月15日⟧
身份证号：⟦IDCARD|$idcard04⟧
监护人：⟦PERSON|陈立新⟧（父亲）  联系电话：⟦PHONE|135 8817 2046⟧
家庭住址：⟦ADDRESS|浙江省杭州市西湖区文三路259号昌地火炬大厦1号楼 邮编310012⟧
既往病史：⟦MEDICAL|青霉素过敏⟧；2023年⟦MEDICAL|左膝半月板损伤⟧
营期：⟪camp_dates|1月13日—1月20日⟫  营期编号：⟪camp_code|YD-WC-2501⟫
已缴费用：⟦AMOUNT|¥6,880⟧（含住宿）"""),

("python_config", """# 赛事成绩推送脚本 config.py（⟪org_name|速途计时⟫）
DINGTALK_WEBHOOK = "⟦SECRET|$dinghook1⟧"
DINGTALK_SECRET = "⟦SECRET|$dingsign1⟧"
OSS_ENDPOINT = "⟪endpoint|oss-cn-hangzhou.aliyuncs.com⟫"
OSS_BUCKET = "⟪bucket_name|sutu-results-2025⟫"
ALIYUN_ACCESS_KEY_ID = "⟦APIKEY|$aliak1⟧"
ALIYUN_ACCESS_KEY_SECRET = "⟦SECRET|$alisec1⟧"
# 负责人：⟦PERSON|王工⟧（⟦PERSON|王宏伟⟧）⟦PHONE|13601327794⟧"""),

("sms_ticket", """【⟪club_name|浦江联球迷会⟫】尊敬的⟦PERSON|刘洋先生⟧，您的2025赛季季票已出票：⟪seat_number|虹口足球场3号看台12排8座⟫，订单号⟪order_id|SH2025-0088172⟫，实付⟦AMOUNT|¥1,680⟧。入场请携带身份证（⟪masked_id|5101**********6550⟫）原件。客服热线：⟦PHONE|400-820-1995⟧。"""),

("wechat_private_chat", """⟦PERSON|孙浩然⟧妈妈：⟦PERSON|王教练⟧您好，⟦PERSON|然然⟧这周六的课请个假，他昨天⟦MEDICAL|发烧39度⟧，医生说是⟦MEDICAL|甲流⟧，在吃⟦MEDICAL|奥司他韦⟧。
⟦PERSON|王教练⟧：好的，让⟦PERSON|然然⟧好好休息。另外下学期学费⟦AMOUNT|3600元⟧，月底前交就行。
⟦PERSON|孙浩然⟧妈妈：好的，下周转您。对了比赛报名要的身份证号发您：⟦IDCARD|$idcard07⟧
⟦PERSON|孙浩然⟧妈妈：比赛是⟪event_name|省青少年武术锦标赛⟫吧？
⟦PERSON|王教练⟧：对，⟪competition_date|5月18日⟫，⟪venue|省体育馆⟫👍"""),

("price_list", """⟪org_name|蓝鲸游泳培训中心⟫ 2025暑期价目表
少儿基础班（10课时）：⟪price|1280元⟫
成人一对一（单次）：⟪price|260元⟫
会员卡年费：⟪price|3980元⟫
上课地点：⟪venue|奥体中心游泳馆B区⟫，开放时间 ⟪opening_hours|6:30–21:30⟫
咨询请到前台（本价目表最终解释权归本中心所有）"""),

("contract_excerpt", """甲方：⟪org_name|杭州星火电子竞技俱乐部有限公司⟫（统一社会信用代码：⟪org_credit_code|91330106MA2H3K7Q5X⟫）
乙方：⟦PERSON|黄晓婷⟧（游戏ID：⟦PERSON|Tingting⟧）  身份证号：⟦IDCARD|$idcard10⟧
住址：⟦ADDRESS|福建省厦门市思明区湖滨南路388号 邮编361004⟧
⟪clause_no|第五条⟫ 薪酬：甲方每月向乙方支付基本工资⟦AMOUNT|人民币18,000元⟧，于每月10日前转入乙方本人银行卡⟦CARD|$card05⟧。"""),

("ocr_business_card", """OCR结果：
⟪org_name|澜湖国际高尔夫俱乐部⟫
会籍顾问  ⟦PERSON|何欣⟧
手机：⟦PHONE|186 2071 4439⟧
座机：⟦PHONE|0731-8856 2210⟧ 转 ⟪phone_extension|806⟫
邮箱：⟦EMAIL|hexin@lanhugolf.com.cn⟧
地址：⟪org_address|湖南省长沙市岳麓区麓谷大道668号 410205⟫"""),

("medical_station_log", """⟪event_name|2024杭州马拉松⟫ ⟪course_marker|28公里⟫医疗点 救治记录
09:41 参赛号⟪bib_number|A10233⟫ 男 约35岁 姓名：⟦PERSON|郭峰⟧ 主诉：⟦MEDICAL|右小腿抽筋⟧，伴⟦MEDICAL|恶心⟧ 处理：拉伸、补盐，休息20分钟后退赛
09:58 参赛号⟪bib_number|B20871⟫ 女 姓名：⟦PERSON|蒋雯⟧ 意识清醒，⟦MEDICAL|血压85/55⟧，⟦MEDICAL|低血糖⟧（⟦MEDICAL|血糖3.1mmol/L⟧），予口服葡萄糖，转运至⟪hospital_name|浙大一院⟫
紧急联系人：⟦PERSON|蒋雯⟧丈夫 ⟦PHONE|139 5718 0062⟧"""),

("csv_registry", """注册编号,姓名,性别,身份证号,等级,手机,注册费
⟪registration_no|CFA-R-2025-0311⟫,⟦PERSON|马俊⟧,男,⟦IDCARD|$idcard09⟧,⟪referee_grade|国家一级⟫,⟦PHONE|13883527716⟧,⟦AMOUNT|300元⟧
⟪registration_no|CFA-R-2025-0312⟫,⟦PERSON|邓佳怡⟧,女,⟦IDCARD|$idcard14⟧,⟪referee_grade|国家二级⟫,⟦PHONE|15887104425⟧,⟦AMOUNT|300元⟧
⟪registration_no|CFA-R-2025-0317⟫,⟦PERSON|宋涛⟧,男,⟦IDCARD|$idcard15⟧,⟪referee_grade|国家级⟫,⟦PHONE|13904517738⟧,⟦AMOUNT|300元⟧"""),

("boarding_register", """⟪club_name|厦门鹭江帆船俱乐部⟫ 出海人员登记
船名：⟪boat_name|海鸥号⟫  帆号：⟪sail_number|CHN-2217⟫  出海时间：⟪departure_time|2025-04-19 09:00⟫
船长：⟦PERSON|韩冬⟧  电话：⟦PHONE|186 0592 3347⟧
船员：⟦PERSON|罗佳⟧（12岁，家长陪同）、⟦PERSON|罗建平⟧
是否有晕船/心脏病等情况：⟦PERSON|罗建平⟧有⟦MEDICAL|高血压⟧，已服药
紧急联系人：⟦PERSON|林女士⟧ ⟦PHONE|0592-2038441⟧"""),

("customer_service_chat", """客服⟦PERSON|小雪⟧：亲，您的押金退款已提交，金额⟦AMOUNT|¥500⟧，预计1-3个工作日原路退回到尾号⟪masked_card|3307⟫的银行卡。
顾客（⟦PERSON|冯雪⟧）：好的，另外我上次摔伤的医药费能报销吗？诊断是⟦MEDICAL|左手腕桡骨远端骨折⟧，花了⟦AMOUNT|2,360元⟧
客服⟦PERSON|小雪⟧：亲，需要提供诊断证明和发票，请发到 ⟦EMAIL|kefu@wanlongski.com⟧ 哦～订单号⟪order_id|WL20250118-5532⟫"""),

("app_log", """[⟪log_timestamp|2025-03-08 21:14:02⟫] 登录成功 用户=⟦PERSON|zhoujingyi⟧ IP=⟦IP_ADDRESS|223.104.38.17⟧（移动4G）
[2025-03-08 21:14:40] 预订场地 ⟪court_number|3号场⟫ ⟪booking_slot|2025-03-09 08:00-10:00⟫ 用户=⟦PERSON|zhoujingyi⟧ 扣款 ⟦AMOUNT|¥240⟧
[2025-03-08 21:20:11] 登录失败×5 用户=admin IP=⟦IP_ADDRESS|116.62.91.203⟧ 已锁定
[2025-03-08 21:22:57] 管理员 ⟦PERSON|liuchang⟧ 从 ⟦IP_ADDRESS|172.16.8.21⟧ 解锁账户"""),

("email_itinerary", """⟦PERSON|钟晴⟧您好：
您报名的⟪route_name|哈巴雪山⟫2天1夜攀登行程（团号⟪group_code|HB-0615⟫）已确认。请核对以下信息：
姓名：⟦PERSON|钟晴⟧  身份证：⟦IDCARD|$idcard24⟧  出生日期：⟦DATE_OF_BIRTH|1999年6月25日⟧
紧急联系人：⟦PERSON|钟国华⟧ ⟦PHONE|13802251873⟧
您填写的健康状况：⟦MEDICAL|轻度贫血⟧，无心脏病史。高反药建议自备（⟪drug_advice|乙酰唑胺需遵医嘱⟫）。
已付定金：⟦AMOUNT|1000元⟧，尾款⟦AMOUNT|2980元⟧出发前3天支付。
向导：⟦PERSON|扎西次仁⟧ 电话 ⟦PHONE|18988072316⟧
——⟪org_name|丽江雪线户外⟫"""),

("forum_thread", """【吐槽】买了三年季票今年说退就退？？
楼主：上个月工作调动去⟪place_name|成都⟫了，想退剩下的季票，俱乐部说只能退⟪percentage|50%⟫，我⟦AMOUNT|1980元⟧买的只退⟦AMOUNT|990元⟧？？客服电话⟦PHONE|4006-188-288⟧打了三次都说等通知。有没有同样情况的？
2楼 ⟦PERSON|老陈不是老陈⟧：同，我是⟪stand_section|B区⟫的，也只退了一半"""),

("ocr_certificate", """⟪org_name|中国跆拳道协会⟫ 级位证书
姓名：⟦PERSON|杨帆⟧  性别：男  出生日期：⟦DATE_OF_BIRTH|2003年02月14日⟧
证件号码：⟦IDCARD|$idcard13⟧
级位：⟪belt_grade|红黑带（一品）⟫  证书编号：⟪certificate_no|CTA-P1-2019-044871⟫
考官：⟦PERSON|金成勋⟧（七段）"""),

("feishu_alert", """【告警】训练服务器CPU占用⟪cpu_usage|98%⟫
主机：⟦IP_ADDRESS|10.0.12.7⟧（上海-训练房2）
时间：⟪alert_time|2025-02-20 03:14:22⟫
值班：@⟦PERSON|彭宇⟧ 请尽快处理
Webhook: ⟦SECRET|$feishuhook1⟧
（此消息由监控系统自动发送，版本⟪version|v1.6.2⟫）"""),
]

TEXTS += [
("wechat_jielong", """#接龙 ⟪class_name|春季网球提高班⟫学费（每人⟪tariff|¥2,400⟫）已缴名单，⟪deadline|3月5日⟫前交齐：
1. ⟦PERSON|郑一诺⟧妈妈 已转⟦AMOUNT|2400元⟧
2. ⟦PERSON|小石头⟧爸爸 已转
3. ⟦PERSON|唐可欣⟧ ⟦AMOUNT|2400元⟧ ✅
4. ⟦PERSON|老马⟧家双胞胎 ⟦AMOUNT|4800元⟧ 已转"""),

("expense_form", """裁判员差旅费报销单
姓名：⟦PERSON|李娜⟧  身份证号：⟦IDCARD|$idcard08⟧
赛事：⟪event_name|2025全国U17女足锦标赛（第二阶段）⟫  执裁场次：3场
往返高铁 青岛—武汉：⟦AMOUNT|1,146元⟧
劳务费：⟪tariff|每场500元⟫×3场=⟦AMOUNT|1,500元⟧
合计应付：⟦AMOUNT|2,646元⟧
收款银行卡：⟦CARD|$card16⟧（⟪bank_branch|中国银行青岛分行⟫）"""),

("front_desk_dialogue", """前台⟦PERSON|小周⟧：⟦PERSON|何女士⟧，您的会员卡已挂失补办，新卡号⟪member_card_no|881022310457⟫，初始密码是⟦PASSWORD|660912⟧，请尽快在小程序里修改。原卡储值余额⟦AMOUNT|¥1,326.50⟧已转入新卡。
⟦PERSON|何女士⟧：好的谢谢。
（门店编号 ⟪store_code|SZ-NS-03⟫）"""),

("medical_summary", """⟪org_name|星火青训营⟫ 2025春季入营体检汇总
1. ⟦PERSON|彭宇⟧（ID：⟦PERSON|Yuu⟧）⟦MEDICAL|视力 左4.8 右4.6⟧，⟦MEDICAL|腱鞘炎⟧（右手腕），建议每日理疗
2. ⟦PERSON|谢天⟧（ID：⟦PERSON|TianX⟧）⟦MEDICAL|体检未见异常⟧
3. ⟦PERSON|夏明⟧（ID：⟦PERSON|OldSummer⟧，教练组）⟦MEDICAL|血脂偏高⟧，需复查
负责人：队医 ⟦PERSON|陈敏⟧ ⟦PHONE|13917082266⟧   体检机构：⟪hospital_name|美年大健康⟫"""),

("receipt", """⟪club_name|湖畔高尔夫俱乐部⟫ 消费单
会员：⟦PERSON|曹敏⟧（会员号 ⟪membership_no|VIP-0382⟫）   日期：⟪bill_date|2025-05-03⟫
果岭费（会员价） ⟪price|¥0⟫
球车 ⟪price|¥200⟫
球童费 ⟪price|¥260⟫
餐饮 ⟪price|¥188⟫
合计 ⟦AMOUNT|¥648⟧ 已从会员储值扣除，余额 ⟦AMOUNT|¥12,352⟧
签字：⟦PERSON|曹敏⟧"""),

("sql_export", """-- ⟪event_name|2025厦门马拉松⟫ 报名表导出（仅限组委会内部）
INSERT INTO runner (bib, name, id_no, phone, blood_type, emergency_contact) VALUES
('⟪bib_number|A0231⟫', '⟦PERSON|方志远⟧', '⟦IDCARD|$idcard05⟧', '⟦PHONE|13308162259⟧', '⟦MEDICAL|O型⟧', '⟦PERSON|方太太⟧ ⟦PHONE|13308162260⟧'),
('⟪bib_number|B1190⟫', '⟦PERSON|吴桐⟧', '⟦IDCARD|$idcard20⟧', '⟦PHONE|15155903381⟧', '⟦MEDICAL|A型⟧', '⟦PERSON|吴建⟧ ⟦PHONE|0551-6288 7413⟧');"""),

("training_contract", """学员：⟦PERSON|林嘉怡⟧   身份证号：⟦IDCARD|$idcard18⟧   电话：⟦PHONE|138 7654 1290⟧
培训项目：⟪course_name|OP帆船初级认证课程（40课时）⟫
培训费用：⟦AMOUNT|人民币捌仟伍佰元整⟧（⟦AMOUNT|¥8,500⟧），乙方已于2025年3月2日支付。
甲方收款账户：⟪org_name|三亚鹿回头帆船学校⟫  开户行：⟪bank_branch|工商银行三亚分行⟫  账号：⟪org_bank_account|2201 0267 0920 0123 456⟫"""),

("dingtalk_roster", """【裁判委员会】本周末⟪league_name|城市联赛⟫排班：
周六 9:00 ⟪venue|南湖体育场⟫ 主裁 ⟦PERSON|宋涛⟧ 助理 ⟦PERSON|邓佳怡⟧、⟦PERSON|许文博⟧
周日 15:00 ⟪venue|江滩球场⟫ 主裁 ⟦PERSON|许文博⟧
临时联系：⟦PERSON|许文博⟧手机 ⟦PHONE|幺三九，零七一二，六六八三⟧
请各位提前⟪arrival_buffer|40分钟⟫到场。—— 秘书处 ⟦PERSON|小邓⟧"""),

("insurance_claim", """意外险理赔申请
被保险人：⟦PERSON|谢天⟧  身份证号：⟦IDCARD|$idcard21⟧  出生日期：⟦DATE_OF_BIRTH|1981-08-28⟧
出险经过：2025年3月9日在⟪place_name|南宁市⟫散打比赛中面部被击中，导致⟦MEDICAL|鼻骨骨折⟧，住院3天
申请金额：⟦AMOUNT|¥9,420.00⟧
收款账户：⟦CARD|$card22⟧（建设银行）
联系电话：⟦PHONE|177 7710 2845⟧
保单号：⟪policy_number|PICC-GX-2025-0017731⟫"""),

("wechat_moments_ad", """❄️⟪resort_name|亚布力⟫私教课开始预约啦！国家级滑雪指导员 ⟦PERSON|老韩⟧ 带你从零到刻滑～ 单板/双板一对一 ⟪price|¥800/天⟫（含雪具）😎 微信同号 ⟦PHONE|188 4511 0972⟧，备注「滑雪」。集合点：⟪meeting_point|阳光度假村大堂⟫"""),

("env_file", """# 赛事直播截图上传
TENCENTCLOUD_SECRET_ID=⟦APIKEY|$tcak1⟧
TENCENTCLOUD_SECRET_KEY=⟦SECRET|$tcsec1⟧
COS_BUCKET=⟪bucket_name|esports-shots-1250000000⟫
COS_REGION=⟪region_code|ap-shanghai⟫
REDIS_URL=redis://:⟦SECRET|Xh!9pR2m#Lq⟧@⟦IP_ADDRESS|10.1.4.11⟧:⟪port|6379⟫/0
# 维护人：⟦PERSON|邵一鸣⟧ ⟦EMAIL|shaoyiming@starfire-esports.cn⟧"""),

("markdown_roster", """### ⟪team_name|大连海风队⟫ 业余联赛报名表
| 球员 | 号码 | 身份证号 | 手机 |
|---|---|---|---|
| ⟦PERSON|韩冬⟧ | ⟪jersey_number|7⟫ | ⟦IDCARD|$idcard17⟧ | ⟦PHONE|13898761204⟧ |
| ⟦PERSON|彭宇⟧ | ⟪jersey_number|23⟫ | ⟦IDCARD|$idcard19⟧ | ⟦PHONE|15979120388⟧ |
领队：⟦PERSON|付强⟧"""),

("incident_statement", """关于⟪incident_date|7月12日⟫下午泳池事故的情况说明
当日15:20左右，学员⟦PERSON|罗佳⟧（女，⟦DATE_OF_BIRTH|2012年3月19日⟧出生）在深水区练习时呛水，救生员⟦PERSON|郑凯⟧立即施救，学员意识清醒，有⟦MEDICAL|轻度吸入性肺炎⟧症状，由家长⟦PERSON|罗建平⟧陪同送往⟪hospital_name|市儿童医院⟫观察。
事故发生后，中心已垫付医药费⟪org_payment|1,250元⟫。
（⟦PERSON|罗佳⟧ 身份证号：⟦IDCARD|$idcard22⟧）
报告人：游泳部主管 ⟦PERSON|蒋丽⟧"""),

("sms_invitation", """【⟪club_name|江城足球俱乐部⟫】⟦PERSON|杨子墨⟧家长您好，⟦PERSON|子墨⟧已通过⟪squad_name|U12梯队⟫初选，请于⟪trial_time|6月8日（周六）14:00⟫携带孩子身份证原件及近期体检报告到⟪venue|江城体育中心3号场⟫参加复试。如有疑问请联系招生负责人⟦PERSON|吴教练⟧：⟦PHONE|027-8766 3120⟧。"""),

("qq_chat", """买家：兄弟，东看台季票还有吗
卖家（⟦PERSON|阿杰⟧）：有，原价⟪face_value|2280⟫，我这出⟪asking_price|3000⟫，要就支付宝转我
卖家（⟦PERSON|阿杰⟧）：支付宝账号 ⟦PHONE|15626471193⟧，实名 ⟪masked_name|苏*杰⟫
买家：⟦AMOUNT|3000元⟧转了，截图发你了"""),

("email_notice", """⟦PERSON|张宁宁老师⟧：
您申请的⟪course_name|亚足联B级教练员课程⟫（赴日本培训）已初审通过。请于⟪deadline|3月10日⟫前补充以下材料：
1. 护照首页扫描件（护照号：⟦PASSPORT|$pp_cn5⟧，请核对）
2. 近期二寸照片
3. 体检表（需包含心电图结果）
培训费⟪course_fee|12,800元⟫请汇至协会对公账户。
联系人：协会培训部 ⟦PERSON|小唐⟧ ⟦PHONE|021-6415 2280⟧ / ⟦EMAIL|tang.l@shfa-coach.org⟧"""),

("ini_config", """; ⟪org_name|速途计时⟫ 读卡器配置 ⟪file_path|reader-07.ini⟫
[network]
ip = ⟦IP_ADDRESS|192.168.10.107⟧
gateway = ⟦IP_ADDRESS|192.168.10.1⟧
upload_server = ⟦IP_ADDRESS|47.96.148.30⟧   ; 阿里云成绩服务器
[auth]
admin_password = ⟦PASSWORD|sutu@2024!⟧   ; 出厂密码已改
[owner]
contact = 技术支持 ⟦PERSON|小马⟧ ⟦PHONE|13706518842⟧   ; 固件 ⟪firmware_version|R7-2.11⟫"""),
]

TEXTS += [
("travel_roster", """⟪team_name|深港联队⟫赴港友谊赛名单（⟪match_date|8月3日⟫，⟪venue|旺角大球场⟫）
1. ⟦PERSON|陈志豪⟧ 香港身份证 ⟦NATIONAL_ID|$nid_hk1⟧ 电话 ⟦PHONE|+852 9123 4408⟧
2. ⟦PERSON|梁嘉欣⟧ 香港身份证 ⟦NATIONAL_ID|$nid_hk2⟧ 电话 ⟦PHONE|+852 6274 1190⟧
3. ⟦PERSON|赵磊⟧ 内地 护照 ⟦PASSPORT|$pp_cn1⟧
领队：⟦PERSON|周建国⟧"""),

("resume", """个人简历
姓名：⟦PERSON|宋宇航⟧    游戏ID：⟦PERSON|Hang0⟧    出生日期：⟦DATE_OF_BIRTH|2004年9月21日⟧
电话：⟦PHONE|151 0293 8847⟧    邮箱：⟦EMAIL|songyuhang04@163.com⟧
地址：⟦ADDRESS|陕西省西安市雁塔区小寨东路126号 710061⟧
比赛经历：⟪tournament_name|2023 西部高校电竞联赛⟫ ⟪placement|冠军⟫
期望月薪：⟦AMOUNT|¥15,000⟧"""),

("group_announcement", """【群公告】周六晨跑：⟪meetup_time|6:30⟫ ⟪meeting_point|奥森南门⟫集合，配速⟪pace|6分⟫，⟪distance|10公里⟫。下雨取消。新人请先填表：⟪form_url|https://jinshuju.net/f/Xk3pQ2⟫。有事联系群主⟦PERSON|老周⟧ ⟦PHONE|13911027734⟧。"""),

("security_notice", """关于会员系统异常访问的说明
⟪incident_date|3月2日⟫凌晨，我们发现IP ⟦IP_ADDRESS|45.135.232.19⟧ 对会员接口发起大量请求，疑似撞库。涉及账号约⟪org_total|1,200个⟫（已强制重置密码）。个别会员（如 ⟦PERSON|wanglei_1988⟧）反映账户储值被盗刷 ⟦AMOUNT|¥560⟧，俱乐部将全额先行赔付。
技术负责人：⟦PERSON|刘畅⟧（⟦EMAIL|liuchang@pujianglian.com⟧）"""),

("expedition_table", """⟪expedition_name|珠峰南坡 2025春季⟫ 队员资料
| 姓名 | 护照号 | 出生日期 | 血型 | 过敏史 |
|---|---|---|---|---|
| ⟦PERSON|夏明⟧ | ⟦PASSPORT|$pp_cn6⟧ | ⟦DATE_OF_BIRTH|1969-10-10⟧ | ⟦MEDICAL|B型⟧ | 无 |
| ⟦PERSON|钟晴⟧ | ⟦PASSPORT|$pp_cn7⟧ | ⟦DATE_OF_BIRTH|1999-06-25⟧ | ⟦MEDICAL|O型⟧ | ⟦MEDICAL|磺胺类药物过敏⟧ |
| ⟦PERSON|曹敏⟧ | ⟦PASSPORT|$pp_cn8⟧ | ⟦DATE_OF_BIRTH|1985-07-22⟧ | ⟦MEDICAL|AB型⟧ | 无 |"""),

("hotline_ticket", """市民热线工单 编号 ⟪work_order_no|GD20250611-0388⟫
来电人：⟦PERSON|何女士⟧  回访电话：⟦PHONE|0755-2671 9934⟧
诉求：孩子（⟦PERSON|陈一鸣⟧，8岁）在某游泳培训机构上课期间耳朵进水引发⟦MEDICAL|中耳炎⟧，机构拒绝退还剩余课时费⟦AMOUNT|2,100元⟧，要求协调。
承办单位：⟪org_name|南山区文化广电旅游体育局⟫"""),

("dingtalk_approval", """【钉钉审批】业务招待申请 ⟪approval_id|PROC-2025-04-3391⟫
申请人：⟦PERSON|王芳⟧（销售部）
事由：陪同客户⟦PERSON|李总⟧、⟦PERSON|赵总⟧在⟪place_name|观澜湖⟫打球
预计费用：⟪org_expense|¥3,600（公司承担）⟫
审批人：⟦PERSON|郭峰⟧ ✅ 已同意"""),

("speech_to_text", """（语音转文字）喂，你好，我想给我爸报个⟪class_name|太极拳老年班⟫。他叫⟦PERSON|夏国栋⟧，今年七十一，身体还行，就是有⟦MEDICAL|糖尿病⟧，打⟦MEDICAL|胰岛素⟧，去年做过⟦MEDICAL|白内障手术⟧。上课时间是⟪class_schedule|每周二、四上午9点⟫吧？我的电话是⟦PHONE|一三六，零一五八，二九七四⟧。我叫⟦PERSON|夏雨⟧。"""),

("json_order", """{"order_no":"⟪order_id|SKI20250126000871⟫","product":"⟪product_name|万龙全天滑雪票（成人）⟫","price":⟪price|598⟫,"buyer":{"name":"⟦PERSON|冯雪⟧","mobile":"⟦PHONE|13699112745⟧","id_no":"⟦IDCARD|$idcard16⟧"},"paid":"⟦AMOUNT|¥598.00⟧","pay_channel":"wxpay","merchant_id":"⟪merchant_id|1601238841⟫"}"""),

("public_notice", """⟪event_name|2024武汉马拉松⟫ 奖金发放公示
男子全程第1名 ⟦PERSON|罗伯特·基普罗诺⟧ 奖金 ⟦AMOUNT|¥150,000⟧（税前）
女子全程第1名 ⟦PERSON|何燕⟧ 奖金 ⟦AMOUNT|¥150,000⟧（税前）
女子全程第3名 ⟦PERSON|张晨⟧ 奖金 ⟦AMOUNT|¥60,000⟧（税前）
奖金总额 ⟪org_total|¥1,280,000⟫ 由组委会统一代扣个税后发放。"""),

("secondhand_listing", """转让：某网球中心私教课 8节（原价⟪price|¥4,800⟫，现⟪asking_price|¥3,600⟫转），教练是前省队的⟦PERSON|孟教练⟧，人很好。因为我⟦MEDICAL|怀孕⟧了打不了😭 有意私聊，或加微信 ⟦PERSON|tennis_lily0320⟧。"""),

("scoring_log", """⟪log_timestamp|2025-04-20 10:05:11⟫ [INFO] 裁判 ⟦PERSON|张立军⟧(⟦PERSON|ref_zlj⟧) 登录评分终端 ⟪terminal_id|T03⟫ 来自 ⟦IP_ADDRESS|192.168.31.45⟧
⟪log_timestamp|2025-04-20 10:05:11⟫ [DEBUG] token=⟦APIKEY|$jwt2⟧
2025-04-20 10:09:42 [INFO] 项目: 男子长拳 选手 #⟪athlete_no|0712⟫ 得分 ⟪score|9.26⟫
2025-04-20 10:12:03 [WARN] 终端 ⟪terminal_id|T03⟫ 网络抖动 重连 ⟦IP_ADDRESS|192.168.31.45⟧"""),

("lost_notice", """遗失声明：⟦PERSON|邓佳怡⟧（身份证号⟦IDCARD|$idcard14⟧）不慎遗失《游泳社会体育指导员国家职业资格证书》，证书编号：⟪certificate_no|1432000301234567⟫，特此声明作废。⟪notice_date|2025年5月6日⟫"""),

("volunteer_group_chat", """【帆船赛志愿者群】明早⟪meetup_time|6:00⟫码头集合，⟪warehouse|B区仓库⟫门禁密码改成了 ⟦PASSWORD|3927＃⟧，钥匙在⟦PERSON|老林⟧那。午餐发餐券，补贴⟪allowance_rate|每人每天150元⟫赛后统一发到大家微信。有问题找我：⟦PERSON|小蒋⟧ ⟦PHONE|15990471286⟧"""),

("obs_settings_note", """OBS 推流设置（⟪team_name|星火战队⟫官方直播间）
服务器：⟪rtmp_server|rtmp://live-push.bilivideo.com/live-bvc/⟫
串流密钥：⟦SECRET|?streamname=live_28817354_9072613&key=8d1f0c7be4a2395d6f18c0ab77e2d941&schedule=rtmp⟧
负责人：运营 ⟦PERSON|小徐⟧（⟦PERSON|徐可⟧）   开播时间 ⟪stream_time|每晚19:30⟫"""),

("refund_email", """⟦PERSON|刘老师⟧您好，我是学员⟦PERSON|郭子涵⟧的家长。由于孩子7月⟦MEDICAL|骨折（左锁骨）⟧无法参加⟪camp_name|青少年高尔夫夏令营⟫，申请退还已交的营费⟦AMOUNT|¥7,800⟧。退款请打到：户名 ⟦PERSON|郭峰⟧，卡号 ⟦CARD|$card12⟧，开户行 ⟪bank_branch|招商银行深圳科技园支行⟫。谢谢！"""),
]

TEXTS += [
("phone_order_transcript", """客服：您好，⟪org_name|浦江联⟫季票中心。
顾客：我要续两张季票，用信用卡付。卡号 ⟦CARD|$card21⟧，有效期 ⟪card_expiry|08/28⟫，背面三位数 ⟦CVV|604⟧。
客服：好的，持卡人姓名？
顾客：⟦PERSON|许静⟧。身份证 ⟦IDCARD|$idcard02⟧。
客服：两张共 ⟦AMOUNT|¥3,360⟧，已扣款成功，座位保持 ⟪seat_number|5号看台7排⟫不变。"""),

("membership_form", """⟪club_name|狮城网球会⟫ 会员登记表
姓名：⟦PERSON|林美华⟧   NRIC：⟦NATIONAL_ID|$nid_sg1⟧   出生日期：⟦DATE_OF_BIRTH|1976年4月3日⟧
住址：⟦ADDRESS|Blk 512 Bedok North Ave 3, #08-214, Singapore 460512⟧
手机：⟦PHONE|+65 9183 2267⟧
入会费 ⟪price|S$500⟫（一次性），年费 ⟪price|S$1,200⟫；已缴：⟦AMOUNT|S$1,700⟧
推荐人：⟦PERSON|陈伟明⟧（会员号 ⟪membership_no|LT-0442⟫）"""),

("appeal_email", """组委会您好：我是参赛选手⟦PERSON|吴桐⟧，号码布⟪bib_number|B1190⟫。我的芯片成绩显示为DNF，但我实际完赛，手表记录 ⟪race_time|3:58:41⟫。可能是在⟪course_marker|35公里⟫处计时毯没感应到。附上照片与运动记录链接，请协助核查。手机 ⟦PHONE|15155903381⟧。"""),

("official_notice", """关于⟪test_year|2025年度⟫裁判员体能测试结果的通知
经测试，以下人员未通过：
1. ⟦PERSON|付强⟧（YO-YO测试 ⟪fitness_score|16.2级⟫，未达标）
2. ⟦PERSON|马俊⟧（因⟦MEDICAL|心律不齐⟧未参加，需提交三甲医院诊断证明）
请相关人员于⟪deadline|4月30日⟫前补测。联系人：裁委会 ⟦PERSON|小邓⟧ ⟦PHONE|027-8577 1436⟧"""),

("payment_callback_log", """[⟪log_timestamp|2025-06-02 19:20:15⟫] 支付回调 appid=⟪app_id|$wxappid1⟫ mch_id=⟪merchant_id|1623390012⟫ out_trade_no=⟪order_id|SW20250602192001⟫ total_fee=⟦AMOUNT|¥1,280.00⟧ 用户=⟦PERSON|蒋雯⟧ 手机=⟦PHONE|13806711540⟧ 来源IP=⟦IP_ADDRESS|115.236.77.4⟧"""),

("emergency_card_ocr", """紧急联系卡（请随身携带）
姓名：⟦PERSON|扎西次仁⟧   向导证号：⟪guide_cert_no|SC-GD-0917⟫
血型：⟦MEDICAL|A型⟧   过敏：无
既往：2019年⟦MEDICAL|高原肺水肿⟧一次
紧急联系人：⟦PERSON|次仁卓玛⟧ ⟦PHONE|139 8901 2256⟧
⟪place_name|四姑娘山镇⟫向导协会 ⟦PHONE|0837-279 1882⟧"""),

("wechat_team_chat", """队长⟦PERSON|阿K⟧：这次杯赛奖金⟪team_prize_total|8万⟫到账了，按之前说好的五个人平分，每人⟦AMOUNT|1.6万元⟧，教练另外拿⟦AMOUNT|5000元⟧
⟦PERSON|Yuu⟧：收到👌 我的打支付宝 ⟦EMAIL|yuu_peng@163.com⟧
⟦PERSON|TianX⟧：我还欠队里上次的机票钱⟦AMOUNT|1,200元⟧，直接从我那份扣吧
队长⟦PERSON|阿K⟧：ok，那⟦PERSON|TianX⟧到手⟦AMOUNT|14,800元⟧（⟪cup_name|城市杯S3⟫）"""),

("job_posting", """招聘：暑期救生员3名
要求：持有国家救生员职业资格证，⟪age_range|18-35岁⟫，身体健康
待遇：月薪⟪salary_range|¥5,500–¥6,500⟫，包午餐
工作地点：⟪venue|奥体中心游泳馆⟫
报名方式：携带证件到馆内人事办公室面试（工作日⟪office_hours|9:00-17:00⟫）"""),

("repair_ticket", """穿线/维修单 ⟪repair_no|No.0531⟫
客户：⟦PERSON|黄先生⟧   手机尾号 ⟪masked_phone|6623⟫
球拍：⟪product_model|Wilson Pro Staff 97 v14⟫   磅数：⟪string_tension|52/50⟫
取拍时间：周五下午"""),

("finance_brief", """2025年一季度 财务简报（⟪club_name|红星篮球俱乐部⟫）
会费收入：⟪org_total|¥86,400⟫
场地支出：⟪org_total|¥52,000⟫
教练薪酬：⟪org_total|¥24,000⟫
结余：⟪org_total|¥10,400⟫
欠费会员：⟦PERSON|赵一凡⟧（欠⟦AMOUNT|¥1,200⟧，已电话提醒）、⟦PERSON|孙莉⟧（欠⟦AMOUNT|¥600⟧）
出纳：⟦PERSON|小孙⟧"""),

("health_questionnaire", """1. 孩子是否有⟪form_wording|哮喘、癫痫、心脏病⟫等病史？ □否 ☑是，请说明：⟦MEDICAL|运动诱发性哮喘⟧，随身携带⟦MEDICAL|沙丁胺醇气雾剂⟧
2. 近一年是否有骨折/手术史？ ☑否
3. 是否有药物/食物过敏？ ☑是：⟦MEDICAL|芒果⟧、⟦MEDICAL|头孢类⟧
学员姓名：⟦PERSON|唐可欣⟧   家长签字：⟦PERSON|唐伟⟧   日期：⟪form_date|2025/07/01⟫   营地：⟪camp_name|冰球青训夏令营⟫"""),

("nginx_log", """⟦IP_ADDRESS|116.228.88.154⟧ - - [⟪log_timestamp|09/Mar/2025:07:30:02 +0800⟫] "POST /api/signup HTTP/1.1" 200 512 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_3)"
⟦IP_ADDRESS|39.144.20.8⟧ - - [⟪log_timestamp|09/Mar/2025:07:30:02 +0800⟫] "GET /static/js/⟪asset_filename|app.4f9c2e.js⟫ HTTP/1.1" 304 0
⟦IP_ADDRESS|10.10.0.3⟧ - - [09/Mar/2025:07:30:03 +0800] "GET /health HTTP/1.1" 200 2 "-" "⟪user_agent|kube-probe/1.28⟫"
# 报名开放瞬间 QPS 峰值 ⟪qps|3200⟫，值班：⟦PERSON|刘畅⟧"""),

("csv_caddie_roster", """球童编号,姓名,手机,本周排班
⟪caddie_id|C-011⟫,⟦PERSON|小赵⟧,⟦PHONE|13787211940⟧,周二/周四/周六
⟪caddie_id|C-015⟫,⟦PERSON|王丽丽⟧,⟦PHONE|18673124483⟧,周一/周三
⟪caddie_id|C-022⟫,⟦PERSON|阿芳⟧,⟦PHONE|15074958836⟧,周末"""),

("ocr_jenkins_screenshot", """Jenkins > 系统配置 > 钉钉通知
机器人名称：⟪bot_name|比赛直播构建通知⟫
Webhook：⟦SECRET|$dinghook2⟧
加签：⟦SECRET|$dingsign2⟧
@手机号：⟦PHONE|13817730264⟧（构建失败时@运维 ⟦PERSON|老邵⟧）
插件版本 ⟪plugin_version|2.7.3⟫"""),

("donation_certificate", """捐赠证书 ⟪certificate_no|JZ-2025-00318⟫
兹收到 ⟦PERSON|陈立新先生⟧ 通过⟪event_name|“为爱奔跑”公益跑⟫捐赠⟦AMOUNT|人民币伍佰元整⟧（⟦AMOUNT|¥500.00⟧），用于乡村儿童体育器材购置。
⟪org_name|阳光少儿体育基金会⟫"""),

("payslip", """工资条（⟪pay_period|2025年1月⟫）
姓名：⟦PERSON|韩冬⟧   工号：⟪employee_id|YB-C-031⟫
基本工资：⟦AMOUNT|¥6,000⟧
课时提成：⟦AMOUNT|¥9,450⟧
社保个人部分：⟦AMOUNT|-¥1,102.40⟧
实发：⟦AMOUNT|¥14,347.60⟧"""),
]
