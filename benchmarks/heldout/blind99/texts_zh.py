# Chinese texts of the blind99 corpus.  Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy.
TEXTS = []

TEXTS.append(("wechat_group", """
【松岭篷房·南京项目群】
⟪chat_timestamp|5月17日 21:03⟫ ⟦PERSON|周建华⟧：明早7点溧水那个婚礼，⟪product_code|20×40米铝合金篷房⟫，客户是⟦PERSON|许小姐⟧，电话⟦PHONE|139 1298 4406⟧
⟦PERSON|小赵⟧：收到，先去哪
⟦PERSON|周建华⟧：先去⟦PERSON|许小姐⟧家拿场地钥匙：⟦ADDRESS|南京市溧水区永阳街道秦淮大道68号香樟园12栋1单元502，邮编211200⟧
⟦PERSON|老孙⟧：我腰还没好，⟦MEDICAL|腰椎间盘突出⟧，明天只能开车不能上架子
⟦PERSON|周建华⟧：行，⟦PERSON|老孙⟧你负责拉货，⟦PERSON|小赵⟧带两个人上顶。地锚用⟪product_code|1.2米地钉⟫，别用水马
"""))

TEXTS.append(("yaml_config", """
# 钉钉告警机器人 - ⟪org_name|声光动力舞美⟫ 仓库管理系统
dingtalk:
  webhook: ⟦SECRET|$dingtalk_hook1⟧
  secret: ⟦SECRET|$dingtalk_sec1⟧
  at_mobiles:
    - "⟦PHONE|18621347788⟧"   # ⟦PERSON|陈工⟧
    - "⟦PHONE|13501862290⟧"   # 仓库⟦PERSON|刘师傅⟧
database:
  host: ⟦IP_ADDRESS|172.16.8.21⟧
  port: ⟪port|3306⟫
  password: ⟦PASSWORD|Sgdl@2023wh⟧
# 文档示例地址，勿用: ⟪doc_ip|198.51.100.7⟫
app_version: ⟪version|v2.3.7⟫
"""))

TEXTS.append(("ticket_order_confirmation", """
【实名制购票信息确认】订单号⟪order_id|DM20240923118842⟫
演出：⟪event_name|2024浏阳国际花炮文化节焰火晚会⟫
观演人1：⟦PERSON|王晓雯⟧  身份证：⟦IDCARD|$idc2⟧
观演人2：⟦PERSON|李俊⟧  身份证：⟦IDCARD|$idc7⟧
联系手机：⟦PHONE|186 2134 7790⟧
票价：⟪price|580元/张⟫ ×2  实付金额：⟦AMOUNT|¥1,160.00⟧（含服务费）
座位：⟪seat_number|看台B区3排14、15座⟫
入场请携带本人身份证原件，入场时间⟪event_time|19:00⟫
"""))

TEXTS.append(("call_transcript", """
【通话录音转写】⟪recording_id|REC-20240611-0932⟫
客服：您好，⟪org_name|洁立方移动厕所租赁⟫，工号⟪agent_id|0732⟫为您服务。
客户：你好，我是⟦PERSON|郑丽娟⟧，下周六在家里院子办寿宴，想租两个移动厕所。
客服：好的⟦PERSON|郑女士⟧，地址是？
客户：⟦ADDRESS|杭州市余杭区良渚街道港南路9号金色水岸7幢2单元301，311113⟧
客服：联系电话？
客户：⟦PHONE|幺三九，五七一二，零八六四⟧
客服：标准款⟪price|每台每天280元⟫，押金另算。
客户：我妈去年做了⟦MEDICAL|髋关节置换⟧，有没有无障碍的？
客服：有，⟪product_code|无障碍款WZA-2⟫，我给您换一台。
客户：定金我刚才微信转了⟦AMOUNT|三百元⟧。
"""))

TEXTS.append(("email_with_signature", """
主题：回复：国庆灯光节舞台搭建报价确认（⟪quote_ref|BJ-Q2409-17⟫）

⟦PERSON|刘经理⟧您好：
报价我们这边确认了，⟪product_code|12m×8m雷亚架舞台⟫加两侧LED屏支架，搭建日期按10月1日前完成。定金我个人先垫付了⟦AMOUNT|8,000元⟧，转账截图见附件。
现场负责人是我同事⟦PERSON|马骁⟧，手机⟦PHONE|137 1802 5561⟧。

祝好
⟦PERSON|顾文静⟧
⟪org_name|苏州金鸡湖文旅活动中心⟫ 策划部
电话：⟦PHONE|0512-6288 3107⟧  邮箱：⟦EMAIL|guwenjing@jjh-events.cn⟧
"""))

TEXTS.append(("nginx_access_log", """
⟦IP_ADDRESS|183.62.17.204⟧ - - [⟪log_timestamp|23/Sep/2024:10:00:01 +0800⟫] "POST /api/order/create HTTP/1.1" 200 311 "-" "Mozilla/5.0 (Linux; Android 14; ⟪device_model|V2309A⟫)"
⟦IP_ADDRESS|183.62.17.204⟧ - - [23/Sep/2024:10:00:01 +0800] "POST /api/order/create HTTP/1.1" 429 57 "-" "Mozilla/5.0"
⟦IP_ADDRESS|240e:3a1:4c82:9f00:1d2c:7b3e:a9f0:55e1⟧ - - [23/Sep/2024:10:00:02 +0800] "GET /api/user/profile?mobile=⟦PHONE|15821907743⟧ HTTP/2.0" 200 1022 "-" "WeChat/⟪version|8.0.49⟫"
⟪doc_ip|192.0.2.10⟫ - - [23/Sep/2024:10:00:03 +0800] "GET /status HTTP/1.1" 200 2 "-" "curl/7.81.0"
# 抢票高峰，限流规则 ⟪rate_limit|20 req/s⟫，⟦PERSON|王磊⟧值班
"""))

TEXTS.append(("dingtalk_message", """
⟦PERSON|黄志强⟧ 14:22
@⟦PERSON|林晓峰⟧ 订票小程序的阿里云key怎么又写在代码里了？仓库里能看到：
AccessKeyId: ⟦APIKEY|$aliyun_akid1⟧
AccessKeySecret: ⟦SECRET|$aliyun_secret1⟧
Region: ⟪cloud_region|cn-hangzhou⟫  Bucket: ⟪bucket_name|piaolifang-poster⟫
⟦PERSON|林晓峰⟧ 14:25
我的锅，马上轮换。文档里的例子我会改成⟪example_key|LTAI5tEXAMPLEEXAMPLE00⟫这种
⟦PERSON|黄志强⟧ 14:26
改完在⟪ticket_id|工单#3391⟫里回复一下
"""))

