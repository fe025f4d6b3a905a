import { bank } from '../types.ts'

export default bank('second-hand finds', `
*Rackluck | - | the luck of finding gold on the rack | Try your luck on the rack.
Nextkeeper | - | the next keeper of a good thing | Be the next keeper.
Bricabox | - | bric-a-brac + box: the box of odds and ends every good find comes from | Odds and ends, each one a find.
*Yesterwear | vintage retro clothing | yesterday + wear: vintage clothes to wear today | Yesterday's clothes, today's style.
Secondseam | clothing fashion clothes | clothes with a second life in every seam | A second life, seam by seam.
Tinyloved | kid baby children | tiny clothes, already loved | Tiny clothes, already loved.
Secondsilk | luxury designer | a second owner for designer silk | Designer pieces, second time round.
Soletrade | sneaker trainer sneakers trainers kicks | trading soles: second-hand sneakers | Trade your soles.
*Trailworn | outdoor gear hiking climbing camping | outdoor gear already worn on the trail | Tested on the trail.
Gearloft | outdoor gear hiking climbing camping | a loft full of outdoor gear | Gear for the next trip.
Unbinned | sustainable green eco | things saved from the bin | Saved from the bin.
Techthrift | tech electronics phone refurbished phones laptop laptops refurb | thrift for tech | Tech at thrift prices.
Pianopass | music musical instrument piano | passing pianos to new players | Pass the piano on.
# r10: detail names
Sideboardswap | furniture sofa chair table dresser | sideboard + swap: furniture finding a second home | Furniture with another home in it.
Spokeswap | bike bikes bicycle cycling | spoke + swap: second-hand bikes | Swap your spokes.
Aisleagain | wedding bridal bride gown | a wedding dress walking down the aisle again | Down the aisle, again.
Crackleswap | vinyl record records lp | the crackle of a well-played record | Records with a little crackle.
Teddyswap | toy toys lego | teddy + swap: second-hand toys | Toys that get a second hug.
Spannerswap | diy workshop spanner drill | spanner + swap: second-hand tools | Good tools never retire.
Shutterswap | camera cameras lens photography | shutter + swap: second-hand cameras | Cameras with shots left in them.
Crockerycrate | homeware kitchen crockery dishes china | a crate of second-hand crockery | Odd plates, good homes.
Dormdrop | student university college dorm | the end-of-year dorm drop: student things passed on | Leave it for next year's students.
Secondswing | golf golfer | second + swing: second-hand golf clubs | Clubs ready for a second swing.
Bumpswap | maternity pregnancy pregnant bump | bump + swap: maternity clothes passed on | Bump clothes, passed along.
# r11: detail names
Heirloomhunt | antique antiques collectible heirloom | hunting for heirlooms in second-hand shops | Someone's heirloom, your find.
Curiocrate | antique antiques curio collectible | a crate of curios | A crate full of curios.
Tickagain | watch watches | a watch ticking for its second owner | Still ticking, second time round.
Trinkettrade | jewellery jewelry trinket necklace ring | trinket + trade: pre-loved jewellery | Trinkets with a past.
Respawnrack | game games console consoles gaming | respawn + rack: games and consoles given another life | Every console gets a respawn.
Blazerswap | uniform uniforms blazer | blazer + swap: school uniforms passed on | Outgrown blazers, passed on.
Promagain | prom formal ballgown | a prom dress dancing again | Dance in it again.
Sequinswap | prom formal sequin partywear | sequin + swap: party dresses passed on | Sequins deserve a second night.
Buggyswap | pram stroller buggy pushchair cot | buggy + swap: baby gear passed on | Pushed once, pushed again.
Pisteswap | ski skiing snowboard snowboarding | piste + swap: second-hand ski gear | Ski gear with runs left in it.
Saddleswap | horse equestrian saddle pony riding | saddle + swap: second-hand riding gear | Tack with miles left in it.
Hangerhandoff | clothing clothes fashion wardrobe | hanger + handoff: clothes passed from one wardrobe to another | From your hanger to theirs.
Growthspurt | kid kids baby children | the growth spurt that makes clothes too small | Outgrown? Pass it on.
# r12: detail names
Pencil Price Books | book books bookshop reading | the price pencilled inside a second-hand book | Great books, priced in pencil.
Dogear Swap | book books reading | swap dog-eared books you've finished | Trade the books you've dog-eared.
Second Coat Finds | upcycled upcycling furniture painted | old furniture given a second coat of paint | Old furniture, second coat, new home.
*Loftload | clearance houseclearance estate loft | a loft load of finds from a house clearance | Whole lofts cleared, every find rehomed.
Bootful Finds | carboot flea market stall | a car boot full of finds | A car boot full of finds.
*Dustbag Finds | luxury designer handbag handbags bag | pre-loved designer bags, still in their dustbag | Designer bags, still in the dustbag.
Dovetail Finds | furniture antique antiques wooden | solid old furniture with dovetail joints | Old furniture built to outlast us.
Skipsaved | eco sustainable green reuse | things saved from the skip | Saved from the skip, loved again.
Outgrownbox | kid kids child children baby babies | a box of clothes the kids outgrew, passed on | Outgrown here, perfect there.
Crate Dig Vinyl | vinyl record records lp | digging through crates of old records | Dig the crates, find the record.
# r13: detail names
Dressupbox | costume costumes fancydress cosplay halloween | the dress-up box of costumes, passed on | Dress up again, for less.
Fridgehum | appliance appliances fridge fridges freezer whitegoods oven | the hum of a second-hand fridge still going strong | Still humming, second time round.
Kilorail | kilo kilos kg | rails of vintage sold by the kilo | Vintage by the kilo.
Rummagebox | mystery lucky bundle bundles | a mystery box of second-hand finds to rummage through | Open it. Rummage. Keep the lot.
Tweedagain | men mens menswear gentleman gentlemen tweed | tweed jackets on their second gentleman | Tweed with years left in it.
# r14: detail names
Thriftbell | charity charityshop thrift thrifting opshop | the bell over the charity shop door | Ring the bell, find a treasure.
Shoulderpad Era | 80s eighties | the eighties, back on the rail | Big shoulders, small prices.
Rebootbox | tech electronics phone phones laptop laptops refurbished refurb | a box of refurbished tech, rebooted for a new owner | Rebooted, ready, half the price.
# r15: detail names
Collection Only | marketplace peertopeer resale seller sellers listing listings | the words on every local listing: come and pick it up | Listed nearby, collected today.
Swapsies | swap swaps swapping exchange barter | the playground word for a fair swap | Got it, need it, swapsies.
`)
