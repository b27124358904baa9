# Extra texts, part F (hand-written one by one): en, zh and mixed.
from gen import *

cf1 = luhn("5105 1051 0510 510")[:0] or luhn("5274 5763 9401 228")
cf2 = luhn("4111 8422 6093 517")
cf3 = luhn("3742 454021 1802")  # amex 4-6-5
ibf1 = iban("DE", "120300000019284756")
ibf2 = iban("ES", "00491500051234567892".replace("51234567892", "58390217746"))
ibf3 = iban("IT", "K0306909606100000063118")
ibf4 = iban("GB", "HBUK40127673018829", grouped=True)
izf1 = cnid("350203", "19880909", "142")
izf2 = cnid("210102", "19720214", "633")
izf3 = cnid("130104", "19980530", "091")
izf4 = cnid("450103", "19600118", "826")
aadf = aadhaar("61937204518", sep="-")
sinf = sin("13075691")
ninf = "SK 72 90 13 B"
stf = steuer("4719250631")
nirf = nir("2910213055117", spaced=False)
pemf = pem("RSA PRIVATE KEY", 5)
anf = k_anthropic(); ghf = k_github(); awsf = k_aws_id(); stf_key = k_stripe(); slf = k_slack(); gof = k_google()
hff = k_hf(); oaf = k_openai(); sgf = k_sendgrid(); whf = k_whsec(); glf = k_gitlab(); npf = k_npm()
jwf = jwt({"sub": "fe91", "tenant": "clinic-22", "role": "doctor"})