TEXTS.append(("spreadsheet_roster", """
⟪org_name|安合人群安保服务有限公司⟫ ⟪event_name|青岛啤酒节⟫安保人员名单（第3组）
序号 | 姓名 | 出生日期 | 身份证号 | 手机 | 岗位
1 | ⟦PERSON|于海洋⟧ | ⟦DATE_OF_BIRTH|1997-06-21⟧ | ⟦IDCARD|$idc8⟧ | ⟦PHONE|156 5321 0983⟧ | ⟪post_name|3号入口安检⟫
2 | ⟦PERSON|罗雪梅⟧ | ⟦DATE_OF_BIRTH|1995-01-19⟧ | ⟦IDCARD|$idc4⟧ | ⟦PHONE|173 8022 4617⟧ | 女宾安检
3 | ⟦PERSON|邓子豪⟧ | ⟦DATE_OF_BIRTH|2001-05-09⟧ | ⟦IDCARD|$idc12⟧ | ⟦PHONE|188 2610 5532⟧ | ⟪post_name|疏散通道C⟫
组长：⟦PERSON|宋队⟧  对讲机频道⟪radio_channel|CH6⟫
"""))

TEXTS.append(("permit_application", """
焰火燃放活动安全许可申请表（作业人员信息）
燃放单位：⟪org_name|浏阳金星烟花燃放有限公司⟫   资质证书：⟪licence_number|湘烟燃A字第0417号⟫
活动名称：⟪event_name|长沙橘子洲周末焰火⟫   燃放地点：⟪place_name|橘子洲头⟫
负责人：⟦PERSON|彭立新⟧  出生日期：⟦DATE_OF_BIRTH|1987年3月2日⟧  身份证号：⟦IDCARD|$idc14⟧
联系电话：⟦PHONE|0731-8365 2209⟧  手机：⟦PHONE|13975188402⟧
安全员：⟦PERSON|贺建军⟧  出生日期：⟦DATE_OF_BIRTH|1985年3月27日⟧  身份证号：⟦IDCARD|$idc10⟧
燃放总药量：⟪net_explosive_quantity|386千克⟫   最大单发规格：⟪shell_size|12英寸⟫
"""))

TEXTS.append(("rental_contract", """
发电机租赁合同（编号：⟪contract_no|JN-ZL-2024-0588⟫）
出租方（乙方）：⟪org_name|劲能发电机租赁有限公司⟫
承租方（甲方）：⟦PERSON|蒋文涛⟧（个人）  身份证号：⟦IDCARD|$idc1⟧
甲方地址：⟦ADDRESS|浙江省杭州市西湖区文三路259号昌地火炬大厦1号楼1507室，310012⟧
联系电话：⟦PHONE|158 6813 2270⟧
租赁设备：⟪product_code|康明斯150kW静音柴油发电机组⟫ 1台，租期3天。
租金单价：⟪price|每天1,800元⟫；甲方已支付押金⟦AMOUNT|人民币伍仟元整⟧，租金合计⟦AMOUNT|5,400元⟧于设备进场前付清。
押金退还至甲方银行卡：⟦CARD|$card10⟧（户名：⟦PERSON|蒋文涛⟧）
"""))

TEXTS.append(("product_review", """
⟪platform_name|大众点评⟫ ★★★★★ 篷房租赁 · ⟪org_name|华帐篷房⟫（⟪place_name|成都⟫）
公司年会租了个⟪product_code|15×30米欧式篷房⟫，搭建很快，一天就弄好了，地面还铺了⟪product_code|木地台⟫。价格⟪price|每平米45元⟫，比另外两家便宜。唯一不足是空调进场晚了一个小时。
人均消费：⟪price|¥38⟫   环境：5  服务：5
⟪review_date|2024-01-12⟫ 发布于 ⟪place_name|四川⟫
"""))

TEXTS.append(("support_ticket", """
工单编号：⟪ticket_id|TK-20240815-0217⟫  类型：退票退款  优先级：⟪priority|高⟫
用户：⟦PERSON|欧阳静怡⟧（会员ID U8823019）
手机：⟦PHONE|+86 177 0215 3348⟧
问题描述：8月10日⟪event_name|鼓浪屿海上焰火⟫因台风取消，票款⟦AMOUNT|¥760⟧一直没退回。付款用的是招行卡⟦CARD|$card12⟧，App里显示⟪masked_card|6228 **** **** 9494⟫退款中。
处理人：⟦PERSON|小吴⟧  处理意见：已提交财务，预计3个工作日到账。
"""))

TEXTS.append(("wechat_chat", """
⟦PERSON|阿杰⟧：兄弟们，今天⟪event_name|草莓音乐节⟫B门有个安保摔了
⟦PERSON|唐凯⟧：谁啊
⟦PERSON|阿杰⟧：新来的⟦PERSON|小彭⟧，从⟪equipment|2米铁马⟫上翻下来，⟦MEDICAL|右脚踝骨折⟧，已经送⟪place_name|市六院⟫了
⟦PERSON|唐凯⟧：他有没有买保险
⟦PERSON|阿杰⟧：公司买了团险，⟪policy_number|保单号PICC-2024-77102⟫。他家里人电话⟦PHONE|138 0571 2296⟧，⟦PERSON|唐凯⟧你帮忙联系下
⟦PERSON|唐凯⟧：好，我跟他说医药费先垫⟦AMOUNT|两千块⟧
"""))

TEXTS.append(("env_file", """
# 票立方 抢票服务 生产环境 .env  （⟦PERSON|zhangyifan⟧ 2024-07 维护）
TENCENTCLOUD_SECRET_ID=⟦APIKEY|$tencent_akid1⟧
TENCENTCLOUD_SECRET_KEY=⟦SECRET|$tencent_secret1⟧
WECOM_WEBHOOK=⟦SECRET|$wecom_hook1⟧
MYSQL_DSN=mysql://plf_rw:⟦SECRET|Plf#2024!rw88⟧@⟦IP_ADDRESS|10.0.16.42⟧:⟪port|3306⟫/plf_ticket
SMS_SIGN=⟪sms_signature|【票立方】⟫
SMS_TEMPLATE_ID=⟪template_id|1738812⟫
APP_VERSION=⟪version|4.6.0⟫
"""))

