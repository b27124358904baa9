# Chinese texts. Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES[name]
TEXTS = []
A = TEXTS.append

A(("wechat_coop_subsidy_notice", """
【⟪org_name|丰收农机专业合作社⟫通知】各位社员：2026年耕地地力保护补贴已到账，标准⟪price|每亩112元⟫。⟦PERSON|王德贵⟧家38亩，共计⟦AMOUNT|4,256元⟧；⟦PERSON|刘桂芳⟧家21亩，共计⟦AMOUNT|2,352元⟧。有疑问找会计⟦PERSON|小赵⟧，电话⟦PHONE|139 2417 6620⟧。
"""))

A(("coop_member_register_xlsx", """
序号,姓名,身份证号,入股金额,联系电话,住址
1,⟦PERSON|张建国⟧,⟦IDCARD|$prc13⟧,⟦AMOUNT|20000⟧,⟦PHONE|13803714418⟧,⟦ADDRESS|河南省郑州市金水区丰产路21号院3号楼⟧
2,⟦PERSON|李秀英⟧,⟦IDCARD|$prc18⟧,⟦AMOUNT|15000⟧,⟦PHONE|13931158207⟧,⟦ADDRESS|河北省石家庄市长安区建设北大街77号⟧
备注：入股基准⟪price|每股5000元⟫，分红率⟪percentage|6.5%⟫，登记日期⟪date|2026-01-18⟫
"""))

A(("village_vet_visit_record", """
兽医出诊记录 ⟪case_ref|SY-2026-0215⟫
畜主：⟦PERSON|老周⟧（⟦PERSON|周长河⟧），⟪place|东坪村⟫三组
病畜：母猪2头，诊断为⟪animal_health|猪伪狂犬病⟫疑似，另有一头牛⟪animal_health|前胃弛缓⟫
处置：注射⟪product_code|伪狂犬活疫苗Bartha-K61⟫，⟪measurement|每头2ml⟫
出诊费⟪price|80元⟫，药费合计⟦AMOUNT|236元⟧，已微信收款
兽医：⟦PERSON|孟医生⟧ ⟦PHONE|158 0732 4419⟧
"""))

A(("nursing_home_admission_form", """
⟪org_name|夕阳红颐养院⟫入住登记表
老人姓名：⟦PERSON|陈玉兰⟧　性别：女　出生日期：⟦DATE_OF_BIRTH|1939年8月23日⟧
身份证号：⟦IDCARD|$prc8⟧
家庭住址：⟦ADDRESS|山东省青岛市市南区香港中路58号2单元501室⟧
健康状况：⟦MEDICAL|阿尔茨海默病⟧中期，⟦MEDICAL|高血压⟧，长期服用⟦MEDICAL|苯磺酸氨氯地平片5mg⟧
护理等级：⟪care_level|特级护理⟫　床位：⟪room_no|3号楼412-2床⟫
月费标准⟪price|6,800元/月⟫，首月已缴⟦AMOUNT|8,300元⟧（含押金）
紧急联系人：⟦PERSON|陈志强⟧（儿子）⟦PHONE|186 6398 2214⟧
"""))

A(("nursing_home_family_wechat_group", """
护工⟦PERSON|小林⟧：⟦PERSON|许阿姨⟧今天早上血压150/95，已经告诉⟦PERSON|王护士长⟧了
⟦PERSON|许建华⟧：谢谢⟦PERSON|小林⟧，她的⟦MEDICAL|缬沙坦⟧还有吗？
护工⟦PERSON|小林⟧：还有一盒，周五前要补。另外这个月护理费⟦AMOUNT|5,600⟧还没交哦
⟦PERSON|许建华⟧：今晚转，账户还是那个招行的吗
⟪org_name|颐养院财务⟫：是的，备注老人房号⟪room_no|208⟫
"""))

A(("blood_donation_sms_zh", """
【⟪org_name|深圳市血液中心⟫】尊敬的⟦PERSON|黄志伟⟧先生，感谢您于⟪date|2月8日⟫在⟪place|华强北献血屋⟫无偿献血⟪measurement|400ml⟫，这是您第12次献血。您的血液已检测合格，下次可献血时间为⟪date|2026年8月8日⟫。咨询⟦PHONE|0755-88266055⟧
"""))

A(("blood_donor_reimbursement_form", """
献血者用血费用报销申请
申请人：⟦PERSON|杨帆⟧　　与献血者关系：本人
身份证号：⟦IDCARD|$prc9⟧　　出生日期：⟦DATE_OF_BIRTH|1999-07-12⟧
献血证编号：⟪record_id|4301042019003319⟫
住院诊断：⟦MEDICAL|急性阑尾炎⟧术后，输注⟦MEDICAL|悬浮红细胞2U⟧
用血费用⟦AMOUNT|¥1,080.00⟧，申请报销⟦AMOUNT|¥1,080.00⟧
收款账户：⟦CARD|$up1⟧（⟪org_name|中国工商银行⟫长沙岳麓支行）
"""))

A(("funeral_home_service_contract", """
⟪org_name|福寿园殡仪服务有限公司⟫ 殡葬服务合同 No. ⟪order_id|FS20260211-07⟫
逝者：⟦PERSON|刘国华⟧，男，享年84岁，出生日期⟦DATE_OF_BIRTH|1942年11月7日⟧，身份证号⟦IDCARD|$prc7⟧
死亡原因：⟦MEDICAL|慢性阻塞性肺疾病急性加重⟧
委托人：⟦PERSON|刘敏⟧（女儿），电话⟦PHONE|138 5184 2207⟧，住址⟦ADDRESS|江苏省南京市玄武区北京东路41号6幢302室⟧
服务项目：遗体接运、告别厅（⟪room_no|3号厅⟫）、火化、骨灰盒（⟪product_code|汉白玉HB-12⟫，标价⟪price|3,880元⟫）
合计应付⟦AMOUNT|一万二千六百元整⟧，已付定金⟦AMOUNT|3,000元⟧
"""))

