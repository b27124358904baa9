# -*- coding: utf-8 -*-
"""Mixed Chinese/English texts of blind55.  Each entry: (kind, marked_text).  Typed one by one."""
TEXTS = []

# ---------------------------------------------------------------- part 1
TEXTS += [
("hk_salon_whatsapp_mixed", """[WhatsApp] ⟪org_name|Hair Culture 髮藝⟫ 銅鑼灣
⟦PERSON|Ivy Ng⟧: hi 想book聽日3pm 剪+染 搵⟦PERSON|Kelvin⟧得唔得？
Hair Culture 髮藝: Hi ⟦PERSON|Ivy⟧ 3pm ⟦PERSON|Kelvin⟧ full咗 😅 4:30 ok嗎？染髮要先做 patch test
⟦PERSON|Ivy Ng⟧: ok 4:30. 我上次染完頭皮有啲 ⟦MEDICAL|contact dermatitis⟧，醫生話係 PPD 敏感
Hair Culture 髮藝: 明白，咁用 ⟪product_name|PPD-free colour⟫，⟪price|HK$880⟫ 起。留個 deposit ⟦AMOUNT|HK$200⟧，FPS 去 ⟪fps_id|1630 2248⟫ 就得"""),

("sg_nail_booking_chat_mixed", """⟪org_name|Lacquer Lab SG⟫ booking chat
⟦PERSON|Jasmine Goh⟧: hi can book gel mani sat 2pm? 我的指甲最近有点 ⟦MEDICAL|fungal infection⟧ leh, can still do or not
Lacquer Lab SG: Hi ⟦PERSON|Jasmine⟧! Sorry ah if got infection we cannot do, must see doctor first 🙏
⟦PERSON|Jasmine Goh⟧: ok lor. then cancel ⟪booking_ref|LL-7731⟫ can refund deposit? I paid ⟦AMOUNT|S$30⟧ by PayNow from ⟦PHONE|+65 9877 2314⟧
Lacquer Lab SG: can, refund within ⟪refund_sla|3 working days⟫ ya"""),

("shanghai_expat_ayi_wechat_mixed", """WeChat — ⟦PERSON|Sophie Laurent⟧ ↔ ⟦PERSON|Xiao Li⟧ (ayi)
⟦PERSON|Sophie⟧: Hi, 明天 we go to ⟪place_name|Hangzhou⟫ for 3 days. 你可以 come Mon/Wed 喂一下 cat ⟪pet_name|Pomme⟫ 吗？
⟦PERSON|Xiao Li⟧: 可以的 no problem. 门密码还是 ⟦PASSWORD|2468⟧ 吗
⟦PERSON|Sophie⟧: changed → ⟦PASSWORD|135790⟧. Pomme 的药 ⟪pet_medication|Metacam⟫ half dose every morning 🙏"""),

("photo_stripe_config_ts_mixed", """// config/payments.ts — 影楼在线定金 (⟪org_name|Silver Lining Studio 银线影像⟫)
// NOTE: publishable key 可以放前端，secret 绝对不要！
export const STRIPE_PUBLISHABLE_KEY = "⟪publishable_key|$dk_pk_live_2⟫";
export const STRIPE_SECRET_KEY = process.env.STRIPE_SECRET_KEY ?? "⟦APIKEY|$ak_stripe_2⟧"; // TODO 删掉 fallback!!
// docs 里的测试 key，仅供参考：⟪example_key|$dk_stripe_doc⟫
export const DEPOSIT_HKD_CENTS = ⟪config_number|50000⟫;
// owner: ⟦PERSON|Wong Siu Ming⟧ (⟦EMAIL|siuming@silverlining.hk⟧)"""),

("salon_s3_deploy_script_mixed", """#!/bin/bash
# deploy.sh — 连锁美发官网 (⟪org_name|Mane Street 发廊连锁⟫) 上传到 S3
export AWS_ACCESS_KEY_ID=⟦APIKEY|$ak_aws_2⟧
export AWS_SECRET_ACCESS_KEY=⟦SECRET|$sec_aws_2⟧   # ⟦PERSON|Kenny⟧ 说先这样，下周换 IAM role
# 官方文档示例（不是真的）: ⟪example_key|$dk_aws_secret_example⟫
aws s3 sync ./dist s3://⟪bucket_name|manestreet-web-prod⟫ --region ⟪cloud_region|ap-east-1⟫
aws cloudfront create-invalidation --distribution-id ⟪distribution_id|E2K9QX7H1LMV3A⟫ --paths "/*"
echo "deployed $(date) by $USER\""""),

("tattoo_gitlab_ci_mixed", """# .gitlab-ci.yml — 纹身预约系统 inkbook-cn
variables:
  GITLAB_TOKEN: "⟦APIKEY|$ak_gitlab_1⟧"   # 临时的，⟦PERSON|阿Ken⟧ 记得 revoke
  SLACK_WEBHOOK: "⟦SECRET|$sec_slack_hook_2⟧"
  IMAGE_TAG: "⟪version|1.8.0⟫"
deploy:
  stage: deploy
  script:
    - ssh deploy@⟦IP_ADDRESS|47.242.19.83⟧ "docker pull registry.gitlab.com/inkbook-cn/api:$IMAGE_TAG"
  only: [main]
# pipeline ⟪pipeline_id|#1184203⟫ commit ⟪commit_sha|$dk_sha_3⟫"""),

("cleaning_slack_token_mixed", """[Slack export] #cleaning-ops-cn
⟦PERSON|Wendy Zhou⟧ 9:14 AM: 谁动了 integration 的 user token？现在 bot 发不出消息
⟦PERSON|Leo Chan⟧ 9:20 AM: 我昨天 regenerate 了，新的是 ⟦APIKEY|$ak_slack_2⟧ sorry 忘了说
⟦PERSON|Wendy Zhou⟧ 9:21 AM: 😤 please 放 vault 里，不要贴 channel。顺便 ⟦PERSON|Leo⟧ 你把 ⟪hostname|cleaner-sched-01⟫ 的 cron 也改一下
⟦PERSON|Leo Chan⟧ 9:22 AM: ok ok"""),

("hk_dating_telegram_bot_mixed", """# matchbot_hk/config.py — 約會配對通知 bot (⟪org_name|Cupid Lane 丘比特⟫)
TELEGRAM_TOKEN = "⟦APIKEY|$ak_telegram_2⟧"
ADMIN_CHAT = ⟪chat_id|-1002211804417⟫
MATCHMAKER = {"name": "⟦PERSON|Chan Mei Ling⟧", "phone": "⟦PHONE|+852 6213 8807⟧"}
WELCOME = "你好！我係配對助手 ⟪bot_persona|Cupy⟫ 💘 有咩可以幫到你？\""""),

("matchmaking_sendgrid_js_mixed", """// newsletter.js — 相親活動 monthly newsletter (⟪org_name|Red Thread 紅線婚介⟫)
const sg = require('@sendgrid/mail');
sg.setApiKey('⟦APIKEY|$ak_sendgrid_2⟧');
const msg = {
  to: ['⟦EMAIL|karen.lau@gmail.com⟧', '⟦EMAIL|tszhim.wong@yahoo.com.hk⟧'],
  from: '⟦EMAIL|events@redthread.hk⟧',
  subject: '十二月單身派對 Speed Dating 🎄',
  templateId: '⟪template_id|d-4f7c2a19b85e4e31a0d6c2f87b1e9a40⟫',
};"""),

("beauty_whatsapp_cloud_api_mixed", """POST https://graph.facebook.com/⟪api_version|v19.0⟫/⟪phone_number_id|108239571946213⟫/messages
Authorization: Bearer ⟦APIKEY|$ak_meta_1⟧
{"messaging_product":"whatsapp","to":"⟦PHONE|85291637720⟧","type":"template","template":{"name":"⟪template_name|appt_reminder_zh_hk⟫","language":{"code":"zh_HK"},"components":[{"type":"body","parameters":[{"type":"text","text":"⟦PERSON|周太⟧"},{"type":"text","text":"⟪appointment_time|12月9日 11:00⟫"}]}]}}
# 美容院 ⟪org_name|Glow Skin Lab⟫ 預約提醒 — token 係 ⟦PERSON|Cherry⟧ 喺 Meta Business 度 generate 嘅"""),

("nail_app_jwt_bug_report_mixed", """Bug report ⟪ticket_id|NAIL-228⟫ — 登入後 403
Steps: (app ⟪app_version|3.2.0.14⟫) login as staff ⟦PERSON|mandy.ho⟧ → 開預約表 → 403
Token from localStorage:
⟦APIKEY|$ak_jwt_3⟧
decode 咗 payload 得 uid 同 shop，冇 role field！
(FYI jwt.io 嘅 sample token ⟪example_token|$dk_jwt_example⟫ 唔好 paste 落 test)
Reporter: ⟦PERSON|Mandy Ho⟧ ⟦EMAIL|mandy.ho@lhnails.hk⟧"""),

("photo_studio_2fa_backup_mixed", """📌 Google Workspace 2FA backup — ⟪org_name|Studio Aurora 極光攝影⟫
Account: ⟦EMAIL|admin@studioaurora.com.hk⟧ (owner ⟦PERSON|Joyce Lam⟧)
Authenticator setup key（手機唔見咗用呢個）:
⟦SECRET|$sec_totp_2⟧
Backup codes 後備碼:
⟦SECRET|$sec_recovery_5⟧
⟦SECRET|$sec_recovery_6⟧
生成時間 ⟪timestamp|2024-09-30 23:12 HKT⟫ — 印出嚟放夾萬"""),

("cleaning_booking_session_bug_mixed", """[Bug] 預約頁 session 會自己登出 (⟪issue_ref|#412⟫)
env: Chrome ⟪browser_version|131.0.6778.86⟫ / macOS
Request headers:
Cookie: csrftoken=⟪csrf_token|Jx8WqT2nF5vR0pL9mK3sD7hY1cE4aB6g⟫; sessionid=⟦SECRET|$sec_session_1⟧
X-Forwarded-For: ⟦IP_ADDRESS|14.136.52.201⟧
User: ⟦PERSON|tszyan.cheung⟧（家政公司 ⟪org_name|HomeJoy 家樂⟫ 前台）"""),
]

