# Chinese texts, written by hand one at a time. Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES
TEXTS = []

TEXTS.append(("驾校报名登记表", """
⟪org_name|顺达驾校⟫ 学员报名登记表
姓名：⟦PERSON|刘思雨⟧　性别：女　出生日期：⟦DATE_OF_BIRTH|1999年1月2日⟧
身份证号：⟦IDCARD|$prc4⟧
联系电话：⟦PHONE|139 5712 8846⟧
住址：⟦ADDRESS|浙江省杭州市西湖区文三路259号3幢502室⟧
报考车型：⟪license_class|C1⟫　培训费（含考试费）：⟦AMOUNT|4,580元⟧（已缴）
班型标价：⟪price|普通班4,980元⟫，学生优惠后如上。
教练：⟦PERSON|周教练⟧　报名点：⟪place|古荡报名点⟫
"""))

TEXTS.append(("驾校教练微信群", """
【科目二3组】
⟦PERSON|老周⟧：明天早上7点半⟪place|城西考场⟫集合，别迟到
⟦PERSON|小赵⟧：⟦PERSON|周教练⟧，我侧方停车老压线怎么办😭
⟦PERSON|老周⟧：⟦PERSON|小赵⟧你看后视镜下沿，线到那个位置就打满
⟦PERSON|阿伟⟧：教练我补考费⟦AMOUNT|150⟧转你微信了哈
⟦PERSON|老周⟧：收到。补考收费是⟪price|每科次120元⟫，多的⟦AMOUNT|30块⟧退你
"""))

TEXTS.append(("婚庆公司合同", """
婚礼策划服务合同　编号：⟪contract_ref|HQ-2027-0315⟫
甲方（新人）：⟦PERSON|陈浩然⟧、⟦PERSON|林晓婷⟧
甲方联系电话：⟦PHONE|186 2103 4479⟧
婚礼日期：⟪date|2027年5月20日⟫　地点：⟪place|上海外滩华尔道夫酒店宴会厅⟫
套餐：⟪package|“星河”全案套餐⟫，门市价⟪price|68,800元⟫，双方协商成交价⟦AMOUNT|59,800元⟧。
甲方已付定金⟦AMOUNT|人民币壹万伍仟元整⟧，余款于婚礼前7日付清。
乙方：⟪org_name|上海喜悦婚礼策划有限公司⟫　策划师：⟦PERSON|苏蔓⟧
"""))

TEXTS.append(("婚庆跟妆师聊天", """
⟦PERSON|许小姐⟧：⟦PERSON|丽丽⟧，婚礼那天早上几点到？
⟦PERSON|丽丽⟧：5点到酒店房间哈，房号发我一下
⟦PERSON|许小姐⟧：⟪room_no|1816⟫。对了我对⟦MEDICAL|含酒精的定妆喷雾过敏⟧，上次起了一脸疹子
⟦PERSON|丽丽⟧：好的记下了，我换成无酒精的。尾款⟦AMOUNT|2,400⟧当天结就行
⟦PERSON|许小姐⟧：👌 跟妆加伴娘妆你们价目表上写的是⟪price|每位380⟫对吧
"""))

TEXTS.append(("房屋租赁合同", """
房屋租赁合同
出租方（甲方）：⟦PERSON|王建国⟧　身份证号：⟦IDCARD|$prc3⟧
承租方（乙方）：⟦PERSON|张雯⟧　身份证号：⟦IDCARD|$prc10⟧
房屋坐落：⟦ADDRESS|北京市海淀区学院路35号院7号楼2单元601室⟧，建筑面积⟪area|68.5平方米⟫。
月租金：⟦AMOUNT|7,200元⟧，押一付三，乙方已支付押金⟦AMOUNT|7,200元整⟧及首期租金⟦AMOUNT|21,600元⟧。
甲方收款账户：⟦CARD|$card_up1⟧（⟪bank|招商银行⟫北京分行）
居间方：⟪org_name|链家⟫经纪人⟦PERSON|赵磊⟧，电话⟦PHONE|13911028457⟧，中介费按⟪percentage|月租金的50%⟫收取。
"""))

TEXTS.append(("房产中介带看记录", """
带看记录 ⟪date|2027-01-06⟫
经纪人：⟦PERSON|孙经理⟧
客户：⟦PERSON|何先生⟧（电话⟪masked_phone|138****2217⟫），预算⟪price|550万以内⟫
带看房源：⟪listing_ref|BJ-CY-08831⟫ ⟪place|朝阳区望京⟫ 两居，挂牌⟪price|568万⟫
客户反馈：房子不错，但他说手里现金只有⟦AMOUNT|三十多万⟧，其余要卖掉老房子。
下次约看：周六上午。
"""))

TEXTS.append(("宠物医院病历", """
⟪org_name|瑞派宠物医院⟫（⟪place|天河店⟫）门诊病历
宠物名：⟪pet_name|豆豆⟫　品种：⟪species|泰迪⟫　年龄：7岁
主诉：⟪animal_health|呕吐两天，精神差⟫
诊断：⟪animal_health|急性胰腺炎⟫
处方：⟪animal_health|马罗皮坦注射液⟫ 1ml，禁食24小时
主人：⟦PERSON|黄丽娟⟧　电话：⟦PHONE|020-3866 1275⟧
地址：⟦ADDRESS|广州市天河区天河北路233号中信广场附近华景新城12栋803⟧
本次消费：⟦AMOUNT|1,268元⟧（会员折后）　主治医生：⟦PERSON|孟医生⟧
"""))

