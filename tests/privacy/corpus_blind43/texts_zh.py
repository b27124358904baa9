# -*- coding: utf-8 -*-
# blind43 -- Chinese texts, each typed by hand.  Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES
TEXTS = []
T = TEXTS.append

T(("wechat_chat", """⟦PERSON|许小姐⟧：⟦PERSON|周老师⟧您好，我妈这周三开始请你们的护理员上门，地址是⟦ADDRESS|上海市徐汇区天钥桥路188弄5号602室，邮编200030⟧
⟦PERSON|周老师⟧：好的⟦PERSON|许小姐⟧，安排的护理员是⟦PERSON|小赵⟧，电话⟦PHONE|139 1862 4407⟧。老人家有什么需要特别注意的吗？
⟦PERSON|许小姐⟧：她有⟦MEDICAL|2型糖尿病⟧，每天早上打⟦MEDICAL|诺和锐 8 个单位⟧，还有⟦MEDICAL|轻度认知障碍⟧，经常忘记关煤气。
⟦PERSON|周老师⟧：明白了。首月服务费⟦AMOUNT|4,800元⟧，定金⟦AMOUNT|1000元⟧已收到，订单号⟪order_id|HZ20240612003⟫。
⟦PERSON|许小姐⟧：门锁密码是⟦PASSWORD|602918⟧，进门后麻烦把狗关阳台，它叫⟪pet_name|豆豆⟫，不咬人的。"""))

T(("admission_form", """⟪org_name|杭州市西湖区颐康护理院⟫ 入院登记表
姓名：⟦PERSON|沈桂芳⟧　性别：女　出生日期：⟦DATE_OF_BIRTH|1938年4月17日⟧
身份证号：⟦IDCARD|$idc1⟧
户籍地址：⟦ADDRESS|上海市徐汇区漕溪北路331号2单元501室⟧
入院诊断：⟦MEDICAL|阿尔茨海默病（中度）⟧、⟦MEDICAL|高血压3级⟧、⟦MEDICAL|右股骨颈骨折术后⟧
护理等级：⟪care_level|特级护理⟫　床号：⟪bed_number|3-12床⟫
紧急联系人：⟦PERSON|沈建平⟧（儿子）⟦PHONE|13805716629⟧
入院押金：⟦AMOUNT|人民币 20,000 元⟧　收据号：⟪receipt_no|YK-2024-0588⟫"""))

T(("handover_note", """【护理交接班记录】⟪ward_name|二病区⟫　⟪shift|夜班→白班⟫　⟪record_date|6月18日⟫
5床 ⟦PERSON|老周⟧：夜间⟦MEDICAL|咳嗽加重，痰多，SpO2 91%⟧，已吸痰两次，值班医生⟦PERSON|王医生⟧看过，加⟦MEDICAL|氨溴索⟧雾化。
8床 ⟦PERSON|葛秀兰⟧：凌晨3点⟦MEDICAL|跌倒⟧，右前额擦伤，已做⟦MEDICAL|头颅CT未见异常⟧。家属⟦PERSON|葛志强⟧已电话告知。
11床 ⟦PERSON|老钱⟧：⟦MEDICAL|临终状态⟧，家属陪护。
交班人：⟦PERSON|李护士⟧　接班人：⟦PERSON|小何⟧"""))

T(("dingtalk_robot_alert", """【告警】照护排班系统 prod 环境
服务：⟪service_name|schedule-api⟫　实例：⟪hostname|sched-api-2⟫（⟦IP_ADDRESS|172.18.4.27⟧）
错误：Redis 连接失败 redis://:⟦SECRET|Rds#2024!hz⟧@⟦IP_ADDRESS|172.18.6.10⟧:6379
时间：⟪timestamp|2024-06-19 02:14:33⟫
负责人：@⟦PERSON|陈浩⟧ ⟦PHONE|186 5713 2290⟧
机器人回调地址：⟦SECRET|$sec_hook_ding1⟧
版本：⟪version|v2.7.3⟫　TraceId：⟪trace_id|7f3e9c2a41b8d605⟫"""))

T(("wechat_group_chat", """【康橙药房·送药服务群】
⟪org_name|康橙药房⟫-⟦PERSON|小林⟧：各位家属好，今天下午的配送名单如下，请留意电话～
1.⟦PERSON|钱美华⟧　⟦MEDICAL|阿托伐他汀钙片⟧×2盒　⟦ADDRESS|宝山区友谊路1588弄12号301⟧
2.⟦PERSON|杜国庆⟧　⟦MEDICAL|二甲双胍缓释片⟧×3盒　⟦ADDRESS|宝山区牡丹江路99号4楼⟧
⟦PERSON|杜国庆⟧女儿：我爸下午不在家，放门卫就行，谢谢
⟪org_name|康橙药房⟫-⟦PERSON|小林⟧：好的，药费⟦AMOUNT|¥186.40⟧已经从医保卡扣了，配送费⟪price|5元⟫免了。
客服热线⟦PHONE|400-820-5177⟧"""))

T(("app_log", """2024-06-20 08:01:12.331 INFO  [sched-worker] 排班发布成功 rota=⟪rota_id|R2024W25-HZ⟫ 护理员=⟦PERSON|杨晓燕⟧ 服务对象=⟦PERSON|冯德明⟧
2024-06-20 08:01:12.402 INFO  [sms] 短信已发送 to=⟦PHONE|15967128830⟧ tpl=⟪template_id|SMS_263910015⟫
2024-06-20 08:03:47.118 WARN  [checkin] 定位偏差 680m 护理员=⟦PERSON|杨晓燕⟧ client_ip=⟦IP_ADDRESS|100.99.23.184⟧ lat/lng=⟪gps_coord|30.2741,120.1551⟫
2024-06-20 08:05:02.990 ERROR [pay] 支付回调验签失败 out_trade_no=⟪trade_no|T202406200805021184⟫ appid=⟪app_id|wx8f3c2b1a9e7d6054⟫
2024-06-20 08:05:03.001 DEBUG [pay] mch_key=⟦SECRET|$sec_wx1⟧ (TODO 删除这行日志!!)"""))

