"""Mixed English/Chinese texts, hand-written one at a time.

Markup: ⟦TYPE|value⟧ = span to detect, ⟪kind|value⟫ = decoy (must not be flagged).
`$name` refers to values.VALUES[name].
"""

TEXTS = []

# 1
TEXTS.append(("slack_oncall_checkout_incident_mixed", """
#ticketing-oncall
⟦PERSON|Leo Zhang⟧  02:14
checkout 又挂了，5xx rate ⟪percentage|37%⟫，看起来是 payment gateway timeout
⟦PERSON|Kevin 彭⟧  02:16
我看了下 ⟦IP_ADDRESS|10.60.3.18⟧ 上的 pod，OOMKilled 了 ⟪count|4⟫ 次。先 rollback 到 ⟪version|v5.2.7⟫？
⟦PERSON|Leo Zhang⟧  02:17
ok rollback。顺便 @⟦PERSON|fengjing⟧ 明天早上看一下 Stripe dashboard 有没有 double charge
⟦PERSON|Leo Zhang⟧  02:31
恢复了 ✅ incident 记录在 ⟪ticket_no|INC-5520⟫，复盘会 ⟪date|周四⟫ 下午
"""))

# 2
TEXTS.append(("wechat_expat_choir_chat_mixed", """
⟦PERSON|Emma⟧: Hi all! 下周六的 rehearsal 改到 ⟪place|静安区文化馆⟫ 3楼, 2:30pm start 🎶
⟦PERSON|王磊⟧: 收到 👍 ⟦PERSON|Emma⟧, can I bring a friend to audition? 她叫 ⟦PERSON|Sophie Liu⟧, alto
⟦PERSON|Emma⟧: Sure! Ask her to email ⟦EMAIL|shanghai.chorale.auditions@gmail.com⟧ first
⟦PERSON|Sophie Liu⟧: 谢谢！My number is ⟦PHONE|+86 186 2174 0392⟧ in case 有问题
"""))

# 3
TEXTS.append(("email_bilingual_museum_courier_mixed", """
Dear Ms ⟦PERSON|Fang⟧ / ⟦PERSON|方女士⟧您好，

Thank you for the facility report. 关于借展押运，our courier details are below / 押运员信息如下：
Courier: ⟦PERSON|Maarten Vos⟧, passport ⟦PASSPORT|$pp_nl_1⟧
Arrival: ⟪flight_no|CA 938⟫ on ⟪date|18 May⟫ / ⟪date|5月18日⟫抵达
Mobile in China: ⟦PHONE|+86 138 0143 2297⟧

Best regards / 此致
⟦PERSON|Eleanor Whitcombe⟧, Registrar, ⟪org|Royal Ceramics Museum, Stoke⟫
"""))

# 4
TEXTS.append(("django_settings_chinese_comments_mixed", """
# settings/prod.py —— 剧院会员系统 生产配置
SECRET_KEY = "⟦SECRET|$django_key_1⟧"  # 千万不要提交！
DEBUG = False
ALLOWED_HOSTS = ["members.xinghe-theatre.cn", "⟦IP_ADDRESS|47.106.22.81⟧"]
DATABASES = {"default": {"ENGINE": "django.db.backends.mysql", "HOST": "⟦IP_ADDRESS|172.19.0.12⟧", "USER": "members", "PASSWORD": "⟦PASSWORD|Mbr#2026!xh⟧"}}
# 邮件通知，负责人 ⟦PERSON|罗斌⟧
EMAIL_HOST_USER = "⟦EMAIL|noreply@xinghe-theatre.cn⟧"
EMAIL_HOST_PASSWORD = "⟦PASSWORD|smtp-Xh-7788⟧"
# Google 登录（海外演出用户）
GOOGLE_CLIENT_ID = "⟪app_id|418829304415-k2v9q0d8c3m1f7e5t6a4.apps.googleusercontent.com⟫"
GOOGLE_CLIENT_SECRET = "⟦SECRET|$google_oauth_1⟧"
"""))

