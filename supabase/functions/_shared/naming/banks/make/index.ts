import type { Bank } from '../types.ts'
import pottery from './pottery.ts'
import tattoo from './tattoo.ts'
import soap from './soap.ts'
import perfume from './perfume.ts'
import print from './print.ts'
import signs from './signs.ts'
import records from './records.ts'
import bar from './bar.ts'
import sauces from './sauces.ts'
import toys from './toys.ts'
import art from './art.ts'
import gifts from './gifts.ts'

export const MAKE_BANKS: Bank[] = [
  pottery, tattoo, soap, perfume, print, signs, records, bar, sauces, toys, art, gifts,
]
