import { bank } from '../types.ts'

export default bank('tattoos', `
Surestroke | - | sure + stroke: confident tattooing | Sure lines, steady needle.
Skinstory | - | skin + story: the story you carry on your skin | Wear your story.
Steadybuzz | - | steady + buzz: the steady buzz of a good machine | Steady hands, steady buzz.
Proudmark | - | proud + mark: a mark worn with pride | Wear it proud.
Inkvow | - | ink + vow: a promise in ink | A promise in ink.
Buzzchair | - | buzz + chair: the tattoo chair | Take a seat.
Stayink | - | stay + ink: ink that stays for life | Ink that stays.
Lifelongink | - | lifelong + ink: ink that lasts a lifetime | Ink for life.
Swallowink | traditional oldschool sailor | swallow + ink: the classic sailor swallow | Old school, done right.
Anchorheart | traditional oldschool sailor | anchor + heart: classic sailor tattoos | Anchors and hearts.
Portsideink | traditional oldschool sailor | portside + ink: tattoos from the sailor tradition | Ink from the port.
Featherfine | fineline minimalist delicate | feather + fine: lines as fine as a feather | Fine as a feather.
Threadline | fineline minimalist delicate | thread + line: lines as thin as thread | Thin as thread.
Tinyink | fineline minimalist delicate small | tiny + ink: small, delicate tattoos | Small ink, big meaning.
Lobestack | piercing ear | lobe + stack: stacked ear piercings | Stack your lobes.
Helixpoint | piercing ear | helix + point: ear cartilage piercing | Point to the helix.
Earcharm | piercing ear jewellery | ear + charm: charming ear piercings | Charm for your ears.
FlashFriday | walkin walk flash | flash designs tattooed walk-in on Fridays | Walk in on Friday.
NextChair | walkin walk flash | next + chair: the next chair is yours | Next chair's free.
Pickflash | walkin walk flash | pick + flash: pick a flash design off the wall | Pick it off the wall.
Fadefix | coverup rework | fade + fix: fixing faded tattoos | Faded? Fixed.
Newcover | coverup rework | new + cover: a new design over the old | Start again.
Mendmark | coverup rework | mend + mark: mending old tattoos | Mend the mark.
Blackfill | blackwork dotwork geometric | black + fill: solid blackwork | All black, all bold.
Stipplestory | blackwork dotwork geometric | stipple + story: dotwork tattoos | Story in dots.
Geoink | blackwork geometric | geometry + ink: geometric tattoos | Lines with angles.
Firstink | first beginner nervous | first + ink: your first tattoo | Your first, done gently.
Calmneedle | first beginner nervous | calm + needle: a calm studio for nervous first-timers | Calm needle, calm you.
Gentleneedle | first beginner nervous | gentle + needle: a gentle first tattoo | Be brave. We're gentle.
Keepsakeink | memorial | keepsake + ink: memorial tattoos | Keep them close.
Memoryink | memorial | memory + ink: tattoos that remember | A memory in ink.
Honourline | memorial | honour + line: tattoos to honour someone | Honour them in ink.
Koisleeve | japanese irezumi | koi + sleeve: Japanese koi sleeves | Koi for the sleeve.
Dragonsleeve | japanese irezumi | dragon + sleeve: Japanese dragon sleeves | Dragons for the sleeve.
Peonyink | japanese irezumi floral | peony + ink: Japanese-style peonies | Peonies in ink.
Sisterink | women female | sister + ink: a studio by and for women | Ink among sisters.
Femmeink | women female | femme + ink: tattoos by women artists | Ink by women.
Laserfade | removal laser | laser + fade: laser tattoo removal | Fade it away.
Undoink | removal laser | undo + ink: remove unwanted tattoos | Undo the ink.
Blankskin | removal laser | blank + skin: back to blank skin | Back to blank.
`)
