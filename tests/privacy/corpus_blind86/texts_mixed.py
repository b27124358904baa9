# blind86 mixed Chinese/English texts.  ⟦TYPE|value⟧ = span, ⟪kind|value⟫ = decoy, $name = values.VALUES[name]
TEXTS = []

TEXTS += [
("wechat_group_chat",
 """[WeChat] 爱尔兰装机群
⟦PERSON|阿伟⟧: 明天 Lucan 那个 job 谁去？customer 是 Mrs ⟦PERSON|Byrne⟧，address ⟦ADDRESS|27 Esker Lawns, Lucan, Co. Dublin K78 P2W5⟧
⟦PERSON|Kevin 陈⟧: 我去吧。她说 back garden 的 gate code 是 ⟦PASSWORD|1 8 8 0⟧，狗叫 ⟪pet_name|Rocky⟫ 很凶 😂
⟦PERSON|阿伟⟧: ok. 她老公 ⟦PERSON|Dermot⟧ 装了 ⟦MEDICAL|pacemaker⟧，drill 的时候别靠太近
⟦PERSON|Kevin 陈⟧: 收到. unit 是 ⟪model_number|Mitsubishi Ecodan 8.5kW⟫ 对吧，SEAI grant ⟪grant_cap|€6,500⟫
"""),

("slack_thread",
 """⟪channel_name|#dev-epc-app⟫
⟦PERSON|Jason Li⟧ 11:02
谁把 .env commit 到 repo 了 🤦 里面有 prod 的 AWS key:
AWS_ACCESS_KEY_ID=⟦APIKEY|$ak_aws2⟧
AWS_SECRET_ACCESS_KEY=⟦SECRET|$sc_aws2⟧
我已经 rotate 了，commit ⟪commit_sha|$dk_commit5⟫ 也 force push 掉了
⟦PERSON|Mia Zhang⟧ 11:05
sorry 是我 😭 本地 debug 忘了 gitignore。docs 里那个 ⟪example_key|AKIAIOSFODNN7EXAMPLE⟫ 是 AWS 官方示例，不用管
⟦PERSON|Jason Li⟧ 11:06
ok. 下次用 aws-vault。@⟦PERSON|mzhang⟧ 周五 retro 讲一下
"""),

("tenant_email",
 """From: ⟦EMAIL|yuxin.chen.2023@durham.ac.uk⟧
To: ⟦EMAIL|lettings@weardalehomes.co.uk⟧
Subject: URGENT - 没有暖气了 / heating oil ran out

Hi ⟦PERSON|Sarah⟧,
我们的 oil tank 昨天就空了，boiler 一直显示 ⟪error_code|F28⟫。室友 ⟦PERSON|Hao⟧ 有 ⟦MEDICAL|asthma⟧，一冷就很严重。合同上写 oil 是 landlord 负责的，可以尽快安排 delivery 吗？
上个月我们自己先 top-up 了 ⟪fuel_volume|500L⟫，付了 ⟦AMOUNT|£389.50⟧，receipt 在附件（⟪attachment_name|receipt_oil.pdf⟫），希望可以从下个月 rent 里扣。
Thanks,
⟦PERSON|Yuxin Chen⟧ (⟦PERSON|陈雨欣⟧)
⟦ADDRESS|Flat 3, 22 Church Street, Durham DH1 3DQ⟧
⟦PHONE|07423 118 905⟧
"""),

("wechat_chat",
 """⟦PERSON|Eric 王⟧: Hi ⟦PERSON|Tony⟧，⟪program_name|Mass Save⟫ 的 rebate form 我填好了。⟪loan_name|HEAT Loan⟫ 那部分要 SSN，我的是 ⟦SSN|$ssn9⟧，我太太 ⟦PERSON|Grace Wang⟧ 的是 ⟦SSN|$ssn10⟧。直接发你 OK 吗？
⟦PERSON|Tony⟧: 可以，不过下次最好用 portal 上传 🙏 whole-home rebate 最高 ⟪rebate_cap|$10,000⟫。你们 address 是 ⟦ADDRESS|35 Lexington Rd, Lincoln, MA 01773⟧ 对吧？
⟦PERSON|Eric 王⟧: 对。deposit 我今天 Zelle 了 ⟦AMOUNT|$2,500⟧ 到 ⟦EMAIL|billing@pioneervalleyheat.com⟧
"""),

("yaml_config",
 """# logshop config — 英国柴火网店  (⟪config_version|2024.11⟫)
payments:
  gocardless_access_token: ⟦APIKEY|$ak_gocardless1⟧   # live 的！别发群里
  gocardless_env: live
accounting:
  xero_client_id: ⟪client_id|$dk_xero_client1⟫
  xero_client_secret: ⟦SECRET|$sc_xero1⟧
shop:
  shopify_admin_token: ⟦APIKEY|$ak_shopify1⟧
  store: ⟪store_domain|kiln-dried-logs-uk.myshopify.com⟫
owner: ⟦PERSON|Zhou Hang⟧ (⟦PERSON|周航⟧) <⟦EMAIL|hang@kilndriedlogs.co.uk⟧>
"""),

("whatsapp_chat",
 """⟦PERSON|Ah Huat⟧: boss, the softener at ⟦ADDRESS|Blk 512 Bedok North Ave 2, #08-143, Singapore 460512⟧ leaking again lah
⟦PERSON|Jessie Lim⟧: 哦 那个是 Mdm ⟦PERSON|Tan⟧ 的 unit 对吗？she called just now also, 她 ⟦MEDICAL|knee pain⟧ cannot bend down to switch off the valve
⟦PERSON|Ah Huat⟧: yah. she want to change to new one, I quote her ⟪quote_total|S$1,280⟫ installed, ⟪model_number|Aquatech AT-32⟫
⟦PERSON|Jessie Lim⟧: ok 你先 go down check. warranty claim need her NRIC ⟦NATIONAL_ID|$nric2⟧ and contact ⟦PHONE|+65 9172 4408⟧, I got from old invoice ⟪invoice_number|SW-SG-0318⟫ already
⟦PERSON|Ah Huat⟧: 👍
"""),

("meeting_notes_markdown",
 """# Weekly Sync — RainLoop 雨循 (⟪date|2024-11-20⟫)
Attendees: ⟦PERSON|Vivian Xu⟧, ⟦PERSON|刘畅⟧, ⟦PERSON|Ben Ho⟧, ⟦PERSON|小蔡⟧
## Updates
- 深圳湾 villa 项目 ⟪project_code|RL-SZ-012⟫：tank 已到，等 ⟦PERSON|刘畅⟧ 出 drawing
- Hiring: 给 ⟦PERSON|Ben Ho⟧ 的 offer 是 ⟦AMOUNT|¥32k⟧/月 + ⟪equity|0.3% ESOP⟫
- ⟦PERSON|小蔡⟧ 下周 OOO（⟦MEDICAL|wisdom tooth extraction⟧）
- Sensor firmware ⟪firmware_version|v0.9.4⟫ bug：水位 reading 偶尔 jump
## Action items
- [ ] ⟦PERSON|Vivian Xu⟧ 跟 investor 聊 bridge round
"""),

("python_traceback",
 """[2024-11-22 14:03:11] ERROR 客服机器人调用失败 session=⟪session_id|cs-7781⟫
Traceback (most recent call last):
  File "/srv/heatpump-bot/bot.py", line ⟪line_number|57⟫, in reply
    resp = client.chat.completions.create(model="⟪model_name|gpt-4o-mini⟫", messages=msgs)
openai.AuthenticationError: Error code: 401 - invalid_api_key
  DEBUG key_in_use=⟦APIKEY|$ak_openai1⟧
  用户问题: "我家 ⟪model_number|Daikin Altherma 3⟫ 显示 ⟪error_code|U4⟫ 怎么办？我电话 ⟦PHONE|07931 664 520⟧，名字 ⟦PERSON|Sophie Liang⟧"
  user_ip = ⟦IP_ADDRESS|82.132.219.41⟧
"""),

("xiaohongshu_post",
 """小红书 | ⟦PERSON|在曼城的Lulu⟧
英国装 air source heat pump 全流程分享🏡
📍⟪place_name|Manchester⟫ semi-detached，原来是 gas boiler。
💷 报价 ⟪quote_total|£12,400⟫，BUS grant 抵 ⟪grant_cap|£7,500⟫，最后我们自己付了 ⟦AMOUNT|£4,900⟧
👷 installer 是 ⟪org_name|Northern Heat Pumps Ltd⟫，surveyor ⟦PERSON|Dave Whitworth⟧ 人超 nice
⚠️ 装之前要做 EPC，我们家是 ⟪epc_rating|D 62⟫
#英国生活 #heatpump
"""),

("customer_email",
 """Hi ⟦PERSON|Siobhán⟧,
我是 ⟦PERSON|Lin Jie⟧（⟦PERSON|林杰⟧），上次你们来 ⟪town|Macroom⟫ 看 septic tank 的那家。Grant form 我填好了：
PPSN: ⟦NATIONAL_ID|$pps4⟧
Address: ⟦ADDRESS|Gortnalour, Macroom, Co. Cork P12 X6C8⟧
Bank IBAN: ⟦IBAN|$iban_ie2⟧
Contractor quote 是 ⟪quote_total|€7,850⟫，grant max ⟪grant_cap|€5,000⟫ 对吧？
另外我太太⟦MEDICAL|刚做完剖腹产⟧，施工那几天能不能不要太早开始？
Thanks! ⟦PHONE|+353 83 402 7716⟧
"""),

("email_with_signature",
 """From: ⟦EMAIL|info@warmtepomp-delft.nl⟧
To: ⟦EMAIL|wu.jianhua@ziggo.nl⟧
Subject: ISDE subsidy application – 补充材料

Dear Mr ⟦PERSON|Wu⟧ / ⟦PERSON|吴先生⟧您好,
Thanks for sending your BSN (⟦NATIONAL_ID|$bsn1⟧) — 我们已经帮您在 RVO 提交了 ISDE 申请，reference ⟪application_id|ISDE-2024-558103⟫。
Install date 定在 ⟪date|9 December⟫，engineer ⟦PERSON|Pieter⟧ 会提前打您电话 ⟦PHONE|+31 6 2814 9053⟧。
Expected subsidy for you: ⟦AMOUNT|€2,775⟧（hybrid unit ⟪model_number|Itho Daalderop HP-S 65⟫）
Kind regards / 祝好
⟦PERSON|Anouk de Graaf⟧ – ⟪org_name|Warmtepomp Delft B.V.⟫
"""),

("whatsapp_chat",
 """⟦PERSON|Jordi⟧ (⟪org_name|AquaSoft BCN⟫): Hi Mr ⟦PERSON|Zheng⟧, for the softener contract I need your NIE please 🙏
⟦PERSON|郑国栋⟧: 好的 ok, NIE 是 ⟦NATIONAL_ID|$nie1⟧。shop address ⟦ADDRESS|Carrer de Trafalgar 41, 08010 Barcelona⟧
⟦PERSON|Jordi⟧: perfect. The ⟪model_number|Fleck 5600SXT⟫ unit: first payment ⟦AMOUNT|€349⟧ by card at install, then ⟪monthly_fee|€19.90/mes⟫ maintenance.
⟦PERSON|郑国栋⟧: 可以。我女儿 ⟦PERSON|Lucía Zheng⟧ 会在店里，她 Spanish 比我好 😂 电话 ⟦PHONE|+34 622 418 907⟧
"""),

("shell_history",
 """# 雨水预测 model 训练机器
  88  huggingface-cli login --token ⟦APIKEY|$ak_hf1⟧   # 用完记得 logout!!
  89  git clone https://⟦PERSON|vivianxu⟧:⟦APIKEY|$ak_ghp2⟧@github.com/rainloop/rain-forecast.git
  90  cd rain-forecast && python train.py --epochs ⟪hyperparameter|30⟫ --data /data/⟪dataset_name|shenzhen_rain_2015_2024.parquet⟫
  91  nvidia-smi
  92  scp ⟪file_name|model.pt⟫ ⟦PERSON|vivianxu⟧@⟦IP_ADDRESS|10.8.3.14⟧:/models/
"""),

("code_review_comment",
 """**⟦PERSON|ben-ho-dev⟧** commented on PR ⟪pr_number|#214⟫ (feat: tank level alerts)
> `⟪file_path|config/prod.env⟫` line 12: `GH_PACKAGES_TOKEN=⟦APIKEY|$ak_ghfine1⟧`
这个 token 不能 commit 😅 please 改成 GitHub Actions secret，然后 revoke 掉。还有 line 18 的 `ALERT_SMS_TO=⟦PHONE|+86 138 2651 0947⟧` 是 ⟦PERSON|Vivian⟧ 的私人号码，换成 on-call 组号吧。
LGTM otherwise 👍 CI passed on ⟪commit_sha|$dk_commit6⟫
"""),

("support_ticket",
 """Ticket #⟪ticket_id|88102⟫ — ⟪program_name|Greener Homes⟫ loan paperwork
From: ⟦PERSON|Linda Huang⟧ <⟦EMAIL|linda.huang88@rogers.com⟧>
你好 ⟦PERSON|Kevin⟧，
Loan application 需要 SIN，我的是 ⟦NATIONAL_ID|$sin1⟧。EnerGuide evaluation 那次 ⟦AMOUNT|$600⟧ 是我们自己付的，可以 reimburse 吗？Evaluation ID ⟪evaluation_id|EG-ON-2024-33817⟫。
Address: ⟦ADDRESS|118 Bayview Ridge, Toronto, ON M2L 1E6⟧
"""),

("wechat_message",
 """Hej ⟦PERSON|Erik⟧ 👋 我是 ⟦PERSON|Zhang Lei⟧，下周二 ⟪install_date|26/11⟫ värmepump install 的那个客户。
你要的资料：
personnummer ⟦NATIONAL_ID|$se1⟧ (born ⟦DATE_OF_BIRTH|12 September 1979⟧)
address ⟦ADDRESS|Kärrtorpsvägen 14, 121 58 Johanneshov⟧
unit 是 ⟪model_number|NIBE S2125-12⟫。ROT-avdrag 是 ⟪rot_rate|30% of labour⟫，所以我们最后付 ⟦AMOUNT|89 400 kr⟧ 对吗？
"""),

("checklist_note",
 """Enova 补贴申请 checklist (Oslo) — for ⟦PERSON|Chen Yu⟧
- fødselsnummer: ⟦NATIONAL_ID|$fnr1⟧ ✅（DOB ⟦DATE_OF_BIRTH|27.02.1983⟧）
- adresse: ⟦ADDRESS|Sognsveien 77B, 0855 Oslo⟧
- BankID ✅   application ⟪application_id|ENOVA-2024-99182⟫
- 发票：air-water varmepumpe ⟪model_number|Mitsubishi Zubadan 8kW⟫，total paid ⟦AMOUNT|NOK 148 500⟧
- Enova støtte ⟪subsidy_rate|NOK 10 000 fixed⟫
- 电话 ⟦PHONE|+47 412 68 035⟧
"""),

("wechat_message",
 """WeChat · ⟦PERSON|Sophie 周⟧ → ⟦PERSON|Marc⟧ (poêle installer)
⟦PERSON|Marc⟧ 你好！Brussels 这边 wood stove 的 ⟪subsidy_name|Renolution⟫ subsidy form 要 numéro national，我的是 ⟦NATIONAL_ID|$be1⟧，出生 ⟦DATE_OF_BIRTH|05/12/1990⟧。
地址 ⟦ADDRESS|Rue Vanderkindere 212, 1180 Uccle⟧。炉子选 ⟪model_number|Hase Sendo⟫。down payment ⟦AMOUNT|€1,200⟧ 已经从我的 ⟦IBAN|$iban_be1⟧ transfer 了，你查一下～
"""),

("hr_email",
 """From: ⟦PERSON|Agnieszka Wójcik⟧ <⟦EMAIL|a.wojcik@hengwen-pl.eu⟧>
To: ⟦EMAIL|hr.cn@hengwen-heatpump.com⟧
Subject: New hire docs – 新员工资料

你好 ⟦PERSON|王经理⟧,
New assembly technician (⟪factory_line|Line 3⟫, start ⟪start_date|2 December⟫) 的资料如下 / details for payroll:
Name: ⟦PERSON|Katarzyna Lewandowska⟧
PESEL: ⟦NATIONAL_ID|$pesel2⟧ (DOB ⟦DATE_OF_BIRTH|30.01.1992⟧)
Address: ⟦ADDRESS|ul. Fabryczna 18/4, 58-100 Świdnica⟧
Gross salary: ⟦AMOUNT|7 800 zł⟧ / month
She has ⟦MEDICAL|celiac disease⟧ – 食堂需要 gluten-free 🙏
Pozdrawiam, ⟦PERSON|Agnieszka⟧ · ⟪org_name|Hengwen Poland Sp. z o.o.⟫
"""),
]

