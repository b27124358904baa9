# Mixed Chinese/English texts for corpus_blind23. Written by hand, one at a time.
TEXTS = []
T = TEXTS.append

T(("us_tax_wechat_cn_family", """
⟦PERSON|Kevin Zhang⟧：妈，今年报税 ⟪org_name|TurboTax⟫ 要你的 SSN，是 ⟦SSN|$ssn6⟧ 对吧？
妈妈：对的。去年 refund 了 ⟦AMOUNT|$1,482⟧，今年呢？
⟦PERSON|Kevin Zhang⟧：今年 owe ⟦AMOUNT|$316⟧，因为你的 ⟪org_name|Social Security⟫ 收入多了。我用我的卡先付了。
妈妈：你爸的 ⟦MEDICAL|dialysis⟧ 医药费能抵税吗？大概花了 ⟦AMOUNT|$9,200⟧
⟦PERSON|Kevin Zhang⟧：可以，超过 AGI ⟪percentage|7.5%⟫ 的部分可以 itemize
"""))

T(("hotel_booking_card_form", """
Booking ⟪booking_ref|HX7Q2K⟫ · ⟪org_name|The Langham Shanghai⟫ 上海朗廷酒店
Guest / 入住人: ⟦PERSON|CHEN Yiling⟧ ⟦PERSON|陈怡玲⟧   Passport/护照: ⟦PASSPORT|EJ4471903⟧
Arrival ⟪date|2026-03-18⟫ · 2 nights · Deluxe King ⟪price|CNY 2,150/night⟫
Guarantee card: ⟦CARD|$card_mc1⟧  Exp ⟪card_expiry|11/27⟫  CVV ⟦CVV|492⟧
Special request: 需要婴儿床；客人对 ⟦MEDICAL|penicillin allergy⟧，minibar 请勿放坚果
Total charged at checkout: ⟦AMOUNT|CNY 4,805.60⟧
"""))

T(("cross_border_shopping_support", """
客服 ⟦PERSON|Lily⟧：Hi 您好，请问是 order ⟪order_id|#US-2291847⟫ 吗？
顾客：对，我叫 ⟦PERSON|Wang Xiaomei⟧，卡被扣了两次，每次 ⟦AMOUNT|$239.99⟧
客服 ⟦PERSON|Lily⟧：请提供卡号后四位
顾客：我直接给你吧 ⟦CARD|$card_visa3⟧，CVV ⟦CVV|061⟧，赶紧退款
客服 ⟦PERSON|Lily⟧：⚠️ 请不要在聊天中发送完整卡号和 CVV！我们只需要 last 4 digits，我已经把消息 mask 掉了。Refund ⟦AMOUNT|$239.99⟧ 会在 5-7 business days 到账
"""))

T(("german_tuition_transfer_wechat", """
⟦PERSON|小雨⟧：爸，TU München 的 semester fee 要交了，⟦AMOUNT|€152.30⟧，还有 Wohnheim 押金 ⟦AMOUNT|€700⟧
⟦PERSON|小雨⟧：账户 IBAN: ⟦IBAN|$iban_de1⟧，收款人 Studierendenwerk München，Verwendungszweck 写我的学号 ⟪ticket_id|03781942⟫
⟦PERSON|小雨⟧：还有我 Steuer-ID 到了 ⟦NATIONAL_ID|$de_steuer1⟧，打工要用
爸爸：收到，明天去⟪org_name|中国银行⟫汇
"""))

