TEXTS = []
A = TEXTS.append

A(("k8s_postmortem_feishu_doc", """
# Postmortem: payment-gateway 503s（⟪date|2026-11-27⟫）
Owner: ⟦PERSON|张伟⟧ (@⟦PERSON|zhangwei⟧)   Reviewers: ⟦PERSON|Li Na⟧, ⟦PERSON|Tom Becker⟧

## Timeline (CST)
- 02:14 ⟪alert_id|PagerDuty #88213⟫ 触发，⟪hostname|pay-gw-7c9f⟫ pods CrashLoopBackOff
- 02:31 ⟦PERSON|zhangwei⟧ 发现 Secret `alipay-cred` 被 ⟪version|helm chart 4.2.0⟫ 覆盖为空值
- 02:47 回滚到 revision ⟪build_id|118⟫，恢复

## Root cause
values-prod.yaml 里的明文凭证被提交进了仓库（commit ⟪commit_sha|$sha2⟫）：
```
alicloud:
  accessKeyId: ⟦APIKEY|$ltai1⟧
  accessKeySecret: ⟦SECRET|$alisec1⟧
```
已在阿里云控制台禁用并轮换。node ⟦IP_ADDRESS|10.20.3.41⟧ 上的日志已清理。

## Action items
1. 迁移到 Vault（owner ⟦PERSON|Li Na⟧，⟪date|12月15日⟫前）
2. CI 增加 gitleaks 扫描（owner ⟦PERSON|Tom Becker⟧）
"""))

A(("terraform_plan_slack", """
#infra-cn  ⟦PERSON|chenhao⟧  10:42
terraform plan 跑挂了，看下：
```
Error: error configuring Terraform Tencent Cloud Provider: secret_id=⟦APIKEY|$akid1⟧ secret_key=⟦SECRET|$alisec2⟧ ... AuthFailure.SignatureFailure
  on providers.tf line 12, in provider "tencentcloud":
```
⟦PERSON|Sarah Kim⟧  10:44
@⟦PERSON|chenhao⟧ 别在频道里贴 key 啊 😅 我去 rotate。region 是 ⟪region|ap-guangzhou⟫ 对吧
⟦PERSON|chenhao⟧  10:45
对，sorry。tfstate bucket 是 ⟪bucket|tf-state-prod-1301128842⟫
"""))

A(("vault_incident_log", """
2026-11-30T03:12:08.442Z [WARN]  core: login attempt failed: path=auth/userpass/login/⟦PERSON|wangfang⟧ remote_address=⟦IP_ADDRESS|172.18.4.27⟧
2026-11-30T03:12:11.019Z [INFO]  core: successful login: path=auth/userpass/login/⟦PERSON|wangfang⟧ remote_address=⟦IP_ADDRESS|172.18.4.27⟧
2026-11-30T03:12:11.020Z [DEBUG] token: created token=⟦SECRET|$vault1⟧ policies=["db-readonly"] ttl=⟪duration|768h⟫
2026-11-30T03:12:40.551Z [INFO]  secrets.database: rotated root credentials for connection=⟪db_name|orders-mysql⟫ (⟦PERSON|王芳⟧ please check)
2026-11-30T03:13:02.113Z [INFO]  http: listener started address=⟪bind_address|0.0.0.0⟫:⟪port|8200⟫ cluster=⟪port|8201⟫
"""))

A(("ci_pipeline_log_gitlab", """
Running with gitlab-runner ⟪version|17.4.1⟫ (⟪commit_sha|b7e4a1c2⟫)
  on shared-runner-sh-02 ⟪runner_id|xZy7Kq3T⟫
$ echo "deploying to $ENV by $GITLAB_USER_LOGIN"
deploying to staging by ⟦PERSON|liuyang⟧
$ docker login -u ⟦PERSON|liuyang⟧ -p ⟦PASSWORD|Ly!reg2026#⟧ registry.cn-shanghai.aliyuncs.com
WARNING! Using --password via the CLI is insecure.
$ curl -H "PRIVATE-TOKEN: ⟦APIKEY|$glpat1⟧" https://git.corp.example/api/v4/projects/412/releases
{"tag_name":"⟪version|v3.12.0⟫","released_at":"⟪timestamp|2026-12-01T09:30:11Z⟫"}
Job succeeded
"""))

