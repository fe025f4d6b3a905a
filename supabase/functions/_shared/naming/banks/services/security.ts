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
# r10: detail names
Hardhat Cam | construction site sites builders building | a camera watching over hard hats and plant | Eyes on site all night.
Cranecam | construction site sites builders building | a camera high up on the crane | The whole site from the crane.
Drivewaylens | driveway car cars vehicle garage | a lens over the driveway | Your car, watched all night.
Vanbolt | van vans tools tradesman trades | an extra bolt on the van full of tools | Tools stay in the van.
Pendantping | elderly older vulnerable pendant falls carer | a pendant that pings help at a press | One press, help is on its way.
Chirpfix | fire smoke carbon detector detectors battery | the chirp of a dying battery, fixed | No more midnight chirping.
Fobtap | access fob fobs keycard entry office | the tap of a key fob on the door reader | Tap in, door opens.
Towbar Lock | caravan caravans trailer trailers motorhome | a lock on the caravan towbar | Your caravan stays put.
Moorlens | boat boats marina mooring narrowboat | a camera over a moored boat | Eyes on the mooring.
Stairwell Lens | flats apartment apartments block landlord landlords | a camera watching the stairwell of a block of flats | Every resident seen home.
# r11: detail names
Shedwatch | shed sheds garden garage allotment | a camera watching the shed and garage | Your shed, watched all night.
Spoke & Padlock | bike bikes bicycle bicycles cycle | a padlock through the spokes | Bikes stay where you left them.
Gatebuzz | gate gates intercom entry | the buzz that opens the gate | Buzz them in, or not.
Nightdesk | monitoring monitored response keyholding keyholder | a desk watching your alarm all night | Someone awake, all night.
Shutterwatch | warehouse warehouses industrial unit units yard | a watch over the roller shutters | Shutters down, eyes on.
Pawproof | pet pets dog dogs cat cats | motion sensors that ignore the pets | Pets roam, alarm stays calm.
Cellarlock | pub pubs bar bars restaurant restaurants nightclub | the pub cellar, locked and watched | The cellar stays locked.
# r12: detail names
Porchlight Guard | home house family homeowner | a porch light and a guard over the family home | Someone minding the porch.
# r13: detail names
Steeple Lens | church churches chapel chapels cathedral parish | a camera up by the steeple watching the church roof | Lead stays on the roof.
Tray & Vault | safes vault vaults strongroom jeweller jewellers jewellery | the jeweller's trays carried into the vault at closing | Trays in the vault, alarm set.
Trackpin | tracker trackers tracking gps telematics stolen | the pin on the map that shows where your car went | Stolen? The pin knows where.
# r14: detail names
Aisle Dome | shop shops retail store stores shoplifting | the dome camera over the shop aisle | Every aisle, every shelf.
Knockview | doorbell doorbells porch parcel parcels | seeing who is knocking before you open | See the knock before you answer.
Timerlamp | holiday holidays away travel vacation | lamps on timers that make an empty house look lived in | Lights on, nobody home.
Floodlit Yards | farm farms rural barn barns stables agricultural | farmyards lit up the moment someone walks in | Lights up, thieves off.
Doorchain Cam | elderly older vulnerable carer pensioner pensioners | a camera that shows who is at the door before the chain comes off | See them before the chain comes off.
`)
