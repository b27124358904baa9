# Mixed English/Chinese texts for blind64.  Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES
TEXTS = []

# ---- part 1
TEXTS += [
("wechat_chat_bilingual", """\
⟦PERSON|Fiona Blake⟧: Hi ⟦PERSON|Wendy⟧! 万圣节那套 witch costume 还在吗？想租 for my son's school party
⟦PERSON|Wendy 刘⟧: 在的亲～ kids size 120 和 130 都有，⟪price|80/天⟫，押金 ⟪deposit_policy|200 可退⟫
⟦PERSON|Fiona Blake⟧: 130 please. 我明天下午来拿 ok? 押金 WeChat pay 给你
⟦PERSON|Wendy 刘⟧: OK 收到 ⟦AMOUNT|¥200⟧ 了 👍 地址发你：⟪business_address|长宁区愚园路 1088 号 3 楼 305 室⟫
⟦PERSON|Fiona Blake⟧: Thanks!! my number in case ⟦PHONE|+86 186 2130 9417⟧"""),

("slack_bilingual", """\
#ops-出口订单
⟦PERSON|Kevin Zhou⟧ 3:02 PM
@⟦PERSON|Sarah⟧ UK 客户的 Shopify 同步又挂了，我先用新的 bot token 顶上：
⟦APIKEY|$xoxb1⟧
还有 Stripe 那边的 key 我换成了 ⟦APIKEY|$sk_live2⟧，旧的 revoke 了
⟦PERSON|Sarah Lin⟧ 3:05 PM
收到 thx. btw 那批 latex balloons 的 HS code 是 ⟪hs_code|9503.00⟫ 不是 ⟪hs_code|3926.40⟫，报关别填错
⟦PERSON|Kevin Zhou⟧ 3:06 PM
👌 container ⟪container_number|MSKU 882714-3⟫ 周四装柜"""),

("singlish_whatsapp", """\
[19:42] ⟦PERSON|Jia Hui⟧: eh ⟦PERSON|Ah Boy⟧ tmr we book KTV at ⟪org_name|Teo Heng⟫ or not
[19:43] ⟦PERSON|Ah Boy⟧: can lah. membership under my name, need my NRIC ⟦NATIONAL_ID|$nric2⟧ one
[19:43] ⟦PERSON|Jia Hui⟧: wah u send NRIC in chat ah 😂 ok 我来订 room, 8pm to 11pm
[19:45] ⟦PERSON|Jia Hui⟧: booked liao. I paid ⟦AMOUNT|S$86.40⟧ first, later u all PayNow me ⟦PHONE|9738 2046⟧
[19:46] ⟦PERSON|Ah Boy⟧: ok steady. ⟦PERSON|Wei Ming⟧ ⟦MEDICAL|sore throat⟧ still want come or not 🤣
[19:46] ⟦PERSON|Jia Hui⟧: he say 唱不了 but come drink only. room ⟪room_name|Deluxe B⟫"""),

("kongish_whatsapp", """\
⟦PERSON|Alan Ho⟧: Mr ⟦PERSON|Tsang⟧ 早晨！隻 rosewood 酸枝 armchair 修好咗，you can come collect 喇
Mr ⟦PERSON|Tsang⟧: 好快喎 thx! 幾錢 total?
⟦PERSON|Alan Ho⟧: 之前 quote ⟪quote_amount|HK$4,500⟫，你 deposit 咗 ⟦AMOUNT|HK$1,500⟧，balance ⟦AMOUNT|HK$3,000⟧ 就得
Mr ⟦PERSON|Tsang⟧: ok 我 FPS 過去，用邊個？
⟦PERSON|Alan Ho⟧: FPS 用 email ⟦EMAIL|alanho.restoration@gmail.com⟧ 或者 call ⟦PHONE|9467 3301⟧
Mr ⟦PERSON|Tsang⟧: 收到，Sat 下晝嚟拎。店舖喺 ⟪business_address|荷李活道 128 號地舖⟫ 係咪？"""),

("python_cn_comments", """\
# 歌词自动翻译 + 推荐 demo (KTV app)  author: ⟦PERSON|Leo Cai⟧ <⟦EMAIL|leo.cai@singbox.cn⟧>
import os, anthropic

# TODO: 上线前改成读环境变量！！
client = anthropic.Anthropic(api_key="⟦APIKEY|$anthropic1⟧")
HF_TOKEN = "⟦APIKEY|$hf1⟧"   # 用来拉 ⟪model_name|whisper-small⟫ 做歌词对齐

MODEL = "⟪model_id|claude-3-5-haiku-20241022⟫"
def translate(lyrics: str) -> str:
    # 把英文歌词翻成中文，保留押韵 (maybe)
    ...
# 测试账号: ⟪example_email|demo@example.com⟫ / 密码见 1Password"""),

("bilingual_invoice", """\
商业发票 COMMERCIAL INVOICE   No. ⟪invoice_number|SHA-EXP-2025-044⟫
Seller 卖方: ⟪org_name|上海雅韵古典家具有限公司 Shanghai Yayun Classical Furniture Co., Ltd.⟫
Buyer 买方: ⟦PERSON|Jeremy Hollingsworth⟧
Address 地址: ⟦ADDRESS|The Granary, Upper Street, Stratford St Mary, Colchester CO7 6JW⟧
Tel: ⟦PHONE|+44 7768 201 553⟧
Goods 品名: 榆木雕花顶箱柜 Elm carved compound cabinet ×1, HS ⟪hs_code|9403.60⟫
Amount paid by buyer 买方已付: ⟦AMOUNT|GBP 3,200.00⟧
Refund of overpayment to buyer's account 多付款退回买方账户: ⟦AMOUNT|GBP 150.00⟧ → ⟦IBAN|$iban_gb1⟧
Incoterm: ⟪incoterm|CIF Felixstowe⟫"""),

("json_log_mixed", """\
{"time":"⟪timestamp|2025-03-09T20:41:22+08:00⟫","level":"WARN","msg":"预约冲突 booking conflict","table":"⟪table_id|A6⟫","user":{"name":"⟦PERSON|贺一鸣⟧","nick":"⟦PERSON|Yiming H⟧","phone":"⟦PHONE|+86-131-6247-0815⟧"},"ip":"⟦IP_ADDRESS|2408:8207:7860:5c50:4d2f:1e9a:b3c0:77a1⟧","token":"⟦APIKEY|$jwt1⟧"}
{"time":"⟪timestamp|2025-03-09T20:41:23+08:00⟫","level":"INFO","msg":"已分配 moved to table ⟪table_id|A7⟫","ip":"⟦IP_ADDRESS|2408:8207:7860:5c50:4d2f:1e9a:b3c0:77a1⟧","cost_ms":⟪latency|37⟫}"""),

("bilingual_rental_contract", """\
和服租赁协议 Kimono Rental Agreement   No. ⟪contract_number|KM-0412⟫
租客 Renter: ⟦PERSON|Sato Yui⟧（⟦PERSON|佐藤 結衣⟧）
护照 Passport No.: ⟦PASSPORT|$pp_jp1⟧
手机 Mobile: ⟦PHONE|+81 90-4128-7736⟧ / 中国手机 ⟦PHONE|157 2109 6613⟧
酒店 Hotel: ⟪hotel_name|外滩华尔道夫 Waldorf Astoria⟫ room ⟪room_number|1218⟫
租期 Period: ⟪date_range|4/5-4/6⟫ (樱花季拍照)
押金 Deposit paid: ⟦AMOUNT|¥1,000⟧（Alipay）
备注 Note: 客人 ⟦MEDICAL|对羊毛过敏⟧, use cotton juban only"""),

("wechat_group_london_cafe", """\
【Dice Dragon 伦敦店 staff 群】
⟦PERSON|Mandy 张⟧: 这周 rota 出来了 pls check 👇
Fri: ⟦PERSON|Tom⟧ + ⟦PERSON|小林⟧ / Sat: ⟦PERSON|Ollie⟧ + ⟦PERSON|Mandy⟧ / Sun: ⟦PERSON|小林⟧ + ⟦PERSON|Kiko⟧
⟦PERSON|小林⟧: Sat 我可以 cover 如果 ⟦PERSON|Ollie⟧ 要去医院复查
⟦PERSON|Ollie⟧: yes pls 🙏 ⟦MEDICAL|knee MRI⟧ at 11
⟦PERSON|Mandy 张⟧: ok 改好了。店里 alarm code 还是 ⟦PASSWORD|5519⟧，最后走的人记得 set
⟦PERSON|Mandy 张⟧: 有事 call me ⟦PHONE|07946 552 018⟧"""),

("vancouver_pottery_email", """\
Subject: Re: 陶艺 residency in Jingdezhen - documents
Hi ⟦PERSON|Grace⟧,
Thanks for the 邀请函! Attaching scan of my passport as requested: Canadian passport ⟦PASSPORT|$pp_ca1⟧, expiry ⟪expiry_date|2029-10-03⟫.
Name as in passport: ⟦PERSON|WONG, Emily Siu-Ling⟧
DOB: ⟦DATE_OF_BIRTH|Oct 3, 1986⟧
Home address: ⟦ADDRESS|3188 West 14th Ave, Vancouver, BC V6K 2X3⟧
I've paid the residency fee ⟦AMOUNT|CAD 2,400⟧ via wire today (ref ⟪transaction_id|WR-77120⟫).
请问 studio 有没有 gas kiln? 我主要做 ⟪technique|柴烧 wood-fire⟫.
Best, ⟦PERSON|Emily⟧ | ⟦PHONE|+1 604-555-0162⟧"""),

("tax_note_cn_en", """\
⟦PERSON|Jason 陈⟧，明年报税要用的 1099-NEC 信息我整理好了：
Payer: ⟪org_name|Bay Area Bounce & Party Rentals LLC⟫
Recipient: ⟦PERSON|Chen, Jiasheng⟧ (⟦PERSON|Jason⟧)
SSN: ⟦SSN|$ssn4⟧
Address: ⟦ADDRESS|2215 Noriega St, San Francisco, CA 94122⟧
Box 1 nonemployee comp: ⟦AMOUNT|$18,260.00⟧ (魔术表演 + 气球造型 gigs)
⚠️ 别在微信里转发这个 SSN，我是打印好放你信箱的 - ⟦PERSON|Amy⟧"""),

("employee_csv_cn", """\
name,中文名,ssn,phone,hourly,备注
⟦PERSON|Michael Tran⟧,⟦PERSON|陈明⟧,⟦SSN|$ssn5⟧,⟦PHONE|(408) 555-0139⟧,⟦AMOUNT|$19.00⟧,setup crew
⟦PERSON|Linda Wu⟧,⟦PERSON|吴琳达⟧,⟦SSN|$ssn7⟧,⟦PHONE|(408) 555-0177⟧,⟦AMOUNT|$21.50⟧,"office, ⟦MEDICAL|孕期不能搬重物⟧"
⟦PERSON|Danny Ng⟧,⟦PERSON|吴子丹⟧,⟦SSN|$ssn8⟧,⟦PHONE|(669) 555-0104⟧,⟦AMOUNT|$18.25⟧,driver (CDL ⟪license_class|Class B⟫)"""),
]

