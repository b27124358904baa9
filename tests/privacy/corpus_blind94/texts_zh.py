# blind94 Chinese texts.  Each entry typed by hand: (kind, marked_text).
# ⟦TYPE|value⟧ = labelled span, ⟪kind|value⟫ = decoy, $name = values.VALUES[name]

TEXTS = [
("wechat_group_chat", """【⟪org_name|圣三一堂⟫鸣钟志愿队】
⟦PERSON|老周⟧：这周六上午有婚礼，要敲⟪method_name|平鸣六钟⟫，⟦PERSON|小赵⟧你能来吗？
⟦PERSON|小赵⟧：能！几点到
⟦PERSON|老周⟧：⟪time|9:30⟫前到钟楼，楼梯门禁密码换成⟦PASSWORD|260813⟧了，别外传
⟦PERSON|黄丽萍⟧：我那天⟦MEDICAL|腰椎间盘突出⟧又犯了，请个假🙏
⟦PERSON|老周⟧：好好养着。上次聚餐我垫了钱，每人⟦AMOUNT|68块⟧，转我微信就行
⟦PERSON|小赵⟧：已转～"""),

("dingtalk_message", """【钉钉】⟪org_name|琴韵管风琴制造有限公司⟫ · 信息部
⟦PERSON|邵文博⟧ 14:22
车间温湿度报警机器人配好了，webhook：
⟦SECRET|$sec_dinghook1⟧
加签密钥：⟦SECRET|$sec_dingsign1⟧
采集网关在⟦IP_ADDRESS|192.168.10.52⟧，每⟪interval|10分钟⟫推一次
⟦PERSON|邵文博⟧ 14:25
@⟦PERSON|孟姐⟧ 报警短信也发您手机⟦PHONE|139 2071 4486⟧，可以吧？
⟦PERSON|孟姐⟧ 14:31
可以，辛苦⟦PERSON|邵工⟧"""),

("sms", """【⟪org_name|自然之境标本工作室⟫】⟦PERSON|刘先生⟧您好，您送修的⟪specimen|赤腹松鼠标本⟫（单号⟪order_id|ZJ20240517-03⟫）已完成，尚需支付尾款⟦AMOUNT|¥420⟧。取件时间⟪business_hours|周二至周日10:00-18:00⟫，如需寄送请回复地址。咨询：⟦PHONE|0571-8702 6615⟧ 退订回T"""),

("employee_registration_form", """⟪org_name|光影彩色玻璃艺术工作室⟫ 员工入职登记表
姓名：⟦PERSON|楼晓雯⟧        性别：女
出生日期：⟦DATE_OF_BIRTH|1992年4月2日⟧
身份证号：⟦IDCARD|$id13⟧
户籍地址：⟦ADDRESS|浙江省义乌市稠城街道宾王路158号3幢402室⟧
手机：⟦PHONE|158 6791 2034⟧      邮箱：⟦EMAIL|louxiaowen92@163.com⟧
工资卡（中国工商银行）：⟦CARD|$card17⟧
紧急联系人：⟦PERSON|楼建华⟧（父亲） ⟦PHONE|135 7592 8830⟧
岗位：彩绘师    入职日期：⟪date|2024-03-11⟫    工号：⟪employee_id|GY-0317⟫"""),

("ecommerce_chat", """【淘宝 · ⟪shop_name|拼贝马赛克材料旗舰店⟫】
买家 ⟦PERSON|momo_小鹿⟧：你好，我买的⟪product_name|威尼斯玻璃马赛克金箔片⟫少发了一包
客服 ⟦PERSON|阿青⟧：亲，麻烦提供下订单号哈
买家 ⟦PERSON|momo_小鹿⟧：⟪order_id|3901288473310226541⟫
客服 ⟦PERSON|阿青⟧：查到了亲，确实少发了⟪sku|MSK-G24-100⟫一包，给您补发还是退款呢？
买家 ⟦PERSON|momo_小鹿⟧：退款吧，⟦AMOUNT|36.8元⟧。另外地址改一下，以后寄⟦ADDRESS|成都市武侯区玉林南路12号附5号2单元601⟧，电话⟦PHONE|18180652297⟧
客服 ⟦PERSON|阿青⟧：好的亲，已退款，预计⟪duration|1-3个工作日⟫到账～"""),

("meeting_minutes", """⟪org_name|江南丝绸文物修复中心⟫ 周例会纪要
时间：⟪date|2024年5月13日⟫ 14:00    地点：三楼会议室
参会：⟦PERSON|刘主任⟧、⟦PERSON|王老师⟧（⟦PERSON|王素琴⟧）、⟦PERSON|小宋⟧、⟦PERSON|钱一鸣⟧、⟦PERSON|Amy Chen⟧
请假：⟦PERSON|许小姐⟧（⟦MEDICAL|妊娠期高血压⟧，遵医嘱休息两周）
一、⟪artifact_id|NJ-M1-17⟫号明代织金妆花缎残片清洗完成，下周进入加固阶段。
二、国家文物局专项经费⟪org_total|¥860,000⟫已到账，按项目⟪project_code|WW2024-033⟫执行。
三、⟦PERSON|钱一鸣⟧垫付的显微镜维修费⟦AMOUNT|3,280元⟧，请财务⟦PERSON|小林⟧本周报销。
四、⟦PERSON|小宋⟧提出冷库温度记录仪异常，设备号⟪equipment_id|HW-T21-0092⟫。
记录人：⟦PERSON|钱一鸣⟧"""),

("call_transcript", """【通话录音转写 · ⟪call_id|CALL-0628-1147⟫】
坐席：您好，⟪org_name|山野茅屋修缮队⟫，请讲。
客户：喂，我是丽江那边开民宿的，叫⟦PERSON|和春燕⟧。我们院子里三间茅草顶漏雨了。
坐席：好的⟦PERSON|和姐⟧，地址给我说一下？
客户：⟦ADDRESS|云南省丽江市古城区束河街道仁里村62号⟧。
坐席：电话是这个来电号码吗？
客户：不是，你记我另一个，⟦PHONE|一八七，八八一二，四零六九⟧。
坐席：好嘞。师傅先上门量，上门费⟪service_fee|200元⟫，定下来的话抵工钱。
客户：行，我先转⟦AMOUNT|五百块⟧定金给你们吧。
坐席：可以，⟦PERSON|杨师傅⟧周四过去。"""),
]

