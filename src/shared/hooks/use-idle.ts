import { useEffect, useState } from 'react';
import { whenIdle } from '../when-idle';

/** False until the browser has been idle once after this component mounted (or `timeoutMs` passed). */
export function useIdle(timeoutMs: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), timeoutMs), [timeoutMs]);
  return idle;
}
