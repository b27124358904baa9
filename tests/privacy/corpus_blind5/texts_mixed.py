# Mixed Chinese/English texts, written one by one for corpus_blind5.
E = []
def T(kind, text, spans=(), decoys=()):
    E.append(("mixed", kind, text, spans, decoys))

T("chat", "@Kevin 王 你的 GitHub token 贴到群里了！！@@ghp2@@ 快去 revoke。另外 CI 用的是 node 20.11.1，别升级",
  [("PERSON", "Kevin 王"), ("APIKEY", "@@ghp2@@")], [("version", "20.11.1")])

T("chat", "Lily: 我的新加坡号码是 +65 9123 4587，在 Singapore 这边用 WhatsApp 找我就行\nLily: btw my employee pass no. is G5521873M don't share",
  [("PERSON", "Lily"), ("PHONE", "+65 9123 4587"), ("PERSON", "Lily"), ("NATIONAL_ID", "G5521873M")], [])

T("chat", "ok 那就这样：lin.jiahui 的 VPN 密码 reset 成 Temp-8842-vpn 了，first login 会让她改。ticket 号 IT-20261201-07",
  [("PERSON", "lin.jiahui"), ("PASSWORD", "Temp-8842-vpn")], [("ticket_id", "IT-20261201-07")])

T("log", "2026-12-01 01:22:09 [auth] login_failed user=zhangwei@qq.com src_ip=36.112.71.5 ua=\"Mozilla/5.0 (iPhone; CPU iPhone OS 17_4)\" 失败次数=5 已锁定",
  [("EMAIL", "zhangwei@qq.com"), ("IP_ADDRESS", "36.112.71.5")], [("timestamp", "2026-12-01 01:22:09"), ("version", "17_4")])

T("log", "WARN  llm-proxy  转发请求失败 provider=anthropic key=@@anth1@@ status=401 latency=88ms model=claude-sonnet-4",
  [("APIKEY", "@@anth1@@")], [("http_status", "401"), ("duration", "88ms")])

T("config", "# 微信小程序 / WeChat mini program\nappid = wx8a3f2c1d9e7b6a54\napp_secret = 3f8e2a1c9d7b6e5f4a3b2c1d0e9f8a7b\nmch_id = 1609876543\n# owner: 蔡明亮 (cai.mingliang@corp-sh.cn)",
  [("SECRET", "3f8e2a1c9d7b6e5f4a3b2c1d0e9f8a7b"), ("PERSON", "蔡明亮"), ("EMAIL", "cai.mingliang@corp-sh.cn")], [("app_id", "wx8a3f2c1d9e7b6a54"), ("merchant_id", "1609876543")])

T("config", "PAYMENT_GATEWAY=stripe\nSTRIPE_SECRET_KEY=@@stripe1@@  # 这是 live key！！\nSTRIPE_WEBHOOK_SECRET=@@whsec1@@\nCURRENCY=CNY\nTIMEOUT_MS=15000",
  [("APIKEY", "@@stripe1@@"), ("SECRET", "@@whsec1@@")], [("timeout", "15000")])

T("ticket", "Ticket #77120 | 客户 Ms. Chan Siu Ming (陳小明) 要求更改香港地址：Flat 12B, Tower 3, Taikoo Shing, 18 Tai Koo Wan Road, Hong Kong。电话 +852 9234 5678。",
  [("PERSON", "Chan Siu Ming"), ("PERSON", "陳小明"), ("ADDRESS", "Flat 12B, Tower 3, Taikoo Shing, 18 Tai Koo Wan Road, Hong Kong"), ("PHONE", "+852 9234 5678")],
  [("ticket_id", "#77120")])

T("ticket", "Bug 4471: 导出 Excel 时 IBAN 没有脱敏，例如 @@gb1_g@@（客户 Oliver Bennett）。影响版本 3.8.x，修复版本 3.9.0。",
  [("IBAN", "@@gb1_g@@"), ("PERSON", "Oliver Bennett")], [("bug_id", "4471"), ("version", "3.8.x"), ("version", "3.9.0")])

