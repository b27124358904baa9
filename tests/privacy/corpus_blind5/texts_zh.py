# Chinese texts, written one by one for corpus_blind5.
E = []
def T(kind, text, spans=(), decoys=()):
    E.append(("zh", kind, text, spans, decoys))

T("chat", "王芳的电话换了，新号是13916628473，旧的别打了。她下周三去协和复查，说是甲状腺结节。",
  [("PERSON", "王芳"), ("PHONE", "13916628473"), ("MEDICAL", "甲状腺结节")])

T("chat", "跟李娜说一下，公司wifi密码是 qiuyu@2026 ，访客网络不用密码。路由器固件已经升到 v3.2.7 了",
  [("PERSON", "李娜"), ("PASSWORD", "qiuyu@2026")], [("version", "v3.2.7")])

T("chat", "老张：你把身份证号发我一下，订机票要用\n张建国：@@id1@@\n老张：收到，订好了，订单号 MU5183-771204",
  [("PERSON", "老张"), ("PERSON", "张建国"), ("IDCARD", "@@id1@@"), ("PERSON", "老张")], [("order_id", "MU5183-771204")])

T("chat", "刚才那个快递小哥打电话说地址不全，我给他重新说了一遍：广东省深圳市南山区科技园南区高新南七道12号创维大厦A座1806室，收件人陈晓东。",
  [("ADDRESS", "广东省深圳市南山区科技园南区高新南七道12号创维大厦A座1806室"), ("PERSON", "陈晓东")])

T("chat", "群里谁有小周的微信？她手机号１８６ ２１０５ ７７３９，加不上。另外团建报名截止到12月5号。",
  [("PERSON", "小周"), ("PHONE", "１８６ ２１０５ ７７３９")], [("date", "12月5号")])

T("log", "2026-11-30 21:05:17,332 ERROR [pay-gateway] 用户 liu_yang 支付失败 卡号=@@up1@@ 金额=¥3,280.00 错误码=E1043 客户端IP=117.136.12.84",
  [("PERSON", "liu_yang"), ("CARD", "@@up1@@"), ("AMOUNT", "¥3,280.00"), ("IP_ADDRESS", "117.136.12.84")],
  [("timestamp", "2026-11-30 21:05:17,332"), ("error_code", "E1043")])

T("log", "[INFO] 实名认证通过 name=赵磊 idcard=@@id2@@ mobile=15821907734 耗时=184ms trace=0af7651916cd43dd8448eb211c80319c",
  [("PERSON", "赵磊"), ("IDCARD", "@@id2@@"), ("PHONE", "15821907734")], [("duration", "184ms"), ("trace_id", "0af7651916cd43dd8448eb211c80319c")])

T("log", "# 微信端访问日志，来源IP是用户手机4G出口\nnginx access: 223.104.63.15 - - [01/Dec/2026:08:13:22 +0800] \"GET /api/order/detail?orderId=202612010001 HTTP/1.1\" 200 1532 \"-\" \"MicroMessenger/8.0.47\"",
  [("IP_ADDRESS", "223.104.63.15")], [("timestamp", "01/Dec/2026:08:13:22 +0800"), ("order_id", "202612010001"), ("http_status", "200"), ("version", "8.0.47")])

T("config", "# 生产环境配置，禁止提交到git\nspring.datasource.url=jdbc:mysql://10.8.3.21:3306/crm?useSSL=false\nspring.datasource.username=crm_admin\nspring.datasource.password=Hz#crm2026!\naliyun.oss.endpoint=oss-cn-hangzhou.aliyuncs.com",
  [("IP_ADDRESS", "10.8.3.21"), ("PASSWORD", "Hz#crm2026!")], [("port", "3306")])

T("config", "[企业微信机器人]\nwebhook = https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=6c2f81a4-93d7-4b0e-a15c-7e4d2f9b1a38\n负责人 = 黄海涛 (分机 8021)\n超时 = 30s",
  [("SECRET", "6c2f81a4-93d7-4b0e-a15c-7e4d2f9b1a38"), ("PERSON", "黄海涛")], [("extension", "8021"), ("timeout", "30s")])

T("config", "OPENAI_API_KEY=@@openai2@@\nDEEPSEEK_BASE_URL=https://api.deepseek.com/v1\n# 上面的key是孙丽丽个人的，月底前换成公司账号",
  [("APIKEY", "@@openai2@@"), ("PERSON", "孙丽丽")], [])

