# -*- coding: utf-8 -*-
# texts for corpus_blind15 (zh), written by hand one at a time.
# Markup: ⟦TYPE|value⟧ = span, ⟪kind|value⟫ = decoy, $name -> values.VALUES[name]

TEXTS = []
T = TEXTS.append

T(("zh_donation_receipt_email", r"""
主题：【晨光公益基金会】捐赠确认及公益事业捐赠票据申领

尊敬的⟦PERSON|谢婉清⟧女士：

感谢您于⟪date|2026年1月18日⟫通过银行转账向"乡村儿童午餐计划"捐赠人民币⟦AMOUNT|5,000.00元⟧（捐赠编号：⟪reference|CG-2026-011873⟫）。

为开具公益事业捐赠统一票据（可用于个人所得税税前扣除），我们登记的信息如下，请核对：
捐赠人姓名：⟦PERSON|谢婉清⟧
身份证号码：⟦IDCARD|$cn_id_1⟧
联系电话：⟦PHONE|139 1762 4408⟧
邮寄地址：⟦ADDRESS|湖北省武汉市武昌区中北路86号汉街总部国际A座2306室⟧

电子票据下载链接（24小时内有效，请勿转发）：
https://receipt.chenguang-foundation.org/dl?t=⟦APIKEY|$jwt_wrap⟧

本项目每份午餐标准为⟪price|5元⟫，全年预算⟪price|120万元⟫。如信息有误，请回复本邮件或致电⟦PHONE|027-8766 5310⟧。

晨光公益基金会 捐赠人服务部
⟦PERSON|鲁佳⟧
"""))

T(("zh_volunteer_signup_form", r"""
2026 春季助老志愿者报名表（在线提交 ⟪timestamp|2026-02-08 21:36:04⟫，表单版本 ⟪version|v1.7⟫）
姓名：⟦PERSON|马晓东⟧            性别：男
出生日期：⟦DATE_OF_BIRTH|1999年1月17日⟧
身份证号：⟦IDCARD|$cn_id_6⟧
手机：⟦PHONE|13601128845⟧          邮箱：⟦EMAIL|maxiaodong99@163.com⟧
现住址：⟦ADDRESS|北京市朝阳区望京西园三区311号楼2单元1102⟧
服务意向：周末陪伴独居老人 / 助餐配送
健康状况：良好，⟦MEDICAL|对芒果过敏⟧
紧急联系人：⟦PERSON|马建国⟧（父亲） ⟦PHONE|13801127790⟧
志愿者保险由机构统一购买，保费⟪price|每人每年30元⟫，无需个人承担。
"""))

T(("zh_wechat_volunteer_group", r"""
【微信群】周六助餐小分队（18人）
⟦PERSON|小胖⟧：@⟦PERSON|阿强⟧ 明天你开车不？餐车钥匙在老地方
⟦PERSON|阿强⟧：开的。社区活动室门禁密码改了，现在是⟦PASSWORD|6 6 0 3 #⟧
⟦PERSON|陈静⟧：收到。另外3号楼的⟦PERSON|刘奶奶⟧最近⟦MEDICAL|血糖偏高⟧，饭里别放糖
⟦PERSON|小胖⟧：好嘞👌 ⟦PERSON|刘奶奶⟧家是⟦ADDRESS|幸福里小区3号楼1单元402⟧对吧
⟦PERSON|陈静⟧：对，敲门大声点，她⟦MEDICAL|耳背⟧
⟦PERSON|阿强⟧：上周油钱我垫了⟦AMOUNT|86块⟧，回头找⟦PERSON|王会计⟧报
群公告：本周菜单 红烧鸡腿 + 清炒时蔬，餐标⟪price|12元/份⟫，由街道补贴
"""))

T(("zh_dingtalk_expense_approval", r"""
【钉钉审批】差旅费报销 - 审批编号 ⟪reference|202602101533000412⟫
发起人：⟦PERSON|杨帆⟧（项目部·西部水窖项目）
所在部门：项目执行中心
出差事由：甘肃定西水窖项目验收
出差日期：⟪date|2026-01-20⟫ 至 ⟪date|2026-01-24⟫
费用明细：
  火车票 兰州西—定西北 往返   ⟦AMOUNT|¥96.00⟧
  住宿 4晚（标准⟪price|300元/晚⟫）   ⟦AMOUNT|¥1,120.00⟧
  市内交通                     ⟦AMOUNT|¥58.50⟧
报销合计：⟦AMOUNT|¥1,274.50⟧
收款银行卡：⟦CARD|$card_up_1⟧（中国银行 兰州城关支行）
审批流程：⟦PERSON|杨帆⟧ 提交 → ⟦PERSON|周主任⟧ 同意 → 财务 ⟦PERSON|何雪⟧ 已打款 ⟪timestamp|2026-02-11 10:02⟫
"""))

T(("zh_visa_document_checklist", r"""
申根签证（法国）材料审核单 —— 办理编号 ⟪reference|HZ-FR-26-0318⟫
客户姓名：⟦PERSON|周子涵⟧        拼音：⟦PERSON|ZHOU ZIHAN⟧
护照号：⟦PASSPORT|EK3391027⟧       签发日期：⟪date|2021-06-30⟫   有效期至：⟪date|2031-06-29⟫
出生日期：⟦DATE_OF_BIRTH|1992-07-18⟧
身份证：⟦IDCARD|$cn_id_2⟧
户籍地址：⟦ADDRESS|河南省郑州市金水区花园路36号院5号楼3单元201⟧
在职证明：✔（年薪 ⟦AMOUNT|18万元⟧）  银行流水：✔ 近6个月余额 ⟦AMOUNT|¥126,430.18⟧
机票预订：✔ ⟪flight_no|MU553⟫ 上海浦东—巴黎戴高乐 ⟪date|2026-04-02⟫
签证费 ⟪price|90欧元⟫，服务费 ⟪price|约270元⟫，以签证中心当日收费为准。
审核人：⟦PERSON|林晓⟧    备注：在职证明需加盖公章，已通知客户补交。
"""))

T(("zh_travel_agency_order", r"""
【途远国旅】出团通知书  订单号：⟪order_id|TY20260301-8841⟫
线路：日本关西6日游（大阪—京都—奈良）  出发日期：⟪date|2026年3月28日⟫
游客名单：
1. ⟦PERSON|郑凯⟧   男   护照 ⟦PASSPORT|E91827364⟧   手机 ⟦PHONE|186 2155 0913⟧
2. ⟦PERSON|宋佳⟧   女   护照 ⟦PASSPORT|EB4421097⟧   备注：⟦MEDICAL|怀孕5个月⟧，已签免责声明
3. ⟦PERSON|郑小米⟧ 女   护照 ⟦PASSPORT|EC0078512⟧   儿童（不占床）
团费：成人⟪price|6,999元/人⟫，儿童⟪price|5,299元/人⟫
已付款：⟦AMOUNT|19,297元⟧（⟦PERSON|郑凯⟧ 支付宝，交易号⟪reference|2026021122001455881⟫）
集合：浦东机场T1 国际出发 H岛，航班 ⟪flight_no|MU515⟫ ⟪timestamp|08:30⟫
领队：⟦PERSON|老唐⟧ ⟦PHONE|139-1827-0066⟧
"""))

T(("zh_study_abroad_wechat", r"""
【微信】启航留学 顾问⟦PERSON|Cindy林⟧ 与 学生家长
⟦PERSON|Cindy林⟧：⟦PERSON|孙妈妈⟧您好，⟦PERSON|孙浩⟧的英国学生签证材料还差资金证明
家长：资金证明要多少钱？
⟦PERSON|Cindy林⟧：伦敦以外地区，学费⟪price|£24,500⟫加生活费9个月共⟪price|£12,006⟫，存满28天
家长：我们卡里存了⟦AMOUNT|35万⟧，是他爸爸⟦PERSON|孙立军⟧的名字，可以吗
⟦PERSON|Cindy林⟧：可以，需要亲属关系公证。护照号发我一下，系统要填
家长：⟦PASSPORT|EH2290471⟧，出生日期⟦DATE_OF_BIRTH|2005.02.08⟧
⟦PERSON|Cindy林⟧：收到👌 CAS号 ⟪reference|E4G7M82K1Q0D55⟫ 我这边已经有了，下周一约VFS
"""))

T(("zh_renovation_contract", r"""
家庭居室装饰装修工程施工合同（节选）   合同编号：⟪reference|ZS-2026-0217⟫
发包方（甲方）：⟦PERSON|黄丽⟧    身份证号：⟦IDCARD|$cn_id_16⟧
联系电话：⟦PHONE|135 1026 7733⟧
工程地址：⟦ADDRESS|广州市天河区天河北路233号中信广场住宅B栋1807房⟧
承包方（乙方）：广州匠心装饰工程有限公司   项目经理：⟦PERSON|罗师傅⟧（⟦PERSON|罗建华⟧）
第三条 工程价款：本工程合同总价为人民币⟦AMOUNT|186,000元⟧（大写：⟦AMOUNT|壹拾捌万陆仟元整⟧）。
第四条 付款方式：合同签订后三日内甲方支付首期款⟦AMOUNT|55,800元⟧（30%）……
附件一 主材报价：东鹏瓷砖 800×800 ⟪price|¥128/片⟫；多乐士乳胶漆 ⟪price|¥699/桶⟫
门锁临时密码（施工期间）：⟦PASSWORD|180725⟧，竣工后由甲方自行修改。
"""))

