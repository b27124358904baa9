# -*- coding: utf-8 -*-
"""blind90 - Chinese texts."""
TEXTS = []

# ---------------------------------------------------------------- part 1
TEXTS += [
("wechat_group_ringing", """【⟪group_name|崇明东滩环志小组⟫】
⟦PERSON|老周⟧：明早5点在⟪place_name|团结沙⟫集合，网我已经拉好了
⟦PERSON|小赵⟧：收到👌 我带环和卡尺
⟦PERSON|许小姐⟧：我可能晚点，⟦MEDICAL|哮喘⟧又犯了，得先去⟪org_name|新华医院⟫拿药
⟦PERSON|老周⟧：注意身体！实在不行别来了。工具房密码改成⟦PASSWORD|620815⟧了
⟦PERSON|小赵⟧：好的，环号从⟪ring_number|C38-0412⟫开始接着用
"⟦PERSON|周建华⟧" 拍了拍 "⟦PERSON|小赵⟧"。"""),

("rescue_intake_form", """野生动物救护登记表　　编号：⟪case_ref|JH-2024-0317⟫
送救人：⟦PERSON|陈默⟧　　联系电话：⟦PHONE|139 1682 4470⟧
身份证号：⟦IDCARD|$id_chenmo⟧
住址：⟦ADDRESS|浙江省杭州市西湖区文三路259号3幢1402室⟧
动物种类：⟪species|红隼⟫（国家二级保护）
发现地点：⟪place_name|西溪湿地⟫北门附近
伤情：⟪animal_condition|左翼骨折，脱水⟫
接收人：⟦PERSON|冯老师⟧　　接收时间：⟪timestamp|2024-03-17 15:42⟫"""),

("dingtalk_flood_duty", """【防汛值班通知】⟪date|7月12日⟫起进入主汛期，⟪river_name|秦淮河⟫东山站水位已达⟪water_level|8.92米⟫（警戒⟪water_level|8.50米⟫）。
今晚值班：⟦PERSON|王涛⟧ ⟦PHONE|13851762204⟧、⟦PERSON|孙浩⟧ ⟦PHONE|18905190338⟧
请⟦PERSON|王涛⟧先去⟦ADDRESS|建邺区南湖路38号2栋301⟧看一下独居老人⟦PERSON|吴桂兰⟧，她⟦MEDICAL|腿脚不便，坐轮椅⟧，必要时协助转移。
闸站门禁密码：⟦PASSWORD|0712#⟧
值班机器人：⟦SECRET|$sec_hook_ding1⟧ 加签密钥 ⟦SECRET|$sec_ding_sign1⟧"""),

("volunteer_signup_form", """【民间河长·水质监测志愿者报名】
姓名：⟦PERSON|李芸⟧
性别：女
出生日期：⟦DATE_OF_BIRTH|1993年3月8日⟧
身份证：⟦IDCARD|$id_liyun⟧
手机：⟦PHONE|15882317406⟧
邮箱：⟦EMAIL|liyun0308@163.com⟧
所在社区：⟪place_name|武侯区玉林街道⟫
健康状况：⟦MEDICAL|轻度贫血⟧，不能长时间泡在水里
检测点位：⟪site_code|府南河-05⟫
提交IP：⟦IP_ADDRESS|223.104.63.18⟧　提交时间：⟪timestamp|2024-04-02 21:13:55⟫"""),

("bat_survey_record", """⟪date|6月3日⟫晚 ⟪place_name|灵山⟫蝙蝠调查记录
参加人员：⟦PERSON|韩博⟧、⟦PERSON|冯雨⟧、⟦PERSON|小邓⟧
超声探测器：⟪device_serial|EMT2-00-41857⟫
记录：⟪species|菊头蝠⟫14只，⟪species|伏翼⟫若干，网捕2只已释放
备注：⟦PERSON|冯雨⟧收网时被咬了一下手指，已去⟪org_name|区疾控中心⟫打了⟦MEDICAL|狂犬疫苗⟧第一针，⟦MEDICAL|狂犬病免疫球蛋白⟧也打了。下次务必戴手套！"""),

("sms_donation_receipt", """【⟪org_name|山城野生动物救助站⟫】尊敬的⟦PERSON|唐雪女士⟧，您于⟪date|05月20日⟫捐赠的⟦AMOUNT|¥520.00⟧已到账，将用于⟪project_name|猛禽康复笼舍⟫建设。捐赠编号⟪donation_id|DN20240520088⟫。如有疑问请致电⟦PHONE|023-6883 1107⟧。"""),

("activity_notice", """各位志愿者：
本周六（⟪event_date|10月19日⟫）上午8:30在⟪place_name|奉贤海湾森林公园⟫东门集合，清除⟪species|加拿大一枝黄花⟫。
领队：⟦PERSON|钱悦⟧ ⟦PHONE|186 2177 5093⟧
请自备手套、长袖。有⟦MEDICAL|花粉过敏⟧的⟦PERSON|宋佳⟧同学建议戴好口罩，上次过敏挺严重的。
保险已统一购买（保单号⟪policy_number|PSH2024100011872⟫），还差两位同学的身份证号：
⟦PERSON|胡文⟧ ⟦IDCARD|$id_huwen⟧
⟦PERSON|宋佳⟧ ⟦IDCARD|$id_songjia⟧"""),

("ini_config", """; 和风天气 + 气象站上传配置  by ⟦PERSON|dengkai⟧
[station]
id = ⟪station_id|GX-NN-0087⟫
lat = ⟪site_coordinates|22.817⟫
lon = ⟪site_coordinates|108.366⟫
[qweather]
key = ⟦APIKEY|$ak_qweather1⟧
[upload]
ftp_host = ⟦IP_ADDRESS|120.229.14.3⟧
ftp_user = ⟦PERSON|dengkai⟧
ftp_pass = ⟦PASSWORD|Dk@19950607⟧
[notify]
wecom_webhook = ⟦SECRET|$sec_hook_wecom1⟧
; 固件版本 ⟪firmware_version|2.1.4⟫"""),

("private_chat_volunteers", """⟦PERSON|马静⟧：⟦PERSON|彭丽⟧，你妈妈手术怎么样了？
⟦PERSON|彭丽⟧：还行，⟦MEDICAL|胆囊切除⟧，微创的，医生说三天能出院
⟦PERSON|马静⟧：那就好。这周的水样我帮你采吧，⟪site_code|赣江3号点⟫对吧
⟦PERSON|彭丽⟧：对，谢谢！试剂盒（⟪kit_serial|HACH-2744⟫）在我家门口鞋柜里，地址⟦ADDRESS|南昌市东湖区叠山路118号2单元502⟧，门锁密码⟦PASSWORD|815815⟧"""),

("nginx_log_cn", """⟦IP_ADDRESS|39.156.69.79⟧ - - [⟪timestamp|12/Apr/2024:08:21:07 +0800⟫] "GET /api/v1/rescue/cases?page=1 HTTP/1.1" 200 2311 "-" "Mozilla/5.0 (Linux; Android 13; V2227A) MicroMessenger/⟪version|8.0.47⟫"
⟦IP_ADDRESS|2409:8a1e:6c40:1230:5d1:8e2f:a7c4:1a90⟧ - - [12/Apr/2024:08:21:09 +0800] "POST /api/v1/rescue/report HTTP/1.1" 201 87 "-" "okhttp/4.9.2"
⟦IP_ADDRESS|192.168.10.23⟧ - ⟦PERSON|xuli⟧ [12/Apr/2024:08:22:40 +0800] "GET /admin/export?token=⟦APIKEY|$ak_jwt3⟧ HTTP/1.1" 200 88213 "-" "curl/7.81.0"
⟪loopback|127.0.0.1⟫ - - [12/Apr/2024:08:23:00 +0800] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.27"
# 说明：导出接口是⟦PERSON|许丽⟧上周加的，token 写在 URL 里会进日志"""),

("python_oss_script", """# 救护中心照片备份脚本 —— 维护人：⟦PERSON|罗军⟧（⟦EMAIL|luojun@hnwildlife.org.cn⟧）
import oss2
auth = oss2.Auth('⟦APIKEY|$ak_aliyun1⟧', '⟦SECRET|$sec_aliyun1⟧')
bucket = oss2.Bucket(auth, 'https://⟪oss_endpoint|oss-cn-hangzhou.aliyuncs.com⟫', '⟪bucket_name|hn-rescue-photos⟫')
# 旧账号已停用：AccessKey ID ⟪masked_key|LTAI5t********Qm⟫"""),

("board_minutes", """⟪org_name|浙南林地保护协会⟫第三次理事会纪要
时间：⟪meeting_date|2024年5月9日⟫　地点：⟪place_name|泰顺县⟫协会办公室
出席：⟦PERSON|林志远会长⟧、⟦PERSON|叶青⟧、⟦PERSON|谢敏⟧、⟦PERSON|袁辉⟧（线上）
一、⟦PERSON|林会长⟧通报：今年护林巡查经费⟪org_total|12.6万元⟫已到位。
二、⟦PERSON|叶青⟧垫付的红外相机电池款⟦AMOUNT|1,380元⟧，由财务⟦PERSON|谢敏⟧本周转到其银行卡⟦CARD|$card_up1⟧。
三、⟦PERSON|袁辉⟧因⟦MEDICAL|腰椎间盘突出⟧手术请假两个月，巡山路线暂由⟦PERSON|叶青⟧代管。
四、下次会议：⟪meeting_date|6月中旬⟫。"""),

("json_api_cn", """{"code":0,"msg":"ok","data":{"ring_no":"⟪ring_number|Z-15-40721⟫","species":"⟪species|黑脸琵鹭⟫","bander":"⟦PERSON|韩博⟧","bander_phone":"⟦PHONE|13940217785⟧","recovered_by":"⟦PERSON|曹磊⟧","recoverer_id":"⟦IDCARD|$id_caolei⟧","recoverer_addr":"⟦ADDRESS|河南省郑州市金水区农业路41号院5号楼⟧","lat":⟪site_coordinates|34.7797⟫,"request_id":"⟪request_id|$dec_uuid4⟫"}}"""),

("forum_thread_weather", """【求助】戴维斯气象站WiFi老掉线
楼主：⟦PERSON|hanbo_wx⟧　发表于 ⟪timestamp|2024-01-15 22:31⟫
我的⟪product_name|Vantage Pro2⟫固件⟪firmware_version|3.12.6.1⟫（不是IP哈），路由器给它分的是⟦IP_ADDRESS|192.168.31.108⟧，网关⟦IP_ADDRESS|192.168.31.1⟧。照着文档填了⟪doc_ip|192.0.2.55⟫当然连不上😂
2楼 ⟦PERSON|老韩⟧：楼主你截图里把和风的key也露出来了：⟦APIKEY|$ak_qweather2⟧，赶紧去控制台重置
3楼 ⟦PERSON|hanbo_wx⟧：我去……谢谢⟦PERSON|老韩⟧"""),

("express_waybill_ocr", """【顺丰速运】运单号 ⟪tracking_number|SF1409288371652⟫
寄件人：⟦PERSON|邓凯⟧ ⟪masked_phone|189****0338⟫
寄件地址：⟦ADDRESS|广西南宁市兴宁区民主路22号⟧
收件人：⟦PERSON|何琴⟧ ⟦PHONE|15960217733⟧
收件地址：⟦ADDRESS|福建省厦门市思明区大学路182号海洋楼401⟧
物品：⟪product_name|超声波蝙蝠探测器⟫×1　重量：⟪weight|1.2kg⟫
运费：⟦AMOUNT|23元⟧（寄付）"""),

("wecom_chat_rescue", """⟦PERSON|郭峰⟧ 09:12
昨天送来的那只⟪species|小天鹅⟫，⟪animal_condition|铅中毒⟫，已经开始用⟪animal_medication|依地酸钙钠⟫了
⟦PERSON|马静⟧ 09:15
好。另外⟦PERSON|郭老师⟧，你的体检报告出来没？上次说⟦MEDICAL|血压偏高⟧
⟦PERSON|郭峰⟧ 09:16
⟦MEDICAL|高压150⟧，在吃⟦MEDICAL|氨氯地平⟧，没事
⟦PERSON|马静⟧ 09:18
注意休息。笼舍消毒排班表我发你邮箱 ⟦EMAIL|guofeng1976@qq.com⟧ 了"""),

("reimbursement_form", """志愿者差旅报销单　　单号：⟪reimbursement_id|BX-2024-0612-03⟫
报销人：⟦PERSON|唐雪⟧　身份证号：⟦IDCARD|$id_tangxue⟧
事由：赴⟪place_name|洞庭湖⟫参加冬季水鸟同步调查
车票：⟪train_number|G1502⟫ 重庆北—长沙南 二等座 往返
合计报销：⟦AMOUNT|¥1,230.00⟧（大写：⟦AMOUNT|壹仟贰佰叁拾元整⟧）
收款账户：⟦CARD|$card_up2⟧（⟪org_name|中国银行⟫）
审批：⟦PERSON|孙浩⟧"""),

("sql_result_cn", """-- 防汛信息员名册导出 ⟪timestamp|2024-06-01 09:00:00⟫
SELECT id, name, phone, id_no, address, note FROM flood_wardens WHERE district='⟪district|南山区⟫';
| id | name | phone | id_no | address | note |
| ⟪db_row_id|17⟫ | ⟦PERSON|杜伟⟧ | ⟦PHONE|13602591187⟧ | ⟦IDCARD|$id_duwei⟧ | ⟦ADDRESS|南山区蛇口工业八路209号⟧ | 有船 |
| 18 | ⟦PERSON|江宁⟧ | ⟦PHONE|17727460915⟧ | ⟦IDCARD|$id_jiangning⟧ | ⟦ADDRESS|南山区桃园路8号田厦国际中心A座1708⟧ | ⟦MEDICAL|孕期⟧，只做电话联络 |
| 19 | ⟦PERSON|钟晓⟧ | ⟦PHONE|13923306618⟧ | NULL | NULL | |"""),

("call_transcript_cn_numerals", """【来电转写】⟪call_id|CALL-0712-044⟫
志愿者⟦PERSON|小彭⟧：您好，这里是⟪org_name|鄱阳湖候鸟保护志愿者协会⟫。
来电人：你好，我在⟪place_name|都昌⟫湖边捡到一只受伤的白鹤，腿上有环。
⟦PERSON|小彭⟧：好的，请问您贵姓？
来电人：免贵姓聂，⟦PERSON|聂志强⟧。
⟦PERSON|小彭⟧：⟦PERSON|聂先生⟧，留个电话吧。
来电人：⟦PHONE|一三九，七〇二一，八八五六⟧。
⟦PERSON|小彭⟧：环号能看清吗？
来电人：好像是⟪ring_number|E 0 4 1 7⟫……
⟦PERSON|小彭⟧：好的，我们⟦PERSON|徐站长⟧马上过去，大概四十分钟。"""),

("popular_science_notice", """【科普】如何读懂水质检测结果
氨氮：⟪measurement|≤0.5 mg/L⟫为Ⅱ类水；总磷：⟪measurement|≤0.1 mg/L⟫。
我们使用的⟪product_name|便携式多参数水质仪⟫（型号⟪product_code|HQ40d⟫）每季度校准一次。
志愿者年费：⟪tariff|50元/年⟫，学生免费。
下次活动地点：⟪place_name|苏州河⟫⟪place_name|长寿路桥⟫下。"""),

("idcard_ocr", """[OCR识别结果 置信度⟪ocr_confidence|0.97⟫]
姓名 ⟦PERSON|郭峰⟧
性别 男　民族 汉
出生 ⟦DATE_OF_BIRTH|1976年9月5日⟧
住址 ⟦ADDRESS|山东省青岛市市南区香港中路76号⟧
公民身份号码 ⟦IDCARD|$id_guofeng⟧
签发机关 ⟪issuing_authority|青岛市公安局市南分局⟫
有效期限 ⟪validity_period|2016.08.12-2036.08.12⟫"""),

("yaml_alert_config", """# 蝙蝠声纹识别平台告警配置
alert:
  feishu_webhook: "⟦SECRET|$sec_hook_feishu1⟧"
  at_users:
    - name: ⟦PERSON|冯雨⟧
      mobile: "⟦PHONE|18622093417⟧"
    - name: ⟦PERSON|韩博⟧
      mobile: "⟦PHONE|13940217785⟧"
model:
  version: ⟪model_version|batnet-v2.3⟫
  threshold: ⟪threshold|0.85⟫
storage:
  tencent_secret_id: ⟦APIKEY|$ak_tencent1⟧
  tencent_secret_key: ⟦SECRET|$sec_tencent1⟧
  bucket: ⟪bucket_name|batcall-1308812237⟫"""),
]