T("ticket", "工单号：GD-20261130-0087\n客户：刘伟（VIP）\n问题描述：客户反映信用卡 @@mc3@@ 被盗刷两笔，共计 ¥12,860，要求冻结。\n联系电话：0755-8376 2291",
  [("PERSON", "刘伟"), ("CARD", "@@mc3@@"), ("AMOUNT", "¥12,860"), ("PHONE", "0755-8376 2291")], [("ticket_id", "GD-20261130-0087")])

T("ticket", "【投诉】用户反馈APP 5.6.0 版本登录后显示别人的信息：姓名 郭婷婷，身份证 @@id3_fw@@（全角录入），手机 １３７１０２２５５６１。请安全组排查，优先级P0。",
  [("PERSON", "郭婷婷"), ("IDCARD", "@@id3_fw@@"), ("PHONE", "１３７１０２２５５６１")], [("version", "5.6.0")])

T("ticket", "售后单 #SH88213：马先生要求退款，订单金额 ¥1,299（商品 SKU: XM-AIR-2026），退回地址 浙江省杭州市西湖区文三路478号华星时代广场B座502。",
  [("PERSON", "马先生"), ("ADDRESS", "浙江省杭州市西湖区文三路478号华星时代广场B座502")], [("ticket_id", "#SH88213"), ("price", "¥1,299"), ("sku", "XM-AIR-2026")])

T("email", "发件人：周敏 <zhoumin@163.com>\n主题：报销\n\n何经理您好：\n出差费用合计 ¥6,435.50，请打到我的招商银行卡 @@up2@@。发票号 No.04417289 已附上。\n\n周敏\n手机 18801126650",
  [("PERSON", "周敏"), ("EMAIL", "zhoumin@163.com"), ("PERSON", "何经理"), ("AMOUNT", "¥6,435.50"), ("CARD", "@@up2@@"), ("PERSON", "周敏"), ("PHONE", "18801126650")],
  [("invoice_id", "No.04417289")])

T("email", "各位好，\n新入职同事 吴静怡 的邮箱是 wu.jingyi@corp-hz.cn，工位在 3 楼 C-12。她的入职体检报告显示有轻度贫血，请HR留意，不要外传。\n行政部",
  [("PERSON", "吴静怡"), ("EMAIL", "wu.jingyi@corp-hz.cn"), ("MEDICAL", "轻度贫血")], [("desk", "C-12")])

T("email", "您好，您的验证邮件已发送至 test@example.com（示例地址）。如需帮助请联系客服 400-820-8820，工作时间 9:00-18:00。此邮件由系统自动发送，版本 2.4.11。",
  [], [("public_email", "test@example.com"), ("service_number", "400-820-8820"), ("time", "9:00-18:00"), ("version", "2.4.11")])

T("csv", "姓名,性别,出生日期,身份证号,手机\n杨帆,男,1995-06-15,@@id6@@,13507126644\n林小雨,女,2001-02-19,@@id4@@,17757190213",
  [("PERSON", "杨帆"), ("DATE_OF_BIRTH", "1995-06-15"), ("IDCARD", "@@id6@@"), ("PHONE", "13507126644"),
   ("PERSON", "林小雨"), ("DATE_OF_BIRTH", "2001-02-19"), ("IDCARD", "@@id4@@"), ("PHONE", "17757190213")])

T("csv", "部门,姓名,月薪(元),绩效\n研发,高强,28500,A\n销售,许晴,19000,B+\n备注：数据截至2026-11-30，表格版本v4",
  [("PERSON", "高强"), ("AMOUNT", "28500"), ("PERSON", "许晴"), ("AMOUNT", "19000")], [("date", "2026-11-30"), ("version", "v4")])

T("csv", "商品编码\t名称\t单价\t库存\nSP-00127\t蓝牙耳机\t199.00\t340\nSP-00128\t充电宝 20000mAh\t129.00\t85\n采购联系人：曹德华 139 5712 0088",
  [("PERSON", "曹德华"), ("PHONE", "139 5712 0088")], [("sku", "SP-00127"), ("price", "199.00"), ("sku", "SP-00128"), ("price", "129.00")])

