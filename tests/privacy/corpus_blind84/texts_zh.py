# -*- coding: utf-8 -*-
"""Hand-written zh texts for blind84. Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name from values.VALUES."""

TEXTS = []

# ---------------------------------------------------------------- zh, part 1
TEXTS += [
("wechat_carwash_membership", r"""【微信聊天】车之美汽车美容（望京店）
⟦PERSON|许小姐⟧：你好，我想办个洗车卡，你们现在什么活动？
车之美-⟦PERSON|小赵⟧：您好⟦PERSON|许小姐⟧～现在是⟪promo_terms|充1000送200⟫，普洗⟪price|35元/次⟫，精洗⟪price|88元/次⟫
⟦PERSON|许小姐⟧：行，那我充一个。车牌⟪vehicle_reg|京N·7D2K1⟫
车之美-⟦PERSON|小赵⟧：好的，您已充值⟦AMOUNT|1000元⟧，卡内余额⟦AMOUNT|1200元⟧，会员号⟪member_id|VIP20240611037⟫
⟦PERSON|许小姐⟧：我手机号⟦PHONE|139 1172 0458⟧，有活动发我就行
⟦PERSON|许小姐⟧：对了我对那种香味很重的香薰过敏，⟦MEDICAL|过敏性鼻炎⟧，车里别放香片哈
车之美-⟦PERSON|小赵⟧：收到👌已备注"""),

("dingtalk_laundry_ops", r"""【钉钉群：洁衣坊取送运营】
⟦PERSON|周丽娟⟧（店长）：@全体 今天朝阳片区单量大，⟦PERSON|阿强⟧和⟦PERSON|小林⟧优先跑⟪place_name|三里屯⟫那边
⟦PERSON|阿强⟧：收到。有个客户⟦PERSON|孙先生⟧说他的羊绒大衣送回来缩水了，订单⟪order_id|JY240610-0387⟫
⟦PERSON|周丽娟⟧（店长）：我看下，他当时付了⟦AMOUNT|¥168⟧，先按规定赔三倍洗衣费，也就是⟦AMOUNT|¥504⟧，让财务打给他
⟦PERSON|小林⟧：⟦PERSON|孙先生⟧电话⟦PHONE|186 0105 3372⟧，他说下午在家
系统消息：机器人"取送提醒"已添加，webhook：⟦SECRET|$hook_ding1⟧
⟦PERSON|周丽娟⟧（店长）：这个链接别外传啊，谁发出去谁负责😂"""),

("locksmith_registration_form", r"""开锁服务登记表（公安备案，编号⟪registration_no|KS-朝阳-2024-06118⟫）
服务单位：⟪org_name|金钥匙修鞋配钥匙店⟫
委托人姓名：⟦PERSON|刘建国⟧
身份证号：⟦IDCARD|$idc01⟧
出生日期：⟦DATE_OF_BIRTH|1986年4月22日⟧
联系电话：⟦PHONE|13520887146⟧
开锁地址：⟦ADDRESS|北京市朝阳区望京西园三区312号楼2单元601⟧
开锁类型：防盗门（⟪lock_model|C级锁芯⟫）
产权证明：物业⟦PERSON|王经理⟧现场确认
收费：⟦AMOUNT|150元⟧（已微信支付）
开锁师傅：⟦PERSON|老周⟧　　时间：⟪service_time|2024-06-11 22:40⟫"""),

("courier_dispatch_log_zh", r"""[⟪timestamp|2024-06-12 08:01:22⟫] INFO  调度服务 ⟪version|v2.6.3⟫ 启动 listen=:⟪port|9090⟫
[2024-06-12 08:01:40] INFO  骑手上线 rider=⟦PERSON|wanghaoran⟧ ip=⟦IP_ADDRESS|117.136.12.88⟧ 设备=HUAWEI
[2024-06-12 08:02:05] INFO  派单 ⟪order_id|SD20240612000471⟫ → rider=⟦PERSON|wanghaoran⟧ 寄件人电话=⟪masked_phone|138****2291⟫
[2024-06-12 08:02:06] DEBUG 调用地图接口 key=⟦APIKEY|$ak_tencent1⟧
[2024-06-12 08:05:31] WARN  骑手⟦PERSON|lizhiqiang⟧ 定位漂移 ip=⟦IP_ADDRESS|10.8.3.21⟧ 内网回源
[2024-06-12 08:06:02] ERROR 回调失败 url=http://⟪doc_ip|192.0.2.77⟫/notify trace=⟪trace_id|8a7f3e2c91b04d55⟫
[2024-06-12 08:09:44] INFO  签收 ⟪order_id|SD20240612000471⟫ 收件人=⟦PERSON|陈女士⟧ 签名照已上传"""),

("tool_rental_contract_zh", r"""工具租赁合同（编号：⟪contract_no|ZL-2024-0613-02⟫）
出租方：⟪org_name|顺达工具租赁（杭州）有限公司⟫
承租方：⟦PERSON|方志远⟧
身份证号码：⟦IDCARD|$idc05⟧
联系电话：⟦PHONE|158 6721 0934⟧
常住地址：⟦ADDRESS|浙江省杭州市西湖区文三路259号2幢1104室⟧
租赁设备：电锤（型号⟪product_code|GBH 2-28⟫，设备编号⟪asset_tag|SD-DC-0447⟫）一台、切割机一台
租期：3天，租金⟦AMOUNT|¥240⟧，押金⟦AMOUNT|¥1500⟧（现金）
归还时如有损坏，按⟪price_list|《设备损坏赔偿价目表》⟫扣除。
承租方签字：⟦PERSON|方志远⟧　　经办人：⟦PERSON|小潘⟧"""),

("call_transcript_sign_language_zh", r"""【通话录音转写｜⟪org_name|心声手语翻译服务中心⟫｜⟪call_time|10:07⟫】
客服：您好，心声手语，请问需要什么服务？
来电人：你好，我想约一个手语翻译，陪我爸去医院。我叫⟦PERSON|郑晓雯⟧。
客服：好的⟦PERSON|郑女士⟧，患者怎么称呼？
来电人：⟦PERSON|郑国华⟧，聋人，七十二岁了。
客服：看什么科呢？方便说一下吗，我们好安排懂医学词汇的老师。
来电人：⟦MEDICAL|前列腺增生⟧，医生说可能要⟦MEDICAL|做微创手术⟧，要签知情同意书。
客服：明白。您电话是？
来电人：⟦PHONE|幺三九，零一二八，七七四六⟧。
客服：⟦PHONE|139 0128 7746⟧，对吧？
来电人：对。
客服：好的，给您安排⟦PERSON|何老师⟧，周四上午九点，费用⟪tariff|300元/半天⟫，残联有补贴。"""),

("dianping_review_knife", r"""【大众点评】⟪org_name|老周磨刀铺⟫ ★★★★★
用户：⟦PERSON|吃货阿May⟧　⟪review_time|2024-06-08⟫

家里那把用了十年的十八子菜刀钝得切番茄都打滑，拿过来请⟦PERSON|周师傅⟧磨了一下，当场磨好还帮我开了刃，才收了⟦AMOUNT|15块⟧！还顺手把我妈的剪刀也磨了，没要钱。师傅说不锈钢刀⟪price|10元⟫、碳钢刀⟪price|15元⟫、剪刀⟪price|8元⟫。
地址在⟪place_name|胜利街菜市场⟫东门口，周一休息。"""),
]

