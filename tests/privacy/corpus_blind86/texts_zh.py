# blind86 Chinese texts.  ⟦TYPE|value⟧ = span, ⟪kind|value⟫ = decoy, $name = values.VALUES[name]
TEXTS = []

TEXTS += [
("wechat_group_chat",
 """【微信群】热泵安装-清苑片区
⟦PERSON|王师傅⟧：@⟦PERSON|小赵⟧ 明天上午先去北王力村装机，户主 ⟦PERSON|赵桂兰⟧，她家老伴 ⟦MEDICAL|心脏搭过桥⟧，别让老人家帮忙搬东西。地址 ⟦ADDRESS|保定市清苑区东闾乡北王力村 3 排 12 号⟧，电话 ⟦PHONE|139 3128 6604⟧
⟦PERSON|小赵⟧：收到👌 补贴那个表签了没？
⟦PERSON|王师傅⟧：签了，补贴打她那张社保卡 ⟦CARD|$card_up3⟧，身份证 ⟦IDCARD|$idc10⟧ 复印件在车上
⟦PERSON|小赵⟧：好嘞。她家狗 ⟪pet_name|大黄⟫ 凶不凶😂
⟦PERSON|王师傅⟧：拴着呢。机子是 ⟪model_number|KFRS-12T/NaE⟫，⟪price|¥19,800⟫ 政府补大头
"""),

("sms_notice",
 "【⟪org_name|清源环卫⟫】⟦PERSON|刘先生⟧您好，您预约的化粪池清掏已安排在11月28日上午，地址：⟦ADDRESS|成都市郫都区犀浦镇恒山村 6 组 28 号⟧，司机⟦PERSON|李师傅⟧ ⟦PHONE|186 8127 4590⟧。收费标准⟪price|350元/车⟫，按实际车次结算。工单号⟪ticket_id|QY20241128-017⟫。退订回T"),

("call_record",
 """【通话记录】坐席：⟪employee_id|工号 8027⟫ ⟦PERSON|陈晓燕⟧    来电：⟦PHONE|0571-8816 3302⟧    时长 ⟪call_duration|04:37⟫
客户：你好，我家软水机最近出水有咸味，是不是坏了？
坐席：您好，请问机主姓名和安装地址？
客户：⟦PERSON|许文静⟧，⟦ADDRESS|杭州市西湖区文一西路 588 号西溪 MOHO 3 幢 1502 室，邮编 310012⟧。
坐席：好的⟦PERSON|许小姐⟧，系统显示您的机器是 ⟪model_number|怡口 ECR3500⟫，上次换树脂是去年 5 月。咸味一般是再生阀卡住了，我给您派师傅，上门费 ⟪price|80元⟫。
客户：行。我现在⟦MEDICAL|怀孕七个月⟧，医生让控盐，这水还能喝吗？
坐席：建议先别直接喝，用净水器那一路。师傅明天上午联系您，工单 ⟪ticket_id|RS-1127-0932⟫。
"""),

("dingtalk_group",
 """钉钉群「雨水收集项目部」
⟦PERSON|周工⟧ 09:41
机器人 webhook 我先贴这儿，回头配到告警里：⟦SECRET|$sc_dinghook1⟧ 加签密钥 ⟦SECRET|$sc_dingsign1⟧
⟦PERSON|孙浩⟧ 09:43
收到。另外 ⟪project_name|海绵城市二期⟫ 那个 ⟪module_spec|1.2m³ PP 模块⟫ 水池，业主 ⟦PERSON|吴总⟧ 说验收前要看水质报告
⟦PERSON|周工⟧ 09:45
让 ⟦PERSON|小钱⟧ 去送样吧，检测费 ⟪price|¥1,200⟫ 公司出
"""),

("employee_registration_form",
 """员工入职登记表      ⟪org_name|山东绿源热泵科技有限公司⟫      编号 ⟪employee_number|LY-2024-118⟫
姓名：⟦PERSON|孟凡军⟧    性别：男    民族：汉
出生日期：⟦DATE_OF_BIRTH|1975年1月26日⟧
身份证号：⟦IDCARD|$idc7⟧
户籍地址：⟦ADDRESS|山东省青岛市市南区香港中路 76 号 2 单元 501 户⟧
联系电话：⟦PHONE|153 0532 7719⟧
紧急联系人：⟦PERSON|孟丽⟧（妻子）  ⟦PHONE|153 0532 8820⟧
工资卡（建设银行）：⟦CARD|$card_up2⟧
岗位：安装技师    入职日期：⟪date|2024-03-01⟫    试用期工资：⟦AMOUNT|5500元⟧/月
既往病史：⟦MEDICAL|高血压，规律服药⟧
"""),

("xiaohongshu_post",
 """📍小红书 | ⟦PERSON|木子不吃辣⟧
北京郊区老房装了真火壁炉🔥 全记录
坐标 ⟪place_name|怀柔⟫，房子是 2008 年的，装的 ⟪brand_name|Jøtul⟫ 铸铁炉，烟囱走外墙。
💰总花费：炉子 ⟪price|¥16,800⟫ + 烟管 + 安装，最后我们一共付了 ⟦AMOUNT|¥27,350⟧（含劈柴一吨）
👷安装师傅是 ⟦PERSON|老郑⟧，手艺真的没话说，需要的姐妹私我
⚠️ 家里有 ⟦MEDICAL|哮喘⟧ 小朋友的一定要装 CO 报警器！我家儿子第一晚咳了两次……
⟪hashtag|#真火壁炉⟫ #北方取暖
"""),

("dianping_review",
 """★★★★☆ ⟦PERSON|小鱼儿吃鱼⟧  ⟪vip_level|Lv6⟫
小区化粪池堵了往外冒，物业推荐的这家。⟦PERSON|黄师傅⟧ 40 分钟就到了，吸污车抽了两车，一共收了 ⟦AMOUNT|700 块⟧，价格透明（⟪price|350/车⟫）。扣一星是客服电话 ⟦PHONE|400-826-3151⟧ 一直占线。
人均：⟪avg_price|¥350⟫
"""),

("ecommerce_order",
 """订单编号：⟪order_id|3861274409182255031⟫
商品：⟪product_name|莫顿软水盐 25kg×4袋⟫    单价 ⟪price|¥139.00⟫
实付款：⟦AMOUNT|¥498.00⟧（含运费）
收货人：⟦PERSON|韩梅⟧  ⟪masked_phone|187****3356⟫
收货地址：⟦ADDRESS|江苏省南京市玄武区珠江路 88 号新世界中心 A 座 2108，210018⟧
物流：⟪courier|顺丰速运⟫ ⟪tracking_number|SF1428830917463⟫
下单时间：⟪timestamp|2024-11-11 00:03:27⟫
买家留言：家里老人有 ⟦MEDICAL|肾结石⟧，听说软水好一点？麻烦发快点
"""),

("json_config",
 '''{
  "// 说明": "短信通知配置，别提交到 git！",
  "sms": {
    "provider": "aliyun",
    "accessKeyId": "⟦APIKEY|$ak_aliyun1⟧",
    "accessKeySecret": "⟦SECRET|$sc_aliyun1⟧",
    "signName": "⟪sms_signature|绿源热泵⟫",
    "templateCode": "⟪template_code|SMS_276530118⟫"
  },
  "oss": {"bucket": "⟪bucket_name|lvyuan-install-photos⟫", "endpoint": "oss-cn-qingdao.aliyuncs.com"},
  "admin": {"name": "⟦PERSON|孟凡军⟧", "mobile": "⟦PHONE|15305327719⟧"}
}
'''),

("contract_excerpt",
 """雨水收集回用系统安装合同（节选）        合同编号：⟪contract_number|YS-HT-2024-0356⟫
甲方（业主）：⟦PERSON|钟丽华⟧      身份证号：⟦IDCARD|$idc16⟧
联系地址：⟦ADDRESS|广西南宁市青秀区民族大道 136 号华润中心 1 栋 2803 号⟧
乙方：⟪org_name|南宁碧水环境工程有限公司⟫    统一社会信用代码：⟪unified_social_credit_code|91450103MA5N8K2X7Q⟫
第三条 合同价款：本工程总价 ⟪quote_total|人民币 48,600 元⟫。甲方已于签约当日支付定金 ⟦AMOUNT|人民币 15,000 元⟧。
第五条 质保期：主体工程两年，水泵一年。
甲方签字：⟦PERSON|钟丽华⟧        日期：⟪date|2024年9月3日⟫
"""),

("after_sales_ticket",
 """【售后工单】⟪ticket_id|#SH-20241120-0448⟫   状态：待上门
客户：⟦PERSON|杜建平⟧ / ⟦PHONE|138 1076 5521⟧
地址：⟦ADDRESS|北京市朝阳区望京西园三区 312 楼 6 单元 901⟧
设备：中央软水机 ⟪model_number|ASR-1500⟫   SN：⟪serial_number|AOS2208150391⟫
故障描述：再生时一直排水不停，地漏都满了。
备注：客户⟦MEDICAL|腿脚不便（中风后遗症）⟧，师傅上门前半小时先打电话；家里有猫（⟪pet_name|煤球⟫）别让跑出去。
派单：⟦PERSON|刘师傅⟧（⟪employee_id|S-0217⟫）
"""),

("python_script",
 """# 燃油配送调度 ⟪script_version|v1.3⟫ - 每天早上往群里推送配送清单
import requests

WEBHOOK = "⟦SECRET|$sc_wecomhook1⟧"  # 企业微信群机器人
TENCENT_SECRET_ID = "⟦APIKEY|$ak_tencent1⟧"
TENCENT_SECRET_KEY = "⟦SECRET|$sc_tencent1⟧"
# 负责人：⟦PERSON|钱磊⟧ ⟦EMAIL|qianlei@ranyou-peisong.cn⟧

msg = "今日配送：⟪fuel_volume|0号柴油 3.2 吨⟫，车辆 ⟪vehicle_id|配送3号车⟫"
requests.post(WEBHOOK, json={"msgtype": "text", "text": {"content": msg}})
"""),

("meeting_minutes",
 """【周例会纪要】⟪date|2024年11月18日⟫   记录：⟦PERSON|林晓⟧
参会：⟦PERSON|周社长⟧、⟦PERSON|许经理⟧、⟦PERSON|王师傅⟧、⟦PERSON|小赵⟧
1. 煤改电项目 ⟪project_name|清苑区三期⟫ 已完成 214 户，剩 36 户，月底前完成。
2. ⟦PERSON|王师傅⟧ 反映 ⟪model_number|KFRS-12T⟫ 外机化霜问题，⟦PERSON|许经理⟧ 联系厂家。
3. ⟦PERSON|小赵⟧ 本月请假三天（⟦MEDICAL|阑尾炎手术⟧），由 ⟦PERSON|王师傅⟧ 带新人。
4. 财务 ⟦PERSON|林晓⟧ 提醒：客户 ⟦PERSON|赵桂兰⟧ 的尾款 ⟦AMOUNT|3,200 元⟧ 还没到账。
"""),

("ocr_id_result",
 '''{"code":0,"msg":"ok","api_version":"⟪api_version|v2.3⟫","request_id":"⟪request_id|$dk_uuid6⟫",
 "data":{"side":"front","name":"⟦PERSON|谢雨桐⟧","sex":"女","nation":"汉",
 "birth":"⟦DATE_OF_BIRTH|1999年3月7日⟧",
 "address":"⟦ADDRESS|黑龙江省哈尔滨市南岗区学府路 52 号 3 栋 1 单元 602 室⟧",
 "id_number":"⟦IDCARD|$idc14⟧","confidence":⟪ocr_confidence|0.987⟫}}
'''),

("price_list",
 """【果木柴价格表】2024 冬季
苹果木 ⟪price|¥1.2/斤⟫（劈好，含水率 ⟪moisture_reading|≤18%⟫）
樱桃木 ⟪price|¥1.5/斤⟫
橡木壁炉柴 ⟪price|¥1,680/吨⟫，30cm 长
引火柴 ⟪price|¥25/袋⟫
满 ⟪price|¥500⟫ 北京五环内包送，发货地 ⟪place_name|河北涿州⟫
"""),

("sms_notice",
 "【⟪org_name|暖家壁炉⟫】⟦PERSON|徐女士⟧您好，您预约的壁炉清灰+烟道检查定于12月2日⟪time_slot|14:00-16:00⟫，师傅⟦PERSON|郭建⟧（⟦PHONE|176 1023 4580⟧）。您留言家中无人，密码锁密码 ⟦PASSWORD|862047#⟧ 已记录，完工后请及时修改。服务费⟪price|¥260⟫上门后扫码支付。"),

("sql_insert",
 """-- 清掏记录表
INSERT INTO qingtao_record (id, customer, phone, addr, volume_m3, fee_yuan, driver, remark) VALUES
(⟪row_id|5521⟫, '⟦PERSON|蒋德福⟧', '⟦PHONE|13508157726⟧', '⟦ADDRESS|四川省成都市双流区黄甲街道牧华路 2 段 17 号⟧', ⟪volume|8.5⟫, 680, '⟦PERSON|李师傅⟧', '农家乐，三格化粪池'),
(5522, '⟦PERSON|何秀英⟧', '⟦PHONE|18980062145⟧', '⟦ADDRESS|四川省成都市郫都区团结镇宋家河坝村 3 组⟧', 4.0, 350, '⟦PERSON|李师傅⟧', '老人独居，⟦MEDICAL|听力不好⟧，敲门大声点'),
(5523, '⟪org_name|蓉城水务三厂食堂⟫', '⟦PHONE|028-8762 1130⟧', '⟪org_address|成都市武侯区科华北路 9 号⟫', 12.0, 1020, '⟦PERSON|王志强⟧', '月结');
"""),

("zhihu_answer",
 """知乎 | 家里做一次能效评估（能耗检测）值不值？
⟦PERSON|暖通老司机⟧ 的回答 · ⟪vote_count|2,341 赞同⟫ · 发布于 ⟪date|2024-10-09⟫
值。我们去年给 ⟪place_name|浦东⟫ 一户老公房做的：外墙没保温、铝合金单玻窗，冬天空调开到 26 度还冷。红外热像一拍，窗框四周全是蓝的。改完窗 + 加装 ⟪model_number|5 匹空气能热泵⟫，业主说一个冬天电费少了 ⟦AMOUNT|两千多块⟧。评估费市面上 ⟪price|800-1500 元⟫ 一次。
有需要的私信，别在评论区留电话。
"""),

("subsidy_application_form",
 """清苑区“煤改电”空气源热泵补贴申请表
户主姓名：⟦PERSON|赵桂兰⟧      身份证号：⟦IDCARD|$idc10⟧
出生日期：⟦DATE_OF_BIRTH|1972-06-19⟧
家庭住址：⟦ADDRESS|保定市清苑区东闾乡北王力村 3 排 12 号⟧
联系电话：⟦PHONE|139 3128 6604⟧
设备型号：⟪model_number|KFRS-12T/NaE⟫    安装单位：⟪org_name|保定暖阳热泵工程有限公司⟫
设备价款：⟪price|19,800 元⟫    补贴标准：⟪subsidy_rate|设备款 70%（上限 1.4 万元）⟫
补贴发放账户（社保卡金融账户）：⟦CARD|$card_up3⟧
村委会意见：同意        经办人：⟦PERSON|刘振⟧
"""),

("voice_transcript",
 """【语音转文字】
“喂，⟦PERSON|老马⟧啊，我 ⟦PERSON|杨建新⟧。今年的劈柴还是要两吨，⟪wood_type|苹果木⟫的，送到山上那个民宿，⟦ADDRESS|北京市延庆区井庄镇柳沟村 116 号⟧。钱我先转你 ⟦AMOUNT|三千块⟧，剩下的到了再给。哦对了我换号了，新号是 ⟦PHONE|幺三九，幺零八六，七七四二⟧，你存一下。”
"""),

("app_log",
 """2024-11-21 10:02:17.331 INFO  [⟪thread_name|http-nio-8080-exec-4⟫] c.r.m.controller.UserController - login ok uid=⟪user_id|20931⟫ ip=⟦IP_ADDRESS|112.96.37.205⟧
2024-11-21 10:02:17.402 DEBUG [http-nio-8080-exec-4] c.r.m.auth.TokenService - issue token=⟦APIKEY|$ak_jwt3⟧
2024-11-21 10:02:19.118 INFO  [http-nio-8080-exec-7] c.r.m.controller.OrderController - 预约保养 name=⟦PERSON|蔡明亮⟧ tel=⟦PHONE|13771920054⟧ addr=⟦ADDRESS|江苏省无锡市滨湖区蠡湖大道 2018 号 7-1102⟧
2024-11-21 10:02:19.120 WARN  [http-nio-8080-exec-7] c.r.m.pay.WxPayService - appid=⟪app_id|$dk_wx_appid1⟫ secret=⟦SECRET|$sc_wxsecret1⟧ （debug 日志请关闭！）
"""),

("complaint_letter",
 """致 ⟪org_name|北京焰火壁炉工程有限公司⟫：
本人 ⟦PERSON|高志远⟧，住 ⟦ADDRESS|北京市顺义区后沙峪镇裕京花园 B 区 17 号，邮编 101318⟧。贵司于 10 月 12 日为我家安装柴火炉（合同号 ⟪contract_number|YH-2024-1012-07⟫），烟管接口密封不严，11 月 3 日夜间一氧化碳报警器响，我母亲⟦MEDICAL|一氧化碳轻度中毒⟧，住院两天，花费医药费 ⟦AMOUNT|4,862.50 元⟧。
要求：1. 退还安装费 ⟦AMOUNT|8,000 元⟧；2. 赔偿医药费；3. 安装师傅 ⟦PERSON|孙建军⟧ 不得再上门。
联系电话：⟦PHONE|136 0120 7789⟧
⟦PERSON|高志远⟧    ⟪date|2024 年 11 月 8 日⟫
"""),
]