T("stacktrace", "com.alibaba.fastjson.JSONException: syntax error, pos 57, line 1, column 58\n{\"name\":\"彭志刚\",\"phone\":\"15972013388\",\"addr\":\"湖北省武汉市洪山区珞喻路1037号\"\n\tat com.alibaba.fastjson.parser.DefaultJSONParser.parse(DefaultJSONParser.java:1430)\n\tat cn.shop.order.AddressService.save(AddressService.java:77)",
  [("PERSON", "彭志刚"), ("PHONE", "15972013388"), ("ADDRESS", "湖北省武汉市洪山区珞喻路1037号")], [("line_number", "1430"), ("line_number", "77")])

T("stacktrace", "Traceback (most recent call last):\n  File \"sync_his.py\", line 92, in <module>\n    upload(patient={'姓名': '罗秀英', '诊断': '2型糖尿病', '用药': '二甲双胍 0.5g'})\nrequests.exceptions.ReadTimeout: HTTPSConnectionPool(host='his.hospital.local', port=443): Read timed out.",
  [("PERSON", "罗秀英"), ("MEDICAL", "2型糖尿病"), ("MEDICAL", "二甲双胍 0.5g")], [("line_number", "92"), ("port", "443")])

T("medical_note", "门诊病历\n患者：钱淑芬，女，68岁，出生日期1958年3月7日\n主诉：反复头晕一月\n既往史：高血压十余年，服用硝苯地平控释片 30mg qd\n诊断：脑供血不足\n医师：韩冬",
  [("PERSON", "钱淑芬"), ("DATE_OF_BIRTH", "1958年3月7日"), ("MEDICAL", "反复头晕"), ("MEDICAL", "高血压"), ("MEDICAL", "硝苯地平控释片 30mg"), ("MEDICAL", "脑供血不足"), ("PERSON", "韩冬")])

T("medical_note", "护理记录：3床 唐德明今天血糖偏高（空腹 9.8），家属说他偷吃了月饼。胰岛素按医嘱加2单位。家属联系人唐敏 159-2108-6617。",
  [("PERSON", "唐德明"), ("MEDICAL", "血糖偏高"), ("MEDICAL", "胰岛素"), ("PERSON", "唐敏"), ("PHONE", "159-2108-6617")], [("bed", "3床")])

T("medical_note", "心理咨询记录（保密）：来访者小邓，大三学生，近两个月情绪低落、失眠，曾有自伤念头。精神科诊断为中度抑郁症，开了舍曲林。下次咨询 12月8日 15:00。",
  [("PERSON", "小邓"), ("MEDICAL", "情绪低落"), ("MEDICAL", "失眠"), ("MEDICAL", "自伤念头"), ("MEDICAL", "中度抑郁症"), ("MEDICAL", "舍曲林")], [("datetime", "12月8日 15:00")])

T("hr_note", "人事备忘：蒋文博 申请离职，最后工作日 2026-12-31。年终奖 ¥45,000 按比例发放。其社保卡号与身份证 @@id7@@ 一致，档案转到南京市玄武区人才中心。",
  [("PERSON", "蒋文博"), ("AMOUNT", "¥45,000"), ("IDCARD", "@@id7@@")], [("date", "2026-12-31")])

T("hr_note", "面试反馈 - 候选人 田甜\n期望薪资：月薪35k，14薪\n现居住地址：上海市徐汇区漕溪北路88号圣爱大厦1203室\n备注：候选人主动提到有乙肝小三阳，不影响录用。",
  [("PERSON", "田甜"), ("AMOUNT", "月薪35k"), ("ADDRESS", "上海市徐汇区漕溪北路88号圣爱大厦1203室"), ("MEDICAL", "乙肝小三阳")])

T("hr_note", "员工 冯 凯（工号 A1093）的工资卡变更为 中国银行 @@visa2@@？不对，这是信用卡，已退回让他重新提供借记卡。本月工资 ¥18,760 暂缓发放。",
  [("PERSON", "冯 凯"), ("CARD", "@@visa2@@"), ("AMOUNT", "¥18,760")], [("employee_id", "A1093")])