T(("eu_supplier_invoice_email", """
From: ⟦PERSON|Maarten de Vries⟧ <⟦EMAIL|m.devries@tulipbloom.nl⟧>
To: 采购部 ⟦PERSON|Lisa Gu⟧ <⟦EMAIL|lisa.gu@huameiflora.com⟧>
Subject: Invoice ⟪invoice_no|TB-2025-1184⟫ / 发票

Dear ⟦PERSON|Lisa⟧, 你好,
Please find attached invoice ⟪invoice_no|TB-2025-1184⟫ for 40,000 tulip bulbs. Amount due ⟦AMOUNT|€18,640.00⟧ (unit price ⟪price|€0.466⟫).
Bank: ⟪org_name|ING⟫, IBAN ⟦IBAN|$iban_nl1⟧, BIC ⟪bank_code|INGBNL2A⟫.
Note: our old ⟪org_name|Rabobank⟫ account ⟦IBAN|$iban_nl2⟧ is closed, please do not use it.
Met vriendelijke groet / 此致, ⟦PERSON|Maarten⟧
"""))

T(("hk_insurance_claim_mixed", """
⟪org_name|AIA Hong Kong⟫ Claim Form 索償表  Claim no. ⟪case_ref|HKC-25-0771830⟫
Insured 受保人: ⟦PERSON|LEUNG Ka Wai⟧ ⟦PERSON|梁家慧⟧   HKID: ⟦NATIONAL_ID|$hk_hkid1⟧
DOB 出生日期: ⟦DATE_OF_BIRTH|21/04/1985⟧
Diagnosis 診斷: ⟦MEDICAL|acute appendicitis⟧ 急性闌尾炎, ⟦MEDICAL|laparoscopic appendicectomy⟧
Hospital: ⟪org_name|Hong Kong Sanatorium⟫  Bill 賬單: ⟦AMOUNT|HK$86,420⟧
Payee bank a/c: ⟪bank_code|004⟫-⟪id_tail|***-***612⟫   Mobile 電話: ⟦PHONE|+852 9123 4476⟧
"""))

T(("taiwan_visa_application", """
入台證申請 Entry Permit – 代辦 ⟪org_name|宏遠旅行社⟫
申請人 Applicant: ⟦PERSON|黄思琪⟧ / ⟦PERSON|HUANG SIQI⟧   大陆身份证 ⟦IDCARD|$prc6⟧
台湾担保人 Guarantor: ⟦PERSON|林志豪⟧ ⟦PERSON|Lin Chih-hao⟧，身分證字號 ⟦NATIONAL_ID|$tw_id1⟧，電話 ⟦PHONE|0912-555-078⟧
地址: ⟦ADDRESS|台北市大安區忠孝東路四段181號7樓⟧
Fee 費用: ⟪price|NT$1,600⟫ + 代辦費 ⟪price|¥300⟫
"""))

T(("singapore_work_pass_email", """
Hi ⟦PERSON|Jiahui⟧,
恭喜！Your Employment Pass has been approved. FIN: ⟦NATIONAL_ID|$sg_fin1⟧. 请在 ⟪date|14 Feb 2026⟫ 前去 ⟪place|MOM Services Centre⟫ 登记指纹。
Your landlord Mr ⟦PERSON|Tan⟧ needs a copy; his NRIC is ⟦NATIONAL_ID|$sg_nric1⟧ for the tenancy stamp duty form.
Monthly salary as per offer: ⟦AMOUNT|S$7,800⟧. Rental ⟦AMOUNT|S$2,600⟧ paid from first month.
Regards, ⟦PERSON|Priya Nair⟧, HR ⟪org_name|Lumen Analytics Pte Ltd⟫
"""))

T(("korea_medical_tourism_chat", """
Coordinator ⟦PERSON|Jenny Park⟧: 안녕하세요! ⟦PERSON|刘女士⟧您好，您的 ⟦MEDICAL|double eyelid surgery⟧ 预约在 ⟪date|Jan 8⟫。
⟦PERSON|刘女士⟧：好的，费用是多少？
Coordinator ⟦PERSON|Jenny Park⟧: Quote ⟪price|₩3,500,000⟫，您已付 deposit ⟦AMOUNT|₩500,000⟧。Clinic address ⟦ADDRESS|Seoul, Gangnam-gu, Apgujeong-ro 30-gil 12⟧。
⟦PERSON|刘女士⟧：我朋友 ⟦PERSON|Kim Soyeon⟧ 陪我，她的 RRN ⟦NATIONAL_ID|$kr_rrn1⟧ 要填吗？
Coordinator ⟦PERSON|Jenny Park⟧: 不用的，只要您的 passport ⟦PASSPORT|EC3385120⟧ 就可以。
"""))