T(("zh_plumber_work_order", r"""
【58到家】维修工单 #⟪order_id|WX260212-3317⟫
服务类型：卫生间漏水 / 马桶水箱更换
客户：⟦PERSON|赵先生⟧  ⟪masked_phone|152****0417⟫→已授权查看完整号码 ⟦PHONE|15221830417⟧
地址：⟦ADDRESS|上海市徐汇区漕溪北路398号汇智大厦公寓12楼1203室⟧
上门时间：⟪timestamp|2月12日 14:00-16:00⟫
师傅：⟦PERSON|张师傅⟧（工号 ⟪reference|SH-0881⟫）
备注：小区门禁 ⟦PASSWORD|#1203#6688⟧，家里有老人，⟦MEDICAL|老人行动不便⟧请耐心
费用：上门费⟪price|30元⟫，水箱配件⟪price|168元⟫，人工⟪price|120元⟫
客户实付：⟦AMOUNT|318元⟧（微信支付，尾号 ⟪id_tail|0417⟫ 的账户）
"""))

T(("zh_cleaning_booking", r"""
【家政预约确认】洁家帮 订单 ⟪order_id|JJB-20260214-0562⟫
服务：深度保洁 4小时（⟪price|45元/小时⟫）+ 擦玻璃
客户：⟦PERSON|吴敏⟧女士  ⟦PHONE|137 6102 4588⟧
地址：⟦ADDRESS|杭州市西湖区文三路478号华星时代广场2幢1506室⟧
保洁阿姨：⟦PERSON|李阿姨⟧（⟦PERSON|李秀英⟧，健康证编号 ⟪reference|JK330106-2291⟫）
入户方式：门口密码锁，密码 ⟦PASSWORD|250814⟧（客户本人出差，授权保洁员入户）
特别说明：家里猫咪"年糕"怕生，请勿开阳台门；主卧不需要打扫
应付金额：⟦AMOUNT|¥210.00⟧  优惠券 -⟪price|¥20⟫  实付 ⟦AMOUNT|¥190.00⟧
"""))

T(("zh_reporter_interview_notes", r"""
采访笔记（勿外传）  选题：城中村消防隐患   记录人：⟦PERSON|冯子轩⟧   ⟪date|2026.02.06⟫
受访者A：⟦PERSON|老周⟧（化名，本名⟦PERSON|周德胜⟧），出租屋二房东，电话 ⟦PHONE|18926507731⟧
  - 整栋楼住了40多户，只有一个楼梯；电动车都在一楼充电
  - 说去年火灾烧伤的租客叫⟦PERSON|阿梅⟧，⟦MEDICAL|双手二度烧伤⟧，至今没拿到赔偿，房东只给了⟦AMOUNT|2000块⟧
受访者B：街道安监办工作人员，不愿具名
  - 今年专项整治预算 ⟪price|380万元⟫（官网公开）
待核实：消防支队通报编号 ⟪case_no|深南消通〔2025〕第117号⟫
注意：⟦PERSON|阿梅⟧现住⟦ADDRESS|深圳市南山区白石洲沙河村东二坊9号⟧，只接受匿名采访
"""))

T(("zh_flu_health_article", r"""
【健康科普】流感高发季，这些误区要避开

近期全国多地进入⟪health_info|流感⟫高发期，以甲型H1N1为主。疾控专家提醒：

1. ⟪health_info|奥司他韦⟫不是"预防药"。它用于治疗，最好在出现症状后48小时内服用，需遵医嘱。
2. 感冒和流感不同。流感起病急，常伴⟪health_info|高热⟫、⟪health_info|全身肌肉酸痛⟫，老人和孕妇容易发展为⟪health_info|肺炎⟫。
3. 接种疫苗仍然有效。目前四价流感疫苗自费价格约⟪price|128元⟫，部分城市对60岁以上老人免费接种。
4. 抗生素对流感病毒无效，不要自行服用⟪health_info|阿莫西林⟫等药物。

本文仅供参考，不能代替医生诊疗。首发于⟪date|2026年1月9日⟫，阅读量⟪reference|10万+⟫。
"""))

T(("zh_game_ban_ticket", r"""
【客服工单】⟪ticket_id|GM-2026021100873⟫  类型：封号申诉  游戏：星穹战场
玩家昵称：夜猫子不睡觉    UID：⟪reference|108839271⟫
申诉内容：我没开挂！是我弟弟⟦PERSON|小宇⟧用我电脑玩的……账号是我身份证实名的，⟦PERSON|黄子韬⟧，身份证 ⟦IDCARD|$cn_id_22⟧，手机 ⟦PHONE|15800213347⟧
客服回复（客服⟦PERSON|小鹿⟧）：
您好，经核查，该账号于⟪timestamp|2026-02-10 23:41⟫在IP ⟦IP_ADDRESS|117.136.12.88⟧ 使用第三方外挂（检测规则 ⟪version|AC-7.3.2⟫），处罚为封禁7天。
另：根据防沉迷规定，账号实名人出生于2003年，属成年人，不受未成年人时长限制。
本次申诉的月卡退款 ⟦AMOUNT|30元⟧ 不予退还。
"""))

T(("zh_crypto_kyc_audit", r"""
【合规部】高级认证人工复核记录  工单 ⟪case_no|KYC-CN-260209-0441⟫
用户UID：⟪reference|77120934⟫   注册时间：⟪timestamp|2024-11-03 10:22:17⟫
姓名：⟦PERSON|林志强⟧
证件类型：居民身份证   证件号码：⟦IDCARD|$cn_id_7⟧
出生日期：⟦DATE_OF_BIRTH|1988-11-05⟧
常住地址：⟦ADDRESS|深圳市南山区粤海街道科技南十二路2号金蝶软件园B座8楼⟧
绑定手机：⟦PHONE|+86 136 3172 0519⟧
人脸比对：相似度 96.4%  通过
资金来源说明：经营收入，提供近一年流水，年入账约 ⟦AMOUNT|420万元⟧
风险提示：⟪timestamp|2026-02-08 03:12⟫ 登录IP ⟦IP_ADDRESS|103.152.220.41⟧（境外），与常用IP ⟦IP_ADDRESS|113.88.164.27⟧ 不一致
复核结论：需补充说明，暂不提升提现额度（当前⟪price|日限额 200 BTC⟫为平台标准档）
复核人：⟦PERSON|郭涛⟧
"""))

T(("zh_wallet_scam_chat", r"""
【Telegram 私聊】"币安官方客服"（诈骗号）↔ ⟦PERSON|胡小红⟧
诈骗号：您好，系统检测到您的钱包存在风险，需要验证助记词才能解冻
⟦PERSON|胡小红⟧：怎么验证？
诈骗号：把12个助记词按顺序发给我，我们后台核验
⟦PERSON|胡小红⟧：⟦SECRET|guitar honey mobile orbit salute thunder eager lamp trophy dilemma carbon winter⟧
诈骗号：收到，请稍等……
（10分钟后钱包余额 ⟦AMOUNT|8,320 USDT⟧ 被转出至 ⟪wallet_address|$eth_addr_3⟫，交易哈希 ⟪tx_hash|$tx_hash_3⟫）
——以上为受害人报警时提交的截图转录，报警回执号 ⟪case_no|浙杭公(西)受案字〔2026〕0217号⟫
"""))

T(("zh_nursing_home_care_record", r"""
颐康养老院 护理记录单   床号：⟪room_number|3-12床⟫
姓名：⟦PERSON|于秀兰⟧  性别：女  年龄：84  护理等级：二级
入院诊断：⟦MEDICAL|阿尔茨海默病（中度）⟧、⟦MEDICAL|高血压3级⟧、⟦MEDICAL|2型糖尿病⟧
长期医嘱：⟦MEDICAL|盐酸多奈哌齐片 5mg 每晚一次⟧；⟦MEDICAL|苯磺酸氨氯地平片 5mg 每日一次⟧；⟦MEDICAL|二甲双胍 0.5g 每日两次⟧
⟪timestamp|2月10日 07:30⟫ 晨间护理，空腹血糖 8.6mmol/L，已通知医生。护理员：⟦PERSON|小梁⟧
⟪timestamp|2月10日 14:20⟫ 老人诉"⟦MEDICAL|腰疼⟧"，协助翻身，皮肤完好。护理员：⟦PERSON|小梁⟧
⟪timestamp|2月10日 21:00⟫ 夜间睡眠欠佳，⟦MEDICAL|起夜三次⟧。值班：⟦PERSON|郑护士⟧
家属：女儿⟦PERSON|王芳⟧ ⟦PHONE|139 0533 2816⟧，每周六探视
本月护理费标准：⟪price|二级护理 3,800元/月⟫
"""))

T(("zh_home_nursing_order", r"""
【互联网+护理服务】订单详情  ⟪order_id|HL2602110093⟫
服务项目：上门PICC维护 + 伤口换药
患者：⟦PERSON|赵桂芳⟧  72岁  
诊断：⟦MEDICAL|乳腺癌术后化疗期⟧；⟦MEDICAL|骶尾部压疮Ⅱ期⟧
服务地址：⟦ADDRESS|成都市武侯区玉林南路15号附3号2单元6楼12号⟧
预约时间：⟪timestamp|2026-02-13 09:00⟫
联系人：儿子 ⟦PERSON|赵磊⟧ ⟦PHONE|18980071264⟧
接单护士：⟦PERSON|罗婷⟧（执业证号 ⟪reference|202151000187⟫，四川大学华西医院）
费用：服务费 ⟪price|180元⟫ + 耗材包 ⟪price|65元⟫ + 交通费 ⟪price|30元⟫
用户已支付：⟦AMOUNT|275.00元⟧
"""))

