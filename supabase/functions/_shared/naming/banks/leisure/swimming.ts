import { bank } from '../types.ts'

export default bank('swimming', `
*Tumbleturn | - | the forward somersault a swimmer does at the wall to turn | Flip at the wall, keep going.
Gogglemark | - | the rings goggles leave round a swimmer's eyes after a long session | Wear your goggle marks with pride.
*Starfloat | - | floating on your back like a star | Float like a star.
Noodlekick | kid child baby toddler | kicking along on a foam noodle | Kick, splash, swim.
Ducklingdip | kid child baby toddler | a duckling's first dip | First dips for ducklings.
Coldlap | openwater wild lake sea | a lap in cold water | Cold water, warm heart.
Lidoblue | lido outdoor | the blue of an open-air lido | Blue skies, blue water.
Sunlane | lido outdoor | a lane in the sunshine | A lane in the sun.
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
`)
