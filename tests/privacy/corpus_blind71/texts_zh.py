# -*- coding: utf-8 -*-
"""Chinese texts of the blind71 corpus, typed one at a time."""
TEXTS = []

# ---- part 1 -------------------------------------------------------------
TEXTS += [
("wechat_chat", """⟦PERSON|许小姐⟧：⟦PERSON|周社长⟧，我老公这周五又说要去杭州出差，我觉得不对劲
⟦PERSON|周社长⟧：收到。把他车牌和常去的地方发我，我安排⟦PERSON|小赵⟧跟一下
⟦PERSON|许小姐⟧：车是白色⟪car_model|凯美瑞⟫，他公司在⟪place_name|滨江⟫那边。定金我刚转了⟦AMOUNT|8000块⟧，你查收下
⟦PERSON|周社长⟧：收到了。后面按⟪price|每天2500⟫算，多退少补。⟦PERSON|小赵⟧电话⟦PHONE|139 5712 0468⟧，有急事直接打他"""),

("sms_court_notice", """【⟪org_name|上海市徐汇区人民法院⟫】⟦PERSON|刘志强⟧您好，您的案件（⟪case_number|(2024)沪0104民初12873号⟫）相关文书已电子送达，请于⟪deadline|6月20日⟫前登录⟪url|zxfw.court.gov.cn⟫查收。如有疑问请联系书记员⟦PERSON|陈晓雯⟧，电话⟦PHONE|021-6428 3310⟧。"""),

("tenant_screening_report", """租客背景调查报告　　编号：⟪report_id|ZK-2024-06-0315⟫
姓名：⟦PERSON|黄思远⟧　　性别：男
身份证号：⟦IDCARD|$idcard2⟧
出生日期：⟦DATE_OF_BIRTH|1991年8月23日⟧
手机：⟦PHONE|186 2130 7745⟧
现住址：⟦ADDRESS|上海市徐汇区漕溪北路595号3号楼1102室，邮编200030⟧
工作单位：⟪org_name|上海云帆信息科技有限公司⟫（月薪自报⟦AMOUNT|¥18,000⟧，核实为⟦AMOUNT|¥15,500⟧）
涉诉记录：无　　失信被执行人：否
查询费用：⟪price|¥199/份⟫"""),

("destruction_certificate", """文件销毁证明书　No. ⟪certificate_number|XH-20240612-0087⟫
委托单位：⟪org_name|杭州明德会计师事务所⟫
联系人：⟦PERSON|沈丽华⟧　电话：⟦PHONE|0571-8796 2231⟧
销毁物品：纸质档案⟪weight|1.2吨⟫，硬盘⟪quantity|14块⟫（序列号见附表）
销毁方式：⟪destruction_method|粉碎至2mm颗粒⟫，全程视频监控
监销人：⟦PERSON|韩东⟧（我司）、⟦PERSON|沈丽华⟧（委托方）
服务热线：⟦PHONE|400-826-5517⟧"""),

("mediation_record", """调解笔录
案由：离婚纠纷　⟪case_number|(2024)浙0106民调字第211号⟫
调解员：⟦PERSON|吴静⟧
申请人：⟦PERSON|张倩⟧，女，⟦DATE_OF_BIRTH|1988年9月9日⟧出生，身份证号⟦IDCARD|$idcard5⟧
被申请人：⟦PERSON|李浩然⟧，男
双方就婚生子⟦PERSON|李沐阳⟧的抚养问题达成一致：孩子随母亲生活，⟦PERSON|李浩然⟧每月支付抚养费⟦AMOUNT|3500元⟧，至孩子年满十八周岁。孩子患有⟦MEDICAL|先天性心脏病⟧，相关医疗费用双方各承担一半。"""),

("court_stenography", """审判长：下面核对当事人身份。原告，陈述你的姓名、出生日期、住址。
原告：⟦PERSON|赵德明⟧，⟦DATE_OF_BIRTH|1969年7月18日⟧出生，住⟦ADDRESS|山东省青岛市市南区香港中路76号颐中皇冠假日公寓1205室⟧。
审判长：被告？
被告代理人：被告⟦PERSON|孙丽娟⟧今天没有到庭，由我代理，我是⟪org_name|山东德衡律师事务所⟫律师⟦PERSON|马骏⟧。
审判长：原告，你要求被告归还借款多少？
原告：⟦AMOUNT|二十三万元⟧，还有利息。
（⟪timestamp|10:42:15⟫　速录员：⟦PERSON|林小燕⟧）"""),

("forensic_opinion", """司法鉴定意见书　⟪report_id|华文司鉴[2024]文鉴字第0418号⟫
委托人：⟦PERSON|郑伟⟧律师
检材：落款日期为⟪document_date|2022年3月15日⟫的《借条》一份，借款人签名处为“⟦PERSON|钱国栋⟧”，借款金额⟦AMOUNT|人民币伍拾万元整⟧。
样本：⟦PERSON|钱国栋⟧书写的样本签名12份（⟪sample_id|JC-1至JC-12⟫）。
鉴定意见：检材上“⟦PERSON|钱国栋⟧”签名与样本签名是同一人书写。
鉴定人：⟦PERSON|冯雪梅⟧　执业证号⟪license_number|310012108⟫"""),

("polygraph_record", """心理生理测试（测谎）记录表　编号⟪case_number|CX-2024-077⟫
被测人：⟦PERSON|邓文杰⟧　年龄：35
身体状况：自述有⟦MEDICAL|高血压⟧，正在服用⟦MEDICAL|氨氯地平⟧，昨晚睡眠约4小时，无饮酒。
测试仪器：⟪device_model|LX5000⟫　软件版本⟪version|V3.2⟫
测试人员：⟦PERSON|罗晓峰⟧、⟦PERSON|何敏⟧
结论：⟪result_code|NDI⟫（未见明显说谎反应）"""),

("dingtalk_group", """【技术支持群】
⟦PERSON|陈工⟧：钉钉告警机器人换了，新的webhook是 ⟦SECRET|$sec_dingtalk1⟧ 加签密钥 ⟦SECRET|$sec_dingsign1⟧
⟦PERSON|刘思琪⟧：收到，OSS那边的key要不要也换？
⟦PERSON|陈工⟧：要，旧的 ⟦APIKEY|$ak_aliyun1⟧ / ⟦SECRET|$sec_aliyun1⟧ 今天下班前禁用
⟦PERSON|刘思琪⟧：好的，服务器 ⟦IP_ADDRESS|47.98.122.31⟧ 上的配置我来改，版本号升到⟪version|2.3.1⟫"""),

("email_request", """主题：调档申请 - 箱号 ⟪box_barcode|DA-0031877⟫

⟦PERSON|王经理⟧您好：

我所需调取某客户2019年度员工档案（箱号⟪box_barcode|DA-0031878⟫），用于劳动仲裁，请于本周五前送至我所前台。经办人：⟦PERSON|周晓婷⟧，手机⟦PHONE|158 5190 3376⟧，邮箱⟦EMAIL|zhouxt@jshrlaw.cn⟧。
调档费按⟪price|50元/箱⟫照常月结。

⟦PERSON|周晓婷⟧
⟪org_name|江苏恒睿律师事务所⟫"""),

("zhihu_answer", """谢邀。国内其实没有“私家侦探”这个合法执照，工商登记里能看到的基本都是“商务调查”“信息咨询”公司。收费一般是⟪price|每天2000到5000元⟫不等，外地另算差旅。
要注意的是，跟踪、偷拍、定位别人手机都可能违反《⟪statute_citation|治安管理处罚法⟫》第⟪article_number|42条⟫，严重的还涉及侵犯公民个人信息罪。网上那些⟪url|xx-diaocha.com⟫之类的网站，十个有九个是骗定金的。
编辑于 ⟪timestamp|2024-05-30 22:13⟫ · IP 属地⟪place_name|广东⟫ · ⟪vote_count|1.2万赞同⟫"""),

("system_log", """2024-06-12 09:31:07 INFO  [auth] 用户 ⟦PERSON|wangfang⟧ 登录成功 ip=⟦IP_ADDRESS|223.104.63.18⟧ 设备=⟪device_model|iPhone 15⟫
2024-06-12 09:32:44 WARN  [query] 用户 ⟦PERSON|wangfang⟧ 查询身份证 ⟦IDCARD|$idcard11⟧ 命中规则 ⟪rule_id|R-017⟫（敏感查询）
2024-06-12 09:32:45 INFO  [audit] 已记录 trace=⟪trace_id|8f14e45fceea167a5a36dedd4bea2543⟫
2024-06-12 09:35:00 INFO  [health] ⟪loopback_ip|127.0.0.1⟫ ok, 版本 ⟪version|4.1.0-rc2⟫"""),

("call_recording_transcript", """[00:00:05] 客服⟦PERSON|小林⟧：您好，这里是⟪org_name|安居背调⟫，请问是⟦PERSON|郭志远⟧先生吗？
[00:00:09] ⟦PERSON|郭志远⟧：是我。
[00:00:12] ⟦PERSON|小林⟧：您申请的是⟪place_name|望京⟫那套房子，需要核实一下手机号，是⟦PHONE|幺三九 幺零八八 六二七五⟧吗？
[00:00:20] ⟦PERSON|郭志远⟧：对。
[00:00:22] ⟦PERSON|小林⟧：您填的月收入是⟦AMOUNT|两万五千块⟧，是税前还是税后？
[00:00:27] ⟦PERSON|郭志远⟧：税前。之前的房东是⟦PERSON|田老师⟧，你们可以问她。
[00:00:33] ⟦PERSON|小林⟧：好的，这次查询编号⟪reference_number|AJ-88213⟫，结果会发到中介那边。"""),

("wecom_chat", """⟦PERSON|老马⟧：明天上午去⟪org_name|中信银行⟫那个网点收箱子？
⟦PERSON|小何⟧（调度）：对，⟪time_of_day|9点半⟫，对接人⟦PERSON|袁主任⟧ ⟦PHONE|13602238871⟧，地下车库门禁码⟦PASSWORD|0917#⟧
⟦PERSON|老马⟧：好。上次那个封条号⟪seal_number|FT-55102⟫对不上，让他们签字的时候看一下
⟦PERSON|小何⟧（调度）：嗯，车用⟪vehicle_id|粤B·3K7Z2⟫那辆，另一辆在保养"""),

("work_ticket", """【工单】⟪ticket_id|BG-OPS-318⟫ 配置文件误提交
提交人：⟦PERSON|孟凡⟧　处理人：⟦PERSON|邱磊⟧　优先级：⟪priority|P1⟫
描述：config/prod.yaml 中包含企业微信机器人地址 ⟦SECRET|$sec_wecom1⟧ 以及腾讯云密钥 SecretId=⟦APIKEY|$ak_tencent1⟧ SecretKey=⟦SECRET|$sec_tencent1⟧，已推送到 ⟪repo_name|gitee.com/anju-bg/core⟫。
影响版本：⟪version|v2.7.3⟫；提交 ⟪commit_sha|a94f1c2⟫。请立即轮换。"""),

("wechat_chat", """⟦PERSON|吴老师⟧，我是⟦PERSON|小芸⟧。我妈上周⟦MEDICAL|脑梗⟧住院了，在⟪place_name|华西医院⟫，下周的调解能不能改期？
我哥说他垫了⟦AMOUNT|两万块⟧住院押金，要从我爸那套房子的钱里扣，我不同意。
⟦PERSON|吴老师⟧：理解，先照顾好老人。改到⟪deadline|6月28日⟫下午可以吗？地点还是⟪meeting_room|二号调解室⟫。
⟦PERSON|小芸⟧：可以，谢谢⟦PERSON|吴老师⟧"""),

("sql_insert", """-- 档案寄存系统 客户表导入 ⟪batch_id|batch_0612⟫
INSERT INTO customer (id, name, id_no, mobile, email, address) VALUES
(⟪row_id|10087⟫, '⟦PERSON|蒋海峰⟧', '⟦IDCARD|$idcard10⟧', '⟦PHONE|13983327410⟧', '⟦EMAIL|jianghf@163.com⟧', '⟦ADDRESS|重庆市渝中区民族路188号3单元1504，邮编400010⟧');
-- 寄存箱数 ⟪box_count|36⟫，合同 ⟪contract_number|JC-2024-0588⟫"""),

("weibo_post", """被所谓的“私家侦探”骗了⟦AMOUNT|3万块⟧😭 对方自称⟦PERSON|周队⟧，说能查到我老公开房记录，收了钱就拉黑。收款的是个人卡⟪masked_card|6222 **** **** 4471⟫。我叫⟦PERSON|何嘉欣⟧，有同样经历的姐妹私信我，或者打我电话⟦PHONE|177 2031 5566⟧一起报警
⟪hashtag|#私家侦探骗局#⟫ 发布于 ⟪timestamp|6月10日 21:04⟫ 来自 ⟪client_name|iPhone客户端⟫"""),

("ocr_business_card", """⟪org_name|华东文书司法鉴定所⟫
⟦PERSON|冯雪梅⟧　副主任鉴定人
手机：⟦PHONE|138-1762-0935⟧
电话：⟦PHONE|021-5230 7718⟧
邮箱：⟦EMAIL|fengxm@hdwsjd.com⟧
地址：⟪org_address|上海市长宁区延安西路1200号⟫
微信：⟦PERSON|fxm_wenjian⟧"""),

("yaml_config", """# 测谎中心预约系统 application-prod.yml  ⟪version|1.4.2⟫
wechat:
  appid: ⟪app_id|wx8f3c2a1b9d7e6f50⟫
  appsecret: ⟦SECRET|$sec_wxappsecret1⟧
feishu:
  webhook: ⟦SECRET|$sec_feishu1⟧
datasource:
  url: jdbc:mysql://⟦IP_ADDRESS|172.16.8.23⟧:⟪port|3306⟫/polygraph?useSSL=false
  username: pg_app
  password: ⟦PASSWORD|Ceshi@2024!⟧
admin:
  mobile: ⟦PHONE|18610274593⟧"""),

("service_contract", """委托调查服务合同　　合同编号：⟪contract_number|SD-2024-0619⟫
甲方（委托人）：⟦PERSON|任晓雯⟧，身份证号：⟦IDCARD|$idcard4⟧，联系电话：⟦PHONE|181 8026 4419⟧，住址：⟦ADDRESS|四川省成都市武侯区人民南路四段27号2栋3单元502，610041⟧
乙方：⟪org_name|成都锦诚商务信息咨询有限公司⟫
第三条　服务费用：本合同服务费总额为⟦AMOUNT|人民币30,000元⟧，甲方于签约当日支付⟦AMOUNT|10,000元⟧作为预付款，余款于乙方提交调查报告后⟪time_period|3个工作日⟫内付清。"""),

("qq_group", """⟦PERSON|阿杰⟧：今天⟪court_name|朝阳法院⟫那场庭审速录谁接？⟪price|120元/小时⟫
⟦PERSON|小雨⟧：我接！上次的速录费⟦AMOUNT|960元⟧还没结呢，⟦PERSON|阿杰⟧你帮我催下
⟦PERSON|阿杰⟧：财务说这周五打，卡号发我一下
⟦PERSON|小雨⟧：⟦CARD|$card7⟧ 建行的，户名⟦PERSON|宋雨桐⟧"""),
]

