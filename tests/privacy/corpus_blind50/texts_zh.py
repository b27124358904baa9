# blind50 -- Chinese texts.  Each entry is typed by hand: (kind, marked_text).
# ⟦TYPE|value⟧ = labelled span, ⟪kind|value⟫ = decoy, $name = value from values.py
TEXTS = []

TEXTS.append(("wechat_group", """
【⟪vessel_reg|浙岱渔03512⟫ 船员群】
船老大 ⟦PERSON|老周⟧：明早⟪departure_time|4点⟫出港，今晚都别喝多了
⟦PERSON|小赵⟧：收到。⟦PERSON|周社长⟧说这趟油钱先垫着，回来一起结
⟦PERSON|阿强⟧：我上个月工资还没到账啊，说好的⟦AMOUNT|8600块⟧
⟦PERSON|老周⟧：财务⟦PERSON|小李⟧说明天打，急的话直接找她 ⟦PHONE|13857206134⟧
"""))

TEXTS.append(("bank_sms", """
【⟪bank_name|中国建设银行⟫】⟪masked_name|王*涛⟫，您尾号⟪account_tail_digits|6623⟫的储蓄卡⟪sms_time|6月10日15:02⟫工资收入人民币⟦AMOUNT|8,650.00元⟧，活期余额⟦AMOUNT|23,417.36元⟧。对方户名：⟪org_name|大庆油田井下作业分公司⟫。
"""))

TEXTS.append(("occupational_health_report", """
职业健康检查结果报告书            编号：⟪report_no|ZJ-NB-2024-06618⟫
姓名：⟦PERSON|陈晓燕⟧    性别：女    出生日期：⟦DATE_OF_BIRTH|1990年1月9日⟧
身份证号：⟦IDCARD|$idc05⟧
用人单位：⟪org_name|宁波镇海某石化有限公司⟫    工种：外操    接害因素：⟪hazard_factor|苯、噪声⟫
检查结果：血常规 ⟦MEDICAL|白细胞计数3.2×10⁹/L，低于参考值⟧；纯音测听 ⟦MEDICAL|双耳高频听阈提高⟧
结论：⟦MEDICAL|疑似职业性慢性轻度苯中毒⟧，建议调离苯作业岗位，一个月后复查。
主检医师：⟦PERSON|郑国平⟧    联系电话：⟦PHONE|0574-86912233⟧
"""))

TEXTS.append(("yaml_config", """
# DCS 报警推送配置 —— 维护人：⟦PERSON|刘建军⟧（⟦PHONE|139 5741 8820⟧）
dingtalk:
  webhook: ⟦SECRET|$sec_dinghook1⟧
  secret: ⟦SECRET|$sec_dingsign1⟧
  at_mobiles: ["⟦PHONE|13957418820⟧", "⟦PHONE|18668023517⟧"]
  app_key: ⟪app_key|$d_dingappkey1⟫
opc:
  server: ⟦IP_ADDRESS|192.168.10.40⟧
  port: ⟪port|4840⟫
  tags: ["⟪tag_name|TI-2103.PV⟫", "PI-2107.PV"]
"""))

TEXTS.append(("work_order", """
井下作业施工单        单号：⟪work_order|DQ-XJ-20240513-027⟫
井号：⟪well_id|萨中-8-P317⟫    作业内容：检泵
施工班组：⟪crew_name|修井二队⟫    带班：⟦PERSON|孙德福⟧ ⟦PHONE|15945968803⟧
作业人员：⟦PERSON|马超⟧、⟦PERSON|韩冬梅⟧、⟦PERSON|李二柱⟧
安全监督：⟦PERSON|吴监督⟧
备注：⟦PERSON|韩冬梅⟧身份证 ⟦IDCARD|$idc03⟧ 已登记；⟦MEDICAL|高血压，长期服用氨氯地平⟧，不得安排高处作业。
"""))

TEXTS.append(("receipt_ocr", """
[小票识别] ⟪org_name|湛江霞山水产批发市场⟫
交易单号：⟪trade_no|XS240611-00873⟫
卖方：⟦PERSON|梁亚贵⟧（船号 ⟪vessel_reg|粤湛江渔21087⟫）
品名    重量(斤)    单价(元/斤)    金额
带鱼    320        ⟪unit_price|18.5⟫          5920.00
鱿鱼    150        26            3900.00
合计应付卖方：⟦AMOUNT|¥9,820.00⟧
已转账至卖方尾号 ⟪masked_account|***8826⟫
卖方电话：⟦PHONE|138 2508 6617⟧      过磅员：⟦PERSON|阿珍⟧
"""))

TEXTS.append(("labour_contract", """
劳动合同（节选）          合同编号：⟪contract_no|DL-HT-2024-0112⟫
甲方：⟪org_name|伊春林业局带岭林场⟫
乙方：⟦PERSON|高玉林⟧      身份证号码：⟦IDCARD|$idc12⟧
户籍地址：⟦ADDRESS|黑龙江省伊春市伊美区朝阳路36号2单元401室⟧
联系电话：⟦PHONE|0458-3621597⟧ / ⟦PHONE|13214582209⟧
⟪clause_ref|第五条⟫ 乙方月工资为人民币⟦AMOUNT|肆仟贰佰元整⟧（⟦AMOUNT|¥4,200.00⟧），于每月15日前发放至乙方银行卡 ⟦CARD|$card_u1⟧。
"""))

TEXTS.append(("wechat_private_chat", """
⟦PERSON|王工⟧：⟦PERSON|小许⟧，明天去⟪substation|H6升压站⟫登乘要带护照复印件吗？外方监理要查
⟦PERSON|许小姐⟧：要的，还有出海证。你护照号报一下我这边登记
⟦PERSON|王工⟧：⟦PASSPORT|$pp_cn1⟧，生日⟦DATE_OF_BIRTH|1992.8.17⟧
⟦PERSON|许小姐⟧：好。船是⟪vessel_name|海洋风电运维01⟫，早上6点半⟪port_name|洋口港⟫集合
⟦PERSON|王工⟧：收到。我⟦MEDICAL|晕船⟧厉害，能帮我备点⟦MEDICAL|茶苯海明⟧吗
"""))

