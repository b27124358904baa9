# Chinese texts of the blind42 corpus. Every entry typed by hand.
# Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, `$name` -> values.VALUES[name].

TEXTS = []

TEXTS += [
("客服工单", """工单号：⟪ticket_id|GD20240611-00871⟫
乘客：⟦PERSON|陈晓燕⟧，手机⟦PHONE|139 1702 4486⟧
司机：⟦PERSON|王海涛⟧（工号⟪driver_id|SJ-30127⟫，白色比亚迪秦）
投诉内容：乘客称司机绕路，实付⟦AMOUNT|¥86.40⟧，下单时预估价⟪fare_quote|¥52⟫。乘客本身⟦MEDICAL|晕车⟧，司机开窗抽烟导致其呕吐。
处理结果：退款⟦AMOUNT|34.40元⟧，客服⟦PERSON|小赵⟧已回访，乘客接受。"""),

("微信聊天", """⟦PERSON|许小姐⟧：你好，我明天下午在⟪place_name|三亚凤凰机场⟫取车，订单号⟪order_id|ZC2024071500193⟫
⟪org_name|悦行租车⟫客服⟦PERSON|阿杰⟧：您好⟦PERSON|许小姐⟧，车已经备好了，⟪car_group_code|SUV-B⟫组。押金⟦AMOUNT|3000元⟧，可以信用卡预授权。麻烦发一下驾驶人身份证号核对
⟦PERSON|许小姐⟧：⟦IDCARD|$id02⟧，我叫⟦PERSON|许婧⟧
⟦PERSON|阿杰⟧：收到，手机号还是⟦PHONE|186 2158 7730⟧吗？
⟦PERSON|许小姐⟧：对的"""),

("钉钉群消息", """【充电运维-华东】
⟦PERSON|周立伟⟧ 09:12：@⟦PERSON|老马⟧ 杭州⟪site_name|滨江星光站⟫3号桩离线，桩编号⟪charger_serial|ZJHZ-DC120-0033⟫
⟦PERSON|老马⟧ 09:15：4G模块掉线了，管理地址⟦IP_ADDRESS|10.23.7.114⟧ ping不通，我下午过去
⟦PERSON|周立伟⟧ 09:16：顺便把群机器人换掉，旧的泄露了：⟦SECRET|$dinghook1⟧ 加签 ⟦SECRET|$dingsec1⟧
⟦PERSON|老马⟧ 09:20：好。固件要升到⟪firmware_version|V3.2.18⟫吗？"""),

("报名登记表", """⟪org_name|顺通驾校⟫学员报名登记表          编号：⟪form_number|ST2024-0815⟫
姓名：⟦PERSON|刘佳怡⟧    性别：女
身份证号：⟦IDCARD|$id16⟧
出生日期：⟦DATE_OF_BIRTH|1997年8月8日⟧
联系电话：⟦PHONE|152-7316-0924⟧
住址：⟦ADDRESS|湖南省长沙市芙蓉区五一大道389号华美欧大厦1506室，410011⟧
报考车型：C1    班型：⟪class_type|VIP周末班⟫    学费标准：⟪tuition_fee|¥4,680⟫
已缴费：⟦AMOUNT|4680元⟧
体检：⟦MEDICAL|色弱⟧，需到指定医院复查"""),

("车载监控告警日志", """[2024-05-12 03:41:07] ALARM 疲劳驾驶 车辆⟪fleet_plate|苏E·7K392⟫ 终端⟪terminal_sim_id|013912345678⟫ 司机⟦PERSON|韩磊⟧ 连续驾驶4小时12分
[2024-05-12 03:41:09] TTS语音提醒已下发 平台节点⟪doc_ip|198.51.100.7⟫
[2024-05-12 03:45:30] 调度⟦PERSON|冯秀兰⟧电话联系司机⟦PHONE|138-1234-9027⟧，未接通
[2024-05-12 03:52:11] 司机回拨，称⟦MEDICAL|胃痛⟧，已安排在⟪place_name|宿迁服务区⟫休息，⟪alarm_id|ALM-88120⟫关闭"""),

("购票短信", """【⟪org_name|琼州海峡轮渡⟫】⟦PERSON|郑凯文⟧您好，您已成功购买⟪sailing_date|7月20日⟫14:30 海口新海港→徐闻港船票，订单号⟪order_id|QZ240720088127⟫。乘船人：⟦PERSON|郑凯文⟧（⟦IDCARD|$id27⟧）、⟦PERSON|谢雨萱⟧（⟦IDCARD|$id22⟧）。实付⟦AMOUNT|¥356.00⟧。请提前60分钟到港，客服电话⟦PHONE|0898-6553 2210⟧。"""),

("维修工卡", """工卡号：⟪job_card_no|JC-A320-0425-117⟫    飞机注册号：⟪aircraft_registration|B-30AK⟫    机型：A320neo
ATA ⟪ata_chapter|32-41⟫ 2号主轮刹车组件更换
拆下件号⟪part_number|C20225000⟫ 序号⟪serial_number|BRK77120⟫；装上序号⟪serial_number|BRK80934⟫
工作者：⟦PERSON|杜鹏飞⟧    检验员：⟦PERSON|贺建军⟧
备注：⟦PERSON|杜鹏飞⟧右手⟦MEDICAL|腱鞘炎⟧未愈，本周不安排力矩作业。"""),

("闲鱼聊天", """买家⟦PERSON|阿May⟧：这台⟪bike_model|捷安特TCR⟫还在吗
卖家⟦PERSON|骑行老K⟧：在的，⟪listing_price|3800⟫不刀
⟦PERSON|阿May⟧：可以先付⟦AMOUNT|500块⟧定金吗，周六去看车
⟦PERSON|骑行老K⟧：可以，支付宝就是手机号⟦PHONE|187 0192 3356⟧，实名⟦PERSON|罗家豪⟧
⟦PERSON|阿May⟧：好 地址发我下
⟦PERSON|骑行老K⟧：⟦ADDRESS|深圳市南山区桃园路田厦金牛广场A座2208，518052⟧，到了打电话"""),

("application_yml", """spring:
  datasource:
    url: jdbc:mysql://⟦IP_ADDRESS|10.8.12.31⟧:3306/dispatch?useSSL=false
    username: dispatch_app
    password: ⟦PASSWORD|Dsp@2024#mysql⟧
  redis:
    host: ⟦IP_ADDRESS|10.8.12.40⟧
    password: ⟦PASSWORD|redis_Xm92!⟧
aliyun:
  oss:
    access-key-id: ⟦APIKEY|$ltai2⟧
    access-key-secret: ⟦SECRET|$alisec2⟧
    endpoint: ⟪oss_endpoint|oss-cn-hangzhou.aliyuncs.com⟫
amap:
  web-key: ⟦APIKEY|$amap1⟧
server:
  port: ⟪port|8081⟫
# 负责人：⟦PERSON|zhou.liwei⟧ 改密码前先在群里说一声"""),

("后台导出csv", """司机ID,姓名,手机号,身份证号,驾龄,审核状态,备注
⟪driver_id|D100231⟫,⟦PERSON|孙浩⟧,⟦PHONE|13501926648⟧,⟦IDCARD|$id05⟧,8,通过,
⟪driver_id|D100232⟫,⟦PERSON|马骁⟧,⟦PHONE|15921877043⟧,⟦IDCARD|$id11⟧,5,驳回,⟦MEDICAL|高血压⟧未提供体检报告
⟪driver_id|D100233⟫,⟦PERSON|何晴⟧,⟦PHONE|18651290317⟧,⟦IDCARD|$id20⟧,3,通过,"""),

("违章通知邮件", """尊敬的⟦PERSON|郭子昂先生⟧：
您于⟪rental_period|2024年3月2日至3月5日⟫租用的车辆（⟪fleet_plate|粤B·F3K21⟫）在⟪place_name|深南大道⟫产生违章一条：超速未达20%，罚款⟦AMOUNT|200元⟧，记3分。
按合同第7条，违章处理服务费⟦AMOUNT|50元⟧将从押金中扣除，剩余押金⟦AMOUNT|¥1,750⟧已退回您尾号⟪masked_card|**** 6620⟫的信用卡。
如有疑问请联系⟦EMAIL|service@yuexingzuche.cn⟧。"""),

("应用日志", """2024-06-03 21:14:07.332 INFO  [order-svc,⟪trace_id|7f3a9c2e1b4d8a61⟫] 创建订单 orderNo=⟪order_id|DD202406032114070012⟫ passenger=⟦PHONE|13761208845⟧ from=⟪poi_name|上海虹桥站⟫
2024-06-03 21:14:07.518 WARN  [order-svc,7f3a9c2e1b4d8a61] 风控命中 uid=⟪user_id|u88231⟫ ip=⟦IP_ADDRESS|117.136.8.204⟧ device=⟪device_id|$uuid5⟫
2024-06-03 21:14:08.001 DEBUG [push-svc] 调用短信接口 SecretId=⟦APIKEY|$akid_tc1⟧ SecretKey=⟦SECRET|$tcsec1⟧"""),

("语音转文字", """⟦PERSON|刘教练⟧：⟦PERSON|小何⟧，明天科目二模拟，你8点到⟪place_name|龙泉考场⟫，带好身份证
⟦PERSON|小何⟧：收到教练，我妈说她送我过去，顺便把剩下的⟦AMOUNT|一千二百块⟧学费给你
⟦PERSON|刘教练⟧：行，微信转我也可以，我手机号⟦PHONE|幺三八 七七零二 四六一九⟧
⟦PERSON|小何⟧：好的好的，我⟦MEDICAL|近视⟧要戴眼镜吧？
⟦PERSON|刘教练⟧：必须戴，体检表上写了的"""),

("提箱预约单", """提箱预约单    ⟪appointment_no|YY2024052200318⟫
码头：⟪terminal_name|宁波北仑第三集装箱码头⟫
箱号：⟪container_number|$box3⟫    提单号：⟪bill_of_lading|COSU6312045870⟫
集卡车牌：⟪fleet_plate|浙B·97231⟫
司机：⟦PERSON|潘国栋⟧    手机：⟦PHONE|13705842219⟧    身份证：⟦IDCARD|$id29⟧
预约时段：⟪time_window|05-22 14:00-16:00⟫"""),

("人事通知", """关于⟦PERSON|唐诗雨⟧同志体检复查的通知
⟪org_name|华远航空工程公司⟫人力资源部：
⟦PERSON|唐诗雨⟧（工号⟪staff_id|HY-0927⟫）年度体检发现⟦MEDICAL|甲状腺结节⟧及⟦MEDICAL|轻度贫血⟧，请于⟪due_date|6月30日⟫前到⟪hospital_name|市第一人民医院⟫复查，复查期间暂停夜班。
联系人：⟦PERSON|白雪梅⟧ ⟦PHONE|0531-8691 2245⟧"""),

("维修单", """⟪org_name|飞轮单车工作室⟫ 维修单 No.⟪job_number|0623-014⟫
顾客：⟦PERSON|宋志明⟧    电话：⟦PHONE|155 2901 7734⟧
车辆：⟪bike_model|喜德盛 RS350⟫
项目：换内胎 ⟪price|¥35⟫ / 调变速 ⟪price|¥30⟫ / 换刹车皮 ⟪price|¥40⟫
实收：⟦AMOUNT|¥105⟧（微信支付）
备注：顾客⟦MEDICAL|半月板损伤⟧，坐垫调低1cm"""),

("接口返回json", """{"code":0,"msg":"ok","data":{"userId":"⟪user_id|p_5520981⟫","realName":"⟦PERSON|沈梦琪⟧","mobile":"⟦PHONE|+86 136 2018 5530⟧",
"emergencyContacts":[{"name":"⟦PERSON|沈建华⟧","relation":"父亲","mobile":"⟦PHONE|13862017741⟧"}],
"homeAddress":"⟦ADDRESS|江苏省苏州市工业园区星湖街328号创意产业园12栋，215123⟧",
"token":"⟦APIKEY|$jwt5⟧"},"requestId":"⟪request_id|$uuid6⟫"}"""),

("微博", """@⟦PERSON|夏天明不吃香菜⟧：在⟪site_name|天府新区某超充站⟫充电，说好⟪tariff|1.2元/度⟫，结果扣了我⟦AMOUNT|168元⟧！！才充了40度电。@⟪org_handle|某某充电官方⟫ 客服电话⟦PHONE|400-886-2210⟧打了一下午都占线 ⟪hashtag|#新能源车主维权#⟫"""),

("整车运单", """⟪org_name|顺达物流⟫ 整车运单        运单号：⟪waybill_no|SD2024061800772⟫
发货人：⟦PERSON|江海波⟧ ⟦PHONE|0512-6827 1190⟧
收货人：⟦PERSON|钟晓东⟧ ⟦PHONE|139 2755 0816⟧
收货地址：⟦ADDRESS|广东省东莞市长安镇乌沙社区兴发南路88号，523850⟧
货物：⟪cargo_description|电子元器件 12托⟫    重量：⟪cargo_weight|8.6吨⟫
运费：⟪freight_charge|¥6,800⟫（月结）
承运司机：⟦PERSON|老唐⟧"""),

("飞书告警", """【飞书告警】⟪alert_name|dispatch-gateway 5xx比例过高⟫
实例：⟦IP_ADDRESS|172.16.40.12⟧:8080    当前值：⟪metric_value|12.7%⟫
值班人：⟦PERSON|程一帆⟧ ⟦PHONE|17717036612⟧
告警机器人地址（别外传）：⟦SECRET|$feishuhook1⟧
关联变更：⟪change_id|CHG-20240705-031⟫ / ⟪commit_sha|$sha5⟫"""),

("退费申请书", """退费申请书
本人⟦PERSON|苏婉清⟧，身份证号⟦IDCARD|$id30⟧，于⟪enroll_date|2023年11月⟫在贵校报名C2，已缴学费⟦AMOUNT|3980元⟧。因本人确诊⟦MEDICAL|妊娠期高血压⟧，医生建议暂停学车，特申请退还未学部分费用⟦AMOUNT|2600元⟧。
退款账户：⟪bank_name|中国建设银行⟫ ⟦CARD|$cup3⟧ 户名：⟦PERSON|苏婉清⟧
联系电话：⟦PHONE|188 5061 3397⟧"""),

("通话记录", """通话记录 ⟪call_id|CALL-0719-2231⟫ 时长04:12
坐席：您好，⟪org_name|舟山海峡轮渡⟫，请问有什么可以帮您？
客户：你好，我是⟦PERSON|罗女士⟧，明天早上从沈家门走，我公公有⟦MEDICAL|心脏病⟧，要坐轮椅，能不能优先登船？
坐席：可以的，麻烦提供一下乘船人身份证号。
客户：⟦IDCARD|$id35⟧，他叫⟦PERSON|罗国强⟧。
坐席：好的已备注。您的联系电话是？
客户：⟦PHONE|一三五 八六七二 零九一四⟧"""),
]

