import { bank } from '../types.ts'

export default bank('cars', `
Snowfoam | - | snow foam: the thick pre-wash that lifts grit before a mitt touches paint | Foam first, then the fun part.
Claybar | - | the clay bar detailers glide over paint to pull out grime | Smooth as glass, to the touch.
Beadwell | - | water beading on a freshly waxed bonnet | Rain rolls off, dirt slides off.
Twobucket | - | the two-bucket wash, the method that keeps grit off paint | Two buckets, no scratches.
Truetorque | - | every bolt tightened to the right torque | Tightened right, every time.
Axlestand | - | the stand a mechanic trusts before going under a car | Safe under every car.
Bonnetup | - | the bonnet up and a mechanic leaning in | Bonnet up, problem found.
Liftbay | - | the garage bay with a car up on the lift | Up on the lift, back on the road.
Wheelnut | - | the wheel nut, tightened in a star pattern | Every nut, every wheel, checked.
Mudflap | - | the mudflap behind every hard-working wheel | For cars that work for a living.
Chromehub | - | a chrome hub cap shining after a wash | Shine right down to the hubs.
Swirlfree | detailing ceramic valeting | paint polished free of swirl marks | Paint without a single swirl.
Deepgloss | detailing ceramic valeting | the deep gloss of corrected paint | Gloss you can see into.
Glasscoat | detailing ceramic | a ceramic coating that sets like glass | A coat of glass on your paint.
Kerbwash | mobile | a car wash at your kerb | We wash it where you park it.
Bucketvan | mobile | a van full of buckets coming to you | The car wash that drives to you.
Driveside | mobile | detailing done by the side of your drive | Detailed on your drive.
Rinseless | eco waterless | the rinseless wash: a clean car with a bucket of water | A clean car, a cupful of water.
Cupwash | eco waterless | a whole wash from a cup of water | The wash that saves the water.
Mistbuff | eco waterless | mist and buff: a spray-and-wipe waterless clean | Spray, buff, shine. No hose.
Wirewheel | classic vintage | the wire wheels of a classic car | Classic cars, looked after properly.
Twincarb | classic vintage | twin carburettors, the heart of an old sports car | Tuned the old way.
Chromebumper | classic vintage | the chrome bumper of a classic | Polished like the day it left the works.
Quietbay | ev electric hybrid | a service bay for cars that make no sound | Servicing for the silent cars.
Cellcheck | ev electric hybrid | checking every cell of an electric car's battery | Every cell checked and charged.
Regenroad | ev electric hybrid | regen: electric cars charging as they brake | Servicing for the regen generation.
Deeptread | tyre tire wheel | tyres with deep tread on them | Deep tread, short wait.
Treadline | tyre tire wheel | the tread line of a new tyre | New treads, fitted while you wait.
Valvecap | tyre tire wheel | the little cap on every tyre valve, checked with the pressure | Pressures checked, caps back on.
Servicestamp | service mot maintenance | the stamp in a car's service book | Another stamp in the book.
Sumpplug | service mot maintenance | the sump plug every oil change starts from | Fresh oil, tight plug, good to go.
Testlane | service mot maintenance | the MOT test lane | Through the test lane, first time.
Dentless | body bodywork repair | paintless dent removal | Dents out, paint untouched.
Panelbeat | body bodywork repair | the panel beater's craft of shaping metal back | Panels beaten back to shape.
Paintmatch | body bodywork repair | paint matched so the repair disappears | Matched so well you cannot find it.
`)
