# -*- coding: utf-8 -*-
"""blind73 Chinese texts.  ⟦TYPE|value⟧ = span, ⟪kind|value⟫ = decoy, $name = values.VALUES[name]."""

TEXTS = []

# ---- 第1批 -------------------------------------------------------------------
TEXTS += [
("wechat_chat",
 """⟦PERSON|陈晓燕⟧：⟦PERSON|王老师⟧好～这周六⟦PERSON|朵朵⟧的钢琴课能不能改到下午？她⟦MEDICAL|扁桃体发炎⟧，在吃⟦MEDICAL|头孢⟧
⟦PERSON|王老师⟧：可以的，下午3点。另外这学期课时费是按16节算的，一共⟦AMOUNT|4800元⟧哈
⟦PERSON|陈晓燕⟧：好的，我等下微信转你
⟦PERSON|陈晓燕⟧：[转账] ⟦AMOUNT|¥4,800.00⟧
⟦PERSON|王老师⟧：收到啦👌 考级报名费另外交给琴行，⟪price|¥380⟫，截止⟪deadline|11月20号⟫"""),

("dorm_checkin_form",
 """【⟪org_name|青城学生公寓⟫入住登记表】 编号：⟪form_ref|QC-2025-0912⟫
姓名：⟦PERSON|李思琪⟧　性别：女　出生日期：⟦DATE_OF_BIRTH|1999年3月14日⟧
身份证号：⟦IDCARD|$idc_1⟧
手机：⟦PHONE|138 1025 6647⟧　邮箱：⟦EMAIL|lisiqi_0314@163.com⟧
房间：⟪room_number|B栋1207⟫　床位：⟪bed_number|2号床⟫
紧急联系人：⟦PERSON|李建国⟧（父亲） ⟦PHONE|139 1188 2034⟧
押金：⟦AMOUNT|2000元⟧（已交，收据号⟪receipt_no|SJ00451⟫）"""),

("scholarship_application_zh",
 """⟪org_name|春晖助学基金⟫ 2025年度助学金申请表
申请人：⟦PERSON|陈浩⟧　　身份证号码：⟦IDCARD|$idc_9⟧　　出生日期：⟦DATE_OF_BIRTH|1998-10-08⟧
家庭住址：⟦ADDRESS|陕西省西安市雁塔区小寨东路126号3单元502室，邮编710061⟧
家庭年收入：约⟦AMOUNT|3.2万元⟧　　父亲⟦MEDICAL|尿毒症⟧，长期⟦MEDICAL|透析⟧
收款银行卡：⟦CARD|$cup_1⟧（⟪bank_branch|中国工商银行西安小寨支行⟫）
本年度基金总额⟪org_total|120万元⟫，每人最高资助⟪policy_cap|8000元⟫。"""),

("dingtalk_group",
 """【钉钉】⟪org_name|码上学编程⟫-运维群
⟦PERSON|老周⟧：告警机器人又挂了？webhook是不是被改了
⟦PERSON|小赵⟧：我刚重建的，新的是这个 ⟦SECRET|$dingtalk_hook_1⟧ 加签密钥 ⟦SECRET|$dingtalk_sign_1⟧
⟦PERSON|老周⟧：别往群里发啊。。另外测试库 ⟦IP_ADDRESS|172.16.8.23⟧ 的root密码谁改了
⟦PERSON|小赵⟧：我改的，现在是 ⟦PASSWORD|Mszx@2025#db⟧，稍后放到密码箱里
⟦PERSON|老周⟧：行。版本先回滚到⟪semver|v3.4.7⟫"""),

("nursery_health_check",
 """⟪org_name|小橡树托育中心⟫ 晨检记录 ⟪record_date|2025年11月3日⟫（星期一）
| 幼儿 | 班级 | 体温 | 情况 | 家长签字 |
| ⟦PERSON|周子墨⟧ | ⟪class_name|小一班⟫ | ⟦MEDICAL|36.6℃⟧ | 正常 | 周 |
| ⟦PERSON|林可欣⟧ | 小一班 | ⟦MEDICAL|37.9℃⟧ | ⟦MEDICAL|低烧⟧，已通知家长接回 | 林 |
| ⟦PERSON|马一诺⟧ | ⟪class_name|小二班⟫ | ⟦MEDICAL|36.8℃⟧ | ⟦MEDICAL|手足口病⟧康复返园，带医院证明 | 马 |
晨检老师：⟦PERSON|刘园园⟧　保健医：⟦PERSON|孙医生⟧"""),

("sms_exam_registration",
 """【⟪org_name|雅思考试报名中心⟫】⟦PERSON|张一鸣⟧您好，您已成功报名⟪exam_date|2025年12月6日⟫雅思学术类笔试，考点：⟪test_center|北京语言大学考点⟫，证件：护照⟦PASSPORT|$pp_cn_1⟧。报名费⟦AMOUNT|2170元⟧已支付，订单号⟪order_id|IELTS20251006558213⟫。请携带报名时使用的护照原件参加考试。退订回T"""),

("tutor_agency_order",
 """【家教订单】单号：⟪order_id|JJ20250915-0388⟫
家长：⟦PERSON|许小姐⟧　电话：⟦PHONE|186 2133 0948⟧
地址：⟦ADDRESS|上海市徐汇区天钥桥路580弄6号1802室⟧
学员：初二男生，数学物理，成绩中等偏下
要求：985在读或毕业，有初中教学经验，课时费⟪rate_quote|200-250元/小时⟫
接单老师：⟦PERSON|赵明轩⟧（复旦物理系大三），已交信息费⟦AMOUNT|350元⟧
备注：孩子有⟦MEDICAL|注意力缺陷⟧，家长希望老师耐心一点"""),

("refund_request_zh",
 """退费申请
⟪org_name|新航道英语（成都校区）⟫：
本人⟦PERSON|杨雪⟧，身份证号⟦IDCARD|$idc_5⟧，于2025年7月报名托福VIP一对一课程（合同编号⟪contract_no|XHD-CD-250712-019⟫），已付学费⟦AMOUNT|28,600元⟧，已上课12课时。因工作调动至外地，申请退还剩余学费⟦AMOUNT|19,400元⟧。
退款账户：⟦CARD|$cup_3⟧，开户行：⟪bank_branch|中国农业银行成都武侯支行⟫，户名：⟦PERSON|杨雪⟧
联系电话：⟦PHONE|159 2815 7703⟧
申请人：⟦PERSON|杨雪⟧　⟪letter_date|2025年10月9日⟫"""),

("nginx_error_log",
 """⟪timestamp|2025/09/18 23:41:07⟫ [error] ⟪pid|1872#1872⟫: *50231 open() "/var/www/dorm-portal/.env" failed (2: No such file or directory), client: ⟦IP_ADDRESS|117.136.12.94⟧, server: portal.qingcheng-apartments.cn, request: "GET /.env HTTP/1.1"
2025/09/18 23:41:09 [error] 1872#1872: *50232 upstream timed out (110: Connection timed out) while reading response header from upstream, client: ⟦IP_ADDRESS|223.104.63.7⟧, upstream: "http://⟦IP_ADDRESS|10.0.2.14⟧:⟪port|9000⟫/api/repair"
2025/09/18 23:41:12 [warn] 1872#1872: *50233 client sent invalid header, client: ⟦IP_ADDRESS|240e:3a1:4c52:8f0::1b⟧
# 值班：⟦PERSON|黄工⟧ 已封禁 ⟦IP_ADDRESS|117.136.12.94⟧"""),

("price_list_zh",
 """⟪org_name|小码王少儿编程⟫ 2026春季班课程价目表
| 课程 | 适合年龄 | 课时 | 价格 |
| Scratch启蒙 | 6-8岁 | 48课时 | ⟪price|¥5,980⟫ |
| Python进阶 | 9-12岁 | 48课时 | ⟪price|¥7,680⟫ |
| C++信奥冲刺 | 11岁+ | 64课时 | ⟪price|¥12,800⟫ |
※ 老学员续费享⟪discount|9折⟫，两人同报各减⟪discount|300元⟫
※ 咨询热线请关注公众号「⟪wechat_official_account|小码王编程⟫」，校区：⟪place_name|杭州滨江⟫"""),

("call_transcript_zh",
 """【电话回访录音转写】⟪org_name|明德奖学金基金会⟫ 回访 ⟪call_id|HF-20251021-07⟫
回访员：您好，请问是⟦PERSON|吴梦瑶⟧同学吗？
受助人：对，是我。
回访员：我们核对一下您的信息，身份证号是⟦IDCARD|$idc_8⟧对吗？
受助人：对的。
回访员：您的新手机号是？
受助人：⟦PHONE|一三九，零五三二，八七六一⟧……⟦PHONE|一三九零五三二八七六一⟧。
回访员：好的。本学期⟦AMOUNT|五千元⟧奖学金已经打到您卡上了吗？
受助人：收到了，谢谢！
回访员：不客气，祝学习顺利。"""),

("dorm_lease_contract",
 """学生公寓租赁合同（节选）
甲方（出租方）：⟪org_name|深圳南山青年公寓管理有限公司⟫
乙方（承租方）：⟦PERSON|郑佳怡⟧，身份证号：⟦IDCARD|$idc_3⟧
乙方联系地址：⟦ADDRESS|广东省深圳市南山区学府路63号高新区联合总部大厦附楼1106⟧
第三条 租金每月⟦AMOUNT|人民币3,200元⟧，押一付三，押金⟦AMOUNT|3,200元⟧于签约当日支付。
第五条 乙方应于每月⟪due_date|5日⟫前将租金转入甲方账户⟪org_account|4000 0238 0920 1234 567⟫。
签约日期：⟪contract_date|2025年8月28日⟫"""),

("wechat_group_language",
 """【日语N2冲刺班-⟪class_code|2025秋⟫】群聊
班主任-⟦PERSON|佐藤老师⟧：@所有人 下周模考安排：⟪exam_date|11月15日⟫上午9:00，教室⟪room_number|A302⟫
⟦PERSON|Momo⟧🍑：老师我那天要去医院复查⟦MEDICAL|甲状腺⟧，可以补考吗
班主任-⟦PERSON|佐藤老师⟧：@⟦PERSON|Momo⟧🍑 可以，私聊我
⟦PERSON|阿杰⟧：考试报名费是交给学校还是JLPT官网？
班主任-⟦PERSON|佐藤老师⟧：官网，⟪tariff|550元⟫，报名入口：⟪url|jlpt.neea.cn⟫
⟦PERSON|阿杰⟧：好的，我已交，订单⟪order_id|JLPT2025120317745⟫"""),
]

