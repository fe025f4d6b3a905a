import { bank } from '../types.ts'

export default bank('signs', `
Mahlline | - | a line painted with the hand resting on the mahl stick | Steady on the mahl stick.
Quillstroke | - | the stroke of a signwriter's long quill brush | One stroke, one letter.
Fascialine | - | the fascia board above every shop door | Your name on the fascia.
Dropshade | - | the drop shade that lifts painted letters off the board | Letters that stand off the wall.
Pouncewheel | - | the wheel that pricks a layout pattern for the painter | Pricked, pounced, painted.
Kerbview | - | a sign as it reads from across the street | Read from across the road.
Streetletter | - | letters painted for the street to read | Lettering for the street.
Enamelboard | - | an enamel-painted board made to outlast the weather | Painted to outlast the weather.
Ladderletter | - | letters painted from the top of the ladder | Painted from the top rung.
Swashtail | - | the swash that trails off a painted capital | A flourish on every capital.
Brushfill | - | filling a letter in with one loaded brush | Filled by hand, edge to edge.
Neonbend | neon | glass tube bent in the flame to shape a neon letter | Bent by hand in the flame.
Tubelit | neon | a neon tube, lit | Lit up after dark.
Argonblue | neon | argon gas gives a neon sign its blue | Blue glow, bent glass.
Swingboard | pub shopfront | the painted board that swings outside the inn | A sign worth swinging by.
Pubscript | pub shopfront | script lettering on a pub front | Lettered for the local.
Hangbracket | pub shopfront | the iron bracket a hanging sign swings from | Hung high, read far.
Vanscript | vehicle van fleet | script lettering down the side of a van | Your trade, on the move.
Fleetmark | vehicle van fleet | the same mark on every van in the fleet | Every van, one name.
Cabdoor | vehicle van | the cab door where the trade's name goes | Your name on the cab door.
Gildglass | goldleaf glass window | gold leaf laid on the inside of a window | Gold on glass.
Transomgold | goldleaf glass window | gold letters on the glass above a door | Gold over the door.
Burnishgold | goldleaf glass | gold leaf burnished bright with a soft cloth | Burnished bright by hand.
Gildtip | goldleaf glass | the gilder's tip: the flat brush that lifts the leaf | Lifted on the tip, laid on the glass.
Menuslate | chalkboard cafe menu | the slate menu on a cafe wall | Today's menu, on the slate.
Kerbchalk | chalkboard cafe | the chalk board out on the kerb | Chalked fresh each morning.
Dailychalk | chalkboard cafe | specials chalked up each day | New chalk every day.
Oakplaque | wood carved house | a carved oak plaque for a house name | Carved in oak for the front door.
Gatesign | wood carved farm house | the carved sign on the farm gate | Carved for the gate.
Chipcarve | wood carved | chip-carved letters cut into wood | Cut in wood, by hand.
`)
