TEXTS = []
T = TEXTS.append

T(("mixed_wecom_devops", """【企业微信】#ops-alert
⟦PERSON|zhaolei⟧: prod 的 ALIYUN key 泄露到 GitHub 了！！
AccessKeyId: ⟦APIKEY|$ltai1⟧
AccessKeySecret: ⟦SECRET|$ali_secret1⟧
⟦PERSON|Mandy 陈⟧: 我马上 rotate，commit ⟪commit_sha|9c41be2⟫ 需要 revert
⟦PERSON|zhaolei⟧: 已经 force push，server ⟦IP_ADDRESS|47.98.112.36⟧ 也换了 key"""))

T(("mixed_study_abroad_form", """Application Form / 申请表
Full name 姓名: ⟦PERSON|LI Mingyu⟧ / ⟦PERSON|李明宇⟧
Passport No. 护照号: ⟦PASSPORT|E93018476⟧
Date of Birth 出生日期: ⟦DATE_OF_BIRTH|1999-03-01⟧
Chinese ID 身份证: ⟦IDCARD|$prc13⟧
Email: ⟦EMAIL|mingyu.li99@163.com⟧
Programme: ⟪program|MSc Data Science⟫, intake ⟪date|Sept 2026⟫
Application fee ⟪price|£80⟫ paid by ⟦CARD|$card4⟧, CVV ⟦CVV|318⟧"""))

T(("mixed_pet_boarding_chat", """⟦PERSON|Jessica⟧: Hi 请问 ⟪pet_name|Mochi⟫ 今天怎么样？
店员⟦PERSON|小雨⟧: 很乖！不过有点 ⟪animal_health|拉肚子⟫，我们喂了 ⟪animal_health|益生菌⟫
⟦PERSON|Jessica⟧: OK thx，我 Sunday 来接，尾款 ⟦AMOUNT|¥520⟧ 我先转你
店员⟦PERSON|小雨⟧: 收到啦 🐾"""))

T(("mixed_fitness_coach_feishu", """飞书 | PT 排课
Coach ⟦PERSON|Kevin 王⟧：⟦PERSON|Amy⟧ 下周一 7pm squat day
⟦PERSON|Amy⟧：ok，但是我 ⟦MEDICAL|膝盖半月板损伤⟧ 还没好全，physio 说不要 deep squat
Coach ⟦PERSON|Kevin 王⟧：收到，换成 box squat。续课 20 节 ⟦AMOUNT|6,800元⟧ 记得这周付"""))

T(("mixed_fintech_env", """# payments-svc/.env.production
APP_ENV=production
STRIPE_SECRET_KEY=⟦APIKEY|$sk_live2⟧
STRIPE_PUBLISHABLE_KEY=⟪app_id|$pk_live2⟫
WECHAT_PAY_MCH_ID=⟪app_id|1608823491⟫
WECHAT_PAY_API_V3_KEY=⟦SECRET|Vd83kLqP0xZm29TnRbW4yEa7HsJc61Uf⟧
REDIS_URL=redis://:⟦SECRET|r3d1s-Pa55-prod⟧@⟦IP_ADDRESS|172.18.4.22⟧:⟪port|6379⟫/0
# owner: ⟦PERSON|刘洋⟧ / ⟦PERSON|liuyang⟧"""))

T(("mixed_game_studio_slack", """#build-status
⟦PERSON|chen.hao⟧: nightly build ⟪build_id|#2291⟫ 挂了, crash in ShaderCache.cpp:412
⟦PERSON|sarah.k⟧: 是不是 ⟪version|Unity 2022.3.41f1⟫ 的问题？
⟦PERSON|chen.hao⟧: 不是，是 cache path /home/⟦PERSON|chenhao⟧/.cache 权限错了
⟦PERSON|sarah.k⟧: ok 我把 GitLab token 换一下 ⟦APIKEY|$glpat1⟧"""))

T(("mixed_translation_invoice", """⟪org_name|译林翻译⟫ INVOICE ⟪invoice_ref|YL-260109⟫
Client 客户: Dr. ⟦PERSON|欧阳慧⟧
Service: 医学报告翻译 EN>ZH, 12 pages
Rate ⟪price|¥180/page⟫
Total paid 实付: ⟦AMOUNT|¥2,160⟧
Bank: ⟦IBAN|$iban_de2⟧ (Euro account)"""))

