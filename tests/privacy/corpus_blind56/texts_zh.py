# Chinese texts of blind56, typed one at a time.
# Markup: ⟦TYPE|value⟧ = span, ⟪kind|value⟫ = decoy, $name = value from values.py
TEXTS = [
('wechat_group_translation_project', '''【微信群】宏译-医疗器械说明书项目群
⟦PERSON|许小姐⟧（项目经理）：@⟦PERSON|老周⟧ ⟦PERSON|周老师⟧，第三批稿子今晚能交吗？客户催了
⟦PERSON|老周⟧：在收尾了，术语表里 ⟪product_code|KX-2200⟫ 那个型号的叫法要统一一下
⟦PERSON|许小姐⟧：好的。另外上个月的稿费已经打给你了，⟦AMOUNT|8,640元⟧，你查一下
⟦PERSON|老周⟧：收到了👌 下次报价还是按 ⟪price_per_kchar|千字180元⟫ 吧
⟦PERSON|许小姐⟧：没问题。新译员 ⟦PERSON|何雨桐⟧ 明天进群，她手机 ⟦PHONE|139 6421 8830⟧，有事直接打
'''),

('dingtalk_callcenter_team_lead', '''【钉钉】客服二组-晚班
⟦PERSON|王晓丽⟧（组长）18:42
今天 ⟪agent_id|工号 K2047⟫ 接到一个投诉，客户 ⟦PERSON|李国强⟧ 说上周退款一直没到账，金额 ⟦AMOUNT|1299元⟧。他留的手机是 ⟦PHONE|186 2175 4409⟧，明早九点前回电。
⟦PERSON|小赵⟧ 18:45
收到，我查了一下工单 ⟪ticket_id|GD20240611-0387⟫，财务那边显示 ⟪timestamp|6月12日⟫ 已经打款了
⟦PERSON|王晓丽⟧ 18:46
那你明天跟他确认下，顺便提醒他别在电话里报整张卡号了，系统里只显示 ⟪masked_card|6228 **** **** 0572⟫
'''),

('incident_response_report_zh', '''应急响应报告（节选）  编号：⟪case_number|IR-ZH-2024-019⟫

一、事件概述
6月3日凌晨，客户 ⟪org_name|杭州某外贸公司⟫ 财务电脑（⟦IP_ADDRESS|192.168.1.56⟧）出现文件被加密，勒索信要求支付 ⟪ransom_demand|0.5 BTC⟫。经排查，攻击者通过暴露在公网的 RDP（⟦IP_ADDRESS|115.236.88.41⟧:3389）登录，来源地址 ⟦IP_ADDRESS|45.95.147.230⟧。

二、关键发现
1. 管理员账号 ⟦PERSON|zhangmin⟧ 使用弱口令 ⟦PASSWORD|Zm123456⟧；
2. 运维脚本中硬编码阿里云 AccessKey：ID ⟦APIKEY|$aliyun_akid_a⟧，Secret ⟦SECRET|$aliyun_secret_a⟧；
3. 样本哈希 ⟪sha256|9c1185a5c5e9fc54612808977ee8f548b2258d31f2c9a1f4e8a1b8d3c2e0f771⟫，家族 ⟪malware_family|Phobos⟫。

三、处置人员：⟦PERSON|陈思琪⟧、⟦PERSON|郭鹏⟧
'''),

('coworking_member_registration_zh', '''氪空间·徐汇站 会员登记表
姓名：⟦PERSON|许婧⟧
身份证号：⟦IDCARD|$id_xu⟧
出生日期：⟦DATE_OF_BIRTH|1991年11月3日⟧
手机：⟦PHONE|137 1688 2405⟧
住址：⟦ADDRESS|上海市浦东新区张杨路1588号3号楼1204室，邮编200122⟧
紧急联系人：⟦PERSON|许志明⟧（父亲）⟦PHONE|138 0174 6629⟧
工位：⟪desk_number|B区-17号⟫，套餐 ⟪tariff|固定工位 1800元/月⟫
押金：已收 ⟦AMOUNT|3600元⟧（微信支付，⟪transaction_id|4200001892202406050012345678⟫）
门禁初始密码：⟦PASSWORD|580316⟧
'''),

('domain_realname_ticket', '''【工单】⟪ticket_id|#CN-77102⟫ .cn 域名实名认证失败
域名：⟪domain_name|zhouhuayi.cn⟫   订单号：⟪order_id|DD202406040018822⟫
客户提交的资料：
  持有人：⟦PERSON|周建国⟧
  证件类型：居民身份证
  证件号码：⟦IDCARD|$id_zhou⟧
  联系邮箱：⟦EMAIL|zhoujg1979@163.com⟧
  通讯地址：⟦ADDRESS|浙江省杭州市西湖区文三路259号昌地火炬大厦1号楼8楼，310012⟧
失败原因：证件照片模糊，出生日期 ⟦DATE_OF_BIRTH|1979-04-22⟧ 与上传图片不一致（图片为翻拍）。
处理人：⟦PERSON|林晓燕⟧，已电话通知 ⟦PERSON|周先生⟧ 重新上传。
'''),

('survey_recruitment_sheet_zh', '''【医药调研】受访者招募表  项目：⟪project_code|PH-2406-糖尿病⟫
编号  姓名    年龄  手机             病史/用药                        礼金
⟪respondent_id|S01⟫   ⟦PERSON|孙立群⟧  47   ⟦PHONE|159 0251 7734⟧   ⟦MEDICAL|2型糖尿病8年⟧，⟦MEDICAL|二甲双胍+胰岛素⟧     ⟦AMOUNT|400元⟧
⟪respondent_id|S02⟫   ⟦PERSON|马骏⟧    35   ⟦PHONE|186 9102 3357⟧   ⟦MEDICAL|糖尿病前期⟧，未用药              ⟦AMOUNT|300元⟧
⟪respondent_id|S03⟫   ⟦PERSON|唐悦⟧    33   ⟦PHONE|177 2390 6618⟧   ⟦MEDICAL|妊娠期糖尿病⟧（已产后）          ⟦AMOUNT|300元⟧
备注：礼金标准按 ⟪incentive_tariff|客户报价单 V2⟫，座谈会地点 ⟪venue|徐汇区漕溪北路某会议室⟫。
'''),

('it_handover_doc_small_office', '''小办公室IT交接文档（⟪client_name|鼎诚会计师事务所⟫）  更新：⟪date_stamp|2024-05-30⟫
1. 宽带：电信企业宽带，账号 ⟪broadband_account|0571-88xxxxxx@163.gd⟫，固定公网IP ⟦IP_ADDRESS|60.191.27.114⟧
2. 路由器：⟪device_model|华为 AR161⟫，管理地址 ⟦IP_ADDRESS|192.168.8.1⟧，admin 密码 ⟦PASSWORD|Dc@2023router⟧
3. WiFi：⟪wifi_ssid|DingCheng-Office⟫ 密码 ⟦PASSWORD|dingcheng888⟧；访客网 ⟪wifi_ssid|DC-Guest⟫ 密码 ⟦PASSWORD|welcome2024⟧
4. NAS：群晖 ⟪device_model|DS920+⟫ ⟦IP_ADDRESS|192.168.8.20⟧，管理员 ⟦PERSON|liuyang⟧
5. 对接人：行政 ⟦PERSON|刘洋⟧ ⟦PHONE|0571-8796 2231⟧
'''),

('web_design_contract_zh', '''网站设计与开发合同（节选）  合同编号：⟪contract_number|YC-2024-036⟫
甲方：⟪org_name|成都锦里茶文化有限公司⟫   联系人：⟦PERSON|刘先生⟧ ⟦PHONE|028-8551 7402⟧
乙方：⟪org_name|云匠网页设计工作室⟫   负责人：⟦PERSON|马骏⟧

第三条 费用：项目总价 ⟪quote_total|人民币48,000元⟫。合同签订后三个工作日内甲方支付定金 ⟪deposit_terms|30%⟫。
第四条 乙方收款账户：⟪org_bank_account|中国建设银行成都高新支行 5100 1234 5600 0001 2345⟫
补充：甲方已于6月5日支付定金 ⟪org_payment|14,400元⟫（对公转账）。
乙方项目经理 ⟦PERSON|马骏⟧ 的私人微信 ⟦PERSON|majun_design⟧ 仅用于紧急沟通。
'''),

('call_transcript_card_zh', '''【录音转写】通话编号 ⟪call_id|HJ-20240607-153021⟫  坐席：⟦PERSON|张婷⟧
坐席：您好，这里是某某商城售后，请问怎么称呼？
客户：我叫⟦PERSON|郭鹏⟧。
坐席：⟦PERSON|郭先生⟧您好，您是要补付运费对吧？金额是 ⟪shipping_fee|18元⟫。
客户：对，直接扣我这张卡吧，卡号 ⟦CARD|$card_up_d⟧，背面三位数 ⟦CVV|662⟧。
坐席：（系统提示：请勿记录安全码）好的已扣款成功。收货地址还是 ⟦ADDRESS|湖南省长沙市岳麓区麓山南路932号，410083⟧ 吗？
客户：对。
'''),

('sms_delivery_notice', '''【丰巢】您的快递 ⟪tracking_number|SF1432098877621⟫ 已存入 ⟪locker_code|麓谷企业广场7栋丰巢柜⟫，取件码 ⟪pickup_code|62814⟫，收件人 ⟪masked_name|郭*⟫。
【顺丰】尊敬的 ⟦PERSON|唐悦⟧ 女士，您寄往 ⟦ADDRESS|重庆市渝中区民族路188号WFC写字楼32层，400010⟧ 的文件已签收。如有疑问请致电 ⟦PHONE|95338⟧。
【中国移动】您尾号 ⟪masked_phone|6618⟫ 的手机本月已用流量 ⟪data_usage|18.6GB⟫。
'''),
]

