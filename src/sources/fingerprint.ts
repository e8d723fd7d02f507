import { TYPES, type Card } from '../model/card.js';
import { SYMBOL_TYPES, basicEnergyType, fold, parseType, singletonName, straightenQuotes } from '../model/names.js';

type FingerprintInput = Omit<Card, 'fingerprint'>;

/*
 * Mechanical fingerprint (defined in src/rules/identical-pokemon/README.md). Two printings share it when they are the same card for
 * "two identical Pokémon are never allowed": the printed structure must agree exactly (name, HP, types, attack
 * names, costs as a multiset, damage, Ability kinds and names, Ancient Trait, Weakness, Resistance, Retreat), and
 * every effect text must agree on its *signature*: the set of numbers and game words it uses, after the wording
 * is canonicalised. The signature ignores phrasing, punctuation, rules reminders and errata-style rewording
 * ("in order to use this attack" / "or this attack does nothing"), and keeps what changes the game: a different
 * number, Energy type, Special Condition, zone or game action.
 */

const TYPE_WORDS = TYPES.map((t) => t.toLowerCase());
const TYPE_ALT = TYPE_WORDS.join('|');

/** Number words as the digits they stand for ("first" is "1"). */
const NUMBER_WORDS: Record<string, string> = Object.fromEntries([
  ...'zero one two three four five six seven eight nine ten eleven twelve'.split(' ').map((w, n) => [w, String(n)]),
  ...['first', 'second', 'third'].map((w, n) => [w, String(n + 1)]),
]);

const NUMBER_WORD = new RegExp(`\\b(${Object.keys(NUMBER_WORDS).join('|')})\\b`, 'g');

