/** Playwright-side control of the fake OpenAI server that scripts/e2e-server.ts runs on loopback. */
import type { APIRequestContext } from '@playwright/test';
import type { RecordedRequest, Reply } from './fake-openai';
import { FAKE_OPENAI_PORT } from './ports';

const base = `http://127.0.0.1:${FAKE_OPENAI_PORT}/__control`;

export const fakeOpenAI = {
  reset: (request: APIRequestContext) => request.post(`${base}/reset`),
  queue: (request: APIRequestContext, ...replies: Reply[]) => request.post(`${base}/replies`, { data: replies }),
  requests: async (request: APIRequestContext): Promise<RecordedRequest[]> => (await request.get(`${base}/requests`)).json(),
};
