# -*- coding: utf-8 -*-
# blind67 Chinese texts. Each entry typed by hand: (kind, marked_text).
TEXTS = []

# ---------------------------------------------------------------- part 1: 无人机航测、3D 打印手板
TEXTS += [
("wechat_group", """【航测三组】微信群
⟦PERSON|老周⟧：明天⟪place_name|余杭⟫那个光伏项目，7点半园区门口集合，门禁密码 ⟦PASSWORD|#8426⟧（不行就问对面保安亭）
⟦PERSON|小赵⟧：收到👌 RTK 基站谁带？
⟦PERSON|老周⟧：⟦PERSON|小赵⟧你带，顺便把 ⟪drone_serial|1581F5FJC24A200B1⟫ 那台的桨叶换了
⟦PERSON|陈思雨⟧：业主那边对接人是⟦PERSON|何经理⟧，电话 ⟦PHONE|139 5712 0836⟧
⟦PERSON|老周⟧：空域申请批下来了，批文号 ⟪airspace_approval_no|浙空管〔2024〕218号⟫，限高 ⟪altitude|120米⟫"""),

("onboarding_form", """⟪org_name|杭州云测航空科技有限公司⟫ 飞手入职登记表　工号 ⟪employee_no|HC-0271⟫
姓名：⟦PERSON|陈思雨⟧　　性别：女
身份证号：⟦IDCARD|$id_zh4⟧
出生日期：⟦DATE_OF_BIRTH|1994年12月8日⟧
手机：⟦PHONE|18668021937⟧
现住址：⟦ADDRESS|浙江省杭州市西湖区古墩路 688 号紫金港公寓 3 幢 1502 室⟧
执照类型：⟪licence_class|超视距驾驶员（多旋翼）⟫
紧急联系人：⟦PERSON|陈建国⟧（父亲）⟦PHONE|13906817724⟧
工资卡：⟦CARD|$card_u1⟧（工商银行）
基本工资：⟦AMOUNT|8500元/月⟧
过敏史：⟦MEDICAL|青霉素过敏⟧"""),

("flight_record_export", """[飞行记录导出] ⟪flight_record_file|DJIFlightRecord_2024-05-18_[09-42-11].txt⟫
机型：⟪product_model|M300 RTK⟫　序列号：⟪drone_serial|1ZNDH1J00A00RT⟫
飞手账号：⟦EMAIL|zhaolei_fly@163.com⟧（⟦PERSON|赵磊⟧）
起飞点：⟪coordinates|30.2741, 120.1551⟫　最高 ⟪altitude|118.6 m⟫　时长 ⟪duration|24分37秒⟫
上传服务器 ⟦IP_ADDRESS|47.98.133.206⟧ 失败，返回 ⟪http_status|502⟫
遥控器：⟪rc_serial|4GCCJ8E00300VX⟫　固件 ⟪firmware_version|v04.01.0018⟫"""),

("robot_config_yaml", """# 航测任务告警机器人（钉钉）
robot:
  name: 航测任务告警
  webhook: ⟦SECRET|$wh_ding1⟧
  secret: ⟦SECRET|$sk_dingsign1⟧
  at_mobiles:
    - "⟦PHONE|13957120836⟧"   # ⟦PERSON|何经理⟧
    - "⟦PHONE|18668021937⟧"   # ⟦PERSON|陈思雨⟧
oss:
  endpoint: ⟪oss_endpoint|oss-cn-hangzhou.aliyuncs.com⟫
  bucket: ⟪bucket_name|yuncehk-ortho⟫
  access_key_id: ⟦APIKEY|$ak_ali1⟧
  access_key_secret: ⟦SECRET|$sk_ali1⟧
"""),

("service_agreement", """无人机航拍服务协议
甲方（委托人）：⟦PERSON|刘德顺⟧　　身份证号：⟦IDCARD|$id_zh9⟧
联系地址：⟦ADDRESS|山东省青岛市市南区香港中路 52 号 2 单元 601 室⟧
联系电话：⟦PHONE|0532-8577 3310⟧
乙方：⟪org_name|青岛海鹰航拍工作室⟫，代表人 ⟦PERSON|孙海鹰⟧
服务内容：自建别墅全景航拍及三维建模，交付 ⟪deliverable|OSGB 模型 + 4K 视频⟫
服务报价：⟪quote_amount|6,800 元⟫（含税）
甲方已支付定金 ⟦AMOUNT|人民币贰仟元整（¥2,000）⟧，尾款 ⟦AMOUNT|¥4,800⟧ 于交付后 3 日内付清。
签订日期：⟪contract_date|2024年4月2日⟫"""),

("sms", """【⟪org_name|云测航空⟫】⟦PERSON|周先生⟧您好，您预约的 ⟪appointment_date|5月22日⟫ 屋顶光伏巡检已安排，飞手⟦PERSON|赵磊⟧（⟦PHONE|152 6713 4490⟧）将于上午 9 点到达。订单号 ⟪order_id|YC20240522031⟫。如需改约请致电 ⟦PHONE|400-826-7731⟧。"""),

("accident_report", """事故报告（编号 ⟪incident_ref|SG-2024-017⟫）
时间：⟪timestamp|2024-06-03 15:47⟫　　地点：⟪place_name|萧山区瓜沥镇⟫农田
机组：机长⟦PERSON|赵磊⟧，观察员⟦PERSON|小钱⟧
经过：植保作业返航时图传中断，飞机坠落在村民⟦PERSON|王秀英⟧家院内，砸坏遮阳棚。⟦PERSON|王秀英⟧本人⟦MEDICAL|右小腿被桨叶划伤，缝了 5 针⟧，已送⟪hospital|萧山区第一人民医院⟫。
赔偿：公司先行垫付医药费 ⟦AMOUNT|1,860 元⟧，另赔偿遮阳棚 ⟦AMOUNT|¥900⟧，由⟦PERSON|王秀英⟧的儿子⟦PERSON|李强⟧签收（电话 ⟦PHONE|135 8811 6072⟧）。"""),

("quotation", """航测服务报价单（⟪quote_ref|BJ-2024-0611⟫）
项目：⟪project_name|临平区 1:500 地形图测绘⟫
面积：⟪area|3.2 平方公里⟫
单价：⟪unit_price|每平方公里 18,500 元⟫
合计：⟪quote_amount|59,200 元⟫（不含税）
坐标系：⟪crs|CGCS2000 / 3度带 120E⟫，高程基准：⟪datum|1985 国家高程基准⟫
设备：⟪product_model|M350 RTK + 禅思 P1⟫，像控点 ⟪gcp_count|32 个⟫
报价有效期：⟪validity|30 天⟫"""),

("handover_doc", """# 正射影像处理服务器交接（⟦PERSON|赵磊⟧ → ⟦PERSON|钱晓东⟧）
- 服务器：⟦IP_ADDRESS|10.12.8.41⟧（内网），外网 ⟦IP_ADDRESS|121.40.87.159⟧，SSH 端口 ⟪port|22022⟫
- 账号 ⟦PERSON|zhaolei⟧ / 密码 ⟦PASSWORD|Yc@2024!ortho⟧（交接完请改）
- 数据库：mysql://ortho:⟦SECRET|Ortho#db88⟧@⟦IP_ADDRESS|10.12.8.42⟧:⟪port|3306⟫/tasks
- 大疆智图授权编号：⟪license_id|DJI-TERRA-PRO-0093⟫
- 注意：⟦PERSON|晓东⟧下周一开始独立值夜班"""),

("taobao_chat", """【旺旺】店铺：⟪shop_name|匠造3D打印手板⟫
买家 ⟦PERSON|lily_wu1996⟧：亲，我这个 STL 能用光敏树脂打吗？要 2 个
客服 ⟦PERSON|小敏⟧：可以的亲～报价 ⟪quote_amount|¥168/个⟫，顺丰包邮
买家 ⟦PERSON|lily_wu1996⟧：好，已拍下，订单 ⟪order_id|3869211045582736491⟫
客服 ⟦PERSON|小敏⟧：收到～地址确认下：⟦PERSON|吴莉莉⟧，⟦PHONE|177 0219 8843⟧，⟦ADDRESS|上海市浦东新区张江路 1238 弄 5 号 702 室⟧ 对吗？
买家：对的，麻烦快点，周五要交给导师
客服 ⟦PERSON|小敏⟧：好的亲，实付 ⟦AMOUNT|¥336.00⟧ 已到账"""),

("farm_yaml", """# 打印农场监控配置 farm.yaml
printers:
  - name: ⟪printer_id|拓竹-P1S-01⟫
    host: ⟦IP_ADDRESS|192.168.31.101⟧
    access_code: ⟦PASSWORD|27194630⟧   # 局域网访问码
  - name: ⟪printer_id|Voron-2.4-A⟫
    host: ⟦IP_ADDRESS|192.168.31.115⟧
    octoprint_api_key: ⟦APIKEY|$ak_octo2⟧
notify:
  wecom_webhook: ⟦SECRET|$wh_wecom1⟧
  mention: ["⟦PHONE|18817342095⟧"]   # 值班：⟦PERSON|阿杰⟧
"""),

("xiaohongshu_post", """📍上海｜挖到一家宝藏 3D 打印工作室‼️
给毕设做的建筑模型，老板 ⟦PERSON|Kevin⟧ 人超好，半夜还在帮我改支撑😭
💰 一共花了 ⟦AMOUNT|420 块⟧（他们家树脂 ⟪unit_price|1.2 元/克⟫，比某宝便宜）
⏰ ⟪turnaround|48 小时⟫出件
📞 想打的姐妹直接打店里电话 ⟦PHONE|021-6418 2290⟧，报我名字⟦PERSON|莉莉⟧没用哈哈哈
#3D打印 #毕业设计 #⟪hashtag|建筑模型⟫"""),

("support_ticket", """工单号：⟪ticket_id|GD-20240617-0042⟫　类型：退款
客户：⟦PERSON|黄志明⟧　　联系电话：⟦PHONE|13602418857⟧
问题描述：尼龙 PA12 件尺寸偏差 0.4mm，装不上，要求退款。
处理：同意退款 ⟦AMOUNT|¥1,250.00⟧，原路退回失败（⟪error_code|ACQ.TRADE_HAS_CLOSE⟫），客户提供银行卡：
　户名 ⟦PERSON|黄志明⟧　卡号 ⟦CARD|$card_u2⟧（农业银行深圳南山支行）
经办：财务⟦PERSON|小林⟧　　复核：⟦PERSON|许小姐⟧"""),

("dingtalk_chat", """【钉钉】手板事业部
⟦PERSON|邓工⟧ 09:12：@⟦PERSON|马晓梅⟧ 客户说那批 SLA 外壳有气泡，你看下是不是 ⟪resin_batch|R2406-17⟫ 批次的问题
⟦PERSON|马晓梅⟧ 09:15：收到，我先查后处理记录
⟦PERSON|邓工⟧ 09:20：另外新来的实习生 ⟪software|金蝶云星空⟫ 账号开好了，用户名 ⟦PERSON|liuyang⟧ 初始密码 ⟦PASSWORD|Jz@123456⟧
⟦PERSON|马晓梅⟧ 09:21：⟦PERSON|邓工⟧，密码别发群里啊😂
⟦PERSON|邓工⟧ 09:21：哦哦，撤回不了了，⟦PERSON|刘洋⟧登录后自己改一下"""),

("waybill_ocr", """[快递面单 OCR]
顺丰速运　　运单号 ⟪tracking_number|SF1428833092761⟫
寄件：⟪org_name|匠造3D打印⟫ ⟦PHONE|021-6418 2290⟧
收件：⟦PERSON|唐雨桐⟧ ⟪masked_phone|186****3317⟫
⟦ADDRESS|江苏省南京市玄武区珠江路 88 号新世界中心 A 座 2106⟧
托寄物：⟪cargo|模型配件⟫　重量 ⟪weight|1.2kg⟫　月结卡号 ⟪monthly_account|0219884471⟫"""),

("nda_excerpt", """保密协议（节选）
委托方：⟦PERSON|蒋文博⟧（个人发明人），身份证号 ⟦IDCARD|$id_zh10⟧，住址 ⟦ADDRESS|江苏省南京市玄武区中山路 18 号德基公寓 1 栋 2301 室⟧
受托方：⟪org_name|南京造物原型科技有限公司⟫，统一社会信用代码 ⟪uscc|91320102MA1XKD3C8N⟫
保密内容：委托方提供的"折叠式宠物饮水器"结构设计文件及 ⟪file_name|fold_v5.step⟫
违约金：⟪penalty|人民币伍万元⟫
委托方签字：⟦PERSON|蒋文博⟧　　日期：⟪contract_date|2024 年 7 月 9 日⟫"""),

("customer_csv", """客户名称,联系人,手机,邮箱,累计消费,备注
个人,⟦PERSON|冯可欣⟧,⟦PHONE|15921047763⟧,⟦EMAIL|fengkexin@qq.com⟧,⟦AMOUNT|¥2,380⟧,学生，手办涂装
⟪org_name|同济大学机械学院⟫,⟦PERSON|曹老师⟧,⟦PHONE|13761992054⟧,⟦EMAIL|cao_lab@tongji.edu.cn⟧,⟪org_total|¥48,600⟫,月结
个人,⟦PERSON|老潘⟧,⟦PHONE|13301688427⟧,,⟦AMOUNT|¥760⟧,⟦MEDICAL|右手先天残疾⟧，定制助握器
"""),
]

