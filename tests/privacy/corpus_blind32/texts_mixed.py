# Mixed Chinese/English texts. Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES[name]
TEXTS = []
T = TEXTS.append

T(("london_tattoo_wechat", """
⟦PERSON|Yuki⟧ (studio): Hi ⟦PERSON|Xinyi⟧! 你的 booking 确认了 ⟪date|Sat 15th⟫ ⟪time|2pm⟫ at ⟪org_name|Inkwell Collective⟫ 😊
⟦PERSON|林心怡⟧: 好的 thanks! deposit 要多少？
⟦PERSON|Yuki⟧ (studio): quote 是 ⟪price|£320⟫，deposit 25%, non-refundable. 可以 bank transfer 到 ⟦IBAN|$iban_gb1⟧
⟦PERSON|林心怡⟧: 已转 ⟦AMOUNT|£80⟧ 了，reference 写的 ⟦PERSON|LIN XINYI⟧
⟦PERSON|Yuki⟧ (studio): Got it ✅ 记得带 passport 或 BRP，we need to see ID. 另外你说的 ⟦MEDICAL|keloid scarring⟧ 我们会先做一个 small test line
"""))

T(("hk_laser_eye_registration", """
⟪org_name|希瑪眼科 C-MER⟫ Patient Registration 病人登記
Name 姓名: ⟦PERSON|CHAN Tai Man⟧ ⟦PERSON|陳大文⟧
HKID 身份證: ⟦NATIONAL_ID|$hkid1⟧
DOB 出生日期: ⟦DATE_OF_BIRTH|1985-11-03⟧
Mobile 手提: ⟦PHONE|+852 9123 6680⟧
Address 地址: ⟦ADDRESS|香港九龍旺角彌敦道688號旺角中心2座15樓C室⟧
Chief complaint 主訴: ⟦MEDICAL|high myopia -8.50D OU⟧, interested in ⟦MEDICAL|ICL implantation⟧
Consultation fee 診金: ⟪price|HK$1,280⟫  Paid 已付: ⟦AMOUNT|HK$1,280.00⟧ via Octopus
"""))

T(("taiwan_language_tutor_line", """
[LINE] ⟦PERSON|Emily⟧老師: 家長您好，⟦PERSON|小安⟧ this week 的 IELTS speaking practice 進步很多！
[LINE] ⟦PERSON|小安⟧媽媽: 謝謝老師～ 這個月的學費 ⟦AMOUNT|NT$12,000⟧ 已經匯過去了
[LINE] ⟦PERSON|Emily⟧老師: 收到 🙏 另外補習班要幫 ⟦PERSON|小安⟧ 報名 ⟪exam_code|IELTS⟫ 考試，需要身分證字號
[LINE] ⟦PERSON|小安⟧媽媽: ⟦NATIONAL_ID|$tw1⟧，護照號碼 ⟦PASSPORT|358814027⟧
[LINE] ⟦PERSON|Emily⟧老師: OK 報名費 ⟪price|NT$7,600⟫ 我先幫忙墊
"""))

T(("seoul_restaurant_booking_kakao", """
[KakaoTalk] ⟪org_name|한우 명가 Hanwoo Myungga⟫ 예약 확인 / booking confirmed
Guest: ⟦PERSON|张伟⟧ (⟦PERSON|Zhang Wei⟧), party of 4, ⟪date|2027-04-18⟫ ⟪time|19:00⟫
연락처 phone: ⟦PHONE|+86 138 1027 4493⟧
Deposit 预付定金: ⟦AMOUNT|₩100,000⟧ paid by ⟦CARD|$card_up3⟧
Allergy 过敏: 1 guest ⟦MEDICAL|shellfish allergy 甲壳类过敏⟧
Set menu ⟪price|₩89,000/person⟫. 취소 cancel 24h before.
"""))

T(("courier_app_support_mixed", """
#rider-support (Slack)
⟦PERSON|chenhao⟧: rider ⟦PERSON|李强⟧ 说这周 payout 少了 ⟦AMOUNT|£62.40⟧，订单 ⟪order_ref|DX-470118⟫ 和 ⟪order_ref|DX-470240⟫ 没算进去
⟦PERSON|sarah.okoye⟧: checked, both were flagged as "unassigned" in the system. will add to next batch
⟦PERSON|chenhao⟧: 他还问 bank details 改了能不能用新的 ⟦IBAN|$iban_gb2⟧
⟦PERSON|sarah.okoye⟧: he needs to update it in app himself, we can't change it for him (policy ⟪policy_ref|FIN-07⟫)
"""))

