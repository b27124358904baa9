# Chinese texts. Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES[name]
TEXTS = []
T = TEXTS.append

T(("洗衣店会员登记", """
【⟪org_name|净衣坊洗衣连锁⟫·会员登记表】
会员卡号：⟪member_id|JY-0088213⟫
姓名：⟦PERSON|周晓岚⟧    手机：⟦PHONE|139 1742 8836⟧
取送地址：⟦ADDRESS|杭州市西湖区文三路478号华星时代广场B座1203室⟧
充值：⟪date|2027-03-01⟫ 充⟦AMOUNT|1000元⟧送⟪price|200元⟫，当前余额⟦AMOUNT|1,136.50元⟧
备注：羊绒大衣需手洗；客户说对⟦MEDICAL|柠檬烯香精过敏⟧，请用无香型洗涤剂
经办：店员⟦PERSON|小桃⟧
"""))

T(("洗衣店取衣通知", """
【⟪org_name|净衣坊⟫】尊敬的⟦PERSON|周女士⟧，您送洗的3件衣物已清洗完毕，请凭取件码⟪otp_code|6621⟫到⟪place|文三路店⟫领取。本次消费⟦AMOUNT|¥86⟧已从会员卡扣除。营业时间⟪time|8:30-21:00⟫。
"""))

T(("花店订单", """
订单号：⟪order_ref|HD20270214-0391⟫
下单人：⟦PERSON|林子轩⟧  ⟦PHONE|186 2105 7734⟧
收花人：⟦PERSON|苏念⟧  ⟦PHONE|158 0193 2260⟧
配送地址：⟦ADDRESS|上海市徐汇区漕溪北路88号圣爱大厦17楼1708⟧
商品：⟪product_code|33朵红玫瑰·永恒款⟫ ×1   单价⟪price|¥520⟫
配送时间：⟪date|2月14日⟫ ⟪time|18:00前⟫
贺卡内容：「念念，七年了，嫁给我吧。——子轩」
实付：⟦AMOUNT|¥498.00⟧（已用优惠券⟪coupon_code|LOVE22⟫）
"""))

T(("花店企业微信群通知", """
[企业微信] ⟪org_name|花语小筑⟫ 门店群
⟦PERSON|孙经理⟧：@所有人 情人节当天订单312单，明早⟪time|6点⟫到店打包。
⟦PERSON|孙经理⟧：配送分组：⟦PERSON|阿杰⟧负责⟪place|漕河泾⟫片区，⟦PERSON|小满⟧负责⟪place|徐家汇⟫。
⟦PERSON|阿杰⟧：收到。那个要求⟪time|12点⟫准时送到的⟦PERSON|苏小姐⟧那单归我吗
⟦PERSON|孙经理⟧：对，客户⟦PERSON|林子轩⟧特别交代过，别打电话给收花人，到了直接送上楼
⟦PERSON|小满⟧：好的👌 加班费按⟪price|每小时40元⟫算吗
"""))

T(("健身私教合同", """
⟪org_name|铁馆健身⟫私人教练课程协议（编号：⟪contract_ref|TG-PT-2027-0156⟫）
甲方（会员）：⟦PERSON|赵磊⟧    身份证号：⟦IDCARD|$prc1⟧
出生日期：⟦DATE_OF_BIRTH|1988年3月14日⟧    联系电话：⟦PHONE|137 6402 1185⟧
乙方教练：⟦PERSON|韩冬⟧（工号⟪employee_id|C-031⟫）
课程：私教课40节，标价⟪price|每节380元⟫，优惠后合计⟦AMOUNT|12,800元⟧，甲方已付⟦AMOUNT|12,800元⟧。
健康声明：甲方自述有⟦MEDICAL|腰椎间盘突出（L4-L5）⟧病史，⟦MEDICAL|高血压⟧服用⟦MEDICAL|氨氯地平5mg⟧，训练避免大重量硬拉。
甲方签字：⟦PERSON|赵磊⟧   日期：⟪date|2027年1月8日⟫
"""))

T(("健身私教微信聊天", """
⟦PERSON|韩教练⟧：⟦PERSON|磊哥⟧，今天体测结果出来了，体脂22.4%，比上个月降了1.8👍
⟦PERSON|赵磊⟧：可以啊 腰最近也没疼
⟦PERSON|韩教练⟧：那就好，但是你上周说⟦MEDICAL|高血压⟧又犯了，到150，药还按时吃吗
⟦PERSON|赵磊⟧：吃着呢，医生给我加了⟦MEDICAL|缬沙坦⟧
⟦PERSON|韩教练⟧：行，那周四还是⟪time|晚上7点⟫，我们做核心
⟦PERSON|赵磊⟧：好。对了续课的钱我转你了，⟦AMOUNT|3800⟧，收一下
"""))

T(("宠物寄养登记", """
⟪org_name|萌宠之家寄养中心⟫ 寄养登记单 ⟪booking_ref|JY-0412⟫
宠物名：⟪pet_name|可乐⟫（柯基，公，4岁）   ⟪pet_name|雪球⟫（布偶猫，母，2岁）
主人：⟦PERSON|许小姐⟧（⟦PERSON|许静怡⟧）  电话：⟦PHONE|135 2847 6019⟧
住址：⟦ADDRESS|成都市武侯区天府大道北段1700号环球中心W6区2栋1单元904⟧
寄养日期：⟪date|4月30日⟫—⟪date|5月6日⟫  收费标准：狗⟪price|80元/天⟫，猫⟪price|60元/天⟫
健康情况：⟪pet_name|可乐⟫有⟪animal_health|轻度髋关节发育不良⟫，每天喂⟪animal_health|关节营养片⟫；⟪pet_name|雪球⟫刚做完⟪animal_health|绝育⟫。
已付押金：⟦AMOUNT|500元⟧
紧急联系人：⟦PERSON|许建华⟧（父亲） ⟦PHONE|028-8574 3301⟧
"""))

T(("宠物寄养钉钉通知", """
【钉钉·⟪org_name|萌宠之家⟫工作通知】
各位同事：
⟪date|五一⟫期间寄养已满（狗舍24/24、猫房18/18），请勿再接单。
⟦PERSON|老周⟧负责夜班，⟦PERSON|小赵⟧白班。⟪pet_name|旺财⟫（⟦PERSON|陈先生⟧家的金毛）⟪animal_health|皮肤真菌感染⟫，需隔离，每日药浴一次。
如遇突发情况联系店长⟦PERSON|吴倩⟧：⟦PHONE|186 8123 4470⟧
"""))

