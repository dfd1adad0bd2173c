import type { Config } from '@netlify/functions';
import { FUNCTION_HEADERS } from '../grading/http';

/** GET /api/health: proves the /api path reaches the functions (used by tests and uptime checks). */
export default async (req: Request): Promise<Response> => {
  if (req.method !== 'GET') {
    return Response.json({ error: 'Method not allowed.' }, { status: 405, headers: { ...FUNCTION_HEADERS, Allow: 'GET' } });
  }
  return Response.json({ ok: true, service: 'pocket-ap' }, { headers: FUNCTION_HEADERS });
};

export const config: Config = { path: '/api/health', method: ['GET', 'POST'] };
