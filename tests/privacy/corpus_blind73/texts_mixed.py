# -*- coding: utf-8 -*-
"""blind73 mixed Chinese/English texts.  ⟦TYPE|value⟧ = span, ⟪kind|value⟫ = decoy, $name = values.VALUES[name]."""

TEXTS = []

# ---- batch 1 ---------------------------------------------------------------
TEXTS += [
("wechat_chat_uk_housing",
 """⟦PERSON|Vivian Xu⟧: 你好～我是下学期入住⟪site_name|Unite Students Tower⟫的新生，想问一下guarantor的事情
⟦PERSON|Jack⟧ (Accommodation Team): Hi ⟦PERSON|Vivian⟧! If you don't have a UK guarantor you can pay the full year upfront or use ⟪org_name|Housing Hand⟫.
⟦PERSON|Vivian Xu⟧: 那我直接全款吧，一共是⟦AMOUNT|£9,860⟧对吗？我用英国的卡转
⟦PERSON|Jack⟧ (Accommodation Team): Yes correct. Please use ref ⟪payment_ref|UST-2526-8830⟫. Our office number is ⟦PHONE|0121 633 8092⟧
⟦PERSON|Vivian Xu⟧: 好的 已转！我的手机 ⟦PHONE|+44 7831 442 016⟧，有问题联系我 🙏"""),

("slack_thread_cn_team",
 """#infra-cn ⟪slack_channel_id|C07H2MQ4TZ1⟫
⟦PERSON|Leo Zhang⟧ 2:31 PM
@⟦PERSON|Kelly Wu⟧ prod RDS 连不上了, security group 是不是被改了？
⟦PERSON|Kelly Wu⟧ 2:33 PM
我刚加了 ⟦IP_ADDRESS|101.86.212.33⟧/32 (office new IP)。另外 CI 的 access key 我 rotate 了, 新的 ⟦APIKEY|$aws_akid_4⟧ / ⟦SECRET|$aws_secret_4⟧ 已更新到 GitHub secrets
⟦PERSON|Leo Zhang⟧ 2:34 PM
👍 别在 Slack 贴 secret 啊… 还有 bastion ⟦IP_ADDRESS|10.0.0.21⟧ 的 key 也换一下
⟦PERSON|Kelly Wu⟧ 2:35 PM
ok ok 我删. ticket ⟪jira_key|OPS-1182⟫, region ⟪cloud_region|ap-east-1⟫"""),

("kindergarten_email_bilingual",
 """Subject: ⟦PERSON|Ethan⟧'s allergy reaction today / 今日过敏情况说明

Dear Mr & Mrs ⟦PERSON|Gu⟧ / ⟦PERSON|顾先生⟧、⟦PERSON|顾太太⟧：

⟦PERSON|Ethan⟧ (⟦PERSON|顾一鸣⟧, DOB ⟦DATE_OF_BIRTH|10 Oct 2019⟧, ID ⟦IDCARD|$idc_19⟧) had ⟦MEDICAL|hives on his arms⟧ after snack time. 我们怀疑是 ⟦MEDICAL|kiwi allergy⟧，已按医嘱给了 ⟦MEDICAL|Zyrtec 2.5mg⟧。He is fine now and napping.
Please bring a doctor's note if further testing is done.

Best regards / 此致
Ms ⟦PERSON|Rebecca Lin⟧  K3 Homeroom Teacher
⟪org_name|Shekou International Kindergarten⟫ | ⟦PHONE|+86 755 2669 1380⟧"""),
]

