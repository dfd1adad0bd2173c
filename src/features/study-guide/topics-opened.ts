/** The unit topics a student has opened, per account: topic id → first opened, for docs/product.md#my-progress. */
import { createAccountStores } from '../../shared/storage/account-stores';
import { IDB_DATABASES } from '../../shared/storage/keys';

export type TopicsOpened = Record<string, number>;

const stores = createAccountStores<TopicsOpened>(
  IDB_DATABASES.studyGuide,
  'topics-opened',
  (value) =>
    value && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'number')
      ? (value as TopicsOpened)
      : null,
  0,
);

/** Notes the first opening of a topic; later openings change nothing. Storage errors are ignored: it is a count. */
export async function recordTopicOpened(topicId: string, owner: string | null, now = Date.now()): Promise<void> {
  try {
    const store = stores(owner);
    const opened = (await store.load()) ?? {};
    if (topicId in opened) return;
    store.save({ ...opened, [topicId]: now });
    await store.flush();
  } catch {
    /* blocked storage: the count stays as it was */
  }
}

export async function loadTopicsOpened(owner: string | null): Promise<TopicsOpened> {
  return (await stores(owner).load()) ?? {};
}

/** Opened topics per unit number ('3.7' counts for Unit 3). */
export function openedPerUnit(opened: TopicsOpened): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const id of Object.keys(opened)) {
    const unit = Number(id.split('.')[0]);
    if (Number.isInteger(unit)) counts[unit] = (counts[unit] ?? 0) + 1;
  }
  return counts;
}
