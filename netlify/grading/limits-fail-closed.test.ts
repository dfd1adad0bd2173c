/**
 * The limits fail closed (docs/architecture.md#grading-limits): a create-only write to Netlify Blobs that fails for
 * any reason but "already exists" (412) refuses the grading with 503, and the model is not called. A stand-in sits
 * in front of the real local blob server and spoils the create-only writes of one store.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import { getStore } from '@netlify/blobs';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RUBRICS } from '../../src/grading-contract/rubrics';
import { essayModelAnswer } from '../../tests/support/model-answers';
import { newStudent, useGradingStack } from '../../tests/support/grading-stack';
import { QUOTA_STORE, quotaPrefix } from './quota';

const URL = 'http://localhost:8888/api/grade';
const ESSAY_REQUEST = { essay: 'Shade lowers summer temperatures in cities. '.repeat(10), essay_type: 'iwa', subject: 'ap_seminar' };
const iwaAnswer = essayModelAnswer(RUBRICS.iwa, [0, 3, 3, 3, 3, 3, 3]);

type Failure = 'none' | 500 | 403 | 'drop';
const stack = useGradingStack();
let failure: Failure = 'none';
/** Only writes to this store fail (the other store works). */
let failingStore = QUOTA_STORE;
let proxy: Server;
let proxyContext: string;

beforeAll(async () => {
  const context = JSON.parse(Buffer.from(process.env.NETLIFY_BLOBS_CONTEXT!, 'base64').toString('utf8')) as { edgeURL: string };
  const upstream = new globalThis.URL(context.edgeURL);
  proxy = createServer((req, res) => {
    const createOnly = req.method === 'PUT' && req.headers['if-none-match'] === '*' && req.url!.includes(`:${failingStore}/`);
    if (createOnly && failure === 'drop') return req.socket.destroy();
    if (createOnly && typeof failure === 'number') {
      req.resume();
      return res.writeHead(failure, { 'Content-Type': 'text/plain' }).end('stand-in failure');
    }
    const forward = httpRequest({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode!, answer.headers);
      answer.pipe(res);
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(proxy.address() as { port: number }).port}`;
  proxyContext = Buffer.from(JSON.stringify({ ...context, edgeURL: url, uncachedEdgeURL: url })).toString('base64');
});
afterAll(async () => {
  proxy.closeAllConnections();
  await new Promise((resolve) => proxy.close(resolve));
});
beforeEach(() => {
  failure = 'none';
  vi.stubEnv('NETLIFY_BLOBS_CONTEXT', proxyContext);
});

/** A fresh instance of the function (the ceiling's cursor starts again). */
async function freshGrade() {
  vi.resetModules();
  return (await import('../functions/grade.mts')).default;
}

describe('a create-only write that fails refuses the grading (503), without calling the model', () => {
  it('grades through the stand-in while it passes writes on', async () => {
    stack.fake.queue({ content: iwaAnswer });
    expect((await (await freshGrade())(stack.post(URL, ESSAY_REQUEST))).status).toBe(200);
  });

  it.each([
    ['answers 500', 500],
    ['answers 403', 403],
    ['drops the connection', 'drop'],
  ] as const)('when the allowance store %s', async (_, how) => {
    failure = how;
    failingStore = QUOTA_STORE;
    const started = performance.now();
    const response = await (await freshGrade())(stack.post(URL, ESSAY_REQUEST));
    console.log(`allowance store ${how}: ${response.status} in ${(performance.now() - started).toFixed(0)} ms`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: 'The daily grading allowance could not be checked right now. Please try again in a minute.' });
    expect(stack.fake.requests).toHaveLength(0);
  });

  it.each([
    ['answers 500', 500],
    ['answers 403', 403],
    ['drops the connection', 'drop'],
  ] as const)('when the site-wide ceiling store %s, and the account keeps its grading', async (_, how) => {
    failure = how;
    failingStore = 'grading-ceiling';
    const student = await newStudent();
    const response = await (await freshGrade())(stack.post(URL, ESSAY_REQUEST, { token: student.token }));
    expect(response.status).toBe(503);
    expect(stack.fake.requests).toHaveLength(0);
    const used = await getStore({ name: QUOTA_STORE, consistency: 'strong' }).list({ prefix: quotaPrefix(student.uid, new Date()) });
    expect(used.blobs).toHaveLength(0);
  });
});
