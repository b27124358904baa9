# blind75 -- Chinese texts.  (kind, marked_text), typed by hand

TEXTS = []

# ---- 专利/商标代理 ---------------------------------------------------------------
TEXTS += [
("wechat_group_chat", """【微信群：华知专利 × 恒远机械 专利对接群】
⟦PERSON|周社长⟧：@⟦PERSON|陈律⟧ 那个实用新型什么时候能下证？下个月投标要用
⟦PERSON|陈律⟧：⟦PERSON|周总⟧您好，⟪application_number|202420331876.5⟫ 已经进入授权公告阶段，预计⟪deadline|11月中旬⟫下证
⟦PERSON|周社长⟧：好。代理费让财务⟦PERSON|小李⟧转给你们
⟦PERSON|小李⟧：⟦PERSON|陈律师⟧，我这边已经转了 ⟦AMOUNT|6800元⟧，对公账户备注写的 ⟪invoice_id|HZ-2024-0917⟫，麻烦开专票
⟦PERSON|陈律⟧：收到，发票抬头还是“⟪org_name|恒远精密机械有限公司⟫”吧？税号 ⟪uscc|91330106MA2H3KX71Q⟫
⟦PERSON|小李⟧：对的，开好发我邮箱 ⟦EMAIL|lixiaoyu@hengyuan-jx.com⟧
⟦PERSON|周社长⟧：👍
"""),

("trademark_application_form", """商标注册申请书（自然人申请）  代理机构：⟪org_name|深圳恒标知识产权代理有限公司⟫  案号：⟪case_number|HB-TM-24-3381⟫

申请人名称：⟦PERSON|许梅⟧
身份证号码：⟦IDCARD|$idc_xumei⟧
出生日期：⟦DATE_OF_BIRTH|1991年2月14日⟧
申请人地址：⟦ADDRESS|上海市徐汇区漕溪北路88号圣爱大厦1502室，邮编200030⟧
联系电话：⟦PHONE|138 1652 7740⟧
电子邮箱：⟦EMAIL|xumei_studio@163.com⟧
商标名称：梅子小馆（文字）
类别：⟪nice_class|第43类⟫ 餐饮服务；⟪nice_class|第30类⟫ 糕点
官费：⟪tariff|270元/类（10个商品以内）⟫   代理费：⟪price|500元/类⟫
"""),

("agency_contract", """专利代理委托合同（节选）  合同编号：⟪contract_number|HZ-WT-2024-0562⟫

甲方（委托人）：⟦PERSON|李文博⟧，身份证号 ⟦IDCARD|$idc_liwb⟧，住址 ⟦ADDRESS|北京市朝阳区望京西园三区312号楼2单元1101⟧，手机 ⟦PHONE|186-1033-4528⟧
乙方（代理机构）：⟪org_name|北京华知专利代理事务所（普通合伙）⟫，机构代码 ⟪agency_code|11205⟫

第三条 费用
1. 发明专利申请代理费 ⟪price|人民币8,000元⟫，官费按⟪org_name|国家知识产权局⟫标准另行收取。
2. 甲方已于签约当日支付定金⟦AMOUNT|人民币伍仟元整⟧（⟦AMOUNT|¥5,000.00⟧），余款⟦AMOUNT|叁仟元⟧于提交申请后五个工作日内付清。
第五条 乙方指派专利代理师⟦PERSON|陈思远⟧（执业证号 ⟪license_number|1120516488.9⟫）负责本案。
"""),

("email", """发件人：⟦PERSON|陈思远⟧ <⟦EMAIL|chensiyuan@huazhi-ip.cn⟧>
收件人：⟦PERSON|李文博⟧ <⟦EMAIL|liwenbo85@qq.com⟧>
主题：【审查意见】⟪application_number|CN 202310758821.3⟫ 第一次审查意见通知书

⟦PERSON|李老师⟧您好：

⟪org_name|国家知识产权局⟫于⟪notice_date|2024年9月12日⟫发出第一次审查意见，认为权利要求1-3相对于对比文件 ⟪patent_number|CN 114402218 A⟫ 不具备创造性。答复期限为⟪deadline|2025年1月12日⟫（含邮路）。

我们初步意见是把从属权利要求4的特征并入，辛苦您周五前确认一下实验数据。另外您上次说的住址变更（新地址：⟦ADDRESS|北京市海淀区学院路35号世宁大厦807，100191⟧），我们这次一并提交著录项目变更，变更费⟪tariff|200元⟫。

⟦PERSON|陈思远⟧
⟪org_name|北京华知专利代理事务所⟫ | 电话 ⟦PHONE|010-8226 4419⟧ 转 ⟪phone_extension|812⟫
"""),
]

TEXTS += [
("dingtalk_bot_config", """# 专利年费监控机器人 - 配置（⟪file_path|/opt/annuity-bot/config.ini⟫）
[dingtalk]
webhook = ⟦SECRET|$sec_wh_ding1⟧
secret = ⟦SECRET|$sec_ding_sign1⟧
at_mobiles = ⟦PHONE|13905718842⟧,⟦PHONE|13757126630⟧   ; ⟦PERSON|周建华⟧、⟦PERSON|孙晓琳⟧

[cnipa]
; 专利检索接口（第三方）
api_key = ⟦APIKEY|$ak_dashscope1⟧
base_url = ⟪url|https://api.patent-search.cn/v3⟫
timeout = ⟪timeout|30⟫

[schedule]
cron = ⟪cron_expression|0 9 * * 1-5⟫
remind_days_before = ⟪threshold|60,30,7⟫
# 注：⟪patent_number|ZL 2019 1 0223456.7⟫ 年费宽限期至 ⟪deadline|2024-12-31⟫，滞纳金 ⟪tariff|25%⟫
"""),

("forum_post", """【吐槽】被一家商标代理坑了，大家避雷！（帖子 ⟪thread_id|#3349012⟫）
楼主：⟦PERSON|喵喵不吃鱼_2019⟧  发表于 ⟪timestamp|2024-08-03 22:17⟫

去年找了“⟪org_name|知标通⟫”注册商标，对接的业务员叫⟦PERSON|小赵⟧（微信 ⟦PERSON|zhaolei_ip88⟧），说包通过，收了我 ⟦AMOUNT|3980块⟧。结果今年驳回了，再找⟦PERSON|小赵⟧就说要再交 ⟦AMOUNT|2000块⟧ 复审费才给办。
我查了一下，官方复审费才 ⟪tariff|750元⟫！！
现在⟦PERSON|小赵⟧电话 ⟦PHONE|一八八 一二七三 四零九六⟧ 直接不接。已经向⟪org_name|市场监管局⟫投诉了。

#商标注册 #避雷 #知识产权
"""),
]

TEXTS += [
("app_log", """⟪timestamp|2024-10-21 09:12:03.551⟫ [INFO ] [patent-search-web] login success user=⟦PERSON|sunxiaolin⟧ ip=⟦IP_ADDRESS|115.236.54.201⟧ 浏览器=Chrome/⟪version|129.0.6668.90⟫
2024-10-21 09:12:47.102 [WARN ] [patent-search-web] 检索配额即将用尽 tenant=⟪tenant_id|hz-ip-0032⟫ used=⟪quota|9,812/10,000⟫
2024-10-21 09:15:20.877 [ERROR] [patent-search-web] 导出失败 task=⟪task_id|EXP-20241021-0077⟫ user=⟦PERSON|sunxiaolin⟧ reason=oss AccessDenied accessKeyId=⟦APIKEY|$ak_ali1⟧
2024-10-21 09:15:21.004 [ERROR] [patent-search-web] trace=⟪trace_id|7f3e9a12c04b4d1e⟫ 请联系管理员 ⟦PERSON|周建华⟧ ⟦PHONE|139-0571-8842⟧
2024-10-21 09:16:02.330 [INFO ] [patent-search-web] 内网回调 ⟦IP_ADDRESS|192.168.10.37⟧:⟪port|8080⟫ ok，耗时 ⟪duration|212ms⟫
"""),

("call_transcript", """【来电录音转写】⟪org_name|恒标知识产权⟫ 客服 ⟪call_id|#CS-88120⟫ ⟪timestamp|2024-07-15 14:36⟫
客服：您好，恒标知识产权，工号⟪employee_id|027⟫为您服务。
客户：喂你好，我姓何，⟦PERSON|何丽云⟧，我之前在你们这边申请了一个外观设计专利。
客服：⟦PERSON|何女士⟧您好，麻烦报一下您的身份证号码核实一下身份。
客户：三七零二零二……算了我直接在微信上发给你们吧。
（客户微信补发：⟦IDCARD|$idc_hely⟧）
客服：好的，核实通过。请问有什么可以帮您？
客户：我手机号换了，新的是⟦PHONE|幺三六，五三二七，八八零九⟧，就是 ⟦PHONE|136 5327 8809⟧，以后通知打这个。还有我上个月交的 ⟦AMOUNT|一千二百块⟧ 官费发票一直没收到。
客服：好的⟦PERSON|何女士⟧，我帮您登记，发票会寄到 ⟦ADDRESS|青岛市市南区香港中路61号乙 远洋大厦A座2306，266071⟧ 对吗？
客户：对。
"""),
]

