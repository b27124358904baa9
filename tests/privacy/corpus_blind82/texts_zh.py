# Chinese texts of the blind82 corpus, typed one at a time.
TEXTS = []

TEXTS += [
("wechat_chat", """【微信】⟦PERSON|许小姐⟧-⟪org_name|云栖小院⟫
[14:02] 对方：您好～明天入住的话麻烦把入住人身份证号发我一下，派出所要求登记的哈
[14:05] 我：好的，⟦PERSON|陈思远⟧ ⟦IDCARD|$idcn_2⟧，另一位 ⟦PERSON|林晓雯⟧ ⟦IDCARD|$idcn_5⟧
[14:06] 对方：收到👌 房间是⟪room_number|201⟫，尾款⟦AMOUNT|680元⟧到店付就行。停车在院子里，大门密码⟦PASSWORD|2580#⟧，wifi是⟪wifi_ssid|YunQi-Guest⟫
[14:07] 我：我们大概晚上九点到，路上有事打你电话？
[14:07] 对方：打这个⟦PHONE|139 5712 8846⟧，或者我老公⟦PHONE|13867104432⟧"""),

("dingtalk_group", """【钉钉群：⟪org_name|自在房车⟫-技术部】
⟦PERSON|周社长⟧：告警机器人怎么不推消息了？
⟦PERSON|小赵⟧：我看了下，是加签密钥换了没同步。新的配置如下，大家别外传：
webhook: ⟦SECRET|$sec_ding1⟧
secret: ⟦SECRET|$sec_dingsign1⟧
⟦PERSON|周社长⟧：……你这不就外传了吗😂 在群里发密钥等于公开，赶紧撤回
⟦PERSON|小赵⟧：已撤回，以后统一走配置中心 ⟪config_key|alert.robot.v2⟫"""),

("sms", """【蓝鲸邮轮】尊敬的⟦PERSON|刘建国⟧先生，您预订的“⟪ship_name|蓝鲸·探索号⟫”⟪voyage_code|BW2408⟫航次（上海吴淞口—福冈—长崎）将于⟪departure_date|8月16日⟫登船，请携带护照⟦PASSPORT|$pp_cn1⟧原件于⟪checkin_time|11:00-14:30⟫到吴淞口国际邮轮港办理登船手续，舱房号⟪cabin_number|8216⟫。客服热线⟦PHONE|400-820-6677⟧。退订回T"""),

("support_ticket", """工单号：⟪ticket_id|XL-20240612-0331⟫　类型：物品损坏投诉　优先级：高
客户：⟦PERSON|郑雅琪⟧　手机：⟦PHONE|186 2107 5593⟧
寄存点：⟪store_name|途行寄存·杭州东站店⟫　柜号：⟪locker_id|B-17⟫
描述：客户称寄存的拉杆箱取出后锁扣损坏，箱内的⟦MEDICAL|胰岛素⟧需要冷藏，寄存超时已失效，要求赔偿箱子及药品共计⟦AMOUNT|1,860元⟧。
处理人：⟦PERSON|小潘⟧　备注：已调取门店监控（摄像头 ⟦IP_ADDRESS|192.168.3.21⟧），今天下班前回复客户。"""),

("registration_form", """青年旅舍住宿登记表　⟪org_name|慢行青年旅舍（成都宽窄巷子店）⟫
姓名：⟦PERSON|何佳怡⟧　性别：女　出生日期：⟦DATE_OF_BIRTH|1995年2月3日⟧
证件类型：居民身份证　证件号码：⟦IDCARD|$idcn_4⟧
户籍地址：⟦ADDRESS|四川省成都市武侯区玉林北路18号2栋3单元502⟧
联系电话：⟦PHONE|158 8201 4467⟧
入住日期：⟪checkin_date|2024-07-20⟫　床位：⟪bed_number|6人间3号下铺⟫　押金：⟦AMOUNT|50元⟧"""),

("meeting_minutes", """【山野徒步】周例会纪要 ⟪meeting_date|2024-04-08⟫
参会：⟦PERSON|周社长⟧、⟦PERSON|老何⟧、⟦PERSON|阿凯⟧（记录）
1. 五一雨崩线由⟦PERSON|老何⟧带队，已报名31人，其中⟦PERSON|王女士⟧有⟦MEDICAL|高原反应史⟧，需提前备好氧气。
2. 退款：上周取消的⟦PERSON|孙磊⟧一家应退⟦AMOUNT|4,800元⟧，财务⟦PERSON|小梁⟧本周三前处理。
3. 报价：雨崩6天5晚对外报价⟪quote_price|3,980元/人⟫不变，团号⟪tour_code|YB-0501⟫。"""),

("call_transcript", """【通话记录转写】⟪airport_name|白云机场⟫特殊旅客服务中心　坐席⟪agent_id|3317⟫
来电号码：⟦PHONE|一三六 零零八七 二二五一⟧
客服：您好，特殊旅客服务中心。
家属：你好，我想给我爸申请轮椅，他叫⟦PERSON|黄国栋⟧，明天坐⟪flight_number|CZ3101⟫去北京。
客服：请问老人家是什么情况？
家属：他去年⟦MEDICAL|脑梗⟧，左腿没力气，能站一下但走不了远路，还有⟦MEDICAL|糖尿病⟧。
客服：好的，给您登记机坪轮椅。麻烦提供一下旅客的身份证号。
家属：⟦IDCARD|$idcn_6⟧。
客服：已登记，服务单号⟪service_no|SP240611078⟫，明早八点在⟪counter|B区12号柜台⟫等候。"""),

("app_log", """2024-06-03 10:22:17.412 INFO  [order-svc] 创建订单 orderNo=⟪order_id|BW240603102217552⟫ user=⟦PERSON|wangxiaolei⟧ phone=⟦PHONE|13761209954⟧ ip=⟦IP_ADDRESS|117.136.12.88⟧
2024-06-03 10:22:18.006 WARN  [pay-svc] 支付回调验签失败 channel=alipay appId=⟪alipay_appid|$dk_alipay_appid1⟫ amount=⟦AMOUNT|¥12,960.00⟧
2024-06-03 10:22:18.010 ERROR [pay-svc] 回调来源IP ⟦IP_ADDRESS|110.75.139.5⟧ 不在白名单 traceId=⟪trace_id|7f3c9a0e21b84d6f⟫"""),

("yaml_config", """# application-prod.yml —— 自在房车 订单服务
spring:
  datasource:
    url: jdbc:mysql://⟦IP_ADDRESS|172.16.8.40⟧:⟪port|3306⟫/rv_order?useSSL=false
    username: rv_app
    password: ⟦PASSWORD|Zz@rv2024!prod⟧
aliyun:
  oss:
    endpoint: ⟪endpoint|oss-cn-hangzhou.aliyuncs.com⟫
    access-key-id: ⟦APIKEY|$ak_ali1⟧
    access-key-secret: ⟦SECRET|$sec_ali1⟧
  sms:
    sign-name: 自在房车
    template-code: ⟪template_code|SMS_276410033⟫"""),

("rental_contract", """房车租赁合同（编号：⟪contract_id|ZZFC-2024-0518⟫）
甲方（出租方）：⟪org_name|杭州自在房车租赁有限公司⟫
乙方（承租方）：⟦PERSON|沈浩⟧　身份证号：⟦IDCARD|$idcn_3⟧
联系电话：⟦PHONE|138-1920-4471⟧
住址：⟦ADDRESS|广东省深圳市南山区蛇口工业八路海月花园3栋1204⟧
车辆：上汽大通RV80 C型，车牌⟪vehicle_plate|浙A·F8R21⟫
租期：2024年5月18日至5月25日共7天，日租金⟪daily_rate|880元⟫，合计⟦AMOUNT|6,160元⟧；押金⟦AMOUNT|10,000元⟧，还车验车无损后7个工作日内原路退回。
乙方签字：⟦PERSON|沈浩⟧"""),

("xiaohongshu_post", """避雷‼️大理古城这家民宿千万别住（⟪org_name|洱海边的猫⟫）
姐妹们我真的气死😤 订了3晚，第二晚热水器坏了，跟老板⟦PERSON|阿杰⟧说了三次都没人修。退房的时候说床单有污渍，扣了我⟦AMOUNT|200块⟧押金，明明入住就有的！！我还拍了入住视频…
最离谱的是他家猫⟪pet_name|大橘⟫⟪animal_health|得了猫癣⟫还在公区乱跑，我朋友⟦PERSON|小鹿⟧⟦MEDICAL|皮肤过敏⟧起了一身红疹
⟪hashtag|#大理民宿⟫ #避雷 #旅行"""),

("dianping_review", """★★★★☆ ⟦PERSON|吃货小王⟧
西湖边的行李寄存，⟪price|15元/件/天⟫，比景区里面便宜一半。店员⟦PERSON|小周⟧很热情，还帮我把箱子搬上楼。扫码付款，取件码是6位数，我的是⟦PASSWORD|493027⟧（反正已经取了哈哈）。唯一缺点是晚上9点就关门了。
人均：⟪avg_spend|¥30⟫"""),

("weibo_post", """@⟦PERSON|阿May去旅行⟧：带外婆坐⟪ship_name|蓝鲸·远航号⟫去日本啦🚢 给外婆申请了无障碍舱房⟪cabin_number|7032⟫，船上医生还每天帮她量血压，她有⟦MEDICAL|高血压⟧，每天吃⟦MEDICAL|氨氯地平⟧。服务真的好👍 唯一吐槽：船上WiFi ⟪price|¥260/天⟫ 也太贵了 #邮轮旅行#"""),

("moments_post", """周末去莫干山骑行🚴 ⟪route_length|62公里⟫，累计爬升⟪elevation_gain|980米⟫，⟪place_name|庾村⟫补给点的绿豆汤⟪price|5元一碗⟫太良心了！下次想试试⟪route_name|环太湖线⟫。数据用⟪app_name|行者⟫记录，新版本⟪version|v3.22⟫终于能导出轨迹了"""),

("job_application_email", """发件人：⟦PERSON|韩梦琪⟧ <⟦EMAIL|hanmengqi0921@163.com⟧>
收件人：⟦EMAIL|hr@bluewhalecruises.cn⟧
主题：应聘 邮轮前台接待 岗位

HR您好：
附件是我的简历，基本信息如下：出生日期⟦DATE_OF_BIRTH|1997-05-21⟧，身份证号⟦IDCARD|$idcn_11⟧，护照号⟦PASSPORT|$pp_cn2⟧（有效期至⟪passport_expiry|2032年⟫），英语⟪language_cert|CET-6⟫。手机⟦PHONE|15087123390⟧。
期待您的回复！
⟦PERSON|韩梦琪⟧"""),

("refund_application", """退款申请单　⟪form_no|TK-2024-0907⟫
申请人：⟦PERSON|罗志强⟧　手机：⟦PHONE|181 1650 7329⟧
订单：环青海湖骑行7日游（⟪tour_code|QHH-7D-0715⟫）
退款原因：出发前一周体检查出⟦MEDICAL|心律不齐⟧，医生建议不要去高原骑行，附⟪attachment_name|体检报告.pdf⟫
已付金额：⟦AMOUNT|¥5,280⟧　申请退款：⟦AMOUNT|¥4,752⟧（扣除⟪cancellation_fee_rate|10%⟫手续费）
收款账户：⟦CARD|$card_u3⟧（招商银行，户名⟦PERSON|罗志强⟧）"""),

("reimbursement_form", """费用报销单　部门：⟪department|导游部⟫　报销人：⟦PERSON|杜文涛⟧
日期　　项目　　　　　　　　　　　　　金额
6/03　　带团住宿（丽江）　　　　　　　⟦AMOUNT|¥360.00⟧
6/04　　垫付客人⟦PERSON|郭女士⟧就医（⟦MEDICAL|急性肠胃炎⟧）　⟦AMOUNT|¥218.50⟧
合计　　　　　　　　　　　　　　　　　⟦AMOUNT|¥578.50⟧
收款卡号：⟦CARD|$card_u1⟧　　审批单号：⟪approval_no|BX20240607-11⟫"""),

("shift_handover", """【夜班交接】⟪terminal|T2⟫轮椅服务组　⟪shift_date|6月12日⟫
1. 02:10 旅客⟦PERSON|马秀英⟧（82岁）乘⟪flight_number|MU5402⟫到达，⟦MEDICAL|阿尔茨海默症⟧，家属未到，已交机场派出所协助联系其儿子，电话⟦PHONE|0871-6532 8819⟧。
2. 轮椅⟪equipment_id|WC-014⟫刹车坏了，已报修。
3. 更衣柜密码改为⟦PASSWORD|8826⟧，别外传。
交班：⟦PERSON|小蒋⟧　接班：⟦PERSON|老杨⟧"""),

("group_notice", """【群公告】慢行青旅义工群
各位义工小伙伴：
1. 前台电脑开机密码已更换为 ⟦PASSWORD|manxing@2024⟧，请勿告诉客人。
2. 本月义工补贴已发，每人⟦AMOUNT|600元⟧，有问题找店长⟦PERSON|阿宁⟧（⟦PHONE|177 8230 1146⟧）。
3. 新来的义工⟦PERSON|朵朵⟧⟦MEDICAL|芒果过敏⟧，做早餐的时候注意一下。
4. 店狗⟪pet_name|土豆⟫⟪animal_health|打完狂犬疫苗⟫了，可以正常遛。"""),

("voice_to_text", """【语音转文字 0:48】⟦PERSON|李师傅⟧你好，我是导游⟦PERSON|小方⟧，明天早上七点在⟪hotel_name|古城希尔顿⟫门口接团，一共23个人，车牌你发我一下。然后那个⟦PERSON|张先生⟧腿不好，做过⟦MEDICAL|膝关节置换⟧，上下车你帮忙扶一下。车费⟦AMOUNT|一千二百块⟧我明天现金给你。我电话⟦PHONE|幺三九 八零二六 七五一四⟧，有事打我"""),

("ocr_business_card", """【名片识别结果】
⟪org_name|途行行李寄存（上海）有限公司⟫
⟦PERSON|钱卫东⟧　区域经理
手机：⟦PHONE|135 0192 7748⟧
座机：⟦PHONE|021-6288 3105⟧ 转 ⟪extension|8012⟫
邮箱：⟦EMAIL|qianweidong@tuxingbag.com⟧
地址：⟪business_address|上海市静安区恒丰路329号701室⟫"""),

("waybill", """行李托运单（机场⇄住处）　单号：⟪waybill_no|SF1402 8837 1106⟫
寄件人：⟦PERSON|冯丽⟧　⟪masked_phone|152****7781⟫
收件人：⟦PERSON|冯丽⟧　⟦PHONE|15267127781⟧
收件地址：⟦ADDRESS|浙江省杭州市西湖区古墩路紫金港花园12幢2单元601室⟧
物品：行李箱×2（⟪package_weight|23kg⟫、18kg）　保价：⟪declared_value|2000元⟫
运费：⟦AMOUNT|¥85⟧（寄付）"""),
]

