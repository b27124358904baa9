# -*- coding: utf-8 -*-
# Mixed Chinese/English texts for corpus_blind13, written by hand one at a time.
# ⟦TYPE|value⟧ = span to detect, ⟪kind|value⟫ = decoy; $name = values.VALUES[name].

TEXTS = []
T = TEXTS.append

# 1
T(("国际部门诊邮件", """Subject: 预约确认 Appointment confirmation — International Medical Center

Dear Mr. ⟦PERSON|Oliver Grant⟧ / 尊敬的⟦PERSON|格兰特先生⟧,

Your appointment with Dr. ⟦PERSON|Zhou Min⟧ (⟦PERSON|周敏⟧医生, Gastroenterology 消化科) is confirmed for
⟪date|Tue 16 Dec 2025⟫ 10:30, ⟪room_number|Room 4-118⟫.
Reason for visit 就诊原因: ⟦MEDICAL|recurrent abdominal pain, suspected IBS⟧ 反复腹痛
Please bring your passport (⟦PASSPORT|533018842⟧) and insurance card. Consultation fee 诊疗费: ⟪price|RMB 1,200⟫
(direct billing with ⟪org_name|Cigna Global⟫, your member ID ⟪member_id|U4471-8820⟫).
If you need to reschedule, reply to this email or WeChat us. 如需改约请回复本邮件。

⟪org_name|和睦家医院⟫ International Patient Services · ⟦PERSON|Vivian⟧
"""))

# 2
T(("slack_中英混合_oncall", """#infra-oncall  (Slack)
⟦PERSON|kevin.liu⟧  02:14  prod 的 payments-db 连不上了 @here
⟦PERSON|kevin.liu⟧  02:15  error: FATAL: password authentication failed for user "pay_rw" at ⟦IP_ADDRESS|10.8.12.44⟧:⟪port|5432⟫
⟦PERSON|Sarah Okoye⟧  02:17  did someone rotate the secret? vault 里的是 `⟦PASSWORD|Pay!rw-2025-Q4⟧`，昨天 ⟦PERSON|Jiahao⟧ 改过
⟦PERSON|jiahao.x⟧  02:19  是我，sorry 🙏 新的在 ⟪reference|secret/payments/db#v14⟫, 忘了重启 pod
⟦PERSON|kevin.liu⟧  02:20  ok 重启了。incident ⟪ticket_id|INC-20251206-004⟫，RCA 明天写。build ⟪build_number|pay-api#9182⟫
"""))

# 3
T(("香港信用卡申请_中英", """⟪org_name|HSBC Hong Kong⟫ Credit Card Application 信用卡申請表 (online, submitted ⟪timestamp|2025-12-04 22:41 HKT⟫)
Name 姓名 (English): ⟦PERSON|WONG Siu Ming⟧    中文: ⟦PERSON|黃兆明⟧
HKID 香港身份證號碼: ⟦NATIONAL_ID|$nid_hk_2⟧
Date of Birth 出生日期: ⟦DATE_OF_BIRTH|22/10/1984⟧
Residential Address 住宅地址: ⟦ADDRESS|Flat B, 23/F, Block 3, Taikoo Shing, 18 Tai Koo Wan Road, Quarry Bay, Hong Kong⟧
Mobile 手提電話: ⟦PHONE|+852 6123 4470⟧     Email: ⟦EMAIL|sm.wong84@netvigator.example⟧
Monthly Income 每月收入: ⟦AMOUNT|HK$62,000⟧     Employer 僱主: ⟪org_name|MTR Corporation⟫
Card 申請卡種: ⟪product_name|Red Credit Card⟫ (annual fee 年費 ⟪price|HK$0⟫)
Referral code 推薦碼: ⟪reference|RC-88204⟫
"""))

# 4
T(("新加坡工作准证_WhatsApp", """WhatsApp · Agent ⟦PERSON|Jolene⟧ (EP application)

[10:02] ⟦PERSON|Jolene⟧: Hi Ms ⟦PERSON|Qiao⟧, MOM 那边需要你的 passport bio page 和 degree cert
[10:05] ⟦PERSON|乔一帆⟧: 好的 sent. passport no. ⟦PASSPORT|EB3318204⟧, expiry ⟪date|2033-02⟫
[10:06] ⟦PERSON|Jolene⟧: Thanks! Your FIN will come with the approval letter, ref ⟪reference|EP-A-2291047⟫
[10:08] ⟦PERSON|乔一帆⟧: salary 是 ⟦AMOUNT|S$7,800⟧ 对吧，COMPASS 分数够吗
[10:09] ⟦PERSON|Jolene⟧: yes should pass, EP qualifying salary now ⟪price|S$5,600⟫. Our fee ⟪price|S$450⟫ excl. GST
[10:11] ⟦PERSON|乔一帆⟧: ok 我用 PayNow 转你，address 写 ⟦ADDRESS|Blk 88 Tanjong Pagar Plaza #12-34, Singapore 082088⟧ 可以吗
"""))

# 5
T(("crypto_exchange_飞书_风控", """飞书 · 风控-OTC 值班群

⟦PERSON|Leo Chen⟧：这个 user 今天 deposit 了 ⟦AMOUNT|48 万 USDT⟧，KYC 资料对不上，大家看下
⟦PERSON|Leo Chen⟧：KYC name: ⟦PERSON|LAM Chi Keung⟧ / ⟦PERSON|林志強⟧，HKID ⟦NATIONAL_ID|$nid_hk_3⟧，但 selfie 明显是另一个人
⟦PERSON|Priya N.⟧：login IPs: ⟦IP_ADDRESS|103.152.220.17⟧ (VPN exit) and ⟦IP_ADDRESS|2400:8901::f03c:94ff:fe2a:11b0⟧
⟦PERSON|Leo Chen⟧：提币地址和上周被冻结的那个 cluster 重合，tx ⟪hash|$md5_1⟫
⟦PERSON|Priya N.⟧：freeze 吧，按 SOP ⟪reference|RISK-07 v3.2⟫。fee tier 是 VIP3（taker ⟪percentage|0.045%⟫）不影响
⟦PERSON|Leo Chen⟧：已冻结，case ⟪case_number|AML-2025-1206-017⟫，@⟦PERSON|Grace⟧ 明早写 STR
"""))

