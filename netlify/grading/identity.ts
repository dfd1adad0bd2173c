/**
 * Who is asking: the Firebase ID token, its signature and claims checked here and the account looked up at Google
 * (a disabled account or revoked sessions stop at once), without a service account: google-auth.ts and
 * docs/architecture.md#sign-in-check. Anonymous and unconfirmed accounts are refused (403) before the body is read.
 * See docs/product.md#who-may-grade-and-how-much and docs/decisions.md#verified-students-only.
 */
import { GRADING_ERRORS, GRADING_REASONS } from '../../src/grading-contract/error-texts';
import { isLoopbackHost } from './config';
import { checkIdToken, googleEndpoints } from './google-auth';
import { errorResponse } from './http';

export type Identity = { ok: true; uid: string; createdAtMs: number } | { ok: false; response: Response };

/** The demo project the local Auth emulator runs (scripts/lib/processes.mjs). */
const EMULATOR_PROJECT = 'demo-pocket-ap';
/** Any key does for the emulator. */
const EMULATOR_API_KEY = 'emulator-api-key';
const MAX_TOKEN_CHARS = 4_096;

type Env = Record<string, string | undefined>;

/** A loopback Auth emulator's host, null without one; undefined when one is named off this machine (fails closed). */
function emulatorHost(env: Env): string | null | undefined {
  const emulator = env.FIREBASE_AUTH_EMULATOR_HOST?.trim();
  if (!emulator) return null;
  // Emulator tokens are unsigned: only an emulator on this machine may vouch for them.
  return isLoopbackHost(emulator.replace(/:\d+$/, '')) ? emulator : undefined;
}

/** The Firebase project whose tokens count, or null when this server cannot check tokens (fails closed). */
export function firebaseProjectId(env: Env = process.env): string | null {
  const emulator = emulatorHost(env);
  if (emulator === undefined) return null;
  const configured = env.FIREBASE_PROJECT_ID?.trim() || env.VITE_FIREBASE_PROJECT_ID?.trim();
  return configured || (emulator ? EMULATOR_PROJECT : null);
}

/** `ready`, or the name of the variable the sign-in check lacks (GET /api/health; never a value). */
export function signInCheckStatus(env: Env = process.env): string {
  if (emulatorHost(env) === undefined) return 'FIREBASE_AUTH_EMULATOR_HOST';
  if (!firebaseProjectId(env)) return 'VITE_FIREBASE_PROJECT_ID';
  if (!emulatorHost(env) && !env.VITE_FIREBASE_API_KEY?.trim()) return 'VITE_FIREBASE_API_KEY';
  return 'ready';
}

export async function verifyStudent(req: Request, env: Env = process.env): Promise<Identity> {
  const header = req.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match) return { ok: false, response: errorResponse(401, GRADING_ERRORS.signInRequired, { 'WWW-Authenticate': 'Bearer' }) };
  const token = match[1]!;
  if (token.length > MAX_TOKEN_CHARS) return refused(GRADING_ERRORS.signInInvalid);

  const missing = signInCheckStatus(env);
  const projectId = firebaseProjectId(env);
  if (missing !== 'ready' || !projectId) {
    console.error(`grading: the sign-in check cannot run (set ${missing})`);
    return { ok: false, response: errorResponse(503, GRADING_ERRORS.signInUnavailable) };
  }
  const emulator = emulatorHost(env) ?? null;
  const apiKey = emulator ? EMULATOR_API_KEY : env.VITE_FIREBASE_API_KEY!.trim();
  const checked = await checkIdToken(token, projectId, googleEndpoints(env, emulator, apiKey));
  if (!checked.ok) {
    if (checked.why === 'expired') return refused(GRADING_ERRORS.signInExpired);
    if (checked.why === 'invalid') return refused(GRADING_ERRORS.signInInvalid);
    console.error(`grading: sign-in check unavailable: ${checked.detail}`);
    return { ok: false, response: errorResponse(503, GRADING_ERRORS.signInUnavailable) };
  }
  // Anyone can make an anonymous or an unconfirmed account with the public Web API key: neither may spend.
  if (checked.claims.firebase?.sign_in_provider === 'anonymous') {
    return { ok: false, response: errorResponse(403, GRADING_ERRORS.anonymousAccount, {}, GRADING_REASONS.anonymousAccount) };
  }
  if (checked.claims.email_verified !== true || !checked.account.emailVerified) {
    return { ok: false, response: errorResponse(403, GRADING_ERRORS.emailUnverified, {}, GRADING_REASONS.emailUnverified) };
  }
  return { ok: true, uid: checked.claims.sub, createdAtMs: checked.account.createdAtMs };
}

function refused(message: string): Identity {
  return { ok: false, response: errorResponse(401, message, { 'WWW-Authenticate': 'Bearer error="invalid_token"' }) };
}
