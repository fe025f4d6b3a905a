import { bank } from '../types.ts'

export default bank('laundry and alterations', `
*Crispcollar | - | a collar pressed crisp | Crisp collars, every time.
Chalkhem | alterations tailoring tailor hem | the tailor's chalk line on a hem | Marked in chalk, sewn to fit.
Aislehem | wedding bridal dress | a wedding dress hemmed for the aisle | Hemmed for the aisle.
Sockpair | wash fold servicewash | every sock back with its pair | Every sock paired.
Dropfold | wash fold servicewash washandfold | drop it off, pick it up folded | Drop it off, pick it up folded.
Coinspin | laundromat launderette self-service | a coin in the slot, the drum spins | Coin in, clean out.
Linenrun | hotel restaurant commercial linen | the daily linen run for hotels and kitchens | Fresh linen, every morning.
Shirtstack | business shirt suit office | a week of shirts, stacked and pressed | A week of shirts, stacked.
*Darnwell | repair mending button zip | darned well, good as new | Darned well mended.
# r10: detail names
Doorbag | pickup collection delivery collect app | door + bag: a laundry bag collected from the door | Leave the bag, we do the rest.
Pegdry | eco green sustainable airdried ecofriendly | peg + dry: washing pegged out to dry | Washed gently, dried on the peg.
Duvetday | duvet duvets bedding blankets quilts | duvet + duvet day: big bedding washed for you | Take a duvet day. We wash it.
Mudwash | sports kit kits football rugby | mud + wash: muddy kit in, clean kit out | Muddy kit in, match-ready out.
Suedebrush | leather suede | suede + brush: leather and suede cleaned by hand | Suede and leather, brushed back.
Curtaindrop | curtain curtains drapes blinds | the drop of a curtain, cleaned and rehung | Curtains cleaned, rehung, hanging straight.
Nametape | uniform uniforms school schools | the name tape sewn in every school jumper | Name tapes in, uniforms pressed.
Noonpress | sameday express urgent | in by nine, pressed by noon | In by nine, ready by noon.
Changeoverday | airbnb holiday rental rentals hosts | the changeover day between guests | Fresh linen between every guest.
Spin & Sip | cafe coffee bar | a drink while the drum spins | Sip while it spins.
# r11: detail names
Steamcrease | ironing iron pressing | steam + crease: creases steamed out | Every crease steamed out.
Solescrub | sneaker sneakers trainer trainers shoe shoes | sole + scrub: trainers scrubbed clean | White soles again.
Lacewash | sneaker sneakers trainer trainers | lace + wash: trainers washed down to the laces | Fresh laces, clean kicks.
Rugbeat | rug rugs carpet carpets | rug + beat: rugs beaten and washed clean | Beaten, washed, rolled home.
Termwash | student students university campus | term + wash: a term's washing done | A term's laundry, sorted.
Overallrun | workwear overalls hivis trades | overall + run: work overalls collected and washed | Dirty overalls out, clean ones back.
Bibwash | baby babies nappy nappies | bib + wash: baby clothes and nappies washed gently | Gentle on little clothes.
Promhem | prom formal evening gown gowns | prom + hem: a prom dress hemmed to fit | Hemmed in time for the prom.
Pin & Thimble | alterations tailoring tailor seamstress | the pin and thimble of a seamstress | Pinned, fitted, stitched.
Hanger & Cover | dry drycleaning drycleaner drycleaners | the hanger and cover your dry cleaning comes home on | Back on the hanger, under cover.
# r12: detail names
Doorstep Wash | pickup collection delivery collect | laundry collected from your doorstep | We collect, wash and return.
Pressticket | dry drycleaning drycleaner drycleaners | the ticket for your pressed dry cleaning | Hand in the ticket, collect it pressed.
Veilpress | wedding bridal dress veil | pressing a bride's veil and dress | Pressed for the aisle.
Drumwatch | laundromat launderette self-service | watching the drum go round at the launderette | Watch the drum, read a book.
# r13: detail names
Fur & Suds | dog dogs pet pets | dog hair washed out in the suds | Fur out, fresh bed back.
Cashmere Cradle | cashmere wool knitwear delicate delicates silk | cashmere handled as gently as a baby | Hand-washed, the way it deserves.
Stainhunt | stain stains spill spills | hunting down stubborn stains | We go after every stain.
# r14: detail names
Chef Whites Wash | restaurant restaurants kitchen chef chefs catering commercial | chefs' whites washed bright | Whites back white for service.
Ironing Mountain | ironing iron pressing | the mountain of ironing, done for you | Hand us the ironing mountain.
Back Before Six | sameday express urgent quick | dropped in the morning, back before six | In this morning, back before six.
`)
