# -*- coding: utf-8 -*-
"""mixed texts for blind49."""

TEXTS = []

TEXTS.append(("wechat_chat", """⟦PERSON|Vicky 陆⟧：⟦PERSON|Daniel⟧ welcome to Shanghai!! 明天 call time ⟪call_time|6:30am⟫，车会在酒店楼下等你
⟦PERSON|Daniel Hargreave⟧：Thanks ⟦PERSON|Vicky⟧! hotel front desk needs my passport no. for the 公安登记, is ⟦PASSPORT|$pp_us2⟧ enough?
⟦PERSON|Vicky 陆⟧：够了👌 per diem 我们按 ⟦AMOUNT|RMB 500⟧/天 给你，week 1 一共 ⟦AMOUNT|3500元⟧ 现金明天给
⟦PERSON|Daniel Hargreave⟧：perfect. my local number is ⟦PHONE|+86 176 2110 4398⟧ btw
⟦PERSON|Vicky 陆⟧：收到～ location 是 ⟪venue_address|徐汇区龙腾大道2555号 West Bund⟫，⟪brand_name|某奢侈品牌⟫ campaign"""))

TEXTS.append(("slack_message", """#infra-告警  ⟦PERSON|Leo Xu⟧  ⟪timestamp|10:21⟫
转码 worker 挂了，我先把 key 放这里，⟦PERSON|Mandy⟧ 你帮忙 restart 一下：
AWS_ACCESS_KEY_ID=⟦APIKEY|$akia_2⟧
AWS_SECRET_ACCESS_KEY=⟦SECRET|$aws_sk2⟧
worker 在 ⟦IP_ADDRESS|10.0.34.17⟧，跑的是 ⟪docker_image|podcast-transcoder:1.8.2⟫
⟦PERSON|Mandy Chen⟧  10:24
ok 搞定了。不过 ⟦PERSON|Leo⟧ 这个 key 发 channel 里真的不行，等下我 rotate 掉 🙏"""))

TEXTS.append(("royalty_email_hk", """Subject: 版税 statement Q3 – ⟦PERSON|Wong Tsz Ching⟧ (⟦PERSON|Cherry⟧)

Hi ⟦PERSON|Cherry⟧,
你 Q3 嘅 songwriting royalty 係 ⟦AMOUNT|HK$38,720.40⟧，已經 transfer 去你 HSBC 戶口 ⟪masked_account|***-***388-838⟫。
Accounts 需要你嘅 HKID 做 tax return：⟦NATIONAL_ID|$hkid_3⟧，唔啱就話我知。
公司總 revenue 今季 ⟪org_revenue|HK$4.2M⟫，多謝支持！
⟦PERSON|Ivan Leung⟧ | ⟪org_name|Harbour Lights Music Ltd⟫ | ⟦PHONE|+852 3188 2047⟧"""))

TEXTS.append(("model_agency_chat_sg", """⟦PERSON|Shermaine⟧: hi babe the client confirm liao for Sat 😍 need your NRIC for the building pass
⟦PERSON|Rachel Teo⟧: ok ⟦NATIONAL_ID|$nric_2⟧
⟦PERSON|Shermaine⟧: and ⟦PERSON|Yuki⟧ the Japanese girl hor, she on EP, FIN is ⟦NATIONAL_ID|$fin_1⟧ right?
⟦PERSON|Rachel Teo⟧: ya that one. 对了 fee 还是 ⟦AMOUNT|SGD 900⟧ 吗，上次说 ⟦AMOUNT|SGD 1,100⟧ leh
⟦PERSON|Shermaine⟧: 1100 la, wait I check with ⟪client_name|Zalora⟫ again. shoot at ⟪studio_name|Studio 8, Kallang⟫"""))

TEXTS.append(("student_dancer_email", """Subject: Re: 实习合同 paperwork – ⟦PERSON|Zhao Xinyi⟧

Hi ⟦PERSON|Hannah⟧,

谢谢！Here are the details for payroll:
NI number: ⟦NATIONAL_ID|$nino_3⟧
Address: ⟦ADDRESS|Room 14, Kinnaird House, 21 Arundel Square, London N7 8AU⟧
Mobile: ⟦PHONE|07435 902 618⟧
另外 my physio said I have ⟦MEDICAL|Achilles tendinopathy⟧, so please no pointe work in the first two weeks of the ⟪programme_name|Rambert summer intensive⟫.

Best,
⟦PERSON|Xinyi⟧ (⟦PERSON|赵欣怡⟧)"""))

