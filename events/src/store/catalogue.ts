import type { z } from 'zod';
import { EventSchemaError } from './errors.ts';

/**
 * One event type: its name, its current schema version and shape, and the pure functions that
 * lift older stored shapes to the current one (upcasters[n] turns version n into version n + 1).
 */
export interface EventType<T extends string = string, S extends z.ZodType = z.ZodType> {
  type: T;
  schemaVersion: number;
  schema: S;
  upcasters?: Record<number, (data: unknown) => unknown>;
}

export function defineEvent<T extends string, S extends z.ZodType>(
  type: T,
  schema: S,
  options: { schemaVersion?: number; upcasters?: Record<number, (data: unknown) => unknown> } = {},
): EventType<T, S> {
  return { type, schema, schemaVersion: options.schemaVersion ?? 1, upcasters: options.upcasters };
}

/** The event union a catalogue of event types describes. */
export type EventOf<E extends EventType> =
  E extends EventType<infer T, infer S> ? { type: T; data: z.output<S> } : never;

export class EventCatalogue {
  private readonly types = new Map<string, EventType>();

  constructor(types: readonly EventType[]) {
    for (const t of types) {
      if (this.types.has(t.type)) throw new Error(`Event type ${t.type} is defined twice`);
      this.types.set(t.type, t);
    }
  }

  /** The names of every known event type. */
  typeNames(): string[] {
    return [...this.types.keys()];
  }

  has(type: string) {
    return this.types.has(type);
  }

  get(type: string): EventType {
    const t = this.types.get(type);
    if (!t) throw new EventSchemaError(`Unknown event type ${type}`);
    return t;
  }

  /** Validates data about to be appended; returns the version it is stored under. */
  encode(type: string, data: unknown): { schemaVersion: number; data: unknown } {
    const t = this.get(type);
    const parsed = t.schema.safeParse(data);
    if (!parsed.success) throw new EventSchemaError(`${type}: ${parsed.error.message}`);
    return { schemaVersion: t.schemaVersion, data: parsed.data };
  }

  /** Lifts stored data to the current version and validates it. Pure. */
  decode(type: string, schemaVersion: number, data: unknown): unknown {
    const t = this.get(type);
    let current = data;
    for (let v = schemaVersion; v < t.schemaVersion; v++) {
      const up = t.upcasters?.[v];
      if (!up) throw new EventSchemaError(`${type}: no upcaster from version ${v}`);
      current = up(current);
    }
    const parsed = t.schema.safeParse(current);
    if (!parsed.success) throw new EventSchemaError(`${type} v${schemaVersion}: ${parsed.error.message}`);
    return parsed.data;
  }
}
