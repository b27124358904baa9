# blind77 Chinese texts.  Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES
TEXTS = []

TEXTS.append(("wechat_group_prison_visit", """[微信群] 一家人
⟦PERSON|阿芳⟧：明天去⟪prison_name|浙江省第二监狱⟫会见，小程序上约好了，预约号⟪booking_ref|HJ20240615-0387⟫
⟦PERSON|小赵⟧：要带啥
⟦PERSON|阿芳⟧：身份证原件+户口本。我身份证号⟦IDCARD|$idc2⟧填进去一直提示格式不对，后来发现多打了个空格😂
⟦PERSON|小赵⟧：几点那场
⟦PERSON|阿芳⟧：上午⟪visit_slot|9:30-10:00⟫，我开车过去，你7点半楼下等我
⟦PERSON|小赵⟧：好，我带点现金给他存上，⟦AMOUNT|500块⟧够不够"""))

TEXTS.append(("sms_community_correction_checkin", """【⟪org_name|西湖区司法局⟫】⟦PERSON|孙建军⟧您好，请于⟪appointment_time|6月20日上午9时⟫到⟪org_name|文新司法所⟫报到并参加集中教育学习，请携带身份证。如有疑问请联系⟦PERSON|林所长⟧，电话⟦PHONE|0571-8796 2213⟧。回复TD退订"""))

TEXTS.append(("ticket_12348_hotline", """【⟦PHONE|12348⟧公共法律服务热线 工单】
工单号：⟪ticket_id|FW2406180042⟫
来电时间：⟪timestamp|2024-06-18 10:42:13⟫
来电人：⟦PERSON|冯建国⟧   联系电话：⟦PHONE|139 5712 0846⟧
身份证号：⟦IDCARD|$idc5⟧（出生日期⟦DATE_OF_BIRTH|1969年5月23日⟧）
诉求：在⟪place_name|宁波⟫工地打工被拖欠工资⟦AMOUNT|38,600元⟧，包工头⟦PERSON|老周⟧已失联两个月。
处理意见：符合法律援助条件，已转⟪org_name|鄞州区法律援助中心⟫，告知来电人可再拨⟦PHONE|12348⟧查询进度。"""))

TEXTS.append(("dingtalk_group_correction_staff", """【钉钉】社区矫正工作群
⟦PERSON|许文博⟧：群机器人的webhook我贴这里，别外传哈 ⟦SECRET|$ding_hook1⟧
⟦PERSON|韩美玲⟧：收到。定位平台的账号 jz_admin 密码 ⟦PASSWORD|Jz@2024hz!⟧，周一统一改
⟦PERSON|王主任⟧：@所有人 下周三⟪meeting_time|14:00⟫案例研讨，⟦PERSON|小韩⟧准备一下⟦PERSON|郑浩然⟧的材料，他最近⟦MEDICAL|抑郁症⟧复发，注意谈话方式
⟦PERSON|韩美玲⟧：好的⟦PERSON|王主任⟧"""))

TEXTS.append(("json_log_visit_miniprogram", """{"time":"⟪timestamp|2024-06-19T08:12:33+08:00⟫","level":"INFO","path":"/api/v2/visit/book","appid":"⟪wechat_appid|$wx_appid1⟫","req":{"visitorName":"⟦PERSON|唐诗雨⟧","visitorIdCard":"⟦IDCARD|$idc10⟧","phone":"⟦PHONE|18657129903⟧","prisonerName":"⟦PERSON|唐国栋⟧","relation":"父女","prison":"⟪prison_name|浙江省十里丰监狱⟫"},"clientIp":"⟦IP_ADDRESS|115.236.44.91⟧","costMs":⟪latency_ms|182⟫}"""))

TEXTS.append(("form_judicial_relief_application", """国家司法救助申请书
申请人：⟦PERSON|邓秀英⟧，女，汉族，⟦DATE_OF_BIRTH|1963年1月1日⟧出生
身份证号码：⟦IDCARD|$idc14⟧
住址：⟦ADDRESS|辽宁省沈阳市和平区南京南街226号3单元502室⟧
联系电话：⟦PHONE|024-2381 6672⟧
申请事由：申请人之子⟦PERSON|邓宇⟧于⟪incident_date|2023年11月⟫被被告人⟦PERSON|马志刚⟧殴打致⟦MEDICAL|重型颅脑损伤⟧，至今⟦MEDICAL|偏瘫⟧，已花费医疗费⟦AMOUNT|人民币12.6万元⟧，被告人无赔偿能力，家庭生活困难。
申请救助金额：⟦AMOUNT|伍万元整⟧
收款账户：⟪org_name|中国工商银行沈阳南京街支行⟫ ⟦CARD|$card_up2⟧
案号：⟪court_case_no|(2024)辽0102刑初87号⟫"""))

TEXTS.append(("sms_assessor_allowance", """【⟪org_name|西湖区人民法院⟫】⟦PERSON|俞晓峰⟧陪审员您好，您参审的⟪court_case_no|(2024)浙0106刑初318号⟫案件补助⟦AMOUNT|240元⟧（按⟪allowance_rate|每日120元⟫标准）已发放至您尾号⟪masked_card|6637⟫的银行卡，请注意查收。"""))

TEXTS.append(("hk_inquest_notice", """死因研訊通知
⟪org_name|死因裁判法庭⟫將於⟪hearing_date|2024年7月8日⟫上午九時三十分，就⟦PERSON|黃志明⟧（終年54歲）的死亡進行研訊。死者生前住址：⟦ADDRESS|九龍深水埗長沙灣道303號長利大廈12樓B室⟧。
初步死因：⟦MEDICAL|急性心肌梗塞⟧；死者生前患有⟦MEDICAL|二型糖尿病⟧。
家屬聯絡人：⟦PERSON|黃麗珊⟧（死者胞姐），香港身份證⟦NATIONAL_ID|$hkid1⟧，電話⟦PHONE|9176 4428⟧。
法庭地址：⟪org_address|西九龍法院大樓⟫ 查詢：⟪case_ref|CCDI-412/2024⟫"""))