TEXTS += [
('shell_history_zh_comments', '''# 运维 ⟦PERSON|sunliqun⟧ 的 .bash_history（客户服务器迁移）
  212  ssh -p ⟪port|22022⟫ root@⟦IP_ADDRESS|119.29.76.143⟧      # 腾讯云广州旧机
  213  export TENCENTCLOUD_SECRET_ID=⟦APIKEY|$tencent_akid_a⟧
  214  export TENCENTCLOUD_SECRET_KEY=⟦SECRET|$tencent_secret_a⟧
  215  coscmd upload -r /data/backup/ ⟪bucket_path|backup-1250000000/2024/⟫
  216  mysqldump -uroot -p'⟦SECRET|Sql#Gz2024!⟧' shop > ⟪file_name|shop_0608.sql⟫   # 密码用完要改！
  217  rsync -avz ./shop_0608.sql ⟦PERSON|sunliqun⟧@⟦IP_ADDRESS|10.206.0.17⟧:/data/
'''),

('coworking_ops_weekly_minutes', '''【运营周会纪要】联合办公·南山店  ⟪date_stamp|6月7日⟫
参会：⟦PERSON|陈思琪⟧（店长）、⟦PERSON|小林⟧、⟦PERSON|阿杰⟧
1. 欠费：⟦PERSON|黄志伟⟧ 工作室欠 ⟦AMOUNT|5,400元⟧（两个月），⟦PERSON|阿杰⟧ 本周上门沟通；⟦PERSON|Cindy 刘⟧ 已补缴 ⟦AMOUNT|2700元⟧。
2. 会员 ⟦PERSON|吴蔚⟧ 反映空调太冷，她有 ⟦MEDICAL|类风湿关节炎⟧，申请换到靠窗位 ⟪desk_number|C-08⟫。
3. 前台的猫 ⟪pet_name|年糕⟫ 体检正常，疫苗下周打。
4. 本月全店营收 ⟪org_total|38.6万元⟫，会议室出租率 ⟪metric|72%⟫。
'''),

('medical_record_translation_zh', '''【病历翻译稿·中译英 待审】 项目号 ⟪job_number|MR-0612-07⟫  译员：⟦PERSON|何雨桐⟧
原文：
患者：⟦PERSON|孙立群⟧，男，出生日期 ⟦DATE_OF_BIRTH|1976年9月14日⟧，住院号 ⟪inpatient_no|ZY20240311⟫
诊断：⟦MEDICAL|急性ST段抬高型心肌梗死⟧；⟦MEDICAL|高血压3级（极高危）⟧
手术：⟦MEDICAL|经皮冠状动脉介入治疗（PCI），前降支植入支架1枚⟧
出院带药：⟦MEDICAL|阿司匹林100mg qd⟧，⟦MEDICAL|替格瑞洛90mg bid⟧
过敏史：⟦MEDICAL|青霉素过敏⟧
审校：⟦PERSON|许小姐⟧ 请在周五前返回
'''),

('forum_post_outsourcing_pay', '''【吐槽】外包客服真不是人干的  —— 楼主：⟦PERSON|夜班小熊猫⟧

在某外包做电商客服快一年了，底薪 ⟦AMOUNT|2800块⟧，绩效看满意度，上个月到手才 ⟦AMOUNT|4132.5元⟧。组长 ⟦PERSON|强哥⟧ 说“大家都这样”。最离谱的是迟到一分钟扣 ⟦AMOUNT|50元⟧。
我自己 ⟦MEDICAL|慢性咽炎⟧ 一直没好，天天说十个小时话……
有没有在 ⟪place|合肥⟫ 的朋友知道别家待遇？（别问公司名，签了保密协议 ⟪doc_ref|NDA-2023⟫）
'''),

('hosting_price_list', '''【云主机代理 2024年夏季价目表】 代理商等级：⟪reseller_tier|金牌⟫
轻量服务器 2核2G  ⟪price|¥99/年⟫（首年） 续费 ⟪price|¥360/年⟫
云服务器 4核8G    ⟪price|¥1,288/年⟫
.com 域名注册     ⟪price|¥69⟫  续费 ⟪price|¥79⟫
.cn 域名注册      ⟪price|¥29⟫（需实名）
SSL 证书 DV       ⟪price|¥0（免费版）⟫
活动编号 ⟪promo_code|SUMMER-618⟫，有效期至 ⟪date_stamp|2024-06-30⟫。演示机地址 ⟪doc_ip|203.0.113.80⟫ 仅供测试。
'''),

('wecom_bot_config_zh', '''# 告警推送配置（企业微信群机器人）  ⟪config_file|alert.conf⟫
[wecom]
webhook = ⟦SECRET|$wecom_hook_a⟧
mentioned_mobile_list = ⟦PHONE|13816024471⟧, ⟦PHONE|18017735920⟧
# 上面两个号码分别是 ⟦PERSON|老郑⟧ 和 ⟦PERSON|小钱⟧，值班表见 ⟪doc_link|wiki/值班表⟫
[feishu]
webhook = ⟦SECRET|$feishu_hook_a⟧
[thresholds]
cpu = ⟪threshold|85⟫
'''),

('feishu_delivery_message', '''【飞书】云匠设计 × 锦里茶  交付通知
⟦PERSON|马骏⟧：⟦PERSON|刘总⟧您好，网站已经上线 ✅
后台地址：https://admin.jinlitea.cn（⟪cms_name|WordPress⟫ ⟪version|6.5.4⟫）
账号：⟦PERSON|liuzong⟧
初始密码：⟦PASSWORD|Jl@Tea#2024⟧（首次登录请修改）
服务器：阿里云 ⟦IP_ADDRESS|47.108.52.196⟧，到期日 ⟪expiry_date|2025-06-05⟫
尾款 ⟪org_payment|33,600元⟫ 请于验收后七日内支付，谢谢！
⟦PERSON|刘总⟧：收到，辛苦了👍
'''),
]

