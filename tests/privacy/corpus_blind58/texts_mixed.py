# -*- coding: utf-8 -*-
"""blind58 mixed Chinese/English texts, typed by hand. Markup: ⟦TYPE|value⟧ spans, ⟪kind|value⟫ decoys."""
TEXTS = []

# ---------------------------------------------------------------- part 1
TEXTS += [
("wechat_chat", """⟦PERSON|Sophie Laurent⟧：Hi 师傅, tomorrow 9am ok? 我住 ⟦ADDRESS|上海市静安区愚园路1088弄3号201室⟧, no lift 没有电梯 😅
⟦PERSON|钟师傅⟧（⟪org_name|快狐搬家⟫）：OK没问题，三楼以上加⟪price|50元/层⟫，你这二楼不加
⟦PERSON|Sophie Laurent⟧：great. 新地址 ⟦ADDRESS|上海市长宁区番禺路388号9栋1402⟧, 门卫说要登记 ID，我把证件号发你：⟦IDCARD|$id25⟧（我老公 ⟦PERSON|Chen Hao⟧ 的，他本人会在）
⟦PERSON|钟师傅⟧：收到。定金转了吗
⟦PERSON|Sophie Laurent⟧：转了 ⟦AMOUNT|¥300⟧，my number ⟦PHONE|+86 186 2183 7740⟧
"""),

("slack_channel", """#sz-studio-it
⟦PERSON|kevin.zhu⟧ 11:02 AM: 渲染机又连不上 S3 了，是不是 key 过期了？
⟦PERSON|amelia.ross⟧ 11:05 AM: I rotated them on Monday — new ones: key id ⟦APIKEY|$ak_aws2⟧ / secret ⟦SECRET|$sk_aws2⟧
⟦PERSON|kevin.zhu⟧ 11:06 AM: 好的 thx. 另外 render-07 的内网 IP 改成 ⟦IP_ADDRESS|10.88.4.17⟧ 了, 别再用 ⟪doc_ip|192.0.2.14⟫ 那个 placeholder
⟦PERSON|amelia.ross⟧ 11:07 AM: 👍 also pls don't paste keys here next time, use ⟪tool_name|1Password⟫ 😬
"""),

("email", """Subject: 物業估價報告 / Valuation report – ⟪file_ref|HK/VAL/24/3412⟫

Dear Mr ⟦PERSON|Tsang⟧,

附上 ⟦ADDRESS|九龍九龍塘森麻實道12號2樓⟧ 的估價報告。Our opinion of open market value is ⟪valuation_figure|HK$28,500,000⟫ as at ⟪valuation_date|20 June 2024⟫.
For the bank's KYC we recorded your HKID as ⟦NATIONAL_ID|$nid_hkid2⟧ — 請核對。
Our fee of ⟦AMOUNT|HK$12,800⟧ has been settled by your cheque, thank you.

Best regards / 順祝商祺
⟦PERSON|Ivy Cheung⟧ ⟦PERSON|張詠詩⟧, MHKIS RPS(GP)
⟪org_name|宏基測量師行有限公司⟫
T ⟦PHONE|+852 2881 6627⟧ | E ⟦EMAIL|ivy.cheung@wangkei-surveyors.com.hk⟧
"""),
]