# ---- 公证处 ----------------------------------------------------------------------
TEXTS += [
("notary_application_form", """⟪org_name|上海市静岸公证处⟫  公证申请表        受理号：⟪case_number|(2024)沪静证字第18832号⟫

申请人：⟦PERSON|方刚⟧        性别：男
出生日期：⟦DATE_OF_BIRTH|1965年9月27日⟧
公民身份号码：⟦IDCARD|$idc_fanggang⟧
住址：⟦ADDRESS|上海市浦东新区张杨路1515号3楼301室，邮编200122⟧
联系电话：⟦PHONE|021-5830 6612⟧ / ⟦PHONE|13601832257⟧
申办公证事项：亲属关系公证、无犯罪记录公证（用于⟪place_name|加拿大⟫探亲签证）
关系人：⟦PERSON|方晓雯⟧（女儿），现居⟪place_name|多伦多⟫
公证费：⟪tariff|亲属关系 200元/份⟫，⟪tariff|翻译费 150元/份⟫；申请人已缴 ⟦AMOUNT|700元⟧（收据 ⟪receipt_number|SJ-0091274⟫）
承办公证员：⟦PERSON|钱钰⟧
"""),

("will_interview_record", """遗嘱公证谈话笔录（第一页）     时间：⟪timestamp|2024年5月8日 上午9:40⟫   地点：⟪org_name|杭州市西湖公证处⟫第三接待室
公证员：⟦PERSON|叶晓⟧    记录人：⟦PERSON|小吴⟧

问：请说一下你的姓名、出生日期和身份证号码。
答：我叫⟦PERSON|周建华⟧，⟦DATE_OF_BIRTH|1979年8月23日⟧出生，身份证 ⟦IDCARD|$idc_zhoujh⟧。
问：你目前身体状况怎么样？有没有正在服用影响意识的药物？
答：我去年查出⟦MEDICAL|肝癌中期⟧，做过一次⟦MEDICAL|介入治疗（TACE）⟧，现在在吃⟦MEDICAL|仑伐替尼⟧，头脑是清楚的。医院有精神状况评估（附件二）。
问：你要把哪些财产作遗嘱处分？
答：⟦ADDRESS|杭州市西湖区文三路259号昌地火炬大厦1号楼1203室⟧的房子，还有我在⟪org_name|招商银行⟫的存款，大概⟦AMOUNT|六十多万⟧，都给我女儿⟦PERSON|周雨菲⟧。我爱人⟦PERSON|孙晓琳⟧同意。
"""),

("fee_schedule", """⟪org_name|某市公证处⟫公证收费标准（摘录）  依据：⟪regulation_ref|浙价服〔2017〕12号⟫

一、证明法律行为
1. 合同公证：标的额⟪threshold|50万元以下⟫部分，按⟪percentage|0.3%⟫收取，最低⟪tariff|200元⟫
2. 继承公证：按继承财产价值 ⟪percentage|1%⟫ 收取，最低⟪tariff|200元⟫
3. 遗嘱公证：每件 ⟪tariff|300元⟫
二、证明有法律意义的事实和文书
1. 出生、婚姻状况、亲属关系等：每件 ⟪tariff|100元⟫
2. 文本相符（复印件与原件相符）：每件 ⟪tariff|50元⟫
三、其他：外文译文每页另收 ⟪tariff|80-150元⟫；上门办证加收 ⟪tariff|200元/次⟫
办公时间：周一至周五 ⟪office_hours|9:00-17:00⟫，法定节假日休息。
"""),

("sms", """【⟪org_name|静岸公证处⟫】⟦PERSON|方刚⟧先生您好，您申办的公证书（⟪case_number|(2024)沪静证字第18832号⟫）已出证，请于⟪deadline|10月25日⟫前携带身份证原件到一楼窗口领取。领取验证码：⟦PASSWORD|846203⟧，请勿泄露。如需邮寄请回复地址。咨询电话 ⟦PHONE|021-6288 1930⟧。

【回复】麻烦邮寄：⟦ADDRESS|上海市浦东新区张杨路1515号3楼301室⟧，收件人⟦PERSON|方晓雯⟧的同学⟦PERSON|韩磊⟧代收，电话⟦PHONE|15921447630⟧
"""),
]

TEXTS += [
("power_of_attorney", """委托书

委托人：⟦PERSON|唐敏⟧，女，⟦DATE_OF_BIRTH|1993年3月28日⟧出生，公民身份号码 ⟦IDCARD|$idc_tangmin⟧，护照号码 ⟦PASSPORT|$pp_cn1⟧，现住⟪place_name|澳大利亚墨尔本⟫。
受托人：⟦PERSON|唐建国⟧，男，系委托人之父，住 ⟦ADDRESS|陕西省西安市雁塔区小寨东路126号百隆广场B座1808室⟧，电话 ⟦PHONE|029-8536 4471⟧。

因本人在国外留学无法回国，特委托受托人代为办理以下事项：
1. 出售本人名下位于⟦ADDRESS|西安市雁塔区电子二路18号紫薇花园7号楼3单元502室⟧的房产，售价不低于⟦AMOUNT|人民币壹佰壹拾万元⟧；
2. 代为办理⟪org_name|中国建设银行⟫账户（卡号 ⟦CARD|$card_up2⟧）的挂失及密码重置。
委托期限：自⟪start_date|2024年6月1日⟫至⟪end_date|2024年12月31日⟫。
（本委托书经⟪org_name|中华人民共和国驻墨尔本总领事馆⟫认证，认证号 ⟪legalization_no|(2024)墨认字第0417号⟫）
"""),

("wechat_chat", """【微信】公证处 ⟦PERSON|老周⟧
⟪timestamp|10:21⟫ ⟦PERSON|老周⟧：⟦PERSON|小陈⟧，上午那个继承公证的当事人到了没有？
10:23 ⟦PERSON|小陈⟧：到了⟦PERSON|周主任⟧，⟦PERSON|王磊⟧一家三口都在，就是他弟弟⟦PERSON|王鑫⟧说在外地，要视频确认
10:24 ⟦PERSON|老周⟧：视频不行，让他去当地公证处做个放弃继承声明书公证再寄过来
10:26 ⟦PERSON|小陈⟧：好。⟦PERSON|王磊⟧说他爸生前⟦MEDICAL|阿尔茨海默病⟧好几年了，那份2019年的自书遗嘱有效性可能有争议😓
10:27 ⟦PERSON|老周⟧：先把死亡证明、⟪document_name|户口注销证明⟫、房产证复印件收齐。下午我来谈
10:30 ⟦PERSON|小陈⟧：收到，⟦PERSON|王磊⟧身份证我先拍给你 ⟦IDCARD|$idc_wangl⟧
"""),
]

