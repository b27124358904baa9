# -*- coding: utf-8 -*-
"""zh texts for blind49."""

TEXTS = []

TEXTS.append(("wechat_chat", """【微信】选角 ⟦PERSON|许小姐⟧ ↔ ⟦PERSON|林可欣⟧
⟦PERSON|许小姐⟧：⟦PERSON|可欣⟧你好，《⟪production_title|长夜将尽⟫》二试定在⟪audition_date|周四下午两点⟫，地点⟪venue_address|北京市朝阳区酒仙桥路4号751园区B座⟫。带身份证原件，剧组要登记，号码也先发我一下，保险要用。
⟦PERSON|林可欣⟧：⟦IDCARD|$id_7⟧，生日⟦DATE_OF_BIRTH|1996年2月14日⟧，情人节哈哈
⟦PERSON|许小姐⟧：好～你上次说的⟦MEDICAL|花粉过敏⟧，外景那几天要备药吗？
⟦PERSON|林可欣⟧：我自己带⟦MEDICAL|氯雷他定⟧就行，谢谢⟦PERSON|许姐⟧❤"""))

TEXTS.append(("crew_notice", """《⟪production_title|山海之间⟫》剧组通告单  第⟪shoot_day|23⟫天  ⟪shoot_date|2024年9月12日⟫
集合时间：⟪call_time|05:30⟫  集合地点：⟪venue_address|横店影视城秦王宫南门停车场⟫
制片：⟦PERSON|周社长⟧ ⟦PHONE|138 5790 2216⟧
执行导演：⟦PERSON|王导⟧ ⟦PHONE|139 6812 0475⟧
场记：⟦PERSON|小赵⟧ ⟦PHONE|186 5701 3392⟧
今日拍摄：第⟪scene_number|41⟫、42、47场（内景·相府）
注意：主演⟦PERSON|陈一鸣老师⟧⟦MEDICAL|腰椎间盘突出⟧，武打戏需替身⟦PERSON|阿杰⟧上，请武指提前安排。"""))

TEXTS.append(("talent_signup_form", """【星耀传媒 艺人报名表】（⟪form_id|表单编号 XY-2024-0831⟫）
姓名：⟦PERSON|杜雨桐⟧
性别：女    出生日期：⟦DATE_OF_BIRTH|1999-12-02⟧
身份证号：⟦IDCARD|$id_5⟧
手机：⟦PHONE|15828476610⟧
微信号：⟦PERSON|yutong_du99⟧
家庭住址：⟦ADDRESS|四川省成都市武侯区玉林北路18号2栋3单元502 610041⟧
身高/体重：168cm / 48kg
特长：民族舞、古筝
既往病史：⟦MEDICAL|哮喘⟧（已多年未发作）
提交时间：⟪timestamp|2024-08-31 22:17:45⟫"""))

TEXTS.append(("dingtalk_group", """【钉钉群】巡演制作组
⟦PERSON|老周⟧：各位，⟪tour_name|“回声”2024全国巡演⟫ 武汉站的灯光报警机器人我接好了，webhook放这，别外传：
⟦SECRET|$dinghook_1⟧
⟦PERSON|老周⟧：另外服务器换到 ⟦IP_ADDRESS|10.23.5.41⟧，用户名 ops，密码 ⟦PASSWORD|Echo@2024wh⟧
⟦PERSON|孙晓雯⟧：收到，⟦PERSON|周哥⟧辛苦
⟦PERSON|老周⟧：@⟦PERSON|孙晓雯⟧ 场馆那边联系人是 ⟦PERSON|刘经理⟧ ⟦PHONE|027-8762 3310⟧，明天⟪load_in_time|8点进场⟫"""))

TEXTS.append(("reimbursement_form", """报销单  单号：⟪expense_id|BX20241015-007⟫
报销人：⟦PERSON|韩子墨⟧    部门：摄影部
项目：⟪project_name|《城市切片》纪录片⟫
事由：青岛外拍 交通+住宿
金额合计：⟦AMOUNT|¥3,468.50⟧（大写：⟦AMOUNT|叁仟肆佰陆拾捌元伍角⟧）
收款账户：⟦PERSON|韩子墨⟧ 招商银行 ⟦CARD|$card_u5⟧
审批：⟦PERSON|张总⟧（已批） 财务 ⟦PERSON|小刘⟧（待付）"""))

TEXTS.append(("salary_slip", """⟪org_name|声浪音乐工作室⟫ 工资条 ⟪pay_period|2024年10月⟫
姓名：⟦PERSON|邓佳琪⟧   工号：⟪employee_id|SL-0027⟫   岗位：录音师
基本工资 ⟪base_salary_grade|P5档⟫
应发：⟦AMOUNT|12,800.00元⟧
社保个人部分：⟦AMOUNT|1,344.00元⟧
个税：⟦AMOUNT|318.40元⟧
实发：⟦AMOUNT|11,137.60元⟧
发放至工资卡 ⟪masked_card|6222 **** **** 4417⟫"""))

TEXTS.append(("nginx_error_log", """⟪timestamp|2024/10/21 03:12:55⟫ [error] 2281#2281: *⟪connection_id|918273⟫ upstream timed out (110: Connection timed out) while reading response header from upstream, client: ⟦IP_ADDRESS|117.136.39.204⟧, server: ⟪hostname|tickets.yinlangfest.cn⟫, request: "POST /api/order/create HTTP/1.1", upstream: "http://⟦IP_ADDRESS|172.18.0.12⟧:⟪port|9000⟫/api/order/create"
2024/10/21 03:12:57 [warn] 2281#2281: *918274 client ⟦IP_ADDRESS|240e:3b7:3272:f9a0:5c1e:8dff:fe21:7a10⟧ sent invalid "Host" header
# 音乐节开票高峰，⟦PERSON|小何⟧说上游要扩容"""))

