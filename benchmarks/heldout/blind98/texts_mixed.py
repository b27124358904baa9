# Mixed Chinese/English texts for blind98.  Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES
TEXTS = []

TEXTS.append(("wechat_chat", """⟦PERSON|Fang Yu⟧: Hi ⟦PERSON|Mike⟧, order ⟪order_id|RS-CN-0419⟫ 的 mainsail 已经 cut 好了, ⟪cloth|Dacron 9.2oz⟫, 下周 ship 给你
⟦PERSON|Mike Drummond⟧: great 👍 can you invoice in GBP this time?
⟦PERSON|Fang Yu⟧: OK 没问题, PI 总价 ⟪b2b_invoice_total|GBP 3,420.00⟫, 转到公司账户就行
⟦PERSON|Fang Yu⟧: 我 personal WeChat 是 ⟦PERSON|fangyu_sails⟧, 急事打我手机 ⟦PHONE|+86 138 1298 6607⟧
⟦PERSON|Mike Drummond⟧: cheers. btw ⟦PERSON|Annie⟧ is off – ⟦MEDICAL|broke her wrist⟧ falling off the loft ladder 🙈 so email me direct ⟦EMAIL|mike@ravensworthsails.co.uk⟧"""))

TEXTS.append(("slack_channel", """#dev-club-app
⟦PERSON|Kelvin Chan⟧  10:12
prod DB 又 timeout 咗, 边个改咗 connection string?
⟦PERSON|Karen Ho⟧  10:14
我呀 sorry 🙏 新嘅係 postgres://app:⟦SECRET|Vhyc!2024pg⟧@⟦IP_ADDRESS|10.8.1.44⟧:⟪port|5432⟫/members
⟦PERSON|Kelvin Chan⟧  10:15
唔好喺 channel 貼 password 啊!! 另外 ⟪org_name|GitHub⟫ token 都 rotate 埋, 舊嗰條 ⟦APIKEY|$gh_pat_2⟧ 已經 leak 咗喺 public gist
⟦PERSON|Karen Ho⟧  10:16
ok ok 已 revoke, PR ⟪pr_number|#388⟫ 改返用 env var"""))

TEXTS.append(("application_email", """Subject: Application for Voyage ⟪voyage_code|SP24-09⟫ – 来自中国的学员

Dear ⟦PERSON|Morag⟧,

My name is ⟦PERSON|Chen Yutong⟧ (⟦PERSON|陈雨桐⟧), a student at ⟪org_name|University of Southampton⟫. 我的 National Insurance number 是 ⟦NATIONAL_ID|$nino_2⟧ (I work part-time at the campus café). Date of birth ⟦DATE_OF_BIRTH|2003年7月8日⟧.
I have ⟦MEDICAL|mild scoliosis⟧（⟦MEDICAL|轻度脊柱侧弯⟧）– 医生说 sailing is fine.
I can pay ⟦AMOUNT|£200⟧ now and the rest before ⟪deadline|31 May⟫. UK phone ⟦PHONE|07700 900 538⟧, WeChat ⟦PERSON|yutong_chen03⟧.

Best wishes / 祝好,
⟦PERSON|Yutong⟧"""))

TEXTS.append(("dingtalk_group", """⟦PERSON|郑璐⟧: AWS IAM user ⟦PERSON|zhenglu-dev⟧ 的 access key 我 rotate 了
AccessKeyId: ⟦APIKEY|$aws_akid_3⟧
SecretAccessKey: ⟦SECRET|$aws_sk_3⟧
⟦PERSON|马超⟧: 收到, 我更新到 ⟪service_name|AIS-ingest⟫ 的 Lambda 环境变量. 旧代码里那个 ⟪example_key|AKIAIOSFODNN7EXAMPLE⟫ 是文档 example 不用管
⟦PERSON|郑璐⟧: 👌 S3 bucket ⟪bucket_name|nbport-ais-archive⟫ 的 policy 也改成只放行 ⟦IP_ADDRESS|115.236.41.8⟧ 了
⟦PERSON|郑璐⟧: 记得别再把 key 贴群里 😅"""))