TEXTS += [
("nginx_error_log", """⟪timestamp|2024/06/18 03:12:44⟫ [error] 2211#2211: *⟪connection_id|918834⟫ open() "/var/www/jinbo/wp-login.php" failed (2: No such file or directory), client: ⟦IP_ADDRESS|183.14.92.207⟧, server: ⟪hostname|www.nanjing-jinbo.cn⟫
⟪timestamp|2024/06/18 03:12:45⟫ [error] 2211#2211: *⟪connection_id|918835⟫ upstream timed out, client: ⟦IP_ADDRESS|39.108.66.143⟧, upstream: "http://⟦IP_ADDRESS|172.17.0.3⟧:⟪port|9000⟫"
⟪timestamp|2024/06/18 03:13:02⟫ [warn] 2211#2211: *⟪connection_id|918840⟫ limiting requests, client: ⟦IP_ADDRESS|240e:3b7:3254:8f10:6d2:1a9e:c4f1:77b2⟧
⟪timestamp|2024/06/18 03:13:10⟫ [notice] 2211#2211: signal process started, nginx/⟪version|1.24.0⟫"""),

("contract_excerpt", """佛像贴金修复劳务合同（编号：⟪contract_ref|LY-2024-019⟫）
甲方：⟪org_name|峨眉山某寺院管理委员会⟫
乙方：⟦PERSON|蒲志强⟧   身份证号：⟦IDCARD|$id05⟧
乙方出生日期：⟦DATE_OF_BIRTH|1981-09-30⟧
乙方住址：⟦ADDRESS|四川省成都市锦江区东大街紫东楼段33号7栋1单元502⟧
一、乙方负责大殿⟪artifact_name|释迦牟尼坐像⟫表面贴金（⟪material|98金箔⟫，约⟪area|12平方米⟫）。
二、劳务报酬⟦AMOUNT|人民币肆万捌仟元整（¥48,000）⟧，分两期支付至乙方银行卡⟦CARD|$card18⟧。
三、甲方提供脚手架及⟪material|大漆⟫等材料，材料预算⟪budget_cap|¥15,000⟫另计。
乙方联系电话：⟦PHONE|138 8016 7742⟧"""),

("zhihu_answer", """【知乎】做鸟类标本需要办什么手续？

谢邀。做野生动物标本前先确认物种是否在⟪regulation|《国家重点保护野生动物名录》⟫里，像⟪species_name|普通翠鸟⟫、⟪species_name|红隼⟫都是保护动物，必须持有⟪permit_type|驯养繁殖许可证⟫或来源合法证明。家禽、⟪species_name|鹌鹑⟫这类养殖品种一般没问题。

价格方面，我们这边小型鸟类⟪price|300-800元⟫一只，大型的⟪price|1500元起⟫。防腐常用⟪chemical_name|硼砂⟫，早年的⟪chemical_name|砒霜膏⟫现在基本不用了，毒性太大。

参考：⟪regulation|《野生动物保护法》第二十七条⟫。"""),

("email_with_signature", """主题：关于贵堂管风琴大修的初步方案

⟦PERSON|孙牧师⟧：您好！

上周实地查看了贵堂⟪instrument|1929年Walcker管风琴⟫，主要问题是风箱皮革老化、⟪stop_name|小号音栓⟫簧片锈蚀。初步报价⟪quote_price|¥1,260,000⟫（含税），详见附件⟪file_name|修复方案v2.pdf⟫。

另外，您上次自掏腰包垫付的调音师差旅费⟦AMOUNT|¥2,460⟧，我们已于昨日退回您个人账户。

顺颂主安
⟦PERSON|汤志远⟧ 技术总监
⟪org_name|琴韵管风琴制造有限公司⟫
地址：⟪org_address|广州市番禺区石楼镇创新路18号⟫
电话：⟦PHONE|020-3482 7710⟧  手机：⟦PHONE|186 2109 4453⟧
邮箱：⟦EMAIL|tangzhiyuan@qinyun-organ.com⟧"""),

("expense_claim", """差旅费报销单  单据号：⟪document_ref|BX-202406-0215⟫
报销人：⟦PERSON|杜晓峰⟧    部门：彩绘玻璃修复组
事由：赴⟪place_name|青岛⟫圣弥厄尔教堂测量玫瑰窗
交通费：⟦AMOUNT|¥1,146.00⟧   住宿费：⟦AMOUNT|¥1,380.00⟧   补助：⟦AMOUNT|¥300.00⟧
报销合计：⟦AMOUNT|¥2,826.00⟧（大写：⟦AMOUNT|贰仟捌佰贰拾陆元整⟧）
收款卡号：⟦CARD|$card20⟧
审批：⟦PERSON|梁总⟧   财务：⟦PERSON|小林⟧
住宿标准：⟪policy_limit|一线城市每晚不超过460元⟫"""),

("env_config", """# .env  —— ⟪project_name|jinbo-shop⟫ 生产环境，勿提交！  by ⟦PERSON|chenjunjie⟧
APP_ENV=prod
ALIYUN_ACCESS_KEY_ID=⟦APIKEY|$key_ali1⟧
ALIYUN_ACCESS_KEY_SECRET=⟦SECRET|$sec_alisecret1⟧
OSS_BUCKET=⟪bucket_name|jinbo-product-images⟫
OSS_ENDPOINT=⟪hostname|oss-cn-hangzhou.aliyuncs.com⟫
MYSQL_DSN=mysql://jinbo:⟦SECRET|Jinbo@2024!nj⟧@⟦IP_ADDRESS|172.16.8.21⟧:3306/shop
WECHAT_APPID=⟪app_id|$dec_wxappid1⟫
WECHAT_APPSECRET=⟦SECRET|$sec_wxappsecret1⟧
SMS_SIGN=⟪sms_signature|金陵金箔⟫
ADMIN_PHONE=⟦PHONE|13951627780⟧"""),
]

