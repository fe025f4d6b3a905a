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
`)
