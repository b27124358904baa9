# Chinese texts, written one at a time. Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES
TEXTS = []
T = TEXTS.append

T(("外卖骑手_投诉工单", """
【工单 ⟪ticket_ref|WM20260211-0387⟫】顾客投诉：餐品洒漏
顾客：⟦PERSON|刘婷婷⟧  手机 ⟦PHONE|139 1742 6628⟧
送餐地址：⟦ADDRESS|上海市徐汇区漕溪北路398号汇智大厦1204室⟧
骑手：⟦PERSON|马建军⟧（工号 ⟪account_ref|QS-884021⟫）
订单号 ⟪order_ref|3021987744120⟫，实付 ⟦AMOUNT|68.50元⟧，顾客要求全额退款。
商家“⟪org_name|老王麻辣烫⟫”表示汤汁洒出属于配送问题。处理结果：平台先行赔付 ⟦AMOUNT|68.50元⟧，骑手扣 ⟪price|20元⟫ 服务分罚款（按规则）。
"""))

T(("外卖商家_微信群聊", """
⟪org_name|幸福里烧烤⟫店长群
⟦PERSON|阿伟⟧：今天晚上订单爆了，骑手等餐超过⟪duration|15分钟⟫的有7单
⟦PERSON|老周⟧：后厨再加一个人吧，⟦PERSON|小赵⟧明天能来吗
⟦PERSON|小赵⟧：能，几点
⟦PERSON|老周⟧：下午⟪time|4点⟫。这个月提成按流水⟪percentage|3%⟫算，你上个月拿了⟦AMOUNT|2,460元⟧
⟦PERSON|阿伟⟧：顺便说下，美团后台账号密码我改成 ⟦PASSWORD|xfl@2026bbq⟧ 了，别外传
"""))

T(("物业管理_缴费催告", """
⟪org_name|绿城·桂语江南⟫物业服务中心
缴费提醒

⟪room_number|7幢2单元1802室⟫ 业主 ⟦PERSON|陈志强⟧先生：
您家2025年度物业费 ⟦AMOUNT|4,312.80元⟧（建筑面积⟪measurement|128.4㎡⟫ × ⟪price|2.80元/㎡/月⟫）尚未缴纳，已逾期⟪duration|62天⟫。
请于⟪date|2026年3月15日⟫前到物业前台缴纳或通过“⟪org_name|智慧社区⟫”小程序支付。
联系人：⟦PERSON|孙经理⟧ ⟦PHONE|0571-8672 3019⟧
"""))

T(("物业管理_门禁登记表", """
新入住租户登记表
姓名：⟦PERSON|郭晓雯⟧   性别：女   出生日期：⟦DATE_OF_BIRTH|1992年6月11日⟧
身份证号：⟦IDCARD|$prc2⟧
联系电话：⟦PHONE|186 2107 5534⟧
房号：⟦ADDRESS|上海市徐汇区宛平南路88号金铭文博水岸3号楼602室⟧
房东：⟦PERSON|吴建华⟧  联系电话：⟦PHONE|137 0198 2240⟧
车牌：⟪vehicle_plate|沪A·3K7Q2⟫  停车月卡 ⟪price|500元/月⟫
单元门禁密码：⟦PASSWORD|#6618⟧（每季度更换）
"""))

T(("二手车交易_合同", """
二手车买卖合同（编号 ⟪order_ref|ESC-2026-0214⟫）
卖方：⟦PERSON|黄志明⟧  身份证号 ⟦IDCARD|$prc3⟧  电话 ⟦PHONE|135 3012 8876⟧
买方：⟦PERSON|林晓燕⟧  身份证号 ⟦IDCARD|$prc19⟧  电话 ⟦PHONE|158 1933 4721⟧
车辆：2019款 丰田凯美瑞 2.5L，车牌 ⟪vehicle_plate|粤B·D7281⟫，车架号 ⟪vin|$vin3⟫，表显里程 ⟪measurement|8.6万公里⟫
成交价：人民币 ⟦AMOUNT|壹拾叁万捌仟元整⟧（⟦AMOUNT|¥138,000⟧），定金 ⟦AMOUNT|5,000元⟧ 已付。
过户费用由买方承担。
签订地点：⟪place|深圳市南山区⟫   日期：⟪date|2026年2月14日⟫
"""))

T(("二手车_语音转写", """
[语音转文字] 喂，⟦PERSON|刘老板⟧吗，我是上周去你们那看车的⟦PERSON|小何⟧。那台帕萨特你说最低⟪price|九万二⟫，我这边首付能凑个⟦AMOUNT|三万多⟧，剩下的分期。对，我征信没问题。我电话就是这个，⟦PHONE|一三九 零七一二 四四八六⟧。你周六在店里吧？
"""))

T(("婚庆策划_报价确认", """
⟪org_name|花嫁婚礼策划⟫ · 方案确认单
新郎：⟦PERSON|王浩然⟧  新娘：⟦PERSON|李思琪⟧
婚期：⟪date|2026年5月20日⟫  酒店：⟪place|杭州西湖国宾馆⟫ 紫薇厅
套餐：“⟪product_code|森系B⟫”标准价 ⟪price|38,800元⟫，另加 LED 屏 ⟪price|3,600元⟫
优惠后合计：⟦AMOUNT|39,900元⟧，已付定金 ⟦AMOUNT|10,000元⟧，尾款 ⟦AMOUNT|29,900元⟧ 婚礼前7天付清。
策划师：⟦PERSON|Cici⟧ ⟦PHONE|189 5716 2093⟧
"""))