/** Parentheticals that only remind a rule of the game; a printing may carry them or not. Matched on their content. */
const REMINDERS: readonly RegExp[] = [
  /^don'?t apply weakness (and|or) resistance( for benched pokemon)?\.?$/,
  /^before your attack$/,
  /^you can'?t use more than 1 [\w-]+ (attack|power|ability)s? in a game\.?$/,
  /^any other effects (of (\w+'?s? )?attacks |that would happen after applying weakness and resistance )?still happen\.?$/,
  /^you still need the necessary energy to use (each|that|this) attack\.?$/,
  /^do the damage before switching the pokemon\.?( switch the pokemon even if [^.]* is knocked out\.?)?$/,
  /^you can'?t use this attack if your bench is full\.?$/,
  /^(existing effects are not removed\.? ?)?(damage is not an effect\.?)?$/,
  /^benching (or evolving )?either pokemon ends this effect\.?$/,
  /^(pokemon [\w-]+, )+(pokemon[- ][\w-]+, )*etc\.? have rule boxes\.?$/,
  /^you must still do anything else required (for|in order to use) that attack\.?$/,
  /^the amount of weakness doesn'?t change\.?$/,
  /^your opponent chooses the new active pokemon\.?$/,
  /^any cards attached to [^()]*are now on the new pokemon\.?$/,
  /^this counts as evolving [^()]*$/,
];

/** Whole sentences that restate a rule printed elsewhere on the card (Rule Box, Trainer kind). */
const RULE_SENTENCES: readonly RegExp[] = [
  /\|? ?when (a |your )?pokemon[- ]?[\w-]+ (has been|is) knocked out, (your )?opponent takes \d+ (more )?prize cards?\.?/g,
  /you (may|can) play only 1 supporter card (during your|each) turn( \(before your attack\))?\.?/g,
  /you may play only 1 stadium card during your turn\. put it (next to|into) the active spot, and discard it if another stadium comes into play\.( a stadium with the same name can'?t be played\.?)?/g,
  /you may attach any number of pokemon tools to your pokemon during your turn\. you may attach only 1 pokemon tool to each pokemon, and it stays attached\.?/g,
  /when you play this card, put it next to your active pokemon\. when your turn ends, discard this card\.?/g,
  /you may play (as many item cards as you like|any number of item cards) during your turn( \(before your attack\))?\.?/g,
  /you may play as many item cards (as you like )?during your turn( as you like)?( \(before your attack\))?\.?/g,
  /attach a pokemon tool to 1 of your pokemon that doesn'?t already have a pokemon tool attached( to it)?\.?/g,
  /this (card|stadium) stays in play when you play it\. discard (this card|it) if another stadium( card)? comes into play\.?( if a stadium with the same name is in play, you can'?t play this card\.?)?/g,
];

interface Word {
  token: string;
  re: RegExp;
  /** Substrings one of which every match contains: a cheap test before the regular expression. */
  hints: readonly string[];
}
const word = (token: string, re: RegExp, ...hints: string[]): Word => ({ token, re, hints });

/** Vocabulary of the signature: a token for each thing an effect can do or mention that makes a difference. */
const VOCABULARY: readonly Word[] = [
  word('coin', /\bcoins?\b|\bheads\b|\btails\b/, 'coin', 'heads', 'tails'),
  word('heads', /\bheads\b/, 'heads'),
  word('tails', /\btails\b/, 'tails'),
  word('until', /\buntil\b/, 'until'),
  word('asleep', /\basleep\b/, 'asleep'),
  word('confused', /\bconfus/, 'confus'),
  word('paralyzed', /\bparaly/, 'paraly'),
  word('poisoned', /\bpoison/, 'poison'),
  word('burned', /\bburn(ed|s)?\b/, 'burn'),
  word('special-condition', /\bspecial conditions?\b/, 'special condition'),
  word('discard-pile', /\bdiscard piles?\b/, 'discard pile'),
  word('lost-zone', /\blost zone\b/, 'lost zone'),
  word('discard', /\bdiscard(?! piles?\b)|\btrade\b/, 'discard', 'trade'),
  word('deck', /\bdecks?\b/, 'deck'),
  word('top', /\btop\b/, 'top'),
  word('bottom', /\bbottom\b/, 'bottom'),
  word('hand', /\bhands?\b/, 'hand'),
  word('bench', /\bbench/, 'bench'),
  word('active', /\bactive\b/, 'active'),
  word('prize', /\bprizes?\b/, 'prize'),
  word('draw', /\bdraw/, 'draw'),
  word('search', /\bsearch/, 'search'),
  word('attach', /\battach(es|ing)?\b/, 'attach'),
  word('move', /\bmov(e|es|ing)\b/, 'mov'),
  word('switch', /\bswitch/, 'switch'),
  word('energy', /\benerg(y|ies)\b/, 'energ'),
  word('damage-counter', /\bdamage counters?\b/, 'damage counter'),
  word('heal', /\bheal/, 'heal'),
  word('prevent', /\bprevent/, 'prevent'),
  word('cant-attack', /\b(can'?t|cannot|can not) attack/, ' attack'),
  word('cant-retreat', /\b(can'?t|cannot|can not) retreat/, ' retreat'),
  word('retreat', /\bretreat/, 'retreat'),
  word('evolve', /\bevol/, 'evol'),
  word('devolve', /\bdevol/, 'devol'),
  word('knock-out', /\bknock(ed|s)? ?out\b/, 'knock'),
  word('weakness', /\bweakness/, 'weakness'),
  word('resistance', /\bresistance/, 'resistance'),
  word('wr-before', /\bbefore applying weakness/, 'before applying'),
  word('wr-after', /\bafter applying weakness/, 'after applying'),
  word('poke-power', /\bpoke-?powers?\b|\bpokemon powers?\b/, 'power'),
  word('poke-body', /\bpoke-?bod(y|ies)\b/, 'bod'),
  word('ability', /\babilit(y|ies)\b/, 'abilit'),
  word('trainer', /\btrainers?\b/, 'trainer'),
  word('supporter', /\bsupporters?\b/, 'supporter'),
  word('item', /\bitems?\b/, 'item'),
  word('stadium', /\bstadiums?\b/, 'stadium'),
  word('tool', /\btools?\b/, 'tool'),
  word('basic', /\bbasic\b/, 'basic'),
  word('special', /\bspecial\b(?! conditions?\b)/, 'special'),
  word('rule-box', /\brule box/, 'rule box'),
  word('pokemon-ex', /\bpokemon[- ]ex\b/, 'ex'),
  word('pokemon-gx', /\bpokemon[- ]gx\b/, 'gx'),
  word('pokemon-v', /\bpokemon v\b/, 'pokemon v'),
  word('vmax', /\bvmax\b/, 'vmax'),
  word('vstar', /\bvstar\b/, 'vstar'),
  word('all', /\ball\b/, 'all'),
  word('each', /\beach\b|\bfor every\b/, 'each', 'every'),
  word('half', /\bhalf\b/, 'half'),
  word('if-you-do', /\bif you (do|did|don'?t|didn'?t)\b|\bif you put any\b/, 'if you'),
  word('less', /\bless\b|\bfewer\b|\breduc/, 'less', 'fewer', 'reduc'),
  word('itself', /\bitself\b/, 'itself'),
  word('hp', /\bhp\b/, 'hp'),
  word('opponent', /\bopponent/, 'opponent'),
  word('your-next-turn', /(?<!opponent's )\byour next turn\b/, 'your next turn'),
  word('opponent-next-turn', /\bopponent's next turn\b/, "opponent's next turn"),
  ...TYPE_WORDS.map((t) => word(t, new RegExp(`\\b${t}\\b`), t)),
];

const GLUED_TYPES = new RegExp(`(${TYPE_ALT})(?=(${TYPE_ALT})\\b)`, 'g');

const selfNameRegExp = memo(
  (name: string): RegExp => new RegExp(`(?<![\\w-])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`, 'g'),
);

/** Case, accents, quotes, symbols, dashes and multiplication signs folded; spaces collapsed. */
function foldText(text: string): string {
  return fold(straightenQuotes(text))
    .replace(/[{[]([GRWLPFDMYNC])[}\]]/gi, (_m, s: string) => ` ${SYMBOL_TYPES[s.toUpperCase()]!.toLowerCase()} `)
    .replace(/[×✕✖]/g, 'x')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The wording a printing chose, rewritten to one canonical phrasing (before the vocabulary is read). */
function canonicalText(folded: string, selfNames: readonly string[]): string {
  // "ColorlessColorless" (symbols expanded without a space by the source) → "colorless colorless".
  let t = folded.replace(GLUED_TYPES, '$1 ');
  // The card's own name is "this Pokémon" in modern wording.
  for (const name of selfNames) t = t.replace(selfNameRegExp(name), 'this pokemon');
  t = t
    .replace(NUMBER_WORD, (w) => NUMBER_WORDS[w]!)
    .replace(/\b(\d+)(st|nd|rd|th)\b/g, '$1')
    // "instead of 30" restates the printed value being replaced.
    .replace(/\binstead of (\d+)\b/g, 'instead')
    // Base Set's "Extra Water Energy after the 2nd doesn't count" is the later "You can't add more than 20 damage
    // in this way" (10 more damage for each, 2 at most).
    .replace(
      /\b(\d+) more damage for each ([^.]*)\. extra (?:[a-z]+ )?energy after the (\d+) (?:don'?t|doesn'?t|do not|does not) count\b/g,
      (_m, each: string, what: string, most: string) =>
        `${each} more damage for each ${what}. you can't add more than ${Number(each) * Number(most)} damage in this way`,
    )
    // "You may discard a card. Then, draw 2 cards" is "… If you do, draw 2 cards": the optional action is what
    // using the effect is, so what follows needs it either way (Empoleon DEX 29 / PLF 117, worded both ways).
    .replace(/\b(you may [^.]*)\. then,/g, '$1. if you do,')
    // A clarification some printings add: "If Butterfree has fewer damage counters than that, remove all of them."
    .replace(/\bif [^.]* has fewer damage counters th[ae][nt] that, remove all of them\b\.?/g, ' ');
  for (const sentence of RULE_SENTENCES) t = t.replace(sentence, ' ');
  t = t.replace(/\(([^()]*)\)/g, (whole, inner: string) => (REMINDERS.some((r) => r.test(inner.trim())) ? ' ' : whole));
  t = t
    // A typed Energy card is a basic one: "basic Fire Energy" = "Fire Energy".
    .replace(new RegExp(`\\bbasic (${TYPE_ALT}) energ`, 'g'), '$1 energ')
    // Old wording of the opponent's Active Pokémon.
    .replace(/\b(each |the )?defending pokemon\b/g, "opponent's active pokemon")
    // The clause that turns a Pokémon Power off: Base Set's "Asleep, Confused, or Paralyzed" is Legendary
    // Collection's "affected by a Special Condition" (that reprint's errata). Only in that clause.
    .replace(
      /(\bpower\b[^.]*?\b)(?:is|are) (?:already )?asleep, confused,? or paralyzed\b/g,
      '$1is affected by a special condition',
    )
    // "search your discard for" = "search your discard pile for".
    .replace(/\b(your|their|opponent's|player's|opponent) discard\b(?! piles?\b)/g, '$1 discard pile');
  return t.replace(/\s+/g, ' ').trim();
}

/** Reprints repeat their texts: each text is folded once, and each (folded text, names in it) read once. */
const foldedText = memo(foldText);
const signatures = new Map<string, string>();

/**
 * The signature of one effect text: the sorted set of its numbers and vocabulary words (`#30`, `discard`, `fire`).
 * Equal signatures mean "the same effect, worded differently"; an empty text has an empty signature.
 */
export function textSignature(text: string, selfNames: readonly string[] = []): string {
  const folded = foldedText(text);
  const named = selfNames.filter((name) => folded.includes(name));
  const key = named.length ? `${named.join('\u0001')}\u0000${folded}` : folded;
  let signature = signatures.get(key);
  if (signature === undefined) {
    signature = computeSignature(canonicalText(folded, named));
    signatures.set(key, signature);
  }
  return signature;
}

function computeSignature(t: string): string {
  const tokens = new Set<string>();
  // "1" is "a": "discard 1 Fire Energy" = "discard a Fire Energy". Every other number counts.
  for (const n of t.match(/\d+/g) ?? []) if (Number.parseInt(n, 10) !== 1) tokens.add(`#${Number.parseInt(n, 10)}`);
  for (const { token, re, hints } of VOCABULARY) if (hints.some((h) => t.includes(h)) && re.test(t)) tokens.add(token);
  return [...tokens].sort().join(' ');
}

/** A pure function of one string, computed once per distinct argument (names and symbols repeat across printings). */
function memo<T>(fn: (s: string) => T): (s: string) => T {
  const cache = new Map<string, T>();
  return (s) => {
    let value = cache.get(s);
    if (value === undefined) {
      value = fn(s);
      cache.set(s, value);
    }
    return value;
  };
}

/** Names compare without case, accents, spacing or punctuation: "Marshadow-GX" = "Marshadow GX". */
const nameSignature = memo((name: string): string =>
  foldText(name.replace(/★/g, ' star ').replace(/◇/g, ' prism star ').replace(/δ/g, ' delta '))
    .replace(/♀/g, ' female ')
    .replace(/♂/g, ' male ')
    .replace(/[^\p{L}\p{N}]+/gu, ''),
);

/** "30×", "30x", "30 ×" → "30x"; "−30" → "-30"; "+" and "-" kept. */
const valueSignature = memo((value: string): string => foldText(value).replace(/\s+/g, '').replace(/\*/g, 'x'));

/** What an attack's text says its printed damage does: "+" (more), "×" (times, for each) or "-" (less). */
const DAMAGE_SIGNS: readonly [string, RegExp][] = [
  [
    '+',
    /\bdoes \d+ (or )?more\b|\bdo \d+ more damage\b|\bplus \d+ more damage\b|\bdamage plus \d+\b|\b\d+ more damage for each\b/,
  ],
  [
    'x',
    /\btimes the (number|amount)\b|\b\d+ times that number\b|\bdoes \d+ damage (times|for each)\b|\bdoes \d+ damage to [^.]* for each\b/,
  ],
  ['-', /\bdamage minus\b|\bminus \d+ damage\b|\bdoes \d+ less damage\b|\breduced by \d+ for each\b/],
];

/**
 * An attack's damage: its number and sign ("30+", "30x", "30-"). A number printed (or stored) without its sign
 * takes the one its text describes, so "30" + "does 10 more damage for each …" is "30+": TCGdex stores the bare
 * number on most Black & White and Base Set 2 attacks, pokemon-tcg-data on a few promos. "?" and "" stay as they are.
 */
function damageSignature(damage: string, text: string): string {
  const value = valueSignature(damage);
  if (!/^\d+$/.test(value)) return value;
  const folded = foldText(text);
  for (const [sign, re] of DAMAGE_SIGNS) if (re.test(folded)) return value + sign;
  return value;
}

/** "Fire", "{R}", "R" → "Fire"; "Free" → "free". */
const typeSignature = memo((type: string): string => parseType(type) ?? foldText(type));

/** How a card's texts name the card itself: "Dark Raichu", "Marshadow-GX" and "Marshadow" all mean "this Pokémon". */
const selfNames = memo((name: string): readonly string[] => {
  const full = foldText(singletonName(name));
  const names = new Set([full]);
  const bare = full.replace(/[- ](ex|gx|v|vmax|vstar|v-union|break|lv\.? ?x|legend|star|prism star)$/, '');
  if (bare.length > 2) names.add(bare);
  return [...names].sort((a, b) => b.length - a.length);
});

/** Attack costs are a multiset: order never matters and "Free" is no cost. */
function costSignature(cost: readonly string[]): string {
  return cost
    .map(typeSignature)
    .filter((c) => c !== 'free')
    .sort()
    .join(',');
}

const byJson = (a: unknown, b: unknown): number => JSON.stringify(a).localeCompare(JSON.stringify(b));

/** Attacks as a set: the order they are printed (or listed by a source) does not change the card. */
function attackParts(card: FingerprintInput, self: readonly string[]): string[][] {
  return card.attacks
    .map((a) => [
      nameSignature(a.name),
      costSignature(a.cost),
      damageSignature(a.damage, a.text),
      textSignature(a.text, self),
    ])
    .sort(byJson);
}

function abilityParts(card: FingerprintInput, self: readonly string[]): string[][] {
  return card.abilities
    .map((a) => [nameSignature(a.kind), nameSignature(a.name), textSignature(a.text, self)])
    .sort(byJson);
}

function pokemonParts(card: FingerprintInput): unknown[] {
  const self = selfNames(card.name);
  const typeValue = (w: { type: string; value: string }): string =>
    `${typeSignature(w.type)}${valueSignature(w.value)}`;
  return [
    card.supertype,
    nameSignature(card.name),
    card.hp,
    card.types.map(typeSignature).sort(),
    attackParts(card, self),
    abilityParts(card, self),
    card.ancientTrait ? [nameSignature(card.ancientTrait.name), textSignature(card.ancientTrait.text, self)] : null,
    card.weaknesses.map(typeValue).sort(),
    card.resistances.map(typeValue).sort(),
    card.retreat,
  ];
}

/**
 * Reprints, alternate arts and re-worded printings of one card share it. Trainers and Special Energy: singleton name
 * + the signature of their rules, Abilities and attacks (Technical Machines). Every basic Energy of a type is one card.
 */
export function fingerprintOf(card: FingerprintInput): string {
  if (card.energyKind === 'basic') return `basic-energy-${basicEnergyType(card as Card) ?? foldText(card.name)}`;
  let parts: unknown[];
  if (card.supertype === 'Pokémon') parts = pokemonParts(card);
  else {
    const self = selfNames(card.name);
    parts = [
      card.supertype,
      nameSignature(singletonName(card.name)),
      textSignature(card.rules.join(' '), self),
      abilityParts(card, self),
      attackParts(card, self),
    ];
  }
  const text = JSON.stringify(parts);
  return nodeCrypto ? nodeCrypto.createHash('sha1').update(text).digest('hex').slice(0, 16) : `${UNHASHED}${text}`;
}

// Node's SHA-1, found without an import: this module is a browser's too (src/lib/browser-online.ts), where the only
// SHA-1 (WebCrypto) is asynchronous. There a fingerprint is its text until `hashedFingerprint` hashes it, which
// the page's store does before it keeps a card.
const nodeCrypto = globalThis.process?.getBuiltinModule?.('node:crypto');
const UNHASHED = 'sha1:';

/** A fingerprint as Node computes it, from one `fingerprintOf` gave a browser (the same SHA-1, through WebCrypto). */
export async function hashedFingerprint(fingerprint: string): Promise<string> {
  if (!fingerprint.startsWith(UNHASHED)) return fingerprint;
  const text = new TextEncoder().encode(fingerprint.slice(UNHASHED.length));
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-1', text));
  return [...digest.subarray(0, 8)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
