# Chinese texts for blind64.  Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES
TEXTS = []

# ---- part 1
TEXTS += [
("wechat_chat", """\
⟦PERSON|许小姐⟧：老板你好，周六下午宝宝一周岁，想做个气球拱门+背景墙
⟦PERSON|阿杰⟧（⟪org_name|泡泡气球工作室⟫）：您好～可以的，拱门3米的⟪price|680元⟫，背景墙套餐⟪price|1280起⟫
⟦PERSON|许小姐⟧：那就都要吧。地址是⟦ADDRESS|杭州市西湖区文三路 259 号昌地火炬大厦 2 号楼 1703 室，邮编 310012⟧
⟦PERSON|阿杰⟧：好的，先付⟦AMOUNT|500元⟧定金哈，尾款当天结
⟦PERSON|许小姐⟧：[转账] ⟦AMOUNT|¥500.00⟧
⟦PERSON|许小姐⟧：到时候联系我老公⟦PERSON|陈浩⟧，⟦PHONE|139 5712 8804⟧
⟦PERSON|阿杰⟧：收到👌 订单号⟪order_id|QQ20250412-087⟫"""),

("dingtalk_group", """\
【KTV门店运维群】
⟦PERSON|王磊⟧ 10:21
点歌系统告警机器人换好了，webhook：
⟦SECRET|$dingtalk_hook1⟧
加签密钥 ⟦SECRET|$dingtalk_sec1⟧
⟦PERSON|王磊⟧ 10:22
@⟦PERSON|刘婷婷⟧ 南山店点歌服务器是 ⟦IP_ADDRESS|192.168.10.21⟧ 吧？备份机 ⟦IP_ADDRESS|192.168.10.22⟧
⟦PERSON|刘婷婷⟧ 10:25
对的，版本升到 ⟪version|v5.3.7⟫ 了。还有以后密钥别直接发群里😅
⟦PERSON|王磊⟧ 10:25
好好，下次发私聊"""),

("rental_contract", """\
汉服/演出服租赁合同（编号：⟪contract_number|ZL-2025-0316⟫）
出租方：⟪org_name|云裳服饰租赁（成都）有限公司⟫
承租方：⟦PERSON|钱雨桐⟧
身份证号：⟦IDCARD|$id5⟧
出生日期：⟦DATE_OF_BIRTH|1995年9月12日⟧
联系电话：⟦PHONE|186 8093 2751⟧
住址：⟦ADDRESS|四川省成都市武侯区科华北路 65 号 3 栋 2 单元 801，610041⟧
租赁物品：明制马面裙套装×2（⟪sku|YS-MMQ-022⟫），凤冠×1（⟪sku|YS-FG-005⟫）
租期：⟪date_range|2025年3月20日至3月23日⟫
押金：承租方已支付押金⟦AMOUNT|1500元⟧，归还验收无损后全额退还。
租金按价目表计：⟪price|每套每天80元⟫"""),

("dianping_review", """\
⟦PERSON|吃货小胖纸⟧ ★★★★★ 环境超赞
周末和朋友来玩了四个小时，⟪game_title|阿瓦隆⟫、⟪game_title|璀璨宝石⟫都玩了。店员⟦PERSON|小赵⟧讲规则特别耐心，还帮我们拍照📸 人均⟪price|68⟫，饮料畅饮。就是⟪place_name|五道口⟫这边停车有点难。
商家回复：感谢亲的好评～欢迎下次再来！"""),

("onboarding_form", """\
⟪org_name|泥巴陶艺工作室⟫ 员工入职登记表
姓名：⟦PERSON|邓思雨⟧　　性别：女
出生日期：⟦DATE_OF_BIRTH|1996-11-11⟧
身份证号码：⟦IDCARD|$id19⟧
手机：⟦PHONE|15868214930⟧
邮箱：⟦EMAIL|dengsiyu1111@163.com⟧
工资卡（招商银行）：⟦CARD|$card_up5⟧
开户行：⟪bank_branch|招商银行杭州分行庆春支行⟫
健康情况：⟦MEDICAL|对乳胶过敏⟧，⟦MEDICAL|轻度哮喘⟧
紧急联系人：⟦PERSON|邓建国⟧（父亲）⟦PHONE|13706518822⟧
试用期工资：⟦AMOUNT|4500元⟧/月"""),

("call_transcript", """\
【通话录音转写 · 乐翻天充气城堡租赁 · ⟪timestamp|2025-05-02 15:31⟫】
客服：您好，乐翻天，我是⟦PERSON|小孙⟧。
客户：你好，我想租个城堡，六一儿童节那天在小区里用。
客服：好的，请问怎么称呼？
客户：我姓⟦PERSON|黄⟧，⟦PERSON|黄志强⟧。
客服：⟦PERSON|黄先生⟧您的电话是？
客户：⟦PHONE|幺三八，六二七四，九零五一⟧。
客服：地址呢？
客户：⟦ADDRESS|广州市天河区天河北路 233 号中信广场旁边的侨林苑 5 栋 1102，邮编 510620⟧。
客服：好的，中号城堡一天⟪price|九百八⟫，需要先交⟦AMOUNT|三百块⟧定金，加我微信⟪org_wechat|lefantian_gz⟫转账就行。"""),

("spring_config_yml", """\
# application-prod.yml  古玩商城后台
spring:
  datasource:
    url: jdbc:mysql://⟦IP_ADDRESS|172.16.8.44⟧:⟪port|3306⟫/antique_mall?useSSL=false
    username: mall_rw
    password: ⟦PASSWORD|Gu0Wan#2024!db⟧
aliyun:
  oss:
    endpoint: ⟪hostname|oss-cn-hangzhou.aliyuncs.com⟫
    access-key-id: ⟦APIKEY|$ali_akid1⟧
    access-key-secret: ⟦SECRET|$ali_sk1⟧
    bucket: ⟪bucket_name|antique-mall-images⟫
  sms:
    sign-name: ⟪sms_signature|聚宝阁⟫
    template-code: ⟪template_id|SMS_276410031⟫
# 负责人：⟦PERSON|周明轩⟧ ⟦EMAIL|zhoumx@jubaoge.com⟧"""),

("registration_form", """\
🎩 奇妙魔术亲子秀 · 报名表
孩子姓名：⟦PERSON|林沐阳⟧　　出生日期：⟦DATE_OF_BIRTH|2018年7月3日⟧
家长姓名：⟦PERSON|林晓燕⟧　　手机：⟦PHONE|13602559183⟧
过敏/身体状况：⟦MEDICAL|花生过敏⟧，有⟦MEDICAL|热性惊厥史⟧
是否需要上台互动：是
场次：⟪event_date|6月1日 14:00⟫ ⟪venue_name|少年宫小剧场⟫
票价：⟪price|亲子票 198元⟫
已付款：⟦AMOUNT|¥198⟧　支付单号 ⟪transaction_id|4200002318202505187720916431⟫"""),

("xianyu_chat", """\
闲鱼 · 老榆木八仙桌 带四条凳 ⟪price|¥2800⟫
⟦PERSON|木头人阿福⟧：在吗，桌子还在不
⟦PERSON|老周⟧：在的，实物拍的，没修过
⟦PERSON|木头人阿福⟧：2500行不，我自己开车来拉
⟦PERSON|老周⟧：行吧。你先付个⟦AMOUNT|500块⟧定金，支付宝 ⟦EMAIL|zhou.laoshi1975@126.com⟧
⟦PERSON|木头人阿福⟧：好的已转，剩下⟦AMOUNT|两千块⟧到时候现金
⟦PERSON|老周⟧：地址 ⟦ADDRESS|北京市通州区宋庄镇小堡村 118 号院，101118⟧，到了打我电话 ⟦PHONE|135-2218-4706⟧"""),

("meeting_minutes", """\
欢乐派对用品店 · 周例会纪要（⟪date|2025-04-07⟫）
参会：⟦PERSON|周社长⟧、⟦PERSON|马丽⟧、⟦PERSON|何俊⟧、⟦PERSON|小赵⟧
1. 五一备货：氦气罐追加 ⟪quantity|20罐⟫，供应商报价 ⟪quote_amount|每罐 260 元⟫。
2. 人事：⟦PERSON|小赵⟧ 转正，月薪调整为 ⟦AMOUNT|5200 元⟧；⟦PERSON|何俊⟧ ⟦MEDICAL|腰椎间盘突出⟧，请病假一周。
3. 线上店铺：⟦PERSON|马丽⟧ 负责换新主图，⟪deadline|4月15日⟫ 前完成。
下次例会：⟪date|4月14日⟫ 上午 10 点。记录人：⟦PERSON|马丽⟧"""),

("nginx_log", """\
⟦IP_ADDRESS|117.136.12.88⟧ - - [02/Jun/2025:20:11:03 +0800] "GET /api/slots?date=2025-06-07&studio=⟪store_id|HZ-XH-01⟫ HTTP/1.1" 200 734 "-" "Mozilla/5.0 (iPhone) MicroMessenger/8.0.49"
⟦IP_ADDRESS|117.136.12.88⟧ - - [02/Jun/2025:20:11:41 +0800] "POST /api/book?phone=⟦PHONE|18758120364⟧&name=⟦PERSON|%E6%96%B9%E6%99%93%E9%9B%85⟧ HTTP/1.1" 200 88 "-" "MicroMessenger/8.0.49"
⟦IP_ADDRESS|240e:3b2:48f1:a0c0:5d1e:9b3a:1c07:2e66⟧ - - [02/Jun/2025:20:12:09 +0800] "GET /static/js/app.⟪file_hash|3f9a1c2e⟫.js HTTP/2.0" 200 40211 "-" "Mozilla/5.0 (Android 13)"
⟪loopback|127.0.0.1⟫ - - [02/Jun/2025:20:12:30 +0800] "GET /nginx_status HTTP/1.1" 200 110 "-" "Zabbix"
⟪doc_ip|198.51.100.7⟫ - - [02/Jun/2025:20:13:00 +0800] "HEAD / HTTP/1.1" 301 0 "-" "uptime-probe"""),

("deposit_receipt", """\
收　据　　　　　　　　　　　　　　　　No. ⟪receipt_number|0028731⟫
今收到 ⟦PERSON|蒋振华⟧（身份证 ⟦IDCARD|$id6⟧）
交来：婚礼帐篷（10m×20m 篷房）租赁押金
人民币（大写）⟦AMOUNT|贰万元整⟧　　⟦AMOUNT|¥ 20,000.00⟧
收款方式：银行转账（尾号 ⟪masked_card|**** 3318⟫）
收款单位：⟪org_name|金陵篷房租赁有限公司⟫（盖章）
经手人：⟦PERSON|邱志远⟧　　日期：⟪date|2025年5月9日⟫"""),

("xiaohongshu_post", """\
⟦PERSON|是阿柚呀⟧ · 上海
🌸漫展 cos 服终于不用买了！！
坐标⟪place_name|静安⟫，这家⟪org_name|次元衣橱⟫可以租原神/崩铁全套，胡桃那套一天才⟪price|129⟫，假发另租。老板娘⟦PERSON|糖糖⟧超好说话，还帮我改了腰围～
店里电话 ⟦PHONE|021-6288 3107⟧，要提前三天约
#cos服租赁 #⟪hashtag|上海漫展⟫ #原神cos"""),

("customer_service_ticket", """\
工单号：⟪ticket_id|KF20250618-0193⟫　渠道：淘宝旺旺　店铺：⟪org_name|喜宴派对用品旗舰店⟫
买家：⟦PERSON|tb_小鹿乱撞99⟧
问题：生日字母气球少发了 “Y”，要求补发或退款
收件人：⟦PERSON|鲁佳琪⟧　电话：⟦PHONE|15102231947⟧
地址：⟦ADDRESS|天津市河西区友谊路 35 号城市大厦 B 座 1508⟧
订单号：⟪order_id|2318847719023365124⟫
处理：已补发，另退 ⟦AMOUNT|¥6.50⟧ 运费补偿。客服：⟦PERSON|小雨⟧"""),

("price_list", """\
【星光KTV 价目表】（⟪date|2025年7月⟫起执行）
⟪room_name|小包（2-4人）⟫　⟪price|午场 39 元⟫ / ⟪price|黄金档 88 元/小时⟫
⟪room_name|中包（5-8人）⟫　⟪price|午场 59 元⟫ / ⟪price|黄金档 128 元/小时⟫
⟪room_name|豪华包（10人+）⟫　⟪min_spend|最低消费 688 元⟫
学生凭证件 ⟪percentage|8 折⟫，会员日 ⟪weekday|每周三⟫。营业时间 ⟪opening_hours|12:00-次日 02:00⟫"""),

("insurance_claim", """\
货物运输损失理赔申请书
保单号：⟪policy_number|PYDL202531010000881⟫
被保险人：⟦PERSON|沈敬之⟧　　身份证：⟦IDCARD|$id17⟧
联系电话：⟦PHONE|010-8261 4477⟧／⟦PHONE|139 1102 6635⟧
出险经过：⟪date|2025年3月2日⟫，委托物流运送一件清中期黄花梨笔筒（⟪stock_number|藏品编号 HHL-017⟫），到货时底部开裂。本人搬运时⟦MEDICAL|右手腕扭伤⟧，就医拍片显示⟦MEDICAL|桡骨远端骨裂⟧。
申请赔付金额：⟦AMOUNT|人民币 36,000 元⟧
收款账户：⟦CARD|$card_up1⟧（⟪bank_branch|中国工商银行北京中关村支行⟫）"""),
]

