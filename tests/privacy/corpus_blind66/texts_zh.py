# -*- coding: utf-8 -*-
"""blind66 Chinese texts.  Each entry: (kind, marked_text); written by hand one at a time."""

TEXTS = []

# ---------------------------------------------------------------- part 1
TEXTS += [
("wechat_group", """【翠湖苑业主维权群】
⟦PERSON|周建国⟧：各位邻居，联名信已经起草好了，要签名的请把姓名、房号、手机号私信发我，别直接发群里哈
⟦PERSON|刘芳芳⟧：我直接发了吧，⟦PERSON|刘芳芳⟧，⟪unit_no|3栋1202⟫，⟦PHONE|139 1702 5586⟧
⟦PERSON|阿杰⟧：@⟦PERSON|周哥⟧ 物业那边的电话是⟦PHONE|021-6432 8810⟧，经理叫⟦PERSON|马国栋⟧，上次就是他说电梯没钱修
⟦PERSON|周建国⟧：收到。请愿书编号⟪petition_id|CHY-2024-017⟫，明天上午十点去⟪venue|街道办⟫递交，能来的都来
⟦PERSON|刘芳芳⟧：👍 我带上⟪document_name|维修基金公示表⟫的复印件
"""),

("hardship_application", """XX区总工会 困难职工帮扶申请表　　编号：⟪case_no|SM-BF-2024-0086⟫

姓名：⟦PERSON|陈秀兰⟧　　性别：女　　出生日期：⟦DATE_OF_BIRTH|1968年8月8日⟧
身份证号码：⟦IDCARD|$idcard11⟧
工作单位：⟪org_name|厦门锦华纺织有限公司⟫
家庭住址：⟦ADDRESS|厦门市思明区莲前西路218号5单元302室，邮编361009⟧
联系电话：⟦PHONE|159 5921 3307⟧

困难原因：本人今年确诊⟦MEDICAL|乳腺癌⟧，目前正在⟦MEDICAL|化疗⟧；丈夫⟦PERSON|林国强⟧去年⟦MEDICAL|脑梗⟧后卧床，无收入。
家庭月收入：⟦AMOUNT|2,150元⟧
申请帮扶金额：⟦AMOUNT|伍仟元整⟧
收款银行卡号：⟦CARD|$card_up1⟧（⟪bank_name|中国工商银行厦门莲前支行⟫）
"""),

("chamber_member_form", """成都市温州商会 个人会员入会登记表

姓　　名：⟦PERSON|黄志远⟧　　　籍贯：⟪place_name|浙江温州⟫
身份证号：⟦IDCARD|$idcard4⟧
出生日期：⟦DATE_OF_BIRTH|1988-01-30⟧
手　　机：⟦PHONE|186 8012 4471⟧（微信同号）
邮　　箱：⟦EMAIL|huangzy88@163.com⟧
企业名称：⟪org_name|成都瓯越鞋业有限公司⟫
统一社会信用代码：⟪credit_code|91510104MA61R8QK2P⟫

会费标准：理事单位⟪fee_tariff|20000元/年⟫，会员单位⟪fee_tariff|5000元/年⟫
本次实缴：⟦AMOUNT|¥5,000⟧
介绍人：⟦PERSON|吴会长⟧
"""),

("dingtalk_bot_doc", """【广东省物流行业协会 信息部】钉钉告警机器人配置说明（内部，勿外传）

告警群机器人 Webhook：
⟦SECRET|$hook_ding1⟧
加签密钥：⟦SECRET|$ding_secret1⟧
AppKey：⟪app_key|dingq7x5ak2ng0c3lfrm⟫（应用标识，不敏感）

部署服务器：⟦IP_ADDRESS|172.18.3.21⟧（已加白名单），程序版本⟪version|v1.3.7⟫
负责人：⟦PERSON|许晓婷⟧，座机⟦PHONE|020-8756 1120⟧转⟪extension|8032⟫
"""),

("branch_meeting_minutes", """民进XX区基层第二支部 2024年第三次支部会议纪要

时间：⟪meeting_date|2024年6月14日下午⟫
地点：⟪venue|区政协三楼会议室⟫
出席：⟦PERSON|周文海⟧（主委）、⟦PERSON|沈丽君⟧、⟦PERSON|钱博⟧、⟦PERSON|唐晓燕⟧
缺席：⟦PERSON|何静⟧（因⟦MEDICAL|腰椎间盘突出⟧住院，已请假）

一、⟦PERSON|周主委⟧传达上级组织近期会议精神。
二、讨论社情民意信息选题。⟦PERSON|沈丽君⟧提出关于老旧小区加装电梯补贴的建议，大家认为可以深入调研。
三、⟦PERSON|钱博⟧报告本季度会费收缴情况，共⟪org_total|3,600元⟫，已上交区委会。
四、下次会议初定⟪meeting_date|7月中旬⟫。

记录人：⟦PERSON|小赵⟧
"""),

("call_transcript_hotline", """【通话记录】⟪call_id|CS20240512-0318⟫　时长⟪duration|4分12秒⟫
客服：您好，桃子湖社区消费合作社，工号⟪agent_id|027⟫为您服务。
客户：你好，我是会员，叫⟦PERSON|许文静⟧。我上周在你们店买的土鸡蛋有问题，我女儿吃了⟦MEDICAL|过敏⟧，身上起了好多疹子。
客服：非常抱歉⟦PERSON|许女士⟧，请问您的会员手机号是？
客户：⟦PHONE|幺三九 零一七二 六六八五⟧
客服：好的，核实到您的收货地址是⟦ADDRESS|长沙市岳麓区麓山南路932号桃子湖小区7栋2单元501，410012⟧，对吗？
客户：对的。
客服：这批鸡蛋（批次⟪batch_no|TZH-0506⟫）我们会送检，先给您退款⟦AMOUNT|46.8元⟧，原路返回，一到三个工作日到账。
"""),

("sms_notice", """【XX市总工会】尊敬的⟦PERSON|王建军⟧会员：您申请的职工大病救助（⟦MEDICAL|尿毒症血液透析⟧）已审核通过，救助金⟦AMOUNT|8000元⟧已于⟪send_date|5月20日⟫发放至您尾号⟪masked_card|6627⟫的银行卡，请注意查收。如有疑问请致电⟦PHONE|0571-8706 2233⟧。退订回T"""),

("expense_claim_form", """XX发展研究院 差旅费报销单　　单号：⟪form_no|BX-2024-0457⟫

报销人：⟦PERSON|孙立⟧　　部门：宏观经济研究室
出差事由：赴贵阳调研数字经济产业园
交通费：⟦AMOUNT|1,286.00元⟧
住宿费：⟦AMOUNT|960.00元⟧（标准⟪reimburse_standard|480元/晚⟫）
伙食补助：3天×⟪allowance_rate|100元⟫＝⟦AMOUNT|300.00元⟧
合计：人民币（大写）⟦AMOUNT|贰仟伍佰肆拾陆元整⟧（⟦AMOUNT|¥2,546.00⟧）
收款卡号：⟦CARD|$card_up2⟧　开户行：⟪bank_name|建设银行北京三里河支行⟫
部门审批：⟦PERSON|赵主任⟧　　财务复核：⟦PERSON|小刘⟧
"""),

("spring_yaml_config", """# 社区消费合作社 小程序后端配置（生产环境）—— 千万别提交到git！！
server:
  port: ⟪port|8081⟫
spring:
  datasource:
    url: jdbc:mysql://⟦IP_ADDRESS|10.0.8.15⟧:3306/coop_mall?useSSL=false&characterEncoding=utf8
    username: coop_rw
    password: ⟦PASSWORD|Coop@2024#rw⟧
aliyun:
  oss:
    access-key-id: ⟦APIKEY|$aliyun_akid1⟧
    access-key-secret: ⟦SECRET|$aliyun_secret1⟧
    bucket: ⟪bucket_name|coop-mall-img⟫
wechat:
  appid: ⟪app_id|wx8f3c2a91d04b7e65⟫      # 小程序appid，不敏感
  mch-id: ⟪merchant_id|1612345678⟫
  api-v3-key: ⟦SECRET|Zq8wK2mN5pR7tY1uV4xA6cE9gJ3hL0sD⟧
# 有问题找⟦PERSON|黄工⟧ ⟦PHONE|137 2840 9931⟧
"""),

("ops_log", """[⟪timestamp|2024-08-12 14:22:01⟫] [信息] 用户 ⟦PERSON|zhangwei⟧ 从 ⟦IP_ADDRESS|114.247.50.2⟧ 登录后台成功
[2024-08-12 14:22:45] [警告] 用户 ⟦PERSON|liuyang01⟧ 连续3次密码错误，来源 ⟦IP_ADDRESS|223.104.63.187⟧，账号已临时锁定
[2024-08-12 14:30:10] [信息] 定时任务 ⟪job_id|sync_reports_v2⟫ 执行完成，耗时 ⟪duration|12.4s⟫
[2024-08-12 14:31:02] [错误] 连接 Redis ⟦IP_ADDRESS|192.168.31.5⟧:6379 超时，重试中
[2024-08-12 14:35:55] [信息] 探活地址 ⟪doc_ip|192.0.2.1⟫ 返回正常（测试用例）
[2024-08-12 14:40:13] [信息] 用户 ⟦PERSON|zhangwei⟧ 退出登录
"""),

("sql_export", """-- 福建省茶叶行业协会 个人会员表 导出 ⟪timestamp|2024-03-01 10:00:00⟫
INSERT INTO ⟪table_name|member_person⟫ (id, name, id_no, mobile, join_fee) VALUES
(⟪member_id|1021⟫, '⟦PERSON|郑美玲⟧', '⟦IDCARD|$idcard15⟧', '⟦PHONE|13860271145⟧', '⟦AMOUNT|¥800⟧'),
(⟪member_id|1022⟫, '⟦PERSON|林志强⟧', '⟦IDCARD|$idcard2⟧', '⟦PHONE|18959310286⟧', '⟦AMOUNT|¥800⟧');
-- 备注：入会费标准见⟪doc_ref|闽茶协〔2023〕12号⟫文件
"""),

("labour_contract", """劳动合同（节选）　　合同编号：⟪contract_no|HT-2024-031⟫

甲方：⟪org_name|上海市餐饮烹饪行业协会⟫（统一社会信用代码：⟪credit_code|51310000MJ4987561T⟫）
乙方：⟦PERSON|顾佳怡⟧　　性别：女
身份证号码：⟦IDCARD|$idcard7⟧
户籍地址：⟦ADDRESS|南京市玄武区珠江路688号2幢1103室，邮编210018⟧
联系电话：⟦PHONE|152 0156 7730⟧

第五条　乙方月工资为税前⟦AMOUNT|人民币9,500元⟧，试用期三个月，试用期工资⟦AMOUNT|8,000元⟧。工资于每月15日前发放至乙方银行账户⟦CARD|$card_up3⟧。

甲方代表：⟦PERSON|钱秘书长⟧　　　乙方签字：⟦PERSON|顾佳怡⟧
"""),

("fee_receipt", """收　据　　No. ⟪receipt_no|0012876⟫

今收到　⟦PERSON|冯志刚⟧　交来2024年度个人会员会费
人民币（大写）⟦AMOUNT|壹仟贰佰元整⟧　　⟦AMOUNT|¥1,200.00⟧
缴款人电话：⟦PHONE|139 5167 0082⟧
收款单位：⟪org_name|江苏省注册税务师协会⟫
开户行及账号：⟪org_account|南京银行城中支行 0115 2100 0000 8765⟫
经手人：⟦PERSON|小周⟧　　日期：⟪receipt_date|2024年1月15日⟫
"""),

("forum_post", """标题：【求助】厂里拖欠工资半年了，有没有一起联名的？

楼主 ⟦PERSON|打工人阿强⟧：
我在⟪org_name|东莞某电子厂⟫干了三年，从去年12月开始拖欠工资，我一个人就被欠了⟦AMOUNT|两万三千多块⟧。我们几个准备写联名信交到⟪gov_dept|劳动监察大队⟫，想参加的加我微信 ⟦PERSON|aqiang_dg1990⟧，或者直接打我电话⟦PHONE|135 3826 7104⟧。

2楼 ⟦PERSON|深漂小梅⟧：
我老公也在那个厂，被欠了⟦AMOUNT|1.6万⟧，算我们一个

3楼 ⟦PERSON|打工人阿强⟧：
@⟦PERSON|深漂小梅⟧ 已私信
"""),

("shop_review", """★★★★☆　⟦PERSON|吃货小鹿⟧
社区合作社这家店（⟪store_name|望京店⟫）菜很新鲜，会员价也实惠，小油菜才⟪price|3.5元/斤⟫。收银的⟦PERSON|小赵⟧特别热情，上次我忘带会员卡她还帮我用手机号查了。扣一星是因为散装花生酥没标过敏原，我⟦MEDICAL|花生过敏⟧，吃了一口嘴就肿了。后来店长⟦PERSON|陈姐⟧给我退了⟦AMOUNT|28元⟧，还送了一袋米，态度没得说。
"""),

("voice_to_text", """【语音转文字】
我叫⟦PERSON|马德福⟧，身份证号是⟦IDCARD|$idcard12⟧，哈尔滨人，在⟪org_name|沈阳宏运物流园⟫开叉车。今年三月十二号晚上卸货的时候被货架砸到右腿，医院诊断是⟦MEDICAL|右胫骨骨折⟧，做了⟦MEDICAL|内固定手术⟧。到现在工伤认定还没下来，单位只给了⟦AMOUNT|三千块⟧。工会的⟦PERSON|老孙⟧让我把情况说清楚。我电话是⟦PHONE|一五八 四五一二 七七三零⟧。
"""),

("it_ticket", """工单号：⟪ticket_id|IT-20240318-07⟫　　优先级：⟪priority|中⟫
提交人：⟦PERSON|欧阳倩⟧（国际关系研究所）
问题描述：OA系统登不上，提示账户被锁定。我的账号是 ⟦PERSON|ouyangqian⟧，办公电脑IP是 ⟦IP_ADDRESS|10.21.6.133⟧。
处理记录：信息中心⟦PERSON|小林⟧已解锁，临时密码 ⟦PASSWORD|Zk@2024temp⟧，首次登录须修改；VPN账号另开，初始PIN ⟦PASSWORD|860412⟧。
"""),
]

