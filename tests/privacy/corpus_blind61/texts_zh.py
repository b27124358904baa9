# -*- coding: utf-8 -*-
"""blind61 zh texts, written by hand one at a time."""

TEXTS = []

# ---------------------------------------------------------------- part 1
TEXTS += [
("wechat_group_cleaning_roster",
"""【⟪group_name|星耀保洁·徐汇项目群⟫】
⟦PERSON|老周⟧ ⟪chat_time|07:02⟫：今天⟪place|漕河泾⟫那栋3楼会议室要深度清洁，⟦PERSON|小赵⟧带两个人过去
⟦PERSON|小赵⟧ 07:05：收到👌 门禁密码还是⟦PASSWORD|860521⟧吗？
⟦PERSON|老周⟧ 07:06：上周改了，现在是⟦PASSWORD|731904⟧，别外传
⟦PERSON|李桂芳⟧ 07:20：⟦PERSON|周经理⟧，我今天请个假，⟦MEDICAL|血压高⟧，头晕，医生让我休息两天
⟦PERSON|老周⟧ 07:22：好的，身体要紧。⟦PERSON|小赵⟧你那边再调一个人"""),

("onboarding_form_security_guard",
"""保安员入职登记表        编号：⟪form_id|BA-2024-0318⟫     工号：⟪employee_id|SZ-BA-0719⟫
姓名：⟦PERSON|赵磊⟧        性别：男        出生日期：⟦DATE_OF_BIRTH|1995年2月17日⟧
身份证号：⟦IDCARD|$id_zhao⟧
户籍地址：⟦ADDRESS|广东省深圳市福田区福华路128号7栋502⟧
手机：⟦PHONE|138 2651 4473⟧
紧急联系人：⟦PERSON|赵建华⟧（父亲）⟦PHONE|139 0233 7816⟧
健康状况：⟦MEDICAL|乙肝小三阳⟧，⟦MEDICAL|肝功能正常⟧
派驻项目：⟪site_name|福田科技园A座⟫        月薪：⟦AMOUNT|5200元⟧"""),

("call_record_pest_control",
"""【通话记录】⟪org_name|绿盾虫控⟫ 客服热线 ⟦PHONE|400-820-3317⟧  ⟪call_time|2024-05-08 14:21⟫
客户：喂你好，我是⟦PERSON|许婷⟧，住⟦ADDRESS|上海市静安区江宁路465弄12号601室⟧，厨房有蟑螂，还看到老鼠屎。
客服（工号⟪agent_id|0087⟫）：⟦PERSON|许小姐⟧您好，我们可以安排师傅上门，灭鼠加灭蟑套餐⟪price|680元⟫一次。
客户：我家小孩有⟦MEDICAL|哮喘⟧，药会不会有影响？
客服：我们用的是⟪product_name|德国小蠊胶饵⟫，没有气味，放在柜子缝里，小孩碰不到。
客户：那约周六上午吧，电话⟦PHONE|一三九，一七二四，零八六六⟧。
客服：好的，您的定金⟦AMOUNT|200元⟧已经收到了。"""),

("dingtalk_alert_config",
"""# 告警推送配置 alertmanager-dingtalk.yml （⟪software_version|prometheus-webhook-dingtalk v2.1.0⟫）
web:
  listen_address: ⟪bind_address|0.0.0.0⟫:⟪port|8060⟫
targets:
  ops-group:
    url: ⟦SECRET|$ding_hook_1⟧
    secret: ⟦SECRET|$ding_sign_1⟧
    mention:
      mobiles: ["⟦PHONE|13817264409⟧"]
  client-xinghui:
    url: ⟦SECRET|$ding_hook_2⟧
# 负责人：⟦PERSON|王磊⟧，有问题钉钉找他"""),

("dianping_review_cleaning",
"""⭐⭐ 家政保洁 | ⟪org_name|洁美家政⟫
团购了4小时深度保洁（⟪price|368元⟫），来的是⟦PERSON|刘师傅⟧，人挺好但是干活太快，窗户没擦完就要走。我老公⟦PERSON|阿杰⟧说算了，我不同意。后来店长⟦PERSON|孙悦⟧打电话道歉，退了⟦AMOUNT|100块⟧。
另外我⟦MEDICAL|对消毒水过敏⟧，提前说了还是用了⟪product_name|84消毒液⟫，手都红了😤"""),

("labour_contract_excerpt",
"""劳动合同（节选）        合同编号：⟪contract_no|HT-QY-2024-0056⟫
甲方：⟪org_name|成都蓉城环卫清运有限公司⟫  统一社会信用代码：⟪uscc|91510104MA62QR5T8K⟫
乙方：⟦PERSON|李娜⟧        身份证号：⟦IDCARD|$id_lina⟧
联系地址：⟦ADDRESS|四川省成都市锦江区下东大街166号2单元1103⟧
第三条  工作岗位：垃圾清运调度员
第五条  劳动报酬：月工资⟦AMOUNT|人民币肆仟捌佰元整⟧，每月15日前发放至乙方银行卡⟦CARD|$card_up_2⟧。"""),

("security_shift_table",
"""### ⟪site_name|万科中心⟫ 保安排班（⟪schedule_period|6月第2周⟫）
| 岗位 | 白班 08:00-20:00 | 夜班 20:00-08:00 |
|---|---|---|
| 大门岗 | ⟦PERSON|马国栋⟧ ⟦PHONE|135 0118 2274⟧ | ⟦PERSON|唐俊⟧ ⟦PHONE|186 2109 5530⟧ |
| 监控室 | ⟦PERSON|何晓雯⟧ | ⟦PERSON|吴海峰⟧ |

备注：监控室电脑开机密码 ⟦PASSWORD|Baoan@2024⟧，NVR地址 ⟦IP_ADDRESS|192.168.10.250⟧。⟦PERSON|唐俊⟧周三下午去医院复查⟦MEDICAL|腰椎间盘突出⟧，找人顶两小时。"""),

("sms_waste_collection",
"""【⟪org_name|蓉城清运⟫】尊敬的⟦PERSON|黄志强先生⟧，您预约的装修垃圾清运（订单号⟪order_id|QY20240612003⟫）将于6月14日上午9-11点上门，车型⟪vehicle_type|4.2米厢式货车⟫，收费标准⟪price|450元/车⟫。已收定金⟦AMOUNT|100元⟧。司机⟦PERSON|小马⟧电话⟦PHONE|158 8231 6607⟧。如需改期请致电⟦PHONE|028-8661 2305⟧。"""),

("expense_claim_it",
"""费用报销单        单号：⟪claim_no|BX-202405-0117⟫
报销人：⟦PERSON|陈静⟧        部门：运维部
1. 5/6  打车去客户现场（⟪place|张江⟫）      ⟦AMOUNT|¥86.50⟧
2. 5/9  采购网线水晶头                ⟦AMOUNT|¥42.00⟧
合计：⟦AMOUNT|¥128.50⟧（大写：⟦AMOUNT|壹佰贰拾捌元伍角⟧）
收款卡号：⟦CARD|$card_up_3⟧（⟪org_name|招商银行⟫）
审批：⟦PERSON|吴海峰⟧        财务：⟦PERSON|郑丽⟧"""),

("minutes_coworking_members",
"""【会议纪要】⟪org_name|氪空间·静安寺店⟫ 会员沟通会  ⟪meeting_date|2024年4月12日⟫
参会：⟦PERSON|林悦⟧（社区经理）、⟦PERSON|杨帆⟧、⟦PERSON|冯涛⟧、⟦PERSON|蒋雪梅⟧
1. 工位价格：固定工位⟪tariff|2200元/月⟫，流动工位⟪tariff|1500元/月⟫，5月起不变。
2. 会员⟦PERSON|冯涛⟧反映退租后押金⟦AMOUNT|4400元⟧两个月没退，⟦PERSON|林悦⟧会后跟进财务。
3. 访客WiFi密码改为⟦PASSWORD|krspace2024⟧，会员网络不变。
4. ⟦PERSON|蒋雪梅⟧⟦MEDICAL|怀孕7个月⟧，申请换到靠近洗手间的工位，同意。"""),

("java_app_log",
"""2024-06-03 10:22:41.118 [⟪thread_name|http-nio-8080-exec-7⟫] INFO  c.x.booking.OrderController - 下单成功 orderNo=⟪order_id|WX20240603102241882⟫ userId=⟪user_id|100233⟫ mobile=⟦PHONE|15921836604⟧ name=⟦PERSON|曹宇⟧
2024-06-03 10:22:41.305 [http-nio-8080-exec-7] WARN  c.x.pay.WxPayService - 回调验签失败 ip=⟦IP_ADDRESS|101.226.103.17⟧ appid=⟪app_id|$wx_appid_1⟫ apiKey=⟦SECRET|$wx_secret_1⟧
2024-06-03 10:22:42.010 [http-nio-8080-exec-9] ERROR c.x.sms.AliSmsSender - 短信发送失败 phone=⟦PHONE|13661707248⟧ code=⟪error_code|isv.BUSINESS_LIMIT_CONTROL⟫"""),

("ocr_business_card_furniture",
"""[名片识别结果 置信度 ⟪ocr_confidence|0.88⟫]
⟪org_name|美时家具（上海）有限公司⟫
⟦PERSON|郭敏⟧  大客户经理
手机：⟦PHONE|+86 137 6142 8830⟧
座机：⟦PHONE|021-5489 2271 转 806⟧
邮箱：⟦EMAIL|guomin@meishifurniture.cn⟧
微信：⟦PERSON|guomin_1986⟧
展厅：⟪place|虹桥⟫ · ⟪place|苏州工业园区⟫"""),

("stationery_quotation",
"""报价单        编号：⟪quote_ref|BJ-2024-0611⟫
致：⟪org_name|上海启明科技有限公司⟫ 行政部
品名                        单价        数量    金额
得力A4复印纸 70g 500张/包      ⟪price|¥23.50⟫      100     ⟪line_price|¥2,350.00⟫
晨光中性笔 0.5mm 黑（⟪sku|AGP13604⟫）   ⟪price|¥1.20⟫       300     ⟪line_price|¥360.00⟫
合计：⟪org_total|¥2,710.00⟫（含税13%）
报价有效期：⟪validity_period|15天⟫"""),

("wecom_group_window_cleaning",
"""【外墙清洗项目群】
⟦PERSON|彭立新⟧：明天⟪site_name|国贸三期⟫外墙，预报⟪wind_level|5级风⟫，暂停作业。
⟦PERSON|谢晨⟧：收到。新来的⟦PERSON|小宋⟧体检报告出来了，⟦MEDICAL|血压150/95⟧，高空作业不合格。
⟦PERSON|彭立新⟧：那先让他做地面。吊篮安全绳检测报告（⟪report_no|DL-JC-0427⟫）发我一下
⟦PERSON|谢晨⟧：好。群机器人地址我换成新的了：⟦SECRET|$wecom_hook_1⟧ 旧的作废"""),

("deposit_refund_request",
"""押金退还申请
租赁单号：⟪rental_no|ZL-240518-07⟫
承租人：⟦PERSON|邓佳⟧        手机：⟦PHONE|187 2156 0349⟧
租赁物品：⟪product_description|圆桌20张、椅套200个、舞台灯4台⟫
押金⟦AMOUNT|3000元⟧，扣除椅套污损⟦AMOUNT|120元⟧，应退⟦AMOUNT|2880元⟧
退款卡号：⟦CARD|$card_up_1⟧（⟪org_name|中国银行⟫，户名⟦PERSON|邓佳⟧）
经办：⟦PERSON|范文静⟧"""),

("voice_transcript_alarm_call",
"""[语音转文字] ⟪org_name|安邦保安⟫24小时值班室 ⟪call_time|02:14⟫
"喂，值班室吗？我是⟪org_name|锦绣花园⟫业主⟦PERSON|梁志远⟧，住⟦ADDRESS|南京市鼓楼区锦绣花园6栋2单元1801⟧，我家报警器一直响，密码按了⟦PASSWORD|二五八零九一⟧还是停不下来。我老婆有⟦MEDICAL|心脏病⟧，被吓到了，麻烦赶紧派人。我电话⟦PHONE|一八六，零二一三，七七四五⟧。"
值班员⟦PERSON|高翔⟧：好的⟦PERSON|梁先生⟧，⟦PERSON|老罗⟧五分钟到。"""),

("sql_member_dump",
"""-- 会员表导出（网站改版迁移用，用完删除！）
INSERT INTO `member` (`id`,`real_name`,`mobile`,`id_card`,`email`,`pwd`,`reg_ip`,`created_at`) VALUES
(⟪row_id|10231⟫,'⟦PERSON|孙悦⟧','⟦PHONE|13916027735⟧','⟦IDCARD|$id_sun⟧','⟦EMAIL|sunyue99@163.com⟧','⟪md5_hash|$md5_2⟫','⟦IP_ADDRESS|117.136.8.92⟧','⟪created_at|2024-03-02 21:17:05⟫'),
(⟪row_id|10232⟫,'⟦PERSON|韩冬⟧','⟦PHONE|18602134490⟧','⟦IDCARD|$id_yang⟧','⟦EMAIL|handong_sh@qq.com⟧','⟪md5_hash|e10adc3949ba59abbe56e057f20f883e⟫','⟦IP_ADDRESS|223.104.5.201⟧','⟪created_at|2024-03-05 09:40:12⟫');"""),
]

