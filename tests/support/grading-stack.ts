/** The grading handlers' test stack: the fake OpenAI server, a real blob store, an emulator student, our requests. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { signUp, signUpVerified } from './auth-emulator';
import { startFakeOpenAI, type FakeOpenAI } from './fake-openai';

export interface GradingStack {
  fake: FakeOpenAI;
  token: string;
  uid: string;
  /** A POST as our own page sends it: JSON, same-origin, with the student's ID token (see PostOptions). */
  post(url: string, body: unknown, options?: PostOptions): Request;
}

let accounts = 0;
/** A new student whose email is confirmed (`verified: false`: just signed up, not yet confirmed). */
export async function newStudent({ verified = true }: { verified?: boolean } = {}): Promise<{ uid: string; token: string }> {
  const email = `student-${process.pid}-${Date.now()}-${++accounts}@example.com`;
  const account = await (verified ? signUpVerified : signUp)(email, 'grading-test-1');
  return { uid: account.localId, token: account.idToken };
}

/**
 * The local blobs server can let two create-only writes of one key both succeed (it awaits between check and
 * write); Netlify's store cannot, so this one takes writes one at a time and the tests check our code, not its race.
 */
function atomicWrites(server: BlobsServer): BlobsServer {
  const writable = server as unknown as { put(req: unknown): Promise<Response> };
  const put = writable.put.bind(server);
  let writes: Promise<unknown> = Promise.resolve();
  writable.put = (req) => {
    const next = writes.then(() => put(req));
    writes = next.catch(() => {});
    return next;
  };
  return server;
}

/** A Netlify Blobs server on a temporary folder, made the environment's store. */
export async function startBlobStore(): Promise<() => Promise<void>> {
  const directory = mkdtempSync(path.join(tmpdir(), 'pocket-ap-blobs-'));
  const token = 'blobs-test-token';
  const server = atomicWrites(new BlobsServer({ directory, token }));
  const { port } = await server.start();
  const url = `http://localhost:${port}`;
  const context = { siteID: 'pocket-ap-test', deployID: '0', token, edgeURL: url, uncachedEdgeURL: url, primaryRegion: 'us-east-2' };
  process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(JSON.stringify(context)).toString('base64');
  return async () => {
    delete process.env.NETLIFY_BLOBS_CONTEXT;
    await server.stop();
    rmSync(directory, { recursive: true, force: true });
  };
}

/** Registers the hooks of the stack for this test file; its fields are filled in before the first test. */
export function useGradingStack(): GradingStack {
  const stack = { post: (url, body, options) => postJson(url, body, { token: stack.token, ...options }) } as GradingStack;
  let stopBlobs: () => Promise<void>;
  beforeAll(async () => {
    stack.fake = await startFakeOpenAI();
    stopBlobs = await startBlobStore();
    Object.assign(stack, await newStudent());
  });
  afterAll(async () => {
    await stack.fake.close();
    await stopBlobs();
  });
  beforeEach(() => {
    stack.fake.reset();
    stack.fake.fallback = null;
    useFakeOpenAIEnv(stack.fake);
  });
  return stack;
}

export interface PostOptions {
  /** The ID token to send; null sends no Authorization header. */
  token?: string | null;
  headers?: Record<string, string>;
}

export function postJson(url: string, body: unknown, { token = null, headers = {} }: PostOptions = {}): Request {
  return new Request(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Sec-Fetch-Site': 'same-origin',
      ...(token === null ? {} : { Authorization: `Bearer ${token}` }),
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export function useFakeOpenAIEnv(fake: FakeOpenAI, overrides: Record<string, string | undefined> = {}) {
  const values = {
    OPENAI_API_KEY: 'sk-test-key',
    OPENAI_BASE_URL: fake.url,
    OPENAI_MODEL: undefined,
    OPENAI_TIMEOUT_MS: undefined,
    OPENAI_MAX_COMPLETION_TOKENS: undefined,
    // Content tests grade many times with one student; the allowance has its own tests.
    GRADING_DAILY_QUOTA: '1000',
    // Likewise the site-wide ceiling (tested in guard.test.ts with fresh function instances).
    GRADING_DAILY_CEILING: '1000000',
    // Emulator accounts are all new and share one address: the flood limits have their own tests (flood.test.ts).
    GRADING_NEW_ACCOUNT_DAYS: '0',
    GRADING_NEW_ACCOUNT_SHARE: undefined,
    GRADING_DAILY_PER_IP: '1000000',
    ...overrides,
  };
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
}

/** The chat messages of the n-th request the fake received. */
export function sentMessages(fake: FakeOpenAI, n = 0): { role: string; content: string }[] {
  return (fake.requests[n]?.body as { messages: { role: string; content: string }[] }).messages;
}

export const authTime = (token: string) => claimsOf(token).auth_time as number;

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

function withClaims(token: string, change: (now: number) => Record<string, unknown>): string {
  const changed = { ...claimsOf(token), ...change(Math.floor(Date.now() / 1000)) };
  return `${token.split('.')[0]}.${Buffer.from(JSON.stringify(changed)).toString('base64url')}.`;
}

/** The token with its expiry moved into the past (emulator tokens are unsigned, so it stays well-formed). */
export function expiredToken(token: string): string {
  return withClaims(token, (now) => ({ iat: now - 7200, auth_time: now - 7200, exp: now - 3600 }));
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  $ref?: string;
  definitions?: Record<string, JsonSchema>;
  $defs?: Record<string, JsonSchema>;
};

/**
 * The smallest value a JSON schema accepts: required properties only, empty strings, zeros, the fewest array
 * items, the first enum value. A model may answer exactly this, so the graders must cope with it.
 */
export function minimalInstance(schema: JsonSchema, root: JsonSchema = schema): unknown {
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop()!;
    return minimalInstance((root.$defs ?? root.definitions ?? {})[name] ?? {}, root);
  }
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return minimalInstance(schema.anyOf[0]!, root);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((key) => [key, minimalInstance(schema.properties?.[key] ?? {}, root)]));
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => minimalInstance(schema.items ?? {}, root));
    case 'string':
      return '';
    case 'number':
    case 'integer':
      return 0;
    case 'boolean':
      return false;
    default:
      return null;
  }
}

/** A fake-model reply that is the minimal instance of the JSON schema the request asked for. */
export function minimalSchemaValidReply(request: { body: unknown }): { content: string } {
  const schema = (request.body as { response_format: { json_schema: { schema: JsonSchema } } }).response_format.json_schema.schema;
  return { content: JSON.stringify(minimalInstance(schema)) };
}