TEXTS.append(("call_transcript", """[录音转写 Pilot booking]
Agent: Hello, 这里是 ⟪org_name|Sunrise Shipping⟫ 的 ⟦PERSON|Winnie⟧, 我们 ⟪vessel_name|Jade Fortune⟫ 明早 ETA ⟪eta|0600⟫, 要 book 一个 pilot.
Station: OK, 船长 name?
Agent: Captain ⟦PERSON|Rajesh Nair⟧, 他的 mobile ⟦PHONE|+65 8123 4409⟧. Chief officer 是 ⟦PERSON|Aung Ko Ko⟧.
Station: 收到, 派 ⟦PERSON|陈家豪⟧ 上船. 费用 bill 到哪个 account?
Agent: ⟪customer_account_id|SUN-0088⟫, invoice email 我 ⟦EMAIL|winnie.lau@sunrise-ship.hk⟧."""))

TEXTS.append(("dotenv_file", """# booking-system .env  —— ⟦PERSON|Tian Jing⟧ 写的, 别 commit!!
NODE_ENV=⟪node_env|production⟫
PORT=⟪port|3000⟫
STRIPE_SECRET=⟦APIKEY|$stripe_sk_2⟧    # 英国那边的 live key
WECHAT_PAY_MCHID=⟪merchant_id|1900009191⟫
WECHAT_PAY_APIV3_KEY=⟦SECRET|Kp9vL2mQ8xR4tZ7nB3yW6cJ1hF5dG0sA⟧
JWT_SIGNING_SECRET=⟦SECRET|$signing_2⟧
OPENAI_API_KEY=⟦APIKEY|$openai_2⟧   # 客服机器人用
ADMIN_DEFAULT_PASSWORD=⟦PASSWORD|Lanhai@admin88⟧"""))

TEXTS.append(("forum_post", """【经验分享】从英国买了一条 wooden gaffer 回国, 记录一下流程
去年在 ⟪place_name|Cornwall⟫ 找 ⟪org_name|Hollins & Daughter⟫ 定做了一条 ⟪boat_model|Polruan 22⟫, 老板 ⟦PERSON|Jim⟧ 和他女儿 ⟦PERSON|Nell⟧ 人超好.
付款: deposit ⟦AMOUNT|£16,000⟧ 分三期, 用的 ⟪bank_name|中行⟫ 电汇, 手续费 ⟪bank_fee|每笔150元⟫.
Survey 找的 ⟦PERSON|Tom Brackley⟧, 费用 ⟦AMOUNT|£640⟧, 很专业.
海运到 ⟪place_name|上海洋山港⟫, 清关一共交了 ⟦AMOUNT|6.8万元⟧ 关税+增值税 😭
有问题可以私信我, ID: ⟦PERSON|老王爱航海⟧"""))

TEXTS.append(("whatsapp_group", """[10:02] ⟦PERSON|Tan Wei Ming⟧: 各位, next weekend 去 ⟪place_name|Batam⟫, harbour master 要 crew list, pls send passport no. 和 NRIC 给我
[10:05] ⟦PERSON|Jason Lim⟧: NRIC ⟦NATIONAL_ID|$nric_2⟧, passport 等下拍照
[10:06] ⟦PERSON|Mei Ling⟧: 我的你有了. 对了 ⟦PERSON|Jason⟧ 你的 ⟦MEDICAL|seasick patch⟧ 记得带 lah 😂
[10:08] ⟦PERSON|Jason Lim⟧: 哈哈ok. 我 transfer 了 ⟦AMOUNT|S$180⟧ fuel share via PayNow 到 ⟦PHONE|+65 9734 2210⟧
[10:09] ⟦PERSON|Tan Wei Ming⟧: received 👍 boat 是 ⟪vessel_name|Sea Hibiscus⟫, ⟪berth_number|D-14⟫ at ⟪place_name|Changi Point⟫"""))