TEXTS += [
("scholarship_notes_us",
 """Applicant notes - ⟪org_name|Pacific Bridge Chinese-American Scholarship⟫ (reviewer: ⟦PERSON|Grace Huang⟧)
⟦PERSON|Kevin Liang⟧ (⟦PERSON|梁凯文⟧), SSN ⟦SSN|$ssn_7⟧, DOB ⟦DATE_OF_BIRTH|05/22/2007⟧
- 父母在 ⟪place_name|Flushing⟫ 开餐馆，household income ⟦AMOUNT|$52,000⟧
- essay 写得很好，关于照顾 患⟦MEDICAL|阿尔茨海默症⟧ 的奶奶
- recommend ⟦AMOUNT|$3,500⟧ renewable award
- contact: ⟦EMAIL|kevin.liang.nyc@gmail.com⟧, ⟦PHONE|(718) 461-2209⟧"""),

("whatsapp_hk_tutor",
 """[20/10/2025 22:14] Mrs ⟦PERSON|Cheung⟧: Hi Miss ⟦PERSON|Ho⟧, 聽日 ⟦PERSON|Jayden⟧ 要覆診所以要 cancel lesson 😢 佢 ⟦MEDICAL|asthma⟧ 最近又差咗
[20/10/2025 22:16] Miss ⟦PERSON|Ho⟧: 唔緊要！Get well soon. 下星期補返？
[20/10/2025 22:17] Mrs ⟦PERSON|Cheung⟧: OK thx. 另外公司要我填 tutor 嘅 HKID 報稅，可唔可以俾我？
[20/10/2025 22:20] Miss ⟦PERSON|Ho⟧: ⟦NATIONAL_ID|$hkid_3⟧ 😊 呢個月學費 ⟦AMOUNT|HK$3,200⟧ FPS 去 ⟦PHONE|6184 2290⟧ 就得"""),
]

TEXTS += [
("tuition_invoice_sg",
 """⟪org_name|名师教育中心 Mingshi Education Centre Pte Ltd⟫   UEN ⟪uen|201934127K⟫
TAX INVOICE 发票 No. ⟪invoice_no|MS-25-1046⟫
Student 学生: ⟦PERSON|Tan Jia Hui⟧ ⟦PERSON|陈佳慧⟧ (NRIC ⟦NATIONAL_ID|$nric_1⟧)
Class 班级: ⟪class_code|Sec 4 H2 Chinese⟫   Term 4 (8 lessons)
Amount 金额: ⟦AMOUNT|S$640.00⟧
Paid via PayNow to UEN, ref ⟪payment_ref|MS1046⟫
Enquiries 查询: ⟦PHONE|+65 6253 8816⟧"""),

("jira_ticket",
 """⟪jira_key|EXAM-4471⟫  [P1] 报名系统日志里打印了考生身份证号 / candidate ID numbers printed in app logs
Reporter: ⟦PERSON|Sun Yifei⟧   Assignee: ⟦PERSON|Marco Bellini⟧
Description:
In prod logs (⟪hostname|exam-reg-03⟫) we found lines like:
  INFO RegisterController - payload={name=⟦PERSON|阎子豪⟧, idNo=⟦IDCARD|$idc_2⟧, birth=⟦DATE_OF_BIRTH|2001-11-02⟧, phone=⟦PHONE|13817206645⟧}
这违反了数据保护要求，需要 mask 成 ⟪masked_id|310104********2035⟫ 格式。
Fix version: ⟪semver|5.2.1⟫   Sprint: ⟪sprint_name|Sprint 38⟫"""),

("readme_bilingual",
 """## 快速开始 Quick start

1. 复制 `.env.example` 为 `.env`
2. 填入你自己的 key，例如 `SENDINBLUE_KEY=⟪example_key|xkeysib-xxxxxxxxxxxxxxxx⟫`
3. `npm install && npm run dev`，默认端口 ⟪port|5173⟫

> ⚠️ 注意：之前版本的 README 里误放了真实 key（⟦APIKEY|$brevo_1⟧），已在 ⟪git_tag|v0.9.2⟫ 撤销，请勿使用。

维护者 Maintainer: ⟦PERSON|Zhou Tianyu⟧ <⟦EMAIL|tianyu.zhou@codecamp.sh⟧>"""),

("xiaohongshu_uk_housing",
 """英国学生公寓 deposit 终于退了🎉 分享一下经验 | ⟪place_name|Manchester⟫
作者 ⟦PERSON|Cathy在曼城⟧
住的 ⟪org_name|iQ Student Accommodation⟫，退房时被扣了 ⟦AMOUNT|£120⟧ cleaning fee，我拍了 check-in 照片据理力争，最后只扣 ⟦AMOUNT|£35⟧。
Tips：
1️⃣ check-in 当天一定拍照 + 发 email 给 reception
2️⃣ deposit 在 ⟪org_name|TDS⟫ 有保护，可以 raise dispute
3️⃣ 公寓官网写的 weekly rent ⟪tariff|£229/week⟫ 不含 bills 要问清楚
#英国留学 #曼彻斯特 #学生公寓"""),

("ielts_ukvi_booking",
 """IELTS for UKVI 预约确认 Booking Confirmation
Candidate 考生: ⟦PERSON|WONG Hoi Ching⟧ ⟦PERSON|黃凱晴⟧
ID document 证件: HKSAR Passport ⟦PASSPORT|$pp_hk_1⟧
DOB 出生日期: ⟦DATE_OF_BIRTH|03/09/2002⟧
Test date 考试日期: ⟪exam_date|Sat 15 Nov 2025⟫ · Venue 考点: ⟪test_center|British Council Hong Kong (Admiralty)⟫
Fee 费用: ⟦AMOUNT|HK$2,470⟧ — paid by ⟦CARD|$visa_8⟧ ✅
Email: ⟦EMAIL|hoiching.wong@connect.hku.hk⟧"""),

("wechat_london_piano",
 """⟦PERSON|Helen Qian⟧: Ms ⟦PERSON|Chambers⟧ hi～ ⟦PERSON|Lily⟧ 这周 piano lesson 可以改到 Friday 吗？她 ⟦MEDICAL|broke her wrist⟧ 上周在学校摔的，医生说 ⟦MEDICAL|cast⟧ 要戴4周 😭
⟦PERSON|Sarah Chambers⟧: Oh no, poor ⟦PERSON|Lily⟧! Let's pause lessons until the ⟦MEDICAL|cast⟧ is off. I'll refund the 4 prepaid lessons, ⟦AMOUNT|£152⟧.
⟦PERSON|Helen Qian⟧: 太感谢了！Refund 打到这个账户就好：⟦IBAN|$iban_gb_5⟧
⟦PERSON|Sarah Chambers⟧: Hmm, that IBAN is the one you gave me last year, still right? ✔
⟦PERSON|Helen Qian⟧: yes 没变～ 她的 ⟪exam_name|ABRSM Grade 2⟫ 就推迟到 spring 吧"""),
]

