# blind77 mixed Chinese/English texts.  Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name -> values.VALUES
TEXTS = []

TEXTS.append(("wechat_student_theft_victim", """⟦PERSON|Vivian⟧: 我昨天在⟪place_name|Piccadilly Gardens⟫手机被抢了😭 police给了crime ref ⟪police_crime_ref|GMP-24-118733⟫
⟦PERSON|小林⟧: 天哪 你没事吧
⟦PERSON|Vivian⟧: 手腕有点⟦MEDICAL|sprain⟧，去了walk-in centre。然后Victim Support打电话来了，case worker叫⟦PERSON|Emma Doherty⟧，人很nice
⟦PERSON|Vivian⟧: 她说可以帮我申请hardship grant，我手机是刚买的，⟦AMOUNT|£1,049⟧ 心痛
⟦PERSON|小林⟧: 她电话多少 我室友上个月也被偷了
⟦PERSON|Vivian⟧: ⟦PHONE|0161 200 1950⟧ 说是Greater Manchester的Victim Services号码"""))

TEXTS.append(("slack_mixed_dev_team", """#legal-aid-app-dev
⟦PERSON|Kevin Zhou⟧: staging 又挂了，看了下是 S3 权限问题
⟦PERSON|Kevin Zhou⟧: 我先用我自己的 key 顶一下 ⟦APIKEY|$gh_pat1⟧ 哦不对这个是 github 的 😅
⟦PERSON|Sarah Ng⟧: 🤦‍♀️ 快去 revoke。AWS 的用 role，不要用个人 key
⟦PERSON|Kevin Zhou⟧: ok 已 revoke。staging DB 在 ⟦IP_ADDRESS|10.60.2.15⟧，端口 ⟪port|5432⟫，密码还是 ⟦PASSWORD|LaaStg_2024#⟧ 吗
⟦PERSON|Sarah Ng⟧: 私聊!!! 不要在 channel 里发密码
⟦PERSON|Sarah Ng⟧: release ⟪version|v1.18.0⟫ 先 hold，等 ⟪ticket_id|LAA-7741⟫ 修完"""))

TEXTS.append(("hk_email_inquest_arrangement", """Subject: RE: 死因研訊 arrangement - ⟪case_ref|CCDI-412/2024⟫

Hi ⟦PERSON|Ken⟧,

關於下星期嘅 inquest，family 這邊會有 ⟦PERSON|黃麗珊⟧ 同埋佢老公 ⟦PERSON|Raymond Cheung⟧ 出席。佢哋想申請 legal aid 請 counsel，但 income 超咗少少（household 每月大約 ⟦AMOUNT|HK$52,000⟧）。麻煩你 check 下有冇 discretion。

另外 coroner 要 death certificate 同 ⟦MEDICAL|ECG record⟧ 嘅 certified copy，我已經 email 咗俾 ⟦EMAIL|records@ccdi-support.hk⟧。

Thanks,
⟦PERSON|Priscilla Yip⟧
⟪org_name|Yip & Partners⟫ | ⟦PHONE|+852 2810 3347⟧"""))

TEXTS.append(("singapore_legal_aid_chat", """⟦PERSON|Ah Hock⟧: bro u know where to apply legal aid ah? my tenant case sia
⟦PERSON|Jun Wei⟧: Legal Aid Bureau lor, 在 ⟪org_address|Ministry of Law, 45 Maxwell Road⟫。要 means test 的
⟦PERSON|Ah Hock⟧: need what document
⟦PERSON|Jun Wei⟧: NRIC, payslip, CPF statement. 你 NRIC 是 ⟦NATIONAL_ID|$nric1⟧ 对吧 上次帮你填过表
⟦PERSON|Ah Hock⟧: yah. my salary only ⟦AMOUNT|S$2,300⟧ confirm can one
⟦PERSON|Jun Wei⟧: 应该可以，打 ⟦PHONE|1800 225 5529⟧ 问问先"""))