T(("prenatal_record", """⟪org_name|深圳市南山区妇幼保健院⟫ 孕产妇保健手册（摘录）
孕妇姓名：⟦PERSON|黄丽娟⟧　出生日期：⟦DATE_OF_BIRTH|1990-06-23⟧　身份证：⟦IDCARD|$idc3⟧
丈夫姓名：⟦PERSON|郑伟⟧　联系电话：⟦PHONE|137 2841 6650⟧
末次月经：⟪lmp_date|2023-11-02⟫　孕周：⟦MEDICAL|32+4周⟧
检查结果：⟦MEDICAL|OGTT 空腹5.3/1h 10.6/2h 8.9，诊断妊娠期糖尿病⟧；⟦MEDICAL|血红蛋白 98g/L（轻度贫血）⟧
产检医生：⟦PERSON|吴主任⟧　下次产检：⟪appointment_date|7月2日⟫　建档号：⟪file_no|NS-2023-11873⟫"""))

T(("ivf_cycle_record", """⟪org_name|浙江某生殖医学中心⟫ 周期记录
女方：⟦PERSON|蒋雯⟧，⟦DATE_OF_BIRTH|1987.09.30⟧，身份证⟦IDCARD|$idc4⟧
男方：⟦PERSON|孙磊⟧，⟦DATE_OF_BIRTH|1985.01.14⟧，身份证⟦IDCARD|$idc5⟧
方案：⟪protocol|拮抗剂方案⟫　促排：⟦MEDICAL|果纳芬 225IU × 10天⟧
取卵：⟦MEDICAL|获卵 12 枚，成熟 9 枚⟧　受精：ICSI　⟦MEDICAL|囊胚 4 枚冷冻⟧
男方精液：⟦MEDICAL|弱精症（PR 18%）⟧
本周期自费：⟦AMOUNT|32,650元⟧（已缴）　病历号已登记"""))

T(("paediatric_record", """⟪org_name|武汉市儿童医院⟫ 门诊病历
患儿：⟦PERSON|刘子轩⟧　男　出生日期：⟦DATE_OF_BIRTH|2016年7月19日⟧　身份证：⟦IDCARD|$idc8⟧
主诉：⟦MEDICAL|反复咳嗽2周，夜间加重⟧
查体：⟦MEDICAL|双肺可闻及散在哮鸣音⟧　体重 ⟦MEDICAL|26kg⟧
诊断：⟦MEDICAL|咳嗽变异性哮喘⟧
处理：⟦MEDICAL|布地奈德混悬液雾化 1mg bid⟧，⟦MEDICAL|孟鲁司特钠咀嚼片 5mg qn⟧
家长：⟦PERSON|刘洋⟧（父）⟦PHONE|027-8761 2235⟧　接诊医生：⟦PERSON|胡医生⟧　挂号序号：⟪queue_number|A047⟫"""))

T(("optometry_record", """⟪org_name|明眸眼科医院⟫ 验光单　⟪form_no|No.0063215⟫
姓名：⟦PERSON|陈一诺⟧　年龄：12　检查日期：⟪exam_date|2024-07-06⟫
电脑验光：⟦MEDICAL|OD -3.50DS/-0.75DC×175，OS -3.25DS/-0.50DC×5⟧
眼轴：⟦MEDICAL|OD 25.12mm OS 24.98mm⟧
建议：⟦MEDICAL|验配角膜塑形镜（OK镜）⟧，⟪product_name|欧几里得 OK镜⟫ 单片价格⟪price|6,800元⟫
家长⟦PERSON|陈女士⟧ 手机 ⟦PHONE|139 0171 5528⟧　验光师：⟦PERSON|小邵⟧"""))

T(("dingtalk_msg", """【钉钉】⟦PERSON|周社长⟧：@⟦PERSON|钟会计⟧ 本月⟦PERSON|邹桂香⟧家属的费用还没到账吗？
⟦PERSON|钟会计⟧：⟦PERSON|周社长⟧，她儿子说上周五转了⟦AMOUNT|6,850元⟧，但我们对公账户没查到。他转的卡号是⟦CARD|$card_u1⟧，户名⟦PERSON|邹建新⟧，可能转错了。
⟦PERSON|周社长⟧：让他把转账截图发过来。我们的对公账户是⟪org_account|中国建设银行 3305 0161 8636 0000 1208⟫，别再转错了。
⟦PERSON|钟会计⟧：好的，我再联系他，电话⟦PHONE|15158830172⟧。"""))

T(("sms", """【颐康护理院】⟦PERSON|沈建平先生⟧您好，您母亲⟦PERSON|沈桂芳⟧本月护理费⟦AMOUNT|7,360.00元⟧已出账，请于⟪due_date|6月25日⟫前缴纳。如已缴费请忽略。咨询电话⟦PHONE|0571-8796 3310⟧。退订回T"""))

T(("call_transcript", """【通话录音转写】⟪call_id|通话ID 88301274⟫　时长 03:12
坐席：您好，这里是⟪org_name|安心居家养老服务中心⟫，请问有什么可以帮您？
来电：你好，我想给我爸申请上门助浴。他叫⟦PERSON|马长贵⟧，今年七十三了。
坐席：好的，麻烦提供一下老人的身份证号码。
来电：⟦IDCARD|$idc6⟧。
坐席：地址是？
来电：⟦ADDRESS|成都市武侯区玉林北路6号附3号2楼⟧，没有电梯。
坐席：老人身体情况怎么样？
来电：⟦MEDICAL|帕金森十几年了，腿脚不行，去年还中过一次风⟧。
坐席：好的，我们每次助浴是⟪price|120元⟫，会安排两位护理员上门。您贵姓，电话多少？
来电：我姓马，⟦PERSON|马小兵⟧，电话是⟦PHONE|幺三八，八零二八，七七一六⟧。"""))

T(("yaml_config", """# 照护排班系统 application-prod.yml
server:
  port: ⟪port|8081⟫
spring:
  datasource:
    url: jdbc:mysql://⟦IP_ADDRESS|10.8.12.5⟧:3306/care_rota?useSSL=false
    username: rota_prod
    password: ⟦PASSWORD|Zh@ohu2024#prod⟧
aliyun:
  oss:
    endpoint: ⟪endpoint|oss-cn-hangzhou.aliyuncs.com⟫
    access-key-id: ⟦APIKEY|$ak_ali1⟧
    access-key-secret: ⟦SECRET|$sec_ali1⟧
    bucket: ⟪s3_bucket|care-rota-attach⟫
sms:
  sign-name: ⟪sms_signature|安心照护⟫
  template-code: ⟪template_id|SMS_270155882⟫
# 负责人：⟦PERSON|陈浩⟧"""))

