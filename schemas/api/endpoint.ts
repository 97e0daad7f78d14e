import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { PortalModule } from './modules';

/** HTTP methods the platform uses. GET and DELETE carry their input as query parameters. */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What a caller needs to know to make a call: no schemas, so the portal ships no TypeBox. */
export interface EndpointMeta {
  /** Stable id used in logs, OpenAPI operationId and the client. */
  readonly id: string;
  readonly method: Method;
  readonly path: string;
  /** The call needs a session token (spec mark "t"). */
  readonly token: boolean;
  /** The payload travels in the sealed envelope (spec mark "e"); plaintext is refused. */
  readonly encrypted: boolean;
  /** The body is form-encoded instead of JSON. */
  readonly form?: boolean;
  /** The module the portal names for the call unless a widget names itself (src/api/endpoints.ts sets it). */
  readonly module?: PortalModule;
}

/**
 * One call of the platform, defined once and shared by the server (validation,
 * serialization, OpenAPI) and the portal (through src/api/endpoints.ts, generated).
 */
export interface Endpoint<Req extends TSchema = TSchema, Res extends TSchema = TSchema> extends EndpointMeta {
  readonly summary: string;
  /**
   * The portal asks it in the background (a poll), not because the member did
   * something: it does not extend an idle session.
   */
  readonly background?: boolean;
  readonly request: Req;
  /** Schema of `value` inside the response envelope. */
  readonly response: Res;
}

/** The portal's view of an endpoint: its meta, typed by request and response. */
export interface EndpointRef<Req, Res> extends EndpointMeta {
  /** Phantom fields: they carry the types, never a value. */
  readonly __request?: Req;
  readonly __response?: Res;
}

/** The EndpointRef type of a contract endpoint. */
export type RefOf<E extends Endpoint> = EndpointRef<Static<E['request']>, Static<E['response']>>;

export function defineEndpoint<Req extends TSchema, Res extends TSchema>(
  endpoint: Endpoint<Req, Res>,
): Endpoint<Req, Res> {
  return endpoint;
}

export type RequestOf<E> =
  E extends EndpointRef<infer Req, unknown> ? Req : E extends Endpoint<infer R, TSchema> ? Static<R> : never;
export type ResponseOf<E> =
  E extends EndpointRef<unknown, infer Res> ? Res : E extends Endpoint<TSchema, infer R> ? Static<R> : never;

/** An endpoint with no input. */
export const NoInput = Type.Object({}, { additionalProperties: false });