# 6
T(("跨境电商_shopify_config", """# shopify-sync/.env   （跨境店 Lumi Home，卖家后台同步脚本）
SHOPIFY_STORE=lumi-home.myshopify.com
SHOPIFY_ACCESS_TOKEN=⟦APIKEY|$shopify_at_2⟧
SHOPIFY_API_SECRET=⟦SECRET|$shopify_ss_2⟧
# ERP 是金蝶云星空，账号 ⟦PERSON|zhangli⟧，密码 ⟦PASSWORD|Lumi#Erp2025⟧（⟦PERSON|张丽⟧ 的账号，别改）
PAYPAL_CLIENT_ID=⟪app_id|AYq4Kr8L2m0xVn5zTb9WcPdE1sGhJ3kF7oQiUaR6yN4pM8vX0eZ2tB5wC⟫
PAYPAL_CLIENT_SECRET=⟦SECRET|EJk2Pn8Qr4Tv6Xz0Bc3Df5Gh7Jl9Mn1Pq3Rs5Tu7Vw9Xy1Za3Bc5De7Fg9Hi1Jk3Lm⟧
DEFAULT_PRICE_USD=⟪price|29.99⟫   # 建议零售价
WAREHOUSE=深圳龙华仓 ⟪reference|WH-SZ-03⟫
"""))

# 7
T(("留学生医保理赔_微信", """微信 · ⟦PERSON|Amy⟧ 学姐

⟦PERSON|小林⟧：学姐，我上周在 ⟪place|Toronto General⟫ ER 看了 ⟦MEDICAL|appendicitis⟧，做了 ⟦MEDICAL|laparoscopic appendectomy⟧，UHIP 能报吗？
⟦PERSON|Amy⟧：能，你的 UHIP certificate number 是多少，登录 ⟪org_name|Sun Life⟫ 那个网站交 claim
⟦PERSON|小林⟧：⟪member_id|SL 4471 8820 93⟫。医院账单是 ⟦AMOUNT|CAD 8,412.60⟧，我已经刷卡付了
⟦PERSON|Amy⟧：那你填 direct deposit，要 void cheque 或者 bank letter，还有你的 SIN ⟦NATIONAL_ID|$nid_ca_4⟧ 应该不用填
⟦PERSON|小林⟧：😂 学姐你把你自己的 SIN 发出来了……
⟦PERSON|Amy⟧：啊！！！撤回不了。算了，回头我去 ⟪org_name|Service Canada⟫ 问问
"""))

# 8
T(("teams_hr_payroll_中英", """Microsoft Teams · Payroll APAC

⟦PERSON|Rachel Tan⟧ 09:12  各位，December payroll cut-off 是 ⟪date|12/15⟫。
⟦PERSON|Rachel Tan⟧ 09:13  新入职的 ⟦PERSON|Chen Yujie⟧ 还缺 bank info，他的 China bank account 是 ⟦CARD|$card_up_9⟧？这是卡号不是账号吧
⟦PERSON|Mike Huang⟧ 09:15  对，国内工资卡就是借记卡号。他 base 是 ⟦AMOUNT|RMB 42,000⟧/month，sign-on bonus ⟦AMOUNT|RMB 80,000⟧ 分两次发
⟦PERSON|Rachel Tan⟧ 09:16  ok. IIT 专项附加扣除他填了吗？housing loan ⟪price|1,000/月⟫ 那个是标准额度
⟦PERSON|Mike Huang⟧ 09:18  填了。另外 ⟦PERSON|Yujie⟧ 下周有 ⟦MEDICAL|wisdom tooth extraction⟧，请两天病假，不影响 cut-off
"""))

# 9
T(("hospital_it_工单", """ServiceNow ⟪ticket_id|INC0884120⟫ · 优先级 P2 · Assignment group: 医院信息科-HIS

Short description: 护士站打印腕带乱码 / wristband printer prints garbage
Caller: Nurse ⟦PERSON|Huang Li⟧ (⟦PERSON|黄丽⟧, 心内科 ⟪room_number|7F 护士站⟫)
Details: 给 ⟪room_number|12床⟫ 的病人 Mr. ⟦PERSON|Jürgen Thomas Becker⟧ 打腕带，名字里 ⟦PERSON|Jürgen⟧ 的 ü 打成了 ??，
诊断栏显示 "⟦MEDICAL|NSTEMI⟧"，过敏 "⟦MEDICAL|Aspirin⟧"。printer: ⟪product_name|Zebra ZD421⟫ @ ⟦IP_ADDRESS|10.20.7.88⟧, driver ⟪version|8.6.4⟫
Work notes (⟦PERSON|Ivan Zhao⟧): 编码问题，HIS 输出 GBK，打印机 ZPL 需要 UTF-8 (^CI28)。已修复，测试标签打印到 ⟪doc_ip|192.0.2.200⟫ 的虚拟打印机。
"""))

# 10
T(("python_中文注释_openai", """# summarize_claims.py —— 用 LLM 给理赔单做摘要 (POC, ⟦PERSON|Ethan Xu⟧)
import os
from openai import OpenAI

client = OpenAI(api_key="⟦APIKEY|$openai_1⟧")  # 临时 key，demo 完就删

claim = {
    "claimant": "⟦PERSON|邓美华⟧",          # 测试样本，真实数据！别 push
    "policy": "⟪policy_number|PA-88204471⟫",
    "diagnosis": "⟦MEDICAL|左膝前交叉韧带断裂 ACL rupture⟧",
    "billed": ⟦AMOUNT|36800⟧,                      # RMB
    "bank": "⟦CARD|$card_up_11⟧",
}
resp = client.chat.completions.create(model="gpt-4o-mini", messages=[{"role": "user", "content": str(claim)}])
print(resp.usage)   # 单次成本约 ⟪price|$0.0004⟫
"""))

