# Hand-written Chinese texts for corpus_blind14. Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES
TEXTS = []
T = TEXTS.append

T(("酒店入住登记单", r"""【锦江湖畔酒店·入住登记单】  单号：⟪order_id|RZ20260214-0087⟫
客人姓名：⟦PERSON|邓丽娟⟧          性别：女
证件类型：居民身份证   证件号码：⟦IDCARD|$cnid2⟧
联系电话：⟦PHONE|139 1628 4407⟧
家庭住址：⟦ADDRESS|上海市徐汇区漕溪北路375弄6号1203室⟧
入住日期：⟪date|2026年2月14日⟫   离店日期：⟪date|2026年2月16日⟫   房号：⟪room_number|1608⟫
房价：⟪price|¥688/晚⟫（含双早）   押金：⟦AMOUNT|¥1000⟧（微信预授权）
接待员：⟦PERSON|小谭⟧
"""))

T(("酒店前台微信群", r"""【前厅部工作群】
⟦PERSON|周晓敏⟧：1608的⟦PERSON|邓女士⟧说她⟦MEDICAL|怀孕七个月⟧，想换个低楼层，有没有空房？
⟦PERSON|陈经理⟧：三楼⟪room_number|312⟫空着，直接换，差价不收
⟦PERSON|周晓敏⟧：好的👌 另外保险柜密码她忘了，工程部重置成 ⟦PASSWORD|260214⟧ 了
⟦PERSON|阿杰⟧：收到，我上去跟她说
⟦PERSON|陈经理⟧：今晚团队房 ⟪price|¥498⟫ 协议价别报错了，订单号 ⟪order_id|TD-88120⟫
"""))

T(("酒店投诉工单", r"""工单编号：⟪ticket_id|KS-2026-03318⟫  渠道：携程点评转人工  优先级：高
客人：⟦PERSON|梁振宇⟧（⟦PHONE|186-2130-5592⟧）
入住：⟪date|2026-01-30⟫  房间：⟪room_number|2105⟫
投诉内容：“房间地毯有霉味，我有⟦MEDICAL|过敏性鼻炎⟧，住一晚就鼻塞头痛，吃了⟦MEDICAL|氯雷他定⟧也没用。要求退还两晚房费⟦AMOUNT|1376元⟧。”
处理人：客房部⟦PERSON|王主管⟧
门市价：⟪price|¥988⟫  会员价：⟪price|¥688⟫
"""))

T(("航班值机短信", r"""【东方航空】尊敬的⟦PERSON|许嘉怡⟧女士，您预订的⟪flight_number|MU5137⟫航班（上海虹桥-北京首都，⟪date|2月20日⟫ 07:00）已开放值机，座位⟪seat|32K⟫。
订单号⟪order_id|E2026021900318⟫，票号⟪app_id|781-2398410772⟫。验证码⟪otp_code|605318⟫，5分钟内有效，请勿泄露。
"""))

T(("机场失物招领登记", r"""白云机场 T2 失物招领登记表
登记编号：⟪case_number|SW-20260118-0442⟫
失主姓名：⟦PERSON|黄志强⟧    身份证号：⟦IDCARD|$cnid3⟧
联系电话：⟦PHONE|13726890514⟧
航班：⟪flight_number|CZ3101⟫  登机口：⟪gate|B214⟫
遗失物品：黑色双肩包一个，内有笔记本电脑、⟦MEDICAL|降压药（苯磺酸氨氯地平片 5mg）⟧、现金⟦AMOUNT|约2300元⟧
经办人：⟦PERSON|罗晓⟧   工号⟪account_ref|GZ0871⟫
"""))

T(("航空公司旅客服务记录", r"""旅客服务记录  ⟪date|2026-02-03⟫
旅客：⟦PERSON|ZHANG/WEI⟧（⟦PERSON|张伟⟧） 护照号：⟦PASSPORT|EJ4471823⟧
航班：⟪flight_number|CA981⟫ 北京-纽约  座位：⟪seat|41C⟫
情况说明：旅客自述⟦MEDICAL|有癫痫病史⟧，起飞前提出需要将药品⟦MEDICAL|丙戊酸钠缓释片⟧放在随身行李，已同意。
旅客另投诉超重行李费⟦AMOUNT|¥1,200⟧收取不合理；按公布标准第一件超重为⟪price|¥1,000⟫起。
记录人：乘务长⟦PERSON|顾晓琳⟧
"""))

T(("电信客服通话记录", r"""【通话转写 · 客服工号⟪account_ref|10086-3321⟫】
客服：您好，这里是⟪org_name|华信通信⟫客服，请问怎么称呼？
用户：我姓韩，⟦PERSON|韩雪梅⟧。
客服：⟦PERSON|韩女士⟧您好，为核实身份，请提供机主身份证号码后六位。
用户：⟪id_tail|21406X⟫……不对，是⟪id_tail|214061⟫。
客服：好的，请再说一下服务密码。
用户：⟦PASSWORD|7 7 3 1 9 0⟧。
客服：核实成功。您本月账单⟦AMOUNT|286.50元⟧，其中国际漫游⟪price|30元/天⟫包天费用。
"""))

T(("电信携号转网短信", r"""【华信通信】您的携号转网授权码为⟦PASSWORD|HX8821⟧，有效期至⟪date|2026-03-01⟫，请勿告知他人。
【华信通信】尊敬的客户，您尾号⟪masked_phone|5592⟫的号码本月已用流量18.2GB，套餐⟪price|59元/月⟫。
【华信通信】验证码：⟪otp_code|420913⟫，用于网上营业厅登录。
"""))

T(("宽带报修工单", r"""报修单号：⟪ticket_id|BX20260207118⟫
用户姓名：⟦PERSON|欧阳明⟧
装机地址：⟦ADDRESS|广州市天河区天河北路233号中信广场附近兴华大街18号2单元502⟧
联系电话：⟦PHONE|020-3861 4472⟧ / ⟦PHONE|158 2008 7714⟧
故障描述：光猫LOS红灯，上网不通
光猫管理地址：⟪doc_ip|192.0.2.1⟫（测试环境）  实际网关：⟦IP_ADDRESS|192.168.1.1⟧
宽带账号：⟪account_ref|gz020438812⟫  宽带密码：⟦PASSWORD|mx82ld19⟧
装维师傅：⟦PERSON|老杨⟧
"""))

