# Mixed-language texts, batch 1 (hand-written)

k = glpat()
E("mixed", "chat",
  f"@chenwei 你那个 gitlab token 过期了吗？我这边 CI 一直 401，先用我的吧：{k}，用完记得 revoke 哦",
  [("PERSON", "chenwei"), ("APIKEY", k)],
  [("http_status", "401")])

E("mixed", "email",
  "Hi Lisa,\n\n请把 offer letter 发给 Zhou Jiahui（周佳慧），base salary ¥38,000/月，加 signing bonus ¥50,000。\n"
  "她的邮箱是 zhoujiahui.hr@163.com，手机 +86 186 1023 5571。\n\nThanks,\nKevin Tan 谭凯文\nTalent Acquisition | 上海市静安区南京西路1266号\n恒隆广场二期 35F",
  [("PERSON", "Lisa"), ("PERSON", "Zhou Jiahui"), ("PERSON", "周佳慧"), ("AMOUNT", "¥38,000/月"), ("AMOUNT", "¥50,000"),
   ("EMAIL", "zhoujiahui.hr@163.com"), ("PHONE", "+86 186 1023 5571"), ("PERSON", "Kevin Tan"), ("PERSON", "谭凯文"),
   ("ADDRESS", "上海市静安区南京西路1266号\n恒隆广场二期 35F")],
  [])

E("mixed", "log",
  "[2026-12-01 01:02:33] ERROR payment-svc 支付回调签名校验失败 order=PO20261201000918 amount=¥1,299.00 "
  "payer_ip=36.112.90.17 merchant_key=mk_live_Qx82Lm0ZpR4vT7cN sdk=v3.4.0",
  [("IP_ADDRESS", "36.112.90.17"), ("APIKEY", "mk_live_Qx82Lm0ZpR4vT7cN")],
  [("timestamp", "2026-12-01 01:02:33"), ("order_id", "PO20261201000918"), ("price", "¥1,299.00"), ("version", "v3.4.0")])

E("mixed", "medical_note",
  "Patient 林美玲 (Lin Meiling), 34F. C/o 偏头痛 (migraine) 3x/week, 伴恶心. Started on topiramate 25mg qd，"
  "PRN sumatriptan 50mg. 过敏史：磺胺类药物. DOB: 1992/05/19.",
  [("PERSON", "林美玲"), ("PERSON", "Lin Meiling"), ("MEDICAL", "偏头痛"), ("MEDICAL", "migraine"), ("MEDICAL", "恶心"),
   ("MEDICAL", "topiramate 25mg"), ("MEDICAL", "sumatriptan 50mg"), ("MEDICAL", "磺胺类药物"), ("DATE_OF_BIRTH", "1992/05/19")],
  [("quantity", "3x/week")])

k = xoxb()
E("mixed", "config",
  "# slack 通知机器人\nSLACK_BOT_TOKEN=" + k + "\nSLACK_CHANNEL=#告警-prod\n# owner: 孟浩然 menghaoran@corp.example.cn\nRETRY=5",
  [("APIKEY", k), ("PERSON", "孟浩然"), ("EMAIL", "menghaoran@corp.example.cn")],
  [("quantity", "RETRY=5")])

E("mixed", "ticket",
  "BUG-3318 [iOS 17.4] 用户 Tanaka Yuki 反馈 app 崩溃. Contact: yuki.tanaka@docomo.ne.jp / 080-4471-2935. "
  "住址 東京都世田谷区三軒茶屋2-14-7 メゾン三茶302. Crash id 0x7ffeeb3a.",
  [("PERSON", "Tanaka Yuki"), ("EMAIL", "yuki.tanaka@docomo.ne.jp"), ("PHONE", "080-4471-2935"),
   ("ADDRESS", "東京都世田谷区三軒茶屋2-14-7 メゾン三茶302")],
  [("ticket_id", "BUG-3318"), ("version", "iOS 17.4"), ("memory_address", "0x7ffeeb3a")])

E("mixed", "sms",
  "【Airbnb】Hi 刘先生, your host Sarah shared the door code: 7291#. 地址: 18 Kent St, Millers Point NSW 2000. Check-in after 3pm.",
  [("PERSON", "刘先生"), ("PERSON", "Sarah"), ("PASSWORD", "7291#"), ("ADDRESS", "18 Kent St, Millers Point NSW 2000")],
  [("company", "Airbnb"), ("time", "3pm")])

k = jwt()
E("mixed", "shell",
  f"curl -H 'Authorization: Bearer {k}' \\\n  'https://api.internal.cn/v2/users?name=%E7%8E%8B%E5%BC%BA&page=2'  # 查王强的记录\n"
  "HTTP/1.1 200 OK",
  [("APIKEY", k), ("PERSON", "%E7%8E%8B%E5%BC%BA"), ("PERSON", "王强")],
  [("http_status", "200"), ("version", "v2")])

E("mixed", "hr_note",
  "Exit interview – 郑晓明 (Ethan Zheng)\nReason: 家庭原因 relocating to 武汉. Final pay: 2 months severance = ¥64,000.\n"
  "Return laptop SN C02XK1ABJGH5. Personal email for references: ethan.zheng.wh@outlook.com",
  [("PERSON", "郑晓明"), ("PERSON", "Ethan Zheng"), ("AMOUNT", "¥64,000"), ("EMAIL", "ethan.zheng.wh@outlook.com")],
  [("serial_number", "C02XK1ABJGH5"), ("quantity", "2 months")])

