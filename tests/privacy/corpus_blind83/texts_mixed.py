# -*- coding: utf-8 -*-
"""blind83 - mixed texts. Every text typed by hand.
Markup: ⟦TYPE|value⟧ = span, ⟪kind|value⟫ = decoy, value `$name` = values.VALUES[name]."""

TEXTS = []

TEXTS += [
("slack_message", r"""
⟪slack_channel|#backend-cn⟫
*⟦PERSON|Kevin Zhang⟧*  ⟪message_time|11:02⟫
prod 的 Slack bot token 我换了，旧的 ⟦APIKEY|$xoxb02⟧ 已经 revoke，别再用了
*⟦PERSON|李思琪⟧*  11:04
ok 👌 那 cron 里的也要改吧？在 ⟦IP_ADDRESS|10.16.3.22⟧ 上面，⟪file_path|/etc/cron.d/menu-sync⟫
*⟦PERSON|Kevin Zhang⟧*  11:05
对，顺便把 #ops-alerts 的 webhook 也换成 ⟦SECRET|$slackhook02⟧
"""),

("wechat_chat", r"""
⟦PERSON|阿琳⟧: 姐妹 ⟪org_name|Notting Hill Cookery School⟫ 的 deposit 今晚 deadline 😭 我卡被冻了，能先用你的卡付吗
⟦PERSON|Vivian⟧: 可以啊，卡号 ⟦CARD|$card09⟧, exp ⟪card_expiry|03/28⟫, CVV ⟦CVV|557⟧，付完截图给我
⟦PERSON|阿琳⟧: 爱你❤️ ⟦AMOUNT|£350⟧ 下周一还你
⟦PERSON|Vivian⟧: 不急～ 对了你 ⟦MEDICAL|hay fever⟧ 好点没，上次 practical 一直打喷嚏
"""),

("payroll_csv", r"""
# 中央厨房 9月工资表 (school meals contract) 请勿外传 -- ⟦PERSON|Jenny Tan⟧
emp_no,name,nric_fin,section,basic_salary,bank
⟪employee_id|CK-0117⟫,⟦PERSON|Goh Wei Jie⟧ (⟦PERSON|吴伟杰⟧),⟦NATIONAL_ID|$nid07⟧,school meals,"⟦AMOUNT|S$2,650⟧",⟪bank_name|OCBC⟫
⟪employee_id|CK-0121⟫,⟦PERSON|Nguyen Thi Hoa⟧,⟦NATIONAL_ID|$nid23⟧,packing,"⟦AMOUNT|S$1,980⟧",⟪bank_name|POSB⟫
"""),

("bilingual_registration_form", r"""
⟪org_name|Strathcona Community Food Bank⟫ 登記表 / Registration
姓名 Name: ⟦PERSON|黃美玲⟧ / ⟦PERSON|Mei Ling Wong⟧
SIN（可不填 optional）: ⟦NATIONAL_ID|$nid28⟧
地址 Address: ⟦ADDRESS|512 E Pender St, Vancouver, BC V6A 1V5⟧
電話 Phone: ⟦PHONE|604-251-3307⟧
每月收入 Monthly income: ⟦AMOUNT|$1,320 CAD⟧ (CPP + OAS)
飲食需要 Dietary: ⟦MEDICAL|diabetic⟧，要低糖
"""),

("customer_email", r"""
From: ⟦PERSON|Cheung Ka Yan⟧ <⟦EMAIL|kayan.cheung@gmail.com⟧>
Subject: 扣款失敗 payment failed again

Hi team, 我嘅 subscription 扣唔到錢，應該係張 card 過咗期。新卡 ⟦CARD|$card08⟧ exp ⟪card_expiry|12/27⟫ CVC ⟦CVV|441⟧。送貨地址唔變：⟦ADDRESS|新界沙田第一城38座12樓F室⟧。Thanks!
⟦PERSON|Ka Yan⟧
"""),

("shell_history", r"""
 1021  ssh ubuntu@⟦IP_ADDRESS|47.101.28.153⟧    # 阿里云 上海
 1022  export GITHUB_TOKEN=⟦APIKEY|$ghp03⟧
 1023  mysql -h ⟦IP_ADDRESS|10.0.5.17⟧ -u root -p'⟦PASSWORD|Caipu#2024!⟧' recipes
 1024  vim /home/⟦PERSON|wangyifan⟧/deploy.sh    # 改 cron
 1025  curl ⟪doc_ip|203.0.113.9⟫:⟪port|9100⟫/metrics    # 文档里的例子
 1026  git log --oneline -1    # ⟪short_sha|3f9c2e1⟫ fix 菜谱 sync
"""),

("json_intake_record", r"""
{"intake_id":"⟪intake_id|PNT-2024-5531⟫","name":"⟦PERSON|Liu Haoran⟧","name_zh":"⟦PERSON|刘浩然⟧","ssn":"⟦SSN|$ssn08⟧","phone":"⟦PHONE|+1 (646) 382-0917⟧","address":"⟦ADDRESS|41-25 Kissena Blvd Apt 3F, Flushing, NY 11355⟧","notes":"学生, on-campus job, ⟦MEDICAL|乳糖不耐⟧, halal ok","visit_count":⟪visit_count|3⟫}
"""),

("onboarding_form", r"""
Onboarding - ⟪org_name|Kochbox Berlin GmbH⟫ 仓库 warehouse
Name: ⟦PERSON|Lukas Chen⟧ (⟦PERSON|陈路加⟧)
Reisepass / 护照: ⟦PASSPORT|$pp05⟧
IBAN: ⟦IBAN|$iban11⟧
Stundenlohn 时薪: ⟦AMOUNT|€14,50⟧
Adresse 地址: ⟦ADDRESS|Sonnenallee 221, 12059 Berlin⟧
Notfallkontakt 紧急联系人: ⟦PERSON|Chen Hui⟧ ⟦PHONE|+49 176 4410 2873⟧
"""),

("meeting_minutes", r"""
⟪org_name|Sham Shui Po Food Share Network⟫ 工作會議 Minutes - ⟪meeting_date|2024-11-05⟫
出席 Attendees: Ms ⟦PERSON|Lau Mei Kuen⟧ (chair), ⟦PERSON|陳sir⟧, ⟦PERSON|Aiden⟧
1. 上月 donations 共 ⟪org_total|HK$186,400⟫；Mr ⟦PERSON|Wong Chi Keung⟧ 個人捐咗 ⟦AMOUNT|HK$20,000⟧。
2. 義工 ⟦PERSON|阿Ken⟧ 送貨時 ⟦MEDICAL|sprained ankle⟧，申請報銷醫療費 ⟦AMOUNT|HK$1,250⟧，通過。
3. 下次開會 @ ⟪org_address|深水埗福華街115號地下⟫
"""),

("driver_onboarding", r"""
⟪org_name|Dumpling Box Melbourne⟫ driver onboarding 司机入职
Full name: ⟦PERSON|Zhao Ming⟧ (⟦PERSON|赵明⟧)
Passport (AU): ⟦PASSPORT|$pp10⟧
DOB: ⟦DATE_OF_BIRTH|1993-06-21⟧
Mobile: ⟦PHONE|0412 558 903⟧
Email: ⟦EMAIL|zhaoming.mel@gmail.com⟧
Vehicle rego 车牌: ⟪vehicle_reg|2FK 9QL⟫    zone ⟪delivery_zone|MEL-SE-3⟫
"""),

("student_registration", r"""
⟪org_name|Shibuya Culinary Academy 渋谷料理学院⟫ 留学生登记 / International student
氏名 姓名: ⟦PERSON|王芷若⟧ (⟦PERSON|WANG ZHIRUO⟧)
マイナンバー My Number: ⟦NATIONAL_ID|$nid19⟧
電話: ⟦PHONE|080-4417-2309⟧
学费 tuition paid: ⟦AMOUNT|¥1,280,000⟧ (JPY)
コース course: ⟪course_code|WASHOKU-1Y⟫
"""),

("hr_export_csv", r"""
emp_id,name,name_en,id_number,dob,mobile,dept
⟪employee_id|SH-0043⟫,⟦PERSON|曹建国⟧,⟦PERSON|Cao Jianguo⟧,⟦IDCARD|$idc02⟧,⟦DATE_OF_BIRTH|1959-11-02⟧,⟦PHONE|13801762241⟧,central kitchen
⟪employee_id|SH-0058⟫,⟦PERSON|梁嘉欣⟧,⟦PERSON|Liang Jiaxin⟧,⟦IDCARD|$idc03⟧,⟦DATE_OF_BIRTH|1992-07-23⟧,⟦PHONE|13925078816⟧,nutrition QA
"""),

("jira_ticket", r"""
FS-2207 [P1] 用户 session 泄露 in error page
Reporter: ⟦PERSON|Chloe Xu⟧
When /api/claim returns 500, the error page dumps request headers:
  Cookie: sessionid=⟦SECRET|$sess03⟧; lang=zh-CN
  X-Real-IP: ⟦IP_ADDRESS|223.104.63.18⟧
  X-User-Phone: ⟦PHONE|13661892074⟧
Screenshot came from user ⟦PERSON|郑晓丽⟧ (工单 ⟪ticket_id|GD-88213⟫). Fix targeted for ⟪version|v3.14.2⟫.
"""),

("go_source", r"""
// notify.go - 送餐路线 route planner
package notify

const (
	mapsKey       = "⟦APIKEY|$gapi02⟧" // Google Maps, 别暴露在前端
	stripeKey     = "⟦APIKEY|$sklive03⟧"
	fallbackDepot = "⟪org_address|上海市普陀区曹杨路1040弄 Depot⟫"
)

// TODO(⟦PERSON|zhou.lei⟧): move keys to Vault before ⟪release_tag|v2.0.0⟫
"""),

("parent_email", r"""
From: ⟦PERSON|Zhang Li⟧ <⟦EMAIL|zhangli_1985@126.com⟧>
To: ⟦EMAIL|catering@kingsmeadschool.co.uk⟧
Subject: Allergy info for ⟦PERSON|Eric Zhang⟧ (⟪school_year|Year 9⟫) / 过敏信息

Dear catering team,
My son ⟦PERSON|Eric⟧ (中文名 ⟦PERSON|张奕辰⟧) has a ⟦MEDICAL|severe peanut allergy⟧ and ⟦MEDICAL|eczema⟧. 他随身带两支 ⟦MEDICAL|EpiPen⟧. Please make sure the boarding house kitchen knows.
My mobile (China): ⟦PHONE|+86 138 1172 9054⟧, WeChat: ⟦PERSON|zhangli_sh⟧
Thank you! ⟦PERSON|张丽⟧
"""),

("bilingual_flyer", r"""
🥬 ⟪org_name|Chinatown Community Pantry 华埠社区食物站⟫
每周六 Saturdays ⟪time_window|10am-1pm⟫ @ ⟪org_address|62 Mott St, New York, NY 10013⟫
No ID needed 不需要证件 · 免费 Free · 蔬菜 rice 鸡蛋
志愿者 Volunteers sign up: ⟪url|bit.ly/ccp-volunteer⟫  ⟪hashtag|#FeedChinatown⟫
"""),

("delivery_slip", r"""
⟪org_name|牧場鮮奶 Farm Fresh HK⟫ 送奶單 Delivery slip ⟪slip_no|FF-HK-30917⟫
Customer 客戶: ⟦PERSON|葉太⟧
Address 地址: ⟦ADDRESS|香港仔海怡半島8座22樓D室⟧
Tel: ⟦PHONE|9187 3326⟧
本月應付 Amount due: ⟦AMOUNT|HK$468⟧
Note: 大堂門口 door code ⟦PASSWORD|2468⟧，放信箱旁邊
"""),

("donor_csv", r"""
donor_name_zh,donor_name_en,email,amount,channel,receipt
⟦PERSON|吴晓燕⟧,⟦PERSON|Sherry Wu⟧,⟦EMAIL|sherrywu@hotmail.com⟧,⟦AMOUNT|¥500⟧,Alipay,⟪receipt_no|DN-24-0771⟫
⟦PERSON|马天宇⟧,⟦PERSON|Tony Ma⟧,⟦EMAIL|tonyma.sz@gmail.com⟧,"⟦AMOUNT|¥1,000⟧",WeChat Pay,⟪receipt_no|DN-24-0772⟫
"""),

("payment_gateway_log", r"""
[⟪timestamp|2024-10-08 20:41:07⟫] pay.unionpay INFO 发起支付 order=⟪order_id|MK20241008204107553⟫ amount=⟦AMOUNT|CNY 268.00⟧ card=⟦CARD|$card22⟧ holder=⟦PERSON|Tang Rui⟧ ip=⟦IP_ADDRESS|112.97.54.201⟧
[2024-10-08 20:41:08] pay.unionpay WARN 3DS challenge sent to ⟦PHONE|+86 135 3318 0627⟧
[2024-10-08 20:41:39] pay.unionpay ERROR 支付失败 resp_code=⟪resp_code|05⟫ (Do not honour)
"""),
]