TEXTS.append(("meeting_minutes", """
会议纪要：⟪event_name|2025元宵焰火晚会⟫项目启动会
时间：⟪meeting_date|2025年1月6日⟫ 14:00  地点：⟪place_name|公司三楼会议室⟫
参会：⟦PERSON|周社长⟧、⟦PERSON|彭立新⟧（燃放）、⟦PERSON|许晴⟧（票务）、⟦PERSON|老邱⟧（安保）、⟦PERSON|小林⟧（记录）
一、燃放方案：总时长⟪duration|18分钟⟫，主秀⟪shell_size|10英寸⟫礼花弹，⟦PERSON|彭立新⟧负责报批。
二、票务：看台⟪capacity|6,000⟫座，⟦PERSON|许晴⟧对接⟪org_name|票立方⟫，开票时间待定。
三、安保：⟦PERSON|老邱⟧提出人手不足，需外包⟪headcount|120人⟫。
四、⟦PERSON|周社长⟧强调：所有人员手机保持畅通，⟦PERSON|周社长⟧手机⟦PHONE|139 0731 6628⟧。
"""))

TEXTS.append(("expense_form", """
费用报销单  单号：⟪claim_no|BX-2024-1108⟫   部门：⟪department|舞台搭建二队⟫
报销人：⟦PERSON|韦国庆⟧   工号：DL0392
事由：⟪place_name|南宁⟫⟪event_name|三月三歌圩⟫舞台搭建出差
明细：往返高铁 ⟪line_item_price|¥412.00⟫；住宿4晚 ⟪line_item_price|¥1,120.00⟫；⟦MEDICAL|手掌割伤缝针⟧门诊费 ⟪line_item_price|¥186.50⟫
合计报销：⟦AMOUNT|¥1,718.50⟧（大写：⟦AMOUNT|壹仟柒佰壹拾捌元伍角⟧）
收款银行卡：⟦CARD|$card6⟧
审批：⟦PERSON|覃队长⟧（⟪org_name|鼎立舞台⟫）
"""))

TEXTS.append(("sms", """
【洁立方】尊敬的⟦PERSON|陈先生⟧，您预订的2台⟪product_code|豪华型移动卫生间⟫将于6月22日上午送达⟦ADDRESS|上海市浦东新区张江镇川北公路2955弄18号，201203⟧，司机⟦PERSON|老黄⟧⟦PHONE|135 6420 8817⟧。订单号⟪order_id|JLF-0622-031⟫，客服热线⟦PHONE|400-820-6637⟧，退订回T
"""))

TEXTS.append(("travel_name_list", """
出境人员名单（⟪event_name|悉尼跨年焰火技术交流⟫）
1. ⟦PERSON|汤志远⟧  男  出生日期 ⟦DATE_OF_BIRTH|1983-12-05⟧  护照号 ⟦PASSPORT|$pp_cn2⟧
2. ⟦PERSON|梁嘉欣⟧  女  香港特区护照 ⟦PASSPORT|$pp_hk1⟧
航班：⟪flight_number|CZ325⟫ 广州—悉尼，⟪date|12月28日⟫ 21:10起飞
签证费：⟪price|每人1,020元⟫，由公司统一支付
领队：⟦PERSON|汤志远⟧ 手机 ⟦PHONE|+86 189 2276 1450⟧
"""))

TEXTS.append(("equipment_checkout_form", """
设备出库单  单号：⟪document_id|CK-20241003-07⟫
项目：⟪event_name|西湖音乐节⟫主舞台   出库日期：⟪date|2024-10-03⟫
⟪product_code|grandMA3 light⟫ ×1  序列号 ⟪serial_number|MA3L-22-04817⟫
⟪product_code|L-Acoustics K2⟫ ×24   ⟪product_code|Robe MegaPointe⟫ ×36
⟪product_code|4芯63A电缆⟫ 50米 ×6
领用人：⟦PERSON|沈一鸣⟧  手机 ⟦PHONE|181 0652 3398⟧
仓管签字：⟦PERSON|刘师傅⟧    车辆：⟪vehicle_fleet_no|9.6米厢货 3号车⟫
"""))

TEXTS.append(("incident_report", """
事故简报  编号：⟪report_id|SG-2024-005⟫
10月1日21:12，⟪place_name|滨江公园⟫燃放点，一枚⟪product_code|4英寸礼花弹⟫低空炸膛。燃放员⟦PERSON|贺建军⟧⟦MEDICAL|左手二度烧伤⟧、⟦MEDICAL|左耳鼓膜穿孔⟧，已送⟪place_name|湘雅医院⟫。
观众⟦PERSON|刘梓涵⟧（女，9岁）被碎屑擦伤，⟦MEDICAL|额头皮外伤⟧，家长⟦PERSON|刘志刚⟧，电话⟦PHONE|139 7316 0245⟧。
处理：暂停后续燃放，现场总指挥⟦PERSON|周社长⟧到场。剩余药量⟪net_explosive_quantity|约120千克⟫已封存。
"""))

TEXTS.append(("radio_log", """
【对讲记录】⟪event_name|跨年灯光秀⟫ 安保指挥部 频道⟪radio_channel|CH2⟫
⟪log_time|19:42⟫ 2号岗→指挥部：东门人流密度过大，请求分流。
19:45 指挥部：⟦PERSON|老邱⟧带5人去东门。
19:58 ⟦PERSON|小蒋⟧：发现一名女性晕倒，自称⟦MEDICAL|低血糖⟧，姓名⟦PERSON|孙佳琪⟧，电话⟦PHONE|一五八，二二零九，七七四一⟧。
20:03 医疗点：已处理，给予⟦MEDICAL|葡萄糖口服液⟧，无碍。
20:10 指挥部：⟪gate_number|3号门⟫暂停进场，现场⟪headcount|已达8,200人⟫。
"""))

TEXTS.append(("python_traceback", """
Traceback (most recent call last):
  File "⟦PERSON|/home/wanglei⟧/piaowu/tasks/refund.py", line 57, in <module>
    conn = pymysql.connect(host="⟦IP_ADDRESS|10.0.16.43⟧", user="refund", password="⟦PASSWORD|Rfd_2024#pw⟧", db="plf_ticket")
  File "/usr/local/lib/python3.10/site-packages/pymysql/connections.py", line 358, in __init__
    self.connect()
pymysql.err.OperationalError: (1045, "Access denied for user 'refund'@'⟦IP_ADDRESS|10.0.16.77⟧' (using password: YES)")
# 退款任务失败：订单⟪order_id|PLF202408150031⟫，用户手机⟦PHONE|177 0215 3348⟧，⟪log_timestamp|2024-08-15 03:00:12⟫ 重试第3次
"""))

TEXTS.append(("approval_request", """
【钉钉审批】押金退还  审批编号：⟪approval_id|202409181530000123⟫
申请人：⟦PERSON|许晴⟧
事由：德国客户⟦PERSON|Markus Weber⟧在⟪event_name|上海国际啤酒节⟫租用⟪product_code|10×20米篷房⟫，活动结束无损坏，押金⟦AMOUNT|€1,500⟧原路退回。
收款账户：⟦IBAN|$iban_de2⟧，户名 ⟦PERSON|Markus Weber⟧
客户邮箱：⟦EMAIL|m.weber@web.de⟧
审批人：⟦PERSON|王总⟧（已同意）  抄送：财务⟦PERSON|小刘⟧
"""))

