import { bank } from '../types.ts'

export default bank('tea', `
Leafpost | online subscription delivery mail loose subscriptions posted monthly | leaf + post: loose-leaf tea sent by post | Loose leaf, through the letterbox.
Stillwhisk | matcha japanese ceremony | still + whisk: the calm ritual of whisking matcha | Still mind, steady whisk.
*Jadewhisk | matcha japanese latte | jade + whisk: bright green matcha, freshly whisked | Whisked green, drunk slowly.
Stovechai | chai spice indian street | chai simmered on the stove, the street way | Simmered on the stove, as it should be.
Doilypot | afternoon tearoom vintage cake scone | doily + pot: a vintage afternoon tea | Lace, cake and a proper pot.
*JamFirst | afternoon tearoom scone cake devon cornwall | jam first: the great scone debate, settled at the table | Jam first. Cream second. Argue later.
Lacesaucer | afternoon tearoom vintage | lace + saucer: old-fashioned tearoom charm | Fine china, finer scones.
*Hushleaf | herbal wellness sleep caffeine | hush + leaf: calming herbal tea before bed | Quiet leaves for quiet nights.
Pearlpop | bubble boba milk student | pearl + pop: the pop of tapioca pearls | Every sip has a pop.
Ribbontin | gift wedding favour birthday | ribbon + tin: a tin of tea tied with ribbon | Tea tied with a ribbon.
Fairpluck | organic estate ethical fairtrade farmer | fair + pluck: leaves plucked by fairly paid pickers | Fairly plucked, fairly paid.
Cloudpluck | organic estate single origin mountain | cloud + pluck: high-grown tea picked in the clouds | Picked above the clouds.
OolongRoad | chinese gongfu oolong | the old road of oolong from hill to teahouse | Follow the road to better oolong.
*CuppaCart | cart truck mobile event market | a proper cuppa from a cart | A proper cuppa, wherever you are.
Kettlekerb | cart van mobile street market | kettle + kerb: tea brewed at the kerbside | Tea on the kerb, kettle on.
Refilltin | eco zero waste plastic refill zerowaste plasticfree refills | refill + tin: bring the tin back, fill it up | Bring the tin. Fill it up.
Teddypot | kids family party | teddy + pot: a tea party pot for little ones | Tea parties for teddies and tots.
# r10: detail names
Pagepot | book books bookshop reading library | page + pot: a pot of tea beside an open page | A pot per chapter.
Sunsteep | iced cold summer | sun + steep: sun tea steeped slow, then poured over ice | Steeped in sun, poured over ice.
Fizzbrew | kombucha fermented sparkling fizzy | fizz + brew: tea brewed into sparkling kombucha | Tea, with a fizz.
Mumtobrew | pregnancy pregnant prenatal maternity bump | mum-to-be + brew: herbal blends for mums-to-be | Brewed for mums-to-be.
Mintpot | moroccan morocco mint | mint + pot: Moroccan mint tea from a silver pot | Poured high, sipped slow.
Slurpcup | tasting tastings class workshop course | slurp + cup: tasters slurp tea to taste it properly | Slurp loud, taste more.
MugRound | office workplace team wholesale | mug + round: the office tea round, sorted | Your turn to make the round.
# r11: detail names
Nettlepot | herbal tisane infusion nettle botanical | nettle + pot: herbal teas of nettle, mint and more | Picked from the hedgerow, steeped in the pot.
Mismatchcup | vintage china hire crockery teacups | mismatch + cup: mismatched vintage teacups to hire | No two cups the same.
Wicker & Scone | garden cottage village countryside creamtea | wicker + scone: cream teas in wicker chairs on the lawn | Wicker chairs, warm scones.
Spoonstand | builder builders strong breakfast yorkshire | spoon + stand: tea strong enough to stand a spoon in | Strong enough to stand a spoon.
Spout & Strainer | teapot teapots teaware strainer infuser | spout + strainer: teapots and strainers for loose tea | Everything between the leaf and the cup.
Kittenkettle | cat cats kitten kittens | kitten + kettle: a cat cafe that pours tea | Kettle on, kittens out.
Spicekettle | masala cardamom spice spiced | spice + kettle: chai simmered with cardamom and ginger | The kettle that smells of cardamom.
Chewystraw | bubble boba tapioca pearl pearls | chewy + straw: chewy tapioca pearls up a wide straw | Sip, then chew.
Pillowpot | sleep bedtime insomnia | pillow + pot: bedtime teas | One cup, then the pillow.
# r13: detail names
Monsoonleaf | ceylon srilanka srilankan darjeeling assam | monsoon + leaf: black tea grown under monsoon rain | Grown in the rain, drunk by the fire.
Bergamot Mist | earlgrey bergamot londonfog | bergamot + mist: Earl Grey, and the London Fog latte made from it | A cloud of bergamot.
Pawsaucer | dog dogs dogfriendly | paw + saucer: a saucer of water for the dog at every table | A saucer for you, a bowl for the dog.
Tulipglass | turkish turkey persian iranian samovar | tulip + glass: tea poured from a samovar into tulip glasses | Poured from the samovar, sipped from a tulip.
# r14: detail names
Caddyfill | subscription subscribe monthly delivery delivered post mail | caddy + fill: fresh tea posted to refill your caddy each month | Your caddy, never empty.
Ladybird Leaf | organic pesticidefree ethical | ladybird + leaf: tea grown without sprays, ladybirds left on the bush | The ladybirds stayed.
# r17: detail names
Postmark Pekoe | subscription subscriptions subscribe box boxes monthly delivery delivered post mail club | a postmark and a pekoe leaf: fresh tea sent by post each month | A new pekoe every postmark.
Twelve Tins | subscription subscriptions subscribe box boxes monthly delivery club | twelve tins a year, one through the door each month | One new tin every month.
Three Tier Table | afternoon group groups party parties hen birthday shower celebration private | a three-tier cake stand on every table: afternoon tea for a party | Three tiers for the whole table.
Rooibos Ridge | rooibos redbush southafrica african africa estate estates grower growers farm | the rooibos farms on the ridges of South Africa | Red tea from the Cape ridges.
`)