TEXTS.append(("aliyun_config", """# 配置文件 oss.yaml —— 舞蹈学校视频课上传（⟦PERSON|黄老师⟧的账号，别乱动）
oss:
  endpoint: ⟪endpoint|oss-cn-hangzhou.aliyuncs.com⟫
  bucket: ⟪bucket_name|dance-class-video-2024⟫
  access_key_id: ⟦APIKEY|$ltai_1⟧
  access_key_secret: ⟦SECRET|$ali_sk1⟧
  region: ⟪aws_region|cn-hangzhou⟫
notify:
  feishu: ⟦SECRET|$feishuhook_1⟧"""))

TEXTS.append(("sms_verification_chat", """【短信】⟦PHONE|106 9088 3310⟧
【⟪org_name|乐拍摄影⟫】尊敬的⟦PERSON|郑女士⟧，您预约的⟪package_name|“亲子写真A套餐”⟫已确认，时间⟪appointment_time|11月3日 10:00⟫，定金⟦AMOUNT|500元⟧已收到。门店地址：⟪store_address|杭州市西湖区文三路259号昌地火炬大厦1楼⟫。如需改期请致电⟦PHONE|0571-8821 6630⟧。"""))

TEXTS.append(("phone_dictation", """（电话录音转写）
客服：您好，⟪org_name|回声乐器行⟫，请问有什么可以帮您？
顾客：你好，我是上周在你们那租⟪equipment_model|Fender Twin Reverb⟫的，姓蒋，⟦PERSON|蒋文涛⟧。押金⟦AMOUNT|两千块⟧还没退。
客服：好的⟦PERSON|蒋先生⟧，麻烦报一下手机号。
顾客：⟦PHONE|幺三九 幺七二八 零六四五⟧。
客服：⟦PHONE|139 1728 0645⟧，对吧？押金我们今天原路退回，单号⟪order_id|ZL-20241102-018⟫。"""))

TEXTS.append(("ocr_comp_card", """[图片识别结果]
⟪org_name|ICONIC 模特经纪⟫
⟦PERSON|SU QINGYA⟧ ⟦PERSON|苏清雅⟧
身高 178 | 胸围 80 | 腰围 60 | 臀围 89 | 鞋码 39
小红书：@⟦PERSON|苏清雅Sue⟧
经纪人 ⟦PERSON|Kiki 唐⟧ ⟦PHONE|+86 137 6415 2208⟧
⟪website|www.iconic-models.cn⟫   ⟪office_address|上海市静安区南京西路1266号恒隆广场二期38层⟫"""))

TEXTS.append(("mcn_contract_summary", """【达人合作协议（摘要）】协议编号：⟪contract_ref|MCN-HZ-2024-0317⟫
甲方：⟪org_name|杭州星芒文化传媒有限公司⟫
乙方（达人）：⟦PERSON|魏思琪⟧，平台昵称“⟦PERSON|琪琪不吃香菜⟧”
乙方身份证号：⟦IDCARD|$id_25⟧
联系地址：⟦ADDRESS|浙江省宁波市海曙区中山西路138号天一豪景3幢1705室⟧
收益分成：甲方30% / 乙方70%；保底：⟦AMOUNT|每月8000元⟧
乙方收款银行卡：⟦CARD|$card_u2⟧（中国工商银行宁波分行）
签约日期：⟪contract_date|2024年3月17日⟫"""))

TEXTS.append(("studio_booking_wechat", """⟦PERSON|阿May⟧：⟦PERSON|鹏哥⟧，周六下午B棚还在吗
⟦PERSON|鹏哥⟧：在的，⟪time_slot|14:00-20:00⟫给你留了，⟪hourly_rate|300一小时⟫，定金转我就行
⟦PERSON|阿May⟧：已转⟦AMOUNT|600块⟧，你看下
⟦PERSON|鹏哥⟧：收到。楼下门禁密码⟦PASSWORD|#2468*⟧，棚里wifi ⟪wifi_ssid|Pulse-B⟫ 密码⟦PASSWORD|pulse8888⟧
⟦PERSON|阿May⟧：👌 鼓手是⟦PERSON|大龙⟧，他会早点到调鼓"""))

TEXTS.append(("enrollment_chain", """#接龙
⟪class_name|少儿街舞寒假集训营⟫（1月15日-1月28日）报名，学费⟪course_fee|1980元⟫/人，请写孩子名字+家长电话
1. ⟦PERSON|王子轩⟧ ⟦PHONE|135 1102 7739⟧
2. ⟦PERSON|李沐晨⟧ 妈妈 ⟦PHONE|18911240867⟧ 孩子⟦MEDICAL|对芒果过敏⟧，零食请注意
3. ⟦PERSON|陈可乐⟧ ⟦PHONE|137-1822-4450⟧ 已交定金⟦AMOUNT|500元⟧
4. ⟦PERSON|赵一诺⟧ 爸爸 ⟦PHONE|136 9912 3081⟧"""))

TEXTS.append(("tencent_cos_script", """# -*- coding: utf-8 -*-
# 上传音乐节现场照片到COS  维护人：⟦PERSON|程昊⟧ ⟦EMAIL|chenghao@yinlangfest.cn⟧
from qcloud_cos import CosConfig, CosS3Client
secret_id = '⟦APIKEY|$akid_1⟧'
secret_key = '⟦SECRET|$tc_sk1⟧'
config = CosConfig(Region='⟪aws_region|ap-shanghai⟫', SecretId=secret_id, SecretKey=secret_key)
BUCKET = '⟪bucket_name|festival-photos-1312345678⟫'
# 上传完成后通知企业微信群
WEBHOOK = '⟦SECRET|$wecomhook_1⟧'"""))

