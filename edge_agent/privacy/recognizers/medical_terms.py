"""Vocabulary for MEDICAL: conditions, diagnoses and medications, in English and Chinese.

Data only (health.py matches it). Written from general medical knowledge (ICD chapter
headings, WHO essential medicines, common Chinese diagnosis names), not from any corpus.
Multi-word terms are matched as phrases; qualifiers ("type 2", "stage III", "chronic") and
doses ("500 mg") are added around them by health.py.
"""
from __future__ import annotations

EN_CONDITIONS = """
diabetes; diabetes mellitus; prediabetes; hypertension; high blood pressure; hypotension; hyperlipidemia;
high cholesterol; hypercholesterolemia; obesity; asthma; copd; chronic obstructive pulmonary disease; emphysema;
bronchitis; pneumonia; tuberculosis; covid-19; long covid; influenza; hiv; aids; hepatitis; hepatitis b; hepatitis c;
cirrhosis; fatty liver disease; kidney disease; chronic kidney disease; renal failure; kidney failure; kidney stones;
heart disease; coronary artery disease; heart failure; congestive heart failure; atrial fibrillation; arrhythmia;
myocardial infarction; heart attack; angina; stroke; transient ischemic attack; deep vein thrombosis;
pulmonary embolism; anemia; sickle cell disease; sickle cell anemia; hemophilia; thalassemia; leukemia; lymphoma;
melanoma; cancer; breast cancer; lung cancer; prostate cancer; colon cancer; colorectal cancer; pancreatic cancer;
ovarian cancer; cervical cancer; skin cancer; thyroid cancer; brain tumor; tumour; tumor; carcinoma; sarcoma;
metastatic; chemotherapy; radiotherapy; depression; major depressive disorder; clinical depression; postpartum depression;
anxiety; anxiety disorder; generalized anxiety disorder; panic disorder; panic attacks; social anxiety; ptsd;
post-traumatic stress disorder; ocd; obsessive-compulsive disorder; bipolar disorder; bipolar; schizophrenia;
psychosis; adhd; attention deficit hyperactivity disorder; autism; autism spectrum disorder; asperger syndrome;
eating disorder; anorexia; anorexia nervosa; bulimia; insomnia; sleep apnea; narcolepsy; dementia;
alzheimer's disease; alzheimer's; alzheimers; parkinson's disease; parkinson's; epilepsy; seizures; seizure disorder;
multiple sclerosis; migraine; migraines; chronic migraine; cerebral palsy; als; lupus; systemic lupus erythematosus;
rheumatoid arthritis; osteoarthritis; arthritis; gout; osteoporosis; fibromyalgia; psoriasis; eczema;
crohn's disease; crohn's; ulcerative colitis; irritable bowel syndrome; ibs; celiac disease; coeliac disease; gerd;
acid reflux; peptic ulcer; hypothyroidism; hyperthyroidism; hashimoto's; graves' disease; addison's disease;
cushing's syndrome; pcos; polycystic ovary syndrome; endometriosis; infertility; pregnancy; pregnant; miscarriage;
erectile dysfunction; std; sti; chlamydia; gonorrhea; syphilis; herpes; hpv; glaucoma; cataracts; macular degeneration;
hearing loss; tinnitus; allergy; allergies; peanut allergy; penicillin allergy; food allergy; anaphylaxis;
substance use disorder; alcohol use disorder; alcoholism; opioid addiction; opioid use disorder; addiction;
self-harm; suicidal ideation; concussion; traumatic brain injury; spinal cord injury; paralysis; amputation;
down syndrome; cystic fibrosis; muscular dystrophy; sepsis; shingles; measles; mumps; malaria; dengue; zika;
heart murmur; hypoglycemia; hyperglycemia; diabetic neuropathy; neuropathy; burnout; chronic fatigue syndrome;
long-term sick leave; mental health condition; learning disability; dyslexia; stammer; colitis; appendicitis;
gallstones; pancreatitis; sciatica; herniated disc; slipped disc; scoliosis; tendonitis; carpal tunnel syndrome;
ckd; esrd; end-stage renal disease; chf; cad; afib; a-fib; t2dm; t1dm; nafld; mash; gerd; uti; urinary tract infection;
hypertensive; diabetic; asthmatic; epileptic; hiv positive; hiv-positive; hepatitis a; preeclampsia; pre-eclampsia;
gestational diabetes; postnatal depression; seasonal affective disorder; borderline personality disorder; bpd;
personality disorder; tourette syndrome; tourette's; huntington's disease; motor neurone disease; myasthenia gravis;
sulfa allergy; sulfa drugs; latex allergy; shellfish allergy; nut allergy; tree nut allergy; egg allergy; bee sting allergy;
dizziness; vertigo; chest pain; shortness of breath; palpitations; fainting; syncope; blackouts; chronic pain;
back pain; nausea; vomiting; fever; headaches; fatigue; rash; hives; night sweats; weight loss; memory loss;
hallucinations; panic attack; suicidal thoughts; hypothyroid; hyperthyroid; iron deficiency; vitamin b12 deficiency
"""

