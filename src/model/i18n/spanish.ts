import { wordBeside, type Locale } from '../render-message.js';
import { ES_CATALOG } from './es.js';

/** The rulebook's and the official cards' Spanish type names. */
export const SPANISH_TYPES: Readonly<Record<string, string>> = {
  Grass: 'Planta',
  Fire: 'Fuego',
  Water: 'Agua',
  Lightning: 'Rayo',
  Psychic: 'Psíquico',
  Fighting: 'Lucha',
  Darkness: 'Oscuridad',
  Metal: 'Metálico',
  Fairy: 'Hada',
  Dragon: 'Dragón',
  Colorless: 'Incoloro',
};

/** The adjectives among them agree with "Energía" (the rulebook's "Energía Incolora", "cuenta como Psíquica"). */
const SPANISH_ENERGY_TYPES: Readonly<Record<string, string>> = {
  Psychic: 'Psíquica',
  Metal: 'Metálica',
  Colorless: 'Incolora',
};

/**
 * Subtypes as `cards info` and `cards find` show them ("Entrenador · Objeto · Antiguo"): the rulebook's words, else
 * the official Spanish cards'. The rulebook keeps ACE SPEC, Prism Star, Gold Star, LV.X and the Rule Box names as
 * printed; a subtype missing here is shown as the card data spells it.
 */
export const SPANISH_SUBTYPES: Readonly<Record<string, string>> = {
  Basic: 'Básico',
  'Stage 1': 'Fase 1',
  'Stage 2': 'Fase 2',
  Item: 'Objeto',
  Supporter: 'Partidario',
  Stadium: 'Estadio',
  'Pokémon Tool': 'Herramienta Pokémon',
  'Pokémon Tool F': 'Herramienta Pokémon F',
  'Technical Machine': 'Máquina Técnica',
  "Rocket's Secret Machine": 'Máquina Secreta del Team Rocket',
  'Goldenrod Game Corner': 'Casino de Ciudad Trigal',
  Special: 'Especial',
  Tera: 'Teracristal',
  Ancient: 'Antiguo',
  Future: 'Futuro',
  MEGA: 'Megaevolución',
  Radiant: 'Radiante',
  Star: 'Gold Star',
  'Level-Up': 'LV.X',
  'Team Plasma': 'Equipo Plasma',
  'Ultra Beast': 'Ultraente',
  'Single Strike': 'Golpe Único',
  'Rapid Strike': 'Golpe Fluido',
  'Fusion Strike': 'Golpe Fusión',
  Baby: 'Bebé',
  Restored: 'Restaurado',
};

/** Subtypes that agree with "Energía": a basic Energy is "Energía Básica". */
const SPANISH_ENERGY_SUBTYPES: Readonly<Record<string, string>> = { Basic: 'Básica' };

/**
 * Spanish: the shared catalog keyed "<scope>/<id>" (es.ts) and the words beside their code (`addWords`); what both
 * lack stays in the English table.
 */
export const SPANISH: Locale = {
  lang: 'es',
  and: 'y',
  or: 'o',
  typeName: (type) => SPANISH_TYPES[type] ?? type,
  energyTypeName: (type) => SPANISH_ENERGY_TYPES[type] ?? SPANISH_TYPES[type] ?? type,
  cardName: (card) => {
    const name = card.names?.es;
    if (!name) return card.name;
    // "Boss's Orders (Ghetsis)": the card data's localized name lacks the owner that tells printings apart.
    const owner = /\s\([^()]*\)$/.exec(card.name)?.[0];
    return owner && !name.endsWith(')') ? `${name}${owner}` : name;
  },
  template: (scope, id) => ES_CATALOG[`${scope}/${id}`] ?? wordBeside('es', scope, id),
  subtypeName: (subtype, supertype) =>
    (supertype === 'Energy' ? SPANISH_ENERGY_SUBTYPES[subtype] : undefined) ?? SPANISH_SUBTYPES[subtype] ?? subtype,
};