TEXTS.append(("contract_legal_aid_agreement", """法律援助委托协议
甲方（受援人）：⟦PERSON|蒋丽华⟧   身份证号：⟦IDCARD|$idc12⟧
住址：⟦ADDRESS|重庆市渝中区民族路168号7-3（400010）⟧
乙方：⟪org_name|重庆市渝中区法律援助中心⟫
承办律师：⟦PERSON|钟志远⟧（以下简称"⟦PERSON|钟律师⟧"）
案由：工伤赔偿纠纷，甲方主张赔偿⟦AMOUNT|¥86,400⟧。
乙方指派⟦PERSON|钟律师⟧免费提供代理服务，不向甲方收取任何费用。
甲方确认已如实提供经济困难证明，如有虚假，愿承担相应责任。
签订日期：⟪contract_date|2024年6月17日⟫"""))

TEXTS.append(("minutes_juvenile_supervision", """⟪org_name|海淀区人民检察院⟫ 未成年人附条件不起诉帮教会议纪要
时间：⟪meeting_date|2024年6月21日⟫   地点：⟪room_number|3楼第二会议室⟫
参会：检察官⟦PERSON|贺敏⟧、社工⟦PERSON|小邱⟧、涉案未成年人⟦PERSON|马骁⟧及其父亲
一、⟦PERSON|马骁⟧近三个月按时报到，心理测评显示⟦MEDICAL|中度焦虑⟧，建议继续每两周一次心理疏导。
二、学校反映其⟦MEDICAL|注意缺陷多动障碍⟧，正在服用⟦MEDICAL|专注达⟧，上课情况有改善。
三、考验期至⟪deadline_date|2024年12月20日⟫，由⟦PERSON|小邱⟧每月家访一次。"""))

TEXTS.append(("wechat_message_uk_advice", """您好，我是⟦PERSON|葛晓梅⟧，在⟪place_name|曼彻斯特⟫读研。朋友说⟪org_name|Citizens Advice⟫可以免费咨询所以先在这里留言🙏 房东退租时扣了我押金⟦AMOUNT|£1,200⟧，说地毯有污渍，但我入住时拍了照片的。押金有没有放在deposit保护计划里我也不知道。我的英国手机号是⟦PHONE|07534 889 201⟧，微信就是这个号，邮箱⟦EMAIL|gexiaomei.uk@163.com⟧。谢谢！"""))

TEXTS.append(("log_electronic_fence_alert", """⟪timestamp|2024-06-22 23:41:07⟫ WARN [fence-alert] 矫正对象=⟦PERSON|吴志强⟧ 围栏=⟪geofence_id|GF-0571-0231⟫ 越界 持续12分钟 手机=⟦PHONE|13806711452⟧
⟪timestamp|2024-06-22 23:41:08⟫ INFO [sms] 已通知 责任人=⟦PERSON|陆科长⟧ 电话=⟦PHONE|13957100388⟧
⟪timestamp|2024-06-22 23:45:30⟫ INFO [api] callback from ⟦IP_ADDRESS|183.129.170.22⟧:⟪port|8443⟫ status=⟪http_status|200⟫ ver=⟪version|3.2.7⟫"""))

TEXTS.append(("zhihu_answer_prison_visit", """第一次去监狱会见是什么体验？
⟦PERSON|橘子汽水不加冰⟧ 的回答 · 1.2万赞同

先说流程：要提前在"⟪app_name|浙江智慧会见⟫"小程序预约，一个月最多一次，我每次都是凌晨抢号。到了之后身份证、户口本核对，手机全部存柜子。我有⟦MEDICAL|高血压⟧，随身带的⟦MEDICAL|硝苯地平⟧也被要求存起来，后来跟民警说明情况才让带进去。
会见是隔着玻璃打电话，30分钟，时间一到电话就断了……
有问题可以打监狱接见室电话⟦PHONE|0571-8602 3310⟧，态度还挺好的。"""))

TEXTS.append(("review_legal_aid_center", """⭐⭐⭐⭐⭐ ⟪org_name|朝阳区法律援助中心⟫
接待我的⟦PERSON|刘律师⟧特别耐心，帮我从老板那要回了⟦AMOUNT|两万三千块⟧工资，全程没花一分钱！！窗口的⟦PERSON|小杨⟧也很热情，还帮我复印材料。唯一缺点是排队太久，建议早上⟪opening_hours|8点半⟫前到。
—— ⟦PERSON|东北老铁王大勇⟧"""))

TEXTS.append(("yaml_config_visit_system", """# prison-visit-mp/config/application-prod.yaml
aliyun:
  sms:
    accessKeyId: ⟦APIKEY|$aliyun_ak1⟧
    accessKeySecret: ⟦SECRET|$aliyun_sk1⟧
    signName: ⟪sms_sign_name|智慧会见⟫
    templateCode: ⟪sms_template_code|SMS_465218093⟫
wechat:
  appId: ⟪wechat_appid|$wx_appid1⟫
  appSecret: ⟦SECRET|9a4e01c7d3b85f26e0a1c9b47d2f8e63⟧
datasource:
  url: jdbc:mysql://⟦IP_ADDRESS|10.10.3.21⟧:⟪port|3306⟫/visit?user=visit_rw&password=⟦SECRET|Hj#2024!mysql⟧
maintainer: ⟦PERSON|谭建华⟧ <⟦EMAIL|tanjh@zjjy-tech.cn⟧>"""))

TEXTS.append(("call_record_victim_hotline", """【来电记录】⟪org_name|武侯区被害人关爱服务站⟫ 心理热线
时间：⟪timestamp|6月23日 21:15⟫   接线员：⟦PERSON|小罗⟧
来电人自称⟦PERSON|何静⟧，28岁，上周在⟪place_name|春熙路⟫被抢包，⟦MEDICAL|右手腕骨折⟧打了石膏，现在⟦MEDICAL|严重失眠⟧，一闭眼就想起那个人。
来电人手机（口述）：⟦PHONE|一五八 二八零四 六六九一⟧
跟进：已转介心理咨询师⟦PERSON|蒲老师⟧，约⟪appointment_time|周五下午3点⟫面谈。"""))

TEXTS.append(("ocr_lawyer_business_card", """[名片识别结果]
⟪org_name|北京市京诚律师事务所⟫
⟦PERSON|欧阳娜娜⟧  律师 | 合伙人
手机：⟦PHONE|186 1088 2391⟧
邮箱：⟦EMAIL|ouyangnn@jingchenglaw.cn⟧
地址：⟪org_address|北京市朝阳区建国路88号SOHO现代城B座1203⟫
执业证号：⟪lawyer_license_no|11101201510822316⟫"""))

