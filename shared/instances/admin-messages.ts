/** The back office's texts of the instances feature (renderer/src/features/instances), in every language. */
const en_US = {
  'admin.instances.navHostedInstances': 'Hosted instances',
} as const satisfies Record<string, string>;

type Translation = Record<keyof typeof en_US, string>;

export const instancesAdminMessages = {
  en_US,
  fr_FR: {
    'admin.instances.navHostedInstances': 'Instances hébergées',
  } satisfies Translation,
  es_ES: {
    'admin.instances.navHostedInstances': 'Instancias alojadas',
  } satisfies Translation,
};
