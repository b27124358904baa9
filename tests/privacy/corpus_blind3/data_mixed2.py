# Mixed-language texts, batch 2 (hand-written)

E("mixed", "chat",
  "[群聊] Jessica: 谁有 Dr. 黄 的 WhatsApp? 我儿子 high fever 39.5 度 三天了\n[群聊] 阿May: +852 9123 4476 黄医生 clinic 在 旺角弥敦道 580号 14楼",
  [("PERSON", "Jessica"), ("PERSON", "黄", 1), ("MEDICAL", "high fever"), ("PERSON", "阿May"), ("PHONE", "+852 9123 4476"), ("PERSON", "黄医生"),
   ("ADDRESS", "旺角弥敦道 580号 14楼")],
  [("quantity", "39.5 度")])

k = hf()
E("mixed", "other",
  "Jupyter cell output:\n>>> login(token='" + k + "')\nToken is valid (permission: write).\n# TODO 下次用 env var, 这是 qiu.tianyi 的账号",
  [("APIKEY", k), ("PERSON", "qiu.tianyi")],
  [])

E("mixed", "hr_note",
  "Performance review 绩效 – Q4\nEmployee: Gonzalez, Maria (玛丽亚)\nRating: Exceeds 超出预期\nComp: base US$142,000 → US$151,000; RSU 1,200 股\n"
  "Note: 她在 11 月请了 medical leave（甲状腺手术 thyroidectomy），恢复良好。",
  [("PERSON", "Gonzalez, Maria"), ("PERSON", "玛丽亚"), ("AMOUNT", "US$142,000"), ("AMOUNT", "US$151,000"), ("MEDICAL", "甲状腺手术"),
   ("MEDICAL", "thyroidectomy")],
  [("quantity", "1,200 股")])

E("mixed", "log",
  "2026-12-01T01:17:44+08:00 sshd[19021]: Failed password for invalid user admin from 61.177.172.140 port 51234 ssh2\n"
  "2026-12-01T01:17:46+08:00 sshd[19021]: 登录失败次数过多，已封禁 IP 61.177.172.140（fail2ban jail=sshd）",
  [("IP_ADDRESS", "61.177.172.140"), ("IP_ADDRESS", "61.177.172.140", 2)],
  [("timestamp", "2026-12-01T01:17:44+08:00"), ("pid", "19021"), ("port", "51234")])

hk = card("5187", groups=(4, 4, 4, 4), sep=" ")
E("mixed", "email",
  "Dear Mr. 吴,\n\nYour 信用卡 application is approved. Card number " + hk + " will arrive by post to\n"
  "Flat 12, 2/F, Block B, Tai Koo Shing, 太古城道 18 号, Hong Kong.\nCredit limit: HK$80,000.\n\n招商永隆银行 Credit Card Centre",
  [("PERSON", "吴"), ("CARD", hk), ("ADDRESS", "Flat 12, 2/F, Block B, Tai Koo Shing, 太古城道 18 号, Hong Kong"), ("AMOUNT", "HK$80,000")],
  [("company", "招商永隆银行")])

E("mixed", "json",
  '{"name":"Kim Min-jun","name_local":"김민준","email":"minjun.kim@naver.com","phone":"+82 10-7712-4408",'
  '"address":"부산광역시 해운대구 센텀중앙로 79","note":"VIP 客户, 生日 1990.04.12"}',
  [("PERSON", "Kim Min-jun"), ("PERSON", "김민준"), ("EMAIL", "minjun.kim@naver.com"), ("PHONE", "+82 10-7712-4408"),
   ("ADDRESS", "부산광역시 해운대구 센텀중앙로 79"), ("DATE_OF_BIRTH", "1990.04.12")],
  [])

E("mixed", "sms",
  "【Uber】Your driver 陈师傅 (plate 沪A·8K12D) is arriving. Call him at 138-1745-6629. PIN for this ride: 4 8 1 7",
  [("PERSON", "陈师傅"), ("PHONE", "138-1745-6629"), ("PASSWORD", "4 8 1 7")],
  [("company", "Uber")])