# ---------------------------------------------------------------- part 2
TEXTS += [
("wechat_transfer_chat", """⟦PERSON|何琴⟧：⟦PERSON|老林⟧，上次在⟪org_name|渔具店⟫买网兜的钱我先垫了，⟦AMOUNT|356块⟧，你有空转我一下
⟦PERSON|老林⟧：[转账] ⟦AMOUNT|¥356.00⟧　交易单号⟪transaction_id|1000050801202405207319⟫
⟦PERSON|何琴⟧：收到啦～对了你上次说的⟦MEDICAL|痛风⟧好点没
⟦PERSON|老林⟧：吃了⟦MEDICAL|非布司他⟧，好多了。下周去⟪place_name|九段沙⟫环志我去不了，孙子满月
⟦PERSON|何琴⟧：恭喜恭喜🎉"""),

("labour_agreement_excerpt", """林场季节性护林员劳务协议（节选）　协议编号：⟪contract_number|WYS-LD-2024-019⟫
甲方：⟪org_name|福建省武夷山林地信托⟫
乙方：⟦PERSON|林志远⟧　身份证号码：⟦IDCARD|$id_linzhiyuan⟧
联系地址：⟦ADDRESS|福建省福州市鼓楼区五四路158号⟧　电话：⟦PHONE|0591-8752 3316⟧
第三条　报酬：甲方每月向乙方支付劳务报酬⟦AMOUNT|人民币4,800元⟧，于⟪payment_day|次月10日⟫前转入乙方账户⟦CARD|$card_up3⟧。
第五条　乙方声明本人患有⟦MEDICAL|高血压⟧，已告知甲方，不承担高空作业。"""),

("wechat_moments_post", """今天在⟪place_name|滇池⟫边清了一上午⟪species|水葫芦⟫🌿 累瘫。感谢⟦PERSON|袁辉⟧大哥开船，⟦PERSON|小叶⟧拍照📷 #⟪event_name|滇池清漂行动第12期⟫
PS 谁捡到一个蓝色保温杯，上面贴着我的名字⟦PERSON|谢敏⟧和电话⟦PHONE|135 0871 2266⟧ 😂
评论：
⟦PERSON|叶青⟧：我捡到了！在我车上
⟦PERSON|谢敏⟧：爱你❤️"""),

("python_traceback_cn", """Traceback (most recent call last):
  File "/home/⟦PERSON|zhaomin⟧/river_monitor/upload.py", line ⟪line_number|52⟫, in <module>
    resp = requests.post(url, json=data, timeout=10)
requests.exceptions.ConnectionError: HTTPSConnectionPool(host='⟦IP_ADDRESS|114.247.81.23⟧', port=⟪port|8443⟫): Max retries exceeded with url: /api/wq/upload?site=⟪site_code|ZJ-07⟫
# 同文件第8行：AMAP_KEY = '⟦APIKEY|$ak_amap1⟧'  # 地图选点用
# ⟦PERSON|赵敏⟧备注：这个IP是区河长办的服务器，周末经常关机"""),

("travel_name_list", """赴泰国⟪place_name|Pak Thale⟫勺嘴鹬环志交流　人员名单
序号　姓名　护照号　出生日期　手机
1　⟦PERSON|孙浩⟧　⟦PASSPORT|$pp_cn1⟧　⟦DATE_OF_BIRTH|1972-08-01⟧　⟦PHONE|13301102248⟧
2　⟦PERSON|何琴⟧　⟦PASSPORT|$pp_cn2⟧　⟦DATE_OF_BIRTH|1999-04-11⟧　⟦PHONE|15960217733⟧
3　⟦PERSON|韩博⟧　⟦PASSPORT|$pp_cn3⟧　⟦DATE_OF_BIRTH|1992-11-30⟧　⟦PHONE|13940217785⟧
领队：⟦PERSON|孙浩⟧；机票总价⟪org_total|18,630元⟫由协会承担。航班⟪flight_number|TG665⟫，⟪flight_date|11月2日⟫出发。"""),

("scam_sms_forward", """【⟪platform_name|防汛志愿者平台⟫】⟦PERSON|王涛⟧您好，您的志愿服务补贴待领取，请于24小时内登录 ⟪phishing_url|http://fx-butie.cc/⟫ 填写银行卡号及密码。退订回T
——转自⟦PERSON|老王⟧：大家注意，这是诈骗短信！平台从不索要银行卡密码。有疑问打区防汛办⟦PHONE|025-5231 7710⟧"""),

("email_bite_followup", """发件人：⟦PERSON|冯雨⟧ <⟦EMAIL|fengyu_bat@126.com⟧>
收件人：⟦EMAIL|bat-survey@cnbats.org⟧
主题：关于⟪date|6月3日⟫被咬伤的后续

各位好，
我已经打完⟦MEDICAL|狂犬病疫苗第三针⟧，⟦MEDICAL|伤口已愈合⟧，医生建议⟦MEDICAL|14天后复查抗体⟧。
保险理赔（保单号⟪policy_number|PICC-YW-2024-55310⟫）需要的信息：出生日期⟦DATE_OF_BIRTH|1983年4月19日⟧，身份证⟦IDCARD|$id_fengyu⟧。理赔款⟦AMOUNT|2,316.50元⟧请打到我⟪org_name|招行⟫卡⟦CARD|$card_up4⟧。
谢谢！
⟦PERSON|冯雨⟧"""),

("volunteer_hours_sheet", """活动编号⟪activity_id|HZ-0423⟫　志愿时长统计（导出时间⟪export_time|2024-04-30 17:02⟫）
姓名	时长	联系方式	备注
⟦PERSON|胡文⟧	⟪hours|12.5h⟫	⟦PHONE|15706817342⟧	
⟦PERSON|宋佳⟧	8h	⟦EMAIL|songjia1203@zju.edu.cn⟧	⟦MEDICAL|花粉过敏⟧
⟦PERSON|阿依古丽·买买提⟧	16h	⟦PHONE|18299051126⟧	
⟦PERSON|欧阳明轩⟧	4h	⟦PHONE|13067726540⟧	⟦MEDICAL|左脚踝扭伤⟧，暂停野外"""),

("health_declaration", """⟪org_name|南昌野生动物救护中心⟫志愿者健康声明书
本人⟦PERSON|彭丽⟧（身份证号⟦IDCARD|$id_pengli⟧），声明如下：
1. 本人⟦MEDICAL|已接种狂犬病暴露前疫苗⟧（⟪vaccine_batch|批号202305117⟫）。
2. 本人有⟦MEDICAL|禽类羽毛过敏史⟧，不参与猛禽笼舍清洁。
3. 紧急联系人：⟦PERSON|彭建国⟧（父亲）⟦PHONE|0791-8620 4417⟧
签名：⟦PERSON|彭丽⟧　日期：⟪sign_date|2024年3月2日⟫"""),

("dingtalk_tech_group", """⟦PERSON|小赵⟧：谁动了环志数据库的配置？连不上了
⟦PERSON|许丽⟧：我改了，新连接串 mysql://⟪db_user|ring_admin⟫:⟦SECRET|Hj#2024ring!⟧@⟦IP_ADDRESS|172.16.8.20⟧:⟪port|3306⟫/⟪db_name|banding⟫
⟦PERSON|小赵⟧：别在群里发密码啊😅
⟦PERSON|许丽⟧：群里都是自己人嘛。github token 也换了：⟦APIKEY|$ak_ghp2⟧
⟦PERSON|老周⟧：@⟦PERSON|许丽⟧ 下不为例，token 马上去 revoke"""),

("weather_daily_report", """【⟪station_name|临安天目山业余气象站⟫ 观测日报 ⟪date|2024-07-05⟫】
观测员：⟦PERSON|叶青⟧
08时：气温⟪measurement|24.6℃⟫，湿度⟪measurement|91%⟫，气压⟪measurement|1002.3hPa⟫
24小时降水：⟪measurement|63.2mm⟫（暴雨），已报⟪org_name|区气象局⟫。
备注：明天我要⟦MEDICAL|做胃镜⟧，请⟦PERSON|陈默⟧代班，他电话⟦PHONE|139 1682 4470⟧。"""),

("github_issue_cn", """### 上传识别结果时报 403

环境：Ubuntu 22.04，batnet ⟪version|2.3.1⟫
报错日志：
```
[ERROR] ⟪timestamp|2024-05-18 22:10:31,044⟫ uploader.py:88 - 403 Forbidden, token=⟦APIKEY|$ak_gho1⟧ user=⟦PERSON|huwen-zju⟧
[DEBUG] proxy=http://⟦IP_ADDRESS|10.71.2.4⟧:⟪port|7890⟫
```
@⟦PERSON|dengkai⟧ 帮忙看下？——提交人 ⟦PERSON|胡文⟧"""),

("lost_dog_notice", """【寻狗启事】
本人在⟪place_name|紫金山⟫参加外来物种清除活动时走失一只柯基，名叫"⟪pet_name|豆豆⟫"，⟪animal_condition|左耳有疤⟫，芯片号⟪microchip_id|900164001782533⟫。
有线索请联系⟦PERSON|沈女士⟧：⟦PHONE|173 1256 0918⟧，必有重谢！"""),

("bank_receipt_ocr", """⟪org_name|中国建设银行⟫ 网上银行电子回单
回单编号：⟪receipt_id|2024061500388127⟫
付款人：⟦PERSON|钱悦⟧　付款账号：⟦CARD|$card_up5⟧
收款人：⟪org_name|上海市崇明区鸟类环志协会⟫　收款账号：⟪org_account|3105 0161 3600 0000 0917⟫
金额：⟦AMOUNT|¥2,000.00⟧　大写：⟦AMOUNT|贰仟元整⟧
用途：⟪payment_purpose|2024年度会费及环志培训费⟫
交易时间：⟪timestamp|2024-06-15 10:22:31⟫"""),

("clinic_record_summary", """门诊病历（摘要）　门诊号：⟪clinic_number|MZ240611-0872⟫　科室：⟪department|眼科⟫
姓名：⟦PERSON|谢敏⟧　性别：女　年龄：38岁
主诉：救护野鸟时被⟪species|苍鹭⟫啄伤右眼睑2小时
诊断：⟦MEDICAL|右眼睑裂伤⟧
处理：⟦MEDICAL|清创缝合3针⟧，⟦MEDICAL|破伤风抗毒素皮试阴性后注射⟧
既往史：⟦MEDICAL|青霉素过敏⟧；母亲有⟦MEDICAL|2型糖尿病⟧
医师：⟦PERSON|杨医生⟧"""),

("qq_group_chat", """[QQ群] ⟪group_name|珠江外来物种观察⟫
⟦PERSON|阿杜⟧ 20:01：明天去⟪place_name|海珠湿地⟫捡福寿螺卵，有人一起吗
⟦PERSON|Coco陈⟧ 20:03：我去！几点？
⟦PERSON|阿杜⟧ 20:04：8点地铁站B口，注意别徒手摸，螺里可能有⟪parasite_name|广州管圆线虫⟫
⟦PERSON|Coco陈⟧ 20:05：上次我就是手划破了感染了⟦MEDICAL|蜂窝织炎⟧，住了一周院😭
⟦PERSON|阿杜⟧ 20:06：那这次一定戴手套。对了上次的船费每人⟦AMOUNT|35元⟧你还没给我哈"""),

("ssh_config_notes", """# ~/.ssh/config  （⟦PERSON|wangtao⟧ 的笔记本）
Host ⟪hostname|flood-gw⟫
    HostName ⟦IP_ADDRESS|183.195.40.112⟧
    User ⟦PERSON|wangtao⟧
    Port ⟪port|22022⟫
    IdentityFile ~/.ssh/⟪file_name|id_ecdsa_flood⟫
Host sensor-qinhuai
    HostName ⟦IP_ADDRESS|10.30.0.17⟧
    ProxyJump flood-gw
# 私钥备份（别外传！）
⟦SECRET|$sec_pem_ec1⟧"""),

("volunteer_certificate", """志愿服务证明
兹证明⟦PERSON|韩博⟧同志（身份证号：⟦IDCARD|$id_hanbo⟧）于⟪service_period|2023年3月至2024年2月⟫期间在我中心参与⟪project_name|辽河口黑嘴鸥繁殖地监测⟫志愿服务，累计时长⟪hours|216小时⟫。
特此证明。
联系人：⟦PERSON|于主任⟧ ⟦PHONE|024-8612 5530⟧
⟪org_name|辽宁省野生动物救护繁育中心⟫
⟪issue_date|2024年3月1日⟫"""),

("lab_test_report", """水质检测报告　报告编号：⟪report_number|WQ-2024-0528-11⟫
委托人：⟦PERSON|程晓燕⟧（民间河长）　电话：⟦PHONE|18019236651⟧
采样点：⟪site_code|黄浦江-S3⟫　采样时间：⟪sample_time|2024-05-28 07:30⟫
检测项目　结果　限值
COD　⟪measurement|18 mg/L⟫　⟪limit_value|20 mg/L⟫
氨氮　⟪measurement|1.32 mg/L⟫　1.0 mg/L　超标
检测费：⟪price|300元/样⟫（志愿者项目免收）
检测员：⟦PERSON|钟晓⟧　审核：⟦PERSON|陆工⟧"""),

("admin_account_backup", """【重要】协会公众号管理员账号备份 —— ⟦PERSON|叶青⟧整理
公众号：⟪org_name|浙南林地保护⟫（注册于⟪timestamp|2019-11-02⟫）
登录邮箱：⟦EMAIL|admin@znforest.org.cn⟧
密码：⟦PASSWORD|Znlx@2024!forest⟧
二次验证密钥：⟦SECRET|$sec_totp3⟧
备用恢复码：⟦SECRET|$sec_rec5⟧、⟦SECRET|$sec_rec6⟧、⟦SECRET|$sec_rec7⟧、⟦SECRET|$sec_rec8⟧
AppID：⟪app_id|wx8f3a21c9b07e4d15⟫（AppID可以公开）
AppSecret：⟦SECRET|$sec_wxappsecret1⟧（这个不行！）"""),

("evacuation_list_table", """【⟪place_name|永修县⟫防汛转移台账 ⟪date|7月3日⟫】
| 户主 | 人数 | 住址 | 电话 | 特殊情况 |
|---|---|---|---|---|
| ⟦PERSON|曹秀英⟧ | 2 | ⟦ADDRESS|虬津镇永丰村3组17号⟧ | ⟦PHONE|13979105528⟧ | 老伴⟦MEDICAL|瘫痪在床⟧ |
| ⟦PERSON|刘桂芬⟧ | 1 | ⟦ADDRESS|虬津镇永丰村5组4号⟧ | 无 | 独居，⟦MEDICAL|糖尿病⟧，⟦MEDICAL|胰岛素⟧需冷藏 |
安置点：⟪shelter_name|永丰小学⟫　负责人：村支书⟦PERSON|老刘⟧"""),

("charity_sale_price_list", """⟪org_name|野生动物救护中心⟫义卖价目表（⟪version|2024版⟫）
帆布袋　⟪price|¥45⟫
猫头鹰徽章　⟪price|¥15⟫
认养一只刺猬（一年）　⟪price|¥365⟫
团体参观（20人以内）　⟪price|¥200/次⟫
所得款项全部用于动物救护，去年义卖共筹得⟪org_total|¥86,420⟫。"""),
]

