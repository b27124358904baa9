# -*- coding: utf-8 -*-
# Chinese texts for blind97.  Every text typed by hand.
# ⟦TYPE|value⟧ = labelled span, ⟪kind|value⟫ = decoy, $name = values.VALUES[name]

TEXTS = []

TEXTS += [
("wechat_group_chat",
"""【⟪org_name|蓝天航模俱乐部⟫群】
⟦PERSON|老周⟧：明天早上⟪meeting_time|7点⟫机场集合，大门密码改成⟦PASSWORD|5802⟧了，别外传啊
⟦PERSON|小赵⟧：收到👌 ⟦PERSON|周社长⟧，我那架⟪aircraft_model|塞斯纳182⟫的舵机烧了，谁有多的借一个
⟦PERSON|老周⟧：找⟦PERSON|王工⟧，他电话⟦PHONE|139 5718 2046⟧
⟦PERSON|飞翔的猪猪⟧：我把活动费⟦AMOUNT|200元⟧转给财务⟦PERSON|小陈⟧了，记得查收哈
⟦PERSON|小陈⟧：收到了 @⟦PERSON|飞翔的猪猪⟧"""),

("dingtalk_message",
"""【钉钉 · ⟪org_name|铁锤战棋店⟫运营群】
⟦PERSON|何俊杰⟧ ⟪message_time|14:22⟫
库存预警机器人接好了，webhook：⟦SECRET|$sec_dingtalk_hook_1⟧
加签密钥：⟦SECRET|$sec_dingtalk_sign_1⟧
大家别转到外面的群！
⟦PERSON|邓凯⟧ 14:25
好的👍 顺便问下阿里云那个 AccessKey 还在用吗？⟦APIKEY|$ak_aliyun_1⟧
⟦PERSON|何俊杰⟧ 14:26
在用，secret 我私聊发你，别贴群里"""),

("sms_notification",
"""【潍坊国际风筝会】尊敬的⟦PERSON|郭晓雯女士⟧，您报名的⟪event_name|第42届潍坊国际风筝会⟫专业组已审核通过，参赛号⟪bib_number|A-1187⟫，您缴纳的报名费⟦AMOUNT|300元⟧已到账。请于⟪checkin_date|4月18日⟫前到⟪venue_name|滨海国际风筝放飞场⟫报到。咨询电话⟦PHONE|0536-8223561⟧。回T退订"""),

("email_with_signature",
"""主题：关于“中山舰”船模定制尾款

⟦PERSON|林志强先生⟧您好：

您定制的⟪model_name|中山舰⟫⟪model_scale|1:100⟫遥控船模已经完成舾装和试航，视频已发您微信。尾款⟦AMOUNT|¥4,800⟧请转至以下账户：户名⟦PERSON|黄丽娟⟧，卡号⟦CARD|$card_up_2⟧（中国银行）。
收到后我们用顺丰寄到您留的地址：⟦ADDRESS|福建省厦门市思明区莲前西路2号莲富大厦17楼C座⟧，木箱包装，预计⟪shipping_days|3天⟫到。

祝好
——
⟦PERSON|黄丽娟⟧
⟪org_name|海韵船模工作室⟫
手机/微信：⟦PHONE|186 0592 7731⟧
邮箱：⟦EMAIL|hailj_models@163.com⟧"""),

("app_service_log",
"""⟪log_timestamp|2025-03-02 10:14:07.331⟫ INFO [order-svc] 用户 ⟦PERSON|zhangyuting⟧ 登录成功 ip=⟦IP_ADDRESS|117.136.12.88⟧ ua=⟪user_agent_version|MicroMessenger/8.0.47⟫
2025-03-02 10:14:22.905 INFO [order-svc] 创建订单 order_no=⟪order_id|PZ20250302101422⟫ 实付=⟦AMOUNT|¥129.00⟧
2025-03-02 10:14:23.117 WARN [pay-svc] 微信支付回调验签失败 appid=⟪app_id|$dec_wx_appid_1⟫ mch_id=⟪merchant_id|1603928471⟫
2025-03-02 10:14:23.118 DEBUG [pay-svc] appsecret=⟦SECRET|$sec_wx_1⟧  // TODO 上线前删掉这行！！
2025-03-02 10:15:40.002 INFO [ship-svc] 收件人=⟦PERSON|张雨婷⟧ 手机=⟦PHONE|15821907734⟧ 地址=⟦ADDRESS|上海市闵行区七莘路1839弄24号602室⟧"""),

("dotenv_config",
"""# 探空火箭地面站配置 —— 千万别提交到 git！（⟦PERSON|小马⟧）
ALIYUN_ACCESS_KEY_ID=⟦APIKEY|$ak_aliyun_2⟧
ALIYUN_ACCESS_KEY_SECRET=⟦SECRET|$sec_aliyun_2⟧
OSS_BUCKET=⟪bucket_name|rocket-telemetry-cn⟫
MYSQL_DSN=telemetry:⟦SECRET|Tk_2025#launch⟧@tcp(⟦IP_ADDRESS|172.18.0.5⟧:⟪port|3306⟫)/flights
FEISHU_WEBHOOK=⟦SECRET|$sec_feishu_hook_1⟧
GPS_BAUD=⟪baud_rate|115200⟫
# 测试用例里的 ⟪doc_ip|198.51.100.23⟫ 是文档地址，不用改"""),

("csv_member_list",
"""编号,姓名,手机,身份证号,出生日期,会费
⟪member_id|CM-031⟫,⟦PERSON|唐伟民⟧,⟦PHONE|13902215866⟧,⟦IDCARD|$id_tang⟧,⟦DATE_OF_BIRTH|1964-09-18⟧,⟦AMOUNT|¥300⟧
⟪member_id|CM-032⟫,⟦PERSON|方静⟧,⟦PHONE|18991307742⟧,⟦IDCARD|$id_fang⟧,⟦DATE_OF_BIRTH|1972-12-30⟧,⟦AMOUNT|¥300⟧
# 导出时间 ⟪export_timestamp|2025-01-06 09:30⟫，⟪org_name|广州船模协会⟫秘书处"""),

("customer_service_ticket",
"""工单号：⟪ticket_id|GD-20250417-0093⟫    优先级：中
客户：⟦PERSON|许小姐⟧（⟦PERSON|许婧⟧）
问题描述：购买的⟪product_name|“江南小院”1:12娃娃屋套件⟫少了两扇花窗（配件编号⟪part_number|HW-07⟫），客户要求补发，或者退配件差价⟦AMOUNT|68元⟧。
联系电话：⟦PHONE|137 6402 1958⟧
处理人：客服⟦PERSON|小林⟧   备注：已登记补发，顺丰单号⟪tracking_number|SF1402917735562⟫"""),

("web_registration_form",
"""高校业余火箭发射营 · 报名表
学员姓名：⟦PERSON|王子轩⟧      性别：男
身份证号：⟦IDCARD|$id_wang⟧
出生日期：⟦DATE_OF_BIRTH|2001年12月9日⟧
紧急联系人：⟦PERSON|王建平⟧（父亲）  ⟦PHONE|135 0812 6679⟧
过敏史 / 病史：⟦MEDICAL|青霉素过敏⟧；⟦MEDICAL|轻度哮喘⟧，随身带⟦MEDICAL|沙丁胺醇气雾剂⟧
报名费：已缴 ⟦AMOUNT|¥1,280⟧
营期：⟪camp_session|2025-S3⟫   表单版本 ⟪form_version|v2.1⟫"""),

("meeting_minutes",
"""⟪org_name|杭州市风筝协会⟫理事会会议纪要
时间：⟪meeting_date|2025年3月15日⟫  地点：⟪venue_name|西湖文化广场三楼会议室⟫
出席：⟦PERSON|周建国⟧（会长）、⟦PERSON|俞诗涵⟧、⟦PERSON|老方⟧、⟦PERSON|陶师傅⟧

一、⟦PERSON|周会长⟧通报：协会账户余额⟪org_balance|¥52,318.40⟫，今年赞助还没到位。
二、⟦PERSON|陶师傅⟧垫付的竹料款⟦AMOUNT|3,600元⟧，下周报销。
三、外地选手住宿由⟦PERSON|俞诗涵⟧对接，电话⟦PHONE|158 5741 2208⟧。

记录：⟦PERSON|俞诗涵⟧"""),

("call_transcript",
"""【通话录音转写】时长 ⟪call_duration|03:41⟫
客服：您好，⟪org_name|飓风RC赛车场⟫，请问有什么可以帮您？
客户：我想订周六下午的包场。我叫⟦PERSON|马骁⟧。
客服：⟦PERSON|马先生⟧您好，包场两小时是⟪tariff|800元⟫，要先付定金。
客户：那先付⟦AMOUNT|三百块⟧定金吧。手机号是⟦PHONE|幺八六，二二零四，七七一三⟧。
客服：好的，怎么付呢？
客户：信用卡吧，卡号⟦CARD|$card_up_4⟧，背面三位是⟦CVV|406⟧。
客服：好的，已经扣款成功，周六见。"""),

("voice_memo_transcript",
"""【语音转文字】老婆，拼图工作室的房租我已经转给房东⟦PERSON|刘姐⟧了，⟦AMOUNT|六千五百块⟧，她的卡号我存在备忘录里了。激光切割机的供应商⟦PERSON|钱经理⟧说下周二来调试，他电话是⟦PHONE|一三八一七二二九零四六⟧，你记一下。对了，网银U盾密码是⟦PASSWORD|八八一九零二⟧，别告诉别人啊。"""),

("ocr_business_card",
"""[名片识别 · 置信度 ⟪ocr_confidence|0.88⟫]
⟪org_name|潍坊鸢都风筝制作坊⟫
⟦PERSON|杨宝山⟧   非遗风筝扎制传承人
手机：⟦PHONE|138-6360-4417⟧
座机：⟦PHONE|0536-8187220⟧
家庭作坊：⟦ADDRESS|山东省潍坊市奎文区鸢飞路328号⟧
微信号：⟦PERSON|yangbs_kite⟧
网店：⟪website|ybskite.taobao.com⟫"""),

("markdown_table",
"""### ⟪event_name|春季战锤锦标赛⟫报名情况

| 选手 | 阵营 | 手机 | 报名费 |
|---|---|---|---|
| ⟦PERSON|陈浩⟧ | ⟪faction|星际战士⟫ | ⟦PHONE|135 1036 7720⟧ | 已付 ⟦AMOUNT|¥150⟧ |
| ⟦PERSON|阿杰⟧ | ⟪faction|死灵⟫ | ⟦PHONE|176 8812 0931⟧ | 已付 ⟦AMOUNT|¥150⟧ |
| ⟦PERSON|Kevin Tam⟧ | 混沌 | ⟦PHONE|+852 6123 4478⟧ | 未付 |

赛制：⟪points_limit|2000分⟫，三轮瑞士轮，每轮⟪round_duration|150分钟⟫。"""),

("shell_history",
"""$ ssh root@⟦IP_ADDRESS|47.98.120.36⟧      # 阿里云那台
$ mysql -uroot -p'⟦PASSWORD|Hmjlb@2024⟧' club < backup_0301.sql
$ export TENCENTCLOUD_SECRET_ID=⟦APIKEY|$ak_tencent_1⟧
$ export TENCENTCLOUD_SECRET_KEY=⟦SECRET|$sec_tencent_1⟧
$ tccli sms SendSms --PhoneNumberSet '["⟦PHONE|+8613911827645⟧"]' --TemplateId ⟪template_id|1937224⟫
$ git log -1 --format=%H
⟪commit_sha|$dec_sha_5⟫"""),

("commission_contract",
"""微缩模型定制合同

甲方（委托人）：⟦PERSON|李秀兰⟧      身份证号：⟦IDCARD|$id_li⟧
住址：⟦ADDRESS|北京市朝阳区望京西园三区312号楼1单元1103⟧
乙方：⟪org_name|小筑微缩工作室⟫（统一社会信用代码 ⟪uscc|91110105MA01XK3R2P⟫）

一、定制内容：按甲方提供的老宅照片，制作⟪model_scale|1:12⟫四合院微缩模型一座。
二、合同总价⟪contract_price|人民币18,000元⟫，甲方于签约当日支付定金⟦AMOUNT|人民币5,400元⟧，余款交付时结清。
三、工期⟪delivery_period|120个工作日⟫。

甲方签字：⟦PERSON|李秀兰⟧    联系电话：⟦PHONE|13601138825⟧"""),

("paper_receipt_ocr",
"""收  据            No. ⟪receipt_no|0004127⟫
今收到 ⟦PERSON|孙玉梅⟧ 交来 定制软体章鱼风筝（12米）尾款
人民币（大写）⟦AMOUNT|叁仟贰佰元整⟧    ⟦AMOUNT|¥3,200.00⟧
收款单位：⟪org_name|大连飞鸢风筝厂⟫（盖章）    经手人：⟦PERSON|小付⟧
日期：⟪receipt_date|2025.04.30⟫"""),

("forum_post",
"""【求助】木质帆船模型上漆后起泡怎么办？
楼主：⟦PERSON|海风船长⟧   发表于 ⟪forum_timestamp|2025-2-18 21:33⟫

如题，做的是⟪model_name|黄金鹿号⟫⟪model_scale|1:50⟫，用的硝基清漆，喷了三遍就起泡了。之前因为⟦MEDICAL|过敏性鼻炎⟧不敢用油性漆，现在有点后悔。有懂行的朋友加我微信⟦PERSON|chuanmo_laoli⟧，或者直接打⟦PHONE|159 0021 6683⟧，叫我⟦PERSON|老李⟧就行。

2楼 ⟦PERSON|木工阿强⟧：环境湿度太大了，用⟪sandpaper_grit|800目⟫砂纸磨掉重喷，薄喷多次。"""),

("ecommerce_review",
"""★★★★☆  买家：⟪masked_username|t**8⟫   ⟪review_date|2025-01-20⟫
宝贝收到了，⟪piece_count|1000片⟫的⟪product_name|《千里江山图》拼图⟫，印刷挺清楚。给我妈买的，她⟦MEDICAL|颈椎病⟧不能老低头，就放在斜板上拼，两天拼完了。就是外包装压扁了一个角，客服⟦PERSON|小美⟧很快补了⟦AMOUNT|10元⟧红包，态度好评。"""),

("waybill_ocr",
"""[快递面单识别]
运单号：⟪tracking_number|YT7729104853320⟫
收件人：⟦PERSON|赵雨桐⟧   ⟪masked_phone|152****8804⟫
收件地址：⟦ADDRESS|湖北省武汉市武昌区珞喻路129号武汉大学工学部4舍310⟧
寄件人：⟦PERSON|小何⟧   ⟦PHONE|180 7311 5526⟧
物品：火箭发动机壳体（铝件，非危险品）  重量 ⟪parcel_weight|2.3kg⟫"""),

("expense_claim_form",
"""费用报销单                    部门：⟪org_name|北航航模队⟫
报销人：⟦PERSON|邓凯⟧
事由：赴安阳参加⟪event_name|全国航空航天模型锦标赛⟫
高铁票 ⟦AMOUNT|¥628.50⟧    住宿 ⟦AMOUNT|¥1,140⟧    合计 ⟦AMOUNT|¥1,768.50⟧
收款卡号：⟦CARD|$card_up_3⟧（农业银行）
审批：⟦PERSON|郑老师⟧      单据张数：⟪attachment_count|5⟫"""),

("wechat_private_chat",
"""⟦PERSON|许婧⟧：老板，我那套1:12的⟪product_name|民国书房⟫定金付上了吗？我昨晚转了⟦AMOUNT|500块⟧
老板（⟦PERSON|唐姐⟧）：收到啦亲～ 尾款⟦AMOUNT|880元⟧做好再付就行。地址还是⟦ADDRESS|上海市徐汇区天钥桥路580弄7号1502⟧吗？
⟦PERSON|许婧⟧：对的，收件人写我，电话⟦PHONE|137 6402 1958⟧
老板（⟦PERSON|唐姐⟧）：好嘞，大概⟪lead_time|四周⟫"""),
]