TEXTS += [
("customer_service_chat", """【在线客服】蓝鲸邮轮
客服⟪agent_id|小蓝-07⟫：您好，船上消费账户需要绑定一张信用卡做预授权哦～
⟦PERSON|唐磊⟧：卡号⟦CARD|$card_u5⟧，有效期⟪card_expiry|09/28⟫，背面三位⟦CVV|306⟧
客服⟪agent_id|小蓝-07⟫：为了您的资金安全，请不要在聊天里发送卡片安全码，建议登船后在前台刷卡绑定。预授权标准为⟪preauth_policy|每人每晚200元⟫。
⟦PERSON|唐磊⟧：好吧，那我已经发了怎么办😅 另外我付过的⟦AMOUNT|3000元⟧定金能抵扣吗？"""),

("dingtalk_approval", """【钉钉审批】备用金申请　审批编号⟪approval_no|202406150923000118⟫
申请人：⟦PERSON|吴海燕⟧（导游部）
事由：带“⟪tour_code|XJ-12D⟫ 新疆伊犁12日游”团，预支景区门票及餐费
金额：⟦AMOUNT|人民币贰万元整⟧（⟦AMOUNT|¥20,000.00⟧）
收款账户：⟦CARD|$card_u2⟧（中国银行乌鲁木齐分行）
审批流程：⟦PERSON|周社长⟧ ✅ 同意 → 财务⟦PERSON|小梁⟧ ✅ 已付款"""),

("python_script", """# 民宿订单同步脚本 sync_orders.py（⟦PERSON|林老师⟧写的，别乱改）
FEISHU_WEBHOOK = "⟦SECRET|$sec_feishu1⟧"
DEEPSEEK_KEY = "⟦APIKEY|$ak_deepseek1⟧"   # 用来自动回复客人消息
DB = "mysql://homestay:⟦SECRET|Yq2024#minsu⟧@⟦IP_ADDRESS|10.10.1.23⟧:3306/orders"
# 定时任务：⟪cron_expr|0 */2 * * *⟫，每两小时跑一次"""),

("assistance_application_form", """特殊旅客（轮椅）服务申请表　⟪form_version|2023-02版⟫
旅客姓名：⟦PERSON|曹淑芬⟧　性别：女　出生日期：⟦DATE_OF_BIRTH|1958年11月17日⟧
身份证号：⟦IDCARD|$idcn_13⟧
航班号：⟪flight_number|CA1652⟫　日期：⟪flight_date|2024-09-03⟫　座位：⟪seat_number|32C⟫
轮椅类型：☑ WCHS（不能自行上下客梯）
病情说明：⟦MEDICAL|类风湿性关节炎⟧，双膝⟦MEDICAL|关节变形⟧，平时使用⟦MEDICAL|助行器⟧
陪同人：⟦PERSON|曹健⟧（儿子）　⟦PHONE|186 4110 2398⟧"""),

("sql_query", """-- 导出近30天取消的订单给客服回访（⟦PERSON|小赵⟧ 2024-05-30）
SELECT o.order_no, g.name, g.mobile, o.refund_amount
FROM ⟪db_table|ms_orders⟫ o JOIN guests g ON g.id = o.guest_id
WHERE o.status = 'CANCELLED' AND o.updated_at > NOW() - INTERVAL 30 DAY;
-- 结果（节选）
-- ⟪order_id|MS240512001⟫ | ⟦PERSON|蒋欣然⟧ | ⟦PHONE|13912874456⟧ | ⟦AMOUNT|¥1,076.00⟧
-- MS240517014 | ⟦PERSON|邓伟⟧ | ⟦PHONE|18620093317⟧ | ⟦AMOUNT|¥398.00⟧"""),

("ocr_id_card", """【身份证OCR识别结果】
姓名　⟦PERSON|蔡明轩⟧
性别　男　　民族　汉
出生　⟦DATE_OF_BIRTH|1993年8月30日⟧
住址　⟦ADDRESS|山东省青岛市市南区香港中路76号颐和国际B座2103⟧
公民身份号码　⟦IDCARD|$idcn_14⟧
签发机关　⟪issuing_authority|青岛市公安局市南分局⟫　有效期限　⟪validity_period|2016.09.12-2026.09.12⟫
识别置信度：⟪ocr_confidence|0.987⟫"""),

("js_config", """// config.js —— 民宿预订小程序
module.exports = {
  appId: '⟪wechat_appid|$dk_wx_appid1⟫',
  appSecret: '⟦SECRET|$sec_wx1⟧',   // TODO 移到服务端！！
  mchId: '⟪merchant_id|1609823341⟫',
  apiBase: 'https://api.yunqixiaoyuan.cn',
  tencentSecretId: '⟦APIKEY|$ak_tencent1⟧',
  tencentSecretKey: '⟦SECRET|$sec_tencent1⟧',
  maintainer: '⟦EMAIL|liu.dev@yunqixiaoyuan.cn⟧'
}"""),

("passenger_manifest_csv", """航次,舱房,姓名,性别,出生日期,证件类型,证件号码,手机
⟪voyage_code|BW2409⟫,6118,⟦PERSON|江涛⟧,男,⟦DATE_OF_BIRTH|1969-06-06⟧,护照,⟦PASSPORT|$pp_cn3⟧,⟦PHONE|13504519926⟧
BW2409,6118,⟦PERSON|江雪梅⟧,女,⟦DATE_OF_BIRTH|1972-03-19⟧,护照,⟦PASSPORT|$pp_cn4⟧,⟦PHONE|13504519927⟧
BW2409,6120,⟦PERSON|江一诺⟧,女,⟦DATE_OF_BIRTH|2008-12-25⟧,护照,⟦PASSPORT|$pp_cn5⟧,⟪empty_field|无⟫"""),

("complaint_letter", """致⟪org_name|骑迹单车旅行⟫客服：
我是⟦PERSON|彭俊⟧，7月参加了你们的“⟪tour_name|川西318骑行⟫”团。第三天折多山下坡时，领队⟦PERSON|阿龙⟧没有提醒前方修路，我摔车导致⟦MEDICAL|右锁骨骨折⟧，在康定住院5天，⟦MEDICAL|内固定手术⟧费用⟦AMOUNT|23,600元⟧全部自付。
请贵公司按合同承担医疗费用。联系方式：⟦PHONE|159 2833 0871⟧，邮箱⟦EMAIL|pengjun_ride@qq.com⟧。"""),

("tour_guide_notes", """带团笔记　⟪tour_code|XA-5D-0820⟫ 西安5日
- 客人26位，身份证已核对。⟦PERSON|韦建华⟧夫妇不吃猪肉，餐厅已交代。
- ⟦PERSON|柳桂兰⟧（78岁）⟦MEDICAL|心脏搭桥⟧术后，兵马俑坑里别走太快。
- 自费：华清池演出⟪price|¥298/人⟫，⟦PERSON|韦建华⟧夫妇付了现金⟦AMOUNT|¥596⟧，收据已开。
- 司机⟦PERSON|老秦⟧　⟦PHONE|133 7912 0548⟧"""),

("campsite_registration", """【营地入住登记】⟪org_name|千岛湖自在房车营地⟫
入住人：⟦PERSON|林怡君⟧（台湾同胞）
证件：台湾身份证 ⟦NATIONAL_ID|$nid_tw1⟧
同行：⟦PERSON|陈冠宇⟧　台湾身份证 ⟦NATIONAL_ID|$nid_tw2⟧
营位：⟪campsite_pitch|C区08号（带电桩）⟫，两晚，⟪price|¥380/晚⟫
押金：⟦AMOUNT|¥500⟧（微信支付）
联系电话：⟦PHONE|+886 928 416 302⟧"""),

("assistance_form_traditional", """特別協助服務申請（⟪org_name|港翼旅客支援⟫）
旅客姓名：⟦PERSON|梁嘉欣⟧
香港身份證號碼：⟦NATIONAL_ID|$nid_hk1⟧
航班：⟪flight_number|CX 543⟫ 往東京羽田　日期：⟪flight_date|2024年10月2日⟫
所需協助：⟦MEDICAL|視障⟧，需專人由登記櫃檯陪同至登機閘口
聯絡人：⟦PERSON|梁志明⟧（父親）　⟦PHONE|9123 6650⟧
電郵：⟦EMAIL|kayan.leung@netvigator.com⟧"""),

("sms", """【途行寄存】您的行李已存放于⟪store_name|成都东站店⟫⟪locker_id|A区23号柜⟫，取件码⟦PASSWORD|716350⟧，请妥善保管，勿告知他人。已支付⟦AMOUNT|¥24.00⟧，超时按⟪overtime_fee|¥3/小时⟫计费。客服⟦PHONE|400-615-8899⟧"""),

("e_invoice", """电子发票（普通发票）　发票号码：⟪invoice_no|24332000000118826731⟫
购买方名称：⟦PERSON|任晓东⟧（个人）
销售方：⟪org_name|舟山蓝鲸邮轮旅行社有限公司⟫　统一社会信用代码：⟪credit_code|91330900MA2JK3X41P⟫
项目：*旅游服务*邮轮船票（⟪voyage_code|BW2411⟫）　金额⟦AMOUNT|¥8,490.57⟧　税额⟦AMOUNT|¥509.43⟧
价税合计（大写）⟦AMOUNT|玖仟圆整⟧　（小写）⟦AMOUNT|¥9,000.00⟧
开票人：⟦PERSON|毛静⟧"""),

("wechat_group", """【微信群：周末骑行AA群】
⟦PERSON|大刘⟧：上周千岛湖的账算好了：住宿⟪cost_item|1,440元⟫，包车⟪cost_item|900元⟫，吃饭⟪cost_item|1,020元⟫，合计⟪group_total|3,360元⟫，8个人每人⟦AMOUNT|420元⟧
⟦PERSON|大刘⟧：直接转我微信，或者支付宝⟦PHONE|18867301529⟧
⟦PERSON|Coco⟧：已转✅
⟦PERSON|阿飞⟧：已转，顺便说下我下周不去了，上次摔的⟦MEDICAL|膝盖韧带拉伤⟧还没好
⟦PERSON|大刘⟧：好好养着🙏"""),

("email", """主题：日本邮轮签证材料 — ⟦PERSON|宋佳⟧
您好，
附件是我和我先生（⟦PERSON|赵志刚⟧）的护照首页扫描件。我的护照号⟦PASSPORT|$pp_cn6⟧，他的是⟦PASSPORT|$pp_cn7⟧。
在职证明和银行流水（近半年账户余额⟦AMOUNT|¥86,300⟧）也一并附上。
我的身份证号：⟦IDCARD|$idcn_9⟧，出生日期⟦DATE_OF_BIRTH|1990-01-15⟧。
有问题请联系⟦PHONE|029-8831 4620⟧或⟦EMAIL|songjia_xa@126.com⟧，谢谢！"""),

("error_log", """[2024-08-09 21:14:03] ERROR ai-cs 调用通义千问失败：401 Invalid API-key provided.
  request: POST https://dashscope.aliyuncs.com/compatible-mode/v1/chat/completions
  headers: {"Authorization": "Bearer ⟦APIKEY|$ak_qwen1⟧", "X-Request-Id": "⟪request_id|$dk_uuid3⟫"}
  用户问题："我订的⟪order_id|ZZ240809-3312⟫房车能提前到下午两点取吗？" 用户手机 ⟦PHONE|17721094883⟧
  fallback → 转人工客服⟦PERSON|小美⟧"""),

("foreigner_registration", """境外人员临时住宿登记（民宿代为申报）
姓名：⟦PERSON|HARRIS CHLOE ANNE⟧　国籍：澳大利亚
护照号码：⟦PASSPORT|$pp_au1⟧　入境方式：免签（⟪visa_policy|144小时过境⟫）
出生日期：⟦DATE_OF_BIRTH|1991-07-22⟧
入住日期：⟪checkin_date|2024-11-05⟫　离开日期：2024-11-08
房东：⟦PERSON|卢春花⟧　电话：⟦PHONE|0872-2671905⟧"""),

("hotline_ticket", """【12345热线工单】⟪ticket_id|GD2024090300417⟫
来电人：⟦PERSON|潘女士⟧　来电号码：⟦PHONE|130 6012 8853⟧
反映内容：来电人母亲⟦PERSON|潘桂珍⟧（⟦MEDICAL|帕金森病⟧患者）⟪flight_date|9月1日⟫乘机时申请了轮椅服务，到达后等了一个多小时无人接，老人⟦MEDICAL|低血糖⟧晕倒。要求机场道歉并赔偿医疗费⟦AMOUNT|1,200元⟧。
承办单位：⟪org_name|机场集团客户服务部⟫"""),

("python_script", """# 导游讲解词生成（⟦PERSON|老周⟧的测试代码）
from zhipuai import ZhipuAI
client = ZhipuAI(api_key="⟦APIKEY|$ak_zhipu1⟧")
resp = client.chat.completions.create(
    model="⟪model_name|glm-4⟫",
    messages=[{"role": "user", "content": "写一段⟪place_name|平遥古城⟫的导游词，300字左右"}])
# 结果保存到 ⟪file_path|/data/guide_scripts/pingyao.md⟫"""),

("access_log", """# 慢行青旅官网 access.log 节选（⟪log_date|2024-07-01⟫）
⟦IP_ADDRESS|223.104.63.17⟧ - - [01/Jul/2024:08:01:12 +0800] "GET /rooms?city=chengdu HTTP/2" 200 4210
⟦IP_ADDRESS|240e:3b7:3240:8a10:2d5c:91ff:fe3a:77c1⟧ - - [01/Jul/2024:08:01:15 +0800] "POST /api/book HTTP/2" 200 188
⟪doc_ip|198.51.100.23⟫ - - [01/Jul/2024:08:01:19 +0800] "GET /wp-login.php HTTP/1.1" 404 0
⟦IP_ADDRESS|100.88.4.12⟧ - - [01/Jul/2024:08:01:20 +0800] "GET /health HTTP/1.1" 200 2   # 内网探活"""),

("ship_medical_record", """【船医诊疗记录摘要】⟪ship_name|蓝鲸·探索号⟫ 医务室　记录号⟪medical_record_no|MR-0816-07⟫
患者：⟦PERSON|陶建平⟧　男　出生日期：⟦DATE_OF_BIRTH|1962-09-14⟧　舱房：⟪cabin_number|5127⟫
主诉：胸闷、气短2小时。
诊断：⟦MEDICAL|急性冠脉综合征（疑似）⟧
处理：⟦MEDICAL|阿司匹林300mg嚼服⟧，吸氧；建议福冈港下船转诊⟪hospital_name|福冈大学医院⟫。
家属：妻子⟦PERSON|邹丽娟⟧　⟦PHONE|139 1873 5520⟧
费用：⟦AMOUNT|US$ 460⟧（已记入船上账户）"""),
]

