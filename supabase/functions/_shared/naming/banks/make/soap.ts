import { bank } from '../types.ts'

export default bank('soap', `
Cloudlather | - | cloud + lather: lather as soft as a cloud | Lather like a cloud.
Softsuds | - | soft + suds: soft, gentle suds | Soft suds, soft skin.
Hushsoak | - | hush + soak: a quiet soak in the bath | A quiet soak.
Warmrinse | - | warm + rinse: the warm rinse at the end of the day | Rinse the day away.
Sundaybath | - | Sunday + bath: a slow Sunday bath | Every day a Sunday bath.
Fondfoam | - | fond + foam: the foam you grow fond of | Foam worth loving.
Gentlelather | - | gentle + lather: a mild, gentle lather | Gentle on every skin.
Sweetscrub | - | sweet + scrub: a sweet-smelling scrub | Scrub sweetly.
Olivebar | vegan natural | olive + bar: soap made with olive oil | Pure olive, pure soap.
Hempsuds | vegan natural | hemp + suds: soap made with hemp oil | Suds from hemp.
Herbwash | vegan natural botanical | herb + wash: herbal soaps | Washed with herbs.
Nannybar | goatmilk goat milk farm | nanny goat + bar: goat milk soap | Made with our nanny goats' milk.
Goatcream | goatmilk goat milk farm | goat + cream: creamy goat milk soap | Creamy, from the goats.
Meadowbar | goatmilk goat milk farm rural | meadow + bar: soap from the farm meadow | From the meadow.
Tubfizz | bathbomb bomb kids | tub + fizz: bath bombs that fizz in the tub | Fizz in the tub.
Fizzdrop | bathbomb bomb kids | fizz + drop: drop it in and watch it fizz | Drop it, watch it fizz.
Splashduck | bathbomb bomb kids bath | splash + duck: bath fun for kids | Splash time.
Unwrapt | zerowaste plasticfree zero waste plastic | unwrapped: soap with no packaging | No wrap. No waste.
Refillrow | zerowaste plasticfree zero waste plastic refill | refill + row: a row of refill stations | Bring it back, fill it up.
Barecake | zerowaste plasticfree zero waste plastic | bare + cake: soap cakes without packaging | Bare and clean.
Bathbundle | gift hamper | bath + bundle: a gift bundle for the bath | A bundle for the bath.
Giftsoak | gift hamper | gift + soak: the gift of a long soak | Give a long soak.
Ribbonbar | gift hamper hotel | ribbon + bar: soap gifts tied with ribbon | A bar, tied with ribbon.
Scalprinse | shampoo hair | scalp + rinse: gentle shampoo bars | Kind to your scalp.
Lockwash | shampoo hair | lock + wash: shampoo for your locks | Wash your locks.
Curlbar | shampoo hair curly | curl + bar: shampoo bars for curly hair | Made for curls.
Tenderbar | sensitive eczema baby | tender + bar: soap for tender skin | For tender skin.
Calmcake | sensitive eczema | calm + cake: a calming soap cake | Calm skin, clean skin.
Gentleoat | sensitive eczema baby | gentle + oat: oat soap for sensitive skin | Oats for sensitive skin.
Stubblebar | men beard shaving | stubble + bar: soap for stubble and beards | Made for stubble.
Beardbar | men beard | beard + bar: beard soap | A good wash for your beard.
Razorfoam | men shaving | razor + foam: shaving soap | A smooth shave.
Lavenderhush | aromatherapy sleep relax | lavender + hush: lavender soap to wind down | Wind down with lavender.
Unwindbar | aromatherapy relax | unwind + bar: relaxing soaps | Unwind.
Breathesteam | aromatherapy relax | breathe + steam: aromatic soaps for a steamy bath | Breathe in the steam.
Cureclub | workshop class | cure + club: a soap-making club, from pour to cure | Pour it, cure it, use it.
Swirlclass | workshop class | swirl + class: learn to swirl colours into soap | Learn the swirl.
Pourday | workshop class party | pour + day: a day of pouring your own soap | Pour your own.
`)
