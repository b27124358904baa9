# -*- coding: utf-8 -*-
"""Chinese texts for blind91.  Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name from values.py."""

TEXTS = []

TEXTS += [
("wechat_chat", """【微信】古着小铺·⟦PERSON|阿May⟧
⟦PERSON|许小姐⟧：老板，那件80年代的风衣还在吗？货号⟪product_code|BB-80-0412⟫
⟦PERSON|阿May⟧：在的亲～⟪listing_price|¥680⟫，包邮
⟦PERSON|许小姐⟧：好 我转你
⟦PERSON|许小姐⟧：[转账] ⟦AMOUNT|¥680.00⟧
⟦PERSON|阿May⟧：收到！地址发我下
⟦PERSON|许小姐⟧：⟦ADDRESS|上海市徐汇区漕溪北路88号圣爱大厦1203室，200030⟧ ⟦PERSON|许晴⟧ ⟦PHONE|13816620473⟧"""),

("xianyu_chat", """闲鱼 · 与「⟦PERSON|鞋狗阿豪⟧」的对话
商品：Dunk Low 熊猫 ⟪sneaker_style_code|DD1391-100⟫ 42.5码 ⟪listing_price|¥599⟫
⟦PERSON|鞋狗阿豪⟧：得物验过的，有鉴定证书 ⟪certificate_number|DW2024031188742⟫
我：能便宜点不
⟦PERSON|鞋狗阿豪⟧：最低550了兄弟
我：行，拍了，付了⟦AMOUNT|550块⟧
⟦PERSON|鞋狗阿豪⟧：收到，明天顺丰，单号⟪tracking_number|SF1428830195562⟫
我：麻烦备注收件人⟦PERSON|刘子轩⟧ ⟦PHONE|186 2134 0978⟧"""),

("dingtalk_group", """【钉钉】铁道模型馆-门店群
⟦PERSON|周社长⟧：今天起后门密码改成⟦PASSWORD|739164⟧，别外传
⟦PERSON|小赵⟧：收到👌
⟦PERSON|周社长⟧：@⟦PERSON|小赵⟧ 昨天买⟪product_code|KATO 10-1735⟫新干线套装的顾客⟦PERSON|陈建国⟧要退一节中间车，退他⟦AMOUNT|¥268⟧，电话⟦PHONE|139 1055 8702⟧
⟦PERSON|小赵⟧：好的，我下午联系他。另外⟪product_code|TOMIX 98514⟫到货了，⟪quantity|6套⟫"""),

("spring_yaml_config", """# application-prod.yml  黑胶屋小程序后端  负责人：⟦PERSON|王浩然⟧
spring:
  datasource:
    url: jdbc:mysql://⟦IP_ADDRESS|172.16.3.15⟧:3306/vinyl?useSSL=false
    username: vinyl_app
    password: ⟦PASSWORD|Hj#2024vinyl⟧
aliyun:
  oss:
    access-key-id: ⟦APIKEY|$aliyun_akid1⟧
    access-key-secret: ⟦SECRET|$aliyun_sec1⟧
    bucket: ⟪bucket_name|heijiaowu-covers⟫
wechat:
  miniapp:
    appid: ⟪app_id|$wx_appid1⟫
  pay:
    mch-id: ⟪merchant_id|1638829102⟫
    api-v3-key: ⟦SECRET|$wxpay_key1⟧
server:
  port: ⟪port|8080⟫"""),

("nginx_error_log", """2024/05/06 10:22:31 [error] 2213#2213: *88104 upstream timed out (110: Connection timed out), client: ⟦IP_ADDRESS|117.136.12.84⟧, server: api.heijiaowu.cn, request: "GET /v1/records?catno=⟪catalogue_number|SRCS-9198⟫ HTTP/1.1", upstream: "http://⟦IP_ADDRESS|172.16.3.21⟧:8080/v1/records"
2024/05/06 10:22:40 [warn] 2213#2213: *88117 client sent invalid header, client: ⟦IP_ADDRESS|240e:3b4:38e1:51a0:8d2:7f1c:9b3a:21e4⟧, request: "GET /v1/member?phone=⟦PHONE|13957218846⟧ HTTP/1.1"
2024/05/06 10:23:02 [notice] 1#1: signal process started, nginx/⟪software_version|1.24.0⟫"""),

("express_waybill_ocr", """顺丰速运 标快   运单号 ⟪tracking_number|SF1603329871245⟫
寄件：漫画星球书店  ⟦PHONE|0571-8796 2210⟧
寄件地址：⟪org_address|浙江省杭州市西湖区文三路259号昌地火炬大厦1号楼2层⟫
收件：⟦PERSON|赵雨桐⟧  ⟦PHONE|152 6831 4407⟧
收件地址：⟦ADDRESS|浙江省宁波市鄞州区天童南路588号宁波文化广场B座1706⟧
托寄物：漫画单行本×12   计费重量 ⟪parcel_weight|3.2kg⟫   运费 ⟪shipping_fee|¥18⟫   月结卡号 ⟪org_account|5710284463⟫"""),

("employee_onboarding_form", """员工入职登记表（墨香钢笔行）
姓名：⟦PERSON|孙雅琴⟧    性别：女    出生日期：⟦DATE_OF_BIRTH|1992年11月8日⟧
身份证号：⟦IDCARD|$idcard2⟧
户籍地址：⟦ADDRESS|上海市徐汇区天钥桥路327弄5号402室⟧
手机：⟦PHONE|138-1762-0945⟧    邮箱：⟦EMAIL|sunyaqin92@163.com⟧
紧急联系人：⟦PERSON|孙建华⟧（父亲）⟦PHONE|13901873356⟧
工资卡：⟦CARD|$card_up1⟧（工商银行）
岗位：店员    试用期工资：⟦AMOUNT|5500元⟧/月
入职日期：⟪hire_date|2024-03-01⟫    工号：⟪employee_number|PEN-0217⟫"""),

("lease_contract", """场地租赁合同（节选）
出租方（甲方）：⟦PERSON|郑国强⟧，身份证号：⟦IDCARD|$idcard11⟧
承租方（乙方）：⟪org_name|济南老物件建筑旧料回收有限公司⟫，统一社会信用代码：⟪org_credit_code|91370102MA3C8K2L6T⟫
第三条 租金为每年⟦AMOUNT|人民币捌万元整（¥80,000.00）⟧，乙方于每年3月1日前支付至甲方账户：⟦CARD|$card_up2⟧（建设银行）。
第五条 场地仅用于堆放⟪item_description|旧木梁、青砖、老石板⟫，不得存放易燃物品。
甲方联系电话：⟦PHONE|0531-8690 2275⟧
甲方（签字）：⟦PERSON|郑国强⟧        乙方（盖章）"""),

("meeting_minutes", """漫画星球书店 周例会纪要
时间：⟪meeting_date|2024年4月15日⟫ 14:00    地点：二楼仓库
参会：⟦PERSON|林店长⟧、⟦PERSON|小谢⟧、⟦PERSON|Kiki⟧、⟦PERSON|老马⟧
1. 五一档期：《⟪book_title|葬送的芙莉莲⟫》第12卷预售，定价⟪list_price|¥39.8⟫，首批⟪quantity|200册⟫。
2. ⟦PERSON|小谢⟧下周做⟦MEDICAL|阑尾炎手术⟧，请假一周，由⟦PERSON|Kiki⟧顶班。
3. 会员⟦PERSON|黄女士⟧投诉限定版没收到，已退款⟦AMOUNT|¥158⟧，⟦PERSON|老马⟧跟进，她电话⟦PHONE|18620397715⟧。"""),

("env_file", """# 卡牌屋库存提醒机器人 .env
WECOM_WEBHOOK=⟦SECRET|$wecom_hook1⟧
FEISHU_WEBHOOK=⟦SECRET|$feishu_hook1⟧
TENCENT_SECRET_ID=⟦APIKEY|$tencent_id1⟧
TENCENT_SECRET_KEY=⟦SECRET|$tencent_sk1⟧
COS_BUCKET=⟪bucket_name|kapaiwu-1318820044⟫
NOTIFY_MOBILE=⟦PHONE|13760281193⟧
APP_VERSION=⟪app_version|0.9.3⟫
# 维护人 ⟦PERSON|Zhou Yifan⟧ <⟦EMAIL|zhouyifan@kapaiwu.com⟧>"""),

("taobao_aftersale_ticket", """售后工单 ⟪ticket_id|TB-AS-20240418-0093⟫
订单号：⟪order_id|3718840216653209917⟫
买家昵称：⟦PERSON|墨水控小林⟧
商品：⟪pen_model|百乐 Custom 74⟫ ⟪nib_size|FM尖⟫
问题：笔尖分叉、出水断断续续，要求换货。
处理：同意换货，寄回⟪org_address|广州市越秀区文德路136号1楼⟫。
买家收货信息：⟦PERSON|林美华⟧，⟦PHONE|13922018457⟧，⟦ADDRESS|广东省佛山市禅城区季华五路33号天安中心2座1508⟧
补偿：已发⟦AMOUNT|20元⟧无门槛红包。店铺客服热线 ⟦PHONE|400-820-3367⟧"""),

("sick_leave_request", """请假申请（病假）
申请人：⟦PERSON|韩冰⟧    部门：⟪department|潮鞋门店·西单店⟫
请假时间：⟪leave_period|2024-05-08 至 2024-05-14⟫
事由：医院诊断为⟦MEDICAL|急性胃肠炎⟧伴⟦MEDICAL|轻度脱水⟧，医嘱⟦MEDICAL|静脉补液三天⟧，附诊断证明。
审批：⟦PERSON|邓经理⟧ 同意。病假工资按⟪sick_pay_rate|80%⟫发放。
附件：诊断证明、药品说明书（⟪drug_leaflet|蒙脱石散：用于成人及儿童急、慢性腹泻⟫）"""),

("xiaohongshu_note", """📍上海｜安福路这家古着店太宝藏了！！
店主⟦PERSON|Lily⟧超会搭，淘到一条⟪brand_era|90s⟫ 501，才⟪listing_price|¥420⟫ 🥹 店里的猫猫叫⟪pet_name|年糕⟫，会趴在收银台上
#古着 #上海vintage #⟪place_name|安福路⟫
——
💬 ⟦PERSON|momo在喝奶茶⟧：求店主微信！
💬 作者回复：⟦PERSON|Lily⟧的微信就是手机号 ⟦PHONE|177 1820 6633⟧"""),

("call_transcript", """【通话转写】来电 ⟪call_time|09:42⟫ 时长3分12秒
客户：喂，是收老门窗的吗？我叫⟦PERSON|郑德福⟧，老家拆房子，有一批⟪item_description|清代木雕花窗⟫，还有青砖大概⟪quantity|三千块⟫。
客服：好的⟦PERSON|郑先生⟧，地址方便说下吗？
客户：⟦ADDRESS|安徽省黄山市歙县徽城镇斗山街12号⟧。
客服：您电话多少？
客户：⟦PHONE|一三九，五六二七，零八四一⟧。
客服：明天让⟦PERSON|老胡⟧过去看货。类似的花窗我们上次收是⟪quoted_price|八百一扇⟫。
客户：定金能先给点不？
客服：看完货满意的话先付您⟦AMOUNT|两千块⟧定金。"""),

("consignment_form_hk", """寄賣協議 — 旺角波鞋街 ⟪org_name|鞋庫 Sole Vault⟫
寄賣人：⟦PERSON|陳嘉敏⟧（⟦PERSON|Chan Ka Man⟧）
香港身份證號碼：⟦NATIONAL_ID|$hk_hkid1⟧
聯絡電話：⟦PHONE|9468 2215⟧    電郵：⟦EMAIL|kaman.chan@yahoo.com.hk⟧
寄賣貨品：Air Jordan 4 ⟪sneaker_style_code|FV5029-006⟫ US9 ×1
寄賣底價：⟪reserve_price|HK$2,300⟫    佣金：⟪commission_rate|12%⟫
結算：成交後 FPS 轉數快 至 ⟦PHONE|9468 2215⟧"""),

("membership_form_tw", """會員申請表 — ⟪org_name|公館漫畫王⟫
姓名：⟦PERSON|林怡君⟧    身分證字號：⟦NATIONAL_ID|$tw_id1⟧    生日：⟦DATE_OF_BIRTH|1996/04/02⟧
手機：⟦PHONE|0928-416-337⟧
地址：⟦ADDRESS|100台北市中正區羅斯福路四段52巷8號3樓⟧
會員卡號：⟪member_card_number|GK-004418⟫    首次儲值：⟦AMOUNT|NT$1,000⟧"""),

("sql_query_result", """-- 卡牌屋 会员余额 导出 ⟪dump_date|2024-04-30⟫
SELECT id, nickname, real_name, mobile, id_card, balance FROM member WHERE balance > 500;
+------+------------+--------+-------------+--------------------+-----------+
| ⟪db_row_id|2031⟫ | ⟦PERSON|皮卡丘大师⟧ | ⟦PERSON|吴俊杰⟧ | ⟦PHONE|15013826649⟧ | ⟦IDCARD|$idcard3⟧ | ⟦AMOUNT|¥1260.00⟧ |
| 2044 | ⟦PERSON|决斗者阿K⟧ | ⟦PERSON|曹可欣⟧ | ⟦PHONE|18588136027⟧ | ⟦IDCARD|$idcard4⟧ | ⟦AMOUNT|¥733.50⟧ |
+------+------------+--------+-------------+--------------------+-----------+
2 rows in set (⟪query_time|0.03 sec⟫)"""),

("java_stack_trace", """2024-04-22 21:03:17.552 ERROR 1 --- [nio-8080-exec-7] c.m.shop.service.PayService : 支付回调验签失败 orderNo=⟪order_id|MH202404222103170088⟫ buyer=⟦PHONE|13588201936⟧ remoteAddr=⟦IP_ADDRESS|110.75.129.4⟧
com.alipay.api.AlipayApiException: sign check fail: check Sign and Data Fail
    at com.alipay.api.internal.util.AlipaySignature.rsaCheck(AlipaySignature.java:⟪line_number|391⟫)
    at com.manhua.shop.service.PayService.notify(PayService.java:128)
[DEBUG] operator=⟦PERSON|liuyang⟧ alipay.app-id=⟪app_id|2021004135626518⟫ alipay.private-key=
⟦SECRET|$pem_ec2⟧"""),

("iou_note", """借条
今借到⟦PERSON|马骏⟧人民币⟦AMOUNT|叁万元整（¥30,000.00）⟧，用于采购⟪item_description|日本古着货包⟫，约定于⟪due_date|2024年12月31日⟫前一次性归还。
借款人：⟦PERSON|何思远⟧
身份证号：⟦IDCARD|$idcard5⟧
联系电话：⟦PHONE|13608027751⟧
⟪document_date|2024年3月18日⟫"""),

("weibo_post", """⟪hashtag|#球鞋打假#⟫ 在某店买的⟪sneaker_style_code|DH6927-111⟫，花了⟦AMOUNT|1899元⟧，送去鉴定说是假的！！店主@⟦PERSON|潮鞋老K⟧ 直接把我拉黑了😡 订单截图在评论。有同样遭遇的私信我，或者打我电话⟦PHONE|139-2288-6104⟧ 一起维权"""),

("douban_review", """《⟪album_title|Blue⟫》⟪artist_name|Joni Mitchell⟫ 2022 Rhino 再版 ⟪catalogue_number|R1 2038⟫
在⟪place_name|鼓楼⟫一家小店淘到的，⟪shelf_price|¥328⟫。⟪pressing_plant|Optimal⟫ 压盘，底噪很低，A面第三首有一点点爆豆，能接受。封套是复刻原版的 ⟪cover_type|gatefold⟫。
⟪rating|★★★★★⟫ 2024-02-11 看过"""),

("python_config", """# 钉钉机器人：新订单提醒（铁道模型馆）
WEBHOOK = "⟦SECRET|$ding_hook1⟧"
SECRET = "⟦SECRET|$ding_sign1⟧"
AT_MOBILES = ["⟦PHONE|13671125580⟧", "⟦PHONE|18911074432⟧"]  # ⟦PERSON|周社长⟧、⟦PERSON|小赵⟧
TIMEOUT = ⟪timeout_seconds|5⟫"""),
]