TEXTS.append(("email_jury_summons_chinese_student", """Subject: Jury summons - not eligible? 陪审员通知

Dear Jury Central Summoning Bureau,

我是中国留学生，今天收到了jury summons（juror number ⟪juror_summons_no|2209-5561⟫）。I am a Chinese citizen on a Student visa, so I believe I am not eligible because I am not a British, Irish or Commonwealth citizen. My passport number is ⟦PASSPORT|$pp_cn2⟧ and my BRP was issued in 2023.

Name: ⟦PERSON|LIU Yuxuan⟧ (⟦PERSON|刘雨萱⟧)
DOB: ⟦DATE_OF_BIRTH|07/03/2001⟧
Address: ⟦ADDRESS|Flat 5, 12 Hyde Terrace, Leeds LS2 9LN⟧

Thank you / 谢谢
⟦PERSON|Yuxuan⟧"""))

TEXTS.append(("xiaohongshu_prison_visit_uk", """英国探监全流程｜第一次去 ⟪prison_name|HMP Wormwood Scrubs⟫ 😭
@⟦PERSON|伦敦打工人Coco⟧

1️⃣ 先在 gov.uk 上 book a prison visit，要填 prisoner number 和他的 DOB
2️⃣ 到了要出示 photo ID，我用的是中国护照
3️⃣ 储物柜要 ⟪price|£1 coin⟫，记得带零钱！
4️⃣ visit hall 里可以买咖啡，但只能刷卡
我男朋友 ⟦PERSON|Danny⟧ 在里面瘦了好多，而且他的 ⟦MEDICAL|asthma⟧ 又严重了，inhaler 要跟 healthcare 申请……
有问题可以打 ⟦PHONE|0300 060 6508⟧ visits booking line
#英国生活 #探监"""))

TEXTS.append(("probation_note_interpreter", """Supervision session note - ⟪org_name|Birmingham Central PDU⟫ - ⟪session_date|26/06/2024⟫
PoP: ⟦PERSON|Zhang Wei⟧   PP: ⟦PERSON|Hannah Cope⟧   Interpreter: Ms ⟦PERSON|Lo⟧ (Mandarin, booked via ⟪org_name|thebigword⟫ job ⟪booking_ref|TBW-5519027⟫)
Discussed curfew + employment. PoP said (via interpreter): "我在⟪place_name|Chinatown⟫的餐馆上班，老板⟦PERSON|陈老板⟧还欠我两个月工资，大概⟦AMOUNT|£2,800⟧。"
Advised to contact ⟪org_name|Citizens Advice⟫ / ACAS. PoP reports ⟦MEDICAL|hepatitis B⟧, on ⟦MEDICAL|tenofovir⟧, GP registered.
New mobile: ⟦PHONE|07388 614 029⟧. Next appt ⟪appointment_time|10/07 11:00⟫."""))

TEXTS.append(("cab_chinese_helpline_notes", """CAB 中文咨询热线 notes - adviser ⟦PERSON|Grace Lam⟧ - ⟪timestamp|27/06 14:05⟫
Client: Mrs ⟦PERSON|Huang Meiling⟧ (⟦PERSON|黄美玲⟧), 62, 住 ⟦ADDRESS|88 Dale Street, Liverpool L2 5TF⟧
NI no: ⟦NATIONAL_ID|$nino7⟧
问题：Pension Credit 被停了，DWP 说她 savings 超过 limit。她说那 ⟦AMOUNT|£9,600⟧ 是儿子放在她账户的，不是她的钱。
Health: ⟦MEDICAL|COPD⟧ + ⟦MEDICAL|knee osteoarthritis⟧，出门困难 → 需要 home visit
Action: mandatory reconsideration 信已 draft，client 签字后寄出。Callback ⟦PHONE|0151 709 4412⟧ (座机, 下午在家)"""))