TEXTS.append(("markdown_table", """## ⟪vessel_name|Spirit of Lantau⟫ 学员健康信息 Trainee medical sheet (⟪voyage_code|ASIA24-02⟫)
| 学员 Trainee | 年龄 Age | 过敏 Allergies | 用药 Medication | 紧急联系 Emergency |
|---|---|---|---|---|
| ⟦PERSON|王子涵⟧ | ⟪age|16⟫ | ⟦MEDICAL|peanuts 花生⟧ | ⟦MEDICAL|EpiPen⟧ | ⟦PERSON|王磊⟧ ⟦PHONE|139 1102 4587⟧ |
| ⟦PERSON|Oliver Chen⟧ | ⟪age|17⟫ | none | ⟦MEDICAL|Ventolin 万托林⟧ | mum ⟦PHONE|+852 6123 0094⟧ |
| ⟦PERSON|李欣怡⟧ | ⟪age|15⟫ | ⟦MEDICAL|青霉素 penicillin⟧ | – | ⟦PERSON|李华⟧ ⟦PHONE|186 0210 7753⟧ |"""))

TEXTS.append(("email_with_signature", """Hi ⟦PERSON|陈生⟧,

Survey 已经做完, 你条 ⟪boat_model|Grand Banks 42⟫ 整体 condition OK, 但 ⟪defect_desc|stern gland 有 leak⟫. Report 我 send 咗去 ⟦EMAIL|kh.chan@netvigator.com⟧.
Fee ⟦AMOUNT|HK$8,500⟧ 请 FPS 去 ⟦PHONE|9188 2734⟧ 或者 transfer 到 HSBC ⟪masked_account|***-***488-838⟫.

Regards,
⟦PERSON|Eddie Wong⟧ | ⟪org_name|Harbourside Marine Surveyors (HK)⟫ | ⟦PHONE|+852 2815 4470⟧"""))

TEXTS.append(("shell_history", """# 灯塔档案馆 server 迁移记录 by ⟦PERSON|kongling⟧
$ scp -r ⟪file_path|/data/archive⟫ ⟦PERSON|kongling⟧@⟦IP_ADDRESS|172.31.9.14⟧:/data/     # 新机器 private IP
$ export DJANGO_SECRET_KEY='⟦SECRET|$django_key_1⟧'   # 旧的不能用了
$ python manage.py createsuperuser --username ⟦PERSON|admin_kong⟧
Password: ⟦PASSWORD|Archive#Lamp1894⟧     ← 记得改!!
$ curl -I ⟪url|https://archive.lighthouse-heritage.cn⟫     # ⟪http_status|200 OK⟫"""))

TEXTS.append(("bilingual_invoice", """⟪org_name|深圳湾船舶用品有限公司 Shenzhen Bay Marine Supplies Co., Ltd.⟫
INVOICE 发票 No. ⟪invoice_no|SZB-24-1187⟫   (internal copy 内部存档)
Bill To 客户: Mr. ⟦PERSON|Leung Ka-wai⟧ ⟦PERSON|梁家伟⟧
Address 地址: ⟦ADDRESS|Flat 12B, Tower 3, Discovery Bay, Lantau, Hong Kong⟧
Items 项目: ⟪product_name|Lewmar V700 windlass⟫ x1 ⟪price|HK$9,800⟫; ⟪product_name|Rocna 15kg anchor⟫ x1 ⟪price|HK$4,200⟫
Total 合计: ⟦AMOUNT|HK$14,000⟧    Paid 已付: ⟦AMOUNT|HK$5,000⟧    Balance 余额: ⟦AMOUNT|HK$9,000⟧
Card 卡号 (deposit): ⟦CARD|$card_mc_1⟧"""))