# 5
TEXTS.append(("payment_gateway_log_unionpay_mixed", """
⟪timestamp|2026-04-02 21:08:44⟫ INFO  [支付] 用户 ⟦PERSON|Chen Zhiqiang⟧ (⟦EMAIL|zq.chen85@qq.com⟧) 下单 ⟪order_ref|ORD-88120931⟫
⟪timestamp|2026-04-02 21:08:45⟫ ERROR [支付] UnionPay gateway 返回 61（卡号无效）card=⟦CARD|$cup_6⟧ cvn2=⟦CVV|072⟧ exp=⟪card_expiry|0829⟫
⟪timestamp|2026-04-02 21:08:45⟫ WARN  [风控] same card tried from ⟦IP_ADDRESS|183.14.96.201⟧ ⟪count|3⟫ times in ⟪duration|2 min⟫
"""))

# 6
TEXTS.append(("bilingual_gym_membership_form_mixed", """
会员登记表 Membership Registration Form — ⟪org|Urban Pulse Fitness 都市脉动健身⟫
姓名 Name: ⟦PERSON|黄美玲⟧ / ⟦PERSON|Wong Mei Ling⟧
出生日期 Date of Birth: ⟦DATE_OF_BIRTH|28/03/1975⟧
身份证/护照号 ID/Passport No.: ⟦IDCARD|$cnid_huang⟧
手机 Mobile: ⟦PHONE|+86 139 2408 1175⟧
电邮 Email: ⟦EMAIL|meiling.huang@outlook.com⟧
健康声明 Health declaration: ⟦MEDICAL|甲状腺功能减退，服用优甲乐50μg / hypothyroidism, on Euthyrox 50μg daily⟧
会籍 Plan: 年卡 Annual ⟪price|¥3,680⟫
"""))

# 7
TEXTS.append(("physio_progress_report_bilingual_mixed", """
Physiotherapy Progress Report 物理治疗进展报告
Patient 患者: ⟦PERSON|Daniel Ho⟧ (⟦PERSON|何伟明⟧)    DOB: ⟦DATE_OF_BIRTH|1990-06-14⟧
Diagnosis 诊断: ⟦MEDICAL|Grade II medial collateral ligament sprain, left knee / 左膝内侧副韧带II度扭伤⟧
Sessions 治疗次数: ⟪count|8⟫ of ⟪count|10⟫
Progress 进展: ROM improved from 90° to 135°; ⟦MEDICAL|pain on valgus stress down from 6/10 to 2/10⟧
Plan 计划: return to ⟪sport|futsal⟫ training in ⟪duration|3 weeks⟫
Therapist 治疗师: ⟦PERSON|Grace Lam⟧, ⟪org|Kowloon Sports Rehab Centre⟫
"""))

# 8
TEXTS.append(("teams_library_catalogue_migration_mixed", """
[Teams] ⟦PERSON|Sarah Collins⟧ 10:02  The new catalogue vendor needs API access for the migration.
⟦PERSON|刘晓⟧ 10:05  好的，我生成了一个 GitLab token 给他们：⟦APIKEY|$gitlab_1⟧，scope 只有 read_repository
⟦PERSON|Sarah Collins⟧ 10:06  👍 can you also send them the staging URL? Not production please.
⟦PERSON|刘晓⟧ 10:07  staging 是 https://⟪doc_ip|192.0.2.88⟫/koha ，账号 vendor_ro 密码 ⟦PASSWORD|Catal0gue-Move!⟧，下周五 expire
"""))

# 9
TEXTS.append(("hk_concert_booking_confirmation_mixed", """
【⟪org|香港大會堂⟫】Booking confirmed 訂票確認
Ref 編號: ⟪booking_ref|HKCH-26-77104⟫
Name 姓名: ⟦PERSON|CHEUNG Wai Man⟧ ⟦PERSON|張偉文⟧
Event 節目: ⟪event|Mahler Symphony No. 5⟫ ⟪date|2026-05-16⟫ 8pm
Seats 座位: ⟪seat|Stalls J21-J22⟫
Paid 已付: ⟦AMOUNT|HK$1,160⟧ (Visa ⟪masked_card|****3390⟫)
Enquiries 查詢: ⟦PHONE|+852 2921 2840⟧
"""))

