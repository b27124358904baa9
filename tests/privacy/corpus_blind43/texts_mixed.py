# -*- coding: utf-8 -*-
# blind43 -- mixed Chinese/English texts, each typed by hand.  Markup as in texts_en.py
TEXTS = []
T = TEXTS.append

T(("slack_thread", """⟦PERSON|Kevin Zhang⟧  11:02
prod 的 schedule-api 又 OOM 了，heap dump 在 ⟦IP_ADDRESS|10.40.2.30⟧ 的 /tmp 下面，谁有空看一下
⟦PERSON|Lily Chen⟧  11:05
我看了下，是 ⟪class_name|VisitExportService⟫ 一次性 load 了整个 tenant 的 visits。另外 log 里把 carer 的手机号全打出来了，比如 ⟦PHONE|+44 7594 120 336⟧，GDPR 要出事的
⟦PERSON|Kevin Zhang⟧  11:07
😱 先 hotfix 把 log level 调成 WARN，PR ⟪pr_number|#1452⟫。@⟦PERSON|tom.okafor⟧ can you approve?
⟦PERSON|tom.okafor⟧  11:09
approved, deploying ⟪release_tag|v5.4.1⟫"""))

T(("wechat_chat", """⟦PERSON|Amy Liu⟧：妈妈的 Medicaid application 我今天 submit 了，caseworker 叫 ⟦PERSON|Denise Harper⟧，她要了妈妈的 SSN ⟦SSN|$ssn5⟧ 和 bank statements
⟦PERSON|刘志明⟧：home care 那边什么时候能开始？
⟦PERSON|Amy Liu⟧：agency 说 approve 之后 2 weeks，每周 ⟪hours|20 hours⟫。她的 ⟦MEDICAL|dementia diagnosis letter⟧ 我也附上了
⟦PERSON|刘志明⟧：好。自费那几个月一共付了多少？
⟦PERSON|Amy Liu⟧：⟦AMOUNT|$11,480⟧，receipts 都在 Google Drive。agency 的 hotline 是 ⟦PHONE|(718) 886-2400⟧"""))

T(("whatsapp_chat", """[⟪timestamp|8/7/24, 9:14 pm⟫] ⟦PERSON|Jasmine Ong⟧: Eh ⟦PERSON|Rina⟧, 阿嬷 tomorrow morning need to go ⟪org_name|TTSH⟫ for ⟦MEDICAL|eye check (diabetic retinopathy)⟧, appointment ⟪appointment_time|9.40am⟫
[8/7/24, 9:16 pm] ⟦PERSON|Rina⟧: ok maam. I bring her IC and the blue book. Her NRIC ⟦NATIONAL_ID|$nric2⟧ right?
[8/7/24, 9:17 pm] ⟦PERSON|Jasmine Ong⟧: 不是啦 that one is 我女儿的. 阿嬷的 is ⟦NATIONAL_ID|$nric1⟧. Grab there, I pay ⟦AMOUNT|$30⟧ for the ride already
[8/7/24, 9:18 pm] ⟦PERSON|Rina⟧: ok noted maam 👍"""))

T(("elderly_home_invoice", """⟪org_name|松柏護老院 Pine Grove Care Home⟫
INVOICE 發票 No. ⟪invoice_no|PG-2407-0193⟫
Resident 院友: ⟦PERSON|李國強⟧ ⟦PERSON|LEE Kwok Keung⟧　Bed 床號: ⟪bed_number|C-08⟫
Payer 付款人: ⟦PERSON|李嘉欣⟧ ⟦PERSON|Karen LEE⟧, HKID ⟦NATIONAL_ID|$hkid2⟧
Monthly fee 月費 ................ ⟪price|HK$16,500⟫
Extra 額外: ⟦MEDICAL|尿片 adult diapers⟧, ⟦MEDICAL|PEG feeding set⟧ ...... ⟦AMOUNT|HK$1,240⟧
Amount due 應繳 ................. ⟦AMOUNT|HK$17,740⟧
FPS 轉數快 ID: ⟪fps_id|1620045⟫ (org account)"""))

