/**
 * The `_default` rules document (SPEC "Rules document"): what an organisation shows until its
 * admins or moderators write their own, and what "Default" restores. Our own words.
 */
export const DEFAULT_RULES_DATE = new Date('2026-11-22T00:00:00Z');

export const DEFAULT_RULES_HTML = [
  '<h2>Das Spiel</h2>',
  '<p>Gespielt wird bis 6 Tore. Die erste Mannschaft mit 6 Toren gewinnt; ein Unentschieden gibt es nicht. Jedes Spiel wird direkt nach dem Abpfiff in der App eingetragen, solange alle noch am Tisch stehen.</p>',
  '<h2>Anstoß</h2>',
  '<ul><li>Das erste Spiel beginnt, wer die Münze gewinnt, danach stößt die Mannschaft an, die das letzte Tor kassiert hat.</li><li>Der Ball wird durch das Loch an der Seite eingeworfen, nicht von Hand auf den Tisch gelegt.</li></ul>',
  '<h2>Am Tisch</h2>',
  '<ul><li>Kein Kurbeln: Stangen werden nicht um mehr als eine volle Umdrehung vor oder nach dem Schuss gedreht.</li><li>Kein Rütteln und kein Heben des Tisches.</li><li>Ein Ball, der liegen bleibt, wo ihn niemand erreicht, wird vom Verteidiger neu eingeworfen.</li><li>Ein Ball, der den Tisch verlässt, geht an die Mannschaft, die ihn nicht hinausgespielt hat.</li></ul>',
  '<h2>Tore</h2>',
  '<ul><li>Ein Tor zählt, wenn der Ball im Tor bleibt; ein Ball, der wieder herausspringt, zählt auch.</li><li>Tore direkt vom Anstoß zählen nicht.</li></ul>',
  '<h2>Positionen im Doppel</h2>',
  '<p>Im 2 gegen 2 spielt jede Mannschaft mit Abwehr und Sturm. Die Positionen dürfen nur zwischen zwei Spielen getauscht werden und müssen beim Eintragen stimmen.</p>',
  '<h2>Gekrabbelt</h2>',
  '<p>Ein 6:0 heißt gekrabbelt: Die Verlierer krabbeln unter dem Tisch durch, und die Punkte des Spiels zählen doppelt.</p>',
  '<h2>Six in a Row</h2>',
  '<p>Wer sechs Tore hintereinander schießt, ohne dass der Gegner dazwischen trifft (etwa von 0:3 auf 6:3), kreuzt beim Eintragen Six in a Row an; auch dann zählen die Punkte doppelt. Bei einem 6:0 ist das nicht nötig.</p>',
  '<h2>Fair Play</h2>',
  '<p>Im Zweifel entscheidet der Verteidiger der Mannschaft, gegen die das Tor fiel. Wer ein Spiel falsch eingetragen hat, sagt Bescheid: Admins und Moderatoren können es löschen, und alle Punkte danach werden neu berechnet.</p>',
].join('');