TEXTS += [
("escrow_notice", """提存公证通知书      ⟪case_number|(2024)渝中证提字第0093号⟫

⟦PERSON|冯洁⟧女士：
根据您与⟪org_name|重庆嘉陵装饰工程有限公司⟫的装修合同纠纷，对方已于⟪deposit_date|2024年7月3日⟫将工程尾款⟦AMOUNT|人民币86,500.00元⟧提存至本处。您可在⟪deadline|五年⟫内持本人身份证（⟦IDCARD|$idc_fengjie⟧）及本通知书领取。
领取方式：转入您本人名下银行卡。您登记的收款卡号为 ⟦CARD|$card_up3⟧（⟪org_name|招商银行⟫重庆分行）。
提存费 ⟪tariff|按提存标的0.4%收取，最低200元⟫，由提存人承担。
联系人：⟦PERSON|邓宇⟧公证员，⟦PHONE|023-6380 1127⟧
⟪org_name|重庆市渝中公证处⟫  ⟪notice_date|2024年7月5日⟫
"""),

("sql_query", """-- 公证业务系统 导出 ⟪ticket_id|OPS-2291⟫：查找重复当事人
SELECT party_id, name, id_no, phone, addr FROM notary_party WHERE id_no IN (
  '⟦IDCARD|$idc_gaoyan⟧', '⟦IDCARD|$idc_pengli⟧'
);
-- 结果 (⟪row_count|3 rows⟫, ⟪duration|0.018 sec⟫)
-- ⟪record_id|P-000812⟫ | ⟦PERSON|高燕⟧ | ⟦IDCARD|$idc_gaoyan⟧ | ⟦PHONE|13804519936⟧ | ⟦ADDRESS|哈尔滨市南岗区西大直街92号4单元601⟧
-- ⟪record_id|P-003377⟫ | ⟦PERSON|高艳⟧ | ⟦IDCARD|$idc_gaoyan⟧ | ⟦PHONE|13804519936⟧ | ⟦ADDRESS|哈尔滨市南岗区西大直街92号4单元601⟧   <- 错别字重复录入
-- ⟪record_id|P-004120⟫ | ⟦PERSON|彭丽⟧ | ⟦IDCARD|$idc_pengli⟧ | ⟦PHONE|0791-8662 5530⟧ | ⟦ADDRESS|南昌市东湖区八一大道357号财富广场A座1106⟧
-- 连接：mysql://notary_ro:⟦SECRET|Nt#Ro_2024!⟧@⟦IP_ADDRESS|172.18.0.21⟧:⟪port|3306⟫/notary
"""),
]

# ---- 养老金管理 / 精算 --------------------------------------------------------
TEXTS += [
("pension_qualification_record", """养老金领取资格认证记录   ⟪org_name|沈阳市和平区社会保险事业服务中心⟫

姓名：⟦PERSON|郭永福⟧      性别：男      出生日期：⟦DATE_OF_BIRTH|1959-07-15⟧
社会保障号码：⟦IDCARD|$idc_guoyf⟧
退休时间：⟪retirement_date|2019年7月⟫      月养老金：⟦AMOUNT|4,386.20元⟧
居住地址：⟦ADDRESS|沈阳市和平区南京南街1号院3-2-1，110001⟧
联系电话：⟦PHONE|024-2331 5508⟧（家）/ ⟦PHONE|138 4046 2217⟧（女儿⟦PERSON|郭丹⟧）
认证方式：[x] 人脸识别（APP） [ ] 上门认证
备注：老人⟦MEDICAL|脑梗后行动不便⟧，⟦MEDICAL|右侧偏瘫⟧，由女儿协助在⟪app_name|辽事通⟫完成认证。认证日期 ⟪auth_date|2024-03-11⟫，有效期至 ⟪expiry_date|2025-03-10⟫。
"""),
]

TEXTS += [
("annuity_statement", """⟪org_name|恒岳养老金管理有限公司⟫  企业年金个人账户对账单（⟪statement_period|2024年第三季度⟫）

户名：⟦PERSON|马强⟧      证件号码：⟦IDCARD|$idc_maqiang⟧
所属计划：⟪plan_name|冀北能源集团企业年金计划⟫（登记号 ⟪plan_number|99HE20110017⟫）
期初余额：⟦AMOUNT|¥286,410.55⟧
本期企业缴费：⟦AMOUNT|¥3,960.00⟧     本期个人缴费：⟦AMOUNT|¥990.00⟧
本期投资收益：⟦AMOUNT|¥4,127.83⟧（组合年化 ⟪percentage|3.42%⟫）
期末余额：⟦AMOUNT|¥295,488.38⟧
计划整体资产规模 ⟪org_total|41.7亿元⟫。如有疑问请致电 ⟦PHONE|400-820-6677⟧。
"""),

("retiree_csv", """序号,姓名,身份证号,出生日期,退休日期,月养老金,开户行,银行卡号,备注
1,⟦PERSON|杜伟⟧,⟦IDCARD|$idc_duwei⟧,⟦DATE_OF_BIRTH|1970/04/02⟧,⟪retirement_date|2030/04⟫,-,⟪org_name|兰州银行⟫,⟦CARD|$card_up4⟧,提前退休申请（⟦MEDICAL|矽肺二期⟧，职业病鉴定 ⟪certificate_number|甘职鉴〔2023〕118号⟫）
2,⟦PERSON|彭丽⟧,⟦IDCARD|$idc_pengli⟧,⟦DATE_OF_BIRTH|1972/11/11⟧,⟪retirement_date|2022/11⟫,⟦AMOUNT|3120.40元⟧,⟪org_name|江西银行⟫,⟪masked_card|6217****1843⟫,
3,⟦PERSON|黄建明⟧,⟦IDCARD|$idc_huangjm⟧,⟦DATE_OF_BIRTH|1977/03/05⟧,-,-,⟪org_name|广州农商银行⟫,⟪masked_card|6223****0075⟫,⟦MEDICAL|工伤九级⟧
"""),

("sms", """【⟪org_name|南京市人社局⟫】尊敬的⟦PERSON|孙强⟧：您⟪statement_period|2024年10月⟫的基本养老金⟦AMOUNT|5,218.00元⟧已发放至尾号⟪masked_card|3927⟫的社保卡，请注意查收。退订回T
---
爸，钱到了吗？我看你那个社保卡密码还是⟦PASSWORD|740426⟧，跟你生日一样太容易被人猜了，改一下吧。  ——⟦PERSON|孙悦⟧
"""),

("actuarial_report_excerpt", """第四章 精算假设（摘录）  ⟪report_id|HY-ACT-2024-07⟫

4.1 折现率：采用⟪date_ref|2023年12月31日⟫⟪org_name|中债国债⟫收益率曲线，平均久期对应折现率为 ⟪discount_rate|2.65%⟫。
4.2 死亡率：采用《⟪mortality_table|中国人身保险业经验生命表（2010—2013）养老类业务表⟫》，男性 ⟪mortality_table|CL5⟫、女性 ⟪mortality_table|CL6⟫。
4.3 养老金调整率：每年 ⟪inflation_rate|2.5%⟫。
4.4 离职率：35岁以下 ⟪percentage|8%⟫，35-50岁 ⟪percentage|3%⟫。
4.5 计算结果：设定受益义务现值 ⟪org_total|人民币3.86亿元⟫，计划资产公允价值 ⟪org_total|人民币2.91亿元⟫，缺口 ⟪org_total|0.95亿元⟫。
本报告版本 ⟪version|V2.1⟫，复核人签章页见附件。
"""),
]

TEXTS += [
("dingtalk_approval", """【钉钉审批】养老金待遇补发申请  审批编号 ⟪approval_id|202410151044000312⟫
发起人：⟦PERSON|刘婷⟧（待遇核定科）  ⟪timestamp|2024-10-15 10:44⟫
参保人：⟦PERSON|钱德明⟧，社保编号 ⟪member_ref|SB3301020088712⟫
事由：2021年1月至2024年9月视同缴费年限漏算3年，需补发差额
补发金额：⟦AMOUNT|¥18,642.00⟧（每月差额 ⟦AMOUNT|414.27元⟧ × 45个月）
收款账户：本人社保卡 ⟪masked_card|6214 **** **** 8820⟫
附件：⟪file_name|工龄认定表.pdf⟫、⟪file_name|补发计算明细.xlsx⟫
审批流：⟦PERSON|刘婷⟧ → ⟦PERSON|许主任⟧（已同意）→ 财务⟦PERSON|老钱⟧（待审批）
"""),
]

