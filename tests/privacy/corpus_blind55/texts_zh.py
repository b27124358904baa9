# -*- coding: utf-8 -*-
"""Chinese texts of blind55.  Each entry: (kind, marked_text).  Typed one by one."""
TEXTS = []

# ---------------------------------------------------------------- part 1
TEXTS += [
("wechat_salon_booking_zh", """【微信聊天记录】⟪org_name|剪艺造型（徐汇店）⟫
⟦PERSON|Lily陈⟧：在吗？周六下午想约⟦PERSON|Tony老师⟧烫个头
前台⟦PERSON|小美⟧：亲，周六下午3点⟦PERSON|Tony老师⟧有空哦～数码烫原价⟪price|¥1280⟫，会员8折
⟦PERSON|Lily陈⟧：好的 我卡里还剩多少钱来着
前台⟦PERSON|小美⟧：查了下，您的会员卡（尾号⟪masked_card|**3306⟫）余额⟦AMOUNT|¥2,316.50⟧
⟦PERSON|Lily陈⟧：ok 那就约3点。对了我最近在吃⟦MEDICAL|异维A酸⟧，烫发有影响吗
前台⟦PERSON|小美⟧：这个我问下⟦PERSON|Tony老师⟧哈，一般建议停药后再做～
⟪timestamp|2024-11-21 14:32⟫"""),

("wedding_photo_contract_zh", """⟪org_name|上海薇拉婚纱摄影有限公司⟫ 婚纱摄影服务合同
合同编号：⟪contract_no|VL-HS-20240917-028⟫
甲方（客户）：⟦PERSON|孙浩然⟧、⟦PERSON|林晓雯⟧
甲方联系电话：⟦PHONE|139 1762 4408⟧
甲方身份证号：⟦IDCARD|$id_cn_2⟧（⟦PERSON|孙浩然⟧）
通讯地址：⟦ADDRESS|上海市闵行区七莘路1888弄22号501室，邮编201101⟧
套餐：⟪package_name|「巴黎之恋」外景套系⟫，套餐价⟪price|¥12,800⟫
甲方已付定金⟦AMOUNT|¥3,000⟧（大写：⟦AMOUNT|人民币叁仟元整⟧），余款⟦AMOUNT|¥9,800⟧于拍摄当日付清。
乙方统一社会信用代码：⟪org_credit_code|91310112MA1GBK7Q3X⟫
乙方客服电话：⟦PHONE|021-6433 8812⟧"""),

("nanny_service_contract_zh", """家政服务合同（育儿嫂）
雇主：⟦PERSON|郑雅琴⟧，电话 ⟦PHONE|186-2194-7730⟧，住址 ⟦ADDRESS|北京市朝阳区望京西园三区312号楼1单元1503⟧
服务人员：⟦PERSON|刘桂芳⟧，身份证 ⟦IDCARD|$id_cn_9⟧，出生日期 ⟦DATE_OF_BIRTH|1975年8月9日⟧，籍贯 ⟪place_name|重庆⟫
体检情况：⟦MEDICAL|乙肝表面抗原阴性⟧，⟦MEDICAL|胸片未见异常⟧（健康证编号 ⟪certificate_no|JKZ-2024-0731-3371⟫）
服务内容：照顾6个月婴儿，宝宝有⟦MEDICAL|牛奶蛋白过敏⟧，需喝深度水解奶粉。
月工资：⟦AMOUNT|9,500元⟧，每月15日前支付；中介服务费⟪agency_fee|3,800元/年⟫（由雇主支付）
中介：⟪org_name|安心家政服务中心⟫　经办人：⟦PERSON|何经理⟧"""),

("dingtalk_cleaning_dispatch_zh", """【钉钉群：⟪group_name|洁净家·浦东派单群⟫】
调度⟦PERSON|小赵⟧：明天上午9点新单，⟦ADDRESS|上海市浦东新区锦绣路2580弄17号1102室⟧，客户⟦PERSON|许小姐⟧ ⟦PHONE|158 2177 0936⟧，深度保洁4小时，⟪hourly_rate|55元/小时⟫
⟦PERSON|王秀英⟧：收到。门怎么开？
调度⟦PERSON|小赵⟧：智能锁密码 ⟦PASSWORD|738291#⟧，做完跟客户说一声她会改
⟦PERSON|王秀英⟧：好的。客户家有猫吗
调度⟦PERSON|小赵⟧：有只猫叫⟪pet_name|布丁⟫，别让它跑出去。另外⟦PERSON|许小姐⟧有⟦MEDICAL|哮喘⟧，别用含氯的消毒水
⟦PERSON|王秀英⟧：明白👌
工单号 ⟪ticket_id|JJ20241128-0917⟫"""),

("tattoo_client_register_zh", """⟪org_name|墨迹刺青工作室⟫ 顾客信息登记表
姓名：⟦PERSON|黄子轩⟧　　性别：男
出生日期：⟦DATE_OF_BIRTH|1988-09-30⟧
身份证号：⟦IDCARD|$id_cn_5⟧
手机：⟦PHONE|13880412257⟧　　微信：⟦PERSON|huangzx_0930⟧
既往病史/过敏史：⟦MEDICAL|对青霉素过敏⟧；⟦MEDICAL|瘢痕体质⟧
图案：⟪design_ref|TX-0421 锦鲤⟫，部位：左小臂，报价⟪quote|¥2,600⟫
已付定金：⟦AMOUNT|¥500⟧（微信支付，交易单号 ⟪transaction_id|4200002217202411053381726645⟫）
纹身师：⟦PERSON|阿杰⟧"""),

("matchmaking_member_file_zh", """【⟪org_name|佳缘红线婚恋俱乐部⟫·会员档案】
会员编号：⟪member_id|HX-2024-0631⟫　　红娘：⟦PERSON|陈老师⟧
姓名：⟦PERSON|杨雪⟧　出生：⟦DATE_OF_BIRTH|1992年7月25日⟧　身高165cm
身份证：⟦IDCARD|$id_cn_3⟧（已核验）
现居：深圳南山（⟪place_name|科技园⟫附近）
职业：产品经理，年收入约⟦AMOUNT|40万元⟧
婚史：未婚；⟦MEDICAL|甲状腺结节，定期复查⟧（自述）
择偶要求：30–36岁，本科以上，不抽烟
会费：已缴⟦AMOUNT|¥19,800⟧（黄金会员12个月）"""),

("dry_cleaner_sms_zh", """【⟪org_name|洁丽干洗⟫】⟦PERSON|王女士⟧您好，您送洗的羊绒大衣1件、西装2套已洗好，单号⟪order_id|JL-0628113⟫。本次消费⟦AMOUNT|168元⟧，会员卡剩余⟦AMOUNT|432元⟧。营业时间⟪business_hours|9:00-21:00⟫，咨询⟦PHONE|0571-8702 3365⟧。退订回T"""),

("nail_review_dianping_zh", """⟪platform_name|大众点评⟫ · ⟪org_name|Nail Cloud 美甲美睫（万象城店）⟫
用户 ⟦PERSON|小鹿乱撞_77⟧ ★★☆☆☆
做了一套猫眼+延长，⟦PERSON|Coco⟧手艺还行但是剪死皮太狠，第三天就⟦MEDICAL|甲沟炎⟧了，去医院开了⟦MEDICAL|莫匹罗星软膏⟧。一共花了⟦AMOUNT|468块⟧，团购价明明是⟪price|¥398⟫，到店又加延长费。店长说退我⟦AMOUNT|70元⟧差价，到现在都没退！！"""),

("photo_cos_backup_conf_zh", """# /etc/photo-sync/cos.conf  （⟪org_name|光影记忆摄影⟫ 原片备份）
[cos]
region = ⟪cloud_region|ap-shanghai⟫
bucket = ⟪bucket_name|raw-backup-1312345678⟫
secret_id = ⟦APIKEY|$ak_tencent_1⟧
secret_key = ⟦SECRET|$sec_tencent_1⟧

[nas]
host = ⟦IP_ADDRESS|192.168.31.10⟧
user = ⟦PERSON|zhangwei⟧
password = ⟦PASSWORD|Zw@photo2023⟧
# 负责人：⟦PERSON|张伟⟧ ⟦PHONE|177 2103 5582⟧，有问题找他"""),

("nanny_agency_register_card_zh", """⟪org_name|好帮手家政介绍所⟫ 服务人员登记卡
姓名：⟦PERSON|赵春梅⟧　年龄：55　籍贯：⟪place_name|广东梅州⟫
身份证：⟦IDCARD|$id_cn_11⟧
出生：⟦DATE_OF_BIRTH|1969.10.05⟧
电话：⟦PHONE|幺三六 二八零九 七七四一⟧（本人口述）
工种：住家保姆 / 做饭 / 照顾老人
体检：⟦MEDICAL|血压偏高，在吃硝苯地平⟧
期望工资：⟦AMOUNT|7000元⟧/月，可面议
介绍人：⟦PERSON|老周⟧"""),

("salon_member_topup_csv_zh", """# 导出：⟪product_name|美业宝⟫ ⟪timestamp|2024-12-02 21:10⟫ 门店：⟪store_name|发型会所·静安店⟫
会员卡号,姓名,手机,充值金额,赠送,当前余额,备注
⟪member_card_no|VIP0000815⟫,⟦PERSON|蒋丽娟⟧,⟦PHONE|13917206638⟧,⟦AMOUNT|¥3000⟧,⟪promo_bonus|¥600⟫,⟦AMOUNT|¥3,512⟧,烫染
⟪member_card_no|VIP0000822⟫,⟦PERSON|马俊⟧,⟦PHONE|18621350449⟧,⟦AMOUNT|¥1000⟧,⟪promo_bonus|送¥100⟫,⟦AMOUNT|¥1,088⟧,男士剪发
⟪member_card_no|VIP0000837⟫,⟦PERSON|欧阳倩⟧,⟦PHONE|15026617783⟧,⟦AMOUNT|¥5000⟧,⟪promo_bonus|¥1200⟫,⟦AMOUNT|¥6,040⟧,⟦MEDICAL|头皮银屑病，勿用刺激性产品⟧"""),

("matchmaker_wechat_followup_zh", """⟦PERSON|陈老师⟧（红娘）：⟦PERSON|小赵⟧，周六跟⟦PERSON|苏晴⟧见面感觉怎么样？
⟦PERSON|小赵⟧：挺好的，就是她说她在吃⟦MEDICAL|抗抑郁的药⟧，我有点犹豫
⟦PERSON|陈老师⟧（红娘）：理解。她跟我说过，⟦MEDICAL|产后抑郁⟧已经好很多了，人很真诚的
⟦PERSON|小赵⟧：嗯我再想想。第二次约会饭钱AA吗？上次我付了⟦AMOUNT|680块⟧
⟦PERSON|陈老师⟧（红娘）：这个你们自己商量哈～另外你的服务费尾款⟦AMOUNT|¥6,000⟧下周到期
⟦PERSON|小赵⟧：好的 转到公司对公账户 ⟪org_bank_account|3100 6652 0180 5001 2478⟫ 对吧"""),

("dingtalk_bot_script_zh", r"""# notify_dingtalk.py  保洁订单提醒机器人（⟪org_name|洁净家⟫）
import time, hmac, hashlib, base64, urllib.parse, requests

WEBHOOK = "⟦SECRET|$sec_dingtalk_hook_1⟧"
SECRET = "⟦SECRET|$sec_dingtalk_sign_1⟧"
AT_MOBILES = ["⟦PHONE|13764021189⟧"]  # 调度 ⟦PERSON|赵敏⟧
# 应用 AppKey：⟪client_id|$dk_dingtalk_appkey_1⟫（不是机器人密钥）

def send(msg):
    ts = str(round(time.time() * 1000))
    sign = base64.b64encode(hmac.new(SECRET.encode(), f"{ts}\n{SECRET}".encode(), hashlib.sha256).digest())
    requests.post(WEBHOOK + f"&timestamp={ts}&sign={urllib.parse.quote(sign)}",
                  json={"msgtype": "text", "text": {"content": msg}, "at": {"atMobiles": AT_MOBILES}}, timeout=5)

send("新订单 ⟪ticket_id|JJ20241203-1142⟫ 待派单，客户 ⟦PERSON|钱先生⟧")"""),

("consumer_complaint_12315_zh", """投诉平台：⟪platform_name|全国12315平台⟫　投诉编号：⟪complaint_no|TS3101040002024112518821⟫
投诉人：⟦PERSON|吴佳琪⟧　　联系电话：⟦PHONE|15921883407⟧
身份证号码：⟦IDCARD|$id_cn_6⟧
联系地址：⟦ADDRESS|江苏省南京市玄武区珠江路88号2栋706室⟧
被投诉方：⟪org_name|南京时光印象摄影工作室⟫
投诉内容：2024年6月预订儿童写真套餐，支付⟦AMOUNT|3,680元⟧。拍摄当天摄影师迟到两小时，孩子⟦MEDICAL|有癫痫病史⟧，长时间等待后在影棚发作，工作室拒绝改期也不退款。
诉求：全额退款⟦AMOUNT|3,680元⟧并赔偿医疗费⟦AMOUNT|1,240元⟧。"""),

("aliyun_sms_config_yaml_zh", """# application-prod.yml —— 家政预约短信通知
aliyun:
  sms:
    access-key-id: ⟦APIKEY|$ak_aliyun_1⟧
    access-key-secret: ⟦SECRET|$sec_aliyun_1⟧
    sign-name: ⟪sms_signature|帮洁家政⟫
    template-code: ⟪template_code|SMS_276490118⟫
    endpoint: ⟪domain|dysmsapi.aliyuncs.com⟫
spring:
  datasource:
    url: jdbc:mysql://⟦IP_ADDRESS|172.16.8.21⟧:3306/bangjie?useSSL=false
    username: bangjie_rw
    password: ⟦PASSWORD|Bj#2024!mysql⟧
# 维护人：⟦PERSON|李建国⟧ ⟦EMAIL|lijianguo@bangjie.cn⟧"""),

("nail_price_list_zh", """⟪org_name|指尖物语美甲⟫ 2025春季价目表
纯色甲 ………………… ⟪price|¥88⟫
猫眼/魔镜粉 ………… ⟪price|¥128⟫起
延长（每指）……… ⟪price|¥15⟫
卸甲 ……………………… ⟪price|¥30⟫（本店做的免费）
会员活动：⟪membership_offer|充1000送200⟫
温馨提示：孕期、皮肤破损、甲沟炎等情况请提前告知美甲师。
地址：⟪org_address|杭州市西湖区文三路478号华星时代广场1层⟫"""),
]

