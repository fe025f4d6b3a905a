import { bank } from '../types.ts'

export default bank('security systems', `
*Sirenity | - | siren + serenity: peace of mind from a box on the wall | Peace of mind on the wall.
Redblink | - | the small red light that says the alarm is set | Set, blinking, safe.
Keypad & Siren | - | the keypad by the door and the siren on the wall | Set it on the way out.
Beamwatch | - | the motion beam that watches the hall | Nothing crosses unseen.
Bellbox | - | the alarm box on the front wall that burglars notice | A bell box burglars notice.
Cornercam | - | a camera on each corner of the house | Every corner covered.
*Bedtime Bolt | home family house | the last bolt and the alarm set at bedtime | Set at bedtime, sleep till morning.
Porchlens | doorbell porch parcel parcels | the camera over the porch that sees every parcel | Every parcel seen.
Nightlens | night dark infrared | a camera that sees in the dark | Sees clearly at night.
Stablecam | farm rural barn stables | a camera watching stables and yards | Eyes on the stables at night.
Tillwatch | shop retail store commercial | a camera over the till | Eyes on the till.
Phoneping | smart app phone remote | your phone pings when the door opens | Your phone knows first.
Smartbolt | smart lock locks keyless | a bolt that locks from your phone | Lock up from the sofa.
Awaywatch | holiday away travel | cameras watching while you are away | Away for a fortnight, watching all along.
*Nosy Neighbour | - | the nosy neighbour who notices everything, built into a box | Notices everything, like the best neighbour.
*Guard Goose | farm rural home | the farmyard goose that honks at every stranger | Honks at strangers, lets family in.
*Gatepost Eye | gate driveway farm rural | a camera on the gatepost watching who comes in | Eyes on the gatepost, day and night.
*Tap In Access | access control office business fob | tap a fob and the door lets the right people in | One tap, the right people in.
*Site Sentry | warehouse industrial site construction yard | a sentry watching the site all night | Watched all night, every night.
`)