TEXTS += [
("support_ticket", """工单号：⟪ticket_id|GD-20240822-0153⟫   类型：疑似冒领养老金   优先级：高
来电人：⟦PERSON|曹毅⟧，手机 ⟦PHONE|152 5691 3308⟧，身份证 ⟦IDCARD|$idc_caoyi⟧
反映内容：来电人称其外公⟦PERSON|曹国华⟧已于⟪date_of_death|2023年11月⟫去世，但舅舅⟦PERSON|曹建平⟧一直未办理死亡注销，养老金仍按月打到外公卡上，至今约⟦AMOUNT|4万多块钱⟧被舅舅取走。
处理记录：
- ⟪timestamp|08-22 15:10⟫ 坐席 ⟪employee_id|2087⟫ 核实：参保人状态“正常领取”，最近一次资格认证 IP ⟦IP_ADDRESS|36.63.188.42⟧（⟪place_name|合肥⟫）
- 08-23 09:30 转稽核科 ⟦PERSON|叶科长⟧ 处理，已暂停发放
"""),

("wechat_family_group", """【微信群：相亲相爱一家人】
⟦PERSON|郭丹⟧：爸的养老金认证我已经帮他在手机上做好了，明年三月还要再做一次
⟦PERSON|郭丹⟧：@⟦PERSON|郭永福⟧ 爸你别再给那个“养老服务中心”的人转钱了！！上次转了 ⟦AMOUNT|8800块⟧买什么保健品
⟦PERSON|郭永福⟧：[语音 0:23]（转文字）他们说吃了能治我的⟦MEDICAL|高血压⟧和⟦MEDICAL|糖尿病⟧……
⟦PERSON|小涛⟧：外公，⟦MEDICAL|降压药⟧按医生开的吃就行，那些都是骗子。号码我已经帮你拉黑了：⟦PHONE|0571-2880 3341⟧
⟦PERSON|郭丹⟧：银行卡密码我也陪他去改了，别再告诉任何人了
"""),
]

# ---- 众筹平台 --------------------------------------------------------------------
TEXTS += [
("medical_crowdfunding_page", """【求助】28岁女儿突患白血病，恳请好心人帮帮我们！  项目编号 ⟪campaign_id|SD-2024-0918-33721⟫
发起人：⟦PERSON|赵建军⟧（患者父亲）   患者：⟦PERSON|赵晓雨⟧   所在地：⟪place_name|湖北武汉⟫

我女儿⟦PERSON|晓雨⟧今年刚研究生毕业，8月体检发现血象异常，在⟪org_name|武汉协和医院⟫确诊为⟦MEDICAL|急性髓系白血病（AML-M2）⟧，已经做了两次⟦MEDICAL|化疗⟧，医生说需要尽快做⟦MEDICAL|造血干细胞移植⟧，费用预计⟪quote_amount|50万元⟫左右。家里已经花了⟦AMOUNT|17万⟧，房子也挂出去了……

目标金额 ⟪campaign_total|400,000元⟫  已筹 ⟪campaign_total|126,380元⟫  ⟪backer_count|3,217次帮助⟫
平台已核实：患者身份证 ⟪masked_id|4201**********7869⟫、诊断证明、收款人为患者本人。
"""),

("donor_list", """爱心榜（最近捐助）  项目 ⟪campaign_id|SD-2024-0918-33721⟫
⟦PERSON|刘畅⟧  捐助 ⟦AMOUNT|¥500⟧  “⟦PERSON|晓雨⟧加油，等你回来吃火锅！”
⟦PERSON|王一鸣⟧  捐助 ⟦AMOUNT|¥200⟧
爱心人士  捐助 ⟦AMOUNT|¥50⟧
⟪org_name|武大土木19级3班⟫  捐助 ⟪org_total|¥3,860⟫（班级集体）
⟦PERSON|Lily陈⟧  捐助 ⟦AMOUNT|¥100⟧  转发了项目
⟦PERSON|张慧⟧  捐助 ⟦AMOUNT|¥1,000⟧  “我也是⟦MEDICAL|AML移植⟧后康复的，坚持住”
"""),
]

TEXTS += [
("withdrawal_review", """提现审核单  ⟪audit_id|TX-AUD-20241102-0087⟫   项目：⟪campaign_id|QC-2024-55102⟫“帮帮瓷娃娃⟦PERSON|小宇⟧”
收款人：⟦PERSON|林浩⟧（患儿父亲）  身份证：⟦IDCARD|$idc_linhao⟧  出生日期：⟦DATE_OF_BIRTH|1987-10-02⟧
收款银行卡：⟦CARD|$card_up1⟧（⟪org_name|厦门银行⟫）
申请提现：⟦AMOUNT|¥62,000.00⟧   可提余额：⟦AMOUNT|¥64,318.50⟧   平台服务费：⟪percentage|0%⟫
患儿：⟦PERSON|林小宇⟧，⟦MEDICAL|成骨不全症（III型）⟧，拟于⟪org_name|厦门大学附属第一医院⟫行⟦MEDICAL|双下肢髓内钉手术⟧
审核意见：医院缴费单金额与申请一致，同意。审核员 ⟦PERSON|宋佳⟧ ⟪timestamp|2024-11-02 16:20⟫
"""),

("customer_service_chat", """【在线客服】⟪org_name|点筹网⟫  会话 ⟪conversation_id|KF-7719203⟫
用户 ⟦PERSON|一只小叶子⟧：你好，我给“帮帮瓷娃娃⟦PERSON|小宇⟧”捐了200，能开发票吗？
客服 ⟦PERSON|小美⟧：亲，个人求助项目是不能开发票的哦～请问您是用哪个手机号登录的？
用户 ⟦PERSON|一只小叶子⟧：⟦PHONE|177 0592 3316⟧
客服 ⟦PERSON|小美⟧：查到啦，您于⟪timestamp|11月1日 21:05⟫捐助了 ⟦AMOUNT|200.00元⟧，订单号 ⟪order_id|DC20241101210533881⟫
用户 ⟦PERSON|一只小叶子⟧：好吧。另外我登录一直提示密码错误，我密码是 ⟦PASSWORD|yezi0808!!⟧ 没错啊
客服 ⟦PERSON|小美⟧：亲，请不要在对话中发送密码哦！建议您点击“忘记密码”重置～
"""),
]