A(("cemetery_plot_wechat_chat", """
⟦PERSON|孙经理⟧：⟦PERSON|赵姐⟧您好，⟪place|南山公墓⟫松柏园那个双穴位还在，管理费⟪price|20年一次性6,000⟫
⟦PERSON|赵丽萍⟧：墓位价钱能少点吗？我爸那边的亲戚也出一部分
⟦PERSON|孙经理⟧：最低⟦AMOUNT|九万八⟧，今天定的话刻字免费
⟦PERSON|赵丽萍⟧：行，我先转⟦AMOUNT|两万⟧定金
"""))

A(("community_group_buy_order_export", """
团长：⟦PERSON|芳芳⟧（⟪place|锦绣花园⟫自提点）
#1 ⟦PERSON|刘姐⟧ 5号楼 草莓2盒 ⟦AMOUNT|¥59.8⟧ 尾号⟪masked_phone|138****2216⟫
#2 ⟦PERSON|王磊⟧ 7号楼 鸡蛋30枚 ⟦AMOUNT|¥26.9⟧ 尾号⟪masked_phone|159****0871⟫
#3 ⟪masked_name|何**⟫ 2号楼 牛奶×2 ⟦AMOUNT|¥71.6⟧
今日取货码：⟪otp_code|8842⟫，⟪time|17:00⟫前到货
草莓团购价⟪price|29.9元/盒⟫
"""))

A(("group_buy_refund_ticket", """
工单⟪ticket_id|TG-558102⟫ 社区团购售后
用户：⟦PERSON|蒋晓燕⟧ 手机⟦PHONE|177 2210 3415⟧
地址：⟦ADDRESS|四川省成都市武侯区玉林北路12号附3号⟧
问题：订单⟪order_id|202602140931558821⟫中的冻虾仁解冻后变质
处理：退款⟦AMOUNT|42.5元⟧原路返回，另补偿⟦AMOUNT|5元⟧无门槛券
客服⟦PERSON|小桃⟧ ⟪timestamp|2026-02-14 10:22⟫
"""))

A(("second_hand_mortgage_application", """
二手房按揭贷款申请表（⟪org_name|建设银行⟫）
借款人：⟦PERSON|吴磊⟧　身份证：⟦IDCARD|$prc5⟧
配偶：⟦PERSON|郑婷⟧　身份证：⟦IDCARD|$prc12⟧
房屋坐落：⟦ADDRESS|重庆市渝中区解放碑八一路177号18-3⟧
成交价⟦AMOUNT|156万⟧，首付⟦AMOUNT|47万⟧，申请贷款⟦AMOUNT|109万⟧，期限⟪duration|30年⟫
月收入：借款人⟦AMOUNT|18,500元⟧，配偶⟦AMOUNT|11,200元⟧
LPR ⟪percentage|3.5%⟫减⟪percentage|0.3%⟫
还款卡号：⟦CARD|$up2⟧
"""))

A(("mortgage_broker_call_note", """
通话记录 ⟪timestamp|2026-02-12 15:40⟫ 经纪人⟦PERSON|郭俊⟧
客户⟦PERSON|钱女士⟧说卖家⟦PERSON|老马⟧那边还有⟦AMOUNT|三十多万⟧的原贷款没结清，需要先做赎楼，垫资费⟪price|日息万分之三⟫。客户手头有⟦AMOUNT|八十万⟧，差的想找亲戚借。⟦PERSON|钱女士⟧电话⟦PHONE|135 1027 6634⟧，下周二带身份证和户口本来门店。
"""))

A(("cross_border_seller_payout_notice", """
【⟪org_name|速卖通⟫卖家后台】店铺“⟪shop_name|极光户外旗舰店⟫”2月第一期放款：
结算金额 ⟦AMOUNT|US$8,412.77⟧，汇率⟪exchange_rate|7.1826⟫，折合⟦AMOUNT|¥60,427.49⟧
收款人：⟦PERSON|邓佳慧⟧　收款账户：⟦IBAN|$iban_de2⟧ [Kontoinhaber ⟦PERSON|Deng Jiahui⟧]
运营负责人：⟦PERSON|阿伟⟧，钉钉 ⟦PHONE|+86 186 2033 1871⟧
平台服务费率⟪percentage|8%⟫，物流单号⟪tracking_no|LP00682231177CN⟫
"""))

A(("cross_border_erp_api_config", """
# ERP 对接配置（勿外传）
[aliyun_oss]
access_key_id = ⟦APIKEY|$alibaba1⟧
access_key_secret = ⟦SECRET|$alibaba_sec1⟧
bucket = ⟪resource_name|kj-erp-images⟫
endpoint = ⟪hostname|oss-cn-shenzhen.aliyuncs.com⟫

[shopify]
store = ⟪hostname|aurora-outdoor.myshopify.com⟫
admin_token = ⟦APIKEY|$shopify1⟧
api_version = ⟪version|2026-01⟫

[owner]
name = ⟦PERSON|林晓东⟧
mail = ⟦EMAIL|linxd@aurora-outdoor.cn⟧
"""))

