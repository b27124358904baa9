# -*- coding: utf-8 -*-
"""Chinese texts for blind93.  Every text typed by hand.
Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES[name]."""

TEXTS = []

TEXTS.append(("wechat_group_chat", """【幸福里维修咖啡馆·志愿者群】
⟦PERSON|老周⟧：各位早，今天9点半在⟪venue_name|幸福里社区活动中心⟫开工，我带万用表和烙铁
⟦PERSON|小赵⟧：收到！我晚点到，上午要去医院⟦MEDICAL|复查甲状腺结节⟧
⟦PERSON|许小姐⟧：@⟦PERSON|老周⟧ 上次那台⟪product_model|美的MB-FB40⟫电饭煲的主人问今天能不能来取，她电话⟦PHONE|139 1672 0485⟧
⟦PERSON|老周⟧：可以，修好了，零件费⟦AMOUNT|35元⟧她已经微信转我了，工单⟪repair_ticket|WX-240412-07⟫可以关了
⟦PERSON|周社长⟧：辛苦大家🙏 活动室门禁密码改成⟦PASSWORD|0618⟧了，别外传"""))

TEXTS.append(("dingtalk_notice", """【钉钉通知】⟪org_name|阳光里时间银行⟫ 4月服务时长结算
各位志愿者：本月时长已入账，请核对——
⟦PERSON|王秀兰⟧ 12.5小时；⟦PERSON|陈国强⟧ 8小时；⟦PERSON|刘芳⟧ 6小时。
⟦PERSON|陈国强⟧师傅本月多次上门帮独居老人⟦PERSON|孙桂英⟧换灯泡，并陪她去医院做⟦MEDICAL|血液透析⟧，特此表扬！
如有疑问请联系⟦PERSON|刘芳⟧：⟦PHONE|186-2103-7749⟧
审批单号：⟪approval_id|202404301523000188⟫"""))

TEXTS.append(("sms_notice", """【⟪org_name|童趣玩具图书馆⟫】⟦PERSON|李女士⟧您好，您借阅的乐高积木（编号⟪item_id|TY-0337⟫）已逾期3天，逾期费⟪price_tariff|每天2元⟫，目前累计应缴⟦AMOUNT|6元⟧。请于本周六前归还，如有疑问请致电⟦PHONE|021-5489 2231⟧。退订回T"""))

TEXTS.append(("meeting_minutes", """⟪org_name|绿苑小区厨余堆肥小组⟫ 第6次例会纪要
时间：2024年5月12日 19:30　地点：⟪venue_name|3号楼架空层⟫
参会：⟦PERSON|黄建华⟧（组长）、⟦PERSON|郑丽⟧、⟦PERSON|小马⟧、⟦PERSON|曹德明⟧
一、堆肥箱温度正常，最高⟪measurement|62℃⟫，预计6月出肥。
二、⟦PERSON|郑丽⟧垫付木屑款⟦AMOUNT|180元⟧，从小组经费报销；经费余额⟪org_total|2,356.40元⟫。
三、⟦PERSON|小马⟧反映⟦MEDICAL|对霉菌过敏⟧，以后不安排翻堆。
四、堆肥房门锁密码改为⟦PASSWORD|5 2 7 3⟧，请勿告知非组员。"""))

TEXTS.append(("registration_form", """“旧衣新生”交换集市 报名表　　编号：⟪registration_no|JS2024-0087⟫
姓名：⟦PERSON|唐婉婷⟧　　性别：女
出生日期：⟦DATE_OF_BIRTH|1987年03月14日⟧
身份证号：⟦IDCARD|$idcard1⟧
手机：⟦PHONE|13621095578⟧
微信号：⟦PERSON|tangwt_0314⟧
摊位费：⟦AMOUNT|20元⟧（已付）
带来衣物：12件（童装为主）　活动地点：⟪venue_name|朝阳区团结湖公园南门⟫"""))

TEXTS.append(("ocr_volunteer_form", """[OCR识别结果 置信度⟪ocr_confidence|0.93⟫]
⟪org_name|南山区男士工坊⟫ 志愿者登记表
姓名 ⟦PERSON|罗志勇⟧　　性别 男
身份证号码 ⟦IDCARD|$idcard3⟧
出生 ⟦DATE_OF_BIRTH|1979.06.28⟧
住址 ⟦ADDRESS|深圳市南山区南油大道2019号海典居3栋1205室 518054⟧
紧急联系人 妻子 ⟦PERSON|吴敏⟧ ⟦PHONE|137 2480 6613⟧
特长 木工、电工
健康状况 ⟦MEDICAL|高血压，服用氨氯地平⟧"""))

TEXTS.append(("express_waybill", """【顺丰速运】运单号 ⟪tracking_number|SF1408827331956⟫
寄件人：⟦PERSON|冯小梅⟧ ⟪masked_phone|159****2306⟫（⟪org_name|城南种子图书馆⟫）
收件人：⟦PERSON|邱建军⟧ ⟦PHONE|18807314462⟧
收件地址：⟦ADDRESS|湖南省长沙市岳麓区麓山南路932号二村5栋402⟧
托寄物：种子（⟪seed_variety|本地红辣椒⟫、⟪seed_variety|紫长茄⟫）
付款方式：月结 ⟪org_account|月结卡号7551234567⟫"""))