T(("医美诊所_术前评估", """
⟪org_name|悦颜医疗美容门诊部⟫ 术前评估表
客户：⟦PERSON|赵梦瑶⟧  年龄：30  手机：⟦PHONE|177 2835 9102⟧
身份证：⟦IDCARD|$prc4⟧
拟行项目：⟦MEDICAL|双眼皮全切术⟧ + ⟦MEDICAL|玻尿酸填充泪沟⟧
既往史：⟦MEDICAL|青霉素过敏⟧；2023年行⟦MEDICAL|隆鼻术（假体）⟧
目前用药：⟦MEDICAL|优甲乐 50μg⟧ 每日一次（⟦MEDICAL|甲状腺功能减退⟧）
主诊医生：⟦PERSON|孟医生⟧   咨询师：⟦PERSON|小雅⟧
项目费用 ⟦AMOUNT|26,800元⟧，分12期，首期已刷卡。
"""))

T(("医美_客服聊天记录", """
客服⟦PERSON|小桃⟧：亲，您好～术后第三天肿胀是正常的哦
⟦PERSON|许小姐⟧：可是左边比右边肿很多，还有点淤青
客服⟦PERSON|小桃⟧：我帮您约⟦PERSON|孟医生⟧明天下午复查，您是做的⟦MEDICAL|吸脂（大腿环吸）⟧对吧
⟦PERSON|许小姐⟧：对。另外你们活动价写的⟪price|9,800元⟫，我怎么付了⟦AMOUNT|12,600元⟧
客服⟦PERSON|小桃⟧：您加了⟦MEDICAL|塑身衣+光子嫩肤⟧哈，我把明细发您～
"""))

T(("银行信用卡中心_电话回访", """
【⟪org_name|招商银行⟫信用卡中心 通话记录】⟪timestamp|2026-02-10 14:33:08⟫ 坐席 ⟪account_ref|工号 60218⟫
客户 ⟦PERSON|张伟⟧ 来电咨询分期。核身：身份证号 ⟦IDCARD|$prc1⟧，预留手机 ⟦PHONE|138 1027 4459⟧。
卡号 ⟦CARD|$up1⟧，本期账单 ⟦AMOUNT|18,742.36元⟧，最低还款 ⟦AMOUNT|1,874.24元⟧。
客户申请账单分期12期，手续费率⟪percentage|0.6%⟫/期。已办理。
提示客户：勿向任何人透露 CVV 及短信验证码。
"""))

T(("银行_盗刷申诉材料", """
本人⟦PERSON|周丽华⟧，信用卡 ⟦CARD|$up3⟧（有效期 ⟪card_expiry|08/29⟫，背面三位码 ⟦CVV|417⟧），于⟪date|2月8日⟫凌晨被境外盗刷三笔，共计 ⟦AMOUNT|USD 1,296.00⟧，折合 ⟦AMOUNT|9,312.55元⟧。本人当时在⟪place|成都⟫家中，卡片一直在身边。
联系地址：⟦ADDRESS|四川省成都市武侯区玉林北路17号2栋3单元501⟧
联系电话：⟦PHONE|181 8064 3357⟧
申请冻结并拒付。
"""))

T(("考研培训_学员档案", """
⟪org_name|启航考研⟫ 2027届全程班 学员档案
姓名：⟦PERSON|杨帆⟧   本科院校：⟪org_name|华中师范大学⟫   目标：⟪org_name|武汉大学⟫ 法硕（非法学）
身份证号：⟦IDCARD|$prc21⟧   出生日期：⟦DATE_OF_BIRTH|1996-11-04⟧
手机：⟦PHONE|152 7108 3362⟧   微信：⟦PERSON|yangfan_1104⟧
紧急联系人：母亲 ⟦PERSON|邹秀兰⟧ ⟦PHONE|139 0712 0085⟧
班型原价 ⟪price|16,800元⟫，实缴 ⟦AMOUNT|13,800元⟧（老学员减免⟪price|3,000元⟫）
班主任：⟦PERSON|胡老师⟧
"""))

T(("考研_钉钉退费通知", """
【钉钉·审批通知】退费申请已通过
申请人：⟦PERSON|郑佳琪⟧（⟪org_name|启航考研⟫ 广州校区）
学员：⟦PERSON|蔡明轩⟧  班级：⟪course_code|27考研数学一VIP-03⟫
退费金额：⟦AMOUNT|¥6,450.00⟧（已扣除资料费⟪price|¥350⟫）
收款账户：⟪org_name|中国工商银行⟫ ⟦CARD|$up2⟧
审批人：⟦PERSON|邓总⟧、财务⟦PERSON|小林⟧
⟪timestamp|2026-02-12 16:05⟫
"""))

T(("酒店_前台入住登记", """
⟪org_name|锦江之星⟫（⟪place|南京新街口店⟫）入住登记
宾客：⟦PERSON|徐国栋⟧  证件类型：身份证  证件号：⟦IDCARD|$prc7⟧
同住：⟦PERSON|徐子涵⟧（未成年，随父）
房号 ⟪room_number|8317⟫  入住 ⟪date|02-13⟫ 离店 ⟪date|02-15⟫  房价 ⟪price|289元/晚⟫
押金 ⟦AMOUNT|300元⟧ 已收（微信）
手机 ⟦PHONE|133 8510 6624⟧
"""))

T(("航空_改签短信", """
【⟪org_name|东方航空⟫】尊敬的⟦PERSON|何静⟧女士，您预订的 ⟪date|2月18日⟫ ⟪flight_number|MU5137⟫ 上海虹桥-北京首都 航班因天气取消，已为您免费改签至 ⟪flight_number|MU5139⟫ ⟪time|10:00⟫ 起飞，座位 ⟪seat_number|32C⟫。如需退票请致电 ⟦PHONE|95530⟧。
"""))