# ---- part 2 -------------------------------------------------------------
TEXTS += [
("feishu_weekly_report", """## 调查部周报（⟪week_range|6.10-6.14⟫）
| 案件编号 | 委托人 | 对象 | 进展 |
|---|---|---|---|
| ⟪case_number|SD-0611⟫ | ⟦PERSON|任晓雯⟧ | ⟦PERSON|高建军⟧ | 已确认对象每周三晚在⟪place_name|太古里⟫附近酒店出入，已取证 |
| ⟪case_number|SD-0598⟫ | ⟦PERSON|许小姐⟧ | ⟦PERSON|林涛⟧ | 对象6/12飞杭州，⟦PERSON|小赵⟧已跟进 |
| ⟪case_number|SD-0587⟫ | ⟪org_name|蓉城医药⟫ | 员工⟦PERSON|吕文博⟧ | 其病假期间（诊断⟦MEDICAL|腰椎间盘突出⟧）在外兼职，证据已交付 |
本周回款：⟪org_total|¥86,500⟫（含⟦PERSON|任晓雯⟧尾款⟦AMOUNT|¥20,000⟧）"""),

("sms_delivery_notice", """【EMS】您好，⟪org_name|南京市鼓楼区公证处⟫寄给⟦PERSON|刘芳菲⟧的邮件⟪tracking_number|1189 4720 3315 6⟫已投递至⟦ADDRESS|南京市秦淮区中华路318号5栋2单元601室，210001⟧，因无人签收已放回网点。投递员⟦PERSON|姜师傅⟧ ⟦PHONE|18951602287⟧，请于⟪deadline|3日内⟫领取。"""),

("csv_candidates", """姓名,身份证号,手机,邮箱,岗位,状态
⟦PERSON|彭雨涵⟧,⟦IDCARD|$idcard13⟧,⟦PHONE|15874219063⟧,⟦EMAIL|pengyh99@qq.com⟧,⟪job_title|出纳⟫,已完成
⟦PERSON|韦嘉豪⟧,⟦IDCARD|$idcard15⟧,⟦PHONE|13729805516⟧,⟦EMAIL|weijiahao@foxmail.com⟧,⟪job_title|销售主管⟫,待授权
# 导出时间 ⟪timestamp|2024-06-12 17:05⟫ 操作员 ⟪operator_id|op_017⟫"""),

("json_webhook_payload", """{"event":"realname.verified","timestamp":⟪unix_timestamp|1718178722⟫,"user":{"name":"⟦PERSON|覃海燕⟧","id_no":"⟦IDCARD|$idcard12⟧","mobile":"⟦PHONE|+86 139 0591 4478⟧"},"client_ip":"⟦IP_ADDRESS|240e:398:4c1a:e0f0:5d2:7bff:fe61:90a3⟧","sdk_version":"⟪version|3.0.12⟫","order_no":"⟪order_id|RN202406121532008841⟫"}"""),

("wechat_group", """⟦PERSON|老周⟧：档案室保险柜密码改了，新的是⟦PASSWORD|36-18-52⟧，别外传
⟦PERSON|小赵⟧：收到。我门禁卡坏了能补一张吗
⟦PERSON|老周⟧：找前台⟦PERSON|小梅⟧，补卡⟪price|20块⟫。还有⟪shelf_location|A区3排⟫那批合同下周一销毁，⟦PERSON|韩东⟧负责，销毁单号⟪work_order|XH-0617⟫"""),

("meeting_minutes", """会议纪要　⟪meeting_date|2024年6月11日⟫
参会：⟦PERSON|冯雪梅⟧、⟦PERSON|黎振华⟧、⟦PERSON|汤媛⟧
一、⟪case_number|0418号⟫案件出庭：⟦PERSON|冯雪梅⟧6月19日出庭作证，⟦PERSON|汤媛⟧陪同。
二、新购⟪device_model|VSC-8000⟫文检仪已到货，货款⟪org_total|¥386,000⟫已付。
三、⟦PERSON|黎振华⟧提出实验室门禁密码每月更换，本月为⟦PASSWORD|8802⟧，请勿写在门上。"""),

("web_form_booking", """【心理测试预约登记表】
姓名：⟦PERSON|龚晓东⟧
身份证号：⟦IDCARD|$idcard3⟧
出生日期：⟦DATE_OF_BIRTH|1978-01-30⟧
联系电话：⟦PHONE|138 2654 9017⟧
既往病史：⟦MEDICAL|心律不齐⟧，⟦MEDICAL|2019年做过心脏支架手术⟧
目前用药：⟦MEDICAL|阿司匹林⟧、⟦MEDICAL|美托洛尔⟧
测试事由：⟪test_reason|劳动纠纷内部调查⟫
预约时间：⟪appointment_date|6月21日上午⟫"""),

("dianping_review", """⭐⭐⭐⭐ ⟦PERSON|momo酱⟧　⟪review_date|2024-06-09⟫
公司搬家清出来二十多箱旧账本，找了⟪org_name|鑫焕文件销毁⟫上门，师傅很准时，当场粉碎还给了销毁证明。一共收了我⟦AMOUNT|680元⟧，比网上报价的⟪quote|每箱25元⟫贵一点，因为含上门费。对接的⟦PERSON|韩师傅⟧人很好，电话⟦PHONE|137 5718 2260⟧，推荐！"""),

("xiaohongshu_note", """租房被中介要求做背调，还要交⟦AMOUNT|99元⟧🙃
姐妹们，我在⟪place_name|深圳南山⟫租房，中介说房东要求必须做“租客背调”，让我在一个小程序上填身份证、工作单位、工资流水……填完才发现那个小程序连个公司名都没有😅 身份证号⟦IDCARD|$idcard9⟧全交出去了，现在慌得一批
—— ⟦PERSON|小鹿不迷路⟧
#租房避坑 #个人信息保护 ⟪hashtag|#深圳租房⟫"""),

("proof_of_service", """送　达　回　证
案号：⟪case_number|(2024)粤0305民初8841号⟫
送达文书：起诉状副本、应诉通知书、举证通知书
受送达人：⟦PERSON|卢家明⟧
送达地址：⟦ADDRESS|广东省深圳市南山区高新南七道18号5栋302，518057⟧
收件人签名：（拒签）　　　⟪sign_date|2024年6月7日⟫
送达人：⟦PERSON|杨帆⟧、⟦PERSON|梁静⟧
备注：受送达人⟦PERSON|卢家明⟧拒绝签收，已留置送达并拍照（⟪file_name|IMG_20240607_1932.jpg⟫）"""),

("wechat_chat", """⟦PERSON|小钟⟧（速录）：⟦PERSON|梁律师⟧您好，⟪hearing_date|6月5日⟫庭审的速录稿已发您邮箱⟦EMAIL|liangyu@dhlaw.com.cn⟧，共⟪page_count|86页⟫，按⟪price|8元/页⟫
⟦PERSON|梁律师⟧：收到，这笔我个人先垫，转微信还是银行卡？
⟦PERSON|小钟⟧（速录）：银行卡吧 ⟦CARD|$card14⟧ 招行，户名⟦PERSON|钟慧⟧
⟦PERSON|梁律师⟧：已转⟦AMOUNT|688元⟧，请查收。发票抬头开我们所"""),

("mediation_agreement", """家事调解协议书
当事人：⟦PERSON|胡振宇⟧（男，身份证号⟦IDCARD|$idcard1⟧）
当事人：⟦PERSON|曹琳⟧（女）
一、位于⟦ADDRESS|北京市朝阳区望京西园三区312号楼9层903，邮编100102⟧的房产归女方所有，女方于⟪deadline|2024年9月30日⟫前向男方支付房屋折价款⟦AMOUNT|人民币壹佰贰拾万元⟧。
二、男方名下⟪org_name|招商银行⟫存款归男方所有。
三、婚生女⟦PERSON|胡可欣⟧由女方抚养，男方每月支付抚养费⟦AMOUNT|5000元⟧。
调解员：⟦PERSON|程慧敏⟧"""),

("commission_letter", """笔迹鉴定委托书　⟪form_number|WT-2024-063⟫
委托人：⟦PERSON|欧阳明⟧　联系电话：⟦PHONE|0731-8852 6630⟧
身份证号：⟦IDCARD|$idcard16⟧
检材：《房屋租赁合同》一份，落款处“⟦PERSON|欧阳明⟧”签名
鉴定要求：检材签名是否为⟦PERSON|欧阳明⟧本人书写
鉴定费：⟪price|3800元/件⟫，委托人已缴纳⟦AMOUNT|三千八百元⟧"""),

("price_list", """⟪org_name|鑫焕文件销毁⟫ 2024年收费标准
一、上门粉碎：⟪price|每箱25元⟫（⟪quantity_limit|10箱起⟫）
二、硬盘物理销毁：⟪price|80元/块⟫
三、光盘、磁带：⟪price|5元/张⟫
四、企业年度合约：⟪quote|面议⟫
注：以上价格含税（⟪tax_rate|6%⟫），均提供销毁证明书，执行标准⟪standard_ref|GB/T 39102⟫。"""),

("dingtalk_approval", """【审批】差旅报销　⟪approval_id|No.202406120031⟫
申请人：⟦PERSON|蒋涛⟧（调查二部）
事由：⟪case_number|SD-0598⟫ 杭州跟进
明细：高铁⟦AMOUNT|¥538⟧，住宿⟦AMOUNT|¥1,260⟧，餐补⟦AMOUNT|¥300⟧
合计：⟦AMOUNT|¥2,098⟧
收款卡号：⟦CARD|$card8⟧
审批人：⟦PERSON|周社长⟧ ✔ 已同意"""),

("shell_history", """# 迁移背调库  ⟦PERSON|qiulei⟧@bg-db01
mysqldump -h ⟦IP_ADDRESS|10.0.3.15⟧ -u root -p'⟦PASSWORD|Anju#Db2023⟧' bgcheck > /data/backup/bgcheck_0612.sql
ossutil64 config -e oss-cn-hangzhou.aliyuncs.com -i ⟦APIKEY|$ak_aliyun2⟧ -k ⟦SECRET|$sec_aliyun2⟧
ossutil64 cp /data/backup/bgcheck_0612.sql oss://⟪bucket_name|anju-backup⟫/
rm -f /home/⟦PERSON|qiulei⟧/.bash_history   # 清理痕迹"""),

("call_recording_transcript", """客服：您好，⟪org_name|明镜心理测试中心⟫。
来电人：你好，我想约个测谎，我老婆不相信我……
客服：好的先生，怎么称呼您？
来电人：我姓⟦PERSON|邹⟧，⟦PERSON|邹凯⟧。
客服：⟦PERSON|邹先生⟧，留个电话？
来电人：⟦PHONE|一三八，零七五五，二九四六⟧。
客服：请问您有没有心脏方面的疾病，或者正在吃什么药？
来电人：有⟦MEDICAL|轻度抑郁⟧，在吃⟦MEDICAL|舍曲林⟧。
客服：好的，需要提前告诉测试师。费用是⟪price|两千八一次⟫，可以吗？"""),

("email_request", """主题：背调委托 - 海外区域经理候选人

⟪org_name|安居背调⟫项目组：

我司拟录用⟦PERSON|王磊⟧（护照号⟦PASSPORT|$pp_cn1⟧，身份证号⟦IDCARD|$idcard6⟧）为海外区域经理，请进行海外学历及工作经历核查，候选人授权书见附件。
联系人：⟦PERSON|柳青⟧（HRBP），⟦PHONE|027-8765 3301⟧转⟪extension|8021⟫

⟪org_name|武汉长江智造有限公司⟫ 人力资源部"""),

("wechat_chat", """⟦PERSON|任女士⟧，汇报一下：⟦PERSON|高建军⟧今晚19:40进了⟪org_name|锦江之星⟫（⟪place_name|春熙路店⟫）⟪room_number|612房⟫，跟他一起的女的查到了，叫⟦PERSON|蔡媛媛⟧，⟦DATE_OF_BIRTH|1996年2月28日⟧生，手机⟦PHONE|150 2843 6619⟧，住⟦ADDRESS|成都市锦江区下东大街99号1栋1单元1802⟧。照片视频已上传网盘，提取码⟦PASSWORD|k7qm⟧。"""),

("python_traceback", """Traceback (most recent call last):
  File "/opt/ocr/worker.py", line ⟪line_number|142⟫, in process_page
    rec = match_person(name, id_no)
  File "/opt/ocr/parsers.py", line 58, in match_person
    raise ValueError(f"姓名与身份证不匹配: {name} {id_no}")
ValueError: 姓名与身份证不匹配: ⟦PERSON|郝建平⟧ ⟦IDCARD|$idcard14⟧ (page=⟪page_number|17⟫, box=⟪box_barcode|DA-0040112⟫)
提交人 ⟦PERSON|tangyuan⟧，任务 ⟪job_id|ocr-20240612-0931⟫"""),

("tieba_post", """【求助】公司让做测谎，吃药会影响吗
楼主 ⟦PERSON|晚风与你⟧：本人有⟦MEDICAL|焦虑症⟧，一直在吃⟦MEDICAL|帕罗西汀⟧。公司丢了⟪org_total|12万⟫货款，怀疑内部人员，下周全员测谎。吃药会不会让我看起来像在说谎？？
2楼 ⟦PERSON|老罗⟧（认证测谎师）：会有一定影响，但只要提前告诉测试人员就行，正规机构会评估。别自己停药。
3楼 ⟪user_handle|匿名用户⟫：顶"""),

("court_record", """审判员：原告，你主张被告有家庭暴力，有什么证据？
原告⟦PERSON|汪莉⟧：有⟪org_name|湘雅二医院⟫的诊断证明，⟦MEDICAL|左侧肋骨骨折⟧，还有我这两年的⟦MEDICAL|抑郁症⟧就诊记录。
审判员：被告，你的月收入是多少？
被告⟦PERSON|戴永强⟧：⟦AMOUNT|八千块⟧左右。
原告⟦PERSON|汪莉⟧：他撒谎，他在⟪org_name|长沙某建材公司⟫每个月拿⟦AMOUNT|一万五千多块⟧。
审判员：书记员记录在案。（⟪page_number|第7页⟫）"""),
]