# ---------------------------------------------------------------- part 2: 天文台、天文馆、天文协会、业余无线电
TEXTS += [
("visitor_log", """⟪org_name|国家天文台兴隆观测基地⟫ 来访人员登记
姓名：⟦PERSON|郑一鸣⟧　　单位：⟪org_name|南京大学天文与空间科学学院⟫
证件号：⟦IDCARD|$id_zh3⟧
出生日期：⟦DATE_OF_BIRTH|1978-03-29⟧
手机：⟦PHONE|138 1107 6623⟧
观测设备：⟪telescope|2.16 米望远镜⟫ + ⟪instrument|BFOSC⟫
观测时间：⟪date|2024年3月10日⟫ 至 3月14日
随行学生：⟦PERSON|韩雪⟧（⟦PHONE|15210386674⟧）
备注：⟦PERSON|郑老师⟧⟦MEDICAL|有高血压，随身带硝苯地平⟧，宿舍请安排一楼"""),

("call_record", """【⟪org_name|上海天文馆⟫ 客服通话记录】⟪call_id|CS-0611-0387⟫
来电人：⟦PERSON|沈女士⟧，⟦PHONE|13916203358⟧
诉求：⟪show_date|6月8日⟫球幕影院《⟪show_name|星际穿越者⟫》场次取消，要求退 3 张票。
核实：订单 ⟪order_id|SHA2406080012871⟫，实付 ⟦AMOUNT|¥180⟧（⟪ticket_price|成人票 60 元⟫ ×3）。
处理：已原路退回 ⟦AMOUNT|180 元⟧，预计 1-3 个工作日到账。来电人顺便说她女儿⟦PERSON|沈可可⟧当天在馆内⟦MEDICAL|哮喘发作⟧，工作人员处置及时，表示感谢。
客服：工号 ⟪staff_no|1027⟫ ⟦PERSON|小吴⟧"""),

("wechat_group", """【星空之城天文协会】
⟦PERSON|阿光⟧：周六去⟪place_name|安吉⟫观星，暗空营地⟦PERSON|胡老板⟧电话 ⟦PHONE|13867290531⟧，要提前订帐篷位
⟦PERSON|Luna⟧：我去！我那台 ⟪telescope_model|星达 CF80⟫ 刚调好
⟦PERSON|阿光⟧：拼车的在这接龙，AA 每人 ⟪cost_share|80 元⟫
⟦PERSON|老K⟧：我车能坐 4 个，出发点 ⟪meeting_point|文三路地铁站 B 口⟫
⟦PERSON|Luna⟧：@⟦PERSON|老K⟧ 上次你垫的油费 ⟦AMOUNT|¥146⟧ 我转你了哈
⟦PERSON|阿光⟧：另外协会那个 Lightroom 共享账号密码改成 ⟦PASSWORD|xingkong2024⟧ 了"""),

("observatory_log", """⟪timestamp|2024-04-18 02:13:55⟫ [INFO] 导星相机 ⟪camera_model|ASI174MM⟫ 连接成功
2024-04-18 02:14:02 [WARN] 圆顶控制器 ⟦IP_ADDRESS|192.168.8.20⟧ 响应超时
2024-04-18 02:14:30 [ERROR] 上传失败：⟪fits_filename|M51_L_300s_0042.fits⟫ -> sftp://⟦PERSON|wangchen⟧@⟦IP_ADDRESS|39.105.22.187⟧:⟪port|2222⟫
2024-04-18 02:14:31 [ERROR] 认证失败，使用的私钥：
⟦SECRET|$pem_ec1⟧
⟪timestamp|2024-04-18 02:15:00⟫ [INFO] 赤经/赤纬 ⟪ra_dec|13h29m52s +47°11′43″⟫，高度角 ⟪altitude_angle|61.2°⟫"""),

("roster_table", """| 姓名 | 手机 | 岗位 | 班次 | 备注 |
|---|---|---|---|---|
| ⟦PERSON|李想⟧ | ⟦PHONE|136 0175 2290⟧ | 球幕引导 | ⟪shift|周六上午⟫ | |
| ⟦PERSON|欧阳静⟧ | ⟦PHONE|187 2164 0038⟧ | 讲解 | ⟪shift|周六下午⟫ | ⟦MEDICAL|怀孕 5 个月⟧，不安排站岗 |
| ⟦PERSON|马骁⟧ | ⟦PHONE|159 0016 8847⟧ | 天象厅 | ⟪shift|周日全天⟫ | |
| ⟦PERSON|丁一⟧ | ⟦PHONE|131 2288 4406⟧ | 礼品店收银 | ⟪shift|周日上午⟫ | 收银机密码 ⟦PASSWORD|0917⟧ |"""),

("meeting_minutes", """星空之城天文协会 第 12 次理事会纪要
时间：⟪date|2024年5月11日⟫　　地点：⟪venue|协会活动室（文二路）⟫
出席：⟦PERSON|张会长⟧、⟦PERSON|阿光⟧（⟦PERSON|林光⟧）、⟦PERSON|孔秘书长⟧、⟦PERSON|吕婷⟧
一、财务报告：上半年会费收入 ⟪org_total|23,400 元⟫，支出 ⟪org_total|17,850 元⟫。
二、⟦PERSON|吕婷⟧垫付的科普展板印刷费 ⟦AMOUNT|1,320 元⟧ 予以报销。
三、会员⟦PERSON|周建华⟧因⟦MEDICAL|心脏支架术后⟧申请暂停野外观测活动，理事会同意，并退还其本年度会费 ⟦AMOUNT|200 元⟧。
四、年费标准维持 ⟪tariff|普通会员 200 元/年，学生 100 元/年⟫。"""),

("product_spec", """【产品参数】⟪product_model|星特朗 NexStar 6SE⟫
口径：⟪aperture|150mm⟫　焦距：⟪focal_length|1500mm⟫　焦比 ⟪focal_ratio|f/10⟫
极限星等：⟪magnitude|13.4⟫　最大有效放大率 ⟪magnification|354 倍⟫
GoTo 数据库：⟪object_count|40,000+⟫ 个天体
固件版本 ⟪firmware_version|NexStar+ 5.35.3167⟫
售后电话见保修卡。建议零售价 ⟪price|¥7,999⟫。"""),

("travel_application", """关于派员赴智利 ⟪telescope|CTIO 4 米望远镜⟫ 观测的出访申请
出访人员：
1. ⟦PERSON|何嘉怡⟧，女，出生日期 ⟦DATE_OF_BIRTH|1996年7月21日⟧，护照号 ⟦PASSPORT|$pp_cn2⟧，身份证号 ⟦IDCARD|$id_zh8⟧
2. ⟦PERSON|罗振邦⟧，男，护照号 ⟦PASSPORT|$pp_cn1⟧
行程：⟪flight_no|CA7959⟫ 转机，⟪date|10月3日⟫出发
经费：出访人员个人预支差旅费 ⟦AMOUNT|¥18,000⟧，从项目 ⟪project_code|国自然 12273045⟫ 报销
联系人：科研处⟦PERSON|孟老师⟧ ⟦PHONE|010-6480 7731⟧"""),

("forum_thread", """【出】二手 ⟪product_model|EQ6-R Pro⟫ 赤道仪，⟪price|8500⟫ 不刀
成色 9 新，序列号 ⟪serial_no|EQ6R-22-04417⟫ 可查。同城自提（⟪place_name|杭州滨江⟫），外地顺丰到付。
有意加微信或打电话 ⟦PHONE|17706518842⟧，找⟦PERSON|大熊⟧。
——
回复 #3 ⟦PERSON|追星的猫⟧：楼主还在吗？⟪price_offer|7800⟫ 出不出
回复 #4 ⟦PERSON|大熊⟧：@⟦PERSON|追星的猫⟧ 不刀哈"""),

("wechat_group", """【杭州火腿俱乐部】
⟦PERSON|老吴⟧：今晚 8 点 ⟪frequency|439.460⟫ 中继点名，亚音 ⟪ctcss_tone|88.5⟫，主持⟦PERSON|小蔡⟧
⟦PERSON|小蔡⟧：收到。提醒一下，⟪club_callsign|BY4RSA⟫ 活动室钥匙箱密码改了，是 ⟦PASSWORD|5 2 0 8⟧
⟦PERSON|阿May⟧：谁有⟦PERSON|老吴⟧电话？我手台坏了想请教
⟦PERSON|小蔡⟧：⟦PHONE|一三九 五八一二 七七零四⟧
⟦PERSON|老吴⟧：我这周⟦MEDICAL|腰椎间盘突出⟧又犯了，下周再修吧"""),

("exam_signup_form", """业余无线电台操作技术能力验证 报名表（⟪exam_class|A 类⟫）
姓名：⟦PERSON|蔡文轩⟧　　性别：男
身份证号：⟦IDCARD|$id_zh1⟧　　出生日期：⟦DATE_OF_BIRTH|1991-08-17⟧
通讯地址：⟦ADDRESS|广东省深圳市南山区科技园南区高新南七道 9 号 3 栋 1208⟧
手机：⟦PHONE|13510946623⟧　　邮箱：⟦EMAIL|caiwx_ham@foxmail.com⟧
考场：⟪exam_venue|深圳市无线电协会 3 楼⟫　　考试时间：⟪exam_time|2024年9月14日 14:00⟫
报名费：⟪exam_fee|60 元⟫"""),

("aprs_config", """# APRS iGate 配置
MYCALL ⟪aprs_callsign|BY4RSA-10⟫
IGSERVER ⟪aprs_server|china.aprs2.net⟫
IGLOGIN BY4RSA-10 ⟦PASSWORD|17352⟧      # APRS-IS 验证码
PBEACON lat=⟪coordinates|30^16.44N⟫ long=⟪coordinates|120^09.10E⟫ comment="杭州火腿俱乐部 联系⟦PERSON|老吴⟧ ⟦PHONE|13958127704⟧"
# 远程管理
ADMIN_HOST ⟦IP_ADDRESS|115.236.48.19⟧
ADMIN_USER ⟦PERSON|wuyongqiang⟧"""),

("loan_register", """俱乐部设备借用登记表
借用人：⟦PERSON|方志远⟧　　手机：⟦PHONE|186 5712 3390⟧
借用设备：⟪product_model|八重洲 FT-891⟫ ×1（资产编号 ⟪asset_tag|HR-EQ-017⟫），天调 ×1
押金：⟦AMOUNT|1500 元⟧（微信转账，已收）
借用日期：⟪date|2024-07-01⟫　　归还日期：⟪date|2024-07-15⟫
经手人：⟦PERSON|小蔡⟧
备注：⟦PERSON|方老师⟧学校无线电兴趣小组使用"""),

("maintenance_log", """中继台维护记录　⟪repeater_callsign|BR4RSA⟫
⟪date|2024-06-22⟫ 更换双工器，驻波 ⟪swr|1.3⟫，输出功率 ⟪power|25W⟫
维护人：⟦PERSON|老吴⟧、⟦PERSON|蔡文轩⟧
机房：⟪site_name|通信铁塔 32 米平台⟫，物业⟦PERSON|钱师傅⟧开门（⟦PHONE|0571-8692 4410⟧），门禁卡押在他那
机房门锁密码：⟦PASSWORD|741963⟧
费用：⟦PERSON|蔡文轩⟧垫付双工器 ⟦AMOUNT|2,680 元⟧，待报销"""),

("forum_help_post", """【求助】邻居投诉我发射干扰他家电视，怎么办？
坐标⟪place_name|成都武侯区⟫。我用 ⟪frequency|7.050MHz⟫ 发 ⟪power|100W⟫ 的时候楼下电视就花屏。楼下业主⟦PERSON|彭女士⟧说要去无委会投诉我，还把我的名字⟦PERSON|刘一帆⟧和地址⟦ADDRESS|武侯区科华北路 65 号 3 栋 2 单元 502⟧贴在了电梯里😓
我已经加了 ⟪filter|低通滤波器⟫，还有啥办法？
——回复 ⟦PERSON|老张⟧：先查共模，馈线上多加几个磁环。"""),

("crowdfunding_list", """⟪dx_callsign|BY4DX⟫ 舟山群岛远征 众筹明细（截至 ⟪date|8 月 31 日⟫）
⟦PERSON|邱明⟧　⟦AMOUNT|500 元⟧
⟦PERSON|Tony Lam⟧　⟦AMOUNT|HK$1,000⟧
⟦PERSON|小蔡⟧　⟦AMOUNT|200 元⟧
合计 ⟪org_total|700 元 + HK$1,000⟫
收款：俱乐部对公账户 ⟪org_account_no|3301 0400 0000 8827 1⟫"""),

("wecom_chat", """【企业微信】天文馆信息中心
⟦PERSON|杜明辉⟧：小程序购票接口又报 ⟪error_code|40125⟫ 了，appsecret 是不是被重置了？
⟦PERSON|姚佳⟧：对，上周⟦PERSON|沈主任⟧让重置的。新的是 ⟦SECRET|$sk_wx1⟧，appid 不变还是 ⟪app_id|$wx_appid1⟫
⟦PERSON|杜明辉⟧：好。商户号 ⟪merchant_id|1648203391⟫ 的 API 证书也要换吗
⟦PERSON|姚佳⟧：要，证书在 ⟦IP_ADDRESS|172.16.30.12⟧ 的 /opt/cert 下，登录密码 ⟦PASSWORD|Tw@ng2024#⟧"""),
]

