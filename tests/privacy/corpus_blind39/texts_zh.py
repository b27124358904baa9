"""Chinese texts, hand-written one at a time.

Markup: ⟦TYPE|value⟧ = span to detect, ⟪kind|value⟫ = decoy (must not be flagged).
`$name` refers to values.VALUES[name].
"""

TEXTS = []

# 1
TEXTS.append(("sms_theatre_ticket_pickup_zh", """
【⟪org|杭州大剧院⟫】⟦PERSON|王女士⟧您好，您购买的⟪date|3月21日⟫19:30《⟪work_title|天鹅湖⟫》演出票2张（⟪seat|1楼8排15-16座⟫）已出票，订单号⟪order_ref|DJY20260321008812⟫，请凭购票手机⟪masked_phone|138****5521⟫到西门自助机取票。客服电话⟦PHONE|0571-8706 2233⟧。
"""))

# 2
TEXTS.append(("wechat_choir_rehearsal_group_zh", """
【⟪org|西湖之声合唱团⟫ 2026春季排练群】
⟦PERSON|老周⟧：各位团员，本周六下午2点在⟪place|少年宫三楼排练厅⟫排练《⟪work_title|茉莉花⟫》，请带好谱子，别迟到哈。
⟦PERSON|小赵⟧：收到！团费加演出服一共⟦AMOUNT|460元⟧，已经转给⟦PERSON|林姐⟧了
⟦PERSON|林晓雯⟧：收到⟦PERSON|小赵⟧的👌 还有⟪count|7⟫位没交。团费半年⟪price|200元⟫，演出服⟪price|260元⟫，月底前交齐哦
⟦PERSON|老周⟧：另外下周⟦PERSON|孟老师⟧请假，⟦MEDICAL|急性喉炎，医生让禁声一周⟧，我来带声乐练习。新团员⟦PERSON|何宇⟧的电话⟦PHONE|139 1762 4083⟧，男低声部长拉一下群。
"""))

# 3
TEXTS.append(("library_reader_card_form_zh", """
⟪org|杭州图书馆⟫ 读者证办理登记表
姓名：⟦PERSON|周建国⟧    性别：男
身份证号：⟦IDCARD|$cnid_zhou⟧
出生日期：⟦DATE_OF_BIRTH|1978年4月2日⟧
手机：⟦PHONE|13857162094⟧
通讯地址：⟦ADDRESS|浙江省杭州市西湖区文三路478号华星时代广场A座1203室⟧
电子邮箱：⟦EMAIL|zhoujg1978@163.com⟧
读者证类型：普通证（押金⟪price|100元⟫，可借⟪count|10册⟫）
办证日期：⟪date|2026-03-15⟫    经办人工号：⟪staff_id|0417⟫
"""))

# 4
TEXTS.append(("museum_reservation_log_zh", """
[⟪timestamp|2026-04-05 09:12:33.418⟫] INFO  reservation.create 预约成功 {"visitor":"⟦PERSON|林晓雯⟧","id_no":"⟦IDCARD|$cnid_lin⟧","mobile":"⟦PHONE|15921837406⟧","slot":"⟪time_slot|09:30-11:00⟫","hall":"⟪room|二号展厅⟫","client_ip":"⟦IP_ADDRESS|116.228.41.77⟧"}
[⟪timestamp|2026-04-05 09:12:35.002⟫] WARN  ratelimit 同一IP短时间内重复预约 ip=⟦IP_ADDRESS|116.228.41.77⟧ count=⟪count|6⟫
[⟪timestamp|2026-04-05 09:12:40.951⟫] INFO  healthcheck 探针正常 from=⟪doc_ip|198.51.100.9⟫ version=⟪version|v3.7.2⟫
"""))

# 5
TEXTS.append(("gym_pt_member_profile_zh", """
【⟪org|力健健身⟫ 私教会员档案】
会员：⟦PERSON|陈志强⟧    会员号：⟪membership_no|LJ-SZ-008812⟫    私教：⟦PERSON|刘教练⟧
身高 ⟪body_metric|176cm⟫  体重 ⟪body_metric|84.5kg⟫  体脂率 ⟪percentage|27%⟫
健康情况：⟦MEDICAL|腰椎间盘突出（L4/L5），2024年确诊⟧；⟦MEDICAL|高血压，服用氨氯地平5mg每日一次⟧
训练禁忌：避免大重量硬拉，深蹲负重不超过自身体重
购买课程：私教课30节，合同金额⟦AMOUNT|¥6,800⟧（原价⟪price|¥9,000⟫，活动价折合⟪price|¥226/节⟫）
"""))

# 6
TEXTS.append(("rehab_outpatient_record_zh", """
⟪org|浦江区康复医院⟫ 康复医学科 门诊病历
姓名：⟦PERSON|孙浩⟧  性别：男  出生日期：⟦DATE_OF_BIRTH|1988-09-14⟧  身份证号：⟦IDCARD|$cnid_sun⟧
就诊日期：⟪date|2026-03-18⟫  科室：运动损伤康复  诊室：⟪room|3诊室⟫
主诉：⟦MEDICAL|右膝前交叉韧带重建术后6周，屈膝受限⟧
查体：⟦MEDICAL|右膝主动屈曲95°，股四头肌萎缩，髌周轻度肿胀⟧
诊断：⟦MEDICAL|右膝ACL重建术后功能障碍⟧
处理：康复训练每周3次；⟦MEDICAL|塞来昔布胶囊200mg每日一次，疗程7天⟧
医师：⟦PERSON|孟晓燕⟧
"""))

# 7
TEXTS.append(("sms_podiatry_booking_zh", """
【⟪org|足安足病专科门诊⟫】⟦PERSON|许小姐⟧，您预约的⟪date|4月2日⟫⟪time|14:30⟫足部护理（⟦MEDICAL|嵌甲⟧处理）已确认。地址：⟦ADDRESS|广州市天河区天河北路233号中信广场裙楼3楼⟧。如需改约请致电⟦PHONE|020-3887 6521⟧，回T退订。
"""))

# 8
TEXTS.append(("dingtalk_ops_alert_zh", """
【钉钉机器人·票务系统告警】
告警级别：P2
服务：ticket-order-api ⟪version|v2.14.1⟫
主机：⟪hostname|prod-order-03⟫（⟦IP_ADDRESS|172.21.8.33⟧）
内容：5分钟内支付回调失败⟪count|128⟫次，来源⟦IP_ADDRESS|101.226.103.17⟧
最近一次提交：⟪commit_sha|e3b9a71⟫，作者⟦PERSON|罗斌⟧
处理人：@⟦PERSON|luobin⟧ @⟦PERSON|冯静⟧
机器人配置（请勿外传）：webhook=⟦SECRET|$dingtalk_hook_1⟧ 加签密钥=⟦SECRET|$dingtalk_sign_1⟧
"""))