# ---------------------------------------------------------------- part 3
TEXTS += [
("wechat_group_aa_split", """⟦PERSON|小赵⟧：今天环志完聚餐，⟪org_name|崇明老宅农家乐⟫一共⟪bill_total|¥686⟫，7个人，每人⟦AMOUNT|98块⟧
⟦PERSON|老周⟧：[群收款] 已支付⟦AMOUNT|98.00元⟧
⟦PERSON|许丽⟧：我转你了～
⟦PERSON|Kevin⟧：我没带手机，明天给你现金哈
⟦PERSON|小赵⟧：好的。顺便提醒下⟦PERSON|Kevin⟧，你那个⟦MEDICAL|甲亢⟧的药别忘了吃，今天脸色不太好
⟦PERSON|Kevin⟧：🙏"""),

("dotenv_cn", """# 水质监测小程序后端 .env（负责人 ⟦PERSON|马静⟧）
WX_APPID=⟪app_id|wx2c7e91a44b0f6d38⟫
WX_APPSECRET=⟦SECRET|$sec_wxappsecret2⟧
DB_URL=mysql://wq_app:⟦SECRET|Mj_water#0322⟧@⟦IP_ADDRESS|172.21.0.4⟧:3306/wq
REDIS_URL=redis://:⟦SECRET|r3dis-WQ-88⟧@⟦IP_ADDRESS|172.21.0.5⟧:⟪port|6379⟫/0
SMS_ACCESS_KEY_ID=⟦APIKEY|$ak_aliyun2⟧
SMS_ACCESS_KEY_SECRET=⟦SECRET|$sec_aliyun2⟧
SMS_SIGN_NAME=⟪sms_signature|河湖卫士⟫
ADMIN_PHONE=⟦PHONE|13709126645⟧"""),

("insurance_claim_cn", """意外伤害保险理赔申请书　报案号：⟪claim_number|BA3102024061700215⟫
被保险人：⟦PERSON|钱悦⟧　证件号码：⟦IDCARD|$id_qianyue⟧
出生日期：⟦DATE_OF_BIRTH|1982年12月7日⟧
事故经过：⟪event_date|6月15日⟫在⟪place_name|东滩湿地⟫清除互花米草时滑倒。
诊断：⟦MEDICAL|右踝关节骨折⟧，⟦MEDICAL|行切开复位内固定术⟧。
申请理赔金额：⟦AMOUNT|¥18,560.00⟧
收款账户：⟦CARD|$card_up5⟧（开户行：⟪org_name|建设银行上海崇明支行⟫）"""),

("dingtalk_approval", """【审批】⟦PERSON|袁辉⟧提交的「费用报销」
审批编号：⟪approval_id|202406181533000412876⟫
报销事由：购买⟪product_name|红外触发相机⟫2台（单价⟪unit_price|¥1,299⟫）
报销金额：⟦AMOUNT|¥2,598.00⟧
收款人：⟦PERSON|袁辉⟧　收款账号：⟦CARD|$card_up6⟧
审批流程：⟦PERSON|林会长⟧（已同意）→ 财务⟦PERSON|谢敏⟧（审批中）"""),

("weibo_post", """#野生动物救助# 今天在⟪place_name|奥森⟫捡到一只受伤的⟪species|长耳鸮⟫，已送⟪org_name|北京猛禽救助中心⟫。感谢保安⟦PERSON|刘师傅⟧帮忙抱箱子！🦉
PS 被猫头鹰抓伤要打针吗？我⟦MEDICAL|手背三道血痕⟧… @⟦PERSON|孙浩⟧ 求指导
—— 评论 ⟦PERSON|孙浩⟧：去打⟦MEDICAL|破伤风⟧，狂犬一般不用。中心电话⟦PHONE|010-6283 8101⟧，找值班的⟦PERSON|小谭⟧。"""),

("online_order_detail", """订单编号：⟪order_id|4188 2207 9931 0026⟫
下单时间：⟪timestamp|2024-03-11 21:40:02⟫
商品：⟪product_name|鸟类环志专用环钳⟫×2，⟪product_name|便携电子秤0.01g⟫×1
实付款：⟦AMOUNT|¥486.00⟧
收货人：⟦PERSON|欧阳明轩⟧ ⟦PHONE|13067726540⟧
收货地址：⟦ADDRESS|浙江省杭州市西湖区余杭塘路866号浙江大学紫金港校区蓝田5舍312⟧
支付方式：信用卡 ⟪masked_card|6259 **** **** 2231⟫"""),

("police_call_record", """接处警记录　警情编号：⟪case_number|J3502032024050400117⟫
报警人：⟦PERSON|何琴⟧，⟦PHONE|15960217733⟧，身份证⟦IDCARD|$id_heqin⟧
报警内容：在⟪place_name|五缘湾⟫湿地发现有人张挂鸟网，网上挂有⟪species|白鹭⟫等⟪animal_count|11只⟫。
处置：⟦PERSON|郑警官⟧到场收缴鸟网，鸟只移交⟪org_name|厦门市野生动物救护中心⟫。"""),

("shell_prompt_cloud", """[⟦PERSON|caolei⟧@⟪hostname|VM-0-12-ubuntu⟫ ~]$ tccli configure set secretId ⟦APIKEY|$ak_tencent2⟧ secretKey ⟦SECRET|$sec_tencent2⟧ region ⟪cloud_region|ap-guangzhou⟫
[⟦PERSON|caolei⟧@VM-0-12-ubuntu ~]$ ping -c 2 ⟦IP_ADDRESS|43.139.77.201⟧
[⟦PERSON|caolei⟧@VM-0-12-ubuntu ~]$ mysql -h ⟦IP_ADDRESS|10.0.0.9⟧ -u ⟪db_user|flood⟫ --password=⟦PASSWORD|Fx2024@hn⟧
mysql: [Warning] Using a password on the command line interface can be insecure."""),

("registration_form_hk", """米埔濕地雀鳥環誌義工登記（登記編號⟪registration_id|MP-V-2024-113⟫）
姓名：⟦PERSON|陳家豪⟧（⟦PERSON|Ka Ho CHAN⟧）
香港身份證號碼：⟦NATIONAL_ID|$hkid1⟧
出生日期：⟦DATE_OF_BIRTH|1990年5月22日⟧
電話：⟦PHONE|9182 4407⟧
電郵：⟦EMAIL|kahochan.birds@gmail.com⟧
地址：⟦ADDRESS|香港新界元朗青山公路元朗段88號好景大廈12樓C室⟧
緊急聯絡人：⟦PERSON|陳太⟧（母親）⟦PHONE|6427 9031⟧
培訓日期：⟪training_date|2024年9月7日⟫"""),

("insurance_roster_tw", """⟪org_name|台灣蝙蝠學會⟫ 志工保險名冊（調查樣區⟪site_code|陽明山-B2⟫）
1. ⟦PERSON|林怡君⟧　身分證 ⟦NATIONAL_ID|$twid1⟧　生日 ⟦DATE_OF_BIRTH|民國85年3月2日⟧　手機 ⟦PHONE|0912-338-405⟧
2. ⟦PERSON|張志明⟧　護照 ⟦PASSPORT|$pp_tw1⟧　生日 ⟦DATE_OF_BIRTH|1979/11/08⟧　手機 ⟦PHONE|0933-127-662⟧
保費每人⟪premium_rate|NT$120⟫，由學會支付。"""),

("card_lending_chat", """⟦PERSON|谭晓峰⟧：要在国外网站（⟪org_name|Avinet⟫）订那批⟪product_name|雾网⟫，只能用visa，你的卡借我用下？
⟦PERSON|唐雪⟧：行吧，卡号⟦CARD|$card_visa3⟧，背面三位⟦CVV|552⟧
⟦PERSON|谭晓峰⟧：收到，付了⟦AMOUNT|$236.40⟧，按⟪exchange_rate|7.27⟫算，回头微信转你⟦AMOUNT|1,720元⟧
⟦PERSON|唐雪⟧：好～"""),

("ringer_assessment", """环志员培训考核记录　课程：⟪course_code|2024-HZ-03⟫
学员：⟦PERSON|王涛⟧　评估人：⟦PERSON|孙浩⟧
评价：操作熟练，⟪bird_count|处理鸟只63只⟫，⟪score|成绩87分⟫。
备注：学员自述⟦MEDICAL|色弱⟧，辨认羽色时需同伴复核。
证书编号⟪certificate_number|CNBR-T-0471⟫，证书工本费⟪fee|80元⟫由协会承担。"""),

("river_patrol_log", """巡河日志　⟪date|2024年8月4日⟫　天气：⟪weather|雷阵雨⟫
巡河人：⟦PERSON|石磊⟧、⟦PERSON|高阳⟧
河段：⟪river_section|府河洪山段⟫
发现问题：⟪outfall_id|排污口PW-14⟫有异味，水体发黑，已拍照上报⟪org_name|区河长办⟫。
⟦PERSON|高阳⟧被蚊虫叮咬后⟦MEDICAL|起了大片风团⟧，⟦MEDICAL|荨麻疹⟧发作，提前返回。
下次巡河由⟦PERSON|石磊⟧带队，联系电话⟦PHONE|18672033591⟧。"""),

("email_allowance_de", """发件人：⟦PERSON|唐雪⟧ <⟦EMAIL|tangxue2001@outlook.com⟧>
主题：德国交换期间环志站志愿者补贴（项目编号⟪project_code|HEL-2024-V07⟫）
Frau ⟦PERSON|Becker⟧您好（抱歉先用中文，英文版在附件），
我在⟪place_name|Helgoland⟫环志站做了两周志愿者，补贴请转到我的德国账户：
IBAN：⟦IBAN|$iban_de2⟧
BIC：⟪bic|COBADEFFXXX⟫
金额按约定是⟦AMOUNT|€420⟧。如需核对身份：护照号⟦PASSPORT|$pp_cn4⟧，出生日期⟦DATE_OF_BIRTH|2001年7月16日⟧。
谢谢！⟦PERSON|唐雪⟧"""),

("voice_to_text", """[语音转文字] ⟦PERSON|老郭⟧：喂⟦PERSON|小马⟧啊，跟你说那只⟪species|白鹤⟫的血检出来了，⟪animal_condition|血铅超标⟫，还得接着治。还有我这个⟦MEDICAL|颈椎病⟧又犯了，明天去⟪org_name|青岛市立医院⟫做个⟦MEDICAL|核磁⟧，你帮我值个班。门卡密码还是⟦PASSWORD|幺三五七九零⟧，记住啊。"""),

("payslip", """⟪org_name|武夷山林地信托⟫ ⟪pay_period|2024年5月⟫工资条
姓名：⟦PERSON|黄明辉⟧　部门：⟪department|巡护部⟫
基本工资：⟦AMOUNT|5,200.00元⟧
野外补贴：⟦AMOUNT|800.00元⟧
扣社保：⟦AMOUNT|-612.40元⟧
实发：⟦AMOUNT|5,387.60元⟧
工资卡：⟦CARD|$card_up7⟧"""),

("invasive_species_report", """【上报记录】⟪report_id|IAS-2024-05-3381⟫
物种：⟪species|鳄雀鳝⟫（疑似）
位置：⟪site_coordinates|30.5728, 104.0668⟫ ⟪place_name|锦城湖⟫
上报人：⟦PERSON|李芸⟧（⟦PHONE|15882317406⟧）
设备：iPhone 13，iOS ⟪os_version|17.4.1⟫，IP ⟦IP_ADDRESS|2409:8962:3a1:5c2e:d4f0:7b1e:88a2:9c13⟧
审核：⟦PERSON|王工⟧已确认，已通知⟪org_name|农业农村局渔政⟫。"""),

("sponsor_list", """蝙蝠箱认捐公示（⟪batch|第二批⟫）
⟦PERSON|邹雅婷⟧ 认捐 ⟦AMOUNT|200元⟧ 箱号⟪box_number|BB-031⟫
⟦PERSON|龚先生⟧ 认捐 ⟦AMOUNT|400元⟧ 箱号BB-032、BB-033
某爱心人士 认捐 ⟦AMOUNT|1000元⟧ 箱号BB-034～038
本批合计⟪org_total|1600元⟫，每个箱子成本约⟪unit_cost|180元⟫。"""),

("group_announcement", """【群公告】⟪group_name|江淮业余气象观测群⟫
1. 本周五起入⟪weather_event|梅雨⟫，请各站注意雨量筒防溢。
2. 数据统一上传到⟪url|https://wx.example.cn/upload⟫，格式参考模板⟪template_version|v3.2⟫。
3. 气压请订正到海平面，参考值⟪measurement|1008.5hPa⟫。
4. 设备团购：⟪product_name|百叶箱⟫⟪price|¥268⟫/个，截止⟪deadline|6月20日⟫。"""),

("private_chat_id_numbers", """⟦PERSON|谢敏⟧：⟦PERSON|谭老师⟧，保险报名要身份证号，我直接发您了：⟦IDCARD|$id_xiemin⟧，生日⟦DATE_OF_BIRTH|86年1月3日⟧
⟦PERSON|谭老师⟧：收到。还有你爱人的也要，他也报了名
⟦PERSON|谢敏⟧：他叫⟦PERSON|周建华⟧，⟦IDCARD|$id_zhoujianhua⟧，生日⟦DATE_OF_BIRTH|1978.5.12⟧。他⟦MEDICAL|有癫痫⟧，爬山那段能不能安排他在山下？
⟦PERSON|谭老师⟧：好，⟪event_name|武夷山秋季观鸟营⟫是⟪event_date|10月12日⟫，在⟪place_name|星村镇⟫集合，保费⟪price|¥15/人⟫。"""),

("member_directory_table", """⟪org_name|湖南业余气象协会⟫会员通讯录
| 会员号 | 姓名 | 手机 | 邮箱 | 站点 |
|---|---|---|---|---|
| ⟪member_id|M-001⟫ | ⟦PERSON|罗军⟧ | ⟦PHONE|13807315526⟧ | ⟦EMAIL|luojun_wx@sina.com⟧ | ⟪station_id|长沙岳麓-01⟫ |
| M-002 | ⟦PERSON|尹晓东⟧ | ⟦PHONE|15874120093⟧ | ⟦EMAIL|yxd1988@qq.com⟧ | 湘潭-03 |
| M-004 | ⟦PERSON|蒋婷婷⟧ | ⟦PHONE|18673180917⟧ | — | 长沙雨花-02 |"""),

("discharge_summary_relative", """⟦PERSON|杨帆⟧：各位，我爸昨天出院了，谢谢大家关心🙏 出院小结拍给⟦PERSON|钟老师⟧看了：
"患者⟦PERSON|杨国栋⟧，男，68岁，⟪hospital|福建省立医院⟫⟪department|神经内科⟫。诊断：⟦MEDICAL|急性脑梗死⟧，⟦MEDICAL|2型糖尿病⟧。出院带药：⟦MEDICAL|阿司匹林肠溶片100mg qd⟧、⟦MEDICAL|阿托伐他汀20mg qn⟧。"
所以下个月的巡林我去不了，要在家照顾。⟦PERSON|钟老师⟧，⟪station_name|黄岗山护林站⟫的钥匙我放⟦PERSON|老何⟧那儿了。"""),
]