TEXTS.append(("handwritten_receipt", """⟪org_name|拾光旧物再生工坊⟫ 收款收据　No.⟪receipt_no|0004417⟫
今收到 ⟦PERSON|蒋先生⟧ 交来：二手实木书柜一个（翻新＋送货）
人民币（大写）⟦AMOUNT|叁佰捌拾元整⟧　（小写）⟦AMOUNT|¥380.00⟧
收款方式：微信　　收款人：⟦PERSON|小林⟧　　日期：2024.04.21
送货地址：⟦ADDRESS|杭州市西湖区文三路259号5幢2单元701室⟧"""))

TEXTS.append(("iou_note", """借　条
今借到 ⟦PERSON|何丽娟⟧（身份证号：⟦IDCARD|$idcard6⟧）人民币⟦AMOUNT|伍仟元整⟧（⟦AMOUNT|¥5,000.00⟧），用于为时间银行互助小组垫付购买二手轮椅。约定于2024年12月31日前一次性归还。
借款人：⟦PERSON|付强⟧
身份证号：⟦IDCARD|$idcard11⟧
电话：⟦PHONE|135 7102 3386⟧
2024年6月1日"""))

TEXTS.append(("payment_record", """微信支付 · 转账详情
⟦AMOUNT|¥260.00⟧
收款方：⟦PERSON|陈静⟧（⟪masked_name|**静⟫）
转账时间：2024-05-18 20:14:33
转账单号：⟪transaction_id|1000050001202405181234567890123⟫
转账说明：换衣活动押金退还，谢谢⟦PERSON|阿杰⟧
支付方式：招商银行储蓄卡（⟪card_last4|尾号4417⟫）"""))

TEXTS.append(("social_moments_post", """⟦PERSON|Sunny 王⟧：今天带娃去⟪org_name|城西玩具图书馆⟫，⟪price|年卡198⟫真的超值！娃⟦MEDICAL|过敏性鼻炎⟧一直打喷嚏😂 谢谢管理员⟦PERSON|小周⟧帮忙找了消毒过的积木 🥰
📍⟪place_name|成都·武侯区⟫
❤️ ⟦PERSON|阿May⟧，⟦PERSON|老王⟧
⟦PERSON|阿May⟧：求地址！"""))

TEXTS.append(("xiaohongshu_post", """标题：上海宝藏旧衣交换🌟没花一分钱换了5件！
正文：周末去了⟪venue_name|徐汇滨江西岸⟫的换衣集市，主理人⟦PERSON|Coco⟧超nice～规则很简单：带几件换几件，⟪price|入场费10元⟫捐给流浪动物站。
想报名的宝子加她微信⟦PERSON|coco_swap2024⟧，或者直接打⟦PHONE|186 1602 7735⟧
#旧衣交换 #可持续时尚 #上海周末
💬 ⟦PERSON|一颗小土豆⟧：求下一期时间！
💬 ⟦PERSON|Coco⟧ 回复 ⟦PERSON|一颗小土豆⟧：⟪event_date|6月15号⟫哦"""))

TEXTS.append(("review_post", """⟦PERSON|吃货小胖⟧ ★★★★★
⟪org_name|老街修修补补咖啡馆⟫
带了家里坏掉的吹风机，志愿者⟦PERSON|郭师傅⟧半小时就修好了，只收了⟦AMOUNT|10块钱⟧零件费！顺便点了杯拿铁⟪price|18元⟫，味道还行。墙上贴着“能修不扔”，好感度拉满。
人均：⟪price|¥25⟫　　地址：⟪place_name|鼓楼区⟫"""))

TEXTS.append(("qa_answer", """问题：有人参加过社区时间银行吗？靠谱吗？
⟦PERSON|林深见鹿⟧ 的回答：
说说我家的经历。我妈去年⟦MEDICAL|股骨颈骨折⟧之后行动不便，社区时间银行的志愿者⟦PERSON|杨桂芳⟧每周来两次，陪她做康复、买菜。我自己在里面存了120个小时，以后也能用。
唯一的问题是登记流程有点繁琐，要去街道办填表。有问题可以打⟪org_name|拱宸桥街道⟫的热线⟦PHONE|0571-8702 3344⟧。
编辑于 ⟪edit_date|2024-03-09⟫ · 著作权归作者所有"""))

TEXTS.append(("call_transcript", """坐席：您好，⟪org_name|绿循环旧家具回收⟫，工号⟪agent_id|1086⟫为您服务。
客户：你好，我想预约上门收一张旧沙发。
坐席：好的，请问怎么称呼？
客户：我姓⟦PERSON|潘⟧，⟦PERSON|潘丽萍⟧。
坐席：⟦PERSON|潘女士⟧，您的地址是？
客户：⟦ADDRESS|南京市玄武区珠江路688号2单元501⟧。
坐席：联系电话？
客户：⟦PHONE|幺三九，零五一二，七七八六⟧。
坐席：好的，上门费⟪price|30元⟫现场支付，预约单号⟪booking_ref|HS0522-031⟫。"""))