# ---- batch 2 ---------------------------------------------------------------
TEXTS += [
("env_file_bilingual",
 """# 生产环境 production .env —— 只给 ⟦PERSON|Ivy⟧ 和 ⟦PERSON|Sam⟧ 看
NODE_ENV=production
STRIPE_RESTRICTED_KEY=⟦APIKEY|$stripe_rk_1⟧   # 只读退款权限
SLACK_BOT_TOKEN=⟦APIKEY|$slack_bot_2⟧          # 家长通知 bot
SESSION_COOKIE_SAMPLE=connect.sid=⟦SECRET|$session_ex_1⟧   # 调试用，记得删
CDN_URL=⟪url|https://cdn.tinyscholars.cn⟫
API_TIMEOUT_MS=⟪config_value|15000⟫"""),

("summer_camp_fees",
 """2026 Summer Camp 夏令营 · ⟪org_name|Hillcrest International School⟫ (Shenzhen)
| Programme 项目 | Age 年龄 | Dates 日期 | Fee 费用 |
| English Drama 英语戏剧 | 6-9 | ⟪date_range|7/6 - 7/17⟫ | ⟪price|¥6,800⟫ |
| Robotics & Coding 机器人编程 | 9-12 | ⟪date_range|7/20 - 7/31⟫ | ⟪price|¥8,200⟫ |
| IELTS Junior 雅思青少 | 12-15 | ⟪date_range|8/3 - 8/14⟫ | ⟪price|¥9,600⟫ |
Early bird 早鸟价 before ⟪deadline|3月31日⟫: ⟪discount|-10%⟫ · 兄弟姐妹同报 sibling discount ⟪discount|¥500⟫
Camp code 营地编号 ⟪camp_code|HIS-SC-26⟫"""),

("slack_bot_code",
 """# notify_parents.py — 课后提醒 bot
import os
from slack_sdk import WebClient
# TODO(⟦PERSON|Ryan Guo⟧): 换成 env var!! 现在先 hardcode 测试
client = WebClient(token="⟦APIKEY|$slack_user_1⟧")
client.chat_postMessage(channel="⟪slack_channel_id|C04LQ9X2ABC⟫", text="明天 ⟪time_slot|4:30pm⟫ 的 Python 课改到 Room ⟪room_number|305⟫")
# owner email: ⟦EMAIL|ryan.guo@pycamp.cn⟧   version ⟪semver|0.3.0⟫"""),

("ta_onboarding_form_us",
 """Teaching Assistant onboarding / 助教入职表 — ⟪org_name|Bay Area Code Bootcamp⟫
Name 姓名: ⟦PERSON|Chen Yuxuan⟧ ⟦PERSON|陈宇轩⟧
Preferred name: ⟦PERSON|Sean⟧
SSN: ⟦SSN|$ssn_8⟧   (F-1 OPT, 已拿到 SSN)
Address 地址: ⟦ADDRESS|1450 Oak St Apt 12, San Francisco, CA 94117⟧
Hourly pay 时薪: ⟪pay_band|Tier 2⟫ — first paycheck ⟦AMOUNT|$1,840⟧ via direct deposit
Emergency 紧急联系人: ⟦PERSON|Chen Hua⟧ ⟦PHONE|+86 139 1762 0084⟧"""),

("exam_incident_report",
 """Incident Report 考场突发事件记录 — ⟪test_center|Shanghai Test Centre 2⟫, session ⟪exam_session|AM 2025-11-08⟫
Candidate 考生: ⟦PERSON|Ruan Siyu⟧ ⟦PERSON|阮思雨⟧ (desk ⟪seat_number|B14⟫)
At 10:20 candidate felt ⟦MEDICAL|dizzy⟧ ⟦MEDICAL|头晕⟧, told invigilator she has ⟦MEDICAL|hypoglycaemia⟧ and had skipped breakfast. Given juice, resumed at 10:32 (12 min extra time noted).
First aider 急救员: ⟦PERSON|Tom Mackenzie⟧
Parent informed 已通知家长: ⟦PERSON|阮先生⟧ ⟦PHONE|136 0162 7745⟧
Form ref ⟪form_ref|IR-SH2-1108-03⟫"""),

("hk_nanny_contract",
 """Employment Contract for Nanny 保姆僱傭合約 (extract)
Employer 僱主: ⟦PERSON|CHAN Siu Fong⟧ ⟦PERSON|陳小芳⟧, HKID ⟦NATIONAL_ID|$hkid_4⟧
Nanny 保姆: ⟦PERSON|Maricel Santos⟧
Workplace 工作地址: ⟦ADDRESS|Flat 8C, Block 2, Kingswood Villas, Tin Shui Wai, N.T.⟧
Monthly wage 月薪: ⟦AMOUNT|HK$5,200⟧ (not less than the ⟪policy_threshold|Minimum Allowable Wage⟫)
Duties: care of 2 children incl. one with ⟦MEDICAL|type 1 diabetes⟧ (⟦MEDICAL|insulin⟧ at 12:30)
Agency 中介: ⟪org_name|Happy Home Employment Agency⟫, licence ⟪licence_no|EA No. 62541⟫"""),

("uk_accommodation_application",
 """Accommodation Application 住宿申请 — ⟪org_name|Scape Student Living⟫ London
Surname 姓: ⟦PERSON|ZHU⟧   Given name 名: ⟦PERSON|QIANQIAN⟧ (⟦PERSON|朱倩倩⟧)
Date of birth: ⟦DATE_OF_BIRTH|18/09/2002⟧
Chinese ID 身份证 (guarantor check): ⟦IDCARD|$idc_25⟧
Parent guarantor 父母担保人: ⟦PERSON|朱建华⟧, ⟦ADDRESS|上海市浦东新区张杨路1200弄15号602室 200122⟧
Guarantor phone: ⟦PHONE|+86 21 5836 7721⟧
Room type: ⟪room_type|Ensuite Premium⟫, ⟪tariff|£389/week⟫"""),

("pr_review_comment",
 """**⟦PERSON|wenjie-ma⟧** commented on ⟪pull_request|PR #88⟫ `feat: 自动同步学员提交到 GitHub`
> ```yaml
> env:
>   GH_TOKEN: ⟦APIKEY|$gh_fine_1⟧
> ```
❌ 这里不能直接写 token！请用 `${{ secrets.GH_TOKEN }}`。我已经在 settings 里 revoke 了这个 fine-grained token。
cc @⟦PERSON|lucy-ouyang⟧ 下次 review 注意一下 🙏  (CI run ⟪ci_run_id|#4471923⟫)"""),

("tutor_payout_csv",
 """payout_id,tutor,email,country,method,account,amount,status
⟪payout_id|PO-8812⟫,⟦PERSON|Laura Gómez⟧,⟦EMAIL|laura.gomez.ele@gmail.com⟧,ES,SEPA,⟦IBAN|$iban_es_2⟧,⟦AMOUNT|EUR 612.40⟧,paid
⟪payout_id|PO-8813⟫,⟦PERSON|魏嘉琪⟧,⟦EMAIL|weijiaqi@foxmail.com⟧,CN,Alipay,⟪masked_account|138****6623⟫,⟦AMOUNT|CNY 3,860.00⟧,paid
⟪payout_id|PO-8814⟫,⟦PERSON|Oliver Grant⟧,⟦EMAIL|olly.grant@fastmail.com⟧,GB,Wise,⟦IBAN|$iban_gb_6⟧,⟦AMOUNT|GBP 295.00⟧,pending
# 平台佣金 platform fee ⟪percentage|15%⟫ 已扣除"""),

("dingtalk_robot_script",
 """# 钉钉告警 robot —— 奖学金申请系统 scholarship portal
import requests, time
WEBHOOK = "⟦SECRET|$dingtalk_hook_2⟧"
def alert(msg):
    requests.post(WEBHOOK, json={"msgtype": "text", "text": {"content": "[scholarship-portal] " + msg},
                                 "at": {"atMobiles": ["⟦PHONE|18917206633⟧"]}})
alert("DB ⟦IP_ADDRESS|172.20.5.9⟧ disk usage ⟪percentage|91%⟫ — 请 ⟦PERSON|李工⟧ 处理")
# written by ⟦PERSON|Frank⟧, ⟪timestamp|2025-03-14⟫"""),

("guarantor_form_bilingual",
 """UK Guarantor Declaration 英国担保人声明
I, ⟦PERSON|Helen Morrison⟧, of ⟦ADDRESS|56 Beechwood Avenue, Kew, Richmond TW9 4DE⟧, agree to act as guarantor for ⟦PERSON|Zhang Ruoxi⟧ (⟦PERSON|张若曦⟧), tenant of ⟪room_number|Room 17⟫, ⟪site_name|Chapter Kings Cross⟫.
我是她的 host mum（寄宿家庭），不是亲属。
Guarantor annual income: ⟦AMOUNT|£48,000⟧
Signed ⟦PERSON|H. Morrison⟧   Date ⟪letter_date|01/09/2025⟫   Tel ⟦PHONE|020 8940 3371⟧"""),

("phone_payment_transcript",
 """[Call transcript 通话记录] ⟪org_name|Oxbridge Prep Tutors⟫ — ⟪call_id|CALL-7716⟫
Agent: Thanks for holding, this is ⟦PERSON|Emily⟧. How can I help?
Parent: 你好, I want to pay for my son ⟦PERSON|Andy⟧'s 11+ package, the 20 hours one.
Agent: Sure, that's ⟦AMOUNT|£1,300⟧ today. Card number please?
Parent: ⟦CARD|$visa_9⟧, expiry ⟪card_expiry|10/27⟫, security code ⟦CVV|056⟧.
Agent: Name on the card?
Parent: ⟦PERSON|Wang Lei⟧. 
Agent: Done, receipt goes to ⟦EMAIL|wanglei.uk@hotmail.com⟧."""),
]

