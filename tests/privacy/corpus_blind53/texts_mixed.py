# blind53 -- mixed Chinese/English texts, typed one at a time.
# Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES[name]

TEXTS = []

# ---------------------------------------------------------------- part 1
TEXTS += [
("feishu_group_chat", """[飞书 · ⟪channel_name|#payments-sg⟫]
⟦PERSON|Kevin Tan⟧ 14:02
@⟦PERSON|王立新⟧ prod 的 Stripe key 是不是 rotate 了？staging 一直 401，见 ⟪jira_key|PAY-2291⟫
⟦PERSON|王立新⟧ 14:05
对，昨天 rotate 了，新的是 ⟦APIKEY|$stripe_sk3⟧，restricted 那个 ⟦APIKEY|$stripe_rk1⟧ 给 reporting 用
⟦PERSON|Kevin Tan⟧ 14:06
ok thx. 不过下次别贴群里 lah 😅 我去 1Password 更新
⟦PERSON|王立新⟧ 14:07
sorry 手快了。publishable key ⟪publishable_key|$pk_live2⟫ 没关系，secret 我再 rotate 一次"""),

("whatsapp_cantonese_trade", """⟦PERSON|Ka Ho⟧: hi 你個 ⟪product_name|Switch OLED 斯普拉遁版⟫ 仲有冇？⟪asking_price|HK$1,900⟫ ok?
⟦PERSON|Mandy Lau⟧: 仲有，最平 1,850，⟪place_name|旺角站 E2 出口⟫ 交收
⟦PERSON|Ka Ho⟧: deal！我用 FPS 先俾 ⟦AMOUNT|HK$200⟧ deposit 可以嗎？
⟦PERSON|Mandy Lau⟧: ok FPS 打 ⟦PHONE|6123 8870⟧，名係 ⟦PERSON|LAU M Y⟧
⟦PERSON|Ka Ho⟧: 過咗數 ✅ 聽日 7pm 見"""),

("bilingual_billing_email", """Subject: 訂閱盒扣款問題 / Billing issue - Order ⟪order_id|SB-HK-40917⟫

Hi ⟪org_name|BoxJoy HK⟫ team,

我上個月已經 cancel 咗 ⟪plan_name|Monthly Explorer⟫ subscription，但今日又收到 charge ⟦AMOUNT|HK$388⟧。Card 係 ⟦CARD|$mc2⟧，exp 08/27，CVV ⟦CVV|661⟧（你哋 system 話要 verify）。Please refund ASAP.

我嘅地址：⟦ADDRESS|Flat 12B, Block 3, Taikoo Shing, 18 Tai Koo Wan Road, Quarry Bay, Hong Kong⟧
電話：⟦PHONE|+852 9127 4406⟧

Thanks,
⟦PERSON|Winnie Cheung⟧ ⟦PERSON|張穎妍⟧"""),

("jira_ticket_mixed", """[⟪jira_key|SHH-1182⟫] iOS 17 登录后闪退 - reported by CS
Priority: P1   Component: ⟪component|login-sdk⟫   Affects: ⟪app_version|1.8.3⟫
Description:
玩家 ⟦EMAIL|hazel.ng92@gmail.com⟧ 反馈 Apple Sign-in 之后 app 直接 crash。她给了 sysdiagnose，IP 是 ⟦IP_ADDRESS|202.187.45.211⟧（马来西亚）。
Repro: 用 test account ⟦EMAIL|qa.shanhai+07@gmail.com⟧ / ⟦PASSWORD|QaTest!0707⟧ 在 iPhone 12 iOS 17.5.1 可以复现。
Assignee: ⟦PERSON|何俊杰⟧   Reporter: ⟦PERSON|Jolene⟧ (CS)"""),

("app_review_taiwan", """App Store 評論 · ⟪app_name|小記帳 Lite⟫
★★★★☆  by ⟦PERSON|Ting-Yu Chen⟧
介面很清楚，但 export CSV 的時候中文會亂碼 😢 我是用 Excel for Mac 打開。premium ⟪price|NT$90/月⟫ 有點貴，希望有 lifetime。我已經付了 ⟦AMOUNT|NT$1,080⟧ 一年份，不能退的話至少修 bug 吧～

Developer Response
Hi ⟦PERSON|Ting-Yu⟧，感謝回饋！CSV 亂碼是 UTF-8 BOM 的問題，⟪app_version|v3.2.1⟫ 已修正。若仍有問題請寫信到 ⟦EMAIL|support@xiaojizhang.tw⟧。"""),

("slack_people_ops", """⟪channel_name|#people-ops⟫
⟦PERSON|Aisha Rahim⟧ 10:12
new joiner ⟦PERSON|Lim Wei Sheng⟧ (⟦PERSON|林伟生⟧) starting Monday, Malaysian, 住 ⟪place_name|JB⟫，每天过 causeway 😂
需要 payroll setup: MyKad ⟦NATIONAL_ID|$mykad1⟧, DOB ⟦DATE_OF_BIRTH|07/07/1990⟧, passport ⟦PASSPORT|$pp_my1⟧ for the work pass
⟦PERSON|Chen Jia Hui⟧ 10:15
ok. Salary ⟦AMOUNT|S$5,400⟧ 对吗？EP application 用 ⟪form_name|MOM EP Online⟫
⟦PERSON|Aisha Rahim⟧ 10:16
yes. 另外他有 ⟦MEDICAL|asthma⟧，first aid team 要知道"""),

("grocery_rider_chat_mixed", """[⟪app_name|盒马⟫ 骑手消息]
Rider ⟦PERSON|王师傅⟧: 您好 我到了 ⟪place_name|静安嘉里中心⟫ 北门
Customer: hi sorry my Chinese is bad. I'm at home not office today, please deliver to ⟦ADDRESS|上海市长宁区愚园路 1088 弄 7 号 301 室⟧
Rider ⟦PERSON|王师傅⟧: 好的 20 分钟
Customer: thank you!! my name is ⟦PERSON|Olivia Grant⟧, phone ⟦PHONE|+86 136 2107 5548⟧, gate code #⟦PASSWORD|2207⟧
Rider ⟦PERSON|王师傅⟧: ok 👌 另外你点的 ⟪product_name|澳洲谷饲牛排⟫ 缺货, refund ⟦AMOUNT|¥89.90⟧"""),

("exchange_withdrawal_ticket", """[客服工單 ⟪ticket_id|MX-TW-5521⟫] ⟪exchange_name|CoinPort TW⟫
用戶 ⟦PERSON|林冠宇⟧ (⟦PERSON|Lin Kuan-Yu⟧) 申請提領 ⟦AMOUNT|NT$150,000⟧ 到 ⟪bank_name|國泰世華⟫ account，KYC 資料：
- 身分證字號 ⟦NATIONAL_ID|$twid1⟧
- 手機 ⟦PHONE|0912-338-471⟧
- Email ⟦EMAIL|kuanyu.lin@gmail.com⟧
Risk flag: login IP ⟦IP_ADDRESS|1.163.88.214⟧ OK，但 withdrawal 前 10 分鐘改過 password → hold 24h per policy ⟪policy_id|WD-HOLD-02⟫."""),

("readme_markdown", """# pay-sdk-demo

> ⚠️ 本 repo 只用 **test/example** credentials，不要提交真实 key！

## Quick start
```bash
export STRIPE_KEY=⟪example_key|$stripe_doc_key⟫      # Stripe 官方文档里的示例 key
export AWS_ACCESS_KEY_ID=⟪example_key|$aws_example_ak⟫
curl -X POST http://⟪doc_ip|192.0.2.44⟫:8080/v1/charge -d card=⟪test_card|4242424242424242⟫
```
测试用邮箱 ⟪example_email|alice@example.com⟫，测试 IPv6 ⟪doc_ip|2001:db8::7⟫，本地跑在 ⟪loopback_ip|127.0.0.1⟫:⟪port|8080⟫。
版本 ⟪semver|v0.9.3⟫ · license ⟪license|MIT⟫"""),

("payroll_json_mixed", """{
  "员工": {"英文名": "⟦PERSON|Jacky Wong⟧", "中文名": "⟦PERSON|黃子傑⟧", "HKID": "⟦NATIONAL_ID|$hkid2⟧"},
  "月薪": "⟦AMOUNT|HK$32,500⟧",
  "MPF": {"scheme": "⟪mpf_scheme|Manulife Global Select⟫", "employee_contribution": "⟦AMOUNT|HK$1,500⟧", "relevant_income_cap": "⟪statutory_cap|HK$30,000⟫"},
  "銀行": {"bank": "⟪bank_name|HSBC⟫", "account_masked": "⟪masked_account|***-***-881⟫"},
  "聯絡": {"mobile": "⟦PHONE|+852 5302 7719⟧", "email": "⟦EMAIL|jacky.wong@pixelpier.hk⟧"},
  "入職日期": "⟪start_date|2023-11-01⟫"
}"""),

("marketplace_listing_mixed", """Carousell listing · ⟪listing_title|二手 Herman Miller Aeron size B⟫
Price: ⟪listing_price|S$650⟫ (原价 S$1,999)
Condition: lightly used, WFH 用了 1 年，没有坏
Meet-up: ⟪place_name|Tampines MRT⟫ or self collect at ⟦ADDRESS|Blk 812 Tampines Ave 4, #06-221, Singapore 520812⟧
Seller: @⟦PERSON|jiahui.sells⟧ · 回复快 · WhatsApp ⟦PHONE|+65 9183 2267⟧
Comments:
  ⟦PERSON|marcus_lee88⟧: 550 can?
  seller: 最低 ⟪counter_offer|S$620⟫ bro"""),

("git_commit_diff", """commit ⟪commit_sha|3f1d9a7c2b0e4f8a96d51c7e2a04b1f9d6e38c20⟫
Author: ⟦PERSON|Zhou Hang⟧ <⟦EMAIL|zhouhang@tapforge.games⟧>
Date:   ⟪timestamp|Tue Jul 9 23:41:07 2024 +0800⟫

    fix: 删掉误提交的 secrets（已 rotate）

diff --git a/⟪file_path|ops/notify.env⟫ b/ops/notify.env
-TELEGRAM_BOT_TOKEN=⟦APIKEY|$tg2⟧
-SLACK_WEBHOOK=⟦SECRET|$slack_hook2⟧
-APP_STORE_SHARED_SECRET=⟦SECRET|$apple_shared1⟧
+TELEGRAM_BOT_TOKEN=${TELEGRAM_BOT_TOKEN}
+SLACK_WEBHOOK=${SLACK_WEBHOOK}"""),

("wechat_dropship_chat", """⟦PERSON|Emily Zhang⟧: ⟦PERSON|王老板⟧，今天有个 US 的 custom order（Etsy ⟪order_id|#3318820571⟫），麻烦直接 dropship：
Name: ⟦PERSON|Jennifer Morales⟧
Address: ⟦ADDRESS|1420 W 35th St, Apt 3C, Austin, TX 78703⟧
Phone: ⟦PHONE|(512) 555-0193⟧
款式 ⟪sku|MUG-11OZ-WHT⟫ x2，印刷文件我发邮箱了
⟦PERSON|王老板⟧: 收到，走 ⟪shipping_method|YunExpress⟫ 专线 7-12 天。运费加货款一共 ⟦AMOUNT|¥136⟧，月底一起结？
⟦PERSON|Emily Zhang⟧: ok 月底结 👍"""),
]

