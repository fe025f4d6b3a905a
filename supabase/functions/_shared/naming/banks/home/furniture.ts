import { bank } from '../types.ts'

export default bank('furniture', `
Grainsong | - | the song in the grain of good wood | Wood with something to say.
Heirloomwood | - | furniture made to be handed down | Made to be handed down.
Slowjoint | - | joints cut slowly, by hand, to last | Made slowly, kept forever.
Keepchair | - | the chair you keep for life | The chair you keep.
Warmgrain | - | the warm grain of solid wood | Solid wood, warm grain.
Stayseat | - | a seat made to stay in the family | Sit down and stay.
Foreverbench | - | a bench built for a lifetime | Built for a lifetime.
Hometimber | - | timber made into the heart of a home | Solid timber for your home.
Mendwax | restoration antique repair | mending and waxing old furniture back to life | Mended, waxed, loved again.
Patinakeep | restoration antique repair | keeping the patina of age while repairing the rest | Repaired, patina kept.
Rescuechair | restoration antique repair | the chair rescued from the tip | Every old chair deserves a rescue.
Plumpseat | upholstery reupholstery | a seat plumped and covered again | Sink in again.
Velvetmend | upholstery reupholstery | old chairs mended and dressed in velvet | Old frame, new velvet.
Cushionwell | upholstery reupholstery | cushions and seats done well | Seats done well.
Skipfind | reclaimed upcycled painted | the treasure found in a skip, made good | Found in a skip, made to last.
Salvageoak | reclaimed upcycled painted | salvaged oak given a second life | Old oak, second life.
Rescuetimber | reclaimed upcycled painted | timber rescued and made into furniture | Rescued timber, new furniture.
Teakline | vintage midcentury retro | the long clean teak lines of the fifties and sixties | The clean lines of the sixties.
Loungeline | vintage midcentury retro | the low lounge chair of mid-century homes | Low, long and mid-century.
Sixtyteak | vintage midcentury retro | teak furniture from the sixties, restored | Sixties teak, ready for now.
Grainmatch | bespoke custom commission | boards matched grain to grain for one piece | Matched grain to grain.
Tailorwood | bespoke custom commission | furniture tailored to you like a suit | Made to measure, in wood.
Sketchjoint | bespoke custom commission | your sketch, turned into joints and boards | Bring a sketch, leave with a table.
Weatheroak | outdoor garden | oak that weathers well outside | Oak that loves the weather.
Shadebench | outdoor garden | a bench in the shade of the garden | A bench for the shade.
Dewtable | outdoor garden | a garden table that shrugs off the morning dew | Made for outdoor mornings.
Longsupper | table dining | a long table for long suppers | Long tables, long suppers.
Feastboard | table dining | a dining board made for feasts | Made for feasts.
Sundaytable | table dining | the table the family gathers round on Sunday | The table for Sunday lunch.
Cotcraft | kids nursery children baby | cots and cribs made by hand | Handmade for the smallest sleepers.
Sproutstool | kids nursery children baby | a stool for a small person still growing | Made for little ones.
Growshelf | kids nursery children baby | a shelf that grows with the child | Grows with them.
Wallfold | small apartment space flat | furniture that folds into the wall | Folds away when you need room.
Pocketshelf | small apartment space flat | a shelf made for small spaces | Big storage, small rooms.
Littledesk | small apartment space flat | a desk for the corner of a small flat | A desk for every corner.
Acornmade | eco sustainable | an acorn planted for every tree we use | One piece made, one acorn planted.
Slowforest | eco sustainable | wood from forests grown slowly and kept | Wood from forests that stay.
Greenjoinery | eco sustainable | joinery with a light footprint | Joinery that goes easy on the planet.
`)
