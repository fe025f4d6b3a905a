import { bank } from '../types.ts'

export default bank('meetings', `
Sharpgist | - | the sharp gist of an hour-long call | The gist, in a minute.
Gavelnote | - | gavel + note: the note taken the moment a chair closes an item | Decided, noted, done.
Dealdiary | sales crm salespeople | a diary of every sales conversation | Every deal, remembered.
Farsync | remote video hybrid | syncing teams far apart | Far apart, in sync.
Mindminute | ai assistant | minutes with a mind of their own | Minutes that write themselves.
Wordcatch | transcript recording | every word caught and written down | Every word, caught.
Typedtalk | transcript recording | talk, typed up for you | Talk now, read later.
Huddlecard | team standup | a card for every daily huddle | Stand-ups on one card.
Hirebrief | interview hiring recruitment | a brief from every interview | Every interview, briefed.
Panelpen | interview hiring recruitment | a pen for the interview panel | The panel's notes, in one place.
*Gaveltap | board governance | the tap of the gavel that opens a meeting | Order, order, minutes.
Quorumcall | board governance | calling the quorum to order | Board meetings, well minuted.
Clinicjot | medical health doctor clinic | notes jotted in the clinic | Clinic notes, written for you.
Bedsidememo | medical health doctor clinic | a memo from the bedside | Notes from the bedside.
Classcatch | education lecture student | catching every class | Never miss a lecture.
Seminarsnap | education lecture student | a snapshot of every seminar | Seminars, summed up.
# r6
*Micmemo | - | the meeting mic turned into a memo | Every word, turned into a memo.
Penclick | - | the click of a pen as the meeting starts | Click, we are taking notes.
Tablejot | - | notes jotted round the table | Every point at the table, noted.
Long Table Notes | - | notes from every seat at the long table | Every voice at the table, written down.
`)
