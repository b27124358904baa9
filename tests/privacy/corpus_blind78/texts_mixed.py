# -*- coding: utf-8 -*-
"""Mixed (Chinese/English code-switching) texts for blind78.  Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy."""

TEXTS = []

TEXTS += [
("ocr_hkid_card_bilingual",
"""[OCR] HONG KONG PERMANENT IDENTITY CARD 香港永久性居民身份證
姓名 Name: ⟦PERSON|陳小明⟧
⟦PERSON|CHAN, Siu Ming⟧
出生日期 Date of Birth: ⟦DATE_OF_BIRTH|14-08-1983⟧
性別 Sex: M
簽發日期 Date of Issue: ⟪issue_date|(01-96) 22-05-19⟫
⟪hkid_symbols|***AZ⟫
⟦NATIONAL_ID|$nid_hk1⟧
(uploaded for ⟪org_name|Victoria Harbour Securities⟫ account opening, ref ⟪application_id|VHS-AO-77120⟫)"""),

("whatsapp_hk_rm_cantonese",
"""[WhatsApp] ⟦PERSON|Kelvin Lau⟧ (RM): Hi Mrs ⟦PERSON|Ho⟧，你個 portfolio 今個月跌咗 ⟪percentage|3.8%⟫，主要係 ⟪ticker|0700.HK⟫ 拖累。
Mrs ⟦PERSON|Ho⟧: 唔緊要 ⟦PERSON|Kelvin⟧，我想 withdraw ⟦AMOUNT|HK$500,000⟧ 俾我個仔 ⟦PERSON|Jason⟧ 交 deposit 買樓
⟦PERSON|Kelvin Lau⟧ (RM): OK 收到，會 transfer 去你 HSBC 尾數 ⟪card_tail|8832⟫ 個 account，啱唔啱？
Mrs ⟦PERSON|Ho⟧: 啱。另外我下個禮拜做 ⟦MEDICAL|白內障手術⟧，有咩文件 send 去我 email ⟦EMAIL|hoyinling.1961@yahoo.com.hk⟧ 得喇"""),

("slack_sg_p2p_underwriting",
"""*⟦PERSON|Jiahui⟧*: eh 你 check 一下 this borrower lah, NRIC ⟦NATIONAL_ID|$nid_sg2⟧, name ⟦PERSON|Lim Wei Xiang⟧, 他 apply ⟦AMOUNT|S$15,000⟧ but payslip 只有 ⟦AMOUNT|S$3,200⟧ per month
*⟦PERSON|Marcus Teo⟧*: ok, IP ⟦IP_ADDRESS|118.200.91.37⟧ 是 Singtel residential 不是 VPN. DSR 算出来 ⟪ratio|62%⟫, 超过 ⟪threshold|55%⟫ limit 了
*⟦PERSON|Jiahui⟧*: reject 吧, 顺便 email 他 ⟦EMAIL|weixiang.lim@gmail.com⟧ explain 一下"""),

("email_fx_transfer_confirmation_bilingual",
"""Dear Ms ⟦PERSON|Zhang⟧,

Thank you for using ⟪org_name|Sterling Gate Currency Exchange⟫. 您的转账 ⟪transaction_ref|SGX-240702-5519⟫ 已完成 / your transfer has completed:
- 汇出 Sent: ⟦AMOUNT|CNY 95,000.00⟧
- 到账 Received: ⟦AMOUNT|GBP 10,312.64⟧ (rate ⟪fx_rate|9.2120⟫)
- 收款人 Beneficiary: ⟦PERSON|ZHANG Yutong⟧, ⟦IBAN|$iban_gb21⟧

如有问题请致电 ⟦PHONE|+44 20 3870 1166⟧ 或回复 ⟦EMAIL|cn-desk@sterlinggatefx.co.uk⟧。"""),

("app_log_my_bnpl_mixed",
"""2024-07-03 09:12:44,210 ERROR [payment] 扣款失败 user_id=⟪user_id|u_8812034⟫ name=⟦PERSON|Tan Mei Ling⟧ amount=⟦AMOUNT|MYR 1,250.00⟧ reason="卡片余额不足 insufficient funds"
2024-07-03 09:12:44,377 DEBUG [stripe] using key ⟦APIKEY|$stripe_sk2⟧  (TODO: 别在日志里打印 key!!)
2024-07-03 09:12:45,002 INFO  [notify] 短信已发送 to ⟦PHONE|+60 12-384 7719⟧ via ⟪hostname|sms-gw-my-02⟫"""),

("dotenv_wealth_backend_mixed",
"""# 财富管理后台 .env —— 生产环境！！不要 commit
DJANGO_SECRET_KEY=⟦SECRET|$django1⟧
AWS_ACCESS_KEY_ID=⟦APIKEY|$aws_akid3⟧
AWS_SECRET_ACCESS_KEY=⟦SECRET|$aws_sk3⟧
AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=https;AccountName=⟪storage_account|hnwreports⟫;AccountKey=⟦SECRET|$azure_key1⟧;EndpointSuffix=core.windows.net
ALLOWED_HOSTS=⟪hostname|wealth.internal⟫,⟦IP_ADDRESS|10.30.0.8⟧
ADMIN_EMAIL=⟦EMAIL|it-admin@jinhuiwealth.com⟧   # ⟦PERSON|老黄⟧的邮箱"""),

("wechat_students_bnpl_uk",
"""⟦PERSON|Yuki⟧: 姐妹们 Klarna 那个 pay in 3 好用吗？想买 ⟪product_name|Dyson Airwrap⟫ ⟪price|£479.99⟫ 🥲
⟦PERSON|Coco⟧: 好用啊，我绑的 Monzo 卡 ⟦CARD|$card_mc4⟧，哦不对我不该发卡号哈哈哈 反正 CVV ⟦CVV|660⟧ 也发了 🤡 明天去换卡
⟦PERSON|Yuki⟧: 😂😂快撤回！！对了你地址是不是 ⟦ADDRESS|Flat 12, 8 Oxford Road, Manchester M1 5QA⟧？寄东西给你
⟦PERSON|Coco⟧: 对，电话 ⟦PHONE|07421 558 930⟧"""),

("minutes_sg_clan_mutual_benefit",
"""Minutes / 会议记录 - ⟪org_name|Hokkien Clan Mutual Benefit Society⟫ 福建会馆互助会 committee, ⟪meeting_date|2 July 2024⟫
1. Bereavement grant 帛金: approved ⟦AMOUNT|S$1,000⟧ to family of late member ⟦PERSON|Ong Ah Huat⟧（⟦PERSON|王亚发⟧）.
2. Hospitalisation 住院补助: Mdm ⟦PERSON|Tan Siew Lan⟧, ⟦MEDICAL|hip fracture⟧ ⟦MEDICAL|髋部骨折⟧, approved ⟦AMOUNT|S$300⟧.
3. Treasurer ⟦PERSON|Alvin Chua⟧ reported fund balance ⟪org_total|S$412,800⟫.
Contact secretary 秘书处 ⟦PHONE|6225 4471⟧."""),

("forum_post_us_p2p_identity_theft",
"""【求助】Prosper 借款被拒 + identity theft??
楼主 ⟦PERSON|seattle_dave_wu⟧:
我在 Prosper apply 了 ⟦AMOUNT|$12,000⟧ personal loan, 被拒 because "SSN mismatch"。我 double check 了 SSN 是 ⟦SSN|$ssn6⟧（我知道不该贴出来 but 急）。credit report 显示有人用我的信息开了张 ⟪org_name|Capital One⟫ card，已经欠了 ⟦AMOUNT|$3,870⟧……FTC 的 hotline ⟦PHONE|1-877-438-4338⟧ 一直打不通，怎么办？"""),

("live_chat_hk_broker_password",
"""[Live Chat] ⟪chat_session|HK-LC-552091⟫
客戶: 我個 trading password 係咪要 6 位？我設咗 ⟦PASSWORD|Ab8866⟧ 佢話唔得
客服 ⟦PERSON|Winnie⟧: Mr ⟦PERSON|Cheung⟧ 唔好喺度講密碼呀🙏 交易密碼要 6 位數字。
客戶: OK。另外我想轉 ⟦AMOUNT|HKD 80,000⟧ 入 account，用 FPS 得唔得？
客服 ⟦PERSON|Winnie⟧: 得，公司 FPS 識別碼 ⟪fps_id|1678 8239⟫，reference 填你 account number ⟪masked_account|****2210⟫ 就得。"""),

("telegram_dev_group_bot_token",
"""⟦PERSON|阿May⟧: 兑换店那个报价 bot 写好了 👇
```python
TOKEN = "⟦APIKEY|$tg_bot2⟧"
ADMIN_IDS = [⟪telegram_user_id|5512093847⟫]
RATE_SOURCE = "⟪public_url|https://api.exchangerate.host/latest⟫"
```
⟦PERSON|Kenny Ng⟧: 你又把 token 发群里了 😂 快去 @BotFather revoke
⟦PERSON|阿May⟧: 啊啊啊 ok ok"""),

("markdown_family_office_bilingual",
"""### 家族办公室 Top clients (Q2)
| 客户 Client | 国籍 | Passport | AUM | 备注 Notes |
|---|---|---|---|---|
| ⟦PERSON|Victor Leung⟧ ⟦PERSON|梁伟德⟧ | HK | ⟦PASSPORT|$pp_hk1⟧ | ⟦AMOUNT|US$18.2m⟧ | 二代接班 succession plan |
| ⟦PERSON|Serena Koh⟧ | SG | ⟪masked_passport|K****050F⟫ | ⟦AMOUNT|S$6.5m⟧ | ⟦MEDICAL|乳腺癌 stage II⟧ 治疗中，需 estate planning |
Benchmark: ⟪benchmark|MSCI ACWI⟫"""),

("github_review_comment_zh_token",
"""**⟦PERSON|zhouyuhang⟧** commented on `config/prod.py` line ⟪line_number|14⟫:
> GITHUB_TOKEN = "⟦APIKEY|$ghp2⟧"

这个 token 不能 hardcode 啊，而且是你的 personal token，scope 还有 `admin:org`。请改成从 env 读。另外 commit ⟪commit_sha|e7d41b09c2a35f8e6d1c0b97a4f23e5d8c61b0a2⟫ 里也有，需要 rewrite history。

**⟦PERSON|sunxl⟧** replied: sorry 我马上 rotate 🙏"""),

("xiaohongshu_au_bnpl_no_pii",
"""澳洲留学生必看｜Afterpay vs Zip 哪个好用？
Afterpay 分 ⟪instalment_count|4期⟫，每两周扣一次，逾期有 ⟪fee|late fee $10⟫；Zip 每月有 ⟪fee|$9.95/month⟫ account fee……我在 ⟪place_name|Melbourne CBD⟫ 的 ⟪merchant_name|JB Hi-Fi⟫ 买电脑用的 Zip，额度 ⟪credit_limit|$1,000⟫ 起步。#澳洲生活 #留学 #先买后付"""),

("call_transcript_hk_fx_booking",
"""Staff: 你好，⟪org_name|Chung Kiu FX⟫，我係 ⟦PERSON|Ada⟧。
Caller: Hi，我想 book ⟦AMOUNT|AUD 50,000⟧，聽日去 ⟪place_name|尖沙咀⟫ 分行攞。
Staff: 冇問題，今日 rate ⟪fx_rate|5.1620⟫，大約 ⟦AMOUNT|HKD 258,100⟧。請問貴姓同聯絡電話？
Caller: ⟦PERSON|Wong Ka Fai⟧，電話 ⟦PHONE|nine one two three, four four five six⟧。
Staff: 好，記得帶埋 HKID 同 address proof 嚟。"""),
]

