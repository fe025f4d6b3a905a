import { bank } from '../types.ts'

export default bank('the sea', `
Wrackline | - | the wrack line: the line of shells and seaweed the high tide leaves | Made where the tide line falls.
Marram | - | marram, the tough grass that holds the dunes together | Rooted in the dunes.
Neaptide | - | the neap tide: the gentle tide between the big ones | Calm as a neap tide.
Shellsand | - | pale sand made of crushed shells, found on the best beaches | Made on the white sand coast.
Slackwater | - | slack water: the still moment when the tide turns | Made in the calm between tides.
Oystercatcher | - | the black-and-white shore bird with the orange beak | From the shoreline, with love.
Bellbuoy | - | the buoy whose bell rings with the swell | Ringing in from the coast.
Pierhead | seaside pier | the end of the pier, as far out as you can walk | Out to the end of the pier.
Brinepool | - | a pool of salt water left in the rocks | A little of the sea, kept back.
Glassoff | surf surfing | the glass-off: the calm evening hour when the surf goes smooth | Smooth water, late light.
Waxcomb | surf surfing | the comb surfers run over board wax | Made for boards and the people on them.
Swellchart | surf surfing | the swell chart every surfer reads before dawn | Read the swell, then go.
Cleathitch | sailing boat yacht | the cleat hitch: the first knot every sailor learns | Tied on and ready to sail.
Halyard | sailing boat yacht | the halyard, the rope that hauls the sail up | Hoist and go.
Reefpoint | sailing boat yacht | reef points: the ties that shorten a sail in a blow | Made for a fresh breeze.
Netloft | harbour harbor fishing | the loft where fishermen mend their nets | From the harbour, by hand.
Crabline | harbour harbor fishing kids | the crab line dangled off every harbour wall | Summers on the harbour wall.
Creelhouse | harbour harbor fishing | the creel, the basket every lobster boat carries | From the creel to the table.
Hutrow | beach | the row of painted beach huts along the front | Life on the beach hut row.
Dunetop | beach | the top of the dune where you first see the sea | First sight of the sea.
Shrimpnet | beach kids | the shrimping net every child takes to the beach | Beach days, nets and all.
Dawndip | swim swimming | a sunrise swim in the sea | Salt water before breakfast.
Saltdip | swim swimming | a quick dip in cold salt water | In the sea, out the better.
Towfloat | swim swimming | the bright float wild swimmers tow behind them | For everyone who swims in the sea.
Spraydeck | kayak paddle | the spray deck that keeps a kayak dry in the waves | Out on the water, dry inside.
`)
