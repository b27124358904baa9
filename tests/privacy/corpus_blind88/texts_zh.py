# -*- coding: utf-8 -*-
# blind88 zh texts. Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name from values.VALUES.
TEXTS = []

TEXTS += [
("wechat_chat",
"""⟦PERSON|许小姐⟧：⟦PERSON|周师傅⟧您好，我在抖音上看到您做的柏木浴桶，想订一个
⟦PERSON|老周⟧：你好你好，要多大的？常规款⟪dimension|直径80高65⟫，⟪price|¥2680⟫
⟦PERSON|许小姐⟧：就要常规的。定金多少？
⟦PERSON|老周⟧：定金付⟦AMOUNT|一千块⟧就行，剩下的发货前付
⟦PERSON|许小姐⟧：好的，已转账⟦AMOUNT|¥1000⟧，您查收一下
⟦PERSON|老周⟧：收到了。地址发我一下
⟦PERSON|许小姐⟧：⟦ADDRESS|福建省厦门市思明区莲前东路1028号莲花五村32栋602，邮编361009⟧，⟦PERSON|许婷⟧，⟦PHONE|13906018847⟧
⟦PERSON|老周⟧：好嘞，大概十五天做好，走⟪org_name|德邦物流⟫
⟦PERSON|许小姐⟧：谢谢⟦PERSON|周师傅⟧！我家猫叫“⟪pet_name|年糕⟫”，到时候别让它把桶抓坏了哈哈"""),

("sms_notification",
"""【顺丰速运】您的快件⟪tracking_number|SF1408829163540⟫已由⟪courier_point|杭州转塘营业点⟫派送，收件人⟦PERSON|何文斌⟧（⟪masked_phone|151****0846⟫），派件员⟦PERSON|小王⟧ ⟦PHONE|15157120846⟧。如有疑问请致电⟦PHONE|95338⟧。⟪timestamp|2024-05-11 09:42⟫"""),

("python_script",
"""# 烧炭合作社 窑温报警 → 钉钉群「⟪group_name|炭窑值班⟫」
# 负责人：⟦PERSON|陈志强⟧（⟦PERSON|老陈⟧）手机 ⟦PHONE|13873125590⟧，别乱改
import time, hmac, hashlib, base64, urllib.parse, requests

WEBHOOK = "⟦SECRET|$ding_hook_1⟧"
SECRET = "⟦SECRET|$ding_sign_1⟧"
LIMIT = ⟪temperature_threshold|520⟫   # 摄氏度

def post(text):
    ts = str(round(time.time() * 1000))
    sign = base64.b64encode(hmac.new(SECRET.encode(), f"{ts}\\n{SECRET}".encode(), hashlib.sha256).digest())
    url = f"{WEBHOOK}&timestamp={ts}&sign={urllib.parse.quote_plus(sign)}"
    requests.post(url, json={"msgtype": "text", "text": {"content": text}}, timeout=5)"""),

("ocr_id_card",
"""[身份证正面 OCR]
姓名 ⟦PERSON|赵磊⟧
性别 男  民族 汉
出生 ⟦DATE_OF_BIRTH|1985 年 7 月 9 日⟧
住址 ⟦ADDRESS|四川省成都市锦江区东大街紫东楼段35号2栋1单元1402号⟧
公民身份号码 ⟦IDCARD|$cnid_zhao⟧
[背面] 签发机关 ⟪issuing_authority|成都市公安局锦江区分局⟫  有效期限 ⟪validity_period|2016.03.12-2036.03.12⟫"""),

("health_check_report",
"""⟪org_name|泸溪县人民医院⟫ 职业健康体检报告  报告编号：⟪report_number|TJ20240611-0387⟫
姓名：⟦PERSON|陈志强⟧  性别：男  出生日期：⟦DATE_OF_BIRTH|1974-12-18⟧
身份证号：⟦IDCARD|$cnid_chen⟧
工种：烧炭（土窑）  工龄：22年
主要结果：
1. ⟦MEDICAL|血压 158/96 mmHg⟧，提示⟦MEDICAL|高血压（2级）⟧
2. 胸部DR：⟦MEDICAL|双肺纹理增多⟧，建议进一步排查尘肺
3. ⟦MEDICAL|碳氧血红蛋白 6.2%（偏高）⟧，参考值 ⟪reference_range|0-2.5%⟫
4. ⟦MEDICAL|空腹血糖 6.8 mmol/L⟧（参考 ⟪reference_range|3.9-6.1⟫）
主检医师：⟦PERSON|向红梅⟧"""),

("ecommerce_review",
"""买家：⟪masked_username|木***子⟫  ⭐⭐⭐⭐⭐  规格：⟪product_variant|桐木款-原木色 37码⟫
木屐做得很精致，桐木的特别轻，穿着不磨脚。店主⟦PERSON|晓雯⟧很耐心，还帮我把带子换成了宽的。就是快递慢了点，单号⟪tracking_number|YT7461928830521⟫走了五天。
掌柜回复：谢谢亲～以后有问题直接加我微信 ⟦PERSON|xiaowen_muji0229⟧ 哦 🌸"""),

("lease_contract",
"""房屋租赁合同（节选）
出租方（甲方）：⟦PERSON|黄美玲⟧  身份证号：⟦IDCARD|$cnid_huang⟧  电话：⟦PHONE|139 1298 6620⟧
承租方（乙方）：⟦PERSON|林晓雯⟧  身份证号：⟦IDCARD|$cnid_lin⟧  电话：⟦PHONE|18676542208⟧
第一条 甲方将位于⟦ADDRESS|深圳市南山区蛇口街道渔一村43号3楼，邮编518067⟧的房屋出租给乙方，用作木屐工作室兼住所，面积⟪floor_area|48平方米⟫。
第三条 月租金⟦AMOUNT|人民币3500元⟧，押金⟦AMOUNT|7000元⟧，乙方已于签约当日支付。租金按月转入甲方银行卡⟦CARD|$card_up_2⟧。
第五条 合同期限自⟪contract_period|2024年7月1日至2025年6月30日⟫。
合同编号：⟪contract_number|NS-ZL-2024-0613⟫"""),

("dingtalk_approval",
"""【钉钉审批】差旅费报销  审批编号：⟪approval_number|202406121530000187245⟫
申请人：⟦PERSON|孙浩⟧（车轮修复组）
事由：赴恩施采购做轮辋用的榆木，⟪date_range|6月3日-6月6日⟫
报销金额：⟦AMOUNT|¥2,384.50⟧（大写：⟦AMOUNT|贰仟叁佰捌拾肆元伍角⟧）
收款卡号：⟦CARD|$card_up_1⟧
审批人：财务⟦PERSON|郑丽⟧ 已同意 ⟪timestamp|2024-06-13 10:21⟫"""),

("meeting_minutes",
"""⟪org_name|青神竹编专业合作社⟫ 2024年第三次社员会议纪要
时间：⟪event_date|2024年8月16日⟫ 14:00  地点：合作社二楼
参会：⟦PERSON|赵磊⟧（社长）、⟦PERSON|唐伟⟧、⟦PERSON|吴佳⟧、⟦PERSON|何大姐⟧等17人
一、⟦PERSON|赵社长⟧通报：上半年合作社销售额⟪org_total|86.4万元⟫，竹丝收购价调整为⟪price|每斤38元⟫。
二、⟦PERSON|吴佳⟧的电商订单提成⟦AMOUNT|1,860元⟧本月发放。
三、⟦PERSON|唐伟⟧因⟦MEDICAL|腱鞘炎⟧请假两周，瓷胎竹编订单由⟦PERSON|何大姐⟧接手。
四、下次会议：⟪event_date|9月20日⟫。"""),

("env_file",
"""# 木屐网店 生产环境  (⟦PERSON|晓雯⟧ 别把这个发群里！！)
APP_NAME=⟪app_name|muji-shop⟫
DB_HOST=⟦IP_ADDRESS|172.16.8.21⟧
DB_USER=muji
DB_PASSWORD=⟦PASSWORD|Tongmu@2024!⟧
ALIYUN_ACCESS_KEY_ID=⟦APIKEY|$aliyun_akid_1⟧
ALIYUN_ACCESS_KEY_SECRET=⟦SECRET|$aliyun_secret_1⟧
SMS_SIGN_NAME=⟪sms_sign_name|桐屐小铺⟫
SMS_TEMPLATE_CODE=⟪template_code|SMS_276410358⟫
ADMIN_PHONE=⟦PHONE|18676542208⟧"""),

("app_log",
"""⟪timestamp|2024-10-02 23:14:07.551⟫ WARN  [auth] 登录失败 user=⟦PERSON|tangwei_zhubian⟧ ip=⟦IP_ADDRESS|117.136.45.208⟧ reason=密码错误 (3/5)
⟪timestamp|2024-10-02 23:14:31.020⟫ WARN  [auth] 登录失败 user=⟦PERSON|tangwei_zhubian⟧ ip=⟦IP_ADDRESS|117.136.45.208⟧ reason=密码错误 (4/5)
⟪timestamp|2024-10-02 23:15:02.884⟫ INFO  [auth] 登录成功 user=⟦PERSON|tangwei_zhubian⟧ ip=⟦IP_ADDRESS|117.136.45.208⟧ device=⟪device_id|HUAWEI-P40-8f2c1a⟫
⟪timestamp|2024-10-02 23:15:03.002⟫ INFO  [order] 查询订单 ⟪order_id|QS20241002-00418⟫ 耗时 ⟪latency_ms|38ms⟫
⟪timestamp|2024-10-02 23:20:00.000⟫ INFO  [cron] 备份完成 → ⟪doc_ip|198.51.100.14⟫"""),
]

