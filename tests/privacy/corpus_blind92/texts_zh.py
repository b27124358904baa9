# -*- coding: utf-8 -*-
"""Chinese texts for blind92.  Each entry: (kind, marked_text).
Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES[name]."""

TEXTS = []

TEXTS += [
("wechat_group_surf", """【日月湾浪人俱乐部】(132)
⟪chat_timestamp|08:31⟫ ⟦PERSON|老周⟧：明早⟪tide_time|6点40⟫低潮，浪高⟪wave_height|1.2米⟫左右，新手别去礁石那边
⟪chat_timestamp|08:33⟫ ⟦PERSON|小赵⟧：⟦PERSON|周老板⟧我明天带两个学员，⟦PERSON|林嘉怡⟧和她表妹，要租两块软板
⟪chat_timestamp|08:35⟫ ⟦PERSON|老周⟧：行，让她们九点前到店
⟪chat_timestamp|08:36⟫ ⟦PERSON|小赵⟧：⟦PERSON|嘉怡⟧已经转了⟦AMOUNT|600元⟧押金，她手机⟦PHONE|139 7621 4408⟧
⟪chat_timestamp|08:40⟫ ⟦PERSON|林嘉怡⟧：谢谢⟦PERSON|周老板⟧！我表妹⟦MEDICAL|有哮喘⟧，会带喷雾的"""),

("dive_health_declaration", """潜水员健康申明表（⟪org_name|蜈支洲岛海洋探索潜水中心⟫）  编号：⟪form_no|WZZ-2024-07-0318⟫
姓名：⟦PERSON|许晓雯⟧        性别：女
出生日期：⟦DATE_OF_BIRTH|1992年6月18日⟧
身份证号：⟦IDCARD|$id02⟧
联系电话：⟦PHONE|186 2133 0457⟧
常住地址：⟦ADDRESS|上海市徐汇区天钥桥路580弄12号502室，邮编200030⟧
既往病史：⟦MEDICAL|慢性鼻窦炎，2021年做过鼻内镜手术⟧
是否怀孕：否      是否服药：否
紧急联系人：⟦PERSON|许建国⟧（父亲）⟦PHONE|138 1775 2290⟧
签字教练：⟦PERSON|阿Ken⟧   课程：⟪course_code|DSD体验潜水⟫"""),

("sms_balloon_confirmation", """【⟪org_name|阳朔云端热气球⟫】尊敬的⟦PERSON|黄先生⟧，您预订的⟪flight_date|10月3日⟫日出航班（订单号⟪order_id|YS20241003017⟫）已确认，2人共计⟦AMOUNT|¥3,960⟧已支付。起飞点：⟪place_name|遇龙河旧县村⟫，请于5:30前到达。当天飞行员⟦PERSON|覃师傅⟧电话⟦PHONE|177 7735 2041⟧。如需改期请致电客服⟦PHONE|0773-8826115⟧。登机码将发送至⟪masked_phone|188****6623⟫。"""),

("skydive_signup_form", """跳伞体验报名表 | ⟪org_name|千岛湖云端跳伞基地⟫ | 表单编号⟪form_no|QDH-TD-0912-06⟫
姓名：⟦PERSON|王浩然⟧
身份证：⟦IDCARD|$id10⟧
出生日期：⟦DATE_OF_BIRTH|1986-01-07⟧
手机：⟦PHONE|159 2730 8816⟧
体重：⟪weight|78kg⟫（限重⟪weight_limit|100kg⟫）
项目：双人跳伞 ⟪altitude|3000米⟫ + 视频套餐（⟪package_price|¥980⟫）
紧急联系人：⟦PERSON|刘芳⟧（妻子）⟦PHONE|159 2730 1172⟧
健康声明：⟦MEDICAL|高血压，长期服用氨氯地平⟧"""),

("secondhand_chat_refund", """顾客 ⟦PERSON|Momo_陈⟧：老板，昨天在西溪租的两块桨板，押金还没退哦
店家 ⟪org_name|西溪湿地桨板铺⟫：亲，押金⟦AMOUNT|800元⟧已原路退回您的支付宝⟦EMAIL|chenmomo_1997@163.com⟧，订单⟪order_id|XX0823-115⟫
顾客 ⟦PERSON|Momo_陈⟧：收到了，但怎么少了⟦AMOUNT|50块⟧？
店家：板子还回来全是泥，按规定收清洗费⟪fee_rule|每块板25元⟫哈，店门口有贴
顾客 ⟦PERSON|Momo_陈⟧：好吧😑 下次注意"""),

("dingtalk_robot_config", """# 钉钉告警机器人（⟪org_name|七彩丛林树顶探险乐园⟫运维）
robot:
  webhook: ⟦SECRET|$dingtalk_hook1⟧
  secret: ⟦SECRET|SECb7e14a0c92d35f86e1a7c40b9d2f3e58a6c1049e7b2d5f83a0c6e19d4b7f2a58⟧
  at_mobiles: ["⟦PHONE|13807318842⟧", "⟦PHONE|15974120963⟧"]   # ⟦PERSON|谭工⟧、⟦PERSON|小彭⟧
  timeout_ms: ⟪timeout_ms|5000⟫
monitor:
  host: ⟦IP_ADDRESS|10.12.3.45⟧
  gate_camera: ⟦IP_ADDRESS|10.12.3.61⟧
  template: "【告警】{host} 闸机离线 {minutes} 分钟"
version: ⟪app_version|1.3.7⟫"""),

("treetop_safety_report", """安全事件报告  编号：⟪incident_id|SJ-2024-011⟫
发生时间：⟪incident_datetime|2024年8月2日 15:20⟫    地点：⟪course_section|儿童区第7关“摇摆桥”⟫
伤者：⟦PERSON|孙一鸣⟧，男，出生日期⟦DATE_OF_BIRTH|2010年8月15日⟧，身份证⟦IDCARD|$id35⟧
监护人：⟦PERSON|孙立伟⟧（父亲），电话⟦PHONE|135 8876 2209⟧
经过：过桥时脚踩空，保护绳正常受力，左臂撞到木桩。
处理：现场教练⟦PERSON|小黎⟧检查，疑似⟦MEDICAL|左前臂软组织挫伤⟧，冰敷后送⟪hospital_name|浙大儿院⟫，X光⟦MEDICAL|未见骨折⟧。
费用：医药费⟦AMOUNT|426.5元⟧由园方先行垫付。"""),

("sql_member_export", """-- 会员表导出 ⟪export_date|2024-06-01⟫ by ⟦PERSON|zhangkai⟧（别外传！）
mysql> SELECT id, name, id_no, mobile, bank_card, balance FROM wake_member LIMIT 2;
+------+--------+--------------------+-------------+---------------------+-----------+
| id   | name   | id_no              | mobile      | bank_card           | balance   |
+------+--------+--------------------+-------------+---------------------+-----------+
| ⟪db_row_id|2031⟫ | ⟦PERSON|张凯⟧   | ⟦IDCARD|$id14⟧ | ⟦PHONE|13983017725⟧ | ⟦CARD|$cup2⟧ | ⟦AMOUNT|¥1,260.00⟧ |
| ⟪db_row_id|2032⟫ | ⟦PERSON|何思琪⟧ | ⟦IDCARD|$id15⟧ | ⟦PHONE|18629470018⟧ | ⟦CARD|$cup5⟧    | ⟦AMOUNT|¥88.00⟧    |
+------+--------+--------------------+-------------+---------------------+-----------+
2 rows in set (⟪query_time|0.01 sec⟫)"""),

("guide_payroll_sheet", """⟪org_name|福建平潭海岸线探险⟫ 2024年7月 领队劳务费发放表
序号  姓名      银行卡号                  开户行                 场次  金额
1     ⟦PERSON|陈志明⟧    ⟦CARD|$cup1⟧   ⟪bank_branch|工商银行平潭支行⟫     14    ⟦AMOUNT|5,600元⟧
2     ⟦PERSON|林小燕⟧    ⟦CARD|$cup3⟧   ⟪bank_branch|农业银行平潭城关支行⟫   9     ⟦AMOUNT|3,600元⟧
单价：⟪unit_price|每场400元⟫      合计：⟪org_total|9,200元⟫
制表：财务⟦PERSON|小吴⟧      审核：⟦PERSON|陈总⟧"""),

("dive_tour_passport_list", """【⟪tour_name|2024国庆 菲律宾薄荷岛潜水团⟫】出境名单（请核对！）
1. ⟦PERSON|周立群⟧  护照 ⟦PASSPORT|$pp_cn1⟧  有效期 ⟪passport_expiry|2031-05-20⟫
2. ⟦PERSON|郑敏⟧    护照 ⟦PASSPORT|$pp_cn2⟧  有效期 ⟪passport_expiry|2029-11-02⟫
3. ⟦PERSON|郑子涵⟧  护照 ⟦PASSPORT|$pp_cn4⟧  有效期 ⟪passport_expiry|2033-01-15⟫  ⟦MEDICAL|晕船严重，需提前吃晕海宁⟧
航班：⟪flight_number|PR 359⟫ 厦门-马尼拉，⟪flight_datetime|9月30日 08:15⟫
领队：⟦PERSON|潘导⟧ ⟦PHONE|+86 136 0592 7731⟧"""),

("coach_resume", """个人简历
姓名：⟦PERSON|符海龙⟧     出生日期：⟦DATE_OF_BIRTH|1996年4月19日⟧     籍贯：⟪place_name|海南万宁⟫
身份证：⟦IDCARD|$id20⟧
电话：⟦PHONE|182 8976 0331⟧    邮箱：⟦EMAIL|fuhailong_surf@qq.com⟧
现住址：⟦ADDRESS|海南省万宁市礼纪镇日月湾冲浪小镇3栋208，邮编571500⟧
证书：ISA Level 1 冲浪教练（证书编号⟪certificate_no|ISA-L1-CN-0417⟫）、游泳救生员
工作经历：2019-至今 ⟪org_name|日月湾浪人冲浪学校⟫ 主教练
期望薪资：⟦AMOUNT|8000元/月⟧"""),
]

