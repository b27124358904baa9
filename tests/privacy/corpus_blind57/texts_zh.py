# -*- coding: utf-8 -*-
# blind57 Chinese texts. Every text typed by hand.
# ⟦TYPE|value⟧ = span, ⟪kind|value⟫ = decoy, $name = value from values.py
TEXTS = []

TEXTS.append(("wechat_chat", """[微信] ⟪org_name|甜心烘焙⟫ 客服
⟦PERSON|陈女士⟧：你好，想订个⟪cake_size|8寸⟫芒果慕斯，周六下午三点来拿
⟦PERSON|小美⟧：好的亲～蛋糕上写什么字呢？
⟦PERSON|陈女士⟧：写"⟦PERSON|朵朵⟧三岁生日快乐"，她对芒果没事，但是⟦MEDICAL|鸡蛋过敏⟧，蛋糕坯能换成无蛋的吗？
⟦PERSON|小美⟧：可以的，无蛋胚加收⟪surcharge|20元⟫，一共⟦AMOUNT|268元⟧，先付定金⟦AMOUNT|100元⟧就行
⟦PERSON|陈女士⟧：已经转你⟦AMOUNT|100元⟧了。我电话⟦PHONE|13916472085⟧，到了打给我
⟦PERSON|小美⟧：收到～订单号 ⟪order_id|TX20250614-031⟫"""))

TEXTS.append(("dingtalk_group", """【钉钉群：⟪org_name|绿野景观⟫-技术支持】
⟦PERSON|王工⟧（⟦PERSON|王建军⟧）：监控脚本改好了，告警走这个机器人 ⟦SECRET|$dinghook1⟧
⟦PERSON|王工⟧：NAS 在 ⟦IP_ADDRESS|192.168.10.20⟧，管理员密码还是 ⟦PASSWORD|Lvye@2023⟧，别外传
⟦PERSON|刘婷⟧：收到。客户那边灌溉控制器的公网IP是 ⟦IP_ADDRESS|112.64.217.88⟧，端口 ⟪port|8443⟫
⟦PERSON|王工⟧：嗯，8443 是我在路由器上映射的，固件版本 ⟪firmware_version|V2.3.17⟫ 别升级"""))

TEXTS.append(("sms_notice", """【⟪org_name|萌宠之家⟫】尊敬的会员⟦PERSON|李雪⟧，您预约的泰迪"⟪pet_name|豆豆⟫"洗护美容已确认：6月8日14:00，⟪store_name|金牛万达店⟫。本次套餐价⟪package_price|128元⟫，会员卡余额⟦AMOUNT|356.50元⟧。如需改约请致电⟦PHONE|028-8765 4321⟧。退订回T"""))

TEXTS.append(("onboarding_form", """⟪org_name|花语时光花艺工作室⟫ —— 员工入职登记表
姓名：⟦PERSON|林晓雯⟧    性别：女    出生日期：⟦DATE_OF_BIRTH|1995年7月30日⟧
身份证号：⟦IDCARD|$id5⟧
手机：⟦PHONE|18628031746⟧
现住址：⟦ADDRESS|四川省成都市武侯区玉林北路18号院3栋2单元501，邮编610041⟧
紧急联系人：⟦PERSON|林国平⟧（父亲）⟦PHONE|13808012276⟧
工资卡（银联）：⟦CARD|$up4⟧
健康情况：有⟦MEDICAL|轻度哮喘⟧，随身带⟦MEDICAL|沙丁胺醇喷雾⟧
工号：⟪employee_id|HY-2025-014⟫    入职日期：⟪start_date|2025-03-01⟫"""))

TEXTS.append(("yaml_config", """# 鱼缸温控告警配置 —— ⟪org_name|蓝海水族⟫（世纪城店）
notify:
  wecom_webhook: ⟦SECRET|$wecomhook1⟧
  at_mobiles: ["⟦PHONE|13980066514⟧"]
devices:
  - name: 海水缸A
    ip: ⟦IP_ADDRESS|10.0.8.31⟧
    alarm_temp: ⟪temperature|27.5⟫
  - name: 检疫缸
    ip: ⟦IP_ADDRESS|10.0.8.32⟧
aliyun_sms:
  access_key_id: ⟦APIKEY|$ltai1⟧
  access_key_secret: ⟦SECRET|$aliyunsecret1⟧
  sign_name: 蓝海水族
  template_code: ⟪sms_template_code|SMS_464821093⟫"""))

TEXTS.append(("boarding_agreement", """宠物寄养协议（节选）
甲方（寄养方）：⟦PERSON|周敏⟧    身份证号：⟦IDCARD|$id11⟧
联系电话：⟦PHONE|155 7319 2208⟧
住址：⟦ADDRESS|湖南省长沙市岳麓区麓山南路932号教工宿舍12栋301⟧
乙方：⟪org_name|毛孩子宠物寄养中心⟫（统一社会信用代码 ⟪unified_social_credit_code|91430104MA4Q8K2X7C⟫）
宠物：金毛"⟪pet_name|可乐⟫"，5岁，已绝育，有⟪animal_condition|髋关节发育不良⟫
寄养期：2025年1月25日至2月5日，共11天，⟪tariff|每天80元⟫。
甲方已预付押金⟦AMOUNT|500元⟧，剩余费用⟦AMOUNT|380元⟧于接回时结清。"""))

TEXTS.append(("product_review", """★★★★★ 用户 ⟪masked_username|t**8⟫ 评价：多肉到手状态很好，包装很用心！客服⟦PERSON|小周⟧态度超好，我说我妈刚做完⟦MEDICAL|白内障手术⟧看不清说明书，她还专门打电话给我妈讲怎么浇水🥹
店铺：⟪org_name|绿植小院旗舰店⟫    规格：⟪product_spec|熊童子 10cm盆⟫"""))

