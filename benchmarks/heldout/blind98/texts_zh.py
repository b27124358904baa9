# Chinese texts for blind98.  Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES
TEXTS = []

TEXTS.append(("wechat_group", """【⟪group_name|海鸥帆船训练营·第3期家长群⟫】
⟦PERSON|许小姐⟧(领队)：各位家长好，周六8:30在⟪place_name|梅山湾帆船码头⟫集合，请带好孩子的身份证原件。
⟦PERSON|乐乐⟧妈妈：收到。我们家⟦PERSON|乐乐⟧⟦MEDICAL|对花生过敏⟧，午餐麻烦注意一下🙏
⟦PERSON|许小姐⟧(领队)：好的已备注。另外尾款⟦AMOUNT|1680元⟧还没交的家长请今天转给我，微信或支付宝都行，支付宝账号⟦PHONE|13857412296⟧。
⟦PERSON|乐乐⟧妈妈：已转，截图发你了
⟦PERSON|浩宇⟧爸爸：请问船上有救生衣吗？⟦PERSON|浩宇⟧去年⟦MEDICAL|哮喘⟧发作过一次
⟦PERSON|许小姐⟧(领队)：有的，每人一件⟪product_name|CE认证150N救生衣⟫。⟦PERSON|浩宇⟧的⟦MEDICAL|沙丁胺醇喷雾⟧请交给带队教练⟦PERSON|小赵⟧保管。"""))

TEXTS.append(("pilotage_application", """引航申请单    编号：⟪application_no|NBYH-2024-08817⟫
船名：⟪vessel_name|浙海之星⟫    IMO：⟪imo_number|9534274⟫
吃水：⟪draught|12.6米⟫    预计抵达：⟪eta|2024-09-03 05:30⟫
申请单位：⟪org_name|宁波华洋船务代理有限公司⟫
联系人：⟦PERSON|周海波⟧    手机：⟦PHONE|139 5748 2216⟧    邮箱：⟦EMAIL|zhouhb@hy-shipagency.cn⟧
备注：船长⟦PERSON|Kowalski⟧要求引航员从左舷登轮，软梯请提前备好。"""))

TEXTS.append(("ocr_id_card", """【身份证识别结果】
姓名 ⟦PERSON|陈建⟧
性别 男    民族 汉
出生 ⟦DATE_OF_BIRTH|1985年9月9日⟧
住址 ⟦ADDRESS|山东省青岛市市南区香港中路76号2单元1103户⟧
公民身份号码 ⟦IDCARD|$id_chenj_19850909⟧
签发机关 ⟪issuing_authority|青岛市公安局市南分局⟫    有效期限 ⟪validity_period|2016.03.11-2036.03.11⟫
—— 用途：⟪org_name|琅琊木船坊⟫学徒登记，⟦PERSON|老陈⟧本人已核对"""))

TEXTS.append(("dingtalk_group", """【港务信息化群】
⟦PERSON|马超⟧：告警机器人又挂了？
⟦PERSON|郑璐⟧：我换了个新的，webhook：⟦SECRET|$dingtalk_hook_1⟧
⟦PERSON|郑璐⟧：加签密钥 ⟦SECRET|$dingtalk_sec_1⟧
⟦PERSON|马超⟧：@⟦PERSON|郑璐⟧ 别在群里发密钥啊😂 赶紧撤回
⟦PERSON|郑璐⟧：撤不回了，超过2分钟了…我晚点去后台重置。服务器是⟦IP_ADDRESS|172.18.30.21⟧，版本⟪version|v2.3.7⟫
⟦PERSON|马超⟧：行，顺便把⟪hostname|vts-alarm-01⟫上 ⟪loopback|127.0.0.1⟫:⟪port|9093⟫ 那个alertmanager也重启下"""))

TEXTS.append(("expense_form", """差旅费报销单    单号 ⟪expense_no|BX-20240911-03⟫
报销人：⟦PERSON|唐杰⟧    部门：⟪department|游艇检验部⟫
事由：赴⟪place_name|三亚鸿洲码头⟫检验⟪boat_model|Oceanis 46.1⟫一艘
交通费 ⟦AMOUNT|¥1,860.00⟧    住宿费 ⟦AMOUNT|¥1,248.00⟧    餐补 ⟦AMOUNT|¥300.00⟧
合计（大写）：⟦AMOUNT|叁仟肆佰零捌元整⟧
收款卡号：⟦CARD|$card_up_3⟧（工商银行）
审批：⟦PERSON|王大鹏⟧"""))

TEXTS.append(("express_waybill", """【顺丰速运 电子运单】运单号 ⟪tracking_number|SF1428830497215⟫
寄件人：⟦PERSON|方雨⟧  ⟦PHONE|0512-5867 3302⟧  ⟪org_name|张家港远帆制帆有限公司⟫  ⟪org_address|江苏省张家港市杨舍镇港城大道1088号⟫
收件人：⟦PERSON|梁伟⟧  ⟪masked_phone|186****7721⟫
收件地址：⟦ADDRESS|广西北海市海城区北部湾中路3号银滩花园7栋1502  536000⟧
物品：⟪item_desc|帆布（主帆1件）⟫  重量 ⟪weight|6.5kg⟫  保价 ⟪declared_value|3000元⟫
付款方式：寄付月结  月结卡号 ⟪org_account_number|5129984411⟫"""))

TEXTS.append(("volunteer_signup_form", """【⟪org_name|东极岛灯塔文化保护协会⟫·志愿者报名】
姓名：⟦PERSON|林晓雨⟧
性别：女
出生日期：⟦DATE_OF_BIRTH|1997-01-17⟧
身份证号：⟦IDCARD|$id_linxy_19970117⟧
手机：⟦PHONE|15942183376⟧
微信：⟦PERSON|xiaoyu_lin97⟧
紧急联系人：⟦PERSON|林国栋⟧（父亲） ⟦PHONE|13804112658⟧
健康状况：⟦MEDICAL|轻度贫血，偶尔低血糖⟧
可服务时间：⟪availability|每月第二个周末⟫
报名编号：⟪registration_no|DJ-V-0233⟫"""))