TEXTS.append(("sms", """老婆, 我今天 pilot 完 ⟪vessel_name|Orient Grace⟫ 大概 ⟪eta|11pm⟫ 才到家. 你帮我 call ⟪org_name|仁济医院⟫ 改一下 appointment, 我的 ⟦MEDICAL|gastroscopy 胃镜⟧ 改到下周. 对了 ⟪org_name|Netflix⟫ password 改成 ⟦PASSWORD|hb780614nb⟧ 了 😂 —⟦PERSON|海波⟧"""))

TEXTS.append(("json_log_line", """{"level":"error","msg":"微信支付回调 decrypt failed","mchid":"⟪merchant_id|1638849201⟫","out_trade_no":"⟪order_id|YF2024091800771⟫","payer":{"openid":"⟪openid|oUpF8uMuAJO_M2pxb1Q9zNjWeS6o⟫"},"user":"⟦PERSON|Zhou Haibo⟧","phone":"⟦PHONE|+86 139 5748 2216⟧","client_ip":"⟦IP_ADDRESS|183.136.190.62⟧","apiv3_key_hint":"⟪masked_secret|Xq7L****0Fe⟫","ts":"⟪timestamp|2024-09-18T15:20:33+08:00⟫","retry":3}"""))

TEXTS.append(("meeting_notes", """Meeting notes 会议记录 – ⟪event_name|Asia-Pacific Lighthouse Heritage Forum 2025⟫ 筹备
Attendees 参会: ⟦PERSON|Alasdair Munro⟧ (UK, remote), ⟦PERSON|林晓雨⟧, Dr. ⟦PERSON|Hiroshi Tanaka⟧, ⟦PERSON|宋岩⟧
1. Venue 场地: ⟪venue|中国港口博物馆⟫, budget ⟪org_budget|RMB 350,000⟫
2. ⟦PERSON|Alasdair⟧ 的 travel (flight + hotel) 由 forum 报销, 预计 ⟦AMOUNT|£1,850⟧
3. ⟦PERSON|Tanaka⟧ needs ⟦MEDICAL|wheelchair access after his stroke⟧, 请场地确认无障碍通道
4. Action: ⟦PERSON|林晓雨⟧ email ⟦EMAIL|a.munro@carrickpoint.org.uk⟧ 确认 dates"""))

TEXTS.append(("slack_thread", """#pilot-roster
⟦PERSON|denghui⟧  ⟪chat_time|14:03⟫
bot 不回消息了, 是不是 token 过期?
⟦PERSON|machao⟧  14:05
我 regenerate 了, 新的 ⟦APIKEY|$slack_bot_2⟧, 已经更新到 k8s secret ⟪k8s_secret_name|roster-bot-env⟫
⟦PERSON|denghui⟧  14:06
👍 incoming webhook 要不要也换?
⟦PERSON|machao⟧  14:08
换了 ⟦SECRET|$slack_hook_2⟧"""))

TEXTS.append(("jira_ticket", """[⟪ticket_id|YACHT-512⟫] 会员导出 CSV 含明文身份证号 (PII leak)
Reporter: ⟦PERSON|Karen Ho⟧    Assignee: ⟦PERSON|Kelvin Chan⟧
Description: export 出来的 member list 第 3 行: ⟦PERSON|何敏⟧, ID ⟦IDCARD|$id_hem_19880802⟧, DOB ⟦DATE_OF_BIRTH|1988-08-02⟧, 应该 mask 成 ⟪masked_id|3101**********3184⟫ 才对.
Env: ⟪environment|staging⟫, build ⟪build_number|2024.10.3⟫"""))

TEXTS.append(("web_form_submission", """Application Form 申请表 – ⟪org_name|Spindrift Sail Training Trust⟫ (form ⟪form_version|v3.1⟫)
Full name 姓名: ⟦PERSON|Fang Yu⟧ / ⟦PERSON|方雨⟧
Date of birth 出生日期: ⟦DATE_OF_BIRTH|11/07/1993⟧
Chinese ID 身份证: ⟦IDCARD|$id_fangy_19930711⟧
Email: ⟦EMAIL|fangyu.sails@gmail.com⟧
Address 地址: ⟦ADDRESS|江苏省张家港市杨舍镇暨阳中路56号2幢1203室 215600⟧
Medical 健康: ⟦MEDICAL|轻微晕船 mild seasickness⟧
Voyage 航次: ⟪voyage_code|SP25-02⟫
Card 信用卡: ⟦CARD|$card_amex_2⟧   CVV ⟦CVV|7731⟧"""))