# ---- 第2批 -------------------------------------------------------------------
TEXTS += [
("yaml_config_zh",
 """# 小程序支付配置 application-prod.yml   负责人：⟦PERSON|韩磊⟧
wechat:
  miniapp:
    appid: ⟪app_id|wx8f3b2c61d04a9e75⟫
    secret: ⟦SECRET|$wx_secret_1⟧
  pay:
    mch-id: ⟪merchant_id|1634520981⟫
    api-v3-key: ⟦SECRET|$wxpay_key_1⟧
    notify-url: ⟪callback_url|https://api.xiaomabiancheng.com/pay/notify⟫
redis:
  host: ⟦IP_ADDRESS|10.30.1.8⟧
  port: ⟪port|6379⟫
  password: ⟦PASSWORD|R3dis!xmbc⟧"""),

("security_alert_email",
 """主题：【安全告警】检测到AccessKey泄露，请立即处理
⟦PERSON|钱工⟧您好：
我们在公开代码仓库 ⟪github_repo|ljx-edu/exam-system⟫ 的提交 ⟪commit_sha|$sha_2⟫ 中发现了贵公司阿里云账号的AccessKey：
AccessKey ID：⟦APIKEY|$ali_akid_1⟧
AccessKey Secret：⟦SECRET|$ali_secret_1⟧
该账号（⟪org_name|立诚教育考试服务中心⟫）已被临时限制OSS写入权限。请在控制台禁用并轮换该密钥。
如有疑问请联系客户经理⟦PERSON|曹敏⟧ ⟦PHONE|0571-8802 6613⟧。
工单号：⟪ticket_id|ALY-SEC-20251103-4417⟫"""),

("nursery_enrolment_zh",
 """⟪org_name|向日葵幼儿园⟫ 新生入园登记表
幼儿姓名：⟦PERSON|覃悦悦⟧　　小名：⟦PERSON|悦悦⟧　　出生日期：⟦DATE_OF_BIRTH|2020年5月27日⟧
身份证号：⟦IDCARD|$idc_21⟧
家庭住址：⟦ADDRESS|广西南宁市青秀区民族大道88号锦绣花园7栋2单元301⟧
过敏史：⟦MEDICAL|对芒果过敏⟧，⟦MEDICAL|青霉素过敏⟧
母亲：⟦PERSON|覃丽萍⟧　电话：⟦PHONE|137 0771 2056⟧
父亲：⟦PERSON|黄志强⟧　电话：⟦PHONE|135 5784 3310⟧
接送人：外婆（需提前告知园方）　　班级：⟪class_name|小三班⟫"""),

("nanny_contract",
 """育儿嫂服务合同（摘录）　合同号：⟪contract_no|JZ-2025-0336⟫
雇主：⟦PERSON|邱宇航⟧　　电话：⟦PHONE|150 0213 7789⟧
育儿嫂：⟦PERSON|谭春梅⟧　　身份证号：⟦IDCARD|$idc_13⟧
服务地址：⟦ADDRESS|重庆市渝中区解放碑民权路28号英利国际公寓2309⟧
月工资：⟦AMOUNT|8,500元⟧（每月10日前微信转账），中介服务费⟪tariff|一次性1200元⟫由雇主支付
乙方体检结果：⟦MEDICAL|乙肝表面抗原阴性⟧，⟦MEDICAL|胸片正常⟧
中介：⟪org_name|安心家政⟫"""),

("xiaohongshu_post",
 """标题：避雷‼️⟪place_name|武汉光谷⟫某学生公寓押金拖了三个月不退
作者：⟦PERSON|芋圆不加糖⟧　　⟪post_timestamp|10-12 21:36⟫　IP属地：湖北
姐妹们看过来😤 去年在⟪org_name|光谷青年汇公寓⟫住了一年，退租时房间好好的，管家⟦PERSON|小潘⟧说押金⟦AMOUNT|3000块⟧一个月内退，结果拖到现在！打电话说财务在走流程。。
最后我打了12315才退了⟦AMOUNT|2200元⟧？？扣了⟦AMOUNT|800块⟧说墙面有钉子眼🙃
#学生公寓 #租房避雷 #押金"""),

("exam_review_application",
 """⟪org_name|湖北省教育考试院⟫
高等教育自学考试成绩复核申请表
考生姓名：⟦PERSON|刘子轩⟧
身份证号：⟦IDCARD|$idc_6⟧　　出生日期：⟦DATE_OF_BIRTH|2000.01.17⟧
准考证号：0121 1803 4572
申请复核科目：⟪course_code|00015 英语（二）⟫　原成绩：⟪score|58⟫
联系电话：⟦PHONE|027-8766 3019⟧ / ⟦PHONE|133 9720 4458⟧
复核费：⟪tariff|每科20元⟫（缴费流水⟪transaction_id|HBZK2025110200813⟫）"""),

("installment_call_note",
 """【客服记录】学费分期-信用卡支付　坐席：⟦PERSON|小邓⟧　时间：⟪timestamp|2025-08-19 15:22⟫
学员：⟦PERSON|郭晓彤⟧（托福强化班）
卡号：⟦CARD|$cup_5⟧　有效期：⟪card_expiry|09/28⟫　卡背后三位：⟦CVV|264⟧
分期：12期，每期⟦AMOUNT|1,150元⟧，首期已扣款成功
学员要求发票抬头为个人，邮箱⟦EMAIL|guoxiaotong97@qq.com⟧
⚠️ 请在录入后删除本条记录中的卡号和安全码"""),

("sql_dump_zh",
 """-- 导出自 ⟪db_name|tutor_crm⟫.students  ⟪timestamp|2025-07-01 02:00:00⟫
INSERT INTO `students` VALUES (⟪row_id|3301⟫,'⟦PERSON|孙浩然⟧','⟦PHONE|18611207734⟧','⟦IDCARD|$idc_12⟧','⟦ADDRESS|天津市和平区南京路219号华信公寓3-1502⟧','高二',⟪status_code|1⟫);
INSERT INTO `students` VALUES (⟪row_id|3302⟫,'⟦PERSON|唐诗涵⟧','⟦PHONE|15802267718⟧','⟦IDCARD|$idc_10⟧','⟦ADDRESS|湖南省长沙市岳麓区麓山南路932号⟧','高三',1);
-- 注：⟦PERSON|唐诗涵⟧ 2004年出生，复读生"""),

("piano_student_file",
 """学生档案 - ⟦PERSON|小樊⟧（⟦PERSON|樊一诺⟧），9岁，学琴第3年
家长：⟦PERSON|樊先生⟧ ⟦PHONE|189 1064 5523⟧
· 目前练习：⟪repertoire|车尔尼599 No.45⟫、小奏鸣曲
· ⟦PERSON|一诺⟧有⟦MEDICAL|轻度脊柱侧弯⟧，坐姿要注意，琴凳调高一格
· 学费按月结，⟦AMOUNT|1,600元/月⟧，10月已付
· 家里的猫叫⟪pet_name|糯米⟫，上课时会跳琴上😂
· 考级：⟪exam_name|中央音乐学院五级⟫，报名截止⟪deadline|12月1日⟫"""),

("dorm_notice",
 """【⟪site_name|南苑公寓⟫ 3号楼温馨提示】
各位同学：
1. 楼下大门门禁密码本周起改为 ⟦PASSWORD|3859#⟧，请勿告诉外来人员。
2. 公共WiFi：⟪wifi_ssid|NanYuan-3F⟫，密码 ⟦PASSWORD|ny3hao2025⟧。
3. 热水器维修请联系宿管⟦PERSON|老刘⟧：⟦PHONE|138 0731 6624⟧（早8点-晚10点）。
4. 电费充值请在公众号「⟪wechat_official_account|南苑公寓服务⟫」操作，单价⟪tariff|0.68元/度⟫。
⟪notice_date|2025年10月20日⟫"""),

("scholarship_public_list",
 """⟪org_name|启明星奖学金⟫2025年度获奖名单公示
| 序号 | 姓名 | 学校 | 身份证号（脱敏） | 奖励金额 |
| 1 | ⟦PERSON|罗晨曦⟧ | ⟪school_name|华中科技大学⟫ | ⟪masked_id|4201**********677X⟫ | ⟦AMOUNT|10,000元⟧ |
| 2 | ⟦PERSON|方雨桐⟧ | ⟪school_name|中山大学⟫ | ⟪masked_id|4401**********1066⟫ | ⟦AMOUNT|8,000元⟧ |
| 3 | ⟦PERSON|宋嘉豪⟧ | ⟪school_name|吉林大学⟫ | ⟪masked_id|2201**********2318⟫ | ⟦AMOUNT|5,000元⟧ |
公示期：⟪date_range|11月1日—11月7日⟫，如有异议请联系基金会秘书处。"""),

("zhihu_answer",
 """问题：在国内读语言学校出国，靠谱吗？
⟦PERSON|北海的鲸⟧ 的回答 · ⟪vote_count|1.2万⟫ 赞同
说下我自己的经历。2023年在⟪org_name|樱花国际日本语学校⟫读了一年半，学费一共交了⟦AMOUNT|7.8万块⟧（含签证代办），住的是学校合作的宿舍，每月⟪tariff|3.5万日元⟫。
中介是一个叫⟦PERSON|Kevin周⟧的，一开始很热情，后面出了签证问题就不回消息了……
最后自己考过了N1，现在在大阪读修士。建议大家直接跟学校对接，别经过太多中间商。
编辑于 ⟪edit_date|2025-03-02⟫"""),
]

