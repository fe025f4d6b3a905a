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
`)