# 10
TEXTS.append(("sg_climbing_membership_renewal_mixed", """
⟪org|Boulder Lah⟫ membership renewal 会员续费
Member: ⟦PERSON|Lim Jia Hui⟧ ⟦PERSON|林佳慧⟧
NRIC: ⟦NATIONAL_ID|$nric_2⟧
Mobile: ⟦PHONE|+65 8734 2190⟧
Renewal: 12-month ⟪price|S$780⟫, paid ⟦AMOUNT|S$702⟧ after ⟪percentage|10%⟫ student discount
备注 Note: ⟦MEDICAL|有轻微恐高 / mild fear of heights⟧ - top-rope only for now
"""))

# 11
TEXTS.append(("email_festival_invitation_pianist_mixed", """
Subject: Visa letter for ⟪event|Taipei Summer Music Festival⟫ 邀請函

Dear ⟦PERSON|Jonas⟧,

附上邀請函草稿，請確認以下資料是否正確：
Name: ⟦PERSON|Jonas Reithmeier⟧ · Passport: ⟦PASSPORT|$pp_de_1⟧ · DOB: ⟦DATE_OF_BIRTH|07 Oct 1988⟧
Performance fee 演出費: ⟦AMOUNT|NT$90,000⟧（稅前）
Contact 聯絡人: ⟦PERSON|陳怡君⟧ ⟦EMAIL|yichun.chen@tsmf.org.tw⟧ / ⟦PHONE|+886 2 2771 3094⟧
"""))

# 12
TEXTS.append(("github_issue_csv_export_mixed", """
### Bug: 会员导出 CSV 中文乱码 #⟪issue_no|412⟫
**Reporter:** @⟦PERSON|zhao-kexin⟧

导出会员列表时 name 列全是问号。Steps: 登录 admin → Export → CSV。
Env: ⟪version|v3.4.0⟫, Chrome ⟪version|124.0⟫
附上日志：
```
export_members user=admin ip=⟦IP_ADDRESS|58.49.22.137⟧ token=⟦APIKEY|$jwt_3⟧
```
> @⟦PERSON|zhao-kexin⟧ token 不要贴在 issue 里，我已经 revoke 了 — @⟦PERSON|dukai⟧
"""))

# 13
TEXTS.append(("feishu_doc_third_party_keys_mixed", """
# 第三方服务密钥清单（飞书文档，仅限技术组）
| 服务 | 用途 | Key | 负责人 |
|---|---|---|---|
| OpenAI | 节目单英文翻译 | ⟦APIKEY|$openai_2⟧ | ⟦PERSON|Leo Zhang⟧ |
| Anthropic | 客服 FAQ 总结 | ⟦APIKEY|$anthropic_1⟧ | ⟦PERSON|Leo Zhang⟧ |
| Google Maps | 场馆地图 | ⟦APIKEY|$google_1⟧ | ⟦PERSON|冯静⟧ |
| Stripe | 海外购票（restricted key） | ⟦APIKEY|$stripe_rk_1⟧ | ⟦PERSON|杜凯⟧ |
| Stripe | publishable key（前端可公开） | ⟪app_id|pk_live_51PxT9aHk2vQ3mZcY8bN1e4LdRs⟫ | ⟦PERSON|杜凯⟧ |
> ⚠️ ⟪date|2026-04⟫ 起统一迁移到 Vault，这张表会删除。
"""))

# 14
TEXTS.append(("youth_football_academy_roster_csv_mixed", """
# ⟪org|港島少年足球學院⟫ 2026 春季球員名冊（家長已同意收集資料）
player_name,中文名,dob,hkid,guardian,guardian_phone
⟦PERSON|Ethan Chan⟧,⟦PERSON|陳浩賢⟧,⟦DATE_OF_BIRTH|2014-09-02⟧,⟦NATIONAL_ID|$hkid_3⟧,⟦PERSON|Chan Kwok Wing⟧,⟦PHONE|+852 9321 4417⟧
⟦PERSON|Chloe Ng⟧,⟦PERSON|吳凱琳⟧,⟦DATE_OF_BIRTH|2015-01-27⟧,,⟦PERSON|Ng Siu Ying⟧,⟦PHONE|+852 6402 8813⟧
"""))

