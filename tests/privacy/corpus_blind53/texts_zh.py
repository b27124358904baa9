# blind53 -- Chinese texts, typed one at a time.
# Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES[name]

TEXTS = []

# ---------------------------------------------------------------- part 1
TEXTS += [
("xianyu_chat", """[闲鱼消息] 商品：⟪product_name|iPad Air 5 64G 星光色⟫  标价 ⟪asking_price|¥2800⟫
⟦PERSON|小鹿不迷路⟧：在吗，2600 可以的话我今天就要
⟦PERSON|陈雅婷⟧：2650 吧，面交的话送你一个壳
⟦PERSON|小鹿不迷路⟧：行，⟦AMOUNT|2650块⟧，面交给现金还是先拍下？
⟦PERSON|陈雅婷⟧：面交吧，来我家楼下拿，⟦ADDRESS|杭州市西湖区古翠路 80 号 3 幢 1502 室⟧，到了打我电话 ⟦PHONE|139 5712 8846⟧，小区不让外卖车进
⟦PERSON|小鹿不迷路⟧：好嘞 七点左右到，我手机尾号 ⟪masked_phone|8812⟫"""),

("dingtalk_bot_config", """# 告警机器人配置（运维群：⟪group_name|交易所-风控告警⟫）
# 负责人：⟦PERSON|吴思远⟧  手机 ⟦PHONE|186 0218 7734⟧
dingtalk:
  webhook: "⟦SECRET|$dt_hook1⟧"
  secret: "⟦SECRET|$dt_sec1⟧"   # 加签
  at_mobiles: ["⟦PHONE|18602187734⟧", "⟦PHONE|13917460295⟧"]
  keyword: "⟪alert_keyword|风控⟫"
thresholds:
  withdraw_single_usdt: ⟪threshold|50000⟫"""),

("customer_service_ticket", """工单号：⟪ticket_id|GX20240611-00382⟫  渠道：App 在线客服  类型：漏送/少送
客户：⟦PERSON|郑佳怡⟧（会员手机 ⟪masked_phone|186****3391⟫）
问题描述：6月11日晚的订单 ⟪order_id|DD24061119420017⟫ 少了 ⟪product_name|佳沛金果 6 粒装⟫ 和一盒鸡蛋，客户要求退款。
处理：已核实分拣漏拣，原路退回 ⟦AMOUNT|¥56.80⟧，另补发 ⟦AMOUNT|10元⟧ 无门槛券。
客户补充：家里老人有 ⟦MEDICAL|糖尿病⟧，以后备注"无糖"的商品不要替换成含糖的。
配送地址：⟦ADDRESS|上海市浦东新区张杨路 1388 弄 12 号 602 室⟧
处理人：客服⟦PERSON|小蒋⟧"""),

("kyc_review_record", """KYC 人工复核 · 案件 ⟪case_number|KYC-CN-220917⟫
姓名：⟦PERSON|孙浩然⟧
证件类型：居民身份证
证件号码：⟦IDCARD|$cnid2⟧
出生日期：⟦DATE_OF_BIRTH|1986年11月2日⟧
常住地址：⟦ADDRESS|上海市徐汇区漕溪北路 88 号 1705 室⟧
人脸比对：⟪face_match_score|92.4⟫ 分（阈值 80）
补充证件：护照 ⟦PASSPORT|$pp_cn1⟧
审核结论：通过。审核员：⟦PERSON|Li Xiaofeng⟧（工号 ⟪employee_id|RC-0193⟫）"""),

("payroll_markdown_table", """### 2024年5月 工资发放明细（⟪org_name|成都星轨互娱科技有限公司⟫）
| 姓名 | 身份证号 | 工资卡 | 应发 | 实发 |
|---|---|---|---|---|
| ⟦PERSON|罗志强⟧ | ⟦IDCARD|$cnid5⟧ | ⟦CARD|$cup1⟧ | ⟦AMOUNT|18,500.00元⟧ | ⟦AMOUNT|15,112.40元⟧ |
| ⟦PERSON|梁诗琪⟧ | ⟦IDCARD|$cnid12⟧ | ⟦CARD|$cup2⟧ | ⟦AMOUNT|12,000.00元⟧ | ⟦AMOUNT|10,086.25元⟧ |
备注：代发批次号 ⟪batch_id|PAY202405-031⟫，开户行 ⟪bank_branch|招商银行成都分行⟫，制表：财务⟦PERSON|小曾⟧"""),

("app_store_review_zh", """App Store 评论 · ⟪app_name|萌宠大作战⟫ · 中国
★☆☆☆☆ 充值不到账！！
作者：⟦PERSON|一只大橘子⟧
昨天晚上充了 ⟦AMOUNT|648元⟧ 的礼包，钱扣了钻石没到，客服电话打不通。订单号 ⟪apple_order_id|MLX7K29QPD⟫，游戏 ID ⟪player_id|88231907⟫。我家猫 ⟪pet_name|年糕⟫ 都比你们客服反应快。

开发者回复
亲爱的玩家您好，非常抱歉给您带来不便。请通过游戏内"设置-客服"提交订单截图，或拨打客服热线 ⟦PHONE|400-826-5517⟧（9:00-21:00），我们会在 24 小时内补发。"""),

("backend_service_log", """2024-06-12 08:15:33.402 INFO  [order-service] 下单成功 userId=⟪user_id|100392871⟫ phone=⟦PHONE|13761284409⟧ amount=⟦AMOUNT|¥132.50⟧ ip=⟦IP_ADDRESS|117.136.12.88⟧
2024-06-12 08:15:34.018 WARN  [delivery-service] 地址解析失败 addr="⟦ADDRESS|北京市朝阳区望京西园三区 311 号楼 2 单元 1101⟧" geocoder=⟪vendor_name|高德⟫ code=⟪error_code|30001⟫
2024-06-12 08:15:35.771 INFO  [sms-service] 发送验证码到 ⟪masked_phone|137****4409⟫ 模板 ⟪template_id|SMS_264890127⟫
2024-06-12 08:15:36.002 DEBUG [gateway] upstream ⟦IP_ADDRESS|10.3.17.41⟧:8080 rt=⟪latency|38ms⟫"""),

("spring_application_yml", """# application-prod.yml（⟦PERSON|林子豪⟧ 2024-03 提交，待迁移到 KMS）
spring:
  datasource:
    url: jdbc:mysql://⟦IP_ADDRESS|172.16.20.8⟧:3306/bookkeeping?useSSL=false
    username: bk_app
    password: ⟦PASSWORD|Bk#2024@prod⟧
aliyun:
  oss:
    endpoint: ⟪endpoint|oss-cn-hangzhou.aliyuncs.com⟫
    access-key-id: ⟦APIKEY|$ali_ak1⟧
    access-key-secret: ⟦SECRET|$ali_sk1⟧
    bucket: ⟪bucket_name|zhangben-invoice-prod⟫
  sms:
    sign-name: ⟪sms_signature|记账本⟫"""),

("weekly_meeting_minutes", """【周会纪要】6月14日 · 《⟪game_title|山海绘卷⟫》项目组
参会：⟦PERSON|老周⟧、⟦PERSON|小赵⟧、⟦PERSON|何俊杰⟧、⟦PERSON|高雪梅⟧（记录）
1. 版本 ⟪app_version|1.8.3⟫ 过审，6/20 上线，⟦PERSON|老周⟧ 跟进渠道包。
2. 美术外包尾款 ⟪org_payment|8.6万⟫ 本周付，财务⟦PERSON|小许⟧ 负责。
3. ⟦PERSON|何俊杰⟧ 下周请假做 ⟦MEDICAL|阑尾炎手术⟧，服务器值班由 ⟦PERSON|小赵⟧ 顶上。
4. 机房门禁密码改为 ⟦PASSWORD|860417⟧，不要再贴在显示器上了！"""),

("call_center_transcript", """【通话转写】⟪org_name|钱小宝⟫客服中心 ⟪call_id|CC-20240615-0731⟫
客服：您好，工号 ⟪agent_id|3017⟫ 为您服务，请问有什么可以帮您？
用户：你好，我的卡好像被盗刷了，我叫⟦PERSON|马晓雯⟧。
客服：⟦PERSON|马女士⟧您好，为了核实身份，请提供一下绑定的手机号。
用户：⟦PHONE|幺三八，零幺七六，二九四五⟧。
客服：好的。请问是哪张卡？
用户：就是绑在你们 App 上那张，卡号 ⟦CARD|$cup3⟧，背面三位数 ⟦CVV|507⟧。
客服：⟦PERSON|马女士⟧，卡背面的安全码请不要告诉任何人，包括我们。我这边看到今天 14:02 有一笔 ⟦AMOUNT|4,999元⟧ 的境外消费，已经帮您冻结。"""),

("waybill_ocr", """[顺丰速运 电子面单 OCR]
运单号：⟪tracking_number|SF1428730962214⟫
寄件：⟪org_name|喵屋定制印刷⟫ ⟪masked_phone|0571-8****321⟫
收件人：⟦PERSON|郭雨桐⟧
电话：⟦PHONE|152 6011 4873⟧
地址：⟦ADDRESS|广东省广州市天河区天河北路 233 号中信广场 5 栋 2204 房⟧
托寄物：⟪product_name|定制帆布包 x2⟫   件数 1   重量 ⟪weight|0.8kg⟫
付款方式：寄付月结 ⟪monthly_account|0571482093⟫"""),

("e_invoice", """电子发票（普通发票）  发票号码：⟪invoice_no|24442000000118830752⟫  开票日期：⟪invoice_date|2024年06月08日⟫
购买方名称：⟦PERSON|冯晓峰⟧（个人）   交付邮箱：⟦EMAIL|fengxf1990@163.com⟧
销售方名称：⟪org_name|深圳市鲜果到家电子商务有限公司⟫  统一社会信用代码：⟪uscc|91440300MA5G2X7K3R⟫
项目：*水果*智利车厘子 JJ 级 2.5kg   单价 ⟪unit_price|298.00⟫   数量 1
价税合计（大写）⟦AMOUNT|贰佰玖拾捌元整⟧   （小写）⟦AMOUNT|¥298.00⟧"""),

("drug_leaflet", """【商品详情 · 说明书】⟪drug_name|布洛芬缓释胶囊⟫ 0.3g×20粒
生产企业：⟪org_name|中美天津史克制药有限公司⟫
批准文号：⟪approval_number|国药准字H10900089⟫
【适应症】用于缓解轻至中度疼痛如头痛、关节痛、⟪leaflet_condition|偏头痛⟫、牙痛、肌肉痛、神经痛、痛经。也用于普通感冒或⟪leaflet_condition|流行性感冒⟫引起的发热。
【用法用量】口服。成人，一次1粒，一日2次（早晚各一次）。
【不良反应】少数病人可出现恶心、呕吐、胃烧灼感或轻度消化不良。
【禁忌】对本品过敏者禁用；孕妇及哺乳期妇女禁用。
商品编码 ⟪sku|SKU-YP-100382⟫ · 平台售价 ⟪price|¥21.80⟫ · 批号 ⟪batch_no|20240317⟫"""),

("mysql_query_result", """mysql> SELECT id, real_name, mobile, id_card, balance FROM ⟪table_name|wallet_user⟫ WHERE id IN (20931, 20944);
+-------+-----------+-------------+--------------------+-----------+
| id    | real_name | mobile      | id_card            | balance   |
+-------+-----------+-------------+--------------------+-----------+
| ⟪row_id|20931⟫ | ⟦PERSON|胡建国⟧    | ⟦PHONE|13602475518⟧ | ⟦IDCARD|$cnid25⟧ | ⟦AMOUNT|¥3,204.77⟧ |
| 20944 | ⟦PERSON|唐宁⟧      | ⟦PHONE|18820391146⟧ | ⟦IDCARD|$cnid1⟧ | ⟦AMOUNT|¥0.35⟧     |
+-------+-----------+-------------+--------------------+-----------+
2 rows in set (⟪query_time|0.01 sec⟫)"""),

("wechat_pay_config", """# 微信支付 V3 参数（⟪org_name|鲜到家⟫ 小程序）—— ⟦PERSON|蔡明轩⟧ 整理，勿外传
mchid: ⟪merchant_id|1638820194⟫
appid: ⟪app_id|wx8f3c2a91d7e6b450⟫
apiv3_key: ⟦SECRET|$wxv3_1⟧
serial_no: ⟪cert_serial|5F1C9D0E3B7A28C4E6D1F09A2B3C4D5E6F708192⟫
notify_url: https://⟪domain|api.xiandaojia.cn⟫/pay/notify
mini_program_secret: ⟦SECRET|$wx_appsecret1⟧
商户平台登录：⟦EMAIL|caimx@xiandaojia.cn⟧ / ⟦PASSWORD|Xdj_pay#88⟧"""),

("complaint_letter", """致 ⟪org_name|速借花⟫ 客服部的投诉信

本人⟦PERSON|邓丽萍⟧，身份证号 ⟦IDCARD|$cnid16⟧，于 2024 年 3 月在贵平台借款 ⟦AMOUNT|8000元⟧，分 6 期，每期应还 ⟦AMOUNT|1,468元⟧。5 月 20 日贵司从我尾号 ⟪card_last4|0917⟫ 的银行卡多扣了一期，共计扣款 ⟦AMOUNT|2,936元⟧。
多次拨打客服电话 ⟦PHONE|400-018-6655⟧ 无人处理。贵司催收人员还给我的紧急联系人（我丈夫⟦PERSON|吕文斌⟧，电话 ⟦PHONE|135 1062 7730⟧）打骚扰电话。
请于 7 日内退还多扣款项，否则我将向 ⟪regulator|中国人民银行⟫ 及 ⟪complaint_platform|黑猫投诉⟫ 反映。
联系电话：⟦PHONE|139 1102 6648⟧   2024 年 5 月 28 日"""),

("rider_customer_chat", """[⟪app_name|美团买菜⟫ 骑手消息]  骑手编号 ⟪rider_id|MT-SZ-330182⟫  预计送达 ⟪eta|18:40⟫
骑手⟦PERSON|付强⟧：您好，我到小区门口了，门禁进不去
顾客：门禁密码 ⟦PASSWORD|3816⟧ 然后按#，进来 8 栋 2 单元，⟦ADDRESS|龙华区民治街道星河盛世 8 栋 2 单元 1703⟧
骑手⟦PERSON|付强⟧：好的，东西有点重，有一箱水
顾客：放门口就行，我刚做完 ⟦MEDICAL|剖腹产⟧ 不方便下楼
骑手⟦PERSON|付强⟧：好的，已放门口，麻烦给个好评哈 🙏 有问题打我 ⟦PHONE|177 2803 9156⟧"""),
]

