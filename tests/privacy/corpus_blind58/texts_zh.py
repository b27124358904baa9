# -*- coding: utf-8 -*-
"""blind58 Chinese texts, typed by hand. Markup: ⟦TYPE|value⟧ spans, ⟪kind|value⟫ decoys, $name from values.VALUES."""
TEXTS = []

# ---------------------------------------------------------------- part 1
TEXTS += [
("wechat_chat", """【微信】⟪org_name|蚂蚁快搬⟫ 客服
⟦PERSON|小赵⟧（客服）：您好，明天上午8点从 ⟦ADDRESS|上海市闵行区莘松路958弄12号602室⟧ 搬到 ⟦ADDRESS|上海市徐汇区龙华中路596号1栋1803室⟧，对吧？
⟦PERSON|许小姐⟧：对的，有一台立式钢琴，还有只猫⟪pet_name|咪咪⟫我自己带
⟦PERSON|小赵⟧：好的。钢琴另加⟪price|300元⟫，总价⟪quote|1680元⟫，定金已收⟦AMOUNT|200元⟧。跟车师傅是⟦PERSON|王师傅⟧，电话⟦PHONE|139 1823 4407⟧
⟦PERSON|许小姐⟧：小区门禁密码⟦PASSWORD|#4826⟧，到了直接上来就行
"""),

("sms", """【⟪org_name|琴韵钢琴调律⟫】⟦PERSON|陈老师⟧您好，您预约的调律服务时间为6月8日（周六）14:00，调律师⟦PERSON|刘建华⟧（⟦PHONE|186 2174 0953⟧）将准时上门。服务地址：⟦ADDRESS|杭州市西湖区文三路259号2号楼1105室⟧。调律费⟪price|280元/次⟫，改约请致电⟦PHONE|400-826-3317⟧。回T退订
"""),

("id_card_ocr", """[OCR识别结果]
姓名 ⟦PERSON|周建国⟧
性别 男   民族 汉
出生 ⟦DATE_OF_BIRTH|1987年3月14日⟧
住址 ⟦ADDRESS|北京市朝阳区建国路88号5号楼1203⟧
公民身份号码 ⟦IDCARD|$id01⟧
签发机关 ⟪issuing_authority|北京市公安局朝阳分局⟫   有效期限 ⟪validity_period|2016.05.10-2036.05.10⟫
----
⟪org_name|安心存迷你仓⟫ 实名登记：仓位⟪unit_number|B2-037⟫，⟪unit_size|3立方米⟫，月租⟪price|420元⟫
"""),

("contract", """家庭居室装饰装修工程施工合同（节选）   合同编号：⟪contract_no|SJ-2024-0517⟫
发包方（甲方）：⟦PERSON|林晓雯⟧   身份证号：⟦IDCARD|$id02⟧
联系电话：⟦PHONE|13917624480⟧
工程地址：⟦ADDRESS|上海市徐汇区天钥桥路123弄5号1102室⟧
承包方（乙方）：⟪org_name|上海木言室内设计有限公司⟫   统一社会信用代码：⟪unified_social_credit_code|$dec_uscc1⟫
第五条 工程造价：人民币⟦AMOUNT|壹拾捌万陆仟元整⟧（⟦AMOUNT|¥186,000.00⟧）。首期款（30%）⟦AMOUNT|¥55,800.00⟧已于签约当日支付。
"""),

("dianping_review", """⭐⭐⭐⭐⭐ 在⟪org_name|骑迹单车工坊⟫修的车，师傅很专业，不乱推销。后拨换了⟪product_code|Shimano 105 R7000⟫，工时费⟪price|90元⟫，配件价格都明码标价。店就在⟪place_name|南山科技园⟫旁边，周末人有点多，建议先微信预约。营业到⟪opening_hours|晚上9点⟫。
"""),

("wechat_chat", """⟦PERSON|老周⟧：⟦PERSON|黄老师⟧好，我把我爷爷的资料发您
⟦PERSON|老周⟧：爷爷叫⟦PERSON|周德海⟧，⟦DATE_OF_BIRTH|1931年2月8日⟧生，祖籍⟪place_name|福建莆田⟫，1949年去的台湾，堂号⟪clan_hall_name|汝南堂⟫
⟦PERSON|老周⟧：奶奶⟦PERSON|林秀英⟧晚年有⟦MEDICAL|阿尔茨海默症⟧，很多事记不清了
⟦PERSON|黄老师⟧：收到。字辈是不是“⟪generation_poem|德、世、昌、荣⟫”？
⟦PERSON|老周⟧：对！定金⟦AMOUNT|2000块⟧已经转您了，我电话⟦PHONE|138 0591 2276⟧
"""),

("dingtalk_approval", """【钉钉·审批】费用报销   审批编号 ⟪approval_no|202406111532000418⟫
申请人：⟦PERSON|李明轩⟧（⟦PERSON|李工⟧）   部门：⟪department|方案二所⟫
事由：赴苏州踏勘项目现场（⟪project_code|XM-2024-031⟫）
报销金额：⟦AMOUNT|¥1,286.50⟧（高铁⟪unit_price|¥119.5⟫×2，住宿2晚）
收款银行卡：⟦CARD|$card_cup1⟧（⟪bank_branch|招商银行苏州分行⟫）
审批人：⟦PERSON|王所长⟧ — 已同意
"""),

("yaml_config", """# config.yaml  迷你仓小程序后端（生产）
wechat:
  appid: ⟪app_id|wx3f8a91c27d0e54b6⟫
  appsecret: ⟦SECRET|$sec_wxsecret1⟧
  mch_id: ⟪merchant_id|1608842215⟫
aliyun:
  access_key_id: ⟦APIKEY|$ak_aliyun1⟧
  access_key_secret: ⟦SECRET|$sec_aliyun1⟧
  oss_bucket: ⟪bucket_name|ancun-contracts⟫
notify:
  feishu_webhook: ⟦SECRET|$sec_hook_feishu1⟧
  值班: "⟦PERSON|孙浩⟧ ⟦PHONE|15201896632⟧"
mysql:
  dsn: "ancun:⟦SECRET|Ancun@2024!db⟧@tcp(⟦IP_ADDRESS|172.16.20.11⟧:⟪port|3306⟫)/ancun"
"""),
]

