import { bank } from '../types.ts'

export default bank('shared bills', `
Kittypot | - | the kitty pot everyone pays into | Everyone chips into the kitty.
Halfsies | - | halfsies: the playground word for splitting it down the middle | Halfsies, without the maths.
Dutchpot | - | going Dutch into one shared pot | Go Dutch, without the maths.
Evenpurse | - | one purse that keeps everyone even | Everyone even, every month.
Pennypair | - | every penny paired with who owes it | Every penny, matched up.
Splitcalm | - | splitting bills without the arguments | Split bills, keep friends.
Oweless | - | nobody left owing anyone | Nobody owes anybody.
Tidytab | - | a tidy tab everyone can see | One tidy tab for everyone.
Settlesoon | - | bills settled soon, not someday | Settle up sooner.
Poolpeace | - | pooled money, peaceful house | Pool the money, keep the peace.
Flatfair | roommate flatmate housemate flat | flat + fair: splitting a flat's costs fairly | Fair shares for every flatmate.
Fridgenote | roommate flatmate housemate | the note on the fridge saying who owes what | The fridge note, gone digital.
Hallwaytab | roommate flatmate housemate | the tab you settle in the hallway | Settle up in the hallway.
Dormkitty | student university dorm | a kitty for the dorm | The dorm kitty, sorted.
Ramenfund | student university | the shared fund for student ramen nights | Stretch every student pound.
Campuscoin | student university | shared coins for campus life | Campus costs, shared fairly.
Pairpurse | couple partner | one purse for a pair | Two people, one purse.
Jointjar | couple partner | a joint jar for a couple's bills | Our jar, our bills.
Duosplit | couple partner | a split made for two | Made for two.
Tripeven | trip travel holiday | a trip where everyone comes home even | Come home even.
Petrolpool | trip travel holiday road | pooling petrol money on a road trip | Chip in for petrol.
Farefair | trip travel holiday | every fare split fairly | Every fare, fairly split.
Kitchenjar | family household | the jar on the kitchen shelf | The family jar, online.
Chorecoin | family household | coins for chores, bills for grown-ups | Chores and bills, all in one.
Househalves | family household | the household split in halves | The house, halved fairly.
Rentrota | rent landlord | a rota for who pays the rent | Rent day, sorted.
Doorshare | rent landlord | everyone behind the door pays their share | Everyone pays their share.
Rentrelief | rent | relief on rent day | Rent day, without the dread.
Wattshare | utility energy electricity | sharing every watt fairly | Share the watts fairly.
Meterpeace | utility energy electricity | peace over the meter reading | No more meter rows.
Wifiwhip | utility internet wifi | a whip-round for the wifi | Whip round for the wifi.
Brunchdue | friend group | the brunch bill everyone owes | Brunch, split in a second.
Dinnerdivvy | friend group | the dinner bill, divvied up | Divvy up dinner.
Mateshalf | friend group | half each, mates | Half each, mates.
Umbrellafund | budget saving | a rainy-day fund held together | Saved for a rainy day.
Penceplan | budget saving | a plan for every penny | Every penny has a plan.
Savesteady | budget saving | saving steadily as a household | Save steady, together.
Deskdivvy | office team work | divvying the office lunch | Office lunch, divvied.
Lunchledger | office team work | a ledger for team lunches | Who paid for lunch, sorted.
Teamtally | office team work | a tally of team costs | Team costs, tallied.
`)
