# Chinese texts of the blind69 corpus. Each text typed by hand.
# Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES[name]
TEXTS = []

TEXTS += [
("wechat_group_chat", """【微信群：市场部团建🎉】
⟦PERSON|王思琪⟧：周六蹦床团建定了哈，⟪venue_name|跳跳星球蹦床公园（南山店）⟫，团购价⟪price|¥128/位⟫
⟦PERSON|王思琪⟧：AA的话每人转我⟦AMOUNT|128块⟧，支付宝就是我手机号⟦PHONE|13823769015⟧
⟦PERSON|老周⟧：已转⟦AMOUNT|256块⟧，我和⟦PERSON|小赵⟧两个人的
⟦PERSON|陈一鸣⟧：我有⟦MEDICAL|腰椎间盘突出⟧，就不跳了，在旁边给你们拍照😂
⟦PERSON|王思琪⟧：那你不用转啦，集合地点⟪venue_address|深圳市南山区科技南路18号B1⟫，9:30门口见"""),

("dingtalk_message", """【钉钉 · 冰场信息化群】
⟦PERSON|何建军⟧ 10:02
闸机服务在 ⟦IP_ADDRESS|172.18.6.21⟧，数据库 ⟦IP_ADDRESS|172.18.6.30⟧:⟪port|3306⟫，账号 rink_gate 密码 ⟦PASSWORD|Gate@2024rink⟧
⟦PERSON|吴倩⟧ 10:05
收到。告警机器人地址我贴这了 ⟦SECRET|$ding_hook1⟧
⟦PERSON|何建军⟧ 10:06
这个别贴群里啊，机器人地址泄露了谁都能往群里发消息，重新生成一个
⟦PERSON|吴倩⟧ 10:07
好的已撤回。闸机固件是 ⟪version|v2.0.17⟫ 对吧？"""),

("registration_form", """【⟪org_name|海豚游泳培训中心⟫ 暑期班报名表】
报名编号：⟪registration_no|HT2024-0718-036⟫
学员姓名：⟦PERSON|李沐阳⟧    性别：男
出生日期：⟦DATE_OF_BIRTH|2010年6月12日⟧
身份证号：⟦IDCARD|$idc9⟧
家长姓名：⟦PERSON|李建国⟧    联系电话：⟦PHONE|139 5328 0417⟧
既往病史/过敏史：⟦MEDICAL|青霉素过敏，幼儿期有热性惊厥史⟧
班级：⟪class_code|暑期初级3班（7月15日-7月26日）⟫   学费：⟪price|1280元/期⟫
"""),

("membership_registration", """岩馆会员登记｜⟪venue_name|岩时攀岩馆（杭州西湖店）⟫
姓名：⟦PERSON|周婧⟧
身份证：⟦IDCARD|$idc4⟧
手机：⟦PHONE|186 5712 3390⟧
住址：⟦ADDRESS|杭州市西湖区文三路259号昌地火炬大厦2号楼1203室 310012⟧
紧急联系人：⟦PERSON|许志远⟧（丈夫） ⟦PHONE|13735821046⟧
会员卡号：⟪member_no|YS-HZ-00381⟫   卡种：⟪membership_tier|季卡⟫ ⟪price|¥1,680⟫
"""),

("accident_report", """事故报告单 ⟪incident_no|SG-20240603-02⟫
场地：⟪venue_name|极速卡丁车俱乐部（成都天府店）⟫   赛道：⟪track_name|B道⟫   车号：⟪kart_number|17号车⟫
当事人：⟦PERSON|杨帆⟧，男，身份证 ⟦IDCARD|$idc5⟧
经过：第3圈出弯时撞上轮胎墙，当事人自述⟦MEDICAL|左侧锁骨剧痛，无法抬臂⟧，现场初步判断⟦MEDICAL|锁骨骨折⟧。
处理：15:42拨打⟪emergency_number|120⟫，送往⟪hospital_name|四川大学华西医院⟫。
值班经理：⟦PERSON|罗小勇⟧ ⟦PHONE|028-8532 6671⟧
"""),

("call_transcript", """【通话转写｜⟪org_name|冰纷万象滑冰场⟫客服热线 ⟦PHONE|400-820-6632⟧】
客服（⟦PERSON|小宋⟧）：您好，冰纷万象客服，请问有什么可以帮您？
客户：你好，我上周买的十次卡一次没用，能退吗？
客服：可以的，请问姓名和购卡手机号？
客户：⟦PERSON|孙丽华⟧，⟦PHONE|13917248865⟧。
客服：查到了，十次卡⟪price|¥980⟫，扣除手续费退您⟦AMOUNT|931元⟧，原路退回可以吗？
客户：原来那张卡注销了，退到另一张吧，卡号⟦CARD|$card_u2⟧。
客服：好的，3到5个工作日到账，工单号⟪ticket_id|KF240611093⟫。
"""),

("review_post", """⭐⭐⭐⭐⭐ ⟦PERSON|吃货小鹿⟧
第一次来⟪venue_name|斧头帮飞斧馆⟫，教练⟦PERSON|阿凯⟧超有耐心，手把手教握斧姿势，第三轮我就中了靶心🎯 双人套餐⟪price|¥198双人⟫含1小时，性价比可以。唯一缺点停车难，建议地铁到⟪place_name|东直门⟫。闺蜜⟦PERSON|Lily⟧手腕之前有⟦MEDICAL|腱鞘炎⟧，⟦PERSON|阿凯⟧还专门给她换了轻一点的斧子，好评！
人均：⟪price|¥99⟫"""),

("meeting_minutes", """会议纪要｜⟪venue_name|星光冰场⟫10月经营例会
时间：⟪meeting_date|2024年10月9日 14:00⟫
参会：⟦PERSON|郑总⟧、⟦PERSON|林晓雯⟧（运营）、⟦PERSON|高磊⟧（制冰）、⟦PERSON|马丽⟧（财务）
一、9月营收⟪org_total|86.4万元⟫，同比增长12%。
二、⟦PERSON|高磊⟧因⟦MEDICAL|痛风发作⟧请假一周，制冰由⟦PERSON|小唐⟧代班。
三、⟦PERSON|林晓雯⟧转正，月薪调整为⟦AMOUNT|9500元⟧，11月起执行。
四、压缩机维保报价⟪quote|3.8万元⟫，同意签约。
"""),

("labor_contract", """劳动合同（摘录）
甲方：⟪org_name|深圳市蹦蹦跳体育文化有限公司⟫   统一社会信用代码：⟪org_tax_id|91440300MA5G8K2X7Q⟫
乙方：⟦PERSON|黄志强⟧   身份证号码：⟦IDCARD|$idc3⟧
住址：⟦ADDRESS|广东省深圳市南山区桃园路126号田厦翡翠明珠花园3栋1502 518052⟧
联系电话：⟦PHONE|15813792264⟧
岗位：蹦床安全员    月工资：税前⟦AMOUNT|人民币6,800元⟧
工资发放账户：⟦CARD|$card_u1⟧（⟪bank_name|招商银行⟫）
合同期限：⟪contract_term|2024年3月1日至2027年2月28日⟫
"""),

("app_log", """⟪log_timestamp|2024-09-18 20:14:03.512⟫ INFO  [http-nio-8080-exec-7] c.t.b.BookingController - 用户下单 userId=⟪user_id|100293⟫ phone=⟦PHONE|18612093347⟧ venue=⟪venue_id|BJ-CY-01⟫ amount=⟦AMOUNT|¥236.00⟧
2024-09-18 20:14:03.690 WARN  [http-nio-8080-exec-7] c.t.b.PayService - 支付回调超时 orderNo=⟪order_id|TB202409182014030017⟫ clientIp=⟦IP_ADDRESS|111.197.62.18⟧
2024-09-18 20:14:05.002 INFO  [pay-retry-1] c.t.b.PayService - 重试成功 traceId=⟪trace_id|6f2d8a9c41b07e35⟫
2024-09-18 20:15:11.230 ERROR [sms-worker-2] c.t.b.SmsService - 短信发送失败 mobile=⟦PHONE|13520086671⟧ err=⟪error_code|isv.BUSINESS_LIMIT_CONTROL⟫
"""),

("yaml_config", """# 卡丁车预约小程序 prod 配置   负责人：⟦PERSON|邓凯⟧
spring:
  datasource:
    url: jdbc:mysql://⟦IP_ADDRESS|10.0.8.14⟧:⟪port|3306⟫/kart_booking?useSSL=false
    username: kart_app
    password: ⟦PASSWORD|Kart#Prod2024⟧
wechat:
  miniapp:
    appid: ⟪app_id|$wx_appid1⟫
    secret: ⟦SECRET|$wx_secret1⟧
aliyun:
  oss:
    access-key-id: ⟦APIKEY|$aliyun_ak1⟧
    access-key-secret: ⟦SECRET|$aliyun_sk1⟧
    bucket: ⟪bucket_name|kart-waiver-img⟫
server:
  port: ⟪port|8081⟫
"""),

("support_ticket", """工单号：⟪ticket_id|GD-2024-11-0562⟫   来源：美团   优先级：高
客户：⟦PERSON|许小姐⟧   电话：⟦PHONE|187 2106 5530⟧
问题描述：客户在⟪venue_name|嗨翻天蹦床乐园⟫买亲子票（⟪price|¥168亲子票⟫）被扣款两次，共⟦AMOUNT|336元⟧，要求退还多扣的⟦AMOUNT|168元⟧。
处理记录：财务⟦PERSON|小刘⟧核实后已原路退回，美团订单号⟪order_id|3301928847210⟫，已短信告知客户。
"""),

("feishu_chat", """⟦PERSON|赵敏⟧ 21:30
明早谁开门？前台门禁密码改成⟦PASSWORD|860213⟧了，按完记得按#
⟦PERSON|孟凡⟧ 21:32
我开。器材室挂锁还是⟦PASSWORD|0718⟧吗
⟦PERSON|赵敏⟧ 21:33
对。今天⟪venue_name|抱石工厂⟫新到的岩点放在⟪room|B2仓库⟫，⟦PERSON|阿峰⟧明天定线要用
⟦PERSON|孟凡⟧ 21:33
👌"""),

("voice_to_text", """[语音转文字] 喂，你好，我是⟦PERSON|钱文斌⟧，我女儿在你们⟪venue_name|飞轮轮滑俱乐部⟫学轮滑，⟪class_time|周六上午九点那个班⟫。她上周摔了一下，⟦MEDICAL|右手腕骨裂⟧，打了石膏，这个月的课先停一下。你们回个电话给我，我电话是⟦PHONE|幺三九，二七七四，八零六一⟧，就是⟦PHONE|幺三九二七七四八零六一⟧。谢谢啊。"""),

("ocr_business_card", """[名片识别结果]
⟪org_name|冰雪奇缘（北京）冰上运动有限公司⟫
⟦PERSON|邱志伟⟧   销售总监
手机：⟦PHONE|+86 138 0113 2847⟧
电话：⟦PHONE|010-6588 2210⟧ 转 ⟪extension|8023⟫
邮箱：⟦EMAIL|qiu.zhiwei@icefantasy.com.cn⟧
微信：⟦PERSON|qzw_ice88⟧
地址：⟪org_address|北京市朝阳区东三环中路39号建外SOHO 7号楼1808⟫
"""),

("email", """主题：赴日比赛运动员护照信息

⟦PERSON|刘教练⟧您好，

以下是我们俱乐部参赛队员信息，请查收：
1. ⟦PERSON|吴梓涵⟧，女，出生日期⟦DATE_OF_BIRTH|2008-11-11⟧，护照号⟦PASSPORT|$pp_cn1⟧，身份证⟦IDCARD|$idc18⟧
2. ⟦PERSON|彭宇航⟧，男，出生日期⟦DATE_OF_BIRTH|2004-05-16⟧，护照号⟦PASSPORT|$pp_cn2⟧，身份证⟦IDCARD|$idc15⟧
比赛：⟪event_name|2024亚洲青少年游泳邀请赛（大阪）⟫
领队：⟦PERSON|沈建华⟧ ⟦PHONE|13608712294⟧
"""),

("insurance_claim", """理赔申请书
被保险人：⟦PERSON|冯晓东⟧    证件号码：⟦IDCARD|$idc21⟧
出险时间：⟪event_datetime|2024年7月20日16时⟫    出险地点：⟪venue_name|欢乐蹦蹦蹦床公园（石家庄店）⟫
出险经过：在蹦床区做后空翻落地不稳，导致⟦MEDICAL|右膝前交叉韧带断裂⟧，于⟪hospital_name|河北医科大学第三医院⟫行⟦MEDICAL|关节镜下韧带重建术⟧。
申请金额：⟦AMOUNT|人民币38,600元⟧
收款账户：⟦CARD|$card_u3⟧   户名：⟦PERSON|冯晓东⟧
联系电话：⟦PHONE|15531108826⟧
保单号：⟪policy_no|PEAC202405130000872⟫
"""),

("wechat_group_chat", """【⟪org_name|小海豚游泳⟫周六B班家长群】
⟦PERSON|陈老师⟧：各位家长好，本周六改到⟪venue_name|奥体中心游泳馆⟫3号池，时间不变⟪class_time|9:00-10:00⟫。
⟦PERSON|陈老师⟧：@⟦PERSON|果果⟧妈妈 ⟦PERSON|果果⟧的⟦MEDICAL|中耳炎⟧好了吗？医生说能下水再来哈
⟦PERSON|果果⟧妈妈：好了，周三复查没问题👌
⟦PERSON|乐乐⟧爸爸：⟦PERSON|陈老师⟧，⟦PERSON|乐乐⟧这周⟦MEDICAL|发烧38度5⟧，请个假"""),

("payslip", """【⟪org_name|疾风卡丁车俱乐部⟫ 2024年8月工资条】
姓名：⟦PERSON|蔡俊杰⟧   工号：⟪employee_id|JF0217⟫   部门：赛道组
基本工资：⟦AMOUNT|5,200.00元⟧
绩效奖金：⟦AMOUNT|1,350.00元⟧
加班费：⟦AMOUNT|620.00元⟧
社保个人部分：-⟦AMOUNT|726.40元⟧
实发：⟦AMOUNT|6,443.60元⟧
发放至：⟦CARD|$card_u4⟧
如有疑问请联系人事⟦PERSON|小潘⟧ ⟦PHONE|0571-8765 0932⟧
"""),

("shipping_label", """【顺丰电子面单】运单号：⟪tracking_number|SF1428837719022⟫
寄件人：⟦PERSON|任晓彤⟧ ⟪masked_phone|158****2371⟫
寄件地址：⟦ADDRESS|天津市和平区南京路219号天津中心公寓12层1207室⟧
收件人：⟦PERSON|老魏⟧（⟪org_name|魏记冰刀磨刃工作室⟫） ⟦PHONE|13011236047⟧
收件地址：⟪org_address|哈尔滨市道里区中央大街108号⟫
托寄物：花样滑冰冰刀一副   保价：⟪declared_value|保价2000元⟫
"""),

("invoice_info", """开票信息（请财务按此开具增值税专用发票）
名称：⟪org_name|上海极限运动场馆管理有限公司⟫
纳税人识别号：⟪org_tax_id|91310115MA1K4E9Q2L⟫
地址：⟪org_address|上海市浦东新区张杨路1088号⟫
开户行及账号：⟪org_bank_account|工商银行张江支行 1001 2345 0900 0123 456⟫
开票内容：*体育服务*场地租赁费   金额：⟪org_total|¥42,600.00⟫
备注：合同编号⟪contract_ref|JX-2024-031⟫
"""),

("markdown_table", """### ⟪venue_name|飞跃滑板公园⟫ 国庆排班
| 日期 | 早班 | 晚班 | 备注 |
|---|---|---|---|
| ⟪shift_date|10/1⟫ | ⟦PERSON|阿杰⟧ | ⟦PERSON|小雨⟧ | ⟪event_name|滑板公开课⟫ |
| ⟪shift_date|10/2⟫ | ⟦PERSON|小雨⟧ | ⟦PERSON|胖虎⟧ | |
| ⟪shift_date|10/3⟫ | ⟦PERSON|胖虎⟧ | ⟦PERSON|阿杰⟧ | ⟦PERSON|阿杰⟧⟦MEDICAL|脚踝扭伤⟧没好，少上板 |
紧急联系：店长⟦PERSON|蒋涛⟧ ⟦PHONE|177 2019 3346⟧
"""),
]

