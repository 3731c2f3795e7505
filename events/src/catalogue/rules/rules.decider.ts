import { type DomainError, rejected } from '../domainError.ts';
import { type RulesEvent, rulesHtmlSchema } from './rules.events.ts';

export type RulesCommand = { type: 'ChangeRules'; html: string };

export interface RulesState {
  html: string | null;
}

export const initialState: RulesState = { html: null };

/** `html` must already be sanitised (server/src/rules/sanitise.ts). */
export function decide(cmd: RulesCommand, state: RulesState): RulesEvent[] | DomainError {
  const plainText = cmd.html.replace(/<[^>]*>/g, '').trim();
  if (plainText === '') return rejected('validation', 'The rules must not be empty', 'html');
  const parsed = rulesHtmlSchema.safeParse(cmd.html);
  if (!parsed.success) return rejected('validation', parsed.error.issues[0]!.message, 'html');
  if (cmd.html === state.html) return [];
  return [{ type: 'RulesChanged', data: { html: cmd.html } }];
}

export function evolve(_state: RulesState, event: RulesEvent): RulesState {
  return { html: event.data.html };
}
