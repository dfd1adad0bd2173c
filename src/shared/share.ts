/** Sharing a link: the share sheet on touch screens, the clipboard elsewhere (docs/product.md#sharing). */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'manual';

/** A phone or tablet with the system share sheet. Desktop browsers that have one too still copy: it is what people expect there. */
function hasShareSheet(): boolean {
  return typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

export async function shareOrCopy(url: string, title: string): Promise<ShareOutcome> {
  if (hasShareSheet()) {
    try {
      await navigator.share({ title, url });
      return 'shared';
    } catch (error) {
      // AbortError: the student closed the sheet; anything else falls through to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'manual';
  }
}

export function shareOutcomeText(outcome: ShareOutcome): string {
  switch (outcome) {
    case 'shared':
      return 'Shared.';
    case 'copied':
      return 'Link copied. Paste it anywhere to share it.';
    case 'cancelled':
      return '';
    case 'manual':
      return 'Copy the link below to share it.';
  }
}
