import { bank } from '../types.ts'

export default bank('videography', `
Dolly & Boom | - | the camera dolly and the boom mic of a proper film crew | A real crew, dolly and boom.
Slate & Lens | - | the clapper slate before every take and the lens that films it | Slate it, shoot it, cut it.
Focus Pull Films | - | the focus pull: the shift of focus that makes a shot cinematic | Sharp where it matters.
Aisle Dolly | wedding weddings ceremony bride | a dolly shot gliding down the wedding aisle | Every step down the aisle, filmed smooth.
Toast & Tripod | wedding weddings speeches reception | the tripod set up for the wedding toasts | Every speech, every laugh, on tape.
Rotor Reels | drone drones aerial aerials | reels filmed from the rotors of a drone | Your story, from the sky.
Walkthrough Reels | realestate estate property properties listing listings realtor realtors | video walkthroughs of homes for sale | Walk through the house before you visit.
Boardroom Boom | corporate business company companies b2b office | a boom mic over the boardroom table | Corporate films people actually watch.
Chorus Cut Films | music musicvideo musicvideos band bands artist artists | a music video cut to the beat of the chorus | Cut to the beat of your chorus.
Long Take Docs | documentary documentaries doc docs | the long, patient take of documentary filming | Patient cameras, true stories.
Scrollstop Films | social tiktok instagram reels shortform vertical | short videos that stop the thumb mid-scroll | Videos that stop the scroll.
Keynote Camera | event events conference conferences summit | the camera trained on the keynote stage | Every keynote, filmed and ready.
Sideline Slowmo | sports sport athlete athletes highlight highlights recruiting | slow-motion footage shot from the sideline | Your best play, in slow motion.
`)
