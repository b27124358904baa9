"""Mixed Chinese/English texts for corpus_blind16, hand-written one at a time.

Markup: ⟦TYPE|value⟧ = span to detect, ⟪kind|value⟫ = decoy, `$name` = values.VALUES[name].
"""
TEXTS = []

TEXTS += [
("whatsapp_hk_landlord", r"""
[⟪timestamp|3/4/26 21:15⟫] ⟦PERSON|陳生⟧ (業主): ⟦PERSON|Ivy⟧, 下個月租記得1號前 FPS 過數 😊 另外續約要你 HKID copy 同 address proof
[⟪timestamp|3/4/26 21:20⟫] ⟦PERSON|Ivy Lam⟧: 收到⟦PERSON|陳生⟧! HKID 係 ⟦NATIONAL_ID|$hk_hkid⟧，頭先已經 FPS 咗 ⟦AMOUNT|HK$18,500⟧，ref ⟪ticket_ref|FRN20260403HKBAA0417⟫
[3/4/26 21:22] ⟦PERSON|Ivy Lam⟧: 地址都係 ⟦ADDRESS|鰂魚涌英皇道1065號 東達中心 18樓 C室⟧ 呀
[3/4/26 21:25] ⟦PERSON|陳生⟧ (業主): 👍 管理費 ⟪price|HK$1,320⟫ 我會照俾，冷氣機維修師傅 ⟦PERSON|阿輝⟧ 星期六嚟，佢電話 ⟦PHONE|9187 5530⟧
"""),

("email_sg_payroll", r"""
Hi ⟦PERSON|小珍⟧,

Please set up payroll for our new hire starting ⟪date|1 Aug 2026⟫:

Name: ⟦PERSON|TAN Wei Jie⟧ ⟦PERSON|陈伟杰⟧
NRIC: ⟦NATIONAL_ID|$sg_nric⟧
Mobile: ⟦PHONE|+65 9123 0478⟧
Basic salary: ⟦AMOUNT|S$6,800⟧/month (CPF employer ⟪percentage|17%⟫, employee ⟪percentage|20%⟫)
Sign-on bonus: ⟦AMOUNT|S$3,000⟧, paid with first salary

他之前在⟪org_name|Jurong Port⟫做 ops，medical 那边他说有 ⟦MEDICAL|G6PD deficiency⟧，要 note 在 HR file 里，给 panel clinic 知道。

Thanks!
⟦PERSON|Rachel Ong⟧ | HR, ⟪org_name|Lion City Freight Pte Ltd⟫
"""),

("tw_pharmacy_refill", r"""
⟪org_name|杏安藥局⟫ 慢性病連續處方箋 領藥紀錄
姓名：⟦PERSON|林怡君⟧    身分證字號：⟦NATIONAL_ID|$tw_id⟧    出生：⟦DATE_OF_BIRTH|民國82年7月9日⟧
電話：⟦PHONE|0912-555-318⟧
診斷：⟦MEDICAL|Type 2 DM⟧、⟦MEDICAL|Hyperlipidemia⟧
處方：⟦MEDICAL|Metformin 500mg⟧ BID ×28d、⟦MEDICAL|Rosuvastatin 10mg⟧ QD ×28d
第 2/3 次調劑    調劑日：⟪date|115/05/06⟫    藥事服務費 ⟪price|NT$54⟫
本次自付：⟦AMOUNT|NT$200⟧    藥師：⟦PERSON|郭怡萱⟧
"""),

("foreign_employee_registration", r"""
外籍员工信息登记表 / Foreign Employee Registration — ⟪org_name|上海申韩贸易有限公司⟫
Name 姓名: ⟦PERSON|KIM Dong-hyun⟧ ⟦PERSON|김동현⟧    中文名: ⟦PERSON|金东贤⟧
Date of birth 出生日期: ⟦DATE_OF_BIRTH|1989-10-05⟧    Nationality 国籍: Korea
Resident Registration No. 居民登录号: ⟦NATIONAL_ID|$kr_rrn⟧
Passport No. 护照号: ⟦PASSPORT|M48291037⟧
Work permit 工作许可证号: ⟪permit_no|310000202604180117⟫
Address in China 在华住址: ⟦ADDRESS|上海市长宁区仙霞路99号尚嘉中心公寓2203室⟧
Monthly salary 月薪: ⟦AMOUNT|RMB 35,000⟧ (pre-tax)
"""),

("slack_cn_team", r"""
#infra-告警  ⟪date|今天⟫
⟦PERSON|Kevin Zhou⟧  10:12
bot 又挂了，我先用这个 token 顶一下，晚点放 vault：⟦APIKEY|$slack_bot⟧
⟦PERSON|苏晴⟧  10:14
@⟦PERSON|Kevin Zhou⟧ 别在频道里贴 token 啊😂 rotate 一下。另外 ⟪doc_ip|203.0.113.18⟫ 那台是压测机不用管
⟦PERSON|Kevin Zhou⟧  10:15
ok ok 已 revoke，新 token 放 ⟪vault_path|kv/infra/slack-bot⟫ 了
"""),

("gha_log_cn_commit", r"""
⟪timestamp|2026-08-21T03:02:11.0019921Z⟫ ##[group]Run actions/checkout@v4
2026-08-21T03:02:11.0021830Z   repository: yunfan/booking-web
2026-08-21T03:02:11.0022001Z   token: ***
⟪timestamp|2026-08-21T03:02:13.4410921Z⟫ HEAD is now at ⟪commit_sha|7d2e9f1⟫ 修复：预约页手机号校验 (by ⟦PERSON|xiaoyu-lin⟧)
2026-08-21T03:02:15.2011188Z ##[group]Run npm publish
2026-08-21T03:02:15.2013370Z + echo "//npm.pkg.github.com/:_authToken=⟦APIKEY|$gh_pat_b⟧" > .npmrc   # 临时写死，TODO
2026-08-21T03:02:19.8830027Z + booking-web@⟪version|2.7.3⟫
"""),

("terraform_cn_comments", r"""
# provider.tf —— 跨境店铺图片 CDN（⟦PERSON|王工⟧ 临时写死，下周迁到 SSM）
provider "aws" {
  region     = "ap-east-1"   # 香港
  access_key = "⟦APIKEY|$aws_akid_c⟧"
  secret_key = "⟦SECRET|$aws_secret_c⟧"
}

resource "aws_s3_bucket" "product_images" {
  bucket = "hk-shop-product-images"
  tags = { owner = "⟦PERSON|wanghao⟧", cost_center = "⟪cost_centre|ECOM-HK-02⟫" }
}
# 办公室出口 IP：⟦IP_ADDRESS|118.140.62.77⟧；测试段 ⟪cidr|198.51.100.0/24⟫ 不要放行
"""),

("aws_sts_output", r"""
$ aws sts assume-role --role-arn arn:aws:iam::⟪account_id|481920337615⟫:role/claims-readonly --role-session-name ⟦PERSON|lily.chen⟧
{
    "Credentials": {
        "AccessKeyId": "⟦APIKEY|$aws_akid_b⟧",
        "SecretAccessKey": "⟦SECRET|$aws_secret_b⟧",
        "SessionToken": "⟦SECRET|IQoJb3JpZ2luX2VjEN7//////////wEaDmFwLWVhc3QtMSJHMEUCIQCx9t2Lr0Q7vYkP3aWm8fZ1nJ4sHd2uK6gE5cR0tB7oVwIgN3yQ1pX8mZ4kL9rT2vC6bD0fG5hJ7sA1eW3uY8iO2qR⟧",
        "Expiration": "⟪timestamp|2026-09-02T11:47:03Z⟫"
    }
}
# ↑ ⟦PERSON|Lily⟧ 贴到群里了，已经让她 revoke session，1 小时后也会自动过期
"""),

("stripe_config_cn_seller", r"""
# 店铺支付配置（⟪org_name|港湾手作⟫ HK online shop）
STRIPE_RESTRICTED_KEY=⟦APIKEY|$stripe_rk⟧   # 只读订单 + 退款权限
STRIPE_ACCOUNT_COUNTRY=HK
DEFAULT_CURRENCY=hkd
FREE_SHIPPING_OVER=⟪price|HK$500⟫
OWNER_EMAIL=⟦EMAIL|mandy.leung@harbourcraft.example⟧
# 如有问题联系 ⟦PERSON|Mandy⟧ ⟦PHONE|+852 6123 4409⟧
"""),

("blog_tutorial_snippet", r"""
## 三分钟用 Python 调用大模型（新手向）

安装好 `openai` 库（我用的是 ⟪version|1.51.0⟫）后，复制下面代码就能跑：

```python
from openai import OpenAI
client = OpenAI(api_key="⟦APIKEY|$openai_b⟧")  # 换成你自己的 key!
print(client.chat.completions.create(model="⟪model_name|gpt-4o⟫", messages=[{"role":"user","content":"你好"}]).choices[0].message.content)
```

⚠️ 评论区 @熬夜冠军 提醒：博主你的 key 露出来了！—— 谢谢，已删除重建🙏（作者：⟦PERSON|陆一鸣⟧）
"""),

("wechat_dev_key_share", r"""
⟦PERSON|Jason 邱⟧：Claude 的 key 给你，测试环境用，预算 ⟪price|$100⟫ 封顶
⟦PERSON|Jason 邱⟧：⟦APIKEY|$anthropic_b⟧
⟦PERSON|梁小雨⟧：收到🙏 我放到 .env.local 里，不会 commit
⟦PERSON|Jason 邱⟧：嗯，用完记得跟我说，我在 console 里 disable。model 用 ⟪model_name|claude-haiku-4-5⟫ 就行
"""),

("dotenv_mailgun_cn", r"""
# 课程提醒邮件服务 .env（⟪org_name|博睿教育⟫）
MAILGUN_API_KEY=⟦APIKEY|$mailgun_a⟧
MAILGUN_DOMAIN=mg.borui-edu.example
MAIL_FROM="博睿教育 <⟦EMAIL|noreply@borui-edu.example⟧>"
ADMIN_CC=⟦EMAIL|liang.yuqing@borui-edu.example⟧   # ⟦PERSON|梁老师⟧
REMIND_BEFORE_MIN=⟪duration|30⟫
SMTP_PORT=⟪port|587⟫
"""),

("email_tutor_portal_token", r"""
Subject: 家长端登录问题 / Parent portal login

Mrs ⟦PERSON|Ho⟧ 您好,

Sorry 系统昨天出了问题。您可以先用下面这个一次性登录链接（24小时内有效），登录后请重设密码：

https://portal.brightpath.example/magic?token=⟦APIKEY|$jwt_wrap⟧

⟦PERSON|Ethan⟧ 本月的课时费 ⟦AMOUNT|HK$3,360⟧ 已收到，收据编号 ⟪invoice_ref|BP-HK-0884⟫。

Best regards,
Miss ⟦PERSON|Cheung⟧ ⟦PERSON|张老师⟧
⟪org_name|BrightPath Learning Centre⟫ (Mong Kok)
"""),
]