TEXTS.append(("coroner_call_chinese_family", """[Call log - ⟪org_name|Inner South London Coroner⟫ - interpreter on line]
Coroner's officer ⟦PERSON|Jess Harlow⟧ spoke to ⟦PERSON|Chen Jianguo⟧ (father of deceased ⟦PERSON|Chen Siyu⟧, 22, student at ⟪org_name|King's College London⟫).
Father asked (via interpreter): "能不能不做 ⟦MEDICAL|post-mortem⟧？我们家里老人觉得这样不好。"
Explained coroner has ordered ⟦MEDICAL|post-mortem⟧ because death unexplained; ⟦MEDICAL|toxicology⟧ likely. Family can request ⟦MEDICAL|CT scan⟧ instead - will ask coroner.
Father's UK contact (hotel): ⟦PHONE|020 7946 8812⟧, China mobile ⟦PHONE|+86 139 1188 2043⟧, WeChat same.
Case ⟪inquest_ref|ISL-24-2290⟫"""))

TEXTS.append(("yot_referral_bilingual", """YOT referral - ⟪org_name|Westminster Youth Justice Service⟫
Young person: ⟦PERSON|Jason Li⟧ (⟦PERSON|李家乐⟧), DOB ⟦DATE_OF_BIRTH|14/09/2008⟧, Year 11
Parent: ⟦PERSON|Li Xiaohong⟧ - speaks Mandarin only, 需要翻译
Address: ⟦ADDRESS|Flat 31, Hallfield Estate, London W2 6HF⟧
Offence: possession of cannabis + ⟪offence_code|s.139 bladed article⟫
Notes: 妈妈说他初三开始跟 older boys 混, 最近 ⟦MEDICAL|self-harm⟧, CAMHS waiting list ⟪waiting_time|18 weeks⟫.
Mum's phone: ⟦PHONE|07915 280 663⟧"""))

TEXTS.append(("us_victim_ssn_card", """Hi ⟦PERSON|Marisol⟧，这是我在 Victim Support 那边要补的资料 / info you asked for:
- Name: ⟦PERSON|Eric Tsang⟧ ⟦PERSON|曾立恒⟧
- US SSN: ⟦SSN|$ssn3⟧（美国保险 claim 需要）
- 被偷的 credit card: ⟦CARD|$card_amex1⟧, 背面 CID ⟦CVV|4417⟧ - 已经 cancel 了
- 被盗刷: ⟦AMOUNT|$2,316.40⟧ + ⟦AMOUNT|£418⟧
- 我在 hotel 被打了一拳, ⟦MEDICAL|nasal fracture⟧, A&E at ⟪hospital_name|St Thomas'⟫
Thanks!! ⟦PHONE|+1 415 839 2207⟧"""))

TEXTS.append(("immigration_legal_aid_chinese", """Legal aid eligibility - ⟪org_name|Greater Manchester Immigration Aid Unit⟫
Client: ⟦PERSON|WANG Fang⟧ ⟦PERSON|王芳⟧
Nationality: China   Passport: ⟦PASSPORT|$pp_cn3⟧   BRP: ⟪masked_document_no|ZU*****82⟫
DOB: ⟦DATE_OF_BIRTH|1989-12-03⟧
情况：丈夫 ⟦PERSON|Gary Whitmore⟧ (British) 有家暴，她的 spouse visa 还有8个月到期，想申请 DV ILR。
Income: none, 之前 husband 给她 ⟦AMOUNT|£50 a week⟧
Safe contact only: ⟦EMAIL|fangw0312@outlook.com⟧ (不要打电话!)"""))