TEXTS.append(("ali_oss_config_chat", """【飞书】视频组 · ⟦PERSON|Kris 孔⟧
@⟦PERSON|Tina⟧ 新的 OSS 子账号给你了，只开了 ⟪bucket_name|mv-rushes-2025⟫ 的 write 权限：
AccessKeyId: ⟦APIKEY|$ltai_2⟧
AccessKeySecret: ⟦SECRET|$ali_sk2⟧
endpoint 用 ⟪endpoint|oss-cn-shanghai-internal.aliyuncs.com⟫，内网不收流量费。用完记得 disable，别 commit 到 GitHub 🙏"""))

TEXTS.append(("call_transcript", """[Hotline call · ⟪org_name|Wavelength Festival⟫ · agent ⟦PERSON|Jess⟧]
⟦PERSON|Jess⟧: Hi, Wavelength ticketing, how can I help?
Caller: 你好, sorry my English 不太好… I want buy two ticket for Sunday, my name ⟦PERSON|Zhang Wei⟧.
⟦PERSON|Jess⟧: No problem Mr ⟦PERSON|Zhang⟧, card number please?
Caller: ⟦CARD|$card_v5⟧.
⟦PERSON|Jess⟧: and the three digits on the back?
Caller: ⟦CVV|640⟧. 
⟦PERSON|Jess⟧: Thanks, that's ⟦AMOUNT|£178⟧ total. Confirmation will go to your email?
Caller: yes, ⟦EMAIL|zhangwei.uk2023@163.com⟧."""))

TEXTS.append(("crew_list_csv", """# Shanghai unit – international crew list / 外籍及本地主创名单 (prod. ⟪production_code|SH-AD-1125⟫)
name,中文名,role,ID type,ID no.,dob
⟦PERSON|Lukas Brenner⟧,,DoP,passport,⟦PASSPORT|$pp_de1⟧,⟦DATE_OF_BIRTH|1981-06-02⟧
⟦PERSON|Chloé Martin⟧,,Stylist,passport,⟦PASSPORT|$pp_fr1⟧,⟦DATE_OF_BIRTH|1990-12-19⟧
⟦PERSON|Jack Wilson⟧,,Gaffer,passport,⟦PASSPORT|$pp_au1⟧,⟦DATE_OF_BIRTH|1977-03-25⟧
⟦PERSON|Hu Jie⟧,⟦PERSON|胡杰⟧,Producer,身份证,⟦IDCARD|$id_26⟧,⟦DATE_OF_BIRTH|1999-09-09⟧
⟦PERSON|Ding Yue⟧,⟦PERSON|丁悦⟧,1st AD,身份证,⟦IDCARD|$id_27⟧,⟦DATE_OF_BIRTH|1982-12-12⟧"""))

TEXTS.append(("summer_school_application", """⟪org_name|London Contemporary Dance Summer School⟫ – Application ⟪application_id|LCDS-25-0442⟫
Full name (as in passport): ⟦PERSON|LIU Siyuan⟧   中文姓名：⟦PERSON|刘思远⟧
Date of birth: ⟦DATE_OF_BIRTH|27/07/1997⟧
Passport: ⟦PASSPORT|$pp_cn4⟧   身份证（for 国内 insurance）: ⟦IDCARD|$id_28⟧
Email: ⟦EMAIL|siyuan.liu.dance@outlook.com⟧
Emergency contact / 紧急联系人: ⟦PERSON|刘国栋⟧ (father) ⟦PHONE|+86 139 1028 6640⟧
Injuries: ⟦MEDICAL|右脚踝旧伤 (old right ankle sprain)⟧, fully recovered
Course fee ⟪course_fee|£1,450⟫ – deposit paid: ⟦AMOUNT|£300⟧"""))