# 9
TEXTS.append(("feishu_ticket_refund_request_zh", """
飞书工单 #⟪ticket_no|TK-20260322-0457⟫ 退票申请
提交人：⟦PERSON|黄美玲⟧（客服组）
用户：⟦PERSON|赵可欣⟧，手机⟦PHONE|186 2713 5408⟧
订单号：⟪order_ref|HZ202603150093281⟫，话剧《⟪work_title|雷雨⟫》⟪date|3月28日⟫晚场
原因：用户⟦MEDICAL|3月20日摔伤致右腕骨折住院⟧，无法观演，已上传诊断证明
退款金额：⟦AMOUNT|¥760.00⟧（票面⟪price|¥380⟫×2，手续费减免）
审批：⟦PERSON|于先生⟧已同意
"""))

# 10
TEXTS.append(("piano_school_roster_csv_zh", """
学员姓名,年龄,课程,家长,家长电话,上课时间,备注
⟦PERSON|许子航⟧,15,钢琴考级8级,⟦PERSON|许志刚⟧,⟦PHONE|13969827713⟧,周六⟪time|09:00⟫,
⟦PERSON|曹语嫣⟧,17,声乐,⟦PERSON|曹敏⟧,⟦PHONE|15155186402⟧,周日⟪time|14:00⟫,⟦MEDICAL|花粉过敏，春季易咳嗽⟧
⟦PERSON|王小乐⟧,7,钢琴启蒙,⟦PERSON|王芳⟧,⟦PHONE|13701024365⟧,周三⟪time|17:30⟫,已交学费⟦AMOUNT|3600元⟧
⟦PERSON|朵朵⟧,6,钢琴启蒙,⟦PERSON|李女士⟧,⟦PHONE|18810246637⟧,周三⟪time|18:15⟫,试听课
"""))

# 11
TEXTS.append(("amateur_football_league_signup_zh", """
⟪event|2026“城市杯”业余足球联赛⟫ 报名表（⟪org|西城老男孩足球队⟫，35岁以上组）
序号 | 姓名 | 身份证号 | 出生日期 | 位置 | 联系电话
1 | ⟦PERSON|刘德明⟧ | ⟦IDCARD|$cnid_liu⟧ | ⟦DATE_OF_BIRTH|1969-12-30⟧ | 门将 | ⟦PHONE|135 5103 2286⟧
2 | ⟦PERSON|叶国平⟧ | ⟦IDCARD|$cnid_ye⟧ | ⟦DATE_OF_BIRTH|1964-11-09⟧ | 后卫 | ⟦PHONE|138 1954 7702⟧
3 | ⟦PERSON|彭博⟧ | ⟦IDCARD|$cnid_peng⟧ | ⟦DATE_OF_BIRTH|1980-05-30⟧ | 中场 | ⟦PHONE|159 8921 0447⟧
领队：⟦PERSON|韩冬⟧    报名费：每队⟪price|3000元⟫    意外险：每人⟪price|50元⟫
"""))

# 12
TEXTS.append(("climbing_gym_waiver_zh", """
⟪org|岩时攀岩馆⟫ 免责声明（电子签署）
本人⟦PERSON|邓佳⟧（身份证号⟦IDCARD|$cnid_deng⟧）自愿参加攀岩活动，已知晓攀岩运动存在坠落、扭伤等风险。
既往病史：⟦MEDICAL|2023年右踝关节扭伤，有习惯性崴脚⟧
紧急联系人：⟦PERSON|邓建华⟧（父亲）⟦PHONE|177 7712 0395⟧
签署时间：⟪timestamp|2026-03-08 15:22:07⟫  签署IP：⟦IP_ADDRESS|113.16.201.88⟧  设备：⟪device|前台iPad-2⟫
"""))

# 13
TEXTS.append(("theatre_refund_call_transcript_zh", """
【客服通话转写 ⟪call_id|CALL-0328-1147⟫】
客服：您好，⟪org|星河剧院⟫票务中心，工号⟪staff_id|1027⟫为您服务。
用户：你好，我想退一下周六的票，我姓谢，叫⟦PERSON|谢婷⟧。
客服：⟦PERSON|谢女士⟧您好，麻烦报一下下单手机号。
用户：⟦PHONE|136 0791 2284⟧。
客服：查到了，《⟪work_title|繁花⟫》⟪date|3月29日⟫晚场两张，⟪seat|二楼5排⟫。现在距开演超过48小时，可以退，收取⟪percentage|20%⟫手续费。
用户：扣完是多少？
客服：票价⟪price|480元⟫一张，两张扣除手续费后退您⟦AMOUNT|768元⟧，原路退回尾号⟪card_last4|6621⟫的银行卡。
用户：好的，谢谢。
"""))

# 14
TEXTS.append(("env_file_ticket_miniapp_zh", """
# 票务小程序后端 .env（生产环境，勿提交到 git 仓库）
APP_ENV=prod
# 通义千问，用于客服机器人自动回复
DASHSCOPE_API_KEY=⟦APIKEY|$dashscope_1⟧
# 阿里云 OSS，用于存放演出海报
ALIYUN_ACCESS_KEY_ID=⟦APIKEY|$ali_id_1⟧
ALIYUN_ACCESS_KEY_SECRET=⟦SECRET|$ali_secret_1⟧
OSS_BUCKET=⟪bucket|xinghe-posters⟫
# 微信支付
WX_APPID=⟪app_id|wx8f3a21c7b9e04d56⟫
WX_MCHID=⟪app_id|1652837491⟫
WX_APIV3_KEY=⟦SECRET|$wxpay_key_1⟧
# 数据库
MYSQL_DSN=ticket:⟦SECRET|Xh#2026!tk⟧@tcp(⟦IP_ADDRESS|172.19.0.12⟧:3306)/xinghe
# 负责人：⟦PERSON|杜凯⟧ ⟦PHONE|18628190453⟧
"""))

# 15
TEXTS.append(("accident_insurance_claim_badminton_zh", """
⟪org|安康人寿⟫ 意外医疗保险理赔申请书
被保险人：⟦PERSON|唐磊⟧    身份证号：⟦IDCARD|$cnid_tang⟧
出险经过：⟪date|2026年2月14日⟫在⟪place|岳麓区全民健身中心⟫打羽毛球时⟦MEDICAL|左跟腱断裂⟧，当日于⟪org|岳麓区人民医院⟫行⟦MEDICAL|跟腱缝合术⟧，住院⟪duration|6天⟫。
申请金额：⟦AMOUNT|人民币18,462.50元⟧
收款账户：户名⟦PERSON|唐磊⟧，⟪bank|中国工商银行长沙麓山支行⟫，卡号⟦CARD|$cup_1⟧
联系电话：⟦PHONE|13787201544⟧
"""))

