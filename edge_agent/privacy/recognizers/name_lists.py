"""Given names and surnames used to confirm person names the small spaCy model misses:
"Last, First" order, names in lower-case user names (chen.garcia, cgarcia) and romanised
Chinese names (Zhang Wei, Wei Zhang). Data only; written from common-name knowledge across
regions (English, Spanish, Portuguese, French, German, Italian, Slavic, Indian, Arabic,
Turkish, Persian, African, Japanese, Korean, Vietnamese, Chinese pinyin), not from any corpus.
"""
# ruff: noqa: SIM905  (word lists are kept as whitespace-separated text so they stay readable)
from __future__ import annotations

import regex as re

from edge_agent.privacy.data_lists import read_list

GIVEN = set("""
aaron abigail adam adrian ahmed aiden aisha akira alan albert alejandro alex alexander alexandra alexis ali alice alicia
alina alan amanda amber amelia amir amit amy ana anastasia andrea andreas andrew andrei angela anita anjali ann anna
anne annie anthony antoine antonio anya arjun arthur ashley aya ayesha barbara beatriz ben benjamin bernard beth betty
bianca bilal brandon brenda brian bruno bryan camila carl carla carlos carmen carol caroline catherine cecilia charles
charlie charlotte chen chloe chris christian christina christine christopher claire clara claudia colin connor craig
cristina cynthia daniel daniela danielle daria david deborah deepak denise dennis derek diana diego dimitri divya dmitri
dominic donald donna dorothy dylan edward elena eli elif elijah elizabeth ella ellen emily emma eric erik erin ethan
eva evelyn fatima felipe felix fernando fiona francesca francesco francisco frank gabriel gabriela gareth gary george
gerald giorgio giulia giuseppe gloria gonzalo gregory guillaume gustavo hamza hana hannah hans harold harry hassan
heather heinrich helen helena henry hiroshi hugo ian ibrahim ignacio igor ines irene isaac isabel isabella ivan jack
jacob jacqueline james jamie jan jane janet jason javier jean jeffrey jennifer jeremy jessica jiho joan joao joe john
jonathan jordan jorge jose joseph joshua juan julia julian julie julien justin kai karen karim katarzyna kate katherine
kathleen kavya keith kelly kenji kenneth kevin khalid kim kimberly klaus kofi kwame kyle lars laura lauren layla leila
leo leon leonardo li liam lina linda lisa liu lorenzo louis lucas lucia luis luka lukas maria mariam marie marina mario
marta martin mary mateo matteo matthew maya mehmet melissa mia michael michelle miguel mikhail min minh mohamed mohammed
muhammad nadia naomi natalia natalie nathan neha nicholas nicola nicole nikhil nikita noah nora nour olga oliver olivia
omar oscar pablo pamela patricia patrick paul paula pedro peter philip pierre pooja priya rachel rafael rahul raj rajesh
ramon raquel rebecca ricardo richard rita robert roberto rohan roman ryan sadia sakura samantha samir samuel sandra
sanjay sara sarah scott sean sebastian sergei sergio shanice sharon shreya simon sofia sophia sophie stefan stephanie
stephen steven sunil susan takeshi tanya tatiana teresa thomas tiffany timothy tom tomas tyler valentina vanessa
victor victoria vikram vincent vivek walter wei william xavier yara yasmin yuki yusuf zainab zara zoe
""".split())
# Given names that are also ordinary English words: a name only next to a known surname.
GIVEN_AMBIGUOUS = set("will mark grace bill may june rose max hope faith joy art dawn chase hunter sky summer autumn "
                      "april august pat sue rob frank jack ray lee penny ruby amber jade holly ivy iris per".split())  # round 17: "per day"
GIVEN |= GIVEN_AMBIGUOUS