TEXTS += [
('visa_materials_interpreters', '''【出差签证材料清单】法兰克福车展口译 ⟪event_code|IAA-2024⟫
1. ⟦PERSON|赵敏⟧（⟦PERSON|小赵⟧）
   护照号：⟦PASSPORT|$pp_cn_b⟧   有效期至 ⟪expiry_date|2032-07-19⟫
   身份证：⟦IDCARD|$id_zhao⟧   出生日期：⟦DATE_OF_BIRTH|1998-05-30⟧
2. ⟦PERSON|林晓燕⟧
   护照号：⟦PASSPORT|$pp_cn_c⟧
   身份证：⟦IDCARD|$id_lin⟧   出生日期：⟦DATE_OF_BIRTH|1993年10月26日⟧
签证费每人 ⟪visa_fee|80欧元⟫ 由公司统一支付；机票 ⟪flight_number|LH 729⟫。
'''),

('survey_open_ends_zh', '''问卷编号 ⟪survey_id|Q2406-养老⟫  开放题 Q15 导出（部分）
⟪respondent_id|R1043⟫：我爸 ⟦MEDICAL|阿尔茨海默症中期⟧，白天我上班，只能请保姆，每月要 ⟦AMOUNT|6500元⟧。
⟪respondent_id|R1051⟫：希望社区医院能开 ⟦MEDICAL|降压药⟧ 长处方，不用每个月跑。
⟪respondent_id|R1066⟫：无
⟪respondent_id|R1072⟫：有问题可以联系我 ⟦PHONE|135 8820 4417⟧，我叫 ⟦PERSON|蒋丽华⟧，本人 ⟦MEDICAL|乳腺癌术后5年⟧，对养老保险很关心。
'''),

('callcenter_onboarding_form_zh', '''【外包呼叫中心 新员工入职登记】  批次 ⟪batch_code|2024-06-B3⟫
姓名：⟦PERSON|陈思琪⟧      性别：女
身份证号：⟦IDCARD|$id_chen⟧
出生日期：⟦DATE_OF_BIRTH|1995.02.28⟧
现住址：⟦ADDRESS|广东省深圳市南山区科技园南区高新南七道18号，518057⟧
工资卡（招商银行）：⟦CARD|$card_up_c⟧
紧急联系人：⟦PERSON|陈国华⟧（父亲） ⟦PHONE|0755-2661 8804⟧
岗位：⟪position|在线客服 L1⟫   试用期工资：⟦AMOUNT|5200元/月⟧
'''),

('phishing_analysis_zh', '''【钓鱼邮件分析】 提交人：⟦PERSON|唐悦⟧（行政）
发件人：“财务部” <⟦EMAIL|caiwu@cdjinli-tea.com.cn.pay-notice.top⟧>
主题：关于发放2024年第二季度补贴的通知
正文诱导链接：⟪ioc_url|hxxp://pay-notice.top/subsidy?id=8812⟫
回连地址：⟦IP_ADDRESS|154.213.19.66⟧
受影响：⟦PERSON|唐悦⟧ 已在钓鱼页输入企业邮箱密码 ⟦PASSWORD|Ty19900621⟧，已强制改密。
判定：⟪verdict|高危-仿冒财务通知⟫，同批次样本 ⟪sample_count|37封⟫。
'''),

('whois_zh', '''域名信息查询结果
域名：⟪domain_name|linxiaoyan-fanyi.com⟫
注册商：⟪registrar|某某互联⟫（代理商ID ⟪reseller_id|R-2231⟫）
注册人：⟦PERSON|林晓燕⟧
注册人邮箱：⟦EMAIL|lxy.translate@qq.com⟧
注册人电话：⟦PHONE|+86.5922075613⟧
注册时间：⟪timestamp|2019-08-14 10:21:07⟫
DNS：⟪nameserver|dns9.hichina.com⟫
'''),

('personal_reimbursement_zh', '''【费用报销单】 报销人：⟦PERSON|吴蔚⟧   部门：社群运营   单号 ⟪form_number|BX-0612-004⟫
6/03  打车（活动物料）      ⟦AMOUNT|46.5元⟧
6/05  社群活动零食饮料      ⟦AMOUNT|312元⟧
6/08  会员生日蛋糕          ⟦AMOUNT|168元⟧
合计：⟦AMOUNT|526.5元⟧
收款：本人支付宝 ⟦PHONE|183 1072 5506⟧
审批：⟦PERSON|陈思琪⟧ ✔   财务：⟪approver_role|出纳⟫ ✔
'''),

('boss_dictation_zh', '''【语音转文字】⟪timestamp|6月10日 08:12⟫ 来自 ⟦PERSON|周社长⟧
⟦PERSON|小钱⟧啊，那个新来的会计的电脑你帮忙装一下，开机密码就设 ⟦PASSWORD|幺二三四五六A⟧，跟她说自己改。还有打印机坏了，你打 ⟦PHONE|四零零 八二零 八八二零⟧ 报修，或者直接找上次那个师傅，他电话 ⟦PHONE|幺三九，二六五七，零四八八⟧。
对了我下周二去医院做 ⟦MEDICAL|胃镜⟧，上午不来。
'''),
]

