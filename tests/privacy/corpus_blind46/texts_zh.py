# -*- coding: utf-8 -*-
"""Chinese texts of blind46, typed one at a time.  ⟦TYPE|value⟧ = span, ⟪kind|value⟫ = decoy."""

TEXTS = []

TEXTS += [
("wechat_chat", """[微信聊天] ⟦PERSON|许小姐⟧（⟪org_name|澳行留学⟫顾问）
⟦PERSON|许小姐⟧ ⟪message_time|10:21⟫：⟦PERSON|小赵⟧，你的学签材料我核对完了，护照号是 ⟦PASSPORT|$pp_cn1⟧ 对吧？新换的那本。
我 10:23：对的对的
⟦PERSON|许小姐⟧ 10:24：存款证明要满28天，你爸那边存了多少？
我 10:26：我爸说存了⟦AMOUNT|42万⟧，在⟪org_name|工行⟫做的定期
⟦PERSON|许小姐⟧ 10:27：够了。CAS上出生日期写的是⟦DATE_OF_BIRTH|2001-07-27⟧，你把身份证号发我核对一下
我 10:30：⟦IDCARD|$idc_2⟧
⟦PERSON|许小姐⟧ 10:31：OK。体检报告写了⟦MEDICAL|乙肝小三阳⟧，英国签证不影响，放心。顾问费尾款⟦AMOUNT|¥8,000⟧记得月底前转哈
"""),

("sms_notice", """【⟪org_name|国家开发银行⟫】尊敬的⟦PERSON|李俊杰⟧同学：您2024学年生源地信用助学贷款⟦AMOUNT|12000.00元⟧已于9月20日发放至⟪org_name|西南交通大学⟫账户，合同编号⟪contract_no|51010720240918337⟫。本年度应还利息⟦AMOUNT|386.50元⟧，请于12月20日前存入支付宝账户。咨询电话⟦PHONE|400-615-8686⟧。
"""),

("dingtalk_notice", """【钉钉群通知】⟪org_name|紫荆公寓⟫7号楼住户群
@所有人 从今天起7号楼东门门禁密码改为 ⟦PASSWORD|6281#⟧，请勿告知外来人员。
宿舍报修请联系楼长⟦PERSON|周建国⟧（⟦PHONE|139 1027 4456⟧），工作时间8:30-17:00。
另：B区⟪room_number|412⟫的⟦PERSON|张梓涵⟧同学，你的押金退款⟦AMOUNT|500元⟧已退回原支付宝账户，有问题找⟦PERSON|周建国⟧。
住宿费标准：四人间⟪rent_tariff|1200元/年⟫，二人间⟪rent_tariff|1800元/年⟫。
"""),

("exam_confirmation_email", """主题：【雅思考试】报名确认 — ⟪exam_session|2025年4月12日 笔试⟫

⟦PERSON|陈思远⟧ 您好：

您已成功报名雅思学术类考试。
考生姓名：⟦PERSON|CHEN SIYUAN⟧
证件类型：居民身份证　证件号码：⟦IDCARD|$idc_4⟧
出生日期：⟦DATE_OF_BIRTH|2003年5月19日⟧
考点：⟪exam_centre|杭州雅思考点(CN034)⟫
报名号：⟪registration_id|IELTS-CN-0419-88213⟫
已缴考试费：⟦AMOUNT|人民币2170元⟧

请于考试当天携带报名时使用的有效证件原件。客服热线：⟦PHONE|400-100-0058⟧
"""),

("trial_screening_form", """【小程序】某三甲医院降压药临床试验 —— 受试者预筛问卷（编号⟪submission_id|HT-PRE-00731⟫）
姓名：⟦PERSON|黄丽萍⟧　性别：女
出生日期：⟦DATE_OF_BIRTH|1969年7月12日⟧
手机：⟦PHONE|13957162208⟧
既往病史：⟦MEDICAL|高血压8年⟧，⟦MEDICAL|2型糖尿病⟧
目前用药：⟦MEDICAL|苯磺酸氨氯地平片 5mg 每日一次⟧；⟦MEDICAL|二甲双胍⟧
过敏史：⟦MEDICAL|青霉素过敏⟧
最近一次血压：⟦MEDICAL|152/96 mmHg⟧
招募说明：完成全部随访可获交通补贴⟪reimbursement_rate|每次200元⟫。方案版本⟪protocol_version|V2.1⟫。
"""),

("conference_receipt", """第十二届全国语言测试学术研讨会 —— 注册回执

参会人：⟦PERSON|刘晓燕⟧　职称：副教授
单位：⟪org_name|北京语言大学⟫
手机：⟦PHONE|186 1120 3349⟧　邮箱：⟦EMAIL|liuxy@blcu.edu.cn⟧
注册类型：正式代表（会员价⟪registration_fee|1800元⟫，非会员⟪registration_fee|2200元⟫）
已支付：⟦AMOUNT|¥2,200.00⟧（个人微信支付，交易单号⟪transaction_id|4200002291202503114471⟫）
发票抬头：北京语言大学　税号：⟪tax_id|12100000400000345X⟫
住宿：需要，与⟦PERSON|王静⟧老师合住
"""),

("price_list", """⟪org_name|上海科仪实验器材有限公司⟫　2025年第一季度高校优惠价目表（含税）

产品编号　　　　　名称　　　　　　　　　规格　　　　单价
⟪product_code|KY-PIP-1000⟫　　单道移液器 100-1000μL　　1支　　　⟪unit_price|¥1,380.00⟫
⟪product_code|KY-CF-1524⟫　　 高速微量离心机　　　　　 24孔　　　⟪unit_price|¥6,900.00⟫
⟪product_code|KY-TIP-200⟫　　 吸头 200μL 盒装　　　　　960支　　 ⟪unit_price|¥98.00⟫
⟪product_code|KY-GLV-M⟫　　　 丁腈手套 M号　　　　　　 100只　　 ⟪unit_price|¥45.00⟫

满⟪delivery_threshold|¥3,000⟫包邮，危化品另收运费⟪surcharge|¥150⟫/单。报价有效期至⟪deadline|2025-03-31⟫。
"""),

("thank_you_letter", """尊敬的⟦PERSON|郑国栋⟧校友：

您好！感谢您向⟪fund_name|"求是"奖学金⟫捐赠⟦AMOUNT|人民币伍万元整（¥50,000.00）⟧，善款已于2024年12月18日到账，票据编号⟪receipt_no|ZJUEF-2024-06617⟫。
捐赠证书将邮寄至您登记的地址：⟦ADDRESS|浙江省宁波市鄞州区天童南路588号 东方威尼斯12幢1801室，邮编315100⟧。
如地址有变，请联系校友会⟦PERSON|孙老师⟧：⟦PHONE|0571-8820 6413⟧。

截至目前，本基金累计募集⟪org_total|1,362万元⟫。再次感谢！
"""),

("feishu_bot_config", """# 实验室仪器预约提醒机器人 config.yaml（⟦PERSON|老周⟧写的，别乱改）
feishu:
  app_id: ⟪app_id|cli_a5f31e8c7b39d00e⟫
  app_secret: ⟦SECRET|Kq7mZ2vR9xL4tPb8wN1cF6hJ3sYd0gEa⟧
  webhook: ⟦SECRET|$sec_feishu1⟧
instruments:
  - name: 激光共聚焦 ⟪instrument_model|LSM 980⟫
    room: ⟪room_number|B305⟫
    admin: ⟦PERSON|周海峰⟧
    admin_phone: ⟦PHONE|15821947730⟧
"""),

("shell_script", """#!/bin/bash
# 招生系统 每日备份 + 企业微信告警  by ⟦PERSON|xuhaoran⟧
DB_HOST=⟦IP_ADDRESS|172.20.3.15⟧
DB_PASS='⟦PASSWORD|Zs@2024#bak⟧'
WEBHOOK="⟦SECRET|$sec_wecom1⟧"

mysqldump -h $DB_HOST -u zs_bak -p"$DB_PASS" zhaosheng > /data/bak/zs_$(date +%F).sql
if [ $? -ne 0 ]; then
  curl -s "$WEBHOOK" -H 'Content-Type: application/json' -d '{"msgtype":"text","text":{"content":"招生库备份失败，请@⟦PERSON|徐浩然⟧处理"}}'
fi
# 备份机 ⟪loopback|127.0.0.1⟫ 上另有 rsync，端口 ⟪port|873⟫
"""),

("zhihu_post", """【知乎】F1签证被check了两个月，终于下签，分享一下经历

坐标上海，⟪org_name|领馆⟫面签。背景：材料专业，去⟪org_name|UIUC⟫读博，全奖。
面签那天VO问了我导师名字和研究方向，然后给了白条，让补CV和研究计划。DS-160确认号⟪confirmation_no|AA00EXQ7Z9⟫。
期间我焦虑到⟦MEDICAL|失眠⟧，还去医院开了⟦MEDICAL|右佐匹克隆⟧……
护照（⟦PASSPORT|$pp_cn3⟧）一直押在领馆，8月3号才拿回来。
存款证明当时开了⟦AMOUNT|60万人民币⟧，其实全奖根本用不上。
评论区有人问，我的微信号 ⟦PERSON|momo_lin1998⟧，欢迎交流～
"""),

("csv_interview_list", """考生编号,姓名,身份证号,初试总分,复试时间,联系电话
⟪exam_candidate_no|100035210000417⟫,⟦PERSON|王雨桐⟧,⟦IDCARD|$idc_10⟧,⟪exam_score|386⟫,3月28日上午,⟦PHONE|13611029384⟧
⟪exam_candidate_no|100035210000522⟫,⟦PERSON|马骁⟧,⟦IDCARD|$idc_6⟧,⟪exam_score|371⟫,3月28日上午,⟦PHONE|18702746615⟧
⟪exam_candidate_no|100035210001108⟫,⟦PERSON|欧阳佳琪⟧,⟦IDCARD|$idc_17⟧,359,3月28日下午,⟦PHONE|15077215530⟧
"""),
]