TEXTS += [
("wechat_group_chat", """【微信群】古着进货小分队
⟦PERSON|阿May⟧：下个月去大阪进货，机票我统一订，大家把护照信息发我一下
⟦PERSON|小北⟧：⟦PERSON|贺北辰⟧，护照⟦PASSPORT|$pp_cn1⟧，出生⟦DATE_OF_BIRTH|1994-05-21⟧
⟦PERSON|Coco⟧：⟦PERSON|钟可可⟧ ⟦PASSPORT|$pp_cn2⟧ ⟦DATE_OF_BIRTH|1998.10.03⟧
⟦PERSON|阿May⟧：收到～每人先转我⟦AMOUNT|3000块⟧押金，住的是⟪hotel_area|心斋桥⟫附近
⟦PERSON|小北⟧：已转"""),

("payslip", """【工资条】2024年4月    ⟪org_name|潮鞋汇（深圳）商贸有限公司⟫
姓名：⟦PERSON|黄志鹏⟧    工号：⟪employee_number|CX-1088⟫    门店：⟪store_name|福田店⟫
应发合计：⟦AMOUNT|8,420.00元⟧    社保个人部分：⟦AMOUNT|¥862.40⟧    个税：⟦AMOUNT|¥246.24⟧
实发：⟦AMOUNT|7,311.36元⟧
工资卡：⟦CARD|$card_up3⟧
如有疑问请联系人事 ⟪org_extension|分机 8021⟫"""),

("health_check_summary", """员工年度体检结果汇总（仅人事可见）
⟦PERSON|孙雅琴⟧：⟦MEDICAL|甲状腺结节（TI-RADS 3类）⟧，建议半年后复查。
⟦PERSON|老钱⟧：⟦MEDICAL|空腹血糖 7.2 mmol/L⟧，⟦MEDICAL|疑似2型糖尿病⟧，请尽快到内分泌科就诊。
⟦PERSON|Tony⟧：未见明显异常。
体检机构：⟪org_name|美年大健康静安分院⟫    套餐：⟪package_code|B-2024⟫（⟪package_price|¥698/人⟫）"""),

("wechat_group_chat", """【微信群】黑胶屋店员群
⟦PERSON|王浩然⟧：店猫⟪pet_name|唱针⟫今天送宠物医院了，医生说是⟪animal_condition|猫泛白细胞减少症⟫，要连打五天⟪animal_medication|猫干扰素⟫
⟦PERSON|小卢⟧：天哪😭 费用多少，我们凑一下
⟦PERSON|王浩然⟧：我先垫了⟦AMOUNT|1,260元⟧。⟦PERSON|小卢⟧你就别凑了，你自己⟦MEDICAL|腰椎间盘突出⟧还在⟦MEDICAL|做理疗⟧呢"""),

("cloud_security_alert_email", """【阿里云】安全告警：AccessKey 疑似泄露
尊敬的用户 ⟦PERSON|chen_lei_88⟧（账号ID：⟪account_id|1738204456612093⟫）：
我们在 GitHub 公共仓库中检测到您的 AccessKey ID ⟦APIKEY|$aliyun_akid2⟧ 及 AccessKey Secret ⟦SECRET|$aliyun_sec2⟧ 被明文提交。
提交者邮箱：⟦EMAIL|chenlei@vintagehouse.cn⟧
最近一次调用来源 IP：⟦IP_ADDRESS|183.14.132.77⟧    首次发现：⟪detected_at|2024-05-02 03:18:44⟫
请立即禁用并轮换该 AccessKey。"""),

("tcg_consignment_agreement", """卡牌寄售协议
寄售人：⟦PERSON|彭雨涵⟧    身份证号：⟦IDCARD|$idcard6⟧
寄售物品：PSA 10 ⟪card_name|喷火龙 VMAX⟫，认证号 ⟪grading_cert_no|71839245⟫
期望售价：⟪asking_price|¥12,800⟫    店铺抽成：⟪commission_rate|8%⟫
收款方式：支付宝 ⟦PHONE|15527714690⟧ 或 银行卡 ⟦CARD|$card_up4⟧
本协议一式两份。寄售人签字：⟦PERSON|彭雨涵⟧"""),

("ocr_business_card", """[名片识别结果 置信度0.91]
墨香钢笔行
⟦PERSON|钱德明⟧  店主 · 笔尖打磨师
手机：⟦PHONE|139 1621 7780⟧
座机：⟦PHONE|021-6258 4419⟧
微信：⟦PERSON|qiandeming_pen⟧
邮箱：⟦EMAIL|qdm@moxiangpen.com⟧
地址：⟪org_address|上海市静安区北京西路1399号信达大厦1楼⟫"""),

("livestream_orders_csv", """订单编号,下单时间,买家昵称,收件人,手机号,收货地址,实付金额
⟪order_id|6920814477102381556⟫,⟪order_time|2024-05-11 20:41:09⟫,⟦PERSON|古着控小鹿⟧,⟦PERSON|鹿晓雯⟧,⟦PHONE|15821907763⟧,⟦ADDRESS|江苏省南京市鼓楼区广州路188号苏宁睿城3栋1102⟧,⟦AMOUNT|¥259.00⟧
6920814477102381557,2024-05-11 20:41:55,⟦PERSON|一只阿乐⟧,⟦PERSON|乐天⟧,⟪masked_phone|138****6623⟫,⟪masked_address|浙江省杭州市******⟫,⟦AMOUNT|¥189.00⟧"""),

("shift_handover_log", """交接班记录  ⟪shift_date|5月20日⟫ 早班→晚班
1. 上午⟦PERSON|老胡⟧去歙县看货，⟦PERSON|郑德福⟧家的花窗谈妥，共⟪quantity|14扇⟫，已付定金⟦AMOUNT|两千元⟧，尾款⟦AMOUNT|9200元⟧到货后付。
2. 仓库B区的⟪item_description|老榆木门板⟫⟦PERSON|王工⟧下午来拉，别卖给别人。
3. 保险柜密码已改：⟦PASSWORD|左3-右17-左42⟧
4. 叉车钥匙在⟦PERSON|小郭⟧那儿。"""),

("expense_claim", """费用报销单    报销人：⟦PERSON|谢文博⟧    部门：采购
事由：赴上海参加⟪event_name|CCG EXPO 2024⟫进货
明细：高铁往返、酒店两晚、展会门票（发票⟪invoice_count|5张⟫）
报销合计：⟦AMOUNT|¥2,186.50⟧
收款账户：⟦CARD|$card_up5⟧（招商银行）
审批人：⟦PERSON|林店长⟧    单据号 ⟪document_number|BX-2024-0417⟫"""),

("qq_group_chat", """[QQ群] 游戏王·本地卡友交流群（群号 ⟪qq_group_id|738201946⟫）
【群主】⟦PERSON|决斗王阿斌⟧ 20:11
周六店赛照常，报名费⟪entry_fee|15元/人⟫，店里WiFi密码 ⟦PASSWORD|yugioh8888⟧
【萌新】⟦PERSON|青眼白龙饲养员⟧ 20:15
请问 ⟪card_set_code|QCCP-JP001⟫ 现在什么价位
【群主】⟦PERSON|决斗王阿斌⟧ 20:16
收卡找⟦PERSON|小唐⟧，别在群里刷价格"""),

("redis_conf", """# 抽签系统 redis.conf 片段  修改人：⟦PERSON|fengjiaqi⟧ 2024-03-30
bind ⟦IP_ADDRESS|10.0.8.4⟧ ⟪loopback_ip|127.0.0.1⟫
port ⟪port|6379⟫
requirepass ⟦PASSWORD|Sneaker@Raffle2024⟧
replicaof ⟦IP_ADDRESS|10.0.8.5⟧ 6379
masterauth ⟦PASSWORD|Sneaker@Raffle2024⟧
maxmemory ⟪memory_limit|2gb⟫"""),

("official_account_message", """公众号后台留言 · 来自「⟦PERSON|爵士猫⟧」
你好，我上周在店里订了⟪artist_name|坂本龙一⟫《⟪album_title|async⟫》黑胶，付了⟦AMOUNT|100元⟧定金，店员说到货打电话，到现在没消息。我是⟦PERSON|蒋文静⟧，电话⟦PHONE|137 6188 0452⟧。
——自动回复：感谢留言！营业时间 ⟪business_hours|10:00-21:00⟫"""),

("member_csv", """会员编号,姓名,性别,出生日期,身份证号,手机,积分
⟪member_id|HM0091⟫,⟦PERSON|刘振华⟧,男,⟦DATE_OF_BIRTH|1974-09-02⟧,⟦IDCARD|$idcard7⟧,⟦PHONE|13813904471⟧,⟪loyalty_points|3420⟫
HM0107,⟦PERSON|蔡慧敏⟧,女,⟦DATE_OF_BIRTH|1990-06-11⟧,⟦IDCARD|$idcard8⟧,⟦PHONE|15005927318⟧,880"""),

("refund_request", """退款申请
申请人：⟦PERSON|邵佳怡⟧    手机：⟦PHONE|18221047563⟧
订单：⟪order_id|PO-20240301-0221⟫《⟪book_title|电锯人⟫》限定版预售
退款金额：⟦AMOUNT|¥468.00⟧，原路退回⟪masked_card|尾号0755的银行卡⟫
原因：本人近期⟦MEDICAL|确诊乳腺癌⟧，需要治疗，手头比较紧，希望能退掉，谢谢理解。"""),

("ptt_forum_post", """作者 ⟦PERSON|inkmaniac⟧ (墨水狂)   看板 ⟪board_name|Pen⟫
標題 [心得] 終於入手 845
時間 ⟪post_time|Sat Apr 13 22:10:05 2024⟫
上個月被診斷出⟦MEDICAL|腕隧道症候群⟧，醫生建議⟦MEDICAL|打類固醇⟧，寫字要輕一點，所以想換支好寫的。
在⟪place_name|台中⟫的⟪org_name|筆墨軒⟫買的，⟦PERSON|蔡老闆⟧人超好，讓我試了半小時。⟪pen_model|Pilot Custom 845⟫ ⟪nib_size|M尖⟫，漆面真的美。
--
※ 發信站: 批踢踢實業坊(ptt.cc), 來自: ⟦IP_ADDRESS|36.227.118.40⟧ (臺灣)"""),

("purchase_contract", """旧建材收购合同
卖方：⟦PERSON|吴长海⟧    身份证号：⟦IDCARD|$idcard9⟧
住址：⟦ADDRESS|湖南省长沙市岳麓区桐梓坡路58号3栋2单元501室⟧
收购物品：⟪item_description|老青砖约4000块、麻石条12根⟫
总价：⟦AMOUNT|人民币壹万伍仟元整⟧，验货后三日内转账至卖方银行卡 ⟦CARD|$card_up6⟧
买方：⟪org_name|湘楚旧料回收站⟫"""),

("wechat_voice_to_text", """【微信语音转文字】
⟦PERSON|小唐⟧：喂老板，我那张⟪card_name|青眼白龙 25th⟫你帮我问问能出多少？
⟦PERSON|程磊⟧：最近行情一般，我这边最多给你⟪quoted_price|一千一⟫。
⟦PERSON|小唐⟧：一千二吧，我急用钱。
⟦PERSON|程磊⟧：行，那我转你⟦AMOUNT|一千二百块⟧，卡号发我。
⟦PERSON|小唐⟧：⟦CARD|$card_up7⟧，有事打我⟦PHONE|幺八六，零二四七，三三九一⟧"""),

("staff_roster_markdown", """| 姓名 | 英文名 | 手机 | 门店 |
|---|---|---|---|
| ⟦PERSON|黄志鹏⟧ | ⟦PERSON|Kevin Huang⟧ | ⟦PHONE|136 3288 1045⟧ | ⟪store_name|福田店⟫ |
| ⟦PERSON|韩冰⟧ | ⟦PERSON|Bing Han⟧ | ⟦PHONE|185 0112 7736⟧ | ⟪store_name|西单店⟫ |
| ⟦PERSON|邓子豪⟧ | ⟦PERSON|Howard Deng⟧ | ⟦PHONE|139 2870 4412⟧ | 福田店 |"""),

("sms_exchange", """【菜鸟裹裹】您的包裹（⟪tracking_number|YT7450332861027⟫）派送失败，请回复新地址。
回复：改送到⟦ADDRESS|北京市海淀区中关村南大街5号院3号楼1单元602⟧，收件人⟦PERSON|韦佳⟧ ⟦PHONE|13522906617⟧
【菜鸟裹裹】已更新，快递员⟦PERSON|李师傅⟧ ⟦PHONE|185 1093 6204⟧ 将于今日⟪delivery_window|14:00-18:00⟫派送。"""),

("insurance_claim", """快递保价理赔申请
申请人：⟦PERSON|史晓峰⟧    运单号：⟪tracking_number|JD0129883410276⟫
物品：⟪pen_model|万宝龙 146⟫ 钢笔一支（二手）    保价金额：⟪insured_value|¥3,000⟫
申请赔付：⟦AMOUNT|¥2,680⟧
收款支付宝：⟦EMAIL|shixf@qq.com⟧"""),

("resume", """【简历】应聘岗位：古着买手
⟦PERSON|欧阳蕾⟧ | 女 | ⟦DATE_OF_BIRTH|1997.10.14⟧ | ⟦PHONE|176 2103 8854⟧ | ⟦EMAIL|ouyanglei1014@foxmail.com⟧
身份证：⟦IDCARD|$idcard10⟧
现居：⟦ADDRESS|辽宁省大连市西岗区新开路99号万达公馆2-1803⟧
期望薪资：⟦AMOUNT|8000元⟧/月
健康状况：良好（⟦MEDICAL|色弱⟧，不影响工作）
工作经历：2019-2023 ⟪org_name|大连二手时光古着⟫ 店员"""),
]

