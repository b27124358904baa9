# Chinese texts, batch 1 (hand-written)

E("zh", "chat",
  "王芳的电话是13812345678，你直接打给她就行。她说明天下午三点在国贸那边的星巴克等你，别迟到哈",
  [("PERSON", "王芳"), ("PHONE", "13812345678")],
  [("company", "星巴克")])

i1 = cnid("310104", "19910823", "042")
E("zh", "form",
  f"入职登记表\n姓名：陈思远\n性别：男\n身份证号：{i1}\n出生日期：1991年8月23日\n户籍地址：上海市徐汇区漕溪北路398号12栋1502室\n"
  "紧急联系人：陈建国（父） 139 1762 4408\n工号：HR-2026-0311",
  [("PERSON", "陈思远"), ("IDCARD", i1), ("DATE_OF_BIRTH", "1991年8月23日"), ("ADDRESS", "上海市徐汇区漕溪北路398号12栋1502室"),
   ("PERSON", "陈建国"), ("PHONE", "139 1762 4408")],
  [("employee_id", "HR-2026-0311")])

E("zh", "medical_note",
  "门诊病历\n患者：刘德明，男，67岁。主诉：胸闷、气短两周。既往史：高血压十余年，2型糖尿病五年。\n"
  "用药：二甲双胍 0.5g 每日两次，氨氯地平 5mg 每日一次。诊断：冠心病待排。建议：心电图、冠脉CTA。复诊日期：12月9日",
  [("PERSON", "刘德明"), ("MEDICAL", "胸闷、气短"), ("MEDICAL", "高血压"), ("MEDICAL", "2型糖尿病"), ("MEDICAL", "二甲双胍 0.5g"),
   ("MEDICAL", "氨氯地平 5mg"), ("MEDICAL", "冠心病")],
  [("date", "12月9日")])

E("zh", "sms",
  "【顺丰速运】您的快件SF1420398877213已到达深圳市南山区科技园南区丰巢柜，取件码 608214，请凭取件码取件。如有疑问请致电95338",
  [],
  [("tracking_id", "SF1420398877213"), ("pickup_code", "608214"), ("phone_service", "95338"), ("company", "顺丰速运")])

E("zh", "chat",
  "跟李娜说一下，公司wifi密码改成了 Lx#2026qiuTian 了，访客网络还是原来那个。另外她的报销 3,280 元已经打到她卡上了",
  [("PERSON", "李娜"), ("PASSWORD", "Lx#2026qiuTian"), ("AMOUNT", "3,280 元")],
  [])

E("zh", "log",
  "2026-11-30 22:41:07.118 [http-nio-8080-exec-4] INFO  c.x.user.LoginController - 用户 zhangwei_88 登录成功，IP=112.64.217.35，设备=iPhone15,2\n"
  "2026-11-30 22:41:09.552 [http-nio-8080-exec-4] INFO  c.x.user.LoginController - 绑定手机 150****3321",
  [("PERSON", "zhangwei_88"), ("IP_ADDRESS", "112.64.217.35")],
  [("timestamp", "2026-11-30 22:41:07.118"), ("port", "8080"), ("product", "iPhone15,2"), ("masked_phone", "150****3321")])

E("zh", "hr_note",
  "绩效沟通记录（保密）\n员工：赵一鸣\n本年度绩效B+，调薪方案：月薪由 18500 调整为 21000，自2027年1月起生效。\n"
  "员工提到近期因焦虑症在服用帕罗西汀，希望减少出差。HRBP：孙晓燕",
  [("PERSON", "赵一鸣"), ("AMOUNT", "18500"), ("AMOUNT", "21000"), ("MEDICAL", "焦虑症"), ("MEDICAL", "帕罗西汀"), ("PERSON", "孙晓燕")],
  [("date", "2027年1月")])

i2 = cnid("440305", "19850212", "317")
E("zh", "sql",
  "INSERT INTO t_member (member_no, real_name, id_card, mobile, addr) VALUES "
  f"('M00923871', '黄丽萍', '{i2}', '18620931457', '广东省深圳市南山区粤海街道科苑南路2666号');",
  [("PERSON", "黄丽萍"), ("IDCARD", i2), ("PHONE", "18620931457"), ("ADDRESS", "广东省深圳市南山区粤海街道科苑南路2666号")],
  [("member_id", "M00923871")])