T(("india_vendor_kyc_slack", """
#vendor-onboarding
⟦PERSON|Arjun Mehta⟧: 新供应商 ⟪org_name|Shakti Textiles⟫ KYC 材料齐了，owner ⟦PERSON|Rajesh Kumar Iyer⟧，Aadhaar ⟦NATIONAL_ID|$in_aadhaar1⟧
⟦PERSON|陶欣然⟧: PAN 也有吗？合同金额 ⟦AMOUNT|₹18,50,000⟧ 超过 threshold ⟪price|₹10,00,000⟫ 要 TDS
⟦PERSON|Arjun Mehta⟧: PAN ⟪ticket_id|AAPFS4821K⟫ (company). Bank IFSC ⟪bank_code|HDFC0001287⟫
⟦PERSON|陶欣然⟧: 👌 我下午发 PO ⟪order_id|PO-IN-25-0093⟫
"""))

T(("brazil_ecommerce_order_json", """
{"pedido": "⟪order_id|BR-778120⟫", "loja": "⟪org_name|小米巴西官方店⟫",
 "cliente": {"nome": "⟦PERSON|Larissa Campos Yamamoto⟧", "cpf": "⟦NATIONAL_ID|$br_cpf1⟧",
             "email": "⟦EMAIL|larissa.cy@uol.com.br⟧", "telefone": "⟦PHONE|+55 11 95555-0182⟧"},
 "endereco": "⟦ADDRESS|Rua Augusta, 1508, apto 42, São Paulo - SP, 01304-001⟧",
 "itens": [{"sku": "⟪product_code|XM-RN14P-256⟫", "desc": "红米 Note 14 Pro", "preco_lista": "⟪price|R$ 2.199,00⟫"}],
 "total_pago": "⟦AMOUNT|R$ 1.979,10⟧", "备注": "客户要求 nota fiscal"}
"""))

T(("canada_immigration_consultant_email", """
Hi Mr ⟦PERSON|Zhou⟧ ⟦PERSON|周先生⟧,
Your PR card application is in process. For the Service Canada appointment please bring your SIN letter (SIN ⟦NATIONAL_ID|$ca_sin1⟧) and passport ⟦PASSPORT|E91273648⟧.
您太太 ⟦PERSON|Wu Jing⟧ 的 SIN 是 ⟦NATIONAL_ID|$ca_sin2⟧，请核对。
Our retainer ⟪price|CAD 3,500⟫; you've paid ⟦AMOUNT|CAD 1,750⟧. Balance ⟦AMOUNT|CAD 1,750.00⟧ due on approval.
— ⟦PERSON|Sandra Liu⟧, RCIC ⟪ticket_id|R532918⟫ · ⟦PHONE|(604) 555-0134⟧
"""))

T(("github_pat_leak_issue_cn", """
**[Security] 有人把 token 提交到仓库了** · Issue ⟪ticket_id|#1142⟫

@⟦PERSON|chenyu-dev⟧ 你在 commit ⟪commit_sha|$sha3⟫ 的 `deploy.sh` 里留下了：
```
export GH_TOKEN=⟦APIKEY|$ghpat1⟧
export OPENAI_API_KEY=⟦APIKEY|$openai1⟧
```
请立刻 revoke。GitHub secret scanning 已经发邮件给 ⟦EMAIL|chenyu.dev@foxmail.com⟧ 了。
Release ⟪version|v0.9.4⟫ 需要重新打 tag。 —— ⟦PERSON|Alice Wen⟧ (maintainer)
"""))