TEXTS += [
("whatsapp_chat", """[10/07/24, 21:14] ⟦PERSON|Jasmine Goh⟧: Hi ⟦PERSON|Ah Seng⟧, the carpentry deposit I PayNow you already ah, ⟦AMOUNT|S$3,200⟧, pls check
[10/07/24, 21:20] ⟦PERSON|Ah Seng⟧: 收到 thanks! For the HDB reno permit need your NRIC hor
[10/07/24, 21:22] ⟦PERSON|Jasmine Goh⟧: ⟦NATIONAL_ID|$nid_nric2⟧. Unit is ⟦ADDRESS|Blk 221B Sumang Walk, #12-408, Singapore 822221⟧
[10/07/24, 21:25] ⟦PERSON|Ah Seng⟧: ok. 下个礼拜一 start hacking, permit ⟪permit_no|HDB/RP/24/130557⟫ I paste on door. My mobile ⟦PHONE|9127 4406⟧ if neighbour complain
[10/07/24, 21:26] ⟦PERSON|Jasmine Goh⟧: Btw my younger brother staying with me got ⟦MEDICAL|asthma⟧, pls make sure got dust cover 🙏
"""),

("web_form", """⟪org_name|蜂巢迷你仓 Hive Storage⟫ 租仓登记 / Rental Registration
姓名 Name: ⟦PERSON|Takahashi Yuki⟧（⟦PERSON|高桥由纪⟧）
护照 Passport No.: ⟦PASSPORT|$pp_jp1⟧
手机 Mobile: ⟦PHONE|+86 152 1977 4083⟧    Email: ⟦EMAIL|yuki.takahashi.sz@gmail.com⟧
仓位 Unit: ⟪unit_number|SZ-NS-2-045⟫（⟪unit_size|2㎡⟫）
信用卡 Credit card: ⟦CARD|$card_visa4⟧   Exp ⟪card_expiry|11/26⟫   CVV ⟦CVV|306⟧
自设门禁密码 Access PIN: ⟦PASSWORD|4409⟧
"""),

("app_log", """2024-08-14T09:31:22+08:00 [order-svc] INFO 新订单 ⟪order_id|GX-EU-240814-0019⟫ customer=⟦EMAIL|lukas.becker@posteo.de⟧ total=⟦AMOUNT|€1.249,00⟧ ship_to=DE
2024-08-14T09:31:22+08:00 [order-svc] DEBUG stripe key in use: ⟦APIKEY|$ak_stripe1⟧ （TODO: 从日志里去掉）
2024-08-14T09:31:23+08:00 [fraud] client_ip=⟦IP_ADDRESS|91.64.198.23⟧ geo=DE risk=⟪risk_score|0.12⟫
2024-08-14T09:31:25+08:00 [notify] 已通知仓库 ⟦PERSON|阿辉⟧ 打包, 运单 ⟪waybill_no|DHL 3398 1042 77⟫
"""),

("env_file", """# 室内设计 AI 出图服务 .env（⟦PERSON|Tina⟧ 维护，勿提交）
OPENAI_API_KEY=⟦APIKEY|$ak_openai2⟧
GOOGLE_API_KEY=⟦APIKEY|$ak_google2⟧   # 地图 + Places
DJANGO_SECRET_KEY="⟦SECRET|$sec_django_key1⟧"
DB_HOST=⟦IP_ADDRESS|172.24.6.3⟧
DB_PASSWORD=⟦PASSWORD|Render!ng2024⟧
ALLOWED_HOSTS=⟪hostname|render.muyan-design.cn⟫
RELEASE=⟪version|2024.07.2⟫  # 上线前 DEBUG 记得关 ✅
"""),

("email", """Hi ⟦PERSON|Winnie⟧，

谢谢你上次帮忙找到船票记录！我外公 ⟦PERSON|Lee Kwok-Wing⟧（⟦PERSON|李國榮⟧）came to Vancouver in 1958 on the ⟪ship_name|SS President Cleveland⟫. Library and Archives Canada 要核实我的身份, they asked for my SIN: ⟦NATIONAL_ID|$nid_sin2⟧, DOB ⟦DATE_OF_BIRTH|1972-05-30⟧.
另外 immigration file 里写他 on arrival had ⟦MEDICAL|pulmonary tuberculosis⟧, was held for observation — 这个我妈都不知道。
My phone is ⟦PHONE|604-928-3317⟧ if easier.
Thanks again,
⟦PERSON|Anita Lee⟧
"""),

("wechat_group", """【伦敦华人钢琴交流群】
⟦PERSON|Grace 王⟧：有没有推荐的调律师？I'm in Ilford, zone 4
⟦PERSON|Leo Chan⟧：推荐⟦PERSON|何师傅⟧！his number ⟦PHONE|07931 482 660⟧，一次⟪price|£95⟫左右
⟦PERSON|Grace 王⟧：thanks！我地址 ⟦ADDRESS|28 Cranbrook Road, Ilford IG1 4PA⟧ 他会来这边吗
⟦PERSON|何师傅⟧：可以的 ⟦PERSON|Grace⟧，周六上午10点？你琴什么牌子
⟦PERSON|Grace 王⟧：Yamaha ⟪piano_model|b1⟫，上次 tune 是 2021 年，给了人家⟦AMOUNT|£85⟧
"""),

("hr_form", """New joiner / 新员工入职 – ⟪org_name|Hartley Rowe Architects (Shanghai)⟫
Name 姓名: ⟦PERSON|Meng Fanyu⟧ / ⟦PERSON|孟凡宇⟧
DOB 出生日期: ⟦DATE_OF_BIRTH|27 Sep 1991⟧
ID 身份证: ⟦IDCARD|$id21⟧
Salary card 工资卡: ⟦CARD|$card_cup6⟧
Monthly salary 月薪: ⟦AMOUNT|RMB 26,000⟧ (pre-tax)
Home 住址: ⟦ADDRESS|上海市浦东新区张杨路1588弄6号1203室⟧
Emergency contact 紧急联系人: ⟦PERSON|孟建军⟧ (father) ⟦PHONE|0536-822 4517⟧
IT: laptop ⟪asset_tag|HRA-SH-LT-044⟫, email ⟦EMAIL|fanyu.meng@hartleyrowe.com⟧
"""),

("meeting_minutes", """Weekly meeting 周会 – ⟪org_name|Atelier Nine 玖設計⟫ – ⟪meeting_date|3 July⟫
Attendees: ⟦PERSON|Karen⟧, ⟦PERSON|Dicky⟧, ⟦PERSON|Mandy Lau⟧
1. ⟦PERSON|Mandy⟧ maternity leave from Aug — 她有⟦MEDICAL|妊娠糖尿病⟧, reduce site visits 減少地盤巡查.
2. Client Mrs ⟦PERSON|Ng⟧ paid 2nd instalment ⟦AMOUNT|HK$180,000⟧ for the ⟪project_name|Repulse Bay⟫ flat.
3. Q3 studio revenue target ⟪org_target|HK$2.4M⟫ — on track.
4. ⟦PERSON|Dicky⟧ to order ⟪product_code|Flos IC S1⟫ x6, lead time ⟪lead_time|8 weeks⟫.
"""),

("python_traceback", """# 训练户型识别模型 floorplan-seg —— ⟦PERSON|liuyang⟧@gpu-01
Traceback (most recent call last):
  File "train.py", line ⟪line_no|57⟫, in <module>
    login(token="⟦APIKEY|$ak_hf1⟧")
  File "/home/⟦PERSON|liuyang⟧/.venv/lib/python3.10/site-packages/huggingface_hub/hf_api.py", line 1412, in whoami
huggingface_hub.errors.HfHubHTTPError: 401 Client Error: Unauthorized for url: https://huggingface.co/api/whoami-v2
# twine upload 也失败: password = ⟦APIKEY|$ak_pypi1⟧
# GPU 节点 ⟦IP_ADDRESS|10.200.3.12⟧  CUDA ⟪version|12.1⟫
"""),
]

