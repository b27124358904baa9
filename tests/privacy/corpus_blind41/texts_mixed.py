# -*- coding: utf-8 -*-
"""Mixed English/Chinese texts, typed by hand one at a time."""
TEXTS = []

TEXTS += [
("wechat_chat_shanghai_vet_codeswitch",
"""⟦PERSON|Cindy Xu⟧ 09:12
Dr. ⟦PERSON|Wang⟧ 早上好～ ⟪pet_name|Mochi⟫ 昨天 discharge 之后一直不太吃东西，is that normal？
⟦PERSON|王医生⟧ 09:20
Hi ⟦PERSON|Cindy⟧，⟪animal_health|胰腺炎⟫ recovery 期间食欲差是正常的，先喂 i/d 罐头 small portions。如果明天还不吃 bring her back。
⟦PERSON|Cindy Xu⟧ 09:22
OK thanks！账单我 transfer 给前台了，⟦AMOUNT|¥2,360⟧，你们 invoice 抬头开 ⟪org|上海某某科技有限公司⟫ 就行
⟦PERSON|王医生⟧ 09:23
好的，前台 ⟦PERSON|Kiki⟧ 会 follow up。有急事打 ⟦PHONE|021-5403 2286⟧"""),

("whatsapp_singlish_kennel_booking",
"""[⟪timestamp|12/01/25, 20:41⟫] ⟦PERSON|Jasmine Lim⟧: Hi auntie, CNY period got space for my 2 dogs or not? 👀
[12/01/25, 20:44] Auntie ⟦PERSON|Mei⟧: Got lah. 除夕到初五 ⟪price|$45/night⟫ each, 要先 deposit 50%
[12/01/25, 20:45] ⟦PERSON|Jasmine Lim⟧: Ok can. PayNow to this number right? ⟦PHONE|+65 9734 2281⟧
[12/01/25, 20:46] Auntie ⟦PERSON|Mei⟧: 对对. Name show ⟦PERSON|TAN MEI LING⟧ then correct
[12/01/25, 20:52] ⟦PERSON|Jasmine Lim⟧: Sent ⟦AMOUNT|$270⟧ already. Btw ⟪pet_name|Kopi⟫ got ⟪animal_health|skin allergy⟫ hor, cannot eat chicken
[12/01/25, 20:55] Auntie ⟦PERSON|Mei⟧: 好，收到了。记得带它的 vaccination card 同狗粮，我这边没有 grain-free 的，晚上十点后不接狗哦"""),

("hk_cantonese_english_horse_owner_chat",
"""⟦PERSON|Ka Wai⟧: 喂 ⟦PERSON|Ronnie⟧，⟪horse_name|Golden Sunrise⟫ 今朝 trot up 有啲 lame，vet 幾點到？
⟦PERSON|Ronnie Cheung⟧: Dr ⟦PERSON|Hughes⟧ 話 11點前到，佢會做 nerve block 同 x-ray，估計 ⟪price|HK$8,000⟫ 左右
⟦PERSON|Ka Wai⟧: OK，bill 直接 send 去 ⟦EMAIL|kawai.lau@netvigator.com⟧ 得啦，我老婆 ⟦PERSON|Winnie⟧ 嗰張 card 付
⟦PERSON|Ronnie Cheung⟧: 收到。另外 stable 嘅 door code 改咗做 ⟦PASSWORD|8816*⟧，唔好 share 出去"""),

("bilingual_invoice_tea_export",
"""商业发票 COMMERCIAL INVOICE　　No. ⟪invoice_no|AJ-EXP-2025-017⟫
Seller 卖方: ⟪org|Anji Baicha Tea Co-op 安吉白茶合作社⟫, Contact: ⟦PERSON|周建平⟧ ⟦PERSON|Zhou Jianping⟧ ⟦PHONE|+86 572 5122 8704⟧
Buyer 买方: ⟦PERSON|Eleanor Hartigan⟧, ⟪org|Hartigan Fine Teas Ltd⟫, ⟦ADDRESS|12 Cheyne Walk, Hebden Bridge HX7 8AJ, UK⟧
Goods 货物: ⟪product_name|Anji White Tea (安吉白茶) Grade A⟫, ⟪weight|40 kg⟫ @ ⟪price|USD 150/kg⟫
Total 合计: ⟪price|USD 6,000.00⟫ · Incoterms ⟪incoterm|CIF Felixstowe⟫ · HS code ⟪hs_code|0902.10⟫
Payment 付款: buyer paid deposit ⟦AMOUNT|USD 1,800.00⟧ from ⟦IBAN|$iban_gb6⟧ on ⟪date|2025-04-02⟫"""),

("email_uk_buyer_chinese_greenhouse_supplier",
"""From: ⟦PERSON|Gareth Pugh⟧ <⟦EMAIL|gareth@valleysalads.co.uk⟧>
To: ⟦PERSON|Lily Chen⟧ ⟦PERSON|陈丽⟧ <⟦EMAIL|lily.chen@sd-greenhouse.com⟧>
Subject: RE: 温室报价 / Greenhouse quotation ⟪quote_no|SDG-Q-0381⟫

Hi ⟦PERSON|Lily⟧,

Thanks for the quote (⟪price|USD 86,400⟫ FOB Qingdao for the ⟪area|4,000 m²⟫ Venlo glasshouse). Our engineer ⟦PERSON|Huw⟧ will call your 技术部 on ⟦PHONE|+86 536 8821 4077⟧ next week.

⟦PERSON|陈小姐⟧，谢谢您的帮忙！我们下周确认 order。

Cheers,
⟦PERSON|Gareth⟧
⟦PHONE|+44 7700 900 208⟧"""),
]