# 11
T(("LINE_台湾_保險", """LINE · ⟦PERSON|Kevin 陳⟧ (保險業務)

⟦PERSON|Kevin 陳⟧：⟦PERSON|怡君⟧姊～上次說的 medical rider 我幫你試算好了，月繳 ⟪price|NT$1,280⟫（30歲女性費率表）
⟦PERSON|林怡君⟧：好～但我有 ⟦MEDICAL|thyroid nodule⟧ 在追蹤，會不會被除外？
⟦PERSON|Kevin 陳⟧：要告知，可能甲狀腺相關除外。要保書需要你的身分證字號跟生日
⟦PERSON|林怡君⟧：⟦NATIONAL_ID|$nid_tw_1⟧，⟦DATE_OF_BIRTH|1990/02/14⟧
⟦PERSON|Kevin 陳⟧：收到！自動扣繳用信用卡嗎？
⟦PERSON|林怡君⟧：⟦CARD|$card_jcb_1⟧ 到期 ⟪card_expiry|05/29⟫，背面 ⟦CVV|038⟧
⟦PERSON|Kevin 陳⟧：😱 背面碼不用給我啦，我幫你收回，下次不要傳喔
"""))

# 12
T(("律所_engagement_中英", """From: ⟦EMAIL|h.lau@kingsway-law.example.hk⟧
To: ⟦EMAIL|mandy.cheung.family@gmail.com⟧
Subject: RE: 遺產承辦 Letters of Administration — estate of the late ⟦PERSON|CHEUNG Kwok Wah⟧ 張國華

Dear ⟦PERSON|Mandy⟧,

Thanks for the documents. To apply to the Probate Registry we still need:
1. 已故人士的死亡證明 death certificate (cause: ⟦MEDICAL|metastatic lung cancer⟧);
2. 你的 HKID copy — 你上次發的 ⟦NATIONAL_ID|$nid_hk_4⟧ 係你哥哥 ⟦PERSON|Daniel⟧ 嘅，唔係你嘅;
3. Bank statements showing the deceased's balance — ⟪org_name|Hang Seng⟫ account approx. ⟦AMOUNT|HK$1,284,000⟧.
Our fixed fee is ⟪price|HK$38,000⟫ plus disbursements (court fee ⟪price|HK$265⟫).

Regards,
⟦PERSON|Heidi Lau⟧ | Associate | ⟪org_name|Kingsway & Partners⟫ | our ref ⟪case_number|KP/PRB/25/0331⟫
"""))

# 13
T(("dingtalk_webhook_cn_en_code", """// notify.js —— 会员生日券发放完成后通知运营群
const crypto = require('crypto');
const WEBHOOK = '⟦SECRET|$dingtalk_webhook_2⟧';
const SECRET = '⟦SECRET|$dingtalk_secret_2⟧';   // 加签 secret

async function notify(stats) {
  const ts = Date.now();
  const sign = crypto.createHmac('sha256', SECRET).update(`${ts}\\n${SECRET}`).digest('base64');
  const text = `生日券发放完成：${stats.sent} 张，面额 ⟪price|¥20⟫，失败 ${stats.failed}。` +
               `样例用户：⟦PERSON|金晓彤⟧ (生日 ⟦DATE_OF_BIRTH|12-09⟧) @运营-⟦PERSON|小白⟧`;
  // TODO ⟦PERSON|Alan⟧: move secrets to env, see ⟪ticket_id|OPS-3321⟫
  return fetch(`${WEBHOOK}&timestamp=${ts}&sign=${encodeURIComponent(sign)}`, {method: 'POST', body: JSON.stringify({msgtype: 'text', text: {content: text}})});
}
module.exports = { notify };   // ⟪version|v1.4.2⟫
"""))

# 14
T(("pharmacy_跨境代购_小红书私信", """小红书 私信 · 澳洲代购⟦PERSON|Cathy⟧

我：姐妹 ⟪drug_ad|Swisse 护肝片⟫ 和 ⟪drug_ad|Blackmores 孕妇维生素⟫ 现在多少
⟦PERSON|Cathy⟧：护肝片 ⟪price|¥168⟫/瓶，孕妇 vitamin ⟪price|¥198⟫，包邮～
我：要两瓶孕妇的，我刚 ⟦MEDICAL|怀孕 8 周⟧，医生说要补 ⟦MEDICAL|folic acid⟧，我还有 ⟦MEDICAL|贫血⟧
⟦PERSON|Cathy⟧：好的宝～收件信息发我
我：⟦PERSON|滕雨萱⟧ ⟦PHONE|13776028415⟧ ⟦ADDRESS|苏州市工业园区星湖街328号创意产业园2-B栋1402⟧
⟦PERSON|Cathy⟧：OK，走 ⟪org_name|EWE⟫ 直邮，单号 ⟪tracking_number|EW8820447193AU⟫，付款 ⟦AMOUNT|¥396⟧ 转我支付宝就行
"""))

# 15
T(("smart_home_中英_support", """Tuya Smart App · Feedback ⟪ticket_id|#FB-2025120488⟫

User (⟦EMAIL|chen.wh1988@outlook.com⟧): 我家的 smart plug 离线了，device ID ⟪serial_number|bf4471820093ddk2⟫，
local key 我从 tinytuya 拿到的是 ⟦SECRET|7a1f9c3e5b2d8046⟧，换了 router 之后 IP 变成 ⟦IP_ADDRESS|192.168.0.143⟧ 就连不上 Home Assistant 了。
Wi-Fi 名 CMCC-8820，密码 ⟦PASSWORD|chen19880501⟧（不知道是不是密码有特殊字符的问题）
Support (⟦PERSON|Grace⟧): Hi! Local key 会在重新配网后变化，请在 HA 里更新。请不要在反馈中发送 Wi-Fi password.
Firmware ⟪version|1.1.17⟫ is current. Cloud region: ⟪place|China Data Center⟫.
"""))

# 16
T(("insurance_claim_email_中英", """From: ⟦EMAIL|claims.asia@allianz-partners.example⟧
To: ⟦EMAIL|wei.zhang.sz@gmail.com⟧
Subject: Travel claim ⟪claim_number|TC-HK-2025-448120⟫ — 需要补充材料 Additional documents required

Dear Mr. ⟦PERSON|ZHANG Wei⟧ ⟦PERSON|张先生⟧,

Regarding your claim for medical expenses in ⟪place|Bangkok⟫ (⟦MEDICAL|dengue fever, hospitalised 3 nights⟧):
- Claimed amount 申请金额: ⟦AMOUNT|THB 96,540⟧
- Missing: 护照出入境页 passport entry/exit stamps (passport ⟦PASSPORT|EA9920417⟧), original receipts
Policy excess 免赔额 ⟪price|HK$500⟫ applies. Please upload via the portal within 30 days.

Kind regards, ⟦PERSON|Natalie Ong⟧, Claims Officer
"""))

