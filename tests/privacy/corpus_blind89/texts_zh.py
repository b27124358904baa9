# zh texts of the blind89 corpus, typed one at a time.
# ⟦TYPE|value⟧ = labelled span, ⟪kind|value⟫ = decoy, $name = values.VALUES[name]

TEXTS = []

# ---- part 1 -----------------------------------------------------------------
TEXTS += [
("wechat_chat",
 """【微信】塔罗师·⟦PERSON|苏苏⟧
⟦PERSON|林晓雯⟧：⟦PERSON|苏老师⟧在吗，想约周六下午的感情牌～
⟦PERSON|苏苏⟧：在的亲，周六⟪time_slot|14:00-15:00⟫可以，用⟪tarot_spread|凯尔特十字⟫还是⟪tarot_spread|时间之流⟫？
⟦PERSON|林晓雯⟧：凯尔特十字吧。定金转你了⟦AMOUNT|¥100⟧
⟦PERSON|苏苏⟧：收到～尾款⟦AMOUNT|¥188⟧当天给就行，预约号⟪booking_ref|TL0625-07⟫，有事打我电话⟦PHONE|139 1627 4083⟧"""),

("sms_notice",
 """【⟪org_name|整理家⟫】⟦PERSON|许小姐⟧您好，您预约的衣橱整理服务（工单⟪order_id|ZLJ20240612-0381⟫）将于⟪appointment_time|6月15日9:00⟫上门，整理师⟦PERSON|小赵⟧、⟦PERSON|阿雅⟧两位。服务地址：⟦ADDRESS|上海市徐汇区天钥桥路188弄6号1202室⟧。您留的门锁临时密码⟦PASSWORD|602518#⟧已记录，服务结束后请及时修改。尾款⟦AMOUNT|2,360元⟧可现场扫码支付。如需改期请致电⟦PHONE|021-6438 2291⟧。回T退订"""),

("service_agreement",
 """风水勘察服务协议（编号：⟪contract_ref|FS-2024-0419⟫）
甲方（委托人）：⟦PERSON|蒋国栋⟧
身份证号：⟦IDCARD|$id8⟧
联系地址：⟦ADDRESS|山东省青岛市市南区香港中路76号颐和国际A座2103室 266071⟧
乙方：⟪org_name|青岛明堂风水文化工作室⟫
一、勘察内容：⟪survey_item|八宅、玄空飞星⟫，大门朝向（⟪compass_reading|坐北朝南偏东15°⟫）及室内布局建议。
二、服务费用：人民币⟦AMOUNT|叁万捌仟元整⟧（⟦AMOUNT|¥38,000⟧），签约时甲方支付50%即⟦AMOUNT|¥19,000⟧。
甲方签字：⟦PERSON|蒋国栋⟧　　电话：⟦PHONE|186 6392 0174⟧"""),

("interview_notes",
 """《⟦PERSON|陈德厚⟧回忆录》第三次采访笔记　记录人：⟦PERSON|阿敏⟧
时间：⟪interview_date|2024年3月9日⟫　地点：老人家中
· 老人自述生于⟦DATE_OF_BIRTH|一九四九年十月一日⟧，"跟共和国同一天生日"，这个细节一定放第一章。
· 2016年确诊⟦MEDICAL|阿尔茨海默病早期⟧，平时吃⟦MEDICAL|多奈哌齐⟧，上午状态好，下午容易混淆人名。
· 长子⟦PERSON|陈建华⟧（联系人）电话⟦PHONE|138 0574 2961⟧，次女在加拿大。
· 稿费第二期⟦AMOUNT|15000元⟧已由⟦PERSON|陈建华⟧转账，第三期交初稿后付。
· 全书预计⟪word_count|12万字⟫，共⟪chapter_count|9章⟫。"""),

("taobao_chat",
 """【淘宝 · ⟪shop_name|墨韵斋书法定制⟫】
买家 ⟦PERSON|jiangyu_1990⟧：掌柜，婚书能写吗？新郎⟦PERSON|江宇⟧，新娘⟦PERSON|钟晓晴⟧，日期写⟪event_date|2024年9月16日⟫
客服：可以的亲～⟪product_spec|洒金红宣 50×100cm⟫小楷，⟪price|¥368⟫起，加裱框另加⟪price|¥120⟫
买家 ⟦PERSON|jiangyu_1990⟧：好的已拍，付了⟦AMOUNT|¥488⟧。地址：⟦ADDRESS|浙江省杭州市西湖区文三路259号昌地火炬大厦1号楼1508⟧ ⟦PERSON|江宇⟧ ⟦PHONE|15906812273⟧
客服：收到，订单号⟪order_id|3917726480152033⟫，预计⟪lead_time|7个工作日⟫发出～"""),

("xiaohongshu_post",
 """📍上海｜花了⟦AMOUNT|1880元⟧做的形象管理值不值？真实反馈！
姐妹们！上周去了⟪store_name|衣见倾心形象工作室⟫，顾问是⟦PERSON|Vivian老师⟧（本名⟦PERSON|王薇⟧），色彩诊断是⟪color_season|冷夏型⟫，衣橱诊断+陪购一共⟪duration|6小时⟫，累但值！
她还看出我⟦MEDICAL|产后腹直肌分离⟧，推荐高腰直筒裤，真的显瘦。想约的可以加她微信⟦PERSON|vivian_wangwei⟧，不是广告！！
#形象管理 #色彩诊断 ⟪hashtag|#上海穿搭⟫"""),

("dingtalk_group",
 """【钉钉 · ⟪dingtalk_group|年会筹备群⟫】
⟦PERSON|周社长⟧：年会致辞稿还是请外面的写手⟦PERSON|黎曼⟧来写吧，上次那篇效果很好。
行政-⟦PERSON|邱莉⟧：好的⟦PERSON|周总⟧，我联系她。⟦PERSON|黎老师⟧电话⟦PHONE|135 2804 6617⟧，邮箱⟦EMAIL|liman_writer@163.com⟧，稿费按上次标准⟦AMOUNT|8000元⟧。
⟦PERSON|邱莉⟧：另外群机器人地址换了 ⟦SECRET|$ding_hook1⟧ 加签密钥 ⟦SECRET|$ding_sign1⟧ 别外传"""),

("app_log_zh",
 """2024-05-20 13:02:17.441 INFO [⟪thread_name|http-nio-8080-exec-7⟫] c.x.astro.ChartController - 生成星盘 userId=⟪user_id|882013⟫ nickname=⟦PERSON|周一一⟧ birth=⟦DATE_OF_BIRTH|1997-10-01⟧ 08:30 city=⟪place_name|成都⟫ mobile=⟦PHONE|18628047715⟧ ip=⟦IP_ADDRESS|117.136.85.40⟧
2024-05-20 13:02:17.903 WARN [http-nio-8080-exec-7] c.x.astro.EphemerisClient - 第三方星历接口超时 host=⟪doc_ip|198.51.100.14⟫ cost=⟪latency|3012ms⟫
2024-05-20 13:02:18.110 INFO [http-nio-8080-exec-7] c.x.pay.WxPayService - 订单支付成功 orderNo=⟪order_id|AS202405201302180093⟫ amount=⟦AMOUNT|¥39.90⟧ prepay_id=⟪prepay_id|wx20240520130218a1b2c3d4e5⟫"""),

("signup_form",
 """【⟪org_name|向光生涯教练⟫】一对一教练项目报名表
姓名：⟦PERSON|韩雪⟧　　性别：女
出生日期：⟦DATE_OF_BIRTH|1993年6月3日⟧
身份证号：⟦IDCARD|$id12⟧
手机：⟦PHONE|177 9132 6058⟧　邮箱：⟦EMAIL|hanxue0603@qq.com⟧
现居地址：⟦ADDRESS|陕西省西安市雁塔区科技路48号创业广场B座1706室 710065⟧
目前困扰：产后复工，职业方向迷茫；去年诊断⟦MEDICAL|中度抑郁⟧，在服⟦MEDICAL|舍曲林⟧
紧急联系人：⟦PERSON|刘振⟧（丈夫）⟦PHONE|177 9132 6087⟧
课程套餐：⟪package_code|GX-12⟫ 十二次 ⟪price|¥9,800⟫"""),

("bank_receipt_ocr",
 """中国建设银行 网上银行电子回单
回单编号：⟪receipt_number|3100 2024 0618 0047 7721⟫
付款人户名：⟦PERSON|宋嘉怡⟧
付款人账号：⟦CARD|$card12⟧
收款人户名：⟦PERSON|欧阳明轩⟧
收款人账号：⟦CARD|$card4⟧
金额：⟦AMOUNT|人民币陆仟陆佰元整⟧（⟦AMOUNT|¥6,600.00⟧）
用途：⟪payment_purpose|书法定制 中堂一幅⟫
交易时间：⟪timestamp|2024-06-18 10:47:09⟫"""),

("hotel_registration",
 """【⟪hotel_name|鼓浪屿悦海酒店⟫】旅客入住登记单　房号：⟪room_number|3208⟫
姓名：⟦PERSON|龚振华⟧　证件类型：居民身份证
证件号码：⟦IDCARD|$id13⟧
出生：⟦DATE_OF_BIRTH|1981-12-24⟧　民族：汉
联系电话：⟦PHONE|133 0411 8527⟧
同住人：⟦PERSON|吴倩⟧　证件号码：⟦IDCARD|$id9⟧
来访事由：风水考察（客户⟦PERSON|邓先生⟧别墅）
押金：⟦AMOUNT|¥800⟧"""),

("wecom_group",
 """【企业微信 · ⟪group_name|收纳师派单群⟫】
⟦PERSON|老周⟧：明天两单，⟦PERSON|小赵⟧你带⟦PERSON|阿琳⟧去⟦ADDRESS|北京市朝阳区望京西园四区411号楼2单元902⟧，客户⟦PERSON|葛女士⟧，厨房+儿童房，预计⟪job_duration|5小时⟫。她家猫叫⟪pet_name|团子⟫，刚做完⟪pet_health|绝育手术⟫，别让它跑出去。第二单⟪order_id|SN-7731⟫改到周五了。
⟦PERSON|小赵⟧：收到。门禁多少？
⟦PERSON|老周⟧：楼下门禁⟦PASSWORD|0902#⟧，到了给客户打电话，她号码是⟦PHONE|幺三八 一一零二 七七四六⟧，就是⟦PHONE|13811027746⟧。"""),

("yaml_config",
 """# 星语塔罗 小程序后端 application-prod.yml
# 负责人：⟦PERSON|杜一鸣⟧ ⟦PHONE|150 1022 4968⟧
wechat:
  miniapp:
    appid: ⟪wechat_appid|wx8f3a21c9d47e6b05⟫
    secret: ⟦SECRET|$app_secret2⟧
spring:
  datasource:
    url: jdbc:mysql://⟦IP_ADDRESS|172.18.0.23⟧:3306/tarot?useSSL=false
    username: tarot_rw
    password: ⟦PASSWORD|Xy#tarot2024⟧
aliyun:
  oss:
    access-key-id: ⟦APIKEY|$ali_akid1⟧
    access-key-secret: ⟦SECRET|$ali_secret1⟧
    bucket: ⟪bucket_name|xingyu-tarot-img⟫
  sms:
    template-code: ⟪sms_template|SMS_462019331⟫"""),

("hotline_transcript",
 """【通话转写】⟪org_name|易居风水⟫客服热线 ⟦PHONE|400-820-6617⟧　通话时长 ⟪duration|06:42⟫
客服：您好，易居风水，工号⟪employee_id|0237⟫为您服务。
客户：你好，我叫⟦PERSON|贺春梅⟧，想请师傅看看新房。我生日是⟦DATE_OF_BIRTH|七七年九月三十号⟧。
客服：好的⟦PERSON|贺女士⟧，房子地址是？
客户：⟦ADDRESS|昆明市五华区翠湖南路12号翠湖花园3栋501⟧。
客服：上门勘测费是⟪price|1999元⟫，需要先付定金⟦AMOUNT|500元⟧，稍后发短信到您这个号码⟦PHONE|139 8712 0463⟧可以吗？
客户：可以。对了我老公去年⟦MEDICAL|心脏装了支架⟧，卧室摆设有没有讲究？"""),

("dianping_review",
 """⭐⭐⭐⭐ ⟪store_name|Muse形象美学（静安店）⟫
做了⟪service_name|色彩+风格诊断套餐⟫，团购价⟪price|¥1,299⟫，现场又加了陪购，一共付了⟦AMOUNT|¥2,099⟧。主理人⟦PERSON|林老师⟧很专业，就是有点赶时间；助理⟦PERSON|小鹿⟧超有耐心！想先咨询的可以加⟦PERSON|林老师⟧微信⟦PERSON|lin_muse_style⟧。缺点是停车难，⟪parking_fee|15元/小时⟫。"""),

("xianyu_chat",
 """【闲鱼】宝贝：⟪listing_title|全套韦特塔罗入门课程+牌⟫　⟪price|¥260⟫
我：还在吗？能便宜点不
卖家：⟪negotiated_price|230包邮⟫吧。平台显示的号码⟪masked_phone|188****6623⟫是虚拟号，真实号⟦PHONE|188 2064 6623⟧，支付宝实名⟦PERSON|何静怡⟧
我：已付⟦AMOUNT|230元⟧，收件人⟦PERSON|孟凡⟧ ⟦PHONE|156 3309 8142⟧ ⟦ADDRESS|江苏省南京市鼓楼区汉口路22号南京大学南园12舍304 210093⟧
卖家：好嘞明天发"""),

("bank_sms",
 """【招商银行】您账户尾号⟪masked_card|6620⟫的信用卡于⟪transaction_time|06月21日20:14⟫在⟪merchant_name|财付通-星盘解读⟫消费人民币⟦AMOUNT|299.00元⟧，可用额度⟦AMOUNT|18,532.40元⟧。如非本人操作请致电⟦PHONE|95555⟧。
【招商银行】⟦PERSON|郑敏女士⟧，您06月账单⟦AMOUNT|4,716.33元⟧，最后还款日⟪due_date|07月09日⟫。"""),

("visa_materials",
 """【⟪org_name|星旅签证⟫】土耳其电子签资料确认（⟪trip_name|卡帕多奇亚占星旅行团⟫）
申请人：⟦PERSON|ZHANG YUTONG⟧ / ⟦PERSON|张雨桐⟧
护照号码：⟦PASSPORT|$pp_cn1⟧　签发日期：⟪issue_date|2019-07-22⟫
出生日期：⟦DATE_OF_BIRTH|1992-07-21⟧
身份证号：⟦IDCARD|$id3⟧
手机：⟦PHONE|135 1086 3720⟧
存款证明余额：⟦AMOUNT|¥126,400⟧"""),

("weibo_post",
 """避雷一个所谓的"风水大师"⟦PERSON|马德彪⟧，微信号⟦PERSON|madebiao888⟧，收了我妈⟦AMOUNT|六万八⟧说能化解"五黄煞"，结果还让买一堆⟪product_name|貔貅摆件⟫，一个⟪price|¥3,888⟫！我妈有⟦MEDICAL|糖尿病⟧还被他劝停药喝"符水"，气死我了😡 有没有在⟪place_name|佛山⟫被骗的姐妹，联系我⟦PHONE|137 2804 1196⟧一起报警
⟪post_stats|转发 1.2万 评论 3471⟫"""),

("sql_result",
 """-- 墨韵斋 订单导出
SELECT order_no, buyer_name, phone, ship_addr, paid_amount FROM orders WHERE created_at > '⟪timestamp|2024-06-01 00:00:00⟫';
| ⟪order_id|MY202406030012⟫ | ⟦PERSON|范文博⟧ | ⟦PHONE|13520417788⟧ | ⟦ADDRESS|北京市海淀区中关村南大街5号院3号楼1门601⟧ | ⟦AMOUNT|¥1,280.00⟧ |
| MY202406030019 | ⟦PERSON|俞佳⟧ | ⟦PHONE|18917734052⟧ | ⟦ADDRESS|上海市静安区愚园路1088弄21号⟧ | ⟦AMOUNT|¥560.00⟧ |
2 rows in set (⟪query_time|0.02 sec⟫)"""),

("meeting_minutes_zh",
 """【⟪org_name|拾光回忆录工作室⟫ 选题会纪要】⟪meeting_date|2024.04.02⟫
参会：⟦PERSON|郝主编⟧、⟦PERSON|小蒋⟧、⟦PERSON|罗雨⟧
1. ⟦PERSON|葛老先生⟧的自传已完成⟪progress|第5章⟫，老人近期做了⟦MEDICAL|白内障手术⟧，访谈暂停两周。
2. 新客户⟦PERSON|谭女士⟧想给父亲写传，报价⟪quote|6.8万元⟫，已付意向金⟦AMOUNT|3000元⟧。
3. ⟦PERSON|罗雨⟧负责联系印厂，⟪print_spec|16开精装200本⟫。"""),

("waybill",
 """顺丰速运　运单号：⟪tracking_number|SF1428803659214⟫
寄件：⟪org_name|墨韵斋⟫ ⟦PHONE|0571-8796 3320⟧
收件：⟦PERSON|欧阳明轩⟧ ⟦PHONE|152 5837 0916⟧
⟦ADDRESS|湖南省长沙市岳麓区麓山南路932号中南大学教工宿舍7栋402⟧
托寄物：书法作品（⟪package_spec|卷轴 易碎⟫）　保价：⟪insured_value|¥2,000⟫"""),
]