TEXTS.append(("voice_to_text", """[语音转文字] ⟦PERSON|老钱⟧啊，我是⟦PERSON|大刘⟧。那个堆肥桶的钥匙我放在⟦PERSON|王大姐⟧家门口奶箱里了，就是⟦ADDRESS|幸福路18号院2号楼3单元101⟧。然后我银行卡号你记一下，⟦CARD|$card_up2⟧，垫付的⟦AMOUNT|两百四十块⟧你转给我就行。我这两天⟦MEDICAL|腰椎间盘突出⟧又犯了，出不了门。"""))

TEXTS.append(("repair_work_order", """工单编号：⟪ticket_id|RC-SZ-20240519-011⟫
物品：飞利浦电动剃须刀　型号⟪product_model|S5588⟫
送修人：⟦PERSON|钟伟⟧　电话：⟦PHONE|0755-8663 2210⟧
故障：无法充电
维修志愿者：⟦PERSON|龙师傅⟧
处理：更换电池（送修人自购，花费⟦AMOUNT|45元⟧）
备注：送修人患有⟦MEDICAL|帕金森病⟧，手抖，这个剃须刀对他很重要，优先处理"""))

TEXTS.append(("app_server_log", """2024-05-20 08:31:02 [INFO] 用户登录成功 uid=⟪user_id|10233⟫ name=⟦PERSON|zhangwei⟧ ip=⟦IP_ADDRESS|117.136.12.88⟧
2024-05-20 08:31:05 [WARN] 短信发送失败 手机号=⟦PHONE|15801237765⟧ 错误码=⟪error_code|isv.BUSINESS_LIMIT_CONTROL⟫
2024-05-20 08:31:09 [INFO] 内网回调 from ⟦IP_ADDRESS|10.8.0.12⟧ 订单=⟪order_id|TB202405200031⟫
2024-05-20 08:32:44 [ERROR] 数据库连接失败 mysql://timebank:⟦SECRET|Tb2024#hz!⟧@⟦IP_ADDRESS|172.16.3.9⟧:3306/tb
2024-05-20 08:32:45 [INFO] 重试中… 版本 ⟪version|v3.2.7⟫"""))

TEXTS.append(("dotenv_config", """# 种子图书馆小程序 配置（别提交到git！——⟦PERSON|阿峰⟧）
WX_APPID=⟪app_id|wx8f3a2b1c9d0e7f65⟫
WX_APPSECRET=⟦SECRET|3f9c2e71a0b84d5c96e1f2a7b3c8d0e4⟧
OPENAI_API_KEY=⟦APIKEY|$openai2⟧
ADMIN_PHONE=⟦PHONE|13911862045⟧
REDIS_HOST=⟦IP_ADDRESS|192.168.10.5⟧
REDIS_PORT=⟪port|6379⟫
# 测试用，不是真的
DEMO_KEY=⟪example_key|sk-xxxxxxxxxxxxxxxxxxxxxxxx⟫"""))

TEXTS.append(("leave_note", """请　假　条
⟪org_name|梧桐社区男士工坊⟫负责人：
本人⟦PERSON|谢振华⟧因⟦MEDICAL|心脏支架手术⟧需住院治疗，自6月3日至6月17日无法参加工坊值班，特此请假。值班请由⟦PERSON|老韩⟧代替。
请假人：⟦PERSON|谢振华⟧
联系电话：⟦PHONE|138 0571 9926⟧
2024年6月1日"""))

TEXTS.append(("checkup_summary", """⟪hospital|杭州市第一人民医院⟫ 健康体检报告（摘要）
姓名：⟦PERSON|沈国平⟧　性别：男　年龄：58
体检编号：⟪exam_id|TJ20240412-0331⟫
主要异常：⟦MEDICAL|空腹血糖7.8 mmol/L⟧；⟦MEDICAL|总胆固醇偏高⟧；⟦MEDICAL|轻度脂肪肝⟧
建议：内分泌科复诊
（⟪org_name|拱墅区男士工坊⟫会员健康档案，仅限负责人⟦PERSON|吕梅⟧查阅）"""))

TEXTS.append(("lease_contract", """仓库租赁合同（节选）　合同编号：⟪contract_no|WH-2024-003⟫
出租方（甲方）：⟦PERSON|马永福⟧　身份证号：⟦IDCARD|$idcard5⟧
甲方住址：⟦ADDRESS|成都市武侯区玉林北路2号附12号3单元6楼⟧
承租方（乙方）：⟪org_name|成都市武侯区旧物新生公益服务中心⟫
租金及支付方式详见附件二。
甲方收款银行卡：⟦CARD|$card_up3⟧（⟪bank_name|中国建设银行⟫）
甲方电话：⟦PHONE|028-8554 6613⟧
签订日期：2024年3月1日"""))

TEXTS.append(("donation_agreement", """捐赠协议　　编号：⟪agreement_no|JZ-2024-0412⟫
捐赠方：⟦PERSON|宋佳怡⟧（身份证号 ⟦IDCARD|$idcard12⟧）
受赠方：⟪org_name|西安市雁塔区玩具图书馆⟫
捐赠物品：儿童绘本120册、益智玩具35件；另捐现金⟦AMOUNT|2,000元⟧，用于玩具消毒设备。
捐赠方联系地址：⟦ADDRESS|西安市雁塔区小寨西路26号7号楼1802室 710061⟧
捐赠方电话：⟦PHONE|029-8532 7710⟧
受赠方开具公益事业捐赠票据，票据号⟪invoice_no|61002024000318⟫。"""))

