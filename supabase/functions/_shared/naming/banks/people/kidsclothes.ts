import { bank } from '../types.ts'

export default bank("children's clothing", `
Mittenstring | - | the string that threads a child's mittens through their coat sleeves | Mittens on a string, never lost again.
Dungaree Days | - | dungarees: the classic outfit for a day of play | Dressed for dungaree days.
Kneepatch | - | the patch sewn on the knee of kids' trousers | Clothes ready for scuffed knees.
Pocketpebble | - | the pebble found in every child's pocket | Pockets made for pebbles.
Firstsleeve | baby babies newborn newborns infant infants | the first sleeve a newborn ever wears | The first clothes they'll wear.
Outgrown Rail | secondhand preloved used resale swap handmedown | a rail of clothes other kids outgrew | Outgrown by one, loved by the next.
Growcuff | grow growing adjustable extendable | cuffs that roll down as kids grow | Roll the cuff down, wear another year.
Inchmark | grow growing adjustable | the pencil marks on the door frame measuring a child's height | Clothes that keep up with the doorframe.
Wellyjump | outdoor outdoors rain waterproof puddle puddles muddy | a welly-booted jump into a puddle | Jump first, wash later.
Pinafore Row | school uniform uniforms schoolwear pinafore | rows of pinafores and school sweaters | School uniform, sorted by September.
Pageboy & Posy | wedding weddings flowergirl pageboy occasion christening partywear | a pageboy's suit and a flower girl's posy | Little outfits for the big day.
Bedtime Stripes | pyjamas pyjama pajamas sleepwear nightwear bedtime | striped pyjamas at bedtime | Stripes on, story read, lights out.
Bootee & Bonnet | handmade knitted knit knitwear handknit | knitted bootees and a baby bonnet | Knitted by hand for tiny toes.
`)
