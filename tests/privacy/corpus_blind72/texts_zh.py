# Chinese texts for blind72. Each entry: (kind, marked_text). Typed by hand.
TEXTS = []

TEXTS += [
("wechat_front_desk_chat", """【微信】⟪org_name|静心瑜伽馆⟫前台
⟦PERSON|小赵⟧：⟦PERSON|许小姐⟧早～明天9点的⟪class_name|阴瑜伽⟫帮您约好了，⟦PERSON|林老师⟧带课
对方：谢谢！我上周体检查出⟦MEDICAL|腰椎间盘突出⟧，有些体式是不是要避开？
⟦PERSON|小赵⟧：有的，我跟老师说一下。您续卡的⟦AMOUNT|2680元⟧已到账，剩余⟪remaining_sessions|16次⟫。另外早班门禁改成⟦PASSWORD|7391⟧了，别外传哈"""),

("tcm_outpatient_record", """⟪org_name|杏林堂中医门诊部⟫ 门诊病历
门诊号：⟪clinic_visit_no|MZ20240611-0087⟫
姓名：⟦PERSON|陈美玲⟧  性别：女  出生日期：⟦DATE_OF_BIRTH|1990年6月30日⟧
身份证号：⟦IDCARD|$idcard_4⟧
主诉：⟦MEDICAL|月经不调半年，经期腹痛⟧
舌脉：⟦MEDICAL|舌淡苔白，脉沉细⟧
诊断：⟦MEDICAL|痛经（寒凝血瘀证）⟧
处理：⟦MEDICAL|温经汤加减，7剂⟧
医师：⟦PERSON|黄建国⟧"""),

("dingtalk_robot_config", """# 推拿门店 订单告警 钉钉机器人（⟪store_code|SH-PT-012⟫）
webhook: ⟦SECRET|$sec_ding_hook_1⟧
secret: ⟦SECRET|$sec_ding_sign_1⟧
at_mobiles: ["⟦PHONE|13817624490⟧"]   # ⟦PERSON|王店长⟧
app_key: ⟪app_key|$dk_ding_appkey⟫
# 脚本版本 ⟪version|v1.3.2⟫，有问题找运维"""),

("ivf_first_visit_registration", """⟪org_name|江城妇幼保健院生殖医学中心⟫ 初诊登记
女方：⟦PERSON|刘婷⟧，出生日期 ⟦DATE_OF_BIRTH|1992-11-08⟧，身份证 ⟦IDCARD|$idcard_2⟧
男方：⟦PERSON|郑伟⟧，出生日期 ⟦DATE_OF_BIRTH|1988-10-14⟧，身份证 ⟦IDCARD|$idcard_10⟧
不孕年限：⟦MEDICAL|未避孕未孕3年⟧
女方检查：⟦MEDICAL|AMH 1.2 ng/ml⟧，⟦MEDICAL|双侧输卵管通而不畅⟧
男方检查：⟦MEDICAL|精液常规提示弱精（PR 18%）⟧
联系电话：⟦PHONE|186-2105-7730⟧   建档号：⟪file_no|SZ-2024-1187⟫"""),

("xiaohongshu_post", """📍⟪place_name|杭州⟫ | 终于找到靠谱的正骨了！！
姐妹们我⟦MEDICAL|颈椎反弓⟧好几年了，天天⟦MEDICAL|头晕⟧，朋友推荐去了⟪org_name|骨正堂⟫，是⟦PERSON|周医生⟧给我做的，手法很温柔，不是那种暴力掰的🥹
单次⟪price|398元⟫，我直接办了10次卡，花了⟦AMOUNT|3280元⟧，做完三次已经不晕了！
有需要的宝子可以加他们前台微信 ⟦PERSON|zhenggu_xiaomei⟧ 说是我推荐的～
⟪hashtag|#正骨⟫ ⟪hashtag|#杭州探店⟫"""),

("python_sms_backend", """# 预约短信提醒 —— 推拿馆小程序后端
from aliyunsdkcore.client import AcsClient
client = AcsClient("⟦APIKEY|$key_aliyun_1⟧", "⟦SECRET|$sec_aliyun_1⟧", "⟪aliyun_region|cn-hangzhou⟫")
# 签名：⟪sms_sign|舒筋堂⟫  模板：⟪sms_template|SMS_465210044⟫
PHONE_TEST = "⟦PHONE|15900731268⟧"  # ⟦PERSON|李工⟧自己的手机，上线前删掉"""),

("nutritionist_wechat", """营养师⟦PERSON|张琳⟧：⟦PERSON|何女士⟧您好，体检报告（编号⟪report_no|TJ2405-3317⟫）我看了，⟦MEDICAL|空腹血糖6.8⟧、⟦MEDICAL|糖化血红蛋白6.4%⟧，属于⟦MEDICAL|糖尿病前期⟧。
对方：啊那要吃药吗😭
营养师⟦PERSON|张琳⟧：先饮食加运动干预3个月。⟪plan_name|控糖21天计划⟫的食谱发您邮箱 ⟦EMAIL|hexiaoyan1979@163.com⟧ 了，注意查收。三个月管理费是⟦AMOUNT|1980元⟧，可以分两次付。"""),

("member_table_csv", """会员编号,姓名,手机号,卡类型,余额,备注
⟪member_id|VIP0381⟫,⟦PERSON|吴桂芳⟧,⟦PHONE|13661728803⟧,⟪card_type|金卡⟫,⟦AMOUNT|¥1,260.00⟧,⟦MEDICAL|肩周炎⟧ 力度轻
⟪member_id|VIP0382⟫,⟦PERSON|冯建华⟧,⟦PHONE|139 1726 3351⟧,⟪card_type|银卡⟫,⟦AMOUNT|¥85.00⟧,⟦MEDICAL|高血压⟧ 不做头部"""),

("fertility_forum_post", """【经验贴】泰国试管一次成功，分享流程和花费
坐标⟪place_name|成都⟫，我34老公36，⟦MEDICAL|多囊卵巢综合征⟧+⟦MEDICAL|输卵管积水⟧，国内做了两次都没成。
去年10月去的⟪org_name|曼谷某生殖中心⟫，护照一定提前办好（我的是⟦PASSPORT|$pp_cn_1⟧，发完才想起来没打码🤦‍♀️）
总共花了⟦AMOUNT|28万人民币⟧左右，医院套餐是⟪price|48万泰铢⟫，药费另算。
翻译是⟦PERSON|阿May⟧，人超好，微信 ⟦PERSON|may_thai_ivf⟧"""),

("chiro_receipt", """⟪org_name|深圳脊安整脊康复中心⟫ 收费单
单号：⟪receipt_no|SF-20240605-0193⟫   日期：⟪invoice_date|2024-06-05⟫
患者：⟦PERSON|罗志强⟧   手机：⟦PHONE|137 2418 9056⟧
项目：⟦MEDICAL|腰椎整脊⟧ ×1 ⟪price|¥480⟫；⟦MEDICAL|筋膜松解⟧ ×1 ⟪price|¥280⟫
实收：⟦AMOUNT|¥760⟧（微信支付，交易单号 ⟪transaction_id|4200002231202406051188790613⟫）
收费员：⟦PERSON|小钟⟧"""),

("slt_assessment_report", """儿童言语语言评估报告    评估编号：⟪assessment_no|YY-2024-0412⟫
姓名：⟦PERSON|王梓涵⟧  性别：男  出生日期：⟦DATE_OF_BIRTH|2019年3月15日⟧
家长：⟦PERSON|王磊⟧（父）  电话：⟦PHONE|158-0216-7739⟧
评估结果：⟦MEDICAL|构音障碍（舌根音替代）⟧；语言理解接近同龄水平；⟦MEDICAL|疑似孤独症谱系障碍⟧，建议转介儿保科。
评估工具：⟪assessment_tool|S-S语言发育迟缓评价法⟫
治疗师：⟦PERSON|蒋老师⟧"""),

("wecom_group_message", """【企业微信·⟪group_name|足康门店运营群⟫】
⟦PERSON|老周⟧：各店注意，昨天⟪store_name|徐汇店⟫一位顾客说修脚后⟦MEDICAL|甲沟炎⟧加重，投诉到总部了。⟦PERSON|周社长⟧要求本周内所有器械重新消毒登记。
⟦PERSON|小敏⟧：收到。是⟦PERSON|钱先生⟧吧，电话⟦PHONE|13524017786⟧，我这边已经给他退了⟦AMOUNT|168元⟧
⟦PERSON|老周⟧：好。还有群机器人地址别再到处乱发：⟦SECRET|$sec_wecom_hook_1⟧"""),

("tencent_wxpay_config", """// 瑜伽课程视频存储 + 小程序支付配置（⟦PERSON|沈佳怡⟧ 负责，勿外传）
{
  "cos": {
    "SecretId": "⟦APIKEY|$key_tencent_1⟧",
    "SecretKey": "⟦SECRET|$sec_tencent_1⟧",
    "Bucket": "⟪bucket_name|yoga-video-1318824401⟫",
    "Region": "⟪region|ap-shanghai⟫"
  },
  "wxpay": {
    "appid": "⟪app_id|$dk_wx_appid⟫",
    "mchid": "⟪merchant_id|1651234567⟫",
    "apiv3_key": "⟦SECRET|$sec_wxpay_1⟧"
  },
  "admin": "⟦PERSON|shenjiayi⟧"
}"""),

("call_transcript_zh", """【通话录音转写 ⟪call_id|REC-0611-173⟫】
客服：您好，⟪org_name|仁和针灸推拿诊所⟫。
客户：喂你好，我想约一下⟦PERSON|马主任⟧的号，我⟦MEDICAL|面瘫⟧两个礼拜了。
客服：好的，请问怎么称呼？
客户：我叫⟦PERSON|杨国栋⟧。
客服：电话多少呢？
客户：⟦PHONE|幺三九，幺二七六，五五零八⟧。
客服：好的⟦PERSON|杨先生⟧，周四上午十点可以吗？首诊挂号费⟪price|50元⟫。
客户：可以。对了我有⟦MEDICAL|糖尿病⟧，扎针要注意啥吗？
客服：您来的时候跟⟦PERSON|马主任⟧说一下就行。"""),

("bank_e_receipt", """⟪org_name|中国工商银行⟫ 电子回单
回单编号：⟪receipt_no|0000294817730⟫
付款人：⟦PERSON|唐雨欣⟧   付款账号：⟦CARD|$card_up_1⟧
收款人：⟪org_name|上海梵音瑜伽文化传播有限公司⟫   收款账号：⟪org_account|1001 2299 0910 0188 774⟫
金额：⟦AMOUNT|人民币壹万贰仟捌佰元整⟧（⟦AMOUNT|¥12,800.00⟧）
用途：⟪payment_memo|200小时教培学费⟫"""),

("staff_group_leave_request", """⟦PERSON|小李⟧：⟦PERSON|刘院长⟧，我明天请个⟪leave_type|事假⟫，我妈⟦MEDICAL|胆结石⟧要做⟦MEDICAL|微创手术⟧，在⟪hospital_name|华西医院⟫
⟦PERSON|刘院长⟧：好的去吧，下午的病人让⟦PERSON|阿杰⟧接一下。
⟦PERSON|阿杰⟧：OK👌 是⟦PERSON|老冯⟧那个⟦MEDICAL|腰肌劳损⟧的吗？⟪shift|下午2点-6点⟫我都在"""),

("ecommerce_order_detail", """订单详情
订单号：⟪order_id|2987226170043381129⟫
商品：⟪product_name|低GI代餐粉 500g×2⟫   单价 ⟪price|¥139.00⟫
收货人：⟦PERSON|韩雪⟧  ⟪masked_phone|188****6623⟫
收货地址：⟦ADDRESS|辽宁省沈阳市和平区南京南街128号2单元501室 110001⟧
实付：⟦AMOUNT|¥258.00⟧（已优惠⟪discount|¥20.00⟫）
物流：⟪courier|顺丰⟫ ⟪tracking_no|SF1403628817241⟫"""),

("part_time_contract", """兼职瑜伽教练聘用协议（节选）
甲方：⟪org_name|北京悦动空间健身管理有限公司⟫（统一社会信用代码：⟪business_reg_no|91110105MA01R2XK3Q⟫）
乙方：⟦PERSON|欧阳倩⟧   身份证号：⟦IDCARD|$idcard_1⟧
联系地址：⟦ADDRESS|北京市朝阳区望京西园三区312号楼1单元802，100102⟧
第四条 课时费为每节⟦AMOUNT|300元⟧（税前），每月15日前支付至乙方银行卡⟦CARD|$card_up_3⟧。"""),

("server_log_zh", """[2024-06-12 21:03:11] [ERROR] 支付回调验签失败 order=⟪order_id|PT202406120088⟫ transaction_id=⟪transaction_id|4200002198202406120931448812⟫ client_ip=⟦IP_ADDRESS|117.136.12.88⟧
[2024-06-12 21:03:12] [WARN ] 用户 ⟦PERSON|何思远⟧(⟦PHONE|15216738890⟧) 连续3次支付失败，已锁定
[2024-06-12 21:03:15] [INFO ] 内网调用 ⟦IP_ADDRESS|10.10.8.21⟧:8080 /api/refund amount=⟦AMOUNT|399.00元⟧
[2024-06-12 21:03:15] [DEBUG] ⟪version_string|sdk-java 0.2.12⟫"""),

("acupuncture_consent_minor", """针刺治疗知情同意书
患者：⟦PERSON|苏小雨⟧   年龄：9岁   出生日期：⟦DATE_OF_BIRTH|2015-02-03⟧
诊断：⟦MEDICAL|小儿抽动症⟧
治疗方案：⟦MEDICAL|头针加体针，每周2次，共10次⟧
监护人：⟦PERSON|苏建明⟧（父亲）   电话：⟦PHONE|133 0872 5516⟧
医师：⟦PERSON|钟慧敏⟧   日期：⟪sign_date|2024年6月3日⟫   病历号：⟪record_no|ZJ-0603-44⟫"""),

("wechat_moments_ad", """【⟪org_name|暖阳推拿⟫·六月活动】
⟪promo_text|肩颈调理 第二次半价⟫！
原价 ⟪price|¥198/次⟫，会员 ⟪price|¥158/次⟫
地址：⟪clinic_address|南京市鼓楼区中山北路45号2楼⟫
预约电话：⟦PHONE|025-8371 6620⟧  微信同号
技师：⟦PERSON|小唐⟧、⟦PERSON|阿珍⟧ 持证上岗"""),

("sql_query_result", """-- 足部护理中心 客户表（测试环境，别导生产数据！！）
SELECT id, name, mobile, id_no, diagnosis FROM ⟪table_name|t_customer⟫ WHERE store_id = ⟪store_id|12⟫;
-- ⟪row_id|2041⟫ | ⟦PERSON|曹丽华⟧ | ⟦PHONE|18917725534⟧ | ⟦IDCARD|$idcard_7⟧ | ⟦MEDICAL|糖尿病足 1级⟧
-- ⟪row_id|2042⟫ | ⟦PERSON|邓子轩⟧ | ⟦PHONE|13062218807⟧ | ⟦IDCARD|$idcard_16⟧ | ⟦MEDICAL|跖疣⟧"""),
]