T(("wechat_pay_merchant_env", """
# .env  小程序后台 (花店订单系统)  owner: ⟦PERSON|linzixuan⟧
WX_APPID=⟪app_id|wx2b71c0e9f4a85d13⟫
WX_APPSECRET=⟦SECRET|$wx_secret2⟧
WX_MCHID=⟪merchant_id|1700882145⟫
OPENAI_API_KEY=⟦APIKEY|$openai2⟧   # 用来生成贺卡文案
DINGTALK_WEBHOOK=⟦SECRET|$ding_hook1⟧
MYSQL_URL=mysql://flower:⟦SECRET|Hua@2027yu⟧@⟦IP_ADDRESS|10.0.12.8⟧:⟪port|3306⟫/flower_shop
"""))

T(("email_migration_ticket_mixed", """
Ticket ⟪ticket_ref|MIG-0042⟫: 邮箱迁移 Gmail → ⟪org_name|阿里企业邮箱⟫
Requester: ⟦PERSON|Grace Wu⟧ (⟦PERSON|吴佳慧⟧) ⟦EMAIL|grace.wu@lotusdental.com.au⟧
问题：imapsync 报错 "AUTHENTICATIONFAILED"，app password 已经重新生成过
Details from customer:
  old account: ⟦EMAIL|lotusdental.grace@gmail.com⟧
  app password: ⟦PASSWORD|vnek hqzo pdwr mjbt⟧
  new mailbox pw: ⟦PASSWORD|Lotus#Migr2027⟧
Agent ⟦PERSON|Daniel⟧: Gmail 那边 IMAP access 没开，已指导客户开启后重试，OK.
"""))

T(("shenzhen_bikeshare_api_log", """
⟪timestamp|2027-02-11T08:03:17.902+08:00⟫ INFO  [unlock] user=⟪user_id|u_8821044⟫ phone=⟦PHONE|17688203145⟧ bike=⟪vehicle_id|SZ-4471092⟫ lat=22.5431 lng=113.9468
⟪timestamp|2027-02-11T08:03:18.114+08:00⟫ WARN  [unlock] BLE timeout, fallback to GPRS, gateway=⟦IP_ADDRESS|10.66.3.12⟧
⟪timestamp|2027-02-11T08:31:40.006+08:00⟫ INFO  [lock] ride ⟪trip_id|R27021100934⟫ duration=28min fee=⟦AMOUNT|3.50⟧ CNY
⟪timestamp|2027-02-11T08:31:40.220+08:00⟫ INFO  [pay] wxpay ok, user ⟦PERSON|黄俊杰⟧ balance=⟦AMOUNT|46.20⟧
⟪timestamp|2027-02-11T08:31:41.001+08:00⟫ DEBUG [push] apns token sent, build=⟪build_id|ios-5.8.0(1204)⟫
"""))

T(("kennel_booking_mixed_email", """
Subject: 寄养 booking for Mochi & Tofu, ⟪date|May 1-7⟫

Hi ⟦PERSON|Rachel⟧,

我们五一要回国，想预订 ⟪pet_name|Mochi⟫（shiba, 3y）和 ⟪pet_name|Tofu⟫（british shorthair）七晚。
⟪pet_name|Mochi⟫ 有 ⟪animal_health|food allergy to chicken⟫，请只喂我们带的 ⟪product_code|Royal Canin Hypoallergenic⟫。
Emergency contact in UK: my colleague ⟦PERSON|Oliver Grant⟧ ⟦PHONE|07700 900419⟧.
Deposit ⟦AMOUNT|£70⟧ 我已经 PayPal 给 ⟦EMAIL|bookings@meadowsidekennels.co.uk⟧ 了。

Thanks!
⟦PERSON|Wang Ruoxi⟧ ⟦PERSON|王若溪⟧
⟦ADDRESS|Flat 6, 31 Mill Road, Cambridge CB1 2AD⟧
"""))

T(("hairdresser_xiaohongshu_dm", """
[小红书私信] ⟦PERSON|Jessie⟧剪发 → 客人
hello 亲～ 你约的 ⟪date|周六⟫ ⟪time|3点⟫ balayage + toner 确认啦
价格是 ⟪price|¥1,280⟫ 起（长发另加），之前你说 ⟦MEDICAL|头皮有脂溢性皮炎⟧，我会先用 scalp protector
定金 ⟦AMOUNT|¥200⟧ 收到了 ✨ 地址 ⟦ADDRESS|上海市静安区巨鹿路758号2楼⟧
"""))