T(("zh_parking_violation_sms", r"""
【交管12123】您好，您名下车辆沪A·5K7**于⟪timestamp|2026年02月09日 10:17⟫在徐汇区衡山路（宝庆路至高安路）违反禁止停车标志，违法代码⟪reference|1039⟫，罚款⟦AMOUNT|200元⟧，记0分。请于15日内处理。车主：⟪masked_name|宋*明⟫。客服⟪reference|12123⟫。【退订回T】
---
【上海停车】⟦PERSON|宋立明⟧您好，您于⟪date|2月9日⟫在"徐汇滨江停车场"产生停车费⟦AMOUNT|36.00元⟧，已从绑定的尾号⟪masked_card|6621⟫银行卡自动扣款。当前收费标准⟪price|首小时15元，之后10元/小时⟫。
"""))

T(("zh_library_overdue_sms", r"""
【市图书馆】尊敬的读者⟦PERSON|韩梅梅⟧：您借阅的《人类简史》（索书号⟪reference|K02/342⟫）、《百年孤独》（索书号⟪reference|I775.45/12⟫）已于⟪date|2026-02-05⟫到期，目前产生逾期费⟦AMOUNT|3.20元⟧。逾期费标准为⟪price|每册每日0.10元⟫。您可登录"掌上图书馆"续借，读者证号⟪reference|3301060088213⟫，初始密码为身份证后六位（⟪id_tail|2*****⟫），如已修改请忽略。咨询电话⟦PHONE|0571-8653 1100⟧。
"""))

T(("zh_construction_permit", r"""
建筑工程施工许可证（信息公示）
编号：⟪permit_no|330106202602100101⟫
建设单位：杭州市西湖区文化广电旅游体育局
工程名称：西湖区图书馆新馆建设工程
建设地址：西湖区三墩镇振华路与紫宣路交叉口西南角
合同价格：⟪price|18,426.73万元⟫          建筑面积：⟪reference|32,108㎡⟫
施工单位：浙江恒远建设集团有限公司    项目负责人：⟦PERSON|钱国栋⟧
监理单位：杭州中信工程监理有限公司    总监理工程师：⟦PERSON|孙美玲⟧
合同工期：⟪date|2026年3月1日⟫至⟪date|2028年2月29日⟫
发证机关：杭州市西湖区住房和城乡建设局     发证日期：⟪date|2026年2月10日⟫
"""))

T(("zh_admission_notice_query", r"""
【高校本科招生】录取结果查询（截图转文字）
考生号：⟪reference|26330106150288⟫
姓名：⟦PERSON|董思远⟧
身份证号：⟦IDCARD|$cn_id_20⟧
出生日期：⟦DATE_OF_BIRTH|2005年02月08日⟧
录取院校：华东理工大学   录取专业：化学工程与工艺（卓越工程师班）
录取批次：普通类一段   投档分：⟪reference|642⟫
EMS单号：⟪tracking_number|1151328840921⟫（通知书已寄出）
学费标准：⟪price|5,500元/学年⟫，住宿费⟪price|1,200元/学年⟫
家庭经济困难学生可申请"绿色通道"，入学后资助中心电话 ⟦PHONE|021-6425 2108⟧。
"""))

T(("zh_alumni_donation_record", r"""
校友会 捐赠台账（2025年度·节选）  导出时间 ⟪timestamp|2026-01-05 16:40⟫
序号 | 捐赠人        | 届别      | 捐赠项目          | 金额          | 到账日期     | 开票
⟪reference|0117⟫ | ⟦PERSON|唐宁⟧          | 2003届化学 | 化学楼实验室改造   | ⟦AMOUNT|¥100,000.00⟧ | ⟪date|2025-04-12⟫ | 已开
⟪reference|0118⟫ | ⟦PERSON|冯子健⟧、⟦PERSON|许静⟧夫妇 | 1998届经管 | 寒门学子助学金     | ⟦AMOUNT|¥50,000.00⟧  | ⟪date|2025-06-30⟫ | 已开
⟪reference|0119⟫ | 某匿名校友    | 2010届计算机 | 校庆基金          | ¥20,000.00  | ⟪date|2025-09-09⟫ | 不需要
⟪reference|0120⟫ | ⟦PERSON|于海洋⟧        | 1989届机械 | 老教授关怀基金（给⟦PERSON|陈老师⟧治病）| ⟦AMOUNT|¥8,888.00⟧   | ⟪date|2025-11-22⟫ | 已开
备注：⟦PERSON|陈老师⟧（⟦PERSON|陈德明⟧教授）⟦MEDICAL|肺癌晚期⟧，校友自发募捐，款项直接转入其家属账户。
"""))

T(("zh_wedding_planner_feishu", r"""
【飞书群】⟦PERSON|许诺⟧&⟦PERSON|程一凡⟧ 婚礼筹备群
婚策⟦PERSON|小美⟧：两位新人好～场地定金已付，合同⟪reference|HY-0511⟫，婚期 ⟪date|5月20日⟫ 中午
⟦PERSON|许诺⟧：好的！宾客名单我更新在表格里了，还有三桌没定
婚策⟦PERSON|小美⟧：收到。外婆那边需要无障碍通道吗？
⟦PERSON|许诺⟧：要的，外婆⟦MEDICAL|中风后左侧偏瘫⟧，坐轮椅。另外伴娘⟦PERSON|阿May⟧⟦MEDICAL|花生过敏⟧，喜糖盒里别放花生
⟦PERSON|程一凡⟧：尾款多少来着
婚策⟦PERSON|小美⟧：总价 ⟦AMOUNT|68,800元⟧，已付定金 ⟦AMOUNT|20,000元⟧，尾款 ⟦AMOUNT|48,800元⟧ 婚前7天付清。套餐原价 ⟪price|78,800元⟫，已按早鸟优惠
⟦PERSON|程一凡⟧：👌 转账备注写什么
婚策⟦PERSON|小美⟧：写"许程婚礼尾款"就行
"""))

T(("zh_iit_annual_settlement", r"""
2025年度个人所得税综合所得汇算清缴 —— 代办确认单
委托人：⟦PERSON|刘洋⟧    纳税人识别号（身份证）：⟦IDCARD|$cn_id_9⟧
任职受雇单位：杭州某科技有限公司
年度收入：工资薪金 ⟦AMOUNT|268,400.00元⟧；劳务报酬 ⟦AMOUNT|36,000.00元⟧；稿酬 ⟦AMOUNT|4,800.00元⟧
专项附加扣除：子女教育（⟦PERSON|刘若溪⟧，⟪price|每月2,000元⟫标准）；住房贷款利息（⟪price|每月1,000元⟫）；赡养老人（父亲⟦PERSON|刘振华⟧，与姐姐⟦PERSON|刘晴⟧分摊）；大病医疗：本人⟦MEDICAL|甲状腺乳头状癌手术⟧自付 ⟦AMOUNT|42,300元⟧
已预缴税额：⟦AMOUNT|21,675.20元⟧   应补（退）税额：退 ⟦AMOUNT|6,138.40元⟧
退税账户：招商银行 ⟦CARD|$card_up_3⟧
代理人：⟦PERSON|方会计⟧（税务师事务所 ⟪reference|浙税师〔2019〕112号⟫）  服务费 ⟪price|300元⟫
"""))

T(("zh_bookkeeping_wecom", r"""
【企业微信】小微记账 · 客户群「⟪org_name|老王烧烤店⟫」
代账会计-⟦PERSON|阿琳⟧：⟦PERSON|王老板⟧，1月的流水我对了，有一笔⟦AMOUNT|12,000元⟧转给⟦PERSON|王丽⟧的，是工资还是借款？
⟦PERSON|王老板⟧：那是我老婆，算我拿的钱吧
代账会计-⟦PERSON|阿琳⟧：好，那记股东借款。另外店里两个服务员的工资表发我，社保基数今年最低⟪price|4,812元⟫
⟦PERSON|王老板⟧：⟦PERSON|小杨⟧ ⟦AMOUNT|4,500⟧，⟦PERSON|小何⟧ ⟦AMOUNT|4,200⟧，厨师⟦PERSON|老赵⟧ ⟦AMOUNT|7,800⟧
代账会计-⟦PERSON|阿琳⟧：收到。本月代账费⟪price|300元⟫，税局那边个体户季度增值税免征额⟪price|30万元⟫以下免税
⟦PERSON|王老板⟧：电子税务局密码我忘了，是不是⟦PASSWORD|Wang888666⟧
代账会计-⟦PERSON|阿琳⟧：别在群里发密码！！我帮您重置
"""))