TEXTS += [
("rental_contract", """房屋租赁合同（学生租住）　合同编号：⟪contract_no|ZL-2025-03-0117⟫

甲方（出租方）：⟦PERSON|王建华⟧　身份证号：⟦IDCARD|$idc_7⟧　电话：⟦PHONE|138-0571-2246⟧
乙方（承租方）：⟦PERSON|林可欣⟧　身份证号：⟦IDCARD|$idc_3⟧　电话：⟦PHONE|176 5810 3392⟧
房屋坐落：⟦ADDRESS|杭州市西湖区文三路478号华星花园2幢1单元602室（邮编310012）⟧
租期：⟪tenancy_term|2025年3月1日至2026年2月28日⟫
月租金：⟦AMOUNT|人民币叁仟贰佰元整（¥3,200）⟧，押一付三；押金：⟦AMOUNT|¥3,200⟧
甲方收款账户：⟦CARD|$up_1⟧（⟪bank_branch|中国农业银行杭州文三路支行⟫）
"""),

("refund_application", """⟪org_name|新东方⟫学员退费申请表　　申请编号：⟪request_id|TF20250217-0093⟫
学员姓名：⟦PERSON|赵一鸣⟧　　联系电话：⟦PHONE|15201349976⟧
报读课程：⟪course_code|托福强化全程班 TF-QH-25S⟫　　已缴费用：⟦AMOUNT|¥12,800⟧
申请退费金额：⟦AMOUNT|¥7,680⟧（已上课16课时，按⟪policy_rate|每课时320元⟫扣除）
退费原因：学员1月底因⟦MEDICAL|急性阑尾炎⟧住院行⟦MEDICAL|腹腔镜阑尾切除术⟧，需休养两个月，无法继续上课。
收款银行卡号：⟦CARD|$up_2⟧　开户行：⟪bank_branch|招商银行北京分行⟫
班主任意见：情况属实，同意。——⟦PERSON|小何⟧
"""),

("ops_ticket", """【运维工单】⟪ticket_id|OPS-2025-0311⟫　实验室GPU服务器疑似被爆破
报告人：⟦PERSON|刘洋⟧（课题组管理员）
现象：/var/log/auth.log 中 3 月 10 日夜间出现大量失败登录，来源 ⟦IP_ADDRESS|61.177.172.140⟧、⟦IP_ADDRESS|218.92.0.112⟧，尝试用户名 root、admin、⟦PERSON|liuyang⟧。
内网机器 ⟦IP_ADDRESS|10.10.5.21⟧ 的 22 端口直接映射到了公网，已关闭。
处理：已封禁上述 IP，已要求 ⟦PERSON|liuyang⟧ 修改密码；系统版本 ⟪os_version|Ubuntu 22.04.4⟫，补丁已更新。
"""),

("journal_email", """⟦PERSON|何文博⟧ 老师：您好！

您投往《⟪journal_name|外语教学与研究⟫》的稿件（稿号：⟪manuscript_id|WYJX2025-0416⟫）已通过外审，拟于2025年第4期刊出。
您已缴纳的版面费⟦AMOUNT|3,600元⟧已确认到账（本刊版面费标准为⟪fee|每页400元⟫）。
请于5月10日前将终校稿发至编辑部邮箱 ⟦EMAIL|wyjx_bjb@fltrp.example.cn⟧，如有疑问请致电⟦PERSON|钱编辑⟧：⟦PHONE|010-8881 6240⟧。

编辑部
"""),

("phone_record", """招生办咨询电话记录　2025-06-26　接听人：⟦PERSON|孟老师⟧
来电人：考生家长，自称⟦PERSON|宋德胜⟧，手机⟦PHONE|135 3916 0288⟧
考生：⟦PERSON|宋子轩⟧，身份证号⟦IDCARD|$idc_19⟧，出生日期⟦DATE_OF_BIRTH|2002年10月24日⟧（复读生）
高考成绩：⟪exam_score|612分⟫，⟪exam_rank|全省位次8,431⟫
咨询事项：能否报考国家专项计划；孩子有⟦MEDICAL|色弱⟧，问临床医学专业是否受限。
答复：⟦MEDICAL|色弱⟧不影响报考临床医学，专项资格以省考试院公示为准。
"""),

("alumni_directory", """| 姓名 | 届别 | 手机 | 邮箱 | 现单位 |
|---|---|---|---|---|
| ⟦PERSON|林志强⟧ | 2003级化学 | ⟦PHONE|13906013218⟧ | ⟦EMAIL|lzq2003@163.com⟧ | ⟪org_name|厦门钨业⟫ |
| ⟦PERSON|邱美华⟧ | 2005级生物 | ⟦PHONE|18650237719⟧ | ⟦EMAIL|qiumeihua@qq.com⟧ | ⟪org_name|福建医科大学附属协和医院⟫ |
| ⟦PERSON|黄伟⟧ | 2008级物理 | ⟦PHONE|15959288104⟧ | ⟦EMAIL|huangwei_phy@outlook.com⟧ | ⟪org_name|宁德时代⟫ |
（校友会秘书处整理，仅供理事会内部使用，更新于⟪updated_at|2025-01-06⟫）
"""),

("expense_approval", """【钉钉审批】个人垫付报销　审批编号 ⟪approval_no|202503141022000387⟫
申请人：⟦PERSON|蒋雨萌⟧（⟪org_name|高分子材料课题组⟫）
事由：垫付采购液氮罐及干冰（供应商：⟪org_name|苏州赛默飞特气⟫，发票号⟪invoice_no|04432011⟫）
报销金额：⟦AMOUNT|2,368.00元⟧
收款人银行卡：⟦CARD|$up_4⟧（本人工行卡）
审批人：⟦PERSON|陈教授⟧ → 财务⟦PERSON|小吴⟧
"""),

("case_summary", """临床试验受试者入组病历摘要　项目编号：⟪trial_code|CTR20241873⟫　中心编号：⟪site_no|03⟫
研究者：⟦PERSON|王主任⟧（主要研究者），协调员⟦PERSON|丁晓雯⟧
受试者：⟦PERSON|冯秀英⟧，女，出生日期⟦DATE_OF_BIRTH|1965-04-03⟧，筛选号⟪screening_no|S03-027⟫
诊断：⟦MEDICAL|类风湿关节炎（病程6年）⟧，合并⟦MEDICAL|骨质疏松⟧
既往用药：⟦MEDICAL|甲氨蝶呤 15mg 每周一次⟧，⟦MEDICAL|叶酸片⟧
筛选期检查：⟦MEDICAL|CRP 28.6 mg/L⟧，⟦MEDICAL|DAS28评分5.4⟧，⟦MEDICAL|乙肝两对半阴性⟧
结论：符合入排标准，随机号⟪randomization_no|R-0318⟫。
"""),

("xiaohongshu_post", """【小红书】📍大学城租房避雷‼️ 姐妹们千万别找这个中介

上个月通过中介⟦PERSON|小刘⟧（电话⟦PHONE|188 2031 7764⟧）看了⟪place_name|大学城南⟫的单间，签约当天交了押金⟦AMOUNT|2000元⟧+中介费⟦AMOUNT|1500元⟧，结果房东说根本没委托他😡
现在⟦PERSON|小刘⟧电话不接微信拉黑，已经报警，回执编号⟪police_ref|GA20250308441⟫。
大家租房一定要看房产证和房东身份证原件！#大学城租房 #避雷
"""),

("wechat_group", """【微信群】2026考研英语互助群
⟦PERSON|阿杰⟧：真题解析网盘链接放群公告了，提取码 ⟦PASSWORD|k8m3⟧
⟦PERSON|Lily王⟧：谢谢⟦PERSON|阿杰⟧🙏 有没有黄皮书第⟪edition|3⟫版的电子版
⟦PERSON|阿杰⟧：有，晚点发。另外周六线下自习室在⟪place_name|图书馆四楼⟫，门禁找管理员登记
⟦PERSON|老马⟧：我上次作文估分才⟪exam_score|12⟫分😭 谁能帮我改改
"""),
]

