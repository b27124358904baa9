TEXTS = []
A = TEXTS.append

A(("wuye_notice_wechat_group", """
【⟪org_name|锦绣华庭物业服务中心⟫通知】
各位业主：因二次供水改造，⟪date|12月8日⟫9:00-17:00 3栋、5栋停水。如有疑问请联系物业⟦PERSON|王经理⟧ ⟦PHONE|138 1762 4409⟧。
另：5栋1单元1802业主⟦PERSON|陈女士⟧反映楼道堆放杂物，请相关住户于本周内清理。
物业费标准仍为⟪price|2.8元/㎡·月⟫，⟪date|2026年⟫第四季度物业费请于月底前缴纳。
"""))

A(("yeweihui_meeting_minutes", """
业委会第十二次会议纪要
时间：⟪date|2026年11月28日⟫晚7点  地点：会所二楼
出席：⟦PERSON|刘建国⟧（主任）、⟦PERSON|张慧⟧、⟦PERSON|老周⟧、⟦PERSON|何晓燕⟧；列席：物业⟦PERSON|孙经理⟧
一、维修基金使用：电梯更换方案报价⟪price|86万元⟫，需经双过半业主表决。
二、⟦PERSON|张慧⟧垫付的公告打印费⟦AMOUNT|320元⟧，会议同意报销。
三、⟦PERSON|老周⟧提出车位出租收益公示问题，下次会议讨论。
记录人：⟦PERSON|何晓燕⟧
"""))

A(("community_hospital_family_doctor_sms", """
【⟪org_name|南湖街道社区卫生服务中心⟫】⟦PERSON|李桂芳⟧您好，您已与家庭医生⟦PERSON|孟医生⟧团队签约成功，签约周期⟪date|2026.12.01-2027.11.30⟫。您的⟦MEDICAL|高血压⟧随访定于每月第二周周三上午，请携带医保卡。咨询电话⟦PHONE|0571-8765 2210⟧。
"""))

A(("family_doctor_followup_record", """
家庭医生随访记录
姓名：⟦PERSON|赵德胜⟧  性别：男  出生日期：⟦DATE_OF_BIRTH|1958年4月12日⟧
身份证号：⟦IDCARD|$prc28⟧
住址：⟦ADDRESS|北京市东城区和平里东街11号院3号楼2单元501室⟧
主要诊断：⟦MEDICAL|2型糖尿病⟧、⟦MEDICAL|冠心病⟧
用药：⟦MEDICAL|二甲双胍 0.5g⟧ 每日两次；⟦MEDICAL|阿司匹林肠溶片 100mg⟧ 每日一次
本次空腹血糖⟪measure|7.9 mmol/L⟫，建议控制饮食，下次随访⟪date|2027年1月⟫。
随访医生：⟦PERSON|孟医生⟧
"""))

A(("driving_school_enrollment_form", """
⟪org_name|东方驾校⟫学员报名表
姓名：⟦PERSON|黄子豪⟧  出生日期：⟦DATE_OF_BIRTH|2001-06-09⟧
身份证号：⟦IDCARD|$prc6⟧
联系电话：⟦PHONE|159 2718 6630⟧
报考车型：C1   班型：VIP速成班（标价⟪price|5980元⟫）
实缴学费：⟦AMOUNT|5,480元⟧（含老学员推荐优惠）
体检：⟦MEDICAL|色弱⟧，需复查。
教练：⟦PERSON|老杨⟧
"""))

A(("driving_coach_wechat_chat", """
⟦PERSON|杨教练⟧：⟦PERSON|小黄⟧，明天科目二模拟考，早上7点半到⟪place|训练场⟫，别迟到
⟦PERSON|小黄⟧：好的教练，那个模拟费是多少
⟦PERSON|杨教练⟧：一次⟪price|200⟫，你上次的还没交
⟦PERSON|小黄⟧：我现在转您，⟦AMOUNT|400⟧，连上次的
⟦PERSON|杨教练⟧：收到👌 车号⟪plate|鄂A·3X729⟫，别上错车
"""))

A(("dmv_appointment_sms", """
【⟪org_name|深圳市车管所⟫】您好，您预约的机动车驾驶证换证业务已成功，预约号⟪booking_ref|YY20261207-0385⟫，办理时间⟪date|12月7日⟫10:00-10:30，地点：⟪place|福田车管分所⟫。请携带身份证原件及体检回执。验证码⟪otp_code|402917⟫，请勿泄露。
"""))

A(("rental_contract_excerpt", """
房屋租赁合同（节选）
出租方（甲方）：⟦PERSON|钱美玲⟧  身份证号：⟦IDCARD|$prc15⟧  电话：⟦PHONE|139 1628 0475⟧
承租方（乙方）：⟦PERSON|周宇航⟧  身份证号：⟦IDCARD|$prc4⟧  电话：⟦PHONE|186 5792 3318⟧
房屋坐落：⟦ADDRESS|上海市徐汇区田林路200弄15号602室⟧
租期：⟪date|2027年1月1日⟫至⟪date|2027年12月31日⟫
月租金：⟦AMOUNT|人民币陆仟伍佰元整（6,500元）⟧，押二付三；押金⟦AMOUNT|13,000元⟧于签约当日支付。
甲方收款账户：⟪org_name|招商银行⟫ ⟦CARD|$cup1⟧
中介：⟪org_name|链安房产⟫ 经纪人⟦PERSON|许小姐⟧
"""))