TEXTS.append(("sms_notice", """【⟪org_name|舟山港务局⟫】尊敬的⟦PERSON|唐杰先生⟧，您的游艇"⟪vessel_name|海风号⟫"（⟪registration_no|浙舟游0387⟫）停泊费⟦AMOUNT|2,450元⟧已逾期，请于⟪deadline|9月30日⟫前缴纳。咨询电话⟦PHONE|0580-2026 1188⟧。⟪unsubscribe_hint|退订回T⟫"""))

TEXTS.append(("call_transcript", """【通话转写 ⟪timestamp|2024-07-19 10:22⟫】
客服（⟦PERSON|小何⟧）：您好，⟪org_name|东港船舶物料⟫，请问有什么可以帮您？
客户：你好，我是⟪vessel_name|鲁青渔6688⟫的⟦PERSON|郭强⟧，上周订的⟪product_name|32毫米锚链⟫还没到。
客服：⟦PERSON|郭先生⟧您好，麻烦报一下订单号。
客户：⟪order_id|DG20240712-0931⟫。我电话是⟦PHONE|一三九，零八九八，六六二一⟧。
客服：好的查到了，已经发货，物流单号⟪tracking_number|YT7489021374520⟫。您这边还有⟦AMOUNT|八百六十块⟧尾款没付哦。
客户：行，我让我老婆转给你们，她叫⟦PERSON|符小燕⟧。"""))

TEXTS.append(("dotenv_file", """# 灯塔景区票务小程序 .env.production   维护人：⟦PERSON|kongling⟧
WX_APPID=⟪app_id|wx8d3f6a21c94b07e5⟫
WX_APPSECRET=⟦SECRET|$wx_secret_1⟧
ALIYUN_ACCESS_KEY_ID=⟦APIKEY|$aliyun_ak_1⟧
ALIYUN_ACCESS_KEY_SECRET=⟦SECRET|$aliyun_sk_1⟧
OSS_BUCKET=⟪bucket_name|lighthouse-tickets-prod⟫
MYSQL_DSN=mysql://ticket:⟦SECRET|Dengta#2024⟧@⟦IP_ADDRESS|10.0.8.15⟧:⟪port|3306⟫/tickets
SMS_SIGN_NAME=⟪sms_signature|东极灯塔⟫"""))

TEXTS.append(("contract_extract", """木质帆船建造合同（节选）
甲方（委托方）：⟦PERSON|王大鹏⟧，身份证号：⟦IDCARD|$id_wangdp_19690430⟧，住址：⟦ADDRESS|广东省深圳市福田区福华三路168号海景苑B座2104  518048⟧
乙方（承造方）：⟪org_name|泉州古船木作坊⟫，统一社会信用代码：⟪credit_code|91350500MA2Y4K7L3Q⟫
第三条  合同价款：⟪contract_price|人民币肆拾捌万元整⟫，甲方于签约当日支付定金⟦AMOUNT|人民币玖万陆仟元⟧。
第七条  乙方联系人：⟦PERSON|郑师傅⟧，电话⟦PHONE|0595-2268 7710⟧。
甲方签字：⟦PERSON|王大鹏⟧      日期：⟪contract_date|2024年3月8日⟫"""))

TEXTS.append(("xiaohongshu_note", """📍⟪place_name|厦门鼓浪屿⟫ 帆船体验｜踩雷了😤
上周末带娃去⟪org_name|鹭岛帆船俱乐部⟫体验，⟪price|388元/人⟫的套餐…教练⟦PERSON|阿杰⟧全程在玩手机！！船上救生衣还是湿的。
找客服⟦PERSON|小林⟧退款，说只能退⟦AMOUNT|194块⟧？？最后还是老板⟦PERSON|许总⟧出面全退了，算有良心吧。
⟪hashtag|#厦门旅游⟫ ⟪hashtag|#帆船避雷⟫"""))

TEXTS.append(("medical_summary_table", """⟪org_name|宁波引航站⟫ 引航员年度体检结果汇总（内部）
| 姓名 | 工号 | 结论 | 异常项 |
|---|---|---|---|
| ⟦PERSON|蒋立新⟧ | ⟪employee_no|YH-031⟫ | 合格 | ⟦MEDICAL|轻度脂肪肝⟧ |
| ⟦PERSON|邓辉⟧ | ⟪employee_no|YH-047⟫ | 复查 | ⟦MEDICAL|血压152/98mmHg⟧、⟦MEDICAL|右眼视力0.6⟧ |
| ⟦PERSON|孔玲⟧ | ⟪employee_no|YH-052⟫ | 合格 | 无 |
备注：⟦PERSON|邓辉⟧需在⟪deadline|10月15日⟫前完成复查，费用由站里承担（⟪org_budget|人均上限800元⟫）。"""))

TEXTS.append(("it_ticket", """工单号：⟪ticket_id|GW-2024-10-0172⟫    优先级：⟪priority|高⟫
提交人：⟦PERSON|何敏⟧（⟪department|船舶调度科⟫）
问题描述：泊位调度系统登录不了，账号 ⟦PERSON|hemin⟧，密码 ⟦PASSWORD|Hm880802!⟧，提示"账号已锁定"。我电脑IP是⟦IP_ADDRESS|10.21.5.133⟧。麻烦尽快，⟪time_event|下午三点⟫有⟪vessel_name|中海之光⟫靠泊。
处理人：⟦PERSON|老马⟧    处理结果：已解锁，请登录后立即修改密码，以后不要在工单里写明文密码！"""))

TEXTS.append(("weibo_post", """@⟦PERSON|海岬守望者老宋⟧
今天终于去了⟪place_name|花鸟灯塔⟫！守塔人⟦PERSON|叶师傅⟧在这守了二十多年，讲了好多故事。他说最近⟦MEDICAL|腰椎间盘突出⟧又犯了，还坚持每天爬塔😭 想给他凑点治疗费的朋友可以联系我，或者直接联系他女儿⟦PERSON|叶青⟧：⟦PHONE|135 2741 9086⟧。
⟪hashtag|#灯塔#⟫ ⟪timestamp|2024-6-18 21:40⟫ 来自⟪device|iPhone 15 Pro⟫"""))

