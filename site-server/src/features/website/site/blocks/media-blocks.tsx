/**
 * The website's blocks of pictures and embedded media (gallery with its lightbox, carousel, parallax,
 * video, social page): their code comes with the pages that show one (block-code.ts).
 */
import { useRef, useState, type CSSProperties } from 'react';
import type { BlockOf } from '@shared/website/contract';
import {
  socialEmbedUrl,
  socialNetworks,
  videoHosts,
  videoPageUrl,
} from '../behaviours/embeds';
import { useLightbox } from '../behaviours/lightbox';
import { useParallax } from '../behaviours/parallax';
import { useSlides } from '../behaviours/slides';
import { useBlockEnv, useBlockT } from './block-env';
import { VideoPlayer } from './video-player';
import { BlockFrame, ButtonLink } from './visual-blocks';

export function GalleryBlock({ block }: { block: BlockOf<'gallery'> }) {
  const { editor } = useBlockEnv();
  const t = useBlockT();
  const lightbox = useLightbox(block.images.length);
  const slideshow = useSlides(block.images.length, { enabled: !editor });
  const shown = lightbox.index === null ? null : block.images[lightbox.index];

  if (block.mode === 'slideshow')
    return (
      <BlockFrame block={block}>
        {block.title ? <h2>{block.title}</h2> : null}
        <div className="slideshow" data-behaviour={editor ? undefined : 'slideshow'}>
          <ol className="slideshow__track" style={{ '--slide': slideshow.index } as CSSProperties}>
            {block.images.map((image, index) => (
              <li key={index} className="slideshow__slide" aria-hidden={index !== slideshow.index}>
                <figure>
                  <img src={image.src} alt={image.alt} loading="lazy" />
                  {image.caption ? <figcaption>{image.caption}</figcaption> : null}
                </figure>
              </li>
            ))}
          </ol>
          {editor || block.images.length < 2 ? null : (
            <p className="slideshow__controls">
              <button
                type="button"
                className="slides-button"
                onClick={slideshow.previous}
                aria-label={t('website.previous')}
              >
                ‹
              </button>
              <span aria-live="polite">{t('website.slideOf', slideshow.index + 1, block.images.length)}</span>
              <button
                type="button"
                className="slides-button"
                onClick={slideshow.next}
                aria-label={t('website.next')}
              >
                ›
              </button>
            </p>
          )}
        </div>
      </BlockFrame>
    );

  return (
    <BlockFrame block={block}>
      {block.title ? <h2>{block.title}</h2> : null}
      <ul className="gallery" data-behaviour={editor ? undefined : 'lightbox'}>
        {block.images.map((image, index) => (
          <li key={index}>
            <a
              href={image.src}
              aria-label={t('website.openImage', image.alt || image.caption || String(index + 1))}
              onClick={
                editor
                  ? (event) => event.preventDefault()
                  : (event) => {
                      event.preventDefault();
                      lightbox.open(index);
                    }
              }
            >
              <img src={image.src} alt={image.alt} loading="lazy" />
            </a>
            {image.caption ? <p className="gallery__caption">{image.caption}</p> : null}
          </li>
        ))}
      </ul>
      {editor ? null : (
        <dialog
          ref={lightbox.dialog}
          className="lightbox"
          onClose={lightbox.close}
          aria-label={block.title || undefined}
        >
          {shown ? (
            <figure className="lightbox__figure">
              {lightbox.failed ? (
                <p className="lightbox__error" role="alert">
                  {t('website.galleryError')}
                </p>
              ) : (
                <img
                  key={lightbox.index}
                  src={shown.src}
                  alt={shown.alt}
                  onError={() => lightbox.setFailed(true)}
                />
              )}
              {shown.caption ? <figcaption>{shown.caption}</figcaption> : null}
            </figure>
          ) : null}
          <p className="lightbox__controls">
            {block.images.length > 1 ? (
              <button
                type="button"
                className="slides-button"
                onClick={() => lightbox.step(-1)}
                aria-label={t('website.previous')}
              >
                ‹
              </button>
            ) : null}
            <button type="button" className="button button--secondary" onClick={lightbox.close}>
              {t('website.close')}
            </button>
            {block.images.length > 1 ? (
              <button
                type="button"
                className="slides-button"
                onClick={() => lightbox.step(1)}
                aria-label={t('website.next')}
              >
                ›
              </button>
            ) : null}
          </p>
        </dialog>
      )}
    </BlockFrame>
  );
}

