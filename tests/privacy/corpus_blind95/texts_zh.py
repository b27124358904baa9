# Chinese texts for blind95. Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES
TEXTS = []

TEXTS += [
("wechat_group_chat", r"""
【宁波路夜市摊主群】⟪chat_timestamp|2024年6月3日 21:14⟫
⟦PERSON|老周⟧：明天下午三点消防来检查，灭火器都摆出来，上回有人被罚了
⟦PERSON|小赵⟧：收到👌 ⟦PERSON|周老板⟧我上个月管理费还欠多少来着
⟦PERSON|老周⟧：你还差⟦AMOUNT|380块⟧，这周内转我微信就行，标准还是⟪tariff|每月600元⟫
⟦PERSON|阿芳⟧：我那个⟪stall_id|B-17⟫号摊位电箱又跳闸了，谁有电工电话
⟦PERSON|老周⟧：找⟦PERSON|刘师傅⟧，⟦PHONE|139 5741 2286⟧，说是夜市的就行
⟦PERSON|小赵⟧：👍 顺便说下我下周请假，⟦MEDICAL|肾结石⟧又犯了，要去做⟦MEDICAL|体外碎石⟧
"""),

("stall_application_form", r"""
宁波路夜市 摊位经营申请表（2024年度）
申请人姓名：⟦PERSON|陈美玲⟧        性别：女
出生日期：⟦DATE_OF_BIRTH|1988年3月14日⟧
身份证号码：⟦IDCARD|$id_01⟧
联系电话：⟦PHONE|186 2143 9057⟧
现住址：⟦ADDRESS|上海市徐汇区龙华西路315弄12号601室 200232⟧
经营品类：炸串、烤冷面
营业执照统一社会信用代码：⟪uscc|92310104MA1HK3TQ2X⟫
申请摊位：⟪stall_id|A-08⟫（靠近入口）
押金：⟦AMOUNT|2000元⟧（已交）
"""),

("wechat_chat", r"""
⟦PERSON|许小姐⟧：您好，朋友推荐的，想约下周六晚上的上门私厨，8个人
⟦PERSON|阿Ken⟧：好的⟦PERSON|许小姐⟧～ 人均⟪price_per_head|¥488⟫的⟪menu_name|秋季蟹宴套餐⟫可以吗？地址发我一下
⟦PERSON|许小姐⟧：可以的。⟦ADDRESS|杭州市西湖区玉古路168号青芝坞5幢2单元401⟧
⟦PERSON|许小姐⟧：对了我先生⟦MEDICAL|花生过敏⟧很严重，还有位朋友有⟦MEDICAL|痛风⟧，海鲜少放点
⟦PERSON|阿Ken⟧：收到，定金⟦AMOUNT|¥1,000⟧，转账备注姓名+日期就行
⟦PERSON|许小姐⟧：[微信转账] ⟦AMOUNT|¥1,000⟧ 转账单号 ⟪transfer_id|1000050001202406190218733412⟫
"""),

("dingtalk_notice", r"""
【钉钉】流动酒吧运营群 · 群公告（⟦PERSON|周社长⟧ 发布）
各位，新的订单机器人接好了，配置如下，只在内部用，别外传：
webhook：⟦SECRET|$dingtalk_webhook_01⟧
加签密钥：⟦SECRET|$dingtalk_sec_01⟧
机器人版本 ⟪bot_version|v1.3.7⟫，每天 ⟪schedule_time|09:30⟫ 推送前一天流水汇总（公司总流水 ⟪org_total|¥86,420⟫ 这种数字别截图发朋友圈😂）。
有问题找⟦PERSON|小谭⟧，分机 ⟪extension|8021⟫。
"""),

("course_registration_form", r"""
「菌菇季·野生菌识别与采集」两日课程 报名表
姓名：⟦PERSON|杨志强⟧        出生日期：⟦DATE_OF_BIRTH|1984-07-09⟧
身份证号：⟦IDCARD|$id_11⟧（用于购买户外意外险）
手机：⟦PHONE|15808716634⟧
紧急联系人：妻子 ⟦PERSON|李晓红⟧ ⟦PHONE|15808716635⟧
既往病史/用药：⟦MEDICAL|高血压⟧，每天吃⟦MEDICAL|氨氯地平⟧；⟦MEDICAL|青霉素过敏⟧
课程费用：⟦AMOUNT|¥1,680⟧ 已付（订单号 ⟪order_id|YN20240712004417⟫）
集合地点：⟪meeting_point|昆明木水花野生菌交易市场东门⟫
"""),

("application_log", r"""
2024-08-17 19:42:03 INFO  [order-svc] 新订单 ⟪order_id|TK240817-0193⟫ 门店=⟪store_id|FT-SH-03⟫ 收银员=⟦PERSON|wangjing⟧ client=⟦IP_ADDRESS|192.168.10.23⟧
2024-08-17 19:42:05 WARN  [pay-svc] 微信支付回调超时 upstream=⟦IP_ADDRESS|101.226.129.166⟧ retry=1
2024-08-17 19:42:09 INFO  [pay-svc] 支付成功 金额=⟦AMOUNT|¥36.00⟧ 商户单号=⟪merchant_order_no|4200002217202408171937461092⟫
2024-08-17 19:43:30 ERROR [sync] 上报失败 host=⟪doc_ip|198.51.100.7⟫ ver=⟪app_version|2.3.11⟫
2024-08-17 19:45:12 INFO  [auth] 用户 ⟦PERSON|wangjing⟧ 交班，登录IP ⟦IP_ADDRESS|100.64.23.8⟧
"""),

("customer_service_chat", r"""
【美团 在线客服】订单 ⟪order_id|MT8821004736152⟫
用户 ⟦PERSON|小鹿不乱撞_⟧：你好，我报的周日威士忌调酒体验课，临时⟦MEDICAL|发烧⟧去不了了，能退吗
客服 ⟦PERSON|阿May⟧：亲，已为您申请全额退款 ⟦AMOUNT|¥399⟧，1-3个工作日原路退回。预留手机 ⟪masked_phone|188****6623⟫ 会收到短信哦
用户 ⟦PERSON|小鹿不乱撞_⟧：好的谢谢，下次还能用这个券吗 ⟪coupon_code|WHISKY50⟫
客服 ⟦PERSON|阿May⟧：可以的亲，有效期到⟪expiry_date|2024-12-31⟫
"""),

("dianping_review", r"""
⟦PERSON|吃货阿杰⟧ ★★★★☆ 人均 ⟪price_per_head|¥68⟫
在这个市集小摊排了四十分钟…老板⟦PERSON|老陈⟧人很好，我老公⟦MEDICAL|乳糖不耐⟧，老板专门给换了燕麦奶。招牌⟪product_name|脏脏包⟫偏甜，⟪product_name|桂花米酿⟫好喝！两个人最后付了⟦AMOUNT|136块⟧。摊位在⟪stall_id|C区12号⟫，周末才出摊。
"""),

("onboarding_form", r"""
「山房」私房菜 员工入职登记表
姓名：⟦PERSON|黄诗琪⟧   性别：女   民族：汉
出生年月日：⟦DATE_OF_BIRTH|1993.06.07⟧
身份证号：⟦IDCARD|$id_03⟧
手机：⟦PHONE|137-2861-4490⟧
户籍地址：⟦ADDRESS|广州市天河区石牌街道华师路18号3栋502 510631⟧
工资卡（农业银行）：⟦CARD|$card_04⟧
试用期月薪：⟦AMOUNT|¥6,500⟧
健康证编号：⟪health_cert_no|穗卫健2024-0877312⟫
"""),

("dotenv_config", r"""
# 小程序后台 .env.production —— 别提交到git！！
ALIBABA_CLOUD_ACCESS_KEY_ID=⟦APIKEY|$aliyun_akid_01⟧
ALIBABA_CLOUD_ACCESS_KEY_SECRET=⟦SECRET|$aliyun_secret_01⟧
SMS_SIGN_NAME=⟪sms_sign_name|野菜市集⟫
SMS_TEMPLATE_CODE=⟪sms_template_code|SMS_462918307⟫
MYSQL_URL=mysql://market_rw:⟦SECRET|Ye5hi@2024!⟧@⟦IP_ADDRESS|172.18.0.12⟧:3306/market
OSS_BUCKET=⟪bucket_name|yecai-market-img⟫
# 负责人 ⟦PERSON|孙浩然⟧，有问题找他
"""),

("yaml_config", r"""
wechat_pay:
  appid: ⟪wechat_appid|wx8f3c2a91d74e05b6⟫
  mch_id: ⟪merchant_id|1651827390⟫
  api_v3_key: ⟦SECRET|$wxpay_v3_01⟧
  cert_serial_no: ⟪cert_serial|5E1C2A7F93B04D8E6A1F0C3B9D27E458A6F10C3B⟫
  private_key_path: ⟪file_path|/etc/wxpay/apiclient_key.pem⟫
  notify_url: ⟪callback_url|https://api.caifengshiji.com/pay/notify⟫
contact:
  tech_owner: ⟦PERSON|郑一鸣⟧
  phone: ⟦PHONE|0571-8690 2231⟧
"""),

("meeting_minutes", r"""
「城西农夫市集」第三次筹备会 会议纪要
时间：⟪meeting_date|2024年9月5日 14:00⟫   地点：⟪venue|良渚文化村游客中心二楼⟫
参会：⟦PERSON|沈佳怡⟧（主持）、⟦PERSON|马建军⟧、⟦PERSON|欧阳娜娜⟧、⟦PERSON|老吴⟧
一、摊位费：小摊⟪tariff|每场150元⟫，大摊⟪tariff|每场260元⟫。
二、欠费：⟦PERSON|老吴⟧上季度还欠⟦AMOUNT|780元⟧，同意分两次补齐。
三、上季度市集总收入⟪org_total|¥48,300⟫，其中三成用于宣传。
四、⟦PERSON|马建军⟧家的蜂蜜要补检测报告（⟪test_report_no|ZJ-FQ-2024-1187⟫）。
五、下次会议 9月19日。记录：⟦PERSON|欧阳娜娜⟧
"""),

("call_transcript", r"""
【通话录音转写】⟪call_timestamp|2024-07-22 15:08⟫  时长 ⟪call_duration|04:31⟫
客服：您好，这里是「微醺号」移动酒吧，请问怎么称呼？
客户：我叫⟦PERSON|许婧⟧，下个月十号结婚，想租你们的酒吧车。
客服：恭喜恭喜！⟦PERSON|许小姐⟧方便留个电话吗？
客户：⟦PHONE|幺三九，零二一七，六六八五⟧。
客服：好的，婚礼场地在哪里呢？
客户：就在我家老房子院子里，⟦ADDRESS|苏州市吴中区东山镇陆巷村118号⟧。
客服：我们的套餐是⟪quote|一万二包四小时⟫，需要先付定金。
客户：行，我先转⟦AMOUNT|三千块⟧定金。对了我妈有⟦MEDICAL|糖尿病⟧，能不能做几杯无糖的？
"""),

("xianyu_chat", r"""
闲鱼 · 与 ⟦PERSON|烤肠大王老李⟧ 的聊天
我：老板，这台二手餐车还在吗？标价⟪listing_price|¥23,800⟫能少点不
⟦PERSON|烤肠大王老李⟧：⟪quote|最低22000⟫，车况很好，车架号⟪vin|LZWADAGA8KB102947⟫你可以去查
我：行，那我付⟦AMOUNT|22000块⟧，走闲鱼担保还是直接转？
⟦PERSON|烤肠大王老李⟧：直接转支付宝吧，账号就是我手机 ⟦PHONE|13671928845⟧，名字⟦PERSON|李国栋⟧
我：周六去提车，地址发我
⟦PERSON|烤肠大王老李⟧：⟦ADDRESS|北京市大兴区旧宫镇德茂庄西里6号院⟧，到了打电话
"""),

("ocr_waybill", r"""
[OCR] 顺丰速运  运单号 ⟪waybill_no|SF1402837761925⟫
寄件：⟪company_name|山野集·云南菌菇⟫ ⟪masked_phone|0871-6533xxxx⟫
收件：⟦PERSON|邓丽娟⟧ ⟦PHONE|18911037726⟧
⟦ADDRESS|北京市海淀区学院路35号世宁大厦1502⟧
内件：干羊肚菌 200g×2   保价 ⟪declared_value|¥850⟫
备注：易碎 冷链 ⟪temperature|0-4℃⟫
"""),

("markdown_table", r"""
曼谷国际街头美食节 参展人员信息（请于8月20日前提交）
| 姓名 | 拼音 | 护照号 | 出生日期 | 性别 |
|---|---|---|---|---|
| ⟦PERSON|张晓宇⟧ | ⟦PERSON|ZHANG XIAOYU⟧ | ⟦PASSPORT|$pp_cn_01⟧ | ⟦DATE_OF_BIRTH|1990-11-23⟧ | 男 |
| ⟦PERSON|罗婷⟧ | ⟦PERSON|LUO TING⟧ | ⟦PASSPORT|$pp_cn_02⟧ | ⟦DATE_OF_BIRTH|1995-04-02⟧ | 女 |
航班：⟪flight_number|TG 663⟫ 上海浦东→曼谷    展位号 ⟪booth_no|H2-031⟫
"""),

("safety_leaflet", r"""
【野生菌安全食用提示】（⟪leaflet_version|2024版⟫）
1. 不认识的菌子坚决不采、不买、不吃。⟪leaflet_term|鹅膏菌⟫含⟪leaflet_term|鹅膏毒肽⟫，可导致⟪leaflet_term|急性肝损伤⟫。
2. 见手青一定要炒熟，至少⟪cook_time|15分钟⟫以上。
3. 出现中毒症状请及时就医，医生可能使用⟪leaflet_drug_name|水飞蓟宾⟫等药物。
4. 本集市⟪stall_id|A区01-20号⟫摊位均持有食品经营许可证（⟪licence_no|JY15301020047716⟫）。
"""),

("python_source", r"""
# notify.py  市集订单提醒 —— ⟦PERSON|吴磊⟧写的，改之前问他
import requests

WEBHOOK = "⟦SECRET|$wecom_webhook_01⟧"

def push(order):
    text = f"新订单 {order['id']}：{order['name']} {order['amount']}元"
    requests.post(WEBHOOK, json={"msgtype": "text", "text": {"content": text, "mentioned_mobile_list": ["⟦PHONE|13917720486⟧"]}}, timeout=⟪timeout_seconds|5⟫)

# 测试订单号 ⟪order_id|SJ-TEST-0001⟫，版本 ⟪app_version|0.4.2⟫
"""),

("contract", r"""
上门私厨服务合同（节选）                     合同编号：⟪contract_no|SC-2024-0815-03⟫
甲方（客户）：⟦PERSON|周敏仪⟧    身份证号：⟦IDCARD|$id_08⟧
住址：⟦ADDRESS|深圳市南山区蛇口望海路1177号半山海景A7栋 518067⟧
乙方（厨师）：⟦PERSON|林家豪⟧    联系电话：⟦PHONE|138 2651 7704⟧
第三条 服务费用：本次家宴服务费共计⟦AMOUNT|人民币贰万捌仟元整（¥28,000）⟧，甲方应于签约时支付⟦AMOUNT|¥8,400⟧作为定金。
第五条 违约责任：任何一方违约，应按⟪penalty_clause|合同总价的20%⟫支付违约金。
"""),

("wechat_chat", r"""
⟦PERSON|Vivian林⟧：老师我在国外，微信转不了账，定金能刷卡吗？
私厨 ⟦PERSON|蔡师傅⟧：可以，发我卡信息，我这边用POS机手输
⟦PERSON|Vivian林⟧：卡号 ⟦CARD|$card_11⟧，有效期 11/27，背面三位 ⟦CVV|582⟧，持卡人 ⟦PERSON|LIN WEIWEI⟧
私厨 ⟦PERSON|蔡师傅⟧：收到，扣了⟦AMOUNT|¥1,500⟧定金（订单 ⟪order_id|SC-0923-08⟫，套餐⟪price|¥3,800/桌⟫）。下次别在微信里发卡号哈，不安全
"""),

("sql_insert", r"""
-- 鸡尾酒俱乐部 会员表导出（测试环境，还没脱敏！）
INSERT INTO members (id, name, mobile, birthday, email, points) VALUES
(⟪row_id|2031⟫, '⟦PERSON|何雨桐⟧', '⟦PHONE|15013846672⟧', '⟦DATE_OF_BIRTH|1997-05-30⟧', '⟦EMAIL|heyutong0530@qq.com⟧', ⟪loyalty_points|1280⟫),
(⟪row_id|2032⟫, '⟦PERSON|周凯文⟧', '⟦PHONE|18620077315⟧', '⟦DATE_OF_BIRTH|1989-12-11⟧', '⟦EMAIL|kevin.zhou89@163.com⟧', ⟪loyalty_points|560⟫);
"""),

("wechat_group_chat", r"""
⟦PERSON|小刘⟧（运维）：@⟦PERSON|郝总⟧ 腾讯云的密钥我先发你，明天记得在控制台轮换一下
SecretId：⟦APIKEY|$tencent_akid_01⟧
SecretKey：⟦SECRET|$tencent_secret_01⟧
地域 ⟪cloud_region|ap-guangzhou⟫，服务器 ⟦IP_ADDRESS|43.138.62.219⟧，root 密码 ⟦PASSWORD|Shiji#8899⟧
⟦PERSON|郝总⟧：收到，你发完撤回一下
"""),
]