TEXTS += [
("call_transcript", """【通话录音转写】⟪org_name|中衡房地产估价⟫ 客服热线  通话编号 ⟪call_id|CH-0619-0087⟫
客服：您好，中衡估价，请问有什么可以帮您？
客户：你好，我是⟦PERSON|马丽娟⟧，上周你们给我家房子做了抵押评估，报告编号⟪report_no|中衡估字[2024]第0612号⟫，评估价比中介说的低了好多。
客服：⟦PERSON|马女士⟧您好，麻烦报一下产权人身份证号码。
客户：⟦IDCARD|$id04⟧。
客服：好的，房屋坐落是⟦ADDRESS|杭州市拱墅区湖墅南路186号3幢2单元701室⟧，对吗？
客户：对。我想贷⟦AMOUNT|两百万元⟧，现在只能批⟦AMOUNT|一百六十万⟧，差太多了。
客服：明白，我们请评估师⟦PERSON|郑工⟧复核后给您回电。您手机是？
客户：⟦PHONE|幺五八，六七二一，零九四三⟧。
"""),

("repair_ticket_ocr", """⟪org_name|飞轮单车维修⟫ 维修单   No.⟪ticket_no|000387⟫
客户：⟦PERSON|唐小军⟧     电话：⟦PHONE|137-2418-9066⟧
车型：捷安特 ATX 830   车架号：⟪frame_serial|GA21K0937451⟫
故障：后拨不准，前后刹车片磨损
预估：⟪estimate|¥150⟫      实收：⟦AMOUNT|¥165⟧
备注：车锁密码 ⟦PASSWORD|0 3 1 8⟧，取车时报手机尾号⟪masked_phone|9066⟫
"""),

("xiaohongshu_post", """#装修日记# 终于搬进新家啦🏠 ⟪floor_area|89平⟫两室改三室
设计师是⟦PERSON|阿May⟧（小红书 @⟦PERSON|May设计日常⟧），真的很会利用空间！
全屋硬装+软装一共花了⟦AMOUNT|28万块⟧，比预算超了⟦AMOUNT|3万⟧😭
客厅墙漆是⟪paint_ref|立邦 NN4071-4⟫，柜子是⟪brand_name|欧派⟫定制
坐标⟪place_name|成都高新区⟫，有问题评论区问我～
"""),

("env_file", """# 寻根助手 (家谱AI) .env
DEEPSEEK_API_KEY=⟦APIKEY|$ak_deepseek1⟧
DASHSCOPE_API_KEY=⟦APIKEY|$ak_dashscope1⟧
JWT_SECRET=⟦SECRET|$sec_jwtsign1⟧
REDIS_URL=redis://:⟦SECRET|Xungen#Redis88⟧@⟦IP_ADDRESS|10.3.0.7⟧:⟪port|6379⟫/0
ADMIN_PHONE=⟦PHONE|18916703342⟧
APP_VERSION=⟪version|0.4.7⟫
# 备案号 ⟪icp_number|沪ICP备2023018847号-1⟫
"""),

("meeting_minutes", """项目周例会纪要   项目编号 ⟪project_code|SZ-WK-2406⟫
时间：6月12日 14:00    地点：⟪meeting_room|3楼大会议室⟫
参会：⟦PERSON|周社长⟧、⟦PERSON|李工⟧、⟦PERSON|钱晓峰⟧、⟦PERSON|Vivian⟧（甲方）
1. 甲方⟦PERSON|顾总⟧要求东立面改石材，造价预计增加⟪cost_estimate|120万元⟫，下周出比选方案。
2. ⟦PERSON|钱晓峰⟧下周请假做⟦MEDICAL|腰椎间盘突出⟧手术，施工图由⟦PERSON|李工⟧接手。
3. 报审图纸 ⟪drawing_no|JS-03-12⟫ 周五前提交。
"""),

("weibo_post", """@⟪org_account|顺丰搬家官方微博⟫ 你们的师傅把我外婆的红木柜子磕掉一大块！订单号⟪order_id|SF20240602113⟫，客服电话⟦PHONE|400-603-7788⟧打了三天没人理。老人家⟦MEDICAL|心脏不好⟧，看到柜子难过了一晚上。要求赔偿⟦AMOUNT|3000元⟧，不然就投诉到⟪org_name|12315⟫。——⟦PERSON|橙子不吃橙⟧
"""),

("bank_transfer_ocr", """转账成功
收款人　⟦PERSON|郑雅琴⟧
收款账户　⟦CARD|$card_cup2⟧
收款银行　⟪bank_name|中国工商银行⟫
转账金额　⟦AMOUNT|¥23,800.00⟧
附言　珠江钢琴UP118 琴号⟪piano_serial|1184621⟫
交易流水号　⟪transaction_id|2024061819250318842⟫
付款人　⟦PERSON|何志远⟧　⟪masked_card|6222 **** **** 0871⟫
"""),

("storage_contract", """⟪org_name|储存易迷你仓（深圳）⟫ 仓位租赁协议
协议编号：⟪contract_no|CCY-SZ-24-0931⟫
租用人：⟦PERSON|陈家豪⟧
证件类型：香港永久性居民身份证   证件号码：⟦NATIONAL_ID|$nid_hkid1⟧
联系地址：⟦ADDRESS|香港九龙旺角弥敦道628号12楼B室⟧
内地手机：⟦PHONE|+86 135 1064 7729⟧
仓位：⟪unit_number|F3-112⟫（⟪unit_size|5.6㎡⟫）   租期：⟪lease_term|12个月⟫   押金：⟦AMOUNT|HKD 2,400⟧（已付）
"""),
]

