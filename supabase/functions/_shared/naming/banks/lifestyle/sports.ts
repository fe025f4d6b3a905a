import { bank } from '../types.ts'

export default bank('sports coaching', `
*Conefident | - | cone + confident: confidence built around the cones | Confidence, one drill at a time.
Cone & Whistle | - | the cones and the whistle of every session | Cones out, whistle ready.
*Orange Quarters | kids junior children | orange slices at half time | Half-time oranges, full-time smiles.
Campwhistle | camp holiday summer | the whistle that starts holiday camp | Summer camp, every sport.
*Goalden | football soccer | goal + golden: golden goals for young players | Golden goals start here.
Mudstud | football rugby | the muddy studs of a football boot | Studs on, mud welcome.
Pitchday | football soccer rugby hockey | match day on the pitch | Every Saturday, a pitch day.
Racketbag | tennis badminton | a racket bag slung over the shoulder | Rackets packed, court booked.
Hoopyard | basketball | a yard with a hoop | Shoot until dark.
Swishnet | basketball netball | the swish of a ball through the net | Swish, every time.
Willowbat | cricket | cricket bats made of willow | Willow and leather, summer long.
Scrumkids | rugby | rugby scrums for young players | Little scrums, big hearts.
Puckyard | hockey ice | a yard for chasing the puck | Sticks down, puck on.
Shuttlehop | badminton | the shuttle hopping over the net | Over the net, and back.
*Pep Talk Sports | - | the coach's pep talk before the first whistle | A pep talk, then out you go.
*Squad Goals | team junior kids | goals for every player in the squad, with a nod to the phrase | Goals for every player in the squad.
*Top Corner | football soccer | the shot tucked into the top corner of the net | Aim for the top corner.
*Net Gains | tennis netball badminton volleyball | a net in every game, and the gains every player makes | Over the net, one gain at a time.
*Howzat Coaching | cricket | the shout every bowler dreams of making | Coaching the shout that ends an innings.
`)
