# -*- coding: utf-8 -*-
"""zh texts of the blind96 corpus.  Typed by hand, one at a time.
Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES[name]."""

TEXTS = []

# 1
TEXTS.append(("wechat_group_chat", """【飞天少儿杂技班 家长群】
⟦PERSON|老周⟧（教练）：各位家长，周六上午班改到⟪room_name|3号训练厅⟫，⟪time_of_day|9:30⟫开始，别迟到哈
⟦PERSON|许小姐⟧：收到！⟦PERSON|周教练⟧，我家⟦PERSON|朵朵⟧上周练倒立回来说手腕疼，医生说是⟦MEDICAL|腱鞘炎⟧，这周能不能只练柔韧？
⟦PERSON|老周⟧（教练）：可以的，让她别做手撑。另外春季学费没交的抓紧，转给财务⟦PERSON|小赵⟧就行，她电话⟦PHONE|139 1024 7735⟧
⟦PERSON|许小姐⟧：刚转了⟦AMOUNT|2680元⟧，截图发⟦PERSON|小赵⟧了
⟦PERSON|小赵⟧：收到⟦PERSON|许姐⟧～ 订单号⟪order_id|FT20250308-0117⟫，发票下周开
⟦PERSON|老周⟧（教练）：👍 对了⟦PERSON|朵朵⟧⟦MEDICAL|对芒果过敏⟧的事我记下了，下次加餐不发芒果干"""))

# 2
TEXTS.append(("registration_form", """北京飞天马戏艺术培训学校 · 成人空中绸吊课程报名表
姓名：⟦PERSON|王海燕⟧　　性别：女　　出生日期：⟦DATE_OF_BIRTH|1988年3月14日⟧
身份证号：⟦IDCARD|$idcard1⟧
手机：⟦PHONE|186 0113 4429⟧　　邮箱：⟦EMAIL|wanghaiyan88@163.com⟧
通讯地址：⟦ADDRESS|北京市朝阳区光华路9号院2号楼1806室，邮编100020⟧
紧急联系人：⟦PERSON|李建国⟧（丈夫）　⟦PHONE|139 0110 8852⟧
既往病史：⟦MEDICAL|腰椎间盘突出（2021年）⟧，目前无症状
报名班级：⟪class_code|KZ-ADV-03⟫　学费：⟪price_list|4800元/期⟫（含⟪lesson_count|16课时⟫）
报名日期：⟪form_date|2025-02-26⟫"""))

# 3
TEXTS.append(("permit_application", """上海市街头艺人持证上岗申请表（⟪form_version|2025版⟫）
申请人：⟦PERSON|陈立伟⟧　　艺名：⟦PERSON|阿伟⟧
身份证号码：⟦IDCARD|$idcard2⟧　　出生年月：⟦DATE_OF_BIRTH|1992-11-02⟧
表演项目：魔术、气球造型
申请点位：⟪pitch_code|HP-07⟫（⟪place_name|南京路步行街世纪广场⟫）、⟪pitch_code|XJH-02⟫
联系电话：⟦PHONE|13761928840⟧　电子邮箱：⟦EMAIL|chenliwei_magic@qq.com⟧
是否使用扩音设备：是（≤⟪measurement|65分贝⟫）
受理编号：⟪application_no|SH-JTYR-2025-0386⟫"""))

# 4
TEXTS.append(("dingtalk_bot_config", """# 即兴喜剧学校 · 排课提醒机器人（钉钉）配置
# 负责人：⟦PERSON|刘子涵⟧  ⟦PHONE|158 2176 0943⟧
robot:
  webhook: ⟦SECRET|$sec_dingtalk1⟧
  secret: ⟦SECRET|$sec_dingsign1⟧   # 加签密钥，别外传！
  at_mobiles:
    - "⟦PHONE|15821760943⟧"
    - "⟦PHONE|13501897216⟧"
schedule:
  cron: "⟪cron_expression|0 9 * * 1-5⟫"
  timezone: ⟪timezone|Asia/Shanghai⟫
version: ⟪version|0.9.3⟫"""))

# 5
TEXTS.append(("sms", """【⟪org_name|笑果地下室脱口秀⟫】尊敬的⟦PERSON|孙浩⟧先生，您购买的3月15日⟪show_time|20:00⟫场次因演员⟦MEDICAL|急性肠胃炎⟧取消，票款⟦AMOUNT|¥276.00⟧将于3个工作日内原路退回至尾号⟪masked_card|8812⟫的银行卡。订单号⟪order_id|XG2503150042⟫。如有疑问请致电⟦PHONE|400-820-3377⟧。"""))

# 6
TEXTS.append(("call_transcript", """【通话录音转写 · 舞台催眠秀预约热线】
客服：您好，⟪org_name|幻梦催眠剧场⟫，我是⟦PERSON|小林⟧，请问有什么可以帮您？
客户：你好，我想订周六晚上那场，两个人，我是⟦PERSON|黄思琪⟧。
客服：好的黄女士，票价⟪ticket_price|380元⟫一位，一共⟦AMOUNT|760元⟧。请问怎么支付？
客户：信用卡吧，卡号⟦CARD|$card6⟧，背面三位是⟦CVV|447⟧。
客服：好的。另外我们需要确认一下，观众上台参与催眠的话，有没有癫痫、心脏病这类情况？
客户：我没有，我朋友有⟦MEDICAL|高血压⟧，她就在下面看。
客服：明白了。确认短信会发到您的手机上，尾号是？
客户：⟦PHONE|一八六，二一零七，五五三九⟧，你记一下完整的。
客服：好的，已记录。场次编号⟪session_id|HM-0315-B⟫。"""))

# 7
TEXTS.append(("meeting_minutes", """⟪org_name|华东魔术师协会⟫第三届理事会第五次会议纪要
时间：⟪meeting_date|2025年4月12日⟫下午　地点：⟪venue_name|协会活动室⟫
出席：⟦PERSON|周社长⟧（⟦PERSON|周振华⟧）、⟦PERSON|郭振宇⟧、⟦PERSON|何佳⟧、财务⟦PERSON|小赵⟧、⟦PERSON|马骁⟧
一、财务报告：协会账户余额⟪org_total|126,430.50元⟫。⟦PERSON|马骁⟧垫付的比赛道具费⟦AMOUNT|3,260元⟧经审核同意报销，打到他本人招行卡⟦CARD|$card7⟧。
二、会员事务：⟦PERSON|何佳⟧因⟦MEDICAL|甲状腺手术⟧请假三个月，暂停其巡演安排。
三、年会：拟定于⟪event_date|10月18日⟫在⟪place_name|杭州⟫举办，报名费⟪tariff|每人600元⟫。
记录人：⟦PERSON|郭振宇⟧"""))