TEXTS += [
("app_log_mixed_clinic_booking",
"""⟪timestamp|2025-08-14 10:02:17⟫ INFO  [预约服务] create booking clinic=⟪clinic_code|SLEEP-SH-01⟫ patient=⟦PERSON|刘思琪⟧ phone=⟦PHONE|13816620457⟧
⟪timestamp|2025-08-14 10:02:17⟫ INFO  [预约服务] 主诉: "⟦MEDICAL|打鼾严重，夜间憋醒⟧" → 推荐项目 ⟪service|PSG 整夜监测⟫ ⟪price|¥1,280⟫
⟪timestamp|2025-08-14 10:02:18⟫ WARN  [支付] wechat pay callback timeout, out_trade_no=⟪order_ref|BK202508141002170031⟫, retry 1/3
⟪timestamp|2025-08-14 10:02:21⟫ INFO  [支付] 支付成功 amount=⟦AMOUNT|¥1,280.00⟧ payer_ip=⟦IP_ADDRESS|101.86.212.43⟧"""),

("jira_ticket_mixed_iot_gateway",
"""⟪ticket_no|IOT-1187⟫ 【紧急】Farm gateway 掉线 after firmware ⟪version|2.3.0⟫ upgrade
Reporter: ⟦PERSON|Zhang Hao⟧ (⟦PERSON|张浩⟧) · Assignee: ⟦PERSON|Maria Lopes⟧ · Priority: P1
Description:
升级后 ⟪count|14⟫ 台 gateway 无法连接 MQTT broker ⟦IP_ADDRESS|119.29.48.176⟧:⟪port|8883⟫。日志显示 TLS handshake failed。
临时方案：回滚到 ⟪version|2.2.7⟫。Device list 见附件，e.g. ⟪serial_no|GW-SD-000418⟫, MAC ⟪mac_address|A4:CF:12:9B:3E:70⟫.
Comment (⟦PERSON|Maria Lopes⟧): cert chain issue, new CA bundle pushed in build ⟪build_id|#2291⟫. 请验证。"""),

("github_issue_mixed_secret_leak",
"""**Issue #⟪issue_no|342⟫: README 里有真实的 API key，请删除 / Real API key committed in README**
opened by ⟦PERSON|yuki-tanaka-dev⟧

Hi maintainers, `docs/quickstart_zh.md` 第 ⟪line_no|58⟫ 行 has what looks like a live Groq key:
```
GROQ_API_KEY=⟦APIKEY|$groq_1⟧
```
and a Replicate token in `examples/crop_classify.py`: `⟦APIKEY|$replicate_1⟧`.
建议 rotate 并用 `git filter-repo` 清理历史。The placeholder should be `⟪placeholder|gsk_xxxxxxxxxxxxxxxx⟫`.

> ⟦PERSON|liuwei-agri⟧ commented: 感谢提醒！已 revoke，commit ⟪commit_sha|$sha_2⟫."""),

("bilingual_registration_form_riding_camp",
"""国际青少年马术营 International Junior Riding Camp — 报名表 Registration Form
学员姓名 Name: ⟦PERSON|李沐阳⟧ / ⟦PERSON|Li Muyang⟧
出生日期 DOB: ⟦DATE_OF_BIRTH|2012-08-20⟧
护照号 Passport No.: ⟦PASSPORT|$pp_cn5⟧
家长 Parent: ⟦PERSON|李红⟧ · Mobile ⟦PHONE|+86 139 1027 5588⟧ · Email ⟦EMAIL|lihong.bj@126.com⟧
过敏 Allergies: ⟦MEDICAL|花生过敏，随身携带肾上腺素笔 / peanut allergy, carries EpiPen⟧
营期 Session: ⟪date_range|Jul 20–Aug 2, 2025⟫ · 费用 Fee: ⟪price|RMB 18,800⟫"""),

("slack_mixed_team_devops_notion",
"""#agri-platform (⟪timestamp|3:14 PM⟫)
⟦PERSON|Kevin Zhou⟧: 大家注意一下，Notion integration token 我不小心贴到了 public channel 了 🙏 已经 revoke：`⟦APIKEY|$notion_1⟧`
⟦PERSON|Priya Raman⟧: np, thanks for flagging. Linear 那个 key 也顺便 rotate 一下? `⟦APIKEY|$linear_1⟧` 还在 `.env.example` 里
⟦PERSON|Kevin Zhou⟧: 好，我今天 rotate。`.env.example` 应该只写 `⟪placeholder|LINEAR_API_KEY=changeme⟫`"""),

("feishu_incident_doc_mixed",
"""# 故障复盘 Post-mortem：宠物医院预约系统宕机 ⟪date|2025-09-03⟫
**Impact 影响**：⟪duration|47 分钟⟫内 ⟪count|312⟫ 个预约失败，⟪count|5⟫ 家门店受影响。
**Timeline**：
- 14:02 DB primary ⟦IP_ADDRESS|10.20.7.11⟧ CPU 100%
- 14:09 ⟦PERSON|赵磊⟧ on-call 收到告警，尝试 failover 到 ⟦IP_ADDRESS|10.20.7.12⟧
- 14:49 恢复。Root cause：慢查询 `SELECT * FROM booking WHERE phone LIKE '%...'`
**Action items**：加索引（owner ⟦PERSON|Emily Sun⟧），⟪ticket_no|PET-771⟫。
注：复盘文档 example 里的 ⟪doc_ip|203.0.113.42⟫ 为示例地址。"""),
]