TEXTS.append(("wechat_chat", """⟦PERSON|Tang Jie⟧: Hi ⟦PERSON|Lars⟧, ⟪place_name|海口⟫ 那条 ⟪boat_model|Lagoon 42⟫ 的 survey 做完了, report 发你邮箱 ⟦EMAIL|lars.eriksen@online.no⟧
⟦PERSON|Lars Eriksen⟧: Takk! For the export papers the agent wants my Norwegian ID number, it's ⟦NATIONAL_ID|$no_2⟧
⟦PERSON|Tang Jie⟧: OK 收到. Survey fee ⟦AMOUNT|USD 980⟧, 可以 transfer 到 ⟪org_name|恒信⟫ 的 USD account
⟦PERSON|Lars Eriksen⟧: 👍 paid. btw I have ⟦MEDICAL|a pacemaker⟧, is the engine room EMF ok? 哈哈"""))

TEXTS.append(("ocr_business_card", """[名片 OCR]
⟪org_name|宁波引航站 Ningbo Pilot Station⟫
⟦PERSON|蒋立新⟧  ⟦PERSON|JIANG Lixin⟧
高级引航员 Senior Marine Pilot
Tel: ⟦PHONE|+86 574 8768 2290⟧    Mob: ⟦PHONE|+86 137 5740 2219⟧
Email: ⟦EMAIL|jianglx@nbpilot.cn⟧
Add: ⟪org_address|浙江省宁波市北仑区港城路1号 No.1 Gangcheng Rd, Beilun⟫
⟪url|www.nbpilot.cn⟫"""))

TEXTS.append(("wechat_chat", """⟦PERSON|陈雨桐⟧: ⟦PERSON|Morag⟧ 说 bursary refund ⟦AMOUNT|£150⟧ 会打到我英国账户
⟦PERSON|陈雨桐⟧: 我的 IBAN 是 ⟦IBAN|$iban_gb_2⟧, 你帮我看看对不对
⟦PERSON|Lily⟧: 对的, ⟪bank_name|Barclays⟫ 的. sort code 应该是 ⟪bank_sort_code|93-85-91⟫
⟦PERSON|陈雨桐⟧: yes!! 谢谢 ⟦PERSON|Lily⟧ 姐 🙏 下次请你喝 ⟪product_name|bubble tea⟫"""))

TEXTS.append(("travel_review", """⭐⭐⭐⭐⭐ "必去! lighthouse tour 超赞" – by ⟦PERSON|Wendy_Z_上海⟧
导游 ⟦PERSON|Gwen⟧ 奶奶 70 多岁了还带我们爬上 lamp room 😍 讲解很清楚, 门票 ⟪price|£12⟫ 很值. 唯一 problem: 我老公 ⟦MEDICAL|恐高⟧ 上不去 gallery 哈哈.
Tips: 停车在 ⟪place_name|Lizard Point⟫ 的 NT car park, ⟪parking_fee|£5/day⟫."""))

TEXTS.append(("python_traceback", """Traceback (most recent call last):
  File "⟦PERSON|/home/tangjie⟧/survey_app/mailer.py", line ⟪line_number|41⟫, in send_report
    sg = SendGridAPIClient("⟦APIKEY|$sendgrid_2⟧")  # 临时写死, 上线前改
python_http_client.exceptions.⟪exception_name|UnauthorizedError⟫: HTTP Error ⟪http_status|401⟫: Unauthorized
# 发给客户 ⟦EMAIL|lars.eriksen@online.no⟧ 的 report 没发出去, ⟦PERSON|唐杰⟧ 明天手动发"""))

