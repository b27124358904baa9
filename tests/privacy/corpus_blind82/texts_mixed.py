# Mixed-language (Chinese/English) texts of the blind82 corpus, typed one at a time.
TEXTS = []

TEXTS += [
("slack_thread", """#backend-dev
*⟦PERSON|Zhang Hao⟧* 10:31
@⟦PERSON|liyuqing⟧ 昨天 deploy 之后 campervan-portal 的 payment 一直 401，你是不是把 Stripe key 换了？
*⟦PERSON|Li Yuqing⟧* 10:33
对，换成 restricted key 了：`⟦APIKEY|$ak_stripe2⟧`，只开了 charges:write。前端的 publishable key `⟪publishable_key|$dk_pk_stripe2⟫` 不用动。staging 的 .env 你也要改一下
*⟦PERSON|Zhang Hao⟧* 10:35
ok。顺便问下 CI 里那个 `⟦APIKEY|$ak_ghfg1⟧` 是谁的 fine-grained token？下个月就 expire 了
*⟦PERSON|Li Yuqing⟧* 10:36
⟦PERSON|老王⟧的，他请假了，回来再 rotate 吧。PR 在 ⟪pr_number|#318⟫，merge 到 ⟪branch_name|release/2.4⟫"""),

("whatsapp_chat", """[21/03 20:14] ⟦PERSON|Jasmine Ong⟧: Hi ⟦PERSON|Rahman⟧, the Bintan cycling trip confirm for 6 pax ah? 我们想付 deposit 了
[21/03 20:16] ⟦PERSON|Rahman⟧: Yes confirmed lah 🙂 deposit ⟦AMOUNT|S$480⟧, can pay by card online or PayNow to ⟦PHONE|9733 2186⟧
[21/03 20:18] ⟦PERSON|Jasmine Ong⟧: online link 一直 error leh. Can I just give you the card? ⟦CARD|$card_v4⟧ exp ⟪card_expiry|08/27⟫ CVV ⟦CVV|551⟧
[21/03 20:19] ⟦PERSON|Rahman⟧: Aiyo don't send the CVV here!! I send you a new link. 还有 ferry 要 NRIC，你的 NRIC 是？
[21/03 20:21] ⟦PERSON|Jasmine Ong⟧: ⟦NATIONAL_ID|$nid_sg2⟧，我老公的明天给你. ferry is ⟪ferry_time|10:10am⟫ from ⟪terminal|Tanah Merah⟫ right?"""),

("bilingual_email", """Subject: 船员入职资料 Crew onboarding – ⟦PERSON|CHAN Tsz Hin⟧

Hi HR,
附上我的入职资料 / please find my details below:
- HKID: ⟦NATIONAL_ID|$nid_hk2⟧
- HKSAR passport: ⟦PASSPORT|$pp_hk1⟧ (expiry ⟪passport_expiry|2030-05-17⟫)
- Date of birth 出生日期: ⟦DATE_OF_BIRTH|1993-11-02⟧
- Seaman's book: ⟪seaman_book_no|HK-SB-114928⟫
- Bank for allotment: HSBC ⟪masked_account|***-***-381⟫
- Mobile: ⟦PHONE|+852 6128 4471⟧
體檢報告 medical cert shows mild ⟦MEDICAL|colour vision deficiency⟧，會唔會影響 deck 職位？

Thanks,
⟦PERSON|Tsz Hin⟧"""),

("dingtalk_group", """【钉钉群 · 行李寄存-运维】
⟦PERSON|Kevin 陈⟧: 线上 alert：
[ERROR] 2024-07-12T03:14:55Z locker-sync: connect ECONNREFUSED ⟦IP_ADDRESS|10.20.5.31⟧:⟪port|6379⟫
[WARN]  retry=5 host=⟪hostname|redis-master-0⟫ region=⟪cloud_region|cn-shanghai⟫
⟦PERSON|Kevin 陈⟧: redis 挂了，谁在 oncall？
⟦PERSON|Amy Xu⟧: 我在看。顺便提醒下海外站的 Slack 通知也要改，webhook 是 ⟦SECRET|$sec_slackhook2⟧
⟦PERSON|Kevin 陈⟧: …… ⟦PERSON|Amy⟧ 你又在群里贴 webhook 😂"""),

("bilingual_form", """Special Assistance Request 特殊协助申请（⟪form_code|PRM-F02⟫）
Passenger name 姓名: ⟦PERSON|ZHOU Jingyi⟧ / ⟦PERSON|周静怡⟧
ID type 证件类型: 中国居民身份证 Chinese Resident ID
ID No. 证件号码: ⟦IDCARD|$idcn_1⟧
Date of birth 出生日期: ⟦DATE_OF_BIRTH|1987-03-14⟧
Flight 航班: ⟪flight_number|VS 251⟫ LHR→PVG   ⟪flight_date|2024-12-20⟫
Condition 情况说明: ⟦MEDICAL|34 weeks pregnant⟧ 孕34周，⟦MEDICAL|gestational diabetes⟧（⟦MEDICAL|妊娠期糖尿病⟧）; fit-to-fly letter attached ⟪attachment_name|fit_to_fly.pdf⟫
Contact 联系电话: ⟦PHONE|+44 7520 118 904⟧ / ⟦PHONE|+86 150 2176 3398⟧"""),

("whatsapp_group", """[Roam Vans NZ × 高先生一家]
Roam Vans: Hi Mr ⟦PERSON|Gao⟧, this is ⟦PERSON|Sophie⟧ from Roam Vans! For pickup tomorrow please bring 护照 and 驾照翻译件. We also need a credit card for the ⟦AMOUNT|NZ$3,000⟧ bond.
⟦PERSON|高峰⟧: OK。卡号 ⟦CARD|$card_v5⟧，有效期 ⟪card_expiry|03/29⟫，安全码 ⟦CVV|208⟧
Roam Vans: Thanks, I'll pre-authorise it now and delete the message. Passport no. for the drivers?
⟦PERSON|高峰⟧: ⟦PASSPORT|$pp_cn11⟧，第二司机是我女儿 ⟦PERSON|高雅⟧ ⟦PASSPORT|$pp_cn12⟧
Roam Vans: 👍 See you at 9am at ⟪business_address|14 Richard Pearse Drive, Mangere, Auckland 2022⟫"""),

("hostel_review", """Rated 6.1 · ⟦PERSON|Xiaoyu_Travels⟧, China, 20-24
Location 很好 near the metro, staff ⟦PERSON|Ricardo⟧ super nice. 但是 bathroom 太脏了, and someone stole my charger from the locker 😡 (locker ⟪locker_id|#37⟫). Front desk said not their problem. 我朋友 ⟦PERSON|Chen Lu⟧ got ⟦MEDICAL|bed bug bites⟧ 全身都是！Also they charged me ⟦AMOUNT|€5⟧ for a towel which the website says is free. 下次不会再来了。"""),

("markdown_table", """### 长城徒步 Great Wall hike — guide roster 领队名单（updated by ⟦PERSON|Vivian⟧）
| 姓名 Name | 岗位 Role | 手机 Mobile | 语言 |
|---|---|---|---|
| ⟦PERSON|林嘉豪⟧ / ⟦PERSON|Jason Lin⟧ | Tour leader 领队 | ⟦PHONE|+86 138 0013 8845⟧ | 中/EN |
| ⟦PERSON|马晓东⟧ / ⟦PERSON|Tony Ma⟧ | Sweeper 收尾 | ⟦PHONE|+86 139 1128 0472⟧ | 中/EN |
| ⟦PERSON|Sarah Whitcombe⟧ | Assistant 助理 | ⟦PHONE|+86 186 1130 9251⟧ | EN/FR |
Route 路线: ⟪route_name|Jiankou → Mutianyu⟫, ⟪route_length|9 km⟫, meeting point ⟪meeting_point|Xizhazi village⟫ 07:30"""),

("json_log", """{"ts":"2024-09-30T08:12:44+08:00","level":"warn","svc":"prm-api","msg":"token 即将过期，自动刷新失败","agent":"⟦PERSON|wu.jianing⟧","auth":"Bearer ⟦APIKEY|$ak_jwt2⟧","client_ip":"⟦IP_ADDRESS|36.112.94.7⟧","trace":"⟪trace_id|$dk_uuid4⟫"}
{"ts":"2024-09-30T08:12:45+08:00","level":"info","svc":"prm-api","msg":"旅客请求已排队","pax":"⟦PERSON|LIU/WENJUN⟧ MR","ssr":"⟪ssr_code|WCHR⟫","note":"⟦MEDICAL|hip fracture, post-op⟧ 术后第10天","phone":"⟦PHONE|+86 139 1024 7785⟧"}"""),

("franchise_agreement", """FRANCHISE AGREEMENT 加盟协议 — ⟪org_name|BagNook Europe SAS⟫ × ⟦PERSON|王立新⟧
Franchisee 加盟商: ⟦PERSON|WANG Lixin⟧ (⟦PERSON|王立新⟧), born ⟦DATE_OF_BIRTH|12/12/1984⟧
N° de sécurité sociale 社保号: ⟦NATIONAL_ID|$nid_fr1⟧
Store address 门店地址: ⟪business_address|27 rue de Dunkerque, 75010 Paris⟫
Home address 住址: ⟦ADDRESS|8 rue Juliette Récamier, 69006 Lyon⟧
Royalties are debited from 扣款账户: ⟦IBAN|$iban_fr1⟧
Entry fee 加盟费: ⟦AMOUNT|€15,000⟧, paid by the franchisee on signature. Royalty rate ⟪royalty_rate|6 %⟫ of monthly turnover."""),

("wechat_chat", """⟦PERSON|Vicky⟧: Hi ⟦PERSON|小雪⟧, for payroll 我需要你的 NI number 和 bank details
⟦PERSON|小雪⟧: 好的～NI: ⟦NATIONAL_ID|$nid_uk2⟧，bank 是 Monzo，IBAN ⟦IBAN|$iban_gb2⟧
⟦PERSON|Vicky⟧: Perfect. 时薪 ⟦AMOUNT|£12.21⟧ from next week, shift 7am–3pm at the ⟪branch_name|Camden⟫ hostel. 你的 BRP 也拍一张给我 for the right-to-work check
⟦PERSON|小雪⟧: 👌 BRP 明天发你，我的 UK 号码 ⟦PHONE|07467 329 015⟧"""),

("bilingual_email", """Hi ⟦PERSON|Grace⟧,
这是我的 payroll info for the Rockies hiking season:
SIN: ⟦NATIONAL_ID|$nid_ca2⟧
DOB: ⟦DATE_OF_BIRTH|1989-07-30⟧
Address: ⟦ADDRESS|1207-1088 Richards St, Vancouver, BC V6B 3E1⟧
Direct deposit: TD, transit ⟪bank_transit|00450⟫, account number 在 void cheque 上
另外 FYI 我有 ⟦MEDICAL|peanut allergy⟧，all trips 都会带 ⟦MEDICAL|EpiPen⟧。
Thanks!
⟦PERSON|Eric Zhao⟧ ⟦PERSON|赵一鸣⟧"""),

("front_desk_memo", """【民宿前台备忘 Front desk memo】⟪property_name|Yangshuo River View⟫
Guests: ⟦PERSON|Rohan Mehta⟧ + ⟦PERSON|Priya Iyer⟧
Passport: ⟦PASSPORT|$pp_in1⟧ / ⟦PASSPORT|$pp_in2⟧ — 已拍照上传住宿登记系统
⟦PERSON|Rohan⟧ 说他的 Aadhaar ⟦NATIONAL_ID|$nid_in2⟧ 也可以用 — 不行，外国人只能用 passport 登记。
Diet: ⟦PERSON|Priya⟧ 是 vegetarian，⟦PERSON|Rohan⟧ ⟦MEDICAL|shellfish allergy⟧ 海鲜过敏
Paid 已付: ⟦AMOUNT|¥1,260⟧ via Alipay; 押金 deposit policy ⟪deposit_policy|¥200/room⟫"""),

("email", """From: ⟦PERSON|李婷⟧ <⟦EMAIL|li.ting.yokohama@gmail.com⟧>
Subject: Re: employment documents 入职材料
Hi HR team, attached 在留卡 copy。My Number 是 ⟦NATIONAL_ID|$nid_jp1⟧，住址 ⟦ADDRESS|〒231-0023 横浜市中区山下町112-3 シャトー山下605⟧。
Start date 4/1，负责 ⟪terminal|Osanbashi⟫ cruise terminal 的 wheelchair assistance。
Emergency contact 紧急联系人: ⟦PERSON|李明⟧ ⟦PHONE|+86 186 0217 4432⟧"""),

("guide_profile", """Guide profile 导游档案 — ⟪org_name|Gotland Pedal AB⟫
Name: ⟦PERSON|Lin Andersson⟧（⟦PERSON|林安娜⟧）
Personnummer: ⟦NATIONAL_ID|$nid_se1⟧ (born ⟦DATE_OF_BIRTH|1982-09-21⟧)
Languages: svenska, English, 中文
Phone: ⟦PHONE|+46 70 412 88 31⟧
备注: 负责中文团 ⟪tour_name|Visby old town ride⟫；有 ⟦MEDICAL|asthma⟧，骑行时随身带 ⟦MEDICAL|Ventolin⟧
Day rate 日薪: ⟦AMOUNT|SEK 2,400⟧"""),

("booking_note", """Booking note — ⟪org_name|Nordlys Voyages⟫ coastal voyage ⟪booking_ref|NV-7714201⟫
Guest: ⟦PERSON|Mei Ling Haugen⟧（⟦PERSON|何美玲⟧）
Fødselsnummer (resident discount): ⟦NATIONAL_ID|$nid_no1⟧, DOB ⟦DATE_OF_BIRTH|08.06.1971⟧
客人要求 North Cape excursion 中文讲解，已联系中文导游 ⟦PERSON|Chen Bo⟧。
Resident discount ⟪discount_rate|-15%⟫ applied; balance paid ⟦AMOUNT|NOK 18 450⟧"""),

("host_verification", """Host verification 房东认证 — ⟪org_name|Casa Nostra Homestays⟫
Nombre / 姓名: ⟦PERSON|Huang Xiaoli⟧ ⟦PERSON|黄晓丽⟧
NIE: ⟦NATIONAL_ID|$nid_es2⟧
Dirección / 地址: ⟦ADDRESS|Carrer de Sardenya 311, 4º 2ª, 08025 Barcelona⟧
Teléfono: ⟦PHONE|+34 631 20 88 45⟧
Payout IBAN 收款账户: ⟦IBAN|$iban_es2⟧
Licencia turística: ⟪tourist_licence|HUTB-012345⟫ · 审核状态 ⟪review_status|pending⟫"""),

("imessage_chat", """⟦PERSON|Linda Chen⟧: 我填 W-4 的时候 SSN 要写全吗？
⟦PERSON|Mike⟧ (Sierra Trails): yes full SSN please, just text it or bring it tomorrow
⟦PERSON|Linda Chen⟧: ok ⟦SSN|$ssn5⟧。地址还是 ⟦ADDRESS|2261 Clement St, San Francisco, CA 94121⟧
⟦PERSON|Mike⟧ (Sierra Trails): got it. Your rate is ⟦AMOUNT|$28/hr⟧ for the Yosemite day hikes, 小费另算
⟦PERSON|Linda Chen⟧: 👍 btw 我下周三要去做 ⟦MEDICAL|wisdom tooth extraction⟧，that day can't guide"""),

("python_script", """# 行李寄存 Shopify 订单 webhook 处理（⟦PERSON|Tony Guo⟧ 写）
SHOPIFY_TOKEN = "⟦APIKEY|$ak_shopify1⟧"
STRIPE_WEBHOOK_SECRET = "⟦SECRET|$sec_whsec2⟧"   # 测试完记得换成环境变量！！
SHOP = "⟪shop_domain|bagnook-store.myshopify.com⟫"
API_VERSION = "⟪api_version|2024-07⟫"

def handle(order):
    # e.g. order["email"] == "⟪example_email|customer@example.com⟫"
    notify(order["email"], f"您的寄存订单 {order['name']} 已确认")"""),
]