TEXTS += [
("cs_chat_order_link", r"""
【⟪org_name|MiniMoss 苔藓微景观⟫ 客服】
买家 ⟦PERSON|Sophie Tang⟧: hi 我点开订单链接显示 error，你看下：https://shop.minimoss.example/orders/⟪order_ref|MM-20931⟫?auth=⟦APIKEY|$jwt_c⟧
客服 ⟦PERSON|Nico⟧: 亲这个链接带了你的登录 token，别发给别人哦🙈 我这边看到订单已付 ⟦AMOUNT|¥268⟧，物流单号 ⟪tracking_number|JT5088127745031⟫，明天送到。
买家 ⟦PERSON|Sophie Tang⟧: ok thx!
"""),

("curl_landlord_api", r"""
# 房东端 API 调试记录（⟦PERSON|Tony Wu⟧, ⟪date|2026-09-03⟫）
curl -s "https://api.landlordhub.example/v1/tenants/4417/ledger" \
  -H "Authorization: Bearer ⟦APIKEY|$jwt_a⟧"
# 返回 200：
{"tenant":"⟦PERSON|Grace Liu⟧","unit":"⟦ADDRESS|Flat 3B, 28 Leighton Road, Causeway Bay, Hong Kong⟧","arrears":"⟦AMOUNT|HK$6,200⟧","deposit_held":"⟦AMOUNT|HK$37,000⟧","rent_list_price":"⟪price|HK$18,500⟫"}
# token 过期时间 exp=1788186400，测完就 revoke 了
"""),

("rider_app_logcat", r"""
09-09 19:42:17.331  4412  4480 I OrderSync: rider=⟪rider_id|R-55120⟫ city=sz token=⟦APIKEY|$jwt_d⟧
09-09 19:42:18.902  4412  4480 I OrderSync: 新订单 #⟪order_ref|MT7739102⟫ 收货人 ⟦PERSON|陈先生⟧ ⟦PHONE|139 2876 5503⟧ 地址 ⟦ADDRESS|深圳市南山区高新南七道W1-A栋5楼⟧
09-09 19:42:18.905  4412  4480 W OrderSync: remark="放门口, 不要按门铃, baby 在睡觉"
09-09 19:42:19.120  4412  4491 D Net: POST https://rider-api.example/v2/ack 200 (⟪duration|212ms⟫) from ⟦IP_ADDRESS|113.88.41.207⟧
09-09 19:42:19.121  4412  4491 D Net: app_version=⟪version|6.12.0⟫ build=⟪build_id|26090301⟫
"""),

("jira_key_leak_ticket", r"""
[⟪ticket_ref|SEC-88⟫] 私钥泄露 / EC private key committed to repo
Reporter: ⟦PERSON|Vivian Kwok⟧ ⟦PERSON|郭慧雯⟧    Priority: Blocker
描述：在 repo `payments-gateway` 的 commit ⟪commit_sha|b19f02e4⟫ 里发现以下私钥（用于 api.pay.example.hk 的 TLS 证书）：

⟦SECRET|$pem_ec⟧

处理：1) 立即吊销证书；2) 重新签发；3) git filter-repo 清理历史。Assignee: ⟦PERSON|阿Ken⟧
"""),

("notes_2fa_backup", r"""
📝 备忘录 —— 2FA backup（不要截图发给别人！）
公司 VPN 账号：⟦PERSON|ruby.huang⟧    TOTP seed：⟦SECRET|$totp_b⟧
网银 recovery code：⟦SECRET|7F2K-9QXM-4LDA-8WPE⟧
家里 Wi-Fi：⟪ssid|Huang_Home_5G⟫ / ⟦PASSWORD|sunflower@2019⟧
保险箱密码：⟦PASSWORD|0 7 2 9 1 6⟧（妈妈的生日倒过来）
"""),

("scam_sms_crypto", r"""
【⟪org_name|Binance 安全中心⟫】尊敬的用户⟦PERSON|黄女士⟧，您的账户（⟪masked_phone|+86 135****7712⟫）于⟪timestamp|10-03 02:14⟫在 ⟪place|Lagos⟫ 检测到异常登录。为保障资产安全，请在 30 分钟内将 BTC 转入安全钱包 ⟪wallet_address|$btc_addr⟫，核验后全额返还。客服 WhatsApp：⟦PHONE|+44 7700 900 866⟧。Verification code ⟪otp_code|559013⟫。
"""),

("gitlab_ci_slack_notify", r"""
# .gitlab-ci.yml（片段）—— 构建失败通知
notify_failure:
  stage: .post
  when: on_failure
  image: curlimages/curl:⟪version|8.10.1⟫
  script:
    - 'curl -X POST -H "Content-type: application/json" --data "{\"text\":\"构建失败: $CI_PROJECT_NAME @ $CI_COMMIT_SHORT_SHA\"}" ⟦SECRET|$slack_webhook_a⟧'
  # TODO: webhook 改放 CI/CD variables（⟦PERSON|Peter 何⟧）
"""),

("python_slack_export", r"""
# export_channel.py —— 导出 #parents-english-class 频道记录给 ⟦PERSON|Coco⟧ 老师
import requests
SLACK_USER_TOKEN = "⟦APIKEY|$slack_user⟧"
REPORT_WEBHOOK = "⟦SECRET|$slack_webhook_b⟧"
CHANNEL = "⟪app_id|C07QK2M8ZJ4⟫"
OLDEST = "⟪timestamp|1788000000.000100⟫"  # 9月初开始
resp = requests.get("https://slack.com/api/conversations.history",
                    headers={"Authorization": f"Bearer {SLACK_USER_TOKEN}"},
                    params={"channel": CHANNEL, "oldest": OLDEST, "limit": ⟪count|200⟫})
"""),

("git_credentials_handover", r"""
$ cat ~/.git-credentials
https://⟦PERSON|derek-tsang⟧:⟦APIKEY|$gh_oauth⟧@github.com
https://oauth2:⟦APIKEY|$glpat_b⟧@gitlab.hk-logistics.example
$ cat ~/.config/gh/hosts.yml
github.com:
    user: ⟦PERSON|derek-tsang⟧
    oauth_token: ⟦APIKEY|$gh_oauth⟧
    git_protocol: https
# 离职交接：⟦PERSON|曾德立⟧ 名下的 token 已全部 revoke（⟪date|2026-10-08⟫），笔记本交回 IT（资产号 ⟪asset_tag|HKL-NB-0419⟫）
"""),

("miniprogram_config", r"""
{
  "description": "海外仓查询小程序 project.config.json",
  "appid": "⟪app_id|$wechat_appid⟫",
  "projectname": "overseas-warehouse",
  "libVersion": "⟪version|3.5.8⟫",
  "setting": { "urlCheck": true, "es6": true },
  "ext": {
    "googleMapsKey": "⟦APIKEY|$google_api_b⟧",
    "warehouseHotline": "⟦PHONE|+1 (909) 555-0188⟧",
    "maintainer": "⟦PERSON|Alan 钟⟧"
  }
}
"""),

("python_refund_script", r"""
# refund.py —— 港湾手作退款脚本（临时，别 commit！）
import stripe
stripe.api_key = "⟦APIKEY|$stripe_sk_b⟧"

# 客人 ⟦PERSON|Winnie Chow⟧ 收到的杯子裂了，order ⟪order_ref|HC-10293⟫，退 ⟦AMOUNT|HK$450.00⟧
stripe.Refund.create(payment_intent="⟪payment_ref|pi_3Q8kLm2eZvKYlo2C1x9Tq0aB⟫", amount=⟦AMOUNT|45000⟧)
# 杯子定价 ⟪price|HK$480⟫，运费不退
"""),

("hk_travel_claim", r"""
旅遊保險索償表 Travel Insurance Claim Form — ⟪org_name|Pacific Shield Insurance (HK)⟫
受保人 Insured: ⟦PERSON|CHAN Ka Yan⟧ ⟦PERSON|陳嘉欣⟧
香港身份證 HKID: ⟦NATIONAL_ID|$hk_hkid_b⟧        護照 Passport: ⟦PASSPORT|H60418273⟧
出生日期 DOB: ⟦DATE_OF_BIRTH|17/09/1992⟧        電話 Tel: ⟦PHONE|6021 7734⟧
事故 Incident: ⟪date|2026年7月3日⟫ 於 ⟪place|Chiang Mai⟫ 食物中毒，入院診斷 ⟦MEDICAL|acute gastroenteritis⟧，靜脈輸液兩日
醫療費用 Medical expenses paid: ⟦AMOUNT|THB 38,400⟧（約 ⟦AMOUNT|HK$8,290⟧）
行李延誤 Baggage delay: 航班 ⟪flight_no|CX753⟫，延誤 ⟪duration|14 小時⟫
Policy No. ⟪policy_ref|PSI-TRV-2606-118820⟫
"""),

("sg_dental_appointment", r"""
Hi Mdm ⟦PERSON|Lim⟧, this is ⟪org_name|SmileWorks Dental (Tampines)⟫ 😊
Reminder: ⟦PERSON|Ethan Lim⟧ ⟦PERSON|林一航⟧ (NRIC ⟦NATIONAL_ID|$sg_nric_t⟧) has his braces review on ⟪timestamp|Sat 12 Sep, 10:30am⟫ with Dr. ⟦PERSON|Koh⟧.
Please bring his ⟦MEDICAL|asthma inhaler⟧ as usual. Adjustment fee ⟪price|S$120⟫ is covered by the package you paid (⟦AMOUNT|S$5,800⟧).
改期请 WhatsApp ⟦PHONE|+65 6785 0214⟧。
"""),
]