TEXTS += [
("payroll_checklist",
 """⟪org_name|Chiltern Stoves Ltd⟫ – Nov payroll checklist (by ⟦PERSON|Amy Guo⟧)
- New starter ⟦PERSON|Liang Wei⟧（⟦PERSON|梁伟⟧）：NI number ⟦NATIONAL_ID|$nino3⟧，UK passport ⟦PASSPORT|$pp_uk2⟧ 已核对 right-to-work ✅
- 没有 P45，用 starter checklist statement ⟪tax_statement|B⟫，tax code ⟪tax_code|1257L⟫
- hourly rate ⟦AMOUNT|£14.50⟧，first pay day ⟪date|29 Nov⟫
"""),

("whatsapp_chat",
 """⟦PERSON|Ciara⟧: Hi ⟦PERSON|小林⟧, for the SEAI grant we need photo ID — passport or driving licence 都可以
⟦PERSON|小林⟧: ok 我发 passport 吧，我已经是 Irish citizen 了 😄 number ⟦PASSPORT|$pp_ie2⟧，photo page 在附件 ⟪attachment_name|passport_scan.jpg⟫
⟦PERSON|Ciara⟧: perfect, 收到 👍 grant ref ⟪grant_ref|SEAI-HP-2024-77312⟫
"""),

("warranty_email",
 """Subject: 售后登记 / Warranty registration – ⟪model_number|NIBE F2120-16⟫
Hi team，
客户 ⟦PERSON|宋立群⟧ 的保修登记需要实名：身份证 ⟦IDCARD|$idc1⟧，DOB ⟦DATE_OF_BIRTH|1978-03-14⟧，phone ⟦PHONE|138 1155 7204⟧。
安装地址 ⟦ADDRESS|北京市顺义区天竺镇丽嘉花园 35 号⟧。Please register under serial ⟪serial_number|065123456789⟫.
Thanks,
⟦PERSON|Emma Lindqvist⟧
"""),

("signup_form",
 """[Sign up · 软水管家 SoftCare ⟪app_version|1.4.2⟫]
Full name 姓名: ⟦PERSON|Gao Ya⟧ (⟦PERSON|高雅⟧)
Date of birth 出生日期: ⟦DATE_OF_BIRTH|1988/04/03⟧
ID 身份证: ⟦IDCARD|$idc8⟧
Password 密码: ⟦PASSWORD|Ruanshui#0403⟧
☑ I agree to the ⟪document_version|Terms v2.1⟫
"""),

("api_response_json",
 '''{"status":"PASS","message":"实名认证通过 / identity verified","data":{"name":"⟦PERSON|彭浩然⟧","idNo":"⟦IDCARD|$idc9⟧","mobile":"⟪masked_phone|135****0917⟫","verifyTime":"⟪timestamp|2024-11-26T09:14:55+08:00⟫","traceId":"⟪trace_id|$dk_uuid7⟫"}}
'''),

("onboarding_checklist",
 """Onboarding checklist – Xiamen office (⟪org_name|Aquaflow Asia Pacific⟫)
New hire: ⟦PERSON|Huang Jianwen⟧ / ⟦PERSON|黄建文⟧
- 身份证 ⟦IDCARD|$idc11⟧ ✅（生日 ⟦DATE_OF_BIRTH|29 Feb 1984⟧，四年才过一次生日 haha）
- bank card for salary: pending
- laptop asset tag ⟪asset_tag|AF-XM-0442⟫
- 紧急联系人电话 ⟦PHONE|0592-5127 886⟧
"""),

("claim_form",
 """理赔申请 Claim form – ⟪insurer|Ping An Property & Casualty⟫
Claimant 被保险人: ⟦PERSON|谭雪梅⟧    ID: ⟦IDCARD|$idc12⟧
Incident: 暴雨导致 outdoor unit 泡水 (⟪model_number|Midea MHC-V12W⟫)
Claim amount 索赔金额: ⟦AMOUNT|RMB 8,650⟧
Policy No. ⟪policy_number|PAIC-HP-2024-3307125⟫
"""),

("dotenv_config",
 """# 英国 septic booking 网站 (⟪file_name|.env.production⟫) —— 从旧服务器拷过来的，⚠️ 含真 key
STRIPE_WEBHOOK_SECRET=⟦SECRET|$sc_whsec2⟧
TWILIO_API_KEY_SID=⟦APIKEY|$ak_twilio1⟧
MAILCHIMP_API_KEY=⟦APIKEY|$ak_mailchimp1⟧
MAILCHIMP_LIST_ID=⟪list_id|a91c3f7e20⟫
MAINTAINER=⟦PERSON|Tom Lau⟧   # ⟦PERSON|刘生⟧，有问题 call 他
"""),

("call_notes",
 """[Call notes] 客户 ⟦PERSON|Winnie Ho⟧ 来电订 ⟪fuel_volume|1000L⟫ kerosene (order ⟪order_id|CK-55932⟫)，要用 Amex 付款：
card ⟦CARD|$card_ax1⟧，CID ⟦CVV|4821⟧（Amex 是 4 位的），total ⟦AMOUNT|£612.80⟧。
她说 tank 在 garage 后面，⟦ADDRESS|Willow End, Bourton Road, Moreton-in-Marsh GL56 0BQ⟧。— taken by ⟦PERSON|Jake P.⟧
"""),

("voicemail_transcript",
 """[Voicemail transcript · auto · ⟪duration|0:24⟫ · ⟪voicemail_id|VM-UK-2291⟫]
“Hello, 我係 ⟦PERSON|Stanley Cheung⟧ 呀, 想問下個 water softener 幾時嚟 service 呀? 唔該 call 返我 ⟦PHONE|07852 330 617⟧, thank you 啦”
"""),

("wechat_chat",
 """⟦PERSON|Helen 吴⟧: 公司 ⟪app_name|Xero⟫ 的 2FA 我换手机了，setup key 发你备份一下：⟦SECRET|$sc_totp2⟧
⟦PERSON|Helen 吴⟧: backup codes: ⟦SECRET|$sc_rc5⟧ ⟦SECRET|$sc_rc6⟧
⟦PERSON|老陈⟧: 🙈 这种东西别发微信啊，存 ⟪vault_name|1Password⟫
⟦PERSON|Helen 吴⟧: 知道了知道了 撤回不了了 😂
"""),

("slack_message",
 """⟦PERSON|Ryan Chow⟧ ⟪time|3:12 PM⟫
EC2 那台 heat-loss-calc 的 key 我放这里了，你先 ssh 上去看 log：
```
⟦SECRET|$sc_pem2⟧
```
用户名 ⟪username|ubuntu⟫，IP ⟦IP_ADDRESS|52.56.203.17⟧
⟦PERSON|Kelly Tse⟧ 3:15 PM
ok 进去了。用完我 delete 🗑️ 你之后 rotate 一下 key pair 吧
"""),

("har_excerpt",
 """// HAR 片段 – 登录 bug 复现 (from ⟦PERSON|Jessie Lim⟧'s browser)
"request": {"method": "GET", "url": "⟪url|https://portal.aquasoft.sg/api/me⟫",
  "headers": [
    {"name": "Cookie", "value": "connect.sid=⟦SECRET|$sc_cookie2⟧; lang=zh-CN"},
    {"name": "X-CSRF-Token", "value": "⟦SECRET|$sc_cookie3⟧"}
  ]},
"response": {"status": ⟪http_status|500⟫, "time": ⟪response_time_ms|842⟫}
// 注意：发给 vendor 前要把 cookie 删掉！
"""),

("bilingual_price_list",
 """雨水收集桶 Rainwater tank price list (2024 Q4)
| 型号 Model | 容量 Capacity | 价格 Price |
|---|---|---|
| ⟪product_code|RW-300⟫ | ⟪tank_volume|300 L⟫ | ⟪price|£189⟫ |
| ⟪product_code|RW-1500U⟫ | 1,500 L underground | ⟪price|£1,150⟫ |
| ⟪product_code|RW-5000U⟫ | 5,000 L underground | ⟪price|£2,480⟫ |
含 VAT，installation 另计 ⟪price|from £950⟫。
"""),

("forum_post",
 """一亩三分地 | 生活版 · ⟦PERSON|ne_homeowner_2019⟧
New Hampshire 房子 septic pumping 多少钱算正常？
上周 ⟪org_name|Granite Septic & Drain⟫ 来 pump，1000 gal tank 收了我 ⟦AMOUNT|$495⟧，说 baffle 要换又报了 ⟪quote_total|$850⟫… 邻居说一般 ⟪price_range|$350-450⟫。大家怎么看？
回复 · ⟦PERSON|lazy_panda⟧：正常偏贵。我们 MA 去年 ⟦AMOUNT|$420⟧，Title 5 inspection 另外 ⟪price|$575⟫
"""),

("dictation_note",
 """[Dictation · EPC visit] Assessor ⟦PERSON|Grace Zhao⟧。Property ⟦ADDRESS|41 Lordship Lane, London SE22 8HJ⟧，⟪property_type|Victorian terrace⟫，solid wall，windows 是 single glazed 的。occupier Mr ⟦PERSON|Adeyemi⟧ 说他有 ⟦MEDICAL|sickle cell⟧，冷的时候会 crisis，所以 heating 一直开着。Rating 预估 ⟪epc_rating|E 41⟫。end.
"""),

("export_invoice",
 """发票 INVOICE No. ⟪invoice_number|ZZ-EXP-2024-1107⟫
Seller 卖方: ⟪org_name|涿州市鑫源木业 Zhuozhou Xinyuan Timber⟫
Buyer 买方: ⟦PERSON|Callum Reid⟧, ⟦ADDRESS|Braeside, Kirkton Road, Dingwall IV15 9UE⟧
Goods: kiln-dried oak firewood 橡木柴, ⟪container_spec|1 x 20GP⟫, HS code ⟪hs_code|4401.12⟫
Amount paid 已付: ⟦AMOUNT|USD 6,240.00⟧
"""),

("teams_chat",
 """[Teams] ⟦PERSON|Olivia Fang⟧: 客户 ⟦PERSON|Derek Yip⟧ 的 card 被 decline 了 (⟪decline_code|do_not_honor⟫) ⟦CARD|$card_v3⟧，他说换张卡明天再 call
[Teams] ⟦PERSON|Sam Ng⟧: 别把完整卡号贴 Teams 啊 😅 只写 last 4 ⟪masked_card|8239⟫ 就好
"""),

("device_log",
 """2024-11-26 08:12:44 [INFO] 设备上线 device=⟪device_id|HP-GW-00917⟫ owner=⟦PERSON|kwong.stanley⟧ ip=⟦IP_ADDRESS|86.12.201.55⟧
2024-11-26 08:12:45 [WARN] 固件版本过旧 fw=⟪firmware_version|3.9.8⟫ 建议升级
2024-11-26 08:13:02 [INFO] 远程调试 session opened by support ⟦PERSON|jtang⟧ from ⟦IP_ADDRESS|10.50.1.23⟧
"""),
]
