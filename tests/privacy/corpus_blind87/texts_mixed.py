# -*- coding: utf-8 -*-
"""Mixed Chinese/English texts for blind corpus 87. Each text typed by hand."""

TEXTS = []

TEXTS += [
("wechat_group_mixed", """【UCL华人考古学会 🏺】
⟦PERSON|Kiki Zhang⟧：姐妹们 this weekend 的 dig 在⟪place_name|Vindolanda⟫，谁要 carpool？
⟦PERSON|陈思远⟧：me！我从 Newcastle 出发，可以带2个人，油费 split 一下 each ⟦AMOUNT|£12⟧ ok？
⟦PERSON|Kiki Zhang⟧：ok 我 transfer 给你，sort code 发我
⟦PERSON|陈思远⟧：直接 IBAN 吧 ⟦IBAN|$iban_gb3⟧，reference 写 carpool 就行
⟦PERSON|Amy Liu⟧：我⟦MEDICAL|花粉过敏⟧超严重🤧 要带 ⟦MEDICAL|Piriton⟧，有人有 spare 吗
⟦PERSON|陈思远⟧：@⟦PERSON|Amy Liu⟧ 我有，明早 ⟪time|7:15⟫ 在 ⟪place_name|Haymarket⟫ 门口见"""),

("invitation_letter_request", """Subject: Request for invitation letter — volunteer programme 2025 / 志愿者项目邀请函

Dear ⟦PERSON|Lewis⟧,

I'm ⟦PERSON|Zhao Yuhang⟧（⟦PERSON|赵宇航⟧）, 去年在无锡做过运河巡河志愿者。我想申请明年夏天 Dalesway Railway 的 volunteer fireman programme。For the Standard Visitor visa I need an invitation letter, my details are:
- Date of birth 出生日期: ⟦DATE_OF_BIRTH|19 July 2001⟧
- 身份证 Chinese ID: ⟦IDCARD|$id_zhao⟧
- Home address: ⟦ADDRESS|湖北省武汉市武昌区中北路108号3栋1204室 430071⟧
- Mobile / WeChat: ⟦PHONE|+86 177 8630 4415⟧
I'll pay the ⟪price|£350 programme fee⟫ once the visa is approved. 谢谢！

Best wishes,
⟦PERSON|Yuhang⟧"""),

("slack_thread_mixed", """#⟪channel_name|dams-uk-project⟫
⟦PERSON|maxiao⟧  10:21  staging 挂了，谁动了 .env？
⟦PERSON|tangsy⟧  10:23  我 rotate 了 Stripe key，新的是 ⟦APIKEY|$stripe_sk2⟧，还没同步到 staging
⟦PERSON|maxiao⟧  10:24  别在 channel 里贴 key 啊😤 还有 alert webhook ⟦SECRET|$slack_hook2⟧ 你上周也贴过
⟦PERSON|tangsy⟧  10:25  sorry sorry 马上删，publishable 那个 ⟪publishable_key|pk_live_51Hx8QmAo8kB1r0XyT7cLw2Rz⟫ 应该没事吧
⟦PERSON|maxiao⟧  10:26  pk 没事。deploy 完记得 bump 到 ⟪version|v2.6.1⟫"""),

("descendant_enquiry_email", """Dear Sir/Madam,

我叫⟦PERSON|刘一鸣⟧（⟦PERSON|Liu Yiming⟧），from Weihai, China. My great-great-grandfather ⟦PERSON|刘福祥⟧ (⟦PERSON|Liu Fuxiang⟧) served in the Chinese Labour Corps and is buried at ⟪cemetery_name|Noyelles-sur-Mer Chinese Cemetery⟫, ⟪grave_ref|Row 12, Grave 7⟫.

We plan to visit on Qingming (4 April). My grandfather ⟦PERSON|Liu Zhenshan⟧ is 89 and has a ⟦MEDICAL|pacemaker⟧, so we'd be grateful to know whether the cemetery path is step-free. 请问可以安排 wheelchair 吗？

Contact: ⟦EMAIL|liuyiming_wh@foxmail.com⟧ / WeChat ⟦PERSON|lym_weihai⟧ / ⟦PHONE|+86 150 6312 4478⟧

Many thanks,
⟦PERSON|Liu Yiming⟧"""),

("hk_cemetery_volunteer_form", """STANLEY MILITARY CEMETERY — Remembrance Sunday volunteer form
赤柱軍人墳場 和平紀念日 義工登記表
Name 姓名: ⟦PERSON|LEUNG Ka-yan⟧ ⟦PERSON|梁嘉欣⟧
HKID 香港身份證號碼: ⟦NATIONAL_ID|$hkid1⟧
Mobile 手提電話: ⟦PHONE|9461 2278⟧
Email 電郵: ⟦EMAIL|kayan.leung@gmail.com⟧
Emergency contact 緊急聯絡人: 媽媽 ⟦PERSON|黃美玲⟧ ⟦PHONE|6128 4407⟧
Allergies 過敏: ⟦MEDICAL|shellfish 海鮮過敏⟧
Shift 時段: ⟪shift_code|B (09:30–12:30)⟫    T-shirt: ⟪clothing_size|S⟫"""),

("env_file_mixed", """# 运河博物馆小程序 .env.production —— 千万别 commit!!（⟦PERSON|yangzy⟧）
WX_APPID=⟪app_id|wx3c81f0a9d2e4b517⟫
WX_APPSECRET=⟦SECRET|$wx_secret2⟧
TENCENT_SECRET_ID=⟦APIKEY|$tencent_id2⟧
TENCENT_SECRET_KEY=⟦SECRET|$tencent_key2⟧
REDIS_URL=redis://:⟦SECRET|Canal#Redis2024⟧@⟦IP_ADDRESS|10.0.8.12⟧:⟪port|6379⟫/2
SENTRY_DSN=https://⟪sentry_public_key|8f2c41d07ab94e3c9e51b2d7a0c6f318⟫@o450722.ingest.sentry.io/⟪project_id|4507223⟫
ADMIN_CONTACT=⟦EMAIL|yangzhenyu@canal-museum.cn⟧
APP_VERSION=⟪version|1.12.0⟫"""),

("whatsapp_mixed", """[10/08/24, 18:02] ⟦PERSON|Harvey Blake⟧: ⟦PERSON|Wei⟧ mate, you ok for Sat turn on the 47279?
[10/08/24, 18:05] ⟦PERSON|Wei Chen⟧: yes! 不过我⟦MEDICAL|腰肌劳损⟧还没好 😅 my back is still sore from the coal stage lol, can I do cleaner not fireman?
[10/08/24, 18:06] ⟦PERSON|Harvey Blake⟧: no worries. shed gate code is now ⟦PASSWORD|1863⟧ btw, changed yesterday
[10/08/24, 18:07] ⟦PERSON|Wei Chen⟧: 收到 👍 also 我的 membership renewal ⟦AMOUNT|£30⟧ 已经 paid by bank transfer, ref ⟪payment_ref|DR-MEM-0388⟫
[10/08/24, 18:09] ⟦PERSON|Harvey Blake⟧: legend"""),

("online_order_mixed", """订单详情 Order No. ⟪order_id|3725519047758812⟫
商品：Minelab Equinox 900 金属探测器 UK版 ⟪product_code|EQX-900-UK⟫  单价 ⟪price|¥9,680⟫
收货人 Consignee：⟦PERSON|Zhang Qi⟧（⟦PERSON|张琪⟧）
收货地址 Address：⟦ADDRESS|Flat 5, 28 Clarendon Road, Leeds LS2 9NZ, United Kingdom⟧
电话 Tel：⟦PHONE|+44 7425 661 093⟧
实付款：⟦AMOUNT|¥9,480.00⟧（店铺优惠 ⟪discount|¥200⟫）
支付方式：信用卡 ⟦CARD|$card_jcb1⟧
物流：⟪carrier|Parcelforce⟫ 运单 ⟪tracking_no|PB4471902233GB⟫"""),

("group_payment_form", """GROUP TOUR PAYMENT FORM 英国庄园游 代付表        Tour code 团号: ⟪tour_code|UK-MH-0923⟫
Lead traveller 领队: ⟦PERSON|许静怡⟧ (⟦PERSON|Xu Jingyi⟧)
Card number 卡号: ⟦CARD|$card_visa2⟧
Expiry 有效期: 08/27        CVV 安全码: ⟦CVV|374⟧
Billing address 账单地址: ⟦ADDRESS|浙江省杭州市西湖区文三路259号8幢1203室（310012）⟧
Total 总额: ⟦AMOUNT|£1,236.00⟧ (6 pax — Hartwell Hall + Blenheim, 含 guided tour)
Signature 签名: ⟦PERSON|Xu Jingyi⟧    Date: ⟪date|2024-09-02⟫"""),

("reader_registration", """READER REGISTRATION — ⟪org_name|Ashdale Record Office⟫        Reader's ticket: ⟪reader_ticket_no|RT 204988⟫
Title: Dr        Name: ⟦PERSON|Guo Ting⟧ ⟦PERSON|郭婷⟧
Proof of identity seen: passport ⟦PASSPORT|$pp_cn4⟧ (PRC)
UK address: ⟦ADDRESS|Room 14, Hall B, 3 University Road, Leicester LE1 7RH⟧
Email: ⟦EMAIL|tg214@leicester.ac.uk⟧
Research topic 研究课题: 一战华工 Chinese Labour Corps camps in Ashdale, 1917–19 (⟪catalogue_ref|Q/AP/7/2⟫, ⟪catalogue_ref|DN/MIL/14⟫)
Staff: ⟦PERSON|H. Quayle⟧"""),

("bilingual_minutes", """Liverpool Chinese Heritage Group 利物浦华人历史小组 — Minutes 会议记录, ⟪event_date|7 Sept 2024⟫
Present 出席: ⟦PERSON|Mabel Cheung⟧, ⟦PERSON|Frank Lai⟧, ⟦PERSON|Annie Ho⟧, ⟦PERSON|Tom Kavanagh⟧
1. Oral history 口述历史: ⟦PERSON|Annie⟧ interviewed ⟦PERSON|黄伯⟧ (Mr ⟦PERSON|Wong Kam-po⟧, born ⟦DATE_OF_BIRTH|3 March 1932⟧ in Toishan), 他爸爸1946年在 Blue Funnel Line 的船上做海员。⟦PERSON|黄伯⟧ now has ⟦MEDICAL|macular degeneration⟧, so large-print consent form used.
2. Finance 财务: Heritage grant ⟪org_total|£2,000⟫ received. ⟦PERSON|Frank⟧ paid ⟦AMOUNT|£86.40⟧ for printing out of pocket — to be reimbursed.
3. Next meeting 下次会议: ⟪event_date|5 Oct⟫, ⟪place_name|Pagoda Community Centre⟫."""),

("xiaohongshu_mixed", """🛶 英国运河船自驾｜第一次开 narrowboat 的踩坑记录
我们在 ⟪org_name|Wharfside Narrowboats⟫ 租了 ⟪boat_name|Kestrel⟫，4晚 ⟪price|£1,180⟫。Locks 真的好累😮‍💨 ⟪lock_number|Lock 21⟫ 卡了半小时……
⚠️ 押金 ⟦AMOUNT|£250⟧ 到现在还没退！！客服电话 ⟦PHONE|0117 304 1122⟧ 一直占线
老公⟦MEDICAL|晕船⟧吐了两天，大家带点 Kwells（英国药店有）
#英国旅行 #narrowboat #运河
——
评论 ⟦PERSON|伦敦小土豆⟧：押金一般14天内退，发邮件给他们比打电话快
评论 ⟦PERSON|Ellie在约克⟧：Lock 21 确实难，gate 很重"""),

("docker_logs_mixed", """db-1   | ⟪timestamp|2024-09-21 03:12:45.118 UTC⟫ [81] FATAL:  password authentication failed for user "dams"
api-1  | [INFO] 连接数据库 postgres://dams:⟦SECRET|Dams_2024!prod⟧@⟦IP_ADDRESS|172.19.0.3⟧:5432/dams
api-1  | [WARN] 登录失败 user=⟦PERSON|liweidong⟧ from ⟦IP_ADDRESS|183.14.29.66⟧ (连续第⟪attempt_count|5⟫次)
api-1  | [INFO] OCR endpoint=https://ocr.tencentcloudapi.com secretId=⟦APIKEY|$tencent_id2⟧ region=⟪cloud_region|ap-guangzhou⟫
api-1  | [INFO] health check from ⟪loopback_ip|127.0.0.1⟫ ok, build ⟪commit_sha|7c1e0a9⟫"""),

("wreath_sponsorship_form", """SAI WAN WAR CEMETERY — Wreath sponsorship 西灣國殤紀念墳場 花圈贊助
Sponsor 贊助人: ⟦PERSON|Ho Wing-kei⟧ ⟦PERSON|何詠琪⟧
HKID (for tax receipt 扣稅收據用): ⟦NATIONAL_ID|$hkid2⟧
Amount 金額: ⟦AMOUNT|HK$1,500⟧
In memory of 紀念: 外公 ⟦PERSON|何德⟧, HKVDC, killed 18 Dec 1941 at ⟪place_name|Wong Nai Chung Gap⟫, ⟪grave_ref|Coll. grave 8. B. 1-4.⟫
Payment 付款: FPS to ⟪org_account|FPS ID 1608824⟫
Phone 電話: ⟦PHONE|+852 5120 7734⟧"""),

("airbnb_host_message", """Hi ⟦PERSON|Hamish⟧! 欢迎欢迎 😊 我是 host ⟦PERSON|Chen Siyuan⟧。
Check-in after 3pm. Key safe 在门左边，code 是 ⟦PASSWORD|2 9 0 4⟧。
WiFi: ⟪wifi_ssid|BT-Hub6-7XKQ⟫ / password ⟦PASSWORD|kXq7-pRt4-Hn2w⟧
离 Vindolanda dig site 开车 15 分钟，停车在 ⟪place_name|Once Brewed⟫ car park ⟪price|£5/day⟫。
Any problem 打我电话 ⟦PHONE|07425 118 360⟧，晚上 11 点后发 WhatsApp 就好。
PS 厨房 fridge 里的牛奶 free 👍"""),

("jira_ticket_mixed", """[⟪issue_key|DAMS-412⟫] 导入 parish register 扫描件失败 / Import of parish register scans fails
Reporter: ⟦PERSON|Tang Shiyu⟧    Assignee: ⟦PERSON|Ma Xiao⟧    Priority: ⟪priority|P1⟫
Environment: prod, server ⟦IP_ADDRESS|10.40.2.18⟧, client IP ⟦IP_ADDRESS|81.2.69.142⟧ (Ashdale RO office)
Description:
英国那边 ⟦PERSON|Harriet⟧ 反馈昨晚批量导入 ⟪batch_no|PR-BRK-1813-1837⟫ 全部失败。日志：
  S3 upload failed: AccessDenied (AccessKeyId ⟦APIKEY|$aws_akid4⟧)
查了一下是 IAM policy 没加 s3:PutObject，secret 也要换，旧的 ⟦SECRET|$aws_secret4⟧ 已经 deactivate。
Due: ⟪due_date|2024-10-04⟫"""),

("bank_sms_forward_mixed", """⟦PERSON|陈思远⟧: 船公司说没收到钱?? 我明明付了，看短信👇
> HSBC: Your payment of ⟦AMOUNT|£420.00⟧ to WHARFSIDE NARROWBOATS from account ending ⟪masked_account|4471⟫ was successful on 02 Aug. Ref ⟪payment_ref|WN-BK-20931⟫.
> HSBC: Balance ⟦AMOUNT|£1,087.52⟧. Never share your security code.
⟦PERSON|Kiki Zhang⟧: 那就是他们那边的问题，把截图 email 给 ⟦EMAIL|hire@wharfside-narrowboats.co.uk⟧"""),

("review_mixed", """⭐⭐⭐⭐⭐ 非常值得！Absolutely worth it
Reviewer: ⟦PERSON|TravelwithXiaoMei⟧ · ⟪review_date|Sept 2024⟫
我们 family of 4 跟了 ⟦PERSON|Jeremy⟧ 的 guided tour，讲 servants' bells 那段太有意思了。门票 ⟪price|£32⟫/人 有点贵但 totally worth it。
我爸⟦MEDICAL|有心脏病⟧，楼梯多走不了，staff 很贴心安排我们坐了 service lift。
Tip: 下午 ⟪time|3点⟫ 以后人少，cream tea ⟪price|£8.50⟫ 一定要试！"""),

("field_school_application_mixed", """RAVENSDALE FIELD SCHOOL — Application 申请表
Name 姓名: ⟦PERSON|Kevin Zhou⟧ ⟦PERSON|周凯文⟧
Date of birth: ⟦DATE_OF_BIRTH|2002-03-15⟧
Passport: ⟦PASSPORT|$pp_us1⟧ (USA)
SSN (US citizens only, for financial aid): ⟦SSN|$ssn6⟧
Parent/guardian 家长: 妈妈 ⟦PERSON|Helen Zhou⟧, ⟦PHONE|(626) 482-1937⟧, ⟦EMAIL|helenzhou.pasadena@gmail.com⟧
Dietary/medical: ⟦MEDICAL|peanut allergy 花生过敏⟧ — carries ⟦MEDICAL|EpiPen⟧
Deposit 定金: ⟦AMOUNT|$500⟧ paid ⟪date|2024-11-20⟫"""),
]