TEXTS.append(("yaml_config", """
# 篷房销售CRM · 飞书通知
feishu:
  webhook: ⟦SECRET|$feishu_hook1⟧
  app_id: ⟪app_id|cli_a5f2c8e91b38d00c⟫
  app_secret: ⟦SECRET|Zx8kQ2mPw4LrT9vB3nY6cH1j⟧
  notify:
    - ⟦EMAIL|sun.jing@hzpengfang.com⟧   # 销售⟦PERSON|孙经理⟧
    - ⟦EMAIL|yangjie@hzpengfang.com⟧
# 最后修改：⟦PERSON|yangjie⟧ ⟪date|2024-11-02⟫，版本⟪version|1.8.0⟫
"""))

TEXTS.append(("job_application_form", """
⟪org_name|安合人群安保⟫ 应聘登记表
姓名：⟦PERSON|马振东⟧   性别：男   出生日期：⟦DATE_OF_BIRTH|1988年9月30日⟧
身份证号：⟦IDCARD|$idc5⟧
户籍地址：⟦ADDRESS|北京市朝阳区安贞街道安华里二区7号楼4单元201，100011⟧
手机：⟦PHONE|186 1102 3347⟧   微信号：⟦PERSON|mazhendong_88⟧
紧急联系人：⟦PERSON|马振华⟧（哥哥） ⟦PHONE|139 1120 4476⟧
既往病史：⟦MEDICAL|高血压⟧，长期服用⟦MEDICAL|氨氯地平⟧
期望薪资：⟦AMOUNT|6,500元/月⟧   应聘岗位：⟪post_name|大型活动安检员⟫
"""))

TEXTS.append(("json_record", """
{"uid": 30917, "nickname": "⟦PERSON|烟花控小白⟧", "mobile": "⟦PHONE|13917702254⟧", "email": "⟦EMAIL|xiaobai_yh@163.com⟧",
 "birthday": "⟦DATE_OF_BIRTH|1999-08-14⟧", "reg_ip": "⟦IP_ADDRESS|117.136.40.18⟧", "city": "⟪place_name|上海⟫",
 "app_ver": "⟪version|3.2.1⟫", "device_id": "a3f1c09e-7b2d-4e51-9c88-2f6d0b1e4a77",
 "token": "⟦APIKEY|$jwt3⟧"}
"""))

TEXTS.append(("forum_post", """
【求助】户外音乐节用多大的发电机？  ⟪forum_name|舞美论坛⟫ › 设备交流
楼主 ⟦PERSON|发电机小白2023⟧ ⟪post_timestamp|2024-04-02 22:17⟫
场地大概300人，音响+灯光，要不要三相？

2楼 ⟦PERSON|阿伟搞灯光⟧：至少⟪kva_rating|100kVA⟫三相，别用家用的。找⟪org_name|劲能发电机⟫的⟦PERSON|蒋工⟧，⟦PHONE|0571-8702 6619⟧，上次⟪kva_rating|200kVA⟫的⟪price|一天2,500⟫，带人值守。
3楼 ⟦PERSON|发电机小白2023⟧：谢谢大佬！
"""))

TEXTS.append(("group_announcement", """
【群公告】⟪event_name|世园会⟫舞台项目部
1. 仓库门禁密码：⟦PASSWORD|8 6 2 0 #⟧（每周一换）
2. 工地WiFi：⟪wifi_ssid|DL-Stage-5G⟫  密码 ⟦PASSWORD|dl88889999⟧
3. 保险柜密码找⟦PERSON|覃队长⟧要，别发群里！
4. 本周安全员：⟦PERSON|韦国庆⟧ ⟦PHONE|189 7715 2063⟧
5. 进场必须戴安全帽（⟪standard_ref|GB 2811-2019⟫），⟪product_code|雷亚架⟫搭设高度超过⟪dimension|8米⟫必须挂安全带。
"""))

TEXTS.append(("rental_contract", """
篷房租赁合同（婚礼）  合同号：⟪contract_no|SL-HT-2025-0116⟫
甲方：⟦PERSON|许雅琴⟧   身份证号：⟦IDCARD|$idc6⟧
地址：⟦ADDRESS|江苏省南京市玄武区北京东路41号梅园新村小区3幢602室，210008⟧
联系电话：⟦PHONE|152 5180 6613⟧
乙方：⟪org_name|松岭篷房租赁有限公司⟫
一、租赁物：⟪product_code|透明顶婚礼篷房15×25米⟫1座，含地台、灯光。
二、合同总价⟪price|32,800元⟫。甲方已付定金⟦AMOUNT|9,840元⟧，尾款⟦AMOUNT|22,960元⟧于搭建验收后三日内支付。
三、如遇⟪weather_condition|6级以上大风⟫，乙方有权停止搭建。
"""))

TEXTS.append(("price_list", """
⟪org_name|声光动力舞美⟫ 2025年设备租赁价目表（不含税）
⟪product_code|Robe MegaPointe⟫ 电脑摇头灯 ........ ⟪price|380元/台/天⟫
⟪product_code|L-Acoustics K2⟫ 线阵音箱 .......... ⟪price|1,200元/只/天⟫
⟪product_code|grandMA3 full⟫ 灯光控台 ........... ⟪price|3,500元/天⟫
⟪product_code|P3.9户外LED屏⟫ ..................... ⟪price|160元/平米/天⟫
运输：⟪place_name|杭州⟫市区⟪price|800元/车次⟫，外地按公里另计。
技术人员：⟪tariff|灯光师1,200元/人/天⟫。报价有效期至⟪date|2025年6月30日⟫。
"""))

TEXTS.append(("totp_backup_note", """
票务后台二次验证备份（⟪org_name|票立方⟫运营账号）——打印后锁进保险柜
账号：⟦PERSON|yunying_xuqing⟧
密钥：⟦SECRET|$totp1⟧
绑定链接：otpauth://totp/PiaoLiFang:⟦PERSON|yunying_xuqing⟧?secret=⟦SECRET|$totp1⟧&issuer=PiaoLiFang
登录密码（别写在这！）：⟦PASSWORD|Plf@yunying2024⟧
设置人：⟦PERSON|许晴⟧  ⟪date|2024-03-20⟫  验证器：⟪app_name|Google Authenticator⟫
"""))

