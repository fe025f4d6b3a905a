import { bank } from '../types.ts'

export default bank('online courses', `
Bookmark Academy | - | a course that keeps your bookmark: pick up where you left off | Pick up right where you stopped.
Laptop Lectern | - | the lecture hall's lectern, brought to your laptop | The lecture hall, open on your laptop.
Kettle Break Courses | bitesize micro short microlearning quick | a lesson in the time it takes a kettle to boil | Learn something before the kettle clicks.
Nightowl Lessons | selfpaced ondemand anytime evening evenings | lessons for night owls, watched after the day is done | Learn after the house goes quiet.
Raised Hand Academy | live cohort cohorts virtual classroom interactive | a live class where you can raise your hand and ask | Live classes where questions get answered.
Lunchbox Lessons | kid kids child children school homeschool | lessons kids can open like a lunchbox | Bite-size lessons for growing minds.
Lanyard Learning | corporate employee employees staff training compliance b2b workplace | training for everyone who wears a staff lanyard | Training your whole team will finish.
Semicolon School | coding code programming developer developers software | the semicolon every line of code ends with | Learn to code, one semicolon at a time.
Syllabus Shop | creator creators sell marketplace platform | a shop where teachers sell their syllabus | Sell what you know, lesson by lesson.
Pocket Lecture | app mobile phone smartphone | a full lecture that fits in your pocket | A whole lecture in your pocket.
Sketchbook Courses | art drawing painting illustration creative | courses you follow with a sketchbook open | Open the sketchbook, follow along.
Apron Academy | cooking baking cook chef kitchen | an academy you attend in an apron | Lessons you follow from the kitchen.
Second Semester | retiree retirees senior seniors older retirement | a second semester of learning, later in life | Retired from work, not from learning.
`)