T(("pypi_publish_feishu_bot", """
【飞书机器人】PyPI 发布成功 ✅
package: ⟪product_code|jieba-fast-ng⟫ ⟪version|0.53.1⟫
by: ⟦PERSON|liuqiang⟧ (⟦PERSON|刘强⟧)
sha256: ⟪hash|$sha256a⟫
build ⟪build_id|GA-19283746⟫ on ubuntu-latest
⚠️ 日志里打印了 token，请轮换：⟦APIKEY|$pypi2⟧
hook: ⟦SECRET|$feishu_hook1⟧
"""))

T(("anthropic_key_env_file", """
# .env.local   —— 本地调试用，不要 commit（⟦PERSON|晓峰⟧）
ANTHROPIC_API_KEY=⟦APIKEY|$anthropic1⟧
HF_TOKEN=⟦APIKEY|$hf2⟧
REDIS_URL=redis://:⟦SECRET|r3d1s-Pa55-88⟧@⟦IP_ADDRESS|10.8.0.14⟧:⟪port|6379⟫/0
SESSION_SECRET=⟦SECRET|$hex_secret1⟧
NEXT_PUBLIC_APP_ID=⟪app_id|cli_a5f21c8e9b3d400e⟫
PORT=⟪port|3001⟫
"""))

T(("wecom_webhook_monitor_yaml", """
# prometheus alertmanager.yml
route:
  receiver: wecom-ops
receivers:
  - name: wecom-ops
    webhook_configs:
      - url: '⟦SECRET|$wecom_hook1⟧'
        send_resolved: true
  - name: slack-oncall
    slack_configs:
      - api_url: '⟦SECRET|$slack_hook1⟧'
        channel: '#oncall'   # owner: ⟦PERSON|david.huang⟧ ⟦PERSON|黄大卫⟧
inhibit_rules: []
# 监控网段 ⟪cidr|10.30.0.0/16⟫，告警阈值 CPU ⟪percentage|85%⟫
"""))

T(("slack_bot_token_wecom_chat", """
⟦PERSON|Tommy 李⟧: Slack bot 装好了，token 是 ⟦APIKEY|$slack_bot1⟧
⟦PERSON|Tommy 李⟧: 顺便 Teams 的 incoming webhook: ⟦SECRET|$teams_hook1⟧
⟦PERSON|Grace 吴⟧: 😱 别往群里贴 token 啊！我去 rotate
⟦PERSON|Tommy 李⟧: sorry sorry，这个群只有我们 4 个人
"""))

T(("shopify_store_livestream_setup", """
直播带货 Shopify 后台配置 checklist（海外站）
- Store: ⟪org_name|PandaTea Global⟫ · plan ⟪price|$79/mo⟫
- Admin API access token: ⟦APIKEY|$shopify1⟧ （⟦PERSON|Nina⟧ 生成的）
- Stripe secret: ⟦APIKEY|$stripe_sk2⟧ · publishable ⟪app_id|$stripe_pk1⟫
- TikTok Shop 主播 ⟦PERSON|Coco Lam⟧ 佣金 ⟪percentage|15%⟫，上月结算 ⟦AMOUNT|$4,312.80⟧
- 客服邮箱 ⟦EMAIL|support@pandatea.shop⟧
"""))

T(("crypto_exchange_api_ticket", """
工单 Ticket ⟪ticket_id|BN-CS-558201⟫
用户 ⟦PERSON|Zhou Hao⟧ reports: 我的 API key 被盗用了，有人用它下单卖掉了 ⟦AMOUNT|2.4 BTC⟧ (≈ ⟦AMOUNT|$231,000⟧)!!
API Key: ⟦APIKEY|$binance_key1⟧
Secret: ⟦SECRET|$binance_sec1⟧
提现到了 ⟪wallet_address|$eth1⟫，tx ⟪tx_hash|$txhash1⟫
登录 IP ⟦IP_ADDRESS|45.146.165.37⟧ 不是我，我在 ⟪place|Shenzhen⟫。2FA 恢复码 ⟦SECRET|$recovery1⟧
"""))

