import { bank } from '../types.ts'

export default bank('second-hand finds', `
Swingtag | - | the swing tag still hanging on a good find | Good finds, tags and all.
Bootfair | - | the car boot fair where the best bargains hide | The boot fair, in your pocket.
OddLot | - | the odd lot at the end of an auction | Odd lots, great finds.
NextOwner | - | the next owner every good thing is waiting for | Every good thing has a next owner.
Jumbletable | - | the jumble sale table everyone digs through | Dig through the jumble.
CallDibs | - | calling dibs on the find before anyone else | See it, call dibs.
Wornwell | - | worn + well: things used and still good | Worn well, sold fair.
Backrack | - | the back rack of the thrift shop, where the best stuff is | The back rack, brought forward.
TagSale | - | the tag sale on a Saturday driveway | Every Saturday, a tag sale.
Boxlot | - | a box lot: a whole box bought for one bid | One box, many treasures.
Dustedoff | - | dusted off and ready for a second life | Dusted off, good as new.
Sundayflea | vintage retro | the Sunday flea market | The flea market, any day.
Patinapost | vintage retro | patina + post: vintage pieces with their age showing | Patina included.
Yesterwear | vintage retro clothing | yesteryear + wear: vintage clothes | Yesterday's clothes, today's look.
Closetswap | clothing fashion | a swap between two closets | Swap your closet, not the planet.
Hangerloop | clothing fashion | the hanger loop inside every good garment | Hang it up, pass it on.
Secondseam | clothing fashion | the seams of a garment on its second owner | Clothes on their second outing.
Drawerpull | furniture | the brass drawer pull on a good old chest | Old furniture, new homes.
Dovetailed | furniture | the dovetail joint of well-made furniture | Made to last, sold again.
Teakagain | furniture | teak furniture, loved again | Mid-century, second time round.
GrowthSpurt | kid baby | the growth spurt that makes everything too small | Outgrown? Pass it on.
Pramswap | kid baby | a swap for prams and baby gear | Baby gear, passed along.
SizeUp | kid baby | sizing up: swapping for the next size | Swap down, size up.
Dustbag | luxury designer | the dust bag every designer bag comes in | Designer bags, authenticated.
BoxAndPapers | luxury designer watch | box and papers: the proof every luxury watch needs | Box, papers and a fair price.
Secondsilk | luxury designer | silk on its second owner | Luxury, second time round.
Soletrade | sneaker | a trade in soles: buying and selling sneakers | Every pair, checked and traded.
Creasecheck | sneaker | the crease check before a sneaker sale | Checked for creases, priced fair.
Laceagain | sneaker | sneakers laced up again by a new owner | Missed the drop? Lace up again.
Trailworn | outdoor gear | gear that has already seen the trail | Gear with miles left in it.
Gearloft | outdoor gear | the loft where outdoor gear waits for its next trip | Out of the loft, back on the trail.
Basecampbin | outdoor gear | the base camp bin of spare gear | Spare gear for your next trip.
Unbinned | sustainable green | saved from the bin | Saved from the bin.
Rescuerack | sustainable green | a rack of rescued clothes | Rescued, not wasted.
Twicearound | sustainable green | everything goes round twice | Good things go round twice.
`)