TEXTS += [
("email_hk_factoring_bilingual",
"""Subject: RE: 發票融資 invoice financing - 資料補交

Hi ⟦PERSON|Raymond⟧,

多謝你 send 嚟嘅 invoices。我哋可以先 advance ⟪advance_rate|80%⟫，即係 ⟪facility_limit|HK$1,240,000⟫ 俾公司。不過因為你係 sole proprietor，personal guarantee 要你本人簽，我哋仲需要：
1. 你住址證明 - 系統顯示 ⟦ADDRESS|香港新界沙田第一城45座18樓F室⟧，請確認
2. 你私人 account 嘅 bank statement（上次嗰個結餘得 ⟦AMOUNT|HK$38,420.55⟧，唔夠 cover 首期 fee）

Thanks,
⟦PERSON|Ivy Cheng⟧ ⟦PERSON|鄭穎欣⟧
⟪org_name|Harbour Trade Finance Ltd⟫ | T ⟦PHONE|+852 2877 6310⟧ | ⟦EMAIL|ivy.cheng@harbourtf.hk⟧"""),

("k8s_configmap_ai_scoring_mixed",
"""apiVersion: v1
kind: ConfigMap
metadata:
  name: credit-scoring-llm     # AI 信用评分服务
  namespace: ⟪k8s_namespace|p2p-risk⟫
data:
  HF_TOKEN: "⟦APIKEY|$hf1⟧"        # ⟦PERSON|Tony Xu⟧ 的个人 token，先凑合用
  BRAINTREE_ACCESS_TOKEN: "⟦APIKEY|$braintree1⟧"
  MODEL_ID: "⟪model_name|bge-large-zh-v1.5⟫"
  FEATURE_STORE_HOST: "⟦IP_ADDRESS|172.24.9.110⟧"
  REPLICAS: "⟪config_number|3⟫\""""),

("json_kyc_payload_sg_mixed",
"""{
  "applicant": {
    "name_en": "⟦PERSON|Goh Hui Min⟧",
    "name_zh": "⟦PERSON|吴慧敏⟧",
    "passport": "⟦PASSPORT|$pp_sg1⟧",
    "dob": "⟦DATE_OF_BIRTH|1990-04-12⟧",
    "address": "⟦ADDRESS|Blk 521 Jurong West St 52, #08-143, Singapore 640521⟧",
    "mobile": "⟦PHONE|+65 8123 9044⟧"
  },
  "source_of_funds": "工资 salary",
  "expected_monthly_fx": "⟦AMOUNT|SGD 8,000⟧",
  "risk_rating": "⟪risk_level|LOW⟫",
  "screening_ref": "⟪screening_id|WC-2024-07-00921⟫"
}"""),

("newsletter_uk_chinese_mutual_aid",
"""⟪org_name|曼城华人互助会 Manchester Chinese Mutual Aid Association⟫ 七月通讯 July newsletter
🎉 欢迎新会员 welcome new members: ⟦PERSON|Li Na⟧、⟦PERSON|黄志伟⟧ ⟦PERSON|Henry Wong⟧
💷 会费 Membership fee 2024/25: ⟪tariff|£24 per year⟫
🙏 本月互助金 Mutual aid payout: ⟦AMOUNT|£600⟧ 给 Mrs ⟦PERSON|Lam⟧ — she had ⟦MEDICAL|a knee replacement⟧ ⟦MEDICAL|膝关节置换⟧ last month, 祝早日康复!
📞 热线 Helpline: ⟦PHONE|0161 236 8870⟧（周二、周四 Tue/Thu）
地址 Venue: ⟪office_address|Faulkner Street Community Hall, Manchester M1 4EE⟫"""),
]