TEXTS.append(("csv_assessor_allowance_list", """序号,姓名,开户行,银行卡号,参审天数,补助金额
1,⟦PERSON|俞晓峰⟧,工商银行,⟦CARD|$card_up1⟧,2,⟦AMOUNT|240元⟧
2,⟦PERSON|沈碧云⟧,农业银行,⟦CARD|$card_up4⟧,3,⟦AMOUNT|360元⟧
3,⟦PERSON|包振宇⟧,建设银行,⟦CARD|$card_up3⟧,1,⟦AMOUNT|120元⟧
合计,,,,6,⟪org_total|720元⟫
制表：⟪org_name|西湖区人民法院政治部⟫ ⟪report_date|2024-06-28⟫"""))

TEXTS.append(("sms_legal_aid_accepted", """【⟪org_name|海珠区法律援助处⟫】⟦PERSON|梁振华⟧先生，您的法律援助申请（编号⟪application_no|HZFY2024-0613⟫）已受理，承办律师⟦PERSON|何律师⟧将在3个工作日内与您联系（⟦PHONE|020-8410 2276⟧）。您绑定的手机号为⟪masked_phone|138****6623⟫，如非本人操作请致电。"""))

TEXTS.append(("notice_prison_visit_rules", """⟪prison_name|浙江省乔司监狱⟫ 亲情会见须知（⟪document_version|2024年修订版⟫）
一、会见实行网上预约，预约渠道：⟪app_name|浙江智慧会见⟫小程序。
二、每名罪犯每月会见一次，每次不超过⟪visit_duration|30分钟⟫，每次会见人数不超过3人。
三、会见人须持本人有效身份证件，未成年人须由监护人陪同。
四、严禁携带手机、打火机、药品等物品进入会见区，存包柜免费使用。
五、会见时间：⟪opening_hours|每周二至周六 8:30-11:30⟫。"""))

TEXTS.append(("java_stack_trace_legal_aid", """⟪timestamp|2024-06-24 15:02:11.408⟫ ERROR [http-nio-8080-exec-7] c.l.aid.service.ApplicantService - 身份证校验失败: idCard=⟦IDCARD|$idc7⟧ name=⟦PERSON|周子豪⟧ birth=⟦DATE_OF_BIRTH|2007-04-11⟧ guardian=⟦PERSON|周海涛⟧
java.lang.IllegalArgumentException: 未成年人申请需上传监护人身份证
	at com.legalaid.service.ApplicantService.validate(ApplicantService.java:214)
	at com.legalaid.web.ApplyController.submit(ApplyController.java:88)
traceId=⟪trace_id|6f2a9c1e4b7d8e03⟫ remote=⟦IP_ADDRESS|36.112.81.204⟧"""))

TEXTS.append(("wechat_client_lawyer_chat", """⟦PERSON|许小姐⟧：⟦PERSON|范律师⟧，材料我都拍照发您了，身份证号是⟦IDCARD|$idc8⟧
⟦PERSON|范律师⟧：收到。出生日期是⟦DATE_OF_BIRTH|1983年8月5日⟧对吧？
⟦PERSON|许小姐⟧：对的。对方一共还欠我⟦AMOUNT|47,500元⟧，转账截图也发您了
⟦PERSON|范律师⟧：好，下周二去⟪court_name|思明区人民法院⟫立案，诉讼费可以申请缓交
⟦PERSON|许小姐⟧：谢谢⟦PERSON|范律师⟧🙏"""))

TEXTS.append(("report_pre_sentence_assessment", """社区矫正调查评估意见书（摘录）
⟪document_no|西司调评〔2024〕第037号⟫
被告人⟦PERSON|陶海鹏⟧，男，⟦DATE_OF_BIRTH|1988年10月9日⟧生，身份证号⟦IDCARD|$idc11⟧，户籍地⟦ADDRESS|湖南省长沙市岳麓区桐梓坡西路229号麓谷明珠小区9栋1402⟧。
家庭情况：与母亲共同居住，母亲患⟦MEDICAL|尿毒症⟧需每周透析三次，被告人是主要照料人。
社会评价：所在社区⟪org_name|观沙岭街道⟫及邻居普遍反映其平时表现良好。
评估意见：适用社区矫正，对所居住社区没有重大不良影响。
调查人：⟦PERSON|易建平⟧、⟦PERSON|罗婷⟧"""))

TEXTS.append(("leave_application_correction", """社区矫正对象外出请假审批表
姓名：⟦PERSON|黎振东⟧   联系电话：⟦PHONE|135 0752 6618⟧
外出事由：赴⟪hospital_name|中山大学肿瘤防治中心⟫复查，本人去年确诊⟦MEDICAL|鼻咽癌⟧，需做⟦MEDICAL|增强MRI⟧
外出地点：⟪place_name|广州市越秀区⟫
外出时间：⟪leave_period|2024年7月2日至7月4日⟫，共3天
紧急联系人：⟦PERSON|黎美玲⟧ ⟦PHONE|136 3280 1947⟧
司法所意见：同意。⟦PERSON|梁所长⟧ ⟪approval_date|2024.6.25⟫"""))

TEXTS.append(("dingtalk_approval_relief_payment", """【钉钉审批】被害人救助金发放 ⟪approval_no|审批编号 202406271530000412⟫
发起人：⟦PERSON|葛佳琪⟧（⟪org_name|江干区检察院第八检察部⟫）
救助对象：⟦PERSON|阮秋月⟧
救助金额：⟦AMOUNT|¥30,000.00⟧（大写：⟦AMOUNT|叁万元整⟧）
收款卡号：⟦CARD|$card_up6⟧  开户行：⟪org_name|杭州银行⟫
事由：其丈夫⟦PERSON|阮志平⟧遇害，家中两个孩子无人抚养，⟦PERSON|阮秋月⟧本人患⟦MEDICAL|系统性红斑狼疮⟧无法全职工作。
审批人：⟦PERSON|严检⟧ 已同意"""))

