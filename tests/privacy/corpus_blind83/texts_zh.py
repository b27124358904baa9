# -*- coding: utf-8 -*-
"""blind83 - zh texts. Every text typed by hand.
Markup: ⟦TYPE|value⟧ = span, ⟪kind|value⟫ = decoy, value `$name` = values.VALUES[name]."""

TEXTS = []

TEXTS += [
("wechat_group", r"""
【⟪group_name|梅园新村共享冰箱互助群⟫】
⟦PERSON|老周⟧：今天下午超市送来两箱酸奶，放在⟪fridge_id|2号冰箱⟫了，保质期到⟪expiry_date|6月18日⟫，大家尽快拿哈
⟦PERSON|小赵⟧：收到👌 辛苦⟦PERSON|老周⟧
⟦PERSON|许小姐⟧：我家孩子⟦MEDICAL|乳糖不耐受⟧，酸奶能喝吗？有没有无乳糖的
⟦PERSON|老周⟧：这批没有，下次帮你留意。你住几号楼来着
⟦PERSON|许小姐⟧：⟦ADDRESS|梅园新村17号楼2单元601⟧，电话⟦PHONE|139 1672 4408⟧，有的话麻烦说一声
⟦PERSON|陈建国⟧：提醒一下，冰箱柜门的密码锁改了，新密码⟦PASSWORD|0815⟧，别外传。还有谁家的猫⟪pet_name|咪咪⟫老在冰箱旁边睡觉😂
"""),

("elder_meal_registration", r"""
⟪org_name|长青街道社区长者食堂⟫ 助餐服务登记表        编号：⟪form_no|CQ-ZC-2024-0318⟫
姓名：⟦PERSON|刘桂兰⟧    性别：女    出生日期：⟦DATE_OF_BIRTH|1947年3月14日⟧
身份证号：⟦IDCARD|$idc06⟧
住址：⟦ADDRESS|武汉市武昌区中山路长青里3栋2单元402室⟧
联系电话：⟦PHONE|027-8873 4126⟧    手机：⟦PHONE|135 5408 2913⟧
紧急联系人：女儿 ⟦PERSON|王晓燕⟧  ⟦PHONE|186 2735 0094⟧
健康状况：⟦MEDICAL|高血压⟧、⟦MEDICAL|2型糖尿病⟧，⟦MEDICAL|左膝关节置换术后⟧，行动不便
饮食要求：低盐低糖、软食
助餐类型：送餐上门（每日午餐，⟪price|每餐8元⟫，政府补贴后）
"""),

("wechat_parent_group", r"""
⟪group_name|三年级（2）班家长群⟫
⟦PERSON|陈老师⟧：各位家长，下学期营养午餐⟪price|每餐15元⟫，共⟪meal_count|90餐⟫，请于⟪deadline|2月20日⟫前通过学校缴费平台缴纳。
⟦PERSON|乐乐⟧妈妈：⟦PERSON|陈老师⟧，我家⟦PERSON|乐乐⟧⟦MEDICAL|花生过敏⟧，食堂能单独备餐吗？
⟦PERSON|陈老师⟧：可以的，请把过敏证明交给食堂⟦PERSON|李主任⟧，他电话⟦PHONE|138 0573 2261⟧。
⟦PERSON|子涵⟧爸爸：已缴⟦AMOUNT|1350元⟧，缴费单号⟪order_id|JF202402150033817⟫，麻烦老师核对一下🙏
⟦PERSON|陈老师⟧：收到，谢谢⟦PERSON|子涵⟧爸爸
"""),

("support_ticket", r"""
工单号：⟪ticket_id|GD20240611-00482⟫   渠道：App在线客服   ⟪timestamp|2024-06-11 19:26⟫
用户：⟦PERSON|黄志强⟧（⟦PHONE|158 2107 6643⟧）
问题描述：订单⟪order_id|XF8812046553⟫的半成品套餐（宫保鸡丁+番茄牛腩）送到时冰袋全化了，牛腩有异味。孩子吃了以后⟦MEDICAL|腹泻⟧，去了社区医院。用户要求全额退款⟦AMOUNT|¥129.80⟧并赔偿就医费用⟦AMOUNT|¥86⟧。
收货地址：⟦ADDRESS|上海市闵行区莘庄镇莘松路518弄12号1103室⟧
处理：已原路退回银行卡（尾号⟪masked_card|5530⟫），就医费用需补发票，转⟦PERSON|何经理⟧跟进。
"""),

("enrolment_form", r"""
⟪org_name|蓉城烹饪职业技能培训学校⟫ 学员报名表
课程：⟪course_name|中式烹调师（四级）全日制班⟫    班级编号：⟪class_code|ZS-2409-03⟫
姓名：⟦PERSON|邓浩然⟧    性别：男    民族：汉
出生日期：⟦DATE_OF_BIRTH|1995-10-11⟧    身份证号码：⟦IDCARD|$idc12⟧
手机：⟦PHONE|177 8204 5519⟧    QQ邮箱：⟦EMAIL|1184620937@qq.com⟧
家庭住址：⟦ADDRESS|福建省厦门市思明区莲前西路885号⟧
紧急联系人：⟦PERSON|邓国平⟧（父亲） ⟦PHONE|139 5920 7716⟧
学费：⟦AMOUNT|16800元⟧（已交定金⟦AMOUNT|2000元⟧）
健康声明：本人⟦MEDICAL|乙肝病毒携带⟧，已按要求提供健康证
"""),

("dingtalk_chat", r"""
【钉钉】⟪group_name|食物银行-系统开发群⟫
⟦PERSON|王磊⟧ ⟪message_time|14:02⟫
库存预警机器人先用这个：
webhook：⟦SECRET|$dinghook01⟧
加签：⟦SECRET|$dingsec01⟧
⟦PERSON|孙悦⟧ 14:05
收到。测试服务器是⟦IP_ADDRESS|172.18.30.25⟧，root密码⟦PASSWORD|Fb@2024!root⟧，先别改
⟦PERSON|王磊⟧ 14:06
@⟦PERSON|孙悦⟧ 密码别发群里啊😅 回头我改掉。文档里的示例IP写⟪doc_ip|192.0.2.55⟫就行
"""),

("sms_milk_bill", r"""
【⟪org_name|晨露鲜奶⟫】尊敬的⟦PERSON|吴美华女士⟧，您5月份订奶费用⟦AMOUNT|186.00元⟧已从账户扣除，余额⟦AMOUNT|34.50元⟧。订单⟪order_id|MK2405-77130⟫（⟪product_name|鲜牛奶250ml⟫×31）。送奶员⟦PERSON|老刘⟧（⟦PHONE|133 6021 8847⟧）自6月1日起改为早上6点前送达⟦ADDRESS|南湖花园8栋1单元302⟧。退订回T
"""),

("weibo_post", r"""
#⟪hashtag|爱心粥铺⟫# 今天是我们⟪org_name|暖心粥铺⟫开张第⟪day_count|1000⟫天🙏 感谢一直默默捐款的⟦PERSON|黄先生⟧，这个月又转来⟦AMOUNT|5000元⟧；感谢志愿者⟦PERSON|小林⟧每天五点起来熬粥。粥铺地址：⟪org_address|长沙市岳麓区桐梓坡路156号⟫，早上6:00-8:30免费供应。行动不便的老人可以打⟦PHONE|0731-8867 2035⟧预约送餐。今天累计送出⟪org_total|326份⟫
"""),

("application_yml", r"""
# 社区助餐平台 application-prod.yml   维护人：⟦PERSON|赵一鸣⟧
spring:
  datasource:
    url: jdbc:mysql://⟦IP_ADDRESS|10.10.8.21⟧:⟪port|3306⟫/meal_service?useSSL=false&characterEncoding=utf8
    username: meal_app
    password: ⟦PASSWORD|Zc#88meal_2024⟧
aliyun:
  oss:
    endpoint: ⟪hostname|oss-cn-hangzhou.aliyuncs.com⟫
    access-key-id: ⟦APIKEY|$ltai01⟧
    access-key-secret: ⟦SECRET|$ltaisk01⟧
  sms:
    sign-name: ⟪sms_sign|暖心助餐⟫
    template-code: ⟪template_code|SMS_276543210⟫
redis:
  url: redis://:⟦SECRET|Rds!9981x⟧@⟦IP_ADDRESS|10.10.8.30⟧:6379/0
"""),

("hotline_transcript", r"""
【⟦PHONE|12345⟧热线 通话记录】工单编号：⟪ticket_id|WH2405160231⟫
坐席：您好，⟦PHONE|12345⟧为您服务。
来电人：你好，我叫⟦PERSON|杨丽娟⟧，孩子在⟪org_name|光谷第五小学⟫读二年级。这两天学校的营养餐不新鲜，孩子昨天吃完就⟦MEDICAL|呕吐、发烧⟧，今天在⟪org_name|同济医院⟫输液，诊断是⟦MEDICAL|急性肠胃炎⟧。
坐席：请问您的联系电话？
来电人：⟦PHONE|幺五零，二七一三，八八零六⟧。
坐席：孩子姓名？
来电人：⟦PERSON|周子墨⟧。
坐席：好的，我们会转区教育局和市场监管局核查，三个工作日内回复您。
"""),

("refund_application", r"""
退款申请单
申请人：⟦PERSON|林晓彤⟧
注册手机：⟦PHONE|18665023197⟧
会员套餐：⟪plan_name|轻食周卡（5餐）⟫ ⟪price|¥199⟫
申请原因：因⟦MEDICAL|早孕期孕吐严重⟧无法继续食用，申请退还剩余3餐费用⟦AMOUNT|¥119.40⟧
退款方式：支付宝 ⟦EMAIL|lin.xiaotong@163.com⟧（实名：⟦PERSON|林晓彤⟧）
提交时间：⟪timestamp|2024/03/08 22:14⟫
"""),

("bank_receipt_ocr", r"""
[截图识别] ⟪org_name|中国建设银行⟫ 转账电子回单
交易时间：⟪timestamp|2024-01-26 15:32:08⟫
付款人：⟦PERSON|郑海涛⟧
付款账号：⟦CARD|$card10⟧
收款人：⟪org_name|深圳市南山区食物银行公益服务中心⟫
收款账号：⟪org_bank_account|4420 1586 0052 0000 1837⟫
金额：⟦AMOUNT|¥2,000.00⟧（⟦AMOUNT|人民币贰仟元整⟧）
附言：春节食物包捐赠 ⟦PERSON|郑海涛⟧
交易流水号：⟪transaction_id|3311202401261532081⟫
"""),

("recipe_app_comment", r"""
⟪app_name|下厨房⟫ 评论区 · 用户 ⟦PERSON|爱吃辣的小胖⟧ · ⟪review_date|3天前⟫
按这个方子做的水煮鱼，太好吃了！就是我⟦MEDICAL|胃溃疡⟧刚好，吃完有点难受哈哈。另外推荐⟪ingredient_brand|郫县豆瓣⟫用⟪brand_name|鹃城牌⟫的。
回复 @⟦PERSON|厨房小白2023⟧：鱼片不用焯水，直接下锅
"""),

("food_safety_notice", r"""
⟪org_name|杭州市西湖区文新小学⟫ 食堂食品安全信息公示（⟪notice_date|2024年第12周⟫）
食品经营许可证编号：⟪food_license_no|JY33301060012874⟫
供餐单位：⟪org_name|杭州味佳团餐管理有限公司⟫    统一社会信用代码：⟪credit_code|91330106MA2H3LX08Q⟫
本周留样检测：批次⟪batch_number|LY-0318-02⟫ 合格；冷藏温度⟪temperature|2~6℃⟫
本周菜单：周一 番茄炒蛋、清炒时蔬（⟪price|每餐12元⟫）
"""),

("server_log", r"""
[⟪timestamp|2024-05-20 12:03:44.512⟫] INFO  miniapp appid=⟪app_id|$wxappid01⟫ login phone=⟦PHONE|13817264590⟧ ip=⟦IP_ADDRESS|117.136.12.84⟧
[2024-05-20 12:03:44.530] DEBUG issue token=⟦APIKEY|$jwt04⟧
[2024-05-20 12:03:45.101] WARN  upstream ⟦IP_ADDRESS|10.0.12.5⟧:8080 slow 2100ms
[2024-05-20 12:03:46.880] INFO  order created id=⟪order_id|DD2405201203460091⟫ user=⟦PERSON|钱多多⟧ amount=⟦AMOUNT|¥36.5⟧ addr=⟦ADDRESS|北京市海淀区学院路30号科大天工大厦B座1205⟧
"""),

("health_record", r"""
⟪org_name|渝中区大坪街道社区卫生服务中心⟫ 居家养老助餐对象健康档案
姓名：⟦PERSON|罗德华⟧  性别：男  出生：⟦DATE_OF_BIRTH|1944.08.09⟧
身份证：⟦IDCARD|$idc10⟧
诊断：⟦MEDICAL|冠心病⟧、⟦MEDICAL|慢性阻塞性肺疾病⟧
长期用药：⟦MEDICAL|阿司匹林肠溶片 100mg qd⟧、⟦MEDICAL|沙美特罗替卡松吸入剂⟧
过敏史：⟦MEDICAL|青霉素过敏⟧
家属：儿子 ⟦PERSON|罗建军⟧ ⟦PHONE|136 0832 5571⟧
责任医生：⟦PERSON|谭医生⟧    档案号：⟪archive_no|YZ-DP-2019-00872⟫
"""),

("passport_list", r"""
⟪org_name|金厨烹饪学院⟫ 2024意大利研学团名单（请核对护照信息）
序号 | 姓名 | 拼音 | 护照号
1 | ⟦PERSON|马俊杰⟧ | ⟦PERSON|MA JUNJIE⟧ | ⟦PASSPORT|$pp01⟧
2 | ⟦PERSON|叶思琪⟧ | ⟦PERSON|YE SIQI⟧ | ⟦PASSPORT|$pp02⟧
3 | ⟦PERSON|欧阳明⟧ | ⟦PERSON|OUYANG MING⟧ | ⟦PASSPORT|$pp14⟧
领队：⟦PERSON|唐老师⟧ ⟦PHONE|135 1026 8891⟧    航班：⟪flight_no|CA939⟫ ⟪flight_date|9月12日⟫
"""),

("board_minutes", r"""
⟪org_name|福田区食物银行⟫第三季度理事会会议纪要
时间：⟪meeting_date|2024年10月12日⟫   地点：⟪room_name|会议室B⟫
出席：⟦PERSON|周社长⟧、⟦PERSON|许秀兰⟧、⟦PERSON|梁志成⟧、⟦PERSON|小赵⟧（记录）
缺席：⟦PERSON|陈国栋⟧（⟦MEDICAL|腰椎间盘突出⟧住院）
一、本季度共接收捐赠物资⟪org_total|12.6吨⟫，发放食物包⟪org_total|3,418份⟫。
二、志愿者⟦PERSON|梁志成⟧垫付冷链运输费⟦AMOUNT|2,380元⟧，同意报销。
三、⟦PERSON|周社长⟧提出与⟪org_name|华润万家⟫续签临期食品捐赠协议。
"""),

("wechat_private_chat", r"""
⟦PERSON|阿杰⟧：⟦PERSON|谢老师⟧好，学费能分两期吗，这个月只能先交⟦AMOUNT|八千块⟧
⟦PERSON|谢老师⟧：可以的，剩下的⟦AMOUNT|8800元⟧十二月底前交清就行。转学校对公账户，别转我个人哈
⟦PERSON|阿杰⟧：好的。我农行卡⟦CARD|$card14⟧转不了对公，能用支付宝吗
⟦PERSON|谢老师⟧：支付宝也行，备注你的名字⟦PERSON|刘俊杰⟧和班级⟪class_code|西点2401⟫
⟦PERSON|阿杰⟧：👌 另外我⟦MEDICAL|对芒果过敏⟧，做芒果慕斯那节课能换别的吗
"""),

("milk_order_csv", r"""
客户编号,姓名,电话,地址,产品,月费,备注
⟪customer_id|NH-0231⟫,⟦PERSON|冯玉珍⟧,⟦PHONE|13908471265⟧,⟦ADDRESS|南湖花园3栋2单元501⟧,⟪product_code|XN-250-Q⟫,⟦AMOUNT|¥162⟧,奶箱密码⟦PASSWORD|3308⟧
⟪customer_id|NH-0232⟫,⟦PERSON|蒋先生⟧,⟦PHONE|18971024836⟧,⟦ADDRESS|南湖花园5栋1单元1102⟧,⟪product_code|SN-200-Y⟫,⟦AMOUNT|¥96⟧,⟦MEDICAL|乳糖不耐⟧，改无乳糖
"""),

("realname_verification", r"""
【实名认证信息】⟪app_name|邻里分享⟫App
真实姓名：⟦PERSON|韦思远⟧
身份证号：⟦IDCARD|$idc18⟧
手机号：⟦PHONE|+86 186 0755 3321⟧
登录密码：⟦PASSWORD|weisy0404!⟧
人脸核验流水号：⟪verification_id|FV20240407103355218⟫
设备：⟪device_model|HUAWEI Mate 60⟫    提交IP：⟦IP_ADDRESS|183.14.29.117⟧
"""),

("python_script", r"""
# 每日库存提醒 —— 飞书/企业微信机器人（作者：⟦PERSON|cheng.yuhan⟧）
import requests  # ⟪version|2.31.0⟫
FEISHU_WEBHOOK = "⟦SECRET|$feishuhook01⟧"
WECOM_WEBHOOK = "⟦SECRET|$wecomhook01⟧"  # 企业微信备用
TENCENT_SECRET_ID = "⟦APIKEY|$tcid01⟧"
TENCENT_SECRET_KEY = "⟦SECRET|$tcsk01⟧"
WAREHOUSE = "⟪warehouse_code|WH-SZ-02⟫"

def alert(item_code, qty):
    # 例：alert("⟪item_code|SKU-MLK-1L⟫", 24) -> 同时电话通知仓库主管⟦PERSON|郭建华⟧ ⟦PHONE|13602217458⟧
    ...
"""),
]

