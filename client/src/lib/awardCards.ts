// SPEC §3 award card: title, icon, iconText (a German quip), the winner's name(s), value and text.
// The award itself (who won) comes from the server (projections/src/awards/); what a card says is
// the client's, next to the screen that shows it.

export type AwardName =
  | 'busyAsABee'
  | 'gettingCarried'
  | 'serialWinner'
  | 'deathCheater'
  | 'unluckyWinner'
  | 'teamPlayer'
  | 'endgegner'
  | 'scoreHorder'
  | 'nerveOfSteel'
  | 'soClose'
  | 'krabbelKing'
  | 'regular';

export interface AwardCard {
  title: string;
  icon: string;
  iconText: string;
  /** Two names on the card (a pair). */
  double: boolean;
  /** What the value counts (beside it on the card); `second` is the second player's name on a double card. */
  text: (value: number, second: string) => string;
}

const times = (n: number, one: string, many: string) => (n === 1 ? one : many);

export const AWARD_CARDS: Record<AwardName, AwardCard> = {
  busyAsABee: {
    title: 'Busy as a Bee',
    icon: '🐝',
    iconText: 'Fleißig wie ein Bienchen!',
    double: false,
    text: (v) => `${times(v, 'win', 'wins')} this season, both modes`,
  },
  gettingCarried: {
    title: 'Getting Carried?',
    icon: '🎒',
    iconText: 'Der Rucksack trägt sich nicht von allein.',
    double: false,
    text: () => 'MMR ratio 2 vs 2 to 1 vs 1',
  },
  serialWinner: {
    title: 'Serial Winner',
    icon: '🔥',
    iconText: 'Nicht zu stoppen!',
    double: false,
    text: (v) => `${times(v, 'win', 'wins')} in a row`,
  },
  deathCheater: {
    title: 'Death Cheater',
    icon: '💀',
    iconText: 'Dem Krabbeln knapp von der Schippe gesprungen.',
    double: false,
    text: (v) => `${times(v, 'loss', 'losses')} 1:6`,
  },
  unluckyWinner: {
    title: 'Unlucky Winner',
    icon: '🍀',
    iconText: 'Fast zu Null – aber eben nur fast.',
    double: false,
    text: (v) => `${times(v, 'win', 'wins')} 6:1`,
  },
  teamPlayer: {
    title: 'Team Player',
    icon: '🤝',
    iconText: 'Ein Herz und eine Seele.',
    double: true,
    text: (v) => `${times(v, 'match', 'matches')} together`,
  },
  endgegner: {
    title: 'Endgegner',
    icon: '👹',
    iconText: 'Angst und Schrecken am Kickertisch.',
    double: true,
    text: (v, second) => `${times(v, 'win', 'wins')} against ${second}`,
  },
  scoreHorder: {
    title: 'Score Horder',
    icon: '💰',
    iconText: 'Punkte sammeln wie andere Briefmarken.',
    double: false,
    text: () => 'points in a single match',
  },
  nerveOfSteel: {
    title: 'Nerven aus Stahl',
    icon: '🧊',
    iconText: 'Eiskalt beim Stand von 5:5.',
    double: false,
    text: (v) => `${times(v, 'win', 'wins')} 6:5`,
  },
  soClose: {
    title: 'So knapp!',
    icon: '😩',
    iconText: 'Knapp daneben ist auch vorbei.',
    double: false,
    text: (v) => `${times(v, 'loss', 'losses')} 5:6`,
  },
  krabbelKing: {
    title: 'Krabbelkönig',
    icon: '🦀',
    iconText: 'Ab unter den Tisch mit euch!',
    double: false,
    text: (v) => `${times(v, 'win', 'wins')} 6:0`,
  },
  regular: {
    title: 'Stammgast',
    icon: '🏠',
    iconText: 'Wohnt quasi am Kickertisch.',
    double: false,
    text: (v) => `${times(v, 'match', 'matches')} played`,
  },
};

/**
 * The value as the card shows it: the ratio as a factor (×2.62; ×262 where the 1 vs 1 MMR is 0 and
 * counts as 1, SPEC §9: not to be read as points, issue 28), else a whole number.
 */
export const awardValue = (award: AwardName, value: number) =>
  award === 'gettingCarried'
    ? `×${value >= 10 ? Math.round(value) : value.toFixed(2)}`
    : String(Math.round(value));