A(("db_migration_runbook", """
## 数据库迁移 runbook — user_center (MySQL 5.7 → 8.0)
执行人：⟦PERSON|Kevin Zhou⟧ / ⟦PERSON|周凯⟧   窗口：⟪date|12月6日⟫ 00:00-04:00
1. 全量备份：
   `mysqldump -h ⟦IP_ADDRESS|10.8.12.5⟧ -u backup -p'⟦PASSWORD|Bk_2026!uc⟧' --single-transaction user_center > uc_⟪date|20261206⟫.sql`
2. DTS 同步，源连接串：
   `mysql://dts_user:⟦SECRET|Dt5#Sync88x⟧@⟦IP_ADDRESS|10.8.12.5⟧:⟪port|3306⟫/user_center`
3. 校验行数（users 表约 ⟪count|1,284,330⟫ 行）
4. 切换 DNS ⟪hostname|uc-db.internal⟫ → 新实例
Rollback：联系 DBA ⟦PERSON|老孙⟧ ⟦PHONE|186 0217 5539⟧
"""))

A(("backup_cron_shell_history", """
  501  ssh ⟦PERSON|ops_lihua⟧@⟦IP_ADDRESS|192.168.31.20⟧
  502  sudo -u postgres pg_dump crm > /backup/crm_$(date +%F).sql
  503  export PGPASSWORD='⟦PASSWORD|Crm#bak0917⟧'
  504  aws s3 cp /backup/ s3://⟪bucket|acme-db-backup-cn⟫/ --recursive
  505  export AWS_ACCESS_KEY_ID=⟦APIKEY|$aws1⟧
  506  export AWS_SECRET_ACCESS_KEY=⟦SECRET|$awssec1⟧
  507  ls -lh /home/⟦PERSON|lihua⟧/backup_logs
  508  history -c
"""))

A(("wechat_group_rental_mixed", """
⟦PERSON|Emily⟧：Hi all, 我下个月搬走，⟪place|静安⟫这间 room 转租，⟦AMOUNT|4800⟧/月 包物业，押金我这边⟦AMOUNT|4800⟧直接转给下一个人就行
⟦PERSON|Jason 王⟧：地址发一下？
⟦PERSON|Emily⟧：⟦ADDRESS|上海市静安区昌平路990号3号楼1204室⟧，随时可以看房，加我微信或打 ⟦PHONE|+86 136 8195 2270⟧
⟦PERSON|Jason 王⟧：👍 周末去看
"""))

A(("cross_border_payment_chargeback_email", """
Subject: 拒付通知 Chargeback notice – Order ⟪order_ref|SH-20261103-7781⟫

Hi ⟦PERSON|Liu Mei⟧,

We received a chargeback from the cardholder's bank for ⟦AMOUNT|USD 389.00⟧. The cardholder ⟦PERSON|Derek Walsh⟧ claims the item (⟪product_code|SKU LM-2209-BLK⟫) was not received. Tracking ⟪tracking_number|YT2230441985521⟫ shows delivered on ⟪date|Nov 12⟫.

请在 ⟪date|12月8日⟫ 前上传签收证明。逾期将自动扣除 ⟦AMOUNT|USD 389.00⟧ 及 chargeback fee ⟪price|USD 15⟫。

⟪org_name|PingPong⟫ Risk Team
⟦EMAIL|risk@pingpongx.example⟧
"""))

A(("gig_platform_payout_telegram", """
⟪org_name|TaskNest⟫ Bot: 💸 Payout sent!
Freelancer: ⟦PERSON|Nguyen Thi Lan⟧
Amount: ⟦AMOUNT|¥3,260.00⟧ → Alipay 账户 ⟦PHONE|+86 188 2216 7054⟧
Project: 小程序 UI 设计 ⟪contract_ref|#TN-44102⟫
Platform fee (⟪percent|8%⟫) already deducted.
bot token for this channel (DO NOT SHARE): ⟦APIKEY|$tg1⟧
"""))

