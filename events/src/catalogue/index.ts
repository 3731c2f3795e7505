import { EventCatalogue } from '../store/catalogue.ts';
import { configEventTypes } from './config/config.events.ts';
import { feedbackEventTypes } from './feedback/feedback.events.ts';
import { liveGameEventTypes } from './live/live.events.ts';
import { matchEventTypes } from './match/match.events.ts';
import { organisationEventTypes } from './organisation/organisation.events.ts';
import { playerEventTypes } from './player/player.events.ts';
import { rolesEventTypes } from './roles/roles.events.ts';
import { rulesEventTypes } from './rules/rules.events.ts';
import { seasonEventTypes } from './season/season.events.ts';
import { tourneyEventTypes } from './tourney/tourney.events.ts';
import { uiErrorEventTypes } from './uiError/uiError.events.ts';
import { userEventTypes } from './user/user.events.ts';
import { voteEventTypes } from './vote/vote.events.ts';

/** Every event type the application knows. */
export const catalogue = new EventCatalogue([
  ...organisationEventTypes,
  ...seasonEventTypes,
  ...playerEventTypes,
  ...userEventTypes,
  ...rolesEventTypes,
  ...uiErrorEventTypes,
  ...configEventTypes,
  ...rulesEventTypes,
  ...matchEventTypes,
  ...voteEventTypes,
  ...tourneyEventTypes,
  ...liveGameEventTypes,
  ...feedbackEventTypes,
]);
