# -*- coding: utf-8 -*-
"""Chinese texts of the blind40 corpus, typed one at a time.

Markup: ⟦TYPE|value⟧ = span to detect, ⟪kind|value⟫ = decoy, $name = values.VALUES[name].
"""
TEXTS = []

# ------------------------------------------------------------------ 律师事务所：房产过户
TEXTS += [
("sms_house_transfer_appointment_zh", """
【衡信律所】⟦PERSON|周先生⟧您好，您与⟦PERSON|林晓雯⟧女士的房产过户已预约在⟪date|11月18日⟫⟪time|上午9:30⟫，地点：⟪place|朝阳区不动产登记中心⟫。请携带身份证原件、户口本及网签合同（编号⟪contract_no|WQ2025-0118734⟫）。购房尾款⟦AMOUNT|¥1,260,000元⟧请于前一日存入资金监管账户。如有疑问请联系⟦PERSON|许律师⟧：⟦PHONE|138 1127 4093⟧。
"""),

("email_contract_review_zh", """
发件人：⟦PERSON|许嘉欣⟧ <⟦EMAIL|xujiaxin@hengxinlaw.cn⟧>
收件人：⟦EMAIL|zhou.wenbin@163.com⟧
主题：关于望京西园房屋买卖合同的审查意见

⟦PERSON|周文斌⟧先生：

您好！经审阅，卖方⟦PERSON|林晓雯⟧（身份证号⟦IDCARD|$cn_2⟧）提供的不动产权证书（⟪property_cert|京(2019)朝阳区不动产权第0087321号⟫）权属清晰，但房屋仍有抵押登记，抵押权人为⟪org|招商银行北京分行⟫，需在过户前解押。您已支付的定金⟦AMOUNT|20万元⟧建议在补充协议中明确为“解约定金”。

另，合同第七条违约金按⟪percent|日万分之五⟫计算，明显偏低，建议调整。

此致
⟦PERSON|许嘉欣⟧ 律师
⟪org|北京衡信律师事务所⟫　电话：⟦PHONE|010-6588 3721⟧
"""),

("wechat_buyer_agent_chat_zh", """
⟦PERSON|小赵⟧（安居中介）：⟦PERSON|陈姐⟧，银行批下来了！贷款⟦AMOUNT|210万⟧，⟪duration|30年⟫，利率⟪percent|3.15%⟫
⟦PERSON|陈思远⟧：太好了，首付那⟦AMOUNT|90万⟧我这周转进监管账户
⟦PERSON|小赵⟧（安居中介）：监管账户户名是⟪org|北京市住房资金监管中心⟫，账号我让律师发您邮箱
⟦PERSON|陈思远⟧：好，发到⟦EMAIL|chensiyuan88@qq.com⟧
"""),

("transfer_materials_checklist_zh", """
二手房过户材料核对表　　档案号：⟪file_ref|HX-FC-2025-0412⟫

卖方：⟦PERSON|林晓雯⟧　身份证：⟦IDCARD|$cn_2⟧　出生日期：⟦DATE_OF_BIRTH|1992年7月8日⟧
卖方配偶：⟦PERSON|郑海峰⟧　身份证：⟦IDCARD|$cn_3⟧　出生日期：⟦DATE_OF_BIRTH|1978年9月22日⟧
买方：⟦PERSON|周文斌⟧　身份证：⟦IDCARD|$cn_1⟧　出生日期：⟦DATE_OF_BIRTH|1986年3月14日⟧
卖方婚姻状况：已婚（结婚证字号⟪cert_number|J110105-2015-004417⟫）
房屋坐落：⟦ADDRESS|北京市朝阳区望京西园三区312号楼2单元601室⟧　建筑面积：⟪area|89.6平方米⟫
核对人：⟦PERSON|何佳⟧　　核对日期：⟪date|2025-11-10⟫
"""),

("call_notes_mortgage_release_zh", """
电话记录　⟪date|2025-11-12⟫　⟪time|14:20⟫
来电：⟪org|招商银行北京分行⟫个贷中心　⟦PERSON|孟经理⟧　⟦PHONE|010-8456 2219⟧
事项：⟦PERSON|林晓雯⟧名下房贷提前结清，剩余本金⟦AMOUNT|436,218.55元⟧，需提前⟪duration|5个工作日⟫预约，还款账户尾号⟪masked_account|6631⟫。
解押需带：他项权证原件、身份证原件、还款凭证。
记录人：⟦PERSON|小何⟧
"""),

("forum_gift_tax_question_zh", """
【求助】父母把房子赠与给我，要交多少税？
楼主：⟪username|风起时2019⟫　发表于 ⟪timestamp|2025-10-21 22:17⟫

我爸想把⟪place|杭州西湖区⟫的一套老房子（⟪area|89平⟫）过户给我，评估价大概⟦AMOUNT|320万⟧。听说赠与要交⟪percent|3%⟫契税，买卖的话满五唯一可以免个税？我自己名下已经有一套了，房贷还欠⟦AMOUNT|146万⟧。

2楼　⟪username|杭州老房东⟫：直系亲属赠与免个税，但以后你再卖的时候按⟪percent|20%⟫差额交，得好好算。
"""),
]