TEXTS += [
("payment_notice_sms", """【⟪org_name|安和生殖⟫】⟦PERSON|谢女士⟧您好，您本周期⟦MEDICAL|取卵手术⟧费用⟦AMOUNT|8,600元⟧已缴纳成功，请于⟪appointment_time|6月20日7:30⟫空腹到⟪location|3楼手术室⟫报到。咨询电话⟦PHONE|400-820-3366⟧。回T退订"""),

("ops_network_note", """【运维记录】⟪org_name|华康生殖中心⟫ 胚胎室监控系统
- 时差培养箱 ⟪device_model|EmbryoScope+⟫ 地址 ⟦IP_ADDRESS|192.168.50.21⟧，管理口 ⟪port|8443⟫
- 出口公网 ⟦IP_ADDRESS|240e:3b7:1c20:5a1::18⟧ / ⟦IP_ADDRESS|61.152.77.203⟧
- 报警推送飞书：⟦SECRET|$sec_feishu_hook_1⟧
- 文档里的 ⟪doc_ip|203.0.113.7⟫ 是示例地址，别照抄
- 负责人：⟦PERSON|宋工⟧ ⟦PHONE|177 2190 3345⟧"""),

("meeting_minutes_zh", """⟪org_name|手到康⟫店长例会纪要  ⟪meeting_date|2024.06.08⟫
一、上月营业额⟪org_total|86.4万元⟫，环比+7%。
二、⟦PERSON|韦店长⟧反馈：技师⟦PERSON|阿芳⟧⟦MEDICAL|腱鞘炎⟧复发，申请调岗两周。同意。
三、客诉：顾客⟦PERSON|严先生⟧称推拿后⟦MEDICAL|肋骨骨裂⟧，要求赔偿⟦AMOUNT|2万元⟧。由⟦PERSON|邱总⟧对接，下周前答复。"""),

("ocr_id_card", """[OCR识别结果 ⟪ocr_task_id|ocr_8f21c7⟫]
姓名 ⟦PERSON|林晓雯⟧
性别 女  民族 汉
出生 ⟦DATE_OF_BIRTH|1991年3月2日⟧
住址 ⟦ADDRESS|福建省厦门市思明区湖滨南路357号⟧
公民身份号码 ⟦IDCARD|$idcard_9⟧
识别置信度 ⟪confidence_score|0.97⟫"""),

("dianping_review", """⭐⭐⭐⭐⭐ ⟪org_name|指尖足道⟫（⟪branch_name|五角场店⟫）
⟪staff_no|18号⟫技师⟦PERSON|小陈⟧手法很到位，我有⟦MEDICAL|足底筋膜炎⟧，她按完第二天走路轻松多了。团购⟪price|¥128⟫，加钟自己又付了⟦AMOUNT|68块⟧，值！唯一缺点是停车难。"""),

("github_issue_zh", """### 问题：部署后短信发不出去
环境：⟪os_version|CentOS 7.9⟫ / ⟪runtime_version|Node 18.17⟫
配置：
```
ALIYUN_AK=⟦APIKEY|$key_aliyun_2⟧
ALIYUN_SK=⟦SECRET|$sec_aliyun_2⟧
```
报错：`isv.BUSINESS_LIMIT_CONTROL`，测试手机号 ⟦PHONE|13998817204⟧
@⟦PERSON|zhangwei-dev⟧ 麻烦看下，急！我们普拉提馆周一开业"""),

("tcm_prescription", """⟪org_name|同济堂国医馆⟫ 处方笺   ⟪prescription_no|NO.0012873⟫
姓名：⟦PERSON|邵文博⟧  性别：男  年龄：41岁
临床诊断：⟦MEDICAL|失眠（心脾两虚）⟧
处方：⟦MEDICAL|归脾汤加减：黄芪30g 党参15g 白术12g 茯神15g 酸枣仁20g 远志10g⟧ 7剂 水煎服 日一剂
医师：⟦PERSON|卢振华⟧   审核：⟦PERSON|冉药师⟧   金额：⟦AMOUNT|¥246.30⟧"""),

("employee_roster_tsv", """文件：⟪file_name|员工花名册_2024Q2.xlsx⟫
序号	姓名	岗位	手机	身份证号	入职日期	月薪
1	⟦PERSON|蔡嘉欣⟧	前台	⟦PHONE|13715528806⟧	⟦IDCARD|$idcard_13⟧	⟪hire_date|2023-03-01⟫	⟦AMOUNT|5500元⟧
2	⟦PERSON|柯宇航⟧	教练	⟦PHONE|18666230419⟧	⟦IDCARD|$idcard_14⟧	⟪hire_date|2022-09-15⟫	⟦AMOUNT|9000元⟧"""),

("ivf_support_group_chat", """【⟪group_name|2024试管好孕群🍀⟫】
⟦PERSON|小鹿⟧：今天移植回来了，⟦MEDICAL|两个4AA囊胚⟧🙏 求好孕
⟦PERSON|晴天⟧：接好孕！我上次⟦MEDICAL|HCG 1860⟧，现在12周了。黄体支持用的⟦MEDICAL|地屈孕酮⟧，医生是⟦PERSON|孟主任⟧
⟦PERSON|小鹿⟧：羡慕😭 我也是⟦PERSON|孟主任⟧的号"""),

("visa_document_checklist", """赴美辅助生殖 签证材料清单（⟪checklist_version|2024版⟫）
客户：⟦PERSON|邹静⟧   出生日期：⟦DATE_OF_BIRTH|1986-03-11⟧   护照号：⟦PASSPORT|$pp_cn_2⟧   有效期至 ⟪doc_expiry|2032-05-19⟫
配偶：⟦PERSON|贺明轩⟧   护照号：⟦PASSPORT|$pp_cn_3⟧
既往：⟦MEDICAL|卵巢早衰⟧，需供卵
服务费已付：⟦AMOUNT|US$15,000⟧
顾问：⟦PERSON|Kelly⟧（洛杉矶办公室）"""),

("class_schedule_sms", """【⟪org_name|康护普拉提⟫】6月课表更新：周一 ⟪class_name|核心床⟫ 19:00；周三 ⟪class_name|椅子普拉提⟫ 20:00；周六 ⟪class_name|塑形垫上⟫ 10:00。体验课⟪price|¥99⟫，新会员月卡⟪price|¥1,299⟫。门店：⟪clinic_address|成都市锦江区红星路三段1号IFS 7楼⟫。回T退订"""),

("transfer_screenshot_ocr", """[截图OCR]
转账给 ⟦PERSON|邢老师⟧
⟦AMOUNT|¥3,600.00⟧
转账时间 ⟪timestamp|2024年6月10日 21:47:33⟫
转账单号 ⟪transfer_no|1000050001202406101012882761933⟫
支付方式 ⟪payment_method|零钱⟫
备注：6月言语训练学费"""),

("internal_account_notice", """【内部通知】⟪org_name|益康足疗⟫ 收银系统账号交接
原收银员⟦PERSON|小彭⟧离职，账号 ⟦PERSON|pengli⟧ 已停用。
新账号：⟦PERSON|huangyue⟧   初始密码：⟦PASSWORD|Yk@2024huang⟧（登录后请立即修改）
系统地址 http://⟦IP_ADDRESS|192.168.1.200⟧:⟪port|8088⟫
⟦PERSON|黄悦⟧有问题请联系⟦PERSON|占经理⟧ ⟦PHONE|18070915532⟧"""),

("therapist_parent_chat", """⟦PERSON|甘老师⟧：⟦PERSON|朵朵⟧妈妈您好，今天⟦PERSON|朵朵⟧能主动说"我要喝水"了👏 ⟦MEDICAL|唇腭裂术后⟧的鼻音还有点重，回家继续做吹气练习。
对方：太好了谢谢老师！下个月课时费⟦AMOUNT|4800块⟧我明天转您
⟦PERSON|甘老师⟧：转到机构对公账户哈，不要转我个人，账户信息在⟪doc_name|缴费须知⟫里。"""),

("online_booking_form", """在线预约表单提交成功（⟪form_name|针灸科预约表⟫）
提交编号：⟪submission_id|F20240612-0931⟫
姓名：⟦PERSON|包文静⟧
手机：⟦PHONE|+86 135 1076 2298⟧
邮箱：⟦EMAIL|bao.wenjing@qq.com⟧
预约项目：⟦MEDICAL|埋线减肥⟧
身体情况：⟦MEDICAL|甲状腺功能减退，在吃优甲乐⟧
来源IP：⟦IP_ADDRESS|183.195.41.77⟧   客户端：⟪user_agent|MicroMessenger/8.0.47⟫"""),

("hk_new_patient_form", """⟪org_name|港島脊骨神經科中心⟫ 新症登記表
姓名：⟦PERSON|陳嘉欣⟧（⟦PERSON|CHAN Ka Yan⟧）
身份證號碼：⟦NATIONAL_ID|$nid_hkid_1⟧
出生日期：⟦DATE_OF_BIRTH|1989年7月4日⟧
電話：⟦PHONE|9134 2286⟧
地址：⟦ADDRESS|香港北角英皇道550號5樓C室⟧
病歷：⟦MEDICAL|頸椎退化⟧、⟦MEDICAL|手麻⟧"""),

("refund_notice", """【微信支付】退款通知
退款金额 ⟦AMOUNT|¥599.00⟧
退款方式 原路退回
商户名称 ⟪org_name|悦形普拉提工作室⟫
退款原因 会员⟦PERSON|姚女士⟧⟦MEDICAL|怀孕⟧，暂停私教课
商户单号 ⟪order_id|YX20240601123⟫
到账时间 ⟪timestamp|2024-06-13 10:22⟫"""),

("voice_note_transcript", """[语音转文字 ⟪audio_id|VN_0612_0932⟫ · ⟪duration|0:48⟫] ⟦PERSON|付医生⟧口述：
患者⟦PERSON|任海燕⟧，女，三十八岁，⟦MEDICAL|骨盆前倾⟧，⟦MEDICAL|产后腹直肌分离两指⟧，今天做了⟦MEDICAL|骶髂关节松动⟧，下周二复诊。她说上次的⟦AMOUNT|六百八十块⟧还没开发票，让前台补开一下。电话⟦PHONE|一八九 零一七三 四四六二⟧。"""),

("crm_customer_profile", """客户档案（CRM导出 ⟪timestamp|2024-06-12 09:00⟫）
客户：⟦PERSON|蒋雅婷⟧   等级：⟪vip_level|钻石会员⟫
生日：⟦DATE_OF_BIRTH|1993年6月18日⟧
信用卡（预授权用）：⟦CARD|$card_visa_4⟧  有效期 ⟪card_expiry|08/27⟫  安全码 ⟦CVV|591⟧
偏好：精油选薰衣草；⟦MEDICAL|对坚果油过敏⟧
累计消费：⟦AMOUNT|¥46,800⟧"""),

("feishu_doc_comments", """【飞书文档】⟪doc_title|会员数据迁移方案 v2⟫
评论 · ⟦PERSON|邬晓峰⟧：第3节里的数据库连接串不要写明文！！mysql://sync:⟦SECRET|Pi1ates#Db2024⟧@⟦IP_ADDRESS|10.3.7.15⟧:3306/member
回复 · ⟦PERSON|芦珊⟧：已改成读环境变量了，旧密码也轮换了 ✅
回复 · ⟦PERSON|邬晓峰⟧：👍 顺便把 ⟪doc_ip|192.0.2.10⟫ 那个示例IP也删了，容易误导"""),

("customer_registration_my", """⟪org_name|怡保松骨坊⟫ 顾客登记
姓名：⟦PERSON|黄美仪⟧ / ⟦PERSON|Wong Mei Yee⟧
身份证：⟦NATIONAL_ID|$nid_mykad_1⟧
出生日期：⟦DATE_OF_BIRTH|1990年2月11日⟧
电话：⟦PHONE|012-518 7743⟧
健康状况：⟦MEDICAL|骨质疏松⟧，曾⟦MEDICAL|腰椎骨折（2021）⟧
套餐：⟪package_name|10次松骨配套⟫ ⟪price|RM 880⟫，已付⟦AMOUNT|RM 440⟧"""),

("weibo_complaint", """⟪hashtag|#维权#⟫ ⟪org_name|筋骨堂正骨馆⟫ 把我妈⟦MEDICAL|肩膀扳伤了⟧！！去医院拍片是⟦MEDICAL|肩袖撕裂⟧，前后花了⟦AMOUNT|一万二千块⟧。⟦PERSON|蒙老板⟧一开始说负责，现在店里电话⟦PHONE|0771-588 3061⟧一直不接。@⟪org_account|南宁市场监管⟫ 管不管？"""),
]