TEXTS += [
("visa_appointment_form", """⟪org_name|VFS Global⟫ 英国签证申请中心 — 预约信息确认
申请人姓名（拼音）：⟦PERSON|ZHOU YUXUAN⟧
中文姓名：⟦PERSON|周雨萱⟧
护照号码：⟦PASSPORT|$pp_cn4⟧　　出生日期：⟦DATE_OF_BIRTH|2004/06/21⟧
手机：⟦PHONE|+86 152 6634 8810⟧　　邮箱：⟦EMAIL|zhouyx0621@163.com⟧
通讯地址：⟦ADDRESS|山东省青岛市市南区香港中路76号颐和国际A座2305，266071⟧
GWF编号：⟪visa_application_ref|GWF072251904⟫　预约时间：⟪appointment_time|2025-07-08 09:30⟫
增值服务：优先处理（⟪service_price|¥2,180⟫）
"""),

("scholarship_publicity", """关于2024—2025学年国家奖学金获奖学生名单的公示

经学院推荐、学校评审，拟授予以下同学国家奖学金（每人⟪award_standard|8000元⟫）：
⟦PERSON|韩梦琪⟧（学号⟪student_id|2021310427⟫，⟪major|临床医学⟫）
⟦PERSON|古丽米拉·艾买提⟧（学号⟪student_id|2022110935⟫，⟪major|汉语言文学⟫）
⟦PERSON|欧阳浩⟧（学号⟪student_id|2021450118⟫，⟪major|电子信息工程⟫）
公示期：2024年10月15日—21日。如有异议，请联系学生处⟦PERSON|闫老师⟧，电话⟦PHONE|0931-891 2307⟧。
"""),

("sql_insert", """-- 公寓管理系统 导出 2024-09-01
INSERT INTO dorm_checkin (bed_no, name, id_card, phone, emergency_contact, emergency_phone, deposit, remark) VALUES
('⟪bed_no|S7-412-3⟫', '⟦PERSON|杨帆⟧', '⟦IDCARD|$idc_21⟧', '⟦PHONE|13760419935⟧', '⟦PERSON|杨国庆⟧', '⟦PHONE|13902281146⟧', '⟦AMOUNT|500元⟧', '⟦MEDICAL|哮喘⟧，随身带⟦MEDICAL|沙丁胺醇气雾剂⟧'),
('⟪bed_no|S7-412-4⟫', '⟦PERSON|邓子豪⟧', '⟦IDCARD|$idc_25⟧', '⟦PHONE|15638870214⟧', '⟦PERSON|邓建军⟧', '⟦PHONE|13598016672⟧', '⟦AMOUNT|500元⟧', NULL);
"""),

("procurement_contract", """设备采购合同（节选）　合同号：⟪contract_no|HT-SB-2025-0042⟫
甲方：⟪org_name|华中科技大学生命科学与技术学院⟫
乙方：⟪org_name|武汉博仪科技有限公司⟫
标的：⟪product_name|荧光定量PCR仪 QuantStudio 5⟫ 一台，合同总价⟪contract_total|¥268,000.00⟫（含三年保修）
乙方收款账户：⟪org_account|4200 1863 5080 5301 2271⟫（⟪bank_branch|建设银行武汉光谷支行⟫）
甲方联系人：⟦PERSON|邵卫东⟧　⟦PHONE|027-8779 2316⟧　⟦EMAIL|shaowd@hust.example.edu.cn⟧
乙方联系人：⟦PERSON|曹经理⟧　⟦PHONE|13871139025⟧
"""),

("email_to_supervisor", """主题：报考2026级博士 — ⟦PERSON|谢安琪⟧ — 自我介绍

尊敬的⟦PERSON|马教授⟧：

您好！我是⟪org_name|四川大学⟫分析化学专业硕士三年级学生⟦PERSON|谢安琪⟧，出生于⟦DATE_OF_BIRTH|1998年8月3日⟧，对您课题组的单细胞质谱方向非常感兴趣，已发表⟪publication_count|2篇⟫SCI论文（IF ⟪impact_factor|6.1⟫）。
附件为我的简历和成绩单，期待您的回复。
联系方式：⟦PHONE|187 8231 0456⟧ / ⟦EMAIL|xieanqi_scu@126.com⟧
"""),

("sick_leave_note", """请假条

⟪org_name|环球雅思⟫⟦PERSON|蔡老师⟧：
我是周末班（⟪class_code|GW-W12⟫）学员⟦PERSON|陶思琪⟧，因⟦MEDICAL|确诊甲型流感⟧，⟦MEDICAL|体温39.2℃⟧，医生建议居家隔离休息五天（附⟪org_name|仁济医院⟫诊断证明），故3月8日、9日的课程无法参加，申请补课。
联系电话：⟦PHONE|13122805317⟧
"""),

("parent_wechat", """[微信] ⟦PERSON|段老师⟧（留学缴费）
⟦PERSON|段老师⟧：家长您好，学校押金需要用孩子名下的卡刷，您把卡号和孩子身份证发我核对一下
我：卡号 ⟦CARD|$up_3⟧
我：身份证 ⟦IDCARD|$idc_15⟧，孩子叫⟦PERSON|宁一诺⟧
⟦PERSON|段老师⟧：收到，押金⟦AMOUNT|1,500英镑⟧，按今天汇率大概⟦AMOUNT|13,860元⟧。后面三位安全码不用发我哈，付款页面您自己输。
"""),

("donation_form", """⟪org_name|南开大学教育基金会⟫ 在线捐赠登记
捐赠人：⟦PERSON|蔡文斌⟧（1992级化学系校友）
联系电话：⟦PHONE|022-2350 8817⟧（宅）　⟦PHONE|13820093347⟧（手机）
证书邮寄地址：⟦ADDRESS|天津市南开区卫津路94号 南开花园14-3-201，300071⟧
捐赠项目：⟪fund_name|化学学院百年奖学金⟫　捐赠金额：⟦AMOUNT|¥20,000⟧
支付方式：银行卡⟦CARD|$up_5⟧
是否匿名：否　　项目编号：⟪project_code|NKEF-2025-CH100⟫
"""),

("app_log", """2025-03-02 08:15:44.207 INFO  [auth] 用户 ⟦PERSON|zhangwei_lab⟧ 登录成功 ip=⟦IP_ADDRESS|36.112.78.5⟧ ua=⟪user_agent|Chrome/122.0⟫
2025-03-02 08:15:51.019 INFO  [booking] ⟦PERSON|zhangwei_lab⟧ 预约 冷冻电镜 ⟪instrument_model|Krios G4⟫ 3月5日 09:00-21:00
2025-03-02 08:16:02.883 WARN  [auth] 用户 ⟦PERSON|lihong⟧ 密码错误 3 次 ip=⟦IP_ADDRESS|100.81.22.197⟧
2025-03-02 08:16:03.004 ERROR [sms] 短信发送失败 to=⟦PHONE|15810662347⟧ code=⟪error_code|isv.BUSINESS_LIMIT_CONTROL⟫ req=⟪request_id|$dec_uuid3⟫
"""),

("exam_room_schedule", """⟪exam_name|全国大学英语四、六级考试⟫（2025年6月）考场安排

考场号　　科目　　　　时间　　　　　　地点
⟪exam_room_no|0101⟫　　⟪exam_code|CET4-笔试⟫　　09:00-11:20　　⟪place_name|第一教学楼101⟫
⟪exam_room_no|0102⟫　　CET4-笔试　　09:00-11:20　　⟪place_name|第一教学楼102⟫
⟪exam_room_no|0215⟫　　⟪exam_code|CET6-笔试⟫　　15:00-17:25　　⟪place_name|第二教学楼215⟫

监考员8:00前到⟪place_name|行政楼三楼⟫领取试卷，考场座位号贴纸格式为⟪seat_label|0101-01⟫至⟪seat_label|0101-30⟫。
"""),

("lab_accident_notice", """关于化学楼实验室烫伤事故的情况通报

3月12日下午，⟪org_name|有机化学课题组⟫研究生⟦PERSON|邱子健⟧在使用油浴时不慎打翻，导致⟦MEDICAL|左手前臂二度烫伤，面积约2%⟧，已送⟪hospital_name|校医院⟫处理后转⟪hospital_name|瑞金医院烧伤科⟫，目前⟦MEDICAL|创面换药中⟧，无生命危险。
现场由安全员⟦PERSON|高立新⟧处置。请各课题组自查油浴、加热套使用情况，实验室安全检查表编号⟪form_no|AQ-JC-07⟫。
"""),

("dingtalk_robot_config", """# 期刊投稿系统 告警机器人（钉钉）
[dingtalk]
webhook = ⟦SECRET|$sec_dingtalk1⟧
secret = ⟦SECRET|$sec_dingsign1⟧
at_mobiles = ⟦PHONE|13520417786⟧,⟦PHONE|18910235541⟧
keyword = ⟪keyword|投稿告警⟫
; 负责人：⟦PERSON|郭文涛⟧，有问题钉他
"""),

("aliyun_config", """# oss_upload.py — 夏令营报名材料上传到OSS
import oss2

ACCESS_KEY_ID = "⟦APIKEY|$ak_ali1⟧"
ACCESS_KEY_SECRET = "⟦SECRET|$sec_ali1⟧"
BUCKET = "⟪bucket_name|summer-camp-2025⟫"
ENDPOINT = "⟪endpoint|oss-cn-beijing.aliyuncs.com⟫"

auth = oss2.Auth(ACCESS_KEY_ID, ACCESS_KEY_SECRET)
# TODO 上线前让⟦PERSON|小董⟧换成RAM子账号
"""),
]