T(("zh_checkup_report", r"""
美年健康 体检报告（摘要）   体检号：⟪reference|MN2602030471⟫
姓名：⟦PERSON|何雪⟧   性别：女   年龄：39   单位：晨光公益基金会（团检套餐⟪price|A套餐 899元⟫）
身份证：⟦IDCARD|$cn_id_12⟧
体检日期：⟪date|2026-02-03⟫
主要异常：
1. ⟦MEDICAL|甲状腺结节（TI-RADS 3类）⟧，建议6个月后复查彩超
2. ⟦MEDICAL|轻度脂肪肝⟧
3. ⟦MEDICAL|总胆固醇偏高 6.12mmol/L⟧
4. ⟦MEDICAL|幽门螺杆菌阳性⟧（C13呼气试验 DOB值 12.6）
总检医生：⟦PERSON|谭建平⟧   审核：⟦PERSON|邓医生⟧
报告查询：关注公众号，输入体检号及手机后四位（⟪id_tail|2816⟫）
"""))

T(("zh_discharge_summary", r"""
出院小结
科室：老年医学科   床号：⟪room_number|21床⟫   住院号：⟪reference|0028814⟫
姓名：⟦PERSON|于秀兰⟧   性别：女   年龄：84岁   入院日期：⟪date|2026-01-27⟫   出院日期：⟪date|2026-02-06⟫
入院情况：养老院送入，⟦MEDICAL|发热3天⟧、⟦MEDICAL|咳嗽咳痰⟧，既往⟦MEDICAL|阿尔茨海默病⟧、⟦MEDICAL|高血压⟧、⟦MEDICAL|2型糖尿病⟧。
出院诊断：⟦MEDICAL|社区获得性肺炎⟧；⟦MEDICAL|低钠血症⟧
出院带药：⟦MEDICAL|头孢克肟分散片 0.1g 每日两次×3天⟧；⟦MEDICAL|氨溴索口服液 10ml 每日三次⟧
出院医嘱：返回颐康养老院，注意拍背排痰，1周后复查血常规。
医保结算：总费用 ⟦AMOUNT|11,862.45元⟧，统筹支付 ⟦AMOUNT|8,940.10元⟧，个人自付 ⟦AMOUNT|2,922.35元⟧
经治医师：⟦PERSON|邱敏⟧   主任医师：⟦PERSON|彭国强⟧
"""))

T(("zh_pharmacy_sales_record", r"""
益丰大药房（文三路店） 处方药销售登记
日期        顾客         联系电话        药品名称/规格                         数量  处方来源
⟪date|02-10⟫  ⟦PERSON|吴敏⟧         ⟦PHONE|13761024588⟧     ⟦MEDICAL|左甲状腺素钠片 50μg×100片⟧            1盒   浙一医院 电子处方
⟪date|02-10⟫  ⟦PERSON|蒋红⟧         ⟦PHONE|15957183302⟧     ⟦MEDICAL|阿托伐他汀钙片 20mg×7片⟧             4盒   互联网医院
⟪date|02-11⟫  ⟦PERSON|陆建新⟧       ⟦PHONE|13906510077⟧     ⟦MEDICAL|硝苯地平控释片 30mg×7片⟧             2盒   社区卫生服务中心
店内活动：⟪drug_ad|999感冒灵颗粒⟫ 第二盒半价，⟪price|原价19.8元⟫；会员日全场9.5折
执业药师：⟦PERSON|沈丽华⟧（注册证 ⟪reference|ZY00332101⟫）
"""))

T(("zh_drug_advert", r"""
【广告】⟪drug_ad|安神补脑液⟫ 新春特惠

失眠多梦？记忆力下降？⟪drug_ad|安神补脑液⟫采用传统配方，适用于神经衰弱、头晕乏力等。
规格：10ml×10支   零售价 ⟪price|¥39.80⟫   两盒装 ⟪price|¥69.00⟫
配合⟪drug_ad|维生素B族片⟫效果更佳。
国药准字 ⟪reference|Z21021021⟫   广告审查批准文号：⟪reference|辽药广审（文）第250316-00891号⟫
请按药品说明书或在药师指导下购买和使用。孕妇慎用。
活动时间：⟪date|2026年1月15日⟫—⟪date|2月28日⟫   全国连锁药店有售
"""))

T(("zh_esports_signup_sheet", r"""
2026 城市电竞联赛（王者荣耀项目）线下赛 报名信息表
战队名：南山夜鸦    报名编号：⟪reference|CSL-SZ-0412⟫    报名费：⟪price|500元/队⟫
位置 | 游戏ID        | 真实姓名 | 身份证号                | 手机          | 备注
队长 | 夜鸦丶阿杰    | ⟦PERSON|梁晨⟧     | ⟦IDCARD|$cn_id_17⟧      | ⟦PHONE|13723456190⟧  |
中单 | 夜鸦丶Lucky   | ⟦PERSON|邹嘉乐⟧   | ⟦IDCARD|$cn_id_4⟧       | ⟦PHONE|13828800462⟧  | 
射手 | 夜鸦丶小朋友  | ⟦PERSON|钟宇航⟧   | ⟦IDCARD|$cn_id_11⟧      | ⟦PHONE|15013675520⟧  | 替补：⟦PERSON|钟伟⟧
说明：比赛日 ⟪date|3月14日⟫，场馆：⟪place|南山区文体中心⟫ B2 电竞馆；未满18周岁选手须监护人签字。
"""))

T(("zh_esports_player_contract", r"""
电子竞技职业选手服务合同（摘录）
甲方：深圳夜鸦电子竞技俱乐部有限公司
乙方（选手）：⟦PERSON|梁晨⟧   游戏ID：阿杰   身份证号：⟦IDCARD|$cn_id_17⟧
联系地址：⟦ADDRESS|广东省深圳市福田区华强北路1002号赛格广场公寓2406⟧
第五条 薪酬：甲方每月向乙方支付税前基本工资人民币⟦AMOUNT|15,000元⟧，签约奖金⟦AMOUNT|50,000元⟧于合同生效后30日内支付。
第六条 赛事奖金：乙方按俱乐部奖金分配办法分得奖金的⟪percentage|60%⟫。
第九条 违约金：乙方单方解约的，应向甲方支付违约金⟦AMOUNT|300,000元⟧。
第十二条 健康：乙方如实告知，其患有⟦MEDICAL|腱鞘炎（右手腕）⟧，甲方安排每周两次康复理疗。
乙方工资卡：⟦CARD|$card_up_2⟧（平安银行）
签署日期：⟪date|2026年1月6日⟫
"""))

T(("zh_game_server_log", r"""
[⟪timestamp|2026-02-11 22:03:17.482⟫] [INFO ] [login] uid=⟪reference|30087712⟫ 登录成功 ip=⟦IP_ADDRESS|223.104.65.11⟧ 渠道=华为 版本=⟪version|3.12.0⟫
[⟪timestamp|2026-02-11 22:03:18.001⟫] [WARN ] [anti-addiction] uid=⟪reference|30087712⟫ 实名信息：⟦PERSON|钟宇航⟧ 身份证 ⟦IDCARD|$cn_id_11⟧ 判定为成年
[⟪timestamp|2026-02-11 22:05:40.330⟫] [INFO ] [pay] uid=⟪reference|30087712⟫ 充值 ⟦AMOUNT|648元⟧ 订单 ⟪order_id|P202602112205409981⟫ 商品 至尊礼包(⟪price|¥648⟫)
[⟪timestamp|2026-02-11 22:06:02.118⟫] [ERROR] [gm] GM后台登录失败 user=⟦PERSON|zhangwei⟧ ip=⟦IP_ADDRESS|10.18.3.77⟧ 密码错误：⟦PASSWORD|Zw@gm2025!⟧
[⟪timestamp|2026-02-11 22:06:05.900⟫] [INFO ] [health] 探针 ⟪doc_ip|127.0.0.1⟫:⟪port|8081⟫ ok
"""))

T(("zh_newsroom_dingtalk", r"""
【钉钉】《都市晨报》深度部 工作群
⟦PERSON|邵主任⟧：明天的稿子谁跟？城中村消防那篇法务还没过
⟦PERSON|冯子轩⟧：我跟。受访人⟦PERSON|阿梅⟧同意用化名，照片打码
⟦PERSON|邵主任⟧：赔偿金额核实了吗？
⟦PERSON|冯子轩⟧：核实了，房东给了⟦AMOUNT|2000元⟧，她医药费花了⟦AMOUNT|3万多⟧，有票据
⟦PERSON|田甜⟧：我这边约到了街道办副主任⟦PERSON|蔡永平⟧，⟪timestamp|周四下午三点⟫，在⟪place|沙河街道办⟫三楼
⟦PERSON|邵主任⟧：好。稿费标准照旧 ⟪price|千字300⟫，特稿另算
⟦PERSON|冯子轩⟧：收到 👌
"""))

T(("zh_freelance_fee_sheet", r"""
《都市晨报》2026年1月 外稿稿费发放表（财务部）
序号 姓名     身份证号                 开户行及卡号                                稿件                      金额（税前）
1   ⟦PERSON|田甜⟧     ⟦IDCARD|$cn_id_15⟧       工商银行 ⟦CARD|$card_up_4⟧        《老街的最后一家书店》       ⟦AMOUNT|1,800.00⟧
2   ⟦PERSON|蔡小北⟧   ⟦IDCARD|$cn_id_19⟧       建设银行 ⟦CARD|$card_up_5⟧          图片 6 张                  ⟦AMOUNT|900.00⟧
代扣个税按劳务报酬⟪price|800元⟫起征；本月合计2,700.00元。
制表：⟦PERSON|孔会计⟧   审核：⟦PERSON|邵主任⟧   日期：⟪date|2026-02-10⟫
"""))

