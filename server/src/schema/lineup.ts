import { builder } from '../graphql/builder.ts';
import { Player } from './player.ts';

/** One team as entered (matchRules.ts TeamLineup): recordMatch and startLiveGame take two. */
export const Lineup = builder.inputType('TeamLineupInput', {
  fields: (t) => ({
    defense: t.globalID({ required: true, for: Player, description: "In 1 vs 1 the team's only player." }),
    offense: t.globalID({ required: false, for: Player }),
  }),
});
