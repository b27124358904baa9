# -*- coding: utf-8 -*-
"""Chinese texts for blind corpus 87. Each text typed by hand."""

TEXTS = []

TEXTS += [
("wechat_group_chat", """【大运河扬州段考古志愿者群】
⟦PERSON|老周⟧：各位，明早7:30在⟪place_name|东关古渡⟫集合，别迟到哈
⟦PERSON|小赵⟧：收到！⟦PERSON|周老师⟧我明天能带个同学来吗
⟦PERSON|老周⟧：可以，把她姓名和身份证号发我，要统一买保险
⟦PERSON|小赵⟧：好的 ⟦PERSON|唐诗雨⟧ ⟦IDCARD|$id_tang⟧ 电话⟦PHONE|187 5271 3306⟧
⟦PERSON|许静怡⟧：我⟦MEDICAL|紫外线过敏⟧又犯了，明天得请假了😭
⟦PERSON|老周⟧：@⟦PERSON|许静怡⟧ 好好休息。探方⟪trench_id|T0512⟫的记录表谁拿走了？
⟦PERSON|小赵⟧：在我这，⟪feature_id|H12⟫的照片也拍完了"""),

("archive_access_registration", """⟪org_name|犍为县档案馆⟫ 档案查阅利用登记表        编号：⟪form_no|LY-2024-0617⟫
查档人姓名：⟦PERSON|黄德明⟧        性别：男
身份证号码：⟦IDCARD|$id_huang⟧
出生日期：⟦DATE_OF_BIRTH|1976年5月10日⟧
联系电话：⟦PHONE|139 0833 6612⟧
住址：⟦ADDRESS|四川省乐山市犍为县玉津镇府街56号（614400）⟧
查阅目的：查找父亲⟦PERSON|黄有福⟧1958年在芭石铁路工作期间的档案（工资单、招工登记表）
查阅档号：⟪archive_ref|J012-003-0045⟫、⟪archive_ref|J012-003-0046⟫
复印费：⟦AMOUNT|12元⟧（已缴）        接待人：⟦PERSON|杨馆员⟧"""),

("yaml_config", """# 运河巡河打卡系统 config.yaml（负责人：⟦PERSON|陈思琪⟧，改动请先在群里说）
dingtalk:
  webhook: ⟦SECRET|$dingtalk_hook1⟧
  secret: ⟦SECRET|$dingtalk_sec1⟧
  at_mobiles: ["⟦PHONE|13957162284⟧"]
aliyun:
  access_key_id: ⟦APIKEY|$ali_ak1⟧
  access_key_secret: ⟦SECRET|$ali_secret1⟧
  oss_endpoint: ⟪cloud_endpoint|$ali_region_ep⟫
  bucket: ⟪bucket_name|canal-patrol-photos⟫
server:
  port: ⟪port|8081⟫
  version: ⟪version|2.3.7⟫"""),

("sms_notification", """【嘉阳小火车】尊敬的⟦PERSON|刘晓燕⟧旅客，您已成功预订⟪event_date|10月3日⟫芭沟—蜜蜂岩⟪train_service|第3次⟫观光列车2张，订单号⟪order_id|JY20241003088412⟫，实付⟦AMOUNT|¥160.00⟧。请携带身份证（尾号⟪masked_id|3347⟫）提前30分钟检票。客服热线⟦PHONE|0833-6221078⟧。退订回T"""),

("martyr_kin_search_form", """为烈士寻亲——亲属信息采集表（⟪org_name|青岛市退役军人事务局⟫）
烈士姓名：⟦PERSON|孙德胜⟧      牺牲时间：⟪date_of_death|1951年4月⟫
安葬地：⟪cemetery_name|沈阳抗美援朝烈士陵园⟫ ⟪grave_location|第三墓区5排12号⟫
申报亲属：⟦PERSON|孙丽萍⟧（侄孙女）
出生日期：⟦DATE_OF_BIRTH|1972-04-28⟧
身份证号：⟦IDCARD|$id_sun⟧
联系电话：⟦PHONE|186 6180 2473⟧
通讯地址：⟦ADDRESS|山东省青岛市市南区香港中路76号3单元502室 266071⟧
DNA比对：已采血，样本号⟪sample_id|DNA-QD-0712⟫；比对结果：⟦MEDICAL|与烈士遗骸亲缘关系概率99.97%⟧
备注：申报人有⟦MEDICAL|高血压⟧，赴沈阳祭扫请安排陪同。"""),

("dig_volunteer_signup_form", """⟪project_name|2024年曲江遗址考古公众参与项目⟫ 志愿者报名表
姓名：⟦PERSON|马骁⟧        出生日期：⟦DATE_OF_BIRTH|1990-06-21⟧
身份证号：⟦IDCARD|$id_ma⟧
手机：⟦PHONE|15829067731⟧      邮箱：⟦EMAIL|maxiao_xa@163.com⟧
紧急联系人：⟦PERSON|马建军⟧（父亲）⟦PHONE|029-85267713⟧
健康状况：⟦MEDICAL|腰椎间盘突出⟧，不能长时间弯腰；⟦MEDICAL|青霉素过敏⟧
是否需要住宿：否
保险费：⟦AMOUNT|30元⟧（已微信支付，交易单号⟪transaction_id|4200002193202406214451028833⟫）"""),

("call_recording_transcript", """【通话录音转写】⟪timestamp|2024-08-02 16:41⟫  来电号码：⟦PHONE|+86 135 1158 9023⟧  时长：⟪call_duration|3分12秒⟫
客服：您好，⟪org_name|拱宸桥运河游船⟫客服，请讲。
来电：喂你好，我叫⟦PERSON|冯雪梅⟧，昨天下午坐你们的船，我儿子在船舱台阶那摔了一跤，⟦MEDICAL|额头缝了三针⟧，医药费花了⟦AMOUNT|六百八十块⟧……
客服：⟦PERSON|冯女士⟧您别着急，请问票号是多少？
来电：⟪ticket_no|GC0801-2271⟫。你们要身份证吗？⟦IDCARD|$id_feng⟧。
客服：好的记下了，我们主管⟦PERSON|小潘⟧明天上午给您回电，还是这个号码吗？
来电：对，或者打我老公电话⟦PHONE|一三六，五八零一，二二七三⟧。"""),

("xiaohongshu_post", """📍⟪place_name|苏州耦园⟫｜周末跟着讲解员逛老宅，真的太值了！！
讲解员⟦PERSON|陆老师⟧讲了好多沈秉成和夫人的故事，连窗棂上的纹样都有讲究🥹
门票⟪price|25元⟫，讲解⟪price|100元/场⟫，我们6个人AA，我转了⟦AMOUNT|¥42⟧给团长
想约⟦PERSON|陆老师⟧讲解的可以加她微信：⟦PERSON|luyun_guide⟧（我问过她可以公开的）
#苏州旅游 #园林 #老宅
——
评论 ⟦PERSON|小鹿不乱撞⟧：⟦PERSON|陆老师⟧是不是叫⟦PERSON|陆芸⟧？去年也是她带的
评论 作者：是的！"""),

("app_log", """2024-05-20 09:12:44.318 INFO  [http-nio-8080-exec-3] c.d.a.web.LoginController - 用户登录成功 user=⟦PERSON|liweidong⟧ ip=⟦IP_ADDRESS|223.104.63.17⟧
2024-05-20 09:13:02.771 WARN  [http-nio-8080-exec-5] c.d.a.web.LoginController - 密码错误 user=⟦PERSON|guoting⟧ ip=⟦IP_ADDRESS|2409:8a55:3c21:9f40:1d2e:6ab3:4c19:77e0⟧ 次数=3
2024-05-20 09:13:30.005 ERROR [scheduler-1] c.d.a.job.OcrJob - 调用OCR失败 secretId=⟦APIKEY|$tencent_id1⟧ secretKey=⟦SECRET|$tencent_key1⟧ code=⟪error_code|AuthFailure.SignatureExpire⟫
2024-05-20 09:13:30.006 ERROR [scheduler-1] c.d.a.job.OcrJob - 档案 ⟪archive_ref|J003-012-0107⟫ 第⟪page_no|14⟫页识别中断
2024-05-20 09:14:11.902 INFO  [http-nio-8080-exec-7] c.d.a.web.HealthController - ping from ⟪loopback_ip|127.0.0.1⟫ 耗时⟪latency|3ms⟫"""),

("volunteer_service_agreement", """⟪org_name|胡雪岩故居⟫志愿讲解员服务协议        协议编号：⟪agreement_no|HXY-ZY-2024-031⟫
甲方：⟪org_name|杭州市上城区文物保护所⟫（统一社会信用代码 ⟪uscc|12330102MB1A23456X⟫）
乙方（志愿者）：⟦PERSON|许静怡⟧
身份证号：⟦IDCARD|$id_xu⟧        出生日期：⟦DATE_OF_BIRTH|1991年2月17日⟧
联系地址：⟦ADDRESS|浙江省杭州市西湖区文三路259号8幢1203室（310012）⟧
联系电话：⟦PHONE|158 5716 0934⟧
一、乙方每月服务不少于8小时，讲解前须参加甲方组织的培训；
二、甲方为乙方购买意外伤害保险，交通补贴按每次⟪tariff|20元⟫标准发放；
三、乙方不得向游客收取任何费用。
乙方签字：⟦PERSON|许静怡⟧        日期：2024年3月1日"""),

("qq_group_chat", """【金属探测交流群】
⟦PERSON|探宝老何⟧ 21:03:15
出一台二手⟪product_code|XP DEUS II⟫，九成新，⟪price|6800⟫包邮，要的私聊 ⟦PHONE|138 1562 0457⟧ 微信同号
⟦PERSON|小林⟧ 21:05:02
⟦PERSON|老何⟧，上次在⟪place_name|张家港⟫江滩那个被抓的不是你吧😂 文物可不能乱挖
⟦PERSON|探宝老何⟧ 21:06:40
放心，只在海滩捡硬币戒指，捡到金戒指都交派出所了，还登记了我身份证⟦IDCARD|$id_he⟧，不信你去问
⟦PERSON|小林⟧ 21:07:11
哈哈哈 身份证号别往群里发啊老哥
群主-⟦PERSON|江南寻宝⟧ 21:08:30
已撤回。再发个人信息踢了啊"""),

("meeting_minutes", """⟪org_name|扬州市地方史研究会⟫ 2024年第二次理事会会议纪要
时间：⟪event_date|2024年6月15日⟫ 14:30    地点：⟪place_name|个园⟫东侧会议室
出席：⟦PERSON|杨振宇⟧（会长）、⟦PERSON|王国平⟧、⟦PERSON|刘晓燕⟧等9人
一、会费收缴。截至6月底，本年度会费收入⟪org_total|12,400元⟫。
二、⟦PERSON|王老⟧因⟦MEDICAL|心脏支架手术⟧请假两个月，期间由⟦PERSON|刘晓燕⟧负责联络。
三、口述史项目。受访者⟦PERSON|葛长青⟧，⟦DATE_OF_BIRTH|1932年11月8日⟧生，运河老船工，已录音两次（文件⟪file_name|KS-2024-07.mp3⟫）。
四、⟦PERSON|杨会长⟧垫付的五月讲座场地费⟦AMOUNT|800元⟧，由财务⟦PERSON|小李⟧本周内报销。
记录：⟦PERSON|刘晓燕⟧"""),

("weibo_post", """#清明祭英烈# 寻人！1979年牺牲的⟦PERSON|赵国强⟧烈士（⟪unit_name|某部三营八连⟫），安葬在⟪cemetery_name|麻栗坡烈士陵园⟫。我是他侄孙⟦PERSON|赵宇航⟧，想找当年和他一个班的战友，哪怕说说他最后的样子也好🙏
有线索请联系我：⟦PHONE|一三八，零七一二，四四五九⟧（不方便打字的叔叔阿姨可以直接打）
感谢 @⟦PERSON|退伍老兵王大海⟧ 帮忙转发
转发 ⟪repost_count|1.2万⟫ 评论 ⟪comment_count|3468⟫"""),

("refund_application", """退款申请单        单号：⟪refund_no|TK202407150031⟫
申请人：⟦PERSON|郭婷⟧        手机：⟦PHONE|131 3311 8092⟧
原订单：⟪order_id|DD2024071209871⟫《运河夜游·古宅讲解》双人票
退款金额：⟦AMOUNT|¥396.00⟧
退款原因：孩子⟦MEDICAL|高烧39度⟧，⟦MEDICAL|疑似手足口病⟧，去不了
原支付银行卡：⟦CARD|$card_up1⟧（中国银行）
持卡人身份证号：⟦IDCARD|$id_guo⟧
审核：⟦PERSON|钱主管⟧        状态：⟪status|已通过⟫"""),

("excel_paste", """序号	姓名	性别	手机	身份证号	服务时长(h)	备注
1	⟦PERSON|周建华⟧	男	⟦PHONE|13601762938⟧	⟦IDCARD|$id_zhou⟧	⟪service_hours|126⟫	队长
2	⟦PERSON|陈思琪⟧	女	⟦PHONE|13957162284⟧	⟦IDCARD|$id_chen⟧	48	
3	⟦PERSON|王国平⟧	男	⟦PHONE|025-84471296⟧	⟦IDCARD|$id_wang⟧	210	⟦MEDICAL|糖尿病⟧，巡河要带糖
4	⟦PERSON|赵宇航⟧	男	⟦PHONE|17786304415⟧	⟦IDCARD|$id_zhao⟧	12	学生
合计						⟪total_hours|396⟫	导出时间 ⟪timestamp|2024/09/30 17:02⟫"""),

("dianping_review", """⭐⭐⭐⭐ ⟪place_name|陈家祠⟫ 讲解很棒，就是排队太久
用户：⟦PERSON|吃货小胖熊⟧  ⟪timestamp|2024-05-03⟫
周六上午去的，现场约了讲解，⟪price|每人30元⟫，讲解员⟦PERSON|小梁⟧姐姐超级耐心，木雕砖雕讲了快一个小时。我妈⟦MEDICAL|膝盖不好⟧走不了太久，馆里可以借轮椅，这点好评👍
停车场⟪price|10元/小时⟫，建议坐地铁⟪metro_line|1号线⟫过来。"""),

("ocr_id_card", """[OCR识别结果 置信度 ⟪ocr_confidence|0.962⟫ 来源 ⟪file_name|IMG_20240412_0931.jpg⟫]
姓名 ⟦PERSON|李卫东⟧
性别 男    民族 汉
出生 ⟦DATE_OF_BIRTH|1978年6月5日⟧
住址 ⟦ADDRESS|北京市朝阳区建国路88号院3号楼1单元602⟧
公民身份号码 ⟦IDCARD|$id_li⟧
签发机关 ⟪issuing_authority|北京市公安局朝阳分局⟫
有效期限 ⟪validity_period|2016.03.21-2036.03.21⟫"""),

("feishu_doc_table", """## 铁路博物馆数字化项目 · 密钥清单（仅限项目组，勿外传）

| 服务 | Key / 地址 | Secret | 负责人 |
|---|---|---|---|
| 阿里云 OSS | ⟦APIKEY|$ali_ak2⟧ | ⟦SECRET|$ali_secret2⟧ | ⟦PERSON|马骁⟧ |
| 飞书群机器人 | ⟦SECRET|$feishu_hook1⟧ | — | ⟦PERSON|唐诗雨⟧ |
| 微信小程序 | ⟪app_id|$wx_appid1⟫ | ⟦SECRET|$wx_secret1⟧ | ⟦PERSON|马骁⟧ |
| 文档里的示例（别用） | ⟪example_key|AKIAIOSFODNN7EXAMPLE⟫ | ⟪example_key|wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY⟫ | — |

最后更新：⟪timestamp|2024-04-09 18:20⟫ by ⟦PERSON|唐诗雨⟧"""),

("public_notice", """⟪cemetery_name|滨江烈士陵园⟫清明节期间开放安排公告

一、开放时间：⟪date_range|4月1日至4月7日⟫，每日⟪opening_hours|7:30—17:30⟫（17:00停止入园）。
二、实行预约入园，请通过⟪platform_name|“红色记忆”小程序⟫预约，每日限⟪capacity|8000⟫人。
三、园内禁止焚烧纸钱、燃放鞭炮，提倡鲜花祭扫，门口免费提供菊花。
四、公交可乘⟪bus_route|游2路⟫、⟪bus_route|K35路⟫至陵园站；停车场车位⟪capacity|300个⟫，停车免费。
⟪org_name|滨江烈士陵园管理处⟫
⟪event_date|2024年3月25日⟫"""),

("express_waybill", """顺丰速运  运单号：⟪tracking_no|SF1428836109274⟫
寄件：⟪org_name|犍为县档案馆⟫  ⟦PHONE|0833-4212365⟧
收件人：⟦PERSON|黄德明⟧  ⟦PHONE|139 0833 6612⟧
收件地址：⟦ADDRESS|四川省成都市武侯区浆洗街8号2栋3单元401 610041⟧
托寄物：档案复印件（⟪item_count|23页⟫）    重量：⟪weight|0.4kg⟫
付款方式：到付  运费：⟦AMOUNT|18元⟧
寄件时间：⟪timestamp|2024-06-18 15:22⟫"""),

("wechat_transfer_record", """转账成功
转账给 ⟦PERSON|周社长⟧（⟪masked_name|**华⟫）
⟦AMOUNT|¥200.00⟧
转账说明：2024年会费+扬州考察车费
转账时间：⟪timestamp|2024-03-12 20:15:33⟫
转账单号：⟪transaction_id|1000050001202403121403339812⟫
支付方式：⟪masked_card|招商银行储蓄卡(6620)⟫"""),

("email_reply", """主题：回复：蒸汽机车修复志愿者报名
⟦PERSON|何先生⟧您好：

感谢您报名⟪org_name|沈阳铁路陈列馆⟫蒸汽机车修复志愿者。今年10月馆里组织志愿者赴英国⟪org_name|塞文河谷铁路⟫交流两周，您提交的护照号⟦PASSPORT|$pp_cn1⟧我们已录入签证材料，护照有效期需在⟪date|2025年4月⟫之后。
签证及保险费用⟦AMOUNT|1,008元⟧请于9月10日前自行缴纳，收据抬头写个人姓名即可。
另外报名表上您写了⟦MEDICAL|哮喘⟧，请随身带好⟦MEDICAL|沙丁胺醇气雾剂⟧，英方需要医生证明。

联系人：⟦PERSON|孟工⟧  ⟦PHONE|024-62035518⟧  ⟦EMAIL|meng.gong@syrail-museum.cn⟧"""),
]