# 8
TEXTS.append(("app_log", """⟪log_timestamp|2025-03-02 21:14:07.332⟫ INFO  [报名服务] 用户登录成功 手机号=⟦PHONE|13917720458⟧ 来源IP=⟦IP_ADDRESS|116.228.91.37⟧ 会话=⟪session_id|sess_4f1a9c⟫
2025-03-02 21:14:09.118 INFO  [报名服务] 提交报名 学员=⟦PERSON|林嘉怡⟧ 课程=⟪course_code|JX-101⟫ 即兴入门 金额=⟦AMOUNT|1880.00元⟧
2025-03-02 21:14:09.540 WARN  [支付回调] 签名校验失败 回调来源=⟪doc_ip|198.51.100.14⟫ 重试次数=⟪retry_count|3⟫
2025-03-02 21:14:10.002 INFO  [支付回调] 支付成功 内网转发=⟦IP_ADDRESS|10.12.3.45⟧ 交易号=⟪transaction_id|4200002231202503021836551290⟫
2025-03-02 21:14:10.210 DEBUG [健康检查] ⟪loopback_ip|127.0.0.1⟫:⟪port|8080⟫ ok 版本=⟪version|2.4.17⟫"""))

# 9
TEXTS.append(("online_review", """【大众点评】⟪venue_name|笑果地下室⟫（徐汇店）　★★★★☆
用户：⟦PERSON|吃瓜的小鹿⟧
周五晚上的开放麦，⟪ticket_price|人均98⟫，场地小但气氛很好。主持⟦PERSON|阿Ken⟧控场一流，有个新人讲自己⟦MEDICAL|抑郁症⟧康复的段子，讲得很真诚，全场鼓掌。
扣一星是因为我老公买的票被多扣了一次款，⟦AMOUNT|196块⟧，客服说三天退，现在还没到账……
商家回复：亲，已为您加急处理，订单⟪order_id|XG2502280311⟫，如有问题可以加微信⟪wechat_official|xiaoguo_kefu⟫。"""))

# 10
TEXTS.append(("ocr_business_card", """【名片识别结果】
⟪org_name|中国魔术艺术研究会⟫ 会员
⟦PERSON|郭振宇⟧　近景魔术师 / 培训讲师
手机：⟦PHONE|138-0571-6623⟧
微信：⟦PERSON|guozhenyu_magic⟧
邮箱：⟦EMAIL|guozy@mofashi.cn⟧
工作室：⟪org_address|杭州市西湖区文三路259号昌地火炬大厦1号楼⟫
⟪website|www.mofashi.cn⟫　咨询热线 ⟦PHONE|0571-8816 2290⟧"""))

# 11
TEXTS.append(("leave_request", """请假条
⟪org_name|红鼻子小丑工作坊⟫ ⟦PERSON|谢老师⟧：
本人⟦PERSON|谢婉婷⟧……不对，是学员⟦PERSON|吴倩⟧，因⟦MEDICAL|右脚踝韧带撕裂⟧，医生建议休息四周（附⟪hospital_name|瑞金医院⟫诊断证明），申请⟪date_range|4月7日至5月4日⟫的周末工作坊请假。期间在服用⟦MEDICAL|塞来昔布⟧。
已缴费用⟦AMOUNT|1200元⟧能否顺延到下一期？
联系电话：⟦PHONE|150 2147 9381⟧
⟪form_date|2025年4月6日⟫"""))

# 12
TEXTS.append(("support_ticket", """工单号：⟪ticket_id|TK-20250411-0092⟫　　状态：处理中　　优先级：高
提交人：⟦PERSON|宋一鸣⟧（⟦EMAIL|songym1990@gmail.com⟧）
问题描述：我在你们小程序上给女儿报了杂技夏令营，付了⟦AMOUNT|3,600元⟧，但是页面一直显示"待支付"。我的支付宝账号是⟦PHONE|18817042236⟧。麻烦尽快处理，营期是⟪camp_week|7月14日-7月20日⟫。
客服备注（⟦PERSON|曹阳⟧）：已核实支付宝流水⟪transaction_id|2025041122001458791402310876⟫，系回调丢失，已手动补单。用户IP ⟦IP_ADDRESS|183.193.14.250⟧。小程序版本⟪app_version|3.8.2⟫。"""))

# 13
TEXTS.append(("sql_insert", """-- 马戏学校 学员表 导入（春季班）
INSERT INTO student (id, name, id_no, mobile, birthday, remark) VALUES
(⟪row_id|1021⟫, '⟦PERSON|韩磊⟧', '⟦IDCARD|$idcard3⟧', '⟦PHONE|13602218874⟧', '⟦DATE_OF_BIRTH|1985-07-23⟧', '⟦MEDICAL|左肩旧伤⟧，避免倒立'),
(⟪row_id|1022⟫, '⟦PERSON|唐果⟧', '⟦IDCARD|$idcard4⟧', '⟦PHONE|18758120933⟧', '⟦DATE_OF_BIRTH|1996-01-30⟧', NULL),
(⟪row_id|1023⟫, '⟦PERSON|冯宇航⟧', '⟦IDCARD|$idcard5⟧', '⟦PHONE|13980047126⟧', '⟦DATE_OF_BIRTH|1979-09-08⟧', '⟦MEDICAL|恐高症⟧，只上地面课');
-- 导入批次 ⟪batch_id|IMP-20250301-02⟫，执行人 ⟦PERSON|dengkw⟧"""))

# 14
TEXTS.append(("dotenv_config", """# ===== 杂耍大会报名系统 生产环境 =====
# 别提交到 git！！！ —— ⟦PERSON|邓凯文⟧
ALIYUN_ACCESS_KEY_ID=⟦APIKEY|$api_ali1⟧
ALIYUN_ACCESS_KEY_SECRET=⟦SECRET|$sec_alisecret1⟧
OSS_BUCKET=⟪oss_bucket|juggle-con-2025⟫
OSS_ENDPOINT=⟪endpoint|oss-cn-hangzhou.aliyuncs.com⟫
MYSQL_DSN=mysql://jc_app:⟦SECRET|Jc@2025!Siban⟧@⟦IP_ADDRESS|172.16.8.21⟧:⟪port|3306⟫/jugglecon
SMS_SIGN_NAME=⟪sms_signature|杂耍大会⟫
SMS_TEMPLATE_CODE=⟪template_id|SMS_460215883⟫
ADMIN_MOBILE=⟦PHONE|13588016274⟧"""))

# 15
TEXTS.append(("promo_post", """🤹 第七届⟪event_name|江南杂耍大会⟫来啦！
📅 ⟪event_dates|2025年10月2日-5日⟫　📍⟪venue_name|苏州奥体中心体育馆⟫
🎫 早鸟票⟪ticket_price|199元⟫（截止⟪deadline_date|8月31日⟫），现场票⟪ticket_price|260元⟫，学生凭证件⟪discount_rate|8折⟫
🎪 三球、五球、魔棒、扯铃、火舞专场，晚会嘉宾名单下周公布
报名链接见主页，话题 #⟪hashtag|江南杂耍大会2025⟫"""))

