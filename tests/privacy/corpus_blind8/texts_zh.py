# Chinese texts for corpus_blind8, written one at a time.
# ⟦TYPE|value⟧ = span, ⟪kind|value⟫ = decoy, $name = value from values.py
TEXTS = [
("微信聊天", r"""
⟦PERSON|王建国⟧：小区快递柜密码改了没
⟦PERSON|刘阿姨⟧：改了，新的是⟦PASSWORD|660218⟧，别发群里啊
⟦PERSON|王建国⟧：好嘞。对了我家水费⟦AMOUNT|213.6元⟧帮我垫一下，回头转你
⟦PERSON|刘阿姨⟧：行，我手机⟦PHONE|139 1027 4486⟧，直接转这个号的支付宝
"""),
("家长群", r"""
【⟪place|实验二小⟫三年级（2）班家长群】
⟦PERSON|陈老师⟧：各位家长，明天⟪date|12月4日⟫体检，请提前告知孩子是否有⟦MEDICAL|过敏⟧情况。
⟦PERSON|朵朵⟧妈妈：⟦PERSON|陈老师⟧，我家⟦PERSON|朵朵⟧对⟦MEDICAL|青霉素过敏⟧，上次还起了一身疹子
⟦PERSON|陈老师⟧：收到，已记录。⟦PERSON|乐乐⟧爸爸也说了⟦PERSON|乐乐⟧有⟦MEDICAL|哮喘⟧，随身带药。
⟦PERSON|张浩然⟧爸爸：体检费⟪price|45元⟫是班费出吗？
"""),
("门诊病历", r"""
⟪company|北京协和医院⟫ 门诊病历
姓名：⟦PERSON|赵丽华⟧  性别：女  年龄：52岁  病历号：⟪case_number|M20261203-0447⟫
主诉：⟦MEDICAL|反复头晕3月，加重1周⟧
现病史：⟦MEDICAL|血压最高170/105mmHg⟧，未规律服药。
诊断：⟦MEDICAL|高血压病2级⟧，⟦MEDICAL|颈椎病⟧
处理：⟦MEDICAL|苯磺酸氨氯地平片 5mg qd⟧，2周后复诊。
医师：⟦PERSON|孙明⟧  ⟪date|2026-12-03⟫
"""),
("快递单", r"""
⟪company|顺丰速运⟫ 运单号：⟪tracking_number|SF1402837719264⟫
寄件人：⟦PERSON|李思琪⟧ ⟦PHONE|18621937705⟧
收件人：⟦PERSON|周子豪⟧ ⟦PHONE|13502468813⟧
收件地址：⟦ADDRESS|广东省深圳市南山区粤海街道科技园南区高新南七道18号3栋1204⟧
物品：文件  保价：⟪price|0元⟫  时间：⟪timestamp|2026-12-02 16:48⟫
"""),
("租房合同", r"""
房屋租赁合同（节选）
出租方（甲方）：⟦PERSON|黄志强⟧  身份证号：⟦IDCARD|$id_zhang⟧
承租方（乙方）：⟦PERSON|吴欣怡⟧  身份证号：⟦IDCARD|$id_wu⟧
房屋坐落：⟦ADDRESS|上海市徐汇区漕溪北路595弄7号502室⟧
月租金人民币⟦AMOUNT|6800元⟧，押二付一，押金⟦AMOUNT|13600元⟧乙方已于⟪date|2026年11月28日⟫支付。
甲方收款账户：⟪company|招商银行⟫ ⟦CARD|$cup1⟧
"""),
("报销单", r"""
差旅费报销单  单号：⟪invoice_number|BX-2026-11-0387⟫
报销人：⟦PERSON|郭静宇⟧  部门：市场部
出差地点：⟪place|成都⟫  ⟪date|11.18-11.21⟫
机票 ⟪flight_number|CA4113⟫ ⟪price|1280.00⟫ / 酒店 ⟪price|1476.00⟫ / 餐补 ⟪price|300.00⟫
合计应报：⟦AMOUNT|3056.00元⟧
收款卡号：⟦CARD|$cup4⟧（⟪company|工商银行⟫）
"""),
("短信", r"""
【⟪company|中国移动⟫】尊敬的⟦PERSON|刘女士⟧，您的手机号⟪masked_phone|138****6621⟫本月账单⟪price|58.00元⟫已出，可登录APP查询。
"""),
("短信", r"""
妈，我换号了，新号⟦PHONE|15857120934⟧，旧的那个⟦PHONE|13967004128⟧先别删。你那个⟦MEDICAL|降压药⟧记得吃，⟦MEDICAL|氯沙坦⟧一天一片。——⟦PERSON|小军⟧
"""),
("员工信息表", r"""
工号,姓名,性别,身份证号,手机,入职日期,基本工资
⟪employee_id|HR0231⟫,⟦PERSON|陈晓明⟧,男,⟦IDCARD|$id_chen⟧,⟦PHONE|13758031146⟧,⟪date|2019-03-01⟫,⟦AMOUNT|12500⟧
⟪employee_id|HR0232⟫,⟦PERSON|杨雪⟧,女,⟦IDCARD|$id_yang⟧,⟦PHONE|18971260398⟧,⟪date|2020-07-15⟫,⟦AMOUNT|9800⟧
⟪employee_id|HR0235⟫,⟦PERSON|赵一鸣⟧,男,⟦IDCARD|$id_zhao⟧,⟦PHONE|15105182270⟧,⟪date|2021-11-08⟫,⟦AMOUNT|15000⟧
"""),
("客服工单", r"""
工单号：⟪ticket_id|KF20261201-5528⟫  渠道：在线客服
用户：⟦PERSON|林雨桐⟧  会员ID：⟪app_id|u_88120934⟫
问题描述：订单⟪order_id|E202611300012839⟫的退款一直没到账，退款金额⟦AMOUNT|¥329⟧，付款用的是尾号⟪masked_card|4721⟫的信用卡。
用户联系电话：⟦PHONE|0571-86914472⟧
处理人：客服⟦PERSON|小周⟧
"""),
("体检报告", r"""
⟪company|美年大健康⟫ 体检报告 编号 ⟪case_number|TJ26120300814⟫
姓名：⟦PERSON|何振东⟧  出生日期：⟦DATE_OF_BIRTH|1962年10月14日⟧
身份证：⟦IDCARD|$id_he⟧
异常项：⟦MEDICAL|空腹血糖7.8mmol/L⟧；⟦MEDICAL|脂肪肝（中度）⟧；⟦MEDICAL|甲状腺结节⟧
建议：内分泌科就诊，控制饮食。
"""),
("运维群聊", r"""
⟦PERSON|老杨⟧：生产库连不上了，谁动了？
⟦PERSON|小何⟧：我刚改了白名单，把⟦IP_ADDRESS|172.18.3.44⟧加上了，忘加⟦IP_ADDRESS|172.18.3.45⟧
⟦PERSON|小何⟧：root密码还是⟦PASSWORD|Zx@2026#prod⟧，别外传
⟦PERSON|老杨⟧：测试环境那台⟪doc_ip|192.0.2.55⟫是文档里的示例地址吧，别往里填
⟦PERSON|小何⟧：对，端口⟪port|3306⟫
"""),
("application.yml", r"""
spring:
  datasource:
    url: jdbc:mysql://⟦IP_ADDRESS|10.10.22.8⟧:⟪port|3306⟫/mall?useSSL=false
    username: mall_app
    password: ⟦PASSWORD|Mall_2026!db⟧
aliyun:
  oss:
    access-key-id: ⟦APIKEY|$ali_id1⟧
    access-key-secret: ⟦SECRET|$ali_secret1⟧
    bucket: mall-img-prod
"""),
("处方笺", r"""
⟪company|上海市第六人民医院⟫ 处方笺  No.⟪invoice_number|0048213⟫
姓名：⟦PERSON|钱美玲⟧  性别：女  年龄：67  科别：内分泌科
临床诊断：⟦MEDICAL|2型糖尿病⟧ ⟦MEDICAL|糖尿病周围神经病变⟧
Rp：⟦MEDICAL|二甲双胍缓释片 0.5g×60片⟧ 每日2次
    ⟦MEDICAL|甲钴胺片 0.5mg⟧ 每日3次
医师：⟦PERSON|沈国平⟧  金额：⟪price|86.40元⟫
"""),
("朋友圈", r"""
终于出院了🙏 ⟦MEDICAL|阑尾炎⟧手术很顺利，感谢⟦PERSON|刘医生⟧和护士小姐姐们！住院花了⟦AMOUNT|八千多⟧，医保报了大半。接下来一个月不能吃辣😭 #⟪place|杭州⟫
"""),
("银行回单", r"""
⟪company|中国建设银行⟫ 电子回单
付款人：⟦PERSON|徐振华⟧  账号：⟦CARD|$cup2⟧
收款人：⟦PERSON|孙丽娟⟧  账号：⟦CARD|$cup3⟧
金额：人民币⟦AMOUNT|伍万元整⟧（⟦AMOUNT|¥50,000.00⟧）
用途：借款  交易时间：⟪timestamp|2026-11-30 10:22:41⟫  流水号：⟪invoice_number|3105202611301022417731⟫
"""),
("无敏感信息通知", r"""
【通知】⟪place|3号楼⟫电梯⟪date|12月5日⟫上午9:00-12:00例行维保，请住户走楼梯。维保单位：⟪company|日立电梯⟫，工单⟪ticket_id|WB-20261205-03⟫。
"""),
("求职简历", r"""
个人简历
姓名：⟦PERSON|唐诗雨⟧   出生年月：⟦DATE_OF_BIRTH|1984.05.16⟧
电话：⟦PHONE|186-8512-3307⟧   邮箱：⟦EMAIL|tangshiyu84@163.com⟧
现居：⟦ADDRESS|贵阳市云岩区中华北路231号⟧
工作经历：⟪date|2015-2026⟫ ⟪company|贵州茅台集团⟫ 财务主管
期望薪资：月薪⟦AMOUNT|2万⟧以上
"""),
("保险理赔", r"""
理赔申请书  保单号：⟪policy_number|P440326118830217⟫
被保险人：⟦PERSON|邓佳怡⟧  证件号：⟦IDCARD|$id_deng⟧
出险经过：⟪date|2026年11月2日⟫骑车摔倒，⟦MEDICAL|右桡骨远端骨折⟧，行⟦MEDICAL|切开复位内固定术⟧。
申请理赔金额：⟦AMOUNT|23,460元⟧
收款账户：⟦PERSON|邓佳怡⟧ ⟪company|平安银行⟫ ⟦CARD|$cup5⟧
"""),
("业主群", r"""
6栋⟦PERSON|张姐⟧：谁家狗一直叫啊，晚上睡不着
物业-⟦PERSON|小王⟧：收到，已联系业主。另外提醒：⟪date|本周六⟫停水
⟦PERSON|老周⟧：我家卫生间漏水，⟦ADDRESS|6栋2单元1801⟧，麻烦派人看下，电话⟦PHONE|13811207754⟧
物业-⟦PERSON|小王⟧：好的⟦PERSON|周叔⟧，维修单号⟪ticket_id|WX1203-07⟫
"""),
("护照信息", r"""
出境旅游报名表
姓名：⟦PERSON|冯立军⟧  拼音：⟦PERSON|FENG LIJUN⟧
护照号：⟦PASSPORT|E47128395⟧  有效期至：⟪date|2033-06-21⟫
出生日期：⟦DATE_OF_BIRTH|1976-03-01⟧   身份证：⟦IDCARD|$id_feng⟧
团号：⟪booking_ref|TG-JP-1218⟫  航班：⟪flight_number|MU729⟫  团费：⟪price|¥6,999⟫
"""),
("nginx错误日志", r"""
2026/12/03 02:14:07 [error] 1120#0: *88213 connect() failed (111: Connection refused) while connecting to upstream, client: ⟦IP_ADDRESS|223.104.38.17⟧, server: api.xiaoyu.cn, upstream: "http://⟦IP_ADDRESS|10.0.3.21⟧:⟪port|9000⟫/v1/order"
2026/12/03 02:14:09 [warn] 1120#0: *88215 limiting requests, client: ⟦IP_ADDRESS|117.136.12.202⟧, request ID ⟪uuid|d4b17e2a-0c39-4f61-9a8e-3b5c7d2e1f06⟫
"""),
("语音通话转写", r"""
客服：您好，这里是⟪company|招商银行信用卡中心⟫，请问是⟦PERSON|高女士⟧吗？
客户：对，我是⟦PERSON|高雅琪⟧。
客服：为核实身份，请报一下身份证后四位。
客户：⟪id_tail|240X⟫。
客服：好的。您⟪date|11月⟫账单⟦AMOUNT|12,386.50元⟧，最低还款⟦AMOUNT|1,238.65元⟧，还款日是⟪date|12月8号⟫。
客户：知道了，我这个月手头紧，先还最低的吧。
"""),
(".env配置", r"""
# 小程序后端
WX_APPID=⟪app_id|$wx_appid1⟫
WX_APPSECRET=⟦SECRET|$wx_secret1⟧
TENCENTCLOUD_SECRET_ID=⟦APIKEY|$tc_id1⟧
TENCENTCLOUD_SECRET_KEY=⟦SECRET|$tc_key1⟧
DINGTALK_WEBHOOK=⟦SECRET|$ding_hook1⟧
REDIS_HOST=⟦IP_ADDRESS|10.206.0.13⟧
APP_VERSION=⟪version|2.3.11⟫
"""),
("家庭群", r"""
⟦PERSON|陈慧芳⟧：爸今天复查结果出来了，⟦MEDICAL|血压还是偏高⟧，医生说⟦MEDICAL|降压药⟧要加量
⟦PERSON|陈志远⟧：那⟦MEDICAL|心脏支架⟧那边呢
⟦PERSON|陈慧芳⟧：支架没问题。这次挂号加检查一共⟦AMOUNT|1260⟧，我先付了
⟦PERSON|陈晓晓⟧：姐我转你⟦AMOUNT|420⟧，三个人平摊
⟦PERSON|陈慧芳⟧：收到。下次复查⟪date|1月10号⟫，⟦PERSON|志远⟧你有空带爸去吧
"""),
("学生信息登记", r"""
学生姓名：⟦PERSON|刘子涵⟧   性别：女   班级：⟪room_number|初二(5)班⟫
身份证号：⟦IDCARD|$id_kid⟧   出生日期：⟦DATE_OF_BIRTH|2012年5月30日⟧
家庭住址：⟦ADDRESS|天津市河西区友谊路32号增3号楼2门401⟧
监护人：⟦PERSON|刘建伟⟧（父） 电话：⟦PHONE|13920561183⟧
既往病史：⟦MEDICAL|癫痫⟧（已控制，服用⟦MEDICAL|丙戊酸钠⟧）
"""),
("征信报告摘录", r"""
个人信用报告（摘要）  报告编号：⟪invoice_number|2026120314220193874552⟫
被查询者：⟦PERSON|潘思远⟧  证件号码：⟦IDCARD|$id_pan⟧
贷款：⟪company|中国银行⟫个人住房贷款，本金余额⟦AMOUNT|1,286,400⟧元，当前无逾期
信用卡：4张，已用额度⟦AMOUNT|38,215⟧元
查询日期：⟪date|2026-12-03⟫
"""),
("钉钉消息", r"""
@⟦PERSON|郑凯⟧ 新来的实习生⟦PERSON|许诺⟧账号开好了：用户名 ⟦PERSON|xunuo⟧，初始密码 ⟦PASSWORD|Xn@123456⟧，首次登录要改。工位⟪room_number|B区-17⟫，电脑资产号⟪sku|ZC-2026-0881⟫。
"""),
("判决书节选", r"""
⟪place|浙江省杭州市西湖区人民法院⟫ 民事判决书 ⟪case_number|（2026）浙0106民初8812号⟫
原告：⟦PERSON|叶婷婷⟧，女，⟦DATE_OF_BIRTH|1986年7月4日⟧出生，汉族，住⟦ADDRESS|杭州市西湖区文三路478号华星时代广场A座⟧。公民身份号码⟦IDCARD|$id_ye⟧。
被告：⟦PERSON|蒋文斌⟧，男，住⟦ADDRESS|苏州市吴江区松陵镇流虹路8号⟧。
判决被告于本判决生效之日起十日内归还原告借款⟦AMOUNT|人民币180,000元⟧。案件受理费⟪price|3,900元⟫。
"""),
("外卖备注", r"""
订单号⟪order_id|1203882917734⟫ 备注：放门口别敲门，宝宝在睡觉。地址⟦ADDRESS|朝阳区望京西路48号院3号楼1单元1102室⟧，电话打⟦PHONE|17710386642⟧，找⟦PERSON|韩先生⟧。不要香菜！！
"""),
("Python脚本", r"""
# 每天推送日报到飞书群 by ⟦PERSON|luoyang⟧
import requests, datetime
HOOK = "⟦SECRET|$feishu_hook1⟧"
DB = "mysql+pymysql://report:⟦SECRET|Rpt#8826xx⟧@⟦IP_ADDRESS|172.21.0.7⟧:3306/bi"
def main():
    msg = {"msg_type": "text", "content": {"text": f"日报 {datetime.date.today()} 构建号 ⟪build_number|20261203.4⟫"}}
    requests.post(HOOK, json=msg, timeout=10)
"""),
("护士交班记录", r"""
⟪room_number|12床⟫ ⟦PERSON|曹某某⟧ 男 45岁 ⟦MEDICAL|急性胰腺炎⟧ 禁食中，⟦MEDICAL|生长抑素⟧泵入，主诉⟦MEDICAL|腹痛较前缓解⟧。
⟪room_number|15床⟫ ⟦PERSON|田桂芳⟧ 女 ⟦MEDICAL|肺部感染⟧ ⟦MEDICAL|T 38.6℃⟧，已予⟦MEDICAL|物理降温⟧，家属⟦PERSON|田伟⟧陪护，电话⟦PHONE|13359201746⟧。
交班人：护士⟦PERSON|小彭⟧ ⟪timestamp|12-03 07:50⟫
"""),
("二手房交易", r"""
房源编号：⟪order_id|LJ-BJ-0093821⟫  ⟪place|海淀区五道口⟫ 两居 挂牌价⟪price|1050万⟫
买方：⟦PERSON|宋佳⟧  身份证：⟦IDCARD|$id_song⟧
卖方：⟦PERSON|杜海涛⟧  身份证：⟦IDCARD|$id_du⟧
成交价⟦AMOUNT|1020万元⟧，首付⟦AMOUNT|310万⟧已存入监管账户。
经纪人：⟦PERSON|白晓峰⟧ ⟦PHONE|18601123398⟧
"""),
("短信", r"""
【⟪company|12306⟫】订单⟪booking_ref|EA38821074⟫，⟦PERSON|胡先生⟧您已购⟪date|12月20日⟫⟪flight_number|G1377⟫次⟪room_number|07车12F号⟫，⟪place|上海虹桥⟫15:02开。
"""),
("无敏感信息", r"""
⟪version|v3.2.0⟫ 更新日志：修复了⟪port|8080⟫端口被占用时闪退的问题；安装包校验 SHA1 ⟪checksum|$sha3⟫；详见⟪ticket_id|ISSUE-2291⟫。
"""),
("HR谈话记录", r"""
谈话对象：⟦PERSON|罗振宇⟧（研发二部）  记录人：HR⟦PERSON|小梁⟧
⟦PERSON|罗振宇⟧表示最近因⟦MEDICAL|抑郁症⟧在⟪place|安定医院⟫就诊，正在吃⟦MEDICAL|舍曲林⟧，希望申请居家办公两个月。
部门负责人⟦PERSON|彭总⟧同意，薪资税前⟦AMOUNT|28K⟧不变，年终奖按绩效另算。
⟪date|2026.11.27⟫
"""),
("快递群通知", r"""
今天到的快递：⟦PERSON|谢雨欣⟧ 尾号⟪masked_phone|8841⟫ ⟪tracking_number|YT7481002938412⟫；⟦PERSON|韩磊⟧ 尾号⟪masked_phone|2307⟫ ⟪tracking_number|JT5120384771602⟫。晚上8点前来⟪place|菜鸟驿站⟫取。
"""),
("数据库导出", r"""
id	nickname	real_name	mobile	id_no	reg_ip
⟪order_id|10023⟫	⟦PERSON|小胖⟧	⟦PERSON|郑宇航⟧	⟦PHONE|13631452207⟧	⟦IDCARD|$id_zheng⟧	⟦IP_ADDRESS|113.87.162.40⟧
⟪order_id|10024⟫	⟦PERSON|糖糖⟧	⟦PERSON|谢婉清⟧	⟦PHONE|18977105512⟧	⟦IDCARD|$id_xie⟧	⟦IP_ADDRESS|171.108.9.233⟧
⟪order_id|10025⟫	测试账号	-	⟪masked_phone|130****0000⟫	-	⟪doc_ip|127.0.0.1⟫
"""),
("邮件", r"""
⟦PERSON|孙总⟧您好：
附件是⟦PERSON|孙思邈⟧同学的实习证明扫描件。他的工资⟦AMOUNT|4,500元/月⟧已按⟪date|11月⟫发放到尾号⟪masked_card|0917⟫的卡上。
如有问题请联系我，⟦PHONE|010-62758841⟧，或邮件⟦EMAIL|hr.zhangli@pku-tech.com.cn⟧。
⟦PERSON|张莉⟧ 人力资源部
"""),
("小红书笔记", r"""
姐妹们避雷⟪place|XX口腔⟫！！我去做⟦MEDICAL|根管治疗⟧，医生姓⟦PERSON|曹⟧的，态度超差，收了我⟦AMOUNT|2800⟧还没做完😡 现在⟦MEDICAL|牙龈还肿着⟧。价目表上写的是⟪price|1500起⟫
"""),
("门禁系统日志", r"""
⟪timestamp|2026-12-02 22:41:07⟫ 门禁#⟪app_id|D03⟫ 刷卡 ⟦PERSON|江浩⟧ 卡号⟪employee_id|00081234⟫ 通过
⟪timestamp|2026-12-02 22:43:15⟫ 门禁#⟪app_id|D03⟫ 密码开门 ⟦PASSWORD|*8826#⟧ 通过
⟪timestamp|2026-12-02 23:05:52⟫ 门禁#⟪app_id|D01⟫ 人脸 ⟦PERSON|田甜⟧ 通过
"""),
("签证材料清单", r"""
申请人：⟦PERSON|秦雅楠⟧ 护照号⟦PASSPORT|EK3916028⟧
出生日期⟦DATE_OF_BIRTH|1968-11-28⟧ 身份证⟦IDCARD|$id_qin⟧
在职证明：⟪company|西安交通大学⟫，月收入⟦AMOUNT|18,000元⟧
银行流水：近6个月，余额⟦AMOUNT|26.5万⟧
预约号：⟪booking_ref|VFS-XIY-221088⟫
"""),
("借条", r"""
借条
今借到⟦PERSON|韩雪梅⟧人民币⟦AMOUNT|叁万元整⟧（⟦AMOUNT|30000元⟧），用于店面装修，约定于⟪date|2027年6月30日⟫前还清。
借款人：⟦PERSON|白志刚⟧  身份证号：⟦IDCARD|$id_bai⟧
电话：⟦PHONE|15847113296⟧
⟪date|2026年12月1日⟫
"""),
("微信转账聊天", r"""
⟦PERSON|阿峰⟧：哥们上次那个⟦AMOUNT|2000⟧什么时候还啊
⟦PERSON|彭宇⟧：下周发工资就还你 这周真不行
⟦PERSON|阿峰⟧：行吧 直接打我卡上 ⟦CARD|$cup6⟧ ⟪company|农行⟫的
⟦PERSON|彭宇⟧：好 记下了
"""),
("信用卡被盗刷聊天", r"""
⟦PERSON|小鹿⟧：完了完了 我昨天在一个网站填了信用卡 今天被刷了
⟦PERSON|小鹿⟧：卡号⟦CARD|$visa3_s⟧ 安全码⟦CVV|735⟧ 全填了😭
⟦PERSON|蔓蔓⟧：赶紧打银行电话冻结啊！！⟪company|中信⟫的客服是⟪phone_service|95558⟫
⟦PERSON|小鹿⟧：打了 说被刷了⟦AMOUNT|4,980⟧ 要走争议流程
"""),
("跨境汇款申请", r"""
境外汇款申请书
汇款人：⟦PERSON|陆子轩⟧  身份证：⟦IDCARD|$id_lu⟧
收款人：⟦PERSON|LU ZIXUAN⟧（本人德国账户）
收款账号 IBAN：⟦IBAN|$iban_de2_s⟧  SWIFT：⟪app_id|DEUTDEFFXXX⟫
汇款金额：⟦AMOUNT|EUR 15,000.00⟧  用途：留学生活费
手续费：⟪price|¥150⟫  电报费：⟪price|¥80⟫
"""),
("留学生群聊", r"""
⟦PERSON|Kiki姐⟧：刚拿到SSN了！⟦SSN|624-08-1935⟧ 等了两周
⟦PERSON|阿泽⟧：恭喜 我的还没下来 ⟪place|Social Security Office⟫排队排死了
⟦PERSON|Kiki姐⟧：记得别随便发群里 我发完就撤回哈哈
⟦PERSON|阿泽⟧：你已经发了😂 另外房租⟦AMOUNT|$1,150⟧这个月我先垫了
"""),
("体检预约短信", r"""
【⟪company|爱康国宾⟫】⟦PERSON|石磊⟧先生，您预约的⟪date|12月9日⟫体检套餐（⟪sku|PKG-A302⟫）已成功，请空腹到⟪place|望京分院⟫。如需改约请回复或致电⟪phone_service|400-888-8XXX⟫。
"""),
("心理咨询记录", r"""
来访者：F女士（化名），32岁
主诉：⟦MEDICAL|持续失眠、情绪低落半年⟧，偶有⟦MEDICAL|惊恐发作⟧
既往：⟪date|2024年⟫诊断⟦MEDICAL|双相情感障碍Ⅱ型⟧，目前服用⟦MEDICAL|碳酸锂 0.25g bid⟧
咨询师：⟦PERSON|方敏⟧  第⟪build_number|6⟫次咨询  咨询费⟪price|600元/次⟫
"""),
("公积金提取", r"""
住房公积金提取申请表
职工姓名：⟦PERSON|方婉婷⟧  证件号：⟦IDCARD|$id_fang⟧
个人账号：⟪account_ref|1102038841⟫  单位：⟪company|广州地铁集团⟫
提取原因：购买自住住房 ⟦ADDRESS|广州市越秀区东风中路268号交易广场1502⟧
账户余额：⟦AMOUNT|87,324.18元⟧  本次提取：⟦AMOUNT|80,000元⟧
"""),
("ssh登录失败告警", r"""
[告警] ⟪timestamp|2026-12-03 03:12:44⟫ 主机 web-02(⟦IP_ADDRESS|10.3.1.52⟧) 检测到暴力破解
来源IP：⟦IP_ADDRESS|45.141.87.16⟧  尝试用户：root,admin,⟦PERSON|shijie⟧  失败次数：⟪build_number|1832⟫
已自动封禁 ⟪port|22⟫ 端口 24 小时。值班：⟦PERSON|石杰⟧ ⟦PHONE|13426017793⟧
"""),
("入职登记表", r"""
姓名：⟦PERSON|施宇航⟧   曾用名：⟦PERSON|施小航⟧
身份证：⟦IDCARD|$id_shi⟧   生日：⟦DATE_OF_BIRTH|1997-03-20⟧
手机：⟦PHONE|+86 136 8820 5147⟧   邮箱：⟦EMAIL|shiyuhang97@qq.com⟧
户籍地址：⟦ADDRESS|四川省成都市锦江区春熙路南段9号⟧
紧急联系人：⟦PERSON|施国庆⟧ ⟦PHONE|13308012264⟧
工资卡：⟦CARD|$cup7⟧
"""),
("家教微信", r"""
⟦PERSON|周老师⟧您好，我是⟦PERSON|可可⟧妈妈。⟦PERSON|可可⟧这周有点⟦MEDICAL|发烧⟧，周六的课能不能改到下周？这个月课时费⟦AMOUNT|1600⟧我先转您了。地址还是⟦ADDRESS|仙林大道9号东方天郡15幢602⟧，门禁密码⟦PASSWORD|2580#⟧。
"""),
("Redis配置", r"""
# redis.conf (节选)
bind ⟦IP_ADDRESS|10.0.8.15⟧ ⟪doc_ip|127.0.0.1⟫
port ⟪port|6379⟫
requirepass ⟦PASSWORD|R3dis_jd_2026⟧
masterauth ⟦PASSWORD|R3dis_jd_2026⟧
maxmemory 4gb
"""),
("车险报价", r"""
⟪company|人保财险⟫ 车险报价单 ⟪invoice_number|BJ26120300411⟫
车主：⟦PERSON|梁振宇⟧  车牌：⟪vehicle_reg|京N·8K2L1⟫  VIN：⟪sku|LSVNV2182N2013847⟫
交强险⟪price|950元⟫ 商业险⟪price|3,286元⟫ 合计⟪price|4,236元⟫
联系电话：⟦PHONE|186 1190 4472⟧
"""),
("无敏感信息公告", r"""
⟪place|图书馆⟫⟪date|12月期间⟫开放时间调整为8:00-22:00，⟪room_number|3楼自习区⟫座位预约系统版本升级至⟪version|V4.1⟫，问题反馈单号格式如⟪ticket_id|LIB-00000⟫。
"""),
("妇产科B超单", r"""
⟪company|湖北省妇幼保健院⟫ 超声检查报告
姓名：⟦PERSON|余晓蕾⟧  年龄：29岁  门诊号：⟪case_number|0036617284⟫
检查所见：⟦MEDICAL|宫内早孕，约8周⟧，可见胎心搏动。
⟦MEDICAL|右侧卵巢囊肿 3.2×2.8cm⟧
报告医师：⟦PERSON|杨丽萍⟧  ⟪timestamp|2026-12-01 10:35⟫
"""),
("网购售后", r"""
亲，您的退货申请（⟪order_id|3871029937418⟫）已通过，请寄回：⟪company|XX数码专营店⟫售后部 ⟪place|东莞市长安镇⟫厂区仓库，联系人仓管，退款⟪price|¥1,299⟫将原路返回。您的收货信息：⟦PERSON|谭浩⟧ ⟦PHONE|159 8721 6630⟧ ⟦ADDRESS|长沙市岳麓区麓谷大道658号麓谷信息港A座1903⟧。
"""),
("工资条", r"""
⟪date|2026年11月⟫工资条
姓名：⟦PERSON|胡静⟧  工号：⟪employee_id|A0782⟫
基本工资 ⟦AMOUNT|8,000.00⟧ 绩效 ⟦AMOUNT|2,350.00⟧ 餐补 ⟦AMOUNT|400.00⟧
社保个人部分 ⟦AMOUNT|-1,045.60⟧ 个税 ⟦AMOUNT|-186.30⟧
实发 ⟦AMOUNT|9,518.10⟧
"""),
("外国员工登记", r"""
外籍员工信息：⟦PERSON|Arjun Mehta⟧（⟦PERSON|阿俊⟧）
国籍：印度  护照号：⟦PASSPORT|Z4418273⟧  Aadhaar：⟦NATIONAL_ID|$aadhaar1⟧
工作许可证号：⟪case_number|WP3101202600871⟫
在华住址：⟦ADDRESS|上海市浦东新区张杨路1588号2201室⟧
联系电话：⟦PHONE|185 0211 7734⟧
"""),
("夜班交接微信", r"""
⟦PERSON|莉莉⟧：⟪room_number|8床⟫老爷子晚上⟦MEDICAL|血糖偏低⟧，3.4，喂了糖水，现在6.1了
⟦PERSON|莉莉⟧：⟪room_number|10床⟫⟦PERSON|汤阿姨⟧家属说她⟦MEDICAL|对头孢过敏⟧，医嘱那边我标红了
⟦PERSON|阿珍⟧：收到 辛苦了 早点回去睡
"""),
("gitlab-ci配置", r"""
variables:
  DOCKER_REGISTRY: registry.cn-hangzhou.aliyuncs.com
  REGISTRY_USER: ⟦EMAIL|ci@zhixing-tech.cn⟧
  REGISTRY_PASSWORD: ⟦PASSWORD|Zx_ci_2026!reg⟧
  GITLAB_TOKEN: ⟦APIKEY|$glpat1⟧
  QINIU_AK: ⟦APIKEY|$qiniu_ak1⟧
  QINIU_SK: ⟦SECRET|$qiniu_sk1⟧
build:
  image: node:⟪version|20.11⟫
"""),
("社区登记", r"""
⟪place|新华街道⟫独居老人走访登记
⟦PERSON|何秀英⟧，81岁，⟦ADDRESS|幸福里小区4号楼3单元102⟧，⟦MEDICAL|阿尔茨海默病早期⟧，⟦MEDICAL|糖尿病⟧，子女⟦PERSON|何军⟧在外地，电话⟦PHONE|13703819926⟧。
每月养老补贴⟦AMOUNT|300元⟧已发放。走访人：网格员⟦PERSON|小杜⟧
"""),
("彩票站聊天", r"""
老板：⟦PERSON|老谢⟧，你上周那注中了三等奖，⟦AMOUNT|3000块⟧，带身份证来领
⟦PERSON|老谢⟧：真的假的！身份证号⟦IDCARD|$id_cao⟧你先帮我登记上
老板：要本人来，票号⟪order_id|0381-2291-7745⟫别丢了
"""),
("微信群-装修", r"""
设计师⟦PERSON|Amy⟧：⟦PERSON|田姐⟧，柜子尺寸确认了，尾款⟦AMOUNT|18,600⟧麻烦这周付一下
⟦PERSON|田姐⟧：好的，发票抬头写⟪company|上海云帆信息科技有限公司⟫，税号⟪invoice_number|91310115MA1K4T8X2Q⟫
设计师⟦PERSON|Amy⟧：收到。工人明天上午去⟦ADDRESS|浦东新区锦绣路2580弄12号1101⟧，钥匙放物业吗
⟦PERSON|田姐⟧：密码锁 ⟦PASSWORD|061230⟧ 用完改掉
"""),
("处方-儿科", r"""
⟪company|首都儿科研究所附属儿童医院⟫
患儿：⟦PERSON|马悦悦⟧ 4岁 体重16kg
诊断：⟦MEDICAL|急性支气管炎⟧
⟦MEDICAL|布地奈德混悬液 1mg⟧ 雾化 bid
⟦MEDICAL|氨溴索口服溶液 2.5ml⟧ tid
家长：⟦PERSON|马骏⟧ ⟦PHONE|13801169922⟧
"""),
("淘宝客服聊天", r"""
买家：亲 我买的⟪sku|SKU-88213-黑色-XL⟫怎么还没发货
客服⟦PERSON|小桃⟧：亲亲稍等哈，查到您的订单⟪order_id|2026113012934881⟫，今天下午发⟪company|中通⟫哦
买家：地址改一下 改成⟦ADDRESS|郑州市金水区花园路39号⟧ 收件人⟦PERSON|郭晶⟧
客服⟦PERSON|小桃⟧：好的亲，已备注~
"""),
("银行短信", r"""
【⟪company|工商银行⟫】您尾号⟪masked_card|6621⟫卡12月02日17:42快捷支付支出(财付通)⟪price|128.00⟫元，余额⟦AMOUNT|23,481.55⟧元。
"""),
("家族旅行群", r"""
⟦PERSON|王磊⟧：护照都拍一下发我，我统一订票
⟦PERSON|晓燕⟧：⟦PASSPORT|EJ8830147⟧ ⟦PERSON|WANG XIAOYAN⟧
⟦PERSON|阿宝⟧：我的是⟦PASSPORT|E92071836⟧，过期日⟪date|2029年⟫没问题
⟦PERSON|王磊⟧：好，⟪flight_number|CZ3085⟫ ⟪date|1月28日⟫，行李额23kg
"""),
("新加坡租房聊天", r"""
中介⟦PERSON|Jason林⟧：⟦PERSON|丁小姐⟧，房东要签合同，需要您的NRIC或者FIN号码
⟦PERSON|丁雯⟧：我是EP，FIN是⟦NATIONAL_ID|$fin1⟧
中介⟦PERSON|Jason林⟧：好的。押金⟦AMOUNT|S$3,400⟧请转到房东账户，房源编号⟪order_id|SG-RT-55821⟫，月租挂牌⟪price|S$1,700⟫
⟦PERSON|丁雯⟧：地址是⟦ADDRESS|Blk 218 Bedok North St 1 #08-112⟧对吧
"""),
("邮件-退税", r"""
⟦PERSON|邱老师⟧：
您在意大利访学期间的退税已批准，金额⟦AMOUNT|€1.842,00⟧，将打入您登记的账户⟦IBAN|$iban_it1⟧。税号（codice fiscale）⟦NATIONAL_ID|$cf5⟧请核对。如信息有误请在⟪date|12月15日⟫前回复。
——⟪company|都灵理工大学⟫国际处 ⟦PERSON|Elena Ricci⟧
"""),
("抖音私信", r"""
⟦PERSON|小鱼儿⟧：博主你好 我也是⟦MEDICAL|桥本甲状腺炎⟧ 吃⟦MEDICAL|优甲乐⟧两年了 想问下你⟦MEDICAL|TSH⟧现在多少
博主：私信看到啦 我现在控制在2左右 你去⟪place|瑞金⟫挂⟦PERSON|吕主任⟧的号看看
"""),
("电费账单", r"""
⟪company|国网江苏省电力⟫ 电费通知单
户号：⟪account_ref|0410382776⟫  户名：⟦PERSON|姜建华⟧
用电地址：⟦ADDRESS|苏州市姑苏区干将西路1188号12幢403室⟧
本期用电 286 度，电费⟦AMOUNT|152.87元⟧，截止⟪date|2026-12-20⟫。
"""),
("酒店入住登记", r"""
⟪company|全季酒店⟫（⟪place|西湖店⟫）入住登记  房号⟪room_number|6215⟫
1 ⟦PERSON|黄梓萱⟧ 女 ⟦IDCARD|$id_huang⟧ 出生⟦DATE_OF_BIRTH|1999-04-01⟧ 手机⟦PHONE|15606819273⟧
2 ⟦PERSON|郭晓雨⟧ 女 ⟦IDCARD|$id_guo⟧ 出生⟦DATE_OF_BIRTH|1995-02-19⟧ 手机⟦PHONE|13588176402⟧
押金⟦AMOUNT|500元⟧ 由⟦PERSON|黄梓萱⟧微信支付，入住⟪date|12/03⟫离店⟪date|12/05⟫，房价⟪price|468/晚⟫
"""),
("银行开户资料", r"""
个人开户申请表（⟪company|浦发银行⟫）
客户姓名：⟦PERSON|林佳琪⟧   证件号码：⟦IDCARD|$id_lin⟧
出生日期：⟦DATE_OF_BIRTH|1989年9月27日⟧   职业：教师
联系地址：⟦ADDRESS|福州市鼓楼区五四路158号环球广场B座2203⟧
手机：⟦PHONE|18650218734⟧   邮箱：⟦EMAIL|linjiaqi0927@126.com⟧
新开卡号：⟦CARD|$cup2_s⟧   查询密码：⟦PASSWORD|092789⟧
客户经理：⟦PERSON|陈经理⟧ 工号⟪employee_id|PF03318⟫
"""),
("校友通讯录", r"""
⟪place|华中科技大学⟫ 2010级计算机 校友通讯录（请勿外传）
⟦PERSON|余浩⟧ ⟪company|腾讯⟫ ⟦PHONE|13720218844⟧ ⟦EMAIL|yuhao_hust@qq.com⟧
⟦PERSON|周雅婷⟧ ⟪company|华为⟫ ⟦PHONE|18576620931⟧ ⟦EMAIL|zhouyt@huawei-alumni.net⟧
⟦PERSON|汪洋⟧ 自由职业 ⟦PHONE|15927341106⟧ ⟦EMAIL|wangyang.free@gmail.com⟧
⟦PERSON|代晶晶⟧ ⟪company|武汉大学人民医院⟫ ⟦PHONE|13317126658⟧ 微信同号
更新于⟪date|2026-11⟫ 联系人：⟦PERSON|余浩⟧
"""),
("住院登记", r"""
住院号：⟪case_number|ZY2026120388⟫  科室：心内科  床号：⟪room_number|23床⟫
患者：⟦PERSON|周国栋⟧  男  身份证：⟦IDCARD|$id_zhou⟧（⟦DATE_OF_BIRTH|1967年6月16日⟧生）
入院诊断：⟦MEDICAL|冠心病⟧ ⟦MEDICAL|不稳定型心绞痛⟧ ⟦MEDICAL|高脂血症⟧
过敏史：⟦MEDICAL|磺胺类过敏⟧
预交金：⟦AMOUNT|10,000元⟧（家属⟦PERSON|周晓明⟧交，电话⟦PHONE|13891027745⟧）
医保类型：⟪company|陕西省职工医保⟫
"""),
("批量发货导出", r"""
收件人	电话	地址	快递单号
⟦PERSON|罗小梅⟧	⟦PHONE|13879120043⟧	⟦ADDRESS|江西省南昌市东湖区八一大道357号财富广场A座15楼⟧	⟪tracking_number|YD4400318827713⟫
⟦PERSON|金大川⟧	⟦PHONE|18844107725⟧	⟦ADDRESS|吉林省长春市朝阳区人民大街5988号⟧	⟪tracking_number|YD4400318827714⟫
⟦PERSON|韦丽⟧	⟦PHONE|17707716632⟧	⟦ADDRESS|广西南宁市青秀区民族大道136号⟧	⟪tracking_number|YD4400318827715⟫
"""),
("信用卡申请聊天", r"""
⟦PERSON|小杨⟧（银行）：⟦PERSON|唐姐⟧，您的白金卡批下来了，额度5万
⟦PERSON|唐雪⟧：好的 卡号多少
⟦PERSON|小杨⟧（银行）：⟦CARD|$mc3_s⟧，有效期⟪card_expiry|09/31⟫，背面CVV2是⟦CVV|517⟧，激活后记得改
⟦PERSON|唐雪⟧：收到，年费⟪price|680⟫是免的吧
⟦PERSON|小杨⟧（银行）：刷满6次免。您预留的地址是⟦ADDRESS|贵阳市观山湖区林城西路95号⟧对吗
"""),
("公司通讯录", r"""
部门,姓名,邮箱,分机,手机
财务部,⟦PERSON|梁静⟧,⟦EMAIL|liangjing@hengda-tech.com⟧,⟪port|8012⟫,⟦PHONE|13602241187⟧
财务部,⟦PERSON|欧阳修远⟧,⟦EMAIL|ouyangxiuyuan@hengda-tech.com⟧,⟪port|8015⟫,⟦PHONE|13760092314⟧
法务部,⟦PERSON|司马婷⟧,⟦EMAIL|simating@hengda-tech.com⟧,⟪port|8031⟫,⟦PHONE|18925517702⟧
前台,前台,⟦EMAIL|frontdesk@hengda-tech.com⟧,⟪port|8000⟫,⟪masked_phone|020-8888****⟫
"""),
("网贷催收短信", r"""
【⟪company|XX消费金融⟫】⟦PERSON|潘宇⟧您好，您的借款⟪invoice_number|JK2026083100912⟫已逾期23天，欠款⟦AMOUNT|8,736.40元⟧（含罚息⟦AMOUNT|412.18元⟧）。紧急联系人⟦PERSON|潘建军⟧（⟦PHONE|13512278809⟧）已收到通知。请尽快还款至尾号⟪masked_card|0032⟫账户。
"""),
("不动产登记信息", r"""
不动产权证书 ⟪case_number|沪（2025）徐字不动产权第018832号⟫
权利人：⟦PERSON|蔡明辉⟧、⟦PERSON|叶芳⟧（共同共有）
证件号：⟦IDCARD|$id_cao⟧ / ⟦IDCARD|$id_ye⟧
坐落：⟦ADDRESS|徐汇区龙华中路596号2201室⟧
面积 89.32㎡  用途：住宅  登记价⟪price|¥9,860,000⟫
"""),
]