TEXTS.append(("meeting_minutes", """会议纪要｜⟪org_name|蓝海帆船训练公益基金会⟫第12次理事会
时间：⟪meeting_date|2024年5月20日⟫ 14:00    地点：⟪room|三楼会议室B⟫
参会：⟦PERSON|宋岩⟧（理事长）、⟦PERSON|梁伟⟧、⟦PERSON|付晓东⟧、⟦PERSON|田秘书⟧（记录）
一、财务：本年度捐赠收入⟪org_total|216.4万元⟫，支出⟪org_total|138.9万元⟫。
二、资助：同意资助学员⟦PERSON|黄子轩⟧参加⟪event_name|环海南岛帆船训练营⟫，资助金额⟦AMOUNT|12,000元⟧。该学员⟦MEDICAL|先天性心脏病术后⟧，需家长签署知情同意书。
三、人事：财务⟦PERSON|小吴⟧离职，工作由⟦PERSON|田秘书⟧暂代。"""))

TEXTS.append(("json_config", """{
  "shop": "⟪org_name|大连港湾船具行⟫",
  "notify": {
    "wecom_webhook": "⟦SECRET|$wecom_hook_1⟧",
    "mention_mobiles": ["⟦PHONE|13390417728⟧", "⟦PHONE|18640927713⟧"]
  },
  "pay": {"mch_id": "⟪merchant_id|1638849201⟫", "api_v3_key": "⟦SECRET|Xq7Lm2Pz9Tn4Rv8Bw1Ks6Yh3Jc5Dg0Fe⟧"},
  "owner": "⟦PERSON|林老板⟧",
  "version": "⟪version|1.4.2⟫"
}"""))

TEXTS.append(("ocr_passport", """【护照信息识别】
护照号码 Passport No.：⟦PASSPORT|$pp_cn_1⟧
姓名 Name：⟦PERSON|梁伟⟧ / ⟦PERSON|LIANG, WEI⟧
性别 Sex：男/M
出生日期 Date of birth：⟦DATE_OF_BIRTH|18 MAR 1990⟧
出生地点 Place of birth：⟪place_name|广西 GUANGXI⟫
签发日期 Date of issue：⟪issue_date|09 JUL 2019⟫
有效期至 Date of expiry：⟪expiry_date|08 JUL 2029⟫
签发机关 Authority：⟪issuing_authority|国家移民管理局 NIA⟫
备注：报名⟪event_name|2024环台湾帆船赛⟫，身份证 ⟦IDCARD|$id_liangw_19900318⟧"""))

TEXTS.append(("sql_query_result", """SELECT id, name, mobile, id_card, cert_no, password FROM inspector WHERE region = '⟪place_name|青岛⟫';
id | name | mobile      | id_card            | cert_no         | password
⟪db_row_id|7⟫  | ⟦PERSON|陈建⟧ | ⟦PHONE|15863920147⟧ | ⟦IDCARD|$id_chenj_19850909⟧ | ⟪cert_number|YJ-QD-2019-022⟫ | ⟦PASSWORD|chenjian1985⟧
⟪db_row_id|9⟫  | ⟦PERSON|宋岩⟧ | ⟦PHONE|13583217740⟧ | ⟦IDCARD|$id_songy_19860524⟧ | ⟪cert_number|YJ-QD-2020-006⟫ | ⟦PASSWORD|sy_860524⟧
(2 rows)"""))

TEXTS.append(("wechat_private_chat", """⟦PERSON|老周⟧：帆修好了没？
⟦PERSON|方雨⟧：好了⟦PERSON|周哥⟧，换了两根⟪product_name|帆骨⟫，补了一块⟪cloth|Dacron 7oz⟫
⟦PERSON|老周⟧：多少钱
⟦PERSON|方雨⟧：一共⟦AMOUNT|1350块⟧，给你抹个零⟦AMOUNT|1300块⟧吧
⟦PERSON|老周⟧：[转账] ⟦AMOUNT|¥1,300.00⟧
⟦PERSON|方雨⟧：已收款，转账单号 ⟪transaction_id|1000050001202409150123884712⟫
⟦PERSON|老周⟧：下周⟪event_name|象山帆船赛⟫要用，周五我让⟦PERSON|小赵⟧去你厂里拿"""))

TEXTS.append(("app_log", """[⟪timestamp|2024-08-02 14:11:07⟫] ERROR 支付回调验签失败 order=⟪order_id|LT202408021411070035⟫ openid=⟪openid|oXk3t5Hq9vBmLw2ZcR8uJdN4yPeA⟫ ip=⟦IP_ADDRESS|112.17.240.88⟧
[2024-08-02 14:11:07] DEBUG 请求头 Cookie: PHPSESSID=⟦SECRET|$sess_php_1⟧
[2024-08-02 14:11:08] INFO  用户 ⟦PERSON|yeqing94⟧ 手机 ⟦PHONE|13527419086⟧ 购票2张 实付 ⟦AMOUNT|¥160.00⟧
[2024-08-02 14:11:09] WARN  短信网关超时 ⟪doc_ip|198.51.100.7⟫ retry=2"""))

TEXTS.append(("camp_registration", """【⟪org_name|蓝海青年帆船训练营⟫ 报名信息】
学员姓名：⟦PERSON|郑璐⟧    出生日期：⟦DATE_OF_BIRTH|2001年6月3日⟧
身份证号：⟦IDCARD|$id_zhenglu_20010603⟧
联系电话：⟦PHONE|17750912638⟧
既往病史：⟦MEDICAL|2019年右膝半月板手术⟧
过敏史：⟦MEDICAL|青霉素过敏⟧
紧急联系人：⟦PERSON|郑国华⟧（父亲）⟦PHONE|13906953318⟧
营期：⟪camp_session|第5期 7月15日-7月21日⟫    费用：⟪price|4,980元/人⟫    已缴：⟦AMOUNT|4980元⟧"""))

TEXTS.append(("yacht_arrival_report", """游艇进出港报告表    报告编号 ⟪report_no|SZ-YT-IN-20240605-12⟫
游艇名称：⟪vessel_name|Blue Lotus⟫    船籍港：⟪port_of_registry|香港⟫
船长：⟦PERSON|陈家豪⟧    证件：香港身份证 ⟦NATIONAL_ID|$hkid_1⟧ / 护照 ⟦PASSPORT|$pp_hk_1⟧
船员：⟦PERSON|何嘉欣⟧    香港身份证 ⟦NATIONAL_ID|$hkid_2⟧
联系电话：⟦PHONE|+852 9123 6682⟧
抵港时间：⟪arrival_time|2024-06-05 16:40⟫    停泊：⟪berth_number|蛇口游艇会D区12号⟫"""))

