import { describe, expect, it } from 'vitest';
import {
  initialRulesEditing,
  LAST_RULE_UPDATE_KEY,
  previousRules,
  rememberPreviousRules,
  rulesEditing,
} from './rulesEditing';

describe('rules editing (SPEC §4)', () => {
  it('goes from view to edit on Edit, and back to view on focus out', () => {
    const editing = rulesEditing(initialRulesEditing, { type: 'edit' });
    expect(editing).toEqual({ mode: 'edit', changed: false });
    expect(rulesEditing(editing, { type: 'blur', saved: false })).toEqual({ mode: 'view', changed: false });
  });

  it("marks 'changed' after a save or Default, which enables Undo; Undo marks it unchanged", () => {
    const saved = rulesEditing(rulesEditing(initialRulesEditing, { type: 'edit' }), {
      type: 'blur',
      saved: true,
    });
    expect(saved.changed).toBe(true);
    expect(rulesEditing(saved, { type: 'undo' })).toEqual({ mode: 'view', changed: false });
    expect(rulesEditing(initialRulesEditing, { type: 'default' }).changed).toBe(true);
    // An edit without a change keeps an earlier change undoable.
    expect(rulesEditing(saved, { type: 'blur', saved: false }).changed).toBe(true);
  });

  it("keeps the previous text under 'lastRuleUpdate'", () => {
    const store = new Map<string, string>();
    const storage = {
      setItem: (k: string, v: string) => store.set(k, v),
      getItem: (k: string) => store.get(k) ?? null,
    };
    expect(previousRules(storage)).toBeNull();
    rememberPreviousRules(storage, '<p>old</p>');
    expect(store.get(LAST_RULE_UPDATE_KEY)).toBe('<p>old</p>');
    expect(previousRules(storage)).toBe('<p>old</p>');
  });
});
