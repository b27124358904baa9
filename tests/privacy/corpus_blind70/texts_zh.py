# blind70 — Chinese texts, each typed by hand.
# Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES[name]
TEXTS = []

TEXTS += [
("wechat_chat", r"""⟦PERSON|许小姐⟧：老板，上次那块布里还有吗？我想订两块，周六来拿
⟪org_name|山羊与月亮奶酪铺⟫：有的⟦PERSON|许小姐⟧～ ⟪price|168元/块⟫，两块⟦AMOUNT|336元⟧，先付个定金⟦AMOUNT|100块⟧就行
⟦PERSON|许小姐⟧：好的转你了。对了我老公⟦PERSON|阿峰⟧⟦MEDICAL|乳糖不耐受⟧，有没有他能吃的？
⟪org_name|山羊与月亮奶酪铺⟫：可以试试⟪product_name|陈年高达⟫，乳糖很低。取货电话留一下？
⟦PERSON|许小姐⟧：⟦PHONE|139 1762 0584⟧"""),

("sms", r"""【⟪org_name|舟山渔港鲜生⟫】⟦PERSON|陈先生⟧您好，您订购的⟪product_name|东海带鱼礼盒⟫已由顺丰发出，运单号⟪tracking_number|SF1402938475610⟫，预计⟪date|明天中午⟫前送达⟦ADDRESS|杭州市西湖区文三路478号华星时代广场A座1508室⟧。如有问题请致电客服热线⟦PHONE|400-826-5517⟧。退订回T"""),

("dingtalk_group", r"""【⟪group_name|烘焙厂运维群⟫】⟪timestamp|21:47⟫
⟦PERSON|周社长⟧：烘焙机温度报警怎么又不推送了？
⟦PERSON|小赵⟧：机器人webhook被我换了，新的是 ⟦SECRET|$dingtalk_hook_01⟧ ，加签密钥 ⟦SECRET|SEC7d2f9a1c4b8e03f6a5d1c9e7b2a4f08d3c6e1b9a7f5d2c4e8a0b3f6d9c1e7a2b⟧
⟦PERSON|周社长⟧：别在群里发密钥啊！服务器⟦IP_ADDRESS|47.98.152.36⟧上那个阿里云key也顺便换掉，⟦APIKEY|$ali_akid_01⟧这个之前就泄露过
⟦PERSON|小赵⟧：好的今晚换，和⟪version|v2.3.8⟫一起发"""),

("membership_form", r"""会员注册信息 — ⟪org_name|甜筒工坊（南山店）⟫
姓名：⟦PERSON|黄思琪⟧
手机：⟦PHONE|18676529043⟧
生日：⟦DATE_OF_BIRTH|1999年6月11日⟧
身份证号：⟦IDCARD|$idcard_04⟧
邮箱：⟦EMAIL|huangsiqi0611@163.com⟧
本次储值：⟦AMOUNT|500元⟧（活动：⟪promo|充500送50⟫）
会员卡号：⟪member_no|VIP00087316⟫"""),

("app_log", r"""⟪timestamp|2024-05-18 12:03:44⟫ [INFO] 用户下单 uid=⟪user_id|830127⟫ 手机=⟦PHONE|13829104476⟧ 收货地址=⟦ADDRESS|广州市天河区体育西路103号维多利广场B塔2203⟧ 金额=⟦AMOUNT|¥86.50⟧ ip=⟦IP_ADDRESS|113.108.77.21⟧
2024-05-18 12:03:45 [WARN] 支付回调签名校验失败 out_trade_no=⟪trade_no|4200001983202405181234567890⟫ mch_id=⟪merchant_id|1609284471⟫
2024-05-18 12:03:46 [DEBUG] 使用 APIv3 key=⟦SECRET|$signsec_02⟧ 重试"""),

("call_transcript", r"""【通话转写】⟪org_name|老街坊鲜肉铺⟫
顾客：喂，是肉铺吗？我是⟦PERSON|刘桂芳⟧，想订⟪quantity|十斤⟫排骨，后天中午来拿。
店员：好嘞，留个电话？
顾客：⟦PHONE|幺三九，二八零一，四四七六⟧。
店员：排骨现在⟪price|三十二一斤⟫，十斤就是⟦AMOUNT|三百二十块⟧，要不要先付点定金？
顾客：我微信转你⟦AMOUNT|一百块⟧吧。我家老头子⟦MEDICAL|血压高⟧，帮我把肥的剔掉点。"""),

("yaml_config", r"""# application-prod.yml  负责人 ⟦PERSON|王建国⟧ ⟦PHONE|186-1023-7745⟧
aliyun:
  oss:
    endpoint: ⟪endpoint|oss-cn-hangzhou.aliyuncs.com⟫
    bucket: ⟪bucket_name|beanhouse-prod-img⟫
    access-key-id: ⟦APIKEY|$ali_akid_02⟧
    access-key-secret: ⟦SECRET|$ali_secret_02⟧
  sms:
    sign-name: ⟪sms_sign|豆仓咖啡⟫
    template-code: ⟪template_code|SMS_276405518⟫
spring:
  datasource:
    url: jdbc:mysql://⟦IP_ADDRESS|172.18.0.12⟧:⟪port|3306⟫/beanhouse?useSSL=false
    username: ⟦PERSON|wangjianguo⟧
    password: ⟦PASSWORD|Wjg@2023coffee⟧"""),

("hr_onboarding_form", r"""员工入职登记表　⟪org_name|闽韵茶庄⟫　工号 ⟪employee_id|MY-0231⟫
姓名：⟦PERSON|林晓燕⟧　　性别：女　　出生日期：⟦DATE_OF_BIRTH|1983-05-30⟧
身份证号码：⟦IDCARD|$idcard_08⟧
户籍地址：⟦ADDRESS|福建省厦门市思明区鹭江道8号国际银行大厦16层 邮编361001⟧
联系电话：⟦PHONE|159 8021 3367⟧
紧急联系人：⟦PERSON|郑海涛⟧（丈夫）⟦PHONE|0592-5036 218⟧
工资卡：⟦CARD|$card_05⟧（⟪bank_name|建设银行⟫）
试用期工资：⟦AMOUNT|4500元/月⟧"""),

("xiaohongshu_post", r"""📍⟪place_name|成都太古里⟫ 这家⟪org_name|雪山牧场冰淇淋⟫真的绝！！开心果味⟪price|38元一球⟫有点贵但值😭 老板⟦PERSON|大刘⟧人超好，我说我⟦MEDICAL|对芒果过敏⟧他专门换了勺子和挖球器🥹 老板微信 ⟦PERSON|daliu_icecream⟧ #成都探店 #冰淇淋"""),

("taobao_chat", r"""【⟪shop_name|可可小栈旗舰店⟫ 客服】
买家 ⟦PERSON|sunny_momo1992⟧：亲，我下单的⟪product_name|72%黑巧礼盒⟫能改地址吗？订单号⟪order_id|3918273645502918⟫
客服⟦PERSON|小桃⟧：亲可以的，新地址发我哦～
买家 ⟦PERSON|sunny_momo1992⟧：⟦ADDRESS|北京市朝阳区望京西园三区312号楼2单元801⟧，收件人⟦PERSON|孙萌⟧，⟦PHONE|13501278864⟧
客服⟦PERSON|小桃⟧：好的亲～已修改。差价⟦AMOUNT|12元⟧已原路退回哦"""),

("travel_request", r"""出差申请单　⟪form_id|CC-2024-0412⟫
申请人：⟦PERSON|钱卫东⟧　　部门：采购部
护照号：⟦PASSPORT|$passport_01⟧　　有效期至 ⟪expiry_date|2031-08-19⟫
出生日期：⟦DATE_OF_BIRTH|1978年1月22日⟧　　身份证：⟦IDCARD|$idcard_03⟧
目的地：⟪place_name|东京⟫（⟪event_name|国际茶业博览会⟫）
预借差旅费：⟦AMOUNT|￥15,000⟧
审批人：⟦PERSON|马总⟧"""),

("sql_insert", r"""INSERT INTO member (id, name, mobile, id_no, birthday, level) VALUES
(⟪row_id|2031⟫, '⟦PERSON|杨丽华⟧', '⟦PHONE|13972018835⟧', '⟦IDCARD|$idcard_06⟧', '⟦DATE_OF_BIRTH|1975-09-04⟧', '⟪member_level|金卡⟫'),
(2032, '⟦PERSON|何志强⟧', '⟦PHONE|15827730461⟧', '⟦IDCARD|$idcard_11⟧', '⟦DATE_OF_BIRTH|1993-11-25⟧', '⟪member_level|银卡⟫');
-- ⟪org_name|江城水产⟫ 会员系统 ⟪software_version|v1.4⟫ 导出"""),

("wechat_chat", r"""⟦PERSON|佳佳⟧，这次帮你带的⟪brand_name|Pierre Marcolini⟫礼盒一共⟦AMOUNT|€236⟧，按汇率大概⟦AMOUNT|1850元⟧。转我法国账户就行：⟦IBAN|$iban_14⟧，户名 ⟦PERSON|ZHANG Yutong⟧。或者转我国内⟪bank_name|工行⟫的卡 ⟦CARD|$card_13⟧ 也行。我⟪date|下周三⟫回国，到时候直接寄到你学校⟦ADDRESS|南京市鼓楼区汉口路22号南京大学南园11舍⟧～"""),

("approval_form", r"""【审批】报销申请 ⟪approval_no|202406131045000123⟫
申请人：⟦PERSON|吴佩玲⟧（⟪store_code|杭州湖滨店⟫）
事由：员工⟦PERSON|小陈⟧上班时被蒸汽棒烫伤，⟦MEDICAL|右手背二度烫伤⟧，去⟪hospital_name|浙大一院⟫急诊
金额：⟦AMOUNT|¥1,268.40⟧（医药费，个人垫付）
收款卡号：⟦CARD|$card_20⟧
审批人：⟦PERSON|老周⟧ ✅ 已同意"""),

("ocr_id_card", r"""来源：⟪org_name|北冰洋冰淇淋⟫员工入职系统【OCR识别结果】
姓名　⟦PERSON|赵子轩⟧
性别　男　　民族　汉
出生　⟦DATE_OF_BIRTH|1995年2月17日⟧
住址　⟦ADDRESS|南京市秦淮区中华路388号3幢502室⟧
公民身份号码　⟦IDCARD|$idcard_07⟧
置信度 ⟪ocr_confidence|0.987⟫　请求ID ⟪request_id|$uuid_02⟫"""),

("wechat_group", r"""[群聊：⟪group_name|豆子股东群⟫]
⟦PERSON|阿杰⟧：这个月分红每人⟦AMOUNT|6800块⟧，周五统一转
⟦PERSON|Linda⟧：我换卡了，打这张 ⟦CARD|$card_24⟧ ⟪bank_name|招行⟫
⟦PERSON|老孟⟧：我的还是原来那张。另外房东⟦PERSON|蔡先生⟧说铺租要涨到⟪org_amount|每月2.2万⟫
⟦PERSON|阿杰⟧：收到，我去谈谈"""),

("wecom_chat", r"""（⟪org_name|金牌卤味⟫ 企业微信）
⟦PERSON|李娜⟧：⟦PERSON|王经理⟧，我明天想请个假，昨晚⟦MEDICAL|急性肠胃炎⟧挂了一晚上水，医生开了⟦MEDICAL|蒙脱石散⟧和⟦MEDICAL|诺氟沙星⟧，让休息两天。病历照片发您了。
⟦PERSON|王经理⟧：好好休息，班我让⟦PERSON|小吴⟧顶。工资按⟪policy|病假80%⟫算哈"""),

("e_invoice", r"""电子发票（普通发票）
发票号码：⟪invoice_no|24442000000012345678⟫　　开票日期：⟪date|2024年03月08日⟫
购买方：⟪org_name|深圳市前海好茶贸易有限公司⟫　纳税人识别号：⟪org_tax_id|91440300MA5G8K2X3R⟫
销售方：⟪org_name|安溪县感德镇铁观音茶业合作社⟫
货物：⟪product_name|铁观音（浓香型）⟫　数量 20　单价 ⟪price|260.00⟫　金额 ⟪org_total|5200.00⟫　税率 ⟪tax_rate|1%⟫"""),

("franchise_contract", r"""加盟合同（节选）　编号：⟪contract_no|HT-BQL-2024-031⟫　签约日期：⟪date|2024年4月1日⟫
甲方：⟪org_name|冰麒麟餐饮管理有限公司⟫
乙方：⟦PERSON|谢雨桐⟧，身份证号 ⟦IDCARD|$idcard_24⟧
住址：⟦ADDRESS|武汉市武昌区中北路86号汉街总部国际B座1702室，邮编430071⟧
联系电话：⟦PHONE|027-8731 5520⟧ / ⟦PHONE|188 7126 9934⟧
第三条　乙方应于签约后三日内支付加盟费⟦AMOUNT|人民币捌万元整⟧（⟦AMOUNT|¥80,000⟧）。
乙方收款账户（保证金退还用）：⟦CARD|$card_32⟧"""),

("support_ticket", r"""工单号：⟪ticket_id|GD20240712-0088⟫
客户：⟦PERSON|邓女士⟧　　手机：⟪masked_phone|136****7721⟫（备用：⟦PHONE|0755-2688 4193⟧）
问题：收到的⟪product_name|鲜活基围虾⟫死了一半，客户说孩子吃了以后⟦MEDICAL|上吐下泻⟧，去⟪hospital_name|深圳市儿童医院⟫看了，花了⟦AMOUNT|420元⟧
处理：退款⟦AMOUNT|¥158⟧，另补偿现金⟦AMOUNT|¥100⟧
处理人：客服⟦PERSON|小林⟧"""),

("ops_notes", r"""# 茶叶商城服务器迁移记录 — ⟦PERSON|zhangwei⟧ ⟪date|2024-02-27⟫
1. 新机器 ⟦IP_ADDRESS|119.29.183.45⟧（公网）/ ⟦IP_ADDRESS|10.206.0.14⟧（内网）
2. 腾讯云 API 密钥：SecretId ⟦APIKEY|$tc_akid_01⟧ ，SecretKey ⟦SECRET|$tc_secret_01⟧
3. Redis：redis://default:⟦SECRET|Tea#Redis2024⟧@⟦IP_ADDRESS|10.206.0.15⟧:⟪port|6379⟫
4. 文档示例里的 ⟪doc_ip|198.51.100.23⟫ 记得从 nginx 配置里删掉
5. 管理后台账号 admin / ⟦PASSWORD|Cha@Shop#888⟧"""),

("voice_message", r"""（语音转文字）喂，⟦PERSON|徐老师⟧啊，我是茶庄⟦PERSON|老林⟧。你要的那饼⟪product_name|2006年勐海老班章⟫到了，现在行情⟪price|三千八一饼⟫。你之前付了⟦AMOUNT|一千块⟧定金，还差⟦AMOUNT|两千八百块⟧。还是寄到⟦ADDRESS|上海市静安区愚园路546弄12号⟧吧？到了给你打电话。"""),
]