T(("眼科门诊病历", """
⟪org_name|爱明眼科医院⟫ 门诊病历
姓名：⟦PERSON|王淑芬⟧   性别：女   出生日期：⟦DATE_OF_BIRTH|1979-08-30⟧
身份证号：⟦IDCARD|$prc4⟧
就诊日期：⟪date|2027-03-18⟫   科室：⟪department|青光眼专科⟫   门诊号：⟪health_record_ref|MZ27031800417⟫
主诉：右眼胀痛伴视物模糊3天。
检查：右眼眼压38mmHg，左眼17mmHg，右眼前房浅。
诊断：⟦MEDICAL|右眼急性闭角型青光眼⟧；⟦MEDICAL|双眼老年性白内障（初发期）⟧
处理：⟦MEDICAL|毛果芸香碱滴眼液⟧ 每日4次；⟦MEDICAL|甘露醇250ml静滴⟧；建议尽快行⟦MEDICAL|激光周边虹膜切开术⟧。
医师：⟦PERSON|孟医生⟧（⟦PERSON|孟繁宇⟧）
"""))

T(("近视手术缴费单", """
⟪org_name|爱明眼科医院⟫ 收费票据   票据号：⟪receipt_ref|No.0048217⟫
患者：⟦PERSON|刘子涵⟧   病案号：⟪health_record_ref|BA-27-11092⟫
项目：⟦MEDICAL|全飞秒SMILE近视矫正手术（双眼）⟧
标准价：⟪price|¥19,800⟫    学生优惠：-⟪price|¥1,000⟫
实收金额：⟦AMOUNT|¥18,800.00⟧（人民币⟦AMOUNT|壹万捌仟捌佰元整⟧）
支付方式：银联卡 ⟦CARD|$card_up1⟧
收款员：⟦PERSON|高敏⟧   ⟪timestamp|2027-07-12 10:41⟫
"""))

T(("皮肤科就诊记录", """
⟪org_name|市第二人民医院⟫皮肤科 就诊记录
患者：⟦PERSON|陈思远⟧  男  23岁   电话：⟦PHONE|150 6231 9978⟧
诊断：⟦MEDICAL|中重度痤疮（聚合性）⟧，伴⟦MEDICAL|痘印及萎缩性瘢痕⟧
用药：⟦MEDICAL|异维A酸软胶囊 10mg⟧ 每日两次；⟦MEDICAL|阿达帕林凝胶⟧ 外用
医嘱：服药期间避免饮酒，每月复查肝功能、血脂。
复诊：⟪date|4周后⟫   医生：⟦PERSON|钟主任⟧
"""))

T(("医美预约短信", """
【⟪org_name|悦肤医疗美容⟫】⟦PERSON|小雯⟧您好，您预约的⟦MEDICAL|光子嫩肤（M22）第2次治疗⟧时间为⟪date|3月22日⟫ ⟪time|14:30⟫，术前一周请勿使用含果酸产品。疗程卡剩余⟪count|3次⟫。咨询电话⟦PHONE|0571-8766 2031⟧，退订回T
"""))

T(("驾照体检表", """
机动车驾驶人身体条件证明
姓名：⟦PERSON|黄俊杰⟧   性别：男   出生日期：⟦DATE_OF_BIRTH|1995年1月9日⟧
身份证明号码：⟦IDCARD|$prc3⟧
住址：⟦ADDRESS|深圳市南山区科技园南区高新南七道12号⟧
申请准驾车型：⟪license_class|C1⟫
身高：176cm  视力：左4.8 右4.9（矫正）  辨色力：⟦MEDICAL|红绿色弱⟧
听力：正常   躯干和颈部：正常
医疗机构：⟪org_name|南山区体检中心⟫   医师签字：⟦PERSON|罗医生⟧
体检日期：⟪date|2027-02-15⟫   有效期至⟪date|2027-08-14⟫
"""))

T(("驾校学员微信群", """
⟪org_name|顺达驾校⟫科目二3组（23人）
⟦PERSON|刘教练⟧：明天⟪time|早上6点半⟫练车，⟦PERSON|张磊⟧、⟦PERSON|李欣怡⟧、⟦PERSON|阿伟⟧三个先上。
⟦PERSON|李欣怡⟧：教练我约的考试是⟪date|下周三⟫，还能多练一次吗
⟦PERSON|刘教练⟧：可以，加练一小时⟪price|120⟫，微信转我就行
⟦PERSON|阿伟⟧：教练我昨天转了⟦AMOUNT|240⟧，两个小时的
⟦PERSON|刘教练⟧：收到了⟦PERSON|阿伟⟧👌
"""))

T(("社区团购接龙", """
#接龙
⟪org_name|阳光花园⟫3期团购 ⟪date|3月5日⟫ 截单⟪time|晚8点⟫
⟪product_code|丹东草莓⟫ 3斤装 ⟪price|59元⟫/份
⟪product_code|五常大米⟫ 10斤 ⟪price|68元⟫/袋

1. ⟦PERSON|王阿姨⟧ 7栋502 草莓×2 ⟦AMOUNT|118⟧
2. ⟦PERSON|杰克⟧妈妈 3栋1101 草莓×1 大米×1 ⟦AMOUNT|127⟧
3. ⟦PERSON|老刘⟧ 12栋203 大米×2 ⟦AMOUNT|136⟧
4. ⟦PERSON|Cindy⟧ 9栋一单元801 草莓×1 ⟦AMOUNT|59.00⟧
团长⟦PERSON|小芳⟧：明天下午在⟪place|南门快递柜⟫旁边发货，自提
"""))

T(("社区团购退款记录", """
退款登记（团长⟦PERSON|方敏⟧）
⟪date|3/7⟫ ⟦PERSON|王阿姨⟧ 草莓坏了3个 退⟦AMOUNT|15元⟧ 微信已退
⟪date|3/7⟫ ⟦PERSON|老刘⟧ 大米漏袋 换货不退款
⟪date|3/8⟫ ⟦PERSON|周建国⟧ 重复下单 退⟦AMOUNT|68元⟧ 支付宝 ⟪masked_phone|138****⟫→已联系 原手机号⟦PHONE|138 5710 2246⟧
平台服务费⟪percentage|5%⟫由团长承担
"""))

T(("小程序后台配置", """
# 小程序后台 config/prod.yaml （⟦PERSON|zhaolei⟧ ⟪date|2027-01-19⟫ 修改）
wechat:
  appid: ⟪app_id|wx8f3a61c2d74b9e05⟫
  appsecret: ⟦SECRET|$wx_secret1⟧
  mch_id: ⟪merchant_id|1641883201⟫
  api_v3_key: ⟦SECRET|$wx_secret2⟧
aliyun:
  oss_access_key_id: ⟦APIKEY|$ali_ak1⟧
  oss_access_key_secret: ⟦SECRET|$ali_sk1⟧
  bucket: ⟪bucket|jingyifang-prod⟫
redis:
  host: ⟦IP_ADDRESS|172.16.8.21⟧
  password: ⟦PASSWORD|Jyf@Redis2027⟧
"""))