T("shell", "[root@centos7 ~]# redis-cli -h 10.66.0.19 -p 6379 -a 'Rds!pass_0927'\nWarning: Using a password with '-a' option on the command line interface may not be safe.\n10.66.0.19:6379> keys user:*\n# 这台是会员缓存，密码下周统一轮换",
  [("IP_ADDRESS", "10.66.0.19"), ("PASSWORD", "Rds!pass_0927"), ("IP_ADDRESS", "10.66.0.19")], [("port", "6379"), ("port", "6379")])

T("shell", "# 邓工给的跳板机，密码是 Jump@Sz2026，别外传\nssh ops@47.106.88.153 -p 22022\n# 登录后 sudo 密码同上",
  [("PERSON", "邓工"), ("PASSWORD", "Jump@Sz2026"), ("IP_ADDRESS", "47.106.88.153")], [("port", "22022")])

T("shell", "$ git clone https://oauth2:@@glpat2@@@gitlab.corp.cn/ai/llm-serving.git\n正克隆到 'llm-serving'...\n$ cd llm-serving && make build VERSION=0.9.3",
  [("APIKEY", "@@glpat2@@")], [("version", "0.9.3")])

T("json", "{\"code\":0,\"msg\":\"success\",\"data\":{\"userId\":1029384,\"realName\":\"宋佳\",\"mobile\":\"183****2271\",\"idNo\":\"@@id9@@\",\"balance\":\"86320.55\",\"vipLevel\":3}}",
  [("PERSON", "宋佳"), ("IDCARD", "@@id9@@"), ("AMOUNT", "86320.55")], [("user_id", "1029384")])

T("json", "{\"order_no\":\"E20261201083311\",\"receiver\":{\"name\":\"谢丹\",\"tel\":\"+86 136 0257 1948\",\"address\":\"北京市朝阳区建国路93号院万达广场8号楼2单元1702\"},\"total\":\"¥259.00\",\"coupon\":\"DEC-20\"}",
  [("PERSON", "谢丹"), ("PHONE", "+86 136 0257 1948"), ("ADDRESS", "北京市朝阳区建国路93号院万达广场8号楼2单元1702")],
  [("order_id", "E20261201083311"), ("price", "¥259.00"), ("coupon", "DEC-20")])

T("json", "{\"model\":\"qwen2.5-7b-instruct\",\"api_key\":\"@@hf2@@\",\"temperature\":0.7,\"max_tokens\":2048,\"request_id\":\"c2b9e1d0-5f3a-4e77-8c21-9d0a6b3e4f12\",\"备注\":\"这个token是实习生的，用完删掉\"}",
  [("APIKEY", "@@hf2@@")], [("model", "qwen2.5-7b-instruct"), ("max_tokens", "2048"), ("uuid", "c2b9e1d0-5f3a-4e77-8c21-9d0a6b3e4f12")])

T("sms", "【XX银行】您尾号6617的账户12月1日转入工资 ¥21,430.00，余额 ¥58,902.17。如有疑问请致电 95588。",
  [("AMOUNT", "¥21,430.00"), ("AMOUNT", "¥58,902.17")], [("service_number", "95588"), ("date", "12月1日")])

T("sms", "妈，我新办的卡号 １５０ ８８２６ ４０１７，以后打这个。支付宝密码我改成了 920615，你别告诉别人啊",
  [("PHONE", "１５０ ８８２６ ４０１７"), ("PASSWORD", "920615")], [])

T("sms", "【顺丰速运】您的快递 SF1402938475612 已由丰巢柜代收，取件码 6688，地址：成都市武侯区科华北路65号。客服 95338",
  [("ADDRESS", "成都市武侯区科华北路65号")], [("tracking_id", "SF1402938475612"), ("pickup_code", "6688"), ("service_number", "95338")])

T("form", "入住登记表\n姓  名：潘  越\n证件类型：身份证\n证件号码：@@id8@@\n出生日期：一九七七年八月二十四日\n联系电话：0532-8573 6120\n房号：1208  入住：2026-12-01",
  [("PERSON", "潘  越"), ("IDCARD", "@@id8@@"), ("DATE_OF_BIRTH", "一九七七年八月二十四日"), ("PHONE", "0532-8573 6120")], [("room", "1208"), ("date", "2026-12-01")])

