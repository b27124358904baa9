# Mixed Chinese/English texts of blind56, typed one at a time.
# Markup: ⟦TYPE|value⟧ = span, ⟪kind|value⟫ = decoy, $name = value from values.py
TEXTS = [
('slack_ir_shanghai_mixed', '''#ir-war-room  (Shanghai team)
⟦PERSON|Kevin Zhou⟧ 09:31  这个 ⟦IP_ADDRESS|194.87.218.33⟧ 应该就是 C2 了, beacon interval 60s, pls 先在 FortiGate 上 block
⟦PERSON|陈思琪⟧ 09:32  ok 已 block。受害机是 ⟦IP_ADDRESS|10.12.8.77⟧, 用户 ⟦PERSON|lijie⟧ (⟦PERSON|李杰⟧, finance)
⟦PERSON|Kevin Zhou⟧ 09:34  他 browser 里存了 OA 密码 ⟦PASSWORD|LJ@oa2024⟧, 要 reset. 样本 hash ⟪sha256|1f3870be274f6c49b3e31a0c6728957f2c1a4b9d8e7f60a5b3c2d1e0f9a8b7c6⟫
⟦PERSON|陈思琪⟧ 09:35  FYI 客户 CISO Mr. ⟦PERSON|Hoffmann⟧ 要 10 点的 status update
⟦PERSON|Kevin Zhou⟧ 09:36  收到, case ⟪case_number|IR-SH-2406-07⟫ 我来更新
'''),

('bilingual_email_freelancer_payment', '''Subject: 5月稿费 / May payment - ⟪job_number|PO-HY-2405-31⟫

Dear ⟦PERSON|Daniel⟧,

感谢您5月份的审校工作！Your invoice has been approved. We will transfer ⟦AMOUNT|EUR 1,245.60⟧ to your account this Friday:

Account holder: ⟦PERSON|Daniel Weber⟧
IBAN: ⟦IBAN|$iban_de_a⟧
BIC: ⟪bic|COBADEFFXXX⟫

手续费由我方承担 (we use SHA, bank fee ⟪bank_fee|CNY 150⟫ on our side). 如有问题请联系财务 Ms. ⟦PERSON|Xu⟧.

Best regards / 此致
⟦PERSON|许婧⟧ ⟦PERSON|Jing Xu⟧
Project Manager, ⟪org_name|宏译翻译 Hongyi Translation⟫
⟦PHONE|+86 21 5836 2217⟧
'''),
]

