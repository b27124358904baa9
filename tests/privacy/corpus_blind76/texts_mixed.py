# -*- coding: utf-8 -*-
"""mixed texts of the blind76 corpus, typed one at a time."""

TEXTS = []

TEXTS += [
("email_agent_bilingual", """From: ⟦PERSON|Felicity Marsh⟧ <⟦EMAIL|felicity@marshrights.co.uk⟧>
To: ⟦PERSON|Zhou Yiran⟧ <⟦EMAIL|zhouyiran.writer@gmail.com⟧>
Subject: Re: 德文版合同 / German contract

Hi ⟦PERSON|Yiran⟧, Suhrfeld have signed! Advance is ⟦AMOUNT|€8,000⟧, half on signature. Can you confirm your Berlin account for the transfer?

---
⟦PERSON|Felicity⟧你好！太好了！！账户是我在柏林的 Sparkasse：⟦IBAN|$iban_de1⟧，户名 ⟦PERSON|ZHOU YIRAN⟧。
另外我下个月要做个⟦MEDICAL|甲状腺手术⟧，所以可能回邮件会慢一点，sorry!
合同编号是 ⟪contract_ref|MR-DE-2024-07⟫ 对吧？
—— ⟦PERSON|一然⟧"""),

("slack_conference_ops_mixed", """#tmc2024-shanghai-ops
⟦PERSON|Kevin Liu⟧ 11:02  registration site 挂了，502 everywhere 😩
⟦PERSON|Sophie Wang⟧ ⟦PERSON|王思涵⟧ 11:04  我看了下，是 S3 权限的问题，key 被 rotate 了。新的在这：⟦APIKEY|$key_aws3⟧ / ⟦SECRET|$sec_aws3⟧，先用着 later 放到 secrets manager
⟦PERSON|Kevin Liu⟧ 11:05  👍 deploying ⟪commit_sha_short|a91f3c2⟫ now
⟦PERSON|Sophie Wang⟧ ⟦PERSON|王思涵⟧ 11:09  OK 恢复了。btw 报名人数 ⟪registration_count|412⟫，比去年多 ⟪growth|18%⟫
⟦PERSON|Kevin Liu⟧ 11:10  nice. 我下午请假去医院 ⟦MEDICAL|拔智齿⟧，有事 call me ⟦PHONE|+86 136 2199 0587⟧"""),

("whatsapp_hk_gallery", """[⟪chat_timestamp|14/10/2024, 15:22⟫] ⟦PERSON|Ivy Cheung⟧: ⟦PERSON|Marcus⟧ 你收到 ⟦PERSON|陳小姐⟧ 嘅 consignment form 未？
[⟪chat_timestamp|14/10/2024, 15:24⟫] ⟦PERSON|Marcus Ho⟧: 收到，但係 HKID 影得唔清楚，好似係 ⟦NATIONAL_ID|$nid_hkid1⟧？
[⟪chat_timestamp|14/10/2024, 15:25⟫] ⟦PERSON|Ivy Cheung⟧: 啱，佢 phone ⟦PHONE|9316 4827⟧，你直接 call 佢 confirm 吓
[⟪chat_timestamp|14/10/2024, 15:31⟫] ⟦PERSON|Marcus Ho⟧: ok. 佢話 advance 要 ⟦AMOUNT|HK$10,000⟧ 先肯 sign，我同 boss 講咗
[⟪chat_timestamp|14/10/2024, 15:32⟫] ⟦PERSON|Ivy Cheung⟧: fine la. inventory no. ⟪inventory_number|IMG-24-118⟫ to ⟪inventory_number|IMG-24-120⟫"""),

("whatsapp_sg_residency", """⟦PERSON|Priscilla⟧: hello! the residency office ask for my NRIC again leh, I give you can? ⟦NATIONAL_ID|$nid_nric1⟧
⟦PERSON|Jun Hao⟧: ok can, I help you update the form. 地址还是 Clementi 那边吗
⟦PERSON|Priscilla⟧: 对 ⟦ADDRESS|Blk 326 Clementi Ave 5 #08-112 S120326⟧ 没变
⟦PERSON|Jun Hao⟧: ok. stipend ⟦AMOUNT|SGD 1,500⟧ will go out on ⟪pay_date|28 Feb⟫, via PayNow to ⟦PHONE|9173 2846⟧ right?
⟦PERSON|Priscilla⟧: yes thank you!! 🙏 btw studio 钥匙 I left with Auntie ⟦PERSON|Mei⟧ at security, locker code ⟦PASSWORD|0611⟧"""),

("ojs_log_pinyin", """⟪log_timestamp|2024-05-06 22:14:09⟫ [submission] ⟪submission_id|#5521⟫ created by user ⟦PERSON|wangsihan⟧ (⟦EMAIL|wang.sihan@sjtu.edu.cn⟧) from ⟦IP_ADDRESS|202.120.2.101⟧
⟪log_timestamp|2024-05-06 22:14:11⟫ [mail] notification sent to editor ⟦PERSON|Li Mingyu⟧ <⟦EMAIL|mingyu.li@hku.hk⟧> — subject "新投稿 / New submission ⟪submission_id|#5521⟫"
⟪log_timestamp|2024-05-06 22:15:40⟫ [files] uploaded 论文正文.docx (⟪file_size|2.3 MB⟫, sha1 ⟪sha1|$sha5⟫)
⟪log_timestamp|2024-05-06 22:15:41⟫ [plugin] ⟪plugin_version|crossref 3.0.1⟫ deposit queued"""),

("translator_invoice_bilingual", """INVOICE 发票  No. ⟪invoice_number|TR-2024-11⟫
Translator 译者: ⟦PERSON|Guo Qihang⟧ ⟦PERSON|郭启航⟧
ID 身份证: ⟦IDCARD|$cnid14⟧
Address 地址: ⟦ADDRESS|上海市浦东新区张杨路1588号2号楼1103室 200135⟧
Client 客户: Driftwood Editions (UK), ⟪org_vat_number|VAT GB 318 4407 21⟫
Service 服务: English→Chinese translation, "The Cartographer's Wife" ⟪word_count|86,000 words⟫ @ ⟪rate|USD 0.045/word⟫
Amount due 应付: ⟦AMOUNT|USD 3,870.00⟧
Bank 收款卡: ⟦CARD|$card_up14⟧ (Bank of China, SWIFT ⟪org_bic|BKCHCNBJ300⟫)"""),

("conference_form_bilingual", """2024 International Symposium on Sinophone Poetry 华语诗歌国际研讨会 — Registration 报名
Name 姓名: ⟦PERSON|Qian Cheng⟧ ⟦PERSON|钱程⟧
Date of birth 出生日期: ⟦DATE_OF_BIRTH|1993-02-21⟧
PRC ID 身份证号: ⟦IDCARD|$cnid8⟧
Passport 护照 (for visa letter): ⟦PASSPORT|$pp_cn2⟧
Email 邮箱: ⟦EMAIL|qiancheng.poet@foxmail.com⟧
Mobile 手机: ⟦PHONE|+86 187 8802 1146⟧
Panel 分组: ⟪panel_id|P-07⟫ "Translation & Exile"
Fee 注册费: ⟪price|USD 150 / RMB 1,000⟫ — paid 已付 ⟦AMOUNT|¥1,000.00⟧"""),

("crossborder_art_order_chat", """【淘宝国际 · 书法用品店】
Buyer ⟦PERSON|Emily Carter⟧: Hi, do you ship to the US? I want the 湖笔 set ⟪product_sku|HB-LANG-5⟫
客服 ⟦PERSON|阿月⟧: Yes 可以的～ shipping about ⟪price|¥180⟫ by EMS. Please send address
Buyer ⟦PERSON|Emily Carter⟧: ⟦ADDRESS|1420 Walnut St Apt 5B, Berkeley, CA 94709, USA⟧, phone ⟦PHONE|+1 510-384-2261⟧
客服 ⟦PERSON|阿月⟧: 好的 total ⟦AMOUNT|¥642⟧, you can pay by PayPal to 店铺账户
Buyer ⟦PERSON|Emily Carter⟧: paid from ⟦EMAIL|emily.carter.ink@gmail.com⟧ ✅ transaction ⟪paypal_txn|8VN21774XK5562034⟫"""),

("rights_contract_bilingual", """版权许可协议 LICENSE AGREEMENT  (Agreement No. ⟪contract_ref|SC-EN-2024-022⟫)
Licensor 许可方: 星槎文学代理 Xingcha Literary Agency, on behalf of the Author ⟦PERSON|Feng Zhiqiang⟧ ⟦PERSON|冯志强⟧ (pen name 笔名 ⟦PERSON|Bei Jia⟧ ⟦PERSON|北岬⟧)
Licensee 被许可方: Kestrel House Publishing Ltd
Work 作品: 《潮间带》 "Intertidal"
Advance 预付金: ⟦AMOUNT|US$12,000⟧ payable to the Author's account
Royalties 版税: ⟪royalty_rate|8%⟫ of list price on the first 5,000 copies, ⟪royalty_rate|10%⟫ thereafter
Signed 签字: ⟦PERSON|Han Xue⟧ ⟦PERSON|韩雪⟧ (Agent) / ⟦PERSON|Oliver Brandt⟧ (Publisher), ⟪contract_date|1 Sept 2024⟫"""),

("feishu_speaker_sheet", """| 嘉宾 Speaker | Affiliation | Email | 手机 Mobile | 航班 Flight | 饮食 Diet |
|---|---|---|---|---|---|
| Prof. ⟦PERSON|Anna Weiss⟧ | Universität Wien | ⟦EMAIL|anna.weiss@univie.ac.at⟧ | ⟦PHONE|+43 699 1402 8837⟧ | ⟪flight_number|OS63⟫ | ⟦MEDICAL|gluten intolerance 麸质不耐⟧ |
| ⟦PERSON|叶知秋⟧ | 苏州大学 | ⟦EMAIL|yezhiqiu@suda.edu.cn⟧ | ⟦PHONE|139 1270 3348⟧ | — | 素食 ⟪diet_pref|vegetarian⟫ |
| Dr. ⟦PERSON|Tomás Herrera⟧ | UNAM | ⟦EMAIL|therrera@unam.mx⟧ | ⟦PHONE|+52 55 4128 9930⟧ | ⟪flight_number|AM98⟫ | — |"""),

("python_webhook_mixed", """# 作品集销售通知 / sales notifier
import os, requests, stripe

stripe.api_key = "⟦APIKEY|$key_stripe2⟧"   # restricted key，只读 charges
SLACK_HOOK = "⟦SECRET|$sec_slackhook2⟧"       # #sales 频道
WECOM_HOOK = "⟦SECRET|$sec_wecomhook2⟧"       # 企业微信群「销售播报」
PUBLISHABLE = "⟪publishable_key|$pk_stripe2⟫"   # 前端用的，可以公开

def notify(charge):
    msg = f"新订单 {charge.id}: {charge.amount/100:.2f} {charge.currency.upper()}"
    for hook in (SLACK_HOOK, WECOM_HOOK):
        requests.post(hook, json={"text": msg}, timeout=⟪timeout_seconds|5⟫)
# owner: ⟦PERSON|Sophie Wang⟧ ⟦PERSON|王思涵⟧"""),

("call_transcript_booking_mixed", """[Call recording — ArtFair Asia hotline ⟦PHONE|+852 3618 7200⟧, ⟪call_timestamp|2024-03-02 10:14⟫]
Agent: Hello ArtFair Asia, 你好，how can I help?
Caller: Hi, 我想 book 一个 VIP pass，用信用卡 pay.
Agent: Sure. May I have your name 请问贵姓？
Caller: ⟦PERSON|Vivian Chan⟧, ⟦PERSON|陈嘉欣⟧.
Agent: Date of birth 出生日期?
Caller: ⟦DATE_OF_BIRTH|18 March 1992⟧.
Agent: Card number please.
Caller: ⟦CARD|$card_v1⟧, expiry ⟪card_expiry|08/27⟫, CVV 係 ⟦CVV|904⟧.
Agent: Thank you, ⟦AMOUNT|HK$1,280⟧ charged. Confirmation ⟪booking_ref|AFA-VIP-30871⟫ will be sent by SMS."""),

("email_us_tax_chinese_author", """⟦PERSON|Lily⟧你好,

Thanks for sending the W-9! 我帮你检查了一下，SSN 那栏你写的是 ⟦SSN|$ssn6⟧，但是 address 那栏写的是中文地址，IRS 需要美国地址。你在纽约的地址是 ⟦ADDRESS|88 Bayard St Apt 4R, New York, NY 10013⟧ 对吧？

Royalties for H1 are ⟦AMOUNT|$2,418.50⟧, will be paid once the form is fixed.

Best,
⟦PERSON|Daniel Okafor⟧
Royalties Dept., Kestrel House | ⟦PHONE|+1 212 660 4173⟧"""),

("emergency_note_bilingual", """Resident emergency card 驻留紧急信息卡
Name 姓名: ⟦PERSON|Tamsin Rudd⟧
Room 房间: ⟪room_number|North Wing 5⟫
Conditions 健康状况: ⟦MEDICAL|asthma 哮喘⟧, ⟦MEDICAL|penicillin allergy 青霉素过敏⟧
Inhaler 吸入器: ⟦MEDICAL|Ventolin 100mcg⟧
Emergency contact 紧急联系人: ⟦PERSON|Graham Rudd⟧ (father 父亲) ⟦PHONE|+44 7723 915 408⟧
Nearest hospital 最近医院: ⟪hospital_name|大理州人民医院⟫ ⟪hospital_distance|6 km⟫"""),

("github_issue_cn_en", """### 投稿页面 upload 超时 / Upload timeout on submission page

**环境 Env:** ⟪version|v3.4.2⟫, Ubuntu ⟪os_version|22.04⟫, nginx behind ALB
**复现 Repro:** 上传 >50MB PDF 就 504

Logs:
```
upstream timed out (110: Connection timed out) while reading response header from upstream, client: ⟦IP_ADDRESS|39.144.18.202⟧, server: journal.example.cn, upstream: "http://⟦IP_ADDRESS|172.18.0.6⟧:⟪port|9000⟫"
```
@⟦PERSON|chenglx⟧ 你之前改过 proxy_read_timeout 吗？ default 是 ⟪timeout_value|60s⟫
Related: ⟪issue_ref|#212⟫, ⟪commit_sha|$sha6⟫"""),

("artfair_exhibitor_form_hk", """ART FAIR EXHIBITOR APPLICATION 藝術博覽會參展申請
Contact person 聯絡人: ⟦PERSON|Marcus Ho⟧ ⟦PERSON|何文傑⟧
HKID 香港身份證: ⟦NATIONAL_ID|$nid_hkid2⟧
Gallery 畫廊: Ink Moon Gallery 墨月畫廊 (⟪br_number|BR No. 71928834⟫)
Tel 電話: ⟦PHONE|+852 2541 8870⟧  Mobile: ⟦PHONE|+852 9027 6615⟧
Booth fee 攤位費: ⟪price|HK$68,000⟫ (⟪booth_size|36 sqm⟫)
Deposit paid by credit card 信用卡訂金: ⟦CARD|$card_mc3⟧  CVV ⟦CVV|271⟧  Amount ⟦AMOUNT|HK$20,400⟧"""),

("shell_history_mixed", """  88  # 连上画廊服务器 connect to gallery box
  89  ssh -i ~/.ssh/id_ed25519 ⟦PERSON|xujiayi⟧@⟦IP_ADDRESS|119.29.176.44⟧
  90  sudo -u postgres psql -c "ALTER USER shop WITH PASSWORD '⟦PASSWORD|Qingtai#Shop2024⟧';"
  91  oathtool --totp -b ⟦SECRET|$sec_totp3⟧   # 2FA 测试 test
  92  echo '⟪loopback_ip|127.0.1.1⟫ gallery-box' | sudo tee -a /etc/hosts   # 本机 hostname 解析
  93  # TODO: 备份 backup 前先停服务
  94  systemctl restart gallery-api && curl -s ⟪loopback_url|http://127.0.0.1:8000/healthz⟫
  95  cat /etc/os-release | grep VERSION   # ⟪os_version|VERSION="22.04.4 LTS"⟫"""),

("minutes_bilingual_journal", """## Editorial meeting 编委会会议 — ⟪meeting_date|2024-09-12⟫
Attendees 出席: ⟦PERSON|Li Mingyu⟧ (chair 主席), ⟦PERSON|Sarah Goldberg⟧, ⟦PERSON|何美玲⟧, ⟦PERSON|Tomás⟧ (remote)
1. Issue ⟪issue_number|14(2)⟫: 8 articles accepted 录用8篇, 2 R&R.
2. Copyediting fee for ⟦PERSON|何美玲⟧: ⟦AMOUNT|HK$6,500⟧ approved 批准.
3. ⟦PERSON|Sarah⟧ will step back for a few months — ⟦MEDICAL|long COVID⟧, 请大家多担待.
4. Next meeting ⟪meeting_date|2024-10-10⟫, Zoom ⟪meeting_id|915 2034 7781⟫."""),
]