TEXTS += [
("voice_note_transcript", """[Voice note 0:37 → text] Eh ⟦PERSON|Wei Jie⟧, the campervan at ⟪place_name|Tanjong Pagar⟫ carpark level 3 ah, key box code is ⟦PASSWORD|four four one nine⟧. 你拿了 key 之后 message me. Customer is Mdm ⟦PERSON|Rosnah⟧, she already paid ⟦AMOUNT|two hundred eighty dollars⟧ deposit. Her hp is ⟦PHONE|eight one seven two, three zero nine four⟧. Oh and she got ⟦MEDICAL|bad back⟧ so help her load the bags ok. 谢啦 bro."""),

("meeting_minutes", """Minutes 会议纪要 — ⟪org_name|Blue Whale Cruises⟫ Shanghai office, ⟪meeting_date|2024-11-18⟫
Attendees 参会: ⟦PERSON|David Xu⟧ (GM), ⟦PERSON|Cindy Ma⟧ (HR), ⟦PERSON|徐晨⟧ (Finance)
1. 2025 salary adjustment 调薪：前台 team leader ⟦PERSON|Annie Qian⟧ 调至 ⟦AMOUNT|RMB 16,500⟧/month，effective January.
2. 员工 ⟦PERSON|赵磊⟧ 申请病假两周（⟦MEDICAL|lumbar disc herniation⟧，⟦MEDICAL|腰椎间盘突出⟧），HR approved.
3. Travel agency commission 佣金 stays at ⟪commission_rate|8%⟫.
Action: ⟦PERSON|Cindy⟧ to update payroll by Friday."""),

("2fa_backup_doc", """## 共享账号 2FA 备份 / Shared account 2FA backup（⟪org_name|骑迹单车旅行⟫ extranet）
Owner 负责人: ⟦PERSON|Hannah Han⟧
Setup key 密钥: ⟦SECRET|$sec_totp2⟧
Backup codes 备用码（用一个划掉一个）:
⟦SECRET|$sec_rc7⟧   ⟦SECRET|$sec_rc8⟧   ⟦SECRET|$sec_rc9⟧   ⟦SECRET|$sec_rc10⟧
Extranet login: ⟦EMAIL|ops@qijibike.com⟧ / 密码 ⟦PASSWORD|Qiji#Extranet2024⟧
Property ID: ⟪property_id|10483327⟫"""),

("email_with_signature", """Hi Ms ⟦PERSON|Ho⟧，你嘅兩件行李已經轉咗去機場 counter，取件編號 ⟪pickup_ref|HBS-77120⟫，收費 ⟦AMOUNT|HK$180⟧ 已經喺你張卡扣咗。Any questions just reply to this email.

Thanks & regards 謝謝！
⟦PERSON|Ivan Cheung⟧ ⟦PERSON|張浩文⟧
Operations Manager 營運經理
⟪org_name|Harbour Bag Storage Ltd 港灣行李寄存有限公司⟫
T: ⟦PHONE|+852 2811 4023⟧ | M: ⟦PHONE|+852 9388 1207⟧
E: ⟦EMAIL|ivan.cheung@harbourbag.hk⟧
⟪business_address|Shop 12, G/F, 33 Hankow Road, Tsim Sha Tsui, Kowloon⟫"""),

("nginx_error_log", """# 2024-10-08 凌晨接口被刷，下面是 error.log 片段（⟦PERSON|阿杰⟧ 整理）
2024/10/08 03:21:14 [error] ⟪pid|1123⟫#1123: *88121 limiting requests, excess: 20.480 by zone "api", client: ⟦IP_ADDRESS|185.220.101.47⟧, server: book.manxinghostel.cn, request: "POST /api/login HTTP/1.1"
2024/10/08 03:21:14 [error] 1123#1123: *88122 limiting requests, excess: 20.960 by zone "api", client: ⟦IP_ADDRESS|185.220.101.47⟧, server: book.manxinghostel.cn
2024/10/08 03:22:40 [warn] upstream ⟦IP_ADDRESS|172.18.0.5⟧:⟪port|9000⟫ marked as down
# 已在 WAF 封禁该 IP；正常用户比如 ⟦IP_ADDRESS|2408:8207:2471:5a90:e4b1:3cff:fe91:1d2e⟧ 没受影响
# ⟪doc_ip|192.0.2.44⟫ 是文档里的示例地址，忽略"""),

("xiaohongshu_post", """冰岛 campervan 自驾 10 天 💸 花费全公开！
租车：⟪org_name|Aurora Vans Iceland⟫ 4x4 van ⟦AMOUNT|ISK 412,000⟧（我们两个人 split）
Gas 油费：⟦AMOUNT|ISK 68,500⟧
冰川徒步 guide 是 ⟦PERSON|Siggi⟧，超级 nice，还帮我们拍照📸 给了 tip ⟦AMOUNT|5000 kr⟧
Tips：保险一定要买 gravel protection！我们 windscreen 被石头砸了，幸好有保险 only paid ⟪deductible|ISK 0⟫
⟪hashtag|#冰岛自驾⟫ #campervan"""),

("bilingual_notice", """行李寄存 Luggage Storage — ⟪store_name|途行寄存·上海虹桥站⟫
营业时间 Opening hours: 06:00–23:00
收费 Prices: 小件 Small ⟪price|¥15/天⟫ · 大件 Large ⟪price|¥25/天⟫ · 超大 XL ⟪price|¥40/天⟫
超时 Overtime: ⟪price|¥3/hour⟫
禁止寄存 Not accepted: 易燃易爆物品 flammables, 现金 cash, 价值超过 ⟪cover_limit|¥5,000⟫ 的贵重物品 valuables
扫码寄存 Scan to store → ⟪short_url|tx.cn/jc8Q2⟫"""),

("jupyter_notebook", """In [3]: # 用 Claude 给骑行路线写中英双语介绍（⟦PERSON|Sun Yue⟧ 的实验）
        import anthropic, os
        client = anthropic.Anthropic(api_key="⟦APIKEY|$ak_anthropic1⟧")
In [4]: # 备用 OpenAI
        os.environ["OPENAI_API_KEY"] = "⟦APIKEY|$ak_openai2⟧"
In [5]: route = load_gpx("⟪file_path|routes/qiandaohu_loop.gpx⟫")   # ⟪route_length|62.4 km⟫
Out[5]: Route(name='千岛湖环湖', elevation_gain=⟪elevation_gain|980⟫)"""),

("support_ticket", """Ticket ⟪ticket_id|#88214⟫ · Refund request 退款申请 · Priority: Normal
Requester: ⟦PERSON|Zoe Huang⟧ <⟦EMAIL|zoe.huang.travel@outlook.com⟧>
你好，我 9 月 booked 了 ⟪tour_name|Amalfi Coast walking tour⟫（booking ⟪booking_ref|HS-24-4410⟫），但是出发前 ⟦MEDICAL|Covid positive⟧ 没能去，附件是 test result。Can I get a refund of ⟦AMOUNT|€1,340⟧? 付款卡是 ⟪masked_card|Visa •••• 4471⟫。
— Internal note (⟦PERSON|Gareth⟧): per T&Cs only ⟦AMOUNT|€670⟧ is refundable (50%), offer travel credit for the rest."""),

("call_transcript", """[Changi special assistance hotline — transcript]
Agent: Good afternoon, Changi Special Assistance, ⟦PERSON|Farah⟧ speaking.
Caller: Hi, 我要帮我爸爸 book wheelchair, he's flying back to Shanghai next Monday.
Agent: Sure. Passenger name as in the passport?
Caller: ⟦PERSON|QIAN Jianguo⟧。Date of birth ⟦DATE_OF_BIRTH|22 December 1968⟧。他的 Chinese ID card 是 ⟦IDCARD|$idcn_26⟧.
Agent: For an international flight we need the passport number please.
Caller: 哦 OK，我 check 一下……⟦PASSPORT|$pp_cn13⟧.
Agent: And the reason for assistance?
Caller: 他上个月做了 ⟦MEDICAL|cataract surgery⟧，眼睛还看不太清，also ⟦MEDICAL|knee osteoarthritis⟧.
Agent: Noted. Contact number?
Caller: ⟦PHONE|+65 8234 0917⟧，我叫 ⟦PERSON|Qian Lei⟧."""),

("k8s_secret_manifest", """# 别直接 kubectl apply 这个文件！用 sealed-secrets（by ⟦PERSON|Leo Fang⟧）
apiVersion: v1
kind: Secret
metadata:
  name: ⟪k8s_name|prm-web-secrets⟫
  namespace: ⟪k8s_namespace|airport-assist⟫
stringData:
  DJANGO_SECRET_KEY: "⟦SECRET|$sec_django1⟧"
  TWILIO_ACCOUNT_SID: "⟪twilio_sid|$dk_twilio_sid1⟫"
  TWILIO_AUTH_TOKEN: "⟦SECRET|$sec_twilio1⟧"
  SMS_FROM: "⟦PHONE|+44 7480 781 223⟧"
  SENTRY_DSN: "⟪public_dsn|https://3f1c9e7a52b04d6e@o44812.ingest.sentry.io/5527190⟫\""""),

("wechat_chat", """⟦PERSON|Jonas Meier⟧: Hello ⟦PERSON|王总⟧! Thanks again for booking the Jungfrau hiking days. Invoice ⟪invoice_no|JM-2024-031⟫ attached, total ⟦AMOUNT|CHF 2,160⟧ for 3 guide days.
⟦PERSON|王总⟧: 收到 ⟦PERSON|Jonas⟧，谢谢！Bank details 发我一下？
⟦PERSON|Jonas Meier⟧: IBAN ⟦IBAN|$iban_ch1⟧, PostFinance. 另外 your colleague Ms ⟦PERSON|Tang⟧ had an ⟦MEDICAL|altitude headache⟧ at Jungfraujoch, is she ok now?
⟦PERSON|王总⟧: 她没事了 👍 下午就付款"""),

("damage_claim_email", """Subject: Damage claim 定损 — booking ⟪booking_ref|AT-CV-55012⟫
Dear Mr. ⟦PERSON|Huber⟧,
我们是 ⟦PERSON|Liang Chen⟧ 和 ⟦PERSON|Xu Fang⟧，we returned the campervan in Innsbruck on 14 Aug. 您说 side mirror damage 要从我们的 ⟦AMOUNT|€2,000⟧ deposit 里扣 ⟦AMOUNT|€850⟧，但是 check-out 照片（attached, ⟪photo_ref|IMG_4418.HEIC⟫）显示 mirror 本来就有裂痕。
Please refund the full deposit to ⟦IBAN|$iban_at1⟧ (our friend's Austrian account, holder ⟦PERSON|Stefan Gruber⟧), otherwise we will contact our credit card company.
Best regards,
⟦PERSON|Liang Chen⟧ ⟦PERSON|陈亮⟧"""),

("python_script", """# crew_shift_bot.py — 邮轮船员排班提醒（⟦PERSON|Ma Rui⟧ 维护）
TOKEN = "⟦APIKEY|$ak_tg2⟧"
CREW_CHAT_ID = ⟪chat_id|-1001876543210⟫
ADMIN = "@⟦PERSON|marui_ops⟧"
GATEWAY = "⟦IP_ADDRESS|10.140.0.1⟧"   # 船上 crew wifi 网关
SHIFT_TZ = "⟪timezone|Asia/Shanghai⟫\""""),

("oauth_credentials", """// client_secret.json —— 骑行 App 的 Google 登录（不要放进 repo!!）
{"web":{"client_id":"⟪oauth_client_id|$dk_gclient1⟫","project_id":"⟪gcp_project|qiji-bike-app⟫","client_secret":"⟦SECRET|$sec_gcs1⟧","redirect_uris":["https://qijibike.com/oauth2/callback"]}}
// 测试账号 ⟦EMAIL|test.rider.qiji@gmail.com⟧ 的 refresh token：
⟦SECRET|$sec_refresh1⟧"""),

("sql_insert", """-- 慢行青旅 外宾登记 export（foreign guests, October）
INSERT INTO ⟪db_table|foreign_guests⟫ (name, nationality, passport_no, dob, bed) VALUES
('⟦PERSON|KIM MINSEO⟧', 'KOR', '⟦PASSPORT|$pp_kr1⟧', '⟦DATE_OF_BIRTH|1998-04-17⟧', '⟪bed_number|B2-05⟫'),
('⟦PERSON|TAN WEI MING⟧', 'SGP', '⟦PASSPORT|$pp_sg1⟧', '⟦DATE_OF_BIRTH|1987-11-30⟧', 'B2-06'),
('⟦PERSON|TAIT HANNAH⟧', 'NZL', '⟦PASSPORT|$pp_nz1⟧', '⟦DATE_OF_BIRTH|2000-02-14⟧', 'B3-01');
-- 台湾同胞另表登记"""),

("incident_note", """Incident note — ⟪tour_name|Sun Moon Lake cycling day⟫ 日月潭, guide ⟦PERSON|阿傑⟧
Guest ⟦PERSON|Emily Park⟧ fell near ⟪place_name|向山遊客中心⟫: ⟦MEDICAL|abrasions on both knees⟧ 雙膝擦傷，意識清楚。送 ⟪hospital_name|埔里基督教醫院⟫ 急診，打了 ⟦MEDICAL|tetanus shot⟧。
醫藥費 ⟦AMOUNT|NT$2,350⟧ 客人先付，insurance 之後 claim。
Guest phone ⟦PHONE|+1 (415) 662-0834⟧, staying at ⟪hotel_name|The Lalu⟫."""),

("readme", """# ops-scripts（行李寄存 内部工具）
> ⚠️ 下面的 key 都是 production 的，只给 ⟦PERSON|Nina⟧ 和 ⟦PERSON|Hugo⟧ 用

| Service | Key |
|---|---|
| Airtable（门店库存 base） | `⟦APIKEY|$ak_airtable1⟧` |
| Notion（SOP wiki） | `⟦APIKEY|$ak_notion1⟧` |
| Linear（tickets） | `⟦APIKEY|$ak_linear1⟧` |
| Mailchimp（newsletter） | `⟦APIKEY|$ak_mailchimp1⟧` |
| Square POS（巴黎店） | `⟦APIKEY|$ak_square1⟧` |
| Hugging Face（OCR 模型下载） | `⟦APIKEY|$ak_hf1⟧` |

示例 key（文档用，无效）：`⟪example_key|$dk_aws_example⟫`"""),
]