TEXTS += [
("insurance_claim_zh", """理赔申请书    保单号：⟪policy_no|PA2024440300017765⟫（⟪insurer_name|平安财险⟫·旅游意外险）
被保险人：⟦PERSON|梁美华⟧     证件号码：⟦IDCARD|$id23⟧
出险经过：⟪incident_date|2024年5月1日⟫在⟪place_name|罗平油菜花田⟫乘坐热气球，降落时吊篮侧翻，导致⟦MEDICAL|右踝关节骨折⟧，于当地医院行⟦MEDICAL|切开复位内固定术⟧。
申请金额：⟦AMOUNT|人民币贰万叁仟元整⟧
收款账户：⟦CARD|$cup4⟧（招商银行），户名⟦PERSON|梁美华⟧
联系电话：⟦PHONE|189 2648 7720⟧
运营方：⟪org_name|罗平花海热气球观光有限公司⟫"""),

("backend_log_zh", """2024-09-14 10:21:07.331 INFO  [booking-svc] 新订单 order=⟪order_id|TD240914003⟫ user=⟦PERSON|liuyang88⟧ phone=⟦PHONE|13701092256⟧ ip=⟦IP_ADDRESS|117.136.12.88⟧
2024-09-14 10:21:07.402 WARN  [pay-svc] 回调验签失败 mch_id=⟪merchant_id|1601234567⟫ from=⟦IP_ADDRESS|100.96.40.7⟧
2024-09-14 10:21:09.118 INFO  [pay-svc] 支付成功 amount=⟦AMOUNT|¥2680.00⟧ user=⟦PERSON|liuyang88⟧ trace=⟪trace_id|$uuid2⟫
2024-09-14 10:21:10.001 DEBUG [health] ping ⟪doc_ip|192.0.2.10⟫ ok, build ⟪app_version|v1.12.3⟫"""),

("dive_price_list", """⟪org_name|分界洲岛潜水中心⟫ 2024 价目表
体验潜水（含装备、教练一对一）   ⟪price|¥580/人⟫
OW开放水域课程（4天）            ⟪price|¥3,980⟫
AOW进阶课程                     ⟪price|¥3,280⟫
船潜两支（持证）                ⟪price|¥860⟫
水下摄影                        ⟪price|¥200/次⟫
营业时间 ⟪opening_hours|8:00-17:30⟫，风力⟪wind_limit|6级⟫以上停航。
温馨提示：感冒、⟪leaflet_condition|中耳炎⟫患者请勿潜水。"""),

("call_record_kayak", """通话记录 ⟪call_id|CR-0923-1147⟫    坐席：⟦PERSON|小孟⟧    时长⟪call_duration|3分12秒⟫
客户：喂你好，我想问下周六的皮划艇还有位置吗？
坐席：有的，请问怎么称呼？
客户：我叫⟦PERSON|邓丽萍⟧。
坐席：⟦PERSON|邓女士⟧您好，留个联系电话吧。
客户：⟦PHONE|幺三九，零七五四，八八二六⟧。
客户：我老公⟦MEDICAL|腰椎间盘突出⟧，坐皮划艇可以吗？
坐席：可以的，建议选双人艇、靠背垫高一点。定金⟦AMOUNT|两百块⟧，微信转我就行。
客户：好，周六⟪session_time|上午九点⟫那场。"""),

("xiaohongshu_post", """@⟦PERSON|橙子爱冲浪⟧  📍⟪post_location|深圳·西涌⟫
第一次冲浪就站起来了！！教练⟦PERSON|阿杰⟧超耐心💯 两小时课⟪price|¥398⟫含板和防寒衣，⟪org_name|西涌浪花冲浪俱乐部⟫
本人⟦MEDICAL|轻度恐水⟧都学会了哈哈哈
——————
@⟦PERSON|海盐苏打⟧：求教练联系方式！
@⟦PERSON|橙子爱冲浪⟧ 回复 @⟦PERSON|海盐苏打⟧：私信你啦～
#⟪hashtag|西涌冲浪⟫ #⟪hashtag|周末去哪儿⟫"""),

("aliyun_yaml_config", """# application-prod.yml（⟪org_name|千岛湖桨板俱乐部⟫ 小程序后台）
aliyun:
  oss:
    endpoint: ⟪oss_endpoint|oss-cn-hangzhou.aliyuncs.com⟫
    bucket: ⟪s3_bucket|qdh-sup-photos⟫
    access-key-id: ⟦APIKEY|$aliyun_ak1⟧
    access-key-secret: ⟦SECRET|$aliyun_sk1⟧
  sms:
    template-code: ⟪sms_template_code|SMS_276415832⟫
    test-phone: ⟦PHONE|13516872204⟧
# 维护人：⟦PERSON|俞振华⟧ ⟦EMAIL|yuzhenhua@qdhsup.cn⟧"""),

("wecom_duty_notice", """【⟪org_name|海陵岛潜水中心⟫ 值班群机器人】
hook: ⟦SECRET|$wecom_hook1⟧
今日值班：⟦PERSON|庞教练⟧（⟦PHONE|138 2651 0947⟧）、⟦PERSON|阿May⟧
船只：⟪vessel_name|粤阳江渔12078⟫，出海时间⟪departure_time|07:30⟫
备注：学员⟦PERSON|钟嘉欣⟧昨天⟦MEDICAL|耳压平衡困难、右耳轻微出血⟧，今天停潜，⟦PERSON|庞教练⟧跟进"""),

("meeting_minutes_zh", """⟪org_name|张家界天门山热气球有限公司⟫ 周例会纪要（⟪meeting_date|2024年3月11日⟫）
参会：⟦PERSON|周社长⟧、⟦PERSON|许小姐⟧（财务）、⟦PERSON|老向⟧、⟦PERSON|小田⟧
一、⟦PERSON|老向⟧反映3号球皮（⟪balloon_reg|B-0617⟫）需返厂检修，厂家报价⟪repair_quote|4.8万元⟫，⟦PERSON|周社长⟧同意。
二、⟦PERSON|小田⟧上月加班补贴⟦AMOUNT|1,350元⟧，由⟦PERSON|许小姐⟧本周发放。
三、飞行员⟦PERSON|向国平⟧年度体检：⟦MEDICAL|血脂偏高⟧，不影响飞行。"""),

("paper_receipt_ocr", """收  据        No. ⟪receipt_no|0004217⟫
今收到 ⟦PERSON|谢文斌⟧ 交来 潜水OW课程费
人民币（大写）⟦AMOUNT|叁仟捌佰元整⟧      小写：⟦AMOUNT|¥3800.00⟧
收款单位（盖章）：⟪org_name|涠洲岛蓝海潜水俱乐部⟫
统一社会信用代码：⟪org_credit_code|91450512MA5Q3K8L2U⟫
收款人：⟦PERSON|韦晓丽⟧      日期：⟪receipt_date|2024年4月6日⟫"""),

("wxpay_env_config", """# 丛林飞跃预约小程序 .env
WX_APPID=⟪wx_appid|$wx_appid1⟫
WX_APPSECRET=⟦SECRET|$wx_secret1⟧
WX_MCH_ID=⟪merchant_id|1648830291⟫
WX_API_V3_KEY=⟦SECRET|Kq8rT2mZ9vX4nL7pW3sY6bH1cJ5dF0gA⟧
WX_NOTIFY_URL=https://api.conglinfeiyue.cn/pay/notify
SERVER_PORT=⟪port|9090⟫
ADMIN_PHONE=⟦PHONE|15088123406⟧  # ⟦PERSON|钱经理⟧"""),

("youth_camp_signup", """⟪event_name|2024暑期青少年桨板皮划艇营⟫ 报名表（16-19岁）
营员姓名：⟦PERSON|赵子墨⟧     性别：男
出生日期：⟦DATE_OF_BIRTH|2005年6月1日⟧
身份证号：⟦IDCARD|$id30⟧
家长：⟦PERSON|赵建军⟧（父亲）  电话：⟦PHONE|139 1102 7754⟧
过敏史：⟦MEDICAL|芒果过敏⟧
营费：⟪camp_fee|¥6,800/期⟫，已付定金⟦AMOUNT|2000元⟧
营期：⟪camp_dates|7月15日-7月21日⟫"""),
]