T(("discharge_summary", """⟪org_name|青岛市市立医院⟫ 出院小结
姓名：⟦PERSON|于淑珍⟧　性别：女　年龄：88岁　住院天数：14天
出生日期：⟦DATE_OF_BIRTH|1935-10-28⟧　身份证号：⟦IDCARD|$idc9⟧
入院诊断：⟦MEDICAL|重症肺炎⟧；⟦MEDICAL|慢性心力衰竭（NYHA IV级）⟧
出院诊断：同上，⟦MEDICAL|另诊断肺部恶性肿瘤晚期⟧
出院医嘱：转⟪org_name|崂山安宁疗护中心⟫继续治疗，⟦MEDICAL|口服吗啡缓释片 10mg q12h⟧
主治医师：⟦PERSON|孔祥瑞⟧　病区：⟪ward_name|呼吸内科二病区⟫"""))

T(("hospice_family_chat", """【微信】⟦PERSON|于红⟧：弟，医生说妈可能就这几天了，你请假回来吧
⟦PERSON|于红⟧：安宁病房的探视密码是⟦PASSWORD|0722⟧，晚上十点后要按门铃
⟦PERSON|于海涛⟧：姐我买了明早的票，⟪train_number|G1820⟫，中午到青岛
⟦PERSON|于海涛⟧：她现在还认得人吗
⟦PERSON|于红⟧：⟦MEDICAL|基本都在睡，偶尔睁眼⟧。护士长说⟦MEDICAL|开始用镇静的药了⟧，不会太痛苦
⟦PERSON|于海涛⟧：我转了⟦AMOUNT|两万块⟧到你卡上，先用着"""))

T(("ocr_business_card", """⟪org_name|童乐儿科诊所⟫
TONGLE PEDIATRIC CLINIC

⟦PERSON|蔡文静⟧　主治医师
儿童呼吸 / 过敏专科

地址：⟪org_address|南京市玄武区中山路 321 号 2 楼⟫
电话：⟦PHONE|025-8456 7730⟧
手机：⟦PHONE|1381 3O9 2264⟧
邮箱：⟦EMAIL|caiwenjing@tongle-clinic.cn⟧
微信公众号：⟪wechat_official|童乐儿科⟫"""))

T(("speech_assessment", """言语语言治疗评估报告
儿童姓名：⟦PERSON|韩沐阳⟧　出生日期：⟦DATE_OF_BIRTH|2019年3月2日⟧　身份证号：⟦IDCARD|$idc13⟧
就诊机构：⟪org_name|西安市儿童康复中心⟫　评估日期：⟪assessment_date|2024-05-28⟫
评估结果：⟦MEDICAL|语言发育迟缓（表达性）⟧，⟦MEDICAL|构音障碍：舌根音前置⟧
听力筛查：⟦MEDICAL|双耳通过⟧
建议：每周两次个训，每次⟪session_length|40分钟⟫，课时费⟪price|280元/节⟫
治疗师：⟦PERSON|贺老师⟧　家长签字：⟦PERSON|韩磊⟧"""))

T(("complaint", """投诉内容：
我父亲⟦PERSON|罗振华⟧在你们⟪org_name|长沙市岳麓区福寿养老院⟫住了半年，上周五我去看他，发现他⟦MEDICAL|尾骶部有3厘米的压疮⟧，护工说已经好几天了都没人报告。他本来就有⟦MEDICAL|糖尿病和脑梗后遗症⟧，这样很危险！
负责他那层的护工叫⟦PERSON|小唐⟧，我问她她说不知道。⟦PERSON|谭院长⟧也一直不回电话。
我要求退还这个月的护理费⟦AMOUNT|5,200元⟧，并赔偿医药费。
投诉人：⟦PERSON|罗敏⟧　电话：⟦PHONE|180 7310 4462⟧　身份证：⟦IDCARD|$idc24⟧
工单编号：⟪ticket_id|12345-HN-20240622-0871⟫"""))

T(("xiaohongshu_post", """📍⟪place_name|成都⟫ 带娃做言语康复半年的真实感受｜附费用

我家崽 3 岁 10 个月，被诊断⟦MEDICAL|孤独症谱系障碍（轻度）⟧+⟦MEDICAL|语言发育迟缓⟧😭 在⟪org_name|某儿童康复机构⟫做了半年 ABA+言语

💰费用：我们一共花了⟦AMOUNT|4.6万元⟧（机构报价一节课⟪price|300⟫，医保报不了）
👩‍🏫 老师：⟦PERSON|小杜老师⟧超级有耐心！
📈 现在能说 4-5 个字的短句了
有问题的宝妈可以私我，不打广告
#孤独症 #言语康复 #宝妈日常"""))

T(("delivery_note", """⟪org_name|康橙药房⟫ 送药上门配送单　单号：⟪order_id|KC-SH-240623-0419⟫
收货人：⟦PERSON|施玉梅⟧　电话：⟪masked_phone|138****2087⟫（备用：⟦PHONE|021-5621 0388⟧）
地址：⟦ADDRESS|上海市静安区万荣路 700 弄 26 号 1101 室 200072⟧
药品：⟦MEDICAL|恩替卡韦分散片 0.5mg × 28片⟧；⟦MEDICAL|厄贝沙坦片 150mg × 2盒⟧
⟪drug_approval_no|国药准字H20100019⟫　批号：⟪batch_number|231108⟫　有效期至：⟪expiry_date|2026-10⟫
配送员：⟦PERSON|老彭⟧　签收码：⟦PASSWORD|8816⟧
应收：⟦AMOUNT|¥212.50⟧（已支付）"""))

T(("sql_query", """-- 查一下上个月退费异常的家属（⟦PERSON|陈浩⟧ 2024-06-24）
SELECT f.id, f.payer_name, f.payer_phone, f.amount, f.card_no
FROM fee_refund f WHERE f.created_at >= '⟪date|2024-05-01⟫' AND f.status = 'FAILED';
-- 结果：
-- ⟪row_id|30211⟫ | ⟦PERSON|邹建新⟧ | ⟦PHONE|15158830172⟧ | ⟦AMOUNT|¥6850.00⟧ | ⟦CARD|$card_u3⟧
-- ⟪row_id|30219⟫ | ⟦PERSON|龚丽萍⟧ | ⟦PHONE|13777402815⟧ | ⟦AMOUNT|¥1200.00⟧ | ⟦CARD|$card_u5⟧
-- 2 rows in set (⟪query_time|0.03 sec⟫)"""))