TEXTS += [
("line_chat", """⟦PERSON|吳佳穎⟧: Hi，我想訂 ⟪tour_name|Cotswolds walking 5 days⟫，9/14 出發 2 位
⟪org_name|Hillstride⟫: Hi ⟦PERSON|Chia-Ying⟧! Deposit is ⟦AMOUNT|£400⟧ per person. We can take the card by phone or via a secure link.
⟦PERSON|吳佳穎⟧: 我直接給你好了，JCB ⟦CARD|$card_j1⟧ 到期 ⟪card_expiry|06/28⟫ 末三碼 ⟦CVV|835⟧
⟪org_name|Hillstride⟫: Thank you — for the guesthouse registration we also need passport numbers.
⟦PERSON|吳佳穎⟧: ⟦PASSPORT|$pp_tw1⟧，我朋友的晚點給～"""),

("payment_list", """### 欧洲地接导游付款清单 Local guide payments — Oct 2024（财务 ⟦PERSON|Lucy Zheng⟧ 整理）
| Guide | Tour | Amount | IBAN |
|---|---|---|---|
| ⟦PERSON|Eleni Papadaki⟧ | Crete gorge hike 萨玛利亚峡谷 | ⟦AMOUNT|€720⟧ | ⟦IBAN|$iban_gr1⟧ |
| ⟦PERSON|Mads Kjær⟧ | Copenhagen bike tour 哥本哈根骑行 | ⟦AMOUNT|DKK 4,500⟧ | ⟦IBAN|$iban_dk1⟧ |
| ⟦PERSON|Lotte Peeters⟧ | Bruges walking tour 布鲁日徒步 | ⟦AMOUNT|€380⟧ | ⟦IBAN|$iban_be1⟧ |
付款批次 batch ⟪batch_id|PAY-2410-EU⟫，汇率 ⟪fx_rate|7.82⟫ CNY/EUR"""),
]
