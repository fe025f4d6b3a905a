import { bank } from '../types.ts'

export default bank('gifts', `
Gladbow | - | glad + bow: a gift that makes someone glad | Tie a bow on someone's day.
Kindparcel | - | kind + parcel: a kind thought, wrapped | A kind thought, parcelled up.
Thoughtbox | - | thought + box: gifts chosen with thought | It really is the thought.
Fondtoken | - | fond + token: a small token of fondness | A token of fondness.
Cheerribbon | - | cheer + ribbon: gifts tied with good cheer | Cheer, tied with ribbon.
Untiejoy | - | untie + joy: the joy of untying a gift | Untie something happy.
Smiletag | - | smile + tag: a gift tag that promises a smile | A smile on every tag.
Lidlifter | - | lid + lifter: the moment the box lid comes off | Lift the lid.
Surprisebox | - | surprise + box: gift boxes full of surprises | Open a surprise.
Feastbasket | hamper food | feast + basket: a hamper full of good food | A feast in a basket.
Larderbasket | hamper food | larder + basket: a basket of larder treats | A larder in a basket.
Pantrybow | hamper food | pantry + bow: pantry goodies tied with a bow | The pantry, tied with a bow.
Clientcrate | corporate business client | client + crate: a crate of gifts for clients | Say thanks to clients properly.
Teamtreat | corporate business office | team + treat: gifts for the whole team | Treat the team.
Deskbow | corporate business office | desk + bow: a gift left on the desk | A bow on every desk.
Namestitch | personalised engraved | a name stitched into the gift | Stitched with their name.
Initialbox | personalised engraved | initial + box: gifts marked with initials | Marked with their initials.
Monogift | personalised engraved monogram | monogram + gift: monogrammed gifts | Their mark, on their gift.
Vowbox | wedding favour | vow + box: wedding gift boxes | A box for the vows.
Favourtin | wedding favour | favour + tin: tins of wedding favours | A tin for every guest.
Thanksknot | wedding favour thank you | thanks + knot: thank-you gifts for guests | Thanks, tied in a knot.
Firstsock | baby newborn | a baby's very first pair of socks | Their very first socks.
Cradlegift | baby newborn | cradle + gift: gifts for a new baby | For the newest arrival.
Babyribbon | baby newborn shower | baby + ribbon: baby shower gifts | Wrapped for the little one.
Lettertreat | online subscription letterbox | letter + treat: a treat that fits the letterbox | A treat through the letterbox.
Monthparcel | online subscription | month + parcel: a gift parcel each month | A parcel every month.
Doorsurprise | online delivery | door + surprise: a surprise on the doorstep | A surprise on the step.
Harbourtin | souvenir local seaside | harbour + tin: local treats in a harbour tin | Take the harbour home.
Towntoken | souvenir local tourist | town + token: a small token of the town | A token of the town.
Localkeep | souvenir local tourist | local + keep: local keepsakes | Keep a piece of here.
Wishwrap | birthday | wish + wrap: birthday gifts wrapped with a wish | Wrapped with a wish.
Candlecrate | birthday party | candle + crate: birthday gift crates | More than candles.
Mercibox | thank you teacher | merci + box: thank-you gifts | Say merci.
Thankstin | thank you teacher | thanks + tin: a tin of thanks | A tin full of thanks.
Shedbox | men him dad | shed + box: gifts for the man in the shed | For the man in the shed.
Beardbox | men him grooming | beard + box: grooming gifts for men | A box for the beard.
Gentswrap | men him dad | gents + wrap: gifts for gents | Wrapped for the gents.
Wagbox | pet dog | wag + box: gift boxes for dogs | Watch the tail wag.
Woofbow | pet dog | woof + bow: gifts for pups | A bow worth a woof.
Purrbow | pet cat | purr + bow: gifts for cats | Gifts worth a purr.
`)