# 17
T(("k8s_helm_values_中文注释", """# values-prod.yaml —— 会员中心 member-center (helm chart ⟪version|3.8.0⟫)
image:
  repository: registry.cn-shanghai.aliyuncs.com/retail/member-center
  tag: "⟪hash|$sha_2⟫"
env:
  SPRING_PROFILES_ACTIVE: prod
  DB_URL: "jdbc:postgresql://⟦IP_ADDRESS|10.60.3.21⟧:⟪port|5432⟫/member"
  DB_USER: member_app
  DB_PASS: "⟦PASSWORD|Mbr@Ctr#2025⟧"           # TODO 换成 sealed-secret
  AWS_SNS_ACCESS_KEY_ID: "⟦APIKEY|$aws_akid_2⟧"   # 海外短信走 AWS SNS
  AWS_SNS_SECRET_ACCESS_KEY: "⟦SECRET|$aws_secret_2⟧"
  GITHUB_TOKEN: "⟦APIKEY|$gh_pat_1⟧"          # 拉私有 npm 包用，⟦PERSON|maxwell.sun⟧ 的个人 token
ingress:
  host: member.retail.example.cn
  whitelist: "⟪doc_ip|203.0.113.0⟫/24,⟦IP_ADDRESS|47.100.18.92⟧"
"""))

# 18
T(("telegram_bot_中文_通知", """# bot.py — 给志愿者群发活动提醒 (Telegram)
import telebot
bot = telebot.TeleBot("⟦APIKEY|$telegram_3⟧")
GROUP = ⟪app_id|-1001766204418⟫

VOLUNTEERS = {
    "⟦PERSON|Ada Wu⟧": "⟦PHONE|+852 9123 0417⟧",
    "⟦PERSON|阿杰⟧": "⟦PHONE|+852 6811 2093⟧",
    "Mrs. ⟦PERSON|Leung⟧": None,   # 不用手机，打座机
}
MSG = "周六 9am 深水埗派飯 food distribution，集合點 ⟪place|北河街街市門口⟫。記得帶口罩。"
bot.send_message(GROUP, MSG)   # pyTelegramBotAPI ⟪version|4.21.0⟫
"""))

# 19
T(("体检预约_英文客户_中文回复", """WeChat · ⟪org_name|瑞慈体检⟫ 客服

Customer: Hi, I want to book the executive health check for me and my wife. I'm ⟦PERSON|Marco Rossi⟧, passport ⟦PASSPORT|YA4418273⟧.
Customer: My wife is ⟦PERSON|Chiara⟧, she is ⟦MEDICAL|allergic to iodine contrast⟧, so no CT with contrast please.
客服⟦PERSON|小雅⟧：Hello ⟦PERSON|Marco⟧! 已为您预约 ⟪date|12月20日⟫ 上午 8:00，⟪place|静安分院⟫。套餐 ⟪product_name|尊享套餐⟫ ⟪price|¥3,980⟫/人。
客服⟦PERSON|小雅⟧：Please fast from 10pm the night before. 您太太的 contrast allergy 我们已备注。
Customer: Great. I paid ⟦AMOUNT|¥7,960⟧ by card just now. Receipt to ⟦EMAIL|marco.rossi@rossi-design.example.it⟧ please.
"""))

# 20
T(("crypto_wallet_recovery_中英", """Discord DM · ⟪org_name|MetaMask Support⟫✅ (fake)

⟪org_name|MetaMask Support⟫✅: hi sir, your wallet is flagged 已被标记, please validate to avoid suspension
⟦PERSON|jayden_ho⟧: 啊？怎么验证
⟪org_name|MetaMask Support⟫✅: go to ⟪url|metamask-validate.example⟫ and enter recovery phrase 助记词
⟦PERSON|jayden_ho⟧: 是这个吗 ⟦SECRET|gravity lunar pepper satoshi winter fabric oval donkey ethics harvest rural scout⟧
⟦PERSON|jayden_ho⟧: 里面有 ⟦AMOUNT|6.2 ETH⟧，应该没事吧
[System] This user has been banned by ⟪org_name|AutoMod⟫. Gas fee now ⟪price|~3 gwei⟫.
"""))

# 21
T(("NHS_中国留学生_GP注册", """GP Registration Form (GMS1) — ⟪org_name|Jericho Health Centre⟫, ⟪place|Oxford⟫   [filled in with help from translator]
Surname: ⟦PERSON|XIE⟧         First names: ⟦PERSON|Yuting⟧          中文名: ⟦PERSON|谢雨婷⟧
Date of birth: ⟦DATE_OF_BIRTH|03/06/2002⟧     Country of birth: China
Address in UK: ⟦ADDRESS|Room 214, Castle Mill, Roger Dudman Way, Oxford OX1 2AE⟧
Mobile: ⟦PHONE|07700 900 823⟧     Email: ⟦EMAIL|yuting.xie@stx.ox.example.ac.uk⟧
Previous GP / 国内病史: ⟦MEDICAL|asthma since childhood⟧（哮喘），uses ⟦MEDICAL|Symbicort 160/4.5 two puffs BD⟧
Immigration status: Student visa, BRP ⟪reference|ZX4418207⟫ — IHS paid (⟪price|£776/year⟫ surcharge)
Practice use only: NHS no. to be allocated; registered ⟪date|01/12/2025⟫ by ⟦PERSON|Sam⟧ (reception)
"""))

# 22
T(("银行跨境汇款_英文SWIFT_中文备注", """{1:F01ICBKCNBJAXXX0000000000}{2:I103DEUTDEFFXXXXN}{4:
:20:⟪reference|ICBK25120400931⟫
:32A:251205EUR12500,00
:33B:⟦AMOUNT|EUR12500,00⟧
:50K:/⟦CARD|$card_up_12⟧
⟦PERSON|LIU HONGMEI⟧
⟦ADDRESS|NO 18 ZHONGSHAN ROAD XUANWU NANJING CHINA⟧
:59:/⟦IBAN|$iban_de_2⟧
⟦PERSON|LIU JIAQI⟧
:70:TUITION FEE WS2025 / 学费及生活费
:71A:SHA
-}
备注（柜员 ⟪employee_id|0093⟫）：客户为学生母亲，学校 ⟪org_name|TU Berlin⟫，手续费 ⟪price|¥150⟫ + 电报费 ⟪price|¥80⟫。
"""))