# More given names, by region (common-name knowledge; many cultures, both sexes).
GIVEN |= set('''
abby ada addison adele adeline adrienne agatha agnes  aidan aileen alana alba albie aldo alessandra alessandro
alessia alfie alfonso alfred alison alistair allison alma alonso alvaro amara amelie amina amira anahita anand anders
andre andrea andres andy angel angelica angelo ania anika anil anjana annabel annika ansel anton antonella anushka aoife
ari aria ariana ariel arnav arne arturo asha ashok astrid aurora austin ava axel ayaan ayumi babajide baptiste barry
bastian beatrice becky bella benedict benoit bernadette bert bethany bettina bianka birgit bjorn blake bogdan bonnie
boris brad bridget brigitte brooke bruce caitlin caleb callum calvin cameron camille candice cara carina carlo carlota
carmela carole carolina carrie casey cassandra catalina cathy cedric celia celine cesar chandra chantal chiara chidi
chinedu chioma chiara chuka ciara cillian cindy claude claudio clement cleo clive cody conor constance consuelo cora
corinne cornelia courtney dag dagmar daisuke dale damian damien dan dana dani daniela dante darius darren dave davide
dawit dean debbie declan deepa deepika delia demi desmond devi dexter dhruv diane dieter dinesh dirk dolores dominik
dominique doris duc dunja dustin eamon ebony eddie edgar edith edmund eduardo efua eileen elaine eleanor elena eliana
elias elif elin elise eliza ella ellie elodie eloise elsa emeka emil emilia emilio emine emre enrique enzo erica erika
ernesto ernst esme esperanza esra esther estelle ethel eugene eunice eva evan ezra fabian fabio faisal farah farid
fatih fatuma federica federico felicity femi filip filippo finn fleur florence florian folake francis franco francoise
frank franziska  freddie frederik frida fumiko funmi gabi gaurav gavin gemma genevieve georg georgia gerard
gerhard gianluca gianni gideon gilbert gillian gina giovanni girish giselle gita gordon grace graham greta guadalupe
gudrun gunnar gwen habib hadi hailey hakan haley hamid hannes haruki haruto hasan hector heidi heike helga henrik
herbert hiro hitomi holger hong howard hyun ida ifeoma ignatius ikechukwu ilse imani imogen inga ingrid ioana iris
irina isaiah isak ishaan isla ismail isobel ivana izabela jade jai jake jana janine jared jasmine jasper javi jay jaya
jayden jens jesper jesus jill jin jiwoo joachim joanna jocelyn jodie johan johanna jon jonas jorg josefina josh josie
joy joyce jude judith judy jules juliana juliet jun jurgen kaan kagiso kamal kamala karan karin karina karl karla
karolina kasia katalin katharina kathy katja  katya kayla keisha kemal ken kenya kerry kieran kiran kirsten kobe
koji kostas krishna kristen kristina krzysztof kumar kunal kurt kyoko lakshmi lana lara larissa laszlo latoya laurent
lea leah lee leif lena lennart leona leonie leopold lesley leslie lewis lian liesl lila lily lindiwe linnea lionel
lisbeth liv liza lois lola lorena lorraine  lou louisa louise luc luca lucas lucy ludwig luigi luis luisa lukasz
lydia lyn mabel madeleine madison magdalena maggie magnus mahmoud mai maite makoto malak malcolm malik mandla manon
manuel manuela marc marcel marcela marco marcus margaret margarita margot mari maria mariana marianne mariko marisol
marius marjorie marlene marta marvin masato mathias mathilde matilda matthias maud maureen maurice max maxime maximilian
megan mei meera megumi melanie melvin mercy meryem micha michal michele michiko mihai mika mikael mila milan milena
miles milica milo mina mira miriam misaki mitra mohan moira monica monika morgan moritz moses mustafa mya nadine naledi
nancy nanami naoko naoki nasser natasha nathalie neil nell nelson nia niamh nicolas niels nigel nika nikolai nikos nils
nina nisha nkechi noa noemi  noor nora norbert norma nuno nuria oksana ola olaf oleg olivier olu oluwaseun omari
oren orla oskar otto owen paolo parisa pascal patrice paulo pavel pedro penelope per petra phoebe pia pietro pilar
piotr polly prakash pranav  preeti prem  priyanka quentin quinn rachid radek radha rafaela raffaele
rahel rainer ralph ramesh rana randy raphael rashid raul ravi ravindra reggie reina reinhard remy renata rene renee
reza rhys ricardo rick rico riley rina rishi rob robin rocco rodrigo roger roisin roland rolf romain ronald ronan rory
rosa rosalind rosie ross rowan roxana ruben rudolf rui rupert ruth ryo ryota sabine sabrina sacha sahil saif salma
salvatore sam sami sana sandeep sandro santiago santosh sapna sasha saskia satoshi saul selin selma serena sergey
seth shabnam shane shanti sharmila shauna sheila shelby shira shirin shivani shlomo sian sibusiso siddharth sienna
sigrid silas silvia simone sina sinead siobhan siddiq sipho sita sivan soo sophia soren stacy stan stella sten sue
sujata sultan sumi sun sunita suresh suzanne sven svetlana sylvia sylvie taha takumi tamar tamara tammy tanvir tara
tariq teo terry tess thabo thandiwe thea theo theodore  thierry thijs tiago tim tina tobias toby todd tomasz tomoko
toni tony torsten travis trevor tristan trudy tuan ugo ulrich uma umar una ursula uwe valentin valerie vanya vera
veronica veronique vic vicente vicky vidya viktor vilma vinay violet virginia vittoria vivian vladimir wanda wen wendy
werner wiktoria wilhelm willem winston wojciech wolfgang xiomara yan yannick yasmine yetunde yiannis yoko yolanda yosef
youssef yuka yuko yuri yusuke yvonne zach zainab zan zanele zeynep zhen ziggy zofia zoltan zuzana
 adebayo adaora amaka chiamaka chinonso ngozi obinna  tunde yewande zodwa lerato bongani kwabena akosua
abena yaw kojo ama esi nana ayodele babatunde olamide seun tobi
'''.split())
# round 20: the US Census Bureau's 1990 given names (data/given_names.README) that are no English word ("Doreen",
# "Kelsey", "Harriet"; not "Will", "Long", "Royal")
GIVEN |= read_list("given_names.txt.gz")
# round 21: the first names Faker's person providers list for 86 locales (data/given_names_world.README): "Einar",
# "Bethan", "Lotte", "Emeka"
GIVEN |= read_list("given_names_world.txt.gz")