# ---------------------------------------------------------------- part 2
TEXTS += [
("email", """主题：国际搬家资料确认 — 成都→温哥华  单号 ⟪booking_ref|IM-CD-240718⟫

⟦PERSON|杨先生⟧您好：

海运报关需要以下信息，请核对：
货主姓名：⟦PERSON|杨志鹏⟧（拼音 ⟦PERSON|YANG ZHIPENG⟧）
护照号码：⟦PASSPORT|$pp_cn1⟧
身份证号：⟦IDCARD|$id05⟧
出生日期：⟦DATE_OF_BIRTH|1983-09-09⟧
国内提货地址：⟦ADDRESS|四川省成都市武侯区科华北路65号世外桃源广场B座1702⟧
目的地地址：⟦ADDRESS|2088 W 41st Ave, Vancouver, BC V6M 1Z3⟧
柜型：⟪container_size|20GP⟫ 拼箱，预计开船 ⟪etd_date|8月2日⟫

如有问题请联系我 ⟦PHONE|028-8541 6632⟧ 转 ⟪extension|8012⟫。
⟪org_name|环球通国际搬家⟫ ⟦PERSON|付婷⟧
"""),

("receipt", """⟪org_name|和声琴行⟫ 收款收据   No.⟪receipt_no|0012873⟫
今收到 ⟦PERSON|钟慧敏⟧ 女士
交来：雅马哈U3大修（更换击弦机呢毡、整理调整）
金额（大写）：⟦AMOUNT|人民币叁仟陆佰元整⟧   （小写）⟦AMOUNT|¥3,600.00⟧
付款方式：微信转账
发票代码 ⟪invoice_code|144032309110⟫  发票号码 ⟪invoice_no|08837162⟫
收款人：⟦PERSON|邱师傅⟧   经办日期：⟪receipt_date|2024年5月20日⟫
"""),

("payment_log", """2024-06-02 18:41:03.221 INFO  [pay-notify] wxpay callback out_trade_no=⟪order_id|QJ202406021840559⟫ total_fee=⟦AMOUNT|¥2,380.00⟧ openid=⟪wechat_openid|oUpF8uMuAJO_M2pxb1Q9zNjWeS6o⟫
2024-06-02 18:41:03.230 INFO  [pay-notify] member ⟦PERSON|骑行的阿杰⟧ phone=⟪masked_phone|186****3391⟫ level=⟪member_level|金卡⟫
2024-06-02 18:41:03.512 INFO  [crm] sync customer from ⟦IP_ADDRESS|39.108.22.176⟧ via gw ⟦IP_ADDRESS|172.18.0.5⟧
2024-06-02 18:41:04.002 WARN  [crm] retry #2 after ⟪http_status|502⟫ (trace ⟪trace_id|7f3c2a1e9b8d4f60⟫)
"""),

("quotation", """⟪org_name|拾光室内设计工作室⟫  主材报价单（仅供参考）  报价编号 ⟪quote_ref|SG-BJ-0611⟫

| 项目 | 品牌/型号 | 单价 | 数量 |
|---|---|---|---|
| 木地板 | ⟪product_code|大自然 DZR-8812⟫ | ⟪unit_price|¥268/㎡⟫ | ⟪floor_area|62㎡⟫ |
| 瓷砖 | ⟪product_code|马可波罗 CH8062⟫ | ⟪unit_price|¥145/㎡⟫ | 38㎡ |
| 乳胶漆 | ⟪paint_ref|多乐士 A8106⟫ | ⟪unit_price|¥85/L⟫ | 40L |
合计约 ⟪quote|¥32,960⟫，有效期 ⟪valid_until|30天⟫。
"""),

("inspection_report", """⟪org_name|安居验房⟫ 新房查验报告（摘要）  报告号 ⟪report_no|AJ-YF-2406-118⟫
委托人：⟦PERSON|吴思远⟧   电话：⟦PHONE|150 2137 8845⟧
房屋地址：⟦ADDRESS|南京市建邺区江东中路369号7栋2单元1503室⟧
查验人：⟦PERSON|蒋工⟧（⟪license_no|注册号 JS-YF-0372⟫）
主要问题：卫生间闭水试验渗漏（⟪defect_code|W-03⟫）；主卧窗框密封胶开裂；空鼓率约⟪percentage|6%⟫
费用：⟦AMOUNT|600元⟧（委托人已付）
"""),

("family_table", """## ⟪clan_name|江夏黄氏⟫ 三房 · 在世成员登记（续谱用）

| 姓名 | 辈分 | 出生日期 | 身份证号 | 电话 | 备注 |
|---|---|---|---|---|---|
| ⟦PERSON|黄美玲⟧ | ⟪generation_char|美⟫字辈 | ⟦DATE_OF_BIRTH|1968-12-17⟧ | ⟦IDCARD|$id06⟧ | ⟦PHONE|13507115528⟧ | 居武汉 |
| ⟦PERSON|黄俊⟧ | ⟪generation_char|俊⟫字辈 | ⟦DATE_OF_BIRTH|1995-03-02⟧ | — | ⟦PHONE|18672403116⟧ | ⟦PERSON|美玲⟧之子 |
| ⟦PERSON|黄承德⟧ | 承字辈 | ⟪birth_year|1941年⟫ | — | — | 已故（⟪death_year|2019年⟫） |
"""),
]

TEXTS += [
("json_api_response", """{
  "code": 0,
  "msg": "ok",
  "data": {
    "order_no": "⟪order_id|BJ2406150932⟫",
    "contact": "⟦PERSON|石磊⟧",
    "mobile": "⟦PHONE|17710283364⟧",
    "from_addr": "⟦ADDRESS|北京市海淀区学院路30号院9号楼402⟧",
    "to_addr": "⟦ADDRESS|北京市昌平区回龙观西大街118号龙冠置业大厦6层⟧",
    "deposit_paid": "⟦AMOUNT|300.00元⟧",
    "driver": {"name": "⟦PERSON|范师傅⟧", "plate": "⟪vehicle_plate_fleet|京Q·7H2K9⟫"},
    "token": "⟦APIKEY|$ak_jwt3⟧",
    "server_time": ⟪unix_timestamp|1718415124⟫
  }
}
"""),

("member_form", """⟪org_name|悦音乐器维修中心⟫ 会员登记表
姓名：⟦PERSON|邓子轩⟧      性别：男
生日：⟦DATE_OF_BIRTH|2001年4月5日⟧
身份证号：⟦IDCARD|$id07⟧
手机：⟦PHONE|159 5183 0217⟧      QQ邮箱：⟦EMAIL|2839104475@qq.com⟧
乐器：长笛（雅马哈 ⟪model_number|YFL-312⟫），序列号 ⟪instrument_serial|K08812⟫
会员卡号：⟪member_card_no|YY-000562⟫   充值：⟦AMOUNT|500元⟧
"""),

("access_log", """[门禁系统] ⟪org_name|安心存迷你仓⟫ 2号库 导出日志
2024-06-03 07:12:44  卡号⟪access_card_no|0023118⟫  用户 ⟦PERSON|zhangli⟧  B区 ⟪unit_number|B-207⟫  开门成功  终端 ⟦IP_ADDRESS|192.168.10.31⟧
2024-06-03 07:13:02  用户 ⟦PERSON|zhangli⟧  密码开门 ⟦PASSWORD|258046⟧  成功
2024-06-03 22:47:19  用户 ⟦PERSON|wanghaoran⟧  密码错误×3  锁定⟪lock_duration|10分钟⟫  终端 ⟦IP_ADDRESS|192.168.10.32⟧
2024-06-03 22:50:01  远程开门 by 管理员 ⟦PERSON|老孟⟧ 来自 ⟦IP_ADDRESS|117.136.12.88⟧
"""),

("dingtalk_group", """【钉钉群】⟪project_code|滨江壹号⟫ 软装跟进群
⟦PERSON|Coco⟧（设计师）：明天上午10点去⟦PERSON|沈姐⟧家量窗帘尺寸，地址⟦ADDRESS|杭州市滨江区江南大道3688号滨江壹号12幢801⟧
⟦PERSON|Coco⟧：业主说她出差，入户门密码⟦PASSWORD|190726⟧，wifi 是 ⟪wifi_ssid|ShenHome_5G⟫ 密码 ⟦PASSWORD|shen88888888⟧
⟦PERSON|小吴⟧：收到～她家阿姨在吗？
⟦PERSON|Coco⟧：在的。提醒一下，业主孩子⟦MEDICAL|对尘螨过敏⟧，进门穿鞋套，别带样布进儿童房
"""),
]