TEXTS.append(("email_with_signature", """
主题：关于化工园区地块土壤调查报告的修改意见

⟦PERSON|张总⟧您好：
附件为第二版报告（⟪doc_version|V2.3⟫），主要修改了点位⟪sample_point|S-17⟫的重金属数据和附图。合同尾款⟪contract_amount|¥186,000⟫请贵司按合同约定支付。
如有问题请随时联系我。

此致
⟦PERSON|邓晓雯⟧
⟪org_name|绿源环境咨询有限公司⟫ 项目经理
电话：⟦PHONE|025-83361720⟧    手机：⟦PHONE|18951762045⟧
邮箱：⟦EMAIL|dengxw@lvyuan-env.com⟧
"""))

TEXTS.append(("test_commission_form", """
检验检测委托单            委托编号：⟪commission_no|WT-2024-08137⟫
委托单位：⟪org_name|江苏恒泰钢结构有限公司⟫
委托人：⟦PERSON|朱志强⟧    电话：⟦PHONE|0511-85023466⟧    手机：⟦PHONE|15251105536⟧
样品名称：Q355B 钢板焊接接头    样品编号：⟪sample_id|HT-2408-W05⟫
检测项目：拉伸、弯曲、冲击（-20℃）    依据标准：⟪standard_ref|GB/T 2651-2023⟫
检测费用：⟪quote_price|¥3,600.00⟫
付款方式：委托人个人先垫付，已付⟦AMOUNT|3600元⟧，发票抬头开公司
"""))

TEXTS.append(("call_transcript", """
【通话录音转写】⟪org_name|宁德三都澳渔具商行⟫ 订单号 ⟪order_no|SDA-0617-22⟫
客服：您好，请问怎么称呼？
客户：我姓黄，⟦PERSON|黄金水⟧。
客服：⟦PERSON|黄先生⟧您好，网箱网片按⟪unit_price|每片480元⟫，一共是⟦AMOUNT|两万三千六⟧，您刷卡还是转账？
客户：刷信用卡吧，卡号 ⟦CARD|$card_u5⟧
客服：有效期和背面三位数？
客户：有效期27年5月，背面是 ⟦CVV|836⟧
客服：好的，扣款⟦AMOUNT|23600元⟧成功。送货地址还是⟦ADDRESS|福建省宁德市蕉城区三都镇秋竹村58号⟧吗？
客户：对，到了打我电话 ⟦PHONE|幺三九、五零六八、二二七一⟧
"""))

TEXTS.append(("diagnosis_certificate", """
职业病诊断证明书            ⟪certificate_no|晋职诊字〔2024〕第0387号⟫
姓名：⟦PERSON|范永刚⟧    性别：男    出生日期：⟦DATE_OF_BIRTH|1981年10月10日⟧
身份证号：⟦IDCARD|$idc09⟧
用人单位：⟪org_name|山西某煤业有限责任公司⟫    接尘工龄：⟪exposure_years|17年⟫
诊断结论：⟦MEDICAL|职业性煤工尘肺壹期⟧
处理意见：⟦MEDICAL|脱离粉尘作业，定期复查胸片及肺功能（FEV1 72%预计值）⟧
诊断医师：⟦PERSON|冯立新⟧、⟦PERSON|曹慧⟧
"""))

TEXTS.append(("wechat_group", """
【⟪group_name|霞浦鱼货群⟫】
⟦PERSON|林姐⟧：@⟦PERSON|陈老板⟧ 昨天那批黄瓜鱼的钱啥时候结？⟦AMOUNT|12800块⟧
⟦PERSON|陈老板⟧：今天下午转，老规矩转你建行卡？
⟦PERSON|林姐⟧：换了，转这个 ⟦CARD|$card_u3⟧ 户名⟦PERSON|林秀英⟧
⟦PERSON|陈老板⟧：好的。今天行情⟪market_price|大黄鱼42一斤⟫，你那边还有货没
⟦PERSON|林姐⟧：明天⟪vessel_reg|闽霞渔05566⟫回港再说
"""))

TEXTS.append(("sql_migration", """
-- 2024-07 客户联系人迁移脚本 by ⟦PERSON|yangfan⟧
INSERT INTO ⟪table_name|customer_contact⟫ (id, name, mobile, email, id_no) VALUES
(⟪row_id|1021⟫, '⟦PERSON|杨帆⟧', '⟦PHONE|13770125589⟧', '⟦EMAIL|yangfan@hq-testing.cn⟧', '⟦IDCARD|$idc14⟧'),
(1022, '⟦PERSON|苏婉清⟧', '⟦PHONE|18021093367⟧', '⟦EMAIL|suwq_1987@163.com⟧', '⟦IDCARD|$idc27⟧');
UPDATE sys_user SET password = '⟪password_hash|$2a$10$Nq4L7cE2vYt0sW8kR1xOeuJ5lG9hB3mZ6pD8fA2yQ0rT4nV7wX9kC⟫' WHERE login = '⟦PERSON|yangfan⟧';
"""))

TEXTS.append(("it_ticket", """
【IT工单 #⟪ticket_id|IT-20240622-0415⟫】⟪wind_farm|阳江南鹏岛海上风电场⟫ SCADA 远程访问开通
申请人：⟦PERSON|何俊杰⟧（运维一班）    手机：⟦PHONE|150 1368 4427⟧
申请事项：开通 VPN 账号，访问 SCADA 服务器 ⟦IP_ADDRESS|172.16.8.20⟧ 和历史库 ⟦IP_ADDRESS|172.16.8.21⟧
处理结果：已开通。账号 ⟦PERSON|hejunjie⟧，初始密码 ⟦PASSWORD|Yj@NP2024!⟧，首次登录强制修改。VPN 网关 ⟦IP_ADDRESS|120.236.47.18⟧，客户端版本 ⟪software_version|7.6.3.18⟫。
处理人：⟦PERSON|钟工⟧
"""))