# ---------------------------------------------------------------- part 2
TEXTS += [
("k8s_manifest", """# 搬家调度平台 prod —— secret 先这样放，下周迁到 KMS（owner: ⟦PERSON|xionglei⟧）
apiVersion: v1
kind: Secret
metadata:
  name: dispatch-secrets
  namespace: ⟪k8s_namespace|banjia-prod⟫
stringData:
  ALIYUN_AK: "⟦APIKEY|$ak_aliyun3⟧"
  ALIYUN_SK: "⟦SECRET|$sec_aliyun3⟧"
  DINGTALK_ROBOT: "⟦SECRET|$sec_hook_ding2⟧"
  PAY_PRIVATE_KEY: |
    ⟦SECRET|$sec_pem_rsa1⟧
---
# image ⟪docker_image|registry.cn-hangzhou.aliyuncs.com/banjia/dispatch:1.8.4⟫
"""),

("invoice", """⟪org_name|港運搬屋 HK Move Express⟫  INVOICE 發票 No. ⟪invoice_no|HKM-INT-24-0211⟫
Customer 客戶: ⟦PERSON|Fung Wai Man⟧ ⟦PERSON|馮慧敏⟧
Passport 護照: ⟦PASSPORT|$pp_cn4⟧
From 起運: ⟦ADDRESS|香港北角英皇道633號8樓C室⟧
To 目的地: ⟦ADDRESS|14 Alder Grove, Reading RG2 7LP⟧
Sea freight ⟪container_size|LCL 8 cbm⟫ .......... ⟪line_total|HK$35,600⟫
Packing & crating 包裝 ......... ⟪line_total|HK$2,800⟫
Amount paid 已付: ⟦AMOUNT|HK$38,400⟧ → overpaid by ⟦AMOUNT|£120.50⟧ after FX; refund to UK account ⟦IBAN|$iban_gb5⟧
"""),
]