# ---- batch 3 ---------------------------------------------------------------
TEXTS += [
("tuition_centre_registration_my",
 """⟪org_name|育才补习中心 Yu Cai Tuition Centre⟫ (Kepong) — Pendaftaran / 报名表
Nama 姓名: ⟦PERSON|Ong Mei Ling⟧ ⟦PERSON|王美玲⟧
No. MyKad: ⟦NATIONAL_ID|$mykad_1⟧   Tarikh lahir 出生日期: ⟦DATE_OF_BIRTH|30/11/2002⟧
Telefon: ⟦PHONE|+60 12-387 4416⟧
Kelas 班级: STPM Chinese Literature 华文文学, ⟪time_slot|Sat 2-4pm⟫
Yuran 学费: ⟦AMOUNT|RM 280⟧ sebulan, dibayar ✅
Nota: ⟦MEDICAL|G6PD deficiency⟧ — 不能吃蚕豆"""),

("spain_student_email",
 """Asunto: Documentos matrícula / 入学材料 — ⟪org_name|Academia Cervantes Madrid⟫
Hola ⟦PERSON|Lucía⟧，
我把材料整理好了：
- NIE: ⟦NATIONAL_ID|$nie_1⟧
- Cuenta bancaria 银行账户: ⟦IBAN|$iban_es_1⟧ (⟪bank_name|CaixaBank⟫)
- Móvil: ⟦PHONE|+34 611 208 437⟧
学费 ⟦AMOUNT|€1.350⟧ 我已经 transfer 了，reference ⟪payment_ref|ACM-DELE-B2-0193⟫。
Gracias!
⟦PERSON|Liu Yang⟧ ⟦PERSON|刘洋⟧"""),
]