T("form", "申请人：叶子豪　　护照号码：E48213907　　签发地：广东\n现住址：广州市天河区天河路385号太古汇一座2205\n紧急联系人：叶建华（母亲） 138-2299-5170",
  [("PERSON", "叶子豪"), ("PASSPORT", "E48213907"), ("ADDRESS", "广州市天河区天河路385号太古汇一座2205"), ("PERSON", "叶建华"), ("PHONE", "138-2299-5170")])

T("form", "银行开户申请\n户名：段晓光\n证件号：@@id5@@\n预留手机：13880012745\n初始取款密码（六位）：331907\n客户经理工号：CM-0291",
  [("PERSON", "段晓光"), ("IDCARD", "@@id5@@"), ("PHONE", "13880012745"), ("PASSWORD", "331907")], [("employee_id", "CM-0291")])

T("yaml", "# 阿里云短信\nsms:\n  access-key-id: LTAI5tQ8mZ2xWc9RkV4nYpB7\n  access-key-secret: 9hF2kLmQ8xZ3vB7nR1tY6wE4sA0dG5\n  sign-name: 某某科技\n  template: SMS_462158\n  联系人: 胡晓梅 # 有问题找她",
  [("APIKEY", "LTAI5tQ8mZ2xWc9RkV4nYpB7"), ("SECRET", "9hF2kLmQ8xZ3vB7nR1tY6wE4sA0dG5"), ("PERSON", "胡晓梅")], [("template_id", "SMS_462158")])

T("yaml", "# 本地开发环境，别拿去生产用\nmysql:\n  host: 127.0.0.1\n  port: 3306\n  user: root\n  password: \"root123456\"\nredis:\n  host: 192.168.31.20\n  db: 2",
  [("PASSWORD", "root123456"), ("IP_ADDRESS", "192.168.31.20")], [("loopback", "127.0.0.1"), ("port", "3306")])

T("yaml", "值班表:\n  - 日期: 2026-12-05\n    值班人: 邱一鸣\n    手机: \"177 0101 2356\"\n  - 日期: 2026-12-06\n    值班人: 白雪\n    手机: \"18610093472\"",
  [("PERSON", "邱一鸣"), ("PHONE", "177 0101 2356"), ("PERSON", "白雪"), ("PHONE", "18610093472")], [("date", "2026-12-05"), ("date", "2026-12-06")])

T("markdown", "## 客户回访记录\n\n| 客户 | 电话 | 欠款 | 备注 |\n|---|---|---|---|\n| 贺立新 | 151 0731 8826 | ¥32,000 | 答应月底还 |\n| 石蕾 | 0731-8452 1190 | ¥7,450 | 无 |\n\n> 文档版本 1.3",
  [("PERSON", "贺立新"), ("PHONE", "151 0731 8826"), ("AMOUNT", "¥32,000"), ("PERSON", "石蕾"), ("PHONE", "0731-8452 1190"), ("AMOUNT", "¥7,450")], [("version", "1.3")])

T("markdown", "### 部署说明\n1. 服务器：`39.105.214.67`（阿里云华北2）\n2. 管理后台账号 admin，密码在飞书文档里，**不要**写在这里\n3. 监听端口 `8080`，健康检查 `/healthz` 返回 200",
  [("IP_ADDRESS", "39.105.214.67")], [("port", "8080"), ("http_status", "200")])

T("markdown", "- [ ] 给奶奶买降压药（氨氯地平）\n- [ ] 交物业费 ¥1,860（12月）\n- [x] 帮表弟于浩查体检报告：脂肪肝",
  [("MEDICAL", "降压药"), ("MEDICAL", "氨氯地平"), ("PERSON", "于浩"), ("MEDICAL", "脂肪肝")], [("fee", "¥1,860")])

T("sql", "INSERT INTO t_member (id, name, mobile, id_card, birthday, address) VALUES (10021, '孔令辉', '13651208843', '@@id10@@', '1986-04-15', '北京市朝阳区望京街道阜通东大街6号院3号楼1102');",
  [("PERSON", "孔令辉"), ("PHONE", "13651208843"), ("IDCARD", "@@id10@@"), ("DATE_OF_BIRTH", "1986-04-15"), ("ADDRESS", "北京市朝阳区望京街道阜通东大街6号院3号楼1102")],
  [("row_id", "10021")])