T(("mixed_decoration_quote_wechat", """⟦PERSON|Linda⟧：⟦PERSON|孙经理⟧，kitchen 那个 quotation 我看了，总共 ⟦AMOUNT|8万3⟧ 有点贵
⟦PERSON|孙经理⟧：⟦PERSON|Linda⟧ 姐，橱柜用的是 ⟪product_code|欧派 OP-K21⟫，市场价 ⟪price|每延米2,600⟫
⟦PERSON|Linda⟧：OK 那先这样吧，定金 ⟦AMOUNT|1万⟧ 已转"""))

T(("mixed_lab_notebook", """Lab notebook - ⟪date|2026/01/15⟫
Sample ⟪sample_id|CT-0445⟫ from donor ⟦PERSON|Zhang W.⟧ (⟦MEDICAL|HBV positive⟧) - handle in BSL-2 hood
Centrifuge ⟪duration|10 min⟫ @ ⟪setting|3000 rpm⟫
上传到 NAS ⟦IP_ADDRESS|192.168.50.21⟧，账号 ⟦PERSON|wzhang⟧ 密码 ⟦PASSWORD|Lab@2026win⟧"""))

T(("mixed_driving_school_sms", """【⟪org_name|顺达驾校⟫】Dear ⟦PERSON|Tony Huang⟧, 你的科目三 road test 定于 ⟪date|Jan 25⟫ 8:00am. 补考费 ⟪price|¥300⟫. 查询请打 ⟦PHONE|400-820-6631⟧."""))

T(("mixed_cleaning_booking_json", """{"order_id": "⟪order_ref|HK-88120⟫", "customer": "⟦PERSON|Emily 吴⟧", "phone": "⟦PHONE|+86 158 0021 7736⟧",
 "address": "⟦ADDRESS|上海市徐汇区衡山路88弄5号⟧", "service": "deep clean 4h", "paid": ⟦AMOUNT|420⟧, "coupon": "⟪coupon|NEWYEAR50⟫"}"""))

T(("mixed_family_wechat_en", """【Family ❤】
⟦PERSON|Jason⟧: 爸的 ⟦MEDICAL|心脏支架⟧ 手术 booked for ⟪date|Feb 3⟫ at ⟪place|瑞金医院⟫
⟦PERSON|Cindy⟧: 我请假回去。Flight ⟪flight|MU5102⟫
⟦PERSON|Jason⟧: 手术费押金 ⟦AMOUNT|5万⟧ 我先交了, we split later"""))