c6 = card("622588")
E("zh", "email",
  "张总您好：\n\n附件是本月的对账单，合同编号HT-2026-1187，应付金额合计人民币 128,640.00 元，请于12月15日前支付至以下账户：\n"
  "开户行：招商银行北京分行营业部\n账号：" + c6 + "\n\n此致\n敬礼\n北京云栈科技有限公司 财务部 何婷婷\n电话：010-8562 3390",
  [("PERSON", "张总"), ("AMOUNT", "人民币 128,640.00 元"), ("CARD", c6), ("PERSON", "何婷婷"), ("PHONE", "010-8562 3390")],
  [("contract_id", "HT-2026-1187"), ("date", "12月15日"), ("company", "北京云栈科技有限公司")])

i4 = fw(cnid("110105", "19620417", "202")); p4 = fw("13901123456")
E("zh", "chat",
  "我妈的身份证号你帮我填一下吧：" + i4 + "，她是1962年4月17日生的，电话" + p4,
  [("IDCARD", i4), ("DATE_OF_BIRTH", "1962年4月17日"), ("PHONE", p4)],
  [])

c5 = card("621700", length=19, groups=(4, 4, 4, 4, 3))
E("zh", "ticket",
  "工单 #T20261129-0042\n客户反馈：APP 3.2.1 版本无法提现。客户姓名：吴俊杰，绑定银行卡 " + c5 + "，"
  "余额显示 56,320.18 元但无法转出。客服：小周",
  [("PERSON", "吴俊杰"), ("CARD", c5), ("AMOUNT", "56,320.18 元"), ("PERSON", "小周")],
  [("ticket_id", "#T20261129-0042"), ("version", "3.2.1")])

E("zh", "config",
  "# 数据库配置\nspring.datasource.url=jdbc:mysql://10.0.12.45:3306/order_db?useSSL=false\n"
  "spring.datasource.username=order_admin\nspring.datasource.password=Zd@8823!mall\n# 负责人：林晓峰 18958102236\nserver.port=9001",
  [("IP_ADDRESS", "10.0.12.45"), ("PASSWORD", "Zd@8823!mall"), ("PERSON", "林晓峰"), ("PHONE", "18958102236")],
  [("port", "3306"), ("port", "9001")])

E("zh", "markdown",
  "## 值班表（12月第一周）\n\n| 日期 | 值班人 | 手机 |\n|------|--------|------|\n| 12-01 | 郭强 | 136-0211-8843 |\n"
  "| 12-02 | 欧阳娜娜 | 158 2093 7716 |\n| 12-03 | 郭强 | 同上 |\n\n> 紧急情况请拨打 400-820-1234 (服务台)",
  [("PERSON", "郭强"), ("PHONE", "136-0211-8843"), ("PERSON", "欧阳娜娜"), ("PHONE", "158 2093 7716"), ("PERSON", "郭强", 2)],
  [("date", "12-01"), ("date", "12-02"), ("phone_service", "400-820-1234")])

E("zh", "other",
  "快递单\n收件人：马晓东\n联系电话：+86 177 2144 9083\n收件地址：浙江省杭州市西湖区文三路478号华星时代广场A座1203室\n"
  "寄件人：淘宝店铺「小熊家居」\n物品：台灯 ×1（¥89）",
  [("PERSON", "马晓东"), ("PHONE", "+86 177 2144 9083"), ("ADDRESS", "浙江省杭州市西湖区文三路478号华星时代广场A座1203室")],
  [("price", "¥89"), ("company", "小熊家居")])

E("zh", "chat",
  "老婆 银行卡密码是我生日后六位 不对 是 520131，你取钱的时候别输错了，输错三次就锁了",
  [("PASSWORD", "520131")],
  [("quantity", "三次")])

E("zh", "json",
  '{"code":0,"msg":"success","data":{"userId":883102,"nickName":"晓雯","realName":"宋晓雯","phone":"13567702219",'
  '"birthday":"1996-03-08","vipLevel":3,"traceId":"a3f9c1e07b2d4e55"}}',
  [("PERSON", "晓雯"), ("PERSON", "宋晓雯"), ("PHONE", "13567702219"), ("DATE_OF_BIRTH", "1996-03-08")],
  [("user_id", "883102"), ("trace_id", "a3f9c1e07b2d4e55")])

E("zh", "medical_note",
  "护理记录：3床 周桂兰，女，81岁，阿尔茨海默病，夜间躁动。今晨测血糖 8.2mmol/L。遵医嘱予多奈哌齐 5mg 口服。家属（儿子 周文斌，电话 13306617720）已告知。",
  [("PERSON", "周桂兰"), ("MEDICAL", "阿尔茨海默病"), ("MEDICAL", "多奈哌齐 5mg"), ("PERSON", "周文斌"), ("PHONE", "13306617720")],
  [("bed", "3床"), ("lab_value", "8.2mmol/L")])