TEXTS += [
('hk_coworking_member_zh', '''【會員資料】聯合辦公·觀塘中心  會員編號 ⟪member_number|KT-0388⟫
姓名：⟦PERSON|梁嘉欣⟧（⟦PERSON|Karen⟧）
香港身份證：⟦NATIONAL_ID|$hkid_a⟧
電話：⟦PHONE|+852 9438 2716⟧
電郵：⟦EMAIL|karen.leung.design@gmail.com⟧
套餐：⟪membership_plan|流動座位⟫ ⟪price|HK$1,980/月⟫
已繳按金：⟦AMOUNT|HK$3,960⟧
備註：⟦PERSON|Karen⟧ 帶狗狗 ⟪pet_name|豆豆⟫ 上班，已簽寵物協議。
'''),

('taiwan_translator_registration', '''【譯者合作登記】 ⟪form_code|TW-FL-2024⟫
姓名：⟦PERSON|黃詩涵⟧
身分證字號：⟦NATIONAL_ID|$twid_a⟧
語對：日→繁中、英→繁中
手機：⟦PHONE|0912-345-608⟧
通訊地址：⟦ADDRESS|台北市大安區復興南路一段390號5樓，10665⟧
稿費匯款：⟪bank_name|玉山銀行⟫（帳號另以加密檔提供）
報價：⟪rate_per_word|每字 NT$1.2⟫
'''),

('web_requirement_form_zh', '''【网站需求表】提交时间 ⟪timestamp|2024-06-09 21:37⟫  来源IP ⟦IP_ADDRESS|223.104.63.28⟧
公司/个人：⟦PERSON|何雨桐⟧（个人翻译工作室）
联系电话：⟦PHONE|156 5321 0947⟧
邮箱：⟦EMAIL|heyutong.trans@foxmail.com⟧
需求：个人作品集网站 + 在线报价表单，参考 ⟪reference_site|www.proz.com⟫
预算：⟪client_budget|5000-8000元⟫
现有域名：⟪domain_name|heyutong.com⟫（在 ⟪registrar|西部数码⟫ 注册）
'''),

('qa_scorecard_zh', '''【质检评分表】 ⟪week_number|第24周⟫  项目：⟪campaign_code|某银行信用卡中心外包⟫
坐席：⟦PERSON|钱晓峰⟧  质检员：⟦PERSON|蔡琳⟧  录音：⟪call_id|XY-0612-0931-4471⟫
开场白 5/5
身份核验 2/5 —— 坐席让客户完整报出身份证号，应只核对后四位 ⟪masked_id|********1237⟫
信息安全 0/5 —— 在备注中记录了客户卡号全号 ⟦CARD|$card_up_a⟧，已删除
合计：⟪qa_score|61分⟫，需辅导。
'''),

('miniprogram_env_zh', '''# 小程序后端 .env  （⟪project_name|会员积分商城⟫）—— 别提交到 git！！
NODE_ENV=production
MYSQL_URL=mysql://mall:⟦SECRET|Mall_2024@sz⟧@⟦IP_ADDRESS|172.21.0.8⟧:3306/mall
REDIS_PASSWORD=⟦SECRET|r3d1s-Kx92⟧
WX_APPID=⟪app_id|wx8f3c2a91d4b7e560⟫
WX_SECRET=⟦SECRET|$flask_secret_a⟧
ALIYUN_OSS_KEY_ID=⟦APIKEY|$aliyun_akid_b⟧
ALIYUN_OSS_KEY_SECRET=⟦SECRET|$aliyun_secret_b⟧
JWT_SECRET=⟦SECRET|$jwt_secret_a⟧
APP_VERSION=⟪version|1.9.12⟫
'''),

('breach_notice_zh', '''【致会员的安全事件通知】
尊敬的 ⟦PERSON|冯子涵⟧ 会员：
⟪date_stamp|2024年6月2日⟫，我们发现会员系统存在未授权访问，涉及您的以下信息：手机号 ⟪masked_phone|188****6623⟫、邮箱 ⟦EMAIL|fengzihan@126.com⟧、会员积分。您的支付密码和银行卡信息未受影响。
为安全起见，系统已将您的登录密码重置为临时密码 ⟦PASSWORD|Tmp#8826kq⟧，请尽快修改。
如有疑问请拨打客服热线 ⟦PHONE|400-616-2289⟧。  事件编号：⟪case_number|SEC-20240602-01⟫
'''),

('offboarding_it_checklist_zh', '''【离职IT回收清单】 员工：⟦PERSON|何雨桐⟧   最后工作日：⟪date_stamp|2024-06-14⟫
□ 笔记本 ⟪asset_tag|ZC-NB-0117⟫（ThinkPad X1，序列号 ⟪serial_number|PF3KX9A2⟫）已归还
□ 企业邮箱 ⟦EMAIL|heyt@hongyi-trans.com⟧ 转交给 ⟦PERSON|许婧⟧
□ VPN 账号 ⟦PERSON|heyutong⟧ 已禁用
□ 门禁卡 ⟪card_serial|0048213377⟫ 已注销
□ 个人网盘里存有客户护照扫描件（⟦PERSON|Maria Schulz⟧，⟦PASSPORT|$pp_de_a⟧），已删除并告知客户
'''),
]

