import type { z } from 'zod';
import { SYMBOL_TYPES } from '../../model/names.js';
import type { rawCardSchema } from '../pokemontcg/schema.js';
import type { TcgdexCard, TcgdexCardEntry, TcgdexSetEntry } from './schema.js';

/**
 * TCGdex → the pokemon-tcg-data raw shape (`rawCardSchema` / `rawSetSchema` in `../pokemontcg/schema.ts`), so the
 * same `normalizeCard` builds the same `Card` and every derived fact (eligibility, stage, Invocation Cost, Prize
 * cards, Special Energy class, fingerprint) comes from the same code. Checked card by card against
 * pokemon-tcg-data on every printing both sources have (data/tcgdex-sets.json).
 *
 * Subtypes, names and texts take pokemon-tcg-data's spellings (the tables below, `canonicalName`). The quirks: the
 * name wins over TCGdex's suffix (Chaos Rising / Pitch Black spell "Mega Pyroar ex" with suffix "EX"; a suffix the
 * name does not show is dropped); an M / Primal Pokémon-EX is "MEGA" + "EX" without a stage, "Mega … ex" is "MEGA" +
 * "ex"; LEGEND prints no Basic (TCGdex says Basic); V is not written beside VMAX / VSTAR / V-UNION; name marks carry
 * subtypes (◇ → "Prism Star"; ★ / ☆ / a Pokémon named "… Star" → "Star"; an owner mark (G, GL, E4, C, FB, 4) on a
 * Diamond & Pearl / Platinum Pokémon → "SP"), δ stays in the name only, as in pokemon-tcg-data; a LEVEL-UP card
 * named "Torterra" is "Torterra LV.X" (evolvesFrom "Torterra").
 *
 * Reconstructed (listed per card in `reconstructed`):
 * - the stage TCGdex leaves out on ~830 Pokémon (most Sun & Moon GX and TAG TEAM, BW/XY EX, EX-era ex, SM
 *   promos): see `inferStage`;
 * - the Rule Box (TCGdex has none; Prize cards are read from `rules`), word for word as pokemon-tcg-data prints
 *   it ({@link RULE_TEXT}), and the one-per-deck rules of Radiant, ◇, ★, Neo Shining Pokémon and ACE SPEC;
 * - the printed facts a few sets leave out on (nearly) every Pokémon ({@link SparseField}): from the other
 *   printings of the same card ({@link twinKey}) of the same era, when they all agree; else left out, with an issue;
 * - on Wizards-era cards, lost Energy symbols (`restoreEnergySymbols`) and reprint damage ({@link REPRINT_SETS}).
 *
 * Lost (no TCGdex field, nothing fixed to rebuild from): the subtypes Tera, Ancient, Future, Team Plasma, Ultra
 * Beast, Rapid / Single / Fusion Strike, Eternamax, Pokémon Tool F, TAG TEAM on Supporters, MEGA on Items, Baby on
 * Wizards-era babies (TCGdex says Basic), Prime on a few promos, "Item" beside "Pokémon Tool", the trainerType of
 * ~220 old Trainers, ACE SPEC on the Black & White ones (Computer Search … : no rarity, no text); the rule text
 * that names the card (BREAK Evolution rule, LV.X "Put this card onto your Active …", LEGEND's other half, V-UNION's
 * "how to play"), Tera's Bench protection, the Supporter / Item / Tool reminder lines (so Trainer fingerprints
 * differ from pokemon-tcg-data's), the Unown "up to 4" rule, and δ where TCGdex's name omits it. The "+" / "×"
 * TCGdex drops from many damages is read back from the attack's text by the fingerprint. Explicit TCGdex values
 * are kept even where pokemon-tcg-data disagrees (but see `basicWithParent`); other data errors are corrected in
 * data/card-overrides.json.
 */

/** The TCGdex id of the Pokémon TCG Pocket series (its cards are no TCG cards). */
export const POCKET_SERIES_ID = 'tcgp';

export const TCGDEX_LANGUAGES = ['en', 'es', 'es-mx', 'fr', 'de', 'it', 'pt'] as const;
export type TcgdexLanguage = (typeof TCGDEX_LANGUAGES)[number];

/** A raw card record as pokemon-tcg-data writes it (`normalizeCard` / `normalizeSet` read them). */
export type RawCardRecord = z.input<typeof rawCardSchema>;

/** A spelling table: the values TCGdex spells as pokemon-tcg-data does, then the others. */
const spellings = (same: readonly string[], other: Record<string, string>): Record<string, string> => ({
  ...Object.fromEntries(same.map((value) => [value, value])),
  ...other,
});

const STAGES = spellings(['Basic', 'BREAK', 'MEGA', 'VMAX', 'VSTAR', 'V-UNION', 'Baby'], {
  Stage1: 'Stage 1',
  Stage2: 'Stage 2',
  'LEVEL-UP': 'Level-Up',
  RESTORED: 'Restored',
});

const SUFFIXES: Record<string, string[]> = {
  ...Object.fromEntries(['ex', 'EX', 'GX', 'V', 'Prime', 'SP'].map((suffix) => [suffix, [suffix]])),
  'TAG TEAM-GX': ['TAG TEAM', 'GX'],
  Legend: ['LEGEND'],
};

/** Suffixes whose mark TCGdex always writes in the name. */
const RULE_BOX_SUFFIXES: ReadonlySet<string> = new Set(['ex', 'EX', 'GX', 'TAG TEAM-GX']);

const TRAINER_TYPES = spellings(
  ['Supporter', 'Item', 'Stadium', 'Technical Machine', "Rocket's Secret Machine", 'Goldenrod Game Corner'],
  { Tool: 'Pokémon Tool', 'Ace Spec': 'ACE SPEC' },
);

