import { bank } from '../types.ts'

export default bank('tabletop gaming', `
Extra Turn Games | - | the extra turn every player hopes to roll | Always one more turn.
Meeple Table | - | meeples, the little wooden players, on the table | A seat for every meeple.
Dice & Latte | cafe coffee | rolling dice over a latte at a board game cafe | Roll dice, sip lattes.
Pints & Pawns | bar pub beer drink drinks | a pint and a pawn: games at the bar | A pint, a pawn, your move.
Nat Twenty Games | dnd dungeons dragons roleplaying rpg | a natural twenty: the best roll on the big die | Roll the twenty.
Tavern Table | dnd dungeons roleplaying rpg campaign campaigns | the tavern where every adventure party meets | Every quest starts at the tavern.
Topdeck Cards | trading card cards tcg pokemon magic | the top card of the deck that wins the game | Draw the top deck.
Two Thin Coats | painting paint miniatures minis | two thin coats: the painter's rule for miniatures | Always two thin coats.
Kitchen Table Games | family families kid kids home | games played round the kitchen table | Games for the kitchen table.
Top Table Tournaments | tournament tournaments league leagues competitive event events | the top table where the leaders play | Play for the top table.
Borrowed Box Games | rental rentals subscription library borrow | a game box borrowed for the weekend | A new box every week.
Shrinkwrap Games | shop store retail release releases new | the shrinkwrap torn off a brand-new game | Fresh from the shrinkwrap.
`)