TEXTS.append(("宠物寄养短信", """
【⟪org_name|萌宠之家⟫】⟦PERSON|李女士⟧您好，您的猫咪⟪pet_name|橘子⟫已入住⟪room_no|C-12⟫号寄养间，共7晚，寄养费⟦AMOUNT|¥840⟧已收。橘子的⟪animal_health|肾病处方粮⟫我们会按时喂。如有疑问请致电⟦PHONE|0571-8692 3301⟧。
"""))

TEXTS.append(("助学贷款申请表", """
生源地信用助学贷款申请表（⟪year|2027⟫学年）
学生姓名：⟦PERSON|马晓东⟧　身份证号：⟦IDCARD|$prc6⟧
出生日期：⟦DATE_OF_BIRTH|2001-04-18⟧
就读学校：⟪org_name|武汉理工大学⟫　学号：⟪student_no|0121904310218⟫
家庭住址：⟦ADDRESS|湖北省恩施州利川市汪营镇白羊村三组17号⟧
共同借款人：⟦PERSON|马德福⟧（父）　联系电话：⟦PHONE|15872690314⟧
申请金额：⟦AMOUNT|12,000元⟧　（本科生年度上限⟪price|16,000元⟫）
家庭情况说明：父亲⟦MEDICAL|尿毒症，每周透析三次⟧，家庭年收入约⟦AMOUNT|两万元⟧。
"""))

TEXTS.append(("助学贷款催收电话记录", """
通话记录　坐席：⟦PERSON|小钱⟧　时间：⟪timestamp|2027-01-07 15:32⟫
客户：⟦PERSON|韩雪⟧，贷款合同号⟪contract_ref|GJZX-2019-330108-0772⟫
逾期金额：⟦AMOUNT|3,486.20元⟧，已逾期⟪duration|47天⟫。
客户称：刚毕业半年，在⟪place|杭州⟫做实习，月薪⟦AMOUNT|四千五⟧，下月15号前还清。
备注：客户表示近期⟦MEDICAL|抑郁症⟧在服药（⟦MEDICAL|舍曲林⟧），语气低落，已按流程转关怀组。
"""))

TEXTS.append(("网约车司机注册资料", """
司机注册审核
姓名：⟦PERSON|郑国强⟧
身份证：⟦IDCARD|$prc13⟧（出生日期 ⟦DATE_OF_BIRTH|1982年12月6日⟧）
手机：⟦PHONE|173 0731 5526⟧
驾驶证初次领证日期：⟪date|2006-08-15⟫
车辆：⟪vehicle|比亚迪秦PLUS⟫，车牌⟪plate|湘A·D82K17⟫
银行卡（收款）：⟦CARD|$card_up2⟧
网约车资格证号：⟪license_no|430100022771⟫
审核员：⟦PERSON|yangjie⟧　结果：通过
"""))

TEXTS.append(("网约车乘客投诉工单", """
工单号：⟪ticket_ref|WY20270108-0041⟫
乘客：⟦PERSON|吴佳琪⟧（⟦PHONE|188-1652-0937⟧）
行程：⟪place|深圳北站⟫ → ⟦ADDRESS|深圳市南山区科技园科苑路15号⟧
投诉内容：司机⟦PERSON|钱师傅⟧绕路，实际支付⟦AMOUNT|96.4元⟧，预估价⟪price|58元⟫。另外司机在车内抽烟，乘客有⟦MEDICAL|哮喘⟧。
处理：退还差价⟦AMOUNT|38.4元⟧，司机扣分。客服：⟦PERSON|小桃⟧
"""))

TEXTS.append(("家政保姆合同", """
家政服务合同（育儿嫂）
雇主：⟦PERSON|唐敏⟧　电话：⟦PHONE|13621875530⟧　住址：⟦ADDRESS|上海市徐汇区漕溪北路88号圣爱大厦附近南丹小区5号楼1204室⟧
服务人员：⟦PERSON|田桂芳⟧　身份证号：⟦IDCARD|$prc15⟧　健康证编号：⟪cert_no|JK3101042026118⟫
服务内容：照顾8个月婴儿，做饭，不含大扫除。
月工资：⟦AMOUNT|8,500元⟧，每月10日前支付；公司管理费⟪price|每月600元⟫由雇主另付。
特别说明：婴儿有⟦MEDICAL|牛奶蛋白过敏⟧，只能喝⟦MEDICAL|深度水解奶粉⟧。
家政公司：⟪org_name|阿姨来了⟫　顾问：⟦PERSON|小钟⟧
"""))

TEXTS.append(("保姆微信沟通", """
⟦PERSON|唐敏⟧：⟦PERSON|田阿姨⟧，今天宝宝体温多少？
⟦PERSON|田阿姨⟧：早上37.9，中午喂了⟦MEDICAL|美林布洛芬混悬液4毫升⟧，现在37.2了
⟦PERSON|唐敏⟧：好的辛苦了。门锁密码我改了，新的是⟦PASSWORD|520913⟧，你记一下
⟦PERSON|田阿姨⟧：好嘞。这个月工资⟦AMOUNT|8500⟧收到了，谢谢
"""))

TEXTS.append(("彩票站兑奖登记", """
⟪org_name|中国福利彩票⟫第⟪station_no|44030521⟫号投注站　中奖兑付登记
兑奖日期：⟪date|2027年1月6日⟫　期号：⟪draw_no|2027003⟫
中奖人：⟦PERSON|邓志刚⟧　身份证号：⟦IDCARD|$prc21⟧
中奖金额：⟦AMOUNT|8,000元⟧（⟪lottery_game|双色球⟫四等奖×40注）
代扣个税：无（单注不超过⟪threshold|1万元⟫）
兑付人签字：⟦PERSON|邓志刚⟧　站主：⟦PERSON|罗姐⟧
"""))