TEXTS += [
("dianping_review_reply", """⭐⭐ ⟦PERSON|小鹿乱撞_0826⟧  ⟪review_date|2024-07-28⟫
带孩子玩的高空绳索，排队一个多小时！！儿童票⟪price|¥128⟫还不让玩红色线路。女儿⟦MEDICAL|有点恐高⟧，教练还在旁边催，体验很差。
商家回复：您好，非常抱歉让您久等。红色线路身高需满⟪height_limit|1.4米⟫，是出于安全考虑。当天值班教练⟦PERSON|小卢⟧我们已经批评教育。已为您退还差价⟦AMOUNT|¥40⟧，可在“我的订单”查看。——⟪org_name|森林狂想树顶探险⟫店长⟦PERSON|蒋敏⟧"""),

("surf_camp_checkin", """入住登记（⟪org_name|后海湾冲浪青旅⟫）  房号：⟪room_no|302⟫   入住：⟪checkin_date|2024-10-02⟫  退房：10-06
客人1：⟦PERSON|杜佳琪⟧   身份证 ⟦IDCARD|$id11⟧   手机 ⟦PHONE|177 0218 6630⟧
客人2：⟦PERSON|方俊杰⟧   身份证 ⟦IDCARD|$id22⟧
房费+3节冲浪课：⟦AMOUNT|¥2,340⟧（已付，微信）
备注：⟦PERSON|方俊杰⟧ ⟦MEDICAL|对乳胶过敏⟧，不要给乳胶冲浪鞋"""),

("parachutist_medical_report", """体检报告（摘要）  体检号：⟪exam_no|TJ20240322-0158⟫
姓名：⟦PERSON|向晨曦⟧   性别：男   出生日期：⟦DATE_OF_BIRTH|1991年9月27日⟧
身份证号：⟦IDCARD|$id18⟧
送检单位：⟪org_name|湘江通航跳伞俱乐部⟫
血压：⟦MEDICAL|146/95 mmHg（偏高）⟧
心电图：⟦MEDICAL|窦性心动过缓⟧
视力：左5.0 右4.9（矫正）
结论：⟦MEDICAL|建议复查血压后再进行高空跳伞训练⟧
主检医师：⟦PERSON|欧阳医生⟧"""),

("pilot_employment_contract", """热气球驾驶员聘用合同（节选）  合同编号：⟪contract_no|RQQ-HT-2024-006⟫
甲方：⟪org_name|新疆天山云海热气球旅游有限公司⟫
乙方：⟦PERSON|阿依古丽·买买提⟧
身份证号码：⟦IDCARD|$id21⟧
住址：⟦ADDRESS|吉林省长春市南关区人民大街3356号6栋1单元502⟧
第五条 乙方月工资为⟦AMOUNT|税前人民币12,000元⟧，飞行补贴按⟪allowance_rate|每架次300元⟫另计，于次月10日前发放至乙方银行卡⟦CARD|$cup6⟧。
第九条 合同期限自⟪contract_start|2024年4月1日⟫至⟪contract_end|2025年3月31日⟫。"""),

("feishu_bot_config", """// config/notify.ts  —— 订单通知推到飞书群
export const FEISHU_WEBHOOK = "⟦SECRET|$feishu_hook1⟧";
export const ADMIN_TOKEN = "⟦APIKEY|$jwt3⟧"; // ⟦PERSON|宋嘉伟⟧ 临时用，记得删
export const NOTIFY_USERS = ["⟦EMAIL|songjiawei@ropespark.cn⟧", "⟦EMAIL|ops@ropespark.cn⟧"];
export const BUILD = "⟪build_number|20240301.4⟫";
export const PORT = ⟪port|3000⟫;"""),

("gear_deposit_slip", """装备租赁押金单  No.⟪slip_no|ZB-0817-33⟫   ⟪org_name|涠洲岛蓝鲸潜水⟫
租用人：⟦PERSON|覃思远⟧      证件：身份证 ⟦IDCARD|$id24⟧
租用装备：BCD×1（⟪asset_tag|BCD-L-07⟫）、调节器×1（⟪asset_tag|REG-14⟫）、电脑表×1
押金：⟦AMOUNT|1500元⟧（现金）  归还时间：⟪return_time|8月18日17:00前⟫
联系电话：⟦PHONE|150 7791 2486⟧"""),

("group_payment_chain", """#接龙
周六 千岛湖皮划艇 AA 每人⟪price|¥265⟫（含船、教练、午餐）
1. ⟦PERSON|阿飞⟧ 已转
2. ⟦PERSON|Lily王⟧ 已转
3. ⟦PERSON|大胖⟧ 已转 + 带家属一人
4. ⟦PERSON|老邱⟧ 未转
——
⟦PERSON|阿飞⟧：⟦PERSON|老邱⟧你欠⟦AMOUNT|265元⟧哈，转我微信⟦PHONE|13858170246⟧
⟦PERSON|老邱⟧：马上！刚做完⟦MEDICAL|膝盖半月板手术⟧，划不了不去了能退吗🥲"""),

("access_control_log", """[门禁] ⟪log_timestamp|2024-05-19 06:58:12⟫ 设备 ⟪device_id|GATE-02⟫ ⟦IP_ADDRESS|192.168.31.20⟧ 刷卡 卡号⟪access_card_no|0041772630⟫ 姓名=⟦PERSON|韩雪⟧ 结果=通过
[门禁] 2024-05-19 07:01:40 设备 ⟪device_id|GATE-02⟫ 人脸比对失败 score=⟪match_score|0.61⟫
[后台] 2024-05-19 07:03:05 管理员 ⟦PERSON|hanxue⟧ 登录 from ⟦IP_ADDRESS|112.17.248.93⟧ 密码=⟦PASSWORD|Wake@2024!⟧（调试日志未关闭）
[系统] 固件 ⟪firmware_version|V2.4.11_build0319⟫"""),

("insurance_roster_excel", """⟪org_name|东山岛海岸探险⟫ 团体意外险投保名单（⟪insured_date|2024-06-15⟫ 场次）
序号 | 姓名 | 身份证号 | 手机
1 | ⟦PERSON|吴晓东⟧ | ⟦IDCARD|$id26⟧ | ⟦PHONE|13906021185⟧
2 | ⟦PERSON|黄丽娟⟧ | ⟦IDCARD|$id07⟧ | ⟦PHONE|18959216640⟧
3 | ⟦PERSON|黄一诺⟧ | ⟦IDCARD|$id17⟧ | -
保额：⟪sum_insured|意外身故50万，医疗5万⟫  保费：⟪premium|¥15/人⟫"""),

("dingtalk_leave_request", """【钉钉·请假审批】
申请人：⟦PERSON|蔡文静⟧（⟪department|高空绳索组⟫）
请假类型：病假    时间：⟪leave_period|6月3日 至 6月7日⟫，共5天
事由：⟦MEDICAL|急性阑尾炎，6月2日行腹腔镜阑尾切除术⟧，医嘱休息一周
附件：⟪attachment_name|诊断证明.jpg⟫
审批人：⟦PERSON|蒋敏⟧ → 已同意
工作交接：⟦PERSON|小卢⟧代班"""),

("taobao_cs_chat", """[⟪shop_name|浪里白条冲浪装备店⟫ 客服 ⟦PERSON|阿珂⟧]
买家：你好，那块⟪product_model|7'2 泡沫软板⟫发货了吗，订单⟪order_id|3941205588712⟫
客服：亲，今天下午发顺丰，单号出来发您～地址核对一下哦：
⟦PERSON|严俊⟧，⟦PHONE|135 2468 0917⟧，⟦ADDRESS|广东省深圳市南山区蛇口望海路1177号海湾小区6栋1203，518067⟧
买家：对的。另外我付了⟦AMOUNT|1,299元⟧，说好的送脚绳呢？
客服：已备注送脚绳+蜡块，放心～"""),

("tencent_cos_config", """# 潜水照片上传服务 —— 腾讯云 COS
COS_REGION=⟪cloud_region|ap-guangzhou⟫
COS_BUCKET=⟪s3_bucket|divephoto-1311024566⟫
TENCENT_SECRET_ID=⟦APIKEY|$tencent_ak1⟧
TENCENT_SECRET_KEY=⟦SECRET|$tencent_sk1⟧
# 2024-03 ⟦PERSON|梁工⟧ 新建，有问题找他 ⟦PHONE|186 6612 3079⟧
UPLOAD_MAX_MB=⟪upload_limit|50⟫"""),
]

