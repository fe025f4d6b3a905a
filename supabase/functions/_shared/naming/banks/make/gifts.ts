import { bank } from '../types.ts'

export default bank('gifts', `
Ribboncurl | - | the curl you get by pulling ribbon over a scissor blade | Finished with a proper curl.
Pantrybow | hamper food | pantry + bow: pantry goodies tied with a bow | The pantry, tied with a bow.
Clientcrate | corporate business client | client + crate: a crate of gifts for clients | Say thanks to clients properly.
Namestitch | personalised engraved | a name stitched into the gift | Stitched with their name.
Favourtin | wedding favour | favour + tin: tins of wedding favours | A tin for every guest.
Firstsock | baby newborn | a baby's very first pair of socks | Their very first socks.
Lettertreat | online subscription letterbox | letter + treat: a treat that fits the letterbox | A treat through the letterbox.
Harbourtin | souvenir local seaside | harbour + tin: local treats in a harbour tin | Take the harbour home.
Towntoken | souvenir local tourist | town + token: a small token of the town | A token of the town.
*Wishwrap | birthday | wish + wrap: birthday gifts wrapped with a wish | Wrapped with a wish.
Thankstin | thank you teacher | thanks + tin: a tin of thanks | A tin full of thanks.
*Shedbox | men him dad | shed + box: gifts for the man in the shed | For the man in the shed.
Wagbox | pet dog | wag + box: gift boxes for dogs | Watch the tail wag.
# r10: detail names
Sleighsack | christmas festive xmas stocking | sleigh + sack: Santa's sack of Christmas gifts | Fill the sack.
Tinseltie | christmas festive xmas | tinsel + tie: gifts tied up with tinsel | Tied with tinsel.
Twinebow | eco sustainable plasticfree zerowaste recycled | twine + bow: gifts wrapped in paper and twine, no plastic | Paper, twine, no plastic.
Ribbonkiss | anniversary valentine valentines romantic couple | ribbon + kiss: a gift sealed with a kiss | Sealed with a kiss.
Pinny & Posy | mum mom mother mothers | pinny + posy: a pinny and a posy, gifts for mum | A posy for mum.
Hugpost | sympathy bereavement grief condolence cheer | hug + post: a hug sent in the post | Send a hug.
Pamperparcel | pamper selfcare spa relax | pamper + parcel: a parcel of pampering | A parcel of pamper.
# r11: detail names
Key & Kettle | housewarming newhome moving movers | key + kettle: new keys and the first cup of tea | For the first cuppa in a new home.
Tasselbox | graduation graduate graduating | tassel + box: a gift box for the mortarboard moment | Move the tassel, open the box.
Slipperbox | retirement retiring retiree leaving | slipper + box: gifts for putting your feet up | Feet up, well earned.
Grapebag | getwell recovery hospital poorly | grape + bag: the bag of grapes you bring someone poorly | Get well, grape by grape.
Twine & Trowel | garden gardener gardeners gardening allotment | twine + trowel: gifts for gardeners | For the one always in the garden.
Crescentbox | eid ramadan muslim | crescent + box: gift boxes for Eid | A box for Eid morning.
Diyabox | diwali deepavali | diya + box: Diwali gifts around the little clay lamp | Light the diya, open the box.
Truffletin | chocolate chocolates sweets | truffle + tin: a tin of chocolate truffles | Lift the lid, pick a truffle.
Bottlebow | wine gin prosecco beer booze | bottle + bow: a bottle tied with a bow | A bottle with a bow on.
Chapterbow | book books bookworm reader readers | chapter + bow: books wrapped as gifts | A new chapter, tied with a bow.
Deskdrop | corporate staff employee employees client clients | desk + drop: gifts left on desks for staff and clients | Thank them at their desk.
Rattlewrap | baby babies newborn babyshower | rattle + wrap: wrapped gifts for a new baby | A rattle in the wrapping.
Initialtag | personalised personalized engraved monogram initials | initial + tag: a gift tagged with their initials | Tagged with their initials.
# r12: detail names
Hamper Hall | hamper food business corporate | a hall of stuffed hampers | Hampers that mean business.
Letterbox Treat | letterbox online subscription post | a treat that fits through the letterbox | A surprise through the door.
Gold Star Gifts | teacher teachers thank you school | a gold star gift to say thank you to a teacher | Thanks for a brilliant year.
Dadbox | men him dad dads father fathers | a gift box built for dad | Finally, a gift he'll use.
Woofbox | pet pets dog dogs puppy puppies | a gift box for the dog | Treats for the goodest boy.
# r13: detail names
Cardigan Parcel | grandparent grandparents grandma grandmother nan nana gran grandad grandpa grandfather | a parcel as warm as a grandparent's cardigan | A warm parcel for Nan and Grandad.
Lucky Dip Sack | kids kid children child boys girls toddler toddlers | a sack of wrapped lucky dips for a child to rummage in | One rummage, lots of surprises.
Nightfeed Box | newmum newmom mumtobe pregnancy pregnant postnatal | treats for a new mum to open during night feeds | Something lovely for the 3am feed.
Catnip Post | cat cats kitten kittens | a parcel with catnip tucked in for the cat | A parcel the cat will open first.
# r14: detail names
Cakeslice Post | birthday birthdays | a slice of birthday cake posted with the present | Cake and a present, through the door.
Wicker & Wedge | hamper hampers food foodie | the wicker hamper and the wedge of cheese inside | Lift the lid, find the cheese.
Confetti Cone | wedding weddings favour favours bride bridal | the paper cone of confetti on every wedding seat | A cone on every seat.
Blanket & Biscuit | sympathy bereavement grief condolence condolences loss | a soft blanket and a tin of biscuits for a hard week | Something soft for a hard week.
Twelve Parcels | christmas xmas festive advent | twelve little parcels for the twelve days of Christmas | One parcel for every day of Christmas.
`)