T(("caregiver_application_tw", """外籍看護工申請資料（雇主端）
雇主：⟦PERSON|黃秀琴⟧　身分證字號：⟦NATIONAL_ID|$tw1⟧
被看護者：⟦PERSON|黃文雄⟧（父）　身分證字號：⟦NATIONAL_ID|$tw2⟧　⟦MEDICAL|巴氏量表 25 分，中風後左側偏癱⟧
看護工：⟦PERSON|SITI NURHALIZA⟧ (Indonesia)，Passport No. ⟦PASSPORT|$pp_in1⟧
仲介：⟪org_name|長安人力仲介 Chang-An Manpower⟫　案號 ⟪case_no|CA-113-0472⟫
聯絡電話：⟦PHONE|0912-338-507⟧"""))

T(("pr_review_comment", """**⟦PERSON|lilychen-dev⟧** commented on ⟪pr_number|#1460⟫ `src/notify/webhook.ts` line ⟪line_number|42⟫:

> const DISCORD_URL = "⟦SECRET|$sec_hook_discord1⟧"

这个 webhook URL 不能 hardcode 在代码里，等于公开了，任何人都能往 #care-alerts 发消息。请改成读 `process.env.DISCORD_WEBHOOK_URL`，然后去 Discord 里 regenerate 一下。
另外测试数据里的 ⟦EMAIL|zhang.wei.1988@gmail.com⟧ 是真实用户邮箱吧？换成 ⟪example_email|user@example.com⟫。"""))

T(("email", """From: ⟦PERSON|Wang Xiaoyu⟧ <⟦EMAIL|xiaoyu.wang.rn@outlook.com⟧>
To: ⟦EMAIL|hr@beechwoodnursing.co.uk⟧
Subject: Documents for my start date - ⟦PERSON|王晓雨⟧

Dear ⟦PERSON|Precious⟧,

Please find my documents attached. My Chinese passport number is ⟦PASSPORT|$pp_cn3⟧ and my date of birth is ⟦DATE_OF_BIRTH|6 Nov 1996⟧ (护照上是 ⟦DATE_OF_BIRTH|1996年11月6日⟧). I will arrive at Heathrow on ⟪arrival_date|3 Sept⟫, flight ⟪flight_number|CA937⟫.
My UK number will be ⟦PHONE|+44 7380 551 902⟧, before that please WeChat me: ⟦PERSON|wxy_nurse96⟧.

Best regards / 谢谢
⟦PERSON|Xiaoyu⟧"""))


T(("ivf_clinic_email", """Hi ⟪org_name|Pacific Coast Fertility⟫ billing team,

我们是 patient ⟦PERSON|Zhou Min⟧ 和 ⟦PERSON|Gao Yang⟧。Please charge the ⟦MEDICAL|egg retrieval⟧ deposit to this card:
Card: ⟦CARD|$card_a1⟧  Exp: 04/27  CID: ⟦CVV|7302⟧
Amount: ⟦AMOUNT|USD 6,500⟧
Billing address: ⟦ADDRESS|1508 Ocean Ave, Apt 4, San Francisco, CA 94112⟧
谢谢！有问题 call ⟦PHONE|415-902-3371⟧"""))

T(("jira_ticket", """⟪jira_key|ROTA-2340⟫ [Bug] 中文姓名在 PDF care plan 里显示成方块 □□□
Reporter: ⟦PERSON|Lily Chen⟧  Env: prod ⟪version|5.4.1⟫
Steps: 打开 client ⟪client_id|cl_01877⟫ (⟦PERSON|何秀英⟧) 的 care plan → Export PDF
Expected: 显示 “⟦PERSON|何秀英⟧” / Actual: □□□
Root cause: ⟪font_name|NotoSans-Regular⟫ 不含 CJK glyphs，需要 fallback 到 ⟪font_name|NotoSansSC⟫
附件: ⟪file_name|careplan_cl_01877.pdf⟫ (内含 ⟦MEDICAL|diabetes + stage 2 pressure ulcer⟧ 信息，请勿外传)"""))

T(("k8s_configmap", """apiVersion: v1
kind: ConfigMap
metadata:
  name: ⟪k8s_configmap_name|ai-notes-summariser⟫
  namespace: ⟪k8s_namespace|rotawell-staging⟫
data:
  MODEL: "⟪model_name|claude-3-5-sonnet⟫"
  # TODO: 这个 key 不应该放 ConfigMap，要挪到 Secret 里！！ -- ⟦PERSON|Kevin⟧
  ANTHROPIC_API_KEY: "⟦APIKEY|$ak_ant1⟧"
  OPENAI_FALLBACK_KEY: "⟦APIKEY|$ak_openai1⟧"
  SUMMARY_LANG: "zh-CN,en-GB"
  MAX_TOKENS: "⟪config_value|1024⟫\""""))