TEXTS += [
("financial_aid_form", """高等学校家庭经济困难学生认定申请表（⟪form_no|2024版⟫）
学生姓名：⟦PERSON|覃晓雯⟧　性别：女　民族：壮族
身份证号：⟦IDCARD|$idc_12⟧　出生日期：⟦DATE_OF_BIRTH|2005年9月30日⟧
家庭住址：⟦ADDRESS|广西壮族自治区百色市田阳区那坡镇那满村三组12号，533600⟧
家庭人口：4人　家庭年收入：⟦AMOUNT|约18,000元⟧
特殊情况：父亲⟦PERSON|覃建强⟧患⟦MEDICAL|尿毒症⟧，每周⟦MEDICAL|血液透析三次⟧，医疗支出⟦AMOUNT|每年约6万元⟧；母亲务农。
母亲联系电话：⟦PHONE|177 7761 0328⟧
认定档次（评议小组填写）：⟪aid_level|特别困难⟫
"""),

("admission_sms", """【⟪org_name|中山大学⟫招生办】⟦PERSON|黎嘉欣⟧同学你好，恭喜你被我校⟪major|临床医学（八年制）⟫专业录取！录取通知书已通过EMS寄出，单号⟪tracking_no|1194 5528 3301 7⟫，收件地址：⟦ADDRESS|广东省佛山市顺德区大良街道碧桂路38号御景湾5座903，528300⟧。如有疑问请致电⟦PHONE|020-8411 1598⟧。
"""),

("voice_message_transcript", """[微信语音转文字] 家长 → 宿管⟦PERSON|黄老师⟧
"⟦PERSON|黄老师⟧您好，我是311宿舍⟦PERSON|龙浩宇⟧的妈妈，麻烦您多留意一下他，他有⟦MEDICAL|癫痫⟧，平时在吃⟦MEDICAL|丙戊酸钠⟧，一般不会发作，万一发作了请马上打120，再打我电话⟦PHONE|一三九 八五一二 零七四六⟧，谢谢您了。"
"""),

("duty_log", """【钉钉日志】冷冻电镜中心 周末值班记录 ⟪log_date|2025-03-15⟫
值班人：⟦PERSON|袁博⟧
1. 液氮自动补给正常，⟪equipment_id|LN2-TANK-02⟫液位⟪meter_reading|68%⟫。
2. 周日起样品制备间门锁密码改为⟦PASSWORD|0 3 1 5 9 7⟧，已在群里通知，不要写在门上。
3. ⟦PERSON|吴老师⟧课题组借用Vitrobot，归还时间未登记，已微信提醒⟦PERSON|吴老师⟧。
4. 机房UPS告警一次，错误码⟪error_code|UPS-E21⟫，已联系厂家工程师⟦PERSON|付工⟧（⟦PHONE|13611750293⟧）。
"""),

("ocr_id_card", """[OCR识别结果 — 身份证人像面  置信度⟪ocr_confidence|0.97⟫]
姓名 ⟦PERSON|杜欣怡⟧
性别 女　民族 汉
出生 ⟦DATE_OF_BIRTH|1999 年 5 月 23 日⟧
住址 ⟦ADDRESS|河北省石家庄市长安区建设北大街131号 3栋2单元401室⟧
公民身份号码 ⟦IDCARD|$idc_24⟧
[用途：研究生招生网上确认　上传时间⟪upload_time|2024-11-02 21:47⟫]
"""),

("study_abroad_contract", """出国留学服务合同（编号：⟪contract_no|LX-2025-HZ-0388⟫）

甲方（服务方）：⟪org_name|杭州启程教育科技有限公司⟫
乙方（委托方）：⟦PERSON|俞佳怡⟧　身份证号：⟦IDCARD|$idc_1⟧
乙方监护人/联系人：⟦PERSON|俞建新⟧　电话：⟦PHONE|0571-8615 2209⟧
服务内容：美国研究生申请（⟪service_package|8所院校 标准套餐⟫）
服务费用：乙方应支付⟦AMOUNT|人民币叁万捌仟元整（¥38,000）⟧，签约时付⟦AMOUNT|¥19,000⟧，余款于首个录取后付清。
退费条款：如乙方未获任何录取，甲方退还⟪refund_rate|服务费的50%⟫。
"""),

("forum_offer_post", """【一亩三分地】26Fall 生物统计 PhD 上岸贴 + 奖学金数据点

楼主ID：⟦PERSON|stat_doge_kk⟧
本科：⟪org_name|中国科学技术大学⟫ 统计，GPA ⟪gpa|3.86/4.3⟫，T ⟪test_score|108⟫
结果：⟪org_name|JHU⟫ Biostat PhD AD，全奖，年薪 ⟦AMOUNT|$38,000⟧（⟪stipend_standard|系里统一标准⟫）
另外拿了导师额外给的 ⟦AMOUNT|$5,000⟧ summer RA。
体检时发现⟦MEDICAL|甲状腺结节⟧，签证体检需要补报告，有同样情况的可以私信我～
"""),

("invitation_letter", """邀请函

兹邀请⟪org_name|越南河内国家大学⟫⟦PERSON|Nguyễn Văn Hùng⟧博士（护照号：⟦PASSPORT|$pp_vn2⟧，出生日期：⟦DATE_OF_BIRTH|1986年3月14日⟧）于2025年10月17日至10月21日来我校参加"⟪conference_name|第五届亚洲语言测试学术研讨会⟫"并作大会报告。会议期间食宿由我方承担，往返机票由其本人承担。

联系人：⟦PERSON|罗文静⟧　⟦PHONE|+86 10 6275 3301⟧　⟦EMAIL|luowj@pku-conf.example.cn⟧
⟪org_name|北京大学外国语学院⟫（盖章）
"""),

("miniprogram_code", """// 小程序云函数 — 研究生复试材料上传（cos）
const COS = require('cos-nodejs-sdk-v5');
const cos = new COS({
  SecretId: '⟦APIKEY|$ak_tencent1⟧',
  SecretKey: '⟦SECRET|$sec_tencent1⟧',
});
const Bucket = '⟪bucket_name|fushi-2025-1318840027⟫';
const Region = '⟪cloud_region|ap-guangzhou⟫';
// appid ⟪app_id|$dec_wxappid1⟫  appsecret ⟦SECRET|$sec_wxsecret1⟧   by ⟦PERSON|彭晨⟧
"""),

("loan_reminder_email", """主题：【还款提醒】您的国家助学贷款将于12月20日扣款

⟦PERSON|欧晓峰⟧您好：

根据贷款合同（⟪contract_no|GJZX-2019-440106-08817⟫），您本期应还本金⟦AMOUNT|3,000.00元⟧、利息⟦AMOUNT|412.35元⟧，合计⟦AMOUNT|3,412.35元⟧，将于2024年12月20日从您的支付宝账户⟪masked_account|138****2291⟫自动扣款。
如已毕业且工作单位有变，请登录系统更新。客服：⟦PHONE|95593⟧转人工或⟦PHONE|400-819-8580⟧。
"""),

("csv_registration", """姓名,届别,手机,是否带家属,家属人数,饮食禁忌,备注
⟦PERSON|汪建波⟧,1995级机械,⟦PHONE|13905512287⟧,是,2,无,⟪note|需要停车位⟫
⟦PERSON|柴静怡⟧,2000级英语,⟦PHONE|18656001934⟧,否,0,⟦MEDICAL|海鲜过敏⟧,
⟦PERSON|马哈茂德·阿力⟧,2002级化学,⟦PHONE|13999120473⟧,是,1,清真,
合计报名：3人 ⟪headcount|（含家属6人）⟫,,,,,,
"""),

("reimbursement_chat", """[企业微信] 课题组报销群
⟦PERSON|柯文⟧：各位，上周我在淘宝买的离心管和封口膜（订单号⟪order_id|3821447701928833405⟫）一共⟦AMOUNT|¥486.20⟧，发票已上传
⟦PERSON|何秘书⟧：收到，报销款会打到你工资卡⟪masked_card|6217 **** **** 3308⟫
⟦PERSON|柯文⟧：好的谢谢⟦PERSON|何秘书⟧
⟦PERSON|何秘书⟧：另外提醒一下，试剂采购单价超过⟪policy_threshold|1000元⟫的要走平台，不要自己买哦
"""),

("summer_camp_form", """2025年优秀大学生夏令营报名表
姓名：⟦PERSON|孔令仪⟧　出生日期：⟦DATE_OF_BIRTH|2004.06.21⟧
身份证号：⟦IDCARD|$idc_8⟧
本科学校：⟪org_name|中国海洋大学⟫　专业排名：⟪rank|3/126⟫
紧急联系人：⟦PERSON|孔德明⟧（父亲）⟦PHONE|13605328816⟧
健康状况/过敏史：⟦MEDICAL|花生过敏（严重，随身携带肾上腺素笔）⟧
营员编号：⟪camp_id|XLY25-0217⟫
"""),
]

