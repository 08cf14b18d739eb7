// Common first names (folded) with their usual sex: the interpreter reads "Tom was furious" as Tom's
// feeling, and the content coder codes "Laura" as a known character of that sex.
/** Common first names with their usual sex, so "Laura" or "Pablo" is a known character. */
export const FIRST_NAMES: ReadonlyMap<string, 'male' | 'female'> = new Map([
  ...'anna ana laura maria marta lucia sara sarah emma olivia sofia julia carmen elena paula claire kate lisa alice rosa isabel ines clara eva irene nuria beatriz jessica emily hannah mia grace lucy amy rachel carla andrea cristina silvia raquel pilar lola marina patricia rocio alba noelia'
    .split(' ')
    .map((name) => [name, 'female' as const] as const),
  ...'john james david daniel michael tom peter paul pablo juan carlos pedro miguel javier luis jorge diego sergio alberto mark alex sam ben jack lucas mateo andres antonio manuel fernando ricardo robert chris kevin ryan dani alvaro jaime ivan raul ruben hugo marcos adrian victor mario oscar alejandro enrique ramon jose'
    .split(' ')
    .map((name) => [name, 'male' as const] as const),
]);
