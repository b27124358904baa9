# -*- coding: utf-8 -*-
"""blind60 - Chinese texts, each typed by hand.  Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name from values.py."""
TEXTS = []

# ---------------------------------------------------------------- part 1
TEXTS += [
("wechat_chat", """【微信】⟦PERSON|王教练⟧：⟦PERSON|小刘⟧，下周三科目二考试给你约上了，⟪place_name|丰台⟫考场，早上8点前到，场次⟪exam_session|KM2-0619-03⟫。
⟦PERSON|小刘⟧：好的⟦PERSON|王教练⟧！要带啥？
⟦PERSON|王教练⟧：带身份证原件。系统里你的身份证号是⟦IDCARD|$id3⟧，出生日期⟦DATE_OF_BIRTH|1995年2月23日⟧没错吧？
⟦PERSON|小刘⟧：对的。补考费⟦AMOUNT|300块⟧我现在转您？
⟦PERSON|王教练⟧：转给财务⟦PERSON|小陈⟧就行，她电话⟦PHONE|138 1022 4567⟧。教练车是⟪vehicle_plate|京A·5821学⟫，别上错车哈"""),

("wechat_group", """【⟪org_name|星光少儿舞蹈⟫ 家长群】
⟦PERSON|林老师⟧：各位家长晚上好，六一汇演的演出服费用⟪price|每人180元⟫，周五前交给班主任。
⟦PERSON|朵朵⟧妈妈：⟦PERSON|林老师⟧，我家⟦PERSON|朵朵⟧对⟦MEDICAL|芒果过敏⟧，那天的点心麻烦注意一下🙏 两个孩子的钱⟦AMOUNT|360元⟧已经微信转您了
⟦PERSON|林老师⟧：收到～另外排练地点改到⟪venue|少年宫三楼排练厅⟫
⟦PERSON|浩浩⟧爸爸：⟦PERSON|林老师⟧，⟦PERSON|浩浩⟧上周⟦MEDICAL|左手腕骨折⟧了，这次演出可能上不了了😭"""),

("tattoo_consent_form", """纹身知情同意书  ⟪org_name|墨迹纹身工作室⟫  编号 ⟪form_no|MJ-2024-0617⟫
顾客姓名：⟦PERSON|陈思远⟧    性别：男
出生日期：⟦DATE_OF_BIRTH|1998-12-01⟧
身份证号：⟦IDCARD|$id8⟧
联系电话：⟦PHONE|159 6321 0478⟧
是否有以下情况：□⟪form_option|心脏病⟫ □⟪form_option|糖尿病⟫ □⟪form_option|血友病⟫ ☑其他：⟦MEDICAL|瘢痕体质⟧
纹身部位：左小臂    图案：⟪design_ref|T-0881⟫ 山海经九尾狐
定金：⟦AMOUNT|¥500⟧（已付）
纹身师：⟦PERSON|阿Ken⟧"""),

("env_file", """# 拾光摄影 选片系统 .env
OSS_REGION=⟪oss_region|oss-cn-hangzhou⟫
OSS_BUCKET=⟪s3_bucket|shiguang-photos-prod⟫
OSS_ACCESS_KEY_ID=⟦APIKEY|$ltai1⟧
OSS_ACCESS_KEY_SECRET=⟦SECRET|$alisec1⟧
WX_APPID=⟪app_id|$wxappid1⟫
WX_APPSECRET=⟦SECRET|$wxsec1⟧
DB_DSN=mysql://xuanpian:⟦SECRET|Sg#2024photo⟧@⟦IP_ADDRESS|172.16.8.21⟧:3306/xuanpian
ADMIN_PHONE=⟦PHONE|13957108824⟧"""),

("wechat_order", """客户：老板，帮我印两盒名片，内容如下：
⟦PERSON|许静怡⟧ 市场总监
⟪org_name|杭州云帆文化传媒有限公司⟫
手机：⟦PHONE|186 5710 2233⟧
邮箱：⟦EMAIL|xujingyi@yunfanmedia.cn⟧
地址：⟪org_address|杭州市滨江区网商路599号⟫
老板：好的⟦PERSON|许小姐⟧，⟪paper_type|300g铜版纸⟫覆哑膜，⟪price|两盒60元⟫，明天下午来取。"""),

("email_translation_request", """主题：出国留学材料翻译 - ⟦PERSON|赵一鸣⟧

您好，
我需要翻译以下材料：毕业证、学位证、成绩单（共⟪page_count|5页⟫），用于申请英国签证。
护照号：⟦PASSPORT|$pp_cn1⟧
姓名拼音：⟦PERSON|ZHAO YIMING⟧
出生日期：⟦DATE_OF_BIRTH|2001年9月30日⟧
报价⟪quote_total|¥450⟫我可以接受，定金⟦AMOUNT|¥200⟧已经支付宝转过去了（订单号⟪order_id|TR20240611-0032⟫）。
快递地址：⟦ADDRESS|四川省成都市武侯区玉林南路12号3栋2单元502 610041⟧
联系电话：⟦PHONE|177 8234 0961⟧

⟦PERSON|赵一鸣⟧"""),

("dingtalk_group", """【钉钉群：⟪org_name|谜境密室⟫员工群】
店长⟦PERSON|老周⟧：今晚《⟪room_name|古宅惊魂⟫》的NPC ⟦PERSON|阿杰⟧请病假，⟦MEDICAL|急性肠胃炎⟧，⟦PERSON|小赵⟧顶一下。
⟦PERSON|小赵⟧：收到👌
店长⟦PERSON|老周⟧：道具间密码改成⟦PASSWORD|0826⟧了，别告诉玩家。机关箱的谜底还是⟪puzzle_solution|3-1-4-1⟫。
⟦PERSON|阿杰⟧：谢谢老板，明天应该能回来"""),

("sql_insert", """INSERT INTO member (id, name, mobile, id_card, birthday, balance, level) VALUES
(⟪row_id|10231⟫, '⟦PERSON|孙浩然⟧', '⟦PHONE|13601245589⟧', '⟦IDCARD|$id17⟧', '⟦DATE_OF_BIRTH|1982-07-04⟧', '⟦AMOUNT|¥1,280.00⟧', '⟪member_level|金卡⟫'),
(⟪row_id|10232⟫, '⟦PERSON|钱雨桐⟧', '⟦PHONE|18911037726⟧', '⟦IDCARD|$id12⟧', '⟦DATE_OF_BIRTH|2003-02-17⟧', '⟦AMOUNT|¥356.50⟧', '⟪member_level|普通⟫');
-- ⟪org_name|星辰保龄球馆⟫ 会员表导出"""),

("sms", "【⟪org_name|木言画框⟫】⟦PERSON|刘女士⟧您好，您定制的⟪frame_size|60×90cm⟫实木画框（单号⟪order_id|MY-0528-11⟫）已完工，尾款⟦AMOUNT|¥260⟧，请于本周内到店自取。店址：⟪org_address|南京市秦淮区大石坝街52号⟫。咨询⟦PHONE|025-8461 2270⟧"),

("payment_slip", """口译费用结算单    ⟪org_name|言桥翻译⟫
译员：⟦PERSON|黄梓萱⟧
身份证：⟦IDCARD|$id14⟧
收款银行：⟪bank_name|招商银行深圳分行⟫
银行卡号：⟦CARD|$up2⟧
项目：⟪project_name|2024深圳国际医疗器械展 交传⟫（2天）
应付金额：⟦AMOUNT|¥6,000.00⟧（税前）
经办：财务⟦PERSON|周敏⟧"""),

("enrolment_form", """【⟪org_name|精武少年武术馆⟫ 报名表】
学员姓名：⟦PERSON|吴子轩⟧    出生日期：⟦DATE_OF_BIRTH|2015年6月8日⟧
家长姓名：⟦PERSON|吴海峰⟧（父亲）  手机：⟦PHONE|139-2078-6634⟧
家庭住址：⟦ADDRESS|广州市天河区龙口西路213号龙口花园8栋1104房 510630⟧
健康状况：⟦MEDICAL|先天性心脏病术后⟧，医生建议避免高强度对抗
报名课程：⟪course_name|少儿长拳基础班⟫  ⟪price|¥2,680/学期⟫
已缴费：⟦AMOUNT|2680元⟧   收据号 ⟪receipt_no|JW-0915⟫"""),

("wechat_message", """⟦PERSON|Lily⟧你好～婚纱照精修已经全部完成啦，一共⟪photo_count|60张⟫，网盘链接发你微信了。
提取码：⟦PASSWORD|k7m2⟧
底片我们会保留⟪retention_period|6个月⟫。尾款⟦AMOUNT|2400元⟧记得结一下哈，直接转我微信就行。
—— ⟦PERSON|阿May⟧ ⟪org_name|MAY'S 摄影工作室⟫ ⟦PHONE|152 0216 8870⟧"""),

("shop_listing", """【⟪org_name|谜境密室（五道口店）⟫】营业时间 ⟪opening_hours|10:00-24:00⟫
主题价格：
《⟪room_name|古宅惊魂⟫》⟪price|168元/人⟫（4-8人，恐怖指数★★★★）
《⟪room_name|星际迷航⟫》⟪price|138元/人⟫（2-6人，适合新手）
周一至周四凭学生证⟪discount|8.5折⟫，团建满10人送饮料。
地址：⟪org_address|北京市海淀区成府路28号优盛大厦B1⟫（⟪place_name|五道口地铁站⟫A口步行5分钟）"""),

("python_script", """# 图文店订单提醒机器人  by ⟦PERSON|zhangwei⟧
# 依赖 ⟪package_version|requests==2.31.0⟫
VERSION = "⟪version|1.0.3⟫"
ROBOT_APPKEY = "⟪app_key|$dingkey1⟫"
WEBHOOK = "⟦SECRET|$dinghook1⟧"
SECRET = "⟦SECRET|$dingsec1⟧"
DB = {"host": "⟦IP_ADDRESS|192.168.3.15⟧", "user": "print", "password": "⟦PASSWORD|Yin$hua2024⟧"}
# 有问题找⟦PERSON|张伟⟧ ⟦PHONE|15001192386⟧"""),

("call_transcript", """【客服录音转写 ⟪call_id|HJ-20240702-118⟫】
客服：您好，⟪org_name|海淀驾校⟫，请问有什么可以帮您？
学员：你好，我叫⟦PERSON|郑佳琪⟧，我想退科目三的培训费。
客服：好的，请报一下您的手机号。
学员：⟦PHONE|一三八，一一零二，七六四五⟧。
客服：查到了，⟦PERSON|郑女士⟧，您当时交的是⟦AMOUNT|三千二百元⟧，按规定扣除已上课时，可以退您⟦AMOUNT|一千八百元⟧。
学员：行吧，退到原来那张卡就行，尾号⟪card_last4|6620⟫。"""),

("registration_csv", """序号,姓名,性别,出生日期,证件类型,证件号码,代表队
1,⟦PERSON|陳家豪⟧,男,⟦DATE_OF_BIRTH|2006-03-14⟧,香港身份證,⟦NATIONAL_ID|$hkid1⟧,⟪team_name|香港精武體育會⟫
2,⟦PERSON|林怡君⟧,女,⟦DATE_OF_BIRTH|2005-11-02⟧,台灣身分證,⟦NATIONAL_ID|$twid1⟧,⟪team_name|台北市武術協會⟫
3,⟦PERSON|李浩⟧,男,⟦DATE_OF_BIRTH|2006-07-21⟧,护照,⟦PASSPORT|$pp_cn2⟧,⟪team_name|广东省武术队⟫"""),

("taobao_chat", """买家 ⟦PERSON|画画的小鹿⟧：亲，我买的⟪product_name|温莎牛顿歌文油画颜料⟫少发了一支钛白
客服⟦PERSON|小美⟧：亲亲抱歉～麻烦提供一下订单号和收货信息哦
买家 ⟦PERSON|画画的小鹿⟧：订单号⟪order_id|3849201175532810⟫，收件人⟦PERSON|鹿佳⟧，⟪masked_phone|186****3301⟫，⟦ADDRESS|浙江省杭州市西湖区文三路90号东部软件园2号楼 310012⟧
客服⟦PERSON|小美⟧：好的，补发单号⟪tracking_number|SF1428830019275⟫，另外给您退了⟦AMOUNT|¥8⟧运费～"""),
]