TEXTS += [
("sms_sg_bank_p2p_payout_bilingual",
"""⟪org_name|OCBC⟫: You have received ⟦AMOUNT|SGD 1,842.30⟧ from ⟪org_name|FUNDING SOCIETIES PTE LTD⟫ into a/c ⟪masked_account|xxx-xxx412-001⟫ on 03 Jul. 您已收到还款 ⟦AMOUNT|SGD 1,842.30⟧。Not you? Call ⟦PHONE|1800 363 3333⟧."""),

("csv_bilingual_europe_payouts",
"""客户姓名 name,居住国 country,IBAN,本期收益 payout,备注 note
⟦PERSON|王芳 Fang Wang⟧,AT,⟦IBAN|$iban_at20⟧,⟦AMOUNT|EUR 215.40⟧,维也纳 Vienna
⟦PERSON|陈默⟧,FR,⟦IBAN|$iban_fr8⟧,⟦AMOUNT|EUR 1,006.00⟧,
⟦PERSON|Olivier Zhou⟧,FR,⟦IBAN|$iban_fr23⟧,⟦AMOUNT|EUR 48.75⟧,首次 first payout
# export by ⟪system_user|batch_job_03⟫ at ⟪iso_timestamp|2024-07-05T02:00:00Z⟫"""),

("stack_trace_chinese_exception_slack",
"""Traceback (most recent call last):
  File "⟪file_path|/opt/fx-bot/notify.py⟫", line ⟪line_number|57⟫, in send_alert
    client = WebClient(token="⟦APIKEY|$slack_bot2⟧")
  File "/opt/fx-bot/venv/lib/python3.10/site-packages/slack_sdk/web/base_client.py", line 231, in api_call
slack_sdk.errors.SlackApiError: 发送失败 channel_not_found
  payload: {"text": "大额兑换提醒: ⟦PERSON|Ma Jun⟧ 兑换 ⟦AMOUNT|USD 48,000⟧, 护照 ⟦PASSPORT|$pp_uk3⟧"}
  host: ⟦IP_ADDRESS|10.9.4.77⟧"""),

("dingtalk_shenzhen_london_kyc",
"""【钉钉】⟦PERSON|Sophie 刘⟧（London office）: 这个 client 的 UK passport 是 ⟦PASSPORT|$pp_uk2⟧ 吗？scan 有点糊
⟦PERSON|甘霖⟧（深圳）: 对，就是这个。她叫 ⟦PERSON|Imogen Thackeray-Boyd⟧，DOB ⟦DATE_OF_BIRTH|02/02/1988⟧，和 form 上一致
⟦PERSON|Sophie 刘⟧: OK。她老公 ⟦PERSON|David Reeve⟧ 也要开 joint account 吗？
⟦PERSON|甘霖⟧: 要的，等他补 proof of address，上次那张 ⟪doc_status|utility bill 已过期⟫。她是在 ⟪place_name|Manchester Piccadilly⟫ 取的欧元"""),
]

