import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { flow, MIN_FLOW_MS, POLL, STEP_MS } from '../../e2e/support/budget.ts';

// A busy machine must not fail a browser flow, and a hung one must still fail: every flow declares
// its budget, and no step inside gives up sooner than a step may take. The e2e files are read with
// TypeScript's parser.
const dir = path.join(import.meta.dirname, '../../e2e');
const files = fs.readdirSync(dir).filter((f) => f.endsWith('.e2e.ts'));

function parse(name: string) {
  const text = fs.readFileSync(path.join(dir, name), 'utf8');
  const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);
  const calls: ts.CallExpression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) calls.push(node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { source, calls };
}

const callee = (call: ts.CallExpression) => call.expression.getText(call.getSourceFile());
const isFlowCall = (node: ts.Node | undefined) =>
  node !== undefined && ts.isCallExpression(node) && node.expression.getText() === 'flow';

describe('budgets of the browser tests', () => {
  it('gives a flow six times its quiet duration, at least MIN_FLOW_MS, and never unbounded', () => {
    expect(flow(17)).toBe(102_000);
    expect(flow(2)).toBe(MIN_FLOW_MS);
    expect(MIN_FLOW_MS).toBeGreaterThanOrEqual(STEP_MS);
    expect(Number.isFinite(flow(10_000))).toBe(true);
    expect(POLL.timeout).toBe(STEP_MS);
  });

  it.each(files)('declares a budget for every flow and set-up in %s', (name) => {
    const { source, calls } = parse(name);
    const flows = calls.filter((c) => callee(c) === 'it');
    expect(flows.length).toBeGreaterThan(0);
    for (const call of flows) {
      const options = call.arguments[1];
      const timeout =
        options && ts.isObjectLiteralExpression(options)
          ? options.properties.find((p) => p.name?.getText(source) === 'timeout')
          : undefined;
      expect(
        timeout && ts.isPropertyAssignment(timeout) && isFlowCall(timeout.initializer),
        call.arguments[0]!.getText(source),
      ).toBe(true);
    }
    for (const call of calls.filter((c) => callee(c) === 'beforeAll'))
      expect(isFlowCall(call.arguments[1]), `beforeAll at ${call.pos}`).toBe(true);
  });

  it.each(files)('lets no step in %s give up before STEP_MS', (name) => {
    const { source, calls } = parse(name);
    // The page's default comes from newContext (STEP_MS); nothing lowers it.
    expect(calls.filter((c) => /setDefault(Navigation)?Timeout$/.test(callee(c)))).toEqual([]);
    // vitest's expect.poll gives up after 1 s unless told otherwise.
    for (const call of calls.filter((c) => callee(c).replace(/\s/g, '') === 'expect.poll'))
      expect(call.arguments[1]?.getText(source), call.getText(source)).toBe('POLL');
    // A shorter wait only where it is retried: `.waitFor({ timeout }).catch(...)`.
    for (const call of calls)
      for (const arg of call.arguments) {
        if (!ts.isObjectLiteralExpression(arg)) continue;
        for (const p of arg.properties) {
          if (!ts.isPropertyAssignment(p) || p.name.getText(source) !== 'timeout') continue;
          if (!ts.isNumericLiteral(p.initializer) || Number(p.initializer.text) >= STEP_MS) continue;
          const retried = ts.isPropertyAccessExpression(call.parent) && call.parent.name.text === 'catch';
          expect(retried, call.getText(source)).toBe(true);
        }
      }
  });
});