TEXTS += [
("allergy_clinic_bilingual_discharge",
"""出院小结 Discharge Summary — 变态反应科 Allergy Dept.
患者 Patient: ⟦PERSON|Thomas Brandauer⟧（德国籍）　年龄 Age: ⟪age|41⟫
诊断 Diagnosis: ⟦MEDICAL|严重过敏反应（蜂毒）/ anaphylaxis to wasp venom⟧
治疗 Treatment: ⟦MEDICAL|肾上腺素 0.5 mg 肌注 ×1⟧, observation ⟪duration|12 h⟫
出院带药 Discharge meds: ⟦MEDICAL|EpiPen 0.3 mg ×2⟧
随访 Follow-up: venom immunotherapy assessment, ⟪org|Allergy Centre Munich⟫. 主治医师 ⟦PERSON|任医生⟧"""),

("pet_insurance_expat_student_signup",
"""PetSafe 国际学生宠物险 — Online signup (step 3/3)
Name 姓名: ⟦PERSON|Olivia Brandt⟧ · Passport: ⟦PASSPORT|$pp_nl1⟧ · 学校 ⟪org|浙江大学国际校区⟫
Card 卡号: ⟦CARD|$card_mc4⟧ · Exp ⟪card_expiry|04/28⟫ · CVC ⟦CVV|330⟧
Premium 保费: ⟦AMOUNT|¥1,188/年⟧ for ⟪pet_name|Pancake⟫ (猫, ⟪animal_health|已绝育⟫)
提交 Submit ✔  订单号 ⟪order_ref|PS-INT-250911-0443⟫"""),

("sleep_clinic_bilingual_referral",
"""转诊单 Referral — ⟪org|Raffles Medical 北京诊所⟫ → Sleep Centre
Patient: ⟦PERSON|James O'Connor⟧, DOB ⟦DATE_OF_BIRTH|1974-06-30⟧, tel ⟦PHONE|+86 186 1132 0754⟧
Reason 转诊原因: ⟦MEDICAL|chronic insomnia + suspected restless legs syndrome 不宁腿综合征⟧
Current meds: ⟦MEDICAL|zolpidem 10 mg nocte⟧, ferritin ⟦MEDICAL|28 µg/L (low)⟧
Referring doctor 转诊医生: Dr ⟦PERSON|Sarah Lin⟧ ⟦PERSON|林晓⟧"""),

("dermatology_bilingual_prescription_hk",
"""皮膚科診所 Dermatology Clinic — Prescription 處方
Patient 病人: ⟦PERSON|LEUNG Tsz Kwan⟧ ⟦PERSON|梁子君⟧ · HKID ⟦NATIONAL_ID|$hkid_4⟧
Dx 診斷: ⟦MEDICAL|psoriasis vulgaris 尋常型銀屑病⟧
Rx: ⟦MEDICAL|calcipotriol/betamethasone gel 外用 once daily⟧ ×60 g
Fee 診金: ⟦AMOUNT|HK$850⟧ (paid 已付)"""),

("farm_iot_yaml_mixed_comments",
"""# 农场传感器网关配置 / farm sensor gateway config
gateway:
  id: ⟪device_id|GW-YN-0031⟫          # 云南普洱咖啡园
  uplink: ⟦IP_ADDRESS|106.75.214.88⟧   # 上行服务器 uplink server
  api_token: "⟦APIKEY|$jwt_2⟧"   # 有效期一年 valid 1 yr
  lora:
    frequency_plan: ⟪frequency|CN470⟫
    app_eui: "⟪device_eui|0000000000000001⟫"   # 默认值 default, not secret
contact: ⟦PERSON|岩罕⟧ (⟦PERSON|Yan Han⟧) ⟦PHONE|+86 158 8794 2210⟧   # 园区管理员"""),

("kubernetes_log_mixed_pet_app",
"""pet-app-7c9d5b6f4-x2kqp ⟪timestamp|2025-10-11T06:30:02Z⟫ ERROR 用户注册失败 email=⟦EMAIL|zhangmin.pets@163.com⟧ reason="duplicate phone ⟦PHONE|15210457723⟧"
pet-app-7c9d5b6f4-x2kqp 2025-10-11T06:30:02Z INFO  client_ip=⟦IP_ADDRESS|2409:8a1e:6a31:9c40:5d2:1f44:b01e:7a9⟧ ua="PetApp/⟪version|5.2.0⟫ (iPhone; iOS 18.0)"
pet-app-7c9d5b6f4-x2kqp 2025-10-11T06:30:05Z WARN  注册服务重试中，请检查手机号唯一索引 retry=⟪count|2⟫ pod=⟪pod_name|pet-app-7c9d5b6f4-x2kqp⟫ node=⟪hostname|cn-sh-node-07⟫"""),
]