T("email", "Hi 何静，\n\nattached is the contract. 你的 salary 按 USD 9,800/month，signing bonus $15,000。\n请把护照页发我，passport no. 要跟合同上一致 (EJ3391027)。\n\nRegards,\nDavid Whitmore\nTalent Acquisition",
  [("PERSON", "何静"), ("AMOUNT", "USD 9,800/month"), ("AMOUNT", "$15,000"), ("PASSPORT", "EJ3391027"), ("PERSON", "David Whitmore")])

T("email", "From: 林志远 <zhiyuan.lin@gmail.com>\nSubject: 银行信息 bank details\n\n汇款请用 / please wire to:\nIBAN @@nl1@@ (Rabobank, Utrecht)\nBIC RABONL2U\n金额 EUR 4,250.00 for invoice INV-NL-0931",
  [("PERSON", "林志远"), ("EMAIL", "zhiyuan.lin@gmail.com"), ("IBAN", "@@nl1@@"), ("AMOUNT", "EUR 4,250.00")], [("bic", "RABONL2U"), ("invoice_id", "INV-NL-0931")])

T("csv", "name,name_cn,phone,city\nJason Wu,吴家辉,+1 (647) 555-0193,Toronto\nAmy Tsai,蔡美玲,+886 912 345 678,台北\n# exported by export_tool v1.0.4",
  [("PERSON", "Jason Wu"), ("PERSON", "吴家辉"), ("PHONE", "+1 (647) 555-0193"), ("PERSON", "Amy Tsai"), ("PERSON", "蔡美玲"), ("PHONE", "+886 912 345 678")], [("version", "v1.0.4")])

T("csv", "date,desc,amount\n2026-11-02,工资 salary - 孟凡,¥24,000.00\n2026-11-05,房租 rent,¥-6,500.00\n2026-11-18,AirPods Pro 2,¥1,899.00",
  [("PERSON", "孟凡"), ("AMOUNT", "¥24,000.00"), ("AMOUNT", "¥-6,500.00")], [("date", "2026-11-02"), ("product", "AirPods Pro 2"), ("price", "¥1,899.00")])

T("stacktrace", "Exception in thread \"main\" java.lang.IllegalArgumentException: 身份证号校验失败 (length=19, expected 18)\n\tat cn.kyc.IdValidator.check(IdValidator.java:45)\n\tat cn.kyc.Onboard.run(Onboard.java:212)\n用户输入多了一位，去掉末位后的值 @@id11@@",
  [("IDCARD", "@@id11@@")], [("line_number", "45"), ("line_number", "212")])

T("stacktrace", "redis.exceptions.AuthenticationError: invalid password\n  File \"cache.py\", line 31, in connect\n    r = redis.Redis(host='172.18.0.5', port=6379, password='缓存密码Cache#2026')\n# 谁把密码写死在代码里了 -- 郑凯",
  [("IP_ADDRESS", "172.18.0.5"), ("PASSWORD", "缓存密码Cache#2026"), ("PERSON", "郑凯")], [("line_number", "31"), ("port", "6379")])

T("medical_note", "Discharge summary / 出院小结\nPatient: Li Mei 李梅, F, DOB 1981-07-11\nDx: gestational diabetes → resolved; 产后抑郁 screening positive\nMeds: 舍曲林 sertraline 25mg qd\nFollow-up: OB clinic 2 weeks",
  [("PERSON", "Li Mei"), ("PERSON", "李梅"), ("DATE_OF_BIRTH", "1981-07-11"), ("MEDICAL", "gestational diabetes"), ("MEDICAL", "产后抑郁"), ("MEDICAL", "舍曲林"), ("MEDICAL", "sertraline 25mg")])