TEXTS += [
("payslip",
"""⟪org_name|临安周记箍桶作坊⟫ 2024年9月工资条
姓名：⟦PERSON|刘洋⟧   岗位：学徒（刨板、箍篾）
基本工资 ⟦AMOUNT|4,200.00元⟧   计件 ⟦AMOUNT|1,600.00元⟧   社保个人部分 -⟦AMOUNT|486.30元⟧
实发 ⟦AMOUNT|5,313.70元⟧  已转入 ⟦CARD|$card_up_3⟧
发放日期：⟪pay_date|2024-10-10⟫  有疑问找⟦PERSON|老周⟧"""),

("iou_note",
"""借  条
今借到⟦PERSON|何文斌⟧现金⟦AMOUNT|人民币叁万元整⟧（⟦AMOUNT|¥30,000.00⟧），用于购买修石墙的块石和租用吊机，约定于⟪due_date|2024年12月31日⟫前归还，利息按年⟪interest_rate|3.6%⟫计算。
借款人：⟦PERSON|孙浩⟧
身份证号：⟦IDCARD|$cnid_sun⟧
联系电话：⟦PHONE|186-7102-3394⟧
⟪signing_date|2024年5月20日⟫"""),

("call_transcript",
"""[通话录音转文字 ⟪call_duration|02:17⟫]
买家：喂，是烧炭的⟦PERSON|陈师傅⟧吗？
⟦PERSON|陈志强⟧：是我是我。
买家：我是做烧烤店的，姓⟦PERSON|邓⟧，想订两百斤青冈炭。
⟦PERSON|陈志强⟧：青冈炭现在⟪price|六块五一斤⟫，两百斤给你算⟪price|一千二⟫包邮。你地址呢？
买家：⟦ADDRESS|长沙市开福区湘雅路286号，邮编410008⟧，电话⟦PHONE|幺三八 七三一零 四四二六⟧。
⟦PERSON|陈志强⟧：⟦PHONE|幺三八七三一零四四二六⟧，好，明天装车。"""),

("xiaohongshu_post",
"""🪑老藤椅重生记｜在厦门沙坡尾的小工作室
上周收了一把⟪era|八十年代⟫的老藤椅，椅面全烂了😭 花了三天重新手工编了⟪pattern_name|六角孔⟫藤面。
💰价格参考：椅面重编⟪price|380起⟫，扶手缠藤⟪price|120/只⟫
📍⟪place_name|沙坡尾艺术西区⟫（具体位置私信）
想修椅子的姐妹加我微信：⟦PERSON|xuting_tengyi⟧（备注小红书）
#⟪hashtag|藤编⟫ #⟪hashtag|老物件修复⟫ #⟪hashtag|厦门手作⟫"""),

("courier_waybill_ocr",
"""[运单 OCR]  ⟪org_name|中通快递⟫  运单号 ⟪tracking_number|78312904456129⟫
寄件人：⟦PERSON|周建国⟧  ⟦PHONE|0571-8752 6613⟧
寄件地址：⟦ADDRESS|浙江省杭州市西湖区转塘街道上城埭村112号 310024⟧
收件人：⟦PERSON|刘洋⟧  ⟦PHONE|15811062274⟧
收件地址：⟦ADDRESS|北京市朝阳区高碑店乡半壁店村惠河南街1008号⟧
物品：⟪item_description|木桶（柏木，小号）x2⟫  重量：⟪weight|9.6kg⟫  保价：⟪declared_value|¥800⟫"""),

("yaml_config",
"""# 微信支付 —— 竹编商城 (负责人 ⟦PERSON|吴佳⟧)
wxpay:
  appid: ⟪app_id|$wx_appid_1⟫
  mchid: "⟪merchant_id|1648807321⟫"
  api_v3_key: "⟦SECRET|$wxpay_v3_1⟧"
  cert_serial_no: ⟪cert_serial|5E7A13C8F0B42D9B6A1D0E3C7F26B8A4D91C05E2⟫
  notify_url: https://⟪hostname|shop.qingshenzhubian.cn⟫/pay/notify
  private_key_path: ⟪file_path|/etc/wxpay/apiclient_key.pem⟫"""),

("python_script",
"""# 石墙修复项目 日报推送到飞书群
import requests, datetime
HOOK = "⟦SECRET|$feishu_hook_1⟧"
today = datetime.date.today().isoformat()
msg = f"{today} 石头村北段干砌墙完成 ⟪length_measurement|12.5米⟫，明天下雨停工。负责人 ⟦PERSON|何文斌⟧ ⟦PHONE|13857600921⟧"
requests.post(HOOK, json={"msg_type": "text", "content": {"text": msg}})
# ⟪version|v0.3.1⟫  by ⟦PERSON|hewenbin⟧"""),

("shell_history",
"""  211  cd /opt/tanyao-monitor
  212  vim config.ini
  213  curl '⟦SECRET|$wecom_hook_1⟧' -H 'Content-Type: application/json' -d '{"msgtype":"text","text":{"content":"3号窑温度异常，⟦PERSON|老陈⟧快去看"}}'
  214  ssh root@⟦IP_ADDRESS|106.14.201.37⟧
  215  ping ⟪doc_ip|203.0.113.5⟫
  216  sudo journalctl -u tanyao --since "⟪timestamp|2024-11-03 02:00⟫\""""),

("hospital_appointment",
"""【⟪org_name|青岛市市立医院⟫】预约挂号成功
就诊人：⟦PERSON|王秀兰⟧  身份证：⟦IDCARD|$cnid_wang⟧  出生日期：⟦DATE_OF_BIRTH|1959年8月15日⟧
科室：骨科（关节外科）  医生：⟦PERSON|于建华⟧ 主任医师
就诊时间：⟪appointment_time|2024-11-08 上午 第12号⟫
病情描述：做了四十年木屐，⟦MEDICAL|右膝关节疼痛⟧，去年拍片说是⟦MEDICAL|膝骨关节炎⟧，一直吃⟦MEDICAL|氨糖⟧
联系电话：⟦PHONE|13589224107⟧  挂号费 ⟪fee|¥50⟫"""),

("order_export_csv",
"""订单号,收货人,手机,地址,实付金额,商品
⟪order_id|QS20241011-00712⟫,⟦PERSON|邓可欣⟧,⟦PHONE|13760218854⟧,⟦ADDRESS|广东省广州市天河区林和西路9号耀中广场B座1802 510610⟧,⟦AMOUNT|¥268.00⟧,⟪product_code|ZB-TEA-03⟫
⟪order_id|QS20241011-00713⟫,⟦PERSON|马骁⟧,⟦PHONE|18910457326⟧,⟦ADDRESS|北京市海淀区学院路35号世宁大厦605⟧,⟦AMOUNT|¥1,088.00⟧,⟪product_code|ZB-BOX-12⟫
⟪order_id|QS20241011-00714⟫,⟦PERSON|Ivy Chen⟧,⟦PHONE|15026617730⟧,⟦ADDRESS|上海市徐汇区天钥桥路580号2201室 200030⟧,⟦AMOUNT|¥89.90⟧,⟪product_code|ZB-CUP-01⟫"""),

("secondhand_listing",
"""【闲置】出一套老箍桶工具 ⟪price|¥1200⟫ 不议价
刨子、箍篾刀、圆规、桶撑都有，⟪era|七十年代⟫的老物件，品相见图。
只限⟪place_name|杭州⟫同城自提，⟪place_name|余杭区⟫良渚附近。
宝贝编号 ⟪listing_id|728194402257⟫  浏览 ⟪view_count|1.2万⟫  想要 ⟪like_count|86⟫"""),
]

