# Chinese texts for blind47.  Every entry typed by hand.
# ⟦TYPE|value⟧ = labelled span, ⟪kind|value⟫ = decoy, $name = values.py
TEXTS = []

TEXTS += [
("wechat_renovation_group", """【1502装修群】
⟦PERSON|许小姐⟧：师傅，明天水电开槽几点到？
⟦PERSON|王师傅⟧：8点半，门禁密码还是⟦PASSWORD|#2580#⟧吗
⟦PERSON|老周⟧（项目经理）：二期款⟦AMOUNT|18,600元⟧这周能打吗？发票抬头开⟪org_name|深圳安居装饰工程有限公司⟫
⟦PERSON|许小姐⟧：周五转。材料送货地址写⟦ADDRESS|深圳市南山区桃园路88号阳光花园3栋1502⟧，电话⟦PHONE|138 2651 7094⟧
⟦PERSON|王师傅⟧：收到👌 材料单：⟪product_model|伟星PPR管 S2.5 dn20⟫ 30根，淘宝单号⟪order_id|TB2024031512880⟫。对了我下周去医院复查⟦MEDICAL|腰椎间盘突出⟧，找人来顶两天"""),

("property_owner_registration", """⟪org_name|绿城物业⟫ 业主信息登记表    编号：⟪form_no|LC-2024-0331⟫
业主姓名：⟦PERSON|陈建华⟧      性别：男
身份证号：⟦IDCARD|$idc01⟧
出生日期：⟦DATE_OF_BIRTH|1968年3月14日⟧
房屋地址：⟦ADDRESS|上海市徐汇区天钥桥路580弄7号1201室（200030）⟧
联系电话：⟦PHONE|139 1623 8857⟧
紧急联系人：⟦PERSON|陈晓雯⟧（女儿）
车位：⟪parking_space|B2-117⟫
特殊情况：业主⟦MEDICAL|心脏搭桥术后⟧，对⟦MEDICAL|青霉素过敏⟧，紧急情况请先联系女儿。"""),

("dingtalk_site_daily_report", """【钉钉·工地日报】⟪project_code|XM-2024-017⟫ 滨江花园二期
填报人：⟦PERSON|刘志强⟧   ⟪timestamp|2024-03-18 17:42⟫
今日施工：3#楼外架搭设至18层，⟪equipment_model|塔吊QTZ80⟫运行正常。
人员：架子工12人，其中⟦PERSON|马东⟧中午⟦MEDICAL|血压升高⟧（⟦MEDICAL|180/110⟧），已送⟪org_name|滨江区人民医院⟫，由⟦PERSON|孙德胜⟧陪同。
明日：浇筑4#楼12层楼板，混凝土⟪product_code|C35⟫约86方，供应商联系人⟦PERSON|黄经理⟧ ⟦PHONE|0571-8672 3310⟧。"""),

("sms_gas_low_balance", """【⟪org_name|港华燃气⟫】尊敬的⟦PERSON|张秀兰⟧用户，您户号⟪customer_account_no|10028834716⟫（⟦ADDRESS|苏州市姑苏区人民路1188号3幢402室⟧）燃气表余额不足，当前余额⟦AMOUNT|12.40元⟧，请及时充值。安检预约请拨⟦PHONE|96777⟧。退订回T
——
回复：我妈⟦MEDICAL|中风⟧后一个人住，不会充值，能不能上门？表号⟪meter_serial|G2.5-3318820⟫。我是她儿子⟦PERSON|李伟⟧，电话⟦PHONE|15950182273⟧"""),

("home_renovation_contract", """家庭居室装饰装修工程施工合同（节选）
合同编号：⟪contract_no|AJ-HT-20240302-06⟫
发包方（甲方）：⟦PERSON|周丽娟⟧    身份证号：⟦IDCARD|$idc02⟧
住址：⟦ADDRESS|深圳市南山区科苑路15号科兴花园B座1903，邮编518057⟧
承包方（乙方）：⟪org_name|深圳安居装饰工程有限公司⟫  统一社会信用代码：⟪unified_social_credit_code|91440300MA5F8K3L2X⟫
工程造价：⟪contract_price|人民币贰拾捌万陆仟元整（¥286,000）⟫
甲方已付定金⟦AMOUNT|¥30,000⟧，付款卡号⟦CARD|$card06⟧（⟪bank_name|招商银行⟫）。
乙方项目负责人：⟦PERSON|周国平⟧（⟦PHONE|139 2847 6610⟧）"""),

("wecom_bot_dispatch_script", """# 垃圾清运调度提醒脚本  by ⟦PERSON|zhangyu⟧
# 每天早上5点跑：⟪cron_expr|0 5 * * *⟫
WEBHOOK = "⟦SECRET|$wecom_hook1⟧"
ALIYUN_AK = "⟦APIKEY|$aliyun_id1⟧"
ALIYUN_SK = "⟦SECRET|$aliyun_sec1⟧"
DB = "mysql://dispatch:⟦SECRET|Qy#2024!lj⟧@⟦IP_ADDRESS|10.0.12.7⟧:⟪port|3306⟫/qingyun"
# 线路⟪route_id|QY-07⟫ 司机：⟦PERSON|赵大勇⟧ ⟦PHONE|135 0112 6698⟧"""),

("rural_house_application", """农村村民住房建设申请表
申请人：⟦PERSON|罗德明⟧     身份证号码：⟦IDCARD|$idc05⟧
出生日期：⟦DATE_OF_BIRTH|1974年9月8日⟧
家庭住址：⟦ADDRESS|四川省成都市郫都区唐昌镇战旗村5组38号 611731⟧
联系电话：⟦PHONE|158 2830 4417⟧
家庭成员：妻 ⟦PERSON|何玉芳⟧，子 ⟦PERSON|罗小军⟧
拟建层数：3层    占地面积：⟪floor_area|120㎡⟫
审批编号：⟪approval_no|郫规农建〔2024〕第0086号⟫
设计单位：⟪org_name|四川华西建筑设计院⟫"""),

("wechat_rooftop_solar_sales", """⟦PERSON|孙经理⟧（光伏）：⟦PERSON|李大爷⟧，屋顶量好了，能装⟪capacity|28块550W组件⟫，装机15.4kW。全款方案⟪quote|6.2万⟫，或者租您屋顶，每年给您⟪rent_offer|1500元/年⟫。办并网要身份证，拍一下发我。
⟦PERSON|李大爷⟧：我儿子⟦PERSON|李国栋⟧说先交⟦AMOUNT|两千块⟧定金？身份证号码是⟦IDCARD|$idc08⟧，电话⟦PHONE|一三九 五三二八 七七零六⟧
⟦PERSON|孙经理⟧（光伏）：对，收到，⟪org_name|国网⟫会上门换⟪meter_type|双向表⟫。"""),

("water_hotline_transcript", """【通话记录】⟪call_id|SW20240319-10427⟫  ⟪org_name|北京自来水集团⟫客服热线⟦PHONE|96116⟧
客服：您好，请问怎么称呼？
用户：我叫⟦PERSON|韩立新⟧。
客服：⟦PERSON|韩先生⟧您好。
用户：我家⟦ADDRESS|北京市朝阳区望京西园三区312号楼1单元704⟧从早上就没水了，家里老人⟦MEDICAL|刚做完白内障手术⟧，要洗眼……
客服：抱歉，⟪place_name|望京片区⟫今天计划停水，⟪time_window|9:00-17:00⟫。您户号多少？
用户：⟪customer_account_no|0103388210⟫。上个月水费⟦AMOUNT|86.5元⟧我已经交了啊。
客服：我给您登记送水，留个手机？
用户：⟦PHONE|幺三八 一零二二 四六九七⟧。"""),

("excavator_rental_agreement", """挖掘机租赁协议
出租方：⟪org_name|徐州恒力工程机械租赁有限公司⟫
承租方：⟦PERSON|马永福⟧（个人），身份证：⟦IDCARD|$idc11⟧，电话：⟦PHONE|187 6123 0954⟧
设备：⟪equipment_model|三一SY215C⟫，出厂编号⟪serial_number|SY021DCC8812⟫
租金：⟪hire_rate|每台班1800元⟫；押金⟦AMOUNT|20000元⟧已由承租方支付。
退押金账户：⟪bank_name|农业银行⟫ ⟦CARD|$card07⟧
操作手：⟦PERSON|杨师傅⟧，操作证号⟪operator_cert|苏特-挖-2021-07731⟫"""),

("heat_pump_install_work_order", """【安装工单】⟪work_order_no|GD-KQN-240320-018⟫
客户：⟦PERSON|吴美玲⟧   电话：⟦PHONE|13602218843⟧
地址：⟦ADDRESS|广州市天河区龙口西路天河北苑5栋801 510630⟧
机型：⟪product_model|美的 RSJ-35/300RDN3-E⟫ 300L
安装师傅：⟦PERSON|老钟⟧
备注：客户儿子有⟦MEDICAL|癫痫⟧，电工作业前务必提前告知；客户要求配网，WiFi：⟪ssid|TP-LINK_5F2A⟫ 密码：⟦PASSWORD|wml88888888⟧
已收款：⟦AMOUNT|¥9,980⟧（微信）"""),

("owners_committee_notice", """⟪org_name|锦绣江南小区业主委员会⟫公告⟪notice_no|（2024）第3号⟫
关于维修资金使用的公示：本次外墙渗漏维修由⟪org_name|杭州固特防水工程有限公司⟫施工，总价⟪org_total|¥386,500⟫，从专项维修资金列支。
业委会主任：⟦PERSON|钱志明⟧（⟦PHONE|138 5719 0263⟧）
对公示有异议的业主请在10日内联系秘书⟦PERSON|小沈⟧（⟦PHONE|0571-8765 2219⟧）。
另：12幢602业主⟦PERSON|顾女士⟧已补缴物业费⟦AMOUNT|3,216元⟧，特此说明。"""),

("feishu_devops_leak", """【飞书群】光伏云平台-运维
⟦PERSON|邓宇航⟧：生产配置被写进 README 了！提交⟪commit_sha|e41f0c2a9b7d⟫
  DB_PASS=⟦PASSWORD|Pv@Cloud#2023⟧
  TENCENT_SECRET_ID=⟦APIKEY|$tencent_id1⟧
  TENCENT_SECRET_KEY=⟦SECRET|$tencent_sec1⟧
⟦PERSON|梁静⟧：我马上轮换。告警机器人 ⟦SECRET|$feishu_hook1⟧ 也在里面
⟦PERSON|邓宇航⟧：顺便把逆变器网关 ⟦IP_ADDRESS|116.62.118.45⟧ 的SSH（⟪port|22端口⟫）关掉，只允许跳板机 ⟦IP_ADDRESS|172.18.3.21⟧，⟪version|v2.9.4⟫ 发布后一起处理"""),

("hotline_12345_ticket", """【⟦PHONE|12345⟧工单】⟪ticket_id|HZ2024031900871⟫
来电人：⟦PERSON|俞红⟧    联系电话：⟦PHONE|13588406217⟧
诉求内容：来电人住⟦ADDRESS|杭州市西湖区古荡新村12幢3单元201室⟧，楼下⟪facility|再生资源回收站⟫每天早上5点开始压缩纸板，噪音很大。来电人称其母亲⟦MEDICAL|严重失眠⟧并患有⟦MEDICAL|焦虑症⟧，要求处理。回收站负责人据称为⟦PERSON|老蒋⟧，电话⟦PHONE|159 5712 0048⟧。
承办单位：⟪org_name|西湖区城管局⟫    办理时限：⟪deadline|2024-03-26⟫"""),

("access_control_log", """⟪timestamp|2024-03-20 07:58:13⟫ [INFO] door=⟪device_id|GATE-N2⟫ card=⟪access_card_id|0A3F9C21⟫ user=⟦PERSON|王建军⟧ result=OPEN
2024-03-20 07:58:40 [WARN] door=GATE-N2 user=unknown src=⟦IP_ADDRESS|192.168.31.104⟧ msg="密码错误3次"
2024-03-20 08:01:02 [INFO] admin=⟦PERSON|liuxm⟧ login from ⟦IP_ADDRESS|223.104.63.18⟧ 重置访客密码为 ⟦PASSWORD|081526⟧
2024-03-20 08:05:44 [INFO] visitor=快递员⟦PERSON|小何⟧ phone=⟦PHONE|17717284690⟧ result=OPEN"""),

("scaffold_deposit_receipt", """收  据        No.⟪receipt_no|0032917⟫
今收到 ⟦PERSON|宋金宝⟧ 交来 盘扣式脚手架租赁押金
人民币（大写）⟦AMOUNT|壹万贰仟元整⟧     ⟦AMOUNT|¥12,000.00⟧
租赁物：立杆⟪product_code|LG-300⟫ ×400根
收款单位：⟪org_name|南通鑫盛建筑设备租赁站⟫（盖章）
经手人：⟦PERSON|小曹⟧    联系电话：⟦PHONE|0513-8551 6627⟧
交款人身份证后四位：⟪masked_id|****0316⟫"""),

("architect_email_villa", """发件人：⟦PERSON|唐若琳⟧ <⟦EMAIL|tangruolin@gzadi.com.cn⟧>
收件人：⟦PERSON|郑总⟧ <⟦EMAIL|zheng.haitao@163.com⟧>
主题：别墅改造方案第三版 + 设计费

您好，
附件为⟦ADDRESS|佛山市顺德区北滘镇碧桂园翠湖苑18座⟧改造方案第三版（⟪drawing_number|图号A-03-R3⟫）。设计费第二期⟦AMOUNT|45,000元⟧已收到，谢谢。
另外施工方⟦PERSON|肖工⟧反映原结构图与现场不符，建议做一次结构检测。
祝好
⟦PERSON|唐若琳⟧  注册建筑师
⟪org_name|广州南粤建筑设计院⟫ 方案所  手机 ⟦PHONE|186 8822 0713⟧"""),

("recycling_price_board", """⟪org_name|绿色地球再生资源回收⟫  今日回收价（⟪date|3月21日⟫）
黄纸板 ……… ⟪price|1.2元/斤⟫
废铜 ………… ⟪price|52元/斤⟫
废铝 ………… 9元/斤
塑料瓶 ……… ⟪price|0.8元/斤⟫
旧家电 ……… 上门估价
温馨提示：厨余垃圾请在⟪time_window|7:00-9:00⟫投放至⟪bin_type|绿色桶⟫。"""),

("ops_ticket_private_key", """【工单】⟪ticket_id|OPS-3391⟫ 物业收费系统迁移
处理人：⟦PERSON|黄子豪⟧
旧服务器 ⟦IP_ADDRESS|120.79.45.203⟧（⟪version|CentOS 7.9⟫）上的私钥已拷贝（不该贴在这里，稍后删除）：
⟦SECRET|$pem_ec1⟧
新服务器内网地址 ⟦IP_ADDRESS|10.30.2.15⟧，root 临时密码 ⟦PASSWORD|Wy!2024migr⟧
财务⟦PERSON|何姐⟧说导出表里有业主身份证号，脱敏后再给⟪org_name|云帆科技⟫"""),

("completion_acceptance_record", """⟪project_name|锦华府一期⟫ 竣工验收记录    ⟪record_no|YS-2024-011⟫
建设单位代表：⟦PERSON|范立群⟧
总监理工程师：⟦PERSON|邱工⟧
施工单位项目经理：⟦PERSON|褚振华⟧ ⟦PHONE|139 6612 0457⟧
质监站：⟪org_name|市建设工程质量安全监督站⟫
问题：7#楼消防⟪spec|喷淋管压力0.8MPa⟫未达标，整改期限⟪deadline|2024年4月5日⟫。
备注：⟦PERSON|褚振华⟧因⟦MEDICAL|痛风发作⟧未到场，由副经理⟦PERSON|阮斌⟧代签。"""),
]