T("sql", "-- 查询欠费用户，工单 OPS-5521\nSELECT name, phone FROM users WHERE phone LIKE '139%' AND balance < -500 AND name = '温雅琴';\n-- 结果 1 行，耗时 0.03 秒",
  [("PERSON", "温雅琴")], [("ticket_id", "OPS-5521"), ("duration", "0.03 秒")])

T("sql", "UPDATE emr_diagnosis SET dx_name = '慢性乙型病毒性肝炎', drug = '恩替卡韦 0.5mg' WHERE patient_name = '常建华' AND visit_id = 'V20261129-044';",
  [("MEDICAL", "慢性乙型病毒性肝炎"), ("MEDICAL", "恩替卡韦 0.5mg"), ("PERSON", "常建华")], [("visit_id", "V20261129-044")])

T("git_commit", "commit a41c09e7b2d35f8c6e1a90b4d7f2c3e8a5b6d901\nAuthor: 廖俊杰 <liaojunjie@corp-sz.cn>\nDate:   Sun Nov 29 23:41:08 2026 +0800\n\n    修复：日志里打印了用户手机号（如 18926630471），改为脱敏输出\n\n    关联需求 #3317",
  [("PERSON", "廖俊杰"), ("EMAIL", "liaojunjie@corp-sz.cn"), ("PHONE", "18926630471")], [("git_hash", "a41c09e7b2d35f8c6e1a90b4d7f2c3e8a5b6d901"), ("issue", "#3317")])

T("git_commit", "feat: 新增微信支付回调\n\n- 回调密钥先写死 APIv3Key=Wx8f2K9mQ4zL7pR1tY5vB3nC6xD0aE2s，上线前改配置中心\n- 版本号 1.12.0\nCo-authored-by: 方 圆 <fangyuan@example.com>",
  [("SECRET", "Wx8f2K9mQ4zL7pR1tY5vB3nC6xD0aE2s"), ("PERSON", "方 圆")], [("version", "1.12.0"), ("public_email", "fangyuan@example.com")])

T("git_commit", "revert \"临时允许 114.247.50.2 访问管理后台\"\n\n这个IP是 魏总 家里的宽带，不应该放在白名单里。\nThis reverts commit 5d2e8f1.",
  [("IP_ADDRESS", "114.247.50.2"), ("PERSON", "魏总")], [("git_hash", "5d2e8f1")])

T("calendar", "会议邀请：季度薪酬沟通 - 严嘉欣\n时间：2026年12月3日 周四 14:00-14:30\n地点：3号会议室\n议题：调薪方案（现 ¥26k → 建议 ¥30k）\n腾讯会议号：512 883 740",
  [("PERSON", "严嘉欣"), ("AMOUNT", "¥26k"), ("AMOUNT", "¥30k")], [("datetime", "2026年12月3日 周四 14:00-14:30"), ("meeting_id", "512 883 740")])

T("calendar", "提醒：明天上午9点 带爸爸去华西医院复查，挂的是心内科，他的房颤药（华法林）快吃完了。就诊卡号 0041827。",
  [("MEDICAL", "房颤"), ("MEDICAL", "华法林")], [("card_id", "0041827"), ("time", "上午9点")])

T("calendar", "12/10 生日会：给小葵准备礼物！她是2019年12月10日出生的，今年7岁。地点：她家，苏州市工业园区星湖街328号 18幢 601室",
  [("PERSON", "小葵"), ("DATE_OF_BIRTH", "2019年12月10日"), ("ADDRESS", "苏州市工业园区星湖街328号 18幢 601室")], [("date", "12/10")])

T("other", "语音转文字：“喂，是龚丽吗？我是楼下的，你家漏水了，赶紧回来。我电话幺三八，幺二三四，五六七八，不对是138 1234 5679。”",
  [("PERSON", "龚丽"), ("PHONE", "138 1234 5679")])

T("other", "便签：银行卡密码 520131，网银U盾密码 Ab123456，别忘了。——给自己",
  [("PASSWORD", "520131"), ("PASSWORD", "Ab123456")])

T("other", "发票信息：名称 杭州某某网络科技有限公司，税号 91330106MA2H0X1234，金额 ¥3,600.00（服务费），开票日期 2026-11-28。",
  [], [("tax_id", "91330106MA2H0X1234"), ("price", "¥3,600.00"), ("date", "2026-11-28")])