TEXTS.append(("app_log", """2025-03-18 09:21:44.102 INFO  [order-svc] 用户下单 uid=⟪user_id|882301⟫ phone=⟪masked_phone|138****5521⟫ amount=⟦AMOUNT|¥58.00⟧ store=⟪store_code|SH-JA-012⟫
2025-03-18 09:21:44.377 WARN  [pay-svc] 微信支付回调验签失败 mch_id=⟪merchant_id|1612345678⟫ client_ip=⟦IP_ADDRESS|117.136.12.45⟧
2025-03-18 09:21:45.010 ERROR [pay-svc] appid=⟪app_id|wx8f2d4c1b9a7e3f60⟫ secret=⟦SECRET|$appsecret2⟧ 配置错误，请检查
2025-03-18 09:22:03.556 INFO  [member] 会员实名认证通过 name=⟦PERSON|黄佳怡⟧ idcard=⟦IDCARD|$id3⟧"""))

TEXTS.append(("meeting_minutes", """⟪org_name|山野精酿⟫ 周例会纪要（3月3日）
参会：⟦PERSON|周社长⟧、⟦PERSON|老孟⟧、⟦PERSON|小赵⟧、⟦PERSON|吴婷婷⟧
1. 新一批IPA（批次 ⟪batch_number|IPA-2503⟫）酒精度⟪abv|6.8%⟫，下周二装罐。
2. ⟦PERSON|小赵⟧上周⟦MEDICAL|腰椎间盘突出⟧复发，医生建议休息两周，期间由⟦PERSON|吴婷婷⟧顶班。
3. ⟦PERSON|周社长⟧确认：⟦PERSON|吴婷婷⟧三月起工资调整为⟦AMOUNT|7800元/月⟧。
4. ⟦PERSON|老孟⟧垫付的啤酒节摊位费⟦AMOUNT|2400元⟧，财务本周报销。"""))

TEXTS.append(("ocr_waybill", """[OCR] ⟪courier_name|顺丰速运⟫ 运单号：⟪tracking_number|SF1428837700215⟫
寄件人：⟦PERSON|许小姐⟧ ⟦PHONE|139 2745 6610⟧
寄件地址：⟪org_address|广东省深圳市南山区深南大道9988号 花漾里花店⟫
收件人：⟦PERSON|郑浩然⟧ ⟦PHONE|186 8812 4097⟧
收件地址：⟦ADDRESS|广东省广州市天河区天河北路233号中信广场公寓A座1708室 510620⟧
物品：鲜花（红玫瑰33枝）  保价：⟪declared_value|300元⟫  付款方式：寄付月结  月结账号：⟪org_account|7551234567⟫"""))

TEXTS.append(("call_transcript", """【通话录音转写 ⟪call_timestamp|2025-04-02 15:31⟫】
客服（工号 ⟪agent_id|0317⟫）：您好，⟪org_name|醇香葡萄酒⟫，请问有什么可以帮您？
客户：你好，我上周买的那箱⟪product_name|拉菲传奇⟫，快递一直没到。我叫⟦PERSON|何志强⟧。
客服：⟦PERSON|何先生⟧您好，麻烦报一下手机号。
客户：⟦PHONE|幺三七，零一八六，五五二九⟧。
客服：好的查到了，订单金额⟦AMOUNT|一千三百八十元⟧，显示在⟪place_name|杭州⟫中转。收货地址是⟦ADDRESS|浙江省杭州市西湖区文三路90号东部软件园1号楼⟧对吗？
客户：对。
客服：那我帮您催一下，另外给您补一张⟪coupon|50元优惠券⟫。"""))

TEXTS.append(("xiaohongshu_post", """#守宫日常# 我家豹纹守宫"⟪pet_name|芝麻⟫"终于蜕皮成功啦🎉 之前⟪animal_condition|卡皮⟫一周吓死我，带去异宠医院看，医生说湿度不够…
顺便吐槽：上次在某爬宠店被咬了一口，⟦MEDICAL|手指感染⟧去医院打了⟦MEDICAL|破伤风针⟧，又吃了三天⟦MEDICAL|头孢⟧😭
店在⟪org_address|成都市青羊区送仙桥花鸟市场B区12号⟫（不是广告）
@⟦PERSON|爬宠小王子⟧ 你家那只也是这样吗"""))

TEXTS.append(("payslip", """【工资条】2025年2月    ⟪org_name|绿苑园艺中心⟫
姓名：⟦PERSON|马俊峰⟧    工号：⟪employee_id|LY-0087⟫    部门：苗木区
应发合计：⟦AMOUNT|5,410.00元⟧    扣款合计（社保/公积金/个税）：⟦AMOUNT|789.00元⟧
实发工资：⟦AMOUNT|4,621.00元⟧
工资卡：中国农业银行 ⟦CARD|$up5⟧
如有疑问请于3日内联系人事⟦PERSON|小孙⟧（内线 ⟪extension|8023⟫）"""))

TEXTS.append(("subscription_form", """封坛酒认购登记表 —— ⟪org_name|赤水河谷酒业⟫
认购人：⟦PERSON|罗德华⟧    出生日期：⟦DATE_OF_BIRTH|1971-01-02⟧
身份证号：⟦IDCARD|$id6⟧
联系电话：⟦PHONE|13705178832⟧
坛号：⟪jar_number|FT-2025-0316⟫（⟪capacity|500斤⟫）    封坛年份：2025    储存期：10年
认购金额：⟦AMOUNT|人民币贰万捌仟元整⟧（⟦AMOUNT|¥28,000.00⟧）
已付：⟦AMOUNT|¥10,000.00⟧（银行转账）    尾款：⟦AMOUNT|¥18,000.00⟧"""))

