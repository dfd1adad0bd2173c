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