TEXTS += [
("shell_history", """  # 渲染服务器迁移（⟦PERSON|钱晓峰⟧ 操作记录）
  312  ssh root@⟦IP_ADDRESS|119.29.184.57⟧
  313  export TENCENTCLOUD_SECRET_ID=⟦APIKEY|$ak_tencent1⟧
  314  export TENCENTCLOUD_SECRET_KEY=⟦SECRET|$sec_tencent1⟧
  315  coscmd config -a $TENCENTCLOUD_SECRET_ID -s $TENCENTCLOUD_SECRET_KEY -b ⟪bucket_name|render-1308824417⟫ -r ⟪cloud_region|ap-shanghai⟫
  316  scp -r /data/projects/⟪project_code|SZ-WK-2406⟫ ⟦PERSON|qianxf⟧@⟦IP_ADDRESS|10.0.8.15⟧:/home/⟦PERSON|qianxf⟧/
  317  nvidia-smi   # 驱动 ⟪version|535.161.08⟫
"""),

("compensation_agreement", """搬运物品损坏赔偿协议   编号 ⟪agreement_no|PC-2024-0088⟫
甲方（搬家公司）：⟪org_name|青岛好运搬家服务有限公司⟫
乙方（客户）：⟦PERSON|孔令娟⟧   身份证号：⟦IDCARD|$id08⟧
乙方地址：⟦ADDRESS|山东省青岛市市南区香港中路76号颐和国际A座2306室⟧
事由：⟪incident_date|2024年6月9日⟫搬运途中乙方实木餐边柜破损。
经协商，甲方一次性赔偿乙方⟦AMOUNT|人民币4,500元⟧，于三个工作日内转入乙方银行卡⟦CARD|$card_cup3⟧。
甲方经办人：⟦PERSON|于经理⟧   乙方签字：⟦PERSON|孔令娟⟧
"""),

("service_contract", """⟪org_name|根脉家谱研究社⟫ 寻根服务委托书（两岸）
委托人：⟦PERSON|林佩君⟧
身分证字号：⟦NATIONAL_ID|$nid_twid1⟧
通讯地址：⟦ADDRESS|台中市西屯区台湾大道三段99号12楼之3⟧
委托事项：查找祖父⟦PERSON|林水木⟧（约⟪birth_year|1922年⟫生于⟪place_name|泉州安溪⟫）之原乡族谱及亲属
服务费：⟦AMOUNT|新台币45,000元⟧，已付订金⟦AMOUNT|新台币15,000元⟧
联络电话：⟦PHONE|0912-483-607⟧
"""),

("xianyu_chat", """【闲鱼】二手 珠江钢琴 UP120 八成新 ⟪listing_price|¥6,800⟫
买家⟦PERSON|快乐小熊猫⟧：琴还在吗？能便宜点吗
卖家⟦PERSON|琴房老板娘Lily⟧：在的，最低⟪listing_price|¥6,500⟫，搬运要你自己找
买家⟦PERSON|快乐小熊猫⟧：行，我先拍下付了⟦AMOUNT|6500块⟧，你发个地址我叫搬家
卖家⟦PERSON|琴房老板娘Lily⟧：⟦ADDRESS|广州市天河区龙口西路158号金龙大厦1座903⟧，联系人⟦PERSON|黎小姐⟧⟦PHONE|135 6017 2248⟧
买家⟦PERSON|快乐小熊猫⟧：好的，周六上午到。你支付宝显示的是⟪masked_phone|135******48⟫对吧
"""),
]

TEXTS += [
("valuation_letter", """⟪org_name|宏基測量師行有限公司⟫
物業估價函   檔號：⟪file_ref|HK/VAL/24/3307⟫
致：⟦PERSON|梁志偉⟧先生（護照號碼 ⟦PASSPORT|$pp_hk1⟧）
物業地址：⟦ADDRESS|香港新界沙田馬鞍山路38號海柏花園3座18樓F室⟧
閣下購入價：⟦AMOUNT|港幣7,380,000元⟧
本行估值（⟪valuation_date|2024年6月14日⟫）：⟪valuation_figure|港幣7,200,000元⟫，實用面積 ⟪floor_area|582平方呎⟫
聯絡：⟦PERSON|何嘉欣⟧ MHKIS，電話 ⟦PHONE|+852 2881 6620⟧
"""),

("python_traceback", """2024-06-18 10:22:41 [ERROR] 家谱OCR服务调用失败
Traceback (most recent call last):
  File "/opt/jiapu/ocr_pipeline.py", line ⟪line_no|88⟫, in summarize
    resp = client.chat.completions.create(model="⟪model_name|glm-4-plus⟫", messages=msgs)
  File "/opt/jiapu/venv/lib/python3.10/site-packages/zhipuai/core/_http_client.py", line 303, in request
    raise self._make_status_error(err.response)
zhipuai.core._errors.APIAuthenticationError: Error code: 401, api_key=⟦APIKEY|$ak_zhipu1⟧ 已过期
# fallback: MOONSHOT_API_KEY=⟦APIKEY|$ak_moonshot1⟧ (⟦PERSON|陈工⟧ 临时加的，记得删)
# 当前处理文件：⟪file_path|/data/scan/黄氏族谱_卷三_p017.jpg⟫
"""),

("csv_export", """# ⟪org_name|追风骑行俱乐部⟫ 环太湖200公里 报名表导出 ⟪export_date|2024-09-01⟫
姓名,身份证号,出生日期,手机,紧急联系人,紧急电话,健康状况,报名费
⟦PERSON|朱国平⟧,⟦IDCARD|$id09⟧,⟦DATE_OF_BIRTH|1975-02-28⟧,⟦PHONE|13840217765⟧,⟦PERSON|刘芳⟧,⟦PHONE|13998124406⟧,⟦MEDICAL|高血压，服用氨氯地平⟧,⟦AMOUNT|260元⟧
⟦PERSON|邵佳怡⟧,⟦IDCARD|$id10⟧,⟦DATE_OF_BIRTH|1988-10-12⟧,⟦PHONE|18059261130⟧,⟦PERSON|邵建平⟧,⟦PHONE|13806004418⟧,无,⟦AMOUNT|260元⟧
"""),
]