TEXTS.append(("env_file", """# 宠物商城小程序 .env.production  （⟪org_name|毛球宠物⟫）
# 注意：这个文件不要提交到代码仓库！生产环境的密钥都在这里，改完记得重启服务
WX_APPID=⟪app_id|wx3a9b7c2e1d4f6082⟫
WX_APPSECRET=⟦SECRET|$wxsecret1⟧
WXPAY_MCHID=⟪merchant_id|1658823301⟫
WXPAY_API_V3_KEY=⟦SECRET|$wxpaykey1⟧
TENCENT_COS_SECRET_ID=⟦APIKEY|$akid1⟧
TENCENT_COS_SECRET_KEY=⟦SECRET|$tencentsecret1⟧
TENCENT_COS_REGION=⟪cloud_region|ap-guangzhou⟫
DB_HOST=⟦IP_ADDRESS|172.16.5.20⟧
DB_PORT=⟪port|3306⟫
DB_PASSWORD=⟦PASSWORD|Mengchong#2024⟧
# 上线负责人：⟦PERSON|小邓⟧"""))

TEXTS.append(("complaint_ticket", """工单号：⟪ticket_id|KF20250409-0112⟫    渠道：市场监管投诉平台转办
投诉人：⟦PERSON|唐丽华⟧，手机 ⟦PHONE|199 8374 0651⟧
事由：3月30日在⟪org_name|海之梦水族⟫购买⟪fish_species|七彩神仙鱼⟫6条，三天内全部死亡，要求退款⟦AMOUNT|1,260元⟧。店员"⟦PERSON|阿杰⟧"称是水质问题拒绝退货。
处理结果：经调解，商家退还⟦AMOUNT|人民币1,260元⟧，已于4月10日通过微信退回。
处理人：市场监管所 ⟦PERSON|董科员⟧"""))

TEXTS.append(("wechat_group", """【婚礼花艺对接群】
新娘-⟦PERSON|苏苏⟧：老师，场地布置的尾款我今天转了哈，⟦AMOUNT|18,800元⟧
花艺师-⟦PERSON|阿宁⟧：收到啦～定金⟦AMOUNT|5000元⟧+尾款⟦AMOUNT|18,800元⟧，全款⟦AMOUNT|23,800元⟧已结清🙏
新郎-⟦PERSON|高翔⟧：布置时间是28号早上7点，⟪venue_name|万豪酒店⟫三楼宴会厅，后门门禁密码是⟦PASSWORD|7788⟧
花艺师-⟦PERSON|阿宁⟧：好的，我们带 ⟪quantity|12⟫ 组桌花 + 拱门，6点半到"""))

TEXTS.append(("sql_insert", """-- 会员数据迁移（旧收银系统 → 新小程序） 2025-02-10 执行人：运维
INSERT INTO member (id, name, mobile, birthday, id_no, pet, points) VALUES
(⟪member_id|10231⟫, '⟦PERSON|郭晓峰⟧', '⟦PHONE|13567128840⟧', '⟦DATE_OF_BIRTH|1988-06-05⟧', '⟦IDCARD|$id4⟧', '⟪pet_name|柯基-饺子⟫', ⟪loyalty_points|860⟫),
(⟪member_id|10232⟫, '⟦PERSON|宋佳琪⟧', '⟦PHONE|18857109923⟧', '⟦DATE_OF_BIRTH|1997-08-08⟧', '⟦IDCARD|$id17⟧', '⟪pet_name|布偶-奶盖⟫', 42);
-- 注：积分不清零，生日当天自动发券"""))

TEXTS.append(("xianyu_chat", """【闲鱼】宝贝：⟪item_id|闲鱼号 71928834⟫ 自繁玉米蛇 ⟪animal_morph|雪花公⟫
买家：那就⟦AMOUNT|300块⟧包邮吧，我地址：⟦ADDRESS|江苏省苏州市工业园区星湖街328号创意产业园7幢，邮编215123⟧，收件人⟦PERSON|钱多多⟧ ⟦PHONE|15150263317⟧
卖家：行，走⟪courier_name|顺丰⟫活体专线，明天上午发，单号发你
买家：好嘞，蛇箱记得加暖宝宝，最近降温"""))

TEXTS.append(("expense_claim", """费用报销单    单据号 ⟪document_number|BX-2025-0331-07⟫
报销人：⟦PERSON|蒋文涛⟧    部门：⟪department|施工一部⟫
事由：3月 ⟪project_name|金鸡湖壹号院⟫ 项目现场差旅（高铁、住宿、餐费，票据见附件）
合计：⟦AMOUNT|¥1,134.50⟧（大写：⟦AMOUNT|壹仟壹佰叁拾肆元伍角⟧）
收款账户：招商银行 ⟦CARD|$up1⟧
审批：项目经理 ⟦PERSON|钟磊⟧ ✔    财务 ✔"""))

TEXTS.append(("tieba_post", """【求助】狗狗偷吃了巧克力怎么办？？？
楼主：⟦PERSON|大黄的铲屎官⟧
刚才我家拉布拉多"⟪pet_name|旺财⟫"偷吃了半块黑巧克力，已经在去宠物医院的路上了😭 我自己有⟦MEDICAL|心脏病⟧，一急就心慌，刚含了一片⟦MEDICAL|速效救心丸⟧……
2楼 ⟦PERSON|柯基不短腿⟧：别慌！先打医院电话，⟪animal_treatment|催吐⟫要在两小时内，黑巧的⟪toxin_name|可可碱⟫含量高"""))

TEXTS.append(("agency_agreement", """区域代理协议（个人代理）
甲方：⟪org_name|波尔多之星酒业（上海）有限公司⟫
乙方：⟦PERSON|曹志远⟧，身份证号 ⟦IDCARD|$id18⟧，护照号 ⟦PASSPORT|$pp_cn7⟧
乙方联系地址：⟦ADDRESS|上海市浦东新区张杨路1088号2单元1503室，邮编200122⟧
第五条 乙方应缴纳代理保证金⟦AMOUNT|人民币伍万元整⟧（⟦AMOUNT|¥50,000⟧），合同终止后无息退还。
第七条 佣金按回款金额的⟪commission_rate|8%⟫结算，打入乙方个人账户：中国银行 ⟦CARD|$up2⟧。"""))