# ---------------------------------------------------------------- zh, part 2
TEXTS += [
("xiaohongshu_post_bag_repair", r"""【小红书】修包踩雷 vs 良心店，姐妹们看这篇就够了‼️
作者：⟦PERSON|Coco在成都⟧　IP属地：⟪ip_location|四川⟫

我那只⟪brand_model|LV Neverfull MM⟫的手柄氧化开裂，先去了某商场里的店，张口就要⟪quote_price|1280⟫，还说要寄回厂。后来朋友推荐了⟪place_name|玉林路⟫一家小店，老板⟦PERSON|阿杰⟧手艺真的好，换了进口植鞣皮手柄+封边，一共花了⟦AMOUNT|460元⟧，五天就取了！
老板微信我就不放了（怕被说广告），店名搜"⟪org_name|匠心皮具护理⟫"就有。
#修包 #奢侈品护理 #成都探店"""),

("employee_registration_laundry", r"""洁衣坊员工入职登记表
姓名：⟦PERSON|黄秀英⟧　　性别：女　　民族：汉
身份证号：⟦IDCARD|$idc06⟧
出生日期：⟦DATE_OF_BIRTH|1972-12-30⟧
户籍地址：⟦ADDRESS|湖北省武汉市武昌区中南路14号3栋502⟧
现住址：⟦ADDRESS|北京市朝阳区双井街道广和里2号楼1门302⟧
手机：⟦PHONE|18810263357⟧
工资卡（建行）：⟦CARD|$card_up2⟧
紧急联系人：儿子 ⟦PERSON|黄磊⟧ ⟦PHONE|15901178842⟧
健康情况：⟦MEDICAL|高血压，长期服用氨氯地平⟧
岗位：熨烫工　　入职日期：⟪start_date|2024年6月3日⟫　　工号：⟪employee_id|JYF-0219⟫"""),

("aliyun_config_yaml", r"""# 磨刀到家小程序 后端配置 prod.yaml （负责人：⟦PERSON|chenyu⟧）
server:
  port: ⟪port|7001⟫
  version: ⟪version|1.4.9⟫
datasource:
  url: jdbc:mysql://⟦IP_ADDRESS|172.16.40.12⟧:3306/modao?useSSL=false
  username: modao_rw
  password: ⟦SECRET|Md2024!qaz⟧
aliyun:
  oss:
    endpoint: ⟪endpoint|oss-cn-hangzhou.aliyuncs.com⟫
    bucket: ⟪bucket_name|modao-orders⟫
    access-key-id: ⟦APIKEY|$ak_aliyun1⟧
    access-key-secret: ⟦SECRET|$sk_aliyun1⟧
  sms:
    sign-name: ⟪sms_signature|磨刀到家⟫
    template-code: ⟪template_code|SMS_468120557⟫
notify:
  dingtalk: ⟦SECRET|$hook_ding2⟧"""),

("refund_request_tool_deposit", r"""押金退还申请单　　单号：⟪refund_no|TK-20240609-011⟫
申请人：⟦PERSON|罗海涛⟧
联系电话：⟦PHONE|136-3125-0872⟧
原租赁单号：⟪order_id|ZL-2024-0601-07⟫（冲击钻+梯子）
押金金额：⟦AMOUNT|¥800.00⟧
扣除：梯子防滑垫丢失 ⟦AMOUNT|¥35.00⟧
应退金额：⟦AMOUNT|¥765.00⟧
退款账户：⟦CARD|$card_up7⟧（招商银行，户名⟦PERSON|罗海涛⟧）
审核：⟦PERSON|潘店长⟧　　财务：⟦PERSON|吴敏⟧
备注：客户原卡⟪masked_card|6226 **** **** 1327⟫已注销，改退新卡"""),

("meeting_minutes_sign_language_zh", r"""心声手语翻译服务中心　六月例会纪要
时间：⟪meeting_date|2024年6月5日⟫ 14:00　地点：⟪room_name|二楼会议室⟫
参会：⟦PERSON|林主任⟧、⟦PERSON|何静⟧、⟦PERSON|马骁⟧、⟦PERSON|唐婉⟧、实习生⟦PERSON|小俞⟧

一、上月服务情况：共完成⟪org_total|86场⟫，其中医疗陪同31场。
二、个案讨论：聋人⟦PERSON|郑国华⟧老人下周手术，⟦PERSON|何静⟧全程陪同；⟦PERSON|唐婉⟧反映另一位服务对象⟦PERSON|钱桂芬⟧阿姨有⟦MEDICAL|抑郁症⟧，沟通时注意情绪。
三、费用：⟦PERSON|马骁⟧五月交通补贴⟦AMOUNT|¥420⟧尚未报销，⟦PERSON|林主任⟧签字后交财务。
四、下次例会：⟪meeting_date|7月3日⟫。
记录人：⟦PERSON|小俞⟧"""),

("price_list_laundry_zh", r"""⟪org_name|洁衣坊⟫ 2024夏季价目表（⟪effective_date|6月1日起执行⟫）

衬衫（水洗熨烫）　⟪price|¥15⟫
西装两件套（干洗）　⟪price|¥45⟫
羽绒服（短款／长款）　⟪price|¥58 / ¥78⟫
窗帘（每平米）　⟪price|¥12⟫
运动鞋清洗　⟪price|¥25⟫
上门取送：满⟪free_shipping_threshold|99元⟫免费，不满收⟪delivery_fee|10元⟫

营业时间 8:00-21:00　门店编号⟪store_id|BJ-CY-012⟫
以上价格不含特殊污渍处理，奢侈品另议。"""),

("waybill_ocr_courier", r"""[面单识别结果]
运单号：⟪tracking_no|SF1407 2289 3351⟫
寄件人：⟦PERSON|唐晓峰⟧　⟦PHONE|177 2196 4403⟧
寄件地址：⟦ADDRESS|上海市徐汇区漕溪北路88号圣爱大厦1205室⟧
收件人：⟦PERSON|吴佳怡⟧　⟦PHONE|021-6438 2271⟧
收件地址：⟦ADDRESS|上海市静安区南京西路1266号恒隆广场2座3301室 200040⟧
物品：文件　　重量：⟪weight|0.3kg⟫　　保价：无
付款方式：寄付　⟪waybill_fee|运费 ¥18⟫
识别置信度：⟪ocr_confidence|0.87⟫"""),

("sms_laundry_pickup_zh", r"""【洁衣坊】尊敬的⟦PERSON|孙先生⟧，您预约的上门取衣已安排，取件员⟦PERSON|阿强⟧（⟦PHONE|13691025574⟧）将于今天14:00-16:00到达⟦ADDRESS|朝阳区工体北路8号院5号楼1803⟧。订单号⟪order_id|JY240612-0114⟫。如需改约请回复1，退订回T"""),

("xianyu_chat_umbrella", r"""【闲鱼】关于宝贝「⟪listing_title|手工修伞 换伞骨 换伞布⟫」
买家 ⟦PERSON|ljy_1993⟧：老板，长柄伞伞骨断了两根能修吗？是我外婆留下来的油纸伞
卖家 ⟦PERSON|修伞老葛⟧：油纸伞可以，竹骨的要另配，大概⟪quote_price|60-80⟫，你寄过来我看看
买家 ⟦PERSON|ljy_1993⟧：好，我寄顺丰，单号⟪tracking_no|SF1122 0491 8836⟫
卖家 ⟦PERSON|修伞老葛⟧：收件地址：⟪org_address|杭州市上城区河坊街附近修伞铺（拍下后发详细地址）⟫
买家 ⟦PERSON|ljy_1993⟧：已拍下付款⟦AMOUNT|70元⟧，麻烦了🙏"""),

("shell_history_zh", r"""  211  ssh root@⟦IP_ADDRESS|47.98.213.66⟧        # 杭州生产机
  212  cd /home/⟦PERSON|zhangjunhao⟧/carwash-api
  213  vim .env
  214  export ALIYUN_AK=⟦APIKEY|$ak_aliyun2⟧
  215  export ALIYUN_SK=⟦SECRET|$sk_aliyun2⟧
  216  mysql -h ⟦IP_ADDRESS|192.168.10.31⟧ -uroot -p'⟦PASSWORD|Xiche@8899⟧' carwash
  217  pm2 restart api --update-env   # ⟪process_manager_id|id 0⟫
  218  curl http://⟪loopback_lookalike|127.0.0.1⟫:⟪port|3000⟫/ping
  219  git pull origin ⟪git_branch|feature/会员充值⟫"""),

("insurance_claim_courier_zh", r"""骑手意外险理赔申请书（保单号：⟪policy_no|PICC-TC-2024-00831277⟫）
被保险人：⟦PERSON|王浩然⟧
身份证号：⟦IDCARD|$idc07⟧　　出生日期：⟦DATE_OF_BIRTH|1999年6月5日⟧
联系电话：⟦PHONE|15201497726⟧
出险时间：⟪incident_time|2024年5月28日 19:20⟫　地点：⟪place_name|朝阳区望京街与阜通东大街路口⟫
出险经过：送件途中被电动车剐蹭摔倒。
诊断：⟦MEDICAL|右桡骨远端骨折⟧，⟦MEDICAL|行切开复位内固定术⟧
医疗费用：⟦AMOUNT|¥18,640.50⟧　申请赔付：⟦AMOUNT|¥16,000⟧
收款账户：⟦CARD|$card_up3⟧（户名⟦PERSON|王浩然⟧）"""),

("sql_carwash_members", r"""-- 会员表迁移 ⟪migration_id|V20240610_03⟫
INSERT INTO member (id, name, mobile, plate, balance_display, remark) VALUES
(⟪row_id|10021⟫, '⟦PERSON|赵雪梅⟧', '⟦PHONE|13911023348⟧', '⟪vehicle_reg|京A·3F8K2⟫', '⟦AMOUNT|¥860.00⟧', '只做手工洗'),
(⟪row_id|10022⟫, '⟦PERSON|钱多多⟧', '⟦PHONE|18600917735⟧', '⟪vehicle_reg|京Q·L6M09⟫', '⟦AMOUNT|¥45.00⟧', '⟦MEDICAL|孕期⟧，不要用刺激性清洁剂'),
(⟪row_id|10023⟫, '⟦PERSON|冯志刚⟧', '⟦PHONE|13301228061⟧', '⟪vehicle_reg|冀R·8899A⟫', '⟦AMOUNT|¥0.00⟧', '挂账客户');"""),
]