# ------------------------------------------------------------------ 律师事务所：移民
TEXTS += [
("immigration_consult_form_zh", """
【移民咨询登记表】提交时间：⟪timestamp|2025-10-15 20:31:07⟫
姓名：⟦PERSON|黄志明⟧　性别：男　出生日期：⟦DATE_OF_BIRTH|1989-12-11⟧
身份证号：⟦IDCARD|$cn_5⟧
护照号：⟦PASSPORT|$pp_cn_2⟧　有效期至：⟪date|2032-05-10⟫
手机：⟦PHONE|159 2187 3406⟧　邮箱：⟦EMAIL|huang.zm@126.com⟧
意向国家：⟪place|加拿大⟫ / ⟪place|新西兰⟫　项目：⟪visa_category|联邦自雇移民⟫
可投资资产：约⟦AMOUNT|800万元⟧
家庭成员：配偶⟦PERSON|何雨桐⟧；儿子⟦PERSON|黄子轩⟧（⟪age|8岁⟫）
备注：儿子有⟦MEDICAL|先天性心脏病（室间隔缺损，已手术）⟧，想了解体检会不会有影响。
"""),

("dingtalk_immigration_team_zh", """
【钉钉 · 移民业务组】
⟦PERSON|唐宇航⟧ ⟪time|10:02⟫：⟦PERSON|黄志明⟧的体检结果出来了，⟦MEDICAL|乙肝表面抗原阳性⟧，肝功能正常，自雇类一般不影响
⟦PERSON|沈一帆⟧ 10:05：好，我跟客户说。他护照号是⟦PASSPORT|$pp_cn_2⟧吧？旧的那本⟪date|2027年⟫到期
⟦PERSON|唐宇航⟧ 10:06：对，新换的，有效期到⟪date|2032-05-10⟫
⟦PERSON|沈一帆⟧ 10:09：@⟦PERSON|老韩⟧ 客户第二期服务费⟦AMOUNT|¥60,000⟧到账了吗？
⟦PERSON|老韩⟧ 10:15：到了，⟪date|10月28日⟫招行入账，发票号⟪invoice_number|25117000000048831207⟫
"""),

("visa_medical_exam_summary_zh", """
移民体检报告（摘要）　体检编号：⟪exam_id|IME-BJ-2025-118342⟫
体检机构：⟪org|北京国际旅行卫生保健中心⟫　体检日期：⟪date|2025-10-30⟫
姓名：⟦PERSON|何雨桐⟧　性别：女　出生日期：⟦DATE_OF_BIRTH|1995-01-30⟧
护照：⟦PASSPORT|$pp_cn_3⟧　身份证：⟦IDCARD|$cn_4⟧
胸部X光：⟦MEDICAL|右上肺陈旧性钙化灶，未见活动性结核⟧
血液检查：⟦MEDICAL|梅毒螺旋体抗体阴性⟧，⟦MEDICAL|HIV抗体阴性⟧
既往史：⟦MEDICAL|2016年行甲状腺结节切除术⟧
主检医师：⟦PERSON|孟医生⟧
"""),

("immigration_service_agreement_zh", """
出国留学签证委托服务协议（节选）　合同编号：⟪contract_no|YM-2025-0356⟫
甲方（委托人）：⟦PERSON|徐明辉⟧　身份证号：⟦IDCARD|$cn_7⟧
联系地址：⟦ADDRESS|江苏省南京市玄武区珠江路88号新世界中心A座1807室⟧
乙方：⟪org|南京启程出入境服务有限公司⟫　统一社会信用代码：⟪credit_code|91320102MA1X7G2Q4K⟫
第三条　服务费用：⟪price|人民币28,000元⟫（含⟪percent|6%⟫增值税），甲方已于签约时支付首期⟦AMOUNT|14,000元⟧。
第五条　如签证被拒，乙方在⟪duration|15个工作日⟫内退还⟪percent|50%⟫服务费至甲方银行卡：⟦CARD|$up_1⟧（⟪org|中国工商银行⟫）。
"""),

("wechat_student_visa_status_zh", """
⟦PERSON|徐明辉⟧：⟦PERSON|沈老师⟧您好，我的英国学签（CAS号⟪cas_number|E4G8KX3Q2N7T1Z⟫）递交⟪duration|三周⟫了还没消息，正常吗？⟪date|9月15日⟫就开学了😭
⟦PERSON|沈老师⟧：别急，优先服务一般⟪duration|5个工作日⟫，标准的要⟪duration|15个工作日⟫。把你的GWF号发我，我帮你查
⟦PERSON|徐明辉⟧：⟪gwf_number|GWF078812443⟫
⟦PERSON|沈老师⟧：收到，系统显示已经在审，耐心等等～
"""),
]

# ------------------------------------------------------------------ 律师事务所：家事
TEXTS += [
("divorce_agreement_excerpt_zh", """
离婚协议书（节选）

男方：⟦PERSON|马俊杰⟧，身份证号：⟦IDCARD|$cn_11⟧，住⟦ADDRESS|重庆市渝中区民族路166号2单元801室⟧
女方：⟦PERSON|谢婷婷⟧，身份证号：⟦IDCARD|$cn_8⟧

一、子女抚养：婚生子⟦PERSON|马一鸣⟧（⟪age|10周岁⟫）由女方抚养，男方于每月⟪date|5日⟫前支付抚养费⟦AMOUNT|3,000元⟧至女方银行卡⟦CARD|$up_2⟧，至孩子年满⟪age|18周岁⟫止。
二、财产分割：上述房产归女方所有，女方补偿男方⟦AMOUNT|人民币85万元⟧；车辆（⟪vehicle_plate|渝A·7K3P9⟫）归男方。
三、债务：男方婚前个人借款⟦AMOUNT|12万元⟧由男方自行偿还。
"""),

("family_law_consult_notes_zh", """
咨询记录　⟪date|2025年10月9日⟫　接待律师：⟦PERSON|梁静怡⟧
当事人：⟦PERSON|孙悦⟧（女，⟪age|34岁⟫），电话⟦PHONE|186 0217 5538⟧
当事人陈述：丈夫⟦PERSON|韩子墨⟧多次家暴，去年⟪date|12月⟫一次殴打导致⟦MEDICAL|左耳鼓膜外伤性穿孔⟧，有⟪org|瑞金医院⟫诊断证明；本人目前⟦MEDICAL|重度焦虑，服用舍曲林每日50mg⟧。
已有证据：报警回执、⟪org|徐汇公安分局⟫家庭暴力告诫书（⟪doc_number|沪公（徐）家告字〔2024〕0117号⟫）、微信聊天记录。
诉求：离婚，女儿抚养权，分割婚后房产（首付⟦AMOUNT|150万⟧系当事人父母出资）。
"""),

("sms_child_support_bank_zh", """
【中国建设银行】您尾号⟪masked_card|8823⟫的储蓄卡⟪date|11月05日⟫⟪time|09:12⟫收到⟦PERSON|马俊杰⟧转账存入人民币⟦AMOUNT|3,000.00元⟧，附言：⟪memo|11月抚养费⟫，活期余额⟦AMOUNT|12,486.33元⟧。
"""),

("court_mediation_record_zh", """
⟪org|上海市徐汇区人民法院⟫
调 解 笔 录
案号：⟪case_number|（2025）沪0104民初18842号⟫
时间：⟪timestamp|2025年11月6日14时00分⟫　地点：⟪room|第三调解室⟫
原告：⟦PERSON|孙悦⟧　委托诉讼代理人：⟦PERSON|梁静怡⟧，⟪org|上海明律律师事务所⟫律师
被告：⟦PERSON|韩子墨⟧
调解员：⟦PERSON|陶敏⟧　书记员：⟦PERSON|顾小蕾⟧

原告代理人：婚生女⟦PERSON|韩欣怡⟧确诊⟦MEDICAL|孤独症谱系障碍⟧，每月康复训练费用约⟦AMOUNT|6,800元⟧，要求被告承担⟪percent|70%⟫。
被告：同意承担一半，另每月支付抚养费⟦AMOUNT|4,000元⟧。
"""),

("asset_division_table_zh", """
### 婚后共同财产清单（草稿 ⟪version|v2⟫）

| 项目 | 账户/名称 | 金额 | 建议归属 |
|---|---|---|---|
| 银行存款 | 招商银行 ⟦CARD|$up_3⟧ | ⟦AMOUNT|¥236,410.52⟧ | 各半 |
| 理财产品 | ⟪product|朝朝宝⟫ | ⟦AMOUNT|¥80,000.00⟧ | 女方 |
| 住房公积金 | 男方个人账户 | ⟦AMOUNT|¥154,300.00⟧ | 各自所有 |
| 车辆 | ⟪vehicle_plate|沪B·D7712⟫ | 评估价⟦AMOUNT|¥95,000⟧ | 男方 |

制表：⟦PERSON|小梁⟧　　⟪date|2025-11-02⟫
"""),
]

