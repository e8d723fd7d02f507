import { addWords } from '../../model/render-message.js';

/** The words of `cards status`, English (the CLI's message table takes them in) and Spanish. */
export const STATUS_WORDS = {
  'newer-sets':
    'TCGdex lists sets this card data lacks: {sets}; `totem cards sync` brings them, or update totem (`npm update -g totem-deck`)',
  'pokemontcg-until':
    'the Pokémon TCG API: asked after TCGdex for a card the card data lacks until {date}, the day it goes offline; from then only when TOTEM_API_URL or an API key is set',
  'pokemontcg-ended':
    'the Pokémon TCG API: offline since {date}, so not asked; TOTEM_API_URL or an API key asks a server of its shape',
  'pokemontcg-explicit':
    'the Pokémon TCG API: asked at TOTEM_API_URL or with the API key set (its public service ends on {date})',
};

addWords('es', 'cli', {
  'newer-sets':
    'TCGdex tiene expansiones que faltan en estos datos de cartas: {sets}; `totem cards sync` las trae, o actualiza totem (`npm update -g totem-deck`)',
  'pokemontcg-until':
    'la API de Pokémon TCG: se consulta después de TCGdex por una carta que los datos de cartas no tienen hasta el {date}, el día en que deja de funcionar; desde entonces, solo si se define TOTEM_API_URL o una clave de API',
  'pokemontcg-ended':
    'la API de Pokémon TCG: sin servicio desde el {date}, así que no se consulta; TOTEM_API_URL o una clave de API consultan un servidor de su misma forma',
  'pokemontcg-explicit':
    'la API de Pokémon TCG: se consulta en TOTEM_API_URL o con la clave de API definida (su servicio público termina el {date})',
});