TEXTS += [
("xiaohongshu_post", """周末去做了马赛克杯垫DIY｜超治愈🧩
坐标⟪place_name|杭州西溪⟫，店名⟪shop_name|碎光手作⟫，老板⟦PERSON|阿澈⟧人超好～
双人套餐原价⟪price|¥298⟫，我团购⟦AMOUNT|¥198⟧拿下，送⟪product_name|金箔马赛克⟫一小袋✨
姐妹们记得提前约，⟦PERSON|阿澈⟧只有周末在店
#马赛克 #手作 #⟪hashtag|杭州周末去哪儿⟫
—— by ⟦PERSON|栗子不吃栗子⟧"""),

("leave_request", """请假申请（钉钉审批 ⟪approval_id|202405210931000123⟫）
申请人：⟦PERSON|顾佳音⟧（纺织品修复部）
请假类型：病假    时长：⟪duration|5天⟫（⟪date_range|5月22日—5月26日⟫）
事由：⟦MEDICAL|急性结膜炎⟧，医生建议避免显微镜作业，附⟪hospital_name|浙江大学医学院附属第二医院⟫病历。另外本人⟦MEDICAL|对二甲苯过敏⟧，返岗后请勿安排溶剂清洗。
工作交接：⟪artifact_id|ZS-2023-088⟫号刺绣交给⟦PERSON|小宋⟧
审批人：⟦PERSON|刘主任⟧  状态：⟪status|已同意⟫"""),


("waybill_ocr", """[OCR · 快递面单 · 置信度⟪ocr_confidence|0.93⟫]
运单号：⟪tracking_no|SF1409823375561⟫
寄件：⟪masked_name|石*⟫ ⟪masked_phone|136****5528⟫ 浙江省杭州市
收件：⟦PERSON|龚雪梅⟧ ⟦PHONE|152 2810 6637⟧
收件地址：⟦ADDRESS|江苏省苏州市姑苏区平江路大新桥巷21号⟧
物品：⟪item_desc|鸟类标本（已做防腐处理）⟫ 保价：⟪insured_value|¥2,000⟫
备注：易碎，轻拿轻放"""),

("dianping_review", """⭐⭐⭐⭐ ⟦PERSON|吃货小鱼儿⟧ · Lv6
环境：5 服务：4 性价比：3
在⟪shop_name|琉璃光彩绘玻璃工坊⟫做了一盏蒂凡尼小台灯，老师⟦PERSON|Kiki⟧教得很细。人均⟪price_per_person|¥380⟫，我们两个人一共付了⟦AMOUNT|¥760⟧，加了灯座又补了⟦AMOUNT|¥60⟧。唯一缺点是焊锡味道有点大，有⟦MEDICAL|鼻炎⟧的朋友记得戴口罩。
⟪relative_date|3天前⟫ · ⟪review_id|R88120374⟫"""),

("visa_checklist", """赴德培训签证材料核对（⟪org_name|琴韵管风琴制造有限公司⟫ · 人事部）
申请人：⟦PERSON|常海洋⟧   拼音：⟦PERSON|CHANG HAIYANG⟧
出生日期：⟦DATE_OF_BIRTH|1985-02-17⟧
身份证号：⟦IDCARD|$id03⟧
护照号：⟦PASSPORT|$pp_cn1⟧  有效期至⟪passport_expiry|2033-08-14⟫
培训单位：⟪org_name|Orgelbau Klais⟫，⟪place_name|Bonn⟫
在职证明 ✔  银行流水 ✔（余额⟦AMOUNT|¥86,420.15⟧）  保险单 ⟪policy_number|PICC-SCH-7720931⟫ ✔
联系电话：⟦PHONE|+86 137 1026 4408⟧"""),

("json_api_response", """{
  "code": 0,
  "msg": "ok",
  "data": {
    "member_id": "⟪member_id|VIP000381⟫",
    "name": "⟦PERSON|熊雨萱⟧",
    "id_no": "⟦IDCARD|$id07⟧",
    "birthday": "⟦DATE_OF_BIRTH|1996-03-21⟧",
    "mobile": "⟦PHONE|18971630245⟧",
    "email": "⟦EMAIL|xiongyx0321@qq.com⟧",
    "balance": "⟦AMOUNT|¥1,250.00⟧",
    "level": "⟪member_level|金卡⟫",
    "course": "⟪course_code|MOSAIC-ADV-02⟫"
  },
  "trace_id": "⟪trace_id|$dec_uuid5⟫"
}"""),

("ops_ticket", """【运维工单】⟪ticket_id|OPS-3317⟫ 企业微信机器人地址泄露
提交人：⟦PERSON|韦佳⟧   处理人：⟦PERSON|chenjunjie⟧   优先级：⟪priority|P1⟫
描述：⟦PERSON|小韦⟧在公开的⟪platform|Gitee⟫仓库里提交了订单通知机器人的地址：
⟦SECRET|$sec_wecomhook1⟧
已有外部IP ⟦IP_ADDRESS|117.136.45.201⟧ 调用推送垃圾消息。
处理：1. 删除机器人并重建；2. 新地址只放在配置中心；3. 仓库历史用⟪tool_name|git filter-repo⟫清理（commit ⟪commit_sha|$dec_sha4⟫）。
状态：⟪status|已关闭⟫"""),

("sql_dump", """-- 学员表导出 ⟪timestamp|2024-07-01 22:00:03⟫ 马赛克工作室
INSERT INTO students (id, name, id_card, birthday, phone, paid) VALUES
(⟪row_id|51⟫, '⟦PERSON|汪子豪⟧', '⟦IDCARD|$id16⟧', '⟦DATE_OF_BIRTH|1994-09-08⟧', '⟦PHONE|15655102873⟧', '⟦AMOUNT|¥2680.00⟧'),
(⟪row_id|52⟫, '⟦PERSON|冼嘉欣⟧', '⟦IDCARD|$id20⟧', '⟦DATE_OF_BIRTH|1997-11-04⟧', '⟦PHONE|13760411928⟧', '⟦AMOUNT|¥1980.00⟧'),
(⟪row_id|53⟫, '⟦PERSON|谭小芸⟧', '⟦IDCARD|$id11⟧', '⟦DATE_OF_BIRTH|1987-10-11⟧', '⟦PHONE|18874229016⟧', '⟦AMOUNT|¥2680.00⟧');"""),
]