TEXTS += [
("idcard_ocr_result", """[OCR识别结果 · 身份证人像面]  request_id: ⟪request_id|$uuid3⟫
姓名：⟦PERSON|莫小凤⟧
性别：女      民族：黎
出生：⟦DATE_OF_BIRTH|1993年3月29日⟧
住址：⟦ADDRESS|海南省海口市美兰区海甸五西路28号海大南门公寓4栋702房⟧
公民身份号码：⟦IDCARD|$id25⟧
置信度：⟪ocr_confidence|0.987⟫   接口版本：⟪api_version|v3.2⟫
（用途：⟪org_name|三亚后海冲浪营⟫ 线上实名登记）"""),

("refund_email_zh", """主题：关于订单 ⟪order_id|HQ20240915-088⟫ 因天气取消的退款

⟦PERSON|高女士⟧您好：
因⟪flight_date|9月15日⟫清晨地面风速超限（⟪wind_speed|8m/s⟫），当日航班取消。您支付的⟦AMOUNT|¥2,580⟧原计划退回尾号⟪masked_card|6017⟫的银行卡。
您回复说该卡已注销，请退至新卡 ⟦CARD|$cup7⟧，户名⟦PERSON|高雅琴⟧。我们已提交财务，3-5个工作日到账。

⟪org_name|敦煌鸣沙山热气球⟫ 客服部  ⟦PERSON|马晓军⟧
电话：⟦PHONE|0937-8859212⟧"""),

("wechat_emergency_sup", """⟦PERSON|小钟⟧：紧急！！刚才⟪place_name|东湖⟫码头那边有个客人落水，呛水了，现在意识清醒
⟦PERSON|黎店长⟧：打120没？客人叫什么
⟦PERSON|小钟⟧：打了。客人叫⟦PERSON|彭宇航⟧，他说自己⟦MEDICAL|有癫痫病史⟧，今天忘吃药了
⟦PERSON|黎店长⟧：家属电话有吗
⟦PERSON|小钟⟧：⟦PHONE|一三九 八六一二 五五零七⟧，是他姐姐
⟦PERSON|黎店长⟧：好，我马上过来，板子编号记一下
⟦PERSON|小钟⟧：⟪asset_tag|SUP-D-09⟫，救生衣完好"""),

("equipment_maintenance_log", """⟪org_name|南湖缆绳滑水公园⟫ 设备维护记录
⟪maintenance_date|2024-04-08⟫ 主缆 ⟪equipment_model|Rixen 5-pylon⟫ 张力检测 ⟪tension_value|18.5kN⟫ 正常
⟪maintenance_date|2024-04-08⟫ 电机 ⟪equipment_serial|SIEMENS-1LE1-0023817⟫ 更换轴承
⟪maintenance_date|2024-04-15⟫ 控制系统升级至 ⟪firmware_version|v5.2.0⟫，PLC地址 ⟪doc_ip|198.51.100.23⟫（测试环境）
⟪maintenance_date|2024-04-22⟫ 跳台 ⟪obstacle_id|K3⟫ 表面翻新，用料 ⟪material_spec|HDPE 12mm⟫
下次年检：⟪inspection_date|2025-04⟫"""),

("surf_contest_entries", """⟪event_name|2024万宁国际冲浪节·公开组⟫ 报名名单
编号    姓名      出生日期        俱乐部            电话
⟪bib_number|M017⟫    ⟦PERSON|黎海明⟧    ⟦DATE_OF_BIRTH|2000-05-20⟧    ⟪club_name|石梅湾冲浪队⟫      ⟦PHONE|138 7692 0514⟧
⟪bib_number|M018⟫    ⟦PERSON|Kai陈⟧     ⟦DATE_OF_BIRTH|1998-11-03⟧    ⟪club_name|后海浪潮⟫          ⟦PHONE|186 8920 3345⟧
⟪bib_number|W006⟫    ⟦PERSON|王心怡⟧    ⟦DATE_OF_BIRTH|2002-07-16⟧    独立                ⟦PHONE|199 0898 1207⟧
报名费⟪entry_fee|¥300/人⟫，⟪deadline|11月1日⟫截止"""),

("hk_tw_guest_register", """⟪org_name|三亚亚龙湾潜水中心⟫ 港澳台客人登记表
1. ⟦PERSON|陳家豪⟧（香港）  香港身份證 ⟦NATIONAL_ID|$hkid1⟧   特區護照 ⟦PASSPORT|$pp_hk1⟧
   電話 ⟦PHONE|+852 9134 2208⟧
2. ⟦PERSON|林怡君⟧（台灣）  身分證字號 ⟦NATIONAL_ID|$twid1⟧
   電話 ⟦PHONE|+886 912 345 618⟧   ⟦MEDICAL|對海鮮過敏⟧
課程：⟪course_code|PADI AOW⟫ 2天，教練 ⟦PERSON|阿Ben⟧"""),

("weibo_dm", """@⟦PERSON|北漂小杨同学⟧：你好，想给女朋友求婚，热气球上能挂横幅吗？
@⟪org_handle|桂林阳朔热气球官方⟫：可以的！求婚套餐⟪price|¥5,888⟫含横幅、鲜花和跟拍～
@⟦PERSON|北漂小杨同学⟧：太好了！我叫⟦PERSON|杨帆⟧，电话⟦PHONE|186 1023 7719⟧，女朋友叫⟦PERSON|苏晴⟧，她⟦MEDICAL|怀孕三个月⟧能坐吗？
@⟪org_handle|桂林阳朔热气球官方⟫：孕妇不建议乘坐哦，可以改成地面系留体验～"""),

("github_workflow_zh", """# .github/workflows/deploy.yml（⟪org_name|长沙翼装跳伞俱乐部⟫官网）
env:
  # TODO ⟦PERSON|lihaoyu⟧: 改成 secrets.GH_TOKEN，别明文提交！！
  GH_TOKEN: ⟦APIKEY|$ghp1⟧
  SERVER: ⟦IP_ADDRESS|47.98.120.33⟧
  SSH_PASS: ⟦PASSWORD|Skyd1ve#cs2024⟧
  NODE_VERSION: ⟪runtime_version|20.11.1⟫
jobs:
  deploy:
    runs-on: ⟪runner_label|ubuntu-22.04⟫"""),

("ticket_verification_log", """核销记录  ⟪export_date|2024-10-03⟫  ⟪org_name|森林狂想树顶探险⟫
⟪verify_time|09:12⟫ 亲子套票 ⟪voucher_code|QZ88120341⟫ 手机⟪masked_phone|138****2291⟫ 核销员 ⟦PERSON|小朱⟧
⟪verify_time|09:15⟫ 成人票   ⟪voucher_code|QZ88120377⟫ 手机⟪masked_phone|159****0712⟫ 核销员 ⟦PERSON|小朱⟧
⟪verify_time|09:31⟫ 退票 ⟦PERSON|冯先生⟧ 手机 ⟦PHONE|15921807739⟧ 退款 ⟦AMOUNT|¥176⟧ 原因：孩子⟦MEDICAL|发烧38.5度⟧"""),

("reimbursement_form", """报销单  ⟪reimburse_no|BX-2024-0912⟫
报销人：⟦PERSON|罗文⟧      部门：领队组
事项：⟪activity_date|9月8日⟫ ⟪place_name|清远黄腾峡⟫ 溯溪活动 急救药品、油费、过路费
金额：⟦AMOUNT|¥463.20⟧
收款卡号：⟦CARD|$cup8⟧（建设银行）
审批：⟦PERSON|方总⟧ ✔     出纳：⟦PERSON|小林⟧"""),
]

