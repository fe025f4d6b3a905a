import { bank } from '../types.ts'

export default bank('tattoos', `
Flashsheet | - | flash sheets: the pages of ready drawn designs on a studio's walls | Pick from the sheet or bring your own.
*Anchorheart | traditional oldschool sailor | anchor + heart: classic sailor tattoos | Anchors and hearts.
*Featherfine | fineline minimalist delicate | feather + fine: lines as fine as a feather | Fine as a feather.
Threadline | fineline minimalist delicate | thread + line: lines as thin as thread | Thin as thread.
Lobestack | piercing ear piercings ears | lobe + stack: stacked ear piercings | Stack your lobes.
*FlashFriday | walkin walk flash walkins | flash designs tattooed walk-in on Fridays | Walk in on Friday.
Mendmark | coverup rework | mend + mark: mending old tattoos | Mend the mark.
Blackfill | blackwork dotwork geometric | black + fill: solid blackwork | All black, all bold.
Calmneedle | first beginner nervous beginners firsttimer | calm + needle: a calm studio for nervous first-timers | Calm needle, calm you.
Honourline | memorial remembrance | honour + line: tattoos to honour someone | Honour them in ink.
Koisleeve | japanese irezumi | koi + sleeve: Japanese koi sleeves | Koi for the sleeve.
Sisterink | women female womenonly ladies | sister + ink: a studio by and for women | Ink among sisters.
Blankskin | removal laser | blank + skin: back to blank skin | Back to blank.
# r10: detail names
Fernneedle | botanical floral flower flowers plant | fern + needle: fern and flower tattoos | Ferns, inked.
Matchmark | matching couple couples friend friends friendship | match + mark: matching tattoos for two | Get marked together.
Scarpetal | scar scars mastectomy | scar + petal: petals tattooed over a scar | Petals where the scar was.
Cursivecurl | lettering script quote | cursive + curl: flowing script tattoos | Your words, in curls.
Pawline | pet dog cat paw | paw + line: paw print and pet tattoos | Their paw, on you.
# r11: detail names
Eyeglint | realism realistic portrait portraits | eye + glint: the glint in the eye that makes a portrait real | It's all in the eyes.
Brushwash | watercolour watercolor painterly | brush + wash: tattoos that look brushed on | Ink like watercolour.
Quietpoke | handpoke stickandpoke machinefree | quiet + poke: hand-poked tattoos with no machine buzz | No buzz, just dots.
Rainbowneedle | queer lgbtq lgbt lgbtqia inclusive | rainbow + needle: a queer-friendly studio | Everyone in the chair.
Coffinflash | horror gothic goth spooky halloween | coffin + flash: spooky flash designs | Spooky flash, all year.
Knotsleeve | celtic knot knotwork irish | knot + sleeve: Celtic knotwork sleeves | Knots that never end.
Runeband | norse viking nordic runes | rune + band: Viking rune armbands | Runes round the arm.
Hoop & Stud | piercing piercings nose septum | hoop + stud: piercings and jewellery | Hoops, studs, steady hands.
Coverpetal | coverup cover-up rework blastover | cover + petal: flowers grown over an old tattoo | New petals over old ink.
Firstbuzz | firsttimer firsttimers nervous beginner beginners | first + buzz: the first buzz of the needle | Your first buzz.
Peonysleeve | japanese irezumi peony | peony + sleeve: Japanese peony sleeves | Peonies for the sleeve.
Swallowflash | traditional oldschool americana sailor | swallow + flash: classic swallow designs | Swallows, old school.
# r12: detail names
Swallow & Anchor | traditional oldschool sailor americana | the sailor's swallow and anchor flash | Classic ink, bold lines.
Fineline Inkroom | fineline minimalist delicate | a room for fine line tattoos | Small, fine, forever.
Firstink | first beginner beginners nervous firsttimer | your very first tattoo | Nervous? We'll go gently.
Coverwell | coverup cover-up rework blastover | covering old tattoos well | New ink over old mistakes.
Pawprint Ink | pet pets dog dogs cat cats paw memorial | your pet's paw print inked | Keep their paw print with you.
Inkpride | queer lgbtq lgbt inclusive | a tattoo studio proud to welcome everyone | Come as you are, leave inked.
# r13: detail names
Pinkie Ink | tiny dainty finger fingers | tattoos small enough to sit on a little finger | Small enough for your pinkie.
Onechair | private bookingonly | one + chair: a private studio with a single chair | One chair, all our attention.
Pierflash | pier seaside beach coast coastal seafront | pier + flash: flash tattoos by the pier | Flash by the sea.
# r14: detail names
Helixpoint | piercing piercings ear helix cartilage | helix + point: precise ear and helix piercings | Pierced exactly where you pointed.
Waveback | japanese irezumi backpiece | wave + back: Japanese waves across a back piece | A wave across your whole back.
Her Chair | women female womenonly ladies | a tattoo chair for women | A chair of her own.
Stemline | botanical floral flower flowers plant | stem + line: fine stems and flowers in ink | Grown along one fine line.
Inkfade | removal laser | ink + fade: laser that fades old tattoos | Fade the one you regret.
`)
