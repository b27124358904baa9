# blind63 – Chinese texts. Every text typed by hand.
# ⟦TYPE|value⟧ = span, ⟪kind|value⟫ = decoy, $name = value from values.py
TEXTS = []

# ---------------------------------------------------------------- part 1
TEXTS += [
("wechat_chat", """金辉珠宝：⟦PERSON|许小姐⟧您好，您那枚戒指圈口已经从⟪ring_size|12号⟫改到14号了，焊口也重新抛光了，什么时候方便来拿？
我：太好了！我这周在外地出差，能帮我寄顺丰到付吗？
金辉珠宝：可以的，麻烦发下收件信息～
我：⟦PERSON|许静怡⟧ ⟦PHONE|139 5712 0846⟧ ⟦ADDRESS|浙江省杭州市西湖区文三路259号昌地火炬大厦1号楼1203室⟧
金辉珠宝：收到。改圈是⟪service_price|80元⟫，您上次付过定金⟦AMOUNT|50元⟧，还差⟦AMOUNT|30元⟧，微信转我就行。
我：[转账] ⟦AMOUNT|¥30.00⟧
金辉珠宝：收到啦，单号晚点发您 ⟪tracking_number|SF1427730985213⟫。有事找我，我是⟦PERSON|小林⟧～"""),

("ocr_id_card", """【OCR识别结果】置信度 ⟪ocr_confidence|0.962⟫
姓名 ⟦PERSON|周建国⟧
性别 男  民族 汉
出生 ⟦DATE_OF_BIRTH|1968年11月5日⟧
住址 ⟦ADDRESS|上海市徐汇区天钥桥路580弄12号301室⟧
公民身份号码 ⟦IDCARD|$id_zhou⟧
签发机关 ⟪issuing_authority|上海市公安局徐汇分局⟫  有效期限 ⟪validity_period|2015.03.02-2035.03.02⟫
（用于邮币社大额交易实名登记，经办人：⟦PERSON|老孙⟧）"""),

("dingtalk_group", """【钉钉群·童趣玩具运营】
⟦PERSON|陈总⟧：谁把订单提醒机器人搞坏了？今天早上一条都没推
⟦PERSON|小赵⟧：我昨天换了新群，webhook 是 ⟦SECRET|$dingtalk_hook1⟧ ，加签密钥 ⟦SECRET|$dingtalk_sec1⟧ ，我去 ⟪file_name|robot.yaml⟫ 第⟪line_number|12⟫行改一下
⟦PERSON|陈总⟧：别直接发群里啊！！回头重新生成一个
⟦PERSON|小赵⟧：好的😭 马上重置
⟦PERSON|阿杰⟧：顺便说下，仓库那台电脑开机密码改成 ⟦PASSWORD|Tq@2024toys⟧ 了，⟪org_name|童趣玩具⟫的老密码作废"""),

("sms_notification", """【巧手改衣坊】尊敬的⟦PERSON|王女士⟧，您送改的西裤（单号⟪order_id|QS20240611-038⟫）已完成，改裤长+收腰共⟪service_price|45元⟫，已预付⟦AMOUNT|20元⟧，取件时再付⟦AMOUNT|25元⟧即可。营业时间⟪business_hours|9:00-20:00⟫，地址：⟪business_address|杭州市拱墅区大关路88号1楼⟫。如有疑问请致电⟦PHONE|0571-8702 6613⟧。退订回T"""),

("repair_form", """老镜头相机维修 · 维修登记单 No.⟪repair_order_no|20240703-17⟫
客户：⟦PERSON|宋先生⟧（⟦PERSON|宋志强⟧）  电话：⟦PHONE|186 2931 7754⟧
机器：尼康 F3 机身号 ⟪camera_serial|1934027⟫ / 镜头 ⟪lens_spec|50mm f/1.4 AI-S⟫
故障：快门帘幕卡住，测光表不亮
报价：⟪repair_quote|380-450元⟫（含清洁）
已收定金：⟦AMOUNT|100元⟧（微信）
客户备注：本人有⟦MEDICAL|青光眼⟧，取机时请把取景器屈光度调到-2
接修师傅：⟦PERSON|老马⟧"""),

("xianyu_chat", """闲鱼聊天 ·【⟪stamp_catalogue_no|T46⟫庚申猴 单枚 原胶全品】
买家：老板，这枚猴票还在吗？保真吗？
我：在的，有⟪certificate_no|ZY-2023-08816⟫鉴定证书，可以查。
买家：我是集邮协会的⟦PERSON|老方⟧，你标的⟪listing_price|¥8,800⟫有点高
我：⟦PERSON|老方⟧您看，最低⟪asking_price|8500⟫，包顺丰保价。
买家：行。已经拍下付款了，⟦AMOUNT|8500元⟧。收件：⟦PERSON|方卫东⟧ ⟦PHONE|13701652249⟧ ⟦ADDRESS|北京市海淀区学院路30号院7号楼2单元502⟧"""),

("sql_script", """-- 拾页书店 会员表修复（⟪timestamp|2024-05-27 22:10⟫ ⟦PERSON|小何⟧执行）
UPDATE members
   SET phone = '⟦PHONE|15821937746⟧',
       name = '⟦PERSON|郭晓雯⟧',
       birthday = '⟦DATE_OF_BIRTH|1988-09-14⟧',
       id_no = '⟦IDCARD|$id_guo⟧',
       points = ⟪loyalty_points|1280⟫
 WHERE id = ⟪db_row_id|4417⟫;
INSERT INTO member_notes (member_id, note, operator)
VALUES (4417, '⟦MEDICAL|对尘螨过敏⟧，读书会时别给她放羽毛靠垫', '⟦PERSON|小何⟧');"""),

("work_order", """【上门测量工单】工单号：⟪work_order_no|CL-2406-0192⟫
客户：⟦PERSON|唐先生⟧ ⟦PHONE|139 1024 6638⟧
地址：⟦ADDRESS|北京市朝阳区望京西园三区312号楼2单元1801⟧
需求：客厅遮光帘+纱帘，主卧电动轨道
测量师傅：⟦PERSON|周师傅⟧   预约：⟪appointment_slot|6月22日 14:00-16:00⟫
备注：客户家小孩有⟦MEDICAL|哮喘⟧，面料选不掉毛、少粉尘的，别推荐植绒款。推荐 ⟪fabric_code|XN-2207⟫ 雪尼尔，⟪price|128元/米⟫
定金：已付⟦AMOUNT|500元⟧"""),

("dianping_review", """⭐⭐⭐⭐⭐ 用户「⟦PERSON|王小胖爱喝奶茶⟧」
爷爷留下来的⟪product_model|上海牌A581⟫，跑了好几家都说修不了，最后找到⟪org_name|时光钟表修理铺⟫。老师傅在这行干了四十年，拆开一看说是摆轴断了，自己车了一根。前后等了两周，收了我⟦AMOUNT|260块⟧，良心价！⟦PERSON|吴师傅⟧还教我怎么上弦，说一天上一次就够。店在⟪business_address|南京西路菜市场对面的弄堂里⟫，不太好找，导航搜店名就行。"""),

("call_transcript", """【通话录音转写】⟪timestamp|2024-07-09 10:21⟫ 时长 ⟪duration|03:12⟫
客服：您好，⟪org_name|宝泉钱币⟫，我是⟦PERSON|小罗⟧。
客户：你好，我家里有一套第三套人民币，还有几张⟪banknote_denomination|1980版的50元⟫，想问问你们收不收。
客服：收的。第三套要看品相，您方便留个电话吗？让我们鉴定师联系您。
客户：⟦PHONE|幺三五，二八七一，零六四九⟧。
客服：好的，请问怎么称呼？
客户：⟦PERSON|邓国平⟧。
客服：好的⟦PERSON|邓先生⟧。如果确定出售，我们会先付您⟦AMOUNT|两千元⟧定金，剩下的鉴定后一次结清。"""),

("ecommerce_order_json", """{
  "tid": "⟪order_id|3928174460215583921⟫",
  "buyer_nick": "⟪masked_nickname|t***n⟫",
  "receiver_name": "⟦PERSON|马晓丽⟧",
  "receiver_mobile": "⟦PHONE|18653287721⟧",
  "receiver_address": "⟦ADDRESS|山东省青岛市市南区香港中路76号颐和国际A座2205⟧",
  "pay_desc": "实付款 ⟦AMOUNT|¥168.50⟧",
  "items": [{"title": "冰岛毛线 粗线 围巾线", "sku": "⟪sku|BD-8812-03⟫", "price": "⟪price|28.00⟫", "num": 6}],
  "buyer_message": "麻烦用纸箱装，宝宝⟦MEDICAL|对羊毛过敏⟧，所以是给自己织的哈"
}"""),

("meeting_minutes", """拾页书店 6月例会纪要
时间：⟪meeting_date|6月18日 晚8点⟫   地点：二楼阅读区
参会：⟦PERSON|何志远⟧、⟦PERSON|小潘⟧、⟦PERSON|方方⟧
1. 6月营业额约⟪org_total|4.2万⟫，比5月涨了⟪percentage|8%⟫。
2. ⟦PERSON|小潘⟧下周做⟦MEDICAL|甲状腺手术⟧，请假两周，周末班由⟦PERSON|方方⟧顶。
3. 签售会：出版社对接人⟦PERSON|刘编辑⟧，手机⟦PHONE|158 2190 4471⟧。
4. ⟦PERSON|老罗⟧垫付的活动物料费⟦AMOUNT|860元⟧，下周一报销给他。"""),

("dotenv_config", """# 童趣玩具 小程序后端 .env（勿提交到仓库！）
WX_APPID=⟪app_id|$wx_appid1⟫
WX_APPSECRET=⟦SECRET|$wx_secret1⟧
WXPAY_MCHID=⟪merchant_id|$wxpay_mch1⟫
OSS_ACCESS_KEY_ID=⟦APIKEY|$ali_akid1⟧
OSS_ACCESS_KEY_SECRET=⟦SECRET|$ali_secret1⟧
OSS_BUCKET=⟪bucket_name|tongqu-toys-img⟫
MYSQL_DSN=mysql://toyshop:⟦SECRET|Tq#mysql_0618⟧@⟦IP_ADDRESS|172.21.3.15⟧:⟪port|3306⟫/toys
# 负责人：⟦PERSON|陈总⟧ ⟦PHONE|13910337725⟧"""),

("waybill_ocr", """顺丰速运 电子运单 ⟪tracking_number|SF1402887365104⟫
寄件人：⟦PERSON|林振华⟧ ⟦PHONE|13860285531⟧
寄件地址：⟦ADDRESS|福建省厦门市思明区湖滨南路388号国贸大厦12层⟧
收件人：老镜头相机维修（⟦PERSON|马师傅⟧） ⟦PHONE|0571-8690 2217⟧
收件地址：⟪business_address|浙江省杭州市上城区河坊街218号⟫
托寄物：相机   保价：⟪insured_value|5000元⟫
付款方式：寄付月结   月结卡号 ⟪org_account_no|5710038871⟫"""),

("employee_registration", """员工入职登记表 · ⟪org_name|巧手改衣坊⟫   合同编号 ⟪contract_no|QS-HT-2024-006⟫
姓名：⟦PERSON|陈雪梅⟧   性别：女   出生日期：⟦DATE_OF_BIRTH|1979-12-02⟧
身份证号：⟦IDCARD|$id_chen⟧
现住址：⟦ADDRESS|四川省成都市武侯区玉林北路2号附12号3栋2单元401⟧
紧急联系人：⟦PERSON|李国强⟧（丈夫）⟦PHONE|137 0817 5526⟧
健康状况：⟦MEDICAL|腰椎间盘突出⟧，不宜久坐，每小时需起身活动
岗位：缝纫工   月薪：⟦AMOUNT|5500元⟧   入职日期：⟪start_date|2024-03-01⟫"""),

("xiaohongshu_post", """探店｜藏在老洋房里的毛线店🧶
📍⟪business_address|武康路113弄2号⟫（地铁⟪metro_line|10号线⟫交通大学站步行8分钟）
⏰ ⟪business_hours|11:00-19:30⟫，周一休息
店里主要是进口线，羊驼混纺⟪price|68元/团⟫，美利奴⟪price|45元/团⟫起，周末有⟪price|168元⟫的钩针体验课（含材料）。
老板很温柔，会帮你挑针号，我买了⟪needle_size|4.5mm⟫的竹针。
#上海探店 #毛线 #手工 #周末去哪儿"""),

("transfer_agreement", """藏品转让协议
甲方（出让方）：⟦PERSON|罗建军⟧，身份证号 ⟦IDCARD|$id_luo⟧
乙方（受让方）：⟪org_name|宝泉钱币收藏有限公司⟫，统一社会信用代码 ⟪uscc|91430104MA4QX8JB2W⟫
一、转让标的：⟪coin_description|1980年庚申猴年生肖金币 1/2盎司⟫ 一枚。
二、转让价格：⟦AMOUNT|人民币叁万陆仟元整⟧（⟦AMOUNT|¥36,000.00⟧）。
三、乙方于签约当日将全款转入甲方账户：⟦CARD|$up_b⟧（建设银行长沙岳麓支行）。
甲方签字：⟦PERSON|罗建军⟧   联系电话：⟦PHONE|139 7315 6402⟧   日期：⟪signing_date|2024年8月6日⟫"""),
]