# ------------------------------------------------------------------ 律师事务所：遗嘱继承
TEXTS += [
("handwritten_will_ocr_zh", """
遗　　嘱

立遗嘱人：⟦PERSON|曹国平⟧，男，⟦DATE_OF_BIRTH|1957年9月26日⟧出生，身份证号：⟦IDCARD|$cn_27⟧，住⟦ADDRESS|北京市丰台区方庄芳城园一区7号楼3门502号⟧。

我现在头脑清醒。因患⟦MEDICAL|肺癌晚期⟧，为免身后子女发生争议，特立此遗嘱：
一、上述房产由儿子⟦PERSON|曹磊⟧继承。
二、我在⟪org|中国银行⟫的存款（卡号⟦CARD|$up_8⟧）约⟦AMOUNT|42万元⟧，由女儿⟦PERSON|曹静⟧继承。
三、指定⟦PERSON|曹磊⟧为遗嘱执行人。

立遗嘱人：⟦PERSON|曹国平⟧　　⟪date|2025年3月2日⟫
见证人：⟦PERSON|杜宏伟⟧　⟦PERSON|叶欣然⟧
"""),

("inheritance_notary_checklist_zh", """
继承公证材料清单（⟪org|北京市方圆公证处⟫）
受理号：⟪file_ref|(2025)京方圆内民证字第08815号⟫
被继承人：⟦PERSON|曹国平⟧　死亡日期：⟪date|2025年7月19日⟫
继承人：
1. 配偶　⟦PERSON|王淑珍⟧　身份证 ⟦IDCARD|$cn_28⟧
2. 儿子　⟦PERSON|曹磊⟧　身份证 ⟦IDCARD|$cn_13⟧
3. 女儿　⟦PERSON|曹静⟧　身份证 ⟦IDCARD|$cn_16⟧
需提交：死亡医学证明、亲属关系证明、不动产权证（⟪property_cert|京(2008)丰台区不动产权第0042176号⟫）、存款证明、遗嘱原件。
公证费按收费标准预估⟪price|¥6,800⟫。联系人：⟦PERSON|叶欣然⟧ ⟦PHONE|010-6719 2248⟧
"""),

("lawyer_letter_inheritance_zh", """
律 师 函
⟪letter_number|（2025）明德函字第117号⟫

致：⟦PERSON|曹静⟧女士

⟪org|北京明德律师事务所⟫受⟦PERSON|曹磊⟧先生委托，就⟦PERSON|曹国平⟧先生遗产继承事宜致函如下：

经查，您于⟪date|2025年8月3日⟫通过手机银行从被继承人账户（尾号⟪masked_card|4407⟫）转出⟦AMOUNT|人民币18.5万元⟧。该款项属于遗产，请于收到本函后⟪duration|七日内⟫返还至遗产管理账户，否则我方将依法提起诉讼。

律师：⟦PERSON|杜宏伟⟧　电话：⟦PHONE|010-8523 6610⟧　邮箱：⟦EMAIL|duhongwei@mingdelaw.com⟧
⟪date|2025年9月1日⟫
"""),

("bank_call_transcript_inheritance_zh", """
【通话录音转写】⟪call_id|CALL-20250812-0931⟫　时长⟪duration|06:42⟫
客服：您好，⟪org|中国银行⟫客服中心，工号⟪employee_number|10582⟫为您服务。
客户：你好，我父亲去世了，想查一下他名下的存款。我叫⟦PERSON|曹磊⟧，我父亲叫⟦PERSON|曹国平⟧。
客服：请节哀。请问您父亲的身份证号码是？
客户：⟦IDCARD|$cn_27⟧。
客服：好的。请问您办好继承公证书了吗？
客户：还在办。
客服：根据规定，余额在⟪threshold|1万元⟫以下的可以凭亲属关系证明简化提取，超过的需要公证书。电话里没法告诉您余额，您可以带材料到任一网点办理。
"""),

("sms_will_registry_zh", """
【⟪org|中华遗嘱库⟫】⟦PERSON|冯女士⟧您好，您预约的遗嘱登记时间为⟪timestamp|12月2日 10:00⟫，地址：⟦ADDRESS|北京市西城区月坛南街26号3层⟧。请携带身份证及房产证复印件，⟪age|60周岁⟫以上免费。如需改期请致电⟦PHONE|400-878-0618⟧。
"""),
]

