# zh texts of the blind85 corpus.  Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy.
# Every text was typed by hand; $name values come from values.VALUES.
TEXTS = []

# ---------------------------------------------------------------- part 1
TEXTS += [
("wechat_group", """【⟪org_name|东港海上搜救志愿队⟫-队员群】⟪timestamp|21:47⟫
⟦PERSON|老周⟧：@所有人 刚接到海事协查，⟪place_name|外伶仃岛⟫东侧有条钓鱼船失联，船上3人。今晚谁能出队？
⟦PERSON|小赵⟧：我可以，20分钟到码头
⟦PERSON|陈海涛⟧：+1，我开冲锋舟
⟦PERSON|老周⟧：好。失联船主叫⟦PERSON|黄志强⟧，家属电话⟦PHONE|138 2654 7719⟧，先别打，海事那边在联系
⟦PERSON|小赵⟧：收到。码头仓库门禁密码还是⟦PASSWORD|2468#⟧吗
⟦PERSON|老周⟧：上周改成⟦PASSWORD|8513#⟧了，别外传"""),

("donor_registration_receipt", """⟪org_name|中国人体器官捐献管理中心⟫ 志愿登记（网上登记回执）
登记编号：⟪registration_ref|ZG2024031500876⟫
姓名：⟦PERSON|孙丽娟⟧　性别：女　出生日期：⟦DATE_OF_BIRTH|1992年11月2日⟧
身份证号：⟦IDCARD|$id_zh_2⟧
联系电话：⟦PHONE|159 0218 3346⟧
通讯地址：⟦ADDRESS|上海市浦东新区张杨路1588弄12号302室 200135⟧
捐献意愿：☑全部器官 ☑眼角膜 ☐遗体
登记时间：⟪timestamp|2024-03-15 20:41:07⟫"""),

("dingtalk_chat", """⟦PERSON|王磊⟧（技术组）：队里出勤通知机器人配好了，webhook 是 ⟦SECRET|$dingtalk_hook_1⟧ ，加签密钥 ⟦SECRET|$dingtalk_sec_1⟧
⟦PERSON|刘婷婷⟧：这个别往大群里发啊😂
⟦PERSON|王磊⟧：内部群没事。服务器在 ⟦IP_ADDRESS|10.30.8.15⟧，端口 ⟪port|9000⟫，程序版本 ⟪version|v1.3.0⟫
⟦PERSON|刘婷婷⟧：阿里云那个 AccessKey ID ⟦APIKEY|$ali_akid_1⟧ 也写配置里了？
⟦PERSON|王磊⟧：嗯，Secret 是 ⟦SECRET|$ali_secret_1⟧，回头我挪到 KMS 里。⟪org_name|秦岭山地救援队⟫的账号别乱动"""),

("lost_property_register", """地铁2号线失物招领登记单　编号：⟪item_ref|SW-2-20240508-031⟫
拾获时间：⟪timestamp|2024-05-08 08:42⟫　拾获地点：⟪place_name|人民广场站⟫3号口
物品：黑色双肩包一个，内有笔记本电脑（序列号⟪device_serial|PF3K8Q2M⟫）、身份证一张（⟦PERSON|马俊峰⟧，⟦IDCARD|$id_zh_1⟧）、现金⟦AMOUNT|860元⟧、⟦MEDICAL|胰岛素笔⟧一支
失主联系方式：⟦PHONE|186 1024 3375⟧（本人来电确认，系统显示⟪masked_phone|186****3375⟫）
经办人：⟦PERSON|小钱⟧　工号⟪employee_no|M20417⟫"""),

("training_signup_csv", """# 课程编号 ⟪course_code|HZ-JH-2406⟫ 报名表导出
序号,姓名,性别,身份证号,手机,单位,课程,缴费
1,⟦PERSON|何晓燕⟧,女,⟦IDCARD|$id_zh_4⟧,⟦PHONE|13757120488⟧,⟪org_name|西湖区文新小学⟫,⟪course_name|红十字救护员初级⟫,⟦AMOUNT|¥260⟧
2,⟦PERSON|罗建国⟧,男,⟦IDCARD|$id_zh_5⟧,⟦PHONE|139 8002 6613⟧,个体,救护员+AED,⟦AMOUNT|¥380⟧"""),

("email", """主题：关于您申请导盲犬的初审结果

⟦PERSON|许小姐⟧您好：
感谢您申请⟪org_name|大连导盲犬培训基地⟫的导盲犬。经初审，您符合申请条件（⟦MEDICAL|双眼视力残疾一级⟧，⟦MEDICAL|视网膜色素变性⟧）。下一步请携带残疾人证、身份证原件于⟪appointment_date|6月18日⟫到基地参加面试和共同生活评估，约3天，食宿自理（基地宿舍⟪price|80元/晚⟫）。
另外，我们目前的候选犬"⟪dog_name|小黑⟫"有轻微⟪animal_health|皮肤过敏⟫，配对时会详细说明。
联系人：⟦PERSON|齐老师⟧　电话：⟦PHONE|0411-8265 3390⟧　邮箱：⟦EMAIL|qi.trainer@dlguidedog.org.cn⟧"""),

("patrol_rota_table", """⟪org_name|和平里社区平安志愿巡逻队⟫ 6月第1周排班
| 日期 | 时段 | 巡逻人 | 联系电话 | 备注 |
|---|---|---|---|---|
| 6/3 周一 | 19:00-21:00 | ⟦PERSON|老张⟧、⟦PERSON|刘师傅⟧ | ⟦PHONE|135 0107 8821⟧ | 重点看⟪building_no|3号楼⟫车棚 |
| 6/4 周二 | 19:00-21:00 | ⟦PERSON|郑秀英⟧ | ⟦PHONE|152 1033 4096⟧ | ⟦PERSON|郑秀英⟧刚做完⟦MEDICAL|白内障手术⟧，只巡楼内 |
| 6/5 周三 | 19:00-21:00 | ⟦PERSON|小马⟧、⟦PERSON|葛文斌⟧ | ⟦PHONE|185 1119 2070⟧ | — |
车棚门禁卡⟪access_card_no|00417723⟫丢失请及时报物业。"""),

("json_app_log", """{"time":"⟪timestamp|2024-04-03T10:22:18+08:00⟫","level":"INFO","traceId":"⟪trace_id|$uuid_7⟫","uri":"/api/v2/register","client_ip":"⟦IP_ADDRESS|117.136.12.88⟧","req":{"name":"⟦PERSON|郭子豪⟧","idNo":"⟦IDCARD|$id_zh_3⟧","mobile":"⟦PHONE|18926457730⟧","birth":"⟦DATE_OF_BIRTH|1979-06-28⟧"},"cost_ms":⟪latency_ms|128⟫}
{"time":"2024-04-03T10:22:19+08:00","level":"WARN","msg":"短信网关超时，重试","gateway":"⟪doc_ip|203.0.113.9⟫","appId":"⟪app_id|$wx_appid_1⟫"}"""),

("sms_notification", """【城市轨道交通失物招领】尊敬的⟦PERSON|吴女士⟧，您5月20日在⟪place_name|南京南站⟫遗失的红色钱包已找到，内有银行卡1张（尾号⟪card_last4|6620⟫）及现金⟦AMOUNT|300元⟧。请于7日内凭本人身份证到1号线失物招领处领取，咨询⟦PHONE|025-8481 2270⟧。编号⟪item_ref|NJ-0520-118⟫。"""),

("rescue_mission_report", """⟪org_name|秦岭山地救援队⟫ 出队报告（编号 ⟪incident_id|QL-2024-0612⟫）
报警时间：⟪timestamp|6月12日 16:35⟫　报警人：⟦PERSON|田甜⟧（被困者同伴），电话⟦PHONE|177 2901 5538⟧
被困人员：⟦PERSON|贺一鸣⟧，男，34岁，身份证⟦IDCARD|$id_zh_9⟧
位置：⟪place_name|鳌太线⟫2900营地附近，坐标⟪coordinates|33.9582N, 107.7815E⟫
情况：⟦MEDICAL|失温⟧，⟦MEDICAL|右脚踝扭伤⟧，意识清醒
出队队员：⟦PERSON|杜队⟧（带队）、⟦PERSON|阿强⟧、⟦PERSON|小樊⟧、⟦PERSON|覃美玲⟧（医疗）
结果：次日04:10将伤员转运至⟪org_name|周至县人民医院⟫。"""),

("wechat_private_chat", """⟦PERSON|冯老师⟧：同学你好，周六的心肺复苏+AED复训费用是⟪course_price|180元⟫，可以微信转我，备注姓名哈
⟦PERSON|蒋雨桐⟧：好的老师～ [转账] ⟦AMOUNT|¥180.00⟧
⟦PERSON|冯老师⟧：收到啦。另外提醒下，你上次说有⟦MEDICAL|哮喘⟧，复训那天记得带⟦MEDICAL|沙丁胺醇气雾剂⟧
⟦PERSON|蒋雨桐⟧：嗯嗯记得的，谢谢老师！对了我换号了，新号⟦PHONE|一三六 二八七零 四四一九⟧
⟦PERSON|冯老师⟧：好，已更新 ⟪timestamp|昨天 21:06⟫"""),

("weibo_post", """#失物招领# 【⟪org_name|杭州地铁⟫失物招领处搬家啦】即日起，⟪place_name|凤起路站⟫失物招领处迁至⟪place_name|龙翔桥站⟫B口站厅，开放时间⟪opening_hours|7:00-21:00⟫。认领须知：①凭本人有效证件；②贵重物品保管期⟪retention_period|30天⟫；③超期物品按规定上交公安机关。话题阅读量⟪statistic|12.3万⟫，感谢大家转发～"""),

("dingtalk_approval", """【钉钉审批】费用报销-⟪approval_no|202406031522000418⟫
申请人：⟦PERSON|苏文杰⟧（⟪org_name|象山海上搜救志愿队⟫）
报销事由：6月1日夜间搜寻落水人员，燃油及夜宵
明细：冲锋舟燃油 ⟦AMOUNT|¥420.00⟧；夜宵 ⟦AMOUNT|¥96.50⟧
合计：⟦AMOUNT|¥516.50⟧
收款银行：⟪bank_name|中国农业银行象山支行⟫
收款卡号：⟦CARD|$card_up_1⟧
审批人：⟦PERSON|林站长⟧ ✅ 已同意　财务⟦PERSON|小潘⟧ ✅ 已打款"""),

("public_notice", """【通知】⟪org_name|导盲犬之家⟫2024年度寄养家庭招募
寄养期约⟪duration|12个月⟫，基地承担犬粮及医疗费用，每月另发⟪allowance_rate|寄养补贴300元⟫。寄养犬均已完成⟪animal_health|狂犬疫苗⟫接种。
报名热线：⟦PHONE|400-820-6685⟧（⟪opening_hours|工作日9:00-17:00⟫）
报名邮箱：⟦EMAIL|foster@guidedoghome.org.cn⟧"""),

("passport_ocr", """⟪org_name|宁波山地救援队⟫ 出境训练报名材料
【OCR识别结果】护照资料页
类型/Type: P　国家码/Country Code: CHN　护照号/Passport No.: ⟦PASSPORT|$pp_cn_2⟧
姓名/Name: ⟦PERSON|李思远⟧ / ⟦PERSON|LI, SIYUAN⟧
性别/Sex: 男/M　出生日期/Date of birth: ⟦DATE_OF_BIRTH|18 SEP 1993⟧
签发日期/Date of issue: ⟪issue_date|05 MAR 2019⟫　有效期至/Date of expiry: ⟪expiry_date|04 MAR 2029⟫
签发机关/Authority: ⟪issuing_authority|国家移民管理局⟫
备注：同时提交身份证 ⟦IDCARD|$id_zh_18⟧"""),

("call_transcript", """【通话转写】⟪timestamp|2024-07-21 05:48⟫ 来电 ⟦PHONE|+86 135 9210 4473⟧
调度：您好，⟪org_name|平潭海上救援志愿队⟫，请讲。
来电人：喂，我老公凌晨出海钓鱼到现在没回来，电话也打不通……
调度：别着急，您先生叫什么名字？
来电人：⟦PERSON|郑海生⟧，船是个白色小快艇，船号⟪vessel_id|闽平渔65217⟫。
调度：他身体有什么情况吗？
来电人：他有⟦MEDICAL|高血压⟧，平时吃⟦MEDICAL|硝苯地平⟧，药不知道带没带。
调度：您怎么称呼？
来电人：我叫⟦PERSON|林秀珠⟧。
调度：⟦PERSON|林女士⟧，我们马上联系海事和附近渔船。他手机号多少？
来电人：⟦PHONE|幺三七 五零九三 二二八六⟧"""),

("yaml_config", """# 失物招领小程序后端 config.prod.yaml
server:
  port: ⟪port|8088⟫
  version: ⟪version|2.6.11⟫
wechat:
  appid: ⟪app_id|$wx_appid_2⟫
  mch_id: ⟪merchant_id|1638842201⟫
tencentcloud:
  secret_id: ⟦APIKEY|$tc_akid_1⟧
  secret_key: ⟦SECRET|$tc_secret_1⟧
  sms_sign: "⟪sms_signature|地铁失物招领⟫"
mysql:
  dsn: "lostfound:⟦SECRET|Sw!ft2024_lf⟧@tcp(⟦IP_ADDRESS|172.17.0.3⟧:3306)/lostfound?charset=utf8mb4"
admin:
  phone: ⟦PHONE|13321098874⟧  # ⟦PERSON|小韩⟧的手机，有事找他"""),

("meeting_minutes", """⟪org_name|翠湖苑小区业主委员会⟫ 安防工作会议纪要
时间：⟪meeting_date|2024年3月9日⟫ 19:30　地点：物业会议室
参会：⟦PERSON|宋主任⟧、⟦PERSON|龚建华⟧、⟦PERSON|邱红梅⟧、物业⟦PERSON|陶经理⟧
1. 近期3栋、7栋发生电动车电瓶被盗4起，派出所已受案（⟪case_no|受案回执 A330106202403001⟫）。
2. 决定加装摄像头6个，报价⟪quote_amount|18,600元⟫（⟪org_name|安讯监控工程部⟫）。
3. ⟦PERSON|邱红梅⟧提出：7栋独居老人⟦PERSON|钟国栋⟧有⟦MEDICAL|心脏病⟧，建议志愿者每天敲门问候。
4. 志愿者巡逻补贴每人每月⟪allowance_rate|100元⟫，由公共收益支出。
5. ⟦PERSON|龚建华⟧垫付的对讲机费用⟦AMOUNT|1,240元⟧下周报销。"""),

("wechat_chat", """⟪timestamp|下午 3:26⟫
⟪org_name|市红十字会⟫协调员⟦PERSON|小冉⟧：⟦PERSON|邵先生⟧您好，我是器官捐献协调员，关于您父亲的情况想跟您确认几件事。
⟦PERSON|邵先生⟧：嗯，医生说已经⟦MEDICAL|脑死亡⟧了，家里商量过，同意捐献。
⟦PERSON|小冉⟧：非常感谢您和家人的大爱。签⟪document_name|知情同意书⟫需要您父亲和您本人的身份证号。
⟦PERSON|邵先生⟧：我爸的是⟦IDCARD|$id_zh_10⟧，我的是⟦IDCARD|$id_zh_16⟧
⟦PERSON|小冉⟧：好的，⟦PERSON|邵振华⟧老先生是⟦DATE_OF_BIRTH|1958年10月5日⟧出生对吧？
⟦PERSON|邵先生⟧：对的。"""),

("customer_service_chat", """【在线客服】会话ID ⟪session_id|CS20240602-88321⟫
用户：你好，我昨晚打车把手机落车上了，订单号⟪order_id|31208844701955⟫
客服⟦PERSON|小悦⟧：您好，请问手机品牌和颜色？
用户：华为 黑色，锁屏是我家狗"⟪dog_name|旺财⟫"的照片哈哈
客服⟦PERSON|小悦⟧：已联系司机⟦PERSON|沈师傅⟧（车牌尾号⟪plate_suffix|37L⟫），手机在车上。司机可以顺路送过去，需付⟪fee|空驶费25元⟫，方便留个地址吗？
用户：⟦ADDRESS|北京市朝阳区望京西园三区312号楼2单元801⟧，我叫⟦PERSON|邓可欣⟧，电话打我老公的⟦PHONE|138 1122 9043⟧"""),

("certificate_lookup", """中国红十字会救护员证书查询结果
姓名：⟦PERSON|彭雪梅⟧
证件号码：⟦IDCARD|$id_zh_13⟧
证书编号：⟪certificate_no|HJ2023-610113-00872⟫
发证机构：⟪org_name|西安市红十字会⟫
培训日期：⟪training_date|2023-09-16⟫　有效期至：⟪expiry_date|2026-09-15⟫
复训提醒已发送至：⟪masked_phone|181****2217⟫ / ⟦EMAIL|pxm0303@163.com⟧"""),

("xiaohongshu_post", """今天跟着⟪org_name|北海蓝天救援队⟫做了第一次海上救援演练🌊 救生艇上的⟦PERSON|韦教练⟧超耐心！！
我⟦MEDICAL|晕船⟧晕到怀疑人生🤮 吃了⟦MEDICAL|晕海宁⟧也没用……队友⟦PERSON|阿May⟧说她以前也这样，多练就好了。顺便求推荐防晒，⟪place_name|北海⟫的太阳太毒了☀️ ⟪hashtag|#救援队日常⟫ #公益"""),
]