T(("photography_studio_invoice_mixed", """
INVOICE 发票 ⟪invoice_ref|PS-2027-0412⟫
⟪org_name|Lumière Studio 光影工作室⟫ · ⟦ADDRESS|新加坡 Singapore, 63 Neil Road #02-01, 088895⟧
Bill to 客户: Ms ⟦PERSON|Lim Hui Min⟧ ⟦PERSON|林慧敏⟧
NRIC: ⟦NATIONAL_ID|$nric2⟧ (for PDPA consent record)
Family portrait package 全家福套餐        ⟪price|S$880.00⟫
Extra 10 retouched photos 精修            ⟪price|S$150.00⟫
Total paid 已付                           ⟦AMOUNT|S$1,030.00⟧
PayNow to ⟦PHONE|+65 8876 2014⟧ · 谢谢惠顾!
"""))

T(("ophthalmology_referral_mixed", """
Referral 转诊单 — ⟪org_name|Aier Eye Hospital 爱尔眼科⟫ → ⟪org_name|Moorfields Eye Hospital Dubai⟫
Patient: ⟦PERSON|ZHOU Mingyuan⟧ ⟦PERSON|周明远⟧, M, DOB ⟦DATE_OF_BIRTH|1982-01-28⟧
ID 身份证: ⟦IDCARD|$prc13⟧  Passport 护照: ⟦PASSPORT|EA7741830⟧
Diagnosis: ⟦MEDICAL|keratoconus OS (Kmax 58.2D)⟧, s/p ⟦MEDICAL|corneal cross-linking OD 2024⟧
Request: evaluation for ⟦MEDICAL|DALK⟧ 深板层角膜移植
Referring doctor: Dr. ⟦PERSON|邱志华⟧ ⟦EMAIL|qiu.zhihua@aier-eye.example.cn⟧
"""))

T(("sleep_clinic_device_portal", """
AirView 患者列表 export ⟪date|2027-03-31⟫ — clinic ⟪org_name|华东睡眠中心⟫
patient_name,mrn,device_sn,usage_avg_h,ahi,compliance,note
⟦PERSON|Guo Jianjun⟧ ⟦PERSON|郭建军⟧,⟪health_record_ref|SLP0441⟫,⟪serial_number|23161477012⟫,5.6,3.1,93%,⟦MEDICAL|mask leak high⟧
⟦PERSON|Sun Li⟧ ⟦PERSON|孙莉⟧,⟪health_record_ref|SLP0442⟫,⟪serial_number|23161478115⟫,2.9,7.8,41%,⟦MEDICAL|claustrophobia with full face mask⟧
⟦PERSON|Tang Hao⟧ ⟦PERSON|唐浩⟧,⟪health_record_ref|SLP0447⟫,⟪serial_number|23161480233⟫,6.8,1.9,97%,
"""))

T(("remote_helpdesk_teams_mixed", """
[Teams] ⟦PERSON|Kevin Zhang⟧ 14:02
@⟦PERSON|liu.yang⟧ 客户那边的 POS 机又连不上了，能远程吗

[Teams] ⟦PERSON|Liu Yang⟧ 14:05
可以，让店员开 AnyDesk，ID ⟪remote_id|812 447 309⟫。我这边看到 store router 是 ⟦IP_ADDRESS|192.168.3.1⟧，admin/⟦PASSWORD|Store@88⟧

[Teams] ⟦PERSON|Kevin Zhang⟧ 14:06
ok。btw 文档里写的 ⟪doc_ip|198.51.100.23⟫ 是示例地址，别用

[Teams] ⟦PERSON|Liu Yang⟧ 14:20
fixed ✅ DHCP lease 满了，扩到 /23 (⟪cidr|192.168.2.0/23⟫)
"""))

T(("market_stall_sumup_mixed", """
夜市摊位对账 ⟪date|4/12⟫ (⟪org_name|阿香臭豆腐⟫, stall ⟪stall_no|B-17⟫)
SumUp reader total: ⟦AMOUNT|£412.50⟧ (38 txns)
Cash: ⟦AMOUNT|£96.00⟧
Refund to customer Mr ⟦PERSON|Patel⟧ — 重复扣款: -⟦AMOUNT|£7.50⟧
Pitch fee 摊位费 ⟪price|£45⟫ paid to council
记账: ⟦PERSON|阿香⟧ / 帮手 ⟦PERSON|小陈⟧
"""))