TEXTS.append(("wechat_family_chat", """⟦PERSON|小梁⟧: 妈, 英国这边 bank account 开好了, NI number 也下来了 ⟦NATIONAL_ID|$nino_3⟧
妈: 好好好. 地址发我, 给你寄⟪item|腊肠⟫
⟦PERSON|小梁⟧: ⟦ADDRESS|Flat 4, 21 Marine Parade, Southampton SO14 3JH⟧, 收件人写 ⟦PERSON|Wenjie Liang⟧ 就行
妈: 你的⟦MEDICAL|胃病⟧好点没? ⟦MEDICAL|奥美拉唑⟧还有吗
⟦PERSON|小梁⟧: 还有 ✌ ⟪course_name|MSc Maritime Operations⟫ 这学期学费交了 ⟦AMOUNT|£9,250⟧, 等 scholarship 下来再还你"""))

TEXTS.append(("email_visiting_yacht", """Hi ⟦PERSON|Gethin⟧,

我们的 yacht ⟪vessel_name|Beibu Wave⟫ 预计 ⟪eta|Friday 1400⟫ arrive. Crew: ⟦PERSON|LIANG Wei⟧ (passport ⟦PASSPORT|$pp_cn_1⟧) 和 ⟦PERSON|Tom Xu⟧. 需要 ⟪berth_request|visitor berth 3 nights⟫, 付款用 card ⟦CARD|$card_disc_1⟧, CVV ⟦CVV|519⟧.
我的 mobile (roaming) ⟦PHONE|+86 186 7721 0455⟧

Thanks,
⟦PERSON|Liang Wei⟧ ⟦PERSON|梁伟⟧"""))

TEXTS.append(("product_spec_sheet", """⟪product_name|Dyneema SK78 12mm⟫ 规格 Spec Sheet
Breaking load 破断力: ⟪breaking_load|11,800 kg⟫
Weight 重量: ⟪linear_weight|7.9 kg/100m⟫
Price 单价: ⟪price|¥58/米 (£6.40/m)⟫
Batch 批号: ⟪batch_number|LOT-24-0915-B⟫    Standard 标准: ⟪standard|ISO 10325⟫"""))

TEXTS.append(("sql_dump", """-- 帆船训练 学员表 dump (⟪environment|staging⟫, schema ⟪schema_version|v12⟫) by ⟦PERSON|tianjing⟧
INSERT INTO ⟪table_name|trainee⟫ (name, name_en, passport_no, phone, emergency_contact, emergency_phone, balance) VALUES
('⟦PERSON|黄子轩⟧','⟦PERSON|Zixuan Huang⟧',NULL,'⟦PHONE|13816624471⟧','⟦PERSON|刘芳⟧','⟦PHONE|13816620039⟧','⟦AMOUNT|¥0.00⟧'),
('⟦PERSON|王子涵⟧','⟦PERSON|Zihan Wang⟧','⟦PASSPORT|$pp_cn_5⟧','⟦PHONE|13911026630⟧','⟦PERSON|王磊⟧','⟦PHONE|13911024587⟧','⟦AMOUNT|¥2,480.00⟧');"""))

TEXTS.append(("dingtalk_group", """⟦PERSON|方雨⟧: 法国客户 ⟦PERSON|Jean-Luc Marchand⟧ 说 genoa 的 ⟪sail_defect|leech flutter⟫ 很严重, 要 refund ⟦AMOUNT|EUR 650⟧ (order ⟪order_id|YF-EX-2024-031⟫)
⟦PERSON|张总⟧: 先 check 一下 design file ⟪design_file|JLM_genoa_v3.dxf⟫. 客户 IBAN?
⟦PERSON|方雨⟧: ⟦IBAN|$iban_fr_1⟧
⟦PERSON|张总⟧: OK 批了, 让 ⟦PERSON|小吴⟧ 今天 transfer. 下次 QC 让 ⟦PERSON|老钱⟧ 多看一眼"""))