TEXTS += [
("app截图OCR", """提现详情
提现金额  ⟦AMOUNT|¥2,350.00⟧
到账银行卡  ⟪bank_name|招商银行⟫ ⟪masked_card|6225 **** **** 8841⟫
申请时间  ⟪timestamp|2024-06-30 22:14⟫
预计到账  ⟪eta|2小时内⟫
手续费  ⟦AMOUNT|¥2.35⟧
司机  ⟦PERSON|卢振东⟧        可提现余额 ⟦AMOUNT|¥18.62⟧"""),

("境外租车确认单", """⟪org_name|环球驾⟫境外租车确认单    订单⟪order_id|HQJ-NZ-20240901-77⟫
主驾驶人：⟦PERSON|ZHANG Wei⟧（⟦PERSON|张伟⟧）
护照号：⟦PASSPORT|$pp_cn1⟧    出生日期：⟦DATE_OF_BIRTH|1989-10-10⟧
取车：奥克兰机场 ⟪pickup_time|9月1日 10:00⟫
预付租金⟦AMOUNT|NZD 1,120⟧，到店押金⟦AMOUNT|NZD 2,000⟧（信用卡）
信用卡：⟦CARD|$visa3⟧ 有效期08/28 CVV ⟦CVV|271⟧
紧急联系人：⟦PERSON|李振华⟧ ⟦PHONE|+86 139 1022 7781⟧"""),

("车队微信群", """【车队群】
⟦PERSON|黄志强⟧（队长）：明天去⟪place_name|郑州⟫的车，⟦PERSON|老吴⟧和⟦PERSON|小邓⟧一车，装货地址我发群里了。车⟪fleet_plate|豫A·3Q551⟫，挂⟪trailer_number|豫A·8H23挂⟫
⟦PERSON|小邓⟧：队长我请个假，我爸⟦MEDICAL|脑梗⟧住院了
⟦PERSON|黄志强⟧（队长）：好，那⟦PERSON|老吴⟧带⟦PERSON|阿彪⟧跑
⟦PERSON|老吴⟧：收到。油卡密码还是⟦PASSWORD|860312⟧吗
⟦PERSON|黄志强⟧（队长）：群里别发密码！！"""),

("sql查询结果", """mysql> SELECT id, name, phone, id_card, city FROM passenger WHERE id IN (⟪row_id|88231⟫, 88232);
+-------+--------+-------------+--------------------+------+
| id    | name   | phone       | id_card            | city |
+-------+--------+-------------+--------------------+------+
| 88231 | ⟦PERSON|任晓峰⟧ | ⟦PHONE|13912870034⟧ | ⟦IDCARD|$id19⟧ | 合肥 |
| 88232 | ⟦PERSON|姚佳⟧   | ⟦PHONE|15001932258⟧ | ⟦IDCARD|$id12⟧ | 西安 |
+-------+--------+-------------+--------------------+------+
2 rows in set (⟪query_time|0.01 sec⟫)"""),

("成绩通知短信", """【⟪org_name|交管12123⟫】⟦PERSON|段晨曦⟧（⟦IDCARD|$id36⟧），您于⟪exam_date|2024年7月3日⟫参加的科目三考试成绩为⟪exam_score|92分⟫，合格。请于7日内到⟪place_name|长安车管分所⟫领取驾驶证，业务流水号⟪serial_no|5101234567890⟫。"""),

("船代邮件", """⟪org_name|青岛外代⟫：
⟪vessel_name|MV ORIENT PEARL⟫轮二副⟦PERSON|Jose Reyes⟧（菲律宾籍，护照号⟦PASSPORT|$pp_ph3⟧）因⟦MEDICAL|急性阑尾炎⟧需下船就医，已联系⟪hospital_name|青岛市立医院⟫，请协助办理临时入境手续。
船长：⟦PERSON|Ivan Petrov⟧
联系人：⟦PERSON|钱海燕⟧ ⟦PHONE|0532-8502 7731⟧ ⟦EMAIL|qianhy@qdshipagency.com⟧"""),

("航材领用表", """| 日期 | 领用人 | 件号 | 数量 | 飞机 | 备注 |
|---|---|---|---|---|---|
| 06-11 | ⟦PERSON|杜鹏飞⟧ | ⟪part_number|MS20995C32⟫ | 1卷 | ⟪aircraft_registration|B-30AK⟫ | 保险丝 |
| 06-11 | ⟦PERSON|贺工⟧ | ⟪part_number|NAS1611-014⟫ | 20 | B-30AK | O形圈 |
| 06-12 | ⟦PERSON|方志远⟧ | ⟪part_number|C20225000⟫ | 1 | ⟪aircraft_registration|B-1MQ8⟫ | 刹车组件 |"""),

("开票申请", """开票申请（个人）
发票抬头：⟦PERSON|武亚楠⟧
金额：⟦AMOUNT|¥427.60⟧（⟪billing_period|2024年5月⟫充电费用）
接收邮箱：⟦EMAIL|wuyanan1994@163.com⟧    手机：⟦PHONE|18636119024⟧
关联订单：⟪order_id|CD2405011822⟫等23笔
---
开票申请（企业）
发票抬头：⟪org_name|太原晋通物流有限公司⟫    税号：⟪org_tax_id|91140105MA0H7T2Q3C⟫
金额：⟪org_invoice_total|¥18,930.00⟫"""),

("客服IM", """乘客：师傅好，我把⟦MEDICAL|降压药⟧落车上了，是我妈的，她⟦MEDICAL|高血压⟧今晚必须吃
客服⟦PERSON|小林⟧：您好，已为您联系司机⟦PERSON|王师傅⟧，司机会在30分钟内送回，行程单号⟪trip_id|T20240708221045⟫
乘客：太好了，地址是⟦ADDRESS|北京市朝阳区望京西园三区312号楼2单元801，100102⟧，电话⟦PHONE|135 2277 0961⟧
客服⟦PERSON|小林⟧：好的，⟦PERSON|王师傅⟧到了会给您打电话"""),

("财务群对账", """【驾校财务群】
财务⟦PERSON|小林⟧：7月学费到账名单：⟦PERSON|曹宇航⟧ ⟦AMOUNT|4200元⟧、⟦PERSON|彭丽⟧ ⟦AMOUNT|3800元⟧、⟦PERSON|蒋文博⟧ ⟦AMOUNT|4200元⟧（分两次交的）
⟦PERSON|周社长⟧：⟦PERSON|彭丽⟧怎么少了400？
财务⟦PERSON|小林⟧：她报的⟪promo_name|暑期学生优惠⟫，优惠⟪discount|¥400⟫"""),

("体检报告OCR", """⟪hospital_name|平安体检中心⟫ 从业人员体检报告
姓名：⟦PERSON|魏东升⟧    性别：男    年龄：39
身份证：⟦IDCARD|$id15⟧
出生日期：⟦DATE_OF_BIRTH|1985-01-31⟧
血压：⟦MEDICAL|150/95 mmHg⟧    视力：左4.8 右4.9
结论：⟦MEDICAL|高血压1级⟧，建议复查；⟦MEDICAL|乙肝表面抗原阳性⟧
报告编号：⟪report_no|PA20240618-0331⟫"""),

("git提交记录", """commit ⟪commit_sha|$sha6⟫
Author: ⟦PERSON|Cheng Yifan⟧ <⟦EMAIL|chengyifan@fleetcore.cn⟧>
Date:   ⟪commit_date|Thu Jul 4 22:31:05 2024 +0800⟫

    临时加上企业微信通知，回头再改成配置

+WECOM_WEBHOOK = "⟦SECRET|$wecomhook1⟧"
+SMS_SIGN = "⟪sms_sign_name|【飞驰出行】⟫"
+ALERT_PHONE = "⟦PHONE|17717036612⟧"  # ⟦PERSON|程一帆⟧的手机"""),

("对账邮件", """各位好，⟪report_month|6月⟫对账结果如下：订单总数⟪metric_count|128,441⟫，平台流水⟪org_gmv|¥5,231,880.40⟫，应结算⟪org_settlement|¥4,602,100.00⟫。差异单⟪metric_count|37⟫笔，明细见附件⟪file_name|对账差异_202406.xlsx⟫。
有问题联系对账负责人⟦PERSON|汪文静⟧，⟦PHONE|021-6087 3321⟧ 分机⟪phone_extension|8012⟫。"""),

("排班群聊", """⟦PERSON|老钟⟧：下周排班出来了，⟦PERSON|阿峰⟧周三跟我换个班行不
⟦PERSON|阿峰⟧：行，周三我带老婆去医院做⟦MEDICAL|产检⟧
⟦PERSON|老钟⟧：好嘞。新来的水手⟦PERSON|胡春燕⟧要办健康证，她⟦MEDICAL|青霉素过敏⟧，医务室记一下
⟦PERSON|胡春燕⟧：谢谢⟦PERSON|老钟⟧，我⟪shift_code|B班⟫，跟⟪vessel_name|普陀山8号⟫"""),

("个人简历", """个人简历
姓名：⟦PERSON|邱振宇⟧    出生年月：⟦DATE_OF_BIRTH|1991年4月12日⟧
电话：⟦PHONE|180 0571 3392⟧    邮箱：⟦EMAIL|qiuzy_ame@qq.com⟧
现住址：⟦ADDRESS|杭州市萧山区市心北路188号鸿达花园5幢302，311200⟧
执照：CAAC维修执照 ⟪license_category|ME-TA⟫（CFM56-5B）
工作经历：⟪date_range|2014.07-至今⟫ ⟪org_name|华远航空工程公司⟫ 航线维修
期望月薪：⟦AMOUNT|2.5万元⟧"""),

("群接龙", """#接龙 周六⟪route_name|环千岛湖⟫骑行，费用⟪event_fee|AA 80元/人⟫
1. ⟦PERSON|大鹏⟧ ⟦PHONE|13967120054⟧
2. ⟦PERSON|Lily王⟧ ⟦PHONE|15158023316⟧
3. ⟦PERSON|老K⟧ 带⟦PERSON|小K⟧（儿子，10岁）
4. ⟦PERSON|阿May⟧ 膝盖⟦MEDICAL|韧带拉伤⟧还没好，这次只跟保障车
5. ⟦PERSON|Kevin周⟧"""),

("审计日志", """[审计] ⟪timestamp|2024-07-08 10:02:11⟫ 操作人=⟦PERSON|admin_zhangxin⟧ 动作=重置用户密码 目标用户=⟦PHONE|13512093377⟧ 新密码=⟦PASSWORD|Cd123456⟧ 来源IP=⟦IP_ADDRESS|218.76.40.19⟧
[审计] 2024-07-08 10:05:47 操作人=⟦PERSON|admin_zhangxin⟧ 动作=手工退款 订单=⟪order_id|CD2407080091⟫ 金额=⟦AMOUNT|¥56.30⟧ 用户=⟦PERSON|陶思远⟧
[审计] 2024-07-08 10:06:02 操作人=system 动作=导出报表 文件=⟪file_name|refund_202407.xlsx⟫"""),

("大众点评", """⟦PERSON|吃货小葵⟧ ★☆☆☆☆
报名的时候说包过、不满意全额退，交了⟦AMOUNT|5280块⟧。结果⟦PERSON|孟教练⟧天天迟到还在车里抽烟，我有⟦MEDICAL|哮喘⟧根本闻不了烟味。找⟦PERSON|刘校长⟧说换教练，拖了一个月没动静。
人均：⟪avg_price|¥4,980⟫    ⟪review_tag|环境:2 服务:1⟫"""),

("交接邮件", """主题：车队GPS平台账号交接
⟦PERSON|小段⟧：
我下月离职，平台账号交给你：
网址：⟪platform_url|gps.zhongtaifleet.com⟫
账号：⟪account_name|ztwl_admin⟫
密码：⟦PASSWORD|Zt@wl2023!⟧
二次验证密钥（手机丢了就用这个）：⟦SECRET|$totp3⟧
有事找我：⟦PHONE|13853291177⟧，微信同号
——⟦PERSON|葛明辉⟧"""),

("查验通知", """查验通知：报关单号⟪customs_declaration_no|220120241000518834⟫
箱号⟪container_number|$box1⟫需于⟪inspection_date|6月14日⟫前移至⟪yard_location|H3查验场⟫，逾期产生堆存费⟪storage_tariff|¥150/天⟫。
报关员：⟦PERSON|范立新⟧ ⟦PHONE|0532-8571 0092⟧"""),

("docker_compose", """version: "⟪compose_version|3.8⟫"
services:
  dispatch-core:
    image: ⟪image_name|registry.cn-hangzhou.aliyuncs.com/feichi/dispatch-core:2.7.1⟫
    environment:
      - MYSQL_DSN=dispatch:⟦SECRET|Fc_2024_dsp!⟧@tcp(⟦IP_ADDRESS|10.8.12.31⟧:3306)/dispatch
      - OPENAI_API_KEY=⟦APIKEY|$openai1⟧   # 智能客服用，⟦PERSON|程一帆⟧申请的
      - HF_TOKEN=⟦APIKEY|$hf1⟧
    ports:
      - "⟪port_mapping|18080:8080⟫\""""),

("电话录音转写", """坐席：您好，预授权需要您报一下信用卡卡号。
客户：⟦CARD|$cup1⟧
坐席：有效期和背面三位数呢？
客户：有效期10/27，安全码⟦CVV|662⟧。
坐席：好的，预授权⟦AMOUNT|五千元⟧已冻结，还车后7个工作日内解冻，订单号⟪order_id|YX20240812034⟫。驾驶人姓名是？
客户：⟦PERSON|赵一鸣⟧。
坐席：好的⟦PERSON|赵先生⟧，祝您用车愉快。"""),
]

