import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEvent, EventCatalogue } from './catalogue.ts';
import { EventSchemaError } from './errors.ts';

// Version 1 stored `{ title }`; version 2 renamed it to `name`; version 3 added `isPublic`.
const Renamed = defineEvent('ThingNamed', z.object({ name: z.string(), isPublic: z.boolean() }), {
  schemaVersion: 3,
  upcasters: {
    1: (d) => ({ name: (d as { title: string }).title }),
    2: (d) => ({ ...(d as object), isPublic: false }),
  },
});
const catalogue = new EventCatalogue([Renamed]);

describe('event catalogue', () => {
  it('upcasts stored version 1 data step by step to the current shape', () => {
    expect(catalogue.decode('ThingNamed', 1, { title: 'Kicker' })).toEqual({
      name: 'Kicker',
      isPublic: false,
    });
  });

  it('reads current data unchanged', () => {
    expect(catalogue.decode('ThingNamed', 3, { name: 'K', isPublic: true })).toEqual({
      name: 'K',
      isPublic: true,
    });
  });

  it('encodes with the current schema version and refuses data that does not fit', () => {
    expect(catalogue.encode('ThingNamed', { name: 'K', isPublic: true }).schemaVersion).toBe(3);
    expect(() => catalogue.encode('ThingNamed', { name: 1 })).toThrow(EventSchemaError);
  });

  it('refuses unknown types and a stored shape that upcasts to something invalid', () => {
    expect(() => catalogue.decode('Nope', 1, {})).toThrow(EventSchemaError);
    expect(() => catalogue.decode('ThingNamed', 1, { nothing: true })).toThrow(EventSchemaError);
  });

  it('refuses a type defined twice', () => {
    expect(() => new EventCatalogue([Renamed, Renamed])).toThrow('defined twice');
  });
});
