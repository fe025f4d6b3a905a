import { bank } from '../types.ts'

export default bank('perfume', `
Hushnote | - | hush + note: a soft, quiet scent | A scent that whispers.
Velvetmist | - | velvet + mist: a smooth, soft spray | A mist of velvet.
Softwaft | - | soft + waft: a scent that wafts softly | Let it waft.
Warmmusk | - | warm + musk: warm, skin-close musks | Warm on the skin.
Skinwhisper | - | skin + whisper: a scent that stays close | Close as a whisper.
Memoryscent | - | memory + scent: scents that bring back memories | Wear a memory.
Wristdrop | - | wrist + drop: one drop on the wrist | One drop on the wrist.
Quietspritz | - | quiet + spritz: a subtle, everyday spray | A quiet spritz, all day.
Dawnwaft | - | dawn + waft: fresh morning scents | Fresh as the morning.
Blendbench | workshop bespoke class | blend + bench: the bench where you blend your own scent | Blend your own at the bench.
Blendclub | workshop class | blend + club: a perfume-making club | Join the club, blend a scent.
Notelab | workshop bespoke class | note + lab: a lab for building your own scent | Build your scent, note by note.
Petalstill | natural botanical | petal + still: scents distilled from petals | Distilled from petals.
Resinroot | natural botanical | resin + root: earthy, natural perfumes | Rooted in nature.
Fieldessence | natural botanical | field + essence: a field of flowers in a bottle | A field in a bottle.
Cedarsplash | cologne men | cedar + splash: a woody cologne | A splash of cedar.
Oakmusk | cologne men | oak + musk: woody, musky scents for men | Oak and musk.
Gentsplash | cologne men grooming | gents + splash: cologne for gents | A splash for gents.
Goldvial | luxury niche | gold + vial: rare scents in small vials | Rare, small, golden.
Rarewaft | luxury niche | rare + waft: unusual, niche scents | Scents you won't find elsewhere.
Silkdab | luxury niche | silk + dab: a luxurious dab of scent | Smooth as silk.
Pursespray | travel refill | purse + spray: a spray small enough for the purse | Fits in your purse.
Travelwaft | travel sample | travel + waft: scent to travel with | Take your scent along.
Pocketmist | travel sample refill | pocket + mist: pocket-sized perfume | Perfume for your pocket.
Scentletter | online subscription sample | scent + letter: new scents in the post | A new scent every month.
Spritzpost | online subscription sample | spritz + post: perfume samples by post | Try it at home.
Vialmail | online subscription sample | vial + mail: sample vials by mail | Samples in the mail.
Vowwaft | wedding bridal | vow + waft: a wedding-day scent | The scent of the day.
Aislewaft | wedding bridal | aisle + waft: a scent for walking down the aisle | Walk the aisle in it.
Bridedab | wedding bridal | bride + dab: a dab of bridal perfume | A dab for the bride.
Cleanwaft | vegan clean eco natural | clean + waft: clean, vegan scents | Clean, kind, lovely.
Kindsillage | vegan clean eco cruelty | kind + trail of scent: cruelty-free perfume | Kind to all.
Greenessence | vegan clean eco | green + essence: eco-friendly fragrance | Green, inside and out.
Ouddrop | oud arabic luxury | oud + drop: a drop of precious oud | One drop of oud.
Amberdune | oud arabic middle eastern | amber + dune: warm desert scents | Warm as the dunes.
Desertamber | oud arabic middle eastern | desert + amber: scents from desert traditions | The warmth of the desert.
`)