TEXTS += [
("python_snippet", r"""# 冷库温度告警脚本 ⟪version|0.9.2⟫ — 维护人 ⟦PERSON|陈浩然⟧
FEISHU_WEBHOOK = "⟦SECRET|$feishu_hook_01⟧"
FEISHU_SIGN_SECRET = "⟦SECRET|$signsec_03⟧"
THRESHOLD = ⟪threshold|-18⟫  # ℃，探头型号 ⟪sensor_model|DS18B20⟫
SENSOR_IP = "⟦IP_ADDRESS|192.168.31.205⟧"
ALERT_PHONE = "⟦PHONE|17701246638⟧"
"""),

("waybill_ocr", r"""【面单识别】
寄件人：⟪org_name|云南保山小粒咖啡合作社⟫ ⟦PHONE|0875-221 8890⟧
收件人：⟦PERSON|彭嘉怡⟧ ⟦PHONE|152 0174 8823⟧
收件地址：⟦ADDRESS|重庆市渝北区龙溪街道金紫山路66号5栋3单元2号⟧
运单号：⟪tracking_number|YT7428193306518⟫
物品：⟪product_name|保山小粒 日晒 1kg⟫　保价 ⟪insured_value|800元⟫
代收货款：⟦AMOUNT|¥268⟧"""),

("health_check_notice", r"""食品从业人员健康体检结果通知　体检编号 ⟪exam_no|TJ2024051600318⟫
姓名：⟦PERSON|蒋小红⟧　性别：女　联系电话：⟦PHONE|13706912254⟧
身份证号：⟦IDCARD|$idcard_22⟧
单位：⟪org_name|福州三坊鱼丸店⟫　体检日期：⟪date|2024-05-16⟫
检查结果：⟦MEDICAL|乙肝表面抗原阳性⟧；⟦MEDICAL|谷丙转氨酶 68 U/L（偏高）⟧
结论：暂缓发放健康证，建议至⟪hospital_name|福建医科大学附属第一医院⟫复查"""),

("pos_receipt", r"""⟪org_name|山丘咖啡 Hill Coffee⟫
门店：⟪store_code|SZ-NS-02⟫　收银员：⟦PERSON|小蔡⟧
⟪timestamp|2024/06/21 08:42:17⟫
燕麦拿铁 ×2　　⟪price|¥64.00⟫
可颂 ×1　　　　⟪price|¥18.00⟫
会员：⟦PERSON|梁嘉欣⟧（⟪masked_phone|138****2290⟫）
实付：⟦AMOUNT|¥76.80⟧（会员9.6折）
银联卡 ⟪masked_card|6222 **** **** 3318⟫"""),

("email", r"""主题：定制婚礼巧克力 — 付款信息

⟦PERSON|Amy⟧你好，
我是⟦PERSON|唐诗雨⟧，上次展会加过你微信（⟦PERSON|tangshiyu_0923⟧）。婚礼定在⟪date|10月3日⟫，一共⟪quantity|120份⟫伴手礼。定金⟦AMOUNT|3600元⟧我用信用卡付吧：
卡号 ⟦CARD|$card_19⟧，有效期 ⟪card_expiry|08/28⟫，安全码 ⟦CVV|563⟧
发票抬头开我个人。邮箱 ⟦EMAIL|tangshiyu0923@qq.com⟧，电话 ⟦PHONE|+86 135 1098 7712⟧。"""),

("payslip", r"""⟪org_name|卤香坊熟食⟫　⟪period|2024年5月⟫工资条
姓名：⟦PERSON|曹建军⟧　工号：⟪employee_id|LX-017⟫
基本工资 ⟦AMOUNT|4200.00元⟧　加班费 ⟦AMOUNT|680.00元⟧　个税 ⟦AMOUNT|23.40元⟧
实发 ⟦AMOUNT|4856.60元⟧
工资卡：⟦CARD|$card_28⟧"""),

("shell_session", r"""$ curl '⟦SECRET|$wecom_hook_01⟧' \
   -H 'Content-Type: application/json' \
   -d '{"msgtype":"text","text":{"content":"今日鲜货到港：⟪product_name|大黄鱼⟫ ⟪price|45元/斤⟫，联系⟦PERSON|老黄⟧ ⟦PHONE|138 5742 0091⟧"}}'
⟪api_response|{"errcode":0,"errmsg":"ok"}⟫
$ ssh ⟦PERSON|huangdy⟧@⟦IP_ADDRESS|121.40.88.17⟧"""),

("wechat_chat", r"""（⟪org_name|北极熊冰淇淋⟫ 门店微信）
家长：你好，想给我女儿⟦PERSON|朵朵⟧在你们店办生日会，⟪date|7月20号⟫下午，大概⟪quantity|15个小朋友⟫
店员⟦PERSON|小雨⟧：可以的～套餐⟪price|每位68元⟫，需要先付⟦AMOUNT|300元⟧定金
家长：好的。孩子⟦MEDICAL|对鸡蛋过敏⟧，蛋糕能做无蛋的吗？她生日是⟦DATE_OF_BIRTH|2018年7月22日⟧，刚好满6岁
店员：可以做无蛋款。麻烦留一下家长姓名电话
家长：⟦PERSON|宋佳⟧，⟦PHONE|18907315562⟧"""),

("csv_export", r"""# 导出时间 ⟪timestamp|2024-01-05 17:20⟫　⟪org_name|潮汕工夫茶行⟫ 批发客户
客户编号,姓名,手机,地址,欠款
⟪customer_id|KH0192⟫,⟦PERSON|欧阳明⟧,⟦PHONE|13318842207⟧,⟦ADDRESS|广东省潮州市湘桥区太平路92号⟧,⟦AMOUNT|¥12,600⟧
KH0193,⟦PERSON|潘小芸⟧,⟦PHONE|15013662980⟧,⟦ADDRESS|广东省汕头市金平区外马路178号3楼⟧,⟦AMOUNT|¥3,480⟧"""),

("registration_form", r"""⟪org_name|欧罗巴奶酪学院⟫　法国孔泰游学报名表（⟪program_code|CMT-2024-09⟫）
姓名（中文）：⟦PERSON|高明媛⟧　　姓名（拼音）：⟦PERSON|GAO MINGYUAN⟧
护照号码：⟦PASSPORT|$passport_02⟧
身份证号：⟦IDCARD|$idcard_12⟧　　出生日期：⟦DATE_OF_BIRTH|1986年12月8日⟧
紧急联系人：⟦PERSON|高志刚⟧（父亲）⟦PHONE|022-2731 8845⟧
饮食限制：⟦MEDICAL|麸质不耐受（乳糜泻）⟧
费用：⟪price|¥28,800/人⟫，已付⟦AMOUNT|¥10,000⟧"""),

("weibo_post", r"""@⟪org_name|可可之恋官方微博⟫ 你们家⟪product_name|酒心巧克力⟫包装上根本没标酒精！我⟦MEDICAL|在吃头孢⟧，吃了两颗就⟦MEDICAL|双硫仑样反应⟧进了急诊😡 花了⟦AMOUNT|一千二百多块⟧，批号⟪batch_no|20240301B⟫ 大家注意！#食品安全#
—— ⟦PERSON|橙子不吃橘子⟧"""),

("shift_handover", r"""交接班备忘（⟪date|6月8日⟫晚班 ⟦PERSON|阿强⟧ → 早班 ⟦PERSON|小郑⟧）
1. 冷库门密码改成 ⟦PASSWORD|2 5 8 0 6 9⟧，保险柜密码 ⟦PASSWORD|147369⟧，别外传
2. 今天营业额⟪org_total|3,260元⟫已存对公账户（尾号⟪account_last4|4456⟫）
3. ⟦PERSON|王师傅⟧那辆浙B·7K523三轮车电瓶坏了
4. ⟦PERSON|阿强⟧从备用金借了⟦AMOUNT|200块⟧，明天还"""),

("python_snippet", r"""# 发货短信 — 腾讯云 SMS ⟪sms_sign|芝士小镇⟫
from tencentcloud.common import credential
cred = credential.Credential("⟦APIKEY|$tc_akid_02⟧", "⟦SECRET|$tc_secret_02⟧")
req.SmsSdkAppId = "⟪app_id|1400887231⟫"
req.PhoneNumberSet = ["⟦PHONE|+8613911457702⟧", "⟦PHONE|+8618600923318⟧"]
req.TemplateParamSet = ["⟦PERSON|韩雪⟧", "⟪order_id|CH20240611008⟫"]"""),

("price_board", r"""【⟪org_name|甜蜜蜜冰室⟫ 价目表】
单球 ⟪price|¥15⟫｜双球 ⟪price|¥26⟫｜华夫筒 ⟪price|¥32⟫
营业时间 ⟪opening_hours|10:00-22:00⟫（⟪date|周一⟫店休）
温馨提示：本店产品含⟪allergen|牛奶⟫、⟪allergen|坚果⟫，过敏人群请谨慎选择。"""),

("transfer_agreement", r"""店铺转让协议（签署日期 ⟪date|2024年8月15日⟫）
转让方：⟦PERSON|秦海波⟧（身份证 ⟦IDCARD|$idcard_23⟧）
受让方：⟦PERSON|易晓慧⟧（身份证 ⟦IDCARD|$idcard_18⟧）
转让标的：位于⟪business_address|长沙市岳麓区麓山南路932号⟫的⟪org_name|麓山豆子咖啡馆⟫全部设备及经营权
转让费：⟦AMOUNT|人民币壹拾伍万元整⟧，受让方分两期支付至转让方账户 ⟦CARD|$card_40⟧"""),

("security_alert", r"""【安全提醒】您的账号 ⟦PERSON|liuyang_ops⟧ 于 ⟪timestamp|2024-07-02 03:12⟫ 在新设备登录
登录IP：⟦IP_ADDRESS|223.104.63.187⟧（⟪geo_location|广东 深圳 移动⟫）
设备：⟪device_model|HUAWEI Mate 60⟫
如非本人操作，请立即修改密码并联系管理员⟦PERSON|柳主管⟧（⟦PHONE|0769-2233 0186⟧，⟦EMAIL|liu.zg@dgchacang.com⟧）"""),

("call_transcript", r"""（电话录音）
店员：您好，⟪org_name|芝士工坊⟫，请问怎么称呼？
客户：我姓邝，⟦PERSON|邝国栋⟧。
店员：⟦PERSON|邝先生⟧您好，您订的⟪product_name|帕玛森24个月⟫两公斤，一共⟦AMOUNT|一千零八十元⟧。
客户：刷信用卡吧，卡号⟦CARD|$card_35⟧，背面三位是⟦CVV|207⟧。
店员：好的。送货地址？
客户：⟦ADDRESS|深圳市福田区香蜜湖街道农园路28号香榭里花园6栋12B⟧，手机⟦PHONE|一五九 零六一二 八八三四⟧。"""),

("medical_record", r"""门诊病历（摘录）　门诊号 ⟪patient_no|MZ0038127⟫
患者：⟦PERSON|龚雅婷⟧　就诊日期：⟪date|2024-03-19⟫　科室：⟪department|皮肤科⟫
主诉：双手反复起疹3月，职业为巧克力制作
诊断：⟦MEDICAL|接触性皮炎⟧
处理：⟦MEDICAL|丁酸氢化可的松乳膏外用⟧；⟦MEDICAL|氯雷他定片 10mg qd⟧
医师：⟦PERSON|朱立新⟧"""),

("xianyu_chat", r"""闲鱼聊天　买家 ⟦PERSON|阿Ken⟧ ↔ 卖家 ⟦PERSON|ChenBean⟧
买家：⟪product_name|La Marzocco Linea Mini⟫ 还在吗？
卖家：在，⟪price|2.3万⟫不刀，只自提
买家：能走支付宝吗？你支付宝是？
卖家：⟦EMAIL|chen.bean88@outlook.com⟧，实名⟪masked_name|陈*豪⟫
买家：好，转了⟦AMOUNT|23000元⟧，自提地址发我？我在⟦ADDRESS|苏州市工业园区星湖街328号创意产业园12-305⟧附近"""),

("markdown_table", r"""⟪org_name|中原鲜肉联合厂⟫ 员工花名册（⟪doc_version|v7⟫，更新于 ⟪date|2024-04-03⟫）
| 姓名 | 手机 | 身份证 | 岗位 |
|---|---|---|---|
| ⟦PERSON|牛大力⟧ | ⟦PHONE|13603710045⟧ | ⟦IDCARD|$idcard_27⟧ | 分割工 |
| ⟦PERSON|常秀英⟧ | ⟦PHONE|13837192268⟧ | ⟦IDCARD|$idcard_28⟧ | 包装 |"""),

("wechat_chat", r"""⟦PERSON|小吕⟧：店里监控我远程看不了了
⟦PERSON|欧阳总⟧：路由器公网IP变了，现在是⟦IP_ADDRESS|183.14.72.9⟧，端口⟪port|8899⟫，账号admin，密码⟦PASSWORD|Bxl@store1⟧
⟦PERSON|小吕⟧：好了能看了。摄像头局域网地址是⟦IP_ADDRESS|192.168.1.64⟧对吧？
⟦PERSON|欧阳总⟧：对。⟪device_model|DS-2CD3T46⟫的固件别升到⟪firmware_version|V5.7.3⟫，有bug"""),

("group_buy_list", r"""#接龙 ⟪org_name|渔家傲海鲜⟫ ⟪date|周六⟫到货
⟪product_name|青岛大虾⟫ ⟪price|88元/盒⟫
1. ⟦PERSON|小许⟧ 2盒 已付⟦AMOUNT|176元⟧
2. ⟦PERSON|老谭⟧ 1盒 已付⟦AMOUNT|88块⟧
3. ⟦PERSON|Cindy⟧ 3盒 未付⟦AMOUNT|264元⟧
团长⟦PERSON|芳芳⟧ 收款码见群公告，取货点：⟪pickup_point|小区南门快递柜旁⟫"""),
]