TEXTS += [
("whatsapp_my_seller", r"""
[⟪timestamp|14/8/26, 9:02 PM⟫] Aunty ⟦PERSON|Mei⟧: Boss, 我要订 3 盒 ⟪product_code|月饼礼盒 B⟫，送去 ⟦ADDRESS|No. 18, Jalan SS2/24, 47300 Petaling Jaya, Selangor⟧
[⟪timestamp|14/8/26, 9:05 PM⟫] ⟪org_name|Kedai Kek Ah Seng⟫: OK Aunty，一盒 ⟪price|RM 88⟫，3 盒 total ⟦AMOUNT|RM 264⟧ + delivery ⟪price|RM 10⟫。可以 online transfer 吗？
[14/8/26, 9:07 PM] Aunty ⟦PERSON|Mei⟧: 我不会 transfer 😅 我给你 card number 可以吗 ⟦CARD|$card_mc2221⟧ 后面三个号码 ⟦CVV|803⟧
[14/8/26, 9:09 PM] ⟪org_name|Kedai Kek Ah Seng⟫: Aunty 下次不要这样发 card 号码哦！我叫我女儿 ⟦PERSON|Jia Wen⟧ 打给你，她电话 ⟦PHONE|012-555 3187⟧
"""),

("line_tw_landlord", r"""
⟪date|2026.08.30 星期日⟫
21:04 ⟦PERSON|張先生⟧(房東)：⟦PERSON|志豪⟧你好，租約下週到期，續約要再影印一次身分證，上次那張看不清楚
21:10 ⟦PERSON|志豪⟧：好的！身分證字號 ⟦NATIONAL_ID|$tw_id_b⟧，我明天拍清楚一點傳給您
21:11 ⟦PERSON|志豪⟧：押金 ⟦AMOUNT|NT$32,000⟧ 就直接轉到新約嗎？
21:15 ⟦PERSON|張先生⟧(房東)：對，押金沿用。房租一樣 ⟪price|NT$16,000⟫/月，管理費 ⟪price|NT$1,200⟫ 我出
21:16 ⟦PERSON|張先生⟧(房東)：地址寫 ⟦ADDRESS|臺北市大安區復興南路二段151巷8號4樓⟧ 沒錯吧
21:17 ⟦PERSON|志豪⟧：沒錯👌
"""),

("hk_immigration_email", r"""
Subject: 高才通計劃 Top Talent Pass — 文件清單 / document checklist

Dear ⟦PERSON|Siew Mei⟧,

多謝你昨日來 office。For the TTP application we need:
1. 護照 passport bio page — Malaysian passport ⟦PASSPORT|A57720184⟧ (valid to ⟪date|2031-01-19⟫) ✅
2. Singapore Employment Pass card — FIN ⟦NATIONAL_ID|$sg_fin⟧ ✅
3. 學歷證明 degree certificate from ⟪org_name|Universiti Malaya⟫
4. 最近 12 個月 payslips showing annual income ≥ ⟪price|HK$2.5M⟫ (Category A threshold)

Retainer ⟦AMOUNT|HK$15,000⟧ received with thanks; Government fee ⟪price|HK$230⟫ is payable on submission.

Regards,
⟦PERSON|Janice Yip⟧ ⟦PERSON|葉律師⟧
⟪org_name|Yip & Partners Solicitors⟫ | ⟦PHONE|+852 2155 0396⟧
"""),
]