TEXTS.append(("彩票站老板群聊", """
⟦PERSON|罗姐⟧：昨天那个中了四等奖的⟦PERSON|老邓⟧又来了，一口气买了⟦AMOUNT|两千块⟧的刮刮乐
⟦PERSON|胖哥⟧：他老婆上次来找过，说他⟦MEDICAL|赌瘾⟧很重，让我们别卖给他
⟦PERSON|罗姐⟧：那下次劝劝吧。中心说每人每天刮刮乐建议不超过⟪threshold|200元⟫
⟦PERSON|胖哥⟧：嗯，我这边⟪org_name|体彩⟫站也这么办
"""))

TEXTS.append(("装修公司报价单", """
⟪org_name|匠心装饰工程有限公司⟫　装修报价单　单号⟪quote_ref|JX-20270105-17⟫
业主：⟦PERSON|冯女士⟧　电话：⟦PHONE|150-2817-6639⟧
工程地址：⟦ADDRESS|成都市武侯区天府大道北段1700号环球中心附近锦城小区9栋2单元1101⟧
面积：⟪area|96㎡⟫　风格：现代简约
基础装修：按⟪price|每平方980元⟫计；主材套餐⟪price|每平方1,280元⟫
经协商，合同总价：⟦AMOUNT|186,500元⟧，业主已付首期款⟦AMOUNT|55,950元⟧
设计师：⟦PERSON|蒋一帆⟧　项目经理：⟦PERSON|老何⟧
"""))

TEXTS.append(("装修工地钉钉通知", """
【钉钉工作通知】⟪project|锦城9-2-1101⟫ 工地日报
今日施工：水电开槽完成，明日打压测试。
进场人员：⟦PERSON|何国栋⟧（水电）、⟦PERSON|小吴⟧（杂工）
业主提醒：入户门临时密码⟦PASSWORD|880627⟧，离场请锁门。
材料款：⟦PERSON|冯女士⟧已转⟦AMOUNT|12,300元⟧给供应商⟪org_name|日丰管业⟫代理
机器人推送：⟦SECRET|$dinghook1⟧
"""))

TEXTS.append(("牙科诊所预约短信", """
【⟪org_name|拜博口腔⟫】尊敬的⟦PERSON|郭子涵⟧家长，孩子的⟦MEDICAL|隐形矫正⟧第12副牙套已到，请于⟪date|1月16日⟫（周六）上午10:30到⟪place|徐家汇院区⟫复诊，主治医生⟦PERSON|沈医生⟧。退订回T
"""))

TEXTS.append(("正畸收费明细", """
患者：⟦PERSON|郭子涵⟧　性别：男　年龄：12
诊断：⟦MEDICAL|安氏Ⅱ类错颌⟧，⟦MEDICAL|上颌前突⟧
治疗方案：⟦MEDICAL|隐适美青少年版，预计24个月⟧
项目标准价：⟪price|45,000元⟫
实收：⟦AMOUNT|39,800元⟧（含团购优惠）；已分期支付⟦AMOUNT|10,000元⟧
家长：⟦PERSON|郭建华⟧ ⟦PHONE|13817742059⟧
"""))

TEXTS.append(("殡仪馆治丧登记", """
⟪org_name|龙华殡仪馆⟫　治丧登记表
逝者姓名：⟦PERSON|蒋秀英⟧　性别：女　出生日期：⟦DATE_OF_BIRTH|1938年6月9日⟧
死亡原因：⟦MEDICAL|慢性阻塞性肺疾病急性加重⟧，⟦MEDICAL|呼吸衰竭⟧
办丧人：⟦PERSON|蒋卫东⟧（长孙）
联系电话：⟦PHONE|021-6481 2255⟧
告别厅：⟪place|银河厅⟫　日期：⟪date|2027年1月10日⟫
套餐标价⟪price|12,800元⟫，实付⟦AMOUNT|11,560元⟧（减免惠民补贴）
"""))

TEXTS.append(("加密交易所KYC工单", """
KYC 审核工单 ⟪ticket_ref|KYC-CN-88412⟫
用户UID：⟪user_id|38817264⟫
实名姓名：⟦PERSON|黎晓峰⟧
证件类型：居民身份证　证件号：⟦IDCARD|$prc17⟧
登录IP：⟦IP_ADDRESS|113.88.142.57⟧（广东深圳）
提币白名单：⟪wallet_address|TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE⟫（TRC20）
近30日充值：⟦AMOUNT|USDT 48,200⟧；单日提币限额⟪threshold|200,000 USDT⟫
审核人：⟦PERSON|cindy.he⟧　结论：补充资金来源证明
"""))

TEXTS.append(("交易所API配置", """
# 量化策略配置 config.ini
[okx]
api_key = ⟦APIKEY|$okx_k1⟧
secret_key = ⟦SECRET|$okx_s1⟧
passphrase = ⟦PASSWORD|Lianghua#2027⟧
[risk]
max_position_usdt = ⟪threshold|5000⟫
stop_loss = ⟪percentage|3%⟫
[notify]
; 负责人 ⟦PERSON|章磊⟧ ⟦PHONE|13567120448⟧
feishu_webhook = ⟦SECRET|$feishuhook1⟧
"""))