TEXTS += [
("dingtalk_work_notice", """【钉钉·工作通知】⟪org_name|张家港市档案馆⟫
⟦PERSON|何志强⟧同志：您的数字档案管理系统账号 ⟦PERSON|hezhiqiang⟧ 已重置，初始密码 ⟦PASSWORD|Zjg@2024#da⟧，首次登录后请立即修改。
系统地址：http://⟦IP_ADDRESS|10.32.8.15⟧:⟪port|8088⟫/dams（仅限馆内网络访问）
如有问题请联系信息科⟦PERSON|小吴⟧，分机⟪extension|8021⟫。
发送时间：⟪timestamp|2024-09-02 08:31⟫"""),

("github_issue_zh", """### 上传扫描件时报错 403 #⟪issue_number|57⟫

**环境**：dams-sync ⟪version|v1.2.0⟫，Node ⟪version|18.19.1⟫，Windows 11

**复现步骤**
```
GH_TOKEN=⟦APIKEY|$ghp2⟧ npm run sync
```
**报错**
```
Error: 403 Forbidden
    at upload (/home/⟦PERSON|tangshiyu⟧/dams-sync/lib/gh.js:88:11)
```
@⟦PERSON|maxiao-dev⟧ 麻烦看一下是不是权限问题

---
**⟦PERSON|maxiao-dev⟧** 回复：你把 token 直接贴出来了😱 赶紧去 Settings → Developer settings 里撤销，issue 编辑记录里还能看到。修复在 ⟪commit_sha|e41b9c07⟫。"""),

("canal_patrol_log", """⟪date|2024年7月21日⟫ 巡河记录（⟪river_section|京杭运河无锡段 K12+300—K15+800⟫）
巡河人：⟦PERSON|周建华⟧、⟦PERSON|赵宇航⟧        天气：晴 35℃
发现问题：
1. ⟪place_name|清名桥⟫下游有人游泳，已劝离；
2. 岸边一位老人晕倒，自述姓名⟦PERSON|钱桂英⟧，约七十岁，初判⟦MEDICAL|中暑⟧，测得⟦MEDICAL|血压165/100⟧，已拨打120送⟪org_name|无锡市第二人民医院⟫，家属电话⟦PHONE|0510-82716645⟧；
3. 3号⟪equipment_id|水位标尺⟫被撞歪，已报管理所。
打卡定位：⟪coordinates|31.5612N, 120.3087E⟫    上传照片⟪photo_count|7张⟫"""),

("group_tour_booking", """⟪place_name|何园⟫团队讲解预约单        预约号：⟪booking_ref|HY-T-240518-07⟫
团队名称：⟪org_name|南京秦淮区退休教师协会⟫
联系人：⟦PERSON|王国平⟧        手机：⟦PHONE|139-1298-7710⟧
人数：25人        参观日期：⟪event_date|5月18日⟫上午
讲解费：⟪tariff|200元/场⟫，已付定金⟦AMOUNT|100元⟧（⟦PERSON|王国平⟧个人垫付）
特殊需求：⟦PERSON|吴老师⟧⟦MEDICAL|下肢瘫痪⟧需坐轮椅，请安排无障碍路线；⟦PERSON|钱老师⟧有⟦MEDICAL|糖尿病⟧，中午需按时用餐。"""),

("sql_insert_zh", """-- 网上祭扫留言表导出 ⟪timestamp|2024-04-05 22:10⟫，操作人 ⟦PERSON|sunliping⟧
INSERT INTO guestbook (id, nickname, real_name, mobile, ip, content) VALUES
(⟪record_id|10231⟫, '⟦PERSON|清风徐来⟧', '⟦PERSON|吴晓东⟧', '⟦PHONE|13812096634⟧', '⟦IP_ADDRESS|114.86.23.190⟧', '缅怀先烈，爷爷⟦PERSON|吴长林⟧也是志愿军，长津湖回来的'),
(⟪record_id|10232⟫, '⟦PERSON|阿蛮⟧', NULL, NULL, '⟦IP_ADDRESS|240e:3b2:61c4:9a10::1e⟧', '第一次来，很震撼'),
(⟪record_id|10233⟫, 'test', NULL, NULL, '⟪doc_ip|192.0.2.15⟫', '测试数据请删除');"""),

("paper_receipt", """收  据                         No. ⟪receipt_no|0004417⟫
今收到 ⟦PERSON|葛长青⟧ 交来 2024年度会员会费
人民币（大写）⟦AMOUNT|壹佰元整⟧        ⟦AMOUNT|¥100.00⟧
收款单位：⟪org_name|扬州市地方史研究会⟫（盖章）        经手人：⟦PERSON|小李⟧
⟪date|2024年1月8日⟫"""),

("zhihu_answer", """问题：一战华工墓在哪里？普通人怎么去祭扫？

⟦PERSON|一只考古狗⟧ 的回答：
去年我陪姥爷去了法国⟪cemetery_name|努瓦耶勒华工墓地⟫。姥爷⟦PERSON|刘振山⟧今年89岁，他的爷爷⟦PERSON|刘福祥⟧1917年从山东威海应募去的法国，再也没回来。墓碑在⟪grave_ref|第12排第7号⟫，上面刻着“⟪inscription|流芳百世⟫”四个字。
几点经验：
1. 申根签证费⟪price|80欧元⟫，材料按旅游签准备就行；
2. 姥爷⟦MEDICAL|装着心脏起搏器⟧，坐飞机前去医院开了英文证明，安检时出示即可；
3. 墓地在乡下，从巴黎北站坐火车到⟪place_name|Noyelles-sur-Mer⟫再走二十分钟。
我们祖孙俩这趟一共花了大概⟦AMOUNT|两万三人民币⟧，值。"""),

("guesthouse_registration", """⟪place_name|洛阳老城⟫·青瓦民宿  入住登记
房号 ⟪room_no|203⟫    入住 ⟪date|2024-10-02⟫    离店 ⟪date|2024-10-09⟫
住客1：⟦PERSON|冯雪梅⟧    身份证 ⟦IDCARD|$id_feng⟧
住客2：⟦PERSON|马骁⟧      身份证 ⟦IDCARD|$id_ma⟧
押金：⟦AMOUNT|300元⟧（微信）    房费：⟪tariff|168元/晚⟫
备注：二人是⟪project_name|隋唐洛阳城遗址考古⟫志愿者，每天早上6点出门，请别锁院门
WiFi：⟪wifi_ssid|LaoCheng_203⟫  密码 ⟦PASSWORD|88886666⟧"""),

("voice_message_transcript", """[语音转文字 0:47]
⟦PERSON|小唐⟧啊，我是⟦PERSON|周老师⟧，你帮我把报销单填一下哈。我的银行卡号是⟦CARD|$card_up3⟧，建设银行扬州分行的。身份证号你那有吧，没有的话是⟦IDCARD|$id_zhou⟧。报销金额一共⟦AMOUNT|四百三十二块五⟧，就是上次去⟪place_name|邵伯船闸⟫那趟的车费加午饭，发票我明天拿给你，单号⟪invoice_no|24322000000098812043⟫，好嘞谢谢啊。"""),

("wiki_deploy_doc", """# 烈士信息库 部署说明（内部，请勿外传）

- 数据库：`postgresql://martyr_admin:⟦SECRET|Yhs#2023lieshi⟧@⟦IP_ADDRESS|172.18.0.23⟧:⟪port|5432⟫/martyrdb`
- Redis：`redis://:⟦SECRET|r3dis-Pwd-0715⟧@⟦IP_ADDRESS|172.18.0.24⟧:⟪port|6379⟫/0`
- 管理后台：https://lieshi-admin.example.org.cn 账号 ⟦PERSON|admin_sunlp⟧ / 密码 ⟦PASSWORD|Sunlp@0428⟧
- 镜像版本：⟪version|martyr-web:3.1.4⟫，镜像摘要 ⟪image_digest|sha256:$sha256a⟫
- 运维负责人：⟦PERSON|孙丽萍⟧ ⟦PHONE|186 6180 2473⟧（晚上10点后只接告警电话）"""),

("accident_report", """⟪org_name|芭石铁路⟫观光列车旅客意外伤害事故报告        编号：⟪report_no|BS-AQ-2024-009⟫
发生时间：⟪timestamp|2024年8月11日10时25分⟫        地点：⟪place_name|菜子坝站⟫
受伤旅客：⟦PERSON|陈思琪⟧，女，⟦DATE_OF_BIRTH|1995年8月30日⟧出生
身份证号：⟦IDCARD|$id_chen⟧        联系电话：⟦PHONE|13957162284⟧
经过：列车进站时，该旅客将头伸出车窗拍照，被站台立柱擦伤，造成⟦MEDICAL|左侧颧骨软组织挫伤⟧，经⟪org_name|犍为县人民医院⟫检查⟦MEDICAL|CT未见骨折⟧。
处理结果：已向旅客赔付医疗费⟦AMOUNT|1,250元⟧。
当班列车长：⟦PERSON|罗师傅⟧        填报人：⟦PERSON|黄德明⟧"""),

("wechat_moments", """今天在⟪place_name|高邮明清运河故道⟫当考古志愿者，挖到一块青花瓷片，⟦PERSON|老周⟧说是⟪artifact_period|清中期⟫的😆 人晒得像块煤球
📍⟪place_name|高邮·盂城驿⟫
——
表姐：注意防晒啊你
⟦PERSON|小赵⟧：明天我给你带防晒霜
⟦PERSON|许静怡⟧：羡慕！我⟦MEDICAL|紫外线过敏⟧只能在室内整理标本，⟪find_no|M3:15⟫那件还没拼好"""),

("e_invoice", """电子发票（普通发票）
发票号码：⟪invoice_no|24442000000128837015⟫        开票日期：⟪date|2024年05月06日⟫
购买方名称：⟦PERSON|郭婷⟧（个人）
销售方名称：⟪org_name|广州岭南文旅服务有限公司⟫    纳税人识别号：⟪tax_id|91440101MA5CX7Q28L⟫
项目名称：*旅游服务*陈家祠讲解    数量 2    单价 ⟪price|28.30⟫    金额 ⟪line_total|56.60⟫    税率 ⟪tax_rate|6%⟫    税额 ⟪tax_amount|3.40⟫
价税合计（大写）⟦AMOUNT|陆拾元整⟧        （小写）⟦AMOUNT|¥60.00⟧
开票人：⟦PERSON|梁嘉欣⟧"""),

("bank_sms_forward", """⟦PERSON|老王⟧：学会这次讲座的场地费我先垫了，银行短信转给你们看一下👇
【建设银行】您尾号⟪masked_card|0862⟫的储蓄卡9月30日14:22向⟪org_name|扬州个园文化发展有限公司⟫转账支出人民币⟦AMOUNT|1,500.00元⟧，活期余额⟦AMOUNT|23,618.42元⟧。
⟦PERSON|杨会长⟧：辛苦⟦PERSON|王老师⟧，下周理事会一起报销，发票抬头写⟪org_name|扬州市地方史研究会⟫，税号⟪tax_id|51321000MJ0123457K⟫"""),
]

