import { describe, expect, it } from 'vitest';
import { renderFirstScreens } from './prerender';

// The first screens are drawn at build time, without a server: each must come out as a real
// screen (a route whose loader failed there used to leave the stats screen empty, and the phone
// painted nothing until all start-up JavaScript and the season had arrived).
describe('the prerendered first screens', () => {
  it('draws the sign-in page and the stats frame with its tabs and a loading section', async () => {
    const screens = new Map((await renderFirstScreens()).map((s) => [s.id, s.html]));
    expect(screens.get('auth')).toContain('Kicker League');
    const stats = screens.get('stats') ?? '';
    expect(stats).toContain('kl-shell');
    for (const tab of ['Season', 'League', 'General', 'Departments', 'Krabbelranking', 'MMR', 'Awards'])
      expect(stats).toContain(`>${tab}<`);
    expect(stats).toContain('kl-section-loading');
  });
});