TEXTS.append(("dingtalk_approval", """【钉钉审批】请假申请    审批编号 ⟪approval_id|202504150931000218⟫
申请人：⟦PERSON|彭雨欣⟧（⟪job_title|裱花师⟫）
请假类型：病假    4月15日—4月19日，共5天
事由：⟦MEDICAL|急性肠胃炎⟧，昨晚在医院⟦MEDICAL|输液⟧，附诊断证明
审批人：店长 ⟦PERSON|蔡明亮⟧ → 已同意
抄送：人事 ⟦PERSON|小黎⟧"""))

TEXTS.append(("shell_history", """[root@brew-pos ~]# history | tail -6
  ⟪history_number|231⟫  ssh ⟦PERSON|zhanghao⟧@⟦IP_ADDRESS|10.1.20.5⟧
  232  mysql -uroot -p'⟦PASSWORD|Pijiu!2024⟧' -h ⟦IP_ADDRESS|10.1.20.6⟧ pos
  233  vim /etc/nginx/conf.d/pos.conf
  234  curl -X POST '⟦SECRET|$dinghook2⟧' -H 'Content-Type: application/json' -d '{"msgtype":"text","text":{"content":"收银库备份完成"}}'
  235  scp /data/backup/pos_20250301.sql.gz ⟦PERSON|zhanghao⟧@⟦IP_ADDRESS|47.98.113.205⟧:/backup/
# 备注：这台收银服务器一直是⟦PERSON|张浩⟧在维护，密码改了记得在群里说一声"""))

TEXTS.append(("ocr_business_card", """[名片识别结果]
⟪org_name|拾光花艺⟫
主理人  ⟦PERSON|江若曦⟧
手机：⟦PHONE|177 2108 4563⟧
微信：⟦PERSON|ruoxi_flower⟧
邮箱：⟦EMAIL|ruoxi@shiguangflora.cn⟧
工作室：⟪org_address|北京市朝阳区798艺术区七星东街D08⟫
婚礼花艺 · 商业空间 · 花艺课程"""))

TEXTS.append(("customer_service_chat", """【京东客服对话记录】订单号 ⟪order_id|302918847561⟫
顾客：红酒到了碎了一瓶，申请退款，退到我这张卡：⟦CARD|$up3⟧
客服⟦PERSON|小鹿⟧：亲，退款会原路退回到您支付的账户哦，不需要提供卡号的～为了您的资金安全建议撤回这条消息。
顾客：好吧，那什么时候到账？是⟦AMOUNT|259元⟧吧
客服⟦PERSON|小鹿⟧：是的亲，⟦AMOUNT|259元⟧，预计⟪processing_time|1-3个工作日⟫到账。"""))

TEXTS.append(("wechat_chat", """⟦PERSON|老周⟧：这批猫砂到了没？
⟦PERSON|小芳⟧：到了，40箱，批号 ⟪batch_number|MS20250312⟫。供货商说对公账户换了，让我们付到新的：户名 ⟪org_name|成都优宠贸易有限公司⟫ 账号 ⟪org_account|4402 2080 0910 0045 678⟫
⟦PERSON|老周⟧：公对公没问题，让会计走流程。另外我个人借你的⟦AMOUNT|2000块⟧什么时候还啊哈哈
⟦PERSON|小芳⟧：发工资就还😂"""))

TEXTS.append(("accesskey_csv", """AccessKey ID,AccessKey Secret
⟦APIKEY|$ltai2⟧,⟦SECRET|$aliyunsecret2⟧
# 下载于 ⟪timestamp|2025-01-08 17:42⟫，创建人：RAM 子账号 ⟦EMAIL|yunwei@1394820017246653.onaliyun.com⟧
# 负责人：运维 ⟦PERSON|邱海波⟧ —— 请立即存入密码管理器并删除本文件，不要发到群里！"""))

TEXTS.append(("ocr_waybill", """[OCR] ⟪courier_name|中通快递⟫ 实名寄件    运单号 ⟪tracking_number|75318840021694⟫
寄件人：⟦PERSON|付红梅⟧    证件类型：居民身份证    证件号：⟦IDCARD|$id7⟧
手机：⟦PHONE|13971580642⟧
寄件地址：⟦ADDRESS|湖北省武汉市武昌区中南路99号保利广场写字楼2208室 430071⟧
托寄物：白酒2瓶（⟪product_name|飞天⟫ ⟪abv|53度⟫）    声明价值：⟪declared_value|3,000元⟫"""))

TEXTS.append(("food_delivery_review", """用户"⟦PERSON|momo酱⟧"：★★☆☆☆ 面包味道很好，但我备注了⟦MEDICAL|花生过敏⟧，结果吐司里还是有花生碎！！还好没吃多，吃了⟦MEDICAL|氯雷他定⟧缓过来了。差评。
商家回复：亲爱的顾客，非常抱歉！店长已经联系您并全额退款⟦AMOUNT|35.8元⟧，我们也对当班的⟦PERSON|小何⟧进行了过敏原培训。⟪org_name|麦香坊⟫全体员工向您致歉。"""))

TEXTS.append(("order_form_tw", """【訂購單】⟪org_name|花時間花藝⟫（台北大安店）
訂購人：⟦PERSON|陳怡君⟧    身分證字號：⟦NATIONAL_ID|$twid1⟧（會員實名登記）
手機：⟦PHONE|0933-218-476⟧
送花地址：⟦ADDRESS|台北市大安區忠孝東路四段181巷12號3樓 106⟧
卡片內容：「母親節快樂，永遠愛您」
商品：⟪product_name|康乃馨花束⟫    金額：⟦AMOUNT|NT$2,380⟧（已匯款）"""))