T(("小程序用户表SQL", """
-- 导出自 ⟪db_name|mp_member⟫ 库，⟪timestamp|2027-03-20 23:10⟫
INSERT INTO `t_user` (`id`,`nickname`,`real_name`,`mobile`,`id_no`,`balance`) VALUES
(⟪user_id|10231⟫,'🌸小鹿','⟦PERSON|鹿晓萌⟧','⟦PHONE|13801957763⟧','⟦IDCARD|$prc2⟧',⟦AMOUNT|326.80⟧),
(⟪user_id|10232⟫,'夜跑的猫','⟦PERSON|程昊⟧','⟦PHONE|15921880431⟧','⟦IDCARD|$prc23⟧',⟦AMOUNT|0.00⟧),
(⟪user_id|10233⟫,'⟦PERSON|hu_jun⟧','⟦PERSON|胡军⟧','⟦PHONE|17717320965⟧','⟦IDCARD|$prc9⟧',⟦AMOUNT|1520.00⟧);
"""))

T(("餐厅订座", """
【⟪org_name|川味坊⟫·订座确认】
⟦PERSON|杨先生⟧您好，已为您预留⟪date|3月8日⟫晚⟪time|18:30⟫「⟪room|芙蓉厅⟫」包间，10人。包间最低消费⟪price|2000元⟫，已收定金⟦AMOUNT|500元⟧。
备注：一位客人⟦MEDICAL|花生过敏⟧，一位⟦MEDICAL|痛风⟧不吃海鲜；另需蛋糕切分。
门店地址：⟦ADDRESS|重庆市渝中区解放碑八一路177号⟧
订座专线：⟦PHONE|023-6373 8890⟧
"""))

T(("外卖骑手投诉工单", """
工单号：⟪ticket_ref|WM-2027-0331-5567⟫   类型：骑手服务投诉
顾客：⟦PERSON|谭女士⟧  ⟦PHONE|136 6622 9014⟧
订单：⟪order_ref|E1718220459⟫ 金额⟦AMOUNT|¥63.5⟧
骑手：⟦PERSON|马小军⟧（骑手ID ⟪rider_id|R0098231⟫）
描述：骑手送达超时52分钟，汤洒了一半，顾客要求全额退款。
处理：客服⟦PERSON|小葵⟧核实后全额退款⟦AMOUNT|63.5元⟧并补偿⟪voucher|10元无门槛券⟫；骑手扣罚按平台规则执行（标准⟪price|超时罚款20元⟫）。
"""))

T(("美发店会员充值记录", """
⟪org_name|剪艺造型⟫ 会员充值流水
日期        会员        手机尾号    充值      赠送     发型师
⟪date|03-01⟫  ⟦PERSON|唐悦⟧      ⟪masked_phone|****6612⟫  ⟦AMOUNT|2000⟧    ⟪price|600⟫    ⟦PERSON|Tony⟧
⟪date|03-02⟫  ⟦PERSON|邱志明⟧    ⟪masked_phone|****0437⟫  ⟦AMOUNT|1000⟧    ⟪price|200⟫    ⟦PERSON|Kevin⟧老师
⟪date|03-02⟫  ⟪masked_name|何**⟫      ⟪masked_phone|****9928⟫  ⟦AMOUNT|5000⟧    ⟪price|1500⟫   ⟦PERSON|Tony⟧
备注：⟦PERSON|唐悦⟧做⟦MEDICAL|头皮过敏⟧测试，烫染用无氨药水
"""))

T(("纹身知情同意书", """
⟪org_name|墨隐刺青工作室⟫ 纹身知情同意书
顾客姓名：⟦PERSON|邓可欣⟧    身份证号：⟦IDCARD|$prc14⟧
出生日期：⟦DATE_OF_BIRTH|1999.07.11⟧（已满18周岁）
联系电话：⟦PHONE|173 0731 5528⟧
健康状况：□心脏病 □糖尿病 ☑⟦MEDICAL|瘢痕体质（轻度）⟧ ☑⟦MEDICAL|对乳胶过敏⟧ □孕期
图案：小臂内侧英文字母+线条花，约⟪dimensions|8×5cm⟫
报价：⟪price|1200元⟫   已付定金：⟦AMOUNT|300元⟧
纹身师：⟦PERSON|阿墨⟧   顾客签名：⟦PERSON|邓可欣⟧   日期：⟪date|2027.04.02⟫
"""))

T(("婚纱摄影合同", """
⟪org_name|光影时代婚纱摄影⟫ 拍摄服务合同  合同编号⟪contract_ref|GY2027-0388⟫
甲方（新郎）：⟦PERSON|郑浩然⟧  电话：⟦PHONE|139 8012 6657⟧
甲方（新娘）：⟦PERSON|冯雨桐⟧  电话：⟦PHONE|188 1604 2239⟧
套系：⟪product_code|「海岛旅拍·三亚」⟫ 套系价⟪price|16,999元⟫
甲方已交定金⟦AMOUNT|5,000元⟧，余款⟦AMOUNT|11,999元⟧于拍摄当日结清。
拍摄日期：⟪date|2027年5月20日⟫   摄影师：⟦PERSON|林峰⟧   化妆师：⟦PERSON|Vivi⟧
乙方代表：⟦PERSON|钱店长⟧
"""))

T(("图文快印订单", """
⟪org_name|速印图文⟫ 订单 ⟪order_ref|SY-0306-117⟫
客户：⟦PERSON|何俊⟧（⟪org_name|何氏装饰⟫） 电话⟦PHONE|0755-2669 4410⟧
内容：⟪product_code|A3彩色宣传单⟫ 2000张，157g铜版纸双面；⟪product_code|X展架⟫ 2个
单价：宣传单⟪price|0.35元/张⟫，展架⟪price|65元/个⟫
合计应收：⟦AMOUNT|830元⟧   已收：⟦AMOUNT|830元⟧（微信）
文件：⟪file_name|何氏装饰-春季活动-终稿v3.pdf⟫
取件：⟪date|3月7日⟫ 下午   经手：⟦PERSON|小顾⟧
"""))

T(("共享单车客服通话", """
【通话录音转写 ⟪call_id|CS-20270409-0082⟫】
客服：您好，⟪org_name|青橙单车⟫客服⟦PERSON|小李⟧，请问有什么可以帮您？
用户：我昨天骑完车锁不上，一直在计费，扣了我⟦AMOUNT|四十八块⟧。
客服：抱歉给您带来不便。请问注册手机号是多少？
用户：⟦PHONE|幺三九 一七四二 八八三六⟧。
客服：好的，⟦PERSON|周先生⟧，查到车辆编号⟪vehicle_id|0812 2277⟫在⟪place|文三路⟫的订单，系统显示未关锁。已为您退回⟦AMOUNT|45元⟧，保留起步价⟪price|3元⟫。
用户：行吧，谢谢。
"""))

