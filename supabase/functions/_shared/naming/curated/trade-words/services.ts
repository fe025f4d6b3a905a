// Trade words for composed names: services trades. Format: subject | nouns | words   (see curated/trade-words/index.ts)
export default `
painting and decorating | Decorators, Painters, Decorating | brush, roller, ladder, gloss, coat, paper, tin, trestle, putty, stripe, sash, swatch, drip
handyman | Handyman, Home Repairs, Property Care | toolbox, drill, hammer, hinge, spanner, screw, shelf, bracket, ladder, nail, latch, putty, tape
flooring and tiling | Flooring, Tiling, Floors | plank, tile, oak, slate, grout, trowel, carpet, rug, board, marble, mosaic, parquet, stone
window cleaning | Window Cleaning, Pressure Washing, Exterior Cleaning | squeegee, pane, glass, ladder, bucket, pole, sill, gutter, hose, jet, spray, patio, suds
tree care | Tree Surgeons, Tree Care, Arborists | oak, bough, limb, acorn, saw, rope, stump, log, chipper, canopy, ash, hedge, twig
pool care | Pool Care, Pool Service, Pools | skimmer, net, splash, pump, filter, ladder, float, deck, chlorine, lane, ripple, tile
kitchens and bathrooms | Kitchens, Bathrooms | tap, sink, tile, worktop, basin, shower, drawer, hob, bath, cabinet, larder, pantry, towel
security systems | Security, Alarms, Security Systems | camera, siren, sensor, keypad, lens, beam, doorbell, bolt, lock, bell, sentry, beacon
pet sitting | Pet Sitting, Dog Walking, Pet Care | lead, leash, ball, collar, whistle, biscuit, park, paw, fetch, bowl, basket, stick, tail
tyres and brakes | Tyres, Tyre Centre, Autocare | tread, wheel, rim, jack, alloy, brake, valve, tyre, spanner, road, gauge, pump
`
