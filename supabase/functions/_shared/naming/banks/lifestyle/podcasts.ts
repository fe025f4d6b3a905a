import { bank } from '../types.ts'

export default bank('podcasts', `
Micnic | - | a mic and a picnic: a relaxed spread of conversation | Pull up a chair, press record.
*Podyssey | - | pod + odyssey: a long journey told in episodes | Every episode, one step further.
*Mic & Mug | - | a microphone and a mug of tea: a friendly talk show | Tea, talk, press record.
Earfeed | - | new episodes fed straight to your ears | New episodes, straight to your ears.
Commutecast | - | a show the length of a commute | One episode, one commute.
*Headphone Hour | - | an hour with your headphones on | One hour, headphones on.
Wavecut | editing production edit editor | the sound wave trimmed clean in the edit | Every um and ah, trimmed.
Jingleroom | production studio intro | a room where shows get their intro tunes | Your intro, your sound.
Talkbooth | studio hire booth | a booth built for talking | Book the booth, bring your voice.
Guestchair | interview interviews guest guests | the chair kept for the week's guest | Someone new in the chair each week.
*Couchcast | comedy chat friends | a show recorded from the sofa | Recorded on the sofa, heard everywhere.
Giggletrack | comedy funny | a track full of giggles | Laughs, every episode.
Cluecast | crime mystery murder | a show that follows the clues | Follow the clues, episode by episode.
Tapecase | crime mystery murder | a case told on tape, episode by episode | Listen after dark.
Deskcast | business startup founders entrepreneurs | a show recorded across a desk | Business talk, from desk to ear.
Townmic | local community town | a microphone for the town's own voices | Your town, on air.
Bedtime Mic | kids children bedtime | short shows for winding down at bedtime | Ten minutes of story before lights out.
# r10: detail names
Dugout Mic | sport sports football fans match | a microphone in the team dugout | Match talk from the dugout.
Halftime Chat | sport sports football fans match | the chat at half time | The talk between the halves.
Naptime Mic | parents parenting mums dads moms baby | a show recorded while the baby naps | Recorded while the baby sleeps.
Pramcast | parents parenting mums dads baby | a show for listening on the pram walk | Listen while you push the pram.
Bookmark Mic | book books reading readers literature | a microphone where the bookmark sits | Talk from the page you are on.
Dogear Audio | book books reading readers literature | the dog-eared page of a book you loved | For the pages you folded down.
Popcorn Pod | film films movie movies cinema tv | a pod to listen to with popcorn | Grab popcorn, press play.
Spoilercast | film films movie movies tv series | a show packed with spoilers | Spoilers ahead. You were warned.
Pewcast | church faith christian sermon sermons | a show from the church pew | Sermons for the walk home.
Buttonmash | gaming games gamer gamers | the frantic button mashing of a close game | Chat between levels.
Respawn Radio | gaming games gamer gamers | respawn: back in the game after a wipe-out | Back in the game every week.
# r11: detail names
Whisk & Mic | food cooking recipes recipe chef baking foodie | a whisk held up like a microphone | Recipes, stories and second helpings.
Sleevenotes | music musicians band bands album albums vinyl songs | the notes inside a record sleeve | The story behind the songs.
Worryjar | anxiety mental wellbeing worry worries therapy | a jar you drop your worries into | Drop a worry in, listen.
Beaker Banter | science scientist scientists physics biology chemistry | banter over a bubbling beaker | Science, chatted through.
Layover Radio | travel travelling trips backpacking destinations | a show for the hours of a layover | Listen between flights.
Soapbox Mic | politics political election debate opinion | a microphone on the soapbox | Say it from the soapbox.
Floorcreak | ghost ghosts paranormal haunted supernatural | the floorboard that creaks in an empty house | Listen for the creak.
Red Flag Radio | dating relationships relationship couples | the red flags every dater learns to spot | Spot the red flags together.
# r12: detail names
Micdrop Studio | production studio hire booth recording | a studio where you drop the mic at the end | Record it, drop it.
Cutroom | editing edit editor | the cutting room where the ums vanish | All the good bits, none of the ums.
Founder Fireside | business startup founders entrepreneurs | founders chatting by the fire | Honest talk from the founders.
# r13: detail names
Phrasebook Radio | language languages spanish french german italian japanese | the traveller's phrasebook, read out loud | A new phrase every episode.
Changelog Weekly | tech technology ai software coding developers developer | the changelog every software update comes with | What changed in tech this week.
Payslip Pod | money finance finances investing investment budgeting savings pension pensions | the payslip and what to do with it | Make your payslip go further.
Dawnchorus Tapes | nature wildlife birds birding birdsong outdoors | a dawn chorus recorded on tape in the woods | Press play, hear the woods wake up.
# r14: detail names
Snortlaugh | comedy funny humour humor | the laugh that ends in a snort | Laughs that end in snorts.
Chalkline Radio | crime truecrime mystery murder | the chalk outline at a crime scene | Listen from the chalk line.
Pillowfort Radio | kids kid children child | kids listening from inside a pillow fort | Stories for the pillow fort.
Bench Talks | mental mentalhealth anxiety wellbeing therapy | the honest talks that happen on a park bench | Sit down, talk it through.
Saucepan Sessions | food cooking recipes recipe chef baking foodie | talk recorded over a bubbling saucepan | Stir, chat, taste.
Needledrop Radio | music musicians band bands album albums vinyl songs | the needle dropping onto a record | Drop the needle, hear the story.
Footnote Radio | history historical historian historians | the footnote where the best stories hide | History from the footnotes.
`)