TEXTS.append(("python_traceback", """Traceback (most recent call last):
  File "/srv/casting/app/validators.py", line ⟪line_number|44⟫, in check_id
    raise IDCardError("身份证校验失败: 出生日期与填写不一致")
casting.errors.IDCardError: 身份证校验失败: 出生日期与填写不一致
  form = {'name': '⟦PERSON|庞博⟧', 'id_no': '⟦IDCARD|$id_30⟧', 'dob_input': '⟦DATE_OF_BIRTH|1991-08-31⟧', 'email': '⟦EMAIL|pangbo91@foxmail.com⟧'}
# NOTE(⟦PERSON|tli⟧): 其实生日是对的，bug 在 dob_input 用了 MM/DD 解析，见 ⟪ticket_id|CAST-3318⟫
uvicorn ⟪version|0.30.1⟫ | worker pid ⟪process_id|4417⟫"""))

TEXTS.append(("kol_roster_md", """### KOL 合作名单 – Q1 (Beauty & Lifestyle)

| KOL | 平台 handle | 对接人 | Email | 报价 (rate card) |
|---|---|---|---|---|
| ⟦PERSON|Momo 莫莫⟧ | @⟦PERSON|momo_daily⟧ | ⟦PERSON|Sandy⟧ | ⟦EMAIL|momo.biz@qq.com⟧ | ⟪rate_card_price|¥45,000/视频⟫ |
| ⟦PERSON|Alex 周⟧ | @⟦PERSON|alexzhou.fit⟧ | ⟦PERSON|Sandy⟧ | ⟦EMAIL|alexzhoufit@gmail.com⟧ | ⟪rate_card_price|¥28,000/视频⟫ |

*报价不含 usage rights，超过 3 个月另计。*"""))

TEXTS.append(("git_commit", """commit ⟪commit_sha|8c41f0e92d7b3a6e51f04c2b9d8a7e3f6c1b0a29⟫
Author: ⟦PERSON|Jiang Hao⟧ <⟦EMAIL|jianghao@misty-band.cn⟧>
Date:   ⟪commit_date|Tue Dec 3 01:12:44 2024 +0800⟫

    周边商城 hotfix: 库存同步 (临时把 token 写死，明天改回 env)

diff --git a/shop/sync.py b/shop/sync.py
+SHOPIFY_ADMIN_TOKEN = "⟦APIKEY|$shpat_1⟧"
+SHOP = "⟪shop_domain|misty-merch.myshopify.com⟫\""""))

TEXTS.append(("freelancer_invoice_de", """RECHNUNG / 发票  Nr. ⟪invoice_no|2024-12-004⟫
⟦PERSON|Yang Ruoxi⟧ (⟦PERSON|杨若溪⟧) – Fotografin
⟦ADDRESS|Weserstraße 171, 12045 Berlin⟧
Steuernummer: ⟪tax_number|see Finanzamt letter⟫ · ⟦EMAIL|ruoxi.yang.photo@gmail.com⟧
An: ⟪org_name|Kreuzberg Fashion Week e.V.⟫
Backstage-Fotos, 2 Tage, 含后期修图 40 张
Gesamtbetrag: ⟦AMOUNT|1.680,00 €⟧ (Kleinunternehmer, keine USt.)
Bitte überweisen an ⟦IBAN|$iban_de4⟧, danke！"""))

TEXTS.append(("k8s_secret_yaml", """apiVersion: v1
kind: Secret
metadata:
  name: ⟪k8s_resource|merch-store-secrets⟫
  namespace: ⟪k8s_namespace|prod⟫
  # 负责人 ⟦PERSON|Fang Yu⟧，改之前先在群里说一声
type: Opaque
stringData:
  STRIPE_SECRET_KEY: "⟦APIKEY|$stripe_sk2⟧"
  SESSION_JWT: "⟦APIKEY|$jwt_2⟧"
  MAILGUN_API_KEY: "⟦APIKEY|$mailgun_1⟧"
  IMAGE_TAG: "⟪docker_image|merch-api:2024.12.1⟫\""""))

TEXTS.append(("telegram_bot_py", """# 海外歌迷会 bot（Telegram）– by ⟦PERSON|Ah Keat⟧
import telebot
bot = telebot.TeleBot("⟦APIKEY|$tg_2⟧")   # 别 push 上去!!
ADMIN_CHAT = ⟪chat_id|-1002214488031⟫
@bot.message_handler(commands=['presale'])
def presale(m):
    bot.reply_to(m, "预售码 presale code 会在 ⟪presale_time|Fri 10:00 SGT⟫ 发出")"""))

