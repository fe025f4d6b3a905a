import type { Bank } from '../types.ts'
import dogs from './dogs.ts'
import hair from './hair.ts'
import beauty from './beauty.ts'
import skincare from './skincare.ts'
import jewellery from './jewellery.ts'
import clothes from './clothes.ts'
import leather from './leather.ts'
import yoga from './yoga.ts'
import training from './training.ts'
import bikes from './bikes.ts'
import outdoor from './outdoor.ts'
import weddings from './weddings.ts'
import events from './events.ts'
import childcare from './childcare.ts'
import tutoring from './tutoring.ts'
import coding from './coding.ts'
import coaching from './coaching.ts'
import music from './music.ts'
import dental from './dental.ts'
import care from './care.ts'
import sleep from './sleep.ts'
import kidsclothes from './kidsclothes.ts'
import denim from './denim.ts'
import shoes from './shoes.ts'
import activewear from './activewear.ts'
import braiding from './braiding.ts'
import camps from './camps.ts'

export const PEOPLE_BANKS: Bank[] = [
  dogs, hair, beauty, skincare, jewellery, clothes, leather, yoga, training, bikes, outdoor,
  weddings, events, childcare, tutoring, coding, coaching, music, dental, care, sleep, kidsclothes,
  denim, shoes, activewear, braiding, camps,
]