TEXTS += [
('focus_group_transcript_zh', '''【座谈会逐字稿】项目 ⟪project_code|NEV-0608⟫ 新能源车主  第2场  主持人：⟦PERSON|蔡琳⟧
主持人：先请大家简单介绍一下自己。
受访者A（⟦PERSON|邓凯⟧）：我叫⟦PERSON|邓凯⟧，开 ⟪car_model|某品牌 Model Y 同级车⟫ 两年，主要上下班。
受访者B（⟦PERSON|罗文静⟧）：我是⟦PERSON|罗文静⟧，家里两台车……说实话买电车是因为我 ⟦MEDICAL|怀孕⟧ 了闻不了汽油味。
受访者C（⟦PERSON|老胡⟧）：叫我⟦PERSON|老胡⟧就行，跑网约车的，一个月电费大概 ⟦AMOUNT|600多块⟧。
主持人：好，谢谢。今天的车马费 ⟦AMOUNT|300元⟧ 结束后前台领取。
'''),

('wechat_frontdesk_door_zh', '''【微信】联合办公前台 ⟦PERSON|Lily⟧ ↔ 会员 ⟦PERSON|邓凯⟧
⟦PERSON|邓凯⟧：你好，我晚上十点后还能进来吗？
⟦PERSON|Lily⟧：可以的，侧门密码 ⟦PASSWORD|8024#⟧，进去后记得关灯哈
⟦PERSON|邓凯⟧：好嘞。另外我上周多交的会议室费 ⟦AMOUNT|150元⟧ 能退吗
⟦PERSON|Lily⟧：已经申请了，退款单号 ⟪refund_id|TK240611008⟫，原路退回，3个工作日
⟦PERSON|邓凯⟧：👍 对了楼下那只橘猫 ⟪pet_name|大黄⟫ 又跑进来了😂
'''),

('security_advisory_zh', '''【安全通告】关于某主机面板远程代码执行漏洞的预警  ⟪advisory_id|SA-2024-0611⟫
漏洞编号：⟪cve_id|CVE-2024-27198⟫   风险等级：⟪severity|严重⟫
影响版本：⟪version|7.0.0⟫ 至 ⟪version|7.4.2⟫
修复版本：⟪version|7.4.3⟫
检测方法：访问 http://⟪doc_ip|192.0.2.33⟫:⟪port|8888⟫/login 查看版本号（示例地址）
官方补丁包 SHA256：⟪sha256|e4d909c290d0fb1ca068ffaddf22cbd0a17b3b3f1e5d8c2f0a4b9e7d3c6f1a20⟫
请各代理商在 ⟪deadline|6月20日⟫ 前完成客户服务器升级。
'''),

('translator_payout_list_zh', '''【5月译员稿费发放明细】 制表：⟦PERSON|许婧⟧   批次 ⟪batch_code|FK-2405⟫
序号 译员     字数        金额        收款卡号
1    ⟦PERSON|周建国⟧   ⟪word_count|48,000⟫    ⟦AMOUNT|8,640.00元⟧   ⟦CARD|$card_up_b⟧
2    ⟦PERSON|何雨桐⟧   ⟪word_count|21,500⟫    ⟦AMOUNT|3,655.00元⟧   ⟦CARD|$card_visa_b⟧
3    ⟦PERSON|赵敏⟧     ⟪word_count|9,800⟫     ⟦AMOUNT|1,764.00元⟧   （支付宝 ⟦EMAIL|zhaomin98@163.com⟧）
合计：⟪org_total|14,059.00元⟫   审核：⟪approver_role|财务主管⟫
'''),

('shift_roster_zh', '''【客服中心 6月第3周排班】 组别：⟪team_name|电商售后B组⟫
周一  早班 ⟦PERSON|钱晓峰⟧、⟦PERSON|蔡琳⟧   晚班 ⟦PERSON|小赵⟧、⟦PERSON|阿May⟧
周二  早班 ⟦PERSON|蔡琳⟧   晚班 ⟦PERSON|钱晓峰⟧（调休换班，已报备）
紧急联系：值班主管 ⟦PERSON|王晓丽⟧ ⟦PHONE|186 0217 3395⟧
系统维护窗口：⟪maintenance_window|周三 02:00-04:00⟫，坐席软件升级到 ⟪version|v5.2.1⟫
'''),

('it_ticket_printer_mail_zh', '''【运维工单】⟪ticket_id|YW-20240612-015⟫  客户：⟪client_name|鼎诚会计师事务所⟫
报修人：⟦PERSON|刘洋⟧  电话：⟦PHONE|0571-8796 2231⟧
问题：1. 打印机 ⟪device_model|HP M428fdw⟫（⟦IP_ADDRESS|192.168.8.31⟧）无法扫描到邮箱；2. ⟦PERSON|孙会计⟧ 的 Foxmail 收不到信
处理：扫描到邮件的 SMTP 账号 ⟦EMAIL|scan@dingcheng-cpa.com⟧ 授权码过期，已更新为 ⟦PASSWORD|kq8Zt2mWx7Lp⟧；⟦PERSON|孙会计⟧ 邮箱空间满（⟪quota|2GB⟫），已清理。
工程师：⟦PERSON|阿杰⟧
'''),

('dingtalk_bot_python_zh', '''# 质检告警推送到钉钉群（⟪repo_name|qa-alert⟫/notify.py）
import time, hmac, hashlib, base64, urllib.parse, requests

WEBHOOK = "⟦SECRET|$dingtalk_hook_a⟧"
SECRET = "⟦SECRET|$dingtalk_sec_a⟧"   # 加签密钥，⟦PERSON|王晓丽⟧ 说不要外传

def send(text):
    ts = str(round(time.time() * 1000))
    sign = base64.b64encode(hmac.new(SECRET.encode(), f"{ts}\\n{SECRET}".encode(), hashlib.sha256).digest())
    requests.post(f"{WEBHOOK}&timestamp={ts}&sign={urllib.parse.quote_plus(sign)}",
                  json={"msgtype": "text", "text": {"content": text}}, timeout=⟪timeout_seconds|5⟫)
'''),
]

