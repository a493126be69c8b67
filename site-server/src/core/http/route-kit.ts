import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import { z } from 'zod';
import type {
  AdminBody,
  AdminParams,
  AdminQuery,
  AdminResult,
  AnyAdminCall,
  ParamSchemas,
} from '../../../../shared/api/admin-call';
import { hasRole, isStaff, type Role } from '../../../../shared/roles';
import { attachAuditScope, type AuditLog } from '../audit';
import type { RequestContext } from '../context';
import type { TransactionOptions, TransactionRunner } from '../db/transaction';
import { AccessError, AuthError, UnsupportedMediaTypeError } from '../errors';
import { sameToken } from '../security/access-token';
import { RPC_INVALID_REQUEST, RpcProtocolError } from './error-handler';

/**
 * Who may call a route: anyone, any signed-in user, staff (every role but portal), or
 * holders of a role (see shared/roles.ts for what each role includes).
 */
export type Access = 'public' | 'user' | 'staff' | Role;

export function checkAccess(req: Request, access: Access) {
  if (access === 'public') return;
  const user = req.vitrine.user;
  if (!user) throw new AuthError('You must be signed in to do this.');
  if (access === 'user') return;
  if (access === 'staff' ? !isStaff(user.role) : !hasRole(user.role, access))
    throw new AccessError('You are not allowed to do this.');
  // A staff member's call: what it changes is logged (core/audit).
  if (access !== 'portal') req.vitrine.staffCall = true;
}

export const requireAccess =
  (access: Access): RequestHandler =>
  (req, _res, next) => {
    checkAccess(req, access);
    next();
  };

/**
 * Every answer of the back office's API (/api/admin/*), errors included: its error envelope, and no
 * cache keeps it (customers' data, the outbox's mails with their reset links, exports).
 */
export const adminApiAnswers: RequestHandler = (req, res, next) => {
  req.vitrine.kind = 'api';
  res.setHeader('Cache-Control', 'no-store');
  next();
};

/** JSON only: a cross-site form cannot send it, which is the CSRF protection of JSON calls. */
export const requireJson: RequestHandler = (req, _res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'DELETE' && !req.is('application/json'))
    throw new UnsupportedMediaTypeError('This call accepts only Content-Type: application/json.');
  next();
};

const rpcEnvelope = z.object({
  jsonrpc: z.literal('2.0').optional(),
  method: z.string().optional(),
  params: z.record(z.string(), z.unknown()).optional(),
  id: z.union([z.string(), z.number(), z.null()]).optional(),
});

export interface RouteKitOptions {
  transaction: TransactionRunner;
  maxBodyBytes: number;
  defaultLang: () => string;
  /** The audit log, told which request each transaction serves. */
  audit?: AuditLog;
}

export interface RpcOptions {
  access?: Access;
  /** Run without a transaction (reads that must not queue behind writes). */
  readOnly?: boolean;
  /** Middleware to run first, such as a rate limiter (its errors get this route's envelope). */
  before?: RequestHandler[];
}

export interface ApiOptions {
  /** Run without a transaction; by default GET calls do, the others run in one. */
  readOnly?: boolean;
  /** Middleware to run first, such as a rate limiter. */
  before?: RequestHandler[];
}

/** A back-office call's handler: its parsed input in, its answer (the definition's result) out. */
export type ApiHandler<Call extends AnyAdminCall> = (
  ctx: RequestContext,
  input: { params: AdminParams<Call>; query: AdminQuery<Call>; body: AdminBody<Call> },
  req: Request,
  res: Response,
) => Promise<AdminResult<Call>>;

/** A path's params, parsed by their schemas in the definition's order. */
function parseParams(schemas: ParamSchemas<string>, raw: Record<string, string>): unknown {
  if (schemas instanceof z.ZodType) return schemas.parse(raw);
  return Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, schema.parse(raw[name])]));
}

export type RpcHandler<P, R> = (ctx: RequestContext, params: P, req: Request, res: Response) => Promise<R>;

/**
 * Declares routes the same way everywhere: JSON-RPC calls at the spec's paths and the back
 * office's JSON API. Each parses its input with a zod schema, checks access, runs in one
 * transaction and leaves error mapping to the error handler.
 */