TEXTS += [
("shell_history", """# ~/.zsh_history — ⟦PERSON|wangjq⟧ (Radlager Kreuzberg 网店 运维)
: ⟪unix_timestamp|1719300112⟫:0;export GITHUB_TOKEN=⟦APIKEY|$ak_gh2⟧
: 1719300140:0;gh repo clone radlager/shop-theme
: 1719300412:0;ssh deploy@⟦IP_ADDRESS|49.12.76.201⟧ -p ⟪port|2222⟫
: 1719300588:0;TG_TOKEN=⟦APIKEY|$ak_tg2⟧ ./notify_orders.sh   # 订单通知机器人
: 1719300601:0;echo "部署完成 ⟪version|v1.12.0⟫"
"""),

("hr_form", """荷兰分公司 payroll 信息 – ⟪org_name|Studio Gao Architecten B.V.⟫
员工 Employee: ⟦PERSON|Gao Mingyue⟧（⟦PERSON|高明月⟧）
BSN: ⟦NATIONAL_ID|$nid_bsn2⟧
IBAN: ⟦IBAN|$iban_nl2⟧
Adres 地址: ⟦ADDRESS|Lijnbaansgracht 241-H, 1017 RH Amsterdam⟧
Bruto salaris 月薪: ⟦AMOUNT|€5.100⟧ per maand
30%-regeling 已批, 编号 ⟪ruling_ref|30R-2024-11872⟫
"""),

("research_notes", """Research notes 研究笔记 – ⟪case_ref|RG-CN-0412⟫ for ⟦PERSON|Michelle Wong⟧ (⟦EMAIL|mwong.sf@gmail.com⟧)
祖父 Grandfather: ⟦PERSON|Wong Sai Kit⟧ / ⟦PERSON|黄世杰⟧
  b. ⟦DATE_OF_BIRTH|March 12, 1924⟧, 台山 Taishan; d. ⟪death_date|1999⟫, San Francisco
  SSN (per SSDI): ⟦SSN|$ssn08⟧
  "Paper son" — 入境时用的名字是 ⟦PERSON|Lee Hing⟧ (Angel Island file ⟪case_file_no|37042/5-3⟫)
Next step 下一步: request ⟪form_name|NARA Form G-639⟫ copy of the immigration file.
"""),

("email", """Subject: Re: 訂購 Brompton P Line – 付款

Hi ⟦PERSON|Alvin⟧，我用 Amex 付訂金：⟦CARD|$card_amex2⟧ exp 02/27，CID ⟦CVV|8841⟧，name on card ⟦PERSON|CHAN KA LOK⟧。
訂金 ⟦AMOUNT|HK$3,000⟧，balance 到貨再付。Colour ⟪colour_code|Midnight Black⟫，⟪product_code|P Line Urban M4L⟫。
Thanks,
⟦PERSON|Ka Lok⟧ ⟦PHONE|9436 2817⟧
"""),

("dingtalk_group", """【钉钉】⟪project_code|Villa-HS⟫ dev group
⟦PERSON|Jerry 周⟧：@⟦PERSON|Alan⟧ deploy key 给你，连 staging ⟦IP_ADDRESS|10.31.0.9⟧
⟦SECRET|$sec_pem_ssh2⟧
⟦PERSON|Alan⟧：bro 私钥不能发群里啊 😂 I'll generate a new one，你把这个从 ⟪file_path|~/.ssh/authorized_keys⟫ 删掉
⟦PERSON|Jerry 周⟧：ok ok 撤回不了了，已删，fingerprint ⟪key_fingerprint|SHA256:Jt4o0d9QmV1pLzR8sWc2yXbN6kH3gF5aE7uT9iO2qZM⟫
"""),

("markdown_table", """### Project contacts – ⟪project_name|衡山路 Villa⟫ renovation

| Role | Name | Mobile | Email | WeChat |
|---|---|---|---|---|
| Owner 业主 | ⟦PERSON|Richard Hsu⟧ | ⟦PHONE|139 1650 2284⟧ | ⟦EMAIL|richard.hsu@hsu-family.net⟧ | ⟦PERSON|richardhsu_sh⟧ |
| PM 项目经理 | ⟦PERSON|蒋丽⟧ | ⟦PHONE|136 3198 0475⟧ | ⟦EMAIL|jiangli@muyan-design.cn⟧ | ⟦PERSON|jl_design88⟧ |
| Contractor 施工 | ⟪org_name|锦华装饰⟫ | ⟦PHONE|400-887-2210⟧ | ⟪org_domain|jinhua-deco.com⟫ | – |
"""),
]

