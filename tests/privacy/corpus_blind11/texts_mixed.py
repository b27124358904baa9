# Mixed Chinese/English texts for corpus_blind11, written by hand one at a time.
# ⟦TYPE|value⟧ = span to detect, ⟪kind|value⟫ = decoy, $name = values.VALUES[name].
TEXTS = []
T = TEXTS.append

T(("slack_chat_mixed", r"""
#ai-platform
⟦PERSON|Kevin Zhou⟧  10:02  谁把 OpenAI key 贴在 Confluence 上了？⟦APIKEY|$openai_2⟧ 这个已经被自动 revoke 了
⟦PERSON|陈思远⟧  10:04  我的锅 😭 昨天写 onboarding 文档的时候 copy 错了
⟦PERSON|Kevin Zhou⟧  10:05  ok 以后统一走 vault，路径 ⟪file_path|secret/ai/openai⟫。Claude 的 key 也顺便轮换: ⟦APIKEY|$anthropic_2⟧
⟦PERSON|陈思远⟧  10:06  收到，今天下班前搞定。这个月 API 费用已经 ⟪budget|$3,420⟫ 了
"""))

T(("feishu_chat_procurement", r"""
【飞书】海外采购群
⟦PERSON|王丽莎⟧ (⟦PERSON|Lisa⟧) 14:20
荷兰供应商 ⟪org_name|Van Dijk Flowers B.V.⟫ 的首付款今天要付，账户信息：
IBAN: ⟦IBAN|$iban_nl1⟧   BIC: ⟪bic|INGBNL2A⟫
Amount: ⟪price|EUR 8,400⟫ (30% deposit, PO ⟪order_id|PO-2025-1187⟫)
财务⟦PERSON|老周⟧ 14:25
收到，联系人电话给我一下，银行可能要核实
⟦PERSON|王丽莎⟧ (⟦PERSON|Lisa⟧) 14:26
⟦PERSON|Pieter⟧ 的手机 ⟦PHONE|+31 6 48213907⟧，邮箱 ⟦EMAIL|pieter@vandijkflowers.nl⟧
"""))

T(("study_abroad_checklist", r"""
UCAS 留学申请材料清单 — ⟦PERSON|Zhang Yutong⟧（⟦PERSON|张雨桐⟧）
Personal details
- Name as in passport: ⟦PERSON|ZHANG YUTONG⟧
- Date of birth: ⟦DATE_OF_BIRTH|2006-05-21⟧
- Passport No.: ⟦PASSPORT|EK2093841⟧ (expires ⟪date|2034-08-01⟫)
- Email: ⟦EMAIL|yutong.zhang2006@qq.com⟧    Phone: ⟦PHONE|+86 139 1027 5543⟧
- Home address: ⟦ADDRESS|上海市长宁区虹桥路1665号虹桥公寓5号楼1202室⟧
成绩: IELTS ⟪score|7.5⟫ (L8 R8 W6.5 S7)
备注: 申请费 ⟪price|£28.50⟫ 已用妈妈的卡付，卡尾号 ⟪id_tail|6044⟫。中介顾问: ⟦PERSON|Grace 刘⟧
"""))

T(("crossborder_order", r"""
Shopify order #⟪order_id|SZ-10482⟫ — 发货提醒
Customer: ⟦PERSON|Megan O'Brien⟧ <⟦EMAIL|megobrien@icloud.com⟧>
Ship to: ⟦ADDRESS|1742 Sycamore Dr, Fort Collins, CO 80521, United States⟧
Phone: ⟦PHONE|(970) 555-0133⟧
Items: LED 化妆镜 ×2 @ ⟪price|$39.99⟫; note: "gift wrap please, it's for my mom's birthday"
Paid: ⟦AMOUNT|$86.38⟧ via Shopify Payments (⟪masked_card|Visa •••• 7719⟫)
仓库备注: 顺丰国际 ⟪tracking_number|SF6041188273645⟫，⟦PERSON|阿俊⟧负责打包
"""))

T(("amazon_payout_change", r"""
亚马逊欧洲站回款账户变更 — Seller Central notice
Seller: ⟪org_name|Shenzhen Lumio Tech Co., Ltd.⟫    Merchant token: ⟪app_id|A2K8XQ3M7TZP1R⟫
新收款账户 (virtual account):
  Account name: ⟦PERSON|LIN HAOYU⟧
  IBAN: ⟦IBAN|$iban_be1⟧    BIC: ⟪bic|TRWIBEB1XXX⟫
VAT (DE): ⟪vat_no|DE328817744⟫
法人: ⟦PERSON|林浩宇⟧   手机 ⟦PHONE|13760218845⟧
两步验证码已发送: ⟪otp_code|771 903⟫
"""))

