import { bank } from '../types.ts'

export default bank('holistic health', `
Soleful | reflexology foot feet | sole + soulful: care that starts at the soles of your feet | From the soles of your feet up.
Lavendish | - | lavender + lavish: an hour that spoils you | An hour that is all yours.
Breathroom | - | room to breathe out | Slow down, breathe out.
Slowpulse | - | the slower pulse you leave with | Leave slower than you came.
Rootcalm | - | calm that goes down to the roots | Calm, right down to the roots.
Wholeleaf | - | the whole leaf: care for the whole person | Care for the whole of you.
Herbshelf | - | a shelf of herbs and remedies | Remedies from the herb shelf.
Hum & Hush | sound bath healing bowl | the hum of a bowl, then quiet | Let the hum settle you.
Bowlsong | sound bath healing bowl | the song of a singing bowl | Let the bowl sing.
Needlecalm | acupuncture acupuncturist | calm that comes from fine needles | Small needles, big calm.
Pinpause | acupuncture acupuncturist | a pause with fine needles in place | Lie back and pause.
Jadeneedle | chinese acupuncture | fine needles and jade: Chinese medicine | Old medicine, gentle hands.
Teapot & Needle | chinese acupuncture | green tea and acupuncture | Needles first, then tea.
Rootjar | herbal herbalist naturopath naturopathy | roots and herbs kept in jars | Old roots, new calm.
Tinydrop | homeopathy homeopath remedies | a tiny drop of remedy | One small drop at a time.
Palmwarm | reiki energy | warm palms held close | Warm hands, still mind.
Footmap | reflexology | the map of the body on the soles of the feet | Your whole body, mapped on your feet.
Cupmark | cupping | the round marks left by cupping | The marks fade, the ease stays.
`)