# ---------------------------------------------------------------- part 3
TEXTS += [
("csv_export", """customer_id,name,name_cn,id_no,dob,mobile,email,unit
⟪customer_id|C-50021⟫,⟦PERSON|Xu Lan⟧,⟦PERSON|徐岚⟧,⟦IDCARD|$id22⟧,⟦DATE_OF_BIRTH|1986-02-11⟧,⟦PHONE|13970115532⟧,⟦EMAIL|xulan86@163.com⟧,⟪unit_number|NC-B-14⟫
⟪customer_id|C-50022⟫,⟦PERSON|Lu Zhiwei⟧,⟦PERSON|陆志伟⟧,⟦IDCARD|$id23⟧,⟦DATE_OF_BIRTH|1994-08-29⟧,⟦PHONE|18977120096⟧,⟦EMAIL|zw.lu@outlook.com⟧,⟪unit_number|NN-A-03⟫
# exported by admin ⟪timestamp|2024-09-02 08:00⟫, 南昌/南宁 两店
"""),

("sms", """【Hive Storage 蜂巢迷你仓】Dear ⟦PERSON|Yuki⟧, your monthly fee ⟦AMOUNT|¥680⟧ has been charged to card ⟪masked_card|**** 7219⟫ (unit ⟪unit_number|SZ-NS-2-045⟫). 本月临时门禁码 ⟦PASSWORD|9 1 7 3⟧，请勿转发。Enquiries 咨询 ⟦PHONE|0755-8627 4410⟧
"""),

("customs_note", """Revenue – Transfer of Residence relief – supporting note 搬家免税说明
Applicant 申请人: ⟦PERSON|Aoife Ní Dhonnchadha⟧, Irish passport ⟦PASSPORT|$pp_ie1⟧
Previous residence 原住址 (2016–2024): ⟦ADDRESS|广州市越秀区东风东路745号紫园商务大厦1503室⟧
New address: ⟦ADDRESS|12 Mill Street, Galway H91 K2C6⟧
Goods: upright piano 珠江 Pearl River UP118 (serial ⟪piano_serial|P1187733⟫) + household effects ⟪volume|22 cbm⟫
Deposit refund to ⟦IBAN|$iban_ie2⟧
Agent: ⟪org_name|Celtic Crown Removals⟫ ⟦PHONE|+353 91 771 203⟧
"""),

("email", """Betreff: Gebrauchtes Rennrad / 二手公路车

Hallo Herr ⟦PERSON|Bauer⟧,
我是 ⟦PERSON|Zhao Yiran⟧ (student at TUM). I'd like to buy the Canyon Ultimate for ⟦AMOUNT|€850⟧ as agreed. 我已经转账到您的 IBAN ⟦IBAN|$iban_de3⟧, Verwendungszweck "⟪payment_ref|Canyon Ultimate RN 2214F⟫".
For the Kaufvertrag: Reisepass ⟦PASSPORT|$pp_cn5⟧, Adresse ⟦ADDRESS|Connollystraße 3, App. 14-07, 80809 München⟧.
Viele Grüße / 谢谢
⟦PERSON|Yiran⟧ · ⟦PHONE|+49 1522 4087 319⟧
"""),

("google_review", """★★☆☆☆ ⟪org_name|Golden Bridge Removals 金桥搬家⟫
Booked them for a 1-bed move in ⟪place_name|Colindale⟫. 师傅 were polite but 迟到了两个小时, and the quote went from ⟪quote|£380⟫ to ⟪quote|£455⟫ on the day because of "extra stairs" 😤 包装材料 also charged ⟪unit_price|£3 per box⟫. Nothing broken at least. 不推荐 unless 便宜很多. Visited ⟪visit_date|July 2024⟫
"""),

("ci_workflow", """# .github/workflows/render-preview.yml  （⟦PERSON|kevin.zhu⟧ 临时改的，别 merge!!）
env:
  OPENAI_API_KEY: ⟦APIKEY|$ak_openai3⟧        # TODO 换成 secrets.OPENAI_API_KEY
  GH_PAT: ⟦APIKEY|$ak_gh3⟧
  SLACK_WEBHOOK: ⟦SECRET|$sec_hook_slack2⟧
jobs:
  preview:
    runs-on: ⟪runner_name|ubuntu-latest⟫
    steps:
      - uses: ⟪action_ref|actions/checkout@v4⟫
      - run: python render_preview.py --scale ⟪scale_ratio|1:100⟫
"""),
]