# ---------------------------------------------------------------- part 2
TEXTS += [
("dingtalk_approval", """【钉钉审批】费用报销  ⟪approval_no|202406181530000123⟫
申请人：⟦PERSON|何雨欣⟧（⟪department|设计部⟫）
事由：去⟪place_name|义乌⟫采购写真喷绘材料
报销金额：⟦AMOUNT|¥1,346.80⟧
收款账户：⟦CARD|$up5⟧（⟪bank_name|中国银行⟫）
审批人：⟦PERSON|周社长⟧ 已同意    财务⟦PERSON|小陈⟧ 已打款"""),

("ocr_household_register", """【OCR识别结果 - 常住人口登记卡】
户主姓名：⟦PERSON|杨建国⟧    与户主关系：户主
姓名：⟦PERSON|杨建国⟧  性别：男  民族：汉
出生日期：⟦DATE_OF_BIRTH|1966年4月5日⟧
公民身份号码：⟦IDCARD|$id7⟧
住址：⟦ADDRESS|湖北省武汉市武昌区中南路街道民主路782号2栋3单元401⟧
——
姓名：⟦PERSON|杨帆⟧  与户主关系：子
出生日期：⟦DATE_OF_BIRTH|1989年11月19日⟧
公民身份号码：⟦IDCARD|$id6⟧
识别置信度 ⟪ocr_confidence|0.93⟫    承办：⟪org_name|译达公证翻译⟫  单号 ⟪order_id|GZ-0703-17⟫"""),

("nginx_access_log", """# 保龄球馆小程序后台 access.log 截取（⟦PERSON|小王⟧排查用）
⟦IP_ADDRESS|117.136.12.88⟧ - - [⟪timestamp|03/Jul/2024:20:11:05 +0800⟫] "POST /api/lane/book HTTP/1.1" 200 318 "https://servicewechat.com/⟪app_id|$wxappid2⟫/12/page-frame.html"
⟦IP_ADDRESS|100.96.33.7⟧ - - [⟪timestamp|03/Jul/2024:20:11:09 +0800⟫] "GET /api/member?phone=⟦PHONE|13817726650⟧ HTTP/1.1" 200 1022
⟦IP_ADDRESS|240e:47d:3a10:2c1::1b⟧ - - [⟪timestamp|03/Jul/2024:20:12:40 +0800⟫] "POST /api/pay/notify HTTP/1.1" 500 64
备注：第三行是微信支付回调报错 ⟪error_code|SIGN_ERROR⟫，⟦PERSON|小王⟧明天看"""),

("wechat_chat", """⟦PERSON|Yuki酱⟧：老师我想约下周六做个锁骨小纹身，大概多少钱呀？
⟦PERSON|阿Ken⟧：⟪price|起价800⟫，看图案大小。你之前说过有⟦MEDICAL|轻度贫血⟧，当天记得吃饱饭再来。
⟦PERSON|Yuki酱⟧：好的～另外我在吃⟦MEDICAL|异维A酸⟧祛痘，有影响吗？
⟦PERSON|阿Ken⟧：那不行，吃⟦MEDICAL|异维A酸⟧期间不能纹，停药⟪waiting_period|6个月⟫以后再约吧。
⟦PERSON|Yuki酱⟧：啊好吧😭 那定金⟦AMOUNT|200块⟧能退吗
⟦PERSON|阿Ken⟧：给你退，已经转回你微信了"""),

("employment_contract", """兼职舞蹈教师聘用协议（节选）  合同编号 ⟪contract_no|LD-HT-2024-031⟫
甲方：⟪org_name|上海律动舞蹈培训有限公司⟫
乙方：⟦PERSON|沈梦琪⟧    身份证号：⟦IDCARD|$id2⟧
联系地址：⟦ADDRESS|上海市浦东新区张杨路1588弄16号602室 200135⟧
第三条  乙方课时费为⟦AMOUNT|350元⟧/课时，按实际上课节数结算。
第五条  甲方于每月⟪pay_day|15日⟫前将上月课时费转入乙方银行卡⟦CARD|$up3⟧。
紧急联系人：⟦PERSON|沈建华⟧（父）⟦PHONE|021-5876 3309⟧"""),

("yaml_config", """# 译云平台 config.yaml
cos:
  secret_id: ⟦APIKEY|$akid_tc1⟧
  secret_key: ⟦SECRET|$tcsec1⟧
  bucket: ⟪s3_bucket|yiyun-docs-1312345678⟫
  region: ⟪cos_region|ap-guangzhou⟫
feishu:
  app_id: ⟪app_id|$fsappid1⟫
  app_secret: ⟦SECRET|$fssec1⟧
  alert_hook: ⟦SECRET|$feishuhook1⟧
baidu_fanyi:
  appid: ⟪app_id|$baiduappid1⟫
  key: ⟦SECRET|$baidusec1⟧
owner: ⟦EMAIL|liuyang@yiyun-tech.cn⟧"""),

("weibo_post", """@⟪org_handle|艺术家画材旗舰店⟫ 你们家太离谱了！我⟪order_date|6月3号⟫买的⟪product_name|樱花固体水彩48色⟫到现在还没发货，客服⟦PERSON|小雨⟧一直说在催。⟦AMOUNT|398元⟧到现在也不退！我电话⟦PHONE|13770215588⟧打了N次没人接 #维权#"""),

("medical_certificate", """机动车驾驶人身体条件证明（摘录）
姓名：⟦PERSON|罗晓峰⟧    性别：男    出生日期：⟦DATE_OF_BIRTH|1990年1月28日⟧
身份证明号码：⟦IDCARD|$id10⟧
申请准驾车型：⟪vehicle_class|C1⟫
视力：⟦MEDICAL|左4.8 右4.9（矫正）⟧
既往病史：⟦MEDICAL|高血压⟧（服用⟦MEDICAL|氨氯地平⟧）
体检机构：⟪org_name|西安市雁塔区第二人民医院⟫
体检日期：⟪exam_date|2024-05-20⟫"""),

("ops_notes", """# 打印店 NAS 运维记录（⟦PERSON|老孙⟧）
$ ssh admin@⟦IP_ADDRESS|192.168.31.200⟧
$ sudo mount -t cifs //⟦IP_ADDRESS|192.168.31.10⟧/scans /mnt/scans -o username=⟦PERSON|sunli⟧,password=⟦PASSWORD|Saomiao@888⟧
$ docker pull ⟪docker_image|linuxserver/syncthing:1.27.8⟫
$ df -h   # /dev/sdb1 已用 ⟪disk_usage|73%⟫
$ curl -X POST "⟦SECRET|$wecomhook1⟧" -d '{"msgtype":"text","text":{"content":"NAS备份完成"}}'
# 路由器管理密码：⟦PASSWORD|tplink@Fast2023⟧ （⟪router_model|TL-XDR5430⟫）"""),

("booking_form", """【⟪org_name|拾光婚纱摄影⟫ 客户预约单】单号 ⟪order_id|SG-20240812-05⟫
新郎：⟦PERSON|马骁⟧    电话：⟦PHONE|158 0107 3321⟧
新娘：⟦PERSON|唐诗雨⟧  电话：⟦PHONE|186 1134 0952⟧
拍摄日期：⟪shoot_date|2024年9月14日⟫    套系：⟪package_name|巴黎之恋 A套⟫ ⟪price|¥6,999⟫
已付定金：⟦AMOUNT|¥2,000⟧
备注：新娘⟦MEDICAL|怀孕4个月⟧，外景别安排太久；新郎⟦MEDICAL|花粉过敏⟧。
接待：⟦PERSON|小何⟧"""),

("email_refund_request", """主題：退款申請 – 訂單 ⟪order_id|FR-HK-3321⟫
你好，
本人⟦PERSON|黃詠琪⟧於⟪order_date|6月1日⟫訂購的畫框尺寸錯誤，要求退回⟦AMOUNT|HK$1,180⟧。
身份證號碼：⟦NATIONAL_ID|$hkid2⟧（你們的表格要求填寫）
聯絡電話：⟦PHONE|9123 8846⟧
退款請存入原信用卡（⟪masked_card|**** 5521⟫）。
謝謝
⟦PERSON|Winky Wong⟧"""),

("wechat_group", """⟦PERSON|李师傅⟧：本周六跆拳道晋级考试名单：⟦PERSON|张梓涵⟧（⟪belt_grade|黄带→绿带⟫）、⟦PERSON|王一诺⟧（绿带）、⟦PERSON|刘子墨⟧（蓝带）。考试费⟪price|每人150元⟫，带好道服和⟪item|护具⟫。
⟦PERSON|刘子墨⟧妈妈：⟦PERSON|李师傅⟧，⟦PERSON|子墨⟧这周⟦MEDICAL|脚踝扭伤⟧了，能推迟到下次吗？"""),

("bank_statement_translation", """【银行流水翻译稿 - 节选】客户：⟦PERSON|冯晓雯⟧    账号：⟪masked_account|6228 **** **** 4417⟫
⟪txn_date|2024-04-01⟫  工资  +⟦AMOUNT|18,500.00元⟧  余额 ⟦AMOUNT|86,214.37元⟧
⟪txn_date|2024-04-03⟫  房租  -⟦AMOUNT|6,200.00元⟧  余额 ⟦AMOUNT|80,014.37元⟧
⟪txn_date|2024-04-10⟫  ⟪merchant_name|携程旅行网⟫  -⟦AMOUNT|3,488.00元⟧  余额 ⟦AMOUNT|76,526.37元⟧
译员签字：⟦PERSON|Cathy Liu⟧    资质 ⟪translator_cert|CATTI 二级⟫"""),

("review", """★★★★★ ⟦PERSON|吃货小胖⟧
和闺蜜⟦PERSON|小雪⟧来玩的《⟪room_name|星际迷航⟫》，DM ⟦PERSON|阿哲⟧超级敬业！机关很多，最后⟪escape_time|58分钟⟫出来的。人均⟪price|138⟫，团购更便宜。就是⟦PERSON|小雪⟧有⟦MEDICAL|幽闭恐惧症⟧，黑屋那段差点崩溃😂 建议店家提前提醒一下。"""),

("resume", """个人简历
姓名：⟦PERSON|欧阳可欣⟧      出生年月：⟦DATE_OF_BIRTH|1997年11月12日⟧
手机：⟦PHONE|18620937745⟧    邮箱：⟦EMAIL|oyangkx97@163.com⟧
微信号：⟦PERSON|kexin_ink97⟧
现居：⟦ADDRESS|云南省昆明市五华区翠湖南路56号5幢302 650031⟧
身份证：⟦IDCARD|$id16⟧
应聘岗位：⟪job_title|纹身学徒⟫
教育背景：⟪school_name|云南艺术学院⟫ 美术学 2015-2019
期望薪资：⟦AMOUNT|6000元/月⟧"""),

("ocr_payment_screenshot", """[截图OCR] 微信转账
⟦AMOUNT|¥450.00⟧
已收款
转账时间 ⟪timestamp|2024-07-06 15:22:41⟫
收款时间 ⟪timestamp|2024-07-06 15:23:02⟫
转账单号 ⟪transaction_id|1000050001202407061522416735219⟫
收款方：⟦PERSON|陈立伟⟧（保龄球私教）    付款方：⟪masked_name|*波⟫"""),

("json_config", """{"门店": "⟪org_name|精武少年武术馆-天河店⟫",
 "门禁控制器": {"ip": "⟦IP_ADDRESS|10.10.20.8⟧", "型号": "⟪device_model|ZKTeco inBio260⟫", "管理员密码": "⟦PASSWORD|jw@door1688⟧"},
 "晚班值守": [{"姓名": "⟦PERSON|黄志强⟧", "手机": "⟦PHONE|+86 137 2841 9056⟧"}, {"姓名": "⟦PERSON|莫晓燕⟧", "手机": "⟦PHONE|+86 135 6019 2287⟧"}],
 "大门临时密码": "⟦PASSWORD|246813#⟧"}"""),
]