# ---------------------------------------------------------------- part 2
TEXTS += [
("payslip_cleaning",
"""⟪org_name|星耀物业服务有限公司⟫ ⟪pay_period|2024年5月⟫工资条
姓名：⟦PERSON|何晓雯⟧    工号：⟪employee_id|XY-0231⟫    岗位：保洁领班
基本工资 ⟦AMOUNT|3800.00元⟧    加班费 ⟦AMOUNT|420.00元⟧    全勤奖 ⟦AMOUNT|200.00元⟧
社保个人部分 -⟦AMOUNT|486.40元⟧
实发 ⟦AMOUNT|3933.60元⟧
发放卡号：⟪masked_card|6222 **** **** 3318⟫"""),

("dingtalk_leave_approval",
"""【钉钉审批】请假申请    审批编号 ⟪approval_no|202406051033000172⟫
申请人：⟦PERSON|唐俊⟧（运维二组）
请假类型：病假    时长：3天（6月5日-6月7日）
事由：⟦MEDICAL|急性肠胃炎⟧，附医院诊断证明，需要⟦MEDICAL|输液⟧两天
工作交接：客户⟪org_name|东方红酒店⟫机房巡检交给⟦PERSON|小杨⟧，堡垒机账号当面交接
病假工资按⟪policy_rate|80%⟫发放
审批人：⟦PERSON|吴海峰⟧ ✔ 已同意"""),

("visitor_log_ocr",
"""访客登记表（手写识别）⟪site_name|嘉里中心北塔⟫ ⟪log_date|2024.05.21⟫
序号  姓名      证件号                  来访单位          事由    进     出
1    ⟦PERSON|冯涛⟧     ⟦IDCARD|$id_feng⟧     ⟪org_name|虫虫不见除虫⟫      灭鼠    09:05  10:30
2    ⟦PERSON|宋晓光⟧   （未带证件）            ⟪org_name|顺丰速运⟫          送件    09:40  09:45
3    ⟦PERSON|郑丽⟧     ⟦IDCARD|$id_zheng⟧  财务咨询          面谈    10:10  11:00"""),

("xiaohongshu_post_coworking",
"""打工人的周末｜在⟪org_name|WeWork⟫⟪place|威海路⟫办公是什么体验🌟
月卡⟪tariff|1999元⟫，咖啡无限续☕ 前台⟦PERSON|Coco⟧超nice，帮我找回了丢的⟪product_name|AirPods Pro⟫！
椅子是⟪product_name|Herman Miller Aeron⟫，坐了一个月我的⟦MEDICAL|颈椎病⟧都好多了😂
吐槽：热桌押金⟦AMOUNT|500元⟧退了两个礼拜还没到账
@⟦PERSON|阿May的职场日记⟧ 你上次说的那家在哪呀？
#联合办公 #上海打工人"""),

("wechat_waste_dispatch",
"""⟦PERSON|老马⟧：⟦PERSON|刘德胜⟧，明天⟪place|高新区⟫那个工地要三车，你带⟦PERSON|小何⟧去
⟦PERSON|刘德胜⟧：好。上次那单客户还欠⟦AMOUNT|1350块⟧没结，说这周转
⟦PERSON|老马⟧：他转了，截图发你
[转账截图] ⟦PERSON|汤磊⟧ 向你转账 ⟦AMOUNT|¥1,350.00⟧  交易单号 ⟪transaction_id|100005010124061200009871⟫
⟦PERSON|刘德胜⟧：收到👍 车还是开⟪van_reg|川A·7X325⟫那辆吧"""),

("termite_service_contract",
"""白蚁预防服务合同        合同号：⟪contract_no|BY-2024-HZ-0139⟫
委托方（业主）：⟦PERSON|周建国⟧    身份证号：⟦IDCARD|$id_zhou⟧    出生日期：⟦DATE_OF_BIRTH|1979-05-21⟧
房屋地址：⟦ADDRESS|浙江省杭州市西湖区翠苑三区18幢2单元301室，邮编310012⟧
服务内容：新房白蚁预防，药剂⟪product_name|联苯菊酯2.5%微乳剂⟫，保修⟪warranty_period|8年⟫
收费：⟪tariff|18元/平方米⟫ × 建筑面积96平，合计⟦AMOUNT|1728元⟧，业主已付清。"""),

("email_requirements_confirmation",
"""主题：【需求确认】⟪org_name|安邦保安⟫官网改版二期

⟦PERSON|宋总⟧您好，

附件是二期需求确认书⟪document_version|v1.3⟫，请过目。测试环境 http://⟦IP_ADDRESS|47.100.18.233⟧:⟪port|8081⟫ ，账号 admin，密码 ⟦PASSWORD|Anbang#Test66⟧，上线前会删除测试账号。
二期合同尾款⟪contract_amount|¥36,000⟫按合同约定验收后支付。

⟦PERSON|杨帆⟧ | 项目经理 | ⟪org_name|像素工坊网络科技⟫
手机/微信：⟦PHONE|177 1702 6638⟧"""),

("medical_checkup_summary",
"""⟪org_name|安邦保安⟫ 2024年度员工体检 异常汇总（保密）
姓名      工号          异常项目
⟦PERSON|马国栋⟧    ⟪employee_id|AB-0117⟫     ⟦MEDICAL|空腹血糖7.8mmol/L⟧，建议内分泌科复查
⟦PERSON|高翔⟧      ⟪employee_id|AB-0152⟫     ⟦MEDICAL|轻度脂肪肝⟧
⟦PERSON|罗敏⟧      ⟪employee_id|AB-0203⟫     ⟦MEDICAL|右眼视力0.3⟧
体检机构：⟪org_name|美年大健康⟫（⟪place|鼓楼分院⟫）"""),

("jd_customer_service_chat",
"""【京东客服对话】
买家 ⟦PERSON|jd_曹宇⟧：你好，我买的⟪product_name|人体工学椅 M18⟫扶手断了，订单 ⟪order_id|289011734562⟫
客服 ⟪bot_name|京小智⟫：亲，麻烦提供收货地址和电话核实一下哦～
买家：⟦ADDRESS|北京市朝阳区望京西园四区412号楼1单元803⟧，⟦PHONE|185 1046 2239⟧，⟦PERSON|曹宇⟧
客服：已为您申请退款⟦AMOUNT|¥899⟧，原路返回，1-3个工作日到账～"""),

("env_miniprogram_backend",
"""# 保洁预约小程序 后端 .env（⟦PERSON|林悦⟧ 2024-03 交接，勿提交git）
WX_APPID=⟪app_id|$wx_appid_2⟫
WX_SECRET=⟦SECRET|$wx_secret_2⟧
ALIYUN_ACCESS_KEY_ID=⟦APIKEY|$aliyun_akid_1⟧
ALIYUN_ACCESS_KEY_SECRET=⟦SECRET|$aliyun_secret_1⟧
SMS_SIGN_NAME=⟪sms_sign_name|星耀保洁⟫
DB_URL=mysql://bj_app:⟦SECRET|Xq7%23pL2m⟧@⟦IP_ADDRESS|10.0.8.12⟧:3306/booking"""),

("complaint_letter_guard",
"""致⟪org_name|安邦保安⟫：
本人⟦PERSON|钱文博⟧，住⟦ADDRESS|南京市鼓楼区锦绣花园3栋1单元502⟧。⟪incident_date|5月20日晚⟫，贵司保安⟦PERSON|小高⟧在小区门口拒绝我进入并推搡，导致我⟦MEDICAL|左手腕软组织挫伤⟧，就医花费⟦AMOUNT|653.8元⟧（附⟪org_name|鼓楼医院⟫发票）。要求赔偿并书面道歉。
联系电话：⟦PHONE|139 5188 0427⟧"""),

("catering_order_confirmation",
"""【订单确认】⟪org_name|味道工坊宴会餐饮⟫
客户：⟪org_name|华东电力设计院⟫工会    联系人：⟦PERSON|钱小姐⟧ ⟦PHONE|021-6288 4410⟧
活动：⟪event_name|2024年职工运动会⟫午餐350份，标准⟪price|45元/份⟫
合计⟪org_total|15,750元⟫，单位预付款⟪org_payment|5,000元⟫已到账
特殊需求：⟦PERSON|钱小姐⟧说有一位老师⟦MEDICAL|海鲜过敏⟧，请单独备餐。"""),

("server_handover_table",
"""## ⟪org_name|东方红酒店⟫ 服务器清单（交接用）
| 主机 | IP | 账号 | 密码 | 备注 |
|---|---|---|---|---|
| 前台PMS | ⟦IP_ADDRESS|172.20.1.10⟧ | administrator | ⟦PASSWORD|Dfh@2023pms⟧ | ⟪os_version|Windows Server 2016⟫ |
| 监控NVR | ⟦IP_ADDRESS|172.20.1.64⟧ | admin | ⟦PASSWORD|hik12345+⟧ | ⟪org_name|海康威视⟫ |
| 出口 | ⟦IP_ADDRESS|222.73.41.186⟧ | - | - | 电信固定IP |
| 文档示例 | ⟪doc_ip|198.51.100.7⟫ | - | - | 别用 |
交接人：⟦PERSON|唐俊⟧ → ⟦PERSON|小杨⟧"""),

("housekeeping_order_json",
"""{"orderId":"⟪order_id|JZ2024061800451⟫","service":"擦玻璃（3小时）","listPrice":⟪price|210⟫,
 "customer":{"name":"⟦PERSON|蒋雪梅⟧","phone":"⟦PHONE|136 8162 0093⟧","address":"⟦ADDRESS|上海市长宁区仙霞路1101弄5号202室⟧"},
 "worker":{"name":"⟦PERSON|王秀英⟧","workerId":"⟪worker_id|W-3318⟫"},
 "paid":"⟦AMOUNT|¥210.00⟧","coupon":"⟪coupon_code|NEW20⟫",
 "remark":"家里有猫叫⟪pet_name|年糕⟫，别开阳台门；我妈⟦MEDICAL|刚做完白内障手术⟧在休息，请小声点"}"""),

("price_list_housekeeping",
"""⟪org_name|洁美家政⟫ 2024夏季价目表
日常保洁  ⟪price|45元/小时⟫（3小时起）
深度保洁  ⟪price|8元/平方米⟫
擦玻璃    ⟪price|15元/平方米⟫（高层另议）
开荒保洁  ⟪price|12元/平方米⟫
除螨      ⟪price|199元/次⟫
活动期间 ⟪promo_period|6月1日-6月30日⟫ 新客立减⟪discount|30元⟫，券码 ⟪coupon_code|SUMMER30⟫"""),

("accident_report_waste_truck",
"""安全事故报告        编号 ⟪incident_no|AQ-2024-011⟫
时间：⟪incident_datetime|2024年6月3日 15:40⟫    地点：⟪place|成华区建设路⟫
当事司机：⟦PERSON|刘德胜⟧，身份证号 ⟦IDCARD|$id_liu⟧
经过：倒车时未注意后方，剐蹭行人⟦PERSON|孟女士⟧（⟦PHONE|152 8114 6093⟧），致其⟦MEDICAL|右小腿擦伤⟧，已送⟪org_name|华西医院⟫处理，司机垫付医药费⟦AMOUNT|860元⟧。
车辆：⟪van_reg|川A·7X325⟫"""),

("wechat_furniture_recycling",
"""⟦PERSON|韩冬⟧：老板，我们公司搬家，有20张工位、10把椅子要处理，你们收吗？
⟦PERSON|宋晓光⟧：收的，看照片工位⟪price|80一张⟫，椅子⟪price|30一把⟫
⟦PERSON|韩冬⟧：行，钱直接打我个人卡吧 ⟦CARD|$card_up_4⟧
⟦PERSON|宋晓光⟧：好嘞，一共⟦AMOUNT|1900块⟧，周六上午来拉，地址发我
⟦PERSON|韩冬⟧：好，⟪place|徐汇区⟫，具体短信发你"""),
]