TEXTS += [
("tax_docs_checklist", r"""
📄 2025 Tax docs checklist（给 CPA ⟦PERSON|Linda Hsu⟧，⟪date|3月15日⟫前交齐）
Taxpayer: ⟦PERSON|Zhang Hao⟧ ⟦PERSON|张浩⟧    SSN ⟦SSN|$ssn_f⟧
Spouse: ⟦PERSON|Wu Qian⟧ ⟦PERSON|吴倩⟧    SSN ⟦SSN|$ssn_g⟧
Dependent: ⟦PERSON|Emily Zhang⟧, DOB ⟦DATE_OF_BIRTH|2016-04-22⟧（今年 529 存了 ⟦AMOUNT|$6,000⟧）
Address: ⟦ADDRESS|2150 Foxhall Court, San Jose, CA 95131⟧
W-2 wages: ⟦AMOUNT|$184,320⟧（老公）+ ⟦AMOUNT|$96,500⟧（我）
1099-INT: ⟦AMOUNT|$1,274.18⟧ from ⟪org_name|Cathay Bank⟫
老公今年 ⟦MEDICAL|ACL reconstruction⟧ 手术自付 ⟦AMOUNT|$4,850⟧，问一下能不能 itemize（AGI 的 ⟪percentage|7.5%⟫ 门槛）
"""),

("email_refund_dubai", r"""
Dear Mr ⟦PERSON|Khalid Al Marri⟧,

您好！Thank you for your order ⟪order_ref|SZX-DXB-26-0917⟫ (2 × LED mirror cabinet). You paid ⟦AMOUNT|US$1,460⟧ but the final freight came to ⟪price|US$310⟫ instead of the quoted ⟪price|US$380⟫, so we owe you ⟦AMOUNT|US$70⟧.

We will refund it to the account you gave us:
Name: ⟦PERSON|Khalid Al Marri⟧
IBAN: ⟦IBAN|$iban_ae⟧
The shipment (B/L ⟪bill_of_lading|COSU6419027730⟫) arrives ⟪place|Jebel Ali⟫ around ⟪date|25 Sep⟫.

Best regards,
⟦PERSON|Cindy Luo⟧ ⟦PERSON|罗小姐⟧ | ⟪org_name|深圳明辉卫浴有限公司⟫ | ⟦PHONE|+86 755 2860 4417⟧
"""),

("family_office_email", r"""
Subject: 轉賬指示 / Transfer instruction

Dear Mr ⟦PERSON|Brunner⟧,

請按 ⟦PERSON|林太⟧ 的指示，從她在貴行的戶口 ⟦IBAN|$iban_ch⟧ 轉 ⟦AMOUNT|CHF 250,000⟧ 到她在 ⟪org_name|HSBC⟫ 的戶口（details 已另行提供）。Also please raise the limit on her card ⟦CARD|$card_mc51⟧ to ⟦AMOUNT|CHF 40,000⟧ for the trip in ⟪date|October⟫.

⟦PERSON|林太⟧ 最近做咗 ⟦MEDICAL|cataract surgery⟧，暫時唔方便簽名，so the signed authorisation will come from her son ⟦PERSON|Marcus Lam⟧ (POA ref ⟪case_ref|POA-2026-017⟫).

Best,
⟦PERSON|Karen Tse⟧ | ⟪org_name|Evergreen Family Office⟫ | ⟦PHONE|+852 3618 7720⟧
"""),
]