T(("wechat_chat_sydney", r"""
【微信】
⟦PERSON|Amy⟧: 我到悉尼了！新电话 ⟦PHONE|0491 570 006⟧
⟦PERSON|小雪⟧: 欢迎！住哪儿呀
⟦PERSON|Amy⟧: ⟦ADDRESS|Unit 12, 8 Bourke St, Surry Hills NSW 2010⟧，周末来玩～ rent 一周 ⟦AMOUNT|$720⟧ 好贵 😭
⟦PERSON|小雪⟧: 正常啦，离 ⟪place|Central Station⟫ 近就值。Medicare 卡要等 ⟪duration|6周⟫
⟦PERSON|Amy⟧: 对了我的 ⟦MEDICAL|hay fever⟧ 又犯了，在吃 ⟦MEDICAL|Telfast 180mg⟧，⟪org_name|Chemist Warehouse⟫ 打折 ⟪price|$12.99⟫
"""))

T(("k8s_deployment_mixed", r"""
# deployment.yaml —— 注意：token 不要写死，下次 review 要打回（@⟦PERSON|liu-haoran⟧）
apiVersion: apps/v1
kind: Deployment
metadata:
  name: sync-worker
spec:
  replicas: ⟪number|3⟫
  template:
    spec:
      containers:
        - name: worker
          image: ghcr.io/pinecone-labs/sync-worker:⟪version|0.12.4⟫
          env:
            - name: GITHUB_TOKEN   # 临时 PAT，⟪date|12月底⟫过期
              value: "⟦APIKEY|$gh_fine_1⟧"
            - name: SENTRY_DSN
              value: "⟦APIKEY|$sentry_dsn_2⟧"
            - name: DB_HOST
              value: "⟦IP_ADDRESS|10.96.14.220⟧"
"""))

T(("env_file_mixed", r"""
# === 本地开发 .env（⟦PERSON|Jason 孙⟧ 的机器）===
HF_TOKEN=⟦APIKEY|$hf_2⟧
PYPI_TOKEN=⟦APIKEY|$pypi_1⟧   # 发包用，scope 仅 ⟪package|lumio-sdk⟫
NEW_RELIC_API_KEY=⟦APIKEY|$newrelic_1⟧
GRAFANA_SA_TOKEN=⟦APIKEY|$grafana_1⟧
TOTP_SEED=⟦SECRET|$totp_1⟧   # 测试账号的 2FA 种子
API_BASE=http://⟪doc_ip|127.0.0.1⟫:⟪port|8000⟫
DEBUG=true
"""))

T(("email_payroll_korea", r"""
Subject: [薪资] 首尔分公司新员工 payroll setup
Hi ⟦PERSON|Minji⟧,

请帮 ⟦PERSON|Park Ji-woo⟧（⟦PERSON|朴智雨⟧）完成 payroll 登记：
- RRN (주민등록번호): ⟦NATIONAL_ID|$nid_kr1⟧
- DOB: ⟦DATE_OF_BIRTH|1994-08-22⟧
- Address: ⟦ADDRESS|서울특별시 마포구 월드컵북로 396, 1203호⟧
- Monthly salary: ⟦AMOUNT|KRW 4,800,000⟧
- Bank: ⟪org_name|KB국민은행⟫ ⟪masked_account|****-**-****-771⟫
入职日期 ⟪date|2026-01-05⟫，谢谢！

⟦PERSON|Vivian Lee⟧ | HR Shanghai
"""))

T(("hr_memo_japan", r"""
[日本分公司 HR 备忘] My Number 收集
员工: ⟦PERSON|佐藤美咲⟧ (⟦PERSON|Misaki Sato⟧), joined ⟪date|2025-10-01⟫
個人番号 / My Number: ⟦NATIONAL_ID|$nid_jp1⟧
住所 Address: ⟦ADDRESS|〒150-0001 東京都渋谷区神宮前4-12-10-502⟧
扶养家族: none；年薪 ⟦AMOUNT|¥6,200,000⟧
⚠️ My Number 只能存在 ⟪system|SmartHR⟫ 里，不要发邮件。负责人: ⟦PERSON|小野⟧
"""))