TEXTS.append(("toml_config", """# 潮汐预警 bot config.toml — maintainer ⟦PERSON|Liang Wenjie⟧
[telegram]
token = "⟦APIKEY|$telegram_2⟧"
admin_chat = ⟪chat_id|-1002214469871⟫

[server]
bind = "⟦IP_ADDRESS|10.66.0.12⟧"                  # 内网
public = "⟦IP_ADDRESS|2408:8207:1851:7a20::3⟧"     # IPv6 公网
doc_example = "⟪doc_ip|192.0.2.10⟫"                # 文档示例, 不是真的

[alert]
threshold_m = ⟪tide_threshold|4.8⟫"""))

TEXTS.append(("voice_memo_transcript", """[Voice memo 轉文字 ⟪duration|0:38⟫] ⟦PERSON|Ah Keung⟧ 呀, 你條 ⟪boat_model|Etchells⟫ 嘅 jib 整好咗, 收你 ⟦AMOUNT|三千五百蚊⟧. 你 FPS 俾我就得, 電話 ⟦PHONE|六二八一 四四零九⟧. 或者過嚟 ⟪place_name|Aberdeen⟫ 個 loft 攞, 門口密碼鎖 code 係 ⟦PASSWORD|2 5 8 0⟧."""))

TEXTS.append(("incident_report", """Incident Report 事故报告 #⟪incident_no|IR-2024-044⟫
Vessel 船名: ⟪vessel_name|Spirit of Lantau⟫    Date 日期: ⟪incident_date|2024-08-09⟫
Injured 伤者: ⟦PERSON|Oliver Chen⟧ (17)
Injury 伤情: ⟦MEDICAL|laceration on left palm 左手掌割伤, 3 stitches 缝了三针⟧
Treated at 就医: ⟪org_name|Queen Mary Hospital⟫
Parent informed 家长: Mrs ⟦PERSON|Chen⟧, ⟦PHONE|+852 6123 0094⟧
Reported by 报告人: watch leader ⟦PERSON|Joey Tsang⟧"""))

TEXTS.append(("password_manager_export", """name,url,username,password,note
⟪site_name|港务OA⟫,⟪url|https://oa.nbport.cn⟫,⟦PERSON|machao⟧,⟦PASSWORD|Mc@oa2024!⟧,
Aliyun console,⟪url|https://signin.aliyun.com⟫,⟦EMAIL|machao@gangwu-it.cn⟧,⟦PASSWORD|Ali#Yun_8812⟧,MFA seed ⟦SECRET|$totp_3⟧
Gmail,⟪url|https://mail.google.com⟫,⟦EMAIL|chao.ma.1979@gmail.com⟧,⟦PASSWORD|m4chao_1979⟧,备用码 ⟦SECRET|$rc_num_3⟧ / ⟦SECRET|$rc_num_4⟧"""))

TEXTS.append(("sticky_note", """📌 Harbour Office 前台 note:
Guest WiFi: ⟪ssid|NBPort-Guest⟫ / ⟦PASSWORD|Welcome@2024⟧
机房门禁 code: ⟦PASSWORD|#3816⟧ (只给 ⟦PERSON|马工⟧ 和 ⟦PERSON|小郑⟧)
快递放 ⟪room|B102⟫, 找 ⟦PERSON|Linda⟧ ⟪extension|分机8021⟫"""))

TEXTS.append(("cv_snippet", """简历 CV – ⟦PERSON|Deng Hui⟧ ⟦PERSON|邓辉⟧
Date of birth: ⟦DATE_OF_BIRTH|11 Nov 1981⟧ | 📱 ⟦PHONE|150 6841 7730⟧ | ✉ ⟦EMAIL|denghui.pilot@qq.com⟧
Experience 经历: 2008–now ⟪org_name|宁波引航站⟫, Senior Pilot, 4,000+ moves incl. ⟪vessel_class|24,000 TEU⟫ ULCVs
Certificates: ⟪certificate|一级引航员证书⟫, ⟪certificate|STCW Advanced Fire Fighting⟫
Health: ⟦MEDICAL|hypertension, well controlled⟧
Expected salary 期望薪资: ⟦AMOUNT|RMB 45k/month⟧"""))

