# Chinese texts for blind62. Markup: ⟦TYPE|value⟧ spans, ⟪kind|value⟫ decoys.
# Every text typed by hand, one at a time.
TEXTS = []

# ---- part 1 ------------------------------------------------------------------
TEXTS += [
("wechat_group", r"""
【马房寄养群】
⟦PERSON|周社长⟧：各位马主，下月起全寄养调整为⟪tariff|每月4800元⟫，草料涨价没办法🙏
⟦PERSON|许小姐⟧：收到。我家⟪horse_name|闪电⟫上个月的⟦AMOUNT|5200元⟧已经转给财务⟦PERSON|小赵⟧了，麻烦确认下
财务⟦PERSON|小赵⟧：⟦PERSON|许姐⟧收到了👌 另外兽医说⟪horse_name|闪电⟫的⟪animal_condition|蹄叶炎⟫要复查，⟪price|800元⟫一次
⟦PERSON|老马⟧：我下周出差，女儿⟦PERSON|冬冬⟧的骑乘课帮我改到周六，她⟦MEDICAL|哮喘⟧最近好多了
"""),

("yaml_config", r"""
# 营地预订系统 告警配置 config.yaml  版本 ⟪version|v1.8.2⟫
dingtalk:
  webhook: ⟦SECRET|$ding_hook_1⟧
  secret: ⟦SECRET|$ding_sec_1⟧
  at_mobiles:
    - "⟦PHONE|13857164029⟧"   # 值班：⟦PERSON|王磊⟧
aliyun:
  access_key_id: ⟦APIKEY|$ltai_1⟧
  access_key_secret: ⟦SECRET|$aliyun_sec_1⟧
  oss_bucket: ⟪bucket_name|camp-booking-prod⟫
  region: ⟪cloud_region|cn-hangzhou⟫
"""),

("guest_registration_form", r"""
民宿入住登记表    ⟪org_name|云栖山居民宿⟫    房号：⟪room_number|203⟫
入住人：⟦PERSON|陈思远⟧    性别：男    出生日期：⟦DATE_OF_BIRTH|1987年5月3日⟧
身份证号：⟦IDCARD|$idc_01⟧
同住人：⟦PERSON|林晓雯⟧    性别：女    出生日期：⟦DATE_OF_BIRTH|1990年1月18日⟧
身份证号：⟦IDCARD|$idc_10⟧
手机：⟦PHONE|138 5716 4402⟧
入住：⟪checkin_date|2024-04-05⟫   退房：⟪checkout_date|2024-04-07⟫
房费：⟦AMOUNT|¥1,176⟧（已付）   押金：⟦AMOUNT|¥300⟧
备注：⟦PERSON|陈先生⟧⟦MEDICAL|芒果过敏⟧，早餐注意
"""),

("sms", r"""
【⟪org_name|翠湖高尔夫俱乐部⟫】尊敬的会员：本周六⟪event_name|月例赛⟫开球时间⟪tee_time|7:30⟫，报名费⟪price|680元/人⟫（含球童费），⟪event_date|6月15日⟫前报名截止。详情见会员小程序。退订回T
"""),

("wechat_group", r"""
【周末夜钓小分队】
⟦PERSON|江湖钓客老K⟧：这周六去⟪place_name|千岛湖⟫还是老地方？
⟦PERSON|阿彪⟧：老地方吧，⟪fishing_spot|3号钓台⟫，钓位费⟪price|120元⟫一晚
⟦PERSON|江湖钓客老K⟧：@⟦PERSON|阿彪⟧ 上次夜钓你的⟦AMOUNT|150块⟧还没给我哈😂
⟦PERSON|阿彪⟧：马上转马上转
⟦PERSON|鱼乐无穷⟧：⟦PERSON|老郑⟧去不了，上次⟦MEDICAL|中暑⟧还没缓过来，他说饵料放他店里了，电话⟦PHONE|0571-8826 4410⟧
"""),

("berth_lease_contract", r"""
游艇泊位租赁合同（节选）          合同编号：⟪contract_number|HZYC-2024-0318⟫
甲方：⟪org_name|海湾之星游艇会（深圳）有限公司⟫
乙方：⟦PERSON|黄志强⟧           身份证号：⟦IDCARD|$idc_03⟧
联系地址：⟦ADDRESS|深圳市南山区蛇口望海路1066号碧海苑7栋1802室 518067⟧
联系电话：⟦PHONE|+86 139 2841 7730⟧
船名：⟪boat_name|逐浪号⟫   船长：⟪boat_length|12.8米⟫   泊位号：⟪berth_number|B-07⟫
第三条 租金为⟪tariff|每年人民币96,000元⟫。乙方已支付押金⟦AMOUNT|人民币20,000元⟧。
第七条 合同终止后押金退至乙方银行卡：⟦CARD|$card_up_1⟧（招商银行）。
"""),

("incident_record", r"""
攀岩馆意外事件记录表
日期：⟪incident_date|2024年3月9日 19:20⟫     区域：⟪zone_id|抱石区B2⟫
伤者：⟦PERSON|刘可欣⟧，女，出生日期 ⟦DATE_OF_BIRTH|2001-03-12⟧
身份证号：⟦IDCARD|$idc_08⟧
经过：从约2米高处跌落，⟦MEDICAL|左脚踝扭伤⟧；本人自述有⟦MEDICAL|低血糖⟧病史。
紧急联系人：母亲 ⟦PERSON|王秀兰⟧ ⟦PHONE|186 0532 7718⟧
处理：教练⟦PERSON|阿杰⟧冰敷后送⟪hospital_name|青岛市市立医院⟫。
"""),

("secondhand_trade_chat", r"""
[闲鱼] 关于宝贝：⟪product_model|达瓦 喜多 2500 纺车轮⟫ ⟪price|¥1,380⟫
买家 ⟦PERSON|路亚小白2019⟧：讲好价拍下了，付了⟦AMOUNT|¥1,350⟧，麻烦今天发顺丰
卖家 ⟦PERSON|渔具老店周哥⟧：好的，收货信息确认下
买家 ⟦PERSON|路亚小白2019⟧：⟦PERSON|张立伟⟧ ⟦PHONE|15925103388⟧ ⟦ADDRESS|浙江省宁波市鄞州区天童南路588号宁波文化广场5幢902 315100⟧
卖家 ⟦PERSON|渔具老店周哥⟧：已发，顺丰单号 ⟪tracking_number|SF1429573380261⟫
"""),

("booking_form", r"""
⟪org_name|鹰隼飞碟射击俱乐部⟫ 体验预约单
预约编号：⟪booking_ref|YS-20240601-017⟫
姓名：⟦PERSON|何俊峰⟧      身份证号：⟦IDCARD|$idc_13⟧
手机：⟦PHONE|139 9187 2260⟧
项目：⟪product_name|飞碟体验50发⟫  费用：⟪price|¥1,280⟫
健康声明：本人有⟦MEDICAL|轻度高血压⟧，长期服用⟦MEDICAL|氨氯地平⟧，血压控制良好。
已付定金：⟦AMOUNT|¥500⟧
签名：⟦PERSON|何俊峰⟧
"""),

("application_log", r"""
2024-05-20 14:02:11.382 ERROR [pay-notify] 微信支付回调验签失败 out_trade_no=⟪order_id|CP20240520140155823⟫ client_ip=⟦IP_ADDRESS|117.136.38.202⟧
2024-05-20 14:02:11.390 WARN  [pay-notify] 当前配置 appid=⟪wechat_appid|$d_wx_appid_1⟫ mch_id=⟪merchant_id|$d_merchant_1⟫ appsecret=⟦SECRET|$wx_secret_1⟧
2024-05-20 14:02:12.004 INFO  [sms] 发送通知 mobile=⟦PHONE|15088264410⟧ content="【星空营地】您的订单已支付⟦AMOUNT|398元⟧，营位⟪pitch_number|A-12⟫，祝您露营愉快"
2024-05-20 14:03:40.551 ERROR [db] Access denied for user 'camp'@'⟦IP_ADDRESS|172.18.0.7⟧' (using password: YES)
"""),

("member_statement", r"""
⟪org_name|御马苑马术俱乐部⟫  会员消费明细
会员：⟦PERSON|孙婧⟧    会员卡号：⟪member_card_number|VIP-08812⟫
03/02  私教课 ×1   ⟪unit_price|¥980⟫   教练：⟦PERSON|韩教练⟧
03/09  私教课 ×1   ⟪unit_price|¥980⟫   教练：⟦PERSON|韩教练⟧
03/10  储值    +⟦AMOUNT|¥20,000⟧
当前余额：⟦AMOUNT|¥26,340⟧
如有疑问请联系会籍顾问 ⟦PERSON|Cindy 林⟧ ⟦PHONE|137 6021 4485⟧
"""),

("csv_signup_list", r"""
序号,姓名,性别,手机,身份证号,紧急联系人,紧急联系电话,既往病史,已缴费用
1,⟦PERSON|赵一鸣⟧,男,⟦PHONE|13600571234⟧,⟦IDCARD|$idc_15⟧,⟦PERSON|赵国华⟧,⟦PHONE|13906618802⟧,无,⟦AMOUNT|¥1,680⟧
2,⟦PERSON|钱雨桐⟧,女,⟦PHONE|18857190326⟧,⟦IDCARD|$idc_06⟧,⟦PERSON|孙浩⟧,⟦PHONE|15157133098⟧,⟦MEDICAL|心脏早搏⟧,⟦AMOUNT|¥1,680⟧
# ⟪event_name|四姑娘山二峰攀登⟫ 第⟪batch_code|0715⟫期 报名表，导出自⟪app_version|户外助手 3.2⟫
"""),

("call_transcript", r"""
【通话录音转写】⟪org_name|栖溪民宿管家⟫ 客服热线 ⟦PHONE|400-826-7719⟧  ⟪call_id|REC-0611-3321⟫
客服（⟦PERSON|小美⟧）：您好，栖溪民宿，请问有什么可以帮您？
客户：你好，我是⟦PERSON|郑丽娟⟧，订单号⟪order_id|QX240611027⟫，我父亲⟦MEDICAL|脑梗⟧住院了，月底去不了，想退款。
客服：非常抱歉。您这单付了⟦AMOUNT|两千六百八十元⟧，按规定需要提供住院证明。
客户：可以，退到原来那张卡，⟦CARD|$card_up_2⟧。
客服：好的⟦PERSON|郑女士⟧，您的联系电话是尾号⟪masked_phone|****6623⟫的吗？
客户：对，⟦PHONE|幺三九零五七幺六六二三⟧。
"""),

("feishu_chat", r"""
⟦PERSON|李工⟧：营地小程序短信又发不出去了，腾讯云报 ⟪error_code|AuthFailure.SignatureFailure⟫
⟦PERSON|陈子豪⟧：我上周换过密钥，新的 SecretId：⟦APIKEY|$akid_1⟧ SecretKey：⟦SECRET|$tencent_sk_1⟧
⟦PERSON|李工⟧：好的。飞书告警机器人地址也换了吗？
⟦PERSON|陈子豪⟧：换了，⟦SECRET|$feishu_hook_1⟧
⟦PERSON|李工⟧：收到，测试短信发到我手机 ⟦PHONE|177 2156 0938⟧ 了，正常👍 模板ID ⟪template_id|1987654⟫
"""),
]

