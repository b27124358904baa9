# blind50 -- mixed Chinese/English (and some Nordic/Spanish) texts, typed by hand.
# ⟦TYPE|value⟧ = labelled span, ⟪kind|value⟫ = decoy, $name = value from values.py
TEXTS = []

TEXTS.append(("slack_thread", """
⟪channel|#hornsea-cn-team⟫
*⟦PERSON|Kevin Zhou⟧* 08:03
今天 CTV 又 stand down 了，⟪wave_height|Hs 2.4m⟫ 🙄 大家在 hotel 待命

*⟦PERSON|李婷⟧ (⟦PERSON|Tina⟧)* 08:05
收到。@⟦PERSON|Kevin⟧ 你的 ⟪cert_name|GWO Sea Survival⟫ 下周过期，记得 renew。另外 hotel wifi 密码换了：⟦PASSWORD|GrimsbyDock#2024⟧

*⟦PERSON|Kevin Zhou⟧* 08:07
thx。下午去看 GP，⟦MEDICAL|腰椎 L4/L5 间盘突出⟧老毛病又犯了，顺便开点 ⟦MEDICAL|co-codamol⟧

*⟦PERSON|王浩⟧* 08:10
有事打我 UK 号 ⟦PHONE|07446 210 583⟧，国内号 ⟦PHONE|+86 138 1622 0497⟧ 不常看
"""))

TEXTS.append(("dotenv", """
# 海外项目 Chile 矿山数据平台 —— 不要提交到 git！！ (by ⟦PERSON|chenyu⟧)
AWS_REGION=⟪cloud_region|sa-east-1⟫
AWS_ACCESS_KEY_ID=⟦APIKEY|$ak_aws3⟧
AWS_SECRET_ACCESS_KEY=⟦SECRET|$sec_aws3⟧
# 飞书告警群
FEISHU_WEBHOOK=⟦SECRET|$sec_feishuhook2⟧
GOOGLE_MAPS_API_KEY=⟦APIKEY|$ak_google2⟧   # 前端用，已 restrict referrer
SENTRY_DSN=⟪sentry_dsn|https://3f1c2a9be04d4c2f9a8d7e6b5c4a3f21@o450123.ingest.sentry.io/5512907⟫
DB_HOST=⟦IP_ADDRESS|10.42.8.30⟧
APP_VERSION=⟪version|2.0.0-beta.3⟫
"""))

TEXTS.append(("email", """
From: ⟦EMAIL|liu.yang.bergen@gmail.com⟧
To: ⟦EMAIL|lonn@havfisk-sjomat.no⟧
Subject: 工资单问题 / payslip question ⟪payslip_period|juni 2024⟫

Hei ⟦PERSON|Kari⟧,
我是 filleting line 的 ⟦PERSON|Liu Yang⟧（⟦PERSON|刘洋⟧），ansattnr ⟪employee_id|HS-0882⟫。My June payslip 少了 overtime（⟪overtime_rate|50 % tillegg⟫），应该多 ⟦AMOUNT|NOK 6 420⟧。
我的 fødselsnummer 是 ⟦NATIONAL_ID|$nid_no2⟧，工资请打到新账户 ⟦IBAN|$iban_no6⟧。
新地址：⟦ADDRESS|Møllendalsveien 31, 5009 Bergen⟧，mobil ⟦PHONE|+47 468 12 379⟧
Takk!
"""))

TEXTS.append(("wechat_chat", """
⟦PERSON|小黄⟧：我到 ⟪place|Kemi⟫ 了！坐 ⟪flight_no|AY 437⟫ 来的，sawmill 明天 start，HR 要我的 henkilötunnus 和 bank account
⟦PERSON|阿May⟧：给了没
⟦PERSON|小黄⟧：给了，henkilötunnus ⟦NATIONAL_ID|$nid_fi2⟧，IBAN ⟦IBAN|$iban_fi2⟧，她说 salary ⟦AMOUNT|€2 450/month⟧ brutto，还要办 ⟪doc_name|verokortti⟫
⟦PERSON|阿May⟧：不错哦。你生日不是 ⟦DATE_OF_BIRTH|2001年6月30日⟧ 嘛，今年在芬兰过了哈哈
⟦PERSON|小黄⟧：😂 宿舍在 ⟦ADDRESS|Keskuspuistokatu 7 B 12, 94100 Kemi⟧，暖气超足
"""))

