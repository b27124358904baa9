"""A pet's name read as a person's (round 20): "Mabel (Cocker Spaniel)", "Patient: Ziggy (DSH, 9y, MN)", "my cat Tofu",
"Pet: Chorizo (Dachshund)", "宠物名：豆豆（柯基，4岁）", "班级金鱼小橙".

A name is an animal's when its species or breed stands in brackets right after it, when a species word or a pet's
field label stands right before it. The owner beside it ("Owner: Laura Kettleborough") is still a person.
"""
from __future__ import annotations

import functools

import regex as re

SPECIES = (r"dog|cat|puppy|pup|kitten|rabbit|bunny|hamster|guinea\s+pig|gerbil|parrot|budgie|cockatiel|horse|pony|"
            r"donkey|tortoise|turtle|ferret|goldfish|lizard|gecko|snake|chinchilla|canine|feline|equine|"
            # round 33: birds of prey and farm animals a falconer or a smallholder names ("Odin (eagle owl)", "my lanner
            # Freya")
            r"owl|hawk|falcon|eagle|buzzard|lanner|saker|gyr(?:falcon)?|peregrine|goshawk|vulture|alpaca|llama|"
            r"goat|mare|gelding|stallion|foal|"
            # round 35: a keeper's reptiles, small pets and birds ("1 bearded dragon (Norbert)", "my hognose Cinder")
            r"bearded\s+dragon|beardie|iguana|python|hognose|skink|axolotl|frog|tortoise|degu|hedgehog|sugar\s+glider|"
            r"cockatoo|macaw|canary|hen|piglet|lamb")
_COAT = r"(?-i:DSH|DLH|DMH|MN|FN|K9)"  # a vet's short forms, in brackets only: "Ziggy (DSH, 9y, MN)"
BREEDS = (r"labrador|retriever|spaniel|terrier|poodle|cockapoo|cavapoo|labradoodle|goldendoodle|schnauzer|dachshund|"
           r"beagle|bulldog|pug|corgi|collie|husky|malamute|shepherd|alsatian|boxer|rottweiler|doberman|whippet|greyhound|"
           r"lurcher|pointer|setter|vizsla|weimaraner|shih\s+tzu|lhasa\s+apso|bichon|chihuahua|pomeranian|maltese|yorkie|"
           r"staffie|staffy|akita|shiba|samoyed|dalmatian|great\s+dane|mastiff|newfoundland|bernese|cavalier|"
           r"persian|siamese|bengal|ragdoll|maine\s+coon|sphynx|british\s+shorthair|burmese|tabby|moggy|"
           r"mixed\s+breed|cross(?:breed)?|mongrel|lop|holland\s+lop|cob|thoroughbred")
ZH_ANIMALS = (r"柯基|泰迪|金毛|柴犬|布偶|英短|美短|哈士奇|萨摩耶|拉布拉多|比熊|博美|雪纳瑞|边牧|德牧|法斗|阿拉斯加|"
               r"橘猫|狸花|加菲|暹罗|银渐层|金渐层|狗|犬|猫|兔|仓鼠|鹦鹉|乌龟|金鱼|鱼")
# the species or breed in brackets after the name: "Mabel (Cocker Spaniel)", "Ziggy (DSH, 9y, MN)", "豆豆（柯基，4岁）"
# (round 34: a horse counted, "（一匹12岁的阿拉伯马）"; not 马 alone, a surname and a syllable of names: "（马丁）")
_BRACKET_AFTER = re.compile(r"\s?[(（][^()（）\n]{0,24}?(?<!(?i:class|group|team|house|form|room)\s)(?i:\b(?:" + SPECIES + r"|" + BREEDS + r"|" + _COAT + r")s?\b)|"
                            r"[”\"]?\s?[(（][^()（）\n]{0,12}?(?:" + ZH_ANIMALS + r"|[一两三四五六七八九\d]匹|蜥蜴|守宫|龙猫|刺猬|雪貂)")
