"""Vocabulary for MEDICAL: conditions, diagnoses and medications, in English and Chinese.

Data only (health.py matches it). Written from general medical knowledge (ICD chapter
headings, WHO essential medicines, common Chinese diagnosis names), not from any corpus.
Multi-word terms are matched as phrases; qualifiers ("type 2", "stage III", "chronic") and
doses ("500 mg") are added around them by health.py.
"""
from __future__ import annotations

import re

from edge_agent.privacy.recognizers import medical_terms_more as _more

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
weeks pregnant; months pregnant; expecting a baby; hallucinations; panic attack; suicidal thoughts; hypothyroid; hyperthyroid; iron deficiency; vitamin b12 deficiency;
type 1 diabetes; type 2 diabetes; t1d; t2d; gestational hypertension; placenta previa; ectopic pregnancy; ivf;
in vitro fertilisation; in vitro fertilization; hiv/aids; hepatitis b carrier; mrsa; c. diff; strep throat; strep;
mononucleosis; mono; lyme disease; rsv; bronchiolitis; croup; whooping cough; chickenpox; hand foot and mouth disease;
kidney transplant; liver transplant; heart transplant; stent; pacemaker; bypass surgery; mastectomy; hysterectomy;
vasectomy; chemo; radiation therapy; immunotherapy; dialysis patient; colostomy; ileostomy; stoma; sleep disorder;
restless legs syndrome; bell's palsy; trigeminal neuralgia; vertigo attacks; meniere's disease; otitis media;
conjunctivitis; keratoconus; retinal detachment; diabetic retinopathy; color blindness; deafness; blindness;
stutter; speech delay; developmental delay; intellectual disability; down's syndrome; fragile x; spina bifida;
hydrocephalus; aneurysm; brain aneurysm; cardiomyopathy; endocarditis; pericarditis; hypertrophic cardiomyopathy;
varicose veins; raynaud's; vasculitis; sarcoidosis; pulmonary fibrosis; pulmonary hypertension; bronchiectasis;
pleurisy; hemorrhoids; diverticulitis; hernia; hiatal hernia; gastroparesis; barrett's esophagus; h. pylori;
hepatic encephalopathy; gilbert's syndrome; kidney infection; pyelonephritis; interstitial cystitis; incontinence;
prostatitis; bph; enlarged prostate; low testosterone; menopause; perimenopause; pmdd; pms; amenorrhea;
fibroids; uterine fibroids; ovarian cyst; ovarian cysts; cervical dysplasia; abnormal pap smear; thyroid nodule;
goiter; adrenal insufficiency; diabetes insipidus; acromegaly; osteopenia; rickets; lupus nephritis; sjogren's syndrome;
scleroderma; ankylosing spondylitis; psoriatic arthritis; polymyalgia rheumatica; plantar fasciitis; frozen shoulder;
torn acl; acl tear; torn meniscus; rotator cuff tear; fractured wrist; broken leg; broken arm; whiplash;
severe acne; cystic acne; rosacea; vitiligo; alopecia; hidradenitis suppurativa; shingles rash; cold sores;
gambling addiction; nicotine dependence; cocaine use; methamphetamine; heroin addiction; relapse; rehab;
postpartum psychosis; agoraphobia; social phobia; selective mutism; body dysmorphic disorder; binge eating disorder;
dissociative identity disorder; conversion disorder; hoarding disorder; tic disorder; gender dysphoria;
on blood thinners; blood thinners; had a stroke; had a heart attack; had a seizure; on antidepressants; antidepressants;
on dialysis; dialysis; on chemo; radiation therapy; immunotherapy; wheeze; wheezing; night cough; persistent cough;
chronic cough; productive cough; colonoscopy; endoscopy; gastroscopy; mammogram; root canal; tooth extraction;
wisdom teeth removal; hernia; hernia repair; inguinal hernia; cataract; cataracts; cataract surgery; glaucoma;
macular degeneration; hearing loss; tinnitus; sciatica; slipped disc; herniated disc; concussion; gallstones;
stomach ulcer; blood clot; blood clots; panic attack; kidney transplant; liver transplant; ivf; insulin pump;
cpap machine; pacemaker; stent placement; blood transfusion; skin graft; physical therapy; physiotherapy;
cognitive behavioral therapy; cbt; antipsychotics; mood stabilizers; beta blockers; ace inhibitors; steroids;
steroid injections; epipen; inhaler; nebulizer
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
vitamin d; iron supplements; folic acid; antidepressants; antipsychotics; antiretroviral therapy; art; dialysis;
cetirizine; loratadine; fexofenadine; diphenhydramine; benadryl; zyrtec; claritin; allegra; pseudoephedrine; sudafed;
mometasone; nasonex; flonase; beclomethasone; triamcinolone; methylprednisolone; medrol; colchicine; febuxostat;
allopurinol; probenecid; meloxicam; celecoxib; celebrex; diclofenac; voltaren; indomethacin; ketorolac; aleve; advil;
tylenol; motrin; excedrin; nurofen; panadol; oxycontin; percocet; vicodin; dilaudid; hydromorphone; tapentadol;
baclofen; cyclobenzaprine; tizanidine; methocarbamol; ropinirole; pramipexole; rasagiline; selegiline; amantadine;
rivastigmine; galantamine; aricept; namenda; propylthiouracil; liothyronine; cabergoline; bromocriptine;
clomiphene; clomid; letrozole; medroxyprogesterone; depo-provera; norethindrone; levonorgestrel; mirena; nuvaring;
ethinyl estradiol; drospirenone; yasmin; dienogest; raloxifene; denosumab; prolia; zoledronic acid; ibandronate;
risedronate; teriparatide; forteo; exenatide; dulaglutide; trulicity; victoza; saxenda; jardiance; farxiga; invokana;
januvia; janumet; glimepiride; gliclazide; pioglitazone; acarbose; repaglinide; lantus; humalog; novolog; levemir;
tresiba; toujeo; basaglar; ozempic pen; candesartan; irbesartan; olmesartan; telmisartan; perindopril; quinapril;
benazepril; captopril; diltiazem; verapamil; hydralazine; clonidine; doxazosin; prazosin; terazosin; tamsulosin;
flomax; dutasteride; avodart; oxybutynin; tolterodine; mirabegron; solifenacin; ezetimibe; zetia; fenofibrate;
gemfibrozil; niacin; icosapent ethyl; vascepa; ticagrelor; brilinta; prasugrel; dabigatran; pradaxa; edoxaban;
enoxaparin; lovenox; amiodarone; sotalol; flecainide; propafenone; dofetilide; ivabradine; sacubitril; entresto;
isosorbide mononitrate; ranolazine; torsemide; bumetanide; chlorthalidone; metolazone; eplerenone; potassium chloride;
esomeprazole magnesium; nexium; prilosec; protonix; pepcid; zantac; sucralfate; misoprostol; mesalamine; sulfasalazine;
azathioprine; mercaptopurine; vedolizumab; ustekinumab; stelara; secukinumab; cosentyx; ixekizumab; dupilumab;
dupixent; omalizumab; xolair; mepolizumab; benralizumab; rituximab; ocrelizumab; natalizumab; fingolimod;
dimethyl fumarate; tecfidera; glatiramer; copaxone; interferon beta; tacrolimus; cyclosporine; mycophenolate;
sirolimus; leflunomide; tofacitinib; xeljanz; baricitinib; upadacitinib; rinvoq; abatacept; tocilizumab;
certolizumab; golimumab; enbrel; remicade; entyvio; bevacizumab; avastin; nivolumab; opdivo; atezolizumab; durvalumab;
ipilimumab; cetuximab; panitumumab; capecitabine; xeloda; fluorouracil; oxaliplatin; irinotecan; docetaxel;
paclitaxel; carboplatin; gemcitabine; doxorubicin; cyclophosphamide; vincristine; etoposide; temozolomide;
lenalidomide; revlimid; bortezomib; ibrutinib; olaparib; palbociclib; ibrance; exemestane; goserelin; leuprolide;
lupron; bicalutamide; enzalutamide; abiraterone; zytiga; sumatriptan succinate; rizatriptan; zolmitriptan;
eletriptan; erenumab; aimovig; fremanezumab; galcanezumab; botox injections; propranolol la; nortriptyline;
desvenlafaxine; vortioxetine; trintellix; vilazodone; buspirone; hydroxyzine; doxepin; temazepam; eszopiclone;
lunesta; suvorexant; melatonin; modafinil; armodafinil; provigil; lisdexamfetamine; vyvanse; dexmethylphenidate;
focalin; concerta; guanfacine; intuniv; clonidine er; paliperidone; invega; lurasidone; latuda; ziprasidone;
cariprazine; vraylar; brexpiprazole; rexulti; asenapine; iloperidone; fluphenazine; perphenazine; chlorpromazine;
divalproex; oxcarbazepine; trileptal; lacosamide; vimpat; zonisamide; phenytoin; dilantin; phenobarbital;
clobazam; ethosuximide; brivaracetam; cenobamate; naltrexone implant; vivitrol; disulfiram; antabuse; acamprosate;
varenicline; chantix; champix; nicotine patch; methadone maintenance; subutex; sublocade; narcan;
emtricitabine/tenofovir; descovy; cabotegravir; bictegravir; raltegravir; darunavir; ritonavir; efavirenz;
lamivudine; abacavir; zidovudine; sofosbuvir; ledipasvir; harvoni; epclusa; mavyret; entecavir; tenofovir alafenamide;
valganciclovir; famciclovir; nitazoxanide; ivermectin; albendazole; mebendazole; praziquantel; artemether; chloroquine;
primaquine; atovaquone; malarone; isoniazid; rifampin; rifampicin; pyrazinamide; ethambutol; bedaquiline;
terbinafine; itraconazole; voriconazole; nystatin; clotrimazole; miconazole; ketoconazole; mupirocin; bactrim;
sulfamethoxazole; trimethoprim; levofloxacin; moxifloxacin; ofloxacin; cefuroxime; ceftriaxone; cefdinir; cefixime;
amoxicillin clavulanate; clarithromycin; erythromycin; minocycline; tetracycline; linezolid; daptomycin; gentamicin;
tobramycin; meropenem; piperacillin; tazobactam; fosfomycin; tretinoin; adapalene; benzoyl peroxide;
 hydroquinone; methoxsalen; calcipotriene; clobetasol; betamethasone; hydrocortisone cream; tacrolimus ointment;