TEXTS.append(("crew_list_csv", """
VESSEL: ⟪vessel_name|LU RONG YUAN YU 988⟫   ⟪imo_number|IMO 9876543⟫   Call sign ⟪call_sign|BZ7Q2⟫
No,Name 姓名,Nat 国籍,DOB 出生日期,Passport 护照,Rank 职务
1,⟦PERSON|ZHANG Hailong⟧ ⟦PERSON|张海龙⟧,CHN,⟦DATE_OF_BIRTH|1982-08-08⟧,⟦PASSPORT|$pp_cn8⟧,Master 船长
2,⟦PERSON|NGUYEN Van Thanh⟧,VNM,⟦DATE_OF_BIRTH|1997-02-14⟧,⟦PASSPORT|$pp_vn1⟧,Deckhand 水手
3,⟦PERSON|SURYADI⟧,IDN,⟦DATE_OF_BIRTH|1994-11-20⟧,⟦PASSPORT|$pp_id1⟧,Deckhand 水手
4,⟦PERSON|TRAN Minh Duc⟧,VNM,⟦DATE_OF_BIRTH|1999-06-05⟧,⟦PASSPORT|$pp_vn2⟧,Cook 厨师
"""))

TEXTS.append(("whatsapp_chat", """
[WhatsApp] ⟦PERSON|陳生⟧: ⟦PERSON|Ah Keung⟧，今朝批石斑嘅數 total ⟦AMOUNT|HKD 18,600⟧，你轉帳定係 FPS？今日價 ⟪market_price|老虎斑 $138/斤⟫
⟦PERSON|Ah Keung⟧: FPS 啦，轉去 ⟦PHONE|9127 4836⟧ 得唔得
⟦PERSON|陳生⟧: 得。⟪org_name|香港仔魚市場⟫個 buyer 登記要你 HKID，send 咗俾我未？檔口 ⟪stall_no|B12⟫
⟦PERSON|Ah Keung⟧: ⟦NATIONAL_ID|$nid_hk1⟧，全名 ⟦PERSON|CHAN Wing Keung⟧
"""))

TEXTS.append(("app_log", """
⟪log_timestamp|[2024-07-08 09:12:44]⟫ INFO  用户登录成功 user=⟦EMAIL|wang.jing@cn-ow.com⟧ ip=⟦IP_ADDRESS|36.112.64.19⟧
[2024-07-08 09:12:45] WARN  异地登录 detected: last_ip=⟦IP_ADDRESS|2409:8a00:6c23:1f40::3b⟧ (北京) -> ⟦IP_ADDRESS|36.112.64.19⟧ (天津)
[2024-07-08 09:13:02] ERROR 调用短信接口失败 phone=⟦PHONE|13621178043⟧ code=⟪error_code|isv.BUSINESS_LIMIT_CONTROL⟫ requestId=⟪request_id|$d_uuid6⟫
[2024-07-08 09:13:02] DEBUG retry with AccessKeyId=⟦APIKEY|$ak_aliyun3⟧ secret=⟦SECRET|$sec_aliyun3⟧
"""))

TEXTS.append(("pr_review_comment", """
**⟦PERSON|zhaolei-dev⟧** commented on ⟪file_path|sampling/upload.py⟫ line 42 (⟪pr_ref|PR #318⟫):
> ```python
> ANTHROPIC_API_KEY = "⟦APIKEY|$ak_anthropic1⟧"  # TODO 上线前删掉
> ```
这个 key 是我个人账号的，千万别 merge 哈 🙏 会扣我的钱

**⟦PERSON|Sarah Lindqvist⟧** replied:
Too late, it sat on main for 2 hours in ⟪commit_sha|$d_commit5⟫. I've revoked it. 下次用 `.env` 好吗 😅 Also the npm token in your `.npmrc` (⟦APIKEY|$ak_npm1⟧) -- revoked too.
"""))