T(("sg_ep_checklist", r"""
新加坡 EP 员工入职 checklist
Name: ⟦PERSON|HUANG ZIHAN⟧ (⟦PERSON|黄梓涵⟧)
FIN: ⟦NATIONAL_ID|$nid_sg3⟧   (Employment Pass, 有效至 ⟪date|2027-03-31⟫)
Passport: ⟦PASSPORT|EH8830271⟧
Address: ⟦ADDRESS|Blk 262 Toh Guan Rd, #08-41, Singapore 600262⟧
Salary: ⟦AMOUNT|SGD 8,500⟧/month (EP 持有人不缴 CPF)
Emergency contact: ⟦PERSON|黄建国⟧ (father) ⟦PHONE|+86 138 0571 2246⟧
"""))

T(("bank_kyc_hk", r"""
⟪org_name|恒昌銀行⟫ — 開戶資料核對 (internal)
Customer: ⟦PERSON|LEUNG Wing Sze⟧ ⟦PERSON|梁詠詩⟧
HKID: ⟦NATIONAL_ID|$nid_hk2⟧
DOB: ⟦DATE_OF_BIRTH|1988-11-03⟧
Address: ⟦ADDRESS|香港北角英皇道500號港運城2座18樓F室⟧
Mobile: ⟦PHONE|9481 2276⟧
Debit card issued: ⟦CARD|$card_visa6⟧  exp ⟪card_expiry|12/29⟫  CVV ⟦CVV|531⟧（客戶要求電話告知，已拒絕）
Initial deposit: ⟦AMOUNT|HKD 50,000⟧
"""))

T(("phishing_forensics", r"""
From: ⟦PHONE|+852 5128 0937⟧
【DHL】您的包裹因地址不全无法派送，请在24小时内支付 ⟪price|HK$18⟫ 重新派送费: ⟪url|dhl-hk-redelivery.top/pay⟫
---- 用户在钓鱼页面提交的内容（安全团队取证 OCR）----
Name: ⟦PERSON|Tsang Ho Yin⟧
Card: ⟦CARD|$card_mc3⟧   Exp: ⟪card_expiry|03/27⟫   CVV: ⟦CVV|447⟧
Address: ⟦ADDRESS|新界沙田第一城27座12樓C室⟧
提交时间 ⟪timestamp|2025-12-10 19:22:08⟫, IP ⟦IP_ADDRESS|112.118.45.201⟧
"""))

T(("payment_support_chat", r"""
[Live chat] ⟪org_name|Trip.com⟫ 客服
Customer (⟦PERSON|Ethan 吴⟧): 付款一直失败 payment failed 3 times!!
Agent ⟦PERSON|Vicky⟧: 您好，请问是哪张卡？为了您的安全请不要发送完整卡号
Customer: ⟦CARD|$card_jcb1⟧ 有效期 ⟪card_expiry|08/28⟫ 安全码 ⟦CVV|806⟧
Agent ⟦PERSON|Vicky⟧: 已为您屏蔽卡号。系统显示发卡行拒绝 (code ⟪error_code|05⟫)，建议联系发卡行。订单 ⟪order_id|1128837465012⟫ 保留至 ⟪timestamp|12-13 23:59⟫。
"""))

T(("clinic_note_mixed", r"""
⟪org_name|和睦家医院⟫ United Family — Clinic Note   Visit ⟪visit_no|V25-120931⟫
Patient: ⟦PERSON|Sophie Laurent⟧ (⟦PERSON|苏菲⟧)   DOB ⟦DATE_OF_BIRTH|1991-02-17⟧
CC: ⟦MEDICAL|fever and sore throat⟧ x3 days，⟦MEDICAL|咽痛明显⟧
Dx: ⟦MEDICAL|acute tonsillitis⟧
Rx: ⟦MEDICAL|Amoxicillin 500mg TID x7d⟧; ⟦MEDICAL|布洛芬 400mg prn⟧
Allergy: ⟦MEDICAL|sulfa drugs⟧
Insurance: ⟪org_name|Cigna Global⟫ direct billing, copay ⟦AMOUNT|RMB 200⟧
Physician: Dr. ⟦PERSON|Wang Lei⟧
"""))

T(("daigou_chat", r"""
【微信】代购 ⟦PERSON|Cindy⟧
⟦PERSON|Cindy⟧: 亲，你要的 ⟪product|Swisse 钙片⟫ 和 ⟪product|Blackmores fish oil⟫ 都到了，一共 ⟦AMOUNT|¥568⟧
我: 好的，我妈 ⟦MEDICAL|osteoporosis⟧ 医生说要补钙。能帮带 ⟦MEDICAL|Lipitor 20mg⟧ 吗？我爸 ⟦MEDICAL|高血脂⟧
⟦PERSON|Cindy⟧: 处方药带不了哦亲～ 寄到 ⟦ADDRESS|浙江省温州市鹿城区五马街道解放北路23号⟧ 对吧？收件人 ⟦PERSON|叶海燕⟧ ⟦PHONE|13957780216⟧
"""))