# ---- part 2
TEXTS += [
("dotenv_miniprogram", """\
# 桌游吧预约小程序 .env.production （⟦PERSON|于航⟧ 维护，勿外传）
WX_APPID=⟪app_id|$wx_appid1⟫
WX_APPSECRET=⟦SECRET|$wx_secret1⟧
WXPAY_MCHID=⟪merchant_id|1648823011⟫
WXPAY_API_V3_KEY=⟦SECRET|$wxpay_v3key1⟧
TENCENTCLOUD_SECRET_ID=⟦APIKEY|$tc_akid1⟧
TENCENTCLOUD_SECRET_KEY=⟦SECRET|$tc_sk1⟧
COS_REGION=⟪cloud_region|ap-guangzhou⟫
WECOM_ALERT=⟦SECRET|$wecom_hook1⟧
REDIS_HOST=⟦IP_ADDRESS|10.0.16.9⟧
LOG_LEVEL=info  # ⟪version|build 2025.06.2⟫"""),

("idcard_ocr_json", """\
{"request_id":"⟪request_id|6F1A2B9C-7D0E-4C55-8E31-A0B7F4C2D918⟫","side":"front",
 "name":"⟦PERSON|欧阳婧⟧","sex":"女","ethnicity":"⟪ethnicity|汉⟫",
 "birth":"⟦DATE_OF_BIRTH|1990年12月19日⟧",
 "address":"⟦ADDRESS|湖北省武汉市武昌区中南路 99 号保利广场 A 座 2306 室⟧",
 "id_number":"⟦IDCARD|$id7⟧",
 "confidence":⟪score|0.987⟫,"scene":"KTV会员实名认证","store":"⟪store_id|WH-WC-03⟫"}"""),

("shift_handover", """\
【仓库交接班记录】⟪date|6月8日⟫ 晚班 ⟦PERSON|老郑⟧ → 早班 ⟦PERSON|小韩⟧
1. 城堡 ⟪asset_tag|C-12 海洋球城堡⟫ 鼓风机异响，已贴条勿用
2. 仓库卷帘门密码改成 ⟦PASSWORD|730519⟧，保险柜密码还是 ⟦PASSWORD|2046⟧
3. 明早 8 点送货：⟦PERSON|蔡女士⟧，⟦ADDRESS|南京市玄武区珠江路 88 号新世界中心 2 栋 603 室 210018⟧，电话 ⟦PHONE|13851920476⟧
4. 货车 ⟪vehicle_plate|苏A·7F2K3⟫ 油快没了
有事打我 ⟦PHONE|15950283317⟧"""),

("sms", """\
【⟪sms_signature|衣橱计划⟫】⟦PERSON|宋佳怡⟧您好，您租赁的晚礼服（⟪sku|WF-0921⟫）已逾期 2 天，按协议已从押金中扣除 ⟦AMOUNT|60 元⟧，剩余押金 ⟦AMOUNT|440 元⟧ 将在归还后 3 个工作日内退回。如有疑问请致电 ⟦PHONE|400-820-3366⟧。退订回 T"""),

("complaint_letter", """\
投诉信
致 ⟪org_name|麦霸量贩式 KTV（徐汇店）⟫ 店长：
本人 ⟦PERSON|谢雯⟧，⟪date|7 月 12 日⟫ 晚在贵店 ⟪room_number|V808⟫ 包厢消费。结账时服务员 ⟦PERSON|小杜⟧ 多收了两打啤酒，我实际支付了 ⟦AMOUNT|1,486 元⟧，账单应为 ⟦AMOUNT|1,126 元⟧。当晚值班经理 ⟦PERSON|孔经理⟧ 答应第二天退款，至今没有消息。
请尽快退还多收的 ⟦AMOUNT|360 元⟧，联系电话 ⟦PHONE|18621907734⟧。
⟦PERSON|谢雯⟧
⟪date|2025 年 7 月 15 日⟫"""),

("feishu_doc", """\
# 六一档期演员排班（⟪org_name|开心果儿童剧团⟫）
| 日期 | 场地 | 魔术师 | 小丑 | 演出费 |
|---|---|---|---|---|
| ⟪event_date|5/31⟫ | ⟪venue_name|万象城中庭⟫ | ⟦PERSON|刘一手⟧ | ⟦PERSON|豆豆⟧ | ⟦AMOUNT|¥1,800⟧ |
| ⟪event_date|6/1⟫ | ⟪venue_name|龙湖天街⟫ | ⟦PERSON|刘一手⟧ | ⟦PERSON|包子⟧ | ⟦AMOUNT|¥2,200⟧ |
| ⟪event_date|6/1⟫ | 私人派对（业主 ⟦PERSON|戴先生⟧） | ⟦PERSON|魔术阿星⟧ | ⟦PERSON|豆豆⟧ | ⟦AMOUNT|¥1,500⟧ |
演出费为演员本人到手金额。有变动请 @⟦PERSON|柏宁⟧，或打 ⟦PHONE|177 2190 4568⟧。
群机器人：⟦SECRET|$feishu_hook1⟧"""),

("csv_members", """\
会员号,姓名,手机,生日,余额,备注
⟪member_number|TY0031⟫,⟦PERSON|温晓敏⟧,⟦PHONE|13957108822⟧,⟦DATE_OF_BIRTH|1988-03-21⟧,⟦AMOUNT|¥326.00⟧,常来拉坯
⟪member_number|TY0032⟫,⟦PERSON|骆天宇⟧,⟦PHONE|18868013457⟧,⟦DATE_OF_BIRTH|2009-08-14⟧,⟦AMOUNT|¥80.00⟧,"学生，⟦MEDICAL|对釉料粉尘过敏⟧，戴口罩"
⟪member_number|TY0033⟫,⟦PERSON|Ariel 毕⟧,⟦PHONE|15700081236⟧,⟦DATE_OF_BIRTH|1993-05-02⟧,⟦AMOUNT|¥1,050.00⟧,亲子卡"""),

("appraisal_certificate_ocr", """\
[OCR] ⟪org_name|博古斋⟫ 艺术品鉴定证书
证书编号：⟪certificate_number|BGZ-2025-004417⟫
藏品名称：清晚期 红木嵌螺钿太师椅（一对）
尺寸：⟪dimensions|高 102cm 宽 63cm 深 48cm⟫
持有人：⟦PERSON|贺德昌⟧
持有人电话：⟦PHONE|0592-5562 0931⟧
鉴定意见：年代相符，局部后补（扶手、踏脚）。
参考市场价：⟪valuation|人民币 8 万 - 10 万元⟫
鉴定师：⟦PERSON|陆秉文⟧　⟪date|二〇二五年三月八日⟫"""),

("refund_request", """\
退款申请单
申请人：⟦PERSON|冯嘉欣⟧　手机：⟦PHONE|18217635590⟧
原订单：⟪order_id|HL-WED-0522⟫ 草坪婚礼篷房 + 桌椅
取消原因：新郎父亲⟦MEDICAL|突发脑梗⟧住院，婚礼延期
已付款：定金 ⟦AMOUNT|6000 元⟧
申请退款：⟦AMOUNT|4800 元⟧（按合同扣 ⟪percentage|20%⟫ 违约金）
退款账户：⟦CARD|$card_up3⟧
户名：⟦PERSON|冯嘉欣⟧　开户行：⟪bank_branch|上海浦东发展银行徐汇支行⟫"""),

("incident_report", """\
安全事故报告（内部）
编号：⟪report_number|AQ-2025-011⟫　设备：⟪asset_tag|彩虹滑梯城堡 #05⟫
受伤儿童：⟦PERSON|汤子墨⟧　出生日期：⟦DATE_OF_BIRTH|2019-02-26⟧
家长：⟦PERSON|汤先生⟧　电话：⟦PHONE|136 6210 8849⟧
经过：⟪time|15:40⟫ 左右孩子从滑梯出口侧翻落地，⟦MEDICAL|左前臂疼痛肿胀⟧，送 ⟪org_name|市儿童医院⟫，诊断 ⟦MEDICAL|左尺桡骨青枝骨折⟧，已打石膏。
现场风速 ⟪wind_speed|3 级⟫，操作员 ⟦PERSON|杜伟⟧ 在岗。
处理：公司先行垫付医药费 ⟦AMOUNT|2,380 元⟧。"""),

("python_script", """\
# -*- coding: utf-8 -*-
# 派对用品店：活动前一天给客户发短信提醒（作者 ⟦PERSON|詹小龙⟧）
from aliyunsdkcore.client import AcsClient

client = AcsClient("⟦APIKEY|$ali_akid2⟧", "⟦SECRET|$ali_sk2⟧", "⟪cloud_region|cn-shanghai⟫")
SIGN = "⟪sms_signature|喜洋洋派对⟫"
TEMPLATE = "⟪template_id|SMS_468213077⟫"

# 测试号码，别删
TEST_PHONES = ["⟦PHONE|13816027743⟧", "⟦PHONE|15921334068⟧"]   # 我和⟦PERSON|阿May⟧的
def remind(order):
    send(order["phone"], {"name": order["name"], "time": order["time"]})  # 例如 ⟪order_id|XYY20250601003⟫"""),

("wechat_moments", """\
⟦PERSON|魔术师小鱼⟧：六一档期还剩最后两天啦🎈 近景魔术+气球造型+互动游戏，幼儿园、商场、生日会都接！
套餐 ⟪price|980 起⟫，⟪region|苏州⟫市区免车费。
预约请私聊或拨 ⟦PHONE|150 5129 3370⟧（同微信）
📍工作室：⟪business_address|苏州工业园区星湖街 328 号创意产业园 12 栋⟫
👍 ⟦PERSON|Lily_Wu⟧、⟦PERSON|蒋小满⟧、⟦PERSON|王老师⟧"""),

("express_waybill_ocr", """\
[OCR] ⟪org_name|顺丰速运⟫ 电子运单　运单号 ⟪tracking_number|SF1428830917652⟫
寄件人：⟦PERSON|齐永福⟧　⟦PHONE|0371-6593 2280⟧
寄件地址：⟦ADDRESS|河南省郑州市金水区经三路 15 号古玩城 3 楼 A12 室，450008⟧
收件人：⟦PERSON|梁倩⟧　⟦PHONE|13925081146⟧
收件地址：⟦ADDRESS|广东省深圳市南山区科苑南路 2666 号 T2 栋 1902，518054⟧
托寄物：木器（老家具配件）　保价：⟪declared_value|5,000 元⟫
付款方式：寄付月结 ⟪account_number_org|月结卡 0371884210⟫"""),

("passport_registration", """\
古董商出境参展人员信息登记（⟪event_name|香港古玩艺术品博览会⟫）
姓名：⟦PERSON|江伯年⟧　　拼音：⟦PERSON|JIANG BONIAN⟧
出生日期：⟦DATE_OF_BIRTH|1979年11月2日⟧
身份证号：⟦IDCARD|$id2⟧
护照号：⟦PASSPORT|$pp_cn1⟧　有效期至 ⟪expiry_date|2032-08-15⟫
往来港澳通行证：已办
联系电话：⟦PHONE|+86 138 0107 5529⟧
展位号：⟪booth_number|3C-118⟫"""),

("sql_insert", """\
INSERT INTO member (id, name, mobile, id_no, birthday, level, created_at) VALUES
(⟪row_id|10231⟫, '⟦PERSON|蒲晓光⟧', '⟦PHONE|18980612247⟧', '⟦IDCARD|$id10⟧', '⟦DATE_OF_BIRTH|1998-02-14⟧', 'gold', '⟪timestamp|2025-02-14 19:33:05⟫'),
(⟪row_id|10232⟫, '⟦PERSON|甘露⟧', '⟦PHONE|13308185076⟧', '⟦IDCARD|$id3⟧', '⟦DATE_OF_BIRTH|1991-07-23⟧', 'silver', '⟪timestamp|2025-02-14 20:01:47⟫');
-- 桌游吧会员表，生产库 ⟪db_name|boardgame_prod⟫"""),

("voice_to_text", """\
[语音转文字]
⟦PERSON|小糖⟧啊，那个周日⟦PERSON|陶总⟧家的派对，我跟他确认了，气球布置加小丑一共⟪quote_amount|四千二⟫，他说先打⟦AMOUNT|两千块⟧给你，剩下的现场给。他家住⟦ADDRESS|上海市闵行区虹泉路 1000 弄 28 号⟧，记得带推车，电梯小。他老婆说小孩⟦MEDICAL|对羽毛过敏⟧，别用羽毛那种装饰哈。有事打我⟦PHONE|一三九，一六二一，八零七七⟧。"""),
]

