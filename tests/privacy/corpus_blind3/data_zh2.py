# Chinese texts, batch 2 (hand-written)
import string as _s

ak = "LTAI5t" + tok(18); sk_ = tok(30)
E("zh", "config",
  "# 阿里云 OSS 上传配置（不要提交到 git！）\noss.endpoint=oss-cn-hangzhou.aliyuncs.com\noss.bucket=img-prod-2026\n"
  f"oss.accessKeyId={ak}\noss.accessKeySecret={sk_}\n# 申请人：蒋文博",
  [("APIKEY", ak), ("SECRET", sk_), ("PERSON", "蒋文博")],
  [("hostname", "oss-cn-hangzhou.aliyuncs.com")])

E("zh", "chat",
  "老王你把他电话给我一下\n就是上次来修空调那个师傅 姓孙 电话一五九 二二七三 八八零六 你记一下",
  [("PERSON", "老王"), ("PERSON", "孙"), ("PHONE", "一五九 二二七三 八八零六")],
  [])

E("zh", "hr_note",
  "【离职面谈纪要】\n员工：钱丽华（财务部）\n离职原因：确诊乳腺癌，需要长期化疗，家人希望她回老家休养。\n"
  "补偿方案：N+1，共计 96,000 元，已与本人确认。\n记录人：人力资源部 曹敏  2026-11-27",
  [("PERSON", "钱丽华"), ("MEDICAL", "乳腺癌"), ("MEDICAL", "化疗"), ("AMOUNT", "96,000 元"), ("PERSON", "曹敏")],
  [("date", "2026-11-27"), ("formula", "N+1")])

E("zh", "other",
  "房屋租赁合同（节选）\n甲方（出租人）：韦国栋  身份证：" + cnid("450103", "19700905", "335") + "\n乙方（承租人）：卢梦瑶\n"
  "房屋坐落：广西南宁市青秀区民族大道136号华润大厦C座2502\n月租金：人民币叁仟伍佰元整（¥3,500），押一付三。",
  [("PERSON", "韦国栋"), ("IDCARD", cnid("450103", "19700905", "335")), ("PERSON", "卢梦瑶"),
   ("ADDRESS", "广西南宁市青秀区民族大道136号华润大厦C座2502"), ("AMOUNT", "人民币叁仟伍佰元整"), ("AMOUNT", "¥3,500")],
  [])

E("zh", "sms",
  "【招商银行】您尾号8842的账户12月1日02:14支出人民币2,600.00元，余额41,377.25元。如非本人操作请致电95555。",
  [("AMOUNT", "人民币2,600.00元"), ("AMOUNT", "41,377.25元")],
  [("account_suffix", "8842"), ("timestamp", "12月1日02:14"), ("phone_service", "95555"), ("company", "招商银行")])

E("zh", "log",
  "WARN  2026-12-01 00:03:51,882 [order-sync] 下单人手机号格式异常: +86-135-0210-7764, 收货地址: 重庆市渝中区解放碑民权路28号英利国际金融中心 (order_no=2026120100003371)",
  [("PHONE", "+86-135-0210-7764"), ("ADDRESS", "重庆市渝中区解放碑民权路28号英利国际金融中心")],
  [("timestamp", "2026-12-01 00:03:51,882"), ("order_id", "2026120100003371")])

E("zh", "medical_note",
  "体检报告摘要\n受检者：欧阳修远  男  48岁\n异常项目：1. 乙肝表面抗原阳性（乙肝小三阳）；2. 尿酸 512μmol/L，提示高尿酸血症；3. 甲状腺结节 TI-RADS 3类。\n"
  "建议：消化内科随访，低嘌呤饮食。体检编号：TJ2026110832",
  [("PERSON", "欧阳修远"), ("MEDICAL", "乙肝表面抗原阳性"), ("MEDICAL", "乙肝小三阳"), ("MEDICAL", "高尿酸血症"), ("MEDICAL", "甲状腺结节")],
  [("lab_value", "512μmol/L"), ("exam_id", "TJ2026110832")])

c = card("6228", length=19, groups=None)
E("zh", "form",
  "工资卡信息变更申请\n申请人：上官婉清\n工号：E20193\n新开户行：中国农业银行上海张江支行\n新卡号：" + c +
  "\n联系电话：021-68881234 转 807\n申请日期：2026年11月30日",
  [("PERSON", "上官婉清"), ("CARD", c), ("PHONE", "021-68881234 转 807")],
  [("employee_id", "E20193"), ("date", "2026年11月30日"), ("company", "中国农业银行上海张江支行")])