# ---------------------------------------------------------------- part 3
TEXTS += [
("phone_order_record", """【电话订单记录】⟪org_name|青藤画材⟫    接单：⟦PERSON|小彭⟧
客户：⟦PERSON|范志鹏⟧先生
商品：⟪product_name|马利牌丙烯颜料套装⟫×2，⟪product_name|蒙马特画框 40×50⟫×3
信用卡号：⟦CARD|$visa6⟧    安全码：⟦CVV|208⟧
金额：⟦AMOUNT|¥1,076⟧
送货地址：⟦ADDRESS|重庆市渝中区解放碑八一路177号英利大厦21楼2103 400010⟧
电话：⟦PHONE|一八九，八三零二，六六一五⟧"""),

("travel_registration", """【差旅信息登记】⟪project_name|大阪动漫展翻译支持⟫
译员：⟦PERSON|張子晴⟧（⟦PERSON|Cheung Tsz Ching⟧）
香港特區護照：⟦PASSPORT|$pp_hk1⟧
出生日期：⟦DATE_OF_BIRTH|1994年3月2日⟧
手機：⟦PHONE|+852 6198 3327⟧
電郵：⟦EMAIL|tszching.cheung@gmail.com⟧
航班：⟪flight_no|CX 506⟫ ⟪flight_date|8月22日⟫    酒店：⟪hotel_name|Hotel Keihan Universal Tower⟫"""),

("price_notice", """【⟪org_name|顺达驾校⟫2024年收费标准公示】
C1手动挡：⟪price|4800元⟫（含科目一至科目四培训费、考试费）
C2自动挡：⟪price|5200元⟫
VIP一对一：⟪price|7800元⟫
补考费：科目二⟪exam_fee|300元/次⟫，科目三⟪exam_fee|200元/次⟫
报名地点：⟪org_address|成都市郫都区红光大道8号⟫
物价局备案号：⟪filing_no|川价备[2024]017号⟫"""),

("wechat_chat", """⟦PERSON|Amy⟧~：你好，我明天要交日本签证材料，可以加急出签证照吗？
⟪org_name|光影证件照⟫：可以的，加急⟪price|+50元⟫，明早9点前可取。方便留一下姓名电话吗？
⟦PERSON|Amy⟧~：⟦PERSON|丁雪梅⟧，⟦PHONE|135 2108 6647⟧
⟪org_name|光影证件照⟫：好的⟦PERSON|丁小姐⟧，到店出示身份证就行。"""),

("markdown_table", """| 学员 | 出生日期 | 家长电话 | 备注 |
|---|---|---|---|
| ⟦PERSON|苏小糖⟧ | ⟦DATE_OF_BIRTH|2016.04.09⟧ | ⟦PHONE|13916620358⟧ | ⟦MEDICAL|哮喘⟧，随身带喷雾 |
| ⟦PERSON|韩一一⟧ | ⟦DATE_OF_BIRTH|2017.08.30⟧ | ⟦PHONE|18017735521⟧ | 无 |
| ⟦PERSON|邓可乐⟧ | ⟦DATE_OF_BIRTH|2015.12.21⟧ | ⟦PHONE|13661854402⟧ | ⟦MEDICAL|扁平足⟧，跳跃动作减量 |
班级：⟪class_name|中国舞四级周六班⟫    教室：⟪room_name|B教室⟫"""),

("print_log_jsonl", """{"t":"⟪timestamp|2024-07-09 10:02:11⟫","printer":"⟪printer_name|HP-M479-前台⟫","user":"⟦EMAIL|1183920476@qq.com⟧","ip":"⟦IP_ADDRESS|192.168.1.113⟧","file":"⟦PERSON|王芳⟧_简历_2024.pdf","pages":2,"fee":"⟪print_fee|¥1.00⟫"}
{"t":"⟪timestamp|2024-07-09 10:05:47⟫","printer":"⟪printer_name|Epson-L15158⟫","user":"⟦EMAIL|zhouxm_design@163.com⟧","ip":"⟦IP_ADDRESS|192.168.1.120⟧","file":"体检报告_⟦PERSON|周晓明⟧.pdf","pages":6,"fee":"⟪print_fee|¥3.00⟫"}"""),

("message_to_studio", """您好，我是從台北來的⟦PERSON|許家瑋⟧，下個月⟪visit_dates|10/12-10/15⟫在上海，想預約刺青（⟪design_ref|參考圖 #3⟫）。
你們說台灣客人要登記證件，我的身分證字號 ⟦NATIONAL_ID|$twid2⟧。
LINE ID：⟦PERSON|kaiwei0927⟧
手機：⟦PHONE|+886 912 345 078⟧
我是⟦MEDICAL|蟹足腫⟧體質，麻煩先評估。定金可以付⟦AMOUNT|新台幣3000元⟧嗎？
（轉自 ⟪org_name|墨迹纹身工作室⟫ 小红书私信）"""),

("payslip", """【⟪org_name|北京光年影像文化有限公司⟫ 2024年6月工资条】  发放日期 ⟪pay_date|2024-07-10⟫
姓名：⟦PERSON|贾明轩⟧    工号：⟪employee_no|GN-0087⟫
基本工资：⟦AMOUNT|¥8,000.00⟧
绩效奖金：⟦AMOUNT|¥2,350.00⟧
社保个人部分：-⟦AMOUNT|¥1,024.60⟧
个税：-⟦AMOUNT|¥193.52⟧
实发：⟦AMOUNT|¥9,131.88⟧
工资卡：⟦CARD|$up6⟧"""),

("feishu_chat", """⟦PERSON|刘洋⟧ 14:05
@⟦PERSON|陈工⟧ 翻译引擎切到 ⟪model_name|gpt-4o⟫ 了，key 先放这：⟦APIKEY|$openai2⟧ ，记得放到 ⟪config_center|Nacos⟫ 里别写死
⟦PERSON|陈工⟧ 14:07
收到。另外 OSS 的 AK 我换了，新的 ⟦APIKEY|$ltai2⟧ / ⟦SECRET|$alisec2⟧，旧的 ⟦APIKEY|$ltai1⟧ 已禁用
⟦PERSON|刘洋⟧ 14:08
👌 群里发密钥不太好，等下撤回"""),

("csv_export", """学员编号,姓名,身份证号,手机,报考车型,已缴费用
⟪student_no|SD2024-0311⟫,⟦PERSON|韦振宇⟧,⟦IDCARD|$id19⟧,⟦PHONE|13588201146⟧,⟪vehicle_class|C1⟫,⟦AMOUNT|3000元⟧
⟪student_no|SD2024-0312⟫,⟦PERSON|覃露⟧,⟦IDCARD|$id20⟧,⟦PHONE|13760039912⟧,⟪vehicle_class|C2⟫,⟦AMOUNT|2600元⟧"""),

("voice_message_transcript", """[语音转文字] ⟦PERSON|老周⟧：喂，⟦PERSON|小赵⟧啊，那个⟪sign_type|门头发光字⟫的钱客户说明天给，一共⟦AMOUNT|一万二千八百块⟧。你明天上午去装一下，装在他家院子门口，地址是⟦ADDRESS|北京市朝阳区望京西园三区312号楼2单元1101⟧，联系人⟦PERSON|吕先生⟧，电话⟦PHONE|幺三九，幺零幺幺，八八二六⟧。材料用⟪material_spec|亚克力+LED⟫那批。梯子在仓库，仓库门密码⟦PASSWORD|七七五三⟧，别搞忘了啊"""),

("translation_contract", """委托翻译协议
委托方（甲方）：⟦PERSON|邱婉婷⟧    身份证号：⟦IDCARD|$id11⟧
受托方（乙方）：⟪org_name|信达雅翻译服务有限公司⟫    统一社会信用代码：⟪credit_code|91350203MA2YB8K41X⟫
翻译内容：⟪doc_title|房产买卖合同（中译英）⟫，约⟪word_count|1.2万字⟫
翻译费用：⟪quote_total|人民币2,400元⟫，甲方已预付⟦AMOUNT|1,200元⟧。
甲方联系电话：⟦PHONE|0592-2105 873⟧    邮箱：⟦EMAIL|qiuwanting@126.com⟧"""),

("shell_script", """#!/bin/bash
# 球道计分服务器监控 - ⟦PERSON|mowenjie⟧
HOST=⟦IP_ADDRESS|10.1.5.20⟧
if ! ping -c1 $HOST >/dev/null; then
  curl -s "⟦SECRET|$dinghook2⟧" -H 'Content-Type: application/json' -d '{"msgtype":"text","text":{"content":"计分服务器掉线"}}'
fi
# 日志保留 ⟪retention_period|30天⟫，cron: ⟪cron_expression|*/5 * * * *⟫"""),

("contest_submission", """主题：【投稿】第六届"⟪contest_name|光影杯⟫"摄影比赛 - 风光组
作者：⟦PERSON|蒋一帆⟧
QQ：⟦PERSON|2843175590⟧
邮箱：⟦EMAIL|2843175590@qq.com⟧
作品：《⟪work_title|雪落喀纳斯⟫》    器材：⟪camera_model|Nikon Z7II⟫ + ⟪lens_model|24-70 f/4⟫
参数：⟪exposure|f/11 1/250s ISO100⟫"""),

("refund_agreement", """退费确认书
学员⟦PERSON|葛天乐⟧（监护人：⟦PERSON|葛强⟧）因⟦MEDICAL|手部湿疹⟧无法接触颜料，申请退还剩余课时费⟦AMOUNT|¥3,360⟧。
退款方式：原路退回至⟦CARD|$up1⟧（⟪bank_name|工商银行⟫）
⟪org_name|青藤美术培训中心⟫    经办人：⟦PERSON|唐老师⟧    日期：⟪sign_date|2024年7月1日⟫"""),

("password_reset_email", """【⟪org_name|龙武堂⟫会员系统】⟦PERSON|柯文博⟧您好：
您的账号 ⟦EMAIL|kewenbo88@sina.com⟧ 于 ⟪timestamp|2024-07-08 22:14⟫ 申请重置密码。
临时密码：⟦PASSWORD|Lw#58210x⟧（24小时内有效，登录后请立即修改）
如非本人操作，请致电 ⟦PHONE|400-820-6618⟧。
本邮件由系统自动发送，请勿回复。⟪mail_id|MID-7f2c19⟫"""),
]

