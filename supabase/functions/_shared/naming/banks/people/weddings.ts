import { bank } from '../types.ts'

export default bank('weddings', `
LensAndLace | photography photographer | a lens on the lace: wedding photography | Every detail, lens to lace.
Vowlens | photography photographer | a lens on the vows | Your vows, kept forever.
Aislebook | planner planning | the planner's book of the aisle | The whole day, in one book.
Posypromise | florist flower | a posy held through the promises | A posy for every promise.
Stemtied | florist flower | stems tied by hand into bouquets | Bouquets tied by hand.
Tierkiss | cake | a kiss over the tiers of the cake | Tiers worth the first slice.
Sugarswoon | cake | a sugar cake to swoon over | Cake worth the speeches.
Tullery | dress bridal gown | tulle + -ery: a shop full of tulle | A room full of tulle.
Gownhush | dress bridal gown | the hush when the right gown goes on | The gown that makes the room quiet.
Runawed | elopement small | run away + wed: elopements done well | Run away, the proper way.
Quietvow | elopement small | a quiet vow with a few close people | A quiet vow, a big day.
Raftertoast | barn rural venue | toasts under the barn rafters | Toasts under the rafters.
Hayaltar | barn rural venue | an altar among hay bales | Hay bales and happy guests.
Sandveil | destination abroad beach | a veil on the sand | Bare feet, big day.
Sunaisle | destination abroad beach | an aisle in the sun | An aisle in the sun.
Inkvite | stationery invitation | ink + invite: hand-inked invitations | Invites worth keeping.
Seatscript | stationery invitation | the script for every seat: place cards and plans | A place for every guest.
Thriftveil | budget | a thrifty wedding that still feels grand | A grand day, a sensible bill.
`)
