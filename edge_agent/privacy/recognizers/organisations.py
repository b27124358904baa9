"""Company and shop names are not persons (issue 15, round 6).

spaCy's small model and the name lists take many organisation names for people: "Meridian Advisory",
"Larkspur Analytics", "Sunrise Dental", "Hartwell & Pryce Joinery Ltd", "Restaurant Bouchon", "Morgan
Stanley", "深圳市腾达科技有限公司". A PERSON candidate is an organisation, and is dropped, when
- its last word, or the word that follows it (after "&"/"and" and one more name at most), is an
  organisation word: a legal form (Ltd, GmbH, S.A., 有限公司), or a word for a kind of business that is not
  also a common surname (Analytics, Dental, Surgery, Books, Bakery; not "Law", "Hall", "Church", "Banks");
- a business-kind word stands right before it ("Restaurant X", "Hotel X", "Notariat X", "Café X");
- it is a well-known company named after people, or a brand the model tags as a name;
- (Chinese) it is followed directly by a business word (科技, 公司, 银行, 医院, 之家 …).
A name with a title ("Dr Harriet Lowe, Riverside Surgery") keeps the person: only the organisation's own
words are tested, never the text after a comma.
"""
from __future__ import annotations

import regex as re

from edge_agent.privacy.english_words import is_word
from edge_agent.privacy.recognizers import name_lists

# Legal forms. Long ones in any case ("Ltd", "LTD"); the two-letter ones only as written ("AG", "Oy"), since
# "as", "se" and "co" are words too.
_LEGAL_ANY_CASE = r"Inc|Incorporated|Ltd|Limited|LLC|LLP|PLC|GmbH|gGmbH|KGaA|Corp|Corporation|Company|SARL|SpA|Pty|Pvt|Pte|Sdn\s+Bhd|Bhd"
_LEGAL = (r"L\.L\.C\.|LP|AG|KG|OHG|UG|e\.V\.|SE|SA|S\.A\.|SAS|S\.A\.S\.|S\.à\s?r\.l\.|SRL|S\.r\.l\.|Srl|S\.p\.A\.|BV|B\.V\.|NV|"
          r"N\.V\.|AB|ASA|AS|A/S|ApS|Oy|Oyj|Tbk|K\.K\.|KK|Co|Co\.|Cie|S\.L\.|SL|S\.C\.|Kft|Zrt|sp\.\s?z\s?o\.o\.|s\.r\.o\.|a\.s\.|"
          r"d\.o\.o\.|OÜ|UAB|SIA|JSC|PJSC|OOO|ООО|Lda\.?")