A(("hr_onboarding_form_mixed", """
New Hire Onboarding 入职信息表
Name 姓名: ⟦PERSON|Anna Schmidt⟧ / ⟦PERSON|施安娜⟧
Nationality 国籍: German    Passport 护照号: ⟦PASSPORT|C4J7M29LX⟧
Work permit 工作许可: ⟪permit_ref|Z-SH-2026-044810⟫
Date of birth 出生日期: ⟦DATE_OF_BIRTH|1990-08-23⟧
Address in China 住址: ⟦ADDRESS|上海市长宁区仙霞路319号18楼B座⟧
Bank 工资卡: ⟪org_name|HSBC China⟫ ⟦CARD|$cup2⟧; salary for December pro-rata ⟦AMOUNT|RMB 28,400⟧
Emergency contact 紧急联系人: ⟦PERSON|Markus Schmidt⟧ (husband) ⟦PHONE|+49 1512 3345678⟧
Start date 入职日期: ⟪date|2026-12-14⟫
"""))

A(("cruise_shore_excursion_whatsapp", """
⟦PERSON|Grace⟧: 妈，船票确认了，⟪org_name|Royal Caribbean⟫ Spectrum of the Seas, ⟪date|1月18日⟫从⟪place|上海吴淞口⟫出发
⟦PERSON|Grace⟧: 你护照号我填的是 ⟦PASSPORT|EF2871036⟧，没错吧？
妈妈: 对的。多少钱啊
⟦PERSON|Grace⟧: 两个人一共 ⟦AMOUNT|¥13,980⟧，我刷的卡，你别管了
⟦PERSON|Grace⟧: cabin ⟪cabin_number|9316⟫, muster station ⟪seat_number|C⟫
"""))

A(("camping_booking_confirmation_mixed", """
⟪org_name|山野营地 Wildpine Camp⟫ 预订确认 Booking ⟪booking_ref|WP-1207-A3⟫
Guest: ⟦PERSON|Chen Jiaqi⟧ 陈佳琪 ⟦PHONE|158 0211 6647⟧
Site: 湖景帐篷位 ⟪site_number|L-12⟫, ⟪date|12月19日⟫-⟪date|21日⟫ (2 nights)
Paid: ⟦AMOUNT|¥1,176⟧ (含早餐)
Gate code 大门密码: ⟦PASSWORD|4719#⟧, 22:00 后请安静
营地地址：⟦ADDRESS|浙江省杭州市临安区天目山镇月亮桥村88号⟧
"""))

A(("special_needs_teams_message", """
Ms ⟦PERSON|Harper⟧ (SENCO): Hi ⟦PERSON|王老师⟧, quick update on ⟦PERSON|Leo Wang⟧ 王乐 in Year 3 — the OT report confirms ⟦MEDICAL|dyspraxia⟧ and he'll start using a ⟦MEDICAL|writing slope⟧ from Monday.
⟦PERSON|王老师⟧: 收到 thanks! 他妈妈也说在家吃 ⟦MEDICAL|melatonin 2mg⟧ 帮助睡眠，需要记录在 care plan 里吗？
Ms ⟦PERSON|Harper⟧ (SENCO): Yes please add it. Next review ⟪date|22 Jan⟫.
"""))

A(("sports_lottery_wecom_mixed", """
⟪org_name|体彩⟫站点群 · 兑奖提醒
⟦PERSON|老刘⟧ 你那张 ⟪ticket_ref|大乐透 26138 期⟫ 中了三等奖，奖金 ⟦AMOUNT|¥6,521⟧，超过 ⟪threshold|¥10,000⟫ 才要去市中心兑，你直接来站点拿就行
⟦PERSON|老刘⟧: 好嘞 明天上午过去 带身份证吗
站长⟦PERSON|小邓⟧: 带上，还有彩票原件 ⟪serial_number|03-261380-11427-88⟫
"""))

A(("apache_log_mixed_cn", """
⟦IP_ADDRESS|113.87.214.66⟧ - ⟦PERSON|zhaolei⟧ [01/Dec/2026:10:22:14 +0800] "POST /admin/login.php HTTP/1.1" 302 - "https://shop.example.cn/admin/" "Mozilla/5.0"
⟦IP_ADDRESS|113.87.214.66⟧ - ⟦PERSON|zhaolei⟧ [01/Dec/2026:10:22:15 +0800] "GET /admin/orders?export=csv&token=⟦SECRET|$tok1⟧ HTTP/1.1" 200 88213 "-" "Mozilla/5.0"
⟪doc_ip|198.51.100.23⟫ - - [01/Dec/2026:10:22:19 +0800] "GET /robots.txt HTTP/1.1" 200 68 "-" "Baiduspider/2.0"
"""))