# ---------------------------------------------------------------- part 2
TEXTS += [
("online_donation_form", """【在线捐赠】⟪org_name|海上救助公益基金⟫ — 支付信息确认
捐赠人：⟦PERSON|欧阳静⟧
捐赠金额：⟦AMOUNT|¥2,000.00⟧
卡号：⟦CARD|$card_up_4⟧　有效期：09/28　安全码(CVN2)：⟦CVV|517⟧
手机：⟦PHONE|138-0571-6624⟧
开票抬头：个人
订单号：⟪order_id|DN20240701193322817⟫　⟪timestamp|2024-07-01 19:33⟫"""),

("wechat_group", """【⟪group_name|导盲犬寄养家庭交流群⟫】
⟦PERSON|Lily⟧：今天带⟪dog_name|豆豆⟫去复查，医生说它⟪animal_health|髋关节发育不良⟫，可能要提前退役了😭
⟦PERSON|老葛⟧：啊…心疼。基地怎么说？
⟦PERSON|Lily⟧：⟦PERSON|祝老师⟧说下周来家访评估
⟦PERSON|吕晓芸⟧：我家⟪dog_name|元宝⟫前年也是这样，后来转成陪伴犬了
⟦PERSON|老葛⟧：对了我这周⟦MEDICAL|腰椎间盘突出⟧又犯了，周六集体训练去不了，谁帮我带下⟪dog_name|可乐⟫？
⟦PERSON|吕晓芸⟧：我可以，地址发我
⟦PERSON|老葛⟧：⟦ADDRESS|大连市中山区人民路23号华信公寓1604⟧，门口密码锁⟦PASSWORD|520131⟧"""),

("bug_ticket", """【工单】⟪ticket_id|LF-2291⟫ 小程序认领页面泄露他人信息
提交人：⟦PERSON|曹宇航⟧　指派：⟦PERSON|霍佳琪⟧　优先级：P1
描述：用户反馈在认领页面看到了别人的手机号和身份证号，复现如下：
GET /api/claim/detail?id=⟪record_id|77120⟫  Authorization: Bearer ⟦APIKEY|$jwt_3⟧
返回：{"owner":"⟦PERSON|伍德明⟧","phone":"⟦PHONE|13671128805⟧","idNo":"⟦IDCARD|$id_zh_14⟧"}
请求来源 ⟦IP_ADDRESS|223.104.3.187⟧，时间 ⟪timestamp|2024-06-18 11:20:05⟫
原因：接口未校验归属。修复版本 ⟪version|3.2.1⟫。"""),

("dianping_review", """⭐⭐⭐⭐⭐ ⟦PERSON|芒果不加冰⟧
上周末在⟪org_name|安心急救培训中心⟫上了两天救护员课，⟦PERSON|晏老师⟧讲得特别好，海姆立克、心肺复苏都手把手教。我自己有⟦MEDICAL|癫痫⟧，顺便问了发作时家人该怎么处理，老师讲得很细。团购价⟪price|¥299⟫，我另外付了⟦AMOUNT|50块⟧证书费，值！在⟪place_name|天河北路⟫，地铁⟪metro_exit|B出口⟫出来就是。"""),

("duty_log", """⟪org_name|舟山群岛海上救援志愿服务队⟫ 值班日志 ⟪log_date|2024-08-03⟫
08:00 交班，值班员⟦PERSON|邬海军⟧、⟦PERSON|岑丽⟧
10:42 ⟪radio_channel|VHF 16频道⟫收到求助：游艇"⟪vessel_name|海韵号⟫"在⟪place_name|朱家尖⟫东南2海里主机故障，船上5人
10:50 联系船长⟦PERSON|蒋国庆⟧，电话⟦PHONE|150 5802 7713⟧，一名乘客⟦MEDICAL|晕船呕吐⟧严重
11:35 救援艇到达，拖带返港
12:20 乘客⟦PERSON|施雨⟧上岸后自行离开；船长支付拖带油费⟦AMOUNT|800元⟧（已开收据）"""),

("owners_group_chat", """【⟪group_name|阳光花园3期业主群⟫】
⟪unit_no|18-1102⟫ ⟦PERSON|李春华⟧：大家注意，刚才有个戴鸭舌帽的男的在地下车库挨个拉车门，我已经报警了，回执编号⟪police_ref|110-20240615-2231⟫
⟪unit_no|7-301⟫ ⟦PERSON|Kevin⟧：收到，我车就在B2。保安室电话多少？
物业-⟦PERSON|小莫⟧：保安室⟦PHONE|0755-2690 4418⟧，24小时有人，已通知巡逻
18-1102 ⟦PERSON|李春华⟧：谢谢⟦PERSON|小莫⟧。顺便说下，我婆婆⟦MEDICAL|老年痴呆⟧，白天有时候自己下楼，大家看到穿红外套的老太太麻烦送回来"""),

("waitlist_record", """器官移植等待者登记信息（⟪system_name|COTRS⟫系统截图转文字）
等待者：⟦PERSON|卢振宇⟧　性别：男　出生日期：⟦DATE_OF_BIRTH|1983-12-30⟧
身份证号：⟦IDCARD|$id_zh_7⟧
血型：⟦MEDICAL|B型 Rh阳性⟧
原发病：⟦MEDICAL|终末期肾病（IgA肾病）⟧
透析方式：⟦MEDICAL|血液透析，每周3次⟧
等待登记时间：⟪timestamp|2021-05-17⟫　移植中心：⟪org_name|中南医院移植中心⟫
联系人：⟦PERSON|卢太太⟧　电话：⟦PHONE|027-8763 5520⟧ / ⟦PHONE|139 7120 3398⟧"""),

("python_traceback", """Traceback (most recent call last):
  File "/home/⟦PERSON|zhangqian⟧/guide_dog_match/sync.py", line ⟪line_number|57⟫, in <module>
    conn = pymysql.connect(host="⟦IP_ADDRESS|192.168.10.26⟧", user="gd_admin", password="⟦PASSWORD|Daomang@2023⟧", db="match")
pymysql.err.OperationalError: (⟪error_code|1045⟫, "Access denied for user 'gd_admin'@'⟦IP_ADDRESS|192.168.10.31⟧' (using password: YES)")
# ⟦PERSON|张倩⟧备注：密码上个月被⟦PERSON|老孟⟧改了，我这边还没同步
# 环境：⟪runtime_version|Python 3.10.12⟫ / ⟪version|PyMySQL 1.1.0⟫"""),

("rail_lost_property_notice", """【铁路失物招领协查】
车次：⟪train_service|G1378⟫　座位：⟪coach_seat|08车12F⟫　日期：⟪travel_date|2024-02-11⟫
遗失物品：新加坡护照一本、身份证(NRIC)一张
护照姓名：⟦PERSON|TAN WEI LING⟧（⟦PERSON|陈慧玲⟧）
护照号码：⟦PASSPORT|$pp_sg_1⟧
NRIC：⟦NATIONAL_ID|$nric_1⟧
失主联系电话：⟦PHONE|+65 9123 4587⟧
处理站：⟪place_name|上海虹桥站⟫失物招领处"""),

("e_invoice", """电子发票（普通发票）　发票号码：⟪invoice_no|24332000000081725503⟫　开票日期：⟪invoice_date|2024年05月22日⟫
购买方　名称：⟦PERSON|钱佳怡⟧（个人）
销售方　名称：⟪org_name|杭州生命守护急救培训有限公司⟫　统一社会信用代码：⟪org_credit_code|91330106MA2H3X7Q4K⟫
项目：*培训服务*救护员证培训　数量 1　单价 ⟪unit_price|¥283.02⟫　税率 6%
价税合计（大写）⟦AMOUNT|叁佰元整⟧　（小写）⟦AMOUNT|¥300.00⟧"""),

("feishu_chat", """⟦PERSON|符晓东⟧：装备借还提醒的飞书机器人 webhook：⟦SECRET|$feishu_hook_1⟧
⟦PERSON|符晓东⟧：另外仓库那台 NAS（⟦IP_ADDRESS|192.168.31.200⟧）管理员 admin / ⟦PASSWORD|Jiuyuan#0618⟧，登录后记得改
⟦PERSON|黎娜⟧：收到👌 NAS 型号是 ⟪device_model|DS220+⟫ 吧，固件要升到 ⟪firmware_version|7.2.1⟫
⟦PERSON|符晓东⟧：对，升级前先备份。⟦PERSON|娜娜⟧你周末在仓库吗？仓库在⟪org_address|城南物流园7号库⟫"""),

("anti_fraud_notice", """【⟪org_name|翠湖苑平安志愿队⟫反诈提醒·⟪issue_number|第12期⟫】
近期本市出现冒充"医保中心"的诈骗电话，以"医保卡被冻结"为由诱导转账。请记住：①官方不会要求把钱转到所谓"安全账户"；②不要点击短信里的链接，如⟪phishing_url|http://yb-gov-verify.top/a8⟫；③有疑问请到社区警务室咨询。
本季度辖区电诈案件⟪statistic|7起⟫，涉案金额⟪org_total|23.6万元⟫，比上季度下降。"""),

("volunteer_enrolment_form", """⟪org_name|荣成海上搜救志愿队⟫ 队员入队登记表　填表日期 ⟪form_date|2024-05-06⟫
姓名：⟦PERSON|牟晓阳⟧　出生年月：⟦DATE_OF_BIRTH|1994年12月3日⟧　血型：⟦MEDICAL|O型⟧
身份证：⟦IDCARD|$id_zh_22⟧
住址：⟦ADDRESS|山东省威海市环翠区统一路156号2单元502室⟧
紧急联系人：⟦PERSON|牟建军⟧（父亲）⟦PHONE|135 6301 2478⟧
既往病史：⟦MEDICAL|2019年左膝半月板修补术⟧
持证：⟪license_type|游艇驾驶证⟫"""),

("daily_report", """【日报】⟪report_date|6月20日⟫ 失物招领组 ⟦PERSON|阎凯⟧
1. 今日登记拾遗物品23件，已认领9件。
2. 重点：⟪place_name|西直门站⟫拾获黑色钱包，内有现金⟦AMOUNT|3,250元⟧和社保卡（⟦PERSON|崔秀兰⟧，76岁），已联系家属，明天上午来领。钱包里还有一张写着"⟦MEDICAL|阿司匹林 每日1片⟧"的纸条。
3. 乘客⟦PERSON|易天宇⟧来电投诉认领流程慢，已安抚，回访电话⟦PHONE|176 0011 8342⟧。
4. 系统⟪version|V2.4⟫升级后打印机驱动异常，已报IT，工单⟪ticket_id|IT-0620-07⟫。"""),

("remittance_notice", """境外汇款到账通知
汇款人：⟦PERSON|ZHANG HUI⟧ / ⟦PERSON|张辉⟧
汇款人账号：⟦IBAN|$iban_de_2⟧
汇款金额：⟦AMOUNT|EUR 500.00⟧　入账金额：⟦AMOUNT|CNY 3,862.50⟧
收款人：⟪org_name|雅安山地救援志愿者协会⟫　账号 ⟪org_account|5101 4012 0000 0032 1177⟫
附言：⟪payment_reference|FOR RESCUE TEAM THANK YOU⟫
汇率：⟪exchange_rate|7.7250⟫　业务编号：⟪transaction_ref|OR24071800231⟫"""),

("wecom_chat", """【企业微信】⟪org_name|红十字应急救护培训中心⟫-IT通知　⟪timestamp|09:31⟫
⟦PERSON|俞飞⟧：课程报名系统的告警群机器人地址 ⟦SECRET|$wecom_hook_1⟧
⟦PERSON|俞飞⟧：备用的也建好了 ⟦SECRET|$wecom_hook_2⟧，主的挂了就切这个
⟦PERSON|甘露⟧：收到。后台管理员的二次验证密钥是 ⟦SECRET|$totp_4⟧ 吗？我手机丢了要重新绑定
⟦PERSON|俞飞⟧：对。恢复码也给你：⟦SECRET|$rc_5⟧、⟦SECRET|$rc_6⟧。系统版本 ⟪version|v5.0.3⟫"""),

("interview_notes", """访谈记录（⟪project_code|GD-2024-07⟫）
受访者：⟦PERSON|鲍志明⟧，47岁，⟦MEDICAL|先天性青光眼⟧致全盲
访谈人：⟦PERSON|小翁⟧
问：使用导盲犬"⟪dog_name|珍妮⟫"以来生活有什么变化？
答：以前出门全靠我爱人，现在我自己能去按摩店上班了。就是坐地铁经常被拦，上个月在⟪place_name|莘庄站⟫被拦了40分钟。
问：珍妮身体怎么样？
答：挺好，去年做了⟪animal_health|绝育手术⟫，胖了点哈哈。
问：您自己最近身体呢？
答：⟦MEDICAL|糖尿病⟧控制得还行，每天打⟦MEDICAL|胰岛素⟧。"""),

("sql_insert", """INSERT INTO volunteer (id, name, id_card, mobile, address, points) VALUES
(⟪record_id|3021⟫, '⟦PERSON|谭小燕⟧', '⟦IDCARD|$id_zh_19⟧', '⟦PHONE|13877160023⟧', '⟦ADDRESS|南宁市青秀区民族大道88号翠湖新城6栋1203⟧', 120),
(3022, '⟦PERSON|农志刚⟧', '⟦IDCARD|$id_zh_21⟧', '⟦PHONE|18607719054⟧', '⟦ADDRESS|南宁市青秀区竹溪大道36号3栋402⟧', 45);
-- 积分规则 ⟪rule_version|v2⟫：巡逻1小时=10分"""),

("voice_to_text", """【语音转文字】⟪timestamp|6月29日 22:14⟫ ⟪org_name|萍乡山地救援队⟫接警
"喂，救援队吗？我弟弟⟦PERSON|孔令杰⟧下午去⟪place_name|武功山⟫徒步，到现在还没下来，电话打不通。他今年二十九，有⟦MEDICAL|哮喘⟧……他手机是⟦PHONE|一五八，七九一二，六零三三⟧，我是他姐姐⟦PERSON|孔令芳⟧，我电话⟦PHONE|一三九 七零零八 二五一五⟧。他跟一个朋友一起去的，朋友叫⟦PERSON|大伟⟧，姓什么我不知道……\""""),

("refund_email", """主题：关于重复扣款的退款申请
您好，
我6月3日通过⟪org_name|导盲犬之家⟫官网月捐⟦AMOUNT|100元⟧，但信用卡被扣了两次（卡号⟦CARD|$card_up_5⟧），麻烦退还多扣的⟦AMOUNT|100元⟧，谢谢！
交易流水号：⟪transaction_ref|4200002193202406031183376511⟫
我的联系方式：⟦PHONE|187 2211 6094⟧，⟦EMAIL|huangrui_1988@qq.com⟧
⟦PERSON|黄锐⟧"""),

("shell_history", """$ history | tail -7
 1021  ssh root@⟦IP_ADDRESS|47.98.120.33⟧
 1022  cd /data/rescue-erp && git pull https://⟦PERSON|lihaoran⟧:⟦APIKEY|$ghp_2⟧@github.com/⟪repo_name|zs-rescue/erp⟫.git
 1023  docker compose up -d --build
 1024  docker logs erp-api | grep 手机号
 1025  mysql -uroot -p'⟦PASSWORD|Zs@rescue_88⟧' -h ⟦IP_ADDRESS|172.18.0.5⟧
 1026  vim .env   # 改了⟦PERSON|小夏⟧说的那个短信签名
 1027  curl ⟪loopback_ip|127.0.0.1⟫:⟪port|8081⟫/health"""),

("claim_record", """⟪org_name|苏州轨道交通⟫失物招领处 接待记录 ⟪record_no|JD-0712-04⟫
认领人：⟦PERSON|冉冬梅⟧　证件：身份证 ⟦IDCARD|$id_zh_20⟧
认领物品：银行卡1张，卡号 ⟦CARD|$card_up_3⟧；公交卡1张（余额⟦AMOUNT|46.5元⟧）
核验方式：现场说出卡号后四位及开户行，与物品一致。
经办：⟦PERSON|小邵⟧　复核：⟦PERSON|邢组长⟧"""),
]

