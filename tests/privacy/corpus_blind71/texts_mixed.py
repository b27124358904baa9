# -*- coding: utf-8 -*-
"""Mixed Chinese/English texts of the blind71 corpus, typed one at a time."""
TEXTS = []

# ---- part 1 -------------------------------------------------------------
TEXTS += [
("slack_channel", """#bgc-ops
[10:02] ⟦PERSON|Vivian Zhou⟧: @⟦PERSON|kevin.li⟧ 这个 candidate ⟦PERSON|Jason Wu⟧ 的 SSN 核实了吗？client 在催
[10:04] ⟦PERSON|kevin.li⟧: 核了，⟦SSN|$ssn10⟧ 跟 credit header 对得上，但是 address history 里多了一个 ⟦ADDRESS|1288 Mission St, Apt 5, San Francisco, CA 94103⟧，他自己没填
[10:05] ⟦PERSON|Vivian Zhou⟧: 那要 follow up 一下，直接打他手机 ⟦PHONE|415-555-0172⟧
[10:06] ⟦PERSON|kevin.li⟧: ok，report 编号 ⟪report_id|BGC-SH-20931⟫，今天下班前出"""),

("wechat_chat", """⟦PERSON|Coco⟧：我租房的 referencing 被卡了😭 agency 说我的 NI number ⟦NATIONAL_ID|$nid_nino2⟧ 查不到 employment record
⟦PERSON|Mia林⟧：你不是 student 吗，一般要 guarantor 啊
⟦PERSON|Coco⟧：我找了 ⟪org_name|Housing Hand⟫ 做 guarantor，又交了 ⟦AMOUNT|£450⟧。deposit ⟦AMOUNT|£1,380⟧ 也是从我 ⟦IBAN|$iban_gb2⟧ 转过去的，现在说要再等 ⟪time_period|5 working days⟫
⟦PERSON|Mia林⟧：离谱，你打他们 hotline 问问 ⟦PHONE|020 7946 0381⟧"""),

("email_locate_request", """Subject: Locate request - ⟦PERSON|Chen Haoran⟧ (⟦PERSON|陈浩然⟧)

Hi ⟦PERSON|Amanda⟧,

Our client ⟦PERSON|刘女士⟧ (⟦PERSON|Liu Jia⟧) 想找她前夫 ⟦PERSON|Chen Haoran⟧，最后已知地址 ⟦ADDRESS|8171 Ackroyd Rd, Unit 1203, Richmond, BC V6X 3K1⟧。他的护照号 client 提供了：⟦PASSPORT|$pp_cn3⟧。Please check if he is still in Canada, 有消息先发微信给我。Budget ⟪quote|CAD 2,500⟫ approved.

Thanks,
⟦PERSON|Eric Zhang⟧ | ⟪org_name|Pacific Rim Investigations⟫ | ⟦PHONE|604-555-0149⟧"""),

("wechat_chat", """⟦PERSON|Tony Huang⟧（process server）：⟦PERSON|王先生⟧你好，我是法院文件送达员 ⟦PERSON|Tony⟧，有一份 summons 需要交给 ⟦PERSON|Wang Jianguo⟧ 本人，请问您明天在 ⟦ADDRESS|41-25 Kissena Blvd, Apt 6C, Flushing, NY 11355⟧ 吗？
⟦PERSON|王建国⟧：什么文件？谁告我？
⟦PERSON|Tony Huang⟧（process server）：是 ⟪org_name|Queens Civil Court⟫ 的 case ⟪index_number|CV-004417-24/QU⟫，原告是 ⟦PERSON|Linda Ma⟧。我只负责送达，具体请问律师。
⟦PERSON|王建国⟧：我明天不在，你打我电话 ⟦PHONE|(718) 555-0126⟧"""),

("payment_gateway_log", """[⟪timestamp|2024-06-13 14:22:08⟫] ERROR PayGateway - 扣款失败 resp_code=⟪error_code|05⟫ Do Not Honor
  request body: {"order":"⟪order_id|SHR-20240613-0042⟫","card":"⟦CARD|$card10⟧","cvv":"⟦CVV|271⟧","holder":"⟦PERSON|ZHANG MIN⟧","amount":"⟦AMOUNT|USD 240.00⟧"}
  client_ip=⟦IP_ADDRESS|58.247.10.36⟧ merchant_id=⟪merchant_id|MID-880214⟫
# TODO @⟦PERSON|lixin⟧ 日志里不能打印卡号和 CVV!!! 马上加 masking，PCI audit 下个月"""),

("meeting_minutes", """Lab meeting ⟪meeting_date|13 Jun⟫ - ⟪org_name|Harbour Forensic Document Lab⟫
Present: Dr. ⟦PERSON|Kwok Wing-yan⟧, ⟦PERSON|Alan Tsang⟧, ⟦PERSON|Cheryl Ho⟧
1. ⟪case_number|HFL-24-088⟫ 遗嘱案：Q1 签名 vs K1-K20，初步 opinion "probably not"。立遗嘱人 ⟦PERSON|梁錦榮⟧ 晚年有 ⟦MEDICAL|Parkinson's disease⟧，要考虑 tremor 因素。
2. 客户 Mrs. ⟦PERSON|Leung⟧ 身份证 ⟦NATIONAL_ID|$nid_hkid2⟧ 已核对，fee ⟦AMOUNT|HK$28,000⟧ 已收。
3. ⟦PERSON|Cheryl⟧ 下周 annual leave，⟦PERSON|Alan⟧ cover。"""),

("dotenv_config", """# 销毁预约网站 shop — 生产环境，别乱改 !!!
SHOPIFY_ADMIN_TOKEN=⟦APIKEY|$ak_shopify1⟧
STRIPE_RESTRICTED_KEY=⟦APIKEY|$ak_stripe2⟧
STRIPE_WEBHOOK_SECRET=⟦SECRET|$sec_whsec2⟧
TWILIO_API_KEY=⟦APIKEY|$ak_twilio1⟧
MAILGUN_API_KEY=⟦APIKEY|$ak_mailgun1⟧
MAILGUN_DOMAIN=⟪domain_name|mg.cedarlineshred.com⟫
# 文档里的测试 key，不是我们的:
STRIPE_TEST_PK=⟪doc_example_key|pk_test_TYooMQauvdEDq54NiTphI7jx⟫
OWNER_CONTACT="⟦PERSON|李欣⟧ ⟦PHONE|+1 626 555 0183⟧\""""),

("feishu_chat", """⟦PERSON|Grace Tan⟧: 明天那个 pre-employment polygraph 的 examinee Mr. ⟦PERSON|Ong Kah Seng⟧ 说他有 ⟦MEDICAL|hypertension⟧，在吃 ⟦MEDICAL|amlodipine 5mg⟧，要 reschedule 吗？
⟦PERSON|David Lee⟧: 不用，pre-test 记录下来就好。他的 passport ⟦PASSPORT|$pp_hk1⟧ 是香港的？
⟦PERSON|Grace Tan⟧: 对，HK 人 working in SG。fee ⟪price|S$650⟫ company 付。"""),

("csv_export", """姓名 Name,护照 Passport,手机 Mobile,月租 Rent,担保人 Guarantor
⟦PERSON|Zhao Yuqi⟧ ⟦PERSON|赵雨琪⟧,⟦PASSPORT|$pp_cn5⟧,⟦PHONE|0412 555 018⟧,⟦AMOUNT|A$1,950⟧,⟦PERSON|赵国平⟧
⟦PERSON|Sun Hao⟧ ⟦PERSON|孙浩⟧,⟦PASSPORT|$pp_cn6⟧,⟦PHONE|0433 555 207⟧,⟦AMOUNT|A$1,720⟧,⟪org_name|UniGuarantee Pty Ltd⟫
# exported ⟪timestamp|13/06/2024 16:40⟫ by ⟪operator_id|leasing-03⟫"""),

("call_transcript", """[录音转写] ⟪call_id|Call#7781⟫
客服 ⟦PERSON|Jenny⟧: 您好 ⟪org_name|ShredPro⟫，请问有什么可以帮您？
客户: 我要 book 一个 residential shredding pickup，大概 8 boxes。
⟦PERSON|Jenny⟧: 好的，⟪price|$12 per box⟫，加 pickup fee 一共 ⟦AMOUNT|$131⟧。您贵姓？
客户: 我叫 ⟦PERSON|Helen Guo⟧。信用卡号是 ⟦CARD|$card6⟧，过期 0428，背面三位 ⟦CVV|845⟧。
⟦PERSON|Jenny⟧: 好的 ⟦PERSON|Guo⟧ 女士，地址是？
客户: ⟦ADDRESS|2250 S Atlantic Blvd, Monterey Park, CA 91754⟧。"""),

("web_form_rental_application", """租房申请 Rental Application - ⟪org_name|Golden Key Property Mgmt⟫
姓名 Name: ⟦PERSON|Chen Xiaoyu⟧
生日 DOB: ⟦DATE_OF_BIRTH|07/22/1997⟧
SSN: ⟦SSN|$ssn11⟧
电话 Phone: ⟦PHONE|(626) 555-0114⟧      Email: ⟦EMAIL|xiaoyu.chen97@gmail.com⟧
申请费 Application fee ⟪price|$50⟫  信用卡 Card: ⟦CARD|$card13⟧  Exp 03/28  CVV ⟦CVV|019⟧
紧急联系人 Emergency contact: ⟦PERSON|陈志明⟧ (father) ⟦PHONE|+86 135 1024 6633⟧"""),

("xiaohongshu_note", """在美国第一次被 process server 送传票是什么体验😰
昨晚有个大叔在我 ⟪place_name|Irvine⟫ 公寓门口等我，问 "Are you ⟦PERSON|Yiting Xu⟧?" 我傻傻说 yes，他就把一叠 documents 塞给我说 "You've been served" 🤯 原来是之前的 landlord 告我 small claims，说我欠 ⟦AMOUNT|$2,380⟧ 的 cleaning fee + rent…
有没有懂的姐妹，small claims 要请 lawyer 吗？
—— ⟦PERSON|xt_在加州⟧  #留学生 #美国生活 ⟪hashtag|#smallclaims⟫"""),

("invoice", """INVOICE / 发票   ⟪invoice_number|F-2024-037⟫
Interpreter 口译员: ⟦PERSON|Wang Li-Chauvet⟧
Client 客户: M. ⟦PERSON|Zhou Bin⟧
Service: Mandarin-French court interpreting, ⟪court_name|Tribunal judiciaire de Paris⟫, ⟪hearing_date|12/06/2024⟫, ⟪duration|3h⟫ @ ⟪hourly_rate|65 €/h⟫
Total 应付: ⟦AMOUNT|195,00 €⟧
请转账至 Bank transfer to: ⟦IBAN|$iban_fr1⟧
Tel ⟦PHONE|+33 6 71 55 20 48⟧"""),

("json_config", """{
  "team": "背调二组",
  "slack_bot_token": "⟦APIKEY|$ak_slack2⟧",
  "alert_webhook": "⟦SECRET|$sec_slackhook2⟧",
  "oncall": ["⟦EMAIL|kevin.li@sinocheck.com⟧", "⟦EMAIL|vivian.zhou@sinocheck.com⟧"],
  "备注": "这是 ⟦PERSON|Kevin⟧ 的个人 token，离职前一定要换",
  "version": "⟪version|0.4.0⟫"
}"""),

("email_with_signature", """Hi ⟦PERSON|Ravi⟧，

关于 ⟪case_number|LCI/24/0207⟫：subject ⟦PERSON|Arjun Mehta⟧ 的 Aadhaar ⟦NATIONAL_ID|$nid_aadhaar2⟧ 已由 India partner 核实，他在 Bangalore 有 registered address ⟦ADDRESS|No. 7, 12th Main, HAL 2nd Stage, Indiranagar, Bengaluru 560008⟧。新加坡这边他用 ⟦PHONE|+65 8123 5506⟧。
Client 同意追加 budget ⟪quote|S$2,000⟫。

Regards,
⟦PERSON|Tan Mei Hua⟧
⟪org_name|Lion City Investigations Pte Ltd⟫"""),

("community_notice", """📢 社区免费碎纸日 Community Shred Day
时间 When: ⟪event_date|Sat 6/22⟫ ⟪time_of_day|9am–12pm⟫
地点 Where: ⟪place_name|Alhambra Civic Center⟫ parking lot
每户限 ⟪quantity_limit|3 boxes⟫，不收 hard drives / 不收电子产品
主办 Hosted by ⟪org_name|ShredPro⟫ & ⟪org_name|San Gabriel Valley Chinese Chamber⟫
NAID AAA certified ⟪certification_id|#A-2291⟫"""),

("markdown_vendor_table", """| Vendor | 报价 Price | 联系人 Contact | 电话 Phone |
|---|---|---|---|
| ⟪org_name|SinoCheck⟫ | ⟪price|¥380/份⟫ | ⟦PERSON|Vivian Zhou⟧ | ⟦PHONE|021-6133 8820⟧ |
| ⟪org_name|TrueVerify Global⟫ | ⟪price|$45/check⟫ | ⟦PERSON|Mark Ellison⟧ | ⟦PHONE|+1 470 555 0112⟧ |
| ⟪org_name|安居背调⟫ | ⟪price|¥199/份⟫ | ⟦PERSON|小林⟧ | ⟦PHONE|400-690-2211⟧ |

结论：建议用 SinoCheck。API 文档里的 sandbox IP ⟪doc_ip|198.51.100.14⟫ 记得加白名单。"""),

("sql_insert", """INSERT INTO booking (name_cn, name_en, id_no, phone, email, note) VALUES
('⟦PERSON|卢佩仪⟧', '⟦PERSON|Lu Peiyi⟧', '⟦IDCARD|$idcard21⟧', '⟦PHONE|+86 186 7713 0025⟧', '⟦EMAIL|lupeiyi@outlook.com⟧', '有⟦MEDICAL|甲亢⟧，服用 ⟦MEDICAL|Methimazole⟧');
-- ⟪timestamp|2024-06-13 09:12:44⟫ booking_id ⟪booking_id|PG-2291⟫"""),

("support_ticket", """【工单 Ticket】⟪ticket_id|OPS-7712⟫ SFTP 上传失败 upload failed
报告人 Reporter: ⟦PERSON|孔令航⟧
描述: 客户 ⟪org_name|Lakeview Family Dental⟫ 的扫描件 SFTP 上传一直 timeout，我用下面这个 key 连 ⟦IP_ADDRESS|34.82.19.107⟧ 也不行：
⟦SECRET|$sec_pem2⟧
⟦PERSON|Colm⟧ 回复: 😱 别在工单里贴 private key!!! 已经 revoke，新 key 走 ⟪product_name|1Password⟫。"""),
]

