import { bank } from '../types.ts'

export default bank('photographs', `
Softshutter | - | a soft shutter click that nobody notices | Photos taken before you notice.
Glintlens | - | the glint of light a good lens catches | We catch the glint.
Keepsnap | - | a snap worth keeping for life | Snaps worth keeping.
Goldgrain | - | the golden grain of a photo that feels timeless | Pictures with a golden grain.
Candidclick | - | candid photos clicked while life happens | Real moments, clicked candidly.
Momentroll | - | a roll of film full of moments | A whole roll of real moments.
Everframe | - | ever + frame: a frame you keep forever | Framed for ever after.
Honestlens | - | a lens that shows people as they really are | Just you, honestly.
Blinkless | - | photos where nobody blinked | Nobody blinked.
Posefree | - | photos without stiff posing | No stiff poses, just you.
Vowframe | wedding bride elopement | vow + frame: the vows, framed forever | Your vows, framed forever.
Aislefocus | wedding bride | the photographer's focus on the walk down the aisle | Focused on the walk of your life.
Confettisnap | wedding bride | the snap of the confetti moment | Caught mid-confetti.
Picnicroll | family outdoor | a roll of film from a family picnic | Family days, on a roll.
Kinshot | family | kin + shot: a photo of all your kin | Everyone in, nobody missing.
Huddleshot | family group | the family huddled in for one shot | Squeeze in, everyone.
Cradleclick | newborn baby | a quiet click beside the cradle | The first days, softly kept.
Swaddleprint | newborn baby | prints of your baby, swaddled and sleeping | Tiny and swaddled, forever printed.
Hushpose | newborn baby | hushed, gentle posing for newborns | Gentle shoots for tiny sleepers.
Tailblur | pet dog cat | the happy blur of a wagging tail | We're fast enough for the tail.
Wagshutter | pet dog | a shutter quick enough to catch the wag | Every wag, caught.
Whiskersharp | pet dog cat | pet portraits sharp down to every whisker | Sharp down to the whiskers.
Shelfshine | product ecommerce | product shots that make a listing shine | Products that shine on the shelf.
Crispstill | product ecommerce | crisp still shots of products | Crisp products, more clicks.
Propgloss | product ecommerce | gloss and good props for product photos | Styled, glossed, ready to sell.
Farfocus | travel landscape | focus on far-off places | Far places, sharply seen.
Ridgelight | travel landscape mountain | the light along a ridge at dawn | We walk up for the light.
Roamgrain | travel landscape | grainy pictures from roaming the world | Pictures from the long way round.
Steadygaze | headshot portrait corporate linkedin | a steady gaze that says you mean business | Look like you mean business.
Poiseprint | headshot portrait corporate | poise, captured and printed | Poised, confident, you.
Smilesharp | headshot portrait corporate linkedin | a sharp, smiling headshot | Sharp headshots, real smiles.
Partyflash | event party | the flash going off at the best party moments | We were at the party.
Galashoot | event party corporate | photography for galas and big nights | Your big night, shot well.
Nightflash | event party | flash photos from the night out | The whole night, in flashes.
Widezoom | property estate real interior | wide shots that show a home's whole room | Every room at its widest.
Listingstill | property estate real | still photos that sell a listing | Listings that get viewings.
Spaceshoot | property estate real interior | a shoot that shows the space | Photos that sell the space.
Crumbzoom | food restaurant menu | zoomed in to every crumb | Close enough to taste.
Menuglint | food restaurant menu | the glint of a dish on the menu | Dishes that glint off the menu.
Drizzlepic | food restaurant | the moment the sauce drizzles, pictured | Caught mid-drizzle.
Slowsilver | film analog analogue darkroom | slow, silver-based film photography | Slow film, silver prints.
Filmfond | film analog analogue | fond of film: a photographer who still shoots it | Still shooting film, fondly.
Darkroomjoy | film analog analogue darkroom | the joy of a print appearing in the darkroom | Printed by hand, in the dark.
`)