TEXTS.append(("sms_bank_notice", """【招商银行】您账户尾号⟪card_last4|8812⟫于12月05日14:32收到跨境汇款 ⟦AMOUNT|USD 2,350.00⟧，汇款人 ⟦PERSON|MARLOWE KANE⟧，附言 "session vocals – thanks ⟦PERSON|Ling⟧!"。如有疑问请致电⟦PHONE|95555⟧。⟪sms_footer|[退订回T]⟫"""))

TEXTS.append(("la_casting_sheet", """LA casting – “⟪production_title|Jade River⟫” (中美合拍) – background actors payroll info
Name: ⟦PERSON|Grace Huang⟧ (⟦PERSON|黄恩惠⟧)
DOB: ⟦DATE_OF_BIRTH|March 3, 1995⟧
SSN: ⟦SSN|$ssn_8⟧
Address: ⟦ADDRESS|388 E Valley Blvd, Unit 212, Alhambra, CA 91801⟧
Phone: ⟦PHONE|(626) 418-2290⟧
Rate: ⟪union_rate|SAG-AFTRA background day rate⟫, ⟪meal_penalty|meal penalty per union schedule⟫
备注：she speaks 普通话 + 粤语, good for the 茶楼 scene"""))

TEXTS.append(("coproduction_minutes", """Sino-French co-production call / 中法合拍会议纪要 – ⟪meeting_date|2024-11-27⟫
Attendees: ⟦PERSON|Camille Roux⟧ (prod., Paris), ⟦PERSON|Zhou Lan⟧ ⟦PERSON|周岚⟧ (prod., Beijing), ⟦PERSON|Matthieu Garnier⟧ (legal)
1. Budget total ⟪org_budget_total|€3.8M⟫, 中方出资 40%。
2. Lead actress fee: ⟦PERSON|Camille⟧ confirmed ⟦AMOUNT|€220,000⟧ for ⟦PERSON|Léonie Adam⟧, 分两期付款。
3. ⟦PERSON|Zhou Lan⟧: 北京部分拍摄需要所有法方人员提前提供护照扫描件。
4. Next call ⟪next_meeting|Dec 11, 16:00 CET / 23:00 北京⟫"""))

TEXTS.append(("tour_house_message", """Hi 迷雾乐队 👋 welcome to Berlin!
Address: ⟦ADDRESS|Pannierstraße 23, Hinterhaus 3. OG, 12047 Berlin⟧
Door code 大门密码: ⟦PASSWORD|4 9 0 2 #⟧, flat key in the Schlüsselbox, code ⟦PASSWORD|1177⟧
WLAN: ⟪wifi_ssid|FRITZ!Box 7590 QX⟫ / ⟦PASSWORD|kreuzkoelln-2024⟧
Quiet after ⟪quiet_hours|22:00⟫ please (Nachbarn!). 有问题 WhatsApp me: ⟦PHONE|+49 151 2378 0416⟧
– ⟦PERSON|Annika⟧"""))

TEXTS.append(("whatsapp_hk_photographer", """[12/11, 09:02] ⟦PERSON|Kelvin Tse⟧: Morning Ms ⟦PERSON|Xu⟧! 婚纱外景 Sat 我哋 confirm 咗 ⟪location_name|Repulse Bay⟫ 6am
[12/11, 09:05] ⟦PERSON|徐蕾⟧: 好的好的，定金我 FPS 过去 ⟦AMOUNT|HK$3,000⟧ 了
[12/11, 09:06] ⟦PERSON|Kelvin Tse⟧: 收到 thx! 尾数 ⟦AMOUNT|HK$6,800⟧ 影完先俾. my assistant ⟦PERSON|Jo⟧ will call you, ⟦PHONE|9536 1208⟧
[12/11, 09:07] ⟦PERSON|徐蕾⟧: 👌 我老公 ⟦MEDICAL|hay fever⟧ 好严重，海边会不会很多花粉😂"""))

