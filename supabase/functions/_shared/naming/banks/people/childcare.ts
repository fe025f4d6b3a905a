import { bank } from '../types.ts'

export default bank('childcare', `
Giggleford | - | a little town full of giggles | Where the giggles live.
Namepeg | - | every child's own coat peg with their name above it | A peg with your name on.
Wellyrack | - | the rack of little wellies by the door, ready for the garden | Wellies on, garden time.
Wellywalk | forest outdoor outdoors woodland | a walk in wellies, whatever the weather | Wellies on, out we go.
*Stickfort | forest outdoor outdoors woodland | forts built from sticks | Forts, dens and fresh air.
Muddykin | forest outdoor outdoors woodland | muddy little ones, outdoors all day | Muddy knees, happy kids.
Tinyjug | montessori | the small jug children learn to pour from | Little hands, real jugs.
Cotside | baby infant babies | the cot side, where babies are watched | Right by the cot, all day.
*Lullabay | baby infant babies | a bay of lullabies for the littlest | Lullabies for the littlest.
Threefifteen | afterschool school | 3.15, the school pick-up time | After 3.15, we've got them.
Homeworkhut | afterschool school | a hut where homework gets done | Homework done, then play.
*Sofafort | nanny home | a sofa-cushion fort at home | Home care, fort included.
Quietden | sensory sen autism | a quiet den for calm moments | A calm corner for everyone.
*HolaHello | bilingual spanish language | hola + hello: two languages every day | Hola, hello, good morning.
Bonjourbear | bilingual french language | bonjour + a bear: a French nursery | Bonjour, little bear.
# r10: detail names
Lambbottle | farm animal animals | the bottle children hold to feed the lambs | Lambs to feed, eggs to find.
Chickrun | farm animal animals | the chicken run little ones visit every morning | Morning hellos at the chicken run.
Suncreamclub | holiday summer camp | the summer club that starts with suncream | Suncream on, summer started.
Paddlepool | holiday summer camp | the paddling pool on a hot day | Splashy summer days.
Toast & Crayons | breakfast wraparound | toast and crayons before the school bell | Breakfast, crayons, then school.
Glue & Glitter | art arts creative messy | the glue and glitter of messy art time | Messy hands, proud faces.
Splashapron | messy paint art | the apron for messy play | Aprons on, mess welcome.
Rattle & Rhyme | music singing rhyme song | rattles and nursery rhymes | Shake, sing and rhyme.
Pyjamadrop | overnight shift | dropped off in pyjamas, tucked in here | Drop them off in pyjamas.
Seedpacket | garden gardening growing | a packet of seeds the children sow | Sow it, water it, watch it grow.
Sunflowerrace | garden gardening growing | the race to grow the tallest sunflower | Who grows the tallest sunflower?
# r11: detail names
Hop & Hoop | sport sports active movement physical | hopscotch and hula hoops | Hopping, hooping, running free.
Trikelap | sport sports active physical | a lap of the playground on a trike | One more lap on the trike.
Bucket & Spade | beach seaside coast coastal | a bucket and spade on the beach | Sandy toes, happy days.
Pebblepocket | beach seaside coast coastal | a little pocket full of beach pebbles | Pockets full of pebbles, faces full of sun.
Bugjar | science stem nature bug bugs | a jar for looking at bugs up close | Look closer, little scientist.
Mudkitchen | outdoor forest nature mud | the mud kitchen in the nursery garden | Mud pies served daily.
Nihao Panda | mandarin chinese | nihao + a panda: a Mandarin nursery | Nihao, little panda.
Hometime | afterschool school pickup | hometime, the end of the school day | From hometime to teatime.
Bib & Bottle | baby infant | a bib and a bottle: care for babies | Bibs, bottles and cuddles.
Frontroom Friends | childminder childminding | a childminder's front room full of friends | Small group, front room, big smiles.
# r12: detail names
Nappybag Nanny | nanny home | a nanny who turns up with a packed nappy bag | Packed bag, happy baby.
Bubbletube | sensory sen autism additional needs | the glowing bubble tube of a sensory room | Calm lights, soft bubbles, safe space.
Fidget Den | sen sensory autism adhd | a den full of fidget toys for children who need to move | A den for busy hands.
Fridgeart | childminder childminding home small | home childcare where the paintings go on the fridge | Your child's art on our fridge.
Beaker & Bib | toddler toddlers | a toddler's beaker and bib at snack time | Snack time, messy faces, big naps.
Wobblewalk | toddler toddlers | the wobbly first walks of a toddler | From first wobble to first run.
Pencilgrip | preschool schoolready reception | learning the pencil grip before school starts | Ready for school, pencil in hand.
Nightlight Sitters | babysitter babysitting babysit evening | babysitters who leave the nightlight on | Nightlight on, parents out.
Twinpram | twins twin multiples | care that handles twins and the double buggy | Two of everything, handled.
# r13: detail names
Downstairs Den | workplace office onsite corporate creche employer | a nursery downstairs while parents work upstairs | Drop off downstairs, wave at lunch.
Snowday Sitters | emergency backup adhoc lastminute sickday | sitters who step in when school shuts for the snow | School's shut? We're on.
Bore Da Bunnies | welsh cymraeg | bore da is Welsh for good morning | Bore da, little bunnies.
Sproutplate | organic nutrition | sprout + plate: healthy home-cooked meals on little plates | Cooked fresh, eaten up.
# r14: detail names
Buttonframe | montessori | the Montessori dressing frame for learning buttons | Little fingers, learning buttons.
Cornflake Club | breakfast wraparound earlystart | a breakfast club with cereal before school | Cornflakes first, then school.
Toothbrush Stay | overnight shift nightshift | bring a toothbrush, stay the night | Toothbrush packed, tucked in safe.
Bookbag Ready | preschool schoolready reception | getting ready to carry a school book bag | Ready for the big school gate.
Sixweeks Camp | holiday holidays summer camp halfterm | a camp for the six-week summer holiday | Six weeks sorted.
`)