T(("租车合同", r"""汽车租赁合同  合同编号：⟪order_id|ZC-SZ-2026-00917⟫
承租人：⟦PERSON|冯国栋⟧    身份证号：⟦IDCARD|$cnid4⟧
手机：⟦PHONE|13588214063⟧
车型：别克GL8  取车门店：⟪place|深圳宝安机场店⟫
租期：⟪date|2026-02-10⟫至⟪date|2026-02-15⟫  日租金⟪price|¥398⟫
车辆押金：⟦AMOUNT|¥5,000⟧（信用卡预授权，卡号 ⟦CARD|$card_up2⟧，有效期 ⟪card_expiry|08/29⟫）
违章押金：⟦AMOUNT|¥2,000⟧，还车30天后无违章退还。
"""))

T(("修车厂结算单", r"""【⟪org_name|老王汽修⟫】结算单   NO.⟪invoice_number|0020418⟫
车主：⟦PERSON|刘建华⟧   电话：⟦PHONE|139-5102-8877⟧
项目：更换刹车片（前）⟪price|¥380⟫   机油保养 ⟪price|¥268⟫   工时费 ⟪price|¥150⟫
合计：⟪price|¥798⟫   优惠：-⟪price|¥48⟫
车主实付：⟦AMOUNT|¥750⟧（微信）
下次保养：⟪date|2026年8月⟫ 或 5000公里
"""))

T(("健身房会籍合同", r"""超燃健身 会籍合同
会员姓名：⟦PERSON|沈佳琪⟧   出生日期：⟦DATE_OF_BIRTH|1986年2月19日⟧
身份证号：⟦IDCARD|$cnid5⟧
手机：⟦PHONE|15982144730⟧
会籍类型：年卡（⟪price|¥3,280⟫），私教课20节（⟪price|¥300/节⟫）
本人实际支付：⟦AMOUNT|¥8,680⟧（含私教优惠价）
健康声明：⟦MEDICAL|腰椎间盘突出⟧，医生建议避免大重量深蹲。
紧急联系人：⟦PERSON|沈国强⟧（父亲） ⟦PHONE|13908172256⟧
销售顾问：⟦PERSON|小胖⟧
"""))

T(("私教课后记录", r"""学员：⟦PERSON|阿强⟧（⟦PERSON|赵志强⟧）  第8节
- 体重 92.4kg，体脂27%
- 自述有⟦MEDICAL|三高⟧，在吃⟦MEDICAL|二甲双胍⟧和⟦MEDICAL|瑞舒伐他汀⟧
- 今天有氧做到第15分钟说⟦MEDICAL|胸闷⟧，立刻停了，建议去医院查心电图
- 剩余课时12节，已付⟦AMOUNT|3600元⟧
教练：⟦PERSON|Kevin 李⟧   下次：⟪date|周四晚7点⟫
"""))

T(("羽毛球俱乐部接龙", r"""【周六羽毛球 ⟪place|奥体中心3号馆⟫ 接龙】
场地费⟪price|¥45/人⟫，球费另算
1. ⟦PERSON|大刘⟧ +1
2. ⟦PERSON|莉莉⟧
3. ⟦PERSON|王浩然⟧（上周欠的⟦AMOUNT|45块⟧已转）
4. ⟦PERSON|小雨⟧
5. ⟦PERSON|阿坤⟧（⟦MEDICAL|脚踝扭伤⟧，这周只来看）
收款：⟦PERSON|孙姐⟧
"""))

T(("婚恋平台举报处理", r"""举报单号：⟪case_number|JB-2026-0211-0093⟫
被举报用户：昵称“⟦PERSON|阳光男孩Leo⟧”  UID ⟪account_ref|88312047⟫  登录IP ⟦IP_ADDRESS|117.136.52.18⟧
举报人：⟦PERSON|叶思琪⟧  UID ⟪account_ref|77104329⟫
聊天截图内容：“加我微信 ⟦PERSON|zhangleo⟧ 吧”“我在做外汇投资，带你赚钱，先转⟦AMOUNT|5000⟧试试”
处理结果：封号，设备指纹 ⟪hash|e3b0c44298fc1c14⟫ 加入黑名单
审核员：⟦PERSON|小梁⟧
"""))

T(("相亲群聊天记录", r"""红娘⟦PERSON|张姐⟧：给大家介绍一下，⟦PERSON|刘子豪⟧，88年，⟪place|杭州⟫本地，在⟪org_name|阿里巴巴⟫做产品，年薪⟦AMOUNT|60万⟧左右，有房有车
⟦PERSON|王阿姨⟧：身高多少呀
红娘⟦PERSON|张姐⟧：178，就是之前⟦MEDICAL|得过抑郁症⟧，现在已经好了，人很实在
⟦PERSON|王阿姨⟧：我家⟦PERSON|婷婷⟧92年的，在⟪org_name|浙一医院⟫当护士，可以加个微信
红娘⟦PERSON|张姐⟧：好的，见面费⟪price|200⟫元，双方各出一半
"""))

T(("猎头候选人简历", r"""个人简历
姓名：⟦PERSON|郑雅文⟧       出生年月：⟦DATE_OF_BIRTH|1990.06⟧
电话：⟦PHONE|135 1027 6638⟧   邮箱：⟦EMAIL|zhengyawen90@163.example.com⟧
现居：⟦ADDRESS|北京市朝阳区望京西园三区311号楼1单元902⟧
求职意向：酒店收益管理总监   期望薪资：⟦AMOUNT|年薪50-60万⟧
工作经历：
⟪date|2019.03⟫-至今  ⟪org_name|希尔顿⟫北京王府井  收益经理，目前月薪⟦AMOUNT|32,000元⟧
⟪date|2014.07⟫-⟪date|2019.02⟫  ⟪org_name|洲际酒店集团⟫  收益分析师
"""))

T(("猎头内部钉钉沟通", r"""【钉钉 · 华南交付组】
⟦PERSON|何静⟧ 10:21：候选人⟦PERSON|郑雅文⟧那边说现在月薪32K，期望年包55W，客户预算⟪price|45-50W⟫
⟦PERSON|Eric 吴⟧ 10:23：先推，告诉她客户有签字费
⟦PERSON|何静⟧ 10:24：另外她提到明年想⟦MEDICAL|备孕⟧，这个我们不要写进推荐报告里
⟦PERSON|Eric 吴⟧ 10:24：对，绝对不写。推荐报告模板在共享盘 ⟪version|v3.2⟫
"""))

T(("背景调查报告", r"""背景调查报告（机密）  报告编号：⟪case_number|BG-2026-0417⟫
候选人：⟦PERSON|唐文博⟧   身份证号：⟦IDCARD|$cnid7⟧
学历核验：⟪org_name|南京大学⟫ 本科 ⟪date|1995年⟫ 毕业，学信网验证一致
前雇主证明人：⟦PERSON|钱总⟧（原部门总监） 电话 ⟦PHONE|025-8431 2276⟧
离职原因：个人发展；离职前月薪⟦AMOUNT|¥28,500⟧
不良记录：无。证明人提到其⟦MEDICAL|2021年因甲状腺癌手术休假三个月⟧（已告知客户此信息不作为评估依据）
调查员：⟦PERSON|宋佳⟧
"""))