# Kinds of business. Words that are also common surnames or given names are left out (Law, Hall, Church,
# Banks, Bell, Price, Bar, Mills), and words that follow a name as a field ("Mobile", "Security").
_KINDS = (r"Group|Holdings?|Partners|Associates|Consulting|Consultants|Consultancy|Advisory|Advisors|Advisers|Analytics|Capital|"
          r"Ventures|Labs?|Laboratories|Technologies|Technology|Tech|Systems|Solutions|Software|Networks|Digital|Media|Studios?|"
          r"Logistics|Industries|Enterprises|International|Global|Worldwide|Foundation|Fdn|Retreats|Guild|Bank|Bancorp|Credit\s+Union|CU|Insurance|"
          r"Assurance|Financial|Finance|Securities|Investments?|Realty|Properties|Property|Estates|Construction|"
          r"Builders|Joinery|Roofing|Plumbing|Electrical|Engineering|Energy|Motors|Automotive|Airlines?|Airways|Foods?|Farms?|"
          r"Bakery|Brewery|Brewing|Coffee|Café|Cafe|Bistro|Kitchen|Grill|Pizzeria|Trattoria|Brasserie|Restaurant|Diner|Hotels?|"
          r"Resorts?|Hostel|Surgery|Clinic|Clinics|Dental|Dentistry|Orthodontics|Pharmacy|Chemists?|Hospital|Medical|"
          r"Healthcare|Practice|Physiotherapy|Veterinary|Vets|Solicitors|Attorneys|Accountants|Accounting|Academy|School|"
          r"College|University|Institute|Books|Bookshop|Bookstore|Stores?|Shop|Boutique|Market|Mart|Supermarket|Outfitters|Outdoor|"
          r"Apparel|Garage|Autos?|Traders|Trading|Imports|Exports|Supplies|Supply|Services|Agency|Management|Marketing|Designs?|"
          r"Printing|Publishing|Publishers|Records|Entertainment|Productions|Films|Pictures|Games|Gaming|Sports|Fitness|Gym|"
          r"Salon|Spa|Barbers|Florist|Florists|Gallery|Theatre|Theater|Cinema|Telecom|Communications|Wireless|Pharma|"
          r"Pharmaceuticals|Biotech|Therapeutics|Diagnostics|Robotics|Aerospace|Dynamics|Electronics|Instruments|Chemicals|"
          r"Materials|Metals|Mining|Petroleum|Utilities|Transport|Transportation|Freight|Shipping|Couriers|Supermarkt|Supermercado|"
          r"Supermarché|Casino|Mall|Airport|Aeropuerto|Aéroport|Flughafen|"
          r"Removals|Cleaning|Hardware|Furniture|Interiors|Textiles|Cosmetics|Beauty|Jewellers|Jewelers|Optical|Opticians|"
          r"Rentals|Leasing|Dealership|Notariat|Kanzlei|Apotheke|Immobilien|Steuerberatung|Verlag|Werke|"
          r"Handel|Versand|Zahnarztpraxis|Praxis|[Ll]egesenter|[Ll]egekontor|[Vv]årdcentral|[Ll]ægehus|Clinique|Boulangerie|Pâtisserie|Librairie|Pharmacie|Cabinet|Agence|Banque|"
          r"Assurances|Farmacia|Ristorante|Panaderia|Panadería|Abogados|Asesores|Inmobiliaria|Construcciones|Hermanos|Hnos|"
          r"Family\s+Practice|Medical\s+Centre|Medical\s+Center|Health\s+Centre|Health\s+Center|Day\s+Spa|"
          # round 14
          r"Tutoring|Tuition|Mutual|Heating|Architects|Lettings|Staffing|Recruitment|Marine|Solar|"
          r"Patisserie|Residences|Apartments|NHS\s+Trust|"
          # round 15: clubs, parishes, travel desks; compounds that end in a kind of business (Konzertagentur,
          # Universitetssjukhuset, Zahnklinik)
          r"FC|AFC|RFC|CC|Wanderers|Rovers|Parish|Regional|Reservations|Holidays|Tours|Travel\s+Agency|"
          # round 38: outdoor and craft trades ("Skylark Balloon Flights", "Lembongan Reef Divers", "Tremayne Thatching")
          r"Flights|Ballooning|Divers|Diving|Coasteering|Kayaks?|Kayaking|Taxidermy|Thatching|Thatchers|"
          # round 16: a house's name read as a person's ("Rose Cottage", "Oak Farmhouse")
          r"Cottages?|Farmhouse|Manor|Mews|Barns|Water|"
          r"\p{Lu}\p{Ll}+(?:agentur|sjukhuset|sjukhus|kliniken|klinik|verein|gesellschaft|zentrum|versicherung)|"
          # round 17: centres, public bodies and places a name is given to ("Justice Centre", "Travis County", "Tiger
          # Peak"); Dutch compounds of a trade ("Van Leeuwen Salarisadministratie")
          r"Cent(?:re|er)s?|Tribunal|Prison|Mosque|Synagogue|Gurdwara|Cathedral|Abbey|Priory|Museum|Library|Archives?|"
          r"Council|Trust|Co-op|Coop|Cooperative|Co-operative|Collective|Charity|Society|Association|Federation|League|"
          r"Commission|Authority|Department|Ministry|Embassy|Consulate|Station|Terminal|Harbou?r|Marina|Stadium|Arena|"
          r"County|Borough|District|Township|Prefecture|Peak|Valley|Ridge|Falls|Beach|Islands?|Forest|Canyon|Glacier|"
          r"Hospice|Mansion|Barn|Works|Rental|Relocations|Vet|Chronicle|Gazette|Tribune|Courier|Cinemas|Theatres|"
          r"Drilling|Packaging|Haulage|Trucking|Cargo|Contractors|Minicabs|Cabs|Taxis|Partnerships|Bakes|Choir|Orchestra|"
          r"Ensemble|Chorus|Singers|B&B|"
          # round 20: trades of a building site, cruise and ferry lines, laboratories
          r"Civils|Groundworks|Scaffolding|Demolition|Landscaping|Landscapes|Glazing|Fencing|Paving|Surveyors|Drainage|"
          r"Seas|Cruises?|Voyages|Ferries|Coaches|Towing|Genomics|Genetics|Biosciences|Biologics|"
          r"Rangers|Athletic|Utd|Albion|Harriers|Hotspur|Racecourse|Raceway|Speedway|"
          # round 21: care services, associations, tour operators, rescue teams, "…Tech" compounds
          r"Care|Assoc|Journeys|Expeditions|Adventures|Excursions|Rescue|MRT|\p{Lu}\p{Ll}+Tech|"
          # round 22: farms, animals' and gardens' trades, therapies, homes and projects
          r"Farms?|Dairy|Dairies|Stables|Equestrian|Kennels|Cattery|Grooming|Groomers|Nursery|Nurseries|Orchards?|"
          r"Vineyards?|Allotments|Nurseries|Arboriculture|Tree\s+Surgeons?|Podiatry|Chiropody|Osteopathy|Osteopaths|"
          r"Chiropractic|Physiotherapy|Audiology|Hearing|Dermatology|Counselling|Counseling|Wellbeing|Wellness|"
          r"Rehab|Rehabilitation|Homes|Seaways|Project|"
          # round 23: practices, trades and groups the development corpora name ("Little Acorns Paediatrics", "Smile Lane
          # Dental", "Marsh Bookkeeping", "Keystone Mortgages", "Marchmont Estates", "Maplewood PTA")
          r"Dental|Paediatrics|Pediatrics|Childminding|Bookkeeping|Mortgages|Estates|Monitoring|Deli|Patisserie|PTA|"
          r"Portfolio|Orthodontics|Opticians|Optometrists|Midwifery|Catering|Eatery|Brewery|Roasters|"
          r"\p{Lu}\p{Ll}+(?:administratie|advies|adviseurs|bureau|groep|diensten|techniek|makelaardij|installaties)|"
          # round 24: installers, transport links, food delivery, workshops ("WattHome Installs", "Irish Sea Link",
          # "Speedy Bites", "Hackney Wheelworks")
          r"Installs|Installations|Installers|Link|Bites|\p{Lu}\p{Ll}+works|"
          # round 25: trades of the development corpora's funeral, storage, removals and energy firms ("Greyfriars Pawn",
          # "Kinloch Memorials", "Brennan Skip Hire", "Lee Valley Renewables", "Hana Express Moving"), universities
          # named in their own language, burial grounds
          r"Pawn|Pawnbrokers?|Pawnshop|Locksmiths?|Memorials|Masons|Monumental|Moving|Movers|Caskets?|Coffins|Funerals|"
          r"Hire|Renewables|Mgmt|Storage|Takeaway|Suites|Rooms|Physio|Express|Travel|Energia|Energía|Energie|Reisen|"
          r"Université|Universität|Universiteit|Universiti|Universidad|Università|Hochschule|Hogeschool|"
          r"Cemetery|Churchyard|Crematorium|Graveyard|Politechnika|Politecnico|Polytechnic|Uniwersytet|Universidade|"
          r"Universitas|JMB|MCST|Strata|"  # (not "HOA": a Vietnamese given name, "NGUYEN/THI HOA")
          # round 27: public services and desks ("Avon and Somerset Police", "Chester-le-Street Jobcentre", "Found
          # Property Office", "Developer Support", "St. Luke's Cardiology")
          r"Police|Constabulary|Jobcentre|Office|Support|Helpdesk|Cardiology|Radiology|Oncology|Neurology|Urology|"
          # round 29: a workshop, a stylist's business ("Cake Atelier", "Monroe Abbott Styling")
          r"Atelier|Styling|"
          # round 30: clubs, campsites, cabins, lettings, liveries, treks, repairers and upholsterers ("Strathearn Golf Club",
          # "Bryn Tawel Campsite", "Eryri Holiday Lets", "Kovacs Camera Repair"); Dutch associations ("…vereniging")
          r"Club|Campsites?|Cabins|Lets|Livery|Treks?|Upholstery|Repairs?|Tailors|Tailoring|Framing|Skips|Sporting|"
          r"\p{Lu}\p{Ll}+vereniging|"
          # round 31: the trades of blind64-67's errors ("Keystone Mobility", "Cheshire Tankers", "Brightflue Sweeps",
          # "Ellery & Daughter Antiques", "Mr Bubbles Events", "Lone Star Karaoke Lounge", "… Observatory")
          r"Mobility|Stairlifts|Tankers|Sweeps|Antiques|Events|Lounge|Observatory|"
          # round 33: studios and practices of blind72-75 ("Bondi Bliss Yoga", "Cedar Hands Bodywork", "Bryn Teg Apiaries",
          # "Santos Relocation"); Dutch and German funds and student services ("Van Rossem Studiefonds", "Studierendenwerk")
          r"Yoga|Pilates|Bodywork|Massage|Acupuncture|Apiaries|Apiary|Relocation|\p{Lu}\p{Ll}+(?:fonds|werk)|"
          # round 36: laundries, valeters, first aid trainers, registers ("Bubbles Launderette", "ShineBay Valeting",
          # "St Brendan First Aid", "Centralised Organ Donation Register", "Clearflow Septic", "Wessex Softeners")
          r"Launderette|Laundrette|Laundromat|Laundry|Valeting|Valeters|Aid|Register|Registry|Septic|Softeners?|Timber|"
          r"Lumber|Sawmills?")