SURNAMES = set("""
abbott adams ahmed akhtar ali allen alvarez anderson andersson bailey baker banerjee barnes bauer becker bell bennett
bernard bianchi brooks brown bruno campbell carter castillo castro chan chang chavez chen cheng clark collins cook cooper
costa cox cruz das davies davis diaz dubois dupont edwards evans fernandes fernandez ferrari fischer flores ford foster
fournier garcia gomez gonzalez gordon graham gray green gupta gutierrez hall hansen harris henderson hernandez hill
hoffmann hughes hussain ibrahim iyer jackson james jansen jenkins jensen johansson johnson jones kaur khan kim king klein
kowalski kumar lambert lee lewis lim lopez martin martinez meyer miller mitchell moore morales moreau morgan morris
muller murphy murray nakamura nguyen nielsen novak o'brien o'connor okafor okonkwo olsen ortiz park parker patel perez
peterson petrov phillips popescu price ramirez reddy reyes richard richardson rivera roberts robinson rodriguez rogers
romano rossi roux russell sanchez santos sato schmidt schneider schulz scott shah sharma silva singh smith sokolov
suzuki tanaka taylor thomas thompson torres tran turner volkov wagner walker wang ward watanabe watson weber white
williams wilson wood wright yamamoto yilmaz young zimmermann ivanov kuznetsov smirnov mehta joshi nair pillai menon
chowdhury rahman islam haddad nasser mansour aziz ozturk demir kaya sahin celik osei mensah adeyemi okoye ndlovu
dlamini mwangi otieno ito kobayashi yoshida yamada choi jung kang cho yoon pham hoang vu vo dang bui do ho ngo
""".split())