TEXTS.append(("call_notes", """
[Call notes — ⟪site_name|Antofagasta 项目⟫ HR, ⟪org_name|Minera del Norte⟫]
Caller: ⟦PERSON|Ignacio Morales⟧, haul truck operator, turno ⟪shift_pattern|7x7⟫
他说 payroll 把他的 RUT 打错了，正确的是 ⟦NATIONAL_ID|$nid_cl1⟧。
June 的 bono de producción 没到账，应该是 ⟦AMOUNT|CLP 650.000⟧。
联系电话 ⟦PHONE|+56 9 7719 3042⟧，email ⟦EMAIL|imorales.cl@gmail.com⟧
他还提到有 ⟦MEDICAL|hipertensión⟧，doctor 开了 ⟦MEDICAL|losartán 50 mg⟧，问能不能继续上夜班。
跟进人: ⟦PERSON|吴晓峰⟧
"""))

TEXTS.append(("whatsapp_chat", """
[WhatsApp]
⟦PERSON|Brett⟧: G'day Mr ⟦PERSON|Zhao⟧, rock bolt order ⟪order_id|RB-44718⟫ ready to ship to ⟪place|Kalgoorlie⟫. Total ⟦AMOUNT|AUD 7,940.00⟧ incl GST (⟪price_list|$12.40 per bolt⟫ as per list)
⟦PERSON|赵总⟧: ok 我用个人信用卡付，card ⟦CARD|$card_v9⟧，exp 10/27，CVV ⟦CVV|718⟧
⟦PERSON|Brett⟧: cheers mate, all paid. Receipt to ⟦EMAIL|zhao.jun@outlook.com⟧?
⟦PERSON|赵总⟧: 对 yes
"""))

TEXTS.append(("email", """
Hi Ms ⟦PERSON|Patel⟧,

我是 summer intern ⟦PERSON|Xu Jiahui⟧（⟦PERSON|徐佳慧⟧），在 ⟪org_name|Gulf Coast Wireline⟫ Houston office 实习。⟪tax_form|W-4⟫ 上的 SSN 我写错了一位，正确的是 ⟦SSN|$ssn8⟧。
I'm on an ⟪visa_class|F-1⟫ visa, passport ⟦PASSPORT|$pp_cn11⟧.
新地址 ⟦ADDRESS|2400 Bering Dr, Apt 1207, Houston, TX 77057⟧，phone ⟦PHONE|(832) 470-1186⟧。

Thanks!
"""))

TEXTS.append(("visa_application_form", """
申根签证申请表 / SCHENGEN VISA APPLICATION (extract)    ⟪application_no|DEU-PEK-2024-118872⟫
1. Surname 姓: ⟦PERSON|GU⟧        3. First name 名: ⟦PERSON|Xiaoqing⟧
4. Date of birth 出生日期: ⟦DATE_OF_BIRTH|1985-11-30⟧
13. Passport No. 护照号: ⟦PASSPORT|$pp_cn9⟧
    身份证号 ID card: ⟦IDCARD|$idc25⟧
19. Home address 住址: ⟦ADDRESS|北京市朝阳区望京西园三区312号楼2单元801⟧
    Email: ⟦EMAIL|gu.xiaoqing@bj-enviro.cn⟧    Tel: ⟦PHONE|+86 135 2218 6094⟧
21. Purpose 目的: attend ⟪event_name|IFAT Munich 2024⟫ (environmental technology fair), inviting org ⟪org_name|Messe München GmbH⟫
"""))