T(("法院判决书节选", r"""⟪org_name|杭州市西湖区人民法院⟫
民 事 判 决 书
（2025）⟪case_number|浙0106民初4471号⟫
原告：⟦PERSON|林晓峰⟧，男，⟦DATE_OF_BIRTH|1990年1月1日⟧出生，汉族，住⟦ADDRESS|浙江省杭州市西湖区文三路90号东部软件园2幢701室⟧，公民身份号码⟦IDCARD|$cnid8⟧。
被告：⟪org_name|杭州悦途汽车租赁有限公司⟫。
……判决如下：被告于本判决生效之日起十日内返还原告押金⟦AMOUNT|人民币5000元⟧，并赔偿损失⟦AMOUNT|1200元⟧。案件受理费⟪price|50元⟫，由被告负担。
审判员  ⟦PERSON|蒋丽华⟧
"""))

T(("派出所报警回执", r"""报警回执
接报时间：⟪timestamp|2026-02-12 21:46⟫   接报单位：⟪org_name|朝阳分局望京派出所⟫   警情编号：⟪case_number|J1101052602120388⟫
报警人：⟦PERSON|许文静⟧   联系电话：⟦PHONE|13810627745⟧
简要案情：报警人称在快递柜取件后发现包裹内手机被调包，该手机购买价⟦AMOUNT|6999元⟧，订单号⟪order_id|3821044719302⟫。
接警民警：⟦PERSON|高警官⟧   警号 ⟪account_ref|021883⟫
"""))

T(("交通事故认定书", r"""道路交通事故认定书（简易程序）  编号：⟪case_number|440305120260088⟫
事故时间：⟪timestamp|2026年1月25日 08时10分⟫  地点：⟪place|深圳市南山区深南大道与科苑路交叉口⟫
当事人甲：⟦PERSON|吴晓东⟧，驾驶证号同身份证号 ⟦IDCARD|$cnid11⟧，电话 ⟦PHONE|13612907734⟧
当事人乙：⟦PERSON|覃美玲⟧，电话 ⟦PHONE|18923014458⟧，⟦MEDICAL|左手腕软组织挫伤⟧
责任认定：甲负全部责任。甲赔偿乙医疗费⟦AMOUNT|1860元⟧。
"""))

T(("水费催缴通知", r"""【⟪org_name|深圳市水务集团⟫】缴费提醒
尊敬的⟦PERSON|杨建平⟧客户：您户号⟪account_ref|0201188472⟫（用水地址：⟦ADDRESS|深圳市福田区莲花路1003号彩田村12栋604⟧）
⟪date|2026年1月⟫水费⟦AMOUNT|¥86.40⟧尚未缴纳，已产生滞纳金⟦AMOUNT|¥2.16⟧。
现行居民阶梯水价：第一阶梯⟪price|3.18元/吨⟫，第二阶梯⟪price|4.77元/吨⟫。
"""))

T(("燃气开户申请", r"""燃气开户申请表   受理号：⟪ticket_id|RQ-2026-05520⟫
户主姓名：⟦PERSON|段新宇⟧     身份证号：⟦IDCARD|$cnid10⟧
联系电话：⟦PHONE|029-8821 4460⟧ ⟦PHONE|13891264407⟧
用气地址：⟦ADDRESS|陕西省西安市雁塔区科技路48号创业广场B座1806⟧
表具编号：⟪meter_number|G4-20260119-3317⟫
开户费：⟪price|¥2,800⟫（物业统一代收）   本户实缴：⟦AMOUNT|¥2,520⟧（老用户九折）
备注：家中老人⟦MEDICAL|阿尔茨海默症⟧，请安装自动熄火保护灶具。
"""))

T(("电费账单短信", r"""【国网电力】尊敬的客户，您的户号⟪account_ref|4401 2288 1906⟫，⟪date|2026年01月⟫用电量 412度，电费⟦AMOUNT|253.61元⟧，
账户余额⟦AMOUNT|-12.30元⟧，请于⟪date|2月20日⟫前缴费。阶梯电价：第一档⟪price|0.68元/度⟫。如已缴费请忽略。
"""))

T(("临床试验筛选表", r"""受试者筛选/入选表  方案编号：⟪study_id|HR-2025-031⟫  中心号：⟪account_ref|05⟫
筛选号：⟪study_id|S05-017⟫   姓名缩写：⟦PERSON|LJH⟧   性别：男   出生日期：⟦DATE_OF_BIRTH|1968-09-14⟧
诊断：⟦MEDICAL|2型糖尿病合并慢性肾病3期⟧
合并用药：⟦MEDICAL|阿卡波糖 50mg tid⟧；⟦MEDICAL|缬沙坦 80mg qd⟧
排除标准第7条（近6个月内心梗）：否
是否入选：是   随机号：⟪study_id|R05-0093⟫   筛选日期：⟪date|2026-01-08⟫
研究者签名：⟦PERSON|魏敏⟧
"""))

T(("知情同意书签字页", r"""知情同意书（版本号 ⟪version|V2.0⟫，版本日期 ⟪date|2025年9月1日⟫）
我已阅读本知情同意书，自愿参加本研究。我知道完成全部访视后可获得交通及营养补助共计⟦AMOUNT|1500元⟧。
受试者签名：⟦PERSON|刘金辉⟧    联系电话：⟦PHONE|13705812296⟧    日期：⟪date|2026-01-08⟫
法定代理人签名：（不适用）
研究者签名：⟦PERSON|魏敏⟧    联系电话：⟪masked_phone|0571-8xxx xx20⟫（研究中心）
"""))

T(("不良事件飞书通知", r"""【飞书 · HR-2025-031 项目群】
CRC⟦PERSON|小周⟧：⟪account_ref|05⟫中心⟪study_id|S05-017⟫受试者昨晚⟦MEDICAL|低血糖晕倒⟧，急诊测血糖2.6，已经处理好了
⟦PERSON|魏敏⟧：需要报SAE吗？住院了没
CRC⟦PERSON|小周⟧：留观6小时回家了，不算住院。他自己把⟦MEDICAL|格列美脲⟧加量了没告诉我们
⟦PERSON|魏敏⟧：按AE记录，24小时内录入EDC。EDC地址换了，旧的⟪doc_ip|203.0.113.50⟫不要用
"""))