# ---------------------------------------------------------------- zh, part 3
TEXTS += [
("env_wechat_miniprogram_laundry", r"""# 洁衣坊小程序 .env.production
WX_APPID=⟪app_id|wx7c1e9a04b2d35f86⟫
WX_APPSECRET=⟦SECRET|3f9a1c7e5b2d40886e1f7a9c3b5d2e04⟧
WX_MCHID=⟪merchant_id|1650012873⟫
WX_PAY_APIV3_KEY=⟦SECRET|Jyf2024ApiV3KeyQ7wE9rT1yU3iO5pA8s⟧
WX_PAY_SERIAL_NO=⟪cert_serial|4B3A2C1D0E9F8A7B6C5D4E3F2A1B0C9D8E7F6A5B⟫
WECOM_WEBHOOK=⟦SECRET|$hook_wecom1⟧
ADMIN_PHONE=⟦PHONE|13810562290⟧
# 测试商户号勿用于生产：⟪example_merchant_id|1900000109⟫"""),

("voice_to_text_knife_home_service", r"""【语音转文字】
喂，是磨刀到家吗，我想约个上门磨刀，家里有六把菜刀两把剪刀。我姓⟦PERSON|单⟧，单田芳的单。地址是⟦ADDRESS|南京市玄武区珠江路688号3栋1单元402⟧，你们师傅来之前打我电话，⟦PHONE|幺八六，五一零二，三三七九⟧，就是⟦PHONE|186 5102 3379⟧。周六上午都在家。哦对了，我老公对金属粉尘过敏，⟦MEDICAL|哮喘⟧，师傅能不能在楼道里磨啊，谢谢。"""),

("complaint_letter_cobbler_zh", r"""投诉信

致⟪org_name|金钥匙修鞋配钥匙店⟫负责人：

本人⟦PERSON|蒋文静⟧，于5月30日在贵店更换一双⟪brand_model|Ferragamo⟫女鞋的鞋跟和前掌，支付⟦AMOUNT|¥260⟧（收据号⟪receipt_no|No.0038812⟫）。取鞋时发现鞋面有明显划痕，店员⟦PERSON|小吕⟧称"本来就有"，态度恶劣。
我要求赔偿鞋面修复费用⟦AMOUNT|¥380⟧，或退还修鞋费用。请于一周内答复。
联系方式：⟦PHONE|139-1044-7281⟧，邮箱⟦EMAIL|jiangwj_0826@163.com⟧。

⟦PERSON|蒋文静⟧
⟪letter_date|2024年6月6日⟫"""),

("support_ticket_tool_app_zh", r"""工单 ⟪ticket_id|#GD-20240611-0093⟫　状态：处理中　渠道：App内反馈
用户：⟦PERSON|xuyifan_hz⟧（手机⟦PHONE|15658021194⟧）
问题描述：登录不了，一直提示密码错误，我密码就是⟦PASSWORD|xyf19930615⟧啊，是不是被盗了？昨天晚上收到一条异地登录提醒，IP是⟦IP_ADDRESS|223.104.20.176⟧，我人在杭州从来没去过那边。
附件：⟪file_name|Screenshot_20240611_2231.jpg⟫
处理记录：
- 客服⟦PERSON|小桃⟧：已强制下线全部设备，引导用户重置密码，并提醒不要在工单里发密码。
- 安全组：该IP为移动基站出口，风控规则⟪rule_id|RULE-ATO-07⟫已命中。"""),

("csv_sign_language_interpreters", r"""姓名,手机,证书编号,身份证号,开户行,银行卡号,擅长领域
⟦PERSON|何静⟧,⟦PHONE|13701198264⟧,⟪certificate_no|SYFY-2019-0471⟫,⟦IDCARD|$idc08⟧,工商银行,⟦CARD|$card_up1⟧,医疗
⟦PERSON|马骁⟧,⟦PHONE|18510337705⟧,⟪certificate_no|SYFY-2021-1138⟫,⟦IDCARD|$idc09⟧,农业银行,⟦CARD|$card_up4⟧,法律/公安
⟦PERSON|唐婉⟧,⟦PHONE|13488920157⟧,⟪certificate_no|SYFY-2022-0052⟫,⟦IDCARD|$idc10⟧,建设银行,⟦CARD|$card_up5⟧,教育"""),

("moments_post_carwash_owner", r"""【朋友圈】车之美汽车美容-老板⟦PERSON|大刘⟧
今天店里来了位特别的客人🙏 ⟦PERSON|周社长⟧把他们商会十二台车都交给我们做了镀晶，感谢信任！顺便打个广告：⟪promo_terms|6月镀晶套餐立减300⟫，新店地址⟪org_address|望京SOHO T3 B2停车场⟫，预约电话⟦PHONE|010-6473 2281⟧
📷×9"""),

("hk_bag_repair_receipt_zh_hant", r"""⟪org_name|皮匠坊手袋維修⟫　收件單　⟪receipt_no|No. 24-0612-05⟫
客戶姓名：⟦PERSON|陳嘉欣⟧
香港身份證：⟦NATIONAL_ID|$hkid1⟧（只作登記，取件時核對）
電話：⟦PHONE|+852 9187 3324⟧
地址：⟦ADDRESS|香港九龍旺角彌敦道688號旺角中心1期18樓B室⟧
維修項目：⟪brand_model|Chanel Classic Flap⟫ 翻新邊油、更換鏈條皮
訂金：⟦AMOUNT|HK$800⟧　尚欠：⟦AMOUNT|HK$1,200⟧
預計取件：⟪pickup_date|6月26日⟫　師傅：⟦PERSON|強哥⟧"""),

("taiwan_courier_registration_zh_hant", r"""⟪org_name|飛輪同城快遞⟫ 外送夥伴註冊資料
姓名：⟦PERSON|林佳蓉⟧
身分證字號：⟦NATIONAL_ID|$twid2⟧
手機：⟦PHONE|0912-348-756⟧
通訊地址：⟦ADDRESS|臺北市大安區復興南路一段390號5樓⟧
緊急聯絡人：⟦PERSON|林志明⟧（父）⟦PHONE|02-2708-1163⟧
機車車牌：⟪vehicle_reg|MKR-5273⟫
保證金：⟦AMOUNT|NT$3,000⟧（首月薪資扣除）
審核人員：⟦PERSON|阿哲⟧"""),

("payslip_us_chinese_laundromat_zh", r"""⟪org_name|金门洗衣房 Golden Gate Laundromat⟫　工资单　⟪pay_period|2024/05/16–05/31⟫
员工：⟦PERSON|梁秀珍⟧（⟦PERSON|Sau Chun Leung⟧）
社安号：⟦SSN|$ssn9⟧
地址：⟦ADDRESS|1438 Stockton St, Apt 5, San Francisco, CA 94133⟧
工时：76.5　时薪：⟪pay_rate|$18.07⟫
应发：⟦AMOUNT|$1,382.36⟧　联邦税：⟦AMOUNT|$96.40⟧　实发：⟦AMOUNT|$1,171.82⟧
支票号：⟪check_no|#004417⟫"""),

("passport_visa_list_sign_language_trip", r"""出访人员名单（⟪event_name|中日手语交流活动⟫，东京，7月）
1. ⟦PERSON|林主任⟧　姓名：⟦PERSON|林淑华⟧　护照号：⟦PASSPORT|$pp_cn1⟧　身份证：⟦IDCARD|$idc18⟧　出生：⟦DATE_OF_BIRTH|1970.06.14⟧
2. 姓名：⟦PERSON|何静⟧　护照号：⟦PASSPORT|$pp_cn2⟧　身份证：⟦IDCARD|$idc08⟧　出生：⟦DATE_OF_BIRTH|1983.03.18⟧
3. 姓名：⟦PERSON|邓子健⟧（聋人代表）　护照号：⟦PASSPORT|$pp_cn3⟧　身份证：⟦IDCARD|$idc23⟧　出生：⟦DATE_OF_BIRTH|1978.08.03⟧
签证类型：短期商务　团号：⟪group_no|SY-JP-2407⟫　费用预算：⟪org_budget|¥48,000（中心经费）⟫"""),

("java_stack_trace_zh", r"""2024-06-12 21:17:45.331 ERROR [http-nio-8080-exec-7] ⟪logger_name|c.x.carwash.member.MemberService⟫ - 会员实名认证失败
⟪exception_class|com.xiche.common.BizException⟫: 身份证校验不通过: name=⟦PERSON|冯志刚⟧, idNo=⟦IDCARD|$idc13⟧, mobile=⟦PHONE|13301228061⟧
	at com.xiche.member.service.MemberService.verify(MemberService.java:⟪line_number|188⟫)
	at com.xiche.member.controller.MemberController.realName(MemberController.java:62)
	at sun.reflect.GeneratedMethodAccessor211.invoke(Unknown Source)
Caused by: java.net.SocketTimeoutException: connect timed out (host=⟦IP_ADDRESS|10.0.5.17⟧, port=⟪port|8443⟫)
traceId=⟪trace_id|c9e1b07a44f2d3e8⟫"""),

("markdown_carwash_roster_zh", r"""## 车之美 6月第3周排班

| 日期 | 早班 | 晚班 | 备注 |
|---|---|---|---|
| 周一 | ⟦PERSON|小赵⟧、⟦PERSON|阿福⟧ | ⟦PERSON|大刘⟧ | 镀晶车×3 |
| 周二 | ⟦PERSON|阿福⟧ | ⟦PERSON|小赵⟧、⟦PERSON|韩冬⟧ | ⟪equipment_id|3号工位⟫检修 |
| 周三 | ⟦PERSON|韩冬⟧ | ⟦PERSON|大刘⟧ | ⟦PERSON|韩冬⟧⟦MEDICAL|腰椎间盘突出⟧复查，下午请假 |

有事找⟦PERSON|大刘⟧：⟦PHONE|138 1103 6620⟧　　更新时间 ⟪timestamp|6/14 09:20⟫"""),

("postal_repair_agreement_bag", r"""寄修服务协议（单号 ⟪order_id|JX-BAG-240607-21⟫）
甲方（服务方）：⟪org_name|匠心皮具护理工作室⟫
乙方（客户）：⟦PERSON|宋雨桐⟧　　手机：⟦PHONE|18980062714⟧
回寄地址：⟦ADDRESS|四川省成都市武侯区人民南路四段27号商鼎国际2栋1单元1908 610041⟧
寄修物品：⟪brand_model|Gucci Marmont⟫ 链条包一只，包身压痕、五金掉色。
报价：五金电镀+整形 ⟪quote_price|¥680⟫，乙方已支付定金⟦AMOUNT|¥200⟧，余款⟦AMOUNT|¥480⟧完工后支付。
保价：乙方自行保价⟪insured_value|¥15,000⟫。
签字：⟦PERSON|宋雨桐⟧　⟦PERSON|阿杰⟧"""),

("dingtalk_approval_reimbursement", r"""【钉钉审批】费用报销 ⟪approval_no|审批编号 202406120931000277⟫
申请人：⟦PERSON|李志强⟧（骑手组）
报销事由：电动车更换电池、雨衣
明细：电池 ⟦AMOUNT|¥1,150.00⟧；雨衣 ⟦AMOUNT|¥89.00⟧
合计：⟦AMOUNT|¥1,239.00⟧
收款卡号：⟦CARD|$card_up6⟧
审批流程：⟦PERSON|赵队长⟧ 同意 → 财务⟦PERSON|吴敏⟧ 同意 → 出纳 已付款
附件：⟪file_name|发票_电池.pdf⟫、⟪file_name|雨衣小票.jpg⟫"""),
]