# 23
T(("晚期癌症众筹_中英", """【⟪org_name|水滴筹⟫】救救我的爸爸 Please help my father

我叫⟦PERSON|Lily Fang⟧（⟦PERSON|方莉⟧），在 ⟪place|Melbourne⟫ 读研。我爸爸⟦PERSON|方建军⟧今年 58 岁，⟪date|10月⟫确诊
⟦MEDICAL|胰腺癌晚期 stage IV pancreatic cancer⟧，目前在⟪org_name|江苏省人民医院⟫做⟦MEDICAL|化疗 (FOLFIRINOX)⟧。
家里已经花了⟦AMOUNT|26 万⟧，医生说后续靶向药每月约⟦AMOUNT|3 万⟧自费。目标筹款⟦AMOUNT|¥300,000⟧。
平台服务费⟪percentage|0%⟫，第三方支付通道费⟪percentage|0.6%⟫。
证明材料：诊断书、住院发票（已审核 ⟪reference|SD-VERIFY-8820447⟫）。Thank you for sharing 🙏
"""))

# 24
T(("HR_offer_letter_中英", """OFFER LETTER 录用通知书                                            ⟪date|2025-12-01⟫

Dear ⟦PERSON|Zhao Xinyue⟧ ⟦PERSON|赵心悦⟧，

We are pleased to offer you the position of Senior Data Analyst (高级数据分析师) at ⟪org_name|Nordlicht Retail (Shanghai) Co., Ltd.⟫
- Start date 入职日期: ⟪date|2026-01-05⟫
- Monthly base salary 月薪: ⟦AMOUNT|RMB 35,000⟧ (pre-tax, 13 months)
- Sign-on bonus 签字费: ⟦AMOUNT|RMB 30,000⟧
- Social insurance & housing fund 按上海市标准缴纳（公积金 ⟪percentage|7%⟫）
Please bring your ID card (⟦IDCARD|$cnid_24⟧) and bank card on your first day. Report to ⟦PERSON|Henrik⟧ (HR) at ⟪room_number|12F, Tower 2⟫.

Sincerely, ⟦PERSON|Henrik Larsen⟧, HR Director · ⟦EMAIL|henrik.larsen@nordlicht-retail.example.cn⟧
"""))

# 25
T(("韩国_RRN_中韩英", """KakaoTalk → 翻译 export (中/EN)

[⟦PERSON|김민지⟧] 언니, 병원 예약할 때 외국인등록번호 필요하대 / 需要外国人登录证号码
[⟦PERSON|王欣⟧] my ARC number is ⟦NATIONAL_ID|$nid_kr_3⟧，生日 ⟦DATE_OF_BIRTH|1989.05.28⟧
[⟦PERSON|김민지⟧] ok! ⟪org_name|Severance Hospital⟫ international clinic, ⟪date|12/18⟫ 2pm. 진료비 ⟪price|₩45,000⟫ 정도
[⟦PERSON|王欣⟧] 谢谢 민지! 我主要是 ⟦MEDICAL|chronic migraine⟧，最近一周三次
[⟦PERSON|김민지⟧] 👍 I'll come with you to translate
"""))

# 26
T(("git_diff_中英_hf_key", """diff --git a/notebooks/medqa_eval.ipynb b/notebooks/medqa_eval.ipynb
@@ -41,9 +41,9 @@
-    "HF_TOKEN = \\"⟦APIKEY|$hf_2⟧\\"  # ⟦PERSON|xiaoyu⟧ 的 token，评测完删\\n",
+    "HF_TOKEN = os.environ[\\"HF_TOKEN\\"]\\n",
     "ds = load_dataset(\\"medqa-zh\\", split=\\"test\\")\\n",
@@ -88,7 +88,7 @@
-    "# 样例输出：患者 ⟦PERSON|汪敏⟧，⟦MEDICAL|糖尿病肾病 CKD 4期⟧，eGFR 22\\n",
+    "# 样例输出：患者 ***，***\\n",
-    "print(model.config)  # transformers ⟪version|4.46.3⟫, cost ⟪price|$12.80⟫ on A100\\n",
+    "print(model.config)\\n",
 commit ⟪hash|$sha_1⟫ by ⟦PERSON|Xiaoyu Pan⟧ <⟦EMAIL|xiaoyu.pan@medlab.example.edu.cn⟧>
"""))

# 27
T(("retail_loyalty_csv_中英", """member_no,name_cn,name_en,mobile,birthday,tier,points,last_spend
⟪member_id|VIP0093318⟫,⟦PERSON|郭子怡⟧,⟦PERSON|Kathy Guo⟧,⟦PHONE|13816620934⟧,⟦DATE_OF_BIRTH|1991-11-02⟧,Gold,12840,⟦AMOUNT|2388.00⟧
⟪member_id|VIP0093407⟫,⟦PERSON|蔡俊⟧,⟦PERSON|Jun Cai⟧,⟦PHONE|15900218847⟧,⟦DATE_OF_BIRTH|1987-04-27⟧,Silver,3021,⟦AMOUNT|459.90⟧
⟪member_id|VIP0093512⟫,⟦PERSON|Emily Watson⟧,,⟦PHONE|+86 186 2180 4412⟧,⟦DATE_OF_BIRTH|1979-08-30⟧,Platinum,55012,⟦AMOUNT|18600.00⟧
# exported by ⟦PERSON|anna.wu⟧ at ⟪timestamp|2025-12-06 09:12⟫ for 生日礼券活动; Gold 门槛 ⟪price|¥5,000⟫/年
"""))