const ENERGY_TYPES = spellings(['Special'], { Normal: 'Basic' });

const ABILITY_KINDS = spellings(['Ability'], {
  'Poke-POWER': 'Poké-Power',
  'Poke-BODY': 'Poké-Body',
  'Pokemon Power': 'Pokémon Power',
});

const CATEGORIES = spellings(['Trainer', 'Energy'], { Pokemon: 'Pokémon' });

/** pokemon-tcg-data's spelling of a TCGdex value (`table[value]`); a value the table lacks is reported. */
function spelled<T>(
  table: Record<string, T>,
  field: string,
  value: string,
  issues: string[],
  fate = ' (ignored)',
): T | undefined {
  if (Object.hasOwn(table, value)) return table[value];
  issues.push(`${field}: unknown value "${value}"${fate}`);
  return undefined;
}

/** Wizards of the Coast series: every power there is a "Pokémon Power" (TCGdex sometimes says Poke-POWER). */
const WOTC_SERIES: ReadonlySet<string> = new Set(['base', 'gym', 'neo', 'lc']);

/** Diamond & Pearl / Platinum series, where a Pokémon SP is named with its owner's mark (G, GL, E4, C, FB, 4). */
const SP_SERIES: ReadonlySet<string> = new Set(['dp', 'pl']);
const SP_MARK = /\s(?:G|GL|E4|C|FB|4|\[G\])(?: LV\.X)?$/;

/** Series whose "ex" is the Scarlet & Violet / Mega Evolution mechanic (the others are the EX-era one). */
const MODERN_EX_SERIES: ReadonlySet<string> = new Set(['sv', 'me']);

/** pokemon-tcg-data's Rule Box sentences, word for word. */
export const RULE_TEXT = {
  ex: 'Pokémon ex rule: When your Pokémon ex is Knocked Out, your opponent takes 2 Prize cards.',
  oldEx: 'When Pokémon-ex has been Knocked Out, your opponent takes 2 Prize cards.',
  megaEx:
    'Mega Evolution ex Rule: When your Mega Evolution Pokémon ex is Knocked Out, your opponent takes 3 Prize cards.',
  EX: 'Pokémon-EX rule: When a Pokémon-EX has been Knocked Out, your opponent takes 2 Prize cards.',
  mega: 'Mega Evolution rule: When 1 of your Pokémon becomes a Mega Evolution Pokémon, your turn ends.',
  primal: (name: string) => `Primal Reversion rule: When 1 of your Pokémon becomes ${name}, your turn ends.`,
  GX: 'Pokémon-GX rule: When your Pokémon-GX is Knocked Out, your opponent takes 2 Prize cards.',
  tagTeam: 'TAG TEAM rule: When your TAG TEAM is Knocked Out, your opponent takes 3 Prize cards.',
  V: 'V rule: When your Pokémon V is Knocked Out, your opponent takes 2 Prize cards.',
  VMAX: 'VMAX rule: When your Pokémon VMAX is Knocked Out, your opponent takes 3 Prize cards.',
  VSTAR: 'VSTAR rule: When your Pokémon VSTAR is Knocked Out, your opponent takes 2 Prize cards.',
  vUnion: 'V-UNION rule: When your Pokémon V-UNION is Knocked Out, your opponent takes 3 Prize cards.',
  legend: 'When this Pokémon has been Knocked Out, your opponent takes 2 Prize cards.',
  radiant: 'Radiant Pokémon Rule: You can’t have more than 1 Radiant Pokémon in your deck.',
  prismStar:
    "◇ (Prism Star) Rule: You can't have more than 1 ◇ card with the same name in your deck. If a ◇ card would go to the discard pile, put it in the Lost Zone instead.",
  star: "You can't have more than 1 Pokémon Star in your deck.",
  aceSpec: "ACE SPEC: You can't have more than 1 ACE SPEC card in your deck.",
  shining: (name: string) => `You can't have more than 1 ${name} in your deck.`,
};

/** The Rule Box of each subtype that has one, in pokemon-tcg-data's order (a TAG TEAM's replaces its GX's). */
const RULE_BOXES: readonly [subtype: string, rule: string][] = [
  ['TAG TEAM', RULE_TEXT.tagTeam],
  ['GX', RULE_TEXT.GX],
  ['V', RULE_TEXT.V],
  ['VMAX', RULE_TEXT.VMAX],
  ['VSTAR', RULE_TEXT.VSTAR],
  ['V-UNION', RULE_TEXT.vUnion],
  ['LEGEND', RULE_TEXT.legend],
];

/** Hints gathered from the whole checkout, for what TCGdex leaves out on a card. */
export type TcgdexContext = ReturnType<typeof buildTcgdexContext>;

/**
 * Wizards-era reprint sets whose attacks TCGdex sometimes lists without their damage (Base Set 2, Legendary
 * Collection), and the sets of the originals they reprint word for word.
 */
const REPRINT_SETS: Readonly<Record<string, readonly string[]>> = {
  base4: ['base1', 'base2'],
  lc: ['base1', 'base2', 'base3', 'base5', 'basep'],
};
const ORIGINAL_SETS: ReadonlySet<string> = new Set(Object.values(REPRINT_SETS).flat());

/**
 * Printed facts a few TCGdex sets leave out on (nearly) every Pokémon: Weakness and Resistance (Lost Origin and
 * its Trainer Gallery, Black Bolt / White Flare, the McDonald's collections), Retreat Cost (the McDonald's
 * collections, Nintendo Black Star promos, Futsal), attack costs (McDonald's 2011, 2012, 2016, 2019).
 */