# ---- 第3批 -------------------------------------------------------------------
TEXTS += [
("python_code_zh",
 """# send_sms.py  考试成绩短信通知（⟦PERSON|蒋文博⟧ 写的，别外传）
from tencentcloud.common import credential
cred = credential.Credential("⟦APIKEY|$tencent_akid_1⟧", "⟦SECRET|$tencent_secret_1⟧")
req.SmsSdkAppId = "⟪app_id|1400887213⟫"
req.SignName = "⟪sms_signature|育才考试中心⟫"
req.TemplateId = "⟪template_id|2071455⟫"
req.PhoneNumberSet = ["⟦PHONE|+8613912047765⟧", "⟦PHONE|+8618751096630⟧"]
req.TemplateParamSet = ["⟪score|612⟫"]
# TODO: 改成读环境变量  SDK版本 ⟪sdk_version|3.0.1200⟫"""),

("shell_script_zh",
 """#!/bin/bash
# 每日备份通知 —— ⟪org_name|启航编程训练营⟫ 运维，作者 ⟦PERSON|fangyu⟧
BACKUP_DIR=/home/⟦PERSON|fangyu⟧/backup/$(date +%F)
mysqldump -h ⟦IP_ADDRESS|192.168.1.50⟧ -u backup -p'⟦PASSWORD|Bk#qihang2025⟧' --all-databases | gzip > $BACKUP_DIR/all.sql.gz
curl '⟦SECRET|$wecom_hook_1⟧' \\
   -H 'Content-Type: application/json' \\
   -d '{"msgtype":"text","text":{"content":"备份完成，大小 '"$(du -sh $BACKUP_DIR | cut -f1)"'"}}'
# 保留 ⟪retention_days|7⟫ 天"""),

("feishu_group_msg",
 """【飞书】⟪org_name|华东外语考试中心⟫ 监考协调群
⟦PERSON|孟主任⟧：本周六BEC考试监考安排：第一考场⟦PERSON|邵琳⟧、⟦PERSON|何佳⟧，第二考场⟦PERSON|白晓东⟧、⟦PERSON|魏然⟧
⟦PERSON|孟主任⟧：⟦PERSON|白晓东⟧老师手机换号了，新号 ⟦PHONE|177 2119 0385⟧
⟦PERSON|魏然⟧：收到。群机器人地址我更新到考务系统了：⟦SECRET|$feishu_hook_1⟧ 签名校验密钥 ⟦SECRET|$feishu_secret_1⟧
⟦PERSON|孟主任⟧：好。考场编号 ⟪room_number|E201⟫、⟪room_number|E203⟫，考试代码 ⟪exam_code|BEC-V 2025-11⟫"""),

("complaint_12315",
 """投诉人：⟦PERSON|江海燕⟧　联系电话：⟦PHONE|136 6178 2290⟧
被投诉单位：⟪org_name|乐音钢琴陪练（苏州）有限公司⟫
投诉内容：2025年6月为孩子购买线上陪练课100节，支付⟦AMOUNT|9,900元⟧（订单号⟪order_id|LY202506110937⟫）。上了23节后陪练老师频繁更换，孩子⟦MEDICAL|焦虑⟧不想上课。申请退还剩余77节费用约⟦AMOUNT|7,623元⟧，商家以“优惠课包不退”为由拒绝。
诉求：全额退还剩余课时费。
受理编号：⟪complaint_id|SZ12315-2025-0718-2261⟫"""),

("overseas_payment_zh",
 """⟦PERSON|温雅⟧你好，
你在英国⟪org_name|布莱顿语言学院⟫的课程押金⟦AMOUNT|£520⟧已退回，按你的要求打到你英国的账户：⟦IBAN|$iban_gb_2⟧。学校收款账户 ⟪org_account|$iban_org_3⟫ 以后不要再用了，他们换银行了。
另外你说的⟦MEDICAL|偏头痛⟧的药（⟦MEDICAL|布洛芬缓释胶囊⟧）可以在学校附近的Boots买到。
有问题打我电话 ⟦PHONE|+44 7412 608 335⟧
—— ⟦PERSON|Sophie 陶⟧，⟪org_name|留学桥中介⟫"""),

("ielts_student_file",
 """学员档案｜⟪org_name|环球雅思（杭州西湖校区）⟫
姓名：⟦PERSON|俞子涵⟧　英文名：⟦PERSON|Hank Yu⟧
出生日期：⟦DATE_OF_BIRTH|2003年08月09日⟧　身份证：⟦IDCARD|$idc_4⟧
护照号：⟦PASSPORT|$pp_cn_2⟧（有效期至2034年）
目标分：⟪target_score|7.0⟫，入学测试 ⟪test_score|5.5⟫
课程顾问：⟦PERSON|Cindy⟧　学费：⟦AMOUNT|¥18,800⟧（已付清）
备注：考试用护照报名，注意护照号与身份证信息一致"""),

("medication_authorization",
 """⟪org_name|贝贝乐托育中心⟫ 幼儿委托喂药单
幼儿：⟦PERSON|曹小满⟧（⟪class_name|托大班⟫）　出生日期：⟦DATE_OF_BIRTH|2022-06-15⟧
病症：⟦MEDICAL|急性支气管炎⟧
药品：⟦MEDICAL|氨溴索口服溶液⟧，每次⟦MEDICAL|2.5ml⟧，午饭后一次
药品说明书写的“⟪leaflet_text|儿童用量请遵医嘱⟫”
家长签字：⟦PERSON|曹振⟧　日期：⟪form_date|2025.11.11⟫
保育员确认：⟦PERSON|邹老师⟧"""),

("invigilator_sheet",
 """监考员劳务费发放表（⟪exam_session|2025年下半年全国大学英语四六级⟫）
| 姓名 | 身份证号 | 手机 | 场次 | 劳务费 |
| ⟦PERSON|严卫东⟧ | ⟦IDCARD|$idc_7⟧ | ⟦PHONE|13905176628⟧ | 2 | ⟦AMOUNT|400元⟧ |
| ⟦PERSON|潘慧敏⟧ | ⟦IDCARD|$idc_11⟧ | ⟦PHONE|15959228130⟧ | 2 | ⟦AMOUNT|400元⟧ |
| ⟦PERSON|龚亮⟧ | 待补 | ⟦PHONE|18020113876⟧ | 1 | ⟦AMOUNT|200元⟧ |
标准：⟪tariff|两百元一场⟫　　制表：⟦PERSON|蔡琳⟧（会计）"""),

("auth_log_zh",
 """Nov  5 02:13:44 lab-server sshd[⟪pid|40218⟫]: Failed password for invalid user admin from ⟦IP_ADDRESS|61.177.172.140⟧ port 44012 ssh2
Nov  5 02:13:47 lab-server sshd[40220]: Failed password for root from ⟦IP_ADDRESS|61.177.172.140⟧ port 44388 ssh2
Nov  5 08:30:02 lab-server sshd[40377]: Accepted password for ⟦PERSON|zhangjiahui⟧ from ⟦IP_ADDRESS|10.66.12.31⟧ port 51220 ssh2
Nov  5 08:31:15 lab-server sudo: ⟦PERSON|zhangjiahui⟧ : TTY=pts/0 ; PWD=/home/⟦PERSON|zhangjiahui⟧ ; USER=root ; COMMAND=/usr/bin/systemctl restart jupyterhub
# 备注（⟦PERSON|小唐⟧）：⟦IP_ADDRESS|61.177.172.140⟧ 已加入黑名单，jupyterhub版本 ⟪software_version|4.1.5⟫"""),

("wechat_jielong",
 """#接龙
⟪event_name|大二班秋游⟫（⟪event_date|10月25日⟫ 上海动物园）费用每人⟪price|八十五元⟫，请家长接龙并转账给⟦PERSON|陆老师⟧
1. ⟦PERSON|乐乐⟧ 已转⟦AMOUNT|85元⟧
2. ⟦PERSON|沈嘉禾⟧ 已转⟦AMOUNT|170元⟧（两个大人一起）
3. ⟦PERSON|豆豆⟧ 不去，⟦MEDICAL|水痘⟧还没好
4. ⟦PERSON|叶知秋⟧ 已转，⟦MEDICAL|对花生过敏⟧请老师注意零食
5. ⟦PERSON|小宇⟧ 已转⟦AMOUNT|85元⟧"""),

("bank_batch_payment",
 """⟪org_name|阳光助学基金会⟫ 2025秋季助学金代发明细（⟪bank_name|建设银行⟫批量代发）
批次号：⟪batch_number|PF20250930-02⟫
⟦PERSON|汤文静⟧　⟦CARD|$cup_2⟧　⟦AMOUNT|3,000.00元⟧
⟦PERSON|邓子豪⟧　⟦CARD|$cup_6⟧　⟦AMOUNT|3,000.00元⟧
⟦PERSON|万思雨⟧　⟪masked_card|6217 **** **** 0912⟫　⟦AMOUNT|1,500.00元⟧
合计：⟪org_total|7,500.00元⟫　经办：⟦PERSON|倪芳⟧　复核：⟦PERSON|柯志远⟧"""),

("repair_ticket_zh",
 """报修单 ⟪ticket_id|BX-20251104-118⟫
报修人：⟦PERSON|阮文静⟧　　房间：⟪room_number|C座605⟫　　电话：⟦PHONE|18256033710⟧
问题：卫生间漏水，楼下投诉了
是否需要本人在场：否，门锁密码 ⟦PASSWORD|206605⟧，维修完请帮忙关好门
处理人：师傅⟦PERSON|老邵⟧ → 已派单，预计⟪eta|明天上午⟫上门"""),

("voice_message_transcript",
 """[语音转文字 0:46] ⟦PERSON|徐老师⟧您好，我是⟦PERSON|贝贝⟧的妈妈。今天下午托管班她就不去了，早上起来⟦MEDICAL|荨麻疹⟧又犯了，医生开了⟦MEDICAL|氯雷他定⟧，要观察一下。这个月的托管费⟦AMOUNT|一千八百块⟧我刚微信转您了，您查收一下。有事打我电话⟦PHONE|幺三八，二六七一，零零四九⟧，谢谢⟦PERSON|徐老师⟧。"""),
]