TEXTS += [
("wechat_private_chat", """⟦PERSON|阿敏⟧：表姐，茅草屋顶修缮那个培训班报名费我先帮你交了哈
⟦PERSON|郑秀兰⟧：哎呀谢谢！多少钱？我转你
⟦PERSON|阿敏⟧：⟦AMOUNT|1200块⟧，他们官网写的是⟪price|早鸟价1080⟫，我晚了两天😂
⟦PERSON|郑秀兰⟧：[转账]⟦AMOUNT|¥1,200.00⟧
⟦PERSON|阿敏⟧：收到～对了报名表要填身份证号，我先填了你的，⟦IDCARD|$id24⟧ 对吧
⟦PERSON|郑秀兰⟧：对的。上课地点发我一下
⟦PERSON|阿敏⟧：⟪place_name|浙江安吉⟫ ⟪venue|鲁家村乡村振兴学院⟫，⟪date|10月12号⟫开课"""),

("bank_transfer_receipt", """⟪bank_name|中国建设银行⟫ 网上银行电子回单
回单编号：⟪receipt_no|3302 0108 4471 9920⟫
付款人：⟦PERSON|吕文涛⟧
付款账号：⟪masked_account|6217 **** **** 3391⟫
收款人：⟪org_name|苏州云锦织绣文物保护研究所⟫
收款账号：⟪org_bank_account|3220 1987 6360 5001 4827⟫
金额：⟦AMOUNT|¥18,600.00⟧  大写：⟦AMOUNT|壹万捌仟陆佰元整⟧
用途：祖传缂丝挂屏修复费
交易时间：⟪timestamp|2024-04-02 10:41:27⟫  流水号：⟪transaction_id|HQH240402104127881⟫"""),

("access_control_log", """门禁系统日志 ⟪hostname|ACS-STUDIO-01⟫（光影彩色玻璃工作室）
⟪timestamp|2024-08-03 07:58:12⟫  卡号⟪access_card_no|00A3F7C2⟫  ⟦PERSON|楼晓雯⟧  正门  通过
⟪timestamp|2024-08-03 08:02:47⟫  卡号⟪access_card_no|00A3F1B9⟫  ⟦PERSON|杜晓峰⟧  正门  通过
⟪timestamp|2024-08-03 08:15:30⟫  临时密码⟦PASSWORD|847291⟧  访客  后门  通过
⟪timestamp|2024-08-03 12:40:05⟫  卡号⟪access_card_no|00A3F7C2⟫  ⟦PERSON|楼晓雯⟧  窑炉间  拒绝（无权限）
设备IP：⟦IP_ADDRESS|192.168.1.200⟧  固件：⟪version|v3.2.18⟫"""),

("health_checkup_report", """职业健康检查报告（在岗期间）  体检编号：⟪exam_no|ZJ2024-06-11872⟫
姓名：⟦PERSON|任国栋⟧  性别：男  年龄：43   工种：金箔锻打/贴金
接触危害因素：⟪hazard_factor|铅及其无机化合物⟫、⟪hazard_factor|噪声⟫
检查结果：⟦MEDICAL|血铅 412 μg/L（偏高）⟧；⟦MEDICAL|双耳高频听力下降⟧；⟦MEDICAL|轻度贫血⟧
结论：⟦MEDICAL|疑似职业性慢性铅中毒⟧，建议调离铅作业岗位并复查。
检查机构：⟪org_name|南京市职业病防治院⟫   主检医师：⟦PERSON|黄怡⟧
参考值：⟪reference_range|血铅 <400 μg/L⟫"""),

("wechat_moments", """今天是我们⟪org_name|徐家汇圣依纳爵堂⟫鸣钟小组成立十周年🎉 十年前只有⟦PERSON|老周⟧、⟦PERSON|小赵⟧和我三个人，现在有十七个队员了！感谢Father ⟦PERSON|Joseph⟧一直支持，也谢谢⟦PERSON|张桂芬⟧阿姨每次都带自己包的粽子😂
⟪location_tag|📍上海·徐家汇⟫ ⟪post_time|下午4:12⟫"""),
]

TEXTS += [
("job_application", """⟪org_name|秦岭自然标本工作室⟫ 学徒报名表
姓名：⟦PERSON|雷振宇⟧    出生日期：⟦DATE_OF_BIRTH|1999年1月26日⟧
身份证号码：⟦IDCARD|$id10⟧
联系电话：⟦PHONE|176 9120 3358⟧    邮箱：⟦EMAIL|leizhenyu_bio@163.com⟧
现住址：⟦ADDRESS|陕西省西安市雁塔区小寨西路26号院4号楼2单元1101室⟧
学历：⟪university|西北大学⟫ 生物科学 本科
身体状况：⟦MEDICAL|红绿色弱⟧（不影响操作，已告知）
期望月薪：⟪salary_expectation|4000-5000⟫
推荐人：⟦PERSON|宋老师⟧"""),

("dingtalk_approval", """【钉钉 · 备用金借款审批】⟪approval_id|202409031455000871⟫
发起人：⟦PERSON|冯建平⟧（茅草修缮项目部）
借款金额：⟦AMOUNT|¥20,000.00⟧
用途：⟪project_name|莫干山民宿茅草屋顶项目⟫采购⟪material|芦苇⟫、⟪material|稻草⟫，现场付给村民
收款账户：⟦CARD|$card25⟧（本人）
预计还款：⟪date|2024-10-15⟫
审批流：⟦PERSON|冯建平⟧ 发起 → ⟦PERSON|韩总⟧ 同意 → 出纳⟦PERSON|小葛⟧ 已付款"""),

("hotline_notice", """【通知】即日起⟪org_name|金陵金箔股份有限公司⟫客服热线变更为⟦PHONE|400-820-6617⟧（工作日⟪business_hours|8:30-17:30⟫）。原号码⟪old_phone_note|025-8xxx-xxxx⟫停止使用。金箔产品批次查询请登录官网输入⟪batch_no|JB-2406-A113⟫格式批号。⟪doc_ip|203.0.113.12⟫为测试服务器地址，请勿访问。"""),

("python_script", """# tencent_cos_upload.py  上传修复前后照片
# 作者：⟦PERSON|钱一鸣⟧  最后修改 ⟪date|2024-05-30⟫
from qcloud_cos import CosConfig, CosS3Client

config = CosConfig(
    Region="⟪cloud_region|ap-shanghai⟫",
    SecretId="⟦APIKEY|$key_tencent1⟧",
    SecretKey="⟦SECRET|$sec_tencentsk1⟧",
)
client = CosS3Client(config)
client.upload_file(Bucket="⟪bucket_name|silk-restore-1312208871⟫", Key="⟪file_path|NJ-M1-17/after_01.tif⟫", LocalFilePath="after_01.tif")"""),

("training_roster_csv", """姓名,身份证号,出生日期,手机,单位,住宿
⟦PERSON|于海燕⟧,⟦IDCARD|$id09⟧,⟦DATE_OF_BIRTH|1965-05-03⟧,⟦PHONE|13589274106⟧,⟪org_name|青岛市博物馆⟫,单间
⟦PERSON|李凤仙⟧,⟦IDCARD|$id15⟧,⟦DATE_OF_BIRTH|1970-07-27⟧,⟦PHONE|13908719352⟧,⟪org_name|云南民族博物馆⟫,标间
⟦PERSON|应丽娟⟧,⟦IDCARD|$id22⟧,⟦DATE_OF_BIRTH|1975-08-18⟧,⟦PHONE|13738427750⟧,⟪org_name|宁波博物院⟫,标间"""),

("xianyu_chat", """【闲鱼】宝贝：⟪listing_title|日本进口玛瑙压子 贴金工具 九成新⟫  ⟪price|¥260⟫
买家 ⟦PERSON|tb_金鱼草⟧：包邮吗
卖家 ⟦PERSON|描金匠人老谢⟧：包邮，⟪price|¥240⟫最低了
买家 ⟦PERSON|tb_金鱼草⟧：行，已拍下付款⟦AMOUNT|240元⟧。地址⟦ADDRESS|福建省厦门市思明区中山路步行街局口街38号⟧，⟦PERSON|陈小姐⟧收，⟦PHONE|18606052217⟧
卖家 ⟦PERSON|描金匠人老谢⟧：好的明天发韵达，单号⟪tracking_no|4318862091255⟫"""),

("police_report_receipt", """报案回执  编号：⟪case_ref|A3301062024070033⟫
报案人：⟦PERSON|章一帆⟧   联系电话：⟦PHONE|138 5712 0946⟧
报案人身份证：⟦IDCARD|$id18⟧
报案人住址：⟦ADDRESS|杭州市西湖区文三路478号华星时代广场A座1207⟧
案情：⟪date|7月2日⟫晚工作室被撬，丢失⟪specimen|白鹇标本⟫一件、⟪specimen|雕鸮标本⟫一件，及报案人个人现金⟦AMOUNT|3,500元⟧。
受理单位：⟪org_name|杭州市公安局西湖区分局文新派出所⟫  接警民警：⟦PERSON|邵警官⟧"""),
]