T(("自行车维修单", """
⟪org_name|老马单车修理铺⟫ 维修单
车主：⟦PERSON|贺文博⟧   电话：⟦PHONE|152 1068 3390⟧
车型：⟪product_code|捷安特ATX 830⟫  车架号⟪serial_number|GT9F2207714⟫
项目：换后变速器（⟪product_code|禧玛诺M4120⟫）、换刹车皮、调圈
报价：⟪price|380元⟫   实收：⟦AMOUNT|350元⟧（老客户抹零）
师傅：⟦PERSON|老马⟧
"""))

T(("英语游学报名表", """
⟪org_name|启航国际英语⟫ 英国暑期游学报名表
学生姓名：⟦PERSON|蒋一诺⟧   拼音：⟦PERSON|JIANG YINUO⟧
出生日期：⟦DATE_OF_BIRTH|2010年9月25日⟧   护照号码：⟦PASSPORT|EJ4471829⟧
就读学校：⟪org_name|杭州市学军中学⟫   年级：初三
家长：⟦PERSON|蒋伟⟧  ⟦PHONE|138 6812 0094⟧  邮箱：⟦EMAIL|jiangwei_hz@163.com⟧
健康信息：⟦MEDICAL|哮喘⟧，随身携带⟦MEDICAL|沙丁胺醇气雾剂⟧
项目费用：⟪price|¥36,800⟫   已缴：⟦AMOUNT|¥10,000⟧
"""))

T(("家教付款微信", """
⟦PERSON|曹老师⟧：⟦PERSON|朵朵⟧妈妈，这个月8次课，一共⟦AMOUNT|2400⟧，您方便的时候转我就行
⟦PERSON|朵朵⟧妈妈：好的⟦PERSON|曹老师⟧，刚转了[转账 ⟦AMOUNT|¥2,400.00⟧]
⟦PERSON|曹老师⟧：收到啦～⟦PERSON|朵朵⟧这次月考数学⟪score|118分⟫，进步很大
⟦PERSON|朵朵⟧妈妈：太好了！她最近⟦MEDICAL|注意力缺陷⟧的药减量了，我还担心会退步
"""))

T(("园林绿化报价", """
⟪org_name|绿野园林工程有限公司⟫ 报价单 ⟪quote_ref|LY-Q-2027-044⟫
客户：⟦PERSON|沈总⟧（别墅庭院） 地址：⟦ADDRESS|苏州市吴中区太湖东路99号太湖天地18幢⟧
项目：草坪铺设120㎡ ⟪price|35元/㎡⟫；造型罗汉松1株 ⟪price|28,000元⟫；景观水池及循环系统 ⟪price|15,600元⟫
合计：⟪price|47,800元⟫
客户已付定金：⟦AMOUNT|15,000元⟧（⟪date|4月2日⟫）
项目经理：⟦PERSON|严工⟧ ⟦PHONE|189 1355 7021⟧
"""))

T(("代账公司微信", """
⟦PERSON|程会计⟧：⟦PERSON|宋老板⟧，三月份的账做好了，您店里收入⟦AMOUNT|8.6万⟧，小规模纳税人季度30万以内免增值税。
⟦PERSON|宋老板⟧：好的好的
⟦PERSON|程会计⟧：社保这边新来的店员⟦PERSON|马丽⟧要交，需要她身份证号
⟦PERSON|宋老板⟧：⟦IDCARD|$prc21⟧ 这个是我儿子的，发错了。她的是⟦IDCARD|$prc12⟧
⟦PERSON|程会计⟧：收到。另外代账费今年是⟪price|每月300⟫，您年付有优惠
⟦PERSON|宋老板⟧：年付吧，转你了⟦AMOUNT|3200⟧
"""))

T(("菜市场收款播报日志", """
[⟪timestamp|2027-04-06 07:12:31⟫] 收款音箱 SN:⟪device_id|YS-C30-882104⟫ 摊位：⟪place|东区12号⟫ ⟪org_name|老钱家蔬菜⟫
[⟪timestamp|2027-04-06 07:12:31⟫] 微信收款 ⟦AMOUNT|18.50元⟧
[⟪timestamp|2027-04-06 07:15:02⟫] 支付宝收款 ⟦AMOUNT|7.20元⟧ 付款人 ⟪masked_name|*丽⟫
[⟪timestamp|2027-04-06 07:20:47⟫] 云闪付收款 ⟦AMOUNT|33.00元⟧
[⟪timestamp|2027-04-06 07:21:10⟫] 网络 WiFi ip=⟦IP_ADDRESS|192.168.1.107⟧ 固件 ⟪version|v2.3.15⟫
"""))

T(("报纸分类广告", """
【⟪org_name|滨江晚报⟫·分类广告】
■房屋出租：⟪place|滨江区⟫江南大道地铁口，两室一厅精装，⟪price|月租3800⟫，限女生。联系⟦PERSON|王女士⟧⟦PHONE|133 5712 8806⟧
■寻物启事：⟪date|3月12日⟫在⟪place|5路公交⟫遗失黑色钱包，内有身份证及银行卡，拾到者请联系⟦PHONE|187 5810 2247⟧，必有酬谢。
■声明：⟦PERSON|胡晓东⟧遗失残疾人证，声明作废。
■招聘：⟪org_name|甜心烘焙⟫招学徒2名，包吃住，⟪price|底薪3500⟫。
"""))

T(("寺庙功德芳名录", """
⟪org_name|灵隐禅寺⟫ 重修大殿 功德芳名录（⟪date|丁未年二月⟫）
⟦PERSON|陈国栋⟧ 合家        功德金 ⟦AMOUNT|叁万元⟧
⟦PERSON|李秀英⟧              功德金 ⟦AMOUNT|伍仟元⟧
⟦PERSON|张志强⟧ ⟦PERSON|刘美华⟧ 伉俪   功德金 ⟦AMOUNT|壹万贰仟元⟧
⟪org_name|众信商贸有限公司⟫         功德金 ⟪amount_org|拾万元⟫
无名氏                功德金 ⟦AMOUNT|贰佰元⟧
随喜功德，福慧增长。
"""))

