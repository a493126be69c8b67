/**
 * One definition per back-office call (/api/admin/*), used by both ends (ts-rest's contracts):
 * the server's route kit declares the route from it and parses the input with its schemas; the back
 * office's client builds the request from it and types the answer. A renamed field or param fails
 * the type check on both sides.
 */
import { z } from 'zod';
import { numeric, MAX_ID } from './numeric';

/** Where the back-office API is mounted; every definition's path is relative to it. */
export const ADMIN_API_BASE = '/api/admin';

/** A positive integer id in a route path. */
export const idParam = numeric(z.number().int().positive().max(MAX_ID));

export type AdminMethod = 'get' | 'post' | 'put' | 'delete';

/** The names of a path's `:params`: '/utm/:kind/:id' → 'kind' | 'id'. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * The schemas of a path's params: one per name, each parsed on its own (a refusal names no field,
 * as the routes have always answered), or one z.object parsed whole (its refusals name the field).
 */
export type ParamSchemas<Names extends string> =
  { [Name in Names]: z.ZodType } | z.ZodObject<{ [Name in Names]: z.ZodType }>;

export interface AdminCall<
  Method extends AdminMethod = AdminMethod,
  Path extends string = string,
  Params extends ParamSchemas<PathParamNames<Path>> = ParamSchemas<PathParamNames<Path>>,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Result extends z.ZodType = z.ZodType,
> {
  method: Method;
  path: Path;
  params: Params;
  /** The query string's schema; none: the call takes no query. */
  query: Query;
  /** The JSON body's schema; none: the call takes no body. */
  body: Body;
  /** What the call answers (z.void(): 204, or a file written by the route). Not checked at run time. */
  result: Result;
}

/** Any definition, for code that takes every call (the kit, the client). */
export type AnyAdminCall = AdminCall<AdminMethod, string, ParamSchemas<string>>;

/** The params as the route gets them, parsed. */
export type AdminParams<Call extends AnyAdminCall> = Call['params'] extends z.ZodType
  ? z.output<Call['params']>
  : { [Name in keyof Call['params']]: z.output<Call['params'][Name]> };
export type AdminQuery<Call extends AnyAdminCall> = Call['query'] extends z.ZodType
  ? z.output<Call['query']>
  : unknown;
export type AdminBody<Call extends AnyAdminCall> = Call['body'] extends z.ZodType
  ? z.output<Call['body']>
  : unknown;
/** What the call answers. */
export type AdminResult<Call extends AnyAdminCall> = z.output<Call['result']>;

/** A value of the path or the query string, as the back office sends it. */
export type UrlValue = string | number | boolean;

/**
 * What the back office passes to make a call: the path's params, the query and the body as the
 * server's schemas take them (a query value may be the text of the address: the schema coerces it).
 */
export type AdminCallInput<Call extends AnyAdminCall> = (PathParamNames<Call['path']> extends never
  ? unknown
  : { params: { [Name in PathParamNames<Call['path']>]: string | number } }) &
  (Call['query'] extends z.ZodType
    ? { query?: { [Key in keyof z.input<Call['query']>]?: z.input<Call['query']>[Key] | null } }
    : unknown) &
  (Call['body'] extends z.ZodType ? { body: z.input<Call['body']> } : unknown);

/** The call's arguments after the definition: none needed when the call takes no input. */
export type AdminCallArgs<Call extends AnyAdminCall, Rest extends unknown[] = []> =
  Record<never, never> extends AdminCallInput<Call>
    ? [input?: AdminCallInput<Call>, ...rest: Rest]
    : [input: AdminCallInput<Call>, ...rest: Rest];

/** Declares a call; params, query and body are optional (none taken). */
export function defineAdminCall<
  const Method extends AdminMethod,
  const Path extends string,
  Result extends z.ZodType,
  Params extends ParamSchemas<PathParamNames<Path>> = ParamSchemas<PathParamNames<Path>>,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
>(definition: {
  method: Method;
  path: Path;
  params?: Params;
  query?: Query;
  body?: Body;
  result: Result;
}): AdminCall<Method, Path, Params, Query, Body, Result> {
  return {
    method: definition.method,
    path: definition.path,
    params: definition.params ?? ({} as Params),
    query: definition.query as Query,
    body: definition.body as Body,
    result: definition.result,
  };
}

/** `?a=1&b=x` from the defined, non-empty values ('' when none). */
export function queryString(values: Record<string, UrlValue | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The call's path under ADMIN_API_BASE with its params and query filled in ('/links/7/code'). */
export function adminPath<Call extends AnyAdminCall>(call: Call, input?: AdminCallInput<Call>): string {
  const { params = {}, query = {} } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, UrlValue | null | undefined>;
  };
  const path = call.path.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent(String(params[name])),
  );
  return `${path}${queryString(query)}`;
}

/** The call's whole URL, for links the browser follows itself (CSV exports, files). */
export function adminUrl<Call extends AnyAdminCall>(call: Call, ...[input]: AdminCallArgs<Call>): string {
  return `${ADMIN_API_BASE}${adminPath(call, input)}`;
}