T(("wechat_chat", """⟦PERSON|陈静⟧：⟦PERSON|Emma⟧ 我今天去 booking appointment 了，midwife 给了我 NHS number ⟦NATIONAL_ID|$nhs5⟧
⟦PERSON|Emma Wu⟧：nice! 你是 ⟦MEDICAL|12 weeks⟧ 了吧？scan 约在哪天
⟦PERSON|陈静⟧：下周二 ⟪appointment_time|10:20⟫ 在 ⟪org_name|St Mary's⟫。她说我 ⟦MEDICAL|BMI 偏高要做 GTT⟧，还要查 ⟦MEDICAL|thyroid⟧
⟦PERSON|Emma Wu⟧：我当时也做了 GTT，要喝那个超甜的水 🤢"""))

T(("product_meeting_minutes", """Rotawell x ⟪org_name|安心居家⟫ China pilot - weekly sync (⟪meeting_date|2024-07-10⟫)
Attendees: ⟦PERSON|Funmi Oyelaran⟧, ⟦PERSON|Kevin Zhang⟧, ⟦PERSON|周社长⟧, ⟦PERSON|陈浩⟧
1. 短信签名 "⟪sms_signature|安心照护⟫" 已通过审核，template ⟪template_id|SMS_270155882⟫ live
2. Data residency: 所有 client data 必须留在 ⟪cloud_region|cn-hangzhou⟫，不能 sync 到 ⟪aws_region|eu-west-2⟫
3. Pilot 用户 feedback: 护理员 ⟦PERSON|杨晓燕⟧ 说 GPS check-in 在老小区经常 fail
Action: ⟦PERSON|Kevin Zhang⟧ to add offline check-in by ⟪due_date|24/07⟫"""))

T(("dingtalk_alert", """[钉钉机器人] 🔴 CRITICAL ⟪alert_name|DiskUsageHigh⟫
host: ⟪hostname|pg-primary⟫ (⟦IP_ADDRESS|10.40.3.22⟧)  usage: 93%
/var/lib/postgresql/data/pg_wal 占用 180G，replication slot ⟪slot_name|rota_replica_1⟫ inactive
oncall: ⟦PERSON|陈浩⟧ ⟦PHONE|186 5713 2290⟧
webhook: ⟦SECRET|$sec_hook_ding2⟧
first seen ⟪timestamp|2024-07-11 03:22:10 CST⟫"""))

T(("csv_export", """carer_id,name_en,name_zh,mobile,languages,right_to_work
⟪carer_id|c_01204⟫,⟦PERSON|Mei Lin Tan⟧,⟦PERSON|陈美琳⟧,⟦PHONE|07418 220 965⟧,"EN, 粤语",⟪rtw_status|share code checked⟫
⟪carer_id|c_01205⟫,⟦PERSON|Jun Hao Li⟧,⟦PERSON|李俊豪⟧,⟦PHONE|07552 031 448⟧,"EN, 普通话",passport checked
⟪carer_id|c_01206⟫,⟦PERSON|Grace Wong⟧,⟦PERSON|黄嘉怡⟧,⟦PHONE|07933 608 117⟧,"EN, 粤语, 普通话",BRP
# exported ⟪timestamp|2024-07-11 09:30⟫"""))

T(("support_ticket", """Ticket ⟪ticket_id|#MY-20931⟫ | Channel: WhatsApp | ⟪org_name|Golden Years Home Care KL⟫
Customer: ⟦PERSON|Tan Ah Kow⟧ (son of client)
"Hi, my father ⟦PERSON|陈金水⟧ the caregiver last week never come for 2 days leh. 他有 ⟦MEDICAL|stroke⟧，不能自己吃饭。I already pay ⟦AMOUNT|RM 2,400⟧ for July. Want refund for the missed days. Call me ⟦PHONE|012-338 7719⟧."
Agent ⟦PERSON|Nurul⟧: Sorry sir, refund of ⟪refund_policy|pro-rated daily rate⟫ approved, ref ⟪refund_ref|RF-0712⟫."""))