# round 34: the species or the breed as the next cell or after a comma or a slash ("Kennel 7 (Rex, GSD)", "(9920, 'Mabli',
# 'canine', …)", "麻糬／米克斯犬"); a breeder's and a kennel's short forms too
_SHORT_BREEDS = r"gsd|jrt|sbt|dsh|dlh|frenchie|cocker|springer|sprocker|westie|lab\s+x"
# (not a species naming the next name: "(owner Priscilla Hale, dog Rolo)")
# (round 35: an age, a sex or a word of care before the breed, '"Tyson", 4yo Staffy x', "Bruno, male Labrador")
_CELL_AFTER = re.compile(r"[\"']?[ \t]*[,/／|][ \t]*[\"']?(?i:(?:\d+\s*(?:yo|y|yrs?|years?(?:\s+old)?|mo|months?(?:\s+old)?)|male|"
                         r"female|neutered|spayed|entire|young|elderly|senior|little|rescue|adult)[ \t]+){0,2}(?:(?i:(?:" + SPECIES + r"|" + BREEDS + r"|" + _SHORT_BREEDS + r")s?\b)"
                         r"(?![ \t]+[\"'“]?\p{Lu})"
                         r"|\p{Han}{0,3}(?:" + ZH_ANIMALS + r"))")
# a species word or a pet's field before it: "my cat Tofu", "Pet: Chorizo", "宠物名：豆豆", "班级金鱼小橙"
# (round 34: the name quoted, 'my horse "Mochi"'; "dog dad to Bruno")
# (round 35: "a springer called Rufus", "Pet is Dexter", a breed's own field, '"breed": "Jack Russell"')
_BEFORE = re.compile(r"(?:(?i:\b(?:" + SPECIES + r"|" + BREEDS + r"|" + _SHORT_BREEDS + r")s?)(?:[ \t]+(?i:(?:called|named)[ \t]+)?[\"“]?|[ \t]?[(（])|"
                     r"(?i:\b(?:pet|dog|cat)[ \t]+(?:is|was)[ \t]+)|(?i:[\"'](?:pet|dog|cat|animal)[\"']\s*:\s*\{\s*[\"']name[\"']\s*:\s*[\"'])|(?i:\bbreed[\"']?[ \t]*[:：=][ \t]*[\"']?)|(?i:\b(?:dog|cat|pup|fur)\s*(?:dad|mum|mom|mama|parent)\s+(?:to|of)\s+)|"
                     r"(?i:\b(?:pet|pet'?s\s+name|pet\s+name|animal|animal'?s\s+name))[ \t]*[:：][ \t]*|"
                     r"(?:宠物名称|宠物名|宠物|犬名|猫名|爱犬|爱猫)[ \t]*[:：]?[ \t]*|(?:" + ZH_ANIMALS + r"))$")


# a table's column of animals: "| Dogs assigned |", "pet_name,", "宠物名"
_PET_HEADER = re.compile(r"(?i:\b(?:dogs?|cats?|pets?|animals?|horses?|pet[_ ]name|dog[_ ]name|cat[_ ]name)\b)|宠物|犬名|猫名")