# 28
T(("印度同事_aadhaar_中英聊天", """企业微信 · ⟦PERSON|Rahul Sharma⟧

⟦PERSON|Rahul Sharma⟧：Hi Ms. ⟦PERSON|Tang⟧, the Bangalore office HR asks for my Aadhaar for the PF transfer，可以直接发你吗
⟦PERSON|唐静⟧：发加密邮件给 HR 就行，不要发微信哦
⟦PERSON|Rahul Sharma⟧：oops 已经发了 ⟦NATIONAL_ID|$nid_in_2⟧ 😅
⟦PERSON|唐静⟧：没事我删掉。你 PAN 后四位是 ⟪id_tail|417K⟫ 对吧？UAN ⟪reference|100 4471 8820⟫
⟦PERSON|Rahul Sharma⟧：yes. also my wife ⟦PERSON|Neha⟧ is ⟦MEDICAL|pregnant (due March)⟧, can she be added to the China medical plan?
⟦PERSON|唐静⟧：可以，家属险 ⟪price|¥3,600/年⟫，公司补贴一半
"""))

# 29
T(("加拿大报税_中英邮件", """From: ⟦EMAIL|linda.ho.cpa@shaw.example.ca⟧
To: ⟦EMAIL|frank.yu.van@gmail.com⟧
Subject: 2025 T1 报税资料清单 / checklist

Hi ⟦PERSON|Frank⟧,

根据你发来的资料：
- SIN: ⟦NATIONAL_ID|$nid_ca_3⟧（你的），太太 ⟦PERSON|Joyce⟧ 的我还没有
- ⟦PERSON|Joyce⟧ 以前在美国工作，有 401(k) 提款，需要她的 US SSN：你上次说是 ⟦SSN|$ssn_8⟧，请再确认一下
- T4 employment income: ⟦AMOUNT|$88,450⟧；RRSP contribution ⟦AMOUNT|$12,000⟧
- Foreign property > ⟪price|$100,000⟫ 需要申报 T1135 — 你在国内的房子是自住还是出租？
- Medical expenses：你爸爸来探亲时的 ⟦MEDICAL|emergency cardiac stent⟧ 自付 ⟦AMOUNT|$23,700⟧，符合 dependant 条件可以抵税
My fee: ⟪price|$380⟫ + GST for a couple return.

⟦PERSON|Linda Ho⟧, CPA · ⟪place|Richmond, BC⟫
"""))

# 30
T(("新加坡诊所_NRIC_中英", """Clinic WhatsApp · ⟪org_name|Healthway Medical (Tampines)⟫

Clinic: Good morning! For first visit please provide full name as in NRIC, NRIC no., DOB. 谢谢
⟦PERSON|Lim Hui Ling⟧: 你好 my name ⟦PERSON|LIM HUI LING⟧ ⟦PERSON|林慧玲⟧, NRIC ⟦NATIONAL_ID|$nid_sg_4⟧, DOB ⟦DATE_OF_BIRTH|15/07/1971⟧
⟦PERSON|Lim Hui Ling⟧: I have ⟦MEDICAL|high blood pressure⟧ and ⟦MEDICAL|high cholesterol⟧, 要 refill ⟦MEDICAL|losartan 50mg⟧
Clinic: Noted. Consult ⟪price|$32⟫ (CHAS subsidy applies). Please come at ⟪date|10.30am Tues⟫.
⟦PERSON|Lim Hui Ling⟧: my daughter ⟦PERSON|Sherlyn⟧ will bring me, her number ⟦PHONE|+65 8123 0427⟧
"""))

# 31
T(("网络设备_中英_syslog", """Dec  6 01:44:10 fw-hq sshd[1187]: Accepted password for ⟦PERSON|zhouqiang⟧ from ⟦IP_ADDRESS|10.0.9.15⟧ port ⟪port|53318⟫ ssh2
Dec  6 01:44:31 fw-hq config: user ⟦PERSON|zhouqiang⟧ changed "set vpn ipsec psk ⟦PASSWORD|Hq2Branch!psk2025⟧"
Dec  6 01:45:02 fw-hq ike: peer ⟦IP_ADDRESS|221.226.88.14⟧ (南京分公司 branch) established, SA ⟪reference|0x4a1f88c2⟫
Dec  6 01:45:40 fw-hq ntp: sync with ⟪doc_ip|192.0.2.123⟫ failed (测试地址，未生效)
# 值班备注：⟦PERSON|周强⟧ 凌晨改了 IPsec 预共享密钥，已通知 ⟦PERSON|Wendy⟧ 同步分公司端。FortiOS ⟪version|7.4.3⟫
"""))

# 32
T(("日本_my_number_中日英", """LINE · 株式会社 ⟪org_name|Sakura Logistics⟫ 人事部

⟦PERSON|田中 美咲⟧（HR）：⟦PERSON|劉さん⟧、年末調整のため My Number をお願いします / 请提供个人番号
⟦PERSON|刘洋⟧：好的 here it is: ⟦NATIONAL_ID|$nid_jp_2⟧，扶養家族は妻 ⟦PERSON|陈静⟧ 一人です
⟦PERSON|田中 美咲⟧（HR）：ありがとうございます。生命保険料控除の証明書もお願いします（年間 ⟦AMOUNT|¥96,000⟧ ですね）
⟦PERSON|刘洋⟧：OK。另外我 ⟪date|11月⟫ 因为 ⟦MEDICAL|椎間板ヘルニア⟧ 请了两周病假，会影响吗
⟦PERSON|田中 美咲⟧（HR）：影響ありません。会社の規定で傷病手当は ⟪percentage|2/3⟫ 支給です。
"""))

# 33
T(("charity_volunteer_中英_email", """From: ⟦EMAIL|volunteer@foodlink-hk.example.org⟧
To: ⟦EMAIL|chloe.ng.2004@gmail.com⟧
Subject: 義工登記確認 Volunteer registration confirmed ✔

Hi ⟦PERSON|Chloe⟧ ⟦PERSON|吳同學⟧,

Thank you for joining ⟪org_name|FoodLink Hong Kong⟫! Your volunteer ID is ⟪member_id|FL-V-20418⟫.
First shift 首次當值: ⟪date|Sat 13 Dec⟫ 08:30, ⟪place|Kwun Tong warehouse⟫.
We noted your ⟦MEDICAL|peanut allergy⟧ — you'll be assigned to packing rice & canned food, not the bakery line.
Insurance 保險: we need your HKID for the group policy — please DO NOT email it; bring it on the day.
(Annual programme budget ⟪price|HK$2.4M⟫ is funded by ⟪org_name|the Community Chest⟫.)

⟦PERSON|Ming⟧, Volunteer Coordinator · ⟦PHONE|+852 5123 0418⟧
"""))