# ---------------------------------------------------------------- part 2
TEXTS += [
("union_roster_csv", """序号,姓名,性别,身份证号,手机号,所在班组,入会时间
1,⟦PERSON|杨帆⟧,男,⟦IDCARD|$idcard14⟧,⟦PHONE|13975128864⟧,⟪team_name|装配二班⟫,⟪join_date|2019-07⟫
2,⟦PERSON|罗小燕⟧,女,⟦IDCARD|$idcard3⟧,⟦PHONE|15818790243⟧,⟪team_name|质检班⟫,⟪join_date|2021-03⟫
3,⟦PERSON|谢军⟧,男,⟦IDCARD|$idcard10⟧,⟦PHONE|18323069917⟧,装配二班,2016-11
"""),

("institute_email", """发件人：继续教育部 <⟦EMAIL|jxjy@gdicpa.org.cn⟧>
收件人：⟦PERSON|邓海燕⟧ <⟦EMAIL|deng.haiyan@hxcpa.com.cn⟧>
主题：关于2024年度继续教育学时不足的提醒

⟦PERSON|邓海燕⟧老师您好：

您的注册会计师证书编号为⟪cert_no|440100510238⟫，本年度已完成⟪hours|28学时⟫，距最低要求尚差12学时。您此前提交的⟦MEDICAL|妊娠期高血压⟧病休证明我们已收到，可按规定申请延期完成，请于⟪deadline|12月20日⟫前在系统内提交申请。

如有疑问请联系⟦PERSON|潘老师⟧，电话⟦PHONE|020-8388 6619⟧。

⟪org_name|广东省注册会计师协会⟫继续教育部
"""),

("delegation_namelist", """福建省晋江商会 赴德国经贸考察团 人员名单（送签用）

序号　姓名　　拼音　　　　　性别　出生日期　　　护照号　　　　有效期至
1　　⟦PERSON|施永辉⟧　⟦PERSON|SHI YONGHUI⟧　男　　⟦DATE_OF_BIRTH|1970-01-19⟧　⟦PASSPORT|$pp_cn1⟧　⟪doc_expiry|2031-05-08⟫
2　　⟦PERSON|蔡丽娜⟧　⟦PERSON|CAI LINA⟧　　　女　　⟦DATE_OF_BIRTH|1984-06-06⟧　⟦PASSPORT|$pp_cn2⟧　⟪doc_expiry|2029-11-30⟫

团长：⟦PERSON|施会长⟧，联系电话⟦PHONE|0595-8566 1230⟧
邀请方：⟪org_name|德中经济联合会⟫，邀请函编号⟪invitation_no|DCW-2024-118⟫
"""),

("mutual_aid_claim", """职工医疗互助保障 理赔申请书

被保障人：⟦PERSON|韩雪梅⟧
身份证号：⟦IDCARD|$idcard9⟧
出生日期：⟦DATE_OF_BIRTH|1999年10月21日⟧
就诊医院：⟪hospital|西安交通大学第一附属医院⟫　住院号：⟪inpatient_no|ZY2024061123⟫
诊　　断：⟦MEDICAL|急性阑尾炎⟧，行⟦MEDICAL|腹腔镜阑尾切除术⟧
住院总费用：⟦AMOUNT|12,846.30元⟧，医保统筹支付⟦AMOUNT|8,902.15元⟧，个人自付⟦AMOUNT|3,944.15元⟧
申请互助金：⟦AMOUNT|2,000元⟧（单次最高⟪benefit_cap|5000元⟫）
收款账户：⟦CARD|$card_up4⟧
"""),

("petition_signature_ocr", """【扫描件识别】关于反对在小区东侧建设垃圾中转站的联名请愿书（签名页 2/6）

序号　姓名　　　楼栋　　　联系电话　　　　　签名
11　　⟦PERSON|宋春花⟧　⟪unit_no|8-302⟫　⟦PHONE|13602517788⟧　　⟦PERSON|宋春花⟧
12　　⟦PERSON|龙海⟧　　⟪unit_no|8-501⟫　⟦PHONE|13798104436⟧　　（字迹不清）
13　　⟦PERSON|蒋阿姨⟧　⟪unit_no|9-101⟫　⟦PHONE|0755-2661 0458⟧　✓
识别置信度：⟪ocr_confidence|0.87⟫
"""),

("interview_notes", """调研访谈记录（内部，不得外传）　编号：⟪interview_no|FT-07⟫
受访者：⟦PERSON|老吴⟧（要求报告中以⟪pseudonym|W先生⟫代称）　访谈人：⟦PERSON|程博士⟧

⟦PERSON|老吴⟧：我在这个小商品市场做了二十年了，去年做了⟦MEDICAL|心脏搭桥⟧以后就交给儿子了。现在一个摊位月租⟪rent_price|3800元⟫，生意不好做。我自己还欠商会互助金⟦AMOUNT|两万块⟧没还上。
⟦PERSON|程博士⟧：方便留个联系方式吗？后面可能还要回访。
⟦PERSON|老吴⟧：⟦PHONE|138 5790 2261⟧，家住⟦ADDRESS|义乌市稠城街道宾王路158号3幢402室，322000⟧。
"""),

("wechat_transfer", """微信支付｜转账详情
转账金额　⟦AMOUNT|¥1,500.00⟧
收款方　　⟪masked_name|黄*峰⟫
转账说明　商会年会赞助款
转账时间　⟪timestamp|2024-01-06 20:14:33⟫
转账单号　⟪transaction_id|1000050001202401061234567890123⟫

——聊天记录——
⟦PERSON|潘宇⟧：⟦PERSON|黄总⟧，钱转你了，记得开收据哈，抬头写我个人⟦PERSON|潘宇⟧，身份证⟦IDCARD|$idcard16⟧
⟦PERSON|黄总⟧：收到👌 年会在⟪venue|白云国际会议中心⟫，到时见
"""),

("id_card_ocr", """【OCR识别结果】客户上传：⟦PERSON|李秀英⟧　手机 ⟦PHONE|186 1127 4590⟧
姓名　⟦PERSON|李秀英⟧
性别　女　　民族　汉
出生　⟦DATE_OF_BIRTH|1986年4月23日⟧
住址　⟦ADDRESS|北京市朝阳区建国路88号院5号楼1706⟧
公民身份号码　⟦IDCARD|$idcard1⟧
签发机关　⟪issuing_authority|北京市公安局朝阳分局⟫
有效期限　⟪validity|2016.05.10-2036.05.10⟫
识别耗时 ⟪duration|312ms⟫
"""),

("bank_card_ocr", """【银行卡识别】
卡号：⟦CARD|$card_up5⟧
卡类型：借记卡　　发卡行：⟪bank_name|中国农业银行⟫
有效期：⟪card_expiry|12/29⟫
持卡人：⟦PERSON|ZHAO MIN⟧
——
用途：工会会费代扣授权（每月按工资的⟪dues_rate|0.5%⟫扣缴）
授权人：⟦PERSON|赵敏⟧　电话：⟦PHONE|177 0271 8395⟧　会员号：⟪member_no|GH-0412⟫
"""),

("express_waybill", """【中通快递】运单号 ⟪waybill_no|78345129066712⟫
收件人：⟦PERSON|覃丽萍⟧　⟦PHONE|181 7720 4635⟧
收件地址：⟦ADDRESS|广西壮族自治区南宁市青秀区民族大道136号华润大厦B座1808，530028⟧
寄件人：⟪org_name|桂林生态农产品消费合作社⟫　⟦PHONE|0773-288 6120⟧
寄件人手机：⟪masked_phone|138****6623⟫
物品：罗汉果×2（⟪sku|LHG-500G⟫）　订单号：⟪order_id|HZS20240611-0088⟫
"""),

("group_announcement", """【群公告】晋江商会青年委员会 2024年会费收缴情况（截至6月30日）
已缴：⟦PERSON|林总⟧ ⟦AMOUNT|3000元⟧、⟦PERSON|陈晓⟧ ⟦AMOUNT|3000元⟧、⟦PERSON|王磊⟧ ⟦AMOUNT|1500元⟧（半年）
未缴：⟦PERSON|李文博⟧、⟦PERSON|张总⟧，请尽快哦～
会费标准：⟪fee_tariff|每人每年三千元⟫
收款：⟪org_account|商会对公账户（尾号3308）⟫，或直接微信转财务⟦PERSON|小何⟧
"""),

("shell_history", """# 服务器操作记录（⟦PERSON|王工⟧整理，仅供排查问题用）
ssh root@⟦IP_ADDRESS|47.96.118.203⟧
export DEEPSEEK_API_KEY=⟦APIKEY|$deepseek1⟧      # 政策文本摘要用
export DASHSCOPE_API_KEY=⟦APIKEY|$dashscope1⟧    # 备用
mysql -h ⟦IP_ADDRESS|172.16.0.12⟧ -u think_ro --password='⟦PASSWORD|Zk#think2024⟧' policy_db
python3 crawl.py --since ⟪date_arg|2024-05-01⟫ --workers ⟪worker_count|8⟫
tail -f /var/log/nginx/access.log
"""),

("json_api_zh", """{"code": 0, "msg": "成功", "data": {
  "会员编号": "⟪member_no|ZJ-SH-00873⟫",
  "姓名": "⟦PERSON|蒋雨桐⟧",
  "手机": "⟦PHONE|+86 138 1688 2047⟧",
  "邮箱": "⟦EMAIL|jiangyt@sjtu.edu.cn⟧",
  "证件号": "⟦IDCARD|$idcard13⟧",
  "出生日期": "⟦DATE_OF_BIRTH|2001-12-01⟧",
  "会员等级": "⟪membership_tier|学生会员⟫",
  "余额": "⟦AMOUNT|¥60.00⟧",
  "最后登录IP": "⟦IP_ADDRESS|202.120.2.101⟧"
}, "trace_id": "⟪trace_id|6f1e2a9c8b7d4e3f⟫"}
"""),

("feishu_chat", """【飞书】#数据平台 群聊
⟦PERSON|宋晓峰⟧：报表推送机器人换新地址了 ⟦SECRET|$hook_feishu1⟧
⟦PERSON|宋晓峰⟧：签名校验先关了，等⟦PERSON|小美⟧休假回来再开
⟦PERSON|程晨⟧：收到。另外腾讯云的密钥也得换，旧的 SecretId ⟦APIKEY|$tencent_akid1⟧ / SecretKey ⟦SECRET|$tencent_secret1⟧ 被GitHub扫描告警了😱
⟦PERSON|宋晓峰⟧：赶紧禁用！先回滚到⟪version|2.4.0⟫
"""),

("python_push_script", """# 工会服务平台 消息推送脚本　作者：⟦PERSON|刘洋⟧
WECOM_WEBHOOK = "⟦SECRET|$hook_wecom1⟧"
CORP_ID = "⟪corp_id|ww7a2c9e01f3b4d5c6⟫"   # 企业ID，不是密钥
AGENT_ID = ⟪agent_id|1000003⟫
ADMIN_MOBILE = "⟦PHONE|13588017426⟧"       # 出错时短信通知
# 测试阶段只发给⟦PERSON|小周⟧，上线前改回全员
"""),

("duty_roster_md", """### 劲松街道职工服务驿站 7月值班表

| 日期 | 值班人 | 手机 | 备注 |
|---|---|---|---|
| ⟪duty_date|7月1日⟫ | ⟦PERSON|冯丽⟧ | ⟦PHONE|139-1028-4471⟧ | |
| ⟪duty_date|7月2日⟫ | ⟦PERSON|老贾⟧ | ⟦PHONE|136-0115-9923⟧ | ⟦MEDICAL|痛风⟧发作，需找人替班 |
| ⟪duty_date|7月3日⟫ | ⟦PERSON|许小姐⟧ | ⟦PHONE|185-1066-7032⟧ | 钥匙柜密码 ⟦PASSWORD|2 4 6 8⟧ |
"""),

("resume", """个人简历

姓　　名：⟦PERSON|彭嘉欣⟧　　性别：女
出生日期：⟦DATE_OF_BIRTH|1995年9月9日⟧
身份证号：⟦IDCARD|$idcard5⟧
电　　话：⟦PHONE|173 8093 5526⟧
邮　　箱：⟦EMAIL|pengjx_0909@qq.com⟧
现居住地：⟦ADDRESS|成都市武侯区人民南路四段27号1栋2单元1901，610041⟧
求职意向：⟪org_name|四川省软件行业协会⟫ 会员服务专员
教育经历：⟪school|西南财经大学⟫ 金融学 2013-2017
"""),
]