TEXTS += [
("student_kaution_message", r"""
Sehr geehrter Herr ⟦PERSON|Brandstätter⟧,

I have transferred the Kaution of ⟦AMOUNT|€2,190⟧ (3 × Kaltmiete ⟪price|€730⟫) to your account ⟦IBAN|$iban_de⟧ today. Could you please send me the Wohnungsgeberbestätigung so I can do the Anmeldung for ⟦ADDRESS|Schellingstraße 42, 80799 München⟧?

Vielen Dank,
⟦PERSON|Xu Ruoxi⟧ ⟦PERSON|徐若溪⟧
⟦PHONE|+49 1522 555 0917⟧

——
爸妈：押金已经转给房东了，收据我存在网盘里。月租 ⟪price|€730⟫ 不含水电，每月 ⟪date|3号⟫ 前交。—— ⟦PERSON|溪溪⟧
"""),

("wechat_uk_letting_agent", r"""
⟦PERSON|Jenny 李⟧ (⟪org_name|Regent Living⟫): 同学你好～ 你看中的 ⟦ADDRESS|Flat 12, 88 Wilmslow Road, Manchester M14 5AL⟧ 房东同意了，rent ⟪price|£1,050 pcm⟫，bills included
⟦PERSON|周子墨⟧: 太好了！需要我提供什么？
⟦PERSON|Jenny 李⟧: Right to Rent 要护照 ⟦PASSPORT|EJ9026331⟧ 的照片页（你上次发的那个号码对吗？），还有 holding deposit ⟦AMOUNT|£242⟧，转到 client account：
⟦IBAN|$iban_gb_b⟧（Ref: ZHOU-M14）
⟦PERSON|周子墨⟧: 对的，我今晚转。我爸是 guarantor，他的邮箱 ⟦EMAIL|zhou.jianhua@hzmail.example⟧
"""),

("madrid_employment_email", r"""
Asunto: Finiquito / 结算 — ⟪org_name|Restaurante Jardín de Jade⟫

⟦PERSON|黄老板⟧您好 / Hola Sr. ⟦PERSON|Huang⟧:

As discussed, here are the settlement figures for the two waiters leaving on ⟪date|31/10/2026⟫:

1. ⟦PERSON|Liu Mingyu⟧ ⟦PERSON|刘明宇⟧ — NIE ⟦NATIONAL_ID|$es_nie⟧ — vacaciones no disfrutadas + indemnización: ⟦AMOUNT|€3,412.60⟧
2. ⟦PERSON|Carmen Ortiz Vidal⟧ — NIE ⟦NATIONAL_ID|$es_nie_b⟧ — ⟦AMOUNT|€1,968.00⟧; she is on ⟦MEDICAL|baja por lumbalgia⟧ until ⟪date|15/10⟫, so her contract cannot end earlier.

⟦PERSON|Carmen⟧ asked for payment to ⟦IBAN|$iban_es_b⟧. Our fee for this matter: ⟪price|€450 + IVA⟫.

Saludos,
⟦PERSON|Beatriz Soler⟧, abogada laboralista · ⟦PHONE|+34 612 555 874⟧
"""),
]

