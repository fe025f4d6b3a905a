import { bank } from '../types.ts'

export default bank('books', `
Endpaper | - | the endpaper: the first and last page you see | From endpaper to endpaper.
Ribbonmark | - | the ribbon bookmark sewn into a good book | Keep your place.
Shelfmark | - | the shelfmark that tells a library where a book lives | Every book in its place.
Bookcloth | - | the bookcloth wrapped round a good hardback | Cloth-bound and loved.
Halftitle | - | the half-title page before the story begins | Where the story starts.
Tsundoku | - | tsundoku: the pile of books bought and not yet read | For the pile you will read one day.
ToBeRead | - | the to-be-read pile every reader keeps | Your next read is here.
Chapterhouse | - | chapter + house: a house for chapters | A house full of chapters.
Bedsidepile | - | the pile of books on the bedside table | Straight to the bedside pile.
Colophon | - | the colophon: the printer's note at the back of a book | Made with care, cover to colophon.
Bookplate | - | the bookplate pasted inside a book you love | Books worth keeping.
TuckedIn | kid child | tucked in for a bedtime story | One more story, then sleep.
Liftflap | kid child | the lift-the-flap books children love | Lift the flap, find the story.
Pictureshelf | kid child | a shelf of picture books | Picture books, shelf after shelf.
LockedRoom | mystery crime | the locked-room mystery | Every mystery, unlocked.
Fogbound | mystery crime | a fogbound street in a good mystery | Lost in the fog, gladly.
Alibilane | mystery crime | a lane full of alibis and whodunits | Check the alibi.
Dragonspine | fantasy | a dragon's spine and a book's spine | Big books with big dragons.
Frontmap | fantasy | the map at the front of every fantasy novel | Start with the map.
Runepage | fantasy | a page of runes | Read the runes.
MeetCute | romance | the meet-cute: the moment the couple meets | It starts with a meet-cute.
Slowburn | romance | the slow-burn romance readers wait for | Worth the slow burn.
Swoonpage | romance | the page that makes you swoon | Read, swoon, repeat.
Chapbook | poetry | the chapbook: a slim poetry booklet | Small books, big lines.
Linebreak | poetry | the line break that makes a poem breathe | Poems that breathe.
Slimvolume | poetry | the slim volume every poet publishes | Slim volumes, deep lines.
Dotgrid | journal journaling | the dot grid page of a bullet journal | Dot by dot, day by day.
Diarykey | journal journaling | the little key that locks a diary | Your pages, your key.
Nibdaily | journal journaling | a pen nib, every day | Write a little every day.
Drawernovel | writer writing | the novel hidden in a desk drawer | Out of the drawer.
Margincall | writer writing | margin + margin call: the editor's notes you must answer | Notes that make the book.
Quietdraft | writer writing | a draft written in quiet | Quiet hours, finished drafts.
Foxing | secondhand used | foxing: the brown spots of an old book | Old books, spots and all.
Pencilprice | secondhand used | the price pencilled inside a used book's cover | Priced in pencil, loved in ink.
Inscribed | secondhand used | the inscription a past owner left inside | Every book has a past.
`)