T(("科研问卷导出", r"""编号,年龄段,城市,睡眠时长,是否倒班,备注
⟪study_id|Q-0412⟫,30-39,⟪place|成都⟫,5.5,是,
⟪study_id|Q-0413⟫,40-49,⟪place|重庆⟫,6.0,否,
⟪study_id|Q-0414⟫,20-29,⟪place|成都⟫,4.5,是,"自述⟦MEDICAL|长期失眠，在吃右佐匹克隆⟧"
⟪study_id|Q-0415⟫,30-39,⟪place|昆明⟫,7.0,否,"联系方式留了：⟦PHONE|18708714425⟧ ⟦PERSON|彭女士⟧"
导出时间：⟪timestamp|2026-02-01 10:02:11⟫
"""))

T(("快递柜取件短信", r"""【丰巢】您的顺丰包裹（运单号⟪tracking_number|SF1428830917264⟫）已到⟪place|幸福里小区东门3号柜⟫，取件码⟦PASSWORD|38472915⟧，请于48小时内取件。超时将收取⟪price|0.5元/12小时⟫保管费。
"""))

T(("快递柜客服对话", r"""【在线客服】
用户：我的取件码输了好几次都说错误
客服⟦PERSON|小美⟧：亲，请提供一下您的手机号和运单号哦
用户：⟦PHONE|15157302281⟧，⟪tracking_number|YT7749201384471⟫
客服⟦PERSON|小美⟧：查到了亲，给您重新生成了取件码 ⟦PASSWORD|60281447⟧，柜子在⟪place|滨江区江南大道丰巢2号柜⟫
用户：好的谢谢，另外我叫⟦PERSON|任一鸣⟧，包裹里是⟦MEDICAL|胰岛素⟧要冷藏的，能不能快点
客服⟦PERSON|小美⟧：已为您备注加急～
"""))

T(("电商订单详情", r"""订单编号：⟪order_id|4017720938816552⟫   下单时间：⟪timestamp|2026-02-08 22:17:05⟫
收货人：⟦PERSON|汤晓雯⟧   手机号：⟪masked_phone|139****2081⟫
收货地址：⟦ADDRESS|江苏省苏州市工业园区星湖街328号创意产业园15幢B座⟧
商品：电动牙刷 ×1  单价⟪price|¥299.00⟫   店铺：⟪org_name|欧乐齿护旗舰店⟫
实付款：⟦AMOUNT|¥263.00⟧（已用优惠券36元）
支付方式：银行卡 ⟪masked_card|招商银行储蓄卡(0571)⟫
"""))

T(("电商售后纠纷", r"""买家：⟦PERSON|鲍春燕⟧（旺旺：⟦PERSON|baochunyan⟧）
售后单号：⟪ticket_id|TK202602100039⟫
诉求：收到的按摩椅有异响，要求退货退款⟦AMOUNT|¥2,399⟧，并承担运费⟦AMOUNT|¥150⟧。
卖家回复（客服⟦PERSON|阿俊⟧）：亲，您购买时页面标注活动价⟪price|¥2,599⟫，实付以订单为准。上门取件地址确认一下：⟦ADDRESS|湖南省长沙市岳麓区麓谷大道627号新长海中心B3栋2208⟧
平台介入：⟪date|2026-02-13⟫
"""))

T(("电商后台env配置", r"""# shop-backend/.env
NODE_ENV=production
PORT=⟪port|7001⟫
# 阿里云 OSS
ALIYUN_ACCESS_KEY_ID=⟦APIKEY|$aliyun_akid1⟧
ALIYUN_ACCESS_KEY_SECRET=⟦SECRET|$aliyun_secret1⟧
OSS_BUCKET=shop-img-prod
# 微信支付
WX_APPID=⟪app_id|wx8f3c1e9a42b07d65⟫
WX_APPSECRET=⟦SECRET|$wechat_secret1⟧
WX_MCH_ID=⟪app_id|1634071288⟫
MYSQL_URL=mysql://shop:⟦SECRET|Sh0p#2026prod⟧@⟦IP_ADDRESS|172.18.0.23⟧:⟪port|3306⟫/shop
# 负责人：⟦PERSON|潘志远⟧
"""))

T(("腾讯云函数配置", r"""# serverless.yml  —— 酒店小程序短信通知
component: scf
name: hotel-sms-notify
inputs:
  region: ap-guangzhou
  runtime: Python3.9
  environment:
    variables:
      TENCENTCLOUD_SECRET_ID: ⟦APIKEY|$tencent_id1⟧
      TENCENTCLOUD_SECRET_KEY: ⟦SECRET|$tencent_key1⟧
      SMS_SDK_APP_ID: "⟪app_id|1400887213⟫"
      SMS_SIGN: 湖畔酒店
      TEMPLATE_ID: "⟪app_id|2104471⟫"
"""))

T(("钉钉机器人Python脚本", r"""# alert.py  供水管网压力告警
import requests, json

WEBHOOK = "⟦SECRET|$dingtalk_webhook1⟧"
THRESHOLD = 0.28  # MPa

def send(station, value):
    msg = {"msgtype": "text",
           "text": {"content": f"【告警】{station} 管网压力 {value} MPa，值班人 ⟦PERSON|孔德明⟧ ⟦PHONE|13971045528⟧"}}
    requests.post(WEBHOOK, data=json.dumps(msg), headers={"Content-Type": "application/json"}, timeout=5)

# 测试站点 ⟪doc_ip|198.51.100.23⟫  版本 ⟪version|1.0.7⟫
"""))

T(("飞书机器人Go代码", r"""package alarm

// 飞书群机器人：健身房门禁离线告警
var feishuHook = "⟦SECRET|$feishu_webhook1⟧"

func DoorOffline(club string, ip string) string {
	// 例：门禁控制器 ⟦IP_ADDRESS|10.8.21.7⟧ 离线，通知店长⟦PERSON|马丽⟧
	return fmt.Sprintf("门店 %s 门禁 %s 离线", club, ip)
}
// build ⟪build_number|20260211.3⟫
"""))

T(("Java连接池配置", r"""# 会员系统 application.yml
spring:
  datasource:
    url: jdbc:postgresql://⟦IP_ADDRESS|10.31.4.18⟧:⟪port|5432⟫/member
    username: member_rw
    password: ⟦PASSWORD|Hy2026!member⟧
  redis:
    host: ⟦IP_ADDRESS|10.31.4.19⟧
    password: ⟦PASSWORD|redisPwd_88gym⟧
sms:
  aliyun:
    access-key-id: ⟦APIKEY|$aliyun_akid2⟧
    access-key-secret: ⟦SECRET|$aliyun_secret2⟧
# 修改人：⟦PERSON|gaoyuan⟧ ⟪date|2026-01-15⟫
"""))