A(("github_actions_leak_postmortem", """
### Incident INC-2291: GitHub PAT 泄露
Detected by secret scanning at ⟪timestamp|2026-11-21 16:04 UTC⟫ in repo ⟪repo_name|acme/mobile-app⟫, file `scripts/release.sh`:
```
git clone https://⟦PERSON|xiaoming-dev⟧:⟦APIKEY|$ghp1⟧@github.com/acme/mobile-app.git
```
提交者：⟦PERSON|Xiaoming Liu⟧ 刘小明 (⟦EMAIL|xiaoming.liu@acme-mobile.com⟧)
Token scope: repo, workflow. Revoked at 16:11 by ⟦PERSON|Priya Nair⟧.
Audit log: no clones from unknown IPs except ⟦IP_ADDRESS|45.83.64.12⟧ (confirmed: ⟦PERSON|Xiaoming⟧'s home broadband).
Follow-up: 所有 release 脚本改用 OIDC；⟪ticket_ref|SEC-418⟫.
"""))

A(("k8s_secret_yaml_review", """
# code review comment by ⟦PERSON|Wang Jun⟧ on PR ⟪pr_number|#1287⟫: 这个文件不能提交！
apiVersion: v1
kind: Secret
metadata:
  name: notify-secrets
  namespace: ⟪namespace|prod-cn⟫
type: Opaque
stringData:
  DINGTALK_WEBHOOK: "⟦SECRET|$dinghook1⟧"
  OPENAI_API_KEY: "⟦APIKEY|$oai1⟧"
  REDIS_URL: "redis://:⟦SECRET|R3dis!prod77⟧@⟦IP_ADDRESS|10.96.44.18⟧:⟪port|6379⟫/0"
"""))

A(("feishu_bot_alert_mixed", """
[飞书机器人] 🔴 P1 告警 ⟪alert_id|ALRT-55120⟫
服务：order-service  集群：⟪cluster|ack-prod-hz⟫
错误：Too many connections (max_connections=⟪threshold|2000⟫)
Pod IP：⟦IP_ADDRESS|172.20.9.143⟧  节点：⟪hostname|cn-hangzhou.i-bp1c3x⟫
值班：@⟦PERSON|Zhao Min⟧ ⟦PHONE|139 0571 8842⟧
Webhook: ⟦SECRET|$feishuhook1⟧
"""))

A(("wecom_hr_dispatch_contract_mixed", """
Hi Mr ⟦PERSON|Lee⟧，劳务派遣合同已发您邮箱 ⟦EMAIL|jameslee.hk@gmail.com⟧，请核对：
- 姓名 Name: ⟦PERSON|李志明⟧ ⟦PERSON|LEE Chi Ming⟧
- HKID: ⟦NATIONAL_ID|$hkid1⟧
- 派遣单位：⟪org_name|深圳前海智汇科技⟫
- 月薪 Monthly salary: ⟦AMOUNT|HK$38,000⟧ (paid in RMB at monthly rate)
- 试用期 Probation: ⟪duration|3 months⟫
签好后请拍照发回。Thanks! — HR ⟦PERSON|Cindy⟧
"""))

A(("taiwan_matchmaking_line_chat", """
⟦PERSON|Vivian⟧: 嗨～我是上次 speed dating 的 ⟦PERSON|Vivian⟧ 😊
⟦PERSON|阿哲⟧: Hi ⟦PERSON|Vivian⟧! 我记得你，你在做 UX 对吧
⟦PERSON|Vivian⟧: 对～ 主办单位要我们补资料才能退 deposit ⟦AMOUNT|NT$1,500⟧，你有收到信吗？要填身分證 ⟦NATIONAL_ID|$twid1⟧ 这种，我觉得怪怪的
⟦PERSON|阿哲⟧: 有收到，我没填。先打给他们确认 ⟦PHONE|02-2718-5523⟧
"""))

A(("singapore_gig_payout_email", """
Subject: Payout hold – please verify your NRIC

Hi ⟦PERSON|Tan Wei Ling⟧ 陈慧玲,

Your ⟪org_name|GrabGig⟫ earnings of ⟦AMOUNT|S$1,284.60⟧ for ⟪date|Nov 2026⟫ are on hold because the NRIC on file (⟦NATIONAL_ID|$nric1⟧) does not match your bank account name. Please reply with a screenshot from your DBS app. 如有疑问请致电 ⟦PHONE|+65 6555 0192⟧.

GrabGig Partner Support
"""))