TEXTS += [
("risk_control_notes", """风控复核记录  ⟪case_number|FK-2024-10-3391⟫   项目：⟪campaign_id|QC-2024-60218⟫
发起人 ⟦PERSON|陆欣⟧（身份证 ⟦IDCARD|$idc_luxin⟧，⟦DATE_OF_BIRTH|1999年12月25日⟧生）自称为患者⟦PERSON|陆建新⟧之女，声称父亲⟦MEDICAL|尿毒症⟧需⟦MEDICAL|肾移植⟧。
疑点：
1. 同一设备指纹 ⟪device_hash|fp_9a7c2e01bd⟫ 近30天发起3个项目，患者均不同；
2. 登录IP ⟦IP_ADDRESS|111.30.144.87⟧ 与 ⟦IP_ADDRESS|240e:3a1:4c2f:90::1b⟧ 均位于⟪place_name|天津⟫，但诊断证明盖章医院在⟪place_name|石家庄⟫；
3. 患者手机 ⟦PHONE|130 2218 6754⟧ 回访无人接听。
结论：冻结筹款 ⟪campaign_total|¥23,410⟫，要求补充病历。复核人 ⟦PERSON|冯晓峰⟧
"""),

("reward_shipping_export", """# 摩点风格回报众筹 - 发货名单导出 ⟪export_id|EXP_20240610_01⟫（请勿外传）
支持者ID,昵称,收件人,手机,收货地址,档位,支持金额
⟪backer_id|u_8812031⟫,⟦PERSON|小熊软糖⟧,⟦PERSON|谢紫怡⟧,⟦PHONE|18977125530⟧,⟦ADDRESS|广西南宁市青秀区民族大道136号华润大厦C座2208，530028⟧,⟪product_code|典藏版⟫,⟦AMOUNT|¥399⟧
⟪backer_id|u_8812047⟫,⟦PERSON|阿杰⟧,⟦PERSON|黄俊杰⟧,⟦PHONE|13560228841⟧,⟦ADDRESS|广州市越秀区东风中路318号嘉业大厦1905，510030⟧,⟪product_code|普通版⟫,⟦AMOUNT|¥168⟧
"""),

("cloud_config", """# 众筹平台 短信/存储 配置 ⟪file_path|settings_prod.py⟫
TENCENTCLOUD_SECRET_ID = "⟦APIKEY|$ak_tc1⟧"
TENCENTCLOUD_SECRET_KEY = "⟦SECRET|$sec_tc1⟧"
SMS_SDK_APP_ID = "⟪app_id|1400884312⟫"
SMS_SIGN = "⟪sms_signature|点筹网⟫"
SMS_TEMPLATE_VERIFY = "⟪template_id|2071188⟫"
COS_BUCKET = "⟪bucket_name|dianchou-media-1310772291⟫"
WECHAT_PAY_MCH_ID = "⟪merchant_id|1602288140⟫"
WECHAT_PAY_API_V3_KEY = "⟦SECRET|Wx8dK2pQ9zLm4TbR7vNc1sHf6jYa3uEg⟧"
ADMIN_NOTIFY = ["⟦EMAIL|ops@dianchou.cn⟧", "⟦PHONE|13761180452⟧"]  # ⟦PERSON|冯晓峰⟧
"""),

("review_post", """【小红书笔记】第一次在众筹平台做发起人，踩坑总结 ✍️  作者：⟦PERSON|Anna在杭州⟧
给我妈妈筹⟦MEDICAL|乳腺癌术后化疗⟧的费用，最后筹到的钱到账⟦AMOUNT|5.6万⟧，说几点：
1️⃣ 平台说“0服务费”，但提现的时候第三方支付扣了 ⟪percentage|0.6%⟫
2️⃣ 审核要医院盖章的诊断证明+费用清单，我跑了三趟
3️⃣ 千万别在朋友圈晒收款卡号！我就被人私信要“帮忙提额”
有问题可以私信我，或者加我微信 ⟦PERSON|anna_hz_1993⟧ 🙏
#众筹 #乳腺癌 #抗癌日记
"""),
]

# ---- 基金会资助 ----------------------------------------------------------------------
TEXTS += [
("scholarship_application", """⟪org_name|青禾公益基金会⟫“春苗助学金”申请表（⟪grant_round|2024-2025学年⟫）  编号 ⟪application_number|QH-CM-24-0631⟫
学生姓名：⟦PERSON|马小燕⟧   学校：⟪org_name|甘肃省临夏中学⟫ 高二（3）班
监护人：⟦PERSON|马福祥⟧（祖父）   监护人电话：⟦PHONE|0930-621 4478⟧
家庭住址：⟦ADDRESS|甘肃省临夏州东乡县锁南镇红庄村三社27号，731400⟧
家庭情况：父亲于2021年因⟦MEDICAL|尘肺病⟧去世，母亲⟦MEDICAL|二级精神残疾⟧，家庭年收入约⟦AMOUNT|9000元⟧（低保）。
申请金额：⟪grant_cap|3000元/学年⟫
推荐老师：⟦PERSON|马老师⟧（班主任）
"""),

("grant_agreement", """资助协议（节选）  协议编号：⟪contract_number|QH-ZZ-2024-118⟫

甲方：⟪org_name|青禾公益基金会⟫（统一社会信用代码 ⟪uscc|53110000MJ0217734R⟫）
乙方：⟦PERSON|韩磊⟧（个人研究者），身份证号 ⟦IDCARD|$idc_hanlei⟧

第二条 甲方同意资助乙方开展“⟪project_name|豫北乡村留守儿童阅读干预研究⟫”，资助总额 ⟦AMOUNT|人民币80,000元⟧，分两期拨付至乙方个人账户（⟪org_name|中国银行⟫郑州金水支行，卡号 ⟦CARD|$card_visa5⟧）。
第六条 乙方联系方式：⟦PHONE|0371-6591 2270⟧，⟦EMAIL|hanlei_research@126.com⟧。
"""),
]

TEXTS += [
("review_meeting_minutes", """⟪org_name|青禾公益基金会⟫ 第⟪meeting_number|七⟫次项目评审会纪要
时间：⟪meeting_date|2024年9月20日⟫  地点：线上（腾讯会议 ⟪meeting_id|618 227 904⟫）
出席：⟦PERSON|宋秘书长⟧、⟦PERSON|杜伟⟧（外部专家）、⟦PERSON|谢紫怡⟧、⟦PERSON|曹毅⟧（记录）
一、本轮共收到申请 ⟪application_count|132份⟫，可资助额度 ⟪org_total|300万元⟫。
二、利益冲突：⟦PERSON|杜伟⟧为“⟪project_name|陇原乡村图书角⟫”项目顾问，回避表决。
三、个案讨论：申请人⟦PERSON|马小燕⟧祖父近期⟦MEDICAL|股骨颈骨折住院⟧，建议一次性增发⟦AMOUNT|1500元⟧生活补助。
四、下次会议 ⟪meeting_date|11月15日⟫。
"""),

("bank_transfer_sms", """【⟪org_name|中国银行⟫】您尾号⟪masked_card|3960⟫的账户于⟪timestamp|10月08日14:22⟫收入⟦AMOUNT|人民币40,000.00元⟧，对方户名：⟪org_name|青禾公益基金会⟫，摘要：第一期资助款，余额⟦AMOUNT|41,287.66元⟧。
---
（转发给⟦PERSON|宋秘书长⟧）钱收到了，谢谢！发票我这周寄过去。——⟦PERSON|韩磊⟧
"""),

("followup_visit_record", """受助学生回访记录   回访人：⟦PERSON|谢紫怡⟧   日期：⟪visit_date|2024-11-09⟫
学生：⟦PERSON|马小燕⟧   回访方式：入户 + 电话（⟦PHONE|一三九 九三零六 二二八一⟧，学生姑姑⟦PERSON|马兰⟧的手机）
情况：⟦PERSON|小燕⟧期中考试年级第12名，住校。祖父⟦PERSON|马福祥⟧⟦MEDICAL|髋关节置换术后⟧恢复中，目前由姑姑照顾。
助学金第一学期 ⟦AMOUNT|1500元⟧ 已于 ⟪payment_date|9月30日⟫ 发放到学生本人银行卡（⟪masked_card|尾号8127⟫）。
建议：继续资助。
"""),

("system_log", """⟪timestamp|2024-12-02 03:00:01⟫ [cron] 资助款批量代付任务开始 batch=⟪batch_id|PAY-202412-01⟫ count=⟪row_count|46⟫
2024-12-02 03:00:07 [pay] 调用银企直连 host=⟦IP_ADDRESS|10.60.2.14⟧ port=⟪port|9443⟫ 证书 ⟪cert_serial|SN 4F0A33C91E⟫
2024-12-02 03:00:09 [pay] ERROR 收款人 ⟦PERSON|韩磊⟧ 卡号校验失败 acct=⟪masked_card|4067 **** **** 3960⟫ code=⟪error_code|E1021⟫
2024-12-02 03:00:09 [notify] 推送失败告警到 ⟦SECRET|$sec_wh_wecom1⟧
2024-12-02 03:00:10 [cron] 任务结束 成功45 失败1 耗时 ⟪duration|9.2s⟫ 版本 ⟪version|grants-pay 2.6.1⟫
"""),
]