latanoprost; timolol; brimonidine; dorzolamide; atropine drops; cyclopentolate; prednisolone acetate
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
乙肝病毒携带者 乙肝携带 甲状腺功能亢进症 甲状腺功能减退症 桥本氏甲状腺炎 慢性胃炎 萎缩性胃炎 反流性食管炎 幽门螺杆菌 幽门螺旋杆菌
肝囊肿 肾囊肿 多囊肾 前列腺增生 前列腺炎 尿路感染 膀胱炎 盆腔炎 宫颈糜烂 阴道炎 乳腺增生 乳腺纤维瘤 卵巢囊肿 子宫腺肌症 月经不调
痛经 闭经 更年期综合征 不孕症 试管婴儿 人工授精 先兆流产 妊娠剧吐 羊水过少 前置胎盘 早产 剖腹产 剖宫产 产后出血 产后抑郁 哺乳期乳腺炎
小儿肺炎 手足口病 水痘 腮腺炎 猩红热 川崎病 百日咳 疱疹性咽峡炎 支原体肺炎 支原体感染 新冠阳性 甲流 乙流 诺如病毒 轮状病毒
扁桃体炎 咽炎 中耳炎 鼻窦炎 结膜炎 角膜炎 近视 弱视 斜视 散光 白癜风 斑秃 脱发 痤疮 带状疱疹后神经痛 神经性皮炎 脂溢性皮炎
骨折 韧带撕裂 半月板损伤 腰肌劳损 肩周炎 颈椎间盘突出 强直性脊柱炎 股骨头坏死 骨髓炎 滑膜炎 足底筋膜炎  高尿酸 糖尿病肾病
糖尿病足 视网膜病变 冠状动脉粥样硬化 动脉硬化 主动脉夹层 心肌缺血 早搏 室早 房早 心动过速 心动过缓 传导阻滞 心脏瓣膜病 先心病
先天性心脏病 脑血管病 脑萎缩 脑积水 脑膜炎 面瘫 三叉神经痛 周围神经炎 重症肌无力 渐冻症 运动神经元病 亨廷顿病 抽动症 妥瑞症
阅读障碍 发育迟缓 智力障碍 语言发育迟缓 学习障碍 社交焦虑 恐惧症 广场恐惧症 疑病症 躯体化障碍 神经衰弱 神经症 人格障碍
边缘型人格障碍 创伤后应激 进食障碍 神经性厌食 神经性贪食 网瘾 赌瘾 烟瘾 酒瘾 戒毒 戒酒 美沙酮维持治疗 艾滋 梅毒阳性 HPV阳性
乙肝表面抗原阳性 结核 肺结核病 矽肺 尘肺 职业性尘肺 白血病化疗 骨髓移植 造血干细胞移植 肾移植 肝移植 透析治疗 腹膜透析 妊娠期高血压 妊娠高血压 先兆子痫 孕吐 早孕 宫外孕 高血压病 糖耐量异常 甲状腺结节 乳腺结节 肺结节 子宫肌瘤
胆囊炎 胃出血 肝功能异常 肾功能不全 心脏支架 起搏器 精神科 心理科 肿瘤科 心内科 内分泌科 妇产科 产科 生殖科 艾滋病科 感染科
焦虑 头痛 头疼 头晕 眩晕 胸闷 胸痛 心悸 呼吸困难 晕厥 发烧 发热 咳血 便血 水肿 乏力 恶心 呕吐 皮疹 过敏性哮喘 尘螨过敏 海鲜过敏 花粉过敏
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
氯雷他定 西替利嗪 开瑞坦 仙特明 扑尔敏 氯苯那敏 孟鲁司特钠 顺尔宁 布地奈德福莫特罗 信必可 舒利迭 噻托溴铵 思力华 茶碱 氨茶碱
非布司他 秋水仙碱片 塞来昔布 西乐葆 双氯芬酸 扶他林 洛索洛芬 吲哚美辛 对乙酰氨基酚片 泰诺 百服宁 散利痛 去痛片 氨酚烷胺 感康
连花清瘟  蒲地蓝 藿香正气 六味地黄丸 逍遥丸 安宫牛黄丸 复方丹参滴丸   乌鸡白凤丸 益母草   
甲钴胺 维生素B12 叶酸片 铁剂 琥珀酸亚铁 硫酸亚铁 钙尔奇 碳酸钙 骨化三醇 阿法骨化醇 福善美 唑来膦酸 优甲乐片 赛治 丙硫氧嘧啶
达英-35 优思明 妈富隆 毓婷 黄体酮胶囊 地屈孕酮 达芙通 雌激素 克龄蒙 来曲唑片 克罗米芬 促排卵药 绒促性素 HCG针
拜糖平 格华止 诺和龙 瑞格列奈 吡格列酮 西格列汀片 捷诺维 利格列汀 欧唐宁 达格列净片 安达唐 恩格列净片 欧唐静 司美格鲁肽注射液 诺和泰
诺和灵 诺和锐 甘精胰岛素 来得时 优泌乐 门冬胰岛素 地特胰岛素 德谷胰岛素 缬沙坦胶囊 代文 厄贝沙坦片 安博维 坎地沙坦 替米沙坦 美卡素
奥美沙坦 培哚普利 雅施达 贝那普利 洛汀新 卡托普利 硝苯地平控释片 拜新同 氨氯地平片 络活喜 左旋氨氯地平 施慧达 非洛地平缓释片 波依定
美托洛尔缓释片 倍他乐克缓释片 比索洛尔片 康忻 卡维地洛 阿罗洛尔 特拉唑嗪 坦索罗辛 哈乐 非那雄胺片 保列治 爱普列特 托特罗定
依折麦布 益适纯 非诺贝特 力平之 匹伐他汀 普伐他汀 氟伐他汀 血脂康 替格瑞洛 倍林达 吲哚布芬 西洛他唑 达比加群酯 泰毕全 利伐沙班片 拜瑞妥
依诺肝素 低分子肝素 胺碘酮 可达龙 普罗帕酮 心律平 伊伐布雷定 沙库巴曲缬沙坦 诺欣妥 单硝酸异山梨酯 尼可地尔 曲美他嗪 万爽力
托拉塞米 布美他尼 吲达帕胺 螺内酯片 依普利酮 氯化钾缓释片 雷贝拉唑 兰索拉唑 艾司奥美拉唑 耐信 铝碳酸镁 达喜 硫糖铝 瑞巴派特
枸橼酸铋钾 丽珠得乐 美沙拉嗪 艾迪莎 柳氮磺吡啶 硫唑嘌呤 英夫利西单抗 类克 乌司奴单抗 司库奇尤单抗 度普利尤单抗 达必妥 奥马珠单抗
利妥昔单抗 美罗华 他克莫司 环孢素 吗替麦考酚酯 骁悉 来氟米特 托法替布 尚杰 巴瑞替尼 艾乐明 阿巴西普 托珠单抗 雅美罗 依那西普 益赛普
贝伐珠单抗 安维汀 纳武利尤单抗 欧狄沃 信迪利单抗 达伯舒 卡瑞利珠单抗 替雷利珠单抗 特瑞普利单抗 卡培他滨 希罗达 奥沙利铂 伊立替康
多西他赛 紫杉醇 白蛋白紫杉醇 卡铂 吉西他滨 多柔比星 环磷酰胺 长春新碱 依托泊苷 替莫唑胺 来那度胺 硼替佐米 伊布替尼 奥拉帕利 哌柏西利
依西美坦 戈舍瑞林 诺雷德 亮丙瑞林 比卡鲁胺 康士得 恩扎卢胺 阿比特龙 吉非替尼 易瑞沙 厄洛替尼 特罗凯 埃克替尼 凯美纳 奥希替尼 泰瑞沙
阿来替尼 安圣莎 克唑替尼 赛可瑞 安罗替尼 福可维 阿帕替尼 艾坦 仑伐替尼 乐卫玛 索拉非尼 多吉美 瑞戈非尼 拜万戈 呋喹替尼 爱优特
舒马普坦 佐米曲普坦 利扎曲普坦 氟桂利嗪 西比灵 尼麦角林 倍他司汀 敏使朗 甲磺酸倍他司汀 银杏叶片 奥拉西坦 吡拉西坦 胞磷胆碱
丁苯酞 恩必普 依达拉奉 奥卡西平 曲莱 丙戊酸镁 德巴金 左乙拉西坦片 开浦兰 拉考沙胺 苯妥英钠 苯巴比妥 氯硝西泮片 阿普唑仑片
艾司唑仑 舒乐安定 佐匹克隆 右佐匹克隆 扎来普隆 褪黑素 坦度螺酮 丁螺环酮 黛力新 氟哌噻吨美利曲辛 伏硫西汀 心达悦 阿戈美拉汀 维度新
米氮平片 瑞美隆 度洛西汀肠溶胶囊 欣百达 文拉法辛缓释胶囊 怡诺思 帕罗西汀片 赛乐特片 舍曲林片 左洛复片 氟伏沙明 兰释 艾司西酞普兰片
碳酸锂缓释片 丙戊酸钠缓释片 喹硫平片 思瑞康 奥氮平片 再普乐 利培酮片 维思通 帕利哌酮 芮达 阿立哌唑片 安律凡 齐拉西酮 鲁拉西酮
氨磺必利 舒必利 氯氮平片 哌甲酯缓释片 专注达片 托莫西汀胶囊 择思达 胍法辛 纳曲酮 戒酒硫 伐尼克兰 畅沛 尼古丁贴片 丁丙诺啡舌下片
恩替卡韦 博路定 替诺福韦酯 韦瑞德 丙酚替诺福韦 韦立得 拉米夫定 阿德福韦酯 索磷布韦 来迪派韦 丙通沙 艾博韦泰 必妥维 绥美凯 多替拉韦钠
利托那韦 克力芝 依非韦伦 奈韦拉平 齐多夫定 异烟肼 利福平 吡嗪酰胺 乙胺丁醇 特比萘芬 兰美抒 伊曲康唑 斯皮仁诺 伏立康唑 制霉菌素
克霉唑 咪康唑 达克宁 莫匹罗星 百多邦 复方新诺明 左氧氟沙星片 可乐必妥 莫西沙星 拜复乐 头孢呋辛 头孢曲松 头孢地尼 头孢克洛 头孢丙烯
阿莫西林克拉维酸钾 克拉霉素 红霉素 米诺环素 四环素 利奈唑胺 庆大霉素 美罗培南 哌拉西林 磷霉素 维A酸 阿达帕林 过氧苯甲酰 氢醌
卡泊三醇 丙酸氯倍他索 糠酸莫米松 艾洛松 丁酸氢化可的松 尤卓尔 他克莫司软膏 普特彼 吡美莫司 爱宁达 拉坦前列素 适利达 噻吗洛尔
溴莫尼定 阿法根 布林佐胺 派立明 阿托品滴眼液 低浓度阿托品 玻璃酸钠滴眼液 海露
"""


# Lay words for symptoms and acute events, and insulin analogues named alone (added in round 3, from general usage).
EN_LAY = """
claustrophobic; dyslexic; dyspraxic; agoraphobic; immunocompromised; keloid scarring; keloids;
low mood; poor sleep; trouble sleeping; difficulty sleeping; poor appetite; loss of appetite; suicidal thoughts;
suicidal ideation; self-harm; self harm; mood swings; brain fog; hot flashes; hot flushes; joint pain; stomach pain;
abdominal pain; blurred vision; numbness; tingling; coughing up blood; blood in stool; blood in urine; stemi; nstemi;
acs; acute coronary syndrome; lispro; insulin lispro; aspart; insulin aspart; degludec; insulin degludec; detemir;
glargine; hair loss; weight gain; memory problems; hearing loss; tinnitus; incontinence; erectile dysfunction;
high blood sugar; low blood sugar; blood sugar; low blood pressure; heart condition; heart problems; heart problem;
chest pains; nervous breakdown; substance abuse; substance use disorder; miscarried; c-section; caesarean; cesarean;
fertility treatment; sprained ankle; bad back; hay fever; food poisoning; stomach bug; yeast infection; thrush; biopsy;
mri scan; ct scan; pet scan; smear test; pap smear; antibiotics; painkillers; pain killers; sleeping pills; statins;
the pill; hearing aid; anaemia; low iron; iron deficiency; vitamin d deficiency; b12 deficiency; underactive thyroid;
overactive thyroid; thyroid problems; liver disease; cardiac arrest; heart bypass; kidney transplant; liver transplant;
period pain; graves' disease; graves disease; hashimoto's; hashimoto's thyroiditis; fatty liver; fatty liver disease;
sickle cell; sickle cell disease; chronic fatigue; chronic fatigue syndrome; mini-stroke; carpal tunnel;
carpal tunnel syndrome; birth control pills; contraceptive pill; hormone replacement therapy; long covid; covid-19;
mental health condition; eating disorder; body dysmorphia; postnatal depression; postpartum depression;
coeliac; coeliac disease; celiac; celiac disease; gluten intolerance; lactose intolerance; ferrous sulfate; ferrous sulphate;
ferrous fumarate; sleep apnea; sleep apnoea; obstructive sleep apnea; obstructive sleep apnoea; cpap; cpap machine;
insulin pump; glucose monitor; morning sickness; hyperemesis gravidarum; placenta previa; pre-eclampsia; preeclampsia;
glucophage; lamictal; cymbalta; singulair; coumadin; plavix; lasix; norvasc; zestril; toprol; lopressor; cozaar; diovan;
zocor; proscar; avodart; tresiba; levemir; victoza; saxenda; rybelsus; farxiga; invokana; entresto; brilinta; pradaxa;
suboxone; subutex; narcan; vivitrol; antabuse; chantix; champix; nicotine patches; paxil; celexa; effexor; pristiq;
remeron; buspar; latuda; geodon; zyprexa; risperdal; invega; depakote; tegretol; trileptal; topamax; imitrex; maxalt;
fosamax; evista; premarin; provera; yaz; yasmin; mirena; nexplanon; depo-provera; clomid; letrozole; femara; arimidex;
nolvadex; herceptin; keytruda; opdivo; gleevec; revlimid; xeljanz; otezla; skyrizi; cosentyx; taltz; entyvio;
ocrevus; tecfidera; copaxone; aricept; namenda; sinemet; requip; mirapex; flexeril; robaxin; soma; ultram; percocet;
vicodin; norco; oxycontin; dilaudid; ritalin la; strattera; intuniv; qelbree; nuvigil; provigil; restoril; lunesta;
sonata; belsomra; atarax; phenergan; zofran; reglan; imodium; linzess; amitiza; carafate; bentyl; asacol; lialda;
pentasa; uceris; rinvoq; stelara; dupixent; xolair; nucala; fasenra; breo; trelegy; anoro; incruse; qvar; pulmicort;
dulera; proventil; xopenex; epipen; auvi-q; glucagon; baqsimi; ozempic pens; insulin pens; blood thinner; blood thinners; inhalers; epipens;
delirium; dysphagia; oedema; edema; breathlessness; exertional breathlessness; amblyopia; myopia; dry eye; dry eyes;
pressure ulcer; pressure sore; pressure sores; leg ulcer; aphasia; vascular dementia; dentures; walking frame;
hearing aid; hearing aids; fractured wrist; broken wrist; broken arm; broken leg; broken ankle; fractured hip;
neck of femur fracture; fractured neck of femur; root canal treatment; catheter care; urinary catheter;
ivf; ivf cycle; icsi; embryo transfer; frozen embryo transfer; egg freezing; low motility; low sperm count; oligospermia;
azoospermia; diminished ovarian reserve; neonatal jaundice; postpartum haemorrhage; postpartum hemorrhage;
caesarean section; cesarean section; emergency caesarean section; c-section; failure to progress; ear infection;
composite filling; dental implant; bone graft; detox; alcohol dependence; opioid dependence; spinal cord injury;
subarachnoid haemorrhage; subarachnoid hemorrhage; haemorrhage; thalassemia major; thalassaemia major;
vaso-occlusive crisis; vaso-occlusive crises; sickle cell crisis; insulin pump; insulin pen; insulin pens;
freestyle libre; gait rehabilitation;
blood pressure tablets; blood pressure meds; blood pressure pills; blood pressure medication; anxiety meds;
anxiety medication; adhd meds; adhd medication; heart meds; hypo; peg feed; peg tube; lower back strain;
tetanus booster; tetanus jab; tetanus shot; rabies vaccine; rabies vaccination; rabies jab; rabies pre-exposure;
immunosuppressants; immunosuppressant; wisdom tooth extraction; wisdom tooth removal; wisdom teeth removed;
wasp sting allergy; bee sting allergy; wasp stings; bee stings; bee sting reaction; registered blind; stitches;
diarrhoea; diarrhea; swelling of the throat; throat swelling; swollen throat; prosthetic left leg; prosthetic right leg;
prosthetic left arm; prosthetic right arm; replaced hip; replaced knee; replaced left hip; replaced right hip;
replaced left knee; replaced right knee; new hip; new knee; grommets; alcohol dependency; alcohol addiction;
drug dependency; opioid dependency;
"""
ZH_LAY = """
气短 气促 心慌 胸口疼 胸口痛 喘不上气 喘不过气 睡不着 睡不好 没胃口 食欲差 食欲不振 情绪低落 心情低落 想不开 自残 自伤
腰疼 腰痛 腿疼 关节痛 肚子疼 腹痛 腹泻 拉肚子 便血 尿血 咳血 咯血 盗汗 耳鸣 脱发 视力模糊 手脚麻木 骨裂 扭伤 脱位
磺胺 磺胺类 磺胺类药物 青霉素类 头孢类 阿片类
血糖高 血糖偏高 血压高 血压偏高 胃疼 胃痛 便秘 顺产 剖腹产 产检 孕检 心脏不好 肾不好 肝不好 老寒腿 心脏支架 冠脉支架
心理咨询 打胰岛素 吃降压药 安眠药 止痛药 抗生素 消炎药 桥本甲状腺炎 阿尔茨海默病 多囊卵巢综合征 疝气 肥胖症 化疗药
子痫 子痫前期 妊娠高血压 妊娠期糖尿病 蒙脱石散 甲泼尼龙 蛋白尿 心律不齐 心律失常 血小板减少 地中海贫血 缺铁性贫血 磨玻璃结节
肺结节 甲状腺结节 乳腺结节 肝囊肿 肾囊肿 卵巢囊肿 息肉 肠息肉 胆囊息肉 声带息肉 尿酸高 血脂高 胃不好 降压药 降糖药 睡眠呼吸暂停
呼吸机 胰岛素泵 血糖仪 乳糖不耐受 麸质过敏 花粉过敏 尘螨过敏 海鲜过敏 坐骨神经痛 肩周炎 网球肘 腱鞘炎 半月板损伤 韧带撕裂
产后抑郁 更年期综合征 经期不调 月经不调 痛经 宫外孕 胎停 试管婴儿 人工授精 促排卵 保胎
干眼症 喉头水肿 根管治疗 错颌畸形 偏瘫 腸胃炎 肠胃炎 急性肠胃炎 胃溃疡 十二指肠溃疡 牙周炎 龋齿 智齿冠周炎 隐形矫治 正畸治疗
弱视 斜视 脑卒中 脑梗 脑出血 褥疮 压疮 吞咽困难 骨质疏松症 老年痴呆 血管性痴呆
自然流产 药物滥用 胰岛素注射笔 支架术后 痛风史 植骨 植牙 种植牙 试管 胚胎移植 取卵 精子活力低 卵巢储备下降 新生儿黄疸
胃镜 做胃镜 核磁共振 做核磁 风团 理疗 做理疗 类固醇 類固醇 打类固醇 打類固醇 氨糖 氨基葡萄糖 免疫球蛋白
狂犬病免疫球蛋白 破伤风针 打破伤风 腿脚不便 装了支架 截肢 坐轮椅 心臟唔好 禽类过敏 羽毛过敏
"""

# Round 16: cosmetic and aesthetic procedures (a clinic's record of what a person had done), and conditions the
# corpora of round 15 wrote in words the lists lacked.
EN_PROCEDURES = """
dermal filler; dermal fillers; lip filler; lip fillers; liposuction; lipo; rhinoplasty; nose job; blepharoplasty; eyelid surgery;
facelift; face lift; breast augmentation; breast implants; breast reduction; tummy tuck; abdominoplasty; ultherapy; thermage;
rejuran; profhilo; microneedling; laser resurfacing; hair transplant; fat transfer; brow lift; thread lift; otoplasty;
rhesus negative; rh negative; coeliac disease; gluten intolerance; lactose intolerance; threatened preterm labour;
threatened preterm labor; post-stroke; stroke sequelae; nightmares and flashbacks
"""
ZH_PROCEDURES = """
双眼皮 割双眼皮 双眼皮手术 双眼皮全切术 埋线双眼皮 隆鼻 隆鼻术 玻尿酸 玻尿酸填充 吸脂 抽脂 环吸 光子嫩肤 热玛吉 超声刀 水光针
肉毒素 肉毒杆菌 瘦脸针 除皱针 隆胸 假体隆胸 自体脂肪填充 脂肪填充 植发 祛斑 激光祛斑 磨骨 削骨 下颌角整形 眼袋手术 祛眼袋
先兆早产 先兆流产 脑梗后遗症 中风后遗症 后遗症 麸质不耐受 烫伤 烧伤 色素沉着 疤痕增生 瘢痕疙瘩 Rh阴性 熊猫血
"""


def _split(block: str, sep: str) -> list[str]:
    return sorted({t.strip() for t in block.replace("\n", sep).split(sep) if t.strip()}, key=len, reverse=True)


# British spellings of the lists' American ones (round 16: "gonorrhoea", "transient ischaemic attack", "oedema",
# "generalised anxiety disorder").
_BRITISH = ((r"\bhem(?=a|o|orrh)", "haem"), (r"\banemi", "anaemi"), (r"\bischemi", "ischaemi"), (r"\bedema", "oedema"),
            (r"\besophag", "oesophag"), (r"\bestrogen", "oestrogen"), (r"\bpediatr", "paediatr"), (r"\borthoped", "orthopaed"),
            (r"\bgynecolog", "gynaecolog"), (r"leukemi", "leukaemi"), (r"rrhea\b", "rrhoea"), (r"\bceliac", "coeliac"),
            (r"\btumor", "tumour"), (r"\bfetal", "foetal"), (r"ized\b", "ised"), (r"izing\b", "ising"),
            (r"\bbehavior", "behaviour"), (r"dyspnea\b", "dyspnoea"), (r"apnea\b", "apnoea"))


def _british(terms: list[str]) -> list[str]:
    out = []
    for term in terms:
        variant = term
        for us, uk in _BRITISH:
            variant = re.sub(us, uk, variant)
        if variant != term:
            out.append(variant)
    return out


EN_TERMS = _split(EN_CONDITIONS, ";") + _split(EN_MEDICATIONS, ";") + _split(EN_LAY, ";") + _split(EN_PROCEDURES, ";")
EN_BASE_TERMS = tuple(EN_TERMS)  # (their words tell "Cardiac Surgery" from "Marton Road Surgery": not_personal.py)
EN_TERMS += [t.lower() for block in (_more.EN_CONDITIONS_MORE, _more.EN_MEDICATIONS_MORE, _more.EN_DEVICES_MORE)
             for t in _split(block, ";")]  # round 20 (medical_terms_more.py)
EN_TERMS = sorted(set(EN_TERMS + _british(EN_TERMS)), key=len, reverse=True)
ZH_TERMS = _split(ZH_CONDITIONS, " ") + _split(ZH_MEDICATIONS, " ") + _split(ZH_LAY, " ") + _split(ZH_PROCEDURES, " ")
ZH_TERMS += [t for block in (_more.ZH_CONDITIONS_MORE, _more.ZH_MEDICATIONS_MORE, _more.ZH_DEVICES_MORE)
             for t in _split(block, ";")]
# Terms that are also ordinary words, kept only next to a medical cue ("diagnosed with", "prescribed").
EN_AMBIGUOUS = {"mono", "strep", "relapse", "rehab", "pms", "chemo", "stent", "melatonin", "niacin", "deafness", "blindness",
                "dizziness", "vertigo", "chest pain", "shortness of breath", "palpitations", "fainting", "syncope",
                "blackouts", "chronic pain", "back pain", "nausea", "vomiting", "fever", "headaches", "fatigue", "rash",
                "hives", "night sweats", "weight loss", "memory loss", "cad", "bpd", "mash", "diabetic", "hypertensive",
                "art", "prep", "als", "std", "sti", "ibs", "plan b", "bipolar", "anxiety", "depression", "allergy",
                "allergies", "pregnant", "pregnancy", "addiction", "stroke", "lithium", "insulin", "cancer", "tumor",
                "tumour", "metastatic", "vitamin d", "iron supplements", "folic acid", "burnout", "hpv", "ocd",
                "wheeze", "wheezing", "hernia", "cataract", "cataracts", "concussion", "steroids", "inhaler", "cbt",
                "pacemaker", "blood clot", "blood clots", "panic attack", "physical therapy", "dialysis", "low mood",
                "poor sleep", "trouble sleeping", "difficulty sleeping", "poor appetite", "loss of appetite", "mood swings",
                "brain fog", "hot flashes", "hot flushes", "joint pain", "stomach pain", "abdominal pain", "blurred vision",
                "numbness", "tingling", "acs", "aspart", "detemir", "hair loss", "weight gain", "memory problems",
                "hearing loss", "incontinence", "self harm", "blood sugar", "the pill", "thrush", "bad back", "stomach bug",
                "cold", "antibiotics", "painkillers", "pain killers", "statins", "biopsy", "ct scan", "mri scan",
                "heart condition", "chest pains", "low iron", "hay fever", "sickle cell", "carpal tunnel", "soma",
                "sonata", "glucagon", "narcan", "insulin pens", "cpap", "inhalers", "breo", "yaz", "champix",
                "delirium", "dentures", "walking frame", "dry eye", "dry eyes", "myopia",
                "detox", "haemorrhage", "ear infection", "icsi", "lipo", "post-stroke", "claustrophobic", "hypo",
                "heart meds", "stitches", "wasp stings", "bee stings", "rabies vaccine",
                # round 38: an eyelet, a new joint said plainly
                "grommets", "new hip", "new knee"}
# round 20: the added lists' short forms ("pph", "af", "vus") need a medical cue as the ambiguous terms above do
EN_AMBIGUOUS |= {t.lower() for block in (_more.EN_CONDITIONS_MORE, _more.EN_MEDICATIONS_MORE, _more.EN_DEVICES_MORE)
                 for t in _split(block, ";") if len(t) <= 3}
ZH_AMBIGUOUS = {"头痛", "头疼", "头晕", "眩晕", "胸闷", "胸痛", "心悸", "发烧", "发热", "水肿", "乏力", "恶心", "呕吐", "皮疹", "产科", "感染科",
                "轻生", "癌", "抑郁", "焦虑", "失眠", "过敏", "安定", "头孢", "流感", "新冠", "怀孕", "妊娠", "帕金森", "类风湿", "透析",
                "气短", "气促", "心慌", "睡不着", "睡不好", "没胃口", "情绪低落", "心情低落", "想不开", "腰疼", "腰痛", "腿疼", "关节痛",
                "肚子疼", "腹痛", "腹泻", "拉肚子", "耳鸣", "脱发", "扭伤", "磺胺", "青霉素类", "头孢类", "阿片类", "胃疼", "胃痛",
                "便秘", "抗生素", "消炎药", "止痛药", "安眠药", "心理咨询", "呼吸机", "血糖仪", "息肉", "痛经",
                "玻尿酸", "后遗症", "烫伤", "色素沉着", "理疗", "风团", "类固醇", "類固醇", "氨糖", "免疫球蛋白", "坐轮椅"}