TEXTS += [
("feishu_group_chat",
"""【飞书 · ⟪org_name|星火探空火箭社⟫ 技术群】
⟦PERSON|陈一鸣⟧：CI 又挂了，谁把 GitHub token 换了？
⟦PERSON|Lily 刘⟧：我换的，旧的 ⟦APIKEY|$ak_gh_2⟧ 被推到公开仓库，GitHub 自动吊销了。新的放飞书密码本里了。
⟦PERSON|陈一鸣⟧：OK。顺便把 HuggingFace 那个也换掉吧 ⟦APIKEY|$ak_hf_1⟧，README 里也有😅
⟦PERSON|Lily 刘⟧：收到，今晚弄。构建 ⟪build_number|#2291⟫ 先别发布。"""),

("travel_roster_table",
"""⟪event_name|2025法国迪耶普国际风筝节⟫ 出国参赛人员信息表（内部资料，请勿外传）
序号 | 姓名 | 拼音 | 身份证号 | 出生日期 | 护照号 | 护照有效期
1 | ⟦PERSON|周建国⟧ | ⟦PERSON|ZHOU JIANGUO⟧ | ⟦IDCARD|$id_zhou⟧ | ⟦DATE_OF_BIRTH|1978-05-21⟧ | ⟦PASSPORT|$pp_cn_1⟧ | ⟪expiry_date|2031-08-14⟫
2 | ⟦PERSON|俞诗涵⟧ | ⟦PERSON|YU SHIHAN⟧ | ⟦IDCARD|$id_yu⟧ | ⟦DATE_OF_BIRTH|2003-02-24⟧ | ⟦PASSPORT|$pp_cn_2⟧ | ⟪expiry_date|2033-01-09⟫
领队：⟦PERSON|周建国⟧  ⟦PHONE|139 0571 6620⟧   航班 ⟪flight_number|MU553⟫"""),

("refund_request_form",
"""退款申请
申请人：⟦PERSON|蒋雯⟧            订单号：⟪order_id|JP2025041800231⟫
退款原因：收到的⟪product_name|2000片星空拼图⟫有⟪defect_count|37片⟫印刷错位，拼不上
退款金额：⟦AMOUNT|¥198.00⟧
退款方式：□ 原路退回  ☑ 银行卡
开户行：⟪bank_branch|工商银行南京新街口支行⟫   卡号：⟦CARD|$card_up_1⟧
联系电话：⟦PHONE|025-8466 3071⟧"""),

("sql_migration",
"""-- 赛车场会员表迁移脚本 ⟪script_version|v3⟫，执行人 ⟦PERSON|ljq⟧
INSERT INTO members (id, name, nickname, mobile, id_no, balance) VALUES
(⟪row_id|1007⟫, '⟦PERSON|何俊杰⟧', '⟦PERSON|杰哥⟧', '⟦PHONE|13787120456⟧', '⟦IDCARD|$id_he⟧', '⟦AMOUNT|¥460.00⟧'),
(⟪row_id|1008⟫, '⟦PERSON|赵雨桐⟧', '⟦PERSON|桐桐⟧', '⟦PHONE|15271903388⟧', '⟦IDCARD|$id_zhao⟧', '⟦AMOUNT|¥0.50⟧');
-- 创建时间统一设为 ⟪db_timestamp|2025-01-01 00:00:00⟫"""),

("dingtalk_approval",
"""【钉钉审批】差旅报销 · 审批编号 ⟪approval_id|202504231518000123456⟫
申请人：⟦PERSON|孙玉梅⟧      部门：⟪department|船模制作部⟫
事由：赴宁波参加⟪event_name|全国航海模型公开赛⟫带队
报销金额：⟦AMOUNT|2,356.00元⟧
收款人：⟦PERSON|孙玉梅⟧   收款卡号：⟦CARD|$card_up_5⟧（建设银行）
审批人：⟦PERSON|王总⟧（已同意）   抄送：财务⟦PERSON|小陈⟧"""),

("wechat_group_buy",
"""【⟪org_name|小兵人战棋团购群⟫】
群主⟦PERSON|阿飞⟧：这次⟪product_name|战锤40K第十版入门盒⟫团购价⟪group_buy_price|¥780⟫，要的接龙👇
1. ⟦PERSON|老K⟧ 1盒
2. ⟦PERSON|咸鱼不翻身⟧ 2盒
3. ⟦PERSON|Ethan⟧ 1盒，地址：⟦ADDRESS|成都市武侯区科华北路62号力宝大厦南楼1205⟧，电话⟦PHONE|189 8044 6120⟧
群主⟦PERSON|阿飞⟧：@⟦PERSON|Ethan⟧ 地址私发我就行，别发群里😂"""),

("nginx_config",
"""# /etc/nginx/conf.d/minihouse.conf   （⟦PERSON|小汤⟧ ⟪edit_date|2025-02-11⟫ 改）
upstream shop_backend {
    server ⟦IP_ADDRESS|10.0.3.21⟧:⟪port|8080⟫;
    server ⟦IP_ADDRESS|10.0.3.22⟧:8080;
}
server {
    listen 443 ssl;
    server_name ⟪hostname|www.xiaozhu-weisuo.cn⟫;
    # 后台临时账号 admin / ⟦PASSWORD|XiaoZhu@888⟧ ，上线前一定改掉
    allow ⟦IP_ADDRESS|222.128.47.9⟧;   # 办公室出口IP
    deny all;
}"""),

("yaml_config",
"""# 拼图小程序 application-prod.yml
wechat:
  mini-app:
    appid: ⟪app_id|$dec_wx_appid_1⟫
    secret: ⟦SECRET|$sec_wx_1⟧
  pay:
    mch-id: ⟪merchant_id|1603928471⟫
    api-v3-key: ⟦SECRET|$sec_wxpay_v3_1⟧
    cert-serial: ⟪cert_serial|5D7A3C0F9E1B2A48C6D0E7F1A2B3C4D5E6F70819⟫
sms:
  aliyun-key-id: ⟦APIKEY|$ak_aliyun_1⟧
  sign-name: ⟪sms_sign_name|拼趣工坊⟫
admin:
  name: ⟦PERSON|钱多多⟧
  phone: ⟦PHONE|138 1721 0093⟧"""),

("sms_door_code",
"""⟦PERSON|小俞⟧，我今天不在工作室，仓库门禁密码是⟦PASSWORD|0 7 2 6⟧#，保险柜在左边柜子里，密码⟦PASSWORD|19850614⟧（我生日，别笑）。快递员来了让他放门口就行。——⟦PERSON|方姐⟧"""),

("sick_leave_note",
"""请假条

⟦PERSON|郑老师⟧：
本人⟦PERSON|邓凯⟧因⟦MEDICAL|急性阑尾炎⟧于⟪leave_date|5月6日⟫在⟪hospital_name|重庆医科大学附属第一医院⟫行⟦MEDICAL|腹腔镜阑尾切除术⟧，医嘱需休息两周，期间无法参加航模队集训，特此请假。
附：诊断证明一份。

请假人：⟦PERSON|邓凯⟧
⟪letter_date|2025年5月8日⟫"""),

("incident_statement",
"""发射事故情况说明
⟪incident_date|2025年4月12日⟫⟪time_of_day|10时20分⟫，在⟪venue_name|阿拉善试验场⟫第3发射架，社员⟦PERSON|马骁⟧点火时⟪motor_code|F-52⟫发动机提前点燃，⟦PERSON|马骁⟧⟦MEDICAL|右手二度烧伤⟧，⟦MEDICAL|面部轻微擦伤⟧。现场安全员⟦PERSON|赵卫东⟧立即冲洗处理，送⟪hospital_name|阿拉善盟中心医院⟫，已注射⟦MEDICAL|破伤风抗毒素⟧。家属联系电话⟦PHONE|022-2731 5580⟧。"""),

("taobao_cs_chat",
"""买家（⟦PERSON|tb_sunny1990⟧）：你好 我买的⟪product_name|3米三角风筝⟫骨架断了
客服⟦PERSON|小鸢⟧：亲 非常抱歉！麻烦拍个照片哈
买家（⟦PERSON|tb_sunny1990⟧）：[图片] 能退吗 我付了⟦AMOUNT|89块⟧
客服⟦PERSON|小鸢⟧：可以的亲，直接给您退⟦AMOUNT|89元⟧，不用寄回了
买家（⟦PERSON|tb_sunny1990⟧）：好的 下次寄新地址 ⟦ADDRESS|南京市鼓楼区中山北路88号3栋402⟧ ⟦PERSON|孙女士⟧收 ⟦PHONE|13951768022⟧"""),

("product_safety_leaflet",
"""放飞安全须知（随⟪product_name|“飞燕”系列风筝⟫附赠）
1. 请在空旷场地放飞，远离高压线（⟪safety_distance|至少200米⟫）和机场。
2. 风力⟪wind_level|3-5级⟫最适宜，雷雨天气严禁放飞。
3. 线轮额定拉力⟪line_strength|50kg⟫，切勿用手直接缠线，以免割伤。
4. 14岁以下儿童须在成人陪同下使用。
执行标准：⟪standard_number|GB 6675.1-2014⟫   产品批号：⟪batch_number|FY20250301⟫"""),

("race_results_notice",
"""⟪event_name|2025华南遥控车公开赛⟫ 1/10房车组 决赛成绩
1. ⟦PERSON|林志强⟧  ⟪race_result|28圈 5:02.317⟫
2. ⟦PERSON|Alvin Chan⟧  28圈 5:04.889
3. ⟦PERSON|小胖⟧  27圈 5:01.002
最快单圈：⟦PERSON|Alvin Chan⟧ ⟪lap_time|10.412s⟫
奖金已微信转给个人：冠军⟦AMOUNT|¥3,000⟧，亚军⟦AMOUNT|¥1,500⟧，季军奖品另寄。"""),

("secondhand_listing_chat",
"""闲鱼 · ⟪product_name|田宫TT-02漂移车⟫ ⟪listing_price|¥650⟫ 包邮
买家⟦PERSON|大熊⟧：能便宜点吗
我：最低⟪counter_offer|600⟫
买家⟦PERSON|大熊⟧：行，已拍下付款⟦AMOUNT|¥600⟧
收货地址：⟦ADDRESS|天津市和平区南京路219号天津中心1801⟧ ⟦PERSON|马先生⟧ ⟦PHONE|186 2204 7713⟧"""),

("health_declaration_form",
"""⟪event_name|阳江风筝节⟫志愿者健康申报表
姓名：⟦PERSON|陈浩⟧      出生日期：⟦DATE_OF_BIRTH|1986年2月17日⟧
身份证号：⟦IDCARD|$id_chen⟧
既往病史：⟦MEDICAL|高血压⟧（服用⟦MEDICAL|氨氯地平⟧ 5mg/日）
过敏：⟦MEDICAL|海鲜过敏⟧
紧急联系人：⟦PERSON|陈雪⟧  ⟦PHONE|0755-2660 1834⟧
本人承诺以上信息真实有效。签名：⟦PERSON|陈浩⟧"""),

("transfer_screenshot_ocr",
"""[转账成功截图 OCR]
转账金额  ⟦AMOUNT|¥1,200.00⟧
收款人    ⟦PERSON|林志强⟧
收款账户  ⟪masked_card|6217 **** **** 3390⟫
付款账户  ⟪masked_card|6228 **** 4016⟫
附言      ⟪transfer_note|船模帆布定金⟫
交易时间  ⟪transaction_time|2025-06-03 20:41:17⟫
流水号    ⟪transaction_id|4200002317202506031284759916⟫"""),

("membership_form_hk",
"""⟪org_name|香港模型船會⟫ 會員登記表
中文姓名：⟦PERSON|陳家豪⟧      英文姓名：⟦PERSON|CHAN Ka Ho⟧
香港身份證號碼：⟦NATIONAL_ID|$nid_hk_1⟧
出生日期：⟦DATE_OF_BIRTH|1989年7月3日⟧
電話：⟦PHONE|9123 4680⟧
地址：⟦ADDRESS|九龍旺角彌敦道688號旺角中心一期15樓B室⟧
年費：⟦AMOUNT|HK$480⟧（已繳，收據編號 ⟪receipt_no|R-2025-0117⟫）"""),

("volunteer_signup_tw",
"""⟪org_name|新竹風箏協會⟫ 國際風箏節 志工報名
姓名：⟦PERSON|林佳穎⟧
身分證字號：⟦NATIONAL_ID|$nid_tw_1⟧
手機：⟦PHONE|0933-218-407⟧
Email：⟦EMAIL|jiaying.lin@gmail.com⟧
保險費：由協會統一支付（⟪org_payment|NT$150/人⟫）
服務時段：⟪shift_time|9/27 上午⟫"""),

("java_exception_log",
"""2025-05-20 16:40:12.118 ERROR 18232 --- [nio-8080-exec-7] c.p.order.RealNameService : 实名校验失败
com.pinqu.order.exception.RealNameException: 身份证号与姓名不匹配 name=⟦PERSON|何俊杰⟧, idNo=⟦IDCARD|$id_he⟧, mobile=⟦PHONE|13787120456⟧
	at com.pinqu.order.service.RealNameService.verify(RealNameService.java:⟪line_number|88⟫)
	at com.pinqu.order.controller.OrderController.create(OrderController.java:142)
	... 47 common frames omitted
traceId=⟪trace_id|$dec_uuid_3⟫ clientIp=⟦IP_ADDRESS|223.104.63.177⟧"""),

("production_meeting_minutes",
"""⟪org_name|拼趣工坊⟫ 生产例会纪要 ⟪meeting_date|6月10日⟫
参会：⟦PERSON|钱多多⟧、⟦PERSON|蒋工⟧、⟦PERSON|小吴⟧
1. ⟪product_name|“敦煌飞天”1000片⟫首批⟪batch_quantity|3,000盒⟫，切模⟪die_number|D-17⟫磨损严重，需更换。
2. 本月营收⟪org_revenue|¥412,600⟫，退货率⟪return_rate|1.8%⟫，比上月下降。
3. ⟦PERSON|小吴⟧负责联系灰板纸供应商谈新报价。"""),

("emergency_call_transcript",
"""【120通话记录转写】
接线员：120，请讲。
报警人：我们在⟪venue_name|顺义航模飞行场⟫，有人被螺旋桨打到手了，⟦MEDICAL|左手两根手指骨折⟧，流了好多血！
接线员：伤者姓名、年龄？
报警人：⟦PERSON|刘振东⟧，五十多岁，他有⟦MEDICAL|糖尿病⟧。
接线员：具体地址？
报警人：⟦ADDRESS|北京市顺义区赵全营镇北郎中村东500米⟧，我电话⟦PHONE|一三九，一零二七，六六八一⟧，我叫⟦PERSON|老孟⟧。"""),
]