TEXTS += [
("membership_form", r"""「⟪org_name|福記茶行⟫」會員申請表　會員編號 ⟪member_no|FK-20931⟫
姓名：⟦PERSON|李嘉欣⟧　　香港身份證：⟦NATIONAL_ID|$hkid_02⟧
出生日期：⟦DATE_OF_BIRTH|1990年9月18日⟧
電話：⟦PHONE|9634 2281⟧　　電郵：⟦EMAIL|kayan.lee@yahoo.com.hk⟧
地址：⟦ADDRESS|九龍旺角彌敦道688號旺角中心一期18樓B室⟧
入會費 ⟪price|HK$200/年⟫，已繳⟦AMOUNT|港幣二百元⟧"""),

("email_signature", r"""主题：回复：埃塞俄比亚耶加雪菲 G1 报价

⟦PERSON|刘总⟧您好，
附件是⟪quote_no|BJ-2024-0588⟫号报价单：⟪product_name|耶加雪菲 孔加 G1 水洗⟫ ⟪price|¥98/kg⟫，起订⟪quantity|60kg⟫。上次您个人垫付的样品费⟦AMOUNT|¥360⟧已退回您尾号⟪masked_card|**8841⟫的卡。

祝好
⟦PERSON|沈一鸣⟧｜销售经理
⟪org_name|上海豆源咖啡贸易有限公司⟫
手机：⟦PHONE|+86 138 1672 4490⟧｜座机：⟦PHONE|021-6289 3317⟧ 转 ⟪extension|806⟫
邮箱：⟦EMAIL|shen.yiming@douyuan-coffee.cn⟧｜微信：⟦PERSON|shenym_coffee⟧"""),

("nginx_error_log", r"""⟪timestamp|2024/07/19 10:22:31⟫ [error] 1187#0: *88213 upstream timed out, client: ⟦IP_ADDRESS|58.246.112.30⟧, server: ⟪hostname|shop.qiaokeli.cn⟫, request: "GET /api/user/profile HTTP/1.1", upstream: "http://⟦IP_ADDRESS|172.17.0.5⟧:⟪port|9000⟫/api/user/profile"
2024/07/19 10:22:35 [error] 1187#0: *88219 client: ⟦IP_ADDRESS|240e:3b7:3270:a1d0:5c2e:88ff:fe31:9b42⟧, request: "POST /api/cart HTTP/2.0"
# 开发⟦PERSON|小钟⟧备注：access log 里还带了 Authorization: Bearer ⟦APIKEY|$jwt_03⟧，上线前必须脱敏！"""),

("iou_note", r"""借　条
今借到⟦PERSON|黎永福⟧（身份证号：⟦IDCARD|$idcard_33⟧）人民币⟦AMOUNT|叁万元整⟧（⟦AMOUNT|¥30,000.00⟧），用于购买冻库设备，约定于⟪date|2025年6月30日⟫前归还，月息⟪interest_rate|1%⟫。
借款人：⟦PERSON|龙海生⟧　身份证号：⟦IDCARD|$idcard_35⟧　电话：⟦PHONE|13922876014⟧
⟪date|2024年7月1日⟫"""),

("delivery_order", r"""【美团外卖】#⟪order_seq|23⟫ ⟪org_name|川味卤肉饭(科技园店)⟫
顾客：⟦PERSON|任女士⟧（手机尾号⟪phone_last4|3317⟫）　隐私号：⟦PHONE|17045218833⟧ 转 ⟪extension|2041⟫
备注：孕妇，⟦MEDICAL|妊娠期糖尿病⟧，饭少放，不要糖
地址：⟦ADDRESS|深圳市南山区科技园中区科苑路15号科兴科学园B栋4单元1702⟧
实付：⟦AMOUNT|¥32.8⟧"""),

("bank_sms", r"""【⟪org_name|招商银行⟫】您尾号⟪account_last4|6633⟫的信用卡于⟪timestamp|07月21日14:32⟫在⟪merchant_name|支付宝-可可工坊⟫消费⟦AMOUNT|人民币268.00元⟧，当前可用额度⟦AMOUNT|18,732.00元⟧。如非本人交易请致电⟦PHONE|95555⟧。"""),

("mysql_slow_log", r"""# Time: ⟪timestamp|2024-06-30T02:11:45.123456Z⟫
# User@Host: ⟦PERSON|tangli⟧[⟦PERSON|tangli⟧] @  [⟦IP_ADDRESS|10.31.6.22⟧]
# Query_time: ⟪query_time|12.481⟫  Rows_examined: ⟪rows_examined|2981772⟫
SELECT * FROM t_member WHERE mobile='⟦PHONE|18520338847⟧' OR id_card='⟦IDCARD|$idcard_14⟧';"""),

("voicemail_transcript", r"""（语音留言转文字）你好我是⟦PERSON|葛晓东⟧，之前订了⟪date|周五⟫的⟪product_name|芒果冰淇淋蛋糕⟫，订单⟪order_id|DG0719-022⟫，想改一下：我儿子⟦MEDICAL|花生过敏⟧，⟦MEDICAL|还有轻度哮喘⟧，麻烦千万别放坚果碎。写字改成"祝⟦PERSON|乐乐⟧五岁生日快乐"。尾款⟦AMOUNT|两百六十块⟧我到店付，有事打⟦PHONE|一三六 二七四八 九零一五⟧。"""),

("visitor_log", r"""外来人员登记表　⟪org_name|豫东冷鲜肉加工厂⟫　⟪date|2024-05-09⟫
姓名：⟦PERSON|贺建平⟧　单位：⟪org_name|中冷物流⟫　身份证后四位：⟪id_last4|0715⟫
车牌：豫A·3F829　手机：⟦PHONE|15038824571⟧
来访事由：⟪purpose|冷链车辆交接⟫　陪同人：⟦PERSON|小魏⟧
访客WiFi：⟪wifi_ssid|YD-Guest⟫　密码 ⟦PASSWORD|yd@guest88⟧"""),

("env_file", r"""# 小程序后台配置（⟪env_name|production⟫）— 负责人 ⟦PERSON|何静⟧
WX_APPID=⟪app_id|wx8f2a61c03d97be45⟫
WX_APPSECRET=⟦SECRET|$cookie_04⟧
WXPAY_MCHID=⟪merchant_id|1650023871⟫
WXPAY_APIV3_KEY=⟦SECRET|Tz8mQ2vL9xR4nK7pW3sY6bH1cF5jD0gA⟧
DB_PASS=⟦PASSWORD|HeJing#0917⟧
ALIYUN_AK=⟦APIKEY|$ali_akid_03⟧
ALIYUN_SK=⟦SECRET|$ali_secret_03⟧"""),

("support_chat", r"""客服：⟦PERSON|严先生⟧您好，退款需要核实身份，请提供下单手机号和身份证后六位。
客户：手机⟦PHONE|13817729046⟧，身份证我直接给你全号吧 ⟦IDCARD|$idcard_17⟧
客服：好的，⟪product_name|大红袍礼盒⟫退款单⟪refund_no|TK202407220031⟫，⟦AMOUNT|¥599.00⟧将退回原支付卡⟪masked_card|6217 **** **** 0921⟫，3-7个工作日到账。
客户：好。另外邮箱帮我改成⟦EMAIL|yan_jg@foxmail.com⟧"""),

("payment_screenshot_ocr", r"""【转账成功】
转账金额 ⟦AMOUNT|¥2,000.00⟧
收款方 ⟪masked_name|蔡*雯⟫（⟪masked_phone|186****3320⟫）
付款方式 ⟪bank_name|余额宝⟫
付款方 ⟦PERSON|邹明⟧
备注 ⟦PERSON|小雯⟧ 冰淇淋店押金
创建时间 ⟪timestamp|2024-03-02 19:44:08⟫
订单号 ⟪trade_no|20240302200040011100560012345678⟫"""),

("meeting_minutes", r"""会议纪要｜⟪date|2024-08-05⟫ 周会
参会：⟦PERSON|邵总⟧、⟦PERSON|Vivian⟧、⟦PERSON|郭嘉豪⟧、⟦PERSON|小潘⟧
1. 新店选址：⟪place_name|前海⟫、⟪place_name|蛇口⟫二选一，下周实地看
2. ⟦PERSON|郭嘉豪⟧下周做⟦MEDICAL|腰椎间盘突出手术⟧，请假两周，期间⟦PERSON|小潘⟧代管烘焙
3. 飞书告警机器人地址改为 ⟦SECRET|$feishu_hook_02⟧
4. ⟦PERSON|Vivian⟧垫付的展会费用⟦AMOUNT|¥8,640⟧本周报销"""),

("visa_checklist", r"""意大利申根签证材料 — ⟦PERSON|冯子墨⟧
护照号 ⟦PASSPORT|$passport_13⟧（新）、⟦PASSPORT|$passport_14⟧（旧，已剪角）
出生日期 ⟦DATE_OF_BIRTH|1997-04-03⟧　身份证 ⟦IDCARD|$idcard_13⟧
在职证明：⟪org_name|长沙拾光咖啡⟫，月薪⟦AMOUNT|9,500元⟧
银行流水余额：⟦AMOUNT|¥86,214.37⟧
行程：⟪event_name|2024 世界拿铁艺术大赛⟫，⟪place_name|米兰⟫"""),

("tracking_event_json", r"""{"event":"pay_success","ts":⟪unix_timestamp|1721380511⟫,"openid":"⟪openid|oX2a85F1mK9zQ7cR0pL4vW8sT3yU⟫","nick":"⟦PERSON|momo酱⟧","phone":"⟦PHONE|15920418853⟧","amount":"⟦AMOUNT|¥45.00⟧","ip":"⟦IP_ADDRESS|36.110.147.82⟧","sdk":"⟪version|3.4.1⟫"}"""),

("zhihu_answer", r"""问：开一家精品咖啡馆到底要多少钱？
答主 ⟦PERSON|阿豪⟧：我⟪date|2021年⟫在⟪place_name|杭州⟫开的店，自己投了⟦AMOUNT|38万块⟧，首年亏了⟦AMOUNT|十几万块⟧。最要命的是累出了⟦MEDICAL|焦虑症⟧，现在还在吃⟦MEDICAL|舍曲林⟧。设备里⟪product_name|意式咖啡机⟫就要⟪price|6万左右⟫，别只看房租。"""),

("payment_gateway_log", r"""[⟪timestamp|2024-07-08 16:20:11⟫] ⟪log_level|ERROR⟫ 实名认证失败 name=⟦PERSON|罗文杰⟧ idno=⟦IDCARD|$idcard_29⟧ bankcard=⟦CARD|$card_18⟧ mobile=⟦PHONE|18787012245⟧ code=⟪error_code|E40012⟫ msg=⟪error_message|身份证与姓名不匹配⟫
[2024-07-08 16:20:12] WARN retry with appkey=⟦APIKEY|$ali_akid_04⟧"""),

("ocr_business_card", r"""【名片识别】
⟪org_name|武夷山岩韵茶业有限公司⟫
⟦PERSON|游建华⟧　总经理
手机：⟦PHONE|139 5990 2261⟧
电话：⟦PHONE|0599-5238 807⟧
邮箱：⟦EMAIL|youjh@yanyuntea.com⟧
地址：⟪business_address|福建省武夷山市星村镇黄柏村18号⟫
官网：⟪url|www.yanyuntea.com⟫"""),

("family_group_chat", r"""[⟪group_name|相亲相爱一家人⟫]
老妈：⟦PERSON|建国⟧啊，我这周⟦MEDICAL|血糖又高了⟧，医生让加⟦MEDICAL|二甲双胍⟧
⟦PERSON|建国⟧：妈你别再吃店里的⟪product_name|卤猪蹄⟫了！我让⟦PERSON|秀梅⟧给你送点杂粮
⟦PERSON|秀梅⟧：好，明天上午送到⟦ADDRESS|洛阳市西工区中州中路236号院3号楼2单元401⟧
老妈：还有上次体检的⟦MEDICAL|甲状腺结节⟧报告在你们那，⟪org_name|老城卤味⟫忙完记得拿过来"""),

("product_review", r"""⭐⭐⭐⭐⭐ ⟪masked_name|t***8⟫ ⟪date|2024-05-02⟫
买给我爸的，他⟦MEDICAL|痛风⟧不能喝酒，就爱喝点⟪product_name|福鼎白茶⟫。包装很好，客服⟦PERSON|小美⟧很耐心。"""),

("wechat_chat", r"""⟦PERSON|Jenny⟧，瑞士那边的农场主⟦PERSON|Ueli Brunner⟧说⟪product_name|格鲁耶尔⟫的钱直接打他个人账户：⟦IBAN|$iban_07⟧，金额⟦AMOUNT|CHF 1,240⟧，有问题打他电话⟦PHONE|+41 79 382 17 55⟧。我这边从⟪bank_name|中国银行⟫汇，SWIFT ⟪swift_code|BKCHCNBJ⟫。"""),

("wechat_chat", r"""⟦PERSON|阿May⟧：店长～帮我在官网订个⟪brand_name|Carpigiani⟫的搅拌桨配件呗，用我的visa：⟦CARD|$card_39⟧，有效期⟪card_expiry|11/27⟫，CVV ⟦CVV|835⟧，运费⟪price|¥120⟫我自己出
⟦PERSON|阿May⟧：寄到我家⟦ADDRESS|广州市越秀区西湖路33号华宁大厦1206⟧就行，谢啦🙏"""),
]
