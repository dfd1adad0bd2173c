/**
 * A fake OpenAI server on 127.0.0.1 for tests: the real `openai` SDK talks to it over HTTP.
 * It records every request so tests can assert what was sent, and answers from a queue of scripted replies.
 *
 * Control API (used by Playwright journeys, which run in another process):
 *   POST /__control/reset                     forget requests and scripted replies
 *   POST /__control/reset?match=TEXT          forget only the replies for TEXT and the requests that contain it
 *   POST /__control/replies  [Reply, ...]     queue replies for the next completions
 *   GET  /__control/requests[?match=TEXT]     the recorded requests (only those whose body contains TEXT)
 * Journeys in two workers share this server: a reply with `match` answers only a request whose body contains that
 * text (put something unique in the essay or answers), so parallel journeys do not take each other's replies.
 */
import http from 'node:http';

export interface Reply {
  /** HTTP status; 200 by default. */
  status?: number;
  /** For 200: the assistant message content (a JSON string for structured outputs). */
  content?: string;
  /** A raw JSON body instead of a chat completion (for error statuses). */
  body?: unknown;
  /** Wait this long before answering (to test timeouts and loading states). */
  delayMs?: number;
  /** Answer only a request whose raw body contains this text. */
  match?: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
  /** The body as received, for `match`. */
  raw?: string;
}

export interface FakeOpenAI {
  url: string;
  requests: RecordedRequest[];
  queue(...replies: Reply[]): void;
  reset(): void;
  /** Called when the queue is empty: lets a test compute a reply from the request. */
  fallback: ((request: RecordedRequest) => Reply) | null;
  close(): Promise<void>;
}

export async function startFakeOpenAI(port = 0): Promise<FakeOpenAI> {
  const requests: RecordedRequest[] = [];
  const replies: Reply[] = [];
  const fake: FakeOpenAI = {
    url: '',
    requests,
    queue: (...more) => replies.push(...more),
    reset: () => {
      requests.length = 0;
      replies.length = 0;
    },
    fallback: null,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };

  const server = http.createServer(async (req, res) => {
    const raw = await readBody(req);
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    };

    const match = new URL(req.url ?? '/', 'http://fake').searchParams.get('match');
    if (path === '/__control/reset') {
      if (!match) return fake.reset(), json(200, { ok: true });
      remove(replies, (reply) => reply.match === match);
      remove(requests, (request) => (request.raw ?? '').includes(match));
      return json(200, { ok: true });
    }
    if (path === '/__control/replies') return replies.push(...(JSON.parse(raw) as Reply[])), json(200, { queued: replies.length });
    if (path === '/__control/requests') return json(200, match ? requests.filter((r) => (r.raw ?? '').includes(match)) : requests);

    const body = raw ? safeJson(raw) : null;
    const recorded: RecordedRequest = { method: req.method ?? 'GET', path, headers: req.headers, body, raw };
    requests.push(recorded);

    if (!path.endsWith('/chat/completions')) return json(404, { error: { message: `Unknown path ${path}` } });
    // A reply meant for this request first, else the first reply meant for any request.
    let index = replies.findIndex((reply) => reply.match !== undefined && raw.includes(reply.match));
    if (index < 0) index = replies.findIndex((reply) => reply.match === undefined);
    const reply = (index >= 0 ? replies.splice(index, 1)[0] : undefined) ?? fake.fallback?.(recorded) ?? { status: 500, body: { error: { message: 'No scripted reply' } } };
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    if (res.destroyed) return;
    if (reply.body !== undefined || (reply.status && reply.status !== 200)) return json(reply.status ?? 200, reply.body ?? {});
    json(200, chatCompletion(String((body as { model?: string })?.model ?? 'fake-model'), reply.content ?? ''));
  });

  // Keep idle connections open for the whole run: with Node's 5 s default, a journey's next control request could
  // reuse a socket just as the server closed it (ECONNRESET, seen once in CI).
  server.keepAliveTimeout = 10 * 60_000;
  server.headersTimeout = server.keepAliveTimeout + 1_000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  fake.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}/v1`;
  return fake;
}

function chatCompletion(model: string, content: string) {
  return {
    id: `chatcmpl-fake-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', logprobs: null }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

function remove<T>(list: T[], drop: (item: T) => boolean) {
  for (let i = list.length - 1; i >= 0; i--) if (drop(list[i]!)) list.splice(i, 1);
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}