TEXTS.append(("sql_result", """mysql> SELECT name, id_no, mobile, city FROM talent WHERE tag='古风' LIMIT 3;
+--------+--------------------+-------------+--------+
| name   | id_no              | mobile      | city   |
+--------+--------------------+-------------+--------+
| ⟦PERSON|柳如烟⟧ | ⟦IDCARD|$id_11⟧ | ⟦PHONE|15960218834⟧ | ⟪place_name|厦门⟫   |
| ⟦PERSON|顾北辰⟧ | ⟦IDCARD|$id_12⟧ | ⟦PHONE|18674021195⟧ | ⟪place_name|长沙⟫   |
| ⟦PERSON|沈星河⟧ | ⟦IDCARD|$id_16⟧ | ⟦PHONE|13926637701⟧ | ⟪place_name|广州⟫   |
+--------+--------------------+-------------+--------+
3 rows in set (⟪query_time|0.02 sec⟫)"""))

TEXTS.append(("visa_email", """主题：日本巡演签证材料 —— ⟦PERSON|吴昊然⟧
⟦PERSON|小林⟧你好，
⟦PERSON|昊然⟧的材料如下，请转给⟪org_name|东京的主办方⟫：
护照号：⟦PASSPORT|$pp_cn1⟧
出生日期：⟦DATE_OF_BIRTH|1983年9月28日⟧
身份证号：⟦IDCARD|$id_6⟧
户籍地址：⟦ADDRESS|湖北省武汉市武昌区中北路109号1栋2单元1201⟧
紧急联系人：⟦PERSON|吴建国⟧（父亲）⟦PHONE|027-8731 5520⟧
演出日期：⟪show_date|11月22日⟫ ⟪venue_name|Zepp Haneda⟫
——⟦PERSON|余舟⟧（巡演经理）"""))

TEXTS.append(("ticket_refund_ticket", """工单号：⟪ticket_id|GD-7731025⟫   类型：退票   渠道：APP在线客服
用户：⟦PERSON|罗晓燕⟧   手机：⟦PHONE|177 2160 8841⟧
订单：⟪order_id|YL2024100900218⟫（⟪event_name|2024音浪音乐节⟫ 双日票 ×2）
用户描述：因为⟦MEDICAL|怀孕早期⟧医生不建议去户外音乐节，申请退票，附医院证明。
处理：特殊情况同意全额退款⟦AMOUNT|¥1,360.00⟧，原路退回尾号⟪masked_card|**2291⟫的银行卡，预计3-5个工作日。
处理人：客服⟦PERSON|小夏⟧"""))

TEXTS.append(("meeting_minutes", """【音浪音乐节2025 筹备会 会议纪要】
时间：⟪meeting_date|2024年12月3日⟫ 14:00   地点：⟪room_name|3楼大会议室⟫
参会：⟦PERSON|张总⟧、⟦PERSON|老周⟧、⟦PERSON|孙晓雯⟧、⟦PERSON|程昊⟧、⟦PERSON|顾盼⟧（安保）
一、整体预算控制在⟪org_budget_total|2800万⟫以内，舞美部分⟪budget_line|650万⟫。
二、票务系统由⟦PERSON|程昊⟧负责压测，开票日定在⟪release_date|3月8日⟫。
三、安保：⟦PERSON|顾盼⟧提醒去年有观众⟦MEDICAL|中暑晕倒⟧，今年医疗点增加到4个，常备⟪drug_name_leaflet|藿香正气水⟫、⟪drug_name_leaflet|布洛芬缓释胶囊⟫。
四、人事：⟦PERSON|老周⟧的年终奖⟦AMOUNT|6万元⟧年前发放。"""))

TEXTS.append(("express_waybill_ocr", """[快递面单 OCR]
⟪courier|顺丰速运⟫  运单号 ⟪tracking_number|SF1428830917265⟫
寄件：⟪org_name|声浪音乐工作室⟫ ⟦PHONE|400-812-3377⟧
收件：⟦PERSON|邓佳琪⟧ ⟪masked_phone|136****2290⟫
⟦ADDRESS|广东省深圳市南山区粤海街道科技园南区R2-B栋6楼 518057⟧
物品：⟪item_desc|监听耳机×1⟫  保价：⟪declared_value|2000元⟫"""))

TEXTS.append(("livestream_withdrawal_log", """[直播后台] 提现审核记录
⟪timestamp|2024-11-11 23:58:02⟫  主播：⟦PERSON|小鹿酱⟧（实名：⟦PERSON|鹿安然⟧）  房间号 ⟪room_id|88217304⟫
本期流水：⟪gross_revenue|¥186,420.00⟫（平台口径，含分成前）
申请提现：⟦AMOUNT|¥52,000.00⟧ → 支付宝账号 ⟦PHONE|18810427736⟧
风控备注：登录IP ⟦IP_ADDRESS|223.104.3.177⟧ 与常用地不一致，已人工核实本人。
审核人：⟦PERSON|米娅⟧"""))

TEXTS.append(("price_list", """⟪org_name|光影拾年摄影工作室⟫ 2025 价目表
· 证件照精修：⟪price|99元/套⟫
· 情侣写真（2套服装，30张精修）：⟪price|1599元⟫
· 婚纱外景全天跟拍：⟪price|6800元起⟫
· 企业年会摄像（双机位）：⟪price|4500元/场⟫
预约热线见门店海报，地址：⟪store_address|南京市秦淮区中山南路88号3楼⟫
节假日加收⟪surcharge|20%⟫，定金不退不换。"""))

TEXTS.append(("medical_check_summary", """【剧组威亚演员体检摘要】（保险投保用，⟪org_name|华安保险⟫）
姓名：⟦PERSON|付晨阳⟧   身份证：⟦IDCARD|$id_22⟧   出生：⟦DATE_OF_BIRTH|1994-01-09⟧
血压：⟦MEDICAL|148/96 mmHg（偏高）⟧
心电图：⟦MEDICAL|窦性心律不齐⟧
既往：2021年⟦MEDICAL|右肩关节脱位⟧，已康复
结论：可从事一般威亚动作，⟪policy_number|保单号 HA-2024-558120⟫"""))