TEXTS += [
('refund_application_form_zh', '''【退款申请单】 申请编号 ⟪application_no|TK-2024-06-0219⟫
申请人：⟦PERSON|冯子涵⟧   会员号：⟪member_number|VIP00731⟫
联系电话：⟦PHONE|188 2376 6623⟧
退款原因：年卡未使用满三个月，因 ⟦MEDICAL|腰椎间盘突出⟧ 需长期卧床休养（附医院诊断证明）
已付金额：⟦AMOUNT|¥4,800⟧   申请退款：⟦AMOUNT|¥3,600⟧
退款方式：原路退回至尾号 ⟪masked_card|8821⟫ 的银行卡
受理人：⟦PERSON|Lily⟧
'''),

('medical_escort_interpreting_booking_zh', '''【陪诊口译预约确认】 预约号 ⟪booking_ref|PZ-0615-02⟫
患者：⟦PERSON|Anna Kowalczyk⟧（法国籍）   护照号：⟦PASSPORT|$pp_fr_a⟧（法国护照）
出生日期：⟦DATE_OF_BIRTH|1984年2月9日⟧
就诊：⟪hospital_name|上海某国际医院⟫ 妇产科，⟪appointment_time|6月15日 上午9:30⟫
情况说明：⟦MEDICAL|孕12周⟧，需做 ⟦MEDICAL|NT检查⟧，既往 ⟦MEDICAL|甲状腺功能减退⟧，服用 ⟦MEDICAL|优甲乐50μg⟧
口译员：⟦PERSON|林晓燕⟧（英/中） ⟦PHONE|138 5016 2294⟧
服务费：⟪price|半天 1200元⟫
'''),

('domain_renewal_email_zh', '''主题：【续费提醒】您的域名将于30天后到期
⟦PERSON|黄志伟⟧ 您好：
您在我司（⟪org_name|某某云代理商⟫）注册的域名 ⟪domain_name|huangzhiwei-studio.cn⟫ 将于 ⟪expiry_date|2024-07-12⟫ 到期。
续费价格：⟪price|¥39/年⟫，三年 ⟪price|¥108⟫。
账户余额：⟦AMOUNT|¥12.50⟧，不足以自动续费，请充值。
登录账号：⟦EMAIL|hzw_studio@sina.com⟧
客服QQ：⟪org_qq|800012345⟫
'''),

('xiaohongshu_review_translation', '''📕 小红书笔记｜踩雷！某翻译公司认证翻译
作者：⟦PERSON|momo在悉尼⟧

办澳洲签证要翻译户口本和出生证明，找了家网上的翻译公司，付了 ⟦AMOUNT|380元⟧。结果把我名字 ⟦PERSON|莫欣怡⟧ 的拼音写成 “⟦PERSON|Mo Xinyi⟧” 没问题，但出生日期的日和月写反了，我是 ⟦DATE_OF_BIRTH|2000年7月5日⟧ 出生的，应该是 ⟦DATE_OF_BIRTH|05/07/2000⟧ 日/月/年……签证官要是按美式读法就完了😭
客服 ⟦PERSON|小周⟧ 态度还行，说免费重出。
#澳洲签证 #翻译 #避雷
'''),

('pentest_finding_zh', '''【渗透测试发现 F-03】前端 JS 泄露第三方密钥（高危）
目标：⟪target_url|https://www.jinlitea.cn⟫   测试人：⟦PERSON|郭鹏⟧
在 ⟪file_name|/static/js/app.8f3e2a.js⟫ 中发现：
  mapKey: "⟦APIKEY|$google_b⟧"
  githubToken: "⟦APIKEY|$gh_pat_b⟧"
其中 GitHub Token 属于开发者账号 ⟦PERSON|majun-yunjiang⟧，具有私有仓库读写权限。
另发现测试服务器 ⟦IP_ADDRESS|47.108.52.201⟧ 开放 ⟪port|6379⟫（Redis 未授权）。
修复建议：立即吊销，改为后端代理调用。CVSS ⟪cvss_score|8.6⟫
'''),

('visitor_log_zh', '''【访客登记】 联合办公·望京SOHO店   ⟪date_stamp|2024-06-12⟫
时间    访客        手机             拜访对象          证件
09:40   ⟦PERSON|宋佳⟧      ⟦PHONE|131 2608 4475⟧   ⟪company_name|星火科技⟫ ⟦PERSON|Jason⟧   身份证后四位 ⟪masked_id|0332⟫
10:15   ⟦PERSON|Ahmed Saleh⟧ ⟦PHONE|+971 50 318 2294⟧ 云匠设计 ⟦PERSON|马总⟧   美国护照 ⟦PASSPORT|$pp_us_a⟧
14:02   快递员      ⟪masked_phone|150****2219⟫     前台              —
'''),
]

TEXTS += [
('panel_signup_json_zh', '''{
  "来源": "⟪utm_source|wx_moments_0612⟫",
  "会员ID": "⟪member_id|PNL-CN-0098213⟫",
  "姓名": "⟦PERSON|邵一鸣⟧",
  "性别": "男",
  "生日": "⟦DATE_OF_BIRTH|1987-09-23⟧",
  "手机": "⟦PHONE|15021887346⟧",
  "邮箱": "⟦EMAIL|shaoyiming87@hotmail.com⟧",
  "城市": "⟪city|苏州⟫",
  "健康画像": ["⟦MEDICAL|高血脂⟧", "⟦MEDICAL|近视600度⟧"],
  "注册IP": "⟦IP_ADDRESS|58.211.16.94⟧",
  "客户端版本": "⟪version|3.2.0⟫"
}
'''),

('complaint_escalation_email_zh', '''主题：【升级】客户投诉未闭环 —— 工单 ⟪ticket_id|TS-0611-2290⟫
⟦PERSON|蔡经理⟧：
客户 ⟦PERSON|段文博⟧ 第三次来电投诉，称外包坐席在未核身的情况下把他的账户余额 ⟦AMOUNT|23,118.40元⟧ 告诉了来电人（疑似其前妻）。客户要求书面道歉及赔偿 ⟦AMOUNT|5000元⟧。
客户回电号码：⟦PHONE|021-6458 2217⟧（白天），住址 ⟦ADDRESS|上海市闵行区七莘路3058弄12号602室⟧。
涉及坐席：⟪agent_id|工号 SH-1187⟫。录音已调取：⟪call_id|SH-20240608-1422⟫。
—— ⟦PERSON|钱晓峰⟧
'''),

('ir_dingtalk_group_zh', '''【钉钉群】应急-某律所-0609
⟦PERSON|陈思琪⟧ 10:02：VPN 日志里看到 ⟦PERSON|wangls⟧ 这个账号凌晨从 ⟦IP_ADDRESS|185.225.74.55⟧ 登录
⟦PERSON|郭鹏⟧ 10:04：这个是 ⟦PERSON|王律师⟧ 的账号，他说昨晚在家睡觉，没用 VPN
⟦PERSON|陈思琪⟧ 10:05：密码被撞库了，他用的是 ⟦PASSWORD|wang@1986⟧，和某网站泄露的一样
⟦PERSON|郭鹏⟧ 10:07：先封账号，内网 ⟦IP_ADDRESS|10.10.3.45⟧ 那台文件服务器也隔离一下，样本 md5 ⟪md5|e10adc3949ba59abbe56e057f20f883e⟫ 上传沙箱
'''),

('coworking_contract_individual_zh', '''个人会员服务协议（节选）  协议号 ⟪contract_number|GH-QD-2024-0157⟫
甲方（会员）：⟦PERSON|何佳怡⟧
身份证号码：⟦IDCARD|$id_he⟧
出生日期：⟦DATE_OF_BIRTH|2001年1月17日⟧
联系地址：⟦ADDRESS|山东省青岛市市南区香港中路61号阳光大厦2305室，266071⟧
乙方：⟪org_name|青岛某联合办公空间管理有限公司⟫（统一社会信用代码 ⟪uscc|91370202MA3XXXXX1K⟫）
第二条 服务费：⟪tariff|开放工位 ¥699/月⟫，甲方已预付三个月 ⟦AMOUNT|¥2,097⟧。
'''),

('ops_daily_inspection_zh', '''【运维巡检日报】⟪date_stamp|2024-06-12⟫  客户：⟪client_name|宏译翻译⟫  巡检人：⟦PERSON|阿杰⟧
主机              IP              CPU   磁盘   状态
file-server       ⟦IP_ADDRESS|192.168.2.10⟧    12%   81%    ⚠ 磁盘偏高
ad-dc01           ⟦IP_ADDRESS|192.168.2.5⟧     4%    40%    正常
trados-lic        ⟦IP_ADDRESS|192.168.2.18⟧    7%    35%    正常（许可证服务器 ⟪version|SDL 2022 SR2⟫）
出口              ⟦IP_ADDRESS|116.228.91.34⟧   -     -      电信专线正常
备注：⟦PERSON|许婧⟧ 反映 Trados 经常掉许可，已重启服务。
'''),

('callback_verification_record_zh', '''【外呼回访记录】 客户：⟦PERSON|马骏⟧   回访人：⟦PERSON|蔡琳⟧   时间 ⟪timestamp|06-12 15:20⟫
核身：客户报身份证号 ⟦IDCARD|$id_ma⟧，出生日期 ⟦DATE_OF_BIRTH|1989年8月5日⟧，与系统一致。
回访内容：分期账单 ⟪installment_plan|12期⟫，本期应还 ⟦AMOUNT|1,846.33元⟧，客户表示 ⟪date_stamp|6月15日⟫ 前还清。
客户新手机：⟦PHONE|一八六 二九一五 七七零三⟧（客户口述，已更新）
'''),
]

