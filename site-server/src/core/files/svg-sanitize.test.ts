import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from './svg-sanitize';

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${body}</svg>`;

describe('sanitizeSvg', () => {
  it('keeps shapes, gradients, text and internal references', () => {
    const drawing = svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs>' +
        '<rect width="10" height="10" fill="url(#g)"/><use href="#g"/><text x="1" y="9">Hi</text>',
    );
    const clean = sanitizeSvg(drawing);
    for (const kept of [
      'viewBox="0 0 10 10"',
      '<linearGradient id="g">',
      'stop-color="red"',
      'fill="url(#g)"',
      '<use href="#g">',
      '>Hi</text>',
    ])
      expect(clean).toContain(kept);
  });

  it.each([
    ['a script', '<script>alert(1)</script>', /alert/],
    ['an event handler', '<rect onclick="alert(1)" width="1"/>', /onclick|alert/],
    [
      'foreignObject with HTML',
      '<foreignObject><iframe src="https://evil.example"></iframe><p>x</p></foreignObject>',
      /foreignObject|iframe|evil/,
    ],
    ['an external use', '<use href="https://evil.example/sprite.svg#a"/>', /evil/],
    ['a javascript link', '<a href="javascript:alert(1)"><text>t</text></a>', /javascript|<a/],
    ['an image from elsewhere', '<image href="https://evil.example/track.png"/>', /evil/],
    ['an xlink to a script', '<image xlink:href="javascript:alert(1)"/>', /javascript/],
    ['a style loading a URL', '<rect style="fill:url(https://evil.example/x)" width="1"/>', /evil/],
    [
      'animation setting an attribute',
      '<set attributeName="href" to="javascript:alert(1)"/>',
      /javascript|<set/,
    ],
  ])('removes %s', (_case, body, gone) => {
    expect(sanitizeSvg(svg(body))).not.toMatch(gone);
  });
});