# ---------------------------------------------------------------- part 3
TEXTS += [
("wechat_chat", """⟦PERSON|Kelly⟧：⟦PERSON|老谭⟧，德国那家琴弦店只收外币信用卡，你帮我付一下？我把卡给你
⟦PERSON|Kelly⟧：⟦CARD|$card_visa10⟧ 有效期 03/28 安全码 ⟦CVV|517⟧ 持卡人 ⟦PERSON|TAN XIAOLING⟧
⟦PERSON|老谭⟧：好，一共⟪price|€189.90⟫含运费，我这边扣款后截图给你
⟦PERSON|老谭⟧：付好了，实际扣了你⟦AMOUNT|¥1,512.37⟧，订单号⟪order_id|DE-440918273⟫
⟦PERSON|Kelly⟧：谢啦🙏 卡号你记得删掉聊天记录
"""),

("support_ticket", """工单 ⟪ticket_id|#TK20240621-0045⟫   类型：钥匙遗失/重置密码   渠道：小程序
客户：⟦PERSON|易晨阳⟧   身份证：⟦IDCARD|$id11⟧
手机：⟦PHONE|173 0731 6682⟧
仓位：⟪unit_number|长沙岳麓店 C-019⟫
描述：搬家时把仓库钥匙弄丢了，申请换锁并重置门禁密码。新密码设为 ⟦PASSWORD|731019⟧。
处理：已收换锁费⟦AMOUNT|80元⟧，由⟦PERSON|小彭⟧上门处理。状态：⟪ticket_status|已关闭⟫
"""),

("notice", """关于2024年端午节放假及项目节点安排的通知
各部门：
根据⟪org_name|华筑建筑设计研究院⟫安排，⟪holiday_period|6月8日至10日⟫放假调休，共3天。
1. ⟪project_code|XM-2024-031⟫（苏州工业园区展示中心）施工图须于⟪deadline|6月7日⟫前完成内审；
2. 图纸归档统一使用模板 ⟪template_version|ZJ-GD-V3.2⟫；
3. 假期值班安排见OA附件 ⟪doc_no|华筑办〔2024〕17号⟫。
院办公室  ⟪notice_date|2024年6月3日⟫
"""),

("call_transcript", """【搬家热线录音】⟪org_name|大众搬家⟫ 2024-07-02 09:16
客服：您好大众搬家，请问从哪里搬到哪里？
客户：从⟦ADDRESS|武汉市武昌区中南路99号保利广场附近的丁字桥小区7栋302⟧搬到⟦ADDRESS|武汉市洪山区珞喻路1037号华科西十二舍对面的喻园小区3栋1单元501⟧。
客服：好的，请问怎么称呼？
客户：姓⟦PERSON|詹⟧，⟦PERSON|詹晓东⟧。
客服：⟦PERSON|詹先生⟧电话多少？
客户：⟦PHONE|一五九，二七一四，八八零六⟧。
客服：两室一厅加一台冰箱，大概⟪quote|一千二百块⟫左右，上楼费另算。
客户：行，定金我先微信转你们⟦AMOUNT|一百块⟧。
"""),
]

TEXTS += [
("wechat_chat", """⟦PERSON|苏晴⟧：⟦PERSON|Ada⟧老师，我妈去年⟦MEDICAL|中风⟧以后左边身子不太灵活，现在要坐⟦MEDICAL|轮椅⟧，卫生间能不能按无障碍改？
⟦PERSON|Ada⟧：可以的。门洞要拓到⟪door_width|900mm⟫，淋浴区做无高差，加扶手。阿姨平时⟦MEDICAL|血压高⟧吗？浴室要装紧急呼叫按钮
⟦PERSON|苏晴⟧：高，一直吃⟦MEDICAL|硝苯地平⟧。预算大概⟦AMOUNT|5万元⟧以内
⟦PERSON|Ada⟧：明白，我按⟪standard_code|GB 50763-2012⟫出方案，周四前发你
"""),

("moments_post", """【朋友圈】钢琴调律师 ⟦PERSON|阿斌⟧
梅雨季来了🌧 钢琴最怕潮！这周跑了⟪count|11⟫台琴，一半都有⟪defect_code|卡键⟫问题。
⚠️ 琴房湿度保持⟪humidity_range|45%-60%⟫，别靠空调出风口。
七月调律特价⟪promo_price|220元⟫（原价⟪price|280元⟫），⟪service_area|福田、南山、罗湖⟫可上门，预约加微信或打 ⟦PHONE|189 2608 7714⟧
"""),

("missing_person_form", """⟪org_name|宝贝回家⟫ 寻亲登记表（家寻子）   登记号 ⟪registration_no|XQ-2024-10387⟫
被寻人：⟦PERSON|刘小军⟧（乳名⟦PERSON|军军⟧）
出生日期：⟦DATE_OF_BIRTH|1989年5月3日⟧
走失时间地点：1993年春，⟪place_name|广西柳州鹧鸪江火车站⟫
体貌特征：左耳后有黄豆大小黑痣；⟦MEDICAL|先天性唇裂，1岁时做过修补手术⟧
父亲：⟦PERSON|刘德福⟧   母亲：⟦PERSON|覃桂兰⟧
联系地址：⟦ADDRESS|广西壮族自治区柳州市柳北区胜利路12号3栋2单元401⟧
联系电话：⟦PHONE|0772-3816 594⟧ / ⟦PHONE|13977240318⟧
"""),

("payment_log", """[2024-07-11 20:03:55] INFO  alipay.trade.page.pay 创建订单 out_trade_no=⟪order_id|QX24071120035518⟫ subject=喜德盛 RS350 分期 buyer_id=⟪alipay_user_id|2088612784403351⟫
[2024-07-11 20:04:31] INFO  notify TRADE_SUCCESS total_amount=⟦AMOUNT|3499.00元⟧ hb_fq_num=⟪installments|12⟫ 买家 ⟦PERSON|葛文博⟧ ⟦PHONE|186 1652 0093⟧
[2024-07-11 20:04:31] DEBUG sign verified with alipay_public_key ⟪key_version|v2⟫ app_id=⟪app_id|2021004135618871⟫
[2024-07-11 20:04:32] INFO  发货地址 ⟦ADDRESS|天津市南开区卫津路94号天大北五村12-3-201⟧
"""),
]