T(("meeting_minutes", """⟪org_name|福寿养老院⟫ 院务会议纪要　⟪meeting_date|2024年6月26日⟫
参会：⟦PERSON|谭院长⟧、⟦PERSON|龙主任⟧（护理部）、财务⟦PERSON|小彭⟧、⟦PERSON|唐桂英⟧（护理组长）
一、关于⟦PERSON|罗振华⟧⟦MEDICAL|压疮⟧投诉：⟦PERSON|唐桂英⟧检讨，翻身记录不全。决定退还家属⟦PERSON|罗敏⟧当月护理费⟦AMOUNT|5,200元⟧，并承担换药费用。
二、二楼⟦PERSON|老康⟧⟦MEDICAL|误吸后肺部感染⟧，已送医，后续改为⟦MEDICAL|糊状饮食⟧。
三、下月起床位费调整为⟪price|2,680元/月⟫（双人间）。
记录人：⟦PERSON|小彭⟧"""))

T(("java_stacktrace", """2024-06-27 10:22:41.778 ERROR 2291 --- [nio-8081-exec-7] c.c.r.web.GlobalExceptionHandler : 保存服务对象失败
com.carerota.common.BizException: 身份证号校验失败: idCard=⟦IDCARD|$idc12⟧, name=⟦PERSON|谢永福⟧, birthday=⟦DATE_OF_BIRTH|1940-08-21⟧
	at com.carerota.elder.service.ElderServiceImpl.save(ElderServiceImpl.java:⟪line_number|188⟫)
	at com.carerota.elder.controller.ElderController.create(ElderController.java:64)
	at jdk.internal.reflect.GeneratedMethodAccessor212.invoke(Unknown Source)
Caused by: java.lang.IllegalStateException: 重复的手机号 ⟦PHONE|13974126058⟧ (tenant=⟪tenant_id|changsha-01⟫)
	... 89 common frames omitted
requestId=⟪request_id|a41c7e90b2f64d1e⟫ uri=/api/elder clientIp=⟦IP_ADDRESS|58.20.133.91⟧"""))

T(("refund_request", """退费申请单
申请人：⟦PERSON|郭芳⟧　联系电话：⟦PHONE|(010) 6438 2275⟧
服务对象：⟦PERSON|郭振邦⟧（父）　身份证号：⟦IDCARD|$idc2⟧
退费原因：老人于⟪event_date|6月12日⟫因⟦MEDICAL|急性心梗⟧住院，⟦MEDICAL|已于6月20日去世⟧，申请退还预交的居家护理服务费。
退费金额：⟦AMOUNT|人民币叁仟肆佰元整（¥3,400.00）⟧
收款账户：⟦PERSON|郭芳⟧　⟪bank_name|招商银行北京分行⟫　卡号 ⟦CARD|$card_u2⟧
经办：⟦PERSON|小吕⟧　审批：⟦PERSON|齐经理⟧"""))

T(("prescription", """⟪org_name|天津市和平区中心医院⟫ 处方笺　⟪rx_no|处方号 2406280315⟫
姓名：⟦PERSON|魏长林⟧　性别：男　年龄：66岁　科别：眼科
临床诊断：⟦MEDICAL|双眼原发性开角型青光眼⟧
Rp：
⟦MEDICAL|拉坦前列素滴眼液 2.5ml×1支 每晚1次 双眼⟧
⟦MEDICAL|布林佐胺滴眼液 5ml×1支 一日2次 双眼⟧
医师：⟦PERSON|温医生⟧　审核药师：⟦PERSON|付丽⟧　金额：⟦AMOUNT|¥156.80⟧
⟪notice|本处方3日内有效⟫"""))

T(("drug_leaflet", """⟪drug_name_leaflet|多奈哌齐片说明书⟫
请仔细阅读说明书并在医师指导下使用
【药品名称】通用名称：⟪drug_name_leaflet|盐酸多奈哌齐片⟫
【规格】⟪dosage_strength|5mg⟫
【适应症】轻度或中度阿尔茨海默型痴呆症状的治疗。
【用法用量】成人初始剂量每次5mg，每日一次，睡前口服。至少维持一个月后可增至每日10mg。
【不良反应】腹泻、肌肉痉挛、乏力、恶心、呕吐和失眠。
【批准文号】⟪drug_approval_no|国药准字H20050978⟫
【生产企业】⟪org_name|某某制药有限公司⟫　服务热线见包装"""))

T(("wecom_bot_config", """# 企业微信群机器人（夜班异常上报）
WECOM_WEBHOOK=⟦SECRET|$sec_hook_wecom1⟧
# 上报格式示例（真实数据，测试完记得删）
# 【夜班异常】⟪ward_name|三楼东区⟫ 17床 ⟦PERSON|田凤英⟧ ⟦MEDICAL|体温38.9℃，意识模糊⟧，已通知值班医生⟦PERSON|小石⟧
ALERT_LEVEL=⟪alert_level|P1⟫
OWNER=⟦PERSON|陈浩⟧"""))

T(("feishu_msg", """【飞书】⟦PERSON|宋佳琪⟧：@⟦PERSON|陈浩⟧ 安全扫描报警了，gitlab 上 care-rota-admin 仓库里有腾讯云密钥明文
SecretId: ⟦APIKEY|$ak_tc1⟧
SecretKey: ⟦SECRET|$sec_tc1⟧
提交人是⟦PERSON|小邓⟧，commit ⟪commit_sha|$sha3⟫
⟦PERSON|陈浩⟧：我马上禁用，这个 key 有 COS 和短信权限。⟦PERSON|小邓⟧以后别把 .env 提交上去了
⟦PERSON|宋佳琪⟧：已建工单 ⟪ticket_id|SEC-0417⟫，今天下班前出复盘"""))

T(("shell_history", """  211  cd /data/care-rota && git log -1
  212  mysql -h ⟦IP_ADDRESS|10.8.12.5⟧ -uroot -p'⟦PASSWORD|Root!2024care⟧' care_rota
  213  scp backup_20240628.sql.gz ⟦PERSON|denglei⟧@⟦IP_ADDRESS|10.8.12.19⟧:/home/⟦PERSON|denglei⟧/
  214  curl -X POST "⟦SECRET|$sec_hook_feishu1⟧" -d '{"msg_type":"text","content":{"text":"备份完成"}}'
  215  docker restart ⟪container_name|care-rota-api⟫
  216  tail -f /var/log/nginx/access.log | grep ⟪http_status|502⟫"""))