A(("payment_gateway_config_toml", """
# config/payments.toml  (owner: ⟦PERSON|huangqi⟧)
[alipay]
app_id = "⟪app_id|2021004118623351⟫"
gateway = "https://openapi.alipay.com/gateway.do"
private_key = \"\"\"⟦SECRET|$pem2⟧\"\"\"

[stripe]
secret_key = "⟦APIKEY|$sklive2⟧"
webhook_secret = "⟦SECRET|$whsec2⟧"

[limits]
max_single_refund_cny = ⟪threshold|50000⟫
"""))

A(("ticket_scalper_report_mixed", """
演唱会黄牛举报 Report ⟪case_ref|TR-20261130-77⟫
举报人：⟦PERSON|Kelly Fang⟧ ⟦PHONE|+86 185 1266 3071⟧
被举报账号：微信号 ticketking_sh（卖家自称⟦PERSON|阿杰⟧）
票面：⟪event|周杰伦嘉年华上海站⟫ 内场 ⟪seat_number|A区12排8座⟫，票面价⟪price|¥1,855⟫，对方收我⟦AMOUNT|¥6,800⟧
付款截图 transaction id ⟪transaction_id|4200002311202611308812⟫
"""))

A(("veteran_overseas_pension_email", """
Dear Mr ⟦PERSON|Yeung⟧ / 杨先生,

Your ⟪org_name|Veterans UK⟫ war pension will be paid into your Hong Kong account from ⟪date|January 2027⟫. Please confirm:
• Service number: ⟪service_number|24718803⟫ (Gurkha Engineers)
• Date of birth: ⟦DATE_OF_BIRTH|15 July 1949⟧
• Condition assessed: ⟦MEDICAL|noise-induced hearing loss⟧ at ⟪percent|20%⟫
• Monthly amount: ⟦AMOUNT|£312.80⟧
Reply to ⟦EMAIL|pensions.overseas@veterans-uk.example⟧.
"""))

A(("slack_db_restore_mixed", """
@⟦PERSON|sun.yue⟧ 14:02 恢复完成 ✅ 从 ⟪date|11-29⟫ 的快照恢复了 orders 表，丢失窗口约 ⟪duration|7 min⟫
@⟦PERSON|ben.harris⟧ 14:03 nice. which snapshot id?
@⟦PERSON|sun.yue⟧ 14:03 ⟪snapshot_id|rds:orders-prod-2026-11-29-03-00⟫，连接串在 1Password，不要再贴到这里了：上次 ⟦PERSON|Ben⟧ 你贴的 `postgres://admin:⟦SECRET|Pg-Or4ers#2026⟧@⟦IP_ADDRESS|10.12.0.7⟧:5432/orders` 已经改密码了
@⟦PERSON|ben.harris⟧ 14:04 🙈 my bad
"""))

A(("gig_cleaner_booking_mixed", """
Booking ⟪booking_ref|HC-90214⟫ · 家政保洁 Home cleaning
Customer: Ms ⟦PERSON|Olivia Grant⟧, ⟦ADDRESS|北京市朝阳区建国门外大街甲6号SK大厦公寓1803⟧
Cleaner: 阿姨 ⟦PERSON|刘秀珍⟧ (rating ⟪rating|4.9⟫)
Time: ⟪date|12月6日⟫ 14:00-17:00
Door code 门锁密码: ⟦PASSWORD|270419⟧ — customer travelling, please lock after.
Charged: ⟦AMOUNT|¥285⟧ (3h × ⟪price|¥95/h⟫)
"""))

A(("insurance_claim_email_mixed", """
Hi ⟦PERSON|Jennifer⟧,

关于您在泰国就医的理赔（claim no. ⟪case_ref|TRV-26-0088142⟫）：
- Diagnosis: ⟦MEDICAL|dengue fever⟧, hospitalised at ⟪org_name|Bangkok Hospital Phuket⟫ for 4 nights
- Invoice total: ⟦AMOUNT|THB 96,420⟧
- Approved: ⟦AMOUNT|CNY 18,730.55⟧（扣除免赔额 ⟪price|CNY 500⟫）
款项将汇至 ⟦IBAN|$iban_ch1⟧（您提供的瑞士账户）。

Best,
⟦PERSON|Rachel Qin⟧ 秦蕊 | Claims Team
"""))