# ---------------------------------------------------------------- part 2
TEXTS += [
("wecom_chat", """【企业微信·光影相机 技术群】
⟦PERSON|小何⟧：@⟦PERSON|老周⟧ 官网又打不开了，我看是 ⟦IP_ADDRESS|106.14.228.91⟧ 上的 nginx 挂了
⟦PERSON|老周⟧：刚登上去看了，磁盘满了，日志没切割。顺便把 COS 密钥换了，新的 SecretId: ⟦APIKEY|$tencent_akid1⟧ SecretKey: ⟦SECRET|$tencent_secret1⟧ ，以后别在群里发
⟦PERSON|小何⟧：收到。数据库那台 ⟦IP_ADDRESS|10.0.8.12⟧ 的 root 密码还是 ⟦PASSWORD|Gy#photo2023⟧ 吗？
⟦PERSON|老周⟧：对，下周统一改。nginx 版本顺手升到 ⟪version|1.26.2⟫，端口还是 ⟪port|443⟫"""),

("application_log", """⟪timestamp|2024-08-12 14:03:11.482⟫ INFO  [http-nio-8080-exec-7] c.t.toy.api.OrderController - 创建订单 orderNo=⟪order_id|TQ202408121403118827⟫ user=⟪masked_phone|188****6623⟫ ip=⟦IP_ADDRESS|223.104.3.187⟧
2024-08-12 14:03:11.905 WARN  [http-nio-8080-exec-7] c.t.toy.pay.WxPayService - 支付回调签名校验失败 ip=⟦IP_ADDRESS|101.226.103.16⟧ traceId=⟪trace_id|7f3a9c1e02b44d85⟫
2024-08-12 14:03:12.017 ERROR [http-nio-8080-exec-9] c.t.toy.api.AddressController - 地址解析失败 收货人=⟦PERSON|张丽娟⟧, mobile=⟦PHONE|15961820374⟧, 地址=⟦ADDRESS|江苏省无锡市梁溪区中山路531号2-1102⟧"""),

("measurement_sheet", """⟪org_name|锦衣定制⟫ · 量体单   单号 ⟪order_id|JY-0719⟫
顾客：⟦PERSON|黄先生⟧（⟦PERSON|黄子轩⟧） ⟦PHONE|177 2105 3368⟧
用途：婚礼（⟪event_date|10月2日⟫）  款式：双排扣戗驳领
尺寸：⟪measurement|胸围102 / 腰围90 / 肩宽46 / 衣长74 / 袖长61（cm）⟫
体型备注：轻度⟦MEDICAL|脊柱侧弯⟧，右肩低约1cm，右侧加垫
面料：⟪fabric_code|VBC 18-Perennial⟫
定金：⟦AMOUNT|2000元⟧（已收）   量体师：⟦PERSON|小唐⟧"""),

("invoice_request", """【开票申请】
订单号：⟪order_id|JH20240902-0153⟫   商品：18K金钻石吊坠
开票金额：⟦AMOUNT|¥6,880.00⟧（顾客实付）
抬头类型：个人   抬头：⟦PERSON|郑雅琴⟧
接收邮箱：⟦EMAIL|zhengyaqin1990@163.com⟧
手机：⟦PHONE|135 8802 1497⟧
税率：⟪tax_rate|13%⟫   开票人：⟦PERSON|小林⟧
已开具，发票号码 ⟪invoice_no|24312000000084417290⟫"""),

("wechat_group_auction", """【老钱币交流群 · 周六夜拍】
群主⟦PERSON|老郑⟧：12号拍品 ⟪coin_description|光绪元宝 北洋造 库平七钱二分⟫，起拍⟪starting_price|800元⟫，每口加⟪bid_increment|50⟫元，22:00截拍
……
群主⟦PERSON|老郑⟧：恭喜 @⟦PERSON|江南一枝梅⟧ 以 ⟦AMOUNT|1250元⟧ 成交！24小时内转账，支付宝 ⟦PHONE|13957206614⟧（⟦PERSON|郑德明⟧）
⟦PERSON|江南一枝梅⟧：已转 ⟦AMOUNT|1250元⟧，麻烦包好点，地址我私聊你"""),

("customer_service_ticket", """【客服工单】#⟪ticket_id|KF-240821-0077⟫ 状态：处理中
店铺：⟪org_name|绒绒手作⟫
客户：⟦PERSON|吕梦瑶⟧   手机：⟦PHONE|150 2671 9935⟧
问题：收到的马海毛线颜色和图片差很多（色号⟪colour_code|M-203⟫），要求退货退款
处理：已同意退货，寄回⟪business_address|义乌市稠城街道工人北路1068号3楼⟫，仓库签收后退款⟦AMOUNT|¥129⟧
客户地址：⟦ADDRESS|广东省深圳市南山区粤海街道科苑路15号科兴科学园B栋1单元902⟧
跟进人：⟦PERSON|小潘⟧"""),

("class_signup_form", """周末亲子编织课 报名表（⟪class_date|9月7日 下午⟫）
孩子姓名：⟦PERSON|朱可欣⟧   出生日期：⟦DATE_OF_BIRTH|2016年4月19日⟧
家长：⟦PERSON|朱磊⟧   电话：⟦PHONE|189 1755 6024⟧
过敏/健康情况：⟦MEDICAL|花生过敏⟧，⟦MEDICAL|轻度多动症⟧，请老师多关照
费用：⟪price|168元/组⟫（含材料），已付⟦AMOUNT|¥168⟧
上课地点：⟪business_address|绒绒手作 二楼教室⟫"""),

("tax_refund_form", """离境退税申请单（境外旅客购物离境退税）
退税商店：⟪org_name|恒久钟表（南京东路店）⟫   备案号 ⟪store_registration_no|310101TS0042⟫
旅客姓名：⟦PERSON|SATO HARUKI⟧   国籍：日本
护照号码：⟦PASSPORT|$pp_jp1⟧
购物日期：⟪purchase_date|2024-09-15⟫
商品：精工 Presage ⟪watch_reference|SRPB41J1⟫ 1只
旅客实付：⟦AMOUNT|¥3,680.00⟧   应退税额：⟦AMOUNT|¥292.13⟧"""),

("warranty_registration", """【全球联保登记】光影相机
顾客：⟦PERSON|何睿⟧
护照号：⟦PASSPORT|$pp_cn2⟧（出国留学，需国际联保）
身份证：⟦IDCARD|$id_he⟧
出生日期：⟦DATE_OF_BIRTH|2001-04-09⟧
手机：⟦PHONE|152 5190 8836⟧   邮箱：⟦EMAIL|herui0409@qq.com⟧
机型：⟪product_model|索尼 ZV-E10 II⟫   序列号 ⟪camera_serial|4021786⟫"""),

("phone_order_note", """电话订单记录（⟪org_name|雅居布艺⟫）⟪timestamp|2024-10-08 15:20⟫ 接单：⟦PERSON|小苏⟧
客户：⟦PERSON|冯女士⟧ ⟦PHONE|138 1762 9043⟧
商品：定制罗马帘 ×3，⟪fabric_code|LM-5506⟫ 亚麻米白
付款：客户要求信用卡电话支付，定金 ⟦AMOUNT|1200元⟧
卡号 ⟦CARD|$up_d⟧   有效期 07/27   背面安全码 ⟦CVV|512⟧
（处理完请立即删除此记录！）"""),

("crowdfunding_list", """「拾页书店续命计划」众筹 · 第一批回报名单
1. ⟦PERSON|老K⟧ 支持 ⟦AMOUNT|500元⟧ 档：终身咖啡卡
2. ⟦PERSON|林小雨⟧ 支持 ⟦AMOUNT|200元⟧ 档：签名书一本
3. ⟦PERSON|阿Ben⟧ 支持 ⟦AMOUNT|88元⟧ 档：帆布袋
4. 匿名 支持 ⟦AMOUNT|1000元⟧ 档：书架铭牌
目标⟪funding_goal|15万⟫，已筹⟪org_total|9.6万⟫（⟪percentage|64%⟫）。回报寄送请私信地址，别公开发哦。"""),

("member_csv", """姓名,手机,生日,身份证,累计消费,备注
⟦PERSON|宋振宇⟧,⟦PHONE|13524687190⟧,⟦DATE_OF_BIRTH|1985-05-06⟧,⟦IDCARD|$id_song⟧,⟦AMOUNT|¥12,880⟧,徕卡爱好者
⟦PERSON|潘悦⟧,⟦PHONE|18998032145⟧,⟦DATE_OF_BIRTH|1999-03-02⟧,⟦IDCARD|$id_pan⟧,⟦AMOUNT|¥2,340⟧,拍胶片
# 导出自 ⟪system_name|光影相机CRM⟫ ⟪version|v3.8⟫，⟪timestamp|2024-09-30 23:00⟫
# 会员资料仅限店内使用，请勿外传，用完请删除本地文件"""),

("approval_flow", """【钉钉审批】报销申请 ⟪approval_no|202409180023⟫
申请人：⟦PERSON|方晴⟧（拾页书店 店员）
事由：读书会茶点 + 打印海报
金额：⟦AMOUNT|¥346.50⟧
收款账户：⟦CARD|$up_c⟧（招商银行）
审批人：⟦PERSON|何志远⟧ 已同意 ⟪timestamp|09-18 16:42⟫
抄送：⟪department|财务组⟫"""),

("yaml_config", """# alert.yaml  童趣玩具 监控告警配置
# 说明：机器人地址相当于密码，泄露后任何人都能往群里发消息，改完记得重新生成
receivers:
  - name: 运营群
    feishu_webhook: "⟦SECRET|$feishu_hook1⟧"
  - name: 技术群
    wecom_webhook: "⟦SECRET|$wecom_hook1⟧"
oncall:
  - name: ⟦PERSON|小赵⟧
    mobile: "⟦PHONE|18868126405⟧"
  - name: ⟦PERSON|阿杰⟧
    mobile: "⟦PHONE|13157092281⟧"
thresholds:
  # 接口耗时超过800毫秒或错误率超过百分之二就打电话给值班同事
  api_p99_ms: ⟪threshold|800⟫
  error_rate: ⟪threshold|0.02⟫"""),

("gold_buyback_form", """黄金回收登记表（⟪org_name|金辉珠宝⟫ 城隍庙店）
日期：⟪transaction_date|2024-10-03⟫
出售人：⟦PERSON|唐国栋⟧   出生日期：⟦DATE_OF_BIRTH|1972年3月28日⟧
身份证号码：⟦IDCARD|$id_tang⟧
联系电话：⟦PHONE|186 0113 2270⟧
回收物品：足金手镯1只，实测⟪gold_weight|31.26克⟫，成色⟪metal_purity|足金999⟫
当日回收价：⟪gold_rate|548元/克⟫
支付金额：⟦AMOUNT|¥17,130.48⟧（银行转账）
经办：⟦PERSON|小林⟧"""),

("inventory_sheet", """绒绒手作 库存盘点表   ⟪stocktake_date|2024-10-31⟫
品名 | 色号 | 批号 | 数量 | 单价
美利奴粗线 | ⟪colour_code|M-101⟫ | ⟪dye_lot|LOT2309A⟫ | 46 | ⟪price|32.00⟫
马海毛 | M-203 | LOT2311C | 18 | 45.00
棉麻混纺 | ⟪colour_code|C-017⟫ | LOT2402B | 73 | 19.80
竹针套装 | — | — | 12 | ⟪price|89.00⟫
盘点人：仓库组   系统版本 ⟪version|v2.3.1⟫"""),
]

