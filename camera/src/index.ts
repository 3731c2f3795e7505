export { type Agent, startAgent } from './agent.ts';
export { type AgentOptions, readOptions } from './options.ts';
