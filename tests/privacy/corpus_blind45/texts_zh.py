# -*- coding: utf-8 -*-
"""Chinese texts of the blind45 corpus, each typed by hand.
Markup: ⟦TYPE|value⟧ = labelled span, ⟪kind|value⟫ = decoy, $name = value from values.VALUES."""

TEXTS = [

# ---------------------------------------------------------------- 殡葬 / 遗产继承
("wechat_funeral_home", """⟦PERSON|张建国⟧：你好，我是昨晚打电话那个，我爸凌晨走的，⟪org_name|市立医院⟫已经开了死亡证明。
殡仪服务-⟦PERSON|小何⟧：节哀顺变。麻烦把老人身份证号发我，火化要用。
⟦PERSON|张建国⟧：⟦IDCARD|$id_cn9⟧，⟦DATE_OF_BIRTH|1945年2月11日⟧生的，叫⟦PERSON|张德福⟧。
殡仪服务-⟦PERSON|小何⟧：收到。医院写的死因是⟦MEDICAL|肺癌晚期伴多器官衰竭⟧对吧？
⟦PERSON|张建国⟧：对。套餐就选⟪package_name|“福寿”套餐⟫，⟪price|6800那个⟫。定金刚转了⟦AMOUNT|2000元⟧。
殡仪服务-⟦PERSON|小何⟧：好的，告别仪式订在⟪event_date|周六上午⟫⟪venue|二号告别厅⟫，有事直接打我⟦PHONE|138 6392 0417⟧。"""),

("funeral_service_contract", """殡葬服务合同　　合同编号：⟪contract_no|BZ-2024-03117⟫
甲方（服务方）：⟪org_name|青岛安和殡仪服务有限公司⟫　统一社会信用代码：⟪credit_code|91370202MA3C4XK21Q⟫
乙方（委托人）：⟦PERSON|张建国⟧　身份证号：⟦IDCARD|$id_cn7⟧　联系电话：⟦PHONE|13863920417⟧
逝者姓名：⟦PERSON|张德福⟧　与委托人关系：父子
服务项目：遗体接运⟪price|500元⟫、冷藏⟪price|每日120元⟫、告别厅⟪price|400元/场⟫、骨灰盒⟪product_code|GH-紫檀-08⟫
合计⟪invoice_total|6,800元⟫，乙方已付定金⟦AMOUNT|2,000元⟧，余款⟦AMOUNT|4,800元⟧于火化当日结清。
乙方签字：⟦PERSON|张建国⟧　　日期：⟪event_date|2024年3月9日⟫"""),

("lawyer_notice_inheritance", """⟪org_name|北京信达和律师事务所⟫
关于⟦PERSON|刘秀兰⟧女士遗产继承事宜的告知函　（⟪doc_no|信达函〔2024〕第118号⟫）

⟦PERSON|王振华⟧先生：
受您母亲⟦PERSON|刘秀兰⟧（身份证号⟦IDCARD|$id_cn14⟧，⟦DATE_OF_BIRTH|1936年7月8日⟧出生）生前委托，现就其遗产事宜告知如下：其名下位于⟦ADDRESS|杭州市上城区望江路88号3幢502室⟧的房产及银行存款⟦AMOUNT|人民币386,500元⟧，按遗嘱由您与⟦PERSON|王振英⟧女士平均继承。另据病历，立遗嘱时⟦PERSON|刘秀兰⟧已确诊⟦MEDICAL|阿尔茨海默病（早期）⟧，但经⟪org_name|浙江省立同德医院⟫评估具备民事行为能力。
如有疑问请联系本所⟦PERSON|陈律师⟧，电话⟦PHONE|010-8591 3368⟧。"""),

("dingtalk_group_funeral", """[钉钉群·⟪group_name|业务一部⟫]
⟦PERSON|周社长⟧：⟪event_date|14号⟫那场，家属⟦PERSON|许小姐⟧要加一个⟪service_item|水晶棺⟫，按⟪price|800元/天⟫报。
⟦PERSON|小赵⟧：收到。她要开电子发票，抬头个人，邮箱⟦EMAIL|xujing0322@163.com⟧。
⟦PERSON|老周⟧：遗体是⟪org_name|瑞金医院⟫转来的，交接单写的⟦MEDICAL|心源性猝死⟧，放⟪cabinet_no|B-07⟫柜。
⟦PERSON|小赵⟧：另外排班机器人的 webhook 失效了，新的是 ⟦SECRET|$sec_dinghook1⟧ ，别外传。"""),

("price_list_funeral_zh", """⟪org_name|安和殡仪馆⟫基本殡葬服务收费标准（依据⟪doc_ref|青价费〔2023〕17号⟫）
遗体接运：市内⟪price|300元/次⟫，市外每公里加收⟪price|8元⟫
遗体冷藏：⟪price|100元/天⟫
火化：普通炉⟪price|450元⟫，拣灰炉⟪price|900元⟫
告别厅：⟪venue|一号厅⟫⟪price|600元/场⟫，⟪venue|二号厅⟫⟪price|400元/场⟫
骨灰寄存：⟪price|每年150元⟫
以上价格自⟪event_date|2024年1月1日⟫起执行，监督电话见大厅公示栏。"""),

("call_transcript_funeral_hotline", """【通话转写】⟪call_id|CALL-0412-0933⟫　时长⟪duration|3分12秒⟫
客服：您好，⟪org_name|福寿园⟫二十四小时服务热线。
来电：你好，我外婆刚在家里走了，我们在⟦ADDRESS|成都市武侯区玉林南路15号2栋3单元601⟧。
客服：请节哀。老人家怎么称呼？有医院的证明吗？
来电：她叫⟦PERSON|黄淑芬⟧，一直有⟦MEDICAL|尿毒症⟧在做透析，社区医生说可以来开证明。
客服：好的，车大概⟪eta|40分钟⟫到。您怎么称呼，电话多少？
来电：我叫⟦PERSON|罗晓雯⟧，电话⟦PHONE|幺八六，幺幺二八，七七零三⟧。"""),

("eulogy_draft", """悼词（初稿，⟪file_name|悼词v2.docx⟫）
⟦PERSON|陈国栋⟧同志，⟦DATE_OF_BIRTH|一九四一年十月三日⟧出生于⟪place_name|福建莆田⟫。一九六三年参加工作，在⟪org_name|莆田糖厂⟫工作三十余年。⟪date_of_death|2024年4月2日⟫因⟦MEDICAL|突发脑溢血⟧经抢救无效逝世，享年⟪age|八十三岁⟫。
他与老伴⟦PERSON|林玉珍⟧相濡以沫五十八年……"""),

("json_funeral_system", """{"orderNo":"⟪order_id|AH20240309001⟫","deceased":{"name":"⟦PERSON|张德福⟧","idNo":"⟦IDCARD|$id_cn9⟧","gender":"男","birth":"⟦DATE_OF_BIRTH|1945-02-11⟧","cause":"⟦MEDICAL|肺癌⟧"},"contact":{"name":"⟦PERSON|张建国⟧","mobile":"⟦PHONE|13863920417⟧"},"hall":"⟪venue|2号厅⟫","paid":"⟦AMOUNT|¥2000.00⟧","operator":"⟪operator_id|op_017⟫","createdAt":"⟪timestamp|2024-03-09T07:40:12+08:00⟫","备注":"家属要求不放哀乐"}"""),

# ---------------------------------------------------------------- 典当 / 珠宝
("ocr_pawn_ticket_zh", """【OCR识别结果】
⟪org_name|上海恒丰典当有限公司⟫　当票
当票号：⟪pawn_ticket_no|No.0051736⟫　　典当期限：⟪date_range|2024.04.02至2024.10.01⟫
当户名称：⟦PERSON|钱卫东⟧　　证件号码：⟦IDCARD|$id_cn1⟧
住址：⟦ADDRESS|上海市静安区共和新路1988弄6号902室⟧　　联系电话：⟦PHONE|139 1762 4408⟧
当物：劳力士手表（⟪model_number|116610LN⟫）一只；足金手镯（⟪purity|Au999⟫，⟪weight|62.35克⟫）一只
估价金额：⟪appraisal|¥86,000⟫　　当金：⟦AMOUNT|¥60,000.00⟧（大写：⟦AMOUNT|陆万元整⟧）
综合费率：⟪rate|月2.5%⟫　　利率：⟪rate|月0.5%⟫"""),

("wechat_pawn_renewal", """⟦PERSON|钱卫东⟧：⟦PERSON|孙经理⟧，我那块表十月份到期，能续当吗？
⟦PERSON|孙经理⟧：⟦PERSON|钱总⟧您好，可以续，先把这期综合费⟦AMOUNT|9000元⟧和利息⟦AMOUNT|1800元⟧交了就行。
⟦PERSON|钱卫东⟧：转你们对公账户？
⟦PERSON|孙经理⟧：对，⟪org_bank_account|恒丰典当 招商银行上海分行营业部⟫，转完把回单发我。续当凭证号⟪pawn_ticket_no|XD-0051736-1⟫。
⟦PERSON|钱卫东⟧：好嘞。我换号了，新号⟦PHONE|17702185536⟧。"""),

("jewellery_repair_slip", """⟪org_name|金缘珠宝（新街口店）⟫　维修/改圈单　　单号⟪job_number|WX240517-08⟫
顾客：⟦PERSON|秦雪梅⟧　　电话：⟦PHONE|15951873320⟧
货品：⟪purity|PT950⟫铂金对戒（女款），圈号⟪ring_size|12号⟫改⟪ring_size|14号⟫
备注：顾客⟦MEDICAL|对镍过敏⟧，勿用含镍焊料！
预计取件：⟪event_date|5月24日⟫　　预付：⟦AMOUNT|80元⟧（微信）
接待：⟦PERSON|小杨⟧"""),

("gold_recycling_receipt", """⟪org_name|水贝金汇回收中心⟫　黄金回收单　　编号⟪receipt_no|SB-HS-0091822⟫
出售人：⟦PERSON|何丽娟⟧　　身份证：⟦IDCARD|$id_cn8⟧
回收品：足金项链　⟪weight|23.8克⟫　回收价⟪spot_price|486元/克⟫
实付金额：⟦AMOUNT|11,566.80元⟧
收款银行卡：⟦CARD|$card_up1⟧（工商银行）
经办：⟦PERSON|黎志强⟧　　时间：⟪timestamp|2024-06-11 15:22⟫"""),

("review_dianping_jeweller", """⟦PERSON|喵小姐爱吃鱼⟧　★★☆☆☆　⟪timestamp|2024-03-08⟫
在⟪org_name|宝庆银楼（夫子庙店）⟫买了个古法手镯，店员⟦PERSON|小刘⟧说金价⟪price|每克648元⟫，⟪fee|工费每克20元⟫，结果结账的时候多算了一遍工费！最后付了⟦AMOUNT|9,140元⟧，找⟦PERSON|刘店长⟧理论半天才退了⟦AMOUNT|280元⟧。服务态度一般，不推荐。"""),

("pawn_system_log", """⟪timestamp|2024-04-02 10:15:33.201⟫ INFO  [pawn-core] 新建当票 ticket=⟪pawn_ticket_no|0051736⟫ customer=⟦PERSON|钱卫东⟧ idNo=⟦IDCARD|$id_cn1⟧ amount=⟦AMOUNT|60000.00 CNY⟧ operator=⟦PERSON|sunli⟧
⟪timestamp|2024-04-02 10:15:33.876⟫ WARN  [risk] 公安比对接口超时 host=⟦IP_ADDRESS|10.16.8.21⟧ cost=⟪latency|3000ms⟫
⟪timestamp|2024-04-02 10:15:34.002⟫ INFO  [sms] 已发送 to=⟪masked_phone|139****4408⟫ tpl=⟪sms_template_id|SMS_2187⟫"""),

("wechat_diamond_order", """⟦PERSON|林晓⟧：证书号⟪certificate_no|GIA 2217435981⟫那颗⟪carat|1.02克拉⟫的，⟪color_grade|F色VS1⟫，最低多少？
⟦PERSON|唐雅琴⟧：给你⟪price|4.68万⟫，定金⟪deposit_terms|两成⟫，戒托另算。
⟦PERSON|林晓⟧：好，定金⟦AMOUNT|9360元⟧刚刷了，卡尾号⟪card_last4|8812⟫。做好了寄到⟦ADDRESS|深圳市南山区科苑路15号讯美科技广场3号楼1806⟧，收件人写我，电话⟦PHONE|13510962278⟧。
⟦PERSON|唐雅琴⟧：收到，预计⟪lead_time|15个工作日⟫。"""),

("sql_pawn_customer", """INSERT INTO t_pawn_customer (id, name, id_no, mobile, address, created_by) VALUES
(⟪row_id|3321⟫, '⟦PERSON|冯海燕⟧', '⟦IDCARD|$id_cn12⟧', '⟦PHONE|13644117025⟧', '⟦ADDRESS|大连市西岗区新开路82号1单元5楼2号⟧', '⟪operator_id|admin⟫');
-- 按身份证补录出生日期：⟦DATE_OF_BIRTH|1963-06-29⟧；客户等级⟪customer_tier|VIP2⟫"""),

# ---------------------------------------------------------------- 拍卖 / 古玩
("auction_consignment_contract", """委托拍卖合同　　编号：⟪contract_no|JD2024-春-0417⟫
委托人：⟦PERSON|宋文博⟧　　身份证：⟦IDCARD|$id_cn10⟧
地址：⟦ADDRESS|西安市雁塔区小寨东路126号百隆广场B座2103室⟧　　电话：⟦PHONE|029-8532 7714⟧
拍卖人：⟪org_name|嘉德汇珍拍卖有限公司⟫
拍品：清乾隆粉彩花卉纹碗（⟪lot_number|图录号1086⟫），保留价⟪reserve_price|人民币18万元⟫，估价⟪estimate|RMB 200,000-300,000⟫
佣金：成交价的⟪commission_rate|10%⟫；图录费⟪fee|每件2,000元⟫
成交款扣除佣金后汇入委托人银行卡：⟦CARD|$card_up2⟧（建设银行）"""),

("bidder_registration_form", """竞买人登记表　　号牌：⟪paddle_number|A0388⟫
姓名：⟦PERSON|梁俊豪⟧　　证件类型：香港特区护照　　证件号码：⟦PASSPORT|$pp_hk1⟧
联系电话：⟦PHONE|+852 9135 2286⟧　　电子邮箱：⟦EMAIL|leung.ch@netvigator.com⟧
保证金：已缴⟦AMOUNT|HK$50,000⟧（⟪payment_method|电汇⟫）
意向拍品：⟪lot_number|1086⟫、⟪lot_number|1102⟫
登记时间：⟪timestamp|2024-06-12 14:05⟫　　经办：⟦PERSON|吴倩⟧"""),

("wechat_antique_dealers", """⟦PERSON|老鲁⟧：兄弟，那对黄花梨圈椅有人出⟪offer_price|十二万⟫了，你还要不要？
⟦PERSON|阿斌⟧：要！我先打⟦AMOUNT|两万块⟧定金给你，微信转。
⟦PERSON|老鲁⟧：行。东西在⟪place_name|潘家园⟫⟪booth_no|C区118号⟫，明天来拉。
⟦PERSON|阿斌⟧：我让司机⟦PERSON|小潘⟧去，他电话⟦PHONE|187 0103 6652⟧。"""),

("auction_sale_confirmation", """成交确认书　　编号⟪doc_no|CJ-2024-0616-0087⟫
买受人：⟦PERSON|邓子轩⟧　　号牌⟪paddle_number|2216⟫
拍品：⟪lot_number|Lot 1086⟫　清乾隆粉彩花卉纹碗
落槌价：⟪hammer_price|RMB 260,000⟫　　佣金（⟪commission_rate|15%⟫）：⟪fee|RMB 39,000⟫
买受人应付总额⟦AMOUNT|RMB 299,000⟧，已付保证金⟦AMOUNT|RMB 50,000⟧，尚需支付⟦AMOUNT|RMB 249,000⟧
请于⟪event_date|2024年6月30日⟫前付清。联系人：⟦PERSON|吴倩⟧　⟦PHONE|010-6512 8830⟧"""),

("yaml_auction_app", """# 嘉德汇珍 在线拍卖 生产环境配置 ⟪version|v3.9.2⟫
aliyun:
  oss:
    endpoint: ⟪hostname|oss-cn-beijing.aliyuncs.com⟫
    bucket: ⟪bucket_name|jdhz-lot-images⟫
    access_key_id: ⟦APIKEY|$ak_ali1⟧
    access_key_secret: ⟦SECRET|$sec_ali1⟧
  sms:
    template_code: ⟪sms_template_id|SMS_461220391⟫
redis:
  host: ⟦IP_ADDRESS|172.18.0.12⟧
  port: ⟪port|6379⟫
  password: ⟦PASSWORD|Jdhz#redis2024⟧
# 负责人：⟦PERSON|王磊⟧ ⟦EMAIL|wanglei@jdhz-auction.cn⟧"""),

("forum_post_coin", """【求鉴定】家里传下来的一枚袁大头，大家帮看看
楼主：⟦PERSON|津门老赵⟧　　发表于⟪timestamp|2024-5-3 21:17⟫
这是我爷爷留下的，民国三年（⟪coin_year|1914⟫），重⟪weight|26.8克⟫，边齿清楚。想找拍卖行送拍，懂行的加我微信⟦PERSON|zhao_tj1971⟧聊。
2楼 ⟦PERSON|银元小白⟧：品相一般，估计⟪estimate|三四千⟫，建议先送⟪org_name|公博⟫评级。"""),

("auction_preview_notice", """⟪org_name|嘉德汇珍⟫2024春季拍卖会
预展：⟪event_date|6月13日至15日⟫　⟪time_range|10:00-18:00⟫
拍卖：⟪event_date|6月16日⟫　地点：⟪org_address|北京国际饭店会议中心二层⟫
图录号⟪lot_number|1001⟫至⟪lot_number|1388⟫，含瓷器、玉器、古典家具。
咨询热线：⟦PHONE|400-610-8899⟧　　网址：⟪url|www.jdhz-auction.cn⟫"""),

("python_dingtalk_bot", """# 成交播报机器人（拍卖行内部）
import requests
WEBHOOK = "⟦SECRET|$sec_dinghook2⟧"
APP_KEY = "⟪app_key|$dc_dingappkey1⟫"
APP_SECRET = "⟦SECRET|$sec_dingapp1⟧"

def notify(lot, price):
    requests.post(WEBHOOK, json={"msgtype": "text", "text": {"content": f"拍品{lot}成交，落槌价{price}元"}})
# 有问题找⟦PERSON|吴倩⟧，@她的手机号 ⟦PHONE|13910275563⟧"""),

# ---------------------------------------------------------------- 仓储 / 搬家
("moving_app_order", """【⟪org_name|小蓝搬家⟫】订单详情　　订单号：⟪order_id|XL2405180933217⟫
下单人：⟦PERSON|谢文静⟧　　手机：⟦PHONE|158 2176 0934⟧
搬出：⟦ADDRESS|上海市徐汇区漕溪北路398弄12号1203室（200030）⟧，有电梯
搬入：⟦ADDRESS|上海市闵行区七莘路3366弄21号502室（201101）⟧，无电梯5楼
车型：⟪vehicle_type|中面包⟫　　预约：⟪event_date|5月19日⟫⟪time_of_day|09:00⟫
费用：起步价⟪price|158元⟫＋楼层费⟪price|100元⟫＋超公里⟪price|36元⟫，实付⟦AMOUNT|294元⟧（券⟪coupon_code|XL-NEW20⟫已抵扣）"""),

("mini_storage_lease", """⟪org_name|安存迷你仓（广州天河店）⟫　租赁协议　编号⟪agreement_no|AC-TH-2024-0311⟫
仓位号：⟪storage_unit|2F-A17⟫（⟪unit_size|3立方米⟫）　　月租：⟪price|¥380⟫
承租人：⟦PERSON|梁志鹏⟧　　身份证：⟦IDCARD|$id_cn13⟧
紧急联系人：⟦PERSON|梁伟明⟧（父亲）⟦PHONE|13802264519⟧
押金⟦AMOUNT|¥760⟧已付。
门禁密码：⟦PASSWORD|706913⟧；仓门密码锁初始密码⟦PASSWORD|0000⟧，请入住后自行修改。"""),

("ticket_damage_claim", """工单号：⟪ticket_id|CS-20240602-1147⟫　类型：货损理赔　优先级：⟪priority|高⟫
客户：⟦PERSON|韩冬⟧　　联系方式：⟦PHONE|13520418836⟧
描述：搬运过程中师傅⟦PERSON|老马⟧摔坏钢琴（⟪model_number|UP118⟫），客户索赔⟦AMOUNT|6500元⟧，已提供购琴发票⟪invoice_no|No.44031287⟫。
处理：已向保险公司报案，报案号⟪claim_ref|PA2024060288123⟫，我司先行赔付⟦AMOUNT|3000元⟧。"""),

("wechat_movers_group", """调度-⟦PERSON|小刘⟧：明天⟪time_of_day|8点⟫那单，客户⟦PERSON|谢女士⟧家老人⟦MEDICAL|刚做完膝关节置换⟧，搬的时候轻点。
⟦PERSON|马师傅⟧：收到，小区门禁多少？
调度-⟦PERSON|小刘⟧：楼下大门⟦PASSWORD|8520⟧#，车停⟪parking_spot|B2-117⟫。工单⟪job_number|BJ-0519-03⟫。"""),

("dotenv_miniprogram", """# 迷你仓预约小程序 后端 .env（勿提交到仓库）
WX_APPID=⟪app_id|$dc_wxappid1⟫
WX_APPSECRET=⟦SECRET|$sec_wxsecret1⟧
WXPAY_MCHID=⟪merchant_id|1612349087⟫
WXPAY_API_KEY=⟦SECRET|$sec_wxpaykey1⟧
DB_URL=mysql://ancun:⟦SECRET|AnCun_2023!db⟧@⟦IP_ADDRESS|10.2.3.41⟧:⟪port|3306⟫/minicang
TENCENT_SECRET_ID=⟦APIKEY|$ak_tc1⟧
TENCENT_SECRET_KEY=⟦SECRET|$sec_tc1⟧
# 维护人：⟦PERSON|黄子豪⟧"""),

("review_moving_company", """⟦PERSON|搬砖的小熊⟧　★★★☆☆
找的⟪org_name|蚂蚁兄弟搬家⟫，⟦PERSON|陈师傅⟧人很负责，但是说好⟪quote|380全包⟫，到了又加楼层费，最后收了⟦AMOUNT|520块⟧。⟪service_date|4月27日⟫搬的，冰箱门还磕了一下。"""),

("storage_arrears_notice", """欠费催缴通知
⟦PERSON|周明亮⟧先生：
您租用的仓位⟪storage_unit|B-066⟫已欠费⟪days_overdue|97天⟫，累计欠款⟦AMOUNT|¥2,940⟧。通知已寄往您登记的地址⟦ADDRESS|广州市海珠区江南大道中168号901房⟧。如⟪event_date|7月15日⟫前仍未缴清，我司将依合同第⟪clause_no|12条⟫处置仓内物品。
客服：⟦PHONE|020-3886 1120⟧"""),

("sms_storage_code", """【安存迷你仓】⟦PERSON|梁志鹏⟧您好，您的仓位⟪storage_unit|2F-A17⟫门禁密码已重置为⟦PASSWORD|318827⟧，有效期至⟪event_date|2024-12-31⟫。非本人操作请致电⟦PHONE|400-822-0615⟧。"""),

# ---------------------------------------------------------------- 开锁 / 安防
("locksmith_register_zh", """⟪org_name|鑫安开锁服务部⟫　开锁登记表（备案号⟪record_no|GA-KS-0213⟫）
日期：⟪event_date|2024年1月8日⟫ ⟪time_of_day|22:40⟫
委托人：⟦PERSON|邵婷⟧　　身份证号：⟦IDCARD|$id_cn6⟧　　出生日期：⟦DATE_OF_BIRTH|1996年12月5日⟧
开锁地址：⟦ADDRESS|武汉市武昌区中北路108号东湖名居5栋1单元2304⟧
联系电话：⟦PHONE|18971236650⟧
核验：身份证＋物业证明（物业⟦PERSON|胡经理⟧电话确认）
锁具：⟪lock_model|C级锁芯⟫，技术开启未破坏；收费开锁⟪price|150元⟫＋夜间⟪price|50元⟫，实收⟦AMOUNT|200元⟧
师傅：⟦PERSON|严国平⟧　工号⟪employee_id|KS-07⟫"""),

("smart_lock_app_log", """{"time":"⟪timestamp|2024-02-14 19:02:11⟫","device":"⟪device_id|L7-PRO-88A1C2⟫","event":"指纹开锁","user":"⟪kinship_term|妈妈⟫"}
{"time":"⟪timestamp|2024-02-14 21:45:37⟫","device":"⟪device_id|L7-PRO-88A1C2⟫","event":"临时密码开锁","pwd":"⟦PASSWORD|482915⟧","note":"保洁⟦PERSON|刘桂香⟧"}
{"time":"⟪timestamp|2024-02-15 03:12:08⟫","device":"⟪device_id|L7-PRO-88A1C2⟫","event":"防撬报警","ip":"⟦IP_ADDRESS|223.104.63.18⟧","fw":"⟪firmware_version|2.1.4.11⟫"}"""),

("cctv_install_acceptance", """⟪org_name|天眼安防工程部⟫　监控安装验收单　　单号⟪job_number|TY-240301-05⟫
客户：⟦PERSON|蒋红梅⟧　　电话：⟦PHONE|0731-8845 2271⟧
地址：⟦ADDRESS|长沙市岳麓区麓山南路336号2单元401⟧
设备：⟪model_number|DS-7804N-K1⟫录像机1台，摄像头4路
录像机IP：⟦IP_ADDRESS|192.168.1.64⟧　端口⟪port|8000⟫
管理员：admin／⟦PASSWORD|Hm@884522⟧　　APP绑定手机：⟦PHONE|13975128804⟧
安装：⟦PERSON|谭勇⟧　　收款：⟦AMOUNT|2680元⟧（含材料）"""),

("wechat_door_code_cleaner", """⟦PERSON|林悦⟧：⟦PERSON|小芳⟧，明天我出差，你直接来打扫，门锁密码⟦PASSWORD|0926 1108⟧，按完按#。
⟦PERSON|小芳⟧：好的，放心。
⟦PERSON|林悦⟧：猫粮在柜子里，⟪pet_name|团子⟫最近⟪pet_health|尿路感染⟫在吃药，药在冰箱第二层，帮我喂一下。这周工资微信转你⟦AMOUNT|260元⟧。"""),

("smart_lock_quote", """⟪org_name|鑫安锁业⟫　智能锁安装报价单　　编号⟪quote_ref|BJ-0315⟫
⟪model_number|安途S7 Pro⟫ 全自动智能锁　⟪price|¥3,299⟫
⟪model_number|安途S5⟫ 指纹锁　⟪price|¥1,899⟫
安装费⟪price|免费⟫，开孔改孔⟪price|¥80⟫，报价有效期⟪date_range|15天⟫。
联系电话：⟦PHONE|027-8766 1190⟧"""),

("call_transcript_safe", """师傅：喂您好，⟪org_name|鑫安开锁⟫。
客户：师傅，我家保险柜打不开了，密码是⟦PASSWORD|五八三九二一⟧，按了一直报错。
师傅：可能是电池没电了。您在哪？
客户：⟦ADDRESS|武汉市洪山区珞瑜路456号光谷广场7栋902⟧，我叫⟦PERSON|曹振宇⟧。
师傅：好，我是⟦PERSON|严师傅⟧，上门检测⟪price|80块⟫，开了另算，大概⟪eta|半小时⟫到。
客户：快点啊，里面有我老婆的⟦MEDICAL|降压药⟧。"""),

("nvr_config_ini", """[网络]
IPv4地址=⟦IP_ADDRESS|192.168.3.108⟧
默认网关=⟦IP_ADDRESS|192.168.3.1⟧
[平台接入]
设备序列号=⟪serial_number|F37192845⟫
验证码=⟦PASSWORD|WKTDNP⟧
[用户]
admin=⟦PASSWORD|Tianyan@2024⟧
操作员 ⟦PERSON|jiangli⟧=⟦PASSWORD|jl123456⟧
[固件]
版本=⟪firmware_version|V5.7.3 build 230608⟫
; 说明书示例地址，勿用：⟪doc_ip|192.0.2.55⟫"""),

("forum_post_smart_lock", """【求助】小区好几家智能锁被“小黑盒”打开了！！
楼主 ⟦PERSON|杭漂阿杰⟧　⟪timestamp|2024-03-16 08:31⟫
我家锁是⟪model_number|M3-Lite⟫，昨晚被人开了，丢了金项链和⟦AMOUNT|五千多块现金⟧。物业⟦PERSON|黄主任⟧说已经报警，回执号⟪police_receipt|J330106202403150011⟫。有没有同款的赶紧换锁芯吧。"""),

# ---------------------------------------------------------------- 商务调查
("investigation_report", """⟪org_name|鹰眼商务调查咨询有限公司⟫　调查报告　编号⟪case_ref|YY-2024-031⟫
被调查人：⟦PERSON|高建军⟧，男，身份证号⟦IDCARD|$id_cn5⟧（出生日期⟦DATE_OF_BIRTH|1959-09-09⟧）
现住址：⟦ADDRESS|成都市武侯区人民南路四段27号1栋2单元1508⟧
联系方式：⟦PHONE|13908175563⟧
名下资产：工商银行卡⟦CARD|$card_up3⟧，余额约⟦AMOUNT|人民币47万元⟧
健康状况：据邻居反映其患有⟦MEDICAL|2型糖尿病⟧，每周去⟪org_name|华西医院⟫复诊。
调查员：⟦PERSON|邹凯⟧"""),

("investigation_agreement", """委托调查协议　　编号⟪contract_no|YY-WT-2024-058⟫
甲方（委托人）：⟦PERSON|孟晓燕⟧　　手机：⟦PHONE|186 2190 4471⟧
乙方：⟪org_name|鹰眼商务调查咨询有限公司⟫
调查事项：查找失联债务人⟦PERSON|付强⟧的现住址。
服务费⟪fee|人民币15,000元⟫，甲方已预付⟦AMOUNT|人民币5,000元⟧，余款结案后⟪date_range|3个工作日⟫内付清。"""),

("wechat_investigator_client", """⟦PERSON|孟晓燕⟧：⟦PERSON|邹老师⟧，有进展吗？
⟦PERSON|邹老师⟧：找到了。⟦PERSON|付强⟧现在用的手机号是⟦PHONE|17355201846⟧，人在⟪place_name|合肥⟫，住⟦ADDRESS|合肥市蜀山区长江西路699号翡翠湖小区12栋1802⟧。
⟦PERSON|孟晓燕⟧：太好了！尾款⟦AMOUNT|一万块⟧我今天就转。"""),

("background_check_form", """背景调查表（候选人授权编号⟪auth_no|BG-2024-0172⟫）
候选人：⟦PERSON|叶思远⟧　　出生日期：⟦DATE_OF_BIRTH|1983年1月30日⟧
身份证：⟦IDCARD|$id_cn4⟧　　护照：⟦PASSPORT|$pp_cn1⟧
学历核验：⟪university|复旦大学⟫，证书编号⟪cert_no|102461200705001234⟫，属实
前雇主：⟪org_name|远景咨询（上海）有限公司⟫，证明人⟦PERSON|唐经理⟧ ⟦PHONE|021-6288 7410⟧
结论：⟪result|无异常⟫"""),

("surveillance_log_zh", """跟踪记录　案件⟪case_ref|YY-2024-044⟫　调查员⟦PERSON|邹凯⟧
⟪time_of_day|08:12⟫ 目标⟦PERSON|付强⟧出门，步行至⟪place_name|大蜀山地铁站⟫。
⟪time_of_day|09:40⟫ 进入⟪org_name|合肥市第二人民医院⟫，从其丢弃的处方单看为⟦MEDICAL|肝癌术后复查⟧。
⟪time_of_day|11:05⟫ 与一女子见面，该女子自称⟦PERSON|付太太⟧。
照片⟪file_name|IMG_20240412_0940.jpg⟫已归档。"""),

("call_transcript_informant", """【录音转写】⟪call_id|REC-0415-02⟫
调查员：喂，⟦PERSON|老温⟧吗？上次说的那个人查到了没？
线人：查到了，⟦PERSON|高建军⟧去年把车过户给了他小舅子⟦PERSON|孙伟⟧，卖了⟦AMOUNT|28万块⟧……
调查员：他小舅子电话有吗？
线人：⟦PHONE|一三九，八一零二，七七四六⟧，你别说是我给的啊。"""),

("asset_investigation_table", """被执行人财产线索汇总（⟪case_ref|（2024）川0107执1882号⟫）
| 被执行人 | 线索类型 | 内容 | 来源 |
|---|---|---|---|
| ⟦PERSON|高建军⟧ | 银行卡 | ⟦CARD|$card_up4⟧ | 调查员走访 |
| ⟦PERSON|高建军⟧ | 银行卡 | ⟦CARD|$card_up5⟧ | 申请人提供 |
| ⟦PERSON|高建军⟧ | 不动产 | ⟦ADDRESS|成都市金牛区蜀汉路266号5栋801⟧ | ⟪org_name|不动产登记中心⟫ |
| ⟦PERSON|孙伟⟧ | 车辆 | 2019款大众途观，⟪vehicle_model|2.0T⟫ | 线人 |"""),

("email_investigator_lawyer", """发件人：⟦PERSON|邹凯⟧ <⟦EMAIL|zoukai@yingyan-inv.com⟧>
收件人：⟦PERSON|蔡律师⟧ <⟦EMAIL|cai.lawyer@tianyuan-law.cn⟧>
主题：⟪case_ref|YY-2024-031⟫ 补充材料

⟦PERSON|蔡律师⟧您好，附件是⟦PERSON|高建军⟧名下银行流水截图（⟪file_name|流水_0401-0410.pdf⟫）。另，其配偶⟦PERSON|田桂兰⟧名下有一套房，待核实。
⟪org_name|鹰眼调查⟫ ⟦PERSON|邹凯⟧"""),

# ---------------------------------------------------------------- 墓园 / 碑刻
("cemetery_plot_contract", """墓位认购合同　　合同号⟪contract_no|FSY-2024-0327⟫
墓穴编号：⟪plot_ref|福园区3排17号⟫　　墓型：⟪product_code|艺术墓F-12⟫
认购人：⟦PERSON|杜美华⟧　　身份证⟦IDCARD|$id_cn2⟧
地址：⟦ADDRESS|上海市徐汇区天钥桥路580弄3号601室⟧　　电话⟦PHONE|021-6431 5520⟧
安葬人：⟦PERSON|杜春生⟧（父）
墓价⟪price|¥168,000⟫，管理费⟪tariff|20年¥12,000⟫，认购人已付⟦AMOUNT|¥180,000⟧。"""),

("headstone_inscription_order", """碑文订单　⟪order_id|BK-0408-11⟫　石材⟪stone_type|山西黑⟫　字体⟪font_name|隶书⟫
碑文：
　先考 ⟦PERSON|徐永福⟧ 生于 ⟦DATE_OF_BIRTH|一九三八年五月初六⟧
　先妣 ⟦PERSON|高秀英⟧ 生于 ⟦DATE_OF_BIRTH|一九四二年腊月十八⟧
　孝男 ⟦PERSON|徐建华⟧　孝女 ⟦PERSON|徐丽华⟧ 敬立
订购人电话：⟦PHONE|13605918827⟧"""),

("qingming_booking_form", """清明代祭服务预约
预约人：⟦PERSON|许静⟧　　手机：⟦PHONE|13761402293⟧
逝者姓名：⟦PERSON|许国强⟧　　墓位：⟪plot_ref|松柏园B区5排12号⟫
套餐：⟪package_name|鲜花代祭⟫（⟪price|¥198/次⟫）　　实付：⟦AMOUNT|198元⟧
提交IP：⟦IP_ADDRESS|116.231.44.92⟧　　提交时间：⟪timestamp|2024-03-28 22:16:40⟫"""),

("sms_cemetery_fee", """【福寿园】尊敬的⟦PERSON|杜美华⟧女士，您为⟦PERSON|杜春生⟧先生认购的墓位⟪plot_ref|福园区3排17号⟫管理费将于⟪event_date|2024年10月⟫到期，续缴标准⟪tariff|600元/年⟫。咨询⟦PHONE|400-880-1919⟧。"""),

("csv_cemetery_zh", """墓位号,逝者,出生日期,安葬日期,联系人,联系电话
⟪plot_ref|B5-12⟫,⟦PERSON|许国强⟧,⟦DATE_OF_BIRTH|1950-03-21⟧,⟪burial_date|2021-04-04⟫,⟦PERSON|许静⟧,⟦PHONE|13761402293⟧
⟪plot_ref|B5-13⟫,⟦PERSON|方桂兰⟧,⟦DATE_OF_BIRTH|1947-11-30⟧,⟪burial_date|2022-12-19⟫,⟦PERSON|方卫平⟧,⟦PHONE|13916630578⟧
# 导出时间 ⟪timestamp|2024-04-01 09:00⟫ 共⟪row_count|2条⟫"""),

("wechat_stone_carver", """⟦PERSON|冯师傅⟧：碑文里“⟦PERSON|徐永福⟧”三个字要不要描金？描金每字加⟪price|15元⟫。
⟦PERSON|徐建华⟧：描吧。字数你算一下，一起转你。
⟦PERSON|冯师傅⟧：一共⟪char_count|46个字⟫，合计⟪quote_total|690元⟫。
⟦PERSON|徐建华⟧：已转⟦AMOUNT|690块⟧，⟪event_date|清明前⟫能立好吧？"""),

("oa_refund_approval", """【OA审批】退墓退款申请　　单号⟪approval_id|OA-TK-2024-0093⟫
申请人：⟦PERSON|温丽萍⟧（客户部）
客户：⟦PERSON|范志刚⟧，原墓位⟪plot_ref|竹园区2排9号⟫，因家属改为海葬申请退墓。
退款金额：⟦AMOUNT|¥52,800.00⟧，退至客户银行卡⟦CARD|$card_up7⟧
审批：⟦PERSON|温丽萍⟧→⟪department|财务部⟫→⟪department|总经理室⟫　状态：⟪status|已通过⟫"""),

("cemetery_opening_notice", """⟪org_name|松柏园公墓⟫清明期间开放公告
⟪event_date|3月30日至4月7日⟫开放时间调整为⟪time_range|6:00-18:00⟫；⟪place_name|南门⟫仅供步行进出。
停车场收费⟪price|10元/次⟫，接驳车⟪price|免费⟫。
祭扫人数较多，请错峰前来。"""),

# ---------------------------------------------------------------- 催收
("collection_crm_record", """【催收记录】案件号⟪case_ref|CS2024-0518-3321⟫　账龄⟪days_overdue|M2⟫
借款人：⟦PERSON|郑欣怡⟧　　身份证⟦IDCARD|$id_cn11⟧
欠款本金⟦AMOUNT|8,600元⟧，罚息⟦AMOUNT|430元⟧
⟪timestamp|05-18 10:22⟫ 致电本人⟦PHONE|15874026631⟧，承诺⟪event_date|5月25日⟫还⟦AMOUNT|3000元⟧
⟪timestamp|05-18 10:40⟫ 联系紧急联系人⟦PERSON|郑建⟧（父），称本人在外地实习。"""),

("sms_collection_zh", """【⟪org_name|信和资产⟫】⟦PERSON|郑欣怡⟧您好，您的借款已逾期⟪days_overdue|45天⟫，当前应还⟦AMOUNT|9,030元⟧，请登录APP还款或致电⟦PHONE|0731-8920 5566⟧协商。退订回T"""),

("repayment_plan_zh", """分期还款协议　　编号⟪contract_no|XH-FQ-2024-0611⟫
债务人：⟦PERSON|罗家明⟧　　身份证⟦IDCARD|$id_cn3⟧
截至⟪event_date|2024年6月1日⟫，债务人结欠⟦AMOUNT|人民币23,640元⟧，双方同意分12期偿还，每期⟦AMOUNT|1,970元⟧，每月⟪day_of_month|15日⟫前还入⟪org_name|信和资产⟫指定账户。
债务人签字：⟦PERSON|罗家明⟧"""),

("complaint_to_regulator", """投诉人：⟦PERSON|蒋文涛⟧　　联系电话：⟦PHONE|13307319926⟧
被投诉机构：⟪org_name|信和资产管理有限公司⟫
事由：本人因⟦MEDICAL|重度抑郁症⟧住院，欠款⟦AMOUNT|4,200元⟧逾期。催收员自称⟦PERSON|小钟⟧，每天打十几个电话，还给我单位领导打电话。请求依法处理。
附件：⟪file_name|通话录音3段.zip⟫、⟪file_name|诊断证明.jpg⟫"""),

("call_transcript_collection_zh", """【录音转写】坐席⟪agent_id|A1037⟫　⟪timestamp|2024-06-03 14:20:51⟫
坐席：您好，请问是⟦PERSON|罗家明⟧先生吗？
客户：是我。
坐席：您这个月⟦AMOUNT|1,970元⟧还没还，今天是最后一天了。
客户：我刚做完⟦MEDICAL|阑尾炎手术⟧，钱都交医院了，能不能缓几天？
坐席：可以申请延期⟪grace_period|7天⟫，我帮您登记一下。"""),

("collection_system_log", """⟪timestamp|2024-06-03 14:25:02⟫ [INFO] case=⟪case_ref|CS2024-0601-0877⟫ action=延期申请 debtor=⟦PERSON|罗家明⟧ mobile=⟦PHONE|13928460071⟧ idNo=⟦IDCARD|$id_cn3⟧
⟪timestamp|2024-06-03 14:25:02⟫ [INFO] 审批人=⟦PERSON|zhongyi⟧ 来源IP=⟦IP_ADDRESS|10.88.6.13⟧
⟪timestamp|2024-06-03 14:25:03⟫ [DEBUG] 推送企业微信 ⟦SECRET|$sec_wecomhook1⟧ status=⟪http_status|200⟫"""),

("outsourcing_csv", """委案批次,借款人,身份证号,手机,户籍地址,欠款金额,委案日期
⟪batch_id|WA-202406-02⟫,⟦PERSON|蒋文涛⟧,⟪masked_id|4301**********2219⟫,⟦PHONE|13307319926⟧,⟦ADDRESS|湖南省长沙市开福区湘江中路二段36号⟧,⟦AMOUNT|4200.00元⟧,⟪event_date|2024-06-05⟫
⟪batch_id|WA-202406-02⟫,⟦PERSON|曾志红⟧,⟪masked_id|4305**********4428⟫,⟦PHONE|15173946620⟧,⟦ADDRESS|湖南省邵阳市双清区宝庆东路18号⟧,⟦AMOUNT|12880.50元⟧,⟪event_date|2024-06-05⟫"""),

("lawyer_letter_debt", """律师函　（⟪doc_no|湘衡律函字〔2024〕第062号⟫）
⟦PERSON|曾志红⟧女士：
本所受⟪org_name|信和资产管理有限公司⟫委托，就您拖欠借款⟦AMOUNT|人民币12,880.50元⟧一事致函。请于收函后⟪date_range|七日⟫内与本所⟦PERSON|谢律师⟧联系（⟦PHONE|0731-8227 4106⟧），逾期将提起诉讼。
⟪org_name|湖南衡信律师事务所⟫　⟪event_date|2024年6月20日⟫"""),

("wechat_collection_team", """⟦PERSON|钟组长⟧：今天回款目标⟪target|30万⟫，现在才⟪team_total|11.2万⟫，大家加把劲。
⟦PERSON|小钟⟧：⟦PERSON|曾志红⟧那户说下周一还⟦AMOUNT|五千块⟧，剩下的分期。
⟦PERSON|钟组长⟧：让她先转，截图发群里。还有别再给债务人单位打电话了，被投诉了。"""),

]