A(("property_mgmt_parking_mixed", """
📢 ⟪org_name|Park Avenue 物业⟫ Notice
Dear residents, 地下车库 B2 ⟪date|12/10⟫ 起进行 EV charger 安装。
Owners of spaces ⟪parking_space|B2-117⟫ to ⟪parking_space|B2-140⟫ please move vehicles. 
Questions → 物业前台 ⟦PHONE|021-5878 3300⟧ or ⟦EMAIL|service@parkavenue-pm.cn⟧
车位管理费 remains ⟪price|¥300/月⟫.
"""))

A(("chargeback_dispute_wechat_mixed", """
⟦PERSON|Lily⟧: 我信用卡被盗刷了一笔 ⟦AMOUNT|$1,249.99⟧，merchant 是 ⟪org_name|BESTBUY.COM⟫，我人在上海根本没买
客服⟦PERSON|小陈⟧: 您好，请提供卡号后四位
⟦PERSON|Lily⟧: ⟪id_tail|0093⟫
客服⟦PERSON|小陈⟧: 已为您提交争议 dispute ⟪case_ref|DSP-88401⟫，临时贷记 ⟦AMOUNT|$1,249.99⟧ 会在 ⟪duration|3个工作日⟫ 内到账
"""))

A(("ielts_scholarship_form_mixed", """
Scholarship Application · 留学奖学金申请表
Applicant: ⟦PERSON|Zhou Yiran⟧ 周怡然
Passport No.: ⟦PASSPORT|EJ7723190⟧
DOB: ⟦DATE_OF_BIRTH|2004-09-03⟧
IELTS: ⟪score|7.5⟫ (L8.0 R8.5 W6.5 S7.0)
Family annual income 家庭年收入: ⟦AMOUNT|约25万元⟧
Requested: full tuition waiver (⟪price|£29,750⟫ p.a.)
Referee: Prof. ⟦PERSON|Li Hong⟧ ⟦EMAIL|lihong@fudan.edu.cn⟧
"""))

A(("aws_cn_cli_config_mixed", """
# ~/.aws/credentials on ⟦PERSON|gaojie⟧'s laptop (截图 OCR)
[default]
aws_access_key_id = ⟦APIKEY|$aws2⟧
aws_secret_access_key = ⟦SECRET|$awssec2⟧
region = ⟪region|cn-northwest-1⟫

[profile legacy]
# ⟦PERSON|高杰⟧ 说这个已经废弃了
aws_access_key_id = ⟦APIKEY|$aws3⟧
aws_secret_access_key = ⟦SECRET|$awssec3⟧
"""))

A(("optical_order_mixed", """
Order ⟪order_ref|#OP-77102⟫ 配镜单
Customer: ⟦PERSON|Sean O'Brien⟧ 手机 ⟦PHONE|+86 131 2288 4710⟧
Rx: OD -2.00/-1.25×90, OS -1.75/-1.00×85, PD ⟪measure|63mm⟫
Note: ⟦MEDICAL|keratoconus⟧ early stage (left) — 建议配 ⟦MEDICAL|RGP 硬性角膜接触镜⟧
Frame ⟪product_code|Ray-Ban RX5154⟫, paid ⟦AMOUNT|¥2,340⟧
"""))

A(("labour_dispatch_telegram_mixed", """
⟦PERSON|Andy⟧ (agent): Bro 下个月马来西亚工厂派遣 3 个月，月薪 ⟦AMOUNT|RM 3,800⟧ 包吃住，你去不去
⟦PERSON|Kai⟧: 去啊，要什么资料
⟦PERSON|Andy⟧ (agent): 护照 passport 首页拍照发我，还有体检报告
⟦PERSON|Kai⟧: 护照号 ⟦PASSPORT|EG5510382⟧，体检说我 ⟦MEDICAL|血压偏高⟧ 有问题吗
⟦PERSON|Andy⟧ (agent): 没事 不影响
"""))

A(("changelog_mixed", """
## ⟪version|v5.2.0⟫ (⟪date|2026-12-01⟫)
- 新增：支持 PostgreSQL 17 逻辑复制
- Fix: `--dry-run` no longer writes checkpoints (⟪issue_ref|#4412⟫)
- 性能：批量写入吞吐提升约 ⟪percent|18%⟫
- Deprecated: `--legacy-auth` flag, removal planned for ⟪version|v6.0⟫
Checksum: sha256 ⟪hash|$sha1⟫
"""))