TEXTS.append(("new_starter_form", """
NEW STARTER / 新员工入职 — ⟪org_name|Noordzee Wind Service B.V.⟫
Naam / 姓名: ⟦PERSON|Chen Bo⟧
BSN: ⟦NATIONAL_ID|$nid_nl1⟧
IBAN: ⟦IBAN|$iban_nl3⟧
Adres: ⟦ADDRESS|Zeeweg 112, 1971 HG IJmuiden⟧
Telefoon: ⟦PHONE|+31 6 4127 8830⟧
Contract: ⟪contract_type|uitzendcontract fase A⟫, start ⟪start_date|1 augustus⟫
备注：他是从上海转过来的 blade tech，⟦MEDICAL|红绿色盲 (red-green colour blindness)⟧ —— 不影响工作，但 cable colour coding 要注意
"""))

TEXTS.append(("payslip", """
LØNSEDDEL / 工资单    ⟪pay_period|juli 2024⟫
Medarbejder: ⟦PERSON|Sun Lei⟧        CPR: ⟦NATIONAL_ID|$nid_dk1⟧
Bruttoløn:            ⟦AMOUNT|DKK 41.250,00⟧
A-skat:               ⟦AMOUNT|DKK 12.870,00⟧
Udbetalt / 实发:       ⟦AMOUNT|DKK 25.043,00⟧  ->  ⟦IBAN|$iban_dk3⟧
⟪org_name|Vestjysk Vindservice A/S⟫    CVR ⟪cvr_number|29 41 88 03⟫
备注：8月起 offshore tillæg 按 ⟪allowance_rate|DKK 700/dag⟫ 计算
"""))

TEXTS.append(("email", """
Hi ⟦PERSON|Pieter⟧,

附件是 ⟦PERSON|Liang Hao⟧ 的 onboarding 材料 for the fatigue lab at ⟪org_address|Technologiepark 914, Zwijnaarde⟫.
His rijksregisternummer: ⟦NATIONAL_ID|$nid_be1⟧，DOB ⟦DATE_OF_BIRTH|30/07/1985⟧。Salary account ⟦IBAN|$iban_be1⟧。
他 ⟦MEDICAL|对乳胶过敏 (latex allergy)⟧，lab gloves 请准备 ⟪glove_spec|nitrile EN 374⟫ 的。

Thanks,
⟦PERSON|Mei Lin⟧ | HR, ⟪org_name|Flanders Materials Testing NV⟫ | ⟦PHONE|+32 9 264 18 30⟧
"""))

TEXTS.append(("messenger_chat", """
[Messenger] ⟦PERSON|Anna-Karin⟧: Hej ⟦PERSON|Lin⟧! 入职这边要你的 personnummer 🙏
⟦PERSON|Lin Feng⟧: ⟦NATIONAL_ID|$nid_se2⟧，出生 ⟦DATE_OF_BIRTH|1989-07-15⟧
⟦PERSON|Anna-Karin⟧: Tack! Lön går till ⟦IBAN|$iban_se1⟧ right? (⟪org_name|Norrbottens Sågverk AB⟫ pays on the 25th)
⟦PERSON|Lin Feng⟧: 对 yes. 另外我上周 ⟦MEDICAL|右手腕扭伤⟧，能先在 ⟪sawmill_station|justerverket⟫ 做轻活吗
⟦PERSON|Anna-Karin⟧: Självklart, prata med ⟦PERSON|Göran⟧ på måndag, ⟪shift|skift B⟫
"""))

TEXTS.append(("wechat_chat", """
⟦PERSON|老郑⟧：在 ⟪place|Vigo⟫ 办的 NIE 终于下来了 ⟦NATIONAL_ID|$nid_es2⟧
⟦PERSON|小陈⟧：恭喜！那 cuenta bancaria 开了吗
⟦PERSON|老郑⟧：开了 ⟦IBAN|$iban_es1⟧，armador 说 ⟦AMOUNT|1.850 €⟧ al mes，另外加 la parte（分成）
⟦PERSON|小陈⟧：船东是 Don ⟦PERSON|Manuel Otero⟧ 吗？
⟦PERSON|老郑⟧：对，他电话 ⟦PHONE|+34 986 43 21 77⟧，船是 ⟪vessel_name|Nuevo Ría de Arousa⟫，卸货在 ⟪fish_market|Lonja de Vigo⟫
"""))

