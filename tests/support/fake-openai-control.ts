/** Playwright-side control of the fake OpenAI server that scripts/e2e-server.ts runs on loopback. */
import type { APIRequestContext } from '@playwright/test';
import type { RecordedRequest, Reply } from './fake-openai';
import { FAKE_OPENAI_PORT } from './ports';

const base = `http://127.0.0.1:${FAKE_OPENAI_PORT}/__control`;

const query = (match?: string) => (match ? `?match=${encodeURIComponent(match)}` : '');

export const fakeOpenAI = {
  reset: (request: APIRequestContext) => request.post(`${base}/reset`),
  queue: (request: APIRequestContext, ...replies: Reply[]) => request.post(`${base}/replies`, { data: replies }),
  requests: async (request: APIRequestContext): Promise<RecordedRequest[]> => (await request.get(`${base}/requests`)).json(),
};

/**
 * The fake for one journey in a run where journeys in other workers use it too: its replies answer only requests
 * containing `token` (put the token in the essay or the answers), and it sees and forgets only its own requests.
 */
export function fakeOpenAIFor(request: APIRequestContext, token: string) {
  return {
    token,
    reset: () => request.post(`${base}/reset${query(token)}`),
    queue: (...replies: Reply[]) => request.post(`${base}/replies`, { data: replies.map((reply) => ({ ...reply, match: token })) }),
    requests: async (): Promise<RecordedRequest[]> => (await request.get(`${base}/requests${query(token)}`)).json(),
  };
}