TEXTS.append(("csv_export", """
姓名,手机,邮箱,城市,购票数,实付,下单时间
⟦PERSON|杜若彤⟧,⟦PHONE|13681920437⟧,⟦EMAIL|duruotong@qq.com⟧,⟪place_name|北京⟫,2,⟦AMOUNT|¥960⟧,⟪timestamp|2024-07-01 10:00:03⟫
⟦PERSON|钱博文⟧,⟦PHONE|15900417782⟧,⟦EMAIL|qianbw1990@126.com⟧,⟪place_name|天津⟫,1,⟦AMOUNT|¥480⟧,2024-07-01 10:00:05
⟦PERSON|司马云飞⟧,⟦PHONE|18811306254⟧,⟦EMAIL|smyf@foxmail.com⟧,⟪place_name|石家庄⟫,4,⟦AMOUNT|¥1,920⟧,2024-07-01 10:00:09
"""))

TEXTS.append(("voice_dictation", """
【语音转文字】
喂，⟦PERSON|蔡总⟧你好，我是搭建队的⟦PERSON|小罗⟧。那个发票寄送地址我念一下啊，⟦ADDRESS|广东省广州市天河区体育西路103号维多利广场A塔2208，邮编510620⟧，收件人写我，电话⟦PHONE|幺八八，二六一零，七七三二⟧。还有就是我垫付的材料款⟦AMOUNT|一万二千八百块⟧，你看什么时候给我报一下？发票号是⟪invoice_no|04417829⟫。好，挂了啊。
"""))

TEXTS.append(("ocr_shipping_label", """
【OCR识别结果】顺丰速运  运单号 ⟪tracking_number|SF1408827731654⟫
寄件人：⟦PERSON|刘师傅⟧  ⟪masked_phone|135****2290⟫
寄件地址：⟪org_address|杭州市萧山区经济技术开发区桥南区块鸿兴路88号⟫
收件人：⟦PERSON|汪海涛⟧  ⟦PHONE|13308451162⟧
收件地址：⟦ADDRESS|湖北省武汉市武昌区中北路109号中铁1818中心3栋1601，430077⟧
托寄物：⟪item_description|发电机配件（ATS自动转换开关）⟫  重量 ⟪weight|6.5kg⟫
"""))

TEXTS.append(("wechat_chat", """
⟦PERSON|林可欣⟧：你好，我买的⟪event_name|厦门跨年焰火⟫的票想转给我同学，实名制能改吗？
客服⟦PERSON|小美⟧：您好，可以改一次观演人哦，请提供新观演人姓名和身份证号～
⟦PERSON|林可欣⟧：⟦PERSON|陈思琪⟧，⟦IDCARD|$idc9⟧，她生日是⟦DATE_OF_BIRTH|1991年8月8日⟧
客服⟦PERSON|小美⟧：好的已修改，订单⟪order_id|XM20241231-00872⟫，手续费⟪price|10元⟫从原路扣。
⟦PERSON|林可欣⟧：好滴谢谢，我手机是⟦PHONE|150 0592 3318⟧，有问题打我
"""))

TEXTS.append(("app_log", """
{"ts":"⟪log_timestamp|2024-09-23T10:00:01.882+08:00⟫","level":"INFO","msg":"login ok","user":"⟦PERSON|chenyuhang⟧","ip":"⟦IP_ADDRESS|223.104.63.29⟧","mobile":"⟪masked_phone|188****6623⟫","trace":"⟪trace_id|7d1e4b9a2c3f4e8d⟫"}
{"ts":"2024-09-23T10:00:02.114+08:00","level":"WARN","msg":"captcha failed","user":"⟦PERSON|zhoulili0312⟧","ip":"⟦IP_ADDRESS|100.81.6.200⟧","retry":3}
{"ts":"2024-09-23T10:00:02.530+08:00","level":"INFO","msg":"health","ip":"⟪doc_ip|203.0.113.5⟫","ver":"⟪version|2.14.0⟫"}
{"ts":"2024-09-23T10:00:03.004+08:00","level":"ERROR","msg":"pay callback timeout","order":"⟪order_id|PLF202409230000412⟫","user":"⟦PERSON|chenyuhang⟧"}
"""))

TEXTS.append(("sql_insert", """
-- 客户资料迁移 ⟪ticket_id|需求#552⟫
INSERT INTO crm_customer (id, name, mobile, address, remark) VALUES
(⟪row_id|10021⟫, '⟦PERSON|胡晓东⟧', '⟦PHONE|13816624709⟧', '⟦ADDRESS|上海市闵行区莘庄镇莘建路58弄12号1203室，201100⟧', '年会灯光，老客户'),
(⟪row_id|10022⟫, '⟦PERSON|欧阳娜⟧', '⟦PHONE|18917302286⟧', '⟦ADDRESS|上海市静安区南京西路1266号恒隆广场二期38楼，200040⟧', '婚礼，⟦MEDICAL|对花粉过敏⟧，现场不要鲜花'),
(⟪row_id|10023⟫, '⟦PERSON|金泰民⟧', '⟦PHONE|021-5488 1907⟧', '⟦ADDRESS|上海市长宁区虹桥路1386号文化广场5楼，200336⟧', '⟪customer_tag|VIP⟫');
"""))

TEXTS.append(("meeting_minutes", """
⟪event_name|2024杭州马拉松⟫ 移动厕所保障方案沟通会纪要
时间：⟪meeting_date|10月25日⟫ 上午  地点：⟪place_name|黄龙体育中心⟫ 会议室
参会：组委会⟦PERSON|钱主任⟧、⟪org_name|洁立方⟫⟦PERSON|郑经理⟧、保洁队长⟦PERSON|老杜⟧
1. 全程设点⟪quantity|42处⟫，共⟪quantity|560台⟫，起点区加密。
2. 起点区2:30前完成摆放，⟦PERSON|老杜⟧带队，电话⟦PHONE|133 5710 4482⟧。
3. 吸污车⟪quantity|6辆⟫待命，调度⟦PERSON|郑经理⟧ ⟦PHONE|0571-8619 2240⟧。
4. 赛后24小时内撤场，垃圾清运费⟪org_total|合计18.6万元⟫由组委会承担。
"""))

TEXTS.append(("payslip", """
⟪org_name|安合人群安保服务有限公司⟫  2024年8月工资条
姓名：⟦PERSON|于海洋⟧   工号：AH-0871   岗位：⟪post_name|安检员⟫
基本工资 ⟦AMOUNT|4,200.00元⟧   加班费 ⟦AMOUNT|1,356.00元⟧   高温补贴 ⟦AMOUNT|300.00元⟧
社保个人部分 ⟦AMOUNT|-482.60元⟧   实发 ⟦AMOUNT|5,373.40元⟧
发放至：⟦CARD|$card7⟧（信用卡还款账户，本人申请）
如有疑问请联系人事⟦PERSON|小葛⟧ 分机⟪extension|8021⟫
"""))

