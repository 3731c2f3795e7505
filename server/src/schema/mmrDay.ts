import type { MmrDay } from '@kicker/projections';
import { builder } from '../graphql/builder.ts';

/** A day of a player's season in one mode (the profile's chart and the General tab's top ten). */
export const MmrDayRef = builder.objectRef<MmrDay>('MmrDay').implement({
  description: "A day of a player's season in one mode: where their MMR ended, and how it went.",
  fields: (t) => ({
    day: t.exposeString('day', { description: "The day in the organisation's time zone, yyyy-MM-dd." }),
    mmr: t.exposeInt('mmr', { description: "MMR after the day's last match." }),
    high: t.exposeInt('high', { description: 'The highest MMR after a match of the day.' }),
    low: t.exposeInt('low', { description: 'The lowest MMR after a match of the day.' }),
    matches: t.exposeInt('matches'),
    wins: t.exposeInt('wins'),
  }),
});