TEXTS.append(("家财险理赔报案", """
报案号：⟪claim_ref|RPCC2027010800471⟫
被保险人：⟦PERSON|范丽萍⟧　联系电话：⟦PHONE|18957102634⟧
保险标的地址：⟦ADDRESS|浙江省杭州市拱墅区湖墅南路186号5幢1单元302室⟧
出险经过：⟪date|1月7日⟫夜间楼上水管爆裂，客厅木地板及沙发被泡。
报损金额：约⟦AMOUNT|3.2万元⟧。保单家财险保额⟪price|20万元⟫，免赔额⟪price|500元⟫。
查勘员：⟦PERSON|小吕⟧，预计⟪date|1月9日⟫上门。
"""))

TEXTS.append(("入室盗窃理赔沟通", """
⟦PERSON|傅先生⟧您好，关于您家⟪date|12月30日⟫被盗一案（派出所立案号⟪case_ref|A3301052027000118⟫），经核定赔付⟦AMOUNT|17,640元⟧，将于5个工作日内打入您尾号⟪id_tail|6613⟫的银行卡。被盗的助听器（您父亲的⟦MEDICAL|双耳助听器⟧）已按发票金额全额赔付。——⟪org_name|平安产险⟫理赔专员 ⟦PERSON|魏婷⟧
"""))

TEXTS.append(("光伏安装合同摘要", """
户用光伏安装协议（摘要）
业主：⟦PERSON|贾长林⟧　身份证号：⟦IDCARD|$prc8⟧
安装地址：⟦ADDRESS|山东省青岛市即墨区蓝村镇前店子村128号⟧
装机容量：⟪capacity|22.4kW⟫，组件⟪product|隆基Hi-MO 6 560W⟫×40块
并网电价：⟪price|0.3949元/千瓦时⟫
业主首付：⟦AMOUNT|18,000元⟧，剩余⟦AMOUNT|62,400元⟧通过⟪org_name|农商银行⟫光伏贷分60期偿还。
收款卡号：⟦CARD|$card_up3⟧
业务员：⟦PERSON|小孔⟧ ⟦PHONE|153 0532 7719⟧
"""))

TEXTS.append(("除虫灭鼠服务单", """
⟪org_name|绿盾有害生物防治⟫　服务单⟪job_ref|LD-0107-22⟫
客户：⟪org_name|老王烧烤⟫（⟦ADDRESS|南京市玄武区珠江路688号⟧）
联系人：⟦PERSON|王卫东⟧ ⟦PHONE|025-8471 6620⟧
服务内容：德国小蠊（蟑螂）灭杀，后厨及仓库，使用⟪product|拜耳拜灭易胶饵⟫
收费：⟦AMOUNT|680元⟧（年度合同客户优惠，散客价⟪price|每次880元⟫）
技术员：⟦PERSON|沈师傅⟧
"""))

TEXTS.append(("搬家公司订单", """
【⟪org_name|蚂蚁搬家⟫订单确认】
订单号：⟪order_ref|MY202701080317⟫
客户：⟦PERSON|夏雨桐⟧ ⟦PHONE|13760248815⟧
搬出：⟦ADDRESS|广州市海珠区新港中路397号⟧（6楼无电梯）
搬入：⟦ADDRESS|广州市番禺区南村镇万博二路79号万达广场B2栋2306⟧
车型：⟪vehicle|4.2米厢货⟫　起步价⟪price|380元⟫，楼层费另计
实付：⟦AMOUNT|1,120元⟧（含钢琴搬运）
师傅：⟦PERSON|老卢⟧
"""))

TEXTS.append(("酒店夜审交班", """
夜审交班记录　⟪org_name|锦江之星⟫（⟪place|虹桥店⟫）　⟪date|2027-01-07⟫
1. ⟪room_no|8312⟫ ⟦PERSON|孙立伟⟧ 延迟退房至14:00，按规定收半天房费⟪price|129元⟫。
2. ⟪room_no|8205⟫ 客人⟦PERSON|Olsen, Mette⟧（丹麦护照⟦PASSPORT|208915574⟧）押金⟦AMOUNT|500元⟧现金，已入保险箱。
3. 前台电脑⟦IP_ADDRESS|192.168.10.23⟧无法连PMS，已报IT。
4. 出租率⟪percentage|93.2%⟫，平均房价⟪price|248元⟫。
值班经理：⟦PERSON|韦丹⟧
"""))

TEXTS.append(("联合办公入驻通知", """
【飞书通知】欢迎入驻⟪org_name|氪空间⟫⟪place|国贸店⟫！
入驻人：⟦PERSON|郝梦瑶⟧（⟪org_name|星火文化传媒⟫）
工位：⟪desk_no|F12-08⟫　月费：⟪price|2,300元/工位⟫
门禁密码：⟦PASSWORD|#73519⟧　Wi-Fi：⟪ssid|Kr-Member⟫ / 密码⟦PASSWORD|kr2027welcome⟧
会议室预订请联系社区经理⟦PERSON|小满⟧ ⟦PHONE|010-8588 2061⟧
"""))

TEXTS.append(("运维告警钉钉", """
【告警】⟪severity|P1⟫ 订单服务 5xx 比例 ⟪percentage|12.7%⟫
主机：⟪hostname|order-svc-7f9c⟫（⟦IP_ADDRESS|10.160.33.14⟧）
时间：⟪timestamp|2027-01-08 03:17:42⟫
值班人：⟦PERSON|梁子豪⟧ ⟦PHONE|13800246617⟧
Trace：⟪trace_id|a3c9e1f04b7d2e6a⟫
处理：已回滚至⟪version|v2.31.4⟫，@⟦PERSON|liangzihao⟧ 请补充复盘文档
"""))

