# -*- coding: utf-8 -*-
"""blind51 mixed texts, typed by hand one at a time."""

TEXTS = []

# ---- part 1 -------------------------------------------------------------
TEXTS += [
("wechat_chat", """[WeChat] ⟦PERSON|Daniel Foster⟧ → ⟪org_name|SinoSmile Dental 陆家嘴⟫
⟦PERSON|Daniel Foster⟧: Hi 你好, my 智齿 lower left is killing me 😭 can I come today?
前台⟦PERSON|Amy张⟧: Hi ⟦PERSON|Daniel⟧! 今天下午3点ok吗？Dr ⟦PERSON|Zheng⟧ is free. 你之前的x-ray显示是⟦MEDICAL|impacted wisdom tooth (38)⟧，可能要拔。
⟦PERSON|Daniel Foster⟧: ok 3pm works. 我对⟦MEDICAL|penicillin过敏⟧ btw
前台⟦PERSON|Amy张⟧: noted 👍 拔牙大概⟪price|¥1,500-2,500⟫, ⟪org_name|Cigna⟫ direct billing ok. Member ID 最后四位 ⟪partial_id|7741⟫ 对吗？
"""),

("slack_thread", """#infra-告警 (⟪org_name|康宁大药房⟫ online)
⟦PERSON|wangyu⟧  11:02 AM
prod 的 S3 上传又报 403 了, 我 rotate 了 key:
AWS_ACCESS_KEY_ID=⟦APIKEY|$aws_akid3⟧
AWS_SECRET_ACCESS_KEY=⟦SECRET|$aws_secret3⟧
@⟦PERSON|Kevin Li⟧ 帮忙更新下 Jenkins credentials 🙏
⟦PERSON|Kevin Li⟧  11:05 AM
收到. btw bastion 的 IP 换成 ⟦IP_ADDRESS|52.82.14.201⟧ 了, 旧文档里的 ⟪doc_ip|203.0.113.77⟫ 是 placeholder 别用.
⟦PERSON|wangyu⟧  11:06 AM
👌 ticket ⟪ticket_id|OPS-2291⟫
"""),

("bilingual_intake_form", """NEW PATIENT FORM 新患者登记表 - ⟪org_name|United Family Sleep & Respiratory Clinic⟫
Name 姓名: ⟦PERSON|Oliver Schmidt⟧ (中文名 ⟦PERSON|施奥利⟧)
DOB 出生日期: ⟦DATE_OF_BIRTH|1979-05-30⟧
Passport 护照号: ⟦PASSPORT|$pp_de1⟧    Nationality 国籍: Germany
Mobile 手机: ⟦PHONE|+86 185 1124 6630⟧    Email 邮箱: ⟦EMAIL|oliver.schmidt@posteo.de⟧
Chief complaint 主诉: ⟦MEDICAL|loud snoring, witnessed apnoeas 被观察到呼吸暂停⟧, daytime sleepiness (⟦MEDICAL|ESS 16⟧)
Current meds 用药: ⟦MEDICAL|bisoprolol 5mg⟧
Insurance 保险: ⟪org_name|Allianz Care⟫ policy ⟪policy_number|ACI-88214-07⟫
"""),

("patient_info_sheet", """Patient info sheet 病人信息表 - ⟪org_name|Golden Gate Family Dental⟫ (SF)
English name: ⟦PERSON|Grace Huang⟧    中文姓名：⟦PERSON|黄嘉欣⟧
DOB: ⟦DATE_OF_BIRTH|10/30/1962⟧    SSN: ⟦SSN|$ssn5⟧
Address 地址：⟦ADDRESS|1450 Noriega St, San Francisco, CA 94122⟧
Phone 电话：⟦PHONE|(415) 555-0172⟧
病史 Medical hx: ⟦MEDICAL|骨质疏松, on alendronate 70mg weekly⟧ ← 拔牙前注意 ⟪risk_flag|MRONJ risk⟫
Emergency contact 紧急联系人：⟦PERSON|Michael Huang⟧ (儿子) ⟦PHONE|(415) 555-0139⟧
"""),

("booking_confirmation", """理疗预约确认 / Physio booking confirmation
Patient: ⟦PERSON|Sanne Visser⟧   BSN (荷兰保险报销用): ⟦NATIONAL_ID|$bsn2⟧
Condition 问题：⟦MEDICAL|frozen shoulder 肩周炎 (L)⟧
Therapist 治疗师：⟦PERSON|刘畅⟧ (speaks English)
Time: ⟪appointment_time|Thu 13 June 16:00⟫   Location: ⟪org_address|朝阳区亮马桥路50号燕莎中心B1⟫
Fee: ⟪price|¥680/session⟫; you prepaid ⟦AMOUNT|¥2,040⟧ for 3 sessions
Questions? WeChat ⟦PERSON|liuchang_physio⟧ or call ⟦PHONE|010-6465 2231⟧
"""),

("git_commit", """commit ⟪commit_sha|$sha_3⟫
Author: ⟦PERSON|Zhou Xinyi⟧ <⟦EMAIL|zhouxinyi@glowlab.cn⟧>
Date:   ⟪commit_date|Tue Apr 16 23:58:12 2024 +0800⟫

    fix: 医美商城支付回调签名校验失败 (临时把 key 写死, 明天改回来)

diff --git a/config/pay.js b/config/pay.js
-  secretKey: process.env.STRIPE_SECRET_KEY,
+  secretKey: '⟦APIKEY|$stripe_sk3⟧',
+  webhookSecret: '⟦SECRET|$whsec2⟧',
   publishableKey: '⟪publishable_key|pk_live_51MxQpLKc8vTz2hN4yRwE9⟫',
"""),

("meeting_transcript", """腾讯会议转写 - ⟪org_name|华山睡眠医学中心⟫国际门诊  会议号 ⟪meeting_id|318-552-907⟫
⟦PERSON|沈立群⟧: 您好, can you hear me? 先确认一下 name and date of birth.
⟦PERSON|Jenny Wu⟧: 听得到. I'm ⟦PERSON|Jenny Wu⟧, ⟦PERSON|吴珍妮⟧, born ⟦DATE_OF_BIRTH|July 4, 1990⟧.
⟦PERSON|沈立群⟧: 好的. 你的 home sleep test 结果是 ⟦MEDICAL|mild OSA, AHI 9.2⟧, 主要是仰卧位.
⟦PERSON|Jenny Wu⟧: 那需要 CPAP 吗? 在美国一台要 ⟪price|$900⟫ 左右.
⟦PERSON|沈立群⟧: 先试 ⟦MEDICAL|positional therapy⟧ 和口腔矫治器. 这次咨询费 ⟦AMOUNT|¥800⟧ 已经收到了.
"""),

("java_stack_trace", """⟪timestamp|2024-05-09 14:33:21.448⟫ ERROR 1 --- [nio-8080-exec-7] c.a.nursing.web.OrderController : 下单失败 userId=⟪user_id|100382⟫ phone=⟦PHONE|13764021958⟧ ip=⟦IP_ADDRESS|101.86.143.22⟧
com.anxin.nursing.exception.BizException: 身份证校验失败: ⟦IDCARD|$idc16⟧ 与姓名 ⟦PERSON|顾佩珍⟧ 不匹配
    at com.anxin.nursing.service.IdentityService.verify(IdentityService.java:88)
    at com.anxin.nursing.service.OrderService.create(OrderService.java:142)
Caused by: java.net.SocketTimeoutException: Read timed out (host=⟪hostname|idcheck.gov-proxy.internal⟫)
"""),

("refund_email", """Subject: Refund request 退款 - order ⟪order_id|HA-IE-55201⟫

Hi team,
我是 ⟦PERSON|Chen Yutong⟧ (⟦PERSON|陈雨桐⟧). I bought the ⟪product_model|Phonak Lumity 90⟫ for my dad ⟦PERSON|陈国华⟧ in Dublin but he's gone back to China and his ⟦MEDICAL|hearing loss got worse, now severe⟧, needs a power aid. Could you refund the ⟦AMOUNT|€2,150⟧ to my account ⟦IBAN|$iban_ie2⟧? Account name ⟦PERSON|Yutong Chen⟧.
Thanks! ⟦PHONE|+353 83 104 7729⟧
"""),

("readme_markdown", """## 本地开发 Local setup (optician booking)
1. 复制 `.env.example` 到 `.env`
2. 测试用的 key 如下 (**不要**提交真实 key!):
```
STRIPE_PUBLISHABLE_KEY=⟪publishable_key|pk_test_51Hc2dQK9fXbT3n0aPqL7rWmEx⟫
GOOGLE_MAPS_KEY=⟪example_key|AIzaSyEXAMPLE-EXAMPLE-EXAMPLE-0000000⟫
AWS_ACCESS_KEY_ID=⟪example_key|AKIAIOSFODNN7EXAMPLE⟫
```
3. ~~线上 key: ⟦APIKEY|$google2⟧~~ (已作废? @⟦PERSON|Leo Fang⟧ 请确认)
4. 有问题找 ⟦PERSON|方乐⟧ ⟦EMAIL|leo.fang@mingshi-yanjing.cn⟧
"""),

("instagram_dm", """Instagram DM - @⟦PERSON|jess.lin.sg⟧ → @⟪org_handle|glowlab.clinic⟫
⟦PERSON|jess⟧: hi! 想问下 ⟦MEDICAL|Pico laser for melasma⟧ 要做几次? I did 3 sessions in SG before, 效果一般
glowlab: Hi ⟦PERSON|Jess⟧ 👋 一般 5-8 次, 单次 ⟪price|¥1,880⟫, 疗程卡 ⟪price|¥8,800/6次⟫
⟦PERSON|jess⟧: ok I'll buy 疗程. 刚转了定金 ⟦AMOUNT|¥1,000⟧ 到你们 alipay, 我名字 ⟦PERSON|林洁⟧, 电话 ⟦PHONE|+65 8246 1193⟧
"""),

("care_plan", """CARE PLAN 护理计划 - ⟪org_name|颐康居家护理 (Suzhou)⟫
Client 服务对象: Mr ⟦PERSON|Geoffrey Banks⟧ (⟦PERSON|班先生⟧)
DOB: ⟦DATE_OF_BIRTH|3 March 1941⟧    Passport: ⟦PASSPORT|$pp_uk2⟧
Address 地址: ⟦ADDRESS|苏州工业园区星海街200号星海国际广场3幢1801室⟧
Diagnoses 诊断: ⟦MEDICAL|COPD (GOLD 3), home O2 2L/min⟧; ⟦MEDICAL|mild cognitive impairment 轻度认知障碍⟧
Daughter 女儿 (in UK): ⟦PERSON|Rachel Banks⟧ ⟦PHONE|+44 7700 900614⟧
Visits: 每日2次 (08:00 / 19:00), nurse lead ⟦PERSON|孟凡⟧
"""),

("cross_border_order", """【代购下单】⟪org_name|HK Wellcare Pharmacy⟫ online
收件人 Name: ⟦PERSON|唐慧敏⟧ / ⟦PERSON|TANG Huimin⟧
地址: ⟦ADDRESS|广州市天河区珠江新城华夏路30号富力盈通大厦2302 510623⟧
手机: ⟦PHONE|+86 13922087716⟧
Items: ⟦MEDICAL|Differin 0.1% gel x2⟧ (for my ⟦MEDICAL|acne⟧ 痘痘)
Card: ⟦CARD|$card_m3⟧   exp ⟪card_expiry|05/29⟫   CVV ⟦CVV|662⟧
Total: ⟦AMOUNT|HKD 428.00⟧ (incl. shipping ⟪price|HKD 60⟫)
"""),

("dingtalk_group", """钉钉 - ⟪org_name|仁和康复 Shenzhen⟫ therapists
⟦PERSON|Mark Ellis⟧: 明天 morning 我有空, can take ⟦PERSON|方建平⟧'s session? His ⟦MEDICAL|post-op lumbar fusion⟧ protocol week 3.
⟦PERSON|胡蓉⟧: OK 👌 他 9:30. 注意他 ⟦MEDICAL|pain score 6/10⟧, 别做 flexion.
⟦PERSON|Mark Ellis⟧: got it. 另外我的 expense claim ⟦AMOUNT|¥1,260⟧ for the course, 谁审批?
⟦PERSON|胡蓉⟧: 找⟦PERSON|蒋会计⟧. Room ⟪room_number|B-203⟫, course code ⟪training_code|MT-2024-05⟫.
"""),

("csv_export", """客户编号 ID,姓名 Name,电话 Phone,左耳 PTA L,右耳 PTA R,机型 Model,保修到期 Warranty
⟪customer_id|SY-001287⟫,⟦PERSON|李桂芬⟧,⟦PHONE|0571-8523 6617⟧,⟦MEDICAL|71 dB HL⟧,⟦MEDICAL|65 dB HL⟧,⟪product_model|Phonak Naida P70-UP⟫,⟪date|2025-08-15⟫
⟪customer_id|SY-001288⟫,⟦PERSON|Peter Walsh⟧,⟦PHONE|+86 186 5811 0942⟧,⟦MEDICAL|35 dB HL⟧,⟦MEDICAL|38 dB HL⟧,⟪product_model|Oticon Intent 2⟫,⟪date|2026-01-09⟫
"""),

("webhook_payload", """# 明视眼镜海外站 webhook 日志
POST /webhooks/stripe  (signature ok)
{
  "id": "⟪event_id|evt_1PJx7KLkdIwHu7ixq2Rb9GmT⟫",
  "type": "checkout.session.completed",
  "data": {"object": {
    "customer": "⟪customer_id|cus_Q4nR2bTz8yVxLm⟫",
    "customer_details": {"name": "⟦PERSON|Sophie Laurent⟧", "email": "⟦EMAIL|sophie.laurent@free.fr⟧", "phone": "⟦PHONE|+33 7 81 22 40 96⟧",
      "address": "⟦ADDRESS|12 rue des Lilas, 69003 Lyon, FR⟧"},
    "amount_display": "⟦AMOUNT|€189.00⟧",
    "metadata": {"rx": "⟦MEDICAL|OD -3.00 OS -3.25 toric⟧", "门店": "⟪store_code|MS-ONLINE⟫"}
  }}
}
"""),

("python_script", """# 睡眠报告生成后自动通知 report_notify.py
DING_WEBHOOK = "⟦SECRET|$ding_hook2⟧"
DING_SECRET = "⟦SECRET|$ding_sign1⟧"   # 加签 secret
SENDGRID_KEY = "⟦APIKEY|$sendgrid2⟧"   # 给海外患者发英文报告

def notify(patient_name, ahi):
    text = f"报告已生成: {patient_name}, AHI={ahi}"

# test: notify("⟦PERSON|Jenny Wu⟧", 9.2)   ver ⟪version|0.4.1⟫
"""),

("patient_file", """Fiche patient / 患者档案 - ⟪org_name|Beijing Belle Aesthetic 北京美丽汇医美⟫
Nom / Name: ⟦PERSON|Camille Roux⟧    中文名: ⟦PERSON|胡卡米⟧
Née le / DOB 出生日期: ⟦DATE_OF_BIRTH|09/05/1984⟧
N° sécu (for her mutuelle reimbursement): ⟦NATIONAL_ID|$nir1⟧
Traitement / 项目: ⟦MEDICAL|hyaluronic acid filler, nasolabial folds 玻尿酸填充法令纹⟧
Paiement: ⟦AMOUNT|¥9,600⟧ 已付 (WeChat Pay)  单号 ⟪order_id|BB-240522-09⟫
"""),

("root_shell", """[root@nursing-app-01 ~]# cat /root/.ssh/id_ecdsa     # 给⟦PERSON|孟凡⟧临时用, 用完删
⟦SECRET|$pem2⟧
[root@nursing-app-01 ~]# ip addr | grep inet
    inet ⟪loopback_ip|127.0.0.1⟫/8 scope host lo
    inet ⟦IP_ADDRESS|172.18.0.12⟧/16 brd ⟪broadcast_ip|172.18.255.255⟫ scope global eth0
[root@nursing-app-01 ~]# last -n 1
⟦PERSON|mengfan⟧  pts/0  ⟦IP_ADDRESS|114.91.38.250⟧  Wed Jun 12 22:41   still logged in
"""),
]

