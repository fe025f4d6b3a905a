import { bank } from '../types.ts'

export default bank('funerals', `
Willowrest | - | rest beneath the willow | Gentle care for the last goodbye.
Yewgate | - | the yew tree by the churchyard gate | At the gate, with you.
Quietbell | - | the quiet tolling bell of a funeral | Quietly, with care.
Gentleoak | - | a gentle oak coffin and gentle people | Gentle, from first call to last word.
Heldhands | - | holding your hand through the arrangements | We hold your hand through it.
Lastverse | - | the last verse of the final hymn | The last verse, sung well.
Calmwreath | - | a calm wreath on the coffin | Calm, careful, kind.
Lilyhour | - | the hour of lilies: the funeral itself | An hour to remember.
Meadowrest | natural green woodland eco burial | resting in a wildflower meadow | Back to the meadow.
Acornplot | natural green woodland eco burial | a burial plot where an acorn is planted | A plot, an acorn, a tree.
Mossmound | natural green woodland eco burial | a mossy mound in a woodland burial ground | Laid gently in the wood.
Plainoak | simple direct budget cremation affordable | a plain oak coffin, simply done | Simple, dignified, fair.
Simplurn | simple direct budget cremation affordable | a simple urn, no fuss | No fuss, no less care.
Fairfarewell | simple direct budget cremation affordable | a fair price for a proper farewell | A fair price for a proper farewell.
Lifetoast | celebration life celebrant music | a toast to the life lived | Raise a glass to a life.
Storytable | celebration life celebrant music | a table of photos and stories | Tell their story.
Lastencore | celebration life celebrant music | the last encore: their favourite song | One more song for them.
Oldparish | church religious christian parish | the old parish church and its rites | The old words, the old church.
Steeplelane | church religious christian parish | the lane that leads to the steeple | Down the lane to the church.
Chapelrow | church religious christian parish | the row of pews in the chapel | From chapel to churchyard.
Chiselname | memorial headstone keepsake | a name chiselled in stone | A name kept in stone.
Tributestone | memorial headstone keepsake | a stone that pays tribute | A stone that says it well.
Keepsakeurn | memorial headstone keepsake | a small urn to keep close | Keep them close.
Wishletter | humanist personal nonreligious | the letter of wishes for the day | Done the way they wished.
Ownverse | humanist personal nonreligious | a service in their own words, not set verses | Their words, their way.
Hymnchoice | humanist personal music | the hymn or song they chose | Their song, their choice.
Tailwillow | pet dog cat animal | a willow grave for a faithful pet | Rest for a faithful friend.
Pawmeadow | pet dog cat animal | a meadow resting place for pets | A meadow for old friends.
Collarcandle | pet dog cat animal | a candle lit beside an old collar | Light a candle for them.
Familygate | family local independent | a family firm at the same gate for generations | A family firm, for families.
Townfarewell | family local independent | the town's own funeral director | Your town's funeral director.
Homeparlour | family local independent | the old funeral parlour, run like a home | A parlour that feels like home.
Scatterhill | ashes scattering cremation | a hillside where ashes are scattered | Scattered where they loved.
Windscatter | ashes scattering cremation | ashes carried off on the wind | Let the wind carry them.
Seagoodbye | ashes scattering cremation sea | a goodbye at sea | A goodbye at sea.
`)