TEXTS += [
("wechat_group",
"""【⟪group_name|周记箍桶 师徒群⟫】
⟦PERSON|老周⟧：明天⟦PERSON|小刘⟧早点来，⟪order_id|XD-0921⟫那批酒桶要箍篾了
⟦PERSON|小刘⟧：好的师傅。您腰好点没
⟦PERSON|老周⟧：老毛病，⟦MEDICAL|腰椎间盘突出⟧，贴了膏药好多了
⟦PERSON|阿芬⟧：师傅少搬点木头，⟪product_name|杉木板⟫让⟦PERSON|小刘⟧搬
⟦PERSON|老周⟧：晓得的。⟦PERSON|阿芬⟧你把⟦PERSON|许小姐⟧那个浴桶的尾款⟦AMOUNT|1680块⟧催一下
⟦PERSON|阿芬⟧：👌"""),

("customer_service_chat",
"""[淘宝客服 ⟪timestamp|2024-03-18 20:41⟫]
买家 ⟦PERSON|sunny小鹿⟧：你好，我刚拍的那把藤椅，地址填错了，能改吗
客服 ⟪staff_alias|小藤⟫：亲，可以的，还没发货哦，麻烦发一下新地址
买家 ⟦PERSON|sunny小鹿⟧：⟦ADDRESS|江苏省南京市玄武区珠江路88号新世界中心A座2306⟧ ⟦PERSON|鹿萌⟧ ⟦PHONE|17751806623⟧
客服 ⟪staff_alias|小藤⟫：好的已修改，订单⟪order_id|3849127736104528⟫，预计⟪ship_date|周三⟫发出～"""),

("json_config",
"""{
  "cos": {
    "region": "⟪cloud_region|ap-guangzhou⟫",
    "bucket": "⟪bucket_name|muji-photos-1318804417⟫",
    "secretId": "⟦APIKEY|$tencent_sid_1⟧",
    "secretKey": "⟦SECRET|$tencent_skey_1⟧"
  },
  "maintainer": "⟦EMAIL|linxiaowen.muji@qq.com⟧",
  "version": "⟪version|1.4.2⟫"
}"""),

("bank_sms",
"""【⟪org_name|招商银行⟫】您尾号⟪card_last4|6620⟫的信用卡本期账单⟦AMOUNT|¥4,317.82⟧，最低还款⟦AMOUNT|¥431.78⟧，到期还款日⟪due_date|11月25日⟫。如已还款请忽略。客服⟦PHONE|95555⟧ ⟪timestamp|2024-11-06 08:00⟫"""),

("call_transcript",
"""[⟪org_name|某银行信用卡中心⟫ 通话录音 ⟪call_id|20241107-0932-5521⟫]
坐席：您好，请问有什么可以帮您？
客户：我想开通境外支付，要去英国上藤编的课，要刷卡交学费。
坐席：好的，请提供一下卡号。
客户：⟦CARD|$card_mc_2⟧。
坐席：卡片背面三位安全码？
客户：⟦CVV|739⟧。
坐席：持卡人姓名和预留手机号？
客户：⟦PERSON|许婷⟧，⟦PHONE|一三九零六零一八八四七⟧。
坐席：好的⟦PERSON|许女士⟧，已为您开通，单笔限额⟪limit|5万元⟫。"""),

("visa_application_form",
"""英国访问签证 申请信息核对表（中介填写）
申请人：⟦PERSON|许婷⟧ / ⟦PERSON|XU TING⟧
出生日期：⟦DATE_OF_BIRTH|1991年11月22日⟧   出生地：⟪place_name|福建厦门⟫
身份证号：⟦IDCARD|$cnid_xu⟧
护照号码：⟦PASSPORT|$pp_cn_2⟧   签发日期：⟪issue_date|2022年4月8日⟫
职业：个体（藤椅修复工作室）
赴英目的：参加⟪event_name|灯芯草椅面编织短期课程⟫，⟪date_range|2025年3月10日-3月21日⟫
存款证明：⟦AMOUNT|人民币12.6万元⟧
联系邮箱：⟦EMAIL|xuting.tengyi@163.com⟧
中介服务费：⟪fee|¥1500⟫"""),

("business_email",
"""主题：回复：250升橡木桶订金
⟦PERSON|Klaus⟧ 先生您好，
订金⟦AMOUNT|3,000欧元⟧已于今天汇出，汇入您提供的个人账户 ⟦IBAN|$iban_de_1⟧，附件是⟪org_name|中国银行⟫的汇款回单（⟪transaction_ref|TT24110500231⟫）。
桶的规格按上次说的：⟪product_spec|法国橡木，中度烘烤，250L⟫，共6只。
有问题请联系我，微信/电话 ⟦PHONE|+86 138 0571 2096⟧。
⟦PERSON|周建国⟧
⟪org_name|临安周记箍桶作坊⟫"""),

("dingtalk_group",
"""【钉钉群：⟪group_name|石头村干砌墙修复项目⟫】
⟦PERSON|何文斌⟧：今天⟦PERSON|老叶⟧砸到脚了，送⟪org_name|椒江区人民医院⟫，拍片说⟦MEDICAL|右脚第二跖骨骨裂⟧，打了石膏
⟦PERSON|王工⟧：人没事就好。工伤报一下
⟦PERSON|何文斌⟧：嗯，医药费先垫了⟦AMOUNT|860元⟧，⟦PERSON|叶师傅⟧家属电话⟦PHONE|13967621185⟧，我已经跟他老婆说了
⟦PERSON|王工⟧：收到，明天北段先停，⟪date_event|周四⟫复工"""),

("guest_registration",
"""⟪org_name|云栖竹里民宿⟫ 入住登记
入住人：⟦PERSON|郑丽⟧  证件：身份证 ⟦IDCARD|$cnid_zheng⟧
同住人：⟦PERSON|郑小满⟧（⟪age|6岁⟫，随行儿童）
手机：⟦PHONE|159 7913 0428⟧
房型：⟪room_type|竹编体验大床房⟫  房号 ⟪room_number|203⟫  入住 ⟪check_in|11/15⟫ 离店 ⟪check_out|11/17⟫
押金 ⟦AMOUNT|¥500⟧ 已收（微信）"""),

("sick_leave_note",
"""⟪org_name|北京市朝阳区第二医院⟫ 诊断证明书  门诊号：⟪outpatient_number|MZ0029381⟫
姓名：⟦PERSON|刘洋⟧  性别：男  年龄：⟪age|23岁⟫
诊断：⟦MEDICAL|急性腰扭伤⟧
处理意见：建议休息⟪duration|7天⟫，⟦MEDICAL|塞来昔布胶囊 0.2g qd⟧，避免搬运重物。
医师：⟦PERSON|宋立⟧  ⟪issue_date|2024年10月21日⟫"""),

("sql_query",
"""-- 查一下竹编商城的老客户（⟦PERSON|吴佳⟧要）
SELECT id, nickname, real_name, mobile FROM users WHERE last_order_at > '⟪timestamp|2024-01-01⟫' LIMIT 3;
+------+------------+-----------+-------------+
| id   | nickname   | real_name | mobile      |
+------+------------+-----------+-------------+
| ⟪row_id|3301⟫ | ⟦PERSON|竹子君⟧     | ⟦PERSON|钱志远⟧    | ⟦PHONE|13520047813⟧ |
| ⟪row_id|3317⟫ | ⟦PERSON|阿狸爱喝茶⟧ | ⟦PERSON|蔡婧⟧      | ⟦PHONE|18817326590⟧ |
| ⟪row_id|3402⟫ | ⟦PERSON|老顽童⟧     | ⟦PERSON|孔德明⟧    | ⟦PHONE|13032981147⟧ |
+------+------------+-----------+-------------+
3 rows in set (⟪query_time|0.02 sec⟫)"""),
]

