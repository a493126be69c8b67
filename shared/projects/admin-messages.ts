/** The back office's texts of the projects feature (renderer/src/features/projects), in every language. */
const en_US = {
  'admin.projects.navProjects': 'Projects',
} as const satisfies Record<string, string>;

type Translation = Record<keyof typeof en_US, string>;

export const projectsAdminMessages = {
  en_US,
  fr_FR: {
    'admin.projects.navProjects': 'Projets',
  } satisfies Translation,
  es_ES: {
    'admin.projects.navProjects': 'Proyectos',
  } satisfies Translation,
};
