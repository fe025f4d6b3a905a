import { bank } from '../types.ts'

export default bank('barbecue', `
*Smokering | - | the pink smoke ring inside a slow-smoked brisket | Look for the pink ring.
*Brisketeer | - | brisket + musketeer: all for one, brisket for all | All for one, brisket for all.
*Barkside | - | bark + dark side: the dark crust on slow-smoked meat | Come over to the bark side.
Hickorypit | - | hickory + pit: hickory wood burning in the pit | Hickory in the pit since dawn.
Oakcoal | - | oak + coal: the real wood fire behind real barbecue | Real oak, real smoke.
Twelvehour | - | the twelve hours a brisket spends in smoke | Twelve hours, worth every minute.
Ribtray | - | rib + tray: ribs served on a metal tray | Ribs by the tray, napkins by the roll.
Mesquite Pit | texas brisket | the mesquite wood Texans burn under their meat | Mesquite, salt, pepper, patience.
Pullfork | pulled pork sandwich | pork pulled apart with two forks | Pulled by fork, piled on a bun.
Pitcart | catering events wedding party | pit + cart: a smoker on a cart for your event | We roll the pit to your party.
Grilltable | korean table | the grill set into the table at Korean barbecue | Grill it yourself at the table.
Jackpit | vegan plant jackfruit | jackfruit + pit: smoked jackfruit for plant eaters | Smoked low and slow, no meat needed.
Ribshed | ribs rural farm | rib + shed: ribs smoked in a farmyard shed | Ribs from the shed out back.
Smokeslice | - | a slice of brisket showing its smoke ring | Sliced thick, ringed pink.
`)