TEXTS += [
("wechat_group_invite_mixed", """⟦PERSON|Lucy Wanjiru⟧ 邀请 ⟦PERSON|王芳⟧ 加入了群聊「Canal Trust volunteers 🇨🇳」
⟦PERSON|王芳⟧：hello everyone！我是新来的 lock keeper volunteer，周末在 ⟪place_name|Foxton Locks⟫
⟦PERSON|Daniel Xu⟧：welcome 👋 第一天记得带 windlass，visitor centre 的 door code 是 ⟦PASSWORD|C4729X⟧
⟦PERSON|王芳⟧：谢谢！我有⟦MEDICAL|恐高症⟧ 😂 staircase locks 那边会不会很高
⟦PERSON|Daniel Xu⟧：还好啦，最高也就 ⟪height|23 m⟫ 的落差，分 10 个 chamber
⟦PERSON|Lucy Wanjiru⟧：Induction 是 ⟪event_date|Sat 14 Sept⟫ 10am，有问题打我 ⟦PHONE|07718 552 093⟧"""),

("refund_request_mixed", """Subject: Withdrawal & refund request — 2025 field school / 退课退款申请

Dear Field School Office,

很抱歉 I have to withdraw from the 2025 Ravensdale field school (application ⟪application_ref|RFS25-0147⟫). 我在 Leiden 的导师要求我暑假留在荷兰做 lab work.

Per your policy I'd like the refund of ⟦AMOUNT|£1,475⟧ (tuition minus the non-refundable ⟪price|£250 deposit⟫) paid back to my Dutch account:
IBAN: ⟦IBAN|$iban_nl1⟧   Account holder: ⟦PERSON|Tang Shiyu⟧

Thank you!
⟦PERSON|唐诗雨⟧ ⟦PERSON|Tang Shiyu⟧
⟦EMAIL|s.tang@umail.leidenuniv.nl⟧ · ⟦PHONE|+31 6 4187 2290⟧"""),

("bilingual_poster", """🚂 Bilingual Heritage Tours 中英双语导览 🚂
Every Saturday 每周六 ⟪train_time|14:00⟫ · ⟪place_name|Embsay Station⟫
Meet at the booking office 售票处集合 · Tour length 时长 ⟪duration|60 min⟫
Adults 成人 ⟪price|£5⟫ · Members free 会员免费 · Children under 5 ⟪price|免费⟫
Next dates 近期场次: ⟪event_date|5 Oct⟫, ⟪event_date|12 Oct⟫, ⟪event_date|19 Oct⟫
Sponsored by ⟪org_name|Dalesway Railway Trust⟫ · registered charity ⟪charity_number|1091842⟫"""),

("card_dispute_email_mixed", """Subject: Double charge on my card / 重复扣款

Hello, 我上周六在 ⟪place_name|Embsay⟫ station shop 买了两本书 and a mug，total ⟦AMOUNT|£43.97⟧, but my statement shows it twice (⟪transaction_id|TXN 88213447⟫ and ⟪transaction_id|TXN 88213452⟫).
Card: ⟦CARD|$card_mc3⟧, cardholder ⟦PERSON|Chen Siyuan⟧. 银行说要 merchant 先确认才能 refund.
My phone ⟦PHONE|07425 118 360⟧. Thanks!
⟦PERSON|Siyuan⟧"""),

("nginx_log_mixed", """⟦IP_ADDRESS|240e:3a1:4c21:7b80:95c1:2d0e:aa31:6f04⟧ - - [⟪timestamp|03/Oct/2024:09:12:41 +0800⟫] "GET /zh/tickets?lang=zh-CN HTTP/2.0" 200 18211 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) MicroMessenger/⟪version|8.0.50⟫ NetType/WIFI Language/zh_CN"
⟦IP_ADDRESS|36.112.98.45⟧ - - [03/Oct/2024:09:12:44 +0800] "POST /api/booking HTTP/2.0" 201 512 "https://tickets.dalesway-railway.co.uk/zh/" "Mozilla/5.0 (Linux; Android 14; ⟪device_model|PJZ110⟫) AppleWebKit/537.36"
⟪doc_ip|198.51.100.77⟫ - - [03/Oct/2024:09:13:02 +0800] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/⟪version|1.29⟫"
⟦IP_ADDRESS|172.31.4.9⟧ - ⟦PERSON|yangzy⟧ [03/Oct/2024:09:13:30 +0800] "GET /admin/orders?export=csv HTTP/2.0" 200 90311 "-" "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)\""""),

("passport_ocr_cn", """[OCR] 护照资料页 Passport data page — ⟪file_name|passport_sun.jpg⟫
中华人民共和国 PEOPLE'S REPUBLIC OF CHINA
护照 PASSPORT    类型/Type P    国家码/Country Code CHN
护照号/Passport No. ⟦PASSPORT|$pp_cn5⟧
姓/Surname ⟦PERSON|孙/SUN⟧
名/Given names ⟦PERSON|丽萍/LIPING⟧
性别/Sex 女/F    出生地点/Place of birth 山东/SHANDONG
出生日期/Date of birth ⟦DATE_OF_BIRTH|28 APR 1972⟧
签发日期/Date of issue ⟪issue_date|15 JAN 2019⟫    有效期至/Date of expiry ⟪expiry_date|14 JAN 2029⟫
签发机关/Authority 国家移民管理局 NIA"""),

("telegram_bot_code_mixed", """# hk_memorial_bot.py —— 和平紀念日 volunteer 提醒 bot（⟦PERSON|kayan_leung⟧ 寫的）
import telebot
BOT_TOKEN = "⟦APIKEY|$tg_bot3⟧"   # TODO: 搬去 env，唔好 commit
CHAT_ID = ⟪chat_id|-1002219043318⟫
bot = telebot.TeleBot(BOT_TOKEN)
bot.send_message(CHAT_ID, "⏰ 聽朝 09:30 赤柱集合 / Assemble at Stanley 09:30 tomorrow")
# contact ⟦PERSON|梁嘉欣⟧ ⟦PHONE|9461 2278⟧ if bot dies
# pyTelegramBotAPI==⟪version|4.21.0⟫"""),

("phone_call_transcript_mixed", """[Call log — Dalesway Railway booking office — ⟪timestamp|Fri 11 Oct 14:03⟫ — ⟪call_duration|4m 20s⟫]
Staff (⟦PERSON|Carol⟧): Dalesway Railway, ⟦PERSON|Carol⟧ speaking.
Caller: Hello, 你好, sorry my English not so good. I want to 改签… change my ticket, from Saturday to Sunday.
Staff: No problem. What's the booking reference?
Caller: ⟪booking_ref|FPX-20877⟫. Name ⟦PERSON|Li Weidong⟧.
Staff: Lovely, Mr ⟦PERSON|Li⟧. Sunday 12:00 is fine, there's no charge. Can I confirm your mobile?
Caller: 0-7-4-… ⟦PHONE|07441 902 316⟧. And email ⟦EMAIL|liweidong78@163.com⟧.
Staff: All done. You paid ⟦AMOUNT|£64⟧ on Wednesday, that carries over."""),

("dingtalk_visa_list_mixed", """【钉钉·CSR 志愿活动】英国运河 restoration week 签证材料汇总（请核对，有误私聊 ⟦PERSON|许小姐⟧）
1. ⟦PERSON|冯雪梅⟧ ⟦PERSON|Feng Xuemei⟧ — passport ⟦PASSPORT|$pp_cn6⟧ — DOB ⟦DATE_OF_BIRTH|1980-03-08⟧
2. ⟦PERSON|何志强⟧ ⟦PERSON|He Zhiqiang⟧ — passport ⟦PASSPORT|$pp_cn7⟧ — DOB ⟦DATE_OF_BIRTH|1983-01-14⟧
3. ⟦PERSON|马骁⟧ ⟦PERSON|Ma Xiao⟧ — passport 待补 (pending)
UK host: ⟪org_name|Northern Waterways Trust⟫, work site ⟪place_name|Standedge Tunnel⟫
Visa fee ⟪price|£127⟫/人 由公司统一支付；个人 travel insurance 自理
提交截止 deadline: ⟪due_date|10月15日⟫"""),

("fit_note_mixed", """[翻译件 Translation]  GP letter — ⟪org_name|Leeds University Health Centre⟫
To whom it may concern,
⟦PERSON|Zhang Qi⟧ (⟦PERSON|张琪⟧), DOB ⟦DATE_OF_BIRTH|12/10/2000⟧, attends this practice. She has ⟦MEDICAL|mild asthma⟧, well controlled with a ⟦MEDICAL|salbutamol inhaler⟧ as needed, and ⟦MEDICAL|iron-deficiency anaemia⟧ treated with ⟦MEDICAL|ferrous fumarate⟧. I see no reason she cannot take part in outdoor excavation work.
Dr ⟦PERSON|R. Mistry⟧, GMC ⟪gmc_number|7043318⟫, ⟪date|1 June 2024⟫
（中文备注：⟦PERSON|张琪⟧同学⟦MEDICAL|哮喘⟧轻度，可以参加发掘。—— 翻译：⟦PERSON|陈思远⟧）"""),

("school_trip_consent_mixed", """SCHOOL TRIP CONSENT 外出活动家长同意书 — Year 9 visit to ⟪place_name|Cannock Chase War Cemetery⟫
Student 学生: ⟦PERSON|Oliver Sun⟧ ⟦PERSON|孙浩然⟧        Form 班级: ⟪class_code|9C⟫
Date of birth 出生日期: ⟦DATE_OF_BIRTH|2010年6月2日⟧
Medical 健康情况: ⟦MEDICAL|type 1 diabetes 一型糖尿病⟧ — insulin pump, 需要按时吃午饭
Parent/carer 家长: ⟦PERSON|Sun Jian⟧ ⟦PERSON|孙健⟧    Mobile: ⟦PHONE|07866 204 511⟧
Trip cost 费用: ⟪price|£18 per pupil⟫ — paid ⟦AMOUNT|£18.00⟧ via ParentPay ⟪payment_ref|PP-118839⟫
Signature 签名: ⟦PERSON|孙健⟧"""),

("club_member_list_mixed", """Wharfedale Detecting Club — member list 会员名单 (export ⟪timestamp|2024-10-01⟫)
no,name,姓名,phone,email,NCMD no,notes
⟪member_id|W-031⟫,⟦PERSON|Gareth Pryce⟧,,⟦PHONE|07711 285 903⟧,⟦EMAIL|gaz.pryce@btinternet.com⟧,⟪membership_no|NCMD 113 0442⟫,chair
⟪member_id|W-047⟫,⟦PERSON|Wang Lei⟧,⟦PERSON|王磊⟧,⟦PHONE|07903 661 284⟧,⟦EMAIL|wanglei.leeds@gmail.com⟧,⟪membership_no|NCMD 118 2205⟫,新会员 new
⟪member_id|W-052⟫,⟦PERSON|Kev Turnbull⟧,,⟦PHONE|07592 611 804⟧,⟦EMAIL|kevturnbull.detecting@gmail.com⟧,⟪membership_no|NCMD 114 9207⟫,⟦MEDICAL|bad knee⟧ - no ploughed fields"""),

("github_actions_yaml_mixed", """# .github/workflows/deploy.yml —— 自动部署到档案馆服务器
name: deploy
on: { push: { branches: [main] } }
env:
  GH_PAT: ⟦APIKEY|$ghp3⟧        # ⚠️ 临时放这里，之后改用 secrets
  SLACK_BOT_TOKEN: ⟦APIKEY|$slack_bot2⟧
  DEPLOY_HOST: ⟦IP_ADDRESS|10.40.2.18⟧
jobs:
  build:
    runs-on: ubuntu-⟪version|22.04⟫
    steps:
      - uses: actions/checkout@v4
      - run: ssh ⟦PERSON|tangsy⟧@⟦IP_ADDRESS|10.40.2.18⟧ 'cd /srv/dams && ./deploy.sh'  # 负责人 ⟦PERSON|唐诗雨⟧"""),

("flask_config_mixed", """# config.py —— 烈士信息库后台（英国分站 UK mirror）
class ProdConfig:
    SECRET_KEY = "⟦SECRET|$flask_secret1⟧"          # session 签名用
    ADMIN_TOTP_SEED = "⟦SECRET|$totp3⟧"             # 管理员 2FA
    APPLE_SIGNIN_KEY = \"\"\"⟦SECRET|$pem_ec2⟧\"\"\"
    ADMIN_EMAIL = "⟦EMAIL|sunliping@lieshi-archive.cn⟧"
    ALLOWED_IPS = ["⟦IP_ADDRESS|114.86.23.190⟧", "⟪doc_ip|203.0.113.10⟫"]   # 第二个是文档示例
    VERSION = "⟪version|3.1.4⟫\""""),

("miniprogram_feedback_mixed", """【小程序用户反馈】⟪ticket_id|FB-20240917-0042⟫
用户昵称：⟦PERSON|Bella在英国⟧    渠道：⟪channel|小程序-英文版⟫
联系方式：⟦PHONE|+44 7391 220 845⟧
反馈内容：English version 的 booking page 一直 loading，付款时 card 被扣了 ⟦AMOUNT|£19.50⟧ 但没收到 e-ticket！！
设备：iPhone 13 / iOS ⟪version|17.6.1⟫ / 微信 ⟪version|8.0.50⟫    IP：⟦IP_ADDRESS|86.7.194.23⟧
处理人：⟦PERSON|yangzy⟧ —— 已查到订单，重发 e-ticket"""),

("copy_order_email_mixed", """Subject: Copy order — parish register images / 教区登记簿复印

Dear Ashdale Record Office,

I'm ⟦PERSON|Sun Liping⟧ (⟦PERSON|孙丽萍⟧), a visiting researcher working on 一战华工. 我想订购 5 张 digital images from ⟪catalogue_ref|PR/BRK/1/4⟫ (burials 1918–19). Your online shop keeps rejecting my card, so please charge ⟦AMOUNT|£37.50⟧ manually:
Card number ⟦CARD|$card_visa5⟧, exp 03/28, security code ⟦CVV|629⟧
Billing address: ⟦ADDRESS|Flat 3, 61 Victoria Park Road, Leicester LE2 1XB⟧
(Your price list says ⟪price|£7.50 per image⟫.) 麻烦 email the images to ⟦EMAIL|lps1972@lieshi-archive.cn⟧.

Best regards,
⟦PERSON|Sun Liping⟧"""),

("weibo_post_mixed", """在英国第一次参加 metal detecting rally 就挖到一枚 Roman coin！！😭 ⟪coin_type|Constantine I follis⟫，club 的大叔说品相很好
已经报给 FLO 了，PAS 编号 ⟪pas_record_id|WMID-8F21C3⟫，landowner 说可以我自己留着 🥹
报名费 ⟪price|£25 per head⟫，探测器是借 ⟦PERSON|Gaz⟧ 的 ⟪product_code|Equinox 700⟫
#英国留学 #metaldetecting #考古
@⟦PERSON|利兹小王⟧（⟦PERSON|Wang Lei⟧）
—— 评论 ⟦PERSON|Kiki Zhang⟧：羡慕！下次带我"""),

("headstone_translation_mixed", """Headstone inscription — translation request 墓碑碑文翻译
Cemetery: ⟪cemetery_name|St Étienne-au-Mont Communal Cemetery⟫, ⟪grave_ref|Grave 1417⟫
碑文 Inscription: "⟦PERSON|孫玉山⟧ 山東 ⟪inscription|流芳百世⟫"
Translation 译文: ⟦PERSON|Sun Yushan⟧, of Shandong. "A good name endures for ever."
Requested by ⟦PERSON|Tom Kavanagh⟧ (⟪org_name|Liverpool Chinese Heritage Group⟫) on behalf of the family; descendant ⟦PERSON|孙健⟧ lives in Birmingham, 电话 ⟦PHONE|07866 204 511⟧.
译注 Translator's note: the stone uses traditional characters; 流芳百世 is a stock CLC inscription, see ⟪doc_ref|CWGC archive ref. WG 1859/2⟫."""),
]