TEXTS += [
("recruitment_ad", """【招募】健康志愿者参与"睡眠剥夺对工作记忆影响"的脑电研究
伦理批件号：⟪ethics_ref|IRB00001052-24118⟫
要求：18-30岁在校生，右利手，无神经/精神疾病史
补贴：完成全部3次实验可获⟪reimbursement_rate|600元⟫
地点：⟪place_name|心理学院实验楼B座204⟫
报名请联系：⟦PERSON|邢同学⟧ ⟦PHONE|156 0118 2273⟧ / ⟦EMAIL|sleep_eeg_lab@bnu.example.edu.cn⟧
"""),

("wechat_transfer", """[微信群] 文三路合租小分队
⟦PERSON|蒋一帆⟧：[转账] ⟦AMOUNT|¥1,066.67⟧ 已收款 —— 三月房租
⟦PERSON|葛思源⟧：[转账] ⟦AMOUNT|¥1,066.67⟧ 待收款 —— 房租+水电
⟦PERSON|蒋一帆⟧：@⟦PERSON|葛思源⟧ 水电这个月是⟦AMOUNT|287.4元⟧，你多转了，我退你⟦AMOUNT|95.8元⟧
⟦PERSON|葛思源⟧：好嘞，燃气卡密码还是⟦PASSWORD|198704⟧吗？我去充一下
⟦PERSON|蒋一帆⟧：对，房东说充值优惠到⟪deadline|3月31日⟫
"""),

("visa_refusal_translation", """【翻译件】英国签证与移民局拒签通知（原件英文，译者：⟦PERSON|孙译文⟧）

申请人：⟦PERSON|崔明昊⟧　出生日期：⟦DATE_OF_BIRTH|1996年4月5日⟧　护照号码：⟦PASSPORT|$pp_cn5⟧
申请编号：⟪visa_application_ref|GWF071155832⟫
拒签理由：根据移民规则第⟪rule_ref|ST 22.1⟫条，您提交的银行流水显示账户资金于2024年7月2日降至⟦AMOUNT|£9,112⟧，低于所需的⟪maintenance_requirement|£13,348⟫，且未连续持有28天。
您可在28天内申请行政复议（费用⟪fee|£80⟫）。
"""),

("teacher_schedule_group", """【钉钉群】⟪org_name|朗阁⟫杭州校区教师排课群
⟦PERSON|陆校长⟧：下周排课已更新，请各位老师确认。
⟦PERSON|Amy陈⟧：⟦PERSON|陆校⟧，我周三晚上的⟪class_code|7分冲刺班⟫能不能换到⟪room_number|302教室⟫？301投影坏了
⟦PERSON|陆校长⟧：可以。@⟦PERSON|小温⟧ 帮⟦PERSON|Amy陈⟧改一下
⟦PERSON|小温⟧：好的。另外外教⟦PERSON|Mark Ellison⟧的工作签证续签需要他的护照原件，护照号⟦PASSPORT|$pp_uk1⟧，我已经登记了
"""),

("wechat_request", """[微信] ⟦PERSON|卢老师⟧
我：⟦PERSON|卢老师⟧好～我在申请⟪org_name|港大⟫的MPhil，想麻烦您帮我写一封推荐信🙏 推荐人邮箱填的是您的 ⟦EMAIL|lujiahui@nju.example.edu.cn⟧ 可以吗
⟦PERSON|卢老师⟧：可以，截止时间是什么时候？
我：⟪deadline|12月1日⟫。系统会发链接给您，我的申请号是⟪application_ref|HKU-RPG-2026-10447⟫
⟦PERSON|卢老师⟧：好。你把成绩单和个人陈述也发我一份
"""),

("json_export", """{
  "学号": "⟪student_id|MZ2325117⟫",
  "姓名": "⟦PERSON|单雨晴⟧",
  "身份证号": "⟦IDCARD|$idc_23⟧",
  "出生日期": "⟦DATE_OF_BIRTH|2001-09-06⟧",
  "导师": "⟦PERSON|应国平⟧",
  "培养类别": "⟪program_type|学术型硕士⟫",
  "助学金": {"月额": "⟪stipend_standard|600元⟫", "发放卡号": "⟦CARD|$up_6⟧"},
  "更新时间": "⟪updated_at|2024-09-12T10:33:08+08:00⟫"
}
"""),

("review_comments", """《⟪journal_name|中国临床心理学杂志⟫》审稿意见单　稿件编号：⟪manuscript_id|ZGLCXL-2025-0277⟫
审稿专家：（双盲，隐去）　　审稿轮次：⟪review_round|第2轮⟫

1. 本研究纳入128名门诊抑郁症患者，但未报告⟪scale_name|PHQ-9⟫基线分布，建议补充表2。
2. 第3.2节中的效应量（⟪statistic|d = 0.41⟫）与摘要中报告的数值不一致，请核对。
3. 参考文献第17条的DOI（⟪doi|10.16128/j.cnki.1005-3611.2023.04.012⟫）无法打开。
4. 伦理审查批号（⟪ethics_ref|2023-PSY-031⟫）请在方法部分注明。
总体意见：⟪decision|小修后接收⟫
"""),
]

