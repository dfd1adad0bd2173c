/**
 * The Firestore emulator's REST API as an administrator (`Bearer owner` passes the rules), for the journeys: put a
 * student's synced records there, and check what is left after "Delete my account and data".
 */
import { recordId, toDocument, type SyncRecord } from '../../src/shared/sync/record';
import { PROJECT } from './auth-emulator';
import { FIRESTORE_EMULATOR_ORIGIN } from './ports';

const documents = `${FIRESTORE_EMULATOR_ORIGIN}/v1/projects/${PROJECT}/databases/(default)/documents`;
const admin = { Authorization: 'Bearer owner', 'content-type': 'application/json' };

/** Firestore's REST encoding of the plain values of a record document. */
function fields(values: Record<string, string | number | boolean>) {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'string' ? { stringValue: value } : typeof value === 'boolean' ? { booleanValue: value } : { integerValue: String(value) },
    ]),
  );
}

/** Writes records (and the user document) for `uid`, as the sync adapter would have. */
export async function putRecords(uid: string, records: SyncRecord<unknown>[]): Promise<void> {
  const writes = [
    { path: `users/${uid}`, body: { fields: { ...fields({ schema: 1 }), updatedAt: { timestampValue: new Date().toISOString() } } } },
    ...records.map((record) => ({
      path: `users/${uid}/records/${recordId(record.kind, record.key)}`,
      body: { fields: { ...fields(toDocument(record)), updatedAt: { timestampValue: new Date().toISOString() } } },
    })),
  ];
  for (const { path, body } of writes) {
    const response = await fetch(`${documents}/${path}`, { method: 'PATCH', headers: admin, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`could not write ${path}: ${response.status} ${await response.text()}`);
  }
}

/** The ids of the record documents `uid` has in the emulator. */
export async function recordIds(uid: string): Promise<string[]> {
  const response = await fetch(`${documents}/users/${uid}/records?pageSize=300`, { headers: admin });
  if (!response.ok) throw new Error(`could not list records: ${response.status}`);
  const body = (await response.json()) as { documents?: { name: string }[] };
  return (body.documents ?? []).map((doc) => doc.name.split('/').at(-1)!);
}

/** Whether users/{uid} exists. */
export async function hasUserDocument(uid: string): Promise<boolean> {
  const response = await fetch(`${documents}/users/${uid}`, { headers: admin });
  if (response.status === 404) return false;
  if (!response.ok) throw new Error(`could not read users/${uid}: ${response.status}`);
  return true;
}
