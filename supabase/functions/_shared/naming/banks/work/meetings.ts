import { bank } from '../types.ts'

export default bank('meetings', `
Minutebook | - | the minute book where every meeting is written down | Every meeting, minuted.
Stenopad | - | the spiral steno pad of the old note-taker | The note-taker that never misses a word.
Agendum | - | agendum: one item on the agenda, handled | One item at a time, done.
Hangupnote | - | the note written the moment you hang up | Notes ready when you hang up.
Jotter | - | the jotter on the meeting table | Jotted, sorted, sent.
Minutehand | - | the minute hand, and the hand that takes the minutes | Minutes, taken on time.
Gistly | - | gist + a light ending: the gist of every call | The gist, in your inbox.
Wrapnote | - | the wrap-up note every call should end with | Every call, wrapped.
Memofold | - | a memo folded and handed over after the meeting | Folded, handed over, done.
Clipboardroom | - | clipboard + boardroom: the notes from every meeting room | Every meeting room, on one clipboard.
Loopcloser | - | the one who closes the loop after every call | Close the loop on every call.
Warmcall | sales crm | a warm call: a lead ready to talk | Warm calls, clear next steps.
Pipelinepad | sales crm | a pad for the whole sales pipeline | The pipeline, written down.
Quotaline | sales crm | the quota line every sales team lives by | Over the quota line.
Handshakelog | sales crm | a log of every handshake and promise made | Every promise, logged.
YoureOnMute | remote video | you're on mute: the line of every video call | Heard, even on mute.
Asyncbox | remote | a box for the work that does not need a meeting | Fewer calls, clearer notes.
Headsetday | remote video | a day on the headset, with notes that keep up | Long call days, short notes.
Recapbot | ai | a bot that writes the recap | The recap writes itself.
Ghostscribe | ai | a ghost scribe in every call | The quiet scribe in every call.
Listenly | ai | listen + a light ending: it listens so you can talk | It listens, you talk.
Stenoline | transcript recording | the line of a stenographer's record | Every word, on the line.
Timestamped | transcript recording | every line of a transcript stamped with its time | Every word, timestamped.
WhoSaidIt | transcript recording | who said it: every voice labelled in the transcript | Know who said what.
Huddlecard | team standup | a card for the daily team huddle | The huddle, on one card.
Retrocard | team standup | the cards of a team retrospective | Retros that lead somewhere.
Syncsheet | team standup | a sheet that keeps the team in sync | One sheet, one team.
Hirebrief | interview hiring | a brief on every candidate after the interview | Better hiring, after every interview.
Panelpen | interview hiring | the pen every interview panel takes notes with | Every panel, on one page.
Debriefdesk | interview hiring | the debrief after the interview round | Debriefs done before the coffee.
Gaveltap | board governance | the gavel tap that closes a board meeting | Board minutes by the final tap.
Boardpack | board governance | the board pack every director reads before the meeting | Board packs that get read.
Quorumcall | board governance | the quorum call that starts the board meeting | Quorum reached, minutes taken.
Flipchartist | - | flipchart + artist: the one who draws the meeting out | The meeting, drawn out clearly.
`)
