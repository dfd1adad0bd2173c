/**
 * Asks the browser, once per page, to keep this site's storage even under pressure (so the student's notes and
 * study progress are not evicted). Called after the student first saves something; a refusal changes nothing.
 */
let asked = false;

export function askToPersist(): void {
  if (asked || typeof navigator === 'undefined' || !navigator.storage?.persist) return;
  asked = true;
  navigator.storage.persist().catch(() => undefined);
}