T(("github_ci_log_mixed", """
Run ⟪build_id|#1893⟫ — 社区团购小程序 deploy
> echo "部署到 prod" && ./deploy.sh
+ export GITHUB_TOKEN=⟦APIKEY|$ghp1⟧
+ export GITLAB_TOKEN=⟦APIKEY|$glpat2⟧
+ git push mirror main
To gitlab.example.cn:tuangou/miniapp.git
   ⟪commit_sha|9f3b2c1⟫..⟪commit_sha|a41d7e0⟫  main -> main
+ curl -s ⟦SECRET|$wecom_hook1⟧ -d '{"msgtype":"text","text":{"content":"deploy ok by ⟦PERSON|fangmin⟧"}}'
{"errcode":0,"errmsg":"ok"}
"""))

T(("allergy_clinic_mixed_notes", """
Allergy clinic 过敏门诊 — ⟪date|2027-03-14⟫
Pt: ⟦PERSON|Lucas Wang⟧ ⟦PERSON|王路加⟧, 8y, father ⟦PERSON|王海峰⟧ ⟦PHONE|+61 412 555 019⟧
Hx: ⟦MEDICAL|anaphylaxis to cashew⟧ at school ⟪date|Jan 2027⟫, ⟦MEDICAL|mild asthma⟧ on ⟦MEDICAL|Flixotide 50mcg⟧
SPT: cashew 11mm, pistachio 9mm, peanut 2mm (neg)
Plan: avoid cashew/pistachio 腰果/开心果, ⟦MEDICAL|EpiPen Jr 150mcg⟧ x2, ASCIA action plan given (中文版)
Follow-up 6 months. Dr ⟦PERSON|Nguyen⟧
"""))

T(("dermatology_chat_mixed", """
Dr. ⟦PERSON|Fang⟧ 皮肤科: ⟦PERSON|Vivian⟧ 你好，你上传的照片我看了，像是 ⟦MEDICAL|contact dermatitis 接触性皮炎⟧，可能是新的 hair dye 引起的
⟦PERSON|Vivian Ho⟧: 啊 我上周刚染了头发😭 要吃药吗
Dr. ⟦PERSON|Fang⟧ 皮肤科: 先用 ⟦MEDICAL|0.1% mometasone cream⟧ 一天一次，7 days，加 ⟦MEDICAL|cetirizine 10mg⟧ 睡前
⟦PERSON|Vivian Ho⟧: ok 多少钱
Dr. ⟦PERSON|Fang⟧ 皮肤科: 线上问诊 ⟪price|¥99⟫，你已经付了 ⟦AMOUNT|¥99.00⟧ ✔
"""))

T(("driving_school_mixed_form", """
⟪org_name|DriveNow 驾校 (Vancouver)⟫ — Student Registration 学员登记
Name: ⟦PERSON|Liang, Jiahui⟧ ⟦PERSON|梁嘉慧⟧
DOB: ⟦DATE_OF_BIRTH|2001-02-26⟧   ID 身份证: ⟦IDCARD|$prc6⟧
SIN: ⟦NATIONAL_ID|$sin2⟧
Phone: ⟦PHONE|(604) 555-0188⟧   Email: ⟦EMAIL|jiahui.liang01@gmail.com⟧
Package: 10 lessons + road test, ⟪price|CAD 950⟫; paid ⟦AMOUNT|CAD 500⟧ today
Medical: wears ⟦MEDICAL|corrective lenses⟧ — restriction code ⟪license_code|01⟫
"""))

T(("community_groupbuy_feishu_mixed", """
【飞书】社区团购 ops daily ⟪date|3/22⟫
GMV: ⟪revenue|¥182,440⟫ (+12% WoW)
Top leader: ⟦PERSON|方敏⟧ 阳光花园 — 订单 318，佣金 ⟦AMOUNT|¥2,736.80⟧
Refund > ¥100 需要审批: ⟦PERSON|Cindy Liu⟧ 申请退 ⟦AMOUNT|¥168⟧（⟪order_ref|TG2203220041⟫）
On-call: ⟦PERSON|zhaolei⟧ — Redis 告警 ⟦IP_ADDRESS|172.16.8.21⟧ mem 91%
Sentry DSN 已轮换，旧 key 作废
"""))

