import { bank } from '../types.ts'

export default bank('shared bills', `
*Kittypot | - | the kitty pot everyone pays into | Everyone chips into the kitty.
Meterday | - | the day someone has to go and read the meter before the bill is split | Meter read, bill split, no arguments.
Oddpenny | - | the odd penny left when a bill will not split evenly; we decide who pays it | Even the odd penny is settled.
Flatfair | roommate flatmate housemate flat roommates flatmates housemates flatshare houseshare | flat + fair: splitting a flat's costs fairly | Fair shares for every flatmate.
*Fridgenote | roommate flatmate housemate | the note on the fridge saying who owes what | The fridge note, gone digital.
Dormkitty | student university dorm | a kitty for the dorm | The dorm kitty, sorted.
*Ramenfund | student university | the shared fund for student ramen nights | Stretch every student pound.
Pairpurse | couple partner | one purse for a pair | Two people, one purse.
Petrolpool | trip travel holiday road | pooling petrol money on a road trip | Chip in for petrol.
Kitchenjar | family household | the jar on the kitchen shelf | The family jar, online.
Wattshare | utility energy electricity utilities gas | sharing every watt fairly | Share the watts fairly.
Dinnerdivvy | friend group | the dinner bill, divvied up | Divvy up dinner.
Lunchledger | office team work | a ledger for team lunches | Who paid for lunch, sorted.
# r10: detail names
Lunchboxsplit | coparenting parenting separated divorced custody | lunch box + split: kids' costs shared fairly between two homes | Two homes, one fair split.
Trolleysplit | grocery groceries supermarket shopping | trolley + split: the weekly shop, split fairly | One trolley, fair shares.
Milkmoney | grocery groceries milk | the milk money everyone owes the shared fridge | Who owes for the milk? Sorted.
Streamsplit | subscription subscriptions streaming wifi broadband | stream + split: the streaming and wifi bills shared out | Every login, paid for fairly.
Henkitty | hen bachelorette bride bridesmaid | the kitty for the hen do | The hen do, paid for fairly.
Stagtab | stag bachelor groomsman groomsmen | the bar tab for the stag do | The stag tab, settled by Monday.
Kitbagkitty | club sports league squad | a kitty in the kit bag for match fees and kit | Match fees in, nobody chasing.
Cabinsplit | cabin cottage chalet timeshare | cabin + split: the shared holiday cabin's costs | Share the cabin, split the costs.
Kibblekitty | pet pets dog cat | kibble + kitty: shared pet costs in one pot | Who bought the kibble this time?
# r11: detail names
Giftpot | gift present collection whipround leaving | gift + pot: the office or family whip-round for a present | Everyone chips in. Nobody chases.
Cakekitty | birthday birthdays cake | cake + kitty: the birthday collection, split fairly | The birthday cake, paid for fairly.
Teabagkitty | office coworker coworkers colleague colleagues | the office tea kitty everyone forgets to pay | Who bought the teabags? Sorted.
Seatsplit | carpool commute rideshare lift | seat + split: every seat in the car pays its share | Every seat pays its share.
Carpoolpot | carpool commute rideshare | a pot for the carpool's petrol and parking | Petrol, parking, split per seat.
Gigsplit | festival concert gig ticket tickets | gig + split: the tickets, split among friends | One booking, fair shares.
Tentsplit | festival camping glamping tent | tent + split: festival costs shared by the tent | One tent, fair shares.
Keysplit | deposit movein moving tenancy | keys + split: the deposit and moving costs shared | Split the deposit, share the keys.
Villasplit | villa airbnb apartment | villa + split: the holiday rental, split fairly | One villa, fair shares.
Kinkitty | sibling siblings brother sister carer | kin + kitty: siblings sharing a parent's care costs | Share the care, split the costs.
Noodlepot | student students university | noodle + pot: a student house's shared pot | The student pot, kept fair.
# r12: detail names
*Dutch Date | couple partner dating date | going Dutch: couples splitting costs fairly | Go Dutch, stay sweet.
Ourpot | couple partner household | our + pot: one shared pot for a couple's bills | One pot for the two of you.
*Who Had Starters | dinner restaurant meal meals friends | the question every group dinner bill ends with | Settle the bill before dessert.
Pizza Maths | dinner restaurant friends takeaway | splitting the pizza bill with friends | Fair slices, fair shares.
Roadtrip Kitty | trip travel holiday road roadtrip | one kitty for fuel, snacks and motels | Share the miles, share the cost.
Whose Round | pub drinks friends round | whose round is it? settled at the bar | Never argue whose round again.
Kitbag Kitty | club sports team league squad | the kitty in the kitbag for club subs | Subs sorted before kick-off.
Two Homes Tally | coparenting parenting separated divorced custody child children kids | one tally for children's costs across two homes | Two homes, one fair tally.
# r13: detail names
Boxroom Rent | room rooms bedroom bedrooms | rent split so the box room pays less | The box room pays its fair share.
Rattlekitty | babyshower shower | the baby shower kitty every guest chips into | One kitty for the baby shower.
Hedgesplit | neighbour neighbours neighbor neighbors fence driveway | the shared hedge or fence, split with next door | Split the fence, keep the neighbours.
# r14: detail names
Rent & Router | roommate roommates flatmate flatmates housemate housemates flatshare houseshare | the two bills every shared flat splits first: rent and wifi | Rent and wifi, split in seconds.
Thermostat Truce | utility utilities energy electricity gas heating | a truce over the heating, and a fair split of the gas bill | Heating on, arguments off.
Sofasubs | subscription subscriptions streaming netflix | the subscriptions everyone on the sofa watches, paid for by all | Everyone watches. Everyone pays.
Passport Pot | travel holiday holidays vacation abroad | one pot for the group trip abroad | One pot for the whole trip.
`)
