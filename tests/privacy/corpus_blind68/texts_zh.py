# -*- coding: utf-8 -*-
# Chinese texts for blind68. Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name from values.py
TEXTS = [
("wechat_group", """【⟪group_name|龙泉锻刀交流群⟫】
⟦PERSON|老周⟧：@⟦PERSON|小赵⟧ 那把⟪product_name|八面汉剑⟫客户尾款收了没？
⟦PERSON|小赵⟧：收了，⟦PERSON|周社长⟧，⟦AMOUNT|1,800块⟧微信转过来的，截图发你了
⟦PERSON|老周⟧：好。客户叫啥来着
⟦PERSON|小赵⟧：⟦PERSON|陈志远⟧，电话 ⟦PHONE|139 5716 2084⟧，地址写的 ⟦ADDRESS|浙江省丽水市龙泉市剑池街道宝剑街88号 323700⟧
⟦PERSON|老周⟧：下周三发顺丰，单号记一下
⟦PERSON|小赵⟧：⟪tracking_number|SF1420398765512⟫"""),

("sms", """【⟪org_name|时光钟表维修⟫】尊敬的⟦PERSON|许小姐⟧，您送修的⟪product_name|浪琴名匠⟫（单号⟪order_id|WX20240518-033⟫）已完成保养，维修费⟦AMOUNT|680元⟧已付清，请到店领取。门店地址：⟪org_address|上海市黄浦区南京东路299号宏伊广场3楼⟫。客服热线 ⟦PHONE|400-820-6617⟧。"""),

("dingtalk_chat", """【钉钉群·⟪group_name|泰兴提琴厂信息部⟫】
⟦PERSON|刘工⟧ ⟪message_time|14:20⟫
测试环境告警机器人配好了，webhook：⟦SECRET|$dinghook01⟧
加签密钥：⟦SECRET|$hmac02⟧
别外传啊。数据库那台 ⟦IP_ADDRESS|192.168.10.23⟧，账号 ⟪service_account|violin_ro⟫，密码 ⟦PASSWORD|Taixing@2024⟧
⟦PERSON|王建华⟧ 14:22
收到。另外阿里云的 AK 我放 KMS 了，旧的 ⟦APIKEY|$ltai02⟧ / ⟦SECRET|$alisec02⟧ 今晚停用，工单 ⟪ticket_id|OPS-3381⟫"""),

("hr_onboarding_form", """员工入职登记表（表单编号 ⟪form_id|HR-F-07⟫）
姓名：⟦PERSON|何静怡⟧    性别：女    出生日期：⟦DATE_OF_BIRTH|1998年5月21日⟧
身份证号：⟦IDCARD|$idc07⟧
户籍地址：⟦ADDRESS|福建省厦门市思明区莲前西路2号莲富大厦12楼1203 邮编361009⟧
手机：⟦PHONE|186 0592 3317⟧    邮箱：⟦EMAIL|hejingyi98@163.com⟧
紧急联系人：⟦PERSON|何建国⟧（父亲）⟦PHONE|138 5021 7764⟧
开户行：⟪org_name|招商银行厦门分行⟫  卡号：⟦CARD|$card09⟧
既往病史：无  过敏史：⟦MEDICAL|青霉素过敏⟧
入职岗位：皮具学徒   工号：⟪employee_no|PJ-2024-017⟫   试用期月薪：⟦AMOUNT|4,500元⟧"""),

("secondhand_chat", """买家：你好，这把琴还在吗？标价⟪price|3200⟫能便宜点吗
卖家（⟦PERSON|琴声悠扬⟧）：在的，最低⟪price|3000⟫，⟪brand_name|泰兴凤灵⟫的，04年的
买家：行，我走闲鱼担保。收货地址：⟦ADDRESS|北京市海淀区学院路37号北航家属院5号楼2单元401⟧，⟦PERSON|林晓⟧，⟦PHONE|15801297736⟧
卖家：好的亲，明天发顺丰到付
买家：对了我女儿有⟦MEDICAL|哮喘⟧，琴盒里别放⟪product_name|樟脑丸⟫哈"""),

("meeting_minutes", """会议纪要｜⟪org_name|琉光玻璃工作室⟫ 月度例会
时间：⟪meeting_date|2024年6月3日 14:00⟫  地点：二楼会议室
参会：⟦PERSON|吴总⟧、⟦PERSON|小林⟧、⟦PERSON|陈晓雯⟧、⟦PERSON|马师傅⟧、财务⟦PERSON|小陈⟧
1. ⟦PERSON|吴总⟧通报：5月营收⟪org_total|38.6万元⟫，窑炉电费比上月涨了⟪percentage|12%⟫。
2. ⟦PERSON|马师傅⟧上周吹制时⟦MEDICAL|手背二度烫伤⟧，已在⟪place_name|市一医院⟫处理，医嘱休息一周，工伤报销单请财务⟦PERSON|小陈⟧跟进，费用共计⟦AMOUNT|1,260元⟧。
3. ⟦PERSON|陈晓雯⟧提出新的彩色玻璃棒供应商（德国Reichenbach），报价⟪quote|每公斤¥420⟫。
4. 门禁密码下周一起改为 ⟦PASSWORD|860314⟧，请勿外传。
下次例会：7月1日"""),

("ecommerce_chat", """【淘宝·⟪org_name|森屿手工皂⟫】
客服⟦PERSON|小棠⟧：亲，您的订单 ⟪order_id|3921847751029384⟫ 已发货哦～
买家 ⟦PERSON|tb_jiayi0917⟧：收到了，但是⟪product_name|薰衣草精油皂⟫我用了以后⟦MEDICAL|脸上起红疹⟧😭 我之前就有⟦MEDICAL|玫瑰痤疮⟧
客服⟦PERSON|小棠⟧：非常抱歉亲！给您申请退款⟦AMOUNT|29.9元⟧，原路退回支付宝
买家 ⟦PERSON|tb_jiayi0917⟧：好的，支付宝账号 ⟦EMAIL|jiayi.sun@qq.com⟧"""),

("app_log", """2024-07-19 10:31:02.415 [⟪thread_name|http-nio-8080-exec-7⟫] INFO  c.j.t.controller.OrderController - 下单成功 orderNo=⟪order_id|JB202407190031⟫ openid=⟪openid|oX9aT5kLq2⟫ 手机号=⟦PHONE|17751830294⟧ 金额=⟦AMOUNT|¥356.00⟧ ip=⟦IP_ADDRESS|117.136.12.88⟧
2024-07-19 10:31:02.980 [⟪thread_name|http-nio-8080-exec-7⟫] INFO  c.j.t.service.WxPayService - 调用统一下单 appid=⟪app_id|$wxappid01⟫ mch_id=⟪merchant_id|1651234870⟫ key=⟦SECRET|$wxpay01⟧
2024-07-19 10:31:03.112 [⟪thread_name|http-nio-8080-exec-7⟫] WARN  c.j.t.service.EngraveService - 刻字内容含生僻字：“龑” 收件人=⟦PERSON|黄子轩⟧"""),

("shipping_label_ocr", """[面单识别结果]
顺丰速运 ⟪tracking_number|SF1388762209413⟫   ⟪service_level|标快⟫
寄件人：⟦PERSON|唐骏⟧（⟪org_name|骏马马具工作室⟫） ⟦PHONE|0379-6521 8830⟧
寄件地址：⟪org_address|河南省洛阳市洛龙区开元大道218号⟫
收件人：⟦PERSON|欧阳婷婷⟧ ⟦PHONE|188 6752 0913⟧
收件地址：⟦ADDRESS|内蒙古自治区锡林郭勒盟锡林浩特市额尔敦路23号草原小区3栋2单元502 026000⟧
托寄物：马鞍×1  保价：⟪insured_value|8,000元⟫  运费：到付"""),

("ocr_id_scan", """二手表回收登记（公安备案）登记编号 ⟪registration_no|HS-0612⟫
[身份证正面OCR]
姓名 ⟦PERSON|郑国栋⟧
性别 男  民族 汉
出生 ⟦DATE_OF_BIRTH|1966年3月14日⟧
住址 ⟦ADDRESS|陕西省西安市雁塔区小寨东路126号3号楼1单元602室⟧
公民身份号码 ⟦IDCARD|$idc09⟧
回收物品：⟪product_name|欧米茄海马300⟫ 机芯号 ⟪movement_serial|81234567⟫   回收价：⟦AMOUNT|¥12,500⟧（已银行转账）
经办人：⟦PERSON|小蒋⟧"""),

("social_post", """🕯️新手做香薰蜡烛踩过的坑｜保姆级教程
1️⃣ 大豆蜡熔化到⟪temperature|80℃⟫左右再加香精，香精比例⟪percentage|8%-10%⟫
2️⃣ 棉芯选⟪wick_code|CD-10⟫或者⟪wick_code|ECO-6⟫，杯子直径7cm的用单芯就够
3️⃣ 倒蜡温度⟪temperature|60℃⟫，别急着脱模！
材料我是在某宝买的，大豆蜡一公斤⟪price|38块⟫，香精30ml ⟪price|25块⟫左右
⟪hashtag|#香薰蜡烛⟫ #手工DIY #周末做点啥"""),

("call_transcript", """【通话转写｜客服 工号 ⟪employee_no|1027⟫】
客服：您好，⟪org_name|匠心皮具定制⟫，请问怎么称呼？
客户：我姓⟦PERSON|范⟧，⟦PERSON|范思远⟧。
客服：⟦PERSON|范先生⟧您好，您定的那款⟪product_name|手缝公文包⟫，定金是⟦AMOUNT|五百块⟧，您看怎么付？
客户：我用信用卡付吧，卡号是 ⟦CARD|$card04⟧，有效期 ⟪card_expiry|03/28⟫，背面三位是 ⟦CVV|816⟧。
客服：好的⟦PERSON|范先生⟧，⟦AMOUNT|五百元⟧定金已扣款成功。收货还是寄到您公司吗？
客户：不，寄家里，⟦ADDRESS|上海市徐汇区宛平南路600弄7号1502⟧，电话⟦PHONE|一三九 一七二八 四四零六⟧。"""),

("env_file", """# 琉光玻璃 小程序后端 .env
WX_APPID=⟪app_id|$wxappid02⟫
WX_APPSECRET=⟦SECRET|$wxsec01⟧
TENCENTCLOUD_SECRET_ID=⟦APIKEY|$tcid01⟧
TENCENTCLOUD_SECRET_KEY=⟦SECRET|$tcsk01⟧
COS_BUCKET=⟪bucket_name|liuguang-1318842210⟫
REDIS_URL=redis://:⟦SECRET|Lg_redis_2024⟧@⟦IP_ADDRESS|10.206.0.17⟧:⟪port|6379⟫/0
ADMIN_PHONE=⟦PHONE|13067721845⟧
LOG_LEVEL=⟪log_level|info⟫"""),

("leave_request", """请假申请（钉钉审批 ⟪approval_id|PROC-8817⟫）
申请人：⟦PERSON|孙浩然⟧    部门：维修部    工号：⟪employee_no|ZB-0088⟫
请假类型：病假    时间：⟪leave_period|2024-03-11 至 2024-03-15⟫，共5天
事由：⟦MEDICAL|腰椎间盘突出复发⟧，医生建议卧床休息，需做一次⟦MEDICAL|核磁共振复查⟧。附：⟪place_name|浙江省人民医院⟫诊断证明。
审批人：⟦PERSON|钱经理⟧（已同意）  抄送：人事-⟦PERSON|小吴⟧"""),

("csv_export", """序号,姓名,刻字内容,手机号,备注
1,⟦PERSON|王梓涵⟧,"2024少儿围棋赛 冠军 ⟦PERSON|王梓涵⟧",⟦PHONE|135 2108 6694⟧,
2,⟦PERSON|李一诺⟧,"2024少儿围棋赛 亚军 ⟦PERSON|李一诺⟧",⟦PHONE|159 0173 5582⟧,家长：⟦PERSON|李建明⟧
3,⟦PERSON|Zhao Yuchen⟧,"2024 Junior Go Open - 3rd Place - ⟦PERSON|Zhao Yuchen⟧",⟦PHONE|+86 186 2100 4471⟧,国际组
订单号 ⟪order_id|JB-TX-20240611-07⟫  单价 ⟪price|¥88/座⟫  合计 ⟪order_total|¥264⟫"""),

("wechat_chat", """表姐：⟦PERSON|娟娟⟧，你给⟦PERSON|朵朵⟧报的那个小提琴班多少钱啊
我：一学期⟪tuition_price|4800⟫，老师是⟪org_name|中央音乐学院⟫毕业的，姓⟦PERSON|闫⟧
表姐：那还行。我家⟦PERSON|浩浩⟧最近⟦MEDICAL|中耳炎⟧，拉琴课先停⟪duration|两周⟫
我：嗯嗯注意身体。⟦PERSON|闫老师⟧微信 ⟦PERSON|yanyq_violin⟧，电话 ⟦PHONE|13911287406⟧，你直接加她
表姐：好，学费我转你了，⟦AMOUNT|2400块⟧，你帮我先垫一半"""),

("support_ticket", """工单编号：⟪ticket_id|CS-20240822-0157⟫
客户：⟦PERSON|宋雅琴⟧（VIP）  联系电话：⟦PHONE|0755-8621 3377⟧ / ⟦PHONE|13760092518⟧
问题描述：客户反映送修的⟪product_name|卡地亚蓝气球⟫（表壳编号 ⟪masked_serial|3001xxxxx⟫）保养后走时快，⟪rate_measurement|每天快约40秒⟫，要求免费返修。客户称是结婚纪念礼物，情绪激动。
处理：已安排⟦PERSON|周师傅⟧重新调校，承诺3个工作日内完成。客户要求补偿，店长同意退还保养费的⟪percentage|30%⟫，即⟦AMOUNT|¥540⟧。"""),

("contract", """艺术品委托创作合同（节选） 合同编号 ⟪contract_no|LG-2024-WT-09⟫
甲方（委托方）：⟦PERSON|冯德伦⟧，身份证号 ⟦IDCARD|$idc03⟧，住址：⟦ADDRESS|广东省深圳市南山区沙河街道华侨城锦绣花园三期12栋801⟧
乙方（创作方）：⟪org_name|琉光玻璃工作室⟫（统一社会信用代码 ⟪masked_reg_no|91330106MA2KXXXX7Q⟫）
第三条 作品总价⟦AMOUNT|人民币伍万捌仟元整⟧（⟦AMOUNT|¥58,000⟧），甲方于签约后3日内支付首期款⟦AMOUNT|¥20,000⟧至乙方账户。
第五条 甲方联系人：⟦PERSON|冯德伦⟧ 电话 ⟦PHONE|138 2654 0917⟧，邮箱 ⟦EMAIL|fengdelun@vip.sina.com⟧"""),

("feishu_bot_config", """飞书群「⟪group_name|装帧工坊·订单提醒⟫」机器人信息
Webhook 地址：⟦SECRET|$feishu01⟧
签名校验：已开启（secret 存在 1Password 里，别贴群里）
负责人：@⟦PERSON|欧阳明⟧ （⟦EMAIL|ouyangming@zhuangzhen.studio⟧）
最近一次推送：⟪timestamp|2024-05-30 09:00:12⟫  内容："订单 ⟪order_id|ZZ-0530-02⟫ 已完成烫金，请通知客户 ⟦PERSON|刘女士⟧ 取件\""""),

("review", """⭐⭐⭐⭐ 人均⟪avg_price|¥368⟫
带男朋友来体验打铁，做了一把小刀，老板⟦PERSON|阿强⟧人很好，手把手教。就是炉子边太热了，我有⟦MEDICAL|低血糖⟧差点晕过去，店员⟦PERSON|小婉⟧给我拿了糖和水，很贴心！结账的时候两个人一共付了⟦AMOUNT|736块⟧，性价比还行。
地址在⟪place_name|良渚文化村⟫附近，停车方便。"""),

("sql_query_result", """-- 学员租琴记录导出 ⟪export_month|2024-09⟫
SELECT * FROM rental WHERE status='逾期';
id    student     guardian   guardian_idcard        phone         deposit   overdue_fee
⟪row_id|1088⟫  ⟦PERSON|邓可欣⟧      ⟦PERSON|邓志刚⟧     ⟦IDCARD|$idc05⟧     ⟦PHONE|18971236605⟧   ⟦AMOUNT|¥1500⟧     ⟦AMOUNT|¥120⟧
⟪row_id|1093⟫  ⟦PERSON|Liang Hao⟧   ⟦PERSON|梁淑芬⟧     ⟦IDCARD|$idc17⟧     ⟦PHONE|13607915528⟧   ⟦AMOUNT|¥1500⟧     ⟦AMOUNT|¥45⟧"""),

("payment_receipt", """[微信支付凭证]
转账金额 ⟦AMOUNT|¥6,800.00⟧
收款方 ⟪org_name|骏驰马术用品⟫（个体户 ⟪masked_name|许*峰⟫）
付款方 ⟦PERSON|白雪⟧
转账说明：定制马鞍尾款 + 马匹“⟪horse_name|黑旋风⟫”蹄铁更换
转账时间 ⟪transaction_time|2024-04-02 16:47:33⟫
交易单号 ⟪transaction_id|4200002178202404021536880093⟫"""),
]
TEXTS += [
("travel_roster", """【出国参展人员信息表】⟪event_name|2024威尼斯玻璃周⟫
序号1：姓名 ⟦PERSON|吴佳慧⟧ / ⟦PERSON|WU JIAHUI⟧  性别 女  出生日期 ⟦DATE_OF_BIRTH|1991-09-03⟧  护照号 ⟦PASSPORT|$pp01⟧  有效期至 ⟪document_expiry|2031-05-17⟫  身份证 ⟦IDCARD|$idc02⟧  手机 ⟦PHONE|136 6177 4023⟧
序号2：姓名 ⟦PERSON|马骁⟧ / ⟦PERSON|MA XIAO⟧  性别 男  出生日期 ⟦DATE_OF_BIRTH|1986-04-12⟧  护照号 ⟦PASSPORT|$pp02⟧  有效期至 ⟪document_expiry|2029-11-02⟫  身份证 ⟦IDCARD|$idc01⟧  手机 ⟦PHONE|150 5810 6639⟧
备注：⟦PERSON|马骁⟧有⟦MEDICAL|高血压⟧，需随身携带⟦MEDICAL|硝苯地平缓释片⟧；团费⟦AMOUNT|¥18,600⟧已由个人垫付，回国后凭发票报销。"""),

("wecom_bot_alert", """[企业微信群机器人] 告警：ERP 同步失败
webhook=⟦SECRET|$wecom01⟧
主机：⟪hostname|erp-prod-02⟫ (⟦IP_ADDRESS|10.0.12.45⟧)  时间：⟪timestamp|2024-10-11 02:13:44⟫
错误：Access denied for user '⟪service_account|jb_erp⟫'@'⟦IP_ADDRESS|10.0.12.45⟧' (using password: YES)
排查：@运维 ⟦PERSON|小郑⟧ 看一下，数据库密码上周被⟦PERSON|老顾⟧改成了 ⟦PASSWORD|Jb#Trophy_1011⟧，配置里还是旧的"""),

("qa_answer", """谢邀。干了⟪duration|十二年⟫锻造，说点实在的。
1. 听力：⟪product_name|空气锤⟫声音太大，我自己已经是⟦MEDICAL|噪声性听力损失⟧，⟦MEDICAL|左耳4kHz掉了40分贝⟧，耳塞一定要戴。
2. 腰：我师父⟦PERSON|杜师傅⟧六十多了，⟦MEDICAL|腰椎管狭窄⟧，去年做了手术，现在只能带徒弟不能抡锤。
3. 钱：手工刀一把卖⟪price|两三千⟫，听着多，刨去材料和电费，我一个月到手也就⟦AMOUNT|七八千块⟧。
——答主：⟦PERSON|阿凯打铁⟧"""),

("wechat_chat", """顾客 ⟦PERSON|王秀兰⟧：老师您好，我家这本光绪年间的家谱能修吗？虫蛀得厉害
修复师 ⟦PERSON|苏老师⟧：能修的，需要拆线、去酸、补纸，再重新线装。大概两个月，修复费按页算，⟪tariff|一页15元⟫，这本⟪page_count|186页⟫。
顾客 ⟦PERSON|王秀兰⟧：好的，那就⟪quote|2790⟫，我先付一半⟦AMOUNT|1395元⟧吧。我腿脚不方便（去年⟦MEDICAL|摔了骨折⟧还没好利索），能上门取吗？地址是 ⟦ADDRESS|江苏省苏州市姑苏区十全街318号3幢⟧
修复师 ⟦PERSON|苏老师⟧：可以的，我周六过来。您电话多少？
顾客 ⟦PERSON|王秀兰⟧：⟦PHONE|0512-6521 4408⟧"""),

("yaml_config", """# 独立站配置（出海版）—— 森屿 Soap
shop:
  domain: ⟪domain_name|senyu-soap.com⟫
  currency: ⟪currency_code|USD⟫
stripe:
  publishable_key: ⟪publishable_key|$pk02⟫   # 前端用，可以公开
  secret_key: ⟦APIKEY|$sk02⟧        # 千万别提交到 git！
  webhook_secret: ⟦SECRET|$whsec02⟧
mail:
  smtp_host: ⟪smtp_host|smtpdm.aliyun.com⟫
  smtp_user: ⟦EMAIL|noreply@senyu-soap.com⟧
  smtp_pass: ⟦PASSWORD|Senyu2024smtp⟧
owner: ⟦PERSON|孙佳怡⟧ <⟦EMAIL|sunjiayi@senyu-soap.com⟧>"""),

("voice_to_text", """【语音转文字】
“喂，你好，我是上周寄修那块⟪brand_name|劳力士⟫的，姓⟦PERSON|蒋⟧，⟦PERSON|蒋文斌⟧。单号顺丰的 ⟪partial_tracking|SF 一四二零⟫……算了你用我手机号查吧，⟦PHONE|一三八 零五七一 六六二九⟧。对，维修费⟦AMOUNT|三千二百块⟧我已经付了，就是想问下什么时候能寄回来。我下个月要做⟦MEDICAL|心脏搭桥手术⟧，想在住院前拿到。地址不变，还是⟦ADDRESS|杭州市拱墅区莫干山路1418号⟧，谢谢啊。”"""),

("course_registration_form", """⟪org_name|泰兴小提琴制作研修班⟫ 报名表（⟪cohort|第12期⟫）
姓名：⟦PERSON|Kang Min-seo⟧ ⟦PERSON|姜敏瑞⟧（韩国籍）
出生日期：⟦DATE_OF_BIRTH|1987年6月30日⟧
证件类型：韩国居民登录证  号码：⟦NATIONAL_ID|$rrn01⟧
联系电话：⟦PHONE|+82 10-4471-2290⟧
邮箱：⟦EMAIL|minseo.kang@naver.com⟧
学费：⟦AMOUNT|¥26,800⟧（已通过银行转账支付）  住宿：学员宿舍 ⟪tariff|每晚¥80⟫"""),

("refund_request", """退款申请（售后单号 ⟪aftersales_id|AS-55810⟫）
订单号：⟪order_id|XC240917088⟫   申请人：⟦PERSON|邹梦琪⟧   手机：⟦PHONE|15618803342⟧
退款原因：收到的香薰蜡烛玻璃杯碎了，⟦MEDICAL|手被划伤缝了三针⟧（附医院病历照片）
退款金额：⟦AMOUNT|¥259.00⟧ + 医药费补偿 ⟦AMOUNT|¥180⟧
收款银行卡：⟦CARD|$card27⟧（⟪org_name|中国建设银行⟫，户名 ⟦PERSON|邹梦琪⟧）"""),

("wechat_group", """【⟪org_name|星河马术俱乐部⟫·会员群】
教练 ⟦PERSON|包日勒⟧：各位会员注意，“⟪horse_name|闪电⟫”这两天有点跛，兽医说是⟪animal_condition|蹄叶炎初期⟫，暂停骑乘。
会员 ⟦PERSON|韩梅⟧：收到，那我周六的课改骑“⟪horse_name|雪球⟫”可以吗
教练 ⟦PERSON|包日勒⟧：可以。另外马鞍清洁保养费⟪tariff|每次¥150⟫，需要的找前台⟦PERSON|小钟⟧登记。
会员 ⟦PERSON|韩梅⟧：好的，我那副鞍上次保养的钱（⟦AMOUNT|¥300⟧）还没付，一起转给⟦PERSON|小钟⟧"""),

("stack_trace", """Traceback (most recent call last):
  File "⟦PERSON|/home/zhangyue⟧/bindery/upload_to_oss.py", line 27, in <module>
    auth = oss2.Auth('⟦APIKEY|$ltai03⟧', '⟦SECRET|$alisec03⟧')
  File "⟪library_path|/usr/local/lib/python3.10/site-packages/oss2/auth.py⟫", line 113, in __init__
oss2.exceptions.ServerError: {'status': 403, 'request-id': '⟪request_id|66A1F2C3E4B5D6A7B8C9D0E1⟫', 'details': {'HostId': '⟪api_domain|zz-archive.oss-cn-shanghai.aliyuncs.com⟫'}}
# ⟦PERSON|张悦⟧：谁把AK写死在代码里了？？赶紧换掉"""),

("receipt", """收 据
今收到 ⟪org_name|宁波市鄞州区青少年羽毛球协会⟫ 交来奖杯奖牌定制款 人民币 ⟪org_payment|叁仟贰佰陆拾元整⟫（⟪org_payment|¥3,260.00⟫）
经手人：⟦PERSON|包敏⟧  收款单位：⟪org_name|甬城奖杯刻字⟫（盖章）
备注：协会联系人 秘书长 ⟦PERSON|邵立群⟧ ⟦PHONE|139 6786 5520⟧
日期：⟪receipt_date|2024年11月2日⟫"""),

("wechat_chat", """客户：老板，婚礼伴手礼蜡烛200个，杯身刻字“⟦PERSON|沈一帆⟧ & ⟦PERSON|陆可心⟧ ⟪event_date|2024.10.20⟫”，盒子里放卡片。
老板娘：好的～单价⟪price|¥28⟫，200个⟪quote|¥5,600⟫，先付⟪percentage|30%⟫定金⟦AMOUNT|¥1,680⟧。
客户：定金转了。另外我老婆对⟦MEDICAL|蜂蜡过敏⟧，别用蜂蜡哈，全用大豆蜡。
老板娘：明白！收货人写谁？
客户：⟦PERSON|陆可心⟧，⟦PHONE|13817260054⟧，⟦ADDRESS|上海市长宁区愚园路1088弄22号⟧"""),

("iot_inspection_log", """窑炉物联网网关巡检记录 ⟪inspection_date|2024-12-03⟫
设备：⟪device_id|kiln-gw-07⟫  固件 ⟪firmware_version|v3.4.11⟫  IMEI ⟪imei|866123045678901⟫
公网出口：⟦IP_ADDRESS|39.108.77.214⟧   内网：⟦IP_ADDRESS|192.168.8.107⟧
MQTT：⟪broker_address|broker.kilncloud.cn:1883⟫  用户 ⟪service_account|gw07⟫  密码 ⟦PASSWORD|Kiln#Gw07!⟧
负责人：⟦PERSON|金志勇⟧ ⟦PHONE|15268811903⟧
备注：1号窑热电偶读数偏高⟪temperature|15℃⟫，已更换。"""),

("handover_note", """交接班记录（夜班→早班）
1. 保险柜密码已按老板要求改为 ⟦PASSWORD|3-9-1-7-2-6⟧，旧密码作废。
2. 收银台备用金 ⟪org_cash|¥500⟫ 已清点。
3. 顾客⟦PERSON|侯女士⟧寄存的⟪brand_name|百达翡丽⟫（取件单号 ⟪pickup_no|QJ-7781⟫）在保险柜第二层，她说周四来拿，电话 ⟦PHONE|186 2153 9047⟧。
4. 值班：⟦PERSON|小邱⟧（夜）→ ⟦PERSON|阿梅⟧（早）"""),

("expense_claim", """差旅费报销单
报销人：⟦PERSON|贺文杰⟧  部门：设计部  工号：⟪employee_no|JX-031⟫
出差事由：参加⟪event_name|广州国际皮革展⟫（⟪date_range|10月15-17日⟫）
交通费：高铁 ⟦AMOUNT|¥1,086.00⟧  住宿费：⟦AMOUNT|¥1,350.00⟧  餐补：⟦AMOUNT|¥300.00⟧
合计：⟦AMOUNT|¥2,736.00⟧
收款账户：⟪org_name|中国银行⟫ ⟦CARD|$card12⟧（⟦PERSON|贺文杰⟧）
审批：财务 ⟦PERSON|钟丽华⟧ ✓   总经理 ✓"""),

("api_response_json", """{"code":0,"msg":"ok","data":{"user_id":⟪user_id|58213⟫,"nickname":"⟦PERSON|木木爱手作⟧","real_name":"⟦PERSON|程木森⟧","mobile":"⟦PHONE|19905718832⟧","id_no":"⟦IDCARD|$idc13⟧","birthday":"⟦DATE_OF_BIRTH|1984-09-29⟧","register_ip":"⟦IP_ADDRESS|36.27.114.203⟧","token":"⟦APIKEY|$jwt06⟧","last_login":"⟪timestamp|2024-06-14 20:11:09⟫","level":3}}"""),

("notice", """关于举办2024年度全国手工艺技能大赛（锻造与金属工艺赛项）的通知
各会员单位：
本次大赛定于⟪event_date|2024年11月18日至20日⟫在⟪place_name|浙江龙泉⟫举办，报名截止日期为⟪deadline|10月31日⟫。参赛费⟪tariff|每人¥600⟫，食宿自理。参赛作品尺寸不超过⟪dimension|60cm×40cm×30cm⟫，重量不超过⟪weight|15kg⟫。
咨询请登录协会官网 ⟪url|www.cnhandcraft.org.cn⟫ 查询。
⟪org_name|中国手工艺行业协会⟫（盖章）"""),

("social_post", """气死了‼️在某宝定的奖杯，刻字写的是“授予 ⟦PERSON|韦嘉琪⟧ 同学 优秀毕业生”，结果给我刻成“⟦PERSON|韦家琪⟧”！！客服说重做要再付⟪tariff|¥35加急费⟫，凭什么啊？我都付了⟦AMOUNT|¥129⟧了。店铺名就不说了，懂的都懂。⟪hashtag|#奖杯刻字翻车⟫"""),

("shell_script", """#!/bin/bash
# 每日备份 ⟪script_version|v1.3⟫ —— 作者：⟦PERSON|曹磊⟧ (⟦EMAIL|caolei@xiansheng-violin.cn⟧)
MYSQL_PWD='⟦PASSWORD|Xs_violin#88⟧' mysqldump -h ⟦IP_ADDRESS|172.16.5.20⟧ -u backup --all-databases > ⟪file_path|/data/bak/⟫$(date +%F).sql
ossutil cp ⟪file_path|/data/bak/⟫ ⟪bucket_name|oss://xs-violin-backup/⟫ -r -i ⟦APIKEY|$ltai04⟧ -k ⟦SECRET|$alisec04⟧
curl -X POST "⟦SECRET|$dinghook02⟧" -H 'Content-Type: application/json' -d '{"msgtype":"text","text":{"content":"备份完成"}}'"""),

("wechat_group", """【⟪group_name|成人小提琴考级报名群⟫】
⟦PERSON|杨老师⟧：各位学员把身份证号和出生日期私发我就行，别发群里！⟪org_name|中国音乐学院⟫考级报名费⟪tariff|¥260/人⟫。
⟦PERSON|邬静⟧：⟦PERSON|杨老师⟧我直接发了哈，⟦PERSON|邬静⟧ ⟦IDCARD|$idc30⟧ ⟦DATE_OF_BIRTH|2000年5月5日⟧
⟦PERSON|杨老师⟧：@⟦PERSON|邬静⟧ 收到，以后别在群里发了哈～
⟦PERSON|龚晨阳⟧：我已经私发了。另外我⟦MEDICAL|手腕腱鞘炎⟧还没好，考试能推迟吗
⟦PERSON|杨老师⟧：@⟦PERSON|龚晨阳⟧ 可以延到下一期，费用不退不补。"""),

("repair_quote", """维修报价单 No. ⟪quote_id|BJ-20241105-12⟫
客户：⟦PERSON|单振华⟧  电话：⟦PHONE|010-6402 7719⟧  手机：⟦PHONE|13701152846⟧
表款：欧米茄星座 ⟪watch_reference|123.10.27.60.01.001⟫  机芯：⟪movement_calibre|8500⟫
检测结果：摆幅偏低（⟪measurement|220°⟫），日差⟪rate_measurement|+18秒/天⟫，表镜划伤
报价：全面保养 ⟪quote|¥2,800⟫；更换表镜 ⟪quote|¥650⟫；合计 ⟪quote|¥3,450⟫（报价有效期15天）
客户已付检测费 ⟦AMOUNT|¥200⟧。"""),

("wechat_chat", """徒弟⟦PERSON|小邓⟧：师父，这个月工资还没发呢
师父（⟦PERSON|老包⟧）：哦忘了，这个月⟦AMOUNT|3,200块⟧，加上你帮忙做的那批菜刀（批次 ⟪batch_no|CD-1108⟫）提成⟦AMOUNT|800块⟧，一共⟦AMOUNT|4,000块⟧，支付宝转你了，工资条编号 ⟪payslip_no|GZ-2410⟫
徒弟⟦PERSON|小邓⟧：收到了谢谢师父！支付宝是 ⟦EMAIL|deng.xiaolong@outlook.com⟧ 对吧
师父（⟦PERSON|老包⟧）：对。你手上的⟦MEDICAL|烫伤⟧好点没？别沾水
徒弟⟦PERSON|小邓⟧：好多了，涂了⟦MEDICAL|湿润烧伤膏⟧"""),
]
TEXTS += [
("csv_export", """# ⟪class_code|GB-C03⟫ 吹制玻璃培训班 学员名单  导出时间 ⟪export_time|2024-08-01 09:30⟫  数据来源：报名小程序 ⟪version|v2.1⟫
姓名,性别,出生日期,身份证号,手机,紧急联系人电话
⟦PERSON|范雨桐⟧,女,⟦DATE_OF_BIRTH|1996-12-01⟧,⟦IDCARD|$idc14⟧,⟦PHONE|13922461083⟧,⟦PHONE|020-8733 5561⟧
⟦PERSON|邱海峰⟧,男,⟦DATE_OF_BIRTH|1990-06-18⟧,⟦IDCARD|$idc12⟧,⟦PHONE|18723106657⟧,
⟦PERSON|许晴⟧,女,⟦DATE_OF_BIRTH|1994-04-06⟧,⟦IDCARD|$idc24⟧,⟦PHONE|13524468812⟧,
⟦PERSON|龙世杰⟧,男,⟦DATE_OF_BIRTH|1981-05-11⟧,⟦IDCARD|$idc18⟧,⟦PHONE|13856092271⟧,⟦PHONE|0551-6288 4410⟧"""),

("visa_checklist", """【⟪event_name|巴塞尔钟表展⟫ 签证材料清单 — 代办：⟪org_name|环球通签证⟫ ⟦PERSON|李顾问⟧】
申请人：⟦PERSON|卢振宇⟧  护照号码：⟦PASSPORT|$pp03⟧  出生日期：⟦DATE_OF_BIRTH|1972年10月30日⟧  身份证号：⟦IDCARD|$idc06⟧
银行流水：招商银行 近6个月余额约⟦AMOUNT|¥186,000⟧（需盖章）
在职证明：⟪org_name|南京卢氏钟表维修有限公司⟫ 总经理
申请人手机：⟦PHONE|139 1298 0563⟧  邮箱：⟦EMAIL|luzhenyu@lushi-watch.com⟧
签证费 ⟪tariff|€90⟫ + 服务费 ⟦AMOUNT|¥480⟧（已付）"""),

("payment_approval", """付款申请单（钉钉）审批编号 ⟪approval_id|202409101530000412⟫
申请人：⟦PERSON|俞晓峰⟧（采购部）
收款方：⟦PERSON|Giovanni Rota⟧（个人，意大利云杉木料供应商）
收款账户 IBAN：⟦IBAN|$iban23⟧   SWIFT：⟪swift_bic|BPMOIT22XXX⟫
付款金额：⟦AMOUNT|€3,150.00⟧（折合人民币约⟦AMOUNT|¥24,600⟧）
用途：面板料 ⟪grade|AAA级⟫ 20片
附件：⟪file_name|形式发票 PI-2024-088.pdf⟫"""),

("wechat_chat", """⟦PERSON|阿敏⟧：亲爱的，能不能先借我⟦AMOUNT|5000块⟧，下周发工资就还你😭 我妈住院了，⟦MEDICAL|胆囊炎⟧要做⟦MEDICAL|腹腔镜手术⟧
我：可以啊，卡号发我
⟦PERSON|阿敏⟧：⟦CARD|$card19⟧ 户名 ⟦PERSON|翁敏⟧，⟪org_name|建设银行⟫
我：转了⟦AMOUNT|5000块⟧，到账说一声（转账单号 ⟪transaction_id|1000050001202409186630⟫）
⟦PERSON|阿敏⟧：收到了！！爱你😘"""),

("sticky_note", """📌工作室须知（贴在冰箱上那张）
WiFi：⟪wifi_ssid|SenYu_Studio⟫  密码：⟦PASSWORD|lavender0520⟧
智能门锁临时密码：⟦PASSWORD|#729351#⟧（每周一换）
监控APP账号：⟪device_account|senyu_cam⟫ / 密码 ⟦PASSWORD|Cam@2024sy⟧
快递柜取件：菜鸟驿站 营业到⟪business_hours|21:00⟫
房东 ⟦PERSON|邢女士⟧ 电话 ⟦PHONE|135 8871 2206⟧（水电费⟪due_date|每月5号⟫交）"""),

("web_form", """在线定制表单
联系人：⟦PERSON|苗思雨⟧
手机：⟦PHONE|187 0193 4420⟧
邮箱：⟦EMAIL|miaosiyu@foxmail.com⟧
单位：⟪org_name|上海云杉科技有限公司⟫（开票抬头）
税号：⟪masked_reg_no|91310115MA1H8XXXXX⟫
奖杯数量：15   刻字：2024年度优秀员工 + 获奖人姓名（名单见附件）
预算：⟪budget|¥4,000左右⟫
收货地址：⟪org_address|上海市浦东新区张江路665号3楼 前台 200120⟫
提交IP：⟦IP_ADDRESS|58.247.12.166⟧"""),

("app_log", """[2024-12-20 21:04:55] login ok uid=⟪user_id|30317⟫ phone=⟪masked_phone|137****5526⟫ ip=⟦IP_ADDRESS|240e:3b7:3272:d8d0:61c1:4a2e:9f10:7d23⟧
[2024-12-20 21:05:12] order create uid=⟪user_id|30317⟫ amount=⟦AMOUNT|¥89.00⟧ coupon=⟪coupon_code|XMAS24⟫
[2024-12-20 21:05:40] pay callback ok transaction_id=⟪transaction_id|4200002311202412203319001188⟫
[2024-12-20 21:06:03] admin login user=⟦PERSON|dongkai⟧ ip=⟦IP_ADDRESS|10.24.6.8⟧ ua=⟪user_agent|Chrome/120⟫"""),

("wechat_chat", """我：亲，那块浪琴名匠帮我在香港专柜刷卡买吧，我信用卡信息给你
代购⟦PERSON|Amy⟧：好的亲，发我卡号有效期和背面三位码
我：⟦CARD|$card28⟧，有效期 ⟪card_expiry|09/29⟫，背面 ⟦CVV|447⟧，持卡人 ⟦PERSON|LIANG SHUYI⟧
代购⟦PERSON|Amy⟧：收到！专柜价 ⟪price|HKD 16,800⟫，汇率按⟪exchange_rate|0.92⟫算，代购费⟪tariff|¥350⟫
我：好，另外收货人写⟦PERSON|梁淑怡⟧，⟦ADDRESS|深圳市福田区福华三路88号时代财富大厦2901⟧，手机 ⟦PHONE|13802260417⟧"""),

("email", """主题：关于《宋刻本〈梦溪笔谈〉仿真复制》项目的报价确认

⟦PERSON|卞老师⟧您好，

附件是我们的正式报价单（编号 ⟪quote_id|ZH-Q-2024-036⟫），共计⟪quote|¥68,000⟫，含宣纸、仿古染色及手工线装。首付款⟪percentage|30%⟫请汇至我司对公账户。

另外，上次您提到的校对 ⟦PERSON|甘雨婷⟧ 老师的劳务费⟦AMOUNT|¥3,500⟧已经通过个人账户转给她了，请她查收。

此致
敬礼！
⟦PERSON|蒙晓东⟧
⟪org_name|古韵装帧工作室⟫ 项目经理
电话：⟦PHONE|025-8436 2270⟧ 手机：⟦PHONE|151 5183 0946⟧
邮箱：⟦EMAIL|mengxd@guyun-binding.cn⟧"""),

("forum_post", """【求助】我的皮具店网站（WordPress）被黑了，首页被挂了博彩链接
楼主：⟦PERSON|真皮匠人老韩⟧
发帖时间：⟪post_timestamp|2024-03-02 23:18⟫
服务器是阿里云ECS，公网IP ⟦IP_ADDRESS|47.96.183.52⟧，SSH 用 root + 密码 ⟦PASSWORD|Hanpi@1985⟧ 登录（我知道很弱…）。
插件都更新到最新了，WooCommerce ⟪version|8.6.1⟫。还有我之前把 GitHub token（⟪masked_key|ghp_xxx⟫）写在 ⟪file_name|wp-config.php⟫ 里了，会不会是这个泄露的？token 是 ⟦APIKEY|$ghp02⟧
回复 #1 ⟦PERSON|运维老司机⟧：赶紧改密码、换token、关掉密码登录改用密钥！"""),

("health_check_report", """职业健康检查结果告知书   报告编号 ⟪report_no|ZJ-2024-11-3307⟫
受检人：⟦PERSON|石宏伟⟧  性别：男  出生日期：⟦DATE_OF_BIRTH|1975年10月8日⟧  身份证：⟦IDCARD|$idc19⟧
工种：锻造（接触噪声、高温、粉尘）
检查结论：1. ⟦MEDICAL|双耳高频听力下降⟧（⟦MEDICAL|疑似职业性噪声聋⟧，建议复查）；2. ⟦MEDICAL|血压 152/96 mmHg⟧，⟦MEDICAL|高血压1级⟧；3. ⟦MEDICAL|胸片未见异常⟧。
体检机构：⟪org_name|石家庄市职业病防治院⟫"""),

("wechat_chat", """清关代理⟦PERSON|小莫⟧：姐，德国寄来的那把琴要按个人物品清关，麻烦提供收件人身份证号，还有海关要的申报价值。
客户 ⟦PERSON|谭雅⟧：身份证号 ⟦IDCARD|$idc15⟧，⟦PERSON|谭雅⟧。发票上写的 ⟦AMOUNT|€4,200⟧，实际我付了⟦AMOUNT|€4,200⟧加运费 ⟦AMOUNT|€180⟧。
清关代理⟦PERSON|小莫⟧：好的，税费预估⟪quote|¥4,860⟫，清关后从您预付的⟦AMOUNT|¥5,000⟧里扣。报关单号 ⟪customs_declaration_no|220120241008334512⟫
客户 ⟦PERSON|谭雅⟧：行，地址 ⟦ADDRESS|辽宁省沈阳市和平区三好街96号 110004⟧，电话 ⟦PHONE|186 0240 7789⟧"""),

("meeting_minutes", """【会议纪要】与荷兰经销商 ⟦PERSON|Daan Visser⟧ 视频会议 ⟪meeting_date|2024-10-22⟫
1. 对方确认追加订购 4/4 小提琴 30 把，单价 ⟪price|€380⟫，⟪incoterm|FOB 上海⟫。
2. 对方汇款账户变更为 ⟦IBAN|$iban03⟧（⟦PERSON|Daan⟧ 个人账户，公司账户冻结中）——财务⟦PERSON|欧阳慧⟧请核实是否存在诈骗风险！
3. ⟦PERSON|Daan⟧ 电话 ⟦PHONE|+31 6 4127 8830⟧，邮箱 ⟦EMAIL|daan.visser@strijkwerk.nl⟧
4. 上批货款 ⟪org_payment|€9,870⟫ 对方称已付，但我方未收到。
记录人：⟦PERSON|韦思成⟧"""),

("product_review", """买家评价 ★★★★★
用户 ⟪masked_username|s***9⟫（匿名）：马鞍做工真的好，牛皮很厚实，我家“⟪horse_name|小白⟫”（一匹12岁的阿拉伯马）⟪animal_condition|背上有旧伤⟫，鞍垫特意加厚了，骑了一周没有磨伤。老板⟦PERSON|何师傅⟧还送了清洁油！
追评：老板人好，我之前多付了⟦AMOUNT|¥120⟧运费，他主动退回了。
商家回复：感谢您的支持～ 售后电话 ⟦PHONE|0471-6920 5518⟧"""),

("payment_callback_json", """{
  "appid": "⟪app_id|$wxappid03⟫",
  "mch_id": "⟪merchant_id|1611298840⟫",
  "out_trade_no": "⟪order_id|SY20241111000871⟫",
  "transaction_id": "⟪transaction_id|4200002455202411110012873391⟫",
  "total_fee": 15800,
  "fee_display": "⟦AMOUNT|¥158.00⟧",
  "payer": {"openid": "⟪openid|oUpF8uMuAJO_M2pxb1Q9zNjWeS6o⟫", "name": "⟦PERSON|岑雨萱⟧", "phone": "⟦PHONE|15957162290⟧"},
  "attach": "地址:⟦ADDRESS|浙江省宁波市海曙区中山西路138号 315010⟧",
  "sign": "⟪md5_signature|C380BEC2BFD727A4B6845133519F3AD6⟫"
}"""),

("resume", """个人简历
姓名：⟦PERSON|庞立新⟧   性别：男   出生年月：⟦DATE_OF_BIRTH|1989年9月10日⟧
籍贯：⟪place_name|广西南宁⟫   身份证：⟦IDCARD|$idc25⟧
手机：⟦PHONE|177 7713 5508⟧   邮箱：⟦EMAIL|panglixin_watch@126.com⟧
现住址：⟦ADDRESS|广东省广州市天河区天河北路233号中信广场公寓1708 510610⟧
求职意向：高级钟表维修师   期望薪资：税前 ⟦AMOUNT|¥15,000⟧/月
工作经历：⟪year_range|2014-2024⟫ 广州某表行维修部，擅长陀飞轮、三问报时维修。
证书：瑞士WOSTEP认证（证书号 ⟪certificate_no|WS-2016-4471⟫）"""),

("bank_sms", """【⟪org_name|中国工商银行⟫】您⟪masked_account|尾号8813⟫的账户于⟪transaction_time|11月21日15:32⟫向⟦PERSON|于海洋⟧（⟦CARD|$card24⟧）转账⟦AMOUNT|¥2,350.00⟧失败，原因：收款账户户名不符。如有疑问请致电⟦PHONE|95588⟧。"""),

("git_commit", """commit ⟪commit_sha|$commit03⟫
Author: ⟦PERSON|景浩⟧ <⟦EMAIL|jinghao@laserkezi.com⟧>
Date:   ⟪commit_date|Thu Aug 29 11:02:47 2024 +0800⟫

    fix: 飞书通知 + 临时关闭签名校验（记得改回来）

--- a/⟪file_name|laser_notify.py⟫
-FEISHU_WEBHOOK = os.getenv("FEISHU_WEBHOOK")
+FEISHU_WEBHOOK = "⟦SECRET|$feishu02⟧"
+ANTHROPIC_API_KEY = "⟦APIKEY|$ant01⟧"
+LASER_HOST = "⟦IP_ADDRESS|192.168.31.77⟧\""""),

("crowdfunding_list", """《手作之书》众筹支持者（部分）
1. ⟦PERSON|柏小满⟧  ⟦AMOUNT|¥199⟧  赠品：⟪product_name|牛皮笔记本⟫（寄：⟦ADDRESS|成都市武侯区玉林北路2号 610041⟧）
2. 匿名用户  ⟦AMOUNT|¥99⟧
3. ⟦PERSON|阮清秋⟧  ⟦AMOUNT|¥599⟧  赠品：⟪product_name|定制烫金书⟫  电话 ⟦PHONE|199 8022 6110⟧
众筹目标 ⟪org_total|¥50,000⟫，当前已筹 ⟪org_total|¥36,480⟫"""),

("call_transcript", """【录音转写｜⟪org_name|百年钟表⟫ 分期专线】
客服：您好，这里是⟪org_name|百年钟表⟫分期专线，工号 ⟪employee_no|2219⟫。请问您是⟦PERSON|柯建国⟧先生吗？
客户：对。
客服：为核实身份，请报一下身份证后六位。
客户：⟪partial_id|085755⟫。
客服：好的。本次分期购买的浪琴康卡斯，总价 ⟪price|¥13,800⟫，分12期，每期 ⟦AMOUNT|¥1,150⟧。请报一下信用卡卡号。
客户：⟦CARD|$card18⟧，有效期 ⟪card_expiry|06/27⟫，背面 ⟦CVV|382⟧。"""),

("payslip", """【工资条】⟪pay_period|2024年10月⟫
姓名：⟦PERSON|覃丽华⟧  工号：⟪employee_no|SJ-207⟫
基本工资 ⟦AMOUNT|¥6,500⟧  绩效 ⟦AMOUNT|¥1,200⟧  加班费 ⟦AMOUNT|¥640⟧
扣：社保 ⟦AMOUNT|¥812.40⟧  公积金 ⟦AMOUNT|¥780⟧  个税 ⟦AMOUNT|¥96.23⟧
实发：⟦AMOUNT|¥6,651.37⟧
开户行：⟪org_name|农业银行⟫  卡号：⟦CARD|$card32⟧
如有疑问请联系人事 ⟦PERSON|小甘⟧ 分机 ⟪phone_extension|8021⟫"""),

("complaint", """【投诉】顺丰单号 ⟪tracking_number|SF1600187733091⟫ 运输途中玻璃烛台全碎，货值⟦AMOUNT|¥860⟧。收件人 ⟦PERSON|闵佳琪⟧，电话 ⟦PHONE|138 1656 2970⟧，地址 ⟦ADDRESS|北京市朝阳区望京西路48号金隅国际C座1606⟧。要求全额理赔，我的支付宝 ⟦PHONE|13816562970⟧。——⟦PERSON|闵佳琪⟧ ⟪complaint_date|2024-12-24⟫"""),
]