TEXTS.append(("membership_form_hk", """⟪org_name|灣仔紅酒坊⟫ —— 會員登記表
姓名：⟦PERSON|黃志明⟧
香港身份證：⟦NATIONAL_ID|$hkid2⟧
出生日期：⟦DATE_OF_BIRTH|1986年4月23日⟧
電話：⟦PHONE|6372 1185⟧
地址：⟦ADDRESS|香港灣仔軒尼詩道302號集成中心18樓B室⟧
信用卡（自動續費）：⟦CARD|$visa6⟧    有效期 08/27    安全碼 ⟦CVV|319⟧
會籍：⟪membership_tier|金卡⟫"""))

TEXTS.append(("python_script", """# 发酵罐温度监控 —— 每5分钟跑一次（crontab）
import requests
FEISHU_HOOK = "⟦SECRET|$feishuhook1⟧"
TANKS = {"1号罐": "⟦IP_ADDRESS|192.168.3.101⟧", "2号罐": "⟦IP_ADDRESS|192.168.3.102⟧"}
MAX_TEMP = ⟪temperature|20.5⟫  # 拉格发酵上限
def alert(msg):
    requests.post(FEISHU_HOOK, json={"msg_type": "text", "content": {"text": msg}})
# 负责人：酿酒师 ⟦PERSON|小唐⟧（⟦PERSON|唐一鸣⟧），电话 ⟦PHONE|15982236740⟧"""))

TEXTS.append(("quotation", """【庭院景观设计报价单】⟪org_name|青禾景观工程⟫    报价编号 ⟪quote_number|QH-2025-044⟫
项目：别墅后花园（约⟪area|120㎡⟫）
1. 设计费：⟪unit_price|30元/㎡⟫ × 120㎡ = ⟪line_total|3,600元⟫
2. 防腐木地台：⟪unit_price|580元/㎡⟫
3. 草坪铺设（马尼拉草）：18元/㎡
4. 造型罗汉松（胸径15cm）：⟪unit_price|8,800元/棵⟫
报价有效期：30天；税费另计⟪tax_rate|6%⟫；以上价格不含运输及吊装。"""))

TEXTS.append(("csv_roster", """# ⟪org_name|萌爪宠物美容⟫ 员工花名册（人事专用，禁止外传）
工号,姓名,岗位,手机,身份证号,入职日期
⟪employee_id|MR-001⟫,⟦PERSON|彭佳⟧,美容师,⟦PHONE|13512087734⟧,⟦IDCARD|$id23⟧,2021-03-15
⟪employee_id|MR-007⟫,⟦PERSON|任浩宇⟧,美容助理,⟦PHONE|18738126605⟧,⟦IDCARD|$id20⟧,2023-07-01
⟪employee_id|MR-012⟫,⟦PERSON|龙小雨⟧,前台,⟦PHONE|15093847712⟧,⟦IDCARD|$id13⟧,2024-11-20"""))

TEXTS.append(("bank_sms", """【招商银行】您尾号⟪masked_card|8823⟫的信用卡05月12日12:31退货⟦AMOUNT|人民币1,580.00元⟧，商户：⟪merchant_name|宁夏贺兰山东麓酒庄⟫。如有疑问请致电⟦PHONE|95555⟧。"""))

TEXTS.append(("order_json", """{"order_no":"⟪order_id|FL202505200018⟫","buyer":{"nickname":"⟦PERSON|小太阳⟧☀️","real_name":"⟦PERSON|邓佳慧⟧","mobile":"⟦PHONE|15874426130⟧"},
 "receiver":{"name":"⟦PERSON|孔维⟧","mobile":"⟦PHONE|13787310529⟧","address":"⟦ADDRESS|湖南省长沙市天心区芙蓉南路二段368号天城公寓5栋1201⟧"},
 "card_msg":"⟦PERSON|维维⟧，对不起，是我不好，原谅我好吗😭","pay_amount":"⟦AMOUNT|¥199.00⟧","pay_channel":"wxpay",
 "transaction_id":"⟪transaction_id|4200002150202505203318806621⟫","delivery":"同城闪送 ⟪delivery_slot|18:00-19:00⟫"}"""))

TEXTS.append(("wechat_chat", """⟦PERSON|小金⟧（⟪org_name|汪星人寄养中心⟫）：⟦PERSON|杜女士⟧您好，"⟪pet_name|团子⟫"这几天吃得很好，视频发您了～
⟦PERSON|杜女士⟧：太好了🙏 我这边住院要延长，医生说⟦MEDICAL|甲状腺结节⟧还要再观察，可能多住一周，寄养能不能延到20号？
⟦PERSON|小金⟧：没问题的，延长7天是⟪quote|560元⟫，之前押金还剩⟦AMOUNT|120元⟧可以抵扣，您再补⟦AMOUNT|440元⟧就行
⟦PERSON|杜女士⟧：好，已转"""))

TEXTS.append(("java_stack_trace", """2025-04-21 22:13:05.882 ERROR 1 --- [⟪thread_name|nio-8080-exec-7⟫] c.j.shop.pay.AlipayService : 支付宝异步通知验签失败，服务器 ⟦IP_ADDRESS|10.30.2.17⟧
com.alipay.api.AlipayApiException: sign check fail: check Sign and Data Fail
	at com.alipay.api.internal.util.AlipaySignature.rsaCheck(AlipaySignature.java:⟪line_number|593⟫)
	at cn.jiuxiang.shop.pay.AlipayService.notify(AlipayService.java:118)
通知参数：buyer_logon_id=⟪masked_email|lij***@163.com⟫ buyer_id=⟪platform_user_id|2088102146225135⟫ total_amount=⟦AMOUNT|¥1299.00⟧
调试输出 —— 当前加载的应用私钥（排查完立刻删掉这段日志！）：
⟦SECRET|$pem_pk8⟧"""))

