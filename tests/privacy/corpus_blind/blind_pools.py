"""Invented people, places and phrases the templates draw from.

Names come from many cultures and are written the way they turn up in real text: full name,
"Last, First", a user name (jgarcia, chen.wei), Chinese names in characters. Addresses follow
each country's own layout. Phone numbers use the national formats people actually type.
"""

from __future__ import annotations

from blind_values import Gen

# (given, family) pairs; family-first cultures are still stored as (given, family)
NAMES_LATIN = [
    ("Chen", "Garcia"), ("Priya", "Raman"), ("Olusegun", "Adeyemi"), ("María José", "Fernández"),
    ("Kenji", "Watanabe"), ("Fatima", "Al-Sayed"), ("Lars", "Øberg"), ("Siobhan", "O'Connor"),
    ("Mateus", "Oliveira"), ("Anika", "Müller"), ("Jean-Luc", "Moreau"), ("Dmitri", "Volkov"),
    ("Aroha", "Ngata"), ("Kwame", "Mensah"), ("Yuki", "Tanaka"), ("Hannah", "Schmidt"),
    ("Rafael", "Souza"), ("Aisha", "Bello"), ("Tomasz", "Nowak"), ("Ingrid", "Halvorsen"),
    ("Arjun", "Mehta"), ("Sofia", "Rossi"), ("Thabo", "Nkosi"), ("Leila", "Haddad"),
    ("Marcus", "Whitfield"), ("Camille", "Dubois"), ("Hiroshi", "Sato"), ("Ananya", "Iyer"),
    ("Diego", "Hernández"), ("Emily", "Carter"), ("Oksana", "Kovalenko"), ("Benjamin", "Okafor"),
    ("Nadia", "Petrova"), ("Rohan", "Kapoor"), ("Grace", "Liu"), ("Samuel", "Cohen"),
    ("Zeynep", "Yılmaz"), ("Lucas", "Martin"), ("Mei", "Lin"), ("Connor", "Walsh"),
]

NAMES_ZH = [
    ("张伟", "zhang.wei"), ("王芳", "wang.fang"), ("李娜", "li.na"), ("刘洋", "liu.yang"), ("陈静", "chen.jing"),
    ("杨磊", "yang.lei"), ("赵敏", "zhao.min"), ("黄晓明", "huang.xiaoming"), ("周杰", "zhou.jie"),
    ("吴婷婷", "wu.tingting"), ("徐浩", "xu.hao"), ("孙丽", "sun.li"), ("马超", "ma.chao"), ("朱琳", "zhu.lin"),
    ("胡斌", "hu.bin"), ("郭晓峰", "guo.xiaofeng"), ("林佳怡", "lin.jiayi"), ("何建国", "he.jianguo"),
    ("高雪", "gao.xue"), ("罗文", "luo.wen"), ("欧阳娜娜", "ouyang.nana"), ("司马浩然", "sima.haoran"),
    ("梁思成", "liang.sicheng"), ("宋雨琦", "song.yuqi"), ("唐嘉豪", "tang.jiahao"), ("韩雪梅", "han.xuemei"),
    ("冯子轩", "feng.zixuan"), ("邓丽华", "deng.lihua"), ("曹志强", "cao.zhiqiang"), ("谢婉清", "xie.wanqing"),
]

