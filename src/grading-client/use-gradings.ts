import { useEffect, useState } from 'react';
import type { AccountId } from '../shared/account-seam';
import { subscribeRecordChanges } from '../shared/storage/record';
import { gradingOutbox } from './grading-outbox';
import { gradingsRecord, type AnyGraded } from './gradings';
import { targetKey, type GradingTarget } from './target';

/**
 * The account's gradings of one target, newest first, read again whenever a grading is filed (in this tab, or in
 * another one, which the outbox shows by letting the item go). See docs/architecture.md#grading-path.
 */
export function useGradings(account: AccountId, target: GradingTarget | ((target: GradingTarget) => boolean)) {
  const [read, setRead] = useState<{ account: AccountId; gradings: AnyGraded[] }>({ account: undefined, gradings: [] });
  useEffect(() => {
    if (account === undefined) return;
    let current = true;
    const load = () =>
      void gradingsRecord(account)
        .load()
        .then((gradings) => current && setRead({ account, gradings: gradings ?? [] }))
        .catch(() => current && setRead({ account, gradings: [] }));
    load();
    const stopRecords = subscribeRecordChanges((change) => change.record === gradingsRecord.spec.name && change.owner === account && load());
    const stopOutbox = gradingOutbox().subscribe(load);
    return () => {
      current = false;
      stopRecords();
      stopOutbox();
    };
  }, [account]);
  const mine = typeof target === 'function' ? target : (other: GradingTarget) => targetKey(other) === targetKey(target);
  const loaded = account !== undefined && read.account === account;
  return { loaded, gradings: loaded ? read.gradings.filter((g) => mine(g.target)) : [] };
}