T(("旅行社_签证材料清单", """
⟦PERSON|丁子轩⟧您好，日本三年多次签证材料已收到：
- 护照 ⟦PASSPORT|E83920175⟧ 原件
- 身份证复印件（⟦IDCARD|$prc15⟧）
- 近半年银行流水，余额 ⟦AMOUNT|23.6万⟧
- 在职证明（⟪org_name|上海浦东发展银行⟫）
签证费及服务费合计 ⟪price|680元⟫，预计⟪duration|7个工作日⟫出签。
⟪org_name|春秋国旅⟫签证部 ⟦PERSON|潘婷⟧ ⟦PHONE|021-6253 1180⟧
"""))

T(("公益慈善_月捐确认", """
感谢您成为“⟪org_name|壹基金⟫·温暖包”月捐人！
捐赠人：⟦PERSON|罗晓峰⟧
每月捐赠：⟦AMOUNT|100元⟧（每月⟪date|5日⟫自动扣款）
扣款卡：⟪masked_card|6222 **** **** 3309⟫
捐赠票据将寄往：⟦ADDRESS|湖南省长沙市岳麓区麓山南路932号中南大学新校区12栋⟧
如需修改请拨打 ⟦PHONE|400-690-3855⟧
"""))

T(("招聘_背景调查报告", """
背景调查报告（候选人：⟦PERSON|韩雪⟧）
委托方：⟪org_name|字节跳动⟫  报告编号 ⟪case_ref|BG-20260207-113⟫
身份核验：身份证 ⟦IDCARD|$prc8⟧，出生日期 ⟦DATE_OF_BIRTH|1993-02-21⟧，与学信网一致
工作经历：⟪org_name|网易⟫ 2018.07-2025.12，离职前月薪 ⟦AMOUNT|38,000元⟧（证明人 ⟦PERSON|陶经理⟧，⟦PHONE|0571-8985 2211⟧）
社保缴纳：连续，无断缴
结论：无异常。调查员 ⟦PERSON|bai.ruoxi⟧
"""))

T(("HR入职_企业微信通知", """
【企业微信】入职通知
⟦PERSON|宋佳⟧你好，欢迎加入⟪org_name|数澜科技⟫数据平台部！
入职时间：⟪date|2026年3月2日⟫ ⟪time|09:30⟫
地点：⟦ADDRESS|杭州市西湖区文一西路588号西溪首座B2-6F⟧
请携带：身份证原件、学位证、离职证明、招商银行卡（工资卡）。
试用期月薪 ⟦AMOUNT|24,000元⟧，转正后 ⟦AMOUNT|26,500元⟧。
导师：⟦PERSON|严磊⟧  HRBP：⟦PERSON|芳姐⟧
"""))

T(("大学_助学金公示", """
⟪org_name|西南财经大学⟫ 2025-2026学年国家助学金拟资助名单公示
学院：会计学院  公示期：⟪date|11月20日⟫-⟪date|11月26日⟫
序号 姓名 学号 等级 金额
1 ⟦PERSON|蒲小凤⟧ ⟪account_ref|42311057⟫ 一等 ⟦AMOUNT|4,400元⟧
2 ⟦PERSON|扎西顿珠⟧ ⟪account_ref|42311092⟫ 一等 ⟦AMOUNT|4,400元⟧
3 ⟦PERSON|熊子豪⟧ ⟪account_ref|42312003⟫ 二等 ⟦AMOUNT|3,300元⟧
如有异议请联系学生资助中心 ⟦PHONE|028-8709 2240⟧。
"""))

T(("心理咨询_个案记录", """
⟪org_name|心晴心理咨询中心⟫ 个案记录（保密）
来访者：⟦PERSON|唐可欣⟧，女，大三学生，由学校心理中心转介
主诉：近两个月⟦MEDICAL|失眠⟧、食欲下降，考试前出现⟦MEDICAL|惊恐发作⟧
精神科诊断（⟪org_name|华西医院⟫）：⟦MEDICAL|中度抑郁发作⟧，处方 ⟦MEDICAL|舍曲林 50mg⟧
风险评估：有消极念头，无具体计划。已与其母亲⟦PERSON|唐女士⟧（⟦PHONE|138 8205 7713⟧）沟通。
咨询师：⟦PERSON|林楠⟧   每次咨询 ⟪price|400元⟫，学生价 ⟦AMOUNT|200元⟧ 已付4次
"""))

T(("心理热线_值班交接", """
值班交接 ⟪date|2/12⟫ 夜班 → 早班
1. 来电者自称“⟦PERSON|小K⟧”，男，约25岁，⟦MEDICAL|双相情感障碍⟧病史，自行停药（⟦MEDICAL|碳酸锂⟧）已一周。已建议次日去⟪org_name|北京安定医院⟫复诊，留号 ⟦PHONE|155 0109 6632⟧。
2. 常规来电⟪quantity|11⟫通，无高危。
交班人：⟦PERSON|蒋欣⟧  接班人：⟦PERSON|老梁⟧
"""))

