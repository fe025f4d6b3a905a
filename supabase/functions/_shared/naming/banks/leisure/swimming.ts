import { bank } from '../types.ts'

export default bank('swimming', `
*Tumbleturn | - | the forward somersault a swimmer does at the wall to turn | Flip at the wall, keep going.
Gogglemark | - | the rings goggles leave round a swimmer's eyes after a long session | Wear your goggle marks with pride.
*Starfloat | - | floating on your back like a star | Float like a star.
Noodlekick | kid child baby toddler | kicking along on a foam noodle | Kick, splash, swim.
Ducklingdip | kid child baby toddler | a duckling's first dip | First dips for ducklings.
Coldlap | openwater wild lake sea coldwater | a lap in cold water | Cold water, warm heart.
Lidoblue | lido lidos outdoor openair | the blue of an open-air lido | Blue skies, blue water.
Sunlane | lido lidos outdoor openair | a lane in the sunshine | A lane in the sun.
Poolclock | squad club triathlon competitive | the pace clock on the pool wall | Beat the clock.
Pacelane | squad club triathlon competitive | the lane where pace is set | Set the pace.
Frostplunge | coldwater winter wellbeing | a plunge into frosty water | Plunge in, feel alive.
Winterwade | coldwater winter wellbeing | wading in on a winter morning | Wade in, all winter.
# r10: detail names
Shallowstart | adult adults nervous fear scared confidence | shallow + start: adults start in the shallow end | Start in the shallow end.
Splashbeat | aquafit aqua aerobics fitness | splash + beat: aerobics in the water to a beat | Splash to the beat.
Tailflick | mermaid tail | tail + flick: the flick of a mermaid tail | Flick your tail.
Warmlane | hydrotherapy therapy rehab disability | warm + lane: warm water for therapy swims | Warm water, gentle lengths.
Sisterstroke | women woman ladies female | sister + stroke: women-only swimming | Stroke for stroke, sisters.
Cannonbash | party parties birthday | cannonball + bash: pool parties | Cannonball into your birthday.
# r11: detail names
Doggypaddle | dog dogs canine puppy | doggy paddle: swims for dogs | Paws in, paddle on.
Strokefix | technique stroke freestyle crawl | stroke + fix: coaching that fixes your stroke | Fix the stroke, find the speed.
Silverlength | senior seniors older masters | silver + length: swimming for older swimmers | Lengths at any age.
Bumpfloat | pregnancy pregnant antenatal prenatal bump | bump + float: swimming in pregnancy | Float the bump.
Quietsplash | autism autistic sen sensory | quiet + splash: calm sessions for children with extra needs | A quieter pool.
Splashweek | intensive crash holiday summer | splash + week: a week of daily lessons in the holidays | Swimming in a week.
Lakelap | openwater wild lake | lake + lap: a lap of the lake | Lap the lake.
Latelength | adult adults beginner | late + length: learning to swim later in life | Your first length, at last.
Nappysplash | baby babies infant newborn | nappy + splash: swim nappies and first splashes | First splashes, swim nappy on.
# r12: detail names
Floatfirst | nervous beginner beginners fear scared adult adults | learn to float first, then swim | Float first, then swim.
Toe Dippers | nervous fear scared confidence adult adults | dipping a toe in, one step at a time | One toe at a time.
*Armbands Off | kid kids child children beginner | the day the armbands come off | The day the armbands come off.
# r13: detail names
Reserved Lane | private onetoone oneonone individual personal | the lane roped off and marked reserved for your lesson | A lane of your own, a coach to yourself.
Pyjama Float | safety survival drowning | the pyjama swim children do to learn to stay afloat clothed | Float in your pyjamas, stay safe anywhere.
Pike & Tuck | diving dive diver divers springboard | the pike and tuck shapes of a dive | Tuck in, dive clean.
Buoyhop | sea ocean beach coastal bay | hopping from buoy to buoy, the way sea swimmers train | Out past the waves, buoy to buoy.
# r14: detail names
Towfloat | openwater wild lake river | the bright tow float an open-water swimmer pulls behind | Clip on the float, head for the far shore.
Kickset | squad squads club competitive | the kick set every squad session starts with | Boards out, kick set on.
Flask & Dip | coldwater winter openwater sunrise | a cold dip, then tea from a flask on the shore | Dip first, flask after.
Foambell | aquafit aqua aerobics fitness | the foam dumbbells used in aqua aerobics | Lift the foam, feel the burn.
Deckchair Dip | lido lidos outdoor openair | a swim, then a deckchair on the lido terrace | A swim, then a deckchair.
Lilo Rodeo | party parties birthday inflatable inflatables | staying on a bucking inflatable in a pool party | Hang on to the lilo.
Flowercap | women woman ladies female | the flowered swimming caps of women bathers | Caps on, ladies.
Elbowcatch | technique stroke freestyle crawl | the high-elbow catch coaches teach for a stronger freestyle | High elbow, more water, more speed.
`)