export class RouteKit {
  readonly jsonBody: RequestHandler;

  constructor(
    private readonly options: RouteKitOptions,
    private readonly readManager: () => RequestContext['em'],
  ) {
    this.jsonBody = express.json({ limit: options.maxBodyBytes, strict: false });
  }

  context(req: Request, em: RequestContext['em']): RequestContext {
    // The transaction's writes are logged for this request's staff member, if it is a staff call.
    if (this.options.audit && attachAuditScope(em, req)) this.options.audit.captureChanges(em);
    return {
      user: req.vitrine.user,
      lang: req.vitrine.user?.lang ?? this.options.defaultLang(),
      ip: req.ip ?? null,
      em,
    };
  }

  /** Runs work in one transaction (for routes that cannot use `rpc` or `api`, such as uploads). */
  transaction<R>(work: (em: RequestContext['em']) => Promise<R>, options?: TransactionOptions): Promise<R> {
    return this.options.transaction(work, options);
  }

  /**
   * For non-JSON calls of signed-in users (multipart uploads): access, plus the session's
   * CSRF token in the X-CSRF-Token header.
   */
  checkAccessAndCsrf(req: Request, access: Access) {
    checkAccess(req, access);
    if (!sameToken(req.get('x-csrf-token'), req.vitrine.session?.csrfToken))
      throw new AccessError('The form has expired. Reload the page and try again.');
  }

  /** Runs work on the shared (non-transactional) manager, for reads outside the kits' routes. */
  withManager<R>(work: (em: RequestContext['em']) => Promise<R>): Promise<R> {
    return work(this.readManager());
  }

  private run<R>(req: Request, readOnly: boolean, work: (ctx: RequestContext) => Promise<R>): Promise<R> {
    if (readOnly) return work(this.context(req, this.readManager()));
    return this.options.transaction((em) => work(this.context(req, em)));
  }

  /** POST `path` as a JSON-RPC 2.0 call whose params match `schema`. */
  rpc<S extends z.ZodType, R>(
    router: Router,
    path: string,
    schema: S,
    handler: RpcHandler<z.output<S>, R>,
    options: RpcOptions = {},
  ) {
    const markRpc: RequestHandler = (req, _res, next) => {
      req.vitrine.kind = 'rpc';
      next();
    };
    router.post(path, markRpc, ...(options.before ?? []), requireJson, this.jsonBody, async (req, res) => {
      const envelope = rpcEnvelope.safeParse(req.body);
      if (!envelope.success) throw new RpcProtocolError(RPC_INVALID_REQUEST, 'Invalid JSON-RPC request.');
      checkAccess(req, options.access ?? 'public');
      const params = schema.parse(envelope.data.params ?? {});
      const result = await this.run(req, options.readOnly ?? false, (ctx) => handler(ctx, params, req, res));
      if (!res.headersSent)
        res.json({ jsonrpc: '2.0', id: envelope.data.id ?? null, result: result ?? null });
    });
  }

  /**
   * A back-office call, declared from its definition (shared/<feature>/admin-calls.ts): access is
   * checked, then the body, the query and the path's params are parsed with the definition's schemas.
   * The handler's value is the answer; undefined answers 204.
   */
  api<Call extends AnyAdminCall>(
    router: Router,
    call: Call,
    access: Access,
    handler: ApiHandler<Call>,
    options: ApiOptions = {},
  ) {
    router[call.method](
      call.path,
      (req, _res, next) => {
        req.vitrine.kind = 'api';
        next();
      },
      ...(options.before ?? []),
      requireJson,
      this.jsonBody,
      async (req, res) => {
        checkAccess(req, access);
        const body = (call.body ?? z.unknown()).parse(req.body ?? {}) as AdminBody<Call>;
        const query = (call.query ?? z.unknown()).parse(req.query) as AdminQuery<Call>;
        const params = parseParams(call.params, req.params as Record<string, string>) as AdminParams<Call>;
        const readOnly = options.readOnly ?? call.method === 'get';
        const result = await this.run(req, readOnly, (ctx) =>
          handler(ctx, { body, query, params }, req, res),
        );
        if (res.headersSent) return;
        if (result === undefined) res.status(204).end();
        else res.json(result);
      },
    );
  }
}