# ---------------------------------------------------------------- zh, part 4
TEXTS += [
("sms_tool_hire_overdue", r"""【顺达工具租赁】⟦PERSON|方志远⟧先生您好，您租用的电锤（⟪asset_tag|SD-DC-0447⟫）已逾期2天，目前产生逾期费⟦AMOUNT|¥160⟧，将从押金中扣除。请尽快归还至⟪org_address|文三路门店⟫。客服热线⟦PHONE|400-826-7719⟧"""),

("wecom_group_umbrella_staff", r"""【企业微信｜修伞修包部】
⟦PERSON|葛师傅⟧：今天收了三把伞一只包，包是⟦PERSON|宋雨桐⟧寄来的那只，压痕挺严重
⟦PERSON|阿杰⟧：嗯我看过照片，先整形再电镀，报价⟪quote_price|680⟫没问题
⟦PERSON|葛师傅⟧：另外⟪place_name|河坊街⟫那边房东说下个月涨租，我们那个小铺面可能要搬
⟦PERSON|阿杰⟧：先别慌，周末一起去看看⟪place_name|南宋御街⟫那个铺"""),

("laundry_lost_item_claim", r"""洗衣丢失/损坏理赔登记
登记编号：⟪claim_id|LP-2024-0611-03⟫
客户：⟦PERSON|卢思雨⟧　电话：⟦PHONE|13918864025⟧
衣物：⟪brand_model|Max Mara 101801⟫ 驼色大衣一件（订单⟪order_id|JY240520-0771⟫）
情况：取衣时发现丢失腰带
客户诉求：赔偿⟦AMOUNT|3000元⟧（提供购买小票，原价⟪retail_price|¥23,900⟫）
店方意见：按《洗染业管理办法》最高赔洗衣费20倍，即⟦AMOUNT|¥1,160⟧
经手：店长⟦PERSON|周丽娟⟧"""),

("json_api_rider_profile", r"""{
  "code": 0,
  "msg": "ok",
  "request_id": "⟪request_id|4f8e2a1c-6b3d-4e9f-a0c7-2d5b8e1f3a96⟫",
  "data": {
    "rider_id": "⟪rider_id|R-CD-008812⟫",
    "name": "⟦PERSON|杨帆⟧",
    "mobile": "⟦PHONE|17708231746⟧",
    "id_card_masked": "⟪masked_idcard|510107********4459⟫",
    "id_card": "⟦IDCARD|$idc11⟧",
    "emergency_mobile": "⟦PHONE|13980617723⟧",
    "city": "⟪place_name|成都⟫",
    "level": "⟪rider_level|金牌⟫",
    "deposit_paid": "⟦AMOUNT|¥500.00⟧"
  }
}"""),

("leaflet_whetstone_guide_zh", r"""【⟪org_name|老周磨刀铺⟫】磨刀石怎么选？

⟪grit_spec|#240⟫ 粗磨：修缺口、开刃，一般家用刀不常用
⟪grit_spec|#1000⟫ 中磨：日常保养，一两个月磨一次
⟪grit_spec|#3000/#6000⟫ 精磨：抛光，适合日式刀
角度：中式菜刀⟪angle_spec|15°-20°⟫，水果刀可略小。
本店代售磨刀石：⟪price|双面石 ¥68⟫、⟪price|天然石 ¥260⟫起
注意：磨完的刀非常锋利，请勿让儿童接触。"""),

("sms_interpreter_dispatch", r"""【心声手语】⟦PERSON|何老师⟧您好，新派单⟪job_number|#SY0618-02⟫：6月18日08:30，⟪org_address|北京协和医院东院门诊楼3层⟫，服务对象⟦PERSON|郑国华⟧（家属⟦PERSON|郑晓雯⟧ ⟦PHONE|139 0128 7746⟧），⟦MEDICAL|泌尿外科术前谈话⟧，预计2小时。请回复1确认。"""),

("labor_contract_carwash", r"""劳动合同（摘录）　合同编号：⟪contract_no|CZM-LD-2024-017⟫
甲方：⟪org_name|北京车之美汽车服务有限公司⟫　统一社会信用代码：⟪uscc|91110105MA01X8Q27P⟫
乙方：⟦PERSON|韩冬⟧　　性别：男
身份证号码：⟦IDCARD|$idc15⟧
出生日期：⟦DATE_OF_BIRTH|1981年07月30日⟧
住址：⟦ADDRESS|辽宁省沈阳市和平区南京南街112号2-3-1⟧
劳动报酬：乙方月工资⟦AMOUNT|人民币6500元⟧，另按提成方案计提。
合同期限：⟪contract_term|2024年6月1日至2027年5月31日⟫"""),

("access_card_copy_register", r"""门禁卡/钥匙复制登记（⟪org_name|金钥匙⟫）
日期：6/12　业主：⟦PERSON|杜明轩⟧　电话：⟦PHONE|13611092834⟧
小区/房号：⟦ADDRESS|朝阳区望京花园东区218号楼3单元1102⟧
复制内容：IC门禁卡×2（卡号⟪ic_card_uid|UID 5A:3F:91:0C⟫），防盗门钥匙×1（⟪key_blank|王力 C级⟫）
业主告知单元门密码⟦PASSWORD|0915#⟧用于测试，测试后已删除记录
收费：⟦AMOUNT|¥90⟧　经手：⟦PERSON|老周⟧"""),

("redis_nginx_conf_zh", r"""# /etc/redis/redis.conf （洁衣坊订单缓存）
bind ⟦IP_ADDRESS|10.10.2.15⟧ ⟪loopback_lookalike|127.0.0.1⟫
port ⟪port|6380⟫
requirepass ⟦PASSWORD|JieYi_Redis#2024⟧
maxmemory ⟪memory_size|2gb⟫

# /etc/nginx/conf.d/jieyi.conf
upstream order_api { server ⟦IP_ADDRESS|10.10.2.21⟧:8080; server ⟦IP_ADDRESS|10.10.2.22⟧:8080; }
# 维护人：⟦PERSON|liu.wenbo⟧ 有问题找他"""),

("phone_dictation_laundry_booking", r"""【前台手写记录，⟪note_time|6/13 上午⟫】
来电：⟦PERSON|龚老太太⟧，要上门收被子两床、窗帘四幅。
电话她念的：⟦PHONE|一三九，幺零四四，八二六零⟧ → ⟦PHONE|139 1044 8260⟧
地址：⟦ADDRESS|徐汇区天钥桥路580弄6号302室⟧
老人家说⟦MEDICAL|腿脚不方便，刚做完膝关节置换⟧，让师傅送上楼。
报价按⟪price_list|价目表⟫，没谈别的。"""),

("xianyu_used_tool_sale", r"""【闲鱼】宝贝：⟪listing_title|博世 GSB 13RE 冲击钻 九成新⟫　标价⟪listing_price|¥180⟫
买家 ⟦PERSON|大橙子⟧：还在吗？能不能⟪negotiated_price|160⟫
卖家 ⟦PERSON|小潘工具⟧：可以，走闲鱼担保吧
买家 ⟦PERSON|大橙子⟧：我支付宝不太方便，你直接给我个支付宝账号我转你
卖家 ⟦PERSON|小潘工具⟧：⟦EMAIL|panxiaolei88@126.com⟧，实名⟦PERSON|潘*磊⟧
买家 ⟦PERSON|大橙子⟧：转了⟦AMOUNT|160块⟧ 你看下
系统提示：⟪platform_notice|请勿脱离平台交易，谨防诈骗⟫"""),

("rider_health_declaration", r"""骑手健康申报表（夏季高温作业）
姓名：⟦PERSON|蔡文博⟧　工号：⟪employee_id|QS-0093⟫
身份证：⟦IDCARD|$idc17⟧　出生日期：⟦DATE_OF_BIRTH|1994-03-25⟧
既往病史：⟦MEDICAL|1型糖尿病，胰岛素泵治疗⟧
过敏史：⟦MEDICAL|头孢类药物过敏⟧
紧急联系人：妻子 ⟦PERSON|邱婷⟧ ⟦PHONE|18028461173⟧
站长意见：安排短途单，随身携带糖果。⟪form_version|表单版本 v2⟫"""),

("minutes_carwash_franchise", r"""车之美加盟商季度会议纪要
时间：⟪meeting_date|2024年6月10日⟫　地点：⟪place_name|亦庄⟫总部
出席：总部⟦PERSON|刘总⟧、运营⟦PERSON|陶佳⟧；加盟商⟦PERSON|曹永强⟧（通州店）、⟦PERSON|邵丽⟧（顺义店）
1. 总部二季度营收⟪org_total|¥2,860,000⟫，同比增长12%。
2. 通州店⟦PERSON|曹永强⟧欠缴管理费⟦AMOUNT|¥18,000⟧，约定7月底前结清。
3. 新品"镀晶套餐"统一定价⟪price|¥1,280⟫。
4. 下季度目标：单店月均⟪org_target|1500台次⟫。"""),

("ledger_umbrella_shop_ocr", r"""[账本照片识别]
6月8日　⟦PERSON|王老太⟧　换伞布　⟦AMOUNT|45元⟧　已付
6月8日　⟦PERSON|小顾⟧　　包带缝线　⟦AMOUNT|20元⟧　微信
6月9日　⟦PERSON|钟先生⟧　长柄伞换骨×3　⟦AMOUNT|60元⟧　欠　电话⟦PHONE|1370 5718 226⟧
6月9日　进货：伞骨⟪supplier_item|50根⟫　⟪supplier_cost|¥150⟫
（右下角字迹模糊）"""),
]