TEXTS += [
("foreign_tenant_registration", """境外人员住宿登记（物业代报）
姓名：⟦PERSON|Michael Thompson⟧（中文名 ⟦PERSON|汤迈克⟧）
国籍：美国      护照号：⟦PASSPORT|$pp_us1⟧
出生日期：⟦DATE_OF_BIRTH|1982年7月19日⟧
入住地址：⟦ADDRESS|上海市浦东新区碧云路188弄11号⟧
房东：⟦PERSON|蔡雅琴⟧  电话 ⟦PHONE|13916620548⟧
签证类型：⟪visa_type|Z字签证⟫   有效期至 ⟪expiry_date|2025-08-31⟫
代报单位：⟪org_name|碧云物业服务中心⟫"""),

("wechat_muck_truck_dispatch", """⟦PERSON|大刘⟧：⟦PERSON|钟老板⟧，明天渣土车几点进场？
⟦PERSON|钟老板⟧：6点，两台车，⟪disposal_permit|消纳证NJ-XN-2024-0419⟫已经办好。
运费⟪rate|一车450⟫，老规矩。上次那⟦AMOUNT|3600块⟧你还没结哦
⟦PERSON|大刘⟧：明天一起给你，转你尾号⟪masked_card|6628⟫那张卡
⟦PERSON|钟老板⟧：换卡了，转这张：⟦CARD|$card13⟧ 户名⟦PERSON|钟卫东⟧"""),

("gas_safety_inspection_record", """⟪org_name|华润燃气⟫入户安检记录单   No.⟪record_no|AJ0093381⟫
用户：⟦PERSON|邵桂芬⟧    户号：⟪customer_account_no|2100388916⟫
地址：⟦ADDRESS|南京市玄武区北京东路41号2栋1单元503室 210008⟧
安检结果：胶管老化（⟪defect_code|隐患等级B⟫），已告知更换。灶具型号⟪product_model|方太JZT-TH25B⟫。
用户情况：独居老人，⟦MEDICAL|听力障碍⟧，⟦MEDICAL|阿尔茨海默病早期⟧；安检时其侄女⟦PERSON|邵敏⟧在场，联系电话⟦PHONE|180 5172 3346⟧。
安检员：⟦PERSON|卞国强⟧（工号⟪employee_no|1044⟫）"""),

("dingtalk_crane_alarm_config", """# 塔吊监控告警推送 config.yaml
dingtalk:
  webhook: ⟦SECRET|$dingtalk_hook1⟧
  secret: ⟦SECRET|$dingtalk_sec1⟧
  at_mobiles:
    - "⟦PHONE|13812459036⟧"   # 安全员⟦PERSON|老孟⟧
    - "⟦PHONE|13770215584⟧"   # 项目经理⟦PERSON|潘总⟧
crane:
  id: ⟪device_id|TC-5613-03⟫
  model: ⟪equipment_model|QTZ5613⟫
  gateway: ⟦IP_ADDRESS|10.168.5.23⟧
  wind_alarm: ⟪threshold|13.8 m/s⟫"""),

("owners_group_elevator_dispute", """【⟪group_name|和园业主群⟫】
【302】⟦PERSON|林姐⟧：电梯又坏了！物业⟦PERSON|小范⟧你们到底修不修？我婆婆⟦MEDICAL|膝关节置换⟧刚出院，爬不了六楼
⟦PERSON|小范⟧（物业）：抱歉，报的是⟪fault_code|故障码E35⟫，⟪org_name|日立电梯⟫的师傅下午到，维修费从维修资金出，不用各户另交。
【601】⟦PERSON|Eric⟧：上次换钢丝绳每户摊了⟦AMOUNT|860块⟧，我到现在没看到发票
⟦PERSON|小范⟧（物业）：发票在物业前台，找⟦PERSON|小梅⟧拿，电话⟦PHONE|0755-2671 0832⟧"""),

("worker_roster_csv", """# ⟪project_name|龙湖时代天街三期⟫ 劳务实名制花名册（⟪org_name|重庆建工第三建设⟫）
序号,姓名,身份证号,工种,进场日期,备注
1,⟦PERSON|韦永强⟧,⟦IDCARD|$idc09⟧,架子工,⟪entry_date|2024-03-01⟫,
2,⟦PERSON|覃秀梅⟧,⟦IDCARD|$idc07⟧,普工,2024-03-01,⟦MEDICAL|怀孕5个月⟧ 不安排高处作业
3,⟦PERSON|蒙海⟧,⟦IDCARD|$idc06⟧,电工,2024-03-04,"""),

("voicemail_electrician", """【语音转文字】⟪duration|0:47⟫  ⟪timestamp|03-21 10:14⟫
喂，⟦PERSON|陆师傅⟧啊，我是⟦ADDRESS|成都高新区龙湖春江郦城9栋2单元1702⟧的⟦PERSON|严先生⟧，家里又跳闸了，一开空调就跳，你今天能来不？我老婆⟦MEDICAL|刚生完孩子⟧，家里不能没电。你打我电话⟦PHONE|一八九 八零二一 三三七五⟧，门锁密码⟦PASSWORD|六六八二一九⟧，我在上班你直接进。上次换⟪product_model|正泰NXBLE-32⟫漏保的⟦AMOUNT|两百八十块⟧我还欠你，今天一起给你。"""),

("leak_compensation_agreement", """关于1801室漏水导致1701室天花受损的处理意见
经⟪org_name|万科物业⟫现场查勘（⟪survey_no|查勘单号WK-LS-0318⟫），系1801卫生间防水层破损所致。
1801业主⟦PERSON|聂文斌⟧同意赔偿1701业主⟦PERSON|彭丽⟧维修费⟦AMOUNT|人民币6,800元⟧，于3月25日前转至其银行卡⟦CARD|$card22⟧。
双方电话：⟦PERSON|聂文斌⟧ ⟦PHONE|13510827736⟧，⟦PERSON|彭丽⟧ ⟦PHONE|13714490285⟧。
物业经办：管家⟦PERSON|小邱⟧"""),

("pv_grid_connection_form", """⟪org_name|国网浙江省电力有限公司⟫ 分布式电源并网申请表
户名：⟦PERSON|施国庆⟧
证件号码：⟦IDCARD|$idc16⟧
安装地址：⟦ADDRESS|浙江省海宁市许村镇荡湾村3组27号 314409⟧
联系电话：⟦PHONE|13857301426⟧
装机容量：⟪capacity|20.35kWp⟫    逆变器：⟪product_model|固德威GW20K-DT⟫
上网电费结算卡：⟦CARD|$card15⟧（⟪bank_name|海宁农商银行⟫）
用电户号：⟪customer_account_no|3300214587662⟫
代办：⟦PERSON|俞经理⟧（⟪org_name|嘉兴阳光新能源⟫）⟦PHONE|0573-8720 3391⟧"""),

("wage_arrears_group_chat", """⟦PERSON|老谭⟧：包工头⟦PERSON|熊国富⟧欠我们三个月工资，我⟦AMOUNT|14000块⟧，⟦PERSON|小潘⟧⟦AMOUNT|9800块⟧，在⟪project_name|金科博翠山⟫干的活。他电话⟦PHONE|13320875512⟧一直关机。
劳动监察⟦PHONE|12333⟧我打了，让先申请仲裁，案号⟪case_no|渝劳人仲案字〔2024〕第1182号⟫
⟦PERSON|小潘⟧：我上个月从架子上摔下来⟦MEDICAL|手腕骨折⟧，医药费⟦AMOUNT|3200块⟧也是自己垫的😭"""),

("property_fee_paid_sms", """【⟪org_name|碧桂园服务⟫】⟦PERSON|关先生⟧您好，您名下⟦ADDRESS|清远市清城区碧桂园假日半岛16座1603⟧的2024年度物业费⟦AMOUNT|2,764.80元⟧已缴费成功，付款方式：⟪payment_method|银联卡⟫（⟪masked_card|6217****3391⟫）。电子发票号码⟪invoice_id|24442000000018227390⟫。如有疑问请联系管家⟦PERSON|小韦⟧⟦PHONE|13929805713⟧或致电⟦PHONE|400-816-3966⟧。"""),

("interior_design_brief", """【设计需求登记】⟪form_no|XQ-0877⟫  ⟪org_name|厦门木棉设计⟫
客户：⟦PERSON|温嘉欣⟧    微信号：⟦PERSON|wenjx_1990⟧
房屋：⟦ADDRESS|厦门市思明区莲前西路2号莲富花园21楼D室⟧  建筑面积⟪floor_area|128㎡⟫
家庭成员：夫妻+一孩+老人（老人⟦MEDICAL|坐轮椅⟧，需要无障碍卫生间）；孩子⟦MEDICAL|尘螨过敏⟧，不要地毯。
已付设计定金：⟦AMOUNT|5000元⟧
设计师：⟦PERSON|蔡凯文⟧ ⟦PHONE|13606029917⟧"""),

("gas_account_transfer_form", """燃气开户（过户）申请表    ⟪org_name|重庆燃气⟫   表单号⟪form_no|KH-2024-06621⟫
原户主：⟦PERSON|冉光明⟧  →  新户主：⟦PERSON|冉静⟧
新户主身份证：⟦IDCARD|$idc14⟧
用气地址：⟦ADDRESS|重庆市渝中区大同路8号14-3⟧
代扣银行卡：⟦CARD|$card16⟧   持卡人：⟦PERSON|冉静⟧
联系电话：⟦PHONE|023-6388 4172⟧
表具编号：⟪meter_serial|JN0112887⟫
过户原因：原户主因⟦MEDICAL|肺癌⟧去世（附死亡证明）"""),

("renovation_complaint_post", """避雷！⟪place_name|武汉光谷⟫那家⟪org_name|金X装饰⟫
我家⟦ADDRESS|武汉市洪山区光谷大道77号金地圣爱米伦6栋2103⟧去年找他们装修，合同⟪contract_price|13.8万⟫，结果瓷砖空鼓一大片。设计师⟦PERSON|阿Ken⟧跑路，工长⟦PERSON|胡工⟧电话⟦PHONE|137 2043 8861⟧不接。乳胶漆甲醛也超标（检测报告⟪report_no|WHJC-2023-11872⟫），女儿住进去后查出⟦MEDICAL|支气管炎⟧。已经付了⟦AMOUNT|11万元⟧，维权中。
—— ⟦PERSON|鹿鹿Lulu⟧"""),

("nbiot_water_meter_log", """[⟪timestamp|2024-03-21 03:00:07⟫] meter=⟪meter_id|NB2104418827⟫ imei=⟪imei|868334051247718⟫ owner=⟦PERSON|孔德兵⟧ reading=⟪meter_reading|318.42⟫ src=⟦IP_ADDRESS|10.72.188.9⟧
[2024-03-21 03:00:09] meter=NB2104418902 owner=⟦PERSON|柏雪⟧ ALARM=持续小流量 notify=⟦PHONE|13961170284⟧
[2024-03-21 03:05:40] 推送平台 -> ⟦IP_ADDRESS|2408:8456:3e10:1a2::3b⟧ token=⟦APIKEY|$jwt4⟧"""),

("sick_leave_note_site", """请假条
⟪org_name|中建八局⟫⟪project_name|合肥滨湖项目部⟫：
本人⟦PERSON|葛小平⟧（钢筋班），因⟦MEDICAL|尘肺病一期⟧复查及⟦MEDICAL|慢性支气管炎⟧住院，需请假15天（3月22日至4月5日），诊断证明附后（⟪org_name|安徽省职业病防治院⟫）。
请批准。
申请人：⟦PERSON|葛小平⟧   联系电话：⟦PHONE|155 5188 0367⟧
班组长意见：同意。⟦PERSON|许国华⟧
⟪date|2024年3月21日⟫"""),

("wechat_transfer_ocr", """OCR识别结果：
转账成功
⟦AMOUNT|¥5,000.00⟧
收款方：⟪masked_name|**刚⟫（⟦PERSON|刘志刚⟧）
转账时间：⟪timestamp|2024-03-19 20:41:33⟫
转账单号：⟪transaction_id|1000050001202403192041338812⟫
备注：卫生间防水定金 ⟦ADDRESS|广州市天河区汇景新城13栋602⟧
——
⟦PERSON|刘师傅⟧，定金转你了，周六来做闭水试验，我电话⟦PHONE|13580021947⟧"""),

("payroll_sql_decoration_co", """-- ⟪org_name|成都匠心装饰⟫ ⟪period|2024-02⟫ 工资发放
INSERT INTO salary (emp_no, name, id_card, bank_card, net_pay) VALUES
('⟪employee_no|JX-031⟫', '⟦PERSON|邹雨萱⟧', '⟦IDCARD|$idc12⟧', '⟦CARD|$card17⟧', '⟦AMOUNT|¥7820.00⟧'),
('JX-032', '⟦PERSON|廖志明⟧', '⟦IDCARD|$idc15⟧', '⟦CARD|$card23⟧', '⟦AMOUNT|¥9150.00⟧');"""),

("waste_sorting_rota_table", """| 日期 | 督导员 | 电话 | 点位 |
|---|---|---|---|
| 3/25 | ⟦PERSON|乔师傅⟧ | ⟦PHONE|13651870229⟧ | ⟪bin_station|3号楼垃圾房⟫ |
| 3/26 | ⟦PERSON|老金⟧ | ⟦PHONE|13817730415⟧ | ⟪bin_station|南门投放点⟫ |
| 3/27 | ⟦PERSON|毕小勇⟧ | ⟦PHONE|18918305526⟧ | 3号楼垃圾房 |
备注：⟦PERSON|老金⟧⟦MEDICAL|腰伤⟧未愈，3/26如下雨由别人替班。（⟪org_name|徐汇区绿化市容局⟫排班）"""),

("waterproof_warranty_card", """防水工程保修卡      NO.⟪warranty_no|DY-BX-0078812⟫
业主姓名：⟦PERSON|殷秋菊⟧    业主电话：⟦PHONE|0531-8690 2273⟧
施工地址：⟦ADDRESS|济南市历下区燕子山小区东区4号楼2单元301 250014⟧
施工内容：卫生间、厨房  ⟪product_model|东方雨虹JS-II型⟫
保修期：⟪warranty_period|5年⟫（自⟪date|2024.03.18⟫起）
施工负责人：⟦PERSON|石师傅⟧ ⟦PHONE|15315108826⟧
全国服务热线：⟦PHONE|400-650-0906⟧"""),

("solar_loan_complaint_call", """【录音整理】
⟦PERSON|龚女士⟧：你们当时说装光伏不要钱，现在银行每个月扣我⟦AMOUNT|1,986元⟧！
客服：您好，请提供一下身份证号核实。
⟦PERSON|龚女士⟧：⟦IDCARD|$idc04⟧。
客服：⟦PERSON|龚红梅⟧女士对吗？您的贷款合同号⟪loan_contract_no|GF-HZ-2023-118274⟫，分⟪loan_term|60期⟫，合作方⟪org_name|浙江晶辉新能源⟫。
⟦PERSON|龚女士⟧：是我老公⟦PERSON|潘志勇⟧签的字，他那时候在住院做⟦MEDICAL|肾结石手术⟧，我根本不知道！
客服：好的，我登记投诉，回访电话还是⟦PHONE|15867142203⟧吗？"""),

("property_survey_report", """房产测绘成果报告书     项目编号：⟪project_code|CH-2024-0329⟫
委托人：⟦PERSON|戴永红⟧    联系电话：⟦PHONE|13913857720⟧
坐落：⟦ADDRESS|江苏省无锡市滨湖区蠡湖大道1800号观山名筑22-1-1601⟧
测绘单位：⟪org_name|无锡市测绘院⟫    测量员：⟦PERSON|鲍工⟧、⟦PERSON|小卜⟧
建筑面积：⟪floor_area|143.62㎡⟫    套内面积：⟪floor_area|118.07㎡⟫    坐标系：⟪crs|CGCS2000⟫
测绘费：⟪fee_schedule|按面积1.36元/㎡⟫，委托人已付⟦AMOUNT|¥195.32⟧"""),

("wechat_moments_job_ad", """急招水电工2名，⟪wage_rate|日结350⟫，工地在⟪place_name|昆山花桥⟫，要有⟪cert_type|低压电工证⟫，⟪generic_health_requirement|有高血压、心脏病的勿扰⟫。联系⟦PERSON|鲁工头⟧ ⟦PHONE|13812976605⟧（微信同号）
——评论——
⟦PERSON|阿坤⟧：⟦PERSON|鲁工头⟧，我明天能到，身份证发你了 ⟦IDCARD|$idc17⟧，我大名⟦PERSON|费坤⟧"""),

("miniprogram_payment_error_log", """{"level":"error","time":"⟪timestamp|2024-03-22T09:13:44+08:00⟫","msg":"支付回调验签失败","appid":"⟪appid|wx8f3c21d9a0b7e654⟫","user":{"nickname":"⟦PERSON|晴天小雨⟧","mobile":"⟦PHONE|17601298834⟧","room":"⟦ADDRESS|北京市丰台区丽泽路16号院2号楼1208⟧"},"amount":"⟦AMOUNT|¥1,320.00⟧","mch_id":"⟪merchant_id|1624418230⟫","api_v3_key":"⟦SECRET|$wxpay_v3key1⟧","client_ip":"⟦IP_ADDRESS|111.197.62.140⟧"}"""),

("illegal_structure_reply", """【城管回复】市民⟦PERSON|龙先生⟧（⟪masked_phone|135****8821⟫）您好：
您反映的您家⟦ADDRESS|长沙市岳麓区麓山南路369号师大二村7栋501⟧楼上顶楼违建问题，经查，该户主⟪anonymised_name|贺某⟫于2023年在楼顶搭建⟪structure|彩钢板房约40㎡⟫，我局已下达⟪notice_no|岳城执〔2024〕17号⟫限期拆除通知书，⟪anonymised_name|贺某⟫承诺4月10日前自行拆除。
承办人：⟦PERSON|曾队长⟧  ⟦PHONE|0731-8887 1120⟧"""),
]