E("zh", "calendar",
  "会议邀请：2026年12月8日 周二 14:00-15:00\n主题：与张伟的薪资谈判（年包 45万）\n地点：成都市武侯区天府大道北段1700号环球中心E1-2108\n"
  "腾讯会议号：521 338 906 密码：8841",
  [("PERSON", "张伟"), ("AMOUNT", "45万"), ("ADDRESS", "成都市武侯区天府大道北段1700号环球中心E1-2108"), ("PASSWORD", "8841")],
  [("date", "2026年12月8日"), ("meeting_id", "521 338 906")])

E("zh", "shell",
  "# 临时登录看一下负载，用完删掉这条记录\n[root@web-01 ~]# ssh-keygen -R 47.98.112.203\n[root@web-01 ~]# sshpass -p 'Aliyun#2026root' ssh root@47.98.112.203 'uptime'\n"
  " 23:11:02 up 41 days,  3:22,  1 user,  load average: 0.08, 0.12, 0.10",
  [("IP_ADDRESS", "47.98.112.203"), ("PASSWORD", "Aliyun#2026root"), ("IP_ADDRESS", "47.98.112.203", 2)],
  [("timestamp", "23:11:02")])

E("zh", "csv",
  "姓名,手机号,所在城市,月薪\n邓超群,13922018874,广州,15000\n韩梅梅,18701239964,北京,22000\n李雷,15011324487,北京,19500",
  [("PERSON", "邓超群"), ("PHONE", "13922018874"), ("AMOUNT", "15000"), ("PERSON", "韩梅梅"), ("PHONE", "18701239964"),
   ("AMOUNT", "22000"), ("PERSON", "李雷"), ("PHONE", "15011324487"), ("AMOUNT", "19500")],
  [])

E("zh", "yaml",
  "# 微信支付配置 v3\nwechat:\n  mch_id: \"1609824431\"\n  api_v3_key: \"Kq8Zt3Vn0Rw6Yp2Lx9Mb4Hc7Jd1Fs5Ge\"\n  notify_url: https://pay.example.cn/notify\n  serial_no: 5E7B0A93D1C2F4869AB1E2C3D4F5061728394A5B\n",
  [("SECRET", "Kq8Zt3Vn0Rw6Yp2Lx9Mb4Hc7Jd1Fs5Ge")],
  [("merchant_id", "1609824431"), ("cert_serial", "5E7B0A93D1C2F4869AB1E2C3D4F5061728394A5B")])

E("zh", "git_commit",
  "commit 8d41e7c0f2a9b3156e0d7c4a91b2f8e3d6c5a047\nAuthor: 刘洋 <liuyang@dev.kunlun-tech.cn>\nDate:   Tue Dec 1 09:12:55 2026 +0800\n\n"
  "    修复：删除测试数据中的真实手机号 18811002345 和身份证\n\n    Closes #553",
  [("PERSON", "刘洋"), ("EMAIL", "liuyang@dev.kunlun-tech.cn"), ("PHONE", "18811002345")],
  [("git_hash", "8d41e7c0f2a9b3156e0d7c4a91b2f8e3d6c5a047"), ("timestamp", "Tue Dec 1 09:12:55 2026 +0800"), ("issue", "#553")])

i3 = cnid("510107", "20010715", "568")
E("zh", "ticket",
  f"【投诉】用户反映账号被盗。实名信息：杨帆 / {i3}。最近一次异地登录 IP 221.237.18.94（四川成都）。已冻结账户，余额 ¥7,412.50。",
  [("PERSON", "杨帆"), ("IDCARD", i3), ("IP_ADDRESS", "221.237.18.94"), ("AMOUNT", "¥7,412.50")],
  [])

E("zh", "stacktrace",
  "Exception in thread \"main\" com.alibaba.fastjson.JSONException: syntax error, pos 87, line 1, column 88\n"
  "{\"name\":\"谢婉清\",\"phone\":\"137-2844-0916\",\"addr\":\"江苏省南京市玄武区中山路18号德基广场\"\n"
  "\tat com.alibaba.fastjson.parser.DefaultJSONParser.parse(DefaultJSONParser.java:1430)",
  [("PERSON", "谢婉清"), ("PHONE", "137-2844-0916"), ("ADDRESS", "江苏省南京市玄武区中山路18号德基广场")],
  [("line_number", "1430"), ("position", "pos 87")])
