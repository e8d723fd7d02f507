// The browser's `src/model/data-files.ts`: the policy tables the check reads, bundled at build time instead of
// read from `data/` on disk. Only the tables the check path reads are listed (the importers' are not needed).
import banlist from '../../../data/banlist.json';
import basicEnergyNames from '../../../data/basic-energy-names.json';
import headers from '../../../data/headers.json';
import multiCard from '../../../data/multi-card.json';
import nameSpellings from '../../../data/name-spellings.json';
import setCodes from '../../../data/set-codes.json';
import specialEnergy from '../../../data/special-energy.json';
import speciesStages from '../../../data/species-stages.json';

const TABLES: Record<string, unknown> = {
  'banlist.json': banlist,
  'basic-energy-names.json': basicEnergyNames,
  'headers.json': headers,
  'multi-card.json': multiCard,
  'name-spellings.json': nameSpellings,
  'set-codes.json': setCodes,
  'special-energy.json': specialEnergy,
  'species-stages.json': speciesStages,
};

export function dataFile<T>(name: string): T {
  if (!(name in TABLES)) throw new Error(`${name}: not a policy table the page bundles`);
  return TABLES[name] as T;
}

export function dataFilePath(name: string): string {
  return `data/${name}`;
}