TEXTS.append(("hotline_ticket", """
12345市民热线工单  ⟪ticket_id|HZ2411050318⟫
来电人：⟦PERSON|严女士⟧   来电号码：⟦PHONE|15168230914⟧
住址：⟦ADDRESS|杭州市拱墅区大关路118号大关西六苑5幢3单元402，310011⟧
诉求：⟪place_name|运河广场⟫连续三晚燃放焰火至22:30，家中老人⟦MEDICAL|心脏支架术后⟧，受惊吓，要求查明燃放单位。
承办单位：⟪org_name|拱墅区城管局⟫  回复时限：⟪deadline|3个工作日⟫
"""))

TEXTS.append(("shell_history", """
  211  ossutil config -e oss-cn-shanghai.aliyuncs.com -i ⟦APIKEY|$aliyun_akid2⟧ -k ⟦SECRET|$aliyun_secret2⟧
  212  ossutil cp ⟪file_name|灯光设计_v3.vwx⟫ oss://⟪bucket_name|sgdl-design⟫/2024/
  213  ssh ⟦PERSON|chenjie⟧@⟦IP_ADDRESS|47.100.213.88⟧   # 阿里云ECS
  214  tail -f /var/log/⟪service_name|rental-api⟫/app.log
  215  git log --oneline -3   # ⟪commit_sha|e91b3c2⟫ 修复押金计算
  216  vim ⟦PERSON|/home/chenjie⟧/.bashrc
"""))

TEXTS.append(("leave_request", """
请假申请（钉钉审批 ⟪approval_id|202410080912000456⟫）
申请人：⟦PERSON|覃立伟⟧   部门：⟪department|鼎立舞台 吊装组⟫
请假类型：病假   时间：⟪date_range|10月8日至10月21日⟫，共14天
事由：10月6日拆台时从⟪dimension|4米⟫高处坠落，诊断为⟦MEDICAL|腰1椎体压缩性骨折⟧，医生建议⟦MEDICAL|卧床休息两周⟧。附⟪place_name|广西医科大一附院⟫诊断证明。
工作交接：吊点图交给⟦PERSON|黄工⟧，⟦PHONE|177 7716 2059⟧
"""))

TEXTS.append(("weibo_post", """
#⟪hashtag|2025元宵焰火⟫# 【交通管制提醒】⟪date|2月12日⟫19:00-22:00，⟪place_name|湘江中路⟫（⟪place_name|五一大道⟫至⟪place_name|橘子洲大桥⟫）实行交通管制，地铁⟪metro_line|2号线⟫⟪place_name|橘子洲站⟫临时封站。焰火燃放时长约⟪duration|20分钟⟫，请市民错峰出行，注意安全。观景区预计容纳⟪capacity|3万人⟫，满员即停止进入。转发扩散！
"""))

TEXTS.append(("deposit_receipt", """
押金收据  NO.⟪receipt_no|0008817⟫
今收到 ⟦PERSON|潘振宇⟧ 先生租用⟪product_code|50kW静音发电机⟫押金 ⟦AMOUNT|人民币叁仟元整（¥3,000.00）⟧。
联系电话：⟦PHONE|136 0575 8829⟧
设备编号：⟪asset_tag|JN-G50-017⟫   租期：⟪date_range|2024.12.30-2025.01.02⟫
收款人：⟦PERSON|蒋文涛⟧   ⟪org_name|劲能发电机租赁有限公司⟫（盖章）
"""))

TEXTS.append(("web_form_submission", """
【小程序 · 篷房报价咨询】提交时间 ⟪timestamp|2024-08-19 22:41:05⟫
称呼：⟦PERSON|杨先生⟧
手机：⟦PHONE|18768105523⟧
活动类型：户外婚礼  人数：⟪headcount|180人⟫
场地地址：⟪venue_address|湖州市安吉县天荒坪镇大溪村⟫
预算：⟪budget|3-5万⟫
备注：老婆⟦MEDICAL|怀孕七个月⟧，需要有空调的休息区
来源IP：⟦IP_ADDRESS|115.199.32.140⟧   渠道：⟪utm_source|douyin_ad_0819⟫
"""))

TEXTS.append(("medical_check_results", """
⟪org_name|安合人群安保⟫ 2024年度入职体检结果汇总（仅限人事查阅）
⟦PERSON|罗雪梅⟧：血压 ⟦MEDICAL|148/96 mmHg（偏高）⟧，建议复查；其他正常
⟦PERSON|邓子豪⟧：⟦MEDICAL|乙肝表面抗原阳性⟧，不影响上岗（依法不得歧视）
⟦PERSON|于海洋⟧：⟦MEDICAL|窦性心律不齐⟧，⟦MEDICAL|色弱⟧，不安排监控岗
体检机构：⟪org_name|美年大健康⟫ ⟪place_name|青岛⟫分院  报告批次⟪batch_id|MN-QD-240312⟫
"""))

TEXTS.append(("cooperation_agreement", """
技术服务协议（摘要）  编号 ⟪contract_no|LY-JX-2025-003⟫
甲方：⟪org_name|浏阳金星烟花燃放有限公司⟫
乙方：⟦PERSON|Stefan Krüger⟧（德国籍），护照号 ⟦PASSPORT|$pp_de1⟧
服务内容：为⟪event_name|国际焰火大赛⟫提供⟪product_name|FireOne⟫电子点火系统编程及调试。
服务费：⟦AMOUNT|€6,000⟧（税前），由甲方于活动结束后10日内支付。
乙方国内联系人：⟦PERSON|汤志远⟧ ⟦PHONE|189 2276 1450⟧  乙方邮箱：⟦EMAIL|stefan.krueger@pyro-design.de⟧
"""))

TEXTS.append(("dingtalk_message", """
⟦PERSON|张一凡⟧ 16:40
后台登录一直跳回首页，我把我的cookie贴出来你们看下：sessionid=⟦SECRET|$sess1⟧; csrftoken=kq8Xv2R1mN5pL0aT
⟦PERSON|王磊⟧ 16:42
……cookie别往群里发啊，等于把账号给别人了。赶紧退出重新登录让它失效
⟦PERSON|张一凡⟧ 16:43
哦哦哦 好的😅 已退出。环境是⟪hostname|admin.piaolifang.com⟫，版本⟪version|4.6.1⟫
"""))

