import { bank } from '../types.ts'

export default bank('window cleaning', `
*Paneless | - | pane + painless: clean windows, no hassle | Clean glass, no fuss.
Sillshine | - | the sills and frames wiped as well as the glass | Sills and frames, not just glass.
Bucket & Blade | - | the bucket and squeegee blade of every window round | Bucket, blade, clear view.
Dawnpane | - | the first light through a freshly cleaned pane | First light, clear glass.
*Jet Setters | pressure power jet washing | the crew with the pressure jets | Jet-washed and gone by lunch.
Jetstripe | pressure power jet driveway patio | the clean stripe a jet leaves across a grey driveway | One stripe and you will want the rest.
Greygone | pressure power driveway patio | the grey grime gone from your driveway | Grey driveway in, new driveway out.
Gutterscoop | gutter gutters downpipe guttering downpipes | the scoop that clears gutters before the rain | Clear gutters before the rain.
Towerpane | high rise commercial office | every pane of a tall building | Every pane, every floor.
Softspray | render roof softwash soft | a gentle spray that cleans render without harm | Gentle on render, hard on grime.
# r10: detail names
Sunpane | solar panel panels pv | a solar panel washed bright | Clean panels, more power.
Solar Squeegee | solar panel panels pv | a squeegee pulled across solar panels | Clean panels, more power.
Skypane | conservatory conservatories skylight skylights roof | the glass panes of a conservatory roof | Clear skies through the roof.
Rainrinse | eco purified chemical chemicals green | a rinse of pure water as clean as rain | Pure water, no chemicals.
Soffit & Sill | upvc fascia fascias soffit soffits cladding | the soffits, fascias and sills cleaned as well | Soffits, fascias, sills: all gleaming.
Fascia Fresh | upvc fascia fascias frames cladding | fascias and frames washed fresh | White frames again.
Moss & Mop | moss roof roofs tiles | moss scraped off and the roof mopped down | Moss off, roof back.
Binrinse | bin bins wheelie | a wheelie bin rinsed out | Bins that do not smell.
# r11: detail names
Awning & Pane | shop shops shopfront shopfronts retail storefront | the shop awning and the window beneath it | Shopfronts that shine under the awning.
Tagoff | graffiti vandalism tagging | graffiti tags taken off | Tags off, walls back.
Gumlift | gum chewinggum pavement pavements | chewing gum lifted off the pavement | Gum off, pavements clean.
Deckscrub | deck decks decking | a deck scrubbed back to the grain | Decks scrubbed back to the wood.
Skip & Squeegee | builders builder construction renovation newbuild | the builder's skip gone, the squeegee out | After the builders, we shine.
Pitch & Polish | caravan caravans motorhome motorhomes campervan | a caravan polished on its pitch | Polished on the pitch.
Gutter & Vac | gutter gutters downpipe downpipes | the gutter vacuum that reaches from the ground | Gutters cleared from the ground.
# r12: detail names
Squeegee Street | shop shops shopfront retail commercial | a squeegee working down every shop window on the street | Every shop window on the street.
Ladder Round | home house residential regular monthly | the window cleaner's regular round with the ladder | Same street, every month.
# r13: detail names
Rope & Squeegee | abseil abseiling rope ropes highrise tower towers | a cleaner on ropes, squeegee in hand, down a tall building | Down the ropes, every pane clear.
Porthole Polish | boat boats yacht yachts marina narrowboat narrowboats | a porthole polished clear on a moored boat | Portholes that shine.
Saintpane | church churches chapel stained leaded leadlight | saint + pane: stained-glass church windows cleaned with care | Stained glass, gently cleaned.
# r14: detail names
Reachpole | eco purified pure chemical chemicals chemicalfree green waterfed ecofriendly | the long water-fed pole that rinses high windows with pure water | Pure water, no soap, no streaks.
Orangery Shine | conservatory conservatories skylight skylights orangery orangeries | the glass of an orangery made to shine | Glass roofs, gleaming.
Lobby Glass | commercial office offices business businesses | the glass doors of a reception lobby | First impressions, spotless.
Lichenlift | render roof softwash soft lichen algae | lichen lifted off render and roofs | Lichen off, walls bright.
`)
