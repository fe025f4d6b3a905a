import { bank } from '../types.ts'

export default bank('holistic health', `
*Soleful | reflexology foot feet | sole + soulful: care that starts at the soles of your feet | From the soles of your feet up.
Breathroom | - | room to breathe out | Slow down, breathe out.
Slowpulse | - | the slower pulse you leave with | Leave slower than you came.
Rootcalm | - | calm that goes down to the roots | Calm, right down to the roots.
Herbshelf | - | a shelf of herbs and remedies | Remedies from the herb shelf.
*Hum & Hush | sound bath healing bowl gong | the hum of a bowl, then quiet | Let the hum settle you.
Bowlsong | sound bath healing bowl bowls singing | the song of a singing bowl | Let the bowl sing.
Needlecalm | acupuncture acupuncturist | calm that comes from fine needles | Small needles, big calm.
Jadeneedle | chinese acupuncture | fine needles and jade: Chinese medicine | Old medicine, gentle hands.
Rootjar | herbal herbalist naturopath naturopathy | roots and herbs kept in jars | Old roots, new calm.
Tinydrop | homeopathy homeopath homeopathic remedies | a tiny drop of remedy | One small drop at a time.
Footmap | reflexology | the map of the body on the soles of the feet | Your whole body, mapped on your feet.
# r10: detail names
Reiki Rest | reiki energy | a rest on the couch while hands hover above | Lie back; let the warmth work.
Cup & Circle | cupping cup cups | the cup and the round mark it leaves | Cups on, knots out.
Quartz & Sage | crystal crystals gemstone gemstones quartz | a quartz stone and a bundle of sage | Hold the stone, breathe the sage.
Lavendrop | aromatherapy aroma oil oils essential | lavender + drop: a drop of lavender oil | One drop of lavender.
Scentjar | aromatherapy aroma oil oils essential | a jar of blended oils to breathe in | Open the jar, breathe in.
Pebble & Oil | stone stones hotstone massage | warm pebbles and oil for the back | Warm stones, slow hands.
Sleepherb | sleep insomnia sleepless tired | the herbs taken for a good night's sleep | Herbs for deeper sleep.
# r11: detail names
Thumbstone | stress stressed anxiety anxious burnout tension overwhelm | the smooth stone you rub with a thumb when anxious | Something calm to hold on to.
Stork & Needle | fertility ivf conception trying | fine needles on the way to the stork | Calm needles on the way to baby.
Bump & Balm | pregnancy pregnant prenatal maternity bump | balm and gentle hands for the bump | Gentle care for you and the bump.
Sage & Fan | menopause perimenopause flushes hormones hormonal | sage, the herb for hot flushes, and a cooling fan | Cool, calm and through it.
Boxbreath | breathwork breath breathing | box breathing: in, hold, out, hold | In for four, out for four.
Turmeric Tonic | ayurveda ayurvedic dosha | turmeric, a staple of Ayurvedic care | Old remedies, warm roots.
Paw & Palm | pet pets animal animals dog dogs horse horses | a healer's palm over a paw | Calm hands for four-legged friends.
Cushion & Bell | meditation meditate mindfulness mindful | the meditation cushion and the bell that starts the sit | Sit down, ring the bell.
# r12: detail names
Stillroot | stress stressed anxiety anxious burnout | roots that hold you still when stress blows | Grounded again, one session at a time.
Herbwise Apothecary | herbal herbalist herbs remedies | an apothecary of herbal remedies | Remedies from the garden, not the lab.
Bumpbalm | pregnancy pregnant prenatal maternity bump | a soothing balm for the pregnant bump | Calm for you and the bump.
Quartzroom | crystal crystals gemstone quartz | a treatment room lined with quartz crystals | Healing among the crystals.
Pawcalm | pet pets animal animals dog dogs | calming holistic care for pets | Calm paws, happy owners.
# r13: detail names
Cradlehold | craniosacral cranial cranio | the light hold that cradles the head in craniosacral work | The lightest touch, the deepest rest.
Lunchbreak Reiki | corporate workplace workplaces office offices staff employees | a Reiki session fitted into the staff lunch break | Back at your desk, lighter.
Foldaway Couch | mobile visit visits visiting | the therapist's foldaway couch, set up in your living room | The treatment room comes to you.
Fennel & Flora | gut digestion digestive ibs bloating | fennel for the belly and flora for the gut | A calmer gut, gently.
# r14: detail names
Chakra Ladder | reiki energy chakra chakras | the seven chakras climbing the spine like rungs | Seven rungs, one calm climb.
Moxa & Pin | acupuncture acupuncturist chinese tcm | the warming moxa herb and the fine acupuncture pin | Warmth, a pin, and ease.
Knotfinder | massage massages hotstone | hands that find the knot and work it loose | We find the knot, you feel the difference.
Gong Drift | sound bath healing gong gongs | drifting off as the gong washes over you | Lie down, let the gong carry you.
Nettle Tincture | herbal herbalist herbs naturopath naturopathy | a dropper of nettle tincture from the herbalist | A few drops of the hedgerow.
Ribcage Rise | breathwork breath breathing | the ribs rising as a full breath fills them | Breathe into the ribs, let it all go.
`)
