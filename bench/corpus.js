// Generates a corpus of legal and illegal Totem decks from the shared dataset (read whole, in memory) into a temp
// folder. Deterministic: the same dataset gives the same decks.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

function mulberry32(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function generateCorpusAsync(dataDir, root, outDir, count) {
  const { dataDirsReader } = await import(join(root, 'dist/packer/data-dirs.js'));
  const { dataDirState } = await import(join(root, 'dist/packer/data-dir-state.js'));
  const { hasRuleBox } = await import(join(root, 'dist/model/card.js'));
  const { baseIdentity } = await import(join(root, 'dist/derive/identity.js'));
  const { pieceOf } = await import(join(root, 'dist/derive/multicard.js'));
  const { basicEnergyType } = await import(join(root, 'dist/model/names.js'));
  const all = (await dataDirsReader())([dataDirState(dataDir)], []).cards.sort((a, b) =>
    a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
  );
  const rows = (supertype) => all.filter((c) => c.supertype === supertype);
  const pokemon = rows('Pokémon');
  const trainers = rows('Trainer').filter(
    (c) => !c.subtypes.includes('ACE SPEC') && !c.subtypes.includes('Prism Star'),
  );
  const energy = rows('Energy').filter((c) => c.energyKind === 'basic');
  const label = (c) => `${c.name} ${c.setCode ?? c.setId} ${c.number}`;
  const energyFor = new Map();
  for (const e of energy) {
    const t = basicEnergyType(e);
    if (t && !energyFor.has(t)) energyFor.set(t, e);
  }
  const plain = pokemon.filter((c) => !hasRuleBox(c) && c.types.length > 0);
  const totems = pokemon.filter((c) => hasRuleBox(c) && !pieceOf(c));
  const random = mulberry32(20261130);
  const pick = (list, n, key) => {
    const out = [];
    const seen = new Set();
    for (let tries = 0; out.length < n && tries < n * 20; tries++) {
      const c = list[Math.floor(random() * list.length)];
      if (seen.has(key(c))) continue;
      seen.add(key(c));
      out.push(c);
    }
    return out;
  };
  const files = [];
  for (let i = 0; files.length < count; i++) {
    const totem = totems[Math.floor(random() * totems.length)];
    const identity = baseIdentity([totem]).types;
    const energyTypes = identity.filter((t) => energyFor.has(t));
    if (!energyTypes.length) continue;
    const pool = plain.filter((c) => c.types.every((t) => identity.includes(t)));
    const mons = pick(pool, 25, (c) => c.fingerprint);
    const basics = pick(
      pool.filter((c) => c.subtypes.includes('Basic')),
      5,
      (c) => c.fingerprint,
    ).filter((c) => !mons.some((m) => m.fingerprint === c.fingerprint));
    const items = pick(trainers, 40, (c) => c.singletonName);
    const lines = [...mons, ...basics].map((c) => `1 ${label(c)}`);
    const tlines = items.map((c) => `1 ${label(c)}`);
    const kind = files.length % 3;
    if (kind === 1) {
      const off = plain.find((c) => c.types.length && !c.types.some((t) => identity.includes(t)));
      if (off) lines[0] = `1 ${label(off)}`; // illegal: outside the identity
    } else if (kind === 2) {
      tlines[1] = tlines[0]; // illegal: a second copy
    }
    const fill = 99 - lines.length - tlines.length;
    const per = Math.floor(fill / energyTypes.length);
    const elines = energyTypes.map(
      (t, j) => `${j === 0 ? fill - per * (energyTypes.length - 1) : per} ${label(energyFor.get(t))}`,
    );
    const text = [
      'Totem: 1',
      `1 ${label(totem)}`,
      '',
      `Pokémon: ${lines.length}`,
      ...lines,
      '',
      `Trainer: ${tlines.length}`,
      ...tlines,
      '',
      `Energy: ${fill}`,
      ...elines,
      '',
      'Total Cards: 100',
      '',
    ].join('\n');
    const file = join(outDir, `deck-${String(files.length).padStart(4, '0')}.txt`);
    writeFileSync(file, text);
    files.push(file);
  }
  return { files };
}