TEXTS += [
("nginx_conf_mixed_comments_clinic",
"""# 皮肤科预约系统 nginx 配置（⟦PERSON|老陈⟧ 维护）
upstream booking_api {
    server ⟦IP_ADDRESS|172.18.0.21⟧:⟪port|9000⟫;   # 主节点 primary
    server ⟦IP_ADDRESS|172.18.0.22⟧:⟪port|9000⟫ backup;
}
server {
    listen 443 ssl;
    server_name ⟪hostname|booking.example-derm.cn⟫;
    ssl_certificate ⟪file_path|/etc/nginx/ssl/derm.pem⟫;   # 证书每 ⟪duration|90 天⟫ 自动续期
    allow ⟪doc_ip|198.51.100.0/24⟫;   # 文档示例网段，正式环境请替换
}"""),

("csv_mixed_headers_grooming_customers",
"""客户ID customer_id,姓名 name,手机 mobile,宠物 pet,会员余额 balance,备注 note
⟪record_id|C0091⟫,⟦PERSON|Amanda 吴⟧,⟦PHONE|18918830216⟧,⟪pet_name|Coco⟫,⟦AMOUNT|¥860.00⟧,VIP 会员
⟪record_id|C0092⟫,⟦PERSON|郑浩然⟧,⟦PHONE|13524470193⟧,⟪pet_name|Lucky⟫,⟦AMOUNT|¥45.50⟧,⟪animal_health|怕吹风机⟫
⟪record_id|C0093⟫,⟦PERSON|Sophie Tang⟧,⟦PHONE|+852 6391 2048⟧,⟪pet_name|豆包⟫,⟦AMOUNT|¥1,200.00⟧,香港客户 HK client"""),

("meeting_minutes_bilingual_agritech_jv",
"""Minutes 会议纪要 — Joint Venture Steering Committee 合资公司指导委员会
Date 日期: ⟪date|2025-05-22⟫ · Venue 地点: ⟪place|杭州 Hangzhou⟫ + Teams
Attendees 出席: ⟦PERSON|Dirk van Hoven⟧ (Priva-style partner), ⟦PERSON|沈志刚⟧, ⟦PERSON|Annelies Bakker⟧, ⟦PERSON|吕倩⟧
1. Budget 预算: 2025 capex ⟪price|EUR 2.4 m⟫ approved 批准.
2. Greenhouse pilot 温室试点 in ⟪place|嘉兴⟫: yield +⟪percentage|18%⟫ vs baseline.
3. ⟦PERSON|吕倩⟧ 下月休产假 (maternity leave); ⟦PERSON|沈志刚⟧ covers.
Next meeting 下次会议: ⟪date|2025-07-10⟫"""),

("call_transcript_mixed_pet_insurance",
"""[Transcript 通话记录 ⟪call_id|CN-INS-0917-2231⟫]
Agent: 您好 this is ⟪org|Bupa-style Pet Cover⟫, 请问怎么称呼？
Caller: 我叫 ⟦PERSON|Michael Huang⟧，中文名 ⟦PERSON|黄志明⟧，policy number 是 ⟪policy_no|PC-HK-558102⟫。
Agent: 好的⟦PERSON|黄先生⟧，for verification 请提供 date of birth。
Caller: ⟦DATE_OF_BIRTH|1983年4月26日⟧。
Agent: 谢谢。您的 claim 已批 ⟦AMOUNT|HK$4,320⟧，三个工作日到账。
Caller: OK, thanks 拜拜。"""),

("wecom_chat_hr_expat_onboarding",
"""企业微信 · HR ⟦PERSON|Tina 周⟧ ↔ ⟦PERSON|Marco Bianchi⟧
⟦PERSON|Tina 周⟧: Hi ⟦PERSON|Marco⟧，办工作许可需要你的 passport 信息和照片，护照号我这边记录的是 ⟦PASSPORT|$pp_it1⟧，对吗？
⟦PERSON|Marco Bianchi⟧: Yes correct. 有效期 until ⟪date|2031-03⟫.
⟦PERSON|Tina 周⟧: 好的。另外 salary account 请用中国的银行卡，外卡不行哦～
⟦PERSON|Marco Bianchi⟧: OK 我下周去 ⟪org|招商银行⟫ 开户。"""),
]

