import { bank } from '../types.ts'

export default bank('furniture', `
Endgrain | - | end grain: the rings at the cut end of a board, the maker's signature | Read the grain, respect the wood.
Burrwood | - | burr walnut, the swirling figured wood of fine veneer | Wood with a story in its grain.
Lathespun | - | legs and spindles turned on the lathe | Turned on the lathe, made to last.
Planecurl | - | the curl of wood that rises from a sharp hand plane | Made one shaving at a time.
Dowelry | - | dowel + dowry: pieces made to be handed down | Made to be handed down.
Spindleback | - | the classic spindle-back chair | Chairs with a good straight back.
Oakpeg | - | the oak peg driven through a joint instead of a screw | Pegged, not screwed.
Benchdog | - | the peg that holds work flat on a woodworker's bench | Straight from our bench to your room.
Spokeshave | - | the small hand tool that shapes chair legs and arms | Shaped by hand, smooth to the touch.
Sawbuck | - | the old X-framed stand for sawing timber | Honest furniture, built on the sawbuck.
Cabriole | restoration antique | the curved cabriole leg of old chairs and tables | Old legs, new life.
Mendwax | restoration antique | mend + wax: repaired, then waxed by hand | Mended, waxed and loved again.
Shellacwell | restoration antique polish | shellac, the finish of French polishers | The old polish, done well.
Rushseat | restoration antique | rush seats rewoven on old chairs | Old chairs, new seats.
Tackhammer | upholstery | the upholsterer's tack hammer | Tacked tight, stuffed right.
Buttonback | upholstery | the buttoned back of a deep-set chair | Deep buttons, deeper seats.
Springwell | upholstery | a seat with its springs retied and sound | Springs retied, seats reborn.
Scaffboard | reclaimed upcycled | furniture from old scaffold boards | Scaffold boards, built into tables.
Barnboard | reclaimed upcycled | old barn boards given a second life indoors | From the barn to your table.
Skipfind | reclaimed upcycled | pieces rescued from a skip and brought back | Rescued from the skip, ready for years.
Chalkcoat | upcycled painted | a coat of chalk paint on an old piece | Old piece, new coat.
Taperleg | vintage midcentury retro | the slim tapered leg of mid-century furniture | Mid-century lines, restored.
Hairpinleg | vintage midcentury retro | the steel hairpin legs of the fifties | Steel hairpins, solid tops.
Teakline | vintage midcentury retro | the clean teak lines of Danish design | Teak, cared for properly.
Cutlist | bespoke custom commission | the cut list every commission starts with | Your piece, from the first cut list.
Drawbore | bespoke custom commission | a joint pinned so tight it needs no glue | Joined to outlast us.
Grainmatch | bespoke custom commission | boards chosen so the grain runs across the whole piece | Every board chosen to match.
Cedarchair | outdoor garden | a garden chair of weatherproof cedar | Sit out in every season.
Slatbench | outdoor garden | the slatted garden bench | A bench for the end of the garden.
Weatheroak | outdoor garden | oak left outside to weather silver | Oak that goes silver, not soft.
Tableleaf | table dining | the extra leaf that makes a table seat more | Room for one more at the table.
Trestleoak | table dining | an oak top on sturdy trestles | Long tables for long dinners.
Refectory | table dining | the long monastery table, still the best for a crowd | A table for the whole family.
`)
