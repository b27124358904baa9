# Mixed-language texts and more English, part C (hand-written one by one).
from gen import *

idm1 = cnid("370202", "19900421", "035")
idm2 = cnid("610113", "19860814", "51")[:0] or cnid("610113", "19860814", "512")
idm3 = cnid("500103", "19751203", "268")
an2 = k_anthropic(); gh2 = k_github_fine(); hf2 = k_hf(); tw2 = k_twilio(); tw2t = k_twilio_token()
st2 = k_stripe_r(); sl2 = k_slack(); oa3 = k_openai(); goo2 = k_google(); npm2 = k_npm(); aws2 = k_aws_id()
jwt2 = jwt({"uid": 301877, "role": "admin", "exp": 1767225600})
jwt3 = jwt({"sub": "wang.lei", "scope": "read write", "iat": 1764590400})
pem2 = pem("RSA PRIVATE KEY", 4); pem3 = pem("EC PRIVATE KEY", 2)
cm1 = luhn("4929 6381 0275 114"); cm2 = luhn("5581 5920 4417 302"); cm3 = luhn("3566 0020 2036 048")
ibm1 = iban("DE", "500105175407324931", grouped=True)
ibe1 = iban("ES", "21000418450200051332".replace("0418450200051332", "1465770200918837"), grouped=True)
ibi1 = iban("IT", "X0542811101000000123456".replace("0000123456", "0009317742"))
aad2 = aadhaar("83026471952"); nir2 = nir("1950699350288"); stid2 = steuer("5938216107")
sin2 = sin("71922634", sep="-")