TEXTS += [
("wecom_chat",
 """【企业微信】深港壁炉项目
⟦PERSON|邓工⟧ ⟪time|15:20⟫
香港那套别墅（⟦ADDRESS|香港新界西贡清水湾道 38 号银岬 12 号屋⟧）业主资料发过来了：⟦PERSON|陈美玲⟧，香港身份证 ⟦NATIONAL_ID|$hkid1⟧，电话 ⟦PHONE|+852 9137 4420⟧。物业要做访客登记才放我们进场。
⟦PERSON|梁敏⟧ 15:24
好的，我报给物业。她先生 ⟦PERSON|Kelvin⟧ 说壁炉要赶在圣诞前点火，定金 ⟦AMOUNT|HK$38,000⟧ 已经收了
⟦PERSON|邓工⟧ 15:25
炉子 ⟪model_number|Stûv 30-compact⟫ 报关单号 ⟪customs_declaration|531620241100487⟫，预计下周三到
"""),

("training_personnel_form",
 """【出国培训人员信息表】⟪org_name|杭州暖居新能源有限公司⟫ → 德国工厂热泵培训（⟪date|2025年2月10日-21日⟫）
姓名：⟦PERSON|黄志明⟧      拼音：⟦PERSON|HUANG ZHIMING⟧
出生日期：⟦DATE_OF_BIRTH|1990年07月21日⟧
身份证号：⟦IDCARD|$idc3⟧
护照号：⟦PASSPORT|$pp_cn1⟧
邮箱：⟦EMAIL|huangzm@nuanju-energy.cn⟧
过敏史：⟦MEDICAL|青霉素过敏⟧（需在保险申报中注明）
"""),

("owner_registration",
 """苏州 ⟪project_name|金鸡湖壹号⟫ 中央软水安装 - 业主登记
业主：⟦PERSON|Tan Wei Ling⟧（⟦PERSON|陈慧玲⟧）
证件：新加坡 NRIC ⟦NATIONAL_ID|$nric1⟧
国内手机：⟦PHONE|181 1266 0843⟧    邮箱：⟦EMAIL|weiling.tan@singnet.com.sg⟧
房号：⟦ADDRESS|江苏省苏州市工业园区星港街 199 号 6 幢 1801 室，215021⟧
安装套餐：⟪package_name|全屋软水 + 前置过滤⟫ ⟪price|¥26,800⟫
已付首款：⟦AMOUNT|¥8,000⟧（⟪payment_channel|支付宝⟫）
"""),

("checkout_page",
 """【结账】⟪merchant|Stove Parts Direct (UK)⟫    订单 ⟪order_id|SPD-771204⟫
商品：⟪product_name|Clearview 650 玻璃门 + 密封绳⟫    小计 ⟪price|£118.40⟫
持卡人姓名（拼音）：⟦PERSON|ZHANG YUQI⟧
卡号：⟦CARD|$card_v2⟧
有效期：03/28      安全码（CVV）：⟦CVV|951⟧
账单地址：⟦ADDRESS|上海市徐汇区天钥桥路 325 号 12 楼 B 座，200030⟧
手机：⟦PHONE|+86 139 1862 0475⟧
[ 支付 ⟦AMOUNT|£131.90⟧ ]（含运费 ⟪shipping_fee|£13.50⟫）
"""),

("waybill_ocr",
 """[面单识别结果]
运单号：⟪tracking_number|YT7719204863552⟫    ⟪courier|圆通速递⟫
寄件人：⟪org_name|涿州市鑫源木业⟫  ⟦PHONE|0312-3867 205⟧
收件人：⟦PERSON|邱晓东⟧  ⟦PHONE|158 1037 6629⟧
收件地址：⟦ADDRESS|北京市海淀区西三旗街道育新花园 11 号楼 3 单元 402⟧
物品：⟪product_name|壁炉柴（橡木）⟫  ⟪weight|32kg⟫
代收货款：⟦AMOUNT|¥640.00⟧
"""),

("dotenv_config",
 """# 雨水监测平台 .env（生产）—— 勿外传
APP_NAME=rainwatch
DB_HOST=⟦IP_ADDRESS|172.16.20.8⟧
DB_USER=⟪service_account|rainwatch⟫
DB_PASS=⟦PASSWORD|Yu$huiShouJi_2024⟧
REDIS_URL=redis://:⟦SECRET|r3dis-Pond-77⟧@⟦IP_ADDRESS|172.16.20.9⟧:⟪port|6379⟫/0
FEISHU_BOT=⟦SECRET|$sc_feishuhook1⟧
AMAP_WEB_KEY=⟪publishable_key|3b8a5e0c7d1f42a9b6e4c0d2f8a1e7b3⟫  # 前端 web 端 key，本来就公开
OPS_OWNER=⟦PERSON|孙浩⟧ <⟦EMAIL|sunhao@bishui-env.cn⟧>
"""),

("dingtalk_approval",
 """【钉钉审批】差旅/油费报销    审批编号 ⟪approval_id|202411220931000418⟫
申请人：⟦PERSON|郭建⟧（安装部）
事由：11 月顺义、怀柔、延庆三地壁炉安装，自驾油费 + 过路费
金额：⟦AMOUNT|¥1,386.40⟧
收款账户：⟦PERSON|郭建⟧  工商银行 ⟦CARD|$card_up1⟧
附件：⟪attachment_name|发票3张.pdf⟫
审批人：⟦PERSON|冯总⟧ ✅ 同意    ⟪timestamp|2024-11-22 18:04⟫
抄送：财务 ⟦PERSON|田甜⟧
"""),

("assessment_report",
 """家庭能效评估报告（节选）    报告编号：⟪report_number|NX-SH-2024-0877⟫
委托人：⟦PERSON|沈佳怡⟧      联系方式：⟦PHONE|135 6412 9908⟧
房屋地址：⟦ADDRESS|上海市浦东新区崂山路 571 弄 9 号 302 室⟧
建成年代：⟪build_year|1996 年⟫      建筑面积：⟪floor_area|78.6 m²⟫
一、检测结果：外墙传热系数 ⟪u_value|K=1.82 W/(m²·K)⟫；外窗气密性 ⟪airtightness|4 级⟫；年采暖制冷耗电约 ⟪energy_value|4,300 kWh⟫。
二、住户情况：常住 3 人，其中老人 1 位患⟦MEDICAL|慢性阻塞性肺病⟧，冬季室温需保持 20℃ 以上。
三、建议：更换断桥铝三玻窗；卧室加装 ⟪model_number|1.5 匹变频热泵空调⟫。
评估师：⟦PERSON|何志刚⟧（⟪certificate_number|能评证字 2021-0388⟫）
"""),

("wechat_private_chat",
 """[⟪time|18:32⟫] ⟦PERSON|杨建新⟧：⟦PERSON|老马⟧，柴到了，卸在院子东边了吧？
[18:35] ⟦PERSON|老马⟧：对，⟪quantity|两吨⟫，一根没少😄 都是 ⟪wood_type|橡木⟫
[18:36] ⟦PERSON|杨建新⟧：[转账 ⟦AMOUNT|¥2,600.00⟧] 尾款，你点一下
[18:40] ⟦PERSON|老马⟧：收到。下回要柴直接打我电话 ⟦PHONE|135 2218 0476⟧，微信不常看
[18:41] ⟦PERSON|杨建新⟧：行。我闺女 ⟦PERSON|杨柳⟧ 的民宿也要一吨，地址：⟦ADDRESS|北京市延庆区千家店镇下德龙湾村 28 号⟧
"""),

("xianyu_listing",
 """闲鱼 | ⟦PERSON|阿杰的小铺⟧   ⟪credit_level|信用极好⟫
出个九成新中央软水机 ⟪model_number|Pentair 1354⟫，搬家用不上了，原价 ⟪price|¥7,999⟫，现 ⟪price|¥2,800⟫ 自提。
位置：⟪place_name|广州天河⟫。送 ⟪product_name|软水盐 3 袋⟫。
联系：⟪masked_phone|139****2281⟫（平台私聊）
"""),

("follow_up_table",
 """## 热泵安装售后回访（⟪week|11 月第 3 周⟫）

| 客户 | 电话 | 工单 | 满意度 | 备注 |
|---|---|---|---|---|
| ⟦PERSON|孔德明⟧ | ⟦PHONE|131 8203 4471⟧ | ⟪ticket_id|HP-1028-03⟫ | 5 | 噪音小，满意 |
| ⟦PERSON|史桂芳⟧ | ⟦PHONE|159 3312 0658⟧ | HP-1102-01 | 3 | 嫌电费高，老人⟦MEDICAL|糖尿病足⟧怕冷，已约 ⟦PERSON|李工⟧ 上门调水温 |
| ⟦PERSON|宋国庆⟧ | ⟦PHONE|0312-5589 3012⟧ | HP-1105-02 | 4 | 室外机结霜，已处理 |

回访人：⟦PERSON|蒋琳⟧
"""),

("alert_notification",
 """[FIRING:2] 雨水回用泵站 - ⟪alert_name|PumpDryRun⟫
- instance: ⟦IP_ADDRESS|10.30.8.21⟧:9100  site=⟪site_code|NN-YS-03⟫ severity=critical
- instance: ⟦IP_ADDRESS|10.30.8.22⟧:9100  site=NN-YS-03 severity=warning
告警描述：3 号蓄水池液位 ⟪water_level|0.18 m⟫ 低于阈值，水泵空转。
值班：⟦PERSON|孙浩⟧ ⟦PHONE|186 7712 0394⟧
Grafana: http://⟪doc_ip|198.51.100.7⟫:3000/d/⟪dashboard_id|pump-01⟫
"""),

("miniapp_form_submission",
 """【表单提交】家庭能效评估预约（⟪channel|小程序⟫）   表单 ⟪form_id|F-ENERGY-07⟫
提交时间：⟪timestamp|2024-11-23 21:16:44⟫    来源 IP：⟦IP_ADDRESS|117.136.12.88⟧
姓名：⟦PERSON|罗一鸣⟧
手机：⟦PHONE|18217306654⟧
邮箱：⟦EMAIL|luoyiming_93@163.com⟧
出生日期：⟦DATE_OF_BIRTH|1993-05-08⟧
身份证：⟦IDCARD|$idc5⟧
房屋地址：⟦ADDRESS|四川省成都市武侯区玉林南路 12 号 4 栋 701⟧
备注：家里有 8 个月宝宝，⟦MEDICAL|湿疹⟧比较严重，想看看是不是屋里太干
"""),

("bank_receipt_ocr",
 """[转账回单识别]
交易时间：⟪timestamp|2024-11-19 14:22:05⟫
付款人：⟦PERSON|邱晓东⟧
付款账号：⟦CARD|$card_up4⟧
收款人：⟦PERSON|马玉山⟧
收款账号：⟪masked_account|6217 **** **** 3318⟫
金额：⟦AMOUNT|¥1,280.00⟧（大写：⟦AMOUNT|壹仟贰佰捌拾元整⟧）
附言：劈柴两吨 定金
交易流水号：⟪transaction_id|2024111914220588130617⟫
"""),

("product_manual",
 """【PP 雨水收集模块 安装说明】型号 ⟪model_number|BS-PP-1.0⟫
单块尺寸：⟪dimension|1000×500×400 mm⟫，承压 ⟪load_rating|≥ 25 t/m²⟫，孔隙率 ⟪porosity|95%⟫
安装步骤：1. 基坑开挖并夯实；2. 铺设 ⟪material_spec|400 g/m² 土工布⟫ 与 1.5 mm HDPE 防渗膜；3. 模块拼装并包裹。
注意：施工人员应佩戴手套，如皮肤接触胶粘剂后出现过敏症状请及时就医。
执行标准：⟪standard_number|CJJ/T 135-2009⟫    生产批号：⟪batch_number|20241015-B⟫
"""),

("group_announcement",
 """【群公告】⟪community_name|翠湖苑小区⟫ 11 月 30 日化粪池清掏通知
各位业主：物业将于 ⟪date|11 月 30 日⟫ 8:00-17:00 对 1-6 栋化粪池进行清掏，期间请勿往下水道倒油污。
⚠️ 以下业主家的检修口在院子里，请当天留人开门：
3 栋 102 ⟦PERSON|刘女士⟧（⟦PHONE|138 9021 7734⟧）
5 栋 101 ⟦PERSON|黄老师⟧（⟦PHONE|139 0871 6625⟧，⟦MEDICAL|行动不便坐轮椅⟧，施工队请提前敲门）
清掏单位：⟪org_name|昆明洁城环卫服务有限公司⟫    物业电话：⟦PHONE|0871-6532 7790⟧
"""),

("interview_notes",
 """面试记录 - 空气能安装工    面试官：⟦PERSON|许经理⟧    日期：⟪date|2024-11-15⟫
候选人：⟦PERSON|罗建华⟧，男，42 岁，电话 ⟦PHONE|137 3318 9052⟧
经历：在 ⟪org_name|美的⟫ 售后干过 6 年，持 ⟪certificate|制冷与空调作业操作证⟫
期望薪资：⟦AMOUNT|8000 元⟧/月
身体情况：⟦MEDICAL|腰椎间盘突出，不能长时间高空作业⟧
结论：可用，建议试用期 ⟦AMOUNT|6500 元⟧。
"""),

("weibo_post",
 """@⟦PERSON|冬天不冷的猫⟧：⟪hashtag|#空气能热泵#⟫ 我真服了 @⟪org_account|暖阳热泵官方微博⟫ 装完一个月外机就坏，报修工单 ⟪ticket_id|NY-2411-0672⟫ 拖了十天没人来！客服 ⟦PHONE|400-611-2280⟧ 打了八次。一台 ⟪price|两万八⟫ 的机器，家里⟦MEDICAL|刚做完心脏支架⟧的老爸冻得直哆嗦……
"""),

("shell_history",
 """  112  ssh ⟦PERSON|zhouwei⟧@⟦IP_ADDRESS|47.98.211.36⟧   # 阿里云那台
  113  mysql -h ⟦IP_ADDRESS|172.16.20.8⟧ -u root -p'⟦PASSWORD|Bishui@2024!⟧' rainwatch
  114  export ALIBABA_CLOUD_ACCESS_KEY_ID=⟦APIKEY|$ak_aliyun2⟧
  115  export ALIBABA_CLOUD_ACCESS_KEY_SECRET=⟦SECRET|$sc_aliyun2⟧
  116  ossutil cp ⟪file_name|backup_20241120.sql.gz⟫ oss://⟪bucket_name|bishui-backup⟫/   # 备份
  117  tail -f /var/log/nginx/access.log | grep ⟪http_status|502⟫
"""),

("delivery_note",
 """【燃油配送单】№ ⟪delivery_note_number|0036218⟫
客户：⟦PERSON|唐立新⟧（别墅燃油锅炉）      电话：⟦PHONE|0411-8462 3317⟧
地址：⟦ADDRESS|辽宁省大连市沙河口区星海湾金湾别墅 26 号，116023⟧
品名：⟪product_name|0# 柴油（国VI）⟫    数量：⟪fuel_volume|1,200 升⟫    单价：⟪price|¥7.62/升⟫
应收：⟦AMOUNT|¥9,144.00⟧      实收：⟦AMOUNT|¥9,100.00⟧（抹零）
送货人：⟦PERSON|曹师傅⟧    车牌：⟪vehicle_plate|辽B·7X832⟫    客户签收：⟦PERSON|唐立新⟧
"""),

("subcontract_agreement",
 """安装分包补充协议    编号 ⟪contract_number|NJ-FB-2024-09⟫
甲方：⟪org_name|杭州暖居新能源有限公司⟫
乙方（个体安装队负责人）：⟦PERSON|潘永强⟧      身份证：⟦IDCARD|$idc13⟧
乙方收款卡（招商银行）：⟦CARD|$card_mc4⟧
第一条 甲方按每台 ⟪unit_rate|¥1,500⟫ 支付安装费，本批次共 24 台，结算 ⟦AMOUNT|¥36,000⟧。
第二条 乙方人员须持证上岗，高空作业须系安全带。
乙方签字：⟦PERSON|潘永强⟧      联系电话：⟦PHONE|189 5716 2248⟧
"""),

("voicemail_transcript",
 """【语音留言 · 自动转写】⟪timestamp|11-24 09:12⟫  ⟪voicemail_id|VM-3381⟫
“你好，我是 ⟦PERSON|冯秀兰⟧，想预约你们那个⟪service_name|房屋保温检测⟫。我家在 ⟦ADDRESS|天津市和平区南京路 219 号 3 门 501⟧，白天家里有人。我身体不太好，⟦MEDICAL|类风湿⟧，冬天特别怕冷，想看看哪儿漏风。你们回电话 ⟦PHONE|一三六，零二二七，五八一九⟧，谢谢啊。”
"""),
]