TEXTS += [
("email_plain", """寄件者：⟦PERSON|鄧家豪⟧ <⟦EMAIL|kahodang.glass@gmail.com⟧>
主旨：聖約翰座堂彩色玻璃窗修復 — 報價確認

⟦PERSON|陳神父⟧您好：

附上修復報價⟪quote_id|HKSG-24-071⟫，總額⟪quote_price|HK$385,000⟫。另外，上次代墊的鉛條材料費⟦AMOUNT|HK$4,620⟧，麻煩轉回我私人戶口。
因需申請進入鐘樓的臨時通行證，教會秘書要求我的香港身份證號碼：⟦NATIONAL_ID|$nid_hk1⟧。
我的工作室地址：⟦ADDRESS|香港九龍觀塘鴻圖道52號百泰工業大廈8樓C室⟧
手提：⟦PHONE|+852 9134 6620⟧

祝 安好
⟦PERSON|鄧家豪⟧ ⟪org_name|光域玻璃工作室⟫"""),

("contact_form", """【管風琴保養預約表】⟪org_name|台北管風琴維修工坊⟫
姓名：⟦PERSON|林志豪⟧
身分證字號：⟦NATIONAL_ID|$nid_tw2⟧
手機：⟦PHONE|0912-486-307⟧
地址：⟦ADDRESS|台北市大安區新生南路三段16巷5號2樓⟧
樂器：家用⟪instrument|兩排手鍵盤室內管風琴（Opus 38）⟫
預約時間：⟪date|11月2日⟫ 上午
備註：家母⟦MEDICAL|氣喘⟧，請勿使用含松香水的清潔劑。
訂金：已轉帳⟦AMOUNT|NT$3,000⟧，轉帳後五碼⟪masked_account|41829⟫"""),

("wechat_group_chat", """【莫干山茅草屋项目群】
⟦PERSON|冯建平⟧：@⟦PERSON|裘师傅⟧ 明天芦苇到货，⟪quantity|300捆⟫，您安排人卸一下
⟦PERSON|裘师傅⟧：好。工钱这周能结吗？兄弟们等着用
⟦PERSON|冯建平⟧：能，⟦PERSON|裘师傅⟧您这边⟦AMOUNT|8,400元⟧，⟦PERSON|小潘⟧⟦AMOUNT|3,600元⟧，周五前打到卡上
⟦PERSON|小潘⟧：收到谢谢⟦PERSON|冯总⟧
⟦PERSON|冯建平⟧：另外业主⟦PERSON|吴女士⟧说屋脊要加⟪material|竹编压条⟫，报价⟪quote_price|每米85元⟫，大家注意
⟦PERSON|裘师傅⟧：晓得了"""),

("purchase_order", """采购订单 PO No. ⟪po_number|PO-ZS-240812⟫
采购方：⟪org_name|厦门鼓浪屿天主堂⟫
供应方：⟪org_name|Royal Eijsbouts⟫（荷兰）
品名：⟪product_name|铜钟 D调 重约420kg⟫ ×1，⟪product_name|电子敲钟控制器⟫ ×1
合同总价：⟪contract_value|EUR 46,800⟫
堂区联系人：⟦PERSON|许修女⟧ ⟦PHONE|0592-206 3318⟧ ⟦EMAIL|gly_parish_office@126.com⟧
交货：⟪incoterm|CIF 厦门港⟫  预计⟪date|2025年3月⟫"""),

("sms", """【⟪org_name|琉璃光工坊⟫】您的会员账户已重置，临时密码：⟦PASSWORD|Lg#5827qa⟧，请登录后立即修改。如非本人操作请致电⟦PHONE|0592-5136 882⟧。账户余额⟦AMOUNT|¥312.00⟧。"""),

("feishu_bot_config", """# 飞书机器人配置 mosaic-studio/notify.yaml
bot:
  name: ⟪bot_name|工坊订单提醒⟫
  webhook: ⟦SECRET|$sec_feishuhook1⟧
  secret: ⟦SECRET|Fs9xK2mPq7LwT4vB⟧
  mention:
    - ⟦PERSON|ou_zhaoruoxi⟧
    - ⟦PHONE|18502117364⟧
  quiet_hours: "⟪time_range|22:00-08:00⟫"
  version: ⟪version|2.1.0⟫"""),

("web_form_submission", """新表单提交 · 彩绘玻璃周末课程报名（表单⟪form_id|JDY-88120⟫）
提交时间：⟪timestamp|2024-09-18 21:33:09⟫   来源IP：⟦IP_ADDRESS|112.65.201.38⟧
姓名：⟦PERSON|卜佳怡⟧
手机：⟦PHONE|15021873364⟧
微信号：⟦PERSON|bujiayi_0504⟧
邮箱：⟦EMAIL|bujiayi0504@outlook.com⟧
课程：⟪course_code|SG-WKD-09⟫ 蒂凡尼灯罩入门（⟪price|¥1,680⟫）
已付：⟦AMOUNT|1680元⟧
特殊情况说明：⟦MEDICAL|孕早期⟧，想确认焊锡烟雾是否有防护"""),

("alert_email", """【告警】⟪hostname|prod-mosaic-db-01⟫ CPU使用率 97%
触发时间：⟪timestamp|2024-10-09 02:41⟫
实例：⟪instance_id|i-bp1f9x2k7qz3c0d8e⟫  内网IP：⟦IP_ADDRESS|172.16.30.14⟧  公网IP：⟦IP_ADDRESS|47.98.112.36⟧
疑似来源：大量来自⟦IP_ADDRESS|100.104.62.9⟧的慢查询
值班人：⟦PERSON|龙飞⟧ ⟦PHONE|185 8431 0927⟧
告警规则：⟪alert_rule|cpu_usage > 90% for 5m⟫"""),
]

