# Mixed-language texts, batch 3 (hand-written)

E("mixed", "chat",
  "Hi 小蒋, 你的 Costco 会员卡 expired 了. 我用我的帮你买了 ($63.80). 对了你上次说的那个 psychiatrist 开的 Lexapro 有效果吗? 别硬撑哈",
  [("PERSON", "小蒋"), ("MEDICAL", "Lexapro")],
  [("company", "Costco"), ("price", "$63.80")])

i = cnid("440106", "19870921", "604")
E("mixed", "form",
  "Hotel check-in 入住登记 / Guest registration\nGuest 客人: 龙嘉欣 (Long Jiaxin)\nID type 证件类型: 居民身份证 Resident ID\nID no. 证件号码: " + i +
  "\nRoom 房号: 1708   Nights: 3   Rate: ¥688/night\nDeposit 押金 paid by card ending 0921",
  [("PERSON", "龙嘉欣"), ("PERSON", "Long Jiaxin"), ("IDCARD", i)],
  [("room", "1708"), ("price", "¥688/night"), ("card_suffix", "0921", 2)])

k = gho()
E("mixed", "log",
  "DEBUG 2026-12-01 02:30:11 oauth callback ok, user=zhang-yiming-dev, access_token=" + k + ", scope=repo,user 登录来源 IP 101.88.213.47 (上海电信)",
  [("PERSON", "zhang-yiming-dev"), ("APIKEY", k), ("IP_ADDRESS", "101.88.213.47")],
  [("timestamp", "2026-12-01 02:30:11")])

E("mixed", "email",
  "From: 史蒂芬 Stefan Hoffmann <s.hoffmann@hoffmann-consult.de>\nSubject: 关于 invoice RE-2026-318\n\n您好 鲁女士,\n"
  "请把余款 EUR 7.850,00 转到我们的账户 " + iban("DE", "370502991234567890") + "。Steuernummer 已在 PDF 里.\n\nMit freundlichen Grüßen",
  [("PERSON", "史蒂芬"), ("PERSON", "Stefan Hoffmann"), ("EMAIL", "s.hoffmann@hoffmann-consult.de"), ("PERSON", "鲁女士"), ("AMOUNT", "EUR 7.850,00"),
   ("IBAN", iban("DE", "370502991234567890"))],
  [("invoice_id", "RE-2026-318")])

E("mixed", "other",
  "Note to self 备忘:\n- 银行 PIN 改成 8 0 2 6 了 (之前那个 1234 太蠢)\n- Netflix 密码: blue_Panda#77\n- 妈妈 SSN? 不对她没有, 她的 passport 是 G50118734",
  [("PASSWORD", "8 0 2 6"), ("PASSWORD", "1234"), ("PASSWORD", "blue_Panda#77"), ("PASSPORT", "G50118734")],
  [("company", "Netflix")])

E("mixed", "sql",
  "-- 导出给 auditor 的数据 (masked? NO!!)\nSELECT name, ssn, salary FROM us_payroll;\n-- 任嘉伦 | 271-44-8109 | 132000.00\n-- Carter, Olivia | 609-12-4477 | 98500.00",
  [("PERSON", "任嘉伦"), ("SSN", "271-44-8109"), ("AMOUNT", "132000.00"), ("PERSON", "Carter, Olivia"), ("SSN", "609-12-4477"), ("AMOUNT", "98500.00")],
  [])
