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
Herwealth | women woman female ladies | wealth planning for women | Her wealth, her way.
Expatledger | expat international abroad overseas expatriate | a ledger for expats | Your money, across borders.
Bricksave | property landlord buytolet | saving in bricks and mortar | Save in bricks.
# r10: detail names
Gigpot | selfemployed self-employed freelance freelancer contractor | gig + pot: a pension pot for people who work gig to gig | A pot for every gig.
Chalkpension | teacher teachers teaching school | chalk + pension: planning for teachers | Plan past the last bell.
Rotaplan | nhs doctor doctors nurse nurses | rota + plan: planning that fits round NHS shift rotas | Planned around your rota.
Splitpot | divorce separation separating | split + pot: sharing savings fairly after a split | Split fairly, start again.
Blazerfund | fees university education school | blazer + fund: saving for school and university fees | From first blazer to graduation.
Acreledger | farm farmer farmers farming agricultural | acre + ledger: planning for farming families | Every acre, planned.
# r11: detail names
Crescentplan | islamic halal sharia muslim | crescent + plan: planning that follows Islamic principles | Halal from the first pound.
Handoverplan | owner owners exit succession director directors | handover + plan: planning the sale or handover of your firm | Plan the handover, enjoy the after.
Depositjar | mortgage mortgages deposit homebuyer firsttime | deposit + jar: saving up a house deposit | Fill the jar, get the keys.
Dogtagledger | forces military army navy raf | dog tag + ledger: planning for service people | Planning for service life.
Vestdate | startup startups shares options equity | vest + date: the day your share options vest | Plan before the vest date.
Jointpot | couple couples newlywed newlyweds married | joint + pot: one pot for two | Two names, one pot.
Piggyledger | child children kids junior | piggy bank + ledger: saving for your children's future | From piggy bank to ledger.
Leafledger | ethical sustainable esg green impact | leaf + ledger: investing in greener things | A greener ledger.
Goldwatch | retirement pension retire retiring | gold watch: the traditional retirement gift | Plan for the gold watch.
# r12: detail names
Next Branch | inheritance estate legacy will wills | the next branch of the family tree | Plan for the next branch.
Deposit Jar | first firsttime homebuyer deposit mortgage | a jar saving up for the house deposit | Fill the deposit jar.
Pocketplan | family child children kids | pocket + plan: from pocket money to university fees | From pocket money to uni fees.
Clockoff Plan | retirement retire retiring pension | the day you clock off for good | Clock off for good, with a plan.
# r13: detail names
Aprilfifth | tax taxes isa isas allowance allowances taxefficient | the fifth of April, the last day of the tax year | Use your allowances before April.
Cardcut | debt debts loan loans overdraft creditcard | cutting up the credit card, with a plan to pay it off | Cut the card, clear the debt.
Final Whistle | athlete athletes sport sports footballer footballers sportsperson sportspeople | planning for life after the final whistle | Plan for after the final whistle.
# r14: detail names
Wishletter | inheritance estate legacy will wills iht | the letter of wishes left with a will | Say what you want, while you can.
Fossilfree | ethical sustainable esg green impact | savings kept out of oil, coal and gas | Your money, out of fossil fuels.
Passport Pension | expat expats international abroad overseas | a pension that travels with your passport | One pension, any country.
Snowballplan | debt debts loan loans overdraft creditcard | the debt snowball: smallest debt first, then the next | Clear one, roll on to the next.
One Signature | widow widowed widower bereaved bereavement | planning when only one signature is left on the account | Steady help after a loss.
`)
