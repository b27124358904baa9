# mixed texts of the blind85 corpus.  Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy.
# Every text was typed by hand; $name values come from values.VALUES.
TEXTS = []

# ---------------------------------------------------------------- part 1
TEXTS += [
("wechat_chat", """⟦PERSON|Kelly 王⟧: 今晚 lifeboat station 有 training 吗？⟦PERSON|Tom⟧ 说 ⟪event_time|7pm⟫
⟦PERSON|陈可欣⟧: yes 7pm，在 ⟪station_name|Aberystwyth⟫ station。记得带 ID，新 volunteer 要 check passport
⟦PERSON|Kelly 王⟧: 我 passport 号是 ⟦PASSPORT|$pp_cn_5⟧，你帮我先填 ⟪form_code|V1⟫ form 可以吗🙏
⟦PERSON|陈可欣⟧: ok. DOB 呢？
⟦PERSON|Kelly 王⟧: ⟦DATE_OF_BIRTH|2001-04-23⟧
⟦PERSON|陈可欣⟧: 好的 done。btw 我上周 ⟦MEDICAL|sprained my ankle⟧ 所以今晚只做 shore crew"""),

("email_course_booking", """Hi Ms ⟦PERSON|Lim⟧,

我想帮女儿报名 ⟪course_name|Kids Lifesaver⟫ workshop on ⟪course_date|14 Sept⟫. Details:
Child: ⟦PERSON|Chloe Goh⟧, NRIC ⟦NATIONAL_ID|$nric_2⟧, 8 years old
Parent: ⟦PERSON|Goh Siew Ling⟧（⟦PERSON|吴秀玲⟧）
Mobile: ⟦PHONE|+65 8732 1904⟧
Payment: ⟦AMOUNT|S$85⟧ paid via PayNow, ref ⟪payment_reference|PN240903XK71⟫
She has ⟦MEDICAL|G6PD deficiency⟧，所以 workshop 里请不要给她吃任何 medicine，谢谢！

Thanks,
⟦PERSON|Goh Siew Ling⟧"""),

("slack_thread", """⟦PERSON|Jason Liu⟧  ⟪timestamp|11:42 AM⟫
prod 的 Stripe key 谁改了？webhook 全挂了
⟦PERSON|Yvonne 周⟧  11:44 AM
我昨天 rotate 了，新的 secret key 是 ⟦APIKEY|$stripe_sk_2⟧，webhook signing secret 是 ⟦SECRET|$whsec_2⟧
⟦PERSON|Jason Liu⟧  11:45 AM
publishable key 不用改吧 ⟪publishable_key|$pk_live_2⟫
⟦PERSON|Yvonne 周⟧  11:46 AM
不用。另外 staging 在 ⟦IP_ADDRESS|10.12.0.44⟧，端口 ⟪port|3001⟫"""),

("permit_form", """Mount Kinabalu climb permit – group leader form　登山许可
Leader 领队: ⟦PERSON|Tan Ah Kow⟧（⟦PERSON|陈亚九⟧）
MyKad: ⟦NATIONAL_ID|$mykad_2⟧
Tel: ⟦PHONE|+60 19-883 2147⟧
Emergency contact 紧急联系人: 老婆 ⟦PERSON|Lee Mei Fong⟧ ⟦PHONE|012-775 3390⟧
Medical: ⟦MEDICAL|high blood pressure⟧，有吃 ⟦MEDICAL|amlodipine⟧
Paid: ⟦AMOUNT|RM 400⟧ for 2 pax
Climb date ⟪climb_date|12/10/2024⟫ · Permit no. ⟪permit_no|SP-KK-24-08812⟫ · ⟪org_name|Sabah Parks⟫"""),

("env_file", """# 海上救援值守系统 .env（staging）
NODE_ENV=staging
APP_PORT=⟪port|7001⟫
RELEASE=⟪version|1.0.0-rc.3⟫
# 阿里云短信
ALIYUN_ACCESS_KEY_ID=⟦APIKEY|$ali_akid_3⟧
ALIYUN_ACCESS_KEY_SECRET=⟦SECRET|$ali_secret_3⟧
SMS_TEMPLATE=⟪template_code|SMS_296475180⟫
# 数据库（⟦PERSON|小吴⟧ 负责）
MONGO_URI=mongodb://rescue:⟦SECRET|Hai$hang_2024⟧@⟦IP_ADDRESS|10.24.1.8⟧:27017/duty
ADMIN_MOBILE=⟦PHONE|13806627145⟧"""),

("whatsapp_chat", """[⟪timestamp|19:03⟫] ⟦PERSON|Winnie⟧: 我啱啱喺 ⟪org_name|Centralised Organ Donation Register⟫ 登記咗 organ donation 呀，好快手 😊
[19:05] ⟦PERSON|Ka Ho⟧: 好嘢！要填咩？
[19:06] ⟦PERSON|Winnie⟧: 名、電話、email 同埋 HKID 頭四個 ⟪masked_id|Y432***(*)⟫ 咁，佢話唔使全個號碼
[19:08] ⟦PERSON|Ka Ho⟧: 我都想登記，不過我有 ⟦MEDICAL|hepatitis B⟧ 得唔得㗎？
[19:09] ⟦PERSON|Winnie⟧: 醫生會評估嘅，你 call 佢哋 hotline ⟦PHONE|2345 6189⟧
[19:10] ⟦PERSON|Ka Ho⟧: ok thx。順便，你 email 係咪 ⟦EMAIL|winnie.chan.hk@gmail.com⟧？send 張 screenshot 俾我"""),

("donation_form", """Donation form — ⟪org_name|Lifeboat Heritage Trust⟫
捐款人 Donor name: ⟦PERSON|Qian Yufei⟧ / ⟦PERSON|钱雨菲⟧
Amount 金额: ⟦AMOUNT|£50.00⟧ (monthly)
Card number 卡号: ⟦CARD|$card_visa_3⟧
Expiry 有效期: 07/27   CVV: ⟦CVV|093⟧
Billing address 账单地址: ⟦ADDRESS|Room 1208, 2 Whitworth Street West, Manchester M1 5WW⟧
Email: ⟦EMAIL|yufei.qian@student.manchester.ac.uk⟧
Gift Aid 不适用（非 UK 纳税人）
Form ID ⟪form_id|$uuid_9⟫"""),

("dingtalk_chat", """⟦PERSON|Eric 郑⟧：客户 Mr ⟦PERSON|Patel⟧ 用 Amex 付了企业培训费 ⟦AMOUNT|£1,450⟧，但他把卡号直接写邮件里了 ⟦CARD|$card_amex_1⟧，CID ⟦CVV|7305⟧ 😓
⟦PERSON|Sabrina⟧：天啊，PCI compliance！邮件马上删掉，让 ⟦PERSON|Ravi Patel⟧ 以后用 payment link
⟦PERSON|Eric 郑⟧：好，我 reply 他一下，他邮箱 ⟦EMAIL|ravi.patel@northwind-logistics.co.uk⟧
⟦PERSON|Sabrina⟧：course code ⟪course_code|EFAW-CORP-12⟫，invoice ⟪invoice_no|INV-24-0733⟫"""),

("bilingual_notice", """LOST PROPERTY 失物招领
All items are kept for ⟪retention_period|90 days⟫ / 所有物品保存90天
Collection fee 领取手续费: ⟪tariff|£12 per item⟫ / 每件12英镑
Opening hours 开放时间: ⟪opening_hours|08:00–20:00 daily⟫
Please bring photo ID 请携带带照片的身份证件. We cannot post passports 护照无法邮寄.
Online enquiry 在线查询: ⟪website|lostproperty.example-airport.com⟫ (reference format ⟪ref_format|LP-YYYY-NNNNN⟫)"""),

("code_review_comment", """**Review comment** on PR ⟪pr_number|#118⟫, `src/auth/token.ts` line ⟪line_number|42⟫
⟦PERSON|hao-zhang-dev⟧: 这里 hardcode 了一个 "test" token，但其实是 prod 的：
`const TOKEN = "⟦APIKEY|$jwt_4⟧"`
payload 里 sub 是 dispatcher-07，能直接调 callout API。请删掉并 rotate。
另外 `ADMIN_EMAIL = "⟦EMAIL|l.hutchinson@keswickmrt.org.uk⟧"` 也别放代码里，放 env。
⟦PERSON|lhutchinson⟧: 🙈 my bad, fixed in ⟪commit_sha|$commit_3⟫"""),

("call_log_interpreted", """[Call log – ⟪org_name|Llanberis MRT⟫ via interpreter line, ⟪timestamp|16:22⟫]
Interpreter: She says her name is ⟦PERSON|Xu Jingwen⟧，⟦PERSON|徐静雯⟧。She's with her husband ⟦PERSON|Liang Bo⟧ on ⟪place_name|Snowdon⟫，他摔了一跤，头流血了。
MRT: Is he conscious?
Interpreter: 她说他清醒，但是头晕，之前有⟦MEDICAL|高血压⟧，吃⟦MEDICAL|氨氯地平⟧。So conscious, dizzy, history of ⟦MEDICAL|hypertension⟧ on ⟦MEDICAL|amlodipine⟧.
MRT: Phone number?
Interpreter: ⟦PHONE|+86 139 1177 4302⟧, UK SIM ⟦PHONE|07458 912 663⟧
MRT: Location?
Interpreter: what3words ⟪what3words|///lanes.ripe.crash⟫"""),

("wechat_chat", """⟦PERSON|阿杰⟧：⟪station_name|Galway⟫ lifeboat station 那边的 expense claim 要填 IBAN，我 ⟪bank_name|BOI⟫ 的是 ⟦IBAN|$iban_ie_2⟧，帮我看看格式对不对
⟦PERSON|Fiona⟧：对的，22位。金额填 ⟦AMOUNT|€64.80⟧ 吧？上次 fuel 和 parking
⟦PERSON|阿杰⟧：对。还有 PPS number 也要填 😅 ⟦NATIONAL_ID|$ppsn_2⟧
⟦PERSON|Fiona⟧：ok 我直接交给 treasurer ⟦PERSON|Declan⟧ 了"""),

("api_payload_json", """{"donor":{"name":"⟦PERSON|易晓峰⟧","gender":"M","idType":"居民身份证","idNo":"⟦IDCARD|$id_zh_25⟧","birthDate":"⟦DATE_OF_BIRTH|1988-04-16⟧","mobile":"⟦PHONE|15936027719⟧","address":"⟦ADDRESS|河南省郑州市金水区经三路21号院4号楼1单元6层⟧","organs":["肾脏","肝脏","角膜"]},"channel":"⟪channel|wechat_miniprogram⟫","requestId":"⟪request_id|$uuid_10⟫","ts":⟪unix_timestamp|1714521600⟫}"""),

("email_work_permit", """Subject: 工作签证材料 / work permit documents – first aid instructor

Hi ⟦PERSON|Vivian⟧,
附件是我的 passport scan（⟪file_name|passport_scan.pdf⟫）. Details again:
Name: ⟦PERSON|Matthias Kröger⟧（中文名 ⟦PERSON|马帝⟧）
Passport No.: ⟦PASSPORT|$pp_de_1⟧
DOB: ⟦DATE_OF_BIRTH|9 November 1984⟧
Current address in Shanghai: ⟦ADDRESS|上海市徐汇区永嘉路570弄3号201室 200031⟧
Salary (per contract): ⟦AMOUNT|RMB 28,000⟧/month
Health check: 体检报告显示 ⟦MEDICAL|mild fatty liver⟧，HR 说没问题
Best, ⟦PERSON|Matthias⟧
⟪org_name|LifeFirst Training (Shanghai) Co.⟫"""),

("kiosk_log", """⟪timestamp|2024-07-03 10:14:22⟫ INFO  kiosk-07 [⟦IP_ADDRESS|10.88.4.107⟧] 用户 ⟦PERSON|Wang Fang⟧ 扫码认领 item=⟪item_ref|LP-2024-07711⟫
2024-07-03 10:14:40 INFO  kiosk-07 payment ok card=⟪masked_card|622848******5167⟫ amount=⟦AMOUNT|CNY 20.00⟧ 手续费
2024-07-03 10:14:41 WARN  kiosk-07 printer paper low（剩余 ⟪percentage|8%⟫）
2024-07-03 10:15:02 INFO  kiosk-07 SMS sent to ⟦PHONE|+8613718834092⟧ template=⟪template_code|LP_CLAIM_OK⟫"""),

("meeting_notes", """Chinatown Neighbourhood Watch 唐人街邻里守望 – meeting notes ⟪meeting_date|14/05/2024⟫
Attendees 出席: Mrs ⟦PERSON|Chow⟧（⟦PERSON|周太⟧）, ⟦PERSON|Benny Lau⟧, PC ⟦PERSON|Sarah Okoye⟧
1. 近期 pickpocketing 多发 on ⟪street_name|Gerrard St⟫，尤其是 tourists。PC ⟦PERSON|Okoye⟧ 建议 shops 贴 posters。
2. ⟦PERSON|Benny⟧ 餐厅的 CCTV 拍到嫌疑人，footage 已交 police，ref ⟪police_ref|CAD 4417/14MAY⟫。
3. Mrs ⟦PERSON|Chow⟧ 提出 elderly residents report crime 时需要 translation。⟦PERSON|Benny Lau⟧ volunteers, contact ⟦PHONE|07944 118 602⟧。
4. ⟦PERSON|周太⟧ 最近 ⟦MEDICAL|hip fracture⟧ 后行动不便，下次 meeting 改在 ground floor。"""),

("chat_2fa_reset", """⟦PERSON|Cathy 林⟧: 我换手机了，team 的 ⟪product_name|Google Workspace⟫ admin 2FA 要重新 setup 😩
⟦PERSON|Ken⟧: 先用 backup codes 登录: ⟦SECRET|$rc_7⟧ ⟦SECRET|$rc_8⟧ ⟦SECRET|$rc_9⟧ ⟦SECRET|$rc_10⟧
⟦PERSON|Ken⟧: 进去以后 re-enroll authenticator，原来的 secret 是 ⟦SECRET|$totp_1⟧，也可以直接 import
⟦PERSON|Cathy 林⟧: 收到！OAuth client id 要改吗 ⟪client_id|$gclient_1⟫
⟦PERSON|Ken⟧: 不用，client id 不是 secret"""),

("course_booking_form", """Course booking 课程预订 – Paediatric First Aid (⟪org_name|Ofsted⟫ approved)   booking ref ⟪booking_ref|PFA-0931⟫
Full name 姓名: ⟦PERSON|HE Xiaoli⟧ ⟦PERSON|何小丽⟧
NI number 国民保险号: ⟦NATIONAL_ID|$nino_4⟧
Phone 电话: ⟦PHONE|07851 663 209⟧
Address 地址: ⟦ADDRESS|44 Ladypool Road, Sparkbrook, Birmingham B12 8JN⟧
Any health conditions 健康状况: ⟦MEDICAL|pregnant (24 weeks)⟧ / ⟦MEDICAL|怀孕24周⟧
Paid 已付: ⟦AMOUNT|£120⟧ (card ending ⟪card_last4|3309⟫)"""),

("roster_csv", """# exported ⟪timestamp|2024-06-30 08:00⟫
name,name_en,id_card,mobile,role,cert
⟦PERSON|庞海燕⟧,⟦PERSON|Pang Haiyan⟧,⟦IDCARD|$id_zh_28⟧,⟦PHONE|13760088214⟧,coxswain,⟪cert_code|STCW-BST⟫
⟦PERSON|龙啸天⟧,⟦PERSON|Long Xiaotian⟧,⟦IDCARD|$id_zh_27⟧,⟦PHONE|13911820475⟧,crew,⟪cert_code|RYA PB2⟫"""),
]