# ---------------------------------------------------------------- part 2
TEXTS += [
("accountant_client_email", """Subject: Re: ⟪tax_year|2023/24⟫ Self Assessment - 资料

Hi ⟦PERSON|Rachel⟧,

资料如下，sorry 拖了这么久：
- NI number: ⟦NATIONAL_ID|$nino3⟧
- 银行（退税用）: ⟦IBAN|$iban_gb3⟧
- 今年 self-employed 收入大概 ⟦AMOUNT|£38,200⟧，expenses ⟦AMOUNT|£9,870⟧（receipts 都在 ⟪software_name|Dext⟫ 里）
- 我太太 ⟦PERSON|Li Na⟧ 的 P60 也附上了，她不用填 ⟪form_name|SA100⟫
另外 HMRC 寄信到旧地址了，新地址是 ⟦ADDRESS|58 Stretford Road, Manchester M15 5JH⟧。

Thanks!
⟦PERSON|Jason Huang⟧ ⟦PERSON|黄家生⟧"""),

("outsourcing_contract_annex", """外包合同 (Outsourcing Agreement) ⟪contract_id|OA-2024-KR-07⟫ — 附件 A: Contractor details
Contractor: ⟦PERSON|Park Min-jun⟧ (⟦PERSON|박민준⟧)
RRN: ⟦NATIONAL_ID|$rrn2⟧
DOB: ⟦DATE_OF_BIRTH|1985-12-02⟧
Address: ⟦ADDRESS|경기도 성남시 분당구 판교역로 235, 1203호 (13494)⟧
Fee: 每个角色 2D 立绘 ⟪unit_rate|₩1,800,000⟫，共 12 个 = ⟦AMOUNT|₩21,600,000⟧
付款方式：⟪payment_provider|Payoneer⟫ / ⟦EMAIL|minjun.art@gmail.com⟧
甲方联系人：⟦PERSON|苏畅⟧"""),

("incident_review_mixed", """## 事故复盘: S3 bucket 被刷流量 (⟪incident_id|INC-0718⟫)
时间线 (UTC+8):
- 02:10 CloudWatch 报警，⟪bucket_name|tapforge-cdn-origin⟫ egress 暴增到 ⟪metric_value|3.2 TB/h⟫
- 02:25 ⟦PERSON|Zhou Hang⟧ 发现 access key ⟦APIKEY|$aws_ak5⟧ 在一个 public gist 里，secret ⟦SECRET|$aws_sk5⟧ 也在
- 02:31 请求来源主要是 ⟦IP_ADDRESS|185.199.108.77⟧ 和 ⟦IP_ADDRESS|104.28.211.9⟧
- 02:40 disable key，⟦PERSON|Ana⟧ 联系 AWS support (case ⟪case_number|171234567800812⟫)
Cost impact: 约 ⟪org_total|US$4,870⟫（公司账单）"""),

("kyc_call_notes_mixed", """[Call notes · 坐席 ⟦PERSON|Cindy Xu⟧] 客户 ⟦PERSON|Arjun Nair⟧ 来电 re-KYC。
他在 ⟪place_name|Bangalore⟫，Aadhaar ⟦NATIONAL_ID|$aadhaar2⟧，PAN 另传。DOB ⟦DATE_OF_BIRTH|14 Feb 1992⟧，profile 上原来是空的，已补。
手机 ⟦PHONE|+91 99001 23874⟧ 能收 OTP。想把提现额度提高到 ⟪limit|₹5,00,000⟫/day，我说要走 ⟪process_name|EDD⟫。
当前余额 ⟦AMOUNT|₹1,82,450⟧，无异常交易。"""),

("wechat_support_mixed", """[WeChat · ⟪org_name|枫叶零食盒⟫ 客服]  订单 ⟪order_id|MB-CA-20419⟫
客户 ⟦PERSON|Amy Liu⟧：hi 我想把 billing card 换一下，旧卡被 bank freeze 了
客服⟦PERSON|小枫⟧：好的～请在 App 里 Settings > Payment 更新哦，为了安全不要在聊天里发卡号
客户：App 一直 error，我直接发你吧 ⟦CARD|$visa2⟧ 12/28 ⟦CVV|443⟧
客服⟦PERSON|小枫⟧：收到，已帮您更新并撤回聊天记录 🙏 另外您备注孩子 ⟦MEDICAL|乳糖不耐受⟧，这个月 box 已换成 ⟪product_name|lactose-free⟫ 版本
客户：thanks!! 下个月寄到新地址 ⟦ADDRESS|2208-1189 Melville St, Vancouver, BC V6E 4T8⟧"""),

("asc_key_handover_chat", """⟦PERSON|林子豪⟧: @⟦PERSON|Leo⟧ App Store Connect API key 我生成好了，Key ID ⟪key_id|ZX8Q2K7MPL⟫，Issuer ⟪issuer_id|$uuid4⟫
内容如下（只能下载一次，别弄丢）：
⟦SECRET|$p8_2⟧
⟦PERSON|Leo⟧: 收到，我放到 fastlane 的 ⟪file_path|AuthKey_ZX8Q2K7MPL.p8⟫ 里。team id 是 ⟪apple_team_id|4HWD93KQ2X⟫ 对吧
⟦PERSON|林子豪⟧: 对"""),

("refund_export_csv", """Stripe refunds export (2024-07) — 备注 by 财务 ⟦PERSON|Tina⟧
id,charge,amount,customer_email,reason,备注
⟪refund_id|re_3PWz1L2eZvKYlo2C0aB1cD2e⟫,⟪charge_id|ch_3PWz0K2eZvKYlo2C1xYzAbCd⟫,⟦AMOUNT|$45.00⟧,⟦EMAIL|marisol.v@gmail.com⟧,requested_by_customer,客户说 poster 印糊了
re_3PX1aa2eZvKYlo2C4Lm9Qr8s,ch_3PX19Z2eZvKYlo2C0Pp2Tt3u,⟦AMOUNT|$18.50⟧,⟦EMAIL|ben.ockham@yahoo.com⟧,duplicate,重复扣款
re_3PX7Qb2eZvKYlo2C7Hh1Jj2k,ch_3PX7Pz2eZvKYlo2C9Ff5Gg6h,⟦AMOUNT|$120.00⟧,⟦EMAIL|k.adeyinka@outlook.com⟧,⟪refund_reason|fraudulent⟫,卡被盗刷，已加黑名单"""),

("discord_mixed_channel", """⟪channel_name|#dev-中文⟫
⟦PERSON|蘑菇头⟧ — ⟪chat_timestamp|今天 01:22⟫
bot 挂了，我用新 token 重启了：⟦APIKEY|$discord_bot2⟧
⟦PERSON|Kaito⟧ — 今天 01:25
bro 别发 token 啊 😭 还有 ⟪bot_name|TapForgeBot⟫ 的 telegram 那个 ⟦APIKEY|$tg3⟧ 也在 pinned msg 里
⟦PERSON|蘑菇头⟧ — 今天 01:26
删了删了，明天 reset"""),

("remittance_application", """跨境汇款申请 / International Remittance — ⟪org_name|汇通宝⟫
汇款人 Remitter: ⟦PERSON|袁志刚⟧（父亲）
汇款人证件: 身份证 ⟦IDCARD|$cnid9⟧   出生日期 ⟦DATE_OF_BIRTH|1975-06-11⟧
收款人 Beneficiary: ⟦PERSON|YUAN ZIMO⟧ / ⟦PERSON|袁子墨⟧
Beneficiary passport: ⟦PASSPORT|$pp_cn5⟧   DOB ⟦DATE_OF_BIRTH|2001-05-18⟧
Beneficiary IBAN: ⟦IBAN|$iban_de3⟧   BIC ⟪bic|INGDDEFFXXX⟫
用途 Purpose: ⟪purpose_code|学费及生活费 / Tuition and living⟫
金额 Amount: ⟦AMOUNT|EUR 9,000.00⟧（在年度 ⟪annual_quota|5 万美元⟫ 便利化额度内）"""),

("tfa_reset_ticket", """[内部工单 ⟪ticket_id|2FA-RESET-0912⟫] user 丢了手机（⟪device_model|iPhone 13 mini⟫），申请 reset 2FA，KYC ⟪kyc_level|L3⟫
User: ⟦PERSON|Daniel Cheng⟧ (⟦EMAIL|dcheng.hk@gmail.com⟧)
旧 TOTP seed（从备份导出，已作废）：⟦SECRET|$totp2⟧
备用恢复码（user 自己贴上来的 🤦）：⟦SECRET|$rec9⟧ / ⟦SECRET|$rec10⟧ / ⟦SECRET|$rec11⟧
新 seed 已生成，等 video call 验证后再发：⟦SECRET|$totp3⟧
处理人：⟦PERSON|Iris⟧ · 审核 ⟦PERSON|Kelvin⟧"""),

("upwork_messages", """[Upwork messages · contract ⟪contract_id|38820411⟫ · milestone ⟪milestone_id|M2⟫]
⟦PERSON|Rachel Kim⟧: Hi ⟦PERSON|Xiaomei⟧! Loved the sticker pack 😍 milestone 2 approved, ⟦AMOUNT|$450⟧ released.
⟦PERSON|Xiaomei Wu⟧: thank you!! 下一批 12 个 stickers 我周五前给你～ Upwork 会扣 ⟪fee|10%⟫ 没关系
⟦PERSON|Rachel Kim⟧: btw can I tip you outside Upwork? PayPal?
⟦PERSON|Xiaomei Wu⟧: 平台不允许站外付款哦 sorry，you can add a bonus here instead 🙏
⟦PERSON|Rachel Kim⟧: ok sent ⟦AMOUNT|$50⟧ bonus!"""),

("complaint_email_sg", """To: ⟦EMAIL|help@freshmart.sg⟧
Subject: 冷冻食品全部融化 - order ⟪order_id|FM-SG-771203⟫

Hi, delivery slot 是 ⟪delivery_slot|2-4pm⟫，结果迟了 3 个小时，frozen items 全部 melted 了，包括 ⟪product_name|Ben & Jerry's 465ml⟫ x2。请 refund ⟦AMOUNT|S$38.60⟧ 到原 card 就好。
Delivery address: ⟦ADDRESS|Blk 45 Holland Drive, #12-34, Singapore 270045⟧
Contact: ⟦PHONE|8123 4471⟧
— ⟦PERSON|Grace Teo⟧"""),

("ssh_config_notes", """# 运维笔记 by ⟦PERSON|老周⟧ — 跳板机 access
Host ⟪ssh_host_alias|bastion-hk⟫
  HostName ⟦IP_ADDRESS|47.242.19.203⟧
  User ⟦PERSON|zhoujun⟧
  IdentityFile ~/.ssh/bastion_ec
# 私钥内容（新机器直接 paste，用完删 ⚠️）
⟦SECRET|$pem_ec1⟧
# 内网 DB ⟦IP_ADDRESS|172.31.40.12⟧，监控 ⟪hostname|grafana.internal⟫ (port ⟪port|3000⟫)"""),
]

