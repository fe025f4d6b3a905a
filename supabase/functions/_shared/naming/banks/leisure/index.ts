import type { Bank } from '../types.ts'
import hotels from './hotels.ts'
import camping from './camping.ts'
import fishing from './fishing.ts'
import golf from './golf.ts'
import martial from './martial.ts'
import dance from './dance.ts'
import swimming from './swimming.ts'
import driving from './driving.ts'
import architecture from './architecture.ts'
import insurance from './insurance.ts'
import finance from './finance.ts'
import causes from './causes.ts'
import livemusic from './livemusic.ts'
import theatre from './theatre.ts'
import tabletop from './tabletop.ts'
import running from './running.ts'
import surfing from './surfing.ts'
import recording from './recording.ts'

export const LEISURE_BANKS: Bank[] = [
  hotels, camping, fishing, golf, martial, dance, swimming, driving, architecture, insurance,
  finance, causes, livemusic, theatre, tabletop, running, surfing, recording,
]