A(("real_estate_agent_chat", """
⟦PERSON|阿伟⟧（中介）：⟦PERSON|王哥⟧，那套⟪place|滨江⟫的两居业主松口了，挂牌⟪price|398万⟫，我跟他谈到⟦AMOUNT|375万⟧，你看行不行
⟦PERSON|王哥⟧：首付三成我这边凑了⟦AMOUNT|一百一十多万⟧，贷款要批得下来才行
⟦PERSON|阿伟⟧（中介）：没问题，你把征信报告发我，我让银行的⟦PERSON|小赵⟧先帮你预审
⟦PERSON|王哥⟧：好，晚上发你
"""))

A(("bank_customer_service_transcript", """
客服：您好，⟪org_name|浦发银行⟫信用卡中心，工号⟪employee_id|6612⟫为您服务。
客户：你好，我想问下我上个月那笔分期。
客服：请问您的姓名和身份证号后四位？
客户：⟦PERSON|郑丽华⟧，后四位⟪id_tail|3027⟫。
客服：好的⟦PERSON|郑女士⟧，您在⟪date|11月3日⟫办理了⟦AMOUNT|24,000元⟧的账单分期，分12期，每期本金⟦AMOUNT|2,000元⟧，手续费⟦AMOUNT|144元⟧。目前该产品的月费率是⟪percent|0.6%⟫。
客户：能提前还吗？
客服：可以的，提前结清需要一次性收取剩余手续费。
"""))

A(("credit_card_installment_sms", """
【⟪org_name|广发银行⟫】尊敬的⟦PERSON|林先生⟧，您尾号⟪masked_card|8836⟫的信用卡本期账单⟦AMOUNT|8,642.30元⟧，最低还款⟦AMOUNT|864.23元⟧，到期还款日⟪date|12月15日⟫。现办理账单分期享费率⟪percent|7.2折⟫优惠，回复FQ办理。
"""))

A(("medical_insurance_claim_form", """
医疗保险理赔申请书
保单号：⟪policy_ref|PA2026SH00871142⟫
被保险人：⟦PERSON|吴晓雯⟧   出生日期：⟦DATE_OF_BIRTH|1992年5月21日⟧
证件号码：⟦IDCARD|$prc2⟧
出险经过：⟪date|2026年10月17日⟫因⟦MEDICAL|急性阑尾炎⟧于⟪org_name|上海市第六人民医院⟫行⟦MEDICAL|腹腔镜阑尾切除术⟧，住院5天。
申请理赔金额：⟦AMOUNT|18,736.52元⟧
收款账户：⟪org_name|中国银行⟫ ⟦CARD|$cup4⟧  户名：⟦PERSON|吴晓雯⟧
联系电话：⟦PHONE|137 6129 0843⟧
"""))

A(("car_insurance_claim_call", """
坐席：您好，⟪org_name|平安车险⟫报案中心。
客户：你好，我刚在⟪place|南京西路⟫被追尾了。
坐席：请问车主姓名和车牌号？
客户：⟦PERSON|蒋文斌⟧，车牌⟪plate|沪A·6K238⟫。
坐席：有人受伤吗？
客户：我老婆⟦MEDICAL|颈部扭伤⟧，已经去医院了。
坐席：好的，报案号⟪case_ref|RPAH2026120400318⟫，查勘员⟦PERSON|小方⟧会在30分钟内联系您，电话⟦PHONE|021-9551 1234⟧。
"""))

A(("labour_dispatch_payroll_sheet", """
⟪org_name|众诚人力资源（劳务派遣）有限公司⟫ 2026年11月工资表（派驻⟪org_name|华启电子⟫）
工号,姓名,身份证号,出勤天数,应发工资,社保个人,实发工资,银行卡号
⟪employee_id|ZC0417⟫,⟦PERSON|罗海涛⟧,⟦IDCARD|$prc5⟧,26,⟦AMOUNT|6820.00⟧,⟦AMOUNT|712.40⟧,⟦AMOUNT|6107.60⟧,⟦CARD|$cup3⟧
⟪employee_id|ZC0418⟫,⟦PERSON|段晓琴⟧,⟦IDCARD|$prc10⟧,24,⟦AMOUNT|5960.00⟧,⟦AMOUNT|622.80⟧,⟦AMOUNT|5337.20⟧,⟦CARD|$cup6⟧
备注：派遣管理费按⟪price|每人每月180元⟫向用工单位收取。
"""))

A(("hr_outsourcing_dingtalk_notice", """
【钉钉·公告】关于⟪date|2026年12月⟫社保基数调整的通知
各位派遣员工：
本年度社保缴费基数下限调整为⟪price|4,927元⟫。如对个人扣款有疑问，请联系HRBP⟦PERSON|孙蕾⟧（⟦PHONE|0755-2688 7710⟧，⟦EMAIL|sunlei@zhongcheng-hr.cn⟧）。
离职员工⟦PERSON|戴俊⟧请于⟪date|12月10日⟫前归还工牌，押金⟦AMOUNT|50元⟧届时退还。
"""))

A(("public_health_article_flu", """
冬季流感防控小贴士
进入12月，⟪health_term|流感⟫进入高发期。⟪org_name|国家疾控中心⟫建议：60岁以上老人、⟪health_term|慢性病⟫患者和孕妇优先接种⟪health_term|流感疫苗⟫。出现⟪health_term|发热⟫、咳嗽等症状时应佩戴口罩，及时就医。部分社区卫生服务中心提供免费接种，自费接种价格一般在⟪price|100-150元⟫之间。
"""))