# ------------------------------------------------------------------ 会计与个税申报
TEXTS += [
("iit_special_deduction_form_zh", """
个人所得税专项附加扣除信息表（⟪tax_year|2026年度⟫）
纳税人姓名：⟦PERSON|郭晓东⟧　纳税人识别号：⟦IDCARD|$cn_23⟧
手机号码：⟦PHONE|137 6402 1185⟧　电子邮箱：⟦EMAIL|guoxd1981@sina.com⟧
扣缴义务人：⟪org|深圳南山云帆科技有限公司⟫　统一社会信用代码：⟪credit_code|91440300MA5FXK2Y8R⟫
配偶：⟦PERSON|罗倩⟧　身份证件号码：⟦IDCARD|$cn_39⟧
子女教育：⟦PERSON|郭子涵⟧，⟪education_stage|义务教育⟫，本人扣除比例⟪percent|100%⟫，每月⟪deduction_standard|2000元⟫
住房贷款利息：房屋坐落⟦ADDRESS|深圳市南山区桃园路8号田厦翡翠明珠花园5栋12C⟧，贷款合同编号⟪contract_no|HT4403062019001877⟫
"""),

("wechat_iit_refund_chat_zh", """
⟦PERSON|小林⟧（会计）：⟦PERSON|彭总⟧，您今年汇算能退⟦AMOUNT|¥4,216.80⟧，要我帮您在个税APP上提交吗？
⟦PERSON|彭浩然⟧：好啊麻烦了。登录手机号⟦PHONE|135 1086 7742⟧，密码⟦PASSWORD|Phr@2024tax⟧
⟦PERSON|小林⟧（会计）：收到～不过密码最好别发微信，提交完您改一下哈。退税卡就用尾号⟪masked_card|0931⟫那张？
⟦PERSON|彭浩然⟧：对
⟦PERSON|小林⟧（会计）：好的，一般⟪duration|7-15个工作日⟫到账
"""),

("bookkeeping_client_handover_zh", """
代理记账客户交接单　　客户编号：⟪client_code|DZ-0418⟫
企业名称：⟪org|杭州拾光文化传媒工作室⟫（个体工商户）
经营者：⟦PERSON|蒋梦琪⟧　手机：⟦PHONE|158 6813 2274⟧
电子税务局：账号为统一社会信用代码⟪credit_code|92330106MA2KC7H15T⟫，密码⟦PASSWORD|Jmq_830119⟧
税务UKey PIN码：⟦PASSWORD|88888888⟧（客户说从没改过）
个税：经营所得按⟪percent|5%-35%⟫超额累进，⟪tax_period|2025年第三季度⟫已申报
交接人：⟦PERSON|小林⟧ → ⟦PERSON|韦会计⟧　　⟪date|2025-11-03⟫
"""),

("iit_policy_explainer_zh", """
【政策解读】2025年度个人所得税综合所得汇算清缴要点

1. 办理时间：⟪date_range|2026年3月1日至6月30日⟫。
2. 无需办理的情形：年度综合所得收入不超过⟪threshold|12万元⟫且需要补税的，或补税金额不超过⟪threshold|400元⟫的。
3. 专项附加扣除标准：3岁以下婴幼儿照护每孩每月⟪deduction_standard|2000元⟫；赡养老人（独生子女）每月⟪deduction_standard|3000元⟫；住房贷款利息每月⟪deduction_standard|1000元⟫。
4. 综合所得适用⟪percent|3%⟫至⟪percent|45%⟫的七级超额累进税率。
5. 具体操作请登录⟪app_name|个人所得税APP⟫查看“综合所得年度汇算”专题。

来源：⟪org|国家税务总局⟫　⟪date|2025年12月⟫
"""),

("invoice_request_email_zh", """
发件人：⟦EMAIL|tangyh_design@foxmail.com⟧
收件人：⟦EMAIL|fapiao@zhengtai-cpa.cn⟧
主题：开票申请 - ⟪invoice_type|电子普通发票⟫

您好，我是⟦PERSON|唐悦涵⟧，上月已支付贵所个税代理服务费⟦AMOUNT|1,800元⟧（转账流水号⟪transaction_id|202510310928445517⟫），麻烦开具发票：
抬头：个人（⟦PERSON|唐悦涵⟧）
纸质件寄送地址：⟦ADDRESS|上海市静安区江宁路1158号友力大厦1205室⟧，收件电话⟦PHONE|131 2208 5567⟧
谢谢！
"""),

("year_end_bonus_tax_csv_zh", """
工号,姓名,部门,年终奖,适用税率,速算扣除数,应纳税额,实发金额
⟪employee_number|YF0192⟫,⟦PERSON|邱子豪⟧,研发部,⟦AMOUNT|¥36,000.00⟧,⟪percent|3%⟫,⟪quick_deduction|0.00⟫,⟦AMOUNT|¥1,080.00⟧,⟦AMOUNT|¥34,920.00⟧
⟪employee_number|YF0233⟫,⟦PERSON|汪芳芳⟧,财务部,⟦AMOUNT|¥60,000.00⟧,⟪percent|10%⟫,⟪quick_deduction|210.00⟫,⟦AMOUNT|¥5,790.00⟧,⟦AMOUNT|¥54,210.00⟧
"""),

("equity_transfer_tax_email_zh", """
⟦PERSON|程总⟧您好：

关于您转让⟪org|苏州恒远精密机械有限公司⟫⟪percent|15%⟫股权的个税问题，简要说明如下：转让价⟦AMOUNT|1,350万元⟧，股权原值⟦AMOUNT|300万元⟧，按“财产转让所得”适用⟪percent|20%⟫税率，应纳个税约⟦AMOUNT|210万元⟧，由受让方⟪org|无锡锦程投资⟫代扣代缴。请于⟪date|12月15日⟫前把完税证明发我存档。

⟦PERSON|蔡文静⟧　注册会计师
⟪org|正泰会计师事务所⟫　⟦PHONE|0512-6523 8870⟧
"""),
]

# ------------------------------------------------------------------ 工资与人事
TEXTS += [
("payslip_logistics_zh", """
⟪org|广州天河信达物流有限公司⟫　⟪pay_period|2025年10月⟫工资条
姓名：⟦PERSON|梁志强⟧　工号：⟪employee_number|XD-2087⟫　部门：仓储部
基本工资　⟦AMOUNT|¥5,200.00⟧
津贴及加班　⟦AMOUNT|¥1,926.44⟧
应发合计　⟦AMOUNT|¥7,126.44⟧
社保公积金（个人，养老⟪percent|8%⟫/医疗⟪percent|2%⟫/失业⟪percent|0.5%⟫/公积金⟪percent|10%⟫）　⟦AMOUNT|¥1,066.00⟧
个人所得税　⟦AMOUNT|¥31.81⟧
实发工资　⟦AMOUNT|¥6,028.63⟧
如有疑问请在⟪duration|3个工作日⟫内联系人事部。
"""),

("payroll_bank_batch_csv_zh", """
# ⟪org|中国农业银行⟫代发工资批量文件　批次号⟪batch_id|DF20251110-0037⟫　总笔数⟪count|3⟫　总金额⟪batch_total|¥21,436.70⟫
序号,收款人姓名,身份证号,收款账号,金额,用途
1,⟦PERSON|梁志强⟧,⟦IDCARD|$cn_17⟧,⟦CARD|$up_7⟧,⟦AMOUNT|¥6,028.63⟧,10月工资
2,⟦PERSON|冯春梅⟧,⟦IDCARD|$cn_18⟧,⟦CARD|$up_9⟧,⟦AMOUNT|¥7,650.00⟧,10月工资
3,⟦PERSON|唐小军⟧,⟦IDCARD|$cn_21⟧,⟦CARD|$up_6⟧,⟦AMOUNT|¥7,758.07⟧,10月工资
"""),

("employee_onboarding_form_zh", """
员工入职登记表　　入职日期：⟪date|2025-11-17⟫　　工号：⟪employee_number|YF0301⟫
姓名：⟦PERSON|苏静雯⟧　性别：女　出生日期：⟦DATE_OF_BIRTH|1998年2月28日⟧　民族：汉
身份证号：⟦IDCARD|$cn_29⟧
户籍地址：⟦ADDRESS|四川省成都市锦江区东大街紫东楼段35号⟧
现住址：⟦ADDRESS|上海市闵行区莘庄镇七莘路1888弄22号601室⟧
手机：⟦PHONE|177 2130 4589⟧
紧急联系人：母亲 ⟦PERSON|何淑芬⟧　⟦PHONE|139 8176 0524⟧
工资卡：⟪org|招商银行⟫ ⟦CARD|$up_5⟧
健康状况（自愿填写）：⟦MEDICAL|轻度哮喘，随身携带沙丁胺醇气雾剂⟧
"""),

("dingtalk_sick_leave_approval_zh", """
【钉钉审批】病假申请　　审批编号：⟪approval_id|202511070931000418⟫
申请人：⟦PERSON|彭浩⟧　　部门：客服中心
请假时间：⟪date_range|2025-11-07 至 2025-11-14⟫，共⟪duration|6天⟫
请假事由：⟦MEDICAL|急性阑尾炎⟧，⟪date|11月6日⟫已在⟪org|浙大一院⟫行⟦MEDICAL|腹腔镜阑尾切除术⟧，医嘱休息一周。
附件：诊断证明.jpg　出院小结.pdf
审批流程：组长⟦PERSON|刘佳琪⟧（已同意）→ HRBP⟦PERSON|王璐⟧（审批中）
"""),

("termination_notice_zh", """
解除劳动合同通知书

⟦PERSON|杜晓峰⟧先生（工号：⟪employee_number|SH-1187⟫，身份证号：⟦IDCARD|$cn_26⟧）：

因公司业务调整，您所在岗位被撤销，经协商未能就变更劳动合同达成一致，公司决定于⟪date|2025年11月30日⟫解除与您的劳动合同。依据《劳动合同法》第⟪law_article|四十条⟫、第⟪law_article|四十六条⟫，公司将向您支付：
1. 经济补偿金：⟪formula|N=6⟫，月工资⟦AMOUNT|18,500元⟧，合计⟦AMOUNT|111,000元⟧；
2. 代通知金：⟦AMOUNT|18,500元⟧；
3. 未休年假折算：⟦AMOUNT|5,103.45元⟧。
上述款项将于最后工作日后⟪duration|10个工作日⟫内发放至您的工资卡（尾号⟪masked_card|3306⟫）。

⟪org|上海杨浦启明软件有限公司⟫人力资源部
⟪date|2025年11月14日⟫
"""),

("feishu_hrbp_salary_chat_zh", """
【飞书 · HRBP小组】
⟦PERSON|王璐⟧：⟦PERSON|小邓⟧，⟦PERSON|许晨⟧的调薪审批下来没？
⟦PERSON|小邓⟧：下来了，月薪从⟦AMOUNT|2.2万⟧调到⟦AMOUNT|2.6万⟧，⟪date|12月1日⟫生效
⟦PERSON|王璐⟧：好。他上个月体检查出⟦MEDICAL|腰椎间盘突出⟧，想申请升降桌，行政那款⟪price|¥1,299⟫的可以吗
⟦PERSON|小邓⟧：可以，我提采购单⟪purchase_order|PO-20251120-07⟫
"""),

("social_insurance_enrolment_zh", """
社会保险参保人员增员表　　单位社保编号：⟪employer_si_number|11010500238841⟫　　申报月份：⟪pay_period|2025年12月⟫
序号　姓名　证件号码　手机号码　月缴费基数　参保险种
1　⟦PERSON|张昊天⟧　⟦IDCARD|$cn_36⟧　⟦PHONE|185 1032 6627⟧　⟦AMOUNT|¥12,000⟧　养老/医疗/失业/工伤/生育
2　⟦PERSON|高婉清⟧　⟦IDCARD|$cn_37⟧　⟦PHONE|156 0019 2243⟧　⟦AMOUNT|¥7,162⟧　养老/医疗/失业/工伤/生育
经办人：⟦PERSON|小邓⟧　　单位（盖章）：⟪org|北京云杉智联科技有限公司⟫
"""),
]

