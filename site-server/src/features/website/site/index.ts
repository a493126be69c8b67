/** What other features' pages may use of the website's: the zoom of images (the shop's carousel). */
export { ZOOM_FACTOR, ZOOM_MIN_WIDTH } from './behaviours/zoom';
