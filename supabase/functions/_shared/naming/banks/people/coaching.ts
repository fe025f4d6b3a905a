import { bank } from '../types.ts'

export default bank('coaching', `
Fingerpost | - | the fingerpost, the old signpost that points each way | Pointing you the right way.
ThreePointTurn | career change | the three-point turn: changing direction safely | Turn your career around, safely.
Firstchair | leadership leader | the first chair of an orchestra, the one who leads | Lead from the first chair.
Hillstart | life | the hill start: getting going on a slope | Getting going, even uphill.
Stepcount | health wellness | the daily step count | Small steps, counted.
YouAreHere | - | the "you are here" dot on a map | Start from where you are.
Sliproad | career job | the slip road onto the motorway: joining the fast lane | Merge into the career you want.
Topfloor | executive business | the top floor, where executives sit | Coaching for the top floor.
Schoolrun | parent parenting | the school run every parent knows | Calmer school runs.
Handhold | - | a handhold on a climb: the next secure grip | The next handhold, found.
Habitloop | health wellness | the habit loop: cue, routine, reward | Build the loop, keep the habit.
Frontfoot | leadership leader | on the front foot, like a batsman | Lead on the front foot.
Dogleg | life | the dogleg, a bend in the path you can't see round | For the bends in the road.
Offerletter | career job interview | the offer letter at the end of a job hunt | From interview to offer letter.
Mapfold | - | unfolding a map to see where you stand | Unfold the map.
Boardside | executive business | beside the boardroom table: coaching at board level | A coach at the boardroom table.
Kitchentable | parent parenting family | the kitchen table, where family talks happen | Better talks at the kitchen table.
Armband | leadership leader team | the captain's armband | For captains, new and old.
Nudgewell | health wellness | a well-timed nudge toward better habits | Nudged in the right direction.
Touchline | - | the touchline, where the coach stands | A coach on your touchline.
Halfwayline | life midlife | the halfway line: midlife, a moment to rethink | Make the second half count.
Sparwell | executive business | a sparring partner who spars well | Ideas, sparred well.
Lunchboxnote | parent parenting | the note a parent tucks into a lunchbox | Parenting, one lunchbox note at a time.
WalkAndTalk | - | coaching on a walk | Walk it out, talk it through.
Sidedoor | career job | the side door into a new career | There's always a side door.
Evenkeel | life wellness | an even keel, steady whatever the weather | Back on an even keel.
Halftimetalk | leadership team sport | the half-time team talk | The talk that turns the game.
Nextrung | career job promotion | the next rung of the ladder | Reach the next rung.
Whistlestop | - | the coach's whistle + a whistle-stop tour: quick, focused sessions | Quick sessions, real progress.
Teamsheet | leadership team manager | the team sheet a manager picks | Pick the right team.
Routecard | - | the route card walkers plan before a hike | Plan the route, then walk it.
Tacticsboard | leadership team sport | the tactics board where a coach draws the plan | Draw the plan, then play it.
`)
