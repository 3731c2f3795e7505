import { graphql, useFragment } from 'react-relay';
import type { RankIcon_rank$key } from './__generated__/RankIcon_rank.graphql';

/** A rank of the organisation's ladder as its icon (an emoji), named for screen readers and on hover. */
export function RankIcon(props: { rank: RankIcon_rank$key; size?: string }) {
  const rank = useFragment(
    graphql`
      fragment RankIcon_rank on Rank {
        name
        icon
      }
    `,
    props.rank,
  );
  return (
    <span
      className="kl-emoji"
      role="img"
      aria-label={rank.name}
      title={rank.name}
      style={{ fontSize: props.size ?? '1.15em' }}
    >
      {rank.icon || rank.name.slice(0, 1)}
    </span>
  );
}