TEXTS += [
('wechat_coworking_card_payment_mixed', '''【WeChat】前台 ⟦PERSON|Lily⟧ ↔ member ⟦PERSON|Sophie Laurent⟧
⟦PERSON|Sophie Laurent⟧: Hi ⟦PERSON|Lily⟧! 我的 membership 这个月 auto-renew 失败了, can I pay by card?
⟦PERSON|Lily⟧: 可以的～ 请发卡号和有效期, 我们 POS 手动输入
⟦PERSON|Sophie Laurent⟧: ⟦CARD|$card_visa_c⟧, exp ⟪card_expiry|03/29⟫, CVV ⟦CVV|204⟧ 🙏
⟦PERSON|Lily⟧: 收到, 已扣 ⟦AMOUNT|¥2,200⟧ 。建议下次不要在微信发卡号哦 😅 我已经删除聊天截图
⟦PERSON|Sophie Laurent⟧: oops 好的 merci!
'''),

('call_transcript_us_ssn_dalian', '''[Call ⟪call_id|DL-US-0612-0388⟫ | site: Dalian | client: ⟪client_name|Evergreen Health Plans (US)⟫]
AGENT (⟦PERSON|Jack Yu⟧ / ⟦PERSON|于杰⟧): Thank you for calling Evergreen, my name is ⟦PERSON|Jack⟧. How can I help?
CALLER: Hi, I need to update my address. Name's ⟦PERSON|Robert Langley⟧.
AGENT: Sure Mr. ⟦PERSON|Langley⟧, for security can I have your date of birth and Social?
CALLER: ⟦DATE_OF_BIRTH|April 2nd, 1961⟧, and it's ⟦SSN|$ssn_e⟧.
AGENT: Thank you. New address?
CALLER: ⟦ADDRESS|905 Larch Court, Spokane, WA 99203⟧.
[agent note 中文备注: 客户说他最近 ⟦MEDICAL|做了心脏搭桥⟧, 要求寄纸质 EOB, 已转 ⟪queue_name|Tier-2⟫]
'''),

('dotenv_translation_platform_mixed', '''# .env — 翻译平台 MT 接口配置 (staging)，⟦PERSON|Kevin Zhou⟧ 维护
DEEPL_AUTH_KEY=⟦APIKEY|$deepl_a⟧          # 免费版, 每月 ⟪quota|500k chars⟫
AZURE_TRANSLATOR_KEY=⟦APIKEY|$mstrans_a⟧
AZURE_TRANSLATOR_REGION=⟪cloud_region|eastasia⟫
GOOGLE_TRANSLATE_KEY=⟦APIKEY|$google_c⟧
HUBSPOT_TOKEN=⟦APIKEY|$hubspot_a⟧       # CRM 同步客户报价
SESSION_SECRET=⟦SECRET|$sessionid_a⟧
# 测试用示例 key, 不是真的: ⟪example_key|AIzaSyA-EXAMPLE-EXAMPLE-EXAMPLE00⟫
APP_BUILD=⟪build_number|2024.06.12-3⟫
'''),

('jira_ticket_mixed', '''[WEB-233] 结账页 500 error after deploy ⟪version|v3.4.1⟫
Reporter: ⟦PERSON|Chen Yu⟧ (⟦PERSON|陈宇⟧)   Assignee: ⟦PERSON|Tom Baxter⟧
描述: 用户 ⟦EMAIL|wangfang1988@163.com⟧ 下单时报错, trace id ⟪trace_id|4bf92f3577b34da6a3ce929d0e0e4736⟫。
日志里看到 DB 连接串打印出来了 (!!):  postgres://shop:⟦SECRET|Sh0p_Pg#2024⟧@⟦IP_ADDRESS|172.31.22.9⟧:5432/shop
⟦PERSON|Tom Baxter⟧: fixed logging, rotated the password. 麻烦 ⟦PERSON|Chen Yu⟧ 通知客户 ⟦PERSON|王芳⟧ 重新下单, 订单号 ⟪order_id|SO-88120431⟫。
'''),

('research_kickoff_minutes_bilingual', '''Kick-off Meeting Minutes / 项目启动会纪要
Project: ⟪project_code|APAC Brand Health W2⟫   Date: ⟪date_stamp|2024-06-11⟫
Client: ⟦PERSON|Sarah Mitchell⟧ (Insights Director), ⟦PERSON|Ryo Takahashi⟧
Agency: ⟦PERSON|蔡琳⟧ (⟦PERSON|Lynn Cai⟧), ⟦PERSON|邵一鸣⟧ (DP)
1. Sample: n=⟪sample_size|3,000⟫ (CN 1,000 / JP 1,000 / KR 1,000), 样本来自 panel partner ⟪org_name|Rakuten Insight⟫
2. Budget: ⟪quote_total|USD 86,500⟫ 已确认
3. ⟦PERSON|Sarah⟧ 要求 weekly topline, 发到 ⟦EMAIL|sarah.mitchell@brightbev.com⟧
4. Incentive: ⟪incentive_tariff|CNY 15 / JPY 300 per complete⟫
'''),
]

