import { RULES_STREAM, type RulesEvent, rules, rulesStreamId } from '@kicker/events';
import { sanitiseRulesHtml } from '../rules/sanitise.ts';
import { type CommandDeps, execute } from './execute.ts';
import type { Actor } from './organisation.ts';

/** Stores the organisation's rules; the HTML is sanitised before it becomes a fact. */
export function changeRules(deps: CommandDeps, orgId: string, html: string, actor: Actor) {
  const clean = sanitiseRulesHtml(html);
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
