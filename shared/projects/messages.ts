/** The projects' portal pages and rating mail (spread into the catalogs). */
const en_US = {
  'portal.projects.title': 'Projects',
  'portal.projects.none': 'You have no project.',
  'portal.projects.tasks': 'Tasks',
  'portal.projects.project': 'Project',
  'portal.projects.noRating': 'Not rated',
  'portal.projects.ratedAgo': 'Rated %s',
  'portal.projects.state.open': 'In progress',
  'portal.projects.state.done': 'Done',
  'rating.thanks': 'Thank you for your rating!',
  'rating.yourScore': 'Your rating: %s',
  'rating.comment': 'Tell us more (optional)',
  'rating.send': 'Send',
  'rating.commented': 'Thank you for your feedback.',
  'rating.mail.subject': 'How did we do on "%s"?',
  'rating.mail.body':
    'Hello %s,\n\nThe task "%s" of the project %s is done. How satisfied are you? One click is enough:\n\n%s\n\nThank you!',
} as const satisfies Record<string, string>;

type Translation = Partial<Record<keyof typeof en_US, string>>;

export const projectsMessages = {
  en_US,
  fr_FR: {
    'portal.projects.title': 'Projets',
    'portal.projects.none': "Vous n'avez aucun projet.",
    'portal.projects.tasks': 'Tâches',
    'portal.projects.project': 'Projet',
    'portal.projects.noRating': 'Pas encore noté',
    'portal.projects.ratedAgo': 'Noté %s',
    'portal.projects.state.open': 'En cours',
    'portal.projects.state.done': 'Terminée',
    'rating.thanks': 'Merci pour votre note !',
    'rating.yourScore': 'Votre note : %s',
    'rating.comment': 'Dites-nous en plus (facultatif)',
    'rating.send': 'Envoyer',
    'rating.commented': 'Merci pour votre retour.',
    'rating.mail.subject': 'Comment avons-nous fait pour « %s » ?',
    'rating.mail.body':
      'Bonjour %s,\n\nLa tâche « %s » du projet %s est terminée. Êtes-vous satisfait ? Un clic suffit :\n\n%s\n\nMerci !',
  } satisfies Translation,
  es_ES: {
    'portal.projects.title': 'Proyectos',
    'portal.projects.none': 'No tiene ningún proyecto.',
    'portal.projects.tasks': 'Tareas',
    'portal.projects.project': 'Proyecto',
    'portal.projects.noRating': 'Sin valorar',
    'portal.projects.ratedAgo': 'Valorado %s',
    'portal.projects.state.open': 'En curso',
    'portal.projects.state.done': 'Terminada',
    'rating.thanks': '¡Gracias por su valoración!',
    'rating.yourScore': 'Su valoración: %s',
    'rating.comment': 'Cuéntenos más (opcional)',
    'rating.send': 'Enviar',
    'rating.commented': 'Gracias por sus comentarios.',
    'rating.mail.subject': '¿Qué tal lo hicimos en «%s»?',
    'rating.mail.body':
      'Hola %s:\n\nLa tarea «%s» del proyecto %s está terminada. ¿Está satisfecho? Basta con un clic:\n\n%s\n\n¡Gracias!',
  } satisfies Translation,
};