TEXTS += [
('ocr_bilingual_business_card', '''[OCR 名片识别 / business card scan]
宏译翻译 HONGYI TRANSLATION
⟦PERSON|周建国⟧  ⟦PERSON|ZHOU Jianguo⟧
Senior Translator 资深译审 (DE/EN>ZH)
M: ⟦PHONE|+86 139 5712 6630⟧
E: ⟦EMAIL|zhou.jianguo@hongyi-trans.com⟧
⟪org_address|上海市静安区南京西路1266号恒隆广场2座38楼⟫
T: ⟦PHONE|021-6288 0000⟧ (总机)
⟪org_website|www.hongyi-trans.com⟫
'''),

('passport_details_bilingual', '''Visa application data / 签证申请信息 (for B1 conference trip, ⟪event_code|NYC-ATA-2024⟫)
Surname / 姓: ⟦PERSON|TANG⟧    Given names / 名: ⟦PERSON|YUE⟧   中文姓名: ⟦PERSON|唐悦⟧
Date of birth / 出生日期: ⟦DATE_OF_BIRTH|21 JUN 1990⟧
Passport No. / 护照号: ⟦PASSPORT|$pp_cn_d⟧   Issued ⟪issue_date|2019-03-15⟫ at ⟪place|Chongqing⟫
Chinese ID / 身份证: ⟦IDCARD|$id_tang⟧
US contact: ⟦PERSON|Emily Ross⟧, ⟦PHONE|+1 (646) 318-2207⟧, ⟦ADDRESS|245 W 107th St Apt 5C, New York, NY 10025⟧
DS-160 confirmation: ⟪ds160_confirmation|AA00CZ7R1Q⟫
'''),

('app_log_mixed', '''2024-06-12 10:21:07.331 INFO  [⟪thread_name|http-nio-8080-exec-7⟫] c.y.panel.LoginController - 用户登录 phone=⟦PHONE|13795026614⟧ ip=⟦IP_ADDRESS|114.86.93.12⟧ result=SUCCESS
2024-06-12 10:21:09.002 WARN  [http-nio-8080-exec-7] c.y.panel.RewardService - 提现失败 uid=⟪user_id|77102⟫ name=⟦PERSON|周婷⟧ amount=⟦AMOUNT|CNY 200.00⟧ reason=BANK_REJECT
2024-06-12 10:21:11.874 ERROR [⟪thread_name|scheduler-2⟫] c.y.panel.SmsClient - send fail, accessKeySecret=⟦SECRET|$aws_secret_b⟧ (应脱敏!!) code=⟪error_code|isv.BUSINESS_LIMIT_CONTROL⟫
2024-06-12 10:21:12.010 DEBUG [scheduler-2] c.y.panel.Health - ping ⟪loopback_ip|127.0.0.1⟫:6379 ok, build ⟪version|2.8.0-SNAPSHOT⟫
'''),

('interview_notes_english_agent', '''Candidate interview notes - English Voice (US healthcare account) / 面试记录
Candidate: ⟦PERSON|Vivian Lu⟧ (⟦PERSON|卢薇⟧)   Interviewer: ⟦PERSON|Jack Yu⟧
Phone: ⟦PHONE|186 4112 9037⟧   Email: ⟦EMAIL|vivian.lu.dl@gmail.com⟧
Versant score: ⟪test_score|62⟫, typing ⟪typing_speed|48 wpm⟫
Notes: accent clear, 对美国医保术语 (deductible, copay) 比较熟悉. 候选人主动说明自己有 ⟦MEDICAL|轻度听力损失⟧, 需要 headset 音量调高, 不影响工作.
Expected salary: ⟦AMOUNT|RMB 7,500⟧ / month. Offer 建议: yes, batch ⟪batch_code|US-HC-07⟫
'''),

('coworking_kyc_foreigners_mixed', '''Member KYC check / 外籍会员核验 — 静安店 ⟪audit_ref|KYC-0612⟫
1. ⟦PERSON|Leung Chi Wai⟧ (⟦PERSON|梁志伟⟧ from HK) — HKID ⟦NATIONAL_ID|$hkid_b⟧, mobile ⟦PHONE|+852 6128 4403⟧ ✔
2. ⟦PERSON|Priya Nair⟧ — Aadhaar ⟦NATIONAL_ID|$aadhaar_b⟧ + Indian passport ✔ (护照号见扫描件)
3. ⟦PERSON|Lucas Martin⟧ — UK passport ⟦PASSPORT|$pp_uk_b⟧, 住址 ⟦ADDRESS|上海市静安区康定路1188弄5号1902室, 200040⟧ ✔
'''),
]