EN_MEDICATIONS = """
metformin; insulin; insulin glargine; glipizide; glyburide; sitagliptin; empagliflozin; dapagliflozin; semaglutide;
liraglutide; ozempic; wegovy; mounjaro; tirzepatide; lisinopril; enalapril; ramipril; losartan; valsartan; amlodipine;
nifedipine; hydrochlorothiazide; furosemide; spironolactone; metoprolol; atenolol; propranolol; bisoprolol; carvedilol;
atorvastatin; simvastatin; rosuvastatin; pravastatin; lipitor; crestor; aspirin; clopidogrel; warfarin; apixaban;
rivaroxaban; eliquis; xarelto; heparin; digoxin; nitroglycerin; levothyroxine; synthroid; methimazole; prednisone;
prednisolone; dexamethasone; hydrocortisone; albuterol; salbutamol; ventolin; fluticasone; budesonide; montelukast;
omeprazole; esomeprazole; pantoprazole; lansoprazole; ranitidine; famotidine; ondansetron; amoxicillin; augmentin;
azithromycin; ciprofloxacin; doxycycline; cephalexin; clindamycin; metronidazole; penicillin; vancomycin;
nitrofurantoin; acyclovir; valacyclovir; oseltamivir; tamiflu; paxlovid; fluconazole; sertraline; zoloft; fluoxetine;
prozac; paroxetine; citalopram; escitalopram; lexapro; venlafaxine; duloxetine; bupropion; wellbutrin; mirtazapine;
trazodone; amitriptyline; lithium; lamotrigine; valproate; depakote; carbamazepine; levetiracetam; keppra; topiramate;
gabapentin; pregabalin; lyrica; quetiapine; seroquel; olanzapine; risperidone; aripiprazole; abilify; clozapine;
haloperidol; diazepam; valium; lorazepam; ativan; alprazolam; xanax; clonazepam; klonopin; zolpidem; ambien;
methylphenidate; ritalin; adderall; amphetamine; atomoxetine; strattera; donepezil; memantine; levodopa; carbidopa;
sumatriptan; ibuprofen; naproxen; acetaminophen; paracetamol; tramadol; oxycodone; hydrocodone; morphine; fentanyl;
codeine; methadone; buprenorphine; suboxone; naloxone; naltrexone; methotrexate; hydroxychloroquine; adalimumab;
humira; etanercept; infliximab; tamoxifen; letrozole; anastrozole; imatinib; pembrolizumab; keytruda; trastuzumab;
herceptin; cisplatin; truvada; prep; biktarvy; tenofovir; emtricitabine; dolutegravir; sildenafil; viagra; tadalafil;
cialis; finasteride; isotretinoin; accutane; epipen; epinephrine; estradiol; progesterone; testosterone;
birth control pill; oral contraceptive; plan b; misoprostol; mifepristone; allopurinol; colchicine; alendronate;
tiotropium; ipratropium; salmeterol; formoterol; symbicort; seretide; spiriva;
vitamin d; iron supplements; folic acid; antidepressants; antipsychotics; antiretroviral therapy; art; dialysis
"""

