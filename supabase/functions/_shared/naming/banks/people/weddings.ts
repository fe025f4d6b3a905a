import { bank } from '../types.ts'

export default bank('weddings', `
Knotwell | - | tie the knot, and tie it well | Tie it well.
Happyknot | - | a happy knot, tied on a happy day | Tie a happy knot.
Ringready | - | ready for the rings, every detail done | Ring-ready, down to the last detail.
Gladbell | - | the glad wedding bells | Ring the glad bells.
Yesday | - | the day you say yes | Say yes, we handle the rest.
Toastworthy | - | a day worth toasting | A day worth every toast.
Daywright | - | a wright of wedding days: a maker of the day | Wedding days, well made.
Everfold | - | the fold where ever after begins | Where ever after begins.
Confettime | - | confetti time: the moment it all comes together | Bring on confetti time.
LensAndLace | photography photographer | a lens on the lace: wedding photography | Every detail, lens to lace.
Vowlens | photography photographer | a lens on the vows | Your vows, kept forever.
Candidframe | photography photographer | candid frames of the real day | Real moments, not poses.
Calmdate | planner planning | a calm wedding date, planned well | Calm planning, happy date.
Aislebook | planner planning | the planner's book of the aisle | The whole day, in one book.
Detailwise | planner planning | wise about every detail | Every detail, wisely planned.
Petalpath | florist flower | a path strewn with petals | Petals for the path.
Posypromise | florist flower | a posy held through the promises | A posy for every promise.
Stemtied | florist flower | stems tied by hand into bouquets | Bouquets tied by hand.
Tierkiss | cake | a kiss over the tiers of the cake | Tiers worth the first slice.
Sliceshare | cake | the first slice, shared | Share the first slice.
Sugarswoon | cake | a sugar cake to swoon over | Cake worth the speeches.
Tullery | dress bridal gown | tulle + -ery: a shop full of tulle | A room full of tulle.
Gownhush | dress bridal gown | the hush when the right gown goes on | The gown that makes the room quiet.
Laceline | dress bridal gown | the line of a lace gown | Lace that moves with you.
Runawed | elopement small | run away + wed: elopements done well | Run away, the proper way.
Quietvow | elopement small | a quiet vow with a few close people | A quiet vow, a big day.
Littlealtar | elopement small | a little altar, a handful of guests | Small altar, big love.
Raftertoast | barn rural venue | toasts under the barn rafters | Toasts under the rafters.
Hayaltar | barn rural venue | an altar among hay bales | Hay bales and happy guests.
Meadowring | barn rural venue outdoor | rings swapped in a meadow | Married in the long grass.
Jetwed | destination abroad travel | fly out and wed | Fly out, walk down the aisle.
Sandveil | destination abroad beach | a veil on the sand | Bare feet, big day.
Sunaisle | destination abroad beach | an aisle in the sun | An aisle in the sun.
Inkvite | stationery invitation | ink + invite: hand-inked invitations | Invites worth keeping.
Seatscript | stationery invitation | the script for every seat: place cards and plans | A place for every guest.
Paperpromise | stationery invitation | a promise on paper: invitations | The first promise is on paper.
Groomcraft | groom men suit | the craft of dressing the groom | Grooms, suited properly.
Lapelready | groom men suit | lapels pressed and ready | Sharp from lapel to shoe.
Thriftveil | budget | a thrifty wedding that still feels grand | A grand day, a sensible bill.
Smallspend | budget | a small spend, a big day | Big day, small spend.
Goldtier | luxury | golden tiers: a luxury wedding | Gilded, tier by tier.
Velvettoast | luxury | a velvet toast for a luxury day | A luxury day, down to the toast.
`)