# ------------------------------------------------------------------ 猎头招聘
TEXTS += [
("resume_comp_manager_zh", """
个人简历

⟦PERSON|韩雪⟧ | 女 | ⟦DATE_OF_BIRTH|1990年2月3日⟧
📱 ⟦PHONE|186 1173 9042⟧　✉ ⟦EMAIL|hanxue_hr@163.com⟧　现居：⟪place|北京朝阳区⟫
求职意向：薪酬福利经理 / HRBP　期望年薪：⟦AMOUNT|45-50万⟧

工作经历
⟪date_range|2019.07-至今⟫　⟪org|北京云杉智联科技有限公司⟫　薪酬主管：负责⟪count|3000+⟫人月度薪酬核算、年度调薪及个税筹划
⟪date_range|2012.07-2019.06⟫　⟪org|华辰咨询⟫　薪酬顾问

教育背景
⟪date_range|2008-2012⟫　⟪org|中国人民大学⟫　劳动与社会保障　本科
证书：⟪certificate|企业人力资源管理师（一级）⟫
"""),

("headhunter_candidate_report_zh", """
候选人推荐报告　　职位：⟪job_code|JD-2025-088⟫ 财务总监（CFO）　　客户：⟪org|宁波海拓新材料⟫
候选人：⟦PERSON|董立新⟧，⟪age|46岁⟫，中国注册会计师
现职：⟪org|杭州某上市公司⟫财务副总裁，现年薪约⟦AMOUNT|160万⟧，期望⟦AMOUNT|200万⟧+股权
顾问评估：主导过两次再融资，和审计机构沟通顺畅。候选人主动告知⟪date|2023年⟫曾因⟦MEDICAL|甲状腺乳头状癌⟧手术休养⟪duration|三个月⟫，目前已康复（已获候选人同意告知客户）。
联系方式：⟦PHONE|138 5712 0066⟧（请勿直接联系，统一由顾问安排）
顾问：⟦PERSON|周凯文⟧
"""),

("headhunter_call_notes_zh", """
【通话记录】⟪timestamp|2025-11-05 19:40⟫　⟦PERSON|周凯文⟧ → 候选人⟦PERSON|董立新⟧
- 对客户有兴趣，但担心通勤：家住⟦ADDRESS|杭州市滨江区长河街道锦绣江南7幢1单元1102室⟧，到宁波单程⟪duration|2小时⟫
- 现公司还有⟪count|12万股⟫未解禁，希望客户补偿约⟦AMOUNT|180万⟧
- 爱人⟦PERSON|陆敏⟧在⟪org|浙江大学⟫任教，暂不考虑搬家
- 下次沟通：⟪date|周四晚上⟫
"""),

("offer_letter_email_zh", """
主题：录用通知书 - ⟦PERSON|韩雪⟧ - 薪酬福利经理

⟦PERSON|韩雪⟧女士：

恭喜您通过面试！现正式通知您：
职位：薪酬福利经理（职级⟪job_grade|M2⟫）
月薪：税前⟦AMOUNT|¥32,000⟧ × ⟪count|15薪⟫
签字费：⟦AMOUNT|¥50,000⟧（入职满⟪duration|6个月⟫后发放）
入职日期：⟪date|2026年1月5日⟫
报到地点：⟦ADDRESS|北京市海淀区中关村大街27号中关村大厦15层⟧
请携带身份证、学历学位证书、离职证明及⟪org|康盛体检中心⟫出具的入职体检报告。

HR：⟦PERSON|杨帆⟧　⟦EMAIL|yangfan@yunshan-tech.com⟧
"""),

("headhunter_direct_message_zh", """
⟦PERSON|吴先生⟧您好，我是⟪org|领途人才⟫的顾问⟦PERSON|小符⟧。看到您在⟪org|某头部券商⟫做薪酬，现在有个⟪place|深圳⟫的HRD机会，base ⟪salary_band|80-100万⟫，方便的话加个微信（⟪wechat_id|lt_hunter88⟫）或者打我电话⟦PHONE|189 2651 0347⟧聊聊？
"""),

("headhunter_fee_statement_zh", """
⟪org|领途人才⟫服务费对账单（⟪date_range|2025年第三季度⟫）　　客户：⟪org|深圳迈科智能⟫

| 候选人 | 职位 | 到岗日 | 首年年薪 | 费率 | 服务费 |
|---|---|---|---|---|---|
| ⟦PERSON|何俊⟧ | 薪酬经理 | ⟪date|2025-07-14⟫ | ⟦AMOUNT|¥420,000⟧ | ⟪percent|20%⟫ | ⟪fee|¥84,000⟫ |
| ⟦PERSON|林可欣⟧ | HRBP | ⟪date|2025-08-04⟫ | ⟦AMOUNT|¥360,000⟧ | ⟪percent|20%⟫ | ⟪fee|¥72,000⟫ |

合计应付：⟪org_total|¥156,000⟫　　对账周期：⟪date_range|7月1日-9月30日⟫
"""),
]