def _pet_column(text: str, start: int) -> bool:
    """Whether text[start] lies in a table cell under a header that names animals ("| Dogs assigned |")."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", start)
    line = text[line_start:line_end if line_end >= 0 else len(text)]
    delim = "|" if line.count("|") >= 2 else "," if line.count(",") >= 2 else "\t" if "\t" in line else ""
    if not delim:
        return False
    col = text.count(delim, line_start, start)
    for header in text[:line_start].split("\n", 12)[:12]:
        cells = header.split(delim)
        if len(cells) > col and header.count(delim) == line.count(delim) and ":" not in header \
                and len(cells[col].strip()) <= 24 and _PET_HEADER.search(cells[col]):
            return True  # (a header's cells are short and hold no label: not "Animal Hospital — Patient: …")
    return False


# round 22: a species word, then the name after a colon, in brackets or between commas: "Dog: Dim Sum", "Small dog
# (Pippin)", "The collie, Moss, was also wormed", "Animal: dog, Toffee, cocker spaniel"
# (round 35: a translation before the colon, "Dog 狗: Gaston", and the name quoted, 'Dog: "Doudou"')
_LABELLED = re.compile(r"(?i:\b(?:" + SPECIES + r"|" + BREEDS + r")s?)(?:[ \t]*\p{Han}{1,3})?[ \t]*(?P<p>[:：(（,，])[ \t]*[\"“']?$")
_CLOSES = {":": "", "：": "", "(": ")", "（": "）", ",": ",，", "，": ",，"}


# round 35: the later names of a list after a species' label ("Dogs: Biscotti, Duke, Nala")
_LISTED = re.compile(r"(?i:\b(?:" + SPECIES + r")s)(?:[ \t]*\p{Han}{1,3})?[ \t]*[:：][ \t]*(?:\p{Lu}\p{L}+[ \t]*,[ \t]*){1,5}$")


def _labelled_pet(text: str, start: int, end: int) -> bool:
    m = _LABELLED.search(text, max(0, start - 30), start)
    if m and (not _CLOSES[m.group("p")] or end < len(text) and text[end] in _CLOSES[m.group("p")] + "\"”'"):
        return True
    return _LISTED.search(text, max(0, start - 80), start) is not None


# round 34: what is done only for an animal, right before its name ("walks for Biscuit and Mabel", "the kennel for Rolo",
# a JSON list of pets, "给布丁驱虫"), or right after it ("Bramble's lead", "Luna and Mochi are due their annual booster",
# "咪咪的绝育手术"). Not what children share with pets: "Noah's mum", "claim for Brody's concussion", a booster, a bath.
_CARE_BEFORE = re.compile(r"(?:(?i:\b(?:walks|walkies|kennel|cattery|farrier|microchip(?:ping)?|grooming)\s+for"
                          r"(?:\s+(?:both|my|our|her|his|little|old))?)[ \t]+|"
                          r"(?i:[\"'](?:pets?|pet_names?|dogs?|cats?|animals?|horses?)[\"']\s*:\s*\[?\s*[\"'](?:[^\"'\n]{1,20}[\"'],\s*[\"'])*)|"
                          r"给(?=\p{Han}{1,3}(?:驱虫|做绝育|绝育|修毛|剃毛)))$")
_CARE_AFTER = re.compile(r"(?i:'s\s+(?:owners?|lead|harness|collar|crate|kennel|microchip|paws?|tail|girth|saddle|hooves|vet|vets|"
                         r"worming|flea|ashes|cremation|urn|walks?)\b|\s+on\s+(?:walks|the\s+lead)\b|(?:\s+and\s+\p{Lu}\p{Ll}+)?\s+(?:is|are)\s+due\s+(?:(?:his|her|their|its|an?)\s+)?"
                         r"(?:annual\s+booster|worming|flea))"
                         r"|的(?:绝育|驱虫|猫三联|犬瘟|狂犬疫苗)"
                         # (a record's next line: "Name: Luna\nSpecies: Canine")
                         r"|[ \t]*\n[ \t]*(?i:species|breed)[ \t]*[:：]")


# round 35: a walker's "walk Oscar at 12" (not "walk Sarah through it")
_WALK_BEFORE = re.compile(r"(?i:\bwalk(?:ing)?)[ \t]+$")
_NOT_WALKED = re.compile(r"\s+(?i:through|to|home|over|across|out|in|into)\b")


# round 37: a species named after a person ("Cetti's warbler", "Bewick's swan", "Daubenton's bat"), and an animal's name
# in brackets after its species ("the dog (Pickle)", see _BEFORE)
_EPONYM_AFTER = re.compile(r"(?:'s|’s)[ \t]+(?i:warblers?|swans?|bats?|gulls?|terns?|shrews?|petrels?|pipits?|buntings?|"
                           r"shearwaters?|geese|goose|owls?|eagles?|hawks?|falcons?|harriers?|plovers?|sandpipers?|"
                           r"phalaropes?|storm[- ]petrels?|wrens?|thrush(?:es)?|flycatchers?|gazelles?|zebras?|"
                           r"dolphins?|whales?|beaked\s+whales?|frogs?|toads?|newts?|lizards?|snakes?|vipers?|squirrels?|"
                           r"bumblebees?|beetles?|moths?|butterfl(?:y|ies)|fritillar(?:y|ies)|orchids?)\b")


def _pet_here(text: str, start: int, end: int) -> bool:
    if _WALK_BEFORE.search(text, max(0, start - 10), start) and not _NOT_WALKED.match(text, end):
        return True
    if _EPONYM_AFTER.match(text, end) or _EPONYM_AFTER.match(text, end - 2) and text[end - 2:end] in ("'s", "’s"):
        return True
    return bool(_BRACKET_AFTER.match(text, end) or _BEFORE.search(text[max(0, start - 24):start]) or _labelled_pet(text, start, end)
                or _CARE_BEFORE.search(text[max(0, start - 60):start]) or _CARE_AFTER.match(text, end) or _CELL_AFTER.match(text, end)
                or ("|" in text or "," in text) and _pet_column(text, start))


# round 34: a birth date said to be an animal's, by its label or by the record it stands in ("Pet DOB: 14/03/2019",
# "Dog's date of birth", "Species: Canine" a few lines above with no person's field between)
_PET_DOB = re.compile(r"(?i:\b(?:pet|dog|cat|puppy|kitten|horse|pony|foal|animal|litter)(?:'s)?\s*(?:dob|d\.o\.b\.?|date\s+of\s+birth|"
                      r"birthday|born)|\b(?:whelped|foaled|hatched))[^\n\d]{0,12}$|(?:宠物|狗狗|猫咪|犬|猫)(?:的)?(?:出生日期|生日)[^\n\d]{0,6}$")
# (round 35: an animal's label in the record too, "Animal: Ferret", and a field inside a line or a JSON object, "品种：柴犬",
# '"species": "cat"')
_ANIMAL_RECORD = re.compile(r"(?im)(?:^[ \t]*|[ \t,{\"])(?:species|breed|animal|品种|物种)[\"']?[ \t]*[:：]")


_PERSON_FIELD = re.compile(r"(?i:\b(?:owner|keeper|client|guardian)(?:'s)?(?:[ _]name)?[\"']?[ \t]*[:：])|(?:主人|客户|饲主|领养人)[ \t]*[:：]")


def pet_birth_date(text: str, start: int) -> bool:
    """Whether the birth date at text[start] is an animal's (see _PET_DOB)."""
    if _PET_DOB.search(text, max(0, start - 40), start):
        return True
    block_start = text.rfind("\n\n", 0, start) + 1
    return _ANIMAL_RECORD.search(text, block_start, start) is not None and not _PERSON_FIELD.search(text, block_start, start)