A(("overseas_labour_contract", """
出国劳务派遣合同（节选）
甲方：⟪org_name|鲁信国际经济技术合作有限公司⟫
乙方：⟦PERSON|马振华⟧　性别：男　出生日期：⟦DATE_OF_BIRTH|1987年6月6日⟧
身份证号：⟦IDCARD|$prc23⟧　护照号：⟦PASSPORT|EC8837412⟧
派往国家：⟪place|新加坡⟫　工种：⟪job_title|钢筋工⟫　合同期：⟪duration|2年⟫
月基本工资⟦AMOUNT|S$1,650⟧，加班费另计；服务费⟪price|人民币15,000元⟫（政策上限）
乙方家属联系人：⟦PERSON|王春梅⟧，⟦PHONE|152 2217 8830⟧，⟦ADDRESS|天津市和平区南京路219号4-1-302⟧
"""))

A(("overseas_worker_wechat_complaint", """
⟦PERSON|马哥⟧：中介⟦PERSON|老黄⟧说好的月薪⟦AMOUNT|一万二⟧，到了这边只有⟦AMOUNT|八千多⟧，护照还被老板扣着
⟦PERSON|小吕⟧：你护照号多少，我帮你找使馆
⟦PERSON|马哥⟧：⟦PASSPORT|EC8837412⟧，宿舍在⟦ADDRESS|Blk 47 Tuas South Ave 1, #03-12⟧
⟦PERSON|小吕⟧：先别急，劳务举报电话⟦PHONE|+65 6438 5122⟧
"""))

A(("rural_credit_coop_loan_sms", """
【⟪org_name|湖南农信⟫】⟦PERSON|谭宏⟧您好，您尾号⟪id_tail|3318⟫的惠农贷款本期应还⟦AMOUNT|2,143.58元⟧，还款日⟪date|2026年2月20日⟫。请确保卡内余额充足。客服⟦PHONE|96518⟧
"""))

A(("coop_fertilizer_ledger", """
| 日期 | 社员 | 品名 | 数量 | 金额(元) | 经手人 |
|---|---|---|---|---|---|
| ⟪date|2/03⟫ | ⟦PERSON|韦大勇⟧ | ⟪product_code|史丹利复合肥15-15-15⟫ | 20袋 | ⟦AMOUNT|3,180⟧ | ⟦PERSON|老覃⟧ |
| ⟪date|2/05⟫ | ⟦PERSON|黄秀兰⟧ | 尿素 | 8袋 | ⟦AMOUNT|912⟧ | ⟦PERSON|老覃⟧ |
| ⟪date|2/06⟫ | ⟦PERSON|蒙小军⟧ | 钾肥 | 5袋 | 赊账⟦AMOUNT|675⟧ | ⟦PERSON|覃会计⟧ |
复合肥社员价⟪price|159元/袋⟫
"""))

A(("temple_merit_donation_list", """
⟪org_name|灵隐寺⟫功德芳名录（⟪date|丙午年正月⟫）
⟦PERSON|释延心⟧法师经手
⟦PERSON|沈国平⟧　⟦PERSON|陆雅琴⟧合家　功德款⟦AMOUNT|壹万元整⟧
⟦PERSON|何志远⟧　⟦AMOUNT|贰仟元⟧
匿名善信　随喜（⟪date|正月初九⟫）
"""))

A(("church_offering_dingtalk", """
【钉钉通知｜⟪org_name|恩典堂⟫财务同工】
本主日奉献：现金⟪aggregate_total|3,456元⟫，线上转账⟪aggregate_total|8,920元⟫。
特别奉献：⟦PERSON|约翰 李⟧弟兄⟦AMOUNT|5,000元⟧建堂基金；⟦PERSON|郑恩慈⟧姊妹⟦AMOUNT|1,200元⟧宣教。
负责同工：⟦PERSON|蔡牧师⟧　财务：⟦PERSON|吴姊妹⟧ ⟦PHONE|137 6021 4482⟧
"""))

A(("mosque_zakat_wecom_notice", """
【企业微信｜⟪org_name|东关清真大寺⟫寺管会】
开斋节天课收取情况：⟦PERSON|马福海⟧⟦AMOUNT|2,000元⟧，⟦PERSON|韩秀珍⟧⟦AMOUNT|800元⟧，⟦PERSON|老马哥⟧⟦AMOUNT|500元⟧。
值班安排：⟪date|4月1日⟫ ⟦PERSON|马阿訇⟧主持，⟦PERSON|韩小军⟧负责厨房。仓库门锁密码改为⟦PASSWORD|730615⟧。
"""))

A(("youth_league_summer_camp_signup", """
⟪org_name|少年宫⟫夏令营报名表
营员：⟦PERSON|李梓涵⟧　出生日期：⟦DATE_OF_BIRTH|2014-05-09⟧　班级：⟪class_name|四年级2班⟫
家长：⟦PERSON|李强⟧　手机：⟦PHONE|139 1047 8826⟧
过敏史：⟦MEDICAL|青霉素过敏⟧；⟦MEDICAL|哮喘⟧（随身携带⟦MEDICAL|沙丁胺醇气雾剂⟧）
营费⟪price|2,680元⟫，家长已付⟦AMOUNT|2,000元⟧，余款开营前补
集合地点：⟪place|北京南站⟫，⟪time|7:30⟫，车次⟪train_no|G109⟫
"""))