A(("france_expat_onboarding_mixed", """
入职资料 Onboarding – ⟪org_name|Lumière Tech Shanghai⟫
Nom / 姓名: ⟦PERSON|Camille Dubois⟧ 杜嘉美
IBAN (France, for expense reimbursements): ⟦IBAN|$iban_fr1⟧
Passport: ⟦PASSPORT|18AV44210⟧
DOB 出生日期: ⟦DATE_OF_BIRTH|1992-11-07⟧
居住地址: ⟦ADDRESS|上海市静安区南京西路1266号恒隆广场2座3201⟧
Relocation allowance 安家费: ⟦AMOUNT|€6,000⟧
"""))

A(("github_pat_wechat_mixed", """
⟦PERSON|Leo⟧: 老板让我把 repo 权限给外包，我直接把我的 token 发他了 ⟦APIKEY|$ghp2⟧ 这样可以吗
⟦PERSON|陶姐⟧: ？？？不行！马上去 Settings > Developer settings 删掉
⟦PERSON|Leo⟧: 好吧… 那怎么给
⟦PERSON|陶姐⟧: 在 org 里加 outside collaborator，他的 GitHub id 是 ⟪user_id|8842013⟫ 就行
"""))

A(("hk_insurance_claim_mixed", """
Claim Form 索偿表格 – Medical (⟪org_name|AXA Hong Kong⟫)
Insured 受保人: ⟦PERSON|CHAN Siu Ming⟧ 陳小明
HKID: ⟦NATIONAL_ID|$hkid2⟧
Date of birth: ⟦DATE_OF_BIRTH|08/06/1981⟧
Diagnosis 診斷: ⟦MEDICAL|Acute gastroenteritis⟧; treatment at ⟪org_name|Queen Mary Hospital⟫ A&E
Amount claimed 索償金額: ⟦AMOUNT|HK$4,870⟧
Payee bank a/c: see attached (⟪org_name|HSBC⟫)
Contact: ⟦PHONE|+852 9555 2184⟧
"""))

A(("swedish_relocation_email_mixed", """
Hej ⟦PERSON|Linnea⟧,

关于你下月来深圳的工作签证：我们需要你的 personnummer ⟦NATIONAL_ID|$pnr2⟧ 和护照号 ⟦PASSPORT|92714508⟧ 来填 Z 签申请表。体检请去 ⟪org_name|深圳国际旅行卫生保健中心⟫，费用 ⟪price|¥466⟫ 公司报销。

Tack! ⟦PERSON|Ella Huang⟧ 黄艺, HR
⟦EMAIL|ella.huang@nordbright.cn⟧
"""))

A(("lottery_overseas_scam_sms_mixed", """
【Intl Lottery】Congratulations ⟦PERSON|WANG LI⟧! 您的手机号 ⟦PHONE|+86 139 1027 6635⟧ 在 ⟪org_name|Euro Millions⟫ 抽奖中获得 USD 850,000。请支付手续费 ⟪price|USD 299⟫ 至 ⟪wallet_address|$eth1⟫ 领取。Claim code ⟪otp_code|EM-77120⟫
"""))

A(("italy_study_loan_mixed", """
Ciao ⟦PERSON|Giulia⟧！你在米兰的助学贷款 prestito d'onore 已经批下来了：⟦AMOUNT|€15,000⟧，利率 ⟪percent|2.9%⟫。放款账户 ⟦IBAN|$iban_it1⟧ 对吗？请在 ⟪date|12月12日⟫ 前把 codice fiscale 和护照 ⟦PASSPORT|YA4419082⟧ 扫描件发给 ⟦PERSON|Marco Rinaldi⟧ (⟦EMAIL|m.rinaldi@unimi-finance.example⟧)。
"""))

A(("hf_token_feishu_mixed", """
⟦PERSON|邱博⟧: 训练脚本里的 HF token 谁的？⟦APIKEY|$hf2⟧ 已经被 push 到公开 repo 了
⟦PERSON|Nina Zhou⟧: 是我的 sorry！刚 revoke 了，model card 里也删了
⟦PERSON|邱博⟧: OK. 以后用 `huggingface-cli login`，别写死。W&B key 也查一下 ⟦APIKEY|$dd2⟧ 这个是不是也在里面
"""))