# 15
TEXTS.append(("call_transcript_cantonese_physio_mixed", """
[Call transcript - ⟪org|Harbour Physio 海港物理治療⟫ - ⟪timestamp|2026-03-11 09:42⟫]
Receptionist: Good morning, Harbour Physio，早晨！
Caller: 早晨，我想 book 個 appointment，我條腰⟦MEDICAL|上星期打羽毛球拉傷咗⟧。
Receptionist: 好，請問貴姓？
Caller: 我姓梁，⟦PERSON|梁志豪⟧，叫我 ⟦PERSON|Ricky⟧ 都得。
Receptionist: OK ⟦PERSON|梁生⟧，電話號碼係？
Caller: ⟦PHONE|9458 2071⟧。
Receptionist: Thursday ⟪time|3:15pm⟫ with Dr ⟦PERSON|Wong⟧ 得唔得？Initial assessment ⟪price|HK$850⟫。
"""))

# 16
TEXTS.append(("podiatry_receipt_bilingual_mixed", """
⟪org|Jade Lotus Podiatry 玉莲足病诊所⟫
RECEIPT 收据 No. ⟪receipt_no|JL-2026-0331⟫
Patient 患者: ⟦PERSON|Anna Kowalczyk⟧
Service 项目: custom orthotics for ⟦MEDICAL|bilateral flat feet⟧ / ⟦MEDICAL|双侧扁平足⟧定制矫形鞋垫
Amount 金额: ⟦AMOUNT|¥2,400.00⟧ (list price ⟪price|¥2,800⟫, member discount)
Paid by 支付方式: ⟪masked_card|Visa ****8817⟫
Clinician 医师: Dr. ⟦PERSON|Hao⟧ ⟦PERSON|郝医生⟧
Address 地址: ⟦ADDRESS|上海市长宁区仙霞路99号尚嘉中心12楼⟧
"""))

# 17
TEXTS.append(("dingtalk_release_notice_docker_token_mixed", """
【发布通知】membership-service ⟪version|2026.04.1⟫ 已发布到 production
发布人：⟦PERSON|韩冬⟧    审批：⟦PERSON|Leo Zhang⟧
变更：支持 Apple Pay；修复 ⟪ticket_no|MEM-881⟫ 会员生日显示错误
回滚：kubectl rollout undo deploy/membership -n prod
Docker registry 登录用的是 ⟦APIKEY|$docker_1⟧（⚠️ 发错群了，请立即撤回并 rotate）
"""))

# 18
TEXTS.append(("sms_bilingual_ticket_ready_mixed", """
[⟪org|星河剧院 Galaxy Theatre⟫] ⟦PERSON|陆先生⟧您好 / Dear Mr ⟦PERSON|Lu⟧, your tickets for 《⟪work_title|歌剧魅影 The Phantom of the Opera⟫》 on ⟪date|12 Apr⟫ are ready. 取票编号 Pickup ref: ⟪booking_ref|GX7Q2K⟫. 客服 Hotline ⟦PHONE|020-8735 6000⟧
"""))

# 19
TEXTS.append(("visa_invitation_letter_erhu_player_mixed", """
To: UK Visas and Immigration
Re: Invitation for Mr ⟦PERSON|Bai Yunfeng⟧ (⟦PERSON|白云峰⟧), passport no. ⟦PASSPORT|$pp_cn_4⟧

Mr ⟦PERSON|Bai⟧, born ⟦DATE_OF_BIRTH|10 October 1981⟧ (Chinese ID ⟦IDCARD|$cnid_bai⟧), is principal erhu (二胡) player of ⟪org|杭州民族乐团⟫. He is invited to perform at our festival from ⟪date|10 to 14 July 2026⟫. We will cover his return flights and accommodation and pay a fee of ⟦AMOUNT|£1,200⟧.

Signed: ⟦PERSON|Catherine Holt⟧, Artistic Director, ⟪org|Leeds World Music Festival⟫
⟦ADDRESS|3 Millennium Square, Leeds LS2 3AD⟧ · ⟦PHONE|0113 496 0460⟧
"""))

