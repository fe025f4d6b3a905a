import { bank } from '../types.ts'

export default bank('financial planning', `
Calmwealth | - | wealth planned calmly, without hype | Wealth, planned calmly.
Steadyfund | - | a fund that grows steadily | Steady growth, year on year.
Longhold | - | holding good investments for the long run | Hold on, grow on.
Patientpot | - | a pot that grows with patience | Patience, compounded.
Quietcapital | - | capital growing quietly in the background | Quiet capital, steady growth.
Compoundcalm | - | the calm of letting returns compound | Let it compound, stay calm.
Yieldwell | - | investments that yield well | Yield well, sleep well.
Horizonpurse | - | a purse planned for the long horizon | Planned to the horizon.
Surefuture | - | a future you can be sure of | Be sure of tomorrow.
Growgently | - | money that grows gently | Gentle growth, real results.
Gardenyears | retirement pension retire | the garden years after work | Plan for the garden years.
Lastpayslip | retirement pension retire | the last payslip before retirement | Ready for your last payslip.
Plainpension | retirement pension | pensions explained in plain words | Pensions, plainly explained.
Cradleplan | family child | a plan from the cradle up | Planned from the cradle.
Giftyear | family inheritance estate | the year a gift is given to the family | Gifts, given wisely.
Legacyledger | family inheritance estate | a ledger of what you leave behind | Leave more behind.
Cleanyield | ethical sustainable esg green impact | returns from clean investments | Returns you can feel good about.
Greencapital | ethical sustainable esg green | capital invested green | Invest green.
Goodgrowth | ethical sustainable esg impact | growth that does good | Growth that does good.
Exitroom | business owner founder director | planning the room to exit a business | Plan your exit early.
Founderpurse | business owner founder director | a founder's personal purse, planned | Your own money, planned too.
Directorsure | business owner founder director | sure advice for directors | Sure plans for directors.
Firstpayslip | young first graduate | planning from your first payslip | Start with your first payslip.
Starterpot | young first graduate | a starter pot for savings | Start your pot.
Earlygrow | young first graduate | money that starts growing early | Start early, grow more.
Herwealth | women woman | wealth planning for women | Her wealth, her way.
Shesaves | women woman | she saves: planning for women | She saves, she grows.
Ownpension | women woman | a pension of your own | A pension of your own.
Expatledger | expat international abroad | a ledger for expats | Your money, across borders.
Abroadplan | expat international abroad | a plan for living abroad | Plan from abroad.
Overseasease | expat international abroad | ease for money overseas | Overseas money, made easy.
Bricksave | property landlord | saving in bricks and mortar | Save in bricks.
Rentrise | property landlord | rising rental income | Rental income, planned.
Keyincome | property landlord | income from the keys you hold | Income from every key.
Jointfuture | couple partner married | a future planned jointly | Plan your future together.
Pairsave | couple partner married | saving as a pair | Two people, one plan.
Ourhorizon | couple partner married | the horizon you share | Our horizon, planned together.
Splitsteady | divorce separation | staying steady through a split | Steady money after a split.
Restartfund | divorce separation | a fund for starting again | A fresh financial start.
Solofooting | divorce separation single | firm footing on your own | On firm footing, on your own.
`)