T(("zh_tw_visa_entry_permit", r"""
臺灣地區入出境許可申請 —— 旅行社代辦資料核對（繁體）
申請人：⟦PERSON|陳怡君⟧（⟦PERSON|CHEN YI-CHUN⟧）
國民身分證統一編號：⟦NATIONAL_ID|$nid_tw_3⟧
出生日期：⟦DATE_OF_BIRTH|民國78年3月15日⟧
護照號碼：⟦PASSPORT|312874590⟧
戶籍地址：⟦ADDRESS|臺北市大安區忠孝東路四段216巷8號3樓⟧
聯絡電話：⟦PHONE|0912-345-678⟧
同行：配偶 ⟦PERSON|林俊宏⟧ ⟦NATIONAL_ID|$nid_tw_2⟧
規費：⟪price|新臺幣 600元⟫；代辦服務費 ⟪price|NT$ 800⟫   收件編號 ⟪reference|TW-2602-0177⟫
承辦人：⟦PERSON|黃小姐⟧
"""))

T(("zh_hk_charity_donor_form", r"""
樂施扶幼會 每月捐款授權表格（香港）
捐款人姓名（中文）：⟦PERSON|梁詠欣⟧   英文：⟦PERSON|LEUNG Wing Yan⟧
香港身份證號碼：⟦NATIONAL_ID|$nid_hk_1⟧（只用作申請扣稅收據）
地址：⟦ADDRESS|香港九龍旺角彌敦道688號旺角中心第一期12樓B室⟧
手提電話：⟦PHONE|9123 4567⟧     電郵：⟦EMAIL|wingyan.leung@yahoo.com.hk⟧
每月捐款：⟦AMOUNT|HK$300⟧（自動轉賬）   銀行：滙豐  帳戶尾號 ⟪masked_card|838⟫
捐款滿⟪price|HK$100⟫可申請扣稅。   表格編號 ⟪reference|OX-HK-77120⟫
"""))

T(("zh_travel_call_transcript", r"""
【通话录音转写】途远国旅客服中心  坐席：⟦PERSON|小陶⟧（工号⟪reference|8021⟫）  时长 06:12  ⟪timestamp|2026-02-09 15:31⟫
坐席：您好，途远国旅，请问有什么可以帮您？
客户：你好，我想把三亚那个团的尾款付了，订单⟪order_id|TY20260405-1172⟫。
坐席：好的，请问您是⟦PERSON|邓丽萍⟧女士本人吗？
客户：对，是我。
坐席：尾款是⟦AMOUNT|7,460元⟧，您用信用卡是吧？请报一下卡号。
客户：⟦CARD|$card_up_3⟧。
坐席：有效期和卡背面三位安全码？
客户：有效期⟪card_expiry|09/28⟫，安全码⟦CVV|736⟧。
坐席：好的，已经扣款成功，稍后会有短信，验证码是⟪otp_code|551208⟫，请勿告诉他人。另外提醒您，三亚线的单房差是⟪price|1,280元⟫。
客户：好的谢谢。
"""))

T(("zh_exchange_withdrawal_email", r"""
发件人：币途交易所 <⟦EMAIL|no-reply@bitu-exchange.com⟧>
收件人：⟦EMAIL|lihaoran1990@qq.com⟧
主题：【风控提醒】您的提币申请已暂缓处理

尊敬的用户 ⟦PERSON|李浩然⟧：

您于 ⟪timestamp|2026-02-12 01:14:33 (UTC+8)⟫ 提交的提币申请（⟦AMOUNT|3.5 ETH⟧，提币地址 ⟪wallet_address|$eth_addr_1⟫）因以下原因暂缓处理：
· 登录IP ⟦IP_ADDRESS|45.137.21.90⟧ 与常用地区不符
· 24小时内修改过资金密码
如为本人操作，请在App内完成人脸识别；如非本人操作，请立即冻结账户。
当前ETH提币手续费为 ⟪price|0.0015 ETH⟫，单笔最小提币数量 ⟪price|0.01 ETH⟫。
本邮件验证码：⟪otp_code|740916⟫（10分钟内有效）
"""))

T(("zh_urban_admin_penalty", r"""
行政处罚决定书
⟪case_no|杭西城执罚决字〔2026〕第000317号⟫
当事人：⟦PERSON|潘国庆⟧   性别：男   身份证号码：⟦IDCARD|$cn_id_14⟧
住址：⟦ADDRESS|杭州市西湖区古荡新村东区12幢3单元501室⟧
经查，当事人于⟪date|2026年1月22日⟫在文三路与学院路交叉口东北侧人行道上擅自占道摆摊经营（销售烤红薯），经责令改正后拒不改正。
依据《浙江省城市市容和环境卫生管理条例》相关规定，决定对当事人处以罚款人民币⟦AMOUNT|贰佰元整（¥200）⟧。
当事人应自收到本决定书之日起十五日内，到指定银行缴纳罚款。
杭州市西湖区综合行政执法局
⟪date|二〇二六年二月三日⟫
"""))

T(("zh_meal_subsidy_list", r"""
古荡街道 2026年2月 老年助餐补贴发放名单（公示版）
序号 姓名     年龄  身份证后四位   补贴类别         补贴金额
1    ⟦PERSON|潘阿婆⟧（⟦PERSON|潘秀珍⟧）  87   ⟪id_tail|0421⟫           高龄+独居        ⟦AMOUNT|150元⟧
2    ⟦PERSON|徐根宝⟧   79   ⟪id_tail|0887⟫           低保              ⟦AMOUNT|200元⟧
3    ⟦PERSON|蒋美娣⟧   91   ⟪id_tail|1022⟫           高龄              ⟦AMOUNT|100元⟧
补贴标准：80周岁以上⟪price|每人每餐补贴3元⟫，低保、特困老人另加⟪price|50元/月⟫。
公示期：⟪date|2月10日⟫至⟪date|2月16日⟫，如有异议请致电街道民政科 ⟦PHONE|0571-8519 2261⟧。
"""))

T(("zh_will_document", r"""
遗   嘱
立遗嘱人：⟦PERSON|彭淑贞⟧，女，⟦DATE_OF_BIRTH|1941年9月9日⟧出生，身份证号码：⟦IDCARD|$cn_id_13⟧，住⟦ADDRESS|广西南宁市青秀区民族大道99号1栋2单元601室⟧。
本人因年事已高，患有⟦MEDICAL|冠心病⟧，为避免身后子女发生纠纷，在头脑清醒的情况下立此遗嘱：
一、位于上述地址的房产一套，由女儿⟦PERSON|韦丽娟⟧继承；
二、本人在中国工商银行的存款（截至⟪date|2026年1月⟫余额约⟦AMOUNT|人民币32万元⟧），由儿子⟦PERSON|韦国华⟧与女儿⟦PERSON|韦丽娟⟧平均继承；
三、本人每月养老金⟦AMOUNT|3,860元⟧，去世后如有结余，用于支付颐康养老院欠费。
见证人：⟦PERSON|蒙律师⟧（广西某律师事务所，执业证号⟪reference|14501201810226341⟫）
立遗嘱人签字：⟦PERSON|彭淑贞⟧   ⟪date|2026年2月2日⟫
"""))

T(("zh_grad_interview_list", r"""
2026年硕士研究生招生复试名单（化学工程学院）
考生编号           姓名     初试总分  身份证号（脱敏）           复试时间
⟪reference|102516000012345⟫  ⟦PERSON|蒋一鸣⟧   ⟪reference|386⟫      ⟪id_tail|3301**********1517⟫        ⟪timestamp|3月25日 8:30⟫
⟪reference|102516000012377⟫  ⟦PERSON|白雨桐⟧   ⟪reference|371⟫      ⟪id_tail|4101**********0026⟫        ⟪timestamp|3月25日 9:10⟫
⟪reference|102516000012490⟫  ⟦PERSON|欧阳澜⟧   ⟪reference|365⟫      ⟪id_tail|4301**********2243⟫        ⟪timestamp|3月25日 9:50⟫
复试费：⟪price|100元/人⟫，请于⟪date|3月20日⟫前在研招系统缴纳。
注：考生⟦PERSON|白雨桐⟧已申请⟦MEDICAL|听力障碍⟧合理便利，面试时安排字幕。
联系人：研究生秘书 ⟦PERSON|任老师⟧ ⟦EMAIL|yjs_hg@ecust-example.edu.cn⟧
"""))

T(("zh_electrician_wechat", r"""
【微信】电工⟦PERSON|小刘⟧ ⇄ 业主 ⟦PERSON|周女士⟧
⟦PERSON|周女士⟧：⟦PERSON|刘师傅⟧，厨房一开烤箱就跳闸
电工⟦PERSON|小刘⟧：可能是漏保坏了或者线路老化，我下午过去看看。地址发我
⟦PERSON|周女士⟧：⟦ADDRESS|南京市玄武区北京东路71号东方城小区17栋2单元803⟧，我不在家，门锁密码⟦PASSWORD|0 9 1 2 8 3⟧
电工⟦PERSON|小刘⟧：好。换漏保的话材料⟪price|85元⟫，上门加人工⟪price|150元⟫
——⟪timestamp|16:42⟫——
电工⟦PERSON|小刘⟧：搞定了，是烤箱插座接线烧了，顺便换了个公牛16A插座（⟪price|39元⟫）。一共⟦AMOUNT|260元⟧
⟦PERSON|周女士⟧：[转账] ⟦AMOUNT|¥260.00⟧
"""))