# ---------------------------------------------------------------- part 3
TEXTS += [
("voice_to_text", """【语音转文字】⟪duration|0:52⟫
"⟦PERSON|小赵⟧啊，帮我回个电话给玩具批发那边的⟦PERSON|刘经理⟧，号码是⟦PHONE|一三九，零五七一，二二八六⟧，就说上次那批积木（⟪order_id|TQ-PF-0921⟫）少了⟪quantity|两箱⟫，让他补发。还有，把⟦PERSON|陆太太⟧订的那套小火车从货架上撤下来，她昨天已经付了⟦AMOUNT|三百八十块⟧定金了，别卖给别人。" """),

("xianyu_chat", """买家：这台富士 X-T30 快门数多少？
卖家（个人闲置）：⟪shutter_count|8千多⟫快门，盒说全，价格⟪listing_price|3900⟫不刀哈
买家：行，我直接拍，麻烦发顺丰。收件人⟦PERSON|任嘉豪⟧，⟦PHONE|176 0213 8854⟧，⟦ADDRESS|上海市杨浦区国定路335号二号楼1105室⟧
卖家：好的。我支付宝是 ⟦EMAIL|wenqing.xu88@outlook.com⟧（⟦PERSON|许文卿⟧），不过走平台就行，别私下转账
买家：明白👍"""),

("attendance_sheet", """「拾页读书会」第38期 签到表（⟪event_date|10月12日⟫ 共读⟪book_title|《额尔古纳河右岸》⟫）
1  ⟦PERSON|沈佳怡⟧  ⟪masked_phone|138****2207⟫
2  ⟦PERSON|阿May⟧  ⟪masked_phone|156****9812⟫
3  ⟦PERSON|韩冬⟧  ⟦PHONE|13605718842⟧（新朋友，要拉进群）
4  ⟦PERSON|老罗⟧
备注：⟦PERSON|韩冬⟧带了自己做的桂花糕，提醒大家：⟦PERSON|沈佳怡⟧⟦MEDICAL|对坚果过敏⟧，她那份单独放。"""),

("custom_order", """【定制单】对戒刻字   单号 ⟪order_id|JH-DZ-1107⟫
顾客：⟦PERSON|叶子豪⟧ & ⟦PERSON|苏晴⟧   联系：⟦PHONE|187 5820 3316⟧
男戒：⟪metal_spec|PT950⟫ ⟪ring_size|18号⟫   刻字："⟦PERSON|Qing⟧ ♡ forever"
女戒：PT950 ⟪ring_size|11号⟫   刻字："⟦PERSON|Zihao⟧ ♡ forever"
刻字费：免费；戒指已付全款 ⟦AMOUNT|¥9,960⟧
取货：⟪collection_date|10月15日后⟫凭单取件，有问题联系⟦PERSON|小林⟧"""),

("wechat_voice_to_text", """⟦PERSON|周社长⟧（语音转文字）：小师傅，我下个月去北京开会，想做一套中山装，还是老尺寸，料子你帮我挑，深灰的。做好了送到我家，⟦ADDRESS|天津市和平区南京路189号津汇广场2座1603⟧，交给门卫⟦PERSON|老王⟧就行。钱我先转你⟦AMOUNT|3000块⟧，多退少补。
改衣铺-⟦PERSON|老吴⟧：好嘞⟦PERSON|周社长⟧，按上次尺寸做，⟪fabric_code|毛涤华达呢 HD-08⟫这个月有货，工期⟪lead_time|两周⟫，到时候让⟦PERSON|小唐⟧给您送过去。"""),

("python_script", """# send_sms.py  集邮家商城 发货短信通知
from alibabacloud_dysmsapi20170525.client import Client

ACCESS_KEY_ID = "⟦APIKEY|$ali_akid2⟧"
ACCESS_KEY_SECRET = "⟦SECRET|$ali_secret2⟧"
SIGN_NAME = "⟪sms_signature|集邮家商城⟫"
TEMPLATE_CODE = "⟪template_code|SMS_465310877⟫"

# 测试号码用我自己的手机 ⟦PHONE|18021567730⟧（⟦PERSON|孙浩⟧），上线前删掉
resp = client.send_sms(phone_numbers="⟦PHONE|18021567730⟧",
                       template_param='{"name":"⟦PERSON|孙浩⟧","no":"⟪order_id|JY88031⟫"}')"""),

("grading_certificate", """【钱币评级证书信息】
证书编号：⟪certificate_no|2407185533⟫
品名：⟪coin_description|民国三年 袁世凯像 壹圆⟫
评级：⟪coin_grade|MS62⟫   版别：⟪variety|O版⟫
送评人：⟦PERSON|蔡永明⟧   电话：⟦PHONE|138 2651 4470⟧
回寄地址：⟦ADDRESS|广东省深圳市福田区华强北路1002号赛格广场东座2208⟧
评级费：⟪fee_schedule|按估值1.5%收取⟫，已付⟦AMOUNT|¥180⟧"""),

("markdown_table", """### 拾页书店 11月第2周排班
| 日期 | 早班 | 晚班 | 备注 |
|---|---|---|---|
| 周一 | ⟦PERSON|小潘⟧ | ⟦PERSON|方晴⟧ | ⟪delivery_day|进货日⟫ |
| 周三 | ⟦PERSON|方晴⟧ | ⟦PERSON|韩冬⟧ | 读书会 19:30 |
| 周六 | ⟦PERSON|韩冬⟧ | ⟦PERSON|小潘⟧ | ⟪event_code|EV-1116⟫ 签售 |

紧急联系：店长 ⟦PERSON|何志远⟧ ⟦PHONE|186 5710 2283⟧，收银系统账号问前台，别在群里发密码。"""),

("recall_notice", """【召回公告】关于部分批次木质叠叠乐玩具的召回
⟪org_name|童趣玩具⟫经自查发现，生产批次⟪production_batch|20240315-A⟫至⟪production_batch|20240402-C⟫的“森林叠叠乐”（货号⟪sku|TQ-WD-0088⟫）部分小零件尺寸不符合⟪standard_no|GB 6675.2-2014⟫要求，存在误吞风险。
请已购买的顾客立即停止使用，凭购物小票到原购买门店办理退款，或在小程序“售后”页面提交申请。
咨询热线：⟦PHONE|400-882-6617⟧（工作日 9:00-18:00）
公告日期：⟪notice_date|2024年5月6日⟫"""),

("rental_contract", """相机租赁合同（节选）   合同号 ⟪contract_no|GY-ZL-240921⟫
出租方：⟪org_name|光影相机⟫
承租方：⟦PERSON|马悦⟧   身份证号：⟦IDCARD|$id_ma⟧   出生日期：⟦DATE_OF_BIRTH|1990年10月31日⟧
联系电话：⟦PHONE|132 6481 0957⟧
住址：⟦ADDRESS|青岛市市南区宁夏路308号14号楼1单元602户⟧
租赁物：⟪product_model|佳能 EOS R5⟫ + RF 24-70mm，租金⟪rental_rate|280元/天⟫，共3天
押金：承租方已交押金⟦AMOUNT|¥8,000⟧，归还验机无误后原路退回。"""),

("web_server_log", """[⟪timestamp|2024-10-21 20:14:33⟫] 注册成功 uid=⟪user_id|100233⟫ email=⟦EMAIL|jiang.wenbo@foxmail.com⟧ nick=⟦PERSON|jiangwb_reads⟧ ip=⟦IP_ADDRESS|117.136.12.88⟧ ua="Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) MicroMessenger/⟪version|8.0.50⟫"
[2024-10-21 20:15:02] 登录失败 uid=100233 原因=密码错误 ip=⟦IP_ADDRESS|117.136.12.88⟧
[2024-10-21 20:15:40] 登录成功 uid=100233 ip=⟦IP_ADDRESS|117.136.12.88⟧
[2024-10-21 20:16:05] 下单成功 uid=100233 单号=⟪order_id|SY241021201605⟫ 实付=⟦AMOUNT|¥86.40⟧ 商品=拾页书店帆布袋+《在细雨中呼喊》"""),

("quotation", """雅居布艺 报价单（⟪quote_no|BJ-1022⟫）
客户：⟦PERSON|韦小姐⟧   地址：⟦ADDRESS|南宁市青秀区民族大道136号五象大厦1座2307⟧
项目：三人位沙发换面 + 海绵加厚
面料：科技布 ⟪fabric_code|KJ-3301⟫ 灰蓝，⟪price|95元/米⟫ × 12米
人工：⟪labour_quote|1100元⟫   合计报价：⟪quote_total|2240元⟫
（⟦PERSON|韦小姐⟧已确认，预付⟦AMOUNT|¥1,000⟧，余款完工后付）
联系人：⟦PERSON|小苏⟧ ⟦PHONE|0771-5633 2801⟧"""),

("consumer_complaint", """消费者投诉书
投诉人：⟦PERSON|邹美华⟧，女，电话⟦PHONE|159 7726 0318⟧，住⟦ADDRESS|湖南省长沙市岳麓区麓山南路932号11栋303室⟧
被投诉方：⟪org_name|桃子湖改衣店⟫（⟪business_address|长沙市岳麓区桃子湖路17号⟫）
事实与理由：⟪event_date|2024年9月2日⟫，我将一件羊绒大衣送到该店改短袖长，支付⟦AMOUNT|150元⟧。取回后发现左袖口被剪坏，店家拒不承认。
诉求：赔偿大衣损失⟦AMOUNT|¥2,600⟧，并退还改衣费。"""),

("wechat_chat", """手工材料批发-⟦PERSON|汪老板⟧：亲，这批热缩片和滴胶一共⟪wholesale_total|3,460元⟫，要开票的话打对公账户（⟪org_name|义乌市汪氏工艺品有限公司⟫）
我：我自己做着玩的，不用开票
⟦PERSON|汪老板⟧：那转我私人卡能便宜点：⟦CARD|$up_a⟧ ⟦PERSON|汪建华⟧ 工商银行
我：好，转你卡上⟦AMOUNT|3300元⟧，你查一下
⟦PERSON|汪老板⟧：收到👌 明天发⟪carrier|中通⟫"""),

("handover_note", """交接班记录（⟪org_name|恒久钟表⟫ 徐汇店）
1. 保险柜密码已更换，新密码 ⟦PASSWORD|3 8 1 6 2⟧，只告诉了⟦PERSON|老周⟧和我，别写在本子上。
2. 卷帘门遥控器在抽屉里，报警器撤防码 ⟦PASSWORD|0917⟧。
3. ⟦PERSON|曹先生⟧的欧米茄换表带，已付⟦AMOUNT|220元⟧，明早来取。
4. 维修袋 ⟪repair_bag_no|No.0338⟫ 浪琴 ⟪watch_reference|L2.628.4⟫ 还在等配件。
—— ⟦PERSON|小袁⟧ 交，⟦PERSON|小邵⟧ 接"""),

("stack_trace", """Traceback (most recent call last):
  File "⟦PERSON|/home/zhaoyang⟧/stampmall/jobs/sync_orders.py", line ⟪line_number|42⟫, in <module>
    engine = create_engine(DB_URL)
sqlalchemy.exc.OperationalError: (pymysql.err.OperationalError) (2003, "Can't connect to MySQL server on '⟦IP_ADDRESS|10.3.1.25⟧' ([Errno 110] Connection timed out)")
DB_URL = "mysql+pymysql://stamp:⟦SECRET|Jyj#2024!⟧@⟦IP_ADDRESS|10.3.1.25⟧:⟪port|3306⟫/stampmall"
# ⟦PERSON|赵阳⟧备注：先别跑这个同步脚本，数据库这周在迁移到新机房，迁完我在群里通知大家"""),
]

