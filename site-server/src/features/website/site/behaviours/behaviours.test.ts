import { describe, expect, it } from 'vitest';
import { parseInline, parseRichText } from '../blocks/rich-text-parse';
import { opensUpward } from './dropdown';
import { socialEmbedUrl, videoEmbedUrl, videoPageUrl } from './embeds';
import { AFFIX_OFFSET, MARKETING_AFFIX_OFFSET, nextHeaderState } from './header';
import { mouseParallaxShift } from './mouse-parallax';
import { lightboxSize } from './lightbox';
import { LOADING_BAR_TIMEOUT_MS } from './loading-bar';
import { parallaxOffset } from './parallax';
import { backOfficeLink } from '../../../../core/site/components/back-office-link';
import { wrapIndex } from './slides';
import { ZOOM_FACTOR, zoomEnabled, zoomOrigin } from './zoom';

describe('page behaviours (SPEC §9 constants)', () => {
  it('sticks the header after 300 px and hides it while scrolling down', () => {
    expect(AFFIX_OFFSET).toBe(300);
    expect(nextHeaderState(0, 300)).toEqual({ affixed: false, hidden: false });
    expect(nextHeaderState(300, 301)).toEqual({ affixed: true, hidden: true });
    expect(nextHeaderState(800, 700)).toEqual({ affixed: true, hidden: false });
    expect(nextHeaderState(400, 100)).toEqual({ affixed: false, hidden: false });
  });

  it('opens a dropdown upward only near the bottom, when there is room above', () => {
    expect(opensUpward({ top: 100, bottom: 130 }, 200, 800)).toBe(false);
    expect(opensUpward({ top: 700, bottom: 730 }, 200, 800)).toBe(true);
    expect(opensUpward({ top: 50, bottom: 80 }, 200, 200)).toBe(false);
  });

  it('zooms by 1.5, never under 467 px of window width', () => {
    expect(ZOOM_FACTOR).toBe(1.5);
    expect(zoomEnabled(466)).toBe(false);
    expect(zoomEnabled(467)).toBe(true);
    expect(zoomOrigin({ x: 150, y: 50 }, { left: 100, top: 0, width: 100, height: 200 })).toBe('50.0% 25.0%');
    expect(zoomOrigin({ x: 500, y: -10 }, { left: 100, top: 0, width: 100, height: 200 })).toBe(
      '100.0% 0.0%',
    );
  });

  it('sizes the lightbox at 80% of the window and times the loading bar out after 5 s', () => {
    expect(lightboxSize(1000, 500)).toEqual({ width: 800, height: 400 });
    expect(LOADING_BAR_TIMEOUT_MS).toBe(5000);
  });

  it('goes round the slides at both ends', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(5, 0)).toBe(0);
  });

  it('moves the parallax background less the slower it is', () => {
    expect(parallaxOffset(400, 800, 1)).toBe(0);
    expect(parallaxOffset(800, 800, 0)).toBe(-200);
    expect(Math.abs(parallaxOffset(800, 800, 0.5))).toBeLessThan(200);
  });

  it('builds privacy-friendly embed addresses', () => {
    expect(videoEmbedUrl('youtube', 'abc_12')).toBe(
      'https://www.youtube-nocookie.com/embed/abc_12?autoplay=1',
    );
    expect(videoEmbedUrl('vimeo', '1234')).toContain('player.vimeo.com/video/1234');
    expect(videoPageUrl('youtube', 'abcd')).toBe('https://www.youtube.com/watch?v=abcd');
    expect(socialEmbedUrl('facebook', 'https://www.facebook.com/x')).toContain(
      'href=https%3A%2F%2Fwww.facebook.com%2Fx',
    );
    expect(socialEmbedUrl('x', 'https://x.com/y')).toBeNull();
  });

  it('links a record to the back office (SPEC §2)', () => {
    expect(backOfficeLink('website.page', 7)).toBe('/web#return_label=Website&model=website.page&id=7');
  });
});

describe('text block markup', () => {
  it('parses headings, paragraphs, lists and inline marks', () => {
    expect(parseRichText('## Title\n\nOne\ntwo\n\n- a\n- **b**\n### Small')).toEqual([
      { kind: 'heading', level: 2, children: [{ kind: 'text', text: 'Title' }] },
      { kind: 'paragraph', children: [{ kind: 'text', text: 'One two' }] },
      {
        kind: 'list',
        items: [[{ kind: 'text', text: 'a' }], [{ kind: 'bold', children: [{ kind: 'text', text: 'b' }] }]],
      },
      { kind: 'heading', level: 3, children: [{ kind: 'text', text: 'Small' }] },
    ]);
  });

  it('keeps safe links and turns unsafe ones into plain text', () => {
    expect(parseInline('[home](/) and *it*')).toEqual([
      { kind: 'link', href: '/', children: [{ kind: 'text', text: 'home' }] },
      { kind: 'text', text: ' and ' },
      { kind: 'italic', children: [{ kind: 'text', text: 'it' }] },
    ]);
    expect(parseInline('[x](javascript:alert(1))')).toEqual([
      { kind: 'text', text: '[x](javascript:alert(1)' },
      { kind: 'text', text: ')' },
    ]);
    expect(parseInline('<script>')).toEqual([{ kind: 'text', text: '<script>' }]);
  });
});

describe('mouse-follow parallax', () => {
  it('shifts the picture against the mouse, at most 14 px at the edges', () => {
    expect(mouseParallaxShift(0, 0, 1000, 400)).toEqual({ dx: 14, dy: 14 });
    expect(mouseParallaxShift(500, 200, 1000, 400)).toEqual({ dx: 0, dy: 0 });
    expect(mouseParallaxShift(1000, 400, 1000, 400)).toEqual({ dx: -14, dy: -14 });
    expect(mouseParallaxShift(10, 10, 0, 0)).toEqual({ dx: 0, dy: 0 });
  });
});

describe('the marketing header', () => {
  it('sticks after 120 px instead of 300', () => {
    expect(nextHeaderState(0, 150, MARKETING_AFFIX_OFFSET).affixed).toBe(true);
    expect(nextHeaderState(0, 150).affixed).toBe(false);
    expect(nextHeaderState(0, 301).affixed).toBe(true);
  });
});