TEXTS += [
("amsterdam_hr_chat", r"""
⟦PERSON|Femke⟧ (HR) 14:02: Hi ⟦PERSON|Yiting⟧! For your first salary I still need your BSN and bank details 🙂
⟦PERSON|Yiting Chen⟧ 14:05: BSN 是 ⟦NATIONAL_ID|$nl_bsn_b⟧，IBAN ⟦IBAN|$iban_nl_b⟧（我刚在 ⟪org_name|bunq⟫ 开的户）
⟦PERSON|Femke⟧ (HR) 14:06: Perfect. 30% ruling 的 application 我们下周提交，gross salary ⟦AMOUNT|€5,200⟧/month，ruling 通过后 ⟪percentage|30%⟫ tax-free.
⟦PERSON|Yiting Chen⟧ 14:08: 谢谢！另外我下周三要去 ⟪org_name|OLVG⟫ 复查 ⟦MEDICAL|thyroid nodules⟧，请半天假可以吗
⟦PERSON|Femke⟧ (HR) 14:09: Of course, just log it in ⟪org_name|AFAS⟫ 👍
"""),

("hk_shop_order_note", r"""
訂單 Order ⟪order_ref|#HK-40187⟫ · ⟪org_name|Little Fern Florist⟫ · ⟪timestamp|2026-09-19 16:22⟫
收件人 Recipient: Mrs ⟦PERSON|Yvonne Fung⟧, ⟦ADDRESS|Flat 21A, Block 3, Provident Centre, 53 Wharf Road, North Point⟧
電話 Tel: ⟦PHONE|9466 3021⟧
心意卡 Card message: "Happy 60th 媽咪! Love, ⟦PERSON|Kelvin⟧ & ⟦PERSON|Joanne⟧"
付款 Payment (customer asked us to charge by phone — staff ⟦PERSON|Ada⟧ wrote it here, 請盡快刪除):
⟦CARD|$card_visa16_a⟧  exp ⟪card_expiry|08/29⟫  CVV ⟦CVV|116⟧
Bouquet ⟪price|HK$880⟫ + delivery ⟪price|HK$120⟫ = charged ⟦AMOUNT|HK$1,000⟧
"""),
]