T(("妇产医院_产检报告", """
⟪org_name|上海市第一妇婴保健院⟫ 产前检查记录
孕妇姓名：⟦PERSON|沈佳怡⟧  年龄：33岁  病案号：⟪account_ref|F2026-018834⟫
孕周：26+3周   ⟦MEDICAL|G2P0⟧，既往⟦MEDICAL|自然流产⟧1次
OGTT：空腹 5.4，1h 10.8，2h 9.1 → 诊断 ⟦MEDICAL|妊娠期糖尿病⟧
处理：饮食控制，营养门诊就诊；⟦MEDICAL|胎儿脐带绕颈一周⟧，注意胎动
丈夫：⟦PERSON|顾晨⟧ 电话 ⟦PHONE|136 6188 0427⟧
医生：⟦PERSON|秦主任⟧
"""))

T(("儿科诊所_疫苗预约短信", """
【⟪org_name|小太阳儿科诊所⟫】⟦PERSON|乐乐⟧家长您好，宝宝（⟦PERSON|罗一诺⟧，出生日期 ⟦DATE_OF_BIRTH|2025-03-08⟧）预约的⟪health_term|13价肺炎疫苗⟫第3剂时间为 ⟪date|2月21日⟫ ⟪time|上午9:30⟫，上次接种后⟦MEDICAL|低热38.2℃⟧，请告知医生。退订回T。
"""))

T(("儿童医院_住院押金收据", """
⟪org_name|重庆医科大学附属儿童医院⟫ 住院预交金收据 No. ⟪invoice_ref|0034418⟫
患儿：⟦PERSON|冉子墨⟧  性别：男  出生：⟦DATE_OF_BIRTH|2019年3月8日⟧
身份证号：⟦IDCARD|$prc22⟧
科室：呼吸内科  诊断：⟦MEDICAL|支原体肺炎⟧
交款人：⟦PERSON|冉红军⟧（父）
预交金额：⟦AMOUNT|伍仟元整⟧ ⟦AMOUNT|¥5,000.00⟧  支付方式：医保卡+微信
收款员：⟪account_ref|0217⟫
"""))

T(("宠物医院_就诊记录", """
⟪org_name|瑞派宠物医院⟫（⟪place|青岛市南店⟫）病历
宠物：⟪pet_name|豆包⟫，英短蓝猫，4岁，绝育
主诉：⟪animal_health|频繁呕吐、拒食2天⟫
诊断：⟪animal_health|胰腺炎⟫（cPL 阳性），⟪animal_health|轻度脱水⟫
主人：⟦PERSON|于海洋⟧  电话 ⟦PHONE|158 6392 0718⟧  地址 ⟦ADDRESS|青岛市市南区香港中路76号颐和国际A座2103⟧
费用：检查+输液3天 ⟦AMOUNT|1,386元⟧，会员九五折后 ⟦AMOUNT|1,316.70元⟧
主治：⟦PERSON|薛医生⟧
"""))

T(("燃气公司_欠费停气通知", """
⟪org_name|深圳市燃气集团⟫ 欠费停气预通知
用户号：⟪account_ref|0155 8820 314⟫
户名：⟦PERSON|蔡文斌⟧
用气地址：⟦ADDRESS|深圳市南山区桃园路2号田厦国际中心公寓19C⟧
截至⟪date|2026年2月10日⟫，您累计欠缴燃气费 ⟦AMOUNT|487.63元⟧（上期读数 ⟪meter_reading|1843⟫，本期读数 ⟪meter_reading|1977⟫，单价 ⟪price|3.51元/立方米⟫）。
请于7日内缴清，否则将暂停供气。客服热线 ⟦PHONE|0755-83 601 333⟧
"""))

T(("电费_微信账单", """
【国网⟪place|浙江⟫电力】户号 ⟪account_ref|3301 0128 7711⟫（户名：⟪masked_name|郑*⟫… 请核对）本月电费 ⟪price|0.538元/度⟫×⟪measurement|412度⟫，应缴 ⟦AMOUNT|221.66元⟧，余额 ⟦AMOUNT|-34.20元⟧。
"""))

T(("水务_抄表员工作日志", """
⟪date|2月9日⟫ 抄表日志（片区：⟪place|拱墅区和睦街道⟫）抄表员 ⟦PERSON|钱国平⟧
- ⟦ADDRESS|和睦新村12幢3单元201⟧ 户主⟦PERSON|孙阿姨⟧说水表漏水，读数 ⟪meter_reading|00873⟫，已报修
- ⟦ADDRESS|和睦新村14幢1单元502⟧ 无人，门口贴条，电话 ⟦PHONE|137 5811 2090⟧ 未接
- 小区东门水表箱钥匙密码 ⟦PASSWORD|3071⟧，记得下次还给物业⟦PERSON|老方⟧
"""))

T(("街道_违停罚单申诉", """
申诉书
本人⟦PERSON|贺嘉伟⟧，车牌 ⟪vehicle_plate|苏A·8M2Q5⟫，于⟪date|1月27日⟫在⟪place|玄武区珠江路⟫被贴违停罚单（决定书编号 ⟪case_ref|3201021260127003⟫，罚款 ⟪price|150元⟫，记 3 分）。当时因妻子⟦PERSON|朱颖⟧⟦MEDICAL|先兆早产⟧紧急送医，临时停车不足⟪duration|5分钟⟫。附医院急诊病历。
联系电话：⟦PHONE|139 1400 8826⟧  住址：⟦ADDRESS|南京市玄武区北京东路41号9栋104⟧
"""))

T(("社区_低保复核名单", """
⟪org_name|长沙市岳麓区望月湖街道⟫ 2026年第一季度低保复核
| 户主 | 身份证号 | 家庭人口 | 月人均收入 | 核定低保金 |
|---|---|---|---|---|
| ⟦PERSON|彭桂英⟧ | ⟦IDCARD|$prc12⟧ | 2 | ⟦AMOUNT|410元⟧ | ⟦AMOUNT|1,340元⟧ |
| ⟦PERSON|易建国⟧ | ⟦IDCARD|$prc27⟧ | 3 | ⟦AMOUNT|560元⟧ | ⟦AMOUNT|1,380元⟧ |
低保标准：⟪price|900元/人/月⟫。经办：⟦PERSON|文婷⟧
"""))