TEXTS.append(("数据仓库权限申请", """
数据权限申请单 ⟪request_ref|DW-REQ-2027-0046⟫
申请人：⟦PERSON|陶然⟧（⟦EMAIL|taoran@jiayuan-data.cn⟧）
申请表：⟪table|ods.user_kyc_detail⟫（含身份证号、手机号）
用途：风控模型特征回溯
审批人：⟦PERSON|汪总⟧ 已同意，有效期⟪duration|30天⟫
附：MaxCompute AccessKey 已发放 AccessKeyId=⟦APIKEY|$ltai1⟧ AccessKeySecret=⟦SECRET|$ali_sk1⟧（用完请销毁）
"""))

TEXTS.append(("天气预报无个人信息", """
⟪place|北京市⟫气象台⟪date|1月8日⟫17时发布：今天夜间晴转多云，北风二三级，最低气温⟪temperature|零下9℃⟫；明天白天多云，最高气温⟪temperature|2℃⟫，空气质量⟪aqi|良⟫。⟪place|西部北部山区⟫有⟪warning|寒潮蓝色预警⟫，请注意防寒保暖，⟪health_term|心脑血管疾病⟫患者减少外出。
"""))

TEXTS.append(("火车时刻表无个人信息", """
⟪train_no|G7⟫次　⟪place|北京南⟫ 07:00 开 → ⟪place|南京南⟫ 10:22 → ⟪place|上海虹桥⟫ 11:36 到
⟪train_no|G21⟫次　北京南 19:00 开 → 上海虹桥 23:18 到
二等座票价：北京南—上海虹桥 ⟪price|626元⟫，一等座⟪price|1,041元⟫
（⟪date|2027年1月⟫起执行，以12306公布为准）
"""))

TEXTS.append(("二手房买卖居间合同", """
房屋买卖居间合同（节选）
卖方：⟦PERSON|周伟⟧、⟦PERSON|钱晓燕⟧（夫妻）
买方：⟦PERSON|石磊⟧　身份证号：⟦IDCARD|$prc12⟧
房屋地址：⟦ADDRESS|重庆市渝中区解放碑民族路138号1单元21-3⟧
成交价：⟦AMOUNT|叁佰贰拾万元整⟧（⟦AMOUNT|¥3,200,000⟧）
买方已付定金⟦AMOUNT|5万元⟧至资金监管账户。
居间服务费：成交价的⟪percentage|2%⟫。经纪人：⟦PERSON|冉经理⟧（⟪org_name|我爱我家⟫）
"""))

TEXTS.append(("宠物医院微信客服", """
客服⟦PERSON|小桃⟧：您好，这里是⟪org_name|新瑞鹏宠物医院⟫，请问有什么可以帮您？
用户：我家⟪pet_name|旺财⟫昨天做了⟪animal_health|绝育手术⟫，今天伤口有点红
客服⟦PERSON|小桃⟧：请问主人怎么称呼，手机号多少呢？
用户：⟦PERSON|严俊⟧，⟦PHONE|135 1086 7742⟧
客服⟦PERSON|小桃⟧：好的⟦PERSON|严先生⟧，已帮您预约明早9点复查，⟦PERSON|孟医生⟧坐诊。复查费用⟪price|50元⟫，术后套餐内免费。
"""))

TEXTS.append(("宠物医院收费CSV", """
单号,日期,主人,电话,宠物,项目,金额
⟪order_ref|RP0107-118⟫,⟪date|2027-01-07⟫,⟦PERSON|曹文静⟧,⟦PHONE|13318865240⟧,⟪pet_name|咪咪⟫,⟪animal_health|猫瘟检测+输液⟫,⟦AMOUNT|860.00⟧
RP0107-119,2027-01-07,⟦PERSON|陆一鸣⟧,⟦PHONE|18620019937⟧,⟪pet_name|可乐⟫,⟪animal_health|犬细小病毒住院3天⟫,⟦AMOUNT|2340.00⟧
RP0107-120,2027-01-07,⟦PERSON|ann_zhou⟧,⟦PHONE|15919074426⟧,⟪pet_name|Lucky⟫,⟪animal_health|疫苗（卫佳八联）⟫,⟦AMOUNT|180.00⟧
"""))

TEXTS.append(("驾校退费申请", """
退费申请
本人⟦PERSON|韩梓萱⟧，于⟪date|2026年9月⟫在⟪org_name|东方时尚驾校⟫报名C2班，已缴费⟦AMOUNT|6,280元⟧。因⟦MEDICAL|怀孕（孕12周）⟧，医生建议暂停学车，申请退还未培训部分费用⟦AMOUNT|4,100元⟧。
退款至：⟦CARD|$card_up4⟧（⟪bank|工商银行⟫）
联系电话：⟦PHONE|18501138826⟧
申请人签字：⟦PERSON|韩梓萱⟧　⟪date|2027年1月5日⟫
"""))

TEXTS.append(("机动车检验预约", """
【⟪org_name|车管所⟫】您预约的机动车年检：⟪plate|京N·7H2Q9⟫，时间⟪datetime|1月12日 09:00-10:00⟫，地点⟪place|北京朝阳区东坝检测场⟫。车主⟦PERSON|闫海涛⟧，请携带行驶证及交强险保单。验证码⟪otp_code|482913⟫，请勿泄露。
"""))

