# -*- coding: utf-8 -*-
"""Chinese texts for blind78.  Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES."""

TEXTS = []

TEXTS += [
("wechat_credit_coop_loan",
"""[微信] 
⟦PERSON|老周⟧：⟦PERSON|小赵⟧啊，我上周交的那笔贷款材料，⟦AMOUNT|三万块⟧的，批了没？
⟦PERSON|小赵⟧：还差个身份证号码核对，您再发一下？
⟦PERSON|老周⟧：⟦IDCARD|$idcard5⟧，复印件晚上让我儿子拍给你
⟦PERSON|小赵⟧：好的。放款还是打到尾号⟪card_tail|7732⟫那张卡吧？
⟦PERSON|老周⟧：对。我电话也换了，新号⟦PHONE|139 8061 2277⟧
⟦PERSON|小赵⟧：收到，⟪org_name|郫都区农村信用合作联社⟫这边利率是⟪interest_rate|月息0.58%⟫，下周三前放款。"""),

("broker_support_ticket_bank_binding",
"""工单编号：⟪ticket_id|GD20240612-0087⟫
所属营业部：⟪org_name|东岳证券上海徐汇营业部⟫
客户姓名：⟦PERSON|林晓燕⟧
身份证号：⟦IDCARD|$idcard2⟧
出生日期：⟦DATE_OF_BIRTH|1991年11月2日⟧
手机：⟦PHONE|186-2177-0453⟧
问题描述：客户反映三方存管银行卡⟦CARD|$card_up1⟧绑定失败，提示“户名不一致”。经核实银行预留户名为“⟦PERSON|林晓艳⟧”（错别字），已指导客户去柜台更正。
客户端版本：⟪app_version|V9.03.12⟫
处理人：⟦PERSON|陈工⟧"""),

("factoring_contract_excerpt",
"""应收账款保理合同（有追索权）
合同编号：⟪contract_no|BL-2024-SH-0316⟫
保理商：⟪org_name|上海浦融商业保理有限公司⟫
卖方：⟪org_name|苏州恒信精密机械有限公司⟫，统一社会信用代码：⟪uscc|91320505MA1N8K3U2Q⟫
法定代表人：⟦PERSON|顾建国⟧，身份证号：⟦IDCARD|$idcard7⟧
法定代表人住所：⟦ADDRESS|江苏省苏州市姑苏区干将东路1068号3幢502室，邮编215002⟧
保理融资额度：⟪facility_limit|人民币伍佰万元整⟫
第十二条 ⟦PERSON|顾建国⟧及其配偶⟦PERSON|沈丽华⟧对卖方全部债务承担个人无限连带保证责任。"""),

("sms_p2p_collection",
"""【⟪org_name|鑫贷宝⟫】⟦PERSON|张伟先生⟧，您在本平台的借款（编号⟪loan_no|JK20231108772⟫）已逾期15天，欠款本息合计⟦AMOUNT|8,642.30元⟧。请于3日内还款至平台对公账户⟪org_account|招商银行 7559 2830 1410 601⟫，详询⟦PHONE|400-816-2088⟧。退订回T"""),

("fx_exchange_memo_airport",
"""外币兑换水单
网点：⟪branch_name|浦东机场T2出发层兑换点⟫      流水号：⟪transaction_ref|FX0618-002913⟫
客户：⟦PERSON|WANG Haoran⟧ / ⟦PERSON|王浩然⟧
证件类型：护照    证件号码：⟦PASSPORT|$pp_cn1⟧
兑出币种：美元    金额：⟦AMOUNT|USD 3,000.00⟧
牌价：⟪fx_rate|7.2236⟫    客户支付：⟦AMOUNT|CNY 21,670.80⟧
手续费：⟪fee|50.00元⟫
经办：⟦PERSON|吴敏⟧"""),

("dingtalk_group_webhook_rotation",
"""【钉钉群·风控平台值班】
⟦PERSON|刘洋⟧：告警机器人又不响了，谁动了webhook？
⟦PERSON|何静⟧：我换了个新的 ⟦SECRET|$ding_hook1⟧
⟦PERSON|刘洋⟧：加签密钥也发一下
⟦PERSON|何静⟧：⟦SECRET|$ding_sign1⟧ 发完我就撤回
⟦PERSON|刘洋⟧：⟦IP_ADDRESS|10.16.8.23⟧ 上的配置也要改，⟪version|v4.2.0⟫ 那个版本读不到新地址"""),

("wealth_kyc_form",
"""高净值客户尽职调查表（⟪form_no|KYC-2024-0611⟫）
客户姓名：⟦PERSON|宋美玲⟧    性别：女    出生日期：⟦DATE_OF_BIRTH|1994-02-28⟧
身份证号：⟦IDCARD|$idcard4⟧
住址：⟦ADDRESS|浙江省杭州市西湖区文三路478号华星时代广场A座1502室 310012⟧
可投资资产：⟦AMOUNT|1,200万元⟧    年收入：⟦AMOUNT|300万元⟧
风险等级：⟪risk_level|C4（积极型）⟫
理财经理：⟦PERSON|赵启明⟧  工号⟪employee_no|WM0937⟫"""),

("mutual_insurance_claim_form",
"""理赔申请书 — ⟪org_name|汇安相互保险社⟫
被保险人：⟦PERSON|黄淑芬⟧
身份证号：⟦IDCARD|$idcard14⟧
出险经过：⟪event_date|2024年5月3日⟫在家中摔倒，诊断为⟦MEDICAL|左侧股骨颈骨折⟧，于天津医院行⟦MEDICAL|人工髋关节置换术⟧。
申请金额：⟦AMOUNT|¥46,800⟧
收款账户：⟦CARD|$card_up5⟧（招商银行）
联系人：女儿⟦PERSON|王欣⟧ ⟦PHONE|135 1208 6634⟧"""),

("bnpl_app_customer_chat",
"""客服⟦PERSON|阿杰⟧：您好，有什么可以帮您？
用户：我上个月在⟪merchant_name|京东⟫买的手机分了12期，每期⟦AMOUNT|¥433.25⟧，现在想提前还清
客服⟦PERSON|阿杰⟧：好的，您剩余本金⟦AMOUNT|¥3,899.25⟧，提前还款手续费为⟪fee_rate|剩余本金的1%⟫。
用户：那就扣我这张信用卡 ⟦CARD|$card_up4⟧ 有效期⟪card_expiry|03/29⟫ 背面三位⟦CVV|862⟧
客服⟦PERSON|阿杰⟧：亲，请不要在对话里发送完整卡号和安全码哦，系统已自动屏蔽～"""),

("broker_login_anomaly_log",
"""2024-06-18 21:43:07 [WARN] login anomaly acct=⟪account_no_masked|3100****8821⟫ user=⟦PERSON|zhangxiaolong⟧ ip=⟦IP_ADDRESS|113.87.164.22⟧ city=⟪geo_location|深圳⟫ device=⟪device_model|HUAWEI P60⟫
2024-06-18 21:43:09 [INFO] 交易密码校验失败3次, input=⟦PASSWORD|881207⟧
2024-06-18 21:43:15 [INFO] 验证码短信已发送至 ⟦PHONE|+86 158 1903 7720⟧"""),

("wechat_family_fx_quota",
"""[微信群·相亲相爱一家人]
妈妈：⟦PERSON|晓雯⟧，你表姐⟦PERSON|丽丽⟧要去英国读研，换汇额度不够，能不能用你的名额帮她换⟦AMOUNT|3万美元⟧？
⟦PERSON|晓雯⟧：妈，个人每年便利化额度是⟪fx_quota|等值5万美元⟫，我今年已经用了⟦AMOUNT|2万美元⟧了
爸爸：那先换⟦AMOUNT|2.8万美元⟧也行，⟦PERSON|丽丽⟧学费一年⟦AMOUNT|£28,500⟧呢
⟦PERSON|晓雯⟧：好吧。她⟦MEDICAL|哮喘⟧那个药记得多带点，英国买很贵
妈妈：知道了，外汇牌价今天⟪fx_rate|9.18⟫，比上周高"""),
]

