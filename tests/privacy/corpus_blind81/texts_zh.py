# Chinese texts for blind81.  Each entry typed by hand: (kind, marked_text).
# ⟦TYPE|value⟧ = labelled span, ⟪kind|value⟫ = decoy, $name = values.VALUES[name]
TEXTS = []

# ---- part 1 -------------------------------------------------------------
TEXTS += [
('wechat_chat', '''[微信] ⟪timestamp|2024-05-18 07:42⟫
⟦PERSON|林晓雯⟧：⟦PERSON|周师傅⟧早～今天还是8点来接⟪pet_name|可乐⟫吗？
⟦PERSON|周师傅⟧：对的，8点到。门锁密码还是 ⟦PASSWORD|602918⟧ 吗？
⟦PERSON|林晓雯⟧：改了，现在是 ⟦PASSWORD|771203⟧，进门记得按一下#
⟦PERSON|林晓雯⟧：对了我这两天在吃⟦MEDICAL|头孢⟧，医生说不能喝酒，昨天说请你吃饭的事改天哈😂
⟦PERSON|周师傅⟧：哈哈好。上周遛狗费一共 ⟦AMOUNT|¥360⟧，方便的时候转我就行
⟦PERSON|林晓雯⟧：[转账] 已转账⟦AMOUNT|¥360⟧，注意查收'''),

('adoption_application', '''【领养申请表】⟪org_name|爱心桥流浪动物救助站⟫
申请人姓名：⟦PERSON|陈思远⟧    性别：女
身份证号：⟦IDCARD|$idc_860523⟧    出生日期：⟦DATE_OF_BIRTH|1986年5月23日⟧
手机：⟦PHONE|139 1024 7788⟧
现住址：⟦ADDRESS|上海市徐汇区漕溪北路398弄12号601室，邮编200030⟧
职业：会计    住房：自有
家庭成员是否有过敏/哮喘：丈夫⟦MEDICAL|对猫毛过敏⟧，已在吃⟦MEDICAL|氯雷他定⟧
意向领养：编号 ⟪animal_id|A-0317⟫ “⟪pet_name|团子⟫”（⟪breed|狸花⟫，2岁，已绝育）
是否同意定期回访：是'''),

('microchip_registry_export', '''宠物芯片登记信息（导出）
芯片号：⟪microchip_no|156100012345678⟫
宠物名：⟪pet_name|旺财⟫  品种：柴犬  出生：⟪pet_dob|2021-03-12⟫
主人：⟦PERSON|王建国⟧  身份证：⟦IDCARD|$idc_790911⟧
联系电话：⟦PHONE|010-6588 2231⟧ / ⟦PHONE|13701 245 586⟧
地址：⟦ADDRESS|北京市朝阳区望京西园三区312号楼2单元1103⟧
犬证号：⟪dog_licence_no|京朝犬字第2023-004417号⟫
登记费：⟦AMOUNT|¥50⟧（已支付）'''),

('dingtalk_group', '''【钉钉】⟪group_name|萌宠造型连锁-技术群⟫
⟦PERSON|赵磊⟧ 10:21
@所有人 新门店预约提醒机器人配好了，webhook：⟦SECRET|$dinghook1⟧
加签 secret：⟦SECRET|SEC3b1d7e0a9c4f26d8e5a7b0c1f2e3d4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d0e1f2⟧
⟦PERSON|小何⟧ 10:25
收到，测试环境别用这个吧，测试的用 demo 那个
⟦PERSON|赵磊⟧ 10:26
@⟦PERSON|小何⟧ 你把你那个 AK 从代码里删一下，⟦APIKEY|$ali_ak1⟧ 这个是你个人账号的，别提交到 ⟪git_branch|release/2.3⟫'''),

('sms', '''【⟪org_name|安宁宠物善终⟫】尊敬的⟦PERSON|刘女士⟧，您预约的“⟪pet_name|豆豆⟫”个别火化已于今日完成，骨灰可于⟪pickup_date|6月3日⟫后到店领取，凭取件码 ⟦PASSWORD|4417⟧ 及本人身份证。已收费用：⟦AMOUNT|¥1,280⟧（含骨灰盒）。如有疑问请致电 ⟦PHONE|400-820-6617⟧。退订回T'''),

('xiaohongshu_post', '''标题：在杭州找训犬师踩坑记录🐶 避雷！！
我家⟪breed|边牧⟫“⟪pet_name|奥利奥⟫”暴冲，朋友推荐了个训犬师叫⟦PERSON|黄志强⟧（微信号 ⟦PERSON|hzq_dogtrainer⟧），说包教包会，先交了 ⟦AMOUNT|¥2,800⟧ 定金。结果来了两次就不回消息了😤 他电话 ⟦PHONE|186 5712 0394⟧ 现在直接把我拉黑。后来问了⟪place_name|滨江⟫那边的宠物店，说他之前就被投诉过。姐妹们找训犬一定看资质！！
⟪hashtag|#训犬⟫ ⟪hashtag|#杭州养狗⟫ #避雷'''),

('app_log', '''⟪timestamp|2024-07-09 21:03:11.482⟫ [http-nio-8080-exec-7] INFO  c.p.order.OrderService - 创建上门喂猫订单 orderNo=⟪order_id|WM20240709210311001⟫ userId=⟪user_id|88213⟫ 手机=⟦PHONE|13816624019⟧ 地址=⟦ADDRESS|上海市静安区江宁路1018号7楼B座⟧ 金额=⟦AMOUNT|¥198.00⟧
2024-07-09 21:03:11.497 [http-nio-8080-exec-7] WARN  c.p.pay.WxPayClient - 回调验签失败 mchId=⟪merchant_id|1641082211⟫ ip=⟦IP_ADDRESS|116.228.45.19⟧
2024-07-09 21:03:12.003 [http-nio-8080-exec-9] ERROR c.p.user.LoginController - 登录失败 user=⟦PERSON|chenjiahui⟧ pwd=⟦PASSWORD|Cjh@19900601⟧ ip=⟦IP_ADDRESS|58.247.11.203⟧'''),

('call_transcript', '''【通话转写】救助热线 ⟪timestamp|2024-03-02 14:26⟫
接线员（⟦PERSON|小孟⟧）：您好，这里是⟪org_name|暖窝流浪动物救助中心⟫。
来电人：你好，我在小区发现一只受伤的橘猫，⟪animal_health|腿好像断了⟫。
⟦PERSON|小孟⟧：好的，请问怎么称呼？您的地址是？
来电人：我叫⟦PERSON|邓丽华⟧。地址是⟦ADDRESS|成都市武侯区玉林南路12号玉林小区3栋2单元401⟧。
⟦PERSON|小孟⟧：⟦PERSON|邓女士⟧，方便留个电话吗？
来电人：⟦PHONE|幺三八，零八二三，五五七一⟧。
⟦PERSON|小孟⟧：好的，志愿者大概一小时后到。提醒一下，救助站接收伤病猫需要预付检查费，一般是⟪quote|两百元左右⟫。
来电人：行。哦对了，我有⟦MEDICAL|乙肝⟧，抱猫的时候要注意什么吗？'''),

('xianyu_listing', '''【出】自繁豹纹守宫 2024年苗 🦎
⟪morph|红橘⟫ ×2 ⟪price|¥380/只⟫，⟪morph|白化 het 雪花⟫ ×1 ⟪price|¥650⟫
出苗日期：⟪hatch_date|2024.04.16⟫，已开食蟋蟀
仅限同城自提（⟪place_name|南京江宁⟫），不发⟪org_name|顺丰⟫。
联系：⟦PERSON|小赵⟧ 微信 ⟦PERSON|zhao_geckos⟧，或打 ⟦PHONE|15951 830 227⟧
不议价不刀，谢谢～'''),

('json_record', '''{
  "userId": ⟪user_id|100482⟫,
  "nickname": "⟦PERSON|薇薇⟧",
  "realName": "⟦PERSON|许薇薇⟧",
  "idCard": "⟦IDCARD|$idc_920214⟧",
  "birthday": "⟦DATE_OF_BIRTH|1992-02-14⟧",
  "mobile": "⟦PHONE|+86 135 9041 6627⟧",
  "address": "⟦ADDRESS|深圳市南山区高新南七道12号蔚蓝海岸三期6栋1802⟧",
  "wechatOpenId": "⟪openid|oX2b_5kLmPqR8sT0vW3yZ6aC9eF1⟫",
  "role": "sitter",
  "registeredAt": "⟪timestamp|2023-11-02T09:12:44+08:00⟫"
}'''),

('meeting_minutes', '''⟪org_name|暖窝救助中心⟫ 6月例会纪要
时间：⟪meeting_date|2024年6月15日 19:30⟫  地点：中心二楼
参会：⟦PERSON|周社长⟧、⟦PERSON|许小姐⟧、⟦PERSON|小赵⟧、⟦PERSON|何振宇⟧
1. 财务⟦PERSON|小何⟧汇报：5月捐款合计 ⟪org_total|¥46,300⟫，支出 ⟪org_total|¥39,870⟫（其中医疗 ⟪org_total|¥21,500⟫）。
2. ⟦PERSON|许小姐⟧提出：志愿者⟦PERSON|何振宇⟧因⟦MEDICAL|腰椎间盘突出⟧近期不能搬运猫笼，排班调整。
3. ⟦PERSON|周社长⟧：退还领养人⟦PERSON|邓丽华⟧押金 ⟦AMOUNT|¥500⟧（⟪pet_name|团子⟫回访合格）。
4. 下次例会：⟪meeting_date|7月13日⟫。'''),

('env_file', '''# ⟪org_name|安宁宠物善终⟫ 小程序后端配置
WX_APPID=⟪app_id|$wx_appid1⟫
WX_APPSECRET=⟦SECRET|$wx_sec1⟧
WX_MCH_ID=⟪merchant_id|1602233418⟫
ALIYUN_ACCESS_KEY_ID=⟦APIKEY|$ali_ak2⟧
ALIYUN_ACCESS_KEY_SECRET=⟦SECRET|$ali_sec2⟧
SMS_TEMPLATE=⟪sms_template_code|SMS_468120357⟫
REDIS_URL=redis://:⟦SECRET|Anning#2024redis⟧@⟦IP_ADDRESS|172.18.0.3⟧:⟪port|6379⟫/1
# 负责人：⟦PERSON|刘洋⟧ ⟦PHONE|138 1662 4091⟧，有问题先找他'''),

('dianping_review', '''⟪star_rating|★★☆☆☆⟫ ⟪org_name|萌宠造型（徐家汇店）⟫
洗护+剪毛花了 ⟦AMOUNT|¥468⟧，结果我家⟪breed|泰迪⟫“⟪pet_name|布丁⟫”⟪animal_health|耳朵剪破了⟫😭 店员⟦PERSON|小王⟧说是狗乱动。找店长⟦PERSON|王经理⟧，态度还行，退了 ⟦AMOUNT|¥150⟧。但说实话技术真的不行。另外前台非要我留身份证号登记会员，我拒绝了，洗个狗要什么身份证？？'''),

('ocr_business_card', '''[名片识别结果]
⟪org_name|鳞趣爬宠工作室⟫
球蟒 · 玉米蛇 · 守宫 繁育
⟦PERSON|何俊杰⟧  创始人 / 繁育师
手机：⟦PHONE|187 2166 3095⟧
微信：⟦PERSON|hejunjie_reptile⟧
邮箱：⟦EMAIL|hejunjie@linqu-reptiles.cn⟧
地址：⟪business_address|广州市天河区燕岭路89号燕侨大厦⟫
统一社会信用代码：⟪uscc|91440106MA5CXY3L7R⟫'''),

('support_ticket', '''工单号：⟪ticket_id|GD-20240611-0093⟫   类型：信息变更   优先级：中
提交人：⟦PERSON|孙立群⟧（手机 ⟦PHONE|15802 117 446⟧）
问题描述：我家猫“⟪pet_name|咪咪⟫”的芯片（⟪microchip_no|156100087412093⟫）登记的手机号还是我前妻的 ⟦PHONE|13911 240 583⟧，现在猫丢了联系不到我。请改成我的号码。
处理记录：客服⟦PERSON|小唐⟧ 已核验身份证 ⟦IDCARD|$idc_830318⟧、芯片号及上次疫苗日期（⟪vaccination_date|2023-09-20⟫），已更新。'''),

('price_list', '''⟪org_name|萌宠造型⟫ 价目表（⟪effective_date|2024年3月起⟫）
小型犬洗护 ⟪price|¥88⟫ ｜ 中型犬 ⟪price|¥128⟫ ｜ 大型犬 ⟪price|¥188起⟫
猫咪洗护 ⟪price|¥158⟫（需提前预约）
驱虫药浴 ¥60（使用⟪product_name|福来恩⟫）
会员卡：充 ⟪price|¥1000⟫ 送 ⟪price|¥200⟫
营业时间：⟪opening_hours|10:00-21:00，周二店休⟫'''),

('boarding_contract', '''宠物寄养协议
甲方（宠物主人）：⟦PERSON|郑雅琴⟧   身份证号：⟦IDCARD|$idc_930122⟧
联系电话：⟦PHONE|181 9270 3346⟧   紧急联系人：⟦PERSON|郑伟⟧（哥哥）⟦PHONE|177 9102 5538⟧
乙方（寄养家庭）：⟦PERSON|孟凡宇⟧   身份证号：⟦IDCARD|$idc_900601⟧
寄养宠物：英短蓝猫“⟪pet_name|元宝⟫”，公，3岁，已绝育
寄养期间：⟪contract_period|2024年10月1日至10月7日⟫，共7天，费用⟪rate|每天¥60⟫，合计 ⟦AMOUNT|¥420⟧，甲方已预付 ⟦AMOUNT|¥420⟧。
甲方声明：元宝有⟪animal_health|慢性肾病⟫，需每日喂处方粮。
签署日期：⟪signature_date|2024年9月28日⟫'''),

('shell_history', '''$ ssh root@⟦IP_ADDRESS|47.98.126.33⟧   # ⟪cloud_region|阿里云杭州⟫
$ mysql -h ⟦IP_ADDRESS|10.0.8.12⟧ -uroot -p'⟦PASSWORD|Pyth0n_regius!⟧' reptile_shop
$ export TENCENTCLOUD_SECRET_ID=⟦APIKEY|$tc_id1⟧
$ export TENCENTCLOUD_SECRET_KEY=⟦SECRET|$tc_sec1⟧
$ cd ⟦PERSON|/home/hejunjie⟧/shop && git log -1 --oneline
⟪commit_sha|68bd334⟫ 修复订单金额显示'''),

('wechat_group', '''【⟪group_name|遛狗互助群⟫】
⟦PERSON|大刘⟧：谁这周末能帮我遛一下⟪pet_name|黑豆⟫？我要去医院做⟦MEDICAL|胃镜⟧😫
⟦PERSON|糖糖⟧：我可以！地址发我
⟦PERSON|大刘⟧：⟦ADDRESS|朝阳区芍药居北里205号楼1单元602⟧，钥匙在门口地垫下，电话⟦PHONE|一八六 一零二四 三三七九⟧
⟦PERSON|大刘⟧：给你⟦AMOUNT|一百五十块⟧，别推辞
⟦PERSON|糖糖⟧：好嘞👌'''),

('email_signature', '''主题：关于球蟒“⟪pet_name|香蕉⟫”的售后问题
⟦PERSON|王先生⟧您好，
您反馈的球蟒⟪animal_health|拒食⟫问题，建议先把热点温度调到⟪temperature|32℃⟫。如仍不进食，可带到我们合作的异宠医院复查，费用由我们承担。您之前支付的 ⟦AMOUNT|¥1,650⟧ 货款，如7天内确认有先天问题，可全额退款。
祝好
——
⟦PERSON|林嘉豪⟧
⟪org_name|鳞趣爬宠⟫ 售后
电话：⟦PHONE|020-3892 6610⟧
邮箱：⟦EMAIL|lin.jiahao@linqu-reptiles.cn⟧'''),

('markdown_table', '''| 日期 | 客户 | 地址 | 门锁密码 | 喂养员 | 备注 |
|---|---|---|---|---|---|
| ⟪service_date|10/1⟫ | ⟦PERSON|许女士⟧ | ⟦ADDRESS|杭州市西湖区文三路259号3幢502室⟧ | ⟦PASSWORD|0419⟧# | ⟦PERSON|小林⟧ | 两只猫，一只吃⟪pet_diet|泌尿处方粮⟫ |
| ⟪service_date|10/2⟫ | ⟦PERSON|钱先生⟧ | ⟦ADDRESS|杭州市拱墅区莫干山路100号耀江国际1204⟧ | ⟦PASSWORD|8806⟧ | ⟦PERSON|小林⟧ | 客户本人⟦MEDICAL|糖尿病⟧，冰箱里的⟦MEDICAL|胰岛素⟧别碰 |'''),

('shipping_label', '''【宠物托运单】
单号：⟪waybill_no|CY2406180117⟫
寄件人：⟦PERSON|何俊杰⟧ ⟦PHONE|187 2166 3095⟧ ⟪business_address|广州市天河区燕岭路89号燕侨大厦⟫
收件人：⟦PERSON|蒋文博⟧ ⟦PHONE|152 1048 7763⟧ ⟦ADDRESS|湖南省长沙市岳麓区麓山南路932号学生公寓18栋，邮编410083⟧
物品：玉米蛇 ×1（活体，已办检疫证明）
检疫证号：⟪quarantine_cert_no|4301-2024-0618-0032⟫
运费：⟦AMOUNT|¥260⟧（到付）'''),
]