A(("prison_family_visit_application", """
⟪org_name|某监狱⟫会见申请登记
服刑人员：⟦PERSON|罗建军⟧　编号⟪prisoner_no|4305021871⟫　监区：⟪room_no|三监区⟫
申请人：⟦PERSON|罗小芳⟧（妹妹）　身份证：⟦IDCARD|$prc6⟧
联系电话：⟦PHONE|133 9716 5521⟧
会见日期：⟪date|2026年3月5日⟫　方式：远程视频会见
汇款：为其账户存入生活费⟦AMOUNT|600元⟧
"""))

A(("community_correction_report", """
社区矫正对象月度报告（⟪date|2026年1月⟫）
对象：⟦PERSON|许志鹏⟧，身份证号⟦IDCARD|$prc11⟧
居住地：⟦ADDRESS|福建省厦门市思明区莲前西路199号之三1203室⟧
本月按时报到4次，参加公益劳动⟪measurement|8小时⟫。自述⟦MEDICAL|焦虑症⟧复发，服用⟦MEDICAL|艾司西酞普兰10mg⟧。
在⟪org_name|厦门某物流公司⟫做分拣，月收入约⟦AMOUNT|4,800元⟧。
司法所工作人员：⟦PERSON|蔡晓玲⟧
"""))

A(("disability_subsidy_application", """
残疾人两项补贴申请审批表
申请人：⟦PERSON|高永福⟧　出生日期：⟦DATE_OF_BIRTH|1955-04-19⟧　身份证号：⟦IDCARD|$prc21⟧
残疾类别：肢体二级（⟦MEDICAL|脑梗死后遗症左侧偏瘫⟧）
补贴标准：护理补贴⟪price|每月150元⟫，生活补贴⟪price|每月120元⟫
实际发放：⟦AMOUNT|270元/月⟧，打入社保卡⟦CARD|$up3⟧
代办人：⟦PERSON|高丽⟧（女儿）⟦PHONE|135 1314 0718⟧
"""))

A(("speech_therapy_parent_chat", """
言语治疗师⟦PERSON|于老师⟧：⟦PERSON|乐乐⟧妈妈，今天训练了20分钟，“g/k”音比上周清楚多了
⟦PERSON|乐乐⟧妈妈：太好了！医生说他是⟦MEDICAL|构音障碍⟧加⟦MEDICAL|舌系带过短⟧，术后要多练
言语治疗师⟦PERSON|于老师⟧：对，回家每天练⟪product_code|吹泡泡卡片⟫。下次课⟪date|周六⟫⟪time|上午10点⟫，课时费⟪price|300元/节⟫
"""))

A(("rehab_ot_assessment_record", """
作业治疗评估记录　⟪case_ref|OT-2026-0088⟫
患者：⟦PERSON|钟国强⟧　男　67岁　住院号⟪record_id|ZY00331872⟫
诊断：⟦MEDICAL|右侧脑出血术后⟧，⟦MEDICAL|左上肢肌力3级⟧
Barthel指数：⟪measurement|45分⟫
治疗计划：⟦MEDICAL|强制性运动疗法⟧，每日1次；建议家中加装扶手
治疗师：⟦PERSON|程欣⟧　⟪date|2026-02-10⟫
"""))

A(("pharmacovigilance_adr_report_zh", """
药品不良反应/事件报告表　编码⟪case_ref|ADR-3201022026000417⟫
患者姓名：⟦PERSON|褚美华⟧　性别：女　出生日期：⟦DATE_OF_BIRTH|1967年9月30日⟧　体重⟪measurement|58kg⟫
原患疾病：⟦MEDICAL|类风湿关节炎⟧
怀疑药品：⟦MEDICAL|甲氨蝶呤片2.5mg⟧，每周一次，批号⟪batch_no|H20260103⟫，生产厂家⟪org_name|上海信谊药厂⟫
不良反应：⟦MEDICAL|骨髓抑制⟧，白细胞⟪measurement|2.1×10⁹/L⟫
报告人：⟦PERSON|戴晓明⟧（药师）⟦PHONE|0571-87236612⟧ ⟦EMAIL|daixm@zjyy-pharm.cn⟧
"""))

A(("internet_hospital_consult_record", """
【⟪org_name|微医互联网医院⟫】图文问诊记录 ⟪order_id|WY202602140018⟫
患者：⟦PERSON|邵俊杰⟧ 男 33岁
主诉：反复上腹痛3月，饭后加重
既往：⟦MEDICAL|幽门螺杆菌感染⟧（⟪date|2025年10月⟫）
医生⟦PERSON|孟医生⟧：考虑⟦MEDICAL|慢性胃炎⟧，开具电子处方：⟦MEDICAL|雷贝拉唑钠肠溶片20mg⟧ 每日一次
问诊费⟪price|39元⟫，药费实付⟦AMOUNT|86.40元⟧（医保个账支付）
"""))

A(("telemed_app_backend_log_zh", """
2026-02-14 11:02:19.331 WARN [rx-audit] 处方推送失败 doctor=⟦PERSON|luoyan⟧ patient_name=⟦PERSON|叶晓雯⟧ diag="⟦MEDICAL|妊娠期糖尿病⟧" drug="⟦MEDICAL|门冬胰岛素注射液⟧"
2026-02-14 11:02:19.333 WARN [rx-audit] trace_id=⟪trace_id|5f1e2d3c4b5a69788796a5b4c3d2e1f0⟫ upstream=⟦IP_ADDRESS|10.23.88.12⟧:⟪port|7001⟫
2026-02-14 11:02:20.001 INFO [sms] 发送验证码 ⟪otp_code|603918⟫ to ⟪masked_phone|186****4471⟫
"""))