T(("call_transcript", """[⟪org_name|Haven Hospice Hong Kong⟫ - bereavement line, ⟪call_date|12/07⟫]
Staff: 你好, Haven Hospice, 我係 ⟦PERSON|Connie⟧.
Caller: Hi ⟦PERSON|Connie⟧, 我係 ⟦PERSON|陳太⟧, 我先生 ⟦PERSON|陳志偉⟧ last month 喺你哋度走咗... 我想問 death certificate 嘅 copy 幾時可以攞?
Staff: ⟦PERSON|陳太⟧, 唔好意思, 請問佢嘅 ⟦MEDICAL|diagnosis 係 pancreatic cancer⟧ 嗰位?
Caller: 係呀. 你可以 call 返我 ⟦PHONE|6188 2047⟧.
Staff: OK, social worker ⟦PERSON|Mandy⟧ 會聯絡你."""))

T(("international_patient_form", """⟪org_name|上海某国际医院 International Medical Center⟫ — Foreign Patient Registration 外籍患者登记
Name 姓名: ⟦PERSON|Michael O'Brien⟧    Nationality 国籍: USA
Passport 护照号: ⟦PASSPORT|$pp_us2⟧    DOB 出生日期: ⟦DATE_OF_BIRTH|1979-03-22⟧
Department 科室: ⟪department|Ophthalmology 眼科⟫
Chief complaint 主诉: ⟦MEDICAL|sudden floaters and flashes right eye, 2 days⟧
Insurance 保险: ⟪insurer_name|Cigna Global⟫ (direct billing)
Local contact 联系人: ⟦PERSON|刘畅⟧ (colleague) ⟦PHONE|139 1744 2083⟧"""))


T(("speech_therapy_email", """Dear Mrs ⟦PERSON|Goh⟧,

Thank you for bringing ⟦PERSON|Ethan⟧ for his assessment at ⟪org_name|KidsTalk Therapy Centre⟫ on ⟪assessment_date|Saturday⟫. As discussed, he shows ⟦MEDICAL|a mild receptive-expressive language delay⟧, which is common in bilingual children; 在家里说华语完全没问题，请不要因为担心而只说英语。
For the ⟪subsidy_scheme|CDA⟫ claim I have put down his FIN ⟦NATIONAL_ID|$fin2⟧ (from his Dependant's Pass) — please let me know if that is not right.
Fees: ⟪price|S$160⟫ per session. The assessment fee of ⟦AMOUNT|S$280⟧ was paid by PayNow.
Warm regards,
⟦PERSON|Priscilla Yeo⟧, Speech Therapist"""))

T(("app_release_notice", """【版本更新 Release Notes】照护排班 App ⟪version|v3.2.0⟫ (build ⟪build_number|3200-4417⟫)
- 新增 Offline check-in：无网络时先本地记录，恢复后自动上传 (⟪jira_key|ROTA-2351⟫)
- 修复 iOS 17 推送偶尔收不到的问题 (⟪pr_number|#1471⟫)
- 护理记录支持语音输入 voice-to-text（普通话 / English）
- 最低支持 Android ⟪version|9.0⟫
下载：App Store / 应用宝　客服工作时间 ⟪service_hours|9:00-18:00⟫"""))

T(("germany_salary_chat", """⟦PERSON|赵琳⟧：终于拿到第一份 Pflegefachkraft 的 salary 了！Brutto ⟦AMOUNT|€3,480⟧，Netto 只有 ⟦AMOUNT|€2,215⟧ 😭 税好高
⟦PERSON|Olivia Sun⟧：正常啦，Steuerklasse 1 就是这样。你 IBAN 给 Heim 的时候填对了吗？上次我同事填错一位
⟦PERSON|赵琳⟧：填的 ⟦IBAN|$iban_de2⟧，没问题，钱到了
⟦PERSON|Olivia Sun⟧：👍 ⟪org_name|Pflegeheim Am Stadtpark⟫ 还招人吗，我表妹也想来"""))

T(("finland_family_email", """Hi ⟦PERSON|Aino⟧,

外婆的 palliative care 申请需要她的 henkilötunnus，是 ⟦NATIONAL_ID|$hetu1⟧（出生 ⟦DATE_OF_BIRTH|27.2.1938⟧）。
She was diagnosed with ⟦MEDICAL|metastatic breast cancer⟧ in May and now wants to stay at home in ⟪place_name|Espoo⟫ as long as possible.
我下周飞赫尔辛基，my Finnish number is ⟦PHONE|+358 40 718 2293⟧.

Thanks,
⟦PERSON|Lin Korhonen⟧"""))