TEXTS += [
("forum_post_p2p_default",
"""【维权登记】⟪org_name|财富通⟫暴雷了，出借人进来登记一下
楼主 ⟦PERSON|杭州老李⟧：
本人在平台出借本金⟦AMOUNT|23.6万元⟧，最后一次回款是⟪date_event|2023年9月⟫。已经在⟪place_name|西湖区⟫经侦报了案，回执编号⟪case_no|杭公西立字〔2023〕1187号⟫。
大家登记格式：姓名+手机+出借金额，私信我，不要公开发！
2楼 ⟪forum_handle_generic|韭菜本菜⟫：+1，我⟦AMOUNT|8万元⟧，一样没回款
3楼 ⟦PERSON|王秀兰⟧：我老伴儿⟦MEDICAL|脑梗⟧住院，急等这笔钱，⟦AMOUNT|15万元⟧全在里面，我电话⟦PHONE|138 5712 0946⟧，有消息告诉我"""),

("call_transcript_margin_call_zh",
"""【电话录音转写】⟪call_id|TEL-20240705-1432⟫
客户经理⟦PERSON|孙磊⟧：喂，⟦PERSON|冯总⟧您好，我是⟪org_name|东岳证券⟫的⟦PERSON|小孙⟧。
客户：嗯，什么事？
⟦PERSON|孙磊⟧：您信用账户的维持担保比例跌到⟪ratio|128%⟫了，低于⟪threshold|130%⟫的警戒线，需要在T+2日前追加担保物，大概⟦AMOUNT|四十五万元⟧。
客户：我现在手上现金不多，⟦MEDICAL|刚装了心脏支架⟧，还在医院躺着呢。
⟦PERSON|孙磊⟧：理解理解，那要不先卖掉一部分⟪stock_code|600519⟫？您看怎么安排。"""),

("deposit_loss_report_form",
"""存单挂失申请书
⟪org_name|长沙岳麓农村信用合作社⟫：
储户姓名：⟦PERSON|马建军⟧
证件号码：⟦IDCARD|$idcard11⟧
存单号码：⟪certificate_no|湘农信 0062817⟫
存款金额：⟦AMOUNT|50,000.00元⟧    存期：三年    利率：⟪interest_rate|2.35%⟫
家庭住址：⟦ADDRESS|湖南省长沙市岳麓区桐梓坡路186号5栋2单元301 410013⟧
联系电话：⟦PHONE|0731-8856 2190⟧
挂失原因：搬家时遗失。
申请人签字：⟦PERSON|马建军⟧"""),

("yaml_config_bnpl_risk",
"""# 先享后付 风控服务配置 —— 生产环境，勿外传
server:
  port: ⟪port|8088⟫
datasource:
  url: jdbc:mysql://⟦IP_ADDRESS|172.18.30.5⟧:3306/risk?useSSL=false
  username: risk_rw
  password: ⟦SECRET|Rk#2024@bnpl!⟧   # TODO 换成KMS
alert:
  wecom_webhook: ⟦SECRET|$wecom_hook1⟧
  owner: ⟦PERSON|郑凯⟧ ⟦PHONE|13701926653⟧
sms:
  aliyun_access_key_id: ⟦APIKEY|$aliyun_akid1⟧
  aliyun_access_key_secret: ⟦SECRET|$aliyun_sk1⟧
  sign_name: ⟪sms_sign_name|分期乐购⟫"""),

("wechat_wealth_manager_maturity",
"""⟦PERSON|许小姐⟧：⟦PERSON|陈经理⟧，我那个⟪product_name|稳盈180天⟫到期了吗？本金⟦AMOUNT|80万元⟧那个
⟦PERSON|陈经理⟧：⟦PERSON|许小姐⟧您好，⟪maturity_date|7月15日⟫到期，业绩比较基准⟪interest_rate|3.45%⟫，预计收益⟦AMOUNT|13,610元⟧左右
⟦PERSON|许小姐⟧：到期后转到我农行卡 ⟦CARD|$card_up3⟧，不续了
⟦PERSON|陈经理⟧：好的，是家里有什么急用吗？
⟦PERSON|许小姐⟧：我妈⟦MEDICAL|乳腺癌⟧要做手术，先备着"""),

("fx_purchase_application",
"""个人购汇申请书
姓名：⟦PERSON|欧阳婧⟧        出生日期：⟦DATE_OF_BIRTH|1996年8月4日⟧
身份证件号码：⟦IDCARD|$idcard10⟧
购汇金额：⟦AMOUNT|USD 45,000.00⟧
购汇用途：⟪purpose_code|自费出境留学⟫
境外收款人：⟪org_name|University of Edinburgh⟫
收款账号：⟪org_account|RBS 00247912（学校学费账户）⟫
本人承诺所购外汇不用于境外买房、证券投资等。 申请人：⟦PERSON|欧阳婧⟧    联系电话：⟦PHONE|029-8836 4102⟧"""),
]