A(("payroll_bureau_salary_sheet_zh", """
⟪org_name|薪福通人力资源⟫代发工资明细（⟪date|2026年1月⟫）
工号,姓名,身份证号,应发工资,个税,实发工资,银行卡号
⟪employee_id|A0312⟫,⟦PERSON|韩梅⟧,⟦IDCARD|$prc10⟧,⟦AMOUNT|12,800.00⟧,⟦AMOUNT|394.00⟧,⟦AMOUNT|10,921.60⟧,⟦CARD|$up4⟧
⟪employee_id|A0313⟫,⟦PERSON|薛涛⟧,⟦IDCARD|$prc17⟧,⟦AMOUNT|9,600.00⟧,⟦AMOUNT|108.00⟧,⟦AMOUNT|8,171.20⟧,⟦CARD|$visa2⟧
制表：⟦PERSON|葛丽⟧　复核：⟦PERSON|葛经理⟧
"""))

A(("debt_collection_sms_zh", """
【⟪org_name|某消费金融⟫】⟦PERSON|邱志强⟧先生，您的借款已逾期47天，欠款⟦AMOUNT|18,236.40元⟧。请于⟪date|2月18日⟫前联系⟦PERSON|刘专员⟧⟦PHONE|400-820-7731⟧协商还款，否则将上报征信。退订回T
"""))

A(("debt_collector_call_notes_zh", """
催收通话记录 案件号⟪case_ref|CS2026020903317⟫
债务人：⟦PERSON|曹玉梅⟧　身份证⟦IDCARD|$prc14⟧
联系人：丈夫⟦PERSON|章磊⟧ ⟦PHONE|139 5601 2287⟧
通话摘要：客户称丈夫确诊⟦MEDICAL|肺癌⟧正在化疗，暂时只能还⟦AMOUNT|一千⟧，剩余⟦AMOUNT|四万三⟧请求分36期。
录音文件：⟪file|rec_20260209_1532.mp3⟫　坐席：⟦PERSON|小龚⟧
"""))

A(("pawnshop_ticket_zh", """
⟪org_name|宝瑞典当行⟫ 当票 No. ⟪ticket_id|0026817⟫
当户：⟦PERSON|谢文斌⟧　证件：⟦IDCARD|$prc3⟧
地址：⟦ADDRESS|广东省深圳市南山区桃园路88号南油大厦B座1507⟧
当物：⟪product_code|劳力士潜航者116610LN⟫ 一只
当金：⟦AMOUNT|人民币伍万捌仟元整⟧（⟦AMOUNT|58,000.00⟧）
综合费率⟪percentage|月2.7%⟫　当期：⟪date|2026-02-14⟫至⟪date|2026-03-15⟫
"""))

A(("gold_shop_buyback_receipt", """
⟪org_name|周大福⟫回收单　⟪order_id|HS-20260213-112⟫
客户：⟦PERSON|龙女士⟧　手机⟦PHONE|181 0871 6634⟧
旧金项链 足金⟪measurement|23.65克⟫，当日回收价⟪price|598元/克⟫
回收金额⟦AMOUNT|14,142.70元⟧，转入⟦PERSON|龙晓燕⟧银行卡⟪masked_card|6217 **** **** 5521⟫
"""))

A(("iot_vending_fleet_alarm_feishu", """
【飞书机器人｜售货机告警】
设备⟪device_id|VM-SZ-01187⟫ 位置：⟪place|科技园地铁站B口⟫
SIM ICCID：⟪iccid|89860320245710338817⟫　信号⟪measurement|-109dBm⟫
告警：纸币器卡币，缺货货道⟪slot_id|A3,B7⟫
运维：@⟦PERSON|欧阳杰⟧ 请今天处理，钥匙柜密码⟦PASSWORD|2580#⟧
推送地址（勿转发）：⟦SECRET|$feishuhook1⟧
"""))

A(("parking_meter_fleet_db_dump", """
-- 路边停车收费终端 运维库
INSERT INTO pos_terminal (sn, iccid, fw_ver, install_addr, mgmt_ip, maintainer, maintainer_phone) VALUES
('⟪device_id|PK-NJ-2207⟫','⟪iccid|89860619150012845521⟫','⟪version|1.6.3⟫','⟪place|中山路段12号泊位⟫','⟦IP_ADDRESS|10.60.2.117⟧','⟦PERSON|沈一鸣⟧','⟦PHONE|13951742208⟧'),
('⟪device_id|PK-NJ-2208⟫','⟪iccid|89860619150012845539⟫','⟪version|1.6.3⟫','⟪place|中山路段14号泊位⟫','⟦IP_ADDRESS|10.60.2.118⟧','⟦PERSON|沈一鸣⟧','⟦PHONE|13951742208⟧');
"""))

A(("gpu_cluster_ops_dingtalk", """
【钉钉｜GPU集群值班】
⟦PERSON|小赵⟧：⟪hostname|gpu-node-31⟫ 的 ⟪gpu_model|A800⟫ 又掉卡了，Xid ⟪error_code|79⟫
⟦PERSON|赵磊⟧：先 drain 掉，我查一下。跳板机 ⟦IP_ADDRESS|172.18.9.3⟧，账号 ⟦PERSON|zhaolei⟧，密码 ⟦PASSWORD|Gpu@ops2026⟧
⟦PERSON|小赵⟧：收到。告警机器人地址也泄露了，记得换：⟦SECRET|$dinghook1⟧
"""))

