import { builder } from '../graphql/builder.ts';
import { splitOrgKey } from '../graphql/globalIds.ts';
import { Player } from './player.ts';

/** One team as entered (matchRules.ts TeamLineup): recordMatch and startLiveGame take two. */
export const Lineup = builder.inputType('TeamLineupInput', {
  fields: (t) => ({
    defense: t.globalID({ required: true, for: Player, description: "In 1 vs 1 the team's only player." }),
    offense: t.globalID({ required: false, for: Player }),
  }),
});

/** A team as the match and live-game commands name it: player ids inside the organisation. */
export function lineupIn(orgId: string, team: { defense: { id: string }; offense?: { id: string } | null }) {
  const idIn = ({ id }: { id: string }) => {
    const key = splitOrgKey(id);
    // Another organisation's player is simply not a player of this one.
    return key.orgId === orgId ? key.id : `foreign:${key.id}`;
  };
  return { defense: idIn(team.defense), offense: team.offense ? idIn(team.offense) : null };
}
