import { useEffect, useState, type RefObject } from 'react';
import { SHARE_MIN_CHARS } from '@shared/blog/sharing';
import { useT } from '../../../core/site/shell-data';
import { quoteInChatter } from '../../chatter/site';
import { cutForTweet, tweetIntent } from './share-links';

interface Popover {
  text: string;
  top: number;
  left: number;
}

/** The text selected inside `container`, when it is long enough to share (SPEC §5: at least 5 characters). */
function selectionIn(container: HTMLElement): { text: string; rect: DOMRect } | null {
  const selection = window.getSelection();
  if (!selection || selection.isCollapsed || !selection.rangeCount) return null;
  const range = selection.getRangeAt(0);
  if (!container.contains(range.commonAncestorContainer)) return null;
  const text = selection.toString().replace(/\s+/g, ' ').trim();
  if (text.length < SHARE_MIN_CHARS) return null;
  return { text, rect: range.getBoundingClientRect() };
}

/**
 * The selected-text share popover (SPEC §2, §5, §9): select at least 5 characters of the post's body,
 * and a popover offers to comment (quote in the composer) or to tweet (at most 140 characters).
 * A behaviour only: without JavaScript nothing shows and nothing breaks.
 */
export function SelectionShare({
  container,
  url,
}: {
  container: RefObject<HTMLElement | null>;
  url: string;
}) {
  const t = useT();
  const [popover, setPopover] = useState<Popover | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const update = () => {
      // After the browser has settled the selection (mouseup fires before a click clears it).
      window.setTimeout(() => {
        const found = selectionIn(element);
        setPopover(
          found && {
            text: found.text,
            top: found.rect.top + window.scrollY,
            left: found.rect.left + window.scrollX + found.rect.width / 2,
          },
        );
      }, 0);
    };
    const close = (event: Event) => {
      if (event.target instanceof Node && document.querySelector('.blog-selection')?.contains(event.target))
        return;
      update();
    };
    element.addEventListener('mouseup', update);
    element.addEventListener('keyup', update);
    document.addEventListener('mousedown', close);
    return () => {
      element.removeEventListener('mouseup', update);
      element.removeEventListener('keyup', update);
      document.removeEventListener('mousedown', close);
    };
  }, [container]);

  if (!popover) return null;
  return (
    <div
      className="blog-selection"
      role="toolbar"
      aria-label={t('blog.selection.label')}
      style={{ top: popover.top, left: popover.left }}
    >
      <button
        type="button"
        className="blog-selection__button"
        data-share="comment"
        onClick={() => {
          quoteInChatter(popover.text);
          setPopover(null);
        }}
      >
        {t('blog.selection.comment')}
      </button>
      <a
        className="blog-selection__button"
        data-share="tweet"
        href={tweetIntent(cutForTweet(popover.text), url)}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => setPopover(null)}
      >
        {t('blog.selection.tweet')}
      </a>
    </div>
  );
}
