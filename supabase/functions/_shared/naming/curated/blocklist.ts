// Offensive fragments a generated name must never contain, written for this engine.
// Names are coined by gluing parts together, so a slur can appear across a join ("...ass" +
// "hole..."), which is why we check substrings of the whole lower-cased name, not whole words.
// Plain substring checks also reject innocent words ("classic" holds "ass"), so each term lists
// host words that make an occurrence harmless when the host covers it.
const BLOCKED: Record<string, string[]> = {
  fuck: [], fuk: [], shit: [], cunt: ['scunthorpe'], twat: [], wank: ['swank'], slut: [],
  whore: [], bitch: [], bastard: [], piss: [], jizz: [], dildo: [], porn: [], xxx: [], milf: [],
  cock: ['cocktail', 'peacock', 'cockatoo', 'cockpit', 'cockle', 'hancock', 'woodcock', 'shuttlecock'],
  dick: ['dickens'],
  penis: [], vagina: [], pussy: [], boob: [], nude: [], orgy: ['georgy'], incest: [], molest: [],
  semen: [], sperm: [], anus: ['janus', 'manus', 'faunus', 'heinous'],
  anal: ['analog', 'analys', 'analyt', 'analyz', 'canal', 'banal', 'annal'],
  arse: ['parse', 'sparse', 'parsec', 'arsenal', 'hoarse', 'coarse', 'marseill', 'farsee'],
  ass: [
    'class', 'glass', 'grass', 'brass', 'pass', 'mass', 'bass', 'lass', 'sass', 'assist', 'assur',
    'asset', 'assembl', 'assort', 'assay', 'amass', 'compass', 'embass', 'cassava', 'cassette',
    'massage', 'passion', 'passage', 'molass', 'lasso', 'tassel', 'picasso', 'casserole', 'oasis',
    'massive', 'classic', 'jurassic', 'bassoon', 'hassle', 'brasserie', 'assam', 'cassia',
  ],
  butt: ['butter', 'button', 'buttress', 'rebutt', 'buttery'],
  cum: [
    'cucumber', 'cumin', 'document', 'circum', 'accumul', 'cumul', 'succumb', 'incumb', 'acumen',
    'modicum', 'talcum', 'capsicum', 'locum',
  ],
  tit: [
    'title', 'titan', 'petit', 'appetit', 'entit', 'stitut', 'competit', 'repetit', 'partit',
    'quantit', 'identit', 'titude', 'titular', 'stitch', 'tithe', 'titmouse', 'constitu',
  ],
  rape: ['grape', 'drape', 'scrape', 'trapez', 'parapet', 'therape', 'draper'],
  rapist: ['therapist'],
  sex: ['sextant', 'sussex', 'essex', 'middlesex', 'sexton'],
  crap: ['scrap'],
  turd: ['saturday', 'sturd'],
  fart: ['farther', 'farthing'],
  poop: [], turds: [], puke: [], vomit: [],
  nigg: [], nigga: [], negro: ['montenegro'], fag: [], dyke: [], retard: [], spic: ['spice', 'spicy', 'auspic', 'conspic', 'perspic', 'spick'],
  chink: [], kike: [], gook: [], tranny: [], spaz: [], paki: ['pakistan'], jap: ['japan', 'jape'],
  coon: ['raccoon', 'cocoon', 'tycoon', 'coonhound'],
  nazi: [], hitler: [], kkk: [], jihad: [], pedo: ['pedometer', 'torpedo', 'pedolog'],
  homo: ['homogen', 'homolog', 'homonym'], puta: ['reputa', 'computa', 'amputa', 'disputa', 'deputa'],
  hell: ['hello', 'shell', 'hellen', 'michelle', 'hellebore'],
  damn: [], cocaine: [],
  // Not slurs, but no founder wants them hiding in a name ("Mug" + "ly" = "Mugly").
  ugly: [], dead: [], kill: ['skill'], hate: ['chateau', 'whatever'], fail: [], dumb: [], idiot: [], stupid: [], heroin: ['heroine'], meth: ['method', 'something', 'methyl'],
}

const TERMS = Object.keys(BLOCKED)

/** The first blocked fragment found in `text` (letters only are compared), or null. */
export function findOffensive(text: string): string | null {
  const s = text.toLowerCase().replace(/[^a-z]/g, '')
  for (const term of TERMS) {
    let at = s.indexOf(term)
    while (at !== -1) {
      if (!coveredByHost(s, at, term, BLOCKED[term])) return term
      at = s.indexOf(term, at + 1)
    }
  }
  return null
}

/**
 * Prose check for slogans and rationales written by an LLM. Substrings would flag "assess",
 * so here a word is offensive only when it is a blocked term, a simple inflection of one, or
 * starts with a long (4+ letter) one ("fucking").
 */
export function hasOffensiveWord(text: string): boolean {
  for (const word of text.toLowerCase().split(/[^a-z]+/)) {
    if (!word) continue
    for (const term of TERMS) {
      if (word === term || word === term + 's' || word === term + 'es' || (term.length >= 4 && word.startsWith(term) && findOffensive(word))) return true
    }
  }
  return false
}

function coveredByHost(s: string, at: number, term: string, hosts: string[]): boolean {
  for (const host of hosts) {
    let offset = host.indexOf(term)
    while (offset !== -1) {
      const start = at - offset
      if (start >= 0 && s.startsWith(host, start)) return true
      offset = host.indexOf(term, offset + 1)
    }
  }
  return false
}

// Words that are not offensive but make a bad building block for a brand (grim, sickly, hostile).
// Used to filter lexicon neighbours and to keep them out of names.
export const AVOID = new Set(
  `death dead die dies dying kill killer murder corpse grave tomb coffin funeral disease cancer tumor
  virus plague war bomb gun blood bloody pain sick ill illness toxic poison hate evil devil demon
  sin slave prison jail drug crime crash fail failure loss debt broke poor ugly fat stupid dumb idiot
  fool loser fear anxiety anxious worry stress panic nervous sad grief lonely scam fraud waste trash
  garbage rot rotten decay dirt dirty filth germ pest rat roach louse lice worm maggot slime mucus
  wound scar injury victim abuse weapon knife assault attack terror riot bully hostage suicide
  cadaver carcass dung manure sewage vermin parasite bug bugs flea ticks tick mold fungus gross
  sweat smell stink odor mess messy chaos debris rubble ruin doom gloom dread misery agony torment
  burden chore boring bore dull lazy weak tired exhausted hungover junk spam bankrupt penalty
  lawsuit divorce widow orphan beggar hag witch zombie ghost skull bone bones cheat cheater stain
  bash bang knock drag poke hit punch slap smash crush steal thief fake liar lies greed rage anger
  angry cry scream horror fright scare creep creepy haunt flee hurt harm danger risk crisis
  emergency grief mourn mourning corpse burial cremation cemetery`
    .split(/\s+/)
    .filter(Boolean),
)