# ---------------------------------------------------------------- part 4
TEXTS += [
("incident_record", """门店安全事件记录   编号 ⟪incident_no|AQ-2024-011⟫
时间：⟪incident_time|2024年7月20日 15:10⟫   门店：⟪org_name|童趣玩具 万象城店⟫
受伤人员：⟦PERSON|吴梓涵⟧（男孩，约5岁），监护人：母亲⟦PERSON|钱丽⟧，电话⟦PHONE|151 6802 3379⟧
经过：孩子在滑板车试玩区摔倒，⟦MEDICAL|下巴擦伤出血，伤口约1厘米⟧。
处理：店员⟦PERSON|小赵⟧用急救箱消毒包扎；家长说孩子有⟦MEDICAL|蚕豆病⟧，所以没有用任何药膏（急救箱药膏说明书写着“⟪leaflet_wording|对本品过敏者禁用，儿童须在成人监护下使用⟫”）。
后续：家长表示不去医院，已留联系方式，三天后回访。"""),

("installment_application", """分期付款申请表（⟪org_name|光影相机⟫ 合作分期）
申请人：⟦PERSON|方可馨⟧   出生日期：⟦DATE_OF_BIRTH|1993-01-19⟧
身份证号：⟦IDCARD|$id_fang⟧
手机：⟦PHONE|137 5741 0683⟧   工作单位：⟪org_name|宁波海联外贸有限公司⟫
现住址：⟦ADDRESS|宁波市海曙区中山西路138号天宁大厦1707室⟧
商品：⟪product_model|索尼 A7M4 套机⟫，总价⟪price|¥16,999⟫
首付：⟦AMOUNT|¥3,399⟧，分12期，每期还款⟦AMOUNT|¥1,168.50⟧
还款卡：⟦CARD|$mc_e⟧"""),

("account_opening", """【开户信息确认】⟪org_name|南方文化产权交易所⟫ 邮币卡板块
业务流水号：⟪transaction_serial|KH2024101700321⟫
客户姓名：⟦PERSON|吴德胜⟧
证件类型：居民身份证   证件号码：⟦IDCARD|$id_wu⟧
出生日期：⟦DATE_OF_BIRTH|1964年7月17日⟧
手机号：⟦PHONE|13820458817⟧
绑定银行卡：⟦CARD|$up_e⟧（交通银行）
客户经理：⟦PERSON|小董⟧
温馨提示：资金密码请勿告知他人，本所工作人员不会索要您的密码。"""),

("waybill", """京东快递 ⟪tracking_number|JDVA23817460552⟫
寄件：⟪org_name|拾页书店⟫ ⟦PHONE|0571-8801 6620⟧ ⟪business_address|杭州市西湖区南山路147号⟫
收件：⟦PERSON|郭一婷⟧ ⟦PHONE|138 6700 5521⟧
收件地址：⟦ADDRESS|浙江省温州市鹿城区五马街道解放街56号3楼⟧
物品：图书×3   重量 ⟪parcel_weight|1.6kg⟫   运费 ⟪shipping_fee|12元⟫（寄付）"""),

("gem_certificate_sale", """【珠宝鉴定】GIA 证书 ⟪gia_report_no|2437190556⟫
形状：圆形明亮式   克拉重量：⟪carat_weight|1.02 ct⟫
颜色：⟪diamond_grade|F⟫   净度：⟪diamond_grade|VS1⟫   切工：Excellent
顾客：⟦PERSON|甘雨桐⟧   手机：⟦PHONE|183 2177 4609⟧
成交价：⟦AMOUNT|¥52,800⟧（顾客已全款刷卡）
销售：⟦PERSON|小林⟧   门店：⟪org_name|金辉珠宝 城隍庙店⟫"""),

("livestream_comments", """【直播间弹幕记录 · 绒绒手作 ⟪live_session|20241103晚场⟫】
20:01 ⟦PERSON|织女小慧⟧：主播晚上好～
20:03 ⟦PERSON|momo_liu⟧：那个马海毛还有吗，⟪product_link_no|3号链接⟫
20:05 ⟦PERSON|织女小慧⟧：我拍了3团，地址不变哈
20:08 ⟦PERSON|Wendy王⟧：主播我电话⟦PHONE|13858017362⟧，上次的包裹没收到，联系我一下
20:09 主播⟦PERSON|圆圆⟧：@⟦PERSON|Wendy王⟧ 姐妹别在公屏发手机号！我私信你
20:10 ⟦PERSON|momo_liu⟧：已付 ⟦AMOUNT|¥137⟧，马海毛⟪price|45元/团⟫好划算"""),

("call_transcript", """【通话录音转写】⟪org_name|雅居布艺⟫ 安装部 ⟪timestamp|11-05 09:12⟫
师傅：喂，是⟦PERSON|彭先生⟧吗？我是雅居布艺装窗帘的⟦PERSON|小苏⟧。
客户：对对，我今天在公司，家里没人，你直接进去吧，是密码锁，密码是⟦PASSWORD|六六八九二一⟧，按完按井号。
师傅：好的，地址是⟦ADDRESS|长沙市开福区湘江中路万达公馆12栋1单元802⟧对吧？
客户：对的。家里有只猫叫⟪pet_name|年糕⟫，别让它跑出去。尾款⟦AMOUNT|九百六十元⟧装好了我微信转你。"""),

("daily_report", """【钉钉日报】⟦PERSON|老马⟧ ⟪report_date|2024-11-06⟫
今日完成：
1. ⟦PERSON|宋先生⟧的尼康F3 快门帘幕更换完毕，已测试，可通知取机（⟦PHONE|186 2931 7754⟧）
2. 徕卡M6 测距校准（⟪repair_order_no|20241029-04⟫），客户⟦PERSON|黎女士⟧已付尾款⟦AMOUNT|¥650⟧
3. 哈苏500CM 后背漏光，等⟪part_no|A12密封条⟫到货
明日计划：清洗⟪lens_spec|Planar 80/2.8⟫镜头霉斑"""),

("ci_workflow", """# .github/workflows/deploy.yml（拾页书店官网）
# 下面这几个是“临时”写死的，回头一定改成 secrets！！ 维护人：⟦PERSON|何志远⟧
env:
  GH_TOKEN: ⟦APIKEY|$gh_pat2⟧
  JWT_SECRET: ⟦SECRET|$jwt_key1⟧
  ADMIN_TOKEN: ⟦APIKEY|$jwt1⟧   # 后台调试用，一年后过期
  SLACK_BOT_TOKEN: ⟦APIKEY|$slack_bot1⟧
  SERVER_IP: ⟦IP_ADDRESS|47.98.216.103⟧
  NODE_VERSION: "⟪version|20.11.1⟫\""""),

("sms_batch_list", """【会员生日关怀 · 11月】群发名单（系统自动导出）
⟦PERSON|童雨萱⟧  ⟪masked_phone|139****5521⟫
⟦PERSON|霍振东⟧  ⟪masked_phone|186****0072⟫
⟦PERSON|季小凡⟧  ⟦PHONE|15267094418⟧（这个号码没脱敏，请技术检查导出脚本）
短信模板：“亲爱的{name}，童趣玩具祝您生日快乐！凭此短信到店享⟪discount|8.8折⟫，有效期⟪validity_period|30天⟫。”"""),

("apprentice_agreement", """学徒协议（节选）
甲方：⟪org_name|锦衣定制工作室⟫
乙方（学徒）：⟦PERSON|熊佳琪⟧，身份证号⟦IDCARD|$id_zhao⟧，出生日期⟦DATE_OF_BIRTH|1995年2月17日⟧
紧急联系人：⟦PERSON|熊建军⟧（父亲）⟦PHONE|0797-8226 3145⟧
学徒期：⟪contract_term|12个月⟫，甲方每月发放生活补贴⟦AMOUNT|3200元⟧
乙方提前解约的，需退还培训费，标准为⟪penalty_clause|剩余月份×500元⟫。"""),

("auction_confirmation", """成交确认书   专场 ⟪sale_number|2024秋拍·邮品专场⟫   拍品号 ⟪lot_number|0156⟫
买受人：⟦PERSON|上官文渊⟧   竞买号牌：⟪paddle_number|8021⟫
拍品：⟪stamp_catalogue_no|文1⟫ 新票四方连
落槌价：⟦AMOUNT|¥46,000⟧   佣金：⟪commission_rate|15%⟫   应付总额：⟦AMOUNT|¥52,900⟧
请于7日内汇入本公司账户（⟪org_bank_account|中国银行上海分行 4375 6001 8392⟫）
联系人：⟦PERSON|邱经理⟧ ⟦PHONE|021-6279 5500⟧"""),

("new_arrivals_list", """拾页书店 本周新书上架（⟪week_label|第45周⟫）
| ISBN | 书名 | 定价 | 数量 |
| ⟪isbn|9787020024759⟫ | 《活着》 | ⟪price|¥45.00⟫ | 10 |
| 9787544291170 | 《百年孤独》 | ¥55.00 | 6 |
| ⟪isbn|9787530221532⟫ | 《平凡的世界》 | ⟪price|¥108.00⟫ | 4 |
会员价⟪discount|9折⟫，签名本另计，售完即止。"""),

("pickup_receipt", """维修取件凭证（⟪org_name|恒久钟表 深圳罗湖店⟫）
客户：⟦PERSON|梁振邦⟧
证件：香港身份证 ⟦NATIONAL_ID|$hkid_b⟧
电话：⟦PHONE|+852 6188 2047⟧
表款：劳力士 ⟪watch_reference|116500LN⟫，抛光 + 防水测试
费用：⟦AMOUNT|HK$1,200⟧（已付，港币现金）
取件日期：⟪pickup_date|2024-11-12⟫"""),

("repair_form", """光華相機行 維修單   單號 ⟪repair_order_no|KH-11327⟫
客戶姓名：⟦PERSON|黃志明⟧
身分證字號：⟦NATIONAL_ID|$tw_b⟧
聯絡電話：⟦PHONE|0912-386-554⟧
地址：⟦ADDRESS|臺北市中正區八德路一段45號3樓⟧
機器：⟪product_model|Contax T2⟫   故障：鏡頭無法伸出、LCD 不顯示
估價：⟪repair_quote|NT$4,500 起⟫   已付訂金：⟦AMOUNT|NT$1,000⟧"""),

("email_with_signature", """主题：关于12月“城市漫游”主题书展的合作

⟦PERSON|何老师⟧您好：

我是⟪org_name|青柚文化⟫品牌合作部的⟦PERSON|宁舒⟧。上周在您店里参加读书会，很喜欢拾页的氛围，想邀请您参与我们12月的“城市漫游”主题书展，展期⟪exhibition_period|12月1日—12月31日⟫，场地费按⟪revenue_share|销售额15%分成⟫，具体方案见附件。

方便的话这周找个时间通个电话？

此致
⟦PERSON|宁舒⟧
青柚文化 品牌合作部
手机：⟦PHONE|181 0571 3392⟧   邮箱：⟦EMAIL|ningshu@qingyouculture.cn⟧
地址：⟪business_address|杭州市上城区复兴大街188号B座5楼⟫"""),
]

