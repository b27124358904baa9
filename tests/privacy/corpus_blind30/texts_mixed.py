TEXTS = [
("feishu_incident_notice", """
【飞书 Incident】P1 - payment-gateway 5xx spike
Owner: @⟦PERSON|Kevin Zhang⟧ (⟦PERSON|张凯文⟧)  Oncall: @⟦PERSON|liuyang⟧
Root cause: 新版本 ⟪version|v3.14.2⟫ 把 Stripe key 打进了日志：
`stripe.api_key = "⟦APIKEY|$stripe_1⟧"`
影响：⟪percent|3.2%⟫ 订单失败，预计损失 ⟪price|¥48,000⟫
Bot webhook: ⟦SECRET|$webhook_4⟧
Follow-up: ⟦PERSON|Amy⟧ 负责 rotate key，ETA ⟪date|5/20⟫
"""),
("wecom_hr_offer_mixed", """
Hi ⟦PERSON|Jessica⟧，

恭喜你通过终面！Offer 细节如下：
- Position: Senior Product Manager, ⟪org_name|Shopee China⟫
- Base: ⟦AMOUNT|RMB 52,000/month⟧ × 15，sign-on bonus ⟦AMOUNT|RMB 80,000⟧
- Start date: ⟪date|2026-07-01⟫
请回传身份证复印件（⟦IDCARD|$prc_18⟧）和 bank card 信息。薪资区间（JD 公开）⟪price|40k-60k⟫。

Best,
⟦PERSON|Vivian Tang⟧ ⟦PERSON|唐薇⟧ | HRBP | ⟦PHONE|+86 21 6087 3391⟧ | ⟦EMAIL|vivian.tang@shopee-cn.example.com⟧
"""),
("cross_border_kyc_mixed", """
KYC Review ⟪ticket_ref|#KYC-88213⟫
Name: ⟦PERSON|WANG Xiaoling⟧ / ⟦PERSON|王晓玲⟧
Nationality: CN   Passport: ⟦PASSPORT|EH4471820⟧
DOB: ⟦DATE_OF_BIRTH|1990-02-11⟧   身份证: ⟦IDCARD|$prc_8⟧
Address: ⟦ADDRESS|深圳市南山区海德三道1098号⟧
Source of funds: 工资 + 房租收入，monthly ⟦AMOUNT|¥35,000⟧
Reviewer: ⟦PERSON|jchen⟧ → APPROVED. Deposit wallet ⟪wallet_address|$btc_1⟫
"""),
("singapore_hotel_checkin_mixed", """
Check-in record – ⟪org_name|Marina Bay Sands⟫ Tower 2
Guest: ⟦PERSON|TAN Wei Ming⟧ ⟦PERSON|陈伟明⟧, NRIC ⟦NATIONAL_ID|$nric_1⟧
Co-guest: ⟦PERSON|LIM Hui Shan⟧, FIN ⟦NATIONAL_ID|$nric_2⟧
Room ⟪room_no|2417⟫, rate ⟪price|S$780++⟫, deposit collected ⟦AMOUNT|S$500⟧
Card on file ⟪masked_card|5412 **** **** 7781⟫
前台: ⟦PERSON|Rachel⟧
"""),
("grab_ride_receipt_mixed", """
⟪org_name|Grab⟫ E-Receipt  Booking ⟪booking_ref|A-7GH2KQ9WZ⟫
Passenger: ⟦PERSON|Chen Jiahui⟧ ⟦PERSON|陈佳慧⟧
Driver: ⟦PERSON|Muhammad Faiz⟧ | ⟪plate|SKL 4471 Z⟫
Pickup ⟪place|Changi Airport T3⟫ → Drop-off ⟦ADDRESS|38 Tanjong Pagar Road, Singapore 088461⟧
Fare ⟦AMOUNT|S$31.80⟧ (incl. airport surcharge ⟪price|S$6⟫)
Paid with ⟪masked_card|Visa ••4417⟫
"""),
("game_account_trade_mixed", """
[WTS] Genshin AR60 account, 12 五星, asking ⟪price|¥3,500⟫
卖家 ⟦PERSON|xiaoyu_chen⟧: email ⟦EMAIL|xiaoyu.chen2001@163.com⟧ pwd ⟦PASSWORD|Yuyu@2001!⟧ (成交后改)
买家 ⟦PERSON|Dawn⟧: 可以先给我 2FA recovery code 吗
卖家: ⟦SECRET|$recovery_2⟧ 给你了，钱打 Alipay ⟦PHONE|15205128846⟧
买家: 已付 ⟦AMOUNT|¥3,200⟧ 砍了点价
"""),
("tech_lead_slack_mixed", """
#infra-cn  ⟪timestamp|10:41⟫
⟦PERSON|zhaolei⟧: 谁把 HF token 放 notebook 里了 → `⟦APIKEY|$hf_2⟧`
⟦PERSON|Priyanka⟧: oops my bad 😅 rotating now
⟦PERSON|zhaolei⟧: 还有 `.env` 里 OPENAI key ⟦APIKEY|$openai_2⟧ 也要换
⟦PERSON|Priyanka⟧: 新的已经在 Vault 里存了新的 path ⟪path|secret/ml/prod⟫
"""),
("hospital_intl_ward_mixed", """
International Patient Centre – ⟪org_name|上海嘉会国际医院⟫
Patient: ⟦PERSON|Olivia Becker⟧ (German), Passport ⟦PASSPORT|C01X00T47⟧
Dx: ⟦MEDICAL|acute pyelonephritis⟧ / ⟦MEDICAL|急性肾盂肾炎⟧
Rx: ⟦MEDICAL|ceftriaxone 2g IV qd⟧
Insurance: ⟪org_name|Allianz Care⟫ policy ⟪policy_ref|AC-44918273⟫, deposit paid ⟦AMOUNT|RMB 20,000⟧
Attending: Dr. ⟦PERSON|吴敏⟧ → 家属 contact ⟦PERSON|Jonas Becker⟧ ⟦PHONE|+49 151 2094 7731⟧
"""),
("diabetes_wechat_mixed", """
⟦PERSON|Amanda 李⟧: 医生，我的 CGM 显示 overnight 低到 3.2，用的 ⟦MEDICAL|Tresiba 18 units⟧
⟦PERSON|何医生⟧: 先把 ⟦MEDICAL|德谷胰岛素⟧ 减到 16u，另外 ⟦MEDICAL|Dexcom G7⟧ 数据导出给我
⟦PERSON|Amanda 李⟧: OK，我 email 给你 ⟦EMAIL|amanda.li.hk@gmail.com⟧
"""),
("ivf_agency_mixed", """
Fertility consult notes – ⟪org_name|Golden Stork⟫ (LA office)
Client: Mrs ⟦PERSON|Sun Lijuan⟧ ⟦PERSON|孙丽娟⟧, 41, WeChat ⟦PHONE|13916620457⟧
History: ⟦MEDICAL|diminished ovarian reserve⟧ (AMH 0.6), 2 failed IVF in 上海; ⟦MEDICAL|hypothyroidism⟧ on ⟦MEDICAL|Euthyrox 50μg⟧
Plan: donor egg program, package ⟪price|US$68,000⟫. Deposit received ⟦AMOUNT|US$15,000⟧ via wire from ⟦PERSON|Sun⟧'s HSBC HK account.
Coordinator: ⟦PERSON|Irene Wu⟧ ⟦EMAIL|irene.wu@goldenstork-ivf.com⟧
"""),
("expat_work_permit_mixed", """
外国人工作许可 – 材料清单 checklist
Applicant: ⟦PERSON|Mateo Fernández López⟧ (ES)
Passport No.: ⟦PASSPORT|PAA481927⟧   DNI: ⟦NATIONAL_ID|$dni_1⟧
DOB: ⟦DATE_OF_BIRTH|1988-11-02⟧
Employer: ⟪org_name|北京某教育科技有限公司⟫, salary ⟦AMOUNT|RMB 28,000/月⟧
体检: ⟦MEDICAL|HIV negative⟧, ⟦MEDICAL|latent TB – on isoniazid⟧ (需补充说明)
HR contact: ⟦PERSON|小吕⟧ ⟦PHONE|010-8446 2217⟧
"""),
("airbnb_host_wechat_mixed", """
Host ⟦PERSON|Leo⟧: Welcome to 上海! Address: ⟦ADDRESS|上海市静安区愚园路1088弄7号302室⟧
Host ⟦PERSON|Leo⟧: 大门密码 ⟦PASSWORD|1357#⟧, 房门 smart lock ⟦PASSWORD|802266⟧
Guest ⟦PERSON|Hannah Kraus⟧: thanks! I sent the extra cleaning fee ⟦AMOUNT|¥150⟧ via WeChat Pay
Host ⟦PERSON|Leo⟧: 收到 👍 wifi pw ⟦PASSWORD|yuyuan1088⟧
"""),
("didi_intl_support_mixed", """
DiDi 国际客服 ticket ⟪ticket_ref|DI-90311822⟫
Rider: ⟦PERSON|Jacob Morrison⟧ (+1 ⟦PHONE|(646) 555-0193⟧)
Issue: 被收了 cancellation fee ⟦AMOUNT|¥10⟧ but driver ⟦PERSON|王师傅⟧ never arrived.
Trip from ⟪place|国贸⟫ to ⟪place|三里屯⟫, estimate ⟪price|¥32⟫
Resolution: refund ⟦AMOUNT|¥10.00⟧ to Visa ⟪masked_card|****0093⟫. Agent ⟦PERSON|Cherry⟧
"""),
("shebao_expat_mixed", """
社保卡补办 for foreign employees – 代办记录
Employee: ⟦PERSON|Kwabena Oduya⟧, Passport ⟦PASSPORT|G3307718⟧ (Ghana)
社保编号: ⟪account_ref|310000E2026004417⟫
Reason: card lost at ⟪place|虹桥火车站⟫. 补卡费 ⟪price|20元⟫ paid by company.
HR: ⟦PERSON|Sophie 沈⟧ 已提交，新卡寄到 ⟦ADDRESS|上海市长宁区仙霞路99号尚嘉中心28楼⟧
"""),
("rental_filing_foreigner_mixed", """
境外人员住宿登记 / Foreigner accommodation registration
Tenant: ⟦PERSON|Park Ji-hoon⟧ ⟦PERSON|朴智勋⟧, Korean RRN ⟦NATIONAL_ID|$rrn_2⟧, Passport ⟦PASSPORT|M84420917⟧
Landlord: ⟦PERSON|钱美华⟧ ⟦PHONE|13661847720⟧, 身份证 ⟦IDCARD|$prc_18⟧
Property: ⟦ADDRESS|上海市浦东新区张杨路1555号3号楼1102室⟧
Rent ⟦AMOUNT|¥9,800/月⟧, lease ⟪date|2026-06-01⟫ ~ ⟪date|2027-05-31⟫
派出所: ⟪org_name|浦东公安分局洋泾派出所⟫
"""),
("marriage_registration_intl_mixed", """
涉外婚姻登记 checklist – for ⟦PERSON|Thomas Reed⟧ & ⟦PERSON|姚婧⟧
- Thomas: US passport ⟦PASSPORT|583019274⟧, SSN not required (he sent ⟦SSN|$ssn_5⟧ anyway – please delete)
- 单身证明 notarised by ⟪org_name|US Embassy Beijing⟫, fee ⟪price|US$50⟫
- ⟦PERSON|姚婧⟧ 户口本 + 身份证 ⟦IDCARD|$prc_22⟧
Appointment ⟪date|2026-08-08⟫ at ⟪place|北京市涉外婚姻登记处⟫
"""),
("parents_group_bilingual", """
【International School – Grade 3 Parents】
Ms ⟦PERSON|Wendy⟧: Dear parents, field trip fee is ⟪price|RMB 260⟫, please pay by Friday.
⟦PERSON|Ethan⟧'s mum: paid ⟦AMOUNT|260 RMB⟧ 👍
⟦PERSON|Coco⟧妈妈: 已付 ⟦AMOUNT|260元⟧。⟦PERSON|Coco⟧ 有 ⟦MEDICAL|asthma⟧，带了 ⟦MEDICAL|Ventolin inhaler⟧
Ms ⟦PERSON|Wendy⟧: noted, thanks!
"""),
("physical_exam_corporate_mixed", """
Corporate health check summary – ⟪org_name|ACME China⟫ (confidential, HR only)
| Employee | ID | Finding |
|---|---|---|
| ⟦PERSON|Zhou Yifan⟧ ⟦PERSON|周一帆⟧ | ⟪employee_id|AC1031⟫ | ⟦MEDICAL|hypertension grade 1⟧ |
| ⟦PERSON|Li Na⟧ ⟦PERSON|李娜⟧ | ⟪employee_id|AC1044⟫ | ⟦MEDICAL|乙肝小三阳⟧ |
| ⟦PERSON|Mark Dawson⟧ | ⟪employee_id|AC1107⟫ | ⟦MEDICAL|elevated ALT, fatty liver⟧ |
Package price ⟪price|¥1,680⟫/person.
"""),
("enterprise_wechat_approval_mixed", """
企业微信审批 ⟪approval_ref|SP-20260517-0188⟫ – Vendor payment
Applicant: ⟦PERSON|Jason 刘⟧ (Procurement)
Payee: ⟪org_name|Müller Labortechnik GmbH⟫, IBAN ⟦IBAN|$iban_de2⟧
Amount: EUR 14,250.00 (PO ⟪order_ref|PO-77102⟫ – company funds)
Approver chain: ⟦PERSON|孙经理⟧ → CFO ⟦PERSON|Linda Qian⟧
Remark: 对方财务 Frau ⟦PERSON|Keller⟧ 邮箱 ⟦EMAIL|buchhaltung@mueller-labor.de⟧
"""),
("crypto_p2p_dispute_mixed", """
P2P appeal ⟪case_ref|#P2P-5518207⟫
Buyer ⟦PERSON|huangjie88⟧ says paid ⟦AMOUNT|¥7,200⟧ via 支付宝 to seller "Crypto⟦PERSON|老王⟧".
Seller bank card on order: ⟦CARD|$card_up1⟧
Seller real name: ⟦PERSON|王立新⟧, 身份证 ⟦IDCARD|$prc_21⟧
USDT amount ⟦AMOUNT|1,000 USDT⟧ locked in escrow; ad price ⟪price|7.20 CNY/USDT⟫
"""),
("oss_mailing_list_cn", """
From: ⟦PERSON|Li Hua⟧ <⟦EMAIL|lihua@openeuler-dev.example.org⟧>
Subject: Re: [RFC] 支持 LoongArch 构建

Hi ⟦PERSON|Andreas⟧,

我在 ⟪commit_sha|$sha_2⟫ 上测试过了，build OK on ⟪version|gcc 14.1⟫. 测试机器 ⟦IP_ADDRESS|10.200.3.18⟧ 可以给 CI 用，账号 ci / ⟦PASSWORD|loong#ci2026⟧（内网）.

Thanks,
⟦PERSON|Hua⟧
"""),
("postmortem_feishu_mixed", """
## Post-mortem: 企业微信 webhook 泄露
- 时间线: ⟪timestamp|2026-04-11 09:00⟫ 外部人员往告警群发广告
- 原因: webhook URL `⟦SECRET|$webhook_3⟧` 被 ⟦PERSON|chenmo⟧ 写进了公开的 GitHub wiki
- 同一页还有 WeChat appsecret ⟦SECRET|$wx_secret_1⟧，appid ⟪app_id|wx8f3a21c09d4e7b15⟫
- Action: ⟦PERSON|陈默⟧ 重置; ⟦PERSON|Grace Ho⟧ 加 secret scanning
"""),
("car_share_evcard_mixed", """
EVCARD 分时租赁 order ⟪order_ref|EV2605191022⟫
Member: ⟦PERSON|Daniel Wu⟧ ⟦PERSON|吴丹尼⟧, 驾照 = 身份证 ⟦IDCARD|$prc_19⟧
DOB ⟦DATE_OF_BIRTH|1999-11-03⟧
Car ⟪plate|沪AD·21877⟫, 时长 3h12m, 费用 ⟦AMOUNT|¥74.60⟧ (tariff ⟪price|¥0.4/min⟫)
Violation: 违停罚款 ⟦AMOUNT|¥200⟧ 代扣
"""),
("scooter_app_error_mixed", """
⟪timestamp|2026-05-19 08:12:44⟫ [ERROR] 解锁失败 user=⟦PHONE|13812345076⟧ name=⟦PERSON|黄小明⟧ bike=⟪vehicle_id|MB-88231⟫
⟪timestamp|2026-05-19 08:12:44⟫ [DEBUG] gmaps key=⟦APIKEY|$google_2⟧ region=cn-east
⟪timestamp|2026-05-19 08:12:45⟫ [WARN] refund ⟦AMOUNT|1.50⟧ CNY to wallet, user_ip=⟦IP_ADDRESS|223.104.3.77⟧
⟪timestamp|2026-05-19 08:12:45⟫ [INFO] upstream ⟪doc_ip|198.51.100.23⟫ latency ⟪duration|212ms⟫
"""),
("insurance_travel_mixed", """
Travel claim 旅行险理赔 – policy ⟪policy_ref|PA-TRV-8821940⟫
Insured: ⟦PERSON|Gao Ming⟧ ⟦PERSON|高明⟧, Passport ⟦PASSPORT|EF2104837⟧
Incident: 在 Bali 发生 ⟦MEDICAL|dengue fever⟧, hospitalised 4 days
Claimed: ⟦AMOUNT|IDR 18,400,000⟧ medical + ⟦AMOUNT|¥2,300⟧ flight change
Max benefit ⟪price|¥500,000⟫. 联系 ⟦EMAIL|gaoming.travel@qq.com⟧
"""),
("teams_standup_mixed", """
[Teams] Daily stand-up – ⟪date|Tue 19 May⟫
⟦PERSON|Sarah Jenkins⟧: blocked on the SSO config, need the Azure client secret
⟦PERSON|王磊⟧: 发你了 → ⟦SECRET|$client_secret_2⟧ (tenant ⟪app_id|$uuid_1⟫)
⟦PERSON|Sarah Jenkins⟧: ta! also ⟦PERSON|Wang⟧ is off tomorrow for ⟦MEDICAL|wisdom tooth extraction⟧
⟦PERSON|王磊⟧: yes 😂
"""),
("json_user_export_mixed", """
[{"uid": ⟪user_id|100231⟫, "name": "⟦PERSON|刘洋⟧", "en_name": "⟦PERSON|Yang Liu⟧", "phone": "⟦PHONE|+86 138 0013 7702⟧", "balance": ⟦AMOUNT|3580.25⟧, "vip_price": ⟪price|198⟫},
 {"uid": ⟪user_id|100232⟫, "name": "⟦PERSON|Emily Carter⟧", "phone": "⟦PHONE|+1 212 555 0107⟧", "balance": ⟦AMOUNT|12.00⟧, "vip_price": ⟪price|198.00⟫}]
"""),
("call_transcript_bank_mixed", """
Agent: ⟪org_name|HSBC⟫ 您好, this is ⟦PERSON|Kelvin⟧ speaking.
Customer: 你好, 我是 ⟦PERSON|Mandy Cheung⟧ ⟦PERSON|张文慧⟧, HKID ⟦NATIONAL_ID|$hkid_2⟧.
Agent: 请问 date of birth?
Customer: ⟦DATE_OF_BIRTH|1987年7月11日⟧.
Agent: 多谢. 您想 transfer ⟦AMOUNT|HK$25,000⟧ to which account?
Customer: My UK account, IBAN ⟦IBAN|$iban_gb1⟧.
Agent: Fee is ⟪price|HK$150⟫ per transfer.
"""),
("receipt_mixed", """
⟪org_name|Apple Store 南京东路⟫ Receipt ⟪invoice_ref|R8820-0519-4471⟫
Customer: ⟦PERSON|Zhang Wei⟧  ⟦EMAIL|zhangwei.sh@icloud.com⟧
iPhone 17 Pro 256GB  ⟪price|¥8,999.00⟫
AppleCare+           ⟪price|¥1,198.00⟫
Total paid           ⟦AMOUNT|¥10,197.00⟧
Card ⟦CARD|$card_visa2⟧ exp ⟪card_expiry|11/30⟫
Served by ⟦PERSON|Tina⟧
"""),
("university_visa_letter_mixed", """
To: ⟪org_name|UK Visas and Immigration⟫
This letter confirms that ⟦PERSON|He Yuxuan⟧ (⟦PERSON|何雨轩⟧), born ⟦DATE_OF_BIRTH|17 April 1994⟧, PRC passport ⟦PASSPORT|EA8830142⟧, 身份证 ⟦IDCARD|$prc_16⟧, holds an unconditional offer (CAS ⟪cas_ref|E4G7K21P0A9XQ3⟫). Tuition ⟪price|£29,400⟫; deposit paid ⟦AMOUNT|£5,000⟧ on ⟪date|3 June 2026⟫.
Signed, ⟦PERSON|Eleanor Whitfield⟧, International Office, ⟦PHONE|+44 20 7946 0321⟧
"""),
("sim_porting_hk_mixed", """
攜號轉台申請 Mobile Number Portability
Customer: ⟦PERSON|Leung Siu Fung⟧ ⟦PERSON|梁兆峰⟧, HKID ⟦NATIONAL_ID|$hkid_3⟧
Number to port: ⟦PHONE|+852 6123 4471⟧ from ⟪org_name|CSL⟫ to ⟪org_name|SmarTone⟫
Effective ⟪date|2026-06-02⟫ ⟪time|02:00⟫. Outstanding bill ⟦AMOUNT|HK$388.50⟧ settled.
Staff: ⟦PERSON|Ada⟧ (shop ⟪store_code|MK-07⟫)
"""),
("payroll_csv_mixed", """
emp_no,姓名,English name,bank,account,net_pay_cny
⟪employee_id|E0091⟫,⟦PERSON|许文涛⟧,⟦PERSON|Wentao Xu⟧,⟪org_name|工商银行⟫,⟦CARD|$card_up3⟧,⟦AMOUNT|18230.55⟧
⟪employee_id|E0092⟫,⟦PERSON|Anna Schmidt⟧,⟦PERSON|Anna Schmidt⟧,⟪org_name|Deutsche Bank⟫,⟦IBAN|$iban_at1⟧,⟦AMOUNT|41100.00⟧
⟪employee_id|E0093⟫,⟦PERSON|梁晓东⟧,⟦PERSON|Xiaodong Liang⟧,⟪org_name|招商银行⟫,⟦CARD|$card_up2⟧,⟦AMOUNT|16400.00⟧
"""),
("recruiting_reference_mixed", """
Reference check notes – candidate ⟦PERSON|黄诗琪⟧ (⟦PERSON|Sissi Huang⟧)
Referee: ⟦PERSON|David Osei⟧, ex-manager at ⟪org_name|Unilever⟫ 上海, ⟦PHONE|+86 186 2104 7713⟧
- 表现: strong stakeholder mgmt, left for MBA
- Final salary confirmed ⟦AMOUNT|RMB 620k⟧ p.a.
- Note: candidate took 3 months off for ⟦MEDICAL|postpartum depression⟧ – do NOT share with client
Consultant: ⟦PERSON|Bella⟧
"""),
("ambulance_handover_bilingual", """
HK ambulance → ⟪org_name|Queen Mary Hospital⟫ A&E
Pt ⟦PERSON|CHOW Mei Ling⟧ ⟦PERSON|周美玲⟧, F/78, found at ⟦ADDRESS|Flat 12B, 28 Pokfield Road, Kennedy Town⟧
Hx: ⟦MEDICAL|CKD stage 4⟧, ⟦MEDICAL|DM on insulin⟧. Now ⟦MEDICAL|hypoglycaemia⟧ GCS 12, given ⟦MEDICAL|D50 50ml⟧.
Daughter ⟦PERSON|Jenny Chow⟧ ⟦PHONE|9321 8840⟧
"""),
("dingtalk_travel_approval_mixed", """
DingTalk 出差审批 ⟪approval_ref|DT-2605-3312⟫
Applicant: ⟦PERSON|Ryan Xie⟧ ⟦PERSON|谢锐⟧ → Frankfurt, ⟪date|6/8⟫-⟪date|6/14⟫
Flight ⟪flight_no|LH 729⟫ seat ⟪seat|34K⟫, 机票 ⟦AMOUNT|¥9,420⟧ (company card)
Per diem 标准 ⟪price|€60/day⟫; 预支 ⟦AMOUNT|€420⟧ to ⟦PERSON|Ryan⟧'s card ⟦CARD|$card_mc2⟧
Passport ⟦PASSPORT|EJ0481275⟧, 身份证 ⟦IDCARD|$prc_9⟧
Approver: ⟦PERSON|Monica 周⟧ ✅
"""),
("clinic_sms_reminder_mixed", """
【⟪org_name|和睦家医院⟫ United Family】Dear ⟦PERSON|Sophie Laurent⟧, your ⟦MEDICAL|HbA1c and thyroid panel⟧ follow-up with Dr ⟦PERSON|Gu⟧ is on ⟪date|5/27⟫ ⟪time|09:40⟫ at ⟦ADDRESS|北京市朝阳区将台路2号⟧. Please fast 8h. 如需改约请致电 ⟦PHONE|400-891-9696⟧. Estimated self-pay ⟪price|¥1,450⟫.
"""),
("airport_lost_property_mixed", """
Lost & Found record 失物招领 – ⟪place|浦东机场T2⟫ ⟪ticket_ref|LF-260519-077⟫
Owner: ⟦PERSON|Natasha Ivanova⟧, Russian passport ⟦PASSPORT|751284930⟧, flight ⟪flight_no|SU 208⟫
Item: black wallet with ⟦AMOUNT|RMB 1,200⟧ cash and a Visa card ⟦CARD|$card_visa4⟧
Contact: ⟦PHONE|+7 925 555 18 04⟧ / ⟦EMAIL|n.ivanova@mail.ru⟧
Hotel: ⟦ADDRESS|上海市浦东新区世纪大道1号⟧
Officer: ⟦PERSON|陆警官⟧
"""),
]