T(("献血预约短信", """
【⟪org_name|浙江省血液中心⟫】⟦PERSON|吕晨⟧您好，感谢您预约⟪date|4月10日⟫在⟪place|武林广场献血屋⟫献血。您的血型为⟦MEDICAL|AB型Rh阴性⟧，属稀有血型，请献血前一晚清淡饮食、保证睡眠。咨询⟦PHONE|0571-8517 7710⟧
"""))

T(("单采血浆站登记", """
⟪org_name|华源单采血浆站⟫ 献浆员登记卡
姓名：⟦PERSON|马桂兰⟧   性别：女   身份证号：⟦IDCARD|$prc22⟧
出生日期：⟦DATE_OF_BIRTH|1972年11月11日⟧   住址：⟦ADDRESS|济南市历下区文化东路63号2单元402⟧
献浆卡号：⟪donor_id|HY-03-004471⟫
体检：血压126/80，总蛋白 68g/L，⟦MEDICAL|乙肝表面抗原阴性⟧
本次献浆600ml，营养补贴⟦AMOUNT|380元⟧已发放（标准：首次⟪price|400元⟫，常规⟪price|300-380元⟫）
"""))

T(("过敏原检测报告", """
⟪org_name|儿童医院⟫变态反应科 过敏原检测报告
姓名：⟦PERSON|欧阳子墨⟧  性别：男  年龄：6岁  病历号：⟪health_record_ref|ER2027-09112⟫
检测项目（sIgE, kUA/L）：
  ⟦MEDICAL|鸡蛋白 12.6（4级）⟧
  ⟦MEDICAL|牛奶 3.8（3级）⟧
  户尘螨 0.21（0级）
  猫毛 0.08（0级）
临床诊断：⟦MEDICAL|食物过敏（鸡蛋、牛奶）⟧，⟦MEDICAL|特应性皮炎⟧
报告医师：⟦PERSON|傅红⟧   审核：⟦PERSON|秦医生⟧   报告时间：⟪timestamp|2027-03-09 16:22⟫
"""))

T(("睡眠中心呼吸机随访", """
⟪org_name|睡眠医学中心⟫ 呼吸机治疗随访记录
患者：⟦PERSON|郭建军⟧  男  52岁   联系电话：⟦PHONE|139 0532 7716⟧
诊断：⟦MEDICAL|重度阻塞性睡眠呼吸暂停低通气综合征⟧（AHI 56.3次/小时），⟦MEDICAL|2型糖尿病⟧
设备：⟦MEDICAL|瑞思迈AirSense 10自动呼吸机⟧，⟦MEDICAL|鼻面罩⟧，压力4-12cmH2O
近30天使用：每晚平均5.6小时，使用率93%，残余AHI 3.1
问题：患者反映口干、面罩压痕，已更换中号面罩。
随访人：呼吸治疗师⟦PERSON|小葛⟧ → 下次随访⟪date|6月中旬⟫
设备费用：⟪price|市场价13,800元⟫，患者自付⟦AMOUNT|9,660元⟧（医保报销后）
"""))

T(("远程协助工单", """
IT支持工单 ⟪ticket_ref|IT-20270312-019⟫
报修人：财务部⟦PERSON|刘姐⟧（⟦PERSON|刘红梅⟧） 分机⟪extension|8021⟫
问题：金蝶软件打不开，提示数据库连接失败
远程方式：ToDesk 设备代码 ⟪remote_id|418 662 905⟫ 临时密码 ⟦PASSWORD|k3vw9q⟧
处理：SQL Server服务停止，重启后恢复。服务器 ⟦IP_ADDRESS|192.168.10.5⟧，sa 密码 ⟦PASSWORD|Kd@2027#sql⟧（已提醒修改）
处理人：⟦PERSON|小汤⟧  耗时20分钟
"""))

T(("企业邮箱迁移通知", """
【通知】关于公司邮箱迁移至⟪org_name|腾讯企业邮⟫的安排
各位同事：
公司邮箱将于⟪date|3月29日（周六）⟫⟪time|20:00⟫起迁移，届时旧邮箱停止收信约2小时。
迁移完成后请在手机邮件客户端重新登录，IMAP服务器 imap.exmail.qq.com 端口⟪port|993⟫，密码处填写「客户端专用密码」。
测试账号：⟦EMAIL|test01@huayu-flowers.cn⟧  客户端专用密码：⟦PASSWORD|Hx7kQp2mWd9sLt4v⟧（测试后即作废）
如有问题联系IT ⟦PERSON|黎明辉⟧ ⟦PHONE|0755-8610 2233⟧ / ⟦EMAIL|it@huayu-flowers.cn⟧
"""))

T(("应用报错日志", """
⟪timestamp|2027-03-21 02:14:07.331⟫ ERROR [pool-3-thread-7] c.j.order.OssUploader - upload failed
com.aliyun.oss.OSSException: The OSS Access Key Id you provided does not exist in our records.
[ErrorCode]: InvalidAccessKeyId
[RequestId]: ⟪request_id|65FB1A7C3E2D1F00B4C2A981⟫
[HostId]: jingyifang-prod.oss-cn-hangzhou.aliyuncs.com
[ResponseError]: accessKeyId=⟦APIKEY|$ali_ak2⟧, accessKeySecret=⟦SECRET|$ali_sk2⟧
    at com.aliyun.oss.common.utils.ExceptionFactory.createOSSException(ExceptionFactory.java:100)
    at com.jyf.order.OssUploader.put(OssUploader.java:58)
    at com.jyf.order.ReceiptService.archive(ReceiptService.java:212)
⟪timestamp|2027-03-21 02:14:07.335⟫ WARN  订单⟪order_ref|JY202703210098⟫（会员⟦PERSON|周晓岚⟧）小票归档失败，将重试
"""))

T(("腾讯云COS配置", """
# cos-config.yaml —— 宠物寄养小程序 图片上传（负责人：⟦PERSON|wuqian⟧）
secret_id: ⟦APIKEY|$tc_id1⟧
secret_key: ⟦SECRET|$tc_key1⟧
region: ⟪region|ap-chengdu⟫
bucket: ⟪bucket|mengchong-1318842207⟫
cdn_domain: img.mengchong.example.cn
max_upload_mb: ⟪size|20⟫
"""))

T(("飞书机器人通知", """
【飞书·⟪org_name|悦肤医美⟫运营群】
⟦PERSON|蒋琳⟧：新的预约提醒机器人配好了，webhook地址：⟦SECRET|$feishu_hook1⟧
⟦PERSON|蒋琳⟧：每天⟪time|9点⟫推送当天预约名单，别外传哈
⟦PERSON|丁一⟧：收到。昨天推送里客户⟦PERSON|孔女士⟧的手机号⟦PHONE|131 2285 0467⟧显示全了，是不是应该打码
⟦PERSON|蒋琳⟧：对，我改成只显示后四位
"""))