TEXTS += [
("employee_profile",
 """【员工资料】⟪org_name|深圳前海暖通科技有限公司⟫    工号 ⟪employee_number|QH-HK-007⟫
姓名：⟦PERSON|李嘉豪⟧（⟦PERSON|LEE Ka Ho⟧）
证件：香港永久性居民身份证 ⟦NATIONAL_ID|$hkid2⟧
出生日期：⟦DATE_OF_BIRTH|1988.04.03⟧
住址：⟦ADDRESS|香港九龙旺角亚皆老街 68 号 15 楼 C 室⟧
电话：⟦PHONE|+852 6218 0374⟧ / ⟦PHONE|+86 152 1963 0087⟧
薪资：⟦AMOUNT|HK$26,000⟧/月，按 ⟪exchange_rate|0.92⟫ 折人民币发放
"""),

("delegation_list",
 """【ISH 2025 法兰克福展 出访人员名单】⟪org_name|宁波恒温热泵股份有限公司⟫
| 序号 | 姓名 | 性别 | 出生日期 | 护照号 | 职务 |
|---|---|---|---|---|---|
| 1 | ⟦PERSON|俞国平⟧ | 男 | ⟦DATE_OF_BIRTH|1970-08-14⟧ | ⟦PASSPORT|$pp_cn2⟧ | 董事长 |
| 2 | ⟦PERSON|方婷⟧ | 女 | ⟦DATE_OF_BIRTH|1989-02-27⟧ | ⟦PASSPORT|$pp_cn3⟧ | 外贸经理 |
| 3 | ⟦PERSON|陆一帆⟧ | 男 | ⟦DATE_OF_BIRTH|1994-11-30⟧ | ⟦PASSPORT|$pp_cn4⟧ | 研发工程师 |
展位号：⟪booth_number|Hall 12.0 / C41⟫    签证受理号：⟪visa_application_ref|SHA-2024-113847⟫
"""),

("id_card_ocr_text",
 """[身份证识别 - 文本模式]  引擎 ⟪ocr_engine|PaddleOCR v2.7⟫
姓名 ⟦PERSON|金秀妍⟧
性别 女    民族 朝鲜
出生 ⟦DATE_OF_BIRTH|1985 年 11 月 2 日⟧
住址 ⟦ADDRESS|上海市浦东新区张江镇紫薇路 200 弄 5 号 1101 室⟧
公民身份号码 ⟦IDCARD|$idc2⟧
---- 背面 ----
签发机关 ⟪issuing_authority|上海市公安局浦东分局⟫
有效期限 ⟪validity_period|2016.08.19-2036.08.19⟫
"""),

("card_binding_form",
 """【绑定信用卡】暖阳热泵商城 · 分期付款
持卡人：⟦PERSON|卢婉婷⟧
卡号：⟦CARD|$card_mc1⟧
有效期：09/27      CVN2：⟦CVV|368⟧
预留手机号：⟦PHONE|133 9027 1156⟧
身份证号：⟦IDCARD|$idc6⟧
分期：12 期，每期 ⟦AMOUNT|¥1,658.33⟧，手续费率 ⟪fee_rate|0.5%/期⟫
订单金额 ⟪price|¥19,900⟫    商品：⟪product_name|暖阳 DKFXRS-15II 空气能热水机⟫
"""),

("sms_exchange",
 """【⟪org_name|怡清软水⟫】尊敬的⟦PERSON|蔡先生⟧，您家软水机（⟪serial_number|YQ-2021-08872⟫）距上次保养已满 12 个月，建议更换树脂并加盐。回复 1 预约，回复 2 暂不需要。
> 1，周六上午可以吗？小区门禁密码 ⟦PASSWORD|3018*⟧，到了直接上 7 楼
【怡清软水】已为您预约 11 月 30 日 9:00-11:00，师傅⟦PERSON|严伟⟧ ⟦PHONE|137 7198 2204⟧，保养套餐 ⟪price|¥398⟫。
"""),

("csv_export",
 """# ⟪timestamp|导出时间 2024-11-25 10:00⟫
客户编号,姓名,手机,邮箱,地址,评估日期,评估费
⟪customer_id|NX-C-1041⟫,⟦PERSON|沈佳怡⟧,⟦PHONE|13564129908⟧,⟦EMAIL|shenjiayi@qq.com⟧,"⟦ADDRESS|上海市浦东新区崂山路 571 弄 9 号 302 室⟧",2024-10-12,⟦AMOUNT|¥980⟧
NX-C-1042,⟦PERSON|俞倩⟧,⟦PHONE|18801726530⟧,⟦EMAIL|yuqian.sh@outlook.com⟧,"⟦ADDRESS|上海市静安区延平路 121 弄 3 号 201 室⟧",2024-10-19,⟦AMOUNT|¥1,280⟧
NX-C-1043,⟦PERSON|Martin Klose⟧,⟦PHONE|13916620458⟧,⟦EMAIL|m.klose@gmx.de⟧,"⟦ADDRESS|上海市长宁区虹桥路 2451 弄 17 号⟧",2024-11-02,⟦AMOUNT|¥1,280⟧
"""),

("construction_log",
 """【施工日志】⟪project_name|南宁五象湖公园雨水收集工程⟫    ⟪date|2024 年 11 月 21 日⟫    天气：晴 28℃
施工内容：PP 模块水池 2# 拼装完成 ⟪progress|60%⟫；沉砂井砌筑。
人员：班组长 ⟦PERSON|覃永福⟧，工人 ⟦PERSON|黄春生⟧、⟦PERSON|韦德⟧、⟦PERSON|蒙秋菊⟧ 等 9 人。
安全：下午 3 点 ⟦PERSON|黄春生⟧ 搬运模块时⟦MEDICAL|左脚踝扭伤⟧，送 ⟪org_name|南宁市第二人民医院⟫ 拍片，⟦MEDICAL|无骨折⟧，休息 3 天。医药费 ⟦AMOUNT|¥436⟧ 由项目部垫付。
记录人：⟦PERSON|陈工⟧
"""),

("douyin_comments",
 """抖音 | ⟦PERSON|柴火哥老周⟧ 的视频：“一车果木柴 3 吨，劈了整整两天”   ⟪like_count|❤ 3.2w⟫  ⟪comment_count|评论 418⟫
⟦PERSON|北漂小胖⟧：⟦PERSON|老周⟧这柴多少钱一吨？
⟦PERSON|柴火哥老周⟧：苹果木 ⟪price|2200 一吨⟫，北京包送，私信
⟦PERSON|雪落无声ing⟧：上次买了一吨，转了 ⟦AMOUNT|2200 块⟧，好烧不冒烟👍
"""),

("property_group_chat",
 """【⟪community_name|金桂园⟫ 物业服务群⟪group_size|(312)⟫】
物业-⟦PERSON|小邓⟧：@全体成员 2 栋楼下化粪池冒水，抽粪车 ⟪eta|20 分钟⟫到，请 2 栋住户暂时少用水🙏
2栋-⟦PERSON|赵姐⟧：我家卫生间地漏在往上返，601 的，赶紧来人啊
物业-⟦PERSON|小邓⟧：@2栋-⟦PERSON|赵姐⟧ 马上到，维修师傅⟦PERSON|老谢⟧电话 ⟦PHONE|139 2206 1174⟧ 您直接联系
3栋-⟦PERSON|吴老师⟧：之前交的 ⟦AMOUNT|200 元⟧ 疏通费是不是可以退了？上个月根本没来
"""),

("inspection_report",
 """【壁炉烟道检测报告】编号 ⟪report_number|YD-2024-1109⟫
委托人：⟦PERSON|冉静⟧      电话：⟦PHONE|023-6388 4510⟧
地址：⟦ADDRESS|重庆市渝中区中山四路 81 号 5-2，400015⟧
炉具：⟪model_number|Jøtul F 305⟫    烟道：⟪flue_spec|Φ150 不锈钢双层⟫，高度 ⟪height|7.2 m⟫
检测结果：抽力 ⟪draft_reading|-12 Pa⟫ 合格；CO 泄漏 ⟪co_reading|0 ppm⟫；顶部积碳较多，建议清理。
检测人：⟦PERSON|程立⟧    检测费：⟦AMOUNT|¥300⟧（已付）
"""),

("invoice_request",
 """【开票申请】
发票类型：电子普通发票      抬头类型：个人
抬头：⟦PERSON|范文涛⟧
接收邮箱：⟦EMAIL|fanwentao1982@126.com⟧
开票金额：⟦AMOUNT|¥2,480.00⟧（化粪池改造 + 清掏 2 次）
订单号：⟪order_id|HF20241103118⟫
销售方：⟪org_name|合肥净源环保工程有限公司⟫    税号：⟪tax_id|91340100MA2T4K6Q1X⟫
"""),

("release_notes",
 """【暖阳云 App 更新公告】⟪app_version|v3.12.0⟫（⟪build_number|build 2411201⟫）
1. 新增：热泵运行曲线导出 CSV；
2. 优化：离线设备重连逻辑，超时由 30s 调整为 ⟪timeout|15s⟫；
3. 修复：部分 ⟪model_number|DKFXRS-15II⟫ 机型化霜状态显示错误；
4. 接口文档示例地址改为 ⟪doc_ip|203.0.113.20⟫，示例密钥 ⟪example_key|sk_test_4eC39HqLyjWDarjtT1zdp7dc⟫ 仅供测试。
提交：⟪commit_sha|$dk_commit4⟫
"""),

("nginx_error_log",
 """2024/11/24 03:17:52 [error] ⟪pid|2231#2231⟫: *884172 connect() failed (111: Connection refused) while connecting to upstream, client: ⟦IP_ADDRESS|223.104.63.158⟧, server: api.nuanyang-cloud.cn, request: "POST /v1/device/report HTTP/1.1", upstream: "http://⟦IP_ADDRESS|10.0.12.7⟧:⟪port|8081⟫/v1/device/report"
2024/11/24 03:17:53 [warn] 2231#2231: *884175 an upstream response is buffered to a temporary file, client: ⟦IP_ADDRESS|240e:468:8f12:3a1c::2b⟧, server: api.nuanyang-cloud.cn, request: "GET /v1/user/⟪user_id|883102⟫/bill?month=2024-10 HTTP/1.1"
2024/11/24 03:18:01 [error] 2231#2231: *884190 open() "/usr/share/nginx/html/.env" failed (2: No such file or directory), client: ⟦IP_ADDRESS|185.220.101.44⟧  # 扫描器，已拉黑
"""),

("gitlab_ci_yaml",
 """# .gitlab-ci.yml —— 软水小程序后端
variables:
  REGISTRY_USER: "⟦PERSON|yanjun⟧"
  REGISTRY_TOKEN: "⟦APIKEY|$ak_glpat1⟧"   # 临时的，上线前换成 CI 变量！
  DJANGO_SECRET_KEY: "⟦SECRET|$sc_django1⟧"

⟪stage_name|deploy⟫:
  image: ⟪image_tag|python:3.11-slim⟫
  script:
    - pip install -r requirements.txt
    - python manage.py migrate
  only: [⟪git_branch|release⟫]
# 维护人 ⟦PERSON|严俊⟧ ⟦EMAIL|yanjun@yiqing-water.cn⟧
"""),

("official_account_message",
 """【公众号后台 · 用户消息】⟪account_name|暖居新能源服务号⟫  ⟪timestamp|2024-11-25 20:41⟫
用户 ⟦PERSON|阳光下的向日葵⟧：你好，我想申请热泵的以旧换新补贴。我叫 ⟦PERSON|岳红梅⟧，⟦DATE_OF_BIRTH|一九六九年十二月三十日⟧出生，身份证 ⟦IDCARD|$idc4⟧，房子在 ⟦ADDRESS|杭州市西湖区古荡新村东 9 幢 2 单元 304 室⟧。我有⟦MEDICAL|甲减⟧，冬天怕冷得很，能不能优先安排？
自动回复：您好，补贴政策详见菜单「⟪menu_item|以旧换新⟫」。
"""),

("business_email",
 """发件人：⟦PERSON|方婷⟧ <⟦EMAIL|fangting@hengwen-heatpump.com⟧>
收件人：⟦EMAIL|info@ecotherm-renewables.ie⟧
主题：回复：R290 热泵 OEM 报价（爱尔兰市场）

⟦PERSON|Ruairí⟧ 您好，
附件是 ⟪model_number|HW-R290-12⟫ 的报价单（⟪price|USD 1,420 / 台⟫ FOB 宁波，MOQ ⟪moq|50 台⟫）。样机费 ⟪price|USD 1,900⟫ 可在大货中抵扣。
我下周随团去法兰克福 ISH，方便的话可以在展位 ⟪booth_number|Hall 12.0 / C41⟫ 见面。

祝好
⟦PERSON|方婷⟧ | 外贸经理
⟪org_name|宁波恒温热泵股份有限公司⟫
手机/WhatsApp：⟦PHONE|+86 135 8671 2209⟧
"""),

("dingtalk_daily_report",
 """【钉钉日志 · 日报】⟦PERSON|覃永福⟧    ⟪date|11月22日⟫
今日完成：五象湖 ⟪pool_id|2# 水池⟫ 模块拼装收尾，土工布包裹 ⟪progress|80%⟫。
明日计划：回填；等⟦PERSON|陈工⟧验收。
问题：⟦PERSON|黄春生⟧ 脚伤还没好，明天继续休；⟦PERSON|蒙秋菊⟧ 家里孩子⟦MEDICAL|发高烧住院⟧，请假一天。班组 10 月工资还差 ⟦AMOUNT|¥12,600⟧ 没发，请项目部催一下。
"""),

("group_buy_list",
 """【接龙】⟪community_name|云杉小镇⟫ 冬季取暖油团购（⟪price|¥7.35/升⟫，⟪delivery_threshold|满 5000 升⟫送货上门）
1. 3 栋 ⟦PERSON|张建⟧ 300 升 已付 ⟦AMOUNT|¥2,205⟧
2. 7 栋 ⟦PERSON|Lily 王⟧ 500 升 已付 ⟦AMOUNT|¥3,675⟧
3. 11 栋 ⟦PERSON|老孟⟧ 800 升 先记账，明天转
4. 12 栋 ⟦PERSON|郑晓光⟧ 400 升 已付 ⟦AMOUNT|¥2,940⟧（家里老人⟦MEDICAL|哮喘⟧，送货师傅别在楼道抽烟）
5. 15 栋 ⟦PERSON|卜丽娟⟧ 600 升 已付 ⟦AMOUNT|¥4,410⟧
团长：⟦PERSON|张建⟧ ⟦PHONE|186 0981 3326⟧
"""),

("customer_service_chat",
 """【千牛·旺旺】⟪shop_name|莫顿软水盐旗舰店⟫
买家 ⟦PERSON|tb_雨后彩虹88⟧：亲，软水盐收到少了一袋，订单 ⟪order_id|3861274409182255031⟫
客服 ⟦PERSON|小美⟧：亲亲抱歉～核实后给您退一袋的钱 ⟦AMOUNT|¥124.50⟧ 哦，退到原支付宝账户可以吗？
买家 ⟦PERSON|tb_雨后彩虹88⟧：支付宝换了，退到 ⟦EMAIL|hanmei_nj@163.com⟧ 这个，实名 ⟦PERSON|韩梅⟧
客服 ⟦PERSON|小美⟧：好的亲，已提交，预计 ⟪refund_eta|1-3 个工作日⟫ 到账～
"""),

("warranty_card",
 """【热泵保修卡 · 用户联】
产品型号：⟪model_number|DKFXRS-15II⟫      机身编码：⟪serial_number|NY15II2411060218⟫
用户姓名：⟦PERSON|岳红梅⟧      联系电话：⟦PHONE|0571-8530 6627⟧
安装地址：⟦ADDRESS|杭州市西湖区古荡新村东 9 幢 2 单元 304 室⟧
安装日期：⟪date|2024 年 12 月 6 日⟫      安装人员：⟦PERSON|李工⟧
保修期：⟪warranty_period|整机 3 年，压缩机 6 年⟫
经销商：⟪org_name|杭州暖居新能源有限公司⟫  服务热线 ⟦PHONE|400-880-5176⟧
"""),

("wechat_chat",
 """⟦PERSON|林先生⟧：师傅，雨水系统的控制器要连 wifi，名字 ⟪wifi_ssid|Lin_Home_5G⟫，密码 ⟦PASSWORD|linjia888666⟧
⟦PERSON|小宋⟧：好的⟦PERSON|林先生⟧，连上了。APP（⟪app_name|碧水云⟫）账号用您手机号 ⟦PHONE|139 5017 2283⟧ 注册的，初始密码 ⟦PASSWORD|Rain@2283⟧，登录后记得改
⟦PERSON|林先生⟧：好。尾款 ⟦AMOUNT|¥6,800⟧ 刚转你们公司账户了，发票发到 ⟦EMAIL|linzhiqiang@vip.sina.com⟧
⟦PERSON|小宋⟧：收到👌 ⟪tank_volume|20 吨⟫的模块池要下两场大雨才能满
"""),

("payslip",
 """【工资条】⟪pay_period|2024 年 11 月⟫    ⟪org_name|保定暖阳热泵工程有限公司⟫
姓名：⟦PERSON|赵小刚⟧    工号：⟪employee_number|NY-031⟫    身份证：⟦IDCARD|$idc15⟧
基本工资 ⟦AMOUNT|¥4,000.00⟧    安装提成 ⟦AMOUNT|¥3,150.00⟧
病假 3 天（⟦MEDICAL|阑尾炎手术⟧）扣款 ⟦AMOUNT|¥400.00⟧
个税 ⟦AMOUNT|¥38.50⟧    社保个人部分 ⟦AMOUNT|¥499.10⟧
实发工资：⟦AMOUNT|¥6,212.40⟧
"""),
]
