# Mixed Chinese/English texts for blind62. Markup: ⟦TYPE|value⟧ spans, ⟪kind|value⟫ decoys.
# Every text typed by hand, one at a time.
TEXTS = []

# ---- part 1 ------------------------------------------------------------------
TEXTS += [
("lark_chat", r"""
⟦PERSON|Leo Zhang⟧: @⟦PERSON|Vivian⟧ 我们 berth booking 的 Stripe restricted key 被 commit 到 public repo 了😱 ⟦APIKEY|$rklive_1⟧ 赶紧 rotate
⟦PERSON|Vivian⟧: 收到，已经 roll 了。webhook signing secret 也换吗？现在是 ⟦SECRET|$whsec_2⟧
⟦PERSON|Leo Zhang⟧: 一起换吧。publishable key ⟪publishable_key|$d_pk_live_1⟫ 不用管，本来就是公开的
⟦PERSON|Vivian⟧: OK，hotfix 打在 ⟪version|v3.2.1⟫ 里，commit ⟪commit_sha|$d_sha_7⟫
"""),

("wechat_chat", r"""
⟦PERSON|Sarah⟧: Hi ⟦PERSON|Yuki⟧! The key box code is ⟦PASSWORD|5 2 9 8⟧ and the wifi password is ⟦PASSWORD|CorgiCottage!23⟧ 😊
⟦PERSON|Yuki Chen⟧: 谢谢 ⟦PERSON|Sarah⟧！我们大概 6pm 到，parking 在哪里呀？
⟦PERSON|Sarah⟧: Just inside the ⟪landmark|blue gate⟫. The remaining balance is ⟦AMOUNT|£210⟧, bank transfer is fine.
⟦PERSON|Yuki Chen⟧: OK 我今晚转。另外我朋友 ⟦PERSON|Momo⟧ ⟦MEDICAL|猫毛过敏⟧，house 里有猫吗？
⟦PERSON|Sarah⟧: Our cat ⟪pet_name|Pudding⟫ lives in the main house, she never goes in the cottage 🐱
"""),

("email_booking_request", r"""
Subject: Tee time booking – 4 players from 上海

Dear Mr ⟦PERSON|Ross⟧,

我们一行四人想预订 ⟪tee_date|22 May⟫ 上午的 tee time（⟪course_name|Old Course⟫ ballot 没抽中，所以想打 ⟪course_name|Jubilee⟫）。Players:
1. ⟦PERSON|Wang Jianguo⟧ – handicap ⟪handicap|14⟫
2. ⟦PERSON|Li Na⟧ – handicap ⟪handicap|22⟫
3–4. TBC

Deposit ⟦AMOUNT|£360⟧ please charge to ⟦CARD|$card_visa_8⟧, CVV ⟦CVV|208⟧.

Best regards,
⟦PERSON|王建国⟧
⟦PHONE|+86 138 1760 4421⟧ | ⟦EMAIL|wjg_golf@163.com⟧
"""),

("application_log", r"""
[2024-08-11 09:12:44] INFO  用户登录成功 user=⟦EMAIL|jenny.lu@gmail.com⟧ ip=⟦IP_ADDRESS|114.35.201.88⟧
[2024-08-11 09:13:02] WARN  訂位付款失敗 card=⟪masked_card|4311-****-****-9902⟫ amount=⟦AMOUNT|NT$3,600⟧ reason="CVV mismatch" order=⟪order_id|TW-CAMP-771204⟫
[2024-08-11 09:13:30] INFO  retry with bearer ⟦APIKEY|$jwt_1⟧
[2024-08-11 09:13:31] INFO  health check from ⟪loopback_ip|127.0.0.1⟫ ok (⟪latency|12ms⟫)
"""),

("whatsapp_chat", r"""
⟦PERSON|Ken⟧: 聽日 tee off 8點 at ⟪course_name|Clearwater Bay⟫，記得 book buggy
⟦PERSON|阿Sam⟧: OK. 我張 membership card 唔見咗，front desk 要我 HKID 號碼 ⟦NATIONAL_ID|$hkid_2⟧，你幫我講聲？
⟦PERSON|Ken⟧: 得。green fee 我 pay 咗先，⟦AMOUNT|HK$2,400⟧，你遲啲還我
⟦PERSON|阿Sam⟧: 冇問題。BTW 我個 ⟦MEDICAL|slipped disc⟧ 仲未好，可能打 9 個洞 only
"""),

("email_with_signature", r"""
Hi Mdm ⟦PERSON|Lim⟧,

Your son ⟦PERSON|Ethan Lim Jun Hao⟧ (NRIC ⟦NATIONAL_ID|$nric_3⟧) is confirmed for the ⟪course_code|NSSS Level 2 Keelboat⟫ course. Course fee ⟪price|S$680⟫ – you paid ⟦AMOUNT|S$340⟧ deposit, balance ⟦AMOUNT|S$340⟧ due on day 1.

He mentioned ⟦MEDICAL|G6PD deficiency⟧ on the form – 我们的 first aider 已经 note 了，no worries.

Any questions call me at ⟦PHONE|+65 8233 1942⟧.

Coach ⟦PERSON|Farhan⟧
⟪org_name|Changi Point Sailing Centre⟫
"""),

("whatsapp_group", r"""
⟦PERSON|Ah Keong⟧: 这个礼拜 pergi ⟪place_name|Tasik Kenyir⟫ 钓 toman，boat ⟪price|RM450⟫ sehari
⟦PERSON|Jason Ong⟧: Count me in. 上次 ⟦AMOUNT|RM150⟧ 我还没还你 hor
⟦PERSON|Ah Keong⟧: Ya lor 😂 DuitNow to my number ⟦PHONE|012-338 7719⟧ can
⟦PERSON|Jason Ong⟧: ok. Boatman Pak ⟦PERSON|Mat⟧ number?
⟦PERSON|Ah Keong⟧: ⟦PHONE|019-902 4416⟧，叫他 prepare ⟪bait|live udang⟫
"""),

("instagram_caption", r"""
週末 glamping @ ⟪place_name|苗栗南庄⟫ ⛺️ 營主 ⟦PERSON|Jerry 哥⟧ 超 nice，晚上還幫我們生火🔥 兩晚 ⟦AMOUNT|NT$5,200⟧ 含早餐 totally worth it!! 訂位加 LINE ⟦PERSON|jerry_camp88⟧ 或打 ⟦PHONE|0937-220-518⟧ #glamping #⟪hashtag|台灣露營⟫
"""),

("bilingual_email", r"""
Dear ⟦PERSON|Sally⟧,

关于 ⟪horse_name|Moonlight⟫ 的 livery fee: I have transferred ⟦AMOUNT|£1,320⟧ for March–April from my account ⟦IBAN|$iban_gb_6⟧, reference ⟪payment_reference|MOONLIGHT MAR-APR⟫.

我女儿 ⟦PERSON|Ruby⟧ will ride on Saturdays from next week. 她有 ⟦MEDICAL|轻度哮喘⟧, inhaler is in her backpack.

Thanks,
⟦PERSON|Zhou Min⟧ ⟦PERSON|周敏⟧
"""),

("payroll_message", r"""
⟦PERSON|Amy Wu⟧: Hi ⟦PERSON|Mike⟧, 这是我老公的 W-4 info：name ⟦PERSON|Wu Jianhua⟧，SSN ⟦SSN|$ssn_1⟧，address ⟦ADDRESS|2418 Camino Del Rio, Yuma, AZ 85364⟧。他下周一开始在 ⟪org_name|Desert Palms RV Park⟫ 做 maintenance，⟦AMOUNT|$17⟧/hr right?
⟦PERSON|Mike⟧: Yes ma'am, ⟦AMOUNT|$17⟧/hr, site ⟪site_number|D-12⟫ comes free with the job.
"""),

("group_booking", r"""
Booking ⟪booking_ref|QSG-0921⟫ – ⟪org_name|Queenstown Shooting Grounds⟫
团长 Group leader: ⟦PERSON|Tony Xu⟧ ⟦PERSON|徐涛⟧  ⟦PHONE|+86 186 2107 5538⟧
Guests（射击前 firearms briefing 需出示护照）:
1. ⟦PERSON|XU TAO⟧ – ⟦PASSPORT|$pp_cn_4⟧
2. ⟦PERSON|HE LIPING⟧ – ⟦PASSPORT|$pp_cn_5⟧
3. ⟦PERSON|XU ZIMO⟧ – ⟦PASSPORT|$pp_cn_6⟧ (age 15, 需监护人签字)
Package ⟪product_name|Clay Buster 50⟫ × 3 @ ⟪price|NZ$380⟫ – total paid ⟦AMOUNT|NZ$1,140⟧
"""),

("python_snippet", r"""
# 上传 marina 摄像头截图到 S3（临时脚本，别 commit！）
import boto3

s3 = boto3.client(
    "s3",
    aws_access_key_id="⟦APIKEY|$akia_3⟧",       # TODO 改成环境变量
    aws_secret_access_key="⟦SECRET|$aws_sec_3⟧",
    region_name="⟪aws_region|ap-southeast-1⟫",
)
s3.upload_file("cam01.jpg", "⟪s3_bucket|marina-cctv-sg⟫", "2024/06/cam01.jpg")
# owner: ⟦PERSON|Desmond Koh⟧ <⟦EMAIL|desmond.koh@lagoonmarina.sg⟧>
"""),
]

