// SPEC §4 "Rules editing" as a pure state machine; the page only renders it and runs its effects.

export const LAST_RULE_UPDATE_KEY = 'lastRuleUpdate';

export interface RulesEditing {
  mode: 'view' | 'edit';
  /** Set by a save (or Default); Undo is enabled only then. */
  changed: boolean;
}

export const initialRulesEditing: RulesEditing = { mode: 'view', changed: false };

export type RulesAction =
  | { type: 'edit' }
  /** Focus left the editor: saved when the text differs, back to view either way. */
  | { type: 'blur'; saved: boolean }
  | { type: 'default' }
  | { type: 'undo' };

export function rulesEditing(state: RulesEditing, action: RulesAction): RulesEditing {
  switch (action.type) {
    case 'edit':
      return { ...state, mode: 'edit' };
    case 'blur':
      return { mode: 'view', changed: state.changed || action.saved };
    case 'default':
      return { mode: 'view', changed: true };
    case 'undo':
      return { mode: 'view', changed: false };
  }
}

/** Where the previous text waits for Undo: stored before every save (SPEC §3 session storage key). */
export function rememberPreviousRules(storage: Pick<Storage, 'setItem'>, html: string) {
  storage.setItem(LAST_RULE_UPDATE_KEY, html);
}

export function previousRules(storage: Pick<Storage, 'getItem'>): string | null {
  return storage.getItem(LAST_RULE_UPDATE_KEY);
}
