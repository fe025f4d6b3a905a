import { bank } from '../types.ts'

export default bank('shared bills', `
Kittypot | - | the kitty pot everyone pays into | Everyone chips into the kitty.
Halfsies | - | halfsies: the playground word for splitting it down the middle | Halfsies, without the maths.
Tabby | - | tab + a friendly cat's name: the shared tab, kept tidy | The friendly way to keep a tab.
Splitpea | - | split + pea: splitting even the small stuff | Even the small stuff, split.
EvenSteven | - | even steven: nobody owes anybody | Even steven, every month.
Billfold | - | a billfold wallet, and every bill folded in half | Every bill, folded in half.
QuidsIn | - | quids in: everyone comes out fair | Everyone comes out quids in.
Dutchpot | - | going Dutch, with one shared pot | Go Dutch, stay friends.
Hatpass | - | passing the hat round the group | Pass the hat, not the blame.
Wishbone | - | the wishbone two people pull and split | Split it, no wishes needed.
Evenpurse | - | one purse, shared evenly | One purse, shared evenly.
Pennypair | - | a pair of pennies: two sides of one bill | Two sides, one bill.
Fridgenote | roommate flatmate | the note on the fridge saying who owes what | Better than a note on the fridge.
Flatfair | roommate flatmate | a flat where everything is split fairly | Fair shares, friendly flat.
Hallwaytab | roommate flatmate | the tab that used to live on the hallway whiteboard | The hallway whiteboard, in your pocket.
Dormkitty | student | a kitty for the student dorm | Dorm life, costs split.
Ramenfund | student | the shared fund for ramen, rent and everything else | Split the rent, save for ramen.
Campuscoin | student | a coin for the campus house | Student bills, sorted.
Pairpurse | couple | a purse shared by a pair | One purse for two.
Jointjar | couple | a joint jar for shared costs, no joint account needed | Together, without a joint account.
BillForTwo | couple | the bill for two, split right | Dinner for two, split right.
GasMoney | trip travel | the gas money every road trip owes | Road trips, fuel split.
Tollsplit | trip travel | tolls and fares split along the road | Every toll, halved.
Cabshare | trip travel | the cab shared home, paid fairly | Share the cab, split the fare.
Kitchenjar | family household | the jar on the kitchen shelf the family pays into | The family jar, online.
Chorecoin | family household | a coin earned for chores, spent on bills | Chores done, coins earned.
Pocketpenny | family household | pocket money and household pennies, kept straight | Household pennies, kept straight.
FirstOfMonth | rent | the first of the month, when rent is due | Rent day, without the chase.
KeyMoney | rent | key money: what you pay to get the keys | Rent split before it is due.
Rentrota | rent | a rota for who pays the rent and when | Whose turn for rent, sorted.
Meterread | utility | the meter reading that splits the energy bill | Split by what you use.
Wattshare | utility | watts shared, and paid for by who used them | Pay for your watts.
Boilertally | utility | a tally of the boiler and heating bills | Heating bills, shared fairly.
YourRound | friend group | your round: the pub rule every friend group lives by | Whose round is it? Sorted.
Brunchdue | friend group | the brunch bill, and who is due what | Brunch now, settle later.
Whipround | friend group | a whip-round: friends chipping in for a gift | Chip in, in seconds.
Cashenvelope | budget saving | the cash envelope method, one envelope per bill | Every bill gets its envelope.
ZeroBased | budget saving | zero-based budgeting: every pound given a job | Every pound gets a job.
Umbrellafund | budget saving | the umbrella fund saved for a rainy day | Ready for the rainy day.
`)