TEXTS.append(("email", """
Subject: ⟪tax_doc|P60⟫ / NI number 更正

Hi ⟦PERSON|Sandra⟧,
我的 NI number 在 payroll 系统里是错的（显示 ⟪masked_nino|XX 12 34 56 C⟫），正确的是 ⟦NATIONAL_ID|$nid_uk2⟧。
Also my bank changed, new IBAN ⟦IBAN|$iban_gb4⟧。上个月的 overtime ⟦AMOUNT|£420.50⟧ 也没发。

Thanks,
⟦PERSON|He Jun⟧ — wind turbine tech, ⟪depot|Lowestoft depot⟫, ⟦PHONE|07925 664 301⟧
"""))

TEXTS.append(("whatsapp_chat", """
⟦PERSON|Zanele⟧: Morning ⟦PERSON|王经理⟧, the new lab tech from ⟪place|Jo'burg⟫ starts Monday
⟦PERSON|王经理⟧: 好的 ok. 她的 ID number?
⟦PERSON|Zanele⟧: ⟦NATIONAL_ID|$nid_za2⟧, ⟦PERSON|Lerato Mokoena⟧, born ⟦DATE_OF_BIRTH|3 Oct 1992⟧
⟦PERSON|王经理⟧: salary 按 offer 的 ⟦AMOUNT|R 28 500⟧ per month. 让她先做 medical，我们 ⟪lab_name|fire assay lab⟫ 有 ⟪hazard|lead exposure⟫
⟦PERSON|Zanele⟧: Sure. She mentioned ⟦MEDICAL|she's asthmatic⟧, 我让 OHP 看一下
"""))

TEXTS.append(("email", """
Subject: TFN declaration — ⟦PERSON|Zhou Min⟧ (Pilbara FIFO)

Hi payroll，附上 TFN declaration：
TFN: ⟦NATIONAL_ID|$nid_au2⟧
DOB: ⟦DATE_OF_BIRTH|1996-07-21⟧
Address: ⟦ADDRESS|Unit 5/22 Hedland Pl, South Hedland WA 6722⟧
Super: ⟪super_fund|AustralianSuper⟫ member ⟪member_no|70314429⟫
签证 ⟪visa_subclass|subclass 482⟫，passport ⟦PASSPORT|$pp_cn10⟧
Mobile ⟦PHONE|0451 338 907⟧
"""))

TEXTS.append(("chat_with_key", """
⟦PERSON|刘畅⟧ ⟪chat_time|14:02⟫
服务器 key 给你，先临时用，⟪deadline|周五⟫前换掉：
```
⟦SECRET|$sec_pem1⟧
```
⟦PERSON|Alex Chen⟧ 14:05
收到 thx。跳板机是 ⟦IP_ADDRESS|39.105.77.162⟧ port ⟪port|22022⟫ 吗？user 用 ⟦PERSON|liuchang⟧？
⟦PERSON|刘畅⟧ 14:06
对。passphrase 没设 😅 别外传
"""))

TEXTS.append(("handover_doc", """
# 运维交接 ⟪doc_name|handover.md⟫（⟦PERSON|Jason Wu⟧ -> ⟦PERSON|吕娜⟧）
## 2FA
- AWS root MFA seed: ⟦SECRET|$sec_totp3⟧ （⚠️ 正本在 ⟪tool|1Password⟫，这里临时写一下）
- GitHub org recovery codes: ⟦SECRET|$sec_rc1⟧  ⟦SECRET|$sec_rc2⟧  ⟦SECRET|$sec_rc3⟧  ⟦SECRET|$sec_rc4⟧
- 阿里云主账号 ⟦EMAIL|ops@tidalmon.cn⟧ 密码 ⟦PASSWORD|Tid@lMon!88⟧
## 其他
- 监控 dashboard: ⟪url|https://grafana.tidalmon.cn/d/owf-overview⟫
"""))