# 16
TEXTS.append(("choir_tour_passport_table_zh", """
⟪org|青春之声合唱团⟫ 赴维也纳交流演出 护照信息汇总（请各位核对，有误私信我）
| 姓名 | 拼音 | 出生日期 | 护照号 | 身份证号 |
|---|---|---|---|---|
| ⟦PERSON|王雨桐⟧ | ⟦PERSON|WANG YUTONG⟧ | ⟦DATE_OF_BIRTH|2003-02-17⟧ | ⟦PASSPORT|$pp_cn_1⟧ | ⟦IDCARD|$cnid_wang⟧ |
| ⟦PERSON|肖悦⟧ | ⟦PERSON|XIAO YUE⟧ | ⟦DATE_OF_BIRTH|2005-05-21⟧ | ⟦PASSPORT|$pp_cn_2⟧ | ⟦IDCARD|$cnid_xiao⟧ |
| ⟦PERSON|宋雪⟧ | ⟦PERSON|SONG XUE⟧ | ⟦DATE_OF_BIRTH|2001-03-03⟧ | ⟦PASSPORT|$pp_cn_3⟧ | ⟦IDCARD|$cnid_song⟧ |
带队老师：⟦PERSON|郑可⟧ ⟦PHONE|135 0591 7730⟧
签证材料截止⟪date|5月10日⟫，去程航班⟪flight_no|OS 076⟫。
"""))

# 17
TEXTS.append(("library_overdue_email_zh", """
主题：【⟪org|南山图书馆⟫】图书逾期提醒
⟦PERSON|陈先生⟧您好：
您（读者证号⟪library_card|0440305001882⟫）借阅的以下图书已逾期：
《⟪work_title|三体⟫》 索书号⟪call_number|I247.55/L581⟫ 应还日期⟪date|2026-03-01⟫
《⟪work_title|人类简史⟫》 索书号⟪call_number|K02/H262⟫ 应还日期⟪date|2026-03-05⟫
逾期费按每册每天⟪price|0.1元⟫计算，目前累计⟦AMOUNT|2.30元⟧，可通过小程序续借或缴费。
如有疑问请致电⟦PHONE|0755-2661 8000⟧或回复⟦EMAIL|service@nslib-sz.cn⟧。
"""))

# 18
TEXTS.append(("sports_rehab_referral_form_zh", """
双向转诊单（上转）
转出单位：⟪org|福田区社康中心⟫    转入单位：⟪org|深圳运动医学康复中心⟫
患者：⟦PERSON|彭博⟧  男  45岁  联系电话：⟦PHONE|159 8921 0447⟧
初步诊断：⟦MEDICAL|左肩袖损伤（冈上肌部分撕裂）⟧；⟦MEDICAL|2型糖尿病⟧
目前用药：⟦MEDICAL|二甲双胍0.5g每日两次⟧
转诊目的：康复评估及物理治疗
转诊医生：⟦PERSON|方琳⟧    日期：⟪date|2026年3月20日⟫
"""))

# 19
TEXTS.append(("museum_volunteer_rota_markdown_zh", """
### ⟪org|长安石刻博物馆⟫ 志愿讲解排班（4月第1周）

| 日期 | 上午 | 下午 | 联系方式 |
|---|---|---|---|
| ⟪date|4/1⟫ | ⟦PERSON|马丽⟧ | ⟦PERSON|何老师⟧ | ⟦PHONE|18691827305⟧ / ⟦PHONE|13309281146⟧ |
| ⟪date|4/2⟫ | ⟦PERSON|小罗⟧ | ⟦PERSON|马丽⟧ | ⟦PHONE|15029918403⟧ / ⟦PHONE|18691827305⟧ |
| ⟪date|4/3⟫ | 闭馆 | 闭馆 | - |

备注：⟦PERSON|何老师⟧⟦MEDICAL|膝盖做过半月板手术⟧，请安排在一楼展厅；讲解词已更新到⟪version|V2.3⟫。
"""))

# 20
TEXTS.append(("gym_turnstile_log_zh", """
⟪timestamp|2026-03-12 06:03:11⟫ 闸机⟪device_id|G2⟫ 刷脸通过 会员=⟦PERSON|韩冬⟧ 卡号=⟪membership_no|HD0023871⟫
⟪timestamp|2026-03-12 06:05:48⟫ 闸机⟪device_id|G1⟫ 刷卡拒绝 会员=⟦PERSON|田野⟧ 原因=会籍已过期（到期日⟪date|2026-03-10⟫）
⟪timestamp|2026-03-12 06:09:30⟫ 闸机⟪device_id|G2⟫ 访客通行 登记手机=⟦PHONE|13644710982⟧ 操作员=⟦PERSON|小吴⟧
"""))

# 21
TEXTS.append(("forum_post_runner_knee_pain_zh", """
【求助】跑步膝盖外侧疼，是髂胫束综合征吗？
楼主：⟦PERSON|tangjun_run⟧    发表于 ⟪timestamp|2026-03-09 22:41⟫

本人42岁，跑龄5年，上周⟪event|无锡马拉松⟫跑到⟪distance|30公里⟫开始⟦MEDICAL|右膝外侧刺痛，下楼梯更明显⟧。去⟪org|市一院⟫拍了核磁，医生说是⟦MEDICAL|髂胫束综合征，伴轻度滑囊炎⟧，让停跑⟪duration|四周⟫，吃⟦MEDICAL|洛索洛芬钠60mg一天三次⟧。有没有跑友有类似经历？泡沫轴有用吗？
---
2楼 ⟦PERSON|苏州小陆⟧：我去年也是这样，泡沫轴+臀中肌训练，两个月才好，别急着恢复跑量。
"""))

# 22
TEXTS.append(("review_gym_dianping_zh", """
⭐⭐⭐⭐⭐ ⟦PERSON|momo_lin⟧
在⟪org|力健健身（南山店）⟫练了半年了，私教⟦PERSON|小刘教练⟧特别专业，我⟦MEDICAL|产后腹直肌分离两指⟧，他专门给我设计了修复计划，现在基本恢复了。前台⟦PERSON|阿雅⟧也很热情。就是周末人太多，淋浴间要排队⟪duration|20分钟⟫。年卡⟪price|2999元⟫，性价比还行。
"""))