TEXTS.append(("wechat_transfer_chat", """⟦PERSON|Luna老师⟧：⟦PERSON|佳怡⟧妈妈，这个月私教课8节，共⟦AMOUNT|2400元⟧哈
⟦PERSON|佳怡⟧妈妈：好的⟦PERSON|Luna老师⟧，我微信转您
[转账] ⟦AMOUNT|¥2,400.00⟧ 已收款
⟦PERSON|佳怡⟧妈妈：另外她上周⟦MEDICAL|膝盖拉伤⟧，这周能不能先不练大跳？
⟦PERSON|Luna老师⟧：没问题，我们先做软开和地面组合。下周三⟪class_time|19:00⟫见～"""))

TEXTS.append(("shell_history", """  212  ssh root@⟦IP_ADDRESS|192.168.31.8⟧
  213  cd /volume1/⟪folder_name|混音项目⟫/⟪project_folder|2024_专辑_夜航⟫
  214  qshell account ⟦APIKEY|$qiniu_ak1⟧ ⟦SECRET|$qiniu_sk1⟧ ⟦PERSON|liuyang⟧
  215  qshell qupload2 --bucket=⟪bucket_name|yehang-masters⟫ --src-dir=./masters
  216  mysql -uroot -p'⟦PASSWORD|Yehang#2024⟧' -e "show databases;"
  217  ls /home/⟦PERSON|liuyang⟧/Desktop"""))

TEXTS.append(("rooming_list", """【剧组住宿分房表】⟪hotel_name|横店国贸大酒店⟫  入住：⟪checkin_date|9月10日⟫
房号    姓名      身份证号                    备注
⟪room_number|8106⟫  ⟦PERSON|周社长⟧    —                      制片，单间
8108  ⟦PERSON|陈一鸣⟧    ⟦IDCARD|$id_20⟧       主演，需要硬板床（⟦MEDICAL|腰伤⟧）
8110  ⟦PERSON|方嘉怡⟧    ⟦IDCARD|$id_23⟧       化妆组
8112  ⟦PERSON|阿杰⟧      ⟦IDCARD|$id_24⟧       替身，与⟦PERSON|小赵⟧同住"""))

TEXTS.append(("podcast_invite_email", """主题：《⟪podcast_name|声音漫游⟫》嘉宾邀约 —— 关于独立乐队巡演

⟦PERSON|程老师⟧您好，

我是播客《声音漫游》的制作人⟦PERSON|苏芮⟧。想邀请您来聊聊⟪tour_name|“迷雾”小剧场巡演⟫背后的故事，录制时间暂定⟪recording_date|12月7日下午⟫，地点在⟪studio_name|我们在望京的录音间⟫。
嘉宾车马费⟦AMOUNT|1500元⟧，录制后一周内支付。
方便的话回复邮件或加我微信，手机同号：⟦PHONE|186 0115 7723⟧
⟦PERSON|苏芮⟧ ｜ ⟦EMAIL|surui@soundroam.fm⟧"""))

TEXTS.append(("agency_contract_excerpt", """第三条  乙方信息
乙方：⟦PERSON|钟离雪⟧   艺名：⟦PERSON|阿雪⟧
身份证号：⟦IDCARD|$id_15⟧
住址：⟦ADDRESS|云南省昆明市五华区翠湖南路47号附1号⟧
第五条  收益分配
乙方演出收入按甲乙方 4:6 分配，签约金⟦AMOUNT|人民币伍万元整（¥50,000）⟧于合同签订后十个工作日内支付至乙方账户⟦CARD|$card_u3⟧。
第九条  违约责任
违约金按⟪penalty_clause|合同总额的30%⟫计算。（合同编号⟪contract_ref|XR-YN-2024-011⟫）"""))

TEXTS.append(("passport_ocr", """[证件识别] 类型：护照 / PASSPORT   置信度 0.97
姓名 Name：⟦PERSON|杨蔓⟧ / ⟦PERSON|YANG MAN⟧
性别：女   国籍：中国 ⟪country_code|CHN⟫
护照号 No.：⟦PASSPORT|$pp_cn2⟧
出生日期：⟦DATE_OF_BIRTH|1985年8月15日⟧
出生地点：⟪place_name|天津⟫   签发地点：⟪place_name|天津⟫
签发日期：⟪issue_date|2019年6月3日⟫   有效期至：⟪expiry_date|2029年6月2日⟫"""))

TEXTS.append(("feishu_message", """【飞书】后期制作群 · ⟪timestamp|今天 01:47⟫
⟦PERSON|Ray 江⟧：渲染农场又挂了😭 调度机 ⟦IP_ADDRESS|10.128.6.2⟧ 进不去
⟦PERSON|蓝蓝⟧：管理员账号 render_admin / ⟦PASSWORD|Xuanran@888⟧，你先试试
⟦PERSON|Ray 江⟧：进去了，⟪software_name|Deadline 10.3⟫ 的授权服务在 ⟪doc_ip|192.0.2.15⟫？这不是文档里的示例地址吗
⟦PERSON|蓝蓝⟧：对，那个是手册抄错的，实际是 ⟦IP_ADDRESS|10.128.6.9⟧，端口 ⟪port|27008⟫"""))

TEXTS.append(("dance_student_json", """{
  "studio": "⟪org_name|舞之翼艺术培训⟫",
  "student": {"name": "⟦PERSON|欧阳朵朵⟧", "dob": "⟦DATE_OF_BIRTH|2016-05-21⟧", "level": "⟪grade_level|中国舞6级⟫"},
  "guardian": {"name": "⟦PERSON|欧阳峰⟧", "relation": "父亲", "mobile": "⟦PHONE|13788215064⟧"},
  "health_notes": "⟦MEDICAL|先天性心脏病术后⟧，避免高强度连续跳跃",
  "course_id": "⟪course_id|C-2024-Q4-017⟫",
  "paid": "⟦AMOUNT|3600元⟧"
}"""))