T(("shell_history", """  88  ssh -i ~/.ssh/rota_prod ⟦PERSON|kzhang⟧@⟦IP_ADDRESS|18.132.44.207⟧   # bastion
  89  psql "host=⟦IP_ADDRESS|10.40.3.22⟧ user=report password=⟦SECRET|Rep0rt-ro-2024⟧ dbname=rota"
  90  \\copy (select * from visits where tenant_id='⟪tenant_id|anxin-hz⟫') to '/tmp/visits.csv' csv header
  91  # 导出给⟦PERSON|周社长⟧看 pilot 数据, 记得删 /tmp
  92  rm /tmp/visits.csv"""))

T(("oncall_markdown", """### On-call rota 值班表 - ⟪period|July 2024⟫

| Week | Primary 主值班 | Backup 副值班 | Phone |
|---|---|---|---|
| ⟪week_number|W27⟫ | ⟦PERSON|Tom Okafor⟧ | ⟦PERSON|陈浩⟧ | ⟦PHONE|+44 7903 118 456⟧ |
| ⟪week_number|W28⟫ | ⟦PERSON|陈浩⟧ | ⟦PERSON|Priya Natarajan⟧ | ⟦PHONE|+86 186 5713 2290⟧ |

Escalation: PagerDuty service ⟪pd_service_id|PX7R2QK⟫；China region 用钉钉群通知。"""))

T(("jupyter_notebook_cell", """# In[12]:
# 用 HF 模型给护理记录做 summarisation 的 PoC（⟦PERSON|Lily⟧）
from huggingface_hub import login
login(token="⟦APIKEY|$ak_hf1⟧")   # TODO 换成 env var
df = pd.read_csv("⟪file_path|notes_sample_2024w27.csv⟫")
df.head(2)
# Out[12]:
#    note_id  text
# 0  ⟪note_id|n_88120⟫  ⟦PERSON|冯德明⟧ 今日⟦MEDICAL|鼻饲 1500ml⟧，无呕吐
# 1  ⟪note_id|n_88121⟫  Client declined shower, mood low"""))

T(("shopify_dev_chat", """⟦PERSON|Jason Wu⟧: 药房网店 (⟪shop_domain|kangcheng-pharmacy.myshopify.com⟫) 的 admin token 我放这了，先用着：⟦APIKEY|$ak_shop1⟧
⟦PERSON|Lily Chen⟧: 别在群里发 token 啊 😅 而且 Shopify 的 storefront token 和 admin token 不一样，storefront 那个 ⟪public_token|storefront 4f9a1c0e⟫ 是 public 的没关系
⟦PERSON|Jason Wu⟧: ok 我去 rotate"""))

T(("google_review", """⭐⭐⭐⭐⭐ ⟪org_name|Meadowbank Nursing Home⟫ - review by ⟦PERSON|Yan Hui⟧ · ⟪review_age|2 months ago⟫
My grandfather ⟦PERSON|Liang Wing⟧ stayed here for 18 months. 他不会讲英文，但是 carers 特地学了几句广东话，还帮他装了 ⟪product_name|TVB Anywhere⟫ 看新闻. The nurses handled his ⟦MEDICAL|dementia and diabetes⟧ very well. Highly recommend. 多谢晒 Sister ⟦PERSON|Grace⟧ and team!"""))

T(("sms", """[⟪org_name|Bright Eyes Opticians⟫] Hi ⟦PERSON|Wei Ling⟧, your new glasses (job ⟪job_number|BE-55120⟫) are ready for collection. 您的眼镜已到店，请携带收据取件。Balance due ⟦AMOUNT|£85⟧. Questions? ⟦PHONE|020 8452 6671⟧"""))

T(("australia_forum_post", """[Reddit r/⟪subreddit|AusFinance⟫] 帮妈妈申请 aged care 的经验分享 (long post)

My mum (72, ⟦MEDICAL|Parkinson's + early dementia⟧) moved from Guangzhou on a Contributory Parent visa. For the My Aged Care assessment they asked for her passport ⟦PASSPORT|$pp_cn4⟧ and visa grant number.
RAD 报价 ⟪price|$550,000⟫ 太贵了，我们选了 DAP，每天大概 ⟪price|$120⟫。The means test said her daily fee is ⟦AMOUNT|$61.96⟧.
Any questions DM me, username ⟦PERSON|sydney_yan88⟧"""))