TEXTS.append(("zoom_audition_transcript", """[Zoom auto-transcript – callback, ⟪production_title|Silk Road Express⟫]
Director ⟦PERSON|Lam⟧: ...OK, before we start, 先做个 intro?
⟦PERSON|Meiling⟧: Hi, I'm ⟦PERSON|Tan Meiling⟧, 29, based in Kuala Lumpur. 会说 Mandarin, Cantonese, Malay, English.
Director ⟦PERSON|Lam⟧: Any physical limits for the fight scenes?
⟦PERSON|Meiling⟧: I have ⟦MEDICAL|scoliosis⟧, mild, 医生说 no heavy wire work over ⟪duration|2 hours⟫. Otherwise OK.
Director ⟦PERSON|Lam⟧: Noted. 我们 ⟪shoot_window|March⟫ 在横店，you can send your showreel to ⟦EMAIL|casting@silkroadexpress.com⟧."""))

TEXTS.append(("nginx_ipv6_log", """⟦IP_ADDRESS|2409:8a1e:6c31:4f10:a5d2:19ff:fe3b:770c⟧ - - [⟪timestamp|03/Dec/2024:20:01:44 +0800⟫] "GET /live/⟪stream_id|ch_3391⟫/index.m3u8 HTTP/2.0" 200 612 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1) 抖音/32.4.0"
⟪doc_ip|2001:db8:85a3::8a2e:370:7334⟫ - - [03/Dec/2024:20:01:45 +0800] "GET /healthz HTTP/1.1" 200 2 "-" "curl/⟪version|8.5.0⟫"
⟦IP_ADDRESS|39.144.17.96⟧ - - [03/Dec/2024:20:01:47 +0800] "POST /api/gift?uid=⟪user_id|88310224⟫&to=⟦PERSON|xiaobei_sings⟧ HTTP/2.0" 200 44 "-" "okhttp/4.9.3"
# 备注: 第二行是文档示例地址，监控脚本的 mock"""))

TEXTS.append(("sponsor_contract_ocr", """[扫描件 OCR – page 3/4]
Party B / 乙方: ⟦PERSON|Lu Xiaoqing⟧ ⟦PERSON|卢晓晴⟧, host of podcast “⟪podcast_name|夜航电台⟫”
ID No. 身份证号: ⟦IDCARD|$id_31⟧
Sponsorship fee 赞助费: ⟦AMOUNT|RMB 60,000⟧ (before tax), payable within 15 working days
Contact: ⟦EMAIL|lxq@yehangradio.com⟧ / ⟦PHONE|+86 135 3822 7041⟧
Sponsor: ⟪org_name|Anker Innovations⟫, contract ⟪contract_ref|AK-POD-2025-07⟫"""))

TEXTS.append(("studio_booking_webform", """Booking request – ⟪studio_name|Lumen Photo Studio⟫ (Shenzhen / 深圳)
Name 姓名: ⟦PERSON|Olivia Pan⟧
Email: ⟦EMAIL|olivia.pan@163.com⟧   WeChat: ⟦PERSON|oliviapan_sz⟧
Phone: ⟦PHONE|+86 186 8806 4421⟧
Package: ⟪package_name|Product shoot – half day⟫ ⟪price|¥2,200⟫
Pay deposit by card: ⟦CARD|$card_m2⟧  exp ⟪card_expiry|03/29⟫  CVV ⟦CVV|285⟧
Deposit charged: ⟦AMOUNT|¥660⟧ (30%)
IP: ⟦IP_ADDRESS|183.14.30.217⟧"""))

TEXTS.append(("label_ar_wechat", """⟦PERSON|Nina⟧@厂牌A&R：⟦PERSON|Bram⟧ 你的 beat 我们老板很喜欢，想 buyout，⟦AMOUNT|€2,000⟧ ok 吗？
⟦PERSON|Bram de Jong⟧：sounds good! 我需要开 invoice，需要我的 BSN 吗？
⟦PERSON|Nina⟧@厂牌A&R：要的，还有你的 IBAN
⟦PERSON|Bram de Jong⟧：BSN ⟦NATIONAL_ID|$bsn_2⟧，IBAN ⟦IBAN|$iban_nl2⟧，name on account: ⟦PERSON|B. de Jong⟧
⟦PERSON|Nina⟧@厂牌A&R：收到👍 demo 链接我放 ⟪file_link|drive/folder/beats_v3⟫ 了"""))