TEXTS += [
("wohnheim_deposit_chat",
 """⟦PERSON|孔令辉⟧: Hallo Frau ⟦PERSON|Becker⟧, 我是 ⟪room_number|Zimmer 214⟫ 的中国学生，我的 Kaution 什么时候退？
⟦PERSON|Anja Becker⟧ (⟪org_name|Studierendenwerk⟫): Hi! Your deposit of ⟦AMOUNT|€700⟧ will be refunded within 6 weeks after move-out. Please confirm your German IBAN.
⟦PERSON|孔令辉⟧: ⟦IBAN|$iban_de_2⟧，户名 ⟦PERSON|KONG Linghui⟧。另外你们要的身份证复印件：⟦IDCARD|$idc_16⟧
⟦PERSON|Anja Becker⟧: Thanks. We don't need the Chinese ID actually 😅 please don't send it by chat.
⟦PERSON|孔令辉⟧: 哦哦 sorry"""),

("totp_setup_ocr",
 """[OCR] screenshot_2fa_setup.png — ⟪org_name|DevBridge 编程训练营⟫ admin console
两步验证 Two-factor authentication
扫描二维码或手动输入密钥 Enter this key manually:
⟦SECRET|$totp_1⟧
otpauth://totp/DevBridge:⟦PERSON|admin.chenxi⟧?secret=⟦SECRET|$totp_1⟧&issuer=DevBridge&algorithm=⟪algorithm_name|SHA1⟫&digits=6&period=30
备用码 Backup codes: ⟦SECRET|$rc_6⟧  ⟦SECRET|$rc_7⟧  ⟦SECRET|$rc_8⟧
⚠ 请妥善保存 Store these safely"""),

("oauth_config_bilingual",
 """// Google 登录配置 — 家长端 parent portal (nursery)
export const googleOAuth = {
  clientId: '⟪client_id|938172645031-k2v9q8f1r6m0hx3u7c4p5t2z1a8b6d0e.apps.googleusercontent.com⟫',
  clientSecret: '⟦SECRET|$gclient_secret_1⟧', // ❗ 不要放前端！move to server
  redirectUri: '⟪callback_url|https://parents.littlelotus.hk/auth/callback⟫',
  mapsKey: '⟦APIKEY|$google_2⟧',
};
// reviewed by ⟦PERSON|Karen Tsui⟧ on ⟪review_date|2025-05-19⟫"""),

("tw_bootcamp_signup",
 """報名成功通知 Registration confirmed — ⟪org_name|AppWorks School⟫ 後端班 Backend Batch #⟪cohort_id|24⟫
學員 Student: ⟦PERSON|蔡承翰⟧ ⟦PERSON|Tsai Cheng-Han⟧
身分證字號 ID: ⟦NATIONAL_ID|$tw_2⟧
手機 Mobile: ⟦PHONE|0928-116-503⟧
Email: ⟦EMAIL|chenghan.tsai@gmail.com⟧
保證金 Deposit: ⟦AMOUNT|NT$10,000⟧ (結業後退還 refundable after graduation)
Orientation: ⟪event_date|2025/12/01⟫ 19:00 @ ⟪venue_name|台北市中正區 Demo Room⟫"""),

("homestay_host_registration",
 """Homestay host registration 寄宿家庭登记 — ⟪org_name|Seoul Mandarin Academy 首尔汉语学院⟫
Host 接待家庭: ⟦PERSON|Lee Eun-ji⟧ ⟦PERSON|李恩智⟧
Date of birth: ⟦DATE_OF_BIRTH|1976.10.11⟧   RRN 주민등록번호: ⟦NATIONAL_ID|$rrn_2⟧
Address 地址: ⟦ADDRESS|서울특별시 마포구 와우산로 94, 101동 1203호 (04066)⟧
Phone: ⟦PHONE|+82 10-7731-4408⟧
Monthly host fee 每月寄宿费: ⟪tariff|KRW 1,100,000⟫ per student
Pets 宠物: one dog (⟪pet_name|Bori⟫)"""),

("beijing_school_payment",
 """北京语言文化学院 ⟪org_name|Beijing Mandarin House⟫ — Payment note 付款记录
Student 学员: ⟦PERSON|Yamada Kenta⟧ ⟦PERSON|山田健太⟧
Course: HSK5 intensive 强化班, 12 weeks
Paid by JCB card ⟦CARD|$jcb_1⟧, CVV ⟦CVV|771⟧ (收银员 ⟦PERSON|小孟⟧ 手工录入 — 需要销毁此单)
Amount 金额: ⟦AMOUNT|¥15,600⟧
Receipt ⟪receipt_no|BMH-2025-1187⟫ · ⟪receipt_date|2025.09.03⟫"""),
]