TEXTS += [
('domain_price_list_bilingual', '''域名价格表 / Domain Price List (reseller tier ⟪reseller_tier|Silver⟫, effective ⟪date_stamp|2024-07-01⟫)
| TLD | 注册 Register | 续费 Renew | 转入 Transfer |
|---|---|---|---|
| .com | ⟪price|¥69 / $9.98⟫ | ⟪price|¥79 / $11.48⟫ | ⟪price|¥75⟫ |
| .cn | ⟪price|¥29⟫ | ⟪price|¥39⟫ | n/a（需实名 real-name required） |
| .io | ⟪price|¥268 / $38.00⟫ | ⟪price|¥298⟫ | ⟪price|¥268⟫ |
Whois privacy: free. API docs: ⟪doc_url|https://api.example-registrar.com/v2/docs⟫ (sandbox IP ⟪doc_ip|198.51.100.12⟫)
'''),

('registrar_api_support_email_mixed', '''Subject: Re: API 调用一直 401 / API keeps returning 401 (ticket ⟪ticket_id|#RS-20931⟫)

Hi ⟦PERSON|Kevin⟧,

我们看了你的请求日志, header 里的 key/secret 顺序反了. 请用:
  Authorization: sso-key ⟦APIKEY|$godaddy_key_a⟧:⟦SECRET|$godaddy_secret_a⟧
另外你的 reseller 账号 ⟪reseller_account|RS-448120⟫ 余额只剩 ⟪org_balance|USD 12.40⟫, 批量续费会失败.

Thanks,
⟦PERSON|Monica Alvarez⟧ | Reseller Support
(回复时请保留 ticket 号)
'''),

('dingtalk_panel_fraud_mixed', '''【钉钉】panel-QC 群
⟦PERSON|邵一鸣⟧: 今天 W3 又发现一批 fraud, 同一个 IP ⟦IP_ADDRESS|103.152.118.44⟧ 注册了 ⟪count|27个⟫ 账号, 全是 speeder (LOI < ⟪threshold|3 min⟫)
⟦PERSON|蔡琳⟧: device fingerprint 呢?
⟦PERSON|邵一鸣⟧: fingerprint ⟪device_fingerprint|fp_9a3e7c21⟫ 一样. 另外有个 ⟦IP_ADDRESS|2408:8207:2460:5a10:8d3:6f1e:b2c4:19a0⟧ 的 IPv6 用户填了真实邮箱 ⟦EMAIL|lzh19920417@126.com⟧, 看着像真人, 先不封
⟦PERSON|蔡琳⟧: ok, 那 27 个全部 terminate, 积分不发. 报给 client 的 data cleaning report 版本 ⟪version|v1.3⟫
'''),

('invoice_bilingual_french_translator', '''FACTURE / INVOICE / 发票  N° ⟪invoice_no|2024-041⟫
⟦PERSON|Camille Rousseau⟧ — traductrice indépendante (ZH>FR), SIRET ⟪siret|842 713 590 00021⟫
⟦ADDRESS|14 rue des Tanneurs, 67000 Strasbourg⟧
Client: ⟪org_name|宏译翻译 Hongyi Translation⟫

Traduction brochure produit (⟪word_count|6 200 caractères⟫) ..... ⟦AMOUNT|620,00 €⟧
TVA non applicable, art. 293 B du CGI
Total dû / amount due / 应付: ⟦AMOUNT|620,00 €⟧

Paiement par virement / 请汇款至: ⟦IBAN|$iban_fr_a⟧
Contact: ⟦EMAIL|camille.rousseau.trad@orange.fr⟧ / ⟦PHONE|+33 6 42 18 77 09⟧
'''),

('gdpr_breach_notice_bilingual', '''Personal data breach notification (Art. 33 GDPR) / 个人数据泄露通知 — draft v2
Controller: ⟪org_name|Nordlys Market Research AS⟫   Processor: ⟪org_name|上海某呼叫中心外包公司⟫
Incident ref: ⟪case_number|NL-DPB-2024-06⟫
What happened / 经过: 外包坐席 ⟦PERSON|周婷⟧ 的工作站感染 infostealer, 导出了 ⟪record_count|1,214 条⟫ respondent records, including e.g. ⟦PERSON|Ingrid Solberg⟧, ⟦EMAIL|ingrid.solberg@online.no⟧, ⟦PHONE|+47 912 44 038⟧.
Attacker exfil IP: ⟦IP_ADDRESS|77.91.124.20⟧
DPO contact: ⟦PERSON|Henrik Aas⟧, ⟦EMAIL|dpo@nordlys-research.no⟧
'''),

('shell_aws_mixed', '''# 迁移 panel 附件到新 bucket —— 操作记录 by ⟦PERSON|Kevin Zhou⟧
$ export AWS_ACCESS_KEY_ID=⟦APIKEY|$aws_akid_b⟧
$ export AWS_SECRET_ACCESS_KEY=⟦SECRET|$aws_secret_a⟧     # 临时用, 用完 deactivate
$ aws s3 sync s3://⟪s3_bucket|panel-uploads-legacy⟫ s3://⟪s3_bucket|panel-uploads-2024⟫ --region ⟪aws_region|ap-east-1⟫
$ aws sts get-caller-identity
{ "UserId": "⟪aws_user_id|AIDA4XQ2EXAMPLEID7⟫", "Account": "⟪aws_account_id|483920117264⟫", "Arn": "arn:aws:iam::483920117264:user/⟦PERSON|kevin.zhou⟧" }
# 注意: STS 临时 key ⟦APIKEY|$aws_akid_c⟧ 也在 log 里, 已过期
'''),
]