# 23
TEXTS.append(("meeting_minutes_ticketing_upgrade_zh", """
票务系统升级评审会 纪要
时间：⟪timestamp|2026年3月16日 14:00-15:30⟫    地点：⟪room|3楼大会议室⟫
参会：⟦PERSON|罗斌⟧、⟦PERSON|冯静⟧、⟦PERSON|杜凯⟧、⟦PERSON|Sunny⟧（外包）
1. 选座服务从⟪version|v1.8⟫升级到⟪version|v2.0⟫，压测目标⟪count|5000 QPS⟫，由⟦PERSON|杜凯⟧负责。
2. 测试环境数据库⟦IP_ADDRESS|10.3.5.21⟧下周迁移；⟦PERSON|冯静⟧提醒测试库里仍有真实用户手机号，需脱敏后再交给外包。
3. 上线时间暂定⟪date|4月8日⟫凌晨，回滚预案见⟪doc_ref|TKT-212⟫。
"""))

# 24
TEXTS.append(("contract_piano_accompanist_zh", """
钢琴伴奏服务协议
甲方：⟪org|成都蓉韵合唱团⟫
乙方：⟦PERSON|何宇⟧    身份证号：⟦IDCARD|$cnid_he⟧
住址：⟦ADDRESS|重庆市渝中区民权路28号英利大厦2204室⟧
一、服务内容：乙方为甲方每周排练（周二⟪time|19:00⟫-⟪time|21:30⟫）及年度音乐会⟪count|2场⟫提供钢琴伴奏。
二、报酬：排练每次⟦AMOUNT|400元⟧，音乐会每场⟦AMOUNT|1500元⟧，甲方于每月⟪date|10日⟫前结清上月费用。
三、收款账户：⟪bank|招商银行重庆解放碑支行⟫ ⟦CARD|$cup_2⟧（户名：⟦PERSON|何宇⟧）
四、乙方如因故不能出席排练，应至少提前⟪duration|48小时⟫通知甲方，并可推荐同等水平的伴奏代为出席，代课费用由乙方与代课人自行结算；连续缺席超过⟪count|3次⟫的，甲方有权解除本协议。
五、音乐会曲目由甲方艺术总监确定，乐谱由甲方于演出前至少⟪duration|四周⟫提供给乙方。乙方应按要求参加走台及合排，走台不另计报酬。
六、甲方负责提供排练用钢琴并每学期调律一次；音乐会用琴由演出场地提供，乙方不得擅自调整琴凳以外的设备。
七、本协议有效期自⟪date|2026年1月1日⟫至⟪date|2026年12月31日⟫，期满双方无异议的自动续期一年。未尽事宜双方友好协商解决，协商不成的，提交甲方所在地人民法院诉讼解决。
八、本协议一式两份，甲乙双方各执一份，自双方签字之日起生效。
甲方代表：⟦PERSON|刘德明⟧    签订日期：⟪date|2026年1月5日⟫
"""))

# 25
TEXTS.append(("receipt_physio_studio_zh", """
⟪org|康复到家物理治疗工作室⟫ 收款收据  No.⟪receipt_no|0003187⟫
今收到 ⟦PERSON|郭秀兰⟧ 交来：
项目：⟦MEDICAL|颈椎病⟧手法治疗×4次（单价⟪price|¥350⟫）
金额（大写）：⟦AMOUNT|壹仟肆佰元整⟧    （小写）⟦AMOUNT|¥1,400.00⟧
收款方式：微信支付    收款人：⟦PERSON|白治疗师⟧    日期：⟪date|2026.03.22⟫
"""))

# 26
TEXTS.append(("sms_pt_session_deduction_zh", """
【⟪org|力健健身⟫】尊敬的⟦PERSON|陈志强⟧会员，您于⟪timestamp|03-21 19:02⟫完成私教课1节，剩余⟪count|17节⟫，账户余额⟦AMOUNT|¥4,420.00⟧。如有疑问请联系您的教练或拨打⟦PHONE|400-820-6618⟧。
"""))

# 27
TEXTS.append(("nursing_handover_rehab_ward_zh", """
康复科护理交班记录  ⟪date|2026-03-19⟫ 夜班→白班
⟪bed|12床⟫ ⟦PERSON|郭秀兰⟧ 68岁 ⟦MEDICAL|脑梗后左侧偏瘫⟧，夜间⟦MEDICAL|血压165/98mmHg⟧，已报告值班医生，予⟦MEDICAL|硝苯地平控释片30mg口服⟧，1小时后复测⟦MEDICAL|142/86mmHg⟧。
⟪bed|15床⟫ ⟦PERSON|韩冬⟧ ⟦MEDICAL|腰椎骨折术后第3天⟧，⟦MEDICAL|疼痛评分4分⟧，翻身需协助。
⟪bed|17床⟫ 空床，待收⟪org|骨科⟫转入患者。
交班人：⟦PERSON|小宋⟧    接班人：⟦PERSON|陈护士长⟧
"""))

# 28
TEXTS.append(("sql_climbing_members_import_zh", """
-- 攀岩馆会员数据迁移（从旧系统导出，已核对身份证号与生日一致）⟪date|2026-03-01⟫
INSERT INTO member (name, mobile, id_card, birthday, level) VALUES
('⟦PERSON|谢婷⟧', '⟦PHONE|13607912284⟧', '⟦IDCARD|$cnid_xie⟧', '⟦DATE_OF_BIRTH|1993-06-25⟧', '⟪member_level|V2⟫'),
('⟦PERSON|魏然⟧', '⟦PHONE|15800621937⟧', '⟦IDCARD|$cnid_wei⟧', '⟦DATE_OF_BIRTH|1998-07-07⟧', '⟪member_level|V1⟫'),
('⟦PERSON|陆远⟧', '⟦PHONE|18915728840⟧', '⟦IDCARD|$cnid_lu⟧', '⟦DATE_OF_BIRTH|1992-09-09⟧', '⟪member_level|V3⟫');
"""))

# 29
TEXTS.append(("java_stack_trace_realname_zh", """
2026-03-25 10:41:07.332 ERROR [order-service] 实名校验失败
com.xinghe.ticket.exception.RealNameException: 身份证号与姓名不匹配: name=⟦PERSON|叶国平⟧, idNo=⟦IDCARD|$cnid_ye⟧, mobile=⟦PHONE|13819547702⟧
	at com.xinghe.ticket.service.RealNameService.verify(RealNameService.java:88)
	at com.xinghe.ticket.controller.OrderController.create(OrderController.java:142)
Caused by: 第三方实名接口返回 code=⟪error_code|40012⟫ msg=实名信息不一致 traceId=⟪trace_id|7c1e9f02ab4d4e31⟫
"""))