# 34
T(("跨境_支付_stripe_log_中文", """[2025-12-06T12:01:44Z] stripe.webhook received ⟪reference|evt_1QdX4471Kz8820Aa⟫ type=payment_intent.succeeded
[2025-12-06T12:01:44Z] 订单 ⟪order_id|LH-20251206-0093⟫ 支付成功 amount=⟦AMOUNT|USD 129.00⟧ customer=⟦EMAIL|p.martin@orange.example.fr⟧
[2025-12-06T12:01:44Z] billing_name="⟦PERSON|Pauline Martin⟧" country=FR card=visa ****⟪masked_card|4242⟫ exp=⟪card_expiry|11/27⟫
[2025-12-06T12:01:45Z] 发货地址 shipping="⟦ADDRESS|14 rue des Lilas, 69003 Lyon, France⟧" phone=⟦PHONE|+33 6 39 98 44 17⟧
[2025-12-06T12:01:45Z] WARN 签名校验用的是旧 secret：⟦SECRET|$stripe_whsec_2⟧，请 @⟦PERSON|Ryan⟧ 更新
[2025-12-06T12:01:46Z] restricted key in use: ⟦APIKEY|$stripe_rk_1⟧
"""))

# 35
T(("sentry_error_中英", """Sentry Issue ⟪reference|CLAIMS-API-4T2⟫ · TypeError: Cannot read properties of undefined (reading 'idNo')
First seen ⟪timestamp|2025-12-05 23:10:44⟫ · events 118 · release ⟪version|claims-web@2.9.1⟫

Breadcrumbs
  xhr POST /api/claim/submit 500
  console.log("提交理赔", {name: "⟦PERSON|骆文华⟧", idNo: "⟦IDCARD|$cnid_25⟧", phone: "⟦PHONE|13913407728⟧"})
  ui.click button#upload "上传发票 invoice"
User: id=⟪reference|u_770231⟫ ip_address=⟦IP_ADDRESS|180.111.32.77⟧ email=⟦EMAIL|luowenhua79@139.com⟧
Tags: browser=WeChat 8.0.54, os=iOS 18.1, env=prod
DSN used: ⟦APIKEY|$sentry_dsn_2⟧
Assignee: ⟦PERSON|Cathy Lu⟧ — "把 console.log 去掉，身份证号不能进 Sentry"
"""))

# 36
T(("银行_IBAN_中英_留学房租", """WeChat · 德国房东代理 Herr ⟦PERSON|Schneider⟧

Herr ⟦PERSON|Schneider⟧: Hallo Frau ⟦PERSON|Chen⟧, the rent for Dezember is ⟦AMOUNT|€780⟧, please transfer to my account ⟦IBAN|$iban_de_4⟧
⟦PERSON|陈思雨⟧：好的，是 warm rent 吗？合同里写 Kaltmiete ⟪price|€620⟫ + Nebenkosten
Herr ⟦PERSON|Schneider⟧: yes warm. Also Kaution ⟦AMOUNT|€1,860⟧ was received, thanks.
⟦PERSON|陈思雨⟧：OK 我用 ⟪org_name|Wise⟫ 转，reference 写 "⟦ADDRESS|Zülpicher Str. 182, WG 3⟧ ⟦PERSON|Chen⟧ Dez"
Herr ⟦PERSON|Schneider⟧: 👍 Heizung repair is on ⟪date|Mon 15.12⟫ 9–12 Uhr.
"""))

# 37
T(("健康科普_中英_无患者2", """【Health Tips 健康小贴士】How much vitamin D do you need? 维生素D补多少？

⟪health_info|Adults under 70: 600 IU (15 μg) per day; over 70: 800 IU⟫（中国营养学会推荐 ⟪health_info|成人每日10μg⟫）。
Signs of deficiency include bone pain and muscle weakness. 长期过量（>4000 IU/天）可能导致高钙血症。
Popular supplements: ⟪drug_ad|Nature Made D3 1000 IU⟫ ⟪price|US$11.49⟫ / ⟪drug_ad|星鲨维生素D滴剂⟫ ⟪price|¥32⟫。

Written by Dr. ⟦PERSON|Amelia Ho⟧ · 审校 ⟦PERSON|孔令文⟧ 营养师 · ⟪date|2025-11⟫ · ⟪org_name|Wellness Weekly⟫ 第 ⟪reference|48⟫ 期
"""))

# 38
T(("保险代理_teams_中英_policy_table", """Teams · Agency Ops  (pasted table from CRM)

| Client | 证件 | Product | Annual premium | Agent |
|---|---|---|---|---|
| ⟦PERSON|Tommy Leung Ka-ho⟧ | HKID ⟦NATIONAL_ID|$nid_hk_5⟧ | ⟪product_name|Whole Life Plus⟫ | ⟦AMOUNT|HK$56,000⟧ | ⟦PERSON|Ivy⟧ |
| ⟦PERSON|曹雪芬⟧ | 身份证 ⟦IDCARD|$cnid_26⟧ | ⟪product_name|Critical Illness 2025⟫ | ⟦AMOUNT|HK$23,400⟧ | ⟦PERSON|Ivy⟧ |
| ⟦PERSON|Rajesh Kumar⟧ | passport ⟦PASSPORT|Z4418203⟧ | ⟪product_name|Medical Gold⟫ | ⟦AMOUNT|HK$18,800⟧ | ⟦PERSON|Kenneth⟧ |

⟦PERSON|Ivy⟧：第二位 ⟦PERSON|曹小姐⟧ 有 ⟦MEDICAL|history of breast cancer (2019)⟧，underwriting 可能 decline，先别报给 client
"""))