A(("washing_machine_manual", """
⟪org_name|海川⟫滚筒洗衣机 XQG100-B14 使用说明（固件⟪version|v2.3.7⟫）
额定洗涤容量：⟪measure|10 kg⟫　额定电压：⟪measure|220V~50Hz⟫
故障代码：E1 进水超时；E2 排水超时；E4 门锁异常。
如出现E4，请断电10分钟后重启。售后热线⟦PHONE|400-699-9999⟧（全国统一）。
建议零售价：⟪price|2,899元⟫
"""))

A(("wecom_helpdesk_password_reset", """
【企业微信·IT服务台】
⟦PERSON|林嘉怡⟧您好，您的域账号 ⟦PERSON|linjiayi⟧ 密码已重置，临时密码：⟦PASSWORD|Hq#2026tmp9⟧，首次登录后请立即修改。
VPN 地址：⟪hostname|vpn.huaqi-tech.cn⟫，如需绑定动态口令请回复“MFA”。
工单号：⟪ticket_ref|IT-20261204-0192⟫　处理人：⟦PERSON|小冯⟧
"""))

A(("feishu_laptop_handover", """
飞书审批 · 电脑交接单 ⟪ticket_ref|HW-3381⟫
交出人：⟦PERSON|彭磊⟧（离职）  接收人：⟦PERSON|付晓雅⟧
设备：MacBook Pro 14  序列号 ⟪serial_number|C02F4XK1MD6T⟫  资产编号 ⟪asset_tag|IT-0882⟫
备注：开机密码已改为 ⟦PASSWORD|fuxy@0412⟧，原 Apple ID 已退出；FileVault 恢复密钥 ⟦SECRET|7KQ4-M2XR-9HTW-PL3C-8VZN-4DFA⟧ 已录入密码库。
"""))

A(("special_needs_care_plan", """
个别化教育计划（IEP）摘要
学生：⟦PERSON|朱一鸣⟧  年级：二年级  出生日期：⟦DATE_OF_BIRTH|2018年1月11日⟧
身份证号：⟦IDCARD|$prc19⟧
诊断：⟦MEDICAL|孤独症谱系障碍⟧，伴⟦MEDICAL|感觉统合失调⟧
家长：⟦PERSON|朱建平⟧（父）⟦PHONE|139 5168 2207⟧；⟦PERSON|孔雪⟧（母）
支持措施：每周2次个训（资源教室），课堂允许使用降噪耳机；情绪激动时由⟦PERSON|邵老师⟧带至安静角。
"""))

A(("optical_shop_receipt", """
⟪org_name|明视眼镜⟫（⟪place|雁塔店⟫） 销售小票
顾客：⟦PERSON|韩雪⟧  电话：⟦PHONE|187 2903 5516⟧
验光：右 -4.25 / -0.75×180  左 -3.75 / -0.50×175 （⟦MEDICAL|高度近视⟧伴⟦MEDICAL|散光⟧）
镜架 ⟪product_code|MS-T2208⟫  镜片 1.67 防蓝光
合计：⟦AMOUNT|1,268.00⟧  实收：⟦AMOUNT|1,200.00⟧（会员九五折）
单据号 ⟪receipt_ref|XS202612040057⟫
"""))

A(("hearing_aid_fitting_note", """
助听器验配记录
客户：⟦PERSON|曹秀英⟧（72岁） 陪同：儿子⟦PERSON|曹磊⟧
听力诊断：⟦MEDICAL|双耳中重度感音神经性聋⟧
验配：⟦MEDICAL|耳背式助听器（双耳）⟧，型号 ⟪product_code|RX-312⟫
费用：标价⟪price|每台9,800元⟫，残联补贴后个人支付⟦AMOUNT|12,600元⟧
下次调试：⟪date|12月18日⟫
"""))

A(("workplace_injury_report", """
工伤事故报告
单位：⟪org_name|宏建建设工程有限公司⟫
受伤人员：⟦PERSON|马国强⟧，男，⟪age|64岁⟫，钢筋工
身份证号：⟦IDCARD|$prc12⟧
事故时间：⟪date|2026年11月25日⟫14:20
经过：在⟪place|3号楼⟫12层绑扎钢筋时脚手板断裂坠落，造成⟦MEDICAL|右股骨干骨折⟧、⟦MEDICAL|腰椎压缩性骨折⟧。
已送⟪org_name|天津市第一中心医院⟫，垫付医疗费⟦AMOUNT|32,400元⟧。
报告人：安全员⟦PERSON|郭伟⟧ ⟦PHONE|135 1203 7748⟧
"""))

A(("funeral_service_wechat", """
⟦PERSON|小桃⟧（⟪org_name|福寿园⟫客服）：⟦PERSON|刘先生⟧您好，老人家的告别仪式定在⟪date|周六上午9点⟫，⟪place|二号厅⟫。
⟦PERSON|刘先生⟧：好的，费用一共多少
⟦PERSON|小桃⟧（⟪org_name|福寿园⟫客服）：套餐⟪price|12,800元⟫，加骨灰盒升级，您这边合计⟦AMOUNT|15,360元⟧，已付定金⟦AMOUNT|3,000元⟧
⟦PERSON|刘先生⟧：尾款我明天转
"""))

A(("will_dictation", """
遗嘱（口述，律师代书）
立遗嘱人：⟦PERSON|沈玉兰⟧，女，出生日期⟦DATE_OF_BIRTH|1941年3月2日⟧，现住⟪place|天津市和平区⟫。
本人名下位于⟦ADDRESS|天津市和平区南京路218号4门302⟧的房产由长子⟦PERSON|沈建华⟧继承；银行存款⟦AMOUNT|三十多万⟧由次女⟦PERSON|沈丽⟧与长子平分。
代书人：⟦PERSON|高律师⟧　见证人：⟦PERSON|冯志刚⟧
"""))