TEXTS += [
("sql_insert", """-- 冰场年卡会员导入（旧系统迁移） 执行人：⟦PERSON|韩冬⟧ 2024-05-06
INSERT INTO member_card (card_no, name, id_no, mobile, balance, created_at) VALUES
('⟪member_no|NK00012⟫', '⟦PERSON|顾晓燕⟧', '⟦IDCARD|$idc1⟧', '⟦PHONE|13601728854⟧', '⟦AMOUNT|¥1,250.00⟧', '⟪timestamp|2023-11-02 10:15:00⟫'),
('⟪member_no|NK00013⟫', '⟦PERSON|鲁明⟧', '⟦IDCARD|$idc2⟧', '⟦PHONE|18910265537⟧', '⟦AMOUNT|¥0.00⟧', '2023-11-02 10:16:31');
-- 注意：身份证字段上线前要脱敏成 ⟪masked_id|3101**********6223⟫ 这种格式
"""),

("java_stack_trace", """⟪log_timestamp|2024-10-12 09:31:44.205⟫ ERROR 1 --- [nio-8443-exec-3] c.j.c.waiver.WaiverService : 签署免责协议失败 venueCode=⟪venue_id|NJ-XW-02⟫ name=⟦PERSON|贺子轩⟧ idCard=⟦IDCARD|$idc6⟧ mobile=⟦PHONE|15295847730⟧
org.springframework.dao.DataIntegrityViolationException: Duplicate entry '⟦IDCARD|$idc6⟧' for key 'uk_id_card'
	at com.jumpclub.core.waiver.WaiverService.sign(⟪source_location|WaiverService.java:142⟫)
	at com.jumpclub.core.waiver.WaiverController.submit(WaiverController.java:58)
	at jdk.internal.reflect.GeneratedMethodAccessor212.invoke(Unknown Source)
Caused by: java.sql.SQLIntegrityConstraintViolationException: 该证件号今日已签署
"""),

("refund_form", """退费申请表
申请人：⟦PERSON|潘悦⟧    联系电话：⟦PHONE|135 1098 2276⟧
学员：⟦PERSON|潘一诺⟧（女儿）   课程：⟪course_code|花样滑冰基础班 FS-B2⟫
退费原因：孩子⟦MEDICAL|哮喘⟧近期频繁发作，医生建议暂停冰上运动
已缴费用：⟦AMOUNT|4,800元⟧    已上课时：6/24
申请退费金额：⟦AMOUNT|3,600元⟧
退款方式：原路退回（⟪payment_channel|微信支付⟫）
审批：⟦PERSON|马经理⟧ 同意  ⟪approval_date|2024.04.17⟫
"""),

("xiaohongshu_post", """📍⟪place_name|成都⟫｜⟪venue_name|东郊记忆滑板公园⟫保姆级攻略🛹
姐妹们！周末去了这个宝藏滑板公园，门票只要⟪price|¥30⟫，租板⟪price|¥20/小时⟫，教练课⟪price|¥200/节⟫。场地分⟪park_feature|碗池⟫和⟪park_feature|街区⟫两块，新手建议先去街区练。带了我家狗狗⟪pet_name|豆包⟫，门口可以寄存😂 营业时间⟪opening_hours|10:00-22:00⟫，地铁⟪transit_line|8号线⟫直达。
#滑板 #成都周末去哪儿"""),

("qq_group_chat", """【QQ群：⟪org_name|城南轮滑俱乐部⟫（⟪group_id|748291036⟫）】
⟦PERSON|风之子⟧ 19:21:05
周日刷街活动接龙：1.⟦PERSON|风之子⟧ 2.⟦PERSON|小鱼儿⟧
⟦PERSON|小鱼儿⟧ 19:23:40
护具都带上！上次有人没戴护膝⟦MEDICAL|膝盖擦伤缝了4针⟧
⟦PERSON|风之子⟧ 19:25:30
活动费⟪fee|每人30元活动费⟫，微信转我，手机号⟦PHONE|13978215546⟧"""),

("weibo_post", """@⟦PERSON|滑雪少女阿萌⟧：
#⟪hashtag|冰场安全⟫# 实名投诉⟪venue_name|星辰真冰场⟫！昨天带儿子上体验课，教练⟪masked_name|孙某某⟫全程看手机，孩子摔倒⟦MEDICAL|后脑勺磕出血肿⟧都没发现！去医院拍了CT说是⟦MEDICAL|轻度脑震荡⟧。体验课⟪price|¥99体验课⟫我不在乎，医药费⟦AMOUNT|1,860元⟧谁来出？客服电话⟦PHONE|0512-6658 7790⟧打了三次没人接。"""),

("memo", """📒 备忘录（不要外传）
保险柜：⟦PASSWORD|27-81-03⟧（左右左）
财务U盾密码：⟦PASSWORD|Cw@889123⟧
收银系统管理员：admin / ⟦PASSWORD|Sk8park!2024⟧
员工WiFi：⟪wifi_ssid|HuaBan-Staff⟫ 密码 ⟦PASSWORD|huaban2024staff⟧
房东⟦PERSON|邵先生⟧：⟦PHONE|139 0571 4482⟧，房租每季度⟪rent|6.6万⟫
"""),

("email", """主题：关于⟦PERSON|胡可欣⟧教练9月劳务费结算的说明

⟦PERSON|倪总⟧您好：

⟦PERSON|胡可欣⟧教练9月共带私教课32节，按课时标准结算，劳务费合计⟦AMOUNT|5,760元⟧，已于10月8日转入其尾号⟪card_last4|3318⟫的银行卡。另⟦PERSON|胡可欣⟧反映⟦MEDICAL|右肩肩袖损伤⟧复发，10月私教课暂时减半。

此致
⟦PERSON|柏雪⟧
⟪org_name|登峰攀岩运动中心⟫ 财务部
电话：⟦PHONE|021-6239 8810⟧   邮箱：⟦EMAIL|baixue@dengfengclimb.cn⟧
"""),

("python_script", """# -*- coding: utf-8 -*-
# 游泳馆水质告警脚本   作者：⟦PERSON|曹磊⟧
import requests

WEBHOOK = "⟦SECRET|$wecom_hook1⟧"
THRESHOLD_CL = ⟪threshold|0.3⟫  # 余氯下限 mg/L

def alert(value):
    msg = f"⚠️ ⟪venue_name|阳光游泳馆⟫余氯 {value} mg/L 低于阈值，请值班⟦PERSON|小温⟧（⟦PHONE|13816604752⟧）立即处理"
    requests.post(WEBHOOK, json={"msgtype": "text", "text": {"content": msg}})
"""),

("sms_notification", """【⟪org_name|云顶攀岩⟫】尊敬的⟦PERSON|殷女士⟧，您已成功预约⟪session_time|10月3日14:00-16:00⟫抱石体验课，预约号⟪booking_ref|YD10031400⟫，到店请出示预约手机⟪masked_phone|137****5208⟫。带课教练⟦PERSON|段老师⟧ ⟦PHONE|18787013365⟧，改期请致电⟦PHONE|0871-6536 2200⟧。退订回T"""),

("fitness_test_record", """【⟪venue_name|登峰攀岩⟫青训体测记录】
学员：⟦PERSON|姚天佑⟧   出生日期：⟦DATE_OF_BIRTH|2011-08-30⟧   身份证：⟦IDCARD|$idc22⟧
身高⟪measurement|152cm⟫  体重⟪measurement|41kg⟫  臂展⟪measurement|155cm⟫
指力悬挂：⟪fitness_result|20mm边 12秒⟫
伤病史：⟦MEDICAL|左手无名指A2滑车拉伤（2024年3月）⟧
备注：家长⟦PERSON|姚建平⟧要求每月反馈，电话⟦PHONE|18955102376⟧
"""),

("json_api_response", """{
  "code": 0,
  "msg": "ok",
  "data": {
    "memberId": "⟪member_no|KM2024000871⟫",
    "nickname": "⟦PERSON|漂移阿豪⟧",
    "realName": "⟦PERSON|郭浩然⟧",
    "mobile": "⟦PHONE|15920038714⟧",
    "points": 3820,
    "balance": "⟦AMOUNT|¥460.00⟧",
    "bestLap": "⟪lap_time|00:38.216⟫",
    "level": "⟪membership_tier|金卡⟫",
    "token": "⟦APIKEY|$jwt4⟧"
  },
  "requestId": "⟪request_id|$uuid6⟫"
}"""),

("quotation", """⟪org_name|镭战先锋激光枪战基地⟫ 企业团建报价单
客户：⟪org_name|杭州云帆科技有限公司⟫   对接人：⟦PERSON|戴雯⟧ ⟦PHONE|13588216093⟧
| 项目 | 单价 | 人数 | 小计 |
| 室内镭战2小时 | ⟪unit_price|¥158⟫ | 40 | ⟪line_total|¥6,320⟫ |
| 团建午餐 | ⟪unit_price|¥45⟫ | 40 | ⟪line_total|¥1,800⟫ |
合计：⟪quote|¥8,120⟫（报价7天内有效）
销售：⟦PERSON|小江⟧ ⟦PHONE|0571-8821 3306⟧
"""),

("csv_export", """⟪org_name|江城老虎业余冰球队⟫ 参赛名单（⟪event_name|2024全国业余冰球联赛⟫）
姓名,出生日期,身份证号,位置
⟦PERSON|崔浩宇⟧,⟦DATE_OF_BIRTH|1995-12-25⟧,⟦IDCARD|$idc7⟧,前锋
⟦PERSON|万子墨⟧,⟦DATE_OF_BIRTH|1996-02-14⟧,⟦IDCARD|$idc19⟧,后卫
⟦PERSON|龙啸⟧,⟦DATE_OF_BIRTH|1986-10-10⟧,⟦IDCARD|$idc24⟧,守门员
"""),

("payment_receipt", """微信支付｜转账详情
收款方：⟦PERSON|莫教练⟧（⟪masked_name|**涵⟫）
转账金额：⟦AMOUNT|￥1,200.00⟧
转账说明：⟦PERSON|朵朵⟧10节花滑私教课
转账时间：⟪timestamp|2024-08-02 20:41:17⟫
交易单号：⟪transaction_id|1000050001202408020184732961⟫
支付方式：零钱"""),

("incident_record", """救生员险情处置记录
时间：⟪event_datetime|2024年8月11日 15:20⟫    地点：⟪venue_name|滨江游泳馆⟫深水区（⟪pool_zone|1.8米区⟫）
当事人：⟦PERSON|田博文⟧，男，约10岁
经过：当事人在深水区⟦MEDICAL|呛水后意识模糊⟧，救生员⟦PERSON|章宇⟧发现后入水施救，岸上⟦MEDICAL|心肺复苏⟧约1分钟后恢复自主呼吸，⟪emergency_number|120⟫送⟪hospital_name|市儿童医院⟫观察。
家长：⟦PERSON|田卫东⟧ ⟦PHONE|13989120067⟧
当日水质：⟪chemical_reading|余氯0.6mg/L⟫
"""),

("nginx_error_log", """# 官网 nginx error.log（运维⟦PERSON|龚平⟧贴的）
⟪log_timestamp|2024/07/30 22:41:07⟫ [error] 1187#1187: *52233 upstream timed out (110: Connection timed out) while reading response header from upstream, client: ⟦IP_ADDRESS|223.104.63.92⟧, server: www.tiaotiaoxq.com, request: "POST /api/pay/notify HTTP/1.1", upstream: "http://⟦IP_ADDRESS|10.10.3.8⟧:⟪port|9000⟫/api/pay/notify"
2024/07/30 22:41:09 [warn] 1187#1187: *52240 client ⟦IP_ADDRESS|240e:47c:3a40:1b2::1f⟧ sent invalid header line
# 文档里的示例地址别管：⟪doc_ip|203.0.113.7⟫
"""),

("waiver_record", """【⟪venue_name|利斧飞斧俱乐部⟫免责协议电子签署记录】
签署人：⟦PERSON|聂振华⟧    证件：⟦IDCARD|$idc13⟧
出生日期：⟦DATE_OF_BIRTH|1976年3月3日⟧
手机：⟦PHONE|189 4016 2258⟧
健康声明：本人⟦MEDICAL|高血压，长期服用氨氯地平⟧，已知悉风险。
签署时间：⟪timestamp|2024-06-15 19:02:33⟫   协议版本：⟪version|V3.1⟫   IP：⟦IP_ADDRESS|124.93.210.56⟧
"""),

("wechat_chat", """⟦PERSON|Tina老师⟧：⟦PERSON|小麦⟧妈妈您好～⟦PERSON|小麦⟧的⟪course_code|轮滑进阶班L3⟫还剩2节，续费20节是⟪price|¥2,400/20节⟫，送护具一套。支付宝账户⟦EMAIL|wheelfun_skate@163.com⟧（户名⟪org_name|轮乐体育⟫），转好截图给我哈～
⟦PERSON|小麦⟧妈妈：已转⟦AMOUNT|2400元⟧，麻烦开个收据
⟦PERSON|Tina老师⟧：收到啦👌"""),

("wechat_group_chat", """【真人CS周末约战群】
⟦PERSON|老K⟧：周日⟪venue_name|野狼谷真人CS基地⟫上午场⟪session_time|9:00-12:00⟫，⟪price|¥150/人含200发⟫
⟦PERSON|大熊⟧：+1，帮我表弟⟦PERSON|钟睿⟧也报上，他17了，有⟦MEDICAL|G6PD缺乏症（蚕豆病）⟧，午饭别给他蚕豆😂
⟦PERSON|老K⟧：行。费用AA，周五前转我⟦AMOUNT|150元⟧，对讲机频道⟪radio_channel|CH-7⟫"""),

("public_account_message", """【公众号后台留言】
用户：⟦PERSON|向日葵⟧🌻   留言时间：⟪timestamp|2024-09-02 22:13⟫
你们⟪venue_name|晨曦游泳馆⟫的⟦PERSON|周教练⟧对孩子太凶了！我家⟦PERSON|朵儿⟧才6岁，⟦MEDICAL|有自闭症谱系障碍⟧，报名时就说明过，结果上课被吼哭了。我要求退剩下12节课的费用⟦AMOUNT|1,440元⟧。
回复：您好，已安排⟦PERSON|丁主管⟧联系您，请留意⟦PHONE|0731-8423 5566⟧来电。"""),

("approval_record", """【钉钉审批】费用报销 ⟪approval_no|202410081530000123⟫
申请人：⟦PERSON|邹宁⟧（⟪department|卡丁车赛道运营部⟫）
事由：带队参加⟪event_name|珠海卡丁车邀请赛⟫差旅
明细：高铁⟦AMOUNT|¥372.00⟧，住宿⟦AMOUNT|¥896.00⟧，餐补⟦AMOUNT|¥240.00⟧
合计：⟦AMOUNT|¥1,508.00⟧
收款账户：⟦CARD|$card_u5⟧（⟪bank_name|建设银行⟫）
审批人：⟦PERSON|蓝总⟧ 已同意
"""),
]