# ------------------------------------------------------------------ 背景调查
TEXTS += [
("background_check_report_zh", """
背景调查报告（标准版）　报告编号：⟪report_id|BG20251103-0217⟫　委托方：⟪org|深圳迈科智能⟫
候选人：⟦PERSON|林可欣⟧　身份证号：⟦IDCARD|$cn_34⟧　应聘职位：HRBP
一、身份核验：与公民身份信息比对一致 ✔
二、学历核验：⟪org|华南师范大学⟫人力资源管理本科，学信网在线验证码⟪verification_code|A8K3M2Q9X7PD4R⟫ ✔
三、工作履历：⟪date_range|2020.03-2025.06⟫ ⟪org|广州悦动体育⟫ HR专员→HR主管；证明人为原直属上级⟦PERSON|姚明远⟧（⟦PHONE|020-3825 6147⟧），评价积极，离职原因属实，离职前月薪⟦AMOUNT|1.6万⟧。
四、司法记录：未发现涉诉及失信被执行记录。
调查员：⟦PERSON|小彭⟧　⟪date|2025-11-03⟫
"""),

("background_check_authorization_zh", """
背景调查授权书

本人⟦PERSON|石磊⟧（身份证号：⟦IDCARD|$cn_38⟧，出生日期：⟦DATE_OF_BIRTH|1993年8月25日⟧）现应聘⟪org|上海杨浦启明软件有限公司⟫高级Java工程师职位，兹授权该公司及其委托的第三方机构⟪org|诚信背调（上海）⟫对本人的身份、学历、工作经历、职业资格及犯罪记录进行核实。本授权有效期为⟪duration|90天⟫。

联系电话：⟦PHONE|152 2174 8830⟧　　邮箱：⟦EMAIL|shilei.dev@gmail.com⟧
授权人签字：⟦PERSON|石磊⟧　　日期：⟪date|2025年10月27日⟫
"""),

("reference_interview_notes_zh", """
【证明人访谈记录】候选人：⟦PERSON|石磊⟧　访谈对象：⟦PERSON|钱经理⟧（原部门经理）　电话：⟦PHONE|021-5108 3374⟧　时长：⟪duration|11分钟⟫
问：候选人在贵司的任职时间和职位？
答：⟪date_range|2021年到2024年⟫，Java开发，后来带一个⟪count|4人⟫小组。
问：离职原因？
答：他自己提的，说⟦MEDICAL|抑郁症复发⟧想休息一阵。（注：涉及健康信息，正式报告中不予披露）
问：是否愿意再次共事？
答：愿意，技术很扎实。
"""),

("background_discrepancy_email_zh", """
主题：【背调异常】候选人⟦PERSON|贺文涛⟧学历信息不符

⟦PERSON|杨帆⟧您好：

候选人⟦PERSON|贺文涛⟧（应聘财务经理，⟦PHONE|133 0115 9876⟧）简历所列“⟪org|上海财经大学⟫会计学硕士”经学信网查询无记录，该校研究生院回函亦确认查无此人；其本科学历（⟪org|江西财经大学⟫，⟪date|2011年⟫毕业）属实。建议贵司谨慎决策。

附件：⟪file_name|学历核验回函_20251108.pdf⟫
⟦PERSON|小彭⟧ | ⟪org|诚信背调（上海）⟫ | ⟦EMAIL|peng.x@chengxinbg.cn⟧
"""),

("wecom_bot_background_notice_zh", """
# 背调进度通知脚本（企业微信群机器人）
import requests

WEBHOOK = "⟦SECRET|$wecom_hook_1⟧"

msg = {
    "msgtype": "text",
    "text": {
        "content": "候选人⟦PERSON|贺文涛⟧背调异常（学历不符），请⟦PERSON|杨帆⟧跟进",
        "mentioned_mobile_list": ["⟦PHONE|13911024457⟧"],
    },
}
resp = requests.post(WEBHOOK, json=msg, timeout=⟪timeout|5⟫)
print(resp.status_code)  # 正常返回 ⟪http_status|200⟫
"""),
]

# ------------------------------------------------------------------ 职业健康体检
TEXTS += [
("occupational_noise_exam_report_zh", """
职业健康检查报告（在岗期间）　报告编号：⟪report_id|ZJ2025-11-03344⟫
受检人：⟦PERSON|胡建军⟧　性别：男　出生日期：⟦DATE_OF_BIRTH|1971-10-20⟧　身份证：⟦IDCARD|$cn_33⟧
用人单位：⟪org|济南重工机械有限公司⟫　岗位：冲压工　接害因素：⟪hazard|噪声⟫　接害工龄：⟪duration|18年⟫
纯音测听：双耳高频平均听阈 左⟦MEDICAL|46 dBHL⟧，右⟦MEDICAL|42 dBHL⟧
结论：⟦MEDICAL|疑似职业性噪声聋⟧，建议到职业病诊断机构进一步诊断并调离噪声岗位。
其他异常：⟦MEDICAL|血压158/96 mmHg⟧
主检医师：⟦PERSON|宋医生⟧　⟪org|济南市职业病防治院⟫
"""),

("wechat_group_annual_checkup_notice_zh", """
【行政通知】@所有人 ⟪date|11月20日（周四）⟫年度体检，⟪org|康盛体检中心⟫⟪place|徐汇分院⟫，请⟪time|8:00前⟫空腹到达，带好身份证。
几位同事需要注意：
1. ⟦PERSON|蒋悦⟧：⟦MEDICAL|怀孕12周⟧，不做X光和CT
2. ⟦PERSON|许文⟧：去年查出⟦MEDICAL|甲状腺结节3类⟧，今年加做甲状腺彩超
3. ⟦PERSON|老周⟧：有⟦MEDICAL|2型糖尿病⟧，抽完血马上吃早餐
有问题找⟦PERSON|小邓⟧，体检套餐标准⟪price|¥1,280⟫/人
"""),

("occupational_disease_diagnosis_zh", """
职业病诊断证明书　⟪cert_number|鲁职诊字〔2025〕第0418号⟫
劳动者：⟦PERSON|刘长福⟧　性别：男　身份证号：⟦IDCARD|$cn_9⟧
用人单位：⟪org|临沂某石材加工厂⟫
诊断结论：⟦MEDICAL|职业性矽肺壹期⟧
诊断依据：⟪standard|GBZ 70-2015⟫《职业性尘肺病的诊断》；高千伏胸片示⟦MEDICAL|双肺多发小阴影，密集度1级⟧；粉尘接触史⟪duration|21年⟫。
处理意见：脱离粉尘作业，定期复查，依法享受工伤保险待遇。
诊断医师：⟦PERSON|王立平⟧　⟦PERSON|周建华⟧
⟪org|山东省职业卫生与职业病防治研究院⟫　⟪date|2025年9月18日⟫
"""),

("pre_employment_exam_sms_zh", """
【康盛体检】⟦PERSON|苏静雯⟧您好，您的入职体检已预约：⟪date|11月12日⟫ ⟪time|08:30⟫，地址⟦ADDRESS|上海市徐汇区漕溪北路398号汇智大厦2楼⟧。体检码⟪exam_id|KS88204517⟫，请空腹并出示身份证。咨询电话⟦PHONE|021-6438 2290⟧。
"""),

("checkup_abnormal_summary_zh", """
### 2025年度员工体检异常汇总（仅限HR及医务室查阅）

| 工号 | 姓名 | 主要异常 | 建议 |
|---|---|---|---|
| ⟪employee_number|QM-0088⟫ | ⟦PERSON|杜晓峰⟧ | ⟦MEDICAL|中度脂肪肝，ALT 89 U/L⟧ | 消化内科随访 |
| ⟪employee_number|QM-0142⟫ | ⟦PERSON|石磊⟧ | ⟦MEDICAL|窦性心动过速⟧ | 复查心电图 |
| ⟪employee_number|QM-0207⟫ | ⟦PERSON|贾思琪⟧ | ⟦MEDICAL|乳腺结节BI-RADS 3类⟧ | ⟪duration|6个月⟫后复查 |

统计：受检⟪count|312人⟫，异常检出率⟪percent|67.3%⟫。
"""),
]

