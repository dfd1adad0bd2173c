/**
 * Who is asking: the Firebase ID token, verified with the revocation check (a disabled account stops at once).
 * Anonymous and unconfirmed accounts are refused (403) before the body is read. See
 * docs/product.md#who-may-grade-and-how-much and docs/decisions.md#verified-students-only.
 */
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { GRADING_ERRORS, GRADING_REASONS } from '../../src/grading-contract/error-texts';
import { isLoopbackHost } from './config';
import { errorResponse } from './http';

export type Identity = { ok: true; uid: string } | { ok: false; response: Response };

/** The demo project the local Auth emulator runs (scripts/lib/processes.mjs). */
const EMULATOR_PROJECT = 'demo-pocket-ap';
const MAX_TOKEN_CHARS = 4_096;

/** The Firebase project whose tokens count, or null when this server cannot check tokens (fails closed). */
export function firebaseProjectId(env: Record<string, string | undefined> = process.env): string | null {
  const emulator = env.FIREBASE_AUTH_EMULATOR_HOST?.trim();
  if (emulator) {
    // Emulator tokens are unsigned: only an emulator on this machine may vouch for them.
    const host = emulator.replace(/:\d+$/, '');
    if (!isLoopbackHost(host)) return null;
  }
  const configured = env.FIREBASE_PROJECT_ID?.trim() || env.VITE_FIREBASE_PROJECT_ID?.trim();
  return configured || (emulator ? EMULATOR_PROJECT : null);
}

function adminApp(projectId: string): App {
  const name = `grading:${projectId}`;
  return getApps().find((app) => app.name === name) ?? initializeApp({ projectId }, name);
}

const TOKEN_REFUSED = new Set([
  'auth/argument-error',
  'auth/invalid-argument',
  'auth/invalid-id-token',
  'auth/id-token-revoked',
  'auth/user-disabled',
  'auth/user-not-found',
]);

export async function verifyStudent(req: Request): Promise<Identity> {
  const header = req.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match) return { ok: false, response: errorResponse(401, GRADING_ERRORS.signInRequired, { 'WWW-Authenticate': 'Bearer' }) };
  const token = match[1]!;
  if (token.length > MAX_TOKEN_CHARS) return refused(GRADING_ERRORS.signInInvalid);

  const projectId = firebaseProjectId();
  if (!projectId) {
    console.error('grading: no Firebase project to check sign-ins against (set VITE_FIREBASE_PROJECT_ID)');
    return { ok: false, response: errorResponse(503, GRADING_ERRORS.signInUnavailable) };
  }
  try {
    const decoded = await getAuth(adminApp(projectId)).verifyIdToken(token, true);
    // Anyone can make an anonymous or an unconfirmed account with the public Web API key: neither may spend.
    if (decoded.firebase.sign_in_provider === 'anonymous') {
      return { ok: false, response: errorResponse(403, GRADING_ERRORS.anonymousAccount, {}, GRADING_REASONS.anonymousAccount) };
    }
    if (decoded.email_verified !== true) {
      return { ok: false, response: errorResponse(403, GRADING_ERRORS.emailUnverified, {}, GRADING_REASONS.emailUnverified) };
    }
    return { ok: true, uid: decoded.uid };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'auth/id-token-expired') return refused(GRADING_ERRORS.signInExpired);
    if (typeof code === 'string' && TOKEN_REFUSED.has(code)) return refused(GRADING_ERRORS.signInInvalid);
    console.error(`grading: sign-in check failed: ${error instanceof Error ? error.message : String(error)}`);
    return { ok: false, response: errorResponse(503, GRADING_ERRORS.signInUnavailable) };
  }
}

function refused(message: string): Identity {
  return { ok: false, response: errorResponse(401, message, { 'WWW-Authenticate': 'Bearer error="invalid_token"' }) };
}