TEXTS += [
("wechat_london_gallery", """【WeChat · ⟦PERSON|Harriet⟧ (Halden Gallery)】
⟦PERSON|Harriet⟧: Hi ⟦PERSON|Xiaoyu⟧! For your artist fee we need your NI number and bank details please x
⟦PERSON|林小雨⟧: 好的～ NI number 是 ⟦NATIONAL_ID|$nid_nino2⟧，bank 是 Barclays: ⟦IBAN|$iban_gb2⟧
⟦PERSON|Harriet⟧: Perfect. And your current address? The one in Hackney?
⟦PERSON|林小雨⟧: 搬家了 moved last month → ⟦ADDRESS|Flat 7, 112 Mare Street, London E8 3SG⟧
⟦PERSON|Harriet⟧: Noted! Fee is ⟦AMOUNT|£1,200⟧ for the talk + workshop, paid end of month. Invoice ref ⟪invoice_number|HG-ART-2291⟫"""),

("email_taiwan_publisher", """寄件者：⟦PERSON|林怡君⟧ <⟦EMAIL|yichun.lin@mountainwind.com.tw⟧>
主旨：RE: Translation rights — 《風的地圖》

Dear ⟦PERSON|Felicity⟧,

謝謝您的來信。關於英文版權 advance，我們社長同意 ⟦AMOUNT|US$6,000⟧，另外作者⟦PERSON|吳明哲老師⟧希望 translator 由 ⟦PERSON|Jeremy Teo⟧ 擔任，不知是否可行？

如需電話聯絡：⟦PHONE|+886 2 2368 1147⟧ 分機 ⟪extension|312⟫，或手機 ⟦PHONE|0933 218 406⟧。
山風出版社 版權部　⟪org_address|台北市大安區羅斯福路三段283巷14號⟫"""),

("zoom_chat_log_mixed", """⟪chat_time|10:02:11⟫ From ⟦PERSON|Kevin Liu⟧ to Everyone: 大家好 welcome to the Sinophone Poetry symposium day 2!
⟪chat_time|10:02:30⟫ From ⟦PERSON|Kevin Liu⟧ to Everyone: Breakout room passcode: ⟦PASSWORD|poetry2024⟧
⟪chat_time|10:05:47⟫ From ⟦PERSON|钱程⟧ to Everyone: 我这边声音断断续续的 can't hear well
⟪chat_time|10:06:12⟫ From ⟦PERSON|Anna Weiss⟧ to Everyone: my slides are here, email me if the link fails ⟦EMAIL|anna.weiss@univie.ac.at⟧
⟪chat_time|10:07:03⟫ From ⟦PERSON|Kevin Liu⟧ to ⟦PERSON|钱程⟧ (Direct Message): 你打我电话 ⟦PHONE|136 2199 0587⟧ 我帮你调一下
⟪chat_time|10:09:55⟫ From ⟦PERSON|Tomás Herrera⟧ to Everyone: Meeting ID for afternoon? ⟪meeting_id|882 4410 2296⟫ right?"""),

("json_global_order_cn_customer", """{
  "order_id": "⟪order_id|JS-EU-448102⟫",
  "store": "Jackson's Art (EU)",
  "customer": "⟦PERSON|Zhang Wei⟧",
  "note": "请放在门卫处 please leave with the concierge",
  "shipping": {"address": "⟦ADDRESS|Room 1802, No. 8 Lane 399, Huaihai Zhong Rd, Huangpu District, Shanghai 200021, China⟧", "phone": "⟦PHONE|+86 138 1629 5530⟧"},
  "payment": {"brand": "UnionPay", "masked": "⟪masked_card|625908******0599⟫", "amount": "⟦AMOUNT|€146.80⟧"},
  "ip": "⟦IP_ADDRESS|58.247.30.116⟧",
  "ua_lang": "⟪locale|zh-CN⟫"
}"""),

("dingtalk_dev_chat", """【钉钉 · 投稿系统开发群】
⟦PERSON|Eric Zhao⟧：the reminder robot is spamming again 又刷屏了
⟦PERSON|孙思远⟧：我看下……是 cron 写错了 every minute。robot 地址：⟦SECRET|$sec_dinghook2⟧ 先停掉
⟦PERSON|Eric Zhao⟧：ok I'll rotate the token after lunch. 顺便 PR ⟪pr_number|#88⟫ 帮我 review 一下
⟦PERSON|孙思远⟧：👌 跑一下 ⟪version|v0.9.4⟫ 的 migration 就行"""),

("residency_acceptance_bilingual", """Lettre d'acceptation / 入驻确认函 — Cité des Arts, Programme ⟪programme_code|CDA-2025-INT⟫

Dear ⟦PERSON|Zhang Ruoxi⟧ ⟦PERSON|张若溪⟧,

We are pleased to confirm your residency from ⟪residency_dates|1 March to 31 May 2025⟫, studio ⟪room_number|8314⟫.
请核对以下信息 Please check:
  Passport 护照: ⟦PASSPORT|$pp_cn4⟧
  Date of birth 出生日期: ⟦DATE_OF_BIRTH|1991年9月23日⟧
  Monthly stipend 每月补助: ⟦AMOUNT|€1,300⟧, paid to ⟦IBAN|$iban_fr2⟧
Please bring your vaccination record for the ⟪visa_type|talent passport⟫ application.
— ⟦PERSON|Claire Dubois⟧, coordinatrice"""),

("google_review_art_shop_mixed", """⭐⭐⭐⭐⭐ "Best 国画 supplies in Vancouver!"
买了宣纸和一套 Marie's 国画颜料 ⟪price|$32.99⟫，老板娘 Auntie ⟦PERSON|Wong⟧ super nice 还教我怎么 mount the paper. She even gave me her number ⟦PHONE|604-718-3320⟧ for when the 毛笔 restock comes in.
Only minus: parking is tough on Kingsway. Receipt ⟪receipt_number|#00041827⟫ if the owner reads this, thank you!
— ⟦PERSON|Jenny L.⟧ · ⟪review_date|2 weeks ago⟫"""),

("poetry_entry_form_youth", """Young Poets Award 青少年诗歌奖 — Entry form 参赛表 (⟪entry_id|YPA-2024-0288⟫)
Entrant 参赛者: ⟦PERSON|Lin Yuhan⟧ (⟦PERSON|林语涵⟧)
DOB 出生日期: ⟦DATE_OF_BIRTH|2011-06-09⟧   Age group: ⟪age_group|13–15⟫
School 学校: ⟪school_name|Shanghai High School International Division⟫
Parent/guardian 家长: ⟦PERSON|Lin Tao⟧ (father) — ⟦PHONE|+86 139 1622 8054⟧, ⟦EMAIL|lintao_sh@126.com⟧
Medical notes for the award ceremony 颁奖礼健康备注: ⟦MEDICAL|peanut allergy 花生过敏⟧
Entry fee 报名费: waived 免"""),

("stack_trace_telegram_mixed", """Traceback (most recent call last):
  File "/opt/contest-bot/bot.py", line ⟪line_number|57⟫, in on_new_entry
    bot.send_message(chat_id=JUDGES_CHAT, text=f"新稿件 {entry.title}")
telegram.error.Unauthorized: Forbidden: bot was kicked from the group chat
# 配置 config loaded from env:
#   TELEGRAM_TOKEN=⟦APIKEY|$key_tg2⟧
#   JUDGES_CHAT=⟪chat_id|-1001877234410⟫
#   ADMIN=⟦PERSON|Hollis Tran⟧ (⟦EMAIL|hollis.tran@sparrowhawkprize.org⟧)
# 重试 retry ⟪retry_count|3/3⟫ failed at ⟪timestamp|2024-03-19 22:41:07⟫"""),

("crm_note_agent_mixed", """Client note — ⟦PERSON|Bei Jia 北岬⟧ / ⟦PERSON|冯志强⟧
⟪note_date|12/09⟫ 电话 call 30min. He says US edition 进度 OK, but his 太太 ⟦PERSON|Xu Lan⟧ just had ⟦MEDICAL|heart bypass surgery⟧，所以 book tour in Oct 可能取消。
Owed: ⟦AMOUNT|US$4,000⟧ on delivery of the revised MS (chase Kestrel, PO ⟪po_number|KH-PO-7781⟫).
Best contact now 最好联系: WeChat/手机 ⟦PHONE|139 0172 8856⟧, not email."""),

("csv_translation_grant_applicants", """id,name,nationality,passport,email,project,amount_requested
⟪applicant_id|TG-01⟫,⟦PERSON|Jeremy Teo⟧,SGP,⟪masked_passport|K*****72B⟫,⟦EMAIL|jteo.translates@gmail.com⟧,《风的地图》英译,⟦AMOUNT|USD 5,000⟧
⟪applicant_id|TG-02⟫,⟦PERSON|Nicola Harwood⟧,GBR,⟦PASSPORT|$pp_gb2⟧,⟦EMAIL|n.harwood.trans@outlook.com⟧,《潮间带》英译,⟦AMOUNT|USD 4,500⟧
⟪applicant_id|TG-03⟫,⟦PERSON|Pierre-Yves Morel⟧,FRA,⟦PASSPORT|$pp_fr2⟧,⟦EMAIL|pymorel@laposte.net⟧,《白鹭洲》法译,⟦AMOUNT|USD 3,800⟧
⟪applicant_id|TG-04⟫,⟦PERSON|Ananya Krishnan⟧,IND,⟦PASSPORT|$pp_in2⟧,⟦EMAIL|ananya.k.lit@gmail.com⟧,《盐》英译,⟦AMOUNT|USD 3,000⟧"""),

("email_phd_student_honorarium", """Hi Dr. ⟦PERSON|Goldberg⟧'s assistant,

我是 ⟦PERSON|Wang Sihan⟧, the book reviewer for issue 14(2). For the ⟦AMOUNT|$150⟧ honorarium your finance office asked for my SSN and US address:
SSN: ⟦SSN|$ssn7⟧
Address: ⟦ADDRESS|5740 S Harper Ave Apt 2, Chicago, IL 60637⟧
我不是 US citizen (F-1), hope that's ok?

Thanks!
⟦PERSON|Sihan⟧"""),

("env_openai_mixed", """# 征文 AI 初筛服务 .env （⚠️ 别 commit）
OPENAI_API_KEY=⟦APIKEY|$key_openai2⟧
OPENAI_ORG=⟪org_id|org-Qw9kT2mLx8RpZ4vN1sJ6hD3c⟫
FIGMA_TOKEN=⟦APIKEY|$key_figma1⟧     # 海报自动生成 poster gen
JWT_SECRET=⟦SECRET|$sec_jwtsecret1⟧
SESSION_COOKIE_SAMPLE=⟦SECRET|$sec_session2⟧   # 调试用 debugging only, 删掉!
SMTP_USER=⟦EMAIL|contest-noreply@qingmeibei.cn⟧
MAX_UPLOAD_MB=⟪config_value|20⟫
# 负责人 owner: ⟦PERSON|Eric Zhao⟧"""),

("framer_invoice_hk", """裱畫發票 FRAMING INVOICE  No. ⟪invoice_number|SW-F-0937⟫
Customer 客戶: Dr ⟦PERSON|Wong Siu-ming⟧
Tel 電話: ⟦PHONE|9188 2706⟧
Items 項目: 3 x ink paintings, ⟪frame_spec|silk mount + 2cm walnut⟫, ⟪artwork_dimensions|45 x 90 cm⟫
Total 總額: ⟦AMOUNT|HK$7,860⟧
Paid by card 已付: ⟦CARD|$card_jcb1⟧  CVV ⟦CVV|618⟧
Pick-up 取貨: ⟪pickup_date|Sat 19 Oct⟫, 上環 shop"""),

("hotel_registration_ocr", """HOTEL REGISTRATION CARD 住宿登记卡　Room 房号 ⟪room_number|1516⟫
Surname 姓: ⟦PERSON|KIM⟧   Given name 名: ⟦PERSON|MINJI⟧
Nationality 国籍: ⟪country|KOR⟫   Passport No. 护照号: ⟦PASSPORT|$pp_kr2⟧
Date of birth 出生日期: ⟦DATE_OF_BIRTH|21-04-1995⟧
Arrival 抵达: ⟪arrival_date|2024-11-14⟫   Departure 离店: ⟪departure_date|2024-11-17⟫
Guarantee 担保: ⟦CARD|$card_mc4⟧
Signature 签名: ⟦PERSON|Kim Minji⟧"""),

("wall_text_no_personal", """展品说明 / Object label
《溪山无尽》 Endless Streams and Mountains
⟪artwork_date|2023⟫，纸本水墨 ink on paper，⟪artwork_dimensions|180 × 96 cm⟫
Accession no. 馆藏编号 ⟪accession_number|2024.17.3⟫
Gift of the ⟪donor_org|Pacific Rim Art Foundation⟫ 太平洋艺术基金会惠赠
Audio guide 语音导览 ⟪audio_stop|No. 214⟫ · Gallery 展厅 ⟪gallery_room|3B⟫
Catalogue 图录 ⟪price|RMB 280 / USD 39⟫ at the museum shop"""),

("meeting_transcript_mixed", """[Transcript — Marsh Rights × 星槎 weekly call]
⟦PERSON|Felicity⟧: ...so the German advance, ⟦AMOUNT|八千欧⟧, first half arrived?
⟦PERSON|韩雪⟧: 对, ⟦PERSON|Yiran⟧ confirmed ⟦AMOUNT|four thousand euros⟧ landed on Monday.
⟦PERSON|Felicity⟧: Brilliant. And ⟦PERSON|冯老师⟧'s US royalties — ⟦AMOUNT|两千四百一十八美元⟧ right?
⟦PERSON|韩雪⟧: 那个是 ⟦PERSON|Wang Sihan⟧ 的… no wait, that's ⟦PERSON|Lily⟧'s statement. ⟦PERSON|冯老师⟧ is ⟦AMOUNT|US$4,000⟧ on delivery.
⟦PERSON|Felicity⟧: Got it. Next call ⟪next_call|Thursday 4pm GMT / 周五零点⟫."""),

("taobao_refund_dispute_mixed", """【阿里旺旺 · 退款纠纷 ⟪dispute_id|TK20241103558201⟫】
买家 ⟦PERSON|Mia_Chen_NYC⟧: I ordered 3 rolls of 红星宣纸 but got the cheap 机制 one, not 手工. 要退款！
卖家 ⟦PERSON|泾县老李⟧: 亲 we sent the right one, 批次号 ⟪batch_number|HX-2410-07⟫ 你看包装
买家 ⟦PERSON|Mia_Chen_NYC⟧: the package says 机制. I paid ⟦AMOUNT|¥388⟧, want full refund. my phone ⟦PHONE|+1 917 302 5581⟧ if you want to call
卖家 ⟦PERSON|泾县老李⟧: 好吧 退你⟦AMOUNT|¥300⟧ 不用退货 ok?"""),
]

TEXTS += [
("email_refund_nl_student", """Subject: 退款 refund request — DHLit 2024 registration

Dear organisers,

我是 ⟦PERSON|Chen Xinyi⟧ (⟦PERSON|陈心怡⟧), PhD student at Leiden. 我因为 visa 没下来 could not attend, so I'd like the refund of ⟦AMOUNT|€220⟧ to my Dutch account:
IBAN: ⟦IBAN|$iban_nl2⟧
Name: ⟦PERSON|X. Chen⟧
Your finance team also asked for my BSN for the refund record: ⟦NATIONAL_ID|$nid_bsn2⟧.
Registration no. ⟪registration_id|DHL24-R-0733⟫, paper ⟪paper_id|#318⟫.

谢谢！Best,
⟦PERSON|Xinyi⟧
⟦PHONE|+31 6 4128 7705⟧"""),
]
