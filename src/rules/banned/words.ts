export const words = {
  title: { en: 'No card from the Banned List', es: 'Ninguna carta de la Lista Prohibida' },
  description: {
    en: 'a card on the banlist (data/banlist.json plus a house banlist from config)',
    es: 'una carta de la Lista Prohibida (data/banlist.json más la lista de prohibiciones de la casa en la configuración)',
  },
  en: {
    banned: '{card} is banned ({source}{reason}); remove it',
    reason: ': {reason}',
    official: 'Totem banlist',
    none: '',
  },
  es: {
    banned: '{card} está prohibida ({source}{reason}); quítala',
    reason: ': {reason}',
    official: 'Lista Prohibida del Formato Tótem',
    none: '',
  },
};