TEXTS.append(("python_traceback_mixed", """Traceback (most recent call last):
  File "jury_sms/sender.py", line 57, in send_batch
    resp = client.messages.create(to=juror["mobile"], body=msg)
twilio.base.exceptions.TwilioRestException: HTTP 400 error: Unable to create record: The 'To' number ⟦PHONE|+44 7700 1O2 948⟧ is not a valid phone number.
# ^^^ 用户手机号里有字母 O，应该是 0 -- ⟦PERSON|ytang⟧ 2024-06-28
# juror = {'name': '⟦PERSON|Oluwaseun Bakare⟧', 'pool': '⟪jury_pool_no|0712-LDS-04⟫'}
# API key: ⟦APIKEY|$twilio2⟧  (测试环境的，prod 的在 vault)"""))

TEXTS.append(("git_log_mixed", """commit ⟪commit_sha|$sha4⟫
Author: ⟦PERSON|Lin Haoran⟧ <⟦EMAIL|haoran.lin@laa-digital.org.uk⟧>
Date:   ⟪timestamp|Fri Jun 28 17:42:10 2024 +0100⟫

    修复 means test 里 capital 计算 bug (⟪ticket_id|LAA-7752⟫)

    - 之前 partner 的 savings 被算了两次
    - test fixture 里的 NINO 换成了 ⟪example_nino|QQ 12 34 56 C⟫ (HMRC example, 不是真的)
    - removed hard-coded Stripe key ⟦APIKEY|$stripe_rk1⟧ from config/test.rb 🙈"""))

TEXTS.append(("dingtalk_robot_config_mixed", """## 钉钉告警机器人 - victim-care-cn 项目
| 环境 | webhook | secret (加签) |
|---|---|---|
| prod | ⟦SECRET|$ding_hook2⟧ | ⟦SECRET|SEC3f9a0b7c1d2e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1⟧ |
| test | 用 mock server ⟪doc_ip|192.0.2.50⟫ | - |
Owner: ⟦PERSON|Zhao Mingyu⟧ (⟦EMAIL|zhaomy@victimcare.cn⟧)
AppKey ⟪dingtalk_appkey|$ding_appkey1⟫ 是公开的，可以写在前端"""))

TEXTS.append(("csv_bilingual_intake", """姓名 Name,出生日期 DOB,电话 Phone,邮箱 Email,需要翻译 Interpreter,备注 Notes
⟦PERSON|Zhou Min⟧ ⟦PERSON|周敏⟧,⟦DATE_OF_BIRTH|1977-05-09⟧,⟦PHONE|07423 551 870⟧,⟦EMAIL|zhoumin77@gmail.com⟧,Mandarin,landlord 不退 deposit
⟦PERSON|Chan Wai Kit⟧ ⟦PERSON|陳偉傑⟧,⟦DATE_OF_BIRTH|1964-02-21⟧,⟦PHONE|07956 004 212⟧,,Cantonese,⟦MEDICAL|hearing loss⟧ - 请写字沟通
⟦PERSON|Tan Hui Ling⟧,⟦DATE_OF_BIRTH|1993-08-30⟧,⟦PHONE|07384 119 605⟧,⟦EMAIL|huiling.tan@hotmail.sg⟧,-,employment tribunal
exported ⟪timestamp|2024-06-30 18:02⟫ by ⟪org_name|Chinese Information and Advice Centre⟫"""))

TEXTS.append(("spain_legal_aid_chinese", """Asistencia jurídica gratuita - ⟪org_name|Colegio de Abogados de Madrid⟫ 中文服务 / Chinese desk
申请人 Solicitante: ⟦PERSON|Ye Xiaodan⟧ ⟦PERSON|叶晓丹⟧
NIE: ⟦NATIONAL_ID|$nie1⟧
Domicilio: ⟦ADDRESS|Calle de Leganitos 18, 3ºB, 28013 Madrid⟧
Ingresos: 在 bazar 打工，每月 ⟦AMOUNT|1.050 €⟧
Cuenta para notificaciones de pago: ⟦IBAN|$iban_es1⟧
案由：被老板 Sr. ⟦PERSON|Ruiz⟧ 无理解雇，要求 indemnización
Tel: ⟦PHONE|+34 612 48 90 37⟧"""))