# ---------------------------------------------------------------- part 3
TEXTS += [
("union_join_form_hk", """香港物流及運輸業僱員總會　入會申請表

姓名（中文）：⟦PERSON|梁嘉欣⟧　　英文姓名：⟦PERSON|LEUNG Ka Yan⟧
香港身份證號碼：⟦NATIONAL_ID|$hkid1⟧
出生日期：⟦DATE_OF_BIRTH|1991年3月2日⟧
住址：⟦ADDRESS|九龍觀塘協和街123號寶德大廈8樓C室⟧
手提電話：⟦PHONE|9123 4467⟧
任職公司：⟪org_name|順豐速運（香港）⟫　職位：倉務員
會費：⟪fee_tariff|每年港幣120元⟫　已繳：⟦AMOUNT|HK$120⟧
介紹人：⟦PERSON|陳生⟧（葵涌分會）
"""),

("member_email_tw", """主旨：會員資料更新

您好，我是⟦PERSON|林怡君⟧，⟪org_name|台北市產業總工會⟫會員（會員編號⟪member_no|TPU-22871⟫）。
身分證字號：⟦NATIONAL_ID|$twid1⟧
新地址：⟦ADDRESS|106台北市大安區和平東路二段96巷7號3樓⟧
手機：⟦PHONE|0921-587-330⟧

另外我先生⟦PERSON|陳志明⟧（身分證字號⟦NATIONAL_ID|$twid2⟧）也想入會，請問要填哪一份表格？
謝謝！
⟦PERSON|怡君⟧
"""),

("event_signup_payment", """上海市福建商会 2025新春年会 报名表（线上支付）

姓名：⟦PERSON|郑宏伟⟧　　身份：个人会员
手机：⟦PHONE|139 1822 6607⟧
餐位：2位（⟪price|每位980元⟫）
支付方式：信用卡
卡号：⟦CARD|$card_visa5⟧
有效期：⟪card_expiry|08/28⟫　　安全码（CVV2）：⟦CVV|316⟧
支付金额：⟦AMOUNT|¥1,960.00⟧
发票抬头：⟪invoice_title|上海闽鑫贸易有限公司⟫　税号：⟪tax_id|91310115MA1K4B7Y2N⟫
"""),

("legal_aid_register", """职工法律援助咨询登记表　　登记号：⟪case_no|WH-FY-2024-212⟫

咨询人：⟦PERSON|黄建华⟧　　性别：男　　年龄：50
身份证号：⟦IDCARD|$idcard6⟧
联系地址：⟦ADDRESS|430060 武汉市武昌区中山路307号楚天大厦1205室⟧
联系电话：⟦PHONE|027-8862 4410⟧ / ⟦PHONE|13707162285⟧
咨询事项：公司以本人患⟦MEDICAL|高血压⟧、⟦MEDICAL|冠心病⟧为由调岗，月工资由⟦AMOUNT|6800元⟧降至⟦AMOUNT|4200元⟧，问是否合法。
接待律师：⟦PERSON|钟律师⟧
"""),

("expert_fee_receipt", """专家咨询费签收单

项目名称：⟪project_name|长三角一体化政策评估⟫　　项目编号：⟪project_no|ZK2024-015⟫
专家姓名：⟦PERSON|宁海涛⟧　　单位：⟪org_name|青岛大学经济学院⟫
身份证号：⟦IDCARD|$idcard8⟧
开户行：⟪bank_name|中国银行青岛市南支行⟫　　卡号：⟦CARD|$card_up6⟧
咨询费（税前）：⟦AMOUNT|¥3,000.00⟧　代扣个税：⟦AMOUNT|¥480.00⟧　实发：⟦AMOUNT|¥2,520.00⟧
签收人：⟦PERSON|宁海涛⟧　　日期：⟪sign_date|2024.11.08⟫
"""),

("chamber_refund_notice", """尊敬的⟦PERSON|穆勒⟧先生：

您的2024年度个人会员年费⟦AMOUNT|€180⟧已收到，谢谢。因十月份的⟪event_name|啤酒节交流活动⟫取消，活动费⟦AMOUNT|€45⟧将退回您提供的德国账户：⟦IBAN|$iban_de2⟧，预计5个工作日到账。

商会收款账户（供今后汇款参考）：⟪org_account|$iban_org2⟫

如有疑问请联系⟦PERSON|孙晓雯⟧，邮箱⟦EMAIL|sun.xiaowen@sz-dcc.org.cn⟧，电话⟦PHONE|0512-6761 3388⟧。

⟪org_name|苏州中德企业商会⟫秘书处
"""),

("delegation_signup_hk", """香港中小型企業商會　2025年大灣區考察團　報名表

姓名：⟦PERSON|何志強⟧　　英文：⟦PERSON|HO Chi Keung⟧
香港身份證：⟦NATIONAL_ID|$hkid2⟧
特區護照號碼：⟦PASSPORT|$pp_hk1⟧
出生日期：⟦DATE_OF_BIRTH|1965-08-14⟧
電郵：⟦EMAIL|ck.ho@netvigator.com⟧
團費：⟪price|港幣8,800元⟫　已付訂金：⟦AMOUNT|HK$3,000⟧
飲食要求：⟦MEDICAL|糖尿病⟧，需低糖餐
"""),

("signin_sheet", """"数字经济与就业"闭门研讨会 签到表　⟪event_date|2024年10月26日⟫

| 姓名 | 单位 | 手机 | 邮箱 |
|---|---|---|---|
| ⟦PERSON|田野⟧ | ⟪org_name|清华大学公共管理学院⟫ | ⟦PHONE|13911206683⟧ | ⟦EMAIL|tianye@tsinghua.edu.cn⟧ |
| ⟦PERSON|苏婉清⟧ | 自由撰稿人 | ⟦PHONE|18600438812⟧ | ⟦EMAIL|suwanqing@foxmail.com⟧ |
| ⟦PERSON|Lars Eriksen⟧ | ⟪org_name|中国北欧商会⟫ | ⟦PHONE|+86 150 1103 2276⟧ | — |
"""),

("customer_service_chat", """【社区合作社客服】
客服⟦PERSON|小美⟧：您好～请问有什么可以帮您？
⟦PERSON|顾阿姨⟧：我的积分怎么少了两百分
客服⟦PERSON|小美⟧：麻烦提供一下会员手机号哦
⟦PERSON|顾阿姨⟧：⟦PHONE|13301658827⟧
客服⟦PERSON|小美⟧：查到了⟦PERSON|顾美华⟧女士，您账户余额⟦AMOUNT|¥236.50⟧，积分⟪points|1,820分⟫，上月兑换了⟪product_code|SKU 10023⟫大米5kg，扣了200分
⟦PERSON|顾阿姨⟧：哦对对，是我儿子帮我换的。那余额能退吗
客服⟦PERSON|小美⟧：可以的，退到您绑定的银行卡（⟪masked_card|6222 **** **** 0917⟫）
"""),

("price_board", """【绿源消费合作社】本周会员特价（⟪promo_period|11月4日—11月10日⟫）

土鸡蛋　⟪price|12.8元/30枚⟫
东北大米　⟪price|39.9元/5kg⟫
有机菠菜　⟪price|4.5元/斤⟫
低钠盐　⟪price|3.2元/袋⟫

每月8日会员日全场九五折，活动编号⟪promo_id|LY-2024-11⟫。
营业时间：07:00—21:00　门店：⟪store_name|南湖店⟫、⟪store_name|东风路店⟫
小程序版本已更新至⟪version|v3.6.2⟫，旧版本将于月底停用。
"""),

("review_comments_email", """⟦PERSON|罗老师⟧：

附件是《⟪report_title|县域养老服务供给研究⟫》第三稿的审读意见（⟪file_name|审读意见_v3.docx⟫），请查收。

总体意见：数据部分引用的⟪dataset|CHARLS 2018⟫样本需注明权重处理方法。第四章案例中受访者"⟦PERSON|张大爷⟧"的原话涉及其⟦MEDICAL|阿尔茨海默病⟧病情，建议做匿名化处理。

—— ⟦PERSON|姜涛⟧ ⟦PHONE|010-6878 2210⟧
"""),

("dingtalk_chat", """【钉钉】协会秘书处工作群
⟦PERSON|曹敏⟧：官网后台 admin 的密码改成 ⟦PASSWORD|Xh#2024!gw⟧ 了，别外传
⟦PERSON|曹敏⟧：公众号后台也改了：⟦PASSWORD|wxgzh@8866⟧
⟦PERSON|吕秘书长⟧：收到。保险柜还是原来那个密码吧？⟦PASSWORD|3-7-1-5⟧？
⟦PERSON|曹敏⟧：对的。明天⟪meeting_name|常务理事会⟫的材料⟦PERSON|小唐⟧在打印，一共⟪copies|45份⟫
"""),

("payment_demand_letter", """催款通知书　　⟪notice_no|（2024）合催字第015号⟫

⟦PERSON|韦建民⟧先生：
您于2023年春耕期间在我社赊购化肥、种子等农资，至今尚欠货款⟦AMOUNT|人民币4,360元⟧。请于⟪due_date|2024年12月31日⟫前到社里结清，逾期将按合同约定处理。
您的登记地址：⟦ADDRESS|广西柳州市鹿寨县中渡镇长盛村12组45号，545607⟧

⟪org_name|鹿寨县供销合作社⟫　联系人：⟦PERSON|覃会计⟧　电话：⟦PHONE|0772-6812 455⟧
"""),

("payslip", """工资条　⟪pay_period|2024年10月⟫
姓名：⟦PERSON|邱志伟⟧　　工号：⟪employee_no|XH0219⟫　　部门：会员服务部（⟪org_name|深圳市电子商会⟫）
基本工资　⟦AMOUNT|¥7,200.00⟧
岗位津贴　⟦AMOUNT|¥800.00⟧
社保个人部分　-⟦AMOUNT|¥956.40⟧
住房公积金　-⟦AMOUNT|¥864.00⟧
个人所得税　-⟦AMOUNT|¥117.95⟧
实发工资　⟦AMOUNT|¥6,061.65⟧
工资卡：⟪masked_card|6217 **** **** 3310⟫
"""),

("party_application_form", """入盟申请表（部分）

姓　　名：⟦PERSON|褚文杰⟧　　性别：男
出生年月：⟦DATE_OF_BIRTH|1983年7月5日⟧
工作单位及职务：⟪org_name|浙江衡信律师事务所⟫ 合伙人
家庭住址：⟦ADDRESS|杭州市西湖区文三路478号华星时代广场A座1203，310013⟧
手　　机：⟦PHONE|135 8801 6732⟧　　邮箱：⟦EMAIL|chuwj@hengxinlaw.cn⟧
健康状况：⟦MEDICAL|2型糖尿病⟧，规律服用⟦MEDICAL|二甲双胍⟧
介 绍 人：⟦PERSON|钱卫东⟧、⟦PERSON|方芳⟧
"""),

("donation_list", """福州市长乐商会"助学圆梦"捐款名单公示

个人捐款：
⟦PERSON|陈德胜⟧　⟦AMOUNT|50,000元⟧
⟦PERSON|林秀琴⟧　⟦AMOUNT|20,000元⟧
⟦PERSON|郑阿明⟧　⟦AMOUNT|5,000元⟧
单位捐款：
⟪org_name|长乐恒申合纤科技有限公司⟫　⟪org_donation|200,000元⟫
合计：⟪org_total|275,000元⟫

公示期：⟪period|2024年9月1日至9月7日⟫，监督电话：⟦PHONE|0591-2862 7731⟧
"""),

("complaint_letter", """致合作社理事会：

我是社员⟦PERSON|苗素芬⟧（社员证号⟪member_no|NO.0387⟫），想反映一个问题。我家老人有⟦MEDICAL|高血压⟧，一直在咱们社买低钠盐，可上周买的那批（⟪batch_no|批号20241012⟫）拆开一看是普通精制盐，标签贴错了，而且还多收了我⟦AMOUNT|15.6元⟧。希望理事会重视食品标签问题。

联系电话：⟦PHONE|一三六 零八七五 二二一九⟧
地址：⟦ADDRESS|河北省保定市竞秀区东风中路1188号4号楼3单元201，071051⟧
"""),
]