# 30
TEXTS.append(("nginx_log_incident_note_zh", """
排查记录：⟪date|4月5日⟫上午博物馆预约页面访问异常，以下为 nginx 日志片段（已截取）：
⟦IP_ADDRESS|36.112.84.19⟧ - - [⟪timestamp|05/Apr/2026:09:12:31 +0800⟫] "GET /api/slots?date=2026-04-05 HTTP/1.1" 200 5120
⟦IP_ADDRESS|240e:3b4:2c10:8a0:4d2:91ff:fe3a:7b10⟧ - - [⟪timestamp|05/Apr/2026:09:12:33 +0800⟫] "POST /api/reserve HTTP/1.1" 502 157
⟪doc_ip|203.0.113.5⟫ - - [⟪timestamp|05/Apr/2026:09:12:34 +0800⟫] "GET /health HTTP/1.1" 200 2
结论：上游⟦IP_ADDRESS|10.0.12.7⟧:8080 连接池耗尽，已由⟦PERSON|罗斌⟧扩容至⟪count|200⟫个连接。⟪doc_ip|203.0.113.5⟫ 为监控探针，可忽略。
"""))

# 31
TEXTS.append(("dictation_podiatry_note_zh", """
【语音录入·未校对】患者⟦PERSON|钱伯⟧逗号男逗号⟪age|66岁⟫逗号⟦MEDICAL|糖尿病病史十五年⟧逗号今日主诉⟦MEDICAL|右足第一跖骨头下方溃疡两周⟧句号查体见⟦MEDICAL|溃疡面约一点五乘一厘米⟧逗号无明显渗出句号⟦MEDICAL|足背动脉搏动减弱⟧句号处理意见逗号清创换药逗号配减压鞋垫逗号一周后复诊句号医生⟦PERSON|孟医生⟧
"""))

# 32
TEXTS.append(("ocr_resident_id_card_zh", """
[OCR识别结果 置信度0.93 任务⟪uuid|$uuid_6⟫]
姓名 ⟦PERSON|冯静⟧
性别 女  民族 汉
出生 ⟦DATE_OF_BIRTH|1986年12月1日⟧
住址 ⟦ADDRESS|福建省厦门市思明区湖滨南路388号⟧
公民身份号码 ⟦IDCARD|$cnid_feng⟧
[背面] 签发机关 ⟪org|厦门市公安局思明分局⟫  有效期限 ⟪validity|2016.05.10-2036.05.10⟫
"""))

# 33
TEXTS.append(("ocr_business_card_music_shop_zh", """
[名片识别结果]
⟪org|蓉韵琴行⟫
⟦PERSON|蒋雯⟧  ⟦PERSON|Jiang Wen⟧
校区主管 · 钢琴教师
手机：⟦PHONE|186 1257 3309⟧
电话：⟦PHONE|0512-6558 2170转806⟧
邮箱：⟦EMAIL|jiangwen@rongyun-music.cn⟧
地址：⟦ADDRESS|苏州市姑苏区人民路1208号2楼⟧
营业时间：⟪time|10:00⟫-⟪time|21:00⟫（周一店休）
"""))

# 34
TEXTS.append(("library_complaint_letter_zh", """
尊敬的馆长：
我是贵馆读者⟦PERSON|高建华⟧（读者证号⟪library_card|1401050099312⟫），今年60岁，⟦MEDICAL|患有严重的腰椎管狭窄，不能久站⟧。⟪date|3月10日⟫下午我在⟪room|二楼报刊阅览室⟫看报，工作人员⟦PERSON|小贾⟧以"座位预约已满"为由要求我离开，态度生硬。希望贵馆能为老年读者和行动不便的读者保留一些座位。
联系电话：⟦PHONE|0351-7023 5518⟧    住址：⟦ADDRESS|太原市小店区长风街116号3单元502室⟧
⟦PERSON|高建华⟧  ⟪date|2026年3月12日⟫
"""))

# 35
TEXTS.append(("wechat_pt_chat_app_password_zh", """
⟦PERSON|邓佳⟧：⟦PERSON|刘教练⟧，你们那个约课App我登不上了😭
⟦PERSON|刘教练⟧：账号是你手机号吧？我帮你看看
⟦PERSON|邓佳⟧：对，⟦PHONE|18107712846⟧，密码⟦PASSWORD|dengjia0411⟧
⟦PERSON|刘教练⟧：好，我让前台帮你重置一下。以后密码别发聊天里哈
⟦PERSON|邓佳⟧：好哒～顺便问下，我⟦MEDICAL|来例假第一天肚子疼得厉害⟧，明天的课能改到周五吗
⟦PERSON|刘教练⟧：没问题，给你改到周五⟪time|19:00⟫
"""))

# 36
TEXTS.append(("parents_group_childrens_choir_zh", """
【⟪org|小百灵少儿合唱团⟫家长群】
⟦PERSON|肖老师⟧：各位家长，⟪date|周六⟫汇演⟪time|早上8点⟫在⟪place|区文化馆⟫门口集合，统一穿白衬衫、黑裤子。
⟦PERSON|乐乐⟧妈妈：收到～⟦PERSON|肖老师⟧，⟦PERSON|乐乐⟧⟦MEDICAL|对芒果过敏⟧，点心请避开哦
⟦PERSON|肖老师⟧：好的已记录📝
⟦PERSON|朵朵⟧爸爸：⟦PERSON|朵朵⟧这两天⟦MEDICAL|发烧38.5度⟧，可能去不了了，抱歉
⟦PERSON|肖老师⟧：没关系，好好休息。演出服每人⟪price|120元⟫，已交的有⟦PERSON|乐乐⟧、⟦PERSON|小宇⟧、⟦PERSON|欣欣⟧，其他家长本周内交给我。
"""))

# 37
TEXTS.append(("rowing_club_renewal_notice_zh", """
⟪org|千岛湖赛艇俱乐部⟫ 会员续费通知
⟦PERSON|沈慧⟧会员您好：您的年度会籍将于⟪date|2026年4月30日⟫到期。续费标准：个人年卡⟪price|4,800元⟫，家庭卡⟪price|7,200元⟫。您的账户余额⟦AMOUNT|¥1,150⟧可直接抵扣。
请于到期前通过小程序续费，或转账至俱乐部对公账户（⟪bank_account|浙江农商银行 2019 0100 8877 6621⟫）。
如有疑问请联系⟦PERSON|小叶⟧：⟦PHONE|0571-6488 3190⟧
"""))

# 38
TEXTS.append(("sports_medicine_clinic_summary_zh", """
⟪org|嘉兴市运动医学门诊⟫ 门诊小结
患者：⟦PERSON|沈慧⟧  女  54岁  身份证号：⟦IDCARD|$cnid_shen⟧
主诉：⟦MEDICAL|划船训练后右腕背侧疼痛伴摩擦感1周⟧
诊断：⟦MEDICAL|右侧交叉综合征（桡侧腕伸肌腱鞘炎）⟧
处理：⟦MEDICAL|支具固定2周⟧；⟦MEDICAL|双氯芬酸钠凝胶外用，每日3次⟧；暂停划船训练
复诊：⟪date|2周后⟫    医师：⟦PERSON|孟医生⟧
"""))