TEXTS += [
("handover_doc", """# 交接文档：冰场票务服务器（⟦PERSON|宋磊⟧ → ⟦PERSON|严可⟧）
- 票务主机 ⟦IP_ADDRESS|192.168.20.11⟧，root 密码 ⟦PASSWORD|Rink!Root#2023⟧（交接完请立即改掉）
- 备份机 ⟦IP_ADDRESS|192.168.20.12⟧，deploy 账号免密登录，私钥：
⟦SECRET|$ssh1⟧
- 腾讯云短信：SecretId ⟦APIKEY|$tencent_ak1⟧ / SecretKey ⟦SECRET|$tencent_sk1⟧
- 票务系统 ⟪version|TicketPro 6.2.3⟫，授权到期 ⟪expiry_date|2025-03-31⟫
"""),

("medical_checkup_summary", """【⟪org_name|蓝鲸游泳学校⟫ 学员入学体检摘要】
姓名：⟦PERSON|欧阳琳⟧   性别：女   出生日期：⟦DATE_OF_BIRTH|2013年2月27日⟧
身份证：⟦IDCARD|$idc10⟧
体检结论：⟦MEDICAL|心电图示窦性心律不齐⟧；⟦MEDICAL|轻度贫血（血红蛋白108g/L）⟧
建议：可参加游泳训练，注意补铁。
体检机构：⟪hospital_name|渝中区妇幼保健院⟫   报告编号：⟪report_no|TJ20240305-1187⟫
"""),

("competition_registration", """⟪event_name|2024中国攀岩联赛（厦门站）⟫ 报名信息确认
运动员：⟦PERSON|庄铭⟧   证件类型：身份证   证件号：⟦IDCARD|$idc11⟧
出生日期：⟦DATE_OF_BIRTH|1987.08.19⟧
赛后出境参加亚洲杯，护照号：⟦PASSPORT|$pp_cn3⟧
联系方式：⟦PHONE|+86 150 0592 8316⟧ / ⟦EMAIL|zhuangming_climb@qq.com⟧
报名费：⟪fee|报名费300元⟫（俱乐部统一缴纳）
"""),

("lease_contract", """场地租赁合同（节选）
出租方（甲方）：⟪org_name|长沙望城文体发展有限公司⟫
承租方（乙方）：⟦PERSON|谭慧⟧（个体经营，⟪business_name|谭记卡丁车⟫），身份证号⟦IDCARD|$idc12⟧
租赁标的：⟪org_address|长沙市望城区金星北路二段9号⟫室外场地约3000平方米
乙方已缴纳履约保证金⟦AMOUNT|人民币50,000元⟧，租金按附件一执行。
乙方联系地址：⟦ADDRESS|长沙市岳麓区麓山南路932号二村8栋302 410081⟧   电话：⟦PHONE|13875902146⟧
"""),

("hotline_ticket", """【12345市民热线 转办单】编号：⟪ticket_id|ZB2024082100917⟫
来电人：⟦PERSON|雷女士⟧   来电号码：⟦PHONE|18629437751⟧
住址：⟦ADDRESS|西安市雁塔区小寨东路126号百隆广场3号楼2单元1801⟧
诉求：反映楼下⟪venue_name|炫酷轮滑场⟫夜间音乐声过大，每天营业到⟪opening_hours|23:30⟫，本人⟦MEDICAL|患有神经衰弱⟧，严重影响休息，要求整改。
承办单位：⟪org_name|雁塔区文旅局⟫   办理时限：⟪deadline|5个工作日⟫
"""),

("diagnosis_certificate", """⟪hospital_name|广西医科大学第一附属医院⟫ 诊断证明书
姓名：⟦PERSON|韦嘉豪⟧   性别：男   出生日期：⟦DATE_OF_BIRTH|2002年9月3日⟧
门诊号：⟪patient_no|MZ20240715033⟫
诊断：⟦MEDICAL|左桡骨远端骨折（Colles骨折）⟧
处理意见：⟦MEDICAL|手法复位石膏固定⟧，休息四周，避免剧烈运动。
医师：⟦PERSON|覃志明⟧   日期：⟪event_date|2024-07-15⟫
（患者自述在⟪venue_name|南宁风驰轮滑场⟫摔伤）
"""),

("receipt", """收  据    No.⟪receipt_no|0003127⟫
今收到 ⟦PERSON|汪子健⟧ 交来 卡丁车俱乐部2024年度会费
人民币（大写）⟦AMOUNT|叁仟捌佰元整⟧    ⟦AMOUNT|¥3,800.00⟧
收款单位：⟪org_name|苏州赛道卡丁车俱乐部⟫（盖章）   收款人：⟦PERSON|钟会计⟧
日期：⟪event_date|2024年1月8日⟫
"""),

("resume", """个人简历
姓名：⟦PERSON|史雨桐⟧      出生日期：⟦DATE_OF_BIRTH|1999-07-07⟧
身份证：⟦IDCARD|$idc14⟧
电话：⟦PHONE|176 2208 5193⟧    邮箱：⟦EMAIL|shiyutong0707@126.com⟧
求职意向：游泳教练
证书：游泳救生员国家职业资格（编号⟪certificate_no|1912000100321⟫）
经历：2021-2024 ⟪org_name|天津水上运动中心⟫ 游泳教练，带过少儿班和成人私教
"""),

("locker_registration", """【⟪venue_name|海洋之心游泳馆⟫ 私人储物柜登记】
柜号 ⟪locker_number|A-216⟫   租用人：⟦PERSON|符晓⟧   身份证：⟦IDCARD|$idc20⟧
手机：⟦PHONE|13876124590⟧
柜锁密码：⟦PASSWORD|5082⟧（本人设置，前台不留存）
租期：⟪rental_period|2024.06.01-2024.11.30⟫   押金：⟦AMOUNT|200元⟧ 已收
"""),

("device_json", """{"deviceId":"⟪device_id|WB-0A3F19⟫","firmware":"⟪version|1.4.7⟫","battery":78,
 "holder":{"name":"⟦PERSON|左安琪⟧","phone":"⟦PHONE|15700862213⟧","guardian":"⟦PERSON|左立新⟧"},
 "session":{"zone":"⟪zone_name|海绵池⟫","checkIn":"⟪timestamp|2024-07-21T14:03:11+08:00⟫","jumps":412},
 "gatewayIp":"⟦IP_ADDRESS|10.30.1.254⟧"}"""),

("contractor_registration", """外包人员入场登记（⟪venue_name|冰雪大世界室内冰场⟫）
姓名：⟦PERSON|孙福林⟧   身份证：⟦IDCARD|$idc17⟧   工种：制冰
手机：⟦PHONE|13904517726⟧
健康状况：⟦MEDICAL|冠心病，放过一个支架⟧，不安排夜班
登记人：⟦PERSON|老曲⟧   入场证号：⟪pass_no|WB-2024-1130⟫
"""),

("spreadsheet_paste", """核销时间	团购券号	手机号	姓名	套餐
⟪timestamp|2024-05-01 10:12⟫	⟪voucher_code|8827 3310 9921⟫	⟪masked_phone|139****7701⟫	⟦PERSON|阮静⟧	⟪package_name|双人攀岩体验⟫
2024-05-01 10:40	⟪voucher_code|8827 3310 9937⟫	⟪masked_phone|186****2245⟫	⟦PERSON|祁东⟧	双人攀岩体验
"""),

("customer_service_chat", """【美团商家客服对话】
顾客 ⟦PERSON|花花世界⟧：你好，我买的卡丁车10圈券，到店说系统里没有？
商家 ⟪org_name|风火轮卡丁车⟫：亲，麻烦提供下单手机号～
顾客 ⟦PERSON|花花世界⟧：⟦PHONE|17798230416⟧，订单号⟪order_id|37719200518835⟫
商家：查到了，是系统延迟，已帮您核销，另外补偿您⟦AMOUNT|20元⟧代金券。
顾客 ⟦PERSON|花花世界⟧：好的。另外我朋友⟦PERSON|小戚⟧有⟦MEDICAL|晕动症⟧，开完吐了，你们能不能提醒一下"""),

("alert_message", """【钉钉机器人 · 运维告警】
[FIRING] ⟪alert_name|NodeDown⟫ 主机 ⟪hostname|rink-pos-03⟫（⟦IP_ADDRESS|10.66.2.13⟧）离线 5 分钟
[FIRING] ⟪alert_name|HighCPU⟫ 主机 ⟪hostname|rink-db-01⟫（⟦IP_ADDRESS|10.66.2.20⟧）CPU 94%
值班人：@⟦PERSON|姜涛⟧ ⟦PHONE|15036628854⟧
"""),

("report_loss_form", """年卡挂失/补办申请
持卡人：⟦PERSON|柳青⟧    年卡号：⟪member_no|NK00219⟫
身份证：⟦IDCARD|$idc8⟧    出生日期：⟦DATE_OF_BIRTH|1983年4月8日⟧
手机：⟦PHONE|13991287340⟧
补卡工本费：⟪fee|工本费20元⟫
经办人：⟦PERSON|小邬⟧   日期：⟪event_date|2024-03-02⟫
"""),

("wechat_chat", """⟦PERSON|浩浩⟧妈妈：⟦PERSON|袁教练⟧，⟦PERSON|浩浩⟧这周能上课吗？他⟦MEDICAL|哮喘⟧前天又犯了，喷了⟦MEDICAL|沙丁胺醇气雾剂⟧才缓过来
⟦PERSON|袁教练⟧：先停一周吧，身体要紧。剩下的课时帮您顺延，上次多收的⟦AMOUNT|300元⟧我退给您
⟦PERSON|浩浩⟧妈妈：谢谢⟦PERSON|袁教练⟧🙏"""),

("partnership_agreement", """合伙协议（节选）
合伙人一：⟦PERSON|葛云菲⟧，身份证号⟦IDCARD|$idc23⟧，出资⟦AMOUNT|人民币40万元⟧，占40%
合伙人二：⟦PERSON|鲍昕⟧，身份证号⟦IDCARD|$idc16⟧，出资⟦AMOUNT|人民币60万元⟧，占60%
合伙项目：⟪venue_name|岩洞抱石馆⟫，经营地址⟪venue_address|兰州市城关区张掖路步行街88号负一层⟫
"""),

("race_results", """⟪event_name|周五夜赛⟫ 第⟪heat_number|3组⟫成绩
名次  车手        车号   最快圈
1    ⟦PERSON|秋名山车神⟧  ⟪kart_number|#09⟫   ⟪lap_time|36.902⟫
2    ⟦PERSON|Leo王⟧       ⟪kart_number|#21⟫   ⟪lap_time|37.115⟫
3    ⟦PERSON|苏苏⟧        ⟪kart_number|#05⟫   ⟪lap_time|37.480⟫
领奖请联系⟦PERSON|裴经理⟧ ⟦PHONE|0512-6720 9910⟧
"""),

("table_export", """会员编号,姓名,手机,邮箱,备注
⟪member_no|BX-0091⟫,⟦PERSON|常乐⟧,⟦PHONE|18521093376⟧,⟦EMAIL|changle.bx@gmail.com⟧,⟦MEDICAL|膝关节半月板损伤⟧
⟪member_no|BX-0092⟫,⟦PERSON|晏子琪⟧,⟦PHONE|13761529904⟧,⟦EMAIL|yanziqi@foxmail.com⟧,无
"""),

("purchasing_agent_chat", """【代购聊天】
⟦PERSON|小樱桃⟧：帮我在⟪org_name|Tactics⟫官网下那块⟪product_name|Baker 8.25寸板面⟫，用我的Visa
⟦PERSON|小樱桃⟧：卡号⟦CARD|$card_v2⟧，有效期09/28，安全码⟦CVV|385⟧，账单地址⟦ADDRESS|上海市徐汇区漕溪北路88弄5号1203室 200030⟧
⟦PERSON|阿May⟧：收到，下完单记得删聊天记录哈，国际运费⟪shipping_fee|运费$25⟫"""),
]

TEXTS += [
("config_doc", """# 蹦床公园小程序支付配置说明（⟦PERSON|贾帅⟧整理，勿外传）
小程序 AppID：⟪app_id|$wx_appid2⟫
小程序 AppSecret：⟦SECRET|$wx_secret2⟧
钉钉 AppKey：⟪app_id|$ding_appkey1⟫
钉钉 AppSecret：⟦SECRET|$ding_appsecret1⟧
微信支付商户号：⟪merchant_id|1618203394⟫
支付回调：⟪callback_url|https://api.tiaotiaoxq.com/pay/notify⟫
有问题找⟦PERSON|贾帅⟧ ⟦PHONE|13720081145⟧
"""),
]