TEXTS += [
("survey_report", """房屋面积测绘成果报告（分户）   报告编号 ⟪report_no|XA-CH-2024-07752⟫
测绘单位：⟪org_name|西安华测不动产测绘有限公司⟫   资质证书 ⟪qualification_no|乙测资字61501234⟫
权利人：⟦PERSON|白雪梅⟧   证件号码：⟦IDCARD|$id12⟧
房屋坐落：⟦ADDRESS|陕西省西安市雁塔区小寨东路126号百隆广场3号楼2单元1801室⟧
不动产单元号：⟪property_unit_no|610113001002GB00512F00031801⟫
套内建筑面积 ⟪floor_area|96.42㎡⟫，分摊面积 ⟪floor_area|18.77㎡⟫
测绘员：⟦PERSON|任工⟧   审核：⟦PERSON|高建民⟧
"""),

("python_script", """# temp_alarm.py  迷你仓恒温库温湿度告警 → 钉钉群机器人
import requests
WEBHOOK = "⟦SECRET|$sec_hook_ding1⟧"
ONCALL = {"name": "⟦PERSON|毛俊杰⟧", "mobile": "⟦PHONE|13760218843⟧"}   # 本周值班
THRESHOLD = {"temp": ⟪threshold|28.0⟫, "rh": ⟪threshold|65⟫}

def alarm(room, t, rh):
    text = f"【恒温库告警】{room} 温度{t}℃ 湿度{rh}% 请@{ONCALL['mobile']}处理"
    requests.post(WEBHOOK, json={"msgtype": "text", "text": {"content": text}, "at": {"atMobiles": [ONCALL["mobile"]]}})
# 传感器网关 ⟦IP_ADDRESS|10.60.1.120⟧  固件 ⟪version|v3.0.12⟫
"""),

("bot_notification", """【企业微信·搬家调度机器人】
新订单 ⟪order_id|BJ-0717-0231⟫ 已派单
客户：⟦PERSON|卢女士⟧ ⟦PHONE|135 2209 6671⟧
起点：⟦ADDRESS|北京市朝阳区望京西园三区312号楼1106⟧
终点：⟦ADDRESS|北京市顺义区后沙峪镇天竺花园二期14号⟧
车型：⟪vehicle_type|4.2米厢货⟫   师傅：⟦PERSON|牛师傅⟧、⟦PERSON|小甘⟧
(推送地址 ⟦SECRET|$sec_hook_wecom1⟧ ，勿外传)
"""),

("repair_ticket_ocr", """⟪org_name|声悦管乐维修⟫ 接修单  N0.⟪ticket_no|2024-0392⟫
顾客姓名：⟦PERSON|蔡一鸣⟧        联系电话：⟦PHONE|138 5712 0936⟧
乐器：中音萨克斯 Selmer ⟪model_number|SA80 II⟫   序列号 ⟪instrument_serial|N.637214⟫
问题：低音区漏气，换全套皮垫；G#键弹簧断
报价 ⟪estimate|¥1,800⟫   预付 ⟦AMOUNT|¥500⟧   取件日期 ⟪pickup_date|7月30日⟫
备注：顾客⟦MEDICAL|对镍过敏⟧，键子抛光勿用含镍材料
"""),

("hr_form", """⟪org_name|华筑建筑设计研究院⟫ 返聘人员信息登记
姓名：⟦PERSON|严国栋⟧（原总工）   出生年月日：⟦DATE_OF_BIRTH|1959年11月23日⟧
身份证号：⟦IDCARD|$id13⟧
工资卡：⟦CARD|$card_cup4⟧（⟪bank_name|中国建设银行⟫）
住址：⟦ADDRESS|北京市海淀区三里河路9号院17号楼3门601⟧
返聘顾问费：⟦AMOUNT|每月12,000元⟧
既往病史：⟦MEDICAL|2型糖尿病⟧，⟦MEDICAL|2021年冠脉支架术后⟧
紧急联系人：⟦PERSON|严晓蕾⟧（女儿）⟦PHONE|13601184527⟧
"""),
]

TEXTS += [
("taobao_chat", """【淘宝·⟪org_name|木匠家居旗舰店⟫】
顾客 ⟦PERSON|tb_小鹿乱撞2019⟧：你好，订单⟪order_id|3791024458837261905⟫的岩板餐桌能改地址吗？
客服⟦PERSON|小美⟧：亲，可以的哦，请提供新的收货信息～
顾客 ⟦PERSON|tb_小鹿乱撞2019⟧：收件人⟦PERSON|鹿婷婷⟧，⟦PHONE|181 2036 5574⟧，⟦ADDRESS|广东省佛山市顺德区大良街道碧桂园翡翠湾8座2203 528300⟧
客服⟦PERSON|小美⟧：已修改～桌子⟪product_spec|1.6m×0.9m⟫，物流单号⟪tracking_no|SF1427703358921⟫，送货上门不含安装（安装费⟪price|¥120⟫）
"""),

("sql_insert", """-- 迷你仓会员表 备份 ⟪timestamp|2024-08-01 03:00:00⟫
INSERT INTO `member` (`id`,`real_name`,`id_no`,`mobile`,`unit`,`balance`,`pwd_md5`) VALUES
(⟪row_id|1187⟫,'⟦PERSON|韩雨桐⟧','⟦IDCARD|$id14⟧','⟦PHONE|15821907736⟧','⟪unit_number|SH-A-088⟫',⟦AMOUNT|1260.00元⟧,'⟪md5_hash|5f4dcc3b5aa765d61d8327deb882cf99⟫'),
(⟪row_id|1188⟫,'⟦PERSON|潘志强⟧','⟦IDCARD|$id15⟧','⟦PHONE|13926084412⟧','⟪unit_number|GZ-C-301⟫',⟦AMOUNT|0.00元⟧,'⟪md5_hash|e10adc3949ba59abbe56e057f20f883e⟫');
"""),

("feishu_group", """【飞书】运维-家谱平台
⟦PERSON|陈工⟧ 15:02：OSS迁到七牛这周做完，阿里云的 key 先别删
⟦PERSON|陈工⟧ 15:03：AccessKeyId ⟦APIKEY|$ak_aliyun2⟧  Secret ⟦SECRET|$sec_aliyun2⟧
⟦PERSON|邝思琪⟧ 15:05：@⟦PERSON|陈工⟧ 群里别贴密钥啊😂 七牛的 SK 我放密码库了：⟦SECRET|$sec_qiniu1⟧
⟦PERSON|陈工⟧ 15:06：……好吧我也贴了，一会儿都轮换
⟦PERSON|邝思琪⟧ 15:07：CDN 域名 ⟪cdn_domain|img.jiapu-cdn.cn⟫，回源 ⟦IP_ADDRESS|47.98.212.66⟧
"""),

("genealogy_ocr", """[族谱扫描页 OCR] ⟪book_title|《濮阳吴氏宗谱》⟫卷三 第⟪page_no|17⟫页
二十一世 ⟦PERSON|吴永福⟧ 字⟦PERSON|德厚⟧ 生于⟦DATE_OF_BIRTH|光绪十二年丙戌三月初九⟧ 卒于⟪lunar_date|民国二十八年⟫ 葬⟪place_name|村东祖茔⟫
　配 ⟦PERSON|王氏⟧ 生子二：长⟦PERSON|吴振邦⟧，次⟦PERSON|吴振国⟧
二十二世 ⟦PERSON|吴振邦⟧ 生于⟪birth_year|光绪三十年甲辰⟫ 业儒 早年因⟦MEDICAL|肺痨⟧卒
"""),
]