T(("hk_medical_claim", r"""
⟪org_name|安盛 AXA⟫ — Medical Claim Form 醫療索償表
Insured member 受保人: ⟦PERSON|CHEUNG Tsz Kin⟧ ⟦PERSON|張子健⟧
Date of treatment 診症日期: ⟪date|2025-11-27⟫    Clinic: ⟪org_name|Quality HealthCare⟫ Central
Diagnosis 診斷: ⟦MEDICAL|gastroesophageal reflux disease (GERD)⟧; procedure ⟦MEDICAL|胃鏡檢查⟧
Amount claimed 索償金額: ⟦AMOUNT|HK$6,850⟧
Reimburse via FPS to mobile ⟦PHONE|9012 3388⟧
Policy no. ⟪policy_no|HKM-0098127⟫
"""))

T(("it_ticket_mixed", r"""
[⟪ticket_id|ITSD-4471⟫] VPN 登录不上 / cannot connect to VPN
Reporter: ⟦PERSON|Zoe 黄⟧ (⟦EMAIL|zoe.huang@pinecone-labs.io⟧)
Description: 从⟪date|周一⟫开始 GlobalProtect 一直报 auth failed。我的 AD 账号 ⟦PERSON|zhuang⟧，密码刚改过是 ⟦PASSWORD|Pinecone@1212⟧，是不是没同步？
Comment (IT - ⟦PERSON|Marco⟧): 请不要在工单里贴密码！！已帮你重置，临时密码见短信。Gateway ⟦IP_ADDRESS|47.242.18.90⟧ 正常，client 需要升级到 ⟪version|6.2.1⟫。
"""))

T(("gitlab_ci_mixed", r"""
$ echo "部署到 staging..."
部署到 staging...
$ export GITLAB_TOKEN=⟦APIKEY|$gitlab_pat_2⟧   # TODO 换成 CI variable
$ glab auth login --hostname gitlab.pinecone.cn --token $GITLAB_TOKEN
✓ Logged in to gitlab.pinecone.cn as ⟦PERSON|tony.ma⟧
$ ansible-playbook -i ⟦IP_ADDRESS|10.20.30.41⟧, deploy.yml -e "ansible_password=⟦PASSWORD|Ans!ble2025⟧"
PLAY RECAP: ok=⟪number|14⟫ changed=3 failed=0
Job succeeded (Pipeline #⟪build_number|88213⟫, triggered by ⟦PERSON|Tony 马⟧)
"""))

T(("terraform_mixed", r"""
# 腾讯云 COS 桶，用于日志归档。TODO: 改用 CAM role，别再用 AK/SK 了（⟦PERSON|Eric 徐⟧）
provider "tencentcloud" {
  secret_id  = "⟦APIKEY|$tencent_id_2⟧"
  secret_key = "⟦SECRET|$tencent_key_3⟧"
  region     = "⟪region|ap-shanghai⟫"
}

resource "tencentcloud_cos_bucket" "logs" {
  bucket = "⟪bucket|app-logs-1301847723⟫"
  acl    = "private"
}
"""))

T(("python_stripe_refund", r"""
# 退款脚本 refund.py —— 只在紧急情况下用！(⟦PERSON|Grace Lin⟧ 批准)
import stripe
stripe.api_key = "⟦APIKEY|$stripe_rk_1⟧"   # restricted key，只有 refunds 权限

def refund(charge_id, amount_cents):
    # e.g. refund("⟪charge_id|ch_3QK2mP2eZvKYlo2C1x7Qp9aB⟫", 4599)
    return stripe.Refund.create(charge=charge_id, amount=amount_cents)

# 客户 ⟦PERSON|Daniel Kim⟧ 要求退 ⟦AMOUNT|$45.99⟧，订单 ⟪order_id|LM-77120⟫
"""))

T(("js_integrations_mixed", r"""
// utils/integrations.js
// 注意：下面的 token 不是 sandbox，是 production！（⟦PERSON|阿峰⟧ 2025-12-01）
export const SQUARE_ACCESS_TOKEN = "⟦APIKEY|$square_at_1⟧";
export const SQUARE_APP_SECRET = "⟦SECRET|$square_secret_1⟧";
export const SQUARE_APP_ID = "⟪app_id|sq0idp-Xr7vQ2mLk9TzP4wB8nYcHa⟫";
export const LINEAR_KEY = "⟦APIKEY|$linear_1⟧"; // 同步 issue 到 Linear
export const RETRY = ⟪number|3⟫;
"""))