# ------------------------------------------------------------------ 员工心理援助（EAP）
TEXTS += [
("eap_hotline_transcript_zh", """
【EAP热线录音转写】⟪call_id|EAP-20251109-2231⟫
咨询师：您好，这里是⟪org|心桥EAP⟫员工心理援助热线，我是咨询师⟦PERSON|小满⟧。
来电者：你好……我是⟪org|云杉智联⟫的员工，我叫⟦PERSON|贾思琪⟧。
来电者：最近晚上老睡不着，⟦MEDICAL|心慌、手抖⟧，上周去⟪org|上海市精神卫生中心⟫看了，说是⟦MEDICAL|焦虑障碍⟧，开了⟦MEDICAL|艾司西酞普兰，每天10毫克⟧。
咨询师：谢谢你愿意说出来。最近有没有想过伤害自己？
来电者：没有，就是觉得很累。
咨询师：好的。我帮你预约⟪count|6次⟫面询，方便留个电话吗？
来电者：⟦PHONE|150 2168 3391⟧
"""),

("eap_counselor_case_notes_zh", """
个案记录　编号：⟪case_ref|XQ-2025-0772⟫　第⟪session_count|2⟫次　⟪date|2025-11-16⟫
来访者：⟦PERSON|贾思琪⟧（女，⟪age|29岁⟫）
主诉：⟦MEDICAL|入睡困难、早醒⟧近⟪duration|两个月⟫，与直属领导⟦PERSON|冯总⟧发生冲突后加重。
评估：⟦MEDICAL|SAS标准分62，中度焦虑⟧；⟦MEDICAL|PHQ-9 11分⟧；无自伤自杀意念。
干预：认知重构、腹式呼吸放松训练。
计划：下次⟪date|11月23日⟫；如症状加重，建议精神科复诊。
咨询师：⟦PERSON|林曼⟧（⟪certificate|国家二级心理咨询师⟫）
"""),

("eap_manager_wechat_consult_zh", """
⟦PERSON|冯总⟧：⟦PERSON|林老师⟧好，我们组⟦PERSON|小贾⟧最近状态很差，上班老哭，我能直接帮她约你们的咨询吗？
⟦PERSON|林老师⟧：您好⟦PERSON|冯总⟧，EAP需要员工本人自愿使用，建议您把热线⟦PHONE|400-820-3312⟧告诉她就好，我们不会向公司透露任何个人咨询内容哦。
⟦PERSON|冯总⟧：明白。她之前跟我说过在吃⟦MEDICAL|抗抑郁药⟧，会不会影响工作？
⟦PERSON|林老师⟧：这属于她的隐私，建议您关注工作安排本身，比如近期的工作量是否合适。
"""),

("eap_satisfaction_survey_csv_zh", """
问卷ID,提交时间,满意度,您还有什么想说的
⟪survey_id|S-88017⟫,⟪timestamp|2025-11-20 21:03⟫,⟪score|5⟫,"⟦PERSON|林老师⟧很专业，陪我度过了⟦MEDICAL|产后抑郁⟧最难的时候，谢谢！"
⟪survey_id|S-88021⟫,2025-11-20 22:41,⟪score|3⟫,"热线晚上经常占线，希望增加咨询师"
⟪survey_id|S-88030⟫,2025-11-21 08:15,⟪score|4⟫,"我是行政部的⟦PERSON|小何⟧，能不能把面询改到周末？电话⟦PHONE|188 1720 6643⟧"
"""),

("eap_crisis_escalation_email_zh", """
主题：【紧急·保密】危机个案升级通知 ⟪case_ref|XQ-2025-0801⟫

⟦PERSON|周主任⟧：

今晚⟪time|22:40⟫热线来电者⟦PERSON|陈浩⟧（⟪org|天河信达物流⟫员工，⟦PHONE|137 2890 1164⟧）表达了⟦MEDICAL|明确的自杀意念⟧。已按危机干预流程处理：⟪time|22:55⟫联系其紧急联系人姐姐⟦PERSON|陈琳⟧（⟦PHONE|139 2650 7718⟧），⟪time|23:20⟫确认已陪同前往⟪org|广州市惠爱医院⟫急诊。
根据服务协议第⟪clause|7.3⟫条，本次已突破保密原则，特此报备。

值班咨询师：⟦PERSON|小满⟧
"""),
]

