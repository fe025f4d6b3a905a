import { bank } from '../types.ts'

export default bank('podcasts', `
Micnic | - | a mic and a picnic: a relaxed spread of conversation | Pull up a chair, press record.
*Podyssey | - | pod + odyssey: a long journey told in episodes | Every episode, one step further.
*Mic & Mug | - | a microphone and a mug of tea: a friendly talk show | Tea, talk, press record.
Earfeed | - | new episodes fed straight to your ears | New episodes, straight to your ears.
Commutecast | - | a show the length of a commute | One episode, one commute.
*Headphone Hour | - | an hour with your headphones on | One hour, headphones on.
Wavecut | editing production edit editor | the sound wave trimmed clean in the edit | Every um and ah, trimmed.
Jingleroom | production studio intro | a room where shows get their intro tunes | Your intro, your sound.
Talkbooth | studio hire booth | a booth built for talking | Book the booth, bring your voice.
Guestchair | interview interviews guest guests | the chair kept for the week's guest | Someone new in the chair each week.
*Couchcast | comedy chat friends | a show recorded from the sofa | Recorded on the sofa, heard everywhere.
Giggletrack | comedy funny | a track full of giggles | Laughs, every episode.
Cluecast | crime mystery murder | a show that follows the clues | Follow the clues, episode by episode.
Tapecase | crime mystery murder | a case told on tape, episode by episode | Listen after dark.
Deskcast | business startup founders entrepreneurs | a show recorded across a desk | Business talk, from desk to ear.
Townmic | local community town | a microphone for the town's own voices | Your town, on air.
Bedtime Mic | kids children bedtime | short shows for winding down at bedtime | Ten minutes of story before lights out.
`)