A(("model_training_yaml_config", """
# 训练配置 ⟪file|qwen-sft.yaml⟫
model: ⟪model_name|Qwen2.5-7B-Instruct⟫
output_dir: /mnt/nas/⟦PERSON|wangjing⟧/ckpt
report_to: wandb
hub:
  push: true
  token: ⟦APIKEY|$hf3⟧
oss:
  ak: ⟦APIKEY|$alibaba2⟧
  sk: ⟦SECRET|$alibaba_sec2⟧
learning_rate: ⟪measurement|2e-5⟫
seed: ⟪measurement|42⟫
"""))

A(("mobile_game_chargeback_ticket_zh", """
工单⟪ticket_id|GM-771204⟫ 退款申诉
玩家：⟦PERSON|霍子轩⟧　UID ⟪player_id|5880172236⟫　区服⟪server|华东3区⟫
申诉内容：孩子偷偷充值，共⟦AMOUNT|6,480元⟧，家长⟦PERSON|霍建峰⟧要求全额退款
监护人身份证：⟦IDCARD|$prc1⟧，注：与玩家实名信息不符
处理人：客服⟦PERSON|阿May⟧
"""))

A(("nursing_home_fee_statement", """
⟪org_name|松鹤养老中心⟫ 2026年1月费用结算单
老人：⟦PERSON|严桂英⟧　床号⟪room_no|B区217⟫
床位费⟪price|2,200⟫　护理费（二级）⟪price|1,800⟫　餐费⟪price|900⟫
药品代购：⟦MEDICAL|二甲双胍缓释片0.5g⟧、⟦MEDICAL|阿托伐他汀钙片20mg⟧　⟦AMOUNT|￥186.50⟧
本月合计应缴⟦AMOUNT|￥5,086.50⟧，预存余额⟦AMOUNT|￥1,213.50⟧
缴费人：⟦PERSON|严卫东⟧，收款人：出纳⟦PERSON|小颜⟧
"""))

A(("funeral_services_wecom_dispatch", """
【企业微信｜接运调度】
⟪timestamp|02-13 03:40⟫ ⟪org_name|市殡仪馆⟫接运单⟪order_id|JY-0213-05⟫
逝者：⟦PERSON|冯德明⟧（男，79岁），家属⟦PERSON|冯小平⟧ ⟦PHONE|136 0515 8871⟧
地址：⟦ADDRESS|浙江省杭州市西湖区文三路259号9幢2单元601⟧
司机：⟦PERSON|老宋⟧，车辆⟪plate|浙A·D7721⟫
备注：家属要求明早8点前到，死亡证明已由社区医院开具（⟦MEDICAL|心源性猝死⟧）
"""))

A(("group_buy_leader_commission_chat", """
⟦PERSON|阿芳⟧：⟦PERSON|陈总⟧，上个月我团的佣金怎么才⟦AMOUNT|1,872⟧？
⟪org_name|兴盛优选⟫运营⟦PERSON|陈浩⟧：佣金比例下调了，生鲜从⟪percentage|10%⟫降到⟪percentage|8%⟫，你看下后台账单⟪invoice_no|YJ202601-3391⟫
⟦PERSON|阿芳⟧：那我还有⟦AMOUNT|460⟧的破损补贴没到
⟦PERSON|陈浩⟧：这周五统一打款
"""))

A(("mortgage_bank_approval_sms", """
【⟪org_name|招商银行⟫】⟦PERSON|韦思远⟧您好，您申请的个人二手住房贷款（申请号⟪case_ref|ZH2602110043⟫）已审批通过，贷款金额⟦AMOUNT|人民币980,000元⟧，期限⟪duration|360期⟫，利率⟪percentage|3.15%⟫。请于⟪date|2月20日⟫前到⟪place|南宁分行营业部⟫签约。
"""))

A(("house_sale_deposit_agreement", """
二手房买卖定金协议
出卖人：⟦PERSON|闫建平⟧，身份证号⟦IDCARD|$prc24⟧，出生日期⟦DATE_OF_BIRTH|1972年9月13日⟧
买受人：⟦PERSON|任佳⟧，身份证号⟦IDCARD|$prc20⟧，出生日期⟦DATE_OF_BIRTH|1993年7月28日⟧
房屋地址：⟦ADDRESS|吉林省长春市南关区人民大街3388号华庭小区6栋1单元902室⟧，建筑面积⟪measurement|112.36㎡⟫，不动产权证号⟪cert_no|吉(2019)长春市不动产权第0123871号⟫
成交总价⟦AMOUNT|壹佰壹拾捌万元整⟧，买受人今日支付定金⟦AMOUNT|50,000元⟧
中介：⟪org_name|链家长春南关店⟫ 经纪人⟦PERSON|付强⟧ ⟦PHONE|0431-8512 7760⟧
"""))

A(("cross_border_customs_declaration", """
跨境电商个人物品申报（⟪org_name|顺丰国际⟫）
运单号：⟪tracking_no|SF1428837712054⟫
收件人：⟦PERSON|龚雪⟧　身份证：⟦IDCARD|$prc2⟧
收件地址：⟦ADDRESS|上海市徐汇区漕溪北路88号圣爱大厦1708室⟧　电话：⟦PHONE|186 2103 5527⟧
物品：⟪product_code|Swisse钙维生素D 150粒⟫×3，申报价值⟪price|US$45⟫
代缴税费：⟦AMOUNT|¥41.13⟧（年度额度剩余⟪price|¥22,590⟫）
"""))