TEXTS.append(("loan_request_form", """【剧组借款单】编号 ⟪loan_id|JK-2024-092⟫
借款人：⟦PERSON|牛大壮⟧（场务）  身份证：⟦IDCARD|$id_8⟧
借款事由：重庆外景 群演劳务现金、道具采购
借款金额：⟦AMOUNT|人民币贰万元整（¥20,000.00）⟧
收款卡号：⟦CARD|$card_u1⟧（建设银行）
审批：制片主任⟦PERSON|钱主任⟧  财务⟦PERSON|蔡姐⟧  日期：⟪approval_date|2024.07.02⟫"""))

TEXTS.append(("dianping_review", """⭐⭐ ⟦PERSON|吃土少女Yuki⟧  ⟪review_date|2024-10-08⟫
在⟪studio_name|回响录音棚⟫录了一首歌，录音师⟦PERSON|阿杰⟧态度挺好，但是混音拖了三周。当初说好的⟪package_price|1280元⟫套餐最后又加了⟪extra_fee|300⟫“修音费”，我要求退回⟦AMOUNT|300元⟧，老板⟦PERSON|赵总⟧说考虑一下……
商家回复：您好，已退还⟦AMOUNT|300元⟧，抱歉给您带来不好的体验。"""))

TEXTS.append(("driver_info", """巡演车辆安排（⟪tour_name|“回声”2024全国巡演⟫ 成都—重庆段）
车型：⟪vehicle_model|丰田考斯特 22座⟫   车队：⟪org_name|蓉城旅游客运⟫
司机：⟦PERSON|彭师傅⟧（⟦PERSON|彭建军⟧） ⟦PHONE|139 8012 6621⟧
司机身份证：⟦IDCARD|$id_10⟧（备案用）
出发：⟪departure_time|10月19日 09:00⟫ ⟪venue_name|成都五粮液文化体育中心⟫ 北门"""))

TEXTS.append(("band_group_chat", """【乐队群】迷雾 🌫
⟦PERSON|大龙⟧：排练室下个月涨价了，⟪room_rent|每月3600⟫，四个人一人⟦AMOUNT|900块⟧，月底前转我
⟦PERSON|阿飞⟧：okk。我这周可能练不了，⟦MEDICAL|腱鞘炎⟧又犯了，医生让我打⟦MEDICAL|封闭针⟧
⟦PERSON|大龙⟧：好好养着。新门锁密码改成⟦PASSWORD|0719⟧了，别告诉隔壁那个重金属乐队😂
⟦PERSON|小满⟧：我家猫⟪pet_name|年糕⟫刚做完⟪pet_health|绝育手术⟫，周六晚点到。收到🫡 我先转了 [转账 ⟦AMOUNT|¥900.00⟧]"""))

TEXTS.append(("royalty_statement_email", """主题：2024上半年词曲版税结算 —— ⟦PERSON|温以宁⟧

⟦PERSON|温老师⟧您好：
附件为您⟪period|2024年1-6月⟫的版税明细。本期作品《⟪song_title|北岸⟫》《⟪song_title|晚风信⟫》等共12首，平台结算总额（公司口径）⟪org_revenue|¥1,204,880⟫，按合同您的分成为⟦AMOUNT|¥86,412.35⟧（税前），已于7月25日汇入您尾号⟪card_last4|6498⟫的账户（⟦CARD|$card_u4⟧）。
如有疑问请联系版权部⟦PERSON|小孟⟧，⟦PHONE|021-6431 8890⟧ 转 ⟪phone_extension|8012⟫。"""))

TEXTS.append(("ticketing_risk_log", """[风控] ⟪timestamp|2024-10-09 12:00:03.215⟫ 实名购票校验失败 order=⟪order_id|YL2024100900871⟫
  buyer_name=⟦PERSON|邱子豪⟧ id_no=⟦IDCARD|$id_18⟧ mobile=⟦PHONE|15556120843⟧
  reason=同一身份证60秒内下单5次 ip=⟦IP_ADDRESS|36.112.45.201⟧ device=⟪device_id|a81f3c0e-77d2-4b90-9e45-0c1d2a3b4c5d⟫
[风控] 2024-10-09 12:00:03.588 命中黄牛规则 rule=⟪rule_id|R-017⟫ action=block"""))

TEXTS.append(("hk_crew_form", """【香港站】本地工作人员登记（⟪event_name|西九音乐节⟫）
姓名：⟦PERSON|黎嘉欣⟧ (⟦PERSON|LAI Ka Yan⟧)
香港身份证号码：⟦NATIONAL_ID|$hkid_2⟧
电话：⟦PHONE|+852 6290 1847⟧   邮箱：⟦EMAIL|kayan.lai@yahoo.com.hk⟧
时薪：⟦AMOUNT|HK$120⟧（按港府最低工资以上计算），⟪shift_code|早班 07:00-15:00⟫"""))

TEXTS.append(("tw_artist_coop", """【合作确认】台湾独立歌手 ⟦PERSON|陈宥蓁⟧ 大陆巡演
身份证字号：⟦NATIONAL_ID|$twid_1⟧（办理台胞证用）
联系电话：⟦PHONE|+886 912 345 870⟧
台湾地址：⟦ADDRESS|台北市大安区复兴南路一段390号7楼之2⟧
演出费：⟦AMOUNT|每场新台币8万元⟧，税后；⟪contract_ref|合同编号 TW-CN-0925⟫"""))