export type SparseField = 'weaknesses' | 'retreat' | 'costs';

/** What one printing of a card outside sparse sets prints for each field it has (JSON), and its set's date. */
export interface TwinPrinting {
  date: string;
  weaknesses?: string;
  retreat?: string;
  /** Attack name key → cost. */
  costs?: Map<string, string>;
}

/**
 * Weakness, Resistance and Retreat Cost change between eras (Black Bolt's reprints of Black & White Pokémon are
 * weak to Fighting where the originals were weak to Lightning): a printing is a model for another only when their
 * sets came out within this many days of each other.
 */
const TWIN_DAYS = 3 * 365;
const days = (date: string): number => Date.parse(date) / 86_400_000;

/** A field is sparse in a set when fewer than this share of its Pokémon (or attacks) have it. */
const SPARSE_SHARE = 0.5;
/** Sets smaller than this are not judged (a 2-card promo set of Retreat-0 Pokémon is no gap). */
const SPARSE_MIN = 3;

const nameKeyOf = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * The printed structure that identifies a card across its printings, from what every TCGdex record has: English
 * name, HP, types, attack names with their damage (digits only: TCGdex drops the + and × on many) and Ability
 * names. Null when an English name is missing.
 */
export function twinKey(card: TcgdexCard, withDamage = true): string | null {
  const name = card.name.en;
  if (!name || (card.attacks ?? []).some((a) => !a.name.en) || (card.abilities ?? []).some((a) => !a.name.en))
    return null;
  const attacks = (card.attacks ?? [])
    .map((a) => `${nameKeyOf(a.name.en!)}:${withDamage ? String(a.damage ?? '').replace(/\D/g, '') : ''}`)
    .sort()
    .join(',');
  const abilities = (card.abilities ?? [])
    .map((a) => nameKeyOf(a.name.en!))
    .sort()
    .join(',');
  return [canonicalName(name), card.hp ?? '', [...(card.types ?? [])].sort().join(','), attacks, abilities].join('|');
}

const modifiers = (list: TcgdexCard['weaknesses'] = []) =>
  list.map((w) => ({ type: w.type, value: modifier(w.value) }));

/** Key → the stage most of its votes give (a tie: the first in sort order). */
function majority(votes: readonly [key: string, stage: string][]): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  for (const [key, stage] of votes) {
    const byStage = counts.get(key) ?? new Map<string, number>();
    counts.set(key, byStage.set(stage, (byStage.get(stage) ?? 0) + 1));
  }
  const first = (byStage: Map<string, number>) => [...byStage].sort(([a, n], [b, m]) => m - n || (a < b ? -1 : 1));
  return new Map([...counts].map(([key, byStage]) => [key, first(byStage)[0]![0]]));
}

const PRINTED_STAGES: ReadonlySet<string> = new Set(['Basic', 'Stage1', 'Stage2']);

/** Which printed facts each set leaves out on most of its Pokémon. */
function sparseFields(cards: readonly TcgdexCardEntry[]): Map<string, ReadonlySet<SparseField>> {
  /** Set → field → [Pokémon (or attacks) that could print it, those that do]. */
  const counts = new Map<string, Record<SparseField, [number, number]>>();
  for (const { setId, data } of cards) {
    if (data.category !== 'Pokemon') continue;
    const c = counts.get(setId) ?? { weaknesses: [0, 0], retreat: [0, 0], costs: [0, 0] };
    const attacks = data.attacks ?? [];
    const add = (field: SparseField, could: number, did: number): void => {
      c[field] = [c[field][0] + could, c[field][1] + did];
    };
    add('weaknesses', 1, data.weaknesses?.length ? 1 : 0);
    add('retreat', 1, data.retreat === undefined ? 0 : 1);
    add('costs', attacks.length, attacks.filter((a) => a.cost?.length).length);
    counts.set(setId, c);
  }
  const out = new Map<string, ReadonlySet<SparseField>>();
  for (const [setId, c] of counts) {
    const gaps = Object.entries(c).filter(([, [could, did]]) => could >= SPARSE_MIN && did < could * SPARSE_SHARE);
    if (gaps.length) out.set(setId, new Set(gaps.map(([field]) => field as SparseField)));
  }
  return out;
}

/**
 * Build stage hints, the sparse-set twins and the Wizards-era helpers from every card of a checkout (cheap: a few
 * passes). `dates` gives each set's release date (ISO); without it every printing is a model for every other.
 */