E("zh", "calendar",
  "【日程】12月3日（周四）上午10:30 陪爸爸去华西医院复查（肺结节），挂号人：雷振华，就诊卡号 0019283746。"
  "医院地址：四川省成都市武侯区国学巷37号。记得带上次的CT片子。",
  [("PERSON", "雷振华"), ("MEDICAL", "肺结节"), ("ADDRESS", "四川省成都市武侯区国学巷37号")],
  [("date", "12月3日（周四）上午10:30"), ("company", "华西医院"), ("card_no", "0019283746")])

E("zh", "json",
  '{"errcode":0,"errmsg":"ok","userlist":[{"userid":"zhoujielun","name":"周杰伦","mobile":"13641239907","department":[2,5]},'
  '{"userid":"CaiYiLin","name":"蔡依林","mobile":"18611450032","department":[5]}]}',
  [("PERSON", "zhoujielun"), ("PERSON", "周杰伦"), ("PHONE", "13641239907"), ("PERSON", "CaiYiLin"), ("PERSON", "蔡依林"), ("PHONE", "18611450032")],
  [("errcode", "\"errcode\":0")])

tid = "AKID" + tok(32); tkey = tok(32)
E("zh", "yaml",
  "# 腾讯云短信\ntencentcloud:\n  sms:\n    secret-id: " + tid + "\n    secret-key: " + tkey + "\n    sdk-app-id: 1400787612\n"
  "    sign-name: 某某科技\n    template-id: 1928374",
  [("APIKEY", tid), ("SECRET", tkey)],
  [("app_id", "1400787612"), ("template_id", "1928374")])

E("zh", "sql",
  "UPDATE patient_info SET diagnosis = '2型糖尿病伴周围神经病变', drug = '甘精胰岛素 16U qn' WHERE patient_name = '俞佩芳' AND visit_id = 77120;",
  [("MEDICAL", "2型糖尿病伴周围神经病变"), ("MEDICAL", "甘精胰岛素 16U"), ("PERSON", "俞佩芳")],
  [("visit_id", "77120")])

E("zh", "email",
  "各位好，\n\n下周二（12月8日）团建报名截止。请把姓名+手机号回复给我，例如：“范冰 152-1188-3027”。\n费用每人 ¥260 由公司承担。\n\n"
  "行政部 邱霞\n分机 8021 | 深圳市福田区福华三路88号财富大厦\n41楼",
  [("PERSON", "范冰"), ("PHONE", "152-1188-3027"), ("PERSON", "邱霞"), ("ADDRESS", "深圳市福田区福华三路88号财富大厦\n41楼")],
  [("date", "12月8日"), ("price", "¥260"), ("extension", "分机 8021")])

E("zh", "ticket",
  "【客诉工单 CS-20261130-118】\n客户：蔡姐（蔡秀英）\n问题：会员卡里的余额 2,180 元被别人用了。客户说卡背面写着支付密码 369258，可能被人看到。\n处理：已挂失并补卡。",
  [("PERSON", "蔡姐"), ("PERSON", "蔡秀英"), ("AMOUNT", "2,180 元"), ("PASSWORD", "369258")],
  [("ticket_id", "CS-20261130-118")])

E("zh", "chat",
  "群公告：明天聚餐改到海底捞（望京店），地址 朝阳区望京街9号望京国际商业中心B1，订位人 小何 电话 186 0013 5527。AA 每人80",
  [("ADDRESS", "朝阳区望京街9号望京国际商业中心B1"), ("PERSON", "小何"), ("PHONE", "186 0013 5527")],
  [("company", "海底捞"), ("price", "每人80")])

dk = "sk-" + hexs(32)
E("zh", "shell",
  "$ export DEEPSEEK_API_KEY=" + dk + "\n$ python chat.py --model deepseek-chat --max-tokens 2048\n# 上面那个key是孔德明的个人账号，别外传",
  [("APIKEY", dk), ("PERSON", "孔德明")], [("quantity", "2048")])

E("zh", "csv",
  "序号,患者姓名,性别,年龄,诊断,用药\n1,潘建军,男,56,痛风性关节炎,秋水仙碱 0.5mg\n2,董小燕,女,29,过敏性鼻炎,氯雷他定 10mg\n3,汤明,男,71,慢阻肺,噻托溴铵",
  [("PERSON", "潘建军"), ("MEDICAL", "痛风性关节炎"), ("MEDICAL", "秋水仙碱 0.5mg"), ("PERSON", "董小燕"), ("MEDICAL", "过敏性鼻炎"),
   ("MEDICAL", "氯雷他定 10mg"), ("PERSON", "汤明"), ("MEDICAL", "慢阻肺"), ("MEDICAL", "噻托溴铵")],
  [("row_number", "1,"), ("age", "56")])

