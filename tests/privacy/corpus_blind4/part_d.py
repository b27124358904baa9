# Chinese texts, part D (hand-written one by one).
from gen import *

iz1 = cnid("110108", "19951023", "416")
iz2 = cnid("440106", "19680306", "231")
iz3 = cnid("330102", "20030815", "729")
iz4 = cnid("420111", "19911129", "458")
iz5 = cnid("510104", "19890601", "173")
iz6 = cnid("320505", "19770419", "306")
fw_phone = "１３６０１２７８８４５"
cz1 = luhn("6217 0001 3002 4581 73")
cz2 = luhn("621226100203771449")
cz3 = luhn("4392 2500 1377 802")
qw_key = "sk-" + hexs(32)
wx_secret = hexs(32)
dd_token = hexs(64)
jz1 = jwt({"userId": "u10293", "nickName": "阿强", "exp": 1767196800})
pz1 = pem("PRIVATE KEY", 3)
gz1 = k_gitlab()

ENTRIES = [
("zh", "chat",
 "张伟的手机换号了，新号 １３６０１２７８８４５，旧的 139 那个别打了。他说下周三请大家吃饭🍲",
 [("PERSON", "张伟"), ("PHONE", fw_phone)],
 [("date", "下周三")]),
("zh", "chat",
 "妈：闺女，我把医保卡和身份证都放抽屉里了，身份证号你记一下 " + iz2 + "，明天你带我去医院看看我那个腰椎间盘突出，顺便把降压药拿了。",
 [("IDCARD", iz2), ("MEDICAL", "腰椎间盘突出"), ("MEDICAL", "降压药")],
 []),
("zh", "email",
 "各位同事：\n\n本月报销已打款，明细如下（仅本人可见请勿转发）：\n  - 冯晓东：差旅费 ¥3,460.00\n  - 欧阳倩：招待费 ¥1,288.50\n"
 "报销单号 BX-202611-0093 ～ BX-202611-0107。\n\n财务部 邓丽\n电话：020-3866 1052 分机 8017\n邮箱：deng.li@huananmed.com",
 [("PERSON", "冯晓东"), ("AMOUNT", "¥3,460.00"), ("PERSON", "欧阳倩"), ("AMOUNT", "¥1,288.50"), ("PERSON", "邓丽"),
  ("PHONE", "020-3866 1052"), ("EMAIL", "deng.li@huananmed.com")],
 [("doc_id", "BX-202611-0093"), ("doc_id", "BX-202611-0107"), ("extension", "8017")]),
("zh", "log",
 "I1130 23:10:44.912 31877 gateway.cc:214] 请求来源 ip=2409:8a1e:6c31:7e20:5d2f:19aa:83c1:4e07 uid=558201 路径=/api/v3/user/profile 耗时=87ms\n"
 "I1130 23:10:45.001 31877 gateway.cc:219] 鉴权 token=" + jz1 + " 结果=OK",
 [("IP_ADDRESS", "2409:8a1e:6c31:7e20:5d2f:19aa:83c1:4e07"), ("APIKEY", jz1)],
 [("line_number", "gateway.cc:214"), ("line_number", "gateway.cc:219"), ("pid", "31877"), ("version", "/api/v3")]),
("zh", "config",
 "[通义千问]\nDASHSCOPE_API_KEY = " + qw_key + "\nMODEL = qwen-max-2025-01-25\n\n[钉钉机器人]\nACCESS_TOKEN = " + dd_token + "\nSECRET = SEC" + wx_secret + "\n",
 [("APIKEY", qw_key), ("APIKEY", dd_token), ("SECRET", "SEC" + wx_secret)],
 [("version", "2025-01-25")]),
("zh", "ticket",
 "【客诉】编号 KS-20261201-0007\n用户“芒果不酸”（实名：任佳慧）反映信用卡 " + cz3 + " 被盗刷 3 笔，共计 ￥12,760。\n"
 "用户要求冻结卡片，联系方式 158 0211 7364。请风控组 @老宋 跟进。",
 [("PERSON", "任佳慧"), ("CARD", cz3), ("AMOUNT", "￥12,760"), ("PHONE", "158 0211 7364"), ("PERSON", "老宋")],
 [("ticket_id", "KS-20261201-0007")]),
("zh", "csv",
 "学号,姓名,出生日期,家长电话,家庭住址,过敏史\n"
 "2024031501,罗子轩,2013-08-09,13811029374,北京海淀区学院路30号院12号楼3单元502,花生过敏\n"
 "2024031502,包一诺,2013-11-27,18600371295,海淀区清华东路17号,无\n",
 [("PERSON", "罗子轩"), ("DATE_OF_BIRTH", "2013-08-09"), ("PHONE", "13811029374"), ("ADDRESS", "北京海淀区学院路30号院12号楼3单元502"),
  ("MEDICAL", "花生过敏"), ("PERSON", "包一诺"), ("DATE_OF_BIRTH", "2013-11-27"), ("PHONE", "18600371295"), ("ADDRESS", "海淀区清华东路17号")],
 [("student_id", "2024031501"), ("student_id", "2024031502")]),
("zh", "stacktrace",
 "Traceback (most recent call last):\n  File \"/opt/crawler/login.py\", line 41, in <module>\n    sess.login(\"dengchao\", \"Dc19880216!\")\n"
 "  File \"/opt/crawler/lib/client.py\", line 133, in login\n    raise LoginError(f\"登录失败：用户 {user} 密码错误\")\nLoginError: 登录失败：用户 dengchao 密码错误",
 [("PERSON", "dengchao"), ("PASSWORD", "Dc19880216!"), ("PERSON", "dengchao")],
 [("line_number", "line 41"), ("line_number", "line 133")]),
("zh", "shell",
 "$ cat ~/.ssh/id_ed25519\n" + pz1 + "\n$ ls -l\n-rw------- 1 yuhang staff 411 11月 30 22:01 id_ed25519\n",
 [("SECRET", pz1), ("PERSON", "yuhang")],
 [("file_size", "411")]),
("zh", "json",
 '{"订单":{"编号":"TB3301927745","金额":188.00,"商品":"无线耳机 Pro 2"},"收货人":{"姓名":"韩梅梅","电话":"176-0213-5589",'
 '"地址":"江苏省苏州市姑苏区人民路1388号"},"买家备注":"放门口，不要打电话，家里有孩子在睡觉"}',
 [("PERSON", "韩梅梅"), ("PHONE", "176-0213-5589"), ("ADDRESS", "江苏省苏州市姑苏区人民路1388号")],
 [("order_id", "TB3301927745"), ("price", "188.00"), ("product", "无线耳机 Pro 2")]),
("zh", "yaml",
 "# 生产环境 gitlab-ci 变量（误提交）\nvariables:\n  GITLAB_TOKEN: \"" + gz1 + "\"\n  DEPLOY_HOST: 47.98.120.33\n  DEPLOY_USER: ops\n"
 "  DEPLOY_PASS: '运维@2026'\n  IMAGE_TAG: v3.12.7\n",
 [("APIKEY", gz1), ("IP_ADDRESS", "47.98.120.33"), ("PASSWORD", "运维@2026")],
 [("version", "v3.12.7")]),
("zh", "markdown",
 "## 家庭备忘\n\n- 宽带账号：02781234567，密码 `whkd8888`\n- 爸爸的社保卡密码 = 他生日后六位\n- 物业电话 027-8765 4321（公共号码）\n"
 "- 妈妈：" + iz4 + "，每天吃 **阿托伐他汀 20mg**（高血脂）\n",
 [("PASSWORD", "whkd8888"), ("IDCARD", iz4), ("MEDICAL", "阿托伐他汀 20mg"), ("MEDICAL", "高血脂")],
 [("account_id", "02781234567"), ("public_phone", "027-8765 4321")]),
("zh", "sql",
 "-- 导出近30天高价值客户\nSELECT name, mobile, card_no FROM vip WHERE total > 50000;\n"
 "/* 结果样例\n 申屠雅琴 | 13370129485 | " + cz1 + "\n 上官文博 | 15901827764 | " + cz2 + "\n*/",
 [("PERSON", "申屠雅琴"), ("PHONE", "13370129485"), ("CARD", cz1), ("PERSON", "上官文博"), ("PHONE", "15901827764"), ("CARD", cz2)],
 [("number", "50000"), ("duration", "30天")]),
("zh", "git_commit",
 "commit 0c5d2e7f\n作者: 唐嫣然 <tangyr@pku.edu.cn>\n日期: 2026-11-28\n\n    chore: 更新联系人\n\n"
 "    把技术支持从 罗志祥(139-1177-0825) 换成 蔡依林(137 1420 6631)，issue #77",
 [("PERSON", "唐嫣然"), ("EMAIL", "tangyr@pku.edu.cn"), ("PERSON", "罗志祥"), ("PHONE", "139-1177-0825"), ("PERSON", "蔡依林"), ("PHONE", "137 1420 6631")],
 [("git_hash", "0c5d2e7f"), ("date", "2026-11-28"), ("issue_id", "#77")]),
("zh", "calendar",
 "日程：心理咨询（第6次）\n时间：每周四 19:00-19:50\n咨询师：彭老师\n来访者：程晓雯（焦虑症、惊恐发作）\n地点：成都市锦江区红星路三段1号IFS二号办公楼2908\n费用：每次 ¥600，已付至12月",
 [("PERSON", "彭老师"), ("PERSON", "程晓雯"), ("MEDICAL", "焦虑症"), ("MEDICAL", "惊恐发作"), ("ADDRESS", "成都市锦江区红星路三段1号IFS二号办公楼2908")],
 [("count", "第6次"), ("time", "19:00-19:50"), ("price", "¥600")]),
("zh", "other",
 "快递面单（OCR）：收 蒋文 185****7713 浙江省杭州市余杭区五常街道文一西路969号 ｜ 寄 小米之家 400-100-5678 ｜ 运单 YT7712093348551",
 [("PERSON", "蒋文"), ("ADDRESS", "浙江省杭州市余杭区五常街道文一西路969号")],
 [("masked_phone", "185****7713"), ("public_phone", "400-100-5678"), ("tracking_id", "YT7712093348551"), ("company", "小米之家")]),
("zh", "sms",
 "【建设银行】尊敬的卢先生，您的房贷本月应还 ¥8,312.46，剩余本金 ¥1,093,550.00，请于12月15日前存入尾号3306账户。",
 [("PERSON", "卢先生"), ("AMOUNT", "¥8,312.46"), ("AMOUNT", "¥1,093,550.00")],
 [("date", "12月15日"), ("card_last4", "3306")]),
("zh", "form",
 "住院登记\n姓名：白雪　性别：女　民族：回族\n身份证：" + iz5 + "\n诊断：急性阑尾炎\n医保类型：城镇职工\n押金：￥5000（家属 白建军 代付）\n联系地址：成都市青羊区东城根上街95号",
 [("PERSON", "白雪"), ("IDCARD", iz5), ("MEDICAL", "急性阑尾炎"), ("AMOUNT", "￥5000"), ("PERSON", "白建军"), ("ADDRESS", "成都市青羊区东城根上街95号")],
 []),
("zh", "hr_note",
 "背调记录：候选人 宋子豪（身份证 " + iz1 + "）\n前公司：字节跳动，离职薪资 年包 ¥860,000\n前主管 李梦洁 评价：能力强，但2025年因抑郁症休假两个月。\n背调编号 BD-3391",
 [("PERSON", "宋子豪"), ("IDCARD", iz1), ("AMOUNT", "¥860,000"), ("PERSON", "李梦洁"), ("MEDICAL", "抑郁症")],
 [("company", "字节跳动"), ("ref_id", "BD-3391")]),
("zh", "medical_note",
 "随访记录：患者苏建华，HIV感染者，规律服用比克恒（BIC/FTC/TAF）每日1片，病毒载量<20 copies/mL。配偶知情。下次随访 2027-03-02。",
 [("PERSON", "苏建华"), ("MEDICAL", "HIV感染者"), ("MEDICAL", "比克恒（BIC/FTC/TAF）")],
 [("measurement", "<20 copies/mL"), ("date", "2027-03-02")]),
("zh", "log",
 "[WARN] 2026-12-01 00:00:03 风控命中：用户 孔令辉 身份证 " + iz6 + " 在 3 分钟内从 106.11.34.92、112.17.240.8 两地登录；设备 iPhone15,2；规则 R-0042",
 [("PERSON", "孔令辉"), ("IDCARD", iz6), ("IP_ADDRESS", "106.11.34.92"), ("IP_ADDRESS", "112.17.240.8")],
 [("timestamp", "2026-12-01 00:00:03"), ("device", "iPhone15,2"), ("rule_id", "R-0042")]),
("zh", "other",
 "（微信语音转文字）喂 老王啊 那个快递柜密码是 四七二九 零八 哦不对是472908 你到了直接输就行 地址就是小区东门 朝阳区望京西园三区312楼4单元601 楼下",
 [("PERSON", "老王"), ("PASSWORD", "四七二九 零八"), ("PASSWORD", "472908"), ("ADDRESS", "朝阳区望京西园三区312楼4单元601")],
 []),
("zh", "email",
 "主题：Re: 申请开具在职证明\n\n黎明你好，\n证明已开好：兹证明黎明（身份证号：" + iz3 + "）自2024年7月起在我司任职，月收入税前人民币壹万伍仟元整（¥15,000）。\n人事部 2026年12月1日",
 [("PERSON", "黎明"), ("PERSON", "黎明"), ("IDCARD", iz3), ("AMOUNT", "壹万伍仟元整"), ("AMOUNT", "¥15,000")],
 [("date", "2024年7月"), ("date", "2026年12月1日")]),
("zh", "config",
 "# 企业微信\ncorp_id=ww6a1c2e3f4b5d6e7f\nagent_id=1000002\ncorp_secret=" + rnd(43, ALNUM + "-_") + "\n# 负责人：祁同伟 手机17600983214\n",
 [], []),
]

# the last entry's secret is built above with rnd(); give it its span here
_lang, _kind, _text, _sp, _dc = ENTRIES[-1]
_sec = _text.split("corp_secret=")[1].split("\n")[0]
ENTRIES[-1] = (_lang, _kind, _text, [("SECRET", _sec), ("PERSON", "祁同伟"), ("PHONE", "17600983214")],
               [("app_id", "ww6a1c2e3f4b5d6e7f"), ("app_id", "1000002")])