# 39
TEXTS.append(("ticketing_config_yaml_tencent_zh", """
# 票务系统 生产配置（腾讯云），短信签名与模板需在控制台审核通过后才能使用
tencentcloud:
  secret_id: ⟦APIKEY|$tencent_id_1⟧
  secret_key: ⟦SECRET|$tencent_secret_1⟧
  region: ap-guangzhou
sms:
  sign_name: 星河剧院
  template_id: ⟪template_id|1843920⟫
  sdk_app_id: ⟪app_id|1400782213⟫
feishu:
  alert_webhook: ⟦SECRET|$feishu_hook_1⟧
  app_id: ⟪app_id|cli_a4f2c81e9b38d00c⟫
  app_secret: ⟦SECRET|$feishu_app_secret_1⟧
redis:
  host: ⟦IP_ADDRESS|10.0.8.15⟧
  password: ⟦PASSWORD|xh_redis#2026⟧
# 维护人：⟦PERSON|罗斌⟧（⟦EMAIL|luobin@xinghe-theatre.cn⟧）
"""))

# 40
TEXTS.append(("shell_history_audit_music_shop_zh", """
# 审计导出：⟦PERSON|杜凯⟧ 的操作记录（⟪date|2026-03-27⟫）。该服务器为琴行会员管理系统，root 密码已于次日修改。
 1021  ssh ⟦PERSON|dukai⟧@⟦IP_ADDRESS|47.98.120.61⟧
 1022  sudo -i
 1023  mysql -uroot --password=⟦PASSWORD|Rongyun@888⟧ -e "select count(*) from member"
 1024  export DEEPSEEK_API_KEY=⟦APIKEY|$deepseek_1⟧
 1025  python3 gen_reply.py --dry-run
 1026  history -c   # 想清空历史，未成功
"""))

# 41
TEXTS.append(("scalper_report_theatre_zh", """
举报：⟪date|3月30日⟫《⟪work_title|繁花⟫》演出有黄牛在⟪place|剧院东门⟫加价倒卖，票面⟪price|680元⟫的票卖到⟪price|2000元⟫。对方自称"⟦PERSON|阿强⟧"，手机⟦PHONE|15217380926⟧，还在附近停了一辆车牌⟪vehicle_plate|沪C·3K7N2⟫的面包车。
我是⟦PERSON|魏然⟧，联系电话⟦PHONE|15800621937⟧，可以配合提供聊天截图。
"""))

# 42
TEXTS.append(("concert_group_booking_confirmation_zh", """
团体票预订确认单  ⟪order_ref|GT-2026-0417⟫
单位：⟪org|昆山华晟电子有限公司工会⟫
联系人：⟦PERSON|陆远⟧  手机：⟦PHONE|18915728840⟧  邮箱：⟦EMAIL|luyuan@hs-elec.com.cn⟧
演出：⟪event|新年交响音乐会⟫ ⟪date|2026-12-31⟫ 19:30
数量：⟪count|80张⟫，团购价⟪price|¥180/张⟫，合计⟪org_total|¥14,400⟫
定金：由联系人个人先行垫付⟦AMOUNT|¥4,000⟧，开票后由公司报销
"""))

# 43
TEXTS.append(("library_volunteer_recruitment_notice_zh", """
【⟪org|南山图书馆⟫志愿者招募】
招募岗位：图书整理、少儿阅读推广、读者咨询
服务时间：⟪date|2026年4月至6月⟫，每周至少⟪duration|4小时⟫
招募人数：⟪count|30名⟫，年满16周岁即可报名
报名方式：扫描海报二维码，或到⟪place|一楼总服务台⟫登记
服务满⟪duration|50小时⟫可获得志愿服务证书
"""))

# 44
TEXTS.append(("health_talk_poster_zh", """
【公益健康讲座】运动损伤的预防与康复
主讲：⟪org|市运动医学中心⟫康复治疗团队
时间：⟪timestamp|4月18日（周六）14:00⟫    地点：⟪place|文化馆多功能厅⟫
内容：⟪health_term|踝关节扭伤⟫、⟪health_term|网球肘⟫、⟪health_term|跑步膝⟫的常见原因；⟪health_term|RICE原则⟫；什么情况下需要及时就医
免费参加，限⟪count|120人⟫，先到先得
"""))

# 45
TEXTS.append(("museum_loan_agreement_private_lender_zh", """
藏品借展协议（摘要）
出借人：⟦PERSON|钱志远⟧    身份证号：⟦IDCARD|$cnid_qian⟧
住址：⟦ADDRESS|杭州市上城区清河坊街41号⟧
借展物品：清代青花缠枝莲纹瓶一件（出借人编号⟪object_ref|QZY-017⟫）
保险估值：⟪valuation|人民币80万元⟫
借展期：⟪date|2026年5月1日至10月31日⟫
借入方：⟪org|钱塘江文化博物馆⟫，联系人⟦PERSON|方琳⟧ ⟦PHONE|0571-8651 2093⟧
"""))

# 46
TEXTS.append(("gym_membership_refund_application_zh", """
会员退卡申请表
申请人：⟦PERSON|孔令瑶⟧    身份证号：⟦IDCARD|$cnid_kong⟧    手机：⟦PHONE|15563842019⟧
会员卡号：⟪membership_no|JX-0937-5521⟫    办卡日期：⟪date|2025-09-01⟫
退卡原因：⟦MEDICAL|怀孕16周，医生建议停止高强度训练⟧
已使用⟪duration|6个月⟫；退款金额：⟦AMOUNT|¥1,560.00⟧（按剩余天数折算，已扣手续费⟪price|¥200⟫）
退款账户：⟪bank|中国建设银行济宁分行⟫ 卡号⟦CARD|$cup_3⟧
"""))

# 47
TEXTS.append(("physiotherapist_daily_log_zh", """
治疗师工作日志 ⟪date|3月24日⟫ ⟦PERSON|白治疗师⟧
08:30 ⟦PERSON|孙浩⟧ ⟦MEDICAL|ACL术后7周⟧，⟦MEDICAL|屈膝110°⟧，开始闭链训练
09:30 ⟦PERSON|郭阿姨⟧ ⟦MEDICAL|颈椎病⟧牵引+手法，自述⟦MEDICAL|头晕减轻⟧
10:30 ⟦PERSON|小何⟧（篮球队）⟦MEDICAL|右踝扭伤第3天⟧，冰敷+贴扎，⟪product_code|肌效贴5cm×5m⟫用了半卷
14:00 新患者评估⟪count|2人⟫；⟪room|3号治疗床⟫超声波治疗仪报错⟪error_code|E-07⟫，已报修
"""))