TEXTS.append(("work_injury_report", """
工伤事故报告
单位：⟪org_name|南平市某木业有限公司⟫
受伤人员：⟦PERSON|吴秀兰⟧，女，⟦DATE_OF_BIRTH|1984年6月15日⟧出生，身份证 ⟦IDCARD|$idc13⟧
住址：⟦ADDRESS|福建省南平市延平区滨江中路219号5幢302室⟧
事故经过：⟪accident_date|2024年4月8日⟫上午9时许，在⟪equipment_name|MJ106带锯⟫送料时左手被卷入，造成⟦MEDICAL|左手食指、中指离断伤⟧，送市第一医院行⟦MEDICAL|断指再植术⟧。
联系人：车间主任⟦PERSON|游志明⟧ ⟦PHONE|0599-8861023⟧
"""))

TEXTS.append(("market_notice", """
【⟪org_name|青岛沙子口渔港⟫今日行情】⟪notice_date|6月18日⟫
鲅鱼 ⟪price|28元/斤⟫，黄花鱼 ⟪price|45元/斤⟫，海虹 ⟪price|6元/斤⟫，梭子蟹 ⟪price|70-85元/斤⟫
休渔提醒：⟪fishing_ban_period|5月1日12时至9月1日12时⟫黄海海域伏季休渔，请各船遵守。
具体事宜请到港务办咨询（见公告栏）。
"""))

TEXTS.append(("forum_post", """
【求助】在化工厂干了8年，体检查出⟦MEDICAL|听力下降⟧能算职业病吗？
楼主：⟦PERSON|江城夜钓人⟧    发表于 ⟪post_time|2024-05-12 22:41⟫
在⟪org_name|连云港某化工园区⟫一家企业做巡检，今年职业体检⟦MEDICAL|双耳高频平均听阈42dB⟧，医生说⟦MEDICAL|疑似噪声聋⟧要复查。HR说确诊了就调岗，工资从⟦AMOUNT|7800元⟧降到⟦AMOUNT|5000多块⟧，这合理吗？

2楼 ⟦PERSON|老刘说法⟧：可以申请职业病诊断，依据⟪standard_ref|GBZ 49-2014⟫。确诊后按工伤待遇，调岗不能随便降薪。
3楼 楼主：谢谢⟦PERSON|老刘⟧
"""))

TEXTS.append(("dotenv", """
# 空气质量在线监测平台 生产环境配置 负责人 ⟦PERSON|唐磊⟧
ALIYUN_ACCESS_KEY_ID=⟦APIKEY|$ak_aliyun1⟧
ALIYUN_ACCESS_KEY_SECRET=⟦SECRET|$sec_aliyun1⟧
OSS_BUCKET=⟪bucket_name|aqm-raw-data-prod⟫
OSS_ENDPOINT=⟪endpoint|oss-cn-hangzhou.aliyuncs.com⟫
MYSQL_URL=jdbc:mysql://⟦IP_ADDRESS|10.20.1.15⟧:3306/aqm?user=aqm_app&password=⟦SECRET|Aqm#2024hz⟧
SMS_SIGN=⟪sms_sign|绿源环境⟫
ALARM_PHONE=⟦PHONE|13605710288⟧
"""))

TEXTS.append(("crew_list_csv", """
⟪vessel_reg|鲁荣渔58067⟫ 船员名单（母港：⟪home_port|石岛渔港⟫）
序号,姓名,性别,出生日期,身份证号,职务,联系电话
1,⟦PERSON|王守义⟧,男,⟦DATE_OF_BIRTH|1968-10-25⟧,⟦IDCARD|$idc22⟧,船长,⟦PHONE|13863122075⟧
2,⟦PERSON|于海洋⟧,男,⟦DATE_OF_BIRTH|1985-06-02⟧,⟦IDCARD|$idc01⟧,大副,⟦PHONE|15206391148⟧
3,⟦PERSON|孙国庆⟧,男,⟦DATE_OF_BIRTH|1976-05-05⟧,⟦IDCARD|$idc28⟧,轮机,⟦PHONE|13592760418⟧
"""))

TEXTS.append(("dingtalk_group", """
[钉钉] ⟪group_name|白云鄂博铁矿生产调度群⟫
⟦PERSON|张调度⟧ 08:15：今天东采场⟪blast_zone|1520平台⟫ ⟪blast_time|11:30⟫ 爆破，警戒半径⟪safety_radius|300米⟫，各单位撤人。
⟦PERSON|乌云其其格⟧ 08:17：收到，选矿厂有几个人在东边巡检，我马上通知。
⟦PERSON|巴特尔⟧ 08:20：@⟦PERSON|张调度⟧ 我们车队⟦PERSON|苏和⟧昨天⟦MEDICAL|腰椎间盘突出⟧犯了请假，今天少一台车
⟦PERSON|张调度⟧ 08:21：知道了。炸药库门禁今天换了密码，新密码私聊发给保管员，别在群里问。
"""))

TEXTS.append(("dingtalk_private_chat", """
⟦PERSON|巴特尔⟧：保管员⟦PERSON|刘二毛⟧你好，新门禁密码是 ⟦PASSWORD|8 3 6 2 0 5⟧，进门后记得在登记本上签字。
⟦PERSON|刘二毛⟧：好的记住了。领料单⟪form_no|BP-0618-03⟫今天批了没？
⟦PERSON|巴特尔⟧：批了，乳化炸药⟪explosive_qty|240公斤⟫，雷管⟪detonator_qty|180发⟫。
"""))

TEXTS.append(("expense_form", """
差旅费报销单          单据号：⟪doc_no|BX-2024-05-3317⟫
报销人：⟦PERSON|艾尔肯·买买提⟧    部门：⟪org_dept|试油测试项目部⟫
出差事由：轮南 ⟪well_id|LN-58H⟫ 井试油
交通费：⟦AMOUNT|¥1,860.00⟧    住宿费：⟦AMOUNT|¥2,400.00⟧    伙食补助：⟪allowance_rate|100元/天⟫ × 12天
合计：⟦AMOUNT|¥5,460.00⟧（大写：⟦AMOUNT|伍仟肆佰陆拾元整⟧）
收款卡号：⟦CARD|$card_u2⟧
审批：⟦PERSON|阿不都⟧（项目经理）
"""))