TEXTS.append(("miniprogram_env", """# .env —— 演出票务小程序后端（负责人：⟦PERSON|程昊⟧）
WX_APPID=⟪app_id|wx8f2c61d4a7b90e35⟫
WX_APPSECRET=⟦SECRET|6b1e8a2f9c04d7e35a1f0b8c2d6e4a97⟧
WX_MCH_ID=⟪merchant_id|1634872201⟫
WX_API_V3_KEY=⟦SECRET|Yl2024TicketPayV3KeyQx7Rm9Tz1Wd5⟧
DB_DSN=mysql://ticket:⟦SECRET|Tk#db2024!⟧@⟦IP_ADDRESS|172.16.20.5⟧:⟪port|3306⟫/ticketing
LOG_LEVEL=info"""))

TEXTS.append(("casting_register", """【平面模特试镜登记】⟪event_date|11月16日⟫ ⟪client_name|某运动品牌 2025春夏⟫
编号  姓名      身高   手机           微信
⟪candidate_number|A01⟫   ⟦PERSON|白露⟧      176   ⟦PHONE|13061893327⟧    ⟦PERSON|bailu_0618⟧
A02   ⟦PERSON|纪小满⟧    181   ⟦PHONE|15201346608⟧    ⟦PERSON|jixiaoman⟧
A03   ⟦PERSON|Mika 王⟧   174   ⟦PHONE|17600912275⟧    同手机号
备注：A02 ⟦MEDICAL|左膝半月板损伤⟧恢复期，不拍跑跳镜头。"""))

TEXTS.append(("volunteer_csv", """姓名,学校,手机,身份证号,岗位
⟦PERSON|郝思佳⟧,⟪school_name|西安音乐学院⟫,⟦PHONE|18291047765⟧,⟦IDCARD|$id_9⟧,艺人接待
⟦PERSON|莫凡⟧,⟪school_name|广西艺术学院⟫,⟦PHONE|18977160432⟧,⟦IDCARD|$id_21⟧,检票
⟦PERSON|龙小溪⟧,⟪school_name|四川音乐学院⟫,⟦PHONE|13880412296⟧,⟦IDCARD|$id_29⟧,舞台监督助理"""))

TEXTS.append(("artist_itinerary", """【艺人行程单】⟦PERSON|林一帆⟧  ⟪trip_name|曼谷粉丝见面会⟫
⟪travel_date|11/28⟫  ⟪flight_no|TG 615⟫ 北京首都T3 → 曼谷素万那普  08:40-13:05
护照：⟦PASSPORT|$pp_cn3⟧
入住：⟪hotel_name|曼谷半岛酒店⟫ 确认号 ⟪booking_ref|PEN-77124⟫
随行助理：⟦PERSON|小葵⟧ ⟦PHONE|+86 185 1026 4407⟧
饮食：⟦MEDICAL|海鲜过敏⟧，酒店餐请提前告知"""))

TEXTS.append(("show_cancellation_notice", """【致主办方】关于⟦PERSON|沈南乔⟧11月30日杭州演出取消的说明
因⟦PERSON|南乔⟧近期⟦MEDICAL|声带小结⟧急性发作，经⟪org_name|浙江大学医学院附属第一医院⟫诊断需禁声两周并接受⟦MEDICAL|雾化治疗⟧，原定⟪show_date|11月30日⟫⟪venue_name|杭州大剧院⟫演出只能取消。
艺人方将退还已收定金⟦AMOUNT|¥150,000⟧，请提供对公账户。
经纪人 ⟦PERSON|季恒⟧ ⟦PHONE|138 1077 2519⟧"""))

TEXTS.append(("dingtalk_approval", """【钉钉审批】备用金申请 ⟪approval_id|审批编号 202411050031⟫
申请人：⟦PERSON|谭小川⟧（灯光组）
金额：⟦AMOUNT|¥8,000.00⟧
用途：⟪project_name|“回声”巡演⟫西安站 灯光耗材、临时工劳务
收款账户：⟦PERSON|谭小川⟧ ⟦CARD|$card_m5⟧（招行信用卡？不对，请改储蓄卡）
审批人：⟦PERSON|老周⟧ → 已同意；⟦PERSON|孙晓雯⟧ → 审批中"""))

TEXTS.append(("overseas_purchase_chat", """⟦PERSON|老K⟧：日本那家二手店的⟪equipment_model|Roland Juno-106⟫还在，⟪price|¥198,000日元⟫，要我帮你付吗
⟦PERSON|许嘉⟧：帮我刷这张吧 ⟦CARD|$card_j1⟧ 有效期⟪card_expiry|08/28⟫ 安全码⟦CVV|317⟧
⟦PERSON|老K⟧：兄弟你这样发卡号太危险了…我付完你赶紧挂失换卡
⟦PERSON|许嘉⟧：哈哈好，账单地址写⟦ADDRESS|上海市徐汇区天钥桥路580号4号楼1102⟧就行"""))

TEXTS.append(("artist_hospitality_sheet", """艺人接待需求表 —— ⟪event_name|2025音浪音乐节⟫ Day2
艺人：⟦PERSON|KIRA⟧（⟦PERSON|傅琪⟧）及团队4人
到达：⟪arrival_time|15:20⟫ ⟪flight_no|CA1831⟫
饮食：素食；⟦PERSON|傅琪⟧ ⟦MEDICAL|对花生严重过敏⟧，化妆间严禁出现任何花生制品
团队联络：执行经纪 ⟦PERSON|Coco 郑⟧ ⟦PHONE|158 0212 3376⟧
演出费尾款⟦AMOUNT|¥240,000⟧演出后三日内支付"""))

TEXTS.append(("us_payroll_zh", """⟦PERSON|Kevin⟧你好，
洛杉矶录音项目这边需要给你开1099，请确认以下信息：
英文名：⟦PERSON|Kevin Zhou⟧（⟦PERSON|周凯文⟧）
社安号 SSN：⟦SSN|$ssn_7⟧
地址：⟦ADDRESS|1420 S Figueroa St, Apt 912, Los Angeles, CA 90015⟧
全年支付：⟦AMOUNT|$46,800⟧
——⟪org_name|太平洋之声制作公司⟫ 财务部"""))

