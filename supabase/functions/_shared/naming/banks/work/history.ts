import { bank } from '../types.ts'

export default bank('history', `
WaxCylinder | - | the wax cylinder: the first recorded sound, and a podcast's great-grandparent | Stories pressed in wax.
Yesteryarn | - | yesteryear + yarn: a good story from long ago | A good yarn from yesteryear.
Footnoteworthy | - | footnote + noteworthy: the footnotes that deserve an episode | The footnotes worth a whole episode.
SeventyEight | - | the old 78 rpm record, crackle and all | The past, at seventy-eight rpm.
Microfiche | - | the microfiche reader in the library basement | From the library basement to your ears.
ReelToReel | - | the reel-to-reel tape machine that kept old voices | Old voices, rewound.
Crystalset | - | the crystal radio set families once gathered round | Gather round the crystal set.
Valveglow | - | the warm glow of an old radio's valves | History with a warm glow.
DeepCut | - | a deep cut: the story nobody else tells | The stories nobody else tells.
Sepiatone | - | the sepia tone of an old photograph | History, in sepia.
Cogspring | invention inventor | the cog and spring inside every old invention | The cogs behind the story.
Tinkerbench | invention inventor | the bench where an inventor tinkered | Back to the inventor's bench.
Whatsit | invention inventor | the forgotten whatsit nobody remembers inventing | What was it for? Listen.
Modelroom | invention patent | the patent office model room, full of forgotten inventions | Every model has a story.
Fieldpost | war military | the field post that carried letters from the front | Letters from the front.
Morsekey | war military | the Morse key that tapped out the war's news | Tapped out, one dot at a time.
Rationbook | war military | the ration book every wartime family carried | Wartime, one page at a time.
Bluestocking | woman | bluestocking: the learned women history forgot | The women history left out.
Hatpin | woman | the hatpin every suffragette carried | Sharp stories of brave women.
Pinmoney | woman | pin money: the small sums women once managed alone | Small sums, big lives.
Potsherd | ancient archaeology | the broken potsherd an archaeologist reads a whole world from | A whole world from one shard.
WaxTablet | ancient roman | the wax tablet Romans wrote on | Written in wax, told out loud.
Tessera | ancient roman | a tessera: one small tile of a mosaic | One tile at a time.
Rushlight | medieval | the rushlight that lit a medieval home | Tales by rushlight.
Tallystick | medieval | the notched tally stick medieval England kept accounts on | History, notched and counted.
HeraldRoll | medieval | the roll of arms every herald kept | Every knight, every crest.
BowStreet | crime | the Bow Street Runners, London's first detectives | True crime, from the Runners on.
Gaslamp | crime victorian | the gaslamp over a Victorian crime scene | Crimes under the gaslamp.
Newgate | crime | Newgate prison and its Calendar of crimes | Tales from the Newgate Calendar.
ParishChest | local town | the parish chest where a town's records were locked | Your town's story, unlocked.
BluePlaque | local town | the blue plaque on a house where history happened | The story behind the plaque.
Mapdrawer | local town | the map drawer in the local archive | Old maps, new stories.
Orrery | science | the clockwork orrery that showed the planets turning | How science learned to turn.
LeydenJar | science | the Leyden jar that first stored electricity | Sparks from science past.
Alembic | science | the alembic of the early chemists | Where chemistry began.
`)