T(("电视节目单", """
⟪org_name|浙江卫视⟫ 今晚节目预告（⟪date|4月12日 周六⟫）
⟪time|19:00⟫ ⟪tv_programme|新闻联播⟫（转播）
⟪time|19:35⟫ ⟪tv_programme|天气预报⟫
⟪time|19:40⟫ ⟪tv_programme|奔跑吧⟫ 第⟪episode|8⟫期：西湖寻宝大作战
⟪time|21:20⟫ 电视剧 ⟪tv_programme|《繁花》⟫ 第⟪episode|23-24⟫集
⟪time|23:00⟫ ⟪tv_programme|晚间体育⟫
"""))

T(("星座运势", """
【本周星座运势 ⟪date|4.14-4.20⟫】
⟪zodiac|白羊座⟫：工作上会遇到新的机会，但需谨慎决策；财运平稳，不宜大额投资。幸运数字⟪number|3⟫。
⟪zodiac|金牛座⟫：感情运上升，单身者有机会在朋友聚会中认识心仪对象。注意肠胃健康，少吃生冷。
⟪zodiac|双子座⟫：学习运佳，适合报考证书。幸运色：天蓝色。
"""))

T(("花店会议纪要", """
⟪org_name|花语小筑⟫ 周例会纪要 ⟪date|2027-02-17⟫
参会：⟦PERSON|孙丽娟⟧（店长）、⟦PERSON|阿杰⟧、⟦PERSON|小满⟧、⟦PERSON|Coco⟧
1. 情人节复盘：总订单312单，营业额⟪revenue|约9.6万⟫；差评3单，其中1单送错地址，已给客户⟦PERSON|冯女士⟧退款⟦AMOUNT|299元⟧。
2. ⟦PERSON|小满⟧⟪date|下周⟫请假（做⟦MEDICAL|阑尾炎手术⟧），由⟦PERSON|Coco⟧顶班。
3. 母亲节预售定价：康乃馨花束⟪price|168元⟫起，⟪date|4月20日⟫上线。
记录人：⟦PERSON|阿杰⟧
"""))

T(("健身房退费通话", """
【客服通话记录 ⟪call_id|GYM-0415-033⟫】
会员：我是⟦PERSON|冯晓⟧，去年办的年卡，现在⟦MEDICAL|怀孕⟧了医生不让剧烈运动，想退卡。
顾问⟦PERSON|小洁⟧：理解的⟦PERSON|冯姐⟧。您年卡是⟦AMOUNT|三千八⟧，已经用了四个月，按合同扣除手续费⟪price|百分之十⟫，可以退您⟦AMOUNT|两千二左右⟧。
会员：能不能转给我老公⟦PERSON|王浩⟧用？
顾问⟦PERSON|小洁⟧：可以的，转卡费⟪price|200元⟫，需要他带身份证来前台。
"""))

T(("眼科口述病历", """
【语音录入·⟪org_name|爱明眼科⟫ ⟦PERSON|孟繁宇⟧医生】
患者⟦PERSON|钱卫东⟧，男，六十一岁，左眼⟦MEDICAL|视网膜脱离⟧术后第三天复查，逗号，眼压十六，视网膜平伏，句号。继续⟦MEDICAL|妥布霉素地塞米松滴眼液⟧每日四次，句号。保持面向下体位，一周后复诊。患者有⟦MEDICAL|高度近视⟧，⟦MEDICAL|负九百度⟧，句号。录入完毕。
"""))

T(("名片OCR", """
⟪org_name|萌宠之家宠物寄养·美容⟫
⟦PERSON|吴倩⟧  店长 / 高级宠物美容师
手机：⟦PHONE|186 8123 4470⟧
微信：⟪wechat_handle|mengchong_home⟫
地址：⟦ADDRESS|成都市锦江区春熙路南段8号恒大广场3楼⟧
营业时间：⟪time|10:00-21:00⟫
"""))

T(("洗衣店收据", """
⟪org_name|净衣坊洗衣⟫ 收衣凭证 ⟪receipt_ref|No.A-88213⟫
顾客：⟦PERSON|褚先生⟧   电话：⟪masked_phone|139****0581⟫
羽绒服（长款）×1   ⟪price|45元⟫
西装套装×1         ⟪price|38元⟫
真丝衬衫×2         ⟪price|56元⟫
合计：⟦AMOUNT|139元⟧   已付（现金）
取衣日期：⟪date|3月28日⟫后   取件码：⟪otp_code|3302⟫
"""))

T(("宠物寄养邮件", """
发件人：⟦PERSON|吴倩⟧ <⟦EMAIL|wuqian@mengchong-home.cn⟧>
收件人：⟦EMAIL|xujingyi.design@qq.com⟧
主题：⟪pet_name|可乐⟫和⟪pet_name|雪球⟫寄养期间情况 & 结算

⟦PERSON|静怡⟧你好：
两个小家伙都很好，⟪pet_name|可乐⟫每天散步两次，⟪pet_name|雪球⟫伤口恢复良好。
寄养7天合计⟪price|980元⟫，扣除押金后您需补⟦AMOUNT|480元⟧，另外⟪pet_name|可乐⟫洗澡一次⟪price|60元⟫，总计⟦AMOUNT|540元⟧。
可以转账到店里的对公账户，或到店扫码。

⟦PERSON|吴倩⟧
⟪org_name|萌宠之家⟫ ⟦PHONE|028-6558 0190⟧
"""))

T(("洗衣店会员CSV导出", """
会员号,姓名,手机,生日,余额,开卡门店
⟪member_id|JY0088213⟫,⟦PERSON|周晓岚⟧,⟦PHONE|13917428836⟧,⟦DATE_OF_BIRTH|1990-06-07⟧,⟦AMOUNT|1136.50⟧,⟪place|文三路店⟫
⟪member_id|JY0088214⟫,⟦PERSON|褚建平⟧,⟦PHONE|13901350581⟧,⟦DATE_OF_BIRTH|1966-02-19⟧,⟦AMOUNT|42.00⟧,⟪place|古墩路店⟫
⟪member_id|JY0088215⟫,⟦PERSON|Ella Chen⟧,⟦PHONE|18667120398⟧,,⟦AMOUNT|0.00⟧,⟪place|文三路店⟫
⟪member_id|JY0088216⟫,⟦PERSON|蔡蔡⟧,⟦PHONE|15168309927⟧,⟦DATE_OF_BIRTH|2001-12-24⟧,⟦AMOUNT|488.00⟧,⟪place|古墩路店⟫
"""))

