export * from './config/config.fold.ts';
export * from './migrations.ts';
export * from './projection.ts';
export * from './registry.ts';
export * from './rowChanges.ts';
export * from './runner.ts';
export * from './tables.ts';