TEXTS.append(("netherlands_juridisch_loket", """Juridisch Loket afspraak / 预约确认
Naam: ⟦PERSON|Wu Jiahao⟧
BSN: ⟦NATIONAL_ID|$bsn1⟧
Geboortedatum: ⟦DATE_OF_BIRTH|11-11-1986⟧
你的 afspraak 在 ⟪appointment_time|dinsdag 9 juli, 10:30⟫，地址 ⟪org_address|Juridisch Loket Amsterdam, Wibautstraat 3⟫
Onderwerp: huurachterstand ⟦AMOUNT|€2.340⟧，房东要 ontruiming
Toeslag wordt gestort op ⟦IBAN|$iban_nl1⟧
Vragen? Bel ⟦PHONE|0900 8020⟧"""))

TEXTS.append(("france_victim_support_chinese", """France Victimes 75 - fiche d'accueil / 接待单
Victime: Mme ⟦PERSON|Zheng Lili⟧ ⟦PERSON|郑丽丽⟧, née le ⟦DATE_OF_BIRTH|14/11/1979⟧
N° sécu: ⟦NATIONAL_ID|$nir1⟧
Faits: agression dans le métro ⟪place_name|Belleville⟫, vol de sac (⟦AMOUNT|380 €⟧ en espèces)
Blessures: ⟦MEDICAL|ITT 5 jours⟧, ⟦MEDICAL|contusions au visage⟧
她说想申请 CIVI 赔偿，需要 RIB: ⟦IBAN|$iban_fr1⟧
Interprète: M. ⟦PERSON|Dupont-Wang⟧ (mandarin), tél ⟦PHONE|06 71 28 44 93⟧"""))

TEXTS.append(("poland_free_legal_aid", """Nieodpłatna pomoc prawna - karta porady / 咨询记录
Imię i nazwisko: ⟦PERSON|Agata Wu⟧ (⟦PERSON|吴雅⟧)   PESEL: ⟦NATIONAL_ID|$pesel1⟧
Data urodzenia: ⟦DATE_OF_BIRTH|23.04.1988⟧
她和丈夫 ⟦PERSON|Wu Tao⟧ 离婚，问 alimenty 怎么算。Mąż zarabia ok. ⟦AMOUNT|7 500 zł⟧ netto.
Konto do alimentów: ⟦IBAN|$iban_pl1⟧
Punkt: ⟪org_name|Punkt NPP Warszawa-Wola⟫, prawnik mec. ⟦PERSON|Kowalski⟧, tel. ⟦PHONE|22 443 57 19⟧"""))

TEXTS.append(("sweden_victim_support_chat", """Brottsofferjouren chat 💬
⟦PERSON|Lina⟧ (volontär): Hej! Hur kan jag hjälpa dig? 需要中文吗？
Besökare: 是的谢谢。我叫 ⟦PERSON|Sun Yiran⟧，personnummer ⟦NATIONAL_ID|$sepnr1⟧。上周在 ⟪place_name|Göteborg⟫ 被前男友 ⟦PERSON|Oskar Lind⟧ 打了，⟦MEDICAL|två revben brutna⟧ (⟦MEDICAL|两根肋骨骨折⟧)
⟦PERSON|Lina⟧ (volontär): Vad hemskt. Du kan söka brottsskadeersättning. Vill du att vi ringer dig? 
Besökare: ok ⟦PHONE|070-482 19 63⟧，下午比较方便"""))

TEXTS.append(("canada_legal_aid_bc", """Legal Aid BC intake - Chinese language line
Applicant: ⟦PERSON|Kwok Siu Ming⟧ ⟦PERSON|郭少明⟧
SIN: ⟦NATIONAL_ID|$sin1⟧
DOB: ⟦DATE_OF_BIRTH|1972-01-19⟧
Address: ⟦ADDRESS|6651 Elmbridge Way, Richmond, BC V7C 4N1⟧
Issue: 被前妻 ⟦PERSON|Helen Kwok⟧ 申请 protection order，下周 court date，需要 duty counsel
Monthly income: ⟦AMOUNT|CAD 2,180⟧ (EI)
Interpreter: Cantonese. Callback ⟦PHONE|604-279-0832⟧"""))