TEXTS.append(("nginx_access_log", """
⟦IP_ADDRESS|117.136.38.214⟧ - - [⟪log_timestamp|18/Jun/2024:09:12:41 +0800⟫] "POST /api/login HTTP/1.1" 200 512 "-" "Mozilla/5.0 (Linux; Android 13) MicroMessenger/⟪app_version|8.0.47⟫"
⟦IP_ADDRESS|117.136.38.214⟧ - - [18/Jun/2024:09:12:42 +0800] "GET /api/user/profile?phone=⟦PHONE|18735420916⟧ HTTP/1.1" 200 2311
⟦IP_ADDRESS|223.104.6.77⟧ - - [18/Jun/2024:09:13:05 +0800] "GET /api/report/download?id=⟪report_id|R20240618007⟫ HTTP/1.1" 403 0 cookie="JSESSIONID=⟦SECRET|$sec_cookie2⟧"
"""))

TEXTS.append(("outpatient_record", """
门诊病历          就诊号：⟪visit_no|MZ2024031506⟫    科室：⟪department|骨科⟫
姓名：⟦PERSON|蒋浩然⟧    性别：男    年龄：34岁
主诉：海上风机平台作业时从爬梯滑落，右踝疼痛肿胀2小时。
诊断：⟦MEDICAL|右踝关节外踝骨折（Weber B型）⟧
处理：⟦MEDICAL|石膏托外固定⟧；⟦MEDICAL|布洛芬缓释胶囊 0.3g bid⟧；2周后复查X线。
工作单位：⟪org_name|如东某海上风电运维公司⟫    联系电话：⟦PHONE|18912486630⟧
医师：⟦PERSON|陆文斌⟧
"""))

TEXTS.append(("waybill_ocr", """
[快递面单识别结果]
运单号：⟪tracking_no|SF1402857763925⟫
寄件人：⟦PERSON|钱伟⟧  ⟪masked_phone|136****2841⟫  ⟪org_address|南京市鼓楼区某环境检测中心⟫
收件人：⟦PERSON|赵敏⟧  ⟦PHONE|18605328847⟧
收件地址：⟦ADDRESS|山东省青岛市市北区辽宁路168号3单元502室 266012⟧
托寄物：土壤样品（非危险品）× 6
"""))

TEXTS.append(("meeting_minutes", """
安全生产例会纪要（⟪meeting_no|第24期⟫）
时间：⟪meeting_time|2024年6月20日 14:00⟫    地点：⟪room|行政楼三楼会议室⟫
参会：⟦PERSON|周厂长⟧、安环部⟦PERSON|刘部长⟧、⟦PERSON|钱敏⟧、⟦PERSON|何小川⟧
一、上周⟪unit_name|氯碱车间⟫发生一起氯气泄漏未遂事件，⟦PERSON|何小川⟧⟦MEDICAL|吸入少量氯气后咳嗽、胸闷⟧，经厂医处理后无碍。
二、⟦PERSON|钱敏⟧⟦MEDICAL|怀孕⟧已报备，按规定调离⟪hazard_factor|苯系物⟫接触岗位。
三、下周迎接市应急局检查，各车间自查。
"""))

TEXTS.append(("python_script", """
# 渔船北斗定位异常告警  作者：⟦PERSON|黄志伟⟧
import requests
WEBHOOK = "⟦SECRET|$sec_wecomhook1⟧"

def alert(boat, lat, lon):
    msg = f"渔船{boat} 定位异常 {lat},{lon}"
    requests.post(WEBHOOK, json={"msgtype": "text", "text": {"content": msg, "mentioned_mobile_list": ["⟦PHONE|13587012466⟧"]}})

alert("⟪vessel_reg|浙岭渔运02188⟫", ⟪gps_coordinate|28.3461, 121.9075⟫)  # 终端 ⟪beidou_terminal_id|BD-3310087⟫
"""))

TEXTS.append(("resume", """
个人简历
姓名：⟦PERSON|邵梦洁⟧        出生年月：⟦DATE_OF_BIRTH|1995年5月20日⟧
手机：⟦PHONE|187 6123 0549⟧     邮箱：⟦EMAIL|shaomengjie0520@qq.com⟧
身份证：⟦IDCARD|$idc20⟧
现居：⟦ADDRESS|江苏省连云港市海州区朝阳东路32号凤凰星城7栋1103室⟧
教育经历：2013-2017 ⟪school|南京信息工程大学⟫ 环境工程
工作经历：2017至今 某环评咨询公司 环评工程师，参与⟪project_name|徐圩新区石化基地⟫环评
期望薪资：⟦AMOUNT|税前1.2万/月⟧
"""))

TEXTS.append(("marketplace_chat", """
[闲鱼] 买家 ⟦PERSON|林间小松鼠⟧：斯蒂尔⟪product_model|MS382⟫油锯还在吗？⟪listing_price|标价2300⟫能便宜点不
卖家 ⟦PERSON|老谭⟧：⟪negotiated_price|最低2100⟫，我在伊春，可以发物流
买家：行，先转你定金⟦AMOUNT|500块⟧，剩下⟦AMOUNT|1600块⟧到货付
卖家：地址发我
买家：⟦ADDRESS|黑龙江省哈尔滨市香坊区和兴路26号东北林业大学家属区12栋3单元⟧ ⟦PERSON|孟凡宇⟧ ⟦PHONE|15545136208⟧
"""))

TEXTS.append(("email_crew_documents", """
主题：船员出境材料 —— ⟪vessel_name|中远渔28⟫ 赴⟪destination_port|努瓦迪布港⟫

各位：
以下船员护照信息请核对，航班 ⟪flight_no|ET 685⟫：
1. ⟦PERSON|陈德福⟧    护照 ⟦PASSPORT|$pp_cn2⟧
2. ⟦PERSON|吴海生⟧    护照 ⟦PASSPORT|$pp_cn3⟧
3. ⟦PERSON|郑阿宝⟧    护照 ⟦PASSPORT|$pp_cn4⟧
其中⟦PERSON|吴海生⟧⟦MEDICAL|乙肝表面抗原阳性⟧，体检机构要求补一份肝功能报告。

联系人：⟦PERSON|方玉珍⟧  ⟦PHONE|0591-87336152⟧  ⟦EMAIL|fangyz@fzoceanfish.com⟧
"""))