TEXTS.append(("race_entry_form_trad", """2024 ⟪event_name|環台帆船賽⟫ 選手報名表
姓名：⟦PERSON|林志豪⟧    身分證字號：⟦NATIONAL_ID|$twid_1⟧
出生日期：⟦DATE_OF_BIRTH|民國75年4月2日⟧
手機：⟦PHONE|0918-602-447⟧    電子郵件：⟦EMAIL|chihhao.lin@gmail.com⟧
所屬船隊：⟪team_name|基隆海洋帆船隊⟫    帆號：⟪sail_number|TPE 218⟫
緊急聯絡人：⟦PERSON|林佩君⟧（姊姊） ⟦PHONE|02-2462-8813⟧  身分證字號：⟦NATIONAL_ID|$twid_2⟧
報名費：⟦AMOUNT|NT$3,500⟧ 已匯款，帳號末五碼 ⟪masked_account|*****28817⟫"""))

TEXTS.append(("quotation", """⟪org_name|青岛远洋船舶物料有限公司⟫ 报价单    No. ⟪quote_ref|QD-BJ-2024-0661⟫
| 品名 | 规格 | 单价 | 数量 |
|---|---|---|---|
| ⟪product_name|不锈钢卸扣⟫ | ⟪product_spec|M16 316L⟫ | ⟪price|¥38.00⟫ | 50 |
| ⟪product_name|高强度缆绳⟫ | ⟪product_spec|Φ24mm 8股⟫ | ⟪price|¥26.50/米⟫ | 220米 |
| ⟪product_name|船用防污漆⟫ | ⟪product_code|HEMPEL 15400⟫ | ⟪price|¥420.00/桶⟫ | 12 |
报价有效期至：⟪validity_date|2024年10月31日⟫    以上价格含税（⟪vat_rate|13%⟫）"""))

TEXTS.append(("survey_report_summary", """游艇检验报告（摘要）    报告编号：⟪survey_report_no|HNYJ-2024-0315⟫
委托人：⟦PERSON|郭强⟧，⟦PHONE|13976025518⟧
船名：⟪vessel_name|南海逍遥⟫    型号：⟪boat_model|Lagoon 42⟫    船体识别号：⟪hull_id|FR-CNB42117J324⟫
检验地点：⟪place_name|海口湾游艇码头⟫
主要发现：⟪defect_desc|左舷发动机排气弯头锈蚀⟫；⟪defect_desc|前舱轻微渗水⟫。
检验师：⟦PERSON|唐杰⟧（证书号 ⟪cert_number|CCS-YS-0418⟫）
检验费：⟦AMOUNT|6,800元⟧（委托人已付清）"""))

TEXTS.append(("python_script", """# 港口AIS数据同步脚本   作者: ⟦PERSON|denghui⟧   最后修改 ⟪date_modified|2024-07-30⟫
from tencentcloud.common import credential
cred = credential.Credential("⟦APIKEY|$tencent_id_1⟧", "⟦SECRET|$tencent_sk_1⟧")  # TODO 改成读环境变量
REGION = "⟪cloud_region|ap-shanghai⟫"
AIS_SERVER = ("⟦IP_ADDRESS|101.34.77.152⟧", ⟪port|10110⟫)
# 大模型接口（测试用，别提交！）
DEEPSEEK_KEY = "⟦APIKEY|$deepseek_1⟧\""""))

TEXTS.append(("wechat_refund_chat", """⟦PERSON|黄子轩⟧妈妈：⟦PERSON|许老师⟧您好，⟦PERSON|子轩⟧这期去不了了，⟦MEDICAL|术后复查心功能还没达标⟧😔 能退费吗？
⟦PERSON|许老师⟧：理解的，祝孩子早日康复🙏 按规定开营前7天可退⟪refund_policy|80%⟫。
⟦PERSON|许老师⟧：您交的是⟦AMOUNT|4,980元⟧，可以退⟦AMOUNT|3,984元⟧，麻烦发一下银行卡号和开户行。
⟦PERSON|黄子轩⟧妈妈：⟦CARD|$card_up_1⟧ 农业银行，开户名⟦PERSON|刘芳⟧
⟦PERSON|许老师⟧：收到，财务⟦PERSON|小吴⟧会在⟪business_days|3个工作日⟫内处理。⟪camp_session|第6期⟫有名额的话优先给您留～"""))

TEXTS.append(("shell_history", """$ ssh root@⟦IP_ADDRESS|47.96.120.33⟧     # 阿里云ECS，⟦PERSON|小孔⟧说密码是 ⟦PASSWORD|Dengta@1874⟧
$ hostname
⟪hostname|dengta-web-01⟫
$ cat ~/.ssh/id_rsa
⟦SECRET|$pem_rsa_1⟧
$ mysql -h ⟦IP_ADDRESS|172.16.0.9⟧ -u root -p
$ tail -f ⟪file_path|/var/log/nginx/access.log⟫ | grep ⟪url_path|/api/ticket/verify⟫"""))

TEXTS.append(("duty_roster_csv", """日期,班次,引航员,手机,船名,泊位
⟪shift_date|2024-09-05⟫,早班,⟦PERSON|蒋立新⟧,⟦PHONE|13757402219⟧,⟪vessel_name|浙海之星⟫,⟪berth_number|北仑四期7#⟫
2024-09-05,中班,⟦PERSON|邓辉⟧,⟦PHONE|15068417730⟧,⟪vessel_name|Pacific Aries⟫,⟪berth_number|穿山港区3#⟫
2024-09-05,夜班,⟦PERSON|孔玲⟧,⟦PHONE|18857421196⟧,⟪vessel_name|宁远油9⟫,⟪berth_number|镇海液化区2#⟫"""))

TEXTS.append(("e_invoice", """电子发票（普通发票）    发票号码：⟪invoice_no|24332000000087612345⟫    开票日期：⟪invoice_date|2024年08月16日⟫
购买方  名称：⟦PERSON|王大鹏⟧    纳税人识别号：⟦IDCARD|$id_wangdp_19690430⟧
销售方  名称：⟪org_name|深圳蛇口游艇港管理有限公司⟫    统一社会信用代码：⟪credit_code|91440300MA5G8LJ21K⟫
项目：*物业服务*游艇泊位费（8月）    金额 ⟦AMOUNT|¥6,603.77⟧    税率 ⟪vat_rate|6%⟫    税额 ⟦AMOUNT|¥396.23⟧
价税合计（大写）⟦AMOUNT|柒仟元整⟧    （小写）⟦AMOUNT|¥7,000.00⟧
开票人：⟦PERSON|刘晓⟧"""))