TEXTS += [
('teams_chat_web_studio_mixed', '''[Teams] Pixel&Thread × 锦绣茶庄 (UK shop)
⟦PERSON|Dan O'Rourke⟧ 15:20: ⟦PERSON|王老板⟧, the deposit arrived, thanks! 我们下周一开始 design phase
⟦PERSON|王建明⟧ 15:22: 好的 ⟦PERSON|Dan⟧. 我转的是 ⟦AMOUNT|£1,800⟧ 对吧? 发票寄到店里: ⟦ADDRESS|38 Gerrard Street, London W1D 5QA⟧
⟦PERSON|Dan O'Rourke⟧ 15:23: yes ⟦AMOUNT|£1,800⟧ 👍 invoice ⟪invoice_no|PT-0371⟫ will go to ⟦EMAIL|jianming.wang@jinxiutea.co.uk⟧
⟦PERSON|王建明⟧ 15:25: 还有我女儿 ⟦PERSON|Amy⟧ 负责 Instagram, 她手机 ⟦PHONE|07466 203 918⟧
'''),

('whatsapp_hk_sworn_translation', '''[WhatsApp] Mrs. ⟦PERSON|Chan⟧ ↔ 翻译社
Mrs. ⟦PERSON|Chan⟧: 你好, 我想翻譯結婚證書做 UK spouse visa, 幾錢?
翻译社: 您好! Marriage cert 中译英 ⟪price|HK$480⟫ 一份, 2 working days.
Mrs. ⟦PERSON|Chan⟧: ok. 名係 ⟦PERSON|CHAN Mei Ling⟧ 同 ⟦PERSON|Oliver James Hartley⟧, 我生日 ⟦DATE_OF_BIRTH|1993年4月8日⟧, 佢係 ⟦DATE_OF_BIRTH|12 Dec 1989⟧
翻译社: 收到, 请 FPS 转账到 ⟪org_fps_id|FPS ID 1234567⟫, 备注 job ⟪job_number|HK-0612-05⟫
Mrs. ⟦PERSON|Chan⟧: 已轉 ⟦AMOUNT|HK$960⟧ (要兩份) 👍
'''),
]

TEXTS += [
('us_panel_incentive_csv_mixed', '''# 美国 panel 高额激励名单 (>$600 需要 1099), 导出人: ⟦PERSON|周婷⟧, 仅限财务查看
panelist_id,name,中文名,ssn,state,ytd_usd
⟪panelist_id|US-30177⟫,⟦PERSON|Michael Tran⟧,⟦PERSON|陈明⟧,⟦SSN|$ssn_f⟧,CA,⟦AMOUNT|$812.00⟧
⟪panelist_id|US-30215⟫,⟦PERSON|Grace Lin⟧,⟦PERSON|林恩慈⟧,⟦SSN|$ssn_g⟧,NY,⟦AMOUNT|$655.50⟧
# 汇总 total: ⟪org_total|$1,467.50⟫, 截止 ⟪date_stamp|2024-06-10⟫
'''),

('survey_qc_log_mixed', '''[QC] Study ⟪study_code|KR-JP-BEV-W2⟫  批次 ⟪batch_code|QC-0612⟫
- speeders (LOI < 1/3 median): ⟪count|41⟫
- straightliners grid Q12: ⟪count|18⟫
- duplicate fingerprint: ⟪device_fingerprint|fp_71c0aa⟫ × 6
- open-end gibberish: ⟪respondent_id|JP-55102⟫ "asdfasdf", ⟪respondent_id|KR-80317⟫ "ㅋㅋㅋㅋ"
- 有一位 respondent 在 open-end 留了邮箱 ⟦EMAIL|minji.park0415@naver.com⟧ 要求 incentive, 已 mask
Final N after cleaning: ⟪sample_size|1,942⟫ (target 2,000), 报告 ⟪version|v0.9⟫
'''),

('rsi_platform_login_mixed', '''Subject: RSI 平台账号 / Remote interpreting login for 6/18 (⟪event_code|MED-SYMP-0618⟫)

Hi ⟦PERSON|Camille⟧ 和 ⟦PERSON|小林⟧,

Platform: ⟪platform_name|Interprefy⟫ (booth ZH<>FR)
Login URL: ⟪login_url|https://portal.interprefy.com/login⟫
Username: ⟦EMAIL|booth.zhfr.0618@hongyi-trans.com⟧
Password: ⟦PASSWORD|Booth#ZhFr618⟧
Tech check: ⟪meeting_time|6/17 16:00 CET⟫, 技术支持 ⟦PERSON|Marco⟧ ⟦PHONE|+41 44 508 1290⟧

请勿转发 / please don't forward. 
⟦PERSON|许婧⟧
'''),

('phishing_simulation_results_mixed', '''Phishing simulation 结果 — ⟪campaign_code|Q2-SIM-02⟫ (client: ⟪client_name|Canal Works Coworking⟫)
| Name | Dept | Clicked | Entered creds |
|---|---|---|---|
| ⟦PERSON|Francesca Ruiz-Holt⟧ | Community | ✔ | ✘ |
| ⟦PERSON|Joe McAllister⟧ | Ops | ✔ | ✔ (输入了 ⟦PASSWORD|Canal2024!⟧ 到假页面) |
| ⟦PERSON|吴蔚⟧ (⟦PERSON|Wendy Wu⟧) | Events | ✘ | ✘ |
Click rate ⟪metric|33%⟫ vs benchmark ⟪metric|17%⟫. Landing page 在 ⟪doc_ip|203.0.113.45⟫ (sim infra).
'''),
]

