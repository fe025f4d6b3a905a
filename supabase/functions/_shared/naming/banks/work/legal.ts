import { bank } from '../types.ts'

export default bank('legal work', `
Plainclause | - | plain + clause: contracts written in words people understand | Legal work in plain words.
Clearcounsel | - | clear advice from counsel, without the jargon | Clear answers to legal questions.
Calmcase | - | a case handled calmly from first call to close | Your case, handled calmly.
Sureseal | - | a seal you can be sure of | Signed, sealed, and sure.
Openbrief | - | an open brief: legal work with nothing hidden | No hidden fees, no hidden clauses.
Levellaw | - | level + law: straight, even-handed legal help | Straight legal help, level with you.
Steadywrit | - | steady + writ: firm, dependable legal work | Steady hands on every case.
Quietcounsel | - | discreet counsel for private matters | Discreet advice, when it matters.
Fairquill | - | a fair quill: contracts drafted fairly for both sides | Contracts fair to both sides.
Plainpact | - | a plain pact: agreements anyone can read | Agreements anyone can read.
Bordercalm | immigration visa citizenship | calm help across the border paperwork | Calm help at every border.
Harbourlaw | immigration visa citizenship | a safe harbour of law for newcomers | A safe harbour in a new country.
Settleright | immigration visa citizenship | the right to settle, secured | Your right to stay, secured.
Partwell | divorce separation family | parting well: a divorce handled with care | Part well, move on.
Quietdecree | divorce separation family | a quiet decree, without a courtroom war | Divorce without the war.
Softsettle | divorce separation family | a soft settlement that spares the children | Settled gently, for everyone's sake.
Keyclause | property conveyancing house home | the clause that gets you the keys | From offer to keys.
Homedeed | property conveyancing house home | the deed to your new home | Your home, deeded properly.
Keysure | property conveyancing house home | the keys, sure and on time | Keys on the day, for sure.
Firstterms | startup founder business | the first terms a startup signs | Get your first terms right.
Seedseal | startup founder business | seed + seal: legal work for a seed round | Your seed round, sealed properly.
Founderbrief | startup founder business | a legal brief written for founders | Legal help that speaks founder.
Wagewrit | employment workplace employee | a writ for fair wages | Fair pay, fairly argued.
Deskright | employment workplace employee | your rights at your desk | Know your rights at work.
Staffshield | employment workplace employer | a shield for staff and employers alike | Protection for every workplace.
Heirline | will estate probate inheritance | the line of heirs a will sets down | Your wishes, passed down clearly.
Kindredwill | will estate probate inheritance | a will written for your kindred | Look after your people.
Heirquill | will estate probate inheritance | the quill that writes down who inherits | Your wishes, written down well.
Fairlease | tenant rent housing renter | a fair lease for every tenant | A fair deal for renters.
Rentshield | tenant rent housing renter | a shield against unfair rent and eviction | On the tenant's side.
Depositguard | tenant rent housing renter | guarding the deposit you are owed | Get your deposit back.
Bailday | criminal defence police | the day bail is won | In your corner from the first call.
Firmstand | criminal defence police | a firm stand for the accused | We stand firm beside you.
Nightplea | criminal defence police | a defence lawyer who answers at night | Call us, day or night.
Mendclaim | injury accident compensation claim | a claim that helps you mend | Recover while we claim.
Healcase | injury accident compensation claim | a case built around your healing | You heal. We argue.
Soundclaim | injury accident compensation claim | a sound, well-built injury claim | Claims built to stand up.
Markguard | trademark intellectual ip patent | guarding your trademark | Your mark, guarded.
Inventsafe | trademark intellectual ip patent | inventions kept safe by patent and paper | Own your ideas on paper.
Ownmark | trademark intellectual ip | a mark you truly own | Make your mark yours.
`)