A(("cross_border_tiktok_shop_payout_wechat", """
⟦PERSON|Kelly 林⟧：这批英国站的回款到了吗？
财务⟦PERSON|小潘⟧：到了，⟦AMOUNT|£12,480.55⟧，进了万里汇账户 ⟦IBAN|$iban_gb1⟧
⟦PERSON|Kelly 林⟧：好，给⟦PERSON|阿杰⟧结⟦AMOUNT|8,000元⟧提成
"""))

A(("overseas_labour_agency_visa_list", """
赴日技能实习生名单（第⟪batch_no|2026-03⟫批）
1. ⟦PERSON|孔祥宇⟧　护照⟦PASSPORT|EJ2210487⟧　出生⟦DATE_OF_BIRTH|2001-09-15⟧　身份证⟦IDCARD|$prc19⟧　职种：⟪job_title|食品制造⟫
2. ⟦PERSON|秦雨萱⟧　护照⟦PASSPORT|EH7734109⟧　出生⟦DATE_OF_BIRTH|1997-03-20⟧　身份证⟦IDCARD|$prc16⟧　职种：⟪job_title|介护⟫
体检结论：⟦PERSON|孔祥宇⟧⟦MEDICAL|乙肝小三阳⟧，需复查
派遣机构：⟪org_name|辽宁国际技术合作公司⟫　出国服务费⟪price|每人28,000元⟫
"""))

A(("returned_worker_wage_dispute", """
劳动仲裁申请书（摘要）
申请人：⟦PERSON|庞志明⟧，住⟦ADDRESS|广西壮族自治区南宁市青秀区民族大道136号⟧，电话⟦PHONE|177 7713 4082⟧
被申请人：⟪org_name|中海外劳务合作公司⟫
请求：支付在⟪place|沙特⟫工作期间拖欠工资⟦AMOUNT|SAR 14,400⟧（约⟦AMOUNT|人民币2.7万元⟧）；退还押金⟦AMOUNT|一万元⟧
工资卡：⟦IBAN|$iban_ae1⟧
"""))

A(("blood_donation_popular_science", """
献血科普：献血会不会伤身体？
健康成年人一次献血⟪measurement|200-400毫升⟫，约占全身血量的⟪percentage|5%-10%⟫，不会影响健康。⟪health_term|贫血⟫、⟪health_term|高血压⟫未控制者以及近期服用⟪health_term|抗生素⟫的人暂不宜献血。两次全血献血间隔不少于⟪duration|6个月⟫。详情可咨询各地⟪org_name|血液中心⟫。
"""))

A(("smart_locker_product_manual_zh", """
⟪product_code|SL-300⟫智能寄存柜 使用说明（固件⟪version|V3.2.1⟫）
1. 默认管理端口：⟪port|8899⟫；出厂IP：⟪doc_ip|192.0.2.100⟫
2. 工作温度：⟪measurement|-20℃~55℃⟫，功率⟪measurement|≤60W⟫
3. 4G模块：⟪product_code|EC200U-CN⟫，支持⟪product_code|Cat.1⟫
4. 市场指导价：⟪price|12,800元/台⟫（含三年质保）
发布日期：⟪date|2026年1月⟫
"""))

A(("coop_machinery_rental_price_list", """
⟪org_name|绿野农机合作社⟫2026年春耕作业收费标准
旋耕：⟪price|每亩45元⟫
插秧（含秧盘）：⟪price|每亩120元⟫
无人机飞防：⟪price|每亩10元⟫（药剂另计）
烘干：⟪price|每吨180元⟫
联系地点：⟪place|合作社服务大厅⟫，营业时间⟪time|7:00-19:00⟫
"""))

A(("ancestral_hall_donation_board", """
⟪org_name|陈氏宗祠⟫重修捐资芳名
⟦PERSON|陈耀祖⟧ 捐⟦AMOUNT|拾万元⟧　⟦PERSON|陈耀宗⟧ 捐⟦AMOUNT|伍万元⟧
⟦PERSON|陈丽华⟧（旅居⟪place|新加坡⟫）捐⟦AMOUNT|S$10,000⟧
理事会会长⟦PERSON|陈伯⟧敬立　⟪date|丙午年仲春⟫
"""))

A(("taiwan_temple_lamp_registration", """
點光明燈登記（⟪org_name|龍山寺⟫）
信眾：⟦PERSON|林雅婷⟧　身分證：⟦NATIONAL_ID|$twid2⟧
地址：⟦ADDRESS|臺北市萬華區廣州街211號5樓⟧
電話：⟦PHONE|0912-345-887⟧
光明燈 ⟪price|每盞600元⟫，共三盞，已付⟦AMOUNT|1,800元⟧
"""))

A(("hk_pawn_shop_whatsapp_zh", """
⟦PERSON|陳生⟧：老闆，我嗰隻⟪product_code|Cartier Santos⟫想贖返，仲要俾幾多？
⟪org_name|大生押⟫⟦PERSON|何太⟧：本金⟦AMOUNT|港幣$42,000⟧，四個月息⟦AMOUNT|$5,040⟧，總共⟦AMOUNT|$47,040⟧。記得帶當票⟪ticket_id|DS-00917⟫同埋身份證。
⟦PERSON|陳生⟧：我身份證 ⟦NATIONAL_ID|$hkid2⟧，下晝三點到
"""))

A(("hospital_social_worker_case_zh", """
医务社工个案记录　⟪case_ref|SW-2026-0047⟫
服务对象：⟦PERSON|阿花⟧（⟦PERSON|卢春花⟧），42岁，⟦MEDICAL|尿毒症⟧规律血透3年
家庭：丈夫⟦PERSON|卢永⟧在外务工，女儿⟦PERSON|卢晨⟧读初二
经济：⟪org_name|大病医保⟫报销后自付约每月⟦AMOUNT|2,300元⟧；已申请⟪org_name|红十字会⟫救助⟦AMOUNT|5,000元⟧
器官移植登记：已登记等待肾源，登记号⟪record_id|COTRS-4471-0219⟫
社工：⟦PERSON|郝静⟧
"""))