T("chat", "邹老师，孩子昨晚发烧39度，今天请假一天。医生说是支原体肺炎，在吃阿奇霉素。——邹子轩妈妈",
  [("PERSON", "邹老师"), ("MEDICAL", "发烧39度"), ("MEDICAL", "支原体肺炎"), ("MEDICAL", "阿奇霉素"), ("PERSON", "邹子轩")])

T("ticket", "【故障】ecs-prod-07（公网 120.55.183.206）CPU 100%，排查发现被植入挖矿程序。root 密码为弱口令 P@ssw0rd，已重置。事件编号 SEC-2026-118。",
  [("IP_ADDRESS", "120.55.183.206"), ("PASSWORD", "P@ssw0rd")], [("incident_id", "SEC-2026-118")])

# --- 第二批 ---
T("chat", "你帮我问问刘洋，上次借他的两万块（¥20,000）什么时候还合适。他电话是 一三九 改成数字就是 139 0571 2268",
  [("PERSON", "刘洋"), ("AMOUNT", "¥20,000"), ("PHONE", "139 0571 2268")])

T("form", "成人夜校学员登记\n姓名：钟小雅\n身份证号：@@id12@@\n出生日期：1981.07.11\n紧急联系人（丈夫）：钟建军 13757103398\n家庭住址：杭州市上城区解放路218号3幢2单元501室",
  [("PERSON", "钟小雅"), ("IDCARD", "@@id12@@"), ("DATE_OF_BIRTH", "1981.07.11"), ("PERSON", "钟建军"), ("PHONE", "13757103398"), ("ADDRESS", "杭州市上城区解放路218号3幢2单元501室")])

T("log", "[WARN] 风控命中 uid=8812034 姓名=蒋丽 银行卡=@@mc1@@ CVV2=552 交易额=¥49,999.00 规则=R-017 设备IP=183.14.22.91",
  [("PERSON", "蒋丽"), ("CARD", "@@mc1@@"), ("CVV", "552"), ("AMOUNT", "¥49,999.00"), ("IP_ADDRESS", "183.14.22.91")], [("user_id", "8812034"), ("rule_id", "R-017")])

T("email", "王总：\n合同尾款 人民币叁拾万元整（¥300,000.00）已于今日汇出，回单编号 HD20261201-33。\n对方收款人：厦门某某贸易有限公司。\n——财务部 许丽华 分机 6021",
  [("PERSON", "王总"), ("AMOUNT", "人民币叁拾万元整"), ("AMOUNT", "¥300,000.00"), ("PERSON", "许丽华")], [("receipt_id", "HD20261201-33"), ("extension", "6021")])

T("medical_note", "孕检记录：孕妇 姚佳，孕28周，妊娠期糖尿病，饮食控制为主，必要时胰岛素。血压 118/76。下次产检 2026-12-15。",
  [("PERSON", "姚佳"), ("MEDICAL", "孕28周"), ("MEDICAL", "妊娠期糖尿病"), ("MEDICAL", "胰岛素")], [("bp_value", "118/76"), ("date", "2026-12-15")])

T("config", "# 钉钉机器人 + 七牛\nDINGTALK_SECRET=SEC8f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b\nQINIU_AK=Xq3mZ8vL2nP9rT4wK7yB1cF6hJ0sD5gA9eR2uI8o\nBUCKET=static-prod  # 负责人 陆明轩",
  [("SECRET", "SEC8f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b"), ("APIKEY", "Xq3mZ8vL2nP9rT4wK7yB1cF6hJ0sD5gA9eR2uI8o"), ("PERSON", "陆明轩")], [("bucket", "static-prod")])

T("sql", "INSERT INTO staff_salary VALUES ('2026-11', '贾宝华', 31500.00, '工行 @@up1_s@@');  -- 第 3 批，共 128 条",
  [("PERSON", "贾宝华"), ("AMOUNT", "31500.00"), ("CARD", "@@up1_s@@")], [("month", "2026-11"), ("count", "128")])

T("ticket", "【客诉】王先生说快递员把他的手机号１３９１２３４８８７６和地址（南京市鼓楼区中山北路30号）贴在了外包装上被人看到，要求赔偿。单号 YT7788123401。",
  [("PERSON", "王先生"), ("PHONE", "１３９１２３４８８７６"), ("ADDRESS", "南京市鼓楼区中山北路30号")], [("tracking_id", "YT7788123401")])