# 16
TEXTS.append(("passport_info_form", """出国（境）演出人员信息登记表 —— 赴⟪place_name|爱丁堡艺穗节⟫
姓名：⟦PERSON|邓凯文⟧　拼音：⟦PERSON|DENG KAIWEN⟧
出生日期：⟦DATE_OF_BIRTH|1990年12月25日⟧　性别：男
身份证号：⟦IDCARD|$idcard7⟧
护照号：⟦PASSPORT|$passport_cn1⟧　有效期至：⟪document_expiry|2032年6月⟫
签证类型：⟪visa_type|Standard Visitor（PPE）⟫
随队角色：杂耍演员
过敏药物：⟦MEDICAL|青霉素过敏⟧
单位：⟪org_name|南京青艺杂技团⟫　团号：⟪group_number|NJ-EDI-2025-01⟫"""))

# 17
TEXTS.append(("alipay_transfer_record", """转账成功
付款方：⟦PERSON|林嘉怡⟧（⟪masked_phone|136****2208⟫）
收款方：⟦PERSON|刘子涵⟧　⟦EMAIL|liuzihan.impro@qq.com⟧
金额：⟦AMOUNT|￥450.00⟧
备注：即兴进阶课 补差价
转账时间：⟪transaction_time|2025-03-06 19:41:22⟫
订单号：⟪order_id|20250306200040011100870012345678⟫"""))

# 18
TEXTS.append(("payment_statement", """⟪org_name|笑果地下室⟫ 演员演出费结算单（2025年3月）
演员：⟦PERSON|马骁⟧（艺名：⟦PERSON|骁哥⟧）
身份证号：⟦IDCARD|$idcard9⟧
开户行：⟪bank_branch|中国银行上海徐汇支行⟫　卡号：⟦CARD|$card4⟧
演出场次：⟪show_count|11场⟫　单场费用：⟪rate_card|800元⟫
应发：⟦AMOUNT|8,800.00元⟧　代扣个税：⟦AMOUNT|1,248.00元⟧　实发：⟦AMOUNT|7,552.00元⟧
结算单号：⟪statement_no|JS-2503-017⟫"""))

# 19
TEXTS.append(("dingtalk_group_notice", """【群公告】⟪org_name|幻梦催眠剧场⟫ 后台 4月排班
周五：⟦PERSON|小林⟧、⟦PERSON|阿杰⟧　周六：⟦PERSON|小林⟧、⟦PERSON|何姐⟧　周日：⟦PERSON|阿杰⟧
⚠️ 后台门禁密码改为⟦PASSWORD|369258⟧，道具间保险柜是⟦PASSWORD|0812#⟧，不要发到别的群！
演出当天有观众身体不适先找⟦PERSON|何姐⟧，她有急救证，电话⟦PHONE|177 1736 0425⟧
剧场Wi-Fi：⟪wifi_ssid|HM-Backstage⟫（密码问前台）
散场时间约⟪show_time|21:40⟫"""))

# 20
TEXTS.append(("voice_to_text", """【语音转文字】喂，⟦PERSON|小赵⟧啊，我⟦PERSON|老周⟧。那个新来的学员家长电话你记一下，⟦PHONE|幺三八，零二幺七，四四六九⟧，姓许，就是⟦PERSON|朵朵⟧她妈妈……哦不对，是另一个孩子⟦PERSON|豆豆⟧的妈。地址是⟦ADDRESS|浦东新区张杨路1388弄7号502室，邮编200122⟧，教材寄过去。还有她说孩子有⟦MEDICAL|哮喘⟧，训练的时候注意一下。学费她说⟦AMOUNT|两千八百块⟧，下礼拜一转。"""))

# 21
TEXTS.append(("performance_contract", """演出合同（节选）
甲方：⟪org_name|苏州奇幻魔术文化传播有限公司⟫（统一社会信用代码：⟪uscc|91320505MA1XK7Q24B⟫）
乙方：⟦PERSON|吴倩⟧　身份证号：⟦IDCARD|$idcard8⟧
乙方住址：⟦ADDRESS|深圳市南山区桃园路田厦国际中心B座2207，518052⟧
第三条　甲方应于演出结束后五个工作日内向乙方支付演出费⟦AMOUNT|人民币伍仟元整⟧（⟦AMOUNT|¥5,000.00⟧），汇入乙方账户：⟪bank_branch|招商银行深圳科技园支行⟫，卡号⟦CARD|$card12⟧。
第五条　演出地点：⟪venue_name|苏州金鸡湖音乐厅⟫小厅，时间：⟪event_date|2025年6月1日⟫。
第七条　乙方如因⟦MEDICAL|孕期⟧等健康原因无法演出，应提前十日书面通知甲方。
乙方签字：⟦PERSON|吴倩⟧　　联系电话：⟦PHONE|13923850716⟧"""))

# 22
TEXTS.append(("shipping_label", """⟪courier_name|顺丰速运⟫　运单号：⟪tracking_number|SF1402357788913⟫
寄件：⟪org_name|飞天马戏艺术培训学校⟫　⟦PHONE|010-6598 2231⟧
收件：⟦PERSON|唐果⟧　⟦PHONE|187 5812 0933⟧
⟦ADDRESS|浙江省杭州市西湖区文二西路738号西溪乐谷3幢1单元601，310012⟧
物品：⟪item_description|练习用转碟×6、魔棒×1⟫　重量：⟪weight|2.4kg⟫　保价：⟪declared_value|500元⟫
月结卡号：⟪account_number_org|0105439872⟫"""))

# 23
TEXTS.append(("yaml_config", """# 脱口秀俱乐部 公众号 + 企业微信通知
wechat_mp:
  app_id: ⟪app_id|wx8c3f2a91d7e04b65⟫        # AppID 可以公开
  app_secret: ⟦SECRET|$sec_wxsecret1⟧   # AppSecret 千万别泄露
  token: ⟪verify_token_example|your_token_here⟫
wecom:
  alert_webhook: ⟦SECRET|$sec_wecom1⟧
  mention:
    - ⟦PERSON|SunHao⟧
    - ⟦PERSON|CaoYang⟧
redis: ⟦IP_ADDRESS|10.0.16.9⟧:⟪port|6379⟫
# 维护：⟦PERSON|孙浩⟧ ⟦EMAIL|sunhao@xiaoguo-comedy.cn⟧"""))

# 24
TEXTS.append(("medical_exam_summary", """⟪org_name|重庆杂技艺术团⟫ 新入团演员体检摘要
姓名：⟦PERSON|冯宇航⟧　出生日期：⟦DATE_OF_BIRTH|1979年9月8日⟧　身份证：⟦IDCARD|$idcard5⟧
体检编号：⟪exam_id|TJ2025-0419-066⟫　体检机构：⟪hospital_name|重庆市第一人民医院⟫
异常项目：
1. ⟦MEDICAL|血压 148/96 mmHg，偏高⟧
2. ⟦MEDICAL|谷丙转氨酶 68 U/L⟧（参考值⟪reference_range|9-50⟫）
3. ⟦MEDICAL|腰椎退行性改变⟧
结论：建议暂缓高空节目，复查后再定。主检医师：⟦PERSON|钱文斌⟧"""))