# round 29: a breed's name itself read as a person's ("Border Terrier", "Springer Spaniel", "Leopard gecko"); only words
# that are no one's surname (not Shepherd, Boxer, Pointer, Setter, Collie, Cross)
_BREED_LAST = re.compile(r"\s(?i:terrier|spaniel|retriever|poodle|labrador|schnauzer|dachshund|beagle|bulldog|whippet|"
                         r"greyhound|lurcher|weimaraner|chihuahua|pomeranian|rottweiler|dalmatian|mastiff|shorthair|"
                         r"longhair|ragdoll|doodle|gecko|python|tortoise|terrapin|cockatiel|parakeet)s?$")


_TITLED = re.compile(r"(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Mdm)\.?\s")


def is_pet(text: str, start: int, end: int) -> bool:
    """Whether the PERSON candidate text[start:end] names an animal, here or where the text names it again
    ("Claim – Mabel (Cocker Spaniel) … the invoice for Mabel's cruciate ligament repair")."""
    name = text[start:end]
    if _TITLED.match(name):
        return False  # "walk Ms Kowalczyk to the sister hotel" (round 35)
    if "/" in name or "\\" in name:
        return False  # a home folder ("cat /home/lwaweru/.ssh/…" is a shell's cat; round 25)
    if _pet_here(text, start, end) or _BREED_LAST.search(name):
        return True
    return len(name) >= 2 and _named_as_pet(text, name)


@functools.lru_cache(maxsize=4096)
def _named_as_pet(text: str, name: str) -> bool:
    """Whether the text names `name` as an animal anywhere (once per text and name: a letter that repeats a name
    3,000 times asks 3,000 times)."""
    at = text.find(name)
    while at >= 0:
        if _pet_here(text, at, at + len(name)):
            return True
        at = text.find(name, at + 1)
    return False
