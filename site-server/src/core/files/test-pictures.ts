import sharp from 'sharp';

/** Real pictures for the tests: a plain rectangle in the given format, made by sharp. */
export function picture(
  format: 'png' | 'jpeg' | 'webp' | 'gif',
  width = 200,
  height = 100,
  red = 200,
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: red, g: 80, b: 40 } } })
    .toFormat(format)
    .toBuffer();
}

export const cleanSvg = `<?xml version="1.0" encoding="UTF-8"?>
<!-- drawn by hand -->
<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60" viewBox="0 0 120 60">
  <rect width="120" height="60" fill="#3a7"/>
</svg>`;