TEXTS += [
("forwarded_email_p2p_decline_commentary",
"""---------- Forwarded message ---------
From: ⟪org_name|Zopa⟫ <⟪noreply_email|no-reply@zopa.com⟫>
To: ⟦EMAIL|haoyu.chen.uk@gmail.com⟧
Subject: About your loan application

Dear ⟦PERSON|Haoyu⟧, unfortunately we're unable to offer you the ⟦AMOUNT|£7,500⟧ loan you applied for (ref ⟪application_id|ZP-9902184⟫).
---------------------------------------
爸，你看，又被拒了😮‍💨 他们说 credit history 太短，我来英国才两年。要不 ⟦AMOUNT|£7,500⟧ 还是你先帮我转？我 Monzo 账号 ⟦IBAN|$iban_gb22⟧。—— ⟦PERSON|浩宇⟧"""),

("shell_history_mixed_comments",
"""  88  # 连生产库看一下 P2P 还款表
  89  psql "postgresql://repay_ro:⟦SECRET|nH7#qL2!vx9Z⟧@⟦IP_ADDRESS|10.66.2.14⟧:5432/repayments"
  90  export GH_TOKEN=⟦APIKEY|$ghfg1⟧   # ⟦PERSON|xiaoming.liu⟧ 的 fine-grained token
  91  gh release create ⟪version|v1.14.0⟫ --notes "修复逾期罚息计算 bug"
  92  ping ⟪doc_ip|192.0.2.200⟫   # 文档里的示例地址，ping 不通正常
  93  cd ⟦PERSON|/home/xiaoming.liu⟧/repay-svc && make deploy"""),

("voice_memo_family_wealth_mixed",
"""[语音备忘录转写 voice memo ⟪recording_id|VM-0708-02⟫]
今天跟 ⟦PERSON|Andrew⟧ 在 ⟪org_name|Prudential Wealth⟫ 开完会。他建议我们把妈妈名下的 ⟦AMOUNT|两百万港币⟧ 转去 trust，因为她 ⟦MEDICAL|dementia⟧ 越来越严重，⟦MEDICAL|MMSE 只有 18 分⟧，再拖就 lost capacity 了。下次 meeting 是 ⟪meeting_date|next Thursday 3pm⟫，要带 her HKID copy 同 doctor letter（Dr ⟦PERSON|Leung⟧）。"""),

("email_hk_bonus_card_payment",
"""Hi ⟦PERSON|Jenny⟧,

今年 bonus ⟦AMOUNT|HK$186,000⟧ 已經入咗 account。我想用 Amex 俾埋 wealth management 嘅 annual fee ⟦AMOUNT|HK$12,800⟧：
card no. ⟦CARD|$card_amex2⟧，CVV ⟦CVV|4419⟧，exp ⟪card_expiry|07/27⟫

Regards,
⟦PERSON|Patrick Yiu⟧ ⟦PERSON|姚家俊⟧
⟦PHONE|+852 9688 1207⟧"""),

("ticket_au_bnpl_tfn_mixed",
"""Ticket ⟪ticket_id|AU-SUP-33128⟫  Channel: in-app chat  Lang: zh/en
Customer ⟦PERSON|Zhao Xinyi⟧ (⟦EMAIL|xinyi.zhao@student.unimelb.edu.au⟧):
"你们为什么要我的 TFN？我就买个 ⟪product_name|iPad Air⟫ 分 4 期……好吧我的 TFN 是 ⟦NATIONAL_ID|$nid_au1⟧，地址 ⟦ADDRESS|Unit 1507, 250 Elizabeth St, Melbourne VIC 3000⟧。"
Agent note (⟦PERSON|Liam⟧): we do NOT need TFN for BNPL, advised customer not to share. Redacted in CRM. Order total ⟦AMOUNT|A$1,099⟧."""),

("whatsapp_brazil_fx_remittance",
"""[WhatsApp] ⟦PERSON|Chen Wei⟧: ⟦PERSON|Lucas⟧，下周要汇 ⟦AMOUNT|R$ 60.000⟧ 回国内给我妈做手术（⟦MEDICAL|甲状腺癌⟧），câmbio 那边要什么资料？
⟦PERSON|Lucas Pereira⟧: Oi ⟦PERSON|Chen⟧! 需要 CPF 和 comprovante de residência. 你 CPF 是 ⟦NATIONAL_ID|$nid_br1⟧ 对吧？
⟦PERSON|Chen Wei⟧: 对。地址 ⟦ADDRESS|Rua 25 de Março 880, apto 52, São Paulo - SP, 01021-200⟧
⟦PERSON|Lucas Pereira⟧: Beleza, 今天 rate ⟪fx_rate|1,32⟫ BRL/CNY，手续费 ⟪fee|0,8%⟫。"""),

("p2p_loan_note_za_mixed",
"""Loan note / 借款备注 — ⟪org_name|RainFin⟫-style marketplace, listing ⟪listing_id|ZA-L-40812⟫
Borrower ⟦PERSON|Thabo Li⟧（南非华裔），SA ID ⟦NATIONAL_ID|$nid_za1⟧, DOB ⟦DATE_OF_BIRTH|26 January 1992⟧
申请 ⟦AMOUNT|R85,000⟧ 用于 restaurant equipment；月收入 ⟦AMOUNT|R32,000⟧
Card on file ⟦CARD|$card_visa3⟧（debit order 用）
Investor Q&A: "⟦PERSON|Thabo⟧ 你 restaurant 在哪？" → ⟪place_name|Cyrildene, Johannesburg⟫"""),
]