# ---- part 2 -------------------------------------------------------------
TEXTS += [
('web_form', '''宠物善终服务预约（线上表单）
联系人姓名：⟦PERSON|范嘉怡⟧
身份证号：⟦IDCARD|$idc_950707⟧
出生日期：⟦DATE_OF_BIRTH|1995-07-07⟧
手机号码：⟦PHONE|173 8012 4456⟧
宠物信息：比熊“⟪pet_name|雪球⟫”，13岁，体重⟪pet_weight|5.2kg⟫，于⟪pet_death_date|2024-08-03⟫在家中离世
服务类型：个别火化 + 檀木骨灰盒 ⟪price|¥1,580⟫
上门接送地址：⟦ADDRESS|四川省成都市锦江区下东大街段199号睿东中心2栋1508⟧
备注：本人近期刚做完⟦MEDICAL|甲状腺手术⟧，说话不方便，请尽量发短信联系
提交IP：⟦IP_ADDRESS|171.214.8.96⟧'''),

('training_contract', '''犬只行为训练服务合同（节选）
学员（犬主）：⟦PERSON|欧阳明辉⟧   电话：⟦PHONE|150 0217 6638⟧
犬只：德牧“⟪pet_name|黑风⟫”，2岁，公
课程：基础服从+社会化，共20课时，总价 ⟪tariff|¥6,800⟫
付款方式：信用卡分期（12期），持卡人：⟦PERSON|欧阳明辉⟧
卡号：⟦CARD|$card_up1⟧   有效期：⟪card_expiry|08/27⟫   CVN2：⟦CVV|415⟧
首期扣款 ⟦AMOUNT|¥566.67⟧
训犬师：⟦PERSON|曹毅⟧（训练师证书编号 ⟪certificate_no|CDTC-2021-0883⟫）'''),

('payment_receipt', '''微信支付 | 交易详情
商品：宠物上门喂养服务（3次）
商户全称：⟪org_name|杭州爪爪到家宠物服务有限公司⟫
支付金额：-⟦AMOUNT|¥225.00⟧
支付方式：招商银行信用卡(⟪masked_card|****0412⟫)
交易单号：⟪transaction_id|4200002217202409123456789012⟫
商户单号：⟪merchant_order_no|ZZDJ20240912083015⟫
支付时间：⟪timestamp|2024-09-12 08:30:15⟫
收款方备注：喂养员 ⟦PERSON|小林⟧（电话 ⟦PHONE|139 6810 2275⟧）'''),

('qq_chat', '''⟦PERSON|鼯鼠阿飞⟧ ⟪timestamp|20:11:05⟫
亲，⟪species_common|白面蜜袋鼯⟫宝宝下周出袋，定金 ⟪quote|¥600⟫，尾款 ⟪quote|¥1,300⟫，包邮哈
⟦PERSON|小鹿⟧ 20:13:40
好的我定一只母的！定金⟦AMOUNT|六百块⟧转你支付宝了
⟦PERSON|鼯鼠阿飞⟧ 20:15:02
收到👌 收货信息发我下
⟦PERSON|小鹿⟧ 20:16:11
⟦PERSON|鹿晓婷⟧ ⟦PHONE|157 2290 4418⟧ ⟦ADDRESS|江苏省苏州市工业园区星湖街328号创意产业园10栋，215123⟧'''),

('douban_post', '''【求助】上门喂猫的阿姨偷拿东西怎么办？
通过“⟪platform_name|喵管家⟫”平台约的上门喂猫，喂养员叫⟦PERSON|谭秀梅⟧（平台显示工号 ⟪employee_no|MG-0571-332⟫），来了三次。今天发现抽屉里一对金耳钉不见了，家里监控拍到她翻抽屉。平台客服电话 ⟦PHONE|400-660-3872⟧ 打了两次都说在处理。
已经报警，民警给了回执编号 ⟪police_receipt_no|浙公（西）受字〔2024〕11873号⟫。请问还能怎么维权？她手机 ⟦PHONE|199 5713 0826⟧，我还没打。'''),

('api_access_log', '''[⟪timestamp|2024-08-21 10:02:33⟫] ⟦IP_ADDRESS|240e:3a1:4c2:81f0:9d2c:5b7e:1a3f:6c08⟧ GET /api/chip/query?no=⟪microchip_no|156100012345678⟫ 200 ⟪latency|37ms⟫
[2024-08-21 10:02:35] ⟦IP_ADDRESS|223.104.63.17⟧ GET /api/chip/query?no=156100087412093 200 41ms uid=⟦PERSON|sunliqun⟧
[2024-08-21 10:02:40] ⟦IP_ADDRESS|100.98.7.201⟧ POST /api/owner/update phone=⟪masked_phone|159****0273⟫ 200 58ms
[2024-08-21 10:02:41] ⟦IP_ADDRESS|10.1.2.9⟧ GET /geo/regeo?key=⟦APIKEY|$amap1⟧&location=116.48,39.99 200 12ms
[2024-08-21 10:02:41] ⟪loopback_ip|::1⟫ GET /health 200 1ms'''),

('k8s_configmap', '''apiVersion: v1
kind: ConfigMap
metadata:
  name: ⟪resource_name|adopt-notify⟫
  annotations:
    maintainer: "⟦PERSON|冯子豪⟧ <⟦EMAIL|fengzihao@nuanwo.org.cn⟧>"
data:
  WECOM_WEBHOOK: "⟦SECRET|$wecomhook1⟧"
  FEISHU_WEBHOOK: "⟦SECRET|$feishuhook1⟧"
  NOTIFY_MOBILES: "⟦PHONE|13512093347⟧,⟦PHONE|18616420085⟧"
  APP_VERSION: "⟪app_version|1.7.4⟫"'''),

('onboarding_form', '''入职登记表 —— ⟪org_name|爪爪到家宠物服务有限公司⟫
姓名：⟦PERSON|贺晓峰⟧  性别：男  员工编号：⟪employee_no|ZZ-0215⟫
出生日期：⟦DATE_OF_BIRTH|1988年11月30日⟧
身份证号码：⟦IDCARD|$idc_881130⟧
户籍地址：⟦ADDRESS|浙江省杭州市西湖区古荡街道嘉绿苑12幢3单元301室⟧
手机：⟦PHONE|138 5712 6630⟧
工资卡（农业银行）：⟦CARD|$card_up3⟧
紧急联系人：⟦PERSON|蒋美玲⟧（妻子）⟦PHONE|139 0571 2264⟧
既往病史：⟦MEDICAL|高血压⟧，长期服用⟦MEDICAL|氨氯地平⟧
岗位：上门喂养员   试用期月薪：⟦AMOUNT|¥5,500⟧'''),

('voice_transcript', '''【语音转文字】
喂你好，我想约个遛狗，就⟪appointment_time|明天早上七点⟫。我叫⟦PERSON|申晓光⟧，申请的申，晓得的晓，光明的光。地址是⟦ADDRESS|西安市雁塔区小寨东路91号陕西师范大学家属院9号楼3单元502⟧。电话是⟦PHONE|一五九，二九零一，七七四三⟧。狗叫⟪pet_name|大黄⟫，⟪breed|中华田园犬⟫，有点怕生。楼下单元门密码是⟦PASSWORD|三七二五⟧，到了直接上来就行。钱到时候微信给你，⟪quote|一次六十⟫是吧？'''),

('e_invoice', '''电子发票（普通发票）
发票号码：⟪invoice_no|24442000000183720516⟫
开票日期：⟪invoice_date|2024年08月05日⟫
购买方名称：⟦PERSON|范嘉怡⟧
销售方名称：⟪org_name|成都安宁宠物殡葬服务有限公司⟫
销售方纳税人识别号：⟪uscc|91510104MA6CKD9R1P⟫
项目名称：*生活服务*宠物火化服务   金额：⟪line_amount|1,490.57⟫   税率：⟪tax_rate|6%⟫   税额：⟪tax_amount|89.43⟫
价税合计（大写）：⟦AMOUNT|壹仟伍佰捌拾元整⟧   （小写）⟦AMOUNT|¥1,580.00⟧
开票人：⟦PERSON|李慧⟧'''),

('volunteer_form', '''志愿者报名表（⟪org_name|爱心桥流浪动物救助站⟫）
姓名：⟦PERSON|卢思琪⟧   出生日期：⟦DATE_OF_BIRTH|2001-03-17⟧   身份证号：⟦IDCARD|$idc_010317⟧
学校/单位：⟪org_name|天津医科大学护理学院⟫
手机：⟦PHONE|186 2230 9147⟧    邮箱：⟦EMAIL|lusiqi0317@163.com⟧
可服务时间：⟪availability|周末全天⟫
狂犬疫苗接种情况：2023年已完成⟦MEDICAL|暴露前免疫（3针）⟧
过敏史：⟦MEDICAL|青霉素过敏⟧'''),

('weibo_post', '''⟪hashtag|#寻狗启事#⟫ 急！！！⟪lost_date|8月10日晚⟫在青岛市南区⟪place_name|八大关⟫附近走失一只金毛“⟪pet_name|旺旺⟫”，3岁公犬，戴红色项圈，芯片号 ⟪microchip_no|156100054478120⟫。有线索请联系 ⟦PERSON|尹先生⟧ ⟦PHONE|133 7892 0416⟧ 或 ⟦PERSON|尹太太⟧ ⟦PHONE|135 6427 3318⟧，微信同号。必有重谢，提供有效线索即付 ⟦AMOUNT|¥2,000⟧！'''),

('dingtalk_approval', '''【审批】费用报销 - 已通过
申请人：⟦PERSON|彭浩然⟧（救助站志愿者）
报销事由：垫付流浪猫“⟪pet_name|三花⟫”住院费（⟪animal_health|猫瘟⟫）
报销金额：⟦AMOUNT|¥1,236.50⟧
收款账户：⟦PERSON|彭浩然⟧ 建设银行 ⟦CARD|$card_up4⟧
审批人：⟦PERSON|周社长⟧
审批编号：⟪approval_no|202409151032000187⟫'''),

('drug_leaflet', '''【说明书】⟪drug_name_leaflet|大宠爱®（塞拉菌素滴剂）⟫
适用：犬、猫体内外驱虫
规格：⟪dosage|15mg/支⟫（猫，≤2.5kg）；⟪dosage|45mg/支⟫（猫，2.6–7.5kg）
用法：滴于颈背部皮肤，每月一次
注意：⟪generic_health_advice|孕期及哺乳期动物慎用；如人误服，请立即就医⟫。
批准文号：⟪approval_no|兽药进字（2023）0318⟫   生产批号：⟪batch_no|D4471B⟫'''),

('python_script', '''# 遛狗轨迹日报脚本  作者：⟦PERSON|冯子豪⟧
import requests

AMAP_KEY = "⟦APIKEY|$amap2⟧"
DING = "⟦SECRET|$dinghook2⟧"

def report(walker, km):
    text = f"{walker} 今日遛狗 {km} 公里"
    requests.post(DING, json={"msgtype": "text", "text": {"content": text}}, timeout=⟪timeout|5⟫)

report("⟦PERSON|周师傅⟧", ⟪distance_km|12.4⟫)'''),

('taobao_chat', '''【⟪org_name|爬宠用品旗舰店⟫ - 客服⟦PERSON|小美⟧】
买家 ⟦PERSON|tb_lxh2019⟧：你好，我的订单 ⟪order_id|3726104598812203⟫ 还没发货
客服⟦PERSON|小美⟧：亲，查到了，收货人⟦PERSON|刘晓晖⟧，手机 ⟪masked_phone|138****2217⟫ 对吗？
买家：对的，地址改一下，改成 ⟦ADDRESS|重庆市渝中区民族路188号WFC环球金融中心45楼，邮编400010⟧，电话不变
客服⟦PERSON|小美⟧：好的亲，已修改～提醒一下 ⟪product_name|ZOOMED 10.0 UVB灯管⟫是易碎品哦'''),

('injury_record', '''宠物店员工工伤登记
姓名：⟦PERSON|马俊⟧   工号：⟪employee_no|MC-031⟫   门店：⟪org_name|萌宠造型（静安店）⟫
受伤经过：⟪incident_date|2024年9月3日⟫给柯基剪指甲时被⟦MEDICAL|咬伤右手虎口⟧
处理：当日在⟪org_name|静安区中心医院⟫急诊，⟦MEDICAL|伤口清创⟧，接种⟦MEDICAL|人用狂犬疫苗第1针⟧，注射⟦MEDICAL|破伤风免疫球蛋白⟧
后续：第2、3针分别于9月6日、9月10日
费用：个人垫付 ⟦AMOUNT|¥680⟧，申请报销
联系电话：⟦PHONE|176 2103 5580⟧'''),

('wechat_moments', '''【朋友圈】训犬师⟦PERSON|阿凯⟧：今天“⟪pet_name|可乐⟫”毕业啦🎓 从见人就扑到随行完美！感谢主人信任～ 想报名的私信，⟪schedule|五一档期⟫还剩3个
评论：
⟦PERSON|陆佳佳⟧：哈哈哈可乐好棒！⟦PERSON|阿凯⟧我家的啥时候能排上
⟦PERSON|阿凯⟧ 回复 ⟦PERSON|陆佳佳⟧：⟦PERSON|佳佳⟧你家那只⟪breed|哈士奇⟫得单独约时间😂 加我工作号 ⟦PERSON|akai_k9_train⟧'''),

('sql_insert', '''-- 导出给运营，手机号需脱敏！！（这一版忘了脱敏）
INSERT INTO boarding_order (order_no, owner_name, owner_mobile, pet_name, start_date, end_date, total_fee) VALUES
('⟪order_id|BD202410010012⟫', '⟦PERSON|邵一鸣⟧', '⟦PHONE|15618820394⟧', '⟪pet_name|奶茶⟫', '2024-10-01', '2024-10-06', '⟦AMOUNT|¥540.00⟧'),
('⟪order_id|BD202410010013⟫', '⟦PERSON|祁佳慧⟧', '⟦PHONE|13524417706⟧', '⟪pet_name|芝麻⟫', '2024-10-02', '2024-10-05', '⟦AMOUNT|¥360.00⟧'),
('⟪order_id|BD202410010014⟫', '⟦PERSON|邵一鸣⟧', '⟪masked_phone|156****0394⟫', '⟪pet_name|豆包⟫', '2024-10-03', '2024-10-04', '⟦AMOUNT|¥120.00⟧');'''),

('export_declaration', '''宠物出境检疫申报（代办）
申报人：⟦PERSON|宋雨桐⟧   性别：女
护照号码：⟦PASSPORT|$pp_cn1⟧
身份证号：⟦IDCARD|$idc_970930⟧
出生日期：⟦DATE_OF_BIRTH|1997年9月30日⟧
目的地：⟪place_name|日本东京⟫
宠物：布偶猫“⟪pet_name|糯米⟫”，芯片号 ⟪microchip_no|156100098831447⟫，狂犬抗体报告 ⟪lab_report_no|RA-2024-08812⟫（⟪animal_health|FAVN ≥0.5 IU/ml⟫）
联系电话：⟦PHONE|+86 188 2021 6675⟧
代办费：⟪tariff|¥3,200⟫（已付定金 ⟦AMOUNT|¥1,000⟧）'''),

('import_declaration', '''入境动物检疫申报表（节选）
货主：⟦PERSON|韩沐阳⟧   护照号：⟦PASSPORT|$pp_cn2⟧   国内手机：⟦PHONE|13776 508 842⟧
国内隔离地址：⟦ADDRESS|江苏省南京市鼓楼区汉中路2号亚太商务楼2608室，邮编210005⟧
动物：家猫1只（英短，名“⟪pet_name|芒果⟫”），原产地：⟪place_name|英国⟫
随附：官方兽医证书 ⟪vet_cert_no|UK-EHC-2024-44817⟫，狂犬疫苗接种证明
申报人签字：⟦PERSON|韩沐阳⟧   日期：⟪signature_date|2024-11-02⟫'''),

('crontab', '''# 每天凌晨3点备份寄养订单库（运维：⟦PERSON|阿杰⟧）
⟪cron_schedule|0 3 * * *⟫ pg_dump "postgresql://backup:⟦SECRET|Bk_Paw2024!x⟧@⟦IP_ADDRESS|10.10.2.8⟧:5432/boarding" | gzip > /data/bak/boarding.sql.gz
# 每小时同步芯片照片到 S3
15 * * * * AWS_ACCESS_KEY_ID=⟦APIKEY|$akid3⟧ AWS_SECRET_ACCESS_KEY=⟦SECRET|$awssec3⟧ /opt/sync/chip_sync.sh >> /var/log/chip_sync.log 2>&1'''),

('alert_message', '''【告警】预约服务异常 ⟪severity|P2⟫
时间：⟪timestamp|2024-10-08 19:22:41⟫
服务：booking-svc ⟪app_version|v2.9.1⟫ (pod ⟪pod_name|booking-svc-7d9f8b6c5-x2kqz⟫)
现象：用户 ⟦PERSON|卫子涵⟧（⟦PHONE|138 1172 6609⟧）支付成功但订单未生成，支付流水 ⟪transaction_id|4200002310202410081922417761⟫
客户端 IP：⟦IP_ADDRESS|112.65.201.44⟧
处理人：@⟦PERSON|阿杰⟧ @⟦PERSON|冯子豪⟧'''),
]