# ---- part 2 ------------------------------------------------------------------
TEXTS += [
("jira_ticket", r"""
[⟪ticket_id|CAMP-482⟫] 预订页面泄露用户信息 / Booking page leaks guest PII
Reporter: ⟦PERSON|Chloe Fang⟧    Assignee: ⟦PERSON|Raj Patel⟧    Priority: ⟪priority|P1⟫
Steps: 不登录直接打开 /booking/⟪booking_ref|BK-20931⟫，可以看到 guest 信息：
name=⟦PERSON|Hannah Pierce⟧, phone=⟦PHONE|07812 556 093⟧, email=⟦EMAIL|hpierce@btinternet.com⟧
Env: ⟪environment|staging⟫, build ⟪build_number|#1187⟫
"""),

("xiaohongshu_post", r"""
🇬🇧英国湖区露营攻略｜⟪place_name|Lake District⟫ 真的美哭
营地是 ⟪org_name|Fell Foot Farm⟫，hardstanding pitch ⟪price|£38/晚⟫，热水 shower 免费！老板 ⟦PERSON|Graham⟧ 人超好，我们到得太晚他还在门口等。3 晚我们一共花了 ⟦AMOUNT|£126⟧。
小 tips：用 ⟪app_name|Pitchup⟫ 订更便宜～有问题私信我 @⟦PERSON|英国小羊在露营⟧
"""),

("csv_export", r"""
Name/姓名,DOB/出生日期,Passport/护照,Allergy/过敏,Parent phone/家长电话
⟦PERSON|Zhao Ruoxi⟧ (⟦PERSON|赵若曦⟧),⟦DATE_OF_BIRTH|2011-05-14⟧,⟦PASSPORT|$pp_cn_7⟧,⟦MEDICAL|牛奶过敏 dairy⟧,⟦PHONE|+86 139 1688 2047⟧
⟦PERSON|Qian Yifan⟧ (⟦PERSON|钱一帆⟧),⟦DATE_OF_BIRTH|2010-10-03⟧,⟦PASSPORT|$pp_cn_8⟧,none,⟦PHONE|+86 137 0162 5530⟧
# ⟪event_name|Summer Pony Camp 2024⟫ – ⟪org_name|Hollowmere Equestrian Centre⟫ – group ⟪group_code|CN-07⟫
"""),

("interpreter_call_log", r"""
Interpreter call – ⟪org_name|LanguageLine⟫ ref ⟪call_id|LL-88213⟫ – Mandarin
Marina staff (⟦PERSON|Gemma⟧): Can you ask what medication his father takes?
Interpreter: 请问您父亲平时吃什么药？
Caller: 他有⟦MEDICAL|心脏病⟧，每天吃⟦MEDICAL|阿司匹林⟧，还带了⟦MEDICAL|硝酸甘油⟧。
Interpreter: He has ⟦MEDICAL|heart disease⟧, takes ⟦MEDICAL|aspirin⟧ every day and carries ⟦MEDICAL|nitroglycerin⟧.
⟦PERSON|Gemma⟧: Ambulance is coming to ⟪berth_number|pontoon C⟫. His name and date of birth?
Caller: ⟦PERSON|梁国栋⟧，⟦DATE_OF_BIRTH|1952年3月8日⟧。
Interpreter: ⟦PERSON|Liang Guodong⟧, born ⟦DATE_OF_BIRTH|8 March 1952⟧.
"""),

("bilingual_notice", r"""
NOTICE 通知 — ⟪org_name|Ocean Village Marina⟫
Fuel berth closed ⟪date_range|3–5 June⟫ for maintenance. 加油码头6月3日至5日维修暂停。
Diesel price from 6 June 柴油价格: ⟪price|£1.42/litre⟫
Visitor berths 访客泊位: ⟪tariff|£4.20/m/night⟫. Call us on VHF ⟪channel|Ch 80⟫.
"""),

("host_message", r"""
Hi ⟦PERSON|Tom⟧! 欢迎来⟪place_name|大理⟫～ The door code is ⟦PASSWORD|3 6 9 1 #⟧, wifi ⟪wifi_ssid|DaliStay-2F⟫ / ⟦PASSWORD|erhai2024⟧. 有问题 call me ⟦PHONE|+86 138 8722 6105⟧ or WeChat ⟦PERSON|lijuan_dali⟧. Deposit ⟦AMOUNT|¥500⟧ 退房后原路退回。 — ⟦PERSON|丽娟⟧
"""),

("alert_message", r"""
【告警 Alert】⟪service_name|marina-gateway⟫ CPU > ⟪threshold|90%⟫ on ⟦IP_ADDRESS|10.30.1.17⟧ for ⟪duration|5m⟫
@⟦PHONE|13788205561⟧ ⟦PERSON|Allen Gu⟧ please check
Runbook: ⟪url|https://wiki.example.com/runbooks/cpu-high⟫
"""),

("parent_email", r"""
Dear Ms ⟦PERSON|Harding⟧,

My son ⟦PERSON|Jiang Haoran⟧（英文名 ⟦PERSON|Harry⟧）is joining the ⟪course_code|RYA Stage 3⟫ course next week. 他有⟦MEDICAL|癫痫⟧ (⟦MEDICAL|epilepsy⟧)，last seizure was in 2022, and he takes ⟦MEDICAL|levetiracetam 500mg⟧ twice a day. Please make sure he wears a buoyancy aid at all times.

Emergency contact: me, ⟦PERSON|Jiang Wei⟧, ⟦PHONE|07380 412 559⟧, ⟦EMAIL|jiangwei.uk@gmail.com⟧

谢谢！
"""),

("terminal_session", r"""
$ cat /opt/camp/cert/apiclient_key.pem   # 微信支付商户私钥，⟦PERSON|Frank⟧ 说先放这里
⟦SECRET|$pem_pk_1⟧
$ ls -l /opt/camp/cert
-rw-r--r-- 1 ⟦PERSON|frank_hu⟧ staff 1704 ⟪file_date|Jun 12 10:02⟫ apiclient_key.pem
# 商户号 ⟪merchant_id|1609442213⟫，证书序列号 ⟪cert_serial|5A3F9C0E81B27D44⟫
"""),

("wechat_group", r"""
【UK华人钓鱼群】
⟦PERSON|阿伟 Will⟧: 周六去 ⟪place_name|Grafham Water⟫ 钓 trout，谁去？day ticket ⟪price|£28⟫
⟦PERSON|Leon 陈⟧: 我去！上次你帮我付的 rod licence ⟦AMOUNT|£35.80⟧ 先还你 😂
⟦PERSON|阿伟 Will⟧: 不急。⟦PERSON|小K⟧ 车坐得下吗？
⟦PERSON|小K⟧: OK，7am 在 ⟪place_name|Cambridge⟫ station 接你们，我号码 ⟦PHONE|07946 330 812⟧
"""),

("json_config", r"""
{
  "name": "tee-time-bot",
  "description": "球会 tee time 提醒机器人，每天早上 7 点推送",
  "slack_bot_token": "⟦APIKEY|$xoxb_1⟧",
  "slack_webhook": "⟦SECRET|$slack_hook_2⟧",
  "owner": "⟦EMAIL|patrick.ho@hkgolfers.hk⟧",
  "notify_channel": "⟪slack_channel_id|C05KQ3D2M1R⟫",
  "version": "⟪version|0.4.2⟫"
}
"""),

("charter_booking", r"""
Phuket charter 普吉岛包船  ⟪booking_ref|PKT-7731⟫
Lead guest 主联系人: ⟦PERSON|Chen Xiaoming⟧  ⟦PHONE|+86 139 0577 2281⟧  ⟦EMAIL|cxm1988@qq.com⟧
Passport 护照: ⟦PASSPORT|$pp_cn_9⟧
Boat ⟪boat_name|Sea Dragon⟫ – ⟪price|฿45,000/day⟫. Deposit paid ⟦AMOUNT|฿20,000⟧，余款 ⟦AMOUNT|฿25,000⟧ cash on board.
Note: 小朋友 ⟦PERSON|Doudou⟧ ⟦MEDICAL|晕船⟧，please prepare ginger candy
"""),

("trip_itinerary", r"""
苏格兰高尔夫之旅 Scotland Golf Trip — Day 1 ⟪trip_date|7 Sept⟫
Hotel: ⟪hotel_name|Seaview Links Hotel⟫, ⟪place_name|St Andrews⟫（check-in 需要 passport）
Rooming list:
- ⟦PERSON|Guo Peng⟧ / ⟦PERSON|Tang Lei⟧ – twin
- ⟦PERSON|Xie Wen⟧ – single（⟦MEDICAL|sleep apnoea⟧，自带 CPAP）
Guarantee card: ⟦CARD|$card_amex_2⟧ (⟦PERSON|Guo Peng⟧'s Amex), CID ⟦CVV|6621⟧
Caddie fee ⟪price|£60⟫ + tip，现金
"""),
]

