import { bank } from '../types.ts'

export default bank('cleaning', `
Mopsy | - | mop + a friendly -sy, like a rabbit in a storybook | The friendliest mop in town.
Sudsmere | - | suds + mere, an old word for a lake: a lake of soap suds | Cleaned in a lake of suds.
Dustpanda | - | dustpan + panda: a cleaner you remember and smile at | We sweep, we smile, we leave no crumbs.
Featherdust | - | the feather duster, lightest touch in the cupboard | A light touch on every shelf.
Yellowglove | - | the yellow rubber gloves every cleaner pulls on first | Gloves on, home back.
Groutline | - | the grout lines between tiles, where real cleaning shows | We clean the lines nobody else does.
Sprucely | - | to spruce up, said as a name | Spruced up, top to bottom.
Sweepsake | - | sweep + keepsake: a home kept for its own sake | A home swept for its own sake.
Bristlebucket | - | the brush and bucket every clean starts with | Brush, bucket and a free afternoon.
Scrubbies | - | the little scrubbing pads that shift anything | Small pads, big shine.
Pegline | laundry | the washing line full of pegs, sheets drying in the sun | Washed, dried on the line, folded.
Bucketrun | - | the cleaner's daily run from house to house with a bucket | One bucket, a whole street clean.
Caddyround | - | the cleaning caddy carried on a round of homes | Our caddy, your kitchen, every week.
Panerun | window | a window cleaner's run along a row of panes | Every pane on the street, done.
Sillshine | window | windows cleaned right down to the sill | From the top pane to the sill.
Streakless | window | glass with no streaks: the window cleaner's pride | You will think the glass is open.
Bedturn | rental airbnb holiday | turning a bed between guests, the heart of a changeover | Fresh beds between every guest.
Towelfold | rental airbnb holiday | towels folded hotel-neat for the next guest | Towels folded, guests delighted.
Pillowplump | rental airbnb holiday | pillows plumped for the next arrival | Plumped, pressed and five-star ready.
Nightmop | office commercial | office cleaners work at night, after the last desk empties | We clean while your office sleeps.
Deskwipe | office commercial | every desk wiped before the morning | Clean desks by nine.
Lobbyshine | office commercial | the lobby floor shining for the first visitor | First impressions start on the floor.
Lemonsuds | eco green | lemon and soap suds: plain, natural cleaning | Lemon, soap and elbow grease.
Soapnut | eco green | soap nuts, a real berry shell that washes clothes | Natural wash, no nasties.
Soapwort | eco green | soapwort, the wild plant used as soap for centuries | Clean the way gardens always have.
Keyback | move tenancy deposit | the clean that gets your keys handed back and your deposit too | Hand back the keys with confidence.
Lastsweep | move tenancy | the final sweep before you hand over a home | The last sweep before the keys go back.
Bondback | move tenancy deposit | a move-out clean that gets your bond back | Clean enough to get your bond back.
Pilelift | carpet | lifting a carpet's flattened pile back up | Carpets lifted, stains lifted.
Tuftwash | carpet rug | washing a rug tuft by tuft | Deep-washed, tuft by tuft.
Steamrug | carpet rug | rugs and carpets deep-cleaned with steam | Steam-clean carpets, dry by evening.
Racksoak | oven | oven racks soaked clean in a dip tank | Racks soaked, oven sparkling.
Hobgleam | oven kitchen | the hob gleaming after a proper clean | A hob you could cook an egg on.
Ovenpeek | oven kitchen | an oven door you can finally see through | See your dinner through the door again.
Squeakwell | - | squeaky clean, done well | Clean enough to squeak.
Tubscrub | bathroom | the bath scrubbed back to white | Bath, tiles and taps, scrubbed bright.
Tapgleam | bathroom kitchen | taps descaled until they gleam | Limescale out, gleam back.
Tilewhite | bathroom | bathroom tiles and grout back to white | White tiles, bright grout.
`)
