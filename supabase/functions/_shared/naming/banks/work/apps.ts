import { bank } from '../types.ts'

export default bank('app development', `
Iconsmith | - | icon + smith: the makers behind the icon on your home screen | From first sketch to home-screen icon.
Tapwright | - | tap + wright: a maker of apps built to be tapped | Apps worth the first tap.
Red Badge Apps | - | the little red badge that makes you open an app | Apps people can't leave unopened.
Swipe & Ship | - | swipe + ship: apps designed, built and shipped to the stores | Designed to swipe, built to ship.
Napkin Apps | mvp prototype startup startups founder founders idea | the app idea first sketched on a napkin, built for real | From napkin sketch to app store.
Littlethumb | kid kids child children education learning school | apps sized for little thumbs: kids' and learning apps | Apps made for little thumbs.
Highscore Labs | game games gaming mobilegame | the high score: mobile games people replay | Games that chase the high score.
Big Button Apps | accessibility accessible senior seniors elderly older | big buttons and clear screens anyone can use | Apps everyone can tap.
Overlay Labs | ar augmented vr virtual reality | overlay: digital things laid over the real world in AR | Your world, with an overlay.
Swift Lane Apps | ios iphone ipad swift apple | Swift, Apple's app language, and the fast lane | iPhone apps in the fast lane.
`)
