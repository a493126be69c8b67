import { codeOnDemand, hydrateWith, useCodeOnDemand } from '../code-on-demand';

/** Only publishers see the toggle: its code (and the navbar's action code) comes with their pages only. */
const publishToggleCode = codeOnDemand(() =>
  import('./publish-toggle-view').then((code) => code.PublishToggle),
);
hydrateWith(publishToggleCode, '.publish-toggle');

/** For the loaders of pages a publisher sees: the server renders the toggle once its code is loaded. */
export const loadPublishToggle = () => publishToggleCode.load();

/** The publish toggle of SPEC §4 (publish-toggle-view.tsx), for publishers. */
export function PublishToggle(props: { model: string; id: number; published: boolean }) {
  const Toggle = useCodeOnDemand(publishToggleCode);
  return Toggle ? <Toggle {...props} /> : null;
}
