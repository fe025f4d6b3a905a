import { bank } from '../types.ts'

export default bank('history', `
*Yesteryarn | - | yesteryear + yarn: a good story from long ago | A good yarn from yesteryear.
Relicradio | - | relics of the past, told on the radio | The past, on the radio.
Sepiasound | - | sepia photographs, turned into sound | Old photographs, turned into sound.
Tinkertale | invention inventor patent | tales of the tinkerers who invented things | Tales of the tinkerers.
Hersaga | woman women | her saga: women's history, told in full | Her side of the story.
*Matriarchive | woman women | matriarch + archive: an archive of women's lives | An archive of remarkable women.
Moatlore | medieval castle | lore from the castle moat | Stories from behind the moat.
Scribesaga | medieval castle | a saga copied out by medieval scribes | Copied out by candlelight.
Fogwhisper | crime victorian mystery victorians | whispers through Victorian fog | Whispers in the Victorian fog.
Parishfable | local town village | fables from the parish | The stories of your parish.
Flaskfable | science scientist | the fable behind every flask | How science really happened.
Fadedfact | forgotten lost obscure | facts that faded from memory | Faded facts, brought back.
*Atticletter | family genealogy ancestry | the letter found in the attic | What's in your attic?
Kinalbum | family genealogy ancestry ancestor ancestors familytree | the family album, explained | Meet your ancestors.
# r10: detail names
Bugleyarn | war military soldier battle wwii | bugle + yarn: wartime tales | Wartime tales, told straight.
Trenchletter | war military soldier wwi wwii | the letter written home from the trench | Read the letters home.
Togatale | rome roman ancient empire | toga + tale: ancient Rome told as a good tale | Ancient Rome, one tale at a time.
Papyruspod | egypt egyptian pharaoh | papyrus + pod: ancient Egypt on a podcast | Ancient Egypt, unrolled.
Saltyarn | maritime sea sailor pirate | a salty yarn: tales of the sea, told like a sailor | Sea tales, told salty.
Wreckradio | shipwreck wreck pirate ocean | wreck + radio: shipwrecks on air | Every wreck has a tale.
Crowngossip | royal royals king queen monarchy | crown + gossip: the gossip of royal history | The crown, the court, the gossip.
Larderlore | food cooking recipe cuisine culinary | larder + lore: the history of what we eat | History, from the larder.
Steamtale | railway railways steam locomotive | steam + tale: railway history | All aboard the past.
Knightlight | kid kids child children bedtime | knight + nightlight: bedtime history for kids | Knights before lights out.
Cobbletale | walk walking tour tours guided | cobbles + tale: history told on a walk | History under your feet.
Vinylyarn | music musician band song album | vinyl + yarn: tales from music history | The tale behind the track.
Gargoyletale | architecture cathedral church abbey | the tales the gargoyles have watched | What the gargoyles saw.
# r11: detail names
Longshipyarn | viking vikings norse | longship + yarn: Viking tales | Tales from the longship.
Runeradio | viking vikings norse rune runes | rune + radio: Viking history on air | The runes, read aloud.
Oracleradio | greek greece mythology myth oracle | oracle + radio: ancient Greece on air | The oracle is on air.
Amphoratale | greek greece ancient mythology | the tales painted on an amphora | Stories painted on pots.
Biplaneyarn | aviation flight plane pilot aircraft | biplane + yarn: tales from early flight | Tales from the open cockpit.
Moonshotradio | space moon apollo astronaut rocket | moonshot + radio: the history of spaceflight | One giant tale at a time.
Leechjar | medicine medical doctor surgeon plague | the leech jar of old medicine | Medicine, before it got good.
Trophytale | sport sports olympic olympics cricket | trophy + tale: the stories behind sport's great trophies | Every trophy has a tale.
Terraceyarn | football soccer club terrace | tales from the terrace: football history | Tales from the terraces.
Easelyarn | painting painter painters gallery museum | easel + yarn: the stories behind paintings | The tale behind the canvas.
Hemlinetale | fashion costume clothing dress | hemline + tale: history told through clothes | History, hemline by hemline.
Saloonyarn | cowboy cowboys west wildwest frontier | the yarns told in a Wild West saloon | Pull up a stool in the saloon.
Mugshotyarn | crime criminal murder outlaw gangster | mugshot + yarn: the stories behind old mugshots | Every mugshot has a story.
Gadgetyarn | gadget gadgets patent | gadget + yarn: the stories behind everyday gadgets | Every gadget has a backstory.
# r12: detail names
Toga Tots | kid kids child children school | little ones learning history in togas | Tiny historians, big adventures.
Lamplight Walks | walk walking tour tours guided ghost night | history walks by the light of the lamps | Follow the lamp into the past.
Ruffletale | tudor tudors elizabethan | tales from the age of the Tudor ruff | History with a ruffle collar.
Clanlore | scotland scottish clan highland highlands | the lore of Scotland's clans | Every clan has a story.
Fireside Tapes | oral interview interviews memories elderly | memories recorded by the fire | The past, in their own voices.
Sepiabox | photo photos photograph archive | a box of old sepia photographs, explained | Every old photo has a story.
Plaquehunter | local town village street plaque plaques | hunting the stories behind every blue plaque | Who lived on your street?
# r13: detail names
Trowel Tales | archaeology archaeologist archaeological dig excavation | tales turned up by the archaeologist's trowel | History, one trowel scrape at a time.
Griot Radio | black african diaspora caribbean windrush | the griot, West Africa's keeper of history, on air | Black history, told by its keepers.
Lavender Archive | lgbtq lgbt queer gay lesbian pride | an archive of queer history, in lavender | The queer past, out of the closet.
Microfilm Radio | spy spies espionage coldwar soviet | the spy's microfilm, developed and read on air | Secrets from the Cold War, developed.
# r14: detail names
Gramophone Hour | podcast podcasts audio episode episodes | an hour of history, played like an old gramophone record | Wind it up, press play.
Rationbook Tales | war wartime wwii homefront blitz | tales from the ration book years on the home front | Life on the home front, retold.
Censustrail | family genealogy ancestry ancestor ancestors familytree | following the census trail back through your family | Follow your family, census by census.
Cardboard Crowns | kid kids child children school schools | kids in cardboard crowns, acting out history | History kids can dress up in.
Chainmail Chronicle | medieval castle castles knight knights | a chronicle told in the clink of chainmail | The Middle Ages, in full armour.
Bluestocking Radio | woman women female | the bluestockings: learned women history forgot, on air | The women history left out.
Chimneysweep Tales | victorian victorians | Victorian life as the chimney sweep saw it | Victorian life, from the chimney down.
# r16: detail names
Legion Ledger | rome roman romans ancient empire legion army soldier | the ledger of the Roman legions, read aloud | March with the legions.
Mosaic Minutes | rome roman romans ancient empire | ancient Rome pieced together in short episodes, like a mosaic | Rome, one tile at a time.
Footnote FM | podcast podcasts audio episode episodes radio listen | footnote + FM: the bits history books put in the footnotes, on air | The best bits were in the footnotes.
Newsreel Rewind | youtube video videos channel documentary documentaries film footage | old newsreels rewound and explained | Rewind the newsreel.
Obelisk Diaries | egypt egyptian egyptians pharaoh pyramid | diaries from the age of the obelisks | Ancient Egypt, day by day.
Brolly & Boots | walk walks walking tour tours guided guide | the guide's raised brolly and your walking boots | Follow the brolly.
Crinoline Capers | victorian victorians women fashion | the capers of Victorian life, in crinolines | Victorian life, hoops and all.
# r18: detail names
*Rubicon Radio | rome roman romans caesar julius republic | Caesar crossing the Rubicon, the most famous moment in Roman history, on air | Cross the Rubicon every week.
# r19: detail names
Et Tu Weekly | rome roman romans | "et tu, Brute?": Caesar's last words, and a new Roman episode every week | Betrayals, emperors and empire, every week.
`)