T(("totp_setup_backup_note", """
Password manager export (⟦PERSON|Ling⟧'s laptop)
entry: 阿里云主账号
  login: ⟦EMAIL|ling.xu@cloudpeak.cn⟧
  password: ⟦PASSWORD|Xu_Ling#0921⟧
  totp_seed: ⟦SECRET|$totp1⟧
entry: GitHub
  login: ⟦PERSON|lingxu⟧
  totp_seed: ⟦SECRET|$totp2⟧
  recovery: ⟦SECRET|$recovery2⟧
entry: 家里路由器
  url: http://⟦IP_ADDRESS|192.168.3.1⟧  password: ⟦PASSWORD|wifi88886666⟧
"""))

T(("jwt_debug_log_ridehailing", """
2025-12-01 08:14:22.511 DEBUG [gw] Authorization: Bearer ⟦APIKEY|$jwt3⟧
2025-12-01 08:14:22.513 INFO  [trip] driver_id=⟪ticket_id|2291⟫ name=⟦PERSON|Ma Jun⟧ ⟦PERSON|马军⟧ pickup="⟦ADDRESS|上海市长宁区延安西路1118号⟧"
2025-12-01 08:14:22.520 INFO  [pay] fare=⟦AMOUNT|86.40⟧ CNY, surge=⟪percentage|1.2x⟫, coupon=⟪order_id|CP-88120⟫
2025-12-01 08:14:22.530 WARN  [risk] passenger phone ⟦PHONE|+86 139 1825 0073⟧ flagged (3 cancellations)
"""))

T(("apartment_rental_expat_wechat", """
⟦PERSON|Anna Kowalska⟧：Hi 中介 ⟦PERSON|小马⟧，the apartment on ⟦ADDRESS|北京市朝阳区三里屯路19号院5号楼1802⟧ 还在吗？
⟦PERSON|小马⟧：在的！月租 ⟪price|16,500⟫，押一付三。房东要看护照
⟦PERSON|Anna Kowalska⟧：My passport ⟦PASSPORT|EK5829014⟧ (Poland). PESEL ⟦NATIONAL_ID|$pl_pesel2⟧ if needed 😅
⟦PERSON|小马⟧：好的，定金 ⟦AMOUNT|5,000⟧ 转我微信就行，我给你开收据
"""))

T(("hearing_aid_online_order_mixed", """
Order ⟪order_id|#JD-20251204-7781⟫ 京东国际
商品: ⟦MEDICAL|Oticon Intent 1 hearing aids⟧ ×2 (for 我爸 ⟦PERSON|Li Guoqiang⟧)
收货: ⟦ADDRESS|天津市和平区南京路219号2门301⟧ ⟦PERSON|李娜⟧ ⟦PHONE|13602048719⟧
Paid 实付: ⟦AMOUNT|¥23,960⟧ by card ⟦CARD|$card_jcb1⟧ (CVV ⟦CVV|227⟧)
原价 ⟪price|¥26,800⟫，Double 12 discount ⟪percentage|10%⟫
"""))

T(("fitness_app_user_export", """
user_id,name,email,phone,birthday,weight_kg,notes
⟪ticket_id|u_10294⟫,⟦PERSON|Zoe Lin⟧ ⟦PERSON|林子悦⟧,⟦EMAIL|zoe.lin@163.com⟧,⟦PHONE|18612093476⟧,⟦DATE_OF_BIRTH|1997-11-03⟧,54.2,"⟦MEDICAL|PCOS⟧, 教练建议低碳"
⟪ticket_id|u_10295⟫,⟦PERSON|Daniel Ko⟧,⟦EMAIL|dko88@gmail.com⟧,⟦PHONE|+852 6123 8890⟧,⟦DATE_OF_BIRTH|1988-02-29⟧,81.0,"⟦MEDICAL|knee replacement 2024⟧"
"""))