# ---------------------------------------------------------------- part 2
TEXTS += [
("labor_contract_excerpt", """劳动合同（摘要）  合同编号：⟪contract_id|XG-HR-2024-0087⟫
甲方：⟪org_name|厦门星港网络科技有限公司⟫
乙方：⟦PERSON|许佳⟧   身份证号：⟦IDCARD|$cnid11⟧
住址：⟦ADDRESS|福建省厦门市思明区湖滨南路 57 号 1204 室⟧
岗位：资深服务器开发   试用期 3 个月   月薪税前 ⟦AMOUNT|25,000 元⟧
试用期工资为正式工资的 ⟪percentage|80%⟫，社保公积金按 ⟪city|厦门市⟫ 标准缴纳。"""),

("onboarding_registration_form", """员工入职登记表（⟪org_name|记账宝（北京）科技有限公司⟫）  入职日期 ⟪start_date|2024-07-01⟫
姓名：⟦PERSON|袁媛⟧      性别：女      出生日期：⟦DATE_OF_BIRTH|1982-01-20⟧
身份证号：⟦IDCARD|$cnid24⟧
户籍地址：⟦ADDRESS|北京市海淀区学院路 30 号院 6 号楼 402⟧
手机：⟦PHONE|185 1033 2076⟧   邮箱：⟦EMAIL|yuanyuan_bj@qq.com⟧
紧急联系人：⟦PERSON|蒋一鸣⟧（配偶） ⟦PHONE|138 1122 9054⟧
既往病史/需公司知悉的健康情况：⟦MEDICAL|甲状腺功能减退⟧，长期服用 ⟦MEDICAL|优甲乐⟧
入职部门：财税产品部   工号：⟪employee_id|JZB-1123⟫"""),

("secondhand_forum_post", """【转让】搬家出 ⟪product_name|戴森 V12 吸尘器⟫，九成新，⟪asking_price|1500⟫ 自提
坐标 ⟪place_name|南京江宁百家湖⟫，平台不让留电话，直接打：⟦PHONE|一五零 六一二八 三三九七⟧
也可以加微信 ⟦PERSON|suyun_nj⟧（备注吸尘器）。
不议价，谢绝刀客，小刀的直接拉黑。楼主：⟦PERSON|苏云⟧"""),

("app_review_appeal_email", """主题：关于 ⟪app_name|小账本Pro⟫ 被拒（Guideline ⟪guideline|3.1.1⟫）的申诉

您好，App Review 团队：
我们的 App 版本 ⟪app_version|2.6.0⟫（构建号 ⟪build_number|260014⟫）因"未使用 App 内购买"被拒。会员功能实际已通过 IAP 实现，审核员可能未登录。测试账号如下：
账号：⟦EMAIL|review2024@xiaozhangben.cn⟧
密码：⟦PASSWORD|XzbReview!0620⟧
如有疑问请联系开发负责人⟦PERSON|程昊⟧，电话 ⟦PHONE|+86 158 0168 2395⟧。
此致
⟪org_name|上海小账本信息技术有限公司⟫"""),

("dingtalk_approval", """【钉钉审批】退款申请 ⟪approval_id|RF-202406-1187⟫
申请人：运营⟦PERSON|魏来⟧
客户姓名：⟦PERSON|沈佳⟧   客户手机：⟦PHONE|13818870224⟧
订单：⟪order_id|SUB-88412⟫（⟪plan_name|轻食订阅盒·季卡⟫）
退款金额：⟦AMOUNT|¥1,197.00⟧（季卡未发货部分 ⟪refund_ratio|3/4⟫）
原因：客户确诊 ⟦MEDICAL|妊娠期糖尿病⟧，医生建议控糖，无法继续食用。
审批流：⟦PERSON|魏来⟧ → 财务主管⟦PERSON|任重⟧（已同意）→ 出纳（待处理）"""),

("telegram_otc_group", """[Telegram · ⟪group_name|USDT 承兑 华东群⟫]
⟦PERSON|阿杰⟧：收 ⟦AMOUNT|20000 USDT⟧，汇率 ⟪exchange_rate|7.28⟫，银行卡转账，有的私聊
⟦PERSON|Lily_OTC⟧：我出，先打款后放币，你收款卡发一下
⟦PERSON|阿杰⟧：⟦CARD|$cup4⟧ ⟪bank_name|建行⟫ ⟦PERSON|姚瑶⟧（我老婆的卡）
⟦PERSON|Lily_OTC⟧：卡主名字跟你对不上啊，做不了，怕冻卡"""),

("taobao_custom_print_chat", """[淘宝 · ⟪shop_name|拾光定制工坊⟫]
买家 ⟦PERSON|tb_kk0927⟧：你好，班服 45 件，图稿我发你了
客服⟦PERSON|小鱼⟧：收到亲～图稿编号 ⟪design_id|TS-0614-22⟫，45 件纯棉短袖单价 ⟪unit_price|¥39⟫，合计 ⟦AMOUNT|¥1,755⟧，您拍下我改价
买家：好的，收货写 ⟦PERSON|卢俊⟧ ⟦PHONE|15927730418⟧ ⟦ADDRESS|湖北省武汉市洪山区珞喻路 1037 号华中科技大学东九楼 B412⟧
客服⟦PERSON|小鱼⟧：好的亲，预计 ⟪lead_time|5-7 天⟫ 发货～"""),

("qq_guild_chat", """【QQ群：⟪group_name|天命公会·管理群⟫】
会长⟦PERSON|夜雨声烦⟧ 21:03
这周团本 ⟪raid_name|九幽深渊⟫ 我出差，号给 @⟦PERSON|阿狸⟧ 代打
账号 ⟦PERSON|yeyu_sf88⟧ 密码 ⟦PASSWORD|Yy19920817!⟧，二级密码 ⟦PASSWORD|0817⟧，打完记得改回来
⟦PERSON|阿狸⟧ 21:05
收到会长 👌 ⟪in_game_item|传说武器·霜刃⟫ 要不要顺便强化？
会长⟦PERSON|夜雨声烦⟧ 21:06
别动我钻石，上次充的 ⟦AMOUNT|328块⟧ 还没用完"""),

("accounting_voucher", """记账凭证  记字第 ⟪voucher_no|0623⟫ 号   日期：2024-06-30
摘要：报销 ⟦PERSON|石磊⟧ 6 月出差费用（上海—成都）
借：⟪account_code|6601.03 销售费用-差旅费⟫   ⟪org_amount|4,326.50⟫
贷：⟪account_code|1002 银行存款⟫       4,326.50
附件 5 张。报销款已转入 ⟦PERSON|石磊⟧ 个人卡 ⟦CARD|$cup5⟧，金额 ⟦AMOUNT|¥4,326.50⟧。
制单：⟦PERSON|方琳⟧   审核：⟦PERSON|廖凯⟧"""),

("order_json_zh", """{
  "orderNo": "⟪order_id|MC2406150931228⟫",
  "receiver": {"name": "⟦PERSON|谢婉清⟧", "mobile": "⟦PHONE|15088432210⟧", "address": "⟦ADDRESS|浙江省宁波市鄞州区天童南路 588 号 7 号楼 1805⟧"},
  "payAmount": "⟦AMOUNT|¥87.40⟧",
  "couponUsed": "⟪coupon_code|NEW5⟫",
  "remark": "孩子⟦MEDICAL|对芒果过敏⟧，不要赠送芒果",
  "storeId": "⟪store_id|NB-0021⟫",
  "callbackHost": "⟪doc_ip|198.51.100.77⟫"
}"""),

("subscription_price_table", """## ⟪brand_name|好食光⟫ 零食订阅盒 · 2024 夏季价目表（版本 ⟪doc_version|v2.3⟫）
| 套餐 | SKU | 月付 | 季付 | 年付 |
|---|---|---|---|---|
| 轻享盒 | ⟪sku|HSG-L-01⟫ | ⟪price|¥59⟫ | ¥169 | ¥629 |
| 家庭盒 | HSG-F-02 | ⟪price|¥99⟫ | ¥279 | ¥1,059 |
| 控糖盒 | HSG-T-03 | ¥89 | ¥249 | ⟪price|¥949⟫ |
注：偏远地区运费 ⟪shipping_fee|¥12⟫/单；企业团购请联系商务部。价格自 ⟪effective_date|2024-07-01⟫ 起执行。"""),

("python_sdk_snippet", """# -*- coding: utf-8 -*-
# 发短信验证码 demo —— 作者 ⟦PERSON|pengbo⟧（改完记得把密钥删掉！！）
from tencentcloud.common import credential
from tencentcloud.sms.v20210111 import sms_client, models

cred = credential.Credential("⟦APIKEY|$tc_id1⟧", "⟦SECRET|$tc_key1⟧")
client = sms_client.SmsClient(cred, "⟪cloud_region|ap-guangzhou⟫")
req = models.SendSmsRequest()
req.SmsSdkAppId = "⟪app_id|1400887213⟫"
req.SignName = "⟪sms_signature|钱小宝⟫"
req.TemplateId = "⟪template_id|1928374⟫"
req.PhoneNumberSet = ["⟦PHONE|+8613524981107⟧"]  # 测试用，我自己的号"""),

("wecom_alert", """【企业微信群机器人 · 告警】
服务：payroll-calc  环境：prod
告警：数据库连接失败 ⟦IP_ADDRESS|10.20.5.61⟧:3306 (Access denied for user 'payroll'@'⟦IP_ADDRESS|10.20.7.14⟧')
触发时间：⟪timestamp|2024-06-25 02:14:09⟫
值班：@⟦PERSON|钟楠⟧ ⟦PHONE|13761590322⟧
机器人地址（别外传）：⟦SECRET|$wecom_hook1⟧
相关变更：⟪change_id|CHG-7712⟫，版本 ⟪app_version|v3.14.2⟫"""),

("feishu_daily_report", """飞书机器人推送 · 订阅盒发货日报 ⟪report_date|6/26⟫
今日发货 ⟪org_count|3,412⟫ 单，异常 17 单：
- 地址不详 9 单（示例：⟦PERSON|姜涛⟧ ⟦PHONE|186 2015 0093⟧ ⟦ADDRESS|天津市和平区南京路 219 号⟧，缺楼栋单元）
- 用户拒收 5 单
- 冷链超温 3 单（仓库：⟪warehouse_code|TJ-WH-02⟫）
推送地址：⟦SECRET|$feishu_hook1⟧
@⟦PERSON|崔颖⟧ 请跟进"""),

("collection_sms", """【⟪org_name|速借花⟫】尊敬的⟦PERSON|谭先生⟧，您在本平台的借款（合同号 ⟪contract_id|SJH-LN-0092817⟫）已逾期 15 天，应还金额 ⟦AMOUNT|3,286.40元⟧（含罚息 ⟦AMOUNT|86.40元⟧）。请于今日 20:00 前通过 App 还款，以免影响身份证尾号 ⟪masked_id|****2716⟫ 名下的征信记录。如有疑问请致电 ⟦PHONE|400-018-6655⟧。退订回T"""),

("health_questionnaire", """【好食光·控糖盒 健康问卷】提交编号 ⟪response_id|Q-240611-0087⟫
1. 称呼：⟦PERSON|陆远⟧
2. 年龄段：46-55
3. 您是否有以下情况（多选）：☑ ⟦MEDICAL|2 型糖尿病⟧  ☑ ⟦MEDICAL|高血压⟧  ☐ ⟪questionnaire_option|痛风⟫
4. 目前用药：⟦MEDICAL|二甲双胍 0.5g 每日两次⟧
5. 过敏原：⟦MEDICAL|坚果过敏（腰果）⟧
6. 家人是否一起食用：是，爱人也在控糖
7. 收货手机：⟦PHONE|13912076635⟧
推荐套餐：⟪plan_name|控糖盒·月付⟫（⟪price|¥89/月⟫）"""),

("dispute_evidence", """【闲鱼小法庭 · 举证材料】纠纷编号 ⟪dispute_id|XY-JF-8823104⟫
卖家陈述（⟦PERSON|汪洁⟧）：
1. 商品 ⟪product_name|富士 X100V⟫ 发货前拍了开箱视频，快门数 ⟪shutter_count|3,120⟫。
2. 买家 ⟦PERSON|范思哲0529⟧ 收货后称镜头有划痕，要求退货退款 ⟦AMOUNT|¥8,600⟧。
3. 买家退回的机身序列号 ⟪serial_number|2ZD08741⟫ 与我发出的 2ZD06127 不一致，怀疑调包。
4. 物流：顺丰 ⟪tracking_number|SF1399284710652⟫。
联系方式：⟦PHONE|138 0571 4459⟧"""),
]