TEXTS.append(("csv_correction_roster", """编号,姓名,性别,身份证号,手机,矫正类别,起始日期
⟪roster_no|JZ-2024-011⟫,⟦PERSON|杜明辉⟧,男,⟦IDCARD|$idc22⟧,⟦PHONE|15920385571⟧,缓刑,⟪start_date|2024-03-01⟫
⟪roster_no|JZ-2024-012⟫,⟦PERSON|冉小琴⟧,女,⟦IDCARD|$idc16⟧,⟦PHONE|18275590322⟧,缓刑,⟪start_date|2024-03-15⟫
⟪roster_no|JZ-2024-013⟫,⟦PERSON|欧建新⟧,男,⟦IDCARD|$idc3⟧,⟦PHONE|13602417790⟧,假释,⟪start_date|2024-04-02⟫"""))

TEXTS.append(("report_phishing_fake_court", """反诈举报记录
举报人：⟦PERSON|宋雅琴⟧，电话⟦PHONE|13758160029⟧
内容：收到短信"【法院传票】您涉嫌陪审员缺席需缴纳罚款，点击⟪phishing_url|fy-pay.cc/a8K⟫处理"，随后接到⟦PHONE|+852 5803 7712⟧来电，对方自称"⟦PERSON|张法官⟧"，要求她转账⟦AMOUNT|6800元⟧到"安全账户"。举报人已转出⟦AMOUNT|3000元⟧后察觉被骗。
处置：已登记，案件编号⟪police_case_no|A3301062024060044⟫，提醒拨打⟦PHONE|96110⟧咨询。"""))

TEXTS.append(("python_script_assessor_draw", """# -*- coding: utf-8 -*-
# 人民陪审员随机抽选 - 短信通知脚本   作者: ⟦PERSON|傅子健⟧  ⟪version|v0.3.1⟫
from tencentcloud.common import credential
cred = credential.Credential("⟦APIKEY|$tencent_id1⟧", "⟦SECRET|$tencent_sk1⟧")  # TODO 改成环境变量!!
SMS_SDK_APPID = "⟪sms_sdk_appid|1400873215⟫"
TEMPLATE_ID = "⟪sms_template_code|2091457⟫"
# 测试号码，上线前删掉
TEST_PHONES = ["⟦PHONE|+8613819043367⟧", "⟦PHONE|+8615157108820⟧"]"""))

TEXTS.append(("shell_history_cn_dev", """  211  ssh root@⟦IP_ADDRESS|47.98.112.36⟧   # 法援小程序生产机
  212  cd ⟦PERSON|/home/chenyufei⟧/legal-aid-api
  213  mysql -h ⟦IP_ADDRESS|172.16.8.40⟧ -u fayuan -p'⟦PASSWORD|Fy#Aid2024⟧' fayuan_prod
  214  redis-cli -h ⟦IP_ADDRESS|172.16.8.41⟧ -a '⟦PASSWORD|rds_8823kk⟧'
  215  curl -X POST '⟦SECRET|$ding_hook2⟧' -d '{"msgtype":"text","text":{"content":"发布完成 ⟪version|v2.8.0⟫"}}'
  216  ping ⟪doc_ip|198.51.100.23⟫"""))

TEXTS.append(("web_form_assessor_registration", """人民陪审员候选人个人申请表（网上报名）
姓名：⟦PERSON|卢思远⟧   性别：男   出生日期：⟦DATE_OF_BIRTH|1991-02-15⟧
身份证号：⟦IDCARD|$idc17⟧
工作单位：⟪org_name|南宁市第三中学⟫   学历：本科
手机：⟦PHONE|177 7712 0458⟧   邮箱：⟦EMAIL|lusiyuan91@qq.com⟧
提交时间：⟪timestamp|2024-06-12 20:31⟫  报名序号：⟪registration_no|PSY-450103-0219⟫"""))

TEXTS.append(("hk_legal_aid_application", """法律援助申請 – 個人資料（節錄）
申請人姓名：⟦PERSON|陳嘉欣⟧（英文：⟦PERSON|CHAN Ka Yan⟧）
香港身份證號碼：⟦NATIONAL_ID|$hkid2⟧
出生日期：⟦DATE_OF_BIRTH|1994年11月30日⟧
住址：⟦ADDRESS|香港新界沙田禾輋邨豐和樓1216室⟧
每月收入：⟦AMOUNT|HK$14,800⟧；銀行存款：⟦AMOUNT|港幣23,500元⟧
案件性質：婚姻訴訟（離婚及子女管養）
⟪org_name|法律援助署⟫ 檔案編號 ⟪case_ref|LAD/MF/2024/03318⟫"""))

TEXTS.append(("taiwan_legal_aid_case", """財團法人⟪org_name|法律扶助基金會⟫ 臺中分會 案件摘要
申請人：⟦PERSON|林怡君⟧　身分證字號：⟦NATIONAL_ID|$twid1⟧
聯絡電話：⟦PHONE|0912-345-806⟧
案由：車禍求償，對方保險公司僅願賠償⟦AMOUNT|新臺幣18萬元⟧，申請人⟦MEDICAL|左腿脛骨骨折⟧，已開刀打鋼釘，預估醫療費⟦AMOUNT|NT$42萬⟧。
審查結果：准予全部扶助，指派⟦PERSON|王律師⟧。
收件編號：⟪case_ref|1130612-TC-0188⟫"""))

TEXTS.append(("weibo_post_fraud_victim", """#反诈# 说个真事提醒大家😭 我妈上个月接到"公安局"电话，说她身份证被人冒用开卡洗钱，让她下载一个会议APP，最后把卡里⟦AMOUNT|14万块⟧养老钱全转走了。报警后派出所的⟦PERSON|李警官⟧说追回的可能性很小……现在申请了被害人救助，社工⟦PERSON|小钱⟧每周来陪她聊天，她现在⟦MEDICAL|整夜睡不着⟧，⟦MEDICAL|血压也上去了⟧。大家一定提醒家里老人！！
—— @⟦PERSON|糯米团子的日常⟧  ⟪post_time|6月26日 22:14⟫ 来自 ⟪device_name|iPhone 15⟫"""))