TEXTS += [
("tour_roster", """【游客名单】⟪tour_code|YN-6D-1001⟫ 云南6日游　导游：⟦PERSON|小方⟧
序号 | 姓名 | 身份证号 | 手机 | 备注
1 | ⟦PERSON|邱国平⟧ | ⟦IDCARD|$idcn_23⟧ | ⟦PHONE|13856041127⟧ |
2 | ⟦PERSON|胡美玲⟧ | ⟦IDCARD|$idcn_20⟧ | ⟦PHONE|13856041128⟧ | ⟦MEDICAL|严重晕车⟧，安排前排
3 | ⟦PERSON|邱子涵⟧ | ⟦IDCARD|$idcn_19⟧ | — | 学生票"""),

("management_agreement", """民宿委托经营协议（节选）
甲方（房东）：⟦PERSON|邵雅琴⟧，身份证号⟦IDCARD|$idcn_15⟧，住址⟦ADDRESS|广西桂林市七星区漓江路26号观漓小区5栋2单元301⟧
乙方：⟪org_name|桂林漓水居民宿管理有限公司⟫
第五条 收益分配：乙方每月10日前将甲方应得收益（房费收入的⟪revenue_share|65%⟫）转入甲方银行卡⟦CARD|$card_u4⟧。
第六条 保证金：乙方已向甲方支付履约保证金⟦AMOUNT|30,000元⟧。
甲方签字：⟦PERSON|邵雅琴⟧　日期：⟪signature_date|2024年3月1日⟫"""),

("accident_report", """骑行活动意外事故报告　⟪report_no|SG-2024-017⟫
活动：⟪tour_name|环洱海骑行一日游⟫　日期：⟪incident_date|2024-10-03⟫
伤者：⟦PERSON|段晓雨⟧，女，出生日期⟦DATE_OF_BIRTH|1999-02-28⟧，身份证⟦IDCARD|$idcn_17⟧
经过：下午3点左右在才村码头附近与电动车相撞，⟦MEDICAL|左小腿擦伤⟧、⟦MEDICAL|轻微脑震荡⟧，已送⟪hospital_name|大理州人民医院⟫检查。
保险：已报意外险，报案号⟪claim_ref|PA2024100300882⟫
紧急联系人：⟦PERSON|段建军⟧　⟦PHONE|136 0885 2209⟧
领队：⟦PERSON|阿龙⟧"""),

("ota_review", """⭐⭐⭐⭐⭐ 来自 ⟦PERSON|Lily_在路上⟧
房东⟦PERSON|卢老板⟧超级热情，知道我⟦MEDICAL|乳糖不耐受⟧，早餐特意准备了豆浆。房间干净，推开窗就是玉龙雪山🏔 价格⟪price|¥428/晚⟫，性价比很高。唯一的小问题是停车位少。
入住时间：⟪stay_month|2024年9月⟫　房型：⟪room_type|观景大床房⟫"""),

("gateway_log", """2024-09-12 06:41:22 INFO  prm-gateway 接收旅客服务请求 {"pnr":"⟪pnr|HZ7K2P⟫","name":"⟦PERSON|汤卫国⟧","idNo":"⟦IDCARD|$idcn_10⟧","mobile":"⟦PHONE|15959218830⟧","ssr":"⟪ssr_code|BLND⟫","remark":"⟦MEDICAL|双眼失明⟧，携带导盲犬⟪animal_name|Lucky⟫"}
2024-09-12 06:41:22 INFO  prm-gateway 分配服务员 ⟦PERSON|jiangwei02⟧ 终端IP ⟦IP_ADDRESS|10.33.18.207⟧"""),

("price_quote", """【报价单】⟪org_name|蓝鲸邮轮⟫ 2025春节航次团队报价（有效期至⟪valid_until|2024-12-15⟫）
舱型 | 价格（元/人，双人入住）
内舱 | ⟪price|5,999⟫
海景 | ⟪price|7,299⟫
阳台 | ⟪price|9,899⟫
第三/四人（12岁以下）| ⟪price|2,500⟫
港务费及税费另付⟪price|¥680/人⟫。
销售顾问：⟦PERSON|卓敏⟧　⟦PHONE|186 6503 2278⟧　⟦EMAIL|zhuomin@bluewhalecruises.cn⟧"""),

("family_group_chat", """【微信群：相亲相爱一家人】
⟦PERSON|小雨⟧：爸的护照号多少来着？我在给邮轮填资料
妈：⟦PASSPORT|$pp_cn8⟧，照片发你了，出生日期⟦DATE_OF_BIRTH|1956年10月8日⟧
⟦PERSON|小雨⟧：好，还要填病史，爸是不是有⟦MEDICAL|痛风⟧？
妈：还有⟦MEDICAL|前列腺增生⟧，在吃⟦MEDICAL|坦索罗辛⟧
⟦PERSON|小雨⟧：OK，船票一共⟦AMOUNT|19800块⟧我先垫了"""),

("smart_lock_sms", """【云丁智能锁】尊敬的⟦PERSON|汪先生⟧，您在⟪property_name|漓水居·榕树下202⟫的临时开门密码为⟦PASSWORD|837261#⟧，有效期⟪validity|2024-10-03 14:00至10-05 12:00⟫。请勿转发他人。"""),

("store_daily_report", """【门店日报】途行寄存·西湖店　⟪report_date|2024-05-02⟫
今日寄存⟪daily_count|146件⟫，营业额⟪store_revenue|¥2,847⟫
异常情况：
1. 客户⟦PERSON|严子墨⟧超时未取，箱子已转仓，电话⟦PHONE|138 5802 6614⟧无人接听，已发短信。
2. 客户⟦PERSON|欧阳倩⟧重复扣费，已退款⟦AMOUNT|¥15⟧。
3. 收银电脑IP改为⟦IP_ADDRESS|192.168.31.105⟧，小票打印机⟦IP_ADDRESS|192.168.31.106⟧。
4. 储物间密码锁改为⟦PASSWORD|0502⟧。
店长：⟦PERSON|小卢⟧"""),

("internal_doc", """## 房车还车提醒机器人 配置说明（内部文档，⟦PERSON|阿杰⟧维护）
1. 在企业微信群里添加机器人，复制 webhook 地址：
   ⟦SECRET|$sec_wecom1⟧
2. 在 .env 中配置：
   ALIYUN_AK=⟦APIKEY|$ak_ali2⟧
   ALIYUN_SK=⟦SECRET|$sec_ali2⟧
3. 消息模板见 ⟪file_path|docs/templates/return_reminder.md⟫，文档里的示例手机号统一写成 ⟪masked_phone|138****0000⟫。"""),

("health_declaration", """邮轮乘客健康申明卡
姓名：⟦PERSON|谢文斌⟧　出生日期：⟦DATE_OF_BIRTH|1969-06-06⟧
证件号码：⟦IDCARD|$idcn_16⟧
近14天是否有发热、咳嗽等症状：否
慢性病史：⟦MEDICAL|2型糖尿病⟧、⟦MEDICAL|高血脂⟧
正在服用的药物：⟦MEDICAL|二甲双胍⟧、⟦MEDICAL|阿托伐他汀⟧
舱房：⟪cabin_number|9066⟫　签名：⟦PERSON|谢文斌⟧"""),

("call_recording", """【录音转写】
⟦PERSON|小方⟧：⟦PERSON|周总⟧，我上个月带了四个团，工资条上怎么才⟦AMOUNT|3,200块⟧？
⟦PERSON|周总⟧：底薪⟦AMOUNT|2,000块⟧，带团补助每团⟪allowance_rate|300元⟫，四个团⟦AMOUNT|1,200块⟧，没错啊。
⟦PERSON|小方⟧：那购物店返点呢？说好的⟪commission_rate|5%⟫……
⟦PERSON|周总⟧：那个下个月一起发。"""),

("resume", """个人简历
姓名：⟦PERSON|柯雨桐⟧　性别：女　出生年月：⟦DATE_OF_BIRTH|1996年10月31日⟧
身份证：⟦IDCARD|$idcn_25⟧
电话：⟦PHONE|13719024568⟧　邮箱：⟦EMAIL|keyutong1031@qq.com⟧
导游证号：⟪guide_licence|DGD-4401-096318⟫　语言：粤语、普通话、英语
工作经历：2019年至今 ⟪org_name|粤行国旅⟫ 出境领队（带邮轮团30+）
期望薪资：⟦AMOUNT|12,000元/月⟧"""),

("ocr_payment_screenshot", """【截图识别】微信转账
⟦AMOUNT|¥1,500.00⟧
转账给 ⟪org_name|骑迹单车⟫-⟦PERSON|老韩⟧
转账时间 ⟪timestamp|2024-06-28 21:03:44⟫
转账单号 ⟪transaction_id|1000050001202406282103440163728811⟫
支付方式 招商银行储蓄卡(⟪last4|8816⟫)
备注：⟦PERSON|邓伟⟧ 环湖骑行报名费"""),

("ops_handover", """【运维交接】慢行青旅 支付服务
商户号：⟪merchant_id|1650023318⟫
API证书序列号：⟪cert_serial|5E1D3A7F0C29B84416A0E2C7D93F1B6A0C4D8E21⟫
商户私钥（apiclient_key.pem，正式环境，禁止外传）：
⟦SECRET|$sec_pem_ec1⟧
APIv3密钥：⟦SECRET|$sec_hmac2⟧
服务器：⟦IP_ADDRESS|119.29.188.42⟧（广州）
交接人：⟦PERSON|小赵⟧ → ⟦PERSON|小钟⟧"""),

("service_confirmation", """⟦PERSON|山田美咲⟧女士您好：
您在⟪airport_name|浦东机场⟫⟪terminal|T1⟫的轮椅协助服务已确认。
航班：⟪flight_number|NH920⟫　护照号：⟦PASSPORT|$pp_jp2⟧　出生日期：⟦DATE_OF_BIRTH|1948-03-05⟧
服务类型：WCHR（⟦MEDICAL|腰椎管狭窄⟧）
如需变更请致电⟦PHONE|021-6834 6912⟧（24小时）。"""),

("violation_notice", """【自在房车】⟦PERSON|沈浩⟧您好，您租用的房车（⟪vehicle_plate|浙A·F8R21⟫）于5月21日在⟪road_name|G60沪昆高速⟫超速，罚款⟦AMOUNT|200元⟧、记⟪penalty_points|3分⟫。按合同将从您的押金⟦AMOUNT|10,000元⟧中代扣，另收手续费⟦AMOUNT|50元⟧。如有疑问请致电⟦PHONE|0571-8602 3390⟧。"""),

("house_rules", """【入住须知】⟪property_name|溪山小筑⟫
1. 入住时间14:00后，退房12:00前。
2. WiFi：⟪wifi_ssid|XiShan-5G⟫　密码：⟦PASSWORD|xishan8888⟧
3. 热水器在卫生间门后，开关拨到“⟪device_setting|高温档⟫”。
4. 有事请联系管家⟦PERSON|阿梅⟧：⟦PHONE|159 5831 0762⟧（微信同号）
5. 院子里的狗叫⟪pet_name|旺财⟫，很乖，不咬人。"""),

("member_export_csv", """会员号,昵称,真实姓名,手机,邮箱,生日,累计里程
⟪member_id|QJ00218⟫,⟦PERSON|风一样的男子⟧,⟦PERSON|葛鹏⟧,⟦PHONE|15850312297⟧,⟦EMAIL|gepeng@foxmail.com⟧,⟦DATE_OF_BIRTH|1988-04-02⟧,⟪total_distance|8412 km⟫
QJ00231,⟦PERSON|单车少女⟧,⟦PERSON|祁梦⟧,⟦PHONE|13770916638⟧,⟦EMAIL|qimeng_bike@163.com⟧,⟦DATE_OF_BIRTH|1994-06-24⟧,3106 km"""),

("lost_and_found", """【失物招领登记】⟪airport_name|双流机场⟫T2　编号⟪lost_property_ref|SL-0719-033⟫
物品：黑色双肩包，内有笔记本电脑（序列号⟪device_serial|PF3KX29Q⟫）、⟦MEDICAL|降压药⟧一盒
失主：⟦PERSON|范文博⟧，手机⟦PHONE|186 8127 4402⟧，身份证后四位⟪masked_id|****2031⟫
领取方式：快递到付，地址⟦ADDRESS|四川省绵阳市涪城区临园路东段58号5栋1单元602⟧"""),

("minpaku_registration", """【民宿入住登记（日本民泊）】
代表人：⟦PERSON|龚晓彤⟧　护照号：⟦PASSPORT|$pp_cn9⟧　国籍：中国
同住人：⟦PERSON|龚伟⟧　护照号：⟦PASSPORT|$pp_cn10⟧
国内住址：⟦ADDRESS|重庆市渝中区解放碑八一路177号2单元1502⟧
平台订单号：⟪order_id|HMZ2X8KQ4P⟫　房费⟦AMOUNT|JPY 86,400⟧已在线支付"""),
]