TEXTS += [
("mutuelle_claim_paris_mixed",
"""Objet : remboursement / 报销申请 — adhérent ⟪membership_no|MUT-75-220918⟫
Bonjour, 我是 ⟦PERSON|Wang Lihua⟧（⟦PERSON|王丽华⟧），numéro de sécurité sociale ⟦NATIONAL_ID|$nid_fr1⟧，née le ⟦DATE_OF_BIRTH|12/09/1984⟧。
上个月做了 ⟦MEDICAL|une arthroscopie du genou⟧（⟦MEDICAL|膝关节镜手术⟧），reste à charge ⟦AMOUNT|412,60 €⟧，请 ⟪org_name|Mutuelle Solidaire des Commerçants⟫ 报销到我的账户 ⟦IBAN|$iban_fr23⟧ —— 哦不对，这个是我老公 ⟦PERSON|Olivier Zhou⟧ 的，我的 RIB 附件里有。
Merci ! ⟦PHONE|06 72 18 44 90⟧"""),

("factoring_brussels_restaurant_mixed",
"""From: ⟦EMAIL|lin.restaurant.bxl@gmail.com⟧
Hallo / 你好 ⟦PERSON|Sarah⟧，
我们餐厅 ⟪org_name|Jardin de Jade SRL⟫ 想做 factoring，客户主要是 ⟪org_name|Sodexo⟫ 的 catering invoices，每月大概 ⟪org_total|€42.000⟫。我是 gérant ⟦PERSON|Lin Jianguo⟧，numéro national ⟦NATIONAL_ID|$nid_be1⟧（出生 ⟦DATE_OF_BIRTH|29/11/1971⟧），personal guarantee 没问题。
住址 ⟦ADDRESS|Chaussée de Wavre 214, 1050 Ixelles⟧，电话 ⟦PHONE|+32 478 21 66 05⟧。"""),

("ticket_nl_student_bnpl_mixed",
"""[Support ticket ⟪ticket_id|NL-BNPL-20417⟫]
Klant ⟦PERSON|Yang Mengqi⟧ schrijft: "Hallo, 我是 TU Delft 的学生，你们要我 BSN 做 credit check？BSN 是 ⟦NATIONAL_ID|$nid_nl1⟧。上个月 ⟦AMOUNT|€89,95⟧ 的那期已经扣了两次！card ⟦CARD|$card_mc2⟧，请退款 refund 一次。"
Agent ⟦PERSON|Daan⟧: dubbele afschrijving bevestigd, refund ⟦AMOUNT|€89,95⟧ binnen 5 werkdagen. Order ⟪order_id|BOL-7781029345⟫."""),

("credit_union_joint_account_pl_mixed",
"""Joint account application 联名账户申请 — ⟪org_name|Polish-Chinese Community Credit Union⟫ London
Applicant 1: ⟦PERSON|Agnieszka Nowak-Lu⟧, PESEL ⟦NATIONAL_ID|$nid_pl1⟧, DOB ⟦DATE_OF_BIRTH|03.07.1989⟧
Applicant 2: ⟦PERSON|Lu Hao⟧ ⟦PERSON|卢浩⟧, passport ⟦PASSPORT|$pp_cn5⟧
Address: ⟦ADDRESS|58 Uxbridge Road, London W12 8LP⟧
Initial deposit 首存: ⟦AMOUNT|£2,000⟧; monthly saving ⟦AMOUNT|£150⟧
Share account dividend ⟪dividend_rate|3.1%⟫ (2023)"""),
]