T(("au_pair_cn_family_email", """
Dear ⟦PERSON|Mia⟧,
我们是 ⟦PERSON|Liu⟧ family，很高兴 you'll join us in ⟪place|Shanghai⟫ from ⟪date|September⟫! Pocket money is ⟦AMOUNT|RMB 4,000⟧ per month.
Our son ⟦PERSON|Leo⟧ (6) has ⟦MEDICAL|mild autism⟧ and goes to OT every Tuesday. Daughter ⟦PERSON|Coco⟧ is 3.
Please send a copy of your Finnish ID, HETU ⟦NATIONAL_ID|$fi_hetu1⟧, for the visa invitation letter.
Best, ⟦PERSON|Liu Fang⟧ ⟦PERSON|刘芳⟧ · ⟦PHONE|+86 138 1762 4405⟧
"""))

T(("spain_property_purchase_notes", """
Meeting notes 会议记录 — ⟪date|2025-10-22⟫ — ⟪org_name|Costa Blanca Homes⟫
Buyers: ⟦PERSON|Zhang Wei⟧ ⟦PERSON|张伟⟧ & ⟦PERSON|He Min⟧ ⟦PERSON|何敏⟧
NIE: ⟦NATIONAL_ID|$es_nie1⟧ (⟦PERSON|Zhang⟧), seller ⟦PERSON|Javier Ortega⟧ DNI ⟦NATIONAL_ID|$es_dni1⟧
Price agreed ⟦AMOUNT|€289,000⟧（挂牌 ⟪price|€315,000⟫），deposit ⟦AMOUNT|€28,900⟧ to notary account ⟦IBAN|$iban_es1⟧
Surveyor fee ⟪price|€450⟫ · completion ⟪date|15 Jan 2026⟫
"""))

T(("france_sick_leave_mixed", """
Bonjour Mme ⟦PERSON|Girard⟧ / 您好，
我是 ⟦PERSON|Li Xiaoyu⟧，在贵公司实习。I'm on arrêt maladie from ⟪date|3/11⟫ to ⟪date|17/11⟫ for ⟦MEDICAL|pneumonie⟧ (肺炎)。
Mon numéro de sécurité sociale: ⟦NATIONAL_ID|$fr_nir1⟧. 医生是 Dr ⟦PERSON|Moreau⟧, 诊所地址 ⟦ADDRESS|14 rue des Carmes, 69002 Lyon⟧。
Indemnités journalières: please pay to ⟦IBAN|$iban_fr1⟧.
Merci, ⟦PERSON|Xiaoyu⟧
"""))

T(("jp_workholiday_myNumber_line", """
[LINE] ⟦PERSON|Yuki⟧: ⟦PERSON|晨晨⟧、バイト先の ⟪org_name|ローソン⟫ にマイナンバー出した？
⟦PERSON|晨晨⟧：给了，⟦NATIONAL_ID|$jp_myn2⟧，店长 ⟦PERSON|田中さん⟧ 说月底发工资
⟦PERSON|Yuki⟧: 時給 ⟪price|¥1,163⟫ だよね、今月いくら？
⟦PERSON|晨晨⟧：⟦AMOUNT|¥98,400⟧ 左右，房租 ⟦AMOUNT|¥52,000⟧ 交完就没了 😭
"""))

T(("sexual_health_clinic_hk_sms", """
[⟪org_name|Social Hygiene Clinic⟫ 社會衞生科] ⟦PERSON|Chan Tai Man⟧ ⟦PERSON|陳先生⟧, your ⟦MEDICAL|syphilis serology⟧ follow-up is on ⟪date|5 Dec⟫ ⟪time|2:30pm⟫ at ⟪place|Yau Ma Tei⟫. 查詢 ⟦PHONE|2332 0012⟧. Ref ⟪case_ref|SHC-KL-88213⟫
"""))