# ---------------------------------------------------------------- part 3
TEXTS += [
("seller_verification_docs", """亚马逊卖家身份验证资料（代办中介 ⟦PERSON|小陈⟧ 整理）
法人：⟦PERSON|金诚⟧   护照号：⟦PASSPORT|$pp_cn2⟧   有效期至 ⟪doc_expiry_date|2031-09-14⟫
身份证：⟦IDCARD|$cnid7⟧
出生日期：⟦DATE_OF_BIRTH|1983.08.26⟧
公司：⟪org_name|香港诚远贸易有限公司⟫（商业登记号 ⟪business_registration_no|74218836⟫）
收款账户：⟪payment_provider|PingPong⟫
联系邮箱：⟦EMAIL|jincheng.trade@outlook.com⟧"""),

("bastion_session_audit", """[JumpServer 会话审计] 用户 ⟦PERSON|zhangwei.ops⟧  资产 ⟪hostname|pay-db-master-01⟫ (⟦IP_ADDRESS|10.1.8.20⟧)
09:12:03 $ mysql -uroot -p'⟦PASSWORD|Root@Pay2023⟧'
09:12:40 mysql> SELECT COUNT(*) FROM t_withdraw WHERE status=3;
09:13:11 $ curl -s http://⟦IP_ADDRESS|10.1.8.35⟧:9100/metrics | head
09:15:27 $ exit
会话时长 ⟪duration|3分24秒⟫  来源 IP ⟦IP_ADDRESS|116.228.45.19⟧  录像 ⟪recording_id|rec_5c1e9a0b⟫"""),

("member_export_csv", """⟪file_name|会员导出_20240701.csv⟫
会员号,姓名,手机,生日,余额,等级
⟪member_id|M0031882⟫,⟦PERSON|夏雨⟧,⟦PHONE|13510928847⟧,⟦DATE_OF_BIRTH|1994-05-30⟧,⟦AMOUNT|¥126.00⟧,黄金
M0031907,⟦PERSON|贾婷⟧,⟦PHONE|18926631042⟧,⟦DATE_OF_BIRTH|1991-07-23⟧,⟦AMOUNT|¥8.50⟧,普通
M0032011,⟦PERSON|邹凯⟧,⟦PHONE|13728840913⟧,⟦DATE_OF_BIRTH|1977-09-09⟧,⟦AMOUNT|¥1,020.00⟧,⟪membership_tier|钻石⟫"""),

("crash_report_zh", """[Bugly] 崩溃上报 ⟪crash_id|CR-7f2a91⟫ · ⟪app_name|山海绘卷⟫ ⟪app_version|1.8.3⟫ · ⟪device_model|HUAWEI Mate 60⟫ / HarmonyOS 4.0
java.lang.IllegalStateException: pay callback after activity destroyed
    at com.xgame.shanhai.pay.PayActivity.onResult(PayActivity.java:212)
用户信息：uid=⟪player_id|20487731⟫ nick=⟦PERSON|青衫落拓⟧ 实名=⟦PERSON|范雨⟧ 手机=⟪masked_phone|135****0921⟫
最后一笔支付：⟦AMOUNT|¥98.00⟧ 渠道 ⟪payment_channel|支付宝⟫ 订单 ⟪order_id|P2024062811230093⟫
客户端 IP：⟦IP_ADDRESS|223.104.63.17⟧"""),

("weibo_post", """@⟦PERSON|币圈老韭菜2017⟧：#⟪hashtag|某所提币失败⟫# 我在 ⟪exchange_name|币安⟫ 提 ⟦AMOUNT|3.2 ETH⟧ 到钱包，卡了两天，客服让我提供手持身份证照片+视频，离谱。工单 ⟪ticket_id|#5482217⟫。有没有人一样的？@⟦PERSON|区块链小王子⟧ 你上次是怎么解决的
转发 126  评论 88"""),

("douyin_aftersales_ticket", """【抖音小店 · 售后工单】⟪ticket_id|DY-SH-30092817⟫
店铺：⟪shop_name|壳研所定制⟫   商品：⟪product_name|iPhone 15 Pro 定制照片壳⟫
用户：⟦PERSON|林小满⟧
诉求：照片印歪了，而且定制的名字"⟦PERSON|林小满⟧ & ⟦PERSON|周屿⟧"把"屿"印成了"与"，要求重做或退 ⟦AMOUNT|49.9元⟧。
收货地址：⟦ADDRESS|四川省成都市武侯区科华北路 65 号 3 栋 2 单元 902⟧   手机：⟦PHONE|199 8021 6634⟧
客服⟦PERSON|阿紫⟧：已同意重做，补发单号待生成。"""),

("reconciliation_email", """主题：6月对账单 - ⟪org_name|杭州印象纸品有限公司⟫

⟦PERSON|王总⟧您好，
附件为 6 月对账单，本月共 ⟪org_count|43⟫ 笔订单，货款合计 ⟪org_amount|¥186,420.00⟫，扣除退货 ¥3,150.00 后应付 ¥183,270.00。请贵司于 7 月 10 日前付至我司对公账户：
户名：杭州印象纸品有限公司  开户行：⟪bank_branch|工商银行杭州城东支行⟫  账号：⟪org_account|1202 0217 0920 0381 442⟫
另外上月 ⟦PERSON|丁晓东⟧ 经理私人垫付的打样费 ⟦AMOUNT|¥2,400⟧ 请单独报销给他本人。
如有疑问请联系我：⟦PERSON|叶芳⟧ ⟦PHONE|0571-8602 3317⟧ / ⟦EMAIL|yefang@yxpaper.com⟧"""),

("transfer_screenshot_ocr", """[截图识别] 转账成功
收款人：⟦PERSON|曹阳⟧
收款账户：⟪masked_card|6217 **** **** 0093⟫
转账金额：⟦AMOUNT|¥5,000.00⟧
手续费：⟪fee|¥0.00⟫
附言：⟦PERSON|老曹⟧ 房租 6 月
交易时间：⟪timestamp|2024-06-01 09:31:07⟫
交易流水号：⟪transaction_id|2024060100031887720⟫"""),

("resume_summary", """【简历】Unity 客户端开发   投递渠道：⟪job_board|BOSS直聘⟫
姓名：⟦PERSON|萧雨⟧   性别：男   出生日期：⟦DATE_OF_BIRTH|1997年11月25日⟧
电话：⟦PHONE|181 7086 2294⟧   邮箱：⟦EMAIL|xiaoyu.dev@foxmail.com⟧
现居 ⟪city|南昌⟫，期望城市 ⟪city|厦门⟫，当前月薪 ⟦AMOUNT|16,000元⟧
工作经历：2019-2024 ⟪org_name|南昌游梦科技⟫，负责⟪game_title|《星海猎人》⟫战斗系统
GitHub：⟦PERSON|xiaoyu-dev⟧"""),

("miniprogram_server_config", """// config.js（⟪project_name|鲜到家团购⟫ 服务端）
module.exports = {
  appId: '⟪app_id|wx3a9d0c58e21f7b64⟫',
  appSecret: '⟦SECRET|$wx_appsecret2⟧',
  mchId: '⟪merchant_id|1651203387⟫',
  apiV3Key: '⟦SECRET|$wxv3_2⟧',
  jwtSecret: '⟦SECRET|tuangou-2024-jwt-S3cr3t!x⟧',
  adminPhone: '⟦PHONE|13602218875⟧', // ⟦PERSON|老潘⟧ 的手机，收告警
};"""),

("family_wechat_group", """【微信群：⟪group_name|相亲相爱一家人⟫】
⟦PERSON|潘悦⟧：妈，我在⟪app_name|叮咚买菜⟫给外婆买了菜，明早 7 点送到 ⟦ADDRESS|长沙市岳麓区麓山南路 932 号 12 栋 301⟧ 对吧？订单 ⟪order_id|DD-8830217⟫
妈妈：对的，外婆的 ⟦MEDICAL|降压药⟧ 也快吃完了，就是那个 ⟦MEDICAL|苯磺酸氨氯地平⟧，App 上能买吗
⟦PERSON|潘悦⟧：能买，处方药要上传处方。支付密码我改成 ⟦PASSWORD|139528⟧ 了，你别再告诉别人了
舅舅：收到 👍
⟦PERSON|潘悦⟧：……舅舅你也别记"""),

("video_kyc_record", """视频面签记录 ⟪session_id|VS-20240702-1147⟫   坐席：⟦PERSON|韩冬⟧
客户：⟦PERSON|曾凡⟧   证件：⟦IDCARD|$cnid15⟧   出生日期：⟦DATE_OF_BIRTH|1992年7月14日⟧
职业：个体工商户（⟪industry|餐饮⟫）   月收入（自述）：约 ⟦AMOUNT|3 万元⟧
活体检测：通过（⟪liveness_score|0.97⟫）   录像时长 ⟪duration|06:41⟫
风险提示：客户表示近期做了 ⟦MEDICAL|心脏支架手术⟧，在家休养，收入来源为店铺转让款。
结论：同意开户，授信额度 ⟪credit_limit|¥50,000⟫。"""),

("cancellation_call_transcript", """【录音转写】⟪org_name|萌宠月月盒⟫ 客服热线
客服：您好，萌宠月月盒，请问怎么称呼？
用户：我姓许，⟦PERSON|许小姐⟧。我想退订。
客服：⟦PERSON|许小姐⟧您好，请报一下注册手机号。
用户：⟦PHONE|一八六，二一零九，七七四三⟧。
客服：好的。请问退订原因是？
用户：我家狗 ⟪pet_name|可乐⟫ 查出来 ⟪pet_condition|肾衰竭⟫，医生说零食都不能吃了。
客服：很遗憾听到……本月盒子已发出，剩余 2 个月费用 ⟦AMOUNT|¥258⟧ 会在 3 个工作日内退回原支付账户。"""),

("fraud_report_letter", """【举报信】举报游戏内代充诈骗
被举报人游戏昵称：⟦PERSON|官方充值小助手⟧（游戏 ID ⟪player_id|30029177⟫）
经过：对方私聊说可以半价代充 ⟪in_game_item|6480 钻石⟫，让我先转 ⟦AMOUNT|1,200 元⟧ 到他的支付宝 ⟦EMAIL|cz_helper888@163.com⟧，转完就把我拉黑了。
他还让我提供游戏账号密码，我给了：账号 ⟦PHONE|13098821605⟧，密码 ⟦PASSWORD|qwe123456789⟧（已修改）。
附件截图 ⟪attachment_name|IMG_4471.PNG⟫
举报人：⟦PERSON|夏天的风⟧   联系邮箱 ⟦EMAIL|2518830971@qq.com⟧"""),

("zhihu_answer", """问题：小公司用什么工资/记账软件比较好？
⟦PERSON|小K爱记账⟧ · 注册会计师 · 1,203 人赞同
我们是 30 人的小公司，用的 ⟪software_name|金蝶精斗云⟫ + ⟪software_name|薪人薪事⟫。说个坑：去年老板让我用个人微信收员工社保补缴款，年底查账说不清，光员工⟦PERSON|小唐⟧一个人就转了我 ⟦AMOUNT|2,680元⟧。建议大家公私分明。
另外工资条别再用 Excel 群发了，我见过有人把全公司身份证号发群里（像 ⟪masked_id|3301**********1234⟫ 这种还算打了码的）。"""),

("crontab_script", r"""# 工资发放提醒（财务⟦PERSON|小林⟧ 要的）  服务器 ⟪hostname|fin-cron-01⟫
⟪cron_expression|0 9 25 * *⟫ /opt/payroll/remind.sh >> ⟪file_path|/var/log/remind.log⟫ 2>&1
# remind.sh
WEBHOOK="⟦SECRET|$dt_hook2⟧"
SECRET="⟦SECRET|$dt_sec2⟧"
curl -s "$WEBHOOK&timestamp=$TS&sign=$SIGN" -H 'Content-Type: application/json' \
  -d '{"msgtype":"text","text":{"content":"【工资】本月工资今天发放，如有疑问找⟦PERSON|小林⟧"},"at":{"atMobiles":["⟦PHONE|13512093376⟧"]}}'"""),
]

