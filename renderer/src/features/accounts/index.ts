import type { AdminFeature } from '../../app/feature';
import { openScreens } from './open';
import { profileScreens } from './profile';
import { settingsScreens } from './settings';
import { usersScreens } from './users';

const parts = [usersScreens, settingsScreens, profileScreens, openScreens];

/** Users, companies and their settings, the signed-in person's profile, the desktop's one-time sign-in. */
export const accountsFeature: AdminFeature = {
  name: 'accounts',
  screens: parts.flatMap((part) => part.screens),
  navigation: parts.flatMap((part) => part.navigation ?? []),
  recordScreens: Object.assign({}, ...parts.map((part) => part.recordScreens ?? {})),
};
