import { useEffect, useRef, useState } from 'react';
import type { PopupContentResult } from '@shared/newsletter/contract';
import { popupCookieName } from '@shared/newsletter/subscribe-rules';
import { safeRedirect } from '../../../core/site/safe-redirect';
import { useT } from '../../../core/site/shell-data';
import { markPopupShown as markShown, popupContent } from './newsletter-api';
import { NewsletterSubscribe } from './newsletter-subscribe';

const hasCookie = (name: string) => document.cookie.split(/;\s*/).some((pair) => pair.startsWith(`${name}=`));

/** Where the popup sends a new subscriber: a path of this site or an http(s) address, nothing else. */
function popupRedirect(url: string): string | null {
  if (/^https?:\/\//i.test(url)) return url;
  return safeRedirect(url, '') || null;
}

/**
 * The newsletter popup (SPEC §4): hydrated only. Shown once per list, when the mouse leaves the page
 * towards the top; never to a subscriber, never in editor mode (there a note stands in its place).
 * A modal <dialog>: Esc and the close button close it, focus stays inside while it is open.
 */
export function NewsletterPopup({
  listId,
  listName,
  editor,
}: {
  listId: number;
  listName: string;
  editor: boolean;
}) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const [content, setContent] = useState<PopupContentResult | null>(null);

  useEffect(() => {
    if (editor || hasCookie(popupCookieName(listId))) return;
    let done = false;
    const onLeave = (event: MouseEvent) => {
      // Leaving through the top edge (towards the tabs and the address bar), not into a child element.
      if (done || event.relatedTarget || event.clientY > 0) return;
      done = true;
      detach();
      // Marked since the page loaded (the visitor subscribed with a block of this page).
      if (hasCookie(popupCookieName(listId))) return;
      popupContent(listId)
        .then((answer) => {
          if (answer.is_subscriber) return;
          markShown(listId);
          setContent(answer);
        })
        // No popup is better than a broken one.
        .catch(() => undefined);
    };
    const root = document.documentElement;
    const detach = () => {
      root.removeEventListener('mouseleave', onLeave);
      document.removeEventListener('mouseout', onLeave);
    };
    root.addEventListener('mouseleave', onLeave);
    document.addEventListener('mouseout', onLeave);
    return detach;
  }, [listId, editor]);

  useEffect(() => {
    if (content && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [content]);

  if (editor)
    return (
      <p className="newsletter-popup-note" data-list-id={listId}>
        {t('newsletter.popup.editorNote', listName)}
      </p>
    );

  return (
    <dialog
      ref={dialog}
      className="newsletter-popup"
      aria-labelledby="newsletter-popup-title"
      data-list-id={listId}
      onClose={() => setContent(null)}
      onClick={(event) => {
        // A click on the backdrop (outside the box) closes it too.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      {content ? (
        <div className="newsletter-popup__box">
          <button
            type="button"
            className="newsletter-popup__close"
            aria-label={t('newsletter.popup.close')}
            onClick={() => dialog.current?.close()}
          >
            ×
          </button>
          {/* Our server's HTML: the list's title and text rendered by React on the server, escaped. */}
          <div dangerouslySetInnerHTML={{ __html: content.content }} />
          <NewsletterSubscribe
            listId={listId}
            initial={{ isSubscriber: false, email: content.email, notice: null }}
            checkOnLoad={false}
            onSubscribed={() => {
              const target = popupRedirect(content.redirect_url);
              if (target) window.setTimeout(() => location.assign(target), 1500);
            }}
          />
        </div>
      ) : null}
    </dialog>
  );
}