E("mixed", "json",
  '{"locale":"zh-CN","contact":{"姓名":"Park Ji-hoon 朴智勋","phone":"010-2948-6613","address":"서울특별시 강남구 테헤란로 152, 강남파이낸스센터 18층"},'
  '"order":{"id":"KR-771203","total":"₩89,000"}}',
  [("PERSON", "Park Ji-hoon"), ("PERSON", "朴智勋"), ("PHONE", "010-2948-6613"), ("ADDRESS", "서울특별시 강남구 테헤란로 152, 강남파이낸스센터 18층")],
  [("order_id", "KR-771203"), ("price", "₩89,000")])

E("mixed", "calendar",
  "📅 Dinner w/ Anjali Sharma 和她老公 @ 8pm, 12/05\n地址: 22, 4th Cross, Indiranagar, Bengaluru 560038\n"
  "她说她怀孕了 (pregnant, 12 weeks)，别点酒。Reservation #R-5521",
  [("PERSON", "Anjali Sharma"), ("ADDRESS", "22, 4th Cross, Indiranagar, Bengaluru 560038"), ("MEDICAL", "怀孕"), ("MEDICAL", "pregnant, 12 weeks")],
  [("date", "12/05"), ("reservation_id", "#R-5521")])

E("mixed", "csv",
  "name,name_cn,passport,nationality,dob\nWong Ka Ho,黄家豪,K12839472,HK,1987-10-02\nNguyen Thi Lan,阮氏兰,C4471823,VN,1995-01-28",
  [("PERSON", "Wong Ka Ho"), ("PERSON", "黄家豪"), ("PASSPORT", "K12839472"), ("DATE_OF_BIRTH", "1987-10-02"),
   ("PERSON", "Nguyen Thi Lan"), ("PERSON", "阮氏兰"), ("PASSPORT", "C4471823"), ("DATE_OF_BIRTH", "1995-01-28")],
  [])

E("mixed", "markdown",
  "# 部署手册 v1.3\n\n1. ssh 到 `ops@139.196.44.201`（密码问 @xuli）\n2. `docker compose pull && docker compose up -d`\n"
  "3. 检查 http://127.0.0.1:8080/healthz 返回 200\n\n> ⚠️ 不要把 root 密码 `Ops!Shanghai2026` 写进文档（已经写了…）",
  [("IP_ADDRESS", "139.196.44.201"), ("PERSON", "xuli"), ("PASSWORD", "Ops!Shanghai2026")],
  [("version", "v1.3"), ("ip_loopback", "127.0.0.1"), ("port", "8080"), ("http_status", "200")])

E("mixed", "sql",
  "-- 迁移 legacy users\nINSERT INTO users(name, email, tel, city) VALUES ('Marco Bianchi', 'marco.bianchi@libero.it', '+39 347 812 5590', '米兰'),"
  "('徐静', 'xujing1990@qq.com', '13761190284', '上海');",
  [("PERSON", "Marco Bianchi"), ("EMAIL", "marco.bianchi@libero.it"), ("PHONE", "+39 347 812 5590"), ("PERSON", "徐静"),
   ("EMAIL", "xujing1990@qq.com"), ("PHONE", "13761190284")],
  [])

t = npm()
E("mixed", "git_commit",
  "fix: 移除 .env 中泄露的 npm token\n\n" + f"Token {t} 已在 npmjs.com 作废。\nReported-by: 高远 <gaoyuan@nebula-soft.cn>\nBump 2.7.0 -> 2.7.1",
  [("APIKEY", t), ("PERSON", "高远"), ("EMAIL", "gaoyuan@nebula-soft.cn")],
  [("version", "2.7.0"), ("version", "2.7.1")])

E("mixed", "form",
  "Visa application 签证申请表\nSurname 姓: 冯  Given names 名: 子涵\nPassport No. 护照号: E83012947\nDate of birth 出生日期: 1999-11-30\n"
  "Home address 家庭住址: 湖北省武汉市洪山区珞喻路1037号华中科技大学西区15栋\nPurpose: tourism",
  [("PERSON", "冯"), ("PERSON", "子涵"), ("PASSPORT", "E83012947"), ("DATE_OF_BIRTH", "1999-11-30"),
   ("ADDRESS", "湖北省武汉市洪山区珞喻路1037号华中科技大学西区15栋")],
  [])

E("mixed", "stacktrace",
  "panic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x6a2f1c]\n\n"
  "goroutine 42 [running]:\nmain.(*Handler).SendSMS(0xc0001b2000, {0xc00012e0f0, 0xb}, {\"您的验证码是 551902，收件人 15216670093 (石磊)\"})\n"
  "\t/app/sms/handler.go:77 +0x1bc",
  [("PHONE", "15216670093"), ("PERSON", "石磊")],
  [("otp_code", "551902"), ("line_number", "77"), ("goroutine", "42"), ("memory_address", "0xc0001b2000")])

E("mixed", "yaml",
  "contacts:\n  - name: \"Müller, Jonas\"\n    role: DPO 数据保护官\n    phone: \"+49 89 2180 4417\"\n    addr: \"Leopoldstraße 44, 80802 München\"\n"
  "  - name: 吕思琪\n    role: 法务\n    phone: \"021-5081 7733\"\nversion: 2026.11",
  [("PERSON", "Müller, Jonas"), ("PHONE", "+49 89 2180 4417"), ("ADDRESS", "Leopoldstraße 44, 80802 München"),
   ("PERSON", "吕思琪"), ("PHONE", "021-5081 7733")],
  [("version", "2026.11")])