# ---------------------------------------------------------------- part 3
TEXTS += [
("application_form", """【申请表】⟪org_name|马来西亚导盲犬协会⟫（中文版）　提交编号 ⟪submission_id|GDAM-24-0193⟫
姓名：⟦PERSON|黄美玲⟧（⟦PERSON|NG MEI LING⟧）
身份证（MyKad）：⟦NATIONAL_ID|$mykad_1⟧
出生日期：⟦DATE_OF_BIRTH|1990年6月12日⟧
地址：⟦ADDRESS|No. 18, Jalan SS2/75, 47300 Petaling Jaya, Selangor⟧
电话：⟦PHONE|+60 12-338 7106⟧
视力状况：⟦MEDICAL|糖尿病视网膜病变，右眼失明⟧"""),

("volunteer_list_table", """活动：⟪event_name|世界器官捐献日宣传⟫　地点：⟪place_name|中山公园⟫　物资预算 ⟪budget|2,000元⟫
| 姓名 | 手机 | 衣服尺码 | 备注 |
|---|---|---|---|
| ⟦PERSON|车晓庆⟧ | ⟦PHONE|135 0123 4876⟧ | L | 素食 |
| ⟦PERSON|骆冰⟧ | ⟦PHONE|186 0027 5519⟧ | M | ⟦MEDICAL|孕期5个月⟧，安排坐咨询台 |
| ⟦PERSON|Tony 张⟧ | ⟦PHONE|139 1688 2045⟧ | XL | 自带车 |"""),

("api_doc", """## 救援队调度平台 开放接口说明（内部）
调用示例：
curl -H "X-Api-Key: ⟪example_key|sk_test_xxxxxxxxxxxxxxxxxxxx⟫" https://api.rescue-dispatch.cn/v1/missions
对象存储示例配置：AccessKeyId=⟪example_key|AKIAIOSFODNN7EXAMPLE⟫（官方文档示例，勿用）
> 注意：上面都是文档示例 key。生产 key 由⟦PERSON|俞卓然⟧统一发放，现在在用的是 ⟦APIKEY|$openai_2⟧（接了大模型做警情摘要）
测试服务器：⟦IP_ADDRESS|10.0.6.21⟧　文档版本 ⟪version|v0.8⟫　限流：⟪rate_limit|60次/分钟⟫"""),

("sms_notification", """【导盲犬之家】尊敬的⟦PERSON|史先生⟧，您的月捐⟦AMOUNT|200元⟧本月（⟪billing_month|2024年7月⟫）扣款失败，尾号⟪card_last4|8806⟫的银行卡余额不足。如需更换扣款卡，请回复或致电⟦PHONE|400-820-6685⟧。退订回T"""),

("insurance_claim", """团体意外险理赔申请书　保单号 ⟪policy_no|PEAC2024330200001873⟫
被保险人：⟦PERSON|贝志远⟧　身份证号：⟦IDCARD|$id_zh_12⟧
出生日期：⟦DATE_OF_BIRTH|1986年5月9日⟧
出险经过：⟪incident_date|2024年4月13日⟫在⟪place_name|滇池⟫开展水上救援训练时从救援艇跌落，致⟦MEDICAL|左手第五掌骨骨折⟧
就诊医院：⟪org_name|昆明医科大学第一附属医院⟫　医疗费用：⟦AMOUNT|6,842.30元⟧
申请赔付：⟦AMOUNT|5,473.84元⟧（扣除医保统筹部分）
收款账户：⟦CARD|$card_up_2⟧（户名 ⟦PERSON|贝志远⟧）"""),

("wechat_group", """【⟪group_name|锦绣江南失物招领群⟫】
⟦PERSON|桃子⟧：谁的钥匙？在⟪building_no|5栋⟫电梯里捡到的，挂着一个⟪item_desc|小熊挂件⟫，放门卫了
⟦PERSON|毛先生⟧：是我的！！谢谢谢谢🙏 我老婆的车钥匙也在上面
⟦PERSON|桃子⟧：不客气～门卫⟦PERSON|老严⟧在，直接去拿"""),

("registration_card", """防走失老人信息登记卡　编号 ⟪card_no|FZS-0093⟫
姓名：⟦PERSON|樊桂兰⟧　性别：女　出生日期：⟦DATE_OF_BIRTH|1947年8月20日⟧
身份证号：⟦IDCARD|$id_zh_23⟧
健康状况：⟦MEDICAL|阿尔茨海默病中期⟧，⟦MEDICAL|高血压⟧
常去地点：⟪place_name|玄武湖公园⟫、菜场
家属：⟦PERSON|樊建新⟧（儿子）⟦PHONE|139 5180 6627⟧
住址：⟦ADDRESS|南京市玄武区珠江路88号9栋203室⟧
手环编号：⟪device_id|BLE-7F22-0931⟫"""),

("travel_list", """赴港参加国际急救导师培训 人员名单（内部）
1. ⟦PERSON|梁嘉欣⟧　护照 ⟦PASSPORT|$pp_cn_3⟧　手机 ⟦PHONE|135 3388 0421⟧
2. ⟦PERSON|区志豪⟧　护照 ⟦PASSPORT|$pp_cn_4⟧　手机 ⟦PHONE|159 2099 3167⟧　⟦MEDICAL|对海鲜过敏⟧，订餐注意
培训费每人⟪course_price|HK$4,800⟫，由⟪org_name|广州急救志愿者协会⟫统一支付。
航班 ⟪flight_number|CX 962⟫　⟪flight_date|9月12日⟫"""),

("http_response", """HTTP/1.1 200 OK
Set-Cookie: connect.sid=⟦SECRET|$cookie_3⟧; Path=/; HttpOnly
X-Request-Id: ⟪request_id|$uuid_8⟫

{"code":0,"data":{"nickname":"⟦PERSON|急救小能手⟧","realName":"⟦PERSON|童佳慧⟧","mobile":"⟦PHONE|+86 188 1047 3326⟧","lastLoginIp":"⟦IP_ADDRESS|240e:3a1:4c12:8e0:1c5d:9aff:fe2b:71c4⟧","certs":[{"name":"救护员证","no":"⟪certificate_no|HJ2022-440106-01177⟫"}],"appVer":"⟪version|4.8.2⟫"}}"""),

("radio_log", """【VHF通话记录】⟪timestamp|14:06⟫ ⟪radio_channel|CH16⟫
渔船：⟪vessel_name|浙岱渔03817⟫呼叫，浙岱渔03817呼叫，船上有人受伤！
志愿队：收到，请报位置和伤情。
渔船：位置⟪coordinates|北纬30度15分，东经122度31分⟫，船员⟦PERSON|阿福⟧被缆绳打到，⟦MEDICAL|左腿开放性骨折⟧，流血很多。
志愿队：船长怎么称呼？联系电话？
渔船：我是船长⟦PERSON|虞海波⟧，手机⟦PHONE|一三九 五八零七 七二一零⟧
志愿队：好，⟦PERSON|虞船长⟧，先用干净布压迫止血，我们20分钟到。"""),

("email", """致⟪org_name|中国人体器官捐献管理中心⟫：
主题：咨询：在美国已登记器官捐献，回国后是否需要重新登记

您好，我是⟦PERSON|司徒文⟧，美籍华人，常住⟪place_name|加州⟫，在美国⟪org_name|DMV⟫已登记为器官捐献者。现在回国照顾父亲（他有⟦MEDICAL|慢性阻塞性肺病⟧），预计住一年。请问需要在国内重新登记吗？我只有美国护照 ⟦PASSPORT|$pp_us_2⟧ 和社安号 ⟦SSN|$ssn_5⟧，没有中国身份证。
回复请发 ⟦EMAIL|wen.szeto@gmail.com⟧，或打我电话 ⟦PHONE|+1 408-692-3174⟧（微信同号）。"""),

("alert_message", """【告警】⟪service_name|lostfound-api⟫ 5分钟内错误率 ⟪metric|12.4%⟫ > 阈值 ⟪threshold|5%⟫
最近一条错误：
[ERROR] ⟪timestamp|2024-08-09 13:02:44,118⟫ ClaimService - 认领短信发送失败 mobile=⟦PHONE|13917208853⟧ name=⟦PERSON|卞雨晴⟧ ip=⟦IP_ADDRESS|101.88.214.6⟧
[ERROR] 2024-08-09 13:02:44,120 SmsClient - InvalidAccessKeyId: ⟦APIKEY|$ali_akid_2⟧ secret=⟦SECRET|$ali_secret_2⟧
值班：⟦PERSON|小龚⟧ ⟦PHONE|186 2137 0095⟧"""),

("aed_location_list", """【⟪place_name|西湖景区⟫AED分布（部分）】
1. ⟪place_name|断桥游客服务点⟫：AED柜开启密码⟦PASSWORD|3120⟧，管理员⟦PERSON|楼师傅⟧ ⟦PHONE|0571-8796 2231⟧
2. ⟪place_name|苏堤南口⟫：24小时开放，无密码
3. ⟪place_name|岳庙停车场⟫：柜门损坏待修，维修单⟪ticket_id|WX-0733⟫
设备型号均为⟪device_model|Philips HS1⟫，电极片有效期至⟪expiry_date|2026-03⟫。"""),

("body_donation_form", """遗体（器官）捐献登记表 — 登记人及见证人
登记人：⟦PERSON|牛德胜⟧　身份证 ⟦IDCARD|$id_zh_24⟧
登记人健康状况：⟦MEDICAL|肺癌晚期⟧
见证人1：⟦PERSON|牛晓莉⟧（女儿）身份证 ⟦IDCARD|$id_zh_8⟧
见证人2：⟦PERSON|宫立新⟧（社区工作人员，⟪employee_no|工号 SQ0217⟫）
登记机构：⟪org_name|青岛市红十字会⟫　登记日期：⟪registration_date|2024-04-02⟫
联系电话：⟦PHONE|0532-8288 1170⟧（登记人家中）"""),

("ocr_signin_sheet", """【OCR】急救培训签到表 ⟪training_date|2024.06.15⟫ 第⟪session_no|3⟫期
1 ⟦PERSON|邹静怡⟧ ⟦PHONE|1381O27 5590⟧
2 ⟦PERSON|雷振东⟧ ⟦PHONE|159 0735 2281⟧
3 ⟦PERSON|毕淑芬⟧ ⟦PHONE|1367 3108 946⟧
4 ⟦PERSON|杭一帆⟧ ⟦PHONE|177 6204 1183⟧
备注：⟦PERSON|毕淑芬⟧⟦MEDICAL|膝关节置换术后⟧，CPR练习改为旁观
（识别置信度 ⟪ocr_confidence|0.82⟫）"""),

("wechat_moments", """今天在⟪place_name|南山科技园⟫捡到一个钱包，里面有⟦AMOUNT|两千多块⟧现金和一张身份证，名字是⟦PERSON|甘志伟⟧。按身份证上的地址找到⟦ADDRESS|深圳市南山区桃园路36号南油小区5栋602⟧，他女朋友⟦PERSON|小颖⟧开的门，说他这两天⟦MEDICAL|急性阑尾炎⟧住院了😂 还非要送我锦旗哈哈 ⟪hashtag|#平安志愿者⟫ ⟪hashtag|#正能量⟫"""),

("financial_disclosure", """⟪org_name|雅安山地救援志愿者协会⟫2023年度财务公示
一、收入合计 ⟪org_total|¥386,420.55⟫，其中个人捐赠 ⟪org_total|¥122,300.00⟫，企业捐赠 ⟪org_total|¥204,000.00⟫
二、支出合计 ⟪org_total|¥351,908.20⟫（装备 ⟪org_total|¥188,600⟫，保险 ⟪org_total|¥41,200⟫）
三、大额个人捐赠鸣谢（经本人同意公示）：⟦PERSON|骆嘉恒⟧ ⟦AMOUNT|¥20,000⟧；⟦PERSON|钟女士⟧ ⟦AMOUNT|¥10,000⟧；⟦PERSON|岳明远⟧ ⟦AMOUNT|¥8,800⟧
公示期：⟪date_range|2024年1月20日至2月3日⟫"""),

("feishu_doc", """【飞书文档】救生艇站值守系统 部署笔记（⟦PERSON|郝文博⟧ 编辑于 ⟪timestamp|2024-05-11 23:08⟫）
1. 服务器：⟦IP_ADDRESS|121.40.77.152⟧（公网），内网 ⟦IP_ADDRESS|172.16.3.10⟧
2. HTTPS 私钥（临时放这里，部署完删！）：
⟦SECRET|$pem_ec_2⟧
3. 证书指纹 ⟪cert_fingerprint|$sha256_3⟫，到期 ⟪expiry_date|2025-05-10⟫
4. 有问题找⟦PERSON|郝工⟧"""),

("questionnaire_response", """【问卷星】⟪org_name|苍山救援队⟫2024新队员招募报名（第⟪response_no|57⟫份答卷）
1. 姓名：⟦PERSON|杨雪晴⟧
2. 身份证号：⟦IDCARD|$id_zh_11⟧
3. 出生日期：⟦DATE_OF_BIRTH|1999/08/21⟧
4. 手机：⟦PHONE|18788021347⟧
5. 户外经验：徒步5年，走过⟪route_name|虎跳峡⟫、⟪route_name|梅里外转⟫
6. 过敏史/慢性病：⟦MEDICAL|青霉素过敏⟧
7. 是否接受夜间出队：是
提交时间：⟪timestamp|2024-03-02 22:41:09⟫　来源IP：⟦IP_ADDRESS|112.116.45.203⟧（云南大理）"""),

("lost_property_notice", """⟪org_name|广州地铁⟫失物招领公告（⟪notice_period|2024年第28周⟫）
| 编号 | 物品 | 拾获站点 | 失主（如可辨认） |
|---|---|---|---|
| ⟪item_ref|GZ28-0102⟫ | 黑色钱包（内有身份证） | ⟪place_name|体育西路⟫ | ⟪masked_name|刘**⟫ |
| GZ28-0117 | 学生证 | 公园前 | ⟪masked_name|陈*欣⟫ |
| GZ28-0125 | 助听器一副 | 珠江新城 | 不详 |
请失主携带有效证件到⟪place_name|公园前站⟫C出口失物招领中心认领，咨询电话⟦PHONE|020-8328 9033⟧。"""),

("sms_refund", """【生命守护急救】⟦PERSON|钱佳怡⟧同学，您的课程退款⟦AMOUNT|¥150.00⟧已原路退回尾号⟪card_last4|0719⟫的银行卡，预计1-3个工作日到账（⟪refund_no|退款单号 RF240611003⟫）。如有疑问请致电⟦PHONE|0571-8690 1288⟧。"""),

("search_group_chat", """【⟪group_name|武功山寻人协调群⟫】
⟦PERSON|孔令芳⟧：派出所要他的身份证号和出生日期，发这里大家别外传：⟦IDCARD|$id_zh_31⟧，⟦DATE_OF_BIRTH|1995年3月7日⟧
⟪org_name|萍乡救援⟫-⟦PERSON|老温⟧：收到。他平时用的⟦MEDICAL|哮喘⟧喷雾是什么牌子？搜索时留意路上有没有掉的
⟦PERSON|孔令芳⟧：⟦MEDICAL|信必可⟧，红色的
萍乡救援-⟦PERSON|老温⟧：好。无人机组⟦PERSON|小甘⟧已经在⟪place_name|金顶⟫附近起飞了"""),
]
