# Chinese texts, part B (hand-written one by one).
from gen import *

id1 = cnid("110105", "19870312", "123")
id2 = cnid("310115", "19920708", "046")
id3 = cnid("440305", "20010225", "318")
id4 = cnid("330106", "19650930", "572")
id5 = cnid("510107", "19781116", "209")
id6 = cnid("420106", "19990101", "087")
id7 = cnid("320102", "19830517", "664")
fw_id = id4.translate(str.maketrans("0123456789X", "０１２３４５６７８９Ｘ"))
up1 = luhn("6222 0212 3456 7890 12")      # 19 digits? 18 + check
up2 = luhn("622848003391447")             # 16
up3 = luhn("6214830178524")               # 14 -> 14 digits? keep 16 below
up3 = luhn("621483017852466")
wx_sk = hexs(32)
ali_key = "LTAI5t" + rnd(18)
ali_secret = rnd(30)
oa2 = k_openai_old(); dk = "sk-" + hexs(32)

ENTRIES = [
("zh", "chat",
 "王芳的电话是13917284056，你直接跟她约时间吧。她下午在公司，晚上别打。",
 [("PERSON", "王芳"), ("PHONE", "13917284056")],
 []),
("zh", "chat",
 "[群聊] 李娜: 家里wifi密码改了，新的是 lina@2026home ，别再发到朋友圈了😂\n[群聊] 老爸: 收到。路由器是小米AX3000那个吗\n[群聊] 李娜: 对，固件 1.0.48",
 [("PERSON", "李娜"), ("PASSWORD", "lina@2026home"), ("PERSON", "李娜")],
 [("product", "小米AX3000"), ("version", "1.0.48")]),
("zh", "form",
 f"入职登记表\n姓名：赵子涵　性别：女\n身份证号：{id2}\n出生日期：1992年7月8日\n"
 "户籍地址：上海市浦东新区张杨路1288弄7号1502室\n手机：186-2145-7309\n紧急联系人：赵建国（父亲）　电话同上\n登记日期：2026年11月20日",
 [("PERSON", "赵子涵"), ("IDCARD", id2), ("DATE_OF_BIRTH", "1992年7月8日"), ("ADDRESS", "上海市浦东新区张杨路1288弄7号1502室"),
  ("PHONE", "186-2145-7309"), ("PERSON", "赵建国")],
 [("date", "2026年11月20日")]),
("zh", "medical_note",
 "门诊病历\n患者：陈国栋，男，58岁\n主诉：反复胸闷气短半年，加重3天。\n既往史：高血压病10年，2型糖尿病5年，长期口服二甲双胍0.5g tid、氨氯地平5mg qd。\n"
 "诊断：冠状动脉粥样硬化性心脏病；不稳定型心绞痛。\n处方：阿司匹林肠溶片100mg qd。\n复诊：2026-12-05",
 [("PERSON", "陈国栋"), ("MEDICAL", "胸闷气短"), ("MEDICAL", "高血压病"), ("MEDICAL", "2型糖尿病"), ("MEDICAL", "二甲双胍0.5g"),
  ("MEDICAL", "氨氯地平5mg"), ("MEDICAL", "冠状动脉粥样硬化性心脏病"), ("MEDICAL", "不稳定型心绞痛"), ("MEDICAL", "阿司匹林肠溶片100mg")],
 [("date", "2026-12-05"), ("age", "58岁")]),
("zh", "log",
 "2026-11-30 08:01:12.044 [INFO] [order-svc] 下单成功 orderNo=DD202611300001827 userId=77120 手机=15010836672 ip=117.136.12.84\n"
 "2026-11-30 08:01:12.310 [WARN] [pay-svc] 支付回调超时 orderNo=DD202611300001827 重试次数=3 gateway=127.0.0.1:9090",
 [("PHONE", "15010836672"), ("IP_ADDRESS", "117.136.12.84")],
 [("order_id", "DD202611300001827"), ("timestamp", "2026-11-30 08:01:12.044"), ("order_id", "DD202611300001827"), ("ip_loopback", "127.0.0.1")]),
("zh", "sms",
 "【顺丰速运】您的快件SF1456098831072已由丰巢柜代收，取件码 58213，地址：杭州市西湖区文三路478号华星时代广场B座一楼。如有疑问请联系快递员刘师傅17702195548。",
 [("ADDRESS", "杭州市西湖区文三路478号华星时代广场B座一楼"), ("PERSON", "刘师傅"), ("PHONE", "17702195548")],
 [("tracking_id", "SF1456098831072"), ("otp_or_code", "58213"), ("company", "顺丰速运")]),
("zh", "hr_note",
 "【薪酬调整-保密】\n员工：孙悦（工号 HR-20417）\n原月薪：￥23,500　调整后：￥27,000，自2027年1月起执行。\n"
 "备注：孙悦提到最近在吃抗抑郁药（舍曲林），希望暂缓出差，请直属领导周海涛知悉但不要外传。",
 [("PERSON", "孙悦"), ("AMOUNT", "￥23,500"), ("AMOUNT", "￥27,000"), ("PERSON", "孙悦"), ("MEDICAL", "抗抑郁药"), ("MEDICAL", "舍曲林"), ("PERSON", "周海涛")],
 [("employee_id", "HR-20417"), ("date", "2027年1月")]),
("zh", "email",
 "张总您好：\n\n附件是本季度的服务合同（合同编号 HT-2026-0457），合同总金额人民币 ¥386,000.00，请在12月10日前付至以下账户：\n"
 f"户名：深圳市蓝鲸信息技术有限公司\n开户行：招商银行深圳科技园支行（账号见附件）\n\n联系人：黄晓明 138 2651 0947\n此致\n敬礼",
 [("PERSON", "张总"), ("AMOUNT", "¥386,000.00"), ("PERSON", "黄晓明"), ("PHONE", "138 2651 0947")],
 [("contract_id", "HT-2026-0457"), ("date", "12月10日"), ("company", "深圳市蓝鲸信息技术有限公司")]),
("zh", "config",
 "# 微信支付配置（生产）\nwxpay:\n  mch_id: 1600234981\n  app_id: wx8f3c2a9b1d4e5f60\n"
 f"  api_v3_key: {wx_sk}\n  notify_url: https://pay.example.cn/notify\n  timeout: 30\n",
 [("SECRET", wx_sk)],
 [("merchant_id", "1600234981"), ("app_id", "wx8f3c2a9b1d4e5f60"), ("number", "30")]),
("zh", "ticket",
 "工单 #GD-88310 【紧急】\n客户：吴桂兰（老人，耳背，请说话大声）\n联系电话：0571-8702 3615 / 手机 136 8542 9031\n"
 f"问题：身份证 {id4[:6]}******** 实名认证失败，客户称身份证号码为{fw_id}（客户用全角输入）。\n处理人：小周",
 [("PERSON", "吴桂兰"), ("PHONE", "0571-8702 3615"), ("PHONE", "136 8542 9031"), ("IDCARD", fw_id), ("PERSON", "小周")],
 [("ticket_id", "#GD-88310")]),
("zh", "csv",
 "姓名,身份证号,银行卡号,开户行,应发工资\n"
 f"刘洋,{id1},{up1},工商银行北京朝阳支行,18650.00\n"
 f"马晓燕,{id5},{up2},建设银行成都武侯支行,9320.50\n",
 [("PERSON", "刘洋"), ("IDCARD", id1), ("CARD", up1), ("AMOUNT", "18650.00"),
  ("PERSON", "马晓燕"), ("IDCARD", id5), ("CARD", up2), ("AMOUNT", "9320.50")],
 [("company", "工商银行北京朝阳支行"), ("company", "建设银行成都武侯支行")]),
("zh", "stacktrace",
 "Exception in thread \"main\" com.aliyun.oss.OSSException: 签名不匹配 SignatureDoesNotMatch\n"
 f"[ErrorCode]: SignatureDoesNotMatch\n[RequestId]: 6746B3A1E2F0C93530F18A42\n[AccessKeyId]: {ali_key}\n"
 "\tat com.aliyun.oss.common.utils.ExceptionFactory.createOSSException(ExceptionFactory.java:104)\n"
 "\tat cn.mall.upload.OssUploader.put(OssUploader.java:66)",
 [("APIKEY", ali_key)],
 [("request_id", "6746B3A1E2F0C93530F18A42"), ("line_number", "ExceptionFactory.java:104"), ("line_number", "OssUploader.java:66")]),
("zh", "shell",
 "# 跳板机操作录屏转文字（值班：钟文涛）\n"
 f"[root@jump-01 ~]# export ALIBABA_CLOUD_ACCESS_KEY_SECRET={ali_secret}\n"
 "[root@jump-01 ~]# ssh deploy@121.40.77.203 -p 2222\ndeploy@121.40.77.203's password: \n"
 "Last login: Sun Nov 30 21:03:44 2026 from 39.144.8.201\n[deploy@app-3 ~]$ cat ~/.pgpass\n10.0.12.7:5432:mall:mall_rw:Mall#2026pg",
 [("PERSON", "钟文涛"), ("APIKEY", ali_secret), ("IP_ADDRESS", "121.40.77.203"), ("IP_ADDRESS", "121.40.77.203"), ("IP_ADDRESS", "39.144.8.201"),
  ("IP_ADDRESS", "10.0.12.7"), ("SECRET", "Mall#2026pg")],
 [("port", "2222"), ("port", "5432")]),
("zh", "json",
 '{"code":0,"msg":"success","data":{"nickname":"小鱼儿","realName":"欧阳娜娜","mobile":"19951327680",'
 f'"idCard":"{id3}","addr":"广东省深圳市南山区科苑南路2666号中国华润大厦","vipLevel":3,"updatedAt":"2026-11-29 12:00:00"}}}}',
 [("PERSON", "欧阳娜娜"), ("PHONE", "19951327680"), ("IDCARD", id3), ("ADDRESS", "广东省深圳市南山区科苑南路2666号中国华润大厦")],
 [("timestamp", "2026-11-29 12:00:00")]),
("zh", "yaml",
 "# CRM 生产配置，改动请找 邱少云 审批\nspring:\n  datasource:\n    url: jdbc:mysql://rm-bp1x2y3z.mysql.rds.aliyuncs.com:3306/crm?useUnicode=true\n"
 "    username: crm_admin\n    password: Hz@crm!8866\n  redis:\n    host: 10.20.3.14\n    port: 6379\n"
 f"deepseek:\n  api-key: {dk}\n  model: deepseek-chat\n",
 [("PERSON", "邱少云"), ("PASSWORD", "Hz@crm!8866"), ("IP_ADDRESS", "10.20.3.14"), ("APIKEY", dk)],
 [("port", "3306"), ("port", "6379")]),
("zh", "markdown",
 "### 值班表（12月第一周）\n\n| 日期 | 值班人 | 手机 | 备注 |\n| --- | --- | --- | --- |\n"
 "| 12-01 | 郑凯 | 132 0187 5543 | 负责机房 |\n| 12-02 | 何静怡 | 155-1034-6628 | 哺乳期，不排夜班 |\n"
 "| 12-03 | 郑凯 | 同上 | |\n\n> 机房地址：北京市海淀区上地十街10号百度大厦东侧B1",
 [("PERSON", "郑凯"), ("PHONE", "132 0187 5543"), ("PERSON", "何静怡"), ("PHONE", "155-1034-6628"), ("PERSON", "郑凯")],
 [("date", "12-01"), ("date", "12-02"), ("date", "12-03")]),
("zh", "sql",
 "INSERT INTO t_member (id, name, phone, id_no, birthday, balance) VALUES\n"
 f"(10086, '诸葛亮亮', '+86 188 1026 3371', '{id6}', '1999-01-01', 12880.00),\n"
 f"(10087, '司马婷', '18910263372', '{id7}', '1983-05-17', 0.00);",
 [("PERSON", "诸葛亮亮"), ("PHONE", "+86 188 1026 3371"), ("IDCARD", id6), ("DATE_OF_BIRTH", "1999-01-01"), ("AMOUNT", "12880.00"),
  ("PERSON", "司马婷"), ("PHONE", "18910263372"), ("IDCARD", id7), ("DATE_OF_BIRTH", "1983-05-17")],
 [("record_id", "10086"), ("record_id", "10087")]),
("zh", "git_commit",
 "commit 8d41f0e27ac3b9e6d15f2a70c4b8e93d1f6a2c05\nAuthor: 林俊杰 <linjunjie@users.noreply.gitee.com>\n"
 "Date:   Mon Dec 1 10:22:05 2026 +0800\n\n    修复：删除误提交的测试账号\n\n"
 f"    之前 test/fixtures.py 里写死了 OPENAI key（{oa2}），已作废。\n    关联需求 #512，版本 v2.8.0",
 [("PERSON", "林俊杰"), ("EMAIL", "linjunjie@users.noreply.gitee.com"), ("APIKEY", oa2)],
 [("git_hash", "8d41f0e27ac3b9e6d15f2a70c4b8e93d1f6a2c05"), ("issue_id", "#512"), ("version", "v2.8.0")]),
("zh", "calendar",
 "【会议邀请】产检复查\n时间：2026年12月9日（周三）上午9:30\n地点：上海市徐汇区宛平南路600号 门诊楼3楼\n"
 "参会人：邵雨桐、邵雨桐的爱人（高一鸣）\n备注：妊娠期糖尿病复查，空腹前往；带好医保卡。",
 [("ADDRESS", "上海市徐汇区宛平南路600号 门诊楼3楼"), ("PERSON", "邵雨桐"), ("PERSON", "邵雨桐"), ("PERSON", "高一鸣"), ("MEDICAL", "妊娠期糖尿病")],
 [("date", "2026年12月9日"), ("time", "9:30")]),
("zh", "other",
 "（便签照片转文字）\n老妈的银行卡密码：家里门牌号倒过来 = 803602\n支付宝支付密码别用生日！！\n路由器型号 TL-WDR5620，管理地址 192.168.0.1",
 [("PASSWORD", "803602"), ("IP_ADDRESS", "192.168.0.1")],
 [("product", "TL-WDR5620")]),
("zh", "chat",
 "跟李娜说一下，她明天体检的结果出来了，乙肝小三阳，医生让她下周去复查肝功能。别在群里说。",
 [("PERSON", "李娜"), ("MEDICAL", "乙肝小三阳")],
 [("date", "下周")]),
("zh", "sms",
 "【中国银行】您尾号8821的借记卡12月01日02:13支出人民币4,980.00元，余额为1,203.77元。如非本人操作请致电95566。",
 [("AMOUNT", "人民币4,980.00元"), ("AMOUNT", "1,203.77元")],
 [("card_last4", "8821"), ("public_phone", "95566"), ("date", "12月01日02:13")]),
("zh", "email",
 "发件人：ops-noreply@example.cn\n收件人：yangxue@163.com\n主题：【阿里云】您的服务器 ECS i-bp1a2b3c4d5e 登录告警\n\n"
 "杨雪 您好，您的服务器于 2026-11-30 23:58:41 被来自 223.104.63.18（四川 成都 移动）的IP登录。如非本人操作，请立即修改密码。",
 [("EMAIL", "yangxue@163.com"), ("PERSON", "杨雪"), ("IP_ADDRESS", "223.104.63.18")],
 [("email_public", "ops-noreply@example.cn"), ("resource_id", "i-bp1a2b3c4d5e"), ("timestamp", "2026-11-30 23:58:41")]),
("zh", "form",
 "护照申请信息（草稿）\n中文姓名：欧阳思远　拼音：OUYANG SIYUAN\n出生日期：2008.10.03　出生地：湖北\n"
 "旧护照号码：E58204719（已过期）\n家长手机：138-0713-2265\n住址：湖北省武汉市武昌区中北路108号凯德广场3栋2单元1104",
 [("PERSON", "欧阳思远"), ("PERSON", "OUYANG SIYUAN"), ("DATE_OF_BIRTH", "2008.10.03"), ("PASSPORT", "E58204719"),
  ("PHONE", "138-0713-2265"), ("ADDRESS", "湖北省武汉市武昌区中北路108号凯德广场3栋2单元1104")],
 []),
("zh", "log",
 "[2026/11/30 14:22:09] 用户 zhangwei_1988 修改了收货地址 → 北京市朝阳区建国路93号万达广场8号楼2204 ; 客户端版本 8.7.1 ; 会话 sess_5f2c",
 [("PERSON", "zhangwei_1988"), ("ADDRESS", "北京市朝阳区建国路93号万达广场8号楼2204")],
 [("timestamp", "2026/11/30 14:22:09"), ("version", "8.7.1")]),
("zh", "hr_note",
 "面谈记录（保密）\n对象：胡欣然\n内容：本人提出因乳腺癌术后需化疗，申请病假3个月；期间按当地规定发放病假工资（约每月 ¥6,200）。\n"
 "已告知HRBP 韦晨，不得告知部门其他同事。",
 [("PERSON", "胡欣然"), ("MEDICAL", "乳腺癌"), ("MEDICAL", "化疗"), ("AMOUNT", "¥6,200"), ("PERSON", "韦晨")],
 [("duration", "3个月")]),
("zh", "csv",
 "订单号,商品,数量,单价,收件人,电话,地址\n"
 "JD2026113088172,Redmi K80 12+256G,1,2499.00,黄小琴,137 5520 8813,广州天河区体育西路189号城建大厦 1702\n"
 "JD2026113088173,数据线 Type-C,3,19.90,黄小琴,137 5520 8813,同上\n",
 [("PERSON", "黄小琴"), ("PHONE", "137 5520 8813"), ("ADDRESS", "广州天河区体育西路189号城建大厦 1702"), ("PERSON", "黄小琴"), ("PHONE", "137 5520 8813")],
 [("order_id", "JD2026113088172"), ("price", "2499.00"), ("order_id", "JD2026113088173"), ("price", "19.90")]),
("zh", "medical_note",
 "护理交班：12床 钱老太（钱秀英，出生1939年2月），阿尔茨海默病，夜间躁动，今晚已予奥氮平2.5mg。家属儿子电话 139 0116 4428，"
 "对青霉素过敏！",
 [("PERSON", "钱老太"), ("PERSON", "钱秀英"), ("DATE_OF_BIRTH", "1939年2月"), ("MEDICAL", "阿尔茨海默病"), ("MEDICAL", "夜间躁动"),
  ("MEDICAL", "奥氮平2.5mg"), ("PHONE", "139 0116 4428"), ("MEDICAL", "青霉素过敏")],
 [("bed", "12床")]),
]