TEXTS += [
("cross_border_payment_instruction_mixed",
"""付款指令 Payment Instruction（财务部）
请向德国供应商支付 LED 补光灯尾款 / balance for grow lights：
Beneficiary 收款人: ⟪org|Lichtwerk Agrar GmbH⟫ · IBAN ⟪org_account|DE89 3704 0044 0532 0130 00⟫（公司账户）
金额 Amount: ⟪price|EUR 42,600.00⟫ · 合同号 ⟪contract_no|LW-2025-118⟫
另：代垫员工 ⟦PERSON|Felix Wagner⟧ 差旅费 ⟦AMOUNT|EUR 1,315.40⟧，打到其个人账户 ⟦IBAN|$iban_de2⟧。
经办 财务⟦PERSON|小林⟧"""),

("taobao_customer_service_chat_mixed",
"""【淘宝旺旺】⟪org|绿植星球旗舰店⟫
买家 ⟦PERSON|tb_sunny0920⟧: 亲，我买的 monstera 龟背竹到了叶子全黄了 😭 order ⟪order_ref|3928817746120554⟫
客服 ⟪agent_name|小绿⟫: 亲亲抱歉～麻烦拍照给我们，可以 refund 或补发哦
买家 ⟦PERSON|tb_sunny0920⟧: 退款吧，退回 ⟦AMOUNT|¥79.90⟧ 就好，收件人写的是 ⟦PERSON|孙晴⟧
客服 ⟪agent_name|小绿⟫: 好的已提交，⟪duration|24小时⟫内原路退回～ Refund submitted, no need to send the plant back, thank you for your patience!
买家 ⟦PERSON|tb_sunny0920⟧: OK thanks, will leave a good review"""),

("forum_post_expat_riding_beijing",
"""r/beijing · Posted by u/⟦PERSON|horsey_hannah_bj⟧ · ⟪relative_time|5d⟫
Looking for a riding club near 顺义 Shunyi that does English lessons?
I tried one near 后沙峪, Coach ⟦PERSON|Liu⟧ was great but 一节课 ⟪price|600 块⟫ is steep lol. Also I have ⟦MEDICAL|a bad back (herniated disc)⟧ so need a quiet school horse.
本人中文还行，可以慢慢说，但是 lesson 最好是英文。周末都有空，最好上午。
DM me or WeChat ⟦PERSON|hannah_rides_88⟧ 🙏"""),

("shell_history_mixed_comments",
"""  211  # 上传 farm-sdk 到 PyPI（⟦PERSON|dingyu⟧ 的账号）
  212  twine upload dist/* -u __token__ -p ⟦APIKEY|$pypi_1⟧
  213  # 同步 Airtable 作物表
  214  curl -H "Authorization: Bearer ⟦APIKEY|$airtable_1⟧" https://api.airtable.com/v0/⟪app_id|appX8kQ2farm⟫/Crops
  215  ssh ⟦PERSON|dingyu⟧@⟦IP_ADDRESS|139.224.63.18⟧   # 阿里云 ECS 上海
  216  ping ⟪doc_ip|192.0.2.7⟫   # 测试 test"""),

("env_mixed_comments_postman_mapbox",
"""# 牧场地图服务 ranch map service .env
MAPBOX_PUBLIC_TOKEN=⟪app_id|$mapbox_pk1⟫   # 公开 token，可以放前端
MAPBOX_SECRET_TOKEN=⟦APIKEY|$mapbox_sk1⟧   # 私密！只在服务端 server only
POSTMAN_API_KEY=⟦APIKEY|$postman_1⟧   # ⟦PERSON|Jack 马⟧ 的 key，离职前要 revoke
DEFAULT_CENTER=⟪coordinates|116.40,39.90⟫   # 北京"""),

("contract_bilingual_livery_agreement",
"""马匹寄养协议 Livery Agreement（节选 excerpt）
马主 Owner: ⟦PERSON|Charlotte Dubois⟧ · 护照 Passport ⟦PASSPORT|$pp_es1⟧ · ⟦PHONE|+86 185 0213 3391⟧
马房 Yard: ⟪org|上海某马术中心 Shanghai Equestrian Centre⟫, 马房 ⟪stall_no|B-14⟫
马匹 Horse: ⟪horse_name|Fleur de Lys⟫, ⟪horse_passport|UELN 250001J12345678⟫
月费 Monthly fee: ⟪price|RMB 9,500⟫ (full livery 全托)；首月已付 first month paid ⟦AMOUNT|RMB 9,500.00⟧"""),
]

