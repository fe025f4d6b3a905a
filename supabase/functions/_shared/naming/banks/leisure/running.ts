import { bank } from '../types.ts'

export default bank('running', `
Double Knot Running | - | laces double-knotted before a run | Double-knot and go.
Switchback Runners | trail trails mountain hill hills | the switchbacks on a steep trail | Up every switchback.
Mile Twenty | marathon marathons | mile twenty: where a marathon really starts | Ready for mile twenty.
Ponytail Pace | women woman ladies female | a ponytail swinging at a steady pace | Run together, at your pace.
Little Laces | kid kids child children junior juniors youth school | little laces on small running shoes | Small shoes, big strides.
Bun Run Club | social cafe coffee brunch bakery | a run that ends at the bakery | Run the miles, earn the bun.
Headlamp Ultra | ultra ultramarathon ultras night | the headlamp worn through an ultra's night | Through the night, by headlamp.
Streetlight Strides | night evening evenings dark | running under the streetlights after work | Evening miles under the lights.
Dawn Patrol Runners | morning mornings dawn early sunrise | the dawn patrol: out before sunrise | Out before the sun.
Spikes & Splits | track speed sprint sprints intervals | track spikes and lap splits: speed work on the track | Lace the spikes, beat the splits.
Stroller Miles | stroller pram buggy mum mums mom moms parent parents | miles run pushing a stroller | Push the stroller, run the miles.
`)
