// What the global setup hands to every test file (vitest's provide/inject).
declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL server URL (any database) on which each test file creates its own database. */
    pgServerUrl: string;
  }
}

export {};