# 25
TEXTS.append(("wechat_private_chat", """⟦PERSON|黄思琪⟧：⟦PERSON|许老师⟧您好，上次看完您的催眠秀之后，我想问问私人催眠治疗能不能帮助睡眠？
⟦PERSON|许老师⟧：你好～可以聊聊。你现在是什么情况？
⟦PERSON|黄思琪⟧：⟦MEDICAL|失眠⟧快两年了，现在每晚吃半片⟦MEDICAL|右佐匹克隆⟧，医生说我有⟦MEDICAL|焦虑倾向⟧
⟦PERSON|许老师⟧：明白。先说明一下，我不是医生，催眠只能做辅助。单次咨询⟪rate_card|680元/小时⟫，你可以先来一次看看。
⟦PERSON|黄思琪⟧：好的，我先转您⟦AMOUNT|600元⟧定金？
⟦PERSON|许老师⟧：可以，地址我发你定位，⟪place_name|静安寺⟫附近。"""))

# 26
TEXTS.append(("forum_post", """【知乎回答】零基础学即兴喜剧是种什么体验？
作者：⟦PERSON|不想上班的阿鸣⟧　⟪edit_time|编辑于 2025-02-14 23:10⟫

去年在⟪org_name|上海某即兴喜剧学校⟫上了三期课，从⟪course_code|Level 1⟫到⟪course_code|Level 3⟫，总共花了⟦AMOUNT|五千多块⟧。最大的收获是不再怕当众说话——我之前有比较严重的⟦MEDICAL|社交恐惧⟧，心理咨询师建议我试试。
课程结构大概是：热身游戏 → 场景练习 → 长篇形式（Harold）。老师里最推荐⟦PERSON|Ken老师⟧，特别会给反馈。
PS：别问我学校名字，私信也不回😂 赞同 ⟪vote_count|2.3k⟫"""))

# 27
TEXTS.append(("citizen_hotline_complaint", """12345市民热线 工单 ⟪ticket_id|GD202505180377⟫
来电人：⟦PERSON|钱女士⟧　来电号码：⟦PHONE|021-5463 8817⟧
住址：⟦ADDRESS|上海市黄浦区南京东路街道六合路98弄3号201室（邮编200001）⟧
诉求：楼下⟪place_name|步行街⟫点位⟪pitch_code|HP-07⟫的街头艺人每天晚上放音乐到十点，家里老人有⟦MEDICAL|心脏病⟧，需要静养，请求城管协调。
处理结果：已联系持证艺人⟦PERSON|陈立伟⟧，约定21:00前结束，音量控制在⟪measurement|60分贝⟫以内。
承办单位：⟪org_name|黄浦区城管执法局⟫"""))

# 28
TEXTS.append(("python_source", """# 小丑工作坊 报名通知脚本（飞书 + 腾讯云短信）
FEISHU_HOOK = "⟦SECRET|$sec_feishu1⟧"
TENCENT_SECRET_ID = "⟦APIKEY|$api_tc1⟧"
TENCENT_SECRET_KEY = "⟦SECRET|$sec_tcsecret1⟧"   # 密钥别提交，上线前挪到环境变量
SMS_SDK_APP_ID = "⟪sms_app_id|1400887712⟫"
TEMPLATE_ID = "⟪template_id|2081523⟫"
# 测试号码（⟦PERSON|唐果⟧的）
TEST_PHONE = "⟦PHONE|+8618758120933⟧"
def notify(name, phone):
    ...  # TODO 重试 ⟪retry_count|3⟫ 次"""))

# 29
TEXTS.append(("expense_claim", """费用报销单　　单据号：⟪claim_form_no|BX-2025-0331-08⟫
部门：⟪department|教学部⟫　报销人：⟦PERSON|何佳⟧
事由：赴⟪place_name|成都⟫参加全国杂技教学研讨会
明细：高铁票 ⟦AMOUNT|¥1,038.00⟧；住宿（3晚） ⟦AMOUNT|¥1,260.00⟧；会务费 ⟦AMOUNT|¥800.00⟧
合计：⟦AMOUNT|¥3,098.00⟧（大写：⟦AMOUNT|叁仟零玖拾捌元整⟧）
收款卡号：⟦CARD|$card15⟧（⟪bank_branch|工商银行⟫）
审批：⟦PERSON|周社长⟧　　财务审核：⟦PERSON|小赵⟧
差旅标准：⟪policy_limit|住宿每晚不超过450元⟫"""))

# 30
TEXTS.append(("idcard_ocr", """【身份证OCR识别结果 - 正面】
姓名：⟦PERSON|曹阳⟧
性别：男　民族：汉
出生：⟦DATE_OF_BIRTH|1991年9月21日⟧
住址：⟦ADDRESS|天津市和平区南京路219号天津中心2号楼1104室⟧
公民身份号码：⟦IDCARD|$idcard15⟧
识别置信度：⟪confidence_score|0.987⟫　请求ID：⟪request_id|7d1e5c90-3a2b-4f88-9e01-6c4b2a7f3d15⟫
【背面】签发机关：⟪issuing_authority|天津市公安局和平分局⟫　有效期限：⟪validity_period|2019.03.11-2039.03.11⟫"""))

# 31
TEXTS.append(("email_with_signature", """主题：关于退还小丑工作坊学费的申请

⟦PERSON|谢老师⟧您好：
我是五月周末班的学员⟦PERSON|韩磊⟧。上周体检查出⟦MEDICAL|早期甲状腺结节⟧，需要做⟦MEDICAL|穿刺活检⟧，后面几周都来不了了。想申请退还剩余学费⟦AMOUNT|1,650元⟧，退回原支付的微信即可。
如需证明材料我可以补交医院报告。

谢谢！
⟦PERSON|韩磊⟧
手机：⟦PHONE|136 0221 8874⟧
邮箱：⟦EMAIL|hanlei_1985@126.com⟧
——
发自⟪device_signature|我的iPhone⟫"""))

# 32
TEXTS.append(("bank_remittance_receipt", """境外汇款回单（申请人留存联）　业务编号：⟪business_no|TT2025042300183⟫
汇款人：⟦PERSON|宋一鸣⟧　证件号：⟦IDCARD|$idcard19⟧
收款人：⟦PERSON|Lukas Brenner⟧
收款人账号（IBAN）：⟦IBAN|$iban14⟧
收款行SWIFT：⟪bic|DEUTDEFFXXX⟫
汇款金额：⟦AMOUNT|EUR 1,150.00⟧
汇款用途：⟪purpose_code|留学生活费⟫ —— 儿子在柏林学马戏，付给房东的房租
手续费：⟪bank_fee|50元⟫　电报费：⟪bank_fee|150元⟫"""))