E("mixed", "ticket",
  "INC0081243 – 员工 Raj Malhotra 的笔记本丢失\nLast seen IP: 49.36.112.85 (Mumbai)\nDevice: ThinkPad X1 Carbon Gen 11, asset #IT-22817\n"
  "BitLocker recovery key 已上报: 418077-532389-710456-221874-603119-284466-512908-044231",
  [("PERSON", "Raj Malhotra"), ("IP_ADDRESS", "49.36.112.85"), ("SECRET", "418077-532389-710456-221874-603119-284466-512908-044231")],
  [("ticket_id", "INC0081243"), ("product", "ThinkPad X1 Carbon Gen 11"), ("asset_id", "#IT-22817")])

k = anthropic()
E("mixed", "yaml",
  "# 多模型路由 config\nproviders:\n  anthropic:\n    api_key: \"" + k + "\"\n    model: claude-opus-4-1\n  qwen:\n    api_key: ${DASHSCOPE_API_KEY}  # 从环境变量读\n"
  "    base_url: https://dashscope.aliyuncs.com/compatible-mode/v1",
  [("APIKEY", k)],
  [("env_var", "${DASHSCOPE_API_KEY}"), ("version", "v1")])

E("mixed", "medical_note",
  "ER note 急诊记录: 患者 Ahmed Hassan, 45M, 主诉 chest pain 胸痛 2h, radiating to left arm. Hx 高血压 + smoker. "
  "ECG: ST elevation V2-V4 → STEMI. Given aspirin 300mg, 替格瑞洛 180mg. Cath lab activated 02:10.",
  [("PERSON", "Ahmed Hassan"), ("MEDICAL", "chest pain"), ("MEDICAL", "胸痛"), ("MEDICAL", "高血压"), ("MEDICAL", "STEMI"),
   ("MEDICAL", "aspirin 300mg"), ("MEDICAL", "替格瑞洛 180mg")],
  [("time", "02:10"), ("lead", "V2-V4")])

E("mixed", "csv",
  "姓名,English name,IBAN,金额 EUR\n鲍佳琪,Jiaqi Bao," + iban("DE", "120300001056781234") + ",2.450,00\n施乐,Le Shi," + iban("ES", "21000418450200051332") + ",1.980,00",
  [("PERSON", "鲍佳琪"), ("PERSON", "Jiaqi Bao"), ("IBAN", iban("DE", "120300001056781234")), ("AMOUNT", "2.450,00"), ("PERSON", "施乐"),
   ("PERSON", "Le Shi"), ("IBAN", iban("ES", "21000418450200051332")), ("AMOUNT", "1.980,00")],
  [])

E("mixed", "calendar",
  "📌 Interview 面试 – Candidate: 覃宇航 (Tony Qin)\nTime: 2026-12-04 16:00 CST\nZoom: https://zoom.us/j/84417730921?pwd=bXl0ZXN0cHdkMjAyNg\n"
  "期望薪资 expected: 40k*15, current 32k*13",
  [("PERSON", "覃宇航"), ("PERSON", "Tony Qin"), ("PASSWORD", "bXl0ZXN0cHdkMjAyNg"), ("AMOUNT", "40k*15"), ("AMOUNT", "32k*13")],
  [("timestamp", "2026-12-04 16:00 CST"), ("meeting_id", "84417730921")])

ok = openai()
E("mixed", "shell",
  "PS C:\\Users\\liang.jiahao> $env:OPENAI_API_KEY=\"" + ok + "\"\nPS C:\\Users\\liang.jiahao> python .\\翻译脚本.py --in 合同.docx\n"
  "Translated 38 paragraphs in 41.2s (gpt-4o-mini, $0.0312)",
  [("PERSON", "liang.jiahao"), ("APIKEY", ok), ("PERSON", "liang.jiahao", 2)],
  [("quantity", "38 paragraphs"), ("price", "$0.0312")])