TEXTS.append(("sms_notice", """【⟪org_name|鹭岛帆船俱乐部⟫】⟦PERSON|许小姐⟧您好，您的会员卡已成功充值⟦AMOUNT|5000元⟧（活动：⟪promotion|充5000送500⟫），当前余额⟦AMOUNT|5,862.50元⟧。详情 ⟪short_link|dwz.cn/Lk8Pq2⟫ 客服热线⟦PHONE|400-882-6175⟧"""))

TEXTS.append(("interview_article", """【访谈】最后的福船匠人
⟪place_name|泉州蟳埔村⟫的⟦PERSON|郑老⟧今年七十三岁，造了一辈子木船。他说年轻时一个月工钱才⟦AMOUNT|三十几块⟧，现在徒弟⟦PERSON|小郑⟧一天就能拿⟦AMOUNT|四百块⟧。
长年吸木屑，⟦PERSON|郑老⟧⟦MEDICAL|肺部有结节⟧，每年都要去⟪org_name|泉州市第一医院⟫复查。
他造的最后一艘⟪boat_type|福船⟫"⟪vessel_name|泉兴号⟫"，如今在⟪org_name|中国港口博物馆⟫展出。"""))

TEXTS.append(("visitor_log", """⟪org_name|大连港港长办公室⟫ 访客登记表    ⟪log_date|2024-11-12⟫
序号 | 姓名 | 证件号 | 单位 | 事由 | 进入 | 离开
1 | ⟦PERSON|林晓雨⟧ | ⟦IDCARD|$id_linxy_19970117⟧ | ⟪org_name|东极岛灯塔文化保护协会⟫ | 灯塔史料查阅 | 09:12 | 11:40
2 | ⟦PERSON|Liam O'Connell⟧ | 护照 ⟦PASSPORT|$pp_au_1⟧ | 澳方引航交流 | 10:30 | 12:00
3 | ⟦PERSON|宋岩⟧ | ⟦IDCARD|$id_songy_19860524⟧ | ⟪org_name|蓝海帆船训练公益基金会⟫ | 训练航线报备 | 14:05 | 14:50
接待人：⟦PERSON|孙科长⟧    临时通行证 ⟪visitor_pass_no|V-1112-03⟫"""))

TEXTS.append(("dingtalk_approval", """【钉钉审批】付款申请    审批编号 ⟪approval_no|202409181532000871⟫
申请人：⟦PERSON|方雨⟧    部门：⟪department|采购部⟫
付款事由：进口帆布（⟪product_name|Dimension-Polyant PX15⟫）预付款
收款单位：⟪org_name|Dimension-Polyant GmbH⟫
收款账号：⟪org_iban|$iban_de_2⟫
金额：⟪org_payment|EUR 18,600.00⟫
审批人：⟦PERSON|张总⟧ ✔ 同意；⟦PERSON|小吴⟧ ✔ 已付款
抄送：@⟦PERSON|fangyu⟧"""))

TEXTS.append(("taobao_review", """⟪masked_username|海***鸥⟫ ⭐⭐⭐⭐⭐
买的⟪product_name|316不锈钢犁头锚⟫，掌柜⟦PERSON|阿强⟧很耐心，还帮我算了锚链长度。⟪courier|中通⟫两天就到了。我老公⟦PERSON|大伟⟧说比船厂配的好用多了。
追评：用了一个月，在⟪place_name|象山⟫抛锚很稳。包装有点破，掌柜主动退了⟦AMOUNT|35元⟧差价👍
掌柜回复：谢谢亲～有问题随时找我，微信同手机⟦PHONE|186 5847 2031⟧"""))

TEXTS.append(("health_declaration", """⟪form_title|海上训练健康申报表⟫
姓名：⟦PERSON|叶青⟧    出生日期：⟦DATE_OF_BIRTH|一九九四年八月二十九日⟧    身份证：⟦IDCARD|$id_yeq_19940829⟧
是否有以下情况：
[√] ⟦MEDICAL|晕船（严重）⟧    [ ] ⟪form_option|心脏病⟫    [ ] ⟪form_option|癫痫⟫    [√] ⟦MEDICAL|甲状腺功能减退，长期服用优甲乐⟧
近三个月手术史：无
签名：⟦PERSON|叶青⟧    日期：⟪sign_date|2024.05.02⟫"""))

TEXTS.append(("switch_config_backup", """! 港务局 VTS 机房 核心交换机 配置备份 ⟪timestamp|2024-03-22 02:00⟫
hostname ⟪hostname|VTS-CORE-SW01⟫
enable secret 5 ⟪password_hash|$1$mERr$hx5rVt7rPNoS4wqbXKX7m0⟫
username ⟦PERSON|machao⟧ privilege 15 password 0 ⟦PASSWORD|Vts@Core2024⟧
interface Vlan10
 ip address ⟦IP_ADDRESS|10.30.10.1⟧ ⟪subnet_mask|255.255.255.0⟫
snmp-server community ⟦PASSWORD|gangwu_ro⟧ RO
! 备注：⟦PERSON|马工⟧改的，有问题找他 ⟦PHONE|13500984471⟧"""))

TEXTS.append(("donation_receipt", """捐赠收据    No. ⟪receipt_no|DT-JZ-2024-00318⟫
兹收到⟦PERSON|邓辉先生⟧捐赠人民币⟦AMOUNT|贰仟元整⟧（⟦AMOUNT|¥2,000.00⟧），用于⟪project_name|七里屿灯塔修缮项目⟫。
捐赠人身份证号：⟦IDCARD|$id_dengh_19811111⟧（用于个税税前扣除）
捐赠方式：银行卡 ⟪masked_card|6217 **** **** 0381⟫
⟪org_name|温州七里屿灯塔保护基金会⟫（盖章）    经办人：⟦PERSON|黄丽⟧"""))