# ---------------------------------------------------------------- part 3
TEXTS += [
("risk_alert_card_testing", """【风控告警 · ⟪alert_id|RISK-CT-0719-003⟫】疑似 card testing attack on ⟪merchant_account|acct_1Nq8PrintHub⟫
过去 15 分钟内来自 ⟦IP_ADDRESS|91.92.241.103⟧ 和 ⟦IP_ADDRESS|91.92.241.118⟧ 的 $1 auth 尝试 ⟪attempt_count|214⟫ 次，以下卡 auth 成功（需要通知 issuer）：
- ⟦CARD|$visa3⟧
- ⟦CARD|$mc4⟧
- ⟦CARD|$amex3⟧
- ⟦CARD|$jcb2⟧
已 block ⟪cidr_block|91.92.241.0/24⟫，Radar rule ⟪rule_id|block_if_ip_velocity_gt_20⟫ 已上线。on-call: ⟦PERSON|Victor Ma⟧"""),

("payroll_setup_email_mixed", """主题：US 子公司 7 月 payroll 新增两人 — 请在 ⟪software_name|Gusto⟫ 录入
Hi ⟦PERSON|Stephanie⟧，
新员工信息如下（offer 已签）：
1. ⟦PERSON|Wang Yichen⟧ ⟦PERSON|王一晨⟧ — SSN ⟦SSN|$ssn11⟧，DOB ⟦DATE_OF_BIRTH|1996-09-03⟧，annual salary ⟦AMOUNT|$128,000⟧，H-1B，passport ⟦PASSPORT|$pp_cn6⟧
2. ⟦PERSON|Marcus Bell⟧ — SSN ⟦SSN|$ssn12⟧，DOB ⟦DATE_OF_BIRTH|1989-01-17⟧，⟦AMOUNT|$54⟧/hr，contractor 转 W-2
两人都在 California，state withholding 按 ⟪state_form|DE 4⟫。
— ⟦PERSON|曹阳⟧ (HR, 上海)"""),

("jwt_debug_chat", """⟦PERSON|彭博⟧: 这个 token 为什么 401？
Authorization: Bearer ⟦APIKEY|$jwt1⟧
⟦PERSON|Sam⟧: exp 是 ⟪unix_timestamp|1718188800⟫，早过期了 bro。另外你 cookie 里的 connect.sid=⟦SECRET|$sess_sig1⟧ 也别贴，那是 prod session
⟦PERSON|彭博⟧: 哦哦 sorry，我 local 跑在 ⟪loopback_ip|127.0.0.1⟫:⟪port|3000⟫，以为是 dev token"""),

("daigou_private_message", """[小红书私信]
买家 ⟦PERSON|Ruby Huang⟧：你好～那个 ⟪product_name|Aesop 护手霜 75ml⟫ 缺货的话 refund 给我就好
店主 ⟦PERSON|Coco⟧：好嘞，我用你上次的 Amex 退 ⟦AMOUNT|A$62.00⟧？我这边存的卡号是 ⟦CARD|$amex2⟧，CID ⟦CVV|7731⟧
⟦PERSON|Ruby Huang⟧：对的 thx～ 不过你们别存 CID 啊 😅 有事打我 ⟦PHONE|+61 412 778 093⟧
店主 ⟦PERSON|Coco⟧：好的好的 已删除！退款 ⟪refund_eta|3-5 个工作日⟫ 到账"""),

("typescript_secrets_file", """// config/secrets.ts —— 给外包 ⟦PERSON|Nico⟧ 的临时版本，上线前换成 env（by ⟦PERSON|吴思远⟧）
export const SHOPIFY_ADMIN_TOKEN = "⟦APIKEY|$shpat2⟧";
export const STRIPE_SECRET = "⟦APIKEY|$stripe_sk4⟧";
export const SQUARE_ACCESS_TOKEN = "⟦APIKEY|$square1⟧";
export const BRAINTREE_TOKEN = "⟦APIKEY|$braintree1⟧";
export const SHIPPO_KEY = "⟦APIKEY|$shippo2⟧";
export const GOOGLE_CLIENT_SECRET = "⟦SECRET|$gocspx2⟧";
export const SHOP = "⟪shop_domain|yinxiang-pod.myshopify.com⟫"; // 主店
export const API_VERSION = "⟪api_version|2024-07⟫";"""),

("consignment_intake_form", """Consignment intake form · ⟪org_name|Vintage Vault HK⟫
Consignor 寄賣人: ⟦PERSON|Chow Siu Ling⟧ ⟦PERSON|周小玲⟧
HKID: ⟦NATIONAL_ID|$hkid3⟧
Tel: ⟦PHONE|+852 6488 3310⟧
Item: ⟪product_name|Hermès Birkin 30 Togo Gold⟫, stamp ⟪serial_number|Z 2021⟫
Commission ⟪commission_rate|18%⟫；成交後支付 Agreed payout: ⟦AMOUNT|HK$98,000⟧ via FPS
Staff: ⟦PERSON|Queenie⟧"""),

("royalty_payout_table", """POD 平台 6 月 artist royalties（财务⟦PERSON|方琳⟧核对中）
| Artist | 国家 | IBAN | Royalty |
|---|---|---|---|
| ⟦PERSON|Léa Martin⟧ | ⟪country_code|FR⟫ | ⟦IBAN|$iban_fr2⟧ | ⟦AMOUNT|€612.40⟧ |
| ⟦PERSON|Lukas Gruber⟧ | AT | ⟦IBAN|$iban_at1⟧ | ⟦AMOUNT|€388.15⟧ |
| ⟦PERSON|Rūta Kazlauskė⟧ | LT | ⟦IBAN|$iban_lt1⟧ | ⟦AMOUNT|€94.00⟧ |
总计 ⟪org_total|€1,094.55⟫，由平台公司账户 ⟪org_iban|$org_iban4⟫ 出款。"""),

("kyc_escalation_summary", """KYC escalation summary (⟪report_period|week 29⟫) — by ⟦PERSON|Iris⟧
1. ⟦PERSON|Mehmet Yılmaz⟧ (⟪country_code|TR⟫) — T.C. Kimlik ⟦NATIONAL_ID|$tckn1⟧ 与 selfie 不符，要求重拍。
2. ⟦PERSON|Julien Bernard⟧ (FR) — NIR ⟦NATIONAL_ID|$nir1⟧，DOB ⟦DATE_OF_BIRTH|12/05/1988⟧ 与 NIR 一致 ✅
3. ⟦PERSON|Erik Johansson⟧ (SE) — personnummer ⟦NATIONAL_ID|$pnr1⟧，DOB ⟦DATE_OF_BIRTH|1984-02-11⟧，地址证明是 ⟦ADDRESS|Storgatan 12, 114 51 Stockholm⟧ 的电费单，OK。
Case ⟪case_number|ESC-29-04⟫ 待 compliance 复核。"""),

("shopee_chat_tw", """[蝦皮聊聊] 賣家 ⟦PERSON|小芸的二手店⟧
買家 ⟦PERSON|momo_0312⟧：請問 ⟪product_name|AirPods Pro 2⟫ 還有嗎？可以 7-11 取貨付款嗎
賣家：有喔～ 7-11 ⟪store_name|永和門市⟫ 可以，⟪listing_price|NT$4,200⟫ 含運
買家：好 我下單了！收件人 ⟦PERSON|陳怡君⟧ 電話 ⟦PHONE|0935-217-448⟧
賣家：收到～ 另外平台要我做實名認證，身分證 ⟦NATIONAL_ID|$twid2⟧ 直接打在這裡可以嗎 😅"""),

("crypto_tax_question", """Hi ⟦PERSON|Kevin⟧，我是 ⟦PERSON|Sophia Zhao⟧，去年在 ⟪exchange_name|Newton⟫ 卖了 BTC，gain 大概 ⟦AMOUNT|C$14,300⟧。⟪software_name|TurboTax⟫ 让我填 SIN，我的是 ⟦NATIONAL_ID|$sin2⟧。capital gains inclusion rate 是 ⟪inclusion_rate|50%⟫ 对吧？另外我先生 ⟦PERSON|Daniel Zhao⟧ 也要报，他那边亏了 ⟦AMOUNT|C$2,100⟧。"""),

("slack_app_env", """# slack app「⟪bot_name|发货小助手⟫」配置，⟦PERSON|Zoe⟧ 建的
SLACK_BOT_TOKEN=⟦APIKEY|$xoxb2⟧
SLACK_SIGNING_SECRET=⟦SECRET|$slack_sign1⟧
STRIPE_WEBHOOK_SECRET=⟦SECRET|$whsec3⟧
OPENAI_KEY=⟦APIKEY|$openai2⟧   # 用来自动回复"我的包裹在哪"
SLACK_APP_ID=⟪slack_app_id|A07B2K9QF3L⟫
CLIENT_ID=⟪oauth_client_id|6120448093.7310042871155⟫"""),
]