TEXTS.append(("婚礼摄影定金收据", """
收　据　No.⟪receipt_no|0003217⟫
今收到⟦PERSON|梁思琪⟧（新娘）交来婚礼跟拍定金人民币⟦AMOUNT|叁仟元整⟧（⟦AMOUNT|¥3,000.00⟧），婚期⟪date|2027年10月2日⟫，跟拍套餐标价⟪price|8,888元⟫。
收款单位：⟪org_name|光影记婚纱摄影工作室⟫　经手人：⟦PERSON|阿杰⟧
"""))

TEXTS.append(("婚宴宾客名单", """
| 桌号 | 宾客 | 关系 | 备注 |
|---|---|---|---|
| ⟪table_no|1⟫ | ⟦PERSON|林国栋⟧、⟦PERSON|黄美玲⟧ | 新娘父母 | 主桌 |
| ⟪table_no|3⟫ | ⟦PERSON|大伟⟧一家 | 新郎同学 | 带小孩两位 |
| ⟪table_no|5⟫ | 舅舅⟦PERSON|林国华⟧ | 亲戚 | ⟦MEDICAL|痛风⟧，不吃海鲜 |
| ⟪table_no|8⟫ | ⟦PERSON|Kevin Zhang⟧ | 新郎同事 | 素食 |
婚宴标准：⟪price|每桌6,888元⟫，共28桌
"""))

TEXTS.append(("租客报修企业微信", """
【企业微信】⟪org_name|自如⟫管家⟦PERSON|小蒋⟧：
租客⟦PERSON|邵佳怡⟧反映⟦ADDRESS|上海市浦东新区张杨路1558号金杨新村12号楼302室⟧热水器漏水，已派维修师傅⟦PERSON|聂师傅⟧ ⟦PHONE|17721563308⟧明天上午上门。
租客要求维修期间减免租金，合同月租⟦AMOUNT|5,600元⟧，按规定最多减免⟪price|3天房租⟫。
门锁临时密码：⟦PASSWORD|471209⟧（仅限明天有效）
"""))

TEXTS.append(("房东收租短信", """
⟦PERSON|小邵⟧，这个月房租⟦AMOUNT|5600⟧记得15号前转我，还是转⟪bank|建行⟫那张卡尾号⟪id_tail|0927⟫。另外物业费涨到⟪price|每平3.2元⟫了，下季度开始。——房东⟦PERSON|老杨⟧
"""))

TEXTS.append(("家政阿姨简历", """
阿姨简历｜编号⟪worker_id|AY-33017⟫
姓名：⟦PERSON|许秀兰⟧　年龄：49　籍贯：⟪place|安徽安庆⟫
身份证：⟦IDCARD|$prc22⟧
健康状况：体检合格；⟦MEDICAL|高血压，服用硝苯地平控释片30mg⟧，控制良好
工作经历：2018-2026 在⟪place|上海⟫做住家保姆，照顾⟪age|90岁⟫老人
期望薪资：⟪price|7,000-8,000元/月⟫
推荐人：⟪org_name|好阿姨家政⟫ ⟦PERSON|戴经理⟧ ⟦PHONE|021-5432 9018⟧
"""))

TEXTS.append(("月嫂服务纠纷投诉", """
投诉人：⟦PERSON|欧阳静⟧　电话：⟦PHONE|189 3012 4476⟧
被投诉：月嫂⟦PERSON|刘阿姨⟧（⟪org_name|贝贝佳月子服务⟫派遣）
内容：合同26天服务费⟦AMOUNT|16,800元⟧已全额支付，但月嫂在宝宝⟦MEDICAL|新生儿黄疸⟧期间多次离岗，导致未按医嘱晒光。要求退还⟦AMOUNT|一半费用⟧。
处理人：消协调解员⟦PERSON|鲁敏⟧　受理号⟪case_ref|XB2027-0093⟫
"""))

TEXTS.append(("彩票站日结表", """
⟪org_name|体彩⟫⟪station_no|3201021147⟫投注站　日结　⟪date|2027-01-07⟫
大乐透销售 ⟪sales_total|3,214元⟫
排列三销售 ⟪sales_total|1,028元⟫
即开票销售 ⟪sales_total|2,560元⟫
代兑小奖 ⟪sales_total|1,455元⟫
销售员：⟦PERSON|小芳⟧　站长：⟦PERSON|钟建明⟧
备注：⟦PERSON|老孟⟧中了⟪lottery_game|大乐透⟫三等奖⟦AMOUNT|6,862元⟧，已告知去市中心兑奖。
"""))

TEXTS.append(("装修业主投诉群聊", """
⟦PERSON|冯女士⟧：⟦PERSON|蒋设计⟧，卫生间防水才做了一个月就渗到楼下了！楼下⟦PERSON|陈阿姨⟧找上门了
⟦PERSON|蒋一帆⟧：⟦PERSON|冯姐⟧别急，我让项目经理⟦PERSON|老何⟧明天带人去做闭水试验
⟦PERSON|冯女士⟧：楼下天花板重新刷要⟦AMOUNT|2,000块⟧，这个钱你们出
⟦PERSON|老何⟧：收到，我们承担。防水质保是⟪warranty|5年⟫，合同里写了的
"""))

TEXTS.append(("助学贷款放款通知", """
【⟪org_name|国家开发银行⟫】⟦PERSON|马晓东⟧同学，您的生源地助学贷款⟦AMOUNT|12,000元⟧已于⟪date|2027年1月6日⟫发放至学校账户，其中学费⟦AMOUNT|5,850元⟧、住宿费⟦AMOUNT|1,200元⟧由学校直接扣除，余额⟦AMOUNT|4,950元⟧将转入您的⟪bank|支付宝⟫学生账户。贷款利率：⟪percentage|LPR-60BP⟫。
"""))