TEXTS.append(("api_json_response", """{"code":0,"msg":"ok","data":{"member":{"name":"⟦PERSON|刘建平⟧","mobile":"⟦PHONE|17702156638⟧","id_no":"⟦IDCARD|$idcard7⟧","level":"⟪member_level|金牌志愿者⟫"},
"balance_hours":46.5,
"exchange":[{"service":"陪诊","helper":"⟦PERSON|赵敏⟧","note":"陪同做⟦MEDICAL|胃镜检查⟧","hours":3}]},
"trace_id":"⟪trace_id|$uuid4⟫","server":"⟪hostname|tb-api-02⟫"}"""))

TEXTS.append(("contacts_csv", """姓名,手机,微信,住址,备注
⟦PERSON|周建国⟧,⟦PHONE|13805190032⟧,⟦PERSON|zjg1962⟧,⟦ADDRESS|南京市鼓楼区湖南路12号3-201⟧,木工组组长
⟦PERSON|邵红⟧,⟦PHONE|13952017845⟧,,⟦ADDRESS|南京市秦淮区长白街400号6栋502⟧,"⟦MEDICAL|糖尿病⟧，别让她搬重物"
# 导出时间 ⟪timestamp|2024-06-02 10:11⟫ 共2条 来源 ⟪data_source|企业微信通讯录⟫"""))

TEXTS.append(("duty_roster_markdown", """### 玩具图书馆 6月周六值班表

| 日期 | 值班人 | 电话 | 备注 |
|---|---|---|---|
| 6/8 | ⟦PERSON|冯老师⟧ | ⟦PHONE|13601883470⟧ | 带钥匙 |
| 6/15 | ⟦PERSON|贺小蕾⟧ | ⟦PHONE|15021096623⟧ | ⟦MEDICAL|怀孕5个月⟧，不搬重物 |
| 6/22 | ⟦PERSON|Tony 郑⟧ | - | 负责收押金 |

柜子密码：⟦PASSWORD|7391⟧　　物资清单见⟪doc_title|《玩具盘点表v3》⟫"""))

TEXTS.append(("id_card_ocr", """【身份证识别结果】　接口 ⟪api_name|ocr/idcard/front⟫
姓名：⟦PERSON|韦春燕⟧
性别：女　民族：壮
出生：⟦DATE_OF_BIRTH|1962年1月27日⟧
住址：⟦ADDRESS|昆明市五华区青年路368号3幢2单元501号⟧
公民身份号码：⟦IDCARD|$idcard18⟧
签发机关：⟪issuing_authority|昆明市公安局五华分局⟫
有效期限：⟪validity_period|2016.05.10-2036.05.10⟫"""))

TEXTS.append(("passport_ocr", """[护照识别]　类型 P　国家码 CHN
护照号 ⟦PASSPORT|$pp_cn1⟧
姓名 ⟦PERSON|杜明轩⟧ / ⟦PERSON|DU, MINGXUAN⟧
出生日期 ⟦DATE_OF_BIRTH|17 SEP 1989⟧　　出生地点 ⟪place_name|山东⟫
签发日期 ⟪issue_date|12 AUG 2019⟫　有效期至 ⟪expiry_date|11 AUG 2029⟫
用途：⟪org_name|青岛市南区男士工坊⟫赴日交流团报名材料"""))

TEXTS.append(("card_binding_form", """会员自动续费 · 绑定银行卡
持卡人：⟦PERSON|任思远⟧
卡号：⟦CARD|$card_up1⟧
有效期：⟪card_expiry|09/28⟫
安全码（CVN2）：⟦CVV|583⟧
预留手机：⟦PHONE|+86 150 2277 9184⟧
扣款标准：⟪price|198元/年⟫（⟪org_name|童心玩具图书馆⟫家庭会员）
订单号 ⟪order_id|VIP20240602001⟫"""))

TEXTS.append(("refund_request", """退款申请单　⟪form_no|TK-0526-004⟫
申请人：⟦PERSON|邓雅琪⟧　手机：⟦PHONE|13760221948⟧
事由：报名了5月换衣集市，因⟦MEDICAL|急性肠胃炎⟧住院无法参加
申请退款金额：⟦AMOUNT|¥30.00⟧
原支付方式：支付宝（⟪masked_account|dyq***@163.com⟫），原路退回
审核：财务⟦PERSON|小何⟧，同意，附件⟪attachment|住院证明.jpg⟫"""))

TEXTS.append(("expense_form", """报销单　⟪form_no|BX-202405-019⟫
报销人：⟦PERSON|钱卫东⟧　部门：⟪org_name|城东男士工坊⟫木工组
事由：购买砂纸、木蜡油、夹具
金额：⟦AMOUNT|人民币壹佰陆拾捌元整⟧（⟦AMOUNT|¥168.00⟧）
收款账户：⟦CARD|$card_up4⟧（⟪bank_name|工商银行⟫）
审批：⟦PERSON|严组长⟧　日期：2024-05-30"""))