export function buildTcgdexContext(cards: readonly TcgdexCardEntry[], dates: ReadonlyMap<string, string> = new Map()) {
  const [byNameParent, byName, byLocalName]: [string, string][][] = [[], [], []];
  for (const { data } of cards) {
    if (data.category !== 'Pokemon' || !data.stage || !PRINTED_STAGES.has(data.stage)) continue;
    if (basicWithParent(data)) continue;
    const name = canonicalName(data.name.en ?? '');
    byNameParent.push([`${name}|${parentName(data) ?? ''}`, data.stage]);
    byName.push([name, data.stage]);
    for (const [lang, local] of Object.entries(languages(data.name)))
      byLocalName.push([`${lang}:${local}`, data.stage]);
  }
  const sparse = sparseFields(cards);
  const twins = new Map<string, TwinPrinting[]>();
  for (const { setId, data } of cards) {
    if (data.category !== 'Pokemon') continue;
    const key = twinKey(data);
    if (key === null) continue;
    const gaps = sparse.get(setId);
    const printing: TwinPrinting = { date: dates.get(setId) ?? '' };
    // A Weakness without its value ("Fighting", no ×2) is no model for another printing.
    if (!gaps?.has('weaknesses') && !(data.weaknesses ?? []).some((w) => !modifier(w.value)))
      printing.weaknesses = JSON.stringify([modifiers(data.weaknesses), modifiers(data.resistances)]);
    if (!gaps?.has('retreat')) printing.retreat = String(data.retreat ?? 0);
    if (!gaps?.has('costs'))
      printing.costs = new Map(
        (data.attacks ?? []).map((a) => [nameKeyOf(a.name.en ?? ''), JSON.stringify(printedCostOrder(a.cost ?? []))]),
      );
    twins.set(key, [...(twins.get(key) ?? []), printing]);
  }
  const germanOf = new Map<string, string>();
  const conflicting = new Set<string>();
  for (const { data } of cards)
    for (const values of [
      data.effect,
      ...(data.attacks ?? []).map((a) => a.effect),
      ...(data.abilities ?? []).map((a) => a.effect),
    ]) {
      const en = values?.en;
      const de = values?.de;
      if (!en || !de) continue;
      const seen = germanOf.get(en);
      if (seen !== undefined && germanSymbols(seen).join() !== germanSymbols(de).join()) conflicting.add(en);
      else germanOf.set(en, de);
    }
  for (const en of conflicting) germanOf.delete(en);
  const originalDamage = new Map<string, Map<string, Set<string>>>();
  for (const { setId, data } of cards) {
    const key = ORIGINAL_SETS.has(setId) && data.category === 'Pokemon' ? twinKey(data, false) : null;
    if (key === null) continue;
    const byAttack = originalDamage.get(key) ?? new Map<string, Set<string>>();
    for (const a of data.attacks ?? []) {
      const k = nameKeyOf(a.name.en ?? '');
      byAttack.set(k, (byAttack.get(k) ?? new Set<string>()).add(damage(a.damage)));
    }
    originalDamage.set(key, byAttack);
  }
  return {
    /** `name|evolveFrom` (English) → the stage (TCGdex spelling) most printings with that name give. */
    stageByNameAndParent: majority(byNameParent),
    /** English name → the most common printed stage among its printings. */
    stageByName: majority(byName),
    /** `lang:name` for every language → the most common printed stage (a pre-evolution named only in French …). */
    stageByLocalName: majority(byLocalName),
    /** TCGdex set id → the printed facts TCGdex leaves out on most of its Pokémon (unknown there, not "none"). */
    sparse,
    /** {@link twinKey} → what the other printings of that card (outside sparse sets) print for each sparse field. */
    twins,
    /** A Wizards-era English effect text → the German text of its printings (when they all have the same one). */
    germanOf,
    /** {@link twinKey} without damage → attack name key → the damages the originals of {@link REPRINT_SETS} print. */
    originalDamage,
  };
}

/** pokemon-tcg-data's spelling of a TCGdex English name (before the LV.X rule, which needs the stage). */
export function canonicalName(name: string): string {
  return name
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[’‘]/g, "'")
    .replace(/☆/g, '★')
    .replace(/Nidoran([♀♂])/g, 'Nidoran $1')
    .replace(/(?<![\s-])[\s-]+(EX|GX)$/, '-$1')
    .replace(ENERGY_TYPE_RUN, (_m, energy: string, run: string) => `${energy} ${run.replace(/ /g, '')}`);
}

/** "Blend Energy Grass Fire Psychic Darkness" (printed with symbols): pokemon-tcg-data glues the type names. */
const ENERGY_TYPE_RUN =
  /^(.* Energy) ((?:Grass|Fire|Water|Lightning|Psychic|Fighting|Darkness|Metal|Fairy)(?: (?:Grass|Fire|Water|Lightning|Psychic|Fighting|Darkness|Metal|Fairy))+)$/;

type Texts = Record<string, string | undefined> | undefined;

const languages = (values: Texts): Partial<Record<TcgdexLanguage, string>> =>
  Object.fromEntries(TCGDEX_LANGUAGES.flatMap((lang) => (values?.[lang]?.trim() ? [[lang, values[lang].trim()]] : [])));

/** English text, or the first language present (reported), or ''. */
function english(values: Texts, what: string, issues: string[]): string {
  const lang = TCGDEX_LANGUAGES.find((l) => values?.[l]?.trim());
  if (lang && lang !== 'en') issues.push(`${what} has no English text; used ${lang}`);
  return lang ? values![lang]! : '';
}

function releaseDate(value: TcgdexSetEntry['data']['releaseDate']): string {
  const date = typeof value === 'string' ? value : (value?.en ?? Object.values(value ?? {}).find(Boolean));
  return (date ?? '1970-01-01').replace(/-/g, '/');
}

/** One TCGdex set as a pokemon-tcg-data set record: PTCGL code from `abbreviations.official`. */
export function tcgdexSetToRaw(set: Pick<TcgdexSetEntry, 'id' | 'data' | 'serie'>) {
  const names = languages(set.data.name);
  const count = set.data.cardCount?.official ?? 0;
  return {
    raw: {
      id: set.id,
      name: names.en ?? Object.values(names)[0] ?? set.id,
      series: set.serie.name.en ?? set.serie.id,
      ptcgoCode: set.data.abbreviations?.official ?? null,
      releaseDate: releaseDate(set.data.releaseDate),
      total: count,
    },
    names,
  };
}

/** "×2" as pokemon-tcg-data writes it ("x2" → "×2", "−20" → "-20"). */
function modifier(value: string | number | undefined): string {
  if (value === undefined) return '';
  return String(value)
    .trim()
    .replace(/^[xX*](\d)/, '×$1')
    .replace(/^−/, '-');
}