A(("library_card_application_zh", """
⟪org_name|成都图书馆⟫读者证办理登记
姓名：⟦PERSON|任思琪⟧　证件：居民身份证 ⟦IDCARD|$prc17⟧
出生日期：⟦DATE_OF_BIRTH|1997年4月20日⟧
手机：⟦PHONE|177 8231 0096⟧
读者证押金：⟪price|100元⟫（本次实缴含补证费⟦AMOUNT|115元⟧）　借阅上限⟪threshold|10册⟫
办证馆员：⟦PERSON|小何⟧
"""))

A(("museum_ticket_miniprogram_notice", """
【⟪org_name|南京博物院⟫预约成功】⟦PERSON|徐静⟧，您已预约⟪date|12月13日⟫上午场（9:00-12:00）入馆，同行2人。入馆凭证号⟪booking_ref|NM20261213A0448⟫，请携带预约时登记的身份证件。特展《⟪event|江南织造⟫》需另购票，成人⟪price|40元⟫。
"""))

A(("lottery_station_receipt_zh", """
中国福利彩票 双色球 第⟪draw_number|2026141⟫期
⟪serial_number|0831-2262-19F7-A2C4⟫
A: 03 08 14 21 27 31 + 09
B: 05 11 16 22 29 33 + 12
倍数1　金额⟪price|4元⟫　销售时间⟪timestamp|2026-12-03 18:22:41⟫
站点号⟪station_id|44010632⟫　地址：⟦ADDRESS|广州市天河区体育西路103号⟧
"""))

A(("dating_matchmaker_wechat", """
⟦PERSON|红姐⟧（婚介）：⟦PERSON|小夏⟧，给你介绍的那个男生叫⟦PERSON|邱明⟧，34岁，在⟪org_name|中建三局⟫做工程师，年薪⟦AMOUNT|三十万左右⟧，有房有车
⟦PERSON|小夏⟧：他以前结过婚吗
⟦PERSON|红姐⟧（婚介）：没有，就是身体有点⟦MEDICAL|痛风⟧，他自己说的，人挺实在
⟦PERSON|小夏⟧：那见见吧，你把我电话给他 ⟦PHONE|150 2733 8461⟧
⟦PERSON|红姐⟧（婚介）：好嘞，会员费剩下的⟦AMOUNT|2,000⟧记得这周补上哈
"""))

A(("genealogy_clan_book_entry", """
《⟪org_name|颍川陈氏⟫宗谱》续修登记（第二十三世）
⟦PERSON|陈德明⟧，字⟦PERSON|子昭⟧，生于公元⟦DATE_OF_BIRTH|一九五六年八月初九⟧，配⟦PERSON|林秀英⟧。
子：⟦PERSON|陈立新⟧，现居⟦ADDRESS|福建省泉州市丰泽区东海街道宝洲路66号⟧，联系电话⟦PHONE|135 0595 2861⟧。
续谱捐资：⟦AMOUNT|贰仟元⟧（登记人：⟦PERSON|陈立新⟧）
"""))

A(("dna_test_report_summary_zh", """
⟪org_name|基因家⟫祖源及健康检测报告（摘要）
样本编号：⟪kit_id|GJ-2611-07731⟫　受检者：⟦PERSON|丁浩然⟧　⟪age|男，31岁⟫
祖源构成：华北汉族 ⟪percent|72.4%⟫，东北汉族 ⟪percent|18.1%⟫
健康风险提示：携带⟦MEDICAL|G6PD缺乏症⟧相关变异（杂合），建议避免食用蚕豆；⟦MEDICAL|乳糖不耐受⟧可能性高。
本报告不作为临床诊断依据。
"""))

A(("crm_export_sql_zh", """
INSERT INTO crm_customer (id, name, mobile, email, city, total_spent, level) VALUES
(⟪row_id|100231⟫, '⟦PERSON|宋雨桐⟧', '⟦PHONE|13912847730⟧', '⟦EMAIL|songyt@163.com⟧', '⟪place|苏州⟫', ⟦AMOUNT|12680.50⟧, 'GOLD'),
(⟪row_id|100232⟫, '⟦PERSON|袁浩⟧', '⟦PHONE|18621075594⟧', '⟦EMAIL|yuanhao1990@qq.com⟧', '⟪place|无锡⟫', ⟦AMOUNT|899.00⟧, 'NORMAL'),
(⟪row_id|100233⟫, '⟦PERSON|欧阳静⟧', '⟦PHONE|15850316628⟧', '⟦EMAIL|oyjing@126.com⟧', '⟪place|南通⟫', ⟦AMOUNT|3410.00⟧, 'SILVER');
"""))

A(("sms_marketing_unsubscribe_zh", """
【⟪org_name|优品会⟫】亲爱的会员⟦PERSON|柏林⟧，双12大促开启！您账户积分⟪count|3,280⟫可抵⟪price|32.8元⟫，满⟪price|299减50⟫。退订回T
"""))

A(("payment_risk_review_note", """
风控复核记录　案件号⟪case_ref|RC-20261202-118⟫
商户：⟪org_name|义乌市鑫达饰品商行⟫（商户号⟪merchant_id|89331020116⟫）
异常：⟪date|12月1日⟫凌晨3点至5点，同一设备发起47笔交易，总额⟦AMOUNT|186,400元⟧，付款卡均为境外卡。
法人：⟦PERSON|潘志强⟧，身份证⟦IDCARD|$prc25⟧，手机⟦PHONE|139 5792 0186⟧
处理：冻结结算资金⟦AMOUNT|186,400元⟧，通知法人补充材料。复核人：⟦PERSON|吕婷⟧
"""))

