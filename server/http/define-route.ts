import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import * as v from 'valibot';
import type { Role } from '../../src/contract/roles';
import type { AppContext } from '../app-context';
import type { Session } from '../auth/sessions';
import { issueMessage } from '../dispatch/validation-message';
import { HttpError, forbidden } from './errors';
import { authenticate } from './route-auth';
import { DEFINED_ROUTE } from './route-ledger';

/*
 * The pipeline of every plain HTTP route (everything but POST /api/service), in the dispatcher's
 * order: session (401 + 900) → role (403) → path parameters (404) → query (400) → admit (throttles,
 * lookups that must answer before the body is read) → body (400) → handler. Bad input is refused
 * naming the field, with the dispatcher's wording, and never reaches a handler as a 500.
 */

type Schema = v.GenericSchema;
type Out<S> = S extends Schema ? v.InferOutput<S> : undefined;

export interface RouteCall<A extends 'session' | 'public', P, Q> {
  app: AppContext;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Taken once per request, like ctx.now in an operation. */
  now: Date;
  session: A extends 'session' ? Session : null;
  params: P;
  query: Q;
}

export interface RouteSpec<A extends 'session' | 'public', PS, QS, BS, G> {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  /** 'public' routes carry their own proof (a signed link, a password, a gateway's payment id). */
  auth: A;
  /** Names the route in emulation audit rows and role refusals, as an opid does. */
  name: string;
  roles?: readonly Role[];
  /** Logout must work for a session that may do nothing else until the password is changed. */
  allowDuringPasswordChange?: boolean;
  /** A path that fails its schema names nothing: 404, not 400. */
  params?: PS;
  query?: QS;
  body?: BS;
  /** Reads a body Fastify does not parse (multipart); its output goes through `body`. */
  readBody?: (request: FastifyRequest) => Promise<unknown>;
  /** Runs before the body is read: per-address throttles, a lookup that answers 404 first. */
  admit?: (call: RouteCall<A, Out<PS>, Out<QS>>) => Promise<G>;
  /**
   * Words a refusal of this route's input or handler in the shape its clients read (login's
   * wsstatus, a browser's HTML page). The session check's 401/403 keep the shape of every session call.
   */
  refuse?: (error: HttpError, request: FastifyRequest, reply: FastifyReply) => unknown;
  /** Fastify route options other than the handler (hooks such as onResponse). */
  options?: Omit<RouteShorthandOptions, 'config'>;
  handler: (call: RouteCall<A, Out<PS>, Out<QS>> & { body: Out<BS>; admitted: G }) => Promise<unknown>;
}

export interface RouteDefinition {
  readonly method: 'GET' | 'POST' | 'PUT';
  readonly path: string;
  mount(app: FastifyInstance, ctx: AppContext): void;
}

function parse<S extends Schema>(schema: S, input: unknown, status: number): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw new HttpError(status, issueMessage(result.issues[0]));
  return result.output;
}

/** Declares a plain route; `mountRoutes` registers it. Keeps the handler's types from its schemas. */
export function defineRoute<A extends 'session' | 'public', PS extends Schema | undefined = undefined, QS extends Schema | undefined = undefined, BS extends Schema | undefined = undefined, G = undefined>(
  spec: RouteSpec<A, PS, QS, BS, G>,
): RouteDefinition {
  const audited = { opid: spec.name, action: null };
  const mount = (app: FastifyInstance, ctx: AppContext) => {
    app.route({
      ...spec.options,
      method: spec.method,
      url: spec.path,
      config: { [DEFINED_ROUTE]: spec.name },
      handler: async (request, reply) => {
        const session = spec.auth === 'session'
          ? await authenticate(ctx, request, audited, { allowDuringPasswordChange: spec.allowDuringPasswordChange })
          : null;
        if (session && spec.roles && !spec.roles.includes(session.role)) throw forbidden(`Your role (${session.role}) may not use ${spec.name}`);
        try {
          const call = {
            app: ctx,
            request,
            reply,
            now: ctx.now(),
            session: session as RouteCall<A, Out<PS>, Out<QS>>['session'],
            params: (spec.params ? parse(spec.params, request.params, 404) : undefined) as Out<PS>,
            query: (spec.query ? parse(spec.query, request.query, 400) : undefined) as Out<QS>,
          };
          const admitted = spec.admit ? await spec.admit(call) : (undefined as G);
          const raw = spec.readBody ? await spec.readBody(request) : request.body;
          const body = (spec.body ? parse(spec.body, raw, 400) : undefined) as Out<BS>;
          return await spec.handler({ ...call, body, admitted });
        } catch (error) {
          if (spec.refuse && error instanceof HttpError) return spec.refuse(error, request, reply);
          throw error;
        }
      },
    });
  };
  return { method: spec.method, path: spec.path, mount };
}

export function mountRoutes(app: FastifyInstance, ctx: AppContext, routes: readonly RouteDefinition[]): void {
  for (const route of routes) route.mount(app, ctx);
}

/** A JSON body must be an object before its schema sees it, worded as the dispatcher words it. */
export function objectBody<S extends Schema>(schema: S) {
  return v.pipe(
    v.custom<unknown>((input) => typeof input === 'object' && input !== null && !Array.isArray(input), 'body must be a JSON object'),
    schema,
  );
}