# ---- 临床试验招募 ------------------------------------------------------------------
TEXTS += [
("recruitment_ad", """【招募】⟪org_name|临研招募（上海）⟫ · 2型糖尿病受试者招募
项目：一项评价⟪drug_code|HSK-7653⟫片治疗2型糖尿病有效性和安全性的Ⅲ期临床研究（⟪registry_number|CTR20241187⟫）
入选条件：18-75岁；确诊2型糖尿病≥3个月；⟪lab_range|HbA1c 7.5%-10.5%⟫；正在服用⟪drug_name_leaflet|二甲双胍⟫
受试者福利：免费研究药物及相关检查；每次访视交通补贴 ⟪compensation_offer|200元⟫
伦理批件号：⟪ethics_approval_no|2024-伦审-083⟫
报名热线：⟦PHONE|400-928-6120⟧（工作日9:00-17:30）
"""),

("prescreen_form", """受试者预筛表   项目 ⟪protocol_code|LY-DM-2401⟫   预筛编号 ⟪screening_id|PS-0087⟫
姓名：⟦PERSON|高燕⟧   性别：女   出生日期：⟦DATE_OF_BIRTH|1986.09.17⟧
联系电话：⟦PHONE|13804519936⟧
既往史：⟦MEDICAL|2型糖尿病5年⟧；⟦MEDICAL|甲状腺结节（TI-RADS 3类）⟧
用药：⟦MEDICAL|二甲双胍缓释片 0.5g bid⟧
最近一次 ⟦MEDICAL|HbA1c 8.9%⟧（⟪lab_date|2024-04-30⟫）
预筛结论：符合，约 ⟪visit_date|5月20日⟫ 筛选访视。  招募专员：⟦PERSON|小唐⟧
"""),

("recruiter_call_record", """电话招募记录（自动转写）  ⟪call_id|CALL-ZH-55012⟫  招募专员 ⟦PERSON|唐敏⟧
专员：您好，这里是临研招募，请问是⟦PERSON|邓先生⟧吗？
受访者：是我，⟦PERSON|邓宇⟧。
专员：您在网上报名了我们的痛风研究，想跟您确认几个情况。您出生日期是？
受访者：⟦DATE_OF_BIRTH|八二年二月十一号⟧。
专员：好的。最近一次⟦MEDICAL|痛风发作⟧是什么时候？血尿酸多少？
受访者：上个月，⟦MEDICAL|尿酸五百八⟧。现在在吃⟦MEDICAL|非布司他⟧。
专员：明白。方便的话加一下微信，我发知情同意书给您。
受访者：微信就是手机号，⟦PHONE|一三七 八七四一 零二二六⟧。
"""),
]

TEXTS += [
("subsidy_payment_table", """| 受试者编号 | 姓名 | 访视 | 补贴 | 收款卡号 | 状态 |
|---|---|---|---|---|---|
| ⟪participant_id|S01-007⟫ | ⟦PERSON|高燕⟧ | V2 | ⟦AMOUNT|200.00元⟧ | ⟦CARD|$card_up5⟧ | 已发放 |
| ⟪participant_id|S01-009⟫ | ⟦PERSON|叶晓⟧ | V2 | ⟦AMOUNT|200.00元⟧ | ⟪masked_card|6217 **** **** 0452⟫ | 已发放 |
| ⟪participant_id|S01-011⟫ | ⟦PERSON|彭建⟧ | V1 | ⟦AMOUNT|350元⟧（含住宿） | ⟪masked_card|6228 **** **** 7719⟫ | 退回：户名不符 |
制表：⟦PERSON|小唐⟧  审核：CRA ⟦PERSON|Jason⟧  ⟪timestamp|2024-06-28⟫  批次 ⟪batch_id|SUB-2406-03⟫
"""),

("adverse_event_report", """严重不良事件（SAE）报告表  项目 ⟪protocol_code|LY-DM-2401⟫  报告编号 ⟪report_id|SAE-2024-004⟫
受试者编号：⟪participant_id|S01-009⟫   姓名缩写：YX   出生日期：⟦DATE_OF_BIRTH|1995-08-08⟧
事件名称：⟦MEDICAL|急性胰腺炎⟧   发生日期：⟪event_date|2024-07-02⟫
处理：入住⟪org_name|宁波市第一医院⟫，予⟦MEDICAL|禁食、补液、生长抑素⟧治疗；⟦MEDICAL|血淀粉酶 1120 U/L⟧
与研究药物关系：可能有关   是否揭盲：否
报告人：研究医生 ⟦PERSON|林海峰⟧  ⟦PHONE|0574-8708 5521⟧  上报时间 ⟪timestamp|2024-07-03 10:15⟫
"""),

("informed_consent_signature", """知情同意书 签字页   方案编号 ⟪protocol_code|CM-GOUT-03⟫  版本号 ⟪version|3.0⟫  版本日期 ⟪document_date|2024-03-01⟫
受试者签名：⟦PERSON|邓宇⟧        日期：⟪signing_date|2024-06-12⟫
受试者身份证号：⟦IDCARD|$idc_dengyu⟧
联系电话：⟦PHONE|137 8741 0226⟧
法定代理人（如适用）：/
研究者签名：⟦PERSON|黄建明⟧      日期：2024-06-12
研究者联系电话：⟦PHONE|0731-8861 2217⟧（⟪org_name|湖南省人民医院⟫风湿免疫科）
"""),

("recruit_env_file", """# recruit-bot/.env  （招募客服机器人）
LLM_PROVIDER=deepseek
DEEPSEEK_API_KEY=⟦APIKEY|$ak_deepseek1⟧
FEISHU_WEBHOOK=⟦SECRET|$sec_wh_feishu1⟧
MYSQL_DSN=recruit:⟦SECRET|Rc_2024@lyzm#⟧@tcp(⟦IP_ADDRESS|10.0.8.113⟧:⟪port|3306⟫)/recruit?charset=utf8mb4
REDIS_ADDR=⟪loopback_ip|127.0.0.1:6379⟫
BOT_VERSION=⟪version|0.9.14⟫
# 负责人 ⟦PERSON|唐敏⟧ ⟦EMAIL|tangmin@linyan-recruit.com⟧
"""),
]

TEXTS += [
("wechat_group", """【微信群：糖尿病研究受试者交流群（S01中心）】
⟦PERSON|叶晓⟧：大家好，我是上周入组的。想问下打完针恶心正常吗😣
⟦PERSON|老彭⟧：正常，我头两周也是，后来就好了。我⟦MEDICAL|空腹血糖⟧从9点几降到7了
⟦PERSON|小唐⟧（招募专员）：@⟦PERSON|叶晓⟧ 恶心明显的话记得记在日记卡上，下次访视告诉⟦PERSON|林医生⟧哦
⟦PERSON|叶晓⟧：好的～另外补贴什么时候到？
⟦PERSON|小唐⟧：每次访视后两周内，打到登记的卡上。群里请不要发身份证、卡号这些哈
⟦PERSON|老彭⟧：收到👌
"""),

("complaint_letter", """投诉信
致⟪org_name|临研招募（上海）⟫：
本人⟦PERSON|彭建⟧，参加贵司招募的⟪protocol_code|LY-DM-2401⟫研究。⟪visit_date|6月15日⟫V1访视时我自费住宿，说好补贴⟦AMOUNT|350元⟧，结果因为“户名不符”被退回，至今没有处理。我的卡户名就是⟦PERSON|彭建⟧，是你们录成了“⟦PERSON|彭健⟧”！
另外你们的专员把我的⟦MEDICAL|糖尿病肾病⟧诊断截图发到了受试者群里，侵犯了我的隐私。
请于一周内答复。联系电话 ⟦PHONE|0791-8662 5530⟧，邮箱 ⟦EMAIL|pengjian_nc@sina.com⟧。
"""),
]