TEXTS += [
("group_signup_form", """邮轮团队报名表　团号：⟪group_code|BW2503-TD07⟫
| 姓名 | 性别 | 出生日期 | 身份证号 | 手机 | 备注 |
| ⟦PERSON|孟凡宇⟧ | 男 | ⟦DATE_OF_BIRTH|1983-08-27⟧ | ⟦IDCARD|$idcn_8⟧ | ⟦PHONE|13983016624⟧ | 领队 |
| ⟦PERSON|孟可欣⟧ | 女 | ⟦DATE_OF_BIRTH|2001-06-12⟧ | ⟦IDCARD|$idcn_7⟧ | ⟦PHONE|15205183327⟧ | ⟦MEDICAL|哮喘⟧，随身带喷雾 |
定金：每人⟦AMOUNT|¥2,000⟧，已收。"""),

("driver_registration", """【驾驶人信息登记】订单⟪order_id|ZZ240921-0087⟫
主驾驶：⟦PERSON|许志鹏⟧　身份证⟦IDCARD|$idcn_12⟧　驾龄：⟪driving_years|12年⟫
副驾驶：⟦PERSON|龙浩然⟧　身份证⟦IDCARD|$idcn_21⟧　驾龄：5年
驾驶证档案编号：⟪licence_file_no|4601 0023 8817⟫
紧急联系人：⟦PERSON|许小姐⟧（主驾驶的妹妹）⟦PHONE|186 8976 2210⟧"""),

("card_guarantee_form", """信用卡担保授权书（⟪org_name|溪山小筑⟫）
持卡人姓名：⟦PERSON|鲁思琪⟧　身份证号：⟦IDCARD|$idcn_22⟧　出生日期：⟦DATE_OF_BIRTH|1989年4月4日⟧
卡号：⟦CARD|$card_m4⟧　有效期：⟪card_expiry|11/27⟫　CVV2：⟦CVV|729⟧
担保金额：首晚房费⟦AMOUNT|¥1,288⟧
本人授权溪山小筑在未入住（no-show）的情况下扣除上述金额。
签名：⟦PERSON|鲁思琪⟧　日期：⟪signature_date|2024-09-28⟫"""),
]