TEXTS += [
("p2p_loan_e_contract",
"""借款协议（电子版）  协议编号：⟪contract_no|XDB-JK-20231108-0772⟫
借款人：⟦PERSON|杨帆⟧    身份证号：⟦IDCARD|$idcard15⟧
借款金额：⟦AMOUNT|人民币贰万元整⟧（⟦AMOUNT|¥20,000.00⟧）
借款期限：12个月    年化利率：⟪interest_rate|9.8%⟫
还款方式：等额本息，每月还款⟦AMOUNT|¥1,755.82⟧
收款银行卡：⟦CARD|$card_up2⟧
借款人电子签名时间：⟪timestamp|2023-11-08 14:22:31⟫    签署IP：⟦IP_ADDRESS|120.229.18.74⟧
居间服务方：⟪org_name|深圳鑫贷宝网络科技有限公司⟫"""),

("notice_credit_coop_dividend_no_pii",
"""【公告】⟪org_name|石湫信用互助社⟫2023年度股金分红方案
经社员代表大会审议通过，2023年度股金分红率为⟪dividend_rate|5.2%⟫，每股面值⟪share_par|1元⟫，分红将于⟪payout_date|3月25日⟫起直接转入社员股金账户。
本年度贷款总额达⟪org_total|1.86亿元⟫，不良率⟪ratio|1.3%⟫。详情请到各网点咨询。"""),

("call_transcript_account_revisit",
"""【开户回访录音转写】⟪call_id|HF-0703-0219⟫
回访专员：您好，请问是⟦PERSON|邓晓琳女士⟧吗？这里是⟪org_name|东岳证券⟫客服中心。
客户：对，是我。
回访专员：跟您核对一下，您开户留的手机号是⟦PHONE|一三九，零八七六，五五二一⟧，对吗？
客户：对的。
回访专员：您的风险测评结果是稳健型。您首次入金⟦AMOUNT|十万元⟧，确认是本人操作吗？
客户：是我自己转的。
回访专员：好的。提醒您不要把交易密码告诉任何人，包括我们的工作人员。
客户：嗯，我密码是我生日⟦PASSWORD|870315⟧，没事吧？
回访专员：……建议您尽快修改一下。"""),

("factoring_due_diligence_minutes",
"""保理项目尽调会议纪要  ⟪meeting_date|2024年6月20日⟫
参会：我司⟦PERSON|唐婷⟧、⟦PERSON|吕晨⟧；客户方实控人⟦PERSON|罗志刚⟧、财务⟦PERSON|小何⟧
1. 应收账款：对⟪org_name|比亚迪⟫应收余额⟪org_total|3,860万元⟫，账期90天。
2. 实控人情况：⟦PERSON|罗总⟧身份证⟦IDCARD|$idcard3⟧，名下房产位于⟦ADDRESS|广东省深圳市南山区高新南七道12号2栋1801室，邮编518057⟧，可作补充担保。
3. 关键人风险：⟦PERSON|罗总⟧自述有⟦MEDICAL|高血压⟧和⟦MEDICAL|二型糖尿病⟧，日常由⟦PERSON|小何⟧对接。
4. 个人负债：房贷余额⟦AMOUNT|约420万元⟧"""),

("sms_bnpl_autodebit_reminder",
"""【⟪org_name|分期乐购⟫】尊敬的⟦PERSON|何佳怡⟧，您本期账单⟦AMOUNT|¥1,286.40⟧将于⟪due_date|6月25日⟫自动扣款，扣款卡尾号⟪card_tail|3307⟫，请保持余额充足。如非本人操作请致电⟦PHONE|400-609-5188⟧。"""),

("teller_recording_elder_fraud",
"""【柜面录音节选】⟪recording_id|GM-20240702-07⟫
柜员：阿姨，您要转⟦AMOUNT|十八万元⟧到这个账户？收款人是谁呀？
客户⟦PERSON|陶桂芳⟧：是我孙子的老师，说要交什么“保证金”，不交孩子就不能出国。
柜员：您跟孙子本人确认过吗？对方电话是多少？
客户：⟦PHONE|170 3921 8866⟧，一个姓刘的……哦不，叫⟦PERSON|刘主任⟧。
柜员：阿姨，这很可能是诈骗，我们先不转，我帮您联系⟦PHONE|0571-96110⟧反诈专线。
客户：我有⟦MEDICAL|心脏病⟧，别吓我……"""),
]