T(("docker_compose_mixed", r"""
# 监控栈 —— 内网部署，端口别对外开放
services:
  grafana:
    image: grafana/grafana:⟪version|11.3.0⟫
    environment:
      GF_SECURITY_ADMIN_USER: admin
      GF_SECURITY_ADMIN_PASSWORD: ⟦PASSWORD|Graf@na_Prod_88⟧   # ⟦PERSON|小胖⟧设的
      GF_SMTP_PASSWORD: ⟦PASSWORD|smtp-9Xk2!qL⟧
    ports: ["⟪port|3000⟫:3000"]
  alertmanager:
    image: prom/alertmanager:⟪version|v0.27.0⟫
    command: ["--web.external-url=http://⟦IP_ADDRESS|10.1.8.30⟧:9093"]
"""))

T(("bastion_audit_log", r"""
[JumpServer] ⟪timestamp|2025-12-12 02:13:44⟫ 用户 ⟦PERSON|chenjie⟧(⟦PERSON|陈杰⟧) 从 ⟦IP_ADDRESS|36.112.64.19⟧ 登录成功, MFA=otp
[JumpServer] 2025-12-12 02:14:02 ⟦PERSON|chenjie⟧ 连接资产 prod-db-01 (⟦IP_ADDRESS|10.8.0.11⟧) 协议 ssh 账号 root
[JumpServer] 2025-12-12 02:15:30 命令审计 risk=high: mysql -uroot -p'⟦PASSWORD|R00t#db2025⟧' -e "select name,phone from users limit 10"
[JumpServer] 2025-12-12 02:16:01 ⟦PERSON|chenjie⟧ 会话结束, 时长 ⟪duration|2m17s⟫, 录像 ⟪session_id|5d1f0c2a-8e3b-4b7a-9c61-2f0e4d8a7b33⟫
"""))

T(("resume_mixed", r"""
CURRICULUM VITAE
⟦PERSON|LIU Xinyi⟧ ⟦PERSON|刘欣怡⟧
📧 ⟦EMAIL|xinyi.liu.cs@gmail.com⟧ | 📱 ⟦PHONE|+86 186 0213 7749⟧ | github.com/⟦PERSON|liuxinyi⟧
DOB: ⟦DATE_OF_BIRTH|1999.11.23⟧ | 现居: ⟪place|Shanghai⟫
EDUCATION
⟪org_name|Fudan University⟫  B.Sc. Computer Science  ⟪date|2017–2021⟫  GPA ⟪score|3.82/4.0⟫
EXPERIENCE
⟪org_name|ByteDance⟫ — Backend Engineer (⟪date|2021.07–present⟫)
- 负责推荐系统特征平台，峰值 QPS ⟪number|1.2M⟫
期望薪资 Expected: ⟦AMOUNT|50k RMB/month⟧
"""))

T(("ds160_notes", r"""
DS-160 填写笔记（给⟦PERSON|Helen⟧姐看）
- Surnames: ⟦PERSON|ZHAO⟧    Given Names: ⟦PERSON|MINGYUE⟧
- 中文姓名: ⟦PERSON|赵明月⟧
- Date of Birth: ⟦DATE_OF_BIRTH|12 JUL 1997⟧
- Passport #: ⟦PASSPORT|EG6612047⟧
- U.S. Social Security Number: ⟦SSN|$ssn_9⟧（OPT 期间申请的）
- US address: ⟦ADDRESS|4120 Brooklyn Ave NE, Apt 305, Seattle, WA 98105⟧
- Application ID: ⟪application_id|AA00E7K9QZ⟫    MRV fee: ⟪price|$185⟫
"""))

T(("london_sublet_chat", r"""
【微信】伦敦租房群
⟦PERSON|Kelly⟧: 有人转租吗？⟪place|Canary Wharf⟫ 附近 studio，⟪price|£1,650 pcm⟫ 以内
⟦PERSON|阿Ken⟧: 我的房子1月到期可以转！⟦ADDRESS|Flat 1204, 3 Pan Peninsula Square, London E14 9HN⟧，rent ⟦AMOUNT|£1,580⟧/月，押金 ⟦AMOUNT|£1,823⟧，房东 Mr. ⟦PERSON|Hughes⟧ 已经同意
⟦PERSON|Kelly⟧: 可以！加你微信详聊
⟦PERSON|阿Ken⟧: 押金退回请打到 ⟦IBAN|$iban_ie1⟧，viewing 约 ⟪date|周六⟫ 下午
"""))

