import type { Bank } from '../types.ts'
import painting from './painting.ts'
import handyman from './handyman.ts'
import flooring from './flooring.ts'
import windows from './windows.ts'
import trees from './trees.ts'
import pools from './pools.ts'
import kitchens from './kitchens.ts'
import security from './security.ts'
import petsitting from './petsitting.ts'
import tyres from './tyres.ts'

export const SERVICES_BANKS: Bank[] = [
  painting, handyman, flooring, windows, trees, pools, kitchens, security, petsitting, tyres,
]
