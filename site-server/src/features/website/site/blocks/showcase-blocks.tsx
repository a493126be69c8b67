/**
 * More blocks with a page behaviour (SPEC §2, §9): the video popup (a native modal dialog: Escape and
 * Close shut it, focus stays inside), the case study with its sticky sidebar (85 px from the top and
 * bottom), and the preloader that fades out once the page has loaded (by itself after a moment even
 * without JavaScript; no fading when less motion is asked).
 */
import { useEffect, useRef, useState } from 'react';
import type { BlockOf } from '@shared/website/contract';
import { STICKY_SIDEBAR_GAP_PX } from '@shared/website/interactive-blocks';
import { videoHosts, videoPageUrl } from '../behaviours/embeds';
import { useRevealFollowing } from '../behaviours/reveal';
import { useBlockEnv, useBlockT } from './block-env';
import { RichText } from './rich-text';
import { InteractiveFrame } from './interactive-frame';
import { VideoPlayer } from './video-player';

function VideoPopupBlock({ block }: { block: BlockOf<'video_popup'> }) {
  const { editor } = useBlockEnv();
  const t = useBlockT();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const host = videoHosts[block.provider];
  return (
    <InteractiveFrame block={block}>
      {/* Without JavaScript (or in the editor) the link opens the video on its own site. */}
      <a
        className="button video-popup__open"
        href={videoPageUrl(block.provider, block.videoId)}
        rel="noopener noreferrer"
        onClick={(event) => {
          if (editor) return;
          event.preventDefault();
          setOpen(true);
          dialog.current?.showModal();
        }}
      >
        ▶ {block.title || t('website.video.play', host)}
      </a>
      <dialog
        ref={dialog}
        className="video-popup"
        aria-label={block.title || host}
        onClose={() => setOpen(false)}
      >
        {/* The player loads when the popup opens, and stops when it closes. */}
        {open ? (
          <VideoPlayer provider={block.provider} videoId={block.videoId} title={block.title || host} />
        ) : null}
        <form method="dialog">
          <button type="submit" className="button button--secondary">
            {t('website.close')}
          </button>
        </form>
      </dialog>
    </InteractiveFrame>
  );
}

function CaseStudyBlock({ block }: { block: BlockOf<'case_study'> }) {
  return (
    <InteractiveFrame block={block}>
      <div className="case-study">
        <div className="case-study__story">
          {block.title ? <h2>{block.title}</h2> : null}
          <RichText source={block.story} />
        </div>
        <aside
          className="case-study__sidebar"
          style={{ top: STICKY_SIDEBAR_GAP_PX, marginBottom: STICKY_SIDEBAR_GAP_PX }}
        >
          <dl>
            {block.facts.map((fact, index) => (
              <div key={index}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </aside>
      </div>
    </InteractiveFrame>
  );
}

function PreloaderBlock({ block }: { block: BlockOf<'preloader'> }) {
  const { editor } = useBlockEnv();
  const t = useBlockT();
  const [gone, setGone] = useState(false);
  useEffect(() => {
    if (document.readyState === 'complete') setGone(true);
    else {
      const done = () => setGone(true);
      window.addEventListener('load', done, { once: true });
      return () => window.removeEventListener('load', done);
    }
  }, []);
  if (editor) return <p className="notice">{t('website.preloaderNote')}</p>;
  return (
    <InteractiveFrame block={block}>
      <div
        className={`preloader${gone ? ' preloader--gone' : ''}`}
        role="status"
        aria-live="polite"
        aria-hidden={gone}
      >
        <span className="preloader__spinner" aria-hidden="true" />
        <span className="visually-hidden">{t('website.loading')}</span>
      </div>
    </InteractiveFrame>
  );
}

function RevealBlock({ block }: { block: BlockOf<'reveal'> }) {
  const { editor } = useBlockEnv();
  const marker = useRef<HTMLSpanElement>(null);
  useRevealFollowing(marker, !editor);
  return (
    <InteractiveFrame block={block}>
      <span ref={marker} hidden />
    </InteractiveFrame>
  );
}

/** One of these blocks. */
export function ShowcaseBlockView({
  block,
}: {
  block: BlockOf<'video_popup' | 'case_study' | 'preloader' | 'reveal'>;
}) {
  switch (block.type) {
    case 'reveal':
      return <RevealBlock block={block} />;
    case 'video_popup':
      return <VideoPopupBlock block={block} />;
    case 'case_study':
      return <CaseStudyBlock block={block} />;
    case 'preloader':
      return <PreloaderBlock block={block} />;
  }
}