TEXTS += [
("python_quant_config_zh",
"""# quant_bot/config.py  —— ⟦PERSON|老胡⟧的量化脚本，千万别传到网上
BROKER = "⟪org_name|东岳证券QMT⟫"
TRADE_PASSWORD = "⟦PASSWORD|hu@135790⟧"
TENCENT_SECRET_ID = "⟦APIKEY|$tencent_akid1⟧"
TENCENT_SECRET_KEY = "⟦SECRET|$tencent_sk1⟧"
NOTIFY_MOBILE = "⟦PHONE|18913270548⟧"
SERVER = "⟦IP_ADDRESS|119.29.88.142⟧"   # 腾讯云轻量服务器
STRATEGY_VERSION = "⟪version|0.7.3⟫"
MAX_POSITION = ⟪config_number|0.35⟫"""),

("complaint_letter_wealth_mis_selling",
"""投诉信
致：⟪org_name|国家金融监督管理总局湖北监管局⟫
投诉人：⟦PERSON|钱海燕⟧，女，⟦DATE_OF_BIRTH|1988年12月30日⟧出生，身份证号⟦IDCARD|$idcard6⟧
住址：⟦ADDRESS|湖北省武汉市武昌区中北路108号楚天都市花园C座2203室（430071）⟧
被投诉机构：⟪org_name|鼎盛财富管理有限公司⟫
事由：2022年3月，该公司理财经理⟦PERSON|秦朗⟧向本人推销所谓“保本保息”的私募产品⟪product_name|鼎盛优选3号⟫，本人投入⟦AMOUNT|60万元⟧，至今净值仅剩⟦AMOUNT|21.4万元⟧，公司拒绝赎回。
联系电话：⟦PHONE|027-8765 3310⟧ / ⟦PHONE|15927014463⟧"""),

("wechat_fx_booking_yen",
"""⟦PERSON|Cindy王⟧：你好，想预约换⟦AMOUNT|50万日元⟧，下周二去⟪place_name|国贸⟫网点取
兑换点⟦PERSON|小宋⟧：好的，麻烦提供护照号和手机号
⟦PERSON|Cindy王⟧：护照⟦PASSPORT|$pp_cn2⟧，手机⟦PHONE|+86 137 1880 4425⟧
兑换点⟦PERSON|小宋⟧：今天现钞卖出价⟪fx_rate|4.8235⟫（每100日元），大概人民币⟦AMOUNT|24,118元⟧，取钞带护照原件哦
⟦PERSON|Cindy王⟧：好嘞👌"""),

("discharge_summary_mutual_claim",
"""出院小结（摘要）—— 用于⟪org_name|汇安相互保险社⟫重疾理赔
姓名：⟦PERSON|韩立新⟧    性别：男    年龄：41岁    住院号：⟪inpatient_no|ZY2024051173⟫
入院诊断：⟦MEDICAL|急性前壁心肌梗死⟧
手术经过：⟦MEDICAL|经皮冠状动脉介入治疗（PCI），植入支架1枚⟧
出院带药：⟦MEDICAL|阿司匹林肠溶片100mg qd⟧、⟦MEDICAL|替格瑞洛90mg bid⟧
主治医师：⟦PERSON|彭医生⟧
医院：⟪org_name|重庆医科大学附属第一医院⟫"""),

("vat_invoice_factoring_assignment",
"""增值税普通发票（摘录）
发票号码：⟪invoice_no|24442000000087336512⟫
购买方：⟪org_name|广州市天河区星悦餐饮管理有限公司⟫    纳税人识别号：⟪uscc|91440106MA5CQ7XL3T⟫
销售方：⟪org_name|天河区老吴水产经营部⟫（个体工商户，经营者⟦PERSON|吴国华⟧）
价税合计：⟪invoice_total|¥38,652.00⟫
备注：本发票项下应收账款已转让给⟪org_name|广汇商业保理（深圳）有限公司⟫，请将款项付至保理商账户。
保理预付款⟦AMOUNT|¥30,920.00⟧已于6月3日打入经营者⟦PERSON|吴国华⟧个人账户，联系电话⟦PHONE|13602418875⟧。"""),

("mysql_cli_p2p_overdue",
"""mysql> SELECT real_name, id_no, mobile, overdue_amt FROM t_borrower WHERE overdue_days > 90 LIMIT 3;
+-----------+--------------------+-------------+-------------+
| real_name | id_no              | mobile      | overdue_amt |
+-----------+--------------------+-------------+-------------+
| ⟦PERSON|谢宇航⟧    | ⟦IDCARD|$idcard13⟧ | ⟦PHONE|15023718864⟧ | ⟦AMOUNT|¥12,480.00⟧  |
| ⟦PERSON|蒋丽娟⟧    | ⟦IDCARD|$idcard12⟧ | ⟦PHONE|18640219937⟧ | ⟦AMOUNT|¥3,215.50⟧   |
| ⟦PERSON|范志强⟧    | ⟦IDCARD|$idcard9⟧ | ⟦PHONE|13959201176⟧ | ⟦AMOUNT|¥27,006.80⟧  |
+-----------+--------------------+-------------+-------------+
3 rows in set (⟪query_time|0.02 sec⟫)
-- db host ⟦IP_ADDRESS|192.168.40.12⟧, slave lag ⟪metric|3s⟫"""),

("dingtalk_loan_approval",
"""【钉钉审批】农户小额信用贷款放款审批  审批编号：⟪approval_no|202406181530000123456⟫
发起人：信贷员⟦PERSON|龙海⟧
借款人：⟦PERSON|石春梅⟧    身份证：⟦IDCARD|$idcard16⟧    手机：⟦PHONE|187 8803 5562⟧
金额：⟦AMOUNT|¥80,000⟧    用途：普洱茶园扩种    期限：24个月
担保人：⟦PERSON|石春生⟧（借款人哥哥）
审批人：⟦PERSON|周社长⟧ —— 同意（⟪approval_time|06-18 16:02⟫）"""),

("wxpay_merchant_properties",
"""# wxpay.properties  分期商城 生产配置
wxpay.appid=⟪app_id|wx8f3a2c71d09be4a5⟫
wxpay.mch_id=⟪merchant_id|1612849031⟫
wxpay.api_key=⟦SECRET|$wxpay_key1⟧
wxpay.cert_path=⟪file_path|/data/certs/apiclient_cert.p12⟫
wxpay.notify_url=https://pay.fenqilego.com/notify
# 负责人 ⟦PERSON|钟浩⟧，有问题打 ⟦PHONE|020-3826 1174⟧"""),

("wechat_family_safe_code",
"""[微信群·老房子]
⟦PERSON|大伟⟧：爸，您那张⟪product_name|大额存单⟫下个月到期，⟦AMOUNT|100万元⟧，要不要续？
爸爸：续吧。存单和房产证都锁在保险柜里，密码是⟦PASSWORD|3 9 1 7 2 6⟧，你记一下
⟦PERSON|大伟⟧：好的。您周四记得去复查⟦MEDICAL|前列腺增生⟧
妈妈：别在群里发密码！⟦PERSON|小芳⟧也在群里呢
⟦PERSON|小芳⟧：😂我啥也没看见"""),

("ocr_id_card_api_response",
"""{"code":0,"msg":"success","request_id":"⟪request_id|3f2b8d1e-0c6a-4e77-9b5d-1a2c3e4f5a6b⟫",
 "data":{"name":"⟦PERSON|甘露⟧","sex":"女","nation":"汉","birth":"⟦DATE_OF_BIRTH|2001年5月17日⟧",
 "address":"⟦ADDRESS|山东省青岛市市南区香港中路76号3号楼1203户⟧",
 "id_number":"⟦IDCARD|$idcard8⟧","confidence":⟪ocr_confidence|0.987⟫,"api_version":"⟪version|2.4.1⟫"}}"""),

("bnpl_collection_call_zh",
"""【催收录音】⟪recording_id|CS-0611-3387⟫
催收员：您好，是⟦PERSON|冯女士⟧吗？您在⟪org_name|分期乐购⟫的账单已经逾期20天了，欠款⟦AMOUNT|两千三百四十块⟧。
客户：我知道……我最近⟦MEDICAL|抑郁症⟧复发，一直没上班。
催收员：理解，那您看能不能先还一部分？
客户：你别打我电话了，有事打我老公的，⟦PHONE|幺八六，二二零七，四四一三⟧。"""),

("asset_certificate_broker",
"""资产证明
兹证明⟦PERSON|卢志远⟧（证件号码：⟦PASSPORT|$pp_cn3⟧）在我司开立证券账户，截至⟪as_of_date|2024年6月28日⟫，账户总资产为⟦AMOUNT|人民币3,421,560.88元⟧。
特此证明。
⟪org_name|东岳证券股份有限公司北京朝阳门营业部⟫
经办人：⟦PERSON|贾婷婷⟧    电话：⟦PHONE|010-6588 0126⟧"""),

("aml_suspicious_report_fx",
"""可疑交易报告（内部） 编号⟪report_no|STR-2024-0142⟫
客户⟦PERSON|梁嘉豪⟧，香港身份证⟦NATIONAL_ID|$nid_hk2⟧，一周内在⟪place_name|罗湖⟫、⟪place_name|福田⟫两个网点分6笔兑换港币，合计⟦AMOUNT|HKD 288,000⟧，单笔均略低于申报门槛。
联系方式：⟦PHONE|+852 9133 4720⟧，内地手机⟦PHONE|135 3016 2298⟧
登记地址：⟦ADDRESS|香港九龍旺角彌敦道610號荷李活商業中心12樓1205室⟧
经办：⟦PERSON|刁敏⟧；复核：⟦PERSON|黎主管⟧"""),
]