# 20
TEXTS.append(("wecom_bot_schedule_script_mixed", """
# 企业微信群机器人 —— 琴行每日课表推送   author: ⟦PERSON|jiangwen⟧
import requests
WEBHOOK = "⟦SECRET|$wecom_hook_1⟧"

def push(text):
    requests.post(WEBHOOK, json={"msgtype": "text", "text": {"content": text, "mentioned_mobile_list": ["⟦PHONE|13880912245⟧"]}})

push("今日课表已更新，请各位老师查看 👉 https://crm.rongyun-music.cn/schedule")
"""))

# 21
TEXTS.append(("email_library_eresource_login_mixed", """
From: ⟦PERSON|Zheng Ke⟧ <⟦EMAIL|zhengke97@foxmail.com⟧>
Subject: 无法登录电子资源 / Cannot access e-resources

Hi, 我是 reader ⟪library_card|L2019-33812⟫，从上周开始 off-campus 登录 JSTOR 一直提示 "authentication failed"。我的 username 是 ⟦PERSON|zhengke⟧，password 试了 ⟦PASSWORD|ZK@lib1130⟧，也 reset 过一次。IP 是 ⟦IP_ADDRESS|110.85.33.210⟧。Thanks!
"""))

# 22
TEXTS.append(("pt_client_handover_hk_mixed", """
PT handover 交接 — ⟦PERSON|Jason⟧ → ⟦PERSON|Coco⟧
1. Mrs ⟦PERSON|Tan⟧（⟦PERSON|陈太⟧）: ⟦MEDICAL|knee OA 双膝骨关节炎⟧, no jumping, leg press max ⟪weight|40kg⟫
2. ⟦PERSON|阿Ken⟧: ⟦MEDICAL|post-COVID fatigue⟧, keep HR under ⟪heart_rate_limit|140 bpm⟫
3. ⟦PERSON|Vivian Ho⟧: 剩 ⟪count|6⟫ sessions, still owes ⟦AMOUNT|HK$1,200⟧ for last package
"""))

# 23
TEXTS.append(("archive_foreign_reader_registration_mixed", """
⟪org|沪东档案馆⟫ 外籍读者登记 Foreign Reader Registration
Name 姓名: ⟦PERSON|Haruka Sato⟧ ⟦PERSON|佐藤遥⟧
Passport 护照: ⟦PASSPORT|$pp_jp_1⟧
Institution 单位: ⟪org|Kyoto University⟫
Research topic 研究课题: ⟪research_topic|1930年代上海电影院档案⟫
Email: ⟦EMAIL|h.sato@kyoto-u.example.jp⟧
Stay address 在沪住址: ⟦ADDRESS|上海市静安区延安中路1000号锦沧公寓1203室⟧
"""))

# 24
TEXTS.append(("sql_foreign_ticket_buyers_mixed", """
-- 海外购票用户（foreign buyers）实名信息，需要用护照号 passport_no
INSERT INTO buyer (name_en, name_cn, passport_no, nationality, phone) VALUES
('⟦PERSON|Rahul Mehta⟧', NULL, '⟦PASSPORT|$pp_in_1⟧', 'IN', '⟦PHONE|+91 98201 47733⟧'),
('⟦PERSON|Ana Beatriz Lima⟧', NULL, '⟦PASSPORT|$pp_br_1⟧', 'BR', '⟦PHONE|+55 11 98742 1033⟧'),
('⟦PERSON|Tan Mei Xin⟧', '⟦PERSON|陈美欣⟧', '⟦PASSPORT|$pp_sg_1⟧', 'SG', '⟦PHONE|+65 9012 6638⟧');
"""))