TEXTS.append(("notice_assessor_training", """关于举办⟪training_name|2024年度人民陪审员岗前培训⟫的通知
各相关单位：
定于⟪meeting_date|2024年7月10日至12日⟫在⟪org_address|市中级人民法院第一审判庭⟫举办新任人民陪审员岗前培训，请各基层法院组织本院新任陪审员准时参加。培训期间食宿统一安排，不收取费用，交通补贴按⟪allowance_rate|每人每天80元⟫标准发放。
附件：培训日程表（⟪document_version|V2⟫）
⟪org_name|市中级人民法院政治部⟫ ⟪letter_date|2024年6月28日⟫"""))

TEXTS.append(("wechat_social_worker_chat", """⟦PERSON|小谢⟧（社工）：⟦PERSON|志勇⟧，明天的团体活动你能来吗？
⟦PERSON|志勇⟧：⟦PERSON|谢老师⟧我明天去不了，要去⟪hospital_name|第七人民医院⟫拿药，医生说我⟦MEDICAL|双相情感障碍⟧的药要调一下，现在吃⟦MEDICAL|碳酸锂⟧手一直抖
⟦PERSON|小谢⟧（社工）：好的，我帮你跟⟦PERSON|周所长⟧报备一下，拿完药拍个病历给我
⟦PERSON|志勇⟧：好。另外上次说的公益劳动时间能不能改到周六
⟦PERSON|小谢⟧（社工）：我问问，你先把请假单填了"""))

TEXTS.append(("notice_autopsy_to_family", """尸体检验通知书（家属联）
⟦PERSON|史建明⟧：
因查明死因需要，我局决定对⟦PERSON|史国庆⟧（男，⟦DATE_OF_BIRTH|1957年2月17日⟧出生，身份证号⟦IDCARD|$idc9⟧）的尸体进行解剖检验。检验将由⟪org_name|青岛市公安局物证鉴定研究所⟫于⟪exam_date|2024年6月29日⟫进行。
死者生前有⟦MEDICAL|冠心病⟧病史，曾植入⟦MEDICAL|心脏支架⟧。
如有异议请于24小时内联系办案民警⟦PERSON|隋警官⟧，电话⟦PHONE|0532-6657 0110⟧。
⟪org_name|青岛市公安局市南分局⟫ ⟪document_no|青公南（刑）尸检字〔2024〕112号⟫"""))

TEXTS.append(("sql_legal_aid_cases", """-- 法援案件数据迁移 ⟪ticket_id|JIRA FY-1208⟫  执行人：⟦PERSON|覃立⟧
INSERT INTO fy_case (case_no, applicant, id_card, mobile, address, apply_amount) VALUES
('⟪case_ref|FY2024-0711⟫', '⟦PERSON|甘美华⟧', '⟦IDCARD|$idc18⟧', '⟦PHONE|18971230054⟧', '⟦ADDRESS|武汉市武昌区中南路99号保利广场A座2308⟧', '⟦AMOUNT|12500.00元⟧'),
('⟪case_ref|FY2024-0712⟫', '⟦PERSON|鲍宏伟⟧', '⟦IDCARD|$idc1⟧', '⟦PHONE|13011086627⟧', '⟦ADDRESS|北京市朝阳区团结湖路6号院3号楼2单元401⟧', '⟦AMOUNT|8600.00元⟧');"""))

TEXTS.append(("victim_statement_injury", """被害人陈述（节选）
我叫⟦PERSON|晏小红⟧，⟦DATE_OF_BIRTH|1995年11月30日⟧出生。6月8日晚上11点左右，我下夜班回家，在⟪place_name|武昌火车站⟫附近被一个男的从后面拖住，抢走了我的包，包里有现金⟦AMOUNT|1,700元⟧和手机。我摔倒时⟦MEDICAL|头部撞到台阶⟧，在医院缝了6针，医生诊断⟦MEDICAL|轻度脑震荡⟧。经鉴定为⟦MEDICAL|轻伤二级⟧。
我的身份证号是⟦IDCARD|$idc6⟧，电话⟦PHONE|18627049915⟧。"""))

TEXTS.append(("email_law_firm_to_aid_center", """发件人：⟦PERSON|庞宇轩⟧ <⟦EMAIL|pangyx@hengtailaw.com⟧>
收件人：⟪org_name|天河区法律援助处⟫ <⟦EMAIL|thfy@gz.gov.cn⟧>
主题：关于受援人⟦PERSON|温秀兰⟧案件结案材料

您好，
⟦PERSON|温秀兰⟧劳动争议一案已于6月20日调解结案，对方一次性支付⟦AMOUNT|人民币52,000元⟧，款项已到受援人账户。结案报告及调解书扫描件见附件（⟪attachment_name|结案报告_温.pdf⟫）。
办案补贴请按标准拨付至本所对公账户⟪org_account|4402 2071 0900 0123 456⟫。

⟦PERSON|庞宇轩⟧ 律师
⟪org_name|广东恒泰律师事务所⟫ | ⟦PHONE|020-3839 1126⟧"""))

TEXTS.append(("case_record_youth_social_work", """个案服务记录（涉罪未成年人社会调查）
服务对象：⟦PERSON|小凯⟧（化名，真实姓名⟦PERSON|石凯文⟧），15岁
监护人：⟦PERSON|石红梅⟧，手机⟦PHONE|139 0731 5582⟧
家庭住址：⟦ADDRESS|长沙市开福区湘雅路152号附12号⟧
情况：父母离异，随母亲生活。小学阶段被诊断⟦MEDICAL|阅读障碍⟧，初二开始逃学，结识社会青年后参与盗窃电动车。
社工：⟦PERSON|向晴⟧   记录日期：⟪record_date|2024-06-19⟫   服务次数：第⟪session_count|3⟫次"""))

TEXTS.append(("table_duty_lawyer_roster", """| 日期 | 值班律师 | 手机 | 值班地点 |
|---|---|---|---|
| ⟪duty_date|7月1日⟫ | ⟦PERSON|谭律师⟧ | ⟦PHONE|138 2615 0097⟧ | ⟪org_name|南山区法院诉讼服务中心⟫ |
| ⟪duty_date|7月2日⟫ | ⟦PERSON|邝伟明⟧ | ⟦PHONE|139 2650 8812⟧ | ⟪org_name|南山区看守所⟫ |
| ⟪duty_date|7月3日⟫ | ⟦PERSON|谭律师⟧ | ⟦PHONE|138 2615 0097⟧ | ⟪org_name|南山区法院诉讼服务中心⟫ |
备注：值班律师紧急联系⟦PERSON|黄主任⟧ ⟦PHONE|0755-2663 1480⟧"""))