# ---- part 2
TEXTS += [
("payroll_note_cn_en", """\
To: ⟪example_email|payroll@gustohelp.example⟫ → 不对，发给 ⟦EMAIL|cindy.accounting@la-cpa.com⟧
⟦PERSON|Cindy⟧ 你好，⟪org_name|Golden Mic Karaoke (Rowland Heights)⟫ 两周工资有变动：
1) 新员工 ⟦PERSON|Huang, Kevin⟧ SSN ⟦SSN|$ssn6⟧, rate ⟦AMOUNT|$16.90⟧/hr, W-4 附件
2) ⟦PERSON|Lily Chou⟧ 加薪到 ⟦AMOUNT|$20⟧/hr starting next period
3) ⟦PERSON|Peter⟧ ⟦MEDICAL|手术后休养⟧ 2 weeks, paid sick leave 用 ⟪sick_hours|24 hrs⟫
Thanks! ⟦PERSON|Grace Lee⟧ ⟦PHONE|(626) 555-0121⟧"""),

("daigou_auction_chat", """\
⟦PERSON|代购小K⟧: 姐，Christie's 那个 Georgian 银茶壶你确定要拍？估价 ⟪price_estimate|£1,500-2,000⟫
⟦PERSON|Vivian 孙⟧: 要！最高出到 ⟦AMOUNT|£2,650⟧，超了就算了
⟦PERSON|代购小K⟧: ok，那 registration 要信用卡，你发我下
⟦PERSON|Vivian 孙⟧: ⟦CARD|$card_v3⟧ exp ⟪card_expiry|04/29⟫ 背面 ⟦CVV|086⟧，持卡人 ⟦PERSON|SUN WEIWEI⟧
⟦PERSON|代购小K⟧: 收到，拍完我截图给你。服务费按 ⟪percentage|8%⟫ 算哈
⟦PERSON|Vivian 孙⟧: 好，寄到 ⟦ADDRESS|深圳市福田区福华三路 88 号财富大厦 3305，518048⟧"""),

("paris_refund_email", """\
Objet / 主题：remboursement caution costume - ⟪booking_ref|Réservation CP-1187⟫
Bonjour,
我是 ⟦PERSON|Zhang Yuqi⟧，上个月在贵店 (⟪org_name|Costumes de Paris⟫) 租了 Marie-Antoinette 的 robe pour un bal.
Costume rendu le ⟪date|12/02⟫ sans dommage. Merci de rembourser la caution de ⟦AMOUNT|250 €⟧ sur mon compte:
IBAN ⟦IBAN|$iban_fr1⟧  (titulaire ⟦PERSON|ZHANG YUQI⟧)
Mon téléphone: ⟦PHONE|+33 6 12 74 09 58⟧
Merci beaucoup / 谢谢！"""),

("wecom_robot_english", """\
# tent-monitor/config.toml  (帐篷风速传感器告警)
[alert]
wecom_webhook = "⟦SECRET|$wecom_hook2⟧"
mention = ["⟦PHONE|13917722086⟧"]   # ⟦PERSON|Frank 范⟧ on-call
threshold_kmh = ⟪threshold|38⟫       # Beaufort ⟪wind_speed|6 级⟫
[sensor]
gateway = "⟦IP_ADDRESS|192.168.8.50⟧"
fallback = "⟪doc_ip|192.0.2.10⟫"   # placeholder, 别改
firmware = "⟪version|1.4.9-rc2⟫\""""),

("vendor_contacts_markdown", """\
### Party suppliers 供应商联系表 (updated ⟪date|2025-04⟫)
| Supplier 供应商 | Contact 联系人 | Phone | Email | Notes |
|---|---|---|---|---|
| ⟪org_name|义乌彩虹气球厂⟫ | ⟦PERSON|骆经理⟧ | ⟦PHONE|0579-8556 3012⟧ | ⟦EMAIL|luo@rainbow-balloon.cn⟧ | MOQ ⟪moq|5,000 pcs⟫ |
| ⟪org_name|BOC Helium (UK)⟫ | ⟦PERSON|Gary Pickford⟧ | ⟦PHONE|0800 111 333⟧ | ⟦EMAIL|gary.pickford@boc-gases.example.co.uk⟧ | acct ⟪customer_account_org|BOC-A-77123⟫ |
| ⟪org_name|Qualatex 代理⟫ | ⟦PERSON|Nina Xu⟧ | ⟦PHONE|+86 21 5489 1176⟧ | ⟦EMAIL|nina.xu@qtx-asia.com⟧ | 价目表 ⟪file_name|QTX_2025_CN.pdf⟫ |"""),

("bilingual_release_notes", """\
⟪version|v3.2.0⟫ 更新说明 Release notes
- 新增 New: 桌游库存扫码 barcode scan (EAN-13, e.g. ⟪barcode|9780735211292⟫)
- 修复 Fix: 包厢计时在 ⟪timezone|UTC+8⟫ 跨天时出错 (issue ⟪issue_number|#512⟫)
- 依赖升级 Deps: ⟪dependency|react-native 0.74.3⟫, ⟪dependency|expo 51⟫
- 测试服务器 Staging: ⟪doc_ip|198.51.100.25⟫ (documentation range, 不对外)
- Build hash ⟪commit_sha|e7b41c09d2a85f3361bb0c4e9f7a2d15c88e0f64⟫"""),

("shell_history_cn", """\
  88  aws configure   # 派对商城 S3，key 是 ⟦PERSON|Tony⟧ 给的
  89  export AWS_ACCESS_KEY_ID=⟦APIKEY|$aws_akid3⟧
  90  export AWS_SECRET_ACCESS_KEY=⟦SECRET|$aws_sk3⟧
  91  aws s3 sync ./images s3://⟪bucket_name|xiyang-party-cdn⟫/2025/ --region ⟪aws_region|ap-east-1⟫
  92  ssh -i ~/.ssh/id_ed25519 ec2-user@⟦IP_ADDRESS|18.163.92.41⟧
  93  sudo tail -f /var/log/nginx/error.log   # 看看 ⟪http_status|502⟫
  94  ping ⟪loopback|127.0.0.1⟫
  95  cd /home/⟦PERSON|tonyyip⟧/shop && git log -1   # ⟪commit_sha|2c7e9f1⟫"""),

("intl_school_party_form", """\
Class party sign-up 班级派对报名 - ⟪org_name|Dulwich-style International School⟫ Y3
Child 孩子: ⟦PERSON|Ethan Liang 梁以诚⟧   DOB 生日: ⟦DATE_OF_BIRTH|2016/09/27⟧
Parent 家长: ⟦PERSON|Joanna Liang⟧  Mobile: ⟦PHONE|139 1654 2208⟧  Email: ⟦EMAIL|joanna.liang@outlook.com⟧
Allergies 过敏: ⟦MEDICAL|tree nuts 坚果⟧, ⟦MEDICAL|mild lactose intolerance 乳糖不耐⟧
Entertainer 表演: ⟪act_name|Bubble Magic Show⟫ by ⟪org_name|Mr Bubbles Events⟫
Contribution 费用分摊: ⟦AMOUNT|RMB 150⟧ paid via class fund"""),

("hk_marquee_call", """\
[Call transcript 通話記錄 · ⟪org_name|HK Party Tent Rental⟫ · ⟪timestamp|2025-11-03 10:12⟫]
Staff: 早晨，HK Party Tent，我係 ⟦PERSON|Jacky⟧。
Caller: Hi ⟦PERSON|Jacky⟧, 我想 book 個 marquee 喺 Sai Kung 嘅 village house, 12 月 20 號 wedding 用。
Staff: 冇問題。請問點稱呼？
Caller: ⟦PERSON|Rebecca Fung⟧, 電話 ⟦PHONE|nine four two eight, six one three zero⟧。
Staff: 地址呢？
Caller: ⟦ADDRESS|西貢大網仔路 23 號 House B, Sai Kung, New Territories⟧。
Staff: 6x9 米 ⟪price|HK$18,000⟫，deposit ⟦AMOUNT|HK$5,400⟧ 就 confirm。"""),

("french_expat_insurance", """\
Adhésion assurance atelier - ⟪org_name|Clay Loft 上海陶艺工作室⟫ (cours pour adultes)
Nom / 姓名: ⟦PERSON|Camille Moreau⟧
Date de naissance / 出生日期: ⟦DATE_OF_BIRTH|14/09/1983⟧
N° sécurité sociale (CFE): ⟦NATIONAL_ID|$nir1⟧
Adresse à Shanghai: ⟦ADDRESS|上海市徐汇区武康路 99 弄 5 号 201 室, 200031⟧
Téléphone: ⟦PHONE|+86 137 6152 3098⟧
Antécédents médicaux: ⟦MEDICAL|tendinite poignet droit 右手腕肌腱炎⟧
Cotisation payée: ⟦AMOUNT|¥680⟧   Police n° ⟪policy_number|CFE-SH-22019⟫"""),

("polish_student_onboarding", """\
兼职入职 Part-time onboarding - ⟪org_name|Meeple Hub 桌游空间⟫
Name 姓名: ⟦PERSON|Zofia Wiśniewska⟧ (中文名 ⟦PERSON|魏素菲⟧)
Passport 护照: ⟦PASSPORT|$pp_pl1⟧ (Poland)
PESEL: ⟦NATIONAL_ID|$pesel2⟧
DOB: ⟦DATE_OF_BIRTH|23.11.2004⟧
Student visa 学习签证 until ⟪expiry_date|2026-07-31⟫
Mobile: ⟦PHONE|188 1752 4490⟧   WeChat ID: ⟦PERSON|zosia_w04⟧
Hourly 时薪: ⟦AMOUNT|¥35⟧/小时 (英语桌游主持 host)"""),

("curl_with_cookies", """\
# 后台导出订单 export orders (复制自 Chrome DevTools, ⟦PERSON|Ivy⟧ 发的)
curl 'https://admin.partyland.cn/orders/export?from=⟪date|2025-06-01⟫' \\
  -H 'accept: text/csv' \\
  -H 'cookie: csrftoken=⟪csrf_token|x7Kq2pLmN9vR4tYw⟫; sessionid=⟦SECRET|$cookie_dj1⟧' \\
  -H 'user-agent: ⟪user_agent|Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)⟫' \\
  --compressed
# 另一个 node 后台:
curl https://ops.partyland.cn/api/me -H 'Cookie: connect.sid=⟦SECRET|$cookie_cs1⟧'"""),

("stripe_webhook_config", """\
// config/payments.ts  跨境站 cross-border store (UK + CN)
export const stripe = {
  secretKey: "⟦APIKEY|$sk_live3⟧",          // live!! 别 commit
  webhookSecret: "⟦SECRET|$whsec2⟧",
  publishableKey: "⟪publishable_key|pk_live_⟫" + process.env.PK_SUFFIX,
  apiVersion: "⟪api_version|2024-06-20⟫",
};
export const alipay = { appId: "⟪app_id|2021004128876543⟫", gateway: "https://openapi.alipay.com/gateway.do" };
// owner: ⟦PERSON|Harry 何⟧ ⟦EMAIL|harry.he@partyland.co.uk⟧"""),
]

