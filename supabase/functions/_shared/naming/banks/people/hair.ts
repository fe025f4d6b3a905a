import { bank } from '../types.ts'

export default bank('hair', `
Locksley | - | locks of hair + Locksley, Robin Hood's village | Where good locks live.
Crownshear | - | careful shears from the crown down | Good cuts, from the crown down.
Scissorbell | - | the snip of scissors and the shop bell as you walk in | Hear the bell, leave with a cut.
Clipperton | barber men barbers mens | clippers + -ton, a real island name: a barber town | Clippers on, town sharp.
Fadeyard | barber men barbers mens | a yard of barbers for sharp fades | Sharp fades, no appointment stress.
RingletRoom | curly natural curls | a room for ringlets: a salon that understands curls | Curls cut dry, by curl people.
*Boostercut | kids child children | the booster seat that lifts little ones to the mirror | Haircuts from the booster seat up.
Sunstreak | colour color highlight blonde highlights | streaks of colour that look sun-made | Colour that looks like summer.
*Braidmaid | bridal wedding braid | braid + bridesmaid: braids and updos for wedding parties | Braids for brides and their maids.
Aislecurl | bridal wedding | curls set to last down the aisle | Curls that last down the aisle.
Veilpin | bridal wedding | the pin that holds the veil and the updo | Pinned for the big day.
Chairvan | mobile home van visiting | a salon chair in a van, parked at your door | The salon parks at your door.
Velvetmane | luxury | a mane with a velvet finish | A velvet finish, every cut.
Greyglam | grey silver older senior | grey hair worn with glamour | Grey, worn with glamour.
Silvershear | grey silver older senior | shears for silver hair, cut to shine | Silver hair, cut to shine.
Braidloft | braid afro braids | a loft full of braiders | Braids done high and tight.
# r10: detail names
Clipinch | extension extensions weave | clip-ins that add an inch, or ten | Clip in the length you want.
Blowbounce | blowdry blowout | the bounce of a good blow-dry | Walk out bouncing.
Wigstand | wig wigs hairloss thinning alopecia | the wig stand in a caring salon | Wigs fitted with care.
Beard & Blade | beard beards | beard trims and a sharp blade | Beards shaped, lines sharp.
Latherchair | shave wetshave razor | a chair, hot lather and a razor | Hot lather, slow shave.
Frizzfix | keratin smoothing straightening frizz | frizz, fixed | Frizz fixed for months.
Rinse & Refill | eco sustainable vegan refill | rinse with refilled bottles: an eco salon | Rinse, refill, no waste.
Loctwist | locs dreadlocks dreads | locs twisted at the root | Locs started, twisted and kept.
Mermaidrinse | vivid pastel rainbow mermaid | a rinse of mermaid colours | Colour as bright as you dare.
# r11: detail names
Nextchair | walkin dropin noappointment | the next free chair, no booking | Walk in, the next chair is yours.
Foil & Tone | balayage highlights highlight foils toner | foils then toner: highlights done right | Foils in, toned to perfect.
Quietclip | autism autistic sensory sen | quiet clippers for sensitive kids | Calm cuts, quiet clippers.
Rollerset | perm perms rollers retro | hair set on rollers | Rollers in, bounce for days.
Pin & Curl | updo updos prom occasion | hair pinned up in curls | Pinned up for the big night.
Pole & Clipper | barber barbers men mens gents | the barber's pole and the clippers | Clippers buzzing under the pole.
Lollycut | kids child children firsthaircut | a lolly after the cut | A lolly after every cut.
Pick & Coil | afro textured coily kinky natural | the afro pick and the coils it shapes | Coils picked, shaped, celebrated.
Cape & Comb | mobile visiting housebound | a cape and comb brought to your home | Haircuts at home, cape and all.
# r12: detail names
Tenner Trim | budget cheap affordable | a proper trim for about a tenner | A good trim for a tenner.
Fringefix | fringe trim quick | a quick fringe trim between cuts | Pop in, fringe fixed.
Roots & Gloss | colour color grey roots | roots covered and a glossy finish | Roots gone, shine on.
Springcurl | curly curls wavy | curls that spring back after the cut | Cut to let curls spring.
Diffuser Den | curly curls wavy | a salon that dries curls with a diffuser | Curls dried, never frizzed.
Spareroom Snips | home salon | a salon set up in the spare room | Cuts from the spare room.
# r13: detail names
Rainbowcape | queer lgbtq lgbt lgbtqia nonbinary genderneutral inclusive | rainbow + cape: a rainbow cutting cape, a salon for everyone | Cape on, be yourself.
Scalpscope | scalp trichology trichologist dandruff itchy | scalp + scope: a close camera look at the scalp and roots | A close look at your roots.
Freshers Fade | student students university uni freshers | a sharp fade for the first week of uni | Freshers week, sharp fade.
Lamplight Trims | evening evenings late latenight afterwork | haircuts after work, by lamplight | Cut after work, home by nine.
Pixiesnip | pixie crop cropped | pixie + snip: short pixie cuts | Short, sharp, pixie.
# r14: detail names
Borrowed Lengths | extension extensions weave tapein | lengths added with extensions | Longer hair by lunchtime.
Roundbrush Bar | blowdry blowout blowdries | round brush + bar: a blow-dry bar | Bounce from the round brush.
Greenfoil | eco sustainable vegan refill | green + foil: colour foils recycled | Foils recycled, colour kept.
Second Crown | wig wigs hairloss thinning alopecia chemo | a wig as a second crown of hair | Feel like yourself again.
`)