TEXTS.append(("dingtalk_approval", """
【审批】病假申请    审批编号：⟪approval_no|202406201533000117⟫
申请人：⟦PERSON|黎晓慧⟧（⟪dept|检测中心-力学室⟫）
请假类型：病假    时间：⟪leave_period|6月21日-6月28日⟫
事由：⟦MEDICAL|急性阑尾炎⟧，已在医院行⟦MEDICAL|腹腔镜阑尾切除术⟧，附诊断证明。
审批人：室主任⟦PERSON|邓工⟧（已同意）
"""))

TEXTS.append(("sms", """
【⟪org_name|海油工程服务⟫】⟦PERSON|廖先生⟧，您的统一身份认证临时密码为 ⟦PASSWORD|Cosl#58271⟧，有效期⟪validity|24小时⟫，请登录后立即修改。如非本人操作请致电 ⟦PHONE|400-610-8866⟧。
"""))

TEXTS.append(("restaurant_review", """
【点评】⟪shop_name|沙子口老码头海鲜⟫  ⭐⭐⭐⭐
用户 ⟦PERSON|吃货小胖⟧：环境一般但是鲜！老板娘⟦PERSON|刘姐⟧人很实在，我们四个人吃了⟦AMOUNT|680块⟧，⟪per_capita|人均170⟫。扇贝⟪dish_price|12元一个⟫有点贵。就是我老公⟦MEDICAL|海鲜过敏⟧，吃了两个扇贝⟦MEDICAL|起了荨麻疹⟧，过敏的朋友注意。
"""))

TEXTS.append(("java_error_log", """
2024-06-21 03:12:55.812 ERROR [cos-upload-3] c.x.lab.report.CosUploader - 上传检测报告失败 reportNo=⟪report_no|JC2406210088⟫ 操作人=⟦PERSON|liwenjing⟧
com.qcloud.cos.exception.CosServiceException: The SecretId provided does not exist. (Status Code: 403; Error Code: InvalidAccessKeyId; Request ID: ⟪request_id|NjY3NTRhYzdfNmQyMzA5MDlfMzE2ZV82YjQ4⟫)
	at com.qcloud.cos.http.DefaultCosHttpClient.handlerErrorMessage(DefaultCosHttpClient.java:405)
	at com.x.lab.report.CosUploader.upload(CosUploader.java:61)
当前配置: secretId=⟦APIKEY|$ak_tencent1⟧ secretKey=⟦SECRET|$sec_tencent1⟧ region=⟪cloud_region|ap-guangzhou⟫
"""))

TEXTS.append(("insurance_claim", """
渔业互保理赔申请书            ⟪claim_no|YH-ZJ-2024-01852⟫
被保险人：⟦PERSON|翁国华⟧    出生日期：⟦DATE_OF_BIRTH|1993年06月18日⟧
身份证号：⟦IDCARD|$idc26⟧
船名号：⟪vessel_reg|浙普渔68215⟫
出险经过：⟪accident_date|2024年3月2日⟫东海作业时起网绞车钢丝绳断裂击中左腿，造成⟦MEDICAL|左股骨干骨折⟧，于舟山医院行⟦MEDICAL|髓内钉内固定术⟧。
申请赔付金额：⟦AMOUNT|人民币肆万叁仟元整⟧（⟦AMOUNT|43,000元⟧）
收款账户：户名 ⟦PERSON|翁国华⟧    卡号 ⟦CARD|$card_u4⟧
联系电话：⟦PHONE|13957206618⟧
"""))

TEXTS.append(("git_commit_diff", """
commit ⟪commit_sha|$d_commit4⟫
Author: ⟦PERSON|许文涛⟧ <⟦EMAIL|xuwentao@windops.cn⟧>
Date:   ⟪commit_date|Mon Jun 24 10:12:03 2024 +0800⟫

    风机故障告警接入飞书群（临时写死，后面改读环境变量）

diff --git a/⟪file_path|alert/notify.py⟫ b/alert/notify.py
+FEISHU_HOOK = "⟦SECRET|$sec_feishuhook1⟧"
+ONCALL = {"⟦PERSON|许文涛⟧": "⟦PHONE|13912743306⟧", "⟦PERSON|马骁⟧": "⟦PHONE|18251937720⟧"}
"""))

TEXTS.append(("markdown_table", """
⟪vessel_name|明阳运维1号⟫ ⟪boarding_date|6月25日⟫ 登乘人员名单 —— ⟪wind_farm|阳江沙扒海上风电场⟫

| 序号 | 姓名 | 班组 | 证件号 | 紧急联系人 | 电话 |
|---|---|---|---|---|---|
| 1 | ⟦PERSON|庞志远⟧ | 运维一队 | ⟦IDCARD|$idc11⟧ | ⟦PERSON|邓慧⟧（妻） | ⟦PHONE|13631079245⟧ |
| 2 | ⟦PERSON|黄镇东⟧ | 运维一队 | ⟦IDCARD|$idc21⟧ | ⟦PERSON|黄丽⟧（姐） | ⟦PHONE|15162708813⟧ |
| 3 | ⟦PERSON|曾凡⟧ | 叶片厂家 | 护照 ⟦PASSPORT|$pp_cn5⟧ | 本人 | ⟦PHONE|18813597720⟧ |
"""))

TEXTS.append(("penalty_decision", """
行政处罚决定书            ⟪doc_no|×环罚〔2024〕37号⟫
当事人：⟪org_name|某县宏达石料厂⟫    统一社会信用代码：⟪uscc|91341122MA2T7QX52F⟫
法定代表人：⟦PERSON|韦宏达⟧
违法事实：你厂破碎工序未配套除尘设施，颗粒物排放浓度⟪test_result_value|186mg/m³⟫，超过⟪standard_ref|GB 16297-1996⟫限值。
处罚决定：罚款⟪fine_amount|人民币二十万元⟫，责令限期改正。
执法人员：⟦PERSON|陈立⟧、⟦PERSON|黄舒⟧（执法证号 ⟪enforcement_cert|34010231⟫）
"""))

TEXTS.append(("wechat_private_chat", """
⟦PERSON|小芳⟧：哥，妈的⟦MEDICAL|CT结果出来了，右肺结节8mm⟧，⟪hospital_dept|胸外科⟫医生说要做⟦MEDICAL|穿刺活检⟧
我：我在⟪oilfield_block|塔河12区⟫井上，⟪return_date|下月10号⟫才能倒班回去。费用先用我工资卡 ⟦CARD|$card_u6⟧，密码你知道的 ⟦PASSWORD|260815⟧
⟦PERSON|小芳⟧：好，住院押金要⟦AMOUNT|2万⟧
我：卡里还有⟦AMOUNT|三万多⟧，你先交。急事打我卫星电话 ⟦PHONE|+870 773 216 448⟧
"""))

