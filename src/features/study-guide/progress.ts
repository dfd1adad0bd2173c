/** The study guide's part of My progress (docs/architecture.md#progress-sources): topics opened per unit. */
import type { ProgressSource } from '../../shared/progress/contract';
import { loadTopicsOpened, openedPerUnit } from './topics-opened';

export const readTopicsOpened: ProgressSource<'topicsOpened'>['read'] = async (owner) => openedPerUnit(await loadTopicsOpened(owner));