E("zh", "markdown",
  "### 新人入职清单 ✅\n\n- [x] 开通邮箱：fangyuan@huaxin-tech.com.cn\n- [x] VPN 初始密码：Hx@2026init（首次登录后修改）\n"
  "- [ ] 工位：B区 14 号\n- [ ] 导师：白振宇\n\n> 入职日期 2026-12-07，试用期工资 14,000/月",
  [("EMAIL", "fangyuan@huaxin-tech.com.cn"), ("PASSWORD", "Hx@2026init"), ("PERSON", "白振宇"), ("AMOUNT", "14,000/月")],
  [("date", "2026-12-07"), ("desk", "B区 14 号")])

E("zh", "git_commit",
  "commit 0c9e7a4b1d2f3e5a6b7c8d9e0f1a2b3c4d5e6f70\nAuthor: 贺建平 <hejianping@gitee.example.cn>\n\n"
  "    删除日志中打印的用户密码（之前会把 password=Qwe123456 这种明文写进 info 日志）\n\n    影响版本：v2.3.0 ~ v2.3.4",
  [("PERSON", "贺建平"), ("EMAIL", "hejianping@gitee.example.cn"), ("PASSWORD", "Qwe123456")],
  [("git_hash", "0c9e7a4b1d2f3e5a6b7c8d9e0f1a2b3c4d5e6f70"), ("version", "v2.3.0"), ("version", "v2.3.4")])

E("zh", "stacktrace",
  "Traceback (most recent call last):\n  File \"sync_his.py\", line 144, in <module>\n    upload(record)\n"
  "requests.exceptions.ConnectionError: HTTPConnectionPool(host='58.218.199.41', port=8088): Max retries exceeded with url: "
  "/api/his/patient?name=%E8%B4%BA%E7%BE%8E%E7%8E%B2&idcard=" + cnid("320102", "19780611", "146") + "\n[重试 3/3] 患者贺美玲的检验记录同步失败，稍后人工补录",
  [("IP_ADDRESS", "58.218.199.41"), ("PERSON", "贺美玲"), ("PERSON", "%E8%B4%BA%E7%BE%8E%E7%8E%B2"), ("IDCARD", cnid("320102", "19780611", "146"))],
  [("line_number", "144"), ("port", "8088")])

E("zh", "hr_note",
  "试用期评估 - 研发部\n员工：艾力·买买提\n导师评价：技术扎实，沟通良好。\n备注：员工因哮喘偶尔请假，已提交病假条。转正后月薪 26K。",
  [("PERSON", "艾力·买买提"), ("MEDICAL", "哮喘"), ("AMOUNT", "26K")],
  [])

E("zh", "other",
  "失物招领：在3号楼电梯里捡到一个钱包，里面有身份证（姓名：蒙晓丽，出生 1994年2月14日）和一张银行卡，请失主联系物业 0771-5562 0198 认领。",
  [("PERSON", "蒙晓丽"), ("DATE_OF_BIRTH", "1994年2月14日")],
  [("building", "3号楼"), ("phone_service", "0771-5562 0198")])

E("zh", "sms",
  "宝贝 我到家了。爸爸今天检查结果出来了 说是早期胃癌 医生让下周住院 先别告诉奶奶。住院押金要交两万 我先转你卡里",
  [("MEDICAL", "早期胃癌"), ("AMOUNT", "两万")],
  [("date", "下周")])

dt = hexs(64)
E("zh", "log",
  "[INFO] 2026/11/30 18:22:04 钉钉机器人推送成功 webhook=https://oapi.dingtalk.com/robot/send?access_token=" + dt + " msg_id=88213",
  [("SECRET", dt)], [("timestamp", "2026/11/30 18:22:04"), ("msg_id", "88213")])

E("zh", "form",
  "患者登记\n姓名：　　詹　婷\n出生日期：1988.07.03\n联系电话：（０２０）３８８８ １２３４\n住址：广州市天河区天河路385号太古汇一座22楼\n过敏史：青霉素过敏",
  [("PERSON", "詹　婷"), ("DATE_OF_BIRTH", "1988.07.03"), ("PHONE", "（０２０）３８８８ １２３４"), ("ADDRESS", "广州市天河区天河路385号太古汇一座22楼"),
   ("MEDICAL", "青霉素过敏")],
  [])

E("zh", "chat",
  "刚问了小李 他说服务器root密码还是去年那个：Li@Server1997 你登上去把nginx重启一下 IP是 120.55.168.3",
  [("PERSON", "小李"), ("PASSWORD", "Li@Server1997"), ("IP_ADDRESS", "120.55.168.3")],
  [])