# 33
TEXTS.append(("wechat_private_chat", """⟦PERSON|马骁⟧：⟦PERSON|凯文⟧，你之前在美国巡演，那边剧场让填W-2，社安号是不是一定要？
⟦PERSON|邓凯文⟧：要的，没有的话他们按最高税率扣。我的是⟦SSN|$ssn4⟧，你看格式就知道了，九位
⟦PERSON|马骁⟧：好嘞。他们说我这三场一共⟦AMOUNT|$2,400⟧，扣完税还剩多少？
⟦PERSON|邓凯文⟧：大概扣⟪tax_rate|30%⟫，你自己算。另外护照号填拼音名字那个，别填中文
⟦PERSON|马骁⟧：收到，我护照是⟦PASSPORT|$passport_cn2⟧
⟦PERSON|邓凯文⟧：……你别在微信里发这些😅"""))

# 34
TEXTS.append(("spreadsheet_paste", """红鼻子小丑工作坊　五月周末班　学员名单
序号	姓名	微信号	手机	备注
⟪row_number|1⟫	⟦PERSON|吴倩⟧	⟦PERSON|wuqian_clown⟧	⟦PHONE|13923850716⟧	请假（脚伤）
⟪row_number|2⟫	⟦PERSON|韩磊⟧	⟦PERSON|hanlei1985⟧	⟦PHONE|13602218874⟧	已申请退费
⟪row_number|3⟫	⟦PERSON|唐果⟧	⟦PERSON|tangguo_99⟧	⟦PHONE|18758120933⟧	
⟪row_number|4⟫	⟦PERSON|Ellie Ward⟧	⟦PERSON|ellie_in_sh⟧	⟦PHONE|13120987755⟧	外籍，英文授课
班级编号：⟪class_code|HBZ-2505⟫　场地：⟪venue_name|愚园路创意园B栋⟫"""))

# 35
TEXTS.append(("java_stack_trace", """2025-04-18 02:11:36.908 ERROR 1 --- [main] o.s.boot.SpringApplication : 应用启动失败
org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'dataSource'
Caused by: java.sql.SQLException: Access denied for user 'permit_app'@'⟦IP_ADDRESS|10.30.2.14⟧' (using password: YES)
	at com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:⟪line_number|130⟫)
	at cn.gov.permits.config.DbConfig.dataSource(DbConfig.java:42)
配置：spring.datasource.url=jdbc:mysql://⟦IP_ADDRESS|10.30.2.7⟧:3306/street_artist?user=permit_app&password=⟦SECRET|Jtyr#Permit2025⟧
当前版本：⟪version|permits-admin-1.6.0-SNAPSHOT⟫　构建号：⟪build_number|#418⟫
值班人：⟦PERSON|郭振宇⟧（⟦PHONE|138 0571 6623⟧）"""))

# 36
TEXTS.append(("price_list", """【⟪org_name|魔幻屋魔术道具⟫】五月价目表
⟪product_code|MG-101⟫ 近景硬币套装　⟪price|¥128⟫
⟪product_code|MG-205⟫ 读心术扑克（⟪product_variant|蓝背⟫）　⟪price|¥45⟫
⟪product_code|MG-330⟫ 舞台变鸽箱（不含鸽子）　⟪price|¥2,680⟫
会员⟪discount_rate|9.5折⟫，满⟪free_shipping_threshold|299元⟫包邮，门店营业时间⟪opening_hours|10:00-21:00⟫"""))

# 37
TEXTS.append(("registration_form", """⟪event_name|台北國際魔術節⟫ 比賽報名表
姓名：⟦PERSON|林佩君⟧　英文名：⟦PERSON|Pei-Chun Lin⟧
身分證字號：⟦NATIONAL_ID|$nid_twid1⟧
出生日期：⟦DATE_OF_BIRTH|民國83年5月2日⟧
手機：⟦PHONE|0912-384-507⟧
通訊地址：⟦ADDRESS|106 臺北市大安區復興南路一段390號7樓⟧
參賽組別：⟪competition_category|近景魔術組⟫　報名費：⟪tariff|NT$1,500⟫
緊急聯絡人：⟦PERSON|林志明⟧（父）⟦PHONE|0933-210-688⟧"""))

# 38
TEXTS.append(("permit_application", """香港 · 街頭表演者登記（⟪scheme_name|試行計劃⟫）
姓名：⟦PERSON|黃家樂⟧（⟦PERSON|WONG Ka Lok⟧）
香港身份證號碼：⟦NATIONAL_ID|$nid_hkid2⟧
聯絡電話：⟦PHONE|6127 4093⟧　電郵：⟦EMAIL|kalok.juggles@gmail.com⟧
表演類別：雜耍（扯鈴、拋球）
擬表演地點：⟪area_code|灣仔海濱長廊 第2區⟫
有否長期病患：有，⟦MEDICAL|輕度哮喘⟧，隨身攜帶噴霧
收表日期：⟪received_date|2025年5月6日⟫　編號：⟪registration_no|HK-SP-0271⟫"""))

# 39
TEXTS.append(("wechat_private_chat", """⟦PERSON|宋一鸣⟧：⟦PERSON|佳佳⟧，日本那个杂耍大会的报名网站只能刷信用卡，我卡在国外用不了，能不能用你的先垫一下？
⟦PERSON|何佳⟧：行，JCB可以吗
⟦PERSON|宋一鸣⟧：可以可以
⟦PERSON|何佳⟧：⟦CARD|$card9⟧，有效期07/28，安全码⟦CVV|271⟧，持卡人拼音⟦PERSON|HE JIA⟧
⟦PERSON|宋一鸣⟧：好了，扣了⟦AMOUNT|18,000日元⟧，我现在转你⟦AMOUNT|860块⟧
⟦PERSON|何佳⟧：👌 记得把卡号那条消息删了
⟦PERSON|宋一鸣⟧：报名确认号⟪confirmation_no|JJF2025-1187⟫，大会是⟪event_dates|8月9-11日⟫"""))

# 40
TEXTS.append(("dingtalk_approval", """【钉钉审批】采购申请 · 审批编号 ⟪approval_no|202505061530000123⟫
申请人：⟦PERSON|曹阳⟧　所在部门：⟪department|演出运营部⟫
采购内容：无线麦克风×4、调音台×1
预算金额：⟪org_budget|¥18,600⟫（公司账户支付，供应商⟪org_name|声博音响器材行⟫）
个人垫付：⟦AMOUNT|¥2,350⟧（运费+安装，需报销到本人卡）
审批流程：⟦PERSON|孙浩⟧（同意）→ ⟦PERSON|陈总⟧（同意）→ 财务⟦PERSON|小赵⟧（待处理）
备注：安装师傅电话⟦PHONE|135 6480 2217⟧"""))