TEXTS.append(("remittance_record_prisoner", """亲情汇款登记单
汇款人：⟦PERSON|邱桂芬⟧   与罪犯关系：母子
汇款人银行卡：⟦CARD|$card_up5⟧
收款罪犯：⟦PERSON|邱立新⟧（⟪prison_area|三监区⟫）
金额：⟦AMOUNT|800.00元⟧   用途：生活费、购买⟦MEDICAL|降糖药⟧
汇款流水号：⟪transaction_ref|HK20240620157733⟫
经办：⟪staff_id|警号3302417⟫"""))

TEXTS.append(("weibo_post_juror_experience", """当了一年人民陪审员，说点感受 ⟪hashtag|#人民陪审员#⟫
参审了17个案子，最难受的是一个交通肇事的，被害人家属在庭上哭得站不起来。补助不多（⟪allowance_rate|每天120⟫），但收获挺大。有想报名的可以私信我或者打区法院政治部电话⟦PHONE|0571-8700 5126⟧问。
PS 有人问我是谁，我是⟪org_name|西湖区⟫的⟦PERSON|俞晓峰⟧，不是什么大V哈哈
—— ⟪post_time|6月29日 09:40⟫"""))

TEXTS.append(("email_hk_inquest_family", """寄件人：⟦PERSON|梁偉強⟧ <⟦EMAIL|leungwk1968@yahoo.com.hk⟧>
收件人：死因裁判官辦公室
主旨：有關先父⟦PERSON|梁國雄⟧死因研訊（檔案 ⟪case_ref|CCDI-398/2024⟫）

您好，本人為死者長子，香港身份證⟦NATIONAL_ID|$hkid3⟧。先父於⟪place_name|瑪麗醫院⟫接受⟦MEDICAL|冠狀動脈搭橋手術⟧後三日離世，家人對醫院的術後護理有疑問，希望研訊時傳召主診醫生Dr. ⟦PERSON|Lam⟧作供。
如有需要請致電⟦PHONE|6288 1943⟧。
⟦PERSON|梁偉強⟧ 敬上"""))

TEXTS.append(("record_passport_surrender", """社区矫正对象出入境证件交存登记
对象姓名：⟦PERSON|邵家豪⟧   身份证号：⟦IDCARD|$idc19⟧   出生日期：⟦DATE_OF_BIRTH|1985年6月20日⟧
交存证件：普通护照 ⟦PASSPORT|$pp_cn1⟧（有效期至2029年）、往来港澳通行证 ⟪masked_document_no|C1****873⟫
交存日期：⟪deposit_date|2024-06-27⟫   保管人：⟦PERSON|顾小东⟧
备注：矫正期间不得出境，已报⟪org_name|杭州市出入境管理局⟫备案。"""))

TEXTS.append(("victim_record_card_fraud", """被害人帮扶登记（电信诈骗）
登记人：⟦PERSON|罗晓雯⟧   ⟪org_name|渝中区被害人帮扶工作站⟫
被害人：⟦PERSON|冷雪⟧，电话⟦PHONE|15123306874⟧
经过：对方冒充"银行信用卡中心"，称其信用卡额度可提升，要求提供卡号⟦CARD|$card_visa5⟧、有效期和卡背面三位数⟦CVV|512⟧，随后被盗刷⟦AMOUNT|19,860元⟧。
被害人因此⟦MEDICAL|焦虑发作⟧，曾在⟪hospital_name|重医附一院⟫急诊。
已协助其向银行申请争议处理，并告知可申请司法救助。"""))

TEXTS.append(("log_lawyer_visit_booking", """[⟪timestamp|2024-06-28 09:03:51⟫] INFO  LawyerVisitController - 预约成功 lawyer=⟦PERSON|杭一鸣⟧ licenseNo=⟪lawyer_license_no|13301201811053872⟫ phone=⟦PHONE|13588412260⟧ detainee=⟦PERSON|聂卫东⟧ room=⟪room_number|会见室6⟫ slot=⟪visit_slot|10:00-11:00⟫
[⟪timestamp|2024-06-28 09:03:51⟫] DEBUG TokenFilter - Authorization: Bearer ⟦APIKEY|$jwt3⟧
[⟪timestamp|2024-06-28 09:03:52⟫] INFO  SmsService - 发送短信 to=⟦PHONE|13588412260⟧ tpl=⟪sms_template_code|SMS_471035512⟫"""))

TEXTS.append(("video_visit_operation_log", """远程视频会见 操作日志 导出
会见编号 ⟪booking_ref|YC-20240630-0092⟫   监区 ⟪prison_area|五监区⟫
家属端：⟦PERSON|戚素芳⟧  登录IP ⟦IP_ADDRESS|223.104.18.77⟧  设备 ⟪device_name|HUAWEI Mate 60⟫  版本 ⟪version|4.6.1⟫
监狱端：终端 ⟪terminal_id|T-05-03⟫  IP ⟦IP_ADDRESS|10.33.5.103⟧
⟪timestamp|14:00:02⟫ 通话建立
⟪timestamp|14:11:45⟫ 民警⟦PERSON|钱斌⟧提示：禁止谈论案情
⟪timestamp|14:20:00⟫ 通话结束，时长20分钟"""))

TEXTS.append(("mediation_agreement", """人民调解协议书
⟪document_no|（2024）拱调字第058号⟫
当事人甲：⟦PERSON|傅国平⟧，住⟦ADDRESS|杭州市拱墅区湖墅南路357号2幢3单元601室⟧，电话⟦PHONE|13968072245⟧
当事人乙：⟦PERSON|施丽娜⟧，电话⟦PHONE|13758002319⟧
纠纷简要情况：乙方楼上漏水致甲方房屋受损。
协议内容：乙方一次性赔偿甲方装修损失⟦AMOUNT|人民币9,500元⟧，于⟪deadline_date|2024年7月15日⟫前付清。
调解员：⟦PERSON|老邵⟧（⟪org_name|小河街道公共法律服务工作站⟫，法律援助联络点）"""))