A(("db_connection_leak_wecom", """
【企业微信｜告警】⟪timestamp|2026-02-14 02:15:08⟫ 监控发现配置文件明文：
mysql://sku_admin:⟦SECRET|Tg#2026!erp⟧@⟦IP_ADDRESS|10.81.4.22⟧:⟪port|3306⟫/erp_prod
tencent_cloud secret_id=⟦APIKEY|$tencent1⟧ secret_key=⟦SECRET|$tencent_sec1⟧
提交人：⟦PERSON|fanyu⟧（⟦PERSON|范宇⟧）　仓库⟪repo|kj-erp/backend⟫ 提交⟪commit_sha|c41f9a0e⟫
机器人：⟦SECRET|$wecomhook1⟧
"""))

A(("funeral_online_memorial_payment", """
【⟪org_name|天堂纪念网⟫】订单⟪order_id|TT20260212-3381⟫支付成功
纪念馆：⟦PERSON|孙淑珍⟧女士纪念馆（⟪date|1941-2026⟫）
购买者：⟦PERSON|孙立新⟧　邮箱⟦EMAIL|sunlixin1968@126.com⟧　手机⟦PHONE|150 1036 7712⟧
项目：云祭扫套餐⟪price|99元/年⟫×3年，实付⟦AMOUNT|297元⟧
登录密码已重置为：⟦PASSWORD|sz19410606⟧（请尽快修改）
"""))

A(("nursing_home_iot_bed_sensor_log", """
[2026-02-14 03:12:45] ALERT bed_sensor=⟪device_id|BS-0412⟫ room=⟪room_no|4楼412⟫ resident=⟦PERSON|丁振国⟧ event=离床超时 ⟪duration|15min⟫
[2026-02-14 03:12:45] resident_profile: 诊断=⟦MEDICAL|帕金森病⟧;⟦MEDICAL|跌倒高风险⟧ 用药=⟦MEDICAL|多巴丝肼片250mg⟧
[2026-02-14 03:12:46] notify 夜班护工 ⟦PERSON|吕春燕⟧ ⟦PHONE|13705318826⟧ via ⟪org_name|阿里云短信⟫
[2026-02-14 03:12:46] gateway=⟦IP_ADDRESS|192.168.10.201⟧ fw=⟪version|2.0.9⟫ admin_pwd=⟦PASSWORD|yly@2026!⟧
"""))

A(("group_buy_supplier_settlement", """
社区团购供应商结算单（⟪date|2026年第6周⟫）
供应商：⟪org_name|鲜丰果业⟫　联系人：⟦PERSON|邹海涛⟧ ⟦PHONE|189 7411 3356⟧
销售额⟪aggregate_total|¥186,420⟫，平台扣点⟪percentage|12%⟫，售后扣款⟪aggregate_total|¥3,118⟫
应结算：⟦AMOUNT|¥160,931.60⟧
收款：⟦PERSON|邹海涛⟧个人卡 ⟦CARD|$mc4⟧（⟪org_name|交通银行⟫）
邮箱：⟦EMAIL|zouht@xianfengguoye.com⟧
"""))

A(("overseas_labour_medical_exam_report", """
出国人员健康检查证明书（⟪org_name|国际旅行卫生保健中心⟫）
姓名：⟦PERSON|郑春燕⟧　出生日期：⟦DATE_OF_BIRTH|1967-09-30⟧　身份证号：⟦IDCARD|$prc4⟧
护照号：⟦PASSPORT|E90318872⟧　前往国家：⟪place|以色列⟫（护理工）
检查结果：⟦MEDICAL|轻度脂肪肝⟧；⟦MEDICAL|甲状腺结节（TI-RADS 3类）⟧，不影响出国
体检费⟪price|520元⟫，证书编号⟪cert_no|ITHC-2026-0211-088⟫
"""))

A(("second_hand_house_loan_wechat", """
⟦PERSON|小白⟧（贷款中介）：⟦PERSON|韩哥⟧，银行那边评估价只给到⟦AMOUNT|210万⟧，比成交价少⟦AMOUNT|二十万⟧，首付要补
⟦PERSON|韩东⟧：那我得找我姐借。月供大概多少？
⟦PERSON|小白⟧（贷款中介）：贷⟦AMOUNT|147万⟧30年，等额本息月供大概⟦AMOUNT|6,600⟧左右
⟦PERSON|韩东⟧：行，流水我发你邮箱 ⟦EMAIL|handong_88@sina.com⟧
"""))

A(("cross_border_logistics_api_error", """
2026-02-14 16:20:33 ERROR [4px-client] 创建运单失败 code=⟪error_code|E1024⟫ msg=收件人电话格式错误
  request: {"consignee":"⟦PERSON|Hannah Müller⟧","phone":"⟦PHONE|+49 151 2345 6789⟧","addr":"⟦ADDRESS|Hauptstraße 12, 10827 Berlin⟧","sku":"⟪product_code|KJ-TENT-02⟫"}
  app_key=⟪app_id|4px_app_88120⟫ app_secret=⟦SECRET|$csec5⟧
  from ⟦IP_ADDRESS|47.106.33.120⟧ via proxy ⟪doc_ip|203.0.113.77⟫
"""))