# ---- part 3
TEXTS += [
("dingtalk_approval", """\
【钉钉审批】费用报销 · 审批编号 ⟪approval_id|202506121530000427311⟫
申请人：⟦PERSON|卢梦洁⟧（陶艺馆 · 课程部）
报销事由：采购釉料、泥料（⟪supplier|景德镇华光陶瓷原料⟫，发票号 ⟪invoice_number|24332000000118826574⟫）
报销金额：⟦AMOUNT|¥1,236.50⟧
收款卡号：⟦CARD|$card_up6⟧
审批流程：⟦PERSON|曹馆长⟧ 已同意 → 财务⟦PERSON|小方⟧ 待处理"""),

("memo_note", """\
📒 备忘录 - 店里各种账号（别给客人看）
收银系统 ⟪system_url|pos.kuaile-zhuoyou.cn⟫ 账号 admin 密码 ⟦PASSWORD|Zy@8866dice⟧
路由器后台 ⟦IP_ADDRESS|192.168.31.1⟧ 密码 ⟦PASSWORD|meeple2023⟧
员工 WiFi：⟪wifi_ssid|KuaiLe_Staff⟫ / ⟦PASSWORD|88886666kl⟧
美团商家后台绑定手机 ⟦PHONE|17621338095⟧（⟦PERSON|小满⟧的）
桌游采购群群主：⟦PERSON|阿峰⟧"""),

("restoration_work_order", """\
⟪org_name|匠心老家具修复⟫ · 修复工单 No. ⟪job_number|JX-0633⟫
客户：⟦PERSON|莫振邦⟧　电话：⟦PHONE|0757-8223 5106⟧　手机：⟦PHONE|13702961184⟧
地址：⟦ADDRESS|广东省佛山市禅城区祖庙路 21 号大院 3 座 502，528000⟧
物件：民国樟木箱一只，箱盖开裂、铜饰缺失
报价：⟪quote_amount|人工 1,200 元 + 材料 350 元⟫
客户已付：⟦AMOUNT|800 元⟧（微信）　工期：⟪duration|约 3 周⟫
师傅：⟦PERSON|老谭⟧"""),

("payslip", """\
工资条 ⟪pay_period|2025 年 5 月⟫ · ⟪org_name|金嗓子 KTV⟫
姓名：⟦PERSON|韦春燕⟧　工号：⟪employee_number|JSZ-0187⟫
身份证号：⟦IDCARD|$id13⟧
基本工资 ⟦AMOUNT|3,800.00元⟧　提成 ⟦AMOUNT|1,260.00元⟧　夜班补贴 ⟦AMOUNT|300.00元⟧
社保个人部分 -⟦AMOUNT|482.40元⟧　个税 -⟦AMOUNT|38.60元⟧
实发 ⟦AMOUNT|4,839.00 元⟧，已转入 ⟦CARD|$card_up2⟧"""),

("qq_group_chat", """\
【cos服租赁交流群】
⟦PERSON|路人甲乙丙⟧ 21:03：有人租过⟪org_name|喵星衣柜⟫的战损版吗，押金退得快不
⟦PERSON|墨染青衣⟧ 21:05：退得挺快，我上周还的第二天就退了 ⟦AMOUNT|300 块⟧
⟦PERSON|路人甲乙丙⟧ 21:06：好，那我找她。老板 QQ 邮箱是不是 ⟦EMAIL|2391887045@qq.com⟧
⟦PERSON|墨染青衣⟧ 21:06：对，老板叫⟦PERSON|喵喵⟧
⟦PERSON|墨染青衣⟧ 21:07：群文件里有⟪file_name|尺码表v3.xlsx⟫"""),

("wechat_article", """\
【陶艺小课堂】素烧和釉烧有什么区别？
素烧一般在 ⟪kiln_temp|800-900℃⟫，让坯体变硬、方便上釉；釉烧温度更高，低温釉约 ⟪kiln_temp|1000-1100℃⟫，高温釉可达 ⟪kiln_temp|1280℃⟫。
本周末亲子体验课 ⟪price|168 元/组⟫，含两次烧制。报名请点击菜单栏“预约”。
本文作者：⟪org_name|泥巴陶艺工作室⟫教研组　⟪date|2025-06-20⟫"""),

("lease_contract_foreigner", """\
篷房租赁合同（摘要）合同号 ⟪contract_number|PF-2025-081⟫
承租人（外籍）：⟦PERSON|Michael J. Ostrowski⟧（中文名 ⟦PERSON|欧明凯⟧）
护照号码：⟦PASSPORT|$pp_us2⟧　国籍：⟪country|美国⟫
联系电话：⟦PHONE|186 0218 7715⟧　邮箱：⟦EMAIL|mj.ostrowski@gmail.com⟧
活动地址：⟦ADDRESS|上海市浦东新区碧云路 1150 弄 17 号，201206⟧（私人花园婚礼）
租金总额 ⟪price|38,000 元⟫（按报价单 ⟪quote_ref|BJ-0712⟫）
承租人已付定金：⟦AMOUNT|11,400 元⟧"""),

("java_stack_trace", """\
2025-06-30 22:41:07.552 ERROR 18244 --- [nio-8080-exec-7] c.k.member.service.MemberService : 实名认证失败
java.lang.IllegalStateException: id mismatch name=⟦PERSON|向丽君⟧ idNo=⟦IDCARD|$id14⟧ mobile=⟦PHONE|15574106628⟧ clientIp=⟦IP_ADDRESS|223.104.63.215⟧
	at com.kge.member.service.MemberService.verify(MemberService.java:⟪line_number|211⟫)
	at com.kge.member.web.MemberController.bind(MemberController.java:⟪line_number|88⟫)
	at jdk.internal.reflect.GeneratedMethodAccessor412.invoke(Unknown Source)
traceId=⟪trace_id|a3f07c9e51b24d6e⟫ version=⟪version|2.18.4-RELEASE⟫"""),

("health_declaration", """\
幼儿园外聘演出人员健康申报表
姓名：⟦PERSON|崔浩然⟧（艺名 ⟦PERSON|崔大魔王⟧）
身份证号：⟦IDCARD|$id8⟧
出生日期：⟦DATE_OF_BIRTH|1993-03-08⟧
健康证编号：⟪certificate_number|SZ2025-JK-118302⟫
体检结果：⟦MEDICAL|乙肝表面抗原阴性⟧；⟦MEDICAL|胸片未见异常⟧
近 14 天有无发热：无
联系电话：⟦PHONE|13530871266⟧
演出单位：⟪org_name|深圳奇幻屋儿童魔术⟫"""),

("payment_screenshot_ocr", """\
[截图 OCR] 转账成功
⟦AMOUNT|¥2,600.00⟧
收款方：⟪masked_name|*晓峰⟫（⟦PERSON|严晓峰⟧）
转账时间：⟪timestamp|2025-06-21 16:08:44⟫
转账说明：帐篷+地毯尾款
交易单号：⟪transaction_id|1000050001202506211608447723⟫
付款方式：⟪payment_method|零钱通⟫"""),

("taiwan_member_form", """\
⟪org_name|骰子貓桌遊咖啡⟫ 會員申請書（台北公館店）
姓名：⟦PERSON|許家瑜⟧
身分證字號：⟦NATIONAL_ID|$twid1⟧
出生年月日：⟦DATE_OF_BIRTH|民國 84 年 5 月 6 日⟧
手機：⟦PHONE|0912-338-471⟧
E-mail：⟦EMAIL|chiayu.hsu@gmail.com⟧
通訊地址：⟦ADDRESS|100012 臺北市中正區羅斯福路四段 52 巷 7 號 3 樓⟧
儲值金額：⟦AMOUNT|NT$1,000⟧　會員卡號 ⟪member_number|DC-TP-00518⟫"""),

("hk_ktv_membership", """\
⟪org_name|星聲卡拉OK（旺角）⟫ 會員登記
姓名：⟦PERSON|陳嘉欣⟧ (⟦PERSON|CHAN Ka Yan⟧)
香港身份證號碼：⟦NATIONAL_ID|$hkid1⟧
出生日期：⟦DATE_OF_BIRTH|1997年5月20日⟧
電話：⟦PHONE|9123 4876⟧
地址：⟦ADDRESS|九龍旺角彌敦道 688 號旺角中心 2 期 18 樓 D 室⟧
入會費：⟪price|HK$100⟫　已增值：⟦AMOUNT|HK$500⟧
介紹人：⟦PERSON|阿Ben⟧"""),

("group_notice", """\
【群公告】乐翻天充气城堡加盟商群
1. 新的订单推送机器人地址：⟦SECRET|$dingtalk_hook2⟧ ，各门店自己在钉钉里加上，别外传。
2. 夏季安全检查：风速超过 ⟪wind_speed|5 级⟫ 必须停用放气。
3. ⟪region|华东区⟫督导 ⟦PERSON|邵建平⟧ 下周巡店，电话 ⟦PHONE|13968127705⟧。
4. 货款对公账户见 ⟪file_name|加盟手册P12⟫。"""),

("card_binding_note", """\
（收银台便签，拍照存档后已销毁）
顾客 ⟦PERSON|黎文静⟧ 电话预订派对气球套餐，信用卡代扣：
卡号 ⟦CARD|$card_m2⟧　有效期 ⟪card_expiry|08/28⟫　CVN2 ⟦CVV|731⟧
扣款 ⟦AMOUNT|¥899⟧（⟪package_name|梦幻城堡套餐⟫）
送货 ⟪event_date|6/28⟫ 上午，联系 ⟦PHONE|13640211089⟧"""),

("interview_record", """\
面试记录表（⟪position|KTV 夜班服务员⟫）
应聘者：⟦PERSON|覃小凤⟧　出生日期：⟦DATE_OF_BIRTH|1982年12月25日⟧
身份证：⟦IDCARD|$id23⟧
电话：⟦PHONE|19977120463⟧
期望薪资：⟦AMOUNT|5000 元⟧　面试官：⟦PERSON|石经理⟧
备注：有⟦MEDICAL|轻度听力下降（右耳）⟧，不影响服务；可上夜班。"""),

("errand_order", """\
【同城跑腿】订单 ⟪order_id|PT202506280931⟫
取件：⟪org_name|欢乐派对用品（江北店）⟫ 氦气球 30 个
送达：⟦ADDRESS|重庆市渝中区解放碑民族路 188 号 WFC 公寓 25-7，400010⟧
收件人：⟦PERSON|简先生⟧　电话：⟪masked_phone|188****6623⟫（平台隐私保护，联系请走骑手 App，⟪app_version|v6.12⟫）
骑手：⟦PERSON|向师傅⟧
跑腿费：⟪price|23 元⟫　小费：⟦AMOUNT|5 元⟧"""),
]