# ---- part 3 -------------------------------------------------------------
TEXTS += [
("wechat_chat", """⟦PERSON|梁律师⟧：⟦PERSON|杨帆⟧，⟪case_number|8841号⟫那个被告找到了吗
⟦PERSON|杨帆⟧：找到了，他换地方住了，现在在⟦ADDRESS|深圳市宝安区新安街道新湖路99号壹方中心A座2108，518101⟧，物业说他一般晚上十点后回来
⟦PERSON|梁律师⟧：好，那今晚留置送达，全程录像
⟦PERSON|杨帆⟧：明白。他新手机号⟦PHONE|13691870452⟧，要不要先打一下？
⟦PERSON|梁律师⟧：别打，打了他就跑了"""),

("polygraph_report", """心理测试报告　⟪report_id|明镜心测[2024]第0612号⟫
被测人：⟦PERSON|邹凯⟧，男，⟦DATE_OF_BIRTH|1969年7月18日⟧出生，身份证号⟦IDCARD|$idcard8⟧
测试方法：⟪technique_name|准绳问题测试法（CQT）⟫
被测人自述有⟦MEDICAL|轻度抑郁⟧，服用⟦MEDICAL|舍曲林⟧，经评估不影响测试。
结论：被测人对“是否与他人发生婚外性关系”相关问题未见说谎反应。
测试人：⟦PERSON|罗晓峰⟧"""),

("dotenv_config", """# 速录云平台 .env  ⟪version|v5.0.3⟫
APP_NAME=sulu-cloud
REDIS_URL=redis://:⟦SECRET|Sulu_Redis_88⟧@⟦IP_ADDRESS|10.1.5.20⟧:6379/0
SESSION_SECRET=⟦SECRET|$sec_cookie2⟧
GITHUB_TOKEN=⟦APIKEY|$ak_gho1⟧
WECOM_WEBHOOK=⟦SECRET|$sec_wecom2⟧
ASR_APPID=⟪app_id|5f3a9c21⟫
SUPPORT_HOTLINE=⟦PHONE|400-690-1186⟧"""),

("storage_intake_receipt", """档案寄存入库单　⟪receipt_number|RK-20240613-004⟫
寄存人：⟦PERSON|司马志远⟧　证件号：⟦IDCARD|$idcard7⟧
联系电话：⟦PHONE|025-8431 7760⟧
寄存物品：个人资料⟪box_count|3箱⟫（含房产证复印件、⟦MEDICAL|肾移植手术⟧病历资料）
寄存期限：⟪time_period|3年⟫，费用⟪price|每箱每年120元⟫，已付⟦AMOUNT|1080元⟧
库位：⟪shelf_location|B-07-03⟫　经办人：⟦PERSON|韩东⟧"""),

("employment_verification", """工作经历核查
候选人：⟦PERSON|刘畅⟧
前雇主：⟪org_name|北京星河互娱科技有限公司⟫
证明人：前直属上级⟦PERSON|贺志明⟧，电话⟦PHONE|139 1066 2408⟧
核实结果：在职时间⟪date_range|2019.07-2023.12⟫属实；离职前月薪候选人自报⟦AMOUNT|35,000元⟧，证明人称约⟦AMOUNT|2.8万元⟧。
离职原因：⟦MEDICAL|甲状腺癌手术⟧后休养（候选人主动告知）
核查员：⟦PERSON|施雯⟧"""),

("wechat_chat", """⟦PERSON|陈刚⟧：⟦PERSON|吴老师⟧您好，我是⟦PERSON|小芸⟧她哥。押金确实是我垫的，⟦AMOUNT|20000元⟧，收据号⟪receipt_number|No.0082213⟫，照片发您了
⟦PERSON|吴老师⟧：收到，⟦PERSON|陈刚⟧先生，调解时我会出示。另外老人现在⟦MEDICAL|右侧偏瘫⟧，后续护理费怎么分担也要谈。
⟦PERSON|陈刚⟧：我妈退休金一个月⟦AMOUNT|四千二百块⟧，请护工都不够"""),

("job_post", """【招聘】商务调查员 若干名　⟪salary_range|8000-15000元/月⟫
要求：退伍军人优先，有驾照，能出差，保密意识强
工作地点：⟪place_name|广州天河⟫
联系人：⟦PERSON|黄经理⟧ ⟦PHONE|020-3892 5516⟧
⟪org_name|广州诚信商务咨询有限公司⟫　发布于⟪relative_time|3天前⟫"""),

("nginx_access_log", """⟦IP_ADDRESS|117.136.45.201⟧ - - [⟪timestamp|13/Jun/2024:10:21:07 +0800⟫] "POST /api/appointment HTTP/1.1" 200 87 "-" "Mozilla/5.0 (Linux; Android 14; ⟪device_model|V2309A⟫) MicroMessenger/8.0.49"
⟦IP_ADDRESS|101.227.14.88⟧ - - [13/Jun/2024:10:21:40 +0800] "GET /admin/login?user=⟦PERSON|fengxm⟧ HTTP/1.1" 302 0 "-" "Mozilla/5.0"
⟪doc_ip|203.0.113.5⟫ - - [13/Jun/2024:10:22:00 +0800] "GET /robots.txt HTTP/1.1" 404 0 "-" "curl/⟪version|8.4.0⟫"
# 备注：appointment 接口日志里带了手机号 ⟦PHONE|13524417758⟧，需要脱敏"""),

("dingtalk_group", """⟦PERSON|何敏⟧：测谎仪那台电脑开机密码是多少来着？
⟦PERSON|罗晓峰⟧：⟦PASSWORD|mj@LX5000⟧，用完锁屏
⟦PERSON|何敏⟧：好。下午那个被测人⟦PERSON|龚晓东⟧说他装了⟦MEDICAL|心脏支架⟧，要不要先量血压
⟦PERSON|罗晓峰⟧：要，超过⟪threshold|160/100⟫就改期，记录编号用⟪case_number|CX-2024-081⟫"""),

("json_api_response", """{"code":0,"msg":"success","data":{"name":"⟦PERSON|邵佳怡⟧","idcard":"⟦IDCARD|$idcard20⟧","cases":[{"case_no":"⟪case_number|(2022)粤0304民初44120号⟫","cause":"房屋租赁合同纠纷","role":"被告","amount":"⟦AMOUNT|¥12,600⟧","status":"已结案"}],"dishonest":false},"request_id":"⟪request_id|6f1e2c7a-3b9d-4e8a-a1f0-7c2d9b4e5a16⟫"}"""),

("complaint_ticket", """投诉工单　⟪ticket_id|TS-20240611-07⟫
客户：⟦PERSON|方雅琴⟧，⟦PHONE|136 0052 7813⟧
投诉内容：我5月交给你们销毁的一箱旧病历，有人在⟪place_name|城西废品站⟫发现了，上面有我的名字和⟦MEDICAL|乳腺癌化疗记录⟧！！你们开的销毁证明⟪certificate_number|XH-20240518-0032⟫是假的吗？
处理人：⟦PERSON|韩东⟧
处理意见：已上报，涉事司机⟦PERSON|老马⟧停职调查；先退还服务费⟦AMOUNT|150元⟧，另赔偿⟦AMOUNT|5000元⟧。"""),

("court_record", """审判长：被告人，说一下你的基本情况。
被告人：我叫⟦PERSON|单志军⟧，⟦DATE_OF_BIRTH|1980年6月15日⟧出生，身份证号⟦IDCARD|$idcard18⟧，户籍地⟦ADDRESS|黑龙江省哈尔滨市南岗区西大直街92号3单元601，150001⟧。
审判长：以前受过刑事处罚吗？
被告人：没有。
审判长：⟪event_date|2024年1月⟫因本案被刑事拘留，是吗？
被告人：是。
（速录：⟦PERSON|林小燕⟧　⟪page_number|第2页⟫）"""),

("wechat_chat", """客户⟦PERSON|顾女士⟧：您好，我想鉴定我爸遗嘱上的签名。他写遗嘱那年已经确诊⟦MEDICAL|阿尔茨海默症⟧两年了，字都写不稳，遗嘱却写得很工整，我怀疑是我继母找人代写的。
⟦PERSON|冯雪梅⟧：您好，可以做。需要遗嘱原件和您父亲同时期的签名样本，比如银行回单、病历上的签字。
客户⟦PERSON|顾女士⟧：好的。我父亲叫⟦PERSON|顾长青⟧，遗嘱落款⟪document_date|2021年11月⟫。
⟦PERSON|冯雪梅⟧：收到，先交⟦AMOUNT|5000元⟧预付款，对公账户稍后发您。"""),

("markdown_ledger", """| 日期 | 客户 | 案件 | 收款 | 方式 |
|---|---|---|---|---|
| 6/03 | ⟦PERSON|许小姐⟧ | ⟪case_number|SD-0598⟫ | ⟦AMOUNT|¥8,000⟧ | 微信 |
| 6/07 | ⟦PERSON|任晓雯⟧ | ⟪case_number|SD-0611⟫ | ⟦AMOUNT|¥20,000⟧ | 银行卡 ⟪masked_card|****0983⟫ |
| 6/11 | ⟪org_name|蓉城医药⟫ | ⟪case_number|SD-0587⟫ | ⟪org_payment|¥58,500⟫ | 对公 |
合计 ⟪org_total|¥86,500⟫　　制表：⟦PERSON|钱会计⟧"""),

("email_with_attachment", """主题：调查报告（⟪case_number|SD-0611⟫）

⟦PERSON|任女士⟧您好：

附件为完整调查报告及视频截图，压缩包解压密码：⟦PASSWORD|Chengdu@0611⟧（请勿转发）。报告中涉及第三方⟦PERSON|蔡媛媛⟧的个人信息仅供诉讼使用。
尾款⟦AMOUNT|¥20,000⟧已收到，谢谢。

⟪org_name|成都锦诚商务信息咨询有限公司⟫　⟦PERSON|蒋涛⟧　⟦PHONE|028-8665 2093⟧"""),

("authorization_form", """海外背调授权信息
姓名（中文）：⟦PERSON|欧阳婧⟧　　姓名（拼音）：⟦PERSON|OUYANG JING⟧
护照号码：⟦PASSPORT|$pp_cn2⟧　　签发地：⟪place_name|广东⟫
曾用护照：⟦PASSPORT|$pp_cn4⟧（已过期）
出生日期：⟦DATE_OF_BIRTH|1992年4月5日⟧
身份证号：⟦IDCARD|$idcard17⟧
海外工作经历：⟪org_name|迪拜远航物流⟫ 2018-2021"""),

("whatsapp_chat", """⟦PERSON|陳生⟧：⟦PERSON|Ken⟧，個target今日喺⟪place_name|旺角⟫出現，影到佢同個女人入咗酒店
⟦PERSON|Ken⟧：好，個女人查到未？
⟦PERSON|陳生⟧：查到，叫⟦PERSON|李詠詩⟧，身份證⟦NATIONAL_ID|$nid_hkid1⟧，電話⟦PHONE|9234 5871⟧
⟦PERSON|Ken⟧：收到，客人⟦PERSON|黃太⟧話今晚要睇報告，按金⟦AMOUNT|HK$15,000⟧已經收咗"""),

("service_contract", """【⟪org_name|全國徵信社⟫】委託契約書　⟪contract_number|QG-113-0612⟫
委託人：⟦PERSON|林雅婷⟧　身分證字號：⟦NATIONAL_ID|$nid_twid1⟧
聯絡電話：⟦PHONE|0933-518-207⟧
通訊地址：⟦ADDRESS|台北市大安區復興南路一段390號5樓，106⟧
委託事項：查訪配偶⟦PERSON|張志豪⟧行蹤
費用：新台幣⟦AMOUNT|NT$60,000⟧，簽約時付訂金⟦AMOUNT|NT$20,000⟧"""),

("sms_court_notice", """【⟪org_name|成都市武侯区人民法院⟫】⟦PERSON|高建军⟧，⟦PERSON|任晓雯⟧诉你离婚纠纷一案（⟪case_number|(2024)川0107民初5532号⟫）已立案，开庭时间⟪hearing_date|2024年7月15日9:00⟫，⟪court_room|第八法庭⟫。请点击⟪url|https://sd.scssfw.gov.cn/x/8Kq2⟫查看文书。"""),

("follow_up_call_record", """回访记录　⟪record_id|HF-0613-02⟫
回访对象：⟦PERSON|曹琳⟧（⟦PHONE|一五九 一零二七 三三八六⟧）
回访人：⟦PERSON|程慧敏⟧
内容：协议履行情况。⟦PERSON|曹琳⟧表示⟦PERSON|胡振宇⟧6月抚养费⟦AMOUNT|5000元⟧已按时支付，房屋折价款尚未支付。女儿⟦PERSON|胡可欣⟧近期因⟦MEDICAL|过敏性哮喘⟧住院一周，医药费⟦AMOUNT|6,832元⟧双方尚未协商分担。"""),

("web_form_registration", """速录员兼职登记表
姓名：⟦PERSON|黎晓彤⟧　　出生日期：⟦DATE_OF_BIRTH|1994/10/31⟧
身份证：⟦IDCARD|$idcard19⟧
手机/支付宝：⟦PHONE|18838290416⟧
邮箱：⟦EMAIL|lixt_sulu@126.com⟧
速录等级：⟪certificate_level|速录师（高级）⟫　打字速度：⟪typing_speed|220字/分⟫
期望时薪：⟪price|100元/小时⟫"""),

("sms_thread", """【⟪org_name|安居背调⟫】尊敬的⟦PERSON|邵佳怡⟧，房东⟦PERSON|严先生⟧委托我司对您进行租客背景调查，授权请点击⟪url|t.anju.cn/a/Q8x2⟫
回复：我不同意，凭什么查我？押金⟦AMOUNT|6000元⟧我都交了
【安居背调】您好，背调需经您本人授权，如不授权我们会告知房东。客服电话⟦PHONE|400-690-2211⟧"""),
]