# ---- 企业搬迁 / 外派服务 -----------------------------------------------------------
TEXTS += [
("assignee_info_sheet", """外派员工信息登记表  ⟪org_name|安居通国际搬迁⟫  档案号 ⟪relocation_file_no|AJT-SZ-MUC-24017⟫
员工：⟦PERSON|陈雨桐⟧   护照号：⟦PASSPORT|$pp_cn2⟧   出生日期：⟦DATE_OF_BIRTH|1996年6月7日⟧
派出公司：⟪org_name|深圳极光智造科技有限公司⟫   派驻地：⟪place_name|德国慕尼黑⟫   派驻期：⟪duration|24个月⟫
随行：无；宠物：猫一只（⟪pet_name|团子⟫，已打⟪vaccine_name|狂犬疫苗⟫）
紧急联系人：⟦PERSON|陈国平⟧（父亲）⟦PHONE|0755-2661 3308⟧
"""),

("moving_quote", """⟪org_name|安居通国际搬迁⟫ 报价单 ⟪quote_number|BJ-2024-0827-03⟫
客户：⟦PERSON|王先生⟧  ⟦PHONE|139 1022 7781⟧   起运地：⟪place_name|北京朝阳⟫ → 目的地：⟪place_name|新加坡⟫
| 项目 | 单价 | 小计 |
|---|---|---|
| 20尺整柜海运 | ⟪quote_amount|¥26,800⟫ | ⟪quote_amount|¥26,800⟫ |
| 包装材料及人工 | ⟪quote_amount|¥4,500⟫ | ⟪quote_amount|¥4,500⟫ |
| 目的港清关派送 | ⟪quote_amount|SGD 1,350⟫ | ⟪quote_amount|≈¥7,180⟫ |
| 保险（货值⟪percentage|1.2%⟫） | - | 按申报 |
报价有效期 ⟪duration|15天⟫。销售：⟦PERSON|小林⟧
"""),

("lease_contract_excerpt", """房屋租赁合同（节选）  合同编号 ⟪contract_number|ZL-SH-2024-11208⟫
出租方（甲方）：⟦PERSON|钱钰⟧，身份证号 ⟦IDCARD|$idc_qianyu⟧，电话 ⟦PHONE|13857160923⟧
承租方（乙方）：⟪org_name|安居通国际搬迁（上海）有限公司⟫（代外派员工 ⟦PERSON|Markus Vogel⟧ 承租）
房屋地址：⟦ADDRESS|上海市长宁区仙霞路99号尚嘉中心公寓18楼B室，200051⟧
月租金：⟪rent_listing|人民币18,500元⟫，押二付三；甲方收款账户：⟪org_name|工商银行⟫ 卡号 ⟦CARD|$card_visa2⟧
中介费：⟪fee_line|一个月租金⟫，由乙方承担。
"""),
]

TEXTS += [
("dingtalk_approval", """【钉钉审批】外派安家费申请   编号 ⟪approval_id|202409021630000817⟫
申请人：⟦PERSON|林浩⟧   部门：海外事业部   派驻：⟪place_name|迪拜⟫
申请金额：⟦AMOUNT|¥35,000.00⟧（标准：⟪tariff|一级城市 ¥35,000⟫）
收款账户：⟦IBAN|$iban_de3⟧（德国账户，本人在德读博期间开立）
说明：随行家属 妻子⟦PERSON|苏晴⟧，女儿⟦PERSON|林可可⟧（⟦MEDICAL|先天性心脏病术后⟧，需就近安排医院）
审批人：⟦PERSON|黄总⟧ 已同意 ⟪timestamp|09-03 09:12⟫
"""),

("wechat_chat", """【微信】⟦PERSON|Markus Vogel⟧ ↔ 安居通 ⟦PERSON|Amy周⟧
⟪timestamp|21:48⟫ ⟦PERSON|Markus⟧：⟦PERSON|Amy⟧ 我到了，门打不开😭
21:49 ⟦PERSON|Amy周⟧：Hi ⟦PERSON|Markus⟧! 智能锁密码是 ⟦PASSWORD|902417#⟧ ，进去后请在APP里改一下
21:50 ⟦PERSON|Amy周⟧：WiFi：⟪wifi_ssid|SJZX-18B⟫ 密码 ⟦PASSWORD|shangjia18b2024⟧
21:53 ⟦PERSON|Markus⟧：进来了 谢谢！！明天几点办居住登记？
21:54 ⟦PERSON|Amy周⟧：明早10点，⟪org_name|仙霞路派出所⟫，带护照。我在楼下等你
"""),
]

TEXTS += [
("school_enrollment_form", """国际学校入学申请（家长填写）  ⟪org_name|上海长宁国际学校⟫  申请号 ⟪application_number|SCIS-25-0412⟫
学生：⟦PERSON|Lena Vogel⟧   国籍：德国   年级：G3
家长：⟦PERSON|Markus Vogel⟧ ⟦EMAIL|markus.vogel@aurora-mfg.de⟧ / ⟦PERSON|Sabine Vogel⟧ ⟦PHONE|+49 170 555 3318⟧
健康信息：⟦MEDICAL|乳糜泻（麸质不耐受）⟧，⟦MEDICAL|对花生过敏⟧，需随身携带肾上腺素笔
学费：⟪tariff|RMB 298,000/学年⟫，由雇主⟪org_name|Aurora Manufacturing⟫直接支付
"""),

("visa_materials_checklist", """签证材料清单（德国工作签证 - ⟦PERSON|陈雨桐⟧）  经办：⟦PERSON|小林⟧  更新 ⟪update_date|2024-08-19⟫
☑ 护照原件（⟦PASSPORT|$pp_cn2⟧，有效期至 ⟪expiry_date|2033-05⟫）
☑ 身份证复印件：⟦IDCARD|$idc_chenyt⟧
☑ 户口本复印件（⟦ADDRESS|广东省深圳市南山区粤海街道科技园社区科苑路15号3栋2204，518057⟧）
☑ 劳动合同（年薪 ⟦AMOUNT|€68,000⟧）
☐ 体检报告：⟦MEDICAL|乙肝表面抗原阳性（小三阳）⟧，需补肝功能
预约：⟪org_name|德国驻广州总领事馆⟫ ⟪appointment_time|9月3日 09:30⟫，签证费 ⟪tariff|€75⟫
"""),
]

# ---- 公司注册代理 ------------------------------------------------------------------
TEXTS += [
("company_registration_form", """公司设立登记信息采集表  代理机构：⟪org_name|企易通财税⟫  工单 ⟪order_id|QYT-2024-3318⟫
拟设公司名称：⟪company_name|苏州木屿文化传播有限公司⟫   注册资本：⟪registered_capital|100万元（认缴）⟫
注册地址：⟪registered_office|苏州市吴中区越溪街道吴中大道2588号（集中办公区）⟫
法定代表人/执行董事：⟦PERSON|宋佳⟧   身份证号：⟦IDCARD|$idc_songjia⟧   手机：⟦PHONE|181 5120 6647⟧
股东2：⟦PERSON|许晨阳⟧   持股 ⟪percentage|40%⟫   手机：⟦PHONE|13962118075⟧
监事：⟦PERSON|宋建平⟧
经营范围：文化艺术交流活动策划；⟪business_scope_code|L7291⟫
"""),

("bookkeeping_price_list", """⟪org_name|企易通财税⟫ 2025年服务价目表
· 内资有限公司注册（含刻章）：⟪price|¥600⟫
· 小规模纳税人代理记账：⟪price|¥200/月⟫，一般纳税人：⟪price|¥500/月起⟫
· 地址挂靠（⟪place_name|吴中区⟫集中办公区）：⟪price|¥1,800/年⟫
· 公司注销（简易程序）：⟪price|¥1,500⟫
· 商标注册：⟪price|¥800/类⟫（含官费 ⟪tariff|¥270⟫）
活动：⟪promo_period|12月31日前⟫签约全年记账送⟪promo_code|工商年报⟫代报。以上价格不含税，发票税率 ⟪percentage|6%⟫。
"""),

("ocr_business_license", """[OCR 识别结果 - 营业执照] 置信度 ⟪ocr_confidence|0.93⟫
统一社会信用代码 ⟪uscc|91320506MADK8R2Y4L⟫
名 称 ⟪company_name|苏州木屿文化传播有限公司⟫
类 型 有限责任公司(自然人投资或控股)
法定代表人 ⟦PERSON|宋佳⟧
注册资本 ⟪registered_capital|壹佰万元整⟫
成立日期 ⟪incorporation_date|2024年11月26日⟫
住 所 ⟪registered_office|苏州市吴中区越溪街道吴中大道2588号⟫
登记机关 ⟪org_name|苏州市吴中区行政审批局⟫
"""),
]