# ---- part 2 ------------------------------------------------------------------
TEXTS += [
("sms", r"""
【⟪org_name|星空野奢营地⟫】⟦PERSON|吴女士⟧您好，您预订的⟪pitch_number|湖景帐篷L3⟫（⟪stay_dates|6月8日-6月9日⟫）已确认，已付⟦AMOUNT|¥1,288⟧。到达⟪place_name|天荒坪⟫后请联系营地管家⟦PERSON|小唐⟧：⟦PHONE|191 5728 3306⟧。
"""),

("dingtalk_approval", r"""
【钉钉审批】报销申请  审批编号 ⟪approval_no|202406121530000418⟫
申请人：⟦PERSON|杨帆⟧（户外拓展部）
事由：⟪place_name|莫干山⟫团建线路踩点，垫付住宿费和向导费
报销金额：⟦AMOUNT|¥3,460.00⟧
收款账户：⟦CARD|$card_up_3⟧（建设银行 ⟦PERSON|杨帆⟧）
审批人：⟦PERSON|蒋总⟧ 已同意 ⟪timestamp|06-12 15:41⟫
财务⟦PERSON|小冯⟧ 待付款
"""),

("markdown_table", r"""
### ⟪course_name|青山湖球场⟫ 球童排班（6月第2周）
| 球童编号 | 姓名 | 手机 | 备注 |
|---|---|---|---|
| ⟪caddie_number|A07⟫ | ⟦PERSON|覃小燕⟧ | ⟦PHONE|13877104521⟧ | ⟦MEDICAL|怀孕5个月⟧，只跟前九洞 |
| ⟪caddie_number|A12⟫ | ⟦PERSON|黄丽萍⟧ | ⟦PHONE|18977162230⟧ | 周三休 |
| ⟪caddie_number|B03⟫ | ⟦PERSON|韦海燕⟧ | ⟦PHONE|15277108846⟧ | |
"""),

("wechat_private_chat", r"""
房东⟦PERSON|阿雅⟧：您好，明天入住的话大门密码是⟦PASSWORD|862451#⟧，房间门锁密码⟦PASSWORD|0917⟧，WiFi ⟪wifi_ssid|AYa_Homestay⟫ 密码 ⟦PASSWORD|ayahome888⟧
我：好的谢谢！我们大概下午四点到
房东⟦PERSON|阿雅⟧：好的，车停⟪landmark|村口大榕树⟫旁边就行。尾款⟦AMOUNT|860元⟧到店再付～
"""),

("ocr_shipping_label", r"""
[OCR 快递面单]
⟪courier|中通快递⟫  运单号 ⟪tracking_number|78392019446521⟫
收件人：⟦PERSON|马晓东⟧  ⟪masked_phone|186****7521⟫
收件地址：⟦ADDRESS|黑龙江省哈尔滨市南岗区学府路264号红旗小区12栋3单元601⟧
寄件人：⟪org_name|老渔翁渔具店⟫  ⟦PHONE|0451-8266 3107⟧
物品：鱼竿×1   保价 ⟪insured_value|¥800⟫
"""),

("web_form_submission", r"""
报名信息（⟪event_name|青少年攀岩冬令营⟫）
学员姓名：⟦PERSON|唐嘉乐⟧     出生日期：⟦DATE_OF_BIRTH|2012年9月7日⟧
家长：⟦PERSON|唐文⟧（父亲）   手机：⟦PHONE|+86 135-0108-2297⟧
过敏史：⟦MEDICAL|花生过敏⟧
病史：⟦MEDICAL|先天性心脏病术后⟧（已痊愈，医生同意参加）
营期：⟪camp_session|1月20日-1月26日⟫   费用：⟪price|¥4,980⟫
家长邮箱：⟦EMAIL|tangwen_bj@163.com⟧
"""),

("json_api_response", r"""
{"code":0,"msg":"ok","data":{"uid":⟪user_id|100293⟫,"nickname":"⟦PERSON|房车旅行家阿峰⟧","realName":"⟦PERSON|罗峰⟧","mobile":"⟦PHONE|13452809917⟧","idCard":"⟦IDCARD|$idc_17⟧","token":"⟦APIKEY|$jwt_3⟧","lastLoginIp":"⟦IP_ADDRESS|223.104.63.18⟧","vipLevel":⟪vip_level|3⟫,"appVersion":"⟪version|4.6.1⟫"}}
"""),

("competition_results", r"""
⟪org_name|东湖钓鱼协会⟫ ⟪event_name|2024春季黑坑邀请赛⟫ 成绩公告
冠军：⟦PERSON|付强⟧（⟪peg_number|27号钓位⟫）渔获⟪weight|42.6斤⟫，奖金⟦AMOUNT|8000元⟧
亚军：⟦PERSON|闵小军⟧，奖金⟦AMOUNT|5000元⟧
季军：⟦PERSON|熊德胜⟧，奖金⟦AMOUNT|3000元⟧
本次比赛总奖金⟪org_total|30000元⟫，报名费⟪price|600元/人⟫，感谢各位钓友参与！
"""),

("promo_notice", r"""
【⟪org_name|鹿回头游艇会⟫】五一出海套餐来啦🌊
⟪boat_name|海风号⟫（⟪boat_length|42尺⟫）⟪price|2小时3800元⟫
⟪boat_name|蓝鲸号⟫（⟪boat_length|58尺⟫）⟪price|4小时6800元⟫
均含船长、海钓装备和果盘。集合地点：⟪place_name|三亚鸿洲码头⟫⟪berth_number|C区12号泊位⟫，限量⟪quantity|20⟫单！
"""),

("wechat_private_chat", r"""
⟦PERSON|贺教练⟧：⟦PERSON|乐乐⟧妈妈，今天⟦PERSON|乐乐⟧下马的时候⟦MEDICAL|手腕擦伤⟧，已经消毒处理了，您别担心
家长：谢谢⟦PERSON|贺教练⟧！需要去拍片吗
⟦PERSON|贺教练⟧：建议拍一下，俱乐部买了保险可以报，报销要填您的身份证号和银行卡号
家长：好的，身份证 ⟦IDCARD|$idc_20⟧，卡号 ⟦CARD|$card_visa_6⟧
⟦PERSON|贺教练⟧：收到，保险公司会联系您，报案号 ⟪claim_number|PA2024061800331⟫
"""),

("application_log", r"""
[2024-07-02 03:11:09] production.ERROR: SQLSTATE[HY000] [2002] Connection refused (SQL: select * from `bookings` where `mobile` = ⟦PHONE|13758126604⟧ limit 1)
DB_DSN=mysql://cottage:⟦SECRET|Mx#2024minsu⟧@⟦IP_ADDRESS|10.2.3.14⟧:⟪port|3306⟫/minsu
REDIS_URL=redis://:⟦SECRET|r3dis_Qixi_99⟧@⟦IP_ADDRESS|10.2.3.15⟧:⟪port|6379⟫/0
# 分支 ⟪git_branch|release/2.3⟫  部署人 ⟦PERSON|徐凯⟧
"""),

("wechat_group_signup", r"""
#接龙
周六⟪place_name|香山⟫徒步，AA ⟪price|每人35元⟫，⟪meeting_time|7:30⟫ ⟪meeting_point|地铁西苑站C口⟫集合
1. ⟦PERSON|大鹏⟧ +1
2. ⟦PERSON|Lily 王⟧
3. ⟦PERSON|阿紫⟧ 带我表妹
4. ⟦PERSON|老顾⟧（⟦MEDICAL|膝盖半月板损伤⟧，我走慢点）
5. ⟦PERSON|宁宁⟧
领队：⟦PERSON|山猫⟧ ⟦PHONE|13910226731⟧
"""),

("ammunition_log", r"""
射击场弹药领用登记    日期：⟪log_date|2024-06-22⟫
领用人：⟦PERSON|曹文博⟧   证件号：⟦IDCARD|$idc_07⟧   领用：⟪ammo_type|12号飞碟弹⟫×50   批号：⟪batch_number|LD-2406-118⟫
领用人：⟦PERSON|梁嘉豪⟧（香港）   护照：⟦PASSPORT|$pp_hk_1⟧   领用：12号飞碟弹×25
安全员：⟦PERSON|石队⟧   靶场：⟪range_id|2号多向靶场⟫
"""),

("xiaohongshu_post", r"""
⟦PERSON|是小鹿呀⟧ · 📍⟪place_name|溧阳天目湖⟫
宝藏露营地❗️湖边营位⟪price|298元/晚⟫，我们两家人一共花了⟦AMOUNT|1860元⟧，含烧烤食材！老板⟦PERSON|胖哥⟧超热情，微信同手机号 ⟦PHONE|15261102957⟧～
⚠️ 五月柳絮多，我老公⟦MEDICAL|花粉过敏⟧，记得带药 #露营 #⟪hashtag|周末去哪儿⟫
"""),
]