TEXTS.append(("iban_payment_request", """付款申请：德国混音师 ⟦PERSON|Jonas Reinhardt⟧ 专辑混音尾款
金额：⟦AMOUNT|EUR 4,500.00⟧（合同总额⟪contract_total|EUR 9,000⟫的50%）
收款人：⟦PERSON|Jonas Reinhardt⟧
IBAN：⟦IBAN|$iban_de3⟧
SWIFT：⟪bic_code|COBADEFFXXX⟫
对方邮箱：⟦EMAIL|jonas@reinhardt-mixing.de⟧
申请人：⟦PERSON|邓佳琪⟧  日期：⟪request_date|2024-11-18⟫"""))

TEXTS.append(("server_alert", """【钉钉机器人告警】⟪alert_id|ALERT-9931⟫
影棚素材服务器 ⟦IP_ADDRESS|192.168.88.20⟧ 磁盘使用率 96%
值班：⟦PERSON|小何⟧ ⟦PHONE|188 1627 0554⟧
机器人地址（勿外传）：⟦SECRET|$dinghook_2⟧
NAS 管理员密码临时改为 ⟦PASSWORD|Nas@Studio2024⟧，处理完请立即修改
⟪timestamp|2024-11-20 04:11:36⟫"""))

TEXTS.append(("xiaohongshu_dm", """【小红书私信】
⟪brand_account|某国货彩妆品牌官方号⟫：您好～想邀请您做一条新品测评，您这边报价多少呀？
⟦PERSON|桃桃今天也要早睡⟧：你好！图文⟪rate_card_price|3000⟫，视频⟪rate_card_price|6500⟫，可开票～
⟪brand_account|某国货彩妆品牌官方号⟫：视频ok的，先付50%，麻烦提供收款信息
⟦PERSON|桃桃今天也要早睡⟧：支付宝 ⟦EMAIL|taotao.zz@163.com⟧，实名⟦PERSON|赵桃⟧，定金⟦AMOUNT|3250元⟧到账后排期"""))

TEXTS.append(("crm_export", """客户编号,姓名,手机,生日,地址,累计消费
⟪customer_id|KH00317⟫,⟦PERSON|葛晓蕾⟧,⟦PHONE|13621765590⟧,⟦DATE_OF_BIRTH|1992-03-30⟧,⟦ADDRESS|上海市闵行区七莘路1855弄22号601⟧,⟦AMOUNT|¥12,680⟧
KH00318,⟦PERSON|常远山⟧,⟦PHONE|13817042236⟧,⟦DATE_OF_BIRTH|1978-11-02⟧,⟦ADDRESS|上海市长宁区仙霞路99号尚嘉中心住宅3座1203⟧,⟦AMOUNT|¥4,300⟧
# 导出人：⟦PERSON|Amy⟧ 仅限生日月关怀短信使用"""))

TEXTS.append(("actor_agency_email", """主题：韩国演员 ⟦PERSON|朴敏俊⟧ 客串档期及入境资料

⟦PERSON|季先生⟧您好，
⟦PERSON|朴敏俊⟧（⟦PERSON|Park Min-jun⟧）可以在⟪shoot_window|12月9日至12日⟫进组，资料如下：
护照号：⟦PASSPORT|$pp_kr1⟧
出生日期：⟦DATE_OF_BIRTH|1993.07.14⟧
片酬：⟦AMOUNT|每日1,200万韩元⟧（税前），另需⟪rate_card_price|翻译每日800元⟫
韩方经纪公司：⟪org_name|SN娱乐⟫，联系人⟦PERSON|李智恩⟧ ⟦EMAIL|jieun.lee@snent.co.kr⟧"""))

TEXTS.append(("insurance_roster", """⟪org_name|山海之间影视⟫ 剧组意外险投保名单（⟪policy_number|PA2024091200318⟫）
序号 姓名 身份证号 岗位
1 ⟦PERSON|马骁⟧ ⟦IDCARD|$id_1⟧ 摄影助理
2 ⟦PERSON|叶知秋⟧ ⟦IDCARD|$id_2⟧ 录音
3 ⟦PERSON|卢小鱼⟧ ⟦IDCARD|$id_3⟧ 服装
保费合计⟪premium_total|¥1,350⟫，由公司统一缴纳"""))

TEXTS.append(("equipment_deposit_chat", """器材租赁客服（在线）
客户 ⟦PERSON|贺一鸣⟧：你好，我想租两天⟪equipment_model|ARRI Alexa Mini LF⟫，押金多少？
客服：押金⟪deposit_policy|10万元或身份证+信用评估⟫哦
客户 ⟦PERSON|贺一鸣⟧：那用身份证吧，⟦IDCARD|$id_4⟧，电话⟦PHONE|13858021147⟧
客服：好的⟦PERSON|贺先生⟧，已提交审核，租金⟪rental_price|3500元/天⟫，取机地址发您短信。"""))

TEXTS.append(("mcn_weekly_transcript", """【MCN周会录音转写】
⟦PERSON|林姐⟧：上周数据，⟦PERSON|小鹿酱⟧直播GMV ⟪gmv|320万⟫，她本人分成到手⟦AMOUNT|十一万八千块⟧左右。
运营⟦PERSON|阿Ken⟧：还有个事，⟦PERSON|大胃王阿牛⟧体检查出⟦MEDICAL|重度脂肪肝⟧，家里人不让他再做吃播了。
⟦PERSON|林姐⟧：那先停，⟦PERSON|阿Ken⟧你跟他谈转型，合同违约金⟪penalty_clause|按合同第9条⟫先不提。"""))

TEXTS.append(("stream_push_log", """[推流日志] ⟪timestamp|2024-12-01 20:00:12⟫ room=⟪room_id|55120388⟫ anchor=⟦PERSON|北北Bella⟧
rtmp_url=rtmp://⟪hostname|push.live-cdn.example.cn⟫/live/
stream_key=⟦SECRET|sk_55120388_Qw7Rt2Yp9Lm4Nx8Vb3Zc⟧
encoder=⟪software_version|OBS 30.1.2⟫ bitrate=⟪bitrate|6000kbps⟫ client_ip=⟦IP_ADDRESS|112.65.211.48⟧
[推流日志] 2024-12-01 20:00:15 status=connected"""))