ENTRIES = [
("mixed", "chat",
 "@Kevin 明天 demo 的 staging 账号: demo_admin / 密码 Qwer!2345 , 用完记得 reset 一下 pls。Jira 在 OPS-1120",
 [("PERSON", "Kevin"), ("PASSWORD", "Qwer!2345")],
 [("ticket_id", "OPS-1120")]),
("mixed", "log",
 "2026-12-01 01:02:33 ERROR [LLMGateway] upstream 401 Unauthorized, key=" + an2 + " tenant=华东区-销售部 retry=0\n"
 "2026-12-01 01:02:33 INFO  [LLMGateway] fallback to local model qwen2.5-7b-instruct (port 11434)",
 [("APIKEY", an2)],
 [("timestamp", "2026-12-01 01:02:33"), ("http_status", "401"), ("version", "qwen2.5-7b"), ("port", "11434")]),
("mixed", "email",
 "Hi Jessica,\n\n这是 Wang Lei 的 offer 细节, please keep it confidential:\n- Base: RMB 540,000 / year\n- Sign-on bonus: RMB 80,000\n"
 "- Start date: 2027-01-04\n他的私人邮箱是 wanglei.bj@qq.com, 手机 +86 135 2218 0467。\n\nThanks,\nAmy 周",
 [("PERSON", "Jessica"), ("PERSON", "Wang Lei"), ("AMOUNT", "RMB 540,000"), ("AMOUNT", "RMB 80,000"), ("EMAIL", "wanglei.bj@qq.com"),
  ("PHONE", "+86 135 2218 0467"), ("PERSON", "Amy 周")],
 [("date", "2027-01-04")]),
("mixed", "ticket",
 "【Bug】#4471 Login 页面在 iOS 18.1 上 crash\n复现账号: chenxi.liu@bytedance-test.cn (测试号) / 密码 Tt123456\n"
 f"Token 抓包结果: Authorization: Bearer {jwt3}\n影响版本: app 6.3.0 (build 6300142)",
 [("EMAIL", "chenxi.liu@bytedance-test.cn"), ("PASSWORD", "Tt123456"), ("APIKEY", jwt3)],
 [("issue_id", "#4471"), ("version", "iOS 18.1"), ("version", "6.3.0"), ("build", "6300142")]),
("mixed", "medical_note",
 "Patient 刘美玲 (F, DOB 1972/09/30), referred by 社区医院. Dx: hypothyroidism 甲状腺功能减退, on Euthyrox 优甲乐 50μg qd. "
 "TSH 8.2 mIU/L. Pt also reports 失眠 and occasional palpitations. Next visit 2026-12-15.",
 [("PERSON", "刘美玲"), ("DATE_OF_BIRTH", "1972/09/30"), ("MEDICAL", "hypothyroidism"), ("MEDICAL", "甲状腺功能减退"),
  ("MEDICAL", "Euthyrox 优甲乐 50μg"), ("MEDICAL", "失眠"), ("MEDICAL", "palpitations")],
 [("measurement", "8.2 mIU/L"), ("date", "2026-12-15")]),
("mixed", "config",
 "# 短信网关 / SMS gateway (Twilio 海外 + 阿里云 国内)\nTWILIO_API_KEY=" + tw2 + "\nTWILIO_AUTH_TOKEN=" + tw2t + "\n"
 "TWILIO_FROM=+1 415 555 0199  # 公司号码, not personal\nALIYUN_SMS_SIGN=蓝鲸科技\nRATE_LIMIT=20/min\n",
 [("APIKEY", tw2), ("APIKEY", tw2t)],
 [("public_phone", "+1 415 555 0199"), ("company", "蓝鲸科技"), ("rate", "20/min")]),
("mixed", "form",
 f"Visa application / 签证申请\nName 姓名: ZHOU, Xinyi 周欣怡\nPassport No. 护照号: EB7731928\nDate of birth 出生日期: 1990-04-21\n"
 f"ID 身份证: {idm1}\nAddress 地址: 山东省青岛市市南区香港中路36号招银大厦18层\nTel: +86-532-8579-4410",
 [("PERSON", "ZHOU, Xinyi"), ("PERSON", "周欣怡"), ("PASSPORT", "EB7731928"), ("DATE_OF_BIRTH", "1990-04-21"), ("IDCARD", idm1),
  ("ADDRESS", "山东省青岛市市南区香港中路36号招银大厦18层"), ("PHONE", "+86-532-8579-4410")],
 []),
("mixed", "git_commit",
 "b7e2f90 (HEAD -> main) 移除 hf token, sorry @zhangyiming\n"
 f"diff --git a/scripts/download.sh b/scripts/download.sh\n-huggingface-cli login --token {hf2}\n+huggingface-cli login --token $HF_TOKEN\n"
 "@@ -12,7 +12,7 @@",
 [("APIKEY", hf2), ("PERSON", "zhangyiming")],
 [("git_hash", "b7e2f90"), ("line_number", "-12,7 +12,7")]),
("mixed", "yaml",
 "# k8s secret for 支付服务\napiVersion: v1\nkind: Secret\nstringData:\n  STRIPE_RESTRICTED_KEY: " + st2 + "\n"
 "  tls.key: |\n    " + pem3.replace("\n", "\n    ") + "\n  owner: 冯磊 (feng.lei@corp-mail.cn)\n",
 [("APIKEY", st2), ("SECRET", pem3.replace("\n", "\n    ")), ("PERSON", "冯磊"), ("EMAIL", "feng.lei@corp-mail.cn")],
 [("version", "v1")]),
("mixed", "sms",
 "【Uber】Your driver 李师傅 (粤B·D37K21) is arriving. 电话 call 184 2755 1903. Trip 行程 ID 8f3a-22c1",
 [("PERSON", "李师傅"), ("PHONE", "184 2755 1903")],
 [("plate", "粤B·D37K21"), ("trip_id", "8f3a-22c1"), ("company", "Uber")]),
("mixed", "csv",
 "name,name_cn,email,phone,dept,monthly_salary\nTony Wu,吴东,tony.wu@acme.cn,15821904763,Sales,¥32000\n"
 "Cathy Xu,许佳琪,cathyxu@acme.cn,13122678450,HR,¥21500\nBot Account,—,no-reply@example.com,,IT,\n",
 [("PERSON", "Tony Wu"), ("PERSON", "吴东"), ("EMAIL", "tony.wu@acme.cn"), ("PHONE", "15821904763"), ("AMOUNT", "¥32000"),
  ("PERSON", "Cathy Xu"), ("PERSON", "许佳琪"), ("EMAIL", "cathyxu@acme.cn"), ("PHONE", "13122678450"), ("AMOUNT", "¥21500")],
 [("email_public", "no-reply@example.com")]),
("mixed", "stacktrace",
 "panic: 数据库连接失败: dial tcp 10.8.0.23:5432: connect: connection refused\n\n"
 "goroutine 1 [running]:\nmain.initDB({0xc000012345, 0x4f})\n\t/app/cmd/server/main.go:88 +0x1c5\n"
 "// DSN was: host=10.8.0.23 user=svc password=Pg_s3rvice!9 dbname=订单库 sslmode=disable",
 [("IP_ADDRESS", "10.8.0.23"), ("IP_ADDRESS", "10.8.0.23"), ("SECRET", "Pg_s3rvice!9")],
 [("port", "5432"), ("line_number", "main.go:88"), ("memory_address", "0xc000012345")]),
("mixed", "calendar",
 "Meeting: Q4 薪酬校准 comp calibration\nWhen: Thu Dec 4, 2026 14:00–15:30 (GMT+8)\nWhere: 北京市朝阳区望京街10号望京SOHO T3 20F 会议室 Everest\n"
 "Attendees: 高明 <gao.ming@acme.cn>; Laura Bianchi <laura.bianchi@acme.it>\nAgenda: 高明 team raise pool, see sheet v7 (3 tabs)",
 [("ADDRESS", "北京市朝阳区望京街10号望京SOHO T3 20F"), ("PERSON", "高明"), ("EMAIL", "gao.ming@acme.cn"), ("PERSON", "Laura Bianchi"),
  ("EMAIL", "laura.bianchi@acme.it"), ("PERSON", "高明")],
 [("date", "Dec 4, 2026"), ("time", "14:00–15:30"), ("version", "v7")]),
("mixed", "markdown",
 "## 测试账号 Test accounts (staging only!)\n\n- admin: `admin@staging.example.com` / `Adm1n!stg`\n- 客服: `kefu01` / PIN `0420`\n"
 "- OpenAI key for eval 评测: `" + oa3 + "`\n\nServer: `staging.example.com` (`192.0.2.10`), API v4.1",
 [("PASSWORD", "Adm1n!stg"), ("PASSWORD", "0420"), ("APIKEY", oa3)],
 [("email_public", "admin@staging.example.com"), ("ip_documentation", "192.0.2.10"), ("version", "v4.1")]),
("mixed", "hr_note",
 "1:1 notes w/ 小美 (Chen Mei) — she's 怀孕 5个月, wants to 调岗 to remote before 产假. Also 提到 her mom has 肺癌 so she may need 陪护假. "
 "Current level P6, 年薪 ¥420k.",
 [("PERSON", "小美"), ("PERSON", "Chen Mei"), ("MEDICAL", "怀孕 5个月"), ("MEDICAL", "肺癌"), ("AMOUNT", "¥420k")],
 [("level", "P6")]),
("en", "chat",
 "lol ok so my bank app wants the 'memorable word' now. it's marmalade-77 if mum asks. also sort the gas bill, £212.40 overdue on ur account jake",
 [("PASSWORD", "marmalade-77"), ("AMOUNT", "£212.40"), ("PERSON", "jake")],
 []),
("en", "email",
 "Subject: Re: wire details\n\nMr. Hoffmann,\nplease use the following account for the deposit of €25,000 on the Leipzig flat:\n"
 f"Kontoinhaber: Greta Hoffmann\nIBAN: {ibm1}\nBIC: COBADEFFXXX\nSteuer-ID (for the contract): {stid2}\n"
 "Address: Karl-Liebknecht-Str. 34, 04107 Leipzig\n\nMit freundlichen Grüßen\nNotariat Braun",
 [("PERSON", "Hoffmann"), ("AMOUNT", "€25,000"), ("PERSON", "Greta Hoffmann"), ("IBAN", ibm1), ("NATIONAL_ID", stid2),
  ("ADDRESS", "Karl-Liebknecht-Str. 34, 04107 Leipzig")],
 [("bic", "COBADEFFXXX"), ("company", "Notariat Braun")]),
("en", "log",
 f"{{\"ts\":\"2026-11-30T17:45:02Z\",\"lvl\":\"debug\",\"msg\":\"outbound request\",\"url\":\"https://api.example.com/v1/geocode?address=221B+Baker+St,+London+NW1+6XE&key={goo2}\",\"status\":200,\"ms\":133}}",
 [("ADDRESS", "221B+Baker+St,+London+NW1+6XE"), ("APIKEY", goo2)],
 [("timestamp", "2026-11-30T17:45:02Z"), ("http_status", "200")]),
("en", "config",
 "; php.ini-ish legacy config\n[database]\ndsn = \"mysql:host=172.31.9.40;dbname=shop\"\nuser = shop\npass = \"tr0ub4dor&3\"\n"
 "[mail]\nfrom = \"Shop <noreply@example.net>\"\n[payments]\nmerchant_pin = 55031\n",
 [("IP_ADDRESS", "172.31.9.40"), ("PASSWORD", "tr0ub4dor&3"), ("PASSWORD", "55031")],
 [("email_public", "noreply@example.net")]),
("en", "ticket",
 "Zendesk #992130\nFrom: Olumide Adeyemi\nHi, I can't log in. my username is olumide.adeyemi and I think my email changed to "
 "olu.adeyemi@icloud.com. I reset the password to Lagos2Lisbon! but it still says error 403. Please help, I need the invoice for $2,340 today.",
 [("PERSON", "Olumide Adeyemi"), ("PERSON", "olumide.adeyemi"), ("EMAIL", "olu.adeyemi@icloud.com"), ("PASSWORD", "Lagos2Lisbon!"), ("AMOUNT", "$2,340")],
 [("ticket_id", "#992130"), ("http_status", "403")]),
("en", "medical_note",
 "ED triage 02:40. 23yo M brought in by friend (Callum), found drowsy after a party. Friend says he took 'molly' and drinks. "
 "Name per wallet: Liam O'Sullivan, DOB 11/05/2003. Hx asthma (uses salbutamol inhaler). GCS 13. Observe.",
 [("PERSON", "Callum"), ("MEDICAL", "drowsy"), ("MEDICAL", "molly"), ("PERSON", "Liam O'Sullivan"), ("DATE_OF_BIRTH", "11/05/2003"),
  ("MEDICAL", "asthma"), ("MEDICAL", "salbutamol inhaler")],
 [("time", "02:40"), ("score", "GCS 13")]),
("en", "json",
 '[{"type":"card","holder":"SOFIA ROSSI","number":"' + cm1 + '","exp":"09/29","cvc":"731"},'
 '{"type":"bank","holder":"Sofia Rossi","iban":"' + ibi1 + '"},{"type":"promo","code":"WINTER25","discount_pct":25}]',
 [("PERSON", "SOFIA ROSSI"), ("CARD", cm1), ("CVV", "731"), ("PERSON", "Sofia Rossi"), ("IBAN", ibi1)],
 [("date", "09/29"), ("promo_code", "WINTER25")]),
("en", "shell",
 f"~/proj $ git remote -v\norigin  https://oauth2:{gh2}@github.com/acme/infra.git (fetch)\n"
 "~/proj $ curl -s https://ifconfig.me\n81.152.47.203\n~/proj $ ping -c1 ::1\nPING ::1(::1) 56 data bytes",
 [("APIKEY", gh2), ("IP_ADDRESS", "81.152.47.203")],
 [("ip_loopback", "::1")]),
("en", "sql",
 "SELECT * FROM leads WHERE email ILIKE '%@gmail.com' AND phone = '+61 412 555 309';\n"
 "-- result: id=5521 | Harper, Isla | isla.harper92@gmail.com | +61 412 555 309 | 18 Dunmore St, Wentworthville NSW 2145 | created 2026-10-14",
 [("PHONE", "+61 412 555 309"), ("PERSON", "Harper, Isla"), ("EMAIL", "isla.harper92@gmail.com"), ("PHONE", "+61 412 555 309"),
  ("ADDRESS", "18 Dunmore St, Wentworthville NSW 2145")],
 [("record_id", "id=5521"), ("date", "2026-10-14")]),
("en", "git_commit",
 "Merge pull request #8812 from jgonzalez/fix-seed\n\nRemove real customer from seed data\n\n"
 "The seed had 'María José González, 44 Calle de Alcalá, 28014 Madrid, tel 91 555 23 41' -- replaced with faker.\n"
 "Co-authored-by: Aarav Mehta <aarav.mehta@users.noreply.github.com>",
 [("PERSON", "jgonzalez"), ("PERSON", "María José González"), ("ADDRESS", "44 Calle de Alcalá, 28014 Madrid"), ("PHONE", "91 555 23 41"),
  ("PERSON", "Aarav Mehta"), ("EMAIL", "aarav.mehta@users.noreply.github.com")],
 [("issue_id", "#8812"), ("tool", "faker")]),
("en", "calendar",
 "Invitation: Mortgage review w/ Daniel & Priyanka Sharma\nWed 10 Dec 2026, 11:00 – 12:00 IST\nJoin: https://meet.example.com/abc-defg-hij\n"
 "Notes: joint income ₹38,00,000; Aadhaar for Priyanka " + aad2 + " to be verified. Property: Flat 702, Prestige Shantiniketan, Whitefield, Bengaluru 560048",
 [("PERSON", "Daniel"), ("PERSON", "Priyanka Sharma"), ("AMOUNT", "₹38,00,000"), ("PERSON", "Priyanka"), ("NATIONAL_ID", aad2),
  ("ADDRESS", "Flat 702, Prestige Shantiniketan, Whitefield, Bengaluru 560048")],
 [("date", "Wed 10 Dec 2026"), ("url", "https://meet.example.com/abc-defg-hij")]),
("en", "other",
 "voicemail transcript (auto): \"hi it's nana, um, call me back on oh two nine eight, no wait, 029 2018 4473. the doctor changed my "
 "warfarin to 3 mil a day, and my hip's bad again. love you\"",
 [("PERSON", "nana"), ("PHONE", "029 2018 4473"), ("MEDICAL", "warfarin"), ("MEDICAL", "my hip's bad")],
 [("dose_words", "3 mil a day")]),
("en", "yaml",
 "# docker-compose.override.yml\nservices:\n  db:\n    image: postgres:16.4\n    environment:\n      POSTGRES_PASSWORD: \"correct horse battery staple\"\n"
 "    ports: [\"5433:5432\"]\n  worker:\n    environment:\n      SLACK_BOT_TOKEN: " + sl2 + "\n      SENTRY_RELEASE: 1.9.0+build.344\n",
 [("PASSWORD", "correct horse battery staple"), ("APIKEY", sl2)],
 [("version", "16.4"), ("port", "5433:5432"), ("version", "1.9.0+build.344")]),
("en", "markdown",
 "### Contractors - payment status\n\n| Contractor | Country | Rate | Owed |\n|:--|:--|--:|--:|\n| Kenji Watanabe | JP | ¥9,000/h | ¥486,000 |\n"
 "| Inês Carvalho | BR | R$180/h | R$ 12.600,00 |\n| Oliver Brown | AU | A$95/h | A$4,275 |\n\n_paid via Wise, ref batch 2026-11-B_",
 [("PERSON", "Kenji Watanabe"), ("AMOUNT", "¥9,000/h"), ("AMOUNT", "¥486,000"), ("PERSON", "Inês Carvalho"), ("AMOUNT", "R$180/h"), ("AMOUNT", "R$ 12.600,00"),
  ("PERSON", "Oliver Brown"), ("AMOUNT", "A$95/h"), ("AMOUNT", "A$4,275")],
 [("batch_id", "2026-11-B"), ("company", "Wise")]),
("en", "sms",
 "Hi its Dr Patel's surgery. Reminder: Jane, ur flu jab + B12 injection tomorrow 9:10am. Reply STOP to opt out. Ref 55-0912",
 [("PERSON", "Patel"), ("PERSON", "Jane"), ("MEDICAL", "flu jab"), ("MEDICAL", "B12 injection")],
 [("time", "9:10am"), ("ref_id", "55-0912")]),
]
