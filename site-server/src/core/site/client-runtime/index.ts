/**
 * What the site's browser build gets for `react-router` (vite.config.ts, BROWSER_SUBSTITUTES): the part
 * of React Router's API the site's modules use, about 3 KB instead of its 38 KB browser runtime. The server
 * keeps React Router (loaders, actions, rendering); in the browser every link and form loads a page, as
 * without JavaScript, so no client-side router is needed: entry.client.tsx hydrates the page the server
 * rendered with the routes and data it sent (page-matches.ts, routes.tsx). docs/architecture.md, "The
 * browser runtime", says what it leaves out.
 */
export { Link, NavLink, Form } from './links';
export { Meta, Links, Scripts, ScrollRestoration } from './document';
export {
  Outlet,
  useActionData,
  useLoaderData,
  useMatches,
  useParams,
  useRouteError,
  useRouteLoaderData,
  UNSAFE_withComponentProps,
  UNSAFE_withErrorBoundaryProps,
  UNSAFE_withHydrateFallbackProps,
} from './routes';
export {
  useLocation,
  useNavigate,
  useNavigation,
  useRevalidator,
  useSearchParams,
  useSubmit,
} from './navigation';
export { data, isRouteErrorResponse, redirect, redirectDocument } from './responses';