TEXTS += [
("support_ticket",
"""工单号：⟪ticket_id|WO-240913-0072⟫  来源：App内反馈  优先级：⟪priority|普通⟫
用户：⟦PERSON|muji_fan_88⟧（绑定手机 ⟪masked_phone|188****6623⟫）
问题描述：改密码一直提示“旧密码错误”，我确定旧密码是 ⟦PASSWORD|qwe123456muji⟧ 啊？？新密码想改成 ⟦PASSWORD|Muji#0229xw⟧。App版本 ⟪version|3.2.7⟫，⟪device_model|iPhone 13⟫。
客服备注（⟦PERSON|阿凯⟧）：已重置，提醒用户不要在工单里写密码。"""),

("voice_message_transcript",
"""[微信语音转文字]
⟦PERSON|老周⟧：⟦PERSON|阿芬⟧啊，我明天去⟪place_name|安吉⟫看竹子，你早上来开仓库。门锁密码是 ⟦PASSWORD|3 8 1 5 2⟧，按完再按井号。钥匙在⟦PERSON|小刘⟧那里也有。还有那个⟪org_name|德邦⟫的司机九点来拉⟦PERSON|许小姐⟧的桶，单子在桌上。"""),

("meeting_minutes",
"""⟪org_name|木兰山景区⟫ 古马车修复项目 周例会纪要  ⟪event_date|2024-07-05⟫
参会：景区运营部⟦PERSON|罗经理⟧、车轮匠⟦PERSON|孙浩⟧、木工⟦PERSON|胡家明⟧、⟦PERSON|小赵⟧（记录）
1. 项目总预算⟪org_total|48万元⟫，已支出⟪org_total|21.3万元⟫。
2. ⟦PERSON|孙浩⟧反映：轮毂用的榆木含水率偏高（⟪measurement|18%⟫），需再晾⟪duration|一个月⟫。
3. ⟦PERSON|胡家明⟧上月加班费⟦AMOUNT|2,400元⟧尚未到账，⟦PERSON|罗经理⟧答应本周处理。
4. 景区服务热线统一对外：⟦PHONE|400-027-8816⟧。"""),

("purchase_contract",
"""竹材购销合同（个人供货）
供方：⟦PERSON|唐伟⟧  身份证号：⟦IDCARD|$cnid_tang⟧
住址：⟦ADDRESS|云南省昆明市五华区红云街道北仓村17号，邮编650032⟧
需方：⟪org_name|青神竹编专业合作社⟫（统一社会信用代码 ⟪org_credit_code|93511425MA62K8T47Y⟫）
标的：⟪product_spec|慈竹，三年生，直径6-8cm⟫，共⟪quantity|2000斤⟫，单价⟪price|每斤2.8元⟫
货款⟦AMOUNT|5,600元⟧由需方于收货后七日内转入供方银行卡⟦CARD|$card_visa_3⟧（中国银行Visa借记卡）
签订日期：⟪signing_date|2024年4月2日⟫"""),

("parent_group_chat",
"""【⟪group_name|三年级二班家长群⟫】
⟦PERSON|何文斌⟧：⟦PERSON|李老师⟧好，我家⟦PERSON|何子涵⟧⟦MEDICAL|对花生严重过敏⟧，明天秋游的零食麻烦帮忙看一下🙏 她书包里有⟦MEDICAL|肾上腺素笔⟧
⟦PERSON|李老师⟧：收到⟦PERSON|子涵⟧爸爸，会注意的。
⟦PERSON|王欣悦⟧妈妈：⟦PERSON|李老师⟧，秋游费用⟦AMOUNT|85元⟧我已经在群收款里交了
⟦PERSON|李老师⟧：好的。集合时间⟪event_time|早上7:40⟫，地点⟪place_name|学校东门⟫。"""),
]