# ---------------------------------------------------------------- part 4
TEXTS += [
("email", """主题：暑假寄存 + 回国 —— 学生仓位预订确认

⟦PERSON|宋可欣⟧同学你好：

你在⟪org_name|UniStore 曼彻斯特⟫预订的学生仓位信息如下，请核对：
护照号：⟦PASSPORT|$pp_cn2⟧
英国地址：⟦ADDRESS|Flat 7, 21 Oxford Road, Manchester M1 7ED⟧
英国手机：⟦PHONE|+44 7459 302 816⟧
仓位：⟪unit_size|15平方英尺⟫，⟪storage_period|6月20日至9月15日⟫
退押金账户（你提供的英国账户）：⟦IBAN|$iban_gb4⟧
押金⟦AMOUNT|£50⟧已收到，仓储费⟦AMOUNT|£186⟧请在取件时付清。
有事微信联系我：⟦PERSON|Jason 刘⟧
"""),

("wechat_chat", """⟦PERSON|贝先生⟧：那台贝希斯坦我决定要了，德国卖家说全款先打到他账户
⟦PERSON|贝先生⟧：⟦IBAN|$iban_de2⟧，户名 ⟦PERSON|Matthias Krüger⟧，金额⟦AMOUNT|€14,500⟧
⟦PERSON|小邱⟧（⟪org_name|牛牛钢琴进出口⟫）：⟦PERSON|贝先生⟧，私人卖家先付全款风险很大，建议走我们的托管，服务费⟪price|3%⟫
⟦PERSON|贝先生⟧：也行。进口报关要我护照吗？⟦PASSPORT|$pp_cn3⟧
⟦PERSON|小邱⟧：要的，还有收货地址和电话
⟦PERSON|贝先生⟧：⟦ADDRESS|浙江省宁波市鄞州区天童南路588号文化广场7号楼1201⟧，⟦PHONE|13857403391⟧
"""),
]

TEXTS += [
("visa_checklist", """赴台寻亲行程 — 材料清单（⟪org_name|根脉家谱研究社⟫代办）
1. 大陆居民往来台湾通行证：⟦PERSON|林国强⟧ 已办，签注 ⟪endorsement_type|G签⟫
2. 台湾亲属担保人：⟦PERSON|林佩君⟧，台湾护照号码 ⟦PASSPORT|$pp_tw1⟧，电话 ⟦PHONE|+886 912 483 607⟧
3. 拜访地址：⟦ADDRESS|台中市西屯区台湾大道三段99号12楼之3⟧
4. 族谱复印件（⟪book_title|《安溪林氏族谱》⟫ 第⟪page_range|33-41⟫页）
5. 代办费 ⟦AMOUNT|3800元⟧ 已付；机票自理
"""),

("admin_session_dump", """# 自行车商城后台 —— 浏览器导出的 Cookie（排查登录掉线问题）
Domain=admin.qijidanche.cn
PHPSESSID=⟦SECRET|$sec_cookie_php1⟧
admin_user=⟦PERSON|fengjiayi⟧
remember_me=⟪cookie_flag|1⟫
# 后台账号 ⟦PERSON|fengjiayi⟧ / 密码 ⟦PASSWORD|Qiji@2024shop⟧  （⟦PERSON|冯佳怡⟧说下周改）
# 登录IP ⟦IP_ADDRESS|223.104.63.18⟧   UA: ⟪user_agent|Chrome/126.0.6478.127⟫
"""),

("python_config", """# settings.py  —— 软装选品小程序（Flask）
SECRET_KEY = "⟦SECRET|$sec_flask1⟧"
WX_APPID = "⟪app_id|wx91c2d7e08f4a6b35⟫"
WX_APPSECRET = "⟦SECRET|$sec_wxsecret2⟧"
MP_ORIGINAL_ID = "⟪mp_original_id|gh_4e2a9c1d7b35⟫"
SQLALCHEMY_DATABASE_URI = "mysql+pymysql://ruanzhuang:⟦SECRET|Rz_db_7781!⟧@⟦IP_ADDRESS|10.10.2.9⟧:3306/rz"
ADMINS = ["⟦EMAIL|tangyue@muyan-design.cn⟧"]
"""),

("dingtalk_approval", """【钉钉·审批】付款申请   审批编号 ⟪approval_no|202407031015000227⟫
申请人：⟦PERSON|温静⟧（项目经理）
付款事由：⟪project_code|滨江壹号⟫ 全屋木作（个人木工班组）
收款人：⟦PERSON|甘永平⟧   身份证：⟦IDCARD|$id16⟧
收款卡号：⟦CARD|$card_cup5⟧   开户行：⟪bank_branch|农业银行重庆渝中支行⟫
本次付款：⟦AMOUNT|¥28,600.00⟧（合同总价的⟪percentage|40%⟫）
审批流：⟦PERSON|温静⟧ → ⟦PERSON|许总⟧ → 财务
"""),

("sms", """【⟪org_name|安心存迷你仓⟫】尊敬的客户，您在⟪store_name|上海漕河泾店⟫的仓位⟪unit_number|A-112⟫已续租成功，本次扣费⟦AMOUNT|￥1,260.00⟧。临时门禁密码：⟦PASSWORD|6 8 2 4 #⟧，24小时内有效。绑定手机⟪masked_phone|158****7736⟫。如非本人操作请致电⟦PHONE|400-920-6618⟧。
"""),

("voice_note_transcript", """【语音转文字 0:41】
喂⟦PERSON|老牛⟧啊，下午那单你记一下，客户姓⟦PERSON|党⟧，⟦PERSON|党女士⟧，地址是⟦ADDRESS|西安市碑林区南关正街88号长安国际中心B座二十三楼⟧，电话⟦PHONE|幺三九，九一八二，七零四六⟧。她家老爷子⟦MEDICAL|腿脚不方便，刚做完髋关节手术⟧，搬的时候把他那张⟪product_name|电动护理床⟫先装车。尾款她说现金给，⟦AMOUNT|八百五十块⟧。
"""),

("ini_config", """; ~/.aws/credentials  —— 建筑事务所 渲染农场（⟦PERSON|zhouyh⟧ 个人机器）
[default]
aws_access_key_id = ⟦APIKEY|$ak_aws3⟧
aws_secret_access_key = ⟦SECRET|$sk_aws3⟧
region = ⟪aws_region|ap-east-1⟫

; 旧的测试账号，文档示例，无效
[demo]
aws_access_key_id = ⟪example_key|AKIAI44QH8DHBEXAMPLE⟫
"""),
]