# ---------------------------------------------------------------- part 3
TEXTS += [
("venue_card_guarantee",
"""会议场地预订担保函        预订号：⟪booking_ref|HY-20240719-02⟫
场地：⟪venue|国际会议中心3号厅⟫，场地费⟪price|12,800元/天⟫（含茶歇）
预订人：⟦PERSON|黄志强⟧        手机：⟦PHONE|138 0571 3392⟧
信用卡号：⟦CARD|$card_mc_5⟧    有效期：08/27    安全码：⟦CVV|405⟧
担保金额：⟦AMOUNT|人民币8000元⟧
持卡人签名：⟦PERSON|黄志强⟧"""),

("outbound_staff_list",
"""【出境人员名单】⟪event_name|澳门美食节⟫ 餐饮服务团队（⟪org_name|味道工坊宴会餐饮⟫）
航班：⟪flight_no|NX117⟫  7月18日 去程
序号  姓名      性别  出生日期        护照号
1    ⟦PERSON|谢婉婷⟧    女    ⟦DATE_OF_BIRTH|1996-10-08⟧    ⟦PASSPORT|$pp_cn_1⟧
2    ⟦PERSON|罗家豪⟧    男    ⟦DATE_OF_BIRTH|1993-03-27⟧    ⟦PASSPORT|$pp_cn_2⟧"""),

("hk_guard_record_update",
"""【保安員資料更新】⟪org_name|港盾保安服務有限公司⟫  更新日期：⟪update_date|2024年5月2日⟫
姓名：⟦PERSON|陳家明⟧
身份證號碼：⟦NATIONAL_ID|$hkid_1⟧
住址：⟦ADDRESS|九龍觀塘協和街101號8樓C室⟧
聯絡電話：⟦PHONE|9123 4876⟧
駐守地點：⟪site_name|創紀之城5期⟫        月薪：⟦AMOUNT|HK$18,500⟧"""),

("equipment_delivery_note",
"""送货单        单号：⟪delivery_note_no|SH-0617-22⟫
客户：⟦PERSON|林小姐⟧    ⟦PHONE|159 0591 2276⟧
送货地址：⟦ADDRESS|福州市仓山区金山大道618号桔园洲别墅A12栋⟧
物品：⟪product_description|10×20米欧式帐篷1顶、30kW静音发电机1台⟫
车辆：⟪vehicle_type|9.6米货车⟫
押金：⟦AMOUNT|5000元⟧（微信已收）
司机：⟦PERSON|老郑⟧"""),

("it_ticket_password_reset",
"""【工单】⟪ticket_id|IT-20240522-0031⟫    客户：⟪org_name|华东电力设计院⟫
报修人：⟦PERSON|范文静⟧（行政部）分机 ⟦PHONE|021-6288 4455⟧
问题：OA（⟪software_version|泛微e-cology 9.0⟫）密码忘了，邮箱也登不上
处理：已重置OA密码为 ⟦PASSWORD|Hd@20240522⟧，提醒首次登录修改；邮箱 ⟦EMAIL|fanwenjing@ecepdi.cn⟧ 已解锁。
处理人：⟦PERSON|小杨⟧"""),

("zhihu_answer_cleaning_business",
"""谢邀。我2019年在⟪place|长沙⟫开的保洁公司，现在12个人，说几个坑：
1. 保险一定要买。去年员工⟦PERSON|小唐⟧擦玻璃摔下来，⟦MEDICAL|腰椎骨折⟧，光医药费就⟦AMOUNT|四万多块⟧，幸亏买了⟪org_name|平安⟫的雇主险。
2. 报价别太低，我们开荒⟪price|10元/平⟫起，低于这个基本白干。
3. 别指望暴富，我自己去年到手也就⟦AMOUNT|十五万块⟧左右。"""),

("access_control_log_zh",
"""[2024-06-12 22:31:07] 门禁 ⟪device_name|东门-闸机02⟫ 刷卡失败 卡号⟪card_serial|3A5F9C21⟫ 持卡人 ⟦PERSON|冯涛⟧
[2024-06-12 22:31:40] 人脸识别通过 ⟦PERSON|冯涛⟧ 相似度 ⟪similarity_score|0.962⟫
[⟪log_timestamp|2024-06-12 22:35:02⟫] 管理后台登录 用户 ⟦PERSON|gaoxiang⟧ 来源IP ⟦IP_ADDRESS|183.14.29.77⟧"""),

("property_notice_mosquito",
"""【温馨提示】⟪org_name|翠苑三区物业⟫
本周四（⟪notice_date|6月20日⟫）上午9:00-11:00进行小区灭蚊消杀，药剂为⟪product_name|高效氯氰菊酯⟫，对人体低毒。
请业主关好门窗，宠物请勿外出，⟪leaflet_wording|过敏体质⟫人员请注意避开。
咨询电话：⟦PHONE|0571-8821 6630⟧"""),

("bank_transfer_receipt_ocr",
"""[转账回单 识别结果]
付款人：⟪org_name|洁美家政服务有限公司⟫
付款账号：⟪org_account|3100 2104 0900 5566 123⟫
收款人：⟦PERSON|郭敏⟧
收款账号：⟦CARD|$card_up_5⟧
金额：⟦AMOUNT|¥1,200.00⟧    大写：⟦AMOUNT|壹仟贰佰元整⟧
用途：退还服务押金
交易流水号：⟪transaction_id|2024061900817754⟫"""),

("cctv_install_job_sheet",
"""施工单 ⟪job_number|AF-240608-15⟫  家庭监控安装
客户：⟦PERSON|曹先生⟧  ⟦PHONE|133 2107 6648⟧
地址：⟦ADDRESS|天津市南开区卫津路92号院3门601⟧
设备：⟪product_model|萤石C6CN⟫ ×3、⟪product_model|萤石X5S录像机⟫ ×1
WiFi：⟪ssid|TP-LINK_6F21⟫  密码 ⟦PASSWORD|caojia6601⟧
设备验证码：⟦PASSWORD|KJHTRE⟧（贴在机身底部，已拍照）"""),

("fine_notice_waste",
"""【整改通知】⟪org_name|西湖区城管执法局⟫  通知书编号 ⟪notice_no|XH-CG-2024-0612-07⟫
⟦PERSON|马先生⟧：经查，您于6月10日将装修垃圾倒入⟪place|翠苑三区⟫生活垃圾桶，依据⟪regulation_ref|《杭州市生活垃圾管理条例》第六十一条⟫，处罚款⟦AMOUNT|200元⟧，请于15日内缴纳。"""),

("coworking_member_registration",
"""会员入驻登记
姓名：⟦PERSON|许婷⟧        身份证：⟦IDCARD|$id_xu⟧
出生日期：⟦DATE_OF_BIRTH|1991.11.03⟧
公司：⟪org_name|一点设计工作室⟫        工位：⟪desk_number|B-12⟫
邮箱：⟦EMAIL|xuting.design@foxmail.com⟧
门禁卡号：⟪card_serial|0004471926⟫
紧急联系人：⟦PERSON|许国平⟧ ⟦PHONE|13701657281⟧"""),

("wechat_voice_to_text",
"""[语音 ⟪audio_duration|0:42⟫ 转文字] ⟦PERSON|周经理⟧啊，我是⟦PERSON|王秀英⟧（工号⟪employee_id|XY-0388⟫），这个月工资好像少发了，我算了应该是⟦AMOUNT|三千六百五十块⟧，结果只到了⟦AMOUNT|三千二百块⟧。还有我那个⟦MEDICAL|关节炎⟧的药费报销单上周交给⟦PERSON|小赵⟧了，麻烦你问一下。我电话⟦PHONE|一五零，二一一八，六六三零⟧。"""),

("backend_issue_report",
"""【后台异常反馈】提交人：⟦PERSON|杨帆⟧
客户⟪org_name|绿盾虫控⟫官网后台老是掉线，F12看到请求头：
Cookie: PHPSESSID=⟦SECRET|$php_sess_1⟧; lang=zh-cn
服务器 ⟦IP_ADDRESS|139.224.31.58⟧，PHP ⟪software_version|7.4.33⟫
可能是session.gc_maxlifetime太短，先改成⟪config_value|7200⟫试试"""),

("night_patrol_log",
"""夜间巡更记录  ⟪site_name|滨江一号⟫  ⟪log_date|2024-06-15⟫
01:20  ⟪checkpoint_id|P07⟫ 车库B2  正常
02:45  ⟪checkpoint_id|P11⟫ 电动车棚  发现一男子徘徊，盘问后出示身份证：⟦PERSON|孙建军⟧，⟦IDCARD|$id_ma⟧，自称找朋友，已登记劝离。
巡逻人：⟦PERSON|罗敏⟧、⟦PERSON|老唐⟧"""),

("canteen_health_cert_reminder",
"""【提醒】⟪site_name|张江园区食堂⟫以下员工健康证即将过期，请6月底前复检：
⟦PERSON|谢婉婷⟧（面点）—— 上次体检⟦MEDICAL|幽门螺杆菌阳性⟧，需复查
⟦PERSON|罗家豪⟧（切配）
⟦PERSON|冯师傅⟧（炉灶）—— ⟦MEDICAL|手部湿疹⟧，暂调离直接接触食品岗位
体检地点：⟪org_name|区疾控中心⟫，⟪price|80元/人⟫由公司承担"""),

("id_card_ocr",
"""[身份证OCR 置信度 ⟪ocr_confidence|0.97⟫]
姓名 ⟦PERSON|何丽萍⟧    性别 女    民族 汉
出生 ⟦DATE_OF_BIRTH|1997年7月29日⟧
住址 ⟦ADDRESS|广州市天河区石牌东路88号1204房⟧
公民身份号码 ⟦IDCARD|$id_he⟧
签发机关 ⟪issuing_authority|广州市公安局天河分局⟫    有效期限 ⟪validity_period|2016.08.12-2026.08.12⟫"""),
]