T(("zh_volunteer_hours_certificate", r"""
志愿服务时长证明                                    证明编号：⟪reference|ZYFW-2026-00418⟫
兹证明 ⟦PERSON|白雨桐⟧ 同学（身份证号：⟦IDCARD|$cn_id_21⟧），自⟪date|2023年9月⟫至⟪date|2025年12月⟫在我会"无声课堂"听障儿童陪伴项目累计参与志愿服务 ⟪reference|326⟫ 小时，服务认真负责，特此证明。
（信息以"志愿汇"平台记录为准，平台志愿者编号 ⟪reference|V3301060012877⟫）
项目联系人：⟦PERSON|付晓燕⟧  ⟦PHONE|021-5830 6612⟧
上海市浦东新区阳光助残志愿者协会（盖章）
⟪date|2026年1月8日⟫
"""))

T(("zh_lawyer_demand_letter", r"""
律 师 函
⟪reference|（2026）浙杭律函字第0209号⟫
致：⟦PERSON|孙建伟⟧先生
地址：⟦ADDRESS|浙江省杭州市拱墅区莫干山路100号耀江国际大厦A座1502室⟧
浙江某律师事务所接受⟦PERSON|吴敏⟧女士（以下简称"委托人"）委托，就您拖欠装修工程款事宜，郑重致函如下：
一、⟪date|2025年6月12日⟫，委托人与您签订《房屋装修施工合同》，约定工程款⟦AMOUNT|人民币128,000元⟧。
二、委托人已按约完成施工，您仅支付⟦AMOUNT|60,000元⟧，尚欠⟦AMOUNT|68,000元⟧至今未付。
三、请您于收到本函之日起七日内将欠款支付至委托人账户：⟦CARD|$card_up_4⟧（户名：⟦PERSON|吴敏⟧）。
逾期未付，本所将依法提起诉讼，由此产生的诉讼费（按标准约⟪price|1,500元⟫）、律师费等均由您承担。
承办律师：⟦PERSON|钱律师⟧  ⟦PHONE|0571-8702 3355⟧
"""))

T(("zh_tax_notice", r"""
国家税务总局杭州市西湖区税务局
税务事项通知书
⟪case_no|杭西税通〔2026〕1187号⟫
纳税人名称：⟦PERSON|刘洋⟧
纳税人识别号：⟦IDCARD|$cn_id_9⟧
事项：经审核，你2025年度个人所得税综合所得汇算清缴申请退税⟦AMOUNT|6,138.40元⟧，符合退税条件，已于⟪date|2026年3月5日⟫办理退库，退至你登记的账户（尾号⟪masked_card|6914⟫）。
如有疑问，请拨打纳税服务热线⟪reference|12366⟫。
⟪date|2026年3月6日⟫
"""))

T(("zh_wedding_gift_ledger", r"""
喜事礼簿（⟦PERSON|许诺⟧ & ⟦PERSON|程一凡⟧ 婚宴 ⟪date|2026.05.20⟫ 丽思卡尔顿·宴会厅）
姓名          关系        礼金        备注
⟦PERSON|程大伟⟧       新郎叔叔    ⟦AMOUNT|2,000⟧       
⟦PERSON|许建国⟧、⟦PERSON|周丽⟧   新娘父母同事  ⟦AMOUNT|1,000⟧       
⟦PERSON|阿May⟧         伴娘        ⟦AMOUNT|888⟧         另送礼物
⟦PERSON|胖哥⟧（⟦PERSON|杜海⟧） 新郎大学室友  ⟦AMOUNT|1,314⟧       微信转账
合计：⟦AMOUNT|5,202元⟧（截至⟪timestamp|13:40⟫）
宴会标准：⟪price|6,888元/桌⟫ × 28桌
"""))

T(("zh_smart_band_alert_sms", r"""
【安心守护】紧急告警：您关注的老人⟦PERSON|潘秀珍⟧（设备号⟪reference|AX-88102771⟫）于⟪timestamp|02-11 06:48⟫检测到疑似跌倒，当前心率 118 次/分，位置：⟦ADDRESS|杭州市西湖区古荡新村东区7幢2单元101室⟧附近。已同步通知社区网格员⟦PERSON|小邵⟧（⟦PHONE|138 5717 2290⟧）。回复1确认收到。服务费⟪price|19.9元/月⟫将于⟪date|3月1日⟫自动续费。
"""))

T(("zh_caregiver_agency_chat", r"""
【微信】安康护工中介 ⟦PERSON|何姐⟧ ↔ 家属 ⟦PERSON|韦国华⟧
⟦PERSON|何姐⟧：⟦PERSON|韦先生⟧，给您母亲找的护工是⟦PERSON|蒙阿姨⟧，做了8年，会鼻饲和翻身
⟦PERSON|韦国华⟧：我妈⟦MEDICAL|心衰⟧加上⟦MEDICAL|老年痴呆⟧，晚上闹，要能住家的
⟦PERSON|何姐⟧：住家的，⟦AMOUNT|7,500一个月⟧，过年期间三倍。市场价一般⟪price|6,500到8,000⟫
⟦PERSON|韦国华⟧：行。阿姨身份证发我看一下
⟦PERSON|何姐⟧：⟦PERSON|蒙桂兰⟧ ⟦IDCARD|$cn_id_18⟧，健康证也有
⟦PERSON|韦国华⟧：中介费多少
⟦PERSON|何姐⟧：一次性⟪price|800元⟫，签约当天付
"""))

T(("zh_family_doctor_contract", r"""
家庭医生签约服务协议（居民联）   签约编号：⟪reference|JT-330106-2026-008812⟫
签约居民：⟦PERSON|蒋美娣⟧    性别：女   出生日期：⟦DATE_OF_BIRTH|1935-04-02⟧
联系电话：⟦PHONE|0571-8805 3419⟧（家属 ⟦PERSON|蒋志刚⟧ ⟦PHONE|13605818844⟧）
居住地址：⟦ADDRESS|杭州市西湖区古荡新村西区3幢1单元202室⟧
健康情况：⟦MEDICAL|高血压⟧、⟦MEDICAL|骨质疏松⟧、⟦MEDICAL|白内障术后⟧；⟦MEDICAL|青霉素过敏⟧
签约服务包：老年人基础包（⟪price|120元/年⟫，医保基金支付⟪price|100元⟫，个人支付⟪price|20元⟫）
家庭医生团队：⟦PERSON|黄医生⟧（全科）、⟦PERSON|陆护士⟧
签约日期：⟪date|2026年1月15日⟫   有效期一年
"""))

T(("zh_online_consultation", r"""
【互联网医院】图文问诊记录   问诊单号 ⟪reference|WZ2602100331⟫
患者：⟦PERSON|欧阳澜⟧  女  24岁
主诉：⟦MEDICAL|反复心慌、失眠2个月⟧，最近考研复试压力大
既往史：⟦MEDICAL|焦虑症⟧（2024年诊断），曾服⟦MEDICAL|舍曲林 50mg⟧，已自行停药半年
医生（⟦PERSON|邹医生⟧，精神科主治医师）：建议线下复诊评估，可先做⟦MEDICAL|甲状腺功能⟧检查排除甲亢。如出现持续情绪低落、自伤想法，请立即就医或拨打心理援助热线⟪reference|12356⟫。
处方：⟦MEDICAL|酒石酸唑吡坦片 5mg 睡前 ×7片⟧
问诊费：⟪price|39元⟫（患者已支付 ⟦AMOUNT|39.00元⟧）
"""))

T(("zh_scholarship_publicity", r"""
关于2025—2026学年国家奖学金拟推荐人选的公示
经学院评审委员会评审，拟推荐以下同学获得国家奖学金（奖励标准⟪price|10,000元/人⟫）：
⟦PERSON|蒋一鸣⟧（化工2201班，学号⟪reference|22011203⟫）
⟦PERSON|白雨桐⟧（化工2202班，学号⟪reference|22011241⟫）
⟦PERSON|欧阳澜⟧（应化2201班，学号⟪reference|22013309⟫）
公示期为⟪date|2025年10月20日⟫至⟪date|10月26日⟫。如有异议，请向学院学生工作办公室反映，联系人：⟦PERSON|任老师⟧，电话 ⟦PHONE|021-6425 3317⟧，邮箱 ⟦EMAIL|xgb_hg@ecust-example.edu.cn⟧。
化学工程学院  ⟪date|2025年10月19日⟫
"""))

T(("zh_admissions_hotline_log", r"""
招生咨询热线 通话记录（⟪date|2026-02-09⟫ 值班：⟦PERSON|任老师⟧）
#⟪reference|017⟫ ⟪timestamp|10:12⟫ 来电 ⟦PHONE|139 5812 0647⟧  家长⟦PERSON|欧阳先生⟧：孩子⟦PERSON|欧阳嘉禾⟧今年高考，问强基计划报名条件；孩子有⟦MEDICAL|色弱⟧，能否报化学类专业？→ 答：⟦MEDICAL|色弱⟧限报部分专业，化学类不受限，以招生章程为准。
#⟪reference|018⟫ ⟪timestamp|10:40⟫ 来电 ⟪masked_phone|186****3321⟫  匿名，问中外合作办学学费 → ⟪price|每学年68,000元⟫
#⟪reference|019⟫ ⟪timestamp|11:05⟫ 来电 ⟦PHONE|0571-8821 4470⟧  高中老师⟦PERSON|李卫东⟧，咨询综合评价招生校测时间 → ⟪date|6月28日⟫
"""))