A(("rider_complaint_meituan_style", """
骑手申诉工单 ⟪ticket_ref|QS-884120⟫
骑手：⟦PERSON|邓刚⟧（ID ⟪user_id|3307215⟫）
申诉内容：⟪date|11月30日⟫晚高峰订单⟪order_ref|#5520⟫因商家出餐慢超时，被罚款⟦AMOUNT|10元⟧，申请撤销。
另：本周跑单收入⟦AMOUNT|1,842.50元⟧还没到账，绑定的银行卡是⟦CARD|$cup5⟧。
站长⟦PERSON|老韦⟧备注：情况属实，同意撤销。
"""))

A(("student_loan_guokai_sms", """
【⟪org_name|国家开发银行⟫生源地助学贷款】⟦PERSON|田雨⟧同学，您的助学贷款本年度应还利息⟦AMOUNT|286.73元⟧，请于⟪date|12月20日⟫前存入支付宝账户。当前贷款利率为⟪percent|LPR-60BP⟫。咨询⟦PHONE|95593⟧。
"""))

A(("scholarship_list_public_notice", """
关于⟪date|2026年度⟫国家奖学金获奖学生名单的公示
经学院推荐、学校评审，拟推荐以下同学获得国家奖学金（每人⟪price|10,000元⟫）：
⟦PERSON|唐可欣⟧（计算机学院）、⟦PERSON|廖子航⟧（机械学院）、⟦PERSON|孟凡⟧（外国语学院）
公示期⟪date|12月4日至12月10日⟫。如有异议，请联系学生处⟦PERSON|蔡老师⟧，电话⟦PHONE|028-8541 2236⟧。
"""))

A(("veterans_affairs_bureau_form", """
⟪org_name|退役军人事务局⟫ 优抚对象信息采集表
姓名：⟦PERSON|贺建军⟧　出生日期：⟦DATE_OF_BIRTH|1976-04-04⟧
身份证号：⟦IDCARD|$prc9⟧
入伍时间：⟪date|1994年12月⟫　退役时间：⟪date|2010年3月⟫
伤残等级：⟪grade|七级⟫（⟦MEDICAL|左小腿截肢⟧）
抚恤金发放账户：⟦CARD|$cup2⟧（注：同本人社保卡）
现住址：⟦ADDRESS|广州市天河区石牌街道华师南路12号⟧
"""))

A(("cruise_ticket_chat_zh", """
⟦PERSON|小赵⟧：叔叔，邮轮那边说登船要护照，您的护照号是 ⟦PASSPORT|E83926417⟧ 对吧？
⟦PERSON|赵叔⟧：对，还有半年到期，能用吗
⟦PERSON|小赵⟧：可以的，有效期要超过⟪duration|6个月⟫，刚好。船费我先垫了⟦AMOUNT|8,960⟧，房间是⟪cabin_number|7228⟫
⟦PERSON|赵叔⟧：回头转你
"""))

A(("shipping_container_customs_notice", """
【报关通知】⟪org_name|中远海运⟫ 提单号 ⟪bl_number|COSU6388190240⟫
收货人：⟪org_name|宁波恒达进出口有限公司⟫　联系人：⟦PERSON|应晓东⟧ ⟦PHONE|0574-8765 0219⟧
柜号：⟪container_number|CSNU 6612830⟫　到港：⟪date|12月5日⟫ ⟪place|宁波北仑港⟫
海关查验费⟪price|600元/柜⟫，请于48小时内缴纳。
"""))

A(("campsite_booking_sms_zh", """
【⟪org_name|溪畔房车营地⟫】⟦PERSON|朱女士⟧，您预订的房车营位⟪site_number|A-07⟫（⟪date|12月24日⟫入住1晚）已确认，实付⟦AMOUNT|680元⟧。营地大门密码⟦PASSWORD|8820⟧，房车钥匙在前台。地址：⟦ADDRESS|湖北省武汉市黄陂区木兰乡胜天村28号⟧。
"""))

A(("renovation_quote_zh", """
装修报价单（⟪org_name|匠心装饰⟫）
客户：⟦PERSON|蔡先生⟧　工地：⟦ADDRESS|重庆市渝中区解放碑街道民族路168号12-3⟧
水电改造 ⟪price|88元/㎡⟫ × 96㎡
防水 ⟪price|45元/㎡⟫ × 40㎡
合计（优惠后）：⟦AMOUNT|11,200元⟧　首付⟦AMOUNT|3,360元⟧已收
工地门锁密码：⟦PASSWORD|6 1 3 5 9 0⟧（工人进出用，完工后请修改）
项目经理：⟦PERSON|谭工⟧ ⟦PHONE|133 2006 8714⟧
"""))

A(("helpdesk_dingtalk_vpn", """
【钉钉·IT小助手】
⟦PERSON|何涛⟧，你的 VPN 证书今天到期。已为你生成新账号：
用户名：⟦PERSON|hetao⟧
初始密码：⟦PASSWORD|Vpn@hT2026!⟧
动态口令种子（仅首次绑定用）：⟦SECRET|$totp2⟧
服务器：⟪hostname|vpn-sz.corp.example⟫　端口：⟪port|1194⟫
如非本人操作请联系 IT ⟦PERSON|老韩⟧。
"""))