# ---- 第4批 -------------------------------------------------------------------
TEXTS += [
("hk_tutor_registration",
 """【⟪org_name|學友補習社⟫ 導師登記表】
中文姓名：⟦PERSON|李嘉欣⟧　英文姓名：⟦PERSON|LEE Ka Yan⟧
香港身份證號碼：⟦NATIONAL_ID|$hkid_2⟧
手提電話：⟦PHONE|9538 2716⟧　電郵：⟦EMAIL|kayan.lee.tutor@yahoo.com.hk⟧
任教科目：DSE英文、中文　期望時薪：⟪rate_quote|HK$250-300⟫
可教地區：⟪place_name|沙田⟫、⟪place_name|大圍⟫
備註：本社佣金為首月學費⟪commission_rate|50%⟫"""),

("tw_cram_school_record",
 """⟪org_name|建中補習班（台北南陽街）⟫ 學生基本資料
學生姓名：⟦PERSON|林怡君⟧
身分證字號：⟦NATIONAL_ID|$tw_1⟧
家長：⟦PERSON|林志明⟧　手機：⟦PHONE|0912-345-608⟧
住址：⟦ADDRESS|台北市大安區和平東路二段96巷7號3樓⟧
班別：⟪class_code|高三數學A班⟫　學費：⟦AMOUNT|新台幣32,000元⟧（已繳）
備註：⟦MEDICAL|氣喘⟧，體育課需注意"""),

("customer_service_chat",
 """【在线客服】⟪org_name|考研帮·英语冲刺营⟫　会话ID ⟪session_id|CS-88120573⟫
用户：为什么我付款一直失败
客服⟦PERSON|小美⟧：亲，请问您用的是哪张卡呢？
用户：招行的信用卡 ⟦CARD|$mc_3⟧ 背面是⟦CVV|518⟧，有效期⟪card_expiry|07/29⟫
客服⟦PERSON|小美⟧：亲，为了您的资金安全请不要在对话中发送完整卡号和安全码哦～ 您这边是银行风控拦截了，建议换成支付宝支付，课程价格⟪price|1,299元⟫不变
用户：好吧，我叫⟦PERSON|庞雨萱⟧，手机⟦PHONE|17608219351⟧，麻烦帮我把订单留着"""),

("dingtalk_token_leak",
 """【钉钉】⟪org_name|极客营⟫前端班-助教群
⟦PERSON|蓝天⟧：各位，⟦PERSON|凯文⟧把自己的GitLab token贴在作业README里了，已经被扫到了：⟦APIKEY|$glpat_1⟧
⟦PERSON|凯文⟧：啊我马上撤销😭
⟦PERSON|蓝天⟧：顺便GitHub的OAuth token也换一下 ⟦APIKEY|$gh_oauth_1⟧ 也在同一个提交里 ⟪commit_sha|9be41c07d2⟫
⟦PERSON|凯文⟧：好的好的，已经revoke了
⟦PERSON|蓝天⟧：作业仓库地址 ⟪url|git.jikeying.cn/fe-12/homework⟫ 设成私有"""),

("admission_email_zh",
 """发件人：⟪org_name|东京未来日本语学校⟫ 招生办 <⟦EMAIL|admission.cn@miraijls.jp⟧>
收件人：⟦EMAIL|xiaoyu_he2001@163.com⟧
主题：【录取通知】2026年4月期入学
⟦PERSON|何晓雨⟧同学：
恭喜您通过本校面试，录取为2026年4月期学生（学籍番号 M26-0415）。
请于⟪deadline|2026年1月20日⟫前缴纳第一年学费⟪tariff|82万日元⟫，汇款时备注姓名拼音⟦PERSON|HE XIAOYU⟧。
入学前请提交健康诊断书；如有⟦MEDICAL|乙肝病毒携带⟧等情况请提前告知，不影响入学。
招生办 ⟦PERSON|王静⟧"""),

("checkout_settlement",
 """⟪org_name|宜家学生公寓⟫ 退宿结算单　单号 ⟪document_no|TS-2507-0093⟫
租客：⟦PERSON|武子健⟧　身份证：⟦IDCARD|$idc_24⟧
入住押金：⟦AMOUNT|2,600元⟧
扣除：水电欠费⟦AMOUNT|136.40元⟧，钥匙丢失⟦AMOUNT|50元⟧
应退：⟦AMOUNT|2,413.60元⟧　退款卡号：⟦CARD|$cup_4⟧
退宿日期：⟪checkout_date|2025-07-05⟫　经办人：⟦PERSON|肖晴⟧"""),

("child_health_report",
 """⟪org_name|蓝天实验幼儿园⟫ 2025年秋季幼儿体检结果反馈
幼儿：⟦PERSON|殷梓萌⟧　性别：女　出生：⟦DATE_OF_BIRTH|2020/11/03⟧　班级：⟪class_name|中二班⟫
身高：⟦MEDICAL|108cm⟧　体重：⟦MEDICAL|17.2kg⟧
血红蛋白：⟦MEDICAL|102g/L（轻度贫血）⟧
口腔：⟦MEDICAL|龋齿2颗⟧
视力：⟦MEDICAL|左5.0 右4.9⟧
建议：多补充含铁食物，⟪recommendation_doc|《3-6岁儿童学习与发展指南》⟫建议每日户外活动2小时
保健室：⟦PERSON|柴医生⟧"""),

("interview_minutes_zh",
 """⟪org_name|恒星奖学金⟫ 终面会议纪要（⟪meeting_date|2025年6月12日⟫）
出席：⟦PERSON|冯教授⟧、⟦PERSON|程女士⟧、秘书长⟦PERSON|韦国栋⟧
1. ⟦PERSON|牛一帆⟧：成绩优异，家庭困难（母亲⟦MEDICAL|乳腺癌术后⟧），建议资助⟦AMOUNT|每年2万元⟧，全票通过。
2. ⟦PERSON|侯佳琪⟧：科研经历突出，建议⟦AMOUNT|1.5万元⟧。
3. ⟦PERSON|邢磊⟧：材料不全，暂缓。
本批次共资助⟪org_total|18人，合计32万元⟫。"""),

("qq_group_chat",
 """【QQ群】考研英语一 家教互助群（群号 ⟪group_id|738201556⟫）
⟦PERSON|橙子⟧ 21:02:13
有没有北京的家长需要一对一英语家教的，我是北外研二，一小时⟪rate_quote|150⟫
⟦PERSON|橙子⟧ 21:03:40
简历发邮箱了，有需要的加我：⟦EMAIL|2874109356@qq.com⟧
⟦PERSON|鹿鹿⟧ 21:10:05
@⟦PERSON|橙子⟧ 我家初三，海淀的，方便的话打我电话 ⟦PHONE|13611376620⟧
群主⟦PERSON|Alex老师⟧ 21:11:22
提醒：群里禁止发广告，交易请自行核实身份"""),

("env_file_zh",
 """# 网课平台 AI助教 配置（.env.local）
# ⚠️ 本文件不要提交到git！！ —— ⟦PERSON|邬博⟧
OPENAI_API_KEY=⟦APIKEY|$openai_2⟧
OPENAI_BASE_URL=⟪url|https://api.openai.com/v1⟫
DO_TOKEN=⟦APIKEY|$do_1⟧
MYSQL_URL=mysql://edu:⟦SECRET|Edu_AI#2025⟧@⟦IP_ADDRESS|10.8.20.11⟧:3306/course
MODEL=⟪model_name|gpt-4o-mini⟫
MAX_TOKENS=⟪config_value|2048⟫"""),

("fee_receipt_zh",
 """收　据　No.⟪receipt_no|0004127⟫
今收到 ⟦PERSON|蒲丽娟⟧（学生⟦PERSON|蒲安琪⟧家长）
交来：⟪service_period|2025年9月至12月⟫ 课后托管费
人民币（大写）⟦AMOUNT|陆仟肆佰元整⟧　⟦AMOUNT|￥6,400.00⟧
收款单位：⟪org_name|小太阳托管中心⟫（盖章）
收款人：⟦PERSON|甘玲⟧　　⟪receipt_date|2025年9月2日⟫"""),

("sick_leave_note",
 """请假条
⟪org_name|EF英孚（广州天河中心）⟫ 教务处：
我是⟪class_code|Level 8⟫班学员⟦PERSON|区嘉敏⟧，因⟦MEDICAL|急性肠胃炎⟧于11月6日在⟪hospital_name|中山大学附属第三医院⟫就诊，医生建议休息三天（附⟦MEDICAL|病历及诊断证明⟧），特申请11月7日至9日请假，缺课课时请安排补课。
联系电话：⟦PHONE|020-3852 1174⟧
请假人：⟦PERSON|区嘉敏⟧　2025年11月6日"""),

("music_exam_registration",
 """⟪org_name|中国音乐学院⟫社会艺术水平考级 报名表
考生姓名：⟦PERSON|邵可馨⟧　出生日期：⟦DATE_OF_BIRTH|2012年4月18日⟧
身份证号：⟦IDCARD|$idc_18⟧
报考专业：⟪exam_subject|古筝⟫　级别：⟪exam_level|八级⟫
指导老师：⟦PERSON|梁老师⟧
家长电话：⟦PHONE|135 6029 4711⟧
考级费：⟪tariff|420元⟫（现场缴纳）"""),
]