TEXTS.append(("wechat_group_community_legal_qa", """【和睦社区法律顾问群】
⟦PERSON|张凤英⟧: 请问律师，我儿子欠了信用卡⟦AMOUNT|6万多块钱⟧，银行会不会找我要？
社区律师-⟦PERSON|任华⟧: 阿婆别担心，成年子女的债务父母没有还款义务，除非您做了担保。
⟦PERSON|张凤英⟧: 没有担保。他们天天打我电话⟦PHONE|0571-8815 2093⟧，烦死了
社区律师-⟦PERSON|任华⟧: 可以打⟦PHONE|12378⟧银保监投诉热线，或者周四下午来⟪org_address|社区服务中心二楼⟫当面聊
⟦PERSON|小曹⟧网格员: 阿婆周四我陪您去"""))

TEXTS.append(("ocr_id_card_front", """[OCR识别 - 居民身份证 人像面]
姓名 ⟦PERSON|邵家豪⟧
性别 男  民族 汉
出生 ⟦DATE_OF_BIRTH|1985年6月20日⟧
住址 ⟦ADDRESS|浙江省杭州市上城区望江东路332号望江家园东园5幢1单元702室⟧
公民身份号码 ⟦IDCARD|$idc19⟧
[识别置信度 ⟪ocr_confidence|0.93⟫  图片 ⟪file_name|IMG_20240627_101455.jpg⟫]"""))

TEXTS.append(("medical_death_certificate", """居民死亡医学证明（推断）书  编号 ⟪certificate_no|Y440106202400731⟫
死者姓名：⟦PERSON|蔡文辉⟧   性别：男   出生日期：⟦DATE_OF_BIRTH|1999-08-12⟧
身份证号：⟦IDCARD|$idc13⟧
死亡地点：⟪place_name|天河区珠江新城⟫（院外）
致死的主要疾病诊断：(a)⟦MEDICAL|急性酒精中毒⟧ (b)⟦MEDICAL|吸入性窒息⟧
死亡原因待公安机关调查确认，遗体暂存⟪org_name|广州市殡仪馆⟫。
家属：⟦PERSON|蔡国强⟧ ⟦PHONE|13631458820⟧"""))

TEXTS.append(("env_file_legal_aid_app", """# .env.prod  法援小程序后端  （⚠️ 不要提交到 gitlab）
NODE_ENV=production
PORT=⟪port|7001⟫
MYSQL_URI=mysql://fy_app:⟦SECRET|Fy_App#88kq⟧@⟦IP_ADDRESS|172.16.8.40⟧:3306/fayuan_prod
ALIYUN_OSS_AK=⟦APIKEY|$aliyun_ak2⟧
ALIYUN_OSS_SK=⟦SECRET|$aliyun_sk2⟧
WECOM_ROBOT=⟦SECRET|$wecom_hook1⟧
DINGTALK_APPKEY=⟪dingtalk_appkey|$ding_appkey1⟫
JWT_SECRET=⟦SECRET|$flask_key1⟧
ADMIN_PHONE=⟦PHONE|18600513327⟧"""))

TEXTS.append(("psych_assessment_correction", """社区矫正对象心理测评报告（摘要）
姓名：⟦PERSON|尹浩⟧   测评日期：⟪assessment_date|2024-06-18⟫   量表：⟪scale_name|SCL-90⟫、⟪scale_name|SDS⟫
结果：⟦MEDICAL|SDS标准分68，中度抑郁⟧；⟦MEDICAL|SCL-90躯体化因子2.8⟧。
自述：去年离婚后⟦MEDICAL|长期饮酒⟧，⟦MEDICAL|曾有自杀念头⟧（已无具体计划）。
建议：转介⟪hospital_name|市第七人民医院⟫精神科门诊，每两周由心理咨询师⟦PERSON|殷老师⟧跟进。"""))

TEXTS.append(("email_assessor_leave_request", """发件人：⟦PERSON|章悦⟧ <⟦EMAIL|zhangyue_1997@126.com⟧>
主题：陪审员请假 - ⟪court_case_no|(2024)沪0115民初21447号⟫

⟦PERSON|胡庭长⟧您好：
我是人民陪审员⟦PERSON|章悦⟧，原定7月9日参审上述案件。因我7月8日要做⟦MEDICAL|甲状腺结节射频消融手术⟧，术后需休息一周，特申请请假，医院预约单附后。给您添麻烦了！
我的身份证号⟦IDCARD|$idc20⟧，出生日期⟦DATE_OF_BIRTH|1997年10月3日⟧，手机⟦PHONE|15800927741⟧。"""))

TEXTS.append(("tieba_post_legal_aid_tips", """【经验帖】申请法律援助的全过程，给被欠薪的老乡们参考
楼主：⟦PERSON|皖北打工人阿强⟧
去年在⟪place_name|昆山⟫厂里干了8个月，老板跑路欠我⟦AMOUNT|3万2千元⟧。后来去⟪org_name|昆山市法律援助中心⟫，带了身份证、工资条、考勤照片，当场就受理了。援助律师⟦PERSON|邹律师⟧人很好，仲裁加执行前后4个月，最后拿回⟦AMOUNT|2万8块⟧……
PS：有人问中心电话，是⟦PHONE|0512-5753 8123⟧，周末不上班。"""))

TEXTS.append(("sms_procuratorate_victim_rights", """【⟪org_name|鼓楼区人民检察院⟫】⟦PERSON|沈慧⟧女士您好，⟦PERSON|吕某华⟧涉嫌故意伤害一案已于⟪event_date|6月24日⟫移送审查起诉（⟪court_case_no|鼓检刑诉〔2024〕312号⟫）。您作为被害人有权委托诉讼代理人，经济困难可申请法律援助。承办检察官⟦PERSON|孔检察官⟧，电话⟦PHONE|0591-8773 2290⟧。"""))