# ---- part 2 -------------------------------------------------------------
TEXTS += [
("call_transcript", """[Call log transcript] ⟪org_name|HK Wellcare Pharmacy⟫ 客服热线 ⟦PHONE|+852 2388 7160⟧
Agent: Wellcare pharmacy 你好, how can I help?
Caller: Hi, 我想 re-order 我妈的 ⟦MEDICAL|Lipitor 20mg⟧, 她叫 ⟦PERSON|Chan Siu Ling⟧ (⟦PERSON|陈小玲⟧).
Agent: OK, 她的 DOB?
Caller: ⟦DATE_OF_BIRTH|1955年11月3日⟧.
Agent: 好, 用上次那张 card 吗? ending ⟪masked_card|xxxx 2201⟫.
Caller: No, 换一张: ⟦CARD|$card_j1⟧, expiry ⟪card_expiry|12/27⟫, CVV ⟦CVV|914⟧.
Agent: Total ⟦AMOUNT|HK$612⟧, 送到 ⟦ADDRESS|九龙旺角弥敦道688号旺角中心一期12楼C室⟧?
"""),

("registration_form", """Registrazione / 登记 / Registration - ⟪org_name|Shanghai DermaCare International 上海德美皮肤⟫
Patient: ⟦PERSON|Giulia Rossi⟧    DOB: ⟦DATE_OF_BIRTH|17/04/1983⟧
Codice fiscale (for her Italian insurer): ⟦NATIONAL_ID|$cf1⟧
Phone: ⟦PHONE|+39 347 882 1045⟧ / 国内 ⟦PHONE|138 1650 9271⟧
Reason 就诊原因: ⟦MEDICAL|rosacea flare 玫瑰痤疮 after sun exposure⟧, currently on ⟦MEDICAL|doxycycline 40mg⟧
Doctor: ⟦PERSON|王主任⟧    Visit no. ⟪visit_no|DC-24-10872⟫
"""),

("whatsapp_group", """WhatsApp - ⟪org_name|SinoSmile Kids Ortho⟫ parents
[09:14] ⟦PERSON|Priyanka⟧: 大家好, ⟦PERSON|Aarav⟧'s ⟦MEDICAL|palatal expander⟧ came loose last night 😩 anyone know 周末 clinic 开吗?
[09:20] ⟦PERSON|Lisa 王⟧: Saturday 上午开的! call ⟦PHONE|021-5047 8812⟧
[09:21] ⟦PERSON|Priyanka⟧: thanks!! also 我们还欠 ⟦AMOUNT|¥3,200⟧ 的 balance, can pay by 支付宝?
[09:25] SinoSmile: Yes ok. Treatment plan ref ⟪plan_ref|ORT-KID-0931⟫
"""),

("it_ticket", """Ticket ⟪ticket_id|IT-4471⟫ [VPN 账号被锁 / locked out]
Requester: ⟦PERSON|Emily Zhao⟧ (⟦PERSON|赵雨晴⟧), ⟪department|Audiology 听力部⟫
Description: 我换了手机, authenticator 里的 code 没了. Old device IP ⟦IP_ADDRESS|183.192.44.108⟧.
Resolution by ⟦PERSON|gavin.xu⟧: reset MFA. New TOTP seed: ⟦SECRET|$totp3⟧ (请扫码后删除这条). Temp password ⟦PASSWORD|Welcome#4471⟧, 首次登录需修改.
VPN gateway: ⟪hostname|vpn.shengyue-hearing.cn⟫   client ⟪version|FortiClient 7.2.4⟫
"""),

("referral_form", """Home Health Referral 转介单 - ⟪org_name|Golden Years Home Health Agency⟫ (Flushing, NY)
Patient 病人: ⟦PERSON|LIU, MEI-HUA⟧ ⟦PERSON|刘美华⟧    DOB ⟦DATE_OF_BIRTH|02/14/1940⟧
SSN: ⟦SSN|$ssn6⟧    Medicare MBI: ⟪masked_mbi|1EG4-TE5-MK**⟫
Language: Mandarin only 只会说普通话
Address: ⟦ADDRESS|41-25 Kissena Blvd Apt 6F, Flushing, NY 11355⟧
Dx: ⟦MEDICAL|CHF exacerbation 心衰加重⟧, ⟦MEDICAL|new insulin start⟧
Son 儿子: ⟦PERSON|Kevin Liu⟧ ⟦PHONE|718-555-0166⟧
"""),

("ocr_business_card", """[OCR] 名片 Business card
⟪org_name|聆聽 HearingCare Centre⟫
⟦PERSON|鄭嘉欣⟧  ⟦PERSON|Kathy Cheng⟧
Audiologist 聽力學家 M.Sc.
T: ⟦PHONE|+852 2723 5508⟧   M: ⟦PHONE|+852 9186 4420⟧
E: ⟦EMAIL|kathy.cheng@hearingcare.hk⟧
⟪org_address|尖沙咀彌敦道132號美麗華大廈8樓 8/F Mirador Mansion, 132 Nathan Rd, TST⟫
"""),

("google_review", """★★★★★ ⟦PERSON|Tom Becker⟧ · Local Guide · ⟪relative_time|3 weeks ago⟫
Best optician in Shanghai! 验光师 ⟦PERSON|马晓燕⟧ speaks good English and found I have ⟦MEDICAL|early keratoconus 圆锥角膜⟧, which my old optician in Germany missed. Paid ⟦AMOUNT|¥2,650⟧ for ⟦MEDICAL|RGP lenses⟧, worth it.
Response from the owner ⟪org_name|明视眼镜（徐家汇店）⟫: Thank you ⟦PERSON|Tom⟧! 欢迎下次再来 😊
"""),

("registration_form_es", """Registro / 登记 - ⟪org_name|仁和康复理疗中心⟫ International desk
Nombre / Name: ⟦PERSON|Javier Morales Ortega⟧
NIE (Spain): ⟦NATIONAL_ID|$nie1⟧
Email: ⟦EMAIL|javi.morales.o@gmail.com⟧
Problem 问题: ⟦MEDICAL|plantar fasciitis 足底筋膜炎, both feet⟧, runner 跑马拉松
Paid 已付: ⟦AMOUNT|¥1,360⟧ (2 sessions shockwave 冲击波)   Receipt ⟪receipt_no|RH-INT-0578⟫
"""),

("forum_post", """Re: Buying a CPAP in China? 在国内买呼吸机
by ⟦PERSON|expat_snorer⟧ » ⟪timestamp|Wed May 22, 2024 9:14 pm⟫
Got my ⟪product_model|BMC G3 A20⟫ on Taobao for ⟦AMOUNT|3,200 RMB⟧ after my diagnosis at ⟪org_name|华山睡眠医学中心⟫ (⟦MEDICAL|moderate OSA, AHI 24⟧). Way cheaper than the ⟪price|$1,100⟫ ResMed back home. 店家客服⟦PERSON|小刘⟧ even helped me set the pressure to ⟪device_setting|8-14 cmH2O⟫.
"""),

("yaml_config", """# 医美 AI 客服 bot 配置 ai-concierge.yaml
llm:
  provider: openai
  model: ⟪model_name|gpt-4o-mini⟫
  api_key: ⟦APIKEY|$openai1⟧      # TODO: 放到 vault
  rate_limit: ⟪rate_limit|60 rpm⟫
maps:
  google_api_key: ⟦APIKEY|$google3⟧
handoff:
  human_agent: ⟦PERSON|Cindy⟧
  phone: ⟦PHONE|400-880-1919⟧   # 客服热线
  email: ⟦EMAIL|vip@meilai-hz.com⟧
"""),

("intake_form_se", """Patient intake 患者登记 - ⟪org_name|美莱医疗美容 International⟫
Name: ⟦PERSON|Erik Lindqvist⟧    DOB: ⟦DATE_OF_BIRTH|1971-02-08⟧
Personnummer: ⟦NATIONAL_ID|$pnr1⟧ (for Swedish insurance 报销)
Hotel: ⟪hotel_name|杭州西湖国宾馆⟫
Procedure 项目: ⟦MEDICAL|FUE hair transplant 植发, 2,800 grafts⟧
Medical hx: on ⟦MEDICAL|finasteride 1mg⟧; ⟦MEDICAL|hypertension 高血压⟧
"""),

("bilingual_invoice", """INVOICE 发票 No. ⟪invoice_no|SS-INV-24-0412⟫ - ⟪org_name|SinoSmile Dental 陆家嘴⟫
Bill to 付款人: ⟦PERSON|Lukas Meier⟧, ⟦ADDRESS|Seefeldstrasse 88, 8008 Zürich, Switzerland⟧
Treatment 治疗: ⟦MEDICAL|root canal + crown 根管治疗+全瓷冠 (tooth 36)⟧
Total 合计: ⟦AMOUNT|CHF 1,480.00⟧
Overpayment refund 退款 to patient account: ⟦IBAN|$iban_ch1⟧
Our bank 收款账户: ⟪org_account|招商银行上海分行 121 9088 7410 001⟫, SWIFT ⟪swift_code|CMBCCNBS⟫
"""),

("whatsapp_chat", """WhatsApp - ⟪org_name|Lion City Home Nurses⟫
[14:02] LCHN: Hi ⟦PERSON|陈小姐⟧, tomorrow nurse ⟦PERSON|Siti⟧ will come 2pm for Ah Kong ⟦PERSON|陈亚九⟧'s ⟦MEDICAL|NG tube change⟧
[14:05] ⟦PERSON|陈小姐⟧: ok 好的. 门口 lock code ⟦PASSWORD|3 3 0 7⟧, 他最近⟦MEDICAL|咳嗽有痰⟧, 要不要 bring suction?
[14:06] LCHN: Noted, ⟦PERSON|Siti⟧ will bring. Invoice ⟪invoice_no|LC-24-0617⟫, ⟪tariff|S$120 per visit⟫.
"""),

("meeting_minutes", """Mgmt meeting 管理层例会 minutes - ⟪org_name|Halden Dermatology (China)⟫ ⟪date|2024-06-03⟫
Attendees 参会: ⟦PERSON|David Aziz⟧, ⟦PERSON|周社长⟧, ⟦PERSON|Grace Lin⟧
1. Q2 revenue 营收 ⟪org_total|¥18.6M⟫, 同比 +12%.
2. 新院长 offer: Dr ⟦PERSON|Wang Lei⟧ (⟦PERSON|王磊⟧) 年薪 ⟦AMOUNT|¥1,200,000⟧ + bonus, 由⟦PERSON|周社长⟧最终确认.
3. 投诉 case: patient ⟦PERSON|邵雨桐⟧ ⟦MEDICAL|体癣 misdiagnosed as eczema⟧, 同意退款 ⟦AMOUNT|¥1,580⟧.
Next meeting ⟪date|6月17日⟫.
"""),

("curl_commands", """# 测试发送预约提醒 (Brevo) - 别 commit!!
curl -X POST https://api.brevo.com/v3/smtp/email \\
  -H "api-key: ⟦APIKEY|$brevo1⟧" \\
  -d '{"to":[{"email":"⟦EMAIL|sanne.visser@ziggo.nl⟧","name":"⟦PERSON|Sanne Visser⟧"}],"templateId":⟪template_id|17⟫}'
# 拉私有 repo
git clone https://⟦PERSON|leofang⟧:⟦APIKEY|$gh_pat3⟧@github.com/⟪repo_name|mingshi-yanjing/booking⟫.git
"""),

("json_export", """{"患者": "⟦PERSON|Oliver Schmidt⟧", "study_id": "⟪study_id|UF-SLP-0388⟫", "日期": "⟪date|2024-06-08⟫",
 "results": {"AHI": "⟦MEDICAL|31.6/h 中重度⟧", "SpO2_nadir": "⟦MEDICAL|79%⟧", "ODI": "⟦MEDICAL|28.4/h⟧"},
 "interpreting_physician": "⟦PERSON|沈立群⟧", "device": "⟪product_model|Nox A1s⟫", "fw": "⟪firmware_version|3.1.0.2⟫"}
"""),

("student_email", """From: ⟦PERSON|Xu Haoran⟧ <⟦EMAIL|haoran.xu@student.manchester.ac.uk⟧>
To: ⟪org_name|Specs & Co Opticians⟫ Chorlton
Subject: Re: 眼镜 order + voucher

Hi, 我的 National Insurance number 是 ⟦NATIONAL_ID|$nino4⟧ (for the voucher form). 我是 ⟦MEDICAL|high myopia -8.50⟧ 所以镜片要 ⟪lens_index|1.74⟫ 的. My address: ⟦ADDRESS|Flat 12, 30 Oxford Road, Manchester M1 5QA⟧. 谢谢!
⟦PERSON|Haoran⟧
"""),

("sms_pickup", """[⟪org_name|Wellcare 藥房⟫] ⟦PERSON|陳小玲⟧ 您好, your ⟦MEDICAL|Lipitor 20mg⟧ 已可取 ready for pickup at ⟪place_name|旺角⟫ branch. 已收款 Paid ⟦AMOUNT|HK$612⟧. Order ⟪order_id|WC-88120⟫. 查詢 Enquiries ⟦PHONE|+852 2388 7160⟧"""),
]