T(("zh_audit_confirmation_letter", r"""
银行询证函（节选）
编号：⟪reference|SJ-2026-HY-0042⟫
中国建设银行杭州西湖支行：
本公司聘请的杭州信诚会计师事务所正在对本公司2025年度财务报表进行审计……
1. 银行存款：账户名称 杭州晨光公益基金会，账号 ⟪reference|33050161************0418⟫，币种 人民币，余额 ⟪price|4,218,660.35⟫
2. 银行借款：无
……
审计项目负责人：⟦PERSON|方志远⟧ 注册会计师   联系电话 ⟦PHONE|0571-8706 9921⟧
被审计单位经办人：⟦PERSON|何雪⟧   ⟪date|2026年2月5日⟫
"""))

T(("zh_decoration_acceptance", r"""
装修工程竣工验收单   合同编号：⟪reference|ZS-2026-0217⟫
业主：⟦PERSON|黄丽⟧   工程地址：⟦ADDRESS|广州市天河区天河北路233号中信广场住宅B栋1807房⟧
验收日期：⟪date|2026年4月30日⟫
验收项目：水电 ✔  防水（闭水48h）✔  瓷砖空鼓率 <5% ✔  墙面 ✔  门窗 △（主卧门合页需调整）
增项结算：厨房加装净水器 ⟦AMOUNT|1,280元⟧；阳台加装晾衣架 ⟦AMOUNT|680元⟧
尾款：⟦AMOUNT|37,200元⟧（含增项），质保金⟦AMOUNT|5,580元⟧一年后退还
业主签字：⟦PERSON|黄丽⟧   项目经理签字：⟦PERSON|罗建华⟧
温馨提示：入住前建议做甲醛检测，本公司合作检测机构⟪price|298元/套⟫
"""))

T(("zh_exchange_support_ticket", r"""
【工单】⟪ticket_id|#T2602120091⟫  账户被盗申诉   优先级：高
用户：⟦PERSON|李浩然⟧   UID ⟪reference|55120883⟫   绑定邮箱 ⟦EMAIL|lihaoran1990@qq.com⟧
用户描述：我昨晚点了一个"空投领取"链接，输入了谷歌验证器的密钥 ⟦SECRET|$totp_2⟧，早上发现⟦AMOUNT|1.2 BTC⟧被提走了！！
客服⟦PERSON|Kiko⟧：您好，已冻结账户。链上记录显示资金于⟪timestamp|02:47⟫转出至 ⟪wallet_address|bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh⟫（已标记为风险地址）。请勿再泄露任何密钥。我们会配合公安机关调查，请尽快报警并提供回执。
"""))

T(("zh_otc_appeal", r"""
【C2C申诉】订单号 ⟪order_id|C2C-2026021188301⟫   买家：⟦PERSON|邱伟⟧   卖家：商家"闪电承兑"
买家陈述：我已通过银行卡（⟦CARD|$card_up_9⟧）转账⟦AMOUNT|¥14,600.00⟧给卖家实名账户⟪masked_name|陶某某⟫，备注了订单号，卖家一直不放币（⟦AMOUNT|2,000 USDT⟧）。
卖家陈述：未收到款。
平台处理：已要求卖家上传近2小时银行流水。当前参考价⟪price|7.30 CNY/USDT⟫。
处理人：⟦PERSON|阿Ken⟧   ⟪timestamp|2026-02-11 20:33⟫
"""))

T(("zh_game_minor_refund", r"""
未成年人充值退款申请书
游戏名称：星穹战场     游戏账号：⟪reference|30087756⟫
申请人（监护人）：⟦PERSON|钟伟⟧     身份证号：⟦IDCARD|$cn_id_19⟧     手机：⟦PHONE|150 1367 5521⟧
未成年人：⟦PERSON|钟小宇⟧，⟦DATE_OF_BIRTH|2014年6月3日⟧出生，就读于南山区某小学四年级
情况说明：孩子趁我熟睡时用我的手机人脸识别，于⟪date|1月20日⟫至⟪date|1月29日⟫间在游戏内累计充值⟦AMOUNT|12,318元⟧（共37笔，最大单笔⟪price|648元⟫档位）。
附件：户口本、充值记录截图、孩子作息证明
游戏运营方联系邮箱：⟦EMAIL|refund@xingqiong-game.com⟧
"""))

T(("zh_news_correction", r"""
更正启事
本报⟪date|2月7日⟫A05版《城中村里的"火焰伤痕"》一文中，误将受访者家属姓名"⟦PERSON|周德胜⟧"写为"⟦PERSON|周德生⟧"，并将其所获赔偿金额"⟦AMOUNT|2000元⟧"误写为"⟦AMOUNT|20000元⟧"。特此更正，并向当事人及读者致歉。
本报读者热线：⟪reference|96068⟫（全天）
《都市晨报》编辑部  ⟪date|2026年2月9日⟫
"""))

T(("zh_reporter_credential_form", r"""
新闻记者证申领登记表（内部初审）
姓名：⟦PERSON|田甜⟧        性别：女      民族：汉
出生日期：⟦DATE_OF_BIRTH|1990-01-01⟧   身份证号：⟦IDCARD|$cn_id_15⟧
学历：硕士（新闻学）     从业年限：8年
现住址：⟦ADDRESS|深圳市福田区莲花路2028号景田北六街3栋1804⟧
个人邮箱：⟦EMAIL|tiantian_news@126.com⟧
参加岗位培训：✔ ⟪date|2025年11月⟫ 证书号 ⟪reference|GD-XWPX-2025-0771⟫
审核意见：符合条件，拟报送。     审核人：⟦PERSON|邵主任⟧
"""))

T(("zh_migrant_wage_sheet", r"""
农民工工资发放表（2026年1月）   项目：西湖区图书馆新馆建设工程   施工单位：浙江恒远建设集团有限公司
序号 姓名     工种   身份证号                 出勤  日工资    应发        银行卡号（工资专户代发）
1    ⟦PERSON|韦大勇⟧   钢筋工 ⟦IDCARD|$cn_id_10⟧       26    ⟪price|380⟫       ⟦AMOUNT|9,880.00⟧    ⟦CARD|$card_up_6⟧
2    ⟦PERSON|覃小军⟧   木工   ⟦IDCARD|$cn_id_5⟧        24    ⟪price|420⟫       ⟦AMOUNT|10,080.00⟧   ⟦CARD|$card_up_7⟧
3    ⟦PERSON|黎春花⟧   杂工   ⟦IDCARD|$cn_id_8⟧        22    ⟪price|260⟫       ⟦AMOUNT|5,720.00⟧    ⟦CARD|$card_up_8⟧
劳务员：⟦PERSON|钱国栋⟧（代）  制表日期：⟪date|2026-02-05⟫
本表按《保障农民工工资支付条例》公示，发放日期 ⟪date|2026-02-10⟫。
"""))

T(("zh_site_accident_report", r"""
生产安全事故快报
报告单位：浙江恒远建设集团有限公司 西湖区图书馆项目部      报告时间：⟪timestamp|2026-02-09 16:20⟫
事故发生时间：⟪timestamp|2026-02-09 14:35⟫     地点：3号楼北侧基坑
事故简要经过：木工⟦PERSON|覃小军⟧在拆除模板时被坠落的钢管砸中，造成⟦MEDICAL|左锁骨骨折⟧、⟦MEDICAL|头皮裂伤（缝合6针）⟧，现于浙大二院住院治疗，生命体征平稳。
伤者身份证号：⟦IDCARD|$cn_id_5⟧   家属联系人：⟦PERSON|覃妹⟧ ⟦PHONE|17707716630⟧
已垫付医疗费：⟦AMOUNT|18,000元⟧
报告人：安全员⟦PERSON|诸葛明⟧ ⟦PHONE|13958071129⟧
"""))

T(("zh_hk_care_home_admission", r"""
安老院入住申請表（繁體）   檔案編號 ⟪reference|EH-2602-044⟫
申請人：⟦PERSON|陳少芬⟧    性別：女    出生日期：⟦DATE_OF_BIRTH|1938年11月30日⟧
香港身份證號碼：⟦NATIONAL_ID|$nid_hk_2⟧
現住址：⟦ADDRESS|香港新界沙田禾輋邨豐和樓14樓1407室⟧
健康狀況：⟦MEDICAL|柏金遜症⟧、⟦MEDICAL|糖尿病⟧（需每日注射⟦MEDICAL|胰島素 12單位⟧）、⟦MEDICAL|失禁⟧
緊急聯絡人：兒子 ⟦PERSON|何志明⟧ ⟦PHONE|6123 8890⟧   ⟦EMAIL|chiming.ho@gmail.com⟧
院舍收費：雙人房 ⟪price|每月HK$13,800⟫（包膳食）
入住按金：⟦AMOUNT|HK$27,600⟧ 已由⟦PERSON|何志明⟧先生繳付（收據 ⟪reference|R-88213⟫）
"""))