TEXTS += [
("us_broker_onboarding_chinese_form",
"""美股账户开户信息确认（中文版）
姓名（英文）：⟦PERSON|ZHOU Yiming⟧    中文名：⟦PERSON|周一鸣⟧
美国社会安全号（SSN）：⟦SSN|$ssn5⟧
出生日期：⟦DATE_OF_BIRTH|1984/09/22⟧
居住地址：⟦ADDRESS|2817 Bellevue Way NE, Apt 410, Bellevue, WA 98004⟧
电子邮箱：⟦EMAIL|yiming.zhou84@gmail.com⟧
入金方式：电汇，首笔⟦AMOUNT|USD 50,000⟧
税表：W-9（美国税务居民），预扣税率⟪withholding_rate|0%⟫"""),

("wire_transfer_request_germany",
"""境外汇款申请书
汇款人：⟦PERSON|沈国平⟧    证件号码：⟦IDCARD|$idcard1⟧
汇款金额：⟦AMOUNT|EUR 12,000.00⟧    用途：⟪purpose_code|留学生生活费⟫
收款人：⟦PERSON|SHEN Jiayi⟧（汇款人之女）
收款人账号（IBAN）：⟦IBAN|$iban_de5⟧
收款行SWIFT：⟪swift_bic|COBADEFFXXX⟫
收款人地址：⟦ADDRESS|Leopoldstraße 112, 80802 München⟧
汇款人电话：⟦PHONE|010-8459 2267⟧    手续费：⟪fee|¥150⟫"""),

("email_wealth_manager_signature_zh",
"""主题：回复：关于家族信托设立的补充材料

⟦PERSON|孟先生⟧您好，

附件是信托合同草稿。委托人信息请您再核对一下：⟦PERSON|孟庆华⟧，出生日期⟦DATE_OF_BIRTH|1958年3月14日⟧，初始信托财产⟦AMOUNT|人民币3,000万元⟧。受益人为您和夫人⟦PERSON|白雪梅⟧以及两位子女。

另外，上次您提到的⟦MEDICAL|冠心病⟧病史，可能会影响保险金信托部分的核保，建议先做体检。

祝好！
⟦PERSON|蒋欣然⟧ | 家族办公室 高级顾问
⟪org_name|融汇私人财富管理⟫
电话：⟦PHONE|021-6087 5532⟧  手机：⟦PHONE|139 1622 8410⟧
邮箱：⟦EMAIL|xinran.jiang@ronghui-wealth.cn⟧"""),

("app_log_p2p_registration_zh",
"""[2024-07-01 10:02:11.302] INFO  RegisterController - 新用户注册 email=⟦EMAIL|lixiaoyu_1999@163.com⟧ mobile=⟦PHONE|17721094836⟧ ip=⟦IP_ADDRESS|240e:3a1:4c60:9b10:5d2e:11ff:fe4a:70c2⟧ channel=⟪channel_code|huawei_store⟫
[2024-07-01 10:02:11.518] INFO  KycService - 实名认证通过 name=⟦PERSON|李晓雨⟧ birth=⟦DATE_OF_BIRTH|19990319⟧
[2024-07-01 10:02:12.007] WARN  RiskService - 设备指纹命中黑名单 deviceId=⟪device_id|a9f3c2e1-77b4-4d0a-bc21-5e6f8a9d0c13⟫ 原因: 同设备注册账户数>5
[2024-07-01 10:02:12.110] INFO  build=⟪build_number|20240628.3⟫"""),

("broker_account_taiwan_client",
"""台湾居民开户资料核对单
姓名：⟦PERSON|林佩蓉⟧
台湾地区身份证号：⟦NATIONAL_ID|$nid_tw1⟧
出生日期：⟦DATE_OF_BIRTH|1979年6月2日⟧
大陆居住地址：⟦ADDRESS|福建省厦门市思明区环岛南路3188号海峡国际社区6栋802室 361005⟧
手机：⟦PHONE|+86 186 5926 0713⟧；台湾手机：⟦PHONE|+886 912 345 078⟧
拟入金：⟦AMOUNT|新台币200万元⟧等值人民币
开户营业部：⟪org_name|东岳证券厦门分公司⟫"""),

("ticket_bnpl_card_fraud_zh",
"""工单号：⟪ticket_id|KF-240705-00918⟫    类型：疑似盗刷    优先级：紧急
用户：⟦PERSON|覃思远⟧    注册手机：⟦PHONE|199 7702 3418⟧    邮箱：⟦EMAIL|qinsiyuan@qq.com⟧
用户描述：我根本没买过这个东西！！凌晨两点有人用我绑定的卡 ⟦CARD|$card_jcb1⟧ 买了⟦AMOUNT|¥6,999⟧的手机，分了24期。卡背面的码是⟦CVV|215⟧，我今天才发现卡信息可能在一个假的积分兑换网站泄露了。
处理：已冻结分期账户，商户订单⟪order_id|JD-8871203349⟫申请撤单。"""),

("xiaohongshu_fx_tips_no_pii",
"""🇯🇵去日本换汇攻略｜亲测最划算的方法
1️⃣ 提前在手机银行购汇，现汇卖出价大概⟪fx_rate|4.82⟫，比机场⟪place_name|首都机场T3⟫兑换点便宜不少
2️⃣ 机场兑换点每笔还要收⟪fee|50元⟫手续费😤
3️⃣ 大额的话注意每人每年⟪fx_quota|等值5万美元⟫额度
4️⃣ ⟪place_name|大阪心斋桥⟫那边的兑换机汇率也还行
#换汇 #日本旅行 #省钱攻略"""),

("rotating_savings_club_ledger",
"""【合会记账】2024年第一会（每月一标，会额每人每期⟪tariff|2000元⟫）
会首：⟦PERSON|陈秀珠⟧  ⟦PHONE|0577-8862 3091⟧
| 期数 | 得会人 | 标息 | 实得 |
| 1 | ⟦PERSON|陈秀珠⟧（会首） | 0 | ⟦AMOUNT|22,000元⟧ |
| 2 | ⟦PERSON|潘建新⟧ | 180 | ⟦AMOUNT|20,020元⟧ |
| 3 | ⟦PERSON|林美娟⟧ | 150 | ⟦AMOUNT|20,350元⟧ |
备注：⟦PERSON|潘建新⟧这期的钱转到他的卡 ⟦CARD|$card_visa4⟧，下次标会在⟪place_name|瑞安⟫老地方。"""),
]