# ---- part 3 ------------------------------------------------------------------
TEXTS += [
("membership_application", r"""
⟪org_name|西貢海濱遊艇會⟫ 會員申請表
申請人姓名：⟦PERSON|陳嘉欣⟧（英文：⟦PERSON|CHAN Ka Yan⟧）
香港身份證號碼：⟦NATIONAL_ID|$hkid_1⟧
出生日期：⟦DATE_OF_BIRTH|1985年11月2日⟧
住址：⟦ADDRESS|新界西貢普通道18號海濱花園3座12樓B室⟧
電話：⟦PHONE|6218 7730⟧
入會費：⟪price|HK$38,000⟫；已繳按金：⟦AMOUNT|HK$10,000⟧
介紹人：⟦PERSON|何志明⟧（會員編號 ⟪member_number|SK-0412⟫）
"""),

("booking_confirmation", r"""
【⟪org_name|雲頂露營區⟫】訂位確認
訂位人：⟦PERSON|林怡君⟧    身分證字號：⟦NATIONAL_ID|$twid_1⟧
手機：⟦PHONE|0928-661-407⟧
營位：⟪pitch_number|C區雨棚5號⟫    日期：⟪stay_dates|3/15-3/17⟫
訂金：⟦AMOUNT|NT$2,400⟧ 已匯款（帳號 ⟪masked_account|*****38261⟫）
備註：同行友人⟦PERSON|張志偉⟧，身分證 ⟦NATIONAL_ID|$twid_2⟧，自備炊具
"""),

("course_registration_form", r"""
⟪org_name|海南帆船帆板运动学校⟫ 课程报名表
姓名：⟦PERSON|冯子轩⟧        拼音：⟦PERSON|FENG ZIXUAN⟧
出生日期：⟦DATE_OF_BIRTH|1995-06-30⟧
身份证号：⟦IDCARD|$idc_05⟧
护照号：⟦PASSPORT|$pp_cn_1⟧    有效期至：⟪expiry_date|2031-08-20⟫
邮箱：⟦EMAIL|fengzx95@qq.com⟧
课程：⟪course_code|RYA Day Skipper Practical⟫    学费：⟪price|¥18,800⟫
"""),

("csv_entry_list", r"""
骑手,性别,出生日期,手机,马匹,马匹护照号,已缴报名费
⟦PERSON|潘悦⟧,女,⟦DATE_OF_BIRTH|2006/04/18⟧,⟦PHONE|13651932207⟧,⟪horse_name|Cappuccino⟫,⟪horse_passport|CHN0041877⟫,⟦AMOUNT|1500元⟧
⟦PERSON|盛文涛⟧,男,⟦DATE_OF_BIRTH|2004/11/02⟧,⟦PHONE|18621087346⟧,⟪horse_name|黑珍珠⟫,⟪horse_passport|CHN0039120⟫,⟦AMOUNT|1800元⟧
# ⟪event_name|2024上海青少年场地障碍赛⟫ 报名截至⟪deadline|5月10日⟫
"""),

("insurance_claim_form", r"""
意外险理赔申请书    保单号：⟪policy_number|P2024-ZA-7719302⟫
被保险人：⟦PERSON|宋雨辰⟧    身份证号：⟦IDCARD|$idc_12⟧
出险经过：⟪incident_date|2024年8月3日⟫在⟪org_name|大理苍山户外拓展基地⟫参加溯溪活动时滑倒，致⟦MEDICAL|右侧桡骨远端骨折⟧，于⟪hospital_name|大理州人民医院⟫行⟦MEDICAL|切开复位内固定术⟧。
申请理赔金额：⟦AMOUNT|人民币23,560.80元⟧
收款账户：⟦CARD|$card_up_4⟧（工商银行）
联系电话：⟦PHONE|187 8812 0635⟧
"""),

("shift_handover", r"""
前台交班记录   ⟪shift_date|7月6日⟫ 晚班→早班
1. ⟦PERSON|雷总⟧一行4人明早⟪tee_time|7:12⟫开球，球童已排。
2. 会员⟦PERSON|邓美玲⟧的球包寄存在⟪locker_number|128号柜⟫，柜子密码⟦PASSWORD|6 2 8 0⟧，她明早来拿。
3. 散客⟦PERSON|朴俊浩⟧（韩国）押金⟦AMOUNT|¥2,000⟧现金，已锁保险柜。
4. ⟦PERSON|老谭⟧说⟪course_name|B场⟫第7洞喷灌坏了，已报工程部 ⟪work_order|GC-0706-02⟫。
"""),

("python_script", r"""
# 每日入住提醒 → 企业微信群  (cron: ⟪cron_expr|0 8 * * *⟫)
import requests
WEBHOOK = "⟦SECRET|$wecom_hook_1⟧"
msg = "今日入住：⟦PERSON|郝建⟧ ⟪pitch_number|A-03⟫，⟦PERSON|俞佳⟧ ⟪pitch_number|B-11⟫；⟦PERSON|俞佳⟧备注：带⟪dog_name|小黑⟫（狗）"
requests.post(WEBHOOK, json={"msgtype": "text", "text": {"content": msg, "mentioned_mobile_list": ["⟦PHONE|13588203317⟧"]}})
"""),

("wechat_private_chat", r"""
⟦PERSON|老潘⟧：那条⟪boat_name|Hanse 348⟫谈下来了，⟦AMOUNT|11.5万欧⟧，德国卖家要先付10%定金
⟦PERSON|小吕⟧：定金⟦AMOUNT|11,500欧元⟧打到哪？
⟦PERSON|老潘⟧：他的账户 ⟦IBAN|$iban_de_1⟧，户名 ⟦PERSON|Jürgen Hofmann⟧，附言写船体号 ⟪hull_id|DE-HAN34812L920⟫
⟦PERSON|小吕⟧：好，明天去中行汇，汇率按⟪exchange_rate|7.82⟫算
"""),

("ecommerce_chat", r"""
[淘宝旺旺] ⟪org_name|飞鱼渔具旗舰店⟫
⟦PERSON|tb_8827361⟧：你好，订单⟪order_id|3728194402881726⟫怎么还没发货
客服⟦PERSON|小鱼⟧：亲，仓库显示明天发，⟪product_model|光威鸿运5.4米台钓竿⟫在补货哦
⟦PERSON|tb_8827361⟧：好吧，收货地址改一下：⟦ADDRESS|广东省广州市天河区天河北路233号东港小区5栋1404⟧，收件人⟦PERSON|梁小姐⟧，电话⟦PHONE|020-3866 1290⟧
客服⟦PERSON|小鱼⟧：好的亲，已修改～
"""),

("sql_insert", r"""
INSERT INTO members (name, phone, id_no, birthday, emergency, remark) VALUES
('⟦PERSON|欧阳晨⟧', '⟦PHONE|13307314568⟧', '⟦IDCARD|$idc_11⟧', '⟦DATE_OF_BIRTH|1968-09-30⟧', '⟦PERSON|欧阳琳⟧ ⟦PHONE|13874829915⟧', '⟦MEDICAL|腰椎间盘突出⟧，避免大力动作');
-- 由 ⟪tool_name|Navicat 16⟫ 导出 ⟪timestamp|2024-05-01 22:13:45⟫，表 ⟪table_name|climb_members⟫
"""),

("rental_confirmation", r"""
房车租赁确认单    单号 ⟪order_id|RV20240715-0092⟫
承租人：⟦PERSON|钟浩然⟧    身份证：⟦IDCARD|$idc_09⟧    手机：⟦PHONE|150 4116 8823⟧
车型：⟪product_model|上汽大通RV80 C型⟫    车辆编号：⟪vehicle_id|RV-DL-07⟫
租期：⟪rental_period|7月20日—7月27日⟫    日租金：⟪price|¥1,150⟫
已付租金：⟦AMOUNT|¥8,050⟧    押金：⟦AMOUNT|¥10,000⟧（信用卡预授权 ⟪masked_card|6225 **** **** 3108⟫）
"""),

("meeting_minutes", r"""
⟪org_name|滨江垂钓协会⟫理事会会议纪要    ⟪meeting_date|2024年4月12日⟫
出席：⟦PERSON|沈会长⟧、⟦PERSON|范秘书长⟧、⟦PERSON|卢建平⟧、⟦PERSON|尹红⟧
一、会费收缴：目前已收⟪org_total|42,600元⟫；⟦PERSON|卢建平⟧垫付的奖杯款⟦AMOUNT|3,200元⟧下月报销。
二、⟦PERSON|尹红⟧因⟦MEDICAL|乳腺手术⟧请假三个月，工作由⟦PERSON|范秘书长⟧代理。
三、下次活动地点：⟪place_name|富春江⟫。
"""),

("dianping_review", r"""
⟦PERSON|吃货小分队_Amy⟧ ★★☆☆☆
房间有霉味，我⟦MEDICAL|鼻炎⟧犯了一晚上没睡好。⟪room_type|山景大床房⟫⟪price|¥688⟫一晚真的不值。
商家回复：亲爱的⟦PERSON|Amy⟧，非常抱歉！已为您退还⟦AMOUNT|200元⟧差价，如有需要请联系店长⟦PERSON|邱姐⟧：⟦PHONE|0592-551 6880⟧
"""),

("account_handover", r"""
阿里云账号交接（⟪org_name|千岛湖房车营地⟫）
主账号：⟦EMAIL|qdh_camp@aliyun.com⟧   密码：⟦PASSWORD|Qdh@Camp2023!⟧
MFA 虚拟设备密钥：⟦SECRET|$totp_1⟧
RAM 子账号 ⟦PERSON|dev_zhouyi⟧：AccessKey ID ⟦APIKEY|$ltai_2⟧，Secret ⟦SECRET|$aliyun_sec_2⟧
ECS 公网 IP ⟦IP_ADDRESS|47.98.212.63⟧，内网 ⟦IP_ADDRESS|172.16.8.21⟧，地域 ⟪cloud_region|cn-hangzhou⟫
交接人：⟦PERSON|周毅⟧ → ⟦PERSON|祁明⟧
"""),
]