TEXTS.append(("ireland_citizens_information", """Citizens Information Centre - Dublin 2 - query log
Caller: ⟦PERSON|Ma Jing⟧ ⟦PERSON|马静⟧, PPSN ⟦NATIONAL_ID|$ppsn1⟧
Query: 老公被关在 ⟪prison_name|Mountjoy Prison⟫，想问 visit 怎么 book，还有 Irish passport renewal (⟦PASSPORT|$pp_ie1⟧ expires Aug) 会不会受影响
Advised: visits booked via prison, ring ⟦PHONE|01 806 2800⟧; passport renewal unaffected.
Also eligible for One-Parent Family Payment, currently gets ⟦AMOUNT|€232 a week⟧ Jobseeker's.
Adviser: ⟦PERSON|Niamh Byrne⟧"""))

TEXTS.append(("us_jury_questionnaire_mixed", """Juror Qualification Questionnaire - ⟪court_name|Superior Court of California, County of San Francisco⟫
(帮我妈填的, 她英文不好 - ⟦PERSON|Alice Leung⟧)
Name: ⟦PERSON|LEUNG Mei Fong⟧
Juror ID: ⟪juror_id|SF-2024-118842⟫
SSN: ⟦SSN|$ssn4⟧
DOB: ⟦DATE_OF_BIRTH|03/15/1958⟧
Can you read and understand English? No - 只会广东话
Medical excuse: ⟦MEDICAL|Parkinson's disease⟧, letter from Dr. ⟦PERSON|Chiu⟧ attached
Phone: ⟦PHONE|(415) 752-0394⟧"""))

TEXTS.append(("notice_visits_hall_bilingual", """VISITS HALL RULES 探访大厅须知 - ⟪prison_name|HMP Pentonville⟫
1. All adults must show photo ID 所有成年人须出示带照片的证件
2. Lockers need a ⟪price|£1 coin⟫ 储物柜需要1英镑硬币
3. No phones, no food from outside 禁止携带手机和外带食物
4. Sessions 探访时间: ⟪visit_session_time|14:00-16:00⟫ Tue/Thu/Sat
5. Booking line 预约: gov.uk "book a prison visit"
⟪document_version|Rev. 4 / 2024⟫"""))

TEXTS.append(("taiwan_mixed_legal_aid_email", """Subject: 法扶案件 follow-up - ⟪case_ref|1130520-TP-0931⟫

⟦PERSON|Jerry⟧ 你好，

當事人 ⟦PERSON|Chen Chih-Hao⟧ ⟦PERSON|陳志豪⟧（身分證 ⟦NATIONAL_ID|$twid2⟧）的 labour dispute 下週開調解庭。他說公司欠他 ⟦AMOUNT|NT$186,000⟧ 加班費，另外他有 ⟦MEDICAL|腕隧道症候群⟧ 想一起主張職災。

Please check 一下 medical record 是否齊全，thanks!
⟦PERSON|Iris⟧ | ⟪org_name|法扶台北分會⟫ | ⟦PHONE|02-2322-5255⟧"""))

