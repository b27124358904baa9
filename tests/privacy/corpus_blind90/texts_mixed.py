# -*- coding: utf-8 -*-
"""blind90 - mixed Chinese/English texts."""
TEXTS = []

# ---------------------------------------------------------------- part 1
TEXTS += [
("slack_mixed_ops", """⟦PERSON|Kevin Zhou⟧ 10:32
@⟦PERSON|chenmo⟧ 那个 bat-call pipeline 又挂了，S3 返回 ⟪http_status|403⟫
⟦PERSON|陈默⟧ 10:35
我看了下 IAM，之前的 key 被 disable 了。新的 access key: ⟦APIKEY|$ak_aws4⟧ ，secret 我私发你
⟦PERSON|Kevin Zhou⟧ 10:36
ok 👍 我先用这个跑 ⟪version|v0.9.4⟫，commit ⟪commit_sha|$dec_sha1_3⟫"""),

("email_sg_volunteer", """Hi ⟦PERSON|Wei Ling⟧,

谢谢你报名 ⟪place_name|Sungei Buloh⟫ 的 shorebird ringing！为了买保险我们需要确认：
- NRIC: ⟦NATIONAL_ID|$nric1⟧（你之前发的）
- DOB: ⟦DATE_OF_BIRTH|14 Aug 1995⟧
- Mobile: ⟦PHONE|+65 9127 4408⟧
Please confirm 一下 are these correct? 另外你提到有 ⟦MEDICAL|G6PD deficiency⟧，我们会避免给你某些 insect repellents。

Cheers,
⟦PERSON|Raymond Teo⟧
⟪org_name|Nature Society (Singapore)⟫ Bird Group"""),

("wechat_mixed_flood_uk", """⟦PERSON|Sophie⟧: 今天 ⟪place_name|York⟫ 又 flood alert 了，Ouse 到 ⟪river_level|4.2m⟫
⟦PERSON|刘洋⟧: 我们的 warden training 是 Thursday 吗？
⟦PERSON|Sophie⟧: yes，在 ⟪venue|Guildhall⟫ 6pm，记得带 ID
⟦PERSON|刘洋⟧: ok。对了我搬家了，新地址 ⟦ADDRESS|Flat 12, 3 Navigation Road, York YO1 9RT⟧，帮我改下 contact list
⟦PERSON|Sophie⟧: done ✅ 手机还是 ⟦PHONE|07519 224 806⟧?
⟦PERSON|刘洋⟧: 对"""),

("jira_ticket_mixed", """[⟪ticket_id|WQ-482⟫] 小程序上传水样照片失败 / photo upload fails on iOS
Reporter: ⟦PERSON|Zhao Min⟧ (⟦EMAIL|zhaomin@riverkeeper.cn⟧)
Assignee: ⟦PERSON|dengkai⟧
Env: iOS ⟪os_version|17.5⟫, WeChat ⟪app_version|8.0.49⟫
Log:
  POST https://⟦IP_ADDRESS|47.98.112.36⟧/upload -> 413 Request Entity Too Large
  x-request-id: ⟪request_id|$dec_uuid5⟫
  user_token=⟦APIKEY|$ak_jwt4⟧
备注：⟦PERSON|赵敏⟧ 说只有 >5MB 的图会失败"""),

("group_chat_card_leak", """⟦PERSON|Jason Lim⟧: ⟪url|avinet.com⟫ 只收 credit card，⟪product_code|TB-12m-38mm⟫ 那种网谁的卡可以先垫？shipping ⟪shipping_quote|$65 flat⟫
⟦PERSON|Mei⟧: 用我的吧 ⟦CARD|$card_mc2⟧ CVV ⟦CVV|318⟧
⟦PERSON|Jason Lim⟧: 😱 别发群里!! 快 call bank freeze 掉
⟦PERSON|Mei⟧: 啊啊啊 ok ok，撤回不了了。Total 多少？
⟦PERSON|Jason Lim⟧: ⟦AMOUNT|US$412.80⟧，我回头 PayNow 你 ⟦AMOUNT|S$560⟧"""),

("python_config_mixed", """# -*- coding: utf-8 -*-
# 湿地鸟类 camera trap 分类脚本 — author: ⟦PERSON|Li Yun⟧ <⟦EMAIL|liyun@wetlandcam.org⟧>
OPENAI_API_KEY = "⟦APIKEY|$ak_openai2⟧"   # 临时用，记得删
GOOGLE_VISION_KEY = "⟦APIKEY|$ak_google2⟧"
DATA_DIR = "/home/⟦PERSON|liyun⟧/cam_traps/⟪folder_name|2024_spring⟫"
MODEL = "⟪model_name|efficientnet_b3⟫"
SEED = ⟪random_seed|42⟫"""),

("hotline_transcript_hk", """[Hotline transcript — ⟪org_name|嘉道理農場⟫ wildlife rescue]
Operator ⟦PERSON|Carmen⟧: 你好，wildlife hotline。
Caller: Hi，我喺 ⟪place_name|大埔滘⟫ 見到一隻受傷嘅 ⟪species|豹貓⟫……
⟦PERSON|Carmen⟧: OK，請問點稱呼？
Caller: 姓黃，⟦PERSON|黃志偉⟧，電話 ⟦PHONE|9635 2271⟧。
⟦PERSON|Carmen⟧: ⟦PERSON|黃生⟧，隻豹貓有冇咬到你？
Caller: 有，⟦MEDICAL|右手被咬傷流血⟧。
⟦PERSON|Carmen⟧: 你要即刻去 A&E 打 ⟦MEDICAL|破傷風針⟧。Case number ⟪case_ref|KFBG-24-1183⟫。"""),

("foreign_volunteer_form", """外籍志愿者登记 Foreign volunteer registration（⟪form_version|表格 v2.1⟫）
Name 姓名: ⟦PERSON|Rohan Deshpande⟧
Passport 护照: ⟦PASSPORT|$pp_in2⟧
Aadhaar (for Indian insurance): ⟦NATIONAL_ID|$aadhaar2⟧
DOB 出生日期: ⟦DATE_OF_BIRTH|1991-02-27⟧
Email: ⟦EMAIL|rohan.d@ncbs.res.in⟧
WeChat ID: ⟦PERSON|rohan_bats⟧
Medical 病史: ⟦MEDICAL|asthma, uses salbutamol inhaler⟧
Survey site 调查样区: ⟪site_code|YN-XSBN-07⟫ ⟪place_name|西双版纳⟫"""),

("bilingual_invoice", """INVOICE 发票 ⟪invoice_number|#2024-017⟫
From: ⟦PERSON|Xu Li⟧（⟦PERSON|许丽⟧）, freelance ecologist
Address: ⟦ADDRESS|22 Clarendon Street, Cambridge CB1 1JU⟧
To: ⟪org_name|Wicken Fen Woodland Trust⟫
Item: bilingual bat survey report 中英文蝙蝠调查报告, 5 days @ ⟪day_rate|£300/day⟫
Amount due 应付金额: ⟦AMOUNT|£1,500.00⟧
Bank: ⟦IBAN|$iban_gb7⟧　Payment terms: ⟪payment_terms|30 days⟫"""),

("terminal_session_psql", """(base) ⟦PERSON|sunhao⟧@⟪hostname|ringdb-prod⟫:~$ psql "postgresql://ringer:⟦SECRET|Sh!n2024ring⟧@⟦IP_ADDRESS|10.2.0.15⟧:5432/⟪db_name|banding⟫"
psql (⟪version|15.6⟫)
banding=# select name, phone from ringers limit 2;
     name     |      phone
--------------+------------------
 ⟦PERSON|孙浩⟧         | ⟦PHONE|13301102248⟧
 ⟦PERSON|Tom Briggs⟧   | ⟦PHONE|+44 7826 551 093⟧
(2 rows)
banding=# \\q
(base) ⟦PERSON|sunhao⟧@ringdb-prod:~$ # 哎，密码进 history 了"""),

("wechat_rescue_admin", """⟦PERSON|Amy Chen⟧: 今天 intake 了三只：1 hedgehog ⟪patient_id|H-24-077⟫（"⟪pet_name|Spike⟫" 是 finder 起的名字 lol），2 baby blackbirds
⟦PERSON|Amy Chen⟧: finder 是 Mrs ⟦PERSON|Patterson⟧，⟦PHONE|01904 622 381⟧，住 ⟦ADDRESS|8 Heslington Lane, York YO10 4LP⟧
⟦PERSON|王浩然⟧: ok 我登记了。对了你下周 ⟦MEDICAL|wisdom tooth extraction⟧ 那天谁 cover？
⟦PERSON|Amy Chen⟧: ⟦PERSON|Jake⟧ 说他可以"""),

("pr_review_comments", """PR ⟪pr_number|#57⟫: feat: 支持 Netatmo 气象站数据同步
@⟦PERSON|luojun-wx⟧ commented:
> config.example.yaml 里别放真 token 啊，你这个 ⟦APIKEY|$ak_netatmo2⟧ 看着是真的
@⟦PERSON|yinxd⟧ replied:
> 😅 已经 revoke 了。Weathercloud 的 key ⟦APIKEY|$ak_wcloud2⟧ 也是真的，一起删了
CI: ✅ build ⟪build_id|1042⟫ passed · coverage ⟪coverage|81.3%⟫"""),

("leave_request_email", """Subject: 请假 leave request – bat survey next week
Hi Dr ⟦PERSON|Hughes⟧,
我下周没办法参加 Tuesday 的 emergence survey（⟪survey_code|ES-07⟫）了。医生说我是 ⟦MEDICAL|Lyme disease⟧（上个月在 ⟪place_name|New Forest⟫ 被 tick 咬的），要吃 ⟦MEDICAL|doxycycline⟧ 三周。Sorry!! 数据分析那部分我会 catch up。
⟦PERSON|Zhang Yiran⟧ ⟦PERSON|张怡然⟧"""),

("stipend_form_us", """Volunteer stipend form 志愿者补贴表 — ⟪org_name|Golden Gate Bat Survey⟫, project ⟪project_code|GGNRA-BAT-24⟫
Name: ⟦PERSON|Jenny Huang⟧（⟦PERSON|黄珍妮⟧）
SSN: ⟦SSN|$ssn5⟧
DOB: ⟦DATE_OF_BIRTH|05/19/1998⟧
Address: ⟦ADDRESS|1520 Clement St Apt 4, San Francisco, CA 94118⟧
Phone: ⟦PHONE|(415) 387-2290⟧
Stipend 金额: ⟦AMOUNT|$600⟧ (attach ⟪form_id|W-9 rev. 2024⟫)"""),

("bash_wecom_alert", """#!/bin/bash
# 每小时推送雨量 alert 到企业微信 — by ⟦PERSON|wangtao⟧ (cron ⟪cron_schedule|0 * * * *⟫)
WEBHOOK="⟦SECRET|$sec_hook_wecom2⟧"
RAIN=$(curl -s "http://⟦IP_ADDRESS|192.168.3.50⟧/api/rain?station=⟪station_id|QH-07⟫")
if [ "$RAIN" -gt 30 ]; then
  curl -s -X POST "$WEBHOOK" -H 'Content-Type: application/json' -d '{"msgtype":"text","text":{"content":"雨量超 ⟪threshold|30mm⟫！值班 ⟦PERSON|王涛⟧ ⟦PHONE|13851762204⟧","mentioned_mobile_list":["⟦PHONE|13851762204⟧"]}}'
fi"""),

("forum_hk_weather", """[⟪forum_name|香港天氣討論區⟫] Re: 我個 Davis station 俾人 hack 咗？！
⟦PERSON|wxfan_ckl⟧: 我 check 咗 router log，有個 IP ⟦IP_ADDRESS|218.250.14.99⟧ 一直 login 我個 WeatherLink，試咗成百次 password。
⟦PERSON|Alan Tse⟧: 你個 admin password 係咪仲係 default 嘅 "⟪default_password|admin⟫"？
⟦PERSON|wxfan_ckl⟧: 唔係，我用 ⟦PASSWORD|ckl0812wx⟧……而家改咗喇
⟦PERSON|Alan Tse⟧: 咁你啱啱咪講咗出嚟 😂 快啲再改。⟪doc_ip|203.0.113.8⟫ 嗰個唔使 block，係 doc IP 嚟。"""),

("ringing_trainees_csv", """name,name_cn,email,mobile,permit,notes
⟦PERSON|Chen Mo⟧,⟦PERSON|陈默⟧,⟦EMAIL|chenmo.ring@gmail.com⟧,⟦PHONE|+86 139 1682 4470⟧,⟪permit_number|T-2024-011⟫,
⟦PERSON|Olivia Hart⟧,,⟦EMAIL|o.hart@ringing.org.uk⟧,⟦PHONE|07834 116 502⟧,⟪permit_number|C-4410⟫,⟦MEDICAL|dyslexic⟧ - 请把环号读回给她确认
# 备注：来自 ⟪place_name|Helgoland⟫ 的交换生下周加入"""),

("whatsapp_my_bat_trap", """⟦PERSON|Aisyah⟧: guys 今晚 ⟪equipment|harp trap⟫ 在 ⟪place_name|Ulu Gombak⟫ 还去吗？下大雨
⟦PERSON|Kok Wai⟧: 去啦，雨停就开始。我 7pm pick up 你，地址是 ⟦ADDRESS|No. 12, Jalan SS 2/24, 47300 Petaling Jaya, Selangor⟧ 对吗？
⟦PERSON|Aisyah⟧: yes。btw 我的 IC for the permit (⟪permit_number|PERHILITAN/B/2024/0417⟫): ⟦NATIONAL_ID|$mykad1⟧
⟦PERSON|Kok Wai⟧: 收到。记得带你的 ⟦MEDICAL|EpiPen⟧，上次 ⟦MEDICAL|bee sting reaction⟧ 好恐怖"""),
]