# 41
TEXTS.append(("performance_contract", """舞台催眠表演艺人经纪合同 · 附件一：艺人信息
艺人姓名：⟦PERSON|许婧⟧（舞台名：⟦PERSON|许小姐⟧ Miss Xu）
出生日期：⟦DATE_OF_BIRTH|1987年2月28日⟧
身份证号：⟦IDCARD|$idcard11⟧
护照号：⟦PASSPORT|$passport_cn3⟧（用于东南亚巡演）
户籍地址：⟦ADDRESS|福建省厦门市思明区鹭江道8号2单元1502室，邮编361001⟧
佣金比例：⟪commission_rate|20%⟫　保底收入：每月⟦AMOUNT|12,000元⟧
经纪公司：⟪org_name|厦门幻梦文化经纪有限公司⟫　合同编号：⟪contract_no|HM-JJ-2025-006⟫"""))

# 42
TEXTS.append(("nginx_config", """# 即兴学校官网 nginx 配置（⟦PERSON|dengkw⟧ 维护）
server {
    listen ⟪port|443⟫ ssl;
    server_name ⟪domain_name|www.yesand.cn⟫;
    # 后台只允许办公室出口IP
    location /admin/ {
        allow ⟦IP_ADDRESS|101.230.48.66⟧;
        allow ⟦IP_ADDRESS|192.168.31.25⟧;   # 办公室NAS
        deny all;
        auth_basic "后台";
        auth_basic_user_file /etc/nginx/.htpasswd;   # 账号 admin 密码 ⟦PASSWORD|Yesand@2024!⟧
    }
    location /api/ { proxy_pass http://⟦IP_ADDRESS|10.0.0.12⟧:⟪port|9000⟫; }
}
# ssl 证书到期：⟪cert_expiry|2025-09-30⟫"""))

# 43
TEXTS.append(("server_login_log", """$ last -n 6
⟦PERSON|liuzh⟧    pts/0   ⟦IP_ADDRESS|223.104.63.18⟧    Mon Apr 14 22:03   still logged in
⟦PERSON|liuzh⟧    pts/0   ⟦IP_ADDRESS|223.104.63.18⟧    Mon Apr 14 09:12 - 11:40  (02:28)
root     pts/1   ⟦IP_ADDRESS|45.83.64.201⟧    Sun Apr 13 03:41 - 03:41  (00:00)
⟦PERSON|dengkw⟧   pts/0   ⟦IP_ADDRESS|100.80.16.5⟧      Sat Apr 12 15:20 - 18:02  (02:42)
reboot   system boot  ⟪kernel_version|5.15.0-105-generic⟫ Sat Apr 12 15:18
# 备注：root 那条是爆破成功了？？赶紧改密码！——⟦PERSON|刘子涵⟧ ⟪note_time|4月14日晚⟫"""))

# 44
TEXTS.append(("health_declaration", """⟪event_name|江南杂耍大会⟫ · 火舞专场 参演者健康与安全声明
姓名：⟦PERSON|谢婉婷⟧　身份证号：⟦IDCARD|$idcard10⟧　出生日期：⟦DATE_OF_BIRTH|1998-10-11⟧
1. 是否有烧伤史：有，2022年⟦MEDICAL|左前臂二度烧伤⟧
2. 目前服用药物：⟦MEDICAL|氯雷他定（过敏性鼻炎）⟧
3. 是否怀孕：否
4. 燃料类型：⟪fuel_type|白汽油⟫　安全员：⟦PERSON|老周⟧
紧急联系人：⟦PERSON|谢振华⟧（父亲）⟦PHONE|135 0189 7216⟧
声明编号：⟪declaration_no|FD-2025-044⟫"""))

# 45
TEXTS.append(("member_roster_csv", """会员号,姓名,手机,邮箱,入会年份,会费状态
⟪member_group_code|HD-A⟫,⟦PERSON|周振华⟧,⟦PHONE|13906712288⟧,⟦EMAIL|zhouzh@hdmagic.org.cn⟧,⟪year|2003⟫,已缴
⟪member_group_code|HD-A⟫,⟦PERSON|郭振宇⟧,⟦PHONE|13805716623⟧,⟦EMAIL|guozy@mofashi.cn⟧,⟪year|2011⟫,已缴
⟪member_group_code|HD-B⟫,⟦PERSON|马骁⟧,⟦PHONE|15618830042⟧,⟦EMAIL|maxiao.magic@foxmail.com⟧,⟪year|2019⟫,欠费⟦AMOUNT|300元⟧
⟪member_group_code|HD-B⟫,⟦PERSON|邓凯文⟧,⟦PHONE|18652019937⟧,⟦EMAIL|kevin.deng@njqy.com⟧,⟪year|2020⟫,已缴
导出人：财务 ⟦PERSON|小赵⟧　导出时间 ⟪export_timestamp|2025-05-01 10:22⟫"""))

# 46
TEXTS.append(("xiaohongshu_note", """标题：第一次上小丑工作坊，哭着笑完了🤡
作者：⟦PERSON|是桃子呀⟧　⟪ip_region_label|IP属地：上海⟫
周末两天，⟪price|1280元⟫，老师是法国来的⟦PERSON|Marguerite⟧，全程英文+翻译。
最戳我的是"失败练习"，我有⟦MEDICAL|轻度焦虑症⟧，平时最怕出丑，结果那天当众摔了五次反而放松了。
同组有个姐妹⟦MEDICAL|乳糖不耐受⟧，中午的便当老师还专门帮她换了。
#⟪hashtag|小丑工作坊⟫ #⟪hashtag|上海周末去哪儿⟫"""))

# 47
TEXTS.append(("ecommerce_order", """【淘宝】订单详情　订单编号：⟪order_id|3926614871203958821⟫
商品：⟪product_name|专业比赛扯铃 轴承款 L号⟫ ×2　⟪price|¥136.00⟫/个
实付款：⟦AMOUNT|¥272.00⟧（含运费 ⟪shipping_fee|¥0.00⟫）
收货人：⟦PERSON|冯宇航⟧　⟦PHONE|13980047126⟧
收货地址：⟦ADDRESS|四川省成都市武侯区人民南路四段27号商鼎国际1号楼2单元1703，610041⟧
买家留言：周末要比赛，麻烦今天发货！
物流：⟪courier_name|中通快递⟫ ⟪tracking_number|78412365098712⟫"""))

# 48
TEXTS.append(("translation_note", """【翻译备注】韩国学员入学材料（即兴喜剧国际班）
学员：⟦PERSON|박지은⟧（⟦PERSON|PARK JI-EUN⟧，中文名⟦PERSON|朴智恩⟧）
出生日期：⟦DATE_OF_BIRTH|1993年4月22日⟧
韩国居民登录号：⟦NATIONAL_ID|$nid_rrn1⟧（原件已核对）
在华住址：⟦ADDRESS|上海市长宁区虹桥路1665号A座1207室，邮编200336⟧
联系方式：⟦PHONE|+86 131 2098 3361⟧ / ⟦EMAIL|jieun.park93@naver.com⟧
签证：⟪visa_type|X2学习签证⟫　班级：⟪class_code|INTL-2505⟫"""))