# ---------------------------------------------------------------- zh, part 5
TEXTS += [
("api_request_log_jwt_zh", r"""[⟪timestamp|2024-06-13 10:22:07⟫] 微信支付回调验签失败，原始请求：
POST /api/v2/pay/notify HTTP/1.1
Host: ⟪hostname|api.jieyifang.cn⟫
Authorization: Bearer ⟦APIKEY|$ak_jwt3⟧
X-Real-IP: ⟦IP_ADDRESS|101.230.44.19⟧
Wechatpay-Serial: ⟪cert_serial|5157F09EFDC096DE15EBE81A47057A7232F1B8E1⟫
body: {"out_trade_no":"⟪trade_no|JY2024061310220071⟫","openid":"⟪openid|oUpF8uMuAJO_M2pxb1Q9zNjWeS6o⟫","total":⟪amount_in_fen|5800⟫}
处理人：⟦PERSON|liu.wenbo⟧"""),

("wechat_card_details_bag_repair", r"""【微信】
⟦PERSON|Vivian⟧：老板我人在新加坡，包修好了直接寄过来吧，运费和尾款我刷卡行吗
⟦PERSON|阿杰⟧：可以的，你把卡号发我，我这边用POS手输
⟦PERSON|Vivian⟧：⟦CARD|$card_visa2⟧ 有效期⟪card_expiry|09/28⟫ 背面三位⟦CVV|604⟧
⟦PERSON|阿杰⟧：收到，扣了⟦AMOUNT|S$215⟧，你看下短信
⟦PERSON|Vivian⟧：好了👍 地址：⟦ADDRESS|Blk 412 Ang Mo Kio Ave 10, #08-1123, Singapore 560412⟧
⟦PERSON|阿杰⟧：（建议你把上面卡号那条消息删掉哈）"""),

("tencent_cos_config", r"""// 同城快跑 后台 cos.config.js
module.exports = {
  SecretId: '⟦APIKEY|$ak_tencent2⟧',
  SecretKey: '⟦SECRET|$sk_tencent2⟧',
  Bucket: '⟪bucket_name|kuaipao-pod-1258876012⟫',
  Region: '⟪cloud_region|ap-chengdu⟫',
  // 回单照片保存 ⟪retention_days|180⟫ 天
  Owner: '⟦EMAIL|yangfan.ops@kuaipao.cn⟧',
};"""),

("resume_sign_language_interpreter", r"""个人简历
姓名：⟦PERSON|聂雨欣⟧　　出生年月：⟦DATE_OF_BIRTH|1997年4月2日⟧
手机：⟦PHONE|18673120496⟧　　邮箱：⟦EMAIL|nieyuxin_asl@qq.com⟧
现居：⟦ADDRESS|湖南省长沙市岳麓区麓山南路932号湖南师大二舍414⟧
教育：⟪school_name|湖南师范大学⟫ 特殊教育专业（手语方向）
证书：国家通用手语⟪certificate_level|三级⟫；⟪certificate_no|证书号 HNSY-2020-0388⟫
期望薪资：⟪expected_salary_range|6k-8k⟫"""),

("london_laundry_students_chat", r"""【微信群：伦敦洗衣代取互助】
⟦PERSON|Eric_UCL⟧：这周谁去⟪place_name|Camden⟫那家自助洗衣？我的床单能帮带吗
⟦PERSON|糖糖⟧：我周四去，你放门口，地址发我
⟦PERSON|Eric_UCL⟧：⟦ADDRESS|Flat 21, Tolmers Square, London NW1 2PE⟧，我电话⟦PHONE|+44 7946 118 302⟧
⟦PERSON|糖糖⟧：好，烘干加洗大概⟪quote_price|£9⟫，你直接转我英国卡吧 ⟦IBAN|$iban_gb5⟧ 户名⟦PERSON|TANG YUQI⟧
⟦PERSON|Eric_UCL⟧：转了⟦AMOUNT|£10⟧，多的请你喝奶茶🧋"""),

("traffic_accident_record_courier", r"""交通事故快速处理记录（⟪case_no|朝交快字〔2024〕第06137号⟫）
当事人甲：⟦PERSON|胡振宇⟧（同城快递骑手）电话⟦PHONE|15811023467⟧
当事人乙：⟦PERSON|穆雪⟧（小客车驾驶人）电话⟦PHONE|13520917784⟧
事故经过：⟪place_name|酒仙桥路⟫右转时乙方车辆与甲方电动自行车发生刮擦。
伤情：甲方⟦MEDICAL|左膝软组织挫伤⟧，已在⟪org_name|望京医院⟫处理。
协商结果：乙方一次性赔偿甲方⟦AMOUNT|¥2,000⟧，双方无异议。"""),

("web_form_detailing_booking_zh", r"""在线预约（汽车美容）提交记录 #⟪form_submission_id|WF-88120⟫
称呼：⟦PERSON|曹先生⟧
手机：⟦PHONE|13701065528⟧
车牌：⟪vehicle_reg|京P·9W3L2⟫　车型：⟪car_model|理想L9⟫
项目：全车镀晶 + 内饰深度清洁
预约时间：⟪appointment_time|6月16日 09:00⟫
已预付：⟦AMOUNT|¥300⟧（定金）
备注：车里有宠物狗⟪pet_name|旺财⟫的毛，麻烦吸干净"""),

("trade_fair_delegation_passports", r"""⟪event_name|2024科隆国际五金工具展⟫ 参展人员信息（顺达工具租赁）
| 姓名 | 护照号 | 身份证号 | 出生日期 |
|---|---|---|---|
| ⟦PERSON|潘小磊⟧ | ⟦PASSPORT|$pp_cn4⟧ | ⟦IDCARD|$idc21⟧ | ⟦DATE_OF_BIRTH|1992-05-31⟧ |
| ⟦PERSON|严丽华⟧ | ⟦PASSPORT|$pp_cn5⟧ | ⟦IDCARD|$idc22⟧ | ⟦DATE_OF_BIRTH|1984-10-10⟧ |
展位号：⟪booth_no|Hall 8.1 B-042⟫　预算：⟪org_budget|€12,000⟫"""),

("python_dingtalk_bot", r"""# notify.py —— 磨刀到家 订单提醒机器人（作者 ⟦PERSON|chenyu⟧）
import time, hmac, hashlib, base64, urllib.parse, requests

WEBHOOK = "⟦SECRET|$hook_ding3⟧"
SIGN_SECRET = "⟦SECRET|SEC7a1f3e9b2c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8⟧"

def send(text):
    ts = str(round(time.time() * 1000))
    ...
    requests.post(WEBHOOK + f"&timestamp={ts}&sign={sign}", json={"msgtype": "text", "text": {"content": text}}, timeout=⟪timeout_seconds|5⟫)"""),

("client_file_deaf_service", r"""服务对象档案（心声手语）　档案号：⟪file_no|XS-DA-0271⟫
姓名：⟦PERSON|邓子健⟧　　出生日期：⟦DATE_OF_BIRTH|1978-08-03⟧
身份证号：⟦IDCARD|$idc23⟧
残疾证号：⟪disability_cert_masked|3601021978********⟫
听力情况：⟦MEDICAL|先天性双耳重度感音神经性耳聋⟧，⟦MEDICAL|左耳佩戴人工耳蜗⟧
沟通方式：国家通用手语、书面语
监护/联系人：姐姐 ⟦PERSON|邓子慧⟧ ⟦PHONE|13907914523⟧"""),

("call_transcript_laundry_refund_zh", r"""【客服录音转写 ⟪call_id|CALL-0613-0447⟫】
客服⟦PERSON|小雅⟧：您好洁衣坊，请问有什么可以帮您？
客户：我是⟦PERSON|卢思雨⟧，就那个大衣腰带丢了的，你们说赔⟦AMOUNT|一千一百六十块⟧是吧
客服⟦PERSON|小雅⟧：是的⟦PERSON|卢女士⟧，⟦AMOUNT|1160元⟧，您看退到原支付的银行卡可以吗？
客户：原来那张卡注销了，你退到这张，⟦CARD|$card_mc3⟧
客服⟦PERSON|小雅⟧：好的，3到5个工作日到账。"""),

("weibo_post_umbrella_repair", r"""【微博】@⟦PERSON|杭州城事⟧：河坊街修伞的⟦PERSON|葛师傅⟧修了三十年伞，一把伞只收⟪price|十几块钱⟫。他说现在年轻人伞坏了就扔，可惜了。转发+1 ☂️ #城市手艺人# ⟪hashtag|#杭州#⟫"""),

("group_chat_leaked_ssh_key", r"""【钉钉群：同城快跑技术】
⟦PERSON|杨帆⟧：服务器登不上了，谁有部署用的私钥
⟦PERSON|liu.wenbo⟧：我直接贴这儿了，用完删
⟦PERSON|liu.wenbo⟧：⟦SECRET|$pem3⟧
⟦PERSON|杨帆⟧：好了能登了，⟦IP_ADDRESS|121.41.87.203⟧
管理员：❗️私钥不能发群里，马上轮换。参考⟪wiki_page|Wiki: 密钥管理规范 v3⟫"""),

("ocr_2fa_backup_screenshot", r"""[截图文字识别]
顺达租赁管理后台 · 双重验证
手动输入密钥：⟦SECRET|$totp2⟧
账号：⟦EMAIL|pan.xiaolei@shunda-zl.com⟧
备用验证码（每个只能用一次）：
⟦SECRET|$rc6⟧　⟦SECRET|$rc7⟧　⟦SECRET|$rc8⟧
生成时间 ⟪timestamp|2024/06/09 16:05⟫　⟪app_name|Google Authenticator⟫"""),

("new_hire_us_carwash_zh", r"""新员工登记（⟪org_name|Sunshine Hand Car Wash⟫，法拉盛店）
姓名：⟦PERSON|郭建新⟧（⟦PERSON|Jianxin Guo⟧）
社会安全号：⟦SSN|$ssn10⟧
出生日期：⟦DATE_OF_BIRTH|08/22/1979⟧
住址：⟦ADDRESS|41-25 Kissena Blvd, Apt 6C, Flushing, NY 11355⟧
手机：⟦PHONE|(917) 862-3391⟧
时薪：⟪pay_rate|$16.00⟫　　小费另计"""),

("csv_rider_wages", r"""工号,姓名,单量,基础工资,奖励,应发,银行卡
⟪employee_id|QS-0081⟫,⟦PERSON|胡振宇⟧,612,⟦AMOUNT|¥4,896⟧,⟦AMOUNT|¥600⟧,⟦AMOUNT|¥5,496⟧,⟪masked_card|6217 **** **** 3318⟫
⟪employee_id|QS-0093⟫,⟦PERSON|蔡文博⟧,401,⟦AMOUNT|¥3,208⟧,⟦AMOUNT|¥200⟧,⟦AMOUNT|¥3,408⟧,⟪masked_card|6222 **** **** 0412⟫"""),

("safety_notice_tool_rental_zh", r"""【⟪org_name|顺达工具租赁⟫】设备使用安全须知（⟪document_version|2024版⟫）
1. 电锤、冲击钻使用前检查钻头是否锁紧，佩戴护目镜。
2. 切割机须配合防护罩使用，严禁拆除。
3. 高空作业请租用⟪product_code|SD-GT-02⟫安全带套装（⟪price|¥15/天⟫）。
4. 如发生意外伤害，请立即停止使用并拨打急救电话。
5. 本须知解释权归本公司所有。⟪place_name|杭州⟫⟪branch_code|文三路店⟫"""),

("json_push_knife_order", r"""{"type":"order.new","order_no":"⟪order_id|MD20240613-0058⟫","service":"上门磨刀","items":[{"name":"菜刀","qty":4},{"name":"剪刀","qty":2}],
 "contact":{"name":"⟦PERSON|单女士⟧","mobile":"⟦PHONE|18651023379⟧"},
 "address":"⟦ADDRESS|南京市玄武区珠江路688号3栋1单元402⟧",
 "pay":{"status":"paid","amount":"⟦AMOUNT|¥56.00⟧"},"worker":"⟦PERSON|钱师傅⟧","ts":⟪unix_timestamp|1718260812⟫}"""),
]

# ---------------------------------------------------------------- zh, part 6
TEXTS += [
("phone_transcript_credit_card_deposit_zh", r"""【电话录音转写｜顺达工具租赁 预授权押金】
客服⟦PERSON|小潘⟧：您好，高空作业平台押金需要信用卡预授权⟦AMOUNT|5000元⟧，请问卡号是？
客户：⟦CARD|$card_mc5⟧，万事达的。
客服⟦PERSON|小潘⟧：有效期和卡背面三位数？
客户：有效期⟪card_expiry|2027年8月⟫，后三位⟦CVV|163⟧。
客服⟦PERSON|小潘⟧：好的，持卡人姓名和身份证号？
客户：⟦PERSON|储凯⟧，⟦IDCARD|$idc27⟧，生日⟦DATE_OF_BIRTH|1998年11月28日⟧。
客服⟦PERSON|小潘⟧：预授权成功，授权码⟪auth_code|583920⟫，设备编号⟪asset_tag|SD-GK-012⟫明早送到。"""),
]