TEXTS.append(("birthday_register", """会员生日登记（小程序表单导出）—— ⟪org_name|甜心烘焙⟫
1. ⟦PERSON|侯雅婷⟧｜生日 ⟦DATE_OF_BIRTH|1992-11-08⟧｜手机 ⟦PHONE|13628451190⟧｜口味偏好：无糖（⟦MEDICAL|妊娠期糖尿病⟧）
2. ⟦PERSON|白子轩⟧（小朋友，家长：⟦PERSON|白磊⟧）｜生日 ⟦DATE_OF_BIRTH|2019-05-21⟧｜手机 ⟦PHONE|13918825504⟧｜⟦MEDICAL|芒果过敏⟧
生日券：⟪coupon|满100减20⟫，有效期生日当月"""))

TEXTS.append(("partnership_agreement", """⟪org_name|麦芽与橡木精酿酒吧⟫ 合伙协议（摘要）
甲方：⟦PERSON|潘志刚⟧，身份证号 ⟦IDCARD|$id22⟧
乙方：⟦PERSON|金敏俊⟧（韩国籍），护照号 ⟦PASSPORT|$pp_kr1⟧
出资：甲方出资⟦AMOUNT|人民币30万元⟧，占股⟪equity_share|60%⟫；乙方出资⟦AMOUNT|人民币20万元⟧，占股⟪equity_share|40%⟫。
利润每季度分配一次，亏损按出资比例承担。"""))

TEXTS.append(("wechat_group", """【⟪org_name|蓝鳍水族⟫ 员工群】
店长-⟦PERSON|老彭⟧：夜里要看监控就登这个：萤石云账号 ⟪org_account|lanqi_shop⟫，密码 ⟦PASSWORD|Lq888888⟧
⟦PERSON|小吴⟧：⟦PERSON|老彭⟧，卷帘门遥控密码是多少来着
店长-⟦PERSON|老彭⟧：卷帘门没有密码，保险柜是 ⟦PASSWORD|0 5 2 7⟧，别乱往外说
⟦PERSON|小吴⟧：收到👌 明早⟪delivery_slot|8点⟫到货的⟪fish_species|龙鱼⟫我来接"""))

TEXTS.append(("voice_to_text", """【语音转文字】喂你好，我在你们店订的那个⟪product_spec|一米二的鱼缸⟫明天能送吗？我家地址是⟦ADDRESS|南京市鼓楼区中山北路一百零五号苏宁银河国际六栋二零三⟧。电话是⟦PHONE|一五八，五一九六，零二三七⟧。我叫⟦PERSON|邢建国⟧。到之前提前半小时打电话哈，我下午要去医院做⟦MEDICAL|透析⟧。"""))

TEXTS.append(("receipt", """收  据        No. ⟪receipt_number|0012871⟫
今收到 ⟦PERSON|孙立新⟧ 交来 绿化苗木（⟪plant_spec|香樟 胸径12cm⟫ ×20株）定金
人民币（大写）⟦AMOUNT|叁仟元整⟧        ⟦AMOUNT|¥3,000.00⟧
收款单位：⟪org_name|楚雄苗圃场⟫（盖章）    收款人：⟦PERSON|杨春⟧    经手人：⟦PERSON|阿福⟧"""))

TEXTS.append(("readme_internal", """## 部署说明（内部，别公开）
1. 克隆仓库：git clone https://⟦APIKEY|$ghpat1⟧@github.com/huayuan-tech/shop.git
2. 把 .env 里的 OPENAI_API_KEY 换成 ⟦APIKEY|$openai2⟧ （这是公司的号，别拿去私用）
3. 测试服务器 ⟦IP_ADDRESS|124.71.220.16⟧，账号 deploy，密码找⟦PERSON|小钱⟧要
4. Node 版本要求 ⟪version|v20.11.1⟫，别用 18"""))

TEXTS.append(("purchase_agreement", """购猫协议
卖方：⟪org_name|云朵布偶猫舍⟫
买方：⟦PERSON|章晓琳⟧    身份证：⟦IDCARD|$id21⟧    电话：⟦PHONE|13962117348⟧
猫咪：海豹双色布偶，母，芯片号 ⟪microchip_number|900164001928374⟫
价格：⟪price|8,800元⟫（已付定金⟦AMOUNT|2,000元⟧，余款⟦AMOUNT|6,800元⟧交猫时付清）
健康保障：15天内如确诊⟪animal_condition|猫瘟⟫、传腹，包退包换。"""))

TEXTS.append(("sms_notice", """【⟪org_name|醇香葡萄酒⟫】⟦PERSON|罗先生⟧您好，您订购的⟪vintage|2019年份⟫⟪product_name|奔富407⟫（2瓶）已到⟪store_name|南京西路门店⟫，请于7日内到店自提。门店电话⟦PHONE|021-6258 3317⟧。"""))

TEXTS.append(("recharge_csv", """充值记录导出（2025年3月）—— ⟪org_name|毛孩子宠物生活馆⟫
日期,会员,手机,充值金额,赠送,余额
03-02,⟦PERSON|汪海燕⟧,⟪masked_phone|139****0218⟫,"⟦AMOUNT|¥1,000⟧",⟪promo_bonus|¥100⟫,"⟦AMOUNT|¥1,356⟧"
03-05,⟦PERSON|雷鹏⟧,⟦PHONE|18680325514⟧,⟦AMOUNT|¥500⟧,⟪promo_bonus|¥30⟫,⟦AMOUNT|¥612⟧"""))

TEXTS.append(("registration_form", """2025 波尔多酒庄之旅 报名表（⟪org_name|醇香葡萄酒⟫ 会员专享）
姓名：⟦PERSON|伍嘉欣⟧    拼音：⟦PERSON|WU JIAXIN⟧
护照号：⟦PASSPORT|$pp_cn8⟧    护照有效期：⟪expiry_date|2031-05-09⟫
出生日期：⟦DATE_OF_BIRTH|1990年9月2日⟧
手机：⟦PHONE|13524886610⟧    邮箱：⟦EMAIL|jiaxin.wu@qq.com⟧
饮食禁忌：⟦MEDICAL|乳糖不耐受⟧
紧急联系人：⟦PERSON|伍振华⟧ ⟦PHONE|13801629975⟧
团费：⟪tour_price|¥32,800/人⟫（已付 ⟦AMOUNT|¥10,000⟧ 订金）"""))