# ---------------------------------------------------------------- part 2
TEXTS += [
("salon_sms_reminder_zh", """【⟪org_name|名剪沙龙⟫】⟦PERSON|刘先生⟧您好，您预约的⟦PERSON|Kevin总监⟧⟪appointment_time|12月7日 15:00⟫剪发+头皮护理已确认。到店请报手机尾号⟪masked_phone|6623⟫。门店地址：⟪org_address|成都市锦江区春熙路南段8号3楼⟫，电话⟦PHONE|028-8665 1203⟧。如需改约请提前2小时。"""),

("confinement_nanny_interview_zh", """面试记录｜⟪org_name|馨月母婴⟫ 月嫂岗位
候选人：⟦PERSON|孟凡英⟧，47岁，⟪place_name|河南周口⟫人
证书：⟪certificate_name|高级母婴护理师证⟫（编号⟪certificate_no|MY-41-20190883⟫）
从业9年，带过32个宝宝，⟦MEDICAL|去年做过腰椎间盘突出手术⟧，现在恢复良好，可以抱娃。
期望：26天一单⟦AMOUNT|16800元⟧
联系方式：⟦PHONE|13598227104⟧（本人），紧急联系人⟦PERSON|孟凡军⟧ ⟦PHONE|13781550962⟧
面试官：⟦PERSON|小林⟧　结论：通过，安排⟪training_course|岗前培训第3期⟫"""),

("photo_hotline_transcript_zh", """【通话转写】⟪org_name|纽约纽约婚纱摄影⟫客服热线 ⟪call_id|CALL-20241030-5512⟫
客服：您好，工号⟪employee_no|8031⟫为您服务。
客户：你好，我是⟦PERSON|邓美玲⟧，订单号⟪order_id|NY2024071802⟫，我想问下退款的事。
客服：好的⟦PERSON|邓女士⟧，麻烦报一下您的手机号？
客户：⟦PHONE|一三九 零一六二 八八五七⟧。
客服：查到了，您之前交了⟦AMOUNT|五千块⟧定金，现在⟦MEDICAL|怀孕七个月⟧不方便拍外景，我们可以退⟦AMOUNT|三千块⟧，剩下的转成孕妇照套餐，您看可以吗？
客户：行吧，退到原来那张卡就行。"""),

("cleaning_app_review_zh", """⟪app_name|58到家⟫ · 日常保洁3小时 · 订单⟪order_id|DJ8817720394⟫
评价人：⟦PERSON|晴天小猪⟧ ★★★★☆
⟦PERSON|胡师傅⟧干活很细，厨房油烟机都擦了，就是晚到了20分钟。实付⟦AMOUNT|¥149⟧，原价⟪price|¥189⟫，用了⟪coupon|满150减40券⟫。下次还约她！"""),

("tailor_handwritten_receipt_ocr_zh", """[手写单据 OCR] ⟪org_name|老街裁缝铺⟫ No.⟪receipt_no|004417⟫
顾客：⟦PERSON|田志强⟧　电话：⟦PHONE|1 3 8 0 5 7 1 2 4 6 9⟧
改：西裤2条 收裤脚 ⟪measurement|裤长98cm⟫；旗袍1件（给⟦PERSON|田太太⟧）收腰 ⟪measurement|腰围68cm⟫
合计⟦AMOUNT|¥120⟧　已付⟦AMOUNT|¥50⟧
取件：⟪pickup_date|11/15下午⟫　裁缝：⟦PERSON|老钱⟧"""),

("tattoo_weibo_post_zh", """@⟦PERSON|一只爱纹身的猫⟧
终于把⟪place_name|大理⟫旅行的纪念纹上啦🌿 感谢 @⟦PERSON|刺客阿Ken⟧ 老师三个小时的耐心！之前一直担心我⟦MEDICAL|对金属过敏⟧会不会对色料也过敏，⟦PERSON|阿Ken⟧先在耳后给我做了测试，完全没问题～ 价格就不说了，值！#⟪hashtag|纹身打卡⟫# #⟪hashtag|小清新纹身⟫#
工作室：⟪org_name|刺客纹身·成都⟫"""),

("beauty_client_file_zh", """⟪org_name|悦颜美容会所⟫ 顾客护理档案
姓名：⟦PERSON|谢婉婷⟧　生日：⟦DATE_OF_BIRTH|1994-08-16⟧　电话：⟦PHONE|186 0211 4937⟧
实名登记：⟦IDCARD|$id_cn_15⟧
皮肤：混油，⟦MEDICAL|玫瑰痤疮⟧（医院确诊），⟦MEDICAL|对果酸过敏⟧
项目：⟪treatment_name|小气泡清洁+水光补水⟫，疗程卡剩⟪session_count|6次⟫
卡内余额：⟦AMOUNT|¥4,260⟧　美容师：⟦PERSON|小雅⟧"""),

("nanny_salary_transfer_receipt_zh", """【⟪bank_name|招商银行⟫】转账成功
付款人：⟦PERSON|方敏⟧（尾号⟪masked_card|8823⟫）
收款人：⟦PERSON|陈玉珍⟧
收款卡号：⟦CARD|$card_up_1⟧
金额：⟦AMOUNT|¥6,800.00⟧
附言：11月保姆工资+过节费
交易流水号：⟪transaction_id|2024113009431882710⟫
时间：⟪timestamp|2024-11-30 09:43:18⟫"""),

("singles_event_signup_zh", """⟪event_name|「冬日暖阳」单身交友会⟫报名表（⟪org_name|缘来婚恋⟫）
1. ⟦PERSON|冯子豪⟧ 男 ⟦DATE_OF_BIRTH|1990-03-02⟧ ⟦PHONE|13681129975⟧ 程序员
2. ⟦PERSON|何佳怡⟧ 女 ⟦DATE_OF_BIRTH|1996-05-23⟧ ⟦PHONE|15210448821⟧ 备注：素食，⟦MEDICAL|对花生过敏⟧
3. ⟦PERSON|宋磊⟧ 男 ⟦DATE_OF_BIRTH|1985-12-08⟧ ⟦PHONE|18911306647⟧
活动费⟪price|¥199/人⟫，地点⟪venue_name|朝阳大悦城8F⟫"""),

("photo_netdisk_delivery_zh", """⟦PERSON|周周⟧你好呀～你们的婚礼跟拍精修已经传好啦📷
链接：⟪url|https://pan.baidu.com/s/1aB9xK2mQ7LpZ4wR8tYv3nQ⟫
提取码：⟦PASSWORD|h7k2⟧
原片⟪file_count|1,206张⟫，精修⟪file_count|80张⟫，有效期⟪validity_period|30天⟫，请尽快下载哦。尾款⟦AMOUNT|2,400元⟧已收到，谢谢！
— ⟦PERSON|阿乐⟧（⟪org_name|乐拍影像⟫）"""),

("salon_cashier_log_zh", """[⟪timestamp|2024-12-05 19:22:41⟫] INFO  cashier: 门店=⟪store_id|SH-JA-02⟫ 收银员=⟦PERSON|zhoulin⟧ 终端IP=⟦IP_ADDRESS|192.168.10.23⟧
[2024-12-05 19:22:41] INFO  order=⟪order_id|SO20241205-0381⟫ 顾客=⟦PERSON|潘小姐⟧ 手机=⟪masked_phone|138****6623⟫ 项目=染发(⟪hair_dye_shade|7/1冷棕⟫) 实收=⟦AMOUNT|¥688.00⟧ 支付=支付宝
[2024-12-05 19:22:42] WARN  sync: upstream ⟦IP_ADDRESS|47.101.62.18⟧:443 timeout, retry 1/3
[2024-12-05 19:22:45] INFO  sms sent to 138****6623 via ⟪sms_provider|阿里云短信⟫"""),

("dry_cleaning_compensation_zh", """赔偿协议书
甲方（店方）：⟪org_name|衣之洁洗衣连锁（天河店）⟫
乙方（顾客）：⟦PERSON|黎志华⟧，身份证号⟦IDCARD|$id_cn_7⟧
因甲方清洗不当，乙方送洗的⟪brand_name|Max Mara⟫大衣（单号⟪order_id|YZJ-TH-77120⟫）严重缩水。经协商，甲方一次性赔偿乙方⟦AMOUNT|人民币肆仟伍佰元整⟧（⟦AMOUNT|¥4,500⟧），乙方不再追究。
乙方收款账户：⟦CARD|$card_up_2⟧（⟪bank_name|中国建设银行⟫）
乙方电话：⟦PHONE|020-3826 1174⟧
签字：⟦PERSON|黎志华⟧　日期：⟪sign_date|2024年11月18日⟫"""),

("wecom_bot_curl_zh", r"""# 企业微信群机器人 —— 每天早上推送今日保洁排班
curl '⟦SECRET|$sec_wecom_hook_1⟧' \
   -H 'Content-Type: application/json' \
   -d '{"msgtype":"text","text":{"content":"今日排班：⟦PERSON|李桂兰⟧→⟪district|滨江区⟫3单，⟦PERSON|周红⟧→⟪district|西湖区⟫2单","mentioned_mobile_list":["⟦PHONE|13968172530⟧"]}}'
# 注意：key 泄露后任何人都能往群里发消息，别提交到 ⟪repo_name|jiazheng-ops⟫ 仓库"""),

("nail_wxpay_env_zh", """# 美甲小程序 支付配置（⟪org_name|甲乙丙美甲工作室⟫）
WX_APPID=⟪app_id|$dk_wx_appid_1⟫
WX_APPSECRET=⟦SECRET|$sec_wx_appsecret_1⟧
WX_MCHID=⟪merchant_id|$dk_wx_mchid_1⟫
WX_APIV3_KEY=⟦SECRET|$sec_wxpay_v3_1⟧
WX_CERT_SERIAL=⟪cert_serial|5A3F9C21D07B44E8A1C6F02B9E7D3A58C4E1F690⟫
NOTIFY_URL=⟪url|https://nail.jiayibing.cn/api/pay/notify⟫
# 老板 ⟦PERSON|丙丙⟧ 手机 ⟦PHONE|19916803324⟧"""),

("tattoo_aftercare_leaflet_zh", """⟪org_name|针尖艺术纹身⟫·纹身后护理须知
1. 保鲜膜2–4小时后取下，用温水和无香皂轻洗。
2. 薄涂⟪drug_leaflet|喜辽妥⟫或⟪product_name|Hustle Butter⟫，每天2–3次。
3. 一个月内不要泡澡、游泳、暴晒，结痂勿抠。
4. 若出现大面积红肿、发热、流脓，请及时就医。
补色：⟪warranty_period|3个月内免费⟫。咨询微信：⟪org_wechat|zhenjian_tattoo⟫
⟪document_version|版本V2.1⟫"""),

("nanny_handover_notes_zh", """【交接笔记】12/3 夜班 → 白班
宝宝⟦PERSON|糖糖⟧（⟦PERSON|林语桐⟧），出生第9天
- ⟦MEDICAL|黄疸值12.6⟧，儿科说再观察，每天晒太阳
- 夜奶3次，每次60ml
- ⟦PERSON|林太太⟧⟦MEDICAL|剖腹产第9天，伤口有点渗液⟧，下午⟪appointment_time|3点⟫复查
- 门锁密码改了：⟦PASSWORD|520131⟧
- 有事打⟦PERSON|林先生⟧ ⟦PHONE|13502176680⟧
夜班：⟦PERSON|阿英⟧"""),

("dating_scam_report_zh", """【举报】用户 ⟦PERSON|一生只爱你_520⟧ 疑似“杀猪盘”
举报人：⟦PERSON|谭丽⟧（会员⟪member_id|U83302176⟫）
情况：对方自称在⟪place_name|新加坡⟫做跨境电商，认识两周后诱导我在⟪website|www.gx-trade-pro.com⟫投资，先后转了⟦AMOUNT|¥28,000⟧和⟦AMOUNT|¥52,000⟧到对方提供的银行卡⟦CARD|$card_up_3⟧（户名⟦PERSON|刘志明⟧），其中一笔是用我的信用卡⟦CARD|$card_mc_3⟧取现的。
对方登录IP：⟦IP_ADDRESS|103.117.42.9⟧、⟦IP_ADDRESS|45.207.18.66⟧
对方手机：⟦PHONE|+855 97 612 3380⟧（柬埔寨号码）
已报警，回执编号⟪police_receipt_no|JJ20241205113⟫"""),
]