TEXTS.append(("api_response_json", """
{"code":0,"msg":"ok","data":{"cardNo":"⟪tag_id|KJ251-08831⟫","name":"⟦PERSON|郝建国⟧","idNo":"⟦IDCARD|$idc02⟧","phone":"⟦PHONE|13847263307⟧","area":"⟪mine_area|-420水平3号联巷⟫","enterTime":"⟪timestamp|2024-06-25 07:41:09⟫","lampNo":"⟪lamp_no|0387⟫"}}
"""))

TEXTS.append(("sms", """
【⟪courier|菜鸟驿站⟫】取件码 ⟪pickup_code|6-2-3018⟫，您的⟪carrier|中通⟫包裹已到林场路12号驿站，请凭码取件。收件人：⟦PERSON|滕桂芝⟧ 尾号⟪phone_tail_digits|0416⟫。营业时间⟪business_hours|8:00-20:00⟫。
"""))

TEXTS.append(("lab_test_report", """
检验报告单        ⟪org_name|连云港市职业病防治院⟫        标本号：⟪specimen_no|B240627-0331⟫
姓名：⟦PERSON|卢振华⟧    性别：男    年龄：46    科别：职业病科
检验项目          结果        参考范围
血铅              ⟦MEDICAL|412 μg/L ↑⟧      ⟪reference_range|<100 μg/L⟫
尿δ-ALA           ⟦MEDICAL|6.8 mg/L ↑⟧      <6.0 mg/L
血红蛋白          ⟦MEDICAL|108 g/L ↓⟧       120-160 g/L
临床提示：⟦MEDICAL|铅中毒待排⟧，建议驱铅试验。   检验者：⟦PERSON|姚倩⟧    审核者：⟦PERSON|邢海燕⟧
"""))

TEXTS.append(("bank_receipt_ocr", """
[电子回单识别]  ⟪bank_name|中国农业银行⟫ 网上银行电子回单    回单编号：⟪receipt_no|20240628105512348821⟫
付款人：⟪org_name|威海某远洋渔业有限公司⟫    账号：⟪org_account|15-717001040012368⟫
收款人：⟦PERSON|刘长海⟧    账号：⟦CARD|$card_u8⟧
金额：⟦AMOUNT|¥46,800.00⟧（⟦AMOUNT|肆万陆仟捌佰元整⟧）
用途：2024年上半年船员工资
交易时间：⟪timestamp|2024-06-28 10:55:12⟫
"""))

TEXTS.append(("shell_history", """
  212  ssh ⟦PERSON|zhangwei⟧@⟦IP_ADDRESS|47.98.113.206⟧
  213  cd /data/gas-monitor && vim ⟪config_path|conf/app.properties⟫
  214  export ALIBABA_CLOUD_ACCESS_KEY_ID=⟦APIKEY|$ak_aliyun2⟧
  215  export ALIBABA_CLOUD_ACCESS_KEY_SECRET=⟦SECRET|$sec_aliyun2⟧
  216  ossutil cp ./⟪file_name|dump_0626.sql.gz⟫ oss://⟪bucket_name|coalmine-gas-backup⟫/
  217  mysql -uroot -p'⟦PASSWORD|Wasi@2024sx⟧' -h ⟦IP_ADDRESS|172.18.0.5⟧
  218  # ⟦PERSON|张伟⟧ 临时加的，用完记得删 history
"""))

TEXTS.append(("rental_contract", """
房屋租赁合同（摘要）
出租方（甲方）：⟦PERSON|施国强⟧    身份证：⟦IDCARD|$idc06⟧    电话：⟦PHONE|13915263380⟧
承租方（乙方）：⟦PERSON|陶宇⟧    身份证：⟦IDCARD|$idc17⟧    电话：⟦PHONE|17751326094⟧
房屋地址：⟦ADDRESS|江苏省南通市如东县洋口镇海港路18号海韵花园3幢602室⟧
租期：⟪contract_term|2024年7月1日至2025年6月30日⟫
租金：⟪rent_tariff|每月1800元⟫，⟪payment_terms|押一付三⟫。乙方已支付押金⟦AMOUNT|¥1,800⟧及首期租金⟦AMOUNT|5400元⟧。
甲方收款账户：⟦CARD|$card_u7⟧
"""))

TEXTS.append(("training_registration_form", """
特种作业操作证（金属非金属矿山安全检查作业）培训报名表
姓名：⟦PERSON|桂建平⟧    性别：男    出生日期：⟦DATE_OF_BIRTH|1978-09-09⟧
身份证号：⟦IDCARD|$idc24⟧
文化程度：高中    工作单位：⟪org_name|云南某磷矿⟫
手机：⟦PHONE|13708712649⟧
健康状况：良好（⟦MEDICAL|轻度色弱⟧，已如实申报）
报名费：⟪fee|380元⟫（单位统一缴纳）    培训批次：⟪batch_no|2024-KS-07⟫
"""))

TEXTS.append(("duty_log", """
井控值班记录    ⟪rig_no|70118钻井队⟫    井号：⟪well_id|顺北5-11H⟫    日期：⟪duty_date|6月29日⟫
08:00 交接班：⟦PERSON|杨志刚⟧交⟦PERSON|任海波⟧，钻进至井深⟪depth|7256m⟫，泥浆密度1.32
14:20 溢流预警，关井，立压2.1MPa，套压3.4MPa，通知平台经理⟦PERSON|鲍经理⟧
16:05 压井完成，恢复钻进
备注：⟦PERSON|任海波⟧自述⟦MEDICAL|胸口发闷、头晕⟧，H2S 检测仪未报警，已安排下井后体检
"""))

TEXTS.append(("drug_leaflet", """
【药品名称】⟪drug_leaflet|盐酸氨溴索口服溶液⟫
【规格】⟪dosage_spec|100ml:0.6g⟫
【适应症】适用于痰液黏稠不易咳出者。
【用法用量】成人一次10ml，一日2次，餐后口服。
【不良反应】偶见胃肠道不适、皮疹。
【批准文号】⟪approval_no|国药准字H20123456⟫    【生产批号】⟪batch_no|240312⟫
【生产企业】⟪org_name|某制药有限公司⟫
"""))