TEXTS += [
('interpreter_resume_zh', '''个人简历 —— 会议口译（英/中）
姓名：⟦PERSON|唐悦⟧        出生日期：⟦DATE_OF_BIRTH|1990-06-21⟧
手机：⟦PHONE|177 2390 6618⟧   邮箱：⟦EMAIL|tangyue.interp@outlook.com⟧
现居：⟦ADDRESS|重庆市渝中区民族路188号WFC写字楼32层，400010⟧
教育：⟪school|上海外国语大学高级翻译学院⟫ 口译硕士
证书：⟪certificate|CATTI 一级口译⟫，AIIC 预备会员
期望日薪：⟪day_rate|同传 ¥8,000/天⟫
'''),

('icp_filing_record_zh', '''【ICP备案信息核验】 备案号 ⟪icp_number|蜀ICP备2024012345号-1⟫
主体：个人
负责人：⟦PERSON|刘洋⟧
证件号码：⟦IDCARD|$id_liu⟧
出生日期（系统自动识别）：⟦DATE_OF_BIRTH|1983-12-09⟧
通信地址：⟦ADDRESS|四川省成都市武侯区科华北路65号世外桃源广场B座1107，610041⟧
应急联系电话：⟦PHONE|028-6512 7730⟧
网站名称：⟪site_name|刘洋的摄影博客⟫   服务器 ⟦IP_ADDRESS|118.24.163.77⟧
代理商核验员：⟦PERSON|小林⟧
'''),

('last_login_output_zh', '''# 排查被入侵主机（⟪hostname|web-prod-02⟫）登录记录  —— ⟦PERSON|郭鹏⟧ 贴到工单里的输出
$ last -i | head
⟦PERSON|yunwei_zhang⟧ pts/0   ⟦IP_ADDRESS|36.112.70.203⟧   Wed Jun 12 09:14   still logged in
root         pts/1   ⟦IP_ADDRESS|91.92.251.103⟧   Wed Jun 12 03:02 - 03:41  (00:39)
root         pts/1   ⟦IP_ADDRESS|91.92.251.103⟧   Tue Jun 11 23:55 - 00:10  (00:15)
reboot   system boot  ⟪kernel_version|5.15.0-107-generic⟫ Mon Jun 10 18:20
结论：⟦PERSON|yunwei_zhang⟧ 是 ⟦PERSON|张工⟧ 的运维账号，正常；⟦IP_ADDRESS|91.92.251.103⟧ 为境外可疑地址。
'''),

('wechat_invoice_request_zh', '''【微信】云匠设计 ⟦PERSON|马骏⟧ ↔ 客户 ⟦PERSON|宋佳⟧
⟦PERSON|宋佳⟧：⟦PERSON|马老师⟧，我那个个人作品集网站的钱 ⟦AMOUNT|6800元⟧ 已经转你了哈，能开个发票吗
⟦PERSON|马骏⟧：可以的，个人抬头还是单位？
⟦PERSON|宋佳⟧：个人就行，⟦PERSON|宋佳⟧，身份证号码要吗
⟦PERSON|马骏⟧：个人普票不用身份证，给我个邮箱就行
⟦PERSON|宋佳⟧：⟦EMAIL|songjia_art@qq.com⟧ 谢谢～
⟦PERSON|马骏⟧：好，发票号出来发你，预计 ⟪invoice_no|No.24332000000012873⟫ 这种格式
'''),

('survey_withdrawal_log_zh', '''【问卷平台·提现记录】 用户：⟦PERSON|阿May⟧（⟦PERSON|何美玲⟧）  UID ⟪user_id|U8820417⟫
⟪timestamp|2024-05-03 20:11⟫  提现到支付宝 ⟦PHONE|189 3052 7781⟧   ⟦AMOUNT|50.00元⟧   成功
⟪timestamp|2024-05-28 21:40⟫  提现到银行卡 ⟦CARD|$card_mc_c⟧   ⟦AMOUNT|120.00元⟧   失败（卡号与实名不符）
⟪timestamp|2024-05-29 08:02⟫  提现到银行卡 ⟪masked_card|6217 **** **** 1289⟫  ⟦AMOUNT|120.00 元⟧   成功
当前积分：⟪points_balance|3,860⟫
'''),

('outsourcing_social_insurance_zh', '''【劳务派遣人员社保登记】 派遣单位：⟪org_name|某人力资源外包公司长沙分公司⟫
姓名：⟦PERSON|郭鹏⟧
身份证：⟦IDCARD|$id_guo⟧
出生年月日：⟦DATE_OF_BIRTH|一九八五年三月十一日⟧
户籍地址：⟦ADDRESS|湖南省长沙市岳麓区麓山南路932号，410083⟧
社保基数：⟦AMOUNT|6,800元⟧   个人缴纳：⟦AMOUNT|724.20元⟧
体检结果：⟦MEDICAL|乙肝表面抗原阳性（小三阳）⟧，肝功能正常（仅供HR备案，不得外传）
'''),

('meeting_room_booking_email_zh', '''主题：会议室预订确认 —— ⟪room_name|“长城”会议室⟫
⟦PERSON|Jason⟧ 您好，
您预订的会议室信息如下：
日期：⟪date_stamp|6月18日⟫ 14:00-17:00
人数：12人，含投影与视频会议设备（腾讯会议号 ⟪meeting_id|618 223 904⟫，入会密码 ⟦PASSWORD|2406⟧）
费用：⟪price|¥300/小时⟫，共计 ⟦AMOUNT|¥900⟧，已从您的会员余额扣除，剩余 ⟦AMOUNT|¥1,260⟧。
如需取消请提前24小时联系前台 ⟦PHONE|010-8478 2260⟧。
'''),

('todesk_remote_assist_zh', '''【微信】IT外包 ⟦PERSON|阿杰⟧ ↔ ⟦PERSON|孙会计⟧
⟦PERSON|阿杰⟧：⟦PERSON|孙姐⟧，你把 ToDesk 打开，把设备代码和临时密码发我
⟦PERSON|孙会计⟧：设备代码 ⟪device_code|391 882 047⟫，临时密码 ⟦PASSWORD|k7w3qa⟧
⟦PERSON|阿杰⟧：连上了。你税务 Ukey 密码是默认的 ⟦PASSWORD|88888888⟧ 吧？建议改掉
⟦PERSON|孙会计⟧：改了怕忘😅 我最近 ⟦MEDICAL|甲亢⟧ 吃药，记性特别差
'''),
]