TEXTS += [
("meal_subsidy_application", r"""
⟪org_name|武侯区教育局⟫ 2024年秋季学期 学生营养午餐资助申请表     编号：⟪form_no|WH-YYZZ-2024-1187⟫
学生姓名：⟦PERSON|杨梓轩⟧    性别：男    出生日期：⟦DATE_OF_BIRTH|2011年9月5日⟧
身份证号：⟦IDCARD|$idc05⟧
学校/班级：⟪org_name|武侯实验中学⟫ 初一（3）班
监护人：⟦PERSON|杨志明⟧（父亲）    联系电话：⟦PHONE|180 8016 4427⟧
家庭月收入：⟦AMOUNT|3200元⟧（4口人）
申请理由：父亲⟦MEDICAL|尿毒症⟧，长期透析，家庭困难
班主任签字：⟦PERSON|龚老师⟧
"""),

("exam_roster_csv", r"""
序号,姓名,身份证号,手机号,报考等级,考点
1,⟦PERSON|周凯⟧,⟦IDCARD|$idc07⟧,⟦PHONE|13770928341⟧,⟪exam_level|中式烹调师四级⟫,⟪exam_site|南京考点A⟫
2,⟦PERSON|沈佳怡⟧,⟦IDCARD|$idc23⟧,⟦PHONE|15951870236⟧,⟪exam_level|中式面点师五级⟫,⟪exam_site|南京考点A⟫
"""),

("recipient_registration", r"""
⟪org_name|南岗区慈善超市·食物银行⟫ 受助对象登记
姓名：⟦PERSON|孙淑芬⟧    身份证：⟦IDCARD|$idc15⟧
低保证号：⟪dibao_no|HEB-NG-2019-04471⟫
住址：⟦ADDRESS|哈尔滨市南岗区学府路74号6栋3单元502⟧
电话：⟦PHONE|0451-8663 0192⟧
家庭情况：本人⟦MEDICAL|乳腺癌术后⟧，目前化疗中；丈夫已故，女儿在外地
"""),

("shipping_label_ocr", r"""
[面单识别]
⟪courier|顺丰冷运⟫  运单号：⟪tracking_no|SF1402837765190⟫
收件人：⟦PERSON|曹文静⟧  ⟦PHONE|188 2163 9047⟧
收件地址：⟦ADDRESS|广东省广州市天河区珠江新城华夏路28号富力盈信大厦2306⟧
寄件：⟪org_name|鲜厨到家（华南仓）⟫  ⟪masked_phone|400****888⟫
物品：⟪product_name|一周五餐净菜套餐⟫  冷藏0-4℃
"""),

("wechat_driver_group", r"""
⟪group_name|东城助餐送餐员群⟫
⟦PERSON|老马⟧：今天新增一户，⟦PERSON|何淑贞⟧奶奶，⟦ADDRESS|东城区和平里七区16号楼4门301⟧，单元门密码⟦PASSWORD|1357#⟧。老人⟦MEDICAL|耳背⟧，敲门要大声点
⟦PERSON|小田⟧：收到。她家要软饭吗
⟦PERSON|老马⟧：要，她⟦MEDICAL|吞咽困难⟧，饭菜打成糊。家属电话⟦PHONE|139 1107 2846⟧
"""),

("card_binding_form", r"""
⟪app_name|好食光⟫App · 添加银行卡
持卡人：⟦PERSON|欧阳婷⟧
卡号：⟦CARD|$card20⟧
有效期：⟪card_expiry|07/29⟫    安全码（CVN2）：⟦CVV|268⟧
证件类型：居民身份证    证件号：⟦IDCARD|$idc13⟧
预留手机号：⟦PHONE|138 7315 0946⟧
"""),

("volunteer_form_tw", r"""
⟪org_name|台北市食物銀行聯合會⟫ 志工報名表
姓名：⟦PERSON|林怡君⟧
身分證字號：⟦NATIONAL_ID|$nid14⟧
出生日期：⟦DATE_OF_BIRTH|民國80年5月3日⟧
手機：⟦PHONE|0912-348-675⟧
Email：⟦EMAIL|yijun.lin@gmail.com⟧
可服務時段：⟪availability|週六上午⟫
特殊狀況：⟦MEDICAL|氣喘⟧，不適合冷凍庫作業
"""),

("meal_service_application_hk", r"""
⟪org_name|深水埗長者送飯服務中心⟫ 服務申請表
申請人：⟦PERSON|黃玉蓮⟧    香港身份證：⟦NATIONAL_ID|$nid13⟧
地址：⟦ADDRESS|九龍深水埗長沙灣道233號3樓C室⟧
電話：⟦PHONE|2729 4418⟧
緊急聯絡人：兒子 ⟦PERSON|陳家明⟧ ⟦PHONE|6193 8826⟧
健康狀況：⟦MEDICAL|中風後右側偏癱⟧，⟦MEDICAL|糖尿病⟧
膳食費用：⟪price|每餐$32⟫（綜援津貼）
"""),

("installment_agreement", r"""
⟪org_name|郑州金勺子烹饪培训学校⟫ 学费分期付款协议
甲方：⟪org_name|郑州金勺子烹饪培训学校⟫（统一社会信用代码 ⟪credit_code|91410105MA45R8XK2P⟫）
乙方：⟦PERSON|马丽娟⟧    身份证号：⟦IDCARD|$idc17⟧
住址：⟦ADDRESS|郑州市金水区农业路东段38号院5号楼2单元9号⟧
一、乙方报读⟪course_name|西式面点全科班⟫，学费共计⟦AMOUNT|人民币19800元⟧，首付⟦AMOUNT|6600元⟧，余款分6期，每期⟦AMOUNT|2200元⟧。
二、乙方指定扣款账户：⟦CARD|$card23⟧（⟪org_name|中国建设银行⟫）
乙方签字：⟦PERSON|马丽娟⟧    日期：⟪doc_date|2024年3月1日⟫
"""),

("commission_settlement", r"""
⟪org_name|鲜厨到家⟫ 社区自提点 6月佣金结算表
自提点负责人,小区,支付宝账号,订单数,佣金
⟦PERSON|范丽丽⟧,⟪community_name|碧桂园二期⟫,⟦PHONE|13590264718⟧,⟪order_count|214⟫,⟦AMOUNT|¥1,284.60⟧
⟦PERSON|汤建⟧,⟪community_name|锦绣江南⟫,⟦EMAIL|tangjian88@126.com⟧,⟪order_count|97⟫,⟦AMOUNT|¥582.00⟧
"""),

("dingtalk_approval", r"""
【钉钉审批】报销申请  审批编号：⟪approval_no|202406181130000412⟫
申请人：⟦PERSON|梁晓雯⟧（⟪department|爱心厨房运营部⟫）
事由：6月18日送餐车加油+停车，个人垫付⟦AMOUNT|¥346.50⟧
收款人：⟦PERSON|梁晓雯⟧    收款卡号：⟦CARD|$card06⟧（⟪org_name|工商银行⟫）
审批人：⟦PERSON|周社长⟧ 已同意
"""),

("call_transcription", r"""
【通话转写】⟪call_id|CALL-20240702-1835⟫  时长 ⟪duration|04:12⟫
客服：您好，鲜厨到家，请问有什么可以帮您？
用户：我账号好像被盗了，一下子下了三单，扣了我⟦AMOUNT|四百多块⟧！
客服：请问您的注册手机号？
用户：⟦PHONE|一三九，零二七一，六六八三⟧。
客服：麻烦报一下姓名和身份证后四位。
用户：⟦PERSON|蔡明辉⟧，后四位⟪masked_id|0419⟫。
客服：好的⟦PERSON|蔡先生⟧，已帮您冻结账号，订单会原路退回。
"""),

("complaint_email", r"""
发件人：⟦PERSON|唐思雨⟧ <⟦EMAIL|tangsiyu_mom@foxmail.com⟧>
收件人：⟦EMAIL|jyjxfb@jiangbei.gov.cn⟧
主题：关于⟪org_name|江北区育才小学⟫食堂多次出现过敏原的投诉

您好，我是四年级学生⟦PERSON|唐一诺⟧的家长。孩子⟦MEDICAL|对虾蟹严重过敏⟧，已向学校提交过医院证明，但本学期食堂两次在她的餐里出现虾仁，第二次导致⟦MEDICAL|全身荨麻疹⟧，送医注射了⟦MEDICAL|肾上腺素⟧。请尽快调查处理。
联系电话：⟦PHONE|137 2816 0493⟧
"""),

("canteen_card_statement", r"""
⟪org_name|和平里长者饭堂⟫ 就餐卡消费明细（⟪date_range|2024年7月1日-7月7日⟫）
持卡人：⟦PERSON|李振华⟧    卡号：⟪member_card_no|HPL-00381⟫
午餐标准：⟪price|每餐10元⟫（政府补贴后）
本周消费合计：⟦AMOUNT|62.00元⟧    卡内余额：⟦AMOUNT|138.50元⟧
充值记录：⟪timestamp|07-03 09:12⟫ 女儿⟦PERSON|李娜⟧微信充值⟦AMOUNT|200元⟧
"""),

("env_file", r"""
# 校园订餐小程序 后端配置（勿提交git！）
WX_APPID=⟪app_id|$wxappid01⟫
WX_APPSECRET=⟦SECRET|$wxsecret01⟧
WXPAY_MCHID=⟪merchant_id|1638802241⟫
WXPAY_APIV3_KEY=⟦SECRET|Kc7vN2qLx9RtB4mZ8sHw3YpD6fJa1GeU⟧
DB_HOST=⟦IP_ADDRESS|192.168.10.23⟧
DB_PASS=⟦PASSWORD|xiaoyuan@2024⟧
ADMIN_PHONE=⟦PHONE|13911427065⟧  # ⟦PERSON|胡主任⟧
"""),

("price_table", r"""
⟪org_name|鲜厨到家⟫ 7月套餐价目表（⟪version|V2.3⟫）
| 套餐 | 编码 | 价格 |
|------|------|------|
| 双人三餐 | ⟪sku|XC-2P3M⟫ | ⟪price|¥128⟫ |
| 家庭四人四餐 | ⟪sku|XC-4P4M⟫ | ⟪price|¥268⟫ |
| 减脂轻食周卡 | ⟪sku|XC-LT-W⟫ | ⟪price|¥199⟫ |
满⟪price|¥200⟫包邮；新人券⟪promo_code|NEW30⟫⟪discount_value|立减30元⟫；配送时间⟪time_window|每周二、五 18:00前⟫
"""),

("wechat_sick_leave", r"""
⟦PERSON|小雨⟧：⟦PERSON|方老师⟧，我明天请个假😷 昨天查出来⟦MEDICAL|水痘⟧，医生说要隔离两周
⟦PERSON|方老师⟧：好的，好好休息，病假条拍给我。⟪course_module|法式酥皮⟫那节实操课让你同桌⟦PERSON|王可欣⟧帮你记笔记
"""),

("wechat_milk_payment", r"""
⟦PERSON|刘师傅⟧：您好，上个月奶钱一共⟦AMOUNT|九十六块⟧，方便的时候转我就行
⟦PERSON|丁女士⟧：[转账] ⟦AMOUNT|¥96.00⟧
⟦PERSON|刘师傅⟧：收到谢谢！下个月开始⟪product_name|低脂奶⟫涨到⟪price|4块5一瓶⟫哈
⟦PERSON|丁女士⟧：好的。7号到15号我们出门，暂停一下。空瓶放⟪locker_no|3号⟫奶箱里了
⟦PERSON|刘师傅⟧：好嘞👌
"""),

("visa_checklist", r"""
⟪org_name|金厨烹饪学院⟫ 2025年日本料理研修 签证材料清单  学员：⟦PERSON|侯雅婷⟧
护照号码：⟦PASSPORT|$pp16⟧    有效期至：⟪passport_expiry|2033-05-20⟫
身份证号：⟦IDCARD|$idc28⟧    出生日期：⟦DATE_OF_BIRTH|1991-02-14⟧
在职证明：⟪employer|西安曲江大酒店⟫ 厨师
存款证明：⟦AMOUNT|80,000元⟧（⟪org_name|招商银行⟫）
联系电话：⟦PHONE|186 9185 0342⟧
"""),

("user_report", r"""
【用户举报】⟪report_id|JB-20240809-0077⟫
举报人：⟦PERSON|绿色小蜜蜂⟧（用户ID ⟪user_id|1029384⟫）
被举报人：⟦PERSON|吃货老王⟧（用户ID ⟪user_id|2231907⟫）
举报内容：该用户在"免费分享"里卖临期面包，每袋收⟪price|10元⟫，还留了私人电话⟦PHONE|15618273940⟧让人加微信⟦PERSON|wxid_laowang886⟧。自提地址写的是⟦ADDRESS|宝山区共和新路4718弄33号⟧。
"""),

("subsidy_list_csv", r"""
⟪org_name|东城区民政局⟫ 2024年第二季度 高龄老人助餐补贴发放明细
姓名,身份证号,补贴金额,发放方式
⟦PERSON|田振邦⟧,⟦IDCARD|$idc20⟧,⟦AMOUNT|600元⟧,养老助残卡
⟦PERSON|卢秀珍⟧,⟦IDCARD|$idc29⟧,⟦AMOUNT|450元⟧,养老助残卡
⟦PERSON|郭玉兰⟧,⟦IDCARD|$idc25⟧,⟦AMOUNT|450元⟧,社保卡
"""),

("ops_handover", r"""
【值班交接】⟪shift_date|2024-08-15⟫ 夜班 ⟦PERSON|高翔⟧ → 早班 ⟦PERSON|吴欣然⟧
1. 订单库主库 ⟦IP_ADDRESS|10.20.1.11⟧ 凌晨磁盘到85%，已清理binlog。
2. 阿里云子账号AK已轮换：AccessKeyId ⟦APIKEY|$ltai02⟧，Secret ⟦SECRET|$ltaisk02⟧ 已写入KMS，旧的明天删。
3. 告警钉钉机器人换成 ⟦SECRET|$dinghook02⟧
4. 监控面板 ⟪url|grafana.internal/d/orders⟫ 登录密码还是 ⟦PASSWORD|Grafana#0815ops⟧ 😅 记得改
"""),
]