ORG_WORD = re.compile(r"(?:" + _KINDS + r"|" + _LEGAL + r"|(?i:" + _LEGAL_ANY_CASE + r"))\.?")
# Kinds of business that come before the name ("Restaurant Bouchon", "Hotel Adlon", "Notariat Braun").
_PREFIX = re.compile(r"(?:Restaurant|Ristorante|Trattoria|Brasserie|Bistro|Café|Cafe|Hotel|Hostal|Pension|Notariat|Kanzlei|Praxis|"
                     r"Apotheke|Pharmacie|Farmacia|Clinique|Clínica|Clinica|Boulangerie|Librairie|Bank|Banco|Banque|Cabinet|"
                     r"Agence|Studio|Atelier|Galerie|Gallery|Bäckerei|Metzgerei|Autohaus|Hotel|Motel|Club|Casa|Maison|"
                     r"Kelab|Jachthaven|Camping|Casas|Stichting|"  # round 30: a club in Malay, a marina in Dutch, a campsite
                     # round 7: kinds of business written before the name in Spanish, Portuguese, Italian, Dutch, French
                     r"Inmobiliaria|Imobiliária|Imobiliaria|Immobiliare|Agencia|Agência|Supermercado|Supermercato|Supermarkt|"
                     r"Supermarché|Restaurante|Pousada|Hostal|Clínica|Farmácia|Drogaria|Ótica|Óptica|Padaria|Panadería|"
                     r"Librería|Livraria|Ferretería|Taller|Oficina|Academia|Colegio|Escuela|Escola|Tienda|Loja|Boutique|"
                     # round 29: wineries and nurseries ("Château Margaux", "Kwekerij Van der Berg")
                     r"Château|Chateau|Domaine|Bodega|Bodegas|Weingut|Cantina|Tenuta|Quinta|Kwekerij|Gärtnerei)\s+$")