# ---- 第5批 -------------------------------------------------------------------
TEXTS += [
("jwt_signing_config",
 """// 家长端小程序 登录签名配置（config/jwt.js）
// 维护人：⟦PERSON|祝海峰⟧  最后修改 ⟪timestamp|2025-04-07 18:20⟫
module.exports = {
  algorithm: '⟪algorithm_name|ES256⟫',
  issuer: '⟪issuer|kidcare-auth⟫',
  expiresIn: '⟪ttl|7d⟫',
  privateKey: `⟦SECRET|$pem_ec_1⟧`,
};
// 测试账号 ⟦PERSON|zhuhaifeng⟧ / ⟦PASSWORD|Kidcare@test01⟧  （上线前删掉！）"""),

("cookie_export",
 """# Netscape HTTP Cookie File  —— ⟦PERSON|小葛⟧导出给开发排查登录问题用
.dorm.example-apartments.cn	TRUE	/	TRUE	⟪unix_timestamp|1767225600⟫	PHPSESSID	⟦SECRET|$session_php_1⟧
.dorm.example-apartments.cn	TRUE	/	FALSE	1767225600	lang	⟪cookie_value|zh-CN⟫
.dorm.example-apartments.cn	TRUE	/	FALSE	1767225600	uname	⟦PERSON|gexiaoyu⟧
# 登录IP ⟦IP_ADDRESS|36.112.97.205⟧，浏览器 ⟪user_agent|Chrome/131.0⟫"""),

("exam_system_error_log",
 """[ERROR] ⟪timestamp|2025-10-11 09:02:17,448⟫ [http-nio-8080-exec-12] c.k.exam.RegisterService - 报名提交失败
com.kaowu.exam.BizException: 身份证号与出生日期不一致
    at com.kaowu.exam.RegisterService.validate(RegisterService.java:⟪line_number|213⟫)
请求参数：{"name":"⟦PERSON|聂子涵⟧","idNo":"⟦IDCARD|$idc_14⟧","birth":"⟦DATE_OF_BIRTH|2001-06-06⟧","mobile":"⟦PHONE|15640218873⟧","email":"⟦EMAIL|niezihan0606@126.com⟧","clientIp":"⟦IP_ADDRESS|39.144.20.87⟧"}
# 排查（⟦PERSON|小尹⟧）：前端把月份少传了一位，已修复，版本 ⟪semver|2.8.14⟫"""),

("class_placement_list",
 """⟪org_name|新东方前途出国·语言培训⟫ 暑期海外游学团 名单（⟪trip_code|UK-SUMMER-07⟫）
| 序号 | 姓名 | 拼音 | 护照号 | 监护人电话 |
| 1 | ⟦PERSON|薛子墨⟧ | ⟦PERSON|XUE ZIMO⟧ | ⟦PASSPORT|$pp_cn_3⟧ | ⟦PHONE|138 1176 0293⟧ |
| 2 | ⟦PERSON|黎诗琪⟧ | ⟦PERSON|LI SHIQI⟧ | ⟦PASSPORT|$pp_cn_4⟧ | ⟦PHONE|159 1022 8864⟧ |
| 3 | ⟦PERSON|卢晨⟧ | ⟦PERSON|LU CHEN⟧ | ⟦PASSPORT|$pp_cn_5⟧ | ⟦PHONE|186 0128 3377⟧ |
团费：⟪price|38,800元/人⟫（含机票）　领队：⟦PERSON|严老师⟧"""),

("piano_club_chat",
 """⟦PERSON|周社长⟧：琴房这周六下午被⟦PERSON|小蒋⟧订了，想练的可以约周日
⟦PERSON|小蒋⟧：对，我约了2-5点，社费我交过了
⟦PERSON|周社长⟧：好的，这学期社费⟪price|60元⟫还没交的同学私聊我。⟦PERSON|小蒋⟧你上次垫付的调琴费⟦AMOUNT|280元⟧我已经转你了
⟦PERSON|小蒋⟧：收到👌
⟦PERSON|艾米⟧：请问琴房门禁密码还是之前那个吗
⟦PERSON|周社长⟧：换了，⟦PASSWORD|1 9 8 3 2⟧，别外传哈"""),

("nanny_interview_notes",
 """【面试记录】托育中心保育员岗位　面试官：⟦PERSON|符园长⟧
候选人：⟦PERSON|戴晓红⟧，女，⟦DATE_OF_BIRTH|1996年3月3日⟧生
身份证：⟦IDCARD|$idc_15⟧
健康证：有（⟪cert_expiry|2026年5月到期⟫）　体检：⟦MEDICAL|乙肝两对半正常⟧
工作经历：⟪org_name|哈尔滨南岗区某早教中心⟫3年
期望薪资：税后⟦AMOUNT|5500元⟧？—— 已沟通为⟦AMOUNT|5,200元⟧起
联系方式：⟦PHONE|155 4510 2367⟧
结论：通过，⟪start_date|下周一⟫入职"""),

("sms_scholarship_paid",
 """【⟪org_name|阳光助学⟫】尊敬的⟦PERSON|谢宇轩⟧同学，您2025年秋季助学金⟦AMOUNT|2,500元⟧已发放至尾号⟪masked_card|4481⟫的银行卡，请注意查收。如有疑问请致电⟦PHONE|400-812-6630⟧（工作日9:00-17:00）。"""),

("refund_to_france",
 """⟦PERSON|冉冉⟧：
你在⟪place_name|里昂⟫读语言班的时候多交的住宿费，公寓那边已经同意退了，一共⟦AMOUNT|€380⟧。他们要你法国的银行账号，我记得你给我的是这个：⟦IBAN|$iban_fr_1⟧，户名⟦PERSON|RAN XIN⟧，对吧？
另外你法国社保号码他们也要，我这里有：⟦NATIONAL_ID|$nir_1⟧。你确认一下我就发给公寓的Mme ⟦PERSON|Dubois⟧。
—— 表姐⟦PERSON|小雯⟧"""),

("submission_log_jsonl",
 """{"t":"⟪timestamp|2025-08-02T10:14:22+08:00⟫","uid":"⟦PERSON|lihaoran_dev⟧","ip":"⟦IP_ADDRESS|183.195.72.14⟧","task":"⟪task_id|week3-todo-app⟫","score":⟪score|92⟫}
{"t":"2025-08-02T10:15:09+08:00","uid":"⟦PERSON|maqian⟧","ip":"⟦IP_ADDRESS|2409:8a28:6c3:e1d0::7f⟧","task":"week3-todo-app","score":78}
{"t":"2025-08-02T10:15:40+08:00","uid":"⟦PERSON|maqian⟧","ip":"⟦IP_ADDRESS|2409:8a28:6c3:e1d0::7f⟧","task":"week3-todo-app","score":85,"note":"重交"}
{"t":"2025-08-02T10:16:02+08:00","uid":"system","ip":"⟪loopback|127.0.0.1⟫","task":"grader-healthcheck","score":null}"""),

("tuition_reminder",
 """【缴费提醒】⟪org_name|卓越教育（龙华校区）⟫
⟦PERSON|卜可⟧家长您好，⟦PERSON|卜可⟧本学期数学一对一课程剩余2课时，续费48课时需⟪price|9,600元⟫（单价⟪unit_price|200元/课时⟫）。上学期您有⟦AMOUNT|400元⟧余额将自动抵扣。
学管师：⟦PERSON|聂小姐⟧ ⟦PHONE|0755-2816 4402⟧
如已缴费请忽略。"""),

("admission_ticket_ocr",
 """[OCR识别结果 - 准考证.jpg]
⟪exam_name|2025年下半年全国计算机等级考试⟫
准 考 证
姓　名：⟦PERSON|柏雨晴⟧
证件号：⟦IDCARD|$idc_23⟧
准考证号：253401022000318
考试科目：⟪exam_subject|二级Python语言程序设计⟫
考　场：⟪room_number|第07考场⟫　座位号：⟪seat_number|18⟫
考点地址：⟪venue_address|安徽省合肥市蜀山区黄山路451号（安徽大学龙河校区）⟫
考试时间：⟪exam_date|2025年9月20日⟫ 13:30-15:30"""),

("foreign_teacher_hiring",
 """主题：外教入职材料确认 - ⟦PERSON|Daniel Whitaker⟧
⟦PERSON|丽丽⟧：
⟦PERSON|Daniel⟧的材料我核对过了：
· 护照：美国，⟦PASSPORT|$pp_us_1⟧
· 邮箱：⟦EMAIL|dan.whitaker.esl@gmail.com⟧
· 税前月薪：⟦AMOUNT|22,000元⟧，另有住房补贴⟦AMOUNT|3,000元⟧
· 体检：⟦MEDICAL|色盲（红绿）⟧，不影响教学
工作签证申请费⟪tariff|800元⟫由学校承担。
—— 人事 ⟦PERSON|骆佳⟧，⟪org_name|英华少儿英语⟫"""),

("smart_lock_log",
 """⟪device_id|LOCK-A3-1507⟫ 操作日志（⟪site_name|学苑公寓A3栋⟫）
⟪timestamp|2025-09-01 14:02:11⟫ 管理员⟦PERSON|覃工⟧ 生成临时密码 ⟦PASSWORD|836214⟧（有效期24h）来源IP ⟦IP_ADDRESS|10.12.0.35⟧
2025-09-01 16:47:30 临时密码开锁成功
2025-09-01 21:05:12 指纹开锁成功 用户：⟦PERSON|韩雪⟧
2025-09-02 08:10:44 电量低 ⟪battery_level|18%⟫
固件版本 ⟪firmware_version|V2.3.9⟫"""),

("weibo_dm",
 """私信 ｜ 钢琴老师⟦PERSON|Grace⟧ → ⟦PERSON|江小鱼⟧
您好～看到您在微博上说想给女儿找钢琴老师，我在⟪place_name|成都高新区⟫，中央音乐学院毕业，教龄8年，学生考级通过率很高😊 试听课免费，正式课⟪rate_quote|300元/45分钟⟫。可以加我微信聊：手机同号 ⟦PHONE|181 8026 5570⟧
⟪promo_code|PIANO2025⟫是我们工作室这个月的优惠码，报课立减100"""),
]
