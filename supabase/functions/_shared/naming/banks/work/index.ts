import type { Bank } from '../types.ts'
import bookkeeping from './bookkeeping.ts'
import creative from './creative.ts'
import photographs from './photographs.ts'
import legal from './legal.ts'
import advice from './advice.ts'
import marketing from './marketing.ts'
import software from './software.ts'
import fraud from './fraud.ts'
import security from './security.ts'
import bills from './bills.ts'
import history from './history.ts'
import videos from './videos.ts'
import meetings from './meetings.ts'
import secondhand from './secondhand.ts'
import productivity from './productivity.ts'
import books from './books.ts'
import games from './games.ts'
import languages from './languages.ts'
import apps from './apps.ts'
import copywriting from './copywriting.ts'
import booking from './booking.ts'
import coworking from './coworking.ts'
import courses from './courses.ts'
import videography from './videography.ts'

export const WORK_BANKS: Bank[] = [
  bookkeeping, creative, photographs, legal, advice, marketing, software, fraud, security, bills,
  history, videos, meetings, secondhand, productivity, books, games, languages, apps, copywriting,
  booking, coworking, courses, videography,
]