TEXTS += [
("价格公示", """⟪org_name|星桩充电⟫上海区域分时电价公示（⟪effective_date|2024年7月1日⟫起执行）
尖峰 ⟪time_band|19:00-21:00⟫  电费⟪tariff|1.35元/度⟫  服务费⟪service_fee|0.80元/度⟫
高峰 08:00-11:00  电费⟪tariff|1.08元/度⟫  服务费0.80元/度
谷时 ⟪time_band|22:00-06:00⟫  电费⟪tariff|0.31元/度⟫  服务费⟪service_fee|0.50元/度⟫
占位费：充满后15分钟起收⟪idle_fee|1元/分钟⟫，单次封顶⟪fee_cap|60元⟫"""),

("船期表", """⟪route_name|蓬莱—长岛⟫航线夏季船期表（⟪season|6月15日-9月15日⟫）
⟪sailing_number|PL0700⟫  07:00  ⟪vessel_name|长岛号⟫
⟪sailing_number|PL0830⟫  08:30  ⟪vessel_name|渤海明珠⟫
⟪sailing_number|PL1000⟫  10:00  长岛号
票价：成人⟪ticket_price|¥45⟫，儿童⟪ticket_price|¥23⟫，7座以下小型车⟪vehicle_fare|¥260⟫
遇大风停航以⟪notice_channel|港口公众号⟫通知为准。"""),

("司机申诉", """申诉人：⟦PERSON|曹志刚⟧    司机ID：⟪driver_id|D208817⟫    身份证：⟦IDCARD|$id33⟧
本人于6月9日接单⟪order_id|DD202406091937220044⟫，乘客上车后要求改去⟪place_name|南京南站⟫，系统却判我绕路，扣了⟦AMOUNT|200元⟧保证金。车上行车记录仪可以证明，请平台核实。
另外本人⟦MEDICAL|腰椎间盘突出⟧，每天最多跑8小时，不存在疲劳驾驶。
联系电话：⟦PHONE|137 7093 2180⟧"""),

("事故定损单", """⟪org_name|悦行租车⟫车辆事故定损单    编号⟪claim_no|DS-2024-0427⟫
承租人：⟦PERSON|梁嘉欣⟧    电话：⟦PHONE|13631580927⟧
身份证：⟦IDCARD|$id18⟧
经过：倒车时刮擦地库立柱，右后翼子板凹陷。
定损金额：⟪repair_estimate|¥3,860⟫（⟪org_name|城南丰田4S店⟫报价）
承租人承担：⟦AMOUNT|¥1,500⟧（不计免赔上限）
已从押金扣除，剩余押金⟦AMOUNT|¥3,500⟧原路退回至⟦CARD|$cup4⟧"""),

("报销单", """费用报销单    ⟪approval_no|BX-0627-031⟫
报销人：⟦PERSON|黄志强⟧    部门：车队
事由：6月郑州线路过路费、住宿（个人垫付）
过路费 ⟦AMOUNT|¥1,286.50⟧    ETC卡⟪masked_card|4101********8812⟫
住宿 ⟦AMOUNT|¥380⟧
合计 ⟦AMOUNT|¥1,666.50⟧
收款账户：⟪bank_name|农业银行⟫ ⟦CARD|$cup2⟧
审批人：⟦PERSON|葛明辉⟧"""),

("引航短信", """【⟪org_name|宁波引航站⟫】⟦PERSON|韦海生⟧引航员您好，请于⟪pilot_time|04:30⟫登⟪vessel_name|SEA HARMONY⟫轮（吃水⟪draught|13.2米⟫），靠⟪berth_number|大榭3#泊位⟫。交通艇⟪boat_name|甬引12⟫于04:00从⟪place_name|镇海⟫出发。确认请回复或致电⟦PHONE|0574-8686 2201⟧。"""),

("车间通知", """车间通知：
1. 3号机库⟪door_id|东侧员工门⟫密码即日起改为⟦PASSWORD|730516⟧，请勿外传。
2. 工具房智能柜管理员账号⟪account_name|tool_admin⟫，初始密码⟦PASSWORD|Tool#2024⟧，由⟦PERSON|方志远⟧负责。
3. 夜班⟦PERSON|邱振宇⟧⟦MEDICAL|左腕骨折⟧休假两周，由⟦PERSON|杜鹏飞⟧顶班。
——维修车间 ⟦PERSON|贺建军⟧ ⟪notice_date|2024.07.10⟫"""),

("电商订单", """订单编号：⟪order_id|3928813047712065491⟫
买家昵称：⟦PERSON|小鱼儿爱骑车⟧
收货人：⟦PERSON|崔敏⟧    手机：⟪masked_phone|152****7719⟫
收货地址：⟦ADDRESS|山东省青岛市崂山区香港东路195号上实中心T3-1608，266061⟧
商品：⟪product_name|Shimano 105 R7000 套件⟫ x1    单价⟪unit_price|¥1,899⟫
实付款：⟦AMOUNT|¥1,869.00⟧（店铺券⟪coupon_value|-¥30⟫）
物流单号：⟪tracking_number|SF1402588813245⟫
买家备注：白天打⟦PHONE|15265177719⟧，别打座机"""),

("会议纪要", """会议纪要：⟪meeting_date|7月5日⟫派单延迟故障复盘
参会：⟦PERSON|程一帆⟧、⟦PERSON|汪文静⟧、⟦PERSON|周立伟⟧、⟦PERSON|李总⟧
1. 原因：⟪service_name|dispatch-gateway⟫发布⟪release_tag|v2.7.1⟫后连接池参数写错。
2. 影响：⟪metric_count|3,120⟫单超时，补偿乘客优惠券合计⟪org_compensation_total|¥15,600⟫。
3. 排查时发现日志打印了乘客明文手机号（如⟦PHONE|13761208845⟧），需统一脱敏。
4. ⟦PERSON|李总⟧要求本周内完成，⟦PERSON|周立伟⟧跟进。"""),

("劳动合同摘要", """劳动合同（摘要）
甲方：⟪org_name|顺通驾校⟫    统一社会信用代码：⟪org_tax_id|91430102MA4L2K8X1P⟫
乙方：⟦PERSON|孟凡超⟧    身份证号：⟦IDCARD|$id07⟧    出生日期：⟦DATE_OF_BIRTH|1990年9月21日⟧
住址：⟦ADDRESS|长沙市雨花区劳动东路139号新城新世界2栋1102，410014⟧
月基本工资⟦AMOUNT|人民币4500元⟧，另按学员考试通过人数计提成。
工资卡：⟦CARD|$cup5⟧"""),

("客服工单", """工单⟪ticket_id|KF-20240722-1187⟫
用户⟦PERSON|陶思远⟧反馈账号被盗，钱包余额⟦AMOUNT|¥320⟧被刷走。绑定手机⟦PHONE|13512093377⟧，登录记录显示陌生IP ⟦IP_ADDRESS|223.104.63.18⟧ 于⟪timestamp|07-21 03:12⟫登录。
用户自述密码为⟦PASSWORD|taosiyuan123⟧，已建议立即修改并开启短信验证。"""),

("求职微信", """老板你好，我叫⟦PERSON|贾春雷⟧，A2驾照15年，跑过三年冷链。身份证⟦IDCARD|$id13⟧，电话⟦PHONE|133 3112 0487⟧，家住⟦ADDRESS|石家庄市长安区建设北大街266号育才小区4-2-501，050011⟧。实话说我有⟦MEDICAL|糖尿病⟧，但控制得很好不影响开车。工资希望一个月⟦AMOUNT|一万二千块⟧，⟪route_name|石家庄-广州⟫线路优先。"""),

("闸口系统日志", """2024-06-21 07:15:33 [gate-in] 车牌=⟪fleet_plate|鲁B·62K07⟫ 司机=⟦PERSON|钱永刚⟧ 身份证=⟦IDCARD|$id25⟧ IC卡=⟪ic_card_no|QD-IC-0088231⟫ 箱号=⟪container_number|$box2⟫ 闸口机=⟦IP_ADDRESS|10.66.3.21⟧
2024-06-21 07:15:35 [gate-in] 人脸比对 score=⟪match_score|0.93⟫ 通过
2024-06-21 07:17:02 [alert] 司机⟦PERSON|钱永刚⟧体温⟦MEDICAL|38.2℃⟧超标，已通知⟦PERSON|张队⟧"""),

("外派人员信息表", """外派人员信息表
姓名：⟦PERSON|夏明远⟧    拼音：⟦PERSON|XIA MINGYUAN⟧
护照号：⟦PASSPORT|$pp_cn2⟧    有效期至⟪expiry_date|2031-05-17⟫
出生日期：⟦DATE_OF_BIRTH|1988年1月12日⟧    身份证：⟦IDCARD|$id26⟧
派驻地：⟪station|迪拜DXB航线站⟫    境外补贴：每天⟦AMOUNT|80美元⟧
紧急联系人：⟦PERSON|夏建国⟧（父亲）⟦PHONE|0574-8765 1102⟧"""),

("投诉登记", """投诉人：⟦PERSON|冯晓彤⟧    电话：⟦PHONE|18910276634⟧    身份证号：⟦IDCARD|$id10⟧
被投诉方：⟪org_name|某某单车（北京）科技有限公司⟫
诉求：2019年缴纳押金⟦AMOUNT|299元⟧至今未退，App已无法登录，注册账号即手机号⟦PHONE|18910276634⟧。
投诉编号：⟪complaint_ref|12315-110105-2024-0391⟫"""),

("备份脚本", """#!/bin/bash
# 每日备份 —— ⟦PERSON|zhou.liwei⟧ 2024-03
export MYSQL_PWD='⟦PASSWORD|Dsp@2024#mysql⟧'
mysqldump -h ⟦IP_ADDRESS|10.8.12.31⟧ -u dispatch_app dispatch | gzip > /data/backup/dispatch_$(date +%F).sql.gz
ossutil cp /data/backup/ oss://feichi-backup/ -i ⟦APIKEY|$ltai2⟧ -k ⟦SECRET|$alisec2⟧ -e ⟪oss_endpoint|oss-cn-hangzhou.aliyuncs.com⟫
curl -s '⟦SECRET|$dinghook2⟧' -H 'Content-Type: application/json' -d '{"msgtype":"text","text":{"content":"备份完成"}}'
# crontab: ⟪cron_expression|30 2 * * *⟫"""),

("朋友圈", """的哥⟦PERSON|老宋⟧：今天跑了14个钟，流水⟦AMOUNT|¥862⟧，交完份子钱⟦AMOUNT|¥230⟧、油钱⟦AMOUNT|¥180⟧，净落⟦AMOUNT|四百五十二块⟧。⟦MEDICAL|颈椎病⟧又犯了😩 明天歇一天
⟪location_tag|📍北京·国贸⟫  ⟪like_count|12人点赞⟫"""),

("合同附件", """附件二：付款信息
甲方（承租方）：⟪org_name|上海云启科技有限公司⟫
对公账户：⟪org_bank_account|31050161393600001234⟫    开户行：⟪bank_branch|建行上海张江支行⟫
月租金：⟪contract_rent|¥8,600/月/台⟫ × 5台
甲方联系人：⟦PERSON|任总⟧（⟦PERSON|任晓峰⟧）⟦PHONE|13912870034⟧ ⟦EMAIL|renxf@yunqitech.cn⟧
乙方联系人：⟦PERSON|许婧⟧ ⟦PHONE|186 2158 7730⟧"""),

("飞行记录本", """飞行记录本 ⟪tlb_page|第0088213页⟫    ⟪aircraft_registration|B-1MQ8⟫
故障描述：巡航中左发滑油压力指示波动。报告人：机长⟦PERSON|严志刚⟧
排故措施：更换滑油压力传感器，件号⟪part_number|8TJ124GGN1⟫，地面试车正常。
放行人员：⟦PERSON|方志远⟧"""),

("商务邮件", """⟦PERSON|周社长⟧您好：
我是⟪org_name|星桩充电⟫的⟦PERSON|林惠珍⟧，上次在⟪event_name|上海充电设施展⟫跟您聊过贵社场地的合作。按我们的方案，⟪site_name|嘉定物流园站⟫装6台120kW桩，场地方分成⟪revenue_share|15%⟫。
附件是协议草稿，请过目。我的电话⟦PHONE|138 1706 2254⟧，邮箱⟦EMAIL|lin.huizhen@xingzhuang.com⟧。"""),

("小红书笔记", """⟦PERSON|旅行的阿珍⟧：📍⟪place_name|厦门轮渡码头⟫ 避雷！！买的⟪ticket_type|35元往返票⟫，回程说船满了让等两个小时。我妈做过⟦MEDICAL|膝关节置换⟧，在码头站了一下午。
后来客服⟦PERSON|小郑⟧用⟦PHONE|0592-2064 8813⟧打给我道歉，退了⟦AMOUNT|35块钱⟧ ⟪hashtag|#厦门旅游⟫"""),

("接口文档", """## 鉴权
请求头携带：`X-App-Key: ⟪example_key|your_app_key_here⟫`
示例：
    curl -H "X-App-Key: ⟪example_key|ak_test_xxxxxxxxxxxx⟫" https://open.feichi.cn/api/v1/orders
> 注意：下面是⟦PERSON|程一帆⟧本地调试用的真实token，发布前删掉！
    curl -H "Authorization: Bearer ⟦APIKEY|$jwt1⟧" https://open.feichi.cn/api/v1/drivers/⟪driver_id|D100231⟫
高德Web服务key：⟦APIKEY|$amap2⟧"""),
]