# ---- part 4
TEXTS += [
("wecom_chat", """\
【企业微信】⟦PERSON|彭工⟧（外包运维） ↔ ⟦PERSON|鲍老板⟧（⟪org_name|拾光陶艺⟫）
⟦PERSON|鲍老板⟧：预约网站又打不开了，你远程看下？服务器是 ⟦IP_ADDRESS|47.98.210.133⟧
⟦PERSON|彭工⟧：好的，root 密码还是之前那个 ⟦PASSWORD|ShiGuang@2023⟧ 吗
⟦PERSON|鲍老板⟧：对。之前那个小伙子留了个密钥文件，我直接贴给你：
⟦SECRET|$pem_ssh1⟧
⟦PERSON|彭工⟧：收到，我登上去看了，磁盘满了，日志 ⟪file_size|37G⟫，清掉就好。密钥回头我帮你换新的。"""),

("recovery_codes_memo", """\
淘宝店（⟪org_name|喜洋洋派对⟫）主账号安全信息 —— 只存在这台电脑
登录邮箱：⟦EMAIL|xiyangyang.party@foxmail.com⟧
二次验证密钥（扫码不行时手动输入）：⟦SECRET|$totp1⟧
备用恢复码：
⟦SECRET|$rc1⟧
⟦SECRET|$rc2⟧
⟦SECRET|$rc3⟧
⟦SECRET|$rc4⟧
（⟪date|2025-03-01⟫ 生成，用掉一个划一个）
店铺 ID ⟪shop_id|581227403⟫，子账号归 ⟦PERSON|阿May⟧ 管"""),

("gitlab_ci", """\
# .gitlab-ci.yml  KTV 点歌 App（维护：⟦PERSON|龙俊杰⟧）
variables:
  REGISTRY_USER: "ktv-ci"
  REGISTRY_PASSWORD: "⟦PASSWORD|Dg!Reg-7732-ktv⟧"
  GITLAB_TOKEN: "⟦APIKEY|$glpat1⟧"
  TENCENT_SECRET_ID: "⟦APIKEY|$tc_akid2⟧"
  TENCENT_SECRET_KEY: "⟦SECRET|$tc_sk2⟧"
deploy_prod:
  image: ⟪docker_image|node:20-alpine⟫
  script:
    - npm ci && npm run build
    - rsync -az dist/ deploy@⟦IP_ADDRESS|10.8.0.14⟧:/srv/ktv/   # 备机 ⟪doc_ip|203.0.113.80⟫ 只是文档示例
  only: [⟪branch_name|release/2.18⟫]"""),

("livestream_notice", """\
【直播间公告】⟪org_name|喜宴派对用品旗舰店⟫
今晚 ⟪time|20:00⟫ 开播！
🎈 铝膜数字气球 ⟪price|9.9 元⟫ 两个
🎈 马卡龙色乳胶气球 100 只装 ⟪price|19.9 元⟫（⟪sku|RQ-MKL-100⟫）
🎈 生日背景墙套装 ⟪price|59 元⟫，下单备注“直播间”送打气筒
满 ⟪coupon_threshold|99 减 10⟫，优惠码 ⟪voucher_code|PARTY618⟫
发货地 ⟪place_name|浙江义乌⟫，48 小时内发出"""),

("kiln_burn_record", """\
陶艺体验课 意外伤害记录
日期：⟪date|2025-07-06⟫　课程：⟪course_name|周末亲子拉坯⟫　教室：⟪room_number|B2⟫
受伤学员：⟦PERSON|祁乐乐⟧（⟪age|9 岁⟫），家长 ⟦PERSON|祁永刚⟧ ⟦PHONE|15167290354⟧
经过：学员触碰刚出窑的小样，⟦MEDICAL|右手食指 I 度烫伤⟧，起小水泡。
处理：冷水冲洗 ⟪duration|15 分钟⟫，涂 ⟦MEDICAL|湿润烧伤膏⟧，家长表示孩子 有 ⟦MEDICAL|G6PD 缺乏症（蚕豆病）⟧，已提醒避免相关药物。
记录人：⟦PERSON|沈老师⟧"""),

("secondhand_purchase_register", """\
旧货收购登记簿（按规定登记出售人身份）
登记号：⟪register_number|2025-0712-03⟫
出售人：⟦PERSON|葛庆丰⟧
身份证号：⟦IDCARD|$id25⟧
出生日期：⟦DATE_OF_BIRTH|1978年3月3日⟧
住址：⟦ADDRESS|河北省石家庄市长安区建设北大街 116 号 4-2-301，050011⟧
电话：⟦PHONE|0311-8605 2279⟧
物品：老式樟木顶箱柜一对（⟪object_description|民国，铜活完整⟫）
收购价：⟦AMOUNT|¥4,800⟧（现金付讫）　经办：⟦PERSON|老郝⟧"""),

("bouncy_castle_lease", """\
充气城堡租赁协议
甲方（出租）：⟪org_name|蹦蹦乐游乐设备租赁⟫
乙方（承租）：⟦PERSON|伍嘉⟧，身份证 ⟦IDCARD|$id27⟧，出生日期 ⟦DATE_OF_BIRTH|1987-08-08⟧
乙方电话：⟦PHONE|13822174506⟧
使用地点：⟦ADDRESS|广州市番禺区南村镇万博二路 79 号万达广场北广场，511442⟧
设备：⟪asset_tag|大型恐龙滑梯城堡 DL-02⟫
租期：⟪date_range|7 月 19 日-7 月 20 日⟫　租金 ⟪price|2,600 元/天⟫
乙方已付押金：⟦AMOUNT|叁仟元整⟧（⟦AMOUNT|¥3,000⟧）"""),

("ktv_phone_booking", """\
【电话录音转写 · ⟪org_name|乐唱 KTV⟫ 预订部】
前台：您好乐唱 KTV，我是⟦PERSON|小蒋⟧。
客人：你好，我要订周五晚上一个大包，公司聚会二十个人。
前台：好的，请问贵姓？
客人：我是⟦PERSON|贝思远⟧，公司统一用信用卡担保。
前台：好的，请报一下卡号。
客人：⟦CARD|$card_jcb1⟧，有效期 ⟪card_expiry|2028 年 3 月⟫，背面三位 ⟦CVV|529⟧。
前台：好的⟦PERSON|贝先生⟧，担保金额 ⟦AMOUNT|两千元⟧，到店消费后释放。联系电话留哪个？
客人：⟦PHONE|一八六，零一九二，三三七五⟧。"""),

("overseas_performance_form", """\
出国演出人员信息表（⟪event_name|新加坡国际儿童艺术节⟫）
姓名：⟦PERSON|卓一帆⟧　　英文名：⟦PERSON|ZHUO YIFAN⟧
性别：男　出生日期：⟦DATE_OF_BIRTH|2001年3月22日⟧
身份证号：⟦IDCARD|$id16⟧
护照号：⟦PASSPORT|$pp_cn2⟧　签发地：⟪place_name|上海⟫
节目：⟪act_name|《会飞的纸鹤》近景魔术⟫
紧急联系人：⟦PERSON|卓建华⟧ ⟦PHONE|13301760824⟧
演出酬劳（税前）：⟦AMOUNT|SGD 1,200⟧"""),
]