TEXTS += [
("heat_pump_after_sales_ticket", """售后工单  ⟪ticket_id|SH-240322-0442⟫
客户：⟦PERSON|柯文涛⟧
地址：⟦ADDRESS|福州市鼓楼区温泉路68号温泉花园5座903⟧
故障：机组显示⟪fault_code|E7⟫（排气温度过高），APP离线
远程诊断：网关公网IP ⟦IP_ADDRESS|27.154.230.18⟧，内网 ⟦IP_ADDRESS|192.168.1.108⟧，固件⟪firmware_version|V1.0.8.3⟫
客户APP账号 ⟦EMAIL|kewentao@qq.com⟧ 密码 ⟦PASSWORD|kwt19850715⟧（客户主动告知，已提醒修改）"""),

("hk_contractor_filing_trad", """深港合作項目 外判人員備案
姓名：⟦PERSON|陳志偉⟧（香港）
香港身份證：⟦NATIONAL_ID|$hkid1⟧
回鄉證：⟪permit_masked|H0****812⟫
電話：⟦PHONE|+852 9123 6640⟧
工種：註冊電業工程人員（⟪licence_grade|A級⟫），牌照號碼⟪licence_no|EW 308841⟫
緊急聯絡人：太太 ⟦PERSON|何嘉欣⟧ ⟦PHONE|+852 6218 4407⟧"""),

("refuse_truck_gps_alert", """【车辆监控平台告警】⟪timestamp|2024-03-22 05:41:09⟫
车辆：⟪fleet_plate|沪D·H3721⟫（⟪vehicle_type|压缩式垃圾车⟫）
司机：⟦PERSON|施建平⟧ ⟦PHONE|13764402258⟧
告警：疲劳驾驶（连续驾驶4小时12分）
调度备注：⟦PERSON|施师傅⟧有⟦MEDICAL|糖尿病⟧，注意休息吃饭；已通知班长⟦PERSON|小俞⟧安排替班。"""),

("owners_vote_tally_table", """业主大会电子表决统计（截图）
| 房号 | 业主 | 表决 | 签名时间 |
| 1-101 | ⟦PERSON|苗淑珍⟧ | 同意 | ⟪timestamp|03-20 19:02⟫ |
| 1-102 | ⟦PERSON|Tony Leung⟧ | 反对 | 03-20 19:15 |
| 1-201 | ⟦PERSON|鲍丽⟧（代签：⟦PERSON|鲍海涛⟧） | 同意 | 03-20 20:44 |
| 2-301 | ⟦PERSON|雷振宇⟧ | 弃权 | 03-21 08:03 |
统计：同意⟪vote_count|62票⟫，占专有部分面积⟪ratio|71.4%⟫。监票人：⟦PERSON|曹老师⟧"""),

("lease_contract_foreign_tenant", """房屋租赁合同（节选）   合同编号⟪contract_no|ZL-2024-0088⟫
出租方：⟦PERSON|夏宏伟⟧，身份证号⟦IDCARD|$idc18⟧
承租方：⟦PERSON|Maria Santos Dela Cruz⟧，菲律宾籍，护照号⟦PASSPORT|$pp_ph1⟧
房屋：⟦ADDRESS|深圳市福田区农园路66号香榭里花园8栋12C⟧
⟪contract_rent|月租金人民币9,500元⟫，押二付一，承租方已付押金⟦AMOUNT|19,000元⟧。
出租方收款账户：⟦CARD|$card18⟧（⟪bank_name|平安银行⟫），见⟪clause_ref|第七条⟫。"""),

("elevator_entrapment_report", """电梯困人事件报告    ⟪incident_id|DT-2024-0322-01⟫
时间：⟪timestamp|2024年3月22日 07:48⟫   地点：⟪location_code|6栋2号梯⟫
被困人员：⟦PERSON|卫明轩⟧，男，⟦MEDICAL|哮喘⟧患者，被困期间呼吸急促，已用自带的⟦MEDICAL|沙丁胺醇气雾剂⟧。
救援：维保单位⟪org_name|上海三菱电梯⟫⟦PERSON|邬工⟧07:59到场，08:06救出。
物业值班：⟦PERSON|小甘⟧ ⟦PHONE|0512-6691 3308⟧"""),

("family_group_chat_solar", """【⟪group_name|相亲相爱一家人⟫】
大姐：爸，电费我帮你交了⟦AMOUNT|312.6元⟧，户号⟪customer_account_no|0308812756⟫，现在电价⟪tariff|0.538元/度⟫
老爸：好的。那个装光伏的⟦PERSON|小冯⟧又打电话，说要我身份证
大姐：别给！！上次隔壁⟦PERSON|王叔⟧就被骗了⟦AMOUNT|两万块⟧
老爸：知道了。我这周去医院拿⟦MEDICAL|降压药⟧
二弟：爸，⟦PERSON|小冯⟧电话多少，我来问问
老爸：⟦PHONE|19937702156⟧"""),

("deploy_script_zh_comments", """# 部署脚本 deploy.sh（⟪project_name|智慧工地平台⟫）
export GITHUB_TOKEN=⟦APIKEY|$ghp2⟧
# 测试服务器
ssh -i ~/.ssh/id_rsa ⟦PERSON|caoyifan⟧@⟦IP_ADDRESS|47.106.221.87⟧ "tar xzf ⟦PERSON|/home/caoyifan⟧/releases/build.tar.gz"
# 注意：⟪doc_ip|198.51.100.7⟫ 是文档示例地址，不要用；node 版本 ⟪version|18.19.0⟫
# 负责人 ⟦PERSON|曹一凡⟧"""),

("water_bill_complaint_letter", """⟪org_name|广州市自来水有限公司⟫：
本人⟦PERSON|欧阳志远⟧，户号⟪customer_account_no|20188347⟫，住⟦ADDRESS|广州市越秀区东风东路753号大院3号楼602，邮编510080⟧。2月份水费账单⟦AMOUNT|¥1,287.40⟧，是平时的十倍。本人⟦MEDICAL|双腿残疾⟧，家中仅两人，不可能用这么多水。经⟦PERSON|黎师傅⟧上门检查，系表后管道暗漏（⟪report_no|检测单GZ-LS-2230⟫），请求按⟪policy_ref|《供水服务规范》第5.3条⟫减免。
联系电话：⟦PHONE|020-8761 2250⟧
⟪date|2024年3月20日⟫"""),

("security_shift_handover_log", """保安交接班记录    ⟪shift_id|2024-03-22 夜班⟫
22:15 外卖员进入，登记手机⟦PHONE|15201378842⟧。
01:10 巡逻发现地库B2有人晕倒，系业主⟦PERSON|严振东⟧（⟦MEDICAL|低血糖⟧），已叫救护车送⟪org_name|市一医院⟫，其妻陪同。
05:30 ⟪vehicle_id|环卫3号车⟫到场清运。
交班人：⟦PERSON|郝建⟧    接班人：⟦PERSON|牛小伟⟧
大门岗临时密码：⟦PASSWORD|2468*⟧"""),

("design_institute_contacts_export", """员工通讯录导出（⟪org_name|华东建筑设计研究院⟫ 结构所）   ⟪export_time|导出时间 2024-03-22 10:31⟫
| 工号 | 姓名 | 手机 | 邮箱 | 出生日期 |
| ⟪employee_no|S2031⟫ | ⟦PERSON|储建新⟧ | ⟦PHONE|13601881275⟧ | ⟦EMAIL|chujx@hdsy-arch.cn⟧ | ⟦DATE_OF_BIRTH|1979-07-23⟧ |
| S2047 | ⟦PERSON|解玲⟧ | ⟦PHONE|18917736024⟧ | ⟦EMAIL|xieling@hdsy-arch.cn⟧ | ⟦DATE_OF_BIRTH|1991-05-02⟧ |"""),

("water_heater_install_sms", """【⟪org_name|万和热水器⟫】您的安装预约已受理，单号⟪order_id|WH2403220188⟫，师傅⟦PERSON|曾志华⟧（⟦PHONE|13726840095⟧）将于3月23日上午上门。
回复：好的，地址是⟦ADDRESS|佛山市禅城区季华五路22号绿景花园8座1502⟧，门岗报我名字⟦PERSON|邝美仪⟧就行。燃气热水器装的时候请开窗，我⟦MEDICAL|怀孕七个月⟧。家里有只狗叫⟪pet_name|豆豆⟫，别怕。"""),

("property_fee_refund_request", """物业费退款申请
申请人：⟦PERSON|丁红霞⟧    房号：⟪unit_code|3-1-502⟫    联系电话：⟦PHONE|13951873306⟧
身份证号：⟦IDCARD|$idc19⟧
退款原因：重复缴纳2024年物业费
退款金额：⟦AMOUNT|¥3,024.00⟧
收款银行：⟪bank_name|中国建设银行南京城东支行⟫
收款账号：⟦CARD|$card19⟧
申请日期：⟪date|2024-03-21⟫     物业经办：⟦PERSON|小章⟧"""),

("electrician_site_diary_ocr", """施工日志   3月22日 晴    ⟪project_code|GL-28⟫老房改造
早上到场，业主⟦PERSON|符老师⟧在家。拆旧线，发现铝线老化，⟪spec|BV2.5平方⟫全部换⟪spec|BV4平方⟫。
⟦PERSON|符老师⟧说她⟦MEDICAL|装了心脏起搏器⟧，电锤作业离她远点。
⟦PERSON|小应⟧下午请假，⟦MEDICAL|牙周炎⟧去看牙。
材料款⟦AMOUNT|1,460元⟧业主已微信付给⟦PERSON|老戴⟧。"""),

("site_accident_flash_report", """安全事故快报    ⟪report_no|AQ-2024-007⟫
时间：⟪timestamp|2024年3月21日14时20分⟫
地点：⟪project_name|锦绣华庭7#楼⟫外脚手架第9步
伤者：⟦PERSON|闫春生⟧，男，出生日期⟦DATE_OF_BIRTH|1966年12月9日⟧，身份证⟦IDCARD|$idc13⟧
伤情：⟦MEDICAL|左小腿胫骨骨折⟧、⟦MEDICAL|轻度脑震荡⟧，已送⟪org_name|市第三人民医院⟫。
架子工班组长：⟦PERSON|尹德海⟧ ⟦PHONE|18605126633⟧"""),

("survey_quote_email_signature", """发件人：⟦PERSON|邢佳⟧ <⟦EMAIL|xingjia0823@126.com⟧>
主题：回复：地形图测量报价
⟦PERSON|覃总⟧您好：
贵司⟪project_name|五象新区地块⟫1:500地形图测量报价⟪quote|¥28,000⟫，含⟪service|RTK控制测量⟫，详见附件，附件密码：⟦PASSWORD|Cehui@0823⟧
——
⟦PERSON|邢佳⟧ | 市场部 | ⟪org_name|广西精测地理信息⟫
手机/微信：⟦PHONE|18977105523⟧"""),

("home_repair_app_order", """订单详情   ⟪order_id|DJ20240322153011887⟫
服务：马桶疏通 + 更换角阀
下单人：⟦PERSON|阎思琪⟧  ⟪masked_phone|176****2291⟫
地址：⟦ADDRESS|天津市河西区紫金山路紫金花园4-3-1101⟧
师傅：⟦PERSON|樊师傅⟧（工号⟪employee_no|TJ-0871⟫）
实付：⟦AMOUNT|¥158.00⟧（优惠券⟪coupon_code|NEW30⟫）
评价：师傅很专业！就是进门没戴鞋套。—— ⟦PERSON|琪琪⟧"""),

("id_card_ocr_face_access", """身份证OCR识别（人脸门禁登记）
姓名 ⟦PERSON|温晓燕⟧
性别 女   民族 汉
出生 ⟦DATE_OF_BIRTH|1982年6月19日⟧
住址 ⟦ADDRESS|福建省厦门市思明区莲前东路288号之二1203室⟧
公民身份号码 ⟦IDCARD|$idc10⟧
签发机关 ⟪issuing_authority|厦门市公安局思明分局⟫   有效期限 ⟪validity|2016.05.11-2036.05.11⟫
人脸比对得分：⟪face_score|0.93⟫"""),

("wecom_expense_approval", """【企业微信·审批】费用报销   ⟪approval_no|202403220031⟫
申请人：⟦PERSON|汤伟⟧（⟪department|工程部⟫）
事由：⟪project_name|翠苑小区⟫二次供水水箱清洗，垫付检测费
金额：⟦AMOUNT|¥1,850.00⟧
收款卡：⟦CARD|$card20⟧
审批人：⟦PERSON|焦总⟧ → 出纳⟦PERSON|小梁⟧
备注：⟦PERSON|汤伟⟧⟦MEDICAL|阑尾炎手术⟧请假中，卡号已核对。"""),

("gas_recharge_online_chat", """在线客服   会话⟪session_id|KF-88213⟫
用户：燃气充值⟦AMOUNT|200元⟧没到账，钱扣了
客服：请提供燃气户号和付款卡号
用户：户号⟪customer_account_no|1209338871⟫，信用卡⟦CARD|$card21⟧，背面三位⟦CVV|582⟧
客服：请勿发送安全码！我们不会索要CVV。已为您转人工，工号⟪employee_no|0337⟫。
用户：哦哦，我叫⟦PERSON|贝晓东⟧，电话⟦PHONE|13045612278⟧"""),
]