TEXTS.append(("java_error_log", """2024-09-18 16:02:11.337 ERROR [⟪thread_name|http-nio-8080-exec-4⟫] c.y.erp.OrderService : 客户下单失败, customer=⟦PERSON|付晓东⟧, mobile=⟦PHONE|18611742905⟧
org.springframework.dao.DuplicateKeyException: Duplicate entry '⟪order_id|YF20240918-0077⟫' for key 'uk_order_no'
    at com.yuanfan.erp.OrderService.create(OrderService.java:⟪line_number|156⟫)
Caused by: java.sql.SQLIntegrityConstraintViolationException, url=jdbc:mysql://⟦IP_ADDRESS|192.168.10.40⟧:3306/erp?user=erp_app&password=⟦SECRET|Yf_erp#2023⟧"""))

TEXTS.append(("email_with_signature", """主题：关于"⟪vessel_name|逐浪者⟫"号过户检验的资料

⟦PERSON|何女士⟧您好：
附件为检验报告初稿。办理过户需要买方⟦PERSON|Daniel Whitfield⟧的护照复印件，他发来的护照号是⟦PASSPORT|$pp_us_1⟧，但复印件上看不太清，麻烦再帮忙确认一下。
另：尾款⟦AMOUNT|¥12,500⟧请转至我司对公账户（⟪org_bank_account|招商银行 5329 0418 8810 601⟫）。

顺祝商祺
⟦PERSON|唐杰⟧
⟪org_name|海南恒信游艇检验有限公司⟫
电话：⟦PHONE|0898-6652 3370⟧    邮箱：⟦EMAIL|tangjie@hengxin-survey.com⟧"""))

TEXTS.append(("voice_message_transcript", """【语音转文字 0:47】⟦PERSON|张船长⟧：喂，⟦PERSON|小刘⟧啊，我是⟦PERSON|老张⟧。明天早上⟪time_event|六点⟫出港，你帮我跟⟪org_name|港监⟫报一下，船是⟪vessel_name|琼海渔08123⟫。船员⟦PERSON|郭强⟧的身份证是⟦IDCARD|$id_guoq_19750105⟧，你抄一下。油钱⟦AMOUNT|三千二百块⟧你先帮我垫上，加油站会员卡密码是⟦PASSWORD|六六八八一二⟧，别告诉别人啊。"""))

TEXTS.append(("refund_list_csv", """序号,姓名,手机,退款金额,退款银行卡,开户行
1,⟦PERSON|付晓东⟧,⟦PHONE|18611742905⟧,⟦AMOUNT|2300.00元⟧,⟦CARD|$card_up_2⟧,⟪bank_branch|中国银行北京海淀支行⟫
2,⟦PERSON|何敏⟧,⟦PHONE|13621753008⟧,⟦AMOUNT|860.00元⟧,⟦CARD|$card_up_4⟧,⟪bank_branch|招商银行上海陆家嘴支行⟫
合计,,,⟪org_total|3160.00元⟫,,"""))

TEXTS.append(("navigation_warning", """航行警告 ⟪warning_no|浙航警0412⟫
⟪org_name|舟山海事局⟫：⟪date_event|9月8日0800时至9月10日1800时⟫，在⟪lat_long|29-57.30N/122-18.00E⟫、⟪lat_long|29-57.30N/122-21.50E⟫两点连线以南水域进行⟪activity|灯塔修缮吊装作业⟫，禁止无关船舶驶入。
作业船：⟪vessel_name|浙普工程12⟫，VHF ⟪vhf_channel|16频道⟫守听。"""))

TEXTS.append(("phone_order_transcript", """【客服录音转写】
客服：您好，⟪org_name|海帆船艇用品⟫，请问需要什么帮助？
客户：我要订那个⟪product_name|Garmin GPSMAP 1243xsv⟫，用信用卡付。
客服：好的，含安装一共⟦AMOUNT|¥23,800⟧，请报一下卡号。
客户：卡号⟦CARD|$card_visa_5⟧，有效期⟪card_expiry|07/29⟫，背面三位数⟦CVV|286⟧。持卡人⟦PERSON|何敏⟧。
客服：好的⟦PERSON|何女士⟧，发票抬头开个人吗？
客户：开个人，寄到⟦ADDRESS|上海市浦东新区滨江大道2777号5号楼1801室 200120⟧，手机⟦PHONE|13621753008⟧。"""))

TEXTS.append(("onboarding_form", """新员工入职信息登记
姓名：⟦PERSON|孔玲⟧    英文名：⟦PERSON|Ling Kong⟧
出生日期：⟦DATE_OF_BIRTH|1995/12/26⟧
身份证号码：⟦IDCARD|$id_kongl_19951226⟧
现住址：⟦ADDRESS|浙江省宁波市北仑区新碶街道明州路388号16幢301室 315800⟧
个人邮箱：⟦EMAIL|kongling1226@163.com⟧
岗位：⟪job_title|见习引航员⟫    入职日期：⟪start_date|2024-07-01⟫    工号：⟪employee_no|YH-052⟫
紧急联系人：⟦PERSON|孔德明⟧ ⟦PHONE|0631-5213886⟧"""))

TEXTS.append(("git_commit_message", """commit ⟪git_commit|7d3a9f01c2b84e6fa5d1e0c937b2a48f6e1d0c55⟫
Author: ⟦PERSON|Ma Chao⟧ <⟦EMAIL|machao@gangwu-it.cn⟧>
Date:   ⟪commit_date|Tue Aug 20 17:42:09 2024 +0800⟫

    fix: 修复泊位地图不显示的问题，临时写死谷歌地图key（⟦APIKEY|$google_2⟧），⟪version|2.4.0-rc1⟫之后改回配置中心

    测试服务器 ⟦IP_ADDRESS|121.40.88.17⟧ 已验证，@⟦PERSON|郑璐⟧ 帮忙review一下"""))

TEXTS.append(("crew_list", """"⟪vessel_name|蓝海号⟫"训练船 出境船员名单（⟪place_name|青岛⟫—⟪place_name|釜山⟫）
序号  姓名  拼音  出生日期  护照号
1  ⟦PERSON|宋岩⟧  ⟦PERSON|SONG YAN⟧  ⟦DATE_OF_BIRTH|1986-05-24⟧  ⟦PASSPORT|$pp_cn_2⟧
2  ⟦PERSON|付晓东⟧  ⟦PERSON|FU XIAODONG⟧  ⟦DATE_OF_BIRTH|1992-02-14⟧  ⟦PASSPORT|$pp_cn_3⟧
3  ⟦PERSON|郑璐⟧  ⟦PERSON|ZHENG LU⟧  ⟦DATE_OF_BIRTH|2001-06-03⟧  ⟦PASSPORT|$pp_cn_4⟧
船长：⟦PERSON|宋岩⟧"""))