T(("数据管道_Airflow告警_飞书", """
【飞书机器人】⚠️ DAG 失败告警
DAG: ods_user_profile_daily  Task: load_to_hive
执行时间：⟪timestamp|2026-02-11 03:10:22⟫
错误：Access denied for user 'etl_rw'@'⟦IP_ADDRESS|10.20.3.41⟧' (using password: YES)
连接串：mysql://etl_rw:⟦SECRET|Etl#2026rw⟧@⟦IP_ADDRESS|10.20.1.15⟧:⟪port|3306⟫/user_center
负责人：@⟦PERSON|zhaolei⟧ @⟦PERSON|王雪⟧
回调地址：⟦SECRET|$feishuhook1⟧
"""))

T(("数据工程_阿里云OSS配置", """
# oss_sync.ini —— ⟦PERSON|liuyang⟧ 2026-01 配置，迁移后删除
[oss]
endpoint = oss-cn-hangzhou.aliyuncs.com
bucket = prod-order-archive
access_key_id = ⟦APIKEY|$ltai1⟧
access_key_secret = ⟦SECRET|$ali_secret1⟧

[notify]
dingtalk = ⟦SECRET|$dinghook1⟧
retry = ⟪quantity|3⟫
version = ⟪version|2.4.1⟫
"""))

T(("Kafka消费日志_订单脱敏失败", """
2026-02-11 10:02:17.412 WARN  [consumer-order-2] c.x.o.MaskingInterceptor - 字段未脱敏，topic=order_created partition=⟪quantity|5⟫ offset=⟪order_ref|88421907⟫
payload={"orderId":"⟪order_ref|DD202602110000913⟫","receiver":"⟦PERSON|冯晓东⟧","mobile":"⟦PHONE|13588207716⟧","addr":"⟦ADDRESS|浙江省杭州市余杭区五常街道文一西路969号⟧","payAmount":⟦AMOUNT|259.00⟧,"traceId":"⟪uuid|$uuid2⟫"}
2026-02-11 10:02:17.415 INFO  [consumer-order-2] c.x.o.MaskingInterceptor - 已按规则输出：receiver=⟪masked_name|冯**⟫ mobile=⟪masked_phone|135****7716⟫
"""))

T(("SaaS工单_腾讯云密钥泄露", """
工单 ⟪ticket_ref|#T-20260210-0441⟫ 【紧急】客户在公开仓库泄露云API密钥
客户：⟪org_name|杭州云朵网络科技有限公司⟫  联系人：⟦PERSON|方志远⟧ ⟦PHONE|189 6801 2244⟧
泄露内容（已在 ⟪commit_sha|$sha3⟫ 中发现）：
SecretId=⟦APIKEY|$akid1⟧
SecretKey=⟦SECRET|$tc_secret1⟧
处理：已通知客户禁用密钥并轮换。受理人：⟦PERSON|小蒋⟧
"""))

T(("加密交易所_KYC审核", """
KYC 审核记录 ⟪ticket_ref|KYC-CN-77120⟫
用户UID：⟪account_ref|30418822⟫
实名：⟦PERSON|蒋天宇⟧  证件：香港身份证 ⟦NATIONAL_ID|$hkid1⟧
常住地址：⟦ADDRESS|香港九龍旺角彌敦道688號旺角中心一期12樓⟧
资金来源：工资及投资，声明年收入 ⟦AMOUNT|HK$860,000⟧
充值地址：⟪wallet_address|$trx1⟫（TRC20）
审核结论：通过（L2），审核员 ⟦PERSON|amy.cheng⟧
"""))

T(("无个人信息_健康科普", """
流感高发季，如何保护自己？
据⟪org_name|中国疾控中心⟫监测，⟪date|1月⟫以来⟪health_term|甲型流感⟫阳性率升至⟪percentage|35.6%⟫。专家建议：60岁以上老人、⟪health_term|慢性病⟫患者、孕妇和儿童优先接种⟪health_term|流感疫苗⟫；出现⟪health_term|高热⟫、⟪health_term|咳嗽⟫等症状应及时就医，⟪health_term|奥司他韦⟫需在医生指导下使用。社区卫生服务中心接种费用约⟪price|80元⟫。
"""))

T(("无个人信息_价目表", """
⟪org_name|洁丰洗衣⟫ 2026年价目表（⟪date|3月1日⟫起执行）
| 项目 | 价格 |
|---|---|
| 衬衫 | ⟪price|15元⟫ |
| 西装（两件套） | ⟪price|45元⟫ |
| 羽绒服（长款） | ⟪price|68元⟫ |
| 真丝连衣裙 | ⟪price|38元⟫ |
会员充值 ⟪price|500元⟫ 送 ⟪price|80元⟫。营业时间 ⟪time|8:30⟫-⟪time|21:00⟫。
"""))

T(("外卖_骑手实名认证", """
骑手实名认证信息（⟪org_name|蜂鸟众包⟫）
姓名：⟦PERSON|雷振宇⟧
身份证号：⟦IDCARD|$prc10⟧
出生日期：⟦DATE_OF_BIRTH|1997年10月19日⟧
健康证编号：⟪case_ref|610113202511002871⟫（有效期至⟪date|2026-11-30⟫）
紧急联系人：⟦PERSON|雷母⟧ ⟦PHONE|029-8523 6641⟧
结算银行卡：⟦CARD|$up5⟧
站点：⟪place|西安雁塔区小寨站⟫  本周配送 ⟪quantity|312单⟫，应结 ⟦AMOUNT|2,187.40元⟧
"""))