TEXTS += [
("wedding_group_chat", """\
【⟦PERSON|晓琳⟧&⟦PERSON|子豪⟧ 婚礼筹备群】
⟦PERSON|晓琳⟧：我表姐⟦PERSON|苏婉⟧负责对接气球和篷房哈，大家有事找她
表姐⟦PERSON|苏婉⟧：大家好～篷房那边⟦PERSON|侯老板⟧说草坪要提前一天搭，⟪date|9 号⟫下午进场
⟦PERSON|子豪⟧：尾款我来付，⟦AMOUNT|一万二千块⟧对吧？
表姐⟦PERSON|苏婉⟧：对，合同是 ⟪quote_amount|总价 18,000⟫，定金 ⟦AMOUNT|6000 元⟧ 已经付过了
⟦PERSON|晓琳⟧：另外伴娘⟦PERSON|小乔⟧⟦MEDICAL|对花粉过敏⟧，拱门能不能全用仿真花
⟦PERSON|侯老板⟧：可以，仿真花不加钱👌"""),

("email_with_signature", """\
发件人：⟦PERSON|严可欣⟧ <⟦EMAIL|yankexin_88@sina.com⟧>
收件人：⟪org_email|service@niba-taoyi.example⟫
主题：关于会员卡余额和课程取消

您好，
我是贵馆年卡会员（卡号 ⟪member_number|NB-Y-2291⟫）。因为 ⟦MEDICAL|腱鞘炎复发⟧，医生建议半年内不要拉坯，想申请把剩余 ⟦AMOUNT|1,680 元⟧ 余额退回，或者转给我朋友⟦PERSON|汪蕾⟧使用。
附件是医院的诊断证明（⟪file_name|诊断证明.pdf⟫）。

谢谢！
⟦PERSON|严可欣⟧
手机：⟦PHONE|+86 135 8812 0467⟧"""),

("payment_callback_log", """\
[⟪timestamp|2025-05-20 13:14:52.093⟫] INFO  pay-notify  收到微信支付回调
{"appid":"⟪app_id|$wx_appid2⟫","mchid":"⟪merchant_id|1612209984⟫","out_trade_no":"⟪order_id|PT20250520131411⟫",
 "trade_state":"SUCCESS","amount":{"total":⟪amount_minor_units|39900⟫,"currency":"CNY"},
 "attach":"buyer=⟦PERSON|滕雨欣⟧;tel=⟦PHONE|13588041926⟧;pkg=⟪package_name|520 告白气球⟫"}
[⟪timestamp|2025-05-20 13:14:52.101⟫] INFO  pay-notify  订单已更新，实付 ⟦AMOUNT|¥399.00⟧，客户端 IP ⟦IP_ADDRESS|36.112.70.4⟧"""),

("hk_auction_consignment", """\
⟪org_name|中環雅集拍賣行⟫ 委託拍賣協議（節錄）
委託人：⟦PERSON|梁志明⟧（⟦PERSON|LEUNG Chi Ming⟧）
香港身份證：⟦NATIONAL_ID|$hkid2⟧
聯絡電話：⟦PHONE|+852 6128 4409⟧
通訊地址：⟦ADDRESS|香港新界沙田禾輋邨豐順樓 1408 室⟧
拍品：清乾隆 紫檀雕雲龍紋筆筒（⟪lot_number|拍品編號 1088⟫）
估價：⟪price_estimate|HK$300,000-500,000⟫
委託人已繳圖錄費：⟦AMOUNT|HK$2,000⟧
付款帳戶（委託人）：⟪bank_name|恒生銀行⟫ 帳號 ⟪masked_account|***-***882-001⟫"""),

("tw_balloon_order", """\
⟪org_name|泡泡派對氣球佈置⟫ 訂單確認（台中）
訂購人：⟦PERSON|林冠宇⟧　身分證字號：⟦NATIONAL_ID|$twid2⟧（租借充氣城堡需押證件資料）
手機：⟦PHONE|0935-227-618⟧
活動地址：⟦ADDRESS|407612 臺中市西屯區市政路 386 號 12 樓之 3⟧
內容：生日氣球牆 + 小型充氣城堡半天
已付訂金：⟦AMOUNT|NT$3,000⟧　尾款依報價單 ⟪quote_ref|TC-0619⟫
佈置師：⟦PERSON|阿凱⟧"""),

("markdown_staff_directory", """\
## 星光 KTV（东湖店）员工通讯录 ⟪doc_version|v2025.06⟫
| 姓名 | 岗位 | 手机 | 邮箱 |
|---|---|---|---|
| ⟦PERSON|孟繁星⟧ | ⟪job_title|店长⟫ | ⟦PHONE|13797013268⟧ | ⟦EMAIL|mengfx@xingguangktv.cn⟧ |
| ⟦PERSON|庞雪⟧ | ⟪job_title|收银⟫ | ⟦PHONE|15172409931⟧ | ⟦EMAIL|pangxue@xingguangktv.cn⟧ |
| ⟦PERSON|易小东⟧ | ⟪job_title|音响技术⟫ | ⟦PHONE|18607153372⟧ | — |
| 值班座机 | — | ⟦PHONE|027-8788 6610⟧ | — |
内部文件，请勿外传。"""),

("dispatch_schedule", """\
篷房搭建派工单 ⟪date|2025-08-02（周六）⟫
第一组：⟦PERSON|老关⟧（组长 ⟦PHONE|13911408825⟧）、⟦PERSON|小邢⟧、⟦PERSON|阿布⟧
  05:30 出发 → ⟦ADDRESS|北京市顺义区后沙峪镇安泰大街 9 号院 22 号别墅，101318⟧
  客户 ⟦PERSON|仇女士⟧ ⟦PHONE|13601183594⟧，10×15 米篷房 + 地台 ⟪area|150㎡⟫
第二组：⟦PERSON|小邢⟧ 下午转场 → ⟪venue_name|朝阳公园南门草坪⟫（公司活动，对接 ⟪org_name|某科技公司行政部⟫）
车辆：⟪vehicle_plate|京 N·5K218⟫、⟪vehicle_plate|京 Q·8T330⟫"""),

("cross_border_refund_email", """\
主题：退款 - 德国古董钟订单取消
⟦PERSON|包先生⟧您好：
您在我店订购的德国黑森林布谷鸟钟（⟪stock_number|货号 SW-1902⟫）因海关文件问题无法发货，非常抱歉。按您要求，货款 ⟦AMOUNT|EUR 1.450,00⟧ 将退回您在德国留学时开的账户：
户名：⟦PERSON|BAO Tianyi⟧
IBAN：⟦IBAN|$iban_de2⟧
预计 ⟪duration|3-5 个工作日⟫ 到账。如有问题请联系 ⟦PERSON|辛经理⟧ ⟦PHONE|021-5466 0918⟧。
⟪org_name|东方古董钟表行⟫"""),
]

# ---- part 5
TEXTS += [
("cloud_account_memo", """\
【云服务器账号备忘】⟪org_name|拾光陶艺⟫ 官网 & 预约系统（⟪date|2025-08⟫ 整理）
阿里云主账号实名：⟦PERSON|鲍国栋⟧（老板），身份证 ⟦IDCARD|$id29_sp⟧
子账号管理员：⟦PERSON|彭工⟧，登录手机 ⟦PHONE|18066213907⟧
MFA 密钥（手机丢了用这个重新绑定）：⟦SECRET|$totp2⟧
HTTPS 证书私钥（⟪domain|shiguang-taoyi.cn⟫，⟪cert_type|ECC 256⟫）：
⟦SECRET|$pem_ec1⟧
ECS 实例 ⟪instance_id|i-bp1f8k2m3n4p5q6r7s8t⟫ 公网 ⟦IP_ADDRESS|47.98.210.133⟧，内网 ⟦IP_ADDRESS|172.16.40.3⟧"""),
]