# ---------------------------------------------------------------- part 4
TEXTS += [
("dingtalk_group_key_leak",
"""⟦PERSON|陈静⟧ ⟪chat_time|14:03⟫：谁把通义的key写死在前端了？⟦APIKEY|$dashscope_1⟧ 这个马上作废，模型用的⟪model_name|qwen-plus⟫
⟦PERSON|王磊⟧ 14:05：是外包那边⟦PERSON|小邓⟧提交的，commit ⟪short_sha|a91f3e2⟫
⟦PERSON|陈静⟧ 14:06：GitHub的token也顺便换了 ⟦APIKEY|$ghp_2⟧，以后别再往群里贴了🙏"""),

("weibo_deposit_complaint",
"""#维权# 在⟪org_name|优客工场⟫⟪place|望京⟫租了4人间办公室，退租三个月了押金⟦AMOUNT|¥12,000⟧还没退！！社区⟦PERSON|韩经理⟧一直说在走流程。合同号⟪contract_no|UR-BJ-2023-1182⟫。有同样遭遇的朋友私信我，或者加我微信 ⟦PERSON|xiaozhu_wj⟧"""),

("customer_callback_record",
"""回访记录    ⟪org_name|家政e家⟫    服务期：⟪service_period|2024年6月⟫
客户：⟦PERSON|梁太⟧  ⟦PHONE|020-3862 1174⟧    套餐：⟪package_name|银卡月度保洁⟫
反馈：做得很好，希望以后固定由⟦PERSON|阿芳⟧上门。家里老人⟦MEDICAL|中风后行动不便⟧，拖完地请一定擦干。
回访人：⟦PERSON|Vivian⟧"""),

("wecom_vpn_account",
"""【VPN账号开通】工单 ⟪ticket_id|IT-20240617-0008⟫
⟦PERSON|邓佳⟧你好，VPN账号已开通：
服务器：⟦IP_ADDRESS|58.246.77.130⟧  端口 ⟪port|4433⟫
用户名：⟦PERSON|dengjia⟧
初始密码：⟦PASSWORD|Vpn#dj0617⟧
OTP密钥（导入身份验证器）：⟦SECRET|$totp_2⟧
客户端请用 ⟪software_version|FortiClient 7.2.4⟫"""),

("sms_furniture_delivery",
"""【⟪org_name|顺丰速运⟫】⟦PERSON|蒋女士⟧您好，您的⟪product_name|电动升降桌⟫（运单号⟪tracking_no|SF1427389011562⟫）今天由⟦PERSON|李师傅⟧派送，电话⟦PHONE|176 2199 0532⟧，预计14:00-16:00送达⟦ADDRESS|上海市长宁区仙霞路1101弄5号202室⟧。"""),

("wedding_banquet_contract",
"""婚宴预订合同        编号 ⟪contract_no|HY-2024-0923⟫
新郎：⟦PERSON|唐俊杰⟧  ⟦PHONE|139 1704 2265⟧        新娘：⟦PERSON|林可欣⟧
婚期：⟪event_date|2024年10月2日⟫    桌数：28桌    标准：⟪price|3888元/桌⟫
已付定金：⟦AMOUNT|20000元⟧
备注：新娘⟦MEDICAL|芒果过敏⟧，所有菜品不得含芒果；伴郎⟦PERSON|阿伟⟧负责当天对接。"""),

("wechat_driver_wages",
"""⟦PERSON|刘德胜⟧：⟦PERSON|老马⟧，⟪pay_period|6月份⟫司机工资我做好了
⟦PERSON|小何⟧ 出车22天 ⟦AMOUNT|6600元⟧
⟦PERSON|汤师傅⟧ 出车18天 ⟦AMOUNT|5400元⟧
⟦PERSON|汤师傅⟧说他换卡了，新卡号 ⟦CARD|$card_up_6⟧
另外⟪van_reg|川A·3Q871⟫那台车下周年检"""),

("icp_filing_info",
"""ICP备案信息（提交前核对）
网站名称：⟪site_title|绿盾虫控官网⟫    域名：⟪domain|lvdunpest.com⟫
主体单位：⟪org_name|上海绿盾虫害防治有限公司⟫
网站负责人：⟦PERSON|吴海峰⟧    证件：居民身份证 ⟦IDCARD|$id_wu⟧
手机：⟦PHONE|186 1653 0972⟧    应急电话：⟦PHONE|021-5172 3390⟧
邮箱：⟦EMAIL|wuhaifeng@lvdunpest.com⟧
服务器IP：⟦IP_ADDRESS|106.14.201.77⟧"""),

("email_reimbursement_request",
"""主题：关于垫付办公用品款
⟦PERSON|郑会计⟧您好，
我上周在⟪org_name|得力官方旗舰店⟫垫付了打印纸和硒鼓，共⟦AMOUNT|¥1,036.40⟧（订单号⟪order_id|3918820476551⟫，发票号⟪invoice_no|24312000000087311672⟫），发票已上传系统。麻烦报销到我的工资卡⟦CARD|$card_up_6⟧。
——⟦PERSON|曹宇⟧"""),

("guard_exam_results_csv",
"""# ⟪org_name|市保安协会⟫ 培训考试 ⟪exam_batch|2024-第3期⟫ 合格线⟪pass_mark|60⟫
姓名,身份证号,理论,实操,结果
⟦PERSON|高翔⟧,⟦IDCARD|$id_tang⟧,86,90,合格
⟦PERSON|罗敏⟧,⟦IDCARD|$id_guo⟧,58,75,补考"""),

("happy_hour_signup",
"""【周五Happy Hour接龙】⟪org_name|梦想加空间⟫ ⟪room_name|3F大会议室⟫ 人均⟪price|68元⟫
1. ⟦PERSON|Leo王⟧ +1
2. ⟦PERSON|孙悦⟧（⟦MEDICAL|乳糖不耐受⟧，不要奶茶）
3. ⟦PERSON|阿强⟧
4. ⟦PERSON|Tina⟧ ⟦MEDICAL|花粉过敏⟧，别放鲜花在我桌上哈"""),

("tender_project_manager",
"""三、拟派项目负责人（⟪tender_no|ZFCG-2024-0319⟫，⟪org_name|上海市政府采购中心⟫）
姓名：⟦PERSON|彭立新⟧    性别：男    出生日期：⟦DATE_OF_BIRTH|1983年3月8日⟧
身份证号：⟦IDCARD|$id_peng⟧
联系电话：⟦PHONE|138 1601 5529⟧
投标报价：⟪bid_price|¥486,000/年⟫（含税）"""),

("alarm_sms_passphrase",
"""【⟪org_name|安邦智联⟫】尊敬的用户，您家⟪product_model|AX PRO⟫报警主机于⟪alarm_time|06-18 03:12⟫触发"⟪zone_name|后门磁⟫"报警，已通知⟦PERSON|高翔⟧上门。如为误报请回复身份验证口令。
用户回复：⟦PASSWORD|红烧肉2024⟧ 误报，猫碰的"""),

("foreign_member_registration",
"""外籍会员登记
姓名：⟦PERSON|Lukas Becker⟧        国籍：德国
护照号：⟦PASSPORT|$pp_de_2⟧        签证：⟪visa_type|Z字签证⟫
手机：⟦PHONE|+86 152 0218 4477⟧
工位：⟪desk_number|C-07⟫        月租：⟪tariff|2600元⟫"""),

("wechat_window_cleaner_referral",
"""⟦PERSON|小雯⟧：你之前说的那个擦玻璃师傅电话多少？
⟦PERSON|Amy⟧：⟦PHONE|幺三八，零一六二，五五七九⟧，叫他⟦PERSON|老朱⟧就行，⟪price|十五块一扇⟫
⟦PERSON|Amy⟧：不过他上次在我家⟪place|世纪公园⟫那边还多收了⟦AMOUNT|五十块⟧路费，你先跟他讲好"""),
]