T(("外卖_商家对账群消息", """
【商家对账】⟪org_name|蜜雪冰城（五一广场店）⟫ ⟪date|2月份⟫
营业额 ⟦AMOUNT|86,420.50元⟧，平台抽佣 ⟪percentage|18%⟫，活动补贴 ⟦AMOUNT|3,210元⟧，实际到账 ⟦AMOUNT|67,654.81元⟧。
店主⟦PERSON|谭丽娟⟧请核对后回复“确认”。有疑问找区域经理⟦PERSON|肖经理⟧ ⟦PHONE|173 0731 6628⟧。
"""))

T(("物业_维修报事记录", """
报事单 ⟪ticket_ref|BS-0211-027⟫  类别：漏水
报事人：⟦PERSON|戴春梅⟧（⟪room_number|5-1-601⟫）⟦PHONE|150 2163 8847⟧
描述：楼上⟪room_number|701⟫卫生间渗水到我家吊顶，楼上业主⟦PERSON|吕先生⟧一直不开门。
处理：维修工⟦PERSON|老邓⟧ ⟪time|14:20⟫ 到场，已联系⟦PERSON|吕先生⟧家属，预约明天上午开门检查。
备注：业主家老人有⟦MEDICAL|心脏支架⟧，请尽量安静施工。
"""))

T(("物业_业主群通知_停水", """
各位业主：因⟪place|市政⟫管网改造，⟪date|2月15日⟫ ⟪time|8:00⟫-⟪time|18:00⟫ 小区1-6幢停水，请提前储水。地下车库入口临时通行码 ⟪otp_code|5820⟫ 当天有效。物业 ⟦PHONE|0571-8765 0011⟧
"""))

T(("二手车_车商微信聊天", """
车商⟦PERSON|老K⟧：哥，那台宝马X3评估价⟪price|21万⟫，你心里价多少
⟦PERSON|卢海涛⟧：至少⟦AMOUNT|23万⟧，车况很好，就是前年我⟦MEDICAL|腰椎间盘突出⟧那阵开不了，停了半年
车商⟦PERSON|老K⟧：哈哈，那跟车况没关系。车辆登记证书带了吗
⟦PERSON|卢海涛⟧：带了，车主是我老婆⟦PERSON|葛晓丽⟧，她身份证 ⟦IDCARD|$prc23⟧ 我拍给你了
车商⟦PERSON|老K⟧：收到。定金转你 ⟦AMOUNT|2万⟧，账户给我
"""))

T(("婚庆_宾客名单Excel", """
姓名,关系,电话,桌号,礼金
⟦PERSON|钱大伟⟧,新郎大学同学,⟦PHONE|13905713382⟧,⟪table_number|A3⟫,⟦AMOUNT|2000⟧
⟦PERSON|苏晓梅⟧,新娘表姐,⟦PHONE|18657109921⟧,⟪table_number|B1⟫,⟦AMOUNT|1888⟧
⟦PERSON|Tony⟧,新郎同事,⟦PHONE|15267004418⟧,⟪table_number|A5⟫,⟦AMOUNT|888⟧
⟦PERSON|欧阳晴⟧,新娘闺蜜,⟦PHONE|13735862201⟧,⟪table_number|B2⟫,⟦AMOUNT|1666⟧
"""))

T(("婚庆_策划师交接备忘", """
交接：⟦PERSON|王浩然⟧&⟦PERSON|李思琪⟧ 婚礼（⟪date|5.20⟫）
1. 新娘⟦MEDICAL|花粉过敏⟧，手捧花改仿真花，现场不用百合
2. 新郎父亲坐轮椅（⟦MEDICAL|脑梗后遗症⟧），主桌靠近通道
3. 尾款 ⟦AMOUNT|29,900元⟧ 新娘妈妈付，联系 ⟦PHONE|139 5802 1146⟧（⟦PERSON|李阿姨⟧）
4. 酒店宴会经理⟦PERSON|Jason⟧，场布进场时间 ⟪time|6:00⟫
"""))

T(("医美_退款纠纷投诉", """
投诉人：⟦PERSON|陆佳琳⟧，⟦PHONE|176 2118 5540⟧
被投诉机构：⟪org_name|美莱医疗美容医院⟫
事由：2025年10月在该院做⟦MEDICAL|热玛吉全脸600发⟧，术后出现⟦MEDICAL|面部烫伤及色素沉着⟧，至今未愈。支付 ⟦AMOUNT|19,800元⟧，院方只同意退 ⟦AMOUNT|3,000元⟧。该项目宣传价 ⟪price|16,800元⟫，实际多收了费用。
要求：全额退款并承担后续治疗费用。
"""))

T(("信用卡中心_催收短信", """
【⟪org_name|广发银行⟫】⟦PERSON|吴海燕⟧您好，您尾号⟪id_tail|5527⟫的信用卡已逾期⟪duration|37天⟫，欠款 ⟦AMOUNT|12,883.06元⟧。请尽快还款，如有困难请致电 ⟦PHONE|400-830-8003⟧ 协商。
"""))