TEXTS += [
("card_dispute_form_japan", r"""
信用卡交易爭議表 Card Dispute Form — ⟪org_name|Golden Harbour Bank⟫
Cardholder 持卡人: ⟦PERSON|LEUNG Hoi Ting⟧ ⟦PERSON|梁凱婷⟧    Mobile: ⟦PHONE|6398 2150⟧
Card 1 (JCB): ⟦CARD|$card_jcb⟧
  ⟪timestamp|2026-07-08 22:41 JST⟫ ⟪org_name|DON QUIJOTE SHINJUKU⟫ ⟦AMOUNT|JPY 48,600⟧ → 重複扣款 duplicate, 爭議金額 ⟦AMOUNT|JPY 48,600⟧
Card 2 (Diners): ⟦CARD|$card_diners⟧
  ⟪timestamp|2026-07-10 13:05 JST⟫ ⟪org_name|KYOTO TAXI 0417⟫ → 我冇坐過呢架車, 爭議金額 ⟦AMOUNT|JPY 7,320⟧
外幣手續費 FX fee: ⟪percentage|1.95%⟫ · Reference ⟪case_ref|GHB-CD-2607-3381⟫
"""),

("hk_pet_insurance_claim", r"""
寵物保險索償 Pet Insurance Claim — ⟪org_name|FurCare Insurance HK⟫
Policyholder 投保人: ⟦PERSON|Anthony Kwan⟧ ⟦PERSON|關浩文⟧    Tel: ⟦PHONE|5173 8824⟧    Email: ⟦EMAIL|anthony.kwan@octomail.example⟧
Pet 寵物: ⟪pet_name|Mochi⟫ (Shiba Inu, 5y) · microchip ⟪microchip|344098100027719⟫
Diagnosis 診斷: ⟪animal_health|IVDD (椎間盤突出)⟫, ⟪animal_health|hemilaminectomy T12-T13⟫ at ⟪org_name|Central Animal Hospital⟫
Invoice total paid by owner: ⟦AMOUNT|HK$42,360⟧    Claim amount: ⟦AMOUNT|HK$33,888⟧ (⟪percentage|80%⟫ reimbursement)
Pay by FPS to ⟦PHONE|5173 8824⟧
"""),

("sg_club_member_sheet", r"""
| Name 姓名 | Phone | Membership | Paid | Remarks |
|---|---|---|---|---|
| ⟦PERSON|Goh Jun Hao⟧ ⟦PERSON|吴俊豪⟧ | ⟦PHONE|+65 9736 2041⟧ | Adult (yearly) | ⟦AMOUNT|S$240⟧ | captain |
| ⟦PERSON|Nurul Aisyah⟧ | ⟦PHONE|+65 8122 9470⟧ | Adult (yearly) | ⟦AMOUNT|S$120⟧ | 分两期 |
| ⟦PERSON|Wei Lun⟧ | ⟦PHONE|+65 9051 3368⟧ | Student (yearly) | ⟦AMOUNT|S$150⟧ | ⟦MEDICAL|ankle sprain⟧，暂停训练 |
| ⟦PERSON|Marco Silva⟧ | ⟦PHONE|+65 8890 1175⟧ | Adult | — | card on file ⟦CARD|$card_visa16_d⟧, will charge after trial |
Fees 2026: adult ⟪price|240 SGD⟫, student ⟪price|150 SGD⟫, trial month ⟪price|35 SGD⟫
Club: ⟪org_name|Bukit Timah Futsal Club⟫ · Training ⟪time|Wed 8pm⟫ at ⟪place|Our Tampines Hub⟫
"""),

("shenzhen_onboarding_india", r"""
新员工入职资料 New Joiner Pack — ⟪org_name|深圳蓝鲸物联科技有限公司⟫
Name: ⟦PERSON|Arvind Krishnamurthy⟧    中文名: ⟦PERSON|柯文德⟧
Passport (India): ⟦PASSPORT|Z6104827⟧    Aadhaar: ⟦NATIONAL_ID|$in_aadhaar_b⟧
Spouse: ⟦PERSON|Lakshmi Arvind⟧, Aadhaar ⟦NATIONAL_ID|$in_aadhaar⟧ (for dependant visa / 家属签证)
Address in Shenzhen: ⟦ADDRESS|深圳市南山区后海大道2388号怡化金融科技大厦公寓1708⟧
Annual package 年薪: ⟦AMOUNT|RMB 480,000⟧ + housing allowance ⟪price|RMB 6,000/月⟫（公司标准）
体检结果 medical check: ⟦MEDICAL|latent TB⟧, 需在 ⟪org_name|深圳市慢性病防治中心⟫ 复查后才能办工作许可
"""),

("chile_supplier_contacts", r"""
智利车厘子供应商联系表 Chile cherry growers — 2026/27 season
| Grower 果园主 | RUT | Región | WhatsApp | Prepaid 预付款 |
|---|---|---|---|---|
| ⟦PERSON|Hernán Poblete⟧ | ⟦NATIONAL_ID|$cl_rut_b⟧ | ⟪place|O'Higgins⟫ | ⟦PHONE|+56 9 5551 2048⟧ | ⟦AMOUNT|USD 42,000⟧ |
| ⟦PERSON|Daniela Fuentes⟧ | ⟦NATIONAL_ID|$cl_rut⟧ | ⟪place|Maule⟫ | ⟦PHONE|+56 9 5553 7716⟧ | ⟦AMOUNT|USD 18,500⟧ |
FOB price ⟪price|USD 6.20/kg⟫ (size J), 到港 ⟪place|南沙港⟫ 预计 ⟪date|12月第二周⟫
负责人：⟦PERSON|老卢⟧ ⟦PHONE|138 2764 0519⟧
"""),

("relocation_checklist", r"""
Relocation checklist — ⟦PERSON|Chen Jiaxin⟧ ⟦PERSON|陈佳欣⟧ 一家 Stockholm → Brussels（⟪org_name|Nordic Move Partners⟫ 负责）
☑ ⟦PERSON|Erik Lindqvist⟧（先生）: personnummer ⟦NATIONAL_ID|$se_pnr_b⟧, DOB ⟦DATE_OF_BIRTH|1979-09-03⟧；最后一笔工资转到 ⟦IBAN|$iban_de_b⟧
☑ ⟦PERSON|Aino Lindqvist⟧（女儿, born in Helsinki）: henkilötunnus ⟦NATIONAL_ID|$fi_hetu_b⟧, DOB ⟦DATE_OF_BIRTH|18.06.2003⟧ — 9月开始在 ⟪org_name|KU Leuven⟫ 读硕士
☑ ⟦PERSON|Chen Jiaxin⟧: Canadian SIN ⟦NATIONAL_ID|$ca_sin_b⟧（加拿大报税用）
☐ 新地址 ⟦ADDRESS|Avenue Louise 231, 1050 Ixelles⟧ 的押金 ⟦AMOUNT|€5,400⟧ 转给房东 ⟦IBAN|$iban_fr⟧（房东住巴黎）
☐ 搬家公司报价 ⟪price|€7,850⟫（40ft container ⟪container_no|MSKU 902214 6⟫）
"""),
]