# Well-known companies whose names read as people's, and brands the small model tags PERSON.
KNOWN_COMPANIES = frozenset(s.lower() for s in (
    "Ofsted", "Ofcom", "Ofgem", "Ofwat", "Ofqual",  # round 36: the UK's regulators
    "American Express", "Amex", "Morgan Stanley", "Goldman Sachs", "Wells Fargo", "Charles Schwab", "Merrill Lynch", "Ernst & Young", "Johnson & Johnson",
    "Procter & Gamble", "Marks & Spencer", "Marks and Spencer", "John Lewis", "Ben & Jerry's", "Harley-Davidson",
    "Hewlett-Packard", "Hewlett Packard", "Lockheed Martin", "Northrop Grumman", "Booz Allen", "Booz Allen Hamilton",
    "Arthur Andersen", "Price Waterhouse", "PricewaterhouseCoopers", "Baker McKenzie", "Clifford Chance", "Allen & Overy",
    "Jones Day", "Sullivan & Cromwell", "Tommy Hilfiger", "Ralph Lauren", "Calvin Klein", "Louis Vuitton", "Christian Dior",
    "Hugo Boss", "Estée Lauder", "Estee Lauder", "Kate Spade", "Michael Kors", "Tory Burch", "Giorgio Armani", "Dolce & Gabbana",
    "Jimmy Choo", "Ted Baker", "Paul Smith", "Vivienne Westwood", "Stella McCartney", "Thomas Cook", "Walt Disney",
    "Warner Bros", "Warner Brothers", "John Deere", "Jack Daniel's", "Johnnie Walker", "Jim Beam", "Levi Strauss",
    "Philip Morris", "Eli Lilly", "Bristol Myers Squibb", "Bristol-Myers Squibb", "Bausch & Lomb", "Roche", "Rolls-Royce",
    "Rolls Royce", "Aston Martin", "Mercedes-Benz", "Mercedes Benz", "Robert Bosch", "Ferrari", "Porsche", "Lamborghini",
    "Dell", "Ford", "Tesla", "Boeing", "Siemens", "Philips", "Bosch", "Barclays", "Lloyds", "HSBC", "Santander", "Revolut",
    "Monzo", "Wise", "Stripe", "Square", "Klarna", "Adyen", "PayPal", "Venmo", "Zelle", "Chase", "Citi", "Citibank",
    "Deloitte", "KPMG", "McKinsey", "Bain", "Accenture", "Sotheby's", "Christie's", "Macy's", "Kohl's", "Dillard's",
    "Nordstrom", "Sainsbury's", "Morrisons", "Tesco", "Waitrose", "Aldi", "Lidl", "Costco", "Walmart", "Target", "Kroger",
    "McDonald's", "Wendy's", "Domino's", "Trader Joe's", "Dunkin", "Starbucks", "Chipotle", "Nando's", "Greggs",
    "Telstra", "Optus", "Vodafone", "Verizon", "Comcast", "Orange", "Airbnb", "Uber", "Lyft", "Grab", "Gojek", "Deliveroo",
    "DoorDash", "Netflix", "Spotify", "Hulu", "Disney", "Amazon", "Apple", "Google", "Microsoft", "Meta", "Oracle", "Salesforce",
    "Shopify", "Atlassian", "Slack", "Zoom", "Dropbox", "GitHub", "GitLab", "Bitbucket", "Jira", "Notion", "Figma", "Canva",
    "Adobe", "Intel", "Nvidia", "Samsung", "Huawei", "Xiaomi", "Lenovo", "Tata", "Mahindra", "Wipro", "Infosys", "Reliance",
    "Cathay Pacific", "Singapore Airlines", "Emirates", "Qantas", "Lufthansa", "Ryanair", "EasyJet", "Delta", "Hilton",
    "Marriott", "Hyatt", "Accor", "Ikea", "IKEA", "Zara", "H&M", "Uniqlo", "ASOS", "Boots", "Superdrug", "Ocado", "Etsy",
    "eBay", "Alibaba", "Tencent", "Baidu", "Meituan", "Pinduoduo", "Rakuten", "Mercari", "Coupang", "Naver", "Kakao",
    # round 7: software, services, apps and retailers whose names read as people's or that the model tags PERSON
    "Kafka", "Jenkins", "Airtable", "Firefox", "Chrome", "Safari", "Edge", "Opera", "Brave", "Grafana", "Kibana", "Heroku",
    "Vercel", "Netlify", "Twilio", "SendGrid", "Mailchimp", "Zendesk", "Trello", "Asana", "Basecamp", "Confluence",
    "Sentry", "Datadog", "PagerDuty", "Okta", "Auth0", "Postman", "Docker", "Kubernetes", "Terraform", "Ansible", "Nginx",
    "Redis", "Elasticsearch", "Splunk", "Tableau", "Looker", "Snowflake", "Databricks", "Bamboo", "Bugsnag", "Calendly",
    "Careem", "Talabat", "Noon", "Swiggy", "Zomato", "Paytm", "Flipkart", "Tokopedia", "Shopee", "Lazada",
    "Traveloka", "Agoda", "Expedia", "Skyscanner", "Trivago", "WhatsApp", "Telegram", "Signal", "Viber", "Zalo", "WeChat",
    "LINE", "Jumbo", "Albert Heijn", "Carrefour", "Mercadona", "Safeway", "Woolworths", "Sephora", "Decathlon",
    "Marina Bay Sands", "Nest", "Cortana", "Bixby",
    # Chinese brands and institutions the name finders can take for a name
    "星巴克", "海底捞", "支付宝", "微信", "淘宝", "天猫", "京东", "美团", "饿了么", "滴滴", "顺丰", "拼多多", "小米", "华为", "腾讯",
    "阿里巴巴", "阿里", "百度", "字节跳动", "抖音", "快手", "网易", "携程", "招商银行", "工商银行", "建设银行", "农业银行",
    "中国银行", "交通银行", "平安", "中国移动", "中国联通", "中国电信", "麦当劳", "肯德基", "瑞幸", "喜茶", "奈雪", "蜜雪冰城",
    "必胜客", "宜家", "优衣库", "屈臣氏", "盒马", "大众点评", "小红书", "哔哩哔哩", "知乎", "微博", "链家", "贝壳", "闲鱼",
    "丰巢", "菜鸟", "中通", "圆通", "韵达", "申通", "极兔", "德邦", "安居客", "钉钉", "飞书", "企业微信", "蔚来", "理想", "比亚迪",
    "格力", "美的", "海尔", "联想", "中兴", "大疆", "茅台", "同仁堂", "全家", "罗森", "7-11", "沃尔玛", "家乐福", "永辉", "苏宁", "国美",
    # round 17: jewellers and a fertiliser maker named like people
    "周大福", "周生生", "周六福", "六福珠宝", "谢瑞麟", "老凤祥", "潮宏基", "老庙黄金", "史丹利",
))
# Chinese: a candidate directly followed by one of these is a business ("腾达科技", "小米之家", "海底捞火锅").
_ZH_BUSINESS = re.compile(r"^(?:律师事务所|律师所|中心|康复|口腔|留学|健身|培训|教育|书法|风水|家政|养老|康养|社区|卫生院|幼儿园|学校|中学|小学|"
                          r"俱乐部|协会|基金会|会所|美容|书店|花店|驿站|支行|分行|营业部|分公司|子公司|门诊部|科技|技术有限|网络科技|信息技术|软件|电子商务|公司|有限|集团|股份|控股|实业|贸易|商贸|银行|证券|保险|基金|"
                          r"医院|诊所|大药房|药房|大学|学院|研究院|研究所|事务所|律所|工作室|酒店|宾馆|饭店|餐厅|火锅|超市|商场|百货|"
                          r"之家|门店|专卖店|旗舰店|便利店|物流|速运|传媒|地产|置业|物业|制药|"
                          # round 16: shops and trades named after their owner ("孟氏车行", "老王麻辣烫", "易鑫金融")
                          r"车行|金融|麻辣烫|汽修|餐饮|小吃|烧烤|面馆|奶茶|茶餐厅|快餐|米线|饺子馆|理发|美发|洗车|维修|装饰|装修|"
                          r"建材|家具|五金|电器|数码|眼镜|影楼|婚庆|摄影|租车|驾校|烘焙|蛋糕|水果|生鲜|"
                          # round 20: organisers, clubs and trades ("厦门马拉松组委会", "蓝天跑团", "徐汇公证处")
                          r"组委会|委员会|跑团|车队|球队|战队|联合会|商会|合作社|公证处|当铺|典当|金店|"
                          # round 17: clan halls, co-operatives, international firms ("陈氏宗祠", "鲁信国际经济…")
                          r"宗祠|祠堂|家祠|祖祠|宗亲会|合作社|专业合作社|国际|献血屋|回收|院区|分院|校区|月子|服务|干洗|洗衣|水电|茶社|茶馆|茶楼|"
                          # round 24: a children's practice, a roast-meat shop
                          r"儿科|烧腊|烧鹅|甜品|"
                          # round 29: a clan's genealogy ("濮阳吴氏宗谱")
                          r"宗谱|族谱|家谱|"
                          # round 25: removals, energy and consulting firms, auctioneers, cemeteries ("小蓝搬家", "嘉兴阳光新能源")
                          r"搬家|新能源|能源|光伏|咨询|拍卖|陵园|墓园|殡仪|殡葬|石材|仓储|开锁|保全|安保|学金|奖学金|助学金)")