T(("信用卡_网申资料", """
信用卡申请表（⟪org_name|浦发银行⟫ 网申）
申请人：⟦PERSON|韦晓东⟧  拼音：⟦PERSON|WEI XIAODONG⟧
证件号：⟦IDCARD|$prc9⟧
出生日期：⟦DATE_OF_BIRTH|1985年5月9日⟧
单位：⟪org_name|重庆长安汽车股份有限公司⟫  年收入：⟦AMOUNT|28万⟧
住址：⟦ADDRESS|重庆市渝中区解放碑民族路188号环球金融中心32楼⟧
手机：⟦PHONE|186 2309 7745⟧  邮箱：⟦EMAIL|weixd85@163.com⟧
查询密码：⟦PASSWORD|850509⟧（客户自设，应加密存储）
"""))

T(("考研_班主任通话记录", """
回访记录 ⟪date|2月10日⟫ 班主任⟦PERSON|胡老师⟧
学员⟦PERSON|杨帆⟧说寒假在家复习效率低，最近⟦MEDICAL|焦虑失眠⟧，在吃⟦MEDICAL|佐匹克隆⟧。已建议调整作息，必要时去医院。家长⟦PERSON|邹秀兰⟧希望退一部分课时费，已上报，按合同最多退 ⟦AMOUNT|4,600元⟧。
"""))

T(("考研_报名信息导出", """
| 姓名 | 报考院校 | 身份证号 | 手机 | 缴费 |
|---|---|---|---|---|
| ⟦PERSON|吕梓涵⟧ | ⟪org_name|南京大学⟫ | ⟦IDCARD|$prc20⟧ | ⟦PHONE|151 0512 7730⟧ | ⟦AMOUNT|9,980⟧ |
| ⟦PERSON|邵一鸣⟧ | ⟪org_name|浙江大学⟫ | ⟦IDCARD|$prc17⟧ | ⟦PHONE|131 6702 4418⟧ | ⟦AMOUNT|12,800⟧ |
| ⟦PERSON|管晴⟧ | ⟪org_name|复旦大学⟫ | ⟦IDCARD|$prc26⟧ | ⟦PHONE|187 0114 3396⟧ | ⟦AMOUNT|7,500⟧ |
导出时间 ⟪timestamp|2026-02-11 09:12⟫ 操作人 ⟦PERSON|chenjing⟧
"""))

T(("航空_退票客服通话", """
坐席：您好，⟪org_name|南方航空⟫，请问有什么可以帮您？
旅客：我要退 ⟪flight_number|CZ3101⟫ 的票，乘机人⟦PERSON|黎文静⟧，票号 ⟪order_ref|784-2190046618⟫。
坐席：好的，请提供一下证件号。
旅客：护照 ⟦PASSPORT|EJ4417829⟧。
坐席：核对一致。按规则退票费 ⟪price|300元⟫，可退 ⟦AMOUNT|1,460元⟧，原路退回，⟪duration|7个工作日⟫到账。
"""))

T(("酒店_民宿损坏赔偿", """
⟦PERSON|周先生⟧您好，我是⟪org_name|山语民宿⟫房东⟦PERSON|阿杰⟧。您⟪date|2月7日⟫退房后发现投影仪镜头摔裂，维修报价 ⟪price|1,200元⟫，押金 ⟦AMOUNT|1,000元⟧ 将全部扣除，另需补 ⟦AMOUNT|200元⟧。您可以看下照片。也可以打我电话 ⟦PHONE|180 8712 6695⟧ 沟通。
"""))

T(("大学_奖学金个人信息表", """
⟪org_name|中南大学⟫ 研究生学业奖学金申请表
姓名：⟦PERSON|易思远⟧   学号：⟪account_ref|224611083⟫
身份证号：⟦IDCARD|$prc5⟧   出生日期：⟦DATE_OF_BIRTH|1990-09-08⟧
银行卡号（建行）：⟦CARD|$up4⟧
导师：⟦PERSON|谭教授⟧
申请等级：一等（⟪price|12,000元/年⟫）
本人已获 2024-2025 学年奖学金 ⟦AMOUNT|8,000元⟧。
"""))

T(("加密货币_客服提币纠纷", """
用户⟦PERSON|欧阳明⟧：我 ⟪date|2月9日⟫ 提了 ⟦AMOUNT|15,000 USDT⟧ 到 ⟪wallet_address|$eth3⟫，一直没到账！
客服⟦PERSON|Lily⟧：您好，查询到该笔交易哈希 ⟪tx_hash|$txh3⟫ 已上链，状态成功。请确认接收地址是否为交易所充值地址且网络一致。
用户⟦PERSON|欧阳明⟧：我的登录IP怎么显示 ⟦IP_ADDRESS|113.87.204.16⟧，我人在深圳啊，对的。
"""))

T(("无个人信息_产品说明书", """
⟪org_name|小米⟫空气净化器 4 Pro 使用说明（⟪version|V2.1⟫）
型号：⟪product_code|AC-M15-SC⟫   额定功率：⟪measurement|50W⟫
CADR（颗粒物）：⟪measurement|500m³/h⟫   适用面积：⟪measurement|35-60㎡⟫
滤芯建议每⟪duration|6-12个月⟫更换，滤芯售价 ⟪price|199元⟫。
固件升级：米家 App → 设置 → 固件更新（当前 ⟪version|2.1.8_0031⟫）。
"""))

T(("心理_EAP咨询预约邮件", """
⟦PERSON|晓敏⟧，你好：
已为你预约⟪org_name|EAP员工援助计划⟫咨询，时间 ⟪date|2月14日⟫ ⟪time|19:00⟫，线上视频。咨询师⟦PERSON|罗老师⟧擅长⟦MEDICAL|产后抑郁⟧方向。公司承担前6次费用，无需你支付。
如需改期请发邮件至 ⟦EMAIL|eap@xinqing-care.cn⟧ 或拨打 ⟦PHONE|400-821-7766⟧。
"""))