TEXTS.append(("tw_singer_email", """Subject: 台湾歌手 ⟦PERSON|Chang Po-Han⟧ ⟦PERSON|张博涵⟧ – Singapore show advance

Hi ⟦PERSON|Wei Ming⟧，
Attached ⟦PERSON|博涵⟧的资料 for the work pass:
身分證字號: ⟦NATIONAL_ID|$twid_2⟧
Passport: ⟦PASSPORT|$pp_tw1⟧
Mobile: ⟦PHONE|+886 935 221 048⟧
Fee ⟦AMOUNT|SGD 12,000⟧ nett, band of 4, 需要 2 间 twin room.
Thanks! ⟦PERSON|Amber⟧ – ⟪org_name|Wind Music Taipei⟫"""))


TEXTS.append(("dance_school_chat", """【舞蹈工作室 staff 群】
⟦PERSON|Pablo Herrera⟧: hola 大家, 我下个月的 salary 可以打到西班牙账户吗？我在 Madrid 开的户
⟦PERSON|Coco 郑⟧: 可以的 ⟦PERSON|Pablo⟧，发我 NIE 和 IBAN，财务要做 withholding
⟦PERSON|Pablo Herrera⟧: NIE ⟦NATIONAL_ID|$nie_1⟧, IBAN 我明天发, 这个月是 ⟦AMOUNT|€1,900⟧ 对吧？
⟦PERSON|Coco 郑⟧: 对，加上 workshop 的 ⟦AMOUNT|€240⟧。另外 ⟦PERSON|Bia⟧ 说她的 CPF 是 ⟦NATIONAL_ID|$cpf_2⟧，帮我转给 accounting"""))

TEXTS.append(("vienna_dj_invoice_chat", """DJ ⟦PERSON|Sora⟧ (⟦PERSON|Song Rui⟧): hey 主办方你好, invoice 已发邮箱, 演出费 ⟦AMOUNT|€1,500⟧ + 路费 ⟦AMOUNT|€180⟧
⟪org_name|Vienna Lights Festival⟫: thanks! can you confirm bank details?
DJ ⟦PERSON|Sora⟧ (⟦PERSON|Song Rui⟧): IBAN ⟦IBAN|$iban_at1⟧, Kontoinhaber ⟦PERSON|Rui Song⟧, 我住 ⟦ADDRESS|Gumpendorfer Straße 63/14, 1060 Wien⟧ 填 invoice 用"""))

TEXTS.append(("feishu_pem_paste", """【飞书】后期交付 · ⟦PERSON|Eason 吕⟧ ⟪timestamp|18:40⟫
@⟦PERSON|Grace⟧ 调色公司的 SFTP 是 key 登录，我把私钥贴这了，你导入一下就能传 DCP：
⟦SECRET|$pem_2⟧
host: ⟦IP_ADDRESS|47.101.188.62⟧ port ⟪port|2222⟫ user ⟦PERSON|grace_wang⟧
⟦PERSON|Grace⟧：收到。不过以后别在群里贴 private key 啊哥 😅"""))

TEXTS.append(("2fa_setup_doc", """# 公司 Google Workspace / Slack 管理员 2FA 备份 (⟦PERSON|Helen Qiao⟧ 保管)
- Workspace admin: ⟦EMAIL|helen.qiao@mistyrecords.cn⟧
  - TOTP secret: ⟦SECRET|$totp_1⟧
  - backup code: ⟦SECRET|$rec_4⟧
- Slack Enterprise owner: same account, TOTP secret ⟦SECRET|$totp_3⟧
- 文档示例 secret ⟪example_totp_secret|JBSWY3DPEHPK3PXP⟫ 不要用，仅用于测试
⚠️ 这个文档只能放在 1Password，不要放 Notion"""))

TEXTS.append(("slack_incident", """#incident-直播事故  ⟦PERSON|Ryan Ko⟧
Slack 通知又发不出去了，我换了新的 incoming webhook：
⟦SECRET|$slackhook_2⟧
user token 也一起换了 ⟦APIKEY|$xoxp_1⟧ (⟦PERSON|Jenny⟧ 的账号, 她休假)
root cause: 推流服务器 ⟦IP_ADDRESS|10.88.2.14⟧ 的 disk full，log 在 ⟪file_path|/var/log/srs/srs.log⟫"""))

