import { AnimatePresence, motion, useReducedMotion } from 'framer-motion';
import { changeExplained, type MmrChange, signedPoints } from '../../lib/mmrChange';

/**
 * SPEC §4 last-score badge: '+n' in green for a winner (bounty included), '−n' in red for a loser
 * ('±0' at 0 MMR), next to the player's row for 5 s, then it fades (or simply goes, for reduced
 * motion). The figure is the player's MMR change as every screen shows it; its parts in the title.
 */
export function LastScoreBadge(props: { change: MmrChange | undefined }) {
  const reduce = useReducedMotion();
  const { change } = props;
  return (
    <AnimatePresence>
      {change && (
        <motion.span
          key={`${change.won}${change.change}`}
          initial={reduce ? false : { opacity: 0, scale: 0.8 }}
          animate={{ opacity: 1, scale: 1 }}
          exit={
            reduce
              ? { opacity: 0, transition: { duration: 0 } }
              : { opacity: 0, transition: { duration: 0.6 } }
          }
          data-testid="last-score"
          title={changeExplained(change)}
          style={{
            marginInlineStart: '0.4em',
            padding: '0 0.35em',
            borderRadius: '0.375rem',
            fontSize: '0.8em',
            fontWeight: 700,
            fontVariantNumeric: 'tabular-nums',
            whiteSpace: 'nowrap',
            color: change.won ? 'var(--chakra-colors-green-fg)' : 'var(--chakra-colors-red-fg)',
            background: change.won ? 'var(--chakra-colors-green-subtle)' : 'var(--chakra-colors-red-subtle)',
          }}
        >
          {signedPoints(change.change)}
        </motion.span>
      )}
    </AnimatePresence>
  );
}