TEXTS.append(("service_contract", """绿化养护服务合同（小区公共区域）
甲方：⟪org_name|金桂苑业主委员会⟫，联系人：业委会主任 ⟦PERSON|姚桂芳⟧ ⟦PHONE|13907315562⟧
乙方：⟪org_name|常青园林绿化有限公司⟫
开户行：⟪bank_branch|工商银行长沙韶山路支行⟫    账号：⟪org_account|1901 0046 0920 0158 837⟫
合同金额：⟪org_contract_value|每年人民币18.6万元⟫，按季度支付。
养护标准：草坪修剪每月不少于2次，乔木每年修剪1次。"""))

TEXTS.append(("customs_notice", """【海关清关实名认证】订单 ⟪order_id|HG20250603771⟫ 需补充订购人信息，否则无法清关：
订购人姓名：⟦PERSON|韩冬梅⟧
身份证号：⟦IDCARD|$id9⟧
手机号：⟦PHONE|13589236671⟧
收货地址：⟦ADDRESS|山东省青岛市市南区香港中路76号颐和国际A座2601，266071⟧
商品：⟪product_name|奔富BIN389⟫ ×6    申报价格 ⟪declared_value|¥2,340⟫    ⟪customs_office|青岛海关⟫"""))

TEXTS.append(("wechat_group", """【多肉拼单群】
团长⟦PERSON|阿琳⟧：这批韩国苗到了，大家结一下：@⟦PERSON|小鱼⟧ ⟦AMOUNT|186元⟧，@⟦PERSON|桃子⟧ ⟦AMOUNT|92元⟧，@⟦PERSON|陈小姐⟧ ⟦AMOUNT|240.5元⟧
⟦PERSON|小鱼⟧：已转～
⟦PERSON|桃子⟧：明天转哈，今天微信限额了
团长⟦PERSON|阿琳⟧：@⟦PERSON|陈小姐⟧ 你那盆⟪plant_variety|冰梅⟫根系有点烂，我退你⟦AMOUNT|18元⟧"""))

TEXTS.append(("pet_shipping_form", """宠物托运委托书（国际）—— ⟪org_name|宠运达宠物托运⟫
委托人：⟦PERSON|白雪⟧    护照号：⟦PASSPORT|$pp_cn9⟧    手机：⟦PHONE|+86 136 2118 4470⟧
目的地：⟪destination|英国伦敦希思罗机场⟫
宠物：英短蓝猫"⟪pet_name|土豆⟫"，狂犬疫苗抗体滴度 ⟪animal_test_result|2.8 IU/ml⟫（合格）
服务费：⟪service_fee|18,500元⟫，已付⟦AMOUNT|9,000元⟧，余款起飞前结清"""))

TEXTS.append(("wine_storage_contract_tw", """【酒窖寄存合約】⟪org_name|台中藏酒坊⟫
寄存人：⟦PERSON|林志豪⟧    身分證字號：⟦NATIONAL_ID|$twid2⟧
聯絡電話：⟦PHONE|04-2358-7716⟧ / ⟦PHONE|0928-551-304⟧
寄存酒款：⟪wine_name|1990 Château Margaux⟫ ×1、⟪wine_name|2005 Opus One⟫ ×2
保管費：⟪tariff|每年 NT$3,600⟫，寄存人已預繳三年共⟦AMOUNT|NT$10,800⟧"""))

TEXTS.append(("instalment_application_hk", """【⟪org_name|海洋世界水族⟫ · 旺角金魚街】分期付款申請
申請人：⟦PERSON|李嘉欣⟧    香港身份證號碼：⟦NATIONAL_ID|$hkid3⟧
手提電話：⟦PHONE|9456 1038⟧
住址：⟦ADDRESS|九龍旺角弼街68號3樓A室⟧
貨品：2米海水缸套裝 ⟪price|HK$38,000⟫，分12期，每期⟦AMOUNT|HK$3,166.7⟧
首期已付：⟦AMOUNT|HK$3,166.7⟧（⟪payment_method|八達通⟫）"""))

TEXTS.append(("phone_order_record", """【电话下单记录】接单：⟦PERSON|小敏⟧    时间 5/18 10:42    ⟪org_name|麦香坊⟫
客户：⟦PERSON|滕先生⟧    手机 ⟦PHONE|13857401926⟧
蛋糕：⟪cake_size|10寸⟫黑森林，写"爸爸生日快乐"
付款：信用卡 ⟦CARD|$mc5⟧ 有效期 07/28 背面三位 ⟦CVV|774⟧（客户坚持电话报卡号，刷完已按规定销毁纸质记录）
金额：⟦AMOUNT|328元⟧"""))

TEXTS.append(("handover_doc", """【运维交接文档】⟪org_name|花园里园艺电商⟫ 后台
1. 阿里云主账号 MFA 绑在老板手机上，备份密钥（TOTP）：⟦SECRET|$totp_sp1⟧，请勿截图外传
2. 宝塔面板：https://⟦IP_ADDRESS|47.106.25.133⟧:⟪port|8888⟫  用户 ⟪service_account|bt_admin⟫  密码 ⟦PASSWORD|Bt#Garden2025⟧
3. 备用恢复码：⟦SECRET|$rc3⟧、⟦SECRET|$rc4⟧、⟦SECRET|$rc5⟧
交接人：⟦PERSON|韦志鹏⟧ → 接收人：⟦PERSON|秦雨⟧    交接日期：⟪handover_date|2025-05-30⟫"""))

