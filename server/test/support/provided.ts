// What the global setup hands to every test file (vitest's provide/inject).
declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * PostgreSQL server URLs (any database), one per test worker: a file creates its own database on
     * its worker's server (support/db.ts), so files running at the same time never share a server.
     */
    pgServerUrls: string[];
  }
}

export {};