TEXTS += [
("ocr_bilingual_business_card_sg",
"""GREENLEAF URBAN FARMS 绿叶都市农场
⟦PERSON|Kelvin Ng Jun Hao⟧ ⟦PERSON|黄俊豪⟧
Head of Hydroponics 水培主管
⟦PHONE|+65 8123 5570⟧ · ⟦EMAIL|kelvin.ng@greenleaf.sg⟧
⟪place|Kranji⟫, Singapore · UEN ⟪company_no|201912345K⟫"""),

("pet_relocation_form_mixed",
"""Pet Relocation 宠物出境申请 — ⟪org|PetJet Logistics⟫
Owner 主人: ⟦PERSON|Rebecca Stone⟧ · Passport 护照 ⟦PASSPORT|$pp_us1⟧
Pet 宠物: ⟪pet_name|Tofu⟫ (cat) · Microchip 芯片 ⟪microchip|156100000312890⟫ · ⟪animal_health|狂犬抗体滴度 0.8 IU/mL 合格⟫
Route 路线: ⟪flight_no|PVG→LAX CA987⟫ · Fee 费用 ⟪price|USD 2,150⟫"""),

("telegram_group_farm_alert_mixed",
"""🌡️ FrostBot (bot) · ⟪timestamp|04:12⟫
⚠️ 霜冻预警 Frost alert: ⟪field_id|Orchard B 苹果园⟫ ⟪temperature|-1.8°C⟫, 防霜风机 wind machine auto-ON
Config leaked in pinned msg (please delete 请删除): BOT_TOKEN=⟦APIKEY|$telegram_2⟧
— pinned by ⟦PERSON|Zhao Ming⟧"""),

("sensor_spec_sheet_bilingual_no_spans",
"""产品规格书 Product Datasheet — 土壤温湿度电导率传感器 Soil Sensor ⟪model_no|SN-3002-TR-ECTH⟫
测量范围 Range: 温度 ⟪temperature|-40~80°C⟫ · 湿度 ⟪percentage|0-100% VWC⟫ · EC ⟪measurement|0-20000 µS/cm⟫
精度 Accuracy: ±⟪temperature|0.5°C⟫, ±⟪percentage|3%⟫ (0-53%)
通讯 Interface: RS485 Modbus-RTU, 默认地址 default address ⟪modbus_addr|0x01⟫, 波特率 baud ⟪baud_rate|4800⟫
供电 Power: ⟪voltage|DC 5-30V⟫ · 防护等级 ⟪ip_rating|IP68⟫
示例网关 Example gateway IP: ⟪doc_ip|192.0.2.100⟫ · 固件 Firmware ⟪version|v1.08⟫
出厂序列号格式 Serial format: ⟪serial_no|SN3002-YYYYMMDD-XXXX⟫
单价 Unit price: ⟪price|¥368⟫（100 pcs 以上 ⟪price|¥320⟫）"""),

("teams_chat_mixed_lab_results",
"""Teams · Derm Research 皮肤科研究组
Dr. ⟦PERSON|Chen Yu⟧: patch test 结果出来了，Mr. ⟦PERSON|Patel⟧ 对 ⟦MEDICAL|nickel sulfate 硫酸镍 ++⟧ positive
⟦PERSON|Grace Ho⟧: 收到，我去 update 他的 allergy list，再 book 一个 follow-up ⟪date|next Tue⟫"""),

("sms_bilingual_hk_vet_reminder",
"""【⟪org|維多利亞動物醫院⟫】Reminder 提提你: ⟪pet_name|Lucky⟫ 嘅 annual vaccination 到期 ⟪date|15/11⟫。Book: ⟦PHONE|2388 6019⟧ / WhatsApp ⟦PHONE|5403 7716⟧。診金 ⟪price|HK$380⟫ 起。"""),

("visa_support_letter_mixed",
"""邀请函 INVITATION LETTER
兹邀请 We hereby invite Ms. ⟦PERSON|Aoife Brennan⟧, born ⟦DATE_OF_BIRTH|19 March 1990⟧, Irish passport ⟦PASSPORT|$pp_ie2⟧, 来华参加 ⟪event|2025 中国国际马术节 China International Equestrian Festival⟫（⟪date_range|Oct 10-13⟫, ⟪place|Beijing 北京⟫）。
费用由我方承担 Expenses covered by the organiser. 联系人 Contact: ⟦PERSON|吴晓蕾⟧ ⟦PHONE|+86 10 6598 3317⟧"""),

("receipt_bilingual_macau_riding",
"""收據 RECEIPT No. ⟪receipt_no|MR-2025-0412⟫ — ⟪org|澳門賽馬會騎術學校 Macau Riding School⟫
茲收到 Received from ⟦PERSON|Lei Ka Man⟧ ⟦PERSON|李嘉雯⟧ 騎術課程費用 riding lessons ×10
金額 Amount: ⟦AMOUNT|MOP 4,800.00⟧ · 付款方式 Paid by: 現金 cash · 經手人 ⟪agent_name|Staff 12⟫"""),
]