TEXTS += [
("wechat_group_purchase",
"""【⟪org_name|津门船模爱好者⟫群】
⟦PERSON|老唐⟧：涤纶帆布团购，每米⟪unit_price|¥35⟫，需要的报数
⟦PERSON|海狼⟧：我要4米，已转⟦AMOUNT|¥140⟧
⟦PERSON|小米粒⟧：2米帆布+1卷⟪product_name|0.5mm麻绳⟫，转了⟦AMOUNT|¥85⟧
⟦PERSON|老唐⟧：收到，周六在⟪venue_name|水上公园西门⟫发货，要寄的私发地址给我，我手机⟦PHONE|138 2070 5516⟧"""),

("email_refund_iban",
"""主题：订单 #⟪order_id|KT-88317⟫ 退款

您好，我是在德国留学的⟦PERSON|苏晓萌⟧，上个月在贵店买的⟪product_name|龙头蜈蚣风筝（30节）⟫寄到德国时断了三节。客服说可以退⟦AMOUNT|€86⟧，麻烦退到我德国的账户：
户名：⟦PERSON|SU XIAOMENG⟧
IBAN：⟦IBAN|$iban_de_2⟧
BIC：⟪bic|COBADEFFXXX⟫
我微信是⟦PERSON|mengmeng_kite⟧，德国手机⟦PHONE|+49 157 3482 9016⟧。谢谢！

⟦PERSON|苏晓萌⟧"""),

("python_notify_script",
"""# 娃娃屋工作室 订单通知脚本 notify.py
WECOM_WEBHOOK = "⟦SECRET|$sec_wecom_hook_1⟧"
# 负责人：⟦PERSON|唐姐⟧（⟦PHONE|139 1877 2604⟧），跑在 ⟦IP_ADDRESS|192.168.31.10⟧ 那台小主机上
def notify(order):
    text = f"新订单 {order.no}，金额 {order.amount}"
    requests.post(WECOM_WEBHOOK, json={"msgtype": "text", "text": {"content": text}})
# 测试单号 ⟪order_id|XZ-TEST-0001⟫，测试金额 ⟪test_amount|¥0.01⟫"""),

("repair_ticket",
"""维修单 No.⟪repair_ticket|WX-0512⟫
客户：⟦PERSON|刘先生⟧（⟦PERSON|刘洋⟧）    电话：⟦PHONE|155 0271 6638⟧
车型：⟪product_name|Traxxas X-Maxx 8S⟫    故障：电调烧毁，后差速器齿轮断齿
维修费：⟦AMOUNT|¥420⟧（已付定金⟦AMOUNT|¥200⟧）
寄回地址：⟦ADDRESS|武汉市洪山区珞狮南路147号华中小区8栋2单元301⟧
技师：⟦PERSON|阿彬⟧    完成日期：⟪completion_date|5/16⟫"""),

("training_enrolment_form",
"""⟪org_name|翱翔航空模型培训中心⟫ 无人机驾驶员培训报名登记
姓名：⟦PERSON|郭晓雯⟧      性别：女
出生日期：⟦DATE_OF_BIRTH|1988年9月15日⟧
身份证号：⟦IDCARD|$id_guo⟧
手机：⟦PHONE|133 6532 9047⟧
身体状况：⟦MEDICAL|近视600度，矫正视力1.0⟧
培训费：已交⟦AMOUNT|¥6,800⟧，发票抬头：个人
课程：⟪course_code|CAAC-VLOS-多旋翼⟫"""),

("voice_message_transcript",
"""【语音转文字】⟦PERSON|小马⟧啊，我下周出差，地面站服务器的 root 密码是⟦PASSWORD|Hj#2025rocket⟧，跳板机是⟦IP_ADDRESS|10.8.1.2⟧。钉钉群机器人别动它。阿里云主账号的验证码会发到我手机⟦PHONE|一八六零零二一三四七八⟧，有急事就打给我。发射许可证编号是⟪permit_number|HTSK-2025-017⟫，原件在档案柜第二层。"""),

("labour_contract",
"""劳务合同（节选）
甲方：⟪org_name|潍坊鸢都风筝制作坊⟫
乙方：⟦PERSON|黄丽娟⟧      身份证号：⟦IDCARD|$id_huang⟧
住址：⟦ADDRESS|江苏省南京市玄武区珠江路88号新世界中心A座2107⟧
工作内容：乙方在家完成风筝彩绘，按件计酬，每只⟪piece_rate|¥45⟫，按月结算至乙方银行卡⟦CARD|$card_up_6⟧。
首月预付⟦AMOUNT|¥2,000⟧。
乙方签字：⟦PERSON|黄丽娟⟧      日期：⟪sign_date|2025年3月1日⟫"""),

("e_invoice_ocr",
"""[电子发票识别]
⟪invoice_type|电子发票（普通发票）⟫   发票号码：⟪invoice_no|25442000000038217765⟫
购买方名称：⟦PERSON|何俊杰⟧
销售方名称：⟪org_name|深圳市铁锤战棋文化有限公司⟫   统一社会信用代码：⟪uscc|91440300MA5H2K8P4Q⟫
项目：*玩具*微缩模型套装   数量 2   单价 ⟪unit_price|389.38⟫
价税合计（大写）⟦AMOUNT|捌佰捌拾元整⟧   （小写）⟦AMOUNT|¥880.00⟧
开票人：⟦PERSON|林晓⟧"""),

("forum_tutorial_post",
"""【涂装分享】⟪model_name|无畏机甲⟫ 干刷+渗线教程      作者：⟦PERSON|画笔不离手⟧
……说个题外话，我去年查出⟦MEDICAL|特发性震颤⟧，手一直抖，医生开了⟦MEDICAL|普萘洛尔⟧，现在画眼睛还是费劲，所以改用⟪tool_name|0号面相笔⟫加手腕支架，效果还行。
本帖用到的颜料：⟪paint_code|Leadbelcher⟫、⟪paint_code|Nuln Oil⟫
有问题发邮件 ⟦EMAIL|284710936@qq.com⟧，别私信，私信我不看😂"""),

("ecommerce_review",
"""⭐⭐⭐⭐⭐  ⟪masked_username|鹿***子⟫   ⟪review_date|2025-04-06⟫
给女儿⟦PERSON|朵朵⟧买的六岁生日礼物，⟪product_name|“森林小木屋”娃娃屋⟫拼了一下午，她超喜欢！小家具做得很精致。唯一不足是胶水味有点大，⟦PERSON|朵朵⟧有⟦MEDICAL|过敏性皮炎⟧，我们通风了一天才给她玩。快递盒压坏了，运费险赔了⟦AMOUNT|¥12⟧。"""),

("login_audit_log",
"""[⟪log_timestamp|2025-06-18 02:11:09⟫] 登录失败 账号=⟦PERSON|qianduoduo⟧ IP=⟦IP_ADDRESS|183.192.14.70⟧ 原因=密码错误(3/5)
[2025-06-18 02:11:31] 登录失败 账号=admin IP=⟦IP_ADDRESS|91.240.118.172⟧ 原因=账号不存在
[2025-06-18 02:11:32] 登录失败 账号=root IP=⟦IP_ADDRESS|91.240.118.172⟧ 原因=账号不存在
[2025-06-18 02:12:05] 登录成功 账号=⟦PERSON|qianduoduo⟧ IP=⟦IP_ADDRESS|183.192.14.70⟧ token=⟦APIKEY|$ak_jwt_4⟧
[2025-06-18 02:12:05] 系统版本 ⟪app_version|ERP v5.2.8⟫ 节点 ⟪node_id|erp-node-02⟫"""),

("csv_foreign_guests",
"""⟪event_name|潍坊国际风筝会⟫外宾接待表
序号,国家,姓名,证件类型,证件号,出生日期,航班,房号
1,韩国,⟦PERSON|KIM Soyeon⟧,居民登录号,⟦NATIONAL_ID|$nid_kr_1⟧,⟦DATE_OF_BIRTH|1992-05-30⟧,⟪flight_number|KE839⟫,⟪room_number|1206⟫
2,韩国,⟦PERSON|PARK Jiwoo⟧,护照,⟦PASSPORT|$pp_kr_1⟧,,⟪flight_number|KE839⟫,1207
3,日本,⟦PERSON|TANAKA Hiroshi⟧,护照,⟦PASSPORT|$pp_jp_1⟧,⟦DATE_OF_BIRTH|1970-11-22⟧,⟪flight_number|NH921⟫,1208
4,新加坡,⟦PERSON|Tan Wei Ming⟧,护照,⟦PASSPORT|$pp_sg_1⟧,,⟪flight_number|SQ806⟫,1210"""),

("venue_notice",
"""【公告】⟪venue_name|朝阳公园航模飞场⟫将于⟪maintenance_period|7月1日至7月5日⟫进行跑道翻修，期间暂停一切飞行活动。
会员年费标准不变（⟪tariff|¥600/年⟫），非会员临时飞行证⟪tariff|¥50/次⟫。
频率管理：请使用⟪frequency_band|2.4GHz⟫设备，禁止使用⟪frequency_band|72MHz⟫老式遥控器。
——⟪org_name|朝阳航模协会⟫ ⟪notice_date|2025年6月20日⟫"""),

("shipping_sms",
"""【拼趣工坊】亲爱的⟦PERSON|蒋雯⟧，您的订单⟪order_id|JP2025050900417⟫已发货，⟪courier|中通快递⟫⟪tracking_number|78391044612280⟫，收件手机⟪masked_phone|139****2251⟫。如有问题请致电客服热线⟦PHONE|400-820-6608⟧。"""),

("parents_group_chat",
"""【⟪org_name|小飞侠航模班⟫家长群】
⟦PERSON|李老师⟧：周日户外课⟪time_of_day|9:00⟫在⟪venue_name|奥森北园⟫集合，请家长接龙报一下孩子的过敏和特殊情况哦
⟦PERSON|乐乐⟧妈妈：⟦PERSON|乐乐⟧⟦MEDICAL|花生过敏⟧，书包里有⟦MEDICAL|肾上腺素笔⟧
⟦PERSON|浩宇⟧爸爸：⟦PERSON|浩宇⟧上个月⟦MEDICAL|手腕骨折⟧刚拆石膏，这次就不飞了，只在旁边看。有事打我⟦PHONE|135 2217 0849⟧
⟦PERSON|李老师⟧：好的收到👌"""),

("equipment_loan_table",
"""## ⟪org_name|星火探空火箭社⟫ 设备借用登记
| 日期 | 借用人 | 设备 | 押金 | 已归还 |
|---|---|---|---|---|
| 4/02 | ⟦PERSON|陈一鸣⟧ | 高度计 ⟪asset_tag|#A-03⟫ | ⟦AMOUNT|¥300⟧ | ✅ |
| 4/09 | ⟦PERSON|Lily 刘⟧ | GPS追踪器 ⟪asset_tag|#G-01⟫ | ⟦AMOUNT|¥500⟧ | ❌ |
| 4/11 | ⟦PERSON|王子轩⟧ | 发射控制器 ⟪asset_tag|#L-02⟫ | ⟦AMOUNT|¥300⟧ | ❌ |

押金退还请找财务⟦PERSON|小郑⟧，⟦PHONE|177 1024 6619⟧"""),

("deploy_shell_log",
"""# 船模协会官网部署  ⟦PERSON|tangwm⟧@⟦IP_ADDRESS|192.168.5.10⟧
$ git remote set-url origin https://oauth2:⟦APIKEY|$ak_gitlab_1⟧@gitlab.com/gzcm/site.git
$ docker login -u ⟦PERSON|tangwm⟧ -p '⟦PASSWORD|Cm2025!docker⟧' ⟪registry_host|registry.cn-guangzhou.aliyuncs.com⟫
$ docker push registry.cn-guangzhou.aliyuncs.com/gzcm/site:⟪image_tag|1.4.0⟫
# 完成后在群里通知⟦PERSON|唐伟民⟧"""),

("association_agm_minutes",
"""⟪org_name|广州船模协会⟫第五届会员大会纪要
选举结果：会长⟦PERSON|唐伟民⟧，副会长⟦PERSON|方静⟧、⟦PERSON|梁志明⟧，秘书长⟦PERSON|小钟⟧。
财务报告：年度收入⟪org_revenue|¥86,420⟫，支出⟪org_expense|¥71,305⟫，结余⟪org_balance|¥15,115⟫。
会费调整为⟪tariff|¥360/年⟫。⟦PERSON|梁志明⟧个人捐赠⟦AMOUNT|¥5,000⟧用于青少年培训，大会表示感谢。"""),

("phone_order_transcript",
"""【电话订单录音转写】
客户：你好，我想用照片定制一个⟪product_name|500片木质拼图⟫。
客服：好的，请问怎么称呼？
客户：我叫⟦PERSON|宋佳琪⟧。
客服：⟦PERSON|宋女士⟧您好，价格是⟪price_quote|¥168⟫，照片发到我们邮箱⟦EMAIL|dingzhi@pinqu.cn⟧就行。
客户：好，钱我用支付宝转了，⟦AMOUNT|一百六十八元⟧，我支付宝是⟦EMAIL|songjiaqi_91@126.com⟧。
客服：收到了。寄到哪里呢？
客户：⟦ADDRESS|浙江省宁波市海曙区中山西路138号天一豪景2幢1603⟧。"""),

("id_card_ocr",
"""[身份证OCR识别结果]  请求ID ⟪request_id|$dec_uuid_4⟫   置信度 ⟪ocr_confidence|0.97⟫
姓名      ⟦PERSON|马骁⟧
性别      男        民族  汉
出生      ⟦DATE_OF_BIRTH|1999年1月28日⟧
住址      ⟦ADDRESS|天津市和平区成都道62号3门402号⟧
公民身份号码  ⟦IDCARD|$id_ma⟧
用途：⟪org_name|飓风RC赛车场⟫实名入会"""),

("customs_info_reply",
"""⟦PERSON|Tan Wei Ming⟧您好，您订的⟪product_name|100米巨型龙风筝⟫（型号⟪product_model|L-100⟫）寄新加坡需要清关资料，海关要求提供NRIC号码和收货地址。
——回复：NRIC ⟦NATIONAL_ID|$nid_sg_1⟧，地址 ⟦ADDRESS|Blk 231 Bishan Street 22, #08-117, Singapore 570231⟧，手机 ⟦PHONE|+65 9127 4806⟧。运费我已经付了⟦AMOUNT|S$210⟧，谢谢！"""),

("wechat_secondhand_deal",
"""⟦PERSON|阿彬⟧：那台⟪product_name|富斯FS-i6X⟫遥控我要了，⟦AMOUNT|¥260⟧已经微信转你了
⟦PERSON|飞哥⟧：收到👌 里面存的模型配置我没删，设置菜单密码⟦PASSWORD|6688⟧，你自己改一下
⟦PERSON|阿彬⟧：好。顺丰寄到⟦ADDRESS|广东省东莞市南城区鸿福路106号汇一城B座903⟧，⟦PERSON|彬仔⟧收，⟦PHONE|137 2951 0466⟧"""),
]