# ---- part 3
TEXTS += [
("github_actions_mixed", """\
# .github/workflows/sync-inventory.yml  （库存同步，每小时跑一次）
name: sync-inventory
on: { schedule: [{ cron: "⟪cron_expression|0 * * * *⟫" }] }
env:
  GH_PAT: ⟦APIKEY|$ghp2⟧            # ⟦PERSON|Wei⟧ 的个人 token，临时用
  GH_FINE_GRAINED: ⟦APIKEY|$gh_fine1⟧
  SHOPIFY_TOKEN: ⟦APIKEY|$shpat2⟧
jobs:
  sync:
    runs-on: ⟪runner_label|ubuntu-latest⟫
    steps:
      - uses: actions/setup-python@⟪action_version|v5⟫
      - run: python sync.py --store ⟪hostname|balloon-bazaar.myshopify.com⟫   # contact ⟦EMAIL|wei.tan@balloonbazaar.sg⟧"""),

("crash_log_mixed", """\
*** 崩溃报告 Crash report - 麦霸 K 歌 Android ⟪version|5.0.3 (50031)⟫ ***
device: ⟪device_model|Xiaomi 14 (houji)⟫  android: ⟪os_version|14⟫
user_id: ⟪user_id|u_7731842⟫  nickname: ⟦PERSON|小鹿酱Deer⟧
auth: Bearer ⟦APIKEY|$jwt3⟧
last_api: POST https://api.maiba-ktv.cn/v2/duet/join  from ⟦IP_ADDRESS|111.201.38.92⟧
java.lang.OutOfMemoryError: Failed to allocate a ⟪byte_count|67108880⟫ byte allocation
    at com.maiba.audio.Mixer.render(Mixer.kt:⟪line_number|142⟫)"""),

("xiaohongshu_bilingual", """\
⟦PERSON|Coco在上海⟧ · 📍⟪place_name|徐汇⟫
OOTD | 租了一套 Victorian gothic dress 去 ⟪event_name|CP31⟫ 🖤
shop 是 ⟪org_name|Velvet Closet 丝绒衣橱⟫，rent ⟪price|¥158/天⟫ 含 corset，超 worth
店主 ⟦PERSON|Abby⟧ 还借我一个 lace parasol for free 🥹
tips：提前 7 天 book，尺码 XS-XL
#cosplay #⟪hashtag|哥特风⟫ #rentnotbuy"""),

("bilingual_meeting_minutes", """\
Staff meeting 员工会议 - ⟪org_name|Clay Loft⟫ Shanghai, ⟪date|2025-09-01⟫
Attendees 参会: ⟦PERSON|Camille⟧, ⟦PERSON|杨帆⟧, ⟦PERSON|Marco Bianchi⟧, ⟦PERSON|小蔡⟧
1. 新学期课程 Fall term: wheel class ⟪price|¥2,880 / 8 节⟫, 周末亲子 ⟪price|¥268⟫
2. Salary 薪资: ⟦PERSON|小蔡⟧ 转正 → ⟦AMOUNT|¥7,500⟧/月; ⟦PERSON|Marco Bianchi⟧ hourly rate ⟦AMOUNT|¥220⟧/h
3. H&S: ⟦PERSON|杨帆⟧ ⟦MEDICAL|silica dust cough 咳嗽⟧，医生说⟦MEDICAL|轻度支气管炎⟧ → 所有人 mixing glaze 必须戴 ⟪product_spec|FFP2⟫ mask
4. Kiln 窑: ⟪kiln_program|cone 6 slow cool⟫ program 换新 controller
Next: ⟪date|9/15⟫"""),

("magician_invoice", """\
INVOICE 发票  #⟪invoice_number|PM-2025-31⟫
From: ⟦PERSON|Padraig Murphy⟧ ("⟦PERSON|Paddy the Magnificent⟧"), Dublin
Email: ⟦EMAIL|paddy@paddymagic.ie⟧   Mob: ⟦PHONE|+353 86 771 2094⟧
To: ⟪org_name|北京欢乐童年文化传播有限公司⟫
For: 圣诞节商场魔术秀 Christmas mall magic shows ×6, ⟪date_range|20-25 Dec⟫
Fee agreed 约定费用: ⟦AMOUNT|EUR 4,800⟧ (travel & hotel by client 客户承担)
Please pay to my account 请汇款至: ⟦IBAN|$iban_ie1⟧, BIC ⟪bic_code|AIBKIE2D⟫"""),

("telegram_bot_config", """\
# balloon-order-bot/settings.py   气球订单 Telegram bot (HK 分店)
BOT_TOKEN = "⟦APIKEY|$tg2⟧"
ADMIN_IDS = [⟪telegram_user_id|518822093⟫]      # ⟦PERSON|Ken Lau⟧
ORDER_GROUP = ⟪chat_id|-1001877342210⟫
SHOP_HOTLINE = "⟦PHONE|+852 2388 1170⟧"   # 門市熱線
DEFAULT_CURRENCY = "⟪currency_code|HKD⟫"
# 測試客人 test customer: ⟦PERSON|Wong Siu Ming⟧ ⟦PHONE|+852 6091 4452⟧"""),

("bilingual_web_form", """\
Booking 预约 - Wheel taster class 拉坯体验 (English-speaking session)
Name 姓名: ⟦PERSON|Aarav Mehta⟧
Email 邮箱: ⟦EMAIL|aarav.mehta.sh@gmail.com⟧
Phone 手机: ⟦PHONE|+86 176 2104 3385⟧
Date of birth 出生日期 (for insurance 保险): ⟦DATE_OF_BIRTH|1990-06-18⟧
Health notes 健康备注: ⟦MEDICAL|left hand carpal tunnel 左手腕管综合征⟧
Session 场次: ⟪event_date|Sat 19 Jul 14:00⟫ · seats 2 · ⟪price|¥398 each⟫
Paid 已付: ⟦AMOUNT|¥796⟧ via ⟪payment_method|Alipay HK⟫"""),

("postmortem_mixed", """\
## Postmortem 事故复盘: 营销邮件 API key 泄露 (⟪incident_id|INC-2025-07⟫)
- Timeline: ⟪timestamp|07-14 09:20⟫ 实习生 ⟦PERSON|Chloe 邓⟧ 把 `.env` push 到 public repo，含
  - SENDGRID_API_KEY=⟦APIKEY|$sendgrid2⟧
  - GOOGLE_PLACES_KEY=⟦APIKEY|$google3⟧
- ⟪timestamp|07-14 10:05⟫ GitHub secret scanning 告警, ⟦PERSON|Oscar⟧ revoke 两个 key
- Abuse: 攻击者从 ⟦IP_ADDRESS|185.220.101.47⟧ 发了 ⟪count|12,400⟫ 封 spam
- Follow-up: 用 ⟪tool_name|gitleaks⟫ pre-commit hook; 文档示例统一用 ⟪example_key|SG.xxxxxxxx.yyyyyyyy⟫"""),

("restoration_quote_chat", """\
⟦PERSON|Oliver Pennington⟧: Hi Mrs ⟦PERSON|Li⟧, 我用 translator 写中文 sorry 🙏 Your 黄花梨 cabinet 的 condition report 已发邮箱
Mrs ⟦PERSON|Li⟧: Thank you ⟦PERSON|Oliver⟧! 修复要多少钱？
⟦PERSON|Oliver Pennington⟧: Quote is ⟪quote_amount|£3,450⟫ incl. VAT. 50% deposit to start
Mrs ⟦PERSON|Li⟧: OK 我今天转 ⟦AMOUNT|£1,725⟧。你的账户？
⟦PERSON|Oliver Pennington⟧: Account name ⟦PERSON|O J Pennington⟧, ⟦IBAN|$iban_gb7⟧ 😊
Mrs ⟦PERSON|Li⟧: 好的。我的地址 for collection: ⟦ADDRESS|Flat 12, Chelsea Bridge Wharf, 330 Queenstown Road, London SW11 8NQ⟧"""),

("madrid_costume_order", """\
Pedido / 订单 ⟪order_id|MAD-0923⟫ - ⟪org_name|Disfraces Hong 鸿记服装出租 (Usera, Madrid)⟫
Cliente 客户: ⟦PERSON|Javier Ruiz Molina⟧
DNI: ⟦NATIONAL_ID|$dni2⟧
Móvil: ⟦PHONE|+34 611 204 873⟧
Disfraz 服装: 舞狮 lion dance costume ×2 para ⟪event_name|Año Nuevo Chino⟫ desfile
Fianza pagada 押金已付: ⟦AMOUNT|120 €⟧
Devolución de fianza a 退押金到: ⟦IBAN|$iban_es1⟧
Atendido por 接待: ⟦PERSON|Hong Mei⟧"""),

("faenza_pottery_email", """\
Oggetto: 陶艺进修 residenza - pagamento
Ciao ⟦PERSON|Giulia⟧,
谢谢安排 the majolica course in Faenza! 我是 ⟦PERSON|Tang Ruoxi⟧.
I've paid the first instalment ⟦AMOUNT|€900⟧ today; please refund the ⟦AMOUNT|€60⟧ overpayment to my Italian account ⟦IBAN|$iban_it1⟧.
我的意大利号码 ⟦PHONE|+39 347 218 9904⟧, email ⟦EMAIL|tangruoxi.ceramics@163.com⟧
Accommodation 住宿: ⟪hotel_name|Residenza Manfredi⟫, room ⟪room_number|4⟫
Grazie mille!"""),

("vip_card_ocr", """\
[OCR 识别结果 · 会员卡 + 绑定银行卡]
⟪org_name|GOLDEN VOICE KTV 金嗓门⟫ VIP CARD
No. ⟪member_number|GV 0088 1930⟫
Name 姓名: ⟦PERSON|RUAN JINGYI 阮静怡⟧
Mobile: ⟦PHONE|138-1723-6604⟧
Valid thru 有效期: ⟪card_expiry|12/2027⟫
自动续费绑定卡 Linked UnionPay: ⟦CARD|$card_up4⟧
Balance 余额: ⟦AMOUNT|¥2,315.00⟧"""),
]

# ---- part 4
TEXTS += [
("square_pos_setup_chat", """\
[WhatsApp] ⟪org_name|Lucky Star Karaoke 幸运星 (Soho)⟫ 开店准备群
⟦PERSON|Eddie Chan⟧: Square 的 access token 我拿到了，先放这里给 ⟦PERSON|Jenny⟧ 配收银机：
⟦APIKEY|$square1⟧
⟦PERSON|Jenny Mok⟧: ok 我今晚配。公司账户收款用这个对吧 ⟪org_bank_account|Lucky Star Ltd 20-32-06 53987210⟫
⟦PERSON|Eddie Chan⟧: 对。我个人垫付的 ⟦AMOUNT|£3,460⟧ 装修款你记得从公司退给我，转到 ⟦IBAN|$iban_gb5⟧
⟦PERSON|Jenny Mok⟧: 收到 👍 Slack 那边的 user token ⟦APIKEY|$xoxp1⟧ 要不要也换？
⟦PERSON|Eddie Chan⟧: 换，⟦PERSON|Jenny⟧ 你弄完把这几条删了"""),
]