T(("dotenv", """# 小程序后端 .env.production
WX_APPID=⟪app_id|wx2c7e91b05fa3d418⟫
WX_APPSECRET=⟦SECRET|$sec_wx1⟧
ALIYUN_SMS_AK=⟦APIKEY|$ak_ali2⟧
ALIYUN_SMS_SK=⟦SECRET|$sec_ali2⟧
DB_URL=mysql://miniapp:⟦SECRET|Mini#App2024!⟧@⟦IP_ADDRESS|172.16.30.8⟧:3306/elder_app
JWT_EXPIRE=⟪duration|7200⟫
ADMIN_PHONE=⟦PHONE|18657132290⟧"""))

T(("markdown_table", """## ⟪org_name|安心居家养老服务中心⟫ 本周排班（⟪week|6.24-6.30⟫）

| 护理员 | 手机 | 服务对象 | 地址 | 时段 |
|---|---|---|---|---|
| ⟦PERSON|杨晓燕⟧ | ⟦PHONE|159 6712 8830⟧ | ⟦PERSON|冯德明⟧ | ⟪place_name|拱墅区米市巷⟫ | 周一三五 8:00-10:00 |
| ⟦PERSON|杨晓燕⟧ | ⟦PHONE|159 6712 8830⟧ | ⟦PERSON|金阿香⟧ | 拱墅区湖墅南路 | 周二四 14:00-16:00 |
| ⟦PERSON|包春梅⟧ | ⟦PHONE|133 5718 0926⟧ | ⟦PERSON|冯德明⟧ | 拱墅区米市巷 | 周二四六 8:00-10:00 |

⚠️ ⟦PERSON|金阿香⟧⟦MEDICAL|对青霉素过敏⟧，⟦PERSON|冯德明⟧⟦MEDICAL|需鼻饲⟧"""))

T(("csv_export", """老人编号,姓名,性别,出生日期,身份证号,慢病,紧急联系人,联系电话
⟪elder_no|E0101⟫,⟦PERSON|谢永福⟧,男,⟦DATE_OF_BIRTH|1940-08-21⟧,⟦IDCARD|$idc12⟧,⟦MEDICAL|高血压;痛风⟧,⟦PERSON|谢丽⟧,⟦PHONE|13974126058⟧
⟪elder_no|E0102⟫,⟦PERSON|傅淑芬⟧,女,⟦DATE_OF_BIRTH|1952-07-07⟧,⟦IDCARD|$idc16⟧,⟦MEDICAL|糖尿病;白内障术后⟧,⟦PERSON|傅斌⟧,⟦PHONE|13922846710⟧
# 导出时间 ⟪timestamp|2024-06-29 09:12:40⟫ 导出人 ⟦PERSON|小邓⟧（⟪export_job|job#5521⟫）"""))

T(("staff_registration", """护理员入职登记表　⟪org_name|福寿养老院⟫　⟪form_no|HR-2024-061⟫
姓名：⟦PERSON|唐桂英⟧　出生日期：⟦DATE_OF_BIRTH|1961年9月15日⟧
身份证号：⟦IDCARD|$idc18⟧
现住址：⟦ADDRESS|长沙市岳麓区麓山南路 42 号 3 栋 202⟧
手机：⟦PHONE|173 0741 8825⟧
健康证编号：⟪health_cert_no|JKZ-430104-2024-11873⟫（有效期至⟪expiry_date|2025-06⟫）
工资卡：⟪masked_card|6217 **** **** 3306⟫　试用期工资⟪salary_band|3,800元/月⟫"""))

T(("birth_cert_entry", """出生医学证明信息录入（待核对）⟪org_name|厦门市妇幼保健院⟫
新生儿姓名：⟦PERSON|林语桐⟧　性别：女　出生时间：⟦DATE_OF_BIRTH|2024年5月6日⟧ 14时22分
出生体重：⟦MEDICAL|3150克⟧　身长：⟦MEDICAL|50厘米⟧　健康状况：良好
母亲：⟦PERSON|陈思雨⟧　出生日期：⟦DATE_OF_BIRTH|1993年5月6日⟧　身份证：⟦IDCARD|$idc11⟧
父亲：⟦PERSON|林子航⟧
接生人：⟦PERSON|邱助产士⟧　录入批次：⟪batch_id|B20240507-03⟫"""))

T(("confinement_center_contract", """⟪org_name|厦门悦贝月子中心⟫ 服务合同（节选）
甲方（客户）：⟦PERSON|陈思雨⟧　联系电话：⟦PHONE|158 5921 3067⟧
乙方：⟪org_name|厦门悦贝母婴护理有限公司⟫　统一社会信用代码：⟪org_credit_code|91350203MA2Y8K4T1C⟫
第三条　套餐为“⟪package_name|28天豪华套房⟫”，标准价格⟪price|68,800元⟫。
第四条　甲方已于⟪payment_date|2024年3月1日⟫支付定金⟦AMOUNT|10,000元⟧，余款⟦AMOUNT|58,800元⟧于入住当日结清。
第七条　如甲方因⟦MEDICAL|早产或新生儿需入住NICU⟧无法按期入住，可延期六个月。"""))

T(("surgery_consent", """⟪org_name|明眸眼科医院⟫ 手术知情同意书
患者姓名：⟦PERSON|邵国栋⟧　年龄：72　住院号见腕带
拟行手术：⟦MEDICAL|左眼白内障超声乳化吸除+人工晶体植入术⟧
术前诊断：⟦MEDICAL|左眼年龄相关性白内障；2型糖尿病⟧
可能风险：感染、眼压升高、后囊破裂等（详见附页）
人工晶体：⟪product_name|蔡司 AT LISA tri 839MP⟫　自费部分⟪price|18,500元⟫
患者签字：⟦PERSON|邵国栋⟧　委托人：⟦PERSON|邵红⟧（女儿）⟦PHONE|138 0171 9924⟧
谈话医生：⟦PERSON|蓝主任⟧　日期：⟪consent_date|2024-07-01⟫"""))

T(("product_review", """⭐⭐⭐⭐ 给我外婆买的助听器，效果还行
买家：⟦PERSON|小鹿不吃草⟧　⟪review_date|2024-06-30⟫　已购：⟪product_sku|瑞声达 悦听 ESSENTIAL 2 耳背式⟫
外婆⟦MEDICAL|双耳中重度听力损失⟧，以前一直不肯戴。这款验配师⟦PERSON|卢老师⟧调了三次，现在能听清电视了。价格⟪price|5,980元⟫一只，有点贵，我们两只一共付了⟦AMOUNT|11,960元⟧，店里送了一年的电池。
唯一缺点是⟦MEDICAL|她耳道湿疹⟧的时候戴着会痒。"""))