# ---- part 2 -----------------------------------------------------------------
TEXTS += [
("feishu_group",
 """【飞书 · ⟪feishu_group|回忆录项目组⟫】
⟦PERSON|潘悦⟧：@⟦PERSON|钱多多⟧ ⟦PERSON|卢老师⟧的口述录音转写好了吗？
⟦PERSON|钱多多⟧：还差⟪progress|两段⟫，明天上午给。⟦PERSON|卢老师⟧女儿说尾款⟦AMOUNT|2万元⟧月底前付。
⟦PERSON|潘悦⟧：ok。自动提醒机器人地址放这 ⟦SECRET|$feishu_hook1⟧ 别外传"""),

("ocr_api_json",
 """{"request_id":"⟪request_id|$uuid8⟫","words_result":{"姓名":{"words":"⟦PERSON|黎秋菊⟧"},"性别":{"words":"女"},"民族":{"words":"汉"},"出生":{"words":"⟦DATE_OF_BIRTH|19850520⟧"},"住址":{"words":"⟦ADDRESS|河北省石家庄市长安区建设北大街116号4栋2单元301⟧"},"公民身份号码":{"words":"⟦IDCARD|$id17⟧"}},"image_status":"normal","idcard_number_type":⟪enum_code|1⟫,"log_id":⟪log_id|1798223350176452118⟫}"""),

("csv_roster",
 """# 导出时间 ⟪timestamp|2024-03-01 18:22⟫ 课程：⟪course_code|楷书入门K1⟫
班级,姓名,手机,缴费,备注
⟪class_code|XK-2024春-03⟫,⟦PERSON|蔡文丽⟧,⟦PHONE|13906517742⟧,⟦AMOUNT|¥2,400⟧,
XK-2024春-03,⟦PERSON|尹浩⟧,⟦PHONE|18757102284⟧,⟦AMOUNT|¥1,200⟧,分两期
XK-2024春-03,⟦PERSON|葛芸⟧,⟦PHONE|15168320931⟧,⟦AMOUNT|¥2,400⟧,⟦MEDICAL|右手腱鞘炎⟧ 需调整握笔"""),

("wechat_article",
 """【风水小课堂】文昌位怎么找？
按⟪feng_shui_method|八宅法⟫，坐北朝南的房子文昌位在⟪compass_direction|东南方⟫；2024年流年文昌星（四绿）飞到⟪compass_direction|西北⟫。书桌旁可放一座⟪product_name|文昌塔⟫，网店一般⟪price|¥59-¥199⟫。九运（⟪year_range|2024-2043⟫）离卦当令，红色元素可以多用。
——⟪org_name|明堂风水⟫公众号　阅读 ⟪read_count|10万+⟫"""),

("ghostwriting_contract",
 """回忆录代笔创作合同（编号⟪contract_ref|HY-2024-015⟫）
甲方：⟦PERSON|孙建国⟧　身份证号：⟦IDCARD|$id21⟧
住址：⟦ADDRESS|河南省郑州市金水区经三路15号院6号楼1单元502⟧
乙方：⟦PERSON|钟意⟧　身份证号：⟦IDCARD|$id_x1⟧
第三条　稿酬总额人民币⟦AMOUNT|捌万元整⟧，分三期支付至乙方账户：⟪bank_branch|招商银行杭州分行⟫ ⟦CARD|$card16⟧。
第五条　作品字数约⟪word_count|15万字⟫，交稿日期⟪deadline|2024年12月31日⟫。"""),

("miniapp_order",
 """【星盘解读 · 下单信息】
称呼：⟦PERSON|唐小姐⟧
出生日期：⟦DATE_OF_BIRTH|1996年3月29日⟧（阳历）　出生时间：早上7点左右
出生地：⟪place_name|重庆⟫
手机：⟦PHONE|186 2309 5541⟧
想问的问题：今年换工作合适吗？另外我有⟦MEDICAL|多囊卵巢综合征⟧，备孕方面想听听建议
已支付：⟦AMOUNT|¥168⟧　订单号：⟪order_id|XP2406290133⟫　解读师：⟦PERSON|木子老师⟧"""),

("payment_statement_csv",
 """微信支付账单明细
微信昵称：[⟦PERSON|程一帆⟧]　起始时间：[⟪date_range|2024-05-01 00:00:00 至 2024-05-31 23:59:59⟫]
交易时间,交易类型,交易对方,商品,收/支,金额(元),当前状态,交易单号
2024-05-03 20:11:45,转账,⟦PERSON|苏苏⟧,/,支出,⟦AMOUNT|¥288.00⟧,已存入零钱,⟪transaction_id|1000050001202405032011453312⟫
2024-05-09 12:30:02,商户消费,⟪org_name|MUJI无印良品⟫,收纳盒x6,支出,⟦AMOUNT|¥354.00⟧,支付成功,4200002178202405091230021188
2024-05-20 09:05:17,转账,⟦PERSON|小赵⟧,/,支出,⟦AMOUNT|¥600.00⟧,已存入零钱,1000050001202405200905171120"""),

("screenshot_ocr",
 """[截图识别] ⟦PERSON|方思远⟧的支付宝
转账成功
⟦AMOUNT|¥1,500.00⟧
收款方　⟪masked_name|黄*琳⟫（⟦EMAIL|hl_organizer@163.com⟧）
付款方式　⟪payment_method|余额宝⟫
转账说明　⟪transfer_note|收纳整理尾款6.16⟫
订单号　⟪order_id|20240616200040011100840052817733⟫"""),

("handwritten_log_ocr",
 """[手写日志识别] 6月16日 ⟦PERSON|许小姐⟧家 书房整理
· 抽屉里发现旧银行卡一张 ⟦CARD|$card19⟧，背面贴纸写着"⟦PASSWORD|147258⟧"，已当面交给客户，建议销毁纸条
· 客户先生的药：⟦MEDICAL|氨氯地平⟧（降压），放回床头柜
· 旧书⟪item_count|43本⟫捐给⟪charity_name|多抓鱼⟫
· 耗时⟪duration|4.5小时⟫，客户另付⟦AMOUNT|200元⟧小费"""),

("ops_alert",
 """【告警】⟪alert_level|P1⟫ 服务器CPU使用率 ⟪metric_value|97.3%⟫
主机：⟪hostname|fs-app-02⟫（⟦IP_ADDRESS|10.30.2.17⟧）
公网：⟦IP_ADDRESS|47.98.122.36⟧
时间：⟪timestamp|2024-07-11 03:14:08⟫
@⟦PHONE|18667021935⟧ ⟦PERSON|汪工⟧ 请尽快处理
来自：⟪bot_name|运维小助手⟫"""),

("wedding_speech",
 """婚礼致辞（新娘父亲）初稿　——代笔：⟦PERSON|何舒⟧
各位来宾：
今天是我女儿⟦PERSON|郑可欣⟧和⟦PERSON|许嘉诚⟧大喜的日子。⟦PERSON|可欣⟧小时候体弱，三岁那年得了⟦MEDICAL|川崎病⟧，在医院住了⟪duration|一个月⟫……
（注：⟦PERSON|郑先生⟧要求提一句⟦PERSON|可欣⟧妈妈，她前年因⟦MEDICAL|乳腺癌⟧去世，语气要克制。宴会厅⟪venue_name|金陵饭店钟山厅⟫，致辞控制在⟪speech_length|3分钟⟫内。）"""),

("support_ticket_zh",
 """工单号：⟪ticket_id|GD20240702-1187⟫　渠道：APP在线客服　状态：处理中
用户：⟦PERSON|吕思琪⟧（手机⟦PHONE|131 6642 0873⟧）
问题描述：预约了7月10日的⟪service_name|衣橱诊断⟫，但刚查出⟦MEDICAL|怀孕⟧，医生建议少奔波，想取消并退款。已付⟦AMOUNT|¥699⟧，付款卡尾号⟪masked_card|3391⟫。
处理记录：客服⟦PERSON|小唐⟧已同意全额退款，预计⟪refund_eta|3-5个工作日⟫到账。"""),

("sms_zh",
 """【⟪org_name|易居风水⟫】⟦PERSON|王先生⟧您好，⟦PERSON|梁师傅⟧已为您择定入宅吉日：⟪auspicious_date|2024年8月8日⟫⟪auspicious_time|辰时(7:00-9:00)⟫，忌⟪zodiac_clash|属虎⟫者在场。余款⟦AMOUNT|1,200元⟧请转至师傅个人微信，有疑问请回电⟦PHONE|0755-8392 1044⟧。"""),

("douban_post",
 """【豆瓣小组·⟪douban_group|自由职业者联盟⟫】做了三年回忆录代笔，聊聊定价
楼主：⟦PERSON|阿澈⟧
一般按字数收，⟪price|千字200-500元⟫，另加采访费。去年最大一单是帮一位退休教师写自传，⟪word_count|18万字⟫，客户前后一共付了⟦AMOUNT|9.6万元⟧。
2楼：楼主方便留个联系方式吗
楼主：私信吧，或者邮箱 ⟦EMAIL|ache_writes@126.com⟧"""),

("passport_ocr",
 """[护照资料页识别]
类型/Type: P　国家码/Code: CHN　护照号/Passport No.: ⟦PASSPORT|$pp_cn2⟧
姓名/Name: ⟦PERSON|陆子航⟧　⟦PERSON|LU, ZIHANG⟧
性别/Sex: 男/M　出生日期/Date of birth: ⟦DATE_OF_BIRTH|30 JAN 1988⟧
出生地点/Place of birth: ⟪place_name|浙江/ZHEJIANG⟫
签发日期/Date of issue: ⟪issue_date|15 MAR 2021⟫　有效期至/Date of expiry: ⟪document_expiry|14 MAR 2031⟫
签发机关/Authority: ⟪issuing_authority|国家移民管理局⟫"""),

("email_zh",
 """主题：《⟪book_title|山河故人⟫》代笔稿费结算
⟦PERSON|冯编辑⟧您好：
书稿已于上周交付，按合同（⟪contract_ref|SH-2023-088⟫）第二期稿费⟦AMOUNT|¥36,000⟧，麻烦安排支付。收款信息：
户名：⟦PERSON|严小松⟧
开户行：⟪bank_branch|中国银行北京朝阳支行⟫
卡号：⟦CARD|$card20⟧
——
⟦PERSON|严小松⟧
⟦PHONE|136 9104 2257⟧ | ⟦EMAIL|yanxiaosong@foxmail.com⟧"""),

("approval_flow",
 """【钉钉审批】报销申请 ⟪approval_id|202407151032000418773⟫
申请人：⟦PERSON|沈曼⟧（⟪department|收纳事业部⟫）
报销事由：参加⟪course_name|整理收纳师一级认证⟫培训
报销金额：⟦AMOUNT|¥3,680.00⟧
收款账户：⟦CARD|$card21⟧
审批人：⟦PERSON|周社长⟧　已同意"""),

("requirement_sheet",
 """企业定制需求单
单位：⟪org_name|浙江瑞丰控股集团⟫
联系人：⟦PERSON|何秘书⟧　电话：⟦PHONE|0571-8520 6671⟧　手机：⟦PHONE|139 0578 3312⟧
邮箱：⟦EMAIL|hejing@ruifeng-group.cn⟧
内容：为董事长⟦PERSON|陈昌明⟧六十寿辰定制⟪artwork_spec|八尺整张 隶书"厚德载物"⟫，落款写"⟦PERSON|陈董事长⟧雅正"
预算：⟪org_budget|5万元以内⟫（公司支付）"""),

("livestream_comments",
 """【直播间评论记录 · ⟪live_room|星象研究所⟫】⟪viewer_count|在线3.2万⟫
用户 ⟦PERSON|zhangmeng_1214⟧：老师帮我看看，⟦DATE_OF_BIRTH|2001年4月3日⟧的白羊
用户 ⟪masked_user|138****2207⟫：连麦连麦
用户 ⟦PERSON|zhangmeng_1214⟧：刚送了⟪gift_name|嘉年华⟫
主播：⟦PERSON|萌萌⟧你是太阳白羊、月亮⟪zodiac_sign|巨蟹⟫，今年下半年感情运不错"""),

("coaching_notes",
 """教练笔记 #⟪session_number|07⟫　客户：⟦PERSON|田园⟧
日期：⟪session_date|7/22⟫　时长：⟪duration|60分钟⟫
· 睡眠仍差，⟦MEDICAL|失眠⟧三个月，医生开了⟦MEDICAL|唑吡坦⟧，她担心依赖。
· 本周目标：和上级⟦PERSON|老杜⟧谈调岗。
· 她说信用卡欠款⟦AMOUNT|4.3万元⟧已经还清，压力小了很多。
· 下次：⟪tool_name|GROW模型⟫+价值观卡片"""),

("python_traceback_zh",
 """Traceback (most recent call last):
  File "/srv/luopan/api/realname.py", line ⟪line_number|57⟫, in verify
    resp = client.verify(name=u.name, id_no=u.id_no)
luopan.errors.RealNameError: 实名认证失败: {'name': '⟦PERSON|邝志强⟧', 'id_no': '⟦IDCARD|$id23⟧', 'mobile': '⟦PHONE|13724098815⟧', 'ip': '⟦IP_ADDRESS|113.87.161.204⟧', 'code': ⟪error_code|40012⟫}
[⟪timestamp|2024-06-30 22:18:03⟫] worker pid=⟪pid|28871⟫ exited"""),

("certificate_ocr",
 """[证书识别结果]
⟪certificate_name|整理收纳师（高级）职业能力证书⟫
姓名：⟦PERSON|符晓敏⟧　性别：女
身份证号：⟦IDCARD|$id20⟧
出生日期：⟦DATE_OF_BIRTH|1994年02月14日⟧
证书编号：⟪certificate_number|ZS-GJ-2023-046118⟫
发证日期：⟪issue_date|2023年11月⟫"""),
]