TEXTS += [
("wechat_transfer_record", """[微信转账] ⟦PERSON|溯溪老炮儿⟧ 向你转账 ⟦AMOUNT|¥680.00⟧   备注：两人黄腾峡+保险
[微信转账] 已收款 ⟪transfer_time|2024-08-30 21:14⟫   转账单号 ⟪transaction_id|1000050001202408301234567890⟫
⟦PERSON|溯溪老炮儿⟧：领队，保险要身份证，我和我老婆的：
⟦PERSON|曾广文⟧ ⟦IDCARD|$id28⟧
⟦PERSON|曾太太⟧那个我明天发你
领队 ⟦PERSON|阿昌⟧：收到👌 集合时间⟪meeting_time|早上7:20⟫ 地铁⟪place_name|嘉禾望岗⟫B口"""),

("crm_customer_json", """{
  "客户编号": "⟪customer_id|C-2024-00871⟫",
  "姓名": "⟦PERSON|叶佩珊⟧",
  "手机": "⟦PHONE|+86 137 2804 6519⟧",
  "邮箱": "⟦EMAIL|ye.peishan@foxmail.com⟧",
  "证书": {"机构": "PADI", "级别": "AOW", "证号": "⟪cert_masked|24***0917⟫"},
  "健康备注": "⟦MEDICAL|二尖瓣脱垂，医生已签潜水许可⟧",
  "累计消费": "⟦AMOUNT|¥18,640⟧",
  "来源": "⟪utm_source|xiaohongshu⟫",
  "创建时间": "⟪created_at|2023-05-02T10:44:12+08:00⟫"
}"""),

("balloon_weight_chain", """#接龙 ⟪flight_date|10月5日⟫ 日出热气球 体重登记（吊篮配重用）
1. ⟦PERSON|唐糖⟧ ⟪weight|48kg⟫
2. ⟦PERSON|唐糖⟧男朋友 ⟦PERSON|阿泽⟧ ⟪weight|72kg⟫
3. ⟦PERSON|Vivian⟧ ⟪weight|60kg⟫ ⟦MEDICAL|有恐高症⟧，但想挑战一下
4. ⟦PERSON|Lucas刘⟧ ⟪weight|85kg⟫
飞行员备注：单吊篮最大载重⟪payload_limit|1200kg⟫"""),

("aff_training_contract", """AFF自由落体培训协议  编号 ⟪contract_no|AFF-2024-031⟫
学员：⟦PERSON|潘思雨⟧     出生日期：⟦DATE_OF_BIRTH|1987年6月6日⟧
身份证号：⟦IDCARD|$id19⟧
培训费用：AFF全课程（8级）⟪course_fee|¥32,800⟫，学员已付首期⟦AMOUNT|¥16,400⟧，余款于第4级前付清。
学员声明无心脏病、癫痫等禁忌症；已知⟦MEDICAL|左肩陈旧性脱位⟧，经医生评估可训练。
甲方：⟪org_name|石家庄栾城天空跳伞学校⟫    教练：⟦PERSON|马教练⟧"""),
]

