import { bank } from '../types.ts'

export default bank('tea', `
Calmkettle | - | calm + kettle: the kettle on means time to slow down | Put the kettle on, slow the day down.
Pausepot | - | pause + pot: a pot of tea as a pause in the day | Every day needs a pause.
Curlbrew | - | curl + brew: the curl of steam off a fresh brew | Watch the steam curl.
Slowsteep | - | slow + steep: tea given the time it needs | Give it time. Taste the difference.
Quietcup | - | quiet + cup: a calm cup in a busy day | A quiet cup in a loud day.
Kindcaddy | - | kind + caddy: a tea caddy of gentle, good blends | Gentle blends, kept close.
Softbrew | - | soft + brew: smooth, easy-going tea | Smooth tea for easy days.
Sundaypot | - | Sunday + pot: the slow pot of a lazy Sunday | Every day a Sunday pot.
Warmblend | - | warm + blend: blends that warm you up | Blends that warm you through.
Leafpost | online subscription delivery mail loose | leaf + post: loose-leaf tea sent by post | Loose leaf, through the letterbox.
Tinletter | online subscription delivery mail | tin + letter: a tin of tea that fits the letterbox | A new tin in every letter.
Steepmail | online subscription delivery mail | steep + mail: tea to steep, sent by mail | New tea to steep, every month.
Stillwhisk | matcha japanese ceremony | still + whisk: the calm ritual of whisking matcha | Still mind, steady whisk.
Jadewhisk | matcha japanese latte | jade + whisk: bright green matcha, freshly whisked | Whisked green, drunk slowly.
Matchalift | matcha latte cafe | matcha + lift: the gentle lift of matcha | A gentle lift, no crash.
Stovechai | chai spice indian street | chai simmered on the stove, the street way | Simmered on the stove, as it should be.
Snugchai | chai spice indian winter | snug + chai: a warming, spiced cup | Spice that wraps around you.
Spicepan | chai spice indian | spice + pan: chai boiled with whole spices in the pan | Whole spices, boiled in the pan.
Doilypot | afternoon tearoom vintage cake scone | doily + pot: a vintage afternoon tea | Lace, cake and a proper pot.
JamFirst | afternoon tearoom scone cake devon cornwall | jam first: the great scone debate, settled at the table | Jam first. Cream second. Argue later.
Lacesaucer | afternoon tearoom vintage | lace + saucer: old-fashioned tearoom charm | Fine china, finer scones.
Hushleaf | herbal wellness sleep caffeine | hush + leaf: calming herbal tea before bed | Quiet leaves for quiet nights.
Mintcalm | herbal wellness caffeine botanical | mint + calm: soothing herbal infusions | Fresh mint, calm mind.
Nightnettle | herbal wellness sleep botanical | night + nettle: herbal blends for the evening | A herbal cup before bed.
Pearlpop | bubble boba milk student | pearl + pop: the pop of tapioca pearls | Every sip has a pop.
Chewcup | bubble boba milk student | chew + cup: bubble tea you drink and chew | Sip it. Chew it. Repeat.
Milkpearl | bubble boba milk | milk tea + pearls: bubble tea done properly | Milk tea with the good pearls.
Giftcaddy | gift wedding corporate favour | gift + caddy: a tea caddy to give away | The caddy they keep forever.
Ribbontin | gift wedding favour birthday | ribbon + tin: a tin of tea tied with ribbon | Tea tied with a ribbon.
Favourpot | gift wedding favour | favour + pot: tea as a wedding favour | A favour guests actually use.
TwoLeaves | organic estate single origin loose farmer | two leaves and a bud: the finest pluck | Two leaves and a bud, nothing else.
Fairpluck | organic estate ethical fairtrade farmer | fair + pluck: leaves plucked by fairly paid pickers | Fairly plucked, fairly paid.
Cloudpluck | organic estate single origin mountain | cloud + pluck: high-grown tea picked in the clouds | Picked above the clouds.
OolongRoad | chinese gongfu oolong | the old road of oolong from hill to teahouse | Follow the road to better oolong.
Mistoolong | chinese gongfu oolong mountain | mist + oolong: mountain oolong grown in mist | Grown in mist, poured in small cups.
Jadecup | chinese gongfu green | jade + cup: pale green tea in small cups | Small cups, long conversations.
CuppaCart | cart truck mobile event market | a proper cuppa from a cart | A proper cuppa, wherever you are.
Kettlekerb | cart van mobile street market | kettle + kerb: tea brewed at the kerbside | Tea on the kerb, kettle on.
Roamcuppa | cart van mobile event festival | roam + cuppa: a proper cuppa that travels to you | The cuppa comes to you.
Deskpot | office workplace business b2b | desk + pot: a pot of tea at every desk | A proper pot for every desk.
Breakpot | office workplace business | break + pot: the tea break, done well | Make the tea break count.
Refilltin | eco zero waste plastic refill | refill + tin: bring the tin back, fill it up | Bring the tin. Fill it up.
Bareblend | eco zero waste plastic | bare + blend: loose tea with no plastic bags | No bags. No plastic. Just leaves.
Earthcup | eco organic sustainable | earth + cup: tea grown and packed kindly | Kind to the earth, cup after cup.
Teddypot | kids family party | teddy + pot: a tea party pot for little ones | Tea parties for teddies and tots.
Dollycup | kids family party birthday | dolly + cup: kids' tea party cups | Tea parties, tiny cups.
Tinytray | kids family party | tiny + tray: a kids' tea party tray | A tea party for small hands.
`)
