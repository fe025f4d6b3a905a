import { bank } from '../types.ts'

export default bank('shared bills', `
*Kittypot | - | the kitty pot everyone pays into | Everyone chips into the kitty.
Meterday | - | the day someone has to go and read the meter before the bill is split | Meter read, bill split, no arguments.
Oddpenny | - | the odd penny left when a bill will not split evenly; we decide who pays it | Even the odd penny is settled.
Flatfair | roommate flatmate housemate flat | flat + fair: splitting a flat's costs fairly | Fair shares for every flatmate.
*Fridgenote | roommate flatmate housemate | the note on the fridge saying who owes what | The fridge note, gone digital.
Dormkitty | student university dorm | a kitty for the dorm | The dorm kitty, sorted.
*Ramenfund | student university | the shared fund for student ramen nights | Stretch every student pound.
Pairpurse | couple partner | one purse for a pair | Two people, one purse.
Petrolpool | trip travel holiday road | pooling petrol money on a road trip | Chip in for petrol.
Kitchenjar | family household | the jar on the kitchen shelf | The family jar, online.
Wattshare | utility energy electricity | sharing every watt fairly | Share the watts fairly.
Dinnerdivvy | friend group | the dinner bill, divvied up | Divvy up dinner.
Lunchledger | office team work | a ledger for team lunches | Who paid for lunch, sorted.
*Rentjar | rent landlord roommate flatmate housemate | the jar everyone drops their rent share into | Everyone in the jar by rent day.
*Heat Truce | utility energy heating electricity roommate | a truce in the housemates' fight over the heating bill | End the thermostat war, split the bill.
*Piggysplit | budget saving | a piggy bank that several people fill together | One piggy bank, many hands.
*Whipround | office team work | the office whip-round for gifts and lunches, done in an app | Whip round the office in one tap.
*Roundkeeper | friend group pub | keeps track of whose round it is | Always know whose round it is.
*Evensteven | - | even stevens: everyone square after the bills are split | Split it, square it, even stevens.
*Teabag Tally | roommate flatmate housemate | the running tally of who bought the teabags and the milk | Who bought the teabags? Sorted.
`)
