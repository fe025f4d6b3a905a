import { bank } from '../types.ts'

export default bank('coworking', `
Windowdesk | - | the window desk everyone wants: a workspace full of light | Claim the window desk.
Lamp & Locker | - | a desk lamp and a locker of your own | Your lamp, your locker, your desk.
Second Desk | - | the desk you go to when home won't do | Your second desk, ten minutes away.
Naptime Desks | parent parents mum mums mom moms childcare creche kids baby | desks upstairs while the kids nap downstairs | Work while they nap downstairs.
Barn Desks | barn rural farm countryside | desks in a converted barn | Fast wifi in an old barn.
Dogbowl Desks | dog dogs pet pets dogfriendly | a dog bowl under every desk | Bring the dog, take a desk.
Herdesk | women woman female ladies | her + desk: a workspace for women | A desk of her own.
Midnight Keycard | 24hour 247 night late allnight | a keycard that opens the door at midnight | Open when inspiration strikes.
Passport Desks | nomad nomads digitalnomad travel traveller travellers traveler expat | a desk for people who carry a passport | Land, unpack, log on.
Hushbooth | quiet focus calls call booth library | hush + booth: a quiet booth for calls and focus | Calls in the booth, focus at the desk.
Boardwalk Desks | beach coastal seaside surf ocean | desks on the boardwalk by the sea | Sea views between meetings.
Couchless | remote wfh homeworker homeworkers freelancer freelancers home | couch + less: a real desk, away from the couch | Get off the sofa, get it done.
`)