# ---- part 4 ------------------------------------------------------------------
TEXTS += [
("complaint_ticket", r"""
工单号：⟪ticket_id|TK-20240803-117⟫    创建时间：⟪timestamp|2024-08-03 23:42⟫
投诉人：⟦PERSON|韩先生⟧（⟪pitch_number|D-06⟫营位）
内容：隔壁⟪pitch_number|D-08⟫夜里十一点还在放音乐喝酒，小孩睡不着。
D-08 预订人：⟦PERSON|曲晓峰⟧  ⟦PHONE|13810827745⟧
处理：值班⟦PERSON|小严⟧已上门劝导，23:55 恢复安静。
"""),

("payment_receipt", r"""
⟪org_name|碧海湾高尔夫球会⟫ 会员卡充值凭证
付款人：⟦PERSON|范志刚⟧        会员手机：⟦PHONE|139 1102 7741⟧
充值金额：⟦AMOUNT|¥50,000.00⟧    赠送：⟪bonus|¥5,000⟫
支付方式：微信支付   交易单号：⟪transaction_id|4200002193202406187731805562⟫
商户单号：⟪order_id|GC240618093311⟫
"""),

("insurance_roster", r"""
⟪event_name|武功山两日穿越⟫ 领队投保名单（⟪org_name|行者户外俱乐部⟫）
1  ⟦PERSON|沈佳怡⟧   ⟦IDCARD|$idc_02⟧
2  ⟦PERSON|丁慧敏⟧   ⟦IDCARD|$idc_14⟧
3  ⟦PERSON|陶子航⟧   ⟦IDCARD|$idc_21⟧
保险方案：⟪product_name|户外险B款⟫，保额⟪insured_value|50万⟫，保费⟪price|每人12元⟫
"""),

("voice_message_transcript", r"""
[语音转文字 0:42]
喂，⟦PERSON|小刘⟧啊，那个⟦PERSON|黄老板⟧订的⟪product_model|碳素矶竿⟫到货了啊，你跟他说一声，他电话是⟦PHONE|幺八六，零七五五，三二九一⟧，货款⟦AMOUNT|三千二百块⟧他上礼拜已经付过了，你别再收了哈。还有仓库那批⟪sku|HX-4500⟫的线轮先别动。
"""),

("vet_record", r"""
马匹诊疗记录    病历号 ⟪case_number|VET-0522-08⟫
马匹：⟪horse_name|追风⟫（⟪horse_breed|温血马⟫，12岁）
马主：⟦PERSON|蔡雅琪⟧   ⟦PHONE|13911560482⟧
诊断：⟪animal_condition|疝痛⟫    用药：⟪animal_medication|氟尼辛葡甲胺⟫
费用：⟦AMOUNT|¥2,600⟧（马主已付）
兽医：⟦PERSON|阎医生⟧
"""),

("shell_history", r"""
   88  ssh ⟦PERSON|wangjun⟧@⟦IP_ADDRESS|121.40.77.196⟧
   89  cd /home/⟦PERSON|wangjun⟧/minsu-admin && git pull
   90  export GITHUB_TOKEN=⟦APIKEY|$ghp_2⟧
   91  redis-cli -h ⟦IP_ADDRESS|172.17.0.5⟧ -a '⟦PASSWORD|Redis_Minsu#77⟧' keys 'sess:*'
   92  docker logs ⟪container_id|$d_container_1⟫ --tail 100
   93  curl -s ⟪loopback_ip|127.0.0.1⟫:⟪port|8080⟫/health
"""),

("management_contract", r"""
民宿托管协议（摘要）    协议编号：⟪contract_number|MGS-TG-2024-051⟫
委托方（房东）：⟦PERSON|谢国栋⟧    身份证号：⟦IDCARD|$idc_19⟧
房屋地址：⟦ADDRESS|浙江省湖州市德清县莫干山镇劳岭村128号⟧
受托方：⟪org_name|山居时光民宿管理有限公司⟫
收益分成：房东⟪percentage|70%⟫，每月10日前结算至房东银行卡 ⟦CARD|$card_up_5⟧
房东联系电话：⟦PHONE|0572-8033 916⟧
"""),

("exam_notice", r"""
【游艇驾驶证培训群】下周三理论考试，考场⟪exam_room|3楼302⟫，带好证件原件。
考试名单：
⟦PERSON|汤姆·布朗⟧（英国）护照 ⟦PASSPORT|$pp_gb_2⟧
⟦PERSON|卞晓琳⟧ 护照 ⟦PASSPORT|$pp_cn_2⟧
考试费⟪price|¥600⟫已含在学费里。有问题找⟦PERSON|鲍老师⟧。
"""),

("ocr_phone_log", r"""
[手写来电记录 OCR]
⟪call_time|10:15⟫ ⟦PERSON|易女士⟧来电，订⟪product_name|国庆房车营位⟫两晚
手机：⟦PHONE|一三八零七三一二二五六⟧
地址：⟦ADDRESS|长沙市岳麓区麓山南路188号枫林小区6栋402⟧
定金⟦AMOUNT|500元⟧待付，⟪pitch_number|R-05⟫先留着
"""),

("java_stack_trace", r"""
2024-09-01 10:22:13.441 ERROR 2231 --- [http-nio-8080-exec-4] c.c.comp.web.SignupController : 报名失败: 实名信息与身份证不一致
com.climbcomp.exception.BizException: idNo=⟦IDCARD|$idc_22⟧, name=⟦PERSON|邹静⟧, birth=⟦DATE_OF_BIRTH|1980-01-01⟧, phone=⟦PHONE|17621835520⟧
	at com.climbcomp.service.SignupService.verify(SignupService.java:⟪line_number|133⟫)
	at com.climbcomp.web.SignupController.submit(SignupController.java:⟪line_number|58⟫)
"""),

("staff_directory", r"""
⟪org_name|御马苑⟫ 员工通讯录（内部，勿外传）
⟦PERSON|卓然⟧  马房主管  生日 ⟦DATE_OF_BIRTH|1997年12月5日⟧  ⟦PHONE|18300126642⟧  ⟦EMAIL|zhuoran@yuma-club.cn⟧
⟦PERSON|甘露⟧  教练  生日 ⟦DATE_OF_BIRTH|1994年9月15日⟧  ⟦PHONE|18300127795⟧  ⟦EMAIL|ganlu@yuma-club.cn⟧
更新于 ⟪update_date|2024-03-01⟫，版本 ⟪doc_version|v3⟫
"""),

("phone_order_record", r"""
电话订购记录    ⟪order_id|TEL-0917-06⟫
客户：⟦PERSON|葛先生⟧
商品：⟪product_model|禧玛诺 SLX DC 70⟫ 水滴轮 ×1
信用卡号：⟦CARD|$card_mc_6⟧    有效期 09/28    安全码：⟦CVV|517⟧
送货地址：⟦ADDRESS|苏州市姑苏区十全街220号沧浪新城9幢301室⟧
金额：⟦AMOUNT|¥4,380⟧    接单：⟦PERSON|小祝⟧
"""),
]