T(("钉钉报销审批", """
【钉钉审批】差旅报销 ⟪approval_id|BX-20270322-0017⟫
申请人：⟦PERSON|姚志远⟧（⟪department|销售部⟫）
事由：⟪date|3月18-20日⟫赴⟪place|宁波⟫拜访客户
明细：高铁票 ⟦AMOUNT|¥476⟧；住宿2晚 ⟦AMOUNT|¥760⟧；餐补 ⟦AMOUNT|¥300⟧
合计：⟦AMOUNT|¥1,536.00⟧（住宿标准⟪price|¥400/晚⟫以内）
收款账户：⟦PERSON|姚志远⟧ 招商银行 ⟦CARD|$card_up2⟧
审批人：⟦PERSON|邵总⟧ ✔ 已同意   财务：⟦PERSON|小戚⟧ 待付款
"""))

T(("团购小程序订单JSON", """
{
  "orderNo": "⟪order_ref|TG202703051930224⟫",
  "leader": {"name": "⟦PERSON|方敏⟧", "community": "⟪place|阳光花园3期⟫"},
  "buyer": {"nickName": "🍓草莓控", "realName": "⟦PERSON|柏小雨⟧", "phone": "⟦PHONE|135-8842-0763⟧",
            "address": "⟦ADDRESS|南京市玄武区珠江路688号阳光花园3期7栋502室⟧"},
  "items": [{"sku": "⟪product_code|SP-CM-3J⟫", "name": "丹东草莓3斤", "price": ⟪price|59.00⟫, "qty": 2}],
  "payAmount": ⟦AMOUNT|118.00⟧,
  "payTime": "⟪timestamp|2027-03-05 19:30:22⟫",
  "transactionId": "⟪txn_id|4200002187202703054471182233⟫"
}
"""))

T(("私教课程表", """
## ⟪org_name|铁馆健身⟫ 私教排课表（⟪week|第15周⟫）

| 时间 | 教练 | 会员 | 课程 | 备注 |
|---|---|---|---|---|
| 周一 07:00 | ⟦PERSON|韩冬⟧ | ⟦PERSON|赵磊⟧ | 核心+有氧 | ⟦MEDICAL|腰椎间盘突出⟧，禁硬拉 |
| 周一 19:00 | ⟦PERSON|Mia⟧ | ⟦PERSON|孔佳琪⟧ | 产后修复 | ⟦MEDICAL|腹直肌分离2指⟧ |
| 周三 12:30 | ⟦PERSON|韩冬⟧ | ⟦PERSON|杜先生⟧ | 增肌 | — |
| 周五 20:00 | ⟦PERSON|大壮⟧ | ⟦PERSON|Leo⟧ | 拳击 | 体验课⟪price|99元⟫ |
"""))

T(("驾照体检预约短信", """
【⟪org_name|车管所⟫】⟦PERSON|姚佳⟧您好，您已成功预约⟪date|4月16日⟫上午驾驶人体检（⟪place|城西体检站⟫），请携带身份证原件及⟪quantity|3张⟫一寸白底照片。如佩戴⟪health_term|隐形眼镜⟫请改戴框架眼镜。体检费⟪price|60元⟫现场缴纳。
"""))

T(("皮肤科处方", """
⟪org_name|华山医院⟫ 处方笺   ⟪prescription_ref|Rx 2027-0418-0093⟫
姓名：⟦PERSON|凌美琪⟧  性别：女  年龄：34岁  科别：皮肤科
临床诊断：⟦MEDICAL|银屑病（寻常型，中度）⟧
Rp：
  ⟦MEDICAL|卡泊三醇软膏 15g⟧ ×2支  外用 每日两次
  ⟦MEDICAL|司库奇尤单抗注射液 150mg⟧ 皮下注射 第0、1、2、3、4周
医师：⟦PERSON|梁晓峰⟧   药师：⟦PERSON|霍琪⟧   金额：⟦AMOUNT|¥3,318.60⟧
"""))

T(("花店投诉工单", """
投诉工单 ⟪ticket_ref|HY-TS-0219-006⟫
客户：⟦PERSON|冯雅琴⟧  ⟦PHONE|180 5816 2273⟧
问题：⟪date|2月14日⟫订购的99朵玫瑰送达时已有部分枯萎，收花人⟦PERSON|许博⟧拒收。
诉求：全额退款⟦AMOUNT|¥1,299⟧。
处理结果：店长⟦PERSON|孙丽娟⟧致电道歉，退款⟦AMOUNT|¥1,299.00⟧原路返回，赠送⟪voucher|¥100代金券⟫。
"""))

T(("老板借钱语音转文字", """
[语音转文字] ⟦PERSON|老周⟧：⟦PERSON|阿伟⟧啊，健身房那个事你听说了吧，⟦PERSON|韩老板⟧跑路了，欠了会员差不多⟦AMOUNT|三十多万⟧，我那张卡还有⟦AMOUNT|六千多⟧没用完。你上次不是说你表哥在那儿也办了卡吗，让他赶紧去派出所登记一下。听说他们在⟪place|滨江⟫那个店房租就欠了⟪debt_org|两百多万⟫，估计钱是要不回来了。
"""))

T(("眼科住院押金", """
⟪org_name|爱明眼科医院⟫ 住院预交金收据
住院号：⟪health_record_ref|ZY2027-00412⟫   科室：⟪department|眼底病科⟫   床号：⟪bed|12床⟫
患者：⟦PERSON|钱卫东⟧   身份证：⟦IDCARD|$prc7⟧
交款人：⟦PERSON|钱晓⟧（女儿）
预交金额：⟦AMOUNT|¥10,000.00⟧（⟦AMOUNT|壹万元整⟧）   支付方式：POS刷卡 ⟪masked_card|6222 **** **** 3318⟫
收款员：⟦PERSON|温岚⟧  ⟪timestamp|2027-04-01 08:55⟫
"""))

T(("献血荣誉名单", """
⟪org_name|区卫健委⟫关于表彰⟪date|2026年度⟫无偿献血先进个人的通报（节选）
金奖（献血40次以上）：⟦PERSON|章立新⟧、⟦PERSON|蔡红霞⟧、⟦PERSON|龚志刚⟧
银奖（献血30次以上）：⟦PERSON|付晓东⟧、⟦PERSON|万佳⟧
特别表彰：⟦PERSON|潘建华⟧同志坚持捐献⟦MEDICAL|稀有血型RhD阴性⟧血液15年。
"""))

T(("小程序后台报错", """
⟪timestamp|2027-03-30T11:02:45+08:00⟫ [error] POST /api/v1/member/recharge 500
request_id=⟪uuid|$uuid1⟫ client_ip=⟦IP_ADDRESS|223.104.7.189⟧
headers.authorization="Bearer ⟦APIKEY|$jwt2⟧"
body={"memberId":"⟪member_id|JY0088216⟫","amount":⟦AMOUNT|800⟧,"channel":"wxpay"}
TypeError: Cannot read properties of undefined (reading 'balance')
    at RechargeService.apply (/app/src/services/recharge.ts:77:19)
    at processTicksAndRejections (node:internal/process/task_queues:95:5)
"""))