# 49
TEXTS.append(("bank_sms", """【⟪bank_name|招商银行⟫】您账户⟪masked_account|8033⟫于04月21日15:32消费支出人民币⟦AMOUNT|1,880.00元⟧，商户：⟪merchant_name|上海某即兴喜剧文化⟫。可用余额⟦AMOUNT|12,406.37元⟧。【退订回T】"""))

# 50
TEXTS.append(("wechat_group_chat", """【即兴Level2 周三班】
⟦PERSON|Ken老师⟧：同学们，下周三⟪class_date|5月21日⟫的课改线上，腾讯会议号⟪meeting_id|582 337 190⟫，入会密码群里不方便发，我私发
⟦PERSON|林嘉怡⟧：老师我那天要去医院复查⟦MEDICAL|胆结石⟧，能请假吗
⟦PERSON|Ken老师⟧：可以的，好好休息
⟦PERSON|阿鸣⟧：老师上次说的结课演出门票怎么买？
⟦PERSON|Ken老师⟧：内部价⟪ticket_price|50一张⟫，找助教⟦PERSON|小雨⟧登记，她微信⟦PERSON|xiaoyu_impro⟧"""))

# 51
TEXTS.append(("shell_script", """#!/bin/sh
# 每晚11点把当天的街头艺人签到统计推到钉钉群　—— 维护人 ⟦PERSON|郭振宇⟧
HOOK='⟦SECRET|$sec_dingtalk2⟧'
COUNT=$(mysql -h ⟦IP_ADDRESS|10.30.2.7⟧ -uro_user -p'⟦SECRET|Ro#Jtyr88⟧' -N -e "select count(*) from checkin where d=curdate()")
curl -s "$HOOK" -H 'Content-Type: application/json' \\
  -d "{\\"msgtype\\":\\"text\\",\\"text\\":{\\"content\\":\\"今日签到 $COUNT 人\\"}}"
# crontab: ⟪cron_expression|0 23 * * *⟫
# 脚本版本 ⟪version|v1.3⟫"""))

# 52
TEXTS.append(("consent_form", """舞台催眠表演 · 观众上台参与知情同意书
本人⟦PERSON|王丽娟⟧（身份证号⟦IDCARD|$idcard12⟧，出生日期⟦DATE_OF_BIRTH|1993年8月6日⟧）自愿上台参与⟪show_name|《梦境之门》⟫催眠互动环节。
本人确认：无癫痫、精神疾病史；目前⟦MEDICAL|怀孕12周⟧（已告知工作人员，仅参与坐姿环节）。
联系电话：⟦PHONE|15265320871⟧
签名：⟦PERSON|王丽娟⟧　日期：⟪form_date|2025年5月10日⟫　场次：⟪session_id|QD-0510-2⟫
表演者：⟦PERSON|许婧⟧"""))

# 53
TEXTS.append(("meeting_minutes", """街头艺人管理工作联席会议纪要（第⟪meeting_number|12⟫次）
一、截至⟪report_date|4月底⟫，全市持证街头艺人⟪statistic|386人⟫，点位⟪statistic|72个⟫，本季度新增点位⟪pitch_code|XT-11⟫至⟪pitch_code|XT-15⟫。
二、考核：⟪audition_date|6月8日⟫在⟪venue_name|市文化馆⟫举行新一轮持证考核，报名费全免。
三、投诉处理：本季度噪音投诉⟪statistic|41件⟫，同比下降⟪percent|23%⟫。
四、经费：全年专项经费⟪org_budget|85万元⟫，已使用⟪org_total|31.6万元⟫。
主持人：⟦PERSON|孙处⟧　记录：⟦PERSON|小钱⟧"""))

# 54
TEXTS.append(("voicemail_transcript", """【语音留言转写，⟪voicemail_time|4月30日 18:52⟫】
⟦PERSON|小林⟧你好，我是⟦PERSON|何姐⟧。明天我不在剧场，道具间那个电子锁的密码是⟦PASSWORD|五八二零九⟧，按完再按井号。鸽子喂一次就行，⟪pet_name|小白⟫最近⟪animal_health|有点拉肚子⟫，别喂面包。还有我儿子学校那边有事的话会打这个号码，⟦PHONE|一三九，一二零七，八八三六⟧，你帮我接一下。谢谢啊。"""))

# 55
TEXTS.append(("support_ticket", """【工单】账号被盗申诉　⟪ticket_id|WX-SEC-250503-771⟫
用户昵称：⟦PERSON|脱口秀爱好者老何⟧　绑定邮箱：⟦EMAIL|laohe_joke@sina.com⟧
用户陈述：昨天晚上收到异地登录提醒，对方改了我的密码，把我账户里的演出票转卖了，损失⟦AMOUNT|¥1,520⟧。我原来的密码是⟦PASSWORD|laohe1976⟧，可能太简单了……
系统记录：异常登录IP ⟦IP_ADDRESS|39.144.12.77⟧（⟪geo_label|广东广州⟫），设备型号⟪device_model|Redmi K60⟫，客户端版本⟪app_version|6.2.0⟫
处理：已冻结账户，订单⟪order_id|XG2505021188⟫拦截成功。"""))

# 56
TEXTS.append(("employment_contract", """劳动合同书（杂技教练岗位）
甲方：⟪org_name|沈阳少儿杂技培训中心⟫
乙方：⟦PERSON|杨国栋⟧　性别：男　出生日期：⟦DATE_OF_BIRTH|1976年3月3日⟧
居民身份证号码：⟦IDCARD|$idcard13⟧
现住址：⟦ADDRESS|辽宁省沈阳市和平区南京南街134号3-2-1，邮编110001⟧
第四条　乙方月工资为税前⟦AMOUNT|7,500元⟧，每月⟪pay_day|15日⟫发放。试用期⟪probation_period|3个月⟫。
第九条　乙方患有⟦MEDICAL|II型糖尿病⟧，甲方同意其训练间隙按时加餐。
合同编号：⟪contract_no|SYZJ-LD-2025-009⟫"""))

# 57
TEXTS.append(("wechat_group_chat", """【即兴剧团 团建AA】
⟦PERSON|刘子涵⟧：周六烤肉一共1,344元，8个人每人⟦AMOUNT|168元⟧，转我就行
⟦PERSON|唐果⟧：已转～
⟦PERSON|阿鸣⟧：已转，另外我多转了⟦AMOUNT|50块⟧是上次的打车钱
⟦PERSON|Ellie Ward⟧：I transferred ⟦AMOUNT|¥168⟧! 我的微信支付有问题，用支付宝转的
⟦PERSON|刘子涵⟧：收到收到。⟦PERSON|小雨⟧还差你的
⟦PERSON|小雨⟧：马上！我在医院陪我妈做⟦MEDICAL|白内障手术⟧，晚点转"""))

