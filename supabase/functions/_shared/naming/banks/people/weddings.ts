import { bank } from '../types.ts'

export default bank('weddings', `
LensAndLace | photography photographer | a lens on the lace: wedding photography | Every detail, lens to lace.
Posypromise | florist flower | a posy held through the promises | A posy for every promise.
Stemtied | florist flower | stems tied by hand into bouquets | Bouquets tied by hand.
Sugarswoon | cake | a sugar cake to swoon over | Cake worth the speeches.
Tullery | dress bridal gown gowns dresses bridalwear | tulle + -ery: a shop full of tulle | A room full of tulle.
*Runawed | elopement small | run away + wed: elopements done well | Run away, the proper way.
Quietvow | elopement small | a quiet vow with a few close people | A quiet vow, a big day.
Raftertoast | barn rural venue | toasts under the barn rafters | Toasts under the rafters.
Sandveil | destination abroad beach | a veil on the sand | Bare feet, big day.
*Inkvite | stationery invitation | ink + invite: hand-inked invitations | Invites worth keeping.
Thriftveil | budget | a thrifty wedding that still feels grand | A grand day, a sensible bill.
# r10: detail names
Vowfilm | video videography videographer film | the vows, on film | Your vows, filmed to watch forever.
Seatingchart | planner planning coordinator | the seating chart every couple argues over | We will sort the seating chart.
Ribbonbonnet | car cars transport chauffeur | the ribbon on the bonnet of the wedding car | Arrive with ribbons flying.
Canapeparade | catering caterer food | a parade of canapés at the drinks reception | Canapés first, speeches later.
Tux & Tux | gay lgbtq samesex queer grooms | two tuxedos at the altar | Two tuxes, one big day.
Marigoldmandap | indian hindu sikh asian | marigold garlands on the mandap | Marigolds, music and a mandap.
Arch & Drape | decor styling hire props | a flower arch and draped fabric for the ceremony | We dress the arch and the aisle.
Frostvows | winter christmas snow | vows said on a frosty day | Frosty air, warm vows.
Vowagain | renewal renew anniversary | saying the vows again | Say it all again.
# r11: detail names
Vowscript | celebrant officiant humanist ceremony | the script of your vows | Your vows, written together.
Cravat & Cuff | groom groomsmen suit suits menswear | a cravat and cufflinks for the groom | Suited for the big day.
Petalthrow | confetti favours favour favors | petal confetti thrown over the couple | Throw petals, not plastic.
Festoonfield | festival marquee tipi field garden | festoon lights strung over a field | Lights up, field wedding.
Blushrow | bridesmaid bridesmaids maids | a row of bridesmaids in blush | Dress the whole row.
Chuppah & Glass | jewish chuppah | the chuppah and the glass broken under it | Under the chuppah, glass ready.
Confetti Steps | registry registrar civil cityhall courthouse | confetti on the town hall steps | A short ceremony, a big confetti moment.
Pampas & Lace | boho bohemian rustic | pampas grass and lace: boho styling | Boho styling, pampas and all.
Confettishot | photography photographer photographs photos | the confetti shot every couple wants | We'll catch the confetti.
Topper & Tier | cake cakes baker | a cake topper on the top tier | Tiers and toppers, made for you.
# r12: detail names
Chandelier Vows | luxury | vows under a chandelier | Vows under crystal light.
Jamjar Vows | diy homemade rustic | a do-it-yourself wedding with jam jar flowers | Jam jars, wildflowers, and your own hands.
Meadowvow | outdoor garden field | vows said in a meadow | Vows in the long grass.
Aisleplay | music band musician musicians | music played as you walk the aisle | Music for the aisle.
Clipboard Bride | planner planning coordinator | the planner with the clipboard, so the bride doesn't need one | We hold the clipboard.
Passport & Posy | destination abroad | a posy packed with the passports | Posy packed, passports ready.
Barefootvow | beach barefoot | vows said barefoot on the sand | Shoes off, vows on.
# r13: detail names
Pinned & Powdered | hair makeup mua | hair pinned, face powdered for the day | Pinned, powdered, ready for the aisle.
Sash & Prosecco | hen hens bachelorette | the bride-to-be's sash and a glass of prosecco | Sashes on, prosecco poured.
Boa & Bowtie | photobooth booth selfie | the feather boa and giant bow tie from the photo booth box | Boa on, bow tie on, smile.
Walima Table | nikah muslim islamic walima | the walima feast after the nikah | A walima worth remembering.
Kiltpin | scottish scotland kilt ceilidh highland | the pin on a wedding kilt | Kilts pinned, ceilidh called.
# r14: detail names
Bustle & Train | dress dresses gown gowns bridalwear alterations | the train bustled up for the first dance | Dresses fitted, trains bustled.
Hayloft Hall | barn farm | a wedding hall in an old hayloft | Vows in the hayloft.
Buffet & Bunting | budget affordable cheap | a buffet under bunting: a wedding on a budget | Bunting up, bill down.
Longtable Feast | catering caterer caterers food buffet feast | one long table for the wedding feast | Everyone at one long table.
Shoes Off Disco | dj disco dancing dancefloor | the moment the shoes come off on the dance floor | Play till the shoes come off.
Handfast Knot | celebrant officiant humanist handfasting | the ribbon knot tied in a handfasting | Tie the knot, for real.
# r15: detail names
Borrowed & Blue | hire hiring rent rental rentals renting borrow borrowing | something borrowed, something blue: a hired wedding dress | Your something borrowed, sorted.
Candlestick Crate | hire hiring rent rental rentals renting | decor hired in crates: candlesticks, vases, table numbers | Dress the tables, return the crate.
Second Aisle | marketplace resale swap swaps preloved resell | dresses and decor passed on to walk a second aisle | Worn once, ready for the next aisle.
# r16: detail names
Glenpiper | scottish scotland highland highlands glen loch | a piper playing the couple in across a Highland glen | Piped in across the glen.
Heathersprig | scottish scotland highland highlands heather | the sprig of lucky white heather pinned on at Scottish weddings | White heather pinned on for luck.
Ringfocus | photography photographer photographers photographs photos pictures | the rings in sharp focus: wedding photography | Sharp on the rings, soft on the rest.
Backpack Bouquet | elopement elope eloping small micro intimate adventure | a bouquet packed in a backpack for a hilltop elopement | Pack the bouquet, climb to the view.
Buttonhole Bench | florist florists flower flowers floral bouquet bouquets buttonhole buttonholes | the florist's bench where buttonholes are wired | Buttonholes wired, bouquets bound.
Peony Cascade | florist florists flower flowers floral bouquet bouquets peony peonies | a cascading bridal bouquet of peonies | Peonies falling all the way down.
Waxseal Suite | stationery invitation invitations invites invite rsvp savethedate | an invitation suite sealed shut with wax | Sealed in wax, sent with love.
Vellum & Twine | stationery invitation invitations invites invite rsvp | invitation suites wrapped in vellum and tied with twine | Wrapped in vellum, tied with twine.
Dancefloor Reel | video videos videography videographer film films filmmaker | a highlight reel of the dance floor | The whole night, on one reel.
Rewind Reception | video videos videography videographer film films filmmaker | a film to rewind the reception again and again | Press rewind on the best night.
Buttercream Frill | cake cakes baker bakery | frills of piped buttercream on a wedding cake | Piped by hand, frill by frill.
Ganache Drip | cake cakes baker bakery chocolate | chocolate ganache dripping down the tiers | Dripping in ganache, cut with love.
`)