# 25
TEXTS.append(("email_guest_musician_fees_mixed", """
主题：外籍乐手3月劳务费发放 / March fees for guest musicians

财务同事好，以下外籍乐手的劳务费请于⟪date|3月31日⟫前发放：
1. ⟦PERSON|Lukas Becker⟧ (Germany) — Steuer-ID ⟦NATIONAL_ID|$steuer_2⟧ — IBAN ⟦IBAN|$iban_de_2⟧ — ⟦AMOUNT|€2,400⟧
2. ⟦PERSON|Mikko Lahtinen⟧ (Finland) — HETU ⟦NATIONAL_ID|$hetu_2⟧ — IBAN 待补充 — ⟦AMOUNT|€1,900⟧
3. ⟦PERSON|Claire Dubois⟧ (France) — IBAN ⟦IBAN|$iban_fr_1⟧ — ⟦AMOUNT|€2,150⟧
汇率按发放日中间价折算；有问题找⟦PERSON|宋雪⟧（ext. ⟪extension|6021⟫）
"""))

# 26
TEXTS.append(("choir_honorarium_t4a_info_mixed", """
⟪org|温哥华华人合唱团 Vancouver Chinese Community Choir⟫ — Honorarium T4A info
Name 姓名: ⟦PERSON|Kevin Tsang⟧ ⟦PERSON|曾嘉伟⟧
SIN: ⟦NATIONAL_ID|$sin_2⟧
Address 地址: ⟦ADDRESS|4821 Victoria Dr, Vancouver, BC V5N 4P1⟧
Honorarium 酬金 2025: ⟦AMOUNT|CAD 1,500⟧ (conductor, ⟪count|38⟫ rehearsals)
"""))

# 27
TEXTS.append(("chinese_school_coach_details_mixed", """
⟪org|曼城中文学校 Manchester Chinese School⟫ 兼职教练登记 Part-time coach details
Name 姓名: ⟦PERSON|Zhou Li⟧ ⟦PERSON|周丽⟧
NI number: ⟦NATIONAL_ID|$nino_2⟧
Bank 银行: IBAN ⟦IBAN|$iban_gb_4⟧
Rate 课时费: ⟦AMOUNT|£25⟧ per hour (badminton, Saturdays)
Phone 电话: ⟦PHONE|07700 900 836⟧
Emergency 紧急联系人: ⟦PERSON|Michael Zhou⟧ (husband 丈夫) ⟦PHONE|07700 900 837⟧
"""))

# 28
TEXTS.append(("email_1099_info_erhu_teacher_mixed", """
Hi ⟦PERSON|Linda⟧，

这是我2025年的 1099 资料 for teaching erhu at the ⟪org|Flushing Chinese Cultural Center⟫:
Name: ⟦PERSON|Yu Haibo⟧ (⟦PERSON|于海波⟧)
SSN: ⟦SSN|$ssn_7⟧
Address: ⟦ADDRESS|41-28 Main St, Apt 5C, Flushing, NY 11355⟧
Total paid 2025: ⟦AMOUNT|$7,280⟧

谢谢！⟦PERSON|海波⟧
"""))

# 29
TEXTS.append(("hotel_guarantee_form_guest_choir_mixed", """
【Booking form 订房信息】⟪org|广州大剧院 Guangzhou Opera House⟫ guest choir
Lead contact 联系人: ⟦PERSON|Maria Santos⟧  ⟦PHONE|+63 917 482 0391⟧
Guarantee card 担保信用卡: ⟦CARD|$mc_1⟧  CVV ⟦CVV|215⟧  Exp 有效期 ⟪card_expiry|10/27⟫
Cardholder 持卡人: ⟦PERSON|MARIA L SANTOS⟧
Rooms 房间: ⟪count|24⟫ twin, ⟪date|6月12日-15日⟫, rate ⟪price|¥680/night⟫
"""))

# 30
TEXTS.append(("pos_log_manual_card_entry_mixed", """
[POS log 收银日志] ⟪timestamp|2026-04-18 15:21:07⟫ terminal ⟪device_id|POS-03⟫
manual entry（磁条读取失败）card=⟦CARD|$jcb_1⟧ holder="⟦PERSON|TANAKA KENJI⟧" amount=⟦AMOUNT|¥1,480⟧ result=APPROVED auth=⟪auth_code|392011⟫
⚠️ 手工录入的卡号不应写入日志，已提 bug ⟪ticket_no|POS-219⟫ 给 ⟦PERSON|Leo Zhang⟧
"""))

