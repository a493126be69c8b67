/** Star ratings (shared/ratings/scale.ts): labels and the stars' texts in every language (the catalogs take them all). */
const en_US = {
  'ratings.label.1': 'I hate it',
  'ratings.label.2': "I don't like it",
  'ratings.label.3': "It's okay",
  'ratings.label.4': 'I like it',
  'ratings.label.5': 'I love it',
  'ratings.none': 'No rating',
  'ratings.legend': 'Your rating',
  'ratings.stars': '%s out of 5 stars',
  'ratings.average': 'Average: %s out of 5',
  'ratings.summary': 'Ratings',
  'ratings.row': '%s stars',
} as const satisfies Record<string, string>;

type Translation = Record<keyof typeof en_US, string>;

export const ratingsMessages = {
  en_US,
  fr_FR: {
    'ratings.label.1': 'Je déteste',
    'ratings.label.2': "Je n'aime pas",
    'ratings.label.3': "C'est correct",
    'ratings.label.4': "J'aime",
    'ratings.label.5': "J'adore",
    'ratings.none': 'Pas de note',
    'ratings.legend': 'Votre note',
    'ratings.stars': '%s étoiles sur 5',
    'ratings.average': 'Moyenne : %s sur 5',
    'ratings.summary': 'Notes',
    'ratings.row': '%s étoiles',
  } satisfies Translation,
  es_ES: {
    'ratings.label.1': 'Lo odio',
    'ratings.label.2': 'No me gusta',
    'ratings.label.3': 'Está bien',
    'ratings.label.4': 'Me gusta',
    'ratings.label.5': 'Me encanta',
    'ratings.none': 'Sin valoración',
    'ratings.legend': 'Su valoración',
    'ratings.stars': '%s de 5 estrellas',
    'ratings.average': 'Media: %s de 5',
    'ratings.summary': 'Valoraciones',
    'ratings.row': '%s estrellas',
  } satisfies Translation,
};