# ---------------------------------------------------------------- part 3: 手机电脑维修、自动售货机与咖啡机运营
TEXTS += [
("repair_intake_form", """⟪shop_name|极客修·华强北店⟫ 维修登记单　单号 ⟪job_no|JK240612-118⟫
客户姓名：⟦PERSON|黎嘉欣⟧　　电话：⟦PHONE|13823067741⟧
机型：⟪device_model|华为 Mate 60 Pro⟫　　IMEI：⟪imei|$imei3⟫
故障：进水后无法开机，客户要求优先保数据
锁屏密码：⟦PASSWORD|147258⟧　　华为账号：⟦EMAIL|lijiaxin0818@163.com⟧ 密码 ⟦PASSWORD|Ljx@0818hw⟧
报价：主板清洗 ⟪quote_amount|¥280⟫，如需换尾插另加 ⟪quote_amount|¥120⟫
已收定金：⟦AMOUNT|100 元⟧（微信）
接单：⟦PERSON|阿豪⟧"""),

("wechat_private_chat", """⟦PERSON|阿豪⟧：⟦PERSON|黎小姐⟧，您手机修好了，数据都在。尾款 ⟦AMOUNT|¥300⟧，微信转我就行
⟦PERSON|黎小姐⟧：太好了！我现在在外面，让我男朋友⟦PERSON|梁子杰⟧去拿可以吗
⟦PERSON|阿豪⟧：可以，让他报您手机尾号 ⟪phone_suffix|7741⟫ 就行
⟦PERSON|黎小姐⟧：好的，已转 ⟦AMOUNT|300 块⟧
⟦PERSON|阿豪⟧：收到👌 店在 ⟪business_address|华强北路 1002 号赛格广场 5 楼 5B-028⟫"""),

("data_recovery_order", """数据恢复服务单 ⟪case_no|SJ-0722⟫
客户：⟦PERSON|欧阳建国⟧　　证件：身份证 ⟦IDCARD|$id_zh14⟧
设备：⟪device_model|希捷 2TB 移动硬盘⟫ SN ⟪serial_no|NA8K3JQ1⟫
恢复内容：工作文档、照片；客户特别要求恢复"体检报告"文件夹（内有⟦MEDICAL|2023 年甲状腺结节穿刺结果⟧）
收费标准：⟪tariff|按容量 ¥600 起⟫，实收 ⟦AMOUNT|¥850⟧
客户已当面核对数据并签字。工程师：⟦PERSON|周工⟧"""),

("dianping_review", """⭐⭐ 态度差，修完还多收钱
⟦PERSON|吃货小胖⟧ · ⟪user_level|Lv6⟫
笔记本换屏，说好 ⟪quote_amount|650⟫，修完变成 ⟦AMOUNT|820 元⟧，说什么"排线也坏了"。老板娘⟦PERSON|阿丽⟧还挺凶。
店在⟪place_name|五一广场⟫附近，不推荐。"""),

("hk_repair_form", """【快修站 旺角店】維修單 ⟪job_no|MK-24-3391⟫
客戶姓名：⟦PERSON|陳嘉欣⟧
香港身份證：⟦NATIONAL_ID|$hkid2⟧（保養登記用）
聯絡電話：⟦PHONE|6213 8874⟧
型號：⟪device_model|Samsung Galaxy S24 Ultra⟫，序號 ⟪serial_no|R5CX21BQ7HN⟫
問題：屏幕綠線，開機密碼 ⟦PASSWORD|852963⟧
報價：⟪quote_amount|HK$2,380⟫（原廠屏）
已付按金：⟦AMOUNT|HK$500⟧
技師：⟦PERSON|Ken仔⟧"""),

("buyback_register", """二手手机回收登记（⟪date|2024-08-05⟫）
卖家：⟦PERSON|覃海燕⟧　　身份证：⟦IDCARD|$id_zh15⟧　　出生：⟦DATE_OF_BIRTH|1997.04.26⟧
机型：⟪device_model|小米 13⟫　IMEI1 ⟪imei|$imei5⟫
回收价：⟦AMOUNT|¥1,150⟧（支付宝转账至 ⟦PHONE|15823471096⟧）
检测：⟪check_result|无锁、非监管机⟫
经手：⟦PERSON|阿豪⟧"""),

("pos_log", """[⟪timestamp|2024-08-06 10:22:41⟫] INFO  sms.send provider=tencentcloud secretId=⟦APIKEY|$ak_tc1⟧ secretKey=⟦SECRET|$sk_tc1⟧
[2024-08-06 10:22:41] INFO  sms.send to=⟦PHONE|+8613823067741⟧ template=⟪sms_template_id|1987342⟫ params=["⟦PERSON|黎嘉欣⟧","⟪job_no|JK240612-118⟫"]
[2024-08-06 10:22:42] ERROR sms.send code=⟪error_code|FailedOperation.TemplateIncorrectOrUnapproved⟫ requestId=⟪uuid|$uuid3⟫
[⟪timestamp|2024-08-06 10:25:03⟫] INFO  pay.notify 微信支付 ⟪transaction_id|4200002231202408061187354921⟫ 金额 ⟦AMOUNT|¥300.00⟧ 付款人 ⟪masked_name|黎**⟫"""),

("labour_contract", """劳动合同（摘录）
甲方：⟪org_name|长沙快修电子科技有限公司⟫
乙方：⟦PERSON|谢婉婷⟧　　身份证号：⟦IDCARD|$id_zh13⟧
户籍地址：⟦ADDRESS|湖南省长沙市岳麓区麓山南路 932 号湖南师大二村 6 栋 302⟧
联系电话：⟦PHONE|18975120346⟧
岗位：前台接待兼收银
月工资：⟦AMOUNT|税前 4,800 元⟧，每月 15 日发放至乙方工资卡 ⟦CARD|$card_u5⟧
试用期：⟪probation|3 个月⟫
合同期限：⟪contract_term|2024年3月1日至2027年2月28日⟫"""),

("it_work_order", """工单 ⟪ticket_id|PC-2408-0093⟫　　客户 ⟦PERSON|孔德明⟧（⟦PHONE|139 7314 0582⟧）
设备：⟪device_model|ThinkPad X1 Carbon Gen 10⟫，SN ⟪serial_no|PF3R8K2Z⟫
故障：更新 BIOS 后开机提示 BitLocker 恢复
客户提供的恢复密钥：⟦SECRET|$bitlocker1⟧
Windows 开机 PIN：⟦PASSWORD|6029⟧
处理：已解锁，BIOS 回退到 ⟪bios_version|N3AET78W (1.43)⟫
收费：⟦AMOUNT|¥150⟧"""),

("wechat_group", """【智售运维群】
⟦PERSON|小马⟧：⟪site_name|滨江星光大道店⟫那台 ⟪machine_id|ZS-HZ-0387⟫ 又卡币了，报 ⟪error_code|E14⟫
⟦PERSON|周社长⟧：你先去处理，补货钥匙在前台，柜门密码 ⟦PASSWORD|3916⟧
⟦PERSON|小马⟧：好。另外有个顾客⟦PERSON|许小姐⟧说扣了两次钱，⟦AMOUNT|¥7.5⟧，她电话 ⟦PHONE|158 5803 2216⟧
⟦PERSON|周社长⟧：后台查下 ⟪transaction_id|PAY202408091533870⟫，重复扣费就原路退
⟦PERSON|小马⟧：收到，已退 ⟦AMOUNT|7.5 元⟧"""),

("iot_config_json", """{
  "_说明": "咖啡机云平台对接配置，勿外传",
  "platform": "⟪platform_host|iot.kafeiyun.cn⟫",
  "device_ids": ["⟪device_id|KF-SH-1021⟫", "⟪device_id|KF-SH-1022⟫"],
  "amap_key": "⟦APIKEY|$ak_amap1⟧",
  "alipay_app_id": "⟪app_id|2021004128837512⟫",
  "alipay_private_key_path": "⟪file_path|/etc/kafei/alipay_rsa2.pem⟫",
  "feishu_webhook": "⟦SECRET|$wh_feishu1⟧",
  "ops_contact": {"name": "⟦PERSON|严伟⟧", "mobile": "⟦PHONE|13651784402⟧"},
  "mqtt": {"host": "⟦IP_ADDRESS|139.224.61.88⟧", "user": "⟪service_account|kafei_dev⟫", "password": "⟦PASSWORD|Kf!mqtt_2024⟧"}
}"""),

("refund_application", """退款申请（小程序提交）
申请人：⟦PERSON|田雨⟧
手机号：⟦PHONE|13072918845⟧
设备编号：⟪machine_id|ZS-SZ-0112⟫（⟪site_name|深圳北站 B2 层⟫）
购买时间：⟪timestamp|2024-08-11 18:42⟫
问题：付了 ⟦AMOUNT|¥4.00⟧ 可乐没掉下来
附件：⟪attachment|IMG_20240811_184305.jpg⟫
处理结果：已原路退款 ⟦AMOUNT|¥4.00⟧
审核：客服⟦PERSON|小云⟧"""),

("site_agreement", """自动售货机点位合作协议（摘要）
甲方（场地方）：⟪org_name|鄞州区实验中学⟫
乙方：⟪org_name|智售科技（宁波）有限公司⟫
点位：⟪site_name|教学楼一楼大厅⟫，设备 2 台
分成：乙方按⟪commission_rate|月销售额的 10%⟫支付场地费，电费⟪utility_rate|按 1.2 元/度⟫结算
甲方联系人：后勤处⟦PERSON|金主任⟧，⟦PHONE|0574-8812 6630⟧
乙方联系人：⟦PERSON|周社长⟧（⟦PERSON|周国强⟧），⟦PHONE|13805742291⟧，⟦EMAIL|zhouguoqiang@zhishou.cn⟧"""),

("salary_table", """8 月补货员工资表
| 姓名 | 身份证号 | 线路 | 应发 | 实发 | 工资卡 |
|---|---|---|---|---|---|
| ⟦PERSON|小马⟧（⟦PERSON|马俊杰⟧） | ⟦IDCARD|$id_zh5⟧ | ⟪route_code|HZ-BJ-01⟫ | ⟦AMOUNT|¥6,200.00⟧ | ⟦AMOUNT|¥5,741.60⟧ | ⟦CARD|$card_u3⟧ |
| ⟦PERSON|黄丽娟⟧ | ⟦IDCARD|$id_zh2⟧ | ⟪route_code|HZ-XH-02⟫ | ⟦AMOUNT|¥5,800.00⟧ | ⟦AMOUNT|¥5,388.20⟧ | ⟦CARD|$card_u4⟧ |
制表：财务⟦PERSON|小林⟧　　审核：⟦PERSON|周社长⟧"""),

("complaint_call_log", """来电记录 ⟪call_id|KF-0815-022⟫
来电人：⟦PERSON|蒋先生⟧ ⟦PHONE|18621097734⟧
内容：⟪timestamp|8月15日上午⟫在⟪site_name|徐汇滨江写字楼 3 楼⟫咖啡机买拿铁，杯子没落稳，热咖啡洒出，⟦MEDICAL|右手背二度烫伤⟧，已去⟪hospital|瑞金医院⟫处理，花了医药费 ⟦AMOUNT|¥486⟧，要求赔偿。
处理：已登记，运维⟦PERSON|严伟⟧下午到场检查落杯机构（设备 ⟪device_id|KF-SH-1021⟫）。客户要求赔偿款打到他的支付宝 ⟦EMAIL|jiangwei_1988@126.com⟧。"""),

("weekly_report", """售货机运营周报（⟪week|第 33 周⟫）
- 总销售额 ⟪org_total|¥186,420⟫，环比 ⟪percent|+6.2%⟫
- 故障最多：⟪machine_id|ZS-HZ-0387⟫（卡币 9 次），已安排更换 ⟪part_number|MEI CF7000⟫ 硬币器
- 客诉 3 起，退款合计 ⟪org_total|¥23.5⟫
- 人员：⟦PERSON|马俊杰⟧⟦MEDICAL|急性肠胃炎⟧请假 2 天，⟦PERSON|黄丽娟⟧代班
- 新点位：⟪site_name|杭州东站 2F 候车厅⟫ 8/20 上线"""),

("sticker_ocr", """[图片文字识别]
智售自动售货机　　编号 ⟪machine_id|ZS-NB-0045⟫
故障/退款请扫码或拨打 ⟦PHONE|400-105-8866⟧
值守人员：⟦PERSON|金师傅⟧ ⟦PHONE|138 0574 6612⟧
食品经营许可证 ⟪licence_no|JY13302120047381⟫
⟪org_name|宁波智售科技有限公司⟫"""),
]