TEXTS.append(("js_config", """
// drone-fire-watch/config.js  —— 森林防火无人机巡检
module.exports = {
  discordWebhook: "⟦SECRET|$sec_discordhook1⟧",
  telegramBot: "⟦APIKEY|$ak_tg2⟧",
  chatId: "⟪chat_id|-1002153347781⟫",
  pilot: "⟦PERSON|Tomasz Zieliński⟧",   // 飞手
  pilotPhone: "⟦PHONE|+48 512 660 417⟧",
  mapStyle: "⟪map_style|mapbox://styles/mapbox/satellite-v9⟫",
  firmware: "⟪firmware_version|v01.01.0800⟫"
}
"""))

TEXTS.append(("debug_notes", """
调试记录 (⟦PERSON|Ryan Zhou⟧, ⟦EMAIL|ryan.zhou@windfarm-ops.com⟧)
测试机 ⟦IP_ADDRESS|10.2.40.17⟧ 上跑：
curl -X POST https://api.windfarm-ops.com/v1/wtg/⟪turbine_id|SB-A12⟫/reset \\
  -H "Authorization: Bearer ⟦APIKEY|$ak_jwt5⟧"
一开始返回 401 token expired，换新的就好了。⚠️ 这个 token 有 wtg:reset 权限，别贴群里 (⟪http_status|HTTP 401⟫)
"""))

TEXTS.append(("appsettings_json", """
// appsettings.Production.json —— 环境监测 IoT 平台
{
  "ConnectionStrings": {
    "Storage": "DefaultEndpointsProtocol=https;AccountName=⟪storage_account|envmoniotprod⟫;AccountKey=⟦SECRET|$sec_azure1⟧;EndpointSuffix=core.windows.net",
    "Sql": "Server=tcp:⟪db_host|envmon-sql.database.windows.net⟫,1433;User ID=⟦PERSON|lqiang⟧;Password=⟦SECRET|Q!ang2024#Env⟧;"
  },
  "Owner": "⟦PERSON|李强⟧ <⟦EMAIL|li.qiang@envmon-iot.com⟧>",
  "ApplicationInsights": { "InstrumentationKey": "⟪instrumentation_key|$d_uuid7⟫" }
}
"""))

TEXTS.append(("dotenv", """
# 渔获电商 payment 配置（⟦PERSON|Fiona Ho⟧ 负责）
STRIPE_SECRET_KEY=⟦APIKEY|$ak_stripe2⟧
STRIPE_PUBLISHABLE_KEY=⟪publishable_key|$d_pk2⟫
STRIPE_WEBHOOK_SECRET=⟦SECRET|$sec_whsec2⟧
DEFAULT_CURRENCY=⟪currency_code|hkd⟫
# 测试卡 (Stripe docs)：⟪test_card|4242 4242 4242 4242⟫ —— 公开的 test card，别和真卡搞混
SUPPORT_EMAIL=⟦EMAIL|kefu@seafresh-hk.com⟧
"""))

TEXTS.append(("har_snippet", """
// 抓包 HAR 片段 —— 检测报告平台登录问题 (by ⟦PERSON|Derek Lau⟧)
"request": {
  "url": "⟪endpoint_url|https://report.hk-matlab.com/api/login⟫",
  "headers": [
    {"name": "Cookie", "value": "connect.sid=⟦SECRET|$sec_cookie3⟧; _ga=⟪analytics_id|GA1.2.1839204417.1720418833⟫"},
    {"name": "User-Agent", "value": "Mozilla/5.0 Chrome/⟪browser_version|126.0.6478.127⟫"}
  ],
  "postData": {"text": "{\\"username\\":\\"⟦EMAIL|derek.lau@hk-matlab.com⟧\\",\\"password\\":\\"⟦PASSWORD|Tensile#Lab88⟧\\"}"}
}
"""))

