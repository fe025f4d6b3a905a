// Trade keys that say what kind of venture, a tone or a side of the work rather than what the
// business is about: "a tattoo studio" is not a yoga studio, a hot-sauce brand is not a branding
// agency, patches for bands are not music lessons. Such a key makes its trade the brief's main
// one only with a specific key of the same trade or when it is the whole head ("a yoga studio",
// "walking holidays"); see matchTrades in trades.ts. A key that two trades share is weak too.
export const WEAK_KEYS = new Set(`
  brand boutique studio walking band bands botanical market marketplace shop store custom service
  app online handmade vintage retro creative content platform tech data startup show sweet ice sour
  farmhouse produce harvest clean scent scented coast coastal power panel package container restore
  restoration restored building interior property properties garage ring rings gold silver belt
  belts etsy stretch heated strength gear outdoor guided party parties engagement baby babies camp
  kids stem code career lesson smile health care rest bed night film shoot photo firm contract
  strategy cloud risk claim claims detect detection security privacy money bill bills split radio
  audio notes swap used task tasks schedule habit journal writing reading italian kitchen
  sale sales recording recordings episode channel creator
`.split(/\s+/).filter(Boolean))

// Words of a brief's head that say how or where a venture works, not what it is about: "a mobile
// app", "handmade silver rings". They neither name a trade nor stop a generic key from doing so.
export const VENTURE_WORDS = new Set(`
  mobile online digital virtual handmade local independent family organic eco friendly premium
  luxury affordable boutique tiny small new modern traditional artisan artisanal
`.split(/\s+/).filter(Boolean))

// Single-word keys with another everyday sense (salsa: a sauce or a dance; ink: a tattoo or a
// drawing): a multi-word key or the head noun's trade wins over them (trades.ts).
export const AMBIGUOUS_KEYS = new Set(`
  salsa ink sign signs inn present presents bar pitch rent
`.split(/\s+/).filter(Boolean))

// Who a business serves, not what it is: a trade met only through these is never the main one.
export const AUDIENCE_WORDS = new Set(`
  kid kids child children teen teens teenager teenagers senior seniors woman women man men family
  families beginner beginners parent parents student students
`.split(/\s+/).filter(Boolean))

// How a venture is run or sold, never a thing to build a name on (Customhand, Weeksmith).
export const FORMAT_WORDS = new Set([...VENTURE_WORDS, ...`
  custom bespoke online mobile guided organic sustainable family weekly week daily monthly urgent
  small big run based professional personal private
`.split(/\s+/).filter(Boolean)])
