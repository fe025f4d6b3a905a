import { bank } from '../types.ts'

export default bank('tyres and brakes', `
Tyred & Tested | - | tyre + tried and tested: tyres tried, tested and trusted | Tried, tested, tyred.
Brakeaway | - | brake + breakaway: new brakes, then on your way | Fresh pads, then back on the road.
Treadline | - | the tread lines of a new tyre | Fresh tread, sure grip.
Treadcheck | - | the tread checked with a coin in the groove | We check your tread for free.
Fivenut | - | the five wheel nuts on every hub, done up right | All five nuts, done right.
Valvecap | - | the little valve cap put back on every time | Even the valve caps go back.
Tyrestack | - | the stack of new tyres waiting in the bay | Your size, in stock.
Roadside Jack | mobile roadside emergency breakdown | the jack under the car at the roadside | Flat tyre? We come to you.
Drivewayfit | mobile van home work | tyres fitted from a van on your drive | Tyres fitted on your drive.
Plug & Patch | puncture repair flat | punctures plugged and patched | Plugged, patched, rolling.
Nailfinder | puncture repair flat | the nail found in your tyre | We find the nail, you keep the tyre.
Wheelstraight | alignment tracking | wheels pointing straight again | Straight wheels, even wear.
Alloyfix | alloy alloys kerb rims | scuffed alloys made good | Kerbed alloys, made good.
Padswap | brake brakes pads | new brake pads fitted | Pads swapped while you wait.
Stopsure | brake brakes | brakes you can be sure will stop you | Sure stops, every time.
Passday | mot test service | the day your car passes its test | Pass day, every year.
Quietpipe | exhaust exhausts | an exhaust that stops the roar | Quiet pipes, happy neighbours.
Snowtread | winter snow ice | winter tyres with deep tread | Grip when it snows.
Fleetwheel | fleet van business commercial | tyres for whole fleets of vans | Every van, rolling.
`)