T(("mixed_coworking_telegram_bot", """@HiveDeskBot config
bot_token: ⟦APIKEY|$tgbot1⟧
admin: @⟦PERSON|wang.jun⟧
会议室 booking webhook: ⟦SECRET|https://open.feishu.cn/open-apis/bot/v2/hook/7c1e9a52-4b8d-4f3e-9a61-2d0c8b7e5f14⟧
price_per_hour: ⟪price|120⟫"""))
T(("mixed_ssn_visa_form", """US visa DS-160 草稿：applicant ⟦PERSON|Grace 林⟧, US SSN ⟦SSN|$ssn6⟧, passport ⟦PASSPORT|EK5502918⟧, 出生 ⟦DATE_OF_BIRTH|1994-10-30⟧, fee ⟪price|$185⟫。"""))
T(("mixed_bike_shop_wechat", """⟦PERSON|David⟧：老板，我的 ⟪product_code|Giant TCR⟫ 后拨 fix 好了吗？
店主⟦PERSON|老马⟧：好了，换了 ⟪product_code|105 R7000⟫，一共 ⟦AMOUNT|¥680⟧，明天 10am 来拿"""))
T(("mixed_photo_studio_dm", """Hi ⟦PERSON|Vivian⟧，婚纱照 album 已上传，link 密码 ⟦PASSWORD|vv0521⟧，尾款 ⟦AMOUNT|¥3,500⟧ 请 this week 付。套餐价 ⟪price|¥12,800⟫。- ⟪org_name|光影工作室⟫"""))
T(("mixed_architect_meeting_notes", """Meeting notes ⟪date|2026-01-13⟫ @ ⟪org_name|Studio Kōen 设计事务所⟫
Attendees: ⟦PERSON|Hiro⟧, ⟦PERSON|方婷⟧, client Mr. ⟦PERSON|周⟧
- 客户 budget ⟪price|300万⟫，首付设计费 ⟦AMOUNT|18万⟧ received"""))
T(("mixed_trial_email", """Dear Dr. ⟦PERSON|Wang⟧, 受试者 ⟪participant_id|SH-014⟫ (⟦PERSON|钱丽⟧) reported ⟦MEDICAL|grade 3 rash⟧ after dose 2. Please file SAE by ⟪date|Jan 20⟫. Monitor: ⟦PERSON|Laura Smith⟧ ⟦EMAIL|laura.smith@cro-demo.com⟧"""))
T(("mixed_insurance_inspection", """Home inspection ⟪policy_ref|HX-SH-2281⟫: insured ⟦PERSON|Peter 吴⟧, ⟦ADDRESS|上海市浦东新区张杨路1200号18楼B座⟧, water damage claim ⟦AMOUNT|¥26,000⟧ approved. Inspector ⟦PERSON|Ken⟧."""))
T(("mixed_pest_control_ticket", """Ticket ⟪ticket_ref|PC-0098⟫: 客户 Ms. ⟦PERSON|高⟧ reports cockroaches in kitchen，上门 ⟪date|Fri 3pm⟫，phone ⟦PHONE|135 1288 0421⟧，quote ⟪price|¥260⟫"""))
T(("mixed_solar_dingtalk", """【DingTalk】Solar install team：⟦PERSON|Jack 李⟧ 明天去 ⟦ADDRESS|江苏省苏州市工业园区星湖街328号⟧ 安装 ⟪capacity|12kW⟫，inverter login user admin / ⟦PASSWORD|Solar#8812⟧"""))
T(("mixed_game_crash_cn", """[CrashReporter] build ⟪version|1.4.2⟫ user=⟦PERSON|wanghui⟧ path=C:/Users/⟦PERSON|wanghui⟧/AppData server=⟦IP_ADDRESS|120.24.88.17⟧ token=⟦APIKEY|$jwt4⟧ 崩溃 ⟪error_code|0xC0000005⟫"""))
T(("mixed_fintech_webhook_alipay", """POST /webhook/alipay ⟪timestamp|2026-01-15 09:12:33⟫
buyer: ⟦PERSON|张伟⟧ (⟪masked_phone|186****2210⟫) total_amount=⟦AMOUNT|1288.00⟧ trade_no=⟪txn_ref|2026011522001438⟫ app_id=⟪app_id|2021004132768801⟫"""))
T(("mixed_music_lesson_sms", """【⟪org_name|Allegro 音乐⟫】⟦PERSON|Lily⟧ 妈妈您好，钢琴课 ⟪date|Sat 10am⟫ 改到 Room ⟪room|5⟫，本学期学费 ⟦AMOUNT|¥4,800⟧ 已收，谢谢！老师 Ms. ⟦PERSON|Chen⟧"""))
T(("mixed_beekeeping_wechat", """养蜂群 ⟦PERSON|老蒋⟧: 这批 ⟪animal_health|蜂螨⟫ 很严重，用了 ⟪product_code|Apivar⟫。⟦PERSON|Tom⟧ 那边的蜂蜜卖了 ⟦AMOUNT|¥2,400⟧，share 一下"""))
T(("mixed_coworking_wifi", """Welcome ⟦PERSON|Ethan 赵⟧! 工位 ⟪desk|A-07⟫，Wi-Fi 密码 ⟦PASSWORD|Cowork2026!⟧，门禁 PIN ⟦PASSWORD|4402⟧，monthly fee ⟪price|¥1,800⟫"""))
T(("mixed_wine_receipt_hk", """⟪org_name|Vino Club 香港⟫ receipt: ⟦PERSON|陳小姐⟧, HKID ⟦NATIONAL_ID|$hkid2⟧, 2 x Burgundy, paid ⟦AMOUNT|HK$2,360⟧, card ⟪masked_card|**** 9917⟫"""))
T(("mixed_housekeeping_contract_sg", """Domestic helper contract: employer ⟦PERSON|Lim Boon Huat⟧ ⟦PERSON|林文发⟧, NRIC ⟦NATIONAL_ID|$nric2⟧, helper salary ⟦AMOUNT|S$750⟧/month, start ⟪date|1 Feb 2026⟫, agency ⟪org_name|好帮手 Maid Agency⟫"""))
T(("mixed_github_token_leak", """⚠️ 安全告警: ⟦PERSON|liu.yang⟧ 在 ⟪repo|fin/recon⟫ commit ⟪commit_sha|e2f1a09b⟫ 提交了 ⟦APIKEY|$ghp2⟧，请立即 revoke。Jira ⟪ticket_ref|SEC-412⟫"""))
T(("mixed_study_abroad_bank", """学费付款 instruction: student ⟦PERSON|Chloe 郑⟧, tuition ⟦AMOUNT|£21,500⟧ to university IBAN ⟦IBAN|$iban_ie⟧, ref ⟪student_ref|ST-2026-8812⟫"""))
