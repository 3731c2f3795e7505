import {
  type DomainError,
  RULES_STREAM,
  type RulesEvent,
  rejected,
  rules,
  rulesHtmlSchema,
  rulesStreamId,
} from '@kicker/events';
import { RulesNestedTooDeeplyError, sanitiseRulesHtml } from '../rules/sanitise.ts';
import { type Aggregate, declareCommand } from './command.ts';

// SPEC §2 Rules: the organisation's rules page, one stream per organisation.

const aggregate: Aggregate<rules.RulesState, RulesEvent> = {
  streamType: RULES_STREAM,
  initialState: rules.initialState,
  evolve: rules.evolve,
};

export interface RulesChange {
  orgId: string;
  /** Sanitised (cleanRules). */
  html: string;
}

/** Stores the organisation's rules (admins and moderators). */
export const changeRules = declareCommand({
  name: 'updateRules',
  aggregate,
  stream: ({ orgId }: RulesChange) => ({ orgId, streamId: rulesStreamId(orgId) }),
  capability: 'editRules',
  decide: ({ html }, state) => rules.decide({ type: 'ChangeRules', html }, state),
  changes: ({ orgId }) => [{ orgId, topic: 'rules', ids: [orgId] }],
});

/**
 * The rules' HTML as it may become a fact, or why not. Its size is checked first: sanitising costs
 * time in proportion to the length, and the length limit is about what was sent, not what is left
 * after sanitising.
 */
export function cleanRules(orgId: string, html: string): RulesChange | DomainError {
  const size = rulesHtmlSchema.safeParse(html);
  if (!size.success) return rejected('validation', size.error.issues[0]!.message, 'html');
  try {
    return { orgId, html: sanitiseRulesHtml(html) };
  } catch (err) {
    if (err instanceof RulesNestedTooDeeplyError) return rejected('validation', err.message, 'html');
    throw err;
  }
}