TEXTS.append(("access_pass_form", """
SHIPYARD ACCESS PASS APPLICATION 船厂通行证申请
Name 姓名: ⟦PERSON|Tan Wei Ming⟧ (⟦PERSON|陈伟明⟧)
NRIC: ⟦NATIONAL_ID|$nid_sg1⟧
Company: ⟪org_name|Jurong Offshore Wind Services Pte Ltd⟫
Mobile: ⟦PHONE|+65 9183 4472⟧
Medical declaration 健康申报: ⟦MEDICAL|hypertension, on amlodipine 5mg⟧
Pass type: ⟪pass_type|Contractor - Yard B⟫    Valid: ⟪validity_period|01/08-31/12/2024⟫
"""))

TEXTS.append(("teams_chat", """
[Teams] ⟦PERSON|Katarzyna Nowicka⟧: ⟦PERSON|王姐⟧, new welder ⟦PERSON|Zofia Lewandowska⟧ documents: PESEL ⟦NATIONAL_ID|$nid_pl2⟧, DOB ⟦DATE_OF_BIRTH|19.03.2002⟧, IBAN ⟦IBAN|$iban_pl1⟧
⟦PERSON|王姐⟧: 收到 thx。她才 22 岁？工资按 ⟦AMOUNT|PLN 7 800⟧ brutto ok。体检报告呢？焊工证 ⟪weld_cert|ISO 9606-1 135 P BW⟫ 有吗
⟦PERSON|Katarzyna Nowicka⟧: ⟦MEDICAL|mild myopia, fit for welding with corrective lenses⟧, certificate ⟪certificate_no|ORZ-2024-5531⟫, employer ⟪org_name|Baltic Foundations Sp. z o.o.⟫
"""))

TEXTS.append(("wechat_translated_chat", """
[微信翻译] ⟦PERSON|Olav Hansen⟧：⟦PERSON|孙师傅⟧, need your personnummer + konto for lottoppgjør
⟦PERSON|孙师傅⟧：⟦NATIONAL_ID|$nid_no3⟧，账户 ⟦IBAN|$iban_no5⟧
⟦PERSON|Olav Hansen⟧：Takk. Your lott this trip: ⟦AMOUNT|NOK 96 300⟧ brutto. Boat ⟪vessel_reg|H-12-AV⟫ leaves ⟪port_name|Ålesund⟫ ⟪departure|onsdag 06:00⟫
⟦PERSON|孙师傅⟧：好的 ok。我的 ⟦MEDICAL|二甲双胍⟧ 带够了
"""))

TEXTS.append(("email_card_payment", """
Dear ⟦PERSON|Graham⟧,

请 charge 以下信用卡 for the ⟪product_code|Instron 2580-series⟫ load cell calibration：
Card: ⟦CARD|$card_j2⟧ (JCB)
Holder: ⟦PERSON|LEUNG KA MAN⟧（公司卡 corporate card, 实验室报销）
Expiry: 06/26    Security code: ⟦CVV|907⟧
Amount: ⟪quote_total|GBP 1,150.00⟫ per quotation ⟪quote_no|QTN-7781⟫
Billing address: ⟦ADDRESS|Flat 12B, Tower 3, Laguna City, 8 Cha Kwo Ling Road, Kwun Tong, Kowloon⟧
"""))

TEXTS.append(("network_design_doc", """
## 风电场 SCADA 网络规划（草稿 ⟪doc_version|v0.4⟫）
- 管理网段：示例 ⟪doc_cidr|192.0.2.0/24⟫ —— 文档用，实际部署时替换
- 测试 gateway：⟪doc_ip|198.51.100.1⟫，备用 ⟪doc_ip|203.0.113.254⟫
- IPv6 示例：⟪doc_ip|2001:db8:10::1⟫
- 协议：Modbus TCP port ⟪port|502⟫，IEC 104 port ⟪port|2404⟫
- 固件要求 ⟪firmware_version|>= 5.1.0.2⟫
- 参考：⟪standard_ref|IEC 62443-3-3⟫
"""))