T(("church_donation_mixed", """
⟪org_name|Chinese Christian Church of Leeds 利兹华人基督教会⟫
Offering record 奉献记录 — ⟪date|Sunday 6 April⟫
| Name 姓名 | Envelope | Amount |
|---|---|---|
| Bro. ⟦PERSON|David Huang⟧ ⟦PERSON|黄大卫⟧ | ⟪envelope_no|#014⟫ | ⟦AMOUNT|£50.00⟧ |
| Sis. ⟦PERSON|Mei Ling Tan⟧ | ⟪envelope_no|#022⟫ | ⟦AMOUNT|£20.00⟧ |
| ⟦PERSON|陈光明⟧ / ⟦PERSON|Chen Guangming⟧ | ⟪envelope_no|#031⟫ | ⟦AMOUNT|£200.00⟧ (building fund 建堂) |
Counted by Deacon ⟦PERSON|Wong⟧ & ⟦PERSON|Ruth Lee⟧. Banked to ⟪org_name|HSBC⟫ on ⟪date|7/4⟫.
"""))

T(("temple_donation_receipt_mixed", """
⟪org_name|Fo Guang Shan Temple 佛光山寺⟫ — Donation Receipt 功德收據 No. ⟪receipt_ref|FGS-27-1182⟫
Donor 功德主: Mr. & Mrs. ⟦PERSON|Lee Kok Wah⟧ ⟦PERSON|李國華⟧
Address: ⟦ADDRESS|28 Jalan SS2/24, 47300 Petaling Jaya, Selangor⟧
Purpose: 光明燈 Lamp offering (1 year)
Amount: ⟦AMOUNT|RM 1,200.00⟧ (Ringgit Malaysia One Thousand Two Hundred Only)
Tax-exempt ref ⟪tax_ref|LHDN.01/35/42/51/179-6.7282⟫
"""))

T(("blood_plasma_donor_mixed", """
BioLife Plasma — Donor check-in 登记
Name: ⟦PERSON|HUANG, Mei⟧ ⟦PERSON|黄梅⟧   Donor #: ⟪donor_id|BL-0992117⟫
SSN: ⟦SSN|$ssn8⟧   DOB: ⟦DATE_OF_BIRTH|09/14/1988⟧
Address: ⟦ADDRESS|1420 S Federal Blvd, Denver, CO 80219⟧
Notes: donor speaks limited English, 中文翻译 by ⟦PERSON|Ken⟧. Reports ⟦MEDICAL|iron deficiency anemia⟧, on ⟦MEDICAL|ferrous sulfate 325 mg⟧ — hematocrit 39%, OK to donate.
Paid today ⟦AMOUNT|$50⟧ to card ⟪masked_card|****7716⟫ (2nd visit this week pays ⟪price|$70⟫)
"""))

T(("japan_tutor_payroll_mixed", """
【給与明細 / 工资单】⟪date|2027年3月⟫ — ⟪org_name|さくら日本語学校 Sakura Japanese School⟫
講師 Teacher: ⟦PERSON|陈静⟧ (⟦PERSON|CHEN Jing⟧)
マイナンバー My Number: ⟦NATIONAL_ID|$mynum1⟧
在留カード residence card: ⟪residence_card|AB12345678CD⟫
基本給 base: ⟦AMOUNT|¥248,000⟧   交通費: ⟦AMOUNT|¥12,400⟧
差引支給額 net pay: ⟦AMOUNT|¥213,865⟧
振込先: ⟪org_name|三井住友銀行⟫ 新宿支店 普通 ⟪account_tail|****4471⟫
"""))

T(("korean_beauty_clinic_mixed", """
[Clinic CRM] ⟪org_name|Gangnam Glow Dermatology 江南皮肤科⟫
Patient: ⟦PERSON|박지민⟧ / ⟦PERSON|Park Ji-min⟧ / ⟦PERSON|朴智敏⟧
RRN 주민등록번호: ⟦NATIONAL_ID|$rrn2⟧
Phone: ⟦PHONE|010-5517-2290⟧
Treatment: ⟦MEDICAL|Thermage FLX 600 shots⟧ + ⟦MEDICAL|botox masseter 50U⟧
Quote ⟪price|₩2,900,000⟫ (中国游客优惠 ⟪percentage|10%⟫) — paid ⟦AMOUNT|₩2,610,000⟧ UnionPay ⟦CARD|$card_up4⟧
Interpreter: ⟦PERSON|小金⟧
"""))