TEXTS += [
("customer_record", """客户档案 ⟪customer_id|KH-2024-0193⟫（自然之境标本工作室）
客户：⟦PERSON|方慧敏⟧  电话：⟦PHONE|13757108842⟧
委托内容：宠物鹦鹉⟪pet_name|豆豆⟫制作标本，⟪pet_name|豆豆⟫生前⟪animal_health|患脂肪肝⟫，羽毛有脱落
定金：⟦AMOUNT|¥300⟧（已收）  尾款：⟦AMOUNT|¥500⟧
交付方式：到店自取
备注：客户本人⟦MEDICAL|对羽毛过敏⟧，交付时请装好防尘罩"""),

("clinic_record", """门诊病历摘要  ⟪hospital_name|上海市第六人民医院⟫ 急诊外科
患者：⟦PERSON|赵子轩⟧  男  ⟪age|27岁⟫  病历号：⟪medical_record_no|MZ24081733⟫
主诉：教堂敲钟时钟绳滑脱致右手掌擦伤1小时
诊断：⟦MEDICAL|右手掌Ⅱ度摩擦烧伤⟧，⟦MEDICAL|右手环指甲床挫裂伤⟧
处理：清创、⟦MEDICAL|破伤风抗毒素皮试阴性后注射⟧，⟦MEDICAL|头孢呋辛口服3天⟧
医师：⟦PERSON|沈一帆⟧  ⟪date|2024-08-17⟫"""),

("phone_order_transcript", """【电话订购录音 · ⟪call_id|TEL-0913-0088⟫ · 金箔材料】
客服：您好，请问要订什么？
顾客：我要⟪product_name|98金箔 9.33cm 一万张⟫，还有⟪product_name|金胶油⟫两桶。我是做佛像的，叫⟦PERSON|常德胜⟧。
客服：好的⟦PERSON|常师傅⟧，一共⟪quote_price|¥6,850⟫，信用卡付款的话卡号请讲。
顾客：⟦CARD|$card12⟧
客服：有效期和背面三位数？
顾客：⟪card_expiry|08/27⟫，⟦CVV|609⟧。
客服：扣款成功，⟦AMOUNT|¥6,850.00⟧。寄到哪里？
顾客：⟦ADDRESS|山西省大同市平城区御河西路华林小区14号楼3单元202⟧，电话⟦PHONE|139 0352 4417⟧。"""),
]

TEXTS += [
("voice_message_transcript", """[语音转文字 0:37] ⟦PERSON|小潘⟧啊，我是⟦PERSON|裘师傅⟧，我手机掉水里了，这几天打我老婆的电话，⟦PHONE|一三九，五七二一，八八零六⟧，记一下。还有那个工钱⟦AMOUNT|三千六百块⟧你收到没有？收到回个话。"""),

("lease_contract", """工作室租赁合同（节选）  合同编号：⟪contract_ref|KS-ZL-2024-112⟫
出租方：⟪org_name|昆山市周庄镇文创园管理有限公司⟫
承租方：⟦PERSON|顾明轩⟧，身份证号⟦IDCARD|$id21⟧，出生日期⟦DATE_OF_BIRTH|1989年6月6日⟧
承租用途：马赛克艺术创作及教学
租金：⟪unit_rent|每月¥4,200⟫（园区统一标准）
押金：承租方已缴纳⟦AMOUNT|¥8,400⟧，合同期满无损坏全额退还至承租方账户⟦CARD|$card19⟧
承租方通讯地址：⟦ADDRESS|江苏省昆山市玉山镇前进西路1188号5栋806室，邮编215300⟧
园区门禁初始密码：⟦PASSWORD|0606#⟧（请自行修改）"""),

("ci_build_log", """[Jenkins] ⟪job_name|organ-scale-calc⟫ #⟪build_number|218⟫
+ git clone https://oauth2:⟦APIKEY|$key_gl1⟧@⟪hostname|gitlab.qinyun-organ.com⟫/rd/scale-calc.git
Cloning into 'scale-calc'...
+ export DEPLOY_HOST=⟦IP_ADDRESS|10.20.0.15⟧
+ scp dist/*.tar.gz ⟦PERSON|shaowenbo⟧@⟦IP_ADDRESS|10.20.0.15⟧:/opt/app/
+ echo "部署完成，通知 ⟦PERSON|邵文博⟧"
Finished: SUCCESS (⟪duration|2 min 14 sec⟫)  触发者：⟪trigger|SCM change⟫"""),

("payslip", """⟪org_name|南京金陵金箔股份有限公司⟫ 工资条  ⟪pay_period|2024年8月⟫
工号：⟪employee_id|JL-0416⟫   姓名：⟦PERSON|任国栋⟧   岗位：金箔锻打
基本工资：⟦AMOUNT|¥5,200.00⟧   岗位津贴：⟦AMOUNT|¥800.00⟧   高温补贴：⟦AMOUNT|¥300.00⟧
扣社保公积金：⟦AMOUNT|¥1,126.40⟧   个税：⟦AMOUNT|¥34.21⟧
实发：⟦AMOUNT|¥5,139.39⟧
发放卡号：⟪masked_account|6228 **** **** 0715⟫
公司当月工资总额：⟪org_total|¥1,864,200⟫（仅人事可见）"""),

("complaint_letter", """投诉信
⟪org_name|琉璃光彩绘玻璃工坊⟫负责人：
本人⟦PERSON|蔡文静⟧于⟪date|6月8日⟫在贵店定制圣像彩窗一扇，已付全款⟦AMOUNT|¥12,800⟧。交货时发现⟪defect|铅条焊点开裂⟫、玻璃色差明显。多次联系设计师⟦PERSON|Kiki⟧未果。请于七日内答复，否则将向⟪org_name|市场监管部门⟫投诉。
联系电话：⟦PHONE|0592-5572 019⟧（家）、⟦PHONE|13696922107⟧
地址：⟦ADDRESS|厦门市湖里区江头北路96号海景花园B栋1502⟧"""),

("weibo_post", """#非遗马赛克# ⟪exhibition_name|「碎片与光」当代马赛克艺术展⟫ 将于⟪date_range|10月1日至11月15日⟫在⟪venue|上海当代艺术博物馆⟫三楼展出，汇集⟪count|32位⟫艺术家的⟪count|60余件⟫作品。门票⟪price|¥80⟫，学生⟪price|¥40⟫。开幕当天⟪time|14:00⟫有拉文纳工匠现场示范⟪technique|直接法镶嵌⟫。转发抽3位送⟪prize|双人票⟫🎫 #⟪hashtag|上海看展⟫#"""),
]