# ---------------------------------------------------------------- part 2
TEXTS += [
("lost_item_email", """To: Lost Property @ ⟪org_name|Changi Airport⟫
我在 ⟪place_name|T3⟫ 丢了一个 iPad（serial ⟪device_serial|DMPXK2LQ9F⟫），flight ⟪flight_number|SQ 232⟫ to Sydney on ⟪flight_date|2 Aug⟫.
Name: ⟦PERSON|Jenny Xie⟧ ⟦PERSON|谢珍妮⟧
Australian passport: ⟦PASSPORT|$pp_au_1⟧
Phone: ⟦PHONE|+61 412 907 335⟧
Address for courier: ⟦ADDRESS|7/23 Burwood Road, Burwood NSW 2134⟧
I'm happy to pay courier fee up to ⟦AMOUNT|AUD 80⟧. 谢谢！"""),

("wechat_chat", """⟪timestamp|23:47⟫
⟦PERSON|范主任⟧: 今晚有个 potential donor，男，⟦PERSON|韦国华⟧，54 岁，⟦MEDICAL|severe TBI⟧ after 车祸，⟦MEDICAL|GCS 3⟧，家属已同意捐献。
⟦PERSON|Jessica⟧: 收到。blood type 和 serology？
⟦PERSON|范主任⟧: ⟦MEDICAL|A型 Rh+⟧，⟦MEDICAL|HBsAg (-)⟧
⟦PERSON|Jessica⟧: OK，身份证号发我，我录 ⟪system_name|COTRS⟫
⟦PERSON|范主任⟧: ⟦IDCARD|$id_zh_29⟧"""),

("sms_notification", """[⟪org_name|SMRT⟫ Lost & Found] Dear Mr ⟦PERSON|Lee Kok Wah⟧, your wallet (ref ⟪item_ref|LF-NE-11873⟫) 已找到。Contains NRIC ⟪masked_nric|S****123J⟫ and ⟦AMOUNT|S$45⟧ cash. Collect at ⟪place_name|HarbourFront⟫ station 8am–8pm，请带身份证。Enquiries 查询: ⟦PHONE|1800 336 8900⟧."""),

("puppy_raiser_agreement", """PUPPY RAISER AGREEMENT 寄养协议（摘要）
Raiser 寄养人: ⟦PERSON|Koh Boon Huat⟧ ⟦PERSON|许文发⟧
NRIC: ⟦NATIONAL_ID|$nric_3⟧
Address 地址: ⟦ADDRESS|Blk 412 Bedok North Ave 2, #08-117, Singapore 460412⟧
Puppy 幼犬: ⟪dog_name|Mochi⟫ (Labrador, microchip ⟪microchip_no|900164001234567⟫)
Monthly allowance 每月津贴: ⟪allowance_rate|S$150⟫（标准 rate）
Deposit paid by raiser 押金: ⟦AMOUNT|S$300⟧
Signed 签署: ⟦PERSON|Koh Boon Huat⟧  ⟪signature_date|2024-03-09⟫"""),

("incident_summary", """Incident summary – ⟪org_name|Portrush Coastguard Rescue Team⟫ – ⟪incident_id|Inc 24/0719⟫
A Chinese tour group (18 pax) was cut off by the tide at ⟪place_name|White Rocks⟫. Tour leader 领队 Ms ⟦PERSON|Hu Min⟧（⟦PERSON|胡敏⟧）.
Irish guide ⟦PERSON|Seán Doherty⟧, passport ⟦PASSPORT|$pp_ie_1⟧, phone ⟦PHONE|+353 86 774 1290⟧.
One member, ⟦PERSON|Zhao Lan⟧，68岁, mild ⟦MEDICAL|hypothermia⟧，有⟦MEDICAL|心脏支架⟧ (2019) – transferred to ⟪org_name|Causeway Hospital⟫ as precaution."""),

("ci_notification", """[CI] build #⟪build_number|1742⟫ failed ❌ on branch ⟪branch_name|feature/donor-export⟫
author: ⟦PERSON|zhou.yiming⟧ (⟦EMAIL|zhou.yiming@odr-tech.cn⟧)
error: 单元测试 test_export_idcard 失败: expected masked "⟪masked_id|1101**********2996⟫" got "⟦IDCARD|$id_zh_1⟧"
notify: ⟦SECRET|$dingtalk_hook_2⟧"""),

("whatsapp_group", """[⟪group_name|RT Taman Melawati 邻里守望⟫]
⟦PERSON|Ah Seng⟧: 各位，Jalan 3 有陌生 van 停了两天，white colour，no plate
Madam ⟦PERSON|Lim⟧: 我已经 report 给 ⟪org_name|Balai Polis Hulu Kelang⟫ 了，report no ⟪police_ref|HK/RPT/2241/24⟫
⟦PERSON|Ah Seng⟧: 好。另外 No. 12 的 Mr ⟦PERSON|Tan⟧ 昨晚 ⟦MEDICAL|stroke⟧ 进了 ⟪org_name|Hospital Ampang⟫，他家 empty，大家帮忙看着点。他儿子 ⟦PERSON|Jason Tan⟧ 的电话 ⟦PHONE|012-668 3047⟧"""),

("app_store_review", """★☆☆☆☆ 注册不了 — by ⟦PERSON|xiaoyu_0917⟧
填完 ID 一直提示 'invalid'，我的身份证明明是对的 ⟦IDCARD|$id_zh_30⟧，试了三次。Version ⟪version|2.3.1⟫, iOS ⟪os_version|17.5⟫. 客服电话 ⟦PHONE|400-612-3370⟧ 也打不通。Please fix!!"""),

("meeting_transcript", """[⟪timestamp|00:03:20⟫] ⟦PERSON|Leo 陈⟧: 我先说，⟪org_name|深科电子⟫ 那边的 corporate CPR course 定在 ⟪event_date|9月20号⟫，60 人，报价 ⟪quote_amount|¥36,000⟫。
[00:04:05] ⟦PERSON|Grace Huang⟧: 好。⟦PERSON|Leo⟧ 你上次说 instructor ⟦PERSON|Mandy⟧ 要请假？
[00:04:11] ⟦PERSON|Leo 陈⟧: 对，她做了 ⟦MEDICAL|thyroidectomy⟧，要休两周。她的 course 我让 ⟦PERSON|阿Ken⟧ cover。
[00:04:30] ⟦PERSON|Grace Huang⟧: 没问题。另外 ⟦PERSON|Mandy⟧ 的报销 ⟦AMOUNT|¥1,380⟧ 我这周批。"""),

("onboarding_email", """Hi HR，这是我的 onboarding info for the ⟪org_name|St. John Ambulance⟫ first aid instructor part-time job:
Legal name: ⟦PERSON|Yang Ziqi⟧（⟦PERSON|杨子琪⟧）
SIN: ⟦NATIONAL_ID|$sin_2⟧
Address: ⟦ADDRESS|1205-888 Homer St, Vancouver, BC V6B 0H7⟧
Phone: ⟦PHONE|+1 604-828-3391⟧
Wage: ⟦AMOUNT|CAD 24.50⟧/hour
Allergies 过敏: ⟦MEDICAL|peanuts and tree nuts⟧
Employee # ⟪employee_no|SJA-BC-20417⟫"""),

("volunteer_registration", """Volunteer registration – ⟪org_name|Cruz Roja del Mar⟫, ⟪place_name|Valencia⟫
Name 姓名: ⟦PERSON|Lin Xiaotong⟧ ⟦PERSON|林晓彤⟧
NIE: ⟦NATIONAL_ID|$nie_1⟧
Mobile: ⟦PHONE|+34 612 845 903⟧
Email: ⟦EMAIL|xiaotong.lin.vlc@gmail.com⟧
Swimming cert 游泳证书: ⟪cert_code|SOS-Nivel 2⟫
Emergency contact 紧急联系人: 妈妈 ⟦PHONE|+86 135 6677 0912⟧"""),

("ssh_config", """# ~/.ssh/config — ⟦PERSON|dengjie⟧ 的配置，别改
Host jump-hk
  HostName ⟦IP_ADDRESS|43.154.88.12⟧
  User ⟦PERSON|dengjie⟧
  Port ⟪port|2222⟫
Host lpo-db
  HostName ⟦IP_ADDRESS|10.60.2.14⟧
  ProxyJump jump-hk
  IdentityFile ⟪file_path|~/.ssh/id_ed25519_lpo⟫
# 备用 VPN 出口 ⟦IP_ADDRESS|100.101.3.77⟧（tailscale），doc 示例里那个 ⟪doc_ip|198.51.100.10⟫ 不是真的"""),

("lost_found_report", """Lost & Found Report 失物报告 – ⟪org_name|Beijing Capital Airport T3⟫ – ⟪report_no|BCIA-LF-0802-117⟫
Passenger 旅客: ⟦PERSON|Camille Dubois⟧, French passport ⟦PASSPORT|$pp_fr_1⟧
Travelling with 同行: ⟦PERSON|吴浩然⟧ (husband), mobile ⟦PHONE|186 1135 7720⟧
Lost item 丢失物品: black cabin case，里面有药 medicine: ⟦MEDICAL|Levothyrox 75µg⟧ (for her ⟦MEDICAL|hypothyroidism⟧)，现金 ⟦AMOUNT|€300⟧ + ⟦AMOUNT|¥2,000⟧
Hotel 酒店: ⟪hotel_name|Hilton Beijing Wangfujing⟫ room ⟪room_number|1812⟫"""),

("refund_table", """退款清单 Refund list – campaign ⟪campaign_code|GD-EU-2024⟫（活动取消 cancelled）
| Donor | IBAN | Amount | 备注 |
|---|---|---|---|
| ⟦PERSON|Sophie Martin⟧ | ⟦IBAN|$iban_fr_1⟧ | ⟦AMOUNT|€120.00⟧ | 已退 |
| ⟦PERSON|Daan de Jong⟧ | ⟦IBAN|$iban_nl_1⟧ | ⟦AMOUNT|€45.00⟧ | 待退 |
| ⟦PERSON|王晓明⟧ | ⟦IBAN|$iban_be_1⟧ | ⟦AMOUNT|€60.00⟧ | IBAN 需核对 |
Total refunded by the charity 合计: ⟪org_total|€225.00⟫
Prepared by ⟦PERSON|Iris 钟⟧"""),

("order_confirmation", """Order confirmation 订单确认 #⟪order_id|RNLS-58821⟫
Thank you ⟦PERSON|Zhang Wei⟧! 谢谢您的支持 🛟
Ship to 收货地址: ⟦ADDRESS|Flat 6, 19 Rose Street, Edinburgh EH2 2PR⟧
Items: Lifeboat mug ×2 (⟪price|£9.50⟫ each), ⟪product_code|SKU-LB-TSHIRT-M⟫ ×1 (⟪price|£18.00⟫)
Total charged 实付: ⟦AMOUNT|£37.00⟧ to Visa ⟪masked_card|•••• 2136⟫
Receipt sent to ⟦EMAIL|zhangwei.ed@gmail.com⟧"""),

("pandas_output", """>>> df[['name','id_no','dob','province','decision']].head(3)
        name               id_no         dob province decision
0     ⟦PERSON|聂子涵⟧  ⟦IDCARD|$id_zh_6⟧  ⟦DATE_OF_BIRTH|2001-04-23⟧       ⟪place_name|江苏⟫   opt_in
1     ⟦PERSON|阮文君⟧  ⟦IDCARD|$id_zh_26⟧  ⟦DATE_OF_BIRTH|1971-09-25⟧      黑龙江   opt_in
2      ⟦PERSON|甄可⟧  ⟦IDCARD|$id_zh_17⟧  ⟦DATE_OF_BIRTH|2004-06-15⟧       ⟪place_name|天津⟫  opt_out
>>> df.shape
⟪dataframe_shape|(48213, 9)⟫"""),

("tweet", """Huge thanks to @⟪org_handle|CairngormMRT⟫ 🙏 昨天在 ⟪place_name|Cairn Gorm⟫ 迷路 + ⟦MEDICAL|frostnip on two fingers⟧，是 ⟦PERSON|Hamish⟧ 和 ⟦PERSON|Ailsa⟧ 找到我的。已经 donate 了 ⟦AMOUNT|£200⟧，大家去苏格兰爬山一定要带 map & compass!! ⟪hashtag|#MountainRescue⟫ — @⟦PERSON|lin_hikes_uk⟧"""),

("support_email", """Subject: Re: 2FA reset for LPO admin portal

Hi ⟦PERSON|Joanne⟧,
已经帮你 reset 了 2FA。Please enter this key manually in ⟪product_name|Google Authenticator⟫:
⟦SECRET|$totp_3⟧
之后旧的 backup codes 都作废。Temporary password: ⟦PASSWORD|Tmp-Lost&Found-0613⟧（首次登录必须修改）
Portal: ⟪url|https://admin.lpo-system.co.uk⟫ — 只允许 office IP ⟦IP_ADDRESS|81.2.144.27⟧ 访问
Regards,
⟦PERSON|Kevin Zhao⟧ ⟦PERSON|赵凯文⟧, IT Support"""),
]