TEXTS.append(("email_with_signature", """发件人：⟦PERSON|方晓雯⟧ <⟦EMAIL|fangxiaowen@126.com⟧>
收件人：⟦EMAIL|zou.lin@gzlib.org.cn⟧
主题：回复：种子交换会场地

⟦PERSON|邹老师⟧您好：
场地已确认为⟪venue_name|市图书馆二楼多功能厅⟫，⟪event_date|4月27日⟫上午。志愿者名单稍后发您。

——
⟦PERSON|方晓雯⟧
⟪org_name|珠江新城种子图书馆⟫ 志愿协调
手机 ⟦PHONE|+86 135 6081 2447⟧（微信同号）
办公地址：⟪org_address|广州市天河区珠江东路4号⟫"""))

TEXTS.append(("handover_doc", """交接文档（⟦PERSON|小唐⟧ → ⟦PERSON|阿杰⟧）
1. 公众号后台：账号 ⟦EMAIL|swap_gz@163.com⟧，密码 ⟦PASSWORD|Jiuyi@2023⟧
2. 企业微信群机器人：⟦SECRET|$wecom_hook1⟧
3. 仓库钥匙在⟦PERSON|老韩⟧那里
4. 志愿者⟦PERSON|柳青⟧最近⟦MEDICAL|抑郁症⟧复发，排班尽量照顾
5. 账户余额⟪org_total|4,120.55元⟫，流水在⟪doc_title|《2024收支表》⟫"""))

TEXTS.append(("group_announcement", """【群公告】⟪org_name|翠湖社区堆肥群⟫
1. 新堆肥箱放在⟪place_name|7栋后面⟫，挂锁密码 ⟦PASSWORD|2-4-6-8⟧
2. 本周翻堆值班：⟦PERSON|阮大哥⟧、⟦PERSON|小叶⟧
3. 有问题找群主⟦PERSON|蔡蔡⟧：⟦PHONE|一八六 二一零三 五五八二⟧
4. 垫付的编织袋钱⟦AMOUNT|68元⟧已转给⟦PERSON|小叶⟧，谢谢！"""))

TEXTS.append(("event_poster", """🌱 ⟪event_name|春季种子交换会⟫ 🌱
时间：⟪event_date|4月20日（周六）⟫ 9:00-12:00
地点：⟪venue_name|朝阳区图书馆一层大厅⟫
门票：免费；种子袋⟪price|每个2元⟫
主办：⟪org_name|北京城市种子图书馆⟫　协办：⟪org_name|朝阳区园林绿化局⟫
扫码报名：⟪mini_program|“种子银行”小程序⟫"""))

TEXTS.append(("health_talk_notice", """【健康讲座通知】⟪org_name|男士工坊⟫ × ⟪org_name|社区卫生服务中心⟫
主题：中老年男性常见慢性病——⟪generic_condition|慢性阻塞性肺病⟫、⟪generic_condition|骨质疏松⟫的日常管理
内容：⟪drug_leaflet|阿司匹林⟫等常用药物的注意事项；工坊作业的防护
时间：⟪event_date|6月20日 14:00⟫　地点：⟪venue_name|工坊二楼⟫
名额：30人，先到先得"""))

TEXTS.append(("sql_dump", """INSERT INTO `volunteer` (`id`,`姓名`,`手机`,`身份证`,`住址`,`备注`) VALUES
(⟪row_id|88⟫,'⟦PERSON|石磊⟧','⟦PHONE|18602213340⟧','⟦IDCARD|$idcard17⟧','⟦ADDRESS|上海市浦东新区张杨路1600号2号楼903室 200122⟧',''),
(⟪row_id|89⟫,'⟦PERSON|白雪⟧','⟪masked_phone|138****6623⟫','⟦IDCARD|$idcard13⟧',NULL,'⟦MEDICAL|青霉素过敏⟧');
-- dump by ⟪tool_version|mysqldump 8.0.36⟫"""))

TEXTS.append(("python_traceback", """Traceback (most recent call last):
  File "/home/⟦PERSON|liuyang⟧/seedlib/remind.py", line 42, in <module>
    resp = requests.post(WEBHOOK, json=msg, timeout=5)
requests.exceptions.ConnectTimeout: HTTPSConnectionPool(host='oapi.dingtalk.com', port=⟪port|443⟫): Max retries exceeded
# 调试输出
WEBHOOK = '⟦SECRET|$dingtalk_hook1⟧'
msg = {'text': {'content': '⟦PERSON|刘洋⟧提醒：⟦PERSON|黄淑珍⟧借的种子⟪seed_lot|ZS-2024-0113⟫该还了'}}"""))

TEXTS.append(("weibo_post", """@⟦PERSON|杭州修补匠⟧：今天在⟪venue_name|小河直街⟫维修咖啡馆修了30多件东西！特别感谢退休电工⟦PERSON|包师傅⟧，78岁了还装着⟦MEDICAL|心脏起搏器⟧坚持来😭 下次活动⟪event_date|7月6日⟫，报名私信或致电⟦PHONE|0571-8815 6620⟧ #能修不扔#
转发 ⟪repost_count|128⟫　评论 ⟪comment_count|47⟫"""))