TEXTS.append(("booking_sms", """【⟪org_name|七里屿灯塔⟫】⟦PERSON|叶青⟧，您已成功预约⟪visit_date|10月3日⟫上午场参观（随行：⟦PERSON|叶建国⟧），订单号⟪order_id|QLY20241003-0458⟫，入园凭证码⟪ticket_code|8831 2207⟫，请携带身份证（尾号⟪masked_id|****4342⟫）入园。"""))

TEXTS.append(("hr_email", """⟦PERSON|邓辉⟧：
你好！你在⟪org_name|鹿特丹引航学院⟫参加⟪course_name|VTS操作员课程⟫期间（⟪period|2024年10月-12月⟫）的生活补贴为每月⟦AMOUNT|€1,200⟧，将打入你在荷兰开的账户⟦IBAN|$iban_nl_2⟧（户名 ⟦PERSON|DENG HUI⟧），请核对。
另外学院要求提供BSN号，你上次发来的是⟦NATIONAL_ID|$bsn_2⟧，已转给他们。
人事处 ⟦PERSON|刘晓⟧  ⟦PHONE|0574-8768 2201⟧"""))

TEXTS.append(("forum_thread", """【求助】老木船底板渗水怎么处理？
楼主：⟦PERSON|haiou_laowang⟧    发表于 ⟪post_time|2024-4-11 22:05⟫
去年在⟪place_name|温岭⟫收了一条⟪build_year|七十年代⟫的⟪boat_type|杉木舢板⟫，花了⟦AMOUNT|8000块⟧。现在底板渗水，找了⟪org_name|石塘木船厂⟫的⟦PERSON|陈师傅⟧看，说要换龙骨，报价⟪quote_total|两万三⟫……值得修吗？
2楼 ⟦PERSON|木匠小林⟧：先别换龙骨，用⟪material|桐油灰⟫捻缝试试，我去年修⟪vessel_name|阿福号⟫就这么弄的。需要的话加我微信 ⟦PHONE|138 1975 4402⟧
3楼 ⟦PERSON|haiou_laowang⟧：谢谢！已加"""))

TEXTS.append(("alert_config_yaml", """# 远帆制帆 生产看板告警配置   owner: ⟦PERSON|fangyu⟧
feishu:
  webhook: ⟦SECRET|$feishu_hook_1⟧
  at_users:
    - ⟦EMAIL|fangyu@yuanfan-sails.cn⟧
    - ⟦EMAIL|zhangzong@yuanfan-sails.cn⟧
plc:
  host: ⟦IP_ADDRESS|192.168.50.21⟧
  port: ⟪port|502⟫
  cutter_model: ⟪machine_model|Gerber DCS 2500⟫
  poll_interval: ⟪interval|30s⟫"""))

TEXTS.append(("qq_group_chat", """【⟪group_name|蓝海志愿者群⟫（⟪group_id|781203356⟫）】
⟦PERSON|付晓东⟧：公众号后台两步验证我换手机了，谁把密钥发我一下
⟦PERSON|田秘书⟧：⟦SECRET|$totp_2⟧ ⟪app_name|Google Authenticator⟫扫不了就手动输
⟦PERSON|付晓东⟧：好了，谢谢⟦PERSON|田姐⟧
⟦PERSON|田秘书⟧：用完我就改。对了后台登录密码也换了：⟦PASSWORD|Lanhai_2024#gzh⟧，别外传
⟦PERSON|小吴⟧：备用码也存一下 ⟦SECRET|$rc_num_1⟧ / ⟦SECRET|$rc_num_2⟧"""))

TEXTS.append(("inquiry_record", """询问笔录（节选）
时间：⟪record_time|2024年8月23日10时15分⟫    地点：⟪place_name|宁波海事局调查室⟫
询问人：⟦PERSON|孙科长⟧、⟦PERSON|钱伟⟧    被询问人：⟦PERSON|邓辉⟧
问：你的身份证号码？
答：⟦IDCARD|$id_dengh_19811111⟧。
问：事发前你是否服用过药物？
答：吃了⟦MEDICAL|降压药（氨氯地平5毫克）⟧，医生开的，不影响工作。
问：⟪vessel_name|Pacific Aries⟫靠泊时为什么偏离⟪berth_number|3#泊位⟫？
答：当时⟪wind|东北风7级⟫，拖轮⟪vessel_name|甬港拖18⟫到位晚了⟪duration|六分钟⟫。"""))

TEXTS.append(("bank_sms", """【⟪bank_name|招商银行⟫】您账户⟪account_last4|0381⟫于⟪txn_time|09月15日14:22⟫快捷支付扣款⟦AMOUNT|人民币1,300.00元⟧，商户：⟪merchant_name|张家港远帆制帆⟫。余额⟦AMOUNT|8,215.66元⟧。"""))

TEXTS.append(("api_response_json", """{"code":0,"msg":"ok","data":{"lighthouse":"⟪lighthouse_name|七里屿灯塔⟫","built":⟪build_year|1894⟫,"light":"⟪light_character|Fl(2)W.10s⟫","keeper":{"name":"⟦PERSON|叶建国⟧","mobile":"⟦PHONE|13758812064⟧","dob":"⟦DATE_OF_BIRTH|1961-03-09⟧"},"admin_token":"⟦APIKEY|$jwt_3⟧","last_login_ip":"⟦IP_ADDRESS|223.104.38.91⟧"}}"""))

TEXTS.append(("weekly_meeting_notes", """【检验部周会纪要】⟪meeting_date|9月2日⟫
1. ⟦PERSON|唐杰⟧上月完成检验⟪job_count|14单⟫，绩效奖金⟦AMOUNT|6,500元⟧。
2. 新人⟦PERSON|小蔡⟧试用期工资每月⟦AMOUNT|7000元⟧，转正后再调。
3. ⟦PERSON|王大鹏⟧反映⟦MEDICAL|颈椎病⟧加重，申请10月休假两周去做⟦MEDICAL|牵引理疗⟧，已批。
4. 下周例会腾讯会议号 ⟪meeting_id|618 402 993⟫，会议密码 ⟦PASSWORD|0902⟧"""))