T("medical_note", "体检 summary for Tom 张: LDL 偏高 4.6 mmol/L, 轻度 fatty liver，建议 statin（阿托伐他汀 20mg）。下次 check-up 2027 Q1。",
  [("PERSON", "Tom 张"), ("MEDICAL", "LDL 偏高"), ("MEDICAL", "fatty liver"), ("MEDICAL", "statin"), ("MEDICAL", "阿托伐他汀 20mg")], [("lab_value", "4.6 mmol/L")])

T("hr_note", "Performance review 备注：Sophie 刘 (sophie.liu) 今年表现 strong，bonus 建议 ¥60,000；她提到 burnout 和焦虑症在看医生，HR 需保密。",
  [("PERSON", "Sophie 刘"), ("PERSON", "sophie.liu"), ("AMOUNT", "¥60,000"), ("MEDICAL", "burnout"), ("MEDICAL", "焦虑症")])

T("hr_note", "Relocation 到德国：Zhou Hang 的 Steuer-ID @@steuer1_s@@ 已登记，Berlin 住址 Kastanienallee 34, 10435 Berlin，月薪 EUR 6.100 brutto。",
  [("PERSON", "Zhou Hang"), ("NATIONAL_ID", "@@steuer1_s@@"), ("ADDRESS", "Kastanienallee 34, 10435 Berlin"), ("AMOUNT", "EUR 6.100")])

T("shell", "$ export HF_TOKEN=@@hf1@@  # 用 xu.bo 的账号下模型\n$ huggingface-cli download Qwen/Qwen2.5-0.5B --revision 7ae557604adf67be50417f59c2c2f167def9a775",
  [("APIKEY", "@@hf1@@"), ("PERSON", "xu.bo")], [("git_hash", "7ae557604adf67be50417f59c2c2f167def9a775")])

T("shell", "> aws configure\nAWS Access Key ID [None]: @@akia2@@\nAWS Secret Access Key [None]: @@awssec2@@\nDefault region name [None]: cn-north-1\n# 记得 rotate，这是 黎明 的个人 IAM user",
  [("APIKEY", "@@akia2@@"), ("SECRET", "@@awssec2@@"), ("PERSON", "黎明")], [])

T("json", "{\"姓名\":\"Alex 陈\",\"email\":\"alex.chen.1990@hotmail.com\",\"生日\":\"1990/09/02\",\"card\":\"@@jcb1_d@@\",\"cvv\":\"741\",\"金额\":\"JPY 38,000\"}",
  [("PERSON", "Alex 陈"), ("EMAIL", "alex.chen.1990@hotmail.com"), ("DATE_OF_BIRTH", "1990/09/02"), ("CARD", "@@jcb1_d@@"), ("CVV", "741"), ("AMOUNT", "JPY 38,000")])

T("json", "{\"webhook\":\"@@slackhook1@@\",\"text\":\"部署完成 deploy ok: v2.7.0 → prod (10.30.1.44)\",\"by\":\"gu.tianyu\"}",
  [("SECRET", "@@slackhook1@@"), ("IP_ADDRESS", "10.30.1.44"), ("PERSON", "gu.tianyu")], [("version", "v2.7.0")])

T("sms", "[Grab] 你的司机 Ahmad bin Ismail (+60 12-345 6789) 已到达 pickup point。Fare RM 23.50。",
  [("PERSON", "Ahmad bin Ismail"), ("PHONE", "+60 12-345 6789")], [("company", "Grab"), ("price", "RM 23.50")])

T("sms", "【Bilibili】大会员 12月特惠 only ¥15/月，输入 promo code BILI1212 再减 ¥5。活动至 2026-12-12。退订回T",
  [], [("company", "Bilibili"), ("price", "¥15/月"), ("promo_code", "BILI1212"), ("price", "¥5"), ("date", "2026-12-12")])