TEXTS += [
("archive_copy_request", """⟪org_name|无锡市档案馆⟫ 档案复制（数字化）申请单        流水号：⟪form_no|FZ-20240611-033⟫
申请人：⟦PERSON|何志强⟧        证件类型：居民身份证
证件号码：⟦IDCARD|$id_he⟧        出生日期：⟦DATE_OF_BIRTH|1983-01-14⟧
申请内容：祖父⟦PERSON|何阿大⟧1956年公私合营时期⟪org_name|协新毛纺织染厂⟫职工登记卡
档号：⟪archive_ref|B1-2-0387⟫        页数：6
费用：⟦AMOUNT|36元⟧        支付方式：银联卡 ⟦CARD|$card_up2⟧
邮寄地址：⟦ADDRESS|江苏省张家港市杨舍镇人民中路18号6幢302室 215600⟧"""),

("shell_history_zh", """$ history | tail -6
 1021  ssh ⟦PERSON|yangzy⟧@⟦IP_ADDRESS|10.0.16.7⟧
 1022  sudo vim /etc/nginx/conf.d/canal-museum.conf   # 改了 https 证书路径
 1023  curl -X POST "⟦SECRET|$dingtalk_hook2⟧" -H 'Content-Type: application/json' -d '{"msgtype":"text","text":{"content":"运河博物馆官网已更新"}}'
 1024  mysql -uroot -p'⟦PASSWORD|Yz@canal1969⟧' museum
 1025  scp backup-⟪date|20240903⟫.sql ⟦PERSON|yangzy⟧@⟦IP_ADDRESS|172.16.30.2⟧:/data/backup/
 1026  history | tail -6"""),

("lost_and_found_notice", """⟪place_name|个园⟫游客中心 失物招领（⟪date_range|6月第2周⟫）
1. 黑色钱包一个，内有身份证（⟪masked_id|3210**********0114⟫）及银行卡若干，请失主携带有效证件认领；
2. 狗绳一条，狗牌上写着“⟪pet_name|旺财⟫”和电话⟪masked_phone|188****6623⟫；
3. 老花镜一副（⟪place_name|抱山楼⟫二楼拾到）。
认领电话：⟦PHONE|0514-87363716⟧（⟪opening_hours|8:30—17:00⟫）"""),

("heritage_adoption_contract", """历史建筑保护认养协议（节选）
甲方：⟪org_name|犍为县文物保护中心⟫
乙方（认养人）：⟦PERSON|黄德明⟧，身份证号 ⟦IDCARD|$id_huang⟧
联系地址：⟦ADDRESS|四川省乐山市犍为县玉津镇府街56号（614400）⟧    电话：⟦PHONE|139 0833 6612⟧
认养对象：⟪building_name|芭沟镇黄村井老矿工宿舍⟫（⟪heritage_list_no|县保第0231号⟫）
第三条 认养费用：每年⟦AMOUNT|5,000元⟧，由乙方于每年3月31日前转入甲方对公账户 ⟪org_bank_account|2230 0144 0300 0021 388⟫。
第五条 乙方不得改变建筑外观及主体结构。"""),

("python_traceback_zh", r"""Traceback (most recent call last):
  File "C:\Users\⟦PERSON|fengxm⟧\kaogu\gis\sync_finds.py", line ⟪line_number|41⟫, in <module>
    resp = requests.post(API_URL, headers={"Authorization": "Bearer ⟦APIKEY|$jwt2⟧"}, json=batch)
  File "C:\Python311\Lib\site-packages\requests\api.py", line 115, in post
    return request("post", url, data=data, json=json, **kwargs)
requests.exceptions.ConnectionError: HTTPSConnectionPool(host='⟦IP_ADDRESS|100.96.4.18⟧', port=443): Max retries exceeded with url: /api/finds/upload
# 出土遗物同步失败，批次 ⟪batch_no|LY-2024-T0305⟫，共 ⟪item_count|214⟫ 条，明天再跑 ——⟦PERSON|冯雪梅⟧"""),

("volunteer_hours_certificate", """志愿服务时长证明（申请）
申请人：⟦PERSON|赵宇航⟧        性别：男
出生日期：⟦DATE_OF_BIRTH|2001年7月19日⟧        身份证号：⟦IDCARD|$id_zhao⟧
服务项目：⟪project_name|京杭运河无锡段巡河护河志愿服务⟫
服务时间：⟪date_range|2023年9月—2024年6月⟫        累计时长：⟪service_hours|86小时⟫
指导老师：⟦PERSON|周建华⟧（巡河队队长）    联系电话：⟦PHONE|13601762938⟧
证明编号：⟪certificate_no|WX-ZYZ-2024-0619⟫"""),

("first_aid_kit_list", """考古工地医药箱清单（⟪date|2024年7月⟫更新）
· ⟪leaflet_drug|藿香正气水⟫ 10支——防暑
· ⟪leaflet_drug|碘伏⟫ 2瓶、⟪leaflet_drug|创可贴⟫ 1盒——外伤
· ⟪leaflet_drug|氯雷他定片⟫ 1盒——过敏（按说明书服用）
· 体温计、剪刀、冰袋
药品放在⟪place_name|工地库房⟫左侧柜子，用完请登记，钥匙挂在门后第⟪hook_no|3⟫个挂钩。"""),

("wecom_bot_script", """#!/bin/bash
# 每天18点把当日巡查照片数推送到企业微信群（作者：⟦PERSON|tangshiyu⟧）
WEBHOOK="⟦SECRET|https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=3f9a2c1e-7b44-4d0e-9a51-c28e6f0b7d13⟧"
COUNT=$(ls /data/patrol/$(date +%F) | wc -l)
curl -s "$WEBHOOK" -H 'Content-Type: application/json' \\
  -d "{\\"msgtype\\":\\"text\\",\\"text\\":{\\"content\\":\\"今日巡查照片 ${COUNT} 张\\"}}"
# crontab: ⟪cron_expr|0 18 * * *⟫"""),
]