T(("nginx错误日志", r"""2026/02/15 03:22:41 [error] 2218#2218: *⟪build_number|881204⟫ connect() failed (111: Connection refused) while connecting to upstream, client: ⟦IP_ADDRESS|223.104.66.12⟧, server: m.hupan-hotel.example.cn, request: "POST /api/order/pay HTTP/1.1", upstream: "http://⟦IP_ADDRESS|172.18.0.31⟧:⟪port|8080⟫/api/order/pay"
2026/02/15 03:22:45 [warn] 2218#2218: *⟪build_number|881207⟫ limiting requests, excess: 20.4 by zone "api", client: ⟦IP_ADDRESS|240e:47c:3a10:8b2::1f⟧
2026/02/15 03:23:02 [info] health check from ⟪doc_ip|127.0.0.1⟫ ok
"""))

T(("数据库慢查询日志", r"""# Time: 2026-02-16T02:14:07.118203Z
# User@Host: report[report] @  [⟦IP_ADDRESS|10.20.5.77⟧]  Id: ⟪build_number|448120⟫
# Query_time: 12.418  Lock_time: 0.000 Rows_sent: 1  Rows_examined: 4418209
SET timestamp=⟪timestamp|1771208047⟫;
SELECT name, id_no, phone FROM guest WHERE id_no = '⟦IDCARD|$cnid12⟧' OR phone = '⟦PHONE|18602217735⟧';
# 查询人：⟦PERSON|任工⟧（需要给 guest.id_no 加索引）
"""))

T(("高血压科普文章", r"""【健康科普】高血压患者冬季注意事项
⟪health_info|冬季气温降低，血管收缩，血压容易波动。⟫建议：
1. ⟪health_info|每天早晚各测一次血压，做好记录。⟫
2. 不要自行停药。⟪health_info|常用降压药包括氨氯地平、缬沙坦等，应遵医嘱服用。⟫
3. 清淡饮食，每日食盐不超过5克。
4. 如出现剧烈头痛、胸痛，应立即就医。
本文由⟪org_name|社区卫生服务中心⟫发布，阅读量⟪build_number|12,408⟫。
"""))

T(("药店促销海报", r"""⟪org_name|百姓大药房⟫ 会员日 ⟪date|2月18日⟫
★ ⟪drug_ad|阿托伐他汀钙片 20mg×7片 原价¥38.5 会员价¥29.9⟫
★ ⟪drug_ad|布洛芬缓释胶囊 0.3g×20粒 ¥15.8⟫
★ 血压计 ⟪price|¥199⟫（以旧换新再减⟪price|30元⟫）
⟪health_info|处方药请凭医生处方购买，请按说明书或在药师指导下使用。⟫
"""))

T(("酒店价目表", r"""湖畔酒店2026春季价目表（⟪date|3月1日⟫起执行）
豪华大床房   门市价 ⟪price|¥988⟫   协议价 ⟪price|¥598⟫
湖景套房     门市价 ⟪price|¥1,888⟫  协议价 ⟪price|¥1,280⟫
加床         ⟪price|¥150/晚⟫
早餐         ⟪price|¥88/位⟫
以上价格含15%服务费，如有疑问请联系⟪org_name|张家港湖畔酒店⟫销售部⟦PERSON|Cindy周⟧。
"""))

T(("航班延误赔偿申请", r"""航班延误/取消补偿申请
申请人：⟦PERSON|祝海涛⟧    证件号：⟦IDCARD|$cnid13⟧
航班：⟪flight_number|3U8881⟫ ⟪date|2026-01-29⟫ 重庆-拉萨，延误6小时
因延误产生酒店费用⟦AMOUNT|¥426⟧，申请补偿。
另：本人⟦MEDICAL|有高原反应史⟧，改签后需要随身携带⟦MEDICAL|乙酰唑胺⟧，请协助安检。
退款账户：⟦CARD|$card_up1⟧（中国银行）
联系电话：⟦PHONE|13368204417⟧
"""))

T(("机组排班通知", r"""【排班通知】⟪date|2月份⟫第三周调整
⟪flight_number|HU7381⟫ 北京-海口 原乘务员⟦PERSON|冯晓⟧因⟦MEDICAL|急性中耳炎⟧停飞，由⟦PERSON|潘婷婷⟧替班
⟪flight_number|HU7182⟫ 乘务长⟦PERSON|苏雅⟧
体检中心预约：⟪date|2月24日⟫ 上午，地点⟪place|顺义航医中心⟫⟪room_number|3楼302⟫
排班系统登录密码统一重置为 ⟦PASSWORD|Hna@2026crew⟧，首次登录请修改。
"""))

T(("电信营业厅实名登记", r"""入网实名登记（营业厅：⟪place|成都春熙路营业厅⟫  受理员工号⟪account_ref|CD2217⟫）
机主姓名：⟦PERSON|彭丽萍⟧
证件号码：⟦IDCARD|$cnid15⟧
新号码：⟦PHONE|19982216407⟧    套餐：⟪price|129元/月⟫ 5G畅享
通讯地址：⟦ADDRESS|四川省成都市武侯区人民南路四段27号商鼎国际1号楼2单元1705⟧
首充：⟦AMOUNT|200元⟧    SIM卡号ICCID：⟪hash|89860123801188420917⟫
"""))

T(("电信投诉升级", r"""投诉升级单 ⟪ticket_id|TS-GD-2026-11820⟫
用户⟦PERSON|胡先生⟧来电，称⟪date|1月⟫被莫名扣费⟦AMOUNT|¥398⟧（“视频会员包”），本人未订购。
用户情绪激动，称自己⟦MEDICAL|有心脏病⟧，被气得不舒服。
核查：订购来源IP ⟦IP_ADDRESS|113.88.140.205⟧，订购渠道为第三方H5页面。
处理：全额退费，退至原支付账户，⟦PERSON|胡先生⟧表示认可。处理人：⟦PERSON|小何⟧
"""))

T(("二手车交易合同", r"""二手车买卖合同   合同号 ⟪order_id|ESC-2026-0311⟫
卖方：⟦PERSON|曹振华⟧   身份证号：⟦IDCARD|$cnid14⟧   电话：⟦PHONE|13840926615⟧
买方：⟦PERSON|薛丽⟧     身份证号：⟦IDCARD|$cnid17⟧   电话：⟦PHONE|15155172039⟧
车辆：大众朗逸 2019款，表显里程6.2万公里，市场参考价⟪price|¥6.8万⟫
成交价：⟦AMOUNT|人民币陆万叁仟元整（¥63,000）⟧，买方已付定金⟦AMOUNT|¥5,000⟧
卖方收款账户：⟦CARD|$card_up3⟧
"""))