TEXTS.append(("网约车司机收入明细", """
司机：⟦PERSON|郑国强⟧　周期：⟪date|2027.01.01-2027.01.07⟫
完成订单：⟪count|132单⟫　在线时长：⟪duration|71.5小时⟫
流水：⟦AMOUNT|4,812.60元⟧
平台服务费：⟦AMOUNT|962.52元⟧（⟪percentage|20%⟫）
奖励：⟦AMOUNT|300.00元⟧
实际到账：⟦AMOUNT|4,150.08元⟧　提现卡：⟪masked_card|6217 **** **** 1485⟫
"""))

TEXTS.append(("网约车安全中心录音摘要", """
安全中心录音摘要（⟪case_ref|AQ-20270106-227⟫）
乘客⟦PERSON|吕晓雯⟧称，司机⟦PERSON|邢建军⟧在行程结束后通过平台虚拟号外的私人号码⟦PHONE|15607311289⟧多次联系她，并知道她住在⟦ADDRESS|长沙市芙蓉区五一大道389号华美欧大厦⟧。
司机身份证⟦IDCARD|$prc19⟧，已封禁账号。乘客情绪焦虑，自述有⟦MEDICAL|焦虑症病史⟧。
处理人：安全专员⟦PERSON|小彭⟧
"""))

TEXTS.append(("水滴筹求助文案", """
救救我的女儿！
我叫⟦PERSON|杜永强⟧，是⟪place|河南周口⟫的一名货车司机。女儿⟦PERSON|杜欣怡⟧今年6岁，⟪date|去年11月⟫确诊⟦MEDICAL|急性淋巴细胞白血病⟧，目前在⟪place|郑州⟫的医院做⟦MEDICAL|化疗⟧，后续需要⟦MEDICAL|骨髓移植⟧，预计费用⟪price|50万元⟫。家里已经花了⟦AMOUNT|二十多万⟧，借遍了亲戚。
目标金额：⟪price|400,000元⟫　已筹：⟪campaign_total|126,433元⟫
证实人：邻居⟦PERSON|老贺⟧、同事⟦PERSON|孔祥军⟧
"""))

TEXTS.append(("公证处预约确认", """
【⟪org_name|上海市东方公证处⟫】⟦PERSON|俞晨⟧您好，您申请的⟪service|继承权公证⟫已受理，受理号⟪case_ref|(2027)沪东证字第00412号⟫。请于⟪date|1月14日⟫携带被继承人死亡证明、亲属关系证明及您本人身份证（⟦IDCARD|$prc2⟧）原件到⟦ADDRESS|上海市凤阳路660号⟧3楼办理。公证费按⟪price|遗产价值的1%⟫收取。
"""))

TEXTS.append(("法院取保候审决定书", """
⟪org_name|杭州市西湖区人民法院⟫
取保候审决定书　⟪case_ref|（2027）浙0106刑初17号⟫
被告人⟦PERSON|邱振华⟧，男，⟦DATE_OF_BIRTH|1987年10月20日⟧出生，身份证号⟦IDCARD|$prc11⟧，住⟦ADDRESS|重庆市渝中区上清寺路9号⟧。
本院决定对被告人⟦PERSON|邱振华⟧取保候审，责令其交纳保证金⟦AMOUNT|人民币三万元⟧。
审判员：⟦PERSON|钱文⟧　书记员：⟦PERSON|姚琳琳⟧
"""))

TEXTS.append(("留学签证材料清单", """
⟦PERSON|Amy⟧，你的英国学生签证材料我核对了一下：
1. 护照⟦PASSPORT|EK4926813⟧（有效期到⟪date|2031年⟫）✔
2. CAS号：⟪cas_ref|E4G8K2M1P7Q3⟫ ✔
3. 存款证明：需要⟪price|£19,020⟫以上，你们家存的是⟦AMOUNT|人民币22万⟧，按汇率够了 ✔
4. 肺结核检测：你在⟪place|上海⟫体检中心做的报告显示⟦MEDICAL|陈旧性肺结核钙化灶⟧，需要补一份医生说明
语言学校那边学费⟦AMOUNT|£6,400⟧你已经交了。有问题找我，⟦PERSON|Vivian 陈老师⟧
"""))

TEXTS.append(("运维事故复盘", """
# 事故复盘：⟪date|1月5日⟫支付回调丢失
负责人：⟦PERSON|黄子轩⟧　参与：⟦PERSON|wangyan⟧、⟦PERSON|李想⟧
## 时间线
- 14:02 ⟪service|pay-callback⟫ 实例 ⟦IP_ADDRESS|172.20.8.41⟧ CPU ⟪percentage|100%⟫
- 14:09 ⟦PERSON|李想⟧ 发现日志中打印了明文密钥：`WECHAT_PAY_APIV3_KEY=⟦SECRET|$appsecret1⟧`
- 14:30 轮换密钥，回滚至⟪version|release-2027.01.04⟫
## 影响
⟪count|1,284笔⟫订单状态延迟，无资金损失。
"""))

TEXTS.append(("dbt任务失败飞书消息", """
【飞书机器人】dbt 任务失败 ❌
项目：⟪project|finance_dw⟫　任务：⟪job_id|dbt_run_daily_0108⟫
失败模型：⟪model|dws_user_repayment_1d⟫
错误：Database Error — column "id_card_no" contains value '⟦IDCARD|$prc23⟧' violating check constraint
触发人：⟦PERSON|zhoujie⟧　耗时⟪duration|4分12秒⟫
请⟦PERSON|周杰⟧（值班）尽快处理
"""))

