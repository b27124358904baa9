# Extra texts, part G (hand-written one by one).
from gen import *
from part_f import ibf2, ibf3, ibf4, nirf, stf, ninf, glf, npf, hff, oaf, slf, ghf, jwf, cf3

ENTRIES = [
("en", "email",
 "Hi team,\n\nquick heads-up: Rajesh asked me to update his bank details for payroll. New account: " + ibf4 + " (HSBC UK). "
 "He also mentioned his NI number changed?? (it didn't, it's still " + ninf + ") - can someone double-check with him?\n\ncheers,\nbecky t.\n"
 "People Ops · Flat 3, 27 Wilmslow Rd\nManchester M14 5TB",
 [("PERSON", "Rajesh"), ("IBAN", ibf4), ("NATIONAL_ID", ninf), ("PERSON", "becky t."), ("ADDRESS", "Flat 3, 27 Wilmslow Rd\nManchester M14 5TB")],
 [("company", "HSBC UK")]),
("en", "other",
 "Hard negative check — nothing in here is personal:\n  release v4.0.0-beta.2 (build 20261130.7), order #1002-5591-33, "
 "ISBN 978-0-306-40615-7, SKU 4006381333931, Zoom meeting ID 845 2210 9931, server 127.0.0.1:8443, docs at 2001:db8::8a2e:370:7334, "
 "price $1,299.00 per seat, HTTP 404.",
 [],
 [("version", "v4.0.0-beta.2"), ("build", "20261130.7"), ("order_id", "#1002-5591-33"), ("isbn", "978-0-306-40615-7"), ("sku", "4006381333931"),
  ("meeting_id", "845 2210 9931"), ("ip_loopback", "127.0.0.1"), ("port", "8443"), ("ip_documentation", "2001:db8::8a2e:370:7334"),
  ("price", "$1,299.00"), ("http_status", "404")]),
("en", "json",
 '{"claims":' + '{"iss":"https://auth.example.com","aud":"api"},"raw_id_token":"' + jwf + '","patient":{"given":"Óscar","family":"Navarro Ruiz",'
 '"conditions":["epilepsy","GERD"],"meds":["levetiracetam 500 mg","omeprazole 20 mg"]},"iban_refund":"' + ibf2 + '"}',
 [("APIKEY", jwf), ("PERSON", "Óscar"), ("PERSON", "Navarro Ruiz"), ("MEDICAL", "epilepsy"), ("MEDICAL", "GERD"), ("MEDICAL", "levetiracetam 500 mg"),
  ("MEDICAL", "omeprazole 20 mg"), ("IBAN", ibf2)],
 [("url", "https://auth.example.com")]),
("en", "shell",
 "$ cat ~/.npmrc\n//registry.npmjs.org/:_authToken=" + npf + "\n$ cat ~/.huggingface/token\n" + hff + "\n$ whoami\nfatima.zahra\n$ uname -r\n6.8.0-49-generic",
 [("APIKEY", npf), ("APIKEY", hff), ("PERSON", "fatima.zahra")],
 [("version", "6.8.0-49-generic")]),
("en", "form",
 "Formulaire — Mutuelle santé\nNom / prénom : DUBOIS Élodie\nNuméro de sécurité sociale : " + nirf + "\nNé(e) le : 13 février 1991\n"
 "Adresse : 7 bis, avenue Jean-Jaurès, 33000 Bordeaux\nPathologie déclarée : sclérose en plaques\nCotisation : 84,50 € / mois",
 [("PERSON", "DUBOIS Élodie"), ("NATIONAL_ID", nirf), ("DATE_OF_BIRTH", "13 février 1991"), ("ADDRESS", "7 bis, avenue Jean-Jaurès, 33000 Bordeaux"),
  ("MEDICAL", "sclérose en plaques"), ("AMOUNT", "84,50 €")],
 []),
("en", "log",
 "WARN  [2026-11-30 16:40:12] bank-connector: SEPA credit transfer rejected (AC04 closed account) debtor=\"Greco Matteo\" iban=" + ibf3 +
 " amount=EUR 2.150,00 e2e=E2E-77120-XK\nINFO  [2026-11-30 16:40:12] retry scheduled in 3600s",
 [("PERSON", "Greco Matteo"), ("IBAN", ibf3), ("AMOUNT", "EUR 2.150,00")],
 [("timestamp", "2026-11-30 16:40:12"), ("reason_code", "AC04"), ("ref_id", "E2E-77120-XK"), ("duration", "3600s")]),
("zh", "chat",
 "小刘，把周总的手机号发我下？\n> 周振宇 186 0101 7345，别说是我给的哈\n> 对了他家在 海淀区苏州街18号院长远天地大厦 后面那栋",
 [("PERSON", "小刘"), ("PERSON", "周总"), ("PERSON", "周振宇"), ("PHONE", "186 0101 7345"), ("ADDRESS", "海淀区苏州街18号院长远天地大厦")],
 []),
("zh", "git_commit",
 "commit e41a0c9b2f\nAuthor: ci-bot <ci@example.com>\n\n    回滚：v1.4.2 中误把 gitlab token 写进了 .gitlab-ci.yml\n\n"
 "    泄露的 token: " + glf + "\n    已由 @钱多多 在后台吊销。",
 [("APIKEY", glf), ("PERSON", "钱多多")],
 [("git_hash", "e41a0c9b2f"), ("email_public", "ci@example.com"), ("version", "v1.4.2")]),
("zh", "csv",
 "日期,摘要,收入,支出,余额,对方户名\n2026-11-01,工资,21,350.00,,86,420.19,北京字节跳动科技有限公司\n2026-11-03,房租,,6,800.00,79,620.19,房东-贾晓燕\n",
 [("AMOUNT", "21,350.00"), ("AMOUNT", "86,420.19"), ("AMOUNT", "6,800.00"), ("AMOUNT", "79,620.19"), ("PERSON", "贾晓燕")],
 [("date", "2026-11-01"), ("date", "2026-11-03"), ("company", "北京字节跳动科技有限公司")]),
("zh", "sql",
 "UPDATE user_profile SET real_name='慕容雪', wechat='murong_xue_88', home_addr='浙江省宁波市鄞州区天童南路588号宁波文化广场7幢' WHERE uid=901233;\n-- 工单 DB-7781，执行人 dba_zhao",
 [("PERSON", "慕容雪"), ("PERSON", "murong_xue_88"), ("ADDRESS", "浙江省宁波市鄞州区天童南路588号宁波文化广场7幢"), ("PERSON", "dba_zhao")],
 [("record_id", "901233"), ("ticket_id", "DB-7781")]),
("zh", "hr_note",
 "试用期评估\n员工：司徒静\n出生日期：1996/04/12\n评价：工作认真。本人告知患有癫痫，服用丙戊酸钠，已安排不值夜班。\n转正后月薪：¥14,000（原 ¥12,000）",
 [("PERSON", "司徒静"), ("DATE_OF_BIRTH", "1996/04/12"), ("MEDICAL", "癫痫"), ("MEDICAL", "丙戊酸钠"), ("AMOUNT", "¥14,000"), ("AMOUNT", "¥12,000")],
 []),
("mixed", "markdown",
 "### Onboarding checklist ✅\n- [x] 发 laptop (asset LT-2291)\n- [x] Slack bot token 已配置: `" + slf + "`\n- [ ] 新人 Sun Yifan 孙一帆 的 German tax ID: " + stf + "\n- [ ] 工位: 3F-A12",
 [("APIKEY", slf), ("PERSON", "Sun Yifan"), ("PERSON", "孙一帆"), ("NATIONAL_ID", stf)],
 [("asset_id", "LT-2291"), ("desk", "3F-A12")]),
("mixed", "stacktrace",
 "UnhandledPromiseRejection: GitHub API 401 Bad credentials\n    at Octokit.request (node_modules/@octokit/request/dist-node/index.js:86:21)\n"
 "  token used: " + ghf + "\n  // 这是 Zhao Min 的 personal token, 离职前没回收",
 [("APIKEY", ghf), ("PERSON", "Zhao Min")],
 [("http_status", "401"), ("line_number", "index.js:86:21")]),
("mixed", "sms",
 "【Apple】Your Apple ID verification code is 774201. 如果不是你本人操作, 请勿分享. 香港用户 call 800-908-988",
 [],
 [("otp_or_code", "774201"), ("public_phone", "800-908-988"), ("company", "Apple")]),
("mixed", "ticket",
 "TKT-60213 退款 refund request\n客户 customer: 'amy chen' <amy.chen.sh@126.com>\nPaid with AMEX " + cf3 + ", CID 8812\n金额 amount: HK$ 6,480\n"
 "Reason: 重复扣款 duplicate charge",
 [("PERSON", "amy chen"), ("EMAIL", "amy.chen.sh@126.com"), ("CARD", cf3), ("CVV", "8812"), ("AMOUNT", "HK$ 6,480")],
 [("ticket_id", "TKT-60213")]),
("en", "medical_note",
 "SOAP - 30 Nov\nS: 'Kwabena' (prefers Kobby) Mensah, 41M, says he's 'been low' for months, not sleeping, drinking more. Denies SI.\n"
 "O: PHQ-9 = 17.\nA: major depressive disorder, moderate-severe; alcohol use disorder (mild).\nP: start escitalopram 10 mg, refer to counselling. OpenAI note-summarizer key in EHR log was " + oaf + " (reported to IT).",
 [("PERSON", "Kwabena"), ("PERSON", "Kobby"), ("PERSON", "Mensah"), ("MEDICAL", "been low"), ("MEDICAL", "not sleeping"), ("MEDICAL", "major depressive disorder, moderate-severe"),
  ("MEDICAL", "alcohol use disorder (mild)"), ("MEDICAL", "escitalopram 10 mg"), ("APIKEY", oaf)],
 [("date", "30 Nov"), ("score", "PHQ-9 = 17")]),
]