TEXTS += [
("tour_group_signup_form", """“寻访一战华工足迹”法国祭扫团 报名表        报名序号：⟪form_no|HG-2024-012⟫
姓名：⟦PERSON|刘振山⟧        出生日期：⟦DATE_OF_BIRTH|1935年3月2日⟧
护照号码：⟦PASSPORT|$pp_cn2⟧
同行人：⟦PERSON|刘一鸣⟧（外孙）    护照号码：⟦PASSPORT|$pp_cn3⟧
健康状况：⟦MEDICAL|心脏起搏器⟧（2019年植入）、⟦MEDICAL|轻度听力下降⟧，需靠过道座位
团费：⟪price|每人18,800元⟫，已交定金⟦AMOUNT|10,000元⟧
联系电话：⟦PHONE|0631-5238716⟧（威海家中）    ⟦PHONE|150 6312 4478⟧（⟦PERSON|刘一鸣⟧）"""),

("dingtalk_group_chat", """【芭石铁路志愿者群】
⟦PERSON|罗师傅⟧：国庆加开⟪train_service|第7次⟫，明天需要两个车厢志愿者，谁有空？
⟦PERSON|刘晓燕⟧：我可以
⟦PERSON|小黄⟧：我也行，不过我⟦MEDICAL|脚踝扭伤⟧还没好，只能在站台
⟦PERSON|罗师傅⟧：@⟦PERSON|小黄⟧ 那你去⟪place_name|跃进站⟫帮忙检票。餐补每人每天⟪tariff|50元⟫，周五统一发
⟦PERSON|刘晓燕⟧：⟦PERSON|罗师傅⟧，上个月的餐补我还没收到哦，⟦AMOUNT|150块⟧
⟦PERSON|罗师傅⟧：我问下财务⟦PERSON|小苏⟧，今天给你补上"""),

("hotline_work_order", """12345政务服务便民热线 工单        工单号：⟪ticket_id|GD2024081500731⟫
来电人：⟦PERSON|孙女士⟧        来电号码：⟦PHONE|15092283317⟧
来电人地址：⟦ADDRESS|青岛市市南区江苏路22号甲1单元301室 266003⟧
诉求内容：反映⟪building_name|安徽路13号历史风貌建筑⟫被擅自加建彩钢棚，破坏原有立面，要求文物部门查处。来电人称其母亲⟦MEDICAL|哮喘⟧，施工粉尘影响很大。
承办单位：⟪org_name|市南区文化和旅游局⟫        办理时限：⟪deadline|5个工作日⟫"""),

("api_response_json", """{"code":0,"msg":"ok","data":{"memberId":"⟪member_id|M20240311009⟫","nickName":"⟦PERSON|运河边的猫⟧","realName":"⟦PERSON|唐诗雨⟧","mobile":"⟦PHONE|18752713306⟧","idCard":"⟦IDCARD|$id_tang⟧","birthday":"⟦DATE_OF_BIRTH|1999-10-03⟧","points":⟪points|1280⟫,"level":"⟪member_level|V2⟫","token":"⟦APIKEY|$jwt4⟧","lastLoginIp":"⟦IP_ADDRESS|117.136.45.102⟧","serverTime":⟪unix_time|1725004212⟫}}"""),

("marriage_record_query", """婚姻登记档案查询申请表        受理号：⟪form_no|CX-2024-1107⟫
申请人：⟦PERSON|王国平⟧        身份证号：⟦IDCARD|$id_wang⟧
出生日期：⟦DATE_OF_BIRTH|1957年3月12日⟧
查询内容：本人与⟦PERSON|沈秀兰⟧于1982年在⟪place_name|南京市玄武区⟫办理结婚登记的档案
查询用途：办理房产继承（配偶⟦PERSON|沈秀兰⟧已于2023年因⟦MEDICAL|肺癌⟧去世）
查询结果：已查到，档号⟪archive_ref|HY-1982-0417⟫，出具证明一份。经办人：⟦PERSON|小陈⟧"""),

("wechat_private_chat", """⟦PERSON|老何⟧：兄弟，上次那台探测器的钱啥时候给我？⟦AMOUNT|六千八百块⟧
⟦PERSON|阿杰⟧：这周五一定！支付宝额度不够，我拿信用卡给你转行不，卡号⟦CARD|$card_mc2⟧
⟦PERSON|老何⟧：信用卡转不了个人的……你直接微信转，我微信号⟦PERSON|hezq_1983⟧
⟦PERSON|阿杰⟧：好嘞，周五发工资就转
⟦PERSON|老何⟧：线圈那个⟪product_code|HF 9x5⟫你先别拆包装，有问题好退"""),

("oral_history_transcript", """【口述史访谈·第3次】受访人：⟦PERSON|葛长青⟧        采访人：⟦PERSON|刘晓燕⟧
录音文件：⟪file_name|KS-2024-09.mp3⟫    时长：⟪duration|58分⟫    地点：受访人家中

⟦PERSON|刘晓燕⟧：⟦PERSON|葛老⟧，您是哪一年生的？
⟦PERSON|葛长青⟧：民国二十一年，阴历十月十一。（整理者注：即公历⟦DATE_OF_BIRTH|1932年11月8日⟧）
⟦PERSON|刘晓燕⟧：您多大开始上船的？
⟦PERSON|葛长青⟧：十四岁就跟我父亲上船了，从⟪place_name|瓜洲⟫跑到⟪place_name|淮安⟫。十八岁那年得了⟦MEDICAL|血吸虫病⟧，肚子胀得老大，差点没命，后来在⟪org_name|苏北人民医院⟫治好的。"""),

("insurance_claim_form", """团体意外伤害保险 理赔申请书        保单号：⟪insurance_policy_no|PEAC2024320100000871⟫
被保险人：⟦PERSON|唐诗雨⟧        身份证号：⟦IDCARD|$id_tang⟧
联系电话：⟦PHONE|187 5271 3306⟧
出险时间：⟪timestamp|2024年7月9日上午⟫
出险经过：在⟪place_name|扬州城遗址⟫⟪trench_id|T0305⟫探方内清理时被手铲划伤，⟦MEDICAL|右手掌裂伤缝合5针⟧，并⟦MEDICAL|注射破伤风疫苗⟧。
申请金额：⟦AMOUNT|¥862.40⟧
附件：门诊病历、发票⟪item_count|3张⟫"""),

("site_diary", """⟪date|9月14日⟫ 晴 31℃
⟪trench_id|T0305⟫第④层清理完毕，⟪find_no|M3:15⟫青瓷碗残片已编号装袋，⟦PERSON|马骁⟧负责绘图，⟦PERSON|冯老师⟧拍照。
下午三点⟦PERSON|小马⟧有点⟦MEDICAL|中暑⟧，喝了藿香正气水在工棚休息，四点后恢复。
明天计划：清理⟪feature_id|H7⟫灰坑，⟦PERSON|冯老师⟧说要在10点前拍完俯视照。"""),

("tieba_post", """【求助】有没有吧友知道⟪loco_number|前进型1191号⟫现在在哪？
楼主：⟦PERSON|蒸汽控老赵⟧
2楼 ⟦PERSON|铁道兵后代⟧：集通线停运以后好像调去⟪org_name|沈阳铁路陈列馆⟫了，你去问问
3楼 楼主：谢谢！我爸⟦PERSON|赵长河⟧当年就在⟪place_name|大板机务段⟫开这台车，现在⟦MEDICAL|阿尔茨海默⟧越来越重了，想趁他还认得人带他去看一眼
4楼 ⟦PERSON|铁道兵后代⟧：泪目，祝老爷子健康。陈列馆电话⟦PHONE|024-62035518⟧，提前约"""),

("vcard_export", """BEGIN:VCARD
VERSION:3.0
FN:⟦PERSON|周建华⟧
ORG:⟪org_name|无锡运河巡河志愿队⟫
TEL;TYPE=CELL:⟦PHONE|+86 136 0176 2938⟧
TEL;TYPE=WORK:⟦PHONE|0510-85012277⟧
EMAIL:⟦EMAIL|zhoujh1964@126.com⟧
ADR;TYPE=HOME:;;⟦ADDRESS|梁溪区南长街361号2单元501;无锡;江苏;214021⟧;中国
BDAY:⟦DATE_OF_BIRTH|1964-09-23⟧
NOTE:巡河队队长，⟦MEDICAL|痛风⟧，聚餐别点海鲜
REV:⟪timestamp|20240312T081500Z⟫
END:VCARD"""),

("customer_service_chat", """[在线客服·嘉阳小火车]
用户⟦PERSON|乐山吃货王⟧：你好，我买的票能退吗？订单⟪order_id|JY20241005091107⟫
客服（工号⟪agent_id|1088⟫）：您好，请提供购票人姓名和手机号
用户⟦PERSON|乐山吃货王⟧：⟦PERSON|刘晓燕⟧，⟦PHONE|13880745521⟧
客服（工号1088）：已为您办理退款⟦AMOUNT|¥156.00⟧（已扣手续费⟪fee|4元⟫），3个工作日内原路退回尾号⟪masked_card|3849⟫的银行卡。
用户⟦PERSON|乐山吃货王⟧：好的谢谢～"""),

("donation_certificate", """捐 赠 证 书                编号：⟪certificate_no|JZ2024-0356⟫
⟦PERSON|吴晓东⟧先生：
您向⟪org_name|长津湖战役纪念馆⟫捐赠祖父⟦PERSON|吴长林⟧同志生前遗物（⟪artifact_desc|军用水壶一件、立功证书一份⟫）及现金⟦AMOUNT|人民币5,000元⟧，特发此证，以资感谢。
⟪org_name|长津湖战役纪念馆⟫
⟪date|二〇二四年五月二十日⟫"""),

("beach_finds_register", """海滩拾获物登记（⟪org_name|青岛金属探测爱好者协会⟫）
日期 | 地点 | 物品 | 拾获人 | 处理情况
⟪date|6/2⟫ | ⟪place_name|金沙滩⟫ | 金戒指1枚 | ⟦PERSON|何志强⟧ | 交⟪org_name|黄岛派出所⟫，回执⟪receipt_no|HD-2024-0602-11⟫
⟪date|6/9⟫ | 金沙滩 | 铜币若干（⟪coin_type|光绪元宝⟫） | ⟦PERSON|小林⟧ | 自留
⟪date|6/16⟫ | ⟪place_name|石老人海滩⟫ | 手机1部 | ⟦PERSON|何志强⟧ | 失主⟦PERSON|赵女士⟧（⟦PHONE|15206487719⟧）已取回"""),

("account_sharing_chat", """⟦PERSON|刘晓燕⟧：公众号后台账号密码发我一下，今天要推口述史那篇
⟦PERSON|杨振宇⟧：账号 ⟦EMAIL|yzdfsyjh@163.com⟧ 密码 ⟦PASSWORD|Yzdfs2018!⟧，登录要扫码，到时候我手机上点确认
⟦PERSON|刘晓燕⟧：收到，封面用⟪file_name|IMG_0932.JPG⟫那张行吗
⟦PERSON|杨振宇⟧：行。推完把密码改了，改成什么私聊我
⟦PERSON|刘晓燕⟧：👌 阅读量上次才⟪read_count|1,032⟫，这次争取破两千"""),

("health_registration", """⟪place_name|何园⟫志愿讲解员年度健康登记（内部）
姓名：⟦PERSON|钱桂英⟧        出生日期：⟦DATE_OF_BIRTH|1953年2月26日⟧
体检结果：⟦MEDICAL|空腹血糖7.8 mmol/L⟧；⟦MEDICAL|甲状腺结节⟧（随访）
目前用药：⟦MEDICAL|二甲双胍⟧，每日两次
结论：可继续从事室内讲解，⟪date_range|7—8月⟫避免户外高温时段排班。
登记人：⟦PERSON|许小姐⟧"""),

("python_script_zh", r"""# 上传口述史音频到 OSS —— 临时脚本，用完就删！（⟦PERSON|liuxy⟧ ⟪date|2024-09-20⟫）
import oss2

auth = oss2.Auth('⟦APIKEY|$ali_ak1⟧', '⟦SECRET|$ali_secret1⟧')
bucket = oss2.Bucket(auth, 'https://⟪cloud_endpoint|$ali_region_ep⟫', '⟪bucket_name|yz-oral-history⟫')
bucket.put_object_from_file('KS-2024-09.mp3', r'D:\口述史\KS-2024-09.mp3')
print('ok', oss2.__version__)  # ⟪version|2.18.4⟫"""),

("museum_booking_confirmation", """【预约成功】⟪org_name|中国铁道博物馆⟫（正阳门馆）
预约人：⟦PERSON|李卫东⟧        证件号：⟦IDCARD|$id_li⟧
同行人：⟦PERSON|李想⟧（儿童，⟦DATE_OF_BIRTH|2016年4月3日⟧）
参观日期：⟪date|2024-10-05⟫        场次：⟪time_slot|09:00-12:00⟫
入馆码：⟪ticket_code|TM8826410⟫（请出示二维码及身份证原件）"""),

("local_chronicle_email", """⟦PERSON|杨会长⟧：
您好！《⟪publication|邵伯镇志⟫》第七章“运河船民”初稿已完成，共⟪word_count|3.2万字⟫，附件请查收。⟦PERSON|葛长青⟧老人的照片已取得本人书面授权。
稿费⟦AMOUNT|3,200元⟧请打到我原来那张卡上即可。我下月搬家，新地址：⟦ADDRESS|江苏省扬州市江都区邵伯镇运河东路18号（225261）⟧。
此致
⟦PERSON|沈建明⟧  ⟦PHONE|0514-86267745⟧  ⟦EMAIL|shenjm_shaobo@qq.com⟧"""),

("duty_roster_md", """## 纪念馆国庆志愿讲解排班

| 日期 | 上午 | 下午 | 备注 |
|---|---|---|---|
| ⟪date|10/1⟫ | ⟦PERSON|赵宇航⟧ | ⟦PERSON|唐诗雨⟧ | 客流预计⟪visitor_estimate|1.5万⟫ |
| ⟪date|10/2⟫ | ⟦PERSON|郭婷⟧ | ⟦PERSON|小潘⟧ | |
| ⟪date|10/3⟫ | ⟦PERSON|王老⟧ | — | ⟦PERSON|王老⟧⟦MEDICAL|膝关节置换术后⟧只讲半天 |"""),

("online_survey_response", """问卷星｜《大运河与扬州城》公益讲座报名        答卷编号：⟪response_id|#10427⟫
1. 姓名：⟦PERSON|沈建明⟧
2. 手机号：⟦PHONE|138 5273 0416⟧
3. 年龄段：60岁以上
4. 是否需要无障碍座位：是，⟦MEDICAL|腿脚不便，拄拐⟧
5. 从哪里得知本次讲座：公众号
提交时间：⟪timestamp|2024/05/06 21:44:10⟫    来源IP：⟦IP_ADDRESS|58.217.104.33⟧（江苏扬州）"""),

("feishu_approval", """【飞书审批】报销申请        审批编号：⟪approval_no|202409120007⟫
申请人：⟦PERSON|唐诗雨⟧        部门：⟪department|数字化组⟫
事由：赴扬州采访运河老船工（口述史第3次）
明细：高铁 ⟦AMOUNT|¥178.5⟧；住宿 ⟦AMOUNT|¥336⟧；餐费 ⟦AMOUNT|¥92⟧
合计：⟦AMOUNT|¥606.5⟧
收款卡号：⟦CARD|$card_up1⟧
审批人：⟦PERSON|马骁⟧ ✔ 已同意 ⟪timestamp|09-13 10:02⟫"""),
]
