/**
 * The sign-in check without a service account (docs/architecture.md#sign-in-check): the Firebase ID token's RS256
 * signature is verified here against Google's published keys, its claims are checked, then the Identity Toolkit's
 * `accounts:lookup` (with the project's Web API key) says whether the account is disabled, revoked or deleted and
 * when it was made. Against the local Auth emulator the same steps run, except that its tokens are unsigned.
 */
import { createPublicKey, verify, type JsonWebKey, type KeyObject } from 'node:crypto';
import { isLoopbackHost } from './config';

const GOOGLE_KEYS_URL = 'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';
const IDENTITY_TOOLKIT_URL = 'https://identitytoolkit.googleapis.com/v1';
/** Each call to Google may take this long before the check answers 503. */
const GOOGLE_TIMEOUT_MS = 5_000;
/** Clock skew allowed on iat and auth_time (Google's own libraries allow a few minutes). */
const SKEW_SECONDS = 300;

export interface Endpoints {
  /** null: the emulator's unsigned tokens (only ever a loopback emulator). */
  keysUrl: string | null;
  lookupUrl: string;
  apiKey: string;
}

/**
 * Where the check asks. Tests (and the load run) point it at loopback stand-ins through two variables that are
 * honoured only for http://loopback URLs and never inside AWS Lambda, where Netlify runs functions.
 */
export function googleEndpoints(env: Record<string, string | undefined>, emulatorHost: string | null, apiKey: string): Endpoints {
  if (emulatorHost) return { keysUrl: null, lookupUrl: `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:lookup`, apiKey };
  const seam = (value: string | undefined, production: string) => {
    if (!value?.trim() || env.AWS_LAMBDA_FUNCTION_NAME) return production;
    const url = new URL(value);
    return url.protocol === 'http:' && isLoopbackHost(url.hostname) ? url.href.replace(/\/$/, '') : production;
  };
  return {
    keysUrl: seam(env.POCKET_AP_TEST_GOOGLE_KEYS_URL, GOOGLE_KEYS_URL),
    lookupUrl: `${seam(env.POCKET_AP_TEST_IDENTITY_TOOLKIT_URL, IDENTITY_TOOLKIT_URL)}/accounts:lookup`,
    apiKey,
  };
}

export interface IdTokenClaims {
  sub: string;
  iat: number;
  exp: number;
  auth_time: number;
  email_verified?: boolean;
  firebase?: { sign_in_provider?: string };
}

/** What the check concluded: the account, or why not (`invalid`/`expired` → 401, `unavailable` → 503). */
export type CheckResult =
  | { ok: true; claims: IdTokenClaims; account: { createdAtMs: number; emailVerified: boolean } }
  | { ok: false; why: 'invalid' | 'expired' | 'unavailable'; detail: string };

class Unavailable extends Error {}

const base64url = (part: string) => Buffer.from(part, 'base64url');
function parseJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(base64url(part).toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Google's keys by kid, kept as long as its Cache-Control says; fetched again (at most once a minute) for an unknown kid. */
const keyCache = new Map<string, { keys: Map<string, KeyObject>; expiresAt: number; fetchedAt: number }>();

async function googleFetch(url: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(GOOGLE_TIMEOUT_MS) });
  } catch (error) {
    throw new Unavailable(`${new URL(url).host} unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** One fetch of the keys at a time per URL: concurrent first requests share it. */
const inFlight = new Map<string, Promise<void>>();

async function publicKey(keysUrl: string, kid: string, now: number): Promise<KeyObject | null> {
  const cached = keyCache.get(keysUrl);
  if (cached && cached.expiresAt > now && (cached.keys.has(kid) || now - cached.fetchedAt < 60_000)) return cached.keys.get(kid) ?? null;
  let fetching = inFlight.get(keysUrl);
  if (!fetching) {
    fetching = fetchKeys(keysUrl, now).finally(() => inFlight.delete(keysUrl));
    inFlight.set(keysUrl, fetching);
  }
  await fetching;
  return keyCache.get(keysUrl)?.keys.get(kid) ?? null;
}

async function fetchKeys(keysUrl: string, now: number): Promise<void> {
  const response = await googleFetch(keysUrl);
  if (!response.ok) throw new Unavailable(`Google's keys answered ${response.status}`);
  const body = (await response.json().catch(() => null)) as { keys?: (JsonWebKey & { kid?: string })[] } | null;
  if (!Array.isArray(body?.keys)) throw new Unavailable("Google's keys were unreadable");
  const keys = new Map<string, KeyObject>();
  for (const jwk of body.keys) {
    if (typeof jwk.kid === 'string' && jwk.kty === 'RSA') keys.set(jwk.kid, createPublicKey({ key: jwk, format: 'jwk' }));
  }
  const maxAge = Number(/max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1] ?? 0);
  keyCache.set(keysUrl, { keys, expiresAt: now + Math.min(maxAge, 24 * 3600) * 1000, fetchedAt: now });
}