# ---- part 5 ------------------------------------------------------------------
TEXTS += [
("wechat_private_chat", r"""
⟦PERSON|Kevin 教练⟧：⟦PERSON|姜总⟧，下周二的课改到下午三点可以吗？
⟦PERSON|姜总⟧：可以。上次说的10节课套餐我转你了，⟦AMOUNT|¥12,000⟧，收到回一下
⟦PERSON|Kevin 教练⟧：收到了👌 您的⟦MEDICAL|肩袖损伤⟧好点没？好点的话我们练一下切杆，先不打⟪club_type|一号木⟫
"""),

("insurance_policy_summary", r"""
⟪org_name|众安保险⟫ 露营意外险 电子保单
保单号：⟪policy_number|ZA8827160033921⟫
投保人/被保险人：⟦PERSON|柯思琪⟧
护照号：⟦PASSPORT|$pp_cn_3⟧
出生日期：⟦DATE_OF_BIRTH|1989-07-16⟧
保障期间：⟪coverage_period|2024-10-01 至 2024-10-03⟫    保费：⟪price|¥15.00⟫
"""),

("dingtalk_group", r"""
【营地运维群】
⟦PERSON|老孟⟧：钉钉告警机器人换了，新地址 ⟦SECRET|$ding_hook_2⟧
⟦PERSON|老孟⟧：加签密钥 ⟦SECRET|$ding_sec_2⟧，大家别外传
⟦PERSON|温晴⟧：收到，我把⟪service_name|booking-svc⟫和⟪service_name|pay-svc⟫的告警都切过去
"""),

("nginx_access_log", r"""
⟦IP_ADDRESS|39.144.12.87⟧ - - [⟪timestamp|18/Jul/2024:20:11:05 +0800⟫] "GET /api/order/query?mobile=⟦PHONE|13705718826⟧&name=⟦PERSON|陆一帆⟧ HTTP/1.1" 200 612 "https://⟪domain|camp.example.cn⟫/" "Mozilla/5.0 MicroMessenger/⟪version|8.0.49⟫"
⟦IP_ADDRESS|240e:388:6c12:d400:1c5b:3aff:fe88:2b07⟧ - - [18/Jul/2024:20:11:09 +0800] "POST /api/pay/notify HTTP/1.1" 200 7 "-" "Mozilla/4.0"
⟪doc_ip|198.51.100.23⟫ - - [18/Jul/2024:20:12:00 +0800] "GET /robots.txt HTTP/1.1" 404 0 "-" "curl/7.88"
"""),

("service_contract", r"""
户外拓展服务协议
甲方：⟪org_name|杭州云帆科技有限公司⟫（团建客户）
乙方：⟪org_name|野狼谷户外拓展基地⟫
甲方联系人：⟦PERSON|严俊⟧    电话：⟦PHONE|0571-8709 2213⟧
活动日期：⟪event_date|2024年11月8日⟫    人数：⟪headcount|60人⟫
费用：⟪price|每人480元⟫，合计⟪org_total|28,800元⟫（甲方公司转账）
乙方现场负责人：⟦PERSON|熊教官⟧    ⟦PHONE|135 8810 3362⟧
"""),

("medical_check_summary", r"""
射击运动员年度体检摘要    编号 ⟪report_number|TJ-2024-0311⟫
姓名：⟦PERSON|邵天宇⟧    出生日期：⟦DATE_OF_BIRTH|1986-06-11⟧
身份证号：⟦IDCARD|$idc_13⟧
结论：⟦MEDICAL|色弱⟧；⟦MEDICAL|血压145/95 mmHg⟧，建议复查；⟦MEDICAL|右耳高频听力下降⟧，训练时须佩戴耳罩。
体检机构：⟪hospital_name|市体育医院⟫
"""),

("app_feedback", r"""
【意见反馈】来自 ⟪app_name|钓鱼人APP⟫ ⟪version|v6.3.0⟫ Android
我的账号 ⟦PHONE|18667009215⟧ 被盗了！！原来的密码是 ⟦PASSWORD|diaoyu1988⟧，现在登不上，钓点收藏全没了。绑定邮箱 ⟦EMAIL|hu.dapeng@126.com⟧，麻烦尽快处理 —— ⟦PERSON|胡大鹏⟧
"""),

("wechat_group", r"""
【十一房车自驾群】费用AA明细（营地+油费+过路费）
总计⟪org_total|¥9,840⟫（营地⟪tariff|¥380/晚⟫），6户平摊
已转：⟦PERSON|柏杨⟧ ⟦AMOUNT|¥1,640⟧ ✅，⟦PERSON|小莫⟧ ⟦AMOUNT|¥1,640⟧ ✅，⟦PERSON|孔大哥⟧ ⟦AMOUNT|¥1,000⟧（还差⟦AMOUNT|¥640⟧）
未转：⟦PERSON|田田⟧、⟦PERSON|老贾⟧
收款：⟦PERSON|柏杨⟧
"""),

("ocr_business_card", r"""
[名片识别]
⟪org_name|深圳湾游艇会⟫
⟦PERSON|张海洋⟧  会籍总监
手机：⟦PHONE|+86 136 3289 0174⟧
邮箱：⟦EMAIL|zhanghy@szbay-yacht.com⟧
微信：⟦PERSON|zhanghaiyang_88⟧
⟪place_name|深圳市南山区⟫
"""),

("refund_application", r"""
退款申请
申请人：⟦PERSON|俞晓丹⟧    会员号：⟪member_number|EQ-3307⟫
原因：本人⟦MEDICAL|怀孕⟧，医生建议停止骑马，剩余课时申请退费。
剩余课时：⟪lesson_count|14节⟫，申请退款金额：⟦AMOUNT|¥8,120⟧
退款银行卡：⟦CARD|$card_up_6⟧（农业银行）
联系电话：⟦PHONE|158 6712 0943⟧
"""),

("dotenv_config", r"""
# 攀岩馆小程序后端 .env.production
WX_APPID=⟪wechat_appid|$d_wx_appid_2⟫
WX_APPSECRET=⟦SECRET|$wx_secret_2⟧
OPENAI_API_KEY=⟦APIKEY|$openai_2⟧
MYSQL_HOST=⟦IP_ADDRESS|10.10.2.8⟧
MYSQL_PASSWORD=⟦PASSWORD|Yanbi@2024#⟧
APP_PORT=⟪port|7001⟫
"""),

("search_rescue_bulletin", r"""
【紧急寻人】⟪event_date|10月3日⟫下午，驴友⟦PERSON|聂海涛⟧（男，45岁）在⟪place_name|鳌太线⟫⟪waypoint|2900营地⟫附近与队伍失联。本人患有⟦MEDICAL|2型糖尿病⟧，随身带⟦MEDICAL|胰岛素⟧。领队⟦PERSON|阿飞⟧：⟦PHONE|13991267740⟧；家属⟦PERSON|聂小雨⟧：⟦PHONE|18629013358⟧。有线索请速联系！
"""),
]