T("form", "Visa application 签证申请\nFull name 姓名: HUANG, Xiaoling 黄晓玲\nPassport 护照号: EC7720314\nDate of birth 出生日期: 22 JUL 1992\nAddress in China: 上海市浦东新区世纪大道1568号中建大厦9楼\nTel: +86 21 6105 7788",
  [("PERSON", "HUANG, Xiaoling"), ("PERSON", "黄晓玲"), ("PASSPORT", "EC7720314"), ("DATE_OF_BIRTH", "22 JUL 1992"), ("ADDRESS", "上海市浦东新区世纪大道1568号中建大厦9楼"), ("PHONE", "+86 21 6105 7788")])

T("form", "KYC 表单: name=Raj Kumar; Aadhaar=@@aadhaar2_s@@; 手机=+91 98765 43210; 地址=Flat 402, Prestige Shantiniketan, Whitefield, Bengaluru 560048",
  [("PERSON", "Raj Kumar"), ("NATIONAL_ID", "@@aadhaar2_s@@"), ("PHONE", "+91 98765 43210"), ("ADDRESS", "Flat 402, Prestige Shantiniketan, Whitefield, Bengaluru 560048")])

T("yaml", "llm:\n  provider: openai\n  api_key: \"@@openai1@@\"   # 临时用一下 tmp, 明天换\n  base_url: https://api.openai.com/v1\n  owner: 钟思远\n  budget_usd: 200",
  [("APIKEY", "@@openai1@@"), ("PERSON", "钟思远")], [("budget", "200")])

T("yaml", "smtp:\n  host: smtp.exmail.qq.com\n  port: 465\n  username: hr@corp-bj.cn\n  password: 'HrMail!2026'\n  sender_name: 人事部 HR Dept",
  [("PASSWORD", "HrMail!2026")], [("port", "465")])

T("markdown", "| 姓名 Name | 职位 | Email | 分机 |\n|---|---|---|---|\n| 邵雨桐 Yutong Shao | Designer | yutong.shao@studio-x.cn | 8012 |\n| Marco Conti | Eng | marco.conti@studio-x.cn | 8015 |",
  [("PERSON", "邵雨桐"), ("PERSON", "Yutong Shao"), ("EMAIL", "yutong.shao@studio-x.cn"), ("PERSON", "Marco Conti"), ("EMAIL", "marco.conti@studio-x.cn")],
  [("extension", "8012"), ("extension", "8015")])

T("markdown", "## 调试笔记 debug notes\n- 用户 12 (`jwt` 见下) 无法访问\n- token: `@@jwt2@@`\n- 服务端 clock skew 约 3s，版本 api-gw 1.4.2",
  [("APIKEY", "@@jwt2@@")], [("version", "1.4.2")])

T("sql", "INSERT INTO orders (order_no, buyer, phone, ship_to, total) VALUES ('SO-2026-11-8832', 'Nakamura Ren 中村蓮', '+81 90-1234-5678', '大阪府大阪市北区梅田3-1-1 ルクア 1203', 45800);",
  [("PERSON", "Nakamura Ren"), ("PERSON", "中村蓮"), ("PHONE", "+81 90-1234-5678"), ("ADDRESS", "大阪府大阪市北区梅田3-1-1 ルクア 1203"), ("AMOUNT", "45800")],
  [("order_id", "SO-2026-11-8832")])

T("sql", "-- 数据修复 by xiao.ming\nUPDATE accounts SET iban = '@@it1@@' WHERE owner = 'Giorgio Ferrari' AND id = 3319; -- 原 IBAN 少了一位",
  [("PERSON", "xiao.ming"), ("IBAN", "@@it1@@"), ("PERSON", "Giorgio Ferrari")], [("row_id", "3319")])

T("git_commit", "chore: 删除测试数据里的真实卡号\n\ntests/fixtures/pay.json 里有一张真卡 @@amex1@@ (owner: 程浩)，换成 4242 4242 4242 4242 测试卡。\nRefs: SEC-88, release 0.14.2",
  [("CARD", "@@amex1@@"), ("PERSON", "程浩")], [("test_card", "4242 4242 4242 4242"), ("ticket_id", "SEC-88"), ("version", "0.14.2")])