TEXTS += [
("csv_export", r"""
工号,姓名,身份证号,手机,岗位,月薪,入职日期
⟪employee_id|FT-007⟫,⟦PERSON|雷鸣⟧,⟦IDCARD|$id_07⟧,⟦PHONE|15927384410⟧,餐车司机兼厨师,⟦AMOUNT|¥7,200⟧,⟪hire_date|2023-03-01⟫
⟪employee_id|FT-011⟫,⟦PERSON|孙悦⟧,⟦IDCARD|$id_10⟧,⟦PHONE|18553207719⟧,收银,⟦AMOUNT|¥4,800⟧,2024-05-20
FT-012,⟦PERSON|白宇航⟧,待补,⟦PHONE|13164020938⟧,学徒,⟦AMOUNT|¥3,500⟧,2024-07-08
"""),

("xiaohongshu_post", r"""
⟦PERSON|山野里的阿圆⟧ · 📍大理
【大理野生菌采集课｜真实体验 不是广告】
上周末跟着⟦PERSON|杨老师⟧上山采菌子🍄 两天课程⟪price|¥1,280⟫含吃住，认识了十几种菌，还学了怎么分辨见手青～
小tips：我有⟦MEDICAL|过敏性哮喘⟧，山里湿气重，记得带上⟦MEDICAL|沙丁胺醇气雾剂⟧
课程编号⟪course_code|DL-JUN-07⟫ ⟪hashtag|#野生菌⟫ #大理旅行
💬 ⟦PERSON|momo不吃香菜⟧：求老师联系方式！
💬 ⟦PERSON|山野里的阿圆⟧ 回复：⟦PERSON|杨老师⟧微信同手机 ⟦PHONE|13888061527⟧（问过老师可以公开）
"""),

("dingtalk_approval", r"""
【钉钉审批】费用报销    审批编号 ⟪approval_no|202409101532000412847⟫
申请人：⟦PERSON|冯晓燕⟧（采购）
事由：市集试吃活动 食材采购垫付
报销金额：⟦AMOUNT|¥2,316.50⟧
收款账户：⟦PERSON|冯晓燕⟧  中国建设银行 ⟦CARD|$card_07⟧
开户行：⟪bank_branch|建设银行杭州武林支行⟫
审批人：⟦PERSON|周社长⟧ 已同意 ⟪approval_time|09-10 16:02⟫
"""),

("rental_agreement", r"""
移动酒吧车租赁协议
出租方：⟪company_name|长沙微醺文化传播有限公司⟫
承租方：⟦PERSON|谭雅琴⟧   身份证号：⟦IDCARD|$id_12⟧   电话：⟦PHONE|0731-8845 2207⟧
租赁车辆：酒吧车一台，车牌 ⟪vehicle_plate|湘A·D7K29⟫
租期：⟪rental_period|2024年10月1日至10月3日⟫
租金：⟪rent_price|每日¥2,800⟫；押金⟦AMOUNT|¥10,000⟧（承租方已付，还车验收无损后退还）
"""),

("voicemail_transcript", r"""
【语音留言】来电 ⟦PHONE|136 0210 3377⟧   ⟪voicemail_timestamp|周二 11:42⟫
"喂，⟦PERSON|蔡师傅⟧吗，我是上次订家宴的⟦PERSON|钱太太⟧啊。这周六那顿改成十二个人，我婆婆也来，她⟦MEDICAL|肾功能不好⟧，在做⟦MEDICAL|透析⟧，菜里盐一定要少。地址还是⟦ADDRESS|上海市长宁区愚园路1088弄7号⟧。有事打我老公电话 ⟦PHONE|幺八幺，二一六七，零零三九⟧，好，拜拜。"
"""),

("nginx_error_log", r"""
2024/09/14 21:03:55 [error] 2211#2211: *884120 upstream timed out (110: Connection timed out) while reading response header from upstream, client: ⟦IP_ADDRESS|240e:3b4:38c1:9a20:7d1e:5c0f:b21a:e3f4⟧, server: ⟪hostname|h5.yeshijie.cn⟫, request: "POST /api/order HTTP/1.1", upstream: "http://⟦IP_ADDRESS|10.0.8.15⟧:⟪port|9000⟫/api/order"
2024/09/14 21:04:10 [warn] 2211#2211: *884133 limiting requests, excess: 20.400 by zone "perip", client: ⟦IP_ADDRESS|117.136.12.94⟧
# 备注（⟦PERSON|小谢⟧）：240e 开头的是电信手机用户，另一个是移动，看着像同一个人在刷单？⟪software_version|nginx/1.24.0⟫ 的限流是生效了
"""),

("wechat_group_chat", r"""
【周五鸡尾酒入门课 学员群】
⟦PERSON|Leo老师⟧：明天课上会用到朗姆、金酒和一点苦精，有酒精过敏或者不能喝的提前说哈
⟦PERSON|林一一⟧：老师我这周在吃⟦MEDICAL|头孢克肟⟧，是不是不能喝😭
⟦PERSON|Leo老师⟧：对！吃头孢千万别碰酒，给你做无酒精版本
⟦PERSON|Cici⟧：我可以喝！学费还没付的话转谁呀
⟦PERSON|Leo老师⟧：转课程助理⟦PERSON|小满⟧就行，⟪price|299一位⟫，收款码在⟪doc_ref|群公告第3条⟫
⟦PERSON|Cici⟧：已转⟦AMOUNT|¥299⟧
"""),

("survey_csv", r"""
序号,提交时间,摊主姓名,联系电话,摊位类型,年营业额区间,建议
1,⟪timestamp|2024/10/08 20:13:41⟫,⟦PERSON|聂红梅⟧,⟦PHONE|13905710824⟧,蔬菜,⟪revenue_band|10-20万⟫,希望增加停车位
2,2024/10/08 20:30:02,⟦PERSON|高原⟧,⟦PHONE|15057163318⟧,手工面包,⟪revenue_band|20-50万⟫,"⟦PERSON|沈佳怡⟧组织得很好，就是摊位费有点贵"
3,2024/10/09 07:55:16,匿名,,熟食,<10万,无
"""),

("ocr_api_response", r"""
// 餐车实名认证 身份证OCR返回（⟪api_version|v1⟫）
{"log_id": ⟪log_id|1827364509182736450⟫, "image_status": "normal", "words_result": {
  "姓名": {"words": "⟦PERSON|冉欣悦⟧"},
  "性别": {"words": "女"},
  "民族": {"words": "土家"},
  "出生": {"words": "⟦DATE_OF_BIRTH|19950712⟧"},
  "住址": {"words": "⟦ADDRESS|重庆市渝中区解放碑街道民族路188号7-3⟧"},
  "公民身份号码": {"words": "⟦IDCARD|$id_15⟧"}},
 "request_id": "⟪request_id|7f3b2c10-5a8e-4d71-9c02-1e6f4b8a9d35⟫"}
"""),

("alertmanager_config", r"""
# alertmanager 飞书通知（流动酒吧订单系统）
receivers:
  - name: feishu-ops
    webhook_configs:
      - url: '⟦SECRET|$feishu_webhook_01⟧'
        send_resolved: true
# 值班：⟦PERSON|邵婷婷⟧ ⟦PHONE|+86 158 2108 6643⟧
# 告警阈值 ⟪threshold|error_rate > 5%⟫，静默 ⟪duration|30m⟫
"""),

("java_stack_trace", r"""
2024-09-21 12:01:44.318 ERROR 1 --- [⟪thread_name|nio-8080-exec-7⟫] c.s.market.web.GlobalExceptionHandler : 摊主注册失败
org.springframework.dao.DuplicateKeyException:
### Error updating database.  Cause: java.sql.SQLIntegrityConstraintViolationException: Duplicate entry '⟦PHONE|18698127730⟧' for key 'uk_vendor_mobile'
### SQL: INSERT INTO vendor (name, mobile, id_no) VALUES (?, ?, ?)
### Parameters: ⟦PERSON|俞晓彤⟧(String), ⟦PHONE|18698127730⟧(String), ⟦IDCARD|$id_18⟧(String)
	at org.springframework.jdbc.support.SQLErrorCodeSQLExceptionTranslator.doTranslate(⟪source_location|SQLErrorCodeSQLExceptionTranslator.java:247⟫)
	at com.shiji.market.service.VendorService.register(VendorService.java:88)
"""),

("statement_of_account", r"""
「城西农夫市集」9月 摊主对账单 —— ⟦PERSON|马建军⟧（蜂蜜摊）
应缴摊位费：4场 × ⟪tariff|每场260元⟫ = ⟦AMOUNT|1040元⟧
已缴：⟦AMOUNT|780元⟧（9月6日 微信）
仍欠：⟦AMOUNT|¥260.00⟧
收款账户（对公）：⟪org_account|杭州城西农夫市集文化发展有限公司 农行 1904 0101 0400 2271 6⟫
发票号：⟪invoice_no|No. 24332000000081726451⟫
经办：⟦PERSON|沈佳怡⟧ ⟦PHONE|0571-8821 7740⟧
"""),

("broadcast_script", r"""
【夜市广播稿 21:30】
各位游客请注意，有一位小朋友走失，小名叫⟦PERSON|豆豆⟧，五岁左右，穿红色上衣。请⟦PERSON|豆豆⟧的家长尽快到入口服务台。家长⟦PERSON|温女士⟧请注意，您的手机无人接听，听到广播后请回拨 ⟦PHONE|一八九，七七二零，三一五六⟧。
另外，在C区捡到一只柯基，项圈上写着"⟪pet_name|旺财⟫"，主人电话 ⟪masked_phone|139****2207⟫，请到服务台认领。服务台电话 ⟦PHONE|0592-5086 113⟧。
"""),

("recruitment_poster", r"""
🍢 第三届「湖畔夜食节」招商啦！
时间：⟪event_date|10月1日—10月7日⟫ 每晚17:00-23:00
地点：⟪venue|滨江公园北广场⟫
标准摊位 ⟪tariff|3m×3m 每晚¥380⟫，整期套票 ⟪tariff|¥2,200⟫，水电另计
报名截止：⟪deadline|9月15日⟫   名额 ⟪quota|60个⟫
扫码填写报名表：⟪form_url|wjx.cn/vm/Q8kZp2T.aspx⟫
"""),

("visa_email", r"""
主题：日本签证材料——私厨团队（11月大阪美食交流）
⟦PERSON|Sato先生⟧您好，
附上我们两位厨师的信息，受理编号 ⟪visa_ref|JP-XA-2024-11873⟫：
1. ⟦PERSON|宋立伟⟧（⟦PERSON|SONG LIWEI⟧），护照号 ⟦PASSPORT|$pp_cn_03⟧，出生日期 ⟦DATE_OF_BIRTH|1986年1月4日⟧，现住址 ⟦ADDRESS|西安市雁塔区小寨东路126号3单元1802室 710061⟧
2. ⟦PERSON|付佳⟧（⟦PERSON|FU JIA⟧），护照号 ⟦PASSPORT|$pp_cn_04⟧
在职证明、银行流水（近半年余额约⟦AMOUNT|¥86,000⟧）都在附件里。
联系人：⟦PERSON|宋立伟⟧ ⟦PHONE|+86 139 9183 0452⟧ ⟦EMAIL|songliwei.chef@163.com⟧
"""),

("payment_screenshot_ocr", r"""
[截图识别] 微信支付 · 账单详情
支付金额 ⟦AMOUNT|¥168.00⟧
商品：周末农夫市集-有机蔬菜盒
商户全称：⟪merchant_name|杭州小田园农业科技有限公司⟫
支付时间：⟪payment_time|2024年9月28日 10:17:42⟫
支付方式：⟪masked_card|招商银行信用卡(6620)⟫
交易单号：⟪transaction_id|4200002391202409281072634158⟫
商户单号：⟪merchant_order_no|XTY20240928101742883⟫
付款人：⟦PERSON|钟晓⟧
"""),

("health_check_report", r"""
食品从业人员健康体检 结果通知
姓名：⟦PERSON|韩建华⟧   性别：男   出生日期：⟦DATE_OF_BIRTH|1972年8月19日⟧
身份证：⟦IDCARD|$id_16⟧
体检编号：⟪exam_no|TJ2024091200387⟫
结果：⟦MEDICAL|乙肝表面抗原阳性⟧，⟦MEDICAL|转氨酶轻度升高（ALT 62 U/L）⟧，胸片未见异常。
结论：暂缓发放健康证，建议消化内科复诊。
体检机构：⟪org_name|天津市和平区疾病预防控制中心⟫   咨询电话 ⟦PHONE|022-2730 5516⟧
"""),

("github_issue", r"""
Issue ⟪issue_number|#57⟫：部署脚本里有明文 token
⟦PERSON|jiangfeng-dev⟧ opened this issue · 2 days ago
scripts/deploy.sh 第 12 行：
    GITHUB_TOKEN=⟦APIKEY|$gh_pat_03⟧
是 @⟦PERSON|xumengqi⟧ 在 ⟪commit_sha|e41b9a3⟫ 提交的，已经推到公开仓库了，请尽快去 Settings → Developer settings 吊销。
另外 config/prod.json 里的 Google Maps key ⟦APIKEY|$google_02⟧ 也要换。
⟦PERSON|xumengqi⟧ commented：已吊销，抱歉🙏 版本 ⟪release_version|v1.2.0⟫ 会把 key 挪到环境变量里
"""),

("crm_notes", r"""
客户档案 ⟪customer_id|#C-0412⟫
姓名：⟦PERSON|龚丽华⟧（⟦PERSON|龚总⟧）
电话：⟦PHONE|189 1766 3021⟧      生日：⟦DATE_OF_BIRTH|1976年10月3日⟧
常用地址：⟦ADDRESS|上海市静安区巨鹿路758弄24号 200040⟧
忌口：⟦MEDICAL|对虾蟹过敏⟧；她先生有⟦MEDICAL|痛风⟧，不吃内脏
累计消费：⟦AMOUNT|¥46,800⟧（7次家宴）
备注：喜欢⟪wine_label|2015 Château Talbot⟫，每次提前备两瓶。
"""),

("mediation_record", r"""
夜市纠纷调解记录    编号 ⟪case_number|TJ-2024-0619-02⟫
当事人甲：⟦PERSON|覃海龙⟧（烤鱿鱼摊主），身份证 ⟦IDCARD|$id_17⟧，电话 ⟦PHONE|177 7712 5038⟧
当事人乙：⟦PERSON|蒙佳⟧（顾客）
经过：乙方称被甲方摊位炭火烫伤，造成⟦MEDICAL|右手背二度烫伤⟧，已在⟪hospital_name|广西医科大学第一附属医院⟫处理。
调解结果：甲方一次性赔偿乙方医药费及误工费共计⟦AMOUNT|1,200元⟧，当场微信转账。
调解员：⟦PERSON|韦主任⟧
"""),

("labour_agreement", r"""
兼职讲师劳务协议
甲方：⟪company_name|成都微醺学院文化传播有限公司⟫
乙方：⟦PERSON|唐子墨⟧    身份证号：⟦IDCARD|$id_04⟧
收款银行卡：⟦CARD|$card_16⟧（工商银行 成都武侯支行）
课酬：每节课⟦AMOUNT|¥800⟧，每月15日结算上月课酬。
乙方联系电话：⟦PHONE|028-8541 7736⟧
"""),

("feishu_chat", r"""
【飞书】订单系统排障
⟦PERSON|齐磊⟧：测试环境登录不上，token 我贴一下
Bearer ⟦APIKEY|$jwt_02⟧
⟦PERSON|齐磊⟧：接口 http://⟦IP_ADDRESS|10.20.30.41⟧:⟪port|8088⟫/api/v2/orders 返回 401
⟦PERSON|傅晓⟧：这是生产的 token 吧？exp 到明年了，别往群里贴…测试环境的去 ⟪doc_ip|203.0.113.80⟫ 那台拿
"""),
]

