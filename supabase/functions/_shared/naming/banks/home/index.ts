import type { Bank } from '../types.ts'
import candles from './candles.ts'
import cleaning from './cleaning.ts'
import plumbing from './plumbing.ts'
import electrical from './electrical.ts'
import roofing from './roofing.ts'
import building from './building.ts'
import gardens from './gardens.ts'
import furniture from './furniture.ts'
import interiors from './interiors.ts'
import homes from './homes.ts'
import houseplants from './houseplants.ts'
import packaging from './packaging.ts'
import yarn from './yarn.ts'
import cars from './cars.ts'
import sea from './sea.ts'
import energy from './energy.ts'

export const HOME_BANKS: Bank[] = [
  candles, cleaning, plumbing, electrical, roofing, building, gardens, furniture, interiors, homes,
  houseplants, packaging, yarn, cars, sea, energy,
]
