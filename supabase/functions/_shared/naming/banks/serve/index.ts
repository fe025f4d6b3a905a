import type { Bank } from '../types.ts'
import physio from './physio.ts'
import counselling from './counselling.ts'
import pharmacy from './pharmacy.ts'
import homecare from './homecare.ts'
import funerals from './funerals.ts'
import laundry from './laundry.ts'
import locks from './locks.ts'
import pest from './pest.ts'
import hvac from './hvac.ts'
import removals from './removals.ts'
import deliveries from './deliveries.ts'
import recruitment from './recruitment.ts'

export const SERVE_BANKS: Bank[] = [
  physio, counselling, pharmacy, homecare, funerals, laundry, locks, pest, hvac, removals,
  deliveries, recruitment,
]