# ---------------------------------------------------------------- part 3
TEXTS += [
("barber_payslip_zh", """⟪org_name|型男理发（五一广场店）⟫ 2024年11月工资条
姓名：⟦PERSON|彭宇航⟧　岗位：发型师　身份证：⟦IDCARD|$id_cn_14⟧
底薪⟦AMOUNT|¥3,000⟧ + 提成⟦AMOUNT|¥5,460⟧ − 社保个人部分⟦AMOUNT|¥482.30⟧ = 实发⟦AMOUNT|¥7,977.70⟧
提成比例⟪commission_rate|35%⟫，本月个人业绩⟪org_revenue|¥15,600⟫
工资卡：⟦CARD|$card_up_4⟧
店长签字：⟦PERSON|谢店长⟧"""),

("dating_register_api_json_zh", """POST /api/v1/user/register  ⟪request_id|rq-20241203-88f1⟫
{
  "nickname": "⟦PERSON|追风少年⟧",
  "realName": "⟦PERSON|蔡文博⟧",
  "mobile": "⟦PHONE|18817392046⟧",
  "password": "⟦PASSWORD|caiwb1990!!⟧",
  "birthday": "⟦DATE_OF_BIRTH|1990-04-17⟧",
  "city": "⟪city|杭州⟫",
  "education": "本科",
  "clientIp": "⟦IP_ADDRESS|115.236.90.44⟧",
  "appVersion": "⟪version|6.3.0⟫",
  "deviceId": "⟪device_id|$dk_uuid_3⟫"
}"""),

("feishu_bot_memo_zh", """【飞书群】⟪group_name|美甲店长群⟫ 机器人配置备忘
Webhook 地址：⟦SECRET|$sec_feishu_hook_1⟧
签名校验：已开启（密钥在⟦PERSON|小雨⟧那儿，不要发群里）
推送内容：每晚⟪schedule_time|22:00⟫推送各店营业额（⟪store_name|国贸店⟫、⟪store_name|三里屯店⟫）
负责人：⟦PERSON|韩冬⟧ ⟦EMAIL|handong@yijia-nails.com⟧"""),

("cleaning_staff_health_table_zh", """⟪org_name|帮洁家政⟫ 保洁员健康情况登记（⟪period|2024年第四季度⟫）
| 姓名 | 电话 | 健康证到期 | 备注 |
|---|---|---|---|
| ⟦PERSON|李桂兰⟧ | ⟦PHONE|13968172530⟧ | ⟪expiry_date|2025-03⟫ | ⟦MEDICAL|腰肌劳损⟧，不安排擦高窗 |
| ⟦PERSON|周红⟧ | ⟦PHONE|15757106628⟧ | ⟪expiry_date|2025-07⟫ | — |
| ⟦PERSON|吕翠萍⟧ | ⟦PHONE|13575421903⟧ | ⟪expiry_date|2024-12⟫ | ⟦MEDICAL|对84消毒液过敏⟧，需戴手套 |
登记人：⟦PERSON|小吴⟧"""),

("overseas_photo_trip_passports_zh", """⟪org_name|蜜月旅拍·Mirror Studio⟫ 巴厘岛旅拍 出行信息确认
新人1：⟦PERSON|胡晨⟧（⟦PERSON|HU CHEN⟧），护照号⟦PASSPORT|$pp_cn_1⟧，有效期至⟪expiry_date|2032-08-14⟫，出生日期⟦DATE_OF_BIRTH|1993-05-19⟧
新人2：⟦PERSON|曾悦⟧（⟦PERSON|ZENG YUE⟧），护照号⟦PASSPORT|$pp_cn_2⟧
航班：⟪flight_no|GA 895⟫ ⟪flight_date|3月12日⟫ 上海浦东—登巴萨
尾款⟦AMOUNT|¥16,000⟧请于出发前15天支付
紧急联系人：⟦PERSON|胡建平⟧（父亲）⟦PHONE|13916022871⟧"""),

("tattoo_xiaohongshu_dm_zh", """⟪platform_name|小红书⟫私信
⟦PERSON|芋泥波波奶茶⟧：你好～想纹个小的字母，手腕内侧，大概多少钱呀
⟪org_name|野猫Tattoo⟫：宝子你好！小字母一般⟪price|¥600⟫起，看设计
⟦PERSON|芋泥波波奶茶⟧：好的～我有⟦MEDICAL|1型糖尿病⟧可以纹吗
野猫Tattoo：血糖控制稳定一般没问题，来之前吃饱哈。定金⟦AMOUNT|¥200⟧，付了就给你排⟦PERSON|阿猫⟧老师～
⟦PERSON|芋泥波波奶茶⟧：已转，我叫⟦PERSON|许佳宁⟧，电话⟦PHONE|17621358809⟧"""),

("matchmaker_parent_call_log_zh", """【来电记录】⟪org_name|百合缘婚介所⟫ ⟪call_date|11月26日上午⟫
来电人：⟦PERSON|孔女士⟧（女方母亲）
内容：想给女儿⟦PERSON|琪琪⟧（大名⟦PERSON|孔思琪⟧）报名。孩子⟦DATE_OF_BIRTH|1995年2月8日⟧出生，身份证⟦IDCARD|$id_cn_4⟧，在银行上班，月薪⟦AMOUNT|一万二千块⟧左右。家长说孩子⟦MEDICAL|小时候做过心脏手术（室间隔缺损）⟧，现在完全健康，希望提前跟男方说明。
回电：⟦PHONE|0571-8815 2206⟧（家里座机）或⟦PHONE|13757190348⟧
跟进：⟦PERSON|罗老师⟧"""),

("dry_cleaner_member_sql_zh", """-- 干洗店会员表导出 ⟪timestamp|2024-12-01 03:00⟫
INSERT INTO member (id, name, phone, pwd_md5, remark) VALUES
(⟪row_id|2201⟫, '⟦PERSON|顾海燕⟧', '⟦PHONE|13761550284⟧', '⟪password_hash|e10adc3949ba59abbe56e057f20f883e⟫', '卡余额⟦AMOUNT|¥356.00⟧，⟦MEDICAL|对羊毛过敏⟧'),
(⟪row_id|2202⟫, '⟦PERSON|沈一鸣⟧', '⟦PHONE|18001872219⟧', '⟪password_hash|25f9e794323b453885f5181f1b624d0b⟫', '卡余额⟦AMOUNT|¥1,020.50⟧，西装只手洗');"""),

("nanny_labour_arbitration_zh", """劳动仲裁申请书（摘要）
申请人：⟦PERSON|党秀娟⟧，女，⟦DATE_OF_BIRTH|1987年3月2日⟧出生，身份证号⟦IDCARD|$id_cn_13⟧，住⟦ADDRESS|陕西省西安市雁塔区小寨东路126号3单元502室⟧，电话⟦PHONE|18629043317⟧
被申请人：⟪org_name|西安优家家政服务有限公司⟫，法定代表人⟦PERSON|贺志刚⟧
请求事项：1. 支付拖欠工资⟦AMOUNT|¥14,400⟧；2. 支付经济补偿⟦AMOUNT|¥4,800⟧。
事实与理由：申请人自⟪employment_start|2022年4月⟫起在被申请人处担任育儿嫂，⟦MEDICAL|2024年8月在工作中摔伤致右腕骨折⟧，被申请人随即停发工资。"""),

("salon_meituan_review_reply_zh", """⟪platform_name|美团⟫ · ⟪org_name|丝域造型⟫
⟦PERSON|吃土少女Yuki⟧：⭐⭐ 剪了个齐肩，⟦PERSON|阿伟⟧剪得还行，但是一直推销办卡，不办就爱答不理。洗剪吹花了⟦AMOUNT|98元⟧。
商家回复：亲爱的顾客您好，非常抱歉给您带来不好的体验，已对⟦PERSON|阿伟⟧进行批评教育。店内洗剪吹⟪price|¥88⟫起，欢迎再来监督～"""),

("beauty_card_refund_agreement_zh", """退卡协议
顾客：⟦PERSON|孙梦洁⟧，身份证⟦IDCARD|$id_cn_8⟧，电话⟦PHONE|15166820731⟧
原办理：⟪card_type|年卡（至尊）⟫，实付⟦AMOUNT|¥12,000⟧，已消费⟪session_count|9次⟫，按原价折算扣除⟦AMOUNT|¥5,130⟧，应退⟦AMOUNT|¥6,870⟧。
退款方式：原路退回（⟪payment_channel|支付宝⟫）。
门店：⟪org_name|青岛丽人坊美容会所⟫　经办：⟦PERSON|曲经理⟧"""),

("cleaning_miniapp_java_trace_zh", """2024-12-06 10:41:07.332 ERROR 1 --- [nio-8080-exec-7] c.j.order.service.OrderServiceImpl : 下单失败 userId=⟪user_id|U20931744⟫ phone=⟦PHONE|13651807724⟧ openid=⟪openid|oKx3b5Jm8Qz1T0aRfv2lY7sWcHdE⟫
java.lang.IllegalStateException: 保洁员 ⟦PERSON|王丽萍⟧ 时间冲突 slot=⟪slot_id|2024-12-07T09:00⟫
	at com.jiazheng.order.service.OrderServiceImpl.assign(OrderServiceImpl.java:⟪line_number|188⟫)
	at com.jiazheng.order.controller.OrderController.create(OrderController.java:64)
	... 58 common frames omitted
客户端IP=⟦IP_ADDRESS|223.104.63.190⟧ UA=⟪user_agent|MicroMessenger/8.0.47⟫"""),

("photo_client_wechat_group_zh", """【微信群：⟪group_name|1218选片群⟫】
⟦PERSON|宋宋⟧：我们选好了，一共38张，超了8张
客服⟦PERSON|小唐⟧：好的～套餐含30张，加片⟪price|¥100/张⟫，一共需补⟦AMOUNT|¥800⟧哦
⟦PERSON|阿哲⟧：已转，相册寄到⟦ADDRESS|广州市海珠区新港西路135号中大北门小区8栋1203，邮编510275⟧
客服⟦PERSON|小唐⟧：收到！预计⟪turnaround|25个工作日⟫制作，顺丰单号到时候发群里
⟦PERSON|宋宋⟧：好的 收件人写我，⟦PHONE|13926113508⟧"""),

("piercing_minor_refusal_zh", """⟪org_name|Bling穿孔工作室⟫ 拒绝服务记录
日期：⟪record_date|2024/10/19⟫
来访者：⟦PERSON|小艺⟧（自称⟦PERSON|郭艺涵⟧），出生日期⟦DATE_OF_BIRTH|2010-06-03⟧（14岁）
要求：舌钉。按店规未满18岁舌钉、鼻中隔一律不做；耳骨需监护人到场签字。
陪同：同学，无监护人。已电话联系其母亲（⟦PHONE|13671932054⟧），母亲表示不同意。
记录人：店长⟦PERSON|Momo⟧"""),

("nanny_health_exam_summary_zh", """⟪org_name|天津市和平区妇幼保健院⟫ 从业人员健康体检报告（摘要）
姓名：⟦PERSON|马晓彤⟧　性别：女　出生日期：⟦DATE_OF_BIRTH|2001年1月27日⟧
身份证号：⟦IDCARD|$id_cn_10⟧
体检编号：⟪exam_no|TJHP20241022-0418⟫
结果：⟦MEDICAL|乙肝表面抗原（-）⟧；⟦MEDICAL|梅毒螺旋体抗体（-）⟧；⟦MEDICAL|胸部X线未见异常⟧；⟦MEDICAL|轻度贫血（Hb 105 g/L）⟧
结论：合格，可从事育婴工作。
报告医生：⟦PERSON|阎医生⟧"""),

("qipao_custom_order_zh", """⟪org_name|上海锦绣旗袍定制⟫ 订单⟪order_id|QP-2024-1107⟫
客户：⟦PERSON|蔡雅⟧　电话：⟦PHONE|138-1623-9047⟧
量体：⟪measurement|胸围84 腰围66 臀围90 衣长112⟫
面料：⟪fabric_code|真丝香云纱 #XY-22⟫
备注：⟦MEDICAL|左肩有手术疤痕⟧，领口改低1cm，袖口放宽。
总价⟦AMOUNT|¥3,280⟧，已付⟦AMOUNT|¥1,500⟧
寄送：⟦ADDRESS|上海市长宁区愚园路1088弄5号201室 200050⟧
师傅：⟦PERSON|蒋师傅⟧"""),

("dating_security_log_zh", """2024-12-04 02:13:55 WARN  [auth] 多次登录失败 uid=⟪user_id|88213407⟫ mobile=⟦PHONE|15800613392⟧ ip=⟦IP_ADDRESS|182.150.27.66⟧ tries=5
2024-12-04 02:13:55 DEBUG [auth] payload={"mobile":"⟦PHONE|15800613392⟧","pwd":"⟦PASSWORD|Ww19891205⟧"}  ← 明文密码进了日志！
2024-12-04 02:14:10 INFO  [risk] 触发滑块验证 rule=⟪rule_id|R-LOGIN-07⟫ ip=⟦IP_ADDRESS|182.150.27.66⟧
2024-12-04 02:15:02 INFO  [auth] 登录成功 uid=88213407 ip=⟦IP_ADDRESS|2409:8a55:3c2e:1f90:b4d1:7e22:9a0c:31f5⟧ trace=⟪trace_id|$dk_uuid_5⟫
# 运维⟦PERSON|钟磊⟧已提工单⟪ticket_id|OPS-3307⟫修复日志脱敏"""),
]