TEXTS += [
('enterprise_mail_account_notice_zh', '''【企业邮箱开通通知】
⟦PERSON|邵一鸣⟧ 您好，您的企业邮箱已开通：
账号：⟦EMAIL|shaoym@yunjiang-design.cn⟧
初始密码：⟦PASSWORD|Yj#2024shao⟧
客户端设置：IMAP ⟪mail_server|imap.qiye.aliyun.com⟫ 端口 ⟪port|993⟫，SMTP 端口 ⟪port|465⟫
邮箱容量：⟪quota|5GB⟫。首次登录后请绑定手机 ⟦PHONE|150 2188 7346⟧ 并开启二次验证。
IT 支持：⟦PERSON|阿杰⟧
'''),

('job_posting_zh', '''【招聘】呼叫中心外包项目 —— 英语客服（夜班）若干名
工作地点：⟪place|大连高新园区⟫
薪资：⟪salary_range|6K-9K⟫，夜班补贴 ⟪allowance|50元/晚⟫，五险一金
要求：英语六级或同等水平，能接受 ⟪shift_pattern|做五休二夜班⟫
投递：简历发送至 ⟦EMAIL|hr.dalian@callbridge-outsourcing.com⟧，邮件标题注明“英语客服+姓名”
联系人：⟦PERSON|于女士⟧ ⟦PHONE|0411-8479 1206⟧（工作日 9:00-18:00）
'''),

('adverse_event_report_zh', '''【不良事件报告】（市场调研访谈中获知，按合规要求 24 小时内上报）
项目：⟪project_code|PH-2406-糖尿病⟫   访谈员：⟦PERSON|蔡琳⟧   报告编号 ⟪ae_report_no|AE-0612-003⟫
受访者：⟦PERSON|孙立群⟧，男，47岁，电话 ⟦PHONE|159 0251 7734⟧
事件描述：受访者称改用 ⟪drug_brand_decoy|某品牌⟫ 胰岛素笔后出现 ⟦MEDICAL|夜间低血糖（血糖2.8mmol/L）⟧，曾 ⟦MEDICAL|晕倒一次⟧ 并到急诊就诊。
目前用药：⟦MEDICAL|二甲双胍+胰岛素⟧
说明书中“⟪leaflet_text|可能出现低血糖反应⟫”为通用提示，不作为本报告内容。
'''),

('tw_hosting_order_zh', '''【訂單確認】 主機代理商 ⟪org_name|雲端小舖⟫  訂單編號 ⟪order_id|TW-20240611-7731⟫
客戶：⟦PERSON|黃詩涵⟧
方案：⟪plan_name|虛擬主機 進階型⟫ ⟪price|NT$2,880/年⟫
付款方式：信用卡
卡號：⟦CARD|$card_jcb_a⟧   有效期限：⟪card_expiry|08/27⟫   安全碼：⟦CVV|551⟧
付款金額：⟦AMOUNT|NT$2,880⟧
帳單寄送：⟦EMAIL|shihan.huang@gmail.com⟧
※ 客戶自行在客服表單填入完整卡號，客服 ⟦PERSON|阿哲⟧ 已刪除表單內容。
'''),

('nda_summary_zh', '''【保密协议摘要】 协议编号 ⟪contract_number|NDA-HY-2024-022⟫
披露方：⟪org_name|某医疗器械（苏州）有限公司⟫
接收方：⟪org_name|宏译翻译有限公司⟫，项目负责人 ⟦PERSON|许婧⟧
涉密译员：⟦PERSON|周建国⟧、⟦PERSON|何雨桐⟧、⟦PERSON|Daniel Weber⟧（德籍审校，联系邮箱 ⟦EMAIL|d.weber@weber-uebersetzungen.de⟧）
违约金：⟪penalty_clause|人民币50万元⟫
有效期：⟪validity_period|自签署之日起五年⟫
'''),

('smishing_samples_zh', '''【诈骗短信样本汇总】（员工上报，⟪report_week|第24周⟫）
1. “【某某银行】您的积分 ⟪lure_points|12,880⟫ 即将清零，请登录 ⟪ioc_url|hxxp://bank-jf.cc⟫ 兑换” —— 上报人 ⟦PERSON|宋佳⟧
2. “您的ETC已失效，请点击 ⟪ioc_url|hxxp://etc-up.top/a⟫ 重新认证” —— 上报人 ⟦PERSON|邓凯⟧
3. “⟦PERSON|邓凯⟧先生您好，您的快递丢失，理赔请加QQ ⟪scam_contact|2853310094⟫” —— 上报人 ⟦PERSON|邓凯⟧，备注：对方知道他的全名和手机 ⟦PHONE|139 1175 2046⟧
'''),

('security_training_signin_zh', '''【信息安全意识培训 签到表】 ⟪date_stamp|2024-06-13⟫  讲师：⟦PERSON|陈思琪⟧
工号      姓名      部门       签到
⟪employee_id|HY-001⟫    ⟦PERSON|许婧⟧      项目部     ✔
⟪employee_id|HY-014⟫    ⟦PERSON|何雨桐⟧    译员组     ✔
⟪employee_id|HY-022⟫    ⟦PERSON|周建国⟧    译员组     请假（⟦MEDICAL|腰扭伤⟧）
⟪employee_id|HY-031⟫    ⟦PERSON|Lily⟧      行政       ✔
培训材料版本 ⟪version|v2.1⟫，测验及格线 ⟪pass_mark|80分⟫
'''),

('ivr_log_zh', '''IVR 通话日志（节选）  热线 ⟦PHONE|400-820-6687⟧
⟪timestamp|2024-06-12 19:02:11⟫ 主叫 ⟦PHONE|13962158804⟧ 按键 1→3→0 转人工，排队 ⟪queue_seconds|86秒⟫
⟪timestamp|2024-06-12 19:03:37⟫ 坐席 ⟪agent_id|K2047⟫ 接听，客户自述姓名 ⟦PERSON|邱振宇⟧
⟪timestamp|2024-06-12 19:04:02⟫ 客户按键输入查询密码 ⟪masked_password|******⟫（系统已掩码）
⟪timestamp|2024-06-12 19:09:45⟫ 挂机，满意度 ⟪csat|5⟫
'''),
]