ADDRESSES = {
    "US": ["1427 Maple Ave, Apt 3B, Portland, OR 97205", "88 Harborview Dr, San Mateo, CA 94401",
           "3310 W Belmont Ave, Chicago, IL 60618", "19 Elm Street, Unit 2, Somerville, MA 02144",
           "4502 Ridgecrest Blvd, Austin, TX 78731",
           "725 N 3rd St, Apt 1207, Minneapolis, MN 55401", "61 Bleecker Street, 4F, New York, NY 10012",
           "2208 SE Hawthorne Blvd, Portland, OR 97214"],
    "UK": ["22 Acacia Road, Leeds LS6 2AB", "Flat 5, 71 Cowley Road, Oxford OX4 1HR",
           "14 Marlborough Crescent, Bristol BS8 3QA", "9 Fenwick Terrace, Newcastle upon Tyne NE2 2JQ",
           "3 Windsor Place, Cardiff CF10 3BX", "118 Dalry Road, Edinburgh EH11 2EZ"],
    "DE": ["Lindenstraße 14, 10115 Berlin", "Schillerplatz 3, 70173 Stuttgart",
           "Am Kirchberg 27a, 80995 München", "Hauptstraße 112, 69117 Heidelberg", "Brüsseler Str. 45, 50674 Köln",
           "Eppendorfer Weg 201, 20253 Hamburg"],
    "FR": ["18 rue des Lilas, 69003 Lyon", "42 avenue Jean Jaurès, 75019 Paris",
           "7 impasse des Tilleuls, 31400 Toulouse", "3 bis, place du Marché, 33000 Bordeaux"],
    "CN": ["北京市海淀区中关村大街27号院3号楼502室", "上海市浦东新区张杨路1588弄12号601室",
           "广东省深圳市南山区科技园南区高新南七道18号", "浙江省杭州市西湖区文三路90号东部软件园2幢",
           "四川省成都市武侯区天府大道北段1700号环球中心W6区", "湖北省武汉市洪山区珞喻路1037号",
           "江苏省南京市鼓楼区汉中路282号", "天津市南开区卫津路94号7栋2门301", "重庆市渝中区解放碑民权路28号华美大厦18楼",
           "福建省厦门市思明区环岛南路3188号", "陕西省西安市雁塔区小寨西路26号"],
    "JP": ["東京都世田谷区桜新町2-14-7", "大阪府大阪市北区梅田3-1-1 グランフロント204",
           "神奈川県横浜市中区山下町1-3 ハイツ山下502"],
    "IN": ["Flat 4B, Prestige Lakeside, 12 MG Road, Bengaluru 560001",
           "C-204, Shanti Kunj, Andheri East, Mumbai 400069",
           "H.No. 8-2-293/82, Road No. 10, Banjara Hills, Hyderabad 500034"],
    "BR": ["Rua das Flores, 245, apto 31, São Paulo - SP, 01310-100",
           "Av. Atlântica, 1702, Copacabana, Rio de Janeiro - RJ, 22021-001",
           "Rua Padre Chagas, 79, sala 402, Porto Alegre - RS, 90570-080"],
}

CONDITIONS_EN = ["type 2 diabetes", "hypertension", "major depressive disorder", "asthma", "hypothyroidism",
                 "generalized anxiety disorder", "atrial fibrillation", "chronic kidney disease stage 3",
                 "rheumatoid arthritis", "migraine with aura", "HIV", "epilepsy", "bipolar II disorder"]
MEDS_EN = ["metformin 500 mg", "lisinopril 10 mg", "sertraline 50 mg", "salbutamol inhaler", "levothyroxine 75 mcg",
           "apixaban 5 mg", "escitalopram 10 mg", "atorvastatin 20 mg", "methotrexate 15 mg weekly",
           "sumatriptan 50 mg", "lamotrigine 100 mg", "insulin glargine 20 units"]
CONDITIONS_ZH = ["2型糖尿病", "高血压", "抑郁症", "哮喘", "甲状腺功能减退", "焦虑症", "冠心病", "慢性乙型肝炎",
                 "类风湿关节炎", "偏头痛", "双相情感障碍", "痛风"]
MEDS_ZH = ["二甲双胍 0.5g", "氨氯地平 5mg", "舍曲林 50mg", "沙美特罗替卡松吸入剂", "左甲状腺素钠 50μg",
           "阿托伐他汀 20mg", "恩替卡韦 0.5mg", "艾司西酞普兰 10mg", "非布司他 40mg", "阿司匹林肠溶片 100mg"]

PRODUCTS = ["ThinkPad X1 Carbon Gen 11", "Pixel 8 Pro", "AirPods Pro 2", "Kindle Paperwhite",
            "Logitech MX Master 3S", "Dell U2723QE", "Raspberry Pi 5", "Galaxy Tab S9"]
PRODUCTS_ZH = ["小米14 Pro", "华为MateBook 14", "戴森V12吸尘器", "罗技MX Keys键盘", "iPad Air 第五代"]


