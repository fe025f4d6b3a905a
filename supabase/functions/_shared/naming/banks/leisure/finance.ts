import { bank } from '../types.ts'

export default bank('financial planning', `
Riskdial | - | a planner's first task: setting your attitude to risk on a scale of one to ten | Set the dial, then invest.
*Gardenyears | retirement pension retire | the garden years after work | Plan for the garden years.
*Lastpayslip | retirement pension retire | the last payslip before retirement | Ready for your last payslip.
Cradleplan | family child | a plan from the cradle up | Planned from the cradle.
Legacyledger | family inheritance estate | a ledger of what you leave behind | Leave more behind.
Cleanyield | ethical sustainable esg green impact | returns from clean investments | Returns you can feel good about.
Firstpayslip | young first graduate | planning from your first payslip | Start with your first payslip.
Starterpot | young first graduate | a starter pot for savings | Start your pot.
Herwealth | women woman | wealth planning for women | Her wealth, her way.
Expatledger | expat international abroad | a ledger for expats | Your money, across borders.
Bricksave | property landlord | saving in bricks and mortar | Save in bricks.
`)