TEXTS += [
('discord_bot_config_mixed', '''// leaderboard-bot/config.js —— 坐席 KPI 排行榜推送 (Manila + Dalian sites)
module.exports = {
  discordWebhook: "⟦SECRET|$discord_hook_a⟧",
  slackToken: "⟦APIKEY|$slack_bot_b⟧",
  refreshCron: "⟪cron_expr|*/15 * * * *⟫",
  topN: ⟪config_value|10⟫,
  // 联系人 maintainer: ⟦PERSON|Jericho Santos⟧ <⟦EMAIL|jericho.santos@teleserve.ph⟧>
  version: "⟪version|0.4.2⟫"
};
'''),

('coworking_student_member_mixed', '''新会员 / New member — 交换生 student plan (⟪membership_plan|Student Flex⟫ ⟪price|¥499/月⟫)
Name: ⟦PERSON|Kacper Wójcik⟧   中文名: ⟦PERSON|高博⟧
PESEL (Polish ID): ⟦NATIONAL_ID|$pesel_b⟧
DOB: ⟦DATE_OF_BIRTH|2002-09-04⟧
School: ⟪school|复旦大学 exchange program⟫
WeChat: ⟦PERSON|kacper_w02⟧   Phone: ⟦PHONE|+86 176 2133 0489⟧
押金 deposit paid: ⟦AMOUNT|¥500⟧ (Alipay)
'''),

('interpreter_request_email_mixed', '''Subject: 口译需求 / Interpreting request — 6/20 工厂审核 (factory audit)

Hi ⟦PERSON|许小姐⟧,

We need a consecutive interpreter (EN<>ZH) for a supplier audit in ⟪place|Dongguan⟫. Auditor is ⟦PERSON|Mark Jensen⟧, he has a ⟦MEDICAL|severe shellfish allergy⟧ so please tell the factory re: lunch 🙏
Contact on site: ⟦PERSON|黄厂长⟧ ⟦PHONE|0769-2283 5117⟧
Budget approved: ⟪quote_total|CNY 3,500/day⟫ incl. travel

Thanks,
⟦PERSON|Rachel Ong⟧ | Supplier Quality APAC
'''),
]