export function CarouselBlock({ block }: { block: BlockOf<'carousel'> }) {
  const { editor } = useBlockEnv();
  const t = useBlockT();
  const [paused, setPaused] = useState(false);
  const slides = useSlides(block.slides.length, { enabled: !editor, intervalMs: block.intervalMs, paused });
  return (
    <BlockFrame block={block}>
      <div
        className="carousel"
        data-behaviour={editor ? undefined : 'carousel'}
        data-active-slide={slides.index}
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
      >
        <ol className="carousel__track" style={{ '--slide': slides.index } as CSSProperties}>
          {block.slides.map((slide, index) => (
            // Inert, not only aria-hidden: a hidden slide's button must not take the keyboard's focus.
            <li
              key={index}
              className="carousel__slide"
              aria-hidden={!editor && index !== slides.index}
              inert={!editor && index !== slides.index}
            >
              {slide.image ? <img src={slide.image} alt="" loading={index === 0 ? 'eager' : 'lazy'} /> : null}
              <div className="carousel__caption">
                <h2>{slide.title}</h2>
                {slide.text ? <p>{slide.text}</p> : null}
                {slide.button ? <ButtonLink button={slide.button} /> : null}
              </div>
            </li>
          ))}
        </ol>
        {editor || block.slides.length < 2 ? null : (
          <p className="carousel__controls">
            <button
              type="button"
              className="slides-button"
              onClick={slides.previous}
              aria-label={t('website.previous')}
            >
              ‹
            </button>
            {block.slides.map((_, index) => (
              <button
                key={index}
                type="button"
                className="carousel__dot"
                aria-label={t('website.slideOf', index + 1, block.slides.length)}
                aria-current={index === slides.index}
                onClick={() => slides.go(index)}
              />
            ))}
            <button
              type="button"
              className="slides-button"
              onClick={slides.next}
              aria-label={t('website.next')}
            >
              ›
            </button>
          </p>
        )}
      </div>
    </BlockFrame>
  );
}

export function ParallaxBlock({ block }: { block: BlockOf<'parallax'> }) {
  const { editor } = useBlockEnv();
  const frame = useRef<HTMLDivElement>(null);
  useParallax(frame, block.speed, !editor);
  return (
    <BlockFrame block={block}>
      <div className="parallax" ref={frame} data-behaviour={editor ? undefined : 'parallax'}>
        <img className="parallax__image" src={block.image} alt="" loading="lazy" />
        <div className="block__overlay">
          <h2>{block.title}</h2>
          {block.text ? <p>{block.text}</p> : null}
        </div>
      </div>
    </BlockFrame>
  );
}

export function VideoBlock({ block }: { block: BlockOf<'video'> }) {
  const { editor } = useBlockEnv();
  const t = useBlockT();
  const [playing, setPlaying] = useState(false);
  const host = videoHosts[block.provider];
  return (
    <BlockFrame block={block}>
      {block.title ? <h2>{block.title}</h2> : null}
      <div className="video">
        {playing ? (
          <VideoPlayer provider={block.provider} videoId={block.videoId} title={block.title || host} lazy />
        ) : (
          <div className="video__cover">
            {/* With JavaScript off (or in the editor) the link opens the video on its own site. */}
            <a
              className="button video__play"
              href={videoPageUrl(block.provider, block.videoId)}
              rel="noopener noreferrer"
              data-behaviour={editor ? undefined : 'video'}
              onClick={
                editor
                  ? (event) => event.preventDefault()
                  : (event) => {
                      event.preventDefault();
                      setPlaying(true);
                    }
              }
            >
              ▶ {t('website.playVideo')}
            </a>
            <p className="video__privacy">{t('website.videoPrivacy', host)}</p>
          </div>
        )}
      </div>
    </BlockFrame>
  );
}

export function SocialEmbedBlock({ block }: { block: BlockOf<'social_embed'> }) {
  const { editor } = useBlockEnv();
  const t = useBlockT();
  const [shown, setShown] = useState(false);
  const network = socialNetworks[block.network];
  const embed = socialEmbedUrl(block.network, block.pageUrl);
  return (
    <BlockFrame block={block}>
      {block.title ? <h2>{block.title}</h2> : null}
      {shown && embed ? (
        <iframe className="social-embed__frame" src={embed} title={block.title || network} loading="lazy" />
      ) : (
        <div className="social-embed__card">
          <a href={block.pageUrl} rel="noopener noreferrer">
            {t('website.openSocialPage', network)}
          </a>
          {embed && !editor ? (
            <>
              <button type="button" className="button button--secondary" onClick={() => setShown(true)}>
                {t('website.showSocialPage')}
              </button>
              <p className="video__privacy">{t('website.socialPrivacy', network)}</p>
            </>
          ) : null}
        </div>
      )}
    </BlockFrame>
  );
}

export type MediaBlockType = 'gallery' | 'carousel' | 'parallax' | 'video' | 'social_embed';

/** One of the media blocks. */
export function MediaBlockView({ block }: { block: BlockOf<MediaBlockType> }) {
  switch (block.type) {
    case 'gallery':
      return <GalleryBlock block={block} />;
    case 'carousel':
      return <CarouselBlock block={block} />;
    case 'parallax':
      return <ParallaxBlock block={block} />;
    case 'video':
      return <VideoBlock block={block} />;
    case 'social_embed':
      return <SocialEmbedBlock block={block} />;
  }
}
