/**
 * The picture shown for an image that is not there (unknown model or field, missing record, empty
 * field): a grey frame with a landscape sign, scalable to any size.
 */
export const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img" aria-label="No image">
<rect width="256" height="256" fill="#eef0f2"/>
<rect x="64" y="72" width="128" height="112" rx="8" fill="none" stroke="#b4bac1" stroke-width="8"/>
<circle cx="100" cy="106" r="12" fill="#b4bac1"/>
<path d="M72 176l40-44 28 30 18-18 34 32z" fill="#b4bac1"/>
</svg>
`;

export const PLACEHOLDER_ETAG = '"placeholder-1"';