ZH_CONDITIONS = """
糖尿病 2型糖尿病 1型糖尿病 二型糖尿病 一型糖尿病 妊娠糖尿病 高血压 低血压 高血脂 高脂血症 高胆固醇 肥胖症 哮喘 支气管哮喘 慢阻肺
慢性阻塞性肺疾病 肺气肿 支气管炎 肺炎 肺结核 结核病 新冠 新冠肺炎 流感 艾滋病 HIV阳性 乙肝 乙型肝炎 丙肝 丙型肝炎 肝炎 肝硬化 脂肪肝
肾病 慢性肾病 肾衰竭 肾功能衰竭 尿毒症 肾结石 心脏病 冠心病 心力衰竭 心衰 房颤 心律失常 心肌梗死 心梗 心绞痛 中风 脑卒中 脑梗
脑梗塞 脑出血 血栓 深静脉血栓 肺栓塞 贫血 白血病 淋巴瘤 黑色素瘤 癌症 乳腺癌 肺癌 肝癌 胃癌 肠癌 结肠癌 直肠癌 结直肠癌 胰腺癌
卵巢癌 宫颈癌 前列腺癌 甲状腺癌 食管癌 鼻咽癌 脑瘤 肿瘤 恶性肿瘤 癌 化疗 放疗 抑郁症 抑郁 重度抑郁 产后抑郁 焦虑症 焦虑障碍
广泛性焦虑 惊恐障碍 惊恐发作 创伤后应激障碍 强迫症 双相情感障碍 躁郁症 精神分裂症 精神病 多动症 注意力缺陷多动障碍 自闭症
孤独症 进食障碍 厌食症 暴食症 失眠 失眠症 睡眠呼吸暂停 老年痴呆 痴呆 阿尔茨海默病 阿尔茨海默症 帕金森病 帕金森 癫痫 多发性硬化
偏头痛 脑瘫 红斑狼疮 系统性红斑狼疮 类风湿关节炎 类风湿 骨关节炎 关节炎 痛风 骨质疏松 纤维肌痛 银屑病 牛皮癣 湿疹
克罗恩病 溃疡性结肠炎 肠易激综合征 乳糜泻 胃食管反流 胃溃疡 十二指肠溃疡 胃炎 甲减 甲状腺功能减退 甲亢 甲状腺功能亢进 桥本甲状腺炎
多囊卵巢综合征 子宫内膜异位症 不孕 不孕症 不育 不孕不育 怀孕 妊娠 流产 勃起功能障碍 性病 梅毒 淋病 尖锐湿疣 疱疹 青光眼
白内障 黄斑变性 听力损失 耳鸣 过敏 青霉素过敏 花生过敏 过敏性鼻炎 药物依赖 酒精依赖 酗酒 吸毒 成瘾 自残 自杀倾向 脑震荡 截瘫
瘫痪 唐氏综合征 囊性纤维化 败血症 带状疱疹 麻疹 疟疾 登革热 低血糖 高血糖 神经病变 慢性疲劳综合征 心理疾病 精神疾病 阑尾炎
胆结石 胰腺炎 坐骨神经痛 腰椎间盘突出 椎间盘突出 脊柱侧弯 腱鞘炎 腕管综合征 心肌炎 肾炎 鼻炎 荨麻疹 痔疮 颈椎病 腰椎病
产后抑郁症 轻生念头 轻生 自杀念头 自杀未遂 类风湿性关节炎 强直性脊柱炎 高尿酸血症 高尿酸 乙肝小三阳 乙肝大三阳 小三阳 大三阳
乙肝病毒携带者 乙肝携带 妊娠期高血压 妊娠高血压 先兆子痫 孕吐 早孕 宫外孕 高血压病 糖耐量异常 甲状腺结节 乳腺结节 肺结节 子宫肌瘤
胆囊炎 胃出血 肝功能异常 肾功能不全 心脏支架 起搏器 精神科 心理科 肿瘤科 心内科 内分泌科 妇产科 产科 生殖科 艾滋病科 感染科
头晕 眩晕 胸闷 胸痛 心悸 呼吸困难 晕厥 发烧 发热 咳血 便血 水肿 乏力 恶心 呕吐 皮疹 过敏性哮喘 尘螨过敏 海鲜过敏 花粉过敏
"""