# org words that are also given names or titles, which may start a person's name
_PERSON_FIRST = re.compile(r"Bank|Chase|Sky|Summer|Valley|Forest|Beach|Grant|Trust|Co|CC|SE|SA|AS|AB|AG|KG")
_AFTER = re.compile(r"[ \t](\p{Lu}[\p{L}.&/]*)(?![\p{L}]|\s*[:：])")
_AFTER_JOINED = re.compile(r"(?:[ \t]*(?:&|\+)[ \t]*\p{Lu}[\p{L}'’\-]+)?[ \t](\p{Lu}[\p{L}.&/]*)(?![\p{L}]|\s*[:：])")
_AFTER_LEGAL = re.compile(r"(?:[ \t]+\p{Lu}[\p{L}'’\-]+){1,2}[ \t]+(?:" + _LEGAL + r"|" + _LEGAL_ANY_CASE + r")(?![\p{L}])")
# two capitalised words after it, the second a kind of place or business: "[Ashton] Court Mansion" (round 17)
_AFTER_TWO = re.compile(r"[ \t]\p{Lu}[\p{L}'’\-]+[ \t](\p{Lu}[\p{L}.&/]*)(?![\p{L}]|\s*[:：])")
# a place of care or a firm before a colon: "Dr Ng Sexual Health Clinic: Hi Kelvin" (a field's label is no such word)
_DASH = re.compile(r"\s[—–|]\s")
_AFTER_COLON = re.compile(r"[ \t](?:Clinic|Surgery|Hospital|Pharmacy|Dental|Practice|Solicitors|Architects|Cruises|Ltd|"
                          r"Limited|LLP|LLC|Inc)\.?\s*[:：]")