T(("voice_message_transcript", """【语音转文字】⟦PERSON|小韦⟧啊，我是⟦PERSON|老蒙⟧，今天下午那个送药的没来，我老伴那个⟦MEDICAL|硝苯地平⟧只剩一天的了，你帮我问问药房。我家是⟦ADDRESS|南宁市青秀区民族大道 88 号南湖小区 7 栋 3 单元 501⟧，电话⟦PHONE|一八七七七一二零三四六⟧，打不通就打座机⟦PHONE|0771-5512 309⟧。"""))

T(("ltc_insurance_application", """长期护理保险待遇申请表（居家护理）
申请人：⟦PERSON|金宝林⟧　性别：男　出生日期：⟦DATE_OF_BIRTH|1944-12-25⟧
社会保障号码（身份证号）：⟦IDCARD|$idc14⟧
居住地址：⟦ADDRESS|上海市松江区中山西路 66 弄 3 号 402 室，201600⟧
失能评估等级：⟪assessment_level|五级⟫　主要疾病：⟦MEDICAL|脑梗死后遗症、偏瘫⟧
代办人：⟦PERSON|金晓峰⟧（儿子）　电话：⟦PHONE|021-5782 6631⟧
定点护理机构：⟪org_name|松江区乐龄居家护理站⟫（机构编码⟪org_code|SJ-HL-0078⟫）"""))

T(("vaccination_sms", """【⟪org_name|雁塔区社区卫生服务中心⟫】⟦PERSON|韩沐阳⟧小朋友家长您好，宝宝的⟪vaccine_name|乙脑减毒活疫苗第2剂⟫已预约在⟪appointment_time|7月5日上午9:30⟫，请携带预防接种证按时到⟪room_name|二楼接种室⟫。如需改约请致电⟦PHONE|029-8526 1170⟧。"""))

T(("nursing_record", """护理记录单　⟪org_name|崂山安宁疗护中心⟫　床号：⟪bed_number|6床⟫　患者：⟦PERSON|于淑珍⟧
07-03 08:00 ⟦MEDICAL|T 37.8℃ P 112 R 28 BP 92/56⟧，⟦MEDICAL|呼吸浅快，有痰鸣音⟧，遵医嘱⟦MEDICAL|东莨菪碱 0.3mg 皮下注射⟧。签名：⟦PERSON|苗苗⟧
07-03 14:00 家属⟦PERSON|于红⟧、⟦PERSON|于海涛⟧在床旁陪伴，⟦MEDICAL|患者意识昏迷，疼痛评分0分⟧。
07-03 21:40 ⟦MEDICAL|患者呼吸心跳停止⟧，值班医生确认，家属在场。签名：⟦PERSON|苗苗⟧"""))

T(("overseas_clinic_payment", """【微信】⟦PERSON|蒋雯⟧：⟦PERSON|Jenny顾问⟧，泰国那边的医院说要先付押金才给我们排取卵
⟦PERSON|Jenny顾问⟧：是的姐，押金⟦AMOUNT|5,000美元⟧，用信用卡线上付就行。需要护照首页，夫妻俩都要
⟦PERSON|蒋雯⟧：我的护照号⟦PASSPORT|$pp_cn1⟧，我老公的⟦PASSPORT|$pp_cn2⟧。卡号⟦CARD|$card_v7⟧，有效期 11/28，背面三位 ⟦CVV|615⟧
⟦PERSON|Jenny顾问⟧：收到！这些信息我填完就删。周期费用按报价单⟪price|USD 14,900⟫，不含⟦MEDICAL|PGT-A 检测⟧"""))

T(("price_list", """⟪org_name|悦康护理院⟫ 2024年收费标准（公示）
| 项目 | 标准 |
|---|---|
| 床位费（单人间） | ⟪price|3,200元/月⟫ |
| 床位费（双人间） | ⟪price|2,100元/月⟫ |
| 一级护理 | ⟪price|1,800元/月⟫ |
| 特级护理 | ⟪price|4,500元/月⟫ |
| 膳食费 | ⟪price|1,050元/月⟫ |
收费许可：⟪license_no|杭价备〔2024〕017号⟫　监督电话：见大厅公示栏"""))

T(("access_control_log", """[门禁] ⟪timestamp|2024-07-04 23:41:07⟫ 设备 ⟪device_id|DOOR-3F-EAST⟫(⟦IP_ADDRESS|192.168.50.23⟧) 刷卡 卡号=⟪access_card_no|0012884519⟫ 姓名=⟦PERSON|包春梅⟧ 结果=允许
[门禁] 2024-07-04 23:58:30 设备 DOOR-3F-EAST 密码开门 密码=⟦PASSWORD|350721⟧ 结果=允许 （⚠ 日志不应记录明文密码）
[门禁] 2024-07-05 00:02:11 设备 ⟪device_id|DOOR-1F-MAIN⟫(⟦IP_ADDRESS|192.168.50.21⟧) 人脸 姓名=⟦PERSON|田凤英⟧ 结果=拒绝（⟦MEDICAL|认知症老人，防走失名单⟧）
[系统] 固件版本 ⟪version|V4.2.10 build 230915⟫"""))

T(("api_gateway_log", """{"time":"⟪timestamp|2024-07-05T09:15:22+08:00⟫","route":"/elder/api/v1/family/bind","status":200,"latency_ms":⟪latency|83⟫,"client_ip":"⟦IP_ADDRESS|223.104.38.117⟧","req":{"phone":"⟦PHONE|13588026413⟧","elderName":"⟦PERSON|冯德明⟧","relation":"子女"}}
{"time":"2024-07-05T09:15:40+08:00","route":"/elder/api/v1/health/upload","status":413,"latency_ms":12,"client_ip":"⟦IP_ADDRESS|223.104.38.117⟧","err":"payload too large","traceId":"⟪trace_id|0af7651916cd43dd8448eb211c80319c⟫"}
{"time":"2024-07-05T09:16:03+08:00","route":"/healthz","status":200,"client_ip":"⟪loopback_ip|127.0.0.1⟫"}"""))