T(("whatsapp_sweden", r"""
[WhatsApp] ⟦PERSON|Erik Lindholm⟧ ↔ ⟦PERSON|王悦⟧
⟦PERSON|Erik Lindholm⟧: Hej! Skatteverket 的 form 填好了吗？landlord 那栏用我的 personnummer: ⟦NATIONAL_ID|$nid_se1⟧
⟦PERSON|王悦⟧: 好的 thanks！我自己的 samordningsnummer 还没下来
⟦PERSON|Erik Lindholm⟧: no worries. 房租 ⟦AMOUNT|6 500 kr⟧ 用 Swish 打到 ⟦PHONE|070-174 06 52⟧
⟦PERSON|王悦⟧: 收到，⟪date|25号⟫前转
"""))

T(("email_norway_onboarding", r"""
Subject: 挪威子公司 onboarding — fødselsnummer
Hi ⟦PERSON|Ingrid⟧,

新同事 ⟦PERSON|Sindre Håland⟧ 的资料如下：
fødselsnummer: ⟦NATIONAL_ID|$nid_no1⟧ (DOB ⟦DATE_OF_BIRTH|05.03.1991⟧)
Address: ⟦ADDRESS|Thorvald Meyers gate 54, 0552 Oslo⟧
Salary: ⟦AMOUNT|NOK 720 000⟧ per year
请在 ⟪date|12月20日⟫ 前录入 ⟪system|Visma⟫。

⟦PERSON|陈晨⟧ | Group HR
"""))

T(("courier_export_finland", r"""
芬兰骑手注册信息（客服导出，仅内部）
Name: ⟦PERSON|Aino Virtanen⟧
Henkilötunnus: ⟦NATIONAL_ID|$nid_fi1⟧
Phone: ⟦PHONE|+358 50 391 4402⟧
City: ⟪place|Tampere⟫   Vehicle: e-bike
备注: 骑手投诉 ⟦AMOUNT|€38.40⟧ 报酬未到账，工单 ⟪ticket_id|FI-22817⟫，⟪date|12/09⟫ 已转给 payout team
"""))

T(("poland_contract_summary", r"""
波兰工厂劳务合同摘要 / Contract summary
Worker: ⟦PERSON|Katarzyna Nowak⟧
PESEL: ⟦NATIONAL_ID|$nid_pl1⟧
Address: ⟦ADDRESS|ul. Piotrkowska 120 m. 8, 90-006 Łódź⟧
Hourly rate: ⟦AMOUNT|PLN 32,50⟧ gross
Salary account (IBAN): ⟦IBAN|$iban_pl1⟧
Start date: ⟪date|2026-01-12⟫，车间主管: ⟦PERSON|刘强⟧
"""))

T(("spain_staff_record", r"""
马德里店铺员工资料 (for gestoría)
Name: ⟦PERSON|CHEN LIHUA⟧ (⟦PERSON|陈丽华⟧)
NIE: ⟦NATIONAL_ID|$nid_es2⟧
Address: ⟦ADDRESS|Calle de Toledo 88, 3º B, 28005 Madrid⟧
Phone: ⟦PHONE|+34 612 48 20 37⟧
Gross salary: ⟦AMOUNT|1.380 €⟧/mes
备注: 店主⟦PERSON|老陈⟧说合同 ⟪date|1月1日⟫ 续签
"""))

T(("france_health_form", r"""
法国 Feuille de soins（帮法语老师翻译的笔记）
Assurée: ⟦PERSON|Camille Moreau⟧
N° de sécurité sociale: ⟦NATIONAL_ID|$nid_fr1⟧
Consultation ⟪date|02/12/2025⟫, Dr ⟦PERSON|Julien Fabre⟧: ⟦MEDICAL|otite moyenne aiguë⟧（急性中耳炎）
Montant: ⟦AMOUNT|30 €⟧, remboursé ⟦AMOUNT|20,30 €⟧
⟦PERSON|Camille⟧ 想把这张单子翻成中文给她婆婆看
"""))

T(("belgium_housing_contract", r"""
比利时 ⟪place|Leuven⟫ 交换生 housing contract — key info
Landlord: ⟦PERSON|Marc Peeters⟧, national number ⟦NATIONAL_ID|$nid_be1⟧
Tenant: ⟦PERSON|Sun Haoran⟧ (⟦PERSON|孙浩然⟧), ⟦EMAIL|haoran.sun@student.kuleuven.be⟧
Room: ⟦ADDRESS|Naamsestraat 61, bus 12, 3000 Leuven⟧
Rent: ⟦AMOUNT|€545⟧/month；deposit ⟦AMOUNT|€1,090⟧ 转到 landlord IBAN ⟦IBAN|$iban_be2⟧
合同期 ⟪date|2026-02-01⟫ 至 ⟪date|2026-07-31⟫
"""))

