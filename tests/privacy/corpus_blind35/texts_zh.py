TEXTS = [
("旅行社团队名单_表格", """
【⟪org_name|海程国旅⟫】云南大理丽江6日游 团号 ⟪tour_code|YN-DL-260412⟫  出发 ⟪date|2026年4月12日⟫ 航班 ⟪flight_number|MU5766⟫
序号 姓名   性别 身份证号              手机           备注
1   ⟦PERSON|王建国⟧  男  ⟦IDCARD|$cnid1⟧   ⟦PHONE|138 1042 7719⟧  ⟦MEDICAL|高血压，随身带药⟧
2   ⟦PERSON|刘秀英⟧  女  ⟦IDCARD|$cnid4⟧   ⟦PHONE|139 1188 2046⟧  素食
3   ⟦PERSON|陈思远⟧  女  ⟦IDCARD|$cnid2⟧   ⟦PHONE|186 2107 5533⟧  ⟦MEDICAL|海鲜过敏⟧
4   ⟦PERSON|张伟⟧    男  ⟦IDCARD|$cnid3⟧   ⟦PHONE|135 6029 8841⟧
领队：⟦PERSON|小赵⟧ ⟦PHONE|177 0219 3360⟧   团费 ⟪price|3280元/人⟫（不含门票）
"""),
("旅行社_微信群通知", """
各位团友好！我是本次青海湖环线的导游⟦PERSON|阿伟⟧😊
明早 ⟪time|7:30⟫ 在 ⟪place|西宁中心广场⟫ 集合，车牌 ⟪vehicle_plate|青A·7U281⟫。
⟦PERSON|周阿姨⟧您的⟦MEDICAL|高原反应⟧药我已经帮您买好了，⟦AMOUNT|86元⟧回头给我就行～
⟦PERSON|李哥⟧、⟦PERSON|李嫂⟧的尾款 ⟦AMOUNT|2400元⟧ 已收到，谢谢！
有事打我电话 ⟦PHONE|15809718826⟧
"""),
("潜水俱乐部_体检声明", """
⟪org_name|蓝鲸潜水俱乐部⟫ 学员健康声明书
姓名：⟦PERSON|林晓雯⟧   出生日期：⟦DATE_OF_BIRTH|1992年7月25日⟧
身份证号：⟦IDCARD|$cnid2⟧
联系电话：⟦PHONE|13916057248⟧   紧急联系人：⟦PERSON|林国栋⟧（父）⟦PHONE|13801652290⟧
1. 是否有哮喘病史？ 否
2. 是否有耳部手术史？ 是 —— ⟦MEDICAL|2018年右耳鼓膜修补术⟧
3. 目前是否服用药物？ 是 —— ⟦MEDICAL|左甲状腺素钠片 50μg⟧
课程：⟪course_code|PADI OW⟫ 开放水域，费用 ⟪price|¥3,980⟫，考核地点 ⟪place|三亚蜈支洲岛⟫
"""),
("潜水俱乐部_潜水日志_无个人信息", """
潜水计划表（训练用）
潜点：⟪place|蜈支洲岛 观日岩⟫   最大深度 ⟪depth|18米⟫   水温 ⟪temperature|26℃⟫
第一潜：入水 ⟪time|09:10⟫ 出水 ⟪time|09:52⟫，底部时间 ⟪duration|38分钟⟫，压力组 ⟪pressure_group|N⟫
水面休息 ⟪duration|1小时05分⟫
第二潜：最大深度 ⟪depth|12米⟫，免减压极限 ⟪duration|147分钟⟫
注意：⟪health_term|减压病⟫症状包括关节疼痛、皮肤瘙痒，出现时立即吸纯氧。
"""),
("康复医院_入院评估", """
⟪org_name|市第二康复医院⟫ 入院评估记录
患者：⟦PERSON|赵德明⟧  性别：男  出生：⟦DATE_OF_BIRTH|1958-11-17⟧  住院号：ZY2026031177
身份证：⟦IDCARD|$cnid5⟧
家庭住址：⟦ADDRESS|四川省成都市武侯区浆洗街12号3栋2单元401室⟧
诊断：⟦MEDICAL|脑梗死恢复期⟧，⟦MEDICAL|左侧肢体偏瘫⟧，⟦MEDICAL|2型糖尿病⟧
用药：⟦MEDICAL|阿司匹林肠溶片 100mg qd⟧、⟦MEDICAL|二甲双胍 0.5g tid⟧
Barthel 指数 ⟪score|45分⟫。家属：⟦PERSON|赵敏⟧（女儿）⟦PHONE|18628061135⟧
责任治疗师：⟦PERSON|孟医生⟧
"""),
("康复医院_缴费单", """
⟪org_name|康复医院⟫ 住院费用结算单  结算号 ⟪invoice_ref|JS20260318-0441⟫
姓名：⟦PERSON|钱玉芬⟧   科室：⟪department|神经康复科⟫   床号：⟪bed_number|12床⟫
住院天数：⟪duration|28天⟫
总费用：⟦AMOUNT|38,462.50元⟧
医保统筹支付：⟦AMOUNT|26,110.00元⟧
个人自付：⟦AMOUNT|12,352.50元⟧
预交金：⟦AMOUNT|15,000.00元⟧   应退：⟦AMOUNT|2,647.50元⟧
收费员：⟦PERSON|孙丽⟧   ⟪date|2026-03-18⟫
"""),
("社区养老驿站_签到表", """
⟪org_name|和平里社区养老驿站⟫ 助餐签到 ⟪date|3月5日⟫
| 姓名 | 年龄 | 餐标 | 特殊饮食 | 本月余额 |
|---|---|---|---|---|
| ⟦PERSON|马桂兰⟧ | 82 | ⟪price|15元/餐⟫ | ⟦MEDICAL|糖尿病，少糖⟧ | ⟦AMOUNT|236元⟧ |
| ⟦PERSON|老周⟧ | 79 | ⟪price|15元/餐⟫ | 软食 | ⟦AMOUNT|48元⟧ |
| ⟦PERSON|何淑珍⟧ | 88 | ⟪price|12元/餐⟫（高龄补贴） | ⟦MEDICAL|吞咽困难，需糊状⟧ | ⟦AMOUNT|310元⟧ |
值班：⟦PERSON|小刘⟧  驿站电话 ⟦PHONE|010-6428 3371⟧
"""),
("社区养老驿站_家属微信", """
⟦PERSON|许小姐⟧：您好，我妈妈这周三能不能多待一会，我加班
驿站⟦PERSON|小刘⟧：可以的许姐，⟦PERSON|何奶奶⟧中午吃了药（⟦MEDICAL|氨氯地平 5mg⟧），血压 ⟪bp_reading|138/82⟫，挺好的
⟦PERSON|许小姐⟧：太好了谢谢！日托费 ⟦AMOUNT|600元⟧ 我微信转你了
驿站⟦PERSON|小刘⟧：收到～收据下周给您。对了活动室下周二 ⟪time|下午两点⟫ 有免费测⟪health_term|骨密度⟫
""".replace("可以的许姐", "可以的⟦PERSON|许姐⟧")),
("宽带装机_工单", """
【装机工单】工单号：⟪job_ref|GD202603120087⟫  业务：⟪product_code|千兆宽带+IPTV⟫
用户姓名：⟦PERSON|黄志强⟧   联系电话：⟦PHONE|13760283319⟧
装机地址：⟦ADDRESS|广东省广州市天河区体育西路103号维多利广场B座1807室⟧
预约时间：⟪date|2026-03-14⟫ ⟪time|14:00-16:00⟫
光猫型号：⟪product_code|HG6145F⟫  SN：⟪serial_number|FHTT9A2C7E41⟫
宽带账号：⟪account_ref|020HZQ88172⟫  宽带密码：⟦PASSWORD|hzq@2026⟧
WiFi名称：⟪ssid|ChinaNet-7xQa⟫  WiFi密码：⟦PASSWORD|88776655hz⟧
装维师傅：⟦PERSON|陈师傅⟧ ⟦PHONE|18925140076⟧
"""),
("宽带装机_客服电话记录", """
[通话记录 ⟪timestamp|2026-02-27 10:41⟫ 坐席 ⟪agent_id|10086-3321⟫]
客服：您好，请问您是机主本人吗？
用户：对，我叫⟦PERSON|吴海燕⟧，身份证后四位 ⟪id_tail|3368⟫。
客服：好的吴女士，您反映宽带一直掉线是吧？您的地址是⟦ADDRESS|浙江省杭州市西湖区文三路477号华星科技大厦附近的紫荆花小区6幢302⟧？
用户：是的。家里老人⟦MEDICAL|装了心脏起搏器⟧，要用远程监护，不能断网。
客服：明白，给您加急，师傅今天下午联系您，电话还是 ⟦PHONE|15988120437⟧ 吗？
用户：是。
""".replace("好的吴女士", "好的⟦PERSON|吴女士⟧")),
("充电桩APP_订单通知", """
【⟪org_name|快电⟫】尊敬的用户 ⟦PHONE|138****⟧ 您好 —— 
""".replace("⟦PHONE|138****⟧", "⟪masked_phone|138****6621⟫") + """您于 ⟪timestamp|2026-03-09 21:14⟫ 在 ⟪place|南山科技园充电站⟫ ⟪charger_id|3号桩⟫ 完成充电，
充电量 ⟪energy|42.6度⟫，电费 ⟦AMOUNT|31.52元⟧，服务费 ⟦AMOUNT|17.04元⟧，合计 ⟦AMOUNT|48.56元⟧，已从余额扣除。
当前账户余额 ⟦AMOUNT|151.44元⟧。订单号 ⟪order_ref|KD2026030921140093⟫。
"""),
("充电桩APP_后台配置", """
# cdz-app/application-prod.yml
server:
  port: ⟪port|8081⟫
spring:
  datasource:
    url: jdbc:mysql://⟦IP_ADDRESS|10.30.2.15⟧:3306/cdz?useSSL=true
    username: cdz_app
    password: ⟦PASSWORD|Cdz#Prod2026⟧
aliyun:
  oss:
    access-key-id: ⟦APIKEY|$key_alibaba1⟧
    access-key-secret: ⟦SECRET|$ali_secret1⟧
    bucket: ⟪bucket|cdz-invoice-prod⟫
wechat:
  pay:
    mch-id: ⟪app_id|1608823411⟫
    api-v3-key: ⟦SECRET|$tencent_secret1⟧
jwt:
  demo-token: ⟦APIKEY|$jwt3⟧
"""),
("充电桩APP_用户投诉", """
工单 ⟪ticket_ref|TS-88231⟫ | 渠道：APP内反馈 | ⟪timestamp|2026-03-11 08:02⟫
用户：⟦PERSON|郑凯⟧ ⟦PHONE|17612093385⟧
内容：昨晚在⟪place|宝安机场P4停车场⟫充电，充满后一直没停止计费，被多扣了 ⟦AMOUNT|63元⟧！还有占位费 ⟦AMOUNT|20元⟧ 也不合理，当时桩显示故障码 ⟪error_code|E-0417⟫。要求退款。
处理：客服⟦PERSON|小桃⟧已核实，退款 ⟦AMOUNT|83元⟧ 原路返回。占位费标准 ⟪price|每15分钟5元⟫。
"""),
("光伏安装_合同", """
户用光伏电站安装合同  合同编号：⟪contract_ref|GF-SD-2026-0315⟫
甲方（业主）：⟦PERSON|孙长青⟧   身份证号：⟦IDCARD|$cnid9⟧
地址：⟦ADDRESS|山东省青岛市市南区香港中路36号⟧
乙方：⟪org_name|青岛阳光新能源科技有限公司⟫
装机容量：⟪capacity|20.5kW⟫，组件 ⟪product_code|隆基Hi-MO 6 550W⟫ × 37 块
合同总价：⟦AMOUNT|人民币捌万贰仟元整⟧（⟦AMOUNT|¥82,000⟧），首付 ⟦AMOUNT|¥20,000⟧，余款贷款。
还款账户：⟦CARD|$up2⟧（⟪org_name|农商银行⟫）
甲方签字：⟦PERSON|孙长青⟧   日期：⟪date|2026年3月15日⟫
"""),
("光伏安装_钉钉群通知", """
【钉钉群·光伏施工三组】
@⟦PERSON|刘强⟧ @⟦PERSON|邓小军⟧ 明天 ⟪time|8点⟫ 去⟦ADDRESS|江苏省南京市玄武区龙蟠路168号⟧装⟦PERSON|蒋总⟧家的屋顶，⟪count|42块⟫板，逆变器 ⟪product_code|SUN2000-20KTL⟫。
业主说他爸⟦MEDICAL|腿脚不好刚做完手术⟧，施工别太吵。
并网资料找⟦PERSON|钱会计⟧要。
机器人推送地址（别外传）：⟦SECRET|$dingtalk_hook1⟧
"""),
("婚宴酒店_预订单", """
⟪org_name|金陵大饭店⟫ 婚宴预订确认单   编号 ⟪booking_ref|HY-20261001-03⟫
新郎：⟦PERSON|唐浩然⟧   新娘：⟦PERSON|宋佳怡⟧
联系人：⟦PERSON|唐浩然⟧ ⟦PHONE|13951862207⟧
婚期：⟪date|2026年10月1日⟫ 中午   宴会厅：⟪place|金陵厅⟫   桌数：⟪count|28桌⟫ + 备桌 ⟪count|2桌⟫
菜单标准：⟪price|5888元/桌⟫（不含酒水）
已付定金：⟦AMOUNT|30,000元⟧   预计总额：⟦AMOUNT|176,640元⟧
宴会经理：⟦PERSON|潘经理⟧ ⟦PHONE|025-8471 1888⟧
"""),
("婚宴酒店_宾客座位表", """
婚宴座位安排（女方亲友）
1号桌：⟦PERSON|宋建华⟧、⟦PERSON|周梅⟧、⟦PERSON|宋佳明⟧、⟦PERSON|大舅⟧不算、⟦PERSON|二姨⟧不算
""".replace("、⟦PERSON|大舅⟧不算、⟦PERSON|二姨⟧不算", "、大舅一家、二姨") + """2号桌：⟦PERSON|老马⟧夫妇、⟦PERSON|小雨⟧（⟦MEDICAL|花生过敏⟧，上菜注意）
3号桌：大学同学 ⟦PERSON|韩笑⟧、⟦PERSON|杜若⟧、⟦PERSON|Lily⟧、⟦PERSON|阿杰⟧
儿童餐 ⟪count|3份⟫，素食 ⟪count|2份⟫。桌号牌颜色 ⟪color|香槟金⟫。
"""),
("滑雪场_租赁押金单", """
⟪org_name|万龙滑雪场⟫ 雪具租赁单 No.⟪receipt_ref|WL0012871⟫
租赁人：⟦PERSON|冯一鸣⟧  手机：⟦PHONE|18601137724⟧
证件：身份证 ⟦IDCARD|$cnid15⟧
雪板 ⟪product_code|Burton Custom 154⟫ / 雪鞋 ⟪size|42码⟫ / 头盔
租金 ⟪price|280元/天⟫ × 2天
押金：⟦AMOUNT|2000元⟧（微信）  退还押金：⟦AMOUNT|2000元⟧ ⟪date|1月18日⟫
"""),
("滑雪场_雪况播报_无个人信息", """
【⟪place|崇礼⟫雪况】⟪date|1月20日⟫
开放雪道 ⟪count|35条⟫，最长 ⟪distance|4.2公里⟫；雪深 ⟪depth|80-120厘米⟫，昨夜新雪 ⟪depth|5厘米⟫。
气温 ⟪temperature|-18℃~-9℃⟫，山顶风力 ⟪wind|5级⟫，⟪time|15:30⟫后高级道关闭。
今日票价：全天 ⟪price|598元⟫，夜场 ⟪price|198元⟫。
"""),
("滑雪场_教练排班_企业微信", """
企业微信·滑雪学校排班 ⟪date|1/19⟫
单板初级班 ⟪course_code|SB-101⟫：⟦PERSON|耿教练⟧ 带 ⟪count|6人⟫
双板私教：⟦PERSON|Wang Lei⟧（⟦PERSON|王磊⟧）⟪time|9:00-12:00⟫ 学员⟦PERSON|于先生⟧一家三口，小孩⟦MEDICAL|有癫痫病史⟧，家长已签知情书
医务室：⟦PERSON|蔡护士⟧ 分机 ⟪extension|8012⟫
群机器人：⟦SECRET|$wecom_hook1⟧
"""),
("旅行社_护照收集", """
⟦PERSON|韩经理⟧：日本签证材料请在 ⟪date|3月20日⟫ 前交齐。
1. ⟦PERSON|崔明⟧ 护照 ⟦PASSPORT|E63071542⟧
2. ⟦PERSON|崔佳慧⟧ 护照 ⟦PASSPORT|EJ4418270⟧
3. ⟦PERSON|白雪⟧ 护照 ⟦PASSPORT|E90215873⟧
签证费 ⟪price|每人350元⟫，已收 ⟦AMOUNT|1050元⟧。在职证明模板在群文件。
"""),
("康复医院_治疗师排班_飞书", """
【飞书·康复治疗部】本周排班调整
PT组：⟦PERSON|林涛⟧ 周一、三、五；⟦PERSON|欧阳菲⟧ 周二、四
OT组：⟦PERSON|甘雨⟧ 负责 ⟪bed_number|3-15床⟫
ST组：⟦PERSON|邱老师⟧ 本周休假，吞咽评估由⟦PERSON|甘雨⟧代
提醒：⟪bed_number|8床⟫⟦PERSON|贺大爷⟧⟦MEDICAL|骨质疏松，转移时防跌倒⟧
机器人：⟦SECRET|$feishu_hook1⟧
"""),
("社区养老驿站_服务协议", """
居家养老服务协议
服务对象：⟦PERSON|冉秀华⟧，女，出生日期 ⟦DATE_OF_BIRTH|1944年3月2日⟧，身份证 ⟦IDCARD|$cnid14⟧
住址：⟦ADDRESS|北京市海淀区学院路30号院7号楼3单元502⟧
健康状况：⟦MEDICAL|阿尔茨海默病（中度）⟧，⟦MEDICAL|高血压三级⟧
紧急联系人：⟦PERSON|冉小东⟧（儿子）⟦PHONE|13601059284⟧
服务内容：助浴每周2次（⟪price|80元/次⟫），助餐，陪同就医。
本月预存：⟦AMOUNT|1,600元⟧   政府补贴：⟪subsidy|每月500元⟫
""".replace("⟪subsidy|每月500元⟫", "⟪price|每月500元⟫")),
("宽带装机_路由器说明_无个人信息", """
家用路由器快速设置
1. 用网线连接光猫 LAN1 口与路由器 WAN 口。
2. 浏览器打开 ⟪doc_ip|192.0.2.1⟫ 或 ⟪domain|tplogin.cn⟫。
3. 选择“宽带拨号”，输入运营商提供的账号密码。
4. 设置无线名称，建议使用 WPA2/WPA3 混合加密。
固件版本 ⟪version|1.2.8 Build 20251106⟫，恢复出厂请长按 RESET ⟪duration|8秒⟫。
"""),
("光伏安装_业主短信", """
【⟪org_name|晶耀光伏⟫】⟦PERSON|邓阿姨⟧您好，您家光伏电站 ⟪capacity|15kW⟫ 已于今日并网，本月发电收益 ⟦AMOUNT|432.18元⟧ 将于 ⟪date|4月10日⟫ 打入尾号 ⟪id_tail|5521⟫ 的银行卡。查询请拨 ⟦PHONE|400-820-6617⟧。
"""),
("充电桩APP_运维日志", """
2026-03-12 02:11:07.338 INFO  [ocpp-gw] station=⟪station_id|SZ-NS-0042⟫ connector=2 StatusNotification Faulted errorCode=⟪error_code|GroundFailure⟫
2026-03-12 02:11:07.402 WARN  [notify] on-call=⟦PERSON|zhaolei⟧ phone=⟦PHONE|13682450917⟧ sms sent
2026-03-12 02:11:09.990 INFO  [ocpp-gw] remote ip=⟦IP_ADDRESS|120.231.44.18⟧ BootNotification vendor=⟪org_name|星星充电⟫ fw=⟪version|V3.6.12⟫
2026-03-12 02:15:31.004 ERROR [billing] refund failed user_id=⟪user_id|u_20931⟫ amount=⟦AMOUNT|27.60⟧ reason=⟪error_code|CHANNEL_TIMEOUT⟫
2026-03-12 02:15:31.005 DEBUG [billing] tencent cos SecretId=⟦APIKEY|$key_tencent1⟧ SecretKey=⟦SECRET|$tencent_secret2⟧
"""),
("潜水俱乐部_微信群_装备转让", """
[潜水爱好者群]
⟦PERSON|大鹏⟧：出一套 ⟪product_code|Scubapro MK25⟫ 调节器，九成新 ⟪price|4500⟫ 不议
⟦PERSON|Coco⟧：@⟦PERSON|大鹏⟧ 上次你说耳朵那个好了吗
⟦PERSON|大鹏⟧：好了，医生说⟦MEDICAL|外耳道炎⟧，停潜两周就行
⟦PERSON|Coco⟧：那我要了！转你 ⟦AMOUNT|4500元⟧，地址发你私信
群主⟦PERSON|老K⟧：下个月⟪place|仙本那⟫团还有 ⟪count|2个⟫ 名额哈
"""),
]
TEXTS += [
("旅行社_港台旅客名单", """
【⟪org_name|环宇假期⟫】桂林阳朔4天 团号 ⟪tour_code|GL-0408-HK⟫
1. ⟦PERSON|陳家豪⟧ CHAN Ka Ho  香港身份證 ⟦NATIONAL_ID|$hkid1⟧  回鄉證 H10338271
2. ⟦PERSON|黃美玲⟧ WONG Mei Ling  香港身份證 ⟦NATIONAL_ID|$hkid2⟧
3. ⟦PERSON|林志明⟧  台灣身分證 ⟦NATIONAL_ID|$twid1⟧  台胞證 0918 2736
備註：⟦PERSON|黃美玲⟧ ⟦MEDICAL|暈車嚴重⟧，請安排前排座位 ⟪seat_number|2A⟫。
團費 ⟪price|HK$2,680⟫/位，已收 ⟦AMOUNT|HK$8,040⟧。
""".replace("CHAN Ka Ho", "⟦PERSON|CHAN Ka Ho⟧").replace("WONG Mei Ling", "⟦PERSON|WONG Mei Ling⟧")),
("康复医院_出院小结", """
出院小结
姓名：⟦PERSON|罗建平⟧  性别：男  年龄：⟪age|58岁⟫  住院号：K2026-00318
入院诊断：⟦MEDICAL|颈髓损伤（C5 ASIA B级）⟧
治疗经过：予⟦MEDICAL|高压氧治疗⟧、⟦MEDICAL|站立床训练⟧、膀胱功能训练。
出院带药：⟦MEDICAL|巴氯芬片 10mg tid⟧，⟦MEDICAL|甲钴胺 0.5mg tid⟧
出院医嘱：⟪date|2周后⟫复诊，康复科门诊电话 ⟦PHONE|0755-2653 7710⟧
主治医师：⟦PERSON|邝志华⟧
"""),
("康复医院_陪护费微信支付记录", """
微信支付 | 转账成功
收款方：⟦PERSON|*雪梅⟧
""".replace("⟦PERSON|*雪梅⟧", "⟪masked_name|*雪梅⟫") + """转账金额：⟦AMOUNT|¥4,200.00⟧
转账说明：三月护工费（⟦PERSON|陶大爷⟧ ⟪bed_number|16床⟫）
转账时间：⟪timestamp|2026-03-31 19:42:08⟫
交易单号：⟪tx_ref|1000050001202603311942087712⟫
"""),
("社区养老驿站_紧急呼叫记录", """
⟪timestamp|2026-02-14 05:37⟫ 一键呼叫  设备号 ⟪device_id|HJ-0917⟫
老人：⟦PERSON|邵德福⟧  ⟦ADDRESS|上海市徐汇区田林路200弄15号601室⟧
情况：⟦MEDICAL|夜间胸闷、气短⟧，既往⟦MEDICAL|冠心病，放过两个支架⟧
处置：驿站值班⟦PERSON|小潘⟧电话联系⟦PERSON|邵德福⟧儿子⟦PERSON|邵斌⟧ ⟦PHONE|13764410825⟧，同时呼叫120，⟪time|05:58⟫送⟪place|中山医院⟫。
门禁密码（仅限急救用）：⟦PASSWORD|#3916⟧
"""),
("宽带装机_内部系统日志", """
[2026-03-15 09:02:41] INFO  worker=⟦PERSON|lihuan⟧ ip=⟦IP_ADDRESS|10.2.33.71⟧ 领取工单 ⟪job_ref|GD202603150012⟫
[2026-03-15 09:02:41] DEBUG 客户={"name":"⟦PERSON|蒋文静⟧","mobile":"⟦PHONE|18817302245⟧","addr":"⟦ADDRESS|上海市浦东新区张江路1238弄8号1202⟧"}
[2026-03-15 09:40:10] INFO  OLT=⟪device_id|OLT-PD-ZJ-07⟫ PON=⟪pon_port|0/3/12⟫ ONU上线，光功率 ⟪optical_power|-19.8dBm⟫
[2026-03-15 09:41:55] WARN  pppoe 认证失败 user=⟪account_ref|021JWJ30177⟫ 次数=3
[2026-03-15 09:45:03] INFO  回访短信已发送，模板 ⟪template_id|SMS_229910⟫
"""),
("充电桩APP_注册短信", """
【⟪org_name|特来电⟫】您的验证码为 ⟪otp_code|482915⟫，⟪duration|5分钟⟫内有效。您正在绑定充电卡 ⟪card_label|TLD-0038812⟫，如非本人操作请忽略。客服 ⟦PHONE|400-1300-001⟧
"""),
("充电桩APP_发票申请表单", """
发票抬头：⟦PERSON|韦晓峰⟧（个人）
邮箱：⟦EMAIL|weixf1988@163.com⟧
开票金额：⟦AMOUNT|1,286.40元⟧（⟪date|2026年1-3月⟫充电费）
订单数：⟪count|37笔⟫
手机：⟦PHONE|15107716623⟧
备注：电子发票发到邮箱即可，谢谢
"""),
("光伏安装_贷款审批", """
⟪org_name|XX银行⟫ 光伏贷审批结果通知
借款人：⟦PERSON|董桂芳⟧  身份证：⟦IDCARD|$cnid8⟧  出生日期：⟦DATE_OF_BIRTH|1983-10-05⟧
共同借款人：⟦PERSON|何军⟧
审批额度：⟦AMOUNT|65,000元⟧，期限 ⟪duration|60期⟫，年化利率 ⟪percentage|4.35%⟫
月供：⟦AMOUNT|1,206.12元⟧，还款卡：⟦CARD|$up1⟧
客户经理：⟦PERSON|葛经理⟧ ⟦PHONE|0371-6558 2210⟧
"""),
("光伏安装_电站监控_无个人信息", """
电站监控日报 ⟪date|2026-04-02⟫
装机容量 ⟪capacity|500kWp⟫（工商业屋顶）
今日发电 ⟪energy|2,318 kWh⟫，等效小时 ⟪hours|4.64h⟫
逆变器 ⟪device_id|INV-07⟫ 告警：组串 PV11 电流偏低
上网电价 ⟪price|0.3949元/kWh⟫，自发自用比例 ⟪percentage|78%⟫
今日值班：⟦PERSON|黎工⟧ ⟦PHONE|13590218847⟧
"""),
("婚宴酒店_礼金登记", """
礼金登记簿（男方）  ⟪date|2026.10.01⟫
⟦PERSON|唐卫东⟧（大伯） ⟦AMOUNT|2000⟧
⟦PERSON|唐卫红⟧（姑姑） ⟦AMOUNT|1600⟧
⟦PERSON|老吴⟧（爸爸同事） ⟦AMOUNT|800⟧
⟦PERSON|Kevin Zhou⟧ ⟦AMOUNT|1000⟧
⟦PERSON|孟凡⟧、⟦PERSON|孟凡的女朋友⟧ ⟦AMOUNT|1200⟧
合计 ⟦AMOUNT|6600⟧ 元   记账：⟦PERSON|小舅⟧
""".replace("、⟦PERSON|孟凡的女朋友⟧", "和女朋友").replace("记账：⟦PERSON|小舅⟧", "记账：小舅") + "桌数 ⟪count|28⟫，司仪费 ⟪price|3800元⟫（酒店推荐价）\n"),
("婚宴酒店_投诉邮件", """
发件人：⟦EMAIL|song.jiayi@qq.com⟧
收件人：⟦EMAIL|service@jinlinghotel.example.cn⟧
主题：关于10月1日婚宴的投诉

您好，我是⟦PERSON|宋佳怡⟧，10月1日在贵酒店⟪place|金陵厅⟫举办婚宴。
当天我们提前告知有一桌宾客⟦MEDICAL|对海鲜严重过敏⟧，结果还是上了虾仁，导致我表妹⟦PERSON|宋晓彤⟧⟦MEDICAL|全身起疹、喉头水肿⟧送医，医疗费 ⟦AMOUNT|3,460元⟧。
请贵酒店给出处理方案。我的电话 ⟦PHONE|13951862207⟧。
⟦PERSON|宋佳怡⟧
"""),
("滑雪场_救援记录", """
⟪org_name|雪场救护队⟫ 事故记录 编号 ⟪incident_ref|JH-2026-0117⟫
时间：⟪timestamp|2026-01-17 14:05⟫  地点：⟪place|高级道G3中段⟫
伤者：⟦PERSON|穆晨⟧，男，约30岁，手机 ⟦PHONE|13520473316⟧
伤情：⟦MEDICAL|右锁骨骨折可能⟧，⟦MEDICAL|意识清楚，头盔完整⟧
处置：固定后雪地摩托转运，⟪time|14:40⟫ 交由 ⟪org_name|崇礼区医院⟫ 救护车。
救援人员：⟦PERSON|贾涛⟧、⟦PERSON|乌日娜⟧
"""),
("滑雪场_季卡购买", """
雪季卡购买成功 🎿
持卡人：⟦PERSON|俞思涵⟧
身份证：⟦IDCARD|$cnid18⟧
出生日期：⟦DATE_OF_BIRTH|1997年11月30日⟧
卡号：⟪card_label|SK2627-008812⟫   有效期 ⟪date|2026.11.15-2027.04.05⟫
实付：⟦AMOUNT|¥3,299⟧（早鸟价，原价 ⟪price|¥4,999⟫）
"""),
("旅行社_退款协商通话", """
[录音转写] 客户：我是⟦PERSON|倪红⟧，订的是⟪tour_code|西藏林芝8日游⟫，我老公⟦PERSON|包伟⟧查出来⟦MEDICAL|心脏有问题⟧，医生不让去高原。
客服：理解，请提供医院证明。您的订单总额是 ⟦AMOUNT|一万二千八百元⟧，按合同出发前7天取消扣 ⟪percentage|20%⟫。
客户：能不能全退？我们都六十多了。
客服：我帮您申请，最少可以退 ⟦AMOUNT|一万零二百四十元⟧。退到原支付卡 ⟪masked_card|6222 **** **** 0917⟫。
"""),
("潜水俱乐部_会员数据库导出", """
member_id,姓名,手机,证书级别,潜水次数,保险到期,备注
⟪member_id|M0091⟫,⟦PERSON|付晓光⟧,⟦PHONE|13798241106⟧,⟪cert_level|AOW⟫,⟪count|86⟫,⟪date|2026-08-31⟫,
⟪member_id|M0092⟫,⟦PERSON|Zhou Yuqing⟧,⟦PHONE|18676330912⟧,⟪cert_level|Rescue⟫,⟪count|142⟫,⟪date|2026-05-10⟫,⟦MEDICAL|轻度哮喘已控制⟧
⟪member_id|M0093⟫,⟦PERSON|龚磊⟧,⟦PHONE|13510887234⟧,⟪cert_level|OW⟫,⟪count|12⟫,⟪date|2027-01-02⟫,余额⟦AMOUNT|600⟧
"""),
("康复医院_OA通知_无患者", """
关于开展“脑卒中康复宣传周”活动的通知
各科室：
为提高公众对⟪health_term|脑卒中⟫早期识别能力，定于⟪date|5月12日⟫至⟪date|5月18日⟫开展宣传周活动。
活动内容：⟪health_term|“BE FAST”口诀⟫讲解、免费测血压血糖、⟪health_term|吞咽障碍⟫筛查演示。
地点：⟪place|门诊大厅⟫。请各科室于⟪date|5月8日⟫前报送参与人员名单至医务科。
联系人：医务科⟦PERSON|包主任⟧，电话 ⟦PHONE|0571-8723 0516⟧，邮箱 ⟦EMAIL|yiwuke@kfyy.example.cn⟧
"""),
("社区养老驿站_政府补贴公示", """
⟪org_name|朝阳区八里庄街道⟫ 高龄津贴发放公示（⟪date|2026年3月⟫）
| 序号 | 姓名 | 身份证号 | 发放金额 |
|---|---|---|---|
| 1 | ⟪masked_name|王**⟫ | ⟪masked_id|1101********1234⟫ | ⟦AMOUNT|800元⟧ |
| 2 | ⟪masked_name|李**⟫ | ⟪masked_id|1101********5521⟫ | ⟦AMOUNT|500元⟧ |
| 3 | ⟦PERSON|张桂芝⟧ | ⟦IDCARD|$cnid17⟧ | ⟦AMOUNT|300元⟧ |
备注：第3行为录入错误未脱敏，已通知重新公示。津贴标准 ⟪price|每月300-800元⟫。
"""),
("宽带装机_师傅抢单群", """
【装维抢单群】
⟦PERSON|老胡⟧：⟪place|望京⟫这单谁去？⟪job_ref|GD0316-221⟫ 移机，客户⟦PERSON|姚女士⟧
⟦PERSON|小严⟧：我去
⟦PERSON|老胡⟧：地址 ⟦ADDRESS|北京市朝阳区望京西路48号金隅国际C座2306⟧，电话 ⟦PHONE|13811209473⟧，她家门禁 ⟦PASSWORD|2580#⟧
⟦PERSON|小严⟧：收到👌 移机费 ⟪price|100元⟫ 现场收吗
⟦PERSON|老胡⟧：她已经线上付了 ⟦AMOUNT|100.00元⟧
""".replace("移机费 ⟪price|100元⟫ 现场收吗", "移机费按标准 ⟪price|100元/次⟫ 现场收吗")),
("光伏安装_SSH运维记录", """
$ ssh ⟦PERSON|yangfan⟧@⟦IP_ADDRESS|192.168.10.50⟧
$ cat /opt/pv-monitor/config.env
MODBUS_HOST=⟦IP_ADDRESS|192.168.10.77⟧
MODBUS_PORT=⟪port|502⟫
MQTT_PASS=⟦PASSWORD|pvMon!9921⟧
ALIYUN_AK=⟦APIKEY|$key_alibaba2⟧
ALIYUN_SK=⟦SECRET|$ali_secret2⟧
TOTP_SEED=⟦SECRET|$totp1⟧
$ systemctl restart pv-monitor   # ⟪version|v2.4.1⟫
"""),
("婚宴酒店_菜单报价_无个人信息", """
2026年婚宴菜单（适用 ⟪date|1月1日至12月31日⟫）
A 套餐 ⟪price|4,888元/桌⟫：冷盘八味、鲍汁扣鹅掌、清蒸东星斑、佛跳墙……
B 套餐 ⟪price|5,888元/桌⟫：增加 ⟪product_code|澳洲龙虾⟫、花胶鸡汤
C 套餐 ⟪price|7,888元/桌⟫：增加 ⟪product_code|和牛⟫
最低消费 ⟪price|20桌起⟫，服务费 ⟪percentage|10%⟫，赠送 ⟪product_code|LED大屏⟫。
预订热线 ⟦PHONE|025-8471 2666⟧（宴会部）
"""),
("充电桩APP_开发者报错", """
Exception in thread "billing-sync" java.lang.IllegalStateException: 用户余额为负
    at com.cdz.billing.WalletService.deduct(WalletService.java:⟪line_number|214⟫)
    at com.cdz.billing.SessionCloser.close(SessionCloser.java:⟪line_number|88⟫)
Context: userId=⟪user_id|u_77120⟫ nickname=⟦PERSON|老周⟧ phone=⟦PHONE|18929337104⟧ balance=⟦AMOUNT|-12.35⟧ sessionId=⟪uuid|9c0e71a2-4b7f-4f0e-8a55-2b1d03e7c6aa⟫
Build: ⟪build_id|cdz-billing-2026.03.11-r7⟫  host=⟪hostname|bill-02⟫
"""),
("潜水俱乐部_海外潜水行程确认", """
⟦PERSON|翁立⟧ 您好：
您报名的 ⟪place|菲律宾阿尼洛⟫ 潜水 5晚 行程已确认。
入住：⟪org_name|Buceo Anilao Resort⟫，⟪date|2026年5月1日⟫-⟪date|5月6日⟫
同行：⟦PERSON|翁立⟧、⟦PERSON|桑悦⟧
护照号：⟦PASSPORT|EH0277391⟧、⟦PASSPORT|E71530846⟧
费用 ⟦AMOUNT|¥14,600⟧ 已付清。⟦PERSON|桑悦⟧ 填写的⟦MEDICAL|鼻窦炎⟧需潜医评估，请带上体检报告。
联系人 ⟦PERSON|Grace Lim⟧ WhatsApp ⟦PHONE|+63 917 555 0142⟧
"""),
("康复医院_家属来信_OCR", """
尊敬的⟦PERSON|柯主任⟧：
  我是⟦PERSON|万淑芬⟧的女儿⟦PERSON|万琳⟧。我母亲去年⟦MEDICAL|髋关节置换术⟧后在贵院康复科住了一个月，
  现在已经能拄拐行走。特别感谢治疗师⟦PERSON|小简⟧的耐心。
  特送锦旗一面。我家住⟦ADDRESS|湖北省武汉市武昌区中南路99号保利广场附近的南湖花园13栋⟧，
  有需要随访请打⟦PHONE|13872210058⟧。
                               ⟦PERSON|万琳⟧ ⟪date|2026年2月⟫
"""),
("旅行社_美国游学_资料", """
游学营报名表（美国波士顿 ⟪date|7月⟫ ⟪duration|3周⟫）
学生：⟦PERSON|庞子轩⟧  英文名 ⟦PERSON|Jason Pang⟧  出生日期 ⟦DATE_OF_BIRTH|2011-04-22⟧
护照：⟦PASSPORT|EK3308125⟧
寄宿家庭：⟦PERSON|Mrs. Karen Doyle⟧，⟦ADDRESS|58 Elm Street, Newton, MA 02458⟧，⟦PHONE|617-555-0163⟧
""".replace("⟦PERSON|Mrs. Karen Doyle⟧", "Mrs. ⟦PERSON|Karen Doyle⟧") + """
费用 ⟪price|¥39,800⟫，家长已付 ⟦AMOUNT|¥39,800.00⟧（含保险）。
"""),
("社区养老驿站_志愿者排班", """
周末志愿者排班
周六上午：⟦PERSON|卢阿姨⟧ 陪⟦PERSON|毛爷爷⟧散步（⟦MEDICAL|帕金森，需搀扶⟧）
周六下午：⟦PERSON|蔡文⟧、⟦PERSON|詹一帆⟧ 读报
周日：⟪org_name|社工站⟫ 义诊，⟪health_term|血压血糖⟫免费测
志愿服务时长记入⟪platform|志愿北京⟫，每次 ⟪hours|2小时⟫。
"""),
]
TEXTS += [
("旅行社_报名表_身份证", """
⟪org_name|春秋国旅⟫ 出境游报名表
姓名：⟦PERSON|欧阳静⟧   性别：女   出生日期：⟦DATE_OF_BIRTH|1991年8月8日⟧
身份证：⟦IDCARD|$cnid16⟧
护照：⟦PASSPORT|EA8812630⟧
户籍地址：⟦ADDRESS|广东省广州市越秀区东风中路318号嘉业大厦1105室⟧
邮箱：⟦EMAIL|ouyangjing91@126.com⟧
线路：⟪tour_code|冰岛极光9日⟫，团费 ⟪price|28,999元⟫，已付定金 ⟦AMOUNT|5,000元⟧
"""),
("潜水俱乐部_退款银行卡", """
⟦PERSON|苗老师⟧您好，我是上周报名AOW的⟦PERSON|蔺小川⟧，因为⟦MEDICAL|感冒中耳炎⟧医生建议暂停潜水，想申请退款。
课程费 ⟦AMOUNT|2,880元⟧，麻烦退到我的银行卡：⟦CARD|$up3⟧（⟪org_name|招商银行⟫ 开户名⟦PERSON|蔺小川⟧）
身份证 ⟦IDCARD|$cnid20⟧ 出生 ⟦DATE_OF_BIRTH|1982-04-06⟧，需要的话可以补材料。谢谢！
"""),
("婚宴酒店_刷卡单", """
⟪org_name|银联⟫ POS 签购单 商户存根
商户名称：⟪org_name|杭州西湖国宾馆⟫   终端号 ⟪terminal_id|10330871⟫
卡号：⟦CARD|$up4⟧
交易类型：消费（婚宴尾款）
金额：⟦AMOUNT|RMB 98,560.00⟧
持卡人签名：⟦PERSON|邹亦凡⟧
日期时间：⟪timestamp|2026/05/20 21:47:33⟫  参考号 ⟪ref_number|771204553810⟫
"""),
("社区养老驿站_老人档案", """
老人基本信息档案
姓名：⟦PERSON|蒲桂英⟧     出生日期：⟦DATE_OF_BIRTH|1951年7月9日⟧    身份证号：⟦IDCARD|$cnid22⟧
住址：⟦ADDRESS|山东省青岛市市南区湛山四路17号2单元301⟧
慢病：⟦MEDICAL|高血压⟧、⟦MEDICAL|慢性肾病3期⟧，长期服用⟦MEDICAL|硝苯地平控释片 30mg⟧
监护人：⟦PERSON|蒲海⟧ ⟦PHONE|13589273301⟧，⟦EMAIL|puhai1978@sina.com⟧
助餐卡余额：⟦AMOUNT|126.50元⟧   家门钥匙存放：驿站保险柜，柜密码 ⟦PASSWORD|770915⟧
"""),
("康复医院_医保报销_短信", """
【⟪org_name|杭州医保⟫】⟦PERSON|裘美娟⟧您好，您在⟪org_name|浙江省康复医学中心⟫的住院费用已结算，统筹支付 ⟦AMOUNT|18,230.44元⟧，个人账户支付 ⟦AMOUNT|2,006.00元⟧，现金支付 ⟦AMOUNT|3,417.90元⟧。查询电话 ⟦PHONE|0571-12393⟧。
"""),
("充电桩APP_会员注册_身份证", """
POST /api/v1/member/realname
{"userId":"⟪user_id|u_88213⟫","realName":"⟦PERSON|晏子豪⟧","idNo":"⟦IDCARD|$cnid21⟧","birth":"⟦DATE_OF_BIRTH|1993-01-19⟧",
 "mobile":"⟦PHONE|15626104478⟧","plate":"⟪vehicle_plate|粤B·D88215⟫","vin":"⟪vin|LGXCE6CB8N0123456⟫"}
Response 200 {"code":0,"msg":"实名认证成功","traceId":"⟪trace_id|7f21c0a9e3b4⟫"}
"""),
]
TEXTS += [
("宽带装机_企业专线开通单", """
企业专线开通确认单  单号 ⟪job_ref|ZX-2026-0322-07⟫
客户单位：⟪org_name|成都蓉锦康复器械有限公司⟫
联系人：⟦PERSON|祁红梅⟧  手机 ⟦PHONE|13880417752⟧  邮箱 ⟦EMAIL|qihm@rongjin-med.example.cn⟧
安装地址：⟦ADDRESS|四川省成都市高新区天府大道中段1268号天府软件园E区3栋8楼⟧
分配公网IP：⟦IP_ADDRESS|118.113.62.140⟧  网关 ⟦IP_ADDRESS|118.113.62.129⟧  子网 ⟪cidr|118.113.62.128/27⟫
路由器管理员：admin / ⟦PASSWORD|Rj@8812!zx⟧
经办人身份证：⟦IDCARD|$cnid19⟧
月租 ⟪price|1,980元/月⟫，首月已预付 ⟦AMOUNT|1,980.00元⟧
""".replace("月租 ⟪price|1,980元/月⟫，首月已预付 ⟦AMOUNT|1,980.00元⟧", "月租 ⟪price|1,980元/月⟫，客户已预付一年 ⟦AMOUNT|23,760.00元⟧")),
("滑雪场_港澳台游客登记", """
境外游客登记（⟪place|北大湖滑雪场⟫）⟪date|2026-01-25⟫
1. ⟦PERSON|吳俊傑⟧  台灣身分證 ⟦NATIONAL_ID|$twid2⟧  電話 ⟦PHONE|+886 912 345 618⟧
2. ⟦PERSON|Tan Mei Xin⟧（新加坡）NRIC ⟦NATIONAL_ID|$nric3⟧
3. ⟦PERSON|金敏浩⟧  护照 ⟦PASSPORT|M71839024⟧
保险：⟦PERSON|吳俊傑⟧ 申报⟦MEDICAL|既往膝关节半月板损伤⟧，已购买附加险 ⟪price|45元/天⟫。
团体缴费 ⟦AMOUNT|6,840元⟧ 由领队 ⟦PERSON|Tan Mei Xin⟧ 支付。
"""),
]
