TEXTS = [
("trade_inquiry_mixed_email", """
Hi ⟦PERSON|Linda⟧,

关于上次的询盘，我们确认 order ⟪order_no|PO-88231⟫：⟪count|5,000⟫ pcs USB-C cables, unit price ⟪price|USD 0.92⟫.
Deposit 30% = ⟦AMOUNT|USD 1,380⟧ 已经从我们 HSBC 账户付过去了，please check.
Our bank: ⟦IBAN|$iban_de2⟧ (for the balance refund if any).

Best,
⟦PERSON|Markus Vogel⟧ / 采购部
⟦PHONE|+49 40 5558 2173⟧ | ⟦EMAIL|m.vogel@hansa-elektro.de⟧
"""),
("slack_cn_devops", """
#infra-alerts
⟦PERSON|zhangwei⟧: 谁把 GitHub token 提交到 repo 了？⟦APIKEY|$ghp2⟧
⟦PERSON|Emily Hu⟧: 我的锅 😭 已经 revoke 了
⟦PERSON|zhangwei⟧: 还有 .env 里的 Stripe key ⟦APIKEY|$sk_live4⟧ 也要换
⟦PERSON|Emily Hu⟧: ok 今晚 rotate，ticket ⟪ticket_ref|SEC-771⟫
"""),
("crew_list_mixed", """
CREW LIST / 船员名单  Vessel: ⟪vessel|COSCO SHIPPING ARIES⟫  Voyage ⟪voyage_no|072W⟫
No. | Name 姓名 | Rank | Passport | DOB
1 | ⟦PERSON|WANG Haitao⟧ ⟦PERSON|王海涛⟧ | Master | ⟦PASSPORT|EA3382901⟧ | ⟦DATE_OF_BIRTH|1976-11-02⟧
2 | ⟦PERSON|LIU Qiang⟧ ⟦PERSON|刘强⟧ | C/O | ⟦PASSPORT|EB5027719⟧ | ⟦DATE_OF_BIRTH|1984-02-28⟧
3 | ⟦PERSON|REYES Mark Anthony⟧ | OS | ⟦PASSPORT|P7719304A⟧ | ⟦DATE_OF_BIRTH|1996-06-30⟧
Port of call: ⟪place|Rotterdam⟫  ETA ⟪date|2025-04-02⟫
"""),
("customs_eori_wechat", """
⟦PERSON|Tom Li⟧：UK那边清关要EORI，我们的是 ⟪eori|GB215407761000⟫，HS code 填 ⟪hs_code|9405.42⟫ 对吧？
⟦PERSON|Sarah王⟧：对。duty rate ⟪percentage|4.7%⟫，VAT 20%。这票税费 ⟦AMOUNT|£2,916.40⟧ 我们已经付给 broker 了
⟦PERSON|Tom Li⟧：OK, broker 联系人是 ⟦PERSON|James Whitlow⟧ ⟦PHONE|+44 1394 555 604⟧
"""),
("hk_staff_pass_form", """
機場禁區通行證申請 Airport Restricted Area Permit
Name 姓名: ⟦PERSON|CHEUNG Wing Sze⟧ ⟦PERSON|張詠詩⟧
HKID 香港身份證: ⟦NATIONAL_ID|$hkid3⟧
DOB 出生日期: ⟦DATE_OF_BIRTH|21/08/1990⟧
Employer 僱主: ⟪org_name|Cathay Pacific Catering Services⟫
Mobile 手提: ⟦PHONE|+852 9155 0372⟧
Permit fee ⟪price|HK$150⟫ payable by employer.
"""),
("tw_dating_report", """
[檢舉] 用戶 ⟪user_id|tw_8842013⟫ 
被檢舉人自稱 "⟦PERSON|Jason⟧"，本名 ⟦PERSON|林冠宇⟧，身分證 ⟦NATIONAL_ID|$tw1⟧（他自己傳照片給我看的）
他跟我借了 ⟦AMOUNT|NT$45,000⟧ 說要付 offshore 工作的 training fee，之後就 ghost 我
聯絡電話 ⟦PHONE|0912-555-837⟧
"""),
("feishu_bot_yaml_mixed", """
# Feishu bot for 港口 yard alerts
app_id: ⟪app_id|cli_a5f2d8e91bc3d00e⟫
app_secret: ⟦SECRET|$csec2⟧
webhook: ⟦SECRET|$feishu_hook2⟧
owner: ⟦PERSON|chenyu⟧   # ⟦PERSON|陈宇⟧
db:
  host: ⟦IP_ADDRESS|10.66.2.18⟧
  password: ⟦PASSWORD|Yard#Ops88⟧
"""),
("dingtalk_roster_mixed", """
【DingTalk 排班通知】⟪date|4月第1周⟫ Offshore Platform ⟪platform|WZ11-1⟫
Day shift: ⟦PERSON|Kevin Zhou⟧（⟦PERSON|周凯⟧）, ⟦PERSON|老彭⟧
Night shift: ⟦PERSON|Andy 黄⟧, ⟦PERSON|Mohammed Al-Sayed⟧
Note: ⟦PERSON|Kevin Zhou⟧ 有 ⟦MEDICAL|晕船⟧ history，已备 ⟦MEDICAL|scopolamine patch⟧
"""),
("stacktrace_mixed", """
2025-03-10 14:22:09 ERROR [pay-svc] 支付失败 PaymentException: card rejected
  cardholder=⟦PERSON|ZHAO/MINGYU⟧ card=⟦CARD|$card_jcb1⟧ cvv=⟦CVV|552⟧ exp=⟪card_expiry|04/28⟫
  amount=⟦AMOUNT|CNY 4,388.00⟧ merchant=⟪merchant_id|M2025001187⟫
  at com.dating.vip.PayService.charge(PayService.java:⟪line_no|144⟫)
  at com.dating.vip.VipController.upgrade(VipController.java:⟪line_no|61⟫)
"""),
("hr_email_india_china", """
Hi ⟦PERSON|Priya⟧，

新来的 surveyor ⟦PERSON|Arjun Menon⟧ 的资料：Aadhaar ⟦NATIONAL_ID|$aadhaar2⟧，passport ⟦PASSPORT|T8830127⟧。
他的 salary 谈好是 ⟦AMOUNT|USD 4,200⟧/month，从 ⟪date|4月1日⟫ 开始。
Medical 报告写着 ⟦MEDICAL|G6PD deficiency⟧，船医需要知道。

⟦PERSON|Grace⟧ (HR, ⟪org_name|远洋船员管理⟫)
"""),
("airport_badge_sql_mixed", """
-- 机场通行证数据导出 / badge export
INSERT INTO badge_holder (name_cn, name_en, id_no, dob, zone, fee_paid) VALUES
('⟦PERSON|蔡文静⟧', '⟦PERSON|Cai Wenjing⟧', '⟦IDCARD|$id_cn3⟧', '⟦DATE_OF_BIRTH|1985-01-21⟧', '⟪zone|B2⟫', ⟦AMOUNT|300.00⟧),
('⟦PERSON|邱俊⟧', '⟦PERSON|Qiu Jun⟧', '⟦IDCARD|$id_cn20⟧', '⟦DATE_OF_BIRTH|1991-11-28⟧', '⟪zone|A1⟫', ⟦AMOUNT|450.00⟧);
"""),
("nginx_error_mixed", """
2025/03/11 02:14:07 [error] 2231#0: *88142 upstream timed out, client: ⟦IP_ADDRESS|223.104.63.18⟧, server: ⟪domain|12306-proxy.internal⟫, request: "GET /otn/passengers?uid=⟦PERSON|wanglei88⟧ HTTP/1.1"
2025/03/11 02:14:09 [warn] 2231#0: *88150 client: ⟪doc_ip|198.51.100.7⟫ 请求过于频繁 rate limited
2025/03/11 02:14:11 [error] 2231#0: upstream: "http://⟦IP_ADDRESS|172.16.8.22⟧:⟪port|9000⟫"
"""),
("fire_inspection_mixed_teams", """
[Teams] Fire Safety 检查小组
⟦PERSON|Rachel Tan⟧: 今天检查 ⟪org_name|Harbour View Hotel⟫，sprinkler 有 ⟪count|3⟫ 个 head 被涂料覆盖
⟦PERSON|陈工⟧: 消防通道锁死了，manager Mr. ⟦PERSON|Lau⟧ 说钥匙在 security
⟦PERSON|Rachel Tan⟧: 罚款建议 ⟪price|HK$25,000⟫ 上限，先发 ⟪notice_ref|FSI/2025/0331⟫ 整改通知
"""),
("union_dues_mixed_csv", """
member_id,姓名,name_en,dept,dues_2025,paid
⟪member_no|SU-1021⟫,⟦PERSON|黎嘉欣⟧,⟦PERSON|Lai Ka Yan⟧,Ramp,⟦AMOUNT|1,200⟧,Y
⟪member_no|SU-1022⟫,⟦PERSON|麥志強⟧,⟦PERSON|Mak Chi Keung⟧,Cargo,⟦AMOUNT|1,260⟧,N
⟪member_no|SU-1023⟫,⟦PERSON|Priya Nair⟧,⟦PERSON|Priya Nair⟧,Catering,⟦AMOUNT|980⟧,Y
"""),
("telegram_bot_mixed", """
# 集装箱追踪 Telegram bot
BOT_TOKEN = "⟦APIKEY|$telegram1⟧"
CHAT_ID = ⟪chat_id|-1001837462910⟫
OPENAI_API_KEY = "⟦APIKEY|$openai2⟧"  # 用来翻译外贸询盘
ADMIN = "⟦PERSON|yangfan⟧"
"""),
("12306_complaint_mixed", """
To 12306 客服:
I'm a foreign passenger, ⟦PERSON|Oliver Grant⟧, passport ⟦PASSPORT|564718203⟧. 我在 ⟪date|3月2日⟫ 买了 ⟪train_no|G7⟫ 上海虹桥→北京南，但是 refund 只退了 ⟦AMOUNT|¥280⟧，票价 ⟪price|¥669⟫，应该退 80%。
Contact: ⟦EMAIL|oliver.grant@fastmail.com⟧ / ⟦PHONE|+86 131 2048 7736⟧
"""),
("matchmaking_mixed_chat", """
⟦PERSON|Vivian⟧: 那个 ⟦PERSON|Eric⟧ 上次见面说他在 Deloitte, 年薪 ⟦AMOUNT|150万⟧ 🙄
⟦PERSON|小美⟧: lol 你信？我查了 LinkedIn，他叫 ⟦PERSON|Eric Xu⟧ 其实在卖保险
⟦PERSON|Vivian⟧: 而且他说他有 ⟦MEDICAL|hepatitis B⟧ 但"不传染" 😅
"""),
("police_report_mixed", """
派出所报案回执 Police Report Receipt ⟪case_ref|A4401062025031100027⟫
报案人 Reporter: ⟦PERSON|Daniel Okoro⟧  Passport: ⟦PASSPORT|A09917234⟧  Nationality: NG
地址 Address: ⟦ADDRESS|广州市天河区天河北路233号中信广场3208室⟧
事由：手机被盗 iPhone 15, IMEI ⟪imei|356789104821337⟫
接警民警：⟦PERSON|陈志伟⟧  电话 ⟦PHONE|020-8752 1100⟧
"""),
("youth_offending_mixed_email", """
Dear Ms. ⟦PERSON|Ho⟧,

Re: ⟦PERSON|Kelvin⟧ ⟦PERSON|何家俊⟧ (DOB ⟦DATE_OF_BIRTH|2008-09-14⟧)
上周的 session 他表现不错。The psychologist confirmed ⟦MEDICAL|conduct disorder⟧ and recommended CBT.
Compensation ⟦AMOUNT|HK$3,000⟧ to the shop owner — 家长已付 ⟦AMOUNT|HK$1,500⟧.

⟦PERSON|Samuel Wong⟧, Youth Outreach Worker, ⟦PHONE|+852 2555 0196⟧
"""),
("ombudsman_mixed_complaint", """
Complaint to the Ombudsman 申訴專員公署
Complainant: Mrs. ⟦PERSON|Fung⟧ ⟦PERSON|馮太⟧
Subject: 房屋署維修延誤 housing repair delay, ⟦ADDRESS|石硤尾邨美映樓1204室⟧
她的丈夫 ⟦PERSON|馮志明⟧ 有 ⟦MEDICAL|stroke 後遺症⟧，坐輪椅，升降機壞了 ⟪duration|3 weeks⟫。
要求賠償 ⟦AMOUNT|HK$8,000⟧。
"""),
("aws_config_mixed", """
# ~/.aws/credentials  (⟦PERSON|liuyang⟧ 的电脑)
[default]
aws_access_key_id = ⟦APIKEY|$aws_ak3⟧
aws_secret_access_key = ⟦SECRET|$aws_sk3⟧
region = ⟪region|ap-east-1⟫
# 注意：不要提交到 git！
"""),
("ambulance_mixed_sms", """
[Ambulance] ⟦PERSON|Leo⟧ 你明天的 shift 改成 ⟪time|07:00⟫-⟪time|19:00⟫ with ⟦PERSON|阿珍⟧. Patient list 在 tablet 上, passcode ⟦PASSWORD|7730⟧.
"""),
("freight_invoice_mixed", """
INVOICE 发票 No. ⟪invoice_ref|SZX-F-25031⟫
Bill to: ⟪org_name|Nordic Home AB⟫, Attn: ⟦PERSON|Erik Sandberg⟧
Ocean freight SZX→GOT ⟪price|USD 2,100⟫ / 40HQ
THC origin ⟪price|CNY 1,250⟫
Total due from customer: ⟦AMOUNT|USD 2,486.50⟧
Pay to: ⟦IBAN|$iban_nl2⟧  Ref ⟪booking_ref|SZX25-0419⟫
联系人 ⟦PERSON|黄晓丹⟧ ⟦EMAIL|ops@sz-unionlogistics.com⟧
"""),
("social_housing_mixed_whatsapp", """
Mrs ⟦PERSON|Chan⟧: hi 我係 ⟦ADDRESS|Flat 12, Kingsley House, 40 Ruskin Road, Croydon CR0 2HG⟧ 嘅租客, boiler 又壞咗
Repairs (⟦PERSON|Tom⟧): Hi Mrs ⟦PERSON|Chan⟧, sorry! Job ⟪job_ref|R-662014⟫ booked for ⟪date|Friday⟫.
Mrs ⟦PERSON|Chan⟧: 我個仔有 ⟦MEDICAL|eczema⟧，冇熱水好麻煩
"""),
("card_otp_sms_mixed", """
【招商银行】您尾号⟪id_tail|6621⟫的信用卡消费 ⟦AMOUNT|GBP 88.00⟧ at ⟪org_name|LONDON HEATHROW T5⟫，验证码⟪otp_code|803615⟫，5分钟内有效。非本人操作请致电⟪phone_short|95555⟫。
"""),
("jwt_log_mixed", """
[⟪timestamp|2025-03-12T08:00:14+08:00⟫] 调度系统 login ok user=⟦PERSON|wu.jiahui⟧ ip=⟦IP_ADDRESS|2409:8a55:31c2:7e10::1b⟧
[⟪timestamp|2025-03-12T08:00:14+08:00⟫] issued bearer ⟦APIKEY|$jwt1⟧
[⟪timestamp|2025-03-12T08:00:15+08:00⟫] request ⟪uuid|3e7a91c4-02bd-4f6e-8d1a-77c0e5b9f214⟫ 完成
"""),
("korean_crew_mixed_form", """
Crew sign-on 上船登记
Name: ⟦PERSON|PARK Ji-hoon⟧ ⟦PERSON|朴志勋⟧
Passport: ⟦PASSPORT|M70419283⟧  Rank: 3/O
Seafarer medical: fit, ⟦MEDICAL|colour vision deficiency (mild)⟧ – 限白天值班
Wage 工资: ⟦AMOUNT|USD 3,150⟧/month, allotment to wife ⟦PERSON|Kim Soo-yeon⟧.
"""),
("pypi_hf_tokens_mixed", """
## 部署笔记 (⟦PERSON|Jiang Tao⟧)
- PyPI 上传 token: ⟦APIKEY|$pypi1⟧
- HF 模型仓库 token: ⟦APIKEY|$hf2⟧
- 下次记得用 secrets manager！版本 ⟪version|0.9.3⟫
"""),
("pl_driver_mixed", """
司机资料 Driver file – ⟪org_name|EuroTrans Sp. z o.o.⟫
⟦PERSON|Piotr Zieliński⟧, PESEL ⟦NATIONAL_ID|$pesel2⟧，tachograph card ⟪card_no_tacho|PL0000123456780⟫
本月超时驾驶 ⟪count|2⟫ 次，罚款 ⟦AMOUNT|PLN 800⟧ 从工资扣
Bank: ⟦IBAN|$iban_pl1⟧
"""),
("airport_visa_mixed_email", """
Dear Ms. ⟦PERSON|Nguyen⟧,

您的机场工作证 renewal 需要补充：passport copy（⟦PASSPORT|C6027418⟧）和 police clearance。
Your personal number on file: ⟦NATIONAL_ID|$pnr2⟧ (Sweden)。
Card payment ⟦AMOUNT|SEK 1,450⟧ received on card ⟦CARD|$card_mc3⟧, thank you.

⟦PERSON|Anders⟧, Pass Office ⟪org_name|Swedavia⟫ ⟦PHONE|+46 10 555 0187⟧
"""),
("rig_medical_mixed", """
Offshore medic log 平台医务室
⟪timestamp|2025-03-13 03:40⟫ ⟦PERSON|Zhang Lei⟧ ⟦PERSON|张磊⟧, ⟦MEDICAL|acute appendicitis suspected⟧，给 ⟦MEDICAL|paracetamol 1g IV⟧，申请 medevac
⟪timestamp|2025-03-13 05:10⟫ helicopter ⟪flight_no|CHC-S92⟫ 起飞，接收医院 ⟪place|湛江中心人民医院⟫
"""),
("freight_payment_dispute_mixed", """
⟦PERSON|Carlos Mendes⟧: Hi ⟦PERSON|Amy⟧, 你们 invoice ⟪invoice_ref|GZ-7731⟫ 收了我们 demurrage ⟦AMOUNT|USD 3,600⟧，但 free time 是 ⟪duration|14 days⟫
⟦PERSON|Amy 周⟧: 我查一下。您的 Portuguese account ⟦IBAN|$iban_pt1⟧ 对吧？如果多收了会退
⟦PERSON|Carlos Mendes⟧: yes. Email me ⟦EMAIL|carlos.mendes@lusofreight.pt⟧
"""),
("vip_card_payment_mixed_log", """
[⟪timestamp|2025-03-14 22:10:33⟫] order=⟪order_no|VIP-20250314-8812⟫ user=⟦PERSON|lily.chen⟧ 开通年卡 ⟦AMOUNT|¥1,288⟧
[⟪timestamp|2025-03-14 22:10:34⟫] pay card=⟦CARD|$card_amex2⟧ cvv=⟦CVV|8830⟧ 3DS=challenge
[⟪timestamp|2025-03-14 22:10:40⟫] stripe key used: ⟦APIKEY|$sk_live3⟧ (应该用 test key!)
"""),
("ca_sin_mixed_email", """
Hi ⟦PERSON|Kevin⟧，

加拿大那边 payroll 需要你的 SIN：我们系统里是 ⟦NATIONAL_ID|$sin2⟧，请确认。
Your address on file: ⟦ADDRESS|1820 Kingsway, Vancouver, BC V5N 2S7⟧。
第一笔 salary ⟦AMOUNT|CAD 5,416.67⟧ 会在 ⟪date|Mar 28⟫ 发。

⟦PERSON|Jenny Lau⟧ | HR | ⟦PHONE|604-555-0193⟧ | ⟦EMAIL|jenny.lau@pacific-rim-logistics.ca⟧
"""),
("github_pat_mixed_readme", """
## 外贸询盘爬虫 Inquiry scraper
维护者 Maintainer: ⟦PERSON|Zhou Yiming⟧ ⟦EMAIL|zym.dev@gmail.com⟧
```
export GITHUB_TOKEN=⟦APIKEY|$ghpat1⟧
export GOOGLE_MAPS_KEY=⟦APIKEY|$aiza1⟧
export DB_URL=mysql://crawler:⟦SECRET|Cr4wl!ng2025⟧@⟦IP_ADDRESS|192.168.1.120⟧:⟪port|3306⟫/leads
```
License ⟪license|MIT⟫, version ⟪version|1.4.0⟫
"""),
]
