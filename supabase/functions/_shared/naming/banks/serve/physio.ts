import { bank } from '../types.ts'

export default bank('physio and massage', `
Knotfound | - | the knot found and worked loose | We find the knot.
Musclemend | - | muscles mended, movement back | Mend the muscle, move again.
Rangeful | - | a full range of movement, back again | Your full range, back.
Stillpalm | - | a still, steady palm on a sore back | Steady hands, still mind.
Easeback | - | easing the back, and easing you back to life | Ease back into moving.
Limberwell | - | limber + well: moving freely and feeling well | Limber, and well.
Kneadright | - | kneaded right, where it hurts | Right where it hurts.
Stretchday | - | a day that starts with a good stretch | Stretch into your day.
Pitchside | sport athlete football rugby club | treatment from the side of the pitch | From the pitch to the couch and back.
Taperun | sport athlete runner running | strapped up with tape and back running | Taped up, back running.
Sprintback | sport athlete runner running | sprinting back after injury | Back to the sprint.
Stonewarm | massage spa relaxation relax | warm stones on tired muscles | Warm stones, slow breath.
Slowknead | massage spa relaxation relax | a slow, deep massage | Slow hands, deep rest.
Hushhands | massage spa relaxation relax | hands that bring a hush | Quiet hands, quiet mind.
Hunchfree | back pain posture office desk chiropractor osteopath | free of the desk hunch | Stand tall again.
Deskstretch | back pain posture office desk chiropractor osteopath | stretches for people who sit all day | For people who sit all day.
Spinecalm | back pain posture chiropractor osteopath spine | a calm, supported spine | A calm spine, a calm day.
Foldcouch | mobile visit housecall | the folding couch that comes to your door | The clinic comes to you.
Travelhands | mobile visit housecall | hands that travel to your home | Treatment at your door.
Couchvan | mobile visit housecall | a van with a treatment couch inside | Clinic on wheels.
Scarsoft | rehab surgery knee recovery | softening scar tissue after surgery | Softer scars, freer movement.
Rebuildstep | rehab surgery knee recovery | rebuilding strength, step by step | Step by step, stronger.
Mendpath | rehab surgery knee recovery | the path back after injury | Your path back.
Bumpease | pregnancy prenatal postnatal | easing aches through pregnancy | Ease for the bump.
Bellyrest | pregnancy prenatal postnatal | rest and massage for mums-to-be | Rest for mums-to-be.
Ninemonth | pregnancy prenatal | care through all nine months | Nine months of care.
Canefree | elderly senior mobility falls | walking free of the cane again | Walk without the cane.
Stairready | elderly senior mobility falls | ready for the stairs again | Ready for the stairs.
Steadystride | elderly senior mobility falls | a steady stride, fewer falls | Steady on your feet.
Corecalm | women pelvic postnatal | a calm, strong core after birth | Strong again, from the core.
Pelvicwell | women pelvic postnatal | pelvic health, well looked after | Pelvic health, looked after.
Afterbump | women pelvic postnatal | care for the body after the bump | Care after the bump.
Teamknot | office corporate workplace | knots worked out for a whole team | Looser teams, better work.
Officeflex | office corporate workplace | flexible bodies in the office | Keep the office moving.
Chairside | office corporate workplace | massage beside your office chair | Ten minutes, chairside.
Videoflex | online video remote | physio exercises by video | Physio by video.
Linkmove | online video remote | moving better over a video link | Move better, from home.
Planstride | online video remote | an exercise plan sent to your phone | Your plan, your pace.
`)
