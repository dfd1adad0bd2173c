/**
 * The state every grading screen shares (docs/architecture.md#grading-path): the draft kept per account, the
 * gradings of the screen's targets from the one gradings store, the outbox's waiting line, SUBMIT and Start over.
 * A screen adds only its own fields and how it builds its request.
 */
import type { AccountStores } from '../shared/storage/record';
import { useAccountDraft } from '../shared/storage/use-account-draft';
import type { GradingKind, GradingRequests } from './client';
import type { Graded } from './gradings';
import { useGrading } from './use-grading';
import { useGradings } from './use-gradings';
import type { GradingTarget } from './target';

/** A draft that Start over can clear: gradings filed before `clearedAt` stay in the history, off the screen. */
export interface ClearableDraft {
  clearedAt?: number;
}

export interface GradedScreenOptions<K extends GradingKind, D extends ClearableDraft> {
  kind: K;
  /** Which gradings this screen shows and which waiting items are its own. */
  shows(target: GradingTarget): boolean;
  drafts: AccountStores<D>;
  empty: D;
  isBlank(draft: D): boolean;
  /** Joins a saved draft with what was typed before it was read (early input). */
  merge?(saved: D, typed: D): D;
}

export function useGradedScreen<K extends GradingKind, D extends ClearableDraft>(options: GradedScreenOptions<K, D>) {
  const saved = useAccountDraft(options.drafts, options.empty, options.isBlank, options.merge);
  const filed = useGradings(saved.account, options.shows);
  const loaded = saved.loaded && filed.loaded;
  const grading = useGrading(options.kind, loaded, options.shows);
  // Work waiting for a sign-in stays with the screen's draft when the student signs in.
  saved.carryOnSignIn(grading.waitingForSignIn);
  const history = filed.gradings as Graded<K>[];
  const draft = saved.value;
  const latest = history.find((g) => g.gradedAt > (draft.clearedAt ?? 0)) ?? null;
  return {
    draft,
    loaded,
    account: saved.account,
    grading,
    /** The newest grading since the last Start over. */
    latest,
    history,
    change: (patch: Partial<D>) => saved.update({ ...saved.read(), ...patch }),
    read: saved.read,
    async submit(request: GradingRequests[K], target: GradingTarget) {
      void saved.flush();
      await grading.submit(request, target);
    },
    async startOver() {
      grading.clearError();
      saved.update({ ...options.empty, clearedAt: Date.now() });
      await saved.flush();
    },
  };
}
