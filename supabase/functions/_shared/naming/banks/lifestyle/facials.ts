import { bank } from '../types.ts'

export default bank('facials', `
Hot Towel Facials | - | the hot towel laid over your face to start a facial | It starts with a hot towel.
Clay & Mist | - | a clay mask, then a cooling mist | Clay on, mist off, skin new.
Rosewater Room | - | a treatment room scented with rosewater | Rosewater, warm towels, quiet.
# detail names
Shave & Steam | men mens man male gents grooming barber beard | a hot steam facial after the shave, made for men | Facials for men who shave.
Clearcheek | acne spots breakout breakouts blemish blemishes | clear + cheek: facials that calm breakouts | Spots out, clear cheeks in.
Bridal Dew | bridal bride brides wedding weddings | dewy skin for the bride on the day | Dewy skin from aisle to photos.
Lunchbreak Facials | express quick lunch lunchtime walkin busy | a facial that fits inside a lunch break | Back at your desk, glowing.
Fine Line Facials | antiaging aging ageing mature wrinkles lines | facials for softening fine lines | Softer lines, brighter skin.
Jade & Lift | guasha jade lymphatic lifting sculpting massage | jade tools that lift and sculpt the face | Lift, sculpt, glow.
Seoul Facial Bar | korean kbeauty glass seoul | a facial bar doing Korean-style facials | Korean facials, step by step.
Lightmask | led light redlight technology tech | the LED light mask used in light therapy facials | Lie back under the light.
Mama Mask | pregnancy pregnant prenatal maternity expecting | a gentle mask for expecting mothers | Pregnancy-safe facials for expecting mothers.
`)