TEXTS.append(("hk_call_transcript_cantonese", """[Call transcript - ⟪org_name|當值律師服務⟫ hotline]
Staff: 你好，當值律師服務，請問有咩可以幫到你？
Caller: 喂你好，我個仔 ⟦PERSON|Jacky⟧ 琴日俾差人拉咗，話佢 shoplifting，聽日要上 ⟪court_name|觀塘裁判法院⟫，我哋冇錢請 lawyer……
Staff: 明白。佢全名係？
Caller: ⟦PERSON|Lau Chun Kit⟧，⟦PERSON|劉俊傑⟧，今年十九歲。佢有 ⟦MEDICAL|autism⟧ 㗎，好驚。
Staff: 好，當值律師會喺法庭見佢。你聯絡電話係？
Caller: ⟦PHONE|九八七六 五四三二⟧
Staff: 登記咗，reference ⟪case_ref|DLS-KT-240630-07⟫。"""))

TEXTS.append(("k8s_secret_yaml_mixed", """# k8s/prod/victim-portal-secrets.yaml  ⚠️ 这个文件不应该在 repo 里!! -- ⟦PERSON|Qian Yue⟧
apiVersion: v1
kind: Secret
metadata:
  name: victim-portal
  namespace: ⟪k8s_namespace|vp-prod⟫
stringData:
  SESSION_COOKIE_SECRET: "⟦SECRET|$flask_key2⟧"
  TLS_KEY: |
    ⟦SECRET|$pem1⟧
  SMTP_PASS: "⟦PASSWORD|mail-VP-2024!q⟧"
  GOOGLE_API_KEY: "⟦APIKEY|$google2⟧\""""))

TEXTS.append(("api_log_session_cookie", """[victim-portal] ⟪timestamp|2024-06-29T22:17:05Z⟫ POST /api/statement/upload 413 Payload Too Large
  user=⟦PERSON|mchan_vp⟧ ip=⟦IP_ADDRESS|81.2.69.142⟧ ua="Mozilla/5.0 (Macintosh)"
  Cookie: connect.sid=⟦SECRET|$sess_connect1⟧; lang=zh-CN
  # 上传的是 ⟦MEDICAL|颅骨骨折⟧ 的验伤报告 PDF，47MB，前端没压缩
  trace=⟪trace_id|9c7e2a11f0d3⟫ build=⟪build_number|#2241⟫"""))

TEXTS.append(("whatsapp_card_prison_money_mixed", """⟦PERSON|Mandy⟧: 帮我 send money to ⟦PERSON|Kelvin⟧ 的 prison account 好吗，我的卡 gov.uk 一直 decline
⟦PERSON|Winnie⟧: ok send 卡号过来
⟦PERSON|Mandy⟧: ⟦CARD|$card_visa6⟧ exp 05/28 security code ⟦CVV|903⟧
⟦PERSON|Mandy⟧: ⟦AMOUNT|£60⟧ 就好，他要买 phone credit
⟦PERSON|Winnie⟧: done ✅ ⟪transaction_ref|SMTSP-7790214⟫ 你快 delete 这条 message"""))

TEXTS.append(("email_hk_lawyer_telegram_bot", """Hi team,

已經 set 好 Telegram bot 通知 duty lawyer rota changes，token 係 ⟦APIKEY|$telegram1⟧，chat id ⟪telegram_chat_id|-1001987330512⟫。請唔好 forward 出去。

如果收唔到 notification，搵 ⟦PERSON|Alvin⟧ 或者 call 我 ⟦PHONE|+852 6123 8890⟧。

Best regards,
⟦PERSON|Winnie Tsui⟧ ⟦PERSON|徐慧妍⟧
IT Officer, ⟪org_name|Hong Kong Legal Aid Advice Centre⟫
⟦EMAIL|winnie.tsui@hklaac.org.hk⟧"""))

TEXTS.append(("xiaohongshu_jury_uk", """在英国被抽中当陪审员是什么体验 ⚖️
⟦PERSON|Bella在伦敦⟧ · ⟪post_time|06-30⟫

去年拿了 British citizenship，今年就收到 jury summons 😂 去的是 ⟪court_name|Wood Green Crown Court⟫，两个礼拜。
💰 loss of earnings 我 claim 了 ⟦AMOUNT|£580⟧，公司不给 paid leave
🍱 午饭 allowance ⟪allowance_rate|£5.71⟫ 真的很 funny
案子不能说，但真的很 eye-opening。有问题评论区问～"""))

