import type { LightMyRequestResponse } from 'fastify';
import type { Random } from './random.ts';
import type { SchemaSampler } from './schema-sample.ts';
import type { FuzzWorld } from './world.ts';

/** Where the data a target varies travels: the JSON body, the query string, a path parameter, or an upload. */
type Part = 'body' | 'query' | 'params' | 'multipart';

/** A request as a target builds it from its data; the runner sends it with `inject`. */
export interface FuzzRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  /** The client's address: anonymous endpoints count requests per address. */
  remoteAddress?: string;
  body?: unknown;
  query?: Record<string, unknown>;
  /** A multipart body, for the upload endpoint. */
  form?: FormData;
}

/**
 * How the server must see a case's data: `valid` (a success, or one of the target's refusals), `invalid` (400
 * `VALIDATION_FAILED` naming what is wrong), or refused with one of the given codes (data no schema describes,
 * such as an uploaded file).
 */
export type Verdict = 'valid' | 'invalid' | { codes: readonly string[] };

/** What to expect of a request whose data was not spoiled, or was spoiled in a way the schema cannot see. */
export interface Expectation {
  /** The status of a success. */
  status: number;
  /** Codes of refusals that the server's state or checks beyond the schema may still give (a wrong password). */
  refusals?: readonly string[];
}

/**
 * One endpoint under fuzzing: its schema (for generating and judging data), how to get valid data for the state
 * the server is in, how to build the request, and what its answers may be.
 */
export interface FuzzTarget<Context = unknown> {
  /** `PUT /api/v1/business-info`: how failures name the endpoint. */
  name: string;
  /** How often cases pick it, relative to the others (endpoints that hash passwords are slower). */
  weight: number;
  part: Part;
  sampler: SchemaSampler;
  /** Sets up what a case needs (a user with questions waiting, a fresh link token), reusing what is still good. */
  context(world: FuzzWorld, random: Random): Promise<Context>;
  /** Data the schema accepts and the server, in this context, answers with `expect.status`. */
  valid(random: Random, context: Context): unknown;
  request(context: Context, data: unknown, random: Random): FuzzRequest;
  /** How the server sees this data; by default, what the schema says of it. */
  judge?(data: unknown): Verdict;
  /** Spoils valid data in the target's own ways, for data no schema describes; by default, the schema mutations. */
  mutate?(data: unknown, random: Random): { data: unknown; description: string };
  expect: Expectation;
  /** Refusals that change what is stored by design (a failed login is counted); others must change nothing. */
  writesOn?: readonly string[];
  /** What a refused request must leave as it was; `fresh` reads it anew rather than from what was last read. */
  state(world: FuzzWorld, context: Context, fresh?: boolean): Promise<string>;
  /** After each answer: marks what it spent (a used link) and checks what a success stored; answers problems. */
  after?(world: FuzzWorld, context: Context, response: LightMyRequestResponse, data: unknown): Promise<string[]>;
}

/** A random address in 10.0.0.0/8 for an anonymous request, so the rate limits (per address) stay out of the way. */
export function randomClientAddress(random: Random): string {
  return `10.${random.int(0, 255)}.${random.int(0, 255)}.${random.int(1, 254)}`;
}

/** English or Spanish, as the browser asks. */
export function randomLanguage(random: Random): string {
  return random.pick(['en', 'en-US,en;q=0.9', 'es', 'es-MX,es;q=0.9,en;q=0.5']);
}