T(("south_africa_driver_form", r"""
南非约堡办事处 — 司机登记 Driver registration
Driver: ⟦PERSON|Sipho Ndlovu⟧
SA ID: ⟦NATIONAL_ID|$nid_za1⟧
Cell: ⟦PHONE|+27 82 555 0148⟧
Address: ⟦ADDRESS|14 Vilakazi St, Orlando West, Soweto 1804⟧
Monthly pay: ⟦AMOUNT|R 14,500⟧
PDP 驾照核查已完成 by ⟦PERSON|Jacky 黄⟧ on ⟪date|2025-12-03⟫
"""))

T(("brazil_seller_onboarding", r"""
巴西 marketplace 卖家入驻资料（翻译稿）
Nome / Name: ⟦PERSON|Rafael Souza Lima⟧
CPF: ⟦NATIONAL_ID|$nid_br2⟧
Endereço / Address: ⟦ADDRESS|Rua Augusta 1508, apto 74, Consolação, São Paulo - SP, 01304-001⟧
Celular: ⟦PHONE|+55 11 98213-4470⟧
Chave Pix (email): ⟦EMAIL|rafael.slima@gmail.com⟧
初审: ⟦PERSON|Bella 陈⟧，结果: 通过 (⟪ticket_id|BR-KYC-00917⟫)
"""))

T(("teams_chat_india", r"""
[Teams] 印度外包团队 onboarding
⟦PERSON|Rahul Mehta⟧: Hi ⟦PERSON|李工⟧, KYC docs 已经发你邮箱了
⟦PERSON|李工⟧: 收到。Aadhaar 号码直接在这里发一下吧，系统要录
⟦PERSON|Rahul Mehta⟧: ⟦NATIONAL_ID|$nid_in2⟧。monthly rate 是 ⟦AMOUNT|USD 4,200⟧
⟦PERSON|李工⟧: OK，VPN 账号 ⟦PERSON|rmehta⟧ 初始密码 ⟦PASSWORD|Welcome@2025⟧，登录后改
⟦PERSON|Rahul Mehta⟧: thanks! laptop 寄到 ⟪place|Pune⟫ office 就行
"""))

T(("canada_tax_notes", r"""
加拿大 T4 报税材料（帮表妹整理）
Name: ⟦PERSON|Jiayi Tang⟧ (⟦PERSON|唐佳怡⟧)
SIN: ⟦NATIONAL_ID|$nid_ca2⟧
Employer: ⟪org_name|Tim Hortons⟫ #⟪store_no|4471⟫
Box 14 Employment income: ⟦AMOUNT|$23,418.60⟧
Box 22 Income tax deducted: ⟦AMOUNT|$2,108.44⟧
地址: ⟦ADDRESS|2088 W 41st Ave, Vancouver, BC V6M 1Z1⟧
NETFILE 截止 ⟪date|2026-04-30⟫
"""))

T(("taiwan_labor_insurance", r"""
台灣分公司 勞保加保 / labor insurance enrollment
Employee: ⟦PERSON|陳冠宇⟧ (⟦PERSON|Jerry Chen⟧)
身分證字號 ID: ⟦NATIONAL_ID|$nid_tw2⟧
DOB: ⟦DATE_OF_BIRTH|1992/03/15⟧
Monthly insured salary 投保薪資: ⟦AMOUNT|NT$45,800⟧
Address: ⟦ADDRESS|新北市板橋區文化路一段188巷25號5樓⟧
Submitted by ⟦PERSON|Amanda⟧ on ⟪date|2025-12-09⟫
"""))

T(("nl_payroll_note", r"""
荷兰 ⟪org_name|Tulip Trading B.V.⟫ — new hire payroll
Name: ⟦PERSON|Emma de Vries⟧
BSN: ⟦NATIONAL_ID|$nid_nl2⟧
IBAN: ⟦IBAN|$iban_nl2⟧
Gross salary: ⟦AMOUNT|€4.250⟧ per maand
备注: ⟦PERSON|Emma⟧ 下周一入职，请 IT ⟦PERSON|小黄⟧ 准备电脑，门禁卡 ⟪badge_type|type B⟫
"""))

