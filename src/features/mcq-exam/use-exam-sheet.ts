/** The exam screen's state: the sheet restored on open and saved on every change, attempts stored on Submit. */
import { startTransition, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { DebouncedStore } from '../../shared/storage/debounced-store';
import { toAttemptRecord } from './attempt';
import { EXAM, KEY } from './exam-data';
import { UNOPENED, initialSheet, newAttemptId, sheetReducer, type SheetAction, type SheetState } from './sheet-state';
import type { AttemptRecord, StoredSheet } from './stored-shapes';

import { loadExamStore, type ExamStore } from './load-exam-store';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';
/** What the screen tells the student about the device copy. */
export type Notice = null | 'unreadable' | 'unavailable';

export interface ExamSheet {
  sheet: SheetState;
  ready: boolean;
  dispatch: (action: SheetAction) => void;
  saveStatus: SaveStatus;
  notice: Notice;
  attempts: AttemptRecord[];
  /** The stored attempt of the submitted sheet, once written (for the "View results" fast path). */
  submittedRecord: AttemptRecord | null;
}

export function useExamSheet(): ExamSheet {
  const [sheet, dispatch] = useReducer(sheetReducer, KEY.length, (count) => initialSheet(count, UNOPENED, 0));
  const [ready, setReady] = useState(false);
  const [saveStatus, setSaveStatus] = useState<SaveStatus>('idle');
  const [notice, setNotice] = useState<Notice>(null);
  const [attempts, setAttempts] = useState<AttemptRecord[]>([]);
  const store = useRef<{ api: ExamStore; saver: DebouncedStore<StoredSheet> } | null>(null);
  const loadedSheet = useRef<SheetState | null>(null);

  const refreshAttempts = useCallback(async () => {
    if (!store.current) return;
    const { attempts: list, setAside } = await store.current.api.listAttempts();
    setAttempts(list);
    if (setAside) setNotice('unreadable');
  }, []);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      const api = await loadExamStore();
      store.current ??= { api, saver: api.createSheetSaver((error) => setSaveStatus(error ? 'failed' : 'saved')) };
      const loaded = await api.loadSheet();
      if (cancelled) return;
      const now = Date.now();
      const restored = loaded.status === 'ok' && loaded.value.answers.length === KEY.length ? loaded.value : initialSheet(KEY.length, newAttemptId(now), now);
      if (loaded.status === 'unreadable') setNotice('unreadable');
      loadedSheet.current = restored;
      // A transition, so 55 rows render in slices; a tap meanwhile still lands on the restored sheet.
      startTransition(() => {
        dispatch({ type: 'restore', state: restored });
        setReady(true);
      });
      await refreshAttempts();
    })().catch(() => {
      // IndexedDB blocked (private mode, site data off): the exam still works, it just is not kept.
      if (cancelled) return;
      const now = Date.now();
      dispatch({ type: 'restore', state: initialSheet(KEY.length, newAttemptId(now), now) });
      setNotice('unavailable');
      setReady(true);
    });
    return () => {
      cancelled = true;
    };
  }, [refreshAttempts]);

  useEffect(() => {
    if (!ready || sheet === loadedSheet.current || !store.current) return;
    setSaveStatus('saving');
    // One tap per change, not a stream of keystrokes: written at once, so closing the app right after loses nothing.
    store.current.saver.save({ version: 2, sheet });
    void store.current.saver.flush();
  }, [ready, sheet]);

  // On Submit: store the attempt, write the locked sheet at once, refresh the history.
  const submittedRecord = useMemo(() => toAttemptRecord(sheet, EXAM.id, KEY), [sheet]);
  const [storedId, setStoredId] = useState<string | null>(null);
  useEffect(() => {
    const current = store.current;
    if (!ready || !current || !submittedRecord || storedId === submittedRecord.id) return;
    let cancelled = false;
    current.api
      .saveAttempt(submittedRecord)
      .then(() => current.saver.flush())
      .then(() => {
        if (cancelled) return;
        setStoredId(submittedRecord.id);
        return refreshAttempts();
      })
      .catch(() => setSaveStatus('failed'));
    return () => {
      cancelled = true;
    };
  }, [ready, submittedRecord, storedId, refreshAttempts]);

  return { sheet, ready, dispatch, saveStatus, notice, attempts, submittedRecord: storedId === submittedRecord?.id ? submittedRecord : null };
}