TEXTS.append(("csv_victim_relief_ledger", """序号,被害人,身份证号,救助金额,发放方式,发放日期,经办人
1,⟦PERSON|阮秋月⟧,⟦IDCARD|$idc23⟧,⟦AMOUNT|30000.00元⟧,银行转账,⟪payment_date|2024-06-28⟫,⟦PERSON|葛佳琪⟧
2,⟦PERSON|谷春生⟧,⟦IDCARD|$idc15⟧,⟦AMOUNT|15000.00元⟧,银行转账,⟪payment_date|2024-06-28⟫,⟦PERSON|葛佳琪⟧
合计,,,⟪org_total|45000.00元⟫,,,
（⟦PERSON|谷春生⟧系未成年人，款项由监护人代领）"""))

TEXTS.append(("voice_transcript_checkin_call", """[语音转写 - 电话报到 ⟪timestamp|2024-06-30 08:15⟫]
工作人员：喂，您好，这里是⟪org_name|南湖司法所⟫，是⟦PERSON|管永强⟧吗？
对象：是我是我。
工作人员：今天电话报到，你现在在哪里？
对象：在家，⟦ADDRESS|南湖路十八号五单元三零二⟧。我上礼拜换了个号，新号码是⟦PHONE|幺三九 五八二六 零四七一⟧。
工作人员：好的，记下了。你上次说⟦MEDICAL|腰椎间盘突出⟧做手术的事怎么样了？
对象：下个月做，到时候要请假。
工作人员：行，提前三天提交申请，找⟦PERSON|小潘⟧。"""))

TEXTS.append(("record_foreign_defendant_legal_aid", """外籍犯罪嫌疑人法律援助指派记录
姓名：⟦PERSON|Lukas BRANDT⟧（⟦PERSON|卢卡斯·勃兰特⟧），德国籍
护照号码：⟦PASSPORT|$pp_de1⟧
出生日期：⟦DATE_OF_BIRTH|1990年4月2日⟧
涉嫌罪名：危险驾驶
羁押场所：⟪org_name|上海市浦东新区看守所⟫
指派律师：⟦PERSON|蒋文澜⟧（德语翻译⟦PERSON|齐悦⟧）
领事通知：已通知⟪org_name|德国驻上海总领事馆⟫，联系电话⟦PHONE|021-3401 0106⟧"""))

TEXTS.append(("complaint_lawyer_private_fee", """投诉登记表（⟪org_name|市司法局法律援助处⟫）  登记号 ⟪complaint_no|TS-2024-0166⟫
投诉人：⟦PERSON|单永红⟧   电话：⟦PHONE|13852271946⟧
被投诉人：援助律师⟦PERSON|芮文平⟧
投诉内容：⟦PERSON|芮文平⟧作为指派的援助律师，开庭前以"差旅费"名义让我微信转账⟦AMOUNT|5000元⟧，说不给钱就"不好好办"。我有转账截图。法律援助不是免费的吗？
处理：已受理，转⟪org_name|律师工作科⟫核查，⟪deadline_date|15个工作日⟫内答复。"""))

TEXTS.append(("ocr_visitor_registration_form", """[OCR - 会见登记表 手写 识别结果，部分字迹不清]
会见日期：⟪visit_date|2024年6月15日⟫   会见室：⟪room_number|2号⟫
会见人：⟦PERSON|廖春燕⟧   关系：妻   电话：⟦PHONE|1З9 7O21 5563⟧
同行人：⟦PERSON|廖志伟⟧（子，9岁）
被会见人：⟦PERSON|伍建平⟧   监区：⟪prison_area|七监区⟫
携带物品：⟦MEDICAL|胰岛素⟧（会见人自用，已登记）
值班民警签字：⟪staff_id|3304126⟫"""))

TEXTS.append(("app_registration_victim_service", """【注册成功】⟪app_name|"护航"被害人服务平台⟫
账号：⟦EMAIL|fanglin.wu@foxmail.com⟧
昵称：⟦PERSON|吴芳林⟧
初始密码：⟦PASSWORD|Wfl@19920728⟧（请登录后立即修改）
紧急联系人：⟦PERSON|吴建华⟧ ⟦PHONE|13616578203⟧
如需人工协助，请拨打服务热线⟦PHONE|400-826-1203⟧（⟪opening_hours|工作日9:00-17:30⟫）。
版本 ⟪version|2.3.0⟫ | ⟪org_name|浙江省检察院⟫ 指导"""))

TEXTS.append(("signin_sheet_community_service", """社区矫正对象公益活动签到表   活动：⟪event_name|西溪湿地垃圾清理⟫   日期：⟪event_date|2024-06-29⟫
| 序号 | 姓名 | 签到 | 签退 | 备注 |
| 1 | ⟦PERSON|杜明辉⟧ | 08:02 | 11:30 | |
| 2 | ⟦PERSON|冉小琴⟧ | 08:10 | 10:15 | ⟦MEDICAL|中暑⟧提前离开 |
| 3 | ⟦PERSON|欧建新⟧ | 08:31 | 11:30 | 迟到，已口头警告 |
带队：⟦PERSON|老邵⟧ ⟦PHONE|13906811027⟧"""))

TEXTS.append(("wechat_pay_prison_deposit", """微信支付凭证
商品：⟪prison_name|浙江省南湖监狱⟫ 亲情账户充值
收款方：⟪org_name|浙江省南湖监狱⟫（商户号 ⟪merchant_id|1612087743⟫）
付款人：⟦PERSON|庄雪梅⟧
充值对象：⟦PERSON|庄立军⟧
支付金额：⟦AMOUNT|￥600.00⟧
交易单号：⟪transaction_ref|4200002241202406301578843391⟫
商户单号：⟪order_id|NH20240630104522871⟫
支付时间：⟪timestamp|2024-06-30 10:45:22⟫"""))

TEXTS.append(("hk_district_office_enquiry", """民政事務處 諮詢服務 – 來訪記錄
來訪者：⟦PERSON|鄧卓恒⟧先生   年齡：71
查詢事項：兒子在英國被捕，想知道英國有沒有免費法律援助，並詢問如何帶同⟦MEDICAL|心臟起搏器⟧乘飛機探望。
來訪者特區護照號碼：⟦PASSPORT|$pp_hk1⟧（擬辦理英國簽證用）
聯絡電話：⟦PHONE|2691 4477⟧ / ⟦PHONE|9456 2038⟧
職員：Miss ⟦PERSON|Ho⟧（已轉介⟪org_name|香港律師會⟫查詢英國律師名冊）"""))