_AND_CO = re.compile(r"\s*(?:&|and|\+)\s*(?:Co\b|Sons\b|Partners\b|Associates\b)")


# (round 29: no verb or particle anywhere before the body's word, not only first: "王芳明天到公司" is a person going
# to work; and clubs, committees, centres, catteries and traders: "毛孩子宠物寄养中心", "金桂苑业主委员会", "牛牛钢琴进出口")
_ZH_ORG_LATER = re.compile(r"(?:(?![在到去从于是的和跟与给让叫说把被对向为来回已也都就还要会及或带找见约请问])\p{Han}){1,8}?"
                           r"(?:有限公司|公司|集团|诊所|医院|事务所|工作室|共享办公|办公室?|酒店|餐厅|饭店|"
                           r"中心|委员会|业委会|俱乐部|协会|商会|基金会|进出口|猫舍|犬舍|合唱团|剧社|剧团|艺术团|车队|酒庄|酒厂|农场|牧场|"
                           r"苗圃|园艺|商行|工厂)(?!\p{Han})")
_ZH_ORG_INSIDE = re.compile(r"银行|支行|分行|公司|集团|医院|大学|学院|酒店|超市|研究所|事务所|有限|科技|律所|诊所|药房|童军|童軍|"
                            r"组委会|委员会|跑团|公证处|搬家|新能源|咨询|拍卖|陵园|墓园|殡仪|奖学金|助学金|励学金|"
                            r"教育|培训|风水|工作室|协会|俱乐部")  # (round 37: a school's, a feng shui firm's, a studio's name)
_KNOWN_MULTI = tuple(k for k in KNOWN_COMPANIES if " " in k or len(k) >= 5)
# the same, indexed by first word (speed only: one dictionary look-up per candidate instead of a scan of the list)
_KNOWN_BY_FIRST: dict[str, tuple[str, ...]] = {}
for _k in _KNOWN_MULTI:
    _KNOWN_BY_FIRST[_k.split()[0]] = _KNOWN_BY_FIRST.get(_k.split()[0], ()) + (_k,)


# round 17: what stands before a place's or a body's name ("University of Hull", "Bank of Ireland", "City of Leeds")
_OF_BEFORE = re.compile(r"(?:University|College|Institute|School|Museum|Bank|Church|Cathedral|Diocese|Ministry|Department|"
                        r"Dept\.?|Council|Borough|County|City|Port|Society|Academy|Library|Archives?|Friends|Hospital|"
                        r"Cent(?:re|er)|Faculty|Province|State|Republic|Kingdom|Duchy|Isle|Bay|Gulf|Chamber|Court|Office)"
                        r"\s+of\s+(?:the\s+)?$")
# countries, regions and a few large cities that end a company's or a body's name ("Novamed China", "Justice Centre
# Hong Kong", "Forward Leeds"): no person's name ends in them
_REGION_LAST = re.compile(r"(?:\s(?:Hong\s+Kong|China|India|Japan|Singapore|Malaysia|Korea|Taiwan|Asia|Europe|Africa|UK|USA|"
                          r"U\.S\.|EU|Canada|Australia|Germany|France|Italy|Spain|Netherlands|Sweden|Norway|Denmark|Finland|"
                          r"Scotland|England|Britain|Leeds|Manchester|Birmingham|Glasgow|Edinburgh|Beijing|Shanghai|Shenzhen|"
                          r"Guangzhou|Tokyo|Seoul|Dubai|APAC|EMEA|Americas|Nordics?|Pacific|"
                          # round 29: European capitals and large cities ("Architektenkammer Wien")
                          r"Wien|Vienna|Berlin|München|Munich|Hamburg|Frankfurt|Zürich|Zurich|Amsterdam|Brussels|"
                          r"Bruxelles|Madrid|Barcelona|Milano|Milan|Dublin|Lisbon|Prague|Warsaw|Stockholm|Oslo|"
                          r"Copenhagen|Helsinki|Toronto))$")
# a place's or a facility's word after it in lower case ("Märsta reception centre", "Hollins detention centre")
_FACILITY_AFTER = re.compile(r"[ \t]+(?:reception|detention|removal|asylum|community|leisure|sports|health|medical|shopping|"
                             r"distribution|call|data|visitor|garden|conference|business|immigration|family|youth|day|"
                             r"care|rehab|recovery|treatment|training|test|testing|vaccination|donor|blood|holding|transit)"
                             r"[ \t]+(?:cent(?:re|er)|unit|facility|home|hub|camp)\b|[ \t]+(?:branch|campus|depot|camp|mine|field\s+office|"
                             r"building|lecture\s+theatre)(?![A-Za-z])")  # (round 25: "the Bob Champion building")