T(("bug_ticket", """【禅道】BUG ⟪bug_id|#4127⟫ 家属端绑定老人时提示“身份证号错误”
严重程度：⟪severity|2⟫　指派给：⟦PERSON|小邓⟧　创建者：⟦PERSON|宋佳琪⟧
重现步骤：
1. 用测试账号 ⟦PHONE|17620931458⟧ / 密码 ⟦PASSWORD|Test@8899⟧ 登录家属端 ⟪version|v1.9.2⟫
2. 输入老人身份证 ⟦IDCARD|$idc21⟧（真实用户反馈的号码，已征得同意）
3. 点“绑定”，提示错误
期望：校验通过。原因疑似末位 X 大小写处理问题。"""))

T(("home_modification_assessment", """居家适老化改造评估（作业治疗）
评估对象：⟦PERSON|金阿香⟧，82岁　地址：⟦ADDRESS|杭州市拱墅区湖墅南路 211 号 2 幢 305 室⟧
功能情况：⟦MEDICAL|右膝骨关节炎，行走需助行器⟧；⟦MEDICAL|夜间尿频3-4次⟧
建议：卫生间加装扶手×3、淋浴椅、夜灯；门槛去除
政府补贴额度：⟪subsidy_cap|3,000元⟫；自付部分约⟦AMOUNT|1,260元⟧（家属⟦PERSON|金明⟧已同意）
评估人：⟦PERSON|方治疗师⟧　⟪assessment_date|2024-07-05⟫"""))

T(("elder_ability_assessment", """老年人能力评估表（摘要）　评估编号⟪assessment_no|PG-2024-0715-031⟫
姓名：⟦PERSON|杜国庆⟧　年龄：79
日常生活活动：⟪score|55分⟫　精神状态：⟦MEDICAL|MMSE 19分，轻度痴呆⟧
感知觉与沟通：⟦MEDICAL|右耳听力下降⟧　社会参与：⟪score|8分⟫
综合等级：⟪grade|中度失能⟫
评估员：⟦PERSON|黎晓⟧、⟦PERSON|欧阳建军⟧"""))

T(("nicu_family_chat", """【NICU 家长交流群】
二宝妈-⟦PERSON|小雪⟧：今天探视⟦MEDICAL|宝宝撤了无创呼吸机⟧！！！哭死
⟦PERSON|糖豆⟧爸爸：恭喜恭喜！我们家的还在⟦MEDICAL|蓝光⟧，⟦MEDICAL|胆红素 17⟧
二宝妈-⟦PERSON|小雪⟧：⟦PERSON|邱护士⟧说我们下周可能出院，住了 26 天，一共花了⟦AMOUNT|4万2千块⟧，医保报了一半
⟦PERSON|糖豆⟧爸爸：NICU 护士站电话是⟦PHONE|0592-2662 3015⟧吗？我存一下"""))

T(("customer_service_chat", """【⟪org_name|明眸眼镜旗舰店⟫ 客服】
买家 ⟦PERSON|tb_cici0612⟧：你好，我上周配的防蓝光镜片，度数好像不对，戴着头晕
客服 ⟦PERSON|小美⟧：亲亲，麻烦提供一下订单号和验光数据哦～
买家 ⟦PERSON|tb_cici0612⟧：订单 ⟪order_id|3841927765512038⟫，验光单是 ⟦MEDICAL|右 -4.75 散光 -1.25 轴位 15，左 -5.00⟧，瞳距 ⟦MEDICAL|62⟧
客服 ⟦PERSON|小美⟧：收到亲，我们核对了是左眼少做了散光，免费重做，请寄回到⟪org_address|丹阳市眼镜城 B 区 218 号⟫，运费险已为您申请
买家 ⟦PERSON|tb_cici0612⟧：好的，收件人写谁？电话？
客服 ⟦PERSON|小美⟧：写“售后部”，电话⟦PHONE|0511-8658 7720⟧哦"""))

T(("hearing_aid_fitting", """助听器验配记录　⟪org_name|聆听助听器中心（鼓楼店）⟫
顾客：⟦PERSON|伍德华⟧　出生日期：⟦DATE_OF_BIRTH|1939年1月30日⟧　身份证：⟦IDCARD|$idc17⟧
纯音测听：⟦MEDICAL|右耳 65dB HL，左耳 58dB HL，感音神经性⟧
言语识别率：⟦MEDICAL|右 64% 左 72%⟧
验配型号：⟪product_sku|峰力 奥笛 L50-R⟫ 双耳　序列号 ⟪serial_number|2318SK0457 / 2318SK0461⟫
实付：⟦AMOUNT|¥23,600⟧（分期 12 期）　验配师：⟦PERSON|章老师⟧"""))

T(("pharmacist_consult_call", """【用药咨询热线 通话记录】⟪org_name|康橙药房⟫ 热线 ⟦PHONE|400-820-5177⟧ 转 2
药师⟦PERSON|聂文⟧：您好，请问咨询哪位的用药？
来电：我父亲⟦PERSON|钱宏远⟧，他在吃⟦MEDICAL|华法林⟧，医生又开了⟦MEDICAL|阿奇霉素⟧，能一起吃吗？
药师⟦PERSON|聂文⟧：两者合用可能增加出血风险，建议⟦MEDICAL|三天后复查 INR⟧。老人最近一次 INR 是多少？
来电：⟦MEDICAL|2.6⟧。
药师⟦PERSON|聂文⟧：好的，已记录。咨询单号⟪consult_no|YY-240706-0093⟫。"""))

T(("visit_booking_form", """【小程序·探视预约】提交成功
预约号：⟪booking_id|TS20240707-118⟫
被探视老人：⟦PERSON|邹桂香⟧（⟪building|2号楼⟫ ⟪room_number|215⟫）
探视人：⟦PERSON|邹建新⟧　手机：⟦PHONE|151 5883 0172⟧
同行人：⟦PERSON|李倩⟧（儿媳）
探视时间：⟪visit_slot|7月7日 15:00-16:00⟫
健康承诺：本人无发热、咳嗽等症状 ✔"""))

T(("caregiver_payslip", """⟪org_name|安心居家养老服务中心⟫ 2024年6月工资条
姓名：⟦PERSON|包春梅⟧　工号：⟪staff_ref|AX-0213⟫
基本工资 ⟦AMOUNT|2,600元⟧　上门服务 86 次 × ⟪pay_rate|25元/次⟫ = ⟦AMOUNT|2,150元⟧　交通补贴 ⟦AMOUNT|200元⟧
社保个人部分 -⟦AMOUNT|486.70元⟧
实发工资：⟦AMOUNT|4,463.30元⟧
发放至：⟪masked_card|6228 48** **** 7719⟫　如有疑问请联系财务⟦PERSON|小彭⟧"""))