TEXTS += [
("shell_backup_script_zh",
"""#!/bin/bash
# 每日备份客户资料库 —— 运维 ⟦PERSON|晋磊⟧ 写于 2023-11
export MYSQL_PWD='⟦SECRET|Dy#Bk2023!prod⟧'
mysqldump -h ⟦IP_ADDRESS|10.110.3.21⟧ -u backup customer_db | gzip > ⟪file_path|/data/bak/customer_$(date +%F).sql.gz⟫
scp /data/bak/*.gz ⟦PERSON|jinlei⟧@⟦IP_ADDRESS|10.110.9.40⟧:/backup/
curl -s -X POST "⟦SECRET|$slack_hook2⟧" -d '{"text":"备份完成"}'
# 保留天数 ⟪config_number|14⟫"""),

("p2p_debt_transfer_list_masked",
"""债权转让专区（⟪snapshot_time|2024-06-30 18:00⟫更新）
| 转让人 | 债权编号 | 剩余本金 | 折让 |
|---|---|---|---|
| ⟪masked_name|张**⟫ | ⟪claim_id|ZQ-55102⟫ | ⟦AMOUNT|¥12,400.00⟧ | ⟪discount_rate|3%⟫ |
| ⟪masked_name|李*华⟫ | ⟪claim_id|ZQ-55117⟫ | ⟦AMOUNT|¥3,050.00⟧ | 5% |
| ⟪masked_name|欧阳**⟫ | ⟪claim_id|ZQ-55120⟫ | ⟦AMOUNT|¥860.00⟧ | 1% |
注：转让人身份已脱敏，受让成功后本金于T+1到账。"""),

("employer_verification_call_note",
"""【电话核实记录】借款申请⟪application_id|SQ20240702-1184⟫
致电借款人⟦PERSON|柏杨⟧单位⟪org_name|成都天府软件园某科技公司⟫座机⟦PHONE|028-8517 6620⟧，人事⟦PERSON|小吕⟧确认其在职三年，月薪税后⟦AMOUNT|9,500元⟧左右。
借款人自述需资金⟦AMOUNT|5万元⟧用于装修，另有⟦MEDICAL|乙肝小三阳⟧，不影响工作。
核实人：⟦PERSON|鲁娜⟧    结论：通过"""),

("training_slides_masking_no_pii",
"""【员工培训·客户信息保护】第3页
✅ 正确示例：身份证号展示为⟪masked_id|110105********1234⟫，手机号展示为⟪masked_phone|138****5678⟫，银行卡展示为⟪masked_card|6222 **** **** 0011⟫
❌ 错误示例：在微信群里发送客户证件照片、在工单中写全卡号
考核：⟪exam_date|7月12日⟫线上考试，及格线⟪pass_mark|80分⟫"""),

("api_doc_fx_rates_zh",
"""## 汇率查询接口 v2
请求地址：https://api.huiduibao.com/v2/rates （测试环境 ⟪doc_ip|198.51.100.12⟫）
请求头示例：X-Api-Key: ⟪doc_example_key|YOUR_API_KEY_HERE⟫
门店地图用的谷歌key：⟦APIKEY|$google2⟧（⟦PERSON|小邱⟧注：这是生产key，文档外发前删掉！）
返回示例：{"pair":"USD/CNY","rate":⟪fx_rate|7.1268⟫,"ts":⟪unix_timestamp|1719820800⟫}"""),

("bank_sms_rotating_club_payout",
"""【⟪org_name|温州农商银行⟫】您尾号⟪card_tail|6618⟫的账户于07月03日10:21转入⟦AMOUNT|20,350.00元⟧，付款方⟦PERSON|陈秀珠⟧，当前余额⟦AMOUNT|48,902.17元⟧。"""),

("health_declaration_mutual_plan",
"""健康告知问卷（⟪org_name|汇安相互保险社⟫ 会员互助计划 ⟪plan_code|HA-ZJ-2024⟫）
会员姓名：⟦PERSON|贺晓东⟧    出生日期：⟦DATE_OF_BIRTH|1987年10月9日⟧
身份证号：⟦IDCARD|$idcard17⟧
1. 过去两年内是否住院或手术？ 是 —— ⟦MEDICAL|2023年因胆结石行腹腔镜胆囊切除术⟧
2. 是否患有高血压、糖尿病等慢性病？ 是 —— ⟦MEDICAL|高血压，服用氨氯地平5mg⟧
3. 是否吸烟？ 否
会员签名：⟦PERSON|贺晓东⟧    日期：⟪signature_date|2024-06-21⟫"""),

("dual_recording_transcript_wealth",
"""【双录】⟪record_no|SL-2024-0615-022⟫
理财经理：我是⟪org_name|融汇私人财富管理⟫理财经理⟦PERSON|柯雨晴⟧，现在是⟪recording_time|2024年6月15日上午10点12分⟫，请您出示身份证原件并报一下姓名。
客户：我叫⟦PERSON|袁卫东⟧。
理财经理：请您确认购买⟪product_name|恒享R3混合类理财⟫，金额⟦AMOUNT|五十万元⟧，产品风险等级⟪risk_level|R3⟫，不保本。
客户：我确认。我今年六十八了，有⟦MEDICAL|帕金森⟧，手抖，签字可能不太好看。
理财经理：没关系，您慢慢签。"""),

("wechat_friends_loan_medical",
"""⟦PERSON|阿强⟧：兄弟，能先借我⟦AMOUNT|两万块⟧吗
⟦PERSON|耀东⟧：咋了？
⟦PERSON|阿强⟧：我爸⟦MEDICAL|尿毒症⟧要透析，这个月医保还没报下来
⟦PERSON|耀东⟧：行，卡号发我
⟦PERSON|阿强⟧：⟦CARD|$card_up6⟧ 建设银行 ⟦PERSON|刘志强⟧
⟦PERSON|耀东⟧：转了⟦AMOUNT|20000元⟧，到了说一声，不急着还"""),

("handover_doc_broker_dev",
"""# 交接文档（⟦PERSON|贝文涛⟧ → ⟦PERSON|于航⟧）
1. 行情服务器：⟦IP_ADDRESS|10.200.1.15⟧ / ⟦IP_ADDRESS|10.200.1.16⟧，root密码在密码本里
2. GitLab CI token：⟦APIKEY|$gitlab1⟧（我的个人token，交接完就revoke）
3. 本机调试 Redis：⟪loopback_ip|127.0.0.1⟫:⟪port|6379⟫
4. 有问题找我：⟦EMAIL|bei.wentao@dongyue-sec.com⟧ / ⟦PHONE|138 0172 9956⟧
5. 行情网关版本 ⟪version|3.9.14⟫，别升级"""),

("bnpl_monthly_statement_zh",
"""⟪org_name|分期乐购⟫ 2024年6月账单
⟦PERSON|宁雪女士⟧：
账单地址：⟦ADDRESS|四川省成都市锦江区春熙路南段18号2502室 610021⟧
本期应还：⟦AMOUNT|¥2,318.60⟧    最低还款：⟦AMOUNT|¥231.86⟧    信用额度：⟪credit_limit|¥15,000⟫
交易明细：
06-03  ⟪merchant_name|拼多多⟫  ⟦AMOUNT|¥389.00⟧（分3期）
06-17  ⟪merchant_name|苏宁易购⟫  ⟦AMOUNT|¥1,299.00⟧（分6期）
还款卡：⟪masked_card|6217 **** **** 2286⟫"""),
]