T(("police_witness_statement_bilingual", """
WITNESS STATEMENT 證人口供 — Case ⟪case_ref|KTN RN 25012345⟫
Name 姓名: ⟦PERSON|WONG Mei Ling⟧ ⟦PERSON|黃美玲⟧   HKID: ⟦NATIONAL_ID|$hk_hkid2⟧   Tel: ⟦PHONE|9876 5501⟧
Address 地址: ⟦ADDRESS|Flat 12B, Block 3, Laguna City, 1 Cha Kwo Ling Road, Kwun Tong⟧
我喺 ⟪time|21:15⟫ 見到一個男人搶咗 Mrs ⟦PERSON|Ho⟧ 個手袋，裏面有 ⟦AMOUNT|HK$3,200⟧ 現金同埋佢嘅 ⟦MEDICAL|insulin pen⟧。
He ran towards ⟪place|Kowloon Bay MTR⟫. Officer PC ⟦PERSON|Lam⟧ #⟪ticket_id|53117⟫ took this statement.
"""))

T(("gym_chain_pos_log_mixed", """
[POS] ⟪timestamp|2025-12-02 19:40:11⟫ store=⟪place|静安嘉里中心店⟫ staff=coach_⟦PERSON|kevin⟧
[POS] member=⟦PERSON|Sun Yue⟧ ⟦PERSON|孙悦⟧ tel=⟦PHONE|138-1627-4490⟧ item=⟪product_code|PT10⟫ list=⟪price|4,500.00⟫ paid=⟦AMOUNT|3,980.00⟧ method=card ⟪masked_card|6222****8812⟫
[POS] member=⟦PERSON|Jason Wu⟧ tel=⟦PHONE|139-1770-2653⟧ item=⟪product_code|MONTH⟫ list=⟪price|599.00⟫ paid=⟦AMOUNT|599⟧ method=wechat
[WARN] refund requested by ⟦PERSON|Sun Yue⟧: reason "⟦MEDICAL|pregnant, doctor advised no weight training⟧"
"""))

T(("mail_server_postfix_cn", """
# /etc/postfix/sasl_passwd  —— 企业邮箱中继 (⟦PERSON|zhangming⟧ 配置于 ⟪date|2025-09⟫)
[smtp.exmail.qq.com]:⟪port|465⟫    ⟦EMAIL|notify@yunfan-tech.com⟧:⟦PASSWORD|YfNotify!2025⟧
# Mailgun backup
[smtp.mailgun.org]:⟪port|587⟫      ⟦EMAIL|postmaster@mg.yunfan-tech.com⟧:⟦APIKEY|$mailgun1⟧
# relayhost ⟦IP_ADDRESS|119.29.45.120⟧, mynetworks = ⟪cidr|127.0.0.0/8⟫ ⟪cidr|172.18.0.0/16⟫
"""))

T(("discord_modding_server_rules", """
📜 **Server rules 规则** — ⟪org_name|Genshin Mod Lab⟫
1. No leaking paid mods 禁止泄露付费MOD
2. Donations via Afdian/Ko-fi only — list price ⟪price|¥30⟫ / ⟪price|$5⟫ tier
3. Report scams to @⟦PERSON|mod_xiaoqing⟧ or @⟦PERSON|ethan.cho⟧
Bot webhook (admins only): ⟦SECRET|$discord_hook2⟧
Bot token backup: ⟦APIKEY|$discord_bot2⟧   ← ⟦PERSON|Ethan⟧ 你又贴出来了！！
"""))

T(("airbnb_host_guest_chat", """
Host ⟦PERSON|Emily⟧: Hi ⟦PERSON|Yang Fan⟧! Check-in code for the lockbox is ⟦PASSWORD|0517⟧, address ⟦ADDRESS|22 Rue de la Roquette, 75011 Paris⟧, 3rd floor.
⟦PERSON|Yang Fan⟧：谢谢！我的信用卡被平台拒了两次，可以直接付你吗？卡号 ⟦CARD|$card_amex2⟧ CVV ⟦CVV|4120⟧
Host ⟦PERSON|Emily⟧: Please don't send card details here 🙏 Just retry on the app, total is ⟦AMOUNT|€612.40⟧ for 4 nights (nightly rate ⟪price|€139⟫ + cleaning ⟪price|€55⟫).
"""))