T(("4S店保养预约微信", r"""销售顾问⟦PERSON|小林⟧：⟦PERSON|薛姐⟧您好，您的朗逸首保可以预约了，⟪date|本周六⟫上午有空位
⟦PERSON|薛丽⟧：好的，我上午10点到。地址是不是⟪place|合肥蜀山4S店⟫那个
销售顾问⟦PERSON|小林⟧：对的～首保工时费全免，机油⟪price|¥320⟫
⟦PERSON|薛丽⟧：行，车钥匙我老公⟦PERSON|陈斌⟧送过去
"""))

T(("游泳馆伤害事故记录", r"""事故记录  编号⟪case_number|YY-2026-007⟫  时间⟪timestamp|2026-02-07 19:40⟫  地点：⟪place|深水区2号泳道⟫
伤者：⟦PERSON|单宇航⟧，男，13岁，会员卡号⟪account_ref|SW50281⟫
经过：跳水时头部撞到池壁，⟦MEDICAL|额头裂伤约2cm⟧，救生员⟦PERSON|老周⟧立即处理，送⟪org_name|市儿童医院⟫缝合4针。
监护人：⟦PERSON|单立新⟧（父） ⟦PHONE|13661028874⟧
医药费：⟦AMOUNT|¥860⟧，场馆先行垫付。
"""))

T(("瑜伽馆会员退卡", r"""【退卡申请】
会员：⟦PERSON|曲晓彤⟧   会员号 ⟪account_ref|YG2024-0883⟫
退卡原因：⟦MEDICAL|怀孕了，医生说孕早期先别练⟧
卡种：年卡，购买价⟪price|¥4,680⟫，剩余⟪date|216天⟫
应退金额：⟦AMOUNT|¥2,530⟧（扣除10%手续费）
退款至：⟦CARD|$card_up4⟧
经办：前台⟦PERSON|Amy⟧  店长审批：⟦PERSON|唐店长⟧
"""))

T(("香港酒店住客登记", r"""住客登記表  ⟪org_name|維港灣酒店⟫   登記編號 ⟪order_id|VH-260219-044⟫
姓名：⟦PERSON|陳嘉欣⟧（英文：⟦PERSON|CHAN Ka Yan⟧）
香港身份證號碼：⟦NATIONAL_ID|$hkid1⟧
地址：⟦ADDRESS|香港九龍旺角彌敦道688號旺角中心第一期15樓B室⟧
電話：⟦PHONE|+852 5123 8846⟧
房號：⟪room_number|2318⟫   房價：⟪price|HK$1,280⟫/晚
信用卡擔保：⟪masked_card|VISA ****7731⟫
"""))

T(("台湾租车线上订单", r"""【租車訂單確認】訂單編號 ⟪order_id|TW-RC-20260301-0087⟫
承租人：⟦PERSON|林怡君⟧
身分證字號：⟦NATIONAL_ID|$twid1⟧
手機：⟦PHONE|0912-345-608⟧
取車：⟪place|桃園機場第一航廈⟫ ⟪date|2026/03/01⟫ 14:00
車型：Toyota Corolla Cross，每日租金 ⟪price|NT$2,200⟫
已付訂金：⟦AMOUNT|NT$3,000⟧（信用卡末四碼 ⟪masked_card|4402⟫）
"""))

T(("台湾健身房入会申请", r"""入會申請書
姓名：⟦PERSON|張家豪⟧    生日：⟦DATE_OF_BIRTH|民國80年5月17日⟧
身分證字號：⟦NATIONAL_ID|$twid2⟧
地址：⟦ADDRESS|臺北市大安區忠孝東路四段216巷27弄5號3樓⟧
月費：⟪price|NT$1,399⟫   入會費：⟪price|NT$2,000⟫（限時免收）
健康聲明：⟦MEDICAL|氣喘⟧，運動時會帶⟦MEDICAL|吸入劑⟧
介紹人：⟦PERSON|阿德⟧
"""))

T(("出入境旅客信息表", r"""旅客出入境信息登记（团队）  团号 ⟪booking_ref|GT-JP2603-18⟫
序号  姓名      性别  出生日期      护照号码     签发地
1     ⟦PERSON|孙立军⟧    男   ⟦DATE_OF_BIRTH|1965-04-02⟧    ⟦PASSPORT|E71840293⟧    ⟪place|辽宁⟫
2     ⟦PERSON|孙立军⟧之妻⟦PERSON|邹红⟧  女   ⟦DATE_OF_BIRTH|1967-10-21⟧    ⟦PASSPORT|EH2209471⟧    ⟪place|辽宁⟫
3     ⟦PERSON|邹小婉⟧    女   ⟦DATE_OF_BIRTH|1993-01-15⟧    ⟦PASSPORT|EJ8813027⟧    ⟪place|北京⟫
航班：⟪flight_number|NH956⟫ ⟪date|3月12日⟫ 北京-东京   领队：⟦PERSON|赵导⟧
"""))

T(("护照信息OCR", r"""[OCR结果 置信度0.88]
中华人民共和国 护照 PASSPORT
类型/Type P  国家码/Country Code CHN  护照号/Passport No. ⟦PASSPORT|EK4419203⟧
姓/Surname ⟦PERSON|郭⟧/⟦PERSON|GUO⟧  名/Given names ⟦PERSON|雨桐⟧/⟦PERSON|YUTONG⟧
出生日期/Date of birth ⟦DATE_OF_BIRTH|09 AUG 1999⟧  出生地点 ⟪place|福建⟫
签发日期 ⟪date|22 MAY 2023⟫  有效期至 ⟪date|21 MAY 2033⟫
P<CHNGUO<<⟦PERSON|YUTONG⟧<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<
EK44192035CHN9908091F3305217<<<<<<<<<<<<<<<02
"""))

T(("法院传票", r"""⟪org_name|广州市天河区人民法院⟫
传    票
案号：⟪case_number|（2026）粤0106民初1183号⟫
被传唤人：⟦PERSON|骆志鹏⟧
工作单位或住址：⟦ADDRESS|广州市天河区体育西路189号城建大厦21楼⟧
传唤事由：开庭（网络购物合同纠纷）
应到时间：⟪timestamp|2026年3月18日上午9时30分⟫
应到处所：本院第⟪room_number|十二⟫法庭
书记员：⟦PERSON|温晓⟧   联系电话：⟪masked_phone|020-8xxx-xx71⟫
"""))