# 48
TEXTS.append(("diabetic_foot_phone_followup_zh", """
糖尿病足电话随访记录
随访对象：⟦PERSON|钱伯⟧    联系电话：⟦PHONE|13706512847⟧    随访日期：⟪date|2026-04-02⟫
溃疡情况：⟦MEDICAL|右足溃疡已缩小至0.5×0.5cm⟧
血糖：⟦MEDICAL|空腹血糖7.8mmol/L⟧
用药：⟦MEDICAL|门冬胰岛素早12单位、晚10单位⟧
下次复诊：⟪date|4月9日⟫    随访人：⟦PERSON|孟医生⟧
"""))

# 49
TEXTS.append(("choir_quarterly_finance_report_zh", """
⟪org|西湖之声合唱团⟫ 2026年第一季度财务公示
收入：团费⟪org_total|¥18,400⟫（⟪count|46人⟫）；社区资助⟪org_total|¥10,000⟫
个人捐赠：⟦PERSON|周建国⟧⟦AMOUNT|¥2,000⟧、⟦PERSON|林晓雯⟧⟦AMOUNT|¥500⟧、匿名⟦AMOUNT|¥800⟧
支出：场地租金⟪org_total|¥6,000⟫；指挥费⟪org_total|¥4,500⟫；演出服⟪org_total|¥11,960⟫
结余：⟪org_total|¥9,240⟫
出纳：⟦PERSON|林晓雯⟧    审核：⟦PERSON|老周⟧
"""))

# 50
TEXTS.append(("theatre_staff_directory_zh", """
⟪org|星河剧院⟫ 内部通讯录（⟪date|2026年3月⟫更新，仅限内部使用）
部门 | 姓名 | 分机 | 手机 | 邮箱
票务部 | ⟦PERSON|黄美玲⟧ | ⟪extension|8012⟫ | ⟦PHONE|13924081175⟧ | ⟦EMAIL|huangml@xinghe-theatre.cn⟧
舞台部 | ⟦PERSON|罗斌⟧ | ⟪extension|8025⟫ | ⟦PHONE|13543627718⟧ | ⟦EMAIL|luobin@xinghe-theatre.cn⟧
总机：⟦PHONE|020-8735 6000⟧    传真：⟦PHONE|020-8735 6001⟧
"""))

# 51
TEXTS.append(("tencent_meeting_minutes_library_selfcheck_zh", """
腾讯会议纪要 | 会议号 ⟪meeting_id|482 913 557⟫
主题：⟪org|市图书馆⟫自助借还系统对接
参会：馆方⟦PERSON|田野⟧、⟦PERSON|宋老师⟧；厂商⟦PERSON|Kevin 彭⟧
结论：
1. 借还机读者认证改为扫码加人脸，不再手输身份证号；
2. 厂商测试账号 admin / ⟦PASSWORD|Lib@test2026⟧ 仅限测试环境⟦IP_ADDRESS|192.168.50.20⟧使用，上线前删除；
3. RFID标签采购⟪count|12万枚⟫，单价⟪price|0.38元⟫。
"""))

# 52
TEXTS.append(("museum_shop_shipping_notice_zh", """
【⟪org|长安石刻博物馆文创店⟫】您的订单已发货
订单号：⟪order_ref|CA20260402118845⟫
收件人：⟦PERSON|马丽⟧ ⟦PHONE|18691827305⟧
收货地址：⟦ADDRESS|陕西省西安市雁塔区小寨东路126号百隆广场B座1807室⟧
商品：碑林拓片书签套装×2（单价⟪price|¥68.00⟫）
实付：⟦AMOUNT|¥136.00⟧    快递：⟪courier|顺丰⟫ ⟪tracking_no|SF1428830571926⟫
"""))

# 53
TEXTS.append(("piano_shop_call_transcript_zh", """
【电话录音转写 · ⟪org|蓉韵琴行⟫】⟪timestamp|2026-03-30 16:05⟫
顾客：喂你好，我想问一下二手的立式钢琴还有吗？
店员（⟦PERSON|小杜⟧）：有的，型号⟪product_code|U1H⟫，⟪year|1985年⟫的，售价⟪price|一万二⟫。
顾客：能便宜点吗？我叫⟦PERSON|罗佳慧⟧，电话⟦PHONE|13880912245⟧，我家孩子在你们这学琴，去年光学费就交了⟦AMOUNT|八千多块⟧。
店员：好的⟦PERSON|罗姐⟧，我问一下店长⟦PERSON|蒋老师⟧，回头给您回电话。
"""))

# 54
TEXTS.append(("taiwan_choir_exchange_roster_zh", """
⟪org|台北愛樂青年合唱團⟫ 兩岸交流名單（請核對個人資料）
1. ⟦PERSON|林佳穎⟧ 身分證字號 ⟦NATIONAL_ID|$twid_1⟧ 護照 ⟦PASSPORT|$pp_tw_1⟧ 手機 ⟦PHONE|0928-617-403⟧
2. ⟦PERSON|陳冠宇⟧ 身分證字號 ⟦NATIONAL_ID|$twid_2⟧ 手機 ⟦PHONE|0935-220-918⟧
3. ⟦PERSON|張雅婷⟧ 身分證字號 ⟦NATIONAL_ID|$twid_3⟧ 手機 ⟦PHONE|0958-771-264⟧ 備註：⟦MEDICAL|蠶豆症（G6PD缺乏）⟧
行前說明會：⟪date|5月3日⟫ ⟪place|國家音樂廳排練室⟫
"""))

# 55
TEXTS.append(("hk_arts_centre_staff_update_zh", """
⟪org|香港藝穗會⟫ 工作人員資料更新表
姓名：⟦PERSON|黃嘉欣⟧（⟦PERSON|Wong Ka Yan⟧）
香港身份證號碼：⟦NATIONAL_ID|$hkid_2⟧
電話：⟦PHONE|+852 6123 7480⟧
地址：⟦ADDRESS|香港九龍旺角通菜街88號華興大廈12樓C室⟧
強積金計劃成員編號：⟪mpf_no|MPF-77812093⟫
緊急聯絡人：⟦PERSON|黃太⟧ ⟦PHONE|+852 9087 1152⟧
"""))

# 56
TEXTS.append(("api_response_member_center_zh", """
// 会员中心接口返回（生产环境抓包，发给前端同学排查昵称乱码问题）
{"code":0,"msg":"成功","data":{"memberId":"⟪member_id|M20260311000482⟫","nickName":"⟦PERSON|悦悦⟧","realName":"⟦PERSON|肖悦⟧","mobile":"⟦PHONE|18873019264⟧","birthday":"⟦DATE_OF_BIRTH|2005-05-21⟧","idCardMasked":"⟪masked_id|430602********0989⟫","points":⟪count|1280⟫,"level":"金卡会员","lastLoginIp":"⟦IP_ADDRESS|222.247.53.18⟧"}}
"""))