TEXTS.append(("xiaohongshu_note", """英国 sailmaker 避坑 | ⟪org_name|Ravensworth Sails⟫ 好评!
在 ⟪place_name|Lymington⟫ 定了一面 jib, ⟦PERSON|Mike⟧ 大叔人很 nice, 还给我打了 ⟪discount_rate|10% off⟫, 最后付了 ⟦AMOUNT|£1,120⟧.
隔壁 chandlery 的 ⟦PERSON|Callum⟧ 也超 helpful. 唯一 complaint: 停车费 ⟪parking_fee|£3.50/hr⟫ 太贵 😂 ⟪hashtag|#英国生活⟫"""))

TEXTS.append(("node_error_log", """[⟪timestamp|2024-10-11 09:12:44⟫] ERROR 验证 token 失败: JsonWebTokenError: invalid signature
  token=⟦APIKEY|$jwt_4⟧
  user=⟦EMAIL|karen.ho@vhyc.org.hk⟧ ip=⟦IP_ADDRESS|202.64.118.7⟧
    at Object.verify (/app/node_modules/jsonwebtoken/verify.js:⟪line_number|171⟫:19)
    at authMiddleware (/app/src/auth.js:⟪line_number|22⟫:9)
// TODO ⟦PERSON|Kelvin⟧ check 一下 signing key 是不是 rotate 之后没同步"""))

TEXTS.append(("payslip", """⟪org_name|Victoria Harbour Sailing Trust 維港帆船訓練基金⟫ Payslip 糧單 ⟪pay_period|Sep 2024⟫
Employee 員工: ⟦PERSON|Joey Tsang⟧ ⟦PERSON|曾卓怡⟧    HKID ⟦NATIONAL_ID|$hkid_3⟧
Basic salary 底薪: ⟦AMOUNT|HK$22,000⟧    Overtime 加班: ⟦AMOUNT|HK$1,350⟧
MPF 強積金 (5%): ⟦AMOUNT|HK$1,167.50⟧
Net 實發: ⟦AMOUNT|HK$22,182.50⟧    入賬 ⟪masked_account|HSBC ***-******-838⟫"""))

TEXTS.append(("customer_email", """Hi ⟦PERSON|郑师傅⟧,

我是 ⟦PERSON|Kevin Zhou⟧, 在 ⟪place_name|Seattle⟫. 上次说的那条小福船 deposit ⟦AMOUNT|US$12,000⟧ 已经 wire 过去了, 请 ⟪org_name|泉州古船木作坊⟫ 查收.
美国这边 customs broker 要我的 SSN 填 ⟪customs_form|CBP Form 3461⟫, 是 ⟦SSN|$ssn_9⟧, 收货地址 ⟦ADDRESS|4817 NE 35th St, Seattle, WA 98105⟧.
有事打我 ⟦PHONE|(206) 555-0117⟧, 时差 16 小时 sorry!

⟦PERSON|Kevin⟧"""))

TEXTS.append(("emergency_contact_list", """Emergency contacts 紧急联系 – ⟪org_name|Port of Aldbrough⟫ Harbour Office 港长办公室 (⟪doc_version|rev. 2024-06⟫)
- Harbour Master 港长: Capt. ⟦PERSON|A. Sørensen⟧ ⟦PHONE|+44 7700 900 602⟧
- VTS 24h: ⟦PHONE|01964 520 300⟧ / ⟪vhf_channel|VHF Ch 14⟫
- 中方联络员 Liaison: ⟦PERSON|周海波⟧ ⟦PHONE|+86 139 5748 2216⟧
- Oil spill 溢油热线: ⟦PHONE|0800 496 0110⟧"""))