/** "30x" → "30×", "80＋" → "80+", "−" → "-"; "n/a" (a few Black & White promos) is no damage. */
function damage(value: string | number | undefined): string {
  if (value === undefined) return '';
  const text = String(value).trim();
  if (/^n\/?a$/i.test(text)) return '';
  return text
    .replace(/(\d)\s*[xX*]$/, '$1×')
    .replace(/＋/g, '+')
    .replace(/−/g, '-');
}

/**
 * Sets released from Diamond & Pearl to Arceus print Weakness as "+10" … "+40" or "×2"; every other era prints
 * "×2" only, so a Weakness TCGdex lists without a value is ×2 there (POP Series 1 and 2, the EX Trainer Kits,
 * Celebrations Classic Collection).
 */
const PLUS_WEAKNESS_ERA = (releaseDate: string | undefined): boolean =>
  releaseDate === undefined || (releaseDate >= '2007-05-01' && releaseDate < '2010-02-01');

/** Cards print the typed Energy symbols before the Colorless ones; TCGdex sometimes lists Colorless first. */
function printedCostOrder(cost: readonly string[]): string[] {
  return [...cost.filter((c) => c !== 'Colorless'), ...cost.filter((c) => c === 'Colorless')];
}

/** The rule-box suffix a name shows (ex, -EX, -GX, TAG TEAM); the name wins over the field on ex / EX case. */
function nameSuffix(fullName: string): string | null {
  const name = fullName.replace(/(?<!\s)\s*δ$/, '');
  if (/ ex$/.test(name)) return 'ex';
  if (/-EX$/.test(name)) return 'EX';
  if (/ & .*-GX$/.test(name)) return 'TAG TEAM-GX';
  if (/-GX$/.test(name)) return 'GX';
  return null; // " V" and " LEGEND" are read from the field only: "Unown V" is no Pokémon V
}

/** The Pokémon's subtypes and rule-box sentences. `stage` is TCGdex's (possibly inferred) stage. */
function pokemonFamily(
  card: TcgdexCard,
  name: string,
  stage: string | undefined,
  serieId: string,
  issues: string[],
): { subtypes: string[]; rules: string[] } {
  const subtypes: string[] = [];
  const rules: string[] = [];
  let suffix = card.suffix;
  const fromName = nameSuffix(name);
  if (suffix && !spelled(SUFFIXES, 'suffix', suffix, issues)) suffix = undefined;
  if (fromName && (!suffix || suffix.toLowerCase() === fromName.toLowerCase() || suffix === 'GX')) suffix = fromName;
  if (!fromName && suffix && RULE_BOX_SUFFIXES.has(suffix)) {
    // TCGdex names always show ex / EX / GX; a suffix the name lacks is a data slip (Paldea Evolved Raichu).
    issues.push(`suffix "${suffix}" ignored: the name "${name}" shows none`);
    suffix = undefined;
  }
  const mappedStage = stage === undefined ? undefined : spelled(STAGES, 'stage', stage, issues);
  const isMegaEx = suffix === 'ex' && /^Mega /.test(name);
  const isOldMega = mappedStage === 'MEGA' || (suffix === 'EX' && /^(M|Primal) /.test(name));

  if (isOldMega) subtypes.push('MEGA');
  else if (mappedStage && !(suffix === 'Legend' && mappedStage === 'Basic')) subtypes.push(mappedStage);
  if (isMegaEx) subtypes.push('MEGA');
  const vFamily = mappedStage === 'VSTAR' || mappedStage === 'V-UNION' || mappedStage === 'VMAX';
  for (const s of suffix ? (SUFFIXES[suffix] ?? []) : []) if (!(s === 'V' && vFamily)) subtypes.push(s);
  if (isOldMega && !subtypes.includes('EX')) subtypes.push('EX');

  // Rule Box sentences (pokemon-tcg-data order: family rule, then the Mega turn-end rule).
  if (isMegaEx) rules.push(RULE_TEXT.megaEx);
  else if (suffix === 'ex') rules.push(MODERN_EX_SERIES.has(serieId) ? RULE_TEXT.ex : RULE_TEXT.oldEx);
  if (subtypes.includes('EX')) {
    if (isOldMega) rules.push(/^Primal /.test(name) ? RULE_TEXT.primal(name) : RULE_TEXT.mega);
    rules.push(RULE_TEXT.EX);
  }
  for (const [subtype, rule] of RULE_BOXES)
    if (subtypes.includes(subtype) && !(subtype === 'GX' && subtypes.includes('TAG TEAM'))) rules.push(rule);
  return { subtypes, rules };
}

