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
`)