TEXTS += [
("tax_form_explainer", """【微信留言】⟦PERSON|Grace 周⟧：
⟦PERSON|Linda⟧姐，美国那个教堂给我付彩绘玻璃修复的钱，要我填W-9，社安号是⟦SSN|$ssn06⟧，对吧？我填在Part I里了。他们说付款⟦AMOUNT|$7,200⟧，会寄1099给我。我的地址写⟦ADDRESS|3318 Judah St, San Francisco, CA 94122⟧可以吗？教堂的EIN是⟪employer_ein|94-1156342⟫，不用我填吧？"""),

("registration_form", """新加坡马赛克艺术驻留计划 · 报名信息
姓名：⟦PERSON|黄慧琳⟧（⟦PERSON|Wong Hui Lin⟧）
NRIC：⟦NATIONAL_ID|$nid_sg1⟧
手机：⟦PHONE|+65 9183 2740⟧
电邮：⟦EMAIL|huilin.wong.mosaic@gmail.com⟧
地址：⟦ADDRESS|Blk 412 Bedok North Ave 2, #08-115, Singapore 460412⟧
驻留费用：⟪fee|S$1,200⟫（主办方资助）
个人承担材料费：已付⟦AMOUNT|S$350⟧
项目编号：⟪project_code|SG-MAR-2025-07⟫"""),

("travel_application", """出国（境）交流审批表  ⟪form_no|WB-2024-0388⟫
姓名：⟦PERSON|陆思琪⟧   性别：女   出生日期：⟦DATE_OF_BIRTH|1990年11月28日⟧
身份证号：⟦IDCARD|$id02⟧
护照号码：⟦PASSPORT|$pp_cn2⟧
前往国家：日本（⟪org_name|東京国立博物館⟫染织品修复交流）
期限：⟪date_range|2024年11月4日—11月18日⟫
经费：单位承担⟪org_budget|¥32,000⟫；个人自付⟦AMOUNT|¥2,500⟧
紧急联系人：⟦PERSON|陆建新⟧ ⟦PHONE|13801762259⟧"""),

("miniprogram_log", """[⟪timestamp|2024-09-02 19:20:14.882⟫] INFO  login ok openid=⟪wechat_openid|oXq3M5Tz1bK9_2pLrVfe8aHc0dWs⟫ unionid=⟪wechat_unionid|oZ8d41Rk_7uPq2sVt0cYmEwLbN3x⟫
[⟪timestamp|2024-09-02 19:20:15.104⟫] INFO  getPhoneNumber -> ⟦PHONE|+86 150 6839 2217⟧ user=⟦PERSON|何雅婷⟧
[⟪timestamp|2024-09-02 19:20:16.337⟫] INFO  create order ⟪order_id|XC20240902192016337⟫ amount=⟦AMOUNT|¥199.00⟧ course=⟪course_code|TAX-BIRD-01⟫
[⟪timestamp|2024-09-02 19:20:16.338⟫] DEBUG client_ip=⟦IP_ADDRESS|223.104.3.179⟧ ua=⟪user_agent|MicroMessenger/8.0.49⟫"""),

("dingtalk_message", """【钉钉】IT支持群
⟦PERSON|龙飞⟧ 09:12
新的钉钉应用已创建，给考勤机对接用：
AppKey：⟪app_key|$dec_dingappkey1⟫
AppSecret：⟦SECRET|$sec_dingappsecret1⟧
群机器人：⟦SECRET|$sec_dinghook2⟧
⟦PERSON|龙飞⟧ 09:13
AppSecret别外传，出了问题找我⟦PHONE|185 8431 0927⟧
⟦PERSON|韩总⟧ 09:20
👍"""),
]