TEXTS += [
('payroll_query_manila_mixed', '''[Viber → 转发到钉钉] Manila site payroll issue
⟦PERSON|Jericho Santos⟧: Sir ⟦PERSON|Jack⟧, my June 15 payout is short, ⟦AMOUNT|₱9,850⟧ lang instead of ⟦AMOUNT|₱12,400⟧ 😢 night diff not included
⟦PERSON|Jack Yu⟧: 收到, 我问一下 payroll vendor. Your employee no.?
⟦PERSON|Jericho Santos⟧: ⟪employee_id|TS-MNL-2291⟫ po. Also pls update my bank, new UnionBank acct na ako, ending ⟪masked_account|…4471⟫
⟦PERSON|Jack Yu⟧: 银行信息请走 HR portal, 不要在 chat 发. Zendesk 里我开了 ticket (API 同步用的 token ⟦APIKEY|$zendesk_a⟧ 别外传 — 我发错群了, 马上 rotate)
'''),

('sim_swap_incident_mixed', '''Incident summary / 事件摘要 — SIM swap via outsourced carrier helpdesk (⟪case_number|SS-2406-11⟫)
Victim: ⟦PERSON|Ethan Brooks⟧, mobile ⟦PHONE|+1 415 802 3391⟧
Timeline: 攻击者冒充客户致电外包客服, 提供了泄露的 DOB ⟦DATE_OF_BIRTH|1985-11-19⟧ 和 SSN 后四位 ⟪ssn_last4|…6251⟫, 坐席 ⟦PERSON|Carlo Reyes⟧ 未执行 PIN 校验就换卡.
Account PIN on file (never asked): ⟦PASSWORD|7316⟧
Loss: 受害人 Coinbase 账户被转走 ⟦AMOUNT|US$18,250⟧
Attacker call from ⟦IP_ADDRESS|185.107.56.201⟧ (VoIP SIP trunk), carrier ticket ⟪ticket_id|CRR-8831029⟫
'''),

('msp_new_starter_ticket_mixed', '''[MSP ticket ⟪ticket_id|#61044⟫] New starter — 新员工入职 IT 准备 (client: ⟪client_name|Lexicon Languages⟫)
Name: ⟦PERSON|Yuki Mori⟧ (⟦PERSON|森由纪⟧), start date ⟪date_stamp|2024-06-17⟫
- M365 account: ⟦EMAIL|yuki.mori@lexiconlanguages.com⟧, temp password ⟦PASSWORD|Welcome-Lex-6177⟧ (首次登录强制修改)
- Laptop ⟪asset_tag|LX-NB-0208⟫, BitLocker recovery key (escrowed): ⟦SECRET|$bitlocker_b⟧
- WHM reseller (for web team) API token: ⟦APIKEY|$cpanel_a⟧
- 工位 ⟪desk_number|3F-12⟫, 门禁卡 ⟪card_serial|0049917723⟫
Tech: ⟦PERSON|Ollie⟧
'''),

('bilingual_glossary', '''术语表 Glossary — 医疗器械说明书项目 (⟪version|v1.4⟫)
| EN | ZH | Note |
|---|---|---|
| infusion pump | 输液泵 | 型号 ⟪product_code|KX-2200⟫ |
| occlusion alarm | 阻塞报警 | |
| bolus | 推注 | |
| contraindications | 禁忌症 | 说明书原文 "⟪leaflet_text|Do not use in patients with known hypersensitivity⟫" |
| lot number | 批号 | e.g. ⟪lot_number|LOT 24A0312⟫ |
| UDI | 唯一器械标识 | ⟪udi|(01)06945678901234(17)260331⟫ |
'''),

('hosting_downtime_complaint_mixed', '''Subject: 网站宕机 48 小时, 要求退款 / Refund request for 48h downtime

Hello support,

我的 VPS (⟪vps_id|vps-hk-3391⟫, IP ⟦IP_ADDRESS|103.97.176.25⟧) 从 6/8 到 6/10 一直打不开, your status page said "all systems operational" 🙄. 我付了一年 ⟦AMOUNT|US$143.40⟧, SLA 写的是 ⟪sla|99.9%⟫, so I want at least ⟦AMOUNT|US$20⟧ credit.
Card used: ⟪masked_card|Visa ****9902⟫.

⟦PERSON|Raymond Chow⟧ ⟦PERSON|周文轩⟧
⟦EMAIL|raymond.chow@chowdesign.hk⟧ | ⟦PHONE|+852 5108 2276⟧
'''),
]

