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
`)