TEXTS += [
("wechat_chat", """【微信】球鞋代购·⟦PERSON|Jason⟧
⟦PERSON|蒋文涛⟧：官网那双⟪sneaker_style_code|FZ5808-100⟫帮我抢一下，用我的信用卡付
⟦PERSON|Jason⟧：行，卡号、有效期、背面三位发我，抢完就删
⟦PERSON|蒋文涛⟧：⟦CARD|$card_v4⟧ 有效期08/28 安全码⟦CVV|206⟧
⟦PERSON|Jason⟧：收到。代购费⟪service_fee|¥150⟫，鞋款美金直接走你卡
⟦PERSON|蒋文涛⟧：好，运费我另外转你⟦AMOUNT|¥85⟧"""),

("dingtalk_approval", """【钉钉审批】出差申请 ⟪approval_id|PROC-2024-5521⟫
申请人：⟦PERSON|姚佳琪⟧    部门：采购部（古着）
出差地点：东京、⟪place_name|大阪⟫    时间：⟪travel_period|6月3日-6月10日⟫
证件：身份证 ⟦IDCARD|$idcard12⟧（出生日期 ⟦DATE_OF_BIRTH|1993-08-21⟧）；护照 ⟦PASSPORT|$pp_cn3⟧
预借差旅费：⟦AMOUNT|¥15,000⟧
审批人：⟦PERSON|阿May⟧ 已同意"""),

("whatsapp_chat_hk", """[WhatsApp] 深水埗 ⟪org_name|黑膠地帶⟫
⟦PERSON|Raymond⟧：老闆，上次講嗰張⟪artist_name|張國榮⟫《⟪album_title|Summer Romance⟫》首版仲有冇？
⟦PERSON|肥仔明⟧：有呀，⟪shelf_price|HK$1,380⟫，洗過碟㗎喇
⟦PERSON|Raymond⟧：好，我轉數快俾你 ⟦AMOUNT|HK$1,380.00⟧，我FPS係 ⟦PHONE|6093 2274⟧
⟦PERSON|Raymond⟧：收據寫 ⟦PERSON|黃志偉⟧ 呀，要報公司數
⟦PERSON|肥仔明⟧：OK，收據要唔要寫身份證號？
⟦PERSON|Raymond⟧：唔使啦，上次寫咗 ⟦NATIONAL_ID|$hk_hkid2⟧，你哋有記錄"""),

("line_chat_tw", """[LINE] ⟪org_name|鐵道模型小站⟫ 官方帳號
⟦PERSON|陳冠宇⟧：您好，我訂的 ⟪product_code|KATO 10-1613⟫ 普悠瑪到了嗎？
小站：到了！尾款 ⟪balance_quote|NT$4,200⟫，可以匯款或來店付～
⟦PERSON|陳冠宇⟧：剛匯了⟦AMOUNT|4200元⟧，請寄到 ⟦ADDRESS|406台中市北屯區崇德路二段148號7樓之2⟧，手機 ⟦PHONE|0936-218-554⟧
小站：收到～順便提供身分證字號做會員登錄喔
⟦PERSON|陳冠宇⟧：⟦NATIONAL_ID|$tw_id2⟧"""),

("github_issue", """Issue #⟪issue_number|57⟫ 【紧急】配置文件里提交了 token
⟦PERSON|liuyang⟧ 打开于 ⟪issue_date|2024-05-09⟫
@⟦PERSON|zhou-yifan⟧ 你昨天的 commit ⟪commit_sha|a3f9e0c⟫ 把 config.ts 里的 GitHub token 提交上来了：
const GH_TOKEN = "⟦APIKEY|$gh_pat2⟧"
还有后台接口的 JWT：
Authorization: Bearer ⟦APIKEY|$jwt4⟧
仓库是公开的，请马上 revoke。
—— ⟦PERSON|zhou-yifan⟧ 回复：抱歉！已撤销，改用 Actions secrets 了"""),

("last_login_output", """# last -a | head   （卡牌屋 服务器）
⟦PERSON|zhangwei⟧ pts/0   Thu May 16 09:12   still logged in   ⟦IP_ADDRESS|58.246.77.190⟧
⟦PERSON|zhangwei⟧ pts/1   Wed May 15 22:40 - 23:05  (00:25)   ⟦IP_ADDRESS|100.104.12.33⟧
root     pts/0   Wed May 15 03:11 - 03:11  (00:00)   ⟦IP_ADDRESS|185.224.128.17⟧
reboot   system boot  ⟪kernel_version|5.15.0-105-generic⟫  Tue May 14 02:00
# 备注：⟦IP_ADDRESS|185.224.128.17⟧ 是爆破的，已加黑名单 —— ⟦PERSON|张伟⟧"""),

("complaint_letter", """致⟪org_name|铁道模型馆⟫负责人：
我是顾客⟦PERSON|蒋丽⟧。我儿子今年8岁，有⟦MEDICAL|自闭症⟧，平时特别喜欢火车。上周六在店里被店员⟦PERSON|小赵⟧大声呵斥，孩子回家后情绪崩溃，⟦MEDICAL|连续两晚失眠⟧。希望店里给个说法。
我的电话：⟦PHONE|13917720385⟧"""),

("purchase_list", """日本古着货包 进货清单    批次 ⟪batch_number|JP-2405-B⟫
供应商：⟪supplier_name|大阪古着问屋 批发部⟫
| 货包编号 | 品类 | 重量 | 单价 |
| ⟪bale_code|OS-90-NYLON⟫ | 90年代尼龙夹克 | ⟪bale_weight|45kg⟫ | ⟪unit_price|¥38/kg⟫ |
| OS-Y2K-DENIM | Y2K 牛仔 | 30kg | ¥52/kg |
海运 ⟪shipping_route|大阪→上海洋山港⟫，报关单号 ⟪customs_declaration_no|222020240000318853⟫
汇率按 ⟪exchange_rate|1 JPY = 0.0468 CNY⟫ 结算"""),

("repair_logbook", """维修登记簿 ⟪record_page|第37页⟫
5/14 顾客：⟦PERSON|许老师⟧（⟪school_name|复旦附中⟫） 电话 ⟦PHONE|135 6420 1187⟧
笔：⟪pen_model|英雄 100⟫ 老款，笔舌堵塞，换吸水囊，报价⟪repair_quote|¥80⟫
备注：⟦PERSON|许老师⟧手有⟦MEDICAL|帕金森⟧，拿笔不稳，交件时请⟦PERSON|钱德明⟧亲自调一下出水。已收定金⟦AMOUNT|¥30⟧。"""),

("workplace_accident_report", """工伤事故报告
单位：⟪org_name|西安古建旧料回收有限公司⟫
伤者：⟦PERSON|马小军⟧  男  出生日期：⟦DATE_OF_BIRTH|1999年12月31日⟧  身份证：⟦IDCARD|$idcard13⟧
时间：2024年5月7日 10:30    地点：⟪yard_area|二号堆场⟫
经过：拆卸⟪item_description|明清老梁⟫时被倒下的木料砸中，⟦MEDICAL|右小腿胫骨骨折⟧，送医后⟦MEDICAL|行切开复位内固定术⟧。
家属联系人：⟦PERSON|马建国⟧（父亲）⟦PHONE|13909186627⟧"""),

("raffle_register", """线下抽签登记表 — ⟪sneaker_style_code|DZ5485-031⟫ 发售 · 天津大悦城店
序号 | 姓名 | 身份证号 | 手机 | 鞋码
1 | ⟦PERSON|白晓蕾⟧ | ⟦IDCARD|$idcard14⟧ | ⟦PHONE|13102237758⟧ | ⟪shoe_size|38.5⟫
2 | ⟦PERSON|尹家豪⟧ | ⟦IDCARD|$idcard15⟧ | ⟦PHONE|13622198804⟧ | 43
3 | ⟦PERSON|甘露⟧ | ⟪masked_id|1201**********0028⟫ | ⟪masked_phone|186****2290⟫ | 37.5
中签公示：⟪draw_time|5月25日 20:00⟫"""),

("birthday_sms", """【漫画星球】亲爱的⟦PERSON|赵雨桐⟧，您登记的生日是⟦DATE_OF_BIRTH|2001年7月16日⟧，本月生日券⟪coupon_code|BDAY-8K2Q⟫已发到账户⟦PHONE|152 6831 4407⟧，⟪coupon_terms|满100减20⟫。退订回T"""),

("env_file", """# 卡牌识别服务 ⟪service_name|card-ocr⟫ 配置
HF_TOKEN=⟦APIKEY|$hf1⟧
OPENAI_API_KEY=⟦APIKEY|$openai1⟧
MODEL_ID=⟪model_name|cardnet-v2-base⟫
GPU_HOST=⟦IP_ADDRESS|10.20.1.8⟧
# 官方文档示例 key，勿用：⟪example_key|sk-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx⟫
OWNER=⟦PERSON|zhou-yifan⟧"""),

("voice_memo", """【语音备忘录转写】
提醒自己：网银U盾密码⟦PASSWORD|Qdm@1965⟧，支付宝支付密码⟦PASSWORD|三七九二一八⟧，别告诉⟦PERSON|小钱⟧。
明天给供货商⟦PERSON|林国栋⟧转⟦AMOUNT|一万二千元⟧，货是⟪item_description|英雄616老库存 200支⟫。"""),

("invoice_request", """开票申请
抬头类型：个人    抬头：⟦PERSON|邱明轩⟧
接收邮箱：⟦EMAIL|qiumx@126.com⟧
订单号：⟪order_id|HJ20240502188⟫    开票金额：⟦AMOUNT|¥1,136.00⟧
销售方：⟪org_name|上海黑胶屋文化传播有限公司⟫    税号：⟪org_tax_id|91310106MA1FY3KX2P⟫"""),

("kyc_backend_log", """[实名认证] 2024-05-10 15:02:11 user_id=⟪user_id|883120⟫ 提交认证
  姓名=⟦PERSON|王磊⟧ 身份证=⟦IDCARD|$idcard1⟧ 手机=⟦PHONE|18610245537⟧
  活体分=⟪liveness_score|0.982⟫ 来源IP=⟦IP_ADDRESS|123.118.64.21⟧
  结果=通过 审核员=⟦PERSON|lina.sun⟧"""),

("notice", """【通知】漫画星球仓库门禁密码自6月1日起更换为 ⟦PASSWORD|5280⟧#，请勿外传。
钥匙由⟦PERSON|老马⟧和⟦PERSON|Kiki⟧保管。夜间报警请联系保安⟦PERSON|刘师傅⟧ ⟦PHONE|138 5716 2093⟧。
门禁系统型号 ⟪device_model|ZKTeco F18⟫，固件 ⟪firmware_version|6.60⟫"""),

("auction_consignment_hk", """委託拍賣書（香港）
委託人：⟦PERSON|李卓謙⟧    護照號碼：⟦PASSPORT|$pp_hk1⟧
通訊地址：⟦ADDRESS|香港九龍旺角彌敦道688號旺角中心一期12樓1203室⟧
拍品：⟪lot_number|Lot 208⟫ ⟪pen_model|萬寶龍 作家系列 海明威⟫ 1992 限量版
底價：⟪reserve_price|HK$28,000⟫    佣金：⟪commission_rate|15%⟫
成交款項匯入帳戶持有人：⟦PERSON|李卓謙⟧"""),

("wechat_chat", """⟦PERSON|老K⟧：兄弟，上个月那双⟪sneaker_style_code|CT8012-116⟫的钱还差我⟦AMOUNT|三千五百块⟧
⟦PERSON|阿杰⟧：下周发工资就给你
⟦PERSON|老K⟧：你上次也这么说
⟦PERSON|阿杰⟧：行行行，周五前先转你⟦AMOUNT|两千块⟧，剩下月底
⟦PERSON|老K⟧：ok 转我支付宝 ⟦PHONE|13726690415⟧"""),

("interview_record", """面试记录表    应聘：展厅店长（建筑旧料）
姓名：⟦PERSON|冯丽娟⟧    出生日期：⟦DATE_OF_BIRTH|1977年4月1日⟧    身份证：⟦IDCARD|$idcard16⟧
电话：⟦PHONE|13968012274⟧
面试官：⟦PERSON|吴总⟧、HR ⟦PERSON|小陈⟧
备注：候选人自述有⟦MEDICAL|高血压⟧，长期服用⟦MEDICAL|氨氯地平⟧，不影响工作。期望薪资⟦AMOUNT|12000元⟧/月。"""),

("bulk_shipping_sheet", """顺丰批量下单模板.xlsx（Sheet1）
收件人 | 电话 | 地址 | 托寄物 | 保价
⟦PERSON|程一鸣⟧ | ⟦PHONE|15108273360⟧ | ⟦ADDRESS|四川省成都市武侯区人民南路四段27号商鼎国际1号楼2单元1203⟧ | 黑胶唱片 | ⟪insured_value|500⟫
⟦PERSON|林晓彤⟧ | ⟦PHONE|18950127793⟧ | ⟦ADDRESS|福建省厦门市思明区湖滨南路388号国贸大厦21楼⟧ | 黑胶唱片 | 300
模板版本 ⟪template_version|v3.2⟫"""),
]
