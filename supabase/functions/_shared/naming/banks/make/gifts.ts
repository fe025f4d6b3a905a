import { bank } from '../types.ts'

export default bank('gifts', `
Bowtug | - | the tug that undoes the bow | One tug and it's open.
Tissuetuck | - | the tissue tucked over a gift in the box | Folded in tissue, chosen with care.
Twinetie | - | twine tied round a brown paper parcel | Tied with twine, sent with thought.
Lidpeek | - | the first peek under the lid | Worth the wait for the peek.
Boxrattle | - | the rattle when a wrapped box is shaken | Go on, give it a shake.
Cardtuck | - | the card tucked under the ribbon | A card tucked in every one.
Shredbed | - | the bed of shredded paper a gift sits on | Bedded in paper, sent with care.
Doorstepbow | - | a bow-tied gift left on the doorstep | A bow on the doorstep.
Ribbonreel | - | the reel of ribbon behind the counter | Cut from the reel, tied by hand.
Wrapdesk | - | the wrapping desk at the back of the shop | Wrapped at our desk, free.
Tagstring | - | the string on a handwritten gift tag | Every tag written by hand.
Wickerlid | hamper food | the lid of a wicker hamper | Lift the wicker lid.
Hamperloft | hamper food | the loft where hampers are packed | Packed in the loft, sent to you.
Larderbasket | hamper food | a larder's best things in one basket | The best of the larder.
Deskdrop | corporate business office client | a gift dropped at every desk | A gift on every desk.
Clientcrate | corporate business client | a crate of thanks for clients | Thank your clients properly.
Teamtreat | corporate business office | a treat for the whole team | A treat for the whole team.
Namestitch | personalised engraved | a name stitched in thread | Your name, stitched in.
Engravetag | personalised engraved | an engraved tag on a keepsake | Engraved to keep.
Initialbox | personalised engraved | a box stamped with an initial | Stamped with their initial.
Favourbag | wedding favour | the little favour bag at each place setting | A little thanks at every seat.
Firstsock | baby newborn | the first socks in the box | First socks, first gift.
Confetticone | wedding | the paper cone of confetti for the big day | Throw it high.
Swaddleknot | baby newborn | a soft swaddle tied with a knot | Wrapped soft for the new arrival.
Lettertreat | online subscription letterbox | a treat that fits through the letterbox | Fits through the letterbox.
Doormatdrop | online delivery | a gift left on the doormat | Dropped on the doormat.
Monthparcel | online subscription | a small parcel sent each month | Something new every month.
Postcardrow | souvenir local tourist | the row of postcards by the till | Take the town home.
Keepsakeshelf | souvenir local tourist | the shelf of keepsakes by the door | Something to remember us by.
Harbourtin | souvenir local seaside | a tin of harbour treats to take home | A little harbour, to take home.
`)