# ---------------------------------------------------------------- part 4
TEXTS += [
("customs_real_name_form", """【清关实名认证】您购买的 ⟪product_name|澳洲 a2 奶粉 3 段 x6⟫ 需完成实名认证（海关要求：订购人与支付人一致）
订购人：⟦PERSON|杜若⟧
身份证号：⟦IDCARD|$cnid4⟧
手机：⟦PHONE|13656781029⟧
收货地址：⟦ADDRESS|浙江省杭州市滨江区江南大道 3688 号 2 幢 1101⟧
支付金额：⟦AMOUNT|¥1,368.00⟧（跨境综合税率 ⟪tax_rate|9.1%⟫）
运单号 ⟪tracking_number|EMS9928374610CN⟫"""),

("exchange_api_page", """API 管理 · 创建成功（请妥善保存，Secret 只显示一次）
备注名：⟪api_label|量化-网格1号⟫
API Key：⟦APIKEY|$bnkey2⟧
Secret Key：⟦SECRET|$bnsec2⟧
Passphrase：⟦PASSWORD|Wangge#2024⟧
权限：读取 / 交易（未开启提现）
绑定 IP：⟦IP_ADDRESS|47.243.118.20⟧, ⟦IP_ADDRESS|8.218.74.161⟧
创建人：⟦PERSON|董小川⟧（UID ⟪uid|88123049⟫）  创建时间 ⟪timestamp|2024-06-30 22:10:41⟫"""),

("cloud_leak_notice", """【阿里云】尊敬的 ⟪account_alias|jizhang***@aliyun.com⟫：
我们监测到您的 AccessKey ⟦APIKEY|$ali_ak2⟧ 疑似在 GitHub 公开仓库 ⟪repo_name|xhs-print/pod-backend⟫ 中泄露（文件 ⟪file_path|config/prod.env⟫，提交者 ⟦PERSON|xiaohe-dev⟧）。
泄露内容片段：ALIBABA_CLOUD_ACCESS_KEY_SECRET=⟦SECRET|$ali_sk2⟧
为保障账号安全，请立即禁用该 AccessKey，并排查来自 ⟦IP_ADDRESS|103.151.172.44⟧ 的异常调用记录。事件 ID：⟪event_id|AK-LEAK-20240705-0091⟫"""),

("xiaohongshu_note", """小红书 · ⟦PERSON|栗子酱的日常⟧
📦 开箱｜⟪brand_name|好食光⟫ 7 月控糖盒，⟪price|89 块⟫ 值不值？
最近体检查出 ⟦MEDICAL|血糖偏高⟧（空腹 ⟦MEDICAL|6.4 mmol/L⟧），医生让我少吃精制碳水，于是试了这个盒子。低 GI 饼干还行，坚果棒偏甜。
闺蜜⟦PERSON|小葵⟧推荐的，用她的邀请码 ⟪referral_code|HSG-K7Q2⟫ 首单减 20。
#控糖 #零食测评"""),

("consignment_agreement", """寄卖协议（⟪org_name|拾贰寄卖⟫）  编号 ⟪contract_id|JM-2407-0318⟫
委托人：⟦PERSON|任昊天⟧   身份证：⟦IDCARD|$cnid19⟧
联系电话：⟦PHONE|139 1840 2275⟧
寄卖物品：⟪product_name|LV Neverfull MM 老花⟫，成色九成，附购买凭证
委托底价 ⟪reserve_price|6,800 元⟫，成交后平台收取 ⟪commission_rate|15%⟫ 佣金，应付委托人 ⟦AMOUNT|¥5,780⟧
货款结算至：⟦CARD|$cup6⟧（⟪bank_name|中国银行⟫）"""),

("dingtalk_ops_group", """【钉钉 · 山海绘卷运营群】  工单 ⟪ticket_id|SH-YY-0712⟫
⟦PERSON|苏畅⟧：家长投诉，孩子 11 岁偷偷充了 ⟦AMOUNT|3,280 元⟧，要求退款。家长⟦PERSON|程女士⟧电话 ⟦PHONE|186 7310 4482⟧
⟦PERSON|吕文斌⟧：走未成年退款流程（⟪policy_section|第 4.2 条⟫），要监护人身份证和孩子的出生证明。账号实名信息是 ⟦PERSON|程子涵⟧ ⟦IDCARD|$cnid14⟧？
⟦PERSON|苏畅⟧：对，实名是 2001 年的，家长说孩子用表姐的身份证注册的 🙃"""),

("bindcard_log", """[bindcard] 2024-07-03 10:22:15 req=⟪request_id|b1f0c9e2⟫ uid=⟪user_id|7730192⟫ name=⟦PERSON|宋嘉伟⟧ idNo=⟦IDCARD|$cnid17⟧ cardNo=⟦CARD|$cup7⟧ mobile=⟦PHONE|15919903842⟧ result=FAIL code=⟪error_code|1003⟫ msg=预留手机号不一致
[bindcard] 2024-07-03 10:22:41 req=⟪request_id|b1f0ca77⟫ retry mobile=⟦PHONE|13632880174⟧ result=SUCCESS channel=⟪payment_channel|银联快捷⟫"""),

("production_meeting_notes", """【会议记录】⟪meeting_date|7月2日⟫ 生产例会   主持：⟦PERSON|周社长⟧   记录：⟦PERSON|小何⟧
1. ⟦PERSON|周社长⟧强调：客户图稿里的个人照片、手机号一律不得外传，定制订单文件保存 ⟪retention_period|30 天⟫ 后删除。
2. 上周⟦PERSON|老孟⟧把客户⟦PERSON|邱女士⟧的定制相册发错给别的客户，赔偿 ⟦AMOUNT|300 元⟧ 并重做。
3. 新设备 ⟪equipment_model|爱普生 SC-F6380⟫ 到货，操作员培训由⟦PERSON|小何⟧负责。
4. 仓库密码锁改为 ⟦PASSWORD|7 2 5 9 0⟧。"""),

("shipping_notice_sms", """【⟪org_name|萌宠月月盒⟫】⟦PERSON|钱多多⟧您好，您的 8 月盒（订单 ⟪order_id|MC-2408-11931⟫）将于 ⟪ship_date|8月5日⟫ 发出。当前收货地址：⟦ADDRESS|江苏省苏州市昆山市前进中路 219 号 5 幢 602⟧。如需修改请回复新地址，或致电 ⟦PHONE|400-155-0899⟧。本月主题 ⟪box_theme|夏日冰爽⟫，含 ⟪pet_name|旺财⟫ 同款冻干。"""),

("payroll_query_email", """主题：6月工资少发了？
HR⟦PERSON|小美⟧你好，
我是客户端组的⟦PERSON|钟晓航⟧（工号 ⟪employee_id|XG-0457⟫）。6 月工资条显示实发 ⟦AMOUNT|11,240.60 元⟧，比上月少了 ⟦AMOUNT|1,860 元⟧，明细里多了一项"病假扣款"。我 6 月 3 日到 5 日是因为 ⟦MEDICAL|急性肠胃炎⟧ 请的病假，提交过 ⟪hospital_name|厦门大学附属第一医院⟫ 的诊断证明。按 ⟪policy_section|员工手册第 6.3 条⟫，病假 3 天内不扣工资吧？麻烦核对一下。
谢谢！
⟦PERSON|钟晓航⟧ ⟦PHONE|13860192274⟧"""),

("visa_applicant_list", """科隆游戏展参展人员名单（报 ⟪org_name|德国驻上海总领事馆⟫ 签证用）
| 姓名 | 拼音 | 护照号 | 出生日期 | 职务 |
|---|---|---|---|---|
| ⟦PERSON|何俊杰⟧ | ⟦PERSON|HE JUNJIE⟧ | ⟦PASSPORT|$pp_cn3⟧ | ⟦DATE_OF_BIRTH|1990-03-29⟧ | 主策划 |
| ⟦PERSON|高雪梅⟧ | ⟦PERSON|GAO XUEMEI⟧ | ⟦PASSPORT|$pp_cn4⟧ | ⟦DATE_OF_BIRTH|1984-10-13⟧ | 市场总监 |
展会：⟪event_name|gamescom 2024⟫，⟪event_dates|8月21日-25日⟫"""),

("anti_fraud_push_reply", """【⟪org_name|钱小宝⟫ 安全提醒】（推送编号 ⟪push_id|PUSH-0719-A⟫）近期有人冒充客服以"注销校园贷"为由诱导转账。官方客服电话仅 ⟦PHONE|400-880-9527⟧，我们不会索要验证码、CVV 或登录密码。
用户⟦PERSON|老杨⟧回复：我昨天接到 ⟦PHONE|+852 6714 3309⟧ 打来的电话说是你们客服，让我把 ⟦AMOUNT|两万块⟧ 转到"安全账户" ⟦CARD|$cup8⟧，我已经转了 ⟦AMOUNT|五千块⟧……
客服⟦PERSON|小杜⟧：您好，请立即到派出所报案，我们已将该卡号提交 ⟪org_name|国家反诈中心⟫。"""),

("ip_whitelist_change", """变更单 ⟪change_id|CHG-2024-0715-03⟫：支付网关出口 IP 白名单更新
申请人：⟦PERSON|丁晓东⟧   审批：⟦PERSON|陈经理⟧
新增：⟦IP_ADDRESS|39.105.221.64⟧、⟦IP_ADDRESS|39.105.221.65⟧（华北2 NAT）
删除：⟦IP_ADDRESS|121.40.88.13⟧（旧机房）
保留：⟪doc_ip|192.0.2.10⟫（测试占位，勿用于生产）
回滚方案：恢复 ⟪config_version|gateway-acl v57⟫"""),

("seller_profile_backend", """【⟪marketplace_name|转转⟫ · 卖家实名信息】（客服后台截图转文字）
昵称：⟦PERSON|晴天小猪⟧
实名：⟦PERSON|余晴⟧（⟦PERSON|Yu Qing⟧）
证件：⟦IDCARD|$cnid10⟧   生日 ⟦DATE_OF_BIRTH|1999-01-28⟧
绑定手机：⟪masked_phone|177****0631⟫
卖家等级 ⟪seller_level|L4⟫，在售 23 件，近 30 天成交 ⟦AMOUNT|¥4,930⟧"""),

("ci_variables_export", """# GitLab → 设置 → CI/CD 变量（项目 ⟪repo_name|pod/print-service⟫，导出给新同事⟦PERSON|小谢⟧看的，看完删）
TENCENT_SECRET_ID      ⟦APIKEY|$tc_id2⟧
TENCENT_SECRET_KEY     ⟦SECRET|$tc_key2⟧
ALIYUN_AK              ⟦APIKEY|$ali_ak3⟧
ALIYUN_SK              ⟦SECRET|$ali_sk3⟧
WECOM_WEBHOOK          ⟦SECRET|$wecom_hook2⟧
COS_BUCKET             ⟪bucket_name|pod-assets-1259827341⟫
CDN_DOMAIN             ⟪domain|cdn.yinxiang-pod.com⟫"""),

("tax_deduction_form", """个人所得税 App · 专项附加扣除信息确认（⟪tax_year|2024⟫ 年度）
纳税人：⟦PERSON|叶芳⟧   证件：⟦IDCARD|$cnid22⟧
赡养老人：父亲⟦PERSON|叶国华⟧（独生子女，每月扣除标准 ⟪deduction_standard|3000 元⟫）
大病医疗：本人 ⟦MEDICAL|乳腺癌术后化疗⟧，医保目录内自付 ⟦AMOUNT|41,260 元⟧
扣缴义务人：⟪employer_name|杭州印象纸品有限公司⟫"""),
]
