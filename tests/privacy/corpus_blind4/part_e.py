# Mixed and English texts, part E (hand-written one by one).
from gen import *
from part_a import pem1, nir1, stid1, c2, ib3, aad1, ghf1, tw1, an1
from part_c import pem2, nir2, sin2, cm2, cm3, ibe1, aws2, npm2, jwt2, idm2, idm3

ce1 = luhn("4000 1234 5678 901")
ce2 = luhn("6011 0009 9013 942")
ibx = iban("BE", "539007547034"); ibp = iban("PT", "000201231234567890154".replace("1234567890154", "7640331290108"))
ak2 = k_aws_secret(); sl3 = k_slack_hook(); oa4 = k_openai(); hf3 = k_hf()
jwe = jwt({"sub": "0f8e", "email": "ana.lima@uol.com.br", "exp": 1767139200})

ENTRIES = [
("mixed", "chat",
 "wei 你那个 AWS key 还在 slack 上挂着: " + aws2 + " / " + ak2 + " 赶紧 rotate!! 我截图发你了 (IMG_4471.png)",
 [("PERSON", "wei"), ("APIKEY", aws2), ("APIKEY", ak2)],
 [("file_name", "IMG_4471.png")]),
("mixed", "shell",
 "PS C:\\Users\\liuyang> $env:ANTHROPIC_API_KEY=\"" + an1 + "\"\nPS C:\\Users\\liuyang> python eval.py --model claude-3-5-sonnet-20241022 --n 200\n"
 "已完成 200/200, accuracy=0.873, cost=$4.12",
 [("PERSON", "liuyang"), ("APIKEY", an1), ("PERSON", "liuyang")],
 [("version", "claude-3-5-sonnet-20241022"), ("count", "200/200"), ("price", "$4.12")]),
("mixed", "json",
 '{"patient":{"name":"Zhang San 张三","dob":"1986-08-14","id_no":"' + idm2 + '"},"allergies":["青霉素","sulfa drugs"],'
 '"meds":[{"name":"Lipitor 立普妥","dose":"20 mg"}],"encounter_id":"ENC-00921","ward":"7B"}',
 [("PERSON", "Zhang San 张三"), ("DATE_OF_BIRTH", "1986-08-14"), ("IDCARD", idm2), ("MEDICAL", "青霉素"), ("MEDICAL", "sulfa drugs"),
  ("MEDICAL", "Lipitor 立普妥")],
 [("encounter_id", "ENC-00921"), ("ward", "7B")]),
("mixed", "sql",
 "INSERT INTO bank_accounts(owner, iban, note) VALUES ('Mathilde Dupont', '" + ib3 + "', '法国客户, 年费 €120 waived'),\n"
 "  ('Pedro Álvarez', '" + ibe1 + "', '西班牙, 转账限额 €50,000/day');",
 [("PERSON", "Mathilde Dupont"), ("IBAN", ib3), ("PERSON", "Pedro Álvarez"), ("IBAN", ibe1), ("AMOUNT", "€50,000/day")],
 [("price", "€120")]),
("mixed", "medical_note",
 "会诊意见 / Consult note\nPt: 宋佳 (Song Jia), 34F. 主诉 migraine with aura, 每月 4-5 次. 目前用 布洛芬 ibuprofen 400mg prn, 效果差.\n"
 "Plan: start topiramate 25mg qhs, 头痛日记. F/U 4 wks. 电话随访 159 2103 6648.",
 [("PERSON", "宋佳"), ("PERSON", "Song Jia"), ("MEDICAL", "migraine with aura"), ("MEDICAL", "布洛芬 ibuprofen 400mg"), ("MEDICAL", "topiramate 25mg"),
  ("PHONE", "159 2103 6648")],
 [("duration", "4 wks")]),
("mixed", "ticket",
 "[P1] 支付失败 payment declined — 客户 Ms. Tanaka Yuki 田中由纪, card " + ce2 + " exp 07/28 CVV 512, 金额 ¥38,900 (JPY). "
 "Gateway code 05. Trace 0x7f3a21.",
 [("PERSON", "Tanaka Yuki"), ("PERSON", "田中由纪"), ("CARD", ce2), ("CVV", "512"), ("AMOUNT", "¥38,900")],
 [("date", "07/28"), ("status_code", "code 05"), ("trace_id", "0x7f3a21")]),
("mixed", "calendar",
 "📅 Reminder: 签证面试 Visa interview @ 美国驻广州总领事馆\nDate: 2026-12-11 08:15\nApplicant: HUANG, Zixuan 黄子轩 | Passport E91033574 | DS-160 AA00F8K2Q1\n"
 "带上: 户口本, 在职证明 (月薪 ¥28,000)",
 [("PERSON", "HUANG, Zixuan"), ("PERSON", "黄子轩"), ("PASSPORT", "E91033574"), ("AMOUNT", "¥28,000")],
 [("timestamp", "2026-12-11 08:15"), ("confirmation_id", "AA00F8K2Q1")]),
("mixed", "sms",
 "【Airbnb】Hi Lucas, 房东 Chen 的门锁密码是 #2580#, 地址 Apt 1203, 123 Nanjing W Rd, Jing'an, Shanghai. Check-in after 3pm.",
 [("PERSON", "Lucas"), ("PERSON", "Chen"), ("PASSWORD", "#2580#"), ("ADDRESS", "Apt 1203, 123 Nanjing W Rd, Jing'an, Shanghai")],
 [("company", "Airbnb"), ("time", "3pm")]),
("mixed", "yaml",
 "# GitHub Actions secrets dump (不要提交!)\nenv:\n  GH_PAT: " + ghf1 + "\n  NPM_TOKEN: " + npm2 + "\n  NODE_VERSION: 20.11.1\n"
 "  RELEASE_OWNER: 钟汉良\n",
 [("APIKEY", ghf1), ("APIKEY", npm2), ("PERSON", "钟汉良")],
 [("version", "20.11.1")]),
("mixed", "other",
 "OCR result (engine PaddleOCR v2.7, confidence 0.93, page 1 of 2):\n中华人民共和国居民身份证\n姓名 戴 玉 梅　　性别 女　民族 汉\n出生 1975 年 12 月 3 日\n住址 重庆市渝中区解放碑\n民族路188号\n公民身份号码 " + idm3,
 [("PERSON", "戴 玉 梅"), ("DATE_OF_BIRTH", "1975 年 12 月 3 日"), ("ADDRESS", "重庆市渝中区解放碑\n民族路188号"), ("IDCARD", idm3)],
 [("version", "v2.7"), ("score", "0.93")]),
("mixed", "stacktrace",
 "requests.exceptions.HTTPError: 429 Client Error: Too Many Requests for url: https://api.openai.com/v1/chat/completions\n"
 "  headers={'Authorization': 'Bearer " + oa4 + "', 'OpenAI-Organization': 'org-Xm2bQ8'}\n"
 "  备注：这是 韩立 的个人 key，不是公司的",
 [("APIKEY", oa4), ("PERSON", "韩立")],
 [("http_status", "429"), ("org_id", "org-Xm2bQ8")]),
("mixed", "git_commit",
 "feat(auth): 支持 JWT 刷新\n\nTest fixture 里原来用的是真 token:\n  " + jwt2 + "\n现在换成 mock。\n\nSigned-off-by: Qian Yu <qianyu@lab.zju.edu.cn>\nChange-Id: I8f2e1c9d04b7a63e5f0d2c1b9a8e7f6d5c4b3a29",
 [("APIKEY", jwt2), ("PERSON", "Qian Yu"), ("EMAIL", "qianyu@lab.zju.edu.cn")],
 [("change_id", "I8f2e1c9d04b7a63e5f0d2c1b9a8e7f6d5c4b3a29")]),
("mixed", "hr_note",
 "Performance review 2026 — 员工: Vikram Nair (维克拉姆), Aadhaar " + aad1 + ", band B4.\n年终奖 bonus ₹6,40,000 approved. 注意: he disclosed 糖尿病 type 1, needs insulin breaks during on-site shifts.",
 [("PERSON", "Vikram Nair"), ("PERSON", "维克拉姆"), ("NATIONAL_ID", aad1), ("AMOUNT", "₹6,40,000"), ("MEDICAL", "糖尿病 type 1"), ("MEDICAL", "insulin")],
 [("band", "B4")]),
("mixed", "form",
 "Inscription / 报名表\nNom: Lefèvre Prénom: Camille\n中文名: 李卡米\nN° de sécurité sociale (NIR): " + nir1 + "\nTéléphone: 06 12 48 93 57\n"
 "Adresse: 18 rue des Lilas, 69003 Lyon\n会员费 membership €45 (product price)",
 [("PERSON", "Lefèvre"), ("PERSON", "Camille"), ("PERSON", "李卡米"), ("NATIONAL_ID", nir1), ("PHONE", "06 12 48 93 57"), ("ADDRESS", "18 rue des Lilas, 69003 Lyon")],
 [("price", "€45")]),
("mixed", "log",
 "time=2026-11-30T10:00:01+08:00 level=info msg=\"SendGrid 发送成功\" to=ana.lima@uol.com.br cc=support@example.com template=d-4f1a9c status=202 jwt=" + jwe,
 [("EMAIL", "ana.lima@uol.com.br"), ("APIKEY", jwe)],
 [("timestamp", "2026-11-30T10:00:01+08:00"), ("email_public", "support@example.com"), ("template_id", "d-4f1a9c"), ("http_status", "202")]),
("en", "email",
 "hey!!\n\nso sorry for the late reply - been sick w/ covid all week 🤒. re: the flat deposit, I sent €1,150 from my Revolut, "
 f"but if it bounces my other IBAN is {ibx}.\n\n-- \nmarta k.\nmarta.kowalska@wp.pl\nul. Mokotowska 12/4\n00-561 Warszawa",
 [("MEDICAL", "covid"), ("AMOUNT", "€1,150"), ("IBAN", ibx), ("PERSON", "marta k."), ("EMAIL", "marta.kowalska@wp.pl"),
  ("ADDRESS", "ul. Mokotowska 12/4\n00-561 Warszawa")],
 [("company", "Revolut")]),
("en", "config",
 "# ~/.ssh/config + key pasted by mistake into the wiki page 'Onboarding (v12)'\nHost prod-db\n  HostName 35.187.44.201\n  User dbadmin\n  Port 2222\n"
 + pem2 + "\n",
 [("IP_ADDRESS", "35.187.44.201"), ("SECRET", pem2)],
 [("version", "v12"), ("port", "2222")]),
("en", "csv",
 "\"Name\",\"NIR\",\"Date de naissance\",\"Ville\"\n\"Bernard, Lucie\",\"" + nir2 + "\",\"14/06/1995\",\"Nantes\"\n"
 "\"Moreau, Hugo\",\"\",\"\",\"Paris\"\n",
 [("PERSON", "Bernard, Lucie"), ("NATIONAL_ID", nir2), ("DATE_OF_BIRTH", "14/06/1995"), ("PERSON", "Moreau, Hugo")],
 []),
("en", "json",
 '{"object":"payment_method","billing_details":{"name":"Ana Beatriz Lima","address":{"line1":"Av. Paulista, 1578","line2":"apto 91",'
 '"city":"São Paulo","postal_code":"01310-200","country":"BR"},"phone":"+55 11 98765-4321"},"card":{"brand":"visa","last4":"4242","exp_year":2029},'
 '"livemode":true}',
 [("PERSON", "Ana Beatriz Lima"), ("ADDRESS", 'Av. Paulista, 1578","line2":"apto 91","city":"São Paulo","postal_code":"01310-200'), ("PHONE", "+55 11 98765-4321")],
 [("card_last4", "4242"), ("year", "2029")]),
("en", "medical_note",
 "Discharge summary\nName: Yamada, Takeshi   Born: March 3rd, 1961\nDiagnoses: NSTEMI; hyperlipidemia; former smoker (40 pack-years)\n"
 "Discharge meds: clopidogrel 75 mg daily, atorvastatin 80 mg nightly, metoprolol succinate 25 mg\nHome: 2-14-7 Shibuya, Shibuya-ku, Tokyo 150-0002\nPhone: 090-1234-5678",
 [("PERSON", "Yamada, Takeshi"), ("DATE_OF_BIRTH", "March 3rd, 1961"), ("MEDICAL", "NSTEMI"), ("MEDICAL", "hyperlipidemia"), ("MEDICAL", "former smoker"),
  ("MEDICAL", "clopidogrel 75 mg"), ("MEDICAL", "atorvastatin 80 mg"), ("MEDICAL", "metoprolol succinate 25 mg"),
  ("ADDRESS", "2-14-7 Shibuya, Shibuya-ku, Tokyo 150-0002"), ("PHONE", "090-1234-5678")],
 [("measurement", "40 pack-years")]),
("en", "form",
 "Canada Revenue - direct deposit form\nName: Singh, Harpreet K.\nSIN: " + sin2 + "\nDate of Birth (YYYY/MM/DD): 1988/12/30\n"
 "Address: 4521 Kingsway #1108, Burnaby BC V5H 4T9\nPhone: 604-555-0187\nForm RC-366 rev. 2024",
 [("PERSON", "Singh, Harpreet K."), ("NATIONAL_ID", sin2), ("DATE_OF_BIRTH", "1988/12/30"), ("ADDRESS", "4521 Kingsway #1108, Burnaby BC V5H 4T9"),
  ("PHONE", "604-555-0187")],
 [("form_id", "RC-366"), ("year", "2024")]),
("en", "chat",
 "me: whats ur netflix login again\nsis: lol fine. email is kiki.delacroix@hotmail.fr pw is croissant4life\nsis: dont change the profile pic, dont watch my show",
 [("EMAIL", "kiki.delacroix@hotmail.fr"), ("PASSWORD", "croissant4life")],
 [("company", "netflix")]),
("en", "ticket",
 "Freshdesk #58107 — 'card declined at checkout'\nCustomer pasted full card in chat (!!): " + c2 + " exp 11/27 security code 044. "
 "Name on card: OKEKE CHIDI. Order total $342.18 for 2x SKU TR-2210.\nAction: masked transcript, advised customer to cancel card.",
 [("CARD", c2), ("CVV", "044"), ("PERSON", "OKEKE CHIDI"), ("AMOUNT", "$342.18")],
 [("ticket_id", "#58107"), ("date", "11/27"), ("sku", "TR-2210")]),
("en", "log",
 "192.0.2.44 - - [30/Nov/2026:19:22:07 +0000] \"GET /reset?email=hugo.martins%40sapo.pt&token=" + hexs(40) + " HTTP/1.1\" 302 0 \"-\" \"curl/8.4.0\"\n"
 "88.157.201.19 - - [30/Nov/2026:19:22:11 +0000] \"POST /login HTTP/1.1\" 200 512",
 [], []),
("en", "other",
 "Note found in a shared drive, file 'passwords_FINAL_v2.txt':\n  bank online: user arjun.k / Monsoon#1987\n  door code: 1 9 8 7 *\n  "
 "Mum's card PIN (emergency only): 6 1 0 4\n  NI number for tax form: " + "AB 12 34 56 C".replace("AB", "NZ") + "\n",
 [("PERSON", "arjun.k"), ("PASSWORD", "Monsoon#1987"), ("PASSWORD", "1 9 8 7 *"), ("PASSWORD", "6 1 0 4"), ("NATIONAL_ID", "NZ 12 34 56 C")],
 [("file_name", "passwords_FINAL_v2.txt")]),
("en", "sql",
 "CREATE USER reporting WITH PASSWORD 'Rep0rt!ng_2026';\nGRANT SELECT ON payroll TO reporting;\n"
 "-- payroll row for audit: emp 3391 'Okafor, Chidinma' gross 9,450.00 EUR, tax id " + stid1 + "\n-- schema version 14, see ADR-009",
 [("PASSWORD", "Rep0rt!ng_2026"), ("PERSON", "Okafor, Chidinma"), ("AMOUNT", "9,450.00 EUR"), ("NATIONAL_ID", stid1)],
 [("employee_id", "3391"), ("version", "version 14"), ("doc_id", "ADR-009")]),
("en", "shell",
 "$ twilio api:core:messages:create --from +15005550006 --to '+44 7911 123456' --body 'Your code is 882190'\n"
 "  --api-key " + tw1 + "\nSID                                 Status\nSM1f0e9d8c7b6a5f4e3d2c1b0a9f8e7d6c5  queued",
 [("PHONE", "+44 7911 123456"), ("APIKEY", tw1)],
 [("public_phone", "+15005550006"), ("otp_or_code", "882190"), ("message_sid", "SM1f0e9d8c7b6a5f4e3d2c1b0a9f8e7d6c5")]),
("en", "calendar",
 "Subject: FW: Dinner for Mr & Mrs Van der Berg\nWhen: Fri 12 Dec 2026 19:30\nWhere: Restaurant Bouchon, Prinsengracht 263, 1016 GV Amsterdam\n"
 "Guest note: Ms. Van der Berg is coeliac (strictly gluten-free). Host: Ruud Jansen, +31 6 12345678",
 [("PERSON", "Van der Berg"), ("ADDRESS", "Prinsengracht 263, 1016 GV Amsterdam"), ("PERSON", "Van der Berg"), ("MEDICAL", "coeliac"),
  ("PERSON", "Ruud Jansen"), ("PHONE", "+31 6 12345678")],
 [("date", "Fri 12 Dec 2026"), ("company", "Restaurant Bouchon")]),
("en", "stacktrace",
 "Error: HuggingFace Hub request failed (401)\n    at fetchModel (/app/node_modules/@huggingface/hub/dist/index.js:1182:15)\n"
 "    at async main (/app/src/load.ts:27:3) {\n  token: '" + hf3 + "',\n  model: 'sentence-transformers/all-MiniLM-L6-v2',\n  user: 'isabella.ferrari'\n}",
 [("APIKEY", hf3), ("PERSON", "isabella.ferrari")],
 [("http_status", "401"), ("line_number", "index.js:1182:15"), ("line_number", "load.ts:27:3"), ("version", "L6-v2")]),
("en", "hr_note",
 "Accommodation request (ADA) — employee Marcus Bell, ID 20931. Dx: PTSD and tinnitus (service-related). Requests quiet workspace, noise-cancelling headset. "
 "Approved by Denise Carter 11/24. Cost est. $350 (headset, model WH-1000XM5).",
 [("PERSON", "Marcus Bell"), ("MEDICAL", "PTSD"), ("MEDICAL", "tinnitus"), ("PERSON", "Denise Carter")],
 [("employee_id", "20931"), ("date", "11/24"), ("price", "$350"), ("product", "WH-1000XM5")]),
("en", "markdown",
 "> **Q:** How do I reset my card PIN?\n> **A (from user dkim_88):** lol i just call them, my pin was 0000 before and they made me change it to 8526\n\n"
 "_Thread locked by moderator. Post id 77120._",
 [("PERSON", "dkim_88"), ("PASSWORD", "0000"), ("PASSWORD", "8526")],
 [("post_id", "77120")]),
("en", "sms",
 "Hi Mrs Adebayo, your balance with Sunrise Dental is $1,284.00 after insurance. Card ending 0172 will be charged on 12/15. Questions? 512-555-0124",
 [("PERSON", "Adebayo"), ("AMOUNT", "$1,284.00"), ("PHONE", "512-555-0124")],
 [("company", "Sunrise Dental"), ("card_last4", "0172"), ("date", "12/15")]),
("en", "yaml",
 "# cards used in the PCI scan fixture - these are REAL per QA, purge!\ncustomers:\n  - name: Ethan Clarke\n    card: \"" + cm2 + "\"\n    cvv: \"906\"\n"
 "  - name: \"Moreno, Valentina\"\n    card: \"" + cm3 + "\"\n    cvv: \"377\"\n    zip: 78701\nscan_version: 3.4.1\n",
 [("PERSON", "Ethan Clarke"), ("CARD", cm2), ("CVV", "906"), ("PERSON", "Moreno, Valentina"), ("CARD", cm3), ("CVV", "377")],
 [("version", "3.4.1")]),
]

# the log entry holds a random reset token: annotate it here
_i = [k for k, e in enumerate(ENTRIES) if e[2].startswith("192.0.2.44")][0]
_l, _k, _t, _s, _d = ENTRIES[_i]
_tok = _t.split("token=")[1].split(" ")[0]
ENTRIES[_i] = (_l, _k, _t, [("EMAIL", "hugo.martins%40sapo.pt"), ("APIKEY", _tok), ("IP_ADDRESS", "88.157.201.19")],
               [("ip_documentation", "192.0.2.44"), ("timestamp", "30/Nov/2026:19:22:07 +0000"), ("http_status", "302"), ("version", "curl/8.4.0"),
                ("http_status", "200")])