TEXTS.append(("secondhand_chat", """⟦PERSON|快乐的小熊⟧：这个柜子还在吗？能便宜点吗
卖家（⟪org_name|再生家具铺⟫）：在的，⟪price|最低350⟫，包送三环内
⟦PERSON|快乐的小熊⟧：行，送到⟦ADDRESS|北京市海淀区清河中街68号院4-1-602⟧，电话⟦PHONE|133 1108 7625⟧，收货人⟦PERSON|卢女士⟧
卖家：好嘞，⟦AMOUNT|350元⟧已收到，订单⟪order_id|3382910047715⟫，明天下午送"""))

TEXTS.append(("lost_and_found", """【失物招领】⟪org_name|东湖社区换衣会⟫
昨天活动现场捡到：
1. 钱包一个，内有身份证（⟦PERSON|熊晓东⟧，⟦IDCARD|$idcard2⟧）和银行卡（⟪masked_card|6222 **** **** 1188⟫）
2. 药盒一个，标签写着⟦MEDICAL|硝苯地平控释片⟧，应该是⟦PERSON|袁老师⟧的
3. 儿童水壶（蓝色）
请失主联系⟦PERSON|小彭⟧：⟦PHONE|17320459981⟧"""))

TEXTS.append(("complaint_letter", """尊敬的⟪org_name|中南路街道办事处⟫领导：
我是⟦ADDRESS|武汉市武昌区中南二路绿地小区12栋2单元302⟧的住户⟦PERSON|汤文斌⟧。小区新设的堆肥点离我家窗户不到5米，夏天气味很大，我儿子有⟦MEDICAL|哮喘⟧，最近发作了两次。恳请将堆肥点迁移到⟪place_name|北侧绿化带⟫。
联系电话：⟦PHONE|027-8765 4431⟧
⟦PERSON|汤文斌⟧
2024年7月2日"""))

TEXTS.append(("hk_membership_form", """⟪org_name|深水埗玩具圖書館⟫ 會員申請表
申請人姓名：⟦PERSON|陳嘉欣⟧（英文：⟦PERSON|CHAN Ka Yan⟧）
香港身份證號碼：⟦NATIONAL_ID|$hkid1⟧
聯絡電話：⟦PHONE|9123 8876⟧
住址：⟦ADDRESS|九龍深水埗福華街123號6樓B室⟧
子女：⟦PERSON|陳子朗⟧（4歲），⟦MEDICAL|對花生敏感⟧
年費按⟪price_tariff|每年HK$200⟫收取；玩具按金⟦AMOUNT|HK$100⟧已繳，收據⟪receipt_no|SSP-0519⟫"""))

TEXTS.append(("tw_volunteer_record", """⟪org_name|臺北市大安區時間銀行⟫ 志工資料卡
姓名：⟦PERSON|林怡君⟧
身分證字號：⟦NATIONAL_ID|$twid1⟧
出生日期：⟦DATE_OF_BIRTH|民國79年2月18日⟧
手機：⟦PHONE|0928-517-306⟧
服務時數：36小時
緊急聯絡人：母親 ⟦PERSON|張秀琴⟧ ⟦PHONE|02-2704-1182⟧
備註：⟦MEDICAL|紅斑性狼瘡⟧，避免長時間日曬"""))

TEXTS.append(("line_group_chat", """[LINE] ⟪group_name|永和玩具圖書館志工群⟫
⟦PERSON|阿芬⟧：大家好～這週六輪到我和⟦PERSON|小蔡⟧值班
⟦PERSON|小蔡⟧：OK！但我要先帶我爸去回診，他⟦MEDICAL|中風後在做復健⟧，大概10點到
⟦PERSON|阿芬⟧：沒問題👌 鐵門密碼還是⟦PASSWORD|1357⟧嗎？
⟦PERSON|黃主任⟧：改成⟦PASSWORD|2468⟧了喔，然後押金收了⟦AMOUNT|NT$500⟧記得開收據
⟦PERSON|小蔡⟧：收到🙏"""))

TEXTS.append(("sign_in_sheet", """⟪event_name|社区换衣日⟫ 签到表　⟪event_date|2024-06-16⟫
序号 | 姓名 | 手机 | 带来件数
1 | ⟦PERSON|武晓燕⟧ | ⟦PHONE|158 0213 6670⟧ | 8
2 | ⟦PERSON|潘志刚⟧ | ⟦PHONE|139 1874 2256⟧ | 3
3 | ⟦PERSON|Lily 孙⟧ | ⟦PHONE|186 2177 0351⟧ | 5
注：⟪venue_name|长宁区图书馆⟫提供场地，剩余衣物由⟪org_name|飞蚂蚁⟫回收"""))

TEXTS.append(("insurance_claim", """志愿者意外险理赔申请
被保险人：⟦PERSON|高建新⟧　身份证：⟦IDCARD|$idcard9⟧
出险经过：2024年5月8日在⟪org_name|思明区旧家具改造工坊⟫搬运衣柜时⟦MEDICAL|右手食指骨折⟧，于⟪hospital|厦门大学附属中山医院⟫就诊
申请理赔金额：⟦AMOUNT|3,860元⟧
保单号：⟪policy_number|PEAC20244501023387⟫（⟪insurer|中国平安⟫）
收款账户：⟦CARD|$card_up5⟧
联系电话：⟦PHONE|0592-2213 6654⟧"""))