TEXTS.append(("singapore_probation_whatsapp", """[WhatsApp] Probation Officer ⟦PERSON|Tan Li Ping⟧
⟦PERSON|Tan Li Ping⟧: Hi ⟦PERSON|Darren⟧, reminder tmr 3pm reporting at ⟪org_address|MSF Probation, 512 Thomson Road⟫ ya. 记得带 urine test 的 form
⟦PERSON|Darren⟧: ok madam. can i change to 5pm? 我 shift 到 4
⟦PERSON|Tan Li Ping⟧: ok 5pm. Your mum called me, she said you ⟦MEDICAL|sprained your ankle⟧ at work?
⟦PERSON|Darren⟧: ya small thing only. MC 2 days
⟦PERSON|Tan Li Ping⟧: ok bring the MC. my office line ⟦PHONE|6354 8612⟧ if whatsapp no reply"""))

TEXTS.append(("probation_em_curfew_mixed", """EM curfew check - PP ⟦PERSON|Rachel Obi⟧ 跟 interpreter 一起 home visit
PoP: ⟦PERSON|Huang Zhiqiang⟧ ⟦PERSON|黄志强⟧
Curfew address: ⟦ADDRESS|22 Wellington Street, Newcastle upon Tyne NE4 5RX⟧
Curfew: ⟪curfew_hours|19:00-07:00⟫, tag ⟪device_serial|EMS-TAG-55108⟫
他说 tag 让他脚踝 ⟦MEDICAL|skin infection⟧，GP 开了 ⟦MEDICAL|flucloxacillin⟧。要 refit 到另一只脚。
Landlord Mr ⟦PERSON|Gao⟧ 说 rent 欠了 ⟦AMOUNT|£1,150⟧，PoP 同意每周还 ⟦AMOUNT|£40⟧。\nPoP mobile ⟦PHONE|07503 882 417⟧"""))

TEXTS.append(("coroner_repatriation_email", """Subject: Repatriation of Mr ⟦PERSON|Lim Boon Huat⟧'s body / 遗体运返 - ⟪inquest_ref|MCO-24-0877⟫

Dear ⟦PERSON|Daniel⟧,

The coroner has now issued the ⟪form_code|Form 104⟫ (out of England certificate), so the funeral director can start the repatriation to ⟪place_name|Penang⟫. 费用方面，⟪org_name|A.W. Lymn⟫ quoted ⟪quote_amount|£6,450⟫，your insurer has agreed to pay ⟦AMOUNT|£5,000⟧ and you will cover the remaining ⟦AMOUNT|£1,450⟧.

For the airline they need your UK passport number again - we have ⟦PASSPORT|$pp_uk2⟧, please confirm.

Regards,
⟦PERSON|Olivia Mensah⟧, Coroner's Officer, ⟪org_name|Manchester City Coroner⟫
⟦PHONE|0161 219 2222⟧"""))

TEXTS.append(("password_share_mixed", """[1Password shared note] Jury portal - break-glass admin 🔐
owner: ⟦PERSON|hyang⟧ (⟦PERSON|杨浩⟧)  shared with: ⟦PERSON|pmorrison⟧
username: breakglass-01
password: ⟦PASSWORD|Kettle-Harbour-Violet-2291⟧
TOTP secret: ⟦SECRET|$totp1⟧
recovery codes（每个只能用一次）: ⟦SECRET|$rc5⟧ ⟦SECRET|$rc6⟧ ⟦SECRET|$rc7⟧ ⟦SECRET|$rc8⟧
注意：只有 P1 incident 才能用，用完通知 ⟦EMAIL|security@jury-digital.org.uk⟧
last rotated ⟪timestamp|2024-05-31⟫, policy ⟪policy_id|SEC-POL-014⟫"""))