TEXTS += [
("maintenance_log", """钟楼设备检修记录  ⟪record_no|ZL-2024-Q3⟫
地点：⟪place_name|天津西开教堂⟫钟楼
检修项目：⟪equipment|大钟轴承⟫加注润滑脂、⟪equipment|钟舌皮套⟫更换、电动打钟机⟪device_model|BK-300⟫校时
检修人：⟦PERSON|郭长顺⟧、⟦PERSON|小马⟧
陪同：⟦PERSON|马修士⟧
备注：⟦PERSON|郭长顺⟧自购工具⟦AMOUNT|¥436⟧，请堂区报销；钟楼铁门挂锁密码改为⟦PASSWORD|1-9-3-7⟧
下次检修：⟪date|2024年12月⟫"""),

("ecommerce_chat", """【拼多多 · ⟪shop_name|森林之灵标本专营⟫】
顾客 ⟦PERSON|一只小蝴蝶🦋⟧：请问这个⟪product_name|蝴蝶标本相框（大号）⟫是真的蝴蝶吗
客服 ⟦PERSON|小满⟧：亲，是养殖蝴蝶哦，有⟪certificate|人工繁育证明⟫
顾客 ⟦PERSON|一只小蝴蝶🦋⟧：好，拍了，付了⟦AMOUNT|¥89⟧。我换地址了，寄到⟦ADDRESS|河南省郑州市金水区农业路东段68号院3号楼1单元502⟧，⟦PHONE|15981826630⟧
客服 ⟦PERSON|小满⟧：收到亲～⟪promotion|满99减10⟫下次可以凑一下哦"""),

("nacos_config", """# nacos dataId: ⟪config_id|textile-archive-prod.yaml⟫  group: DEFAULT_GROUP
spring:
  datasource:
    url: jdbc:mysql://⟦IP_ADDRESS|10.30.1.40⟧:3306/archive?useSSL=false
    username: ⟪db_user|archive_app⟫
    password: ⟦PASSWORD|Sichou#Xiufu2024⟧
aliyun:
  oss:
    access-key-id: ⟦APIKEY|$key_ali2⟧
    access-key-secret: ⟦SECRET|$sec_alisecret2⟧
    bucket: ⟪bucket_name|silk-archive-hires⟫
owner: ⟦PERSON|钱一鸣⟧ <⟦EMAIL|qianyiming@silk-restore.cn⟧>"""),

("resignation_letter", """辞职信

⟦PERSON|汤总⟧：

您好！我是音管车间的⟦PERSON|彭晓东⟧。由于去年体检查出⟦MEDICAL|噪声性听力损失⟧，今年又确诊⟦MEDICAL|耳鸣伴焦虑⟧，医生建议我远离车间噪声环境，经慎重考虑，决定于⟪date|2024年12月31日⟫离职。

请将剩余年假折算工资⟦AMOUNT|2,140元⟧一并结算到我的工资卡。感谢公司八年来的培养。

⟦PERSON|彭晓东⟧
⟪date|2024年11月20日⟫"""),

("tower_opening_notice", """【公告】⟪org_name|广州石室圣心大教堂⟫钟楼参观安排
即日起至⟪date|12月31日⟫，钟楼每⟪weekday|周六⟫⟪time_range|14:00-16:00⟫对公众开放，每场限⟪capacity|15人⟫，需提前在公众号“⟪wechat_account|石室圣心堂⟫”预约。门票⟪price|免费⟫，捐献箱自愿。钟楼共有⟪bell_count|4口⟫铜钟，最大一口约⟪bell_weight|1.5吨⟫，⟪year|1888年⟫由法国铸造。患有心脏病、高血压者请勿攀登。"""),

("oral_history_transcript", """口述史访谈记录（⟪project_code|FY-ORAL-2024-06⟫） 受访者：⟦PERSON|胡老根⟧，茅草屋营造老匠人
采访人：⟦PERSON|小陈⟧
⟦PERSON|小陈⟧：⟦PERSON|胡师傅⟧，您是哪年出生的？
⟦PERSON|胡老根⟧：我是⟦DATE_OF_BIRTH|一九五三年三月八日⟧生的，属蛇。十四岁跟我舅舅学盖草房。
⟦PERSON|小陈⟧：那时候盖一间草房多少钱？
⟦PERSON|胡老根⟧：那时候管饭就行，一天⟪historical_wage|八毛钱⟫。我这腿是⟦MEDICAL|一九八二年从房顶摔下来，左腿骨折⟧落下的病根。
⟦PERSON|小陈⟧：现在还接活吗？
⟦PERSON|胡老根⟧：去年还给⟪place_name|黄山宏村⟫一家民宿盖了顶，人家给了我⟦AMOUNT|两万块⟧。"""),
]

TEXTS += [
("visa_checklist", """因公出国人员信息表（赴奥地利 ⟪org_name|Rieger Orgelbau⟫ 学习整音）
姓名：⟦PERSON|熊伟⟧   出生日期：⟦DATE_OF_BIRTH|1983-12-19⟧
身份证号：⟦IDCARD|$id14⟧
护照号：⟦PASSPORT|$pp_cn3⟧   签发地：江西
手机：⟦PHONE|139 7081 2265⟧   邮箱：⟦EMAIL|xiongwei_organ@qq.com⟧
往返机票：⟪flight|CA841 / CA842⟫
个人垫付签证费：⟦AMOUNT|€90⟧（回国后报销）"""),

("app_crash_log", """E/⟪log_tag|ReactNativeJS⟫( 8812): [⟪timestamp|09-21 10:44:02.318⟫] TypeError: undefined is not an object (evaluating 'user.address.detail')
E/⟪log_tag|ReactNativeJS⟫( 8812):   at ProfileScreen (⟪file_path|index.android.bundle:1:388204⟫)
D/HttpClient( 8812): GET https://⟪hostname|api.jinbo-shop.cn⟫/v2/me  Authorization: Bearer ⟦APIKEY|$key_jwt3⟧
D/HttpClient( 8812): <- 200 {"nick":"⟦PERSON|金箔小能手⟧","mobile":"⟦PHONE|13584021176⟧","email":"⟦EMAIL|jinbo_fan@sina.com⟧"}
I/⟪log_tag|DeviceInfo⟫( 8812): model=⟪device_model|Mi 13⟫ os=⟪version|Android 14⟫ app=⟪version|3.7.2 (372)⟫"""),

("loan_agreement", """文物借展协议 · 随展人员信息附件（协议号 ⟪contract_ref|JZ-2025-004⟫）
借出方：⟪org_name|天津博物馆⟫    借入方：⟪org_name|香港故宫文化博物馆⟫
展品：⟪artifact_name|清乾隆缂丝加绣九阳消寒图轴⟫（⟪artifact_id|TJ-F-2118⟫）
随展修复师：⟦PERSON|孟静⟧
出生日期：⟦DATE_OF_BIRTH|1980年3月15日⟧
身份证号：⟦IDCARD|$id17⟧
护照/通行证：⟦PASSPORT|$pp_cn4⟧
每日随展补助：⟪per_diem_rate|HK$1,100⟫（按规定标准）"""),

("invoice_request", """【开票信息】
发票抬头：个人 ⟦PERSON|吴美玲⟧
（非企业，无税号）
开票内容：⟪invoice_item|*文化服务*马赛克艺术课程费⟫
金额：⟦AMOUNT|¥3,980.00⟧
收票邮箱：⟦EMAIL|wml_mosaic@126.com⟧
收票手机：⟦PHONE|18612745093⟧
开票方：⟪org_name|北京拼石艺术工作室⟫，税号⟪tax_id|91110108MA01X2KQ7R⟫"""),

("wechat_group_chat", """【鸣钟队·聚餐AA】
⟦PERSON|黄丽萍⟧：昨晚一共⟪bill_total|¥1,032⟫，12个人，每人⟦AMOUNT|86元⟧
⟦PERSON|小赵⟧：转了
⟦PERSON|Peter Lau⟧：转了，顺便说一下我换号了 ⟦PHONE|+852 6281 0394⟧
⟦PERSON|黄丽萍⟧：⟦PERSON|老周⟧还没转哦😏
⟦PERSON|老周⟧：在路上在路上，刚从医院出来，⟦MEDICAL|痛风⟧又犯了
⟦PERSON|黄丽萍⟧：那你少喝点啤酒！"""),
]