TEXTS += [
("wechat_chat", """【微信】企易通 ⟦PERSON|小赵⟧ ↔ 客户 ⟦PERSON|宋佳⟧
⟪timestamp|11-20 14:02⟫ ⟦PERSON|小赵⟧：⟦PERSON|宋总⟧，核名通过了！明天做电子签，需要您和⟦PERSON|许总⟧都在⟪app_name|一网通办⟫APP上人脸
14:05 ⟦PERSON|宋佳⟧：好的。⟦PERSON|晨阳⟧这两天在外地，晚上可以吗
14:06 ⟦PERSON|小赵⟧：可以的～另外电子税务局我先用您手机号注册了，初始密码 ⟦PASSWORD|Mx@20241120⟧，您登录后改一下
14:08 ⟦PERSON|宋佳⟧：ok。注册费我转你了 ⟦AMOUNT|600元⟧，发票开公司名
14:09 ⟦PERSON|小赵⟧：收到🙏 执照下来第一时间快递给您
"""),
]

TEXTS += [
("api_call_log", """[2024-11-26 10:31:07] POST https://⟪hostname|open.qiyitong.cn⟫/v2/license/ocr  appid=⟪app_id|qyt_app_20931⟫
  headers: Authorization: Bearer ⟦APIKEY|$ak_jwt4⟧
  body: {"image_url":"oss://⟪bucket_name|qyt-license⟫/⟪object_key|2024/11/MUYU_license.jpg⟫"}
[2024-11-26 10:31:08] 200 OK  ⟪duration|812ms⟫  request_id=⟪request_id|6f2a1c90-77b3-4e21-9d0a-3c4e5f6a7b8c⟫
  result: {"legal_rep":"⟦PERSON|宋佳⟧","uscc":"⟪uscc|91320506MADK8R2Y4L⟫"}
[2024-11-26 10:31:09] 调用方 IP ⟦IP_ADDRESS|121.229.31.56⟧，客户端版本 ⟪version|qyt-admin 5.0.3⟫
"""),

("shareholder_resolution", """⟪company_name|深圳极光智造科技有限公司⟫ 股东会决议   ⟪resolution_number|2024-股决-07⟫
会议时间：⟪meeting_date|2024年12月6日⟫   出席股东：⟦PERSON|黄建明⟧（持股⟪percentage|60%⟫）、⟦PERSON|陈雨桐⟧（持股⟪percentage|15%⟫）、⟪org_name|深圳前海光合投资合伙企业⟫（持股⟪percentage|25%⟫）
决议事项：
一、同意股东⟦PERSON|陈雨桐⟧将其持有的⟪percentage|5%⟫股权以⟦AMOUNT|人民币50万元⟧转让给⟦PERSON|黄建明⟧；
二、同意增加注册资本至⟪registered_capital|1,000万元⟫；
三、免去⟦PERSON|陈雨桐⟧监事职务，选举⟦PERSON|刘婉清⟧为监事。
"""),

("hk_company_form", """香港有限公司注册资料（⟪org_name|港易公司注册秘书服务⟫）  档案 ⟪order_id|GY-HK-24-0915⟫
公司英文名：⟪company_name|Northstar Pearl Trading Limited⟫   中文名：⟪company_name|北星珍珠贸易有限公司⟫
董事/股东：⟦PERSON|林嘉欣⟧（香港身份证 ⟦NATIONAL_ID|$hkid2⟧），住址 ⟦ADDRESS|香港九龍旺角彌敦道610號荷李活商業中心18樓1802室⟧
董事/股东：⟦PERSON|邓宇⟧（内地居民，护照 ⟦PASSPORT|$pp_cn3⟧）
公司秘书：⟪org_name|港易秘书服务有限公司⟫（TCSP牌照 ⟪tcsp_license|TC004417⟫）
注册地址：⟪registered_office|香港上環干諾道中168號信德中心西座26樓⟫
政府费用 ⟪tariff|HK$1,720⟫（印花税另计）
"""),
]

TEXTS += [
("bank_account_sms", """【⟪org_name|招商银行⟫】尊敬的⟦PERSON|黄建明⟧先生，您为⟪company_name|深圳极光智造科技有限公司⟫预约的对公开户已受理，预约号⟪booking_ref|YY20241209-0331⟫，请于⟪appointment_time|12月12日上午10:00⟫携营业执照正本、法人身份证原件至⟪org_name|深圳科技园支行⟫办理。客户经理：⟦PERSON|刘经理⟧ ⟦PHONE|0755-8639 2251⟧。
"""),

("forum_post", """【知乎回答】在深圳注册公司找代理靠谱吗？  答主：⟦PERSON|创业老兵阿彬⟧
亲身经历：去年找了一家代理注册，报价 ⟪price|¥398⟫ 全包，结果后面地址挂靠 ⟪price|¥2,000/年⟫、刻章 ⟪price|¥300⟫ 都另算，我最后总共付了 ⟦AMOUNT|3200多块⟧。
更坑的是他们帮我注册电子税务局用的是他们自己员工的手机号 ⟦PHONE|158 1937 4402⟧，我改了半个月才改回来。
建议：执照、章、税务 UKey 一定自己拿着；代账合同写清楚“零申报”和“有票”价格。
（评论区 ⟦PERSON|小周⟧（会计）：说得对，另外注意别让代理用你身份证去办别的公司……）
"""),
]

TEXTS += [
("customs_declaration", """中华人民共和国海关 进境旅客行李物品申报 / 回国人员自用物品清单（⟪form_code|海关 HG-101⟫）
姓名：⟦PERSON|杜伟⟧   护照号：⟦PASSPORT|$pp_cn4⟧   航班：⟪flight_number|MU552⟫   入境日期：⟪arrival_date|2024-10-08⟫
境外居留：⟪place_name|日本大阪⟫，⟪duration|3年2个月⟫（外派结束回国）
自用物品：笔记本电脑2台、相机1台（⟪product_code|Sony A7M4⟫，序列号 ⟪serial_number|4417208⟫）、家具若干（海运，提单 ⟪bill_of_lading|NYKS 4402718830⟫）
随身药品：⟦MEDICAL|吡非尼酮⟧ 3个月用量（⟦MEDICAL|特发性肺纤维化⟧，附日本医院处方）
"""),

("tax_bureau_account_note", """企业电子税务局账号交接单（⟪company_name|苏州木屿文化传播有限公司⟫）
办税人员：⟦PERSON|许晨阳⟧（原）→ ⟦PERSON|宋佳⟧（新）
登录方式：统一社会信用代码 ⟪uscc|91320506MADK8R2Y4L⟫ + 个人账号
个人账号（原）：⟦PHONE|13962118075⟧ / 密码 ⟦PASSWORD|Xcy#8814sz⟧（已于交接后修改）
税务UKey 口令：⟦PASSWORD|88142567⟧
交接日期：⟪handover_date|2024-12-15⟫   经办：企易通 ⟦PERSON|小赵⟧
"""),

("relocation_feedback_survey", """【问卷星】外派搬迁服务满意度调查 - 答卷 ⟪response_id|#2291⟫   提交时间 ⟪timestamp|2024-12-20 22:41⟫   来源IP ⟦IP_ADDRESS|223.104.66.19⟧
1. 您的姓名（选填）：⟦PERSON|邓宇⟧
2. 您的对接顾问：⟦PERSON|Amy周⟧
3. 总体满意度：★★★★☆
4. 您自费承担的额外费用（如有）：约⟦AMOUNT|2000港币⟧（超重行李）
5. 其他建议：顾问很负责，但搬家公司把我太太的⟦MEDICAL|胰岛素⟧冷藏箱跟普通行李放一起了，差点坏掉。
"""),
]