T(("庭审笔录节选", r"""审判长：原告，陈述你的诉讼请求。
原告⟦PERSON|骆志鹏⟧：我在被告网店买了一台冰箱，页面标价⟪price|3,999元⟫，我实际付了⟦AMOUNT|3,699元⟧，到货是坏的，要求退一赔三。
审判长：被告代理人？
被告代理人⟦PERSON|严律师⟧：对原告购买事实无异议，但原告称其⟦MEDICAL|因此焦虑失眠⟧并主张精神损失，没有依据。
审判长：原告有没有就医记录？
原告⟦PERSON|骆志鹏⟧：有，在⟪org_name|广州市第一人民医院⟫看过，开了⟦MEDICAL|艾司唑仑⟧。
"""))

T(("警情通报", r"""警情通报
⟪date|2月14日⟫21时许，⟪place|鼓楼区某小区⟫发生一起电信诈骗案件。受害人⟦PERSON|陆某⟧（女，52岁）接到冒充“快递客服”电话，被骗转账⟦AMOUNT|18.6万元⟧。
目前案件正在侦办中。警方提示：快递理赔不会要求您下载会议软件或共享屏幕。如遇可疑来电请拨打反诈专线⟪account_ref|96110⟫。
⟪org_name|南京市公安局鼓楼分局⟫
"""))

T(("电商店铺客服话术违规", r"""质检记录  会话ID ⟪uuid|6e0b7c2a-91f4-4d38-b2a5-7c1e08f3d944⟫
客服：⟦PERSON|小雪⟧（工号⟪account_ref|KF1827⟫）
问题：客服将买家⟦PERSON|吕娜⟧的完整手机号⟦PHONE|13916027718⟧和地址⟦ADDRESS|上海市浦东新区张杨路1520弄15号702⟧发到了群聊“售后外包群”。
处罚：扣绩效⟦AMOUNT|200元⟧，重新培训。
备注：本店客单价⟪price|¥156⟫，本月差评率0.8%。
"""))

T(("跨境电商收款配置", r"""# payout.toml  跨境店铺结算
[payout]
currency = "EUR"
beneficiary = "⟦PERSON|周子航⟧"
iban = "⟦IBAN|$iban_nl2⟧"
swift = "⟪app_id|INGBNL2A⟫"
[stripe]
secret_key = "⟦APIKEY|$stripe_sk2⟧"
publishable_key = "⟪app_id|pk_live_51QzH2bLm8NwX4sT6yRuV9kPa⟫"
webhook_secret = "⟦SECRET|$stripe_whsec2⟧"
"""))

T(("拼多多商家售后对话", r"""买家：你们发的枕头是假的，我⟦MEDICAL|颈椎病⟧越睡越疼
客服⟦PERSON|阿珍⟧：亲亲实在抱歉，麻烦提供一下订单号哦
买家：⟪order_id|260209-418820177302918⟫
客服⟦PERSON|阿珍⟧：亲，给您申请退款⟦AMOUNT|89.9元⟧，商品不用退回了，活动价⟪price|¥89.9⟫已经是最低了哈
买家：行吧，我叫⟦PERSON|庞永胜⟧，退到原账户就行
"""))

T(("约会App账号申诉", r"""申诉工单 ⟪ticket_id|SS-88213⟫
用户：⟦PERSON|简宁⟧   注册手机：⟦PHONE|18516620093⟧
申诉内容：我的账号被误封了，我只是在简介里写了“⟦MEDICAL|HIV阳性，病毒载量检测不到⟧，想找能接受的人”，这不违规吧？
客服回复：⟦PERSON|简宁⟧您好，经复核您的资料不违规，已解封。为保护隐私，建议将健康信息设为仅匹配可见。
会员价⟪price|¥30/月⟫，本次补偿7天会员。
"""))

T(("单身活动报名表", r"""【周末徒步交友活动报名】⟪date|3月7日⟫ ⟪place|香山公园北门⟫
1. ⟦PERSON|Sunny⟧ 女 28 互联网 ⟦PHONE|13581906627⟧
2. ⟦PERSON|老K⟧ 男 35 律师
3. ⟦PERSON|甜甜圈⟧ 女 26 ⟦MEDICAL|对花粉过敏⟧，需要自带药
4. ⟦PERSON|胡一凡⟧ 男 31 医生
活动费⟪price|AA约60元⟫，组织者⟦PERSON|大熊⟧收款。
"""))

T(("自来水用户报装", r"""报装受理单 ⟪ticket_id|ZS-20260205-117⟫
用户：⟦PERSON|毛建军⟧  联系电话：⟦PHONE|0731-8842 0917⟧
地址：⟦ADDRESS|长沙市开福区湘江中路二段36号华远国际中心3栋801⟧
水表口径：DN20   报装费：⟪price|¥1,450⟫
用户说明：家中有⟦MEDICAL|血液透析⟧患者，申请优先接水
受理人：⟦PERSON|罗工⟧
"""))

T(("电力抢修录音转写", r"""【95598录音转写】
坐席：您好，请问有什么可以帮您？
客户：我家停电了！我是⟦PERSON|符秋菊⟧，我老伴在家用⟦MEDICAL|制氧机⟧，不能停电啊
坐席：阿姨别急，请告诉我您的地址。
客户：⟦ADDRESS|海口市美兰区海甸五西路28号椰风小区7栋2单元601⟧
坐席：好的，已登记抢修工单⟪ticket_id|QX4601260219033⟫，预计⟪date|40分钟⟫到达。抢修师傅⟦PERSON|云师傅⟧会联系您。
"""))

T(("研究经费报销单", r"""科研经费报销单  项目编号 ⟪study_id|NSFC-82304471⟫
报销人：⟦PERSON|齐慧⟧   工号 ⟪account_ref|20190883⟫
事项：受试者随访交通补贴（20人×⟪price|100元⟫）
报销金额：⟦AMOUNT|¥2,000.00⟧
收款卡号：⟦CARD|$card_up5⟧
审核：⟦PERSON|单主任⟧  财务：⟪account_ref|CW-0217⟫
"""))

T(("酒店开票微信对话", r"""⟦PERSON|Vivian⟧（前台）：⟦PERSON|胡总⟧您好，发票抬头和税号发我一下哈
⟦PERSON|胡振东⟧：抬头 ⟪org_name|上海启明星信息科技有限公司⟫，税号 ⟪app_id|91310115MA1K4B2X7Q⟫
⟦PERSON|胡振东⟧：金额按我实际付的⟦AMOUNT|3,264元⟧开，三晚
⟦PERSON|Vivian⟧（前台）：好的，电子发票发到哪个邮箱？
⟦PERSON|胡振东⟧：⟦EMAIL|hu.zhendong@qimingxing.example.cn⟧
⟦PERSON|Vivian⟧（前台）：收到～房间⟪room_number|2206⟫延迟退房到下午两点已经给您备注了
"""))