T(("sg_school_consent", r"""
⟪org_name|Raffles Institution⟫ Year 4 — 家长同意书 Parent Consent Form
Student: ⟦PERSON|Ethan Lim Jun Hao⟧ (⟦PERSON|林俊豪⟧)
NRIC: ⟦NATIONAL_ID|$nid_sg2⟧     Class: ⟪class_name|4C⟫
Medical conditions: ⟦MEDICAL|G6PD deficiency⟧, ⟦MEDICAL|mild eczema⟧
Parent/guardian: ⟦PERSON|Lim Mei Ling⟧  ⟦PHONE|+65 8123 5540⟧
Trip: ⟪place|Pulau Ubin⟫, ⟪date|16 Jan 2026⟫, fee ⟪price|S$45⟫
"""))

T(("kyc_review_table", r"""
【风控】欧洲商户 KYC 待复核 ⟪date|2025-12-12⟫
| merchant | contact | ID type | ID no. | 备注 |
| ⟪org_name|Ferretería Ruiz S.L.⟫ | ⟦PERSON|Alberto Ruiz⟧ | DNI | ⟦NATIONAL_ID|$nid_es1⟧ | 地址证明过期 |
| ⟪org_name|Kowalski Sp. z o.o.⟫ | ⟦PERSON|Zofia Kowalska⟧ | PESEL | ⟦NATIONAL_ID|$nid_pl2⟧ | DOB ⟦DATE_OF_BIRTH|2003-01-15⟧，已满18 |
复核人: ⟦PERSON|Stella 周⟧
"""))

T(("release_notes", r"""
Release Notes ⟪version|v4.2.0⟫（⟪date|2025-12-10⟫）
新功能 New
- 支持 Apple Pay，费率 ⟪price|0.6%⟫
- 新增 ⟪region|ap-southeast-1⟫ 节点，文档示例地址 ⟪doc_ip|203.0.113.25⟫
修复 Fixes
- 修复 iOS 17 上打开相册 crash (#⟪issue_no|2210⟫)
- Pro 版价格调整为 ⟪price|¥199/年⟫（原 ⟪price|¥239/年⟫）
Build ⟪build_number|20251210.3⟫, commit ⟪commit_sha|e91f2ab⟫
"""))

T(("yaml_config_cn", r"""
# 生产环境配置 —— 请勿提交到 Git！（⟦PERSON|老王⟧ 2025-11）
oss:
  endpoint: oss-cn-shanghai.aliyuncs.com
  bucket: ⟪bucket|hz-media-prod⟫
  access-key-id: ⟦APIKEY|$alibaba_akid_2⟧
  access-key-secret: ⟦SECRET|$alibaba_secret_2⟧
sms:
  sign-name: ⟪org_name|云杉科技⟫
  template-code: ⟪template_id|SMS_276410235⟫
redis:
  host: ⟦IP_ADDRESS|10.66.12.8⟧
  password: ⟦PASSWORD|Yunshan#redis2025⟧
"""))

T(("python_dingtalk_bot", r"""
# 钉钉告警机器人 —— ⟦PERSON|小马⟧写的，别乱改
import requests, time, hmac, hashlib, base64, urllib.parse

WEBHOOK = "⟦SECRET|$dingtalk_webhook_1⟧"
SECRET = "⟦SECRET|$dingtalk_sign_1⟧"
APP_KEY = "⟪app_id|$dingtalk_appkey_1⟫"

def send(msg: str):
    ts = str(round(time.time() * 1000))
    sign = urllib.parse.quote_plus(base64.b64encode(hmac.new(SECRET.encode(), f"{ts}\n{SECRET}".encode(), hashlib.sha256).digest()))
    requests.post(f"{WEBHOOK}&timestamp={ts}&sign={sign}",
                  json={"msgtype": "text", "text": {"content": msg}, "at": {"atMobiles": ["⟦PHONE|13588019274⟧"]}}, timeout=⟪number|5⟫)
"""))

T(("wechat_miniprogram_config", r"""
// config/wx.js  小程序后台配置（⟦PERSON|阿杰⟧ 2025-10-08 更新）
module.exports = {
  appId: '⟪app_id|$wechat_appid_1⟫',
  appSecret: '⟦SECRET|$wechat_secret_1⟧',
  mchId: '⟪merchant_id|1651034478⟫',
  apiV3Key: '⟦SECRET|$tencent_key_2⟧',
  notifyUrl: 'https://api.xiaolvzhou.cn/pay/notify',
  serverIp: '⟦IP_ADDRESS|121.41.86.203⟧',
  version: '⟪version|2.4.1⟫',
}
"""))