T(("flower_delivery_abroad_mixed", """
Order ⟪order_ref|FL-SYD-22871⟫ 🌹 Mother's Day 母亲节
Sender 订花人: ⟦PERSON|Sophie Xu⟧ ⟦PERSON|徐斐⟧ (⟦EMAIL|sophie.xu@outlook.com⟧)
Recipient 收花人: 妈妈 — full name ⟦PERSON|Xu Lanfang⟧ ⟦PERSON|徐兰芳⟧
Deliver to: ⟦ADDRESS|14/88 Burwood Road, Burwood NSW 2134⟧
Phone: ⟦PHONE|0412 555 847⟧
Card 卡片: "妈妈，母亲节快乐！Love you — ⟦PERSON|斐斐⟧"
Paid ⟦AMOUNT|A$129.00⟧ by ⟦CARD|$card_visa3⟧ exp ⟪card_expiry|07/30⟫ CVV ⟦CVV|882⟧
"""))

T(("garden_landscaper_whatsapp_mixed", """
⟦PERSON|Tony Ng⟧ ⟦PERSON|吳⟧: Mrs ⟦PERSON|Henderson⟧ hedge trimming 做完了，green waste 也拉走了
Mrs ⟦PERSON|Henderson⟧: Thank you ⟦PERSON|Tony⟧! How much do I owe you?
⟦PERSON|Tony Ng⟧ ⟦PERSON|吳⟧: ⟦AMOUNT|£180⟧ total. Bank: ⟪sort_code|40-12-76⟫ ⟪account_tail|xxxx3390⟫ or cash 都可以
Mrs ⟦PERSON|Henderson⟧: Sent 👍 Same time next month?
⟦PERSON|Tony Ng⟧ ⟦PERSON|吳⟧: ok 👌 next month ⟪date|12th⟫
"""))

T(("bookkeeper_qbo_export_mixed", """
Customer,客户中文名,Invoice,Amount,Paid,Balance,Contact
⟪org_name|Golden Dragon Takeaway⟫ (Mr ⟦PERSON|Wu⟧),金龙外卖,⟪invoice_ref|1041⟫,⟦AMOUNT|650.00⟧,⟦AMOUNT|650.00⟧,0.00,⟦PHONE|0161 496 0345⟧
⟦PERSON|Lily Chen⟧,陈莉莉美甲,⟪invoice_ref|1042⟫,⟦AMOUNT|420.00⟧,⟦AMOUNT|200.00⟧,⟦AMOUNT|220.00⟧,⟦EMAIL|lilynails.mcr@gmail.com⟧
⟦PERSON|Zhou Bo⟧,周波按摩,⟪invoice_ref|1043⟫,⟦AMOUNT|380.00⟧,0.00,⟦AMOUNT|380.00⟧,⟦PHONE|07700 900947⟧
"""))

T(("cloud_keys_incident_mixed", """
Security incident 安全事件 ⟪incident_ref|SEC-2027-009⟫
发现人：⟦PERSON|Ethan Li⟧   时间：⟪timestamp|2027-03-02 22:41 CST⟫
描述：实习生把 config 推到了 public repo，包含：
  - AWS key ⟦APIKEY|$aws_ak2⟧ / ⟦SECRET|$aws_sk2⟧
  - Hugging Face token ⟦APIKEY|$hf2⟧
  - SSH key ⟦SECRET|$pem2⟧
处理：已 revoke 全部 key，repo 设为 private，git history 用 filter-repo 清理。
Commit: ⟪commit_sha|$sha1⟫
"""))

T(("exchange_api_keys_mixed", """
# 量化脚本 config.json — 菜市场老板的副业 lol (author ⟦PERSON|qianlaoban⟧)
{
  "exchange": "binance",
  "api_key": "⟦APIKEY|$binance1⟧",
  "api_secret": "⟦SECRET|$binance_sec1⟧",
  "withdraw_whitelist": ["⟪wallet_address|$btc1⟫"],
  "max_position_usdt": ⟪price|2000⟫,
  "notify_telegram": "⟦APIKEY|$tg2⟧"
}
"""))

T(("wecom_hr_notice_mixed", """
【企业微信】HR 通知：新员工入职 onboarding
新同事 ⟦PERSON|Sarah Müller⟧（德国，⟪department|Design team⟫）⟪date|4月1日⟫入职。
需要办理工作许可，材料已收：passport ⟦PASSPORT|C4RJ7N1K2⟧，Steuer-ID ⟦NATIONAL_ID|$steuer2⟧（用于德国退税证明）
工位：⟪seat|8F-A12⟫。buddy：⟦PERSON|陆一鸣⟧
薪资按合同 ⟦AMOUNT|¥38,000⟧/月 发放。请 ⟦PERSON|Amy⟧ 帮忙开通邮箱 ⟦EMAIL|sarah.mueller@example-design.cn⟧
"""))