TEXTS += [
("wechat_chat", r"""
⟦PERSON|贺女士⟧：师傅明天我们不在家，你直接进去做就行，门锁密码是⟦PASSWORD|628190⟧，按完再按#号键
⟦PERSON|贺女士⟧：家里有只猫叫⟪pet_name|年糕⟫，别让它跑出去。我爸有⟦MEDICAL|帕金森⟧，吞咽不太好，他那份切碎一点、做软一点
私厨 ⟦PERSON|小彭⟧：好的放心，⟪menu_name|淮扬八大碗⟫照常，订单 ⟪order_id|SF-1103⟫
⟦PERSON|贺女士⟧：地址 ⟦ADDRESS|南京市玄武区北京东路71号紫金苑2幢1101⟧，尾款⟦AMOUNT|¥2,600⟧做完我微信转你
"""),

("dingtalk_daily_report", r"""
【钉钉】运营日报 10/12 —— ⟦PERSON|罗小川⟧
1. 抖音店铺后台的二次验证换成共享的了，密钥 ⟦SECRET|$totp_03⟧，用谷歌验证器扫；备用恢复码 ⟦SECRET|$recovery_04⟧ ⟦SECRET|$recovery_05⟧（用掉一个划掉一个）
2. 昨日 GMV ⟪org_total|¥31,270⟫，退款率 ⟪percentage|2.1%⟫
3. 达人 @⟦PERSON|酒鬼阿宁⟧ 的佣金 ⟦AMOUNT|¥4,500⟧ 已打款，下期合作排在 ⟪event_date|11月2日⟫
"""),

("wechat_group_chat", r"""
【技术群】
⟦PERSON|小龚⟧：后台导出接口一直 ⟪http_status|HTTP 500⟫，我抓了个包你们看下
curl 'https://admin.yeshijie.cn⟪api_path|/api/export⟫?type=vendor' -H 'Cookie: sessionid=⟦SECRET|$session_03⟧; lang=zh-hans' -H 'X-Real-IP: ⟦IP_ADDRESS|223.104.63.18⟧'
⟦PERSON|阿杰⟧：你这 cookie 是管理员的，赶紧退出登录让它失效，别在群里贴
⟦PERSON|小龚⟧：😅 已退出
"""),

("markdown_table", r"""
湖畔夜食节 N区摊主名单（内部，勿外传）
| 摊位号 | 摊主 | 手机 | 品类 | 备注 |
|---|---|---|---|---|
| ⟪stall_id|N-01⟫ | ⟦PERSON|石磊⟧ | ⟦PHONE|13516820937⟧ | 烤生蚝 | 需要380V电 |
| ⟪stall_id|N-02⟫ | ⟦PERSON|伍佳慧⟧ | ⟦PHONE|18057702251⟧ | 糖水 | |
| ⟪stall_id|N-03⟫ | ⟦PERSON|阿布都热合曼⟧ | ⟦PHONE|15299173306⟧ | 烤包子 | 清真，需单独水池 |
"""),

("e_invoice", r"""
电子发票（普通发票）   发票号码：⟪invoice_no|24442000000120573318⟫   开票日期：⟪invoice_date|2024年10月15日⟫
购买方：个人 ⟦PERSON|邝宇轩⟧
销售方：⟪company_name|广州微醺调酒培训有限公司⟫   纳税人识别号：⟪uscc|91440101MA9Y3F2K7Q⟫
项目：*培训服务*鸡尾酒调制体验课 ×1
价税合计：⟦AMOUNT|¥588.00⟧
购买方手机：⟦PHONE|135 6028 4419⟧   邮箱：⟦EMAIL|kuangyx@foxmail.com⟧
"""),

("sms_notification", r"""
【微醺号移动酒吧】⟦PERSON|谢雨桐⟧您好，您预订的婚礼酒吧车服务已确认：⟪event_date|11月16日⟫ 16:00-21:00，地点 ⟦ADDRESS|厦门市思明区曾厝垵社区中路57号 361005⟧，订单号 ⟪order_id|WX20241116-088⟫。尾款⟦AMOUNT|¥6,800⟧请于活动前3天支付。客服热线 ⟦PHONE|400-829-3317⟧。退订回T
"""),

("consumer_complaint", r"""
全国12315平台 投诉详情      投诉编号 ⟪complaint_ref|20241021-3301-0047812⟫
投诉人：⟦PERSON|祁文博⟧    联系电话：⟦PHONE|15306518249⟧
被投诉方：⟪company_name|杭州山野采集文化有限公司⟫
事由：9月28日参加其"秋季野菜采集体验"，领队让学员试吃野生水芹，本人回家后出现⟦MEDICAL|恶心、腹泻⟧，到⟪hospital_name|浙江省人民医院⟫急诊，诊断为⟦MEDICAL|急性胃肠炎⟧，花费⟦AMOUNT|¥1,137.60⟧。要求商家退还课程费⟦AMOUNT|¥480⟧并赔偿医疗费。
"""),

("equipment_manual", r"""
【餐车发电机 使用须知】型号 ⟪product_model|YT-6500iE⟫
额定功率 ⟪spec|5.5kW⟫，最大功率 ⟪spec|6.0kW⟫，油箱 ⟪spec|15L⟫
1. 开机前检查机油，建议使用 ⟪product_code|SAE 10W-30⟫。
2. 连续运行不超过 ⟪spec|8小时⟫，夜市收摊后务必熄火降温再加油。
3. 固件 ⟪firmware_version|V2.0.13⟫ 以上支持手机APP远程启停。
保修卡编号 ⟪warranty_no|WK-2208-1173⟫
"""),

("sick_leave_note", r"""
请假条
本人⟦PERSON|常佳琪⟧（餐车组，工号 ⟪employee_id|FT-019⟫），因⟦MEDICAL|急性扁桃体炎⟧高烧，经⟪hospital_name|武汉市中心医院⟫诊治，医嘱休息三天，按时服用⟦MEDICAL|阿莫西林⟧，特申请10月8日至10月10日病假，附诊断证明。
请假人：⟦PERSON|常佳琪⟧    ⟪date|2024年10月8日⟫
主管意见：同意。⟦PERSON|雷鸣⟧
"""),

("livestream_comments", r"""
【抖音直播间 · 农夫市集现场】评论区（⟪live_room_id|直播间ID 80417729⟫）
⟦PERSON|爱吃草莓的兔兔⟧：主播这个蜂蜜怎么卖
主播 ⟦PERSON|蜂农老马⟧：⟪price|59一斤⟫，⟪shipping_terms|三斤包邮⟫
⟦PERSON|江南小厨娘⟧：上次买的收到了，就是快递有点慢
⟦PERSON|Tony_2019⟧：我要五斤，电话 ⟦PHONE|13761905528⟧ 地址 ⟦ADDRESS|江苏省苏州市工业园区星湖街328号13栋 215123⟧
⟦PERSON|蜂农老马⟧：兄弟别在公屏发电话地址啊！私信我
"""),

("insurance_list", r"""
团体意外险投保清单（城西农夫市集 摊主）   保单号 ⟪insurance_policy_no|PICC-ZJ-2024-T-0093318⟫
序号 | 姓名 | 证件号码 | 手机
1 | ⟦PERSON|马建军⟧ | ⟦IDCARD|$id_06⟧ | ⟦PHONE|13606812275⟧
2 | ⟦PERSON|庞国庆⟧ | ⟦IDCARD|$id_02⟧ | ⟦PHONE|13819047763⟧
3 | ⟦PERSON|高原⟧ | ⟦IDCARD|$id_09⟧ | ⟦PHONE|15057163318⟧
保费 ⟪premium|每人¥68⟫，保障期 ⟪coverage_period|2024.10.01-2025.09.30⟫
"""),

("inspection_report", r"""
服务器巡检报告（10月第2周）   负责人：⟦PERSON|许嘉诚⟧
| 主机 | 内网IP | 公网IP | 状态 |
|---|---|---|---|
| ⟪hostname|web-01⟫ | ⟦IP_ADDRESS|172.21.0.4⟧ | ⟦IP_ADDRESS|119.29.175.40⟧ | 正常 |
| ⟪hostname|db-01⟫ | ⟦IP_ADDRESS|172.21.0.9⟧ | — | 磁盘使用率 ⟪metric|87%⟫，需扩容 |
| ⟪hostname|vpn-gw⟫ | ⟦IP_ADDRESS|100.100.12.6⟧ | ⟦IP_ADDRESS|2408:8207:2a41:5c90::1f⟧ | 正常 |
备注：监控探针 ⟪doc_ip|192.0.2.55⟫ 是文档示例地址，忽略；MySQL 版本 ⟪software_version|8.0.35⟫。
"""),

("taobao_order", r"""
订单详情    订单编号：⟪order_id|3829104475562018836⟫
收货人：⟦PERSON|阮晓芸⟧   ⟦PHONE|86-13923407756⟧
收货地址：⟦ADDRESS|广东省深圳市福田区华强北街道燕南路88号 518031⟧
商品：波士顿摇酒壶套装 调酒工具 ×1
实付款：⟦AMOUNT|¥219.00⟧（含运费 ⟪shipping_fee|¥10.00⟫）
创建时间：⟪timestamp|2024-10-03 22:41:17⟫
"""),

("wechat_chat", r"""
⟦PERSON|段老师⟧：明天进山要在景区小程序实名预约，把身份证号和出生日期发我核一下
⟦PERSON|和丽萍⟧：⟦IDCARD|$id_13⟧，⟦DATE_OF_BIRTH|90年9月21号⟧
⟦PERSON|段老师⟧：好，预约成功了，门票⟦AMOUNT|¥40⟧我先垫了，明天给我就行。我手机 ⟦PHONE|139 8765 0213⟧，早上⟪meeting_time|七点半⟫在⟪meeting_point|苍山索道停车场⟫集合
"""),

("public_notice", r"""
「湖畔夜食节」摊位抽签结果公示
⟪stall_id|A01⟫  ⟪masked_name|张*明⟫  ⟪masked_phone|138****0291⟫  烤串
A02  ⟪masked_name|李*⟫  ⟪masked_phone|137****8820⟫  臭豆腐
A03  ⟪masked_name|欧阳**⟫  186****5517  榴莲千层
公示期 ⟪date_range|9月20日—9月22日⟫，如有异议请联系⟦PERSON|邱干事⟧，电话 ⟦PHONE|0571-8736 2204⟧。
"""),

("wechat_chat", r"""
⟦PERSON|老潘⟧（海鲜供应）：本周青蟹、花甲一共⟦AMOUNT|3,860元⟧，这次转我个人卡吧，公司账户在年审
⟦PERSON|老潘⟧：⟦CARD|$card_20⟧ 农商银行 户名⟦PERSON|潘志伟⟧
私厨 ⟦PERSON|凌峰⟧：好，转了你看下。下周要⟪product_spec|3两以上⟫的青蟹，六只
⟦PERSON|老潘⟧：收到👌 单号 ⟪delivery_no|SX-1026-15⟫
"""),

("wechat_group_chat", r"""
【周末亲子自然营·认识野菜】家长群
⟦PERSON|Eva老师⟧：各位家长，周六我们会认野豌豆和蚕豆苗，有蚕豆病的小朋友一定要提前告诉我！
⟦PERSON|乐乐⟧妈妈：老师，我家⟦PERSON|乐乐⟧就是，⟦MEDICAL|G6PD缺乏症⟧，医院确诊过的
⟦PERSON|Eva老师⟧：收到，⟦PERSON|乐乐⟧那天不碰蚕豆。营费⟪price|¥360/组家庭⟫周四前交，紧急联系电话 ⟦PHONE|18969034471⟧
⟦PERSON|乐乐⟧妈妈：已转 ⟦AMOUNT|360元⟧
"""),

("shell_history", r"""
$ ssh ⟦PERSON|liuyang⟧@⟦IP_ADDRESS|47.98.211.63⟧    # 阿里云 杭州
$ mysqldump -uroot -p'⟦PASSWORD|Shiji@root2024⟧' market > /tmp/market_⟪date_stamp|20241019⟫.sql
$ scp /tmp/market_20241019.sql ⟦PERSON|liuyang⟧@⟦IP_ADDRESS|192.168.31.8⟧:~/backup/    # 拷到家里NAS
$ export ALIYUN_AK=⟦APIKEY|$aliyun_akid_02⟧
$ export ALIYUN_SK=⟦SECRET|$aliyun_secret_02⟧
$ ossutil cp /tmp/market_20241019.sql oss://⟪bucket_name|yecai-backup⟫/
"""),

("quote_sheet", r"""
「山房」私宴 报价单     报价编号 ⟪quote_ref|QT-20241025-02⟫
客户：⟪company_name|杭州某科技公司⟫ 年会，40人
冷菜八道 ........ ⟪quote_line|¥3,200⟫
热菜十二道 ...... ⟪quote_line|¥9,600⟫
合计 ⟪quote_total|¥12,800⟫（不含服务费 ⟪service_charge|10%⟫，酒水自带免开瓶费）
报价有效期 ⟪validity|15天⟫，联系人 ⟦PERSON|钟主厨⟧ ⟦PHONE|137 5713 8620⟧
"""),

("bank_sms", r"""
【建设银行】您尾号⟪card_last4|8841⟫的储蓄卡10月25日18:02转入⟦AMOUNT|人民币3,200.00元⟧（微信转账-⟦PERSON|林佩珊⟧），余额⟦AMOUNT|人民币12,480.55元⟧。
【建设银行】您的信用卡本期账单⟦AMOUNT|¥4,317.20⟧，最后还款日⟪due_date|11月12日⟫，请按时还款。
"""),
]

TEXTS += [
("refund_application", r"""
会员储值卡 退款申请
会员：⟦PERSON|卢思彤⟧    手机：⟦PHONE|158 0213 7744⟧    会员号 ⟪member_id|VIP-0388⟫
储值余额：⟦AMOUNT|¥1,860.00⟧
退款原因：医生诊断⟦MEDICAL|胃溃疡⟧，近期不能喝酒，剩下的调酒课也上不了了
退款账户：⟦CARD|$card_19⟧（招商银行借记卡），开户名 ⟦PERSON|卢思彤⟧
处理人：⟦PERSON|小满⟧    审核：⟦PERSON|Leo老师⟧    申请单号 ⟪application_no|RF-2024-1104-07⟫
"""),
]