TEXTS += [
('idi_recruitment_mixed', '''IDI recruitment tracker / 深访招募进度 — ⟪project_code|SKIN-KR-JP-07⟫
| ID | Name | City | Condition | Phone | Status |
|---|---|---|---|---|---|
| ⟪respondent_id|KR-07⟫ | ⟦PERSON|Kim Seo-yeon⟧ | ⟪city|Seoul⟫ | ⟦MEDICAL|atopic dermatitis⟧ (特应性皮炎) | ⟦PHONE|+82 10 7731 2048⟧ | confirmed |
| ⟪respondent_id|JP-03⟫ | ⟦PERSON|佐藤 美咲⟧ | ⟪city|Osaka⟫ | ⟦MEDICAL|rosacea⟧, using ⟦MEDICAL|metronidazole gel⟧ | ⟦PHONE|090-4418-2273⟧ | 待确认 |
Incentive per IDI: ⟪incentive_tariff|KRW 100,000 / JPY 10,000⟫. Recruiter: ⟦PERSON|蔡琳⟧
'''),

('sentry_error_event_mixed', '''Sentry issue ⟪issue_id|CALLAPP-4K2⟫ — TypeError: Cannot read properties of undefined (reading 'agentId')
release: ⟪version|callapp@3.11.0⟫   environment: production   first seen: ⟪timestamp|2024-06-12 08:14:52⟫
Request headers:
  Authorization: Bearer ⟦APIKEY|$jwt_a⟧
  X-Forwarded-For: ⟦IP_ADDRESS|49.7.21.130⟧
User: {"id": "⟪user_id|agent-4471⟫", "name": "⟦PERSON|钱晓峰⟧", "email": "⟦EMAIL|qianxf@kefu-outsource.cn⟧"}
Breadcrumb: 坐席点击 "客户详情" → GET /api/customers/⟪customer_id|C20931⟫ → 500
'''),

('wechat_junior_dev_pem_mixed', '''【微信】⟦PERSON|小钱⟧ → ⟦PERSON|阿杰⟧
⟦PERSON|小钱⟧: 杰哥 ssh 还是连不上客户那台 ⟦IP_ADDRESS|139.224.18.92⟧, 这是我的 key 你帮我看看格式对不对
⟦PERSON|小钱⟧: ⟦SECRET|$pem_ssh_a⟧
⟦PERSON|阿杰⟧: ……私钥不能发!! 赶紧在 authorized_keys 里删掉, 重新 ssh-keygen -t ed25519. 公钥指纹 ⟪ssh_key_fingerprint|SHA256:Zq8m1V0t7cK3xYpL2rN5wB9dF4hJ6sA0eQ1uT3gR8kM⟫ 那种才可以发
⟦PERSON|小钱⟧: 😱 sorry 马上改
'''),

('it_handover_secrets_mixed', '''IT handover — ⟦PERSON|Nadia Rahman⟧ 离职交接 (managed by MSP, ticket ⟪ticket_id|#61390⟫)
1. Registrar reseller account (⟪reseller_account|RC-558120⟫) 2FA seed: ⟦SECRET|$totp_b⟧
   backup codes: ⟦SECRET|$recovery_g⟧ / ⟦SECRET|$recovery_h⟧ / ⟦SECRET|$recovery8_c⟧
2. Namecheap API key: ⟦APIKEY|$namecheap_a⟧ (whitelisted IP ⟦IP_ADDRESS|81.134.77.201⟧)
3. DigitalOcean token: ⟦APIKEY|$do_a⟧
交接人: ⟦PERSON|Nadia Rahman⟧ → ⟦PERSON|Imran Qureshi⟧; 见证 witness: ⟦PERSON|Ollie⟧
'''),

('bug_report_har_mixed', '''Bug report / 问题反馈 — 会员后台登录后又被踢出 (⟪issue_number|#418⟫)
Reporter: ⟦PERSON|Sophie Laurent⟧   Browser: ⟪user_agent|Chrome 125.0.6422.142⟫
HAR 摘录:
  GET /account/dashboard  → 302
  Cookie: PHPSESSID=⟦SECRET|$phpsess_a⟧; lang=zh-CN; _ga=⟪ga_cookie|GA1.2.1187342210.1717920011⟫
  GET /api/me → Cookie: sessionid=⟦SECRET|$sessionid_b⟧ → 401
Dev note (⟦PERSON|Chen Yu⟧): session 存 Redis 过期时间配成了 ⟪ttl|60s⟫, 已改. 顺便发现 Slack 通知用的是个人 token ⟦APIKEY|$slack_user_a⟧, 需要换成 bot token.
'''),
]
