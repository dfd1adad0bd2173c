/**
 * Catches Chromium's one `beforeinstallprompt` with the app, before the offer's code loads
 * (docs/decisions.md#the-install-offer-catches-the-prompt-early-and-loads-late).
 */
import { LOCAL_STORAGE_KEYS } from '../../../shared/storage/keys';
import { readLocal, writeLocal } from '../../../shared/storage/local-storage';

/** Chromium's event (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let captured: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // no mini-infobar: the offer says why installing helps, and never during an exam
    captured = event as InstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    captured = null;
    writeLocal(LOCAL_STORAGE_KEYS.installOffer, JSON.stringify({ ...readInstallRecord(), installed: true }));
    notify();
  });
}

export const installPrompt = () => captured;
export function forgetInstallPrompt() {
  captured = null;
  notify();
}
export function subscribeInstall(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What this device remembers: when the offer was last dismissed, and whether the app was installed. */
export function readInstallRecord(): { dismissedAt: number | null; installed: boolean } {
  try {
    const value = JSON.parse(readLocal(LOCAL_STORAGE_KEYS.installOffer) ?? '{}') as Record<string, unknown>;
    return {
      dismissedAt: typeof value.dismissedAt === 'number' ? value.dismissedAt : null,
      installed: value.installed === true,
    };
  } catch {
    return { dismissedAt: null, installed: false };
  }
}

export function rememberDismissal(now: number) {
  writeLocal(LOCAL_STORAGE_KEYS.installOffer, JSON.stringify({ ...readInstallRecord(), dismissedAt: now }));
  notify();
}