/** Stage (TCGdex spelling) for a Pokémon whose stage TCGdex leaves out, with the reason. */
function inferStage(
  card: TcgdexCard,
  name: string,
  context: TcgdexContext | undefined,
): { stage: string; why: string } {
  const suffix = nameSuffix(name) ?? card.suffix;
  if (/ V-UNION$/.test(name)) return { stage: 'V-UNION', why: 'a V-UNION name' };
  if (suffix === 'EX' && /^(M|Primal) /.test(name)) return { stage: 'MEGA', why: 'an M / Primal Pokémon-EX' };
  const parent = parentName(card);
  const sameParent = context?.stageByNameAndParent.get(`${name}|${parent ?? ''}`);
  if (sameParent) return { stage: sameParent, why: 'another printing with the same name and pre-evolution' };
  const sameName = context?.stageByName.get(name);
  if (sameName) return { stage: sameName, why: 'another printing with the same name' };
  if (suffix === 'EX' || suffix === 'TAG TEAM-GX' || suffix === 'V' || suffix === 'Legend')
    return { stage: 'Basic', why: `every such Pokémon ${suffix} is Basic` };
  const parents = languages(card.evolveFrom);
  let parentStage = parent === null ? undefined : context?.stageByName.get(parent);
  let parentLabel = parent;
  for (const [lang, local] of Object.entries(parents)) {
    if (parentStage) break;
    parentStage = context?.stageByLocalName.get(`${lang}:${local}`);
    parentLabel = local;
  }
  if (parentStage === 'Basic') return { stage: 'Stage1', why: `evolves from ${parentLabel}, a Basic Pokémon` };
  if (parentStage === 'Stage1') return { stage: 'Stage2', why: `evolves from ${parentLabel}, a Stage 1 Pokémon` };
  // Sun & Moon GX full arts often carry neither stage nor pre-evolution: the species' own stage.
  const species = name.replace(/(?:-GX| ex)$/, '');
  const speciesStage = species === name ? undefined : context?.stageByName.get(species);
  const hasParent = Object.keys(parents).length > 0;
  if (speciesStage && !(hasParent && speciesStage === 'Basic'))
    return { stage: speciesStage, why: `the stage of ${species}` };
  if (!hasParent) return { stage: 'Basic', why: 'no pre-evolution' };
  return { stage: 'Stage1', why: 'evolves from a Pokémon whose stage is unknown: Stage 1, the usual case' };
}