T(("spanish_au_pair_contract_mixed", """
Au pair agreement 互惠生协议 — host family ⟦PERSON|Li⟧ & ⟦PERSON|Morgan⟧
Au pair: ⟦PERSON|Lucía Fernández Ortega⟧, DNI ⟦NATIONAL_ID|$dni1⟧, passport ⟦PASSPORT|PAH418827⟧
Children: ⟦PERSON|Mia⟧ (6), ⟦PERSON|Leo⟧ (4) — ⟦PERSON|Leo⟧ has ⟦MEDICAL|egg allergy⟧
Pocket money 零花钱: ⟦AMOUNT|£110⟧ per week, paid to ⟦IBAN|$iban_es1⟧
Start: ⟪date|1 Sept 2027⟫. Mandarin lessons for kids 每周两次 by ⟦PERSON|张老师⟧.
"""))

T(("brazil_student_homestay_mixed", """
Homestay placement 寄宿安排 — ⟪org_name|Westbridge English Academy⟫
Student: ⟦PERSON|João Pedro Alves⟧, CPF ⟦NATIONAL_ID|$cpf1⟧, DOB ⟦DATE_OF_BIRTH|2004-03-19⟧
Host: Mrs ⟦PERSON|Guo⟧ ⟦PERSON|郭太太⟧, ⟦ADDRESS|22 Stanford Avenue, Brighton BN1 6FA⟧, ⟦PHONE|07700 900821⟧
Weekly fee ⟪price|£210⟫ — host receives ⟦AMOUNT|£175⟧/week from school.
Note: ⟦PERSON|João⟧ 是 vegetarian，⟦MEDICAL|lactose intolerant⟧。
"""))

T(("eyewear_shop_receipt_mixed", """
⟪org_name|宝岛眼镜 Baodao Optical⟫ 销售小票
会员 Member: ⟦PERSON|Annie Zhao⟧ ⟦PERSON|赵安妮⟧ ⟪masked_phone|186****2071⟫
验光 Rx: R ⟦MEDICAL|-3.25 -0.75×180⟧ / L ⟦MEDICAL|-3.00 -0.50×170⟧ PD 62
镜架 Frame ⟪product_code|Ray-Ban RX5154⟫   ⟪price|¥1,180⟫
镜片 Lens ⟪product_code|Zeiss 1.67 BlueGuard⟫  ⟪price|¥1,460⟫
会员折扣 ⟪percentage|85%⟫ → 实付 Paid ⟦AMOUNT|¥2,244.00⟧
验光师 Optometrist: ⟦PERSON|Kelly⟧
"""))

T(("driving_medical_exam_mixed", """
Driver medical 驾驶员体检 — ⟪org_name|International SOS Clinic Beijing⟫
Name: ⟦PERSON|Thomas Becker⟧   Passport: ⟦PASSPORT|C01X00T47⟧
外国人永久居留身份证 / residence permit: ⟪residence_card|RP-BJ-771290⟫
Visual acuity 视力: 5.0 / 5.0 (with ⟦MEDICAL|glasses⟧)
Colour vision 辨色: normal
Declared: ⟦MEDICAL|type 2 diabetes, on metformin 1000 mg⟧ — fit to drive, review annually
Fee ⟪price|¥450⟫ paid ⟦AMOUNT|¥450.00⟧? — no, corporate account ⟪org_name|BMW Brilliance⟫ billed.
"""))

T(("fitness_coach_telegram_mixed", """
[Telegram] Coach ⟦PERSON|Max⟧ 🏋️: ⟦PERSON|Olivia⟧ 这周 progress 很好，squat PR ⟪weight|80kg⟫ 🔥
⟦PERSON|Olivia Tan⟧: 谢谢 coach！膝盖 ⟦MEDICAL|ACL reconstruction⟧ 之后第一次这么重
Coach ⟦PERSON|Max⟧ 🏋️: 下个 block 12 sessions ⟪price|S$1,080⟫，you can pay monthly
⟦PERSON|Olivia Tan⟧: 好 先付一半 ⟦AMOUNT|S$540⟧ PayNow 了
"""))

