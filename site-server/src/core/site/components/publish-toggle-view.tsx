import { useRef, useState } from 'react';
import { rpc, RpcError } from '../json-rpc';
import { useHydrated } from './use-hydrated';
import { useT } from '../shell-data';

/** SPEC §2 fallback link to fix a record in the back office. */
export function backOfficeLink(model: string, id: number): string {
  return `/web#return_label=Website&model=${encodeURIComponent(model)}&id=${id}`;
}

interface PublishFailure {
  title: string;
  message: string;
}

/**
 * The publish toggle of SPEC §4 for publishers: each click asks POST /website/publish and shows the
 * server's answer (data-publish on/off); a refusal opens a dialog with the server's error and a link
 * to the record in the back office (SPEC §8).
 */
export function PublishToggle({ model, id, published }: { model: string; id: number; published: boolean }) {
  const t = useT();
  const hydrated = useHydrated();
  const [state, setState] = useState(published);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<PublishFailure | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  const toggle = async () => {
    setBusy(true);
    try {
      setState(await rpc<boolean>('/website/publish', { id, object: model }));
    } catch (error) {
      setFailure({
        title: error instanceof RpcError ? error.name : 'Error',
        message: error instanceof Error ? error.message : String(error),
      });
      dialog.current?.showModal();
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