# ---------------------------------------------------------------- part 4: 电玩城、海滨游乐、动物园与野生动物园
TEXTS += [
("member_export_csv", """会员导出（⟪store|大玩家·万达店⟫）⟪export_time|2024-08-20 23:00⟫
会员卡号,姓名,手机,生日,游戏币余额,累计充值
⟪member_card_no|VIP00318827⟫,⟦PERSON|邵子轩⟧,⟦PHONE|13357102284⟧,⟦DATE_OF_BIRTH|2008-05-09⟧,⟪game_coins|386 币⟫,⟦AMOUNT|¥1,580⟧
⟪member_card_no|VIP00318840⟫,⟦PERSON|钟晓彤⟧,⟦PHONE|15669027731⟧,⟦DATE_OF_BIRTH|1999-10-21⟧,⟪game_coins|12 币⟫,⟦AMOUNT|¥300⟧
⟪member_card_no|VIP00319002⟫,⟦PERSON|老鬼⟧,⟦PHONE|18758204417⟧,,⟪game_coins|1,204 币⟫,⟦AMOUNT|¥6,200⟧
"""),

("injury_record", """⟪org_name|金沙湾海滨乐园⟫ 游客受伤事件记录
编号：⟪incident_ref|JSW-AQ-0809⟫　　时间：⟪timestamp|2024-08-09 16:20⟫　　地点：⟪ride_name|激流勇进⟫出口
受伤游客：⟦PERSON|简嘉豪⟧，男，9 岁
监护人：⟦PERSON|简志刚⟧（父亲），⟦PHONE|13926571043⟧，身份证 ⟦IDCARD|$id_zh7⟧
伤情：⟦MEDICAL|下船时滑倒，左膝擦伤，额头轻微肿胀⟧，园区医务室处理，建议观察有无⟦MEDICAL|脑震荡⟧症状
处理：园区承担医疗费，并退还两张门票 ⟦AMOUNT|¥198⟧
值班经理：⟦PERSON|卢经理⟧ ⟦PHONE|0898-6528 1190⟧"""),

("dotenv_zh", """# 海洋乐园票务系统 .env
# 支付宝
ALIPAY_APP_ID=⟪app_id|2021003176628840⟫
# 阿里云短信
ALIYUN_ACCESS_KEY_ID=⟦APIKEY|$ak_ali2⟧
ALIYUN_ACCESS_KEY_SECRET=⟦SECRET|$sk_ali2⟧
SMS_SIGN=⟪sms_sign|金沙湾乐园⟫
# 数据库（别乱改！有问题找⟦PERSON|阿伟⟧）
DB_URL=mysql://ticket:⟦SECRET|Jsw#Tk2023⟧@⟦IP_ADDRESS|172.18.0.5⟧:3306/ticket
# 钉钉告警
DINGTALK_WEBHOOK=⟦SECRET|$wh_ding2⟧
SESSION_SECRET=⟦SECRET|$sk_flask1⟧
REDIS_HOST=⟪loopback_ip|127.0.0.1⟫
"""),

("lost_and_found", """海滨景区失物招领登记　⟪date|8月17日⟫
1. ⟪lost_item_no|SW-0817-01⟫ 黑色钱包（内有身份证、银行卡），⟪location|沙滩 3 号入口⟫拾获。失主⟦PERSON|包文斌⟧已认领，电话 ⟦PHONE|13705218849⟧，核对身份证 ⟦IDCARD|$id_zh16⟧
2. ⟪lost_item_no|SW-0817-02⟫ 儿童书包一个，内有⟦MEDICAL|癫痫药（丙戊酸钠缓释片）⟧，广播寻找中
3. ⟪lost_item_no|SW-0817-03⟫ 苹果手机，锁屏是一只戴着"⟪pet_name|可乐⟫"项圈的柯基，待认领
登记人：⟦PERSON|小龚⟧"""),

("wechat_group", """【电玩城设备群】
⟦PERSON|阿伟⟧：3 号娃娃机爪力调到 ⟪claw_strength|28⟫ 了，保夹 ⟪payout_rate|1/35⟫
店长 ⟦PERSON|Amy⟧：收到。后台管理员密码谁改了？登不上
⟦PERSON|阿伟⟧：我改的，现在是 ⟦PASSWORD|dwj@8899⟧
⟦PERSON|Amy⟧：昨晚有个小孩跳舞机跳到⟦MEDICAL|中暑晕倒⟧，家长⟦PERSON|韦女士⟧ ⟦PHONE|18977104625⟧ 说今天来拿医药费收据
⟦PERSON|阿伟⟧：好，监控在 ⟦IP_ADDRESS|192.168.1.108⟧ 那台 NVR 上，我导出来"""),

("annual_pass_form", """年卡办理登记（⟪org_name|蓝海海洋公园⟫）
持卡人：⟦PERSON|贺思琪⟧　　证件：⟦IDCARD|$id_zh6⟧
出生日期：⟦DATE_OF_BIRTH|2001年2月14日⟧
手机：⟦PHONE|13297065512⟧
年卡类型：⟪card_type|畅游年卡（成人）⟫　　价格 ⟪price|¥880⟫
实付：⟦AMOUNT|¥792⟧（学生九折）
付款方式：信用卡 ⟦CARD|$card_j1⟧
人脸照片：⟪photo_file|face_20240818_1432.jpg⟫"""),

("douyin_comments", """@⟦PERSON|海边的小鱼干⟧：今天在金沙湾被坑了！！！套圈 ⟪price|10 元 15 个⟫，我老公套了 ⟦AMOUNT|200 多块钱⟧ 啥也没中😤
  回复 @⟪org_account|金沙湾乐园官方⟫：亲亲抱歉，请私信我们订单号，我们核实后处理～
  回复 @⟦PERSON|阿伦不吃香菜⟧：姐妹我上周也是，还被沙滩摩托撞了，⟦MEDICAL|小腿缝了三针⟧
  ⟪likes|❤ 1.2w⟫"""),

("health_cert_table", """沙滩小吃街从业人员健康证登记
| 姓名 | 身份证号 | 健康证编号 | 有效期 | 备注 |
|---|---|---|---|---|
| ⟦PERSON|吴海波⟧ | ⟦IDCARD|$id_zh12⟧ | ⟪health_cert_no|JK4401230987⟫ | ⟪expiry_date|2025-03-31⟫ | |
| ⟦PERSON|莫小燕⟧ | ⟦IDCARD|$id_zh11⟧ | ⟪health_cert_no|JK4401231022⟫ | ⟪expiry_date|2025-05-16⟫ | ⟦MEDICAL|乙肝病毒携带⟧，已复查 |"""),

("wechat_group", """【野生动物园·猛兽区】
⟦PERSON|老蒙⟧：今天⟪animal_name|壮壮⟫（东北虎）⟪animal_health|精神不好，只吃了 2 斤肉⟫，已报兽医⟦PERSON|何工⟧
⟦PERSON|何工⟧：下午过来看，先别喂⟪drug_name|阿莫西林⟫
⟦PERSON|小颜⟧：⟦PERSON|老蒙⟧，熊山那边电子门密码是不是 ⟦PASSWORD|6688#⟧？
⟦PERSON|老蒙⟧：对。你⟦MEDICAL|过敏性鼻炎⟧好点没，别又在鸟园打喷嚏吓着孔雀😂
⟦PERSON|小颜⟧：好多了，在吃⟦MEDICAL|氯雷他定⟧"""),

("adoption_certificate", """⟪org_name|蜀山野生动物园⟫ 认养证书
兹证明 ⟦PERSON|龚一诺⟧ 小朋友认养⟪species|小熊猫⟫"⟪animal_name|团子⟫"一年，认养金 ⟦AMOUNT|¥1,000⟧ 将全部用于动物保护。
证书编号：⟪certificate_no|SS-RY-2024-0388⟫
认养人联系方式：⟦PERSON|龚磊⟧（家长）⟦PHONE|18980612273⟧，⟦ADDRESS|四川省成都市武侯区人民南路四段 27 号 8 栋 1 单元 1103⟧
签发日期：⟪date|2024年6月1日⟫"""),

("vet_record", """动物医院诊疗记录　⟪record_no|DY-2024-0612⟫
动物：⟪species|亚洲象⟫"⟪animal_name|阿宝⟫"，芯片号 ⟪microchip_no|$chip2⟫
诊断：⟪animal_health|右前足趾甲裂，伴轻度感染⟫
处理：修甲 + ⟪drug_name|聚维酮碘⟫足浴，口服⟪drug_name|头孢氨苄⟫ 5 天，体重 ⟪animal_weight|3,850 kg⟫
附：保定时饲养员⟦PERSON|鲍建军⟧被象鼻甩到，⟦MEDICAL|左侧第 7 肋骨骨裂⟧，已送医，工伤申报中。
主治兽医：⟦PERSON|何工⟧"""),

("study_tour_booking", """研学团预订确认单 ⟪booking_ref|YX-240715-06⟫
学校：⟪org_name|武汉市光谷第二小学⟫
带队老师：⟦PERSON|梅静⟧ ⟦PHONE|15927384406⟧
人数：学生 45 人，老师 4 人；团体价 ⟪tariff|¥95/人⟫
特殊情况：学生⟦PERSON|丁浩然⟧⟦MEDICAL|对芒果严重过敏⟧；学生⟦PERSON|万可⟧⟦MEDICAL|先天性心脏病术后⟧，不参加长距离徒步
预付款：由⟦PERSON|梅静⟧个人先行垫付 ⟦AMOUNT|¥2,000⟧，发票抬头开学校
入园时间：⟪visit_date|7月15日 9:00⟫"""),

("donation_notice", """⟪org_name|蜀山野生动物保护基金⟫ 7 月个人捐赠公示
| 捐赠人 | 金额 | 用途 |
|---|---|---|
| ⟦PERSON|刘女士⟧ | ⟦AMOUNT|¥5,000⟧ | 小熊猫馆改造 |
| ⟦PERSON|Zhang Wei⟧ | ⟦AMOUNT|USD 300⟧ | 救助中心 |
| ⟦PERSON|陈一帆⟧ | ⟦AMOUNT|¥666⟧ | 不限 |
| 匿名 | ⟦AMOUNT|¥2,000⟧ | 不限 |
本月个人捐赠合计 ⟪org_total|¥7,666 + USD 300⟫"""),

("ops_notes", """运维笔记 - 闸机服务器
闸机控制器：⟦IP_ADDRESS|10.30.2.11⟧ ~ ⟦IP_ADDRESS|10.30.2.18⟧
部署机：⟦IP_ADDRESS|182.150.27.66⟧，用户 ⟦PERSON|yanmingjie⟧
拉代码用的 token：⟦APIKEY|$ak_gh2⟧（⟦PERSON|颜明杰⟧个人的，记得换成机器人账号）
部署私钥（临时放这，用完删）：
⟦SECRET|$pem_ssh1⟧
文档里的示例地址 ⟪doc_ip|198.51.100.23⟫ 不要照抄"""),

("official_letter", """关于选派饲养员赴新加坡交流学习的函
兹有我园饲养员⟦PERSON|邝美玲⟧（护照号 ⟦PASSPORT|$pp_cn3⟧）、⟦PERSON|古志强⟧（护照号 ⟦PASSPORT|$pp_cn4⟧）于 ⟪date|2024年9月2日⟫ 至 ⟪date|9月30日⟫ 赴 ⟪org_name|Mandai 野生动物集团⟫ 交流学习。
交流期间生活补贴按⟪allowance_rate|每人每天 SGD 60⟫发放。
联系人：园办⟦PERSON|谭主任⟧ ⟦PHONE|020-8437 5521⟧，⟦EMAIL|yuanban_tan@163.com⟧"""),
]