TEXTS.append(("monitoring_upload_json", """
{"mn":"⟪device_mn|88888880000001⟫","dataTime":"⟪timestamp|20240701120000⟫","pollutants":{"PM10":{"avg":⟪measurement|86.2⟫,"flag":"N"},"SO2":{"avg":12.4,"flag":"N"}},"operator":"⟦PERSON|覃小燕⟧","operatorPhone":"⟦PHONE|0771-5823346⟧","uploadIp":"⟦IP_ADDRESS|113.15.92.40⟧","sign":"⟪signature_md5|$d_md5_1⟫"}
"""))

TEXTS.append(("email_reply", """
主题：回复：检测报告 ⟪report_no|CL-2407-0156⟫ 已出

⟦PERSON|魏经理⟧：
报告PDF已加密发到您邮箱 ⟦EMAIL|weiqiang@sh-pipe.com⟧，打开密码 ⟦PASSWORD|CL0156wq⟧。纸质版已顺丰寄出（⟪tracking_no|SF1311208876432⟫）。
本次检测费用⟪invoice_total|¥12,480.00⟫已开票，请财务⟦PERSON|小葛⟧查收。

⟦PERSON|阮静⟧    ⟪org_name|某材料检测（苏州）有限公司⟫    ⟦PHONE|0512-66872019⟧
"""))

TEXTS.append(("dingtalk_group", """
[钉钉] ⟪group_name|木材加工厂-二车间⟫
⟦PERSON|黄德明⟧：5月工资条发了，计件按⟪piece_rate|每立方38元⟫算，有问题私聊我。
⟦PERSON|莫小兵⟧：⟦PERSON|黄主任⟧，我5月才⟦AMOUNT|4216元⟧？我做了⟪volume|130多方⟫啊
⟦PERSON|黄德明⟧：扣了⟦AMOUNT|300块⟧罚款，你那天没戴耳塞被抽查到了
⟦PERSON|莫小兵⟧：……好吧。⟦PERSON|韦师傅⟧⟦MEDICAL|手指骨折⟧好了没？
⟦PERSON|黄德明⟧：还在家养着，工伤已经报了，他自己先垫了⟦AMOUNT|6千多块⟧医药费
"""))

TEXTS.append(("health_exam_csv", """
# ⟪org_name|某石灰石矿⟫ 2024年在岗期间职业健康检查汇总
体检编号,姓名,性别,年龄,岗位,接害因素,左耳高频均值dB,右耳高频均值dB,结论
⟪exam_no|TJ24070101⟫,⟦PERSON|罗建伟⟧,男,41,破碎工,噪声,38,41,⟦MEDICAL|观察对象⟧
TJ24070102,⟦PERSON|甘雪梅⟧,女,36,包装工,粉尘,18,20,⟦MEDICAL|未见异常⟧
⟪exam_no|TJ24070103⟫,⟦PERSON|曹永祥⟧,男,52,爆破工,噪声,52,55,⟦MEDICAL|疑似职业性噪声聋⟧
"""))

TEXTS.append(("forum_post", """
V2EX › ⟪forum_node|程序员⟫
【踩坑】把 Google Authenticator 的密钥提交到了公司 GitLab……
⟦PERSON|coldwater_fish⟧ · ⟪post_time|3 小时前⟫ · ⟪view_count|1842 次点击⟫

我们做水质在线监测的，运维后台开了二次验证，我图省事写了个脚本自动算验证码，结果把 seed 一起提交了：
    TOTP_SECRET = "⟦SECRET|$sec_totp1⟧"
    ADMIN_USER = "⟦PERSON|xiaoyu.chen⟧"
今天被安全组的⟦PERSON|老barry⟧抓到，已经重置。仓库 token 也换了（原来是 ⟦APIKEY|$ak_glpat2⟧，已作废）。大家引以为戒。
"""))

TEXTS.append(("business_license_ocr", """
[营业执照识别]
名称：⟪org_name|舟山市普陀区海兴水产品有限公司⟫
统一社会信用代码：⟪uscc|91330903MA2A3K8Q1P⟫
类型：有限责任公司（自然人投资或控股）
法定代表人：⟦PERSON|戴海兴⟧
注册资本：⟪registered_capital|伍佰万元整⟫
成立日期：⟪founding_date|2016年03月22日⟫
住所：⟪org_address|浙江省舟山市普陀区沈家门街道渔港路88号⟫
"""))

TEXTS.append(("alarm_record", """
瓦斯超限报警记录    ⟪mine_name|某煤矿⟫安全监控系统 ⟪system_version|KJ95X V3.2⟫
报警时间              测点          最大值    处置人
⟪alarm_time|2024-07-02 03:14⟫     ⟪sensor_id|T0308回风⟫     1.12%     ⟦PERSON|贺刚⟧
2024-07-02 03:26     T0308回风     0.86%     ⟦PERSON|贺刚⟧
原因：⟪workface|30108工作面⟫割煤时瓦斯涌出，已停机加强通风。
值班领导：⟦PERSON|闫矿长⟧    安检员：⟦PERSON|薛二娃⟧
"""))

TEXTS.append(("e_invoice", """
电子发票（普通发票）    发票号码：⟪invoice_no|24332000000087215693⟫
购买方：⟦PERSON|叶文斌⟧（个人）
销售方：⟪org_name|宁波某渔需物资有限公司⟫    税号：⟪tax_id|91330206MA2GQ8W71E⟫
项目：船用柴油滤芯 × 20    单价：⟪unit_price|¥85.00⟫
价税合计：⟦AMOUNT|¥1,700.00⟧（⟦AMOUNT|壹仟柒佰元整⟧）
开票人：⟦PERSON|毛丽⟧
"""))

