import { bank } from '../types.ts'

export default bank('swimming', `
Splashglad | - | glad to be in the water | Glad you jumped in.
Glidewell | - | a swimmer who glides well through the water | Glide well, swim far.
Lapjoy | - | the joy of one more lap | One more lap, for joy.
Calmstroke | - | a calm, even stroke | Calm strokes, long lengths.
Floatfond | - | fond of floating | Fall in love with the water.
Swimsmile | - | the smile after a good swim | Swim, then smile.
Bubbletrail | - | the trail of bubbles behind a swimmer | Leave a trail of bubbles.
Starfloat | - | floating on your back like a star | Float like a star.
Lengthproud | - | proud of every length | Proud of every length.
Wavewelcome | - | a pool where every wave is a welcome | Dive into a warm welcome.
Noodlekick | kid child baby toddler | kicking along on a foam noodle | Kick, splash, swim.
Splashling | kid child baby toddler | a little splasher | For little splashers.
Ducklingdip | kid child baby toddler | a duckling's first dip | First dips for ducklings.
Shallowstart | adult beginner nervous | starting in the shallow end | Start in the shallows.
Easyeddy | adult beginner nervous | an easy eddy of calm water | Take it easy in the water.
Gentledeep | adult beginner nervous | going gently into the deep end | Into the deep end, gently.
Coldlap | openwater wild lake sea | a lap in cold water | Cold water, warm heart.
Lakedip | openwater wild lake | a dip in the lake | Dip into the lake.
Swellswim | openwater wild sea | a swim through the swell | Swim the swell.
Lidoblue | lido outdoor | the blue of an open-air lido | Blue skies, blue water.
Sunlane | lido outdoor | a lane in the sunshine | A lane in the sun.
Summerstroke | lido outdoor | summer strokes in an outdoor pool | Swim the summer.
Poolclock | squad club triathlon competitive | the pace clock on the pool wall | Beat the clock.
Pacelane | squad club triathlon competitive | the lane where pace is set | Set the pace.
Finishtouch | squad club triathlon competitive | the touch that finishes a race | Touch first.
Aquabeat | aqua fitness older senior | an aqua fitness beat | Workouts with a splash.
Waterjog | aqua fitness older senior | jogging in water | Jog without the jolt.
Gentlewave | aqua fitness older senior | gentle waves for easy movement | Gentle on the joints.
Frostplunge | coldwater winter wellbeing | a plunge into frosty water | Plunge in, feel alive.
Winterwade | coldwater winter wellbeing | wading in on a winter morning | Wade in, all winter.
Coldcalm | coldwater winter wellbeing | the calm after a cold dip | Cold water, calm mind.
Poolsidepal | private lesson one-to-one | a guide standing poolside just for you | A coach, just for you.
Kickcoach | private lesson one-to-one | a coach for every kick | Coached kick by kick.
Glidetutor | private lesson one-to-one | a tutor for your glide | Your glide, tutored.
Learnlength | school lesson learn | learning to swim a length | Learn your first length.
Badgebuoy | school lesson learn | badges earned in the pool | Earn every badge.
Widthwin | school lesson learn | the win of a first width | Every width, a win.
`)