SURNAMES |= set('''
abraham acosta adler aguilar alexander allen almeida alonso alves amato andrews anwar armstrong arnold ashworth
atkinson austin bach bakker banda barbosa barker barrett bartlett baxter beck bergstrom berg berger bernardi bishop
black blanc blanco bondarenko bose boyle bradley brady braun brennan briggs brouwer bruno bryant burke burns butler byrne
caldwell cameron campos cano cardenas carlsson carr carroll carvalho casey chapman chaudhry chopra christensen clarke
coleman colombo conti conway correia coulibaly crawford cunningham curtis dahl dalton daniels david dawson day de vries
dean delgado dijkstra dixon doherty dominguez douglas doyle drake duarte duncan dunn durand dutta eriksson esposito
estrada fabbri farah farrell ferguson ferreira fisher fitzgerald fleming fletcher flynn fox francis franco friedman
fuchs gallagher garner gill gomes gonzales goodwin grant graves greco griffin gross guerrero gunawardena haas hahn
hamilton hanson hardy harper hart hartmann hayes hays herrera hicks hoang hodges hofmann holland holmes horvath howard
huang huber hudson hunt hunter hussein ibarra ivanova jacobs jain jakobsen jimenez jordan joseph kamau kapoor kaplan
karlsson keller kelly kennedy kerr khalil khoury kiplagat kirby knight koch kovac kovacs kowalczyk kowalska kozlov kraus
krishnan kruger kuhn lang larsen larsson laurent lawrence lawson lehmann leroy li lindberg lindgren lindqvist lombardi
long lorenz lowe lucas lund lynch macdonald mackenzie madsen maier malik mann marchetti marino marsh marshall mason
matthews maxwell mazur mccarthy mcdonald mckenzie medina mendes mendoza mercier meyers michel mills mishra molina
montgomery moreno morrison mueller murata nagy navarro neumann newman nikolaidis noor nowak nunez o'neill obi okeke
oliveira olson omar ong ortega osborne owen owens pacheco palmer pappas parsons pearce pearson pereira perry peters
petersen petrovic pham pinto pierce poole porter powell quinn rao rashid reid reis reynolds ricci rice richter riley
rios rizzo robertson rocha rojas romero rosen ross roy ruiz russo ryan saito salazar salem santana santoro sato
schafer schmitt schmitz schwartz scholz sen serrano shapiro sharp shaw simmons simon simpson sims sinha soares sorensen
soto spencer stanley steele stein stephens stevens stewart stone sullivan sutherland svensson szabo takahashi tan
tavares thakur thomson tiwari todd tomlinson toth tremblay tucker usman valdez van dijk vargas vasquez vega verma
vieira villa vogel wagner wallace walsh walter walters warren watts webb weiss wells west wheeler  wilkinson
willis winter wolf wong woods wu yadav yamaguchi yang yusuf zanetti zhou  
   bianchi okafor adeyemi  okonkwo nwosu eze obi nnamdi abubakar balogun 
 wisniewski wojcik kaminski lewandowski dabrowski kozlowski jankowski mazur krawczyk nowakowski
'''.split())

PINYIN_SURNAMES = set("""
wang li zhang liu chen yang huang zhao zhou wu xu sun ma zhu hu guo he lin luo gao zheng liang xie song tang xu han feng
deng cao peng zeng xiao tian dong yuan pan yu jiang cai du ye cheng su wei lu ding ren shen yao jiang cui zhong tan
fan jin shi liao jia xia fu fang bai zou meng xiong qin qiu yin xue yan duan lei hou long shi tao li he gu mao hao gong
shao wan qian yan qin wu dai mo kong xiang ouyang sima zhuge shangguan
murong situ dongfang huangfu gongsun linghu zhangsun yuwen xiahou
""".split())
# Surnames that are common English words (He, Long, Song, Fan): a name only beside a pinyin given name.
# Surnames that are also English words: a letter glued before one is more often a word than a user name
# ("price" = p + Rice, "gross", "shall", "chart", "award", "spark", "chill"), round 16.
SURNAME_WORDS = frozenset("""rice ross hall hart ward park hill well wells king lane land long wood rose hunt cook page bell
ball dean lamb moon rich snow west pope hope love bird bush gold hand head hood reed rock bold dale hale mill mills wall
walls ring rings lock cross gale hay lord law lee may mark rank range rice seal ship shaw swan tower vale vine wing wise
ash barr bond burn cash cole ford fox frost grant green hare holt horn house hunter jack kidd knight lake leach light
little mason miles moore nation oak oaks palmer parks pine porter post pound power rain read reed rider rowe sage salt
sand sharp short sky stone storm street strong tanner taylor temple thorn tucker turner tyler walker wall waters webb
white wilde winter wolf wood wren wright young""".split())
PINYIN_AMBIGUOUS = {"he", "long", "song", "fan", "man", "bo", "fu", "mo", "yu", "du", "lu", "gu", "ma", "jin", "bai"}

_INITIAL = r"(?:zh|ch|sh|[bpmfdtnlgkhjqxrzcsyw])?"
_FINAL = r"(?:iang|iong|uang|ang|eng|ing|ong|uan|ian|iao|uai|ai|ei|ao|ou|an|en|in|un|ia|ie|ua|uo|ue|ui|iu|er|a|o|e|i|u|v)"
PINYIN_GIVEN = re.compile(r"^(?:" + _INITIAL + _FINAL + r"){1,2}$")


