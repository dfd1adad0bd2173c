import { useEffect, useState } from 'react';

/** How long a passing notice ('Profile updated!') stays in the page's live region. */
const NOTICE_MS = 6000;

/** The passing account notice and how to show one; it clears itself. */
export function usePassingNotice() {
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    if (!notice) return;
    const id = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(id);
  }, [notice]);
  return [notice, setNotice] as const;
}