T(("zh_tw_wedding_consultant", r"""
【LINE】囍事顧問 ⟦PERSON|Vivian⟧ ↔ 新娘 ⟦PERSON|吳佩珊⟧
⟦PERSON|Vivian⟧：⟦PERSON|佩珊⟧～宴客廳確認是⟪place|典華 繁花廳⟫，⟪date|11/8⟫ 晚宴，每桌⟪price|NT$18,800⟫起
⟦PERSON|吳佩珊⟧：好！訂金要匯多少？
⟦PERSON|Vivian⟧：訂金⟦AMOUNT|NT$60,000⟧，匯款帳號我私訊給妳。合約需要新人身分證字號
⟦PERSON|吳佩珊⟧：我的 ⟦NATIONAL_ID|$nid_tw_4⟧，老公 ⟦PERSON|張家豪⟧ 的我晚點問他
⟦PERSON|Vivian⟧：收到～另外新秘⟦PERSON|小安⟧說妳⟦MEDICAL|對乳膠過敏⟧，她會換非乳膠粉撲
"""))

T(("zh_hk_renovation_quote", r"""
【WhatsApp】師傅 ⟦PERSON|阿輝⟧（輝記工程）↔ 業主 Mrs ⟦PERSON|Tsang⟧
⟦PERSON|阿輝⟧：⟦PERSON|曾太⟧你好，浴室翻新報價：拆舊+防水+鋪磚 ⟪price|HK$38,000⟫，換坐廁另加 ⟪price|HK$2,800⟫
Mrs ⟦PERSON|Tsang⟧：可以，幾時開工？地址係 ⟦ADDRESS|九龍城太子道西 360 號 8 樓 A 室⟧
⟦PERSON|阿輝⟧：下星期一，訂金三成 ⟦AMOUNT|HK$12,240⟧，轉數快 FPS ID ⟪reference|1688442⟫
Mrs ⟦PERSON|Tsang⟧：已轉 ✅ 大廈管理處要師傅身份證登記
⟦PERSON|阿輝⟧：我嘅係 ⟦NATIONAL_ID|$nid_hk_3⟧，⟦PERSON|陳輝⟧
"""))

T(("zh_charity_project_briefing", r"""
晨光公益基金会 · "乡村儿童午餐计划"项目简报（2026年1月）
覆盖学校：⟪reference|46⟫所    受益儿童：⟪reference|8,127⟫人    本月支出：⟪price|91.4万元⟫（预算执行率 ⟪percentage|76%⟫）
亮点：云南⟪place|镇雄县⟫新增8所学校；与⟪org_name|中国乡村发展基金会⟫联合采购降低成本⟪percentage|11%⟫。
问题：个别学校厨工工资发放延迟，已督促整改。
项目官员：⟦PERSON|鲁佳⟧   ⟦EMAIL|lujia@chenguang-foundation.org⟧
"""))

T(("zh_parking_appeal", r"""
违停处罚申诉（市政服务热线 12345 工单 ⟪ticket_id|2602100388⟫）
申诉人：⟦PERSON|宋立明⟧   联系电话：⟦PHONE|18621550913⟧
申诉内容：⟪date|2月9日⟫上午我送母亲去瑞金医院，她⟦MEDICAL|突发心绞痛⟧，情况紧急，只在衡山路临时停了7分钟，被贴罚单⟦AMOUNT|200元⟧。附急诊病历。请求免于处罚。
处理结果：经交警支队核实急诊记录属实，依法撤销该违法记录，罚款不予收取。当前本市城区违停罚款标准为⟪price|¥200⟫。
回访：⟪timestamp|2026-02-12 14:05⟫ 市民表示满意。
"""))

T(("zh_donation_wechat_notify", r"""
【微信支付】支付凭证
收款方：晨光公益基金会（公募）
付款金额：⟦AMOUNT|￥100.00⟧
商品：月捐-乡村儿童午餐计划
交易单号：⟪reference|4200002618202602116634109215⟫
商户单号：⟪order_id|CG20260211083314771⟫
支付时间：⟪timestamp|2026-02-11 08:33:14⟫
付款人：⟦PERSON|胡小红⟧（⟪masked_phone|159******87⟫）
——
感谢⟦PERSON|小红⟧！您已连续月捐 ⟪reference|14⟫ 个月。每⟪price|5元⟫就能让一个孩子吃上一顿营养午餐。
"""))

T(("zh_library_volunteer_roster", r"""
区图书馆 寒假志愿者排班表（第3周）
日期     时段          岗位          志愿者              联系方式
⟪date|2/9⟫  ⟪timestamp|09:00-12:00⟫   少儿区整架     ⟦PERSON|蒋一鸣⟧              ⟦PHONE|13757120044⟧
⟪date|2/9⟫  ⟪timestamp|14:00-17:00⟫   自助借还引导   ⟦PERSON|小欧⟧（⟦PERSON|欧阳澜⟧）      ⟦PHONE|15068110927⟧
⟪date|2/10⟫ ⟪timestamp|09:00-12:00⟫   视障阅览室     ⟦PERSON|白雨桐⟧              微信同号 ⟦PHONE|18768102213⟧
注意：视障阅览室读者⟦PERSON|蔡大爷⟧⟦MEDICAL|全盲⟧，需要读报服务，请提前10分钟到岗。
志愿者餐补：⟪price|每班次15元⟫（由馆方统一发放）。更衣柜密码统一为 ⟦PASSWORD|2026⟧，用后请复位。
"""))

T(("zh_alumni_group_search", r"""
【微信群】华理化工1998级（156人）
⟦PERSON|于海洋⟧：各位，有谁联系得上⟦PERSON|老冯⟧？⟦PERSON|冯子健⟧，当年住3号楼312的
⟦PERSON|许静⟧：他是我老公啊😂 在群里的，微信名"⟦PERSON|Jian_F⟧"
⟦PERSON|于海洋⟧：哈哈失敬！⟦PERSON|陈老师⟧住院了，⟦MEDICAL|肺癌⟧化疗，大家想凑点钱
⟦PERSON|冯子健⟧：我出⟦AMOUNT|五千⟧。⟦PERSON|陈老师⟧家地址谁有？想寄点东西
⟦PERSON|于海洋⟧：⟦ADDRESS|上海市徐汇区梅陇路130号华理一村8号楼203室⟧，师母⟦PERSON|蒋老师⟧收
群公告：校友卡办理费⟪price|20元⟫，40周年校庆⟪date|10月18日⟫
"""))

T(("zh_esports_transfer_news", r"""
【电竞快讯】夜鸦战队官宣新中单 ⟪date|2026-01-08⟫
深圳夜鸦电子竞技俱乐部今日宣布，前"星火"战队中单选手⟦PERSON|邹嘉乐⟧（ID：Lucky）正式加盟。据知情人士透露，转会费约为⟦AMOUNT|200万元⟧，选手年薪在⟦AMOUNT|百万级别⟧。
⟦PERSON|邹嘉乐⟧在去年秋季赛因⟦MEDICAL|腰椎间盘突出⟧缺席了季后赛，俱乐部表示其目前已完全康复。
本赛季联赛总奖金池为⟪price|3,000万元⟫，季后赛门票⟪price|180元起⟫。
"""))

T(("zh_expo_quote", r"""
【报价单】2026 杭州公益慈善展 展位搭建   报价编号 ⟪reference|BJ-2603-118⟫
客户：晨光公益基金会   联系人：⟦PERSON|鲁佳⟧ ⟦PHONE|137 5710 6632⟧
展位：⟪room_number|B馆 B2-17⟫（9m×6m，光地）
项目                   单价            数量     小计
特装搭建（木结构）     ⟪price|680元/㎡⟫      54㎡     ⟪price|36,720元⟫
LED屏 P2.5             ⟪price|1,200元/天⟫    3天      ⟪price|3,600元⟫
电箱 380V/32A          ⟪price|1,500元⟫       1        ⟪price|1,500元⟫
合计 ⟪price|41,820元⟫（含税6%），有效期至 ⟪date|2026-03-15⟫
搭建商：杭州一展会展服务有限公司  项目经理 ⟦PERSON|Eric周⟧
"""))

T(("zh_tax_consult_wechat", r"""
【微信】⟦PERSON|方会计⟧ ↔ 客户 ⟦PERSON|陆建新⟧
⟦PERSON|陆建新⟧：⟦PERSON|方老师⟧，我去年卖了一套房，满五唯一，要交个税吗？
⟦PERSON|方会计⟧：满五唯一免个税。增值税满2年免。您房子哪年买的？
⟦PERSON|陆建新⟧：2015年，买的时候⟦AMOUNT|186万⟧，这次卖了⟦AMOUNT|420万⟧
⟦PERSON|方会计⟧：那契税买方交。您另外说的那笔劳务费⟦AMOUNT|8万⟧要并入综合所得。您身份证号发我一下，我在自然人电子税务局帮您看
⟦PERSON|陆建新⟧：⟦IDCARD|$cn_id_24⟧
⟦PERSON|方会计⟧：好的。咨询费⟪price|首次免费⟫，代办汇算⟪price|300元⟫
"""))

T(("zh_passport_rush_service", r"""
【短信】【出入境】⟦PERSON|郭晓峰⟧您好，您申请的普通护照（受理编号⟪reference|4401060226000713⟫）已制作完成，请于⟪date|2026-02-20⟫后凭回执到天河区出入境接待大厅领取，或选择邮寄（EMS ⟪price|22元⟫）。护照号码：⟦PASSPORT|EJ0827749⟧。本短信验证码⟪otp_code|8836⟫，领取时出示。护照工本费标准⟪price|120元⟫。
"""))