TEXTS += [
("outward_remittance_belgium",
"""境外汇款申请书（个人）
汇款人：⟦PERSON|纪红梅⟧    身份证号：⟦IDCARD|$idcard21⟧
汇款金额：⟦AMOUNT|EUR 8,500.00⟧    资金用途：⟪purpose_code|直系亲属赡养⟫
收款人：⟦PERSON|JI Xinyue⟧（汇款人女儿）
收款人IBAN：⟦IBAN|$iban_be15⟧    SWIFT：⟪swift_bic|GEBABEBB⟫
收款人地址：⟦ADDRESS|Rue Royale 145, 1000 Bruxelles⟧
汇款人手机：⟦PHONE|186 1107 4593⟧"""),

("seminar_signin_sheet_elderly",
"""“守护养老钱”防诈骗讲座 签到表    ⟪event_date|7月6日⟫    ⟪place_name|朝阳区和平街社区活动中心⟫
| 序号 | 姓名 | 年龄 | 电话 |
| 1 | ⟦PERSON|邵桂兰⟧ | 72 | ⟦PHONE|136 0113 2874⟧ |
| 2 | ⟦PERSON|闫德福⟧ | 76 | ⟦PHONE|010-6427 1180⟧ |
| 3 | ⟦PERSON|尤淑珍⟧ | 69 | ⟦PHONE|158 1097 6623⟧ |
主讲：⟪org_name|融汇私人财富管理⟫ ⟦PERSON|蒋欣然⟧"""),

("broker_monthly_statement_zh",
"""⟪org_name|东岳证券⟫ 客户对账单（2024年6月）
客户姓名：⟦PERSON|阮文博⟧    资金账号：⟪masked_account|1088****3321⟫
期初资产：⟦AMOUNT|¥1,204,337.15⟧    期末资产：⟦AMOUNT|¥1,187,902.64⟧
06-12 证券买入 ⟪stock_code|000858⟫ 五粮液 ⟪share_quantity|500股⟫ 成交价⟪price|¥148.20⟫
06-20 银证转出 ⟦AMOUNT|¥50,000.00⟧
佣金费率：⟪fee_rate|万分之2.5⟫"""),

("email_autoreply_mutual_society",
"""感谢您联系⟪org_name|汇安相互保险社⟫！我们已收到您的邮件，将在2个工作日内回复。
理赔材料请发送至⟦EMAIL|lipei@huian-mutual.cn⟧，会员服务热线⟦PHONE|400-880-1995⟧（⟪business_hours|周一至周五 9:00-17:30⟫）。
本邮件为系统自动发送，请勿直接回复。⟪message_id|MSG-20240702-88123⟫"""),

("qa_review_call_center_violation",
"""质检单 ⟪qa_no|QC-0702-118⟫
坐席：⟦PERSON|侯雅琪⟧（工号⟪employee_no|8021⟫）    客户手机：⟪masked_phone|188****6623⟫
问题：坐席在通话中完整复述了客户信用卡号“⟦CARD|$card_up7⟧”及背面安全码“⟦CVV|508⟧”，违反《客户信息保护规范》第4条。
扣分：⟪qa_score|-20⟫    复核人：⟦PERSON|毛组长⟧"""),

("private_key_handover_chat",
"""【企业微信】⟦PERSON|万鹏⟧ → ⟦PERSON|卢晶⟧
这是先享后付网关的商户私钥，放到 ⟪file_path|/etc/pay/merchant.pem⟫，权限600：
⟦SECRET|$pem_ec1⟧
平台那边公钥已经上传了，指纹 ⟪key_fingerprint|SHA256:q3Zb8m0Yf2x9KkT1vR7cWp4LnD6hJ5sA0eGuX8iNoPc⟫。用完把这条消息删了！"""),

("credit_coop_share_registration",
"""社员入股登记表    ⟪org_name|石湫信用互助社⟫    登记号⟪registration_no|RG-2024-0318⟫
社员姓名：⟦PERSON|钱大勇⟧
身份证号：⟦IDCARD|$idcard22⟧
入股金额：⟦AMOUNT|5,000元⟧
家庭住址：⟦ADDRESS|江苏省南京市溧水区石湫街道横山村1组18号 211221⟧
联系电话：⟦PHONE|139 1398 2207⟧
推荐人：⟦PERSON|周社长⟧"""),

("voice_to_text_pin_family",
"""[语音转文字] 妈，你那张卡的密码是⟦PASSWORD|二八零六一九⟧吧？我用手机银行帮你把那⟦AMOUNT|十万块⟧转到⟪product_name|活期宝⟫里，利息高一点，年化大概⟪interest_rate|1.8%⟫。弄好了截图给你。——⟦PERSON|小杰⟧"""),

("ocr_screenshot_shopify_error",
"""【截图文字识别】
Error 401 Unauthorized
POST /admin/api/⟪api_version|2024-04⟫/orders.json
X-Shopify-Access-Token: ⟦APIKEY|$shopify1⟧
店铺：⟪shop_domain|lanyue-home.myshopify.com⟫
⟦PERSON|Vivian蓝⟧：这个先享后付插件又报错了，谁帮我看看？邮箱⟦EMAIL|vivian@lanyuehome.com⟧"""),

("factoring_application_sole_proprietor",
"""保理融资申请表
申请企业：⟪org_name|义乌市恒达饰品商行⟫（个人独资企业）
投资人：⟦PERSON|楼建平⟧    身份证号：⟦IDCARD|$idcard19⟧    出生日期：⟦DATE_OF_BIRTH|1962-08-18⟧
个人住址：⟦ADDRESS|浙江省义乌市稠城街道宾王路88号3幢1单元602室 322000⟧
申请额度：⟪facility_limit|¥200万⟫    应收账款债务人：⟪org_name|浙江某跨境电商有限公司⟫
个人收款卡：⟦CARD|$card_up8⟧
联系邮箱：⟦EMAIL|loujp1962@126.com⟧"""),

("fx_counter_dispute_record",
"""兑换争议处理记录  ⟪case_no|ZY-0629-03⟫  网点：⟪branch_name|南京路兑换中心⟫
客户⟦PERSON|HUANG Lixin⟧（护照⟦PASSPORT|$pp_cn4⟧）称：本人交付⟦AMOUNT|3000美元⟧现钞，柜员只按⟦AMOUNT|2900美元⟧兑换，少给人民币约⟦AMOUNT|720元⟧。
调取录像：⟪camera_id|CAM-07⟫ 14:02—14:06，点钞机显示29张100美元。
经办柜员：⟦PERSON|应佳⟧    处理人：⟦PERSON|柴经理⟧
客户联系电话：⟦PHONE|+86 159 2176 0382⟧"""),
]