/** Lookup errors that mean this token no longer stands for a usable account (401); any other error is ours (503). */
const REFUSED_LOOKUP = /^(INVALID_ID_TOKEN|TOKEN_EXPIRED|USER_NOT_FOUND|USER_DISABLED|CREDENTIAL_TOO_OLD_LOGIN_AGAIN)\b/;

interface LookupUser {
  localId?: string;
  disabled?: boolean;
  emailVerified?: boolean;
  /** Seconds since the epoch: tokens signed in before it are revoked (tokensValidAfterTime). */
  validSince?: string;
  /** Milliseconds since the epoch, as a string. */
  createdAt?: string;
}

export async function checkIdToken(token: string, projectId: string, endpoints: Endpoints, nowMs = Date.now()): Promise<CheckResult> {
  const invalid = (detail: string): CheckResult => ({ ok: false, why: 'invalid', detail });
  const parts = token.split('.');
  if (parts.length !== 3) return invalid('not a JWT');
  const [rawHeader, rawPayload, rawSignature] = parts as [string, string, string];
  const header = parseJson(rawHeader);
  const claims = parseJson(rawPayload);
  if (!header || !claims) return invalid('unreadable JWT');

  try {
    if (endpoints.keysUrl === null) {
      if (header.alg !== 'none') return invalid(`emulator token with alg ${String(header.alg)}`);
    } else {
      if (header.alg !== 'RS256' || typeof header.kid !== 'string') return invalid('not an RS256 token with a kid');
      const key = await publicKey(endpoints.keysUrl, header.kid, nowMs);
      if (!key) return invalid('signed by a key Google does not publish');
      if (!verify('RSA-SHA256', Buffer.from(`${rawHeader}.${rawPayload}`), key, base64url(rawSignature))) return invalid('bad signature');
    }

    const now = nowMs / 1000;
    const { sub, iat, exp, auth_time: authTime } = claims;
    if (claims.iss !== `https://securetoken.google.com/${projectId}` || claims.aud !== projectId) return invalid('another project');
    if (typeof sub !== 'string' || !sub || sub.length > 128) return invalid('no subject');
    if (typeof exp !== 'number' || typeof iat !== 'number' || typeof authTime !== 'number') return invalid('no times');
    if (iat > now + SKEW_SECONDS || authTime > now + SKEW_SECONDS) return invalid('issued in the future');
    if (exp <= now) return { ok: false, why: 'expired', detail: 'expired' };

    const response = await googleFetch(`${endpoints.lookupUrl}?key=${encodeURIComponent(endpoints.apiKey)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ idToken: token }),
    });
    const body = (await response.json().catch(() => null)) as { users?: LookupUser[]; error?: { message?: string } } | null;
    if (!response.ok) {
      const message = typeof body?.error?.message === 'string' ? body.error.message : '';
      if (response.status === 400 && REFUSED_LOOKUP.test(message)) return invalid(`accounts:lookup: ${message}`);
      throw new Unavailable(`accounts:lookup answered ${response.status} ${message}`.trim());
    }
    const user = body?.users?.[0];
    if (!user || user.localId !== sub) return invalid('accounts:lookup: no such account');
    if (user.disabled === true) return invalid('account disabled');
    // Revoked: sessions signed in before the account's tokens-valid-after time (as firebase-admin compares).
    if (user.validSince !== undefined && authTime < Number(user.validSince)) return invalid('session revoked');
    // The creation time comes from Google's record, not from anything the client sent (NaN: unknown, counted as new).
    const createdAtMs = Number(user.createdAt ?? Number.NaN);
    return { ok: true, claims: claims as unknown as IdTokenClaims, account: { createdAtMs, emailVerified: user.emailVerified === true } };
  } catch (error) {
    if (error instanceof Unavailable) return { ok: false, why: 'unavailable', detail: error.message };
    throw error;
  }
}