TEXTS += [
("special_diet_register", r"""
⟪org_name|西湖区文新小学⟫ 学生特殊膳食登记表（⟪school_year|2024学年⟫）
学生：⟦PERSON|郑可昕⟧    班级：⟪class_name|六（5）班⟫
出生日期：⟦DATE_OF_BIRTH|2012年6月6日⟧    身份证号：⟦IDCARD|$idc21⟧
过敏/禁忌：⟦MEDICAL|鸡蛋、牛奶蛋白过敏⟧；⟦MEDICAL|蚕豆病（G6PD缺乏症）⟧，禁食蚕豆
家长：⟦PERSON|郑浩⟧ ⟦PHONE|133 0571 8826⟧
"""),

("insurance_roster", r"""
⟪org_name|武汉爱心食物银行⟫ 志愿者意外险投保名单（⟪policy_period|2024.09.01-2025.08.31⟫）
1. ⟦PERSON|雷鸣⟧  ⟦IDCARD|$idc24⟧  ⟦PHONE|155 2718 4406⟧
2. ⟦PERSON|冉小雨⟧  ⟦IDCARD|$idc31⟧  ⟦PHONE|173 2303 9915⟧
保险公司：⟪org_name|平安财险⟫    保单号：⟪policy_no|10512003900293874011⟫
"""),

("route_sheet", r"""
⟪route_code|和平里线路3⟫ 送餐单    ⟪delivery_date|8月20日（周二）⟫    司机：⟦PERSON|小田⟧
① ⟦PERSON|何淑贞⟧  ⟦ADDRESS|和平里七区16号楼4门301⟧  软食×1  门禁⟦PASSWORD|1357#⟧
② ⟦PERSON|孟庆山⟧  ⟦ADDRESS|和平里九区3号楼2门602⟧  低糖餐×1（⟦MEDICAL|糖尿病⟧） 电话⟦PHONE|010-8427 1193⟧
③ ⟪org_name|和平里社区服务站⟫  自取×12
"""),

("class_notice", r"""
【⟪org_name|金厨烹饪学院⟫ 西点2401班通知】
明天（⟪class_date|周三⟫）上午实操课改到⟪room_name|B302教室⟫，请带好围裙和⟪equipment|8寸活底模⟫。有事请联系班主任⟦PERSON|谢老师⟧ ⟦PHONE|139 8017 2264⟧，请勿在群里发个人信息。
"""),

("id_card_ocr", r"""
[身份证识别结果 · 正面]
姓名 ⟦PERSON|贾国强⟧
性别 男    民族 汉
出生 ⟦DATE_OF_BIRTH|1966年4月8日⟧
住址 ⟦ADDRESS|北京市朝阳区安贞西里四区12号楼3单元201号⟧
公民身份号码 ⟦IDCARD|$idc32⟧
[背面] 签发机关 ⟪issuing_authority|北京市公安局朝阳分局⟫    有效期限 ⟪validity_period|2016.05.11-2036.05.11⟫
识别置信度 ⟪ocr_confidence|0.983⟫
"""),

("donation_receipt_request", r"""
【捐赠票据申请】
捐赠人：⟦PERSON|隋海波⟧
证件号：⟦IDCARD|$idc27⟧
捐赠金额：⟦AMOUNT|¥3,000.00⟧（⟪transaction_time|2024-12-30 21:47⟫ 微信支付）
捐赠项目：⟪project_name|市南区"冬日暖餐"项目⟫
电子票据接收邮箱：⟦EMAIL|suihaibo@sina.com⟧
备注：请勿公开捐赠人姓名
"""),

("order_json", r"""
{
  "orderNo": "⟪order_id|XC202409150938271⟫",
  "receiver": "⟦PERSON|龚晓东⟧",
  "mobile": "⟦PHONE|15923647081⟧",
  "address": "⟦ADDRESS|重庆市渝北区龙溪街道新牌坊三路88号金科天籁城7栋1502⟧",
  "payAmount": "⟦AMOUNT|¥158.00⟧",
  "coupon": "⟪coupon_code|CQ-AUTUMN-20⟫",
  "remark": "孩子⟦MEDICAL|芝麻过敏⟧，麻酱不要放",
  "skuList": ["⟪sku|XC-2P3M⟫"]
}
"""),

("java_stack_trace", r"""
⟪timestamp|2024-09-03 02:14:55.118⟫ ERROR 1 --- [nio-8080-exec-7] c.f.share.api.ClaimController : 领取失败 userPhone=⟦PHONE|18810397251⟧ clientIp=⟦IP_ADDRESS|39.156.70.12⟧
org.springframework.dao.DuplicateKeyException:
### Error updating database.  Cause: java.sql.SQLIntegrityConstraintViolationException: Duplicate entry '⟪listing_id|LST-88219⟫-1' for key 'uk_claim'
### SQL: INSERT INTO claim(listing_id, user_id, contact_name) VALUES (?, ?, ?)
### Parameters: ⟪listing_id|LST-88219⟫(String), ⟪user_id|30081⟫(Long), ⟦PERSON|邱明远⟧(String)
	at org.apache.ibatis.executor.BaseExecutor.update(⟪file_line|BaseExecutor.java:117⟫)
"""),

("canteen_contract", r"""
⟪org_name|成都市武侯区棕北小学⟫食堂承包经营合同（节选）
甲方：⟪org_name|成都市武侯区棕北小学⟫
乙方（承包人）：⟦PERSON|谭永福⟧    身份证号：⟦IDCARD|$idc22⟧
联系地址：⟦ADDRESS|成都市武侯区玉林北路18号2栋1单元8号⟧    电话：⟦PHONE|028-8551 6230⟧
第五条 乙方应于签约之日向甲方缴纳履约保证金⟦AMOUNT|人民币伍万元整⟧，每学期承包费⟦AMOUNT|60,000元⟧。
第九条 学生餐标准⟪price|每生每餐13元⟫，不得擅自提价。
"""),

("sms_delivery_notice", r"""
【⟪org_name|和平里长者饭堂⟫】⟦PERSON|王秀英⟧您好，您预订的⟪delivery_date|9月3日⟫午餐（⟪dish_name|清蒸鲈鱼套餐⟫）将于11:30前送达，送餐员⟦PERSON|小田⟧ ⟦PHONE|152 0137 4488⟧。如需取消请回复QX。
"""),

("health_check_result", r"""
⟪org_name|浦东新区疾病预防控制中心⟫ 从业人员预防性健康检查结果
姓名：⟦PERSON|蒋雪梅⟧    性别：女    身份证号：⟦IDCARD|$idc19⟧
从业单位：⟪org_name|浦东三林社区助餐点⟫    岗位：厨工
检查结果：⟦MEDICAL|胸部X光未见异常；甲肝IgM阴性；戊肝IgM阴性⟧
皮肤检查：⟦MEDICAL|手部湿疹⟧，建议治愈后上岗
健康证编号：⟪health_cert_no|沪浦健2024-0331872⟫
"""),

("xiaohongshu_post", r"""
📍⟪place_name|上海静安⟫｜第一次上烘焙课就翻车🤣
⟪org_name|Le Petit Four 烘焙教室⟫的⟪course_name|可颂入门课⟫，⟪price|¥498/人⟫含材料。老师⟦PERSON|Sophie陈⟧超耐心！我⟦MEDICAL|麸质不耐受⟧，她还特意帮我准备了无麸质面粉试做🥐
#烘焙 #周末去哪儿
评论 ⟦PERSON|奶油小熊⟧🐻：求老师联系方式！
"""),

("voice_message_transcript", r"""
[语音转文字 ⟪duration|0'42"⟫]
喂，⟦PERSON|小周⟧啊，我是⟦PERSON|老何⟧。明天的饭你放门口就行，我要去医院复查⟦MEDICAL|白内障⟧。门禁密码是⟦PASSWORD|幺九八七⟧，我家在⟦ADDRESS|枫林路七号二单元四楼⟧。有事打我儿子电话⟦PHONE|一三六，二一零八，七七四五⟧，好吧，就这样。
"""),

("line_group_tw", r"""
⟪group_name|台中北區共享冰箱 LINE群⟫
⟦PERSON|阿美⟧：今天⟪org_name|全聯⟫捐了好多即期麵包，放在⟪fridge_id|一中街冰箱⟫
⟦PERSON|陳志豪⟧：感恩🙏 我晚點去補貨。志工保險要身分證字號，我的是⟦NATIONAL_ID|$nid26⟧，⟦PERSON|阿美⟧妳的也傳給我，還有手機
⟦PERSON|阿美⟧：好～手機 ⟦PHONE|0938-221-406⟧，身分證晚點私訊你
"""),

("food_aid_registration_hk", r"""
⟪org_name|西九龍社區食物銀行⟫ 短期食物援助登記
姓名：⟦PERSON|何詠詩⟧（⟦PERSON|HO Wing Sze⟧）
身份證號碼：⟦NATIONAL_ID|$nid25⟧
住址：⟦ADDRESS|九龍大角咀福全街18號福全大廈7樓B室⟧
聯絡電話：⟦PHONE|9634 1207⟧
家庭每月總入息：⟦AMOUNT|HK$11,500⟧（4人）
轉介機構：⟪org_name|循道衛理中心⟫    個案編號：⟪case_no|WK-FB-24-0913⟫
"""),

("direct_debit_authorisation", r"""
⟪org_name|海河乳业⟫ 订奶自动扣款授权书
订户姓名：⟦PERSON|白雪⟧    身份证号：⟦IDCARD|$idc11⟧
送奶地址：⟦ADDRESS|天津市和平区南京路219号天津中心B座1708⟧
扣款银行卡：⟦CARD|$card17⟧
每月扣款：⟦AMOUNT|¥175⟧（⟪product_name|巴氏鲜奶950ml⟫ 每周3瓶）
手机：⟦PHONE|186 2216 0937⟧
"""),

("curl_debug_notes", r"""
# 测试司机端接口（⟦PERSON|宋佳⟧ 本地调试记录）
curl -X GET "http://⟦IP_ADDRESS|10.30.2.15⟧:⟪port|8081⟫/api/driver/routes?date=⟪query_date|2024-06-04⟫" \
  -H "Authorization: Bearer ⟦APIKEY|$jwt01⟧"
# 返回200，route_count=⟪route_count|14⟫；token 24小时过期，别提交到 ⟪repo_name|meals-driver-app⟫
"""),

("refund_list_csv", r"""
⟪org_name|江北区育才小学⟫ 2024春季学期营养餐退费名单（病假）
学生,班级,病因,退费金额,家长电话
⟦PERSON|唐一诺⟧,⟪class_name|四（2）班⟫,⟦MEDICAL|肺炎⟧,⟦AMOUNT|75元⟧,⟦PHONE|137 2816 0493⟧
⟦PERSON|吕浩宇⟧,⟪class_name|二（1）班⟫,⟦MEDICAL|右臂骨折⟧,⟦AMOUNT|180元⟧,⟦PHONE|135 9402 7718⟧
"""),

("volunteer_schedule_md", r"""
### ⟪org_name|暖心粥铺⟫ 9月第2周志愿者排班
| 日期 | 熬粥（5:00） | 分发（6:00-8:30） | 电话 |
|---|---|---|---|
| 周一 | ⟦PERSON|小林⟧ | ⟦PERSON|彭丽⟧ | ⟦PHONE|150 7316 2289⟧ |
| 周二 | ⟦PERSON|老邓⟧ | ⟦PERSON|彭丽⟧ | ⟦PHONE|150 7316 2289⟧ |
| 周三 | ⟦PERSON|小林⟧ | 待定 | |
备注：⟦PERSON|老邓⟧⟦MEDICAL|腰伤⟧未愈，不要让他搬米袋
"""),

("hr_email", r"""
发件人：⟦EMAIL|hr@weijiatuancan.com⟧
收件人：⟦EMAIL|zhangmin.kitchen@weijiatuancan.com⟧
抄送：⟦PERSON|何经理⟧
主题：体检复查通知

⟦PERSON|张敏⟧你好：
你本次入职体检⟦MEDICAL|谷丙转氨酶偏高（86 U/L）⟧，按规定需在两周内复查，复查前暂不安排凉菜间岗位。复查费用公司报销，每人上限⟪reimbursement_cap|200元/次⟫。
人事部 ⟦PERSON|罗丹⟧
"""),

("crm_lead_notes", r"""
【招生咨询记录】⟪lead_id|ZS-240917-0056⟫    来源：⟪lead_source|抖音⟫
咨询人：⟦PERSON|和志伟⟧    电话：⟦PHONE|187 8801 3352⟧    微信：⟦PERSON|hzw_kunming⟧
意向：⟪course_name|中式烹调师（四级）全日制班⟫
已预报名，身份证⟦IDCARD|$idc16⟧（2000年生，昆明人）
跟进人：⟦PERSON|小施⟧    下次回访 ⟪follow_up|9月20日⟫
"""),

("volunteer_realname", r"""
⟪org_name|朝阳区食物银行⟫ 志愿者实名登记
姓名：⟦PERSON|叶蓓⟧    身份证：⟦IDCARD|$idc01⟧
出生日期：⟦DATE_OF_BIRTH|1986/04/17⟧
手机：⟦PHONE|+86 139 1027 4436⟧    邮箱：⟦EMAIL|yebei86@163.com⟧
服务意向：⟪service_type|周末分拣⟫、⟪service_type|配送⟫
"""),
]

TEXTS += [
("staff_register_scan", r"""
⟪org_name|青岛市南区八大湖街道社区食堂⟫ 从业人员登记（扫描件）
1  ⟦PERSON|于红霞⟧  身份证 ⟦IDCARD|$idc08⟧  岗位：面点
2  ⟦PERSON|关德胜⟧  身份证 ⟦IDCARD|$idc14⟧  岗位：保洁（⟦MEDICAL|右耳听力下降⟧）
食材条码抽查：⟪ean13|$ean02⟫  抽查日期 ⟪inspection_date|2024-11-20⟫
"""),
]