# 58
TEXTS.append(("medical_certificate", """⟪hospital_name|武汉大学人民医院⟫　诊断证明书　　门诊号：⟪outpatient_no|MZ20250417-3302⟫
姓名：⟦PERSON|罗欣怡⟧　性别：女　年龄：23岁
身份证号：⟦IDCARD|$idcard6⟧
诊断：⟦MEDICAL|右侧第五跖骨基底部骨折⟧
处理意见：⟦MEDICAL|石膏固定6周⟧，期间避免负重及训练，建议休息⟪rest_period|两个月⟫。
医师签名：⟦PERSON|胡建平⟧　⟪issue_date|2025年4月17日⟫
（用于向⟪org_name|武汉杂技团培训部⟫申请工伤，单位联系人⟦PERSON|程主任⟧⟦PHONE|027-8866 1475⟧）"""))

# 59
TEXTS.append(("markdown_table", """### 江南杂耍大会 志愿者分组（第一批）
| 组别 | 组长 | 手机 | 负责区域 |
|---|---|---|---|
| ⟪team_code|A组⟫ | ⟦PERSON|宋一鸣⟧ | ⟦PHONE|188 1704 2236⟧ | ⟪venue_area|主场馆签到⟫ |
| ⟪team_code|B组⟫ | ⟦PERSON|林嘉怡⟧ | ⟦PHONE|136 0218 2208⟧ | ⟪venue_area|火舞区安全⟫ |
| ⟪team_code|C组⟫ | ⟦PERSON|Ellie Ward⟧ | ⟦PHONE|131 2098 7755⟧ | 外宾接待 |
| ⟪team_code|D组⟫ | ⟦PERSON|小雨⟧ | ⟦PHONE|159 0217 6640⟧ | 儿童区 |
注意：⟦PERSON|小雨⟧⟦MEDICAL|对花粉过敏⟧，户外区域请别安排她。"""))

# 60
TEXTS.append(("sql_query_result", """mysql> SELECT login, real_name, last_ip, failed_cnt FROM admin_user WHERE failed_cnt > 3;
+-------------+-----------+-----------------+------------+
| login       | real_name | last_ip         | failed_cnt |
+-------------+-----------+-----------------+------------+
| ⟦PERSON|zhoushezhang⟧ | ⟦PERSON|周振华⟧    | ⟦IP_ADDRESS|58.246.109.12⟧   |          ⟪counter|7⟫ |
| ⟦PERSON|xiaozhao_cw⟧ | ⟦PERSON|赵敏⟧      | ⟦IP_ADDRESS|192.168.1.105⟧   |          ⟪counter|4⟫ |
+-------------+-----------+-----------------+------------+
2 rows in set (⟪query_time|0.01 sec⟫)
-- ⟦PERSON|赵敏⟧就是财务⟦PERSON|小赵⟧，她说自己输错了密码"""))

# 61
TEXTS.append(("json_api_response", """{
  "code": 0,
  "msg": "ok",
  "request_id": "⟪request_id|20250509104455a8f3c1⟫",
  "data": {
    "appid": "⟪app_id|wx5f0e91a3b27c4d18⟫",
    "nickname": "⟦PERSON|桃子🍑⟧",
    "real_name": "⟦PERSON|陶梓涵⟧",
    "mobile": "⟦PHONE|17621083394⟧",
    "id_card": "⟦IDCARD|$idcard14⟧",
    "birthday": "⟦DATE_OF_BIRTH|2000-07-07⟧",
    "course": "⟪course_code|CLOWN-W-2505⟫",
    "paid": "⟦AMOUNT|¥1,280.00⟧",
    "client_version": "⟪app_version|3.8.2⟫"
  }
}"""))

# 62
TEXTS.append(("email_with_signature", """主题：【报名】华东魔术师协会2025年会 · 海外嘉宾信息

⟦PERSON|何佳⟧老师您好，
以下是我这边两位同行的资料，麻烦帮忙订酒店：
1. ⟦PERSON|张伟明⟧，护照号⟦PASSPORT|$passport_cn4⟧，手机⟦PHONE|+86 150 1127 3849⟧
2. ⟦PERSON|Kenji Moriyama⟧（日本），护照号⟦PASSPORT|$passport_jp1⟧，邮箱⟦EMAIL|kenji.moriyama@magic-lab.jp⟧
年会注册费按协会标准⟪tariff|每人600元⟫，我先一起转了⟦AMOUNT|1,200元⟧到协会对公账户。
——
⟦PERSON|马骁⟧｜魔术师
⟪website|www.maxiaomagic.com⟫｜⟦PHONE|156 1883 0042⟧"""))

# 63
TEXTS.append(("livestream_withdrawal", """【直播收益提现记录】主播：⟦PERSON|杂耍小胖⟧（实名：⟦PERSON|胡一帆⟧）
⟪withdraw_date|2025-05-01⟫　提现⟦AMOUNT|¥3,200.00⟧　到账卡：⟪masked_card|6222 **** **** 1043⟫　状态：成功
⟪withdraw_date|2025-05-08⟫　提现⟦AMOUNT|¥2,760.50⟧　到账卡：⟦CARD|$card16⟧　状态：处理中
平台服务费率：⟪platform_fee_rate|5%⟫　流水号：⟪transaction_id|LW250508093311⟫
提示：首次绑定新卡需核验身份证，请联系客服⟦PHONE|95105 888⟧"""))

# 64
TEXTS.append(("parent_forum_complaint", """【妈妈网 · 吐槽区】⟪place_name|成都⟫某少儿马戏培训班跑路了！！
发帖人：⟦PERSON|川妹子豆豆妈⟧
去年十月给孩子报了两年课，一次性交了⟦AMOUNT|一万六千八元⟧……不对，是⟦AMOUNT|16,800元⟧整，合同上写的⟪org_name|星光马戏艺术中心⟫。上个月突然关门，校长⟦PERSON|罗总⟧电话⟦PHONE|18980612247⟧一直关机。
现在家长群里有⟪statistic|60多户⟫，涉及金额⟪org_total|上百万⟫，已经去⟪org_name|武侯区市场监管局⟫登记了。有同样遭遇的私我拉群。"""))

# 65
TEXTS.append(("cli_config", """# ~/.aliyun/config.json （⟦PERSON|dengkw⟧ 的笔记本，备份到共享盘了……）
{
  "current": "jugglecon",
  "profiles": [{
    "name": "jugglecon",
    "mode": "AK",
    "access_key_id": "⟦APIKEY|$api_ali2⟧",
    "access_key_secret": "⟦SECRET|$sec_alisecret2⟧",
    "region_id": "⟪cloud_region|cn-hangzhou⟫",
    "output_format": "json",
    "language": "zh"
  }],
  "meta_path": "",
  "cli_version": "⟪cli_version|3.0.204⟫"
}"""))

# 66
TEXTS.append(("sms", """【⟪org_name|飞天马戏⟫】⟦PERSON|王海燕⟧学员您好，您预约的⟪class_date|3月22日⟫空中绸吊体验课已确认，教练⟦PERSON|老周⟧。上课请穿长袖长裤，如有⟦MEDICAL|腰伤⟧复发请提前告知。咨询电话⟦PHONE|010-6598 2231⟧，地址⟪org_address|朝阳区东四环中路39号华业国际B座底商⟫。"""))