ENTRIES = [
("en", "chat",
 "ok so gran's new neighbour is sooo nice, her name's min-jun park, she lives at 301-1204, 55 Olympic-ro 35-gil, Songpa-gu, Seoul "
 "and her number is 010-4821-7736 if u need someone to check on gran while we're away",
 [("PERSON", "min-jun park"), ("ADDRESS", "301-1204, 55 Olympic-ro 35-gil, Songpa-gu, Seoul"), ("PHONE", "010-4821-7736")],
 []),
("en", "email",
 "From: Reservations <stay@example.org>\nTo: j.mwangi@gmail.com\nSubject: Booking HX-22817 confirmed\n\nDear Mr Joseph Mwangi,\n"
 "Your stay (3 nights, Deluxe King, €612.00 total) is confirmed. Guest passport on file: AK0381927 (Kenya).\n"
 f"Card: **** **** **** {cf2[-4:]} — the full number you emailed us ({cf2}) has been deleted from our inbox for your safety.",
 [("EMAIL", "j.mwangi@gmail.com"), ("PERSON", "Joseph Mwangi"), ("AMOUNT", "€612.00"), ("PASSPORT", "AK0381927"), ("CARD", cf2)],
 [("email_public", "stay@example.org"), ("booking_id", "HX-22817"), ("card_last4", cf2[-4:])]),
("en", "form",
 "PATIENT INTAKE (Sunnybrook Family Practice)\nlast name, first name: tremblay, noah\nhealth card / SIN (optional): " + sinf + "\n"
 "d.o.b.  (dd/mm/yyyy) 07/02/1999\nallergies: latex, codeine\ncurrent meds: sertraline 50mg, ventolin puffer\n"
 "address: 88 Queen St W unit 1402 toronto ON M5H 2N2\ncell 416 555 0162",
 [("PERSON", "tremblay, noah"), ("NATIONAL_ID", sinf), ("DATE_OF_BIRTH", "07/02/1999"), ("MEDICAL", "latex"), ("MEDICAL", "codeine"),
  ("MEDICAL", "sertraline 50mg"), ("MEDICAL", "ventolin puffer"), ("ADDRESS", "88 Queen St W unit 1402 toronto ON M5H 2N2"), ("PHONE", "416 555 0162")],
 [("company", "Sunnybrook Family Practice")]),
("en", "log",
 "[2026-11-30 11:02:45,118] WARNING django.request: Bad Request: /accounts/signup/\n"
 "POST data: {'username': 'giuliabianchi', 'email': 'giulia.bianchi@tiscali.it', 'password1': 'Ravioli*2026', 'password2': 'Ravioli*2026', "
 "'csrfmiddlewaretoken': 'a3f9c1e2'}\nREMOTE_ADDR=151.38.207.114 SERVER_PORT=443",
 [("PERSON", "giuliabianchi"), ("EMAIL", "giulia.bianchi@tiscali.it"), ("PASSWORD", "Ravioli*2026"), ("PASSWORD", "Ravioli*2026"), ("IP_ADDRESS", "151.38.207.114")],
 [("timestamp", "2026-11-30 11:02:45,118"), ("port", "443"), ("csrf", "a3f9c1e2")]),
("en", "json",
 '{"kyc":{"name":"Siddharth Iyer","aadhaar":"' + aadf + '","pan":"ABCPI4921K","dob":"1994-09-17","mobile":"+91 98450 33172",'
 '"addr":"No. 14, 3rd Cross, Indiranagar 2nd Stage, Bengaluru 560038"},"status":"VERIFIED","vendor_ref":"KYC-2026-88120","score":0.98}',
 [("PERSON", "Siddharth Iyer"), ("NATIONAL_ID", aadf), ("NATIONAL_ID", "ABCPI4921K"), ("DATE_OF_BIRTH", "1994-09-17"), ("PHONE", "+91 98450 33172"),
  ("ADDRESS", "No. 14, 3rd Cross, Indiranagar 2nd Stage, Bengaluru 560038")],
 [("ref_id", "KYC-2026-88120"), ("score", "0.98")]),
("en", "shell",
 "$ openssl rsa -in server.key -check\nRSA key ok\nwriting RSA key\n" + pemf + "\n$ scp server.key admin@52.29.140.7:/etc/ssl/private/\nserver.key    100%  1679   12.3KB/s   00:00",
 [("SECRET", pemf), ("IP_ADDRESS", "52.29.140.7")],
 [("file_size", "1679"), ("percent", "100%")]),
("en", "sql",
 "-- support asked to fix typo in customer's SSN (was 123-45-6789 placeholder)\nUPDATE clients SET ssn = '078 62 4417', full_name = 'Delgado, Rosa M.', "
 "dob = '1968-11-02' WHERE client_id = 40021;\n-- done by m.ortiz 2026-11-29, ticket HELP-3301",
 [("SSN", "078 62 4417"), ("PERSON", "Delgado, Rosa M."), ("DATE_OF_BIRTH", "1968-11-02"), ("PERSON", "m.ortiz")],
 [("ssn_placeholder", "123-45-6789"), ("record_id", "40021"), ("date", "2026-11-29"), ("ticket_id", "HELP-3301")]),
("en", "ticket",
 "Linear ENG-5120  \"Webhook signature fails in prod\"\nSteps: we verify with secret " + whf + " but Stripe sends v1 sig for test mode.\n"
 "Assignee: @kofi.boateng  Labels: payments, p1  Estimate: 3 pts",
 [("SECRET", whf), ("PERSON", "kofi.boateng")],
 [("ticket_id", "ENG-5120"), ("estimate", "3 pts"), ("company", "Stripe")]),
("en", "hr_note",
 "Salary history - CONFIDENTIAL\nEmployee: Fernandes, Ana Luísa (BR, São Paulo office)\n2024: R$ 14.500/mês\n2025: R$ 16.200/mês\n2026: R$ 18.900/mês (promo to Sr)\n"
 "CPF on file. Bank: Itaú ag. 0341. Medical leave 2025-03 (dengue).",
 [("PERSON", "Fernandes, Ana Luísa"), ("AMOUNT", "R$ 14.500/mês"), ("AMOUNT", "R$ 16.200/mês"), ("AMOUNT", "R$ 18.900/mês"), ("MEDICAL", "dengue")],
 [("year", "2024"), ("year", "2025"), ("year", "2026"), ("company", "Itaú")]),
("en", "markdown",
 "## Test data policy\n\nNever use real data. Use these instead:\n\n| Field | Safe example |\n|---|---|\n| email | `jane.doe@example.com` |\n"
 "| IP | `203.0.113.7` |\n| UUID | `123e4567-e89b-12d3-a456-426614174000` |\n\n~~Old example: `ravi.shankar@rediffmail.com`, `+91 99001 23456`~~ (removed, was a real customer)",
 [("EMAIL", "ravi.shankar@rediffmail.com"), ("PHONE", "+91 99001 23456")],
 [("email_public", "jane.doe@example.com"), ("ip_documentation", "203.0.113.7"), ("uuid", "123e4567-e89b-12d3-a456-426614174000")]),
("en", "config",
 "# terraform.tfvars (prod)\nregion           = \"ap-southeast-2\"\ninstance_type    = \"t3.large\"\naws_access_key   = \"" + awsf + "\"\n"
 "db_master_pass   = \"Wombat_Sunrise_19\"\nallowed_cidr     = \"101.181.44.0/24\"\n",
 [("APIKEY", awsf), ("PASSWORD", "Wombat_Sunrise_19"), ("IP_ADDRESS", "101.181.44.0")],
 [("instance_type", "t3.large"), ("region", "ap-southeast-2")]),
("en", "calendar",
 "Google Calendar: Pediatric follow-up for Amara (age 6)\nThu, Dec 18 · 4:15 – 4:45pm\nLocation: Westmead Children's, Hawkesbury Rd, Westmead NSW\n"
 "Description: re type 1 diabetes + new CGM. Bring insulin pen (NovoRapid). Dad: Chukwuemeka Obi 0412 555 882",
 [("PERSON", "Amara"), ("ADDRESS", "Hawkesbury Rd, Westmead NSW"), ("MEDICAL", "type 1 diabetes"), ("MEDICAL", "NovoRapid"),
  ("PERSON", "Chukwuemeka Obi"), ("PHONE", "0412 555 882")],
 [("date", "Thu, Dec 18"), ("time", "4:15 – 4:45pm"), ("age", "age 6")]),
("en", "git_commit",
 "commit 5d0e1b7\nAuthor: hans-peter.mueller <hp.mueller@posteo.de>\n\n    Config: move Stripe key to vault\n\n"
 f"    -STRIPE_KEY={stf_key}\n    +STRIPE_KEY=${{vault:stripe/live}}\n\n    Bumps chart to 0.9.12",
 [("PERSON", "hans-peter.mueller"), ("EMAIL", "hp.mueller@posteo.de"), ("APIKEY", stf_key)],
 [("git_hash", "5d0e1b7"), ("version", "0.9.12")]),
("zh", "chat",
 "老公 你把孩子的疫苗本拍给我一下 还有我忘了 建行那张卡的密码是不是 136520？我记得是你生日改的",
 [("PASSWORD", "136520")],
 [("product", "疫苗本")]),
("zh", "sms",
 "【平安好医生】刘女士您好，您预约的 皮肤科 复诊（诊断：银屑病）已确认，时间 12月6日 14:00，地点：深圳市福田区益田路5033号平安金融中心附楼。",
 [("PERSON", "刘女士"), ("MEDICAL", "银屑病"), ("ADDRESS", "深圳市福田区益田路5033号平安金融中心附楼")],
 [("date", "12月6日"), ("time", "14:00"), ("company", "平安好医生")]),
("zh", "form",
 f"贷款申请表\n申请人：孟庆丰\n证件号码：{izf2}\n婚姻状况：已婚　配偶：于洋\n月收入：税后 ¥18,500\n工作单位：沈阳华晨宝马汽车有限公司\n"
 "现住址：辽宁省沈阳市和平区南京南街1号2单元903室\n手机：130 4021 6658",
 [("PERSON", "孟庆丰"), ("IDCARD", izf2), ("PERSON", "于洋"), ("AMOUNT", "¥18,500"), ("ADDRESS", "辽宁省沈阳市和平区南京南街1号2单元903室"), ("PHONE", "130 4021 6658")],
 [("company", "沈阳华晨宝马汽车有限公司")]),
("zh", "log",
 "2026-12-01 09:12:33 [短信网关] 发送验证码 to=147****2290 code=831204 模板=SMS_2291\n"
 "2026-12-01 09:12:34 [短信网关] 回执 phone=14712452290 status=DELIVRD cost=0.045元",
 [("PHONE", "14712452290")],
 [("timestamp", "2026-12-01 09:12:33"), ("masked_phone", "147****2290"), ("otp_or_code", "831204"), ("template_id", "SMS_2291"), ("price", "0.045元")]),
("zh", "medical_note",
 "体检报告摘要\n受检者：韦小宝　身份证：" + izf4 + "\n结论：1. 脂肪肝（中度）；2. 尿酸偏高，建议低嘌呤饮食；3. 幽门螺杆菌阳性，建议四联疗法。\n体检编号 TJ2026-118273",
 [("PERSON", "韦小宝"), ("IDCARD", izf4), ("MEDICAL", "脂肪肝（中度）"), ("MEDICAL", "尿酸偏高"), ("MEDICAL", "幽门螺杆菌阳性"), ("MEDICAL", "四联疗法")],
 [("exam_id", "TJ2026-118273")]),
("zh", "json",
 '{"user":"xiamen_yuki","真实姓名":"林雨琪","证件":"' + izf1 + '","银行卡":"' + cf1 + '","cvv2":"094","预留手机":"189 5920 7713","余额":"56,231.07"}',
 [("PERSON", "xiamen_yuki"), ("PERSON", "林雨琪"), ("IDCARD", izf1), ("CARD", cf1), ("CVV", "094"), ("PHONE", "189 5920 7713"), ("AMOUNT", "56,231.07")],
 []),
("zh", "ticket",
 "问题单 P-20261130-88\n现象：用户石磊反馈 App 一直提示“密码错误”，他说密码就是 shilei0314 ，确认没开大写。\n"
 "初步排查：密码字段前后多了空格。版本 5.12.0 已修复。",
 [("PERSON", "石磊"), ("PASSWORD", "shilei0314")],
 [("ticket_id", "P-20261130-88"), ("version", "5.12.0")]),
("zh", "markdown",
 "# 租房合同要点\n\n- 出租方：甘露（身份证 " + izf3 + "）\n- 承租方：谭飞\n- 房屋：河北省石家庄市长安区中山东路508号东胜广场A座1706\n"
 "- 月租：**¥3,200**，押一付三\n- 合同编号：ZF-2026-1127",
 [("PERSON", "甘露"), ("IDCARD", izf3), ("PERSON", "谭飞"), ("ADDRESS", "河北省石家庄市长安区中山东路508号东胜广场A座1706"), ("AMOUNT", "¥3,200")],
 [("contract_id", "ZF-2026-1127")]),
("zh", "yaml",
 "# 监控告警接收人\nreceivers:\n  - name: 值班-一线\n    phone: \"+86 153 2207 9184\"   # 单俊杰\n    email: shanjunjie@yunwei.cn\n"
 "  - name: 值班-二线\n    phone: \"400-820-8820\"  # 公司总机\nsilence_minutes: 30\n",
 [("PHONE", "+86 153 2207 9184"), ("PERSON", "单俊杰"), ("EMAIL", "shanjunjie@yunwei.cn")],
 [("public_phone", "400-820-8820"), ("number", "30")]),
("zh", "other",
 "（朋友圈截图转文字）求扩散！我爸爸 章建华 ，72岁，有老年痴呆，今天下午在南京市鼓楼区中山北路附近走失，穿灰色外套。看到请联系 章敏 １５８５１０２３３６７，重谢！",
 [("PERSON", "章建华"), ("MEDICAL", "老年痴呆"), ("ADDRESS", "南京市鼓楼区中山北路"), ("PERSON", "章敏"), ("PHONE", "１５８５１０２３３６７")],
 [("age", "72岁")]),
("mixed", "config",
 "# .env.local — 本地调试用, DON'T push\nANTHROPIC_API_KEY=" + anf + "\nGEMINI_API_KEY=" + gof + "\nDEBUG=true\nPORT=5173\n# owner: 邹凯文 kevin.zou@outlook.com\n",
 [("APIKEY", anf), ("APIKEY", gof), ("PERSON", "邹凯文"), ("EMAIL", "kevin.zou@outlook.com")],
 [("port", "5173")]),
("mixed", "chat",
 "Emma: 你家 wifi 叫啥? \nLi Hua: 叫 HUAWEI-5G-8F2A, password 是 lihua19950607 (我生日 lol)\nEmma: 😂 ok 收到",
 [("PERSON", "Emma"), ("PERSON", "Li Hua"), ("PASSWORD", "lihua19950607"), ("PERSON", "Emma")],
 [("ssid", "HUAWEI-5G-8F2A")]),
("mixed", "email",
 "Dear 王总 / Mr. Wang,\n\nPlease find our invoice INV-2026-0419 for USD 74,800.00 (consulting, Oct–Nov). Remit to:\n"
 f"Beneficiary: Meridian Advisory GmbH\nIBAN: {ibf1}\nBIC: DEUTDEFF\n\n如有问题请联系 Katrin Vogel, +49 30 5557 2210.\n\nBest,\nKatrin",
 [("PERSON", "王总"), ("PERSON", "Wang"), ("AMOUNT", "USD 74,800.00"), ("IBAN", ibf1), ("PERSON", "Katrin Vogel"), ("PHONE", "+49 30 5557 2210"), ("PERSON", "Katrin")],
 [("invoice_id", "INV-2026-0419"), ("bic", "DEUTDEFF"), ("company", "Meridian Advisory GmbH")]),
("mixed", "log",
 "[gin] 2026/12/01 - 10:21:07 | 200 | 12.3ms | 36.112.90.4 | POST \"/v1/login\" user=\"lucy.zhang\" 备注=\"VIP客户\"\n"
 "[gin] 2026/12/01 - 10:21:09 | 500 | 1.2s | 36.112.90.4 | GET \"/v1/orders?phone=13671820094\"",
 [("IP_ADDRESS", "36.112.90.4"), ("PERSON", "lucy.zhang"), ("IP_ADDRESS", "36.112.90.4"), ("PHONE", "13671820094")],
 [("timestamp", "2026/12/01 - 10:21:07"), ("http_status", "200"), ("http_status", "500")]),
("mixed", "csv",
 "passport_no,surname,given_names,nationality,dob,visa_type\nE23817650,LIANG,JIAHAO 梁家豪,CHN,1997-03-15,F-1\n"
 "M70419932,KIM,JIWOO 김지우,KOR,1999-12-08,J-1\nC4F7L20K9,SCHMIDT,LENA,DEU,2000-06-30,F-1\n",
 [("PASSPORT", "E23817650"), ("PERSON", "LIANG,JIAHAO 梁家豪"), ("DATE_OF_BIRTH", "1997-03-15"), ("PASSPORT", "M70419932"), ("PERSON", "KIM,JIWOO 김지우"),
  ("DATE_OF_BIRTH", "1999-12-08"), ("PASSPORT", "C4F7L20K9"), ("PERSON", "SCHMIDT,LENA"), ("DATE_OF_BIRTH", "2000-06-30")],
 [("visa_type", "F-1"), ("visa_type", "J-1"), ("visa_type", "F-1")]),
("en", "stacktrace",
 "sendgrid.helpers.mail.exceptions.ApiKeyIncludedException: Your API key is included in the content!\n"
 "  File \"notify.py\", line 88, in send_receipt\n    body = f\"Hi {name}, thanks! debug key={api_key}\"\n"
 f"  locals: name='Ingrid Solberg', api_key='{sgf}', total='NOK 3 450,00'",
 [("PERSON", "Ingrid Solberg"), ("APIKEY", sgf), ("AMOUNT", "NOK 3 450,00")],
 [("line_number", "line 88")]),
("en", "sms",
 "Telstra: Hi Bec, your new SIM PIN is 2281 and PUK 55190437. Keep these private. Msg ref 7781.",
 [("PERSON", "Bec"), ("PASSWORD", "2281"), ("PASSWORD", "55190437")],
 [("company", "Telstra"), ("ref_id", "7781")]),
]