E("zh", "config",
  "[mail]\nsmtp_host = smtp.exmail.qq.com\nsmtp_port = 465\nsmtp_user = notice@shunfeng-logistics.cn\nsmtp_pass = Sf#Notice2026\n; 联系人 田雨 13981126650",
  [("EMAIL", "notice@shunfeng-logistics.cn"), ("PASSWORD", "Sf#Notice2026"), ("PERSON", "田雨"), ("PHONE", "13981126650")],
  [("port", "465"), ("hostname", "smtp.exmail.qq.com")])

E("zh", "json",
  '{"orderId":"DD2026113087712","buyer":{"name":"秦 川","tel":"0755-8632 1100","address":"深圳市南山区粤海街道高新南七道与科技南十二路交汇处"},'
  '"amount":{"total":"5,899.00","currency":"CNY"},"remark":"发票抬头：深圳某某科技有限公司"}',
  [("PERSON", "秦 川"), ("PHONE", "0755-8632 1100"), ("ADDRESS", "深圳市南山区粤海街道高新南七道与科技南十二路交汇处")],
  [("order_id", "DD2026113087712"), ("price", "5,899.00")])

E("zh", "email",
  "王经理：\n\n关于员工宁浩的工伤申请，他于11月18日在车间摔伤，诊断为右侧桡骨远端骨折，需休养6周。医药费合计 12,836.40 元，已垫付。\n"
  "身份证：" + cnid("370202", "19830429", "513") + "\n\n安全部 鲁卫东",
  [("PERSON", "王经理"), ("PERSON", "宁浩"), ("MEDICAL", "右侧桡骨远端骨折"), ("AMOUNT", "12,836.40 元"),
   ("IDCARD", cnid("370202", "19830429", "513")), ("PERSON", "鲁卫东")],
  [("date", "11月18日"), ("duration", "6周")])

E("zh", "calendar",
  "12月12日 19:00 家长会（初二3班）\n班主任：岑老师 手机 13877163320\n议程：期中成绩（均分 87.5）、寒假安排\n地点：学校三楼多功能厅",
  [("PERSON", "岑老师"), ("PHONE", "13877163320")],
  [("date", "12月12日 19:00"), ("score", "87.5")])

E("zh", "ticket",
  "BUG #4471 小程序 v1.8.2：用户“温晴”在填写收货地址时，输入“北京市海淀区中关村大街27号中关村大厦1105室”后点击保存无反应。复现率 100%。",
  [("PERSON", "温晴"), ("ADDRESS", "北京市海淀区中关村大街27号中关村大厦1105室")],
  [("ticket_id", "#4471"), ("version", "v1.8.2")])

E("zh", "medical_note",
  "心理咨询记录（第4次）\n来访者：L女士（林，32岁）\n主诉：长期失眠、情绪低落，医院诊断为抑郁症，正在服用舍曲林 50mg 和 艾司唑仑。\n"
  "评估：有轻度自伤念头，已签署安全协议。下次：12/10",
  [("PERSON", "林"), ("MEDICAL", "长期失眠"), ("MEDICAL", "情绪低落"), ("MEDICAL", "抑郁症"), ("MEDICAL", "舍曲林 50mg"),
   ("MEDICAL", "艾司唑仑"), ("MEDICAL", "轻度自伤念头")],
  [("date", "12/10"), ("session", "第4次")])

E("zh", "yaml",
  "spring:\n  redis:\n    host: 10.10.3.27\n    port: 6379\n    password: redis@Prod#88\n  datasource:\n    url: jdbc:postgresql://pg-master:5432/crm\n"
  "# 维护人: 焦磊",
  [("IP_ADDRESS", "10.10.3.27"), ("PASSWORD", "redis@Prod#88"), ("PERSON", "焦磊")],
  [("port", "6379"), ("port", "5432")])

bc = card("6222", length=19, groups=None)
E("zh", "sql",
  "INSERT INTO salary_2026_11 (emp_no, emp_name, base, bonus, bank_card) VALUES ('A1029', '车晓峰', 23000.00, 8000.00, '" + bc + "');",
  [("PERSON", "车晓峰"), ("CARD", bc), ("AMOUNT", "23000.00"), ("AMOUNT", "8000.00")],
  [("employee_id", "A1029")])

E("zh", "markdown",
  "| 姓名 | 部门 | 体检结论 |\n|---|---|---|\n| 温建新 | 生产部 | 高血脂，建议服用阿托伐他汀 |\n| 毛雨欣 | 质检部 | 正常 |\n| 温建新（复查） | - | 血脂下降 |",
  [("PERSON", "温建新"), ("MEDICAL", "高血脂"), ("MEDICAL", "阿托伐他汀"), ("PERSON", "毛雨欣"), ("PERSON", "温建新", 2)],
  [])
