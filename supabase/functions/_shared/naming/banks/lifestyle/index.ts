import type { Bank } from '../types.ts'
import podcasts from './podcasts.ts'
import news from './news.ts'
import web from './web.ts'
import venues from './venues.ts'
import escape from './escape.ts'
import parties from './parties.ts'
import sports from './sports.ts'
import eyewear from './eyewear.ts'
import holistic from './holistic.ts'
import nutrition from './nutrition.ts'
import horses from './horses.ts'
import retreats from './retreats.ts'
import saunas from './saunas.ts'
import facials from './facials.ts'
import petfood from './petfood.ts'
import antiques from './antiques.ts'

export const LIFESTYLE_BANKS: Bank[] = [
  podcasts, news, web, venues, escape, parties, sports, eyewear, holistic, nutrition, horses,
  retreats, saunas, facials, petfood, antiques,
]
