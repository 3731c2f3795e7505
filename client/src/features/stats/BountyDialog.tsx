import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { bountyDialogs, type BountyDialog as Dialog, DialogDedupe, type MatchNews } from '../../lib/liveNews';
import { playBountyCollected, playBountyStarted } from '../../lib/sound';

// The dialog and Chakra load with the first bounty, not with the season screen.
const BountyAlert = lazy(() => import('./BountyAlert'));

/**
 * SPEC §4 bounty dialogs: a new bounty and a collected one, with their sound, when they happened
 * within 5 s; the same one not again within 7 s. `announce` takes the news of a match.
 */
export function useBountyDialogs() {
  const [queue, setQueue] = useState<Dialog[]>([]);
  const dedupe = useRef(new DialogDedupe());
  const announce = useCallback((news: MatchNews) => {
    const now = Date.now();
    const fresh = bountyDialogs(news, now).filter((d) => dedupe.current.take(d.key, now));
    if (fresh.length === 0) return;
    (fresh[0]!.kind === 'collected' ? playBountyCollected : playBountyStarted)();
    setQueue((q) => [...q, ...fresh]);
  }, []);
  const shown = queue[0];
  const dialog = shown && (
    <Suspense>
      <BountyAlert
        key={shown.key}
        title={shown.title}
        text={shown.text}
        onClose={() => setQueue((q) => q.slice(1))}
      />
    </Suspense>
  );
  return { announce, dialog };
}
