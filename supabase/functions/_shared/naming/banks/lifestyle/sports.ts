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
`)
