import { bank } from '../types.ts'

export default bank('meetings', `
Listenly | - | a tool that listens for you in every meeting | Listen now, read later.
Notewell | - | notes taken well, every time | Every meeting, noted well.
Clearminute | - | clear minutes from every meeting | Clear minutes, no chasing.
Calmagenda | - | a calm agenda everyone can follow | Meetings that stay on track.
Noteless | - | meetings without taking notes yourself | Stop taking notes.
Sharpgist | - | the sharp gist of an hour-long call | The gist, in a minute.
Actionmemo | - | a memo of every action item | Every action, owned.
Tidyrecap | - | a tidy recap after every call | A tidy recap, every call.
Wordkeep | - | a keep for every word said | Every word, kept.
Followfast | - | follow-ups sent before you leave the room | Follow-ups, sent fast.
Dealdiary | sales crm salespeople | a diary of every sales conversation | Every deal, remembered.
Closerscribe | sales crm salespeople | a scribe for closers | You close. We write it down.
Leadlisten | sales crm salespeople | listening to every lead call | Hear what buyers really said.
Hybridhuddle | remote video hybrid | a huddle for hybrid teams | Office or home, same huddle.
Remoterecap | remote video hybrid | recaps for remote teams | Never miss the meeting you missed.
Farsync | remote video hybrid | syncing teams far apart | Far apart, in sync.
Scribebot | ai assistant | an AI bot that takes the minutes | The bot that takes the minutes.
Mindminute | ai assistant | minutes with a mind of their own | Minutes that write themselves.
Smartear | ai assistant | a smart ear on every call | A smart ear on every call.
Wordcatch | transcript recording | every word caught and written down | Every word, caught.
Typedtalk | transcript recording | talk, typed up for you | Talk now, read later.
Quotequick | transcript recording | the exact quote, found in a second | Find the exact quote.
Huddlecard | team standup | a card for every daily huddle | Stand-ups on one card.
Morningsync | team standup | the team's morning sync | Start the day in sync.
Teamtick | team standup | ticking off the team's actions | Ticked off, together.
Hirebrief | interview hiring recruitment | a brief from every interview | Every interview, briefed.
Panelpen | interview hiring recruitment | a pen for the interview panel | The panel's notes, in one place.
Fairpanel | interview hiring recruitment | interviews recorded for fair decisions | Fair hiring, on record.
Gaveltap | board governance | the tap of the gavel that opens a meeting | Order, order, minutes.
Quorumcall | board governance | calling the quorum to order | Board meetings, well minuted.
Motionkeep | board governance | a keep for every motion passed | Every motion, on record.
Lawjot | legal law firm | jotting every legal conversation | Every client call, jotted.
Briefecho | legal law firm | an echo of every briefing | Every briefing, on record.
Counselcall | legal law firm | notes from every call with counsel | Every call with counsel, noted.
Clinicjot | medical health doctor clinic | notes jotted in the clinic | Clinic notes, written for you.
Carequote | medical health doctor clinic | the patient's own words, quoted | The patient's words, kept.
Bedsidememo | medical health doctor clinic | a memo from the bedside | Notes from the bedside.
Classcatch | education lecture student | catching every class | Never miss a lecture.
Seminarsnap | education lecture student | a snapshot of every seminar | Seminars, summed up.
Lecturetrail | education lecture student | a trail of every lecture | Every lecture, on the trail.
`)