# ---------------------------------------------------------------- part 2
TEXTS += [
("nail_site_har_export_mixed", """HAR export 摘录 — 美甲預約網站 ⟪domain|book.nailnest.hk⟫ (Laravel)
GET /account/bookings  200  ⟪latency|231 ms⟫
Request Cookie: laravel_session=⟦SECRET|$sec_session_2⟧
Response: {"customer":"⟦PERSON|Chloe Yip⟧","next":"⟪appointment_time|2024-12-14 15:00⟫","balance":"⟦AMOUNT|HK$1,280⟧"}
⚠️ 呢個 HAR 有 session cookie，唔好直接 send 俾 vendor！— ⟦PERSON|Ray⟧"""),

("nail_spa_otpauth_setup_mixed", """新前台手機要 set 2FA，掃唔到 QR 就手動輸入：
otpauth://totp/⟪issuer|Vagaro⟫:⟦EMAIL|frontdesk@bloomnailspa.com⟧?secret=⟦SECRET|$sec_totp_3⟧&issuer=Vagaro&digits=6&period=30
設定好之後 ⟦PERSON|Anita⟧ 記得 delete 呢條 message 🙏（⟪org_name|Bloom Nail Spa 花漾美甲⟫）"""),

("hk_tailor_invoice_bilingual", """⟪org_name|德記洋服 Tak Kee Tailor⟫ INVOICE 發票 ⟪invoice_no|TK-24-0912⟫
Customer 客戶: Mr ⟦PERSON|LEUNG Chi Wai⟧ ⟦PERSON|梁志偉⟧
HKID 身份證: ⟦NATIONAL_ID|$nid_hk_2⟧ (for card verification)
2-piece suit 西裝兩件套 ........ ⟪price|HK$7,800⟫
Alteration 修改 ................ ⟪price|HK$350⟫
Paid by Visa 信用卡 ⟦CARD|$card_visa_2⟧ CVV ⟦CVV|615⟧（客人口述，入完數即銷毀）
Total charged 實收: ⟦AMOUNT|HK$8,150⟧"""),

("vancouver_nanny_lmia_email_mixed", """Subject: Nanny contract 保姆合同 — ⟦PERSON|Huang Lili⟧
以下是 ⟦PERSON|Lili⟧ 的资料 for the LMIA application:
- Chinese passport 护照: ⟦PASSPORT|$pp_cn_3⟧
- SIN: ⟦NATIONAL_ID|$nid_ca_sin_2⟧
- Wage 工资: ⟦AMOUNT|CAD 19.50⟧/hr, 40 hrs/week, live-out
- Employer's Canadian passport 雇主护照: ⟦PASSPORT|$pp_ca_1⟧
谢谢！⟦PERSON|Grace⟧ @ ⟪org_name|Maple Leaf Nanny Agency 枫叶保姆中介⟫"""),

("sydney_beauty_staff_file_mixed", """Staff file 员工档案 — ⟪org_name|Jade Beauty Bar 玉美容⟫ (Chatswood)
Name: ⟦PERSON|Tracy Liu⟧ ⟦PERSON|刘婷⟧
Passport: Australian ⟦PASSPORT|$pp_au_1⟧
Award: ⟪award_classification|Hair and Beauty Award Level 3⟫，时薪 ⟦AMOUNT|A$28.40⟧
Allergy: ⟦MEDICAL|对 lash glue 里的 cyanoacrylate 过敏⟧ → 不排睫毛项目"""),

("sg_destination_shoot_checklist_mixed", """Destination shoot checklist 海外婚拍 — ⟪org_name|Everlight Weddings SG⟫
Bride: ⟦PERSON|Lim Shu Fen⟧ passport ⟦PASSPORT|$pp_sg_1⟧
Groom: ⟦PERSON|Daniel Koh⟧ passport ⟪masked_passport|K*****21B⟫（待补 full number）
Location: ⟪place_name|Cappadocia⟫ 🎈 hotel ⟪hotel_name|Sultan Cave Suites⟫
Balance due 尾款: ⟦AMOUNT|S$4,600⟧ before ⟪due_date|15 Jan⟫"""),

("la_matchmaking_intake_mixed", """Client intake — ⟪org_name|Golden Thread Matchmaking 金线婚恋⟫ (Los Angeles)
Client 客户: ⟦PERSON|Kevin Zhang⟧ ⟦PERSON|张凯文⟧
US passport: ⟦PASSPORT|$pp_us_2⟧ (ID verification only)
Membership: VIP 12 months ⟦AMOUNT|US$15,000⟧, charged to Amex ⟦CARD|$card_amex_2⟧
Notes: 离异，一个女儿；⟦MEDICAL|type 2 diabetes, on metformin⟧ — 客户同意告知 matches"""),

("berlin_tattoo_deposit_mixed", """Anzahlung / 定金 — ⟪org_name|Schwarzmond Tattoo 黑月纹身⟫ Berlin
Kundin 客户: ⟦PERSON|Chen Yutong⟧
Termin: ⟪appointment_time|Sa 18.01., 12 Uhr⟫ · Künstler ⟦PERSON|Lukas⟧
Anzahlung ⟦AMOUNT|150 €⟧ überwiesen von ⟦IBAN|$iban_de_1⟧
她说她⟦MEDICAL|对乳胶过敏⟧, bitte Nitril-Handschuhe!"""),

("zurich_matchmaker_invoice_mixed", """Rechnung / 账单 ⟪invoice_no|2024-117⟫ — ⟪org_name|Edelweiss Partnervermittlung⟫ Zürich
An: Frau ⟦PERSON|Wang Xiaomei⟧, ⟦ADDRESS|Seefeldstrasse 214, 8008 Zürich⟧
Mitgliedschaft 12 Monate, Listenpreis ⟪price|CHF 5'400.–⟫, Rabatt ⟪discount|CHF 500.–⟫
Zu bezahlen / 应付: ⟦AMOUNT|CHF 4'900.00⟧, Lastschrift von 扣款账户 ⟦IBAN|$iban_ch_1⟧"""),

("vienna_beauty_contract_extract_mixed", """Dienstvertrag 雇佣合同 (Auszug) — ⟪org_name|Lotus Kosmetikstudio⟫ Wien
Arbeitnehmerin 员工: ⟦PERSON|Zhou Min⟧, geb. ⟦DATE_OF_BIRTH|03.07.1992⟧
Gehalt 工资: ⟦AMOUNT|€ 2.150⟧ brutto/Monat, auf Konto ⟦IBAN|$iban_at_1⟧
Kollektivvertrag: ⟪collective_agreement|KV Fußpfleger, Kosmetiker und Masseure⟫"""),

("luxembourg_pressing_refund_mixed", """⟪org_name|Pressing Royal 皇家干洗⟫ — Remboursement / 退款
Client: Mme ⟦PERSON|Li Na⟧
Article: robe en soie, ticket ⟪ticket_no|PR-20931⟫，洗坏了
Montant remboursé 退款: ⟦AMOUNT|EUR 95,00⟧ vers ⟦IBAN|$iban_lu_1⟧
Tél ⟦PHONE|+352 691 284 377⟧"""),

("paris_photo_booking_mixed", """Réservation séance photo 预约拍照 — ⟪org_name|Studio Lumière 光之影像⟫ Paris 13e
Cliente: ⟦PERSON|Wu Jiayi⟧ · ⟦PHONE|+33 7 82 41 09 63⟧
Acompte 定金 ⟦AMOUNT|80 €⟧ par carte ⟦CARD|$card_visa_3⟧, cryptogramme ⟦CVV|209⟧
Solde 尾款 à régler par virement depuis ⟦IBAN|$iban_fr_1⟧"""),

("johannesburg_nail_staff_form_mixed", """⟪org_name|Golden Lotus Nails 金莲美甲⟫ Sandton — new staff 新员工
Name: ⟦PERSON|Thandiwe Mokoena⟧
SA ID: ⟦NATIONAL_ID|$nid_za_1⟧   DOB ⟦DATE_OF_BIRTH|30 Nov 1987⟧
Cell: ⟦PHONE|+27 82 604 1937⟧
底薪 basic ⟦AMOUNT|ZAR 6,800⟧/month + commission
老板 Mrs ⟦PERSON|Tang⟧"""),

("hk_domestic_helper_contract_mixed", """Employment Contract for a Domestic Helper 外籍家庭傭工僱傭合約 (⟪form_number|ID 407⟫) — extract
Employer 僱主: ⟦PERSON|CHEUNG Wai Kuen⟧, HKID ⟦NATIONAL_ID|$nid_hk_3⟧
Helper 傭工: ⟦PERSON|Maria Cristina Dela Cruz⟧, Philippine passport ⟦PASSPORT|P4417208B⟧
Monthly wage 月薪: ⟦AMOUNT|HK$4,990⟧; food allowance ⟪allowance_rule|HK$1,236 或 free food⟫
Place of work 工作地址: ⟦ADDRESS|Flat B, 12/F, Block 3, Taikoo Shing, 18 Tai Koo Wan Road, Hong Kong⟧"""),

("salon_cny_hours_notice_mixed", """🧧 ⟪org_name|Salon Prestige 名家髮型⟫ CNY Opening Hours 新春營業時間
年廿九 ⟪date_label|28 Jan⟫: 10am–4pm
初一至初三 ⟪date_label|29–31 Jan⟫: CLOSED 休息
初四起 ⟪date_label|1 Feb⟫: 照常營業 normal hours
新春剪髮 special: ⟪price|HK$388⟫ (Cut + Blow) · 利是封 while stocks last
Book online: ⟪url|salonprestige.hk/book⟫"""),

("nail_db_migration_shell_mixed", """  211  # 迁移老的预约数据 (⟪org_name|Bliss Nails 悦甲⟫)
  212  ssh ⟦PERSON|wangfang⟧@⟦IP_ADDRESS|10.8.0.6⟧
  213  mysqldump -h ⟦IP_ADDRESS|172.17.0.3⟧ -u root -p'⟦PASSWORD|Bliss@root2022⟧' bookings > ⟪file_path|/tmp/bookings_20241208.sql⟫
  214  sha1sum /tmp/bookings_20241208.sql   # ⟪sha1|$dk_sha_4⟫
  215  rm /tmp/bookings_20241208.sql   # 记得删！"""),

("shanghai_mixer_signup_csv_mixed", """name,中文名,age,备注
⟦PERSON|Olivia⟧,⟦PERSON|林晓⟧,29,INFJ 喜欢徒步
⟦PERSON|Marcus⟧,⟦PERSON|马可⟧,33,⟦MEDICAL|gluten intolerance⟧
# ⟪event_name|Shanghai Singles Mixer 第7期⟫ @ ⟪venue_name|The Bund Rooftop⟫, ticket ⟪price|¥268⟫"""),

("matchmaker_overseas_email_mixed", """Dear Mr ⟦PERSON|Tan⟧,
感谢您选择 ⟪org_name|Jade Bridge 玉桥婚恋⟫. We have shortlisted 3 ladies in ⟪place_name|Chengdu⟫ for your trip in March. 您的 service fee 尾款 ⟦AMOUNT|RMB 12,000⟧ please transfer before ⟪due_date|Feb 20⟫.
Any questions 请联系 me at ⟦PHONE|+86 138 8012 7765⟧ or ⟦EMAIL|yvonne@jadebridge.cn⟧.
Best, ⟦PERSON|Yvonne Xu⟧ ⟦PERSON|徐老师⟧"""),

("cleaning_app_lark_chat_mixed", """[Lark] #booking-app-dev
⟦PERSON|Eric Li⟧: Google login 配好了，client id ⟪client_id|$dk_google_client_1⟫ 已经放 frontend，这个可以公开
⟦PERSON|Eric Li⟧: client secret 我放在 Vault ⟪vault_path|kv/booking/google⟫ 了，不要 hardcode
⟦PERSON|Nina Xu⟧: 👍 redirect uri 记得加 ⟪url|https://book.qingjie.cn/auth/callback⟫"""),

("newborn_photo_enquiry_form_mixed", """Online enquiry 在线咨询 — ⟪org_name|Moments Studio 时光馆⟫
Name 姓名: ⟦PERSON|钱多多⟧
Baby's name 宝宝姓名: ⟦PERSON|钱小满⟧   DOB 出生日期: ⟦DATE_OF_BIRTH|2024-09-18⟧
Session 项目: Newborn 新生儿照 (⟪package_code|NB-01⟫)
Phone: ⟦PHONE|186 2754 0921⟧
Notes: 宝宝⟦MEDICAL|先天性髋关节发育不良，戴着 Pavlik harness⟧，摆拍要注意"""),

("hk_dry_cleaner_pos_log_mixed", """[POS] ⟪timestamp|2024-12-07 18:02:11⟫ store=⟪store_id|WC-03⟫ 湾仔店
sale ⟪order_id|S-88210⟫ customer=⟦PERSON|Cheng Ka Man⟧ items=3 total=⟦AMOUNT|HK$312.0⟧ paid=Octopus ⟪masked_card|****-****-0917⟫ txn=⟪uuid|$dk_uuid_6⟫
receipt emailed to ⟦EMAIL|kaman.cheng@gmail.com⟧
[POS] printer ⟪doc_ip|192.0.2.15⟫ offline 打印机离线"""),

("tattoo_ig_dm_mixed", """IG DM → @⟪org_handle|inkhaus.sh⟫
⟦PERSON|Yuki Chen⟧: hi 想纹 fine line flower on 肋骨 ribs, how much？我有⟦MEDICAL|贫血⟧会不会晕 😵
inkhaus.sh: Hi ⟦PERSON|Yuki⟧! ribs 大约 ⟪price|¥1,600⟫–2,000，⟦MEDICAL|贫血⟧的话当天要吃饱，也可以分两次做
⟦PERSON|Yuki Chen⟧: ok 那定金多少
inkhaus.sh: ⟪deposit_policy|¥300 起⟫，转给 ⟦PERSON|Aaron⟧ 就行"""),

("nanny_request_google_form_mixed", """Google Form responses — 保姆需求登记 Nanny Request (⟪org_name|Little Panda Nanny 小熊猫保姆⟫)
Timestamp: ⟪timestamp|12/5/2024 21:14:03⟫
Your name 您的姓名: ⟦PERSON|Rachel Sun⟧
Contact 联系方式: ⟦PHONE|+1 (415) 820-3391⟧
Child info 孩子情况: 2岁半，⟦MEDICAL|花生和鸡蛋过敏⟧
Budget 预算: ⟪budget_range|$25–30/hr⟫
Location: ⟪place_name|Sunset District, SF⟫"""),

("salon_vendor_support_ticket_mixed", """Zendesk ticket ⟪ticket_id|#58213⟫ — ⟪product_name|Fresha⟫ support
From: ⟦PERSON|Annie Kwok⟧ (⟪org_name|安妮髮型屋 Hair by A.K.⟫)
Hi, 上個月 double charge 咗我兩次 subscription ⟦AMOUNT|US$39.95⟧！我張 card 係 ⟦CARD|$card_mc_2⟧，你哋之前話要 verify 所以我 paste 埋
Agent ⟦PERSON|Tom⟧: Please never send full card numbers here, we've redacted it 🙏 Refund of ⟦AMOUNT|US$39.95⟧ processed, ref ⟪refund_id|re_3QK2n8Lz⟫."""),
]