TEXTS.append(("rental_quote", """Equipment rental quote / 器材租赁报价单  ⟪quote_no|Q-2025-0117⟫
Client: ⟪org_name|Blue Whale Pictures⟫（蓝鲸影业）
- ⟪equipment_model|ARRI Alexa 35⟫ body 机身: ⟪rental_price|¥6,800/day⟫
- ⟪equipment_model|Cooke S4/i⟫ 6-lens set 镜头组: ⟪rental_price|¥3,200/day⟫
- ⟪equipment_model|DJI Ronin 2⟫: ⟪rental_price|¥900/day⟫
Weekly rate = 4 days, 保险另计 insurance ⟪insurance_rate|3%⟫ of replacement value. Quote valid 14 days."""))

TEXTS.append(("festival_app_config", """// config/maps.js – 音乐节 App（中英双语地图）
export default {
  googleMapsKey: "⟦APIKEY|$aiza_2⟧",       // Android/iOS
  youtubeKey: "⟦APIKEY|$aiza_3⟧",          // 往届 aftermovie
  amapKey: "⟪amap_web_key|public web key, domain-locked⟫",
  center: [⟪coordinates|121.4737, 31.2304⟫],
  owner: "⟦PERSON|Derek Fu⟧ <⟦EMAIL|derek.fu@wavelengthfest.cn⟧>",
}"""))

TEXTS.append(("seoul_hotel_booking", """Booking for ⟪team_name|Shanghai Kpop dance crew “NOVA”⟫ – Seoul trip
Hotel: ⟪hotel_name|L7 Hongdae⟫, 3 rooms, ⟪stay_dates|Jan 17–20⟫
Guests / 入住人:
1. ⟦PERSON|MENG JIAXIN⟧ ⟦PERSON|孟佳欣⟧ – passport ⟦PASSPORT|$pp_cn5⟧
2. ⟦PERSON|QIU YANAN⟧ ⟦PERSON|邱雅楠⟧ – passport ⟦PASSPORT|$pp_cn6⟧
Guarantee card: ⟦CARD|$card_m3⟧ (cardholder ⟦PERSON|Meng Jiaxin⟧), total ⟦AMOUNT|KRW 1,260,000⟧
Contact: ⟦PHONE|+86 150 2167 9934⟧"""))

TEXTS.append(("github_actions_log", """Run ./scripts/deploy.sh  (⟪workflow_run|run #2291⟫)
+ export GITHUB_TOKEN=⟦APIKEY|$ghp_2⟧
+ export AWS_ACCESS_KEY_ID=⟦APIKEY|$akia_3⟧
+ export AWS_SECRET_ACCESS_KEY=⟦SECRET|$aws_sk3⟧
+ echo "部署到 podcast-cdn，操作人 ⟦PERSON|chenxiaolu⟧"
部署到 podcast-cdn，操作人 ⟦PERSON|chenxiaolu⟧
Warning: 请开启 add-mask，不要 set -x ！(⟪runner_version|runner 2.321.0⟫)"""))

TEXTS.append(("ticket_api_debug", """调试记录 debug notes – 票务 partner API
curl -H "Authorization: Bearer ⟦APIKEY|$jwt_3⟧" https://⟪api_host|api.partner-tix.com⟫/v2/orders/⟪order_id|PTX-55102⟫
返回 buyer: {"name": "⟦PERSON|Kavya Reddy⟧", "aadhaar": "⟦NATIONAL_ID|$aadhaar_2⟧", "phone": "⟦PHONE|+91 99001 43872⟧"}
⟦PERSON|Steven⟧ 说这个 API 不应该返回 Aadhaar，已经提 bug ⟪ticket_id|PTX-BUG-77⟫"""))

TEXTS.append(("oauth_token_chat", """⟦PERSON|Jason 潘⟧：GitHub OAuth app 授权完了，token 是 ⟦APIKEY|$gho_1⟧，有 repo 权限
⟦PERSON|Yvonne⟧：ok 我在 CI 里用。slack bot 也顺便换成 ⟦APIKEY|$xoxb_2⟧
⟦PERSON|Jason 潘⟧：👍 记得 client id ⟪client_id|Iv1.8a61f9b9b7d2c3e4⟫ 不是 secret，可以放 README"""))