# ------------------------------------------------------------------ 听力中心
TEXTS += [
("hearing_test_report_zh", """
⟪org|声悦听力中心⟫　听力检查报告
姓名：⟦PERSON|冯玉兰⟧　性别：女　年龄：⟪age|77岁⟫　档案号：⟪patient_id|SY-2025-0931⟫
检查日期：⟪date|2025-11-08⟫　设备：⟪device_model|Interacoustics AC40⟫
纯音测听：右耳平均听阈⟦MEDICAL|58 dB HL⟧，左耳⟦MEDICAL|63 dB HL⟧
言语识别率：右耳⟦MEDICAL|72%⟧，左耳⟦MEDICAL|64%⟧
结论：⟦MEDICAL|双耳中重度感音神经性听力损失⟧，建议双耳验配助听器。
验配师：⟦PERSON|郑老师⟧　陪同家属：女儿⟦PERSON|冯晓梅⟧ ⟦PHONE|139 1742 6630⟧
"""),

("hearing_aid_sales_receipt_zh", """
⟪org|声悦听力中心（朝阳店）⟫　销售小票
⟦ADDRESS|北京市朝阳区朝外大街22号泛利大厦1层⟧
单号：⟪order_ref|SY20251115-0082⟫　时间：⟪timestamp|2025-11-15 15:42⟫
客户：⟦PERSON|冯玉兰⟧（会员卡⟪member_number|VIP0031877⟫）
商品：⟪product|峰力 Audéo L50-R⟫ ×2　序列号⟪serial_number|2339Z1K4P⟫ / ⟪serial_number|2339Z1K5Q⟫
标价：⟪price|¥19,800.00⟫/对　　优惠：敬老⟪percent|9折⟫
实付：⟦AMOUNT|¥17,820.00⟧
支付方式：银联卡 ⟪masked_card|6222 **** **** 1175⟫
收银员：⟦PERSON|小乔⟧
"""),

("hearing_center_price_list_zh", """
⟪org|声悦听力中心⟫服务价目表（⟪date|2025年版⟫）

| 项目 | 价格 |
|---|---|
| 纯音测听 | ⟪price|¥120⟫ |
| 声导抗 | ⟪price|¥80⟫ |
| 助听器验配及首年调试 | 免费 |
| 入门款助听器（单只） | ⟪price|¥3,980起⟫ |
| 充电款RIC助听器（单只） | ⟪price|¥9,900起⟫ |
| 儿童助听器（单只） | ⟪price|¥6,800起⟫ |

温馨提示：⟪age|60周岁⟫以上老人享⟪percent|9折⟫；⟪health_term|突发性耳聋⟫请先就医，发病⟪duration|72小时⟫内是黄金治疗期；⟪health_term|耳鸣⟫、⟪health_term|耳闷⟫也建议先做检查。
"""),

("wechat_hearing_aid_followup_zh", """
⟦PERSON|郑老师⟧（声悦听力）：⟦PERSON|冯阿姨⟧您好，助听器戴了一周感觉怎么样？
⟦PERSON|冯晓梅⟧：⟦PERSON|郑老师⟧好，我妈说在饭馆还是听不清，⟦MEDICAL|左耳一直嗡嗡响⟧
⟦PERSON|郑老师⟧（声悦听力）：明白，可能要调一下降噪程序。耳鸣的话也建议去⟪org|同仁医院⟫耳科看一下。周六⟪time|上午10点⟫过来调试可以吗？
⟦PERSON|冯晓梅⟧：可以，地址还是⟦ADDRESS|朝外大街22号泛利大厦1层⟧吧？
⟦PERSON|郑老师⟧（声悦听力）：对的👌
"""),

("hearing_center_user_review_zh", """
★★★★☆　⟪username|北漂小王子⟫　⟪date|2025-11-02⟫
给我爸配的助听器，⟦PERSON|郑老师⟧很耐心，光测听就测了快一个小时。我爸是⟦MEDICAL|老年性耳聋⟧，以前死活不肯戴，这次试戴了⟪duration|两周⟫才买，一共花了⟦AMOUNT|1.2万⟧，不便宜但值。扣一星是因为停车太难。
人均：⟪price|¥6000⟫
"""),
]

# ------------------------------------------------------------------ 运维：HR/薪酬系统、档案管理
TEXTS += [
("dingtalk_alert_bot_config_zh", """
# alertmanager-dingtalk.yml（薪酬系统告警）
targets:
  payroll-ops:
    url: ⟦SECRET|$dingtalk_hook_1⟧
    secret: ⟦SECRET|$dingtalk_sign_1⟧   # 加签密钥
    mention:
      mobiles: ['⟦PHONE|13816629045⟧']   # 本周值班：⟦PERSON|老周⟧
    message:
      title: '【薪酬系统告警】{{ .CommonLabels.alertname }}'
# 最近一次：⟪timestamp|2025-11-10 03:12:40⟫ 实例 ⟦IP_ADDRESS|10.12.8.41⟧:⟪port|9100⟫ 磁盘使用率 ⟪percent|93%⟫
"""),

("feishu_payslip_bot_script_zh", """
# 工资条推送（飞书机器人）—— 测试脚本，勿用真实数据！
import json
import requests

FEISHU_HOOK = "⟦SECRET|$feishu_hook_1⟧"

payload = {
    "msg_type": "text",
    "content": {"text": "【工资条】⟦PERSON|唐小军⟧ ⟪pay_period|2025年10月⟫实发⟦AMOUNT|¥7,758.07⟧，如有疑问请联系⟦PERSON|小邓⟧"},
}
r = requests.post(FEISHU_HOOK, data=json.dumps(payload, ensure_ascii=False), timeout=⟪timeout|3⟫)
print(r.text)  # {"code":0,"msg":"success"}
"""),

("hr_system_auth_log_zh", """
⟪timestamp|2025-11-18 09:02:11.473⟫ [INFO ] [auth] 用户登录成功 账号=⟦PHONE|18510326627⟧ 姓名=⟦PERSON|张昊天⟧ IP=⟦IP_ADDRESS|124.64.198.23⟧ 终端=iPhone
2025-11-18 09:02:15.020 [WARN ] [auth] 登录失败（密码错误⟪count|3次⟫） 账号=⟦EMAIL|gaowanqing@yunshan-tech.com⟧ IP=⟦IP_ADDRESS|58.247.13.90⟧
2025-11-18 09:03:40.881 [INFO ] [salary] 导出工资表 操作人=⟦PERSON|王璐⟧ 文件=⟪file_name|2025-10工资明细.xlsx⟫ 记录数=⟪count|412⟫
2025-11-18 09:05:02.316 [ERROR] [sms] 短信网关超时 ⟪doc_ip|127.0.0.1⟫:⟪port|8085⟫ traceId=⟪trace_id|7f3a9c21e4b8d605⟫
"""),

("tencent_cos_archive_config_zh", """
; 档案管理系统 - 腾讯云COS存储配置（生产环境）
[cos]
region = ap-guangzhou
bucket = ⟪bucket_name|hr-archive-1301842297⟫
secret_id = ⟦APIKEY|$akid_1⟧
secret_key = ⟦SECRET|$tc_secret_1⟧

[wechat]
; 员工自助小程序
appid = ⟪app_id|$wx_appid_1⟫
appsecret = ⟦SECRET|$wx_secret_1⟧

[admin]
; 初始管理员，上线后必须修改密码
username = ⟦PERSON|zhanghaotian⟧
password = ⟦PASSWORD|Yunshan@2025!⟧
"""),
]

TEXTS += [
("wechat_canada_student_tax_zh", """
⟦PERSON|温晴⟧：⟦PERSON|蔡会计⟧您好，我是在⟪place|多伦多⟫读书的留学生，第一次报税想请您帮忙😊 我的SIN是⟦NATIONAL_ID|$sin_1⟧，去年打工⟪form_code|T4⟫收入⟦AMOUNT|18,400加元⟧，学费单⟪form_code|T2202⟫上的学费是⟦AMOUNT|32,600加元⟧。地址⟦ADDRESS|1507-200 Bloor St W, Toronto, ON M5S 1T8⟧。需要护照号吗？⟦PASSPORT|$pp_cn_10⟧
⟦PERSON|蔡会计⟧：护照号不用哈，以后也别随便发给别人。学费抵免可以结转，今年大概能退⟦AMOUNT|1,100加元⟧左右，服务费⟪price|80加元⟫。⟪date|4月30日⟫截止，尽快把T4和T2202拍照发我。
"""),
]