T(("pharmacy_delivery_sg", """Order ⟪order_id|#SG-RX-774102⟫ — ⟪org_name|Unity Home Delivery⟫
Deliver to: Mdm ⟦PERSON|Lee Bee Hoon⟧, ⟦ADDRESS|Blk 58 Marine Terrace #11-42, Singapore 440058⟧
Items: ⟦MEDICAL|Amlodipine 5mg x 30⟧ (⟪dispensing_note|分装 blister pack⟫)
Rider remark: 阿嬷不在家，留给邻居 #11-44 ok?
Delivery fee ⟪price|S$4.90⟫ (waived above ⟪price|S$60⟫)"""))

T(("stripe_webhook_debug", """⟦PERSON|Kevin Zhang⟧: stripe webhook 一直 400，signature 验证失败
⟦PERSON|Maciej Nowicki⟧: 你用的哪个 secret？staging 和 prod 不一样
⟦PERSON|Kevin Zhang⟧: prod 的 restricted key ⟦APIKEY|$ak_stripe2⟧，endpoint id ⟪webhook_endpoint_id|we_1PQx7HBd2sL⟫
⟦PERSON|Maciej Nowicki⟧: restricted key 跟验签没关系，验签要用 endpoint 的 whsec_ 那个，去 dashboard 拿"""))

T(("optician_wechat", """【微信】Dr ⟦PERSON|Sarah Lam⟧ (optometrist)：Hi ⟦PERSON|林太⟧, ⟦PERSON|Chloe⟧ 今日 myopia control check: ⟦MEDICAL|axial length 24.6mm, progression 0.1mm in 6 months⟧ 👍 继续用 ⟪product_name|MiYOSMART⟫ lenses 就得.
⟦PERSON|林太⟧：太好了！下次几时覆診？
Dr ⟦PERSON|Sarah Lam⟧：6 months later, 我哋 reception 會 WhatsApp 你, ⟪booking_link|book.eyecare.hk/lam⟫"""))

T(("github_actions_secret_chat", """⟦PERSON|Lily Chen⟧: CI 里那个 fine-grained PAT 过期了，我新建了一个只给 ⟪repo_name|rotawell/infra⟫ read 权限：⟦APIKEY|$ak_ghfg1⟧
⟦PERSON|Lily Chen⟧: 已经放进 repo secret ⟪secret_name|INFRA_READ_TOKEN⟫ 了，这条消息我等下删
Bot: ⚠️ Secret scanning alert ⟪alert_id|#57⟫ created"""))

T(("session_cookie_debug", """问题复现 (⟦PERSON|Kevin⟧, Chrome DevTools → Application → Cookies)：
Name: ⟪cookie_name|rw_session⟫  Value: ⟦SECRET|$sec_cookie3⟧  Domain: ⟪cookie_domain|.rotawell.app⟫
用这个 cookie 在另一台电脑上也能直接登录 ⟦EMAIL|coordinator.hz@anxin-care.cn⟧ 的账号，说明 session 没有 bind IP / UA。
Expires: ⟪cookie_expiry|Session⟫  HttpOnly ✓  Secure ✓"""))


T(("care_contract_clause", """第5条 付款 Payment
5.1 客户（the Client）⟦PERSON|Chen Guoliang⟧ 应于每月1日前支付 live-in care fee。Standard rate: ⟪price|£1,450 per week⟫。
5.2 The Client has paid a security deposit of ⟦AMOUNT|£2,900⟧（押金）to the Provider.
5.3 Refunds will be made to the Client's account ⟦IBAN|$iban_gb1⟧ within 30 days after termination.
Provider: ⟪org_name|Silver Lotus Home Care Ltd⟫, Company No. ⟪company_number|12877410⟫"""))

T(("midwife_discharge_note", """Postnatal discharge — ⟪ward_name|Ward 21 产后病房⟫
Mother 产妇: ⟦PERSON|Li Na⟧ · Baby 婴儿: Baby Boy ⟦PERSON|Li⟧ born ⟦DATE_OF_BIRTH|04/07/2024 03:15⟧
⟦MEDICAL|SVD, 2nd degree tear sutured⟧ · Feeding: 母乳+formula
Interpreter used: Mandarin, via ⟪interpreter_service|LanguageLine⟫ (ID ⟪interpreter_id|44120⟫)
Community midwife will visit tomorrow; 有问题打 triage line ⟦PHONE|01772 524 495⟧"""))
