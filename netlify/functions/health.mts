import type { Config } from '@netlify/functions';
import { FUNCTION_HEADERS } from '../grading/http';
import { gradingStatus } from '../grading/config';
import { signInCheckStatus } from '../grading/identity';
import { blobsStatus } from '../grading/quota';

/**
 * GET /api/health: proves the /api path reaches the functions, and says per capability `ready` or the name of the
 * variable it lacks, never a value (docs/architecture.md#sign-in-check).
 */
export default async (req: Request): Promise<Response> => {
  if (req.method !== 'GET') {
    return Response.json({ error: 'Method not allowed.' }, { status: 405, headers: { ...FUNCTION_HEADERS, Allow: 'GET' } });
  }
  const capabilities = { grading: gradingStatus(), signInCheck: signInCheckStatus(), blobs: blobsStatus() };
  return Response.json({ ok: true, service: 'pocket-ap', capabilities }, { headers: FUNCTION_HEADERS });
};

export const config: Config = { path: '/api/health', method: ['GET', 'POST'] };