TEXTS += [
("mp_backend_log", """[公众号后台] ⟪log_timestamp|2024-07-06 19:20:33⟫ 用户 openid=⟪wechat_openid|oX3vT5kQ2mR8sY1uW7nP9aB4cD6e⟫ 发送消息："我要报名周日桨板，⟦PERSON|何静⟧，⟦PHONE|18012459936⟧"
[公众号后台] 2024-07-06 19:20:34 自动回复模板 ⟪template_id|TPL_0042⟫ 已发送
[nginx] ⟦IP_ADDRESS|183.14.77.201⟧ "POST /wx/callback HTTP/1.1" 200 ⟪response_bytes|312⟫
[nginx] ⟦IP_ADDRESS|172.17.0.3⟧ "GET /admin/users?export=1 HTTP/1.1" 200 user=⟦PERSON|admin_hejing⟧"""),

("payslip_zh", """⟪org_name|南湖缆绳滑水公园⟫ 工资条 —— ⟪pay_period|2024年8月⟫
姓名：⟦PERSON|雷振宇⟧     岗位：滑水教练
基本工资 ⟦AMOUNT|6,500.00元⟧   课时提成 ⟦AMOUNT|2,140.00元⟧   社保扣款 ⟦AMOUNT|-812.40元⟧
实发：⟦AMOUNT|7,827.60元⟧
发放账户：⟦CARD|$cup9⟧（中国银行）
备注：8月⟦MEDICAL|腰肌劳损⟧病假2天，已按规定扣除。如有疑问联系人事⟦PERSON|小潘⟧。"""),
]