TEXTS.append(("owners_group_chat", """[业主群] ⟪group_name|金色家园二期业主群⟫
8栋 ⟦PERSON|王先生⟧：堆肥点这周又满了，谁管？
物业⟦PERSON|小吴⟧：业主您好，负责人是⟦PERSON|邹姐⟧，电话⟦PHONE|13817720496⟧
12栋 ⟦PERSON|Amy⟧：我家⟪pet_name|豆豆⟫刚做完⟪animal_health|绝育手术⟫，天天在那边刨土🐶
8栋 ⟦PERSON|王先生⟧：@⟦PERSON|邹姐⟧ 麻烦处理下，我老婆⟦MEDICAL|孕吐严重⟧，闻不了这味
⟦PERSON|邹姐⟧：收到，明早清运"""))

TEXTS.append(("volunteer_certificate", """志愿服务证明
兹证明⟦PERSON|毛一鸣⟧同学（身份证号⟦IDCARD|$idcard14⟧）于2023年9月至2024年6月在我馆“⟪program_name|玩具医院⟫”项目参与志愿服务，累计⟪service_hours|86小时⟫。
特此证明。
⟪org_name|沈阳市和平区玩具图书馆⟫（盖章）
联系人：⟦PERSON|裴老师⟧ ⟦PHONE|024-2381 7766⟧"""))

TEXTS.append(("payslip", """⟪org_name|越秀区社区时间银行服务中心⟫ 2024年5月工资条
姓名：⟦PERSON|黎嘉慧⟧　工号：⟪employee_no|YX-015⟫
基本工资 ⟦AMOUNT|5,200.00元⟧　绩效 ⟦AMOUNT|800.00元⟧　社保个人部分 -⟦AMOUNT|612.40元⟧
实发合计 ⟦AMOUNT|5,387.60元⟧
工资卡：⟪masked_card|6217 **** **** 3302⟫"""))

TEXTS.append(("bank_statement", """⟪bank_name|招商银行⟫ 个人账户交易明细
户名：⟦PERSON|曾志伟⟧　卡号：⟪masked_card|6225 88** **** 0217⟫
日期 | 摘要 | 金额 | 余额
2024-05-03 | 微信转账-⟦PERSON|何敏⟧（换衣摊位费） | +⟦AMOUNT|¥20.00⟧ | ⟦AMOUNT|¥3,145.20⟧
2024-05-09 | 支付宝-⟪merchant|美团外卖⟫ | -⟦AMOUNT|¥38.50⟧ | ⟦AMOUNT|¥3,106.70⟧
打印流水号 ⟪serial_no|CMB20240601-88231⟫"""))

TEXTS.append(("alipay_bill_csv", """交易号,商品名称,对方,金额（元）,收/支,交易状态
⟪transaction_id|2024052122001456781403221187⟫,玩具图书馆年卡,⟪org_name|童心玩具图书馆⟫,198.00,支出,交易成功
⟪transaction_id|2024052422001456781409912034⟫,转账-种子袋,⟦PERSON|冯小梅⟧,12.00,支出,交易成功
# 账户：⟦EMAIL|rsy1990@qq.com⟧（⟦PERSON|任思远⟧）　导出时间 ⟪timestamp|2024-06-01 08:00:12⟫"""))

TEXTS.append(("approval_flow", """【审批】采购申请 - 已通过
申请人：⟦PERSON|姚佳⟧
部门：⟪org_name|滨江社区堆肥项目组⟫
采购内容：EM菌剂 10 箱，木屑 20 袋
金额：⟪purchase_total|1,450元⟫（项目经费）
供应商：⟪supplier|绿康生物科技⟫
审批人：⟦PERSON|丁总⟧ 同意
抄送：财务⟦PERSON|刘姐⟧
审批编号 ⟪approval_id|202406041108000211⟫"""))

TEXTS.append(("doc_comments", """📄 ⟪doc_title|《种子图书馆小程序上线清单》⟫
评论 · ⟦PERSON|Kevin 蒋⟧：飞书机器人地址先放这里，上线后删 ⟦SECRET|$feishu_hook1⟧
评论 · ⟦PERSON|苗苗⟧：@⟦PERSON|Kevin 蒋⟧ 这个不能放文档里啊！还有测试服务器⟦IP_ADDRESS|47.98.123.201⟧的root密码也别写
评论 · ⟦PERSON|Kevin 蒋⟧：好的好的，已撤回，root密码改成⟦PASSWORD|Zhongzi#2024⟧了，私聊你"""))

TEXTS.append(("monitoring_alert", """【告警】⟪hostname|swap-web-01⟫ 5xx 比例 ⟪metric|12.4%⟫
时间：2024-06-10 21:03:11
Top IP：⟦IP_ADDRESS|183.14.220.35⟧（213次）、⟦IP_ADDRESS|2408:8456:3c10:8a2::1f⟧（97次）、⟪doc_ip|203.0.113.50⟫（压测）
上游：⟦IP_ADDRESS|10.0.12.7⟧:⟪port|9000⟫
值班：⟦PERSON|覃海⟧ ⟦PHONE|18977160042⟧
版本：⟪version|release-2024.06.3⟫"""))

