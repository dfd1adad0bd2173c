/** The unit topics a student has opened, per account: topic id → first opened, for docs/product.md#my-progress. */
import '../../shared/config/zod-without-eval';
import { z } from 'zod';
import { IDB_DATABASES } from '../../shared/storage/keys';
import { defineRecord } from '../../shared/storage/record';

export type TopicsOpened = Record<string, number>;

const stores = defineRecord<TopicsOpened>({
  name: 'topics-opened',
  db: IDB_DATABASES.studyGuide,
  key: 'topics-opened',
  scope: 'account',
  schema: z.record(z.string(), z.number()),
  version: 1,
  delayMs: 0,
});

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
