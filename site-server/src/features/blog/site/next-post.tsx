import { useRef, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import type { BlogPostView } from '@shared/blog/contract';
import { useSite, useT } from '../../../core/site/shell-data';

/** How long the cover takes to grow before the next post opens (matches blog.css). */
const TRANSITION_MS = 450;

/**
 * The cover footer (SPEC §2): the next post's cover and title. Without JavaScript a plain link; once
 * hydrated, the cover grows to fill the window, then the next post opens at its top.
 */
export function NextPost({ next }: { next: NonNullable<BlogPostView['next']> }) {
  const t = useT();
  const { urlPrefix } = useSite();
  const navigate = useNavigate();
  const footer = useRef<HTMLElement>(null);
  const [leaving, setLeaving] = useState(false);
  const href = `${urlPrefix}${next.url}`;

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (leaving) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    setLeaving(true);
    footer.current?.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    window.setTimeout(
      () => {
        void navigate(href);
        window.scrollTo({ top: 0 });
        setLeaving(false);
      },
      reduced ? 0 : TRANSITION_MS,
    );
  };

  return (
    <footer
      ref={footer}
      className={`blog-next${leaving ? ' blog-next--leaving' : ''}`}
      data-next-post-id={next.id}
      style={next.coverUrl ? { backgroundImage: `url("${next.coverUrl}")` } : undefined}
    >
      <a href={href} className="blog-next__link" onClick={open}>
        <span className="blog-next__label">{t('blog.next')}</span>
        <span className="blog-next__title">{next.title}</span>
        {next.subtitle ? <span className="blog-next__subtitle">{next.subtitle}</span> : null}
      </a>
    </footer>
  );
}