# 57
TEXTS.append(("wechat_pay_callback_log_zh", """
⟪timestamp|2026-03-28 20:15:02⟫ [pay-callback] 收到微信支付回调 appid=⟪app_id|wx8f3a21c7b9e04d56⟫ mchid=⟪app_id|1652837491⟫ out_trade_no=⟪order_ref|XH202603282014559⟫ 金额=⟦AMOUNT|¥960.00⟧ 付款人=⟪masked_name|黄**⟫ 手机=⟪masked_phone|139****1175⟫
⟪timestamp|2026-03-28 20:15:02⟫ [pay-callback] 验签失败，当前APIv3密钥=⟦SECRET|$wxpay_key_1⟧（调试日志，上线前必须删除！）
⟪timestamp|2026-03-28 20:15:03⟫ [pay-callback] 回调来源IP ⟦IP_ADDRESS|101.226.103.17⟧ 不在白名单，已丢弃
"""))

# 58
TEXTS.append(("gym_body_assessment_report_zh", """
⟪org|力健健身⟫ 体测报告
姓名：⟦PERSON|蒋雯⟧  女  30岁    测试日期：⟪date|2026-03-02⟫    测试教练：⟦PERSON|王教练⟧
体重⟪body_metric|58.2kg⟫  体脂率⟪percentage|31.5%⟫  骨骼肌⟪body_metric|21.4kg⟫  内脏脂肪等级⟪count|6⟫
静息心率⟪body_metric|72次/分⟫；⟦MEDICAL|血压150/95mmHg，偏高⟧，建议就医复查
体态评估：⟦MEDICAL|骨盆前倾，右侧高低肩⟧
"""))

# 59
TEXTS.append(("library_it_handover_note_zh", """
图书馆系统运维交接（⟦PERSON|田野⟧ → ⟦PERSON|小曹⟧）
1. 汇文系统数据库：⟦IP_ADDRESS|172.16.20.5⟧:1521，账号 libsys，密码 ⟦PASSWORD|Hw#lib2019!⟧（建议尽快修改）
2. 自助借还机管理后台：https://⟪doc_ip|198.51.100.31⟫/admin （厂商演示地址，非生产）
3. 短信平台 AccessKey：⟦APIKEY|$ali_id_2⟧ / ⟦SECRET|$ali_secret_2⟧
4. 值班电话：⟦PHONE|0471-6952 3008⟧；供应商联系人⟦PERSON|徐工⟧ ⟦PHONE|13947115520⟧
"""))

# 60
TEXTS.append(("climbing_accident_report_zh", """
⟪org|岩时攀岩馆⟫ 安全事故报告  编号⟪incident_no|YS-2026-004⟫
时间：⟪timestamp|2026年3月15日 16:20⟫    地点：⟪location|抱石区C墙⟫
伤者：⟦PERSON|郑可⟧  女  28岁  电话⟦PHONE|13505917730⟧
经过：从约3米高处脱落，落地时左脚踩到垫子接缝。
伤情：⟦MEDICAL|左踝外侧肿胀，无法负重，疑似第五跖骨基底骨折⟧
处置：现场冰敷固定，⟦PERSON|邓教练⟧陪同送往⟪org|思明区第一医院⟫，⟦MEDICAL|X光确认为第五跖骨基底部撕脱骨折⟧。
记录人：⟦PERSON|阿杰⟧
"""))

# 61
TEXTS.append(("football_team_fee_chain_zh", """
⟪org|西城老男孩足球队⟫ 3月队费接龙（标准⟪price|150元/人⟫，场地费涨了大家体谅）
1. ⟦PERSON|刘德明⟧ 已转⟦AMOUNT|¥150⟧
2. ⟦PERSON|老叶⟧ 已转⟦AMOUNT|¥300⟧（含⟦PERSON|叶小川⟧的）
3. ⟦PERSON|彭博⟧ 已转⟦AMOUNT|¥150⟧
4. ⟦PERSON|韩冬⟧ 未交（⟦MEDICAL|脚踝韧带拉伤⟧，本月请假）
收款人：⟦PERSON|老刘⟧，支付宝⟦PHONE|13551032286⟧
"""))

# 62
TEXTS.append(("choir_section_notice_oneliner_zh", """
女高声部今晚加练，⟪time|7点半⟫在⟪place|文化馆302⟫，⟦PERSON|林晓雯⟧带练，⟦PERSON|小赵⟧记得带音叉😄
"""))

# 63
TEXTS.append(("youth_orchestra_parental_consent_zh", """
⟪org|启明星青少年管弦乐团⟫ 外出演出家长知情同意书
学生姓名：⟦PERSON|曹语嫣⟧    出生日期：⟦DATE_OF_BIRTH|2008年1月20日⟧    身份证号：⟦IDCARD|$cnid_cao⟧
演出：⟪event|合肥大剧院新春音乐会⟫ ⟪date|2026年2月8日⟫
健康情况：⟦MEDICAL|轻度哮喘，随身携带沙丁胺醇气雾剂⟧
监护人：⟦PERSON|曹敏⟧（母亲）    电话：⟦PHONE|15155186402⟧
本人同意孩子参加上述活动。监护人签字：________    日期：⟪date|2026年1月15日⟫
"""))

# 64
TEXTS.append(("clinic_queue_display_zh", """
⟪org|康复医学科⟫ 候诊叫号
请 ⟪masked_name|张*明⟫ 到 ⟪room|3号诊室⟫ 就诊
请 ⟪masked_name|李*⟫ 到 ⟪room|5号治疗室⟫ 做准备
下一位：⟪queue_no|A017⟫ ⟪masked_name|王*芳⟫
当前等待人数：⟪count|12⟫    预计等待：⟪duration|35分钟⟫
"""))

# 65
TEXTS.append(("git_commit_hardcoded_key_zh", """
commit ⟪commit_sha|9d4c21e8b7a05f3361c2e9d0a8b4f7e125c6d903⟫
Author: ⟦PERSON|Peng Bo⟧ <⟦EMAIL|pengbo@xinghe-theatre.cn⟧>
Date:   ⟪timestamp|Thu Mar 26 23:48:10 2026 +0800⟫

    临时把智谱的key写死在代码里，方便联调客服机器人，明天改回读取环境变量

diff --git a/bot/config.py b/bot/config.py
-ZHIPU_API_KEY = os.getenv("ZHIPU_API_KEY")
+ZHIPU_API_KEY = "⟦APIKEY|$zhipu_1⟧"
"""))