TEXTS += [
("emergency_contact_card", """【紧急联系卡】⟪org_name|北戴河海岸线探险队⟫  活动：⟪activity_name|鸽子窝礁石溯海⟫
队员：⟦PERSON|贾明轩⟧       血型：⟦MEDICAL|O型Rh阴性⟧
过敏/疾病：⟦MEDICAL|青霉素过敏；哮喘（随身带沙丁胺醇）⟧
紧急联系人：⟦PERSON|贾慧敏⟧（姐姐） ⟦PHONE|133 1335 0284⟧
领队：⟦PERSON|老马⟧ ⟦PHONE|189 3350 7761⟧
救援电话：⟪public_hotline|12395⟫（水上遇险）"""),

("parent_group_notice", """【树顶探险夏令营·家长群】⟪camp_name|三期⟫ 通知
各位家长好！明天⟪camp_date|7月22日⟫高空绳索日，请注意：
1. ⟦PERSON|朵朵⟧（⟦PERSON|刘一朵⟧）⟦MEDICAL|花生过敏⟧，午餐已单独准备；
2. ⟦PERSON|乐乐⟧⟦MEDICAL|上周手腕扭伤⟧，家长已确认只玩低空区；
3. 请穿运动鞋，长发扎起。
有事联系带队老师⟦PERSON|吴老师⟧ ⟦PHONE|153 0571 8826⟧
营地地址：⟪business_address|杭州市余杭区径山镇双溪竹海漂流旁⟫"""),

("return_address_chat", """买家 ⟦PERSON|tb_8812冲浪少年⟧：板子有裂纹，我要退货
客服 ⟦PERSON|小鱼⟧：亲，非常抱歉！请寄回：⟪business_address|浙江省舟山市普陀区朱家尖东沙路88号 冲浪仓库⟫（商家地址）
买家：好，我这边寄件人写：⟦PERSON|钱浩⟧ ⟦PHONE|156 5821 0473⟧ ⟦ADDRESS|江苏省苏州市工业园区星湖街218号生物纳米园B4-301，215123⟧
客服 ⟦PERSON|小鱼⟧：收到，到货后退款⟦AMOUNT|¥1,580⟧原路返回，运费我们承担～ 售后单 ⟪aftersale_id|SH240905221⟫"""),

("decompression_diagnosis", """⟪hospital_name|海南省人民医院⟫ 高压氧科  门诊病历
患者：⟦PERSON|邵文韬⟧   性别：男   年龄：38
主诉：潜水后关节疼痛6小时。
现病史：患者于⟪incident_date|9月21日⟫在⟪dive_site|分界洲岛⟫进行两次潜水，最大深度约28米，上升过快。
诊断：⟦MEDICAL|减压病（Ⅰ型），右肩关节疼痛⟧
处理：⟦MEDICAL|美国海军治疗表6高压氧治疗一次⟧，症状缓解。
医嘱：⟦MEDICAL|两周内禁止潜水及乘飞机⟧
医师：⟦PERSON|吉海燕⟧    就诊卡号 ⟪patient_card_masked|****3397⟫"""),

("dingtalk_ops_group", """⟦PERSON|任伟⟧（热气球运营）：各位，新的预订同步机器人上线了
地址 ⟦SECRET|$dingtalk_hook2⟧
⟦PERSON|任伟⟧：后台账号 ⟦PERSON|renwei⟧ 密码 ⟦PASSWORD|Balloon_888⟧ 先用着，下周改
⟦PERSON|小谭⟧：收到。⟪flight_date|明早⟫3个球，⟪balloon_reg|B-0621⟫ / ⟪balloon_reg|B-0622⟫ / ⟪balloon_reg|B-0630⟫
⟦PERSON|任伟⟧：好，客户⟦PERSON|曹先生⟧那单补差价⟦AMOUNT|¥600⟧记得收"""),

("foreign_instructor_register", """外籍人员登记表（⟪org_name|海南陵水跳伞基地⟫）
1. 姓名：⟦PERSON|Markus Brandt⟧   国籍：英国   护照号：⟦PASSPORT|$pp_uk2⟧
   职位：双人跳伞教练   手机：⟦PHONE|+86 132 3891 0476⟧
2. 姓名：⟦PERSON|Jack O'Hara⟧   国籍：澳大利亚   护照号：⟦PASSPORT|$pp_au1⟧
   职位：摄像   手机：⟦PHONE|+61 412 880 315⟧
签证类型：⟪visa_type|Z字工作签证⟫   登记派出所：⟪police_station|英州派出所⟫"""),

("member_csv_zh", """会员编号,姓名,手机,身份证,会员等级,余额
⟪member_id|SUP0012⟫,⟦PERSON|沈佳怡⟧,⟦PHONE|13757120348⟧,⟦IDCARD|$id09⟧,⟪member_tier|金卡⟫,⟦AMOUNT|¥420.00⟧
⟪member_id|SUP0013⟫,⟦PERSON|柯志豪⟧,⟦PHONE|13505791266⟧,⟦IDCARD|$id04⟧,⟪member_tier|银卡⟫,⟦AMOUNT|¥35.00⟧
⟪member_id|SUP0014⟫,⟦PERSON|梅子⟧,⟦PHONE|18868031294⟧,,⟪member_tier|普通⟫,⟦AMOUNT|¥0.00⟧"""),

("prize_transfer_zh", """⟪event_name|2024全国尾波冲浪与滑水公开赛（武汉站）⟫ 奖金发放确认
冠军 ⟦PERSON|龚一帆⟧   奖金 ⟦AMOUNT|¥10,000⟧（税前）  收款卡 ⟦CARD|$cup10⟧
亚军 ⟦PERSON|卢思彤⟧   奖金 ⟦AMOUNT|¥6,000⟧（税前）   收款卡 ⟦CARD|$cup11⟧
代扣个税：⟪tax_rate|20%⟫   赛事总奖金池：⟪org_total|¥50,000⟫
经办：⟦PERSON|彭主任⟧"""),

("accident_bulletin", """关于⟪incident_date|8月10日⟫溯溪活动意外的情况通报
⟪org_name|云南怒江峡谷户外⟫：⟪incident_date|8月10日⟫下午，队员⟦PERSON|邱某⟧在跳潭环节⟦MEDICAL|腰椎压缩性骨折⟧，已转⟪hospital_name|昆明医科大学第一附属医院⟫手术，目前情况稳定。
带队领队⟦PERSON|杨永刚⟧已停职配合调查。公司已先行垫付医疗费⟦AMOUNT|50,000元⟧。
家属联系人：⟦PERSON|邱女士⟧ ⟦PHONE|137 0871 5520⟧
今后跳潭高度一律限制在⟪height_limit|5米⟫以内。"""),

("staff_onboarding_zh", """员工入职登记表   ⟪org_name|武隆仙女山丛林穿越乐园⟫
姓名：⟦PERSON|冉晓峰⟧    性别：男    出生日期：⟦DATE_OF_BIRTH|1990年2月28日⟧
身份证号：⟦IDCARD|$id06⟧
户籍地址：⟦ADDRESS|重庆市渝中区解放碑民族路168号8楼3号⟧
手机：⟦PHONE|136 2760 3318⟧    工资卡：⟦CARD|$cup12⟧
岗位：高空救援员   试用期工资：⟦AMOUNT|4,200元/月⟧
体检：⟦MEDICAL|乙肝小三阳，肝功能正常⟧"""),

("curl_api_request", """# 测试冲浪课预约接口（⟦PERSON|zhouyu⟧ 本地调试用）
curl -X POST https://api.surfbook.cn/v2/lessons/book \\
  -H "Authorization: Bearer ⟦APIKEY|$jwt1⟧" \\
  -H "Content-Type: application/json" \\
  -d '{"name":"⟦PERSON|周雨⟧","phone":"⟦PHONE|17317250689⟧","lesson_id":⟪lesson_id|5521⟫,"date":"⟪lesson_date|2024-08-17⟫"}'
# 返回 {"code":0,"msg":"ok","booking_no":"⟪booking_no|SB240817-0093⟫"}"""),

("balloon_passenger_contract", """热气球飞行体验合同（乘客联）   合同号 ⟪contract_no|TY-2024-1018-07⟫
乘客：⟦PERSON|龙海燕⟧   证件：身份证 ⟦IDCARD|$id34⟧   手机：⟦PHONE|139 8712 4456⟧
航班：⟪flight_date|2024年10月18日⟫ 日出航班，起飞点 ⟪place_name|丽江拉市海⟫
费用：⟦AMOUNT|1,880元⟧（已付）
第六条 因乘客自身原因取消的，收取票价⟪penalty_rate|30%⟫作为违约金。
乘客健康声明：⟦MEDICAL|颈椎病，无其他⟧    乘客签字：⟦PERSON|龙海燕⟧"""),

("hotline_ticket_12345", """12345热线工单  工单号：⟪ticket_id|GD20240826009931⟫
来电人：⟦PERSON|葛先生⟧   来电号码：⟦PHONE|027-8766 3120⟧
反映内容：在⟪org_name|东湖桨板运动中心⟫预付年卡⟦AMOUNT|3,600元⟧后，商家停业无法退款，要求协调退款。来电人称其妻子办的卡，卡主⟦PERSON|万丽⟧，手机⟦PHONE|13476129005⟧。
承办单位：⟪agency_name|武昌区市场监管局⟫   办理时限：⟪deadline|5个工作日⟫"""),

("handwritten_rental_ocr", """[手写登记本OCR，可能有识别错误]
日期    姓名      电话            身份证后四位   项目     押金
8/3    ⟦PERSON|严小芬⟧   ⟦PHONE|138 O571 2290⟧   ⟪id_last4|4021⟫          双人艇   ⟦AMOUNT|200元⟧
8/3    ⟦PERSON|鲍文⟧     ⟦PHONE|1595 8812 336⟧   ⟪id_last4|001X⟫          桨板     ⟦AMOUNT|300元⟧
8/4    ⟦PERSON|郝建华⟧   ⟦PHONE|13306518827⟧     ⟪id_last4|7735⟫          桨板x2   ⟦AMOUNT|600元⟧
备注：⟦PERSON|鲍文⟧的板子还回来鳍断了，押金扣⟦AMOUNT|150元⟧"""),

("dive_wechat_moments", """朋友圈 · ⟦PERSON|阿伟_Diving⟧
今天带⟦PERSON|小苏⟧完成了人生第一次夜潜🌙 看到了⟪species|西班牙舞娘⟫！！
十月⟪promo_name|国庆特惠⟫：OW考证⟪price|¥3,280⟫，两人同行再减⟪discount|¥200⟫
报名私信或致电 ⟦PHONE|181 7659 2034⟧
📍⟪place_name|涠洲岛石螺口⟫"""),
]
