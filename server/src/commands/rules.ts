import {
  RULES_STREAM,
  type RulesEvent,
  rejected,
  rules,
  rulesHtmlSchema,
  rulesStreamId,
} from '@kicker/events';
import { RulesNestedTooDeeplyError, sanitiseRulesHtml } from '../rules/sanitise.ts';
import { type CommandDeps, execute } from './execute.ts';
import type { Actor } from './organisation.ts';

/**
 * Stores the organisation's rules; the HTML is sanitised before it becomes a fact. Its size is
 * checked first: sanitising costs time in proportion to the length, and the length limit is
 * about what was sent, not what is left after sanitising.
 */
export function changeRules(deps: CommandDeps, orgId: string, html: string, actor: Actor) {
  const size = rulesHtmlSchema.safeParse(html);
  if (!size.success) return Promise.resolve(rejected('validation', size.error.issues[0]!.message, 'html'));
  let clean: string;
  try {
    clean = sanitiseRulesHtml(html);
  } catch (err) {
    if (err instanceof RulesNestedTooDeeplyError)
      return Promise.resolve(rejected('validation', err.message, 'html'));
    throw err;
  }
  return execute<rules.RulesState, RulesEvent>(deps, {
    orgId,
    streamId: rulesStreamId(orgId),
    streamType: RULES_STREAM,
    actor: actor.userId,
    commandId: actor.commandId,
    commandFingerprint: actor.commandFingerprint,
    initialState: rules.initialState,
    evolve: rules.evolve,
    decide: (state) => rules.decide({ type: 'ChangeRules', html: clean }, state),
    changes: () => [{ orgId, topic: 'rules', ids: [orgId] }],
  });
}