ZH_MEDICATIONS = """
二甲双胍 胰岛素 格列吡嗪 格列美脲 西格列汀 达格列净 恩格列净 司美格鲁肽 利拉鲁肽 阿卡波糖 赖诺普利 依那普利 氯沙坦 缬沙坦 厄贝沙坦
氨氯地平 硝苯地平 非洛地平 氢氯噻嗪 呋塞米 螺内酯 美托洛尔 倍他乐克 阿替洛尔 普萘洛尔 比索洛尔 阿托伐他汀 辛伐他汀 瑞舒伐他汀
立普妥 阿司匹林 拜阿司匹灵 氯吡格雷 波立维 华法林 利伐沙班 达比加群 肝素 地高辛 硝酸甘油 速效救心丸 左甲状腺素 优甲乐 甲巯咪唑
泼尼松 强的松 地塞米松 氢化可的松 沙丁胺醇 布地奈德 孟鲁司特 奥美拉唑 埃索美拉唑 泮托拉唑 雷尼替丁 法莫替丁 阿莫西林 头孢 头孢克肟
阿奇霉素 左氧氟沙星 环丙沙星 多西环素 甲硝唑 青霉素 万古霉素 阿昔洛韦 奥司他韦 达菲 氟康唑 舍曲林 左洛复 氟西汀 百忧解 帕罗西汀
赛乐特 西酞普兰 艾司西酞普兰 来士普 文拉法辛 度洛西汀 安非他酮 米氮平 曲唑酮 阿米替林 碳酸锂 拉莫三嗪 丙戊酸钠 卡马西平 左乙拉西坦
托吡酯 加巴喷丁 普瑞巴林 喹硫平 奥氮平 利培酮 阿立哌唑 氯氮平 氟哌啶醇 地西泮 安定 劳拉西泮 阿普唑仑 氯硝西泮 唑吡坦 思诺思
哌甲酯 专注达 托莫西汀 多奈哌齐 美金刚 左旋多巴 多巴丝肼 美多芭 布洛芬 芬必得 萘普生 对乙酰氨基酚 扑热息痛 曲马多 羟考酮 吗啡
芬太尼 可待因 美沙酮 丁丙诺啡 纳洛酮 甲氨蝶呤 羟氯喹 阿达木单抗 修美乐 他莫昔芬 来曲唑 阿那曲唑 伊马替尼 格列卫 帕博利珠单抗
曲妥珠单抗 赫赛汀 顺铂 替诺福韦 恩曲他滨 多替拉韦 西地那非 伟哥 他达拉非 非那雄胺 异维A酸 肾上腺素 雌二醇 黄体酮 睾酮 避孕药
紧急避孕药 米索前列醇 米非司酮 别嘌醇 秋水仙碱 阿仑膦酸钠 抗抑郁药 抗精神病药 抗病毒治疗 透析 血液透析
"""


def _split(block: str, sep: str) -> list[str]:
    return sorted({t.strip() for t in block.replace("\n", sep).split(sep) if t.strip()}, key=len, reverse=True)


EN_TERMS = _split(EN_CONDITIONS, ";") + _split(EN_MEDICATIONS, ";")
ZH_TERMS = _split(ZH_CONDITIONS, " ") + _split(ZH_MEDICATIONS, " ")
# Terms that are also ordinary words, kept only next to a medical cue ("diagnosed with", "prescribed").
EN_AMBIGUOUS = {"dizziness", "vertigo", "chest pain", "shortness of breath", "palpitations", "fainting", "syncope",
                "blackouts", "chronic pain", "back pain", "nausea", "vomiting", "fever", "headaches", "fatigue", "rash",
                "hives", "night sweats", "weight loss", "memory loss", "cad", "bpd", "mash", "diabetic", "hypertensive",
                "art", "prep", "als", "std", "sti", "ibs", "plan b", "bipolar", "anxiety", "depression", "allergy",
                "allergies", "pregnant", "pregnancy", "addiction", "stroke", "lithium", "insulin", "cancer", "tumor",
                "tumour", "metastatic", "vitamin d", "iron supplements", "folic acid", "burnout", "hpv", "ocd"}
ZH_AMBIGUOUS = {"头晕", "眩晕", "胸闷", "胸痛", "心悸", "发烧", "发热", "水肿", "乏力", "恶心", "呕吐", "皮疹", "产科", "感染科",
                "轻生", "癌", "抑郁", "焦虑", "失眠", "过敏", "安定", "头孢", "流感", "新冠", "怀孕", "妊娠", "帕金森", "类风湿", "透析"}
