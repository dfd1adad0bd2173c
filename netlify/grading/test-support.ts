/** Helpers for the grading tests: requests to the handlers and env pointing at the fake OpenAI server. */
import type { FakeOpenAI } from '../../tests/support/fake-openai';

export function postJson(url: string, body: unknown, init: RequestInit = {}): Request {
  return new Request(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  });
}

export function useFakeOpenAIEnv(fake: FakeOpenAI, overrides: Record<string, string | undefined> = {}) {
  const values = { OPENAI_API_KEY: 'sk-test-key', OPENAI_BASE_URL: fake.url, OPENAI_MODEL: undefined, OPENAI_TIMEOUT_MS: undefined, ...overrides };
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
}

/** The chat messages of the n-th request the fake received. */
export function sentMessages(fake: FakeOpenAI, n = 0): { role: string; content: string }[] {
  return (fake.requests[n]?.body as { messages: { role: string; content: string }[] }).messages;
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