# ... or ending the candidate itself ("Headingley branch", as the tagger may add it)
_FACILITY_END = re.compile(r"[ \t](?:branch|campus|depot|office|cent(?:re|er)|clinic|surgery)$")
_POLISH_FORM = re.compile(r"\.\s?(?:z\s?o\.\s?o\.|[jk]\.|p\.)")
_NEXT_WORD = re.compile(r"[ \t]\p{Lu}\p{Ll}+")


def _next_word(text: str, end: int) -> str:
    m = _NEXT_WORD.match(text, end)
    return m.group() if m else ""


# round 30: a park or a ground of a kind ("Wyndcliffe Caravan Park", "Hatchlands Clay Ground"; "Jenny Park" stays a name)
_PARK_END = re.compile(r"[ \t](?:Caravan|Touring|Holiday|Country|Business|Retail|Industrial|Trading|Science|Leisure|Theme|"
                       r"Safari|Trampoline|Adventure|Water)\s+Park$|[ \t](?:Clay|Shooting|Sports?|Football|Cricket|Rugby)\s+Grounds?$")
# a timetable's or a route's verb before a place ("Departs Stromness: 06:30")
_ROUTE_VERB = re.compile(r"(?:Departs|Departing|Arrives|Arriving|Dep\.?|Arr\.?|Via|Leaves|Calling\s+at)\s")


# the value of a field that names a business ("Merchant: Tallis Bakes", "俱乐部：广州龙狮", sign_name = 悦颜美发)
_ORG_KEY = re.compile(r"(?:^|[\n|,;{(\[])[ \t]*[\"']?(?:(?i:(?:company|merchant|organi[sz]ation|club|vendor|supplier|shop|"
                      r"store|brand|sign_name|business(?:[_ ]name)?|employer_name|institution|trading[_ ]as|company[_ ]name|"
                      # round 37: where one stays or learns, a seller's shop
                      r"hotel|venue|school|studio|stockist|retailer)\b)|商户|俱乐部|公司名?称?|单位名称|"
                      r"供应商|商家|店名|品牌)[\"']?\s*[:：=]\s*[\"']?$")  # (a field's own line: not "Signed for the company:")


def is_organisation(text: str, start: int, end: int) -> bool:
    """Whether the PERSON candidate text[start:end] names an organisation (see the module docstring)."""
    if "\n" in text[start:end]:  # a name found across a line break ("Mohammed Johnson\nProperty"): its first line
        end = text.index("\n", start)
    dash = _DASH.search(text, start, end)
    if dash:  # a heading's parts: "Aurora Seas — Onboard Account Statement" (round 20)
        end = dash.start()
    span = text[start:end].strip()
    if not span:
        return False
    low = span.lower()
    if low in KNOWN_COMPANIES or low.rstrip("'’s") in KNOWN_COMPANIES:
        return True
    if "\u4e00" <= span[0] <= "\u9fff":
        if _ZH_ORG_INSIDE.search(span):
            return True  # "建设银行成都武侯支行", "北京云栈科技有限公司" taken whole
        if span[-1] in "省市区县镇乡村路街":
            return True  # a district or a street read as a name: "徐汇区", "武侯区"
        if span[-1] in "说讲问让叫的和与跟":
            return False
        # round 24: a business's word across the candidate's end ("曹氏车" + "行"): the learned tagger cut a shop's name
        for k in (1, 2):
            if len(span) > k and (b := _ZH_BUSINESS.match(text[end - k:end + 5])) and b.end() > k:
                return True
        # round 24: or a word or two later, in the same run of characters ("深圳蓝鲸空间管理有限公司", "童乐儿科诊所")
        return bool(_ZH_BUSINESS.match(text[end:end + 5]) or _ZH_ORG_LATER.match(text, end, end + 12))
    if _OF_BEFORE.search(text, max(0, start - 30), start) or _FACILITY_AFTER.match(text, end, end + 40) \
            or _ORG_KEY.search(text, max(0, start - 30), start) and not _person_shaped(span) \
            or _FACILITY_END.search(span) or _PARK_END.search(span + _next_word(text, end)) \
            or _ROUTE_VERB.match(span) or (" " in span and _REGION_LAST.search(span)):
        return True
    first = low.split()[0] if low.split() else ""
    if any(low.startswith(k + " ") for k in _KNOWN_BY_FIRST.get(first, ())):
        return True  # "American Express Hong Kong", "Goldman Sachs Asia"
    if span.endswith(" Sp") and _POLISH_FORM.match(text, end):
        return True  # a Polish company's legal form cut at its dot: "Hengwen Poland Sp[. z o.o.]" (round 36)
    words = span.split()
    while len(words) > 1 and not any(c.isalnum() for c in words[-1]):
        words.pop()  # an emoji or a mark after the name: "ShineBay Valeting 🚗" (round 36)
    if len(words) > 1 and _PREFIX.match(words[0] + " "):
        return True  # "Restaurant Bouchon", "Hotel Adlon" taken whole
    last = words[-1].rstrip(",")
    if span.isupper() and len(last) > 3:
        last = last.title()  # a letter's heading in capitals: "SEVERN VALE WATER", "HARBOUR DENTAL"
    if len(words) > 1 and (ORG_WORD.fullmatch(last) or any(w in ("&", "+") for w in words[1:-1])):
        return True
    if len(words) > 1 and ORG_WORD.fullmatch(words[0]) and not _PERSON_FIRST.fullmatch(words[0]):
        return True  # the rest of a body's name: "[Justice] Centre Hong Kong" (round 17)
    if len(words) > 2 and "," not in span and any(ORG_WORD.fullmatch(w) and not _PERSON_FIRST.fullmatch(w) for w in words[1:-1]):
        return True  # a kind of business inside the name: "Foot Clinic Galway", "Ganga Kriya Yoga Shala" (round 33)
    if _PREFIX.search(text[max(0, start - 24):start]):
        return True
    # the words right after: "Oyelaran & Co", "Hartwell & Pryce Joinery Ltd", "Sunrise Dental", "Nordvik AB"
    # ("& Pryce" only after one word: "Kevin Sharma and Riverside Properties LLC" names a person and a company)
    after = (_AFTER_JOINED if len(words) == 1 else _AFTER).match(text, end, end + 60)
    if after and ORG_WORD.fullmatch(after.group(1).rstrip(",")):
        return True  # (not a label: "Jane Roe Mobile: …" is a person and a field)
    two = _AFTER_TWO.match(text, end, end + 60)
    if two and ORG_WORD.fullmatch(two.group(1).rstrip(",")):
        return True
    if _AND_CO.match(text, end, end + 20) or _AFTER_COLON.match(text, end, end + 20):
        return True
    # a legal form a word or two later: "Vogel Events GmbH" (round 16)
    if _AFTER_LEGAL.match(text, end, end + 60):
        return True
    if len(words) > 1 and words[0].lower() not in name_lists.GIVEN and _trade_word(last):
        return True
    # one word that is itself a kind of business: "Studio", "Holdings" read as a name
    return len(words) == 1 and bool(ORG_WORD.fullmatch(span))