const ANY_TYPE = /grass|fire|water|lightning|psychic|fighting|darkness|metal|colorless|\{[GRWLPFDMC]\}/i;
/** Where a lost symbol stood: "Energy" that is not "this attack's Energy cost", "basic Energy" or "Special Energy". */
const ENERGY_SLOT = /(?<!(?:attack's|Special|special|Basic|basic) )\bEnergy\b(?! cost)/g;

/** "{W}" → "Water", "{P}{D}" → "Psychic Darkness". */
export function symbolWords(text: string): string {
  return text.replace(/\}\{/g, '} {').replace(/\{([GRWLPFDMCYN])\}/g, (_m, l: string) => SYMBOL_TYPES[l]!);
}

const germanSymbols = (german: string): string[] =>
  [...german.matchAll(/\{([GRWLPFDMC])\}/g)].map((m) => SYMBOL_TYPES[m[1]!]!);

/**
 * TCGdex's English texts of the Wizards of the Coast era lost their Energy symbols ("Discard 1 Energy card
 * attached to Ninetales"; the card prints {R}), or kept them as a bare letter ("each W Energy"). The German text
 * of the same card keeps them ({R} Energiekarte): when the English names no type at all and has as many places
 * for a symbol as the German has symbols, the types go back in that order. Otherwise the text is kept. A text
 * with no German (Base Set 2 is English only) uses the German of another printing with the same English text.
 */
export function restoreEnergySymbols(english: string, german: string | undefined): string {
  const letters = english.replace(
    /(?<![\w'’-])([GRWLPFDM]) (Energy|Pokémon)\b/g,
    (_m, l: string, what: string) => `${SYMBOL_TYPES[l]} ${what}`,
  );
  if (letters !== english || ANY_TYPE.test(english) || !german) return letters;
  const symbols = germanSymbols(german);
  const slots = english.match(ENERGY_SLOT)?.length ?? 0;
  if (!symbols.length || slots !== symbols.length) return english;
  let k = 0;
  return english.replace(ENERGY_SLOT, () => `${symbols[k++]} Energy`);
}

/**
 * TCGdex marks Dragon's evolved Pokémon-ex (Ampharos ex, Magcargo ex …) Basic, beside their pre-evolution. A
 * Rule Box Pokémon with a pre-evolution is never Basic (only the Wizards-era Basics that evolve from a Baby are):
 * the stage is inferred as if TCGdex had none.
 */
function basicWithParent(card: TcgdexCard): boolean {
  const suffix = nameSuffix(canonicalName(card.name.en ?? ''));
  return card.stage === 'Basic' && suffix !== null && RULE_BOX_SUFFIXES.has(suffix) && parentName(card) !== null;
}

/** The English pre-evolution in pokemon-tcg-data's spelling; null when TCGdex has none in English. */
function parentName(card: TcgdexCard): string | null {
  const en = card.evolveFrom?.en;
  return typeof en === 'string' && en.trim() ? canonicalName(en) : null;
}

/**
 * One TCGdex card as a pokemon-tcg-data raw record (id `<tcgdexSetId>-<localId>`). `serieId` tells the EX-era ex
 * from the Scarlet & Violet one; `context` ({@link buildTcgdexContext}) fills in what TCGdex leaves out.
 */
export function tcgdexCardToRaw(
  entry: Pick<TcgdexCardEntry, 'id' | 'localId' | 'setId' | 'data'>,
  options: { serieId?: string; releaseDate?: string; context?: TcgdexContext } = {},
) {
  const card = entry.data;
  /** Values not understood (kept or dropped); a mapping to review. */
  const issues: string[] = [];
  /** What was written back that TCGdex does not state (stage, rule-box sentences, LV.X in the name …). */
  const reconstructed: string[] = [];
  const names = languages(card.name);
  const supertype = spelled(CATEGORIES, 'category', card.category, issues, '');
  let name = canonicalName(english(card.name, 'name', issues));
  const serieId = options.serieId ?? '';
  const subtypes: string[] = [];
  const rules: string[] = [];
  const rarity = card.rarity && card.rarity !== 'None' ? card.rarity : undefined;

  if (card.category === 'Pokemon') {
    let stage = card.stage;
    if (basicWithParent(card)) {
      stage = undefined;
      reconstructed.push(`stage: TCGdex's Basic ignored (a Pokémon ${nameSuffix(name)} with a pre-evolution)`);
    }
    if (!stage) {
      const inferred = inferStage(card, name, options.context);
      stage = inferred.stage;
      reconstructed.push(`stage ${inferred.stage} (${inferred.why})`);
    }
    if (stage === 'LEVEL-UP' && !/\bLV\.X$/.test(name)) {
      name = `${name} LV.X`;
      reconstructed.push('name: " LV.X" added for a LEVEL-UP card');
    }
    if (/ Star$/.test(name) && !/★/.test(name)) {
      name = name.replace(/ Star$/, ' ★');
      reconstructed.push('name: "Star" written ★');
    }
    const family = pokemonFamily(card, name, stage, serieId, issues);
    subtypes.push(...family.subtypes);
    if (SP_SERIES.has(serieId) && SP_MARK.test(name) && !/^Unown /.test(name) && !subtypes.includes('SP')) {
      subtypes.push('SP');
      reconstructed.push('subtype SP from the owner mark in the name');
    }
    rules.push(...family.rules);
  } else if (card.category === 'Trainer') {
    const t = card.trainerType && spelled(TRAINER_TYPES, 'trainerType', card.trainerType, issues);
    if (t) subtypes.push(t);
  } else if (card.category === 'Energy') {
    if (card.energyType === 'Normal' && card.effect?.en?.trim()) {
      // Basic Energy has no text: a "Normal" Energy with an effect (Ignition, Reversal, Prism …) is Special.
      subtypes.push('Special');
      reconstructed.push('energyType Normal with card text read as Special');
    } else {
      const t = card.energyType && spelled(ENERGY_TYPES, 'energyType', card.energyType, issues);
      if (t) subtypes.push(t);
    }
  }

  if (card.category === 'Pokemon' && (rarity === 'Radiant Rare' || /^Radiant /.test(name))) {
    subtypes.push('Radiant');
    rules.push(RULE_TEXT.radiant);
  }
  if (/◇/.test(name)) {
    subtypes.push('Prism Star');
    if (card.category === 'Pokemon') rules.push(RULE_TEXT.prismStar);
  }
  if (card.category === 'Pokemon' && /★/.test(name)) {
    subtypes.push('Star');
    rules.push(RULE_TEXT.star);
  }
  if ((rarity === 'ACE SPEC Rare' || card.trainerType === 'Ace Spec') && !subtypes.includes('ACE SPEC'))
    subtypes.push('ACE SPEC');
  if (card.category === 'Pokemon' && /^Shining /.test(name) && (serieId === 'neo' || rarity === 'Classic Collection'))
    rules.push(RULE_TEXT.shining(name));
  if (rules.length) reconstructed.push(...rules.map((r) => `rule: ${r}`));

  /** English text as pokemon-tcg-data writes it; on a Wizards-era card, with the lost Energy symbols put back. */
  const effectText = (values: Texts, what: string): string => {
    const text = english(values, what, issues);
    if (!WOTC_SERIES.has(serieId)) return symbolWords(text);
    const restored = restoreEnergySymbols(text, values?.de ?? options.context?.germanOf.get(text));
    if (restored !== text) reconstructed.push(`${what}: Energy symbols (from the German text)`);
    return symbolWords(restored);
  };

  // Card text: Trainer / Energy effect (and the rare Pokémon effect) → rules, after the Rule Box.
  const effect = effectText(card.effect, 'effect').trim();
  const textRules = effect ? [effect] : [];
  if (subtypes.includes('ACE SPEC') && !/ACE SPEC/i.test(effect)) {
    textRules.push(RULE_TEXT.aceSpec);
    reconstructed.push(`rule: ${RULE_TEXT.aceSpec}`);
  }

  const abilities: NonNullable<RawCardRecord['abilities']> = [];
  let ancientTrait: RawCardRecord['ancientTrait'];
  for (const [i, a] of (card.abilities ?? []).entries()) {
    const abilityName = english(a.name, `abilities[${i}].name`, issues);
    const text = effectText(a.effect, `abilities[${i}].effect`);
    if (a.type === 'Ancient Trait') {
      ancientTrait = { name: abilityName, text };
      continue;
    }
    // Wizards series: every power is a Pokémon Power (TCGdex sometimes says Poke-POWER), but the Poké-Body of the
    // 2003 Wizards promos (Suicune 53) is one.
    const kind =
      WOTC_SERIES.has(serieId) && a.type !== 'Poke-BODY'
        ? 'Pokémon Power'
        : a.type === undefined
          ? 'Ability'
          : (spelled(ABILITY_KINDS, `abilities[${i}].type`, a.type, issues, ' (kept)') ?? a.type);
    abilities.push({ name: abilityName, text, type: kind });
  }
  const reprintKey = REPRINT_SETS[entry.setId] && card.category === 'Pokemon' ? twinKey(card, false) : null;
  const reprinted = reprintKey === null ? undefined : options.context?.originalDamage.get(reprintKey);
  const gaps = options.context?.sparse.get(entry.setId);
  const key = gaps && card.category === 'Pokemon' ? twinKey(card) : null;
  const own = options.releaseDate ? days(options.releaseDate) : NaN;
  const twins = (key === null ? [] : (options.context?.twins.get(key) ?? [])).filter(
    (t) => !t.date || Number.isNaN(own) || Math.abs(days(t.date) - own) <= TWIN_DAYS,
  );
  /** The one value the card's other printings of its era agree on, or undefined. */
  const agreed = (values: readonly (string | undefined)[]): string | undefined => {
    const distinct = new Set(values.filter((v) => v !== undefined));
    return distinct.size === 1 ? [...distinct][0] : undefined;
  };
  const attacks = (card.attacks ?? []).map((a, i) => {
    let cost = printedCostOrder(a.cost ?? []);
    if (!a.cost?.length && gaps?.has('costs')) {
      const known = agreed(twins.map((t) => t.costs?.get(nameKeyOf(a.name.en ?? ''))));
      if (known !== undefined) {
        cost = JSON.parse(known) as string[];
        reconstructed.push(
          `attacks[${i}].cost ${cost.join(',') || '(free)'} (another printing; TCGdex has no costs for this set)`,
        );
      } else issues.push(`attacks[${i}].cost unknown (TCGdex has no costs for this set)`);
    }
    let dmg = damage(a.damage);
    if (!dmg && reprinted) {
      const known = agreed([...(reprinted.get(nameKeyOf(a.name.en ?? '')) ?? [])]);
      if (known) {
        dmg = known;
        reconstructed.push(`attacks[${i}].damage ${known} (the original printing; TCGdex has none on this reprint)`);
      }
    }
    return {
      name: english(a.name, `attacks[${i}].name`, issues),
      cost,
      damage: dmg,
      text: effectText(a.effect, `attacks[${i}].effect`),
    };
  });
  const raw: RawCardRecord = {
    id: entry.id,
    name,
    supertype: supertype ?? card.category,
    subtypes,
    number: entry.localId,
    set: { id: entry.setId },
  };
  // Trainers print no HP (TCGdex writes 0 on some), except Fossils played as Pokémon.
  if (card.hp !== undefined && (card.category === 'Pokemon' || Number(card.hp) > 0)) raw.hp = String(card.hp);
  if (card.types?.length) raw.types = [...card.types];
  const parent = parentName(card);
  if (parent) raw.evolvesFrom = parent;
  else if (subtypes.includes('Level-Up')) {
    // "Put this card onto your Active Luxray GL": a LV.X comes from the same Pokémon without LV.X.
    raw.evolvesFrom = name.replace(/(?<!\s)\s+LV\.X$/, '');
    reconstructed.push(`evolvesFrom ${raw.evolvesFrom} (the LV.X's previous level)`);
  } else if (card.evolveFrom && Object.keys(languages(card.evolveFrom)).length)
    issues.push('evolveFrom has no English name (left out)');
  if (rules.length || textRules.length) raw.rules = [...rules, ...textRules];
  if (abilities.length) raw.abilities = abilities;
  if (attacks.length) raw.attacks = attacks;
  if (ancientTrait) raw.ancientTrait = ancientTrait;
  let weaknesses = card.weaknesses ?? [];
  let resistances = card.resistances ?? [];
  if (card.category === 'Pokemon' && gaps?.has('weaknesses') && !weaknesses.length && !resistances.length) {
    const known = agreed(twins.map((t) => t.weaknesses));
    if (known !== undefined) {
      [weaknesses, resistances] = JSON.parse(known) as [typeof weaknesses, typeof resistances];
      reconstructed.push('weaknesses and resistances (another printing; TCGdex has none for this set)');
    } else issues.push('weaknesses and resistances unknown (TCGdex has none for this set)');
  }
  if (weaknesses.length)
    raw.weaknesses = weaknesses.map((w) => {
      const value = modifier(w.value);
      if (value || PLUS_WEAKNESS_ERA(options.releaseDate)) return { type: w.type, value };
      reconstructed.push(`weakness ${w.type} ×2 (TCGdex has no value; ×2 outside the Diamond & Pearl era)`);
      return { type: w.type, value: '×2' };
    });
  if (resistances.length) raw.resistances = modifiers(resistances);
  let retreat = card.retreat;
  if (card.category === 'Pokemon' && retreat === undefined && gaps?.has('retreat')) {
    const known = agreed(twins.map((t) => t.retreat));
    if (known !== undefined) {
      retreat = Number(known);
      reconstructed.push(`retreat ${retreat} (another printing; TCGdex has none for this set)`);
    } else issues.push('retreat unknown (TCGdex has none for this set): 0');
  }
  if (retreat !== undefined) {
    raw.retreatCost = Array.from({ length: Math.max(0, retreat) }, () => 'Colorless');
    raw.convertedRetreatCost = retreat;
  }
  if (rarity) raw.rarity = rarity;
  if (card.regulationMark) raw.regulationMark = card.regulationMark;
  return { raw, names, reconstructed, issues };
}

export type TcgdexRawCheckout = ReturnType<typeof checkoutToRaw>;

/** Every set and card of a read checkout in the raw shape (stage hints built from the whole checkout first). */
export function checkoutToRaw(checkout: { sets: TcgdexSetEntry[]; cards: TcgdexCardEntry[] }) {
  const serieOf = new Map(checkout.sets.map((s) => [s.id, s.serie.id]));
  const dateOf = new Map(checkout.sets.map((s) => [s.id, releaseDate(s.data.releaseDate).replace(/\//g, '-')]));
  const context = buildTcgdexContext(checkout.cards, dateOf);
  return {
    sets: checkout.sets.map((s) => tcgdexSetToRaw(s)),
    cards: checkout.cards.map((c) => ({
      ...tcgdexCardToRaw(c, { serieId: serieOf.get(c.setId), releaseDate: dateOf.get(c.setId), context }),
      file: c.file,
    })),
  };
}
