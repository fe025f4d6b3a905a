import { bank } from '../types.ts'

export default bank('funerals', `
Yewgate | - | the yew tree by the churchyard gate | At the gate, with you.
Tollbell | - | the tolling bell that tells a village someone has died | A bell for every life.
*Meadowrest | natural green woodland eco burial | resting in a wildflower meadow | Back to the meadow.
Plainoak | simple direct budget cremation affordable | a plain oak coffin, simply done | Simple, dignified, fair.
Fairfarewell | simple direct budget cremation affordable | a fair price for a proper farewell | A fair price for a proper farewell.
Lastencore | celebration life celebrant music | the last encore: their favourite song | One more song for them.
Oldparish | church religious christian parish | the old parish church and its rites | The old words, the old church.
Steeplelane | church religious christian parish | the lane that leads to the steeple | Down the lane to the church.
Chapelrow | church religious christian parish | the row of pews in the chapel | From chapel to churchyard.
Pawmeadow | pet dog cat animal | a meadow resting place for pets | A meadow for old friends.
Homeparlour | family local independent | the old funeral parlour, run like a home | A parlour that feels like home.
Scatterhill | ashes scattering cremation | a hillside where ashes are scattered | Scattered where they loved.
# r10: detail names
Wishbook | prepaid prepay preplanned advance | wish + book: a book of your wishes, written ahead | Your wishes, written down.
Blackplume | horse horses carriage | the black plumes of funeral horses | Drawn by horses, with dignity.
Lastride | motorcycle motorbike biker bikers | the last ride: a motorcycle hearse for a biker | One last ride.
Ownwords | humanist nonreligious secular | in their own words: a humanist service about the life lived | Their life, in their own words.
Harbourbell | sea coastal coast harbour fishing | harbour + bell: the harbour bell rung for a life | A bell rung at the harbour.
Lullaby Lane | baby babies infant stillbirth | a gentle lane for the smallest farewells | Gentle care for the smallest lives.
Chiselname | headstone headstones stone masonry engraving | chisel + name: a name chiselled in stone | Their name, cut in stone.
Homeward Flight | repatriation abroad overseas international | the flight that brings someone home | Bringing them home.
Flagfold | veteran veterans military forces army | the folded flag at a service funeral | With honours, with care.
# r11: detail names
Whiteshroud | muslim islamic janazah | the simple white shroud of a Muslim burial | Buried quickly, buried with respect.
Marigold Path | hindu sikh jain | a path of marigold garlands for a Hindu or Sikh farewell | Garlands, prayers, and gentle hands.
Pebble & Psalm | jewish synagogue kosher | the pebble left on a Jewish grave and the psalm read there | A pebble on the stone, a psalm read.
Ninenight | caribbean jamaican jamaica | nine night: the Caribbean wake held over nine nights | Nine nights of singing them home.
Parting Glass | wake wakes irish reception | the parting glass raised at an Irish wake | Raise one more glass.
Ashlocket | urn urns keepsake keepsakes jewellery jewelry | ash + locket: a locket that holds a little of their ashes | Keep them close.
Eulogypen | celebrant eulogy tribute tributes | eulogy + pen: the pen that writes their story | Their story, well told.
Willowcasket | natural green woodland eco wicker willow | a woven willow casket | Woven willow, back to the earth.
Collarhook | pet pets dog dogs cat cats | the hook where their collar still hangs | For the friend by the door.
# r12: detail names
Rosary Lane | catholic rosary church religious | the rosary said at a Catholic funeral | A Catholic farewell, with the rosary.
Candle & Requiem | catholic mass requiem church | candles lit for a requiem mass | Candles lit, requiem sung.
Homegoing Rest | african black caribbean homegoing | a homegoing service, the African American farewell | A homegoing worthy of a life.
Farview Farewell | livestream online streaming webcast | a farewell family far away can watch | Every mourner there, near or far.
Lifewords | humanist nonreligious secular celebrant | a life told in words, no hymns needed | Their life, in your words.
# r13: detail names
Seawreath | sea burial ocean boat | a wreath laid on the tide | Returned to the tide.
Sapling Memorial | tree trees planting sapling | a sapling planted in their memory | A tree that grows for them.
Front Room Farewell | athome homefuneral | a farewell held in the front room | Say goodbye at home.
Rainbow Ribbon | lgbtq lgbt queer gay | a rainbow ribbon on the coffin | A farewell as proud as they lived.
# r14: detail names
Bluebell Burial | natural green woodland eco ecofriendly | a burial in a wood full of bluebells | Laid to rest among the bluebells.
No Black Please | celebration celebrate colourful | mourners asked to wear colour, not black | Come in their favourite colour.
`)