def _person_shaped(span: str) -> bool:
    """Round 38: a listed given name and one or two capitalised names after it, none a kind of business: a sole
    trader under a "Vendor:" or "Supplier:" field ("Vendor: Ravi Shankar Gowda")."""
    words = span.split()
    return 2 <= len(words) <= 3 and all(re.fullmatch(r"\p{Lu}\p{Ll}{2,}(?:-\p{Lu}\p{Ll}+)?", w) for w in words) \
        and words[0].lower() in name_lists.GIVEN and words[0].lower() not in name_lists.GIVEN_AMBIGUOUS \
        and not any(ORG_WORD.fullmatch(w) for w in words)


_TRADE_END = re.compile(r"\p{Lu}\p{Ll}{3,}(?:ing|ery|eries|ry|ries)")


def _trade_word(word: str) -> bool:
    """Round 32: a trade or a service last in a name that no given name opens, an English word no name list holds
    ("Keystone Tenant Screening", "Golden Thread Matchmaking", "Harbour Creamery"); not "Tom Downing", "Henry"."""
    if not _TRADE_END.fullmatch(word):
        return False
    low = word.lower()
    return is_word(low) and low not in name_lists.SURNAMES and low not in name_lists.GIVEN


# A practice's or shop's name that a medical word ends: "Riverside Surgery", "Sunrise Dental", "Harbour Pharmacy".
_MEDICAL_PLACE = re.compile(r"(?:\p{Lu}[\p{Ll}'’\-]+\s+){1,3}(?:Surgery|Clinic|Dental|Dentistry|Pharmacy|Hospital|Practice|"
                            r"Medical\s+Cent(?:re|er)|Health\s+Cent(?:re|er)|Family\s+Practice|Physiotherapy|Orthodontics)")


def is_medical_place(text: str, start: int, end: int, medical_words: set[str] | frozenset[str]) -> bool:
    """Whether the MEDICAL candidate text[start:end] is the name of a practice or a shop, not a condition: capitalised
    words before the place word, none of them medical ("Riverside Surgery", not "Cardiac Surgery")."""
    span = text[start:end]
    if not _MEDICAL_PLACE.fullmatch(span):
        return False
    head = [w.lower() for w in span.split()[:-1] if not _PLACE_WORD_AFTER.fullmatch(w)]
    if not head or any(w in medical_words or w in _BODY or _MEDICAL_ADJECTIVE.search(w) for w in head):
        return False
    return start == 0 or text[start - 1] not in "-/"


# "Cardiac Surgery", "Cosmetic Dentistry", "Knee Surgery" are what is done, not where.
_MEDICAL_ADJECTIVE = re.compile(r"(?:ac|al|ic|ical|ary|ive|ous|ar|ory|ed|ing)$")
_BODY = frozenset("knee hip heart brain eye eyes ear ears back foot feet hand hands shoulder spine skin lung lungs liver kidney "
                  "bowel breast chest neck face nose jaw tooth teeth gum gums ankle wrist elbow leg legs arm arms head".split())
_PLACE_WORD_AFTER = re.compile(r"Medical|Health|Family|Centre|Center")