TEXTS += [
("信用卡授权书", """信用卡预授权委托书
本人⟦PERSON|谢雨萱⟧（身份证号⟦IDCARD|$id22⟧，出生日期⟦DATE_OF_BIRTH|1999年7月19日⟧）授权⟪org_name|悦行租车⟫对以下信用卡进行押金预授权，金额⟦AMOUNT|人民币5000元⟧：
卡号：⟦CARD|$cup6⟧
有效期：12/27    CVN2：⟦CVV|084⟧
持卡人签名：⟦PERSON|谢雨萱⟧    日期：⟪sign_date|2024年8月2日⟫
备用卡（同行人⟦PERSON|郑凯文⟧）：⟦CARD|$jcb1⟧，CVV ⟦CVV|317⟧"""),

("安全扫描报告", """【安全扫描报告】⟪scan_id|SCAN-20240815-07⟫  仓库⟪repo_name|feichi/dispatch-core⟫  分支⟪git_branch|release/2.8⟫
发现6处疑似密钥泄露：
1. config/prod.env 第12行：AWS_ACCESS_KEY_ID=⟦APIKEY|$akid2⟧，AWS_SECRET_ACCESS_KEY=⟦SECRET|$awssec2⟧
2. scripts/notify.py 第8行 Slack webhook：⟦SECRET|$slackhook2⟧
3. deploy/id_ed25519 私钥：
⟦SECRET|$pem_ssh1⟧
4. docs/README.md 第40行：⟪example_key|AKIAIOSFODNN7EXAMPLE⟫（官方示例，忽略）
5. test/fixtures/user.json 第3行：真实用户⟦PERSON|王芳⟧的手机号⟦PHONE|15800621947⟧
6. .github/workflows/ci.yml 第22行：⟦APIKEY|$ghfg1⟧
提交人：⟦PERSON|zhou.liwei⟧（⟦EMAIL|zhouliwei@fleetcore.cn⟧），扫描节点⟦IP_ADDRESS|10.8.30.5⟧"""),
]