# ---- part 2 -------------------------------------------------------------
TEXTS += [
("whatsapp_chat", """[18:20] ⟦PERSON|Joyce⟧ (mediator): Ms ⟦PERSON|Chan⟧，下星期 joint session 改咗 ⟪meeting_date|Thu 27/6⟫ 3pm，OK 嗎？
[18:25] ⟦PERSON|Chan Siu Ling⟧: OK。但係 ⟦PERSON|Marcus⟧ 又冇俾 ⟦PERSON|Chloe⟧ 嘅 maintenance，已經兩個月，每個月 ⟦AMOUNT|HK$9,000⟧
[18:26] ⟦PERSON|Chan Siu Ling⟧: 仲有 ⟦PERSON|Chloe⟧ 而家睇緊 child psychologist，有 ⟦MEDICAL|separation anxiety⟧，每次 ⟦AMOUNT|HK$2,400⟧
[18:30] ⟦PERSON|Joyce⟧ (mediator): 明白，我會 raise。Please bring the receipts."""),

("retrieval_ticket", """Retrieval request 调档 #⟪ticket_id|RR-55910⟫
From: ⟦PERSON|Sophia Lau⟧ <⟦EMAIL|sophia.lau@lauandpartners.hk⟧>
Hi team，請幫忙 retrieve boxes ⟪box_barcode|VB-0077120⟫ 至 ⟪box_barcode|VB-0077123⟫，係 ⟦PERSON|Ho Ka Fai⟧ estate 嘅 files，送去 office 就得。急！hearing 係 ⟪hearing_date|next Tuesday⟫。
Authorised contact: ⟦PERSON|Sophia Lau⟧ / ⟦PHONE|+852 9123 8840⟧
Rush delivery ⟪price|HK$180 per box⟫"""),

("video_hearing_transcript", """00:03:12 JUDGE: Interpreter, please state your name for the record.
00:03:20 INTERPRETER: ⟦PERSON|Li Wen⟧, certified Mandarin interpreter, ⟪license_number|CA #301447⟫.
00:03:41 JUDGE: Sir, please state your name and date of birth.
00:03:44 DEFENDANT: 我叫 ⟦PERSON|沈国强⟧，⟦DATE_OF_BIRTH|1975年3月8日⟧出生。
00:03:50 INTERPRETER: My name is ⟦PERSON|Shen Guoqiang⟧, born ⟦DATE_OF_BIRTH|March 8, 1975⟧.
00:03:58 JUDGE: And your current address?
00:04:01 DEFENDANT: ⟦ADDRESS|1420 W Valley Blvd, Unit B, Alhambra, CA 91803⟧。
00:04:09 JUDGE: Thank you. We are on case ⟪case_number|24CR-01177⟫."""),

("surveillance_log", """SURVEILLANCE LOG 跟踪记录 - ⟪case_number|PRI-24-062⟫ - investigator ⟦PERSON|Eric Zhang⟧
0712  Subject ⟦PERSON|Chen Haoran⟧ 离开 ⟦ADDRESS|8171 Ackroyd Rd, Unit 1203, Richmond, BC V6X 3K1⟧，开 grey Lexus
0748  到 ⟪place_name|Aberdeen Centre⟫，和一女子见面 (later ID'd as ⟦PERSON|Sharon Wei⟧)
1130  subject 打电话，听到他说 "明天转 ⟦AMOUNT|五万加元⟧ 给你"
1302  lost contact on No. 3 Rd. Photos: ⟪file_name|IMG_0712-0748.zip⟫"""),

("mediation_intake_form", """Mediation intake - ⟪org_name|Mediationpraktijk Utrecht⟫
Party 1: ⟦PERSON|Li Mei⟧ (⟦PERSON|李梅⟧), BSN ⟦NATIONAL_ID|$nid_bsn2⟧
Party 2: ⟦PERSON|Wong Kwok-Keung⟧
Restaurant ⟪org_name|Golden Lotus B.V.⟫：双方都是 shareholder，business valuation ⟪org_total|€240.000⟫。
Partner maintenance proposal: ⟦AMOUNT|€1.100⟧ per month，转到 ⟦IBAN|$iban_be1⟧（她的 Belgian account）。
Notes: ⟦PERSON|Li Mei⟧ 只说普通话，需要 interpreter；有 ⟦MEDICAL|type 1 diabetes⟧，每次 session 最多 2 小时。"""),

("json_api_response", """{"candidates":[
 {"name":"⟦PERSON|Agnieszka Nowak-Li⟧","pesel":"⟦NATIONAL_ID|$nid_pesel1⟧","dob":"⟦DATE_OF_BIRTH|1986-09-17⟧","note":"中文名 ⟦PERSON|李安娜⟧，华沙分公司 finance"},
 {"name":"⟦PERSON|Kacper Zhang⟧","pesel":"⟦NATIONAL_ID|$nid_pesel2⟧","dob":"⟦DATE_OF_BIRTH|2002-03-04⟧","note":"intern，已成年，不需要 parent consent"}
],"vendor":"⟪org_name|EuroScreen⟫","batch":"⟪batch_id|PL-0613-2⟫"}"""),

("email_tenant_reference", """From: ⟪org_name|Lettsafe Referencing⟫
Hi ⟦PERSON|Zhang Wei⟧，

Thanks for your application (⟪reference_number|LS-PR-7782⟫). We still need:
(1) 你的 NI number —— 表上填的是 ⟦NATIONAL_ID|$nid_nino3⟧，请确认；
(2) 三个月 bank statements；
(3) UK guarantor，或者 pay 6 months upfront（⟦AMOUNT|£7,800⟧）。
回复到 ⟦EMAIL|referencing@lettsafe.co.uk⟧ 或者 call ⟦PERSON|Imogen⟧ on ⟦PHONE|0161 496 0733⟧。"""),

("email_with_signature", """Subject: 档案销毁确认 / Destruction confirmation

Dear Mr ⟦PERSON|Huber⟧,

您寄存在我们 ⟪place_name|Zürich⟫ 仓库的 ⟪box_count|18 boxes⟫ 已按合同 destroyed（certificate ⟪certificate_number|ARC-CH-2024-1102⟫）。Your deposit refund of ⟦AMOUNT|CHF 360.00⟧ will be sent to ⟦IBAN|$iban_ch1⟧ within 10 days.

Kind regards / 此致
⟦PERSON|Lin Xiaoyan⟧, ⟪org_name|AlpArchiv AG⟫, ⟦PHONE|+41 44 555 21 90⟧"""),

("invoice", """Fee note 收费单 ⟪invoice_number|HN-2024-019⟫
Mediator: Mag. ⟦PERSON|Julia Steiner⟧
Clients 客户: ⟦PERSON|Huang Jiahui⟧ & ⟦PERSON|Thomas Berger⟧
3 sessions × ⟪hourly_rate|€160⟫，双方各付 50%：⟦AMOUNT|€240⟧ each
请付款到 ⟦IBAN|$iban_at1⟧ (practice account of ⟦PERSON|Julia Steiner⟧)
Questions 有问题: ⟦EMAIL|office@mediation-steiner.at⟧"""),

("jira_ticket", """BGC-991 【紧急】prod 的 AWS key 泄露到 public repo
Reporter: ⟦PERSON|Vivian Zhou⟧   Assignee: ⟦PERSON|kevin.li⟧
GitHub secret scanning 报警：commit ⟪commit_sha|e4a7c1d09b2f⟫ 里有
  AWS_ACCESS_KEY_ID=⟦APIKEY|$ak_aws3⟧
  AWS_SECRET_ACCESS_KEY=⟦SECRET|$sec_aws3⟧
  GOOGLE_PLACES_KEY=⟦APIKEY|$ak_google2⟧
  TG_BOT=⟦APIKEY|$ak_tg2⟧
Action: 全部 rotate；CloudTrail 查 ⟪time_window|last 72h⟫。PS 文档里的 account id ⟪example_account_id|123456789012⟫ 不是我们的，别慌。"""),

("online_review", """★★★★☆ ⟦PERSON|Kelly W.⟧ · Arcadia, CA
找 ⟪org_name|Golden State Polygraph⟫ 做了一个 infidelity polygraph（对，就是测老公🙈）。Examiner Mr. ⟦PERSON|Daniel Cho⟧ 很 professional，中英文都可以。我老公有 ⟦MEDICAL|sleep apnea⟧，examiner 还特别问了睡眠。Paid ⟦AMOUNT|$550⟧ cash。扣一星因为 parking 很难找。"""),

("ocr_business_card", """⟪org_name|嘉信文書鑑定中心 JiaXin Document Examination⟫
⟦PERSON|蔡佩芬⟧ ⟦PERSON|Tsai Pei-Fen⟧
首席鑑定人 Chief Examiner
M ⟦PHONE|+886 933 201 774⟧
T ⟦PHONE|(02) 2700-5168⟧ #⟪extension|21⟫
E ⟦EMAIL|pf.tsai@jiaxin-qde.com.tw⟧
LINE ID: ⟦PERSON|pftsai_qde⟧"""),

("csv_export", """candidate,国籍 nationality,passport,DOB,状态 status
⟦PERSON|Michael O'Brien⟧,Irish,⟦PASSPORT|$pp_ie1⟧,⟦DATE_OF_BIRTH|1989-11-02⟧,完成 clear
⟦PERSON|Sofía Ramírez⟧,Mexican,⟦PASSPORT|$pp_mx1⟧,⟦DATE_OF_BIRTH|1993-05-19⟧,待补 pending
⟦PERSON|Ethan Brooks⟧,US,⟦PASSPORT|$pp_us2⟧,⟦DATE_OF_BIRTH|1990-01-08⟧,有记录 record found
# batch ⟪batch_id|INTL-0614⟫ vendor ⟪org_name|TrueVerify Global⟫"""),

("wechat_chat", """⟦PERSON|Eric Zhang⟧：⟦PERSON|Amanda⟧，⟦PERSON|陈浩然⟧的 service 搞定了吗
⟦PERSON|Amanda⟧：搞定了，今天 ⟪time_of_day|7:42pm⟫ 在 ⟪place_name|Aberdeen Centre⟫ 停车场 personally served，affidavit 明天 notarize
⟦PERSON|Eric Zhang⟧：👍 客户⟦PERSON|刘女士⟧会很开心。invoice 发我，我这边付你 ⟦AMOUNT|$380⟧ + mileage
⟦PERSON|Amanda⟧：OK 发你 ⟦EMAIL|eric.zhang@pacificrim-pi.ca⟧ 了"""),

("meeting_minutes", """Weekly sync 周会 - ⟪org_name|HomeSafe Tenant Screening SG⟫ ⟪meeting_date|14 Jun⟫
Attendees: ⟦PERSON|Jasmine Koh⟧, ⟦PERSON|Wei Jie⟧, ⟦PERSON|Priya Nair⟧
- Tenant ⟦PERSON|Nicholas Teo⟧ dispute：他说 report 里 ⟦AMOUNT|S$4,200⟧ 的 rental arrears 不是他的，⟦PERSON|Wei Jie⟧ 跟进。
- Landlord portal down 了 ⟪duration|2h⟫，root cause 是 ⟪hostname|db-sg-02⟫ disk full。
- ⟦PERSON|Priya⟧ 下周去 ⟪event_name|PropTech Asia⟫ 摆 booth。"""),

("bug_report", """Bug: 登录后 session 不过期 / session never expires
Steps:
1. login as test user ⟦EMAIL|qa.lin@sinocheck.com⟧
2. copy cookie → sc_sess=⟦SECRET|$sec_cookie3⟧; lang=zh-CN; _ga=⟪analytics_id|GA1.2.1187734.1718200011⟫
3. 7 天后用同一个 cookie 仍然可以访问 /reports
另外 CI 里用的 ⟦APIKEY|$ak_ghfine1⟧ 是 ⟦PERSON|kevin.li⟧ 的 personal token，请换成 GitHub App。
Env: ⟪version|web 3.12.0⟫ / ⟪browser|Chrome 125⟫"""),

("onboarding_form", """员工入职信息 Employee Onboarding - ⟪org_name|SinoCheck Shanghai⟫
姓名 Name: ⟦PERSON|俞晨曦⟧ (⟦PERSON|Yu Chenxi⟧)
出生日期 DOB: ⟦DATE_OF_BIRTH|1998-07-07⟧
身份证 ID No.: ⟦IDCARD|$idcard22⟧
手机 Mobile: ⟦PHONE|+86 139 1877 4025⟧
工资卡 Salary card: ⟦CARD|$card17⟧
紧急联系人 Emergency contact: ⟦PERSON|俞建华⟧ ⟦PHONE|138 0165 2297⟧
月薪 Monthly salary: ⟦AMOUNT|RMB 16,000⟧"""),

("dingtalk_group", """⟦PERSON|孟凡⟧：GitHub 2FA 我迁到新手机了，backup 放这里以防万一😂 TOTP secret: ⟦SECRET|$sec_totp3⟧ recovery code: ⟦SECRET|$sec_rc6⟧
⟦PERSON|邱磊⟧：？？？群里发这个？快撤回
⟦PERSON|孟凡⟧：撤回了撤回了。顺便 deploy 用的 token 是 ⟦APIKEY|$ak_gh2⟧，今晚 rotate
⟦PERSON|邱磊⟧：……我报给 security 了 ⟪ticket_id|SEC-204⟫"""),

("sms_thread", """[⟪org_name|Golden State Polygraph⟫] Hi ⟦PERSON|Kelly⟧，提醒您 appointment ⟪appointment_date|Sat 6/15⟫ ⟪time_of_day|10:00am⟫ at ⟪org_address|500 E Huntington Dr Ste 210⟫. Parking garage gate code ⟦PASSWORD|5512*⟧。请带 photo ID，exam 前 24h 不要喝酒。Questions? ⟦PHONE|(626) 555-0190⟧"""),
]
