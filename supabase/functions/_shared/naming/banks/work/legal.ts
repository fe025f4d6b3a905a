import { bank } from '../types.ts'

export default bank('legal work', `
Harbourlaw | immigration visa citizenship | a safe harbour of law for newcomers | A safe harbour in a new country.
Settleright | immigration visa citizenship | the right to settle, secured | Your right to stay, secured.
Partwell | divorce separation family | parting well: a divorce handled with care | Part well, move on.
Quietdecree | divorce separation family | a quiet decree, without a courtroom war | Divorce without the war.
*Keyclause | property conveyancing house home | the clause that gets you the keys | From offer to keys.
Homedeed | property conveyancing house home | the deed to your new home | Your home, deeded properly.
Founderbrief | startup founder business | a legal brief written for founders | Legal help that speaks founder.
Kindredwill | will estate probate inheritance | a will written for your kindred | Look after your people.
Fairlease | tenant rent housing renter tenants renters | a fair lease for every tenant | A fair deal for renters.
Rentshield | tenant rent housing renter | a shield against unfair rent and eviction | On the tenant's side.
Bailday | criminal defence police | the day bail is won | In your corner from the first call.
Firmstand | criminal defence police | a firm stand for the accused | We stand firm beside you.
Ownmark | trademark intellectual ip trademarks copyright | a mark you truly own | Make your mark yours.
# r10: detail names
Shiftclause | employment employee workplace dismissal redundancy | shift + clause: employment law for people who work shifts | On your side at work.
Crutchcase | injury accident compensation whiplash | crutch + case: injury claims | You heal. We carry the case.
Bumperbrief | accident crash collision car | bumper + brief: car accident claims | After the bump, the brief.
Crayonclause | custody child children kids parenting | crayon + clause: family law that keeps the children first | Children first, clause by clause.
Dashcambrief | driving motoring speeding dui | dash cam + brief: driving cases, defended | Keep your licence. Keep driving.
Redletterlaw | debt debts bankruptcy insolvency creditor | the red letter of a final demand, answered by law | Red letters, answered.
Encoreclause | music musician band entertainment performer | encore + clause: contracts for performers | Contracts worth an encore.
Backstagebrief | music musician band entertainment performer | backstage + brief: legal help behind the scenes | The lawyer backstage.
Cookieclause | privacy gdpr data cookies website | cookie + clause: privacy rules for websites | Cookies, consent, covered.
Vowclause | prenup prenuptial marriage wedding | vow + clause: prenups before the vows | Before the vows, the clause.
# r11: detail names
Keyringclause | landlord landlords letting eviction | keyring + clause: legal help for landlords with many keys | Every key, every clause, covered.
Careclause | elderly elder senior carehome guardianship | care + clause: law for later life and care homes | Care decisions, made properly.
Scalpelclaim | negligence malpractice medical surgery hospital | scalpel + claim: claims when surgery goes wrong | When care goes wrong, we act.
Hedgeclause | neighbour neighbor boundary hedge fence | hedge + clause: neighbour and boundary disputes settled | Sort the hedge, keep the peace.
Fencepostlaw | neighbour neighbor boundary fence | fence post + law: the boundary line, settled | We find where the fence goes.
Brickclause | construction builder contractor building | brick + clause: contracts for builders | Contracts built to hold.
Receiptright | consumer refund faulty complaint | receipt + right: your consumer rights, enforced | Keep the receipt. We'll do the rest.
Blueprintseal | patent invention inventor | blueprint + seal: inventions protected | Seal the blueprint before you share it.
Heirloomclause | will wills estate probate inheritance | heirloom + clause: wills that pass things on | Heirlooms go where you want.
Seedclause | startup founder seed investor | seed + clause: term sheets and contracts for founders | Clauses that survive the seed round.
Payslipbrief | employment employee wages unpaid | payslip + brief: unpaid wage claims | Get paid what you earned.
# r12: detail names
Gigclause | freelancer freelance self-employed contractor | clauses that protect gig workers and freelancers | Contracts that make clients pay.
Slipclaim | injury accident slip trip compensation | claims for slips, trips and falls | Slipped through no fault of yours?
Two Homes Law | custody child children kids parenting | custody law for children with two homes | Two homes, one happy child.
Rainbowbrief | lgbtq queer gay pride | legal advice for LGBTQ clients and families | Law that knows your family.
Codeclause | tech software saas app | contracts written for software and app companies | Contracts as tight as your code.
Shopfront Law | small business shop retail | legal help for the businesses behind the shopfront | Law for the high street.
# r13: detail names
Cradleclause | adoption adopt adopting surrogacy surrogate fostering | cradle + clause: the law that brings a child home | Bringing your child home, legally.
Middlechair | mediation mediator dispute disputes arbitration | the mediator's chair between two sides | Settle it at the table, not in court.
Fieldgate Law | farm farmer farmers agricultural agriculture rural land | law for the farm, from the field gate in | Law that knows the farm.
# r14: detail names
Stampday | immigration immigrant immigrants visa visas citizenship asylum residency | the day the visa stamp lands in your passport | Here for the day it's stamped.
Clean Break Counsel | divorce divorcing separation separating | a divorce handled as a clean break | A clean break, done properly.
Lastword Wills | will wills estate probate inheritance executor | the last word on who gets what, written properly | Have the last word.
Lanyard Law | employment employee employees workplace dismissal redundancy discrimination | law for anyone who wears a work lanyard | On your side, lanyard to payslip.
Nightcall Defence | criminal defence defense police arrest arrested | the late-night call from the police station, answered | Call us from the station.
Namelock | trademark trademarks intellectual ip copyright | your brand name locked up as yours | Lock your name before they copy it.
# r17: detail names
Doorstep Defence | eviction evictions evicted tenant tenants renter renters defence defense | defending tenants on the doorstep of their own home | Your home stays your home.
Depositback | deposit deposits tenant tenants renter renters dispute disputes | getting a tenant's deposit back | Your deposit, back where it belongs.
Mouldclaim | housing disrepair repair repairs mould mold damp tenant tenants | claims for damp, mould and repairs landlords ignore | Mould on the walls? Make a claim.
Stairwell Counsel | housing tenant tenants union association apartment apartments building | legal help for everyone who shares a stairwell: tenants' groups | For every door on the stairwell.
`)
