/**
 * Loopback stand-ins for Google's side of the production sign-in check (netlify/grading/google-auth.ts): the
 * securetoken JWK endpoint, serving the public half of an RSA key made here, and the Identity Toolkit's
 * `accounts:lookup`, answering from a small account table as Google does. `mint` signs ID tokens with that key.
 */
import { createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { createSign, generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';

export interface StandInAccount {
  uid: string;
  email: string;
  emailVerified: boolean;
  disabled: boolean;
  /** Milliseconds since the epoch. */
  createdAt: number;
  /** Seconds since the epoch: sessions signed in before it are revoked. */
  validSince?: number;
}

export interface GoogleStandIn {
  keysUrl: string;
  toolkitUrl: string;
  projectId: string;
  apiKey: string;
  accounts: Map<string, StandInAccount>;
  /** How many times each endpoint was asked, and the API keys accounts:lookup was sent. */
  calls: { keys: number; lookup: number; apiKeys: string[] };
  /** A new account (verified unless told), made `ageDays` ago. */
  addAccount(options?: { ageDays?: number; emailVerified?: boolean }): StandInAccount;
  /** An ID token for the account, signed with the stand-in's key (claims may be overridden). */
  mint(account: StandInAccount, claims?: Record<string, unknown>): string;
  /** Both endpoints stop answering (connections are dropped) until `up()`. */
  down(): void;
  up(): void;
  /** Environment that points the production check at the stand-in (no emulator). */
  env(): Record<string, string>;
  close(): Promise<void>;
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export async function startGoogleStandIn({ projectId = 'pocket-ap-prod-test', apiKey = 'AIza-stand-in-web-key' } = {}): Promise<GoogleStandIn> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomUUID();
  const accounts = new Map<string, StandInAccount>();
  const calls = { keys: 0, lookup: 0, apiKeys: [] as string[] };
  let reachable = true;
  const sockets = new Set<Socket>();

  const sign = (key: KeyObject, header: object, payload: object) => {
    const data = `${b64(header)}.${b64(payload)}`;
    return `${data}.${createSign('RSA-SHA256').update(data).sign(key).toString('base64url')}`;
  };
  const json = (res: import('node:http').ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
    res.writeHead(status, { 'Content-Type': 'application/json', ...headers }).end(JSON.stringify(body));
  const lookupError = (res: import('node:http').ServerResponse, message: string) => json(res, 400, { error: { code: 400, message } });

  const server: Server = createServer((req, res) => {
    if (!reachable) {
      req.socket.destroy();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (req.method === 'GET' && url.pathname === '/keys') {
      calls.keys += 1;
      json(res, 200, { keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] }, { 'Cache-Control': 'public, max-age=3600' });
      return;
    }
    if (req.method === 'POST' && url.pathname === '/v1/accounts:lookup') {
      calls.lookup += 1;
      calls.apiKeys.push(url.searchParams.get('key') ?? '');
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        if (url.searchParams.get('key') !== apiKey) return json(res, 400, { error: { code: 400, message: 'API key not valid. Please pass a valid API key.' } });
        const { idToken } = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { idToken?: string };
        const payload = idToken?.split('.')[1];
        if (!payload) return lookupError(res, 'INVALID_ID_TOKEN');
        const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub: string; iat: number };
        const account = accounts.get(claims.sub);
        if (!account) return lookupError(res, 'USER_NOT_FOUND');
        // Google's own answers for a disabled account and revoked sessions.
        if (account.disabled) return lookupError(res, 'USER_DISABLED');
        if (account.validSince !== undefined && claims.iat < account.validSince) return lookupError(res, 'TOKEN_EXPIRED');
        json(res, 200, {
          kind: 'identitytoolkit#GetAccountInfoResponse',
          users: [
            {
              localId: account.uid,
              email: account.email,
              emailVerified: account.emailVerified,
              disabled: account.disabled,
              createdAt: String(account.createdAt),
              lastLoginAt: String(Date.now()),
              ...(account.validSince !== undefined ? { validSince: String(account.validSince) } : {}),
            },
          ],
        });
      });
      return;
    }
    json(res, 404, { error: { code: 404, message: 'Not found' } });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const origin = `http://127.0.0.1:${port}`;
  let made = 0;

  return {
    keysUrl: `${origin}/keys`,
    toolkitUrl: `${origin}/v1`,
    projectId,
    apiKey,
    accounts,
    calls,
    addAccount({ ageDays = 0, emailVerified = true } = {}) {
      const uid = `stand-in-${process.pid}-${++made}-${randomUUID().slice(0, 8)}`;
      const account = { uid, email: `${uid}@example.com`, emailVerified, disabled: false, createdAt: Date.now() - ageDays * 86_400_000 };
      accounts.set(uid, account);
      return account;
    },
    mint(account, claims = {}) {
      const now = Math.floor(Date.now() / 1000);
      return sign(privateKey, { alg: 'RS256', kid, typ: 'JWT' }, {
        iss: `https://securetoken.google.com/${projectId}`,
        aud: projectId,
        auth_time: now,
        user_id: account.uid,
        sub: account.uid,
        iat: now,
        exp: now + 3600,
        email: account.email,
        email_verified: account.emailVerified,
        firebase: { identities: { email: [account.email] }, sign_in_provider: 'password' },
        ...claims,
      });
    },
    down() {
      reachable = false;
      for (const socket of sockets) socket.destroy();
    },
    up() {
      reachable = true;
    },
    env: () => ({
      FIREBASE_AUTH_EMULATOR_HOST: '',
      FIREBASE_PROJECT_ID: '',
      VITE_FIREBASE_PROJECT_ID: projectId,
      VITE_FIREBASE_API_KEY: apiKey,
      POCKET_AP_TEST_GOOGLE_KEYS_URL: `${origin}/keys`,
      POCKET_AP_TEST_IDENTITY_TOOLKIT_URL: `${origin}/v1`,
    }),
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