# 39
T(("TOTP_2FA_客服_中英", """Zendesk ticket ⟪ticket_id|#552091⟫ · 标题：lost my phone, can't log in 2FA

Requester: ⟦PERSON|Owen Zhu⟧ (⟦EMAIL|owenzhu.dev@proton.example⟧)
Message:
  我换手机了，Google Authenticator 没迁移。当初绑定时我截图保存了 setup key：⟦SECRET|$totp_3⟧
  backup codes 也有一个没用过的：⟦PASSWORD|8820-4471⟧。能帮我 reset 吗？账户余额还有 ⟦AMOUNT|1,930 USDC⟧。
Internal note (⟦PERSON|Sophie⟧): 用户在工单里暴露了 TOTP secret，按 SOP ⟪reference|SEC-2FA-04⟫ 强制重置，要求视频 KYC。
  Verification email code sent: ⟪otp_code|733019⟫ (expires 10 min). 最后登录 IP ⟦IP_ADDRESS|58.246.17.203⟧ 上海。
"""))

# 40
T(("school_notice_中英_国际学校", """⟪org_name|Westlake Harbour International School⟫ · Parent Notice 家长通知 ⟪reference|PN-2025-37⟫

Dear Parents 亲爱的家长,
Year 5 trip to ⟪place|Hangzhou⟫ (⟪date|8-10 January⟫): cost ⟪price|¥2,850⟫ per student, due by ⟪date|19 Dec⟫.
Please complete the medical form. Known conditions so far: ⟦PERSON|Ethan L.⟧ – ⟦MEDICAL|Type 1 diabetes, insulin pump⟧;
⟦PERSON|王子墨⟧ – ⟦MEDICAL|severe shellfish allergy, carries EpiPen⟧. School nurse Ms. ⟦PERSON|Rivera⟧ will attend.
如有疑问请联系 Year 5 coordinator Mr. ⟦PERSON|Hughes⟧ (⟦EMAIL|d.hughes@school.example.cn⟧).
"""))

# 41
T(("巴西_CPF_中英_电商卖家", """AliExpress seller chat · 店铺 ⟪org_name|Shenzhen Lumos Lighting Store⟫

Buyer (⟦PERSON|Fernanda Costa⟧): Hello, customs in Brazil (Receita Federal) stopped my package ⟪tracking_number|LP00447182093CN⟫, they need CPF.
Seller ⟦PERSON|Cici⟧: 亲，sorry for trouble. Please send CPF, we update the declaration.
Buyer: CPF ⟦NATIONAL_ID|$nid_br_3⟧. I already paid ⟦AMOUNT|US$ 86.40⟧ and now they want tax ⟦AMOUNT|R$ 47,20⟧ 😡
Seller ⟦PERSON|Cici⟧: 我们可以 refund 税费 partial，via AliExpress coupon ⟪price|US$5⟫ off. Remessa Conforme 税率 ⟪percentage|20%⟫ for orders under ⟪price|US$50⟫
Buyer: ok. My address again: ⟦ADDRESS|Av. Afonso Pena 1500, ap 801, Funcionários, Belo Horizonte - MG, 30130-005⟧
"""))

# 42
T(("出差报销_SAP导出_中英", """SAP Concur · Expense Report ⟪reference|ER-88204471⟫ · Status: 待审批 Pending Approval
Employee: ⟦PERSON|Jiang Haoran⟧ ⟦PERSON|江浩然⟧  |  Cost center ⟪reference|CN-SH-4410⟫  |  Approver: ⟦PERSON|Melissa Grant⟧

Date        Type         Merchant                    Amount        Note
⟪date|11/24⟫       Airfare      ⟪org_name|China Eastern⟫               ⟦AMOUNT|CNY 4,260.00⟧  PVG-SIN economy
⟪date|11/24-27⟫    Hotel        ⟪org_name|Marina Bay Sands⟫            ⟦AMOUNT|SGD 1,380.00⟧  policy cap ⟪price|SGD 350⟫/night ⚠
⟪date|11/26⟫       Medical      ⟪org_name|Raffles Hospital⟫            ⟦AMOUNT|SGD 240.00⟧    ⟦MEDICAL|food poisoning, IV drip⟧
Card used: corporate Amex ⟦CARD|$card_amex_1⟧（⟦PERSON|江浩然⟧名下 corporate card）
Comment: 酒店超标是因为会议地点指定，已附 ⟦PERSON|Melissa⟧ 邮件批准。
"""))

# 43
T(("github_fine_grained_token_leak_中英", """GitHub Secret Scanning alert ⟪reference|#118⟫ · repo retail-cn/loyalty-miniapp · ⟪timestamp|2025-12-06 03:12 UTC⟫

Secret type: GitHub fine-grained personal access token
Secret: ⟦APIKEY|$gh_fine_1⟧
Location: `scripts/release.sh` line 14, commit ⟪hash|$sha_2⟫ by ⟦PERSON|Zhou Yiming⟧ (⟦EMAIL|yiming.zhou@loyalty-cn.example⟧)
Also found in the same file:
  GOOGLE_GEOCODE_KEY=⟦APIKEY|$google_api_2⟧   # 门店地址解析
  DEPLOY_KEY（OpenSSH）:
⟦SECRET|$pem_openssh_1⟧

Comment by ⟦PERSON|Liang Qian⟧: 已 revoke，⟦PERSON|一鸣⟧ 下次用 Actions secrets。影响评估：token 只有 contents:read，风险 ⟪reference|LOW⟫。
"""))

# 44
T(("北欧留学_银行开户_中英", """Email thread · Nordea account opening (Stockholm)

From: ⟦EMAIL|jiang.ruoxi@student.kth.example.se⟧
Hej! I'm ⟦PERSON|Jiang Ruoxi⟧ ⟦PERSON|江若溪⟧，visiting researcher at ⟪org_name|KTH⟫. I got my personnummer ⟦NATIONAL_ID|$nid_se_3⟧ last week from ⟪org_name|Skatteverket⟫.
My address: ⟦ADDRESS|Körsbärsvägen 4C, lgh 1203, 114 23 Stockholm⟧. Phone ⟦PHONE|+46 70 123 44 08⟧.
Chinese passport ⟦PASSPORT|EF5518204⟧ 可以作为 ID 吗？我还没有 ID-kort。

From: ⟦EMAIL|kundservice@nordea-demo.example.se⟧
Hi ⟦PERSON|Ruoxi⟧, yes, passport + personnummer is enough. Your new account: ⟦IBAN|$iban_se_1⟧. Card fee ⟪price|SEK 25/month⟫（卡年费按月收）。
BankID activation code will come by post, not by email. Ref ⟪case_number|ND-SE-2025-44718⟫.
"""))