TEXTS += [
("horse_auction_buyer_register_bilingual",
"""国际马匹拍卖会 买家登记 Buyer Register — ⟪event|Sino-Euro Sport Horse Auction 2025⟫ (⟪place|天津 Tianjin⟫)
Paddle 号牌 ⟪paddle_no|017⟫ · ⟦PERSON|Lien Vermeulen⟧ · 比利时国民号 Belgian NRN ⟦NATIONAL_ID|$nrn_be1⟧
Paddle 号牌 ⟪paddle_no|022⟫ · ⟦PERSON|Eirik Solberg⟧ · 挪威身份号 Fødselsnummer ⟦NATIONAL_ID|$fnr_no1⟧
Paddle 号牌 ⟪paddle_no|031⟫ · ⟦PERSON|陳俊宏⟧ · 台湾身分证 ⟦NATIONAL_ID|$twid_2⟧
Paddle 号牌 ⟪paddle_no|044⟫ · ⟦PERSON|Sato Kenji⟧ · 日本护照 Passport ⟦PASSPORT|$pp_jp1⟧
保证金 Deposit: ⟪price|EUR 10,000⟫ per buyer（拍卖规则 rule ⟪rule_no|4.2⟫）· Lot ⟪lot_no|12⟫ starting price ⟪price|EUR 45,000⟫"""),
]