TEXTS.append(("customer_complaint", """
投诉信
尊敬的⟪org_name|华帐篷房⟫负责人：
我是⟦PERSON|宋婉清⟧，5月20日在⟪place_name|都江堰⟫办婚礼，租了你们的⟪product_code|12×24米篷房⟫（订单⟪order_id|HZ-0520-11⟫）。当天下午下暴雨，篷房侧面漏水，音响进水短路，我父亲被漏电的插排电了一下，⟦MEDICAL|右手掌电击伤⟧，在⟪place_name|华西医院⟫看了急诊。
现场负责人⟦PERSON|曾工⟧当时说会赔偿，后来电话一直不接。我要求退还已付的⟦AMOUNT|12,600元⟧尾款，并承担医药费⟦AMOUNT|1,842.5元⟧。
联系方式：⟦PHONE|139 8176 2053⟧，⟦EMAIL|songwanqing520@163.com⟧
地址：⟦ADDRESS|四川省成都市武侯区玉林南路12号玉林小区4栋2单元601，610041⟧
"""))

TEXTS.append(("wechat_chat", """
⟦PERSON|老潘⟧：⟦PERSON|任老板⟧，厕所那边尾款多少来着
⟦PERSON|任老板⟧：4台×3天，⟪price|每台每天260⟫，去掉定金还差⟦AMOUNT|2,120元⟧
⟦PERSON|老潘⟧：我微信余额不够，刷信用卡行不？卡号⟦CARD|$card8⟧
⟦PERSON|任老板⟧：我这边没有POS机😂 你转账吧，对公账户⟪org_account|3301 0400 0012 8890 6⟫（⟪org_name|洁立方环境科技有限公司⟫）
⟦PERSON|老潘⟧：行，明天上午转
"""))

TEXTS.append(("training_sign_in_sheet", """
⟪event_name|2024上海国际马拉松⟫ 安保岗前培训签到表   日期：⟪date|11月28日⟫   地点：⟪place_name|外滩源会议中心⟫
序号  姓名      手机            所属分队
01   ⟦PERSON|郝建平⟧    ⟦PHONE|13761128034⟧     ⟪team_name|一分队⟫
02   ⟦PERSON|毛晓燕⟧    ⟦PHONE|15221470965⟧     一分队
03   ⟦PERSON|阿不都·热合曼⟧  ⟦PHONE|18099127746⟧   ⟪team_name|二分队⟫
04   ⟦PERSON|卢一鸣⟧    ⟦PHONE|13916025571⟧     二分队
培训讲师：⟦PERSON|钱主任⟧   课时：⟪duration|3学时⟫
"""))

TEXTS.append(("real_name_register", """
烟花爆竹零售实名登记（⟪org_name|金星烟花直营店⟫ ⟪place_name|浏阳⟫店）
购买人：⟦PERSON|蒋雨欣⟧   出生日期：⟦DATE_OF_BIRTH|1993年10月16日⟧
身份证号：⟦IDCARD|$idc11⟧
住址：⟦ADDRESS|陕西省西安市雁塔区小寨东路126号百隆广场B座1805，710061⟧
电话：⟦PHONE|181 9205 6637⟧
购买品种：⟪product_code|C级组合烟花“金玉满堂”⟫ ×2，⟪product_code|手持烟花棒⟫ ×10   金额：⟦AMOUNT|¥586⟧
经办：⟦PERSON|小欧⟧
"""))

TEXTS.append(("rigging_calculation", """
吊点荷载计算书（⟪document_version|第2版⟫）  项目：⟪event_name|体育中心演唱会⟫
主桁架：⟪product_code|Prolyte H40V⟫ 跨度⟪dimension|24m⟫，均布荷载⟪load_rating|UDL 1,250 kg⟫
电动葫芦：⟪product_code|CM Lodestar 1t⟫ ×18，安全系数⟪safety_factor|5:1⟫
屋面允许点荷载：⟪load_rating|单点≤1,000 kg⟫（依据⟪standard_ref|场馆技术手册 2019版⟫）
计算人：⟦PERSON|黄工⟧   审核：⟦PERSON|覃立伟⟧   复核日期：⟪date|2024-11-15⟫
"""))

TEXTS.append(("api_doc_snippet", """
## 票务开放平台 · 鉴权说明（内部Wiki）
请求头示例（文档用假token，不要复制）：
  Authorization: Bearer ⟪example_key|eyJhbGciOiJIUzI1NiJ9.EXAMPLE.SIGNATURE⟫
  X-App-Id: ⟪app_id|plf_open_10086⟫
⚠️ 下面这个是⟦PERSON|林晓峰⟧调试时误贴的真实闸机token，已作废但请勿再用：
  ⟦APIKEY|$jwt2⟧
对接人：⟦PERSON|林晓峰⟧ ⟦EMAIL|linxf@piaolifang.com⟧   接口版本 ⟪api_version|v3.2⟫
"""))

TEXTS.append(("dispatch_staff_list", """
主题：劳务派遣人员名单（⟪event_name|津门灯会⟫）
⟦PERSON|宋主管⟧您好，现将派遣人员信息发您，请办理工作证：
1. ⟦PERSON|白秀兰⟧，女，出生日期⟦DATE_OF_BIRTH|1976年11月23日⟧，身份证⟦IDCARD|$idc13⟧，电话⟦PHONE|13602098815⟧
2. ⟦PERSON|侯志勇⟧，男，身份证⟪masked_idcard|1201**********3517⟫（原件后补），电话⟦PHONE|15822317706⟧
派遣单位：⟪org_name|津鑫劳务服务有限公司⟫  联系人：⟦PERSON|岳晓华⟧ ⟦PHONE|022-2731 8846⟧
"""))

TEXTS.append(("medical_record_excerpt", """
⟪org_name|南宁市第一人民医院⟫ 门诊病历（摘录）  门诊号 MZ2403110287
姓名：⟦PERSON|韦国庆⟧   性别：男   年龄：38
主诉：舞台搭建时被钢管砸伤右足2小时。
检查：⟦MEDICAL|右足第二跖骨骨折⟧，⟦MEDICAL|局部软组织挫伤⟧。
处理：⟦MEDICAL|石膏托外固定⟧，⟦MEDICAL|布洛芬缓释胶囊 0.3g bid⟧，两周后复查X线。
医师：⟦PERSON|李明轩⟧   日期：⟪date|2024-03-11⟫
"""))

TEXTS.append(("call_transcript", """
【客服通话转写】⟪org_name|劲能发电机租赁⟫ 400热线  ⟪call_id|CALL-0915-118⟫
客户：喂，你们的发电机又停了，我这边婚宴还有半小时开始！
客服⟦PERSON|小韩⟧：先生别急，请问您贵姓，合同号多少？
客户：我姓⟦PERSON|潘⟧，⟦PERSON|潘振宇⟧，合同号⟪contract_no|JN-ZL-2024-0613⟫。
客服⟦PERSON|小韩⟧：好的⟦PERSON|潘先生⟧，地址还是⟦ADDRESS|宁波市鄞州区首南街道天童南路588号宁波文化广场C区3号楼，315100⟧吗？
客户：对，你让师傅快点，我电话⟦PHONE|136 0575 8829⟧。
客服⟦PERSON|小韩⟧：已派⟦PERSON|李师傅⟧带备用机过去，预计⟪eta|25分钟⟫到。
"""))

