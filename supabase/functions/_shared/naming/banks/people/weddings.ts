import { bank } from '../types.ts'

export default bank('weddings', `
Justwed | - | just wed: the words on the back of the car | Just wed, and then some.
Confettishot | photography photographer | the confetti shot every wedding photographer waits for | Every confetti shot, caught.
Ringbinder | planner planning | ring + ring binder: the planner's folder of everything | Every detail, in the ring binder.
Festoon | barn rural venue outdoor | festoon lights strung across a barn or garden | Strung with light.
Petaltoss | florist flower | the petals a flower girl tosses | Petals for the aisle.
Handfast | - | handfasting, the old ceremony of tying hands | Tie the knot the old way.
Gretna | elopement | Gretna Green, where couples eloped | Run away, the proper way.
ThreeTier | cake | the three-tier wedding cake | Three tiers of good news.
Chapeltrain | dress bridal gown | the chapel train, the classic dress length | The train everyone turns for.
FirstLook | photography photographer | the first look, when the couple see each other before the ceremony | The first look, kept forever.
Runsheet | planner planning | the run sheet that keeps the day on time | The day, on time.
Buttonholed | florist flower | buttonhole flowers + buttonholed: stopped for a word | Every lapel, buttonholed.
TinCans | - | tin cans tied to the newlyweds' car | Cans on the bumper, off we go.
JustUsTwo | elopement small | just us two: small weddings and elopements | Just you two, done beautifully.
Sugarflower | cake | the sugar flowers on a wedding cake | Flowers you can eat.
Longtable | venue barn rural | a long table for the wedding feast | Everyone at one long table.
Lastfitting | dress bridal gown | the last fitting before the day | Perfect at the last fitting.
LensAndLace | photography photographer | a lens on the lace: wedding photography | Every detail, lens to lace.
Bestlaid | planner planning | the best-laid plans, planned properly | The best-laid plans, kept.
Ringpillow | - | the ring pillow carried down the aisle | Carried up the aisle.
Handtied | florist flower | the hand-tied bouquet | Bouquets tied by hand.
TwoWitnesses | elopement small | the two witnesses an elopement needs | All you need is two witnesses.
FirstSlice | cake | the first slice, cut together | Share the first slice.
Tullery | dress bridal gown | tulle + -ery: a shop full of tulle | A room full of tulle.
Haybale | barn rural venue | hay bale seats at a barn wedding | Hay bales and happy guests.
Placecard | stationery invitation | the place card at every seat | A place for every guest.
Aisleseat | destination abroad travel | aisle + aisle seat: weddings abroad | Fly out, walk down the aisle.
PlusOne | - | the plus one on every invitation | Bring your plus one.
Sparklerexit | - | the sparkler exit at the end of the night | Leave in a shower of sparks.
Knotwell | - | tie the knot, and tie it well | Tie it well.
BouquetToss | - | the bouquet toss, the moment everyone crowds in | Catch the moment, not just the bouquet.
Morningsuit | groom men suit | the morning suit a groom wears | Grooms, suited for the morning.
`)