# ---------------------------------------------------------------- part 2
TEXTS += [
("email_signature_tw", """Dear Dr ⟦PERSON|Nakamura⟧,
附件是我們今年的 bat acoustic data（⟪file_name|TBRI_2024_Q2.zip⟫，⟪file_size|2.3 GB⟫）。Password for the zip: ⟦PASSWORD|pipistrellus-0704⟧
Best regards,
⟦PERSON|林怡君⟧ ⟦PERSON|Yi-Chun Lin⟧
⟪org_name|台灣蝙蝠學會⟫ Taiwan Bat Association
Tel: ⟦PHONE|+886 2 2737 8811 ext. 215⟧
Email: ⟦EMAIL|yclin@twbats.org.tw⟧"""),

("donation_app_log", """[⟪log_time|2024-05-03 14:22:01⟫] INFO donation.create donor="⟦PERSON|Grace Wu⟧" email=⟦EMAIL|gracewu@hku.hk⟧ amount=⟦AMOUNT|HK$500⟧ ip=⟦IP_ADDRESS|112.118.44.7⟧
[2024-05-03 14:22:02] DEBUG stripe key=⟦APIKEY|$ak_stripe2⟧ (⚠️ 不应该 log 出来)
[2024-05-03 14:22:03] INFO charge ⟪charge_id|ch_3PBx92Lk4vT0mQ1r0aZ8d7Ye⟫ succeeded, card ⟪masked_card|**** 6620⟫
[2024-05-03 14:22:03] INFO 感谢信已发送 → ⟦PERSON|吴恩慈⟧"""),

("whatsapp_hk_family_medical", """⟦PERSON|Yvonne⟧: 今日唔去 ringing 喇，我阿爸 ⟦MEDICAL|中風⟧ 入咗 ⟪hospital|瑪麗醫院⟫ 😢
⟦PERSON|Ken Lau⟧: 哎呀，take care！需要咩幫手 just let me know
⟦PERSON|Yvonne⟧: thanks。佢而家 ⟦MEDICAL|左邊手腳無力⟧，醫生話要做幾個月 physio
⟦PERSON|Ken Lau⟧: 我幫你 cover ⟪site_name|米埔 Gei Wai 16⟫ 嘅 ringing，你啲 ⟪ring_size|size 2 rings⟫ 擺邊？
⟦PERSON|Yvonne⟧: 喺我屋企 ⟦ADDRESS|沙田第一城 38座 15樓 F室⟧，大堂 code ⟦PASSWORD|2819⟧"""),

("k8s_configmap_leak", """# ⚠️ 这个 ConfigMap 不该放 secret — ⟦PERSON|yuanhui⟧ 2024-03
apiVersion: ⟪api_version|v1⟫
kind: ConfigMap
metadata:
  name: ⟪k8s_name|bird-id-api⟫
data:
  ANTHROPIC_API_KEY: "⟦APIKEY|$ak_anthropic2⟧"
  SLACK_BOT_TOKEN: "⟦APIKEY|$ak_slack1⟧"
  SLACK_SIGNING_SECRET: "⟦SECRET|$sec_slack_sign1⟧"
  JWT_SECRET: "⟦SECRET|$sec_jwtsecret1⟧"
  IMAGE_TAG: "⟪image_tag|2024.03.2-hotfix⟫\""""),

("passport_scan_ocr", """[OCR] PASSPORT 护照
Type/类型 P   Country code/国家码 CHN   Passport No./护照号 ⟦PASSPORT|$pp_cn5⟧
Surname/姓 ⟦PERSON|ZHAO⟧   Given names/名 ⟦PERSON|MIN⟧   姓名 ⟦PERSON|赵敏⟧
Sex/性别 F   Date of birth/出生日期 ⟦DATE_OF_BIRTH|14 FEB 1996⟧
Place of birth/出生地点 ⟪place_name|GUANGDONG⟫
Date of issue/签发日期 ⟪issue_date|03 JUL 2019⟫   Date of expiry/有效期至 ⟪expiry_date|02 JUL 2029⟫
Authority/签发机关 ⟪issuing_authority|National Immigration Administration⟫
附：身份证 ⟦IDCARD|$id_zhaomin⟧（签证材料用）"""),

("bilingual_minutes", """Minutes 会议纪要 — ⟪org_name|Sino-British Woodland Partnership⟫, ⟪meeting_date|2024-04-18⟫
Attendees 出席: ⟦PERSON|Helen Marsh⟧, ⟦PERSON|马静⟧, ⟦PERSON|Owen Pritchard⟧, ⟦PERSON|罗军⟧ (video)
1. Budget 预算: Phase 2 grant ⟪org_total|£45,000⟫ received.
2. ⟦PERSON|Owen⟧'s travel claim ⟦AMOUNT|£312.60⟧ approved；⟦PERSON|马静⟧ 的签证费 ⟦AMOUNT|¥1,100⟧ 报销。
3. ⟦PERSON|Helen⟧ on leave in May (⟦MEDICAL|knee surgery⟧).
4. Next meeting 下次会议: ⟪meeting_date|late June⟫."""),

("json_dingtalk_robot", """{
  "robot": "⟪bot_name|防汛预警机器人⟫",
  "webhook": "⟦SECRET|$sec_hook_ding2⟧",
  "secret": "⟦SECRET|$sec_ding_sign2⟧",
  "at": {"atMobiles": ["⟦PHONE|18905190338⟧", "⟦PHONE|13851762204⟧"], "isAtAll": false},
  "owner": "⟦PERSON|Sun Hao⟧",
  "sensor_gateway": "⟦IP_ADDRESS|10.30.0.1⟧",
  "schema": "⟪schema_version|1.2⟫",
  "updated": "⟪timestamp|2024-06-28T07:00:00+08:00⟫"
}"""),

("payroll_email_au", """Hi ⟦PERSON|Ming⟧,
欢迎加入 ⟪org_name|WIRES⟫ casual rescue team！For payroll 请 confirm：
- TFN: ⟦NATIONAL_ID|$tfn1⟧
- Bank BSB: ⟪bsb|062-000⟫ (⟪org_name|CommBank⟫)
- Hourly rate: ⟦AMOUNT|A$32.50⟧
- Passport (for the visa check): ⟦PASSPORT|$pp_cn6⟧
- Mobile: ⟦PHONE|0412 884 301⟧
你的 VEVO check 已经 ok 了，student visa condition ⟪visa_condition|8105⟫ 每两周最多 48 小时。
Thanks, ⟦PERSON|Bec Ellison⟧ (HR)"""),

("java_error_log", """2024-04-11 09:14:22.301 ERROR [rescue-api,⟪trace_id|6f2a9c41b7e03d85⟫] c.w.r.service.SmsService : 短信发送失败 mobile=⟦PHONE|15882317406⟧ name=⟦PERSON|李芸⟧
com.aliyuncs.exceptions.ClientException: ⟪error_code|InvalidAccessKeyId.NotFound⟫ : Specified access key is not found. AccessKeyId=⟦APIKEY|$ak_aliyun3⟧
    at com.aliyuncs.DefaultAcsClient.getAcsResponse(DefaultAcsClient.java:⟪line_number|264⟫)
    at cn.wildrescue.service.SmsService.send(SmsService.java:57)
Caused by: java.net.ConnectException: Connection refused (to ⟦IP_ADDRESS|100.100.2.136⟧:443)"""),

("instagram_dm_hk", """⟦PERSON|Sam Cheung⟧: Hi Miss ⟦PERSON|Ho⟧，我想報名做 wildlife rehab volunteer。我嘅資料：HKID ⟦NATIONAL_ID|$hkid2⟧，電話 ⟦PHONE|5163 0927⟧，email ⟦EMAIL|samcheung.hk@yahoo.com.hk⟧
Miss ⟦PERSON|Ho⟧: 多謝 ⟦PERSON|Sam⟧！下次唔好喺 DM 寄 HKID 呀，用 form 就得（報名編號 ⟪volunteer_id|KF-V-0922⟫）。Orientation 係 ⟪event_date|6月8號⟫ 喺 ⟪place_name|大埔⟫。
⟦PERSON|Sam Cheung⟧: 明白 🙏 我有 ⟦MEDICAL|色盲⟧，會唔會有影響？"""),

("camp_registration_br", """Registration 登记 — International Shorebird Ringing Camp 国际鸻鹬环志营 ⟪event_code|ISRC-2024⟫
Name: ⟦PERSON|Beatriz Albuquerque⟧
CPF: ⟦NATIONAL_ID|$cpf1⟧
Passport 护照: ⟦PASSPORT|$pp_br1⟧
Email: ⟦EMAIL|bia.albuquerque@usp.br⟧
WhatsApp: ⟦PHONE|+55 11 98432-7719⟧
Dietary/Medical 饮食/医疗: vegetarian 素食；⟦MEDICAL|shellfish allergy 对贝类过敏⟧
Arrival 抵达: ⟪flight_number|CA908⟫ ⟪arrival_time|Sep 12 06:35⟫ ⟪airport_code|PEK⟫"""),

("mqtt_client_log", """⟪unix_timestamp|1715412000⟫ [mqtt] connect tcp://⟦IP_ADDRESS|47.106.18.220⟧:⟪port|1883⟫ user=⟦PERSON|yeqing⟧ pass=⟦PASSWORD|tianmu@2024⟧
1715412001 [mqtt] CONNACK rc=0 ✓
1715412060 [pub] wx/⟪station_id|LA-TMS-01⟫ {"t":⟪measurement|21.4⟫,"rh":88,"p":1004.1}
1715412120 [warn] owner ⟦PERSON|叶青⟧: QWeather key ⟦APIKEY|$ak_qweather3⟧ 本月额度已用 90%"""),

("email_honorarium_ca", """Subject: Re: 志愿者 honorarium – ⟪place_name|Fraser Valley⟫ flood response (⟪incident_id|FVRD-24-003⟫)
Hi ⟦PERSON|Kelly⟧,
我的 SIN 是 ⟦NATIONAL_ID|$sin2⟧，地址 ⟦ADDRESS|8271 Granville Ave, Richmond, BC V6Y 1P3⟧。Honorarium ⟦AMOUNT|CA$250⟧ 请 e-transfer 到 ⟦EMAIL|peterchan.bc@shaw.ca⟧ 就好。
另外那天 sandbagging 拉伤了腰（⟦MEDICAL|lumbar strain⟧），physio 说要休息两周。
Thanks,
⟦PERSON|Peter Chan⟧ ⟦PERSON|陈伯达⟧
⟦PHONE|604-273-8812⟧"""),

("wechat_uk_casual_pay", """⟦PERSON|刘洋⟧: ⟦PERSON|Hannah⟧，⟪org_name|Ouse & Foss Rivers Trust⟫ 说 casual pay 需要 NI number，我的是 ⟦NATIONAL_ID|$nino3⟧，刚下来的
⟦PERSON|Hannah⟧: great 谢谢！Pay rate ⟪pay_rate|£11.44/hr⟫ (national living wage)，你这个月 ⟦AMOUNT|£137.28⟧ 会在 ⟪pay_date|28th⟫ 到账
⟦PERSON|刘洋⟧: 👌 账户是 ⟦IBAN|$iban_gb8⟧"""),

("internal_wiki_page", """## 服务器访问 Server access（内部 wiki，⟦PERSON|Wang Tao⟧ 维护）
- Jump host: ⟦IP_ADDRESS|121.40.88.17⟧ (port ⟪port|2222⟫)
- 用户名 user: ⟦PERSON|wangtao⟧
- 私钥 private key（临时，下周换）:
⟦SECRET|$sec_pem_rsa1⟧
- Grafana: http://⟦IP_ADDRESS|10.30.0.8⟧:⟪port|3000⟫  admin / ⟦PASSWORD|Gr@fana-Flood24⟧
- 文档里的 example IP ⟪doc_ip|198.51.100.14⟫ 不要用"""),

("bilingual_donation_receipt", """RECEIPT 收据 No. ⟪receipt_id|WT-R-88120⟫
Received from 今收到: Mr ⟦PERSON|Gao Yang⟧（⟦PERSON|高阳先生⟧）
Amount 金额: ⟦AMOUNT|£1,000.00⟧（⟦AMOUNT|壹仟英镑整⟧）
For 用于: planting ⟪tree_count|100 native trees⟫ at ⟪site_name|Coed y Brenin⟫ in memory of his mother ⟦PERSON|Li Shufen⟧ ⟦PERSON|李淑芬⟧
Payment: ⟪masked_card|Visa ****1184⟫
Received by 经手人: ⟦PERSON|Gwyn Roberts⟧"""),

("telegram_bot_code", """# 蝙蝠 survey 提醒 bot — ⟦PERSON|Han Bo⟧ (⟪library_version|pyTelegramBotAPI 4.17⟫)
import telebot
bot = telebot.TeleBot("⟦APIKEY|$ak_tg2⟧")
CHAT_ID = ⟪chat_id|-1002231459018⟫
VOLUNTEERS = {"⟦PERSON|韩博⟧": "⟦PHONE|13940217785⟧", "⟦PERSON|冯雨⟧": "⟦PHONE|18622093417⟧"}
# 旧 token（已作废？）: ⟦APIKEY|$ak_tg3⟧"""),

("visitor_review_mixed", """★★★★☆ 来 ⟪org_name|Tai Po Kau wildlife centre⟫ 做了一天 volunteer，很有意义！Staff ⟦PERSON|Jacky⟧ 超 nice，教我们怎么喂 baby birds。唯一问题是 volunteers 也要收 entrance fee ⟪price|HK$30⟫，有点奇怪……
P.S. 我那天 ⟦MEDICAL|中暑⟧ 了，⟦PERSON|Jacky⟧ 给我拿了电解质水 🙏 （去的是 ⟪visit_date|5月4號⟫）
— ⟦PERSON|Winnie Tsang⟧"""),

("mysqldump_excerpt", """INSERT INTO `rescue_reporters` VALUES (⟪db_row_id|1021⟫,'⟦PERSON|石磊⟧','⟦PHONE|18672033591⟧','⟦EMAIL|shilei_whu@foxmail.com⟧','⟦IP_ADDRESS|111.47.220.86⟧','⟪timestamp|2024-02-08 13:22:10⟫','武汉 东湖 受伤白鹭');
INSERT INTO `rescue_reporters` VALUES (1022,'⟦PERSON|Anna Schmidt⟧','⟦PHONE|+49 151 2234 8870⟧','⟦EMAIL|anna.schmidt@posteo.de⟧','⟦IP_ADDRESS|2003:e5:4f1a:9c00:b9e2:11d7:6a2c:40f5⟧','2024-02-08 15:01:44','injured heron near the lake, 在东湖');
-- Dump completed on ⟪dump_date|2024-02-10  3:00:01⟫ (mysqldump ⟪version|8.0.36⟫)"""),
]