TEXTS += [
("miniprogram_log", """[2025-04-09 19:02:11] POST /api/xuanjiang/signup 200 uid=⟪user_id|oX3k_9fPq2LmZ7⟫ name=⟦PERSON|邹佳琪⟧ phone=⟦PHONE|18373105526⟧ school=⟪org_name|长沙市一中⟫ ip=⟦IP_ADDRESS|175.8.201.33⟧
[2025-04-09 19:02:40] POST /api/xuanjiang/signup 200 uid=oX3k_Ab91KdE2 name=⟦PERSON|彭子墨⟧ phone=⟦PHONE|13975128804⟧ school=⟪org_name|雅礼中学⟫ ip=⟦IP_ADDRESS|2409:8a4c:1e2:50b0::1f⟧
[2025-04-09 19:03:02] GET /api/xuanjiang/seats 200 remain=⟪seat_count|37⟫ cost=⟪latency|18ms⟫
"""),

("donation_agreement", """捐赠协议书（节选）　协议编号：⟪contract_no|XJT-JZ-2025-006⟫
甲方（捐赠人）：⟦PERSON|任志远⟧，身份证号⟦IDCARD|$idc_20⟧，住所：⟦ADDRESS|上海市浦东新区锦绣路1099弄7号，200135⟧
乙方（受赠人）：⟪org_name|西安交通大学教育基金会⟫
第二条　甲方自愿向乙方捐赠⟦AMOUNT|人民币壹佰万元整（¥1,000,000）⟧，分五年支付，每年⟦AMOUNT|20万元⟧，用于设立"⟪fund_name|任氏励学金⟫"。
第五条　乙方每年向甲方书面报告资金使用情况，联系人：⟦PERSON|冯秘书长⟧ ⟦PHONE|029-8266 8130⟧。
"""),

("repair_call_record", """设备报修电话记录　⟪service_ticket_id|BX-20250318-07⟫
报修人：⟦PERSON|申雪⟧（⟪org_name|细胞生物学平台⟫），电话⟦PHONE|138 1127 6604⟧
设备：流式细胞仪 ⟪instrument_model|BD FACSAria III⟫，序列号⟪serial_number|P94210018⟫
故障：⟪error_code|Fluidics Error 0x4A⟫，鞘液压力异常
工程师：⟦PERSON|贾工⟧预计周四上午上门。平台门禁密码⟦PASSWORD|2468*⟧，请工程师到后在前台登记。
"""),

("counseling_booking", """【心理健康中心】预约登记（仅限中心内部）
来访者：⟦PERSON|凌子涵⟧　学号：⟪student_id|2022012375⟫　联系电话：⟦PHONE|15927093381⟧
初评：⟦MEDICAL|PHQ-9 得分 17（中重度）⟧，⟦MEDICAL|GAD-7 得分 12⟧；近两周⟦MEDICAL|入睡困难、食欲下降⟧
既往：2023年曾于⟪hospital_name|武汉市精神卫生中心⟫诊断⟦MEDICAL|抑郁发作⟧，服用⟦MEDICAL|舍曲林⟧半年后自行停药
咨询师：⟦PERSON|鲁老师⟧　首次咨询：⟪appointment_time|3月20日 14:00⟫ ⟪room_number|咨询室3⟫
风险评估：⟪risk_level|中⟫，已告知24小时热线⟦PHONE|027-8584 4666⟧
"""),

("agency_wecom_group", """【企业微信】⟪org_name|金吉列留学⟫ 英国组 内部群
⟦PERSON|贺顾问⟧：@⟦PERSON|小蒋⟧ 帮我查下⟦PERSON|温晴⟧的CAS，学校说护照号对不上
⟦PERSON|小蒋⟧：系统里登记的是⟦PASSPORT|$pp_cn6⟧，她新护照是⟦PASSPORT|$pp_cn7⟧，旧的已经作废了
⟦PERSON|贺顾问⟧：那赶紧让学校改。她的签证费⟦AMOUNT|£524⟧和IHS ⟦AMOUNT|£776⟧已经交了吗
⟦PERSON|小蒋⟧：交了，付款确认号⟪transaction_id|UKVI-PAY-88410273⟫
"""),

("git_commit", """commit ⟪commit_sha|$dec_sha1_3⟫
Author: ⟦PERSON|俞凯⟧ <⟦EMAIL|yukai@lab-nlp.example.cn⟧>
Date:   Wed Jan 22 23:41:07 2025 +0800

    评测脚本：换成deepseek接口，临时写死key，明天改环境变量

diff --git a/eval/run_eval.py b/eval/run_eval.py
+API_KEY = "⟦APIKEY|$ak_deepseek1⟧"
+BASE_URL = "https://api.deepseek.com/⟪api_version|v1⟫"
+MODEL = "⟪model_name|deepseek-chat⟫"
"""),

("dotenv", """# 学术会议AI摘要服务 .env（测试环境）
# 通义千问
DASHSCOPE_API_KEY=⟦APIKEY|$ak_dashscope1⟧
# 智谱
ZHIPUAI_API_KEY=⟦APIKEY|$ak_zhipu1⟧
# 数据库
MYSQL_URL=mysql+pymysql://conf_ai:⟦SECRET|Hy2025@conf!⟧@⟦IP_ADDRESS|192.168.31.220⟧:⟪port|3306⟫/abstracts
LOG_LEVEL=⟪log_level|DEBUG⟫
# 维护人：⟦PERSON|钟文轩⟧ ⟦PHONE|13817750962⟧
"""),

("weibo_post", """#大学生宿舍# 真的服了，⟪org_name|某某学院⟫14号楼热水已经停了五天了😤 找宿管说报修了，找辅导员⟦PERSON|彭老师⟧说"在协调"。我室友⟦MEDICAL|痛经⟧想喝口热水都没有。住宿费一年⟪rent_tariff|1500⟫，一分没少交。@⟪org_name|某某学院后勤处⟫ 出来说句话
"""),

("diploma_reissue", """毕业证书、学位证书遗失补办申请（证明书）
申请人：⟦PERSON|邱晓岚⟧　性别：女
出生日期：⟦DATE_OF_BIRTH|1987年11月30日⟧　身份证号：⟦IDCARD|$idc_26⟧
毕业时间：2010年7月　专业：⟪major|国际经济与贸易⟫　原证书编号：⟪certificate_no|102001201005002214⟫
邮寄地址：⟦ADDRESS|吉林省长春市朝阳区湖西路3377号 东方明珠小区8栋1门602，130012⟧
已缴纳工本费：⟦AMOUNT|100元⟧　联系电话：⟦PHONE|0431-8562 7715⟧
"""),

("call_transcription", """【考点客服通话转写】⟪call_id|CALL-0419-0923⟫
客服：您好，⟪org_name|南京雅思考点⟫，请问有什么可以帮您？
考生：你好，我叫⟦PERSON|程雨桐⟧，准考证号是⟪candidate_no|CN059-0731⟫，我身份证尾号⟪id_last4|3449⟫，想问下成绩复议怎么申请。
客服：复议费是⟪fee|1,200元⟫，成绩有变化会全额退还。您方便留个电话吗？
考生：⟦PHONE|幺八五 二六零七 三三一九⟧。
客服：好的⟦PERSON|程雨桐⟧同学，申请表我们会发到您邮箱。
"""),
]