TEXTS += [
("npm_token_incident",
 """【事故复盘 Postmortem】npm token 泄露 — ⟪org_name|CodeSprout 少儿编程⟫
时间线 Timeline:
- ⟪timestamp|09-14 21:40⟫ 实习生 ⟦PERSON|Bella Ye⟧ 把 `.npmrc` 提交到了公开仓库，里面有 `//registry.npmjs.org/:_authToken=⟦APIKEY|$npm_1⟧`
- 09-14 23:05 GitHub secret scanning 发邮件给 ⟦EMAIL|security@codesprout.cn⟧
- 09-15 08:30 ⟦PERSON|Owen Li⟧ revoke token，检查 ⟪package_name|@codesprout/blocks⟫ 没有被恶意发布（latest 仍是 ⟪semver|2.14.0⟫）
Action items: 开启 2FA for publish；CI 使用 granular token。"""),

("amex_payment_hk",
 """Payment record 付款記錄 — ⟪org_name|Coding Kids HK⟫ Summer Hackathon
Parent 家長: Mrs ⟦PERSON|Florence Lau⟧ for ⟦PERSON|Lau Tsz Hin⟧ (⟦PERSON|劉子軒⟧, age 13)
Card: AMEX ⟦CARD|$amex_2⟧  CID ⟦CVV|4417⟧  exp ⟪card_expiry|12/27⟫
Amount 金額: ⟦AMOUNT|HK$7,800⟧
Note: 小朋友有 ⟦MEDICAL|nut allergy⟧，lunch 要 nut-free
Processed by ⟦PERSON|Kenny⟧, ⟪timestamp|2025-06-30 15:12⟫"""),

("csc_scholarship_file",
 """CSC Scholarship candidate file 中国政府奖学金申请 — ⟪org_name|Zhejiang University International College⟫
Name 姓名: ⟦PERSON|Arjun Nair⟧
Passport 护照: ⟦PASSPORT|$pp_in_2⟧   Aadhaar: ⟦NATIONAL_ID|$aadhaar_2⟧
Agency No. 机构编号: ⟪agency_number|CSC 10335⟫
Physical exam 体检: ⟦MEDICAL|HIV negative⟧, ⟦MEDICAL|TB screening normal⟧
Monthly stipend 生活费: ⟪policy_amount|3,000元/月 (master)⟫
Contact: ⟦EMAIL|arjun.nair.zju@gmail.com⟧ / ⟦PHONE|+91 94470 31258⟧
初审 reviewer: ⟦PERSON|沈老师⟧ — 通过 ✅"""),

("nursery_board_minutes",
 """Board meeting minutes 董事会会议纪要 — ⟪org_name|Little Panda Bilingual Nursery 小熊猫双语托育⟫, ⟪meeting_date|2025-09-25⟫
Attendees: ⟦PERSON|Joanna Ho⟧ (chair), ⟦PERSON|韩校长⟧, ⟦PERSON|David Pearce⟧
1. Staffing 人员: teacher Ms ⟦PERSON|Yvonne Tang⟧ on ⟦MEDICAL|maternity leave⟧ from Oct；临时老师 ⟦PERSON|Zoe⟧ 接替。
2. Fees 收费: board approved new rate ⟪tariff|¥7,200/month⟫ from Jan (full-day)。
3. One parent (Mr ⟦PERSON|Feng⟧) owes ⟦AMOUNT|¥14,400⟧ (2 months)，同意分期。
Next meeting ⟪meeting_date|2025-11-20⟫."""),

("shell_history_bilingual",
 """ 1201  # 测试退款接口 test refund for 学员 ⟦PERSON|hexinyi⟧
 1202  curl https://api.stripe.com/v1/refunds -u ⟦APIKEY|$stripe_sk_2⟧: -d charge=⟪charge_id|ch_3QGx8a2eZvKYlo2C1Rq9pT4m⟫
 1203  ssh ⟦PERSON|hexinyi⟧@⟦IP_ADDRESS|139.196.48.77⟧
 1204  psql "postgresql://camp:⟦SECRET|Camp#2025pg⟧@⟦IP_ADDRESS|172.19.0.4⟧:5432/camp"
 1205  ping ⟪doc_ip|192.0.2.55⟫   # 文档里的示例 IP
 1206  exit"""),

("exam_day_checklist",
 """Exam Day Checklist 考试当天须知 — ⟪org_name|Cambridge English Test Centre CN281⟫
✅ Arrive by 到场时间 ⟪time_slot|08:15⟫; gate closes ⟪time_slot|08:45⟫
✅ Bring the same ID you registered with 携带报名时的证件原件
✅ Pencils HB, eraser 橡皮; no smart watches 禁止智能手表
✅ Speaking test times are on your Confirmation of Entry (COE) 口语时间见准考证
Venue 考点: ⟪venue_address|No. 55 Huaihai Rd (M), Building B, 3F⟫ · Centre code ⟪centre_number|CN281⟫
Results online 成绩查询: ⟪url|candidates.cambridgeenglish.org⟫ after ⟪results_window|2-3 weeks⟫"""),
]