# ---- part 3 -----------------------------------------------------------------
TEXTS += [
("payment_error_log",
 """[2024-07-02 21:40:12,551] ERROR pay.unionpay.Gateway - 银联无卡支付失败 respCode=⟪response_code|14⟫ respMsg=无效卡号
  reqData: {orderId=⟪order_id|YS20240702214011⟫, accNo=⟦CARD|$card22⟧, cvn2=⟦CVV|306⟧, customerNm=⟦PERSON|杜若⟧, phoneNo=⟦PHONE|18502147736⟧}
[⟪log_timestamp|2024-07-02 21:40:12,553⟫] WARN pay.audit - 敏感字段未脱敏！请通知安全组⟦PERSON|老孟⟧"""),

("call_summary",
 """【通话记录摘要】⟪org_name|兰亭书法教育⟫ 课程顾问⟦PERSON|小程⟧　⟪call_time|2024-05-11 15:20⟫
学员家长⟦PERSON|葛玉兰⟧申请12期分期（⟪course_name|少儿软笔全年班⟫ ⟪price|¥7,200⟫）：
· 身份证：⟦IDCARD|$id7⟧（本人口述，生日⟦DATE_OF_BIRTH|1990年12月5日⟧已核对）
· 代扣卡：⟦CARD|$card10⟧（信用卡，安全码⟦CVV|552⟧）
· 预留手机：⟦PHONE|一五八 五一二零 三三九七⟧
· 孩子⟦PERSON|陈小满⟧，8岁，⟦MEDICAL|轻度多动症⟧，上课需坐第一排"""),

("course_handout",
 """【塔罗牌义速查】⟪tarot_card|XVI 高塔⟫：突变、瓦解、真相曝光；逆位时压力在内部累积。⟪tarot_card|权杖三⟫：远见与扩张。搭配⟪tarot_spread|圣三角⟫时，高塔落在"过去"位通常指⟪time_frame|3个月内⟫发生的变故。
本期进阶课⟪price|¥399⟫，优惠码⟪promo_code|TAROT16⟫。"""),

("wechat_signup_chain",
 """#接龙
⟪event_name|8月满月冥想+占星共修⟫ 每人⟪price|¥99⟫，付款后接龙
1. ⟦PERSON|安琪⟧ 已付
2. ⟦PERSON|周晓彤⟧ 已付，带朋友+1（共⟦AMOUNT|¥198⟧）
3. ⟦PERSON|老邢⟧ 未付
4. ⟦PERSON|鹿鸣⟧ 已付，⟦MEDICAL|花粉过敏⟧，现场别放鲜花🙏
地点：⟪venue_name|大理古城·一苇书院⟫　群主：⟦PERSON|阿桑⟧"""),

("survey_report",
 """《住宅风水勘测报告》摘要　报告编号⟪report_id|MT-2024-0713⟫
业主：⟦PERSON|柯文斌⟧　生辰：⟦DATE_OF_BIRTH|1983年9月17日⟧寅时
身份证：⟦IDCARD|$id6⟧（用于开票）
地址：⟦ADDRESS|湖北省武汉市武昌区中北路108号丽岛花园9栋1802⟧
宅命：⟪house_trigram|坎宅⟫，业主命卦⟪kua_number|震⟫（东四命）
建议：主卧移至⟪compass_direction|正东⟫；业主长期⟦MEDICAL|腰椎间盘突出⟧，床头避免横梁压顶。
勘测师：⟦PERSON|梁师傅⟧"""),

("wechat_help",
 """⟦PERSON|小乔⟧：⟦PERSON|顾教练⟧，我课程平台登不上了😭 账号⟦EMAIL|qiaoyun_1102@163.com⟧，密码⟦PASSWORD|qy19921102!⟧，你帮我看看是不是被锁了
⟦PERSON|顾教练⟧：别在微信里发密码！先去改掉。平台客服电话⟦PHONE|400-618-2277⟧，报你的学员号⟪student_id|XY-30817⟫就行。"""),

("resume",
 """个人简历
姓名：⟦PERSON|龙嘉禾⟧
出生年月：⟦DATE_OF_BIRTH|1991.04.06⟧　性别：男
身份证号：⟦IDCARD|$id_x2⟧
手机：⟦PHONE|138 2614 0958⟧　邮箱：⟦EMAIL|longjiahe_writer@gmail.com⟧
现居：⟦ADDRESS|广州市天河区天河北路233号中信广场公寓2706⟧
求职意向：回忆录/传记代笔
教育：⟪school_name|中山大学⟫中文系 ⟪year_range|2009-2013⟫
代表作：《⟪book_title|岭南茶人⟫》（⟪word_count|22万字⟫）"""),

("python_script",
 """# notify.py —— 书法工作室订单通知（作者：⟦PERSON|阮星⟧）
import requests

WEBHOOK = "⟦SECRET|$wecom_hook1⟧"
TENCENT_SECRET_ID = "⟦APIKEY|$tc_secretid1⟧"
TENCENT_SECRET_KEY = "⟦SECRET|$tc_secretkey1⟧"
SMS_SDK_APPID = "⟪sms_sdk_appid|1400876521⟫"

def notify(order):
    # 例：order = {"id": "⟪order_id|MY202407010044⟫", "buyer": "⟪placeholder_name|张三⟫"}
    requests.post(WEBHOOK, json={"msgtype": "text", "text": {"content": f"新订单 {order['id']}"}}, timeout=⟪timeout_seconds|5⟫)"""),

("consumer_complaint",
 """【12315投诉】投诉人：⟦PERSON|邬佳敏⟧　联系电话：⟦PHONE|13757126604⟧
被投诉方：⟪org_name|某某整理收纳服务有限公司⟫
内容：本人于⟪purchase_date|2024年4月⟫购买其"全屋整理"套餐，支付⟦AMOUNT|12,800元⟧，对方仅完成衣帽间即失联，负责人⟦PERSON|卜经理⟧电话⟦PHONE|185 0671 3349⟧已停机。要求退还剩余款项⟦AMOUNT|9,600元⟧。
投诉编号：⟪complaint_id|3301062024052400187⟫"""),

("voice_to_text",
 """[语音转文字 0:52] 喂，⟦PERSON|小宋⟧啊，我是⟦PERSON|甘太太⟧。明天你们直接上门就行，我在医院陪我妈做⟦MEDICAL|透析⟧。地址是⟦ADDRESS|成都市武侯区人民南路四段27号商鼎国际2栋1单元1503⟧，门锁密码⟦PASSWORD|三六九二五八⟧，进门先按井号。有事打我电话⟦PHONE|幺八六 零二八四 四七一三⟧，钱我已经转了⟦AMOUNT|一千五百块⟧。"""),

("genealogy_draft",
 """《⟪clan_name|颍川陈氏⟫·清源支谱》（代写稿）第⟪generation|十九⟫世
⟦PERSON|陈守仁⟧，字⟦PERSON|德斋⟧，生于⟦DATE_OF_BIRTH|民国三十七年农历八月初六⟧。
配⟦PERSON|林秀英⟧，生于⟦DATE_OF_BIRTH|一九五〇年三月十二日⟧。
子二：⟦PERSON|陈立新⟧、⟦PERSON|陈立民⟧。
（编修：⟦PERSON|陈宗耀⟧　电话⟦PHONE|0595-2286 7731⟧）"""),

("client_profile_row",
 """客户编号 | 姓名 | 生日 | 手机 | 过敏/禁忌 | 累计消费 | 风格标签
⟪customer_code|VIP-0086⟫ | ⟦PERSON|邵婷婷⟧ | ⟦DATE_OF_BIRTH|1988-08-27⟧ | ⟦PHONE|13661892047⟧ | ⟦MEDICAL|镍过敏⟧（耳饰只推纯银/钛） | ⟦AMOUNT|¥23,460⟧ | ⟪style_tag|法式简约⟫"""),

("labor_agreement",
 """整理收纳服务劳务协议
甲方：⟪org_name|上海悦整家居服务有限公司⟫
乙方（整理师）：⟦PERSON|薛蕾⟧
身份证号码：⟦IDCARD|$id24⟧
出生日期：⟦DATE_OF_BIRTH|1997年10月1日⟧
联系地址：⟦ADDRESS|上海市浦东新区张杨路1588弄7号602室 200135⟧
劳务报酬：按单结算，每小时⟪hourly_rate|¥80⟫，每月15日前支付至乙方银行卡。"""),

("api_request_body",
 """POST /api/v1/user/verify
{"realName":"⟦PERSON|温雅琪⟧","idCard":"⟦IDCARD|$id14⟧","bankCard":"⟦CARD|$card2⟧","mobile":"⟦PHONE|15823064471⟧","deviceId":"⟪device_id|$uuid9⟫"}
response: {"code":⟪error_code|0⟫,"msg":"success","traceId":"⟪trace_id|$trace2⟫"}"""),

("payment_info",
 """【⟦PERSON|星屿⟧的塔罗小铺 · 收款方式】
1. 微信：⟦PERSON|xingyu_tarot77⟧
2. 支付宝：⟦PHONE|176 2140 9935⟧（实名⟦PERSON|许星屿⟧）
3. 银行卡：⟪bank_branch|工商银行上海徐汇支行⟫ ⟦CARD|$card24⟧
付款备注请写⟪payment_note|昵称+日期⟫，别写"占卜"字样～ 单问题⟪price|¥50⟫"""),

("sql_plaintext",
 """mysql> SELECT id, nickname, mobile, password, last_ip FROM sn_user LIMIT 2;
| ⟪row_id|1001⟫ | ⟦PERSON|彭雪梅⟧ | ⟦PHONE|13917283346⟧ | ⟦PASSWORD|pxm123456⟧ | ⟦IP_ADDRESS|101.87.64.19⟧ |
| 1002 | ⟦PERSON|蓝心怡⟧ | ⟦PHONE|18016629074⟧ | ⟦PASSWORD|lanxinyi@2023⟧ | ⟦IP_ADDRESS|223.104.3.58⟧ |
2 rows in set (⟪query_time|0.00 sec⟫)
-- TODO ⟦PERSON|小邓⟧：明文存密码！！赶紧改成bcrypt"""),

("leave_note",
 """请假条
⟦PERSON|任老师⟧：
您好！我是⟪class_name|周六上午隶书班⟫学员⟦PERSON|高梓涵⟧的家长。孩子这两天出了⟦MEDICAL|水痘⟧，医生说要隔离⟪duration|一周⟫，本周六和下周六的课请假，补课时间麻烦您安排。
家长：⟦PERSON|高磊⟧
电话：⟦PHONE|139 1128 0374⟧
⟪letter_date|2024年5月8日⟫"""),

("memoir_draft",
 """第二章　石库门里的童年（初稿）
我叫⟦PERSON|沈佩珍⟧，生于⟦DATE_OF_BIRTH|一九五二年腊月⟧，生在⟪place_name|上海虹口⟫的一条弄堂里。一九六三年，父亲得了⟦MEDICAL|肺结核⟧，住进⟪hospital_name|上海第一肺科医院⟫，那年我十一岁，弄堂里⟦PERSON|小毛⟧一家帮了我们很多。
（写手⟦PERSON|小施⟧批注：此处年份需与⟦PERSON|沈佩珍⟧再核对）"""),

("request_email",
 """发件人：⟦PERSON|邹颖⟧ <⟦EMAIL|zouying@jiahe-tech.com⟧>
主题：年会CEO致辞撰稿需求
⟦PERSON|严老师⟧好，
经⟦PERSON|陆总⟧推荐联系您。我们CEO⟦PERSON|贺立新⟧需要一篇⟪speech_length|8分钟⟫左右的年会致辞，主题"⟪speech_theme|破局与共生⟫"，公司预算⟪org_budget|2.5万元⟫，年会在⟪event_date|2025年1月18日⟫。方便的话电话沟通：⟦PHONE|138 1072 4456⟧。"""),

("weekly_report",
 """【周报】⟦PERSON|邵明⟧（自由撰稿）⟪week_range|7.8-7.14⟫
1. ⟦PERSON|葛老先生⟧传记第6章完成⟪progress|80%⟫
2. 收到⟦PERSON|谭女士⟧首期款⟦AMOUNT|¥20,000⟧
3. ⟦PERSON|周社长⟧年会稿改到第3版
4. 下周：采访⟦PERSON|葛老先生⟧的老战友⟦PERSON|邱老⟧"""),

("train_ticket_ocr",
 """[火车票识别]
⟪train_number|G1372⟫ ⟪station_pair|杭州东→南昌西⟫ ⟪departure_time|2024年07月18日08:42开⟫
⟪seat_number|05车12F号⟫ 二等座 ⟪price|¥314.5元⟫
⟪masked_idcard|3601021999****5036⟫ ⟦PERSON|傅宇航⟧
⟪ticket_serial|65421300110718G137205⟫
（报销备注：去南昌给客户做风水勘测）"""),

("qq_chat_export",
 """QQ聊天记录导出
⟪chat_timestamp|2024-06-03 21:05:33⟫ ⟦PERSON|邢柯⟧
老师，想定一幅"⟪artwork_text|宁静致远⟫"送我爸七十大寿，落款写"⟦PERSON|邢国平⟧先生七秩华诞"。
2024-06-03 21:07:10 ⟪shop_name|墨香阁⟫ ⟦PERSON|宋老师⟧
可以，四尺对开⟪price|¥880⟫，装裱另算。地址电话发我邮箱⟦EMAIL|songmo_art@qq.com⟧
2024-06-03 21:10:47 ⟦PERSON|邢柯⟧
发了，我邮箱是⟦EMAIL|1048837261@qq.com⟧。另外我爸有⟦MEDICAL|青光眼⟧，字能写大一点吗"""),
]

# ---- part 4 -----------------------------------------------------------------
TEXTS += [
("health_tips_leaflet",
 """【收纳师职业健康小贴士】（⟪org_name|整理家⟫培训部 ⟪doc_version|2024版⟫）
长时间弯腰、搬箱容易导致⟪leaflet_wording|腰肌劳损、手腕腱鞘炎⟫。疼痛时可外用⟪drug_name_leaflet|双氯芬酸二乙胺乳胶剂⟫，或口服⟪drug_name_leaflet|布洛芬缓释胶囊⟫，请按说明书使用，孕妇慎用。建议每工作⟪duration|45分钟⟫起身活动，搬运单箱不超过⟪weight|15公斤⟫。"""),
]