TEXTS += [
("email_indian_supplier_factoring_mixed",
"""Subject: Re: supplier onboarding 供应商资料 - reverse factoring

Hi Mr ⟦PERSON|Zhang⟧,

Please find my details for the supply-chain finance programme with ⟪org_name|Shenzhen Brightlux Electronics⟫:
Proprietor: ⟦PERSON|Ramesh Iyer⟧ (sole proprietorship ⟪org_name|Iyer Components⟫)
Aadhaar: ⟦NATIONAL_ID|$nid_in2⟧
Mobile/WhatsApp: ⟦PHONE|+91 98450 31277⟧
Invoice ⟪invoice_no|IC/24-25/0187⟫ for ⟪invoice_total|USD 23,400⟫ is due in 60 days. 早点放款 would really help, my father's ⟦MEDICAL|bypass surgery⟧ bill is ⟦AMOUNT|₹4,80,000⟧.

谢谢 / thanks!
⟦PERSON|Ramesh⟧"""),

("wechat_vancouver_wealth_mixed",
"""⟦PERSON|Helen Qiu⟧: ⟦PERSON|Eric⟧，我想把 TFSA 里的 ⟦AMOUNT|CAD 95,000⟧ 转去你们那边 managed account，要填什么？
⟦PERSON|Eric Fong⟧: Hi ⟦PERSON|Helen⟧! 需要 transfer form + 你的 SIN 和 void cheque。
⟦PERSON|Helen Qiu⟧: SIN 是 ⟦NATIONAL_ID|$nid_ca2⟧，地址没变 ⟦ADDRESS|6188 No. 3 Road, Unit 2109, Richmond, BC V6Y 0B4⟧
⟦PERSON|Eric Fong⟧: 收到 👍 今年 TFSA room 是 ⟪allowance_limit|$7,000⟫，别超了哦。management fee ⟪fee_rate|1.25%⟫ p.a."""),

("slack_dev_2fa_seeds_mixed",
"""*⟦PERSON|Kevin 何⟧*: 后台 admin 的 2FA 我先设成共享的，seed 是 ⟦SECRET|$totp1⟧，大家 Google Authenticator 加一下
*⟦PERSON|Rachel Sun⟧*: ??? 2FA seed 怎么能发 channel 里 🙃 而且 staging 那个 ⟦SECRET|$totp3⟧ 上周也发过
*⟦PERSON|Kevin 何⟧*: ok ok 我 rotate。顺便 Stripe webhook signing secret 也换了：⟦SECRET|$whsec2⟧，publishable key 不变 ⟪publishable_key|$pk_live2⟫
*⟦PERSON|Rachel Sun⟧*: publishable 的无所谓，其他的都走 vault 吧，issue ⟪jira_key|SEC-1182⟫"""),

("credit_union_account_opening_us_mixed",
"""Account opening notes 开户记录 — ⟪org_name|Pacific Asian Federal Credit Union⟫, ⟪place_name|Flushing⟫ branch
Member: ⟦PERSON|Zheng Meiling⟧ ⟦PERSON|郑美玲⟧, F-1 student → now H-1B
SSN: ⟦SSN|$ssn7⟧    DOB: ⟦DATE_OF_BIRTH|03/15/1996⟧
Address: ⟦ADDRESS|41-25 Kissena Blvd, Apt 6C, Flushing, NY 11355⟧
Opening deposit ⟦AMOUNT|$500⟧ (share account min ⟪tariff|$5 membership share⟫)
她想用 Discover 卡 ⟦CARD|$card_disc1⟧ 付 first loan payment，we told her 不能用信用卡还贷。
Officer: ⟦PERSON|Tony Chan⟧"""),
]