TEXTS.append(("course_registration", """【烘焙培训班报名表】⟪org_name|麦田烘焙学院⟫ 第38期 法式甜点班
学员：⟦PERSON|温婉清⟧    身份证：⟦IDCARD|$id25⟧    出生日期：⟦DATE_OF_BIRTH|1991年3月11日⟧
手机：⟦PHONE|15867430219⟧    微信：⟦PERSON|wenwanqing_91⟧
健康声明：本人⟦MEDICAL|麸质不耐受⟧，需要单独工位
学费：⟦AMOUNT|9,800元⟧（已全额缴纳）    班级：⟪class_code|FD-38⟫"""))

TEXTS.append(("markdown_table", """### 啤酒节志愿者排班（⟪org_name|山野精酿⟫ 摊位 ⟪stand_number|B-17⟫）
| 姓名 | 手机 | 岗位 | 备注 |
|---|---|---|---|
| ⟦PERSON|于佳⟧ | ⟦PHONE|131 2288 4061⟧ | 收银 | 负责扫码枪 |
| ⟦PERSON|覃宇航⟧ | ⟦PHONE|187 7712 0596⟧ | 打酒 | 他有⟦MEDICAL|痛风⟧，别让他偷喝😂 |
| ⟦PERSON|小白⟧（⟦PERSON|白露⟧） | ⟦PHONE|150 7388 1244⟧ | 引导 | 周六下午才到 |"""))

TEXTS.append(("nginx_log_cn", """# ⟪org_name|花漾里⟫ 官网 access.log 片段（疑似羊毛党刷券）
⟦IP_ADDRESS|240e:3b4:38e1:4f20:1c2d:8a9b:6e7f:1021⟧ - - [⟪timestamp|20/May/2025:00:00:03 +0800⟫] "POST /api/coupon/claim HTTP/2.0" 200 41 "-" "Mozilla/5.0 (iPhone)"
⟦IP_ADDRESS|240e:3b4:38e1:4f20:1c2d:8a9b:6e7f:1021⟧ - - [20/May/2025:00:00:03 +0800] "POST /api/coupon/claim HTTP/2.0" 200 41 "-" "Mozilla/5.0 (iPhone)"
⟦IP_ADDRESS|39.144.18.77⟧ - - [20/May/2025:00:00:04 +0800] "POST /api/coupon/claim HTTP/2.0" ⟪http_status|429⟫ 0 "-" "okhttp/⟪version|4.9.3⟫"
# 同一个 IPv6 一秒内领券20次，已拉黑。领券账号绑定的手机号：⟦PHONE|17703941286⟧"""))

TEXTS.append(("injury_report", """工伤事故报告    编号 ⟪report_number|GS-2025-009⟫
受伤人员：⟦PERSON|田大勇⟧    身份证号：⟦IDCARD|$id26⟧    工种：⟪job_title|绿化工⟫
事故经过：5月9日在⟪project_name|青秀山景区⟫项目修剪乔木时从梯子跌落
伤情：⟦MEDICAL|右小腿胫骨骨折⟧，已在⟪hospital_name|广西医科大学第一附属医院⟫行⟦MEDICAL|内固定手术⟧
本人垫付医疗费：⟦AMOUNT|23,460元⟧，申请工伤报销
报告人：安全员 ⟦PERSON|黎国栋⟧    电话 ⟦PHONE|0771-5582630⟧"""))

TEXTS.append(("attendance_alert", """【钉钉考勤异常】⟦PERSON|郑雅文⟧ 5月6日 08:59 外勤打卡，定位：⟪place_name|上海市徐汇区⟫（不在⟪store_name|淮海中路花店⟫范围内），设备IP ⟦IP_ADDRESS|223.104.5.198⟧，已提醒主管⟦PERSON|俞强⟧审核。考勤组：⟪attendance_group|门店-早班⟫"""))

TEXTS.append(("return_instructions", """退货说明：请寄回 ⟪org_address|广州市荔湾区花地湾花鸟鱼虫市场C区88档⟫ ⟪org_name|爬宠部落⟫ 收，电话 ⟦PHONE|020-8145 2267⟧（档口）。寄回时备注订单号和手机尾号。活体不支持退货。
买家已填写：姓名 ⟦PERSON|骆文斌⟧，手机 ⟦PHONE|135 6022 1847⟧，申请退款 ⟦AMOUNT|86元⟧（⟪product_name|爬宠加热垫⟫ 未拆封）至原支付账户"""))

TEXTS.append(("franchise_letter", """加盟意向书
意向加盟商：⟦PERSON|鲍丽萍⟧（身份证 ⟦IDCARD|$id27⟧）
拟开店地址：⟪org_address|长春市朝阳区红旗街万达广场B1层⟫
意向金：⟦AMOUNT|人民币20,000元⟧，已汇入⟪org_name|甜心烘焙⟫总部对公账户
如未通过选址评估，意向金全额退回本人信用卡：⟦CARD|$visa7⟧"""))

TEXTS.append(("idcard_ocr", """[身份证OCR识别结果]
姓名 ⟦PERSON|郝振东⟧
性别 男    民族 汉
出生 ⟦DATE_OF_BIRTH|1999年5月21日⟧
住址 ⟦ADDRESS|陕西省西安市雁塔区小寨西路168号3号楼2单元1102室⟧
公民身份号码 ⟦IDCARD|$id10⟧
签发机关 ⟪issuing_authority|西安市公安局雁塔分局⟫    有效期限 ⟪validity_period|2019.06.03-2029.06.03⟫
用途：⟪org_name|长安酒业⟫ 酒类零售许可申请附件"""))

TEXTS.append(("alipay_bill", """【支付宝】账单详情
交易对方：⟪masked_name|侯*（个人）⟫
付款金额：⟦AMOUNT|-¥450.00⟧
商品说明：⟪product_name|猫砂+冻干 代购⟫
付款方式：⟪payment_method|余额宝⟫
创建时间：⟪timestamp|2025-05-02 20:14:33⟫
订单号：⟪order_id|20250502200040011100870068552931⟫
对方账户：⟪masked_phone|180****3321⟫
备注：给⟦PERSON|小侯⟧的，谢谢她帮我带货"""))