TEXTS.append(("牙科种植知情同意", """
种植牙知情同意书
患者：⟦PERSON|叶凤珍⟧　出生日期：⟦DATE_OF_BIRTH|1963-05-15⟧　身份证号：⟦IDCARD|$prc18⟧
诊断：⟦MEDICAL|下颌左侧第一磨牙缺失⟧；既往史：⟦MEDICAL|2型糖尿病⟧（⟦MEDICAL|二甲双胍0.5g bid⟧）
方案：⟦MEDICAL|36种植体植入+骨粉⟧，种植体品牌⟪product|士卓曼SLA⟫
费用：⟪price|单颗标价16,800元⟫，本人实付⟦AMOUNT|14,280元⟧
医生：⟦PERSON|方主任⟧　患者签字：⟦PERSON|叶凤珍⟧
"""))

TEXTS.append(("体育比分无个人信息", """
【⟪league|CBA⟫第⟪round|22⟫轮】⟪team|广东⟫ 108:96 ⟪team|辽宁⟫，⟪team|浙江⟫ 91:89 ⟪team|北京⟫（加时）。积分榜前三：⟪team|广东⟫、⟪team|浙江⟫、⟪team|上海⟫。下一轮比赛将于⟪date|1月10日⟫19:35开始，票价⟪price|180元⟫起。
"""))

TEXTS.append(("保姆雇佣体检报告", """
体检报告摘要（家政从业人员）
姓名：⟦PERSON|张翠花⟧　体检编号：⟪report_no|TJ270104-0338⟫
结果：胸片未见异常；⟦MEDICAL|乙肝表面抗原阳性（小三阳）⟧；⟦MEDICAL|轻度贫血⟧
结论：可从事一般家务，建议不从事婴幼儿喂养工作。
体检机构：⟪org_name|美年大健康⟫⟪place|静安分院⟫
"""))

TEXTS.append(("酒店前台交接钉钉", """
⟦PERSON|韦丹⟧：早班注意：⟪room_no|8205⟫的⟦PERSON|Mette⟧女士今天退房，押金⟦AMOUNT|500⟧现金要退
⟦PERSON|小唐⟧：好的。另外昨晚有人用⟦IP_ADDRESS|192.168.10.88⟧一直扫前台的⟪port|3389⟫端口，IT说已经拉黑
⟦PERSON|韦丹⟧：ok，Wi-Fi 访客密码今天换成⟦PASSWORD|Jinjiang0108⟧了
"""))

TEXTS.append(("驾校教练通讯录", """
⟪org_name|安顺驾校⟫ 教练通讯录（内部）
⟦PERSON|周建平⟧　科目二　⟦PHONE|138 0571 2293⟧
⟦PERSON|钱立新⟧　科目三　⟦PHONE|139 5801 6674⟧　邮箱 ⟦EMAIL|qianlixin@anshun-jx.com⟧
⟦PERSON|阿芳⟧　　报名处　⟦PHONE|0571-8803 1126⟧
投诉监督电话：⟦PHONE|0571-8803 1100⟧（工作日9:00-17:00）
培训收费标准：⟪price|C1手动挡4,980元⟫、⟪price|C2自动挡5,380元⟫
"""))

TEXTS.append(("装修尾款转账确认", """
【转账确认】⟦PERSON|冯淑芬⟧ 向 ⟪org_name|匠心装饰工程有限公司⟫ 转账 ⟦AMOUNT|74,600.00元⟧（装修尾款）
付款卡：⟦CARD|$card_up1⟧
收款账号：⟪account_masked|6228 **** **** 0371⟫
附言：锦城9-2-1101 尾款，扣除楼下赔偿
如有疑问致电 ⟦PHONE|028-8521 6670⟧ 或邮件 ⟦EMAIL|caiwu@jiangxin-zs.com⟧
"""))

TEXTS.append(("婚庆供应商付款表", """
供应商,联系人,电话,邮箱,应付,实付
⟪org_name|花语花艺⟫,⟦PERSON|任晓琳⟧,⟦PHONE|13916628803⟧,⟦EMAIL|renxl@huayu-flower.cn⟧,⟪price|18000⟫,⟦AMOUNT|9000⟧
⟪org_name|声动乐队⟫,⟦PERSON|老包⟧,⟦PHONE|13764401235⟧,⟦EMAIL|baoyue.music@163.com⟧,⟪price|12000⟫,⟦AMOUNT|6000.00⟧
⟪org_name|甜蜜时光蛋糕⟫,⟦PERSON|Linda 沈⟧,⟦PHONE|18017734460⟧,⟦EMAIL|linda.shen@sweettime.cn⟧,⟪price|4800⟫,⟦AMOUNT|2400⟧
"""))

TEXTS.append(("家政公司来电记录", """
来电记录　⟪date|2027-01-08⟫　接线：⟦PERSON|小叶⟧
10:12 ⟦PERSON|包女士⟧ ⟦PHONE|13524817706⟧ 找钟点工，每周二、五，地址⟦ADDRESS|上海市长宁区仙霞路318号远东广场附近虹桥新村7号楼402⟧，报价⟪price|每小时45元⟫
10:40 ⟦PERSON|钟先生⟧ ⟦PHONE|021-6235 7781⟧ 投诉阿姨⟦PERSON|许秀兰⟧打碎花瓶，要求赔偿⟦AMOUNT|800元⟧
11:05 ⟦PERSON|许秀兰⟧本人来电 ⟦PHONE|15221093368⟧ 说明情况，称花瓶本来有裂痕
"""))