TEXTS.append(("call_log", """
船载卫星电话通话记录（⟪vessel_reg|辽大中渔15037⟫）    导出时间 ⟪export_time|2024-07-03 18:00⟫
时间            被叫号码                时长      使用人
07-01 21:14    ⟦PHONE|+86 411 8452 7736⟧     ⟪call_duration|04:12⟫     ⟦PERSON|孔德胜⟧
07-02 20:03    ⟦PHONE|+86 138 4096 2215⟧     11:47     ⟦PERSON|姜大伟⟧
07-03 06:40    ⟦PHONE|+86 150 4115 3308⟧     02:05     ⟦PERSON|孔德胜⟧
资费⟪tariff|每分钟9.8元⟫，从船员工资中扣除：⟦PERSON|姜大伟⟧ ⟦AMOUNT|115.6元⟧
"""))

TEXTS.append(("wechat_private_chat", """
⟦PERSON|阿杰⟧：⟦PERSON|峰哥⟧，周转一下，借我⟦AMOUNT|3000块⟧，下个月出海补贴发了就还
⟦PERSON|峰哥⟧：行，转你了，⟦AMOUNT|¥3,000.00⟧ 收一下
[转账] ⟪transfer_id|1000050001202407031234567890123⟫ 已收款  ⟪chat_time|21:06⟫
⟦PERSON|阿杰⟧：收到！补贴是⟪subsidy_rate|每天150⟫，月底肯定还你
⟦PERSON|峰哥⟧：不急。你⟦MEDICAL|痛风⟧好点没，别再啤酒配海鲜了
"""))

TEXTS.append(("markdown_table", """
带岭林场 ⟪season|2024年春季⟫防火期护林员值班表

| 日期 | 管护区 | 护林员 | 手机 | 备注 |
|---|---|---|---|---|
| 4/15 | ⟪patrol_zone|第3林班⟫ | ⟦PERSON|于洪波⟧ | ⟦PHONE|15204587312⟧ | |
| 4/16 | 第5林班 | ⟦PERSON|栾淑芬⟧ | ⟦PHONE|13945895026⟧ | ⟦MEDICAL|膝关节炎⟧，不上瞭望塔 |
| 4/17 | 第3林班 | ⟦PERSON|于洪波⟧ | ⟦PHONE|15204587312⟧ | |

防火指挥部值班电话：⟦PHONE|0458-3620119⟧    瞭望塔电台 ⟪radio_channel|CH 06⟫
"""))

TEXTS.append(("phishing_sms", """
【渔业补贴】尊敬的⟦PERSON|蔡永福⟧船东，您的⟪subsidy_year|2023年度⟫燃油补贴⟦AMOUNT|¥38,650⟧待领取，请于48小时内登录 ⟪phishing_url|http://yybt-gov.cc/lq⟫ 核验身份并填写银行卡信息，逾期作废。
（⟪case_ref|反诈中心样本 #2217⟫）
"""))

TEXTS.append(("water_test_report", """
检测报告        报告编号：⟪report_no|SZ-W-2407-0932⟫
委托单位：⟪org_name|某镇污水处理厂⟫
采样地点：⟪sample_location|总排口⟫    采样日期：⟪sample_date|2024-07-04⟫
采样人员：⟦PERSON|涂磊⟧、⟦PERSON|蓝欣怡⟧
检测项目    结果          标准限值
COD        ⟪test_result_value|42 mg/L⟫      50 mg/L
氨氮        3.1 mg/L      5 mg/L
编制：⟦PERSON|蓝欣怡⟧    审核：⟦PERSON|钟伟明⟧    签发：⟦PERSON|尹主任⟧
"""))

TEXTS.append(("voice_message_transcript", """
【语音转文字】船东 ⟦PERSON|老蔡⟧：
"那个新来的小伙子叫⟦PERSON|韦成功⟧，⟪place|广西北海⟫的，电话是⟦PHONE|一八九，七七九二，零三五六⟧。他说他有⟦MEDICAL|癫痫⟧，以前吃⟦MEDICAL|丙戊酸钠⟧，停药好几年了，你给他办出海证的时候问问体检能不能过。工资先按⟦AMOUNT|每月六千块⟧给，上⟪vessel_reg|浙普渔68377⟫跟着老师傅学。"
"""))

TEXTS.append(("personnel_table", """
赴德国培训人员信息表（⟪training_program|2024年度设备厂家培训⟫）  ⟪org_name|宁夏某煤化工公司⟫
序号  姓名   性别  出生日期       护照号        签证类型
1    ⟦PERSON|武雪⟧   女   ⟦DATE_OF_BIRTH|1990-12-12⟧   ⟦PASSPORT|$pp_cn6⟧    ⟪visa_type|商务签证⟫
2    ⟦PERSON|贺兵⟧   男   ⟦DATE_OF_BIRTH|1977-07-07⟧   ⟦PASSPORT|$pp_cn7⟧    商务签证
（⟦PERSON|武雪⟧身份证 ⟦IDCARD|$idc23⟧ 已核验，⟦PERSON|贺兵⟧的待补）
联系人：⟦PERSON|安琪⟧  ⟦EMAIL|anqi@nxcoalchem.com⟧
"""))

TEXTS.append(("wecom_chat", """
⟦PERSON|彭工⟧：数采服务器 ⟦IP_ADDRESS|10.16.3.8⟧（⟪hostname|GW-DCS-01⟫）又连不上了
⟦PERSON|小龚⟧：我看下。堡垒机账号 ⟦PERSON|penggang⟧ 密码还是 ⟦PASSWORD|Hj!qx2023⟧ 吗？
⟦PERSON|彭工⟧：改了，别在群里发密码啊！新的私聊你
⟦PERSON|小龚⟧：好的😂 是⟪server_model|浪潮NF5280M6⟫那台吧，RAID卡告警⟪error_code|0x0218⟫
"""))

TEXTS.append(("hotline_ticket", """
12345热线工单    工单号：⟪ticket_id|GD20240705001877⟫
来电人：⟦PERSON|邱女士⟧    来电号码：⟦PHONE|15889462103⟧
地址：⟦ADDRESS|广东省阳江市江城区东风二路56号锦绣家园2栋1506⟧
诉求：反映楼下⟪org_name|某石材加工厂⟫夜间切割石材噪声扰民，凌晨1点还在作业。家中老人⟦MEDICAL|心脏不好⟧，近来⟦MEDICAL|长期失眠⟧，要求尽快处理。
承办单位：⟪agency|市生态环境局江城分局⟫
"""))