TEXTS.append(("resume", """个人简历
姓名：⟦PERSON|曹雨萌⟧   性别：女   出生年月：⟦DATE_OF_BIRTH|1998年9月17日⟧
电话：⟦PHONE|157 2031 8864⟧   邮箱：⟦EMAIL|caoyumeng0917@qq.com⟧
现居：⟦ADDRESS|北京市朝阳区望京西园三区312号楼2单元801⟧
求职意向：剧组场记 / 制片助理
教育：⟪school_name|北京电影学院⟫ 戏剧影视文学 ⟪graduation_year|2020届⟫
经历：《⟪production_title|山海之间⟫》场记助理（2024），⟪org_name|光线传媒⟫ 实习"""))

TEXTS.append(("competition_notice", """【群公告】⟪event_name|第十届“舞动未来”少儿舞蹈大赛⟫报名须知
1. 报名费：⟪entry_fee|独舞280元，群舞每人120元⟫，本群统一代收。
2. 比赛时间：⟪event_date|2025年1月11日⟫，地点：⟪venue_name|深圳保利剧院⟫。
3. 请家长在周五前把报名表交给⟦PERSON|Luna老师⟧或助教⟦PERSON|小雨老师⟧。
4. 本次赛事总奖金⟪prize_pool|10万元⟫，由主办方发放。"""))

TEXTS.append(("crowdfunding_backers", """《⟪production_title|归途⟫》独立电影众筹 —— 感谢名单（部分）
目标⟪funding_goal|¥500,000⟫ / 已筹⟪funding_total|¥612,330⟫
· ⟦PERSON|许知远⟧ 支持 ⟦AMOUNT|¥5,000⟧（出品人鸣谢）
· ⟦PERSON|夏洛⟧ 支持 ⟦AMOUNT|¥1,000⟧
· 匿名用户 支持 ⟦AMOUNT|¥20,000⟧
· ⟦PERSON|阿土⟧ 支持 ⟦AMOUNT|¥299⟧（首映礼门票档）"""))

TEXTS.append(("it_ticket", """【IT工单】⟪ticket_id|IT-2024-1208⟫  VPN连不上
提交人：⟦PERSON|宋清⟧（剪辑部） 分机⟪phone_extension|6120⟫
描述：在家剪片，VPN客户端提示认证失败。账号 ⟦PERSON|songqing⟧，密码 ⟦PASSWORD|Jianji@1208⟧，刚改过。家里公网IP ⟦IP_ADDRESS|61.148.92.37⟧。
处理人 ⟦PERSON|大伟⟧：密码没问题，是你的IP被防火墙误封了，已解封。⟪firmware_version|防火墙固件 7.2.5⟫有这个bug。"""))

TEXTS.append(("repair_order", """⟪org_name|老杨琴行⟫ 维修单 No.⟪repair_order_no|0921⟫
客户：⟦PERSON|严小朵⟧   电话：⟦PHONE|159 6018 2743⟧
乐器：⟪instrument_model|Gibson J-45⟫ 序列号 ⟪equipment_serial|21384077⟫
问题：面板开裂，琴桥翘起
维修费：⟦AMOUNT|850元⟧（已付⟦AMOUNT|300元⟧定金）
取件日期：⟪pickup_date|12月20日后⟫  经手：⟦PERSON|杨师傅⟧"""))

TEXTS.append(("incident_report", """【舞台事故报告】⟪incident_id|SG-20241015-02⟫
时间：⟪incident_time|2024年10月15日 19:42⟫  地点：⟪venue_name|重庆华熙LIVE·鱼洞⟫ 主舞台
经过：装台时威亚工⟦PERSON|邝海涛⟧从约2米高处跌落，造成⟦MEDICAL|左小腿胫骨骨折⟧，送⟪org_name|重庆医科大学附属第一医院⟫，已行⟦MEDICAL|内固定手术⟧。
现场负责人：⟦PERSON|老周⟧  联系电话：⟦PHONE|138 5790 2216⟧
医疗费用由⟪org_name|华安保险⟫先行垫付⟪claim_estimate|约4万元⟫。"""))

TEXTS.append(("fanclub_members", """⟪org_name|“北岸”歌迷会⟫ 会员信息表（仅用于寄送生日明信片）
会员号 | 昵称 | 真实姓名 | 生日 | 寄送地址 | 电话
⟪member_id|BA-0088⟫ | ⟦PERSON|北岸的风⟧ | ⟦PERSON|闻溪⟧ | ⟦DATE_OF_BIRTH|2000-04-01⟧ | ⟦ADDRESS|安徽省合肥市蜀山区长江西路669号 230088⟧ | ⟦PHONE|18656021437⟧
BA-0089 | ⟦PERSON|温柔一刀⟧ | ⟦PERSON|符远⟧ | ⟦DATE_OF_BIRTH|1996-11-11⟧ | ⟦ADDRESS|海南省海口市龙华区滨海大道105号百方广场A座1507⟧ | ⟦PHONE|13976542218⟧"""))

TEXTS.append(("photo_studio_contract_excerpt", """摄影棚场地租赁协议（个人租用）
出租方：⟪org_name|光影拾年摄影工作室⟫
承租方：⟦PERSON|关山月⟧  身份证号 ⟦IDCARD|$id_14⟧
租期：⟪rental_period|2024年12月21日 9:00—18:00⟫
租金：⟪rental_price|2400元/天⟫，承租方已付全款⟦AMOUNT|2400元整⟧
押金：⟦AMOUNT|1000元⟧，场地验收无损后退还至承租方微信。"""))