A(("onboarding_checklist_zh", """
新员工入职材料清单（⟦PERSON|罗佳⟧，⟪date|12月7日⟫入职，销售部）
1. 身份证复印件：⟦IDCARD|$prc11⟧ ✔
2. 学历证明 ✔
3. 工资卡：⟪org_name|工商银行⟫ ⟦CARD|$cup6⟧ ✔
4. 紧急联系人：母亲 ⟦PERSON|邹红梅⟧ ⟦PHONE|138 8321 6605⟧ ✔
5. 入职体检：⟦MEDICAL|乙肝小三阳⟧（不影响岗位，已签告知书）
6. 试用期工资：⟦AMOUNT|每月9,600元⟧
"""))

A(("child_care_plan_kindergarten", """
⟪org_name|阳光幼儿园⟫ 特殊照护记录
幼儿：⟦PERSON|乐乐⟧（⟦PERSON|邵子乐⟧），中二班
情况：⟦MEDICAL|癫痫⟧，服用⟦MEDICAL|丙戊酸钠口服液⟧，每日早晚各一次（家中服用）
发作时处理：侧卧，记录时间，超过5分钟拨打120并通知家长⟦PERSON|邵敏⟧ ⟦PHONE|186 2107 3349⟧
班主任：⟦PERSON|陶老师⟧　保健医：⟦PERSON|季医生⟧
"""))

A(("hearing_clinic_phone_followup_zh", """
⟦PERSON|小谢⟧（听力师）：阿姨您好，我是⟪org_name|声宜听力⟫的⟦PERSON|小谢⟧，您戴了两周感觉怎么样？
⟦PERSON|鲍阿姨⟧：右边那个有点啸叫
⟦PERSON|小谢⟧（听力师）：可能是耳塞没塞好，您周四来店里我帮您调，您的⟦MEDICAL|人工耳蜗⟧那边也一起检查一下
⟦PERSON|鲍阿姨⟧：好，上次那个电池钱⟦AMOUNT|45块⟧我还没给你
"""))

A(("car_insurance_claim_settlement_zh", """
车险理赔结案通知书
报案号：⟪case_ref|RDAA2026440300009127⟫
被保险人：⟦PERSON|冼家豪⟧　车牌：⟪plate|粤B·D3F582⟫
定损金额：⟦AMOUNT|23,650元⟧　免赔：⟦AMOUNT|0元⟧
赔付金额：⟦AMOUNT|23,650元⟧，已支付至被保险人尾号⟪masked_card|6618⟫的账户。
三者⟪masked_name|黎**⟫人伤部分另案处理。
"""))

A(("bank_card_loss_report_zh", """
通话摘要：客户⟦PERSON|包文静⟧来电挂失借记卡，卡号⟦CARD|$cup3⟧，核实身份证⟦IDCARD|$prc21⟧后已办理临时挂失。客户称卡内余额约⟦AMOUNT|4万出头⟧，今日无异常交易。补卡工本费⟪price|10元⟫。回访电话⟦PHONE|137 0185 4421⟧。
"""))

A(("tower_crane_price_list_zh", """
⟪org_name|建机租赁⟫ 2027年设备租赁价目表（⟪version|V3.1⟫）
QTZ80 塔吊：⟪price|28,000元/月⟫（含司机）
SC200 施工升降机：⟪price|9,500元/月⟫
25吨汽车吊：⟪price|2,200元/台班⟫
进出场费另计，以上价格不含税（税率⟪percent|9%⟫）。
"""))

A(("credit_card_phone_activation_zh", """
客服录音转写（⟪org_name|中信银行⟫信用卡激活）
客服：请您报一下卡号。
客户：⟦CARD|$cup5⟧。
客服：卡片背面签名栏后三位？
客户：⟦CVV|538⟧。
客服：有效期？
客户：⟪card_expiry|09/31⟫。
客服：好的⟦PERSON|邱女士⟧，卡片已激活，初始额度⟦AMOUNT|3万元⟧。请设置六位交易密码。
客户：⟦PASSWORD|七七零四一九⟧。
"""))

A(("property_fee_arrears_notice", """
催缴通知
⟦PERSON|尹志远⟧业主：
您名下⟦ADDRESS|西安市雁塔区科技路48号创业广场B座1706室⟧截至⟪date|2026年11月30日⟫共欠缴物业费⟦AMOUNT|7,392.60元⟧（含滞纳金⟦AMOUNT|412.60元⟧），请于15日内缴清。物业收费标准为⟪price|3.5元/㎡·月⟫。
⟪org_name|高新物业管理有限公司⟫　联系人：⟦PERSON|童经理⟧ ⟦PHONE|029-8832 1170⟧
"""))

A(("community_hospital_vaccination_record", """
⟪org_name|武昌区水果湖社区卫生服务中心⟫ 预防接种记录
受种者：⟦PERSON|熊一诺⟧　出生日期：⟦DATE_OF_BIRTH|2020-03-15⟧　监护人：⟦PERSON|熊斌⟧
本次接种：⟦MEDICAL|乙脑减毒活疫苗第2剂⟧　批号⟪batch_number|202609B117⟫
既往：⟦MEDICAL|鸡蛋过敏⟧，接种后留观30分钟无异常。
下次接种：⟪date|2027年3月⟫　接种医生：⟦PERSON|钟护士⟧
"""))

A(("driving_test_result_sms", """
【⟪org_name|公安交管12123⟫】⟦PERSON|柯俊杰⟧，您于⟪date|12月2日⟫参加的科目三考试成绩⟪score|92分⟫，合格。驾驶证将邮寄至⟦ADDRESS|青岛市市南区香港中路76号颐中皇冠假日公寓1502⟧，快递单号⟪tracking_number|SF1409928813702⟫。
"""))