T(("驾校报名表", """
⟪org_name|顺达驾校⟫ 学员报名登记表
姓名：⟦PERSON|何雨欣⟧   性别：女   民族：汉
身份证号：⟦IDCARD|$prc10⟧
出生日期：⟦DATE_OF_BIRTH|1997/04/15⟧
现住址：⟦ADDRESS|广州市天河区天河北路233号中信广场附近龙口西小区5栋1402⟧
报考车型：⟪license_class|C2⟫   班型：⟪class_type|VIP一对一⟫ 学费⟪price|7280元⟫
优惠后已缴学费：⟦AMOUNT|6980⟧元，收据号⟪receipt_ref|SD-27-0331⟫
紧急联系人：⟦PERSON|何志刚⟧ ⟦PHONE|020-3887 1245⟧
"""))

T(("洗衣店员工入职登记", """
⟪org_name|净衣坊洗衣连锁⟫ 员工入职登记表（⟪date|2027-02-20⟫）
姓名：⟦PERSON|邵婷⟧   身份证号：⟦IDCARD|$prc18⟧   出生日期：⟦DATE_OF_BIRTH|1994年2月2日⟧
户籍地址：⟦ADDRESS|北京市海淀区学院路37号院8号楼3单元501⟧
工资卡：⟦CARD|$card_visa5⟧（⟪org_name|中信银行⟫）
健康证编号：⟪health_cert_ref|JK-HZ-2027-004417⟫（有效期至⟪date|2028-02⟫）
岗位：熨烫工   试用期工资：⟦AMOUNT|4,500元⟧/月
紧急联系人：⟦PERSON|邵建国⟧（父） ⟦PHONE|010-6237 0918⟧
"""))

T(("团长实名认证", """
【团长入驻审核】⟪org_name|邻里优选⟫ 社区团购平台
申请人：⟦PERSON|庞雪梅⟧   手机：⟦PHONE|158 2290 6614⟧
身份证：⟦IDCARD|$prc20⟧（正反面照片已上传）
自提点地址：⟦ADDRESS|宁波市江北区洪塘街道裘市路288号鑫隆小区南门便利店⟧
结算银行卡：⟦CARD|$card_mc2⟧   开户名：⟦PERSON|庞雪梅⟧
保证金：⟦AMOUNT|¥1,000⟧ 已缴纳（平台规定⟪price|¥800⟫～⟪price|¥3,000⟫，按小区户数）
审核人：⟦PERSON|小蒋⟧  结果：通过
"""))

T(("眼科医保结算单", """
⟪org_name|爱明眼科医院⟫ 医疗保险住院结算单
姓名：⟦PERSON|钱卫东⟧   身份证号：⟦IDCARD|$prc7⟧   医保类型：⟪insurance_type|城镇职工⟫
出生日期：⟦DATE_OF_BIRTH|1973-11-18⟧
诊断：⟦MEDICAL|孔源性视网膜脱离（左眼）⟧   手术：⟦MEDICAL|玻璃体切割+硅油填充术⟧
总费用：⟦AMOUNT|28,416.30⟧   统筹支付：⟦AMOUNT|19,203.55⟧
个人自付：⟦AMOUNT|9,212.75⟧   预交金退还：⟦AMOUNT|787.25⟧
起付标准：⟪price|1,200.00⟫   报销比例：⟪percentage|80%⟫
"""))

T(("骑手入职档案", """
⟪org_name|蜂鸟配送⟫ 骑手入职档案  站点：⟪place|雁塔区小寨站⟫
姓名：⟦PERSON|任小龙⟧   性别：男   身份证：⟦IDCARD|$prc5⟧
出生日期：⟦DATE_OF_BIRTH|1986.05.12⟧   手机：⟦PHONE|181 9203 7745⟧
现住址：⟦ADDRESS|西安市雁塔区长安南路449号丽融大厦旁城中村23号⟧
健康证：有   既往病史：⟦MEDICAL|乙肝病毒携带⟧（不影响配送岗位）
电动车：车牌⟪vehicle_plate|陕A·E2241⟫   押金⟦AMOUNT|300元⟧已交（标准⟪price|500元⟫，老乡推荐减免）
推荐人：⟦PERSON|老任⟧   站长：⟦PERSON|鲍站长⟧
另：同事骑手⟦PERSON|任刚⟧（身份证⟦IDCARD|$prc17⟧，出生日期⟦DATE_OF_BIRTH|1987.06.16⟧）为其担保人
"""))

T(("小程序OAuth配置", """
// miniapp-admin/config/oauth.js  （维护人：⟦PERSON|丁一⟧ / ⟦PERSON|dingyi⟧）
module.exports = {
  feishu: {
    appId: "⟪app_id|cli_a4f2e71c9b38d00c⟫",
    appSecret: "⟦SECRET|$bearer1⟧",
  },
  internalApi: {
    // 服务间调用 token，⟪date|2027-06-30⟫过期
    token: "⟦APIKEY|$jwt3⟧",
    baseUrl: "http://⟦IP_ADDRESS|10.31.6.14⟧:⟪port|7001⟫",
  },
  pypiMirrorToken: "⟦APIKEY|$pypi1⟧",
};
"""))

T(("驾照团体体检名单", """
⟪org_name|顺达驾校⟫ ⟪date|4月16日⟫团体体检名单（送⟪place|城西体检站⟫）
序号 | 姓名 | 身份证号 | 出生日期 | 备注
1 | ⟦PERSON|林国平⟧ | ⟦IDCARD|$prc11⟧ | ⟦DATE_OF_BIRTH|1968-12-20⟧ | 增驾A2，⟦MEDICAL|高血压二级⟧需带近期血压记录
2 | ⟦PERSON|金秀兰⟧ | ⟦IDCARD|$prc16⟧ | ⟦DATE_OF_BIRTH|1991-09-25⟧ | ⟦MEDICAL|右耳听力下降⟧，需加测听力
3 | ⟦PERSON|贾文强⟧ | ⟦IDCARD|$prc19⟧ | ⟦DATE_OF_BIRTH|1985-08-19⟧ | —
4 | ⟦PERSON|尹晓雯⟧ | ⟦IDCARD|$prc24⟧ | ⟦DATE_OF_BIRTH|2000-09-18⟧ | 戴框架眼镜
带队：⟦PERSON|刘教练⟧ ⟦PHONE|139 2277 0864⟧   体检费每人⟪price|60元⟫，驾校统一垫付
"""))