T("calendar", "Meeting: 1:1 with 董事长 Mr. Ma Yun-fei\nWhen: 2026-12-07 10:00 (GMT+8)\nWhere: 深圳市福田区福华三路88号财富大厦45楼\nNotes: 讨论 Series B，估值 USD 120M；他的 assistant 电话 0755-2588 6600",
  [("PERSON", "Ma Yun-fei"), ("ADDRESS", "深圳市福田区福华三路88号财富大厦45楼"), ("PHONE", "0755-2588 6600")], [("datetime", "2026-12-07 10:00")])

T("calendar", "📅 Tomorrow: 陪 grandma 去 Queen Mary Hospital 拿药 (metformin + 胰岛素)，appointment no. QMH-20261202-118",
  [("MEDICAL", "metformin"), ("MEDICAL", "胰岛素")], [("appointment_id", "QMH-20261202-118")])

T("other", "OCR 结果 (名片 business card):\nDr. Elena Petrova 彼得罗娃\nChief Scientist\nelena.petrova@biolab.ru | +7 495 123-45-67\nул. Тверская, д. 7, Москва 125009",
  [("PERSON", "Elena Petrova"), ("PERSON", "彼得罗娃"), ("EMAIL", "elena.petrova@biolab.ru"), ("PHONE", "+7 495 123-45-67"), ("ADDRESS", "ул. Тверская, д. 7, Москва 125009")])

T("other", "私钥不小心 commit 了 (found by gitleaks v8.18.2):\n@@pem3@@\n责任人 owner: 唐骏",
  [("SECRET", "@@pem3@@"), ("PERSON", "唐骏")], [("version", "v8.18.2")])

# --- second batch ---
T("chat", "Anna 你的 Canadian SIN 是 @@sin2@@ 对吧？报税 form T4 上要填。refund 大概 CAD 1,240。",
  [("PERSON", "Anna"), ("NATIONAL_ID", "@@sin2@@"), ("AMOUNT", "CAD 1,240")], [("form", "T4")])

T("yaml", "# k8s secret（base64 之前的原文，别提交！）\nSLACK_BOT_TOKEN: @@slack1@@\nSLACK_USER_TOKEN: @@slack2@@\nFERNET_KEY: @@fernet1@@\nimage: bot:2.0.1",
  [("APIKEY", "@@slack1@@"), ("APIKEY", "@@slack2@@"), ("SECRET", "@@fernet1@@")], [("version", "2.0.1")])

T("email", "Subject: 机票 itinerary\n\nDear Ms. 欧阳,\nyour e-ticket 781-2345678901 is confirmed. Passport on file: E91827364 (CHN), DOB 1987-05-03.\nPaid with card ****5521, total HKD 4,380.\nCathay Pacific",
  [("PERSON", "欧阳"), ("PASSPORT", "E91827364"), ("DATE_OF_BIRTH", "1987-05-03"), ("AMOUNT", "HKD 4,380")], [("ticket_number", "781-2345678901"), ("company", "Cathay Pacific")])

T("shell", "$ npm config set //registry.npmjs.org/:_authToken=@@npm2@@\n$ npm publish --access public  # 发布 @corp/ui@3.2.0\n+ @corp/ui@3.2.0",
  [("APIKEY", "@@npm2@@")], [("version", "@corp/ui@3.2.0"), ("version", "@corp/ui@3.2.0")])

T("other", "Maps embed 泄露: https://maps.googleapis.com/maps/api/staticmap?center=31.2304,121.4737&zoom=13&key=@@gkey2@@ (found on page /store/1024)",
  [("APIKEY", "@@gkey2@@")], [("coords", "31.2304,121.4737"), ("path", "/store/1024")])
