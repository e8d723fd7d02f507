// The policy tables of data/ for hosts without a file system: bundled with the browser core (a bundler inlines
// JSON), handed to the model before any use case runs.
import aceSpec from '../../data/ace-spec.json' with { type: 'json' };
import announcedSets from '../../data/announced-sets.json' with { type: 'json' };
import banlist from '../../data/banlist.json' with { type: 'json' };
import basicEnergyNames from '../../data/basic-energy-names.json' with { type: 'json' };
import cardOverrides from '../../data/card-overrides.json' with { type: 'json' };
import headers from '../../data/headers.json' with { type: 'json' };
import multiCard from '../../data/multi-card.json' with { type: 'json' };
import nameSpellings from '../../data/name-spellings.json' with { type: 'json' };
import rulebookPrizes from '../../data/rulebook-prizes.json' with { type: 'json' };
import sameName from '../../data/same-name.json' with { type: 'json' };
import setCodes from '../../data/set-codes.json' with { type: 'json' };
import specialEnergy from '../../data/special-energy.json' with { type: 'json' };
import speciesStages from '../../data/species-stages.json' with { type: 'json' };
import tcgdexSets from '../../data/tcgdex-sets.json' with { type: 'json' };
import { provideDataFiles } from '../model/data-files.js';

provideDataFiles({
  'ace-spec.json': aceSpec,
  'announced-sets.json': announcedSets,
  'banlist.json': banlist,
  'basic-energy-names.json': basicEnergyNames,
  'card-overrides.json': cardOverrides,
  'headers.json': headers,
  'multi-card.json': multiCard,
  'name-spellings.json': nameSpellings,
  'rulebook-prizes.json': rulebookPrizes,
  'same-name.json': sameName,
  'set-codes.json': setCodes,
  'special-energy.json': specialEnergy,
  'species-stages.json': speciesStages,
  'tcgdex-sets.json': tcgdexSets,
});