TEXTS.append(("crontab", """# 每天早上8点提醒堆肥值班（⟦PERSON|小白⟧ 2024-03 加的）
0 8 * * * /usr/bin/python3 /opt/compost/remind.py --to ⟦PHONE|13661772058⟧ >> /var/log/compost.log 2>&1
# 每周一凌晨备份
30 2 * * 1 PGPASSWORD='⟦PASSWORD|duifei_2024!⟧' pg_dump -h ⟦IP_ADDRESS|192.168.3.20⟧ -U compost compost > /backup/compost.sql
# 测试地址 ⟪doc_ip|192.0.2.10⟫ 不要删"""))

TEXTS.append(("git_commit_message", """commit ⟪commit_sha|$commit6⟫
Author: ⟦PERSON|谭晓峰⟧ <⟦EMAIL|tanxf@foxmail.com⟧>
Date:   Wed Jun 12 23:41:08 2024 +0800

    修复：借阅记录导出时泄露完整手机号（⟪issue_number|#57⟫）
    改为只显示⟪masked_phone|186****7735⟫这种格式

    感谢⟦PERSON|小蒋⟧报告"""))

TEXTS.append(("recruitment_notice", """⟪org_name|鼓楼区男士工坊⟫招募志愿者啦！
要求：55岁以上，会点木工/电工更好，不会也可以学
待遇：没有，但是有茶喝😄
报名热线：⟦PHONE|025-8331 0076⟧（工作日 9:00-17:00）
地址：⟪org_address|鼓楼区中山北路101号社区中心三楼⟫
负责人：⟦PERSON|胡师傅⟧"""))

TEXTS.append(("home_visit_record", """时间银行 家访记录　编号⟪visit_id|JF-0611-02⟫
服务对象：⟦PERSON|聂玉珍⟧，82岁，独居
住址：⟦ADDRESS|重庆市渝中区解放西路88号附3号4-2⟧
身体情况：⟦MEDICAL|阿尔茨海默病早期⟧，⟦MEDICAL|左眼白内障术后⟧，每日服⟦MEDICAL|多奈哌齐⟧
家属：侄子⟦PERSON|聂军⟧ ⟦PHONE|13983025517⟧
走访志愿者：⟦PERSON|小符⟧、⟦PERSON|小温⟧"""))

TEXTS.append(("diagnosis_certificate", """⟪hospital|成都市第三人民医院⟫ 诊断证明书
姓名：⟦PERSON|母小刚⟧　性别：男　年龄：44岁
门诊号：⟪clinic_visit_no|MZ24060312⟫
诊断：⟦MEDICAL|左踝关节扭伤⟧
建议：休息两周，避免负重
医师：⟦PERSON|尹红⟧
（交⟪org_name|金牛区旧物再生工坊⟫请假用）"""))

TEXTS.append(("appointment_sms", """【⟪org_name|暖心家具回收⟫】尊敬的⟦PERSON|覃先生⟧，您预约的上门回收（旧床垫1张）已安排在6月14日14:00-16:00，师傅⟦PERSON|老莫⟧（⟦PHONE|177 7612 0339⟧）将与您联系。上门费⟪price|25元⟫，预约号⟪booking_ref|NX240614-007⟫。"""))

TEXTS.append(("seed_exchange_csv", """登记时间,姓名,手机,换出种子,换入种子,备注
⟪timestamp|2024-04-20 09:12⟫,⟦PERSON|鲁建英⟧,⟦PHONE|13520117734⟧,⟪seed_variety|京欣西瓜⟫,⟪seed_variety|樱桃番茄⟫,
⟪timestamp|2024-04-20 09:30⟫,⟦PERSON|Henry 柏⟧,⟦PHONE|15901088265⟧,⟪seed_variety|紫苏⟫,⟪seed_variety|芫荽⟫,押金⟦AMOUNT|10元⟧已退"""))

TEXTS.append(("donation_log", """旧衣捐赠登记（⟪org_name|劝业场社区旧衣回收站⟫）　日期：6月9日
捐赠人：⟦PERSON|苏美华⟧
地址：⟦ADDRESS|天津市和平区南京路219号3门401⟧
物品：冬衣约15公斤，已分拣
需上门：是（本人⟦MEDICAL|脑梗后偏瘫⟧）
经手人：⟦PERSON|窦立新⟧"""))

TEXTS.append(("forum_post", """⟪group_name|豆瓣·断舍离小组⟫
标题：在时间银行用“时间”换到了修电脑服务，太神奇了
楼主：⟦PERSON|一只鹿⟧
……帮我修电脑的是一位叫⟦PERSON|小江⟧的程序员，他说自己存时间是为了以后照顾⟦MEDICAL|尿毒症⟧透析的父亲，听得我眼眶一热。
回复 ⟦PERSON|Momo⟧：请问是哪个城市的？
楼主 回复 ⟦PERSON|Momo⟧：⟪place_name|苏州⟫工业园区的"""))

TEXTS.append(("business_card_ocr", """[名片识别]
⟪org_name|静安旧物改造工作室⟫
⟦PERSON|姜雨桐⟧　主理人
M：⟦PHONE|+86 139 1785 0264⟧
E：⟦EMAIL|yutong.jiang@reuse-studio.cn⟧
A：⟪org_address|上海市静安区昌平路990号8号楼⟫
微信：⟦PERSON|jiangyutong_sh⟧"""))
