import { bank } from '../types.ts'

export default bank('meetings', `
Sharpgist | - | the sharp gist of an hour-long call | The gist, in a minute.
Gavelnote | - | gavel + note: the note taken the moment a chair closes an item | Decided, noted, done.
Dealdiary | sales crm salespeople | a diary of every sales conversation | Every deal, remembered.
Farsync | remote video hybrid | syncing teams far apart | Far apart, in sync.
Mindminute | ai assistant automatic automated bot | minutes with a mind of their own | Minutes that write themselves.
Wordcatch | transcript recording | every word caught and written down | Every word, caught.
Typedtalk | transcript recording | talk, typed up for you | Talk now, read later.
Huddlecard | team standup | a card for every daily huddle | Stand-ups on one card.
Hirebrief | interview hiring recruitment | a brief from every interview | Every interview, briefed.
Panelpen | interview hiring recruitment | a pen for the interview panel | The panel's notes, in one place.
*Gaveltap | board governance | the tap of the gavel that opens a meeting | Order, order, minutes.
Quorumcall | board governance trustee trustees directors | calling the quorum to order | Board meetings, well minuted.
Clinicjot | medical health doctor clinic | notes jotted in the clinic | Clinic notes, written for you.
Bedsidememo | medical health doctor clinic | a memo from the bedside | Notes from the bedside.
Classcatch | education lecture student | catching every class | Never miss a lecture.
Seminarsnap | education lecture student | a snapshot of every seminar | Seminars, summed up.
# r10: detail names
Briefcasememo | lawyer legal attorney law solicitor | briefcase + memo: meeting notes for lawyers | Every client call, on file.
Couchnote | therapist therapy counsellor counselor psychologist | couch + note: session notes for therapists | Listen fully. The notes are done.
Quotecatch | journalist journalism reporter press newsroom | catching every quote in an interview | Every quote, word for word.
Scoopnote | journalist journalism reporter press | scoop + note: the note that holds the scoop | Never lose the scoop.
Biscuitminute | committee council parish volunteer pta | the minutes of a meeting run on tea and biscuits | Tea, biscuits, minutes done.
Hardhatmemo | construction builder contractor architect | hard hat + memo: site meeting notes | Site meetings, noted on site.
Babelnote | multilingual translation translate language languages | Babel + note: one set of notes from a meeting in many languages | Every language, one set of notes.
Pepmemo | coach coaching mentor mentoring | pep talk + memo: coaching sessions written down | Every pep talk, written down.
# r11: detail names
Stickysprint | agile scrum sprint retro retrospective | sticky notes + sprint: every sprint meeting written up | Sprint done. Notes done.
Sprintscribe | agile scrum sprint | a scribe for every sprint review | Every sprint, written up.
Mugmemo | manager oneonone feedback checkin | mug + memo: notes from the coffee-mug one-to-one | Every one-to-one, remembered.
Pitchminute | investor investors pitch vc fundraising | pitch + minute: every investor meeting noted | Every pitch, every question, noted.
Viewingnote | realtor property viewing broker letting | notes from every house viewing | Every viewing, every buyer's word.
Headsetnote | support helpdesk callcenter customer | headset + note: every support call written up | Every call, summed up.
Timezonenote | remote distributed timezone hybrid | notes for teams across time zones | Wake up to the meeting you missed.
# r12: detail names
Unmute Minutes | remote video hybrid online | the minutes taken once everyone unmutes on a video call | Every video call, written up.
Standup Scribe | team standup agile daily | a scribe for the daily standup | Your standup, written down in seconds.
Handshake Notes | sales crm salespeople client | notes from the meeting that ends in a handshake | Every sales call, every promise, noted.
Shortlist Scribe | interview hiring recruitment candidate | notes that help you pick the shortlist | Interview notes that pick the shortlist.
Backrow Notes | education lecture student university | notes for the student in the back row | Every lecture caught, even from the back row.
Toolbox Minutes | construction builder contractor site | minutes for the toolbox talk on a building site | Site meetings noted before the concrete sets.
# r13: detail names
Quotewall | ux research researcher researchers usability | the wall of user quotes after research interviews | Every user quote, on the wall.
Captionline | caption captions captioning deaf accessibility accessible | a live caption line under every speaker | Every word on screen, as it's said.
Parentsnight | parent parents | notes from parents' night with every teacher | Every parents' night, every word kept.
# r14: detail names
Ghostscribe | ai assistant automatic automated bot | a scribe in every meeting that nobody sees | Nobody takes notes. Everyone has them.
Chambersnote | lawyer lawyers legal attorney law solicitor barrister | notes from every client meeting in chambers | Every consultation, on the record.
`)