TEXTS += [
("vat_invoice",
"""增值税电子普通发票  发票代码 ⟪invoice_code|033002300211⟫  发票号码 ⟪invoice_no|48120937⟫
购买方：⟪org_name|杭州西溪湿地旅游发展有限公司⟫  纳税人识别号 ⟪org_credit_code|91330106MA2H1C4K3U⟫
销售方：⟪org_name|临安周记箍桶作坊⟫  纳税人识别号 ⟪org_credit_code|92330185MA28F0QJ5N⟫
货物：⟪item_description|杉木景观桶 Φ120⟫ 数量 ⟪quantity|20⟫ 单价 ⟪price|¥1,150.00⟫ 金额 ⟪invoice_total|¥23,000.00⟫ 税率 ⟪tax_rate|1%⟫
开票日期 ⟪invoice_date|2024年06月28日⟫  校验码 ⟪check_code|07921 48830 11926 50417⟫"""),

("mediation_record",
"""⟪org_name|椒江区章安街道人民调解委员会⟫ 调解笔录
申请人：⟦PERSON|叶福根⟧，电话⟦PHONE|0576-8861 3072⟧，住⟦ADDRESS|台州市椒江区章安街道石头村5组28号⟧
被申请人：⟦PERSON|林海波⟧，电话⟦PHONE|13705863391⟧
纠纷事由：⟦PERSON|林海波⟧家翻修院墙时拆了两家之间的老干砌石墙约⟪length_measurement|6米⟫，⟦PERSON|叶福根⟧要求恢复原样。
调解结果：由⟦PERSON|林海波⟧出资⟦AMOUNT|4,500元⟧，请⟦PERSON|何文斌⟧按原样重砌，⟪deadline|30日内⟫完成。"""),

("resume",
"""个人简历
姓名：⟦PERSON|吴佳⟧    出生年月：⟦DATE_OF_BIRTH|1999.09.09⟧    籍贯：⟪place_name|福建福州⟫
电话：⟦PHONE|152-0591-3376⟧    邮箱：⟦EMAIL|wujia_zhubian@126.com⟧
现住址：⟦ADDRESS|四川省眉山市青神县青竹街道竹艺大道166号 620460⟧
工作经历：
⟪date_range|2021.07-至今⟫ ⟪org_name|青神竹编专业合作社⟫ 电商运营，负责淘宝/抖音店铺，年销售额从⟪org_total|60万⟫做到⟪org_total|150万⟫
技能：竹丝扣瓷基础、短视频剪辑、⟪software|Photoshop⟫"""),

("api_response_json",
"""HTTP/1.1 200 OK
Content-Type: application/json
{
  "code": 0,
  "msg": "登录成功",
  "data": {
    "uid": ⟪user_id|88213⟫,
    "nickname": "⟦PERSON|箍桶老周⟧",
    "token": "⟦APIKEY|$jwt_2⟧",
    "last_login_ip": "⟦IP_ADDRESS|223.104.3.186⟧",
    "expire_in": ⟪ttl_seconds|7200⟫
  },
  "trace_id": "⟪trace_id|$uuid_3⟫"
}"""),

("nginx_error_log",
"""⟪timestamp|2024/11/12 03:17:45⟫ [error] 2211#2211: *⟪connection_id|881204⟫ connect() failed (111: Connection refused) while connecting to upstream, client: ⟦IP_ADDRESS|36.112.87.45⟧, server: ⟪hostname|shop.qingshenzhubian.cn⟫, request: "GET /api/v1/orders HTTP/1.1", upstream: "http://⟦IP_ADDRESS|10.8.0.12⟧:⟪port|9000⟫/api/v1/orders"
⟪timestamp|2024/11/12 03:17:46⟫ [warn] 2211#2211: *881207 limiting requests, excess: 20.4 by zone "api", client: ⟦IP_ADDRESS|240e:47e:30c8:51a2::1f3⟧
# 凌晨的流量异常，⟦PERSON|吴佳⟧ 说是抖音直播带来的"""),

("cloud_security_alert_email",
"""主题：【⟪org_name|阿里云⟫】AccessKey 泄露风险告警
尊敬的用户 ⟦PERSON|zhoujianguo1968⟧：
我们在公开代码仓库中检测到您的 AccessKey ID ⟦APIKEY|$aliyun_akid_2⟧ 及其 Secret（⟦SECRET|$aliyun_secret_2⟧）被明文提交，提交时间 ⟪timestamp|2024-09-03 22:41⟫，仓库 ⟪repo_name|github.com/zhoujiguotong/bucket-shop⟫，提交 ⟪commit_sha|$sha_4⟫。
最近一次调用来源 IP：⟦IP_ADDRESS|47.243.12.96⟧（非您常用地区）。请立即禁用并轮换该 AccessKey。
工单入口：⟪url|workorder.console.aliyun.com⟫"""),

("github_issue",
"""标题：部署脚本报错 401，求助
作者：⟦PERSON|xiaozhao-bamboo⟧ 打开于 ⟪timestamp|2024-08-19⟫ · ⟪issue_number|#57⟫

按 README 跑 `deploy.sh` 报 401，是不是 token 不对？我的配置：
```
GH_TOKEN=⟦APIKEY|$gh_pat_2⟧
STRIPE_KEY=⟦APIKEY|$stripe_rk_1⟧
```
环境：⟪os_version|Ubuntu 22.04⟫，node ⟪version|18.19.0⟫

回复 ⟦PERSON|kit-ainsworth⟧：兄弟你把真 token 贴出来了😱 赶紧去 Settings 里 revoke，然后编辑掉这条。401 是因为 token 没勾 ⟪scope_name|repo⟫ 权限。"""),

("complaint_record",
"""12315投诉登记（摘要）
投诉人：⟦PERSON|邓可欣⟧  联系电话：⟦PHONE|13760218854⟧
被投诉方：⟪org_name|某竹编网店⟫（订单 ⟪order_id|QS20241011-00712⟫）
诉求：收到的竹编茶盘有霉斑，要求退款⟦AMOUNT|268元⟧，商家客服⟦PHONE|400-886-0737⟧一直无人接听。
受理编号：⟪case_number|440106-2024-118732⟫"""),

("wechat_transfer_record",
"""微信转账
⟦AMOUNT|¥1,680.00⟧
转账给 ⟦PERSON|周建国⟧（⟦PERSON|老周⟧）
转账说明：浴桶尾款 — ⟦PERSON|许婷⟧
转账时间 ⟪timestamp|2024-04-02 21:15:47⟫
收款时间 ⟪timestamp|2024-04-02 21:16:03⟫
交易单号 ⟪transaction_id|1000050001202404022115478832104⟫"""),

("ocr_business_card",
"""[名片 OCR]
⟪org_name|浙西竹木桶艺⟫
⟦PERSON|周建国⟧  非遗箍桶技艺传承人
手机：⟦PHONE|138 0571 2096⟧   座机：⟦PHONE|0571-8752 6613⟧
邮箱：⟦EMAIL|zhoujianguo1968@163.com⟧
地址：⟦ADDRESS|杭州市西湖区转塘街道上城埭村112号⟧
微信：⟦PERSON|laozhou_gutong⟧"""),

("training_registration_form",
"""⟪event_name|2024年浙江省非遗传承人研修班⟫ 报名表
姓名：⟦PERSON|何文斌⟧   性别：男   出生日期：⟦DATE_OF_BIRTH|1965年1月30日⟧
身份证号：⟦IDCARD|$cnid_he⟧
项目：干砌石墙营造技艺（⟪heritage_level|市级⟫）
手机：⟦PHONE|13857600921⟧
健康状况：⟦MEDICAL|高血压，服用氨氯地平⟧
推荐单位：⟪org_name|台州市非遗保护中心⟫  报名编号：⟪registration_number|ZJFY-2024-0318⟫"""),
]