# 31
TEXTS.append(("slack_sales_bot_tokens_mixed", """
⟦PERSON|Aiden Wu⟧: 我写了个脚本每天把 box office sales 汇总发到 #sales-daily，用的是我自己的 user token ⟦APIKEY|$slack_user_1⟧，大家先别动
⟦PERSON|Aiden Wu⟧: bot token 也配好了 ⟦APIKEY|$slack_bot_1⟧
⟦PERSON|Grace Lam⟧: 🙈 ⟦PERSON|Aiden⟧，这个频道有 external guests 的… 赶紧 rotate 吧
"""))

# 32
TEXTS.append(("github_workflow_publish_tokens_mixed", """
# .github/workflows/release.yml —— 自动发布 ticket-widgets 包
env:
  NPM_TOKEN: ⟦APIKEY|$npm_1⟧   # TODO 改成 secrets.NPM_TOKEN
  HF_TOKEN: ⟪placeholder|${{ secrets.HF_TOKEN }}⟫   # 用于下载座位图识别模型
  PYPI_TOKEN: ⟦APIKEY|$pypi_1⟧
steps:
  - run: npm publish --access public   # 维护者 ⟦PERSON|wei-ran⟧
"""))

# 33
TEXTS.append(("chat_sharing_github_tokens_mixed", """
⟦PERSON|Leo Zhang⟧: 新同事 ⟦PERSON|Priya⟧ 需要 clone 私有仓库 membership-core，先用我的 fine-grained token 吧：⟦APIKEY|$gh_fine_1⟧
⟦PERSON|Priya Nair⟧: Thanks! 不过我自己有账号 ⟦PERSON|priya-nair⟧，把我加到 org 就行 😅
⟦PERSON|Leo Zhang⟧: ok 已邀请。那个 token 我会 revoke，旧的 classic token ⟦APIKEY|$gh_pat_1⟧ 也一起删了
"""))

# 34
TEXTS.append(("it_notice_2fa_setup_key_mixed", """
【IT 通知】票务后台启用双因素认证 2FA
如果无法扫码，请在 Google Authenticator 中手动输入 setup key（每人不同，下面是 ⟦PERSON|黄美玲⟧ 的）：
⟦SECRET|$totp_2⟧
Recovery codes 备用码：⟦SECRET|7421-8830⟧  ⟦SECRET|1066-3927⟧  ⟦SECRET|5583-0194⟧
请妥善保存，遗失请联系 IT ⟦PERSON|Aiden Wu⟧ ext. ⟪extension|8099⟫
"""))

# 35
TEXTS.append(("notebook_seatmap_hf_login_mixed", """
# 座位图自动识别实验 notebook（⟦PERSON|魏然⟧）
from huggingface_hub import login
login(token="⟦APIKEY|$hf_1⟧")   # 个人 token，不要 push！
model_id = "⟪model_id|openmmlab/seatmap-detr-base⟫"
# 测试数据：⟪count|320⟫ 张剧院座位图，约 ⟪percentage|12%⟫ 标注有误，需要 relabel
"""))

# 36
TEXTS.append(("museum_opening_hours_bilingual_mixed", """
⟪org|长安石刻博物馆 Chang'an Stone Carving Museum⟫
开放时间 Opening hours: ⟪time|09:00⟫-⟪time|17:30⟫ (last entry ⟪time|16:45⟫)
周一闭馆 Closed on Mondays, except public holidays
门票 Admission: 免费 Free · 特展 Special exhibition ⟪price|¥30⟫ / 学生 Students ⟪price|¥15⟫
讲解 Guided tours: ⟪time|10:00⟫ & ⟪time|14:30⟫, ⟪duration|45 min⟫, max ⟪count|25⟫ people
"""))

# 37
TEXTS.append(("museum_shop_sync_config_ini_mixed", """
; 博物馆文创店 Shopify 同步脚本配置 config.ini
[shopify]
store = chang-an-museum-shop.myshopify.com
access_token = ⟦APIKEY|$shopify_1⟧
[stripe]
secret_key = ⟦APIKEY|$stripe_sk_1⟧
[alert]
email = ⟦EMAIL|shop-ops@changan-museum.cn⟧
; 负责人 ⟦PERSON|马丽⟧，有问题请在企业微信找她
"""))