TEXTS += [
("loan_application", """⟪org_name|招商银行⟫ 家装分期申请表（个人）   申请编号 ⟪application_no|ZH-JZ-2407-55219⟫
申请人：⟦PERSON|曹文涛⟧      性别：男      出生日期：⟦DATE_OF_BIRTH|1981-04-16⟧
身份证号：⟦IDCARD|$id17⟧
现住址：⟦ADDRESS|天津市和平区南京路219号天津中心写字楼南侧公寓2门1503⟧
工作单位：⟪org_name|天津港集团⟫    月收入：⟦AMOUNT|税后18,500元⟧
申请金额：⟦AMOUNT|150,000元⟧    期数：⟪installments|36期⟫
装修公司：⟪org_name|天津家和装饰工程有限公司⟫（合作商户号 ⟪merchant_id|JH120101008⟫）
"""),

("insurance_claim", """乐器保险理赔申请   保单号 ⟪policy_no|PICC-YQ-2023-0077162⟫
被保险人：⟦PERSON|芦晓燕⟧   身份证号：⟦IDCARD|$id18⟧   出生：⟦DATE_OF_BIRTH|1977年10月1日⟧
出险经过：⟪incident_date|2024年5月26日⟫搬家途中，大提琴（⟪instrument_model|Eastman VC305⟫）琴颈断裂。
维修机构：⟪org_name|郑州弦韵提琴工作室⟫，维修报价⟪estimate|¥6,200⟫
申请赔付：⟦AMOUNT|¥5,800⟧   赔款收款信用卡：⟦CARD|$card_mc6⟧
联系电话：⟦PHONE|0371-6593 2108⟧
"""),

("dna_report", """⟪org_name|源点基因⟫ 祖源+健康检测报告（摘要）   样本编号 ⟪sample_id|YD24-0613-8871⟫
受检人：⟦PERSON|保子健⟧   出生日期：⟦DATE_OF_BIRTH|1999年6月13日⟧   身份证：⟦IDCARD|$id19⟧
祖源构成：⟪ancestry_pct|汉族北方 62.4%⟫，⟪ancestry_pct|傣族 21.7%⟫，其他 15.9%
父系单倍群：⟪haplogroup|O2a2b1a1⟫
健康风险：⟦MEDICAL|地中海贫血（α型）携带者⟧；⟦MEDICAL|G6PD缺乏症⟧阳性，避免食用蚕豆
解读顾问：⟦PERSON|普医生⟧
"""),

("vpn_setup", """【⟪org_name|华筑院⟫ VPN 双因素开通】
账号：⟦PERSON|yanguodong⟧
初始密码：⟦PASSWORD|Hz#59Yan1123⟧（首次登录后请修改）
Google Authenticator 密钥（无法扫码时手动输入）：⟦SECRET|$sec_totp3⟧
VPN 网关：⟦IP_ADDRESS|124.65.143.210⟧  端口 ⟪port|443⟫
客户端版本：⟪version|EasyConnect 7.6.7⟫
如有问题联系信息中心 ⟦PERSON|熊工⟧ 分机 ⟪extension|6021⟫
"""),

("bug_report", """【Bug】支付回调验签失败（搬家小程序）   ⟪ticket_id|BUG-1472⟫   指派：⟦PERSON|鲁浩然⟧
复现：生产环境 ⟪version|v2.3.1⟫，⟪order_id|BJ-0721-0087⟫ 回调一直 ⟪http_status|401⟫。
排查发现 apiclient_key.pem 被误提交到仓库（⟪commit_sha|e91a4c7⟫），内容如下：
⟦SECRET|$sec_pem_ec2⟧
已在商户平台作废证书，序列号 ⟪cert_serial|5A1F3B7C9E24D6081B3A5C7E9F1D2B4A6C8E0F13⟫。@⟦PERSON|鲁浩然⟧ 重新申请后替换。
"""),

("accident_report", """骑行意外事故报告（⟪org_name|追风骑行俱乐部⟫）
日期：⟪incident_date|2024年9月8日⟫   路段：⟪place_name|环太湖公路 K47 处⟫
伤者：⟦PERSON|汤玉珍⟧   身份证号：⟦IDCARD|$id20⟧   年龄60岁
伤情：下坡摔车，⟦MEDICAL|左侧锁骨骨折⟧、⟦MEDICAL|面部擦伤⟧，送⟪hospital_name|吴中人民医院⟫急诊，⟦MEDICAL|行锁骨切开复位内固定术⟧
同行队员：⟦PERSON|朱国平⟧（领骑） ⟦PHONE|13840217765⟧
保险报案号：⟪claim_ref|RZ2024090800317⟫，预计理赔⟦AMOUNT|约2万元⟧
"""),

("email_signature", """⟦PERSON|韦晓川⟧
高级建筑师 | ⟪org_name|上海同筑建筑设计事务所⟫
手机：⟦PHONE|+86 139 1872 5540⟧   座机：⟦PHONE|021-6521 3377⟧ 转 ⟪extension|218⟫
邮箱：⟦EMAIL|weixc@tongzhu-arch.com⟧
地址：⟪business_address|上海市杨浦区国康路100号国际设计中心14楼⟫
---
（短信服务配置备忘，勿外发）SecretId ⟦APIKEY|$ak_tencent2⟧ / SecretKey ⟦SECRET|$sec_tencent2⟧  签名 ⟪sms_sign|同筑设计⟫ 模板 ⟪template_id|1988217⟫
"""),
]
