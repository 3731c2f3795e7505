import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// Placeholder page until the client issue builds the real shell (Relay, Chakra, routes).
function App() {
  return (
    <main
      style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 560, margin: '4rem auto', padding: '0 1rem' }}
    >
      <h1>Kicker League</h1>
      <p>The server is running. The web client arrives with the next issue.</p>
      <p>
        GraphQL: <a href="/graphql">/graphql</a> · Health: <a href="/healthz">/healthz</a> · Ready:{' '}
        <a href="/readyz">/readyz</a>
      </p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
