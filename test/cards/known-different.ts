/**
 * Reviewed list: printings that share their name and HP but are different cards, so they must never share a
 * mechanical fingerprint (`identical-pokemon` would reject a legal deck). Every entry was checked by reading the
 * texts of all its printings in pokemon-tcg-data; `why` names the difference. The real-data test
 * (fingerprint-groups.test.ts) fails if any two ids of one entry get the same fingerprint.
 */
export interface KnownDifferent {
  name: string;
  hp: number;
  /** Printings that are pairwise different cards. */
  ids: readonly string[];
  why: string;
}

const UNOWN_LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '!', '?'];

export const KNOWN_DIFFERENT: readonly KnownDifferent[] = [
  {
    name: 'Unown',
    hp: 60,
    ids: UNOWN_LETTERS.map((l) => `ex10-${l}`),
    why: 'Unseen Forces: 28 letters, all with the Shuffle Poké-Power and a Hidden Power attack; many share cost and damage, each Hidden Power does something else',
  },
  {
    name: 'Metapod',
    hp: 70,
    ids: ['base1-54', 'xy12-4'],
    why: 'Stiffen: flip a coin, if heads prevent all damage vs no coin, damage reduced by 40',
  },
  {
    name: 'Drizzile',
    hp: 90,
    ids: ['swsh1-56', 'swsh45sv-SV026'],
    why: 'Shady Dealings: search for a Trainer card vs up to 2 Trainer cards',
  },
  {
    name: 'Snorlax',
    hp: 90,
    ids: ['base2-11', 'base6-64'],
    why: "Thick Skinned: Legendary Collection adds Burned to the conditions Snorlax can't get",
  },
  {
    name: 'Slowpoke',
    hp: 50,
    ids: ['base3-55', 'g1-32'],
    why: 'Spacing Out: remove a damage counter, not usable without damage vs heal 10; Scavenge: a Trainer card vs an Item card, "if you do"',
  },
  {
    name: 'Machamp',
    hp: 120,
    ids: ['ex5-9', 'ex16-11'],
    why: "Brick Smash: Hidden Legends' damage isn't affected by Weakness either; Power Keepers' only Resistance and effects",
  },
  {
    name: 'Dunsparce',
    hp: 50,
    ids: ['ex2-60', 'sm7-110'],
    why: 'Strike and Run: Celestial Storm may switch only "if you put any Pokémon onto your Bench in this way"',
  },
  {
    name: 'Minccino',
    hp: 60,
    ids: ['bw1-88', 'zsv10pt5-75'],
    why: 'Tail Slap: 10× vs 20× per heads',
  },
  { name: 'Pansear', hp: 70, ids: ['bw2-18', 'rsv10pt5-14'], why: 'Scratch: 20 vs 30 damage' },
  { name: 'Panpour', hp: 70, ids: ['bw2-22', 'zsv10pt5-17'], why: 'Scratch: 20 vs 30 damage' },
  {
    name: 'Combusken',
    hp: 80,
    ids: ['ex1-28', 'sm75-5'],
    why: 'Lunge: 50 vs 60 damage; Natural Cure: Poké-Body on a Fire Energy card vs Ability on any Energy card',
  },
  { name: 'Machop', hp: 70, ids: ['sm2-62', 'xy12-57'], why: 'Dual Chop: 30× vs 20× per heads' },
  { name: 'Kakuna', hp: 80, ids: ['swsh35-3', 'xy5-2'], why: 'Bug Bite: 30 vs 20 damage' },
  { name: 'Blastoise-EX', hp: 180, ids: ['xy1-29', 'xyp-XY30'], why: 'Splash Bomb: 120 vs 130 damage' },
  { name: 'Zygarde', hp: 120, ids: ['xy10-53', 'xyp-XY152'], why: 'Rumble: 30 vs 20 damage' },
  {
    name: 'Charmeleon',
    hp: 80,
    ids: ['base1-24', 'xy12-10'],
    why: 'Slash 30 vs 50 and Flamethrower 50 vs 90 (Evolutions is a remake, not a reprint)',
  },
];