class People:
    """Picks people without repeating inside one text."""

    def __init__(self, g: Gen) -> None:
        self.g = g

    def latin(self) -> tuple[str, str]:
        return self.g.choice(NAMES_LATIN)

    def full(self) -> str:
        given, family = self.latin()
        return f"{given} {family}"

    def last_first(self) -> str:
        given, family = self.latin()
        return f"{family}, {given}"

    def zh(self) -> tuple[str, str]:
        return self.g.choice(NAMES_ZH)

    def username(self, given: str, family: str) -> str:
        ascii_family = _ascii(family).lower().replace("'", "").replace("-", "")
        ascii_given = _ascii(given).lower().replace(" ", "").replace("-", "")
        return self.g.choice([ascii_given[0] + ascii_family, f"{ascii_given}.{ascii_family}",
                              f"{ascii_family}.{ascii_given}", f"{ascii_given}_{ascii_family}"])

    def email(self, given: str, family: str) -> str:
        domain = self.g.choice(["gmail.com", "outlook.com", "proton.me", "acme-corp.com", "northwind.io",
                                "uni-heidelberg.de", "yahoo.co.jp", "qq.com", "163.com", "fastmail.fm"])
        local = self.username(given, family) if self.g.r.random() < 0.7 else _ascii(given).lower() + \
            self.g.digits(2)
        return f"{local}@{domain}"

    def zh_email(self, pinyin: str) -> str:
        return f"{self.g.choice([pinyin, pinyin.replace('.', ''), pinyin.replace('.', '_') + self.g.digits(2)])}@" \
            f"{self.g.choice(['qq.com', '163.com', '126.com', 'foxmail.com', 'alibaba-inc.com', 'bytedance.com'])}"


def _ascii(s: str) -> str:
    table = str.maketrans("ØøéáíóúüöäñçşıãÁÉ", "OoeaiouuoancsiaAE")
    return s.translate(table)


def phone(g: Gen, country: str) -> str:
    if country == "CN":
        p = g.choice(["138", "139", "135", "186", "158", "177", "199", "152"]) + g.digits(8)
        shape = g.r.randint(0, 3)
        if shape == 0:
            return p
        if shape == 1:
            return f"+86 {p[:3]} {p[3:7]} {p[7:]}"
        if shape == 2:
            return f"{p[:3]}-{p[3:7]}-{p[7:]}"
        return f"+86-{p}"
    if country == "CN_LANDLINE":
        return g.choice(["010-", "021-", "0755-", "(0571) "]) + g.digits(8, first_nonzero=True)
    if country == "US":
        a, b, c = g.choice(["415", "503", "312", "617", "512", "646", "206"]), g.r.randint(201, 989), g.digits(4)
        return g.choice([f"({a}) {b}-{c}", f"{a}-{b}-{c}", f"+1 {a} {b} {c}", f"{a}.{b}.{c}"])
    if country == "UK":
        return g.choice([f"07{g.digits(3)} {g.digits(6)}", f"+44 7{g.digits(3)} {g.digits(6)}",
                         f"020 7{g.digits(3)} {g.digits(4)}"])
    if country == "DE":
        return g.choice([f"+49 30 {g.digits(8, True)}", f"0151 {g.digits(8, True)}", f"+49 171 {g.digits(7, True)}"])
    if country == "FR":
        d = [g.digits(2) for _ in range(4)]
        return g.choice([f"06 {d[0]} {d[1]} {d[2]} {d[3]}", f"+33 7 {d[0]} {d[1]} {d[2]} {d[3]}"])
    if country == "JP":
        return g.choice([f"090-{g.digits(4)}-{g.digits(4)}", f"+81 80-{g.digits(4)}-{g.digits(4)}"])
    if country == "IN":
        return g.choice([f"+91 9{g.digits(4)} {g.digits(5)}", f"98{g.digits(3)}-{g.digits(5)}"])
    if country == "BR":
        return g.choice([f"(11) 9{g.digits(4)}-{g.digits(4)}", f"+55 21 9{g.digits(4)}-{g.digits(4)}"])
    raise ValueError(country)