T(("产科_新生儿出生登记", """
出生医学证明信息核对
新生儿姓名：⟦PERSON|卢安然⟧  性别：女  出生时间：⟦DATE_OF_BIRTH|2026年2月3日⟧ ⟪time|04时17分⟫
出生体重：⟪measurement|3,150克⟫  出生地点：⟪org_name|南京市妇幼保健院⟫
母亲：⟦PERSON|邢芳⟧ 身份证后四位 ⟪id_tail|640X⟫
父亲：⟦PERSON|卢一帆⟧ 身份证后四位 ⟪id_tail|2896⟫
分娩方式：⟦MEDICAL|剖宫产（瘢痕子宫）⟧
"""))

T(("街道_社区网格员走访", """
网格员走访记录 ⟪date|2026.02.08⟫
走访对象：独居老人⟦PERSON|郝秀珍⟧，78岁，⟦ADDRESS|西安市雁塔区小寨东路126号3号楼2单元102⟧
健康：⟦MEDICAL|高血压⟧、⟦MEDICAL|2型糖尿病⟧，长期服用⟦MEDICAL|二甲双胍⟧，上月⟦MEDICAL|跌倒⟧一次
子女：儿子⟦PERSON|郝斌⟧在外地，电话 ⟦PHONE|189 2903 3318⟧
高龄津贴 ⟦AMOUNT|100元⟧/月 已到账。网格员：⟦PERSON|小惠⟧
"""))

T(("银行_信用卡激活客服误记", """
【客服系统备注】⟪timestamp|2026-02-09 20:11⟫ 坐席 ⟦PERSON|小秦⟧
客户⟦PERSON|钟永康⟧来电激活新卡，卡号 ⟦CARD|$up7⟧，客户在电话里主动报出了卡背安全码 ⟦CVV|238⟧ 和查询密码 ⟦PASSWORD|330218⟧，已提醒客户不要告知他人，并建议修改密码。
客户地址变更为：⟦ADDRESS|广东省广州市天河区天河北路233号中信广场46楼⟧
已开通额度 ⟦AMOUNT|5万⟧。
"""))

T(("物业_停车场系统配置泄露", """
# 停车场道闸系统 parking.conf（⟪org_name|万科物业⟫ ⟪place|翡翠公园⟫项目）
server_ip = ⟦IP_ADDRESS|192.168.10.20⟧
db_user = park_admin
db_pass = ⟦PASSWORD|Vk@park2025⟧
sms_accesskey = ⟦APIKEY|$ltai3⟧
sms_secret = ⟦SECRET|$ali_secret3⟧
notify_hook = ⟦SECRET|$wecomhook2⟧
# 维护人 ⟦PERSON|丁工⟧ ⟦PHONE|186 0075 3320⟧
"""))

T(("二手车_金融分期审批", """
⟪org_name|易鑫金融⟫ 二手车分期审批结果
申请人：⟦PERSON|石磊⟧  身份证 ⟦IDCARD|$prc25⟧
（注：系统显示出生日期与身份证一致，⟦DATE_OF_BIRTH|1987-05-02⟧）
车辆：2020款 本田雅阁，车价 ⟪price|15.8万⟫
贷款金额：⟦AMOUNT|11万⟧，期限36期，月供 ⟦AMOUNT|3,412元⟧
还款卡：⟦CARD|$up8⟧
居住地址：⟦ADDRESS|陕西省西安市雁塔区科技路48号创业广场B座1709⟧
"""))

T(("腾讯云_COS上传脚本", """
#!/bin/bash
# backup_to_cos.sh —— 作者 ⟦PERSON|hujun⟧，每天凌晨 ⟪time|3:00⟫ 执行
export TENCENTCLOUD_SECRET_ID=⟦APIKEY|$akid2⟧
export TENCENTCLOUD_SECRET_KEY=⟦SECRET|$tc_secret2⟧
coscli cp /data/backup/mysql_$(date +%F).sql.gz cos://db-backup-1250000000/daily/
curl -s "⟦SECRET|$dinghook3⟧" -H 'Content-Type: application/json' -d '{"msgtype":"text","text":{"content":"备份完成"}}'
"""))

T(("跨境_留学生汇款说明", """
爸，学费要在⟪date|2月28日⟫前交，学校账户信息如下：
收款方：⟪org_name|Politecnico di Milano⟫
IBAN：⟦IBAN|$iban_it1⟧
金额：⟦AMOUNT|€3,898⟧（第二期）
备注写我的学号 ⟪account_ref|10877213⟫ 和名字 ⟦PERSON|唐思远⟧
我的住址：⟦ADDRESS|Via Giovanni Pascoli 17, 20133 Milano⟧
另外生活费卡里只剩 ⟦AMOUNT|€412⟧ 了 😂
"""))

T(("物业_装修押金退还申请", """
装修押金退还申请
业主：⟦PERSON|白雪梅⟧  房号：⟦ADDRESS|厦门市思明区环岛南路3999号海韵台18号楼1502室⟧
装修押金：⟦AMOUNT|5,000元⟧（⟪date|2025年9月⟫缴纳）
验收结果：合格，扣除垃圾清运费 ⟪price|300元⟫ 后应退 ⟦AMOUNT|4,700元⟧
退款账户：⟪org_name|中国银行⟫ ⟦CARD|$up9⟧
联系电话：⟦PHONE|159 6023 1187⟧  物业经办：⟦PERSON|黄主管⟧
"""))
