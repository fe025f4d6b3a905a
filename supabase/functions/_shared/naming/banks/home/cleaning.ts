import { bank } from '../types.ts'

export default bank('cleaning', `
Swivelmop | - | the swivel-head mop reaches under sofas and round table legs | Under the sofa, round the legs.
*Nightmop | office commercial business | the mop that works while the office sleeps | Clean by morning, gone by nine.
*Lemonsuds | eco green natural | lemon and suds: cleaning with plain natural things | Lemon, vinegar and elbow grease.
Hostsweep | airbnb rental holiday host | the sweep between one guest and the next | Checked out at ten, ready by three.
Bondbucket | tenancy move deposit | the bucket that gets your bond back | Clean enough to get your bond back.
Keyscrub | tenancy move deposit | a scrub before you hand back the keys | Scrubbed before the keys go back.
Tuftwash | carpet rug upholstery | a wash down to the tufts of the carpet | Washed to the roots of the pile.
Hobgleam | oven kitchen | a hob gleaming like the day it came | The hob you bought, back again.
Ovenpeek | oven kitchen | an oven door you can see through again | See your supper again.
*Furaway | pet dog cat | pet hair, far away from your sofa | Keep the dog, lose the hair.
Crumbchaser | family kids children | chasing the crumbs a family leaves | We chase the crumbs, you chase the kids.
Muddyboot | family kids children | the muddy boot at the door, taken care of | Every muddy boot, taken care of.
Fridaycloth | weekly regular subscription | the cloth comes out every Friday, like clockwork | Clean every Friday, like clockwork.
Dustsettle | deep spring builders | the after-builders clean once the dust settles | When the dust settles, we arrive.
# r10: detail names
Squeakpane | window windows glass | a pane so clean it squeaks | Panes that squeak.
Paneshine | window windows glass | pane + shine: windows washed bright | See the garden again.
Slabscrub | patio driveway pressure jetwash decking paving | patio slabs scrubbed back to their colour | Your patio, the colour it was.
Patiojet | patio driveway pressure jetwash decking paving | a jet of water across the patio | Green slabs to grey again.
Partymop | party event events wedding festival | the mop that comes out after the party | You party, we mop.
Glitterscrub | party event events wedding festival | scrubbing up the glitter after the party | After the party, not a sparkle left.
Duster & Tea | elderly senior seniors companionship | a cleaner who dusts and stays for a cup of tea | A clean house and a cup of tea.
Crayonscrub | school schools classroom nursery college | crayon scrubbed off the classroom walls | Classrooms clean by the morning bell.
Clutterskip | declutter clutter hoarding hoarder clearance | clutter + skip: the clutter goes, the room comes back | Fill the skip, find the floor.
Nosneeze | allergy allergies asthma hayfever | a clean that leaves nothing to sneeze at | Dust gone, sneezes gone.
# r11: detail names
Swab & Mop | clinic clinics medical dental surgery healthcare | the swab and the mop of a clinical clean | Clinic clean, every night.
Clinicmop | clinic clinics medical dental surgery healthcare | the mop that keeps a clinic spotless | Spotless floors for waiting rooms.
Closingmop | restaurant restaurants pub pubs hotel hotels hospitality | the mop that comes out at closing time | After last orders, before first light.
Fryerscrub | restaurant restaurants pub pubs takeaway hospitality | the fryer and the kitchen round it, scrubbed of grease | Grease off, kitchens ready.
Matwipe | gym gyms fitness crossfit | gym mats wiped down after every class | Wiped after every rep.
Lockermop | gym gyms fitness locker | the mop through the locker room | Fresh changing rooms, every morning.
Stairsweep | communal stairwell stairwells block blocks hallway | a sweep down the shared stairs | Shared stairs, kept swept.
Landingmop | communal stairwell stairwells block blocks hallway | the mop across every landing of a block | Every landing, mopped.
Deskwipe | office offices workplace coworking | every desk wiped down each night | Clean desks by nine.
Bicarb & Cloth | eco green natural nontoxic chemical | bicarb and a cloth: cleaning without harsh chemicals | Bicarb, vinegar and a good cloth.
Linenflip | airbnb holiday host changeover shortlet guest | fresh linen flipped onto the bed between guests | Fresh sheets for every guest.
Pilelift | carpet carpets rug rugs upholstery | the carpet pile lifted back up after a deep clean | Carpets that stand up again.
# r12: detail names
Pressed & Folded | ironing laundry | laundry washed, pressed and folded | Washed, pressed, folded, back to you.
*Wheeliewash | bin bins wheelie | washing out smelly wheelie bins | Your wheelie bin, washed out.
Kettle & Cloth | elderly senior seniors | a cleaner who puts the kettle on and chats | A clean home and a cuppa.
Moultmop | pet pets dog dogs cat cats | clearing up after moulting pets | Pet hair, gone from every corner.
Gutterbucket | gutter gutters guttering | scooping the leaves out of your gutters | Gutters scooped, rain flowing.
Keysback | tenancy move deposit moveout | cleaned for the day the keys go back | Keys back, deposit back.
# r13: detail names
Tagscrub | graffiti vandalism | graffiti tags scrubbed off walls and shutters | Tagged last night, clean this morning.
Hazmop | biohazard trauma crimescene hazardous sharps | hazard + mop: specialist cleaning after trauma and biohazards | Calm, careful, thorough.
Deckswab | boat boats yacht yachts marina | deck + swab: boats and yachts swabbed clean | Decks swabbed, brass shining.
# r14: detail names
# r16: detail names
Leaf Lather | eco ecofriendly green natural nontoxic organic plantbased sustainable vegan | leaf + lather: cleaning with plant-based suds | Clean from the plant up.
Featherflick | home homes house houses domestic residential household | the flick of a feather duster across shelves and ornaments | Every shelf, every ornament.
Rooftop Rinse | solar panel panels pv roof rooftop | a rinse for the solar panels on your rooftop | Clean panels, more power.
Bristlebarn | farm farms farmyard barn barns livestock stable stables agricultural | bristle + barn: barns and stables scrubbed with stiff bristles | Barns brushed back to the boards.
Nine To Spotless | office offices workplace commercial business corporate | nine to five, made spotless | Nine to five, then spotless.
Paintspeck | builders builder building renovation refurb refurbishment construction decorators newbuild | paint specks cleaned off glass and floors after the builders | Every paint speck, gone.
# r17: detail names
Thyme & Tile | eco ecofriendly green natural nontoxic plantbased botanical herbal essentialoil essentialoils | thyme oil, a plant-based disinfectant, wiped over the bathroom tiles | Thyme oil on the tiles, nothing harsh.
Crawlsafe | nontoxic chemicalfree toxinfree safe baby babies toddler toddlers crawling family families | floors clean enough and safe enough for a crawling baby | Floors safe for little hands and knees.
Groutbrush | mould mold mildew damp grout bathroom bathrooms shower showers | the little brush that takes the mould out of the grout lines | Mould out of the grout, for good.
# r18: detail names
*Photon Polish | solar panel panels pv farm farms barn barns warehouse warehouses commercial agricultural | a polish that lets every photon through to the cells | Let every ray reach the cells.
# r19: detail names
`)