A(("second_hand_house_deposit_receipt", """
定金收据
今收到⟦PERSON|单晓峰⟧（身份证号⟦IDCARD|$prc7⟧）购买⟦ADDRESS|南京市玄武区北京东路71号9栋401室⟧房屋定金⟦AMOUNT|人民币伍万元整（¥50,000）⟧。
房屋总价⟦AMOUNT|328万元⟧，余款按合同约定支付。
收款人（卖方）：⟦PERSON|殷桂兰⟧　⟪date|2026年12月3日⟫
见证：⟪org_name|我爱我家⟫经纪人⟦PERSON|小秦⟧
"""))

A(("insurance_agent_wechat_zh", """
保险顾问 ⟦PERSON|Amy 张⟧：⟦PERSON|卢姐⟧，您爸爸的住院发票我看了，⟦MEDICAL|脑梗⟧住院12天总费用⟦AMOUNT|46,380元⟧，医保报了⟦AMOUNT|29,100元⟧，剩下的可以走百万医疗
⟦PERSON|卢姐⟧：那要扣免赔吧
保险顾问 ⟦PERSON|Amy 张⟧：对，免赔额⟪price|1万⟫，预计能赔⟦AMOUNT|7,280元⟧左右
"""))

A(("dispatch_worker_injury_wechat", """
⟦PERSON|牛班长⟧：⟦PERSON|小潘⟧今天在仓库被叉车压到脚了，送⟪org_name|中心医院⟫了
⟦PERSON|庞主管⟧（派遣公司）：严重吗？
⟦PERSON|牛班长⟧：医生说⟦MEDICAL|右足第二三跖骨骨折⟧，要打石膏，先垫了⟦AMOUNT|2,860⟧
⟦PERSON|庞主管⟧（派遣公司）：好，我这边马上报工伤，你把他身份证号发我
⟦PERSON|牛班长⟧：⟦IDCARD|$prc26⟧
"""))

A(("bank_wealth_mgmt_call_note", """
理财经理回访记录
客户：⟦PERSON|章淑华⟧女士，⟪age|68岁⟫，风险评级C2
持有：⟪product_code|稳享90天⟫ ⟦AMOUNT|50万⟧，到期⟪date|12月18日⟫
客户表示到期后想取出⟦AMOUNT|20万⟧给孙子交首付，剩余续作。产品当前业绩比较基准⟪percent|2.35%⟫。
回访人：⟦PERSON|颜经理⟧
"""))

A(("rental_dispute_12345_complaint", """
12345市民热线工单 ⟪ticket_ref|GD20261201008812⟫
来电人：⟦PERSON|施先生⟧ ⟦PHONE|152 0174 8830⟧
诉求：租住⟦ADDRESS|深圳市南山区粤海街道科苑路15号科兴科学园公寓A栋2309⟧，合同到期后房东⟦PERSON|石某⟧以“墙面脏污”为由扣押押金⟦AMOUNT|9,000元⟧，要求协调退还。
承办单位：⟪org_name|南山区住建局⟫
"""))

A(("helpdesk_laptop_ocr_sticker", """
（OCR 识别自笔记本底部贴纸）
资产编号：⟪asset_tag|ZJ-IT-2219⟫
使用人：⟦PERSON|卫小龙⟧ 分机 ⟪extension|8306⟫
开机PIN：⟦PASSWORD|020613⟧
BitLocker恢复：见 IT 库
⟪org_name|浙江嘉禾信息技术⟫
"""))

A(("feishu_payroll_leak_notice", """
【飞书·安全通报】
⟪date|12月2日⟫，财务部⟦PERSON|莫佳⟧误将《11月工资明细》发至全员群，内含⟪count|213⟫名员工的身份证号与银行卡号，已于3分钟后撤回。涉及员工如发现异常请联系安全负责人⟦PERSON|裴工⟧（⟦EMAIL|security@jiahe-it.cn⟧）。
请勿转发截图。文件哈希：⟪hash|$sha1⟫
"""))

A(("optical_myopia_control_record", """
⟪org_name|爱视眼科⟫ 近视防控档案
儿童：⟦PERSON|龚梓萱⟧（9岁）　家长：⟦PERSON|龚磊⟧ ⟦PHONE|181 2730 5562⟧
眼轴：右⟪measure|24.6mm⟫ 左⟪measure|24.3mm⟫
方案：⟦MEDICAL|角膜塑形镜（OK镜）⟧夜戴 + ⟦MEDICAL|0.01%阿托品滴眼液⟧每晚一次
费用：⟦AMOUNT|12,800元⟧已付（含一年复查）
"""))

A(("alicloud_ram_key_dingtalk", """
【钉钉·运维群】
⟦PERSON|蒋磊⟧：谁把 OSS 的 RAM 子账号密钥写进前端了？浏览器里能直接看到
AccessKeyId：⟦APIKEY|$ltai2⟧
AccessKeySecret：⟦SECRET|$alisec3⟧
⟦PERSON|骆小川⟧：我的锅，上周赶活动页……马上禁用
⟦PERSON|蒋磊⟧：禁用后换 STS 临时凭证，bucket ⟪bucket|hd-activity-2026⟫ 改成私有读
"""))

A(("tencent_cloud_sms_config_ini", """
; 短信服务配置（⟦PERSON|闫凯⟧ 维护）
[tencent_sms]
SecretId = ⟦APIKEY|$akid2⟧
SecretKey = ⟦SECRET|$alisec4⟧
SdkAppId = ⟪app_id|1400788213⟫
SignName = ⟪org_name|安居物业⟫
TemplateId = ⟪template_id|1928371⟫
[mysql]
host = ⟦IP_ADDRESS|172.16.30.8⟧
password = ⟦PASSWORD|Aj#wy2026db⟧
"""))

