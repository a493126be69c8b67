/**
 * The publish toggle of SPEC §4, on the publishers' navbar of a page: each click dispatches the publish
 * action (navbar-actions.ts) and shows the server's answer (data-publish on/off); a refusal opens a
 * dialog with the server's error and a link to the record in the back office (SPEC §8). This view comes
 * on demand with publishers' pages only (publish-toggle.tsx); the action's code (the JSON-RPC call)
 * loads once the toggle shows, and a click before it arrives is kept by the dispatcher.
 */
import { useEffect, useRef, useState } from 'react';
import { codeOnDemand } from '../code-on-demand';
import { navbarActions, PUBLISH_ACTION, type PublishOutcome } from '../navbar-actions';
import { useT } from '../shell-data';
import { backOfficeLink } from './back-office-link';
import { useHydrated } from './use-hydrated';

/** Registers the publish action's handler (publish-action.ts) when loaded. */
const publishActionCode = codeOnDemand(() => import('./publish-action'));

export function PublishToggle({ model, id, published }: { model: string; id: number; published: boolean }) {
  const t = useT();
  const hydrated = useHydrated();
  const [state, setState] = useState(published);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ title: string; message: string } | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => void publishActionCode.load(), []);

  const toggle = async () => {
    setBusy(true);
    try {
      const outcome = await navbarActions.dispatch<PublishOutcome>(PUBLISH_ACTION, { model, id });
      if (outcome && 'published' in outcome) setState(outcome.published);
      else if (outcome) {
        setFailure(outcome.failure);
        dialog.current?.showModal();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="publish-toggle">
      <button
        type="button"
        className="publish-toggle__button"
        data-publish={state ? 'on' : 'off'}
        aria-pressed={state}
        aria-busy={busy || undefined}
        disabled={!hydrated || busy}
        onClick={() => void toggle()}
      >
        <span className="publish-toggle__switch" aria-hidden="true" />
        {state ? t('website.published') : t('website.unpublished')}
      </button>
      <dialog
        ref={dialog}
        className="site-dialog publish-toggle__error"
        aria-labelledby="publish-error-title"
      >
        {failure ? (
          <>
            <h2 id="publish-error-title">{failure.title}</h2>
            <p>{failure.message}</p>
            <p>
              {t('website.publishErrorHint')}{' '}
              <a href={backOfficeLink(model, id)}>{t('website.publishErrorLink')}</a>
            </p>
          </>
        ) : null}
        <form method="dialog">
          <button type="submit" className="button">
            {t('website.close')}
          </button>
        </form>
      </dialog>
    </div>
  );
}