# ---------------------------------------------------------------- part 5
TEXTS += [
("proxy_bidding_mandate", """【海外代拍委托书】
委托人：⟦PERSON|谢文彬⟧，护照号⟦PASSPORT|$pp_cn1⟧，手机⟦PHONE|139 1672 0548⟧
委托事项：代为参加⟪org_name|伦敦某拍卖行⟫⟪sale_number|11月邮票专场⟫，拍品⟪lot_number|Lot 2087⟫（⟪stamp_name|红印花加盖小字当壹圆⟫）
拍品估价：⟪auction_estimate|£15,000-20,000⟫
保证金：委托人已支付⟦AMOUNT|¥20,000⟧，未成交全额退还
受托人：⟦PERSON|老孙⟧（宝泉钱币）   日期：⟪signing_date|2024年10月28日⟫"""),
]
TEXTS += [
("wechat_chat", """【微信】绒绒手作 店长 → ⟦PERSON|小潘⟧
⟦PERSON|小潘⟧，今天开始你管客服。千牛子账号 ⟪service_login|绒绒手作:kefu01⟫，登录密码 ⟦PASSWORD|Rr@kefu2024⟧
第一次登录要绑谷歌验证器，手动输入密钥：⟦SECRET|$totp2⟧，绑好了把这条消息删掉，别截图。
售后规则看⟪file_name|客服手册v3.pdf⟫，有事打我电话 ⟦PHONE|138 5801 2267⟧ —— ⟦PERSON|圆圆⟧"""),
]
TEXTS += [
("merchant_application", """【商户进件资料】⟪org_name|集邮家商城⟫ 支付宝当面付
商户号（PID）：⟪merchant_id|$alipay_pid1⟫
统一社会信用代码：⟪uscc|91330106MA2H4KQ77L⟫
法定代表人：⟦PERSON|许静怡⟧
法人身份证号：⟦IDCARD|$id_xu⟧   出生日期：⟦DATE_OF_BIRTH|1991年8月23日⟧
法人手机：⟦PHONE|139 5712 0846⟧
结算银行卡：⟦CARD|$up_f⟧（杭州银行西湖支行）
到账通知机器人：⟦SECRET|$dingtalk_hook2⟧
费率：⟪fee_rate|0.6%⟫，结算周期 ⟪settlement_cycle|T+1⟫"""),
]