TEXTS += [
("feishu_doc", """【飞书文档】外籍员工入职清单 – 深圳测量部 (⟪org_name|Knight Pryce 莱坊测量⟫)
- Name 姓名: ⟦PERSON|Arjun Mehta⟧
- Aadhaar (for India PF transfer): ⟦NATIONAL_ID|$nid_aadhaar2⟧
- Work permit 工作许可 ⟪permit_no|WP-440300-2024-08812⟫ ✅
- 深圳住址: ⟦ADDRESS|深圳市南山区后海大道2388号怡化金融科技大厦2栋1506⟧
- Mobile: ⟦PHONE|+86 137 9844 2105⟧ / WhatsApp ⟦PHONE|+91 98201 44763⟧
- Relocation allowance 安家费: ⟦AMOUNT|RMB 30,000⟧ (paid 8/15)
"""),

("whatsapp_chat", """[02/09/24, 20:11] ⟦PERSON|Helen Yip⟧: 妈咪今日覆診, Dr ⟦PERSON|Patel⟧ says her ⟦MEDICAL|HbA1c is 71⟧, 要加 ⟦MEDICAL|metformin⟧ dose
[02/09/24, 20:13] ⟦PERSON|Kenneth Yip⟧: 唉. and the ⟦MEDICAL|early-stage dementia⟧ assessment?
[02/09/24, 20:15] ⟦PERSON|Helen Yip⟧: memory clinic referral done. Care home form needs her DOB, I put ⟦DATE_OF_BIRTH|14/05/1946⟧
[02/09/24, 20:16] ⟦PERSON|Kenneth Yip⟧: ok. 佢部琴 we put in storage? ⟪org_name|Big Yellow⟫ Battersea quote ⟪quote|£54/week⟫
[02/09/24, 20:18] ⟦PERSON|Helen Yip⟧: fine, I'll pay deposit ⟦AMOUNT|£108⟧ tonight. Movers collect from ⟦ADDRESS|Flat 6, Mandarin Court, 21 Gerrard Street, London W1D 6JR⟧
"""),

("debug_log", """[2024-09-05 14:22:10] DEBUG [pay-gateway] req={"card_no":"⟦CARD|$card_mc7⟧","cvv2":"⟦CVV|615⟧","exp":"⟪card_expiry|0928⟫","holder":"⟦PERSON|LIANG JUNHAO⟧","amount":"⟦AMOUNT|CNY 4,980.00⟧"}
[2024-09-05 14:22:10] DEBUG [realname] id_no=⟦IDCARD|$id26⟧ name=⟦PERSON|梁俊豪⟧ result=⟪verify_result|MATCH⟫
[2024-09-05 14:22:11] WARN  PCI 警告: 日志里不应出现完整卡号和CVV，see ⟪ticket_id|SEC-204⟫
[2024-09-05 14:22:11] INFO  client ⟦IP_ADDRESS|2408:8256:3a81:1f20:6c4d:9e2a:5b17:c03e⟧ ua=⟪app_version|iOS app 3.2.1⟫
"""),

("call_transcript", """[Call transcript 通話記錄 – ⟪org_name|Easy Van 搬屋⟫ hotline ⟦PHONE|3008 2288⟧]
Agent: 你好 Easy Van，有咩可以幫你？
Caller: Hi，我想 book 星期六搬屋，from ⟦ADDRESS|將軍澳唐德街9號將軍澳中心3座28樓D室⟧ to ⟦ADDRESS|西營盤第三街88號8樓⟧。
Agent: 好，請問點稱呼？
Caller: ⟦PERSON|陳太⟧，⟦PERSON|Cindy Chan⟧。
Agent: ⟦PERSON|陳太⟧，電話係？
Caller: ⟦PHONE|九六三二 七一八零⟧。
Agent: Deposit ⟦AMOUNT|HK$500⟧ 經 FPS 俾我哋就得，total estimate 大約 ⟪quote|HK$3,200⟫。
"""),

("email", """Objet : Devis cuisine / 厨房报价 – suivi

Bonjour Mme ⟦PERSON|Li⟧（⟦PERSON|李女士⟧您好），
Suite à notre RDV au ⟦ADDRESS|47 rue de Turenne, 75003 Paris⟧, je vous confirme l'acompte reçu : ⟦AMOUNT|3 600 €⟧.
Pour le remboursement du trop-perçu, votre IBAN ⟦IBAN|$iban_fr2⟧ est bien noté.
Pièce d'identité : passeport ⟦PASSPORT|$pp_fr1⟧ (copie reçue, merci).
Cordialement / 此致
⟦PERSON|Camille Duret⟧ – ⟪org_name|Atelier Duret Intérieurs⟫ – ⟦PHONE|+33 6 72 18 40 93⟧
"""),

("wechat_chat", """【微信】⟪org_name|伦敦华通搬家⟫
⟦PERSON|Piotr Wiśniewski⟧: Hi boss, new bank for my wages pls – my Polish account ⟦IBAN|$iban_pl1⟧
⟦PERSON|Eddie 林⟧: ok 收到。NI number 也发我，accountant 要
⟦PERSON|Piotr Wiśniewski⟧: ⟦NATIONAL_ID|$nid_nino3⟧
⟦PERSON|Eddie 林⟧: 👍 这周 ⟦AMOUNT|£620⟧ 周五 pay。明早7点 ⟦ADDRESS|Flat 3, 19 Lordship Lane, London SE22 8HU⟧ 搬钢琴，记得带 ⟪equipment|piano skid board⟫
"""),

("email", """Subject: Steinway Model B – Kaufbestätigung / 购买确认

Grüezi Dr. ⟦PERSON|Zhang⟧（⟦PERSON|张博士⟧您好），
Besten Dank. For the agreed price of ⟦AMOUNT|CHF 58'000⟧ please transfer to my account ⟦IBAN|$iban_ch1⟧ (holder ⟦PERSON|Ueli Meier⟧).
The piano (serial ⟪piano_serial|561203⟫, built ⟪build_year|1987⟫) will be collected by ⟪org_name|Pianotransport Kunz AG⟫ on ⟪pickup_date|12.10.⟫ from ⟦ADDRESS|Seestrasse 144, 8002 Zürich⟧.
Freundliche Grüsse
⟦PERSON|Ueli Meier⟧ · ⟦PHONE|+41 79 418 22 63⟧
"""),

("email", """Subject: Wettbewerb Preisgeld / 竞赛奖金 – entry ⟪entry_code|K-0417⟫

Dear ⟦PERSON|Lin Xiaotong⟧（⟦PERSON|林晓彤⟧）,
Congratulations on 2nd prize in the ⟪competition_name|Seestadt Aspern Kindergarten⟫ competition. The Preisgeld of ⟦AMOUNT|€12.000⟧ will be paid to ⟦IBAN|$iban_at1⟧ within 30 days. 请确认 account holder name 和 tax residence.
Mit freundlichen Grüßen
Mag. ⟦PERSON|Stefanie Huber⟧, ⟪org_name|Architektenkammer Wien⟫
"""),

("rental_application", """⟪org_name|Golden Gate Self Storage 金门仓储⟫ – Lease application 租约申请
Tenant 租户: ⟦PERSON|Kevin Tam⟧（⟦PERSON|谭家乐⟧）
SSN: ⟦SSN|$ssn09⟧      DOB: ⟦DATE_OF_BIRTH|11/03/1990⟧
Address 地址: ⟦ADDRESS|1426 Noriega St, San Francisco, CA 94122⟧
Phone 电话: ⟦PHONE|(415) 664-2381⟧
Autopay card: ⟦CARD|$card_jcb1⟧  exp ⟪card_expiry|05/29⟫  CVV ⟦CVV|274⟧
Unit ⟪unit_number|2-118⟫ (⟪unit_size|5x10⟫), web rate ⟪rate_card|$89/mo⟫
"""),

("backup_codes", """Xero 财务系统 2FA 备份 – ⟪org_name|Hartley Rowe Architects (Shanghai)⟫
Account: ⟦EMAIL|finance.sh@hartleyrowe.com⟧ (owner ⟦PERSON|Judy Qian⟧)
Setup key 密钥: ⟦SECRET|$sec_totp4⟧
Backup codes 备用码:
⟦SECRET|$sec_rc07⟧   ⟦SECRET|$sec_rc08⟧
⟦SECRET|$sec_rc09⟧   ⟦SECRET|$sec_rc10⟧
存放: ⟪vault_path|1Password › Finance › Xero⟫；打印版锁在财务室保险柜，保险柜密码 ⟦PASSWORD|38-17-92⟧
"""),
]