TEXTS += [
("appointment_reminder_sms", """【⟪org_name|康源推拿⟫】⟦PERSON|甄先生⟧，您预约的⟪service_name|60分钟全身推拿⟫将于明天14:00开始，技师⟪staff_no|7号⟫⟦PERSON|小武⟧为您服务。如需改约请致电⟦PHONE|0571-8826 4410⟧。您的会员卡余额⟦AMOUNT|¥1,035⟧。"""),

("lab_report", """⟪org_name|华康生殖中心⟫ 检验报告单   标本号：⟪sample_id|S24061200731⟫
姓名：⟦PERSON|钟佳琪⟧  性别：女  年龄：33岁  病历号：⟪patient_ref|HK0093321⟫
⟦MEDICAL|FSH 11.8 mIU/mL↑⟧   参考 ⟪reference_range|3.5-12.5⟫
⟦MEDICAL|AMH 0.86 ng/mL↓⟧    参考 ⟪reference_range|2.0-6.8⟫
⟦MEDICAL|E2 42 pg/mL⟧        参考 ⟪reference_range|12.5-166⟫
检验者：⟦PERSON|柏琳⟧   审核者：⟦PERSON|祁主任⟧"""),

("secondhand_app_chat", """【闲鱼】
买家：你好，这张⟪org_name|梵华瑜伽⟫的年卡还能转吗？
我：能的，还剩⟪remaining_days|212天⟫，原价⟪price|¥4,980⟫，现在⟪asking_price|¥2,500⟫出。
买家：转让要本人去店里吗？
我：要的，我叫⟦PERSON|曲晓楠⟧，卡登记的手机是⟦PHONE|15604521187⟧，你到店报这个就行。我是⟦MEDICAL|怀孕⟧了练不了😅
买家：⟦AMOUNT|¥2,400⟧行吗，行的话我现在转
我：行吧，⟦AMOUNT|¥2,400⟧收到了，明天一起去店里办"""),

("env_file_zh", """# ===== 中医馆 HIS 系统 生产环境配置 =====
# 维护人：⟦PERSON|阎志远⟧ ⟦EMAIL|yanzhiyuan@renhe-tcm.cn⟧
DB_HOST=⟦IP_ADDRESS|172.16.20.5⟧
DB_USER=his_app
DB_PASS=⟦PASSWORD|Renhe@His#2023⟧
REDIS_URL=redis://:⟦SECRET|r3dis-TCM-88⟧@⟦IP_ADDRESS|172.16.20.6⟧:6379/0
DJANGO_SECRET_KEY=⟦SECRET|$sec_django_1⟧
# 支付宝（沙箱）
ALIPAY_APPID=⟪app_id|$dk_alipay_appid⟫"""),

("post_op_care_instructions", """⟪org_name|步康足病门诊⟫ 术后护理须知
患者：⟦PERSON|葛老先生⟧
手术：⟦MEDICAL|左拇趾嵌甲拔甲术⟧（⟪surgery_date|6月11日⟫）
1. 24小时内保持敷料干燥；
2. 如出现⟪leaflet_text|红肿、渗液、发热⟫请及时复诊；
3. ⟦MEDICAL|头孢克洛胶囊 0.25g 每日三次⟧，连服5天（已确认无⟦MEDICAL|青霉素过敏⟧）。
复诊电话：⟦PHONE|021-6437 2219⟧"""),

("herb_delivery_slip", """代煎中药配送单   配送单号：⟪delivery_no|DJ20240612-0445⟫
收件人：⟦PERSON|谭小姐⟧  ⟦PHONE|18520037719⟧
地址：⟦ADDRESS|广州市天河区体育东路118号财富广场东塔2108，510620⟧
药品：⟦MEDICAL|逍遥散加减 14袋⟧（⟦MEDICAL|乳腺增生⟧）
代收货款：⟦AMOUNT|¥392.00⟧
快递：⟪courier|京东物流⟫ ⟪tracking_no|JDX019288731055⟫"""),

("bug_report_zh", """【Bug】小程序"我的预约"页白屏
提交人：⟦PERSON|晏菲⟧（测试）
复现账号：⟦PHONE|13100982276⟧ / 密码 ⟦PASSWORD|test123456⟧
抓包请求头：Authorization: Bearer ⟦APIKEY|$key_jwt_1⟧
接口：⟪api_url|https://api.yunyoga.cn/v3/booking/list⟫ 返回 ⟪http_status|500⟫
版本：⟪app_version|2.8.1⟫  基础库 ⟪sdk_version|3.4.6⟫"""),

("insurance_claim_form", """理赔申请（⟪org_name|平安健康⟫）
被保险人：⟦PERSON|武建平⟧   证件号：⟦IDCARD|$idcard_12⟧
出生日期：⟦DATE_OF_BIRTH|1976-08-09⟧
就诊机构：⟪org_name|首都针灸医院⟫
诊断：⟦MEDICAL|带状疱疹后神经痛⟧
申请金额：⟦AMOUNT|¥3,420.50⟧
收款账户：⟦CARD|$card_up_2⟧（⟪bank_name|招商银行⟫）
保单号：⟪policy_no|P2023110088127⟫"""),

("phone_memo", """📝备忘录
- 房租⟪org_expense|¥18,000⟫ 15号前交
- ⟦PERSON|小葛⟧工资⟦AMOUNT|6200元⟧
- 保险柜密码 ⟦PASSWORD|36-17-52⟧（别忘了！！）
- 财务⟦PERSON|小凌⟧的新卡号 ⟦CARD|$card_up_4⟧，报销打这里
- ⟪supplier|迪卡侬⟫瑜伽垫20张 订单⟪order_id|DK88120034⟫"""),

("checkin_log", """2024-06-13 07:58:02 签到 member=⟪member_id|M10233⟫ name=⟦PERSON|祝思琪⟧ class=⟪class_code|HATHA-0613-AM⟫ ip=⟦IP_ADDRESS|2408:8207:2461:8d50:5c1e:9f3a:10b2:77c4⟧
2024-06-13 07:59:40 签到 member=⟪member_id|M10871⟫ name=⟦PERSON|景浩然⟧ class=HATHA-0613-AM ip=⟦IP_ADDRESS|223.104.38.19⟧
2024-06-13 08:00:05 警告 重复签到 member=M10871 device=⟪device_id|iPhone14,2⟫"""),

("egg_freezing_agreement", """卵子冷冻保存协议（摘录）
甲方：⟪org_name|江城妇幼保健院生殖医学中心⟫
乙方：⟦PERSON|符婉清⟧，身份证号 ⟦IDCARD|$idcard_15⟧，住址 ⟦ADDRESS|辽宁省沈阳市和平区三好街55号3-2-1，110004⟧
第二条 乙方因⟦MEDICAL|乳腺癌拟行化疗⟧，申请生育力保存。
第五条 冷冻保存费每年⟪price|3000元⟫，乙方已预缴三年共⟦AMOUNT|9000元⟧。"""),

("herbal_leaflet", """【说明书】⟪drug_leaflet|六味地黄丸（浓缩丸）⟫
【成份】熟地黄、酒萸肉、牡丹皮、山药、茯苓、泽泻。
【功能主治】⟪leaflet_text|滋阴补肾。用于肾阴亏损，头晕耳鸣，腰膝酸软⟫。
【用法用量】口服，一次8丸，一日3次。
【批准文号】⟪approval_no|国药准字Z41021998⟫
【生产企业】⟪org_name|中原本草制药有限公司⟫"""),

("interview_notes", """面试记录  岗位：⟪position|普拉提私教⟫
候选人：⟦PERSON|司马一鸣⟧  手机 ⟦PHONE|173 6628 0914⟧  邮箱 ⟦EMAIL|simayiming@foxmail.com⟧
证书：⟪cert_name|STOTT PILATES 全器械⟫
期望薪资：⟦AMOUNT|1.5万元⟧/月（税前）
备注：⟦MEDICAL|去年做过半月板修复手术⟧，目前不影响教学。
面试官：⟦PERSON|尹总⟧"""),

("customer_service_record", """客服记录（工单号 ⟪ticket_id|KF240613-022⟫）
来电人：⟦PERSON|骆女士⟧
诉求：寄错了⟪product_name|艾灸贴⟫，要求换货
手机：⟦PHONE|一三八 零五七一 二二六九⟧（客户口述）
地址：⟦ADDRESS|浙江省杭州市西湖区文三路二百五十九号昌地火炬大厦一号楼⟧
处理：已补发，运费⟪shipping_fee|¥12⟫由公司承担"""),

("xray_reading", """⟪org_name|正脊堂⟫ X光片判读（⟪study_id|DR-240613-0047⟫）
姓名：⟦PERSON|樊志刚⟧   年龄：52
所见：⟦MEDICAL|腰椎生理曲度变直，L4/5椎间隙变窄，L5椎体前缘骨质增生⟧
印象：⟦MEDICAL|腰椎退行性变⟧
建议：避免高速手法，⟦MEDICAL|以牵引及软组织松解为主⟧
判读：⟦PERSON|滕医生⟧   设备：⟪device_model|DR-F8⟫"""),

("github_workflow_yaml", """# .github/workflows/deploy.yml（营养师预约平台）
env:
  SLACK_WEBHOOK: ⟦SECRET|$sec_slack_hook_2⟧
  GH_TOKEN: ⟦APIKEY|$key_gh_2⟧
  SERVER: ⟦IP_ADDRESS|47.102.188.36⟧
# TODO(⟦PERSON|xiangjun⟧)：这些都要挪到 secrets 里！！！
jobs:
  build:
    runs-on: ⟪runner|ubuntu-22.04⟫
    steps:
      - uses: ⟪action_ref|actions/checkout@v4⟫"""),

("doctor_referral_chat", """[⟪chat_time|昨天 22:14⟫]
⟦PERSON|聂医生⟧：⟦PERSON|彭主任⟧好，转个病人给您：⟦PERSON|温雅琴⟧，⟦MEDICAL|反复流产3次⟧，⟦MEDICAL|抗磷脂抗体阳性⟧，想做三代。她电话⟦PHONE|13822190074⟧，我让她明天挂您的号。
⟦PERSON|彭主任⟧：好的收到，我周三在⟪hospital_name|省妇幼⟫本部。"""),

("membership_freeze_form", """会员停卡申请表
会员姓名：⟦PERSON|井雨桐⟧   会员卡号：⟪member_card_no|8800 0213 7741⟫
停卡原因：⟦MEDICAL|踝关节扭伤，医生要求休息6周⟧（附诊断证明）
停卡期间：⟪date_range|2024.06.15—2024.07.27⟫
手续费：⟪fee|¥50⟫
签名：⟦PERSON|井雨桐⟧   经办：⟦PERSON|小符⟧"""),

("alipay_bill_export", """支付宝账单导出
交易号,商家,商品,金额,状态
⟪trade_no|2024061222001488201433778811⟫,⟪org_name|青竹中医馆⟫,⟪product_name|针灸+拔罐⟫,⟦AMOUNT|¥220.00⟧,交易成功
⟪trade_no|2024060822001488201431009923⟫,⟪org_name|青竹中医馆⟫,⟪product_name|膏方定制⟫,⟦AMOUNT|¥1,680.00⟧,交易成功
账户：⟦EMAIL|jiang.lu88@sina.com⟧   姓名：⟪masked_name|*璐⟫"""),

("cross_border_intake_trad", """⟪org_name|維港生殖醫學中心⟫ 登記資料（跨境客戶）
女方：⟦PERSON|何穎詩⟧   特區護照：⟦PASSPORT|$pp_hk_1⟧
男方：⟦PERSON|李浩然⟧   香港身份證：⟦NATIONAL_ID|$nid_hkid_2⟧
聯絡電話：⟦PHONE|+852 6218 4473⟧
備註：⟦MEDICAL|子宮內膜異位症⟧，⟦MEDICAL|右側輸卵管切除⟧
按金：⟦AMOUNT|HK$20,000⟧ 已收"""),

("bank_debit_sms", """【⟪org_name|招商银行⟫】您账户⟪masked_account|8812⟫于06月13日15:02在⟪merchant_name|杭州静心瑜伽⟫快捷支付扣款⟦AMOUNT|人民币1,280.00元⟧，余额⟦AMOUNT|9,416.33元⟧。"""),

("doctor_schedule_notice", """【⟪org_name|济生堂⟫6月专家坐诊安排】
⟦PERSON|褚老⟧ 周二、周四上午 ⟪specialty|针灸·面瘫⟫
⟦PERSON|鲍主任⟧ 周三全天 ⟪specialty|中医妇科·不孕不育⟫
预约热线：⟦PHONE|028-8553 1207⟧ / ⟦PHONE|400-018-6620⟧
挂号费：⟪price|专家号80元⟫"""),
]