TEXTS += [
("kitchen_incident_report", r"""
Kitchen Incident Report 厨房事故报告 - ⟪org_name|Jurong Central Kitchen⟫
Date: ⟪incident_time|12 Aug 2024, 10:45am⟫
Staff: ⟦PERSON|Lim Jia Hui⟧ ⟦PERSON|林佳慧⟧    NRIC: ⟦NATIONAL_ID|$nid30⟧
Injury 伤情: ⟦MEDICAL|2nd degree scald on right hand⟧ from steam oven ⟪asset_tag|SO-04⟫
First aid by ⟦PERSON|Rajan⟧，sent to ⟪org_name|Ng Teng Fong General Hospital⟫, MC ⟪mc_days|3 days⟫
"""),

("volunteer_registration", r"""
⟪org_name|上海绿洲食物银行 Green Oasis Food Bank⟫ volunteer 登记
Name 姓名: ⟦PERSON|Oliver Bennett⟧ (⟦PERSON|班奥利⟧)
Passport 护照号: ⟦PASSPORT|$pp18⟧ (UK)
手机 Mobile: ⟦PHONE|+86 186 2104 7735⟧
Email: ⟦EMAIL|oliver.bennett@outlook.com⟧
Availability: 周六 sorting @ ⟪warehouse_code|WH-PD-01⟫
"""),

("refund_email", r"""
Hoi / 你好 ⟦PERSON|Wei⟧,
The refund for the dim sum workshop (⟪booking_ref|AMS-DS-0419⟫) is ⟦AMOUNT|€85⟧, we'll send it to ⟦IBAN|$iban12⟧ (⟦PERSON|W. Huang⟧). 你说⟦MEDICAL|怀孕了⟧不能站太久，完全理解 🙂
BSN is niet nodig for refunds - please don't email ⟦NATIONAL_ID|$nid22⟧ to us again, we deleted it.
⟦PERSON|Femke⟧ @ ⟪org_name|Keuken van Oost⟫
"""),

("beneficiary_form", r"""
⟪org_name|Banco de Alimentos de Madrid⟫ - ficha de beneficiario 受助人登记
Nombre 姓名: ⟦PERSON|Chen Yuting⟧ (⟦PERSON|陈雨婷⟧)
DNI: ⟦NATIONAL_ID|$nid24⟧
Domicilio: ⟦ADDRESS|Calle de Embajadores 87, 3ºB, 28012 Madrid⟧
Teléfono: ⟦PHONE|+34 655 21 08 47⟧
Ingresos mensuales 月收入: ⟦AMOUNT|€640⟧
"""),

("offer_letter", r"""
外籍讲师聘用确认 / Offer confirmation - ⟪org_name|深圳国际烹饪学院⟫
讲师 Instructor: ⟦PERSON|Arjun Menon⟧ (Indian cuisine)
Aadhaar: ⟦NATIONAL_ID|$nid21⟧ (for Indian tax filing)
月薪 Monthly salary: ⟦AMOUNT|RMB 28,000⟧ (税前)
Contact: ⟦EMAIL|arjun.menon.chef@gmail.com⟧ · ⟦PHONE|+86 155 8813 2047⟧
HR: ⟦PERSON|钟小姐⟧
"""),

("enrolment_message", r"""
Hi ⟦PERSON|Mariana⟧! 你的 enrollment 已确认 ✅
⟪org_name|Shanghai Culinary Institute⟫ - Brazilian BBQ elective
CPF on file: ⟦NATIONAL_ID|$nid27⟧ (for the Brazil scholarship paperwork)
Scholarship covers ⟦AMOUNT|¥6,000⟧, you pay ⟦AMOUNT|¥2,400⟧ before ⟪deadline|Oct 15⟫
- ⟦PERSON|Amy 王⟧, student office
"""),

("care_notes", r"""
Care notes 护理记录 - ⟪org_name|Ealing Meals at Home⟫ ⟪visit_date|Mon 14 Oct⟫
Client: Mr ⟦PERSON|Zbigniew Nowak⟧, DOB ⟦DATE_OF_BIRTH|30/10/1953⟧, PESEL ⟦NATIONAL_ID|$nid29⟧ (from his Polish pension letter)
今天午饭吃了一半，说⟦MEDICAL|牙疼⟧。Blood sugar ⟦MEDICAL|11.2 mmol/L⟧ before lunch - 偏高，已告诉 GP。
Carer: ⟦PERSON|Mandy Lau⟧
"""),

("payslip", r"""
Payslip 工资单 - ⟪org_name|Golden Wok Catering Ltd⟫ (Dublin school meals contract)
Employee: ⟦PERSON|Huang Jun⟧ ⟦PERSON|黄军⟧
PPSN: ⟦NATIONAL_ID|$nid35⟧
Period: ⟪pay_period|Week 42⟫
Gross: ⟦AMOUNT|€612.00⟧    Net: ⟦AMOUNT|€538.74⟧
"""),

("care_plan", r"""
Meals on Wheels care plan 送餐护理计划 - ⟪org_name|Manchester Chinese Centre⟫
Name 姓名: Mrs ⟦PERSON|Kwok Sau Ling⟧ (⟦PERSON|郭秀玲⟧)
NHS no.: ⟦NATIONAL_ID|$nid32⟧
Address 地址: ⟦ADDRESS|18 Faulkner Street, Manchester M1 4EE⟧
Conditions 病情: ⟦MEDICAL|mild dementia⟧, ⟦MEDICAL|高血压⟧
Meal: 粥 congee, soft, no 花生. Key safe ⟦PASSWORD|8 2 0 4⟧
"""),

("refund_letter", r"""
⟪org_name|Wiener Kochschule am Naschmarkt⟫ - Storno / 退款
Liebe Frau ⟦PERSON|Li Na⟧,
Ihre Rückerstattung 退款 ⟦AMOUNT|€240,00⟧ geht an ⟦IBAN|$iban08⟧.
As you asked, we also refunded your friend ⟦PERSON|Zhou Yan⟧ in Zürich ⟦AMOUNT|CHF 180⟧ to ⟦IBAN|$iban09⟧.
Liebe Grüße, ⟪org_name|Kochschule⟫ team
"""),

("email_fr_zh", r"""
Bonjour Madame ⟦PERSON|Zhang Wenjing⟧，⟦PERSON|张老师⟧您好，
Suite à l'annulation du stage Macarons (⟪course_code|MAC-0922⟫), nous remboursons ⟦AMOUNT|€390⟧ sur le compte ⟦IBAN|$iban17⟧.
谢谢理解！- ⟦PERSON|Camille Roux⟧, ⟪org_name|École de Pâtisserie du Marais⟫
"""),

("calfresh_intake", r"""
CalFresh 申请 intake - ⟪org_name|Sunset Chinese Senior Meals⟫
申请人 Applicant: ⟦PERSON|Lee Wai Man⟧ (⟦PERSON|李偉文⟧)
SSN: ⟦SSN|$ssn09⟧    DOB: ⟦DATE_OF_BIRTH|03/17/1948⟧
Spouse 配偶: ⟦PERSON|Lee Chan Siu Fong⟧, SSN ⟦SSN|$ssn10⟧
Monthly SSI 每月收入: ⟦AMOUNT|$943⟧ each
Address: ⟦ADDRESS|1420 Noriega St, San Francisco, CA 94122⟧
"""),

("whatsapp_donation", r"""
Hi ⟦PERSON|Peter⟧，捐款表格我填好了，你帮我交给 office 🙏
Name: ⟦PERSON|Grace Huang⟧
Card: ⟦CARD|$card13⟧   exp ⟪card_expiry|01/29⟫   CID ⟦CVV|2087⟧
Amount: ⟦AMOUNT|$500⟧ monthly for ⟪campaign_code|Lunar New Year meals⟫
谢谢 - ⟦PERSON|Grace⟧
"""),

("lunch_program_form", r"""
⟪org_name|西安高新国际学校⟫ Lunch program 午餐报名
Student 学生: ⟦PERSON|Emma Liu⟧ / ⟦PERSON|刘一涵⟧
DOB 出生日期: ⟦DATE_OF_BIRTH|2013-02-27⟧    ID 身份证: ⟦IDCARD|$idc09⟧
Allergy 过敏: ⟦MEDICAL|tree nuts 坚果⟧
Payment 缴费: ⟦AMOUNT|RMB 4,500⟧ per semester via ⟪payment_method|WeChat Pay⟫
Parent email: ⟦EMAIL|liu.family.xa@gmail.com⟧
"""),

("meal_card_application", r"""
Student meal card application 饭卡申请 - ⟪org_name|Guangzhou Nanfang International School⟫
Student: ⟦PERSON|Chen Haoyu⟧ ⟦PERSON|陈浩宇⟧
ID No.: ⟦IDCARD|$idc26⟧    DOB: ⟦DATE_OF_BIRTH|22/03/2010⟧
Top-up 充值: ⟦AMOUNT|¥800⟧ from card ⟦CARD|$card19⟧
Contact: ⟦PHONE|+86 139 2270 1846⟧
"""),

("rider_onboarding_table", r"""
Rider onboarding batch ⟪batch_code|HZ-R-0925⟫ (EN/中文)
| Name | 身份证 | Phone | Health cert |
|------|--------|-------|-------------|
| ⟦PERSON|许文博⟧ | ⟦IDCARD|$idc04⟧ | ⟦PHONE|158 5712 0364⟧ | ⟪health_cert_no|浙杭健2024-118203⟫ |
| ⟦PERSON|Jason Fang⟧ ⟦PERSON|方杰⟧ | ⟦IDCARD|$idc30⟧ | ⟦PHONE|137 6419 8820⟧ | pending |
"""),

("recovery_codes", r"""
GitHub org ⟪github_org|hangzhou-foodbank⟫ 2FA 备用码 (owner: ⟦PERSON|ye.qing⟧, ⟦EMAIL|yeqing@hzfoodbank.org.cn⟧)
⟦SECRET|$rc07⟧    ⟦SECRET|$rc08⟧
⟦SECRET|$rc09⟧    ⟦SECRET|$rc10⟧
请打印后锁在⟪storage_location|财务室保险柜⟫，不要存手机相册！
"""),

("dingtalk_key_paste", r"""
⟦PERSON|Tony 吴⟧ ⟪message_time|09:13⟫
staging 的 SSH key 先发你，用完删掉 🙏 host ⟦IP_ADDRESS|121.43.77.208⟧
⟦SECRET|$pem02⟧
⟦PERSON|何雨桐⟧ 09:15
收到 thanks！已存到 ⟪file_path|~/.ssh/staging_ec⟫，聊天记录我删了
"""),

("support_chat", r"""
Customer ⟦PERSON|Jasmine Ong⟧: hi can help me update card? 我的旧卡 expired liao. New one ⟦CARD|$card24⟧ exp ⟪card_expiry|05/29⟫ cvv ⟦CVV|734⟧
Agent ⟦PERSON|Farah⟧: Hi ⟦PERSON|Jasmine⟧! For security pls don't share card details in chat 🙏 I've deleted your message. You can update under Account > Payment. Your next box ⟪order_id|SG-MK-55302⟫ ships ⟪ship_date|Thu⟫.
"""),
]

TEXTS += [
("volunteer_table", r"""
Overseas volunteers 海外義工名單 - ⟪org_name|Feeding Kowloon⟫ Christmas drive
| Name | Passport | Nationality |
|------|----------|-------------|
| ⟦PERSON|Ethan Tremblay⟧ | ⟦PASSPORT|$pp06⟧ | Canada 加拿大 |
| ⟦PERSON|Goh Shu Min⟧ ⟦PERSON|吳淑敏⟧ | ⟦PASSPORT|$pp13⟧ | Singapore 新加坡 |
Coordinator 統籌: ⟦PERSON|Cathy 李⟧ ⟦PHONE|+852 6021 9937⟧
"""),
]