TEXTS.append(("order_export_table", """⟪shop_name|港湾船具微店⟫ 待发货订单
| 订单号 | 收货人 | 电话 | 地址 | 实付 |
|---|---|---|---|---|
| ⟪order_id|WD240901118⟫ | ⟦PERSON|周海波⟧ | ⟦PHONE|13957482216⟧ | ⟦ADDRESS|宁波市海曙区药行街188号3幢502室 315000⟧ | ⟦AMOUNT|¥468.00⟧ |
| ⟪order_id|WD240901121⟫ | ⟦PERSON|许丽娜⟧ | ⟦PHONE|15980627734⟧ | ⟦ADDRESS|厦门市思明区环岛南路3999号海韵花园12-802 361005⟧ | ⟦AMOUNT|¥1,290.00⟧ |"""))

TEXTS.append(("member_profile_card", """会员资料卡
姓名：⟦PERSON|许丽娜⟧（⟦PERSON|Lina Xu⟧）    会员等级：⟪member_tier|金卡⟫
出生日期：⟦DATE_OF_BIRTH|1991年3月22日⟧    身份证：⟦IDCARD|$id_xuln_19910322⟧
帆船等级证书：⟪cert_level|CYA二级⟫
备注：⟦MEDICAL|怀孕5个月⟧，暂停出海训练；老公⟦PERSON|陈立⟧代为管理船位⟪berth_number|C-07⟫。"""))

TEXTS.append(("sms_exchange", """⟦PERSON|马超⟧：⟦PERSON|李工⟧，VPN地址 ⟦IP_ADDRESS|58.33.126.204⟧:⟪port|8443⟫，账号 ⟦PERSON|lijun_vendor⟧，初始密码 ⟦PASSWORD|Gw#Vpn0917⟧，只开通了 ⟪subnet|10.30.12.0/24⟫ 网段，用完告诉我关掉。
⟦PERSON|李工⟧：收到，我们⟪date_event|周四⟫上午过去调试雷达。"""))

TEXTS.append(("medical_report", """⟪org_name|大连市海员体检中心⟫ 体检报告
姓名：⟦PERSON|林国栋⟧    性别：男    年龄：⟪age|56岁⟫    体检号：⟪exam_no|TJ20240611-0288⟫
检查结果：
- 血压：⟦MEDICAL|148/92 mmHg（偏高）⟧
- 空腹血糖：⟦MEDICAL|7.8 mmol/L↑⟧
结论：⟦MEDICAL|2型糖尿病待排，建议内分泌科就诊⟧
医师：⟦PERSON|赵丽华⟧"""))

TEXTS.append(("crew_change_request", """船员换班申请（⟪vessel_name|Nordkap Trader⟫，⟪place_name|宁波舟山港⟫）
下船：⟦PERSON|LEBLANC, Mathieu⟧  加拿大  护照 ⟦PASSPORT|$pp_ca_1⟧  原因：⟦MEDICAL|急性阑尾炎，需手术⟧
上船：⟦PERSON|ROSSI, Marco⟧  意大利  护照 ⟦PASSPORT|$pp_it_1⟧  航班 ⟪flight_no|KL897⟫
代理：⟦PERSON|周海波⟧  ⟦PHONE|139 5748 2216⟧"""))

TEXTS.append(("oral_history_transcript", """【口述历史·第7号】讲述人：⟦PERSON|宋玉兰⟧（原⟪lighthouse_name|老铁山灯塔⟫守塔人家属），生于⟦DATE_OF_BIRTH|1941年⟧
"我家老头子⟦PERSON|孙德胜⟧守了三十年塔，后来⟦MEDICAL|中风⟧了，右边身子动不了……那时候一个月工资⟦AMOUNT|四十二块五⟧，要养活五口人。"
采访：⟦PERSON|林晓雨⟧    档案号：⟪archive_no|DT-OH-007⟫    录音时长 ⟪duration|1小时12分⟫"""))

TEXTS.append(("http_request_dump", """GET /api/member/profile HTTP/1.1
Host: ⟪hostname|m.ludao-sailing.cn⟫
Cookie: sessionid=⟦SECRET|$sess_dj_2⟧
X-Forwarded-For: ⟦IP_ADDRESS|39.144.22.107⟧, ⟦IP_ADDRESS|100.97.4.12⟧
User-Agent: ⟪user_agent|Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) MicroMessenger/8.0.49⟫

响应：{"nickname":"⟦PERSON|丽娜Lina⟧","mobile":"⟪masked_phone|159****7734⟫","balance":"⟦AMOUNT|¥5,862.50⟧"}"""))

TEXTS.append(("race_results", """⟪event_name|2024象山帆船公开赛⟫ 成绩公告（⟪boat_class|J/80级⟫）
| 名次 | 帆号 | 船名 | 舵手 | 总分 |
|---|---|---|---|---|
| 1 | ⟪sail_number|CHN 1108⟫ | ⟪vessel_name|海鸥⟫ | ⟦PERSON|付晓东⟧ | ⟪race_score|9.0⟫ |
| 2 | ⟪sail_number|CHN 1092⟫ | ⟪vessel_name|远帆⟫ | ⟦PERSON|方雨⟧ | ⟪race_score|14.0⟫ |
| 3 | ⟪sail_number|CHN 1131⟫ | ⟪vessel_name|逐浪⟫ | ⟦PERSON|Zhou Haibo⟧ | 17.0 |
裁判长：⟦PERSON|蒋立新⟧    奖金发放标准见⟪prize_schedule|冠军奖金2万元⟫"""))

TEXTS.append(("wechat_moments_post", """⟦PERSON|蒋立新⟧：引航二十年，今天最后一次登轮。感谢⟦PERSON|老周⟧、⟦PERSON|小邓⟧这些年的照顾。下个月去做⟦MEDICAL|膝关节置换手术⟧，之后就专心带孙子了😄
📍⟪place_name|北仑港⟫  ⟪timestamp|2024年9月30日 18:20⟫  ⟪like_count|❤️ 86⟫
评论 ⟦PERSON|孔玲⟧：师父保重！🙏"""))