# ---------------------------------------------------------------- part 4
TEXTS += [
("wechat_group_delivery", """【宏达机械厂工会·一线职工群】
工会主席⟦PERSON|老郑⟧：春节慰问品明天开始配送，回老家休假的同事把收货地址发一下，本地的直接到⟪venue|工会活动室⟫领
⟦PERSON|焦大勇⟧：⟦ADDRESS|河南省周口市川汇区七一路99号建业桂园3号楼1单元602，466000⟧ ⟦PERSON|焦大勇⟧ ⟦PHONE|15838260417⟧
⟦PERSON|雷敏⟧：我在老家，⟦ADDRESS|湖北省十堰市茅箭区人民北路51号，442000⟧，电话⟦PHONE|13872811906⟧，谢谢主席！
⟦PERSON|老郑⟧：收到👌 今年标准是每人⟪gift_value|300元⟫的米面油，快递单号明天发群里
"""),

("group_buy_list", """#接龙
合作社周六鲜奶团购，⟪price|每箱五十八元⟫，周五晚8点截止
1. ⟦PERSON|王丽华⟧ 5栋 2箱 已付⟦AMOUNT|116元⟧
2. ⟦PERSON|Sunny⟧ 3栋 1箱 已付⟦AMOUNT|¥58⟧
3. ⟦PERSON|陶陶妈⟧ 9栋 3箱 未付
4. ⟦PERSON|老钱⟧ 1箱 已付⟦AMOUNT|¥58⟧
5. ⟦PERSON|陈小雨⟧ 5栋 2箱 已付⟦AMOUNT|116元⟧
团长⟦PERSON|小孟⟧：没付的周五前转我，备注楼栋号～
"""),

("health_check_report", """2024年度职工健康体检报告（摘要）　体检号：⟪exam_no|TJ2024081502⟫

姓名：⟦PERSON|葛玉兰⟧　　性别：女　　年龄：62
身份证号：⟦IDCARD|$idcard19⟧
主要异常结果：
1. ⟦MEDICAL|空腹血糖 7.8 mmol/L⟧（参考范围⟪reference_range|3.9-6.1 mmol/L⟫）
2. ⟦MEDICAL|甲状腺结节 TI-RADS 3类⟧
3. ⟦MEDICAL|轻度脂肪肝⟧
建议：内分泌科复诊，三个月后复查甲状腺彩超。
体检机构：⟪org_name|济南市职工医院体检中心⟫　咨询电话：⟦PHONE|0531-8661 2350⟧
"""),

("email_visa_invitation", """主题：来华邀请函所需信息确认

⟦PERSON|Sarah⟧您好：

为办理来华邀请函，请确认以下信息是否正确：
姓名：⟦PERSON|Sarah Whitmore⟧
护照号：⟦PASSPORT|$pp_au1⟧（澳大利亚）
出生日期：⟦DATE_OF_BIRTH|1979-02-11⟧
讲课费：⟦AMOUNT|税后人民币8,000元⟧，会后十个工作日内支付。

在华期间联系人为我本人，手机⟦PHONE|+86 186 0102 7719⟧，邮箱⟦EMAIL|zou.xiaolei@ciis-research.cn⟧。

⟦PERSON|邹晓蕾⟧
⟪org_name|中国国际问题研究院⟫ 对外交流部
"""),

("accesskey_csv", """# 阿里云RAM用户AccessKey导出（请妥善保管！）—— 研究院数据中心
# 负责人⟦PERSON|高静⟧离职前必须轮换
用户名,AccessKey ID,AccessKey Secret,创建时间,状态
⟦PERSON|gaojing⟧,⟦APIKEY|$aliyun_akid2⟧,⟦SECRET|$aliyun_secret2⟧,⟪timestamp|2024-04-02 10:33:12⟫,⟪key_status|Active⟫
"""),

("sms_meeting", """【社科院人口所】⟦PERSON|邵老师⟧您好，"人口与劳动力"线上研讨会定于⟪meeting_time|11月18日14:30⟫召开，腾讯会议号⟪meeting_id|812-345-678⟫，入会密码⟦PASSWORD|1118⟧。会务联系人：⟦PERSON|韩笑⟧ ⟦PHONE|138 1013 6628⟧。"""),

("phone_survey_record", """【电话调查记录】样本编号：⟪sample_id|S-0412⟫　访员：⟦PERSON|小冯⟧
受访者：女，⟪age|67岁⟫，退休纺织工人
电话：⟦PHONE|零五一零 八二七六 三三一二⟧
问：您目前每月养老金大概多少？
答：⟦AMOUNT|两千八百多块⟧
问：身体情况怎么样？
答：有⟦MEDICAL|类风湿关节炎⟧，每个月药费得⟦AMOUNT|四五百块⟧
问：是否愿意参加后续座谈？
答：可以，叫我⟦PERSON|秦阿婆⟧就行
"""),

("loan_agreement", """商会会员互助借款协议　　编号：⟪agreement_no|JK-2024-009⟫

出借方：⟪org_name|宁波市青年企业家商会互助基金⟫
借款方：⟦PERSON|应海波⟧，身份证号⟦IDCARD|$idcard18⟧
住　址：⟦ADDRESS|315010 宁波市海曙区中山西路138号天一国际1幢2108室⟧
借款金额：人民币⟦AMOUNT|壹拾伍万元整⟧（⟦AMOUNT|¥150,000.00⟧），年利率⟪interest_rate|3.65%⟫，期限十二个月。
收款账户：⟦CARD|$card_up7⟧
担保人：⟦PERSON|应海涛⟧，电话⟦PHONE|13905741186⟧
"""),

("alipay_bill", """支付宝｜账单详情
⟪counterparty|浙江省个体劳动者协会⟫
支出　⟦AMOUNT|200.00元⟧
交易状态　交易成功
付款方式　⟪payment_method|余额宝⟫
创建时间　⟪timestamp|2024-03-08 09:12:44⟫
订单号　⟪order_id|2024030822001483011420391827⟫
商家订单号　⟪merchant_order_id|GTHY2024030800131⟫
备注　会员⟦PERSON|倪小红⟧（摊位号⟪stall_no|A-017⟫）2024年度会费
"""),

("birthday_list", """离退休职工生日慰问名单（第四季度）

| 姓名 | 出生日期 | 电话 | 地址 |
|---|---|---|---|
| ⟦PERSON|庞桂芝⟧ | ⟦DATE_OF_BIRTH|1944-10-03⟧ | ⟦PHONE|0371-6598 2217⟧ | ⟦ADDRESS|郑州市金水区纬五路21号院6号楼3单元12号，450003⟧ |
| ⟦PERSON|温淑贞⟧ | ⟦DATE_OF_BIRTH|1952年12月8日⟧ | ⟦PHONE|15903717742⟧ | 住院中（⟦MEDICAL|髋关节置换术后⟧），送医院 |

慰问标准：⟪gift_value|每人200元⟫（蛋糕券＋慰问信）
"""),

("wechat_group_leak", """⟦PERSON|晓峰⟧：谁把签名表的照片发到外面群里去了？上面⟦PERSON|裘大姐⟧的身份证号⟦IDCARD|$idcard17⟧和电话⟦PHONE|13757725083⟧全露出来了！
⟦PERSON|阿May⟧：我看到了，是⟦PERSON|老应⟧转的，他说发错群了
⟦PERSON|晓峰⟧：让他马上撤回。以后收集信息一律用⟪tool_name|腾讯问卷⟫，谁都别再拍照
⟦PERSON|裘大姐⟧：我生日⟦DATE_OF_BIRTH|1990年5月14日⟧也在上面，烦死了😤
"""),

("fee_notice_tw", """⟪org_name|臺灣省會計師公會⟫　113年度常年會費繳費通知

會員：⟦PERSON|吳家豪⟧ 會計師（會員證號⟪member_no|TW-CPA-3382⟫）
身分證字號：⟦NATIONAL_ID|$twid3⟧
應繳金額：⟦AMOUNT|新臺幣12,000元⟧
繳費虛擬帳號：⟪virtual_account|9520 1130 0338 2⟫
逾期滯納金：⟪late_fee|每月200元⟫
聯絡電話：⟦PHONE|(04) 2326-1155⟧
"""),

("miniprogram_log", """2024-09-30 22:10:05 ERROR [order] 下单失败 openid=⟪openid|oXk3t5Qw8mZ2vN7pL1cR9bY4sF6g⟫ phone=⟦PHONE|18710293364⟧ reason=库存不足 sku=⟪sku|MILK-1L-12⟫
2024-09-30 22:10:07 WARN  [pay] 用户 ⟦PERSON|储丽⟧ 支付回调验签失败 ip=⟦IP_ADDRESS|117.136.41.92⟧ mch_id=⟪merchant_id|1612345678⟫
2024-09-30 22:11:40 INFO  [member] 新会员注册 name=⟦PERSON|詹国庆⟧ idno=⟦IDCARD|$idcard20⟧ ver=⟪version|3.6.2⟫
"""),

("leave_approval", """【钉钉审批】请假申请　审批编号：⟪approval_no|202411051030000123⟫
申请人：⟦PERSON|甘露⟧（会员服务部）
请假类型：病假　⟪leave_days|5天⟫
事由：⟦MEDICAL|甲状腺乳头状癌术后复查⟧，附⟪attachment|诊断证明.jpg⟫
审批人：⟦PERSON|霍秘书长⟧（已同意）
抄送：人事⟦PERSON|小田⟧
"""),

("petition_submit_page", """【联署提交成功】
联署编号：⟪signature_id|QS-000318⟫
姓名：⟦PERSON|卢思远⟧
手机：⟦PHONE|+86 159 0211 4783⟧
邮箱：⟦EMAIL|lusiyuan1999@outlook.com⟧
所在小区：⟪community|碧桂园凤凰城⟫
留言：我孩子有⟦MEDICAL|哮喘⟧，焚烧厂建在这里我们怎么办？
提交IP：⟦IP_ADDRESS|183.14.26.77⟧
"""),
]