# ---------------------------------------------------------------- part 4
TEXTS += [
("email_payment_notice", """⟦PERSON|Anna⟧您好，
本月德语稿费⟦AMOUNT|€860.00⟧已通过⟪payment_channel|Wise⟫汇出，收款账户⟦IBAN|$de2⟧，户名⟦PERSON|Anna Schneider⟧。
汇款编号⟪transfer_id|P-48819230⟫，预计1-2个工作日到账。如有问题请联系⟦EMAIL|finance@xindayafanyi.com⟧。
⟪org_name|信达雅翻译⟫ 财务部 ⟦PERSON|邓丽⟧"""),

("visa_form_check", """【DS-160 代填信息核对】申请编号 ⟪application_id|AA00DX7Q3K⟫
申请人：⟦PERSON|宋佳宁⟧    护照号：⟦PASSPORT|$pp_cn3⟧
出生日期：⟦DATE_OF_BIRTH|1985年3月30日⟧    身份证号：⟦IDCARD|$id15⟧
美国联系人：⟦PERSON|Kevin Song⟧（哥哥）    SSN：⟦SSN|$ssn7⟧
联系人地址：⟦ADDRESS|1420 Mission St Apt 3C, San Francisco, CA 94103⟧
联系人电话：⟦PHONE|+1 415-555-0163⟧
经办：⟦PERSON|小冉⟧"""),

("pos_debug_log", """[POS DEBUG ⟪timestamp|2024-07-11 19:48:02⟫] txn=⟪txn_id|T0711-0193⟫ amount=⟦AMOUNT|CNY 1,500.00⟧ pan=⟦CARD|$mc4⟧ cvv2=⟦CVV|739⟧ holder=⟦PERSON|ZHOU/LEI⟧ terminal=⟪terminal_id|TID 10358822⟫
[POS DEBUG ⟪timestamp|2024-07-11 19:48:04⟫] resp=⟪response_code|00 APPROVED⟫ auth=⟪auth_code|5K2Q9A⟫
# ⟦PERSON|小梁⟧：这个 debug 日志把卡号全打出来了，赶紧关掉！！"""),

("wechat_article", """【⟪org_name|木言画框⟫ 七月活动】
实木画框全场⟪discount|9折⟫，满⟪threshold|600元⟫送⟪gift|卡纸一张⟫。
热门尺寸：⟪frame_size|A4⟫ ⟪price|68元⟫ / ⟪frame_size|50×70cm⟫ ⟪price|158元⟫
活动时间：⟪campaign_period|7月1日-7月31日⟫
门店：⟪org_address|南京市秦淮区大石坝街52号⟫"""),

("dingtalk_daily_report", """【钉钉日志·日报】⟦PERSON|郭教练⟧ ⟪report_date|7月12日⟫
今日带训：⟦PERSON|陶然⟧（科二倒库）、⟦PERSON|曹雨⟧（科三夜考模拟）、⟦PERSON|温欣⟧
问题：⟦PERSON|温欣⟧⟦MEDICAL|晕车⟧比较严重，建议改上午练车；⟦PERSON|曹雨⟧欠补课费⟦AMOUNT|400元⟧未交。
车辆：⟪vehicle_plate|川A·3K92学⟫ 油量不足，已加油⟪fuel_cost|¥280⟫（公司油卡）"""),

("competition_entry", """第十届⟪event_name|两岸青少年街舞交流赛⟫ 选手信息
姓名：⟦PERSON|吳欣妤⟧    英文名：⟦PERSON|Wu Hsin-Yu⟧
出生：⟦DATE_OF_BIRTH|2007/05/16⟧
護照號碼：⟦PASSPORT|$pp_tw1⟧
所屬：⟪team_name|台中 Rhythm Crew⟫
緊急聯絡人：⟦PERSON|吳建宏⟧ ⟦PHONE|0933-218-475⟧"""),

("stack_trace", """2024-07-13 21:03:17.441 ERROR [booking-svc,⟪trace_id|8f3ac21e9b7d4c10⟫] c.m.b.service.OrderService - 下单失败 userId=⟪user_id|u_883120⟫ phone=⟦PHONE|18511092237⟧ nick=⟦PERSON|解谜小能手⟧
redis.clients.jedis.exceptions.JedisConnectionException: Could not connect to redis://:⟦SECRET|Mj@redis2024⟧@⟦IP_ADDRESS|172.18.0.6⟧:6379
    at redis.clients.jedis.Connection.connect(Connection.java:204)"""),

("print_job_note", """【文件打印备注】客户⟦PERSON|梁先生⟧送来租房合同复印两份（⟪paper_size|A4⟫，打印费⟪print_fee|¥4.00⟫），复印件上有：
甲方：⟦PERSON|何志明⟧  身份证 ⟦IDCARD|$id13⟧
乙方：⟦PERSON|梁锦荣⟧  身份证 ⟦IDCARD|$id18⟧
房屋地址：⟦ADDRESS|上海市徐汇区田林路200弄45号301室⟧
月租金：⟦AMOUNT|5,800元⟧    押金：⟦AMOUNT|11,600元⟧
⟦PERSON|小梁⟧注意：复印后原件立即归还，多余的废纸进碎纸机！"""),

("wechat_chat", """⟦PERSON|阿彬⟧：哥们，明天租⟪camera_model|索尼A7M4⟫+⟪lens_model|24-70GM2⟫两天，押金多少？
⟪org_name|快门租赁⟫：押金⟪deposit_policy|8000元或芝麻信用650免押⟫，租金⟪price|180元/天⟫
⟦PERSON|阿彬⟧：押金⟦AMOUNT|8000块⟧转你了，身份证照片也发你了
⟪org_name|快门租赁⟫：收到，⟦PERSON|阿彬⟧明早10点来拿就行"""),

("complaint_ticket", """【投诉工单 ⟪ticket_id|TS-0715-009⟫】
来电人：⟦PERSON|严女士⟧    来电号码：⟦PHONE|15921870043⟧
内容：反映教练⟦PERSON|柴某⟧练车时抽烟、态度恶劣，并多收⟦AMOUNT|500元⟧"加班费"，要求退款并更换教练。
处理：已转⟪department|教学部⟫，⟦PERSON|洪经理⟧跟进，⟪sla|48小时⟫内回复。"""),

("medical_report_summary", """【体检报告摘要】姓名：⟦PERSON|霍思远⟧  年龄：32  体检号：⟪exam_no|TJ24070331⟫
血压：⟦MEDICAL|148/96 mmHg（偏高）⟧
空腹血糖：⟦MEDICAL|6.8 mmol/L↑⟧
心电图：⟦MEDICAL|窦性心动过缓⟧
结论：建议⟪department|心内科⟫复查，暂停高强度实战训练。
体检机构：⟪org_name|广州爱康国宾体检中心⟫"""),

("wechat_chat", """⟦PERSON|晓晓⟧：老板，我家猫⟪pet_name|团子⟫的照片能做成装饰画吗？想要⟪frame_size|30×40⟫的
⟪org_name|木言画框⟫：可以呀，发原图过来，⟪price|128元含框⟫
⟦PERSON|晓晓⟧：好嘞～已付⟦AMOUNT|¥128⟧。⟪pet_name|团子⟫上周刚⟪animal_health|绝育⟫完，瘦了一圈😂"""),

("sms", "【⟪org_name|星辰保龄球馆⟫】尊敬的会员⟦PERSON|孙浩然⟧，您于⟪timestamp|07-14 20:31⟫充值⟦AMOUNT|¥1,000.00⟧，赠送⟪bonus|¥200.00⟫，当前余额⟦AMOUNT|¥2,480.00⟧。会员卡号⟪member_card_no|XC-008812⟫。"),

("ocr_passport", """【护照资料页 OCR】
类型/Type P    国家码/Code CHN    护照号/Passport No. ⟦PASSPORT|$pp_cn4⟧
姓名/Name ⟦PERSON|郑雅文⟧ ⟦PERSON|ZHENG YAWEN⟧
出生日期/Date of birth ⟦DATE_OF_BIRTH|14 JUL 1993⟧
出生地点/Place of birth ⟪place_name|浙江/ZHEJIANG⟫
签发日期/Date of issue ⟪issue_date|09 MAR 2019⟫    有效期至/Date of expiry ⟪expiry_date|08 MAR 2029⟫
签发机关/Authority ⟪issuing_authority|国家移民管理局⟫"""),

("handover_list", """【交接清单】离职人：⟦PERSON|田甜⟧    接手：⟦PERSON|江小鱼⟧
1. 抖音账号 ⟪org_handle|@律动舞蹈官方⟫ 登录手机 ⟦PHONE|17702136690⟧ 密码 ⟦PASSWORD|ld_dance@2023⟧
2. 教室音响蓝牙配对码 ⟦PASSWORD|0000⟧
3. 学员费用表在 ⟪file_path|共享盘/财务/2024春季.xlsx⟫
4. ⟦PERSON|田甜⟧还有⟦AMOUNT|1,750元⟧课时费未结，7月底随工资发。"""),

("membership_verification", """【实名认证信息】⟪org_name|谜境密室⟫会员
姓名：⟦PERSON|侯佳怡⟧
证件号：⟦IDCARD|$id1⟧
生日：⟦DATE_OF_BIRTH|1987-03-14⟧
手机：⟦PHONE|186-0103-7742⟧
生日当月享⟪birthday_offer|免单券一张⟫"""),
]