TEXTS.append(("recovery_codes_note", """
GitHub recovery codes for ⟦PERSON|chen-xiaolong⟧ (⚠️ 保存到安全的地方)
⟦SECRET|$sec_rc5⟧
⟦SECRET|$sec_rc6⟧
⟦SECRET|$sec_rc7⟧
⟦SECRET|$sec_rc8⟧
共 ⟪code_count|16⟫ 个，这里只抄了 4 个。下载时间 ⟪download_time|2024-07-10 21:33 CST⟫ —— 打印出来放抽屉，别存网盘
另：personal access token ⟦APIKEY|$ak_gh2⟧（CI 用，expire ⟪expiry_date|2024-10-08⟫）
"""))

TEXTS.append(("meeting_transcript", """
[Teams meeting transcript — HR check-in, ⟪meeting_time|10:30 CT⟫]
⟦PERSON|Maria Gonzalez⟧: So ⟦PERSON|Hao⟧, for the ⟪form_name|I-9⟫ I still need your SSN.
⟦PERSON|Hao Yu⟧: 好的 sure, it's ⟦SSN|$ssn9⟧.
⟦PERSON|Maria Gonzalez⟧: Great. And your rotation pay is ⟦AMOUNT|$420 a day⟧ offshore on ⟪platform|Mars TLP⟫, correct?
⟦PERSON|Hao Yu⟧: 对 yes. 另外 last hitch 我 ⟦MEDICAL|耳朵感染 (ear infection)⟧，医生开了 ⟦MEDICAL|ciprofloxacin drops⟧
⟦PERSON|Maria Gonzalez⟧: Noted, send me the doctor's note at ⟦EMAIL|mgonzalez@gulfstarservices.com⟧.
"""))

TEXTS.append(("python_config", """
# 多渠道告警 multi-channel alert —— 材料实验室 ⟪chamber_id|恒温室 C-2⟫ 温湿度超限 (owner: ⟦PERSON|Kelly Tang⟧)
CHANNELS = {
    "wecom": "⟦SECRET|$sec_wecomhook2⟧",
    "dingtalk": "⟦SECRET|$sec_dinghook2⟧",
    "tg_bot": "⟦APIKEY|$ak_tg3⟧",
}
THRESHOLDS = {"temp": "⟪threshold|23±2℃⟫", "rh": "50±5%"}   # ⟪standard_ref|ISO 554⟫
ONCALL = "⟦PHONE|+86 186 2045 7713⟧"
"""))

TEXTS.append(("ansible_group_vars", """
# group_vars/prod.yml —— 海上风电数据中台（⟦PERSON|Leo Sun⟧ 写的，待迁移到 vault，ansible ⟪ansible_version|2.15.8⟫）
tencent_secret_id: "⟦APIKEY|$ak_tencent2⟧"
tencent_secret_key: "⟦SECRET|$sec_tencent2⟧"
slack_bot_token: "⟦APIKEY|$ak_slack2⟧"
gitlab_ci_token: "⟦APIKEY|$ak_glpat3⟧"
cos_bucket: "⟪bucket_name|owf-data-1253987421⟫"
cos_region: "⟪cloud_region|ap-shanghai⟫"
"""))

TEXTS.append(("setup_notes", """
新电脑 setup 笔记（⟦PERSON|Wendy Xu⟧，⟪laptop_model|MacBook Pro M3⟫ / ⟪os_version|macOS 14.5⟫）
1. 把旧的 ⟪file_path|~/.ssh/id_ed25519⟫ 复制过来：
⟦SECRET|$sec_pem2⟧
2. Authenticator 重新绑定，seed: ⟦SECRET|$sec_totp2⟧
3. VPN 账号 ⟦PERSON|wendy.xu⟧ / ⟦PASSWORD|Kelp&Cod2024⟧
"""))