# ---------------------------------------------------------------- part 4
TEXTS += [
("salon_api_debug_curl_zh", r"""# 调试预约接口（⟪org_name|剪艺造型⟫小程序后台）
curl -s "https://api.shearbook.io/v2/appointments?date=2024-12-08" \
  -H "Authorization: Bearer ⟦APIKEY|$ak_jwt_1⟧"
# 返回401的话找⟦PERSON|小凯⟧（⟦PHONE|18516620473⟧）重新签发，token有效期⟪token_ttl|24h⟫
# 测试服：⟦IP_ADDRESS|10.0.12.9⟧　文档里的示例IP别用：⟪doc_ip|192.0.2.44⟫"""),

("nail_staff_group_card_leak_zh", """【微信群·⟪group_name|指尖物语员工群⟫】
⟦PERSON|阿Fay⟧：有个日本客人打电话订了周六下午的全套，说用信用卡付定金，卡号我先记这：⟦CARD|$card_jcb_1⟧，有效期⟪card_expiry|08/27⟫，背面三位⟦CVV|554⟧，名字⟦PERSON|TANAKA YUKI⟧
店长⟦PERSON|Vivian⟧：！！！不要在群里发卡号，赶紧撤回。POS手动输完就删掉
⟦PERSON|阿Fay⟧：撤不回了，超过2分钟了😭
店长⟦PERSON|Vivian⟧：那删聊天记录，定金收⟦AMOUNT|¥300⟧就行"""),

("aliyun_key_leak_alert_zh", """【阿里云】尊敬的用户 ⟦EMAIL|ops@kuaijie-home.com⟧：
您的 AccessKey ⟦APIKEY|$ak_aliyun_2⟧ 疑似在公开代码仓库泄露（⟪repo_url|github.com/kuaijie-dev/booking-api⟫，提交⟪commit_sha|$dk_sha_2⟫），请立即禁用并轮换。
泄露片段：
  accessKeySecret: ⟦SECRET|$sec_aliyun_2⟧
事件编号：⟪event_id|AK-LEAK-20241207-0091⟫
（⟪org_name|快洁家政⟫ 技术负责人：⟦PERSON|苗振宇⟧）"""),

("matchmaking_fee_receipt_zh", """收　据　　No.⟪receipt_no|0003871⟫
今收到 ⟦PERSON|庞建伟⟧ 交来婚介服务费（VIP一年）
人民币（大写）⟦AMOUNT|捌仟捌佰元整⟧　⟦AMOUNT|¥8,800.00⟧
收款单位：⟪org_name|鹊桥婚姻介绍所⟫（盖章）　收款人：⟦PERSON|冉红⟧
⟪receipt_date|2024年12月2日⟫"""),

("hk_model_shoot_contract_zh", """模特拍摄合约（⟪org_name|深圳映画摄影⟫ × 模特）
模特姓名：⟦PERSON|陳嘉欣⟧（⟦PERSON|CHAN Ka Yan⟧）
香港身份证号码：⟦NATIONAL_ID|$nid_hk_1⟧
护照（香港特区）：⟦PASSPORT|$pp_hk_1⟧
联系电话：⟦PHONE|+852 9163 2785⟧
拍摄日期：⟪shoot_date|2025年1月4日⟫，地点：⟪venue_name|蛇口海上世界⟫
酬劳：⟦AMOUNT|HK$6,500⟧（税前），拍摄后7日内转账
经纪人：⟦PERSON|Ricky⟧"""),

("nanny_sick_leave_wechat_zh", """⟦PERSON|秀英⟧：⟦PERSON|郑女士⟧，不好意思，我昨晚肚子疼去了医院，说是⟦MEDICAL|急性阑尾炎⟧，今天要⟦MEDICAL|做腹腔镜手术⟧，得请一周假😢
⟦PERSON|郑女士⟧：啊，你好好养病！孩子我让奶奶先带。这个月工资照发，再给你⟦AMOUNT|一千块⟧营养费
⟦PERSON|秀英⟧：谢谢你，太好了🙏 住院押金要⟦AMOUNT|¥3,000⟧，能不能先预支一点"""),

("dry_cleaner_complaint_ticket_zh", """【客服工单 ⟪ticket_id|KF-202412-0331⟫】
客户来电：⟦PERSON|卢建民⟧，电话⟦PHONE|幺五九 一零二二 六七三八⟧
诉求：送洗的羽绒服（单号⟪order_id|XY-5520183⟫）洗后严重跑绒，要求按价赔偿⟦AMOUNT|1,899元⟧。
上门取件地址：⟦ADDRESS|武汉市武昌区中北路108号东湖春树里3期9栋2单元1801⟧
处理人：⟦PERSON|小郑⟧，已转⟪department|品控部⟫"""),

("tattoo_weekly_reconciliation_zh", """⟪org_name|针尖艺术纹身⟫ 12月第1周对账
| 日期 | 顾客 | 项目 | 实收 | 纹身师 |
|---|---|---|---|---|
| 12/02 | ⟦PERSON|林浩⟧ | 小臂线条 | ⟦AMOUNT|¥1,200⟧ | ⟦PERSON|阿Ken⟧ |
| 12/03 | ⟦PERSON|Sandy⟧ | 锁骨小字 | ⟦AMOUNT|¥450⟧ | ⟦PERSON|小白⟧ |
| 12/05 | ⟦PERSON|赵一帆⟧ | 背部补色 | 保修内免费 | ⟦PERSON|阿Ken⟧ |
本周合计：⟪org_total|¥1,650⟫　平台手续费：⟪processing_fee|¥9.90⟫"""),

("aesthetic_preop_assessment_zh", """⟪org_name|北京悦美医疗美容诊所⟫ 术前评估单
姓名：⟦PERSON|白露⟧　出生日期：⟦DATE_OF_BIRTH|1986-04-12⟧　身份证：⟦IDCARD|$id_cn_1⟧
项目：⟪procedure_name|玻尿酸填充（泪沟）⟫
既往史：⟦MEDICAL|2019年行甲状腺部分切除术⟧；⟦MEDICAL|长期服用优甲乐⟧
过敏史：⟦MEDICAL|利多卡因过敏⟧
评估医生：⟦PERSON|邵医生⟧　患者签名：⟦PERSON|白露⟧"""),

("cleaning_insurance_roster_csv_zh", """⟪insurer_name|平安财险⟫ 家政服务人员意外险 投保清单（⟪policy_number|PA2024-JZ-11873⟫）
序号,被保险人,身份证号,手机,保额
1,⟦PERSON|邱德明⟧,⟦IDCARD|$id_cn_16⟧,⟦PHONE|13816275043⟧,⟪sum_insured|¥500,000⟫
2,⟦PERSON|叶志鹏⟧,⟦IDCARD|$id_cn_12⟧,⟦PHONE|18250916637⟧,⟪sum_insured|¥500,000⟫
投保单位：⟪org_name|申城到家家政有限公司⟫　保费合计⟪org_total|¥1,160⟫"""),

("tailor_taobao_order_zh", """⟪platform_name|淘宝⟫ 订单详情 ⟪order_id|3928817460215563921⟫
宝贝：⟪product_name|手工定制 中式立领衬衫⟫ ×1
买家旺旺：⟦PERSON|tb_xiaomao1989⟧
收货人：⟦PERSON|毛晓静⟧，⟦PHONE|13808819942⟧，⟦ADDRESS|云南省昆明市五华区翠湖南路52号附3号，650031⟧
实付款：⟦AMOUNT|¥459.00⟧（含运费⟪shipping_fee|¥12⟫）
买家留言：肩宽按⟪measurement|42cm⟫做，⟦MEDICAL|我有点驼背⟧，后片加长2cm
快递：⟪tracking_no|SF1402877391236⟫"""),

("photo_wireguard_config_zh", """# 工作室 WireGuard 配置（⟪org_name|光影记忆摄影⟫ 修图师远程用）
[Interface]
PrivateKey = ⟦SECRET|kB7dQ2+vX9mN4pL1sR8tY3wZ6cF0hJ5gA2eU7iO9bTE=⟧
Address = ⟦IP_ADDRESS|10.66.0.14⟧/32

[Peer]
PublicKey = ⟪public_key|Hq3xV8nM2kP6sT1wR9yZ4bC7fJ0gL5dA8eU2iO6tNc=⟫
Endpoint = ⟦IP_ADDRESS|121.40.188.73⟧:⟪port|51820⟫
# 分配给修图师⟦PERSON|小方⟧，NAS账号 ⟦PERSON|fangyi⟧ / 密码 ⟦PASSWORD|Fy@retouch88⟧"""),

("nanny_douyin_comments_zh", """⟪platform_name|抖音⟫ @⟪org_handle|馨月母婴官方⟫ 视频评论区
⟦PERSON|橘子汽水⟧：我家请的⟦PERSON|孟凡英⟧真的好，宝宝的⟦MEDICAL|湿疹⟧都是她护理好的
⟦PERSON|小太阳2019⟧：多少钱一个月啊
⟦PERSON|橘子汽水⟧：我们那时候26天⟦AMOUNT|一万五千块⟧
⟦PERSON|Amber_w⟧：求联系方式
⟦PERSON|橘子汽水⟧：私信你了～"""),

("hair_apprentice_agreement_zh", """美发学徒培训协议
甲方：⟪org_name|东方名剪美发培训学校⟫
乙方（学员）：⟦PERSON|向俊杰⟧，⟦DATE_OF_BIRTH|2006年9月15日⟧生，电话⟦PHONE|15874120963⟧
监护人：⟦PERSON|向国庆⟧（父亲），电话⟦PHONE|13974805516⟧
培训内容：⟪course_name|高级剪发+烫染全科班（6个月）⟫，学费⟪tuition|¥16,800⟫
乙方已缴纳⟦AMOUNT|¥8,000⟧，余款分两期支付。"""),

("matchmaker_profile_forward_zh", """[转发]【男方资料】（⟦PERSON|老孙⟧家侄子，帮忙问问）
⟦PERSON|孙启航⟧，⟦DATE_OF_BIRTH|1991.11.20⟧，183cm，在⟪place_name|苏州工业园区⟫做芯片工程师，年薪⟦AMOUNT|45万元⟧
有房有车，⟦MEDICAL|高度近视（800度）⟧，其他都好。
联系方式先不给，有意向的话找我要，我微信 ⟦PERSON|sunlaoshi_sz⟧"""),
]