TEXTS += [
("wechat_moments_post",
"""⟦PERSON|林晓雯⟧ · 朋友圈
新一批桐木木屐做好啦🩴 纯手工刨的鞋底，这次试了⟪product_variant|黑漆+红绳⟫，超好看！
尺码⟪size_range|35-40⟫，单双⟪price|¥168⟫，两双⟪price|¥300⟫包邮～
想要的直接私我或者加小号 ⟦PERSON|xw_tongmu⟧
📍⟪place_name|蛇口渔村⟫ 周末工作室开放"""),

("courier_claim",
"""【理赔申请】⟪org_name|圆通速递⟫ 运单号：⟪tracking_number|YT7461928830521⟫
申请人：⟦PERSON|邓可欣⟧  手机：⟦PHONE|137 6021 8854⟧
损失情况：竹编茶盘外箱压扁，茶盘断裂两处
申请赔付：⟦AMOUNT|268元⟧（按商品实付金额）
收款方式：原路退回至⟦PERSON|邓可欣⟧支付宝
处理进度：⟪claim_status|审核中⟫  受理时间 ⟪timestamp|2024-10-15 14:02⟫"""),

("voice_memo_transcript",
"""[语音备忘录 ⟪timestamp|2024-09-02 22:10⟫]
⟦PERSON|孙浩⟧：给英国那个做车轮铁箍的网站付款，卡号记一下，⟦CARD|$card_visa_4⟧，有效期⟪card_expiry|08/29⟫，背面三位⟦CVV|562⟧。总共⟦AMOUNT|412英镑⟧，含运费。⟦PERSON|小郑⟧明天帮我在电脑上填一下，填完把这条删了。"""),

("service_agreement",
"""古马车车轮修复委托协议
甲方：⟪org_name|武汉木兰山文化旅游有限公司⟫
乙方（个人）：⟦PERSON|孙浩⟧  身份证号：⟦IDCARD|$cnid_sun⟧  电话：⟦PHONE|186-7102-3394⟧
一、修复内容：清代双辕马车木轮⟪quantity|4只⟫，包括换辐条、补轮辋、重新热箍铁圈。
二、报酬：⟦AMOUNT|人民币36,000元⟧，分两期支付至乙方银行卡⟦CARD|$card_mc_3⟧。
三、工期：⟪duration|90天⟫。  协议编号：⟪contract_number|MLS-WX-2024-09⟫"""),

("outpatient_record",
"""⟪org_name|深圳市南山区人民医院⟫ 门诊病历  就诊卡号：⟪patient_card_no|0018827314⟫
姓名：⟦PERSON|林晓雯⟧  性别：女  出生日期：⟦DATE_OF_BIRTH|1996-02-29⟧
身份证：⟦IDCARD|$cnid_lin⟧
主诉：右手腕疼痛两月，长期手工刨木屐鞋底。
诊断：⟦MEDICAL|右侧桡骨茎突狭窄性腱鞘炎⟧
处理：⟦MEDICAL|局部封闭注射（曲安奈德）⟧，⟦MEDICAL|佩戴护腕⟧，休息两周
医生：⟦PERSON|钟文⟧  ⟪visit_date|2024-08-27⟫"""),

("wechat_group",
"""【炭友群】
⟦PERSON|老陈⟧：新一窑青冈炭明天出窑，要的报数量
⟦PERSON|烧烤老谭⟧：我要三百斤，还是老地址 ⟦ADDRESS|长沙市雨花区劳动东路238号谭记烧烤⟧
⟦PERSON|老陈⟧：好，上次的⟦AMOUNT|一千九块⟧还没结哦😂
⟦PERSON|烧烤老谭⟧：明天一起给你，⟦AMOUNT|¥3,850⟧ 一共
⟦PERSON|阿梅⟧：⟦PERSON|陈哥⟧我要一百斤，电话⟦PHONE|173 8490 2615⟧，放门卫就行
⟦PERSON|老陈⟧：👌 价格还是⟪price|六块五⟫"""),

("ini_config",
"""; 箍桶订单系统 config.ini   维护人：⟦PERSON|刘洋⟧
[mysql]
dsn = mysql://gutong:⟦SECRET|Shanmu_8752!⟧@⟦IP_ADDRESS|192.168.3.20⟧:⟪port|3306⟫/orders?charset=utf8mb4
[redis]
host = ⟪loopback_ip|127.0.0.1⟫
port = ⟪port|6379⟫
password = ⟦PASSWORD|redis@laozhou⟧
[sms]
sign = ⟪sms_sign_name|周记箍桶⟫
template = ⟪template_code|SMS_465210983⟫"""),

("packet_capture_note",
"""抓包记录（调试藤椅预约小程序，⟦PERSON|阿凯⟧ ⟪timestamp|2024-06-20⟫）
POST https://⟪hostname|api.tengyi-xm.cn⟫/booking/create
Cookie: connect.sid=⟦SECRET|$connect_sid_1⟧; lang=zh-CN
Body: {"name":"⟦PERSON|许婷⟧","phone":"⟦PHONE|13906018847⟧","chairType":"⟪product_code|TY-OLD-06⟫","date":"⟪booking_date|2024-06-23⟫"}
Response: {"ok":true,"bookingNo":"⟪booking_ref|BK240620118⟫"}
注意：session 没设 httpOnly，要改。"""),

("markdown_table",
"""### ⟪event_name|第二期竹编技能培训⟫ 学员名单

| 序号 | 姓名 | 手机 | 备注 |
|---|---|---|---|
| ⟪serial_number|1⟫ | ⟦PERSON|杨春燕⟧ | ⟦PHONE|13890317264⟧ | 已交⟦AMOUNT|300元⟧材料费 |
| ⟪serial_number|2⟫ | ⟦PERSON|罗小军⟧ | ⟦PHONE|15182265019⟧ | ⟦MEDICAL|左手食指截肢⟧，需调整工位 |
| ⟪serial_number|3⟫ | ⟦PERSON|曾秀英⟧ | — | 由女儿代报名 |
| ⟪serial_number|4⟫ | ⟦PERSON|李文静⟧ | ⟦PHONE|18728461530⟧ | |

培训地点：⟪place_name|青神县竹编艺术城⟫，课时⟪duration|40学时⟫。"""),

("aftersales_call_transcript",
"""[售后回访录音]
客服：您好，这里是⟪org_name|厦门藤艺工坊⟫，请问是⟦PERSON|黄先生⟧吗？
客户：对，我是⟦PERSON|黄志伟⟧。
客服：您上周修的藤椅用着还好吗？
客户：挺好的，就是有个扶手的藤皮翘起来了，你们能上门吗？
客服：可以的，麻烦再确认一下地址。
客户：⟦ADDRESS|厦门市湖里区枋湖北二路1511号国际山庄9栋301⟧，电话⟦PHONE|一五九 八零二 七七 三一六⟧。
客服：好的，安排⟦PERSON|许老师⟧⟪visit_time|周六下午⟫过去，不收上门费。"""),

("livestream_comments",
"""[抖音直播间评论 ⟪timestamp|20:31⟫]
⟦PERSON|竹林深处的猫⟧：主播手好巧！这个⟪product_name|竹丝扣瓷茶杯⟫多少钱
⟦PERSON|吴佳⟧（主播）：⟪price|198⟫，今晚下单送杯垫～
⟦PERSON|老K不老⟧：上次买的还没到，单号⟪tracking_number|JT5012887364092⟫
⟦PERSON|吴佳⟧（主播）：宝子私信我，帮你查
⟦PERSON|阿花花花⟧：我妈想学，能报名培训吗？电话⟦PHONE|13618270943⟧
⟦PERSON|吴佳⟧（主播）：好的已记下～"""),

("ocr_passport",
"""[护照资料页 OCR]
类型 P  国家码 ⟪country_code|CHN⟫  护照号 ⟦PASSPORT|$pp_cn_3⟧
姓名 ⟦PERSON|刘洋⟧ / ⟦PERSON|LIU YANG⟧
性别 男  出生日期 ⟦DATE_OF_BIRTH|06 MAY 2001⟧  出生地点 ⟪place_name|北京 BEIJING⟫
签发日期 ⟪issue_date|15 JAN 2023⟫  有效期至 ⟪expiry_date|14 JAN 2033⟫
签发机关 ⟪issuing_authority|国家移民管理局⟫
（用于申请⟪org_name|德国巴伐利亚箍桶学校⟫交换学习）"""),
]