# ---- part 3 -------------------------------------------------------------
TEXTS += [
('pet_sitter_contract_tw', '''寵物保母服務契約書
委託人：⟦PERSON|張雅婷⟧　身分證字號：⟦NATIONAL_ID|$twid1⟧
聯絡電話：⟦PHONE|0932-118-507⟧
地址：⟦ADDRESS|臺北市大安區復興南路二段151巷8號4樓（郵遞區號106）⟧
受託人（保母）：⟦PERSON|吳承翰⟧　手機：⟦PHONE|0988-204-611⟧
服務期間：⟪contract_period|2024年12月20日至12月27日⟫，每日到府餵食兩次
服務費：每次⟪tariff|新台幣400元⟫，共計⟦AMOUNT|新台幣6,400元⟧，由委託人於服務結束時付清
特別注意：委託人之母親患有⟦MEDICAL|失智症⟧，白天在家，請勿驚嚇。'''),

('grooming_booking_hk', '''【⟪org_name|Paws Spa 狗狗美容⟫ 預約確認】
客戶：⟦PERSON|李嘉欣⟧
身份證（會員登記）：⟦NATIONAL_ID|$hkid2⟧
電話：⟦PHONE|+852 6438 2201⟧
狗隻：柴犬「⟪pet_name|波子⟫」
預約：⟪appointment_time|2024年11月9日 下午3:00⟫，⟪place_name|銅鑼灣⟫分店
訂金：已收 ⟦AMOUNT|HK$200⟧
備註：客戶本人⟦MEDICAL|茶樹油過敏⟧，請改用低敏洗毛液。'''),

('tieba_post', '''【⟪forum_name|角蛙吧⟫】被自家角蛙咬了一口，会不会得病？？
楼主：⟦PERSON|蛙蛙养殖户小陈⟧
昨晚喂食的时候手指被“⟪pet_name|包子⟫”（⟪species_common|钟角蛙⟫）咬住了，流了点血。查了一下说⟪generic_health_advice|两栖类可能携带沙门氏菌⟫。我本身是⟦MEDICAL|红斑狼疮⟧患者，在吃⟦MEDICAL|泼尼松⟧，免疫力比较差，有点慌。
2楼 ⟦PERSON|角蛙老司机⟧：去医院消毒就行，别自己瞎吃药。
3楼 ⟦PERSON|蛙蛙养殖户小陈⟧：好的，已经去社区医院打了⟦MEDICAL|破伤风针⟧。'''),

('call_transcript', '''【通话录音转写】⟪org_name|安宁宠物善终⟫ 客服热线
客服：您好，安宁宠物善终，请问有什么可以帮您？
客户：你好，我家狗今天早上走了……想问个别火化多少钱。
客服：非常抱歉。个别火化是⟪quote|九百八十元起⟫，含上门接送。
客户：好的，那就约今天下午吧。我叫⟦PERSON|严立新⟧，电话⟦PHONE|一三六，五二一七，零零八三⟧。
客服：⟦PERSON|严先生⟧，地址是？
客户：⟦ADDRESS|广州市海珠区江南西路青凤大街28号之三502房⟧。
客服：好的，⟪appointment_time|下午三点左右⟫到。
客户：我现在转你们吧，⟦AMOUNT|九百八十块⟧对吧，刚转了。'''),

('work_log', '''【钉钉日志】遛狗日报 ⟪report_date|2024-11-14⟫  提交人：⟦PERSON|董文斌⟧
1. 07:00 ⟪place_name|朝阳公园⟫ —— 客户⟦PERSON|侯女士⟧（⟦ADDRESS|望京花园东区211号楼1502⟧，门禁 #⟦PASSWORD|6613⟧），金毛“⟪pet_name|大福⟫”，⟪duration|40分钟⟫
2. 08:30 —— 客户⟦PERSON|庞先生⟧（⟦ADDRESS|酒仙桥路甲10号院3号楼801⟧，钥匙在物业前台），柯基“⟪pet_name|馒头⟫”，30分钟。⟦PERSON|庞先生⟧说他⟦MEDICAL|腰椎手术⟧后在家休养，别按门铃。
3. 收款：⟦PERSON|侯女士⟧本月遛狗费 ⟦AMOUNT|¥1,200⟧ 已微信结清。'''),

('wechat_chat', '''[微信] ⟪timestamp|2024-09-02 21:15⟫
表姐：⟦PERSON|晓棠⟧，你下周去⟪place_name|成都⟫出差的话，我家两只猫能不能帮我找个上门喂猫的？
⟦PERSON|江晓棠⟧：可以啊，我认识一个靠谱的，叫⟦PERSON|小邱⟧，电话 ⟦PHONE|18782 036 614⟧
表姐：太好了。我家密码锁 ⟦PASSWORD|0 6 2 8 3 0⟧，进门左手边是猫粮。对了我妈最近查出来⟦MEDICAL|甲亢⟧，在吃⟦MEDICAL|甲巯咪唑⟧，这两周得陪她复查，所以才找人喂。
⟦PERSON|江晓棠⟧：阿姨身体要紧！'''),

('adoption_followup', '''领养回访记录（第2次）
领养人：⟦PERSON|苏婉清⟧   出生日期：⟦DATE_OF_BIRTH|1991年12月3日⟧   身份证：⟦IDCARD|$idc_911203⟧
联系电话：⟦PHONE|158 3712 6045⟧
回访方式：视频   回访时间：⟪visit_date|2024-10-19⟫
回访情况：“⟪pet_name|小橘⟫”状态良好，体重从⟪pet_weight|3.1kg⟫增加到4.0kg。领养人现在⟦MEDICAL|孕期（7个月）⟧，猫砂已交给丈夫清理，咨询弓形虫风险，已建议其做⟦MEDICAL|弓形虫抗体检测⟧。
回访人：⟦PERSON|小孟⟧'''),

('sale_agreement', '''龙猫（毛丝鼠）转让协议
转让方：⟦PERSON|马国庆⟧（个体繁育户）  身份证：⟦IDCARD|$idc_680728⟧  出生日期：⟦DATE_OF_BIRTH|1968-07-28⟧
受让方：⟦PERSON|温书瑶⟧  手机：⟦PHONE|130 8871 2046⟧
动物：标准灰公龙猫1只，⟪pet_dob|2024年5月⟫出生，环号 ⟪ring_no|CH-2405-07⟫
受让方已支付 ⟦AMOUNT|¥2,600⟧ 至转让方工商银行卡 ⟦CARD|$card_up2⟧，款清后交付。'''),

('stall_application_hk', '''⟪event_name|香港爬蟲展 2025⟫ 攤位申請表
申請人：⟦PERSON|鄭家朗⟧　香港身份證號碼：⟦NATIONAL_ID|$hkid3⟧
聯絡電話：⟦PHONE|9321 5076⟧　電郵：⟦EMAIL|kalong.cheng@gmail.com⟧
攤位類型：標準攤位 ×1（⟪tariff|HK$1,500⟫）
已繳按金：⟦AMOUNT|HK$500⟧
展示物種：睫角守宮、豹紋守宮（⟪cites_status|非CITES物種⟫）'''),

('api_response', '''{
  "code": 0,
  "msg": "ok",
  "data": {
    "chipNo": "⟪microchip_no|156100071230985⟫",
    "owner": {
      "name": "⟦PERSON|闫志刚⟧",
      "mobile": "⟦PHONE|13653717420⟧",
      "idCard": "⟦IDCARD|$idc_940618⟧",
      "address": "⟦ADDRESS|河南省郑州市金水区花园路39号院6号楼2单元1202⟧"
    },
    "accessToken": "⟦APIKEY|$jwt5⟧",
    "expiresIn": ⟪ttl_seconds|7200⟫
  },
  "traceId": "⟪trace_id|$uuid4⟫"
}'''),

('member_csv', '''会员卡号,姓名,手机,宠物,储值余额,最近到店
⟪member_card_no|VIP0031⟫,⟦PERSON|俞晓楠⟧,⟦PHONE|13917 246 605⟧,比熊-⟪pet_name|奶油⟫,⟦AMOUNT|¥1,260.00⟧,2024-10-02
⟪member_card_no|VIP0032⟫,⟦PERSON|齐子昂⟧,⟦PHONE|18801 927 733⟧,布偶-⟪pet_name|大橘⟫,⟦AMOUNT|¥85.50⟧,2024-09-27
⟪member_card_no|VIP0033⟫,⟦PERSON|包雯雯⟧,⟦PHONE|15026 410 918⟧,柯基-⟪pet_name|肉松⟫,⟦AMOUNT|¥312.00⟧,2024-10-05'''),

('stack_trace', '''⟪timestamp|2024-11-20 03:14:07.551⟫ ERROR 1 --- [scheduling-1] c.z.s.task.ReminderTask : 发送疫苗提醒失败
⟪exception_class|org.springframework.jdbc.CannotGetJdbcConnectionException⟫: Failed to obtain JDBC Connection; nested exception is java.sql.SQLException: Access denied for user 'remind'@'⟦IP_ADDRESS|172.20.0.15⟧' (using password: YES)
    at org.springframework.jdbc.datasource.DataSourceUtils.getConnection(DataSourceUtils.java:⟪line_number|84⟫)
    at com.zhuazhua.sms.task.ReminderTask.run(ReminderTask.java:57)
datasource url=jdbc:mysql://⟪hostname|rm-bp1x9k2.mysql.rds.aliyuncs.com⟫:3306/remind?user=remind&password=⟦SECRET|Rm!nd_Vacc2024⟧
当前处理用户：⟦PERSON|俞晓楠⟧ mobile=⟦PHONE|13917246605⟧'''),

('group_signup', '''⟪hashtag|#接龙⟫
⟪event_date|周六⟫救助站义卖摊位志愿者
1. ⟦PERSON|卢思琪⟧ ⟦PHONE|186 2230 9147⟧
2. ⟦PERSON|何振宇⟧（⟦MEDICAL|腰不好⟧，只能看摊不能搬东西）
3. ⟦PERSON|小鹿⟧ ⟦PHONE|157 2290 4418⟧
4. ⟦PERSON|柏雨萱⟧ ⟦PHONE|139 2217 8054⟧ 带两箱自制⟪product_name|猫饼干⟫'''),

('memorial_order', '''纪念品定制订单
订单号：⟪order_id|JN-2024-1107-08⟫
定制人：⟦PERSON|聂静怡⟧  电话：⟦PHONE|189 1650 7723⟧
内容：爪印泥 + 毛发水晶吊坠（刻字：“⟪engraving_text|豆豆 2010-2024⟫”）
收货地址：⟦ADDRESS|天津市南开区鞍山西道时代奥城C座1703，300381⟧
实付：⟦AMOUNT|¥358⟧'''),

('voice_transcript', '''【课后反馈-语音转文字】
⟦PERSON|老周⟧你好，我是⟦PERSON|小赵⟧啊，今天“⟪pet_name|土豆⟫”上课表现不错，定点如厕基本会了。你上次说你爱人刚做完⟦MEDICAL|心脏支架手术⟧，家里不能太吵，那我们下周改成户外课吧。⟦PERSON|周社长⟧那边我已经说好了，场地用⟪venue|救助站后院⟫。学费这期剩下四节，你已经付了⟦AMOUNT|一千二百块⟧，不用再补了。'''),

('service_record', '''上门喂猫服务记录单
服务单号：⟪order_id|WM20241225093012⟫
客户：⟦PERSON|柏雨萱⟧   地址：⟦ADDRESS|上海市长宁区愚园路1088弄宏业花园7号302⟧   门锁：指纹+密码 ⟦PASSWORD|158320⟧
服务时间：⟪service_time|2024-12-25 09:30–10:05⟫（照片 ⟪file_name|IMG_20241225_0931.jpg⟫）
喂养员：⟦PERSON|小林⟧
情况：“⟪pet_name|年糕⟫”精神好，吃了约30g干粮；客户本人在住院（⟦MEDICAL|阑尾炎术后⟧），圣诞后第三天回家。'''),

('boarding_web_form', '''在线寄养预约
主人姓名：⟦PERSON|戚梦瑶⟧
手机：⟦PHONE|135 0168 2293⟧
邮箱：⟦EMAIL|qimengyao@qq.com⟧
宠物：萨摩耶“⟪pet_name|棉花糖⟫”，4岁，母，已绝育
寄养日期：⟪booking_dates|2025-01-24 至 2025-02-05⟫（春节）
接送地址：⟦ADDRESS|苏州市姑苏区十全街288号网师园小区12幢201室⟧
特殊说明：狗狗有⟪animal_health|癫痫⟫，每日服用⟪pet_medication|苯巴比妥⟫，药随狗带。'''),

('nginx_conf', '''# /etc/nginx/conf.d/admin.conf —— 管理后台只允许办公室和负责人家里访问
server {
    listen ⟪port|443⟫ ssl;
    server_name ⟪hostname|admin.pawcare.cn⟫;
    allow ⟦IP_ADDRESS|222.71.18.36⟧;     # 办公室
    allow ⟦IP_ADDRESS|180.168.92.17⟧;    # ⟦PERSON|冯子豪⟧ 家
    allow ⟪cidr_block|10.8.0.0/24⟫;      # VPN
    deny all;
    auth_basic "restricted";
    auth_basic_user_file /etc/nginx/.htpasswd;   # ⟦PERSON|fengzh⟧:⟪password_hash|$apr1$Wq3kP0xT$2fJ8vLm1QeZr7bN4yHc0s.⟫
}'''),

('wechat_chat', '''老板娘：⟦PERSON|小郭⟧，你这个月工资⟦AMOUNT|三千二百元⟧我先转你，社保下个月补。
⟦PERSON|郭志远⟧：好的谢谢老板娘！
老板娘：另外你上次说身份证要复印，我这里存的是 ⟪masked_id|3101**********8987⟫ 这张？号码好像不对
⟦PERSON|郭志远⟧：不对不对，我的是 ⟦IDCARD|$idc_740219⟧，您再核对下'''),

('vcard', '''BEGIN:VCARD
VERSION:⟪vcard_version|3.0⟫
FN:⟦PERSON|曹毅⟧
ORG:⟪org_name|汪星人训练营⟫
TITLE:高级训犬师
TEL;TYPE=CELL:⟦PHONE|+86 139 1177 4502⟧
EMAIL:⟦EMAIL|caoyi.k9@outlook.com⟧
LABEL;TYPE=HOME:⟦ADDRESS|北京市海淀区清河毛纺路58号院5号楼1单元302，100085⟧
NOTE:生日 ⟦DATE_OF_BIRTH|1990-03-08⟧；⟦MEDICAL|对芒果过敏⟧
END:VCARD'''),
]