A(("wecom_webhook_alert_zh", """
【企业微信机器人】支付回调失败率 ⟪percent|12.4%⟫ 超过阈值 ⟪threshold|5%⟫
影响商户：⟪merchant_id|1602218891⟫
告警来源：⟦IP_ADDRESS|10.31.7.22⟧
机器人地址（勿外传）：⟦SECRET|$wecomhook1⟧
值班：⟦PERSON|宁宇⟧ ⟦PHONE|137 7119 0424⟧
"""))

A(("hukou_transfer_agent_chat", """
⟦PERSON|车小姐⟧（落户代办）：⟦PERSON|龙先生⟧，您女儿随迁落户材料还差一份，您把她身份证号和出生日期再发我核一下
⟦PERSON|龙先生⟧：⟦IDCARD|$prc14⟧，⟦DATE_OF_BIRTH|2012年3月15日⟧
⟦PERSON|车小姐⟧（落户代办）：好的，代办费剩余⟦AMOUNT|1,500元⟧，材料齐了就交
⟦PERSON|龙先生⟧：房产证地址写 ⟦ADDRESS|上海市徐汇区漕溪北路88号圣爱大厦1808室⟧ 对吧
"""))

A(("medical_insurance_denial_letter", """
理赔决定通知书
⟦PERSON|芦晓梅⟧女士：
您提交的理赔申请（案件号⟪case_ref|LP2026110022816⟫）经审核，因⟦MEDICAL|甲状腺结节⟧属于投保前已有疾病（既往病史见⟪date|2024年5月⟫体检报告），本次⟦MEDICAL|甲状腺部分切除术⟧费用⟦AMOUNT|21,460元⟧不予赔付。
如有异议，请于30日内致电⟦PHONE|95519⟧或发送邮件至⟦EMAIL|claims-appeal@chinalife.example⟧。
"""))

A(("caravan_rental_deposit_zh", """
房车租赁确认单
承租人：⟦PERSON|易鹏⟧　驾驶证号（同身份证）：⟦IDCARD|$prc24⟧　出生日期：⟦DATE_OF_BIRTH|1994-12-18⟧
车型：上汽大通 RV80 B型　车牌⟪plate|渝A·F6129⟫
租期：⟪date|1月2日-1月6日⟫　日租金⟪price|880元⟫
已付租金⟦AMOUNT|3,520元⟧，押金⟦AMOUNT|5,000元⟧（还车无损后7个工作日内原路退回）
紧急救援：⟦PHONE|400-820-3119⟧
"""))

A(("hr_outsourcing_social_security_sheet", """
姓名	身份证号	参保城市	缴费基数	个人合计	单位合计
⟦PERSON|包雅琪⟧	⟦IDCARD|$prc3⟧	⟪place|深圳⟫	⟦AMOUNT|8,000⟧	⟦AMOUNT|836.00⟧	⟦AMOUNT|1,624.00⟧
⟦PERSON|符振华⟧	⟦IDCARD|$prc16⟧	⟪place|深圳⟫	⟦AMOUNT|12,500⟧	⟦AMOUNT|1,306.25⟧	⟦AMOUNT|2,537.50⟧
（⟪org_name|前程外包⟫代缴，⟪date|2026年11月⟫）
"""))

A(("alipay_refund_dispute_zh", """
⟦PERSON|小贝⟧（平台客服）：您好，订单⟪order_ref|2026112922001488021⟫的退款⟦AMOUNT|¥599.00⟧已原路退回至支付宝账户 ⟪masked_phone|138****2207⟫，请注意查收。
⟦PERSON|邢女士⟧：我支付宝绑的银行卡是 ⟦CARD|$cup1⟧，能直接退卡里吗
⟦PERSON|小贝⟧（平台客服）：退款只能原路返回哦，您可以从余额提现
"""))

A(("cross_border_remittance_form_zh", """
境外汇款申请书
汇款人：⟦PERSON|卓雅婷⟧　身份证：⟦IDCARD|$prc23⟧
收款人：⟦PERSON|Lukas Meyer⟧（女儿留学房东）
收款账号 IBAN：⟦IBAN|$iban_de2⟧
汇款金额：⟦AMOUNT|EUR 4,200.00⟧（房租及押金）
用途：留学生活费　手续费：⟪price|每笔50元⟫＋电报费⟪price|150元⟫
经办：⟪org_name|中国银行⟫⟪place|渝中支行⟫ ⟦PERSON|戚柜员⟧
"""))

A(("credit_card_installment_app_push", """
【⟪org_name|招商银行⟫掌上生活】⟦PERSON|詹先生⟧，您申请的“e招贷”⟦AMOUNT|50,000元⟧已放款至尾号⟪masked_card|3392⟫的储蓄卡，分24期，每期应还⟦AMOUNT|2,297.92元⟧。年化利率（单利）⟪percent|6.8%⟫起。
"""))

A(("shopify_store_api_dingtalk", """
【钉钉·跨境电商群】
⟦PERSON|汤杰⟧：独立站后台 token 我放这了，大家别外传：⟦APIKEY|$shop1⟧
⟦PERSON|鲁晓⟧：@⟦PERSON|汤杰⟧ 群里有外包的人……赶紧重置
⟦PERSON|汤杰⟧：已重置，新的发你私聊。另外 GA4 的 measurement id ⟪app_id|G-4H8QZ2KX1T⟫ 不是密钥，可以公开
"""))