TEXTS += [
("email",
"""主题：英国树篱编织课程 + 兼职入职材料
⟦PERSON|Louise⟧ 您好（中文版抄送给我爸妈看）：
我是⟦PERSON|黄美玲⟧，在⟪org_name|Harper Adams University⟫读景观管理。下学期想报名你们的⟪event_name|Midland style hedgelaying⟫周末课，学费⟪price|£185⟫我看官网上写了。
另外农场兼职需要的资料：
国民保险号（NI number）：⟦NATIONAL_ID|$nino_3⟧
英国住址：⟦ADDRESS|Flat 7, 22 Station Road, Newport, Shropshire TF10 7EN⟧
手机：⟦PHONE|+44 7440 918 263⟧
邮箱：⟦EMAIL|meiling.huang@live.harper-adams.ac.uk⟧
谢谢！
⟦PERSON|美玲⟧"""),

("roommate_group_chat",
"""【⟪group_name|渔村合租三人组⟫】
⟦PERSON|林晓雯⟧：这个月电费⟦AMOUNT|¥642⟧，水费⟦AMOUNT|¥87⟧，我先垫了
⟦PERSON|小蔡⟧：那我转你⟦AMOUNT|¥243⟧
⟦PERSON|Ada⟧：我也是⟦AMOUNT|243块⟧对吧，已转～ 另外我⟦MEDICAL|青霉素过敏⟧的事之前说过，万一我晕倒了告诉医生哈哈
⟦PERSON|林晓雯⟧：呸呸呸😂 收到了
⟦PERSON|小蔡⟧：房东说下个月起房租涨到⟦AMOUNT|3800元⟧，⟦PERSON|晓雯⟧你跟他谈谈？"""),

("household_ledger",
"""【周家记账本 ⟪date_event|2024年10月⟫】
10/03  ⟦PERSON|老周⟧ 体检（⟦MEDICAL|腰椎MRI⟧）  ⟦AMOUNT|¥680⟧
10/08  给⟦PERSON|周婷婷⟧打生活费  ⟦AMOUNT|¥2,500⟧
10/12  猫粮+⟪pet_name|年年⟫疫苗  ⟦AMOUNT|¥345⟧
10/20  ⟪org_name|国家电网⟫ 电费  ⟦AMOUNT|¥213.40⟧
10/31  月底余额  ⟦AMOUNT|¥18,732.15⟧"""),

("train_ticket",
"""⟪ticket_serial|E072381⟫  检票：⟪gate|12B⟫
⟪station_name|成都东站⟫ ⟪train_number|G8702⟫ ⟪station_name|眉山东站⟫
⟪departure_time|2024年11月18日 08:16开⟫  ⟪seat_number|05车12F号⟫
⟦AMOUNT|¥22.0元⟧  网 二等座
限乘当日当次车
⟪masked_id_number|5101041985****9933⟫ ⟦PERSON|赵磊⟧
买票请到⟪service_name|12306⟫ 发货请到⟪service_name|95306⟫"""),

("admin_security_note",
"""合作社后台管理员交接（纸质，锁在抽屉里）
后台账号：⟦EMAIL|admin@qingshenzhubian.cn⟧
登录密码：⟦PASSWORD|QS-zhubian#2024⟧
谷歌验证器密钥：⟦SECRET|$totp_2⟧
备用恢复码：⟦SECRET|$rc_5⟧ ⟦SECRET|$rc_6⟧ ⟦SECRET|$rc_7⟧
交接人：⟦PERSON|吴佳⟧ → ⟦PERSON|杨春燕⟧  ⟪handover_date|2024-12-01⟫"""),
]