T(("常旅客账户被盗工单", r"""工单 ⟪ticket_id|FFP-2026-00871⟫  类型：账户安全
会员：⟦PERSON|戴文涛⟧  会员卡号 ⟪account_ref|CA 008 442 901⟫
情况：会员反映里程被兑换机票两张（⟪flight_number|CA1501⟫），兑换人非本人，被盗里程约⟪account_ref|12万⟫。
登录记录：⟪timestamp|2026-02-10 03:14⟫ 来自 ⟦IP_ADDRESS|103.152.220.41⟧，设备为新设备。
会员称之前在某论坛用过相同密码“⟦PASSWORD|dwt19850412⟧”。
处理：冻结账户，重置密码，补偿里程；兑换票价值约⟪price|¥2,460⟫。处理人 ⟦PERSON|小贺⟧
"""))

T(("闲鱼二手交易聊天", r"""买家：这个跑步机还在吗？你标的⟪price|¥1,200⟫能便宜点不
卖家⟦PERSON|橙子⟧：最低1100，自提哦，太重了寄不了
买家：行，1100，我明天下午去拿，地址发我
卖家⟦PERSON|橙子⟧：⟦ADDRESS|南京市鼓楼区汉中门大街151号清江花苑17幢803⟧，到了打电话 ⟦PHONE|15850727319⟧
买家：好，我已经拍下了，付了⟦AMOUNT|1100元⟧
卖家⟦PERSON|橙子⟧：👌 我是因为⟦MEDICAL|膝盖半月板撕裂⟧跑不了了才卖的，机器没毛病
"""))

T(("数据脱敏说明", r"""《随访数据库脱敏说明》⟪version|v1.3⟫
1. 姓名保留首字母缩写，如“ZWX”；手机号中间四位替换为*，如⟪masked_phone|138****0917⟫。
2. 身份证号仅保留后四位，如⟪id_tail|***0913⟫。
3. 出生日期只保留年份。
4. 本文档示例地址 ⟪doc_ip|198.51.100.8⟫ 为测试服务器，不对外开放。
如有疑问联系数据管理员⟦PERSON|时晓光⟧。
"""))

T(("车辆年检预约", r"""【车管所网上预约】预约成功
车主：⟦PERSON|黎志成⟧   身份证：⟦IDCARD|$cnid19⟧
号牌种类：小型汽车   预约站点：⟪place|宝安西乡检测站⟫   时间：⟪timestamp|2026-03-05 09:00-10:00⟫
检测费：⟪price|¥190⟫（现场缴纳）   预约号：⟪booking_ref|YJ0305-0417⟫
"""))

T(("社区体检结果通知", r"""【社区老年人免费体检结果】
⟦PERSON|包秀兰⟧阿姨：您好！您⟪date|1月16日⟫体检结果如下：
血压 158/96 mmHg，⟦MEDICAL|血压偏高⟧；空腹血糖 7.8，⟦MEDICAL|疑似糖尿病⟧，建议到⟪org_name|区人民医院⟫内分泌科复查。
⟪health_info|老年人每年体检一次，可早期发现慢性病。⟫
家庭医生：⟦PERSON|贺医生⟧
"""))

T(("婚介所服务合同", r"""婚恋服务合同  编号 ⟪order_id|HL-2026-0088⟫
甲方（会员）：⟦PERSON|秦思远⟧  身份证号：⟦IDCARD|$cnid20⟧
乙方：⟪org_name|缘来婚恋咨询有限公司⟫
服务内容：一年内推荐不少于12位异性会员，VIP套餐标价⟪price|¥19,800⟫。
甲方实际支付：⟦AMOUNT|¥16,800⟧（优惠后），付款方式：⟦CARD|$card_up6⟧。
甲方健康声明：⟦MEDICAL|无遗传病史，曾患乙肝已治愈⟧。
"""))

T(("酒店员工工资条", r"""⟪org_name|湖畔酒店⟫ ⟪date|2026年1月⟫工资条
姓名：⟦PERSON|覃海燕⟧  部门：客房部  工号 ⟪account_ref|HP0419⟫
基本工资：⟦AMOUNT|4,200.00⟧  绩效：⟦AMOUNT|860.00⟧  夜班补贴：⟦AMOUNT|300.00⟧
病假扣款（⟦MEDICAL|急性肠胃炎⟧ 2天）：⟦AMOUNT|-280.00⟧
实发：⟦AMOUNT|¥4,672.50⟧  发放卡号尾号 ⟪masked_card|6617⟫
"""))

T(("境外酒店预订担保", r"""【境外酒店预订单】⟪booking_ref|HB-JP-260402-118⟫
入住人：⟦PERSON|殷晓燕⟧（⟦PERSON|YIN XIAOYAN⟧）
酒店：⟪org_name|京都四条乌丸酒店⟫  ⟪date|4月2日⟫-⟪date|4月5日⟫  双床房 ⟪price|JPY 18,600/晚⟫
担保信用卡：⟦CARD|$card_visa4⟧  有效期 ⟪card_expiry|06/30⟫  安全码 ⟦CVV|218⟧
持卡人手机：⟦PHONE|18621904416⟧
备注：客人⟦MEDICAL|对海鲜过敏⟧，早餐请避开。
"""))

T(("留学生美国报税邮件", r"""主题：2025年度报税材料（⟦PERSON|徐子涵⟧）

⟦PERSON|李会计⟧您好，
我的报税资料如下：
社会安全号 SSN：⟦SSN|$ssn8⟧
出生日期：⟦DATE_OF_BIRTH|2000年7月12日⟧
美国地址：⟦ADDRESS|1200 S Figueroa St, Apt 2814, Los Angeles, CA 90015⟧
去年在校内餐厅打工收入⟦AMOUNT|$9,860⟧，奖学金⟦AMOUNT|$12,000⟧。报税服务费按您报价⟪price|$180⟫。
谢谢！⟦PERSON|子涵⟧
"""))

T(("企业微信登录日志", r"""[2026-02-24 08:31:02] INFO  wecom-sso ⟪version|1.9.2⟫ login ok userid=⟦PERSON|zhouxiaomin⟧ ip=⟦IP_ADDRESS|183.14.29.166⟧
[2026-02-24 08:31:02] DEBUG issue token: ⟦APIKEY|$jwt1⟧
[2026-02-24 08:31:05] INFO  corpid=⟪app_id|ww4f8a1c0e92b37d55⟫ agentid=⟪app_id|1000004⟫ 酒店前厅应用
[2026-02-24 08:32:40] WARN  二次验证码 ⟪otp_code|882041⟫ 校验失败 userid=⟦PERSON|zhouxiaomin⟧
"""))
