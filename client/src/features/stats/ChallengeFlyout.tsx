import { Trophy, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { graphql, useFragment } from 'react-relay';
import { challengeTitle, isNewChallenge } from '../../lib/challenge';
import type { ChallengeFlyout_organisation$key } from './__generated__/ChallengeFlyout_organisation.graphql';
import { STATS_TABS_END } from './statsParams';

// The challenge on the season screen, which paints without Chakra (docs/decisions.md): the browser's
// own popover (desktop) and modal dialog (phone), styled by ui/stats.css. Both close with Escape;
// the popover also with a click elsewhere, the dialog with a click on its backdrop.

function useChallenge(key: ChallengeFlyout_organisation$key) {
  const org = useFragment(
    graphql`
      fragment ChallengeFlyout_organisation on Organisation {
        config {
          currentChallenge {
            name
            description
            points
            changedOn
          }
        }
      }
    `,
    key,
  );
  const challenge = org.config.currentChallenge;
  return { ...challenge, isNew: isNewChallenge(challenge.changedOn, new Date()) };
}

const NewBadge = () => (
  <span className="kl-badge" data-variant="solid">
    NEW
  </span>
);

/** SPEC §2, desktop: the current challenge behind a button, marked NEW for 14 days after a change. */
export function ChallengeFlyout(props: { organisation: ChallengeFlyout_organisation$key }) {
  const c = useChallenge(props.organisation);
  const id = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // Under the button, their right edges aligned (in the page, so it scrolls with the button).
  const place = () => {
    const button = trigger.current?.getBoundingClientRect();
    if (!button || !panel.current) return;
    panel.current.style.top = `${button.bottom + window.scrollY + 8}px`;
    panel.current.style.right = `${document.documentElement.clientWidth - button.right - window.scrollX}px`;
  };
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="kl-button kl-wide-only-flex"
        data-variant="outline"
        data-size="sm"
        popoverTarget={`${id}panel`}
        onClick={place}
      >
        <Trophy aria-hidden /> Current Challenge (+{c.points}) {c.isNew && <NewBadge />}
      </button>
      <div
        ref={panel}
        id={`${id}panel`}
        popover="auto"
        className="kl-popover"
        role="dialog"
        aria-labelledby={`${id}title`}
      >
        <div className="kl-overlay-head">
          <h2 id={`${id}title`} className="kl-heading" data-size="md">
            {challengeTitle(c.points)}
          </h2>
          {c.isNew && <NewBadge />}
        </div>
        <p>{c.description}</p>
      </div>
    </>
  );
}

/**
 * SPEC §2, phone: a challenge icon in the stats' tab bar (the bar's end, STATS_TABS_END) that opens
 * 'Current Challenge (+points)' with the description.
 */
export function ChallengeIcon(props: { organisation: ChallengeFlyout_organisation$key }) {
  const c = useChallenge(props.organisation);
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => setSlot(document.getElementById(STATS_TABS_END)), []);
  if (!slot) return null;
  return createPortal(
    <>
      <button
        type="button"
        className="kl-button kl-narrow-only-flex kl-challenge-icon"
        data-variant="ghost"
        aria-label={c.isNew ? `${challengeTitle(c.points)}, new` : challengeTitle(c.points)}
        onClick={() => dialog.current?.showModal()}
      >
        <Trophy aria-hidden />
        {c.isNew && <span className="kl-new-dot" />}
      </button>
      {/* A click on the backdrop reaches the dialog element itself (its content has its own box). */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard closes a modal dialog with Escape (the browser's own) and the Close button */}
      <dialog
        ref={dialog}
        className="kl-dialog"
        aria-labelledby={`${id}title`}
        onClick={(e) => e.target === e.currentTarget && dialog.current?.close()}
      >
        <div className="kl-dialog-content">
          <div className="kl-overlay-head">
            <h2 id={`${id}title`} className="kl-heading" data-size="lg">
              {challengeTitle(c.points)}
            </h2>
            {c.isNew && <NewBadge />}
            <button
              type="button"
              className="kl-button kl-overlay-close"
              data-variant="ghost"
              data-size="sm"
              aria-label="Close"
              onClick={() => dialog.current?.close()}
            >
              <X aria-hidden />
            </button>
          </div>
          <p>{c.description}</p>
        </div>
      </dialog>
    </>,
    slot,
  );
}