T(("child_health_check", """儿童健康检查记录（学龄期）⟪org_name|江西省妇幼保健院儿保科⟫
姓名：⟦PERSON|涂可馨⟧　出生日期：⟦DATE_OF_BIRTH|2014-12-01⟧　身份证：⟦IDCARD|$idc22⟧
检查日期：⟪exam_date|2024-07-08⟫
身高 ⟦MEDICAL|132.5cm⟧　体重 ⟦MEDICAL|27.8kg⟧
视力筛查：⟦MEDICAL|屈光筛查提示远视储备不足⟧
龋齿：⟦MEDICAL|2颗⟧
医生：⟦PERSON|熊医生⟧　下次体检：⟪appointment_date|6个月后⟫"""))

T(("pension_proxy_authorization", """委托书
委托人：⟦PERSON|魏长林⟧，身份证号⟦IDCARD|$idc10⟧，因⟦MEDICAL|双眼青光眼视力严重下降⟧，行动不便，
现委托⟦PERSON|魏晓东⟧（身份证号⟦IDCARD|$idc23⟧）代为办理养老金领取及银行卡挂失补办事宜。
原银行卡号：⟦CARD|$card_u4⟧
委托期限：⟪validity|自签字之日起一年⟫
委托人签字：⟦PERSON|魏长林⟧（手印）　⟪sign_date|2024年7月9日⟫"""))

T(("family_group_notice", """【⟪org_name|颐康护理院⟫ 3楼家属群 · 群公告】
各位家属：
1. 本周六上午⟪event_time|9:30⟫在⟪room_name|一楼多功能厅⟫举办生日会，寿星：⟦PERSON|沈桂芳⟧、⟦PERSON|柴玉兰⟧、⟦PERSON|老宁⟧。
2. 近期流感高发，有⟦MEDICAL|发热⟧症状的家属请暂缓探视。
3. 3楼护士站新号码：⟦PHONE|0571-8796 3318⟧。
—— 护理部 ⟦PERSON|龙主任⟧"""))

T(("redis_config", """# care-rota-mq / application.yml（测试环境 ⟪env_name|test⟫）
spring:
  redis:
    host: ⟦IP_ADDRESS|10.8.20.14⟧
    password: ⟦PASSWORD|redis@TEST2024⟧
  rabbitmq:
    addresses: amqp://rota:⟦SECRET|mq-Rota-7713⟧@⟦IP_ADDRESS|10.8.20.15⟧:5672
    virtual-host: ⟪vhost|/care⟫
logging:
  level: ⟪log_level|DEBUG⟫"""))

T(("complaint_reply_email", """发件人：⟪org_name|福寿养老院⟫客服部 <⟦EMAIL|kefu@fushou-yly.com⟧>
收件人：⟦PERSON|罗敏⟧ <⟦EMAIL|luomin_cs@163.com⟧>
主题：关于您父亲护理问题投诉的答复（⟪ticket_id|12345-HN-20240622-0871⟫）

⟦PERSON|罗敏女士⟧您好：
经院务会讨论，我院对⟦PERSON|罗振华⟧老人⟦MEDICAL|压疮⟧一事深表歉意。当月护理费⟦AMOUNT|5,200元⟧已于⟪refund_date|7月1日⟫原路退回，换药费用由我院承担。
如有其他问题请联系⟦PERSON|谭院长⟧，电话⟦PHONE|0731-8882 4106⟧。"""))

T(("checkup_booking_email", """主题：孕前检查预约确认
⟦PERSON|蒋雯⟧您好，
您与⟦PERSON|孙磊先生⟧的孕前优生检查已预约：⟪appointment_time|7月15日 8:00⟫（需空腹）。
检查项目包括⟦MEDICAL|AMH、甲状腺功能、TORCH⟧及男方⟦MEDICAL|精液复查⟧。
如需改期请回复本邮件或致电⟦PHONE|0571-8899 2617⟧。
⟪org_name|浙江某生殖医学中心⟫ 预约中心 ⟦EMAIL|yuyue@zj-repro.cn⟧"""))

T(("finance_reconciliation", """| 日期 | 付款人 | 老人 | 金额 | 方式 | 备注 |
|---|---|---|---|---|---|
| ⟪date|07-01⟫ | ⟦PERSON|沈建平⟧ | ⟦PERSON|沈桂芳⟧ | ⟦AMOUNT|¥7,360.00⟧ | 微信 | 6月护理费 |
| 07-02 | ⟦PERSON|邹建新⟧ | ⟦PERSON|邹桂香⟧ | ⟦AMOUNT|¥6,850.00⟧ | 银行转账 | 补缴 |
| 07-03 | ⟦PERSON|柴文⟧ | ⟦PERSON|柴玉兰⟧ | ⟦AMOUNT|¥3,000.00⟧ | 支付宝 | 押金 |
本周合计 ⟪org_total|¥17,210.00⟫　对账人：⟦PERSON|钟会计⟧"""))

T(("confinement_review", """【大众点评】⭐⭐⭐ 环境好，但是月嫂换得太频繁
用户：⟦PERSON|小米粒⟧妈咪　⟪review_date|2024-07-02⟫
在⟪org_name|悦贝月子中心⟫住了 28 天，套房确实大。但一个月换了三个月嫂，第二个⟦PERSON|刘翠萍⟧很好，第三个连⟦MEDICAL|宝宝黄疸⟧都没注意到。我⟦MEDICAL|剖腹产伤口⟧恢复慢，护士⟦PERSON|小贝⟧倒是很负责。花了⟦AMOUNT|6万多块⟧，性价比一般。人均⟪price|¥68800⟫"""))

T(("hospice_volunteer_signup", """安宁疗护志愿者报名表　⟪org_name|崂山安宁疗护中心⟫　⟪form_no|ZY-2024-033⟫
姓名：⟦PERSON|任思琪⟧　手机：⟦PHONE|176 6392 0845⟧　邮箱：⟦EMAIL|renqi_0915@qq.com⟧
服务意向：陪伴、读报、⟪service_type|哀伤辅导协助⟫
报名原因：我外婆去年在这里走的，⟦MEDICAL|肺癌晚期⟧，最后一段时间大家对她很好，想回来帮忙。
可服务时间：周末　培训场次：⟪training_session|第3期⟫"""))
