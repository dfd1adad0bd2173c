import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs` while `active`, and again when the tab becomes visible (a
 * background tab's timers are throttled; the clock itself never depends on ticks). Starts at 0 on the server.
 */
export function useNow(active: boolean, intervalMs = 250): number {
  const [now, setNow] = useState(0);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    tick();
    if (!active) return;
    const id = setInterval(tick, intervalMs);
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearInterval(id);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [active, intervalMs]);
  return now;
}