TEXTS.append(("volunteer_registration", """
⟪event_name|2024西湖音乐节⟫ 志愿者报名表（安保引导组）
姓名：⟦PERSON|邵雨桐⟧    学号：3210104417    学院：⟪org_name|浙江大学外国语学院⟫
出生日期：⟦DATE_OF_BIRTH|2003-04-27⟧    手机：⟦PHONE|17857190326⟧
邮箱：⟦EMAIL|shaoyutong@zju.edu.cn⟧
身体状况：⟦MEDICAL|轻度哮喘⟧，随身携带⟦MEDICAL|沙丁胺醇气雾剂⟧
服装尺码：⟪clothing_size|M⟫   可服务时间：⟪availability|9月14日-15日全天⟫
"""))

TEXTS.append(("daily_report", """
【搭建日报】⟪event_name|草莓音乐节⟫主舞台  ⟪date|2024-04-26⟫  天气：⟪weather|小雨 18℃⟫
今日完成：⟪progress|地台100%、屋顶桁架60%⟫，吊装⟪product_code|顶棚膜布⟫暂停（风速⟪wind_speed|7.9m/s⟫）
人员：⟦PERSON|覃队长⟧带队，⟪headcount|22人⟫进场
安全：下午15:20 ⟦PERSON|小蒙⟧被扳手砸到头，戴了安全帽，⟦MEDICAL|轻微脑震荡⟧观察中，已通知家属（⟦PHONE|134 7718 2290⟧）
明日计划：灯光吊装，⟦PERSON|黄工⟧负责吊点复核
"""))

TEXTS.append(("scam_chat", """
【抖音私信】
⟦PERSON|票务小助手_官方⟧：亲，⟪event_name|周杰伦演唱会⟫内场票还有2张，⟪price|原价1,580⟫，加⟪price|200⟫出
⟦PERSON|柯梦瑶⟧：真的吗？怎么付
⟦PERSON|票务小助手_官方⟧：发你一个链接，输入支付宝账号和支付密码就行
⟦PERSON|柯梦瑶⟧：账号⟦PHONE|15107125586⟧，支付密码⟦PASSWORD|382916⟧
⟦PERSON|票务小助手_官方⟧：收到，马上出票
[系统提示] 对方账号已被封禁，请注意保护个人信息，谨防诈骗。官方客服电话⟦PHONE|95188⟧
"""))

TEXTS.append(("ini_config", """
; 闸机控制器配置 ⟪device_model|ZJ-3000⟫  场馆：⟪place_name|深圳湾体育中心⟫
[server]
host = ⟦IP_ADDRESS|10.22.1.5⟧
backup = ⟦IP_ADDRESS|10.22.1.6⟧
; 测试环境（文档地址）
test = ⟪doc_ip|192.0.2.55⟫
[admin]
user = ⟦PERSON|liuhaoran⟧
password = ⟦PASSWORD|Zj3000@szw!⟧
[firmware]
version = ⟪version|5.2.18⟫
checksum = ⟪sha256_hash|3f8a1c9d2e7b4f6a0c5d8e1b9a2f7c4d6e0b3a8f5c1d9e2b7a4f6c0d8e3b1a95⟫
"""))

TEXTS.append(("contact_directory", """
⟪org_name|鼎立舞台搭建⟫ 通讯录（内部）
| 姓名 | 职务 | 手机 | 邮箱 | 分机 |
|---|---|---|---|---|
| ⟦PERSON|覃立伟⟧ | 吊装组长 | ⟦PHONE|139 7719 0462⟧ | ⟦EMAIL|qinlw@dingli-stage.cn⟧ | ⟪extension|801⟫ |
| ⟦PERSON|黄永康⟧ | 结构工程师 | ⟦PHONE|177 7716 2059⟧ | ⟦EMAIL|huangyk@dingli-stage.cn⟧ | ⟪extension|805⟫ |
| ⟦PERSON|蒙小雨⟧ | 安全员 | ⟦PHONE|134 7718 2290⟧ | - | ⟪extension|809⟫ |
公司总机：⟦PHONE|0771-553 6620⟧
"""))

TEXTS.append(("voice_message_transcript", """
【微信语音转文字】
⟦PERSON|阿芳⟧：喂，⟦PERSON|晓峰⟧啊，我表姐下个月在老家办酒，想租个篷房，你帮我问下⟦PERSON|周建华⟧那边大概多少钱。地址是⟦ADDRESS|安徽省合肥市蜀山区长江西路669号高新苑8栋1203，230088⟧，她电话⟦PHONE|一三九，六五一二，八八零七⟧，你直接打给她。哦对了，她⟦MEDICAL|对海鲜过敏⟧，酒席那边你顺便跟⟪org_name|徽园酒家⟫说一声。日子定在⟪event_date|腊月十八⟫。
"""))

TEXTS.append(("debug_log", """
[⟪log_timestamp|2024-10-09 11:20:44⟫] DEBUG remote_addr=⟦IP_ADDRESS|39.144.12.77⟧ curl 'https://⟪hostname|m.piaolifang.com⟫/api/seat/lock' -H 'Cookie: PHPSESSID=⟦SECRET|$sess3⟧' --data 'seat=⟪seat_number|A-12-07⟫&mobile=⟦PHONE|13917702254⟧'
[2024-10-09 11:20:45] DEBUG resp 200 {"lock_id":"⟪lock_id|LK99120817⟫","expire":⟪ttl_seconds|600⟫}
# ⟦PERSON|许晴⟧备注：生产环境别开DEBUG，cookie和手机号都落盘了，已提⟪ticket_id|工单#3420⟫
"""))

TEXTS.append(("receipt_note", """
收条
今收到⟪org_name|松岭篷房租赁有限公司⟫退还篷房押金⟦AMOUNT|人民币贰仟元整⟧（⟦AMOUNT|¥2,000.00⟧）。
收款人：⟦PERSON|孔德明⟧   身份证号：⟪masked_idcard|3301**********5530⟫
电话：⟦PHONE|138 5718 3306⟧
收款方式：支付宝 ⟦EMAIL|kongdm1979@126.com⟧
经手人：⟦PERSON|小赵⟧   日期：⟪date|2024年11月3日⟫
"""))