T(("oss_advisory_twilio_google_keys", """
### 安全公告 Security notice — ⟪product_code|sms-verify-kit⟫ < ⟪version|1.4.2⟫
Reporter: ⟦PERSON|Park Ji-hoon⟧ (⟦EMAIL|jihoon.park@kaist.ac.kr⟧) · Triage: ⟦PERSON|温嘉怡⟧
示例配置 `example.env` 在 ⟪version|1.4.0⟫–⟪version|1.4.1⟫ 中误包含了真实密钥：
- TWILIO_API_KEY=⟦APIKEY|$twilio1⟧
- GOOGLE_API_KEY=⟦APIKEY|$google2⟧
- ADMIN_JWT=⟦APIKEY|$jwt1⟧
All keys revoked on ⟪date|2025-11-20⟫. 致谢 / thanks to ⟦PERSON|Ji-hoon⟧.
"""))

T(("swiss_tax_adviser_hk_client", """
From: ⟦PERSON|Ursula Brunner⟧ <⟦EMAIL|u.brunner@alpentax.ch⟧>
To: ⟦PERSON|Ho Wing Sze⟧ ⟦PERSON|何穎詩⟧
Dear Ms ⟦PERSON|Ho⟧, 你好,
For your 2025 Swiss tax return (Quellensteuer correction) we need: HKID ⟦NATIONAL_ID|$hk_hkid3⟧, salary certificate (gross ⟦AMOUNT|CHF 118,400⟧), and your pillar 3a payment ⟦AMOUNT|CHF 7,258⟧.
Refund will go to ⟦IBAN|$iban_ch1⟧. Our fee ⟪price|CHF 650⟫ flat.
Mobile: ⟦PHONE|+41 79 555 01 84⟧
"""))

T(("surveyor_report_expat_mixed", """
Valuation report 估价报告 — ⟦ADDRESS|Flat 5, 31 Albion Street, Leeds LS1 6HX⟧
Client: ⟦PERSON|Gao Yuxin⟧ ⟦PERSON|高雨欣⟧ (buyer), lender ⟪org_name|HSBC UK⟫
Market value 市场价: ⟪price|£238,000⟫ · Purchase price agreed: ⟦AMOUNT|£245,000⟧ (down-valued)
Surveyor: ⟦PERSON|Niamh Carroll⟧ MRICS · ⟦EMAIL|ncarroll@pennine-surveys.co.uk⟧ · ⟦PHONE|0113 555 0172⟧
备注: buyer 要求 report 同时抄送她爸爸 ⟦PERSON|Gao Jianhua⟧ ⟦EMAIL|gaojianhua1966@126.com⟧
"""))

T(("cn_student_uk_gp_registration", """
GMS1 GP registration — ⟪org_name|Jericho Health Centre⟫
Name: ⟦PERSON|ZHOU Mengyao⟧ ⟦PERSON|周梦瑶⟧   DOB: ⟦DATE_OF_BIRTH|18/12/2002⟧   Passport: ⟦PASSPORT|EL0938172⟧
UK address: ⟦ADDRESS|Room 14, Castle Mill, Roger Dudman Way, Oxford OX1 2FB⟧
Mobile: ⟦PHONE|07700 900918⟧   Email: ⟦EMAIL|mengyao.zhou@stx.ox.ac.uk⟧
Medical history 病史: ⟦MEDICAL|asthma⟧ since childhood，用 ⟦MEDICAL|Symbicort 160/4.5⟧；⟦MEDICAL|iron-deficiency anaemia⟧
Emergency contact: ⟦PERSON|周建国⟧ (father) ⟦PHONE|+86 135 8826 0174⟧
"""))