# ---- part 3 ------------------------------------------------------------------
TEXTS += [
("enrolment_form", r"""
⟪org_name|屯門騎術學校⟫ 報名表 Enrolment Form
學員 Student: ⟦PERSON|黃凱琳⟧ (⟦PERSON|Kaylin Wong⟧)
HKID: ⟦NATIONAL_ID|$hkid_3⟧
病歷 Medical: ⟦MEDICAL|脊柱側彎 scoliosis⟧，醫生 letter 已附上
家長 Parent: ⟦PERSON|Wong Chi Keung⟧  ⟦PHONE|9468 2203⟧
Course fee ⟪price|HK$4,200⟫，sibling discount 後 paid by FPS ⟦AMOUNT|HK$3,780⟧
"""),

("membership_transfer", r"""
Transfer of membership – ⟪org_name|Marina Bay Fairways Club⟫
Transferor: ⟦PERSON|Goh Beng Huat⟧, NRIC ⟦NATIONAL_ID|$nric_4⟧
Transferee: ⟦PERSON|Priya Nair⟧, NRIC ⟦NATIONAL_ID|$nric_5⟧
Price agreed between parties: ⟦AMOUNT|S$95,000⟧. Club transfer fee ⟪price|S$5,350⟫ (incl. GST).
备注：买方 ⟦PERSON|Priya⟧ 说 she will pay by cashier's order，⟪deadline|30 Sept⟫ 前。
"""),

("invoice", r"""
Facture ⟪invoice_number|PM-2024-0877⟫ – ⟪org_name|Port de Plaisance de Cogolin⟫
Client 客户: ⟦PERSON|Huang Meiling⟧, ⟦ADDRESS|12 avenue des Pins, 83310 Cogolin⟧
Refund 退款 of overpaid berth fee: ⟦AMOUNT|€860,00⟧ to client IBAN ⟦IBAN|$iban_fr_1⟧
请确认 IBAN 是否正确，merci ! – ⟦PERSON|Amélie⟧, capitainerie, ⟦PHONE|+33 4 94 56 17 20⟧
"""),

("payroll_message", r"""
Hoi ⟦PERSON|Lin⟧，这是你 summer job 的 payroll info，please check:
Naam: ⟦PERSON|Lin Xiaoyu⟧
BSN: ⟦NATIONAL_ID|$bsn_1⟧
IBAN: ⟦IBAN|$iban_nl_1⟧
Uurloon: ⟦AMOUNT|€13,68⟧
Adres: ⟦ADDRESS|Oudegracht 211-B, 3511 NG Utrecht⟧
Groetjes, ⟦PERSON|Marloes⟧ – ⟪org_name|Watersportvereniging De Plassen⟫
"""),

("agent_booking_sheet", r"""
旅行社 booking sheet – ⟪booking_ref|ALG-3391⟫ – ⟪property_name|Casa do Mar⟫, ⟪place_name|Lagos, Algarve⟫
租客 Guest: ⟦PERSON|曹雪⟧ (⟦PERSON|Cao Xue⟧)
身份证 ⟦IDCARD|$idc_04⟧，DOB ⟦DATE_OF_BIRTH|14/02/1979⟧
Paid 已付: ⟦AMOUNT|€2.450,00⟧ for 7 nights
Owner 房东: ⟦PERSON|Rui Carvalho⟧, IBAN ⟦IBAN|$iban_pt_1⟧（押金退款由房东直接处理）
"""),

("whatsapp_chat", r"""
⟦PERSON|Kelly Zhang⟧: Hi ⟦PERSON|Doug⟧，我的 SIN 是 ⟦NATIONAL_ID|$sin_2⟧，start date 可以 May 20 吗？
⟦PERSON|Doug⟧: Sure ⟦PERSON|Kelly⟧, ⟦AMOUNT|$17.85⟧/hr at ⟪org_name|Algonquin Pines Campground⟫, you'll be on ⟪shift_name|gatehouse⟫. Send me your address for the T4.
⟦PERSON|Kelly Zhang⟧: ⟦ADDRESS|77 Elm Dr W, Mississauga, ON L5B 1L9⟧ 谢谢！
"""),

("payment_note", r"""
Pantanal 钓鱼团 – pagamento do guia 向导付款
Guia: ⟦PERSON|João Batista Ferreira⟧, CPF ⟦NATIONAL_ID|$cpf_1⟧
PIX（手机号）: ⟦PHONE|+55 65 99812-4470⟧
Valor: ⟦AMOUNT|R$ 3.200,00⟧ por 4 dias，目标鱼 ⟪fish_species|tucunaré⟫，出发地 ⟪place_name|Cáceres⟫
团长 ⟦PERSON|老孙⟧ 已确认
"""),

("wecom_chat", r"""
⟦PERSON|唐宇⟧: CI 部署到营地 VPS（⟦IP_ADDRESS|159.75.44.206⟧，user ⟦PERSON|tangyu⟧）的 deploy key 先用这个，明天我 revoke：
⟦SECRET|$pem_rsa_1⟧
⟦PERSON|Nina⟧: 收到。下次请用 ⟪ci_feature|masked variables⟫ 😅
"""),

("admin_notes", r"""
## 球会官网 admin 备忘 – ⟪org_name|Lakeview Golf Club 湖景球会⟫
- GitHub fine-grained token（deploy 用）: ⟦APIKEY|$ghpat_1⟧
- Admin 2FA secret: ⟦SECRET|$totp_3⟧
- Recovery codes 备用码: ⟦SECRET|$rc_b_1⟧ ⟦SECRET|$rc_b_2⟧ ⟦SECRET|$rc_b_3⟧
- 服务器 ⟦IP_ADDRESS|43.139.18.77⟧ root 密码 ⟦PASSWORD|Lakeview#Root2024⟧
- CMS ⟪software_version|WordPress 6.5.2⟫
- 负责人 ⟦PERSON|Eric 胡⟧
"""),

("insurance_roster", r"""
UK Golf Tour 英国高尔夫团 – travel insurance list 保险名单
1. ⟦PERSON|卢红⟧  身份证 ⟦IDCARD|$idc_16⟧  DOB ⟦DATE_OF_BIRTH|1973-10-26⟧
2. ⟦PERSON|钟雅⟧  身份证 ⟦IDCARD|$idc_18⟧  DOB ⟦DATE_OF_BIRTH|1994-09-15⟧
Premium 保费 ⟪price|¥268/人⟫，insurer ⟪org_name|Ping An⟫，policy ⟪policy_number|PA-UKG-240917⟫
"""),

("python_snippet", r"""
# bot.py – 钓鱼比赛 leaderboard bot（⟪org_name|Kelab Memancing Klang⟫）
TOKEN = "⟦APIKEY|$tg_2⟧"
ADMIN_ID = ⟪telegram_user_id|518822107⟫  # ⟦PERSON|Tan Ah Huat⟧
# 奖金 prize：冠军 ⟦AMOUNT|RM1,500⟧ 已转给 ⟦PERSON|Lim Wei Sheng⟧
LEADERBOARD_URL = "⟪url|https://example.org/klang-comp⟫"
"""),

("bug_report", r"""
Bug report 提交者 ⟦PERSON|Yang Zi⟧ (⟦EMAIL|yz2231@bristol.ac.uk⟧)
登录后 membership page 一直 loading，console 里看到：
Cookie: PHPSESSID=⟦SECRET|$cookie_php_1⟧; _ga=⟪analytics_cookie|GA1.2.1188203344.1718000000⟫
Request from ⟦IP_ADDRESS|2a0c:5bc0:40:1008:9d5e:c2ff:fe11:7a20⟧
Membership no ⟪member_number|BBW-44812⟫, plan ⟪price|£42/month⟫
"""),
]
