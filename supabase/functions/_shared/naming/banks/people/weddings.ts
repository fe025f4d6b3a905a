import { bank } from '../types.ts'

export default bank('weddings', `
LensAndLace | photography photographer | a lens on the lace: wedding photography | Every detail, lens to lace.
Posypromise | florist flower | a posy held through the promises | A posy for every promise.
Stemtied | florist flower | stems tied by hand into bouquets | Bouquets tied by hand.
Sugarswoon | cake | a sugar cake to swoon over | Cake worth the speeches.
Tullery | dress bridal gown | tulle + -ery: a shop full of tulle | A room full of tulle.
*Runawed | elopement small | run away + wed: elopements done well | Run away, the proper way.
Quietvow | elopement small | a quiet vow with a few close people | A quiet vow, a big day.
Raftertoast | barn rural venue | toasts under the barn rafters | Toasts under the rafters.
Sandveil | destination abroad beach | a veil on the sand | Bare feet, big day.
*Inkvite | stationery invitation | ink + invite: hand-inked invitations | Invites worth keeping.
Thriftveil | budget | a thrifty wedding that still feels grand | A grand day, a sensible bill.
*Confetti Shot | photography photographer | the confetti shot: the photo every couple wants | We never miss the confetti shot.
*Something Blue | planner planning | something blue: the wedding tradition nobody forgets, and nor do we | Every tradition remembered, down to something blue.
*Top Tier | cake | the top tier of a wedding cake, and top-tier baking | Top-tier cakes, every tier.
*Train & Veil | dress bridal gown | the gown's train and the veil, fitted together | The train, the veil, the moment.
*Bales & Bunting | barn rural venue | hay bales and bunting: a barn wedding | Hay bales, bunting and a big barn.
*Barefoot Vows | destination abroad beach | vows said barefoot on a beach abroad | Sand underfoot, vows in the sun.
*Wax Seal | stationery invitation | the wax seal on a hand-made wedding invitation | Invites sealed with wax and care.
`)
