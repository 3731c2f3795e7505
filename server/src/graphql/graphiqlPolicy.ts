import type { Plugin } from 'graphql-yoga';
import { graphiqlContentSecurityPolicy } from '../http/contentSecurityPolicy.ts';

/** GraphiQL's page (development only) gets its own policy, made from the page yoga renders. */
export function useGraphiQLPolicy(): Plugin {
  return {
    async onResponse({ response }) {
      if (!response.headers.get('content-type')?.includes('text/html')) return;
      const html = await response.clone().text();
      response.headers.set('content-security-policy', graphiqlContentSecurityPolicy(html));
    },
  };
}