T(("hk_kennel_booking_mixed", """
⟪org_name|Happy Tails Pet Hotel 快樂尾巴寵物酒店⟫ — Booking ⟪booking_ref|HT-2027-0418⟫
Owner 主人: ⟦PERSON|Mrs Wong⟧ ⟦PERSON|黃太⟧ (⟦PERSON|Wong Siu Ling⟧ ⟦PERSON|黃小玲⟧)
HKID: ⟦NATIONAL_ID|$hkid2⟧   Tel: ⟦PHONE|+852 6198 4402⟧
Helper 姐姐: ⟦PERSON|Maricel Santos⟧, Singapore FIN ⟦NATIONAL_ID|$fin1⟧ (previous employer record)
Dog: ⟪pet_name|Dim Sum 點心⟫, poodle, ⟪animal_health|heart murmur grade 2⟫
Stay ⟪date|Easter 18-22 Apr⟫ ⟪price|HK$380/night⟫ — deposit paid ⟦AMOUNT|HK$760⟧
Address: ⟦ADDRESS|香港島跑馬地藍塘道23號3樓⟧
"""))

T(("taiwan_bike_shop_mixed", """
⟪org_name|捷安特 Giant 台北信義店⟫ 維修/租車單
租車人 Renter: ⟦PERSON|許志明⟧ (⟦PERSON|Hsu Chih-ming⟧)   身分證 ID: ⟦NATIONAL_ID|$tw2⟧
同行 Companion: ⟦PERSON|Kim Min-jun⟧ ⟦PERSON|김민준⟧, 주민번호 ⟦NATIONAL_ID|$rrn1⟧, passport ⟦PASSPORT|M70418832⟧
Bikes: 2 × ⟪product_code|Escape R3⟫, 2 days, ⟪price|NT$600/day⟫ each
Deposit 押金 (card hold): ⟦AMOUNT|NT$6,000⟧ on ⟦CARD|$card_jcb1⟧
Phone: ⟦PHONE|0912-555-308⟧   Return by ⟪date|4/6 18:00⟫
"""))

T(("shanghai_school_teacher_records_mixed", """
⟪org_name|Shanghai Bilingual Academy 上海双语学校⟫ — Foreign teachers HR records (confidential 保密)
| Teacher | Nationality | Passport | National ID | Monthly salary 月薪 |
|---|---|---|---|---|
| ⟦PERSON|Camille Laurent⟧ | FR | ⟦PASSPORT|21AK48193⟧ | NIR ⟦NATIONAL_ID|$nir2⟧ | ⟦AMOUNT|¥32,000⟧ |
| ⟦PERSON|Giuseppe Russo⟧ | IT | ⟦PASSPORT|YB4471820⟧ | CF ⟦NATIONAL_ID|$cf2⟧ | ⟦AMOUNT|¥30,500⟧ |
| ⟦PERSON|Hannah Price⟧ | UK | ⟦PASSPORT|561209478⟧ | NINO ⟦NATIONAL_ID|$nino2⟧ | ⟦AMOUNT|¥31,000⟧ |
| ⟦PERSON|Rohan Mehta⟧ | IN | ⟦PASSPORT|W1847203⟧ | Aadhaar ⟦NATIONAL_ID|$aadhaar2⟧ | ⟦AMOUNT|¥28,800⟧ |
| ⟦PERSON|Sato Kenji⟧ ⟦PERSON|佐藤健二⟧ | JP | ⟦PASSPORT|TR5518204⟧ | My Number ⟦NATIONAL_ID|$mynum2⟧ | ⟦AMOUNT|¥33,000⟧ |
联系人 HR: ⟦PERSON|顾佳⟧ ⟦EMAIL|hr@sba-shanghai.example.cn⟧
"""))

T(("nordic_tourist_bikeshare_refund_mixed", """
退款处理 Refund log — ⟪org_name|青橙单车 Qingcheng Bike⟫ international users
user: ⟦PERSON|Ingrid Solberg⟧ (NO) · card ⟦CARD|$card_visa6⟧ · 重复扣款 double charge ⟦AMOUNT|¥45.00⟧ → refund to card ✅
user: ⟦PERSON|Oskar Lindgren⟧ (SE) · card closed 卡已注销 → refund via bank ⟦IBAN|$iban_se1⟧ · ⟦AMOUNT|¥128.00⟧
user: ⟦PERSON|Matti Korhonen⟧ (FI) · ⟦IBAN|$iban_fi1⟧ · ⟦AMOUNT|¥36.50⟧
user: ⟦PERSON|Sigrid Hauge⟧ (NO) · ⟦IBAN|$iban_no1⟧ · ⟦AMOUNT|¥72.00⟧ · maestro ⟦CARD|$card_maestro1⟧ declined
处理人 handled by: ⟦PERSON|小李⟧ · approved by ⟦PERSON|Grace⟧
跨境手续费 cross-border fee ⟪price|¥15⟫ 由平台承担
"""))
