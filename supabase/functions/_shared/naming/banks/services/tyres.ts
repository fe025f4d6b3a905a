import { bank } from '../types.ts'

export default bank('tyres and brakes', `
*Tyred & Tested | - | tyre + tried and tested: tyres tried, tested and trusted | Tried, tested, tyred.
*Brakeaway | - | brake + breakaway: new brakes, then on your way | Fresh pads, then back on the road.
Treadline | - | the tread lines of a new tyre | Fresh tread, sure grip.
Treadcheck | - | the tread checked with a coin in the groove | We check your tread for free.
Tyrestack | - | the stack of new tyres waiting in the bay | Your size, in stock.
*Roadside Jack | mobile roadside emergency breakdown | the jack under the car at the roadside | Flat tyre? We come to you.
Plug & Patch | puncture repair flat | punctures plugged and patched | Plugged, patched, rolling.
Nailfinder | puncture repair flat | the nail found in your tyre | We find the nail, you keep the tyre.
Alloyfix | alloy alloys kerb rims | scuffed alloys made good | Kerbed alloys, made good.
Padswap | brake brakes pads | new brake pads fitted | Pads swapped while you wait.
Passday | mot test service | the day your car passes its test | Pass day, every year.
Snowtread | winter snow ice | winter tyres with deep tread | Grip when it snows.
Fleetwheel | fleet van business commercial | tyres for whole fleets of vans | Every van, rolling.
`)