def pinyin_syllables(word: str) -> int:
    """How many pinyin syllables `word` splits into (0 when it is not pinyin), greedy from the left."""
    m = re.fullmatch(r"(?:" + _INITIAL + _FINAL + r")+", word.lower())
    return len(re.findall(_INITIAL + _FINAL, word.lower())) if m else 0


def is_pinyin_given(word: str) -> bool:
    w = word.lower().replace("-", "")
    return 2 <= len(w) <= 10 and bool(PINYIN_GIVEN.match(w))

# Round 2 (issue 15): the most common surnames and given names by country, from general knowledge
# (national top-name lists as commonly known), so that "Given Surname" in running text is confirmed.
SURNAMES |= set("""
muller mueller schmidt schneider fischer weber meyer wagner becker schulz hoffmann schafer koch bauer richter klein wolf
schroder neumann schwarz zimmermann braun kruger hofmann hartmann lange schmitt werner schmitz krause meier lehmann
bernard thomas petit robert richard durand dubois moreau laurent simon michel lefebvre lefevre leroy roux bertrand morel
fournier girard bonnet dupont fontaine rousseau vincent faure andre mercier blanc guerin boyer garnier chevalier
rossi russo ferrari esposito bianchi romano colombo ricci marino greco gallo conti mancini giordano rizzo lombardi
moretti barbieri fontana santoro mariani rinaldi caruso ferrara galli martini leone longo gentile martinelli vitale
rodriguez sanchez jimenez ruiz moreno munoz romero alonso navarro torres dominguez vazquez ramos gil ramirez serrano
blanco molina suarez ortega delgado rubio marin sanz iglesias nunez medina garrido
silva santos oliveira souza sousa rodrigues ferreira alves pereira lima gomes ribeiro martins carvalho almeida lopes
soares vieira barbosa rocha dias nascimento andrade moreira nunes marques machado mendes freitas cardoso goncalves
santana teixeira
sato suzuki takahashi tanaka watanabe ito yamamoto kobayashi kato yoshida yamada sasaki yamaguchi matsumoto inoue
kimura hayashi shimizu yamazaki mori abe ikeda hashimoto yamashita ishikawa nakajima maeda fujita ogawa goto okada
hasegawa murakami kondo ishii saito sakamoto endo aoki fujii nishimura fukuda ota miura takeuchi nakano okamoto
matsuda harada nakagawa
choi jung jeong kang cho yoon jang han seo shin kwon hwang ahn jeon hong moon son bae baek heo
sharma verma singh mehta joshi iyer iyengar nair menon pillai reddy rao naidu chatterjee mukherjee bose ghosh
sen dutta chopra kapoor malhotra khanna agarwal bhatt desai kulkarni deshpande patil jain agrawal mishra pandey tiwari
dubey yadav chauhan thakur saxena srivastava bhattacharya krishnan subramanian raman
kowalski wisniewski wojcik kowalczyk kaminski lewandowski zielinski szymanski wozniak dabrowski kozlowski jankowski
mazur kwiatkowski krawczyk piotrowski grabowski pawlowski michalski kowalska wisniewska lewandowska kaminska zielinska
visser smit meijer mulder bos vos peters hendriks dekker brouwer dijkstra smits
johansen larsen andersen pedersen nilsen kristiansen christensen rasmussen karlsson nilsson eriksson larsson olsson
persson svensson gustafsson lindberg lindqvist virtanen korhonen makinen nieminen
yilmaz kaya demir sahin celik yildiz yildirim ozturk aydin ozdemir arslan dogan kilic aslan cetin koc kurt ozkan
haddad khoury hassan hussein ahmad mahmoud abdullah salem saleh mansour aziz rahman karim farouk
adeyemi ogunleye adebayo okoro eze nwosu mensah boateng owusu asante osei kamau otieno mwangi odhiambo banda phiri
dlamini nkosi ndlovu khumalo mokoena
tran pham hoang huynh phan dang bui duong
ivanov smirnov kuznetsov popov vasiliev petrov sokolov mikhailov novikov fedorov morozov volkov alekseev lebedev
semenov egorov pavlov kozlov stepanov nikolaev orlov ivanova petrova smirnova horvat kovac
""".split())
GIVEN |= set("""
taro haruto sota yuto hinata riku yui aoi himari rin yuna akari kaito ren daiki shota kenta hiroki yuma kazuki takuya
emi yumi keiko
ananya aarav vihaan aditya reyansh ishaan aadhya diya saanvi pari navya riya sneha tanvi aditi nandini swati rohit amit
ankit vikas mahesh ganesh karthik venkat srinivas naveen praveen
minjun seojun doyun seoyeon haeun minseo jisoo hyejin jiyeon sungmin junho jaehyun minho
chukwuemeka ifeanyi aminata fatoumata moussa ibrahima kwesi akua adwoa thandeka nomvula themba njeri akinyi
""".split())
# Round 9: everyday given names and the short forms people sign with (English first, then South Asian, Italian,
# West and South African, Korean and Japanese), for a listed name standing alone (privacy/person_extent.py).
GIVEN |= set("""
tracy jenny mandy jessie daisy nate darnell ewan kat becca kiki ahmet tasha shay abbie addie aggie allie ally alyssa
amos andi angie annette archie arlene arnold ashton audrey barney bernie bertie bess bessie betsy beverly billie billy
bobbie bobby bonita brandi bridie brittany brody cammie carly cassie cecil celeste chad charlene charley chelsey cheryl
chet chrissy christy chuck clair clancy claudette clayton clifford clint clyde colleen connie corey cory darla darlene
darryl daryl davey deanna debra deirdre della delores denny derrick desiree devin dewayne dina dixie donnie donny dora
dottie doug duane dwayne dwight edna effie elsie elton elvis emmett erma ernie essie etta eugenia evie frances frankie
fred freda freddy gabby garrett gayle geoff geoffrey geri gert ginny glenda glenn greg gus gwendolyn hattie herman hollie
howie ilene imelda irma irv issy izzy jackie jacky jaime janie jarvis jeanette jed jeff jenna jerry jess jim jimmy joanne
jodi jody joey johnny jonny kara kari kasey katie katy kaye keira kendra kenny kirk kristin kristy lacey larry lawrence
leanne lenny leroy lester lettie libby lillian linc lindsay lindsey liz lizzie lonnie lora loretta lori lorna lottie
louie lucille luke maddie maddy madge mamie mandi marcia marge margie marilyn marla marsha marty matt mattie mavis maxine
meg mervyn mick mickey mike millie milly mindy minnie mitch mitchell molly myrtle nellie nettie nicky ollie ozzie paddy
patsy peggy percy phil phyllis ricky robbie rodney ronnie roxanne rudy sadie sally sammy shari shawn shelly sherri
shirley susie suzy tabitha teddy terri tessa tommy tori tracey trish verna vince wally wilbur willie winnie wyatt zack
zeke akash akshay arun manoj pallavi pradeep rekha ritu sachin sameer usha varun vijay yash dario elio fabrizio gianna
ilaria livia marcello nico stefano tiziana bukola kemi kunle nneka uche yemi busisiwe palesa minji haruka riko
""".split())
# (Short forms that are also words, places or surnames are left out: ace, bud, kit, clay, don, devon, morgan …: in a
# user name "kitchen" would read as kit + chen.)
# Round 38: Welsh, Scottish, Irish and Cornish given names and short forms the lists lacked (common-name knowledge;
# none an English word; not "Mali", a country)
GIVEN |= set("""
tamsin jonty ifan rhodri cerys aled huw llinos lowri osian fergus glyn rhi kez siân carys dafydd eleri emyr eurig gethin
geraint gwion gwenllian heledd hywel ieuan iolo lleucu meinir meirion morwenna nerys owain seren sioned steffan tomos
angharad alun arwel deiniol elfed emlyn ffion gruffydd gwilym llew macsen mererid nesta alasdair ailsa eilidh morag
murdo kirsteen mhairi fionn ruaridh struan torquil seonaid morven ciarán oisín pádraig ruairí seán siobhán sinéad
róisín éabha gráinne ríona dónal kerenza demelza lowenna
""".split())

# What is left of a job title once its first word is read as a role before a name ("Volunteer Coordinator",
# "Customer Services"): not a name (trim.clean_person, round 15).
JOB_REST = frozenset({"coordinator", "services", "service", "manager", "liaison", "advisor", "adviser", "officer", "team",
                      "support", "relations", "care", "success", "experience", "portal", "account", "accounts", "record",
                      "records", "details", "number", "name", "list", "login", "id"})
